"""Library cards of the archive's decks (issue 37, fifth list): locations and master cards."""

from __future__ import annotations

from tabletome.games.vtes.combat import Combat, current_combat, start_combat
from tabletome.games.vtes.phases import UnlockPhase
from tabletome.games.vtes.state import CENTRE, VTESState
from tests.games.vtes.scenario import (
    action,
    attach,
    do,
    goto,
    hand,
    in_play,
    legal,
    pass_until,
    ready,
    table,
    uncontrolled,
    until_legal,
)

PLAIN = "Alice Chen (G6)"  # capacity 7


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


# ------------------------------------------------------------------------ The Path of Lilith

LILITH = "The Path of Lilith"
CAROLINA = "Carolina Vález (G5)"  # Sabbat


def lilith_fight(attacker: str) -> tuple[VTESState, int, int]:
    """Seat 0's vampire strikes seat 1's Lauren (no blood): 1 damage she cannot mend sends her to
    torpor (VT-DMG-04, VT-DMG-05)."""
    s = table()
    lilith = in_play(s, 0, LILITH)
    a = ready(s, 0, attacker, blood=4)
    v = ready(s, 1, "Lauren (G6)", blood=0)
    goto(s, "minion")
    start_combat(s, Combat(a, v))
    s.settle()
    pass_until(s, lambda st: "choose lock" in legal(st) or current_combat(st) is None)
    return s, lilith, v


def test_the_path_of_lilith_locks_to_put_a_torture_counter_and_its_controller_burns_pool() -> None:
    s, lilith, v = lilith_fight(CAROLINA)
    assert s.to_move == 0 and s.in_torpor(v)
    do(s, "choose lock")
    assert s.placed[lilith].locked and s.minions[v].count("torture") == 1
    pass_until(s, lambda st: current_combat(st) is None)
    goto(s, "unlock", 0)
    pass_until(s, lambda st: st.pool[1] < 30 or not any(isinstance(x, UnlockPhase) for x in st.stack))
    assert s.pool[1] == 29 and s.pool[0] == 30  # "each Methuselah who controls vampires with torture counters"


def test_the_path_of_lilith_not_for_a_camarilla_vampire() -> None:
    s, _lilith, v = lilith_fight(PLAIN)
    assert s.in_torpor(v) and "choose lock" not in legal(s)


def test_the_path_of_lilith_torture_counters_burn_when_it_leaves_play() -> None:
    from tabletome.games.vtes import ops

    s, lilith, v = lilith_fight(CAROLINA)
    do(s, "choose lock")
    ops.burn_placed(s, lilith)
    assert s.minions[v].count("torture") == 0


# ------------------------------------------------------------------------ Purchase Pact

PACT = "Purchase Pact"
MELUSINE = "Mélusine d'Anjou (G5)"  # Sabbat archbishop too


def test_purchase_pact_requires_a_ready_archbishop_priscus_cardinal_or_regent() -> None:
    """VT-CARD-22: a master card's requirement is a ready minion its player controls."""
    for name, playable in ((CAROLINA, True), (PLAIN, False)):
        s = table()
        ready(s, 0, name, blood=4)
        hand(s, 0, PACT)
        goto(s, "master")
        assert ("play purchase-pact" in legal(s)) == playable


def test_purchase_pact_locks_to_end_combat_between_two_sabbat_vampires() -> None:
    """VT-CMB-09: the combat ends."""
    s = table()
    pact = in_play(s, 0, PACT)
    a = ready(s, 0, CAROLINA, blood=4)
    b = ready(s, 1, MELUSINE, blood=4)
    goto(s, "minion")
    start_combat(s, Combat(a, b))
    s.settle()
    until_legal(s, f"use {pact} 1")
    do(s, f"use {pact} 1")
    assert s.placed[pact].locked
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 4 and s.minions[b].blood == 4  # no strikes


def test_purchase_pact_not_against_a_non_sabbat_vampire() -> None:
    s = table()
    pact = in_play(s, 0, PACT)
    a = ready(s, 0, CAROLINA, blood=4)
    b = ready(s, 1, PLAIN, blood=4)
    goto(s, "minion")
    start_combat(s, Combat(a, b))
    s.settle()
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {pact} 1" in legal(st)) or current_combat(st) is None)
    assert not any(seen)


def test_purchase_pact_a_titled_sabbat_vampire_may_call_a_referendum_to_burn_it() -> None:
    s = table()
    pact = in_play(s, 0, PACT)
    ready(s, 1, MELUSINE, blood=4)
    goto(s, "minion", 1)
    assert f"use {pact} 2" in legal(s)
    s = table()
    pact = in_play(s, 0, PACT)
    ready(s, 1, "Volo (G5)", blood=4)  # Sabbat, untitled
    goto(s, "minion", 1)
    assert f"use {pact} 2" not in legal(s)
