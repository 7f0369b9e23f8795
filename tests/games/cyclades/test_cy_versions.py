"""Rules versions: version 2 follows the rulebook's words where version 1 read them otherwise (the
creature track in cycle 2, the Hades text on the Necropolis and the first revenue, undead fleets and
creatures, the Chimera, the 2-player self-outbid, Hero 6, the box's prosperity markers) and plays
the 4-player map rebalanced by measured play. A record of version 1 replays as it was played: the
legacy options take version 1's readings and the edition it names is kept."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from tabletome.engine import Record
from tabletome.engine.errors import RecordError
from tabletome.engine.match import play_match
from tabletome.games.cyclades.data import VERSION_1_DIGEST, standard_edition, version_1_edition

from .helpers import GAME

# Games played with the code of rules version 1 (before issue 30), by scripted and random players,
# every player count and module; half store every option (as the terminal does), half only those
# given (as a web table does).
RECORDS: list[dict[str, Any]] = json.loads((Path(__file__).with_name("records_v1.json")).read_text(encoding="utf-8"))
LEGACY = [o.name for o in GAME.options if o.legacy]
FIELDS = ("own", "units", "undead", "bld", "metro", "prosp", "gold", "philo", "priest", "cycle")
PILES = ("ctrack", "cdeck", "cdisc", "nec_gold", "hero_area")


def digest(state: Any) -> str:
    """The board, the purses and the piles: what the records' checks were taken from."""
    values = [getattr(state, f) for f in FIELDS + PILES]
    return hashlib.sha256(json.dumps(values).encode()).hexdigest()[:20]


def test_version_2_and_the_readings_of_version_1() -> None:
    """Every legacy option has a version-1 value, not its default; m1_first_revenue, a reading
    still offered, changed its default and is set for version 1 too."""
    assert GAME.version == "2" and set(GAME.legacy_versions) == {"1"}
    v1 = GAME.legacy_versions["1"]
    assert sorted(v1) == sorted([*LEGACY, "m1_first_revenue"])
    for o in GAME.options:
        if o.name in v1:
            assert v1[o.name] in o.choices and o.default != v1[o.name]


@pytest.mark.parametrize("index", range(len(RECORDS)))
def test_a_record_of_version_1_replays_to_its_recorded_outcome(index: int) -> None:
    case = RECORDS[index]
    record = Record.from_json(case["record"])
    assert record.version == "1" and not set(LEGACY) & set(record.options)
    assert record.edition["sha256"] == VERSION_1_DIGEST
    state = record.replay()
    outcome = state.outcome()
    assert outcome is not None and outcome.to_json() == record.outcome
    checks = case["checks"]
    assert len(record.actions) == checks["decisions"] and state.cycle == checks["cycle"]
    assert digest(state) == checks["view"]


def test_version_1_records_need_version_1_readings() -> None:
    """Read with version 2's readings and map, the same records go astray."""
    failed = 0
    for case in RECORDS:
        data = dict(case["record"], version=GAME.version)
        data["edition"] = GAME.edition_ref(standard_edition())
        try:
            state = Record.from_json(data).replay()
        except RecordError:
            failed += 1
            continue
        oc = state.outcome()
        failed += oc is None or oc.to_json() != data["outcome"] or digest(state) != case["checks"]["view"]
    assert failed >= len(RECORDS) // 2


def test_the_edition_of_version_1_is_kept_for_its_records() -> None:
    """The rebalanced 4-player map changed the embedded edition's digest; a record naming the old
    one is given the old one (its 4-player starts), others the new one."""
    old = GAME.edition_from_ref({"id": "cyclades-standard", "sha256": VERSION_1_DIGEST})
    assert old is version_1_edition() and old.digest == VERSION_1_DIGEST and old.builtin
    new = standard_edition()
    assert new.digest != VERSION_1_DIGEST and GAME.edition_from_ref(GAME.edition_ref(new)) is new
    assert old.geos[4].starts != new.geos[4].starts
    for players in (2, 3, 5):  # the sourced boards are the same
        assert old.geos[players].starts == new.geos[players].starts
        assert old.geos[players].isl_cells == new.geos[players].isl_cells


@pytest.mark.parametrize(("players", "options"), [(4, {}), (2, {"m2_hades": "yes", "m1_free_placement": "yes"})])
def test_a_game_played_with_version_1_readings_replays_as_version_1(players: int, options: dict[str, str]) -> None:
    """A seeded scripted game with version 1's readings on version 1's edition, recorded as version 1
    without the legacy options (as such a record was written), replays to the same state."""
    opts = GAME.resolve_options({**GAME.legacy_versions["1"], **options}, players=players)
    agents = [GAME.heuristic_agent(t, 7 + t) for t in range(players)]
    result = play_match(GAME, agents, 7, opts, edition=version_1_edition())
    data = result.record.to_json()
    data["version"] = "1"
    data["options"] = {k: v for k, v in data["options"].items() if k not in LEGACY}
    record = Record.from_json(json.loads(json.dumps(data)))
    state = record.replay()
    assert state.outcome() is not None and state.outcome().to_json() == result.record.outcome  # type: ignore[union-attr]
    assert digest(state) == digest(result.state)


def test_a_record_of_version_2_names_its_readings_and_replays() -> None:
    result = play_match(GAME, [GAME.heuristic_agent(t, 5) for t in range(4)], 5, {"players": 4})
    record = Record.from_json(json.loads(json.dumps(result.record.to_json())))
    assert record.version == "2" and record.edition["sha256"] == standard_edition().digest
    assert {k: record.options[k] for k in LEGACY} == {o.name: o.default for o in GAME.options if o.legacy}
    assert digest(record.replay()) == digest(result.state)
