"""Dominate Kine (issue 37): a bleed, or steal a location."""

from __future__ import annotations

from tests.games.vtes.scenario import action, do, finish_action, goto, hand, in_play, ready, table

DOM = "Lauren (G6)"  # dom
SUPERIOR = "Aimery Methuin (G5)"  # DOM


def test_dominate_kine_basic_bleeds_with_plus_1_bleed_and_stealth() -> None:
    s = table()
    a = ready(s, 0, DOM, blood=3)
    hand(s, 0, "Dominate Kine")
    goto(s, "minion")
    do(s, "play dominate-kine")  # by Lauren, at basic: a bleed of the prey
    course = action(s)
    assert course is not None and course.actor == a and course.stealth(s) == 1
    finish_action(s)
    assert s.pool[1] == 28 and s.minions[a].blood == 1  # the card costs 2 blood


def test_dominate_kine_superior_steals_a_location() -> None:
    s = table()
    ready(s, 0, SUPERIOR, blood=5)
    loc = in_play(s, 2, "Channel 10")
    hand(s, 0, "Dominate Kine")
    goto(s, "minion")
    do(s, "play dominate-kine", "mode superior")
    finish_action(s)
    assert s.placed[loc].controller == 0 and loc in s.inplay[0] and loc not in s.inplay[2]
