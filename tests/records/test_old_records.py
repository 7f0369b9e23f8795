"""Records made before a change of the engine or the rules replay to the same end.

``before_engine2.json`` holds games of Der Hexer von Salem and Arkham Noir played (random and
scripted players, every difficulty and player count) with the rules as they were before the
engine moved to decision frames and zones. Each must replay, action by action, to its recorded
outcome: the same actions legal at the same moments, the same dice and draws from the seed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletome.engine import Record

BUNDLE = json.loads((Path(__file__).parent / "before_engine2.json").read_text())
CASES = [(gid, i, case) for gid, cases in BUNDLE.items() for i, case in enumerate(cases)]


@pytest.mark.parametrize(("game", "index", "case"), CASES, ids=[f"{g}-{i}" for g, i, _ in CASES])
def test_a_record_from_before_engine_2_replays_to_its_outcome(game: str, index: int, case: dict[str, Any]) -> None:
    record = Record.from_json(case["record"])
    state = record.replay()
    outcome = state.outcome()
    assert outcome is not None, f"{game} record {index} does not reach its end"
    assert outcome.to_json() == record.outcome
    assert len(record.actions) == case["checks"]["decisions"]
    assert getattr(state, "round", 0) == case["checks"]["round"]
