"""Closing cases and the Professional Contact (AN-ACT-05, AN-CLOSE, AN-CONT).

Lab types: card n is of type (n - 1) % 6 — person, threat, artifact, evidence, location,
creature; cards 1-6 are Puzzle clues (Locks), 7-11 Keys.
"""

from __future__ import annotations

import pytest

from tabletome.engine.errors import IllegalAction
from tabletome.games.arkham_noir import frames, rules

from .helpers import V1, do, eff, lab, legal_texts, lines, no_window, nums, table

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


def test_an_close_07_last_case_closed_with_the_fifth_type_and_no_victim_left_loses() -> None:
    """AN-END-01, AN-END-02, AN-END-04, AN-CLOSE-07 (AMB-10): the text settles which end comes
    first. "La partida acaba inmediatamente cuando se cumple una de las siguientes condiciones";
    the win is "Durante la fase de mantenimiento, el área de Perspectiva General contiene 5 o más
    tipos", the loss "Debes robar una nueva carta de víctima y no quedan". Closing is action d, in
    the action phase: the new victim is due then ("seguidamente, revela una nueva carta de
    víctima") and none is left, so the game ends there, lost, before any maintenance phase could
    check the Big Picture."""
    s = table(row=ROW, cases=[(0, FIVE_WITH_TWO_PUZZLES)], big=[3, 4, 5, 6], victim_deck=[], aside=(1, 2, 3, 4, 5))
    do(s, "close 1", "collect 1", "done")
    assert rules.puzzle_types(s) == 5  # the fifth type is in the Big Picture...
    oc = s.outcome()
    assert oc is not None and oc.winners == () and oc.cause == "AN-CLOSE-07"  # ...and the game is lost


def test_an_end_02_the_same_close_with_a_victim_left_wins_in_maintenance() -> None:
    """AN-END-02, AN-MAINT-02, AN-CLOSE-07: with a victim left, the close opens a new case and the
    maintenance phase that follows finds the fifth type: a win."""
    s = table(row=ROW, cases=[(0, FIVE_WITH_TWO_PUZZLES)], big=[3, 4, 5, 6], victim_deck=[2], aside=(1, 3, 4, 5))
    do(s, "close 1", "collect 1", "done")
    oc = s.outcome()
    assert oc is not None and oc.winners == (0,) and oc.cause == "AN-END-02"
    assert s.case_victims == [2]  # the new case was opened before the maintenance phase won


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
def test_an_cont_01_the_exchange_is_one_move_at_the_action_decision() -> None:
    """AN-CONT-01, AN-CONT-04: 'exchange', then the card to give, then the card to get; the move
    list names neither pair (no 'exchange N M')."""
    s = table(row=ROW, hand=[30, 31], time=[40], sanity=[41])
    legal = legal_texts(s)
    assert legal[-1] == "exchange" and [t for t in legal if t.startswith("exchange")] == ["exchange"]
    do(s, "exchange")
    assert s.phase == frames.WINDOW and legal_texts(s) == ["give 30", "give 31", "back"]
    do(s, "give 31")
    assert legal_texts(s) == ["get 40", "get 41", "back"]
    assert nums(s.hand) == [30, 31] and s.contact == rules.CONTACT_READY  # nothing moves before the last step
    do(s, "get 41")
    assert nums(s.hand) == [30, 41] and nums(s.sanity_area) == [31] and s.contact == rules.CONTACT_EXCHANGE


def test_an_cont_01_exchange_does_not_use_up_the_action() -> None:
    s = table(row=ROW, hand=[30], sanity=[40])
    do(s, "exchange", "give 30", "get 40")
    assert s.phase == frames.ACTION and nums(s.row)[0] == 20
    assert not any(t.startswith("exchange") for t in legal_texts(s))


def test_an_cont_01_back_takes_back_a_step_or_the_whole_exchange() -> None:
    s = table(row=ROW, hand=[30], time=[40])
    before = s.fingerprint()
    do(s, "exchange", "give 30", "back")
    assert legal_texts(s) == ["give 30", "back"]
    do(s, "back")
    assert s.fingerprint() == before and "exchange" in legal_texts(s)


def test_an_cont_01_no_stop_before_maintenance() -> None:
    """AN-CONT-01, AN-ACT-06: the Exchange comes at the decisions; the action goes straight on to the
    maintenance phase ("pasa inmediatamente a la fase de mantenimiento"): no 'continue' stop."""
    s = table(row=ROW, hand=[30], time=[40])
    do(s, "take")
    assert s.turn_no == 2 and s.phase == frames.ACTION and "continue" not in legal_texts(s)


def test_an_cont_01_the_exchange_at_the_hand_limit_discard() -> None:
    """AN-CONT-01, AN-HAND-02: the Exchange keeps the hand's size, so the discard is still due."""
    s = table(row=ROW, hand=[30, 31, 32], sanity=[40])
    do(s, "take")
    assert s.phase == frames.HAND_LIMIT and "exchange" in legal_texts(s)
    do(s, "exchange", "give 20", "get 40")
    assert s.phase == frames.HAND_LIMIT and nums(s.hand) == [30, 31, 32, 40] and nums(s.sanity_area) == [20]
    do(s, "discard 40")
    assert nums(s.discard) == [40] and s.phase == frames.ACTION


def test_an_cont_01_the_exchange_between_two_effects() -> None:
    """AN-CONT-01, AN-EFF-01: after an effect and before the next one; the next effect then sees the
    table the Exchange left (here its one target is gone: it has nothing to do)."""
    ed = lab({20: {"effects": eff("draw", "PLAY")}, 41: {"left": "inquiry"}})
    s = table(ed, row=ROW, hand=[30], time=[41], top=[42], cases=[(0, []), (1, [])])
    do(s, "play 1")
    assert legal_texts(s) == ["use", "skip", "exchange"]  # before the first effect
    do(s, "skip")
    assert legal_texts(s) == ["hand 30 1", "hand 30 2", "exchange"]  # between the two
    do(s, "exchange", "give 30", "get 41")
    assert nums(s.hand) == [41] and s.phase == frames.ACTION  # #41 cannot be placed: the effect did nothing
    assert lines(s) == [[20], []]


def test_an_cont_01_the_exchange_while_collecting_and_at_the_sanity_bonus() -> None:
    """AN-CONT-01, AN-CLOSE-03, AN-CLOSE-08."""
    s = table(row=ROW, hand=[30], cases=[(0, SIX_TYPES), (1, [])], sanity=[40, 41])
    do(s, "close 1")
    assert legal_texts(s) == ["collect 3", "done", "exchange"]
    do(s, "collect 3")
    assert legal_texts(s) == ["bonus 40", "bonus 41", "skip", "exchange"]
    do(s, "exchange", "give 30", "get 40")
    assert legal_texts(s) == ["bonus 30", "bonus 41", "skip"]
    do(s, "bonus 41")
    assert nums(s.hand) == [40, 41] and nums(s.sanity_area) == [30]


def test_an_cont_01_version_1_before_maintenance_and_as_one_action() -> None:
    """Rules version 1 (legacy options): 'exchange N M' at the action decision and in a window."""
    s = table(row=ROW, hand=[30], time=[40], options=V1)
    assert "exchange 30 40" in legal_texts(s) and "exchange" not in legal_texts(s)
    do(s, "take")
    assert s.phase == frames.WINDOW
    assert legal_texts(s) == ["exchange 30 40", "exchange 20 40", "continue"]
    do(s, "exchange 20 40")
    assert nums(s.hand) == [30, 40] and nums(s.time_area) == [20]


def test_an_cont_02_one_use_then_it_leaves_the_game() -> None:
    ed = lab({20: {"attribute": "lock"}})
    s = table(ed, row=ROW, hand=[30], time=[40])
    do(s, "play 1 key")
    assert s.contact == rules.CONTACT_KEY
    assert s.phase == frames.ACTION
    assert not any(t.startswith("exchange") for t in legal_texts(s))
    s = table(ed, row=ROW, hand=[30], time=[40])
    do(s, "exchange", "give 30", "get 40")
    assert "play 1 key" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="already been used"):
        do(s, "play 1 key")
    with pytest.raises(IllegalAction, match="already been used"):
        do(s, "exchange")


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


def test_an_cont_03_the_key_side_for_a_card_placed_by_an_effect() -> None:
    """ "Juega una carta con el atributo [Lock] en ese caso abierto": any placement, the "play"
    effect's too (version 1: with action b or c only)."""
    ed = lab({20: {"effects": eff("play")}, 30: {"attribute": "lock"}})
    s = table(ed, row=ROW, hand=[30], cases=[(0, [12]), (1, [])])
    do(s, "play 1")
    assert legal_texts(s) == ["hand 30 1 key", "hand 30 2 key", "skip"]
    do(s, "hand 30 2 key")
    assert lines(s) == [[12, 20], [30]] and s.contact == rules.CONTACT_KEY and s.contact_victim == 1
    s = table(ed, row=ROW, hand=[30], cases=[(0, [12]), (1, [])], options=V1)
    do(s, "play 1")  # no placement without the Key side: the brown effect has nothing to offer
    assert s.phase == frames.ACTION
    assert lines(s) == [[12, 20], []] and s.contact == rules.CONTACT_READY


def test_an_cont_03_the_key_side_where_locks_outnumber_keys() -> None:
    """ "aunque no haya una carta [Key] que te lo permita": after a Take back of its Key a line's
    Locks outnumber its Keys; the Key side still opens one more Lock there (version 1: it did not),
    and the view shows no negative count of Keys."""
    ed = lab({20: {"effects": eff("take_back")}, 21: {"attribute": "lock"}, 30: {"attribute": "lock"}})
    for options, offered in (({}, True), (V1, False)):
        s = table(ed, row=ROW, cases=[(0, [7, 30]), (1, [])], options=options)
        do(s, "play 1", "takeback 7")
        no_window(s)
        assert lines(s)[0] == [30, 20] and rules.spare_keys(s, 0) == -1
        case = s.view(0)["cases"][0]
        assert case["spare_keys"] == 0 and case["keys_short"] == 1
        assert nums(s.row)[0] == 21
        assert ("play 1 key" in legal_texts(s)) is offered
        if offered:
            do(s, "play 1 key")
            assert lines(s)[0] == [30, 20, 21] and s.view(0)["cases"][0]["keys_short"] == 1


def test_an_cont_04_exchange_swaps_a_hand_card_with_a_penalty_card() -> None:
    s = table(row=ROW, hand=[30, 31], time=[40, 41], sanity=[42])
    do(s, "exchange", "give 31", "get 42")
    assert nums(s.hand) == [30, 42] and nums(s.sanity_area) == [31]
    assert nums(s.time_area) == [40, 41]  # AMB-07: the areas keep their size


def test_an_cont_03_the_contact_key_stays_counted_in_its_line() -> None:
    """AMB-15: Locks may not outnumber the Keys before them plus the contact's Key used there."""
    ed = lab({20: {"attribute": "lock"}, 21: {"attribute": "lock"}})
    s = table(ed, row=[20, 7, 21, 23, 24], cases=[(0, [12]), (1, [])])
    do(s, "play 1 key", "play 1")  # Lock 20 by the contact, then Key 7
    assert rules.spare_keys(s, 0) == 1
    assert "play 1" in legal_texts(s)  # Lock 21: 1 Key + the contact's >= 2 Locks


# ---------------------------------------------------------------- case numbers
def test_an_maint_04_cases_keep_their_number_for_the_whole_game() -> None:
    """AN-SETUP-05, AN-MAINT-04, AN-CLOSE-05: a case is called by the number it opened with; a close
    renumbers nothing, and a new case takes the next number (version 1: the place in the column)."""
    ed = lab({20: {"time": True}})
    s = table(ed, row=ROW, cases=[(0, [13, 14, 15, 16, 17]), (1, [12]), (2, [])], time=[30, 31, 32, 33])
    do(s, "close 1")  # the principal card's time icon makes 5 in the time area: a new victim
    assert s.case_numbers == [2, 3, 4]
    assert [c["case"] for c in s.view(0)["cases"]] == [2, 3, 4]
    assert "play 1" not in legal_texts(s) and {"play 2", "play 3", "play 4"} <= set(legal_texts(s))
    with pytest.raises(IllegalAction, match="no open case 1; the open cases are 2, 3 and 4"):
        do(s, "play 1")
    do(s, "play 2")
    assert lines(s)[0] == [12, 21]
    s = table(ed, row=ROW, cases=[(0, [13, 14, 15, 16, 17]), (1, [12]), (2, [])], time=[30, 31, 32, 33], options=V1)
    do(s, "close 1")
    assert s.case_numbers == [1, 2, 3]
    do(s, "play 1")  # version 1: case 1 is now the case that was 2
    assert lines(s)[0] == [12, 21]
