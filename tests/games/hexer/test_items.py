"""Actions 4 and 5: using and acquiring items (HX-USE, HX-ACQ)."""

from __future__ import annotations

import pytest

from tabletome.engine import IllegalAction
from tabletome.games.hexer import GAME, rules
from tabletome.games.hexer.data import COSTS

from .helpers import (
    artifact,
    at_phase,
    edition_with,
    empty_board,
    kind,
    legal,
    new,
    play,
    set_items,
    take_from_supply,
    token_count,
)


def at_use(loc: int, players: int = 3, seed: int = 6, **items: int):
    s = new(players, seed)
    empty_board(s)
    s.craven = 6 if loc != 6 else 5
    s.pos = [loc] + [(loc + 1 + i) % 7 or 1 for i in range(players - 1)]
    at_phase(s, 0, "use", loc)
    set_items(s, 0, **items)
    return s


def test_hx_use_01_02_one_item_used_then_discarded() -> None:
    """HX-USE-01, HX-USE-02."""
    s = at_use(3, e=2)
    s.sanity[0] = 3
    discards = s.discard[2]
    play(s, "use E")
    assert s.held[2] == 1 and s.discard[2] == discards + 1
    assert s.step != "use"  # only one item (AMB-18)


def test_hx_use_03_04_05_glasses_show_the_tile_to_this_seat_only() -> None:
    """HX-USE-03, HX-USE-04, HX-USE-05."""
    s = at_use(4, g=1)
    s.enable_log()
    play(s, "use G")
    truth = "portal" if s.tiles[4] else "wall"
    assert s.view(0)["locations"][4]["portal"]["tile"] == truth
    assert s.view(1)["locations"][4]["portal"]["tile"] == "face down"
    assert s.view(1)["investigators"][0]["looked_at"] == [4]  # that she looked is public
    private = [t for who, t in s.log if who == 0]
    assert any(truth.replace("portal", "dimensional portal").split()[-1] in t for t in private)
    assert all("empty wall" not in t and "dimensional portal" not in t for t in s.log_for(1))
    assert s.tiles[4] in (0, 1)  # HX-USE-04: the tile goes back face down, unchanged


def test_hx_use_06_glasses_useless_at_the_university() -> None:
    """HX-USE-06 "não tem nenhuma utilidade": the Glasses may be used there, and show nothing
    (rules version 2); version 1 did not offer them."""
    s = at_use(0, g=1)
    s.enable_log()
    assert "use G" in legal(s)
    known = s.known[0]
    play(s, "use G")
    assert s.held[1] == 0 and s.known[0] == known  # spent, nothing learnt
    assert "they show nothing" in s.log[-1][1] and s.log[-1][0] == -1  # said to everybody
    s = at_use(0, g=1)
    s.options = {**s.options, "useless_glasses": "hidden"}
    s.rd = rules.Readings.from_options(s.options)
    assert "use G" not in legal(s)
    with pytest.raises(IllegalAction, match="HX-USE-06"):
        play(s, "use G")


def test_hx_use_07_08_necronomicon_reveals_reserve_2_to_5_then_rlyeh() -> None:
    """HX-USE-07, HX-USE-08."""
    s = at_use(2, n=1)
    revealed = []
    for _ in range(5):
        set_items(s, 0, n=1)
        at_phase(s, 0, "use", 2)
        before_up, before_r = s.reserve_up, s.rlyeh_up
        play(s, "use N")
        if s.rlyeh_up and not before_r:
            revealed.append("rlyeh")
        else:
            revealed.append((s.reserve_up ^ before_up).bit_length())
    assert revealed == [2, 3, 4, 5, "rlyeh"]
    set_items(s, 0, n=1)
    at_phase(s, 0, "use", 2)
    assert "use N" not in legal(s)


def test_hx_use_07_necronomicon_skips_emptied_reserve_spaces() -> None:
    s = at_use(2, n=1)
    s.reserve[1] = -1  # space 2 was summoned as a Shadow
    play(s, "use N")
    assert s.reserve_up & (1 << 2)


def test_hx_use_09_10_11_elixir_one_or_two_with_craven_capped_at_six() -> None:
    """HX-USE-09, HX-USE-10, HX-USE-11."""
    s = at_use(3, e=1)
    s.sanity[0] = 3
    play(s, "use E")
    assert s.sanity[0] == 4
    s = at_use(3, e=1)
    s.craven = 3
    s.sanity[0] = 3
    play(s, "use E")
    assert s.sanity[0] == 5
    s = at_use(3, e=1)
    s.craven = 3
    s.sanity[0] = 5
    play(s, "use E")
    assert s.sanity[0] == 6


def test_hx_use_12_13_dagger_defeats_with_craven() -> None:
    """HX-USE-12, HX-USE-13."""
    s = at_use(3, d=1)
    s.board[3] = kind(s, "Thul Saduum")
    s.craven = 3
    s.changed()
    with pytest.raises(IllegalAction, match="HX-ENC-10"):  # rules version 2: an artifact, the Dagger too
        play(s, "use D")
    set_items(s, 0, d=1, art=5)
    play(s, "use D")
    assert s.board[3] == -1 and s.cdisc[-1] == kind(s, "Thul Saduum") and s.art[0] == -1
    # Rules version 1 (AMB-19): the Dagger spared the artifact.
    s = at_use(3, d=1)
    s.options = {**s.options, "dagger_thul": "spared"}
    s.rd = rules.Readings.from_options(s.options)
    s.board[3] = kind(s, "Thul Saduum")
    s.craven = 3
    s.changed()
    play(s, "use D")
    assert s.board[3] == -1 and s.cdisc[-1] == kind(s, "Thul Saduum")


def test_hx_use_13_dagger_removes_a_shadow_from_the_game() -> None:
    s = at_use(0, d=1)
    s.shadow = s.reserve[0]
    s.reserve[0] = -1
    s.craven = 0
    s.changed()
    goo = s.shadow
    play(s, "use D")
    assert s.shadow == -1 and goo in s.goo_box


def test_hx_use_12_14_dagger_needs_craven_and_a_creature() -> None:
    """HX-USE-12, HX-USE-14."""
    s = at_use(3, d=1)
    s.board[3] = kind(s, "Witch")
    s.changed()
    with pytest.raises(IllegalAction, match="HX-USE-12"):
        play(s, "use D")
    s = at_use(3, d=1)
    s.craven = 3
    s.changed()
    with pytest.raises(IllegalAction, match="HX-USE-14"):
        play(s, "use D")


def test_hx_use_15_16_artifact_placed_face_down_closes_a_matching_portal() -> None:
    """HX-USE-15, HX-USE-16."""
    s = at_use(2)
    set_items(s, 0, art=artifact(s, 2))
    tiles = s.tiles
    play(s, "close")
    assert s.on_tile[2] == artifact(s, 2)
    assert s.tiles == tiles
    assert s.view(1)["locations"][2]["portal"] == {"tile": "face down", "artifact": s.ed.item_name(artifact(s, 2))}
    assert s.outcome() is None  # nothing is discovered at placement (see README: AMB-20)


def test_hx_use_17_wrong_symbol_loses_when_discovered() -> None:
    s = at_use(0)
    s.tiles = [-1, 1, 0, 0, 0, 0, 0]
    s.on_tile[1] = 4 + (s.ed.loc_symbol[1] + 1) % 3
    s.banisher = 1
    s.pos[1] = rules.RLYEH
    set_items(s, 0, art=4)
    play(s, "close")
    assert s.outcome().cause == "HX-USE-17" and s.outcome().winners == ()


def test_hx_use_18_artifact_on_a_wall_loses() -> None:
    s = at_use(0)
    s.tiles = [-1, 0, 0, 0, 0, 0, 0]
    s.on_tile[5] = artifact(s, 5)
    s.banisher = 1
    s.pos[1] = rules.RLYEH
    set_items(s, 0, art=4)
    play(s, "close")
    assert s.outcome().cause == "HX-USE-18"


def test_hx_use_19_one_artifact_per_tile() -> None:
    s = at_use(2)
    s.on_tile[2] = 4
    set_items(s, 0, art=5)
    assert "close" not in legal(s)
    with pytest.raises(IllegalAction, match="HX-USE-19"):
        play(s, "close")


def test_hx_use_20_21_university_closes_with_any_artifact_only_after_banishment() -> None:
    """HX-USE-20, HX-USE-21."""
    s = at_use(0)
    set_items(s, 0, art=4)
    assert "close" not in legal(s)
    with pytest.raises(IllegalAction, match="HX-USE-21"):
        play(s, "close")
    s.banisher = 2
    s.pos[2] = rules.RLYEH
    s.changed()
    assert "close" in legal(s)


def test_hx_use_22_artifact_spent_on_thul_saduum_goes_to_the_discards() -> None:
    s = new(3, 6)
    empty_board(s)
    thul = kind(s, "Thul Saduum")
    s.board[5] = thul
    s.craven = 1
    s.pos = [0, 2, 3]
    at_phase(s, 0, "defeat", 5)
    need = s.ed.c_defeat[thul]
    set_items(s, 0, n=need[0], g=need[1], e=need[2], d=need[3], art=6)
    before = s.discard[6]
    play(s, "defeat")
    assert s.discard[6] == before + 1


# ---------------------------------------------------------------- action 5
def costs_at(loc: int, costs: list[str]):
    def change(d):
        d["locations"][loc]["item_costs"] = costs

    return edition_with(change)


def at_acquire(loc: int, costs: list[str], items: list[int], **held: int):
    s = GAME.new_state({"players": 3}, 6, costs_at(loc, costs))
    empty_board(s)
    s.craven = 6
    s.pos = [loc, (loc + 1) % 7, (loc + 2) % 7]
    for i, item in enumerate(items):
        if s.spaces[loc * 3 + i] >= 0:
            s.bag.append(s.spaces[loc * 3 + i])
        s.spaces[loc * 3 + i] = -1
        if item >= 0:
            take_from_supply(s, item)
            s.spaces[loc * 3 + i] = item
    at_phase(s, 0, "acquire", loc)
    set_items(s, 0, **held)
    return s


def test_hx_acq_01_02_03_pay_necron_symbols() -> None:
    """HX-ACQ-01, HX-ACQ-02, HX-ACQ-03."""
    s = at_acquire(3, ["necron1", "necron2", "free"], [0, 1, 2])
    s.necron = 0
    play(s, "take 1")
    assert s.necron == 1 and s.held[0] == 1
    s = at_acquire(3, ["necron1", "necron2", "free"], [0, 1, 2])
    s.necron = 0
    play(s, "take 2")
    assert s.necron == 2 and s.held[1] == 1


def test_hx_acq_04_pay_sanity_symbols() -> None:
    s = at_acquire(3, ["sanity1", "sanity2", "free"], [0, 1, 2])
    play(s, "take 2")
    assert s.sanity[0] == 4 and s.held[1] == 1


def test_hx_acq_04_paying_sanity_can_drive_mad_and_the_item_is_lost() -> None:
    s = at_acquire(3, ["sanity1", "sanity2", "free"], [0, 1, 2])
    s.sanity[0] = 2
    discards = s.discard[1]
    play(s, "take 2")
    assert s.sanity[0] == 0 and s.discard[1] == discards + 1  # AMB-28
    assert token_count(s) == 34


def test_hx_acq_05_creature_cost_reveals_and_resolves() -> None:
    s = at_acquire(3, ["creature", "free", "free"], [0, 1, 2])
    s.cdeck.append(kind(s, "Witch"))
    play(s, "take 1")
    assert s.board[1] == kind(s, "Witch")
    assert s.held[0] == 1


def test_hx_acq_05_creature_cost_can_require_a_collective_discard_first() -> None:
    s = at_acquire(3, ["creature", "free", "free"], [0, 1, 2], n=1, g=1)
    set_items(s, 1, e=2)
    s.board[2] = kind(s, "Insect Larva")
    s.cdeck.append(kind(s, "Insect Larva"))
    set_items(s, 2, d=2)
    play(s, "take 1")
    assert s.step == "discard" and s.to_move == 0  # the acquirer decides
    play(s, "discard blue E", "discard blue E", "discard orange D", "discard orange D")
    assert s.step == "agree" and s.to_move == 1  # HX-CRE-20: the givers agree, in seat order
    play(s, "accept")
    assert s.to_move == 2
    play(s, "accept")
    assert s.held[0:4] == [2, 1, 0, 0]  # the acquisition completes afterwards


def test_hx_acq_06_event_cost_reveals_an_event() -> None:
    s = at_acquire(3, ["event", "free", "free"], [0, 1, 2])
    deck = len(s.edeck)
    craven = s.craven
    top = s.edeck[-1]
    play(s, "take 1")
    assert len(s.edeck) == deck - 1 and s.edisc[-1] == top
    assert s.craven == (craven + s.ed.e_craven[top]) % 7  # AMB-23: Robert Craven moves


def test_hx_acq_07_08_full_spaces_discard_one_first() -> None:
    """HX-ACQ-07, HX-ACQ-08."""
    s = at_acquire(3, ["free", "free", "free"], [0, 1, 2], g=2, e=1)
    play(s, "take 1")
    assert s.step == "drop"
    assert set(legal(s)) == {"drop G", "drop E"}
    play(s, "drop E")
    assert s.held[0:4] == [1, 2, 0, 0]


def test_hx_acq_09_second_artifact_replaces_the_first() -> None:
    s = at_acquire(3, ["free", "free", "free"], [5, 1, 2], art=4)
    before = s.discard[4]
    play(s, "take 1")
    assert s.art[0] == 5 and s.discard[4] == before + 1


def test_hx_acq_10_acquiring_is_optional() -> None:
    s = at_acquire(3, ["free", "free", "free"], [0, 1, 2])
    assert "pass" in legal(s)
    play(s, "pass")
    assert s.spaces[9:12] == [0, 1, 2]


def test_hx_acq_11_acquisition_is_the_last_action_so_the_item_waits() -> None:
    s = at_acquire(3, ["free", "free", "free"], [2, 1, 0])
    s.sanity[0] = 3
    play(s, "take 1")
    assert s.held[2] == 1
    assert s.active != 0  # the turn is over: no action 4 can use the new Elixir
    assert s.sanity[0] == 3


def test_hx_acq_12_last_item_refills_three() -> None:
    s = at_acquire(3, ["free", "free", "free"], [0, -1, -1])
    bag = len(s.bag)
    play(s, "take 1")
    assert all(x >= 0 for x in s.spaces[9:12])
    assert len(s.bag) == bag - 3


def test_hx_acq_13_empty_bag_is_refilled_from_the_discards() -> None:
    s = at_acquire(3, ["free", "free", "free"], [0, -1, -1])
    for item in list(s.bag):
        s.discard[item] += 1
    s.bag.clear()
    play(s, "take 1")
    assert all(x >= 0 for x in s.spaces[9:12])
    assert token_count(s) == 34


def test_hx_acq_costs_vocabulary_matches_the_rulebook() -> None:
    assert set(COSTS) == {"free", "necron1", "necron2", "sanity1", "sanity2", "creature", "event"}
