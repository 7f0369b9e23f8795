"""Crypt cards of the archive's decks (issue 37, fourth list): the vampires' own texts."""

from __future__ import annotations

from tabletome.games.vtes.combat import Combat, current_combat, start_combat
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import bleed, static
from tests.games.vtes.scenario import (
    action,
    attach,
    do,
    goto,
    legal,
    pass_until,
    ready,
    table,
)

PLAIN = "Alice Chen (G6)"


def until_legal(s: VTESState, move: str) -> None:
    """Everybody passes until ``move`` is legal for the seat asked."""
    pass_until(s, lambda st: move in legal(st))


def into_combat(s: VTESState, actor: int, blocker: int) -> None:
    """The actor's Methuselah bleeds their prey, whose minion blocks: combat starts (VT-RES-03)."""
    goto(s, "minion", s.controller(actor))
    do(s, f"bleed {actor}")
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)


# ------------------------------------------------------------------------ Stanislava


def crows_fight(actor_name: str) -> int:
    """The actor bleeds; Lenny Burkhead, employing Murder of Crows (1 environmental damage each
    round to the opposing minion), blocks: the actor's blood after the combat."""
    s = table()
    a = ready(s, 0, actor_name, blood=5)
    lenny = ready(s, 1, "Lenny Burkhead (G6)", blood=6)
    attach(s, lenny, "Murder of Crows", counters=1)
    into_combat(s, a, lenny)
    pass_until(s, lambda st: current_combat(st) is None)
    return s.minions[a].blood


def test_stanislava_retainers_of_the_opposing_minion_lose_their_abilities() -> None:
    assert crows_fight(PLAIN) == 3  # Lenny's hand strike and the crows
    assert crows_fight("Stanislava (G2)") == 4  # the hand strike only


def raven_spy_intercept(opposing: str) -> tuple[int, int]:
    """Lenny Burkhead employs Raven Spy (+1 intercept): his intercept before and in a combat with
    the opposing vampire."""
    s = table()
    o = ready(s, 0, opposing, blood=5)
    lenny = ready(s, 1, "Lenny Burkhead (G6)", blood=6)
    attach(s, lenny, "Raven Spy", counters=1)
    before = static(s, lenny, "intercept")
    goto(s, "minion")
    start_combat(s, Combat(o, lenny))
    assert current_combat(s) is not None
    return before, static(s, lenny, "intercept")


def test_stanislava_retainer_statics_lost_only_in_combat_with_her() -> None:
    assert raven_spy_intercept(PLAIN) == (1, 1)
    assert raven_spy_intercept("Stanislava (G2)") == (1, 0)


def test_stanislava_allies_cannot_block_her_and_she_bleeds_for_3() -> None:
    s = table()
    st = ready(s, 0, "Stanislava (G2)", blood=5)
    ally = ready(s, 1, "47th Street Royals")
    vamp = ready(s, 1, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {st}")
    until_legal(s, f"block {vamp}")
    assert f"block {ally}" not in legal(s)
    assert bleed(s, st) == 3
