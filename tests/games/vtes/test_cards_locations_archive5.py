"""Library cards of the archive's decks (issue 37, fifth list): locations and master cards."""

from __future__ import annotations

from tabletome.games.vtes.state import CENTRE, VTESState
from tests.games.vtes.scenario import (
    action,
    attach,
    do,
    goto,
    in_play,
    legal,
    pass_until,
    ready,
    table,
    uncontrolled,
)

PLAIN = "Alice Chen (G6)"  # capacity 7


def until_legal(s: VTESState, move: str) -> None:
    """Everybody passes until ``move`` is legal for the seat asked."""
    pass_until(s, lambda st: move in legal(st))


# ------------------------------------------------------------------------ Powerbase: Zürich

ZURICH = "Powerbase: Zürich"


def zurich_table(edge: int = 0) -> tuple[VTESState, int, int, int]:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    u = uncontrolled(s, 0, "Feo Ramos (G3)", blood=0)  # capacity 1: younger
    z = in_play(s, 0, ZURICH)
    s.edge = edge
    goto(s, "minion")
    return s, a, u, z


def test_powerbase_zurich_with_the_edge_adds_2_blood_to_a_younger_uncontrolled_vampire() -> None:
    """A +1 stealth action (VT-ACT-01); the blood comes from the bank."""
    s, _a, u, z = zurich_table()
    do(s, f"use {z} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and not course.directed
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[u].blood == 2 and s.edge == 0


def test_powerbase_zurich_not_without_the_edge_nor_for_an_older_vampire() -> None:
    s, _a, _u, z = zurich_table(edge=CENTRE)
    assert f"use {z} 1" not in legal(s)
    s = table()
    ready(s, 0, "Feo Ramos (G3)", blood=1)
    uncontrolled(s, 0, PLAIN, blood=0)
    z = in_play(s, 0, ZURICH)
    s.edge = 0
    goto(s, "minion")
    assert f"use {z} 1" not in legal(s)


def test_powerbase_zurich_if_that_action_is_blocked_burn_the_edge() -> None:
    s, _a, u, z = zurich_table()
    b = ready(s, 1, "Lauren (G6)", blood=3)
    attach(s, b, "Raven Spy", counters=1)  # +1 intercept against the +1 stealth
    do(s, f"use {z} 1")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st) is None)
    assert s.edge == CENTRE and s.minions[u].blood == 0
    lines = [text for _, text in s.log]
    burned = lines.index("Methuselah 1 burns the Edge.")
    assert burned < min(i for i, text in enumerate(lines) if "takes 1 damage" in text)  # before combat


def test_powerbase_zurich_another_methuselah_burns_the_edge_in_their_master_phase_to_steal_it() -> None:
    """VT-TERM-08: stealing: the card comes under their control."""
    s = table()
    ready(s, 0, PLAIN, blood=3)
    ready(s, 1, "Lauren (G6)", blood=3)
    z = in_play(s, 0, ZURICH)
    s.edge = 1
    goto(s, "master", 1)
    do(s, f"use {z} 2")
    assert s.controller(z) == 1 and s.edge == CENTRE
