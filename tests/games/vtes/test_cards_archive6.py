"""Cards of the archive's decks (issue 37, sixth list): the in-scope cards missing from most
tournament-winning decks since 2020."""

from __future__ import annotations

from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import (
    action,
    cid,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
    uncontrolled,
)

PLAIN = "Alice Chen (G6)"  # Camarilla, no Black Hand
BLACK_HAND = "Aredhel (G4)"  # Sabbat, Black Hand, capacity 5
BLACK_HAND_2 = "Claudia (G5)"  # Sabbat, Black Hand, capacity 2


# ------------------------------------------------------------------------ Reunion Kamut


def test_reunion_kamut_moves_2_blood_to_a_black_hand_vampire_in_your_uncontrolled_region() -> None:
    """Any Black Hand vampire there, older ones too (not "younger"); not one without Black Hand."""
    s = table()
    v = ready(s, 0, BLACK_HAND_2, blood=2)  # capacity 2: the one in the uncontrolled region is older
    older = uncontrolled(s, 0, BLACK_HAND)
    other = uncontrolled(s, 0, PLAIN)
    hand(s, 0, "Reunion Kamut")
    goto(s, "minion")
    moves = [m for m in legal(s) if m.startswith("play reunion-kamut")]
    assert moves and all(str(other) not in m.split()[2:] for m in moves)
    do(s, "play reunion-kamut")
    if f"target {older}" in legal(s):
        do(s, f"target {older}")
    finish_action(s)
    assert s.minions[older].blood == 2 and s.minions[other].blood == 0
    assert s.minions[v].locked


def test_reunion_kamut_requires_a_black_hand_vampire() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=3)
    uncontrolled(s, 0, BLACK_HAND)
    hand(s, 0, "Reunion Kamut")
    goto(s, "minion")
    assert not any(m.startswith("play reunion-kamut") for m in legal(s))


# ------------------------------------------------------------------------ Baltimore Purge

RAVNOS = "Andrei Puxon (G2)"  # Ravnos, capacity 5
LASOMBRA = "Andrew Emory (G4)"  # Lasombra, capacity 5
YOUNG = "Brian Thompson (G4)"  # Ravnos, capacity 4
OLD = "Aurora Van Brande, Paladin (G2)"  # capacity 6
TWO = "Aaron Duggan, Cameron's Toady (G2)"  # capacity 2


def purge_on(actor: str) -> tuple[VTESState, int]:
    """``actor`` (seat 0) plays Baltimore Purge; returns (state, actor)."""
    s = table()
    v = ready(s, 0, actor, blood=3)
    hand(s, 0, "Baltimore Purge")
    goto(s, "minion")
    do(s, "play baltimore-purge")
    return s, v


def purge_card(s: VTESState) -> list[int]:
    return [p for p, pl in s.placed.items() if pl.card == cid("Baltimore Purge")]


def test_baltimore_purge_is_a_plus_1_stealth_action_only_for_a_ravnos() -> None:
    for actor, stealth in ((RAVNOS, 1), (PLAIN, 0)):
        s, v = purge_on(actor)
        course = action(s)
        assert course is not None and course.actor == v and course.base_stealth == stealth
        finish_action(s)
        assert [s.placed[p].host for p in purge_card(s)] == [v]


def test_baltimore_purge_requires_a_vampire() -> None:
    s = table()
    ready(s, 0, "Carlton Van Wyk")  # an ally
    hand(s, 0, "Baltimore Purge")
    goto(s, "minion")
    assert not any(m.startswith("play baltimore-purge") for m in legal(s))


def test_baltimore_purge_sends_this_vampire_and_a_not_older_vampire_of_each_other_methuselah_to_torpor() -> None:
    """Burned in your unlock phase; each other Methuselah chooses among their ready vampires of capacity 5 or
    less (one of them: taken at once; none: nobody goes)."""
    s, v = purge_on(RAVNOS)  # capacity 5
    finish_action(s)
    young, old = ready(s, 1, YOUNG), ready(s, 1, OLD)
    first, second = ready(s, 2, TWO), ready(s, 2, BLACK_HAND)  # capacities 2 and 5
    elder = ready(s, 3, OLD)
    goto(s, "unlock", 0, turn=5)
    assert sorted(legal(s)) == [f"choose {first}", f"choose {second}"]
    assert s.to_move == 2  # that Methuselah chooses
    do(s, f"choose {second}")
    pass_until(s, lambda st: not purge_card(st))
    assert not purge_card(s)
    assert s.in_torpor(v) and s.in_torpor(young) and s.in_torpor(second)
    assert not s.in_torpor(old) and not s.in_torpor(first) and not s.in_torpor(elder)


def test_baltimore_purge_with_a_ready_lasombra_you_choose_the_vampires() -> None:
    s, v = purge_on(RAVNOS)
    finish_action(s)
    ready(s, 0, LASOMBRA, blood=3)
    first, second = ready(s, 2, TWO), ready(s, 2, BLACK_HAND)
    goto(s, "unlock", 0, turn=5)
    assert s.to_move == 0 and sorted(legal(s)) == [f"choose {first}", f"choose {second}"]
    do(s, f"choose {first}")
    assert s.in_torpor(v) and s.in_torpor(first) and not s.in_torpor(second)


# ------------------------------------------------------------------------ Summon History

TEMPORIS = "Ibn Khaldun, Scholar (G4)"  # [TEM], capacity 7


def summon(
    mode: str, x: int, library: tuple[str, ...] = (), ash: tuple[str, ...] = (), crypt: tuple[str, ...] = ()
) -> tuple[VTESState, int]:
    """Ibn Khaldun plays Summon History at ``mode`` with X = ``x``; the state waits on the search."""
    s = table()
    v = ready(s, 0, TEMPORIS, blood=4)
    hand(s, 0, "Summon History")
    s.library[0][:0] = [cid(n) for n in library]
    s.ash[0] += [cid(n) for n in ash]
    s.crypt[0][:0] = [cid(n) for n in crypt]
    goto(s, "minion")
    do(s, "play summon-history", f"mode {mode}", f"x {x}")
    pass_until(s, lambda st: action(st) is None or any(m.startswith("choose") for m in legal(st)))
    return s, v


def test_summon_history_puts_an_equipment_costing_x_or_less_on_this_vampire_without_its_cost() -> None:
    s, v = summon("basic", 1, library=(".44 Magnum", "Kevlar Vest"))
    assert "choose kevlar-vest library" in legal(s)
    assert "choose 44-magnum library" not in legal(s)  # costs 2 pool: more than X
    assert not s.stack[-1].public  # type: ignore[attr-defined]  # a search of a hidden library
    pool, vests = s.pool[0], s.library[0].count(cid("Kevlar Vest"))
    do(s, "choose kevlar-vest library")
    finish_action(s)
    assert [s.placed[p].card for p in s.minions[v].cards] == [cid("Kevlar Vest")]
    assert s.pool[0] == pool  # put in play: its cost is not paid
    assert s.library[0].count(cid("Kevlar Vest")) == vests - 1
    assert s.minions[v].blood == 3  # X = 1 blood paid for Summon History


def test_summon_history_an_ally_from_the_ash_heap_enters_play_and_may_act_this_turn() -> None:
    s, _v = summon("basic", 2, ash=("Carlton Van Wyk",))
    before = set(s.ready[0])
    do(s, "choose carlton-van-wyk ash")
    finish_action(s)
    (ally,) = set(s.ready[0]) - before
    assert s.minions[ally].card == cid("Carlton Van Wyk") and s.minions[ally].blood == 2  # starting life
    assert cid("Carlton Van Wyk") not in s.ash[0]
    assert any(m.split()[-1] == str(ally) for m in legal(s))  # not recruited by an action: it acts now


def test_summon_history_superior_puts_a_non_scarce_vampire_of_capacity_x_or_less_in_play_empty() -> None:
    s, _v = summon("superior", 3, crypt=("Mr. Noir (G4)", TWO, OLD))
    slugs = {m.split()[1] for m in legal(s) if m.startswith("choose ")}
    assert facts(cid("Mr. Noir (G4)")).slug not in slugs  # capacity 3, but Scarce
    assert facts(cid(OLD)).slug not in slugs  # capacity 6: more than X
    assert f"choose {facts(cid(TWO)).slug} crypt" in legal(s)
    assert not s.stack[-1].public  # type: ignore[attr-defined]
    do(s, f"choose {facts(cid(TWO)).slug} crypt")
    finish_action(s)
    (new,) = [u for u in s.ready[0] if s.minions[u].card == cid(TWO)]
    assert s.minions[new].blood == 0 and not s.minions[new].locked
    assert cid(TWO) not in s.crypt[0]
