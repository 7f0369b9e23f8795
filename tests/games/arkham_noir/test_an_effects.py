"""Mental fatigue, the sanity test and card effects (AN-FAT, AN-SAN, AN-EFF), with the 10 stand-in effects."""

from __future__ import annotations

import pytest

from tabletome.engine.errors import IllegalAction
from tabletome.games.arkham_noir import frames, rules

from .helpers import V1, do, eff, lab, legal_texts, lines, no_window, nums, table

ROW = [20, 21, 22, 23, 24]
SEVEN = [12, 13, 14, 15, 16, 17, 18]


def test_an_fat_01_the_eighth_clue_needs_a_sanity_test() -> None:
    ed = lab({40: {"sanity": True}})
    s = table(ed, row=ROW, cases=[(0, SEVEN), (1, [25, 26, 27, 28, 29, 30])], top=[40, 41])
    do(s, "play 2")  # the 7th clue of case 2: no test
    assert s.sanity_area == [] and len(s.deck) == 50 - 5 - 7 - 6 - 1
    s = table(ed, row=ROW, cases=[(0, SEVEN), (1, [])], top=[40, 41])
    do(s, "play 1")  # the 8th clue of case 1
    assert nums(s.sanity_area) == [40]


def test_an_fat_01_fatigue_whoever_places_the_card() -> None:
    """AMB-17: the play effect and action c trigger it too, even for a card without effects."""
    ed = lab({20: {"effects": eff("play")}, 40: {"sanity": True}, 41: {"sanity": True}})
    s = table(ed, row=ROW, hand=[30], cases=[(0, SEVEN), (1, [])], top=[40, 41, 42])
    do(s, "play 1")  # 8th clue: test reveals 40
    assert nums(s.sanity_area) == [40]
    do(s, "hand 30 1")  # the effect places the 9th: test reveals 41
    assert nums(s.sanity_area) == [40, 41]
    assert lines(s)[0] == [*SEVEN, 20, 30]


def test_an_fat_02_test_comes_before_the_effects() -> None:
    ed = lab({20: {"effects": eff("DRAW")}, 40: {"sanity": True}})
    s = table(ed, row=ROW, cases=[(0, SEVEN), (1, [])], top=[40, 41])
    do(s, "play 1")
    assert nums(s.sanity_area) == [40]  # the test took the top card...
    assert nums(s.hand) == [41]  # ...and the draw the next one


def test_an_san_01_reveal_the_top_card_of_the_draw_deck() -> None:
    ed = lab({20: {"effects": eff("SANITY_TEST")}})
    s = table(ed, row=ROW, top=[44, 45])
    before = s.reveals
    do(s, "play 1")
    assert nums(s.discard) == [44]
    assert s.reveals > before


def test_an_san_02_sanity_icon_goes_to_the_sanity_area() -> None:
    ed = lab({20: {"effects": eff("SANITY_TEST")}, 44: {"sanity": True, "time": True}})
    s = table(ed, row=ROW, top=[44])
    do(s, "play 1")
    assert nums(s.sanity_area) == [44] and s.time_area == []


def test_an_san_03_otherwise_the_card_is_discarded_with_its_time_icon() -> None:
    ed = lab({20: {"effects": eff("SANITY_TEST")}, 44: {"time": True}})
    s = table(ed, row=ROW, top=[44])
    do(s, "play 1")
    assert nums(s.time_area) == [44] and s.sanity_area == []


def test_an_eff_01_effects_resolve_on_placement_left_to_right() -> None:
    # Draw then discard: the card drawn can be the one discarded.
    ed = lab({20: {"effects": eff("DRAW", "DISCARD")}})
    s = table(ed, row=ROW, hand=[30], top=[40])
    do(s, "play 1")
    assert nums(s.hand) == [30, 40]
    assert sorted(legal_texts(s)) == ["discard 30", "discard 40"]
    do(s, "discard 40")
    assert nums(s.hand) == [30] and nums(s.discard) == [40]


def test_an_eff_01_no_effect_when_taken_or_discarded() -> None:
    ed = lab({20: {"effects": eff("DRAW")}, 21: {"effects": eff("DRAW")}})
    s = table(ed, row=ROW, top=[40, 41])
    do(s, "take")
    assert nums(s.hand) == [20]
    do(s, "pass")  # 21 is discarded
    assert nums(s.hand) == [20] and nums(s.discard) == [21]


def test_an_eff_02_black_effects_are_mandatory() -> None:
    ed = lab({20: {"effects": eff("DISCARD")}})
    s = table(ed, row=ROW, hand=[30, 31])
    do(s, "play 1")
    assert s.phase == frames.EFFECT and "skip" not in legal_texts(s)
    with pytest.raises(IllegalAction, match="mandatory"):
        do(s, "skip")


def test_an_eff_02_a_mandatory_effect_with_one_target_is_a_visible_step() -> None:
    """A black effect with a single possible target is asked (its one answer) and narrated, never
    resolved out of sight: the investigator sees it, and may use the Exchange first (AN-CONT-01)."""
    ed = lab({20: {"effects": eff("DISCARD")}})
    s = table(ed, row=ROW, hand=[30])
    s.enable_log()
    do(s, "play 1")
    assert s.phase == frames.EFFECT and legal_texts(s) == ["discard 30"]
    assert "mandatory; its one possible target: 'discard 30'" in s.prompt()
    do(s, "discard 30")
    assert s.hand == [] and nums(s.discard) == [30] and s.phase == frames.ACTION
    assert any("discard: #30" in line for line in s.log_for(0))


def test_an_eff_02_the_exchange_before_a_forced_effect_changes_its_target() -> None:
    """AN-EFF-02, AN-CONT-01, AN-CONT-04: the forced discard waits; an Exchange may come first."""
    ed = lab({20: {"effects": eff("DISCARD")}})
    s = table(ed, row=ROW, hand=[30], sanity=[41])
    do(s, "play 1")
    assert legal_texts(s) == ["discard 30", "exchange"]
    do(s, "exchange", "give 30", "get 41")
    assert nums(s.sanity_area) == [30] and legal_texts(s) == ["discard 41"]  # the effect is asked again
    do(s, "discard 41")
    assert nums(s.discard) == [41] and s.phase == frames.ACTION


def test_an_eff_02_version_1_a_mandatory_single_choice_resolves_itself() -> None:
    ed = lab({20: {"effects": eff("DISCARD")}})
    s = table(ed, row=ROW, hand=[30], options=V1)
    s.enable_log()
    do(s, "play 1")
    assert s.hand == [] and nums(s.discard) == [30] and s.phase == frames.ACTION
    assert any("is mandatory and has one target" in line for line in s.log_for(0))


def test_an_eff_03_brown_effects_are_optional() -> None:
    ed = lab({20: {"effects": eff("draw")}})
    s = table(ed, row=ROW, top=[40])
    do(s, "play 1")
    assert legal_texts(s) == ["use", "skip"]
    do(s, "skip")
    assert s.hand == []
    s = table(ed, row=ROW, top=[40])
    do(s, "play 1", "use")
    assert nums(s.hand) == [40]


# ---------------------------------------------------------------- the stand-in effects (AMB-01)
def test_effect_take_back_returns_a_played_clue_but_not_the_card_itself() -> None:
    ed = lab({20: {"effects": eff("take_back")}})
    s = table(ed, row=ROW, cases=[(0, [12, 13]), (1, [])])
    do(s, "play 1")
    assert legal_texts(s) == ["takeback 12", "takeback 13", "skip"]
    do(s, "takeback 12")
    assert lines(s)[0] == [13, 20] and nums(s.hand) == [12]


def test_effect_clear_time_and_calm_move_a_card_to_the_discard_pile() -> None:
    ed = lab({20: {"effects": eff("clear_time", "calm")}})
    s = table(ed, row=ROW, time=[30, 31], sanity=[32], contact=rules.CONTACT_KEY)
    do(s, "play 1")
    assert legal_texts(s) == ["clear 30", "clear 31", "skip"]
    do(s, "clear 31")
    assert legal_texts(s) == ["calm 32", "skip"]
    do(s, "calm 32")
    assert nums(s.time_area) == [30] and s.sanity_area == [] and nums(s.discard) == [31, 32]


def test_effect_time_penalty_puts_the_top_card_in_the_time_area() -> None:
    ed = lab({20: {"effects": eff("TIME_PENALTY")}})
    s = table(ed, row=ROW, top=[44])
    do(s, "play 1")
    assert nums(s.time_area) == [44]


def test_effect_take_from_row_and_discard_from_row() -> None:
    ed = lab({20: {"effects": eff("take_from_row", "discard_from_row")}, 23: {"time": True}})
    s = table(ed, row=ROW, top=[40, 41, 42])
    do(s, "play 1")
    assert legal_texts(s) == ["pick 21", "pick 22", "pick 23", "pick 24", "skip"]
    do(s, "pick 22")
    assert legal_texts(s) == ["drop 21", "drop 23", "drop 24", "skip"]
    do(s, "drop 23")
    assert nums(s.hand) == [22] and nums(s.time_area) == [23]
    no_window(s)
    assert nums(s.row) == [21, 24, 40, 41, 42]  # slid left and refilled (AN-MAINT-07/08)


def test_effect_play_places_a_hand_card_with_its_own_effects() -> None:
    ed = lab({20: {"effects": eff("play")}, 30: {"effects": eff("DRAW")}})
    s = table(ed, row=ROW, hand=[30], top=[40])
    do(s, "play 1")
    assert legal_texts(s) == ["hand 30 1", "hand 30 2", "skip"]
    do(s, "hand 30 2")
    assert lines(s) == [[20], [30]] and nums(s.hand) == [40]


def test_effect_without_target_does_nothing() -> None:
    ed = lab({20: {"effects": eff("DISCARD", "take_back", "CALM")}})
    s = table(ed, row=ROW)
    do(s, "play 1")
    assert s.phase == frames.ACTION and s.turn_no == 2
