"""Records made with an older rules version replay as they were played (Record.new_state gives them
the legacy options of that version; the standard edition they name is still read)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from tabletome.engine.record import Record
from tabletome.games.elder_sign import GAME

RECORDS = Path(__file__).parent / "records_v1"


def summary(s: Any) -> dict[str, Any]:
    return {
        "doom": s.doom,
        "signs": s.signs,
        "clock": s.clock,
        "turns": s.turns,
        "sanity": list(s.sanity),
        "stamina": list(s.stamina),
        "team": list(s.team),
    }


@pytest.mark.parametrize("name", sorted(p.stem for p in RECORDS.glob("*.json")))
def test_a_record_of_rules_version_1_replays_to_its_outcome(name: str) -> None:
    """Five games played by the scripted players with the code of rules version 1 (before issue 30:
    rolled dice first, rerolls listed, the flip an extra advance, Entry costs paid, the edition's
    former Expedition names), saved as records: each replays to its recorded outcome and state."""
    data = json.loads((RECORDS / f"{name}.json").read_text(encoding="utf-8"))
    record = Record.from_json(data["record"])
    assert record.version == "1" and GAME.version != "1"
    s = record.replay()
    outcome = s.outcome()
    assert (outcome.to_json() if outcome is not None else None) == record.outcome
    assert summary(s) == data["summary"]


def test_a_game_played_with_the_version_1_readings_replays_as_version_1() -> None:
    """A seeded game played now with the legacy options set to version 1's readings, recorded as
    version 1 without them, replays to the same state."""
    legacy = dict(GAME.legacy_versions["1"])
    opts = {"players": "2", "mode": "lightless_pyramid"}
    s = GAME.new_state({**opts, **legacy}, 21)
    agents = [GAME.heuristic_agent(k, 210 + k) for k in range(2)]
    actions = []
    while s.to_move is not None and len(actions) < 400:
        a = agents[s.to_move].act(s, s.to_move)
        actions.append(str(a))
        s.apply(a)
    record = Record(GAME.id, "1", GAME.edition_ref(s.edition), opts, 21, ["heuristic"] * 2, actions)
    assert summary(record.replay()) == summary(s)


def test_the_standard_edition_of_version_1_is_still_read() -> None:
    """The edition data of version 1 (its digest is what its records name) is rebuilt from today's
    file with the former names of the stand-in Expedition spaces."""
    ref = {"id": "elder-sign-standard", "sha256": "00fd022b949482979d697bcd2b978342617252af75c581af4c386476f5d68f60"}
    ed = GAME.edition_from_ref(ref)
    assert ed.digest == ref["sha256"]
    assert "Supply Cache" in [sp.name for sp in ed.pyramid.expedition]
    assert resources.files("tabletome.games.elder_sign").joinpath("editions/standard.toml").is_file()
