"""Action cards of the tournament-winning decks (issue 37): Aranthebes, The Immortal."""

from __future__ import annotations

from tests.games.vtes.scenario import action, cid, do, finish_action, goto, hand, in_play, ready, table, to_stage
from tests.games.vtes.test_cards_modifiers import to_seat

ARANTHEBES = "Aranthebes, The Immortal"
BIG = "Aleister Crowley (G5)"  # capacity 8
SMALL = "Lauren (G6)"  # capacity 4


def test_aranthebes_the_immortal_put_in_play() -> None:
    s = table()
    a = ready(s, 0, SMALL, blood=3)
    hand(s, 0, ARANTHEBES)
    goto(s, "minion")
    pool = s.pool[0]
    assert a in s.ready[0]
    do(s, "play aranthebes-the-immortal")  # by Lauren, the only minion
    finish_action(s)
    assert any(s.placed[p].card == cid(ARANTHEBES) for p in s.inplay[0])
    assert s.pool[0] == pool - 1


def test_aranthebes_the_immortal_unlocked_younger_vampires_bleed_you_for_1_less() -> None:
    s = table()
    in_play(s, 1, ARANTHEBES)
    a = ready(s, 0, SMALL, blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    assert s.pool[1] == 30


def test_aranthebes_the_immortal_not_against_older_vampires_nor_locked() -> None:
    s = table()
    in_play(s, 1, ARANTHEBES)
    a = ready(s, 0, BIG, blood=5)
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    assert s.pool[1] == 29
    s = table()
    ar = in_play(s, 1, ARANTHEBES)
    s.placed[ar] = s.placed[ar]._replace(locked=True)
    a = ready(s, 0, SMALL, blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    assert s.pool[1] == 29


def test_aranthebes_the_immortal_locks_to_give_your_predators_minion_minus_1_stealth() -> None:
    s = table()
    ar = in_play(s, 1, ARANTHEBES)
    ready(s, 1, SMALL, blood=3)
    a = ready(s, 0, BIG, blood=5)
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"use {ar} 1")
    course = action(s)
    assert course is not None and course.stealth_bonus == -1 and s.placed[ar].locked


def test_aranthebes_the_immortal_shuffled_into_the_library_by_an_older_vampire() -> None:
    s = table()
    ar = in_play(s, 1, ARANTHEBES)
    small = ready(s, 0, SMALL, blood=3)
    a = ready(s, 0, BIG, blood=5)
    goto(s, "minion")
    library = len(s.library[1])
    do(s, f"use {ar} 2")  # capacity 5 or more: Aleister, not Lauren
    course = action(s)
    assert course is not None and course.actor == a and small in s.ready[0]
    finish_action(s)
    assert ar not in s.placed and len(s.library[1]) == library + 1 and cid(ARANTHEBES) in s.library[1]
