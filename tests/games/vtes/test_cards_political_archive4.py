"""Political action cards of the tournament-winning decks (issue 37, fourth list): Alastor, Kindred
Segregation, My Kin Against the World, Reinforcements, Confiscation, Archon..."""

from __future__ import annotations

import re

import pytest

from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import flagged
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    pending,
    play,
    ready,
    table,
)


def call(s: VTESState, slug: str) -> None:
    """Play the political action card and pass until its terms are asked or its referendum polled."""
    do(s, f"play {slug}")
    pass_until(s, lambda st: current_referendum(st) is not None or any(m.startswith("target") for m in legal(st)))


def vote_for(s: VTESState, uid: int) -> None:
    pass_until(s, lambda st: f"vote {uid} for" in legal(st))
    do(s, f"vote {uid} for")


def card_for(s: VTESState) -> None:
    """The caller casts the political action card's vote for (an untitled vampire has none)."""
    pass_until(s, lambda st: "vote card for" in legal(st))
    do(s, "vote card for")


def play_steps(s: VTESState, *steps: str) -> None:
    """Answer a card's remaining sub-choices in order, skipping one no longer asked."""
    for step in steps:
        if pending(s) and step.split()[0] in {m.split()[0] for m in legal(s)}:
            do(s, step)


def on(s: VTESState, uid: int, name: str) -> list[int]:
    return [p for p in s.minions[uid].cards if s.placed[p].card == cid(name)]


# ------------------------------------------------------------------------ Alastor

JUSTICAR = "Anastasz di Zagreb (G3)"  # a Tremere justicar, Camarilla


def test_alastor_puts_itself_and_an_equipment_from_the_library_on_the_chosen_vampire_for_half_its_cost() -> None:
    s = table()
    j = ready(s, 0, JUSTICAR)
    other = ready(s, 1, "Lauren (G6)", blood=3)  # another Methuselah's Camarilla vampire
    s.library[0].insert(0, cid("Assault Rifle"))  # 5 pool: half, rounded down, is 2
    hand(s, 0, "Alastor")
    goto(s, "minion")
    call(s, "alastor")
    do(s, f"target {other}")
    vote_for(s, j)
    pass_until(s, lambda st: "choose assault-rifle" in legal(st))
    assert "decline" in legal(s)
    do(s, "choose assault-rifle")
    finish_action(s)
    assert len(on(s, other, "Alastor")) == 1
    (rifle,) = on(s, other, "Assault Rifle")
    assert s.placed[rifle].controller == 1  # a minion card: its controller's (VT-CARD-45)
    assert s.pool[0] == 28 and s.pool[1] == 30
    assert cid("Assault Rifle") not in s.library[0]
    assert flagged(s, other, "no-diablerie") and not flagged(s, j, "no-diablerie")


def test_alastor_attached_even_if_no_equipment_is_chosen() -> None:
    s = table()
    j = ready(s, 0, JUSTICAR)  # the only Camarilla vampire: the terms are taken without asking
    hand(s, 0, "Alastor")
    goto(s, "minion")
    call(s, "alastor")
    vote_for(s, j)
    pass_until(s, lambda st: "decline" in legal(st))
    do(s, "decline")
    finish_action(s)
    assert len(on(s, j, "Alastor")) == 1 and s.pool[0] == 30


def test_alastor_requires_a_justicar_or_inner_circle_member() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)")  # a prince
    hand(s, 0, "Alastor")
    goto(s, "minion")
    assert "play alastor" not in legal(s)
    s2 = table()
    ready(s2, 0, "Adana de Sforza (G4)")  # Inner Circle
    hand(s2, 0, "Alastor")
    goto(s2, "minion")
    assert "play alastor" in legal(s2)


def test_alastor_only_one_on_a_vampire_and_only_camarilla() -> None:
    s = table()
    j = ready(s, 0, JUSTICAR)
    lauren = ready(s, 1, "Lauren (G6)", blood=3)
    crow = ready(s, 2, "Crow (G5)", blood=3)  # an Anarch
    alice = ready(s, 3, "Alice Chen (G6)")
    attach(s, lauren, "Alastor")
    hand(s, 0, "Alastor")
    goto(s, "minion")
    call(s, "alastor")
    moves = legal(s)
    assert f"target {j}" in moves and f"target {alice}" in moves
    assert f"target {lauren}" not in moves and f"target {crow}" not in moves


def test_alastor_the_attached_vampire_enters_combat_with_a_vampire_as_a_1_stealth_directed_action() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    prey = ready(s, 1, "Alice Chen (G6)", blood=4)
    alastor = attach(s, v, "Alastor")
    goto(s, "minion")
    do(s, f"use {alastor} 1")  # the only other vampire: the target is taken without asking
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1 and course.actor == v
    assert course.target_seat == 1
    finish_action(s)
    assert s.minions[prey].blood == 3  # the combat: 1 damage from a hand strike


# ------------------------------------------------------------------------ Kindred Segregation


def test_kindred_segregation_burns_every_ally_not_kept_by_repaying_its_pool_cost() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    mine = ready(s, 0, "Ossian")  # 3 pool
    kept = ready(s, 1, "Carlton Van Wyk")  # 2 pool
    lost = ready(s, 2, "Mylan Horseed")  # 1 pool
    hand(s, 0, "Kindred Segregation")
    goto(s, "minion")
    call(s, "kindred-segregation")
    vote_for(s, a)
    pass_until(s, lambda st: f"keep {mine}" in legal(st))
    do(s, f"decline {mine}")
    pass_until(s, lambda st: f"keep {kept}" in legal(st))
    assert s.to_move == 1
    do(s, f"keep {kept}")
    pass_until(s, lambda st: f"keep {lost}" in legal(st))
    do(s, f"decline {lost}")
    finish_action(s)
    assert kept in s.ready[1] and mine not in s.minions and lost not in s.minions
    assert s.pool == [30, 28, 30, 30]
    assert a in s.ready[0]


def test_kindred_segregation_an_ally_costing_no_pool_is_kept_for_nothing() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    procurer = ready(s, 1, "Procurer")  # costs 2 blood, no pool (RTR 20010710)
    hand(s, 0, "Kindred Segregation")
    goto(s, "minion")
    call(s, "kindred-segregation")
    vote_for(s, a)
    pass_until(s, lambda st: f"keep {procurer}" in legal(st))
    do(s, f"keep {procurer}")
    finish_action(s)
    assert procurer in s.ready[1] and s.pool[1] == 30


# ------------------------------------------------------------------------ My Kin Against the World


def test_my_kin_against_the_world_unlocks_the_acting_vampire_and_the_chosen_younger_kin() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")  # Tremere, capacity 7
    kin = ready(s, 1, "Lauren (G6)", blood=3, locked=True)  # Tremere, capacity 4
    other = ready(s, 0, "Alice Chen (G6)", locked=True)  # Ventrue
    kin2 = ready(s, 2, "Lauren (G6)", blood=3, locked=True)
    hand(s, 0, "My Kin Against the World")
    goto(s, "minion")
    do(s, "play my-kin-against-the-world")
    assert "x 2" in legal(s) and "x 3" not in legal(s)  # X younger Tremere: two of them
    play_steps(s, "x 1", f"by {a}")
    pass_until(s, lambda st: any(m.startswith("target") for m in legal(st)))
    moves = legal(s)
    assert f"target {kin}" in moves and f"target {kin2}" in moves and not any(str(other) in m for m in moves)
    do(s, f"target {kin}")
    vote_for(s, a)
    finish_action(s)
    assert not s.minions[a].locked and not s.minions[kin].locked
    assert s.minions[kin2].locked and s.minions[other].locked
    assert s.minions[a].blood == 6  # X = 1 blood


def test_my_kin_against_the_world_only_one_called_each_turn() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "My Kin Against the World", "My Kin Against the World")
    goto(s, "minion")
    play(s, "my-kin-against-the-world", "x 0")  # no younger Tremere: X = 0, taken without asking
    vote_for(s, a)
    finish_action(s)
    assert not s.minions[a].locked
    assert "play my-kin-against-the-world" not in legal(s)


# ------------------------------------------------------------------------ Reinforcements


def test_reinforcements_the_chosen_shuffle_up_to_three_ash_heap_cards_into_their_library() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")  # a prince
    s.ash[0] = [cid("Govern the Unaligned"), cid("Deflection"), cid("Conditioning"), cid("Bonding")]
    hand(s, 0, "Reinforcements")
    deflections, bondings = s.library[0].count(cid("Deflection")), s.library[0].count(cid("Bonding"))
    goto(s, "minion")
    call(s, "reinforcements")
    do(s, "target p1")
    vote_for(s, a)
    pass_until(s, lambda st: "choose deflection" in legal(st))
    do(s, "choose deflection", "choose bonding")
    do(s, "done")
    finish_action(s)
    drawn = s.library[0] + s.hand[0]  # the hand drew up from the library after the card was played
    assert drawn.count(cid("Deflection")) == deflections + 1 and drawn.count(cid("Bonding")) == bondings + 1
    assert sorted(s.ash[0]) == sorted([cid("Govern the Unaligned"), cid("Conditioning")])
    assert cid("Reinforcements") in s.removed[0] and cid("Reinforcements") not in s.ash[0]


def test_reinforcements_removed_from_the_game_even_if_the_referendum_fails() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Reinforcements")
    goto(s, "minion")
    call(s, "reinforcements")
    do(s, "target p1")
    finish_action(s)  # nobody votes: 0 to 0 fails
    assert cid("Reinforcements") in s.removed[0] and cid("Reinforcements") not in s.ash[0]


def test_reinforcements_requires_a_titled_vampire() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)")
    hand(s, 0, "Reinforcements")
    goto(s, "minion")
    assert "play reinforcements" not in legal(s)


# ------------------------------------------------------------------------ Confiscation


def test_confiscation_the_chosen_vampire_takes_control_of_the_chosen_equipment() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    ready(s, 2, "Lauren (G6)")
    magnum = attach(s, b, ".44 Magnum")
    hand(s, 0, "Confiscation")
    goto(s, "minion")
    call(s, "confiscation")
    assert f"target {magnum}:{b}" not in legal(s)
    do(s, f"target {magnum}:{a}")
    vote_for(s, a)
    finish_action(s)
    assert magnum in s.minions[a].cards and magnum not in s.minions[b].cards
    assert s.placed[magnum].controller == 0


# ------------------------------------------------------------------------ Archon


def test_archon_is_put_on_the_chosen_camarilla_vampire_and_blood_hunts_cannot_be_called_on_it() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")  # a prince
    lauren = ready(s, 0, "Lauren (G6)", blood=3)
    crow = ready(s, 1, "Crow (G5)", blood=3)
    hand(s, 0, "Archon")
    goto(s, "minion")
    call(s, "archon")
    assert f"target {crow}" not in legal(s)
    do(s, f"target {lauren}")
    vote_for(s, a)
    finish_action(s)
    assert len(on(s, lauren, "Archon")) == 1
    assert flagged(s, lauren, "no-blood-hunt") and not flagged(s, a, "no-blood-hunt")


def test_archon_blood_hunt_not_called_on_the_attached_vampire() -> None:
    from tabletome.games.vtes.politics import call_blood_hunt

    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, v, "Archon")
    w = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    depth = len(s.stack)
    call_blood_hunt(s, v)
    assert len(s.stack) == depth
    call_blood_hunt(s, w)
    assert current_referendum(s) is not None


def test_archon_vampires_blocking_the_attached_vampire_burn_1_blood_even_with_none() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, v, "Archon")
    attach(s, v, "Archon")  # cumulative (LSJ 19980225)
    prey = ready(s, 1, "Alice Chen (G6)", blood=4)
    blocker = ready(s, 1, "Ayelech (G6)", blood=1)
    archon = on(s, v, "Archon")[0]
    goto(s, "minion")
    do(s, f"use {archon} 1")
    do(s, f"target {prey}")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    assert s.minions[blocker].blood == 0  # burns what it can (LSJ 19970707)


def test_archon_camarilla_vampires_call_a_referendum_to_burn_it() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    archon = attach(s, v, "Archon")
    b = ready(s, 1, "Alice Chen (G6)")
    crow = ready(s, 2, "Crow (G5)")
    goto(s, "minion", 2)
    assert not any(m.startswith(f"use {archon} ") for m in legal(s))  # an Anarch cannot
    goto(s, "minion", 1)
    do(s, f"use {archon} 2")
    vote_for(s, b)
    finish_action(s)
    assert archon not in s.placed and cid("Archon") in s.ash[0]
    assert crow in s.ready[2]


def test_archon_requires_a_prince_or_justicar() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)")
    hand(s, 0, "Archon")
    goto(s, "minion")
    assert "play archon" not in legal(s)


# ------------------------------------------------------------------------ the clan Justicars


def test_brujah_justicar_crowns_the_chosen_brujah_and_each_ready_brujah_gets_1_vote() -> None:
    s = table()
    a = ready(s, 0, "Allison Maller (G3)", blood=3)  # Camarilla Brujah, untitled
    b = ready(s, 1, "Angel (G1)", blood=2)  # a Brujah of another Methuselah
    ready(s, 2, "Ayelech (G6)")  # a Tremere prince: not a Brujah
    hand(s, 0, "Brujah Justicar")
    goto(s, "minion")
    call(s, "brujah-justicar")
    moves = legal(s)
    assert f"target {a}" in moves and f"target {b}" in moves and len([m for m in moves if m.startswith("target")]) == 2
    do(s, f"target {a}")
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, a) == 1 and ref.vampire_votes(s, b) == 1
    vote_for(s, a)
    finish_action(s)
    assert s.minions[a].title == "justicar" and len(on(s, a, "Brujah Justicar")) == 1


def test_banu_haqim_justicar_only_a_camarilla_banu_haqim() -> None:
    s = table()
    a = ready(s, 0, "Abid bin Haji, Scholar of Mirrors (G6)")  # Camarilla
    ready(s, 0, "Abd al-Rashid (G2)", blood=3)  # Independent
    hand(s, 0, "Banu Haqim Justicar")
    goto(s, "minion")
    play(s, "banu-haqim-justicar", f"by {a}")
    pass_until(s, lambda st: current_referendum(st) is not None)  # one Camarilla Banu Haqim: the terms
    vote_for(s, a)
    finish_action(s)
    assert s.minions[a].title == "justicar"


# ------------------------------------------------------------------------ Crusades and Praxis Seizures


def test_crusade_amsterdam_the_acting_ventrue_antitribu_becomes_archbishop_and_unlocks_at_discard() -> None:
    s = table()
    a = ready(s, 0, "Aimery Methuin (G5)")  # Sabbat Ventrue antitribu
    hand(s, 0, "Crusade: Amsterdam")
    goto(s, "minion")
    call(s, "crusade-amsterdam")
    card_for(s)
    finish_action(s)
    assert s.minions[a].title == "archbishop" and len(on(s, a, "Crusade: Amsterdam")) == 1
    assert s.minions[a].locked
    pass_until(s, lambda st: not st.minions[a].locked or st.current != 0)
    assert not s.minions[a].locked and s.current == 0  # unlocked during the discard phase


def test_crusade_berlin_a_vampire_of_another_clan_stays_locked() -> None:
    s = table()
    a = ready(s, 0, "Aimery Methuin (G5)")  # not Lasombra
    hand(s, 0, "Crusade: Berlin")
    goto(s, "minion")
    call(s, "crusade-berlin")
    card_for(s)
    finish_action(s)
    assert s.minions[a].title == "archbishop"
    goto(s, "discard")
    assert s.minions[a].locked


def test_crusade_detroit_requires_a_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Crusade: Detroit")
    goto(s, "minion")
    assert "play crusade-detroit" not in legal(s)


def test_crusade_aragon_goes_on_lucita_if_she_is_sabbat() -> None:
    s = table()
    a = ready(s, 0, "Aimery Methuin (G5)")
    lucita = ready(s, 2, "Lucita (G2 ADV)")  # Sabbat
    hand(s, 0, "Crusade: Aragon")
    goto(s, "minion")
    call(s, "crusade-aragon")
    card_for(s)
    finish_action(s)
    (title,) = on(s, lucita, "Crusade: Aragon")
    assert s.minions[lucita].title == "archbishop" and s.minions[a].title is None
    assert s.placed[title].controller == 2


def test_praxis_seizure_athens_a_tremere_prince_gets_1_capacity() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)  # Camarilla Tremere, capacity 4
    hand(s, 0, "Praxis Seizure: Athens")
    goto(s, "minion")
    call(s, "praxis-seizure-athens")
    card_for(s)
    finish_action(s)
    assert s.minions[a].title == "prince" and capacity(s, a) == 5


def test_praxis_seizure_paris_a_prince_of_another_clan_gets_no_capacity() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    a = ready(s, 0, "Allison Maller (G3)", blood=3)  # a Brujah: no capacity for Paris
    hand(s, 0, "Praxis Seizure: Paris")
    goto(s, "minion")
    call(s, "praxis-seizure-paris")
    card_for(s)
    finish_action(s)
    assert s.minions[a].title == "prince" and capacity(s, a) == 4


# ------------------------------------------------------------------------ Empires Fall, Perpetual Care, Mark of the Damned


def test_empires_fall_chosen_burn_1_and_3_more_with_a_ready_vampire_of_capacity_8_or_more() -> None:
    s = table()
    ready(s, 0, "Aimery Methuin (G5)")
    ready(s, 1, "Appius Claudius Corvus (G5)")  # capacity 10
    ready(s, 2, "Lauren (G6)")
    hand(s, 0, "Empires Fall")
    goto(s, "minion")
    call(s, "empires-fall")
    do(s, "target p2+p3")
    card_for(s)
    finish_action(s)
    assert s.pool == [30, 26, 29, 30]


def test_perpetual_care_each_methuselah_burns_2_pool_per_vampire_in_torpor() -> None:
    from tests.games.vtes.scenario import torpor

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    torpor(s, 1, "Lauren (G6)")
    torpor(s, 1, "Alice Chen (G6)")
    torpor(s, 2, "Crow (G5)")
    ready(s, 3, "Allison Maller (G3)")
    hand(s, 0, "Perpetual Care")
    goto(s, "minion")
    call(s, "perpetual-care")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [30, 26, 28, 30]


def test_mark_of_the_damned_each_burns_1_pool_per_vampire_in_their_preys_ash_heap() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    s.ash[1] = [cid("Lauren (G6)"), cid("Crow (G5)"), cid("Deflection")]  # seat 0's prey
    s.ash[3] = [cid("Alice Chen (G6)")]  # seat 2's prey
    hand(s, 0, "Mark of the Damned")
    goto(s, "minion")
    call(s, "mark-of-the-damned")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [28, 30, 29, 30]


# ------------------------------------------------------------------------ Cold War


def test_cold_war_the_chosen_methuselah_burns_3_pool() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Alfred Benezri (G3)")  # a Sabbat bishop
    haven = in_play(s, 2, "Secure Haven")
    hand(s, 0, "Cold War")
    goto(s, "minion")
    call(s, "cold-war")
    assert f"target p2:{haven}" not in legal(s)  # both only for a cardinal or regent
    do(s, "target p2")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [30, 27, 30, 30] and haven in s.placed


def test_cold_war_a_cardinal_chooses_both() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Angelica, The Canonicus (G2)")  # a cardinal
    haven = in_play(s, 2, "Secure Haven")
    hand(s, 0, "Cold War")
    goto(s, "minion")
    call(s, "cold-war")
    do(s, f"target p2:{haven}")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [30, 27, 30, 30] and haven not in s.placed and cid("Secure Haven") in s.ash[2]


def test_cold_war_requires_a_titled_sabbat_vampire() -> None:
    s = table()
    ready(s, 0, "Aimery Methuin (G5)")
    hand(s, 0, "Cold War")
    goto(s, "minion")
    assert "play cold-war" not in legal(s)


# ------------------------------------------------------------------------ First Tradition: The Masquerade


def test_first_tradition_put_in_play_each_methuselah_burns_2_pool_in_their_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")  # a prince
    hand(s, 0, "First Tradition: The Masquerade")
    goto(s, "minion")
    call(s, "first-tradition-the-masquerade")
    vote_for(s, a)
    finish_action(s)
    assert any(s.placed[v].card == cid("First Tradition: The Masquerade") for v in s.inplay[0])
    goto(s, "unlock", 1)
    assert "skip-turn" in legal(s) and "play-turn" in legal(s)
    do(s, "play-turn")
    pass_until(s, lambda st: st.phase != "unlock")
    assert s.pool[1] == 28


def test_first_tradition_a_skipped_turn_burns_nothing_and_the_next_methuselah_plays() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    ready(s, 1, "Lauren (G6)", locked=True)
    in_play(s, 0, "First Tradition: The Masquerade")
    goto(s, "unlock", 1)
    do(s, "skip-turn")
    assert s.current == 2 and s.pool[1] == 30
    assert "skip-turn" in legal(s)  # Methuselah 3 is asked in turn


def test_first_tradition_burned_when_its_controller_has_burned_6_pool_by_it() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    tradition = in_play(s, 0, "First Tradition: The Masquerade")
    for _ in range(3):
        goto(s, "unlock", 0)
        do(s, "play-turn")
        pass_until(s, lambda st: st.phase != "unlock")
    assert s.pool[0] == 24 and tradition not in s.placed
    assert cid("First Tradition: The Masquerade") in s.ash[0]


def test_first_tradition_burned_when_its_controller_has_skipped_3_turns() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    tradition = in_play(s, 0, "First Tradition: The Masquerade")
    for turn in range(3):
        assert tradition in s.placed
        goto(s, "unlock", 0, turn=turn + 1)
        do(s, "skip-turn")
    assert tradition not in s.placed and s.pool[0] == 30


# ------------------------------------------------------------------------ War of Ages

WAR = "War of Ages"


def test_war_of_ages_put_in_play_your_prey_burns_1_pool_in_their_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, "Alfred Benezri (G3)")  # a Sabbat bishop
    hand(s, 0, WAR)
    goto(s, "minion")
    call(s, "war-of-ages")
    vote_for(s, a)
    finish_action(s)
    assert any(s.placed[v].card == cid(WAR) for v in s.inplay[0])
    goto(s, "unlock", 1)
    pass_until(s, lambda st: st.phase != "unlock")
    assert s.pool[1] == 29
    goto(s, "unlock", 2)
    pass_until(s, lambda st: st.phase != "unlock")
    assert s.pool[2] == 30


def test_war_of_ages_after_your_prey_is_ousted_burn_it_and_gain_3_more_pool() -> None:
    from tabletome.games.vtes import ops
    from tests.games.vtes.scenario import in_play

    s = table()
    war = in_play(s, 0, WAR)
    s.pool[1] = 1
    goto(s, "minion")
    ops.burn_pool(s, 1, 1)  # seat 0's prey ousted: 6 pool for the oust (VT-VP-01), 3 more
    assert not s.in_game(1) and war not in s.placed
    assert s.pool[0] == 30 + 6 + 3


def test_war_of_ages_vampires_call_a_referendum_to_burn_it_for_1_pool() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    war = in_play(s, 0, WAR)
    b = ready(s, 1, "Alice Chen (G6)")
    goto(s, "minion", 1)
    do(s, f"use {war} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    vote_for(s, b)
    finish_action(s)
    assert war not in s.placed and s.pool[1] == 29


def test_war_of_ages_the_cost_is_paid_even_if_the_referendum_fails() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    war = in_play(s, 0, WAR)
    ready(s, 1, "Alice Chen (G6)")
    goto(s, "minion", 1)
    do(s, f"use {war} 1")
    finish_action(s)  # nobody votes: it fails
    assert war in s.placed and s.pool[1] == 29


# ------------------------------------------------------------------------ Legacy of Pander


def test_legacy_of_pander_each_non_titled_pander_gets_1_vote_however_many_copies() -> None:
    from tabletome.games.vtes.stats import votes
    from tests.games.vtes.scenario import in_play

    s = table()
    basil = ready(s, 1, "Basil (G2)")
    bishop = ready(s, 2, "Alfred Benezri (G3)")  # a titled Pander: its title's vote only
    assert votes(s, basil) == 0
    in_play(s, 0, "Legacy of Pander")
    in_play(s, 3, "Legacy of Pander")
    assert votes(s, basil) == 1 and votes(s, bishop) == 1


def test_legacy_of_pander_put_in_play_and_sabbat_vampires_burn_it_by_referendum() -> None:
    from tabletome.games.vtes.stats import votes

    s = table()
    a = ready(s, 0, "Alfred Benezri (G3)")
    basil = ready(s, 0, "Basil (G2)")
    camarilla = ready(s, 1, "Alice Chen (G6)")
    hand(s, 0, "Legacy of Pander")
    goto(s, "minion")
    play(s, "legacy-of-pander", f"by {a}")
    vote_for(s, a)
    finish_action(s)
    (legacy,) = [v for v in s.inplay[0] if s.placed[v].card == cid("Legacy of Pander")]
    assert votes(s, basil) == 1
    goto(s, "minion", 1)
    assert not any(m.startswith(f"use {legacy} ") for m in legal(s))  # only Sabbat vampires
    assert camarilla in s.ready[1]


# ------------------------------------------------------------------------ Cardinal Benediction


def test_cardinal_benediction_the_chosen_sabbat_vampire_becomes_cardinal_and_only_sabbat_vote() -> None:
    s = table()
    a = ready(s, 0, "Alfred Benezri (G3)")  # a bishop, capacity 6
    aimery = ready(s, 1, "Aimery Methuin (G5)")  # Sabbat, capacity 7
    camarilla = ready(s, 2, "Alice Chen (G6)")  # a prince
    hand(s, 0, "Cardinal Benediction")
    goto(s, "minion")
    call(s, "cardinal-benediction")  # Aimery, the only one of capacity 7 or more: taken without asking
    vote_for(s, a)
    pass_until(s, lambda st: st.to_move == 2)
    assert current_referendum(s) is not None
    assert f"vote {camarilla} against" not in legal(s)  # non-Sabbat vampires cannot cast
    finish_action(s)
    assert s.minions[aimery].title == "cardinal" and len(on(s, aimery, "Cardinal Benediction")) == 1
    assert s.minions[a].title == "bishop"


# ------------------------------------------------------------------------ Dogs of War


def test_dogs_of_war_a_brujah_antitribu_enters_combat_with_a_ready_minion() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    dogs = in_play(s, 1, "Dogs of War")  # another Methuselah's: "any Brujah antitribu"
    axel = ready(s, 0, "Axel Von Anders (G4)")
    ready(s, 0, "Aimery Methuin (G5)")
    prey = ready(s, 1, "Alice Chen (G6)", blood=4)
    goto(s, "minion")
    moves = [m for m in legal(s) if m.startswith(f"use {dogs} 1")]
    assert moves
    do(s, moves[0])
    if "by" in {m.split()[0] for m in legal(s)}:
        assert f"by {axel}" in legal(s) and len([m for m in legal(s) if m.startswith("by")]) == 1
    course = action(s)
    assert course is None or course.actor == axel
    finish_action(s)
    assert s.minions[prey].blood == 3


def test_dogs_of_war_burned_to_cancel_a_blood_hunt_on_a_brujah_antitribu() -> None:
    from tabletome.games.vtes.politics import call_blood_hunt
    from tests.games.vtes.scenario import in_play

    s = table()
    dogs = in_play(s, 0, "Dogs of War")
    axel = ready(s, 1, "Axel Von Anders (G4)")
    alice = ready(s, 2, "Alice Chen (G6)")  # a prince: 2 votes for the blood hunt
    goto(s, "minion", 1)
    call_blood_hunt(s, axel)
    s.changed()
    s.settle()
    vote_for(s, alice)
    pass_until(s, lambda st: f"use {dogs} 2" in legal(st))
    do(s, f"use {dogs} 2")
    pass_until(s, lambda st: current_referendum(st) is None)
    assert axel in s.ready[1] and dogs not in s.placed


# ------------------------------------------------------------------------ Praxis Seizure: Istanbul


def test_praxis_seizure_istanbul_locks_all_banu_haqim_and_each_gets_1_vote() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")  # a Tremere prince
    abid = ready(s, 1, "Abid bin Haji, Scholar of Mirrors (G6)")
    hand(s, 0, "Praxis Seizure: Istanbul")
    goto(s, "minion")
    call(s, "praxis-seizure-istanbul")
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, abid) == 1
    vote_for(s, a)
    finish_action(s)
    assert s.minions[a].title == "prince" and s.minions[abid].locked


# ------------------------------------------------------------------------ Peace Treaty, Diversity, Transfer of Power, Can't Take it with You


def test_peace_treaty_burns_every_weapon_not_kept_by_repaying_its_pool_cost() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    kept = attach(s, b, ".44 Magnum")  # 2 pool
    lost = attach(s, a, ".44 Magnum")
    vest = attach(s, a, "Kevlar Vest")  # no weapon
    hand(s, 0, "Peace Treaty")
    goto(s, "minion")
    call(s, "peace-treaty")
    vote_for(s, a)
    pass_until(s, lambda st: f"keep {lost}" in legal(st))
    do(s, f"decline {lost}")
    pass_until(s, lambda st: f"keep {kept}" in legal(st))
    do(s, f"keep {kept}")
    finish_action(s)
    assert kept in s.placed and lost not in s.placed and vest in s.placed
    assert s.pool == [30, 28, 30, 30]


def test_diversity_each_methuselah_gains_1_pool_per_clan_of_its_ready_vampires() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")  # Tremere
    ready(s, 0, "Lauren (G6)")  # Tremere
    ready(s, 0, "Alice Chen (G6)")  # Ventrue
    ready(s, 1, "Crow (G5)")  # Gangrel
    hand(s, 0, "Diversity")
    goto(s, "minion")
    play(s, "diversity", f"by {a}")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [32, 31, 30, 30]


def test_transfer_of_power_steals_1_pool_from_each_richer_methuselah() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    s.pool = [20, 25, 20, 10]
    hand(s, 0, "Transfer of Power")
    goto(s, "minion")
    call(s, "transfer-of-power")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [21, 24, 20, 10]


def test_cant_take_it_with_you_each_gains_1_then_burns_1_per_equipment_location_or_retainer() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    attach(s, b, ".44 Magnum")
    attach(s, b, "Ghoul Retainer", counters=2)
    in_play(s, 2, "Secure Haven")
    hand(s, 0, "Can't Take it with You")
    goto(s, "minion")
    call(s, "can-t-take-it-with-you")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [31, 29, 30, 31]


# ------------------------------------------------------------------------ Raising the Portcullis


def test_raising_the_portcullis_your_vampires_get_1_bleed_while_your_prey_has_a_vampire_in_torpor() -> None:
    from tabletome.games.vtes.stats import static
    from tests.games.vtes.scenario import in_play, torpor

    s = table()
    v = ready(s, 0, "Ayelech (G6)")
    other = ready(s, 1, "Alice Chen (G6)")
    in_play(s, 0, "Raising the Portcullis")
    assert static(s, v, "bleed") == 0
    torpor(s, 1, "Lauren (G6)")  # seat 0's prey
    assert static(s, v, "bleed") == 1 and static(s, other, "bleed") == 0


def test_raising_the_portcullis_only_one_for_a_methuselah() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    ready(s, 0, "Appius Claudius Corvus (G5)")  # a clan card: a Lasombra plays it
    hand(s, 0, "Raising the Portcullis")
    goto(s, "minion")
    assert "play raising-the-portcullis" in legal(s)
    in_play(s, 0, "Raising the Portcullis")
    goto(s, "minion")
    assert "play raising-the-portcullis" not in legal(s)


# ------------------------------------------------------------------------ Hierophant


def test_hierophant_the_follower_of_set_gets_1_vote_and_its_blockers_burn_1_blood() -> None:
    from tabletome.games.vtes import ops
    from tabletome.games.vtes.stats import votes

    s = table()
    setite = ready(s, 0, "Abdelsobek (G5)")  # a clan card: a Follower of Set plays it
    other = ready(s, 2, "Aabbt Kindred (G2)")
    ready(s, 2, "Alice Chen (G6)")
    hand(s, 0, "Hierophant")
    goto(s, "minion")
    call(s, "hierophant")
    assert f"target {setite}" in legal(s) and f"target {other}" in legal(s)  # any Follower of Set
    do(s, f"target {setite}")
    card_for(s)
    finish_action(s)
    assert len(on(s, setite, "Hierophant")) == 1 and votes(s, setite) == 1
    blocker = ready(s, 1, "Alice Chen (G6)", blood=4)
    ops.unlock(s, setite)
    goto(s, "minion")
    do(s, f"bleed {setite}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: getattr(action(st), "stage", "") == "blocked")
    assert s.minions[blocker].blood == 3  # before block resolution: no combat yet


# ------------------------------------------------------------------------ Free States Rant, Political Flux


def test_free_states_rant_the_vampires_burn_1_blood_a_point_and_titles_are_worth_1_less() -> None:
    s = table()
    crow = ready(s, 0, "Crow (G5)")  # an Anarch, capacity 5: 3 points
    alice = ready(s, 1, "Alice Chen (G6)", blood=5)  # a prince: 2 votes, 1 here
    lauren = ready(s, 2, "Lauren (G6)", blood=4)
    hand(s, 0, "Free States Rant")
    goto(s, "minion")
    call(s, "free-states-rant")
    do(s, f"target {alice}", f"target {alice}")
    do(s, f"target {lauren}")
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, alice) == 1
    card_for(s)
    finish_action(s)
    assert s.minions[alice].blood == 3 and s.minions[lauren].blood == 3 and s.minions[crow].blood == 5


def test_free_states_rant_no_more_than_3_points_on_a_vampire() -> None:
    s = table()
    brunhilde = ready(s, 0, "Brunhilde (G3 ADV)", blood=6)  # an Anarch baron, capacity 8: 4 points
    alice = ready(s, 1, "Alice Chen (G6)", blood=6)
    hand(s, 0, "Free States Rant")
    goto(s, "minion")
    call(s, "free-states-rant")
    while any(m.startswith("target") for m in legal(s)):
        do(s, f"target {alice}" if f"target {alice}" in legal(s) else f"target {brunhilde}")
    vote_for(s, brunhilde)
    finish_action(s)
    assert s.minions[alice].blood == 3 and s.minions[brunhilde].blood == 5  # 3 at most, the 4th elsewhere


def test_free_states_rant_requires_an_independent_or_anarch() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Free States Rant")
    goto(s, "minion")
    assert "play free-states-rant" not in legal(s)


def test_political_flux_the_next_predator_earns_the_number_chosen_for_an_oust() -> None:
    from tabletome.games.vtes import ops

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Political Flux")
    goto(s, "minion")
    call(s, "political-flux")
    assert "target pool1" in legal(s) and "target pool12" in legal(s) and "target pool13" not in legal(s)
    do(s, "target pool12")
    vote_for(s, a)
    finish_action(s)
    ops.burn_pool(s, 1, 30)  # seat 0's prey ousted
    assert s.pool[0] == 42
    ops.burn_pool(s, 2, 30)  # the next oust earns 6 again
    assert s.pool[0] == 48


# ------------------------------------------------------------------------ titles lost


def test_command_of_the_harpies_the_chosen_prince_loses_the_title() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")  # a prince too
    alice = ready(s, 1, "Alice Chen (G6)")
    hand(s, 0, "Command of the Harpies")
    goto(s, "minion")
    call(s, "command-of-the-harpies")
    assert f"target {a}" in legal(s)
    do(s, f"target {alice}")
    vote_for(s, a)
    finish_action(s)
    assert s.minions[alice].title is None and s.minions[a].title == "prince"


def test_excommunication_the_chosen_archbishop_loses_the_title() -> None:
    s = table()
    a = ready(s, 0, "Alfred Benezri (G3)")  # a bishop
    aeron = ready(s, 1, "Aeron (G3)")  # an archbishop
    hand(s, 0, "Excommunication")
    goto(s, "minion")
    call(s, "excommunication")  # the only archbishop: taken without asking
    vote_for(s, a)
    finish_action(s)
    assert s.minions[aeron].title is None


# ------------------------------------------------------------------------ pool burned, stolen, the Edge


def test_code_of_milan_suspended_the_methuselah_with_the_edge_burns_1_pool() -> None:
    s = table()
    ready(s, 0, "Aimery Methuin (G5)")
    s.edge = 2
    hand(s, 0, "Code of Milan Suspended")
    goto(s, "minion")
    call(s, "code-of-milan-suspended")
    card_for(s)
    finish_action(s)
    assert s.pool == [30, 30, 29, 30]
    s2 = table()
    s2.edge = -1  # in the centre
    ready(s2, 0, "Aimery Methuin (G5)")
    hand(s2, 0, "Code of Milan Suspended")
    goto(s2, "minion")
    assert "play code-of-milan-suspended" not in legal(s2)  # nobody holds the Edge


def test_screw_the_masquerade_each_burns_1_pool_the_chosen_1_more() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Screw the Masquerade!")
    goto(s, "minion")
    call(s, "screw-the-masquerade")
    do(s, "target p3")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [29, 29, 28, 29]


def test_regaining_the_upper_hand_the_chosen_methuselah_gets_the_edge() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    s.edge = 1
    hand(s, 0, "Regaining the Upper Hand")
    goto(s, "minion")
    call(s, "regaining-the-upper-hand")
    do(s, "target p1")
    vote_for(s, a)
    finish_action(s)
    assert s.edge == 0


def test_finding_the_path_the_chosen_half_burn_1_pool_the_others_gain_1() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Finding the Path")
    goto(s, "minion")
    call(s, "finding-the-path")
    assert "target p2" not in legal(s)  # at least half of four
    do(s, "target p2+p3")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [31, 29, 29, 31]


def test_tithings_steals_1_pool_from_each_methuselah_without_a_vampire_above_capacity_6() -> None:
    s = table()
    a = ready(s, 0, "Aimery Methuin (G5)")  # capacity 7
    ready(s, 1, "Alice Chen (G6)")  # capacity 7
    ready(s, 2, "Lauren (G6)")  # capacity 4
    hand(s, 0, "Tithings")
    goto(s, "minion")
    call(s, "tithings")
    card_for(s)
    finish_action(s)
    assert s.pool == [32, 30, 29, 29]
    assert a in s.ready[0]


def test_treaty_of_tyre_enforced_each_burns_1_pool_plus_1_per_assamite() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    ready(s, 1, "Abid bin Haji, Scholar of Mirrors (G6)")
    ready(s, 1, "Abd al-Rashid (G2)")
    hand(s, 0, "Treaty of Tyre Enforced")
    goto(s, "minion")
    call(s, "treaty-of-tyre-enforced")
    vote_for(s, a)
    finish_action(s)
    assert s.pool == [29, 27, 29, 29]


# ------------------------------------------------------------------------ blood burned, vampires burned or moved


def test_corruptions_purge_each_follower_of_set_burns_2_blood_and_those_empty_go_to_torpor() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    full = ready(s, 1, "Abdelsobek (G5)", blood=5)
    empty = ready(s, 2, "Aabbt Kindred (G2)", blood=2)
    hand(s, 0, "Corruption's Purge")
    goto(s, "minion")
    call(s, "corruption-s-purge")
    vote_for(s, a)
    finish_action(s)
    assert s.minions[full].blood == 3 and full in s.ready[1]
    assert s.minions[empty].blood == 0 and empty in s.torpor[2]


def test_rabble_razing_vampires_with_capacity_below_4_burn_1_blood() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    small = ready(s, 1, "Afifa, The Herald (G4)", blood=1)  # capacity 1
    lauren = ready(s, 2, "Lauren (G6)", blood=4)  # capacity 4
    hand(s, 0, "Rabble Razing")
    goto(s, "minion")
    call(s, "rabble-razing")
    vote_for(s, a)
    finish_action(s)
    assert s.minions[small].blood == 0 and small in s.ready[1] and s.minions[lauren].blood == 4


def test_tradition_upheld_burns_the_chosen_caitiff() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    caitiff = ready(s, 1, "Afifa, The Herald (G4)")
    hand(s, 0, "Tradition Upheld")
    goto(s, "minion")
    call(s, "tradition-upheld")
    vote_for(s, a)
    finish_action(s)
    assert caitiff not in s.minions


def test_the_peace_of_khetamon_moves_the_vampire_in_torpor_to_the_uncontrolled_region() -> None:
    from tests.games.vtes.scenario import torpor

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    ready(s, 1, "Alice Chen (G6)")
    sleeper = torpor(s, 1, "Lauren (G6)", blood=1)
    hand(s, 0, "The Peace of Khetamon")
    goto(s, "minion")
    call(s, "the-peace-of-khetamon")  # the only vampire in torpor
    vote_for(s, a)
    finish_action(s)
    assert sleeper in s.uncontrolled[1] and sleeper not in s.torpor[1]


def test_jericho_founding_burns_every_location_not_kept_by_repaying_its_pool_cost() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Crow (G5)")  # an Anarch: not Camarilla
    haven = in_play(s, 1, "Secure Haven")  # 1 pool
    kept = in_play(s, 2, "Channel 10")  # 2 pool
    hand(s, 0, "Jericho Founding")
    goto(s, "minion")
    call(s, "jericho-founding")
    card_for(s)
    pass_until(s, lambda st: f"keep {haven}" in legal(st))
    do(s, f"decline {haven}")
    pass_until(s, lambda st: f"keep {kept}" in legal(st))
    do(s, f"keep {kept}")
    finish_action(s)
    assert haven not in s.placed and kept in s.placed and s.pool == [30, 30, 28, 30]
    assert a in s.ready[0]


def test_jericho_founding_requires_a_non_camarilla_vampire() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Jericho Founding")
    goto(s, "minion")
    assert "play jericho-founding" not in legal(s)


# ------------------------------------------------------------------------ Camarilla Exemplary, Sabbat Priest


def test_camarilla_exemplary_vampires_blocking_the_chosen_vampire_burn_1_blood_for_the_game() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    lauren = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Camarilla Exemplary")
    goto(s, "minion")
    play(s, "camarilla-exemplary", f"by {a}")
    pass_until(s, lambda st: any(m.startswith("target") for m in legal(st)))
    do(s, f"target {lauren}")
    vote_for(s, a)
    finish_action(s)
    prey = ready(s, 1, "Alice Chen (G6)", blood=4)
    blocker = ready(s, 1, "Abid bin Haji, Scholar of Mirrors (G6)", blood=3)
    goto(s, "minion", turn=5)
    do(s, f"bleed {lauren}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    assert s.minions[blocker].blood == 2 and s.minions[prey].blood == 4


def test_sabbat_priest_requires_and_chooses_a_sabbat_vampire() -> None:
    s = table()
    a = ready(s, 0, "Aimery Methuin (G5)")
    ready(s, 1, "Alice Chen (G6)")  # Camarilla
    hand(s, 0, "Sabbat Priest")
    goto(s, "minion")
    call(s, "sabbat-priest")  # the only Sabbat vampire: taken without asking
    card_for(s)
    finish_action(s)
    from tabletome.games.vtes.effects.vocab.politics import BLOCKERS_BURN

    assert s.game_marks.get((BLOCKERS_BURN, "Sabbat Priest", a)) == 1


# ------------------------------------------------------------------------ Investiture


def test_investiture_the_chosen_sabbat_vampire_becomes_priscus_cardinals_vote_more_camarilla_cannot() -> None:
    s = table()
    a = ready(s, 0, "Angelica, The Canonicus (G2)")  # a cardinal: 3 votes, 4 here
    aimery = ready(s, 1, "Aimery Methuin (G5)")
    camarilla = ready(s, 2, "Alice Chen (G6)")
    hand(s, 0, "Investiture")
    goto(s, "minion")
    call(s, "investiture")
    do(s, f"target {aimery}")
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, a) == 4
    vote_for(s, a)
    pass_until(s, lambda st: st.to_move == 2)
    assert current_referendum(s) is not None and f"vote {camarilla} against" not in legal(s)
    finish_action(s)
    assert s.minions[aimery].title == "priscus" and len(on(s, aimery, "Investiture")) == 1


# ------------------------------------------------------------------------ Templar, Scourge, Warrant, Wrath of the Inner Circle


def test_templar_the_chosen_sabbat_vampire_enters_combat_as_a_1_stealth_directed_action() -> None:
    s = table()
    a = ready(s, 0, "Alfred Benezri (G3)")  # a bishop
    aimery = ready(s, 0, "Aimery Methuin (G5)")
    prey = ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Templar")
    goto(s, "minion")
    call(s, "templar")
    do(s, f"target {aimery}")
    vote_for(s, a)
    finish_action(s)
    (templar,) = on(s, aimery, "Templar")
    do(s, f"use {templar} 1")
    course = action(s)
    assert course is not None and course.actor == aimery and course.directed and course.stealth(s) == 1
    finish_action(s)
    assert s.minions[prey].blood == 3


def test_scourge_put_on_a_vampire_of_the_same_sect_unlocks_the_acting_vampire() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)")  # a Camarilla prince
    lauren = ready(s, 0, "Lauren (G6)")
    crow = ready(s, 1, "Crow (G5)", blood=3)  # an Anarch
    small = ready(s, 2, "Afifa, The Herald (G4)", blood=1)  # capacity 1
    hand(s, 0, "Scourge")
    goto(s, "minion")
    call(s, "scourge")
    assert f"target {lauren}" in legal(s) and f"target {crow}" not in legal(s)
    do(s, f"target {lauren}")
    vote_for(s, a)
    finish_action(s)
    assert not s.minions[a].locked
    (scourge,) = on(s, lauren, "Scourge")
    do(s, f"use {scourge} 1")  # capacity 4 or less, or an ally: only Afifa, taken without asking
    course = action(s)
    assert course is not None and course.actor == lauren and course.target_seat == 2 and course.stealth(s) == 1
    assert small in s.ready[2]


def test_warrant_any_ready_vampire_enters_combat_with_its_vampire_for_1_blood() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)  # capacity 7
    lauren = ready(s, 1, "Lauren (G6)", blood=4)  # younger
    hand(s, 0, "Warrant")
    goto(s, "minion")
    call(s, "warrant")  # the only younger vampire
    vote_for(s, a)
    finish_action(s)
    (warrant,) = on(s, lauren, "Warrant")
    hunter = ready(s, 2, "Alice Chen (G6)", blood=4)
    goto(s, "minion", 2)
    do(s, f"use {warrant} 1")
    course = action(s)
    assert course is not None and course.actor == hunter and course.target_seat == 1
    finish_action(s)
    assert s.minions[hunter].blood == 2 and s.minions[lauren].blood == 3  # 1 blood paid, 1 damage taken


def test_wrath_of_the_inner_circle_the_justicar_loses_the_title_and_1_capacity() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    a = ready(s, 0, "Adana de Sforza (G4)")  # Inner Circle
    j = ready(s, 1, JUSTICAR)  # capacity 8
    hand(s, 0, "Wrath of the Inner Circle")
    goto(s, "minion")
    call(s, "wrath-of-the-inner-circle")
    vote_for(s, a)
    finish_action(s)
    assert s.minions[j].title is None and capacity(s, j) == 7 and len(on(s, j, "Wrath of the Inner Circle")) == 1


# ------------------------------------------------------------------------ vampires burned


def test_protect_thine_own_burns_a_non_camarilla_vampire_below_6_and_any_for_the_inner_circle() -> None:
    s = table()
    j = ready(s, 0, JUSTICAR)
    crow = ready(s, 1, "Crow (G5)")  # an Anarch, capacity 5
    big = ready(s, 2, "Appius Claudius Corvus (G5)")  # Sabbat, capacity 10
    ready(s, 3, "Alice Chen (G6)")  # Camarilla
    hand(s, 0, "Protect Thine Own")
    goto(s, "minion")
    call(s, "protect-thine-own")  # the justicar: only Crow
    vote_for(s, j)
    finish_action(s)
    assert crow not in s.minions and big in s.minions
    s2 = table()
    ic = ready(s2, 0, "Adana de Sforza (G4)")
    big2 = ready(s2, 2, "Appius Claudius Corvus (G5)")
    hand(s2, 0, "Protect Thine Own")
    goto(s2, "minion")
    call(s2, "protect-thine-own")  # any non-Camarilla vampire for an Inner Circle member
    vote_for(s2, ic)
    finish_action(s2)
    assert big2 not in s2.minions


def test_sacrifice_burns_a_vampire_of_the_acting_vampires_clan_below_7() -> None:
    s = table()
    a = ready(s, 0, "Appius Claudius Corvus (G5)")  # Lasombra, capacity 10
    aaron = ready(s, 1, "Aaron Duggan, Cameron's Toady (G2)")  # Lasombra, capacity 2
    ready(s, 2, "Aimery Methuin (G5)")  # Ventrue antitribu
    hand(s, 0, "Sacrifice")
    goto(s, "minion")
    call(s, "sacrifice")  # only the younger Lasombra
    card_for(s)
    finish_action(s)
    assert aaron not in s.minions and a in s.minions


def test_auto_da_fe_the_controller_burns_8_minus_capacity_in_pool_or_the_vampire() -> None:
    s = table()
    a = ready(s, 0, "Angelica, The Canonicus (G2)")  # a cardinal
    lauren = ready(s, 1, "Lauren (G6)")  # capacity 4: 4 pool
    hand(s, 0, "Auto-da-fé")
    goto(s, "minion")
    call(s, "auto-da-fe")
    vote_for(s, a)
    pass_until(s, lambda st: f"burn {lauren}" in legal(st))
    assert s.to_move == 1 and "burn 4-pool" in legal(s)
    do(s, "burn 4-pool")
    finish_action(s)
    assert s.pool[1] == 26 and lauren in s.minions


def test_might_of_the_camarilla_each_methuselah_burns_a_vampire_in_its_uncontrolled_region() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    j = ready(s, 0, JUSTICAR)
    mine = uncontrolled(s, 0, "Lauren (G6)")
    theirs = uncontrolled(s, 2, "Crow (G5)")
    kept = uncontrolled(s, 2, "Alice Chen (G6)")
    hand(s, 0, "Might of the Camarilla")
    goto(s, "minion")
    call(s, "might-of-the-camarilla")
    vote_for(s, j)
    pass_until(s, lambda st: f"choose {theirs}" in legal(st) or f"choose {mine}" in legal(st))
    if f"choose {mine}" in legal(s):
        do(s, f"choose {mine}")  # the only one: asked all the same (a private choice)
    pass_until(s, lambda st: f"choose {theirs}" in legal(st))
    do(s, f"choose {theirs}")
    finish_action(s)
    assert mine not in s.minions and theirs not in s.minions and kept in s.uncontrolled[2]
    assert cid("Crow (G5)") in s.ash[2]


# ------------------------------------------------------------------------ The Final Nights, Lily Prelude, Benefit Performance


def test_the_final_nights_each_vampire_burns_1_blood() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    b = ready(s, 1, "Lauren (G6)", blood=2)
    hand(s, 0, "The Final Nights")
    goto(s, "minion")
    call(s, "the-final-nights")
    vote_for(s, a)
    finish_action(s)
    assert s.minions[a].blood == 4 and s.minions[b].blood == 1


def test_the_final_nights_failed_the_acting_vampire_burns_1_blood() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    b = ready(s, 1, "Lauren (G6)", blood=2)
    hand(s, 0, "The Final Nights")
    goto(s, "minion")
    call(s, "the-final-nights")
    finish_action(s)  # nobody votes: it fails
    assert s.minions[a].blood == 4 and s.minions[b].blood == 2


def test_lily_prelude_superior_allocates_4_points_and_a_methuselah_gains_1() -> None:
    s = table()
    ready(s, 0, "Angela Preston (G2)")  # superior Melpominee
    hand(s, 0, "Lily Prelude")
    goto(s, "minion")
    do(s, "play lily-prelude", "mode superior")
    pass_until(s, lambda st: any(m.startswith("target") for m in legal(st)))
    do(s, "target p1")  # the Methuselah who gains 1 pool
    assert "target p2=4" in legal(s)  # one or more Methuselahs
    do(s, "target p2=4")
    card_for(s)
    finish_action(s)
    assert s.pool == [31, 26, 30, 30]


def test_benefit_performance_pool_per_daughter_and_blood_for_other_vampires_voting_for() -> None:
    s = table()
    a = ready(s, 0, "Angela Preston (G2)")
    ready(s, 0, "Antoinette Dubois (G4)")  # another Daughter of Cacophony
    voter = ready(s, 1, "Alice Chen (G6)", blood=4)
    against = ready(s, 2, "Ayelech (G6)", blood=4)
    hand(s, 0, "Benefit Performance")
    goto(s, "minion")
    play(s, "benefit-performance", f"by {a}")
    card_for(s)
    vote_for(s, voter)
    pass_until(s, lambda st: f"vote {against} against" in legal(st))
    do(s, f"vote {against} against")
    finish_action(s)
    assert s.pool[0] == 32 and s.minions[voter].blood == 5 and s.minions[against].blood == 4


# ------------------------------------------------------------------------ a clan may become Camarilla


def test_giovanni_acceptance_each_giovanni_can_choose_to_become_camarilla_and_as_they_enter_play() -> None:
    from tabletome.games.vtes import ops
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    giovanni = ready(s, 1, "Accorri Giovanni (G5)")
    hand(s, 0, "Giovanni Acceptance")
    goto(s, "minion")
    call(s, "giovanni-acceptance")
    vote_for(s, a)
    pass_until(s, lambda st: f"choose {giovanni}" in legal(st))
    do(s, f"choose {giovanni}")
    finish_action(s)
    assert s.minions[giovanni].sect == "camarilla"
    later = uncontrolled(s, 2, "Accorri Giovanni (G5)")
    ops.enter_ready(s, 2, later)
    s.changed()
    s.settle()
    assert f"decline {later}" in legal(s)
    do(s, f"decline {later}")
    assert s.minions[later].sect == "independent"


# ------------------------------------------------------------------------ Seraph, Public Vilification, Veles' Hunt, Hand Intervention


def test_seraph_the_chosen_black_hand_vampire_gains_2_blood_and_is_a_seraph() -> None:
    from tabletome.games.vtes.traits import has_trait

    s = table()
    a = ready(s, 0, "Aredhel (G4)")  # Black Hand, capacity 5: cannot be chosen
    ash = ready(s, 1, "Ash Harrison (G5)", blood=3)  # Black Hand, capacity 7
    camarilla = ready(s, 2, "Alice Chen (G6)")
    hand(s, 0, "Seraph")
    goto(s, "minion")
    call(s, "seraph")  # Ash Harrison, the only one: taken without asking
    card_for(s)
    pass_until(s, lambda st: st.to_move == 2)
    assert current_referendum(s) is not None and f"vote {camarilla} against" not in legal(s)
    finish_action(s)
    assert s.minions[ash].blood == 5 and has_trait(s, ash, "Seraph") and not has_trait(s, a, "Seraph")
    assert len(on(s, ash, "Seraph")) == 1


def test_public_vilification_3_blood_of_a_younger_vampire_go_to_other_vampires() -> None:
    s = table()
    a = ready(s, 0, "Alfred Benezri (G3)", blood=2)  # a bishop, capacity 6
    aaron = ready(s, 1, "Aaron Duggan, Cameron's Toady (G2)", blood=2)  # capacity 2, only 2 blood
    other = ready(s, 2, "Alice Chen (G6)", blood=2)  # capacity 7: not younger
    hand(s, 0, "Public Vilification")
    goto(s, "minion")
    call(s, "public-vilification")
    assert not any(m.startswith(f"target {other}>") for m in legal(s))
    do(s, f"target {aaron}>{a}=2+{other}=1")
    vote_for(s, a)
    finish_action(s)
    assert s.minions[aaron].blood == 0 and s.minions[a].blood == 4 and s.minions[other].blood == 2


def test_veles_hunt_burns_an_ally_or_younger_non_titled_vampire_of_your_prey() -> None:
    s = table()
    crow = ready(s, 0, "Crow (G5)")  # a Gangrel, capacity 5
    lauren = ready(s, 1, "Lauren (G6)")  # capacity 4
    ready(s, 1, "Alice Chen (G6)")  # older, titled
    ready(s, 2, "Afifa, The Herald (G4)")  # not your prey's
    hand(s, 0, "Veles' Hunt")
    goto(s, "minion")
    call(s, "veles-hunt")  # only Lauren: taken without asking
    card_for(s)
    finish_action(s)
    assert lauren not in s.minions and crow in s.ready[0]


def test_veles_hunt_failed_no_more_can_be_played_this_game() -> None:
    s = table()
    ready(s, 0, "Crow (G5)")
    ready(s, 1, "Lauren (G6)")
    hand(s, 0, "Veles' Hunt", "Veles' Hunt")
    goto(s, "minion")
    call(s, "veles-hunt")
    finish_action(s)  # nobody votes: it fails
    goto(s, "minion", turn=9)
    assert "play veles-hunt" not in legal(s)


def test_hand_intervention_the_chosen_methuselah_has_1_less_hand_size_until_burning_the_edge() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    a = ready(s, 0, "Alfred Benezri (G3)")
    hand(s, 0, "Hand Intervention")
    goto(s, "minion")
    call(s, "hand-intervention")
    do(s, "target p2")
    vote_for(s, a)
    finish_action(s)
    assert hand_size(s, 1) == 6 and hand_size(s, 0) == 7
    (card_,) = [v for v in s.inplay[0] if s.placed[v].card == cid("Hand Intervention")]
    s.edge = 1
    goto(s, "master", 1)
    do(s, f"use {card_} 1")
    assert card_ not in s.placed and s.edge == -1 and hand_size(s, 1) == 7


# ------------------------------------------------------------------------ Watchtower: Greatest Fall


def test_watchtower_greatest_fall_seraphs_get_2_votes_and_it_moves_blood_to_a_sabbat_vampire() -> None:
    from tabletome.games.vtes import ops
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    seraph = ready(s, 0, "Ash Harrison (G5)", blood=3)
    ops.mark(s, seraph, "trait:Seraph")
    waiting = uncontrolled(s, 0, "Aimery Methuin (G5)", blood=1)
    hand(s, 0, "Watchtower: Greatest Fall")
    goto(s, "minion")
    call(s, "watchtower-greatest-fall")
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, seraph) == 2
    vote_for(s, seraph)
    finish_action(s)
    (tower,) = [v for v in s.inplay[0] if s.placed[v].card == cid("Watchtower: Greatest Fall")]
    goto(s, "master")
    do(s, f"use {tower} 1", f"target {waiting}")
    assert s.minions[waiting].blood == 2 and s.placed[tower].locked


def test_watchtower_greatest_fall_requires_a_seraph() -> None:
    s = table()
    ready(s, 0, "Ash Harrison (G5)")
    hand(s, 0, "Watchtower: Greatest Fall")
    goto(s, "minion")
    assert "play watchtower-greatest-fall" not in legal(s)


# ------------------------------------------------------------------------ Camarilla Threat


def test_camarilla_threat_a_discard_phase_action_costs_1_more_pool() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    threat = in_play(s, 2, "Camarilla Threat")
    hand(s, 1, "Deflection", "Bonding")
    goto(s, "discard", 1)
    do(s, "discard deflection")
    assert s.pool[1] == 29 and cid("Deflection") in s.ash[1]
    s.placed.pop(threat)
    s.inplay[2].remove(threat)
    s.changed()
    goto(s, "discard", 0)
    hand(s, 0, "Bonding")
    do(s, "discard bonding")
    assert s.pool[0] == 30


def test_camarilla_threat_no_discard_without_the_pool() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    in_play(s, 2, "Camarilla Threat")
    in_play(s, 3, "Camarilla Threat")
    s.pool[1] = 1
    hand(s, 1, "Deflection")
    goto(s, "discard", 1)
    assert "discard deflection" not in legal(s)


# ------------------------------------------------------------------------ Snipe Hunt, Overseer, Sabbat Inquisitor


def test_snipe_hunt_locks_the_small_vampires_who_stay_locked_until_it_burns() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    small = ready(s, 1, "Afifa, The Herald (G4)")  # capacity 1
    lauren = ready(s, 1, "Lauren (G6)", locked=True)  # capacity 4
    hand(s, 0, "Snipe Hunt")
    goto(s, "minion")
    call(s, "snipe-hunt")
    vote_for(s, a)
    finish_action(s)
    assert s.minions[small].locked
    goto(s, "unlock", 1)
    pass_until(s, lambda st: st.phase != "unlock")
    assert s.minions[small].locked and not s.minions[lauren].locked
    goto(s, "unlock", 0)
    pass_until(s, lambda st: st.phase == "minion")  # the master phase: it burns
    assert not any(s.placed[v].card == cid("Snipe Hunt") for v in s.inplay[0])
    assert cid("Snipe Hunt") in s.ash[0]


def test_overseer_the_acting_laibon_becomes_magaji_guruhi_vote_more_magaji_cannot_vote_for() -> None:
    s = table()
    a = ready(s, 0, "Abiku (G4)")  # Laibon, capacity 6
    guruhi = ready(s, 1, "Aren, Priest of Eshu (G4)")  # capacity 7
    magaji = ready(s, 2, "Cesewayo (G4)")
    hand(s, 0, "Overseer")
    goto(s, "minion")
    call(s, "overseer")
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, guruhi) == 1
    card_for(s)
    pass_until(s, lambda st: f"vote {magaji} against" in legal(st))
    assert f"vote {magaji} for" not in legal(s)
    finish_action(s)
    assert s.minions[a].title == "magaji" and len(on(s, a, "Overseer")) == 1


def test_sabbat_inquisitor_gets_1_bleed_and_burns_a_thaumaturge_on_top_of_a_crypt() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    a = ready(s, 0, "Aeron (G3)")  # an archbishop
    aimery = ready(s, 0, "Aimery Methuin (G5)")
    hand(s, 0, "Sabbat Inquisitor")
    goto(s, "minion")
    call(s, "sabbat-inquisitor")
    do(s, f"target {aimery}")
    vote_for(s, a)
    finish_action(s)
    (inquisitor,) = on(s, aimery, "Sabbat Inquisitor")
    assert static(s, aimery, "bleed") == 1
    s.crypt[2].append(cid("Aidan Lyle (G5)"))  # Thaumaturgy
    do(s, f"use {inquisitor} 1", "target p3")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 2
    finish_action(s)
    assert cid("Aidan Lyle (G5)") in s.ash[2] and s.crypt[2][-1] != cid("Aidan Lyle (G5)")


# ------------------------------------------------------------------------ Beyond Reproach, Tribunal Judgment, Sweeper, Fanfare for Elysium


def test_beyond_reproach_primogen_cannot_take_political_actions_and_vote_1_less() -> None:
    from tabletome.games.vtes.stats import votes
    from tests.games.vtes.scenario import in_play

    s = table()
    in_play(s, 2, "Beyond Reproach")
    primogen = ready(s, 0, "Akram (G2)")  # a Brujah primogen
    prince = ready(s, 1, "Alice Chen (G6)")
    hand(s, 0, "Conservative Agitation")
    hand(s, 1, "Conservative Agitation")
    goto(s, "minion")
    assert "play conservative-agitation" not in legal(s)
    goto(s, "minion", 1)
    do(s, "play conservative-agitation")
    pass_until(s, lambda st: current_referendum(st) is not None or any(m.startswith("target") for m in legal(st)))
    assert votes(s, primogen) == 0 and votes(s, prince) == 2


def test_tribunal_judgment_the_chosen_voter_takes_as_much_damage_as_votes_cast() -> None:
    s = table()
    a = ready(s, 0, "Alfred Benezri (G3)", blood=6)  # a bishop
    prince = ready(s, 1, "Alice Chen (G6)", blood=4)  # 2 votes
    hand(s, 1, "Diversity")
    goto(s, "minion", 1)
    call(s, "diversity")
    vote_for(s, prince)
    finish_action(s)
    hand(s, 0, "Tribunal Judgment")
    goto(s, "minion", 0, turn=s.turn + 3)
    call(s, "tribunal-judgment")  # Alice Chen: the only vampire who cast votes
    vote_for(s, a)
    finish_action(s)
    assert s.minions[prince].blood == 2  # 2 damage, mended with 2 blood


def test_tribunal_judgment_not_once_your_last_turn_is_older_than_the_referendum() -> None:
    s = table()
    ready(s, 0, "Alfred Benezri (G3)", blood=6)
    prince = ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 1, "Diversity")
    goto(s, "minion", 1)
    call(s, "diversity")
    vote_for(s, prince)
    finish_action(s)
    hand(s, 0, "Tribunal Judgment")
    goto(s, "minion", 0, turn=s.turn + 4)  # a turn of yours since
    assert "play tribunal-judgment" not in legal(s)


def test_sweeper_the_controller_sees_the_top_card_of_each_library_in_their_unlock_phase() -> None:
    from tabletome.games.vtes import ops

    s = table()
    baron = ready(s, 0, "Casey Snyder (G6)")
    crow = ready(s, 0, "Crow (G5)")
    hand(s, 0, "Sweeper")
    goto(s, "minion")
    call(s, "sweeper")
    do(s, f"target {crow}")
    vote_for(s, baron)
    finish_action(s)
    assert len(on(s, crow, "Sweeper")) == 1
    s.library[2].append(cid("Deflection"))
    assert s.log is not None
    before = len(s.log)
    ops.unlock(s, crow)
    goto(s, "unlock", 0)
    pass_until(s, lambda st: st.phase != "unlock")
    lines = [(who, str(line)) for who, line in s.log[before:]]
    seen = [who for who, line in lines if "Deflection" in line and "library" in line]
    assert seen and all(who == 0 for who in seen)  # told to its controller alone


def test_fanfare_for_elysium_older_vampires_gain_1_blood() -> None:
    s = table()
    a = ready(s, 0, "Angela Preston (G2)")  # capacity 5, Melpominee
    older = ready(s, 1, "Alice Chen (G6)", blood=3)
    younger = ready(s, 2, "Lauren (G6)", blood=3)
    hand(s, 0, "Fanfare for Elysium")
    goto(s, "minion")
    do(s, "play fanfare-for-elysium", "mode basic")
    pass_until(s, lambda st: current_referendum(st) is not None)  # Alice Chen, the only older one
    card_for(s)
    finish_action(s)
    assert s.minions[older].blood == 4 and s.minions[younger].blood == 3
    assert a in s.ready[0]


def test_fanfare_for_elysium_superior_stays_in_play_and_is_burned_to_end_a_combat() -> None:
    from tests.games.vtes.scenario import in_play
    from tests.games.vtes.test_cards_combat_cards import fight, in_combat

    s = table()
    fanfare = in_play(s, 0, "Fanfare for Elysium")
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, "Ayelech (G6)", blood=4)
    fight(s, a, b)
    pass_until(s, lambda st: f"use {fanfare} 1" in legal(st))
    do(s, f"use {fanfare} 1")
    pass_until(s, lambda st: not in_combat(st))
    assert fanfare not in s.placed and s.minions[a].blood == 4 and s.minions[b].blood == 4


# ------------------------------------------------------------------------ National Guard Support, Lextalionis


def test_national_guard_support_directed_actions_get_1_less_stealth_and_it_gains_counters() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "National Guard Support", "National Guard Support")
    goto(s, "minion")
    call(s, "national-guard-support")
    vote_for(s, a)
    finish_action(s)
    (ngs,) = [v for v in s.inplay[0] if s.placed[v].card == cid("National Guard Support")]
    assert "play national-guard-support" not in legal(s)  # another is in play
    prey = ready(s, 1, "Alice Chen (G6)")
    b = ready(s, 0, "Lauren (G6)")
    do(s, f"bleed {b}")
    course = action(s)
    assert course is not None and course.target_seat == 1 and course.stealth(s) == -1
    finish_action(s)
    goto(s, "unlock", 0)
    if f"effect {ngs}" in legal(s):  # the Edge's pool to order with it
        do(s, f"effect {ngs}")
    assert s.placed[ngs].counters == 1 and prey in s.ready[1]


def test_national_guard_support_each_counter_is_a_vote_for_burning_it() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    ngs = in_play(s, 2, "National Guard Support", counters=2)
    b = ready(s, 1, "Lauren (G6)")  # no vote of her own
    goto(s, "minion", 1)
    do(s, f"use {ngs} 1")
    pass_until(s, lambda st: current_referendum(st) is not None)
    ref = current_referendum(s)
    assert ref is not None and ref.tally(s)[:2] == (2, 0)
    finish_action(s)
    assert ngs not in s.placed and b in s.ready[1]


def test_lextalionis_locks_the_minions_of_a_methuselah_who_got_a_victory_point() -> None:
    from tabletome.games.vtes import ops

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 2, "Alice Chen (G6)")
    ready(s, 3, "Lauren (G6)")
    hand(s, 0, "Lextalionis")
    goto(s, "minion", 2)
    ops.burn_pool(s, 3, 30)  # seat 2 ousts its prey: a victory point
    goto(s, "minion", 0, turn=s.turn + 2)
    call(s, "lextalionis")  # Methuselah 3, the only one
    vote_for(s, a)
    finish_action(s)
    assert s.minions[b].locked
    goto(s, "unlock", 2)
    pass_until(s, lambda st: st.phase != "unlock")
    assert s.minions[b].locked  # not unlocked as normal


# ------------------------------------------------------------------------ Masquerade Enforcement


def test_masquerade_enforcement_bringing_out_a_vampire_costs_1_more_pool() -> None:
    from tests.games.vtes.scenario import in_play, uncontrolled

    s = table()
    in_play(s, 2, "Masquerade Enforcement")
    waiting = uncontrolled(s, 0, "Lauren (G6)", blood=4)  # capacity 4: may be brought out
    goto(s, "influence", 0)
    do(s, f"bring {waiting}")
    assert waiting in s.ready[0] and s.pool[0] == 29


def test_masquerade_enforcement_put_in_play_by_a_prince_and_burned_by_a_camarilla_referendum() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Masquerade Enforcement")
    goto(s, "minion")
    call(s, "masquerade-enforcement")
    vote_for(s, a)
    finish_action(s)
    (card_,) = [v for v in s.inplay[0] if s.placed[v].card == cid("Masquerade Enforcement")]
    crow = ready(s, 1, "Crow (G5)")  # an Anarch cannot call it
    alice = ready(s, 2, "Alice Chen (G6)")
    goto(s, "minion", 1)
    assert not any(m.startswith(f"use {card_} ") for m in legal(s))
    goto(s, "minion", 2)
    do(s, f"use {card_} 1")
    vote_for(s, alice)
    finish_action(s)
    assert card_ not in s.placed and crow in s.ready[1]


# ------------------------------------------------------------------------ The Eldest Command Undeath


def test_the_eldest_command_undeath_burns_a_prey_vampire_below_x_and_the_actor_gains_no_blood() -> None:
    from tabletome.games.vtes import ops

    s = table()
    a = ready(s, 0, "Aren, Priest of Eshu (G4)", blood=6)  # Laibon, capacity 7
    small = ready(s, 1, "Lauren (G6)")  # capacity 4
    big = ready(s, 1, "Alice Chen (G6)")  # capacity 7
    hand(s, 0, "The Eldest Command Undeath")
    goto(s, "minion")
    do(s, "play the-eldest-command-undeath")
    assert "x 5" in legal(s) and "x 4" not in legal(s)  # a prey's vampire below X must exist
    do(s, "x 5")
    pass_until(s, lambda st: action(st) is not None and "no-life-gain" in st.minions[a].marks)
    assert ops.add_blood(s, a, 1) == 0  # any blood it would gain goes to the bank
    card_for(s)
    finish_action(s)
    assert small not in s.minions and big in s.minions
    assert s.minions[a].blood == 1 and "no-life-gain" not in s.minions[a].marks  # X = 5 blood paid


# ------------------------------------------------------------------------ Sabbat Threat, Deploy the Hand


def test_sabbat_threat_each_threat_counter_burns_1_pool_in_the_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Sabbat Threat", "Sabbat Threat")
    goto(s, "minion")
    call(s, "sabbat-threat")
    do(s, "target p2")
    vote_for(s, a)
    finish_action(s)
    goto(s, "unlock", 1)
    pass_until(s, lambda st: "burn 1-pool" in legal(st))
    do(s, "burn 1-pool")
    assert s.pool[1] == 29


def test_sabbat_threat_the_edge_burned_after_its_pool_burns_the_threat_counters() -> None:
    from tabletome.games.vtes.effects.vocab.politics import counters_of

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Sabbat Threat")
    goto(s, "minion")
    call(s, "sabbat-threat")
    do(s, "target p2")
    vote_for(s, a)
    finish_action(s)
    s.edge = 1
    goto(s, "unlock", 1)
    pass_until(s, lambda st: "edge burn" in legal(st))
    do(s, "edge burn")
    assert s.pool[1] == 31 and s.edge == -1 and counters_of(s, "threat", 1) == 0  # the Edge's pool first


def test_deploy_the_hand_a_ready_minion_of_the_target_takes_2_damage_each_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, "Aeron (G3)")  # an archbishop
    b = ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Deploy the Hand")
    goto(s, "minion")
    call(s, "deploy-the-hand")
    do(s, "target p2")
    vote_for(s, a)
    finish_action(s)
    goto(s, "unlock", 1)
    pass_until(s, lambda st: f"choose {b}" in legal(st))
    assert s.to_move == 1
    do(s, f"choose {b}")
    assert s.minions[b].blood == 2


# ------------------------------------------------------------------------ The Secret Must Be Kept


def test_the_secret_must_be_kept_burns_the_chosen_ally_and_its_controller_burns_1_pool() -> None:
    s = table()
    a = ready(s, 0, "Abiku (G4)")  # a Laibon
    ally = ready(s, 1, "Carlton Van Wyk")
    other = ready(s, 2, "Mylan Horseed")
    hand(s, 0, "The Secret Must Be Kept")
    goto(s, "minion")
    call(s, "the-secret-must-be-kept")
    assert not any("+" in m for m in legal(s))  # two only for a magaji
    do(s, f"target {ally}")
    card_for(s)
    finish_action(s)
    assert ally not in s.minions and other in s.minions and s.pool == [30, 29, 30, 30]
    assert a in s.ready[0]


def test_the_secret_must_be_kept_a_magaji_chooses_two_and_a_methuselah_burns_1_pool_at_most() -> None:
    s = table()
    magaji = ready(s, 0, "Cesewayo (G4)")
    ally = ready(s, 1, "Carlton Van Wyk")
    b = ready(s, 1, "Alice Chen (G6)")
    retainer = attach(s, b, "Ghoul Retainer", counters=2)
    hand(s, 0, "The Secret Must Be Kept")
    goto(s, "minion")
    call(s, "the-secret-must-be-kept")
    do(s, f"target {ally}+{retainer}")
    vote_for(s, magaji)
    finish_action(s)
    assert ally not in s.minions and retainer not in s.placed and s.pool == [30, 29, 30, 30]


# ------------------------------------------------------------------------ Persona Non Grata


def test_persona_non_grata_put_on_a_non_titled_vampire_that_gets_1_less_stealth_on_directed_actions() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")  # a prince
    lauren = ready(s, 0, "Lauren (G6)")
    ready(s, 1, "Alice Chen (G6)")  # a titled Camarilla vampire: not chosen
    hand(s, 0, "Persona Non Grata")
    goto(s, "minion")
    call(s, "persona-non-grata")  # Lauren, the only non-titled or Anarch vampire
    vote_for(s, a)
    finish_action(s)
    assert len(on(s, lauren, "Persona Non Grata")) == 1
    do(s, f"bleed {lauren}")
    course = action(s)
    assert course is not None and course.stealth(s) == -1


def test_persona_non_grata_the_vampire_cannot_gain_a_non_anarch_title() -> None:
    s = table()
    lauren = ready(s, 0, "Lauren (G6)")
    attach(s, lauren, "Persona Non Grata")
    hand(s, 0, "Praxis Seizure: Athens")
    goto(s, "minion")
    call(s, "praxis-seizure-athens")
    card_for(s)
    finish_action(s)
    assert s.minions[lauren].title is None and not on(s, lauren, "Praxis Seizure: Athens")
    assert cid("Praxis Seizure: Athens") in s.ash[0]


# ------------------------------------------------------------------------ Praxis Solomon


def test_praxis_solomon_the_chosen_methuselah_yields_the_contested_card() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Praxis Solomon")
    goto(s, "minion")
    assert "play praxis-solomon" not in legal(s)  # no card contested
    first = in_play(s, 1, "Secure Haven")
    second = in_play(s, 2, "Secure Haven")  # unique: both contested
    assert first in s.contested[1] and second in s.contested[2]
    goto(s, "minion")
    call(s, "praxis-solomon")
    do(s, f"target {second}")
    vote_for(s, a)
    finish_action(s)
    assert second not in s.placed and cid("Secure Haven") in s.ash[2]
    assert first in s.contested[1] and s.game_marks.get(("contest-won", first)) == 1


# ------------------------------------------------------------------------ ante


def test_cunctator_motion_and_high_stakes_never_played_without_ante_but_burned_for_a_vote() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)")  # a Ventrue prince
    b = ready(s, 1, "Ayelech (G6)")
    hand(s, 0, "Cunctator Motion", "High Stakes")
    goto(s, "minion")
    assert "play cunctator-motion" not in legal(s) and "play high-stakes" not in legal(s)
    hand(s, 1, "Diversity")
    goto(s, "minion", 1)
    call(s, "diversity")
    pass_until(s, lambda st: "burn cunctator-motion for" in legal(st))
    do(s, "burn cunctator-motion for")
    assert cid("Cunctator Motion") in s.ash[0] and b in s.ready[1]


# ------------------------------------------------------------------------ Reversal of Fortunes


def test_reversal_of_fortunes_the_turns_go_the_other_way_and_the_prey_stays() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Reversal of Fortunes")
    goto(s, "minion")
    call(s, "reversal-of-fortunes")
    vote_for(s, a)
    finish_action(s)
    from tabletome.games.vtes.impulse import impulse_order

    assert s.prey(0) == 1 and impulse_order(s, 0, []) == [0, 3, 2, 1]
    pass_until(s, lambda st: st.current != 0)
    assert s.current == 3  # the predator plays next


# ------------------------------------------------------------------------ Hiding in the Open


def test_hiding_in_the_open_put_on_the_acting_laibon_who_gets_1_bleed() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    laibon = ready(s, 0, "Abiku (G4)")
    hand(s, 0, "Hiding in the Open")
    goto(s, "minion")
    call(s, "hiding-in-the-open")
    card_for(s)
    finish_action(s)
    assert static(s, laibon, "bleed") == 1 and len(on(s, laibon, "Hiding in the Open")) == 1


def test_hiding_in_the_open_no_card_requiring_a_non_laibon_title_while_the_laibon_acts() -> None:
    s = table()
    laibon = ready(s, 0, "Abiku (G4)")
    other = ready(s, 0, "Aren, Priest of Eshu (G4)")
    ready(s, 1, "Casey Snyder (G6)")  # a baron
    attach(s, laibon, "Hiding in the Open")
    hand(s, 1, "Bait and Switch")  # "Requires a baron"
    assert until_bait(s, other)  # another Laibon bleeding: the baron may play it
    s2 = table()
    laibon2 = ready(s2, 0, "Abiku (G4)")
    ready(s2, 1, "Casey Snyder (G6)")
    attach(s2, laibon2, "Hiding in the Open")
    hand(s2, 1, "Bait and Switch")
    assert not until_bait(s2, laibon2)


def until_bait(s: VTESState, bleeder: int) -> bool:
    """Whether Bait and Switch becomes playable against the bleed of ``bleeder``."""
    goto(s, "minion")
    do(s, f"bleed {bleeder}")
    seen = False
    while action(s) is not None:
        if any(m.startswith("play bait-and-switch") for m in legal(s)):
            seen = True
        if "pass" not in legal(s):
            break
        do(s, "pass")
    return seen


def _title_cards(prefix: str) -> list[str]:
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.coverage import implemented
    from tabletome.games.vtes.model import facts

    db = load_cards()
    return sorted(facts(i).name for i in db.ids if facts(i).name.startswith(prefix) and implemented(i))


def _plain_vampire(sect: str, clan: str) -> str:
    """A vampire of ``sect`` (and ``clan``, if named) with no title and no text of its own, or else
    only traits and numbers (``vampires.PLAIN_TEXTS``: the Blood Cursed Banu Haqim)."""
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.coverage import TEXT, how
    from tabletome.games.vtes.effects.vampires import PLAIN_TEXTS
    from tabletome.games.vtes.model import facts

    for plain in (lambda i: how(i) == TEXT, lambda i: facts(i).name in PLAIN_TEXTS):
        for i in sorted(load_cards().ids):
            f = facts(i)
            fits = f.crypt and f.sect == sect and not f.title and not f.advanced
            if fits and (not clan or clan in f.clans) and plain(i):
                return f.name
    raise AssertionError(f"no plain {sect} {clan} vampire")


@pytest.mark.parametrize("name", _title_cards("Crusade: ") + _title_cards("Praxis Seizure: "))
def test_every_crusade_and_praxis_seizure_gives_its_title_and_its_clans_bonus(name: str) -> None:
    """Each "Crusade: <city>" (Archbishop, Sabbat) and "Praxis Seizure: <city>" (Prince, Camarilla), as
    its printed text says: the card on the acting vampire with its title; the clan it names unlocks
    during the next discard phase (a Crusade) or gets +1 capacity (a Praxis Seizure)."""
    from tabletome.games.vtes.model import facts
    from tabletome.games.vtes.stats import capacity

    text = " ".join(facts(cid(name)).text.split())
    crusade = name.startswith("Crusade")
    bonus = re.search(r"If (?:this vampire|the prince) is ([^,]+), ", text)
    clan = bonus.group(1) if bonus else ""
    vampire = _plain_vampire("sabbat" if crusade else "camarilla", clan)
    s = table()
    a = ready(s, 0, vampire, blood=2)
    hand(s, 0, name)
    goto(s, "minion")
    call(s, facts(cid(name)).slug)
    card_for(s)
    finish_action(s)
    assert s.minions[a].title == ("archbishop" if crusade else "prince") and len(on(s, a, name)) == 1
    if not crusade:
        assert capacity(s, a) == facts(cid(vampire)).capacity + (1 if clan else 0)
        return
    assert s.minions[a].locked
    pass_until(s, lambda st: not st.minions[a].locked or st.current != 0)
    assert (not s.minions[a].locked and s.current == 0) == bool(clan)


@pytest.mark.parametrize("name", [n for n in _title_cards("") if n.endswith(" Justicar")])
def test_every_clan_justicar_makes_a_ready_camarilla_vampire_of_its_clan_justicar(name: str) -> None:
    """ "<Clan> Justicar": a ready Camarilla vampire of the clan becomes justicar (VT-SECT-05), the
    card on it; each ready vampire of the clan gets +1 vote in that referendum."""
    from tabletome.games.vtes.model import facts
    from tabletome.games.vtes.stats import votes

    clan = name.removesuffix(" Justicar")
    s = table()
    ready(s, 0, _plain_vampire("camarilla", ""), blood=3)
    t = ready(s, 1, _plain_vampire("camarilla", clan), blood=3)
    hand(s, 0, name)
    goto(s, "minion")
    call(s, facts(cid(name)).slug)
    if f"target {t}" in legal(s):
        do(s, f"target {t}")
    assert votes(s, t) == 1  # the clan's vote in its referendum
    vote_for(s, t)
    finish_action(s)
    assert s.minions[t].title == "justicar" and len(on(s, t, name)) == 1


ACCEPTANCES = ["Giovanni Acceptance", "Invitation Accepted", "Ravnos Acceptance", "Revocation of Tyre"]


@pytest.mark.parametrize("name", ACCEPTANCES)
def test_every_acceptance_lets_each_vampire_of_its_clan_become_camarilla(name: str) -> None:
    """ "... each <clan> can choose to become Camarilla" (the clan as the card prints it, an old name
    read as today's: Assamite, Follower of Set): a ready one chooses to, one of another clan is not
    asked."""
    from tabletome.games.vtes.model import CLAN_ALIASES, facts

    printed = re.search(r"each (.+?) can choose", " ".join(facts(cid(name)).text.split()))
    assert printed is not None
    clan = CLAN_ALIASES.get(printed.group(1), printed.group(1))
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    member = ready(s, 1, _plain_vampire("independent", clan))
    other = ready(s, 2, _plain_vampire("independent", "Giovanni" if clan != "Giovanni" else "Ravnos"))
    hand(s, 0, name)
    goto(s, "minion")
    call(s, facts(cid(name)).slug)
    vote_for(s, a)
    pass_until(s, lambda st: f"choose {member}" in legal(st))
    assert f"choose {other}" not in legal(s)
    do(s, f"choose {member}")
    finish_action(s)
    assert s.minions[member].sect == "camarilla" and s.minions[other].sect == "independent"
