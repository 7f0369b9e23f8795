"""Master cards other than locations (VT-CARD-32 to VT-CARD-44): cards put on vampires or in play,
trifles, archetypes, Discipline cards and out-of-turn cards, played and used through the windows."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.actions import MinionPhase
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.phases import DiscardPhase, InfluencePhase, MasterPhase
from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import bleed, capacity, flagged, hand_size, level, strength, title, votes
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
    to_stage,
    torpor,
    uncontrolled,
    until_legal,
)

PLAIN = "Aleph (G1)"  # Malkavian, capacity 4, no title, no text
PLAIN2 = "Adelaide Davis (G3)"  # Malkavian, capacity 4
PLAIN3 = "Allison Maller (G3)"  # Brujah, capacity 4
PRINCE = "Alice Chen (G6)"  # Ventrue prince, 2 votes
ANARCH = "Laura Goldman (G5)"  # Brujah Anarch, capacity 3
ANARCH2 = "Crow (G5)"  # Gangrel Anarch, capacity 5, superior Animalism
SALUBRI = "Malachi (G7)"  # Independent Salubri, capacity 6
TREMERE = "Dr. John Casey (G1)"
TOREADOR = "Colin Flynn (G1)"
TOREADOR2 = "Demetrius Slater (G1)"
NOSFERATU = "Agrippina (G1)"
LASOMBRA = "Cameron (G2)"  # no title: no votes
BANU_HAQIM = "Bijou (G6)"
HECATA = "Peter St. John (G6)"
HECATA2 = "Alek König (G6)"  # superior Oblivion
RAVNOS = "Irena (G5)"
RAVNOS2 = "Devyn (G4)"


def until_window(s: VTESState, kind: type) -> None:
    pass_until(s, lambda st: isinstance(st.stack[-1], kind))


def on(s: VTESState, uid: int, name: str) -> int:
    """The uid of the card ``name`` on minion ``uid``."""
    return next(p for p in s.minions[uid].cards if s.placed[p].card == cid(name))


def in_area(s: VTESState, seat: int, name: str) -> int:
    return next(u for u in s.inplay[seat] if s.placed[u].card == cid(name))


def to_master_phase(s: VTESState, seat: int = 0) -> None:
    """From the start of ``seat``'s turn to its master phase (the unlock phase's end)."""
    goto(s, "unlock", seat)
    until_window(s, MasterPhase)


# ------------------------------------------------------------------------ Anarch Revolt


def test_anarch_revolt_burns_1_pool_without_a_ready_anarch_each_copy() -> None:
    """LSJ 19980225: cumulative; LSJ 20080106: checked as the unlock phase ends."""
    s = table()
    ready(s, 0, PLAIN)
    in_play(s, 1, "Anarch Revolt")
    in_play(s, 1, "Anarch Revolt")
    to_master_phase(s, 0)
    assert s.pool[0] == 28


def test_anarch_revolt_spares_a_methuselah_with_a_ready_anarch() -> None:
    s = table()
    ready(s, 0, ANARCH)
    in_play(s, 1, "Anarch Revolt")
    to_master_phase(s, 0)
    assert s.pool[0] == 30


def test_anarch_revolt_anarch_in_torpor_does_not_count() -> None:
    s = table()
    torpor(s, 0, ANARCH)
    in_play(s, 1, "Anarch Revolt")
    to_master_phase(s, 0)
    assert s.pool[0] == 29


def test_anarch_revolt_play_puts_it_in_play() -> None:
    s = table()
    ready(s, 0, PLAIN)
    hand(s, 0, "Anarch Revolt")
    goto(s, "master")
    do(s, "play anarch-revolt")
    in_area(s, 0, "Anarch Revolt")
    assert s.phase_actions == 0


def test_anarch_revolt_referendum_burns_it() -> None:
    """A +1 stealth political action (VT-ACT-23): no card vote for the caller (VT-VOTE-04); one
    political action per vampire per turn (VT-ACT-24)."""
    s = table()
    a = ready(s, 0, PRINCE)
    revolt = in_play(s, 1, "Anarch Revolt")
    goto(s, "minion")
    do(s, f"use {revolt} 1")
    assert action(s).stealth(s) == 1 and not action(s).directed
    pass_until(s, lambda st: current_referendum(st) is not None)
    assert "vote card for" not in legal(s)
    do(s, f"vote {a} for")
    finish_action(s)
    assert revolt not in s.placed and cid("Anarch Revolt") in s.ash[1]
    assert ("political", a) in s.marks


def test_anarch_revolt_referendum_only_by_a_vampire_once_each_turn() -> None:
    s = table()
    a = ready(s, 0, PRINCE)
    revolt = in_play(s, 1, "Anarch Revolt")
    goto(s, "minion")
    s.marks[("political", a)] = True
    assert f"use {revolt} 1" not in legal(s)


# ------------------------------------------------------------------------ Anarch Troublemaker


def test_anarch_troublemaker_locks_two_vampires_of_the_prey_and_changes_control() -> None:
    s = table()
    ready(s, 0, PLAIN)
    b1 = ready(s, 1, PLAIN2)
    b2 = ready(s, 1, PLAIN3, locked=True)  # a locked vampire can be locked (PIB 20121031)
    tm = in_play(s, 0, "Anarch Troublemaker")
    goto(s, "unlock")
    do(s, f"use {tm} 1")
    assert s.minions[b1].locked and s.minions[b2].locked
    assert s.placed[tm].controller == 1 and tm in s.inplay[1]
    assert f"use {tm} 1" not in legal(s)


def test_anarch_troublemaker_burns_an_equipment() -> None:
    s = table()
    b = ready(s, 1, PLAIN2)
    bike = attach(s, b, "Sport Bike")
    tm = in_play(s, 0, "Anarch Troublemaker")
    goto(s, "unlock")
    do(s, f"use {tm} 1", "target burn")
    assert bike not in s.placed and cid("Sport Bike") in s.ash[1]
    assert not s.minions[b].locked


def test_anarch_troublemaker_only_in_your_unlock_phase() -> None:
    s = table()
    ready(s, 1, PLAIN2)
    tm = in_play(s, 0, "Anarch Troublemaker")
    goto(s, "master")
    assert f"use {tm} 1" not in legal(s)


# ------------------------------------------------------------------------ Archon Investigation


def bleed_to_c(s: VTESState, actor: int, bonus: int) -> None:
    goto(s, "minion")
    do(s, f"bleed {actor}")
    action(s).bleed_bonus = bonus
    to_stage(s, "C")
    while s.to_move != 1:
        do(s, "pass")


def test_archon_investigation_burns_a_minion_bleeding_for_4() -> None:
    """VT-CARD-41, VT-CARD-42: out of turn, the next master phase loses an action."""
    s = table()
    a = ready(s, 0, PLAIN)
    ready(s, 1, PLAIN2)
    hand(s, 1, "Archon Investigation")
    bleed_to_c(s, a, 3)
    do(s, "play archon-investigation")
    assert a not in s.minions and cid(PLAIN) in s.ash[0]
    assert action(s) is None
    assert s.pool[1] == 27 and s.edge != 0
    assert ("oot", 1) in s.game_marks


def test_archon_investigation_not_for_a_bleed_of_3() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    ready(s, 1, PLAIN2)
    hand(s, 1, "Archon Investigation")
    bleed_to_c(s, a, 2)
    assert "play archon-investigation" not in legal(s)


# ------------------------------------------------------------------------ Blood Doll, Vessel


def test_blood_doll_moves_blood_to_the_pool_in_the_master_phase() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    hand(s, 0, "Blood Doll")
    goto(s, "master")
    do(s, "play blood-doll")
    doll = on(s, a, "Blood Doll")
    do(s, f"use {doll} 1", "target to-pool")
    assert s.minions[a].blood == 2 and s.pool[0] == 31
    assert f"use {doll} 1" not in legal(s)  # once each turn (VT-TERM-13)


def test_blood_doll_moves_pool_to_a_vampire_in_torpor() -> None:
    """PIB 20150522: usable while the vampire is in torpor."""
    s = table()
    a = torpor(s, 0, PLAIN, blood=0)
    doll = attach(s, a, "Blood Doll")
    goto(s, "minion")
    assert f"use {doll} 1" not in legal(s)  # during the master phase only
    goto(s, "master")
    do(s, f"use {doll} 1")
    assert s.minions[a].blood == 1 and s.pool[0] == 29


def test_vessel_burns_a_blood_doll_and_gives_a_master_phase_action() -> None:
    """VT-CARD-35: a trifle gives +1 master phase action."""
    s = table()
    a = ready(s, 0, PLAIN, blood=2)
    b = ready(s, 1, PLAIN2)
    doll = attach(s, a, "Blood Doll")
    hand(s, 0, "Vessel")
    goto(s, "master")
    do(s, "play vessel", f"target {b}", f"target {doll}")
    on(s, b, "Vessel")
    assert doll not in s.placed and cid("Blood Doll") in s.ash[0]
    assert s.pool[0] == 29 and s.phase_actions == 1


def test_vessel_can_keep_the_blood_doll() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=2)
    ready(s, 1, PLAIN2)
    doll = attach(s, a, "Blood Doll")
    hand(s, 0, "Vessel")
    goto(s, "master")
    do(s, "play vessel", f"target {a}", "target none")
    assert doll in s.placed
    on(s, a, "Vessel")


def test_vessel_moves_blood_in_the_unlock_phase_only() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=2)
    vessel = attach(s, a, "Vessel")
    goto(s, "unlock")
    do(s, f"use {vessel} 1", "target to-pool")
    assert s.minions[a].blood == 1 and s.pool[0] == 31
    until_window(s, MasterPhase)
    assert f"use {vessel} 1" not in legal(s)


# ------------------------------------------------------------------------ Dreams of the Sphinx


def test_dreams_of_the_sphinx_gives_2_hand_size_until_the_end_of_the_turn() -> None:
    """VT-CARD-21: drawn up at once; over the hand size when it ends, discard down."""
    s = table()
    dreams = in_play(s, 0, "Dreams of the Sphinx")
    hand(s, 0, *["Misdirection"] * 7)
    goto(s, "discard")
    do(s, f"use {dreams} 1")
    assert hand_size(s, 0) == 9 and len(s.hand[0]) == 9
    assert s.placed[dreams].locked and s.placed[dreams].counters == 1
    do(s, "end")
    pass_until(s, lambda st: len(st.hand[0]) == 7 or "discard misdirection" in legal(st))
    do(s, "discard misdirection", "discard misdirection")
    assert len(s.hand[0]) == 7 and hand_size(s, 0) == 7


def test_dreams_of_the_sphinx_gains_1_pool_with_the_edge_in_the_unlock_phase() -> None:
    s = table()
    dreams = in_play(s, 0, "Dreams of the Sphinx")
    s.edge = 0
    goto(s, "unlock")
    do(s, "edge")
    assert s.pool[0] == 31  # the Edge (VT-EDGE-03)
    do(s, f"use {dreams} 2")
    assert s.pool[0] == 32


def test_dreams_of_the_sphinx_no_pool_without_the_edge() -> None:
    s = table()
    dreams = in_play(s, 0, "Dreams of the Sphinx")
    goto(s, "unlock")
    assert f"use {dreams} 2" not in legal(s)


def test_dreams_of_the_sphinx_adds_blood_and_burns_at_3_counters() -> None:
    s = table()
    dreams = in_play(s, 0, "Dreams of the Sphinx", counters=2)
    u = uncontrolled(s, 0, PLAIN, blood=1)
    goto(s, "master")
    do(s, f"use {dreams} 3")
    assert s.minions[u].blood == 2
    assert dreams not in s.placed and cid("Dreams of the Sphinx") in s.ash[0]


# ------------------------------------------------------------------------ Fame


def test_fame_burns_3_pool_when_the_vampire_goes_to_torpor() -> None:
    s = table()
    b = ready(s, 1, PLAIN2)
    hand(s, 0, "Fame")
    goto(s, "master")
    do(s, "play fame")
    on(s, b, "Fame")
    ops.to_torpor(s, b)
    assert s.pool[1] == 27


def test_fame_burns_1_pool_in_each_unlock_phase_while_in_torpor() -> None:
    s = table()
    b = torpor(s, 1, PLAIN2)
    attach(s, b, "Fame", controller=0)
    goto(s, "unlock", 2)
    assert s.pool[2] == 29 and s.pool[1] == 30
    goto(s, "unlock", 1)
    assert s.pool[1] == 29


def test_fame_only_on_a_ready_vampire() -> None:
    s = table()
    torpor(s, 1, PLAIN2)
    hand(s, 0, "Fame")
    goto(s, "master")
    assert "play fame" not in legal(s)


# ------------------------------------------------------------------------ Family Gathering


def test_family_gathering_draws_a_hecata_with_1_blood() -> None:
    s = table()
    ready(s, 0, HECATA)
    s.crypt[0].append(cid(HECATA2))
    hand(s, 0, "Family Gathering")
    goto(s, "master")
    do(s, "play family-gathering")
    (u,) = s.uncontrolled[0]
    assert s.minions[u].card == cid(HECATA2) and s.minions[u].blood == 1
    assert s.phase_actions == 1  # a trifle (VT-CARD-35)


def test_family_gathering_puts_another_card_at_the_bottom() -> None:
    s = table()
    ready(s, 0, HECATA)
    s.crypt[0].append(cid(PLAIN))
    hand(s, 0, "Family Gathering")
    goto(s, "master")
    do(s, "play family-gathering")
    assert not s.uncontrolled[0] and s.crypt[0][0] == cid(PLAIN)


def test_family_gathering_needs_a_crypt_and_a_ready_hecata() -> None:
    """RTR 20000501; VT-CARD-05: a master card requiring a clan needs a ready vampire of it."""
    s = table()
    ready(s, 0, HECATA)
    s.crypt[0] = []
    hand(s, 0, "Family Gathering")
    goto(s, "master")
    assert "play family-gathering" not in legal(s)
    s = table()
    ready(s, 0, PLAIN)
    hand(s, 0, "Family Gathering")
    goto(s, "master")
    assert "play family-gathering" not in legal(s)


# ------------------------------------------------------------------------ Frontal Assault


def test_frontal_assault_enters_combat_with_a_minion_of_the_prey() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    b = ready(s, 1, PLAIN2)
    ready(s, 2, PLAIN3)
    fa = in_play(s, 0, "Frontal Assault")
    goto(s, "minion")
    do(s, f"use {fa} 1")
    assert action(s).directed and action(s).target_seat == 1
    finish_action(s)
    assert s.minions[a].blood == 3 and s.minions[b].blood == 3  # a round of hand strikes


def test_frontal_assault_gains_pool_and_costs_pool_in_the_influence_phase() -> None:
    s = table()
    ready(s, 0, PLAIN)
    b1 = ready(s, 1, PLAIN2)
    b2 = ready(s, 1, PLAIN3)
    ready(s, 1, TREMERE)
    c = ready(s, 2, PRINCE)
    fa = in_play(s, 0, "Frontal Assault")
    ops.to_torpor(s, b1)
    ops.burn(s, b2)
    ops.to_torpor(s, c)  # not the prey's
    assert s.pool[0] == 32
    goto(s, "minion")
    do(s, "end")
    assert fa not in s.placed and s.pool[0] == 31  # one ready minion left to the prey


# ------------------------------------------------------------------------ Guardian Angel


def test_guardian_angel_intercept_during_bleeds_at_you() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    b = ready(s, 1, PLAIN2)
    hand(s, 1, "Guardian Angel")
    goto(s, "master", 1)
    do(s, "play guardian-angel")
    assert s.pool[1] == 28
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert action(s).intercept(s, b) == 1
    s2 = table()
    a2 = ready(s2, 0, PLAIN)
    b2 = ready(s2, 1, PLAIN2)
    attach(s2, b2, "Guardian Angel")
    goto(s2, "minion")
    do(s2, f"hunt {a2}")
    assert action(s2).intercept(s2, b2) == 0


def test_guardian_angel_prevents_1_damage_each_combat_and_burns_in_torpor() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, PLAIN2, blood=4)
    ga = attach(s, b, "Guardian Angel")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"shield {b} 1")
    do(s, f"shield {b} 1")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 4 and s.minions[a].blood == 3
    ops.to_torpor(s, b)
    assert ga not in s.placed and cid("Guardian Angel") in s.ash[1]


# ------------------------------------------------------------------------ Haqim's Law: Retribution


def test_haqims_law_retribution_discards_a_combat_card_for_1_bleed() -> None:
    s = table()
    a = ready(s, 0, BANU_HAQIM)
    law = in_play(s, 0, "Haqim's Law: Retribution")
    hand(s, 0, "Torn Signpost")
    goto(s, "minion")
    do(s, f"bleed {a}")
    do(s, f"use {law} 1", "target torn-signpost")
    assert action(s).bleed_amount(s) == 2
    assert cid("Torn Signpost") in s.ash[0] and len(s.hand[0]) == 7
    assert f"use {law} 1" not in legal(s)  # once each action (ANK 20221102-2)
    finish_action(s)
    assert s.pool[1] == 28


def test_haqims_law_retribution_not_during_a_hunt_nor_for_another_clan() -> None:
    s = table()
    a = ready(s, 0, BANU_HAQIM)
    p = ready(s, 0, PLAIN)
    law = in_play(s, 0, "Haqim's Law: Retribution")
    hand(s, 0, "Torn Signpost")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert f"use {law} 1" not in legal(s)
    finish_action(s)
    do(s, f"bleed {p}")
    assert f"use {law} 1" not in legal(s)


# ------------------------------------------------------------------------ Life in the City, Misdirection


def test_life_in_the_city_adds_1_blood_and_is_a_trifle() -> None:
    s = table()
    b = ready(s, 1, PLAIN2, blood=1)
    hand(s, 0, "Life in the City")
    goto(s, "master")
    do(s, "play life-in-the-city")
    assert s.minions[b].blood == 2 and s.phase_actions == 1


def test_misdirection_locks_a_minion_for_1_pool() -> None:
    s = table()
    b = ready(s, 1, PLAIN2)
    hand(s, 0, "Misdirection")
    goto(s, "master")
    do(s, "play misdirection")
    assert s.minions[b].locked and s.pool[0] == 29 and s.phase_actions == 0


# ------------------------------------------------------------------------ Oblivion


def test_oblivion_adds_a_level_and_capacity() -> None:
    """VT-CARD-37, VT-CARD-38: +1 capacity, no blood."""
    s = table()
    h = ready(s, 1, HECATA, blood=2)  # basic Oblivion
    hand(s, 0, "Oblivion")
    goto(s, "master")
    do(s, "play oblivion")
    assert level(s, h, "obl") == 2 and capacity(s, h) == 3 and s.minions[h].blood == 2


def test_oblivion_not_on_superior_oblivion() -> None:
    s = table()
    ready(s, 0, HECATA2)
    hand(s, 0, "Oblivion")
    goto(s, "master")
    assert "play oblivion" not in legal(s)


# ------------------------------------------------------------------------ Pentex™ Subversion


def test_pentex_subversion_minion_cannot_block() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    b = ready(s, 1, PLAIN2)
    hand(s, 0, "Pentex™ Subversion")
    goto(s, "master")
    do(s, "play pentextm-subversion", f"target {b}")
    assert flagged(s, b, "cannot-block") and s.pool[0] == 28
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {b}" not in legal(s)


def test_pentex_subversion_burned_by_another_minion_as_a_directed_action() -> None:
    s = table()
    b = ready(s, 1, PLAIN2)
    b2 = ready(s, 1, PLAIN3)
    pentex = attach(s, b, "Pentex™ Subversion", controller=0)
    goto(s, "minion", 1)
    do(s, f"use {pentex} 1")
    assert action(s).actor == b2 and action(s).target_seat == 0
    finish_action(s)
    assert pentex not in s.placed and cid("Pentex™ Subversion") in s.ash[1]


def test_pentex_subversion_not_burned_by_its_bearer() -> None:
    s = table()
    b = ready(s, 1, PLAIN2)
    pentex = attach(s, b, "Pentex™ Subversion", controller=0)
    goto(s, "minion", 1)
    assert f"use {pentex} 1" not in legal(s)


# ------------------------------------------------------------------------ Perfectionist


def test_perfectionist_gains_1_blood_after_a_successful_action_once_each_turn() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=2)
    hand(s, 0, "Perfectionist")
    goto(s, "master")
    do(s, "play perfectionist")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"grant perfectionist {a}")
    do(s, f"grant perfectionist {a}")
    assert s.minions[a].blood == 3
    finish_action(s)
    ops.unlock(s, a)
    do(s, f"hunt {a}")
    to_stage(s, "after")
    assert f"grant perfectionist {a}" not in legal(s)


def test_perfectionist_no_blood_when_a_reaction_was_played() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=2)
    b = ready(s, 1, PRINCE)
    attach(s, a, "Perfectionist")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).used = ((b, cid("Deflection")),)  # a reaction played, even if cancelled (LSJ 20070330)
    to_stage(s, "after")
    assert f"grant perfectionist {a}" not in legal(s)


def test_perfectionist_only_one_archetype() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    attach(s, a, "Rebel")
    hand(s, 0, "Perfectionist")
    goto(s, "master")
    assert "play perfectionist" not in legal(s)


# ------------------------------------------------------------------------ Piper


def test_piper_locks_an_anarch_that_recruits_an_ally_from_hand() -> None:
    s = table()
    a = ready(s, 0, ANARCH)
    hand(s, 0, "Piper", "47th Street Royals")
    goto(s, "master")
    do(s, "play piper")
    assert s.minions[a].locked
    ally = next(u for u in s.ready[0] if s.minions[u].card == cid("47th Street Royals"))
    assert s.minions[ally].blood == 2 and ("recruited", ally) in s.marks  # cannot act this turn
    assert len(s.hand[0]) == 7 and cid("Piper") in s.ash[0]


def test_piper_employs_a_retainer_paying_its_cost() -> None:
    s = table()
    a = ready(s, 0, ANARCH2, blood=3)
    other = ready(s, 0, "Trung Chau Pham (G7)")  # another Anarch with Animalism
    hand(s, 0, "Piper", "Raven Spy", "Underbridge Stray")
    goto(s, "master")
    do(s, "play piper", f"target {a}", "target raven-spy", "target superior")
    assert s.placed[on(s, a, "Raven Spy")].counters == 2
    assert s.minions[a].blood == 2 and s.minions[a].locked and not s.minions[other].locked


def test_piper_requires_a_ready_unlocked_anarch_meeting_the_requirements() -> None:
    s = table()
    ready(s, 0, ANARCH, locked=True)
    hand(s, 0, "Piper", "47th Street Royals")
    goto(s, "master")
    assert "play piper" not in legal(s)
    s = table()
    ready(s, 0, ANARCH2)  # a Gangrel: not the Brujah the ally requires
    hand(s, 0, "Piper", "47th Street Royals")
    goto(s, "master")
    assert "play piper" not in legal(s)


# ------------------------------------------------------------------------ Power Structure


def test_power_structure_gives_each_lasombra_1_vote() -> None:
    s = table()
    a = ready(s, 0, PRINCE)
    las = ready(s, 0, LASOMBRA)
    ps = in_play(s, 0, "Power Structure")
    revolt = in_play(s, 1, "Anarch Revolt")
    goto(s, "minion")
    do(s, f"use {revolt} 1", f"by {a}")
    pass_until(s, lambda st: current_referendum(st) is not None)
    assert f"vote {las} for" not in legal(s)
    do(s, f"use {ps} 1")
    assert s.placed[ps].locked
    do(s, f"vote {las} for")
    assert current_referendum(s).tally(s)[0] == 1


def test_power_structure_not_in_a_blood_hunt() -> None:
    """ANK 20190707: a blood hunt is no political action."""
    s = table()
    a = ready(s, 0, PRINCE)
    ready(s, 0, LASOMBRA)
    ps = in_play(s, 0, "Power Structure")
    v = torpor(s, 1, PLAIN2, blood=1)
    goto(s, "minion")
    do(s, f"diablerize {a} {v}")
    pass_until(s, lambda st: current_referendum(st) is not None and st.to_move == 0)
    assert f"use {ps} 1" not in legal(s)


# ------------------------------------------------------------------------ Rebel


def test_rebel_gains_1_blood_blocking_a_titled_vampire() -> None:
    s = table()
    a = ready(s, 0, PRINCE)
    b = ready(s, 1, PLAIN2, blood=2)
    hand(s, 1, "Rebel")
    goto(s, "master", 1)
    do(s, "play rebel")
    assert s.phase_actions == 1  # a trifle
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st).stage == "blocked")
    assert s.minions[b].blood == 3  # before block resolution


def test_rebel_no_blood_blocking_an_untitled_vampire() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    b = ready(s, 1, PLAIN2, blood=2)
    attach(s, b, "Rebel")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st).stage == "blocked")
    assert s.minions[b].blood == 2


# ------------------------------------------------------------------------ Saulot's archetypes


def test_saulots_avenging_fist_strength_and_combat_actions() -> None:
    s = table()
    m = ready(s, 0, SALUBRI)
    ready(s, 1, PLAIN2)
    t = ready(s, 2, TREMERE)
    hand(s, 0, "Saulot's Avenging Fist")
    goto(s, "master")
    do(s, "play saulot-s-avenging-fist")
    assert strength(s, m) == 2 and s.pool[0] == 28
    fist = on(s, m, "Saulot's Avenging Fist")
    goto(s, "minion")
    assert f"use {fist} 1" in legal(s)  # against the other vampire, no stealth
    do(s, f"use {fist} 2")  # against a Tremere: +1 stealth
    assert action(s).stealth(s) == 1 and action(s).target_seat == 2
    pass_until(s, lambda st: current_combat(st) is not None)
    assert (current_combat(s).a, current_combat(s).b) == (m, t)


def test_saulots_avenging_fist_only_on_a_salubri() -> None:
    s = table()
    ready(s, 0, PLAIN)
    hand(s, 0, "Saulot's Avenging Fist")
    goto(s, "master")
    assert "play saulot-s-avenging-fist" not in legal(s)


def test_saulots_guiding_wisdom_is_a_title_worth_2_votes() -> None:
    s = table()
    m = ready(s, 0, SALUBRI)
    hand(s, 0, "Saulot's Guiding Wisdom")
    goto(s, "master")
    do(s, "play saulot-s-guiding-wisdom")
    assert votes(s, m) == 2 and title(s, m) == "2 votes" and s.pool[0] == 29
    ops.burn_placed(s, on(s, m, "Saulot's Guiding Wisdom"))
    assert votes(s, m) == 0 and title(s, m) is None


def test_saulots_guiding_wisdom_locks_to_force_a_vampire_to_abstain() -> None:
    s = table()
    a = ready(s, 0, PRINCE)
    revolt = in_play(s, 1, "Anarch Revolt")
    m = ready(s, 1, SALUBRI)
    sgw = attach(s, m, "Saulot's Guiding Wisdom")
    goto(s, "minion")
    do(s, f"use {revolt} 1")
    pass_until(s, lambda st: current_referendum(st) is not None and st.to_move == 1)
    do(s, f"use {sgw} 1", f"target {a}")
    assert s.minions[m].locked
    pass_until(s, lambda st: st.to_move == 0)
    assert f"vote {a} for" not in legal(s)


def test_saulots_guiding_wisdom_ends_a_combat_of_another_minion() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    m = ready(s, 1, SALUBRI)
    b = ready(s, 1, PLAIN2)
    sgw = attach(s, m, "Saulot's Guiding Wisdom")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"use {sgw} 2")
    do(s, f"use {sgw} 2")
    assert s.minions[m].locked
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 4 and s.minions[b].blood == 4


def test_saulots_guiding_wisdom_only_on_an_independent_salubri() -> None:
    s = table()
    ready(s, 0, "Eurayle Gelasia Mylonas (G4)")  # an Independent Salubri
    hand(s, 0, "Saulot's Guiding Wisdom")
    goto(s, "master")
    assert "play saulot-s-guiding-wisdom" in legal(s)
    s.minions[s.ready[0][0]] = s.minions[s.ready[0][0]]._replace(sect="camarilla")
    s.changed()
    assert "play saulot-s-guiding-wisdom" not in legal(s)


# ------------------------------------------------------------------------ Smiling Jack


def test_smiling_jack_takes_a_counter_in_your_unlock_phase() -> None:
    s = table()
    jack = in_play(s, 0, "Smiling Jack, The Anarch")
    goto(s, "unlock")
    assert s.pool[0] == 29 and s.placed[jack].counters == 1


def test_smiling_jack_others_burn_pool_or_blood_for_each_counter() -> None:
    """ANK 20181006: any mix of pool and blood."""
    s = table()
    in_play(s, 0, "Smiling Jack, The Anarch", counters=2)
    b = ready(s, 1, PLAIN2, blood=2)
    goto(s, "unlock", 1)
    until_legal(s, f"burn {b}")
    do(s, f"burn {b}", "burn pool")
    assert s.minions[b].blood == 1 and s.pool[1] == 29


def test_smiling_jack_burned_by_a_vampire_as_a_directed_action() -> None:
    s = table()
    jack = in_play(s, 0, "Smiling Jack, The Anarch")
    b = ready(s, 1, PLAIN2)
    goto(s, "minion", 1)
    do(s, f"use {jack} 1")
    assert action(s).actor == b and action(s).target_seat == 0
    finish_action(s)
    assert jack not in s.placed


# ------------------------------------------------------------------------ Sudden Reversal


def test_sudden_reversal_cancels_a_master_card_whose_cost_is_not_paid() -> None:
    """VT-CARD-17, VT-TERM-16; VT-CARD-42: the out-of-turn debt."""
    s = table()
    b = ready(s, 1, PLAIN2)
    hand(s, 0, "Misdirection")
    hand(s, 1, "Sudden Reversal")
    s.public_decks = (False,) * 4  # private decks may hold a Sudden Reversal
    goto(s, "master")
    do(s, "play misdirection")
    until_legal(s, "play sudden-reversal")
    do(s, "play sudden-reversal")
    pass_until(s, lambda st: isinstance(st.stack[-1], MasterPhase))
    assert not s.minions[b].locked and s.pool[0] == 30
    assert cid("Misdirection") in s.ash[0] and s.phase_actions == 0
    assert ("oot", 1) in s.game_marks


def test_sudden_reversal_a_cancelled_trifle_gives_no_action() -> None:
    """LSJ 20090126."""
    s = table()
    b = ready(s, 1, PLAIN2, blood=1)
    hand(s, 0, "Life in the City")
    hand(s, 1, "Sudden Reversal")
    s.public_decks = (False,) * 4  # private decks may hold a Sudden Reversal
    goto(s, "master")
    do(s, "play life-in-the-city")
    until_legal(s, "play sudden-reversal")
    do(s, "play sudden-reversal")
    pass_until(s, lambda st: isinstance(st.stack[-1], MasterPhase))
    assert s.minions[b].blood == 1 and s.phase_actions == 0


def test_sudden_reversal_not_in_your_own_turn_nor_twice() -> None:
    """VT-CARD-43, VT-CARD-44."""
    s = table()
    ready(s, 1, PLAIN2)
    hand(s, 0, "Misdirection", "Sudden Reversal")
    hand(s, 1, "Sudden Reversal")
    s.public_decks = (False, False, True, True)  # only seat 1's deck may hold one
    s.game_marks[("oot", 1)] = True
    goto(s, "master")
    do(s, "play misdirection")
    assert "play sudden-reversal" not in legal(s)
    assert isinstance(s.stack[-1], MasterPhase)


# ------------------------------------------------------------------------ Tension in the Ranks


def test_tension_in_the_ranks_burns_1_pool_after_a_minion_goes_to_torpor_or_is_burned() -> None:
    s = table()
    b = ready(s, 1, PLAIN2)
    c = ready(s, 2, PLAIN3)
    in_play(s, 0, "Tension in the Ranks")
    ops.to_torpor(s, b)
    ops.burn(s, c)
    ops.burn(s, b)  # from torpor: not a ready minion
    assert s.pool[1] == 29 and s.pool[2] == 29


def test_tension_in_the_ranks_burned_for_a_master_phase_action_and_two_master_cards() -> None:
    s = table()
    tension = in_play(s, 0, "Tension in the Ranks")
    hand(s, 1, "Misdirection", "Life in the City", "Torn Signpost")
    goto(s, "master", 1)
    do(s, f"use {tension} 1", "target life-in-the-city", "target misdirection")
    assert tension not in s.placed and s.phase_actions == 0
    assert cid("Misdirection") in s.ash[1] and cid("Life in the City") in s.ash[1]
    assert len(s.hand[1]) == 7


def test_tension_in_the_ranks_needs_two_master_cards() -> None:
    s = table()
    tension = in_play(s, 0, "Tension in the Ranks")
    hand(s, 1, "Misdirection", "Torn Signpost")
    goto(s, "master", 1)
    assert f"use {tension} 1" not in legal(s)


# ------------------------------------------------------------------------ The Anarch Free Press


def test_the_anarch_free_press_requires_a_ready_anarch() -> None:
    s = table()
    ready(s, 0, PLAIN)
    hand(s, 0, "The Anarch Free Press")
    goto(s, "master")
    assert "play the-anarch-free-press" not in legal(s)
    ready(s, 0, ANARCH)
    s.changed()
    do(s, "play the-anarch-free-press")
    assert s.pool[0] == 29


def test_the_anarch_free_press_gives_intercept_to_a_blocking_anarch() -> None:
    """VT-STL-05: intercept only while needed."""
    s = table()
    a = ready(s, 0, PLAIN)
    b = ready(s, 1, ANARCH)
    press = in_play(s, 1, "The Anarch Free Press")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).stealth_bonus = 1
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"use {press} 1")
    do(s, f"use {press} 1")
    assert action(s).intercept(s) == 1 and s.placed[press].locked
    pass_until(s, lambda st: action(st).blocked_by == b)


def test_the_anarch_free_press_adds_1_blood_after_an_anarch_hunts() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=1)
    p = ready(s, 0, PLAIN, blood=1)
    press = in_play(s, 0, "The Anarch Free Press")
    goto(s, "minion")
    do(s, f"hunt {p}")
    to_stage(s, "after")
    assert f"use {press} 2" not in legal(s)
    finish_action(s)
    do(s, f"hunt {a}")
    to_stage(s, "after")
    do(s, f"use {press} 2")
    assert s.minions[a].blood == 3


# ------------------------------------------------------------------------ The Coven


def test_the_coven_adds_2_blood_and_moves_to_the_predator() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=1)
    hand(s, 0, "The Coven")
    goto(s, "master")
    do(s, "play the-coven")
    assert s.phase_actions == 1  # a trifle
    coven = in_area(s, 0, "The Coven")
    do(s, f"use {coven} 1")
    assert s.minions[a].blood == 3 and s.placed[coven].locked
    goto(s, "influence")
    do(s, "end")
    assert s.placed[coven].controller == 3 and coven in s.inplay[3]


# ------------------------------------------------------------------------ Toreador Grand Ball


def test_toreador_grand_ball_locks_one_which_does_not_unlock() -> None:
    s = table()
    t1 = ready(s, 0, TOREADOR)
    t2 = ready(s, 0, TOREADOR2)
    hand(s, 0, "Toreador Grand Ball")
    goto(s, "master")
    do(s, "play toreador-grand-ball", f"target {t1}")
    assert s.minions[t2].locked and not s.minions[t1].locked and s.pool[0] == 29
    goto(s, "unlock")
    assert s.minions[t2].locked


def test_toreador_grand_ball_the_other_is_unblockable_except_when_bleeding() -> None:
    s = table()
    t1 = ready(s, 0, TOREADOR)
    t2 = ready(s, 0, TOREADOR2)
    b = ready(s, 1, PLAIN2)
    c = ready(s, 3, PLAIN3)
    ops.put_in_play(s, cid("Toreador Grand Ball"), 0, data=(t1, t2))
    goto(s, "minion")
    do(s, f"hunt {t1}")
    pass_until(s, lambda st: st.to_move in (1, 3) or action(st) is None)
    assert f"block {b}" not in legal(s) and f"block {c}" not in legal(s)
    finish_action(s)
    ops.unlock(s, t1)
    do(s, f"bleed {t1}")
    until_legal(s, f"block {b}")


def test_toreador_grand_ball_burned_by_a_nosferatu_at_1_stealth_less() -> None:
    s = table()
    t1 = ready(s, 0, TOREADOR)
    t2 = ready(s, 0, TOREADOR2)
    ball = ops.put_in_play(s, cid("Toreador Grand Ball"), 0, data=(t1, t2))
    ready(s, 1, NOSFERATU)
    goto(s, "minion", 1)
    do(s, f"use {ball} 1")
    assert action(s).stealth(s) == -1 and action(s).target_seat == 0
    finish_action(s)
    assert ball not in s.placed


def test_toreador_grand_ball_needs_two_ready_toreador() -> None:
    s = table()
    ready(s, 0, TOREADOR)
    ready(s, 0, PLAIN)
    hand(s, 0, "Toreador Grand Ball")
    goto(s, "master")
    assert "play toreador-grand-ball" not in legal(s)


# ------------------------------------------------------------------------ Villein


def test_villein_moves_blood_to_the_pool_and_is_a_trifle() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    ready(s, 0, PLAIN2, blood=1)
    hand(s, 0, "Villein")
    goto(s, "master")
    do(s, "play villein", f"target {a}", "target 3")
    assert s.minions[a].blood == 1 and s.pool[0] == 33 and s.phase_actions == 1
    on(s, a, "Villein")


def test_villein_costs_1_pool_more_for_each_villein_on_the_vampire() -> None:
    """ANK 20210714: the extra cost must be payable; LSJ 20100216: what the vampire has."""
    s = table()
    a = ready(s, 0, PLAIN, blood=1)
    attach(s, a, "Villein")
    attach(s, a, "Villein")
    hand(s, 0, "Villein")
    goto(s, "master")
    do(s, "play villein")
    assert s.minions[a].blood == 0 and s.pool[0] == 29  # +1 blood, -2 pool
    s2 = table()
    a2 = ready(s2, 0, PLAIN, blood=3)
    for _ in range(3):
        attach(s2, a2, "Villein")
    s2.pool[0] = 2
    hand(s2, 0, "Villein")
    goto(s2, "master")
    assert "play villein" not in legal(s2)


def test_villein_makes_minion_tap_cost_1_pool_more() -> None:
    from tabletome.games.vtes.hooks import LISTENERS, Play

    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    attach(s, a, "Villein")
    for f in LISTENERS["master-played"]:
        f(s, {"play": Play(0, cid("Minion Tap"), 0, -1, -1)})
    assert s.pool[0] == 29


# ------------------------------------------------------------------------ Visit from the Capuchin


def test_visit_from_the_capuchin_hand_size_and_no_replacement() -> None:
    s = table()
    ready(s, 1, PLAIN2)
    hand(s, 0, "Visit from the Capuchin", "Misdirection")
    goto(s, "master")
    s.phase_actions = 2
    do(s, "play visit-from-the-capuchin")
    cap = in_area(s, 0, "Visit from the Capuchin")
    assert s.placed[cap].counters == 4 and hand_size(s, 0) == 11 and len(s.hand[0]) == 11
    do(s, "play misdirection")
    assert s.placed[cap].counters == 3 and hand_size(s, 0) == 10 and len(s.hand[0]) == 10


def test_visit_from_the_capuchin_burned_with_no_counters_and_not_twice() -> None:
    s = table()
    ready(s, 1, PLAIN2)
    cap = in_play(s, 0, "Visit from the Capuchin", counters=1)
    hand(s, 0, "Misdirection", "Visit from the Capuchin")
    goto(s, "master")
    assert "play visit-from-the-capuchin" not in legal(s)  # PIB 20121031
    do(s, "play misdirection")
    assert cap not in s.placed and len(s.hand[0]) == 1


# ------------------------------------------------------------------------ Week of Nightmares


def test_week_of_nightmares_ravnos_bleed_strength_and_no_normal_hunt() -> None:
    s = table()
    r = ready(s, 0, RAVNOS)
    p = ready(s, 0, PLAIN)
    hand(s, 0, "Week of Nightmares", "Week of Nightmares")
    goto(s, "master")
    s.phase_actions = 2
    do(s, "play week-of-nightmares")
    week = in_area(s, 0, "Week of Nightmares")
    assert s.placed[week].counters == 10
    assert bleed(s, r) == 2 and strength(s, r) == 2 and bleed(s, p) == 1
    assert flagged(s, r, "no-hunt") and not flagged(s, p, "no-hunt")
    assert "play week-of-nightmares" not in legal(s)  # once in a game
    goto(s, "minion")
    assert f"hunt {r}" not in legal(s) and f"hunt {p}" in legal(s)


def test_week_of_nightmares_hunt_steals_blood_from_another_ravnos() -> None:
    s = table()
    r = ready(s, 0, RAVNOS, blood=1)
    v = ready(s, 1, RAVNOS2, blood=2)
    week = in_play(s, 2, "Week of Nightmares", counters=10)
    goto(s, "minion")
    do(s, f"use {week} 1", f"target {v}")
    assert action(s).stealth(s) == 1 and action(s).target_seat == 1
    finish_action(s)
    assert s.minions[r].blood == 2 and s.minions[v].blood == 1
    ops.unlock(s, r)
    s.changed()
    assert f"use {week} 1" not in legal(s)  # once each turn (VT-MIN-08)


def test_week_of_nightmares_counters_move_then_the_nightmare_ends() -> None:
    s = table()
    r = ready(s, 0, RAVNOS, blood=1)
    v = ready(s, 1, RAVNOS2, blood=3)
    week = in_play(s, 2, "Week of Nightmares", counters=2)
    ops.add_counters(s, v, "nightmare", 1)
    goto(s, "unlock")
    do(s, f"use {week} 2", f"target {r}")
    assert s.minions[r].count("nightmare") == 1 and s.placed[week].counters == 1
    assert f"use {week} 2" not in legal(s)
    s.marks = {}
    ops.add_counters(s, r, "nightmare", 1)
    s.changed()
    do(s, f"use {week} 2", f"target {v}")
    assert week not in s.placed
    assert r not in s.minions  # 2 counters, 1 blood: burned
    assert s.minions[v].blood == 1 and s.minions[v].count("nightmare") == 0


# ------------------------------------------------------------------------ Wider View


def test_wider_view_draws_a_crypt_card_and_removes_one() -> None:
    s = table()
    old = uncontrolled(s, 0, PLAIN)
    hand(s, 0, "Wider View")
    goto(s, "master")
    do(s, "play wider-view")
    assert s.phase_actions == 1 and s.pool[0] == 29
    wv = in_area(s, 0, "Wider View")
    goto(s, "influence")
    do(s, f"use {wv} 1")
    assert s.transfers == 3 and len(s.uncontrolled[0]) == 2
    do(s, f"choose {old}")
    assert old not in s.minions and cid(PLAIN) in s.removed[0] and len(s.uncontrolled[0]) == 1


def test_wider_view_4_transfers_burn_it_for_2_pool() -> None:
    s = table()
    wv = in_play(s, 0, "Wider View")
    goto(s, "influence")
    do(s, f"use {wv} 2")
    assert wv not in s.placed and s.pool[0] == 32 and s.transfers == 0
    wv2 = in_play(s, 0, "Wider View")
    goto(s, "minion")
    assert f"use {wv2} 1" not in legal(s) and f"use {wv2} 2" not in legal(s)


_ = (DiscardPhase, InfluencePhase, MinionPhase)


# ------------------------------------------------------------------------ Haven Uncovered


def test_haven_uncovered_goes_on_any_ready_vampire() -> None:
    s = table()
    ready(s, 0, PLAIN)
    b = ready(s, 1, PLAIN2)
    hand(s, 0, "Haven Uncovered")
    goto(s, "master")
    do(s, "play haven-uncovered", f"target {b}")
    haven = on(s, b, "Haven Uncovered")
    assert s.placed[haven].controller == 0 and s.pool[0] == 30 and s.phase_actions == 0


def test_haven_uncovered_minions_enter_combat_with_this_vampire_as_a_1_stealth_directed_action() -> None:
    """VT-ACT-01: directed at the vampire's controller; VT-CMB-03: not by its own controller's minions."""
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, PLAIN2, blood=4)
    b2 = ready(s, 1, PLAIN3, blood=4)
    haven = attach(s, b, "Haven Uncovered", controller=2)
    goto(s, "minion", 1)
    assert f"use {haven} 1" not in legal(s)
    hand(s, 0, "Bonding")  # a card in hand: the combat asks
    goto(s, "minion", 0)
    do(s, f"use {haven} 1")
    assert action(s).stealth(s) == 1 and action(s).directed and action(s).target_seat == 1
    pass_until(s, lambda st: current_combat(st) is not None)
    assert (current_combat(s).a, current_combat(s).b) == (a, b)
    assert b2 in s.ready[1]


def test_haven_uncovered_not_usable_once_the_vampire_is_in_torpor() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=4)
    b = torpor(s, 1, PLAIN2, blood=0)
    haven = attach(s, b, "Haven Uncovered", controller=2)
    goto(s, "minion", 0)
    assert f"use {haven} 1" not in legal(s)


def test_haven_uncovered_this_vampire_burns_it_as_a_1_stealth_directed_action() -> None:
    s = table()
    b = ready(s, 1, PLAIN2, blood=4)
    other = ready(s, 1, PLAIN3, blood=4)
    haven = attach(s, b, "Haven Uncovered", controller=2)
    goto(s, "master", 1)
    assert f"use {haven} 2" not in legal(s)  # an action: in the minion phase
    goto(s, "minion", 1)
    do(s, f"use {haven} 2")  # only the vampire it is on: not asked
    assert action(s).actor == b and action(s).actor != other
    assert action(s).stealth(s) == 1 and action(s).target_seat == 2
    finish_action(s)
    assert haven not in s.placed and cid("Haven Uncovered") in s.ash[1]


# ------------------------------------------------------------------------ Priority Contract


def contract(s: VTESState, assamite: int, host: int) -> int:
    """A Priority Contract of Methuselah 1 (seat 0) for ``assamite``, on ``host``."""
    return ops.put_on(s, cid("Priority Contract"), 0, 0, host, data=(assamite,))


def test_priority_contract_goes_on_a_minion_of_your_prey_for_a_chosen_assamite_and_is_a_trifle() -> None:
    """VT-CARD-35: a trifle gives +1 master phase action."""
    s = table()
    bijou = ready(s, 0, BANU_HAQIM, blood=3)
    ready(s, 0, PLAIN)
    m = ready(s, 1, PLAIN2)
    ready(s, 2, PLAIN3)  # not the prey's
    hand(s, 0, "Priority Contract")
    goto(s, "master")
    do(s, "play priority-contract")  # one Assamite, one minion of the prey: nothing asked
    pc = on(s, m, "Priority Contract")
    assert s.placed[pc].controller == 0 and s.placed[pc].data == (bijou,)
    assert s.phase_actions == 1 and s.pool[0] == 30


def test_priority_contract_needs_a_ready_assamite() -> None:
    """VT-CARD-05: a master card with a clan needs a ready vampire of that clan."""
    s = table()
    ready(s, 0, PLAIN)
    ready(s, 1, PLAIN2)
    hand(s, 0, "Priority Contract")
    goto(s, "master")
    assert "play priority-contract" not in legal(s)


def test_priority_contract_the_chosen_assamite_enters_combat_with_the_minion_as_a_1_stealth_action() -> None:
    s = table()
    bijou = ready(s, 0, BANU_HAQIM, blood=3, locked=True)
    ready(s, 0, PLAIN, blood=4)  # not the chosen Assamite
    m = ready(s, 1, PLAIN2, blood=4)
    pc = contract(s, bijou, m)
    hand(s, 0, "Bonding")  # a card in hand: the combat asks
    goto(s, "minion")
    assert f"use {pc} 1" not in legal(s)  # only the chosen Assamite, here locked
    ops.unlock(s, bijou)
    s.changed()
    do(s, f"use {pc} 1")
    assert action(s).actor == bijou and action(s).stealth(s) == 1 and action(s).target_seat == 1
    pass_until(s, lambda st: current_combat(st) is not None)
    assert (current_combat(s).a, current_combat(s).b) == (bijou, m)


def test_priority_contract_burns_for_3_pool_as_the_minion_is_burned() -> None:
    s = table()
    bijou = ready(s, 0, BANU_HAQIM, blood=3)
    m = ready(s, 1, PLAIN2, blood=4)
    contract(s, bijou, m)
    ops.burn(s, m)
    assert s.pool[0] == 33 and cid("Priority Contract") in s.ash[0]


def test_priority_contract_burns_for_3_pool_as_the_minion_goes_to_torpor_if_its_controller_wants() -> None:
    for answer, pool in (("burn", 33), ("decline", 30)):
        s = table()
        m = ready(s, 1, PLAIN2, blood=4)
        pc = contract(s, ready(s, 0, BANU_HAQIM), m)
        goto(s, "minion", 1)
        ops.to_torpor(s, m)
        s.changed()
        assert legal(s) == ["burn", "decline"] and s.to_move == 0
        do(s, answer)
        assert s.pool[0] == pool and (pc in s.placed) == (answer == "decline")


def test_priority_contract_burns_for_3_pool_when_the_prey_is_ousted() -> None:
    """ANK 20180129-2."""
    s = table()
    m = ready(s, 1, PLAIN2, blood=4)
    contract(s, ready(s, 0, BANU_HAQIM), m)
    ops.burn_pool(s, 1, 30)
    assert s.pool[0] == 30 + 6 + 3


# ------------------------------------------------------------------------ Saulot's Healing Touch


def test_saulots_healing_touch_goes_on_a_salubri_without_archetype() -> None:
    s = table()
    m = ready(s, 0, SALUBRI)
    hand(s, 0, "Saulot's Healing Touch")
    goto(s, "master")
    do(s, "play saulot-s-healing-touch")
    assert on(s, m, "Saulot's Healing Touch") and s.pool[0] == 30
    hand(s, 0, "Saulot's Avenging Fist")
    s.phase_actions = 1
    s.changed()
    assert "play saulot-s-avenging-fist" not in legal(s)  # only one archetype


def test_saulots_healing_touch_rescuing_a_non_tremere_costs_2_less_and_gives_1_blood() -> None:
    """VT-ACT-27: the rescue costs 2 blood, here 0 (the discount applies whoever pays, PIB 20110918)."""
    s = table()
    m = ready(s, 0, SALUBRI, blood=3)
    attach(s, m, "Saulot's Healing Touch")
    v = torpor(s, 0, PLAIN, blood=0)
    t = torpor(s, 0, TREMERE, blood=0)
    goto(s, "minion")
    moves = legal(s)
    assert f"rescue {m} {v} 0" in moves and f"rescue {m} {v} 1" not in moves
    assert f"rescue {m} {t} 2" in moves and f"rescue {m} {t} 0" not in moves
    do(s, f"rescue {m} {v} 0")
    finish_action(s)
    assert v in s.ready[0] and s.minions[v].blood == 1 and s.minions[m].blood == 3


def test_saulots_healing_touch_no_discount_for_another_rescuer() -> None:
    s = table()
    m = ready(s, 0, SALUBRI, blood=3)
    attach(s, m, "Saulot's Healing Touch")
    other = ready(s, 0, PLAIN2, blood=3)
    v = torpor(s, 0, PLAIN, blood=0)
    goto(s, "minion")
    assert f"rescue {other} {v} 0" not in legal(s) and f"rescue {other} {v} 2" in legal(s)


def test_saulots_healing_touch_adds_1_life_to_an_ally_not_above_its_starting_life() -> None:
    s = table()
    m = ready(s, 0, SALUBRI, blood=3)
    sht = attach(s, m, "Saulot's Healing Touch")
    royals = ready(s, 0, "47th Street Royals", blood=1)  # 2 starting life
    rival = ready(s, 1, "War Ghoul", blood=5)  # 5 starting life
    goto(s, "influence")
    assert f"use {sht} 1" not in legal(s)  # an action: in the minion phase
    goto(s, "minion")
    do(s, f"use {sht} 1", f"target {royals}")
    assert action(s).stealth(s) == 1 and not action(s).directed
    finish_action(s)
    assert s.minions[royals].blood == 2
    s.marks.clear()  # a later turn
    ops.unlock(s, m)
    s.changed()
    do(s, f"use {sht} 1", f"target {rival}")
    assert action(s).directed and action(s).target_seat == 1
    finish_action(s)
    assert s.minions[rival].blood == 5  # not above its starting life


def test_saulots_healing_touch_adds_1_blood_to_another_ready_vampire() -> None:
    s = table()
    m = ready(s, 0, SALUBRI, blood=3)
    sht = attach(s, m, "Saulot's Healing Touch")
    v = ready(s, 0, PLAIN, blood=1)
    goto(s, "minion")
    do(s, f"use {sht} 1")  # the only other ready minion
    finish_action(s)
    assert s.minions[v].blood == 2 and s.minions[m].blood == 3


# ------------------------------------------------------------------------ Living Manse is no equipment


def test_anarch_troublemaker_cannot_burn_a_living_manse() -> None:
    """Living Manse: "while in play, this card does not count as equipment"."""
    s = table()
    b = ready(s, 1, "Clara Hjortshøj (G6)")
    manse = attach(s, b, "Living Manse")
    s.placed[manse] = s.placed[manse]._replace(data=("location",))
    bike = attach(s, b, "Sport Bike")
    tm = in_play(s, 0, "Anarch Troublemaker")
    goto(s, "unlock")
    do(s, f"use {tm} 1", "target burn")  # the Sport Bike is the only equipment: not asked
    assert bike not in s.placed and manse in s.placed
