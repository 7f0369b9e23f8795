"""Locations of the tournament-winning decks (issue 37), fourth list: each location's effect through
the windows of the rules."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum, current_referendum
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    in_play,
    legal,
    pass_until,
    ready,
    table,
    torpor,
    uncontrolled,
)

CARDINAL = "Bruce de Guy (G4)"  # cardinal, capacity 10
GURUHI = "Batsheva (G4)"  # Guruhi, capacity 6


def use(src: int, n: int = 1) -> str:
    return f"use {src} {n}"


def play_master(s: VTESState, *moves: str) -> None:
    """Play a master card; everybody passes its "as played" window (VT-CARD-17)."""
    do(s, *moves)
    pass_until(s, lambda st: "pass" not in legal(st))


def targets(s: VTESState) -> list[str]:
    return [m for m in legal(s) if m.startswith("target")]


# ------------------------------------------------------------------------ hunting grounds

HUNTING_GROUNDS = (
    "Amusement Park Hunting Ground",
    "Base Hunting Ground",
    "Campground Hunting Ground",
    "Corporate Hunting Ground",
    "Fetish Club Hunting Ground",
    "Institution Hunting Ground",
    "Morgue Hunting Ground",
    "Port Hunting Ground",
    "Shanty Town Hunting Ground",
)


@pytest.mark.parametrize("name", HUNTING_GROUNDS)
def test_hunting_ground_archive_gives_a_ready_vampire_1_blood_once_in_the_unlock_phase(name: str) -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    hg = in_play(s, 0, name)
    goto(s, "master")
    assert use(hg) not in legal(s)
    goto(s, "unlock")
    do(s, use(hg))
    assert s.minions[a].blood == 2
    assert use(hg) not in legal(s)


def test_morgue_hunting_ground_a_vampire_feeds_from_only_one_hunting_ground_each_turn() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    first = in_play(s, 0, "Morgue Hunting Ground")
    second = in_play(s, 0, "Corporate Hunting Ground")
    goto(s, "unlock")
    do(s, use(first))
    assert s.minions[a].blood == 2
    assert use(second) not in legal(s)


def test_morgue_hunting_ground_requires_a_ready_giovanni() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Morgue Hunting Ground")
    goto(s, "master")
    assert "play morgue-hunting-ground" not in legal(s)


def test_palace_hunting_ground_not_to_a_guruhi_with_no_blood() -> None:
    s = table()
    empty = ready(s, 0, GURUHI, blood=0)
    other = ready(s, 0, "Ayelech (G6)", blood=1)
    hg = in_play(s, 0, "Palace Hunting Ground")
    goto(s, "unlock")
    assert use(hg) not in legal(s)  # neither a Guruhi with blood nor a non-Guruhi
    s.minions[empty] = s.minions[empty]._replace(blood=1)
    s.changed()
    do(s, use(hg))
    assert s.minions[empty].blood == 2 and s.minions[other].blood == 1


def test_gurchon_hall_gives_the_two_oldest_ready_vampires_1_blood_each() -> None:
    s = table()
    old = ready(s, 0, CARDINAL, blood=1)  # capacity 10
    mid = ready(s, 0, "Ayelech (G6)", blood=1)  # 7
    young = ready(s, 0, "Claus Wegener (G5)", blood=1)  # 5
    hg = in_play(s, 0, "Gurchon Hall")
    goto(s, "unlock")
    do(s, use(hg))
    assert s.minions[old].blood == 2 and s.minions[mid].blood == 2 and s.minions[young].blood == 1
    assert use(hg) not in legal(s)


def test_gurchon_hall_ties_are_the_controllers_choice() -> None:
    s = table()
    old = ready(s, 0, CARDINAL, blood=1)  # capacity 10
    a = ready(s, 0, "Aleph (G1)", blood=1)  # 4
    b = ready(s, 0, "Adelaide Davis (G3)", blood=1)  # 4
    hg = in_play(s, 0, "Gurchon Hall")
    goto(s, "unlock")
    do(s, use(hg))
    assert sorted(targets(s)) == sorted([f"target {a}", f"target {b}"])  # the oldest one goes without saying
    do(s, f"target {b}")
    assert (s.minions[old].blood, s.minions[a].blood, s.minions[b].blood) == (2, 1, 2)


def test_gurchon_hall_needs_two_ready_vampires() -> None:
    """PIB 20130221."""
    s = table()
    ready(s, 0, CARDINAL, blood=1)
    hg = in_play(s, 0, "Gurchon Hall")
    goto(s, "unlock")
    assert use(hg) not in legal(s)


def test_gurchon_hall_a_vampire_that_fed_elsewhere_gains_nothing() -> None:
    s = table()
    old = ready(s, 0, CARDINAL, blood=1)
    mid = ready(s, 0, "Ayelech (G6)", blood=1)
    young = ready(s, 0, "Claus Wegener (G5)", blood=1)
    other = in_play(s, 0, "Morgue Hunting Ground")
    hg = in_play(s, 0, "Gurchon Hall")
    goto(s, "unlock")
    do(s, use(other), f"target {old}")
    do(s, use(hg))
    assert (s.minions[old].blood, s.minions[mid].blood, s.minions[young].blood) == (2, 2, 1)


def test_gurchon_hall_requires_a_ready_cardinal_or_regent() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Gurchon Hall")
    goto(s, "master")
    assert "play gurchon-hall" not in legal(s)
    ready(s, 0, CARDINAL)
    play_master(s, "play gurchon-hall")
    assert [facts(s.placed[u].card).name for u in s.inplay[0]] == ["Gurchon Hall"]
    assert s.pool[0] == 27


# ------------------------------------------------------------------------ The Black Throne

BANU_HAQIM = "Bijou (G6)"  # Banu Haqim


def test_the_black_throne_gives_plus_2_votes_in_any_referendum() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    victim = ready(s, 1, "Agrippina (G1)", blood=3)
    bt = in_play(s, 0, "The Black Throne")
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, victim))
    s.settle()
    do(s, use(bt), "target against")
    ref = current_referendum(s)
    assert ref is not None and ref.tally(s)[:2] == (0, 2) and s.placed[bt].locked


def test_the_black_throne_locks_for_1_pool_as_a_contracted_minion_is_burned() -> None:
    """The contract itself burned as the minion leaves still counts (PIB 20150512)."""
    s = table()
    bijou = ready(s, 0, BANU_HAQIM, blood=3)
    m = ready(s, 1, "Claus Wegener (G5)", blood=4)
    ops.put_on(s, cid("Priority Contract"), 0, 0, m, data=(bijou,))
    bt = in_play(s, 0, "The Black Throne")
    goto(s, "minion", 1)
    ops.burn(s, m)  # Priority Contract burns for 3 pool
    s.changed()
    assert legal(s) == ["lock", "decline"] and s.to_move == 0
    do(s, "lock")
    assert s.pool[0] == 34 and s.placed[bt].locked


def test_the_black_throne_only_for_a_contract_with_an_assamite_you_control() -> None:
    s = table()
    bijou = ready(s, 2, BANU_HAQIM, blood=3)  # another Methuselah's Assamite
    m = ready(s, 1, "Claus Wegener (G5)", blood=4)
    ops.put_on(s, cid("Priority Contract"), 2, 2, m, data=(bijou,))
    bt = in_play(s, 0, "The Black Throne")
    goto(s, "minion", 1)
    ops.to_torpor(s, m)
    s.changed()
    assert s.to_move != 0 or "lock" not in legal(s)
    assert s.pool[0] == 30 and not s.placed[bt].locked


def test_the_black_throne_locked_gives_nothing() -> None:
    s = table()
    bijou = ready(s, 0, BANU_HAQIM, blood=3)
    m = ready(s, 1, "Claus Wegener (G5)", blood=4)
    ops.put_on(s, cid("Priority Contract"), 0, 0, m, data=(bijou,))
    bt = in_play(s, 0, "The Black Throne")
    ops.lock(s, bt)
    goto(s, "minion", 1)
    ops.burn(s, m)
    s.changed()
    assert s.pool[0] == 33  # the contract's 3 pool only


# ------------------------------------------------------------------------ Filchware's Pawn Shop


def pawn_shop_action(s: VTESState, shop: int, actor: int, *target: str) -> None:
    do(s, use(shop))
    if f"by {actor}" in legal(s):
        do(s, f"by {actor}")
    for word in target:  # chosen word by word; a single choice is taken at once
        if targets(s):
            do(s, f"target {word}")


def test_filchwares_pawn_shop_equips_from_another_ash_heap_for_1_pool_less() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    shop = in_play(s, 0, "Filchware's Pawn Shop")
    s.ash[2].append(cid(".44 Magnum"))  # 2 pool
    goto(s, "minion")
    pawn_shop_action(s, shop, a, "44-magnum", "ash3")
    assert action(s).stealth(s) == 1 and not action(s).directed
    finish_action(s)
    assert [facts(s.placed[u].card).name for u in s.minions[a].cards] == [".44 Magnum"]
    assert s.pool[0] == 29 and cid(".44 Magnum") not in s.ash[2]
    assert s.placed[s.minions[a].cards[0]].owner == 2  # still Methuselah 3's card


def test_filchwares_pawn_shop_from_your_own_ash_heap_costs_1_more_pool() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    shop = in_play(s, 0, "Filchware's Pawn Shop")
    s.ash[0].append(cid("Flak Jacket"))  # 1 pool
    goto(s, "minion")
    pawn_shop_action(s, shop, a, "flak-jacket", "ash1")
    finish_action(s)
    assert [facts(s.placed[u].card).name for u in s.minions[a].cards] == ["Flak Jacket"]
    assert s.pool[0] == 28


def test_filchwares_pawn_shop_any_minion_may_use_it_but_not_for_a_location() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Claus Wegener (G5)", blood=3)
    shop = in_play(s, 0, "Filchware's Pawn Shop")
    s.ash[0].append(cid("Living Manse"))  # a location equipment
    s.ash[0].append(cid("Flak Jacket"))
    s.ash[2].append(cid("Kevlar Vest"))
    goto(s, "minion", 1)
    do(s, use(shop))
    assert sorted(targets(s)) == ["target flak-jacket", "target kevlar-vest"]
    do(s, "target flak-jacket")
    finish_action(s)
    assert [facts(s.placed[u].card).name for u in s.minions[b].cards] == ["Flak Jacket"]
    assert s.pool[1] == 30 and s.pool[0] == 30  # 1 pool less: free


def test_filchwares_pawn_shop_is_a_trifle() -> None:
    """VT-CARD-35."""
    s = table()
    hand(s, 0, "Filchware's Pawn Shop")
    goto(s, "master")
    play_master(s, "play filchware-s-pawn-shop")
    assert s.phase_actions == 1


# ------------------------------------------------------------------------ Hackerspace

ANARCH = "Laura Goldman (G5)"  # Anarch, capacity 3
ANARCH2 = "Brandon Grime (G6)"  # Anarch, capacity 5


def test_hackerspace_comes_into_play_with_1_counter_for_each_anarch_you_control() -> None:
    s = table()
    ready(s, 0, ANARCH)
    ready(s, 0, ANARCH2)
    ready(s, 0, "Claus Wegener (G5)")  # not an Anarch
    ready(s, 1, "Leumeah (G6)")  # not yours
    hand(s, 0, "Hackerspace")
    goto(s, "master")
    play_master(s, "play hackerspace")
    hs = s.inplay[0][0]
    assert facts(s.placed[hs].card).name == "Hackerspace" and s.placed[hs].counters == 2


def test_hackerspace_a_counter_for_an_anarch_coming_into_play_under_your_control() -> None:
    s = table()
    hs = in_play(s, 0, "Hackerspace")
    ops.enter_ready(s, 0, uncontrolled(s, 0, ANARCH, blood=3))  # brought out (VT-INF-07)
    assert s.placed[hs].counters == 1
    ops.enter_ready(s, 0, uncontrolled(s, 0, "Claus Wegener (G5)", blood=3))  # not an Anarch
    ops.enter_ready(s, 1, uncontrolled(s, 1, ANARCH2, blood=3))  # not yours
    assert s.placed[hs].counters == 1


def test_hackerspace_a_counter_after_a_vampire_you_control_becomes_anarch() -> None:
    s = table()
    v = ready(s, 0, "Claus Wegener (G5)", blood=5)
    hs = in_play(s, 0, "Hackerspace")
    assert s.placed[hs].counters == 0
    goto(s, "minion")
    do(s, f"anarch {v}")
    finish_action(s)
    assert s.minions[v].sect == "anarch" and s.placed[hs].counters == 1


def test_hackerspace_no_counter_for_an_anarch_that_was_already_one() -> None:
    s = table()
    a = ready(s, 0, ANARCH)
    hs = in_play(s, 0, "Hackerspace")
    goto(s, "minion")
    do(s, f"hunt {a}")
    finish_action(s)
    assert s.placed[hs].counters == 0


def test_hackerspace_counters_pay_an_anarchs_equipment() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    hs = in_play(s, 0, "Hackerspace", counters=2)
    hand(s, 0, ".44 Magnum")  # 2 pool
    goto(s, "minion")
    do(s, "play 44-magnum")
    assert legal(s) == [f"choose {hs}", "decline"]
    do(s, f"choose {hs}")
    finish_action(s)
    assert [facts(s.placed[u].card).name for u in s.minions[a].cards] == [".44 Magnum"]
    assert s.pool[0] == 30 and s.placed[hs].counters == 0


def test_hackerspace_pays_some_of_the_cost() -> None:
    s = table()
    ready(s, 0, ANARCH, blood=3)
    hs = in_play(s, 0, "Hackerspace", counters=1)
    hand(s, 0, ".44 Magnum")  # 2 pool
    goto(s, "minion")
    do(s, "play 44-magnum", f"choose {hs}")
    finish_action(s)
    assert s.pool[0] == 29 and s.placed[hs].counters == 0 and hs in s.placed  # not burned when empty


def test_hackerspace_not_for_a_non_anarch() -> None:
    s = table()
    ready(s, 0, "Claus Wegener (G5)", blood=3)
    hs = in_play(s, 0, "Hackerspace", counters=2)
    hand(s, 0, ".44 Magnum")
    goto(s, "minion")
    do(s, "play 44-magnum")
    assert f"choose {hs}" not in legal(s)


# ------------------------------------------------------------------------ Ravnos Carnival

RAVNOS = "Andrei Puxon (G2)"  # Ravnos with Celerity, capacity 5


def test_ravnos_carnival_comes_into_play_with_1_counter_for_each_ravnos_you_control() -> None:
    s = table()
    ready(s, 0, RAVNOS)
    torpor(s, 0, "Alexis Sorokin (G4)")  # a Ravnos in torpor: still yours
    hand(s, 0, "Ravnos Carnival")
    goto(s, "master")
    play_master(s, "play ravnos-carnival")
    rc = s.inplay[0][0]
    assert s.placed[rc].counters == 2 and s.pool[0] == 29


def test_ravnos_carnival_counters_pay_the_blood_of_an_action_card_and_it_burns_when_empty() -> None:
    s = table()
    r = ready(s, 0, RAVNOS, blood=5)
    rc = in_play(s, 0, "Ravnos Carnival", counters=1)
    hand(s, 0, "Fleetness")  # 1 blood
    goto(s, "minion")
    do(s, "play fleetness")
    if "mode basic" in legal(s):
        do(s, "mode basic")
    pass_until(s, lambda st: f"choose {rc}" in legal(st) or action(st) is None)
    do(s, f"choose {rc}")
    finish_action(s)
    assert s.minions[r].blood == 5 and rc not in s.placed and cid("Ravnos Carnival") in s.ash[0]


def test_ravnos_carnival_not_for_a_non_ravnos() -> None:
    s = table()
    ready(s, 0, "Claus Wegener (G5)", blood=5)
    rc = in_play(s, 0, "Ravnos Carnival", counters=2)
    hand(s, 0, "Flak Jacket")
    goto(s, "minion")
    do(s, "play flak-jacket")
    assert f"choose {rc}" not in legal(s)


# ------------------------------------------------------------------------ Black Forest Base

SABBAT2 = "Adonai (G2)"  # Sabbat, capacity 7


def test_black_forest_base_a_sabbat_vampire_calls_a_referendum_for_2_pool() -> None:
    s = table()
    a = ready(s, 0, CARDINAL)  # a Sabbat cardinal: votes
    bfb = in_play(s, 1, "Black Forest Base")  # another Methuselah's: "a Sabbat vampire"
    goto(s, "minion")
    do(s, use(bfb))
    assert action(s).stealth(s) == 1 and not action(s).directed
    pass_until(s, lambda st: current_referendum(st) is not None)
    do(s, f"vote {a} for")
    finish_action(s)
    assert s.pool[0] == 32 and s.pool[1] == 30 and bfb in s.placed


def test_black_forest_base_once_each_turn_and_only_by_a_sabbat_vampire() -> None:
    s = table()
    a = ready(s, 0, CARDINAL)
    b = ready(s, 0, SABBAT2)
    ready(s, 0, "Claus Wegener (G5)")  # Camarilla
    bfb = in_play(s, 0, "Black Forest Base")
    goto(s, "minion")
    do(s, use(bfb), f"by {a}")
    pass_until(s, lambda st: current_referendum(st) is not None)
    do(s, f"vote {a} against")
    finish_action(s)
    assert s.pool[0] == 30 and ("political", b) not in s.marks
    assert use(bfb) not in legal(s)  # once each turn, even though it failed


def test_black_forest_base_not_by_a_non_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, "Claus Wegener (G5)")
    bfb = in_play(s, 0, "Black Forest Base")
    goto(s, "minion")
    assert use(bfb) not in legal(s)


def test_black_forest_base_changeling_allies_burn_it_as_a_1_stealth_directed_action() -> None:
    s = table()
    ready(s, 1, "Mylan Horseed")
    bfb = in_play(s, 0, "Black Forest Base")
    goto(s, "minion", 1)
    do(s, use(bfb, 2))
    assert action(s).stealth(s) == 1 and action(s).target_seat == 0
    finish_action(s)
    assert bfb not in s.placed and cid("Black Forest Base") in s.ash[0]


def test_black_forest_base_requires_a_ready_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, "Claus Wegener (G5)")
    hand(s, 0, "Black Forest Base")
    goto(s, "master")
    assert "play black-forest-base" not in legal(s)


# ------------------------------------------------------------------------ Powerbase: Chicago


def test_powerbase_chicago_adds_1_blood_or_moves_all_to_your_pool_once_each_unlock_phase() -> None:
    s = table()
    pc = in_play(s, 0, "Powerbase: Chicago", counters=2)
    goto(s, "unlock")
    do(s, use(pc, 1))
    assert s.placed[pc].counters == 3
    assert use(pc, 1) not in legal(s) and use(pc, 2) not in legal(s)  # one or the other
    goto(s, "unlock", turn=s.turn + 4)
    do(s, use(pc, 2))
    assert s.placed[pc].counters == 0 and s.pool[0] == 33 and pc in s.placed


def test_powerbase_chicago_another_methuselahs_vampire_takes_the_blood_as_a_directed_action() -> None:
    s = table()
    ready(s, 1, "Claus Wegener (G5)")
    pc = in_play(s, 0, "Powerbase: Chicago", counters=3)
    goto(s, "minion", 1)
    do(s, use(pc, 3))
    assert action(s).directed and action(s).target_seat == 0
    finish_action(s)
    assert s.placed[pc].counters == 0 and s.pool[1] == 33 and s.pool[0] == 30


# ------------------------------------------------------------------------ Powerbase: Munich

HECATA = "Gebeyehu Abdu (G6)"  # Independent, Oblivion, capacity 5


def test_powerbase_munich_moves_1_blood_from_a_vampire_with_oblivion_to_your_pool() -> None:
    s = table()
    h = ready(s, 0, HECATA, blood=3)
    ready(s, 0, "Claus Wegener (G5)", blood=3)  # no Oblivion
    pm = in_play(s, 0, "Powerbase: Munich")
    goto(s, "master")
    do(s, use(pm, 1))
    assert s.minions[h].blood == 2 and s.pool[0] == 31 and s.placed[pm].locked
    assert use(pm, 2) not in legal(s)  # locked


def test_powerbase_munich_moves_1_pool_to_a_ready_vampire_with_oblivion() -> None:
    s = table()
    h = ready(s, 0, HECATA, blood=3)
    ready(s, 0, "Claus Wegener (G5)", blood=3)
    pm = in_play(s, 0, "Powerbase: Munich")
    goto(s, "master")
    do(s, use(pm, 2))
    assert s.minions[h].blood == 4 and s.pool[0] == 29


def test_powerbase_munich_independent_vampires_burn_it_for_1_blood() -> None:
    s = table()
    h = ready(s, 1, HECATA, blood=3)
    pm = in_play(s, 0, "Powerbase: Munich")
    goto(s, "minion", 1)
    do(s, use(pm, 3))
    assert action(s).directed and action(s).target_seat == 0
    finish_action(s)
    assert pm not in s.placed and s.minions[h].blood == 2


def test_powerbase_munich_not_burned_by_a_camarilla_vampire() -> None:
    s = table()
    ready(s, 1, "Claus Wegener (G5)", blood=3)
    pm = in_play(s, 0, "Powerbase: Munich")
    goto(s, "minion", 1)
    assert use(pm, 3) not in legal(s)


# ------------------------------------------------------------------------ Powerbase: Barranquilla


def test_powerbase_barranquilla_comes_with_the_capacity_of_a_sabbat_vampire_and_feeds_your_pool() -> None:
    s = table()
    ready(s, 0, CARDINAL)  # capacity 10
    ready(s, 0, SABBAT2)  # capacity 7
    hand(s, 0, "Powerbase: Barranquilla")
    goto(s, "master")
    do(s, "play powerbase-barranquilla")
    assert sorted(targets(s)) == sorted(f"target {v}" for v in s.ready[0])
    do(s, f"target {s.ready[0][0]}")
    pass_until(s, lambda st: "pass" not in legal(st))
    pb = s.inplay[0][0]
    assert s.placed[pb].counters == 10 and s.pool[0] == 29
    goto(s, "unlock", turn=s.turn + 4)
    do(s, use(pb, 1))
    assert s.placed[pb].counters == 9 and s.pool[0] == 30
    assert use(pb, 1) not in legal(s)


def test_powerbase_barranquilla_burns_with_no_counters() -> None:
    s = table()
    pb = in_play(s, 0, "Powerbase: Barranquilla", counters=1)
    goto(s, "unlock")
    do(s, use(pb, 1))
    assert pb not in s.placed and s.pool[0] == 31


def test_powerbase_barranquilla_titled_vampires_burn_it_with_1_stealth() -> None:
    s = table()
    ready(s, 1, "Ayelech (G6)")  # a prince
    pb = in_play(s, 0, "Powerbase: Barranquilla", counters=4)
    goto(s, "minion", 1)
    assert use(pb, 2) not in legal(s)  # the untitled vampires' action
    do(s, use(pb, 3))
    assert action(s).stealth(s) == 1 and action(s).target_seat == 0
    finish_action(s)
    assert pb not in s.placed


# ------------------------------------------------------------------------ Powerbase: Madrid


def test_powerbase_madrid_adds_a_counter_up_to_4() -> None:
    s = table()
    pm = in_play(s, 0, "Powerbase: Madrid", counters=3)
    goto(s, "unlock")
    do(s, use(pm, 1))
    assert s.placed[pm].counters == 4
    goto(s, "unlock", turn=s.turn + 4)
    assert use(pm, 1) not in legal(s)


def test_powerbase_madrid_gives_a_titled_sabbat_vampire_a_vote_for_each_counter() -> None:
    s = table()
    c = ready(s, 1, CARDINAL)  # another Methuselah's cardinal: "a titled Sabbat vampire"
    victim = ready(s, 2, "Agrippina (G1)", blood=3)
    pm = in_play(s, 0, "Powerbase: Madrid", counters=3)
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, victim))
    s.settle()
    do(s, use(pm, 2))
    ref = current_referendum(s)
    assert ref is not None and s.placed[pm].locked
    pass_until(s, lambda st: f"vote {c} for" in legal(st))
    do(s, f"vote {c} for")
    assert ref.tally(s)[0] == 3 + 3  # a cardinal's 3 votes, +3


def test_powerbase_madrid_others_burn_its_counters_as_a_directed_action() -> None:
    s = table()
    ready(s, 1, "Claus Wegener (G5)")
    pm = in_play(s, 0, "Powerbase: Madrid", counters=3)
    goto(s, "minion", 1)
    do(s, use(pm, 3))
    assert action(s).target_seat == 0
    finish_action(s)
    assert s.placed[pm].counters == 0 and pm in s.placed


# ------------------------------------------------------------------------ Cappadocian Crypt


def test_cappadocian_crypt_adds_1_blood_to_a_hecata_after_a_successful_oblivion_action() -> None:
    s = table()
    actor = ready(s, 0, HECATA, blood=3)  # Oblivion
    other = ready(s, 0, "Alek König (G6)", blood=1)  # Hecata
    cc = in_play(s, 0, "Cappadocian Crypt")
    hand(s, 0, "Shroud of Decay")
    goto(s, "minion")
    do(s, "play shroud-of-decay", f"by {actor}")  # the bleed (no 7 cards in the prey's ash heap)
    pass_until(s, lambda st: use(cc) in legal(st) or action(st) is None)
    do(s, use(cc), f"target {other}")
    assert s.minions[other].blood == 2 and s.placed[cc].locked and s.minions[actor].blood == 3


def test_cappadocian_crypt_not_after_a_plain_bleed() -> None:
    s = table()
    actor = ready(s, 0, HECATA, blood=3)
    cc = in_play(s, 0, "Cappadocian Crypt")
    goto(s, "minion")
    do(s, f"bleed {actor}")
    seen: list[str] = []
    pass_until(s, lambda st: seen.extend(legal(st)) or action(st) is None)
    assert use(cc) not in seen


# ------------------------------------------------------------------------ Gang Territory, Crematorium, Communal Haven: Cathedral


def test_gang_territory_adds_1_blood_to_a_brujah_antitribu_in_your_uncontrolled_region() -> None:
    s = table()
    u = uncontrolled(s, 0, "Axel Von Anders (G4)", blood=1)  # Brujah antitribu
    uncontrolled(s, 0, "Claus Wegener (G5)", blood=1)  # not one
    gt = in_play(s, 0, "Gang Territory")
    goto(s, "influence")
    do(s, use(gt))
    assert s.minions[u].blood == 2 and s.placed[gt].locked


def test_crematorium_burns_a_vampire_in_torpor_with_no_blood() -> None:
    s = table()
    t = torpor(s, 2, "Claus Wegener (G5)", blood=0)
    torpor(s, 1, "Aleph (G1)", blood=1)  # with blood: not this one
    cr = in_play(s, 0, "Crematorium")
    goto(s, "unlock")
    do(s, use(cr))
    assert t not in s.minions and s.placed[cr].locked


def test_communal_haven_cathedral_moves_blood_between_two_sabbat_vampires() -> None:
    s = table()
    a = ready(s, 0, CARDINAL, blood=4)
    b = ready(s, 0, SABBAT2, blood=1)
    ready(s, 0, "Claus Wegener (G5)", blood=4)  # Camarilla: not between these
    ch = in_play(s, 0, "Communal Haven: Cathedral")
    goto(s, "master")
    do(s, use(ch), f"target {a}", "target b2")  # the other Sabbat vampire goes without saying
    assert s.minions[a].blood == 2 and s.minions[b].blood == 3 and s.placed[ch].locked


# ------------------------------------------------------------------------ Mbare Market, Nosferatu Kingdom, London Evening Star


def test_mbare_market_harare_adds_1_blood_to_a_laibon_in_your_uncontrolled_region() -> None:
    s = table()
    u = uncontrolled(s, 0, "Dolie (G4)", blood=1)  # Laibon
    uncontrolled(s, 0, "Claus Wegener (G5)", blood=1)
    mm = in_play(s, 0, "Mbare Market, Harare")
    goto(s, "master")
    do(s, use(mm))
    assert s.minions[u].blood == 2 and s.placed[mm].locked


def test_nosferatu_kingdom_adds_1_blood_to_a_nosferatu_antitribu_in_your_uncontrolled_region() -> None:
    s = table()
    u = uncontrolled(s, 0, "Blister (G4)", blood=1)  # Nosferatu antitribu
    nk = in_play(s, 0, "Nosferatu Kingdom")
    goto(s, "master")
    assert use(nk) not in legal(s)
    goto(s, "influence")
    do(s, use(nk))
    assert s.minions[u].blood == 2


def test_london_evening_star_gives_any_blocking_minion_1_intercept() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Claus Wegener (G5)", blood=3)  # the prey's: not the Evening Star's controller's
    ready(s, 2, "Aleph (G1)", blood=3)
    les = in_play(s, 2, "London Evening Star, Tabloid Newspaper")
    goto(s, "minion")
    do(s, f"hunt {a}")  # +1 stealth: the blocker needs intercept
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: st.to_move == 2)
    do(s, use(les))
    assert action(s).intercept(s) == 1 and s.placed[les].locked


# ------------------------------------------------------------------------ The Mausoleum, Venice


def kine_referendum(s: VTESState) -> None:
    """Seat 0 calls Kine Resources Contested (its terms chosen first); seat 1 has the impulse in the
    polling step."""
    ready(s, 1, "Aleph (G1)", blood=3)  # seat 1 takes part
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: bool(targets(st)))
    do(s, targets(s)[0])
    pass_until(s, lambda st: current_referendum(st) is not None and st.to_move == 1)


def test_the_mausoleum_venice_gives_2_votes_without_ventrue_headquarters_in_play() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)  # a prince
    hand(s, 0, "Kine Resources Contested")
    mv = in_play(s, 1, "The Mausoleum, Venice")
    goto(s, "minion")
    kine_referendum(s)
    assert use(mv, 1) not in legal(s)
    do(s, use(mv, 2), "target against")
    assert current_referendum(s).tally(s)[1] == 2
    assert a in s.minions


def test_the_mausoleum_venice_gives_1_vote_with_ventrue_headquarters_in_play() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    mv = in_play(s, 1, "The Mausoleum, Venice")
    in_play(s, 2, "Ventrue Headquarters")
    goto(s, "minion")
    kine_referendum(s)
    assert use(mv, 2) not in legal(s)
    do(s, use(mv, 1), "target against")
    assert current_referendum(s).tally(s)[1] == 1


# ------------------------------------------------------------------------ Powerbase: Mexico City, New York


def pm_card() -> int:
    return cid("Powerbase: Mexico City")


def test_powerbase_mexico_city_comes_with_5_blood_and_gives_1_pool_each_unlock_phase() -> None:
    s = table()
    hand(s, 0, "Powerbase: Mexico City")
    goto(s, "master")
    play_master(s, "play powerbase-mexico-city")
    pm = s.inplay[0][0]
    assert s.placed[pm].counters == 5
    goto(s, "unlock", turn=s.turn + 4)
    pass_until(s, lambda st: st.placed[pm].counters == 4 or "end" in legal(st))
    if s.placed[pm].counters == 5:
        do(s, f"effect {pm}")
    assert s.placed[pm].counters == 4 and s.pool[0] == 30 - int(facts(pm_card()).pool_cost or 0) + 1


def test_powerbase_mexico_city_a_sabbat_vampire_of_another_takes_all_its_blood_and_burns_it() -> None:
    s = table()
    ready(s, 1, SABBAT2)
    pm = in_play(s, 0, "Powerbase: Mexico City", counters=3)
    goto(s, "minion", 1)
    do(s, use(pm))
    finish_action(s)
    assert s.pool[1] == 33 and pm not in s.placed


def test_powerbase_new_york_master_phase_actions() -> None:
    s = table()
    pn = in_play(s, 0, "Powerbase: New York")
    goto(s, "master")
    assert use(pn, 2) not in legal(s)  # no blood on it
    do(s, use(pn, 1))
    assert s.placed[pn].counters == 3 and s.pool[0] == 29 and s.phase_actions == 0
    assert use(pn, 1) not in legal(s) and use(pn, 2) not in legal(s)  # no master phase action left


def test_powerbase_new_york_the_last_blood_moved_burns_it() -> None:
    s = table()
    pn = in_play(s, 0, "Powerbase: New York", counters=1)
    goto(s, "master")
    do(s, use(pn, 2))
    assert s.pool[0] == 31 and pn not in s.placed


def test_powerbase_new_york_not_by_your_own_sabbat_vampires() -> None:
    s = table()
    ready(s, 0, SABBAT2)
    pn = in_play(s, 0, "Powerbase: New York", counters=3)
    goto(s, "minion")
    assert use(pn, 3) not in legal(s)


# ------------------------------------------------------------------------ Powerbase: Tshwane, Khobar Towers


def test_powerbase_tshwane_locks_to_reduce_a_cost_by_1_pool() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    pt = in_play(s, 0, "Powerbase: Tshwane")
    hand(s, 0, "Flak Jacket")  # 1 pool
    goto(s, "minion")
    do(s, "play flak-jacket")
    assert f"choose {pt}" in legal(s)
    do(s, f"choose {pt}")
    finish_action(s)
    assert s.pool[0] == 30 and s.placed[pt].locked


def test_powerbase_tshwane_not_for_a_blood_cost() -> None:
    s = table()
    v = ready(s, 0, "Emerson Bridges (G1)", blood=4)  # Dominate
    pt = in_play(s, 0, "Powerbase: Tshwane")
    hand(s, 0, "Govern the Unaligned")  # 1 blood
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    assert f"choose {pt}" not in legal(s)
    assert v in s.minions


def test_khobar_towers_removes_a_ready_minion_you_control_for_its_capacity_in_pool() -> None:
    s = table()
    v = ready(s, 0, "Claus Wegener (G5)", blood=1)  # capacity 5
    kt = in_play(s, 0, "Khobar Towers, Al-Khubar")
    goto(s, "unlock")
    do(s, use(kt))
    assert v not in s.minions and cid("Claus Wegener (G5)") in s.removed[0] and s.pool[0] == 35
    assert s.placed[kt].locked


def test_khobar_towers_an_ally_for_its_cost() -> None:
    s = table()
    ally = ready(s, 0, "Abyssal Hunter")  # cost 2
    kt = in_play(s, 0, "Khobar Towers, Al-Khubar")
    goto(s, "unlock")
    do(s, use(kt))
    assert ally not in s.minions and s.pool[0] == 32


# ------------------------------------------------------------------------ The Slaughterhouse, Waste Management Operation


def test_the_slaughterhouse_burns_two_cards_from_the_top_of_your_preys_library() -> None:
    s = table()
    sh = in_play(s, 0, "The Slaughterhouse")
    top = list(s.library[1][-2:])
    n = len(s.library[1])
    goto(s, "master")
    do(s, use(sh))
    assert len(s.library[1]) == n - 2 and s.ash[1][-2:] == top[::-1] and s.placed[sh].locked


def test_waste_management_operation_moves_a_card_from_your_ash_heap_to_the_bottom_of_your_library() -> None:
    s = table()
    wm = in_play(s, 0, "Waste Management Operation")
    s.ash[0].extend([cid("Flak Jacket"), cid("Bonding")])
    goto(s, "master")
    assert use(wm) not in legal(s)  # the discard phase
    goto(s, "discard")
    do(s, use(wm), "target bonding")
    assert s.library[0][0] == cid("Bonding") and s.ash[0] == [cid("Flak Jacket")] and s.placed[wm].locked


# ------------------------------------------------------------------------ Weeping Stone


def test_weeping_stone_gives_1_hand_size_and_a_black_hand_vampire_1_blood() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    bh = ready(s, 0, "Aredhel (G4)", blood=1)  # Black Hand
    ready(s, 0, SABBAT2, blood=1)  # not Black Hand
    before = hand_size(s, 0)
    ws = in_play(s, 0, "Weeping Stone")
    assert hand_size(s, 0) == before + 1
    goto(s, "unlock")
    do(s, use(ws, 1))
    assert s.minions[bh].blood == 2
    assert use(ws, 1) not in legal(s)


def test_weeping_stone_an_assamite_burns_it_for_1_pool() -> None:
    s = table()
    ready(s, 1, BANU_HAQIM, blood=3)
    ws = in_play(s, 0, "Weeping Stone")
    goto(s, "minion", 1)
    do(s, use(ws, 2))
    assert action(s).target_seat == 0
    finish_action(s)
    assert ws not in s.placed and s.pool[1] == 29


# ------------------------------------------------------------------------ Therbold Realty, Centralized Background Check


def test_therbold_realty_locations_cost_you_1_less() -> None:
    s = table()
    in_play(s, 0, "Therbold Realty")
    hand(s, 0, "Powerbase: Chicago")  # 1 pool
    goto(s, "master")
    play_master(s, "play powerbase-chicago")
    assert s.pool[0] == 30 and len(s.inplay[0]) == 2


def test_therbold_realty_not_for_another_methuselahs_locations() -> None:
    s = table()
    in_play(s, 1, "Therbold Realty")
    hand(s, 0, "Powerbase: Chicago")  # 1 pool
    goto(s, "master")
    play_master(s, "play powerbase-chicago")
    assert s.pool[0] == 29


def test_centralized_background_check_weapons_cost_everybody_an_additional_pool() -> None:
    s = table()
    a = ready(s, 1, "Claus Wegener (G5)", blood=3)
    in_play(s, 0, "Centralized Background Check")
    hand(s, 1, ".44 Magnum")  # 2 pool
    goto(s, "minion", 1)
    do(s, "play 44-magnum")
    finish_action(s)
    assert [facts(s.placed[u].card).name for u in s.minions[a].cards] == [".44 Magnum"] and s.pool[1] == 27


# ------------------------------------------------------------------------ Threestar Cab Company


def test_threestar_cab_company_gathers_blood_in_the_master_phase_and_gives_it_in_the_unlock_phase() -> None:
    s = table()
    v = ready(s, 0, "Claus Wegener (G5)", blood=1)
    tc = in_play(s, 0, "Threestar Cab Company")
    goto(s, "master")
    do(s, use(tc, 1))
    assert s.placed[tc].counters == 1 and s.placed[tc].locked
    goto(s, "unlock", turn=s.turn + 4)
    assert not s.placed[tc].locked  # it unlocked as the phase began
    do(s, use(tc, 3))
    assert s.minions[v].blood == 2 and s.placed[tc].counters == 0
    assert use(tc, 2) not in legal(s)  # locked


def test_threestar_cab_company_to_your_pool() -> None:
    s = table()
    tc = in_play(s, 0, "Threestar Cab Company", counters=2)
    goto(s, "unlock")
    do(s, use(tc, 2))
    assert s.pool[0] == 31 and s.placed[tc].counters == 1


# ------------------------------------------------------------------------ Powerbase: Cape Verde

GIOVANNI = "Accorri Giovanni (G5)"  # Giovanni, capacity 6


def test_powerbase_cape_verde_moves_1_blood_from_a_giovanni_to_your_pool() -> None:
    s = table()
    g = ready(s, 0, GIOVANNI, blood=3)
    ready(s, 0, "Claus Wegener (G5)", blood=3)  # neither Giovanni nor Laibon
    cv = in_play(s, 0, "Powerbase: Cape Verde")
    goto(s, "master")
    do(s, use(cv, 1))
    assert s.minions[g].blood == 2 and s.pool[0] == 31 and s.placed[cv].locked


def test_powerbase_cape_verde_during_another_methuselahs_master_phase() -> None:
    s = table()
    ready(s, 1, "Aleph (G1)")
    v = ready(s, 0, "Claus Wegener (G5)", blood=3)
    cv = in_play(s, 0, "Powerbase: Cape Verde")
    goto(s, "master", 1)
    assert s.to_move == 1 and "end" in legal(s)
    do(s, "end")  # the acting Methuselah ends: the impulse goes on to the others
    assert s.to_move == 0 and use(cv, 2) in legal(s) and "pass" in legal(s)
    do(s, use(cv, 2))
    assert s.minions[v].blood == 4 and s.pool[0] == 29
    assert s.to_move == 1  # the impulse goes back to the acting Methuselah (VT-SEQ-03)
    do(s, "end")
    assert s.phase == "minion" or s.to_move == 1


def test_powerbase_cape_verde_others_are_not_asked_without_such_a_card() -> None:
    s = table()
    ready(s, 1, "Aleph (G1)")
    cv = in_play(s, 0, "Powerbase: Cape Verde")
    s.placed[cv] = s.placed[cv]._replace(locked=True)
    goto(s, "master", 1)
    do(s, "end")
    assert s.to_move == 1 and s.phase != "master"


def test_powerbase_cape_verde_a_giovanni_steals_it_with_1_stealth() -> None:
    s = table()
    ready(s, 1, GIOVANNI, blood=3)
    cv = in_play(s, 0, "Powerbase: Cape Verde")
    goto(s, "minion", 1)
    do(s, use(cv, 3))
    assert action(s).stealth(s) == 1 and action(s).target_seat == 0
    finish_action(s)
    assert s.placed[cv].controller == 1


# ------------------------------------------------------------------------ Yawp Court


def yawp_scene(actor_blood: int = 3) -> tuple[VTESState, int, int, int]:
    """Seat 0's prince calls Kine Resources Contested; seat 1 has Yawp Court and a Sabbat cardinal."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=actor_blood)
    c = ready(s, 1, CARDINAL, blood=5)
    yc = in_play(s, 1, "Yawp Court")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: st.to_move == 1 and f"choose {c}" in legal(st))
    return s, a, c, yc


def test_yawp_court_a_sabbat_vampire_fights_the_acting_vampire_before_the_referendum() -> None:
    s, a, c, yc = yawp_scene()
    assert current_referendum(s) is None
    do(s, f"choose {c}")
    assert s.placed[yc].locked and s.minions[c].locked
    combat = current_combat(s)
    assert combat is not None and {combat.a, combat.b} == {a, c}
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.is_ready(a)
    assert s.minions[c].blood == 5 - 1 - 2  # the acting prince's hand strike, then 2 environmental damage
    pass_until(s, lambda st: bool(targets(st)) or current_referendum(st) is not None)
    assert current_referendum(s) is not None or targets(s)  # the referendum is conducted as normal


def test_yawp_court_declined_the_referendum_goes_on() -> None:
    s, _a, _c, yc = yawp_scene()
    do(s, "decline")
    assert current_combat(s) is None and not s.placed[yc].locked
    pass_until(s, lambda st: bool(targets(st)) or current_referendum(st) is not None)


def test_yawp_court_no_referendum_if_the_acting_vampire_leaves_the_ready_region() -> None:
    """LSJ 20060902."""
    s, a, c, _yc = yawp_scene(actor_blood=1)
    attach(s, c, ".44 Magnum")  # 2 damage: the acting prince goes to torpor
    do(s, f"choose {c}")
    for _ in range(50):
        if current_combat(s) is None:
            break
        gun = [m for m in legal(s) if m.startswith("strike ") and "hand" not in m]
        do(s, gun[0] if s.to_move == 1 and gun else next(m for m in ("pass", "strike hand") if m in legal(s)))
    assert s.in_torpor(a)
    finish_action(s)
    assert current_referendum(s) is None and cid("Kine Resources Contested") in s.ash[0]
    assert s.minions[c].blood == 5 - 1  # the prince's hand strike, and no environmental damage


def test_yawp_court_requires_a_ready_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Yawp Court")
    goto(s, "master")
    assert "play yawp-court" not in legal(s)


# ------------------------------------------------------------------------ Police Department, Inbase Discotek


def test_police_department_gives_your_minion_a_press_to_end_combat() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    b = ready(s, 1, "Claus Wegener (G5)", blood=5)
    pd = in_play(s, 1, "Police Department")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")  # the combat of the block
    pass_until(s, lambda st: current_combat(st) is not None)
    pass_until(s, lambda st: use(pd) in legal(st) or current_combat(st) is None)
    c = current_combat(s)
    assert c is not None
    do(s, use(pd))
    assert c.press == 0 and c.last_press == b and s.placed[pd].locked


def test_inbase_discotek_gives_a_vampire_who_hunts_an_additional_blood() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    ib = in_play(s, 1, "Inbase Discotek, Frankfurt")  # another Methuselah's: "a vampire who hunts"
    ready(s, 1, "Claus Wegener (G5)", blood=3)
    goto(s, "minion")
    do(s, f"hunt {a}")
    pass_until(s, lambda st: use(ib) in legal(st) or action(st) is None)
    do(s, use(ib))
    assert s.minions[a].blood == 1 + 1 + 1 and s.placed[ib].locked


# ------------------------------------------------------------------------ Powerbase: Rome, Washington, D.C.


def test_powerbase_rome_a_giovanni_moves_up_to_2_blood_to_it_as_a_1_stealth_action() -> None:
    s = table()
    g = ready(s, 0, GIOVANNI, blood=4)
    pr = in_play(s, 0, "Powerbase: Rome")
    goto(s, "minion")
    do(s, use(pr, 2), "target x2")
    assert action(s).stealth(s) == 1 and not action(s).directed
    finish_action(s)
    assert s.minions[g].blood == 2 and s.placed[pr].counters == 2


def test_powerbase_rome_burns_x_counters_for_x_votes() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    pr = in_play(s, 1, "Powerbase: Rome", counters=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    kine_referendum(s)
    do(s, use(pr, 3), "target against", "target x2")
    assert current_referendum(s).tally(s)[1] == 2 and s.placed[pr].counters == 1


def test_powerbase_rome_a_master_phase_action_adds_a_counter() -> None:
    s = table()
    pr = in_play(s, 0, "Powerbase: Rome")
    goto(s, "master")
    do(s, use(pr, 1))
    assert s.placed[pr].counters == 1 and s.phase_actions == 0


def test_powerbase_washington_dc_doubles_the_pool_moved_or_gives_back_2() -> None:
    s = table()
    pw = in_play(s, 0, "Powerbase: Washington, D.C.")
    goto(s, "unlock")
    do(s, use(pw, 1), "target x3")
    assert s.pool[0] == 27 and s.placed[pw].counters == 6
    assert use(pw, 2) not in legal(s)  # one or the other
    goto(s, "unlock", turn=s.turn + 4)
    do(s, use(pw, 2))
    assert s.pool[0] == 29 and s.placed[pw].counters == 4


def test_powerbase_washington_dc_another_methuselahs_vampire_takes_all_its_blood() -> None:
    s = table()
    ready(s, 1, "Claus Wegener (G5)")
    pw = in_play(s, 0, "Powerbase: Washington, D.C.", counters=4)
    goto(s, "minion", 1)
    do(s, use(pw, 3))
    finish_action(s)
    assert s.pool[1] == 34 and s.placed[pw].counters == 0


# ------------------------------------------------------------------------ Ravnos Cache


def test_ravnos_cache_gathers_counters_and_pays_an_equipment_as_it_locks() -> None:
    s = table()
    a = ready(s, 0, "Claus Wegener (G5)", blood=3)  # any minion you control
    rc = in_play(s, 0, "Ravnos Cache")
    goto(s, "master")
    do(s, use(rc))
    assert s.pool[0] == 29 and s.placed[rc].counters == 2
    hand(s, 0, ".44 Magnum")  # 2 pool
    goto(s, "minion")
    do(s, "play 44-magnum", f"choose {rc}")
    finish_action(s)
    assert [facts(s.placed[u].card).name for u in s.minions[a].cards] == [".44 Magnum"]
    assert s.pool[0] == 29 and s.placed[rc].counters == 0 and s.placed[rc].locked


def test_ravnos_cache_locked_pays_nothing() -> None:
    s = table()
    ready(s, 0, "Claus Wegener (G5)", blood=3)
    rc = in_play(s, 0, "Ravnos Cache", counters=2)
    ops.lock(s, rc)
    hand(s, 0, ".44 Magnum")
    goto(s, "minion")
    do(s, "play 44-magnum")
    assert f"choose {rc}" not in legal(s)


# ------------------------------------------------------------------------ Elysium: Sforzesco Castle


def test_elysium_sforzesco_castle_locks_instead_of_your_vampire_blocking_a_camarilla_vampire() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)  # Camarilla
    b = ready(s, 1, "Aleph (G1)", blood=3)
    ec = in_play(s, 1, "Elysium: Sforzesco Castle")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: use(ec) in legal(st) or action(st) is None or action(st).blocker != b)
    do(s, use(ec))
    assert s.placed[ec].locked
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
    assert not s.minions[b].locked  # the block succeeded without locking it


# ------------------------------------------------------------------------ Paris Opera House, Bastille Opera House

DAUGHTER = "Muse (G2)"  # Daughter of Cacophony, capacity 3


def test_paris_opera_house_locks_with_a_daughter_to_give_any_minion_1_stealth() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    d = ready(s, 0, DAUGHTER, blood=3)
    b = ready(s, 1, "Aleph (G1)", blood=3)
    po = in_play(s, 0, "Paris Opera House")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    assert use(po, 1) not in legal(s)  # the acting minion is no Daughter
    do(s, use(po, 2))
    assert action(s).stealth(s) == 1 and s.minions[d].locked and s.placed[po].locked


def test_bastille_opera_house_a_vote_for_each_ready_daughter_you_control() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, DAUGHTER, blood=3)
    bo = in_play(s, 1, "Bastille Opera House")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    kine_referendum(s)
    assert use(bo, 2) not in legal(s)
    do(s, use(bo, 1), "target against")
    assert current_referendum(s).tally(s)[1] == 1 and s.placed[bo].locked


def test_bastille_opera_house_burned_for_1_vote_without_a_ready_daughter() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    bo = in_play(s, 1, "Bastille Opera House")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    kine_referendum(s)
    assert use(bo, 1) not in legal(s)
    do(s, use(bo, 2), "target against")
    assert current_referendum(s).tally(s)[1] == 1 and bo not in s.placed


# ------------------------------------------------------------------------ Burial Site Hunting Ground, The Secret Library of Alexandria


def test_burial_site_hunting_ground_a_vampire_of_the_path_of_death_and_the_soul_gains_1_blood() -> None:
    s = table()
    v = ready(s, 0, "Sakura, The Merciless (G6)", blood=1)  # Path of Death and the Soul
    ready(s, 0, "Claus Wegener (G5)", blood=1)  # no path
    bs = in_play(s, 0, "Burial Site Hunting Ground")
    goto(s, "unlock")
    do(s, use(bs, 1))
    assert s.minions[v].blood == 2
    assert use(bs, 1) not in legal(s) and use(bs, 2) not in legal(s)


def test_burial_site_hunting_ground_a_wounded_wraith_ally_gains_1_life() -> None:
    s = table()
    w = ready(s, 0, "Ambrosius, The Ferryman", blood=1)  # a wraith with 2 life
    bs = in_play(s, 0, "Burial Site Hunting Ground")
    goto(s, "unlock")
    assert use(bs, 1) not in legal(s)
    do(s, use(bs, 2))
    assert s.minions[w].blood == 2
    s2 = table()
    ready(s2, 0, "Ambrosius, The Ferryman")  # at its starting life
    bs2 = in_play(s2, 0, "Burial Site Hunting Ground")
    goto(s2, "unlock")
    assert use(bs2, 2) not in legal(s2)


def test_the_secret_library_of_alexandria_may_draw_after_a_successful_bleed_of_your_prey() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    in_play(s, 0, "The Secret Library of Alexandria")
    s.hand[0] = [s.library[0].pop() for _ in range(7)]  # a full hand
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: "draw" in legal(st) or action(st) is None)
    assert s.pool[1] < 30 and "decline" in legal(s)
    n = len(s.library[0])
    do(s, "draw")
    assert len(s.hand[0]) == 8 and len(s.library[0]) == n - 1
    assert all(m.startswith("discard ") for m in legal(s))  # then down to the hand size


# ------------------------------------------------------------------------ Church of the Order of St. Blaise


def test_church_of_the_order_of_st_blaise_adds_a_counter_to_a_location_that_uses_counters() -> None:
    s = table()
    ch = in_play(s, 0, "Church of the Order of St. Blaise")
    pm = in_play(s, 0, "Powerbase: Madrid", counters=1)
    in_play(s, 0, "Gang Territory")  # no counters: not offered
    in_play(s, 1, "Powerbase: Chicago", counters=1)  # not yours
    goto(s, "master")
    do(s, use(ch))  # the one location of yours that uses counters
    assert s.placed[pm].counters == 2 and s.placed[ch].locked


def test_church_of_the_order_of_st_blaise_requires_a_ready_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Church of the Order of St. Blaise")
    goto(s, "master")
    assert "play church-of-the-order-of-st-blaise" not in legal(s)


# ------------------------------------------------------------------------ Cairo Int'l Airport


def test_cairo_intl_airport_burns_1_blood_in_your_preys_uncontrolled_region_as_a_directed_action() -> None:
    s = table()
    ready(s, 0, "Claus Wegener (G5)", blood=3)
    u = uncontrolled(s, 1, "Aleph (G1)", blood=3)  # the prey's
    uncontrolled(s, 2, "Adelaide Davis (G3)", blood=3)  # not the prey's
    ca = in_play(s, 0, "Cairo Int'l Airport")
    goto(s, "minion")
    do(s, use(ca))
    assert action(s).directed and action(s).target_seat == 1
    finish_action(s)
    assert s.minions[u].blood == 2


def test_cairo_intl_airport_not_on_an_empty_uncontrolled_vampire() -> None:
    s = table()
    ready(s, 0, "Claus Wegener (G5)", blood=3)
    uncontrolled(s, 1, "Aleph (G1)", blood=0)
    ca = in_play(s, 0, "Cairo Int'l Airport")
    goto(s, "minion")
    assert use(ca) not in legal(s)


# ------------------------------------------------------------------------ The Louvre, Paris

TOREADOR = "Delilah Easton (G1)"  # Toreador, Camarilla


def test_the_louvre_paris_locks_a_toreador() -> None:
    s = table()
    t = ready(s, 1, TOREADOR, blood=3)
    other = ready(s, 1, "Claus Wegener (G5)", blood=3)  # not a Toreador
    lv = in_play(s, 0, "The Louvre, Paris")
    goto(s, "master")
    assert use(lv, 2) not in legal(s)  # no Prince of Paris
    do(s, use(lv, 1))  # the one unlocked Toreador
    assert s.minions[t].locked and not s.minions[other].locked and s.placed[lv].locked


def test_the_louvre_paris_with_the_prince_of_paris_locks_any_minion() -> None:
    s = table()
    ready(s, 0, "François Villon (G2)", blood=3)  # Prince of Paris
    other = ready(s, 1, "Claus Wegener (G5)", blood=3)
    lv = in_play(s, 0, "The Louvre, Paris")
    goto(s, "master")
    do(s, use(lv, 2), f"target {other}")
    assert s.minions[other].locked


def test_the_louvre_paris_minions_steal_it_as_a_directed_action() -> None:
    s = table()
    ready(s, 1, "Claus Wegener (G5)", blood=3)
    lv = in_play(s, 0, "The Louvre, Paris")
    goto(s, "minion", 1)
    do(s, use(lv, 3))
    assert action(s).target_seat == 0
    finish_action(s)
    assert s.placed[lv].controller == 1


# ------------------------------------------------------------------------ Grand Temple of Set


def test_grand_temple_of_set_steals_a_vampire_of_your_prey_with_capacity_less_than_x() -> None:
    s = table()
    small = ready(s, 1, "Anastasia Grey (G1)", blood=2)  # capacity 3
    ready(s, 1, "Claus Wegener (G5)", blood=2)  # capacity 5: more than the counters allow
    gt = in_play(s, 0, "Grand Temple of Set", counters=4)
    goto(s, "influence")
    do(s, use(gt, 2))  # the one vampire with capacity less than 4
    assert s.controller(small) == 0 and s.placed[gt].counters == 0 and s.placed[gt].locked


def test_grand_temple_of_set_moves_1_counter_from_your_pool_in_the_master_phase() -> None:
    s = table()
    gt = in_play(s, 0, "Grand Temple of Set")
    goto(s, "master")
    do(s, use(gt, 1))
    assert s.placed[gt].counters == 1 and s.pool[0] == 29
    assert use(gt, 1) not in legal(s)


def test_grand_temple_of_set_any_vampire_burns_it_as_a_directed_action() -> None:
    s = table()
    ready(s, 1, "Claus Wegener (G5)", blood=3)
    gt = in_play(s, 0, "Grand Temple of Set", counters=2)
    goto(s, "minion", 1)
    do(s, use(gt, 3))
    finish_action(s)
    assert gt not in s.placed


# ------------------------------------------------------------------------ Heartblood of the Clan


def test_heartblood_of_the_clan_an_assamite_adds_1_blood_to_it_as_an_action() -> None:
    s = table()
    ready(s, 0, BANU_HAQIM, blood=3)
    hb = in_play(s, 0, "Heartblood of the Clan")
    goto(s, "minion")
    do(s, use(hb, 1))
    assert not action(s).directed
    finish_action(s)
    assert s.placed[hb].counters == 1


def test_heartblood_of_the_clan_moves_blood_to_an_assamite_in_your_uncontrolled_region() -> None:
    s = table()
    u = uncontrolled(s, 0, BANU_HAQIM, blood=0)
    uncontrolled(s, 0, "Claus Wegener (G5)", blood=0)  # not an Assamite
    hb = in_play(s, 0, "Heartblood of the Clan", counters=3)
    goto(s, "influence")
    do(s, use(hb, 2), "target x2")
    assert s.minions[u].blood == 2 and s.placed[hb].counters == 1
    assert use(hb, 2) not in legal(s)  # once in the influence phase


# ------------------------------------------------------------------------ Storm Sewers


def storm_offers(use_it: bool) -> list[str]:
    """Seat 0's prince bleeds, seat 1's vampire (holding Fake Out, a maneuver) blocks: what seat 1 may
    do during the combat."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    b = ready(s, 1, "Claus Wegener (G5)", blood=5)
    ss = in_play(s, 0, "Storm Sewers")
    hand(s, 1, "Fake Out")
    goto(s, "minion")
    do(s, f"bleed {a}")
    if use_it:
        do(s, use(ss))  # as the action is announced
        assert s.placed[ss].locked
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    seen: list[str] = []
    pass_until(s, lambda st: seen.extend(legal(st) if st.to_move == 1 else []) or action(st) is None)
    return seen


def test_storm_sewers_the_combat_of_a_block_skips_the_range_step() -> None:
    assert "play fake-out" in storm_offers(False)  # the determine-range step: a maneuver
    assert "play fake-out" not in storm_offers(True)  # no range step: automatically close


# ------------------------------------------------------------------------ Kingston Penitentiary, Ontario


def test_kingston_penitentiary_ontario_is_a_hunting_ground_for_its_controller() -> None:
    s = table()
    v = ready(s, 0, "Claus Wegener (G5)", blood=1)
    kp = in_play(s, 0, "Kingston Penitentiary, Ontario")
    goto(s, "unlock")
    assert use(kp, 2) not in legal(s)  # not for its controller
    do(s, use(kp, 1))
    assert s.minions[v].blood == 2 and s.pool[0] == 30


def test_kingston_penitentiary_ontario_another_methuselah_pays_1_pool_to_use_it() -> None:
    s = table()
    v = ready(s, 1, "Claus Wegener (G5)", blood=1)
    kp = in_play(s, 0, "Kingston Penitentiary, Ontario")
    goto(s, "unlock", 1)
    assert use(kp, 1) not in legal(s)
    do(s, use(kp, 2))
    assert s.minions[v].blood == 2 and s.pool[1] == 29 and s.pool[0] == 31 and s.placed[kp].locked


# ------------------------------------------------------------------------ Spirit Summoning Chamber


def test_spirit_summoning_chamber_searches_your_library_for_a_blood_sorcery_minion_card() -> None:
    s = table()
    t = ready(s, 0, "Brooke (G2)", blood=3)  # Tremere antitribu
    sc = in_play(s, 0, "Spirit Summoning Chamber")
    s.library[0].insert(0, cid("Burning Touch"))  # requires Blood Sorcery
    goto(s, "master")
    do(s, use(sc))
    assert s.minions[t].blood == 2 and s.placed[sc].locked
    offered = [m.split()[1] for m in legal(s) if m.startswith("choose ")]
    assert "burning-touch" in offered and "decline" in legal(s)
    by_slug = {facts(c).slug: c for c in s.library[0]}
    assert all(any(c == "tha" for c, _ in facts(by_slug[slug]).disciplines) for slug in offered)
    assert len(offered) < len(by_slug)  # not every card of the library
    do(s, "choose burning-touch")
    assert cid("Burning Touch") in s.hand[0]


# ------------------------------------------------------------------------ Foundation Exhibit


def test_foundation_exhibit_your_non_titled_toreador_antitribu_get_1_vote() -> None:
    from tabletome.games.vtes.stats import votes

    s = table()
    t = ready(s, 0, "Amber (G5)")  # Toreador antitribu, no title
    other = ready(s, 1, "Carter (G2)")  # another Methuselah's
    assert votes(s, t) == 0
    in_play(s, 0, "Foundation Exhibit")
    assert votes(s, t) == 1 and votes(s, other) == 0


def test_foundation_exhibit_any_vampire_burns_it_for_1_blood() -> None:
    s = table()
    v = ready(s, 1, "Claus Wegener (G5)", blood=3)
    fe = in_play(s, 0, "Foundation Exhibit")
    goto(s, "minion", 1)
    do(s, use(fe))
    assert action(s).target_seat == 0
    finish_action(s)
    assert fe not in s.placed and s.minions[v].blood == 2


# ------------------------------------------------------------------------ Club Zombie


def club_zombie_turn(locked: bool) -> tuple[VTESState, int, int]:
    """Club Zombie (seat 0), locked or not as seat 3's turn (its predator's) ends."""
    s = table()
    v = ready(s, 0, "Claus Wegener (G5)", blood=1)
    cz = in_play(s, 0, "Club Zombie")
    if locked:
        ops.lock(s, cz)
    goto(s, "discard", 3)
    pass_until(s, lambda st: st.current == 0)
    return s, v, cz


def test_club_zombie_unlocked_at_the_start_of_your_turn_gives_a_vampire_1_blood() -> None:
    s, v, cz = club_zombie_turn(locked=False)
    do(s, use(cz, 2))
    assert s.minions[v].blood == 2
    assert use(cz, 2) not in legal(s)


def test_club_zombie_locked_at_the_start_of_your_turn_gives_nothing() -> None:
    s, _v, cz = club_zombie_turn(locked=True)
    assert not s.placed[cz].locked  # it unlocked as the turn began
    assert use(cz, 2) not in legal(s)


# ------------------------------------------------------------------------ Pentex™ Loves You!


def test_pentex_loves_you_the_chosen_sabbat_vampire_burns_1_blood_for_1_bleed() -> None:
    s = table()
    c = ready(s, 0, CARDINAL, blood=5)
    px = in_play(s, 0, "Pentex™ Loves You!")
    goto(s, "minion")
    do(s, f"bleed {c}")
    do(s, use(px))  # the one Sabbat vampire
    assert s.placed[px].locked
    pass_until(s, lambda st: f"grant blood-for-bleed {c}" in legal(st) or action(st) is None)
    before = action(s).bleed_amount(s)
    do(s, f"grant blood-for-bleed {c}")
    assert s.minions[c].blood == 4 and action(s).bleed_amount(s) == before + 1
    assert f"grant blood-for-bleed {c}" not in legal(s)  # once during the action
    finish_action(s)
    assert s.pool[1] == 30 - (before + 1)


def test_pentex_loves_you_not_outside_a_bleed() -> None:
    s = table()
    c = ready(s, 0, CARDINAL, blood=5)
    px = in_play(s, 0, "Pentex™ Loves You!")
    goto(s, "minion")
    do(s, f"hunt {c}")
    assert use(px) not in legal(s)


# ------------------------------------------------------------------------ Communal Haven: Temple


def test_communal_haven_temple_plus_1_intercept_blocking_an_action_at_your_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=5)
    target = ready(s, 1, SABBAT2, blood=5)  # the Sabbat vampire the action is directed at
    blocker = ready(s, 1, CARDINAL, blood=5)
    other = ready(s, 1, "Claus Wegener (G5)", blood=5)  # not Sabbat
    in_play(s, 1, "Communal Haven: Temple")
    hand(s, 0, "Bum's Rush")
    goto(s, "minion")
    do(s, "play bum-s-rush", f"target {target}")
    assert action(s).intercept(s, blocker) == 1 and action(s).intercept(s, other) == 0


def test_communal_haven_temple_not_for_an_action_at_a_non_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=5)
    target = ready(s, 1, "Claus Wegener (G5)", blood=5)
    blocker = ready(s, 1, CARDINAL, blood=5)
    in_play(s, 1, "Communal Haven: Temple")
    hand(s, 0, "Bum's Rush")
    goto(s, "minion")
    do(s, "play bum-s-rush", f"target {target}")
    assert action(s).intercept(s, blocker) == 0


def test_communal_haven_temple_only_one_for_a_methuselah() -> None:
    s = table()
    ready(s, 0, CARDINAL)
    in_play(s, 0, "Communal Haven: Temple")
    hand(s, 0, "Communal Haven: Temple")
    goto(s, "master")
    assert "play communal-haven-temple" not in legal(s)
