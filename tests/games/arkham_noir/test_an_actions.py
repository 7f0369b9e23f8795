"""The turn, actions a-e, the hand limit, discards, matching and requirements (AN-TURN, AN-ACT, AN-HAND,
AN-DISC, AN-PLAY, AN-REQ)."""

from __future__ import annotations

import pytest

from tabletome.engine.errors import IllegalAction
from tabletome.engine.rng import Rng
from tabletome.games.arkham_noir import frames, rules

from .helpers import GAME, do, eff, lab, legal_texts, lines, nums, table

ROW = [20, 21, 22, 23, 24]


def test_an_turn_01_turns_until_an_end_condition() -> None:
    causes = set()
    for seed in range(30):
        s = GAME.new_state({}, seed)
        r = Rng(seed)
        turns = 0
        while s.to_move is not None:
            legal = s.legal_actions()
            s.apply(legal[r.below(len(legal))])
            turns += 1
            assert turns < 5000
        causes.add(s.outcome().cause)  # type: ignore[union-attr]
    assert causes <= {"AN-END-02", "AN-END-03", "AN-MAINT-05", "AN-DECK-01", "AN-CLOSE-07"}


def test_an_turn_02_action_phase_then_maintenance() -> None:
    s = table(row=ROW, top=[40])
    assert s.phase == frames.ACTION and s.turn_no == 1
    do(s, "take")
    # Maintenance ran at once: the row is refilled from the deck and turn 2 begins.
    assert nums(s.row) == [21, 22, 23, 24, 40]
    assert s.turn_no == 2 and s.phase == frames.ACTION


def test_an_turn_03_maintenance_checks_the_end_conditions() -> None:
    s = table(row=ROW, time=[30, 31, 32, 33], ed=lab({20: {"time": True}}))
    do(s, "pass")  # the principal card's time icon makes 5 in the time area
    assert len(s.victim_deck) == 2 and len(s.cases) == 3
    assert s.time_area == []


def test_an_act_01_every_action_uses_the_principal_card() -> None:
    ed = lab({25: {"attribute": "none"}})
    for action in ("take", "play 1", "hand 25 1", "close 1", "pass"):
        s = table(ed, row=ROW, hand=[25], cases=[(0, [12, 13, 14, 15, 16]), (1, [])])
        assert action in legal_texts(s)
        do(s, action)
        if s.phase == frames.COLLECT_PHASE:
            do(s, "done")
        assert 20 - 1 not in s.row


def test_an_act_02_take_adds_the_principal_card_to_the_hand() -> None:
    s = table(row=ROW, hand=[30])
    do(s, "take")
    assert nums(s.hand) == [30, 20]


def test_an_hand_01_hand_limit_is_three() -> None:
    s = table(row=ROW, hand=[30, 31])
    do(s, "take")
    assert len(s.hand) == 3 and s.phase == frames.ACTION
    s = table(row=ROW, hand=[30, 31, 32])
    do(s, "take")
    assert s.phase == frames.HAND_LIMIT
    assert sorted(legal_texts(s)) == sorted(["discard 20", "discard 30", "discard 31", "discard 32"])


def test_an_hand_02_discard_down_to_three_at_once() -> None:
    ed = lab({31: {"time": True}})
    s = table(ed, row=ROW, hand=[30, 31, 32])
    do(s, "take", "discard 31")
    assert nums(s.hand) == [30, 32, 20]
    assert nums(s.time_area) == [31]  # the discard follows AN-DISC-01


def test_an_hand_02_hand_limit_between_two_effects() -> None:
    # Card 20: a mandatory draw, then a mandatory sanity test. The hand limit comes in between.
    ed = lab({20: {"effects": eff("DRAW", "SANITY_TEST")}, 41: {"sanity": True}})
    s = table(ed, row=ROW, hand=[30, 31, 32], top=[40, 41])
    do(s, "play 1")
    assert s.phase == frames.HAND_LIMIT and nums(s.hand) == [30, 31, 32, 40]
    assert s.sanity_area == []  # the sanity test waits
    do(s, "discard 30")
    assert nums(s.sanity_area) == [41]


def test_an_disc_01_time_icon_goes_to_the_time_area() -> None:
    s = table(lab({20: {"time": True}}), row=ROW)
    do(s, "pass")
    assert nums(s.time_area) == [20] and s.discard == []


def test_an_disc_02_other_discards_go_to_the_discard_pile() -> None:
    s = table(row=ROW)
    do(s, "pass")
    assert nums(s.discard) == [20] and s.time_area == []


def test_an_act_03_play_the_principal_card_at_the_right_end() -> None:
    s = table(row=ROW, cases=[(0, [12, 13]), (1, [])])
    do(s, "play 1")
    assert lines(s) == [[12, 13, 20], []]


def test_an_play_01_each_case_has_its_victim_and_own_line() -> None:
    s = table(row=ROW, cases=[(3, [12]), (1, [13])])
    do(s, "play 2")
    assert s.case_victims == [3, 1]
    assert lines(s) == [[12], [13, 20]]


def test_an_play_02_left_icon_must_match_the_last_right_icons() -> None:
    ed = lab(
        {
            20: {"left": "interview"},
            12: {"right": ["interview", "inquiry"]},
            13: {"right": ["search"]},
        }
    )
    s = table(ed, row=ROW, cases=[(0, [12]), (1, [13])])
    assert "play 1" in legal_texts(s)
    assert "play 2" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="AN-PLAY-02"):
        do(s, "play 2")


def test_an_play_02_empty_line_matches_the_victim_icons() -> None:
    ed = lab({20: {"left": "inquiry"}}, victims={0: ["interview", "inquiry"], 1: ["search", "surveillance"]})
    s = table(ed, row=ROW)
    assert "play 1" in legal_texts(s) and "play 2" not in legal_texts(s)


def test_an_play_03_all_icon_plays_in_any_case() -> None:
    ed = lab(
        {20: {"left": "all"}, 12: {"right": ["inquiry"]}, 13: {"right": ["interview"]}},
        victims={2: ["surveillance", "inquiry"]},
    )
    s = table(ed, row=ROW, cases=[(0, [12]), (1, [13]), (2, [])])
    assert {"play 1", "play 2", "play 3"} <= set(legal_texts(s))


def test_an_play_04_all_icon_matches_every_method() -> None:
    # ALL on the left matches any right icon; ALL on the right (AMB-14) accepts any left icon.
    ed = lab(
        {
            20: {"left": "all"},
            12: {"right": ["surveillance"]},
            13: {"right": ["all"]},
            21: {"left": "inquiry"},
        }
    )
    s = table(ed, row=ROW, cases=[(0, [12]), (1, [13])])
    assert "play 1" in legal_texts(s)
    s = table(ed, row=[21, 20, 22, 23, 24], cases=[(0, [12]), (1, [13])])
    assert legal_texts(s)[:2] == ["take", "play 2"]


def test_an_req_01_requirements_apply_however_the_card_is_played() -> None:
    # Card 30 is a Lock: only case 2, with the Key 7, can take it.
    ed = lab({30: {"attribute": "lock"}, 20: {"effects": eff("play")}})
    cases = [(0, [12]), (1, [7])]
    s = table(ed, row=[30, 21, 22, 23, 24], cases=cases, contact=rules.CONTACT_EXCHANGE)
    assert "play 1" not in legal_texts(s) and "play 2" in legal_texts(s)  # action b
    s = table(ed, row=ROW, hand=[30], cases=cases, contact=rules.CONTACT_EXCHANGE)
    assert "hand 30 1" not in legal_texts(s) and "hand 30 2" in legal_texts(s)  # action c
    do(s, "play 1")  # card 20's brown "play" effect
    assert s.phase == frames.EFFECT
    assert legal_texts(s) == ["hand 30 2", "skip"]


def test_an_req_02_lock_needs_a_key_in_that_line() -> None:
    ed = lab({30: {"attribute": "lock"}})
    s = table(ed, row=[30, 21, 22, 23, 24], cases=[(0, [7]), (1, [12])], contact=rules.CONTACT_EXCHANGE)
    assert "play 1" in legal_texts(s) and "play 2" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="Lock"):
        do(s, "play 2")


def test_an_req_03_one_key_per_lock() -> None:
    ed = lab({30: {"attribute": "lock"}, 31: {"attribute": "lock"}})
    s = table(ed, row=[30, 31, 22, 23, 24], cases=[(0, [7]), (1, [])], contact=rules.CONTACT_EXCHANGE)
    do(s, "play 1")
    assert "play 1" not in legal_texts(s)  # the Key of case 1 already opened card 30
    s = table(ed, row=[30, 31, 22, 23, 24], cases=[(0, [7, 8]), (1, [])], contact=rules.CONTACT_EXCHANGE)
    do(s, "play 1", "play 1")
    assert lines(s)[0] == [7, 8, 30, 31]


def test_an_req_03_puzzle_clues_are_locks() -> None:
    s = table(row=[1, 21, 22, 23, 24], cases=[(0, [12]), (1, [8])], contact=rules.CONTACT_EXCHANGE)
    assert "play 1" not in legal_texts(s) and "play 2" in legal_texts(s)


def test_an_req_04_key_and_lock_need_not_be_consecutive() -> None:
    ed = lab({30: {"attribute": "lock"}})
    s = table(ed, row=[30, 21, 22, 23, 24], cases=[(0, [7, 12, 13, 14]), (1, [])])
    do(s, "play 1")
    assert lines(s)[0][-1] == 30


def test_an_req_05_min_cards_counts_clues_in_the_line_not_the_victim() -> None:
    ed = lab({30: {"attribute": "min_cards", "min_cards": 3}})
    s = table(ed, row=[30, 21, 22, 23, 24], cases=[(0, [12, 13]), (1, [14, 15, 16])])
    assert "play 1" not in legal_texts(s)  # victim + 2 clues: only 2 count
    assert "play 2" in legal_texts(s)
    with pytest.raises(IllegalAction, match="AN-REQ-05"):
        do(s, "play 1")


def test_an_act_04_discard_principal_then_play_from_hand() -> None:
    ed = lab({20: {"time": True}, 30: {"effects": eff("DRAW")}})
    s = table(ed, row=ROW, hand=[30, 31], top=[40])
    do(s, "hand 30 2")
    assert nums(s.time_area) == [20]
    assert lines(s)[1] == [30]
    assert nums(s.hand) == [31, 40]  # its effect resolved


def test_an_act_06_pass_discards_the_principal_card() -> None:
    s = table(row=ROW, hand=[30], top=[40])
    do(s, "pass")
    assert nums(s.discard) == [20] and nums(s.hand) == [30]
    assert s.turn_no == 2 and nums(s.row) == [21, 22, 23, 24, 40]


def test_an_act_01_b_c_d_offered_only_when_they_can_be_completed() -> None:
    """AMB-13: with no legal placement and nothing to close, only a and e remain."""
    ed = lab({20: {"left": "inquiry"}, 30: {"left": "inquiry"}})
    s = table(ed, row=ROW, hand=[30], contact=rules.CONTACT_EXCHANGE)
    assert legal_texts(s) == ["take", "pass"]
