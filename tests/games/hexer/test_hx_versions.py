"""Rules versions: version 2 follows the rulebook's words where version 1 narrowed them; a record of
version 1 replays as it was played, with the legacy options set to version 1's readings."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tabletome.engine import Record
from tabletome.engine.edition import EditionError
from tabletome.engine.errors import RecordError
from tabletome.engine.match import play_match
from tabletome.games.hexer import GAME, rules
from tabletome.games.hexer.data import HexerEdition

from .helpers import (
    artifact,
    at_phase,
    edition_with,
    empty_board,
    legal,
    new,
    play,
    set_items,
    setup_only,
    standard_data,
)

# Games of Hexer played with rules version 1, before the issue "Closer to the rulebook text" (and
# before Engine 2): random and scripted players, every difficulty and player count.
BUNDLE = Path(__file__).resolve().parents[2] / "records" / "before_engine2.json"
RECORDS: list[dict[str, Any]] = json.loads(BUNDLE.read_text(encoding="utf-8"))["hexer"]
LEGACY = [o.name for o in GAME.options if o.legacy]
V1 = rules.Readings(False, False, False, False, False, False)


def test_version_2_and_the_readings_of_version_1() -> None:
    """Every legacy option has a version-1 value; its default is version 2's reading."""
    assert GAME.version == "2" and set(GAME.legacy_versions) == {"1"}
    assert sorted(GAME.legacy_versions["1"]) == sorted(LEGACY)
    for o in GAME.options:
        if o.legacy:
            assert GAME.legacy_versions["1"][o.name] in o.choices and o.default != GAME.legacy_versions["1"][o.name]
    assert rules.Readings.from_options(GAME.resolve_options({})) == rules.Readings()
    assert rules.Readings.from_options(GAME.resolve_options(dict(GAME.legacy_versions["1"]))) == V1


@pytest.mark.parametrize("index", range(len(RECORDS)))
def test_a_record_of_version_1_replays_to_its_recorded_outcome(index: int) -> None:
    """tests/records/before_engine2.json: 18 games of rules version 1 replay action by action to
    their recorded outcome, with version 1's readings."""
    case = RECORDS[index]
    record = Record.from_json(case["record"])
    assert record.version == "1" and not set(LEGACY) & set(record.options)
    state = record.replay()
    assert state.rd == V1  # type: ignore[attr-defined]
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
    assert failed >= len(RECORDS) // 2


def test_a_record_of_version_2_names_its_readings_and_replays() -> None:
    result = play_match(GAME, [GAME.heuristic_agent(t, 5) for t in range(3)], 5, {"players": 3})
    record = Record.from_json(json.loads(json.dumps(result.record.to_json())))
    assert record.version == "2"
    assert {k: record.options[k] for k in LEGACY} == {o.name: o.default for o in GAME.options if o.legacy}
    assert record.replay() == result.state


def placing(wrong: bool, **options: Any):
    """Yellow at the Newspaper with an artifact of its printed symbol, or of another."""
    s = new(3, 6, **options)
    empty_board(s)
    s.craven = 6
    s.pos = [2, 4, 5]
    at_phase(s, 0, "use", 2)
    art = artifact(s, 2) if not wrong else 4 + (s.ed.loc_symbol[2] + 1) % len(s.ed.symbols)
    set_items(s, 0, art=art)
    return s


def test_hx_use_17_a_wrong_symbol_is_seen_at_placement_and_loses_at_once() -> None:
    """HX-USE-17 "em qualquer momento ... de imediato" (rules version 2): the symbol is printed by the
    portal field (AMB-09), so the mismatch is discovered when the artifact is placed; the tile itself
    stays face down for every seat."""
    s = placing(wrong=True)
    play(s, "close")
    oc = s.outcome()
    assert oc is not None and oc.cause == "HX-USE-17" and oc.winners == ()
    assert "printed symbol" in oc.reason and "portal" not in oc.reason.split(":")[-1].replace("close", "")
    s = placing(wrong=False)  # the right symbol: a wall is still found only at the final check
    s.tiles[2] = 0
    play(s, "close")
    assert s.outcome() is None and s.view(1)["locations"][2]["portal"]["tile"] == "face down"


def test_hx_use_17_version_1_waits_for_the_final_check() -> None:
    s = placing(wrong=True, wrong_symbol="final-check")
    play(s, "close")
    assert s.outcome() is None and s.on_tile[2] >= 0


def test_hx_evt_10_reveals_follow_the_investigators_still_in_the_game() -> None:
    """HX-EVT-10 "quantos jogadores estejam em jogo", with HX-CRE-02..04: four investigators reveal
    two a round; once one is mad, three alternate one and two; once two are, two reveal one."""
    s = new(4, 3)
    assert rules.reveals_this_round(s) == 2
    s.sanity[3] = 0
    counts = []
    for round_no in (1, 2):
        s.round_no = round_no
        counts.append(rules.reveals_this_round(s))
    assert counts == [1, 2]
    s.sanity[2] = 0
    assert rules.reveals_this_round(s) == 1
    v1 = new(4, 3, reveals="starting")  # version 1: the starting count
    v1.sanity[3] = v1.sanity[2] = 0
    assert rules.reveals_this_round(v1) == 2


def shadow_only_university(data: dict[str, Any]) -> None:
    uni = data["locations"][0]
    uni["item_spaces"] = 0
    uni["item_costs"] = []
    uni["provenance"]["item_spaces"] = "[ROZ] 'just has a spot for a single Great Old One card'"


def test_hx_setup_30_university_item_spaces_are_edition_data() -> None:
    """HX-SETUP-30 "por cada localização tiram-se três objectos": three spaces at the University in the
    stand-in (its provenance is the rulebook); an edition may follow [ROZ] and give it none."""
    s = setup_only(3, 2)
    assert s.ed.item_spaces == (3,) * 7 and all(x >= 0 for x in s.spaces[:3])
    assert "HX-SETUP-30" in s.ed.model.locations[0].source("item_spaces")
    ed = edition_with(shadow_only_university)
    s = GAME.new_state({"players": 3}, 2, ed)
    assert s.ed.item_spaces[0] == 0 and s.spaces[:3] == [-1, -1, -1]
    assert all(x >= 0 for x in s.spaces[3:])
    assert s.view(0)["locations"][0]["item_spaces"] == 0
    picture = GAME.render_svg(s.view(0))
    university = picture.split('data-location="0"', 1)[1].split('class="location"')[0]
    assert 'class="space"' not in university and "no item spaces" in university
    at_phase(s, 0, "acquire", 0)
    assert not any(a.startswith("take") for a in legal(s))


def test_hx_setup_30_only_the_university_may_lack_item_spaces() -> None:
    data = standard_data()
    data["locations"][3]["item_spaces"] = 0
    data["locations"][3]["item_costs"] = []
    data["locations"][3]["provenance"]["item_spaces"] = "house rule"
    with pytest.raises(EditionError, match="only the University may have none"):
        HexerEdition(data, "test edition")
    data = standard_data()
    data["locations"][0]["item_spaces"] = 0  # costs for spaces it does not have
    data["locations"][0]["provenance"]["item_spaces"] = "house rule"
    with pytest.raises(EditionError, match="0 item spaces but 3 costs"):
        HexerEdition(data, "test edition")
