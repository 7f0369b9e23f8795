"""Crypt cards of the archive's decks (issue 37, fifth list): the vampires' own texts."""

from __future__ import annotations

from tabletome.games.vtes.combat import Combat, current_combat, start_combat
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    goto,
    hand,
    legal,
    pass_until,
    play,
    ready,
    table,
)

PLAIN = "Alice Chen (G6)"
CAROLINA = "Carolina Vález (G5)"


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


# ------------------------------------------------------------------------ Carolina Vález


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


def test_carolina_valez_immune_to_damage_from_retainers() -> None:
    """VT-DMG-13: the crows' environmental damage lands unsuccessfully on her."""
    assert crows_fight(PLAIN) == 3  # Lenny's hand strike and the crows
    assert crows_fight(CAROLINA) == 4  # the hand strike only


def struck_by(striker: str, struck: str) -> tuple[int, bool]:
    """``striker`` (seat 0) and ``struck`` (seat 1, 4 blood) fight a round of hand strikes: the
    struck vampire's blood and whether it went to torpor."""
    s = table()
    a = ready(s, 0, striker)
    v = ready(s, 1, struck, blood=4)
    goto(s, "minion")
    start_combat(s, Combat(a, v))
    s.settle()
    pass_until(s, lambda st: current_combat(st) is None)
    return s.minions[v].blood, s.in_torpor(v)


def test_carolina_valez_immune_to_an_allys_strikes() -> None:
    """VT-DMG-13: Double Deuce (an ally, hand strike 2) strikes Carolina: nothing is inflicted; a
    vampire's strike still is."""
    assert struck_by("Double Deuce", PLAIN)[0] < 4
    assert struck_by("Double Deuce", CAROLINA) == (4, False)
    assert struck_by(PLAIN, CAROLINA)[0] == 3


def watch_damage(actor_name: str) -> int:
    """The actor's bleed is blocked; after the unsuccessful action Neighborhood Watch Commander (an
    ally) locks to inflict 1 damage on it, outside combat: the blood it loses then."""
    s = table()
    watch = ready(s, 2, "Neighborhood Watch Commander")
    a = ready(s, 0, actor_name, blood=6)
    b = ready(s, 1, PLAIN, blood=4)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"use {watch} 1")
    before = s.minions[a].blood
    do(s, f"use {watch} 1")
    pass_until(s, lambda st: action(st) is None)
    return before - s.minions[a].blood


def test_carolina_valez_immune_to_an_allys_damage_outside_combat() -> None:
    """Immune even outside combat (LSJ 20010627, ANK 20210228; VT-DMG-13)."""
    assert watch_damage(PLAIN) == 1
    assert watch_damage(CAROLINA) == 0


# ------------------------------------------------------------------------ Volo


def hunt_stealth(name: str) -> int:
    s = table()
    v = ready(s, 0, name, blood=1)
    goto(s, "minion")
    do(s, f"hunt {v}")
    a = action(s)
    assert a is not None
    return a.stealth(s)


def test_volo_gets_minus_1_stealth_when_hunting() -> None:
    """VT-ACT-13: a hunt is a +1 stealth action; Volo's is at 0."""
    assert hunt_stealth(PLAIN) == 1
    assert hunt_stealth("Volo (G5)") == 0


# ------------------------------------------------------------------------ Walker Grimes


def doll_on(name: str) -> int:
    """Seat 0 plays Blood Doll (a master card costing no pool) on the vampire: its pool after."""
    s = table()
    v = ready(s, 0, name, blood=3)
    ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Blood Doll")
    goto(s, "master")
    play(s, "blood-doll", f"target {v}")
    pass_until(s, lambda st: bool(st.minions[v].cards))
    assert [st_card for st_card in (s.placed[p].card for p in s.minions[v].cards)] == [cid("Blood Doll")]
    return s.pool[0]


def test_walker_grimes_master_cards_targeting_him_cost_you_1_more_pool() -> None:
    assert doll_on(PLAIN) == 30
    assert doll_on("Walker Grimes (G5)") == 29


def test_walker_grimes_not_other_methuselahs_master_cards() -> None:
    """LSJ 20081124-1: only his controller's master cards cost more."""
    s = table()
    w = ready(s, 0, "Walker Grimes (G5)", blood=1)
    hand(s, 1, "Fame")
    goto(s, "master", 1)
    play(s, "fame", f"target {w}")
    pass_until(s, lambda st: bool(st.minions[w].cards))
    assert s.pool[1] == 30


def test_walker_grimes_not_playable_without_the_additional_pool() -> None:
    s = table()
    w = ready(s, 0, "Walker Grimes (G5)", blood=1)
    other = ready(s, 0, "Lauren (G6)", blood=3)
    s.pool[0] = 1
    hand(s, 0, "Depravity")  # 1 pool: "put this card on a ready vampire you control"
    goto(s, "master")
    third = ready(s, 0, PLAIN, blood=3)
    do(s, "play depravity")
    options = legal(s)
    assert f"target {other}" in options and f"target {third}" in options and f"target {w}" not in options
