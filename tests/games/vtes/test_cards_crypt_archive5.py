"""Crypt cards of the archive's decks (issue 37, fifth list): the vampires' own texts."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import Combat, current_combat, start_combat
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.phases import UnlockPhase
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import bleed, capacity, static, strength
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    goto,
    hand,
    in_play,
    legal,
    pass_until,
    play,
    ready,
    table,
    uncontrolled,
    until_legal,
)
from tests.games.vtes.test_cards_crypt_archive4 import PLAIN, crows_fight

CAROLINA = "Carolina Vález (G5)"


# ------------------------------------------------------------------------ Carolina Vález


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


# ------------------------------------------------------------------------ Giotto Verducci

GIOTTO = "Giotto Verducci (G2)"


def test_giotto_verducci_discards_one_card_in_another_methuselahs_discard_phase() -> None:
    """VT-TERM-05, VT-CARD-21: discarded to the ash heap, then the hand is drawn up."""
    s = table()
    ready(s, 0, GIOTTO, blood=3)
    hand(s, 0, "Deflection", "Govern the Unaligned")
    goto(s, "discard", 1)
    until_legal(s, "discard deflection")
    assert s.to_move == 0 and "decline" in legal(s)
    do(s, "discard deflection")
    assert s.ash[0][-1] == cid("Deflection") and len(s.hand[0]) == 7


def test_giotto_verducci_not_in_your_own_discard_phase() -> None:
    s = table()
    ready(s, 0, GIOTTO, blood=3)
    hand(s, 0, "Deflection")
    goto(s, "discard", 0)
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append("decline" in legal(st)) or st.current != 0)
    assert not any(seen) and cid("Deflection") in s.hand[0]


def test_giotto_verducci_vampires_burn_1_blood_to_attempt_to_block_him() -> None:
    s = table()
    g = ready(s, 0, GIOTTO, blood=3)
    v = ready(s, 1, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {g}")
    until_legal(s, f"block {v}")
    do(s, f"block {v}")
    assert s.minions[v].blood == 2


def test_giotto_verducci_allies_block_him_for_free() -> None:
    s = table()
    g = ready(s, 0, GIOTTO, blood=3)
    ally = ready(s, 1, "Neighborhood Watch Commander")
    goto(s, "minion")
    do(s, f"bleed {g}")
    until_legal(s, f"block {ally}")
    do(s, f"block {ally}")
    assert s.minions[ally].blood == 1


# ------------------------------------------------------------------------ Petra


def test_petra_damage_she_inflicts_on_baali_is_aggravated() -> None:
    """VT-DMG-07: aggravated damage on an unwounded vampire wounds it (torpor), no blood mends it."""
    assert struck_by(PLAIN, GIOTTO) == (3, False)  # Giotto Verducci is Baali
    assert struck_by("Petra (G4)", GIOTTO) == (4, True)
    assert struck_by("Petra (G4)", PLAIN) == (3, False)  # not Baali: normal damage


def pressed_against(name: str) -> int:
    """Alice Chen presses to continue combat with ``name`` (VT-PRS-01): her blood lost from the press
    until the next decision (the next round's hand strikes included)."""
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    p = ready(s, 1, name, blood=5)
    goto(s, "minion")
    start_combat(s, Combat(a, p))
    c = current_combat(s)
    assert c is not None
    c.add(a, "press", 1, "combat")
    s.settle()
    until_legal(s, f"press {a} continue")
    before = s.minions[a].blood
    do(s, f"press {a} continue")
    return before - s.minions[a].blood


def test_petra_a_vampire_burns_1_blood_after_pressing_to_continue_combat_with_her() -> None:
    plain = pressed_against(PLAIN)  # the next round's hand strike (strength 1, as Petra's)
    assert pressed_against("Petra (G4)") == plain + 1


# ------------------------------------------------------------------------ Skidmark


def hand_while_acting(name: str) -> tuple[int, int]:
    """The vampire bleeds and plays Marked Path (put on him): its Methuselah's hand during the
    action, then after it (VT-CARD-18, VT-CARD-21)."""
    s = table()
    v = ready(s, 0, name, blood=4)
    hand(s, 0, "Marked Path")
    goto(s, "minion")
    do(s, f"bleed {v}")
    until_legal(s, "play marked-path")
    do(s, "play marked-path")
    if "mode basic" in legal(s):  # Skidmark has superior Obfuscate
        do(s, "mode basic")
    during = len(s.hand[0])
    pass_until(s, lambda st: action(st) is None)
    return during, len(s.hand[0])


def test_skidmark_cards_you_play_while_he_acts_are_replaced_after_the_action() -> None:
    assert hand_while_acting(PLAIN) == (7, 7)  # replaced at once: drawn up to the hand size
    assert hand_while_acting("Skidmark (G4)") == (0, 7)


# ------------------------------------------------------------------------ Mélusine d'Anjou

MELUSINE = "Mélusine d'Anjou (G5)"  # capacity 8


def test_melusine_danjou_burns_1_blood_to_give_a_younger_blocker_minus_2_intercept() -> None:
    """VT-STL-03, VT-STL-05: Alice Chen (capacity 7) with Raven Spy blocks at 1 intercept against 0
    stealth; at -1 the attempt fails and the bleed goes through (VT-ACT-10)."""
    s = table()
    m = ready(s, 0, MELUSINE, blood=5)
    b = ready(s, 1, PLAIN, blood=3)
    attach(s, b, "Raven Spy", counters=1)
    goto(s, "minion")
    do(s, f"bleed {m}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    do(s, f"use {m} 1")
    assert s.minions[m].blood == 4
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 29 and not s.minions[b].locked


def test_melusine_danjou_not_against_an_older_blocker() -> None:
    s = table()
    m = ready(s, 0, MELUSINE, blood=5)
    b = ready(s, 1, CAROLINA, blood=3)  # capacity 9
    goto(s, "minion")
    do(s, f"bleed {m}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    assert f"use {m} 1" not in legal(s)


# ------------------------------------------------------------------------ Blackhorse Tanner

BLACKHORSE = "Blackhorse Tanner (G3)"


def test_blackhorse_tanner_places_a_drawn_card_on_the_bottom_and_draws_a_new_one() -> None:
    """VT-CARD-18: drawn from the top of the library; once each turn (VT-TERM-13)."""
    s = table()
    ready(s, 0, BLACKHORSE, blood=3)
    hand(s, 0)
    goto(s, "minion")
    first, second = s.library[0][-1], s.library[0][-2]
    ops.draw(s, 0, 1)
    assert s.to_move == 0 and "decline" in legal(s)
    do(s, f"choose {facts(first).slug}")
    assert s.hand[0] == [second] and s.library[0][0] == first
    ops.draw(s, 0, 1)  # the next draw this turn: not asked again
    assert "decline" not in legal(s) and len(s.hand[0]) == 2


def test_blackhorse_tanner_may_keep_the_card_and_use_it_on_a_later_draw() -> None:
    s = table()
    ready(s, 0, BLACKHORSE, blood=3)
    hand(s, 0)
    goto(s, "minion")
    first = s.library[0][-1]
    ops.draw(s, 0, 1)
    do(s, "decline")
    assert s.hand[0] == [first]
    ops.draw(s, 0, 1)
    assert "decline" in legal(s)


def test_blackhorse_tanner_not_for_a_plain_vampire_or_another_methuselahs_draw() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=3)
    ready(s, 1, BLACKHORSE, blood=3)
    goto(s, "minion")
    ops.draw(s, 0, 1)
    assert "decline" not in legal(s)


# ------------------------------------------------------------------------ Lázár Dobrescu

LAZAR = "Lázár Dobrescu (G2)"


def test_lazar_dobrescu_moves_1_blood_from_your_preys_uncontrolled_region_to_yours() -> None:
    """A directed action (VT-ACT-01) at the prey, whose region it is."""
    s = table()
    lz = ready(s, 0, LAZAR, blood=3)
    mine = uncontrolled(s, 0, PLAIN, blood=1)
    theirs = uncontrolled(s, 1, "Lauren (G6)", blood=2)
    goto(s, "minion")
    do(s, f"use {lz} 1")
    a = action(s)
    assert a is not None and a.directed and a.target_seat == 1
    pass_until(s, lambda st: action(st) is None)
    assert (s.minions[theirs].blood, s.minions[mine].blood) == (1, 2)


def test_lazar_dobrescu_not_without_a_vampire_in_your_uncontrolled_region() -> None:
    """LSJ 19990215."""
    s = table()
    lz = ready(s, 0, LAZAR, blood=3)
    uncontrolled(s, 1, "Lauren (G6)", blood=2)
    goto(s, "minion")
    assert f"use {lz} 1" not in legal(s)


# ------------------------------------------------------------------------ Feo Ramos

FEO = "Feo Ramos (G3)"  # capacity 1


def test_feo_ramos_an_older_sabbat_vampire_of_another_methuselah_burns_1_blood_to_lock_him() -> None:
    """In his controller's unlock phase, after he unlocked (VT-UNL-01)."""
    s = table()
    f = ready(s, 0, FEO, blood=1, locked=True)
    o = ready(s, 1, CAROLINA, blood=3)  # Sabbat, capacity 9
    goto(s, "unlock", 0)
    assert not s.minions[f].locked
    until_legal(s, f"use {f} 1")
    assert s.to_move == 1
    do(s, f"use {f} 1")
    assert s.minions[f].locked and s.minions[o].blood == 2


def asked_to_lock_feo(other: str, phase_of: int = 0) -> bool:
    s = table()
    f = ready(s, 0, FEO, blood=1)
    ready(s, 1, other, blood=3)
    goto(s, "unlock", phase_of)
    seen: list[bool] = []
    pass_until(
        s, lambda st: seen.append(f"use {f} 1" in legal(st)) or not any(isinstance(x, UnlockPhase) for x in st.stack)
    )
    return any(seen)


def test_feo_ramos_only_older_sabbat_vampires_in_his_controllers_unlock_phase() -> None:
    assert asked_to_lock_feo(CAROLINA)
    assert not asked_to_lock_feo(PLAIN)  # Camarilla
    assert not asked_to_lock_feo(CAROLINA, phase_of=2)  # another Methuselah's unlock phase


# ------------------------------------------------------------------------ Gem Ghastly

GEM = "Gem Ghastly (G5)"


def may_play(name: str, card: str, phase: str) -> bool:
    s = table()
    ready(s, 0, name, blood=4)
    hand(s, 0, card)
    goto(s, phase)
    return f"play {facts(cid(card)).slug}" in legal(s)


def test_gem_ghastly_plays_cards_requiring_a_ventrue_as_if_she_were_one() -> None:
    """VT-CARD-05: a card requiring a clan is played by a vampire of that clan."""
    assert not may_play("Lauren (G6)", "Political Ally", "minion")  # a Tremere
    assert may_play(GEM, "Political Ally", "minion")


def test_gem_ghastly_you_play_master_cards_requiring_a_ventrue_as_if_she_were_one() -> None:
    """VT-CARD-05: a master card requiring a clan needs a ready vampire of that clan."""
    assert not may_play("Lauren (G6)", "Uptown Hunting Ground", "master")
    assert may_play(GEM, "Uptown Hunting Ground", "master")


# ------------------------------------------------------------------------ Randall

RANDALL = "Randall (G4)"


def randall_table(seat: int) -> tuple[VTESState, int, int]:
    """Alice Chen and Lauren (4 blood each) fight a round of hand strikes (1 damage each); Randall is
    controlled by ``seat``: asked in Lauren's prevention window."""
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    v = ready(s, 1, "Lauren (G6)", blood=4)
    r = ready(s, seat, RANDALL, blood=4)
    goto(s, "minion")
    start_combat(s, Combat(a, v))
    s.settle()
    until_legal(s, f"use {r} 1")
    return s, v, r


def test_randall_burns_1_blood_to_prevent_1_damage_to_any_other_minion_in_combat() -> None:
    """VT-DMG-02: prevented damage is not inflicted; another Methuselah's minion too."""
    s, v, r = randall_table(2)
    assert s.to_move == 2
    do(s, f"use {r} 1")
    assert s.minions[r].blood == 3
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[v].blood == 4 and not s.minions[v].cards


def test_randall_once_each_minion_phase() -> None:
    s, _v, r = randall_table(1)
    do(s, f"use {r} 1")
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {r} 1" in legal(st)) or current_combat(st) is None)
    assert not any(seen)  # not again for Alice Chen's damage either (VT-TERM-13)


# ------------------------------------------------------------------------ J. Oswald "Ozzy" Hyde-White

OZZY = 'J. Oswald "Ozzy" Hyde-White (G3)'  # 1 bleed, 1 strength printed


def ozzy_after_unlock(seed: int) -> tuple[int, int, int, int]:
    """The die rolled in his controller's unlock phase (VT-UNL-02), and his stealth, bleed, strength."""
    s = table(seed=seed)
    o = ready(s, 0, OZZY, blood=4, locked=True)
    goto(s, "unlock")
    roll = s.game_marks[("ozzy-roll", o)]
    return roll, static(s, o, "stealth"), bleed(s, o), strength(s, o)


def test_j_oswald_ozzy_hyde_white_rolls_a_die_in_your_unlock_phase() -> None:
    seen = set()
    for seed in range(1, 8):
        roll, stealth, bleeds, strikes = ozzy_after_unlock(seed)
        seen.add(roll)
        if roll in (1, 2):
            assert (stealth, bleeds, strikes) == (1, 1, 1)
        elif roll in (5, 6):
            assert (stealth, bleeds, strikes) == (0, 0, 2)
        else:
            assert (stealth, bleeds, strikes) == (0, 1, 1)
    assert seen & {1, 2} and seen & {3, 4} and seen & {5, 6}  # every case met


def test_j_oswald_ozzy_hyde_white_the_effect_lasts_until_your_next_unlock_phase() -> None:
    s = table(seed=4)
    o = ready(s, 0, OZZY, blood=4, locked=True)
    goto(s, "unlock")
    assert s.game_marks[("ozzy-roll", o)] == 2
    goto(s, "unlock", 1)  # another Methuselah's unlock phase: no roll, the effect stays
    assert s.game_marks[("ozzy-roll", o)] == 2 and static(s, o, "stealth") == 1


# ------------------------------------------------------------------------ Daria

DARIA = "Daria (G6)"


def test_daria_directed_actions_cost_her_1_blood() -> None:
    """VT-ACT-06: a bleed is directed; VT-RES-01: the cost is paid as the action succeeds."""
    s = table()
    d = ready(s, 0, DARIA, blood=2)
    goto(s, "minion")
    do(s, f"bleed {d}")
    assert s.minions[d].blood == 2  # not yet: on success
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[d].blood == 1 and s.pool[1] == 29


def test_daria_undirected_actions_cost_nothing_more() -> None:
    s = table()
    d = ready(s, 0, DARIA, blood=2)
    goto(s, "minion")
    do(s, f"hunt {d}")
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[d].blood == 3


def test_daria_locks_to_give_another_nosferatu_plus_1_stealth() -> None:
    """VT-STL-04: stealth when needed, against Alice Chen blocking with 1 intercept (Raven Spy)."""
    s = table()
    d = ready(s, 0, DARIA, blood=2)
    n = ready(s, 0, "Nikolaus Vermeulen (G2)", blood=3)  # a Nosferatu
    b = ready(s, 1, PLAIN, blood=3)
    attach(s, b, "Raven Spy", counters=1)
    goto(s, "minion")
    do(s, f"bleed {n}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"use {d} 1")
    do(s, f"use {d} 1")
    a = action(s)
    assert a is not None and a.stealth(s) == 1 and s.minions[d].locked


# ------------------------------------------------------------------------ Ambrosio Luis Monçada

MONCADA = "Ambrosio Luis Monçada, Plenipotentiary (G2)"


def test_ambrosio_luis_moncada_cannot_block() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    m = ready(s, 1, MONCADA, blood=5)
    goto(s, "minion")
    do(s, f"bleed {a}")
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"block {m}" in legal(st)) or action(st) is None)
    assert not any(seen)


def test_ambrosio_luis_moncada_actions_directed_at_him_cost_1_additional_pool() -> None:
    """VT-RES-01: paid as the action succeeds; Tier of Souls steals 1 blood from him."""
    s = table()
    ready(s, 0, "Lenny Burkhead (G6)", blood=3)  # Animalism
    m = ready(s, 1, MONCADA, blood=5)
    hand(s, 0, "Tier of Souls")
    goto(s, "minion")
    play(s, "tier-of-souls", "mode basic", f"target {m}")
    assert s.pool[0] == 30
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[0] == 29 and s.minions[m].blood == 4


def test_ambrosio_luis_moncada_unlocks_another_ready_lasombra_in_your_discard_phase() -> None:
    s = table()
    m = ready(s, 0, MONCADA, blood=5)
    c = ready(s, 0, CAROLINA, blood=5, locked=True)  # a Lasombra
    goto(s, "discard")
    until_legal(s, f"use {m} 1")
    do(s, f"use {m} 1")
    assert not s.minions[c].locked


# ------------------------------------------------------------------------ Hel-Blá

HEL_BLA = "Hel-Blá (G6)"


def test_hel_bla_moves_an_ally_requiring_hecata_or_oblivion_from_your_ash_heap_locked() -> None:
    """A +1 stealth action costing 1 blood, paid as it succeeds (VT-RES-01); the ally with its starting
    life, locked."""
    s = table()
    h = ready(s, 0, HEL_BLA, blood=3)
    s.ash[0] = [cid("Aggressive Corpse"), cid("Neighborhood Watch Commander")]
    goto(s, "minion")
    do(s, f"use {h} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    pass_until(s, lambda st: action(st) is None)
    new = [u for u in s.ready[0] if s.minions[u].card == cid("Aggressive Corpse")]
    assert len(new) == 1 and s.minions[new[0]].locked and s.minions[new[0]].blood == 3
    assert s.minions[h].blood == 2 and s.ash[0] == [cid("Neighborhood Watch Commander")]


def test_hel_bla_not_without_such_an_ally_in_your_ash_heap() -> None:
    s = table()
    h = ready(s, 0, HEL_BLA, blood=3)
    s.ash[0] = [cid("Neighborhood Watch Commander")]
    goto(s, "minion")
    assert f"use {h} 1" not in legal(s)


# ------------------------------------------------------------------------ Jaroslav Pascek

JAROSLAV = "Jaroslav Pascek (G3)"


def cleaver_damage(name: str, strike: str = "strike meat-cleaver-strength+1") -> int:
    """``name`` with Meat Cleaver (strength+1) strikes Lauren (8 blood) once: the damage she mends."""
    s = table()
    j = ready(s, 0, name, blood=4)
    attach(s, j, "Meat Cleaver")
    v = ready(s, 1, "Lauren (G6)", blood=8)
    goto(s, "minion")
    start_combat(s, Combat(j, v))
    s.settle()
    until_legal(s, strike)
    do(s, strike)
    pass_until(s, lambda st: current_combat(st) is None)
    return 8 - s.minions[v].blood


def test_jaroslav_pascek_inflicts_2_more_damage_with_melee_weapons() -> None:
    """VT-STR-06: strength+1 with strength 1 is 2 damage; +2 for Jaroslav; his hand strike is not a weapon."""
    assert cleaver_damage(PLAIN) == 2
    assert cleaver_damage(JAROSLAV) == 4
    assert cleaver_damage(JAROSLAV, "strike hand") == 1


def test_jaroslav_pascek_inflicts_1_damage_on_each_of_your_preys_sabbat_vampires() -> None:
    """A (D) action at the prey (VT-ACT-01); the damage is mended with blood (VT-DMG-03)."""
    s = table()
    j = ready(s, 0, JAROSLAV, blood=4)
    sabbat = ready(s, 1, CAROLINA, blood=4)
    camarilla = ready(s, 1, "Lauren (G6)", blood=4)
    other = ready(s, 2, CAROLINA, blood=4)
    goto(s, "minion")
    do(s, f"use {j} 1")
    a = action(s)
    assert a is not None and a.directed and a.target_seat == 1
    pass_until(s, lambda st: action(st) is None)
    assert [s.minions[u].blood for u in (sabbat, camarilla, other)] == [3, 4, 4]


def test_jaroslav_pascek_has_1_intercept() -> None:
    s = table()
    j = ready(s, 0, JAROSLAV, blood=4)
    assert static(s, j, "intercept") == 1


# ------------------------------------------------------------------------ Saulot, The Wanderer

SAULOT = "Saulot, The Wanderer (G4)"


def test_saulot_the_wanderer_damage_baali_inflict_on_him_is_reduced_to_0() -> None:
    assert struck_by(GIOTTO, SAULOT) == (4, False)  # Giotto Verducci is Baali
    assert struck_by(PLAIN, SAULOT) == (3, False)


def test_saulot_the_wanderer_moves_2_blood_in_your_unlock_phase() -> None:
    s = table()
    sa = ready(s, 0, SAULOT, blood=4)
    u = uncontrolled(s, 0, PLAIN, blood=0)
    other = ready(s, 1, "Lauren (G6)", blood=1)
    goto(s, "unlock")
    until_legal(s, f"use {sa} 1")
    options = [m for m in legal(s) if m.startswith("use")]
    assert options == [f"use {sa} 1"]
    do(s, f"use {sa} 1")
    assert f"target {u}" in legal(s) and f"target {other}" in legal(s)
    do(s, f"target {u}")
    assert (s.minions[sa].blood, s.minions[u].blood) == (2, 2)
    assert f"use {sa} 1" not in legal(s)  # once each unlock phase


def test_saulot_the_wanderer_plus_1_bleed_and_strength() -> None:
    s = table()
    sa = ready(s, 0, SAULOT, blood=4)
    assert (bleed(s, sa), strength(s, sa)) == (2, 2)


# ------------------------------------------------------------------------ Ondine "Boudicca" Sinclair

ONDINE = 'Ondine "Boudicca" Sinclair (G5)'


def ondine_bleed_stealth(edge: int) -> int:
    s = table()
    o = ready(s, 0, ONDINE, blood=3)
    s.edge = edge
    goto(s, "minion")
    do(s, f"bleed {o}")
    a = action(s)
    assert a is not None
    return a.stealth(s)


def test_ondine_boudicca_sinclair_plus_1_stealth_when_bleeding_while_you_have_the_edge() -> None:
    """VT-ACT-06: a bleed has 0 stealth; the Edge (VT-EDGE-01) is the condition."""
    assert ondine_bleed_stealth(0) == 1
    assert ondine_bleed_stealth(1) == 0  # another Methuselah has it
    s = table()
    o = ready(s, 0, ONDINE, blood=3)
    assert strength(s, o) == 2


# ------------------------------------------------------------------------ Lord Ashton

ASHTON = "Lord Ashton (G3)"


def test_lord_ashton_another_gangrel_moves_a_discipline_card_from_its_library_to_itself() -> None:
    """Another Methuselah's Gangrel too; the card's level and capacity (VT-CARD-37, VT-CARD-38); the
    library shuffled after the search (VT-TERM-15)."""
    s = table()
    ash = ready(s, 1, ASHTON, blood=3)
    g = ready(s, 0, "Anastasia Grey (G1)", blood=3)  # a Gangrel, basic Animalism and Protean
    s.library[0][:0] = [cid("Animalism"), cid("Protean")]
    goto(s, "minion")
    do(s, f"use {ash} 1")
    a = action(s)
    assert a is not None and a.actor == g and a.stealth(s) == 1
    until_legal(s, "decline")
    assert {"choose animalism", "choose protean"} <= set(legal(s))
    do(s, "choose animalism")
    pass_until(s, lambda st: action(st) is None)
    assert [s.placed[p].card for p in s.minions[g].cards] == [cid("Animalism")]
    assert capacity(s, g) == 4 and cid("Animalism") not in s.library[0]


def test_lord_ashton_not_by_himself() -> None:
    s = table()
    ash = ready(s, 0, ASHTON, blood=3)
    s.library[0][:0] = [cid("Animalism")]
    goto(s, "minion")
    assert f"use {ash} 1" not in legal(s)


# ------------------------------------------------------------------------ Baba Yaga, the Iron Hag

BABA = "Baba Yaga, the Iron Hag (G5)"


def test_baba_yaga_unlocks_once_each_turn_when_she_employs_a_retainer() -> None:
    """VT-ACT-19: the employ action locks her (VT-ANN-02); she may unlock as it succeeds."""
    s = table()
    b = ready(s, 0, BABA, blood=6)
    hand(s, 0, "Raven Spy", "Mr. Winthrop")
    goto(s, "minion")
    do(s, "play raven-spy", "mode basic")
    until_legal(s, "choose unlock")
    do(s, "choose unlock")
    assert not s.minions[b].locked and len(s.minions[b].cards) == 1
    pass_until(s, lambda st: action(st) is None)
    do(s, "play mr-winthrop")
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append("choose unlock" in legal(st)) or action(st) is None)
    assert not any(seen) and s.minions[b].locked and len(s.minions[b].cards) == 2


def test_baba_yaga_burns_1_blood_for_aggravated_hand_strikes_this_round() -> None:
    """VT-DMG-07: aggravated damage on an unwounded vampire sends it to torpor; strength 2 (+1)."""
    s = table()
    b = ready(s, 0, BABA, blood=4)
    v = ready(s, 1, "Lauren (G6)", blood=4)
    goto(s, "minion")
    start_combat(s, Combat(b, v))
    s.settle()
    until_legal(s, f"use {b} 1")
    do(s, f"use {b} 1")
    assert s.minions[b].blood == 3 and f"use {b} 1" not in legal(s)  # once each round
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.in_torpor(v) and s.minions[v].blood == 3  # 2 aggravated: wounded, then 1 blood burned


# ------------------------------------------------------------------------ Rosa Hernández

ROSA = "Rosa Hernández (G4)"


def employ_stealth(name: str, card: str) -> int:
    s = table()
    ready(s, 0, name, blood=4)
    hand(s, 0, card)
    goto(s, "minion")
    do(s, f"play {facts(cid(card)).slug}")
    a = action(s)
    assert a is not None
    return a.stealth(s)


def test_rosa_hernandez_plus_1_stealth_when_employing_retainers() -> None:
    """VT-ACT-19: an employ action has +1 stealth; Mr. Winthrop is a retainer."""
    assert employ_stealth(PLAIN, "Mr. Winthrop") == 1
    assert employ_stealth(ROSA, "Mr. Winthrop") == 2


def test_rosa_hernandez_not_when_recruiting_an_ally() -> None:
    assert employ_stealth(ROSA, "Neighborhood Watch Commander") == employ_stealth(PLAIN, "Neighborhood Watch Commander")


# ------------------------------------------------------------------------ Righteous Endeavor

RIGHTEOUS = "Righteous Endeavor (G5)"


def test_righteous_endeavor_plus_1_intercept_against_infernal_minions() -> None:
    """VT-STL-03: his intercept blocking Giotto Verducci (Infernal) and Alice Chen."""
    for actor, expected in ((GIOTTO, 1), (PLAIN, 0)):
        s = table()
        a = ready(s, 0, actor, blood=4)
        r = ready(s, 1, RIGHTEOUS, blood=4)
        goto(s, "minion")
        do(s, f"bleed {a}")
        course = action(s)
        assert course is not None
        assert course.intercept(s, r) == expected


def test_righteous_endeavor_plus_1_strength_in_combat_with_an_infernal_minion() -> None:
    for other, expected in ((GIOTTO, 2), (PLAIN, 1)):
        s = table()
        r = ready(s, 0, RIGHTEOUS, blood=4)
        o = ready(s, 1, other, blood=4)
        goto(s, "minion")
        start_combat(s, Combat(r, o))
        assert strength(s, r) == expected


# ------------------------------------------------------------------------ Ariadne


def test_ariadne_plus_1_hunt() -> None:
    """VT-ACT-13: a hunt gains 1 blood, 2 for her."""
    s = table()
    a = ready(s, 0, "Ariadne (G5)", blood=1)
    goto(s, "minion")
    do(s, f"hunt {a}")
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[a].blood == 3


def test_ariadne_blood_hunts_cannot_be_called_on_her() -> None:
    """VT-DIAB-08: a diablerie calls a blood hunt on the diablerist; not on her."""
    from tabletome.games.vtes.politics import call_blood_hunt

    for name, called in ((PLAIN, True), ("Ariadne (G5)", False)):
        s = table()
        v = ready(s, 0, name, blood=3)
        goto(s, "minion")
        depth = len(s.stack)
        call_blood_hunt(s, v)
        assert (len(s.stack) > depth) == called


# ------------------------------------------------------------------------ Keller Thiel

KELLER = "Keller Thiel (G5)"


def bled_by(locked: bool) -> tuple[int, int]:
    """Alice Chen bleeds seat 1, who controls Keller Thiel: her blood after, and seat 1's pool."""
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    ready(s, 1, KELLER, blood=3, locked=locked)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: action(st) is None)
    return s.minions[a].blood, s.pool[1]


def test_keller_thiel_minions_burn_1_blood_after_bleeding_you_successfully() -> None:
    """VT-ACT-10: the bleed succeeds (1 pool); then the acting minion burns 1 blood."""
    assert bled_by(locked=False) == (2, 29)


def test_keller_thiel_not_while_he_is_locked() -> None:
    assert bled_by(locked=True) == (3, 29)


# ------------------------------------------------------------------------ Otieno, Darvag, The Arcadian


def test_otieno_plus_1_bleed_against_a_methuselah_who_controls_a_ready_guruhi() -> None:
    for prey, expected in (("Lauren (G6)", 1), ("Fish (G4)", 2)):  # Fish is a Guruhi
        s = table()
        o = ready(s, 0, "Otieno (G4)", blood=4)
        ready(s, 1, prey, blood=3)
        goto(s, "minion")
        do(s, f"bleed {o}")
        assert bleed(s, o) == expected, prey


def test_darvag_burns_a_location_as_a_directed_action() -> None:
    s = table()
    d = ready(s, 0, "Darvag, The Butcher of Rus (G4)", blood=4)
    loc = in_play(s, 1, "Powerbase: Zürich")
    goto(s, "minion")
    do(s, f"use {d} 1")
    a = action(s)
    assert a is not None and a.directed and a.target_seat == 1
    pass_until(s, lambda st: action(st) is None)
    assert loc not in s.placed and cid("Powerbase: Zürich") in s.ash[1]


def test_the_arcadian_bleeds_with_plus_1_bleed_as_a_plus_1_stealth_action_costing_1_blood() -> None:
    """VT-ACT-10: the bleed burns 2 pool; the cost paid as it succeeds (VT-RES-01)."""
    s = table()
    a = ready(s, 0, "The Arcadian (G5)", blood=4)
    goto(s, "minion")
    do(s, f"use {a} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and course.directed
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 28 and s.minions[a].blood == 3


# ------------------------------------------------------------------------ Jacob Fermor

JACOB = "Jacob Fermor (G4)"


def test_jacob_fermor_while_ready_werewolves_you_control_get_plus_1_bleed() -> None:
    s = table()
    j = ready(s, 0, JACOB, blood=4)
    deuce = ready(s, 0, "Double Deuce")  # a werewolf ally
    theirs = ready(s, 1, "Double Deuce")
    base = bleed(s, theirs)
    assert bleed(s, deuce) == base + 1 and bleed(s, j) == 1
    s.ready[0].remove(j)
    s.torpor[0].append(j)  # in torpor: not ready
    assert bleed(s, deuce) == base


def test_jacob_fermor_gets_an_optional_press_each_combat() -> None:
    s = table()
    j = ready(s, 0, JACOB, blood=4)
    v = ready(s, 1, "Lauren (G6)", blood=4)
    goto(s, "minion")
    start_combat(s, Combat(j, v))
    c = current_combat(s)
    assert c is not None and c.has(j, "press")
