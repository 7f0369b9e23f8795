"""The registry finds games without importing them, imports only the one asked for, and a game
that cannot be loaded never hides the others."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.engine import registry
from tabletome.engine.errors import UnknownGame

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def with_a_broken_game(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    found = dict(registry._found())
    found["broken"] = ("tests.engine.broken_game:GAME", False)
    monkeypatch.setattr(registry, "_targets", found)
    yield
    registry._broken.pop("broken", None)


@pytest.mark.usefixtures("with_a_broken_game")
def test_a_game_that_fails_to_load_is_listed_as_unavailable_and_the_others_play() -> None:
    ids = [g.id for g in registry.games()]
    assert "hexer" in ids and "vtes" in ids and "broken" not in ids
    assert registry.unavailable() == {
        "broken": "The edition file /nowhere/editions/standard.toml cannot be used: file: cannot be read."
    }
    with pytest.raises(UnknownGame, match="'broken' is installed but cannot be loaded: The edition file"):
        registry.get_game("broken")
    assert registry.get_game("crazy_eights").new_state(seed=1).legal_actions()


@pytest.mark.usefixtures("with_a_broken_game")
def test_tabletome_games_says_which_game_cannot_be_played_and_why() -> None:
    out = CliRunner().invoke(app, ["games"], env={"COLUMNS": "200"}).output
    assert "broken: installed but cannot be played (The edition file" in " ".join(out.split())
    assert "crazy_eights" in out


def _imports_after(argv: list[str]) -> dict[str, object]:
    """Run the command line in a fresh process; what it imported."""
    code = f"""
import json, sys
from tabletome.cli.main import app
try:
    app({argv!r})
except SystemExit:
    pass
from tabletome.engine import registry
mods = set(sys.modules)
print(json.dumps({{"games": sorted(registry._games), "modules": sorted(m for m in mods if m.split('.')[0] in
    ('krcg', 'numpy', 'pydantic', 'fastapi', 'sqlalchemy', 'matplotlib', 'torch') or m.startswith('tabletome.games.'))}}))
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    found: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def test_help_imports_no_game_and_none_of_the_heavy_libraries() -> None:
    found = _imports_after(["--help"])
    assert found["games"] == []
    heavy = [m for m in found["modules"] if m.split(".")[0] != "tabletome"]  # type: ignore[attr-defined]
    assert heavy == []
    assert set(found["modules"]) <= {"tabletome.games"}  # type: ignore[arg-type]  # not even V:TES's command's


def test_playing_one_game_imports_no_other_game_nor_the_card_database() -> None:
    found = _imports_after(["play", "crazy_eights", "--seats", "heuristic,heuristic", "--seed", "2"])
    assert found["games"] == ["crazy_eights"]
    modules = found["modules"]
    assert not [m for m in modules if m.startswith(("krcg", "torch", "fastapi", "sqlalchemy", "matplotlib"))]  # type: ignore[union-attr]
    others = {m.split(".")[2] for m in modules if m.startswith("tabletome.games.") and m.count(".") >= 3}  # type: ignore[union-attr]
    assert others <= {"crazy_eights"}
    assert not [m for m in modules if m.startswith("tabletome.games.vtes")]  # type: ignore[union-attr]


def test_checking_a_decklist_reads_no_other_game_and_with_a_warm_cache_no_krcg(tmp_path: Path) -> None:
    from tabletome.games.vtes import precons, write_deck

    deck = tmp_path / "precon.txt"
    deck.write_text(write_deck(precons()[0].deck, "twd"), encoding="utf-8")
    _imports_after(["vtes", "deck", "check", str(deck)])  # the first may fill the machine's card cache
    found = _imports_after(["vtes", "deck", "check", str(deck)])
    assert found["games"] == ["vtes"]  # its deck book, reached through the game (its Decks capability)
    modules = found["modules"]
    assert not [m for m in modules if m.startswith(("krcg", "torch", "fastapi", "sqlalchemy", "matplotlib"))]  # type: ignore[union-attr]
    assert {m.split(".")[2] for m in modules if m.startswith("tabletome.games.")} == {"vtes"}  # type: ignore[union-attr]
