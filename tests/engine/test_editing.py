"""The edition editor's engine: provenance kinds, THE check, the diff, the template."""

from __future__ import annotations

import json
import re
import tomllib
from typing import Any

import pytest

from tabletome.engine import TabletomeError, get_game
from tabletome.engine.editing import Change, check_edition, check_text, diff_data, template, to_toml
from tabletome.engine.edition import PROVENANCE_KINDS, provenance_kind

EDITABLE = ("hexer", "arkham_noir", "cyclades", "elder_sign", "crazy_eights")


def standin(game_id: str) -> dict[str, Any]:
    """A copy of the game's shipped edition data, free to change."""
    data: dict[str, Any] = json.loads(json.dumps(get_game(game_id).default_edition().data))
    return data


@pytest.mark.parametrize(
    ("source", "kind"),
    [
        ("printed", "printed"),
        ("Printed: my copy, second printing", "printed"),
        ("  PRINTED ", "printed"),
        ("stand-in", "stand-in"),
        ("Stand-in: the printed value is not public", "stand-in"),
        ("house rule", "house rule"),
        ("House rule: a longer Necron track", "house rule"),
        ("[PT] HX-SETUP-30 'por cada localização'", "sourced"),
        ("reprinted in the second edition", "sourced"),
        ("printedness", "sourced"),
    ],
)
def test_provenance_kind(source: str, kind: str) -> None:
    assert provenance_kind(source) == kind
    assert kind in PROVENANCE_KINDS


def test_the_four_kinds_in_order() -> None:
    assert PROVENANCE_KINDS == ("printed", "sourced", "stand-in", "house rule")


def _fields(value: Any) -> int:
    """The fields of every record (a table with a provenance), counted here independently."""
    if isinstance(value, dict):
        own = len(value) - 1 if "provenance" in value else 0
        return own + sum(_fields(v) for k, v in value.items() if k != "provenance")
    if isinstance(value, list):
        return sum(_fields(v) for v in value)
    return 0


@pytest.mark.parametrize("game_id", EDITABLE)
def test_every_shipped_edition_is_ok_and_its_fields_counted(game_id: str) -> None:
    game = get_game(game_id)
    data = standin(game_id)
    checked = check_edition(game, data, "shipped")
    assert checked.ok and checked.problems == ()
    assert checked.name == game.default_edition().name
    assert checked.digest == game.default_edition().digest
    assert list(checked.kinds) == list(PROVENANCE_KINDS)
    assert sum(checked.kinds.values()) == _fields(data) > 0
    assert checked.kinds["printed"] == checked.kinds["house rule"] == 0


def test_kinds_follow_the_provenance_strings() -> None:
    game = get_game("hexer")
    data = standin("hexer")
    before = check_edition(game, data, "x").kinds
    assert data["necron_track"]["provenance"]["final"].startswith("stand-in")
    data["necron_track"]["provenance"]["final"] = "printed: my copy"
    data["necron_track"]["provenance"]["demonic_power"] = "house rule: a later Demonic Power"
    after = check_edition(game, data, "x").kinds
    assert after["printed"] == before["printed"] + 1
    assert after["house rule"] == before["house rule"] + 1
    assert after["stand-in"] == before["stand-in"] - 2
    assert after["sourced"] == before["sourced"]


def test_a_whole_row_provenance_counts_for_each_field() -> None:
    game = get_game("elder_sign")
    data = standin("elder_sign")
    row = next(c for c in data["cards"] if isinstance(c.get("provenance"), str))
    before = check_edition(game, data, "x").kinds
    row["provenance"] = "printed"
    after = check_edition(game, data, "x").kinds
    assert after["printed"] == before["printed"] + len(row) - 1 > 0


def test_a_usable_edition_has_notes_and_a_broken_one_problems() -> None:
    game = get_game("hexer")
    data = standin("hexer")
    zombie = next(c for c in data["creatures"] if c["name"] == "Zombie")
    zombie["activation"] = {"kind": "necron", "amount": 1}
    checked = check_edition(game, data, "x")
    assert checked.ok and any(n.startswith("Zombie.activation") for n in checked.notes)
    data["portal_tiles"]["walls"] += 1
    broken = check_edition(game, data, "x")
    assert not broken.ok and broken.notes == ()
    assert [(p.field, p.reason) for p in broken.problems] == [
        ("portal_tiles", "a set of portal tiles has 8 tiles (HX-COMP-07): portals + walls must be 8")
    ]
    assert broken.to_json() == {
        "ok": False,
        "problems": [{"field": "portal_tiles", "reason": broken.problems[0].reason}],
        "notes": [],
        "name": data["edition"]["name"],
        "digest": broken.digest,
        "kinds": broken.kinds,
    }


def test_check_edition_names_data_that_crashed_the_edition_before() -> None:
    game = get_game("hexer")
    data = standin("hexer")
    data["edition"] = 5
    assert [p.field for p in check_edition(game, data, "x").problems] == ["edition"]
    text = to_toml(standin("hexer")).replace(
        'description = "Rulebook facts', 'released = 2008-05-01\ndescription = "Rulebook facts'
    )
    checked = check_text(game, text, "dated.toml")
    assert [(p.field, p.reason) for p in checked.problems] == [
        ("edition.released", "is not a field here (misspelt, or in the wrong section?)")
    ]


def test_data_that_is_no_table_is_one_problem() -> None:
    checked = check_edition(get_game("hexer"), [1, 2], "x")  # type: ignore[arg-type]
    assert [(p.field, p.reason) for p in checked.problems] == [
        ("file", "must be a table of fields (a TOML file or a JSON object)")
    ]


def test_check_text_reads_toml_and_json_and_names_unreadable_text() -> None:
    game = get_game("hexer")
    data = standin("hexer")
    assert check_text(game, json.dumps(data), "e.json").ok
    assert check_text(game, to_toml(data), "e.toml").ok
    bad = check_text(game, "this is = = not toml", "bad.toml")
    assert not bad.ok and [p.field for p in bad.problems] == ["file"]
    assert bad.problems[0].reason.startswith("is not valid TOML")
    assert check_text(game, '{"edition": ', "bad.json").problems[0].field == "file"


def test_edition_schema_only_for_editable_games() -> None:
    schema = get_game("hexer").edition_schema()
    assert schema is not None and "Creature" in schema["$defs"]
    assert get_game("vtes").edition_schema() is None
    for game_id in EDITABLE:
        assert get_game(game_id).edition_model is not None


# ------------------------------------------------------------------------------------ diff


def test_diff_a_changed_field() -> None:
    a, b = standin("hexer"), standin("hexer")
    b["necron_track"]["final"] = 14
    old = a["creatures"][3]["defeat"][1]
    new = "glasses" if old != "glasses" else "dagger"
    b["creatures"][3]["defeat"][1] = new
    assert diff_data(a, b) == [
        Change("necron_track.final", 34, 14),
        Change("creatures[3].defeat[1]", old, new),
    ]
    assert diff_data(a, a) == []


def test_diff_a_reordered_named_list_is_no_wall_of_changes() -> None:
    a, b = standin("hexer"), standin("hexer")
    b["creatures"].reverse()
    assert diff_data(a, b) == []
    last = len(b["creatures"]) - 1
    b["creatures"][last]["red_arrow"] = not a["creatures"][0]["red_arrow"]  # the first of a, now last
    assert diff_data(a, b) == [
        Change(f"creatures[{last}].red_arrow", a["creatures"][0]["red_arrow"], b["creatures"][last]["red_arrow"])
    ]


def test_diff_an_added_and_a_removed_record() -> None:
    a, b = standin("hexer"), standin("hexer")
    extra = {**a["creatures"][0], "name": "Shoggoth"}
    b["creatures"].append(extra)
    assert diff_data(a, b) == [Change(f"creatures[{len(a['creatures'])}]", None, extra)]
    gone = b["events"].pop(2)
    assert diff_data(a, b) == [
        Change(f"creatures[{len(a['creatures'])}]", None, extra),
        Change("events[2]", gone, None),
    ]


def test_diff_other_lists_by_index_and_absent_fields() -> None:
    a, b = standin("hexer"), standin("hexer")
    b["necron_track"]["necron_faces"] = [6, 12, 19]
    del b["edition"]["description"]
    b["items"]["provenance"]["dagger"] = "printed"
    assert diff_data(a, b) == [
        Change("edition.description", a["edition"]["description"], None),
        Change("necron_track.necron_faces[2]", 18, 19),
        Change("necron_track.necron_faces[3]", 24, None),
        Change("necron_track.necron_faces[4]", 30, None),
        Change("items.provenance.dagger", a["items"]["provenance"]["dagger"], "printed"),
    ]


def test_diff_tells_a_flag_from_a_number() -> None:
    assert diff_data({"x": 1}, {"x": True}) == [Change("x", 1, True)]
    assert diff_data({"x": 1}, {"x": 1}) == []


# ------------------------------------------------------------------------------------ TOML


@pytest.mark.parametrize("game_id", EDITABLE)
def test_the_template_is_the_stand_in_with_every_field_explained(game_id: str) -> None:
    game = get_game(game_id)
    text = template(game)
    data = tomllib.loads(text)
    assert data == game.default_edition().data
    assert check_edition(game, data, "template").ok
    lines = text.splitlines()
    assert lines[0].startswith(f"# {game.name}: an edition file to edit")
    for i, line in enumerate(lines):
        if re.match(r"^[a-z_]+ = ", line) and not line.startswith("provenance = "):
            assert lines[i - 1].startswith("# "), f"no comment before line {i + 1}: {line}"


def test_the_template_says_what_a_field_may_be_and_its_provenance() -> None:
    text = template(get_game("hexer"))
    assert '# defeat: a list of exactly 2 items, each one of "necronomicon", "glasses", "elixir", "dagger".' in text
    assert "# final: a whole number from 5 to 200.\n# provenance: stand-in (start = rightmost space" in text
    assert "# number: a whole number from 0 to 6.\n# provenance: [PT] HX-SETUP-02 (sourced)\nnumber = 0" in text
    # A field's #: comment in its model class explains it, where the field first appears in a list.
    cyclades = template(get_game("cyclades"))
    assert cyclades.count('# deck: one of "base", "hades"') == 1
    assert '# "base": the base game\'s deck; "hades": Module 3\'s new creatures (CY-HERO-01)' in cyclades


def test_no_template_for_a_game_without_editable_editions() -> None:
    with pytest.raises(TabletomeError, match="has no edition file to edit"):
        template(get_game("vtes"))


@pytest.mark.parametrize("game_id", EDITABLE)
def test_to_toml_round_trips(game_id: str) -> None:
    data = standin(game_id)
    assert tomllib.loads(to_toml(data)) == data


def test_to_toml_leaves_out_what_toml_cannot_say() -> None:
    data = {"edition": {"id": "x", "name": None}, "deck": {"ranks": ["A"], "note": 'a "quoted"\nline'}}
    assert tomllib.loads(to_toml(data)) == {
        "edition": {"id": "x"},
        "deck": {"ranks": ["A"], "note": 'a "quoted"\nline'},
    }
