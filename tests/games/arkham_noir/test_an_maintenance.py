"""Maintenance, the empty draw deck and the end of the game (AN-MAINT, AN-DECK, AN-END)."""

from __future__ import annotations

import pytest

from tabletome.engine.errors import IllegalAction
from tabletome.games.arkham_noir import frames

from .helpers import do, eff, lab, legal_texts, no_window, nums, table

ROW = [20, 21, 22, 23, 24]


def test_an_maint_01_steps_in_order_sanity_before_time() -> None:
    # Step b loses before step c could reveal a victim.
    s = table(row=ROW, sanity=[30, 31, 32, 33, 34], time=[35, 36, 37, 38, 39])
    do(s, "pass")
    assert s.outcome() is not None and s.outcome().cause == "AN-END-03"
    assert len(s.victim_deck) == 3 and len(s.cases) == 2


def test_an_maint_01_time_check_before_refill() -> None:
    # The deck is empty: step c puts the time area in the discard pile, step d's refill reshuffles it.
    s = table(row=ROW, time=[35, 36, 37, 38, 39], rest="closed")
    assert s.deck == []
    do(s, "pass")
    assert len(s.victim_deck) == 1  # one victim for the time area, one for the empty deck
    assert sorted(nums(s.row[-1:] + s.deck + s.discard)) == [20, 35, 36, 37, 38, 39]
    assert len(s.row) == 5


def test_an_maint_02_victory_counts_each_type_once() -> None:
    ed = lab({30: {"attribute": "puzzle", "type": "person"}})
    s = table(ed, row=ROW, big=[1, 30, 2, 3, 4])
    do(s, "pass")
    assert s.outcome() is None
    s = table(ed, row=ROW, big=[1, 30, 2, 3, 4, 5])
    do(s, "pass")
    assert s.outcome() is not None and s.outcome().cause == "AN-END-02"


def test_an_maint_03_sanity_area_at_the_limit_loses() -> None:
    s = table(row=ROW, sanity=[30, 31, 32, 33])
    do(s, "pass")
    assert s.outcome() is None
    s = table(
        ed=lab({20: {"effects": eff("SANITY_TEST")}, 34: {"sanity": True}}), row=ROW, sanity=[30, 31, 32, 33], top=[34]
    )
    do(s, "play 1")
    oc = s.outcome()
    assert oc is not None and oc.winners == () and oc.cause == "AN-END-03"


def test_an_maint_04_time_limit_opens_a_new_case_below() -> None:
    s = table(row=ROW, time=[30, 31, 32, 33, 34], cases=[(0, [12]), (1, [])], victim_deck=[2, 3], aside=(4, 5))
    do(s, "pass")
    assert s.case_victims == [0, 1, 3] and s.cases[2] == []


def test_an_maint_05_no_victim_left_at_the_time_check_loses() -> None:
    s = table(row=ROW, time=[30, 31, 32, 33, 34], victim_deck=[], aside=(2, 3, 4, 5))
    do(s, "pass")
    oc = s.outcome()
    assert oc is not None and oc.winners == () and oc.cause == "AN-MAINT-05"


def test_an_maint_06_time_area_to_discard_one_victim_only() -> None:
    s = table(row=ROW, time=[30, 31, 32, 33, 34, 35, 36])
    do(s, "pass")
    assert len(s.victim_deck) == 2  # seven cards, still one victim
    assert s.time_area == [] and sorted(nums(s.discard)) == [20, 30, 31, 32, 33, 34, 35, 36]


def test_an_maint_07_row_slides_left() -> None:
    ed = lab({20: {"effects": eff("take_from_row")}})
    s = table(ed, row=ROW, top=[40, 41])
    do(s, "play 1", "pick 22")
    assert nums(s.row) == [21, 23, 24, 40, 41]


def test_an_maint_08_refill_to_five_from_the_leftmost_gap() -> None:
    s = table(row=[20, 21, 22], top=[40, 41, 42])
    do(s, "pass")
    assert nums(s.row) == [21, 22, 40, 41, 42]


def test_an_maint_09_victory_before_sanity_loss() -> None:
    s = table(row=ROW, big=[1, 2, 3, 4, 5], sanity=[30, 31, 32, 33, 34])
    do(s, "pass")
    oc = s.outcome()
    assert oc is not None and oc.winners == (0,)


def test_an_deck_01_empty_deck_reveals_a_victim() -> None:
    s = table(row=ROW, discard=[30, 31], rest="closed")
    do(s, "pass")
    assert len(s.victim_deck) == 2 and len(s.cases) == 3
    s = table(row=ROW, discard=[30], rest="closed", victim_deck=[], aside=(2, 3, 4, 5))
    do(s, "pass")
    oc = s.outcome()
    assert oc is not None and oc.winners == () and oc.cause == "AN-DECK-01"


def test_an_deck_02_only_the_discard_pile_is_shuffled_in() -> None:
    s = table(row=ROW, discard=[30, 31], time=[32], rest="closed")
    do(s, "pass")
    no_window(s)
    assert nums(s.time_area) == [32]
    assert sorted(nums(s.row[-1:] + s.deck)) == [20, 30, 31]


def test_an_deck_03_draw_what_is_left_and_the_row_may_stay_short() -> None:
    s = table(row=[20, 21, 22], top=[40], discard=[], rest="closed")
    do(s, "pass")
    # One card from the deck, then the procedure; the discard pile holds only 20.
    assert nums(s.row) == [21, 22, 40, 20] and len(s.victim_deck) == 2


def test_an_deck_03_one_victim_per_occasion_and_no_principal_card() -> None:
    """AMB-11: an empty row skips the action phase; each refill is one occasion."""
    s = table(row=[20], rest="closed", victim_deck=[2, 3, 4])
    do(s, "take")  # refill: empty deck -> victim, discard pile empty -> the row stays empty
    # No principal card: the turns go straight to maintenance, one victim each, until the loss.
    assert s.row == [] and s.victim_deck == []
    assert s.outcome() is not None and s.outcome().cause == "AN-DECK-01"
    assert len(s.cases) == 5 and s.turn_no == 4


def test_an_deck_01_sanity_test_on_an_empty_deck() -> None:
    """AMB-12: the empty-deck procedure first, then the test takes the new top card."""
    ed = lab({20: {"effects": eff("SANITY_TEST")}, 30: {"sanity": True}, 31: {"sanity": True}})
    s = table(ed, row=ROW, discard=[30, 31], rest="closed")
    do(s, "play 1")
    # One victim; the test took one of the two reshuffled cards, the refill the other.
    assert len(s.victim_deck) == 2 and len(s.sanity_area) == 1
    assert sorted(nums(s.sanity_area + s.row[-1:])) == [30, 31]


def test_an_end_01_the_game_ends_at_once() -> None:
    # Card 20: a black draw, then a black calm with one target (it would resolve by itself).
    ed = lab({20: {"effects": eff("DRAW", "CALM")}})
    s = table(ed, row=ROW, sanity=[30], rest="closed", victim_deck=[], aside=(2, 3, 4, 5))
    do(s, "play 1")  # the draw needs a victim that is not there
    assert s.outcome() is not None and s.outcome().cause == "AN-DECK-01"
    assert s.to_move is None and s.legal_actions() == () and s.stack == []
    assert nums(s.sanity_area) == [30]  # the calm never happened
    with pytest.raises(IllegalAction, match="over"):
        do(s, "take")


def test_an_end_02_win_only_in_maintenance() -> None:
    s = table(row=ROW, big=[1, 2, 3, 4, 5])
    assert s.outcome() is None and s.to_move == 0
    assert legal_texts(s)[0] == "take"
    do(s, "take")
    assert s.outcome() is not None and s.outcome().cause == "AN-END-02"


def test_an_end_03_sanity_loss() -> None:
    s = table(row=ROW, sanity=[30, 31, 32, 33, 34, 35])
    no_window(do(s, "take"))
    oc = s.outcome()
    assert oc is not None and oc.cause == "AN-END-03" and "sanity" in oc.reason


def test_an_end_04_no_victim_to_draw_loses_wherever_it_is_needed() -> None:
    no_victims = {"victim_deck": [], "aside": (2, 3, 4, 5)}
    causes = set()
    s = table(row=ROW, time=[30, 31, 32, 33, 34], **no_victims)  # type: ignore[arg-type]
    do(s, "pass")
    causes.add(s.outcome().cause)  # type: ignore[union-attr]
    s = table(row=ROW, rest="closed", **no_victims)  # type: ignore[arg-type]
    do(s, "pass")
    causes.add(s.outcome().cause)  # type: ignore[union-attr]
    s = table(row=ROW, cases=[(0, [13, 14, 15, 16, 17])], victim_deck=[], aside=(1, 2, 3, 4, 5))
    do(s, "close 1")
    causes.add(s.outcome().cause)  # type: ignore[union-attr]
    assert causes == {"AN-MAINT-05", "AN-DECK-01", "AN-CLOSE-07"}


def test_phase_after_game_over_is_over() -> None:
    s = table(row=ROW, big=[1, 2, 3, 4, 5])
    do(s, "pass")
    assert s.phase == frames.OVER and s.view(0)["outcome"]["winners"] == [0]
