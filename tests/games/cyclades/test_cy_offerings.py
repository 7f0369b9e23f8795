"""Phase 4, the offerings (CY-OFF), and the 2-player auction (CY-2P-03..06)."""

from __future__ import annotations

import pytest

from tabletome.engine import IllegalAction
from tabletome.games.cyclades import flow

from .helpers import ARES, ATHENA, POSEIDON, ZEUS, at_offerings, gods_up, legal, new, play


def auction(players: int = 4, gold: list[int] | None = None, order: list[int] | None = None):
    s = new(players, 3)
    gods_up(s, ZEUS, ARES, POSEIDON) if players != 5 else gods_up(s, ZEUS, ARES, POSEIDON, ATHENA)
    if players == 3:
        gods_up(s, ZEUS, ARES)
    return at_offerings(s, order or list(range(players)), gold or [10] * players)


def test_cy_off_01_markers_placed_one_at_a_time_in_turn_track_order() -> None:
    s = auction(order=[2, 0, 3, 1])
    assert s.to_move == 2
    play(s, "offer zeus 1")
    assert s.to_move == 0
    play(s, "offer ares 1")
    assert s.to_move == 3


def test_cy_off_02_03_a_higher_whole_offer_or_apollo() -> None:
    """CY-OFF-02, CY-OFF-03: at least 1 on an empty god, more than the offer on a taken one."""
    s = auction()
    assert "offer zeus 1" in legal(s) and "apollo" in legal(s) and "offer zeus 0" not in legal(s)
    play(s, "offer zeus 3")
    assert "offer zeus 3" not in legal(s) and "offer zeus 4" in legal(s)
    with pytest.raises(IllegalAction, match="at least 4 GP"):
        play(s, "offer zeus 2")


def test_cy_off_04_05_one_marker_per_god_a_higher_offer_displaces() -> None:
    """CY-OFF-04, CY-OFF-05: Apollo takes any number."""
    s = auction()
    play(s, "offer zeus 2", "offer zeus 3")
    assert s.offer_seat[ZEUS] == 1 and isinstance(s.stack[-1], flow.Rebid) and s.to_move == 0


def test_cy_off_06_the_outbid_player_places_again_at_once_elsewhere() -> None:
    s = auction()
    play(s, "offer zeus 2", "offer zeus 3")
    options = legal(s)
    assert not any(o.startswith("offer zeus") for o in options) and "offer ares 1" in options
    with pytest.raises(IllegalAction, match="outbid on Zeus"):
        play(s, "offer zeus 4")
    play(s, "offer ares 1")
    assert s.to_move == 2  # then the next marker of the turn track


def test_cy_off_07_displacements_chain_then_the_next_marker() -> None:
    s = auction()
    play(s, "offer ares 2", "offer zeus 2")  # seats 0 and 1
    play(s, "offer zeus 3")  # seat 2 displaces seat 1
    assert s.to_move == 1
    play(s, "offer ares 3")  # seat 1 displaces seat 0
    assert s.to_move == 0 and isinstance(s.stack[-1], flow.Rebid)
    play(s, "apollo")
    assert s.to_move == 3 and s.apollo == [0]


def test_cy_off_08_no_offer_above_what_he_can_pay() -> None:
    s = auction(gold=[3, 10, 10, 10])
    assert "offer zeus 3" in legal(s) and "offer zeus 4" not in legal(s)
    with pytest.raises(IllegalAction, match="can spend 3"):
        play(s, "offer zeus 4")


def test_cy_off_09_offers_are_paid_when_every_marker_is_placed() -> None:
    s = auction(gold=[10, 10, 10, 10])
    play(s, "offer zeus 4", "offer ares 2", "apollo")
    assert s.gold == [10] * 4  # nothing paid yet
    play(s, "offer poseidon 1")
    assert s.gold == [6, 8, 10, 9]  # Apollo costs nothing


def test_cy_off_10_priests_lower_the_price_to_at_least_one() -> None:
    """CY-OFF-10, AMB-05: the limit is the net cost; priests are kept."""
    s = auction(gold=[3, 10, 10, 10])
    s.priest[0] = 2
    s.changed()
    assert "offer zeus 5" in legal(s) and "offer zeus 6" not in legal(s)
    s.priest[1] = 5
    play(s, "offer zeus 5", "offer ares 2", "apollo", "apollo")
    assert s.gold[0] == 0 and s.gold[1] == 9 and s.priest == [2, 5, 0, 0]


def test_cy_off_11_with_no_gp_only_apollo() -> None:
    s = auction(gold=[0, 10, 10, 10])
    assert legal(s) == ["apollo"]


def test_cy_2p_03_04_two_markers_each_on_two_different_gods() -> None:
    """CY-2P-03, CY-2P-04, CY-2P-07: each marker placed separately, then one turn per marker."""
    s = new(2, 3)
    gods_up(s, ZEUS, ARES, POSEIDON)
    at_offerings(s, [0, 2, 1, 3], [10, 10])
    assert s.to_move == 0
    play(s, "offer zeus 1", "offer ares 1", "offer poseidon 1")
    assert s.to_move == 1  # green's second marker
    play(s, "offer zeus 2")  # green outbids blue on Zeus: blue's first marker goes again
    assert isinstance(s.stack[-1], flow.Rebid) and s.stack[-1].marker == 0
    play(s, "apollo")
    assert s.offer_seat[ZEUS] == 1 and s.offer_seat[ARES] == 1 and s.offer_seat[POSEIDON] == 0 and s.apollo == [0]
    assert s.offer_mark[ZEUS] != s.offer_mark[ARES]  # green's two markers, on two gods


def test_cy_2p_05_a_player_may_outbid_his_own_marker() -> None:
    s = new(2, 3)
    gods_up(s, ZEUS, ARES, POSEIDON)
    at_offerings(s, [0, 1, 2, 3], [10, 10])
    play(s, "offer zeus 1")
    assert s.to_move == 0 and "offer zeus 2" in legal(s)
    play(s, "offer zeus 2")
    assert isinstance(s.stack[-1], flow.Rebid) and s.stack[-1].marker == 0 and s.offer_mark[ZEUS] == 1
    assert not any(o.startswith("offer zeus") for o in legal(s))  # the displaced one goes elsewhere


def test_cy_2p_05_06_outbidding_his_own_marker_frees_its_offer() -> None:
    """CY-2P-05, CY-2P-06: the offer about to be displaced is no longer his to pay, so 4 GP let him
    outbid his own offer of 2 with 4; the displaced marker then has nothing left but Apollo."""
    s = new(2, 3)
    gods_up(s, ZEUS, ARES, POSEIDON)
    at_offerings(s, [0, 1, 2, 3], [4, 10])
    play(s, "offer zeus 2")
    assert {"offer zeus 3", "offer zeus 4"} <= set(legal(s)) and "offer zeus 5" not in legal(s)
    assert "offer ares 3" not in legal(s)  # elsewhere both offers count together (CY-2P-06)
    play(s, "offer zeus 4")
    assert isinstance(s.stack[-1], flow.Rebid) and s.stack[-1].marker == 0 and legal(s) == ["apollo"]


def test_cy_2p_05_amb_39_in_the_preliminary_auction_a_gp_stays_kept_for_the_displaced_marker() -> None:
    """CY-2P-05, AMB-39 (Module 1): outbidding his own offer of 3 with 7 GP, blue keeps 1 GP for the
    marker he displaces, which must be placed again."""
    s = new(2, 4, m1_free_placement="yes")
    gods_up(s, ZEUS, ARES, POSEIDON)
    at_offerings(s, [0, 1, 2, 3], [7, 7])
    assert s.cycle == 0
    play(s, "offer zeus 3")
    assert "offer zeus 6" in legal(s) and "offer zeus 7" not in legal(s)
    play(s, "offer zeus 6")
    assert isinstance(s.stack[-1], flow.Rebid) and "offer ares 1" in legal(s)


def test_cy_2p_05_version_1_counted_the_displaced_offer() -> None:
    """Rules version 1 (legacy option own_outbid=counted)."""
    s = new(2, 3, own_outbid="counted")
    gods_up(s, ZEUS, ARES, POSEIDON)
    at_offerings(s, [0, 1, 2, 3], [4, 10])
    play(s, "offer zeus 2")
    assert not any(o.startswith("offer zeus") for o in legal(s))


def test_cy_2p_06_both_markers_together_within_his_gp() -> None:
    s = new(2, 3)
    gods_up(s, ZEUS, ARES, POSEIDON)
    at_offerings(s, [0, 1, 2, 3], [5, 10])
    play(s, "offer zeus 3")
    assert "offer ares 2" in legal(s) and "offer ares 3" not in legal(s)


def test_amb_33_both_markers_on_apollo_only_when_no_offer_is_possible() -> None:
    s = new(2, 3)
    gods_up(s, ZEUS, ARES, POSEIDON)
    at_offerings(s, [0, 1, 2, 3], [2, 10])
    play(s, "apollo")
    assert "apollo" not in legal(s) and "offer zeus 1" in legal(s)
    with pytest.raises(IllegalAction, match="AMB-33"):
        play(s, "apollo")
    s = new(2, 3)
    gods_up(s, ZEUS, ARES, POSEIDON)
    at_offerings(s, [0, 1, 2, 3], [0, 10])
    play(s, "apollo")
    assert legal(s) == ["apollo"]
