"""`tabletome edition check | new | diff | try`, and THE check: the terminal prints what check_text finds."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.engine import get_game
from tabletome.engine.editing import check_text, to_toml
from tabletome.engine.wording import plural

runner = CliRunner()
EDITABLE = ("hexer", "arkham_noir", "cyclades", "elder_sign", "crazy_eights")


def run(*args: str):
    return runner.invoke(app, list(args), env={"COLUMNS": "400"})


def standin(game_id: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(get_game(game_id).default_edition().data))
    return data


def broken(game_id: str, change: Callable[[dict[str, Any]], None]) -> str:
    data = standin(game_id)
    change(data)
    return to_toml(data)


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """A change setting one field, written as in the problems (``creatures[3].defeat``)."""

    def change(data: dict[str, Any]) -> None:
        *parents, last = path.replace("[", ".").replace("]", "").split(".")
        target: Any = data
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        target[int(last) if last.isdigit() else last] = value

    return change


def _portal_walls(data: dict[str, Any]) -> None:
    data["portal_tiles"]["walls"] = data["portal_tiles"]["portals"] + 1  # no longer 8 tiles


def _no_provenance(data: dict[str, Any]) -> None:
    data["locations"][1]["provenance"].pop("name")


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        del data[key]

    return change


def _same_names(data: dict[str, Any]) -> None:
    data["creatures"][1]["name"] = data["creatures"][0]["name"]


# name: (game, file suffix, text, a field the problems must name, words of its reason)
CORPUS: dict[str, tuple[str, str, str, str, str]] = {
    "unreadable TOML": ("hexer", ".toml", "this is = = not toml", "file", "is not valid TOML"),
    "unreadable JSON": ("hexer", ".json", '{"edition": {"game": "hexer"', "file", "is not valid JSON"),
    "wrong enum value": (
        "hexer",
        ".toml",
        broken("hexer", _set("creatures[0].defeat[0]", "sword")),
        "creatures[0].defeat[0]",
        "must be 'necronomicon', 'glasses', 'elixir' or 'dagger', not 'sword'",
    ),
    "number out of bounds": (
        "hexer",
        ".toml",
        broken("hexer", _set("events[0].craven", 9)),
        "events[0].craven",
        "must be 6 or less, not 9",
    ),
    "missing provenance": (
        "hexer",
        ".toml",
        broken("hexer", _no_provenance),
        "locations[1]",
        "provenance is missing for name",
    ),
    "unknown field": (
        "hexer",
        ".toml",
        broken("hexer", _set("necron_track.length", 3)),
        "necron_track.length",
        "is not a field here",
    ),
    "portal tiles not 8": (
        "hexer",
        ".toml",
        broken("hexer", _portal_walls),
        "portal_tiles",
        "portals + walls must be 8",
    ),
    "defeat of the wrong length": (
        "hexer",
        ".toml",
        broken("hexer", _set("creatures[3].defeat", ["dagger"])),
        "creatures[3].defeat",
        "needs at least 2 entries, not 1",
    ),
    "wrong game": ("hexer", ".toml", broken("hexer", _set("edition.game", "cyclades")), "edition.game", "'hexer'"),
    "a section missing": ("hexer", ".toml", broken("hexer", _drop("madness_die")), "madness_die", "is missing"),
    "text for a number": (
        "hexer",
        ".json",
        json.dumps({**standin("hexer"), "necron_track": {**standin("hexer")["necron_track"], "final": "thirty"}}),
        "necron_track.final",
        "must be a whole number, not 'thirty'",
    ),
    "Demonic Power past the end": (
        "hexer",
        ".toml",
        broken("hexer", _set("necron_track.demonic_power", 40)),
        "necron_track",
        "demonic_power must lie before the final space",
    ),
    "two creatures of one name": ("hexer", ".toml", broken("hexer", _same_names), "file", "different names"),
    "a date for a text": (
        "hexer",
        ".toml",
        broken("hexer", _set("edition.description", "x")).replace('description = "x"', "description = 2008-05-01"),
        "edition.description",
        "must be text, not a date",
    ),
    "Arkham Noir: unknown section": (
        "arkham_noir",
        ".toml",
        broken("arkham_noir", _set("colour", "red")),
        "colour",
        "is not a field here",
    ),
    "Cyclades: no edition table": (
        "cyclades",
        ".toml",
        broken("cyclades", _drop("edition")),
        "edition",
        "is missing",
    ),
    "Elder Sign: dice of five faces": (
        "elder_sign",
        ".toml",
        broken("elder_sign", _set("dice.green", ["1", "2", "3", "L", "P"])),
        "dice.green",
        "needs at least 6 entries, not 5",
    ),
    "Crazy Eights: text for the deal": (
        "crazy_eights",
        ".toml",
        broken("crazy_eights", _set("deal", "seven")),
        "deal",
        "",
    ),
}


def printed_problems(output: str, path: Path) -> list[tuple[str, str]]:
    prefix = f"  {path}: "
    out = []
    for line in output.splitlines():
        if line.startswith(prefix):
            field, _, reason = line[len(prefix) :].partition(": ")
            out.append((field, reason))
    return out


@pytest.mark.parametrize("case", CORPUS)
def test_the_terminal_prints_what_check_text_finds(tmp_path: Path, case: str) -> None:
    game_id, suffix, text, field, words = CORPUS[case]
    path = tmp_path / f"broken{suffix}"
    path.write_text(text, encoding="utf-8")
    checked = check_text(get_game(game_id), text, str(path))
    assert not checked.ok
    found = [(p.field, p.reason) for p in checked.problems]
    assert any(f == field and words in r for f, r in found), found
    result = run("edition", "check", str(path), "--game", game_id)
    assert result.exit_code == 1
    assert f"{path}: not a usable edition ({plural(len(found), 'problem')})" in result.output
    assert printed_problems(result.output, path) == found
    assert "Traceback" not in result.output


def test_check_reads_the_game_from_the_file_and_counts_the_kinds(tmp_path: Path) -> None:
    data = standin("hexer")
    data["necron_track"]["provenance"]["final"] = "printed: my copy"
    path = tmp_path / "mine.toml"
    path.write_text(to_toml(data), encoding="utf-8")
    result = run("edition", "check", str(path))
    assert result.exit_code == 0, result.output
    kinds = check_text(get_game("hexer"), path.read_text(), str(path)).kinds
    assert kinds["printed"] == 1
    assert (
        f"a valid Der Hexer von Salem edition 'tabletome stand-in edition 1' ({kinds['stand-in']} stand-in fields)"
        in (result.output)
    )
    assert f"fields: 1 printed, {kinds['sourced']} sourced, {kinds['stand-in']} stand-in, 0 house rule" in result.output


def test_check_without_a_game_says_so(tmp_path: Path) -> None:
    path = tmp_path / "nogame.toml"
    path.write_text('[edition]\nid = "x"\n', encoding="utf-8")
    result = run("edition", "check", str(path))
    assert result.exit_code == 1
    assert printed_problems(result.output, path) == [("edition.game", "is missing; add it or pass --game")]


@pytest.mark.parametrize("game_id", EDITABLE)
def test_new_then_check(tmp_path: Path, game_id: str) -> None:
    made = run("edition", "new", game_id)
    assert made.exit_code == 0
    path = tmp_path / f"{game_id}.toml"
    path.write_text(made.stdout, encoding="utf-8")
    checked = run("edition", "check", str(path))
    assert checked.exit_code == 0, checked.output
    assert f"a valid {get_game(game_id).name} edition" in checked.output


def test_new_for_a_game_without_editions_is_one_sentence() -> None:
    result = run("edition", "new", "vtes")
    assert result.exit_code == 1
    assert result.output.strip() == "Vampire: The Eternal Struggle has no edition file to edit."
    result = run("edition", "new", "chess")
    assert result.exit_code == 1 and "There is no game 'chess'" in result.output


def test_diff_prints_the_changes_field_by_field(tmp_path: Path) -> None:
    a, b = standin("hexer"), standin("hexer")
    b["necron_track"]["final"] = 14
    b["creatures"].reverse()
    b["events"][0]["text"] = "Nothing happens."
    old_text = a["events"][0]["text"]
    first, second = tmp_path / "a.toml", tmp_path / "b.json"
    first.write_text(to_toml(a), encoding="utf-8")
    second.write_text(json.dumps(b), encoding="utf-8")
    result = run("edition", "diff", str(first), str(second))
    assert result.exit_code == 0
    assert result.output.splitlines() == [
        "necron_track.final: 34 -> 14",
        f'events[0].text: "{old_text}" -> "Nothing happens."',
    ]
    same = run("edition", "diff", str(first), str(first))
    assert same.exit_code == 0 and "no differences" in same.output


def test_diff_of_an_unreadable_file_names_it(tmp_path: Path) -> None:
    good, bad = tmp_path / "a.toml", tmp_path / "b.toml"
    good.write_text(to_toml(standin("hexer")), encoding="utf-8")
    bad.write_text("this is = = not toml", encoding="utf-8")
    result = run("edition", "diff", str(good), str(bad))
    assert result.exit_code == 1
    assert f"  {bad}: file: is not valid TOML" in result.output


def test_try_plays_the_edition_next_to_the_stand_in(tmp_path: Path) -> None:
    data = standin("hexer")
    data["necron_track"].update(final=10, demonic_power=6, necron_faces=[3])
    path = tmp_path / "short.toml"
    path.write_text(to_toml(data), encoding="utf-8")
    picture = tmp_path / "plot.svg"
    result = run("edition", "try", str(path), "--games", "2", "--seed", "3", "--plot", str(picture))
    assert result.exit_code == 0, result.output
    assert "seeds 3 to 4" in result.output
    rows = [line for line in result.output.splitlines() if "short.toml" in line or "stand-in" in line]
    assert len(rows) == 2 and "0.0% [0.0, 65.8]" in rows[0]
    assert "lost: The Necron marker reaches" in result.output
    assert picture.read_text(encoding="utf-8").startswith("<svg")


def test_try_refuses_an_unusable_edition(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(broken("hexer", _portal_walls), encoding="utf-8")
    result = run("edition", "try", str(path), "--games", "1")
    assert result.exit_code == 1
    assert printed_problems(result.output, path)[0][0] == "portal_tiles"
