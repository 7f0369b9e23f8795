"""Rules versions: version 2 follows the rulebook's words where version 1 narrowed them; a record of
version 1 replays as it was played, with the legacy options set to version 1's readings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletome.engine.errors import RecordError
from tabletome.engine.match import play_match
from tabletome.engine.record import Record
from tabletome.games.arkham_noir.rules import Readings

from .helpers import GAME, V1

# Games of Arkham Noir played with rules version 1, before the issue "Closer to the rulebook text"
# (and before Engine 2): random and scripted players, every difficulty. The bundle is the one
# tests/records/test_old_records.py replays for every game.
BUNDLE = Path(__file__).resolve().parents[2] / "records" / "before_engine2.json"
RECORDS: list[dict[str, Any]] = json.loads(BUNDLE.read_text(encoding="utf-8"))["arkham_noir"]
LEGACY = [o.name for o in GAME.options if o.legacy]


def test_version_2_and_the_readings_of_version_1() -> None:
    """Every legacy option has a version-1 value; its default is version 2's reading."""
    assert GAME.version == "2" and set(GAME.legacy_versions) == {"1"}
    assert sorted(GAME.legacy_versions["1"]) == sorted(LEGACY) == sorted(V1)
    for o in GAME.options:
        if o.legacy:
            assert GAME.legacy_versions["1"][o.name] in o.choices and o.default != GAME.legacy_versions["1"][o.name]
    assert Readings.from_options(GAME.resolve_options({})) == Readings()
    assert Readings.from_options(GAME.resolve_options(V1)) == Readings(False, False, False, False, False)


@pytest.mark.parametrize("index", range(len(RECORDS)))
def test_a_record_of_version_1_replays_to_its_recorded_outcome(index: int) -> None:
    """tests/records/before_engine2.json: 14 games of rules version 1 ('exchange N M', the
    'continue' window, cases renumbered after a close, forced effects without a step) replay
    action by action to their recorded outcome, with version 1's readings."""
    case = RECORDS[index]
    record = Record.from_json(case["record"])
    assert record.version == "1" and not set(LEGACY) & set(record.options)
    state = record.replay()
    assert state.rd == Readings(False, False, False, False, False)  # type: ignore[attr-defined]
    outcome = state.outcome()
    assert outcome is not None and outcome.to_json() == record.outcome
    assert len(record.actions) == case["checks"]["decisions"] and state.round == case["checks"]["round"]


def test_version_1_records_need_version_1_readings() -> None:
    """The same records read with version 2's readings go astray: the legacy options are needed."""
    failed = 0
    for case in RECORDS:
        data = dict(case["record"], version=GAME.version)
        try:
            state = Record.from_json(data).replay()
        except RecordError:
            failed += 1
            continue
        oc = state.outcome()
        failed += oc is None or oc.to_json() != data["outcome"]
    assert failed >= 10  # 11 of the 14: every record with a 'continue', an 'exchange N M' or a renumbered case


def test_a_record_of_version_2_names_its_readings_and_replays() -> None:
    result = play_match(GAME, [GAME.heuristic_agent(0, 4)], 4)
    record = Record.from_json(json.loads(json.dumps(result.record.to_json())))
    assert record.version == "2"
    assert GAME.option_texts({k: record.options[k] for k in LEGACY}) == {
        o.name: o.default for o in GAME.options if o.legacy
    }
    assert record.replay() == result.state
