"""Closing cases and the Professional Contact (AN-ACT-05, AN-CLOSE, AN-CONT).

Lab types: card n is of type (n - 1) % 6 — person, threat, artifact, evidence, location,
creature; cards 1-6 are Puzzle clues (Locks), 7-11 Keys.
"""

from __future__ import annotations

import pytest

from tabletome.engine.errors import IllegalAction
from tabletome.games.arkham_noir import frames, rules

from .helpers import do, lab, legal_texts, lines, no_window, nums, table

ROW = [20, 21, 22, 23, 24]
# Person x2 (Key 7, Puzzle 1), threat x2 (Key 8, Puzzle 2), artifact, evidence, location: 5 types.
FIVE_WITH_TWO_PUZZLES = [7, 1, 8, 2, 15, 16, 17]
# Six types: Puzzle 3 is the only artifact.
SIX_TYPES = [7, 8, 3, 16, 17, 18]


def test_an_act_05_discard_principal_then_close() -> None:
    s = table(lab({20: {"time": True}}), row=ROW, cases=[(0, [13, 14, 15, 16, 17]), (1, [])])
    do(s, "close 1")
    assert nums(s.time_area) == [20]
    assert s.case_victims == [1] and s.closed_victims == [0]


def test_an_close_01_needs_five_different_types() -> None:
    s = table(row=ROW, cases=[(0, [13, 14, 15, 16, 19]), (1, [25, 26, 27, 28, 29])])
    # Case 1: 13 and 19 are both persons (4 types); case 2: 25..29 are five types.
    assert "close 1" not in legal_texts(s)
    assert "close 2" in legal_texts(s)
    with pytest.raises(IllegalAction, match="AN-CLOSE-01"):
        do(s, "close 1")


def test_an_close_02_the_victim_is_not_a_clue() -> None:
    s = table(row=ROW, cases=[(0, [13, 14, 15, 16]), (1, [])])
    assert rules.types_in(s, s.cases[0]) == 4
    assert "close 1" not in legal_texts(s)


def test_an_close_03_collect_puzzles_while_five_types_remain() -> None:
    s = table(row=ROW, cases=[(0, FIVE_WITH_TWO_PUZZLES), (1, [])])
    do(s, "close 1")
    assert legal_texts(s) == ["collect 1", "collect 2", "done"]
    do(s, "collect 2")
    assert legal_texts(s) == ["collect 1", "done"]
    do(s, "collect 1")
    assert nums(s.big_picture) == [2, 1]


def test_an_close_03_unique_type_puzzle_cannot_be_taken_at_five_types() -> None:
    s = table(row=ROW, cases=[(0, [7, 8, 3, 16, 17]), (1, [])])
    do(s, "close 1")
    # Taking 3 would leave 4 types: nothing to collect, so the close completes by itself.
    assert s.big_picture == [] and frames.closing_victim(s) == -1 and s.phase == frames.ACTION
    assert nums(s.closed) == [7, 8, 3, 16, 17]


def test_an_close_03_collecting_is_optional() -> None:
    s = table(row=ROW, cases=[(0, FIVE_WITH_TWO_PUZZLES), (1, [])])
    do(s, "close 1", "done")
    assert s.big_picture == [] and len(s.closed) == 7


def test_an_close_04_collected_puzzles_go_to_the_big_picture() -> None:
    s = table(row=ROW, cases=[(0, FIVE_WITH_TWO_PUZZLES), (1, [])])
    do(s, "close 1", "collect 1")
    assert nums(s.big_picture) == [1]
    assert s.view(0)["puzzle_types"] == ["Person of interest"]


def test_an_close_05_the_rest_go_to_the_closed_cases_with_the_victim() -> None:
    s = table(row=ROW, cases=[(0, FIVE_WITH_TWO_PUZZLES), (4, [])])
    do(s, "close 1", "collect 1", "done")
    assert nums(s.closed) == [7, 8, 2, 15, 16, 17]
    assert s.closed_victims == [0] and s.case_victims == [4]


def test_an_close_06_no_open_case_reshuffles_discard_time_and_deck() -> None:
    s = table(row=ROW, cases=[(0, [13, 14, 15, 16, 17])], aside=(5,), discard=[30, 31], time=[32], top=[33])
    before = set(s.deck) | {30 - 1, 31 - 1, 32 - 1}
    do(s, "close 1")
    assert s.time_area == [] and s.discard == []
    # Everything shuffled in, then the refill took one card from it.
    assert set(s.deck) | {s.row[-1]} == before | {20 - 1}
    assert len(s.cases) == 1 and s.cases[0] == []


def test_an_close_07_a_new_victim_opens_a_case_or_the_game_is_lost() -> None:
    s = table(row=ROW, cases=[(0, [13, 14, 15, 16, 17])], victim_deck=[3], aside=(1, 2, 4, 5))
    do(s, "close 1")
    assert s.case_victims == [3] and s.outcome() is None
    s = table(row=ROW, cases=[(0, [13, 14, 15, 16, 17])], victim_deck=[], aside=(1, 2, 3, 4, 5))
    do(s, "close 1")
    assert s.outcome() is not None and s.outcome().cause == "AN-CLOSE-07"


def test_an_close_07_literal_loss_even_with_the_fifth_type() -> None:
    """AMB-10: the loss comes in the action phase, before the victory check of maintenance."""
    s = table(row=ROW, cases=[(0, FIVE_WITH_TWO_PUZZLES)], big=[3, 4, 5, 6], victim_deck=[], aside=(1, 2, 3, 4, 5))
    do(s, "close 1", "collect 1", "done")
    oc = s.outcome()
    assert oc is not None and oc.winners == () and oc.cause == "AN-CLOSE-07"


def test_an_close_08_six_types_give_the_sanity_bonus() -> None:
    s = table(row=ROW, hand=[30], cases=[(0, SIX_TYPES), (1, [])], sanity=[40, 41], contact=rules.CONTACT_KEY)
    do(s, "close 1")
    assert legal_texts(s) == ["collect 3", "done"]  # counted before collecting, so collect first
    do(s, "collect 3")
    assert legal_texts(s) == ["bonus 40", "bonus 41", "skip"]
    do(s, "bonus 41")
    assert nums(s.sanity_area) == [40] and nums(s.hand) == [30, 41]


def test_an_close_08_five_types_give_no_bonus() -> None:
    s = table(row=ROW, cases=[(0, [7, 8, 15, 16, 17]), (1, [])], sanity=[40], contact=rules.CONTACT_KEY)
    do(s, "close 1")
    assert s.phase == frames.ACTION and nums(s.sanity_area) == [40]


# ---------------------------------------------------------------- the Professional Contact
def test_an_cont_01_usable_in_the_action_phase_and_before_maintenance() -> None:
    s = table(row=ROW, hand=[30], time=[40])
    assert "exchange 30 40" in legal_texts(s)
    do(s, "take")
    assert s.phase == frames.WINDOW
    assert legal_texts(s) == ["exchange 30 40", "exchange 20 40", "continue"]
    do(s, "exchange 20 40")
    assert nums(s.hand) == [30, 40] and nums(s.time_area) == [20]


def test_an_cont_01_exchange_does_not_use_up_the_action() -> None:
    s = table(row=ROW, hand=[30], sanity=[40])
    do(s, "exchange 30 40")
    assert s.phase == frames.ACTION and nums(s.row)[0] == 20
    assert not any(t.startswith("exchange") for t in legal_texts(s))


def test_an_cont_02_one_use_then_it_leaves_the_game() -> None:
    ed = lab({20: {"attribute": "lock"}})
    s = table(ed, row=ROW, hand=[30], time=[40])
    do(s, "play 1 key")
    assert s.contact == rules.CONTACT_KEY
    assert s.phase == frames.ACTION  # no window: the contact is gone
    assert not any(t.startswith("exchange") for t in legal_texts(s))
    s = table(ed, row=ROW, hand=[30], time=[40])
    do(s, "exchange 30 40")
    assert "play 1 key" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="already been used"):
        do(s, "play 1 key")


def test_an_cont_03_key_side_opens_a_lock_without_a_key() -> None:
    ed = lab({20: {"attribute": "lock"}, 21: {"attribute": "lock"}})
    s = table(ed, row=ROW, cases=[(0, [12]), (1, [7])])
    assert "play 1" not in legal_texts(s) and "play 1 key" in legal_texts(s)
    assert "play 2" in legal_texts(s) and "play 2 key" not in legal_texts(s)  # a Key allows it there
    do(s, "play 1 key")
    assert lines(s)[0] == [12, 20] and s.contact_victim == 0
    assert "play 1" not in legal_texts(s)  # the contact opened one Lock only (AMB-15)


def test_an_cont_03_key_side_keeps_the_other_requirements() -> None:
    ed = lab({20: {"attribute": "lock", "left": "inquiry"}})
    s = table(ed, row=ROW, cases=[(0, [12]), (1, [])])
    assert not any(t.endswith("key") for t in legal_texts(s))
    with pytest.raises(IllegalAction, match="AN-PLAY-02"):
        do(s, "play 1 key")


def test_an_cont_04_exchange_swaps_a_hand_card_with_a_penalty_card() -> None:
    s = table(row=ROW, hand=[30, 31], time=[40, 41], sanity=[42])
    do(s, "exchange 31 42")
    assert nums(s.hand) == [30, 42] and nums(s.sanity_area) == [31]
    assert nums(s.time_area) == [40, 41]  # AMB-07: the areas keep their size
    no_window(s)


def test_an_cont_03_the_contact_key_stays_counted_in_its_line() -> None:
    """AMB-15: Locks may not outnumber the Keys before them plus the contact's Key used there."""
    ed = lab({20: {"attribute": "lock"}, 21: {"attribute": "lock"}})
    s = table(ed, row=[20, 7, 21, 23, 24], cases=[(0, [12]), (1, [])])
    do(s, "play 1 key", "play 1")  # Lock 20 by the contact, then Key 7
    assert rules.spare_keys(s, 0) == 1
    assert "play 1" in legal_texts(s)  # Lock 21: 1 Key + the contact's >= 2 Locks
