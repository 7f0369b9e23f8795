"""Bad input gets one clear sentence, and the game in progress is intact."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletome.engine import Action, EditionError, IllegalAction, NotationError, Record, RecordError
from tabletome.games.hexer import GAME, rules

from .helpers import at_turn, happen, new, standard_data


def one_sentence(text: str) -> bool:
    return text.strip().endswith(".") and "\n" not in text and len(text) < 300


@pytest.mark.parametrize("text", ["", "fly 3", "move", "move 9", "take 7", "use X", "trade purple G E", "🙂"])
def test_malformed_notation_is_a_notation_error(text: str) -> None:
    s = new()
    before = s.fingerprint()
    with pytest.raises(NotationError) as exc:
        GAME.parse_action(s, text)
    assert one_sentence(str(exc.value)) and "not a move" in str(exc.value)
    assert s.fingerprint() == before


def test_illegal_action_explains_and_leaves_the_state_unchanged() -> None:
    s = new()
    at_turn(s, 0, 0)
    before = s.fingerprint()
    with pytest.raises(IllegalAction) as exc:
        GAME.parse_action(s, "move 0")
    assert one_sentence(str(exc.value))
    with pytest.raises(IllegalAction):
        s.apply(Action("take", (1,)))  # a real action, but not now
    assert s.fingerprint() == before


def test_every_illegal_vocabulary_action_gets_a_sentence() -> None:
    for seed in range(15):
        s = new(3, seed)
        legal = set(s.legal_actions())
        for action in GAME.action_space():
            if action not in legal:
                with pytest.raises(IllegalAction) as exc:
                    s.apply(action)
                assert one_sentence(str(exc.value)), (str(action), str(exc.value))


def test_actions_after_the_end_are_refused() -> None:
    s = new()
    s.rlyeh_up = True
    s.necron = s.ed.final - 1
    happen(s, rules.advance_necron, 1)
    with pytest.raises(IllegalAction, match="over"):
        s.apply(GAME.action_space().parse("pass"))


def test_broken_edition_file_names_field_and_reason(tmp_path: Path) -> None:
    data = standard_data()
    data["creatures"][0]["defeat"] = ["dagger"]
    del data["locations"][2]["provenance"]["item_costs"]
    data["portal_tiles"]["walls"] = 5
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(data))
    with pytest.raises(EditionError) as exc:
        GAME.load_edition(path)
    fields = [where for where, _ in exc.value.problems]
    assert "creatures[0].defeat" in fields
    assert any(f.startswith("locations[2]") for f in fields)
    assert "portal_tiles" in fields
    assert one_sentence(str(exc.value))


def test_unreadable_edition_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[edition\nid = ")
    with pytest.raises(EditionError, match="not valid"):
        GAME.load_edition(bad)
    with pytest.raises(EditionError, match="cannot be read"):
        GAME.load_edition(tmp_path / "missing.toml")


def test_corrupt_record(tmp_path: Path) -> None:
    path = tmp_path / "x.tome.json"
    path.write_text("{ not json")
    with pytest.raises(RecordError, match="not valid JSON"):
        Record.load(path)
    path.write_text(json.dumps({"game": "hexer"}))
    with pytest.raises(RecordError, match="not a valid game record"):
        Record.load(path)
    s = new(3, 4)
    rec = Record.start(s, 4, ["random"] * 3, GAME.resolve_options({"players": 3}))
    rec.actions = ["move 0"]
    with pytest.raises(RecordError, match="action 1 'move 0'"):
        rec.replay()
    rec.actions = []
    rec.edition["sha256"] = "0" * 64
    with pytest.raises(RecordError, match="differs"):
        rec.replay()
