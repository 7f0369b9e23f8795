"""Allies, retainers and equipment of the tournament-winning decks (issue 37, fourth list): Gregory
Winter, ECTU Operative, The Vozhd of Gravesend..."""

from __future__ import annotations

from tabletome.games.vtes.combat import current_combat
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
    play,
    ready,
    table,
    torpor,
    uncontrolled,
    until_legal,
)
from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, to


def uses_of(s: VTESState, uid: int) -> list[str]:
    return [m for m in legal(s) if m.startswith(f"use {uid} ")]


# ------------------------------------------------------------------------ Gregory Winter


def test_gregory_winter_steals_1_blood_becoming_life_as_a_1_stealth_directed_action() -> None:
    s = table()
    greg = ready(s, 0, "Gregory Winter")
    b = ready(s, 1, OPP, blood=4)
    mine = ready(s, 0, "Alice Chen (G6)", blood=4)
    goto(s, "minion")
    do(s, f"use {greg} 1")
    course = action(s)  # the one vampire of another Methuselah: taken without asking, not one of yours
    assert course is not None and course.aplay is not None and course.aplay.targets == (b,) and mine != b
    assert course is not None and course.directed and course.target_seat == 1 and course.stealth(s) == 1
    finish_action(s)
    assert blood(s, b) == 3 and blood(s, greg) == 5  # 4 life, +1 (becoming life)


def test_gregory_winter_burns_a_vampire_in_torpor_to_gain_2_life() -> None:
    s = table()
    greg = ready(s, 0, "Gregory Winter")
    sleeper = torpor(s, 1, "Lauren (G6)", blood=1)
    ready(s, 1, OPP, blood=4)
    goto(s, "minion")
    do(s, f"use {greg} 2")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    finish_action(s)
    assert sleeper not in s.minions and blood(s, greg) == 6


def test_gregory_winter_burns_1_life_during_your_unlock_phase() -> None:
    s = table()
    greg = ready(s, 0, "Gregory Winter")
    other = ready(s, 1, "Gregory Winter", blood=2)
    goto(s, "unlock")
    pass_until(s, lambda st: st.phase != "unlock")
    assert blood(s, greg) == 3 and blood(s, other) == 2  # only in its controller's unlock phase


def test_gregory_winter_with_1_life_is_burned_in_your_unlock_phase() -> None:
    s = table()
    greg = ready(s, 0, "Gregory Winter", blood=1)
    goto(s, "unlock")
    pass_until(s, lambda st: st.phase != "unlock")
    assert greg not in s.minions and cid("Gregory Winter") in s.ash[0]


# ------------------------------------------------------------------------ ECTU Operative


def test_ectu_operative_strikes_1r_with_a_maneuver_each_combat() -> None:
    s = table()
    ectu = ready(s, 0, "ECTU Operative")
    b = ready(s, 1, OPP, blood=4)
    fight(s, ectu, b)
    c = current_combat(s)
    assert c is not None and c.count(ectu, "maneuver") == 1
    to(s, "strike", 0)
    assert "strike ectu-operative-1r" in legal(s)


def test_ectu_operative_burns_a_vampire_in_torpor_as_a_directed_action() -> None:
    s = table()
    ectu = ready(s, 0, "ECTU Operative")
    sleeper = torpor(s, 2, "Lauren (G6)", blood=2)
    awake = ready(s, 2, OPP, blood=4)
    goto(s, "minion")
    assert len(uses_of(s, ectu)) == 1
    do(s, f"use {ectu} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 2
    finish_action(s)
    assert sleeper not in s.minions and awake in s.minions and blood(s, ectu) == 3


# ------------------------------------------------------------------------ The Vozhd of Gravesend


def test_the_vozhd_of_gravesend_prevents_1_damage_each_round() -> None:
    s = table()
    vozhd = ready(s, 0, "The Vozhd of Gravesend")
    b = ready(s, 1, "Alice Chen (G6)", blood=5)  # a hand strike of 1
    fight(s, vozhd, b)
    until_legal(s, f"shield {vozhd} 1")
    do(s, f"shield {vozhd} 1")
    end_combat(s)
    assert blood(s, vozhd) == 5 and blood(s, b) == 1  # 1 damage prevented; 4 strength


def test_the_vozhd_of_gravesend_burns_1_life_to_cancel_a_strike_card() -> None:
    s = table()
    vozhd = ready(s, 0, "The Vozhd of Gravesend")
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 1, "Roundhouse")
    fight(s, vozhd, b)
    to(s, "strike", 1)
    do(s, "play roundhouse", "mode basic")
    assert s.to_move == 0
    moves = uses_of(s, vozhd)
    assert moves == [f"use {vozhd} 2"]
    do(s, moves[0])
    pass_until(s, lambda st: cid("Roundhouse") in st.ash[1])
    assert blood(s, vozhd) == 4 and blood(s, b) == 4  # its cost (1 blood) not paid
    to(s, "strike", 1)
    assert "strike hand" in legal(s)  # the minion chooses a strike again


def test_the_vozhd_of_gravesend_enters_combat_with_a_vampire_and_burns_an_ally_as_it_enters_play() -> None:
    s = table()
    ready(s, 0, "Devin Bisley (G2)", blood=5)  # a Tzimisce
    ectu = ready(s, 0, "ECTU Operative")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "The Vozhd of Gravesend")
    goto(s, "minion")
    do(s, "play the-vozhd-of-gravesend")
    finish_action(s)
    assert ectu not in s.minions  # "burn an ally or retainer you control": the only one
    vozhd = next(u for u in s.ready[0] if s.minions[u].card == cid("The Vozhd of Gravesend"))
    assert uses_of(s, vozhd) == []  # recruited this turn (VT-ACT-22)
    s.marks.pop(("recruited", vozhd), None)
    s.changed()
    do(s, f"use {vozhd} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.aplay is not None
    assert course.aplay.targets == (b,)


# ------------------------------------------------------------------------ Kaymakli Fragment


def test_kaymakli_fragment_a_sabbat_vampire_draws_5_cards_as_an_action() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)  # Sabbat
    frag = attach(s, a, "Kaymakli Fragment")
    hand(s, 0, *["Kaymakli Fragment"] * 7)
    goto(s, "minion")
    assert uses_of(s, frag) == [f"use {frag} 1"]  # not infernal: only the draw
    before = len(s.library[0])
    do(s, f"use {frag} 1")
    course = action(s)
    assert course is not None and not course.directed
    for _ in range(5):  # discard down afterward, the owner choosing
        until_legal(s, "discard kaymakli-fragment")
        do(s, "discard kaymakli-fragment")
    finish_action(s)
    assert len(s.library[0]) == before - 5 and len(s.hand[0]) == 7 and len(s.ash[0]) == 5  # discarded down


def test_kaymakli_fragment_not_for_a_camarilla_vampire() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    frag = attach(s, a, "Kaymakli Fragment")
    goto(s, "minion")
    assert uses_of(s, frag) == []


def test_kaymakli_fragment_an_infernal_minion_adds_3_blood_to_an_uncontrolled_vampire() -> None:
    s = table()
    a = ready(s, 0, "Azaneal (G4)", blood=4)  # infernal, Independent
    frag = attach(s, a, "Kaymakli Fragment")
    young = uncontrolled(s, 0, "Lauren (G6)", blood=1)
    goto(s, "minion")
    assert uses_of(s, frag) == [f"use {frag} 2"]
    do(s, f"use {frag} 2")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and not course.directed
    finish_action(s)
    assert blood(s, young) == 4


def test_kaymakli_fragment_an_opposing_minion_can_strike_to_steal_it() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)
    frag = attach(s, a, "Kaymakli Fragment")
    magnum = attach(s, a, ".44 Magnum")
    b = ready(s, 1, "Patrick (G4)", blood=4)
    fight(s, a, b)
    to(s, "strike", 0)
    assert "strike steal-kaymakli-fragment" not in legal(s)  # not its own bearer
    do(s, "strike hand")
    to(s, "strike", 1)
    moves = [m for m in legal(s) if "steal" in m]
    assert moves == ["strike steal-kaymakli-fragment"]  # this card only, not the Magnum
    do(s, moves[0])
    end_combat(s)
    assert s.placed[frag].host == b and s.placed[magnum].host == a


# ------------------------------------------------------------------------ Seal of Veddartha


def test_seal_of_veddartha_bleeds_at_1_bleed_as_a_directed_action() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)  # capacity 7
    seal = attach(s, a, "Seal of Veddartha")
    goto(s, "minion")
    do(s, f"use {seal} 1")
    course = action(s)
    assert course is not None and course.is_bleed() and course.target_seat == 1
    finish_action(s)
    assert s.pool[1] == 28  # 1 + 1 bleed
    assert uses_of(s, seal) == [] and f"bleed {a}" not in legal(s)  # one bleed each turn


def test_seal_of_veddartha_not_usable_to_bleed_by_a_vampire_with_capacity_5_or_less() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)  # capacity 4
    seal = attach(s, a, "Seal of Veddartha")
    goto(s, "minion")
    assert uses_of(s, seal) == []


def test_seal_of_veddartha_counters_grant_dominate_then_fortitude_up_to_4() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    a = ready(s, 0, OPP, blood=4)  # no Dominate, no Fortitude; capacity 4: the levels apply all the same
    seal = attach(s, a, "Seal of Veddartha")
    seen = []
    for turn in range(5):
        goto(s, "unlock", turn=turn + 1)
        pass_until(s, lambda st: st.phase != "unlock")
        seen.append((s.placed[seal].counters, level(s, a, "dom"), level(s, a, "for")))
    assert seen == [(1, 1, 0), (2, 2, 0), (3, 2, 1), (4, 2, 2), (4, 2, 2)]


def test_seal_of_veddartha_loses_its_counters_when_another_minion_gains_control_of_it() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 0, "Patrick (G4)", blood=4)
    seal = attach(s, a, "Seal of Veddartha", counters=3)
    goto(s, "minion")
    do(s, f"equip {b} {seal}")  # an equip action taking it from another minion (VT-ACT-18)
    finish_action(s)
    assert s.placed[seal].host == b and s.placed[seal].counters == 0


# ------------------------------------------------------------------------ Concoction of Vitality


def concoction_bleed(s: VTESState, use: bool) -> tuple[int, int, int]:
    a = ready(s, 0, "Alice Chen (G6)", blood=4)  # dom obf FOR PRE
    potion = attach(s, a, "Concoction of Vitality")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Aire of Elation")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert f"use {potion} 1" in legal(s)
    if use:
        do(s, f"use {potion} 1")
    return a, potion, b


def test_concoction_of_vitality_burned_as_the_action_is_announced_vampires_cannot_block() -> None:
    s = table()
    _a, potion, b = concoction_bleed(s, use=True)
    course = action(s)
    assert course is not None and "no-vampire-block" in course.flags
    assert potion not in s.placed and cid("Concoction of Vitality") in s.ash[0]
    pass_until(s, lambda st: action(st) is None or st.to_move == 1)
    assert f"block {b}" not in legal(s)


def test_concoction_of_vitality_then_no_cards_requiring_disciplines_until_the_action_is_complete() -> None:
    s = table()
    concoction_bleed(s, use=True)
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append("play aire-of-elation" in legal(st)) or action(st) is None)
    assert not any(seen)


def test_concoction_of_vitality_kept_the_vampire_plays_cards_requiring_disciplines() -> None:
    s = table()
    concoction_bleed(s, use=False)
    until_legal(s, "play aire-of-elation")


# ------------------------------------------------------------------------ The Book of Going Forth by Night


def test_the_book_of_going_forth_by_night_gives_superior_serpentis() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    a = ready(s, 0, OPP, blood=4)
    assert level(s, a, "ser") == 0
    attach(s, a, "The Book of Going Forth by Night")
    assert level(s, a, "ser") == 2


def test_the_book_of_going_forth_by_night_an_opposing_ally_burned_is_stolen_and_locked_with_1_life() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=5)  # a hand strike of 1
    attach(s, a, ".44 Magnum")  # 2R: enough to burn the ally
    attach(s, a, "The Book of Going Forth by Night")
    ally = ready(s, 1, "ECTU Operative", blood=2)
    fight(s, a, ally)
    until_legal(s, "strike 44-magnum-2r")
    do(s, "strike 44-magnum-2r")
    end_combat(s)
    assert ally in s.minions and ally in s.ready[0] and s.minions[ally].locked and blood(s, ally) == 1
    assert cid("ECTU Operative") not in s.ash[1]


def test_the_book_of_going_forth_by_night_not_for_an_ally_opposing_another_vampire() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=5)
    attach(s, a, ".44 Magnum")
    other = ready(s, 0, OPP, blood=4, locked=True)
    attach(s, other, "The Book of Going Forth by Night")  # on a vampire not in the combat
    ally = ready(s, 1, "ECTU Operative", blood=2)
    fight(s, a, ally)
    until_legal(s, "strike 44-magnum-2r")
    do(s, "strike 44-magnum-2r")
    end_combat(s)
    assert ally not in s.minions and cid("ECTU Operative") in s.ash[1]


# ------------------------------------------------------------------------ Soul Gem of Etrius


def soul_gem_burned(s: VTESState, top: str) -> tuple[int, int]:
    """Seat 1's Alice Chen (capacity 7) in torpor with the Soul Gem, ``top`` on top of seat 1's crypt;
    seat 0's ECTU Operative burns her as a (D) action."""
    ectu = ready(s, 0, "ECTU Operative")
    v = torpor(s, 1, "Alice Chen (G6)", blood=1)
    gem = attach(s, v, "Soul Gem of Etrius")
    s.crypt[1].append(cid(top))
    goto(s, "minion")
    do(s, f"use {ectu} 1")
    finish_action(s)
    assert v not in s.minions and cid("Alice Chen (G6)") in s.ash[1]
    return v, gem


def test_soul_gem_of_etrius_a_younger_vampire_from_the_crypt_enters_ready_with_the_gem_and_full_blood() -> None:
    s = table()
    crypt = len(s.crypt[1])
    _v, gem = soul_gem_burned(s, "Lauren (G6)")  # capacity 4: younger
    heir = next(u for u in s.ready[1] if s.minions[u].card == cid("Lauren (G6)"))
    assert s.placed[gem].host == heir and s.placed[gem].controller == 1
    assert blood(s, heir) == 4 and not s.minions[heir].locked and len(s.crypt[1]) == crypt


def test_soul_gem_of_etrius_an_older_vampire_goes_to_the_uncontrolled_region_and_the_gem_burns() -> None:
    s = table()
    _v, gem = soul_gem_burned(s, "Ayelech (G6)")  # capacity 7, as Alice Chen's: not younger
    assert [s.minions[u].card for u in s.uncontrolled[1]] == [cid("Ayelech (G6)")]
    assert not [u for u in s.ready[1] if s.minions[u].card == cid("Ayelech (G6)")]
    assert gem not in s.placed and cid("Soul Gem of Etrius") in s.ash[1]


def test_soul_gem_of_etrius_the_diablerist_cannot_take_it() -> None:
    from tabletome.games.vtes.actions import diablerie

    s = table()
    d = ready(s, 0, "Lauren (G6)", blood=1)
    v = torpor(s, 1, "Alice Chen (G6)", blood=2)
    gem = attach(s, v, "Soul Gem of Etrius")
    gun = attach(s, v, ".44 Magnum")
    s.crypt[1].append(cid("Ayelech (G6)"))
    goto(s, "minion")
    diablerie(s, d, v)
    s.settle()
    assert legal(s) == [f"take {gun}", "done"]  # not the Soul Gem
    do(s, f"take {gun}")
    assert v not in s.minions and s.minions[d].cards == (gun,) and gem not in s.minions[d].cards


# ------------------------------------------------------------------------ The Ankara Citadel, Turkey


def test_the_ankara_citadel_turkey_a_card_costing_1_blood_costs_this_vampire_nothing() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)  # Tremere, dom
    attach(s, a, "The Ankara Citadel, Turkey")
    hand(s, 0, "Govern the Unaligned")  # an action costing 1 blood: half of it rounded down
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    finish_action(s)
    assert s.pool[1] == 27 and blood(s, a) == 3


def test_the_ankara_citadel_turkey_not_for_action_modifiers() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, a, "The Ankara Citadel, Turkey")
    hand(s, 0, "Conditioning")  # an action modifier costing 1 blood
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, "play conditioning")
    do(s, "play conditioning")
    finish_action(s)
    assert s.pool[1] == 27 and blood(s, a) == 2  # 1 + 2 bleed; its full cost paid


def test_the_ankara_citadel_turkey_is_a_location_not_equipment_in_play() -> None:
    from tabletome.games.vtes.actions import is_equipment

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "The Ankara Citadel, Turkey")
    goto(s, "minion")
    do(s, "play the-ankara-citadel-turkey")
    finish_action(s)
    citadel = next(p for p in s.minions[a].cards if s.placed[p].card == cid("The Ankara Citadel, Turkey"))
    assert not is_equipment(s, citadel) and blood(s, a) == 1  # its 2 blood paid


# ------------------------------------------------------------------------ Vivienne Géroux

ANARCH = "Alabástrom (G6)"  # an Anarch, capacity 7
VIVIENNE = "Vivienne Géroux"


def test_vivienne_geroux_requires_an_anarch_and_plays_celerity_or_fortitude_cards_as_a_vampire() -> None:
    from tabletome.games.vtes.hooks import CARDS
    from tabletome.games.vtes.play import plays_as_vampire

    s = table()
    ready(s, 0, ANARCH, blood=4)
    hand(s, 0, VIVIENNE)
    goto(s, "minion")
    do(s, "play vivienne-geroux")
    finish_action(s)
    (viv,) = (u for u in s.ready[0] if s.minions[u].card == cid(VIVIENNE))
    assert blood(s, viv) == 2
    assert plays_as_vampire(s, viv, CARDS[cid("Quickness")].uses[0])  # a combat card requiring basic Celerity
    s2 = table()
    ready(s2, 0, "Lauren (G6)", blood=4)
    hand(s2, 0, VIVIENNE)
    goto(s2, "minion")
    assert "play vivienne-geroux" not in legal(s2)


def test_vivienne_geroux_vampires_you_control_get_minus_1_stealth_during_political_actions() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 0, VIVIENNE)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    course = action(s)
    assert course is not None and course.kind_ == "political" and course.stealth(s) == 0  # +1, -1
    assert a == course.actor


def test_vivienne_geroux_not_on_other_actions_nor_on_another_methuselahs_vampires() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, VIVIENNE)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    s2 = table()
    b = ready(s2, 0, "Ayelech (G6)", blood=3)
    ready(s2, 0, VIVIENNE)
    hand(s2, 0, ".44 Magnum")  # an equip action: +1 stealth
    goto(s2, "minion")
    do(s2, "play 44-magnum", f"by {b}")
    course = action(s2)
    assert course is not None and course.actor == b and course.stealth(s2) == 1


def test_vivienne_geroux_a_vampire_you_control_gives_another_methuselah_control_of_her() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    viv = ready(s, 0, VIVIENNE)
    goto(s, "minion")
    do(s, f"use {viv} 1")
    until_legal(s, "target p3")
    do(s, "target p3")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 2
    finish_action(s)
    assert viv in s.ready[2] and viv not in s.ready[0]


def test_vivienne_geroux_a_vampire_of_another_methuselah_steals_her() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    viv = ready(s, 1, VIVIENNE)
    goto(s, "minion")
    assert f"use {viv} 1" not in legal(s)  # not yours to give
    do(s, f"use {viv} 2")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    finish_action(s)
    assert viv in s.ready[0] and viv not in s.ready[1]


# ------------------------------------------------------------------------ Emerald Legionnaire

HARBINGER = "Khurshid (G6)"  # a unique Harbinger of Skulls
LEGIONNAIRE = "Emerald Legionnaire"


def legion_table(harbingers: int, ash: int) -> tuple[VTESState, int]:
    s = table()
    for name in (HARBINGER, "Mordechai Ben-Nun (G5)")[:harbingers]:
        ready(s, 0, name, blood=4)
    legion = ready(s, 0, LEGIONNAIRE)
    s.ash[0] = [cid(LEGIONNAIRE)] + [cid("Govern the Unaligned")] * (ash - 1)
    goto(s, "unlock")
    return s, legion


def test_emerald_legionnaire_removes_7_ash_heap_cards_to_bring_back_a_copy_with_2_life() -> None:
    s, legion = legion_table(harbingers=2, ash=8)
    until_legal(s, f"use {legion} 1")
    do(s, f"use {legion} 1")
    for _ in range(7):
        until_legal(s, "choose govern-the-unaligned")
        do(s, "choose govern-the-unaligned")
    pass_until(s, lambda st: len([u for u in st.ready[0] if st.minions[u].card == cid(LEGIONNAIRE)]) == 2)
    new = max(u for u in s.ready[0] if s.minions[u].card == cid(LEGIONNAIRE))
    assert blood(s, new) == 2 and s.ash[0] == [] and len(s.removed[0]) == 7
    assert ("recruited", new) not in s.marks and s.pool[0] == 30  # it can act this turn; nothing paid


def test_emerald_legionnaire_not_with_as_many_copies_as_ready_unique_harbingers() -> None:
    s, legion = legion_table(harbingers=1, ash=8)
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {legion} 1" in legal(st)) or st.phase != "unlock")
    assert not any(seen)


def test_emerald_legionnaire_not_without_8_cards_in_the_ash_heap() -> None:
    s, legion = legion_table(harbingers=2, ash=7)
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {legion} 1" in legal(st)) or st.phase != "unlock")
    assert not any(seen)


# ------------------------------------------------------------------------ Vengeful Spirit


def test_vengeful_spirit_gives_the_employer_1_bleed_and_1_damage_each_round_at_close_range() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    a = ready(s, 0, HARBINGER, blood=4)
    attach(s, a, "Vengeful Spirit", counters=2)
    assert static(s, a, "bleed") == 1
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    fight(s, a, b)
    end_combat(s)
    assert blood(s, b) == 5 - 1 - 3  # the Spirit's 1, Khurshid's hand strike of 3 (+2 strength)


# ------------------------------------------------------------------------ Tye Cooper


def test_tye_cooper_burns_a_minion_in_torpor_then_may_move_a_library_card_from_ash_heap_to_hand() -> None:
    s = table()
    tye = ready(s, 0, "Tye Cooper")
    sleeper = torpor(s, 1, "Lauren (G6)", blood=1)
    s.ash[0] = [cid("Govern the Unaligned")]
    hand(s, 0, *["Conditioning"] * 6)
    goto(s, "minion")
    do(s, f"use {tye} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    until_legal(s, "decline")
    assert "choose govern-the-unaligned" in legal(s)
    do(s, "choose govern-the-unaligned")
    finish_action(s)
    assert sleeper not in s.minions and cid("Govern the Unaligned") in s.hand[0] and s.ash[0] == []


def test_tye_cooper_is_immune_to_non_aggravated_damage() -> None:
    s = table()
    tye = ready(s, 0, "Tye Cooper")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    fight(s, tye, b)
    end_combat(s)
    assert blood(s, tye) == 1


# ------------------------------------------------------------------------ Procurer


def test_procurer_adds_1_blood_to_a_ready_vampire_you_control_as_a_2_stealth_action() -> None:
    s = table()
    proc = ready(s, 0, "Procurer")
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    other = ready(s, 1, "Lauren (G6)", blood=1)
    goto(s, "minion")
    do(s, f"use {proc} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 2 and not course.directed
    assert course.aplay is not None and course.aplay.targets == (a,) and other != a
    finish_action(s)
    assert blood(s, a) == 4


# ------------------------------------------------------------------------ Twisted Bloodhound


def test_twisted_bloodhound_the_employer_enters_combat_with_a_minion_as_a_directed_action() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    hound = attach(s, a, "Twisted Bloodhound", counters=3)
    b = ready(s, 1, "Lauren (G6)", blood=4)
    goto(s, "minion")
    do(s, f"use {hound} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.actor == a
    finish_action(s)
    assert blood(s, a) == 4 and blood(s, b) == 3  # a combat: both hand strikes of 1


# ------------------------------------------------------------------------ Saturday-Night Special, Sawed-Off Shotgun


def test_saturday_night_special_strikes_1r_with_a_maneuver_each_combat() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    attach(s, a, "Saturday-Night Special")
    b = ready(s, 1, "Lauren (G6)", blood=4)
    c = fight(s, a, b)
    assert c.count(a, "maneuver") == 1
    to(s, "strike", 0)
    assert "strike saturday-night-special-1r" in legal(s)


def test_sawed_off_shotgun_strikes_3r_only_once_each_combat() -> None:
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    gun = attach(s, a, "Sawed-Off Shotgun")
    b = ready(s, 1, "Mordechai Ben-Nun (G5)", blood=8)
    c = fight(s, a, b)
    to(s, "strike", 0)
    do(s, "strike sawed-off-shotgun-3r")
    end_combat(s)
    assert blood(s, b) == 5 and ("sawed-off-shotgun", gun, c.serial) in s.marks
    assert [st.name for st in intrinsic_strikes(s, c, a)] == ["hand"]  # used up for this combat


# ------------------------------------------------------------------------ Leonardo, Mortician


def test_leonardo_mortician_adds_1_blood_to_any_ready_vampire_as_an_undirected_1_stealth_action() -> None:
    s = table()
    leo = ready(s, 0, "Leonardo, Mortician")
    b = ready(s, 1, "Lauren (G6)", blood=1)
    goto(s, "minion")
    do(s, f"use {leo} 1")  # the one ready vampire: taken unasked
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and not course.directed
    finish_action(s)
    assert blood(s, b) == 2


# ------------------------------------------------------------------------ Freakish Conglomeration


def test_freakish_conglomeration_basic_3_life_superior_4_burns_1_life_each_unlock_phase() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=4)  # basic Blood Sorcery
    hand(s, 0, "Freakish Conglomeration")
    goto(s, "minion")
    do(s, "play freakish-conglomeration")
    finish_action(s)
    (fc,) = (u for u in s.ready[0] if s.minions[u].card == cid("Freakish Conglomeration"))
    assert blood(s, fc) == 3
    goto(s, "unlock", turn=5)
    pass_until(s, lambda st: st.phase != "unlock")
    assert blood(s, fc) == 2


def test_freakish_conglomeration_enters_combat_with_a_minion_as_a_directed_action() -> None:
    s = table()
    fc = ready(s, 0, "Freakish Conglomeration")
    b = ready(s, 1, "Lauren (G6)", blood=4)
    goto(s, "minion")
    do(s, f"use {fc} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    finish_action(s)
    assert blood(s, b) == 1 and blood(s, fc) == 2  # its 3 strength; her hand strike of 1


# ------------------------------------------------------------------------ Felix "Fix" Hessian

FELIX = 'Felix "Fix" Hessian'


def test_felix_fix_hessian_burns_a_location_as_a_1_stealth_directed_action_costing_1_pool() -> None:
    s = table()
    felix = ready(s, 0, FELIX)
    loc = in_play(s, 1, "Channel 10")
    mine = in_play(s, 0, "Academic Hunting Ground")
    goto(s, "minion")
    do(s, f"use {felix} 1")  # another Methuselah's location only: taken unasked
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.stealth(s) == 1
    finish_action(s)
    assert loc not in s.placed and mine in s.placed and s.pool[0] == 29


# ------------------------------------------------------------------------ Rock Cat


def test_rock_cat_opposing_vampire_with_capacity_3_or_less_cannot_strike_in_the_first_round() -> None:
    s = table()
    cat = ready(s, 0, "Rock Cat")
    b = ready(s, 1, "Lauren (G6)", blood=4)  # capacity 4: strikes
    c = fight(s, cat, b)
    assert c.count(cat, "press") == 1 and not c.has(b, "no-strike")
    s2 = table()
    cat2 = ready(s2, 0, "Rock Cat")
    young = ready(s2, 1, "Angel Chavarria (G6)", blood=3)  # capacity 3
    c2 = fight(s2, cat2, young)
    assert c2.has(young, "no-strike")
    end_combat(s2)
    assert blood(s2, cat2) == 4 and blood(s2, young) == 0  # a hand strike of 3, none back


# ------------------------------------------------------------------------ Fiorella, Empty One


def test_fiorella_empty_one_locks_to_give_another_wraith_ally_1_stealth() -> None:
    s = table()
    fio = ready(s, 0, "Fiorella, Empty One")
    felix = ready(s, 0, FELIX)
    lauren = ready(s, 1, "Lauren (G6)", blood=4)
    attach(s, lauren, "Raven Spy", counters=1)  # +1 intercept: Felix's 1 stealth is not enough
    loc = in_play(s, 1, "Channel 10")
    goto(s, "minion")
    do(s, f"use {felix} 1")
    until_legal(s, f"block {lauren}")
    do(s, f"block {lauren}")
    until_legal(s, f"use {fio} 1")
    do(s, f"use {fio} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 2 and s.minions[fio].locked
    finish_action(s)
    assert loc not in s.placed  # unblocked: 2 stealth against 1 intercept


def fiorella_blocks(blocker_name: str) -> tuple[VTESState, int, int]:
    """Seat 1's Lauren takes a +1 stealth equip action; seat 0's ``blocker_name`` attempts to block."""
    s = table()
    fio = ready(s, 0, "Fiorella, Empty One")
    blocker = fio if blocker_name == "Fiorella, Empty One" else ready(s, 0, blocker_name)
    ready(s, 1, "Lauren (G6)", blood=4)
    hand(s, 1, ".44 Magnum")
    goto(s, "minion", 1)
    do(s, "play 44-magnum")
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    return s, fio, blocker


def test_fiorella_empty_one_locks_to_give_another_wraith_ally_attempting_to_block_1_intercept() -> None:
    s, fio, felix = fiorella_blocks(FELIX)
    until_legal(s, f"use {fio} 2")
    do(s, f"use {fio} 2")
    assert s.minions[fio].locked and felix != fio


def test_fiorella_empty_one_not_for_herself() -> None:
    s, fio, _ = fiorella_blocks("Fiorella, Empty One")
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {fio} 2" in legal(st)) or action(st) is None)
    assert not any(seen)


# ------------------------------------------------------------------------ Razor Bat


def test_razor_bat_gives_its_gargoyle_1_intercept_and_1r_damage_each_round() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    g = ready(s, 0, "Malachai (G6)", blood=5)  # a Gargoyle
    attach(s, g, "Razor Bat", counters=2)
    assert static(s, g, "intercept") == 1
    b = ready(s, 1, "Lauren (G6)", blood=4)
    fight(s, g, b)
    end_combat(s)
    assert blood(s, b) == 4 - 1 - 1  # the Bat's 1, Malachai's hand strike of 1


# ------------------------------------------------------------------------ Hand of Conrad


def test_hand_of_conrad_gives_superior_potence_and_moves_a_vampire_from_ash_heap_to_uncontrolled() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    hand_ = attach(s, a, "Hand of Conrad")
    assert level(s, a, "pot") == 2
    s.ash[0] = [cid("Govern the Unaligned"), cid("Ayelech (G6)")]
    goto(s, "minion")
    do(s, f"use {hand_} 1")  # the one vampire: taken unasked as the action resolves
    finish_action(s)
    assert s.ash[0] == [cid("Govern the Unaligned")]
    assert [s.minions[u].card for u in s.uncontrolled[0]] == [cid("Ayelech (G6)")]


def test_hand_of_conrad_not_without_a_vampire_in_the_ash_heap() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    hand_ = attach(s, a, "Hand of Conrad")
    s.ash[0] = [cid("Govern the Unaligned")]
    goto(s, "minion")
    assert uses_of(s, hand_) == []


# ------------------------------------------------------------------------ Shaal Fragment


def test_shaal_fragment_gives_its_controller_2_hand_size() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    a = ready(s, 0, HARBINGER, blood=4)
    before = hand_size(s, 0)
    attach(s, a, "Shaal Fragment")
    assert hand_size(s, 0) == before + 2 and hand_size(s, 1) == before


def test_shaal_fragment_any_vampire_steals_it_as_a_directed_action() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    a = ready(s, 1, HARBINGER, blood=4)
    frag = attach(s, a, "Shaal Fragment")
    thief = ready(s, 0, "Lauren (G6)", blood=4)
    goto(s, "minion")
    do(s, f"use {frag} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.actor == thief
    finish_action(s)
    assert s.placed[frag].host == thief and s.placed[frag].controller == 0
    assert hand_size(s, 0) == hand_size(s, 1) + 2


# ------------------------------------------------------------------------ Shambling Hordes


def recruit_hordes(s: VTESState, ash: list[str], answer: str = "") -> int:
    ready(s, 0, "Abebe (G4)", blood=4)  # basic Necromancy
    s.ash[0] = [cid(name) for name in ash]
    hand(s, 0, "Shambling Hordes")
    goto(s, "minion")
    do(s, "play shambling-hordes")
    if answer:
        until_legal(s, answer)
        assert "decline" in legal(s)
        do(s, answer)
    finish_action(s)
    return next((u for u in s.ready[0] if s.minions[u].card == cid("Shambling Hordes")), -1)


def test_shambling_hordes_removes_an_ally_or_vampire_from_the_ash_heap_and_gets_strength_per_life() -> None:
    from tabletome.games.vtes import ops
    from tabletome.games.vtes.stats import static

    s = table()
    hordes = recruit_hordes(s, ["Govern the Unaligned", "Procurer"], "choose procurer")
    assert hordes >= 0 and s.ash[0] == [cid("Govern the Unaligned")] and s.removed[0] == [cid("Procurer")]
    assert blood(s, hordes) == 3 and static(s, hordes, "strength") == 3
    ops.add_blood(s, hordes, 1)  # "it cannot gain life"
    assert blood(s, hordes) == 3


def test_shambling_hordes_burned_when_declining_or_without_an_ally_or_vampire_in_the_ash_heap() -> None:
    s = table()
    assert recruit_hordes(s, ["Procurer"], "decline") == -1 and s.ash[0] == [cid("Procurer"), cid("Shambling Hordes")]
    s2 = table()
    assert recruit_hordes(s2, ["Govern the Unaligned"]) == -1 and cid("Shambling Hordes") in s2.ash[0]


# ------------------------------------------------------------------------ Rotting Behemoth


def test_rotting_behemoth_enters_combat_as_a_directed_action_costing_1_life() -> None:
    s = table()
    rb = ready(s, 0, "Rotting Behemoth")
    b = ready(s, 1, "Lauren (G6)", blood=4)
    goto(s, "minion")
    do(s, f"use {rb} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    finish_action(s)
    assert blood(s, rb) == 6 - 1 - 1 and blood(s, b) == 1  # its cost, her hand strike; its 3 strength


def test_rotting_behemoth_superior_burns_1_life_to_press_in_the_first_round() -> None:
    s = table()
    ready(s, 0, "Gebeyehu Abdu (G6)", blood=5)  # superior Oblivion
    s.ash[0] = [cid("Procurer")]
    hand(s, 0, "Rotting Behemoth")
    goto(s, "minion")
    do(s, "play rotting-behemoth", "mode superior")
    until_legal(s, "choose procurer")
    do(s, "choose procurer")
    finish_action(s)
    rb = next(u for u in s.ready[0] if s.minions[u].card == cid("Rotting Behemoth"))
    b = ready(s, 1, "Lauren (G6)", blood=4)
    fight(s, rb, b)
    until_legal(s, f"use {rb} 2")
    do(s, f"use {rb} 2")
    c = current_combat(s)
    assert c is not None and c.press > 0 and blood(s, rb) == 6 - 1 - 1  # her hand strike, the press's life


def test_rotting_behemoth_basic_has_no_press() -> None:
    s = table()
    ready(s, 0, "Gebeyehu Abdu (G6)", blood=5)
    s.ash[0] = [cid("Procurer")]
    hand(s, 0, "Rotting Behemoth")
    goto(s, "minion")
    do(s, "play rotting-behemoth", "mode basic")
    until_legal(s, "choose procurer")
    do(s, "choose procurer")
    finish_action(s)
    rb = next(u for u in s.ready[0] if s.minions[u].card == cid("Rotting Behemoth"))
    b = ready(s, 1, "Lauren (G6)", blood=4)
    fight(s, rb, b)
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {rb} 2" in legal(st)) or current_combat(st) is None)
    assert not any(seen)


# ------------------------------------------------------------------------ Ruins of Ceoris


def test_ruins_of_ceoris_a_tremere_antitribu_gets_a_maneuver_or_press_each_combat() -> None:
    from tabletome.games.vtes.actions import is_equipment
    from tabletome.games.vtes.effects.core import MANEUVER_OR_PRESS

    s = table()
    a = ready(s, 0, "Bryan Van Duesen (G2)", blood=5)
    hand(s, 0, "Ruins of Ceoris")
    goto(s, "minion")
    do(s, "play ruins-of-ceoris")
    finish_action(s)
    ruins = next(p for p in s.minions[a].cards if s.placed[p].card == cid("Ruins of Ceoris"))
    assert not is_equipment(s, ruins)  # a location in play
    b = ready(s, 1, "Lauren (G6)", blood=4)
    c = fight(s, a, b)
    assert c.count(a, MANEUVER_OR_PRESS) == 1 and c.count(b, MANEUVER_OR_PRESS) == 0
    until_legal(s, f"maneuver {a} optional")
    do(s, f"maneuver {a} optional")
    assert c.count(a, MANEUVER_OR_PRESS) == 0  # used as a maneuver: no press left


def test_ruins_of_ceoris_nothing_for_another_clan() -> None:
    from tabletome.games.vtes.effects.core import MANEUVER_OR_PRESS

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    attach(s, a, "Ruins of Ceoris")
    b = ready(s, 1, "Ayelech (G6)", blood=4)
    c = fight(s, a, b)
    assert c.count(a, MANEUVER_OR_PRESS) == 0


# ------------------------------------------------------------------------ Guarded Rubrics

BLACK_HAND = "Aredhel (G4)"  # Sabbat, Black Hand, capacity 5


def test_guarded_rubrics_requires_a_ready_black_hand_vampire() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=4)
    hand(s, 0, "Guarded Rubrics")
    goto(s, "minion")
    assert "play guarded-rubrics" not in legal(s)
    ready(s, 0, BLACK_HAND, blood=4)
    s.changed()
    assert "play guarded-rubrics" in legal(s)


def test_guarded_rubrics_bleeds_at_2_bleed_as_a_directed_action_costing_1_blood() -> None:
    s = table()
    a = ready(s, 0, BLACK_HAND, blood=4)
    rub = attach(s, a, "Guarded Rubrics")
    goto(s, "minion")
    do(s, f"use {rub} 1")
    course = action(s)
    assert course is not None and course.is_bleed() and course.target_seat == 1
    finish_action(s)
    assert s.pool[1] == 27 and blood(s, a) == 3


def test_guarded_rubrics_gehenna_cards_cost_1_more_pool_while_its_bearer_is_ready() -> None:
    s = table()
    a = ready(s, 1, BLACK_HAND, blood=4)
    attach(s, a, "Guarded Rubrics")
    hand(s, 0, "The Unmasking")
    goto(s, "discard")
    do(s, "play the-unmasking")
    pass_until(s, lambda st: any(st.placed[p].card == cid("The Unmasking") for p in st.inplay[0]) or not st.stack)
    assert s.pool[0] == 29


# ------------------------------------------------------------------------ Unlicensed Taxicab

TAXI = "Unlicensed Taxicab"


def test_unlicensed_taxicab_the_equip_action_has_1_more_stealth_from_hand_or_another_minion() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=4)
    hand(s, 0, TAXI)
    goto(s, "minion")
    do(s, "play unlicensed-taxicab")
    course = action(s)
    assert course is not None and course.stealth(s) == 2
    s2 = table()
    a = ready(s2, 0, "Lauren (G6)", blood=4)
    b = ready(s2, 0, "Ayelech (G6)", blood=4)
    taxi = attach(s2, a, TAXI)
    goto(s2, "minion")
    do(s2, f"equip {b} {taxi}")
    course = action(s2)
    assert course is not None and course.stealth(s2) == 2


def test_unlicensed_taxicab_1_stealth_during_hunt_and_recruit_actions_only() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=1)
    attach(s, a, TAXI)
    goto(s, "minion")
    do(s, f"hunt {a}")
    course = action(s)
    assert course is not None and course.stealth(s) == 2  # 1 for a hunt, +1
    s2 = table()
    a2 = ready(s2, 0, "Lauren (G6)", blood=4)
    attach(s2, a2, TAXI)
    hand(s2, 0, "Procurer")
    goto(s2, "minion")
    do(s2, "play procurer")
    course = action(s2)
    assert course is not None and course.stealth(s2) == 2  # a recruit action, +1
    s3 = table()
    a3 = ready(s3, 0, "Lauren (G6)", blood=4)
    attach(s3, a3, TAXI)
    goto(s3, "minion")
    do(s3, f"bleed {a3}")
    course = action(s3)
    assert course is not None and course.stealth(s3) == 0


def test_unlicensed_taxicab_burned_if_blocked_by_a_prince() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    taxi = attach(s, a, TAXI)
    prince = ready(s, 1, "Alice Chen (G6)", blood=4)  # Prince of Nairobi
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {prince}")
    do(s, f"block {prince}")
    pass_until(s, lambda st: taxi not in st.placed or action(st) is None)
    assert taxi not in s.placed and cid(TAXI) in s.ash[0]


def test_unlicensed_taxicab_kept_if_blocked_by_an_untitled_vampire() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    taxi = attach(s, a, TAXI)
    b = ready(s, 1, OPP, blood=4)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    finish_action(s)
    assert taxi in s.placed


# ------------------------------------------------------------------------ Draeven Softfoot

DRAEVEN = "Draeven Softfoot"
KIASYD = "Béatrice L'Angou (G2)"


def test_draeven_softfoot_locks_to_prevent_1_damage_inflicted_in_combat_on_a_kiasyd() -> None:
    s = table()
    k = ready(s, 0, KIASYD, blood=5)
    dr = ready(s, 0, DRAEVEN)
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    fight(s, k, b)
    until_legal(s, f"use {dr} 1")
    do(s, f"use {dr} 1")
    end_combat(s)
    assert blood(s, k) == 5 and s.minions[dr].locked


def test_draeven_softfoot_not_for_another_clan() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    dr = ready(s, 0, DRAEVEN)
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    fight(s, a, b)
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {dr} 1" in legal(st)) or current_combat(st) is None)
    assert not any(seen)


def test_draeven_softfoot_no_chimerstry_card_in_combat_with_him() -> None:
    s = table()
    dr = ready(s, 0, DRAEVEN)
    b = ready(s, 1, "Andrei Puxon (G2)", blood=5)  # basic Chimerstry
    hand(s, 1, "Occlusion")
    fight(s, dr, b)
    to(s, "strike", 1)
    assert "play occlusion" not in legal(s)
    s2 = table()
    other = ready(s2, 0, "Procurer")
    b2 = ready(s2, 1, "Andrei Puxon (G2)", blood=5)
    hand(s2, 1, "Occlusion")
    fight(s2, other, b2)
    to(s2, "strike", 1)
    assert "play occlusion" in legal(s2)


# ------------------------------------------------------------------------ Stone Dog


def test_stone_dog_its_gargoyle_enters_combat_and_the_opposing_minion_takes_1_damage_at_close_range() -> None:
    s = table()
    g = ready(s, 0, "Malachai (G6)", blood=5)
    dog = attach(s, g, "Stone Dog", counters=4)
    b = ready(s, 1, "Lauren (G6)", blood=4)
    goto(s, "minion")
    do(s, f"use {dog} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.actor == g
    finish_action(s)
    assert blood(s, b) == 4 - 1 - 1  # the Dog's 1, Malachai's hand strike


def test_stone_dog_not_for_a_non_gargoyle() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    dog = attach(s, a, "Stone Dog", counters=4)
    b = ready(s, 1, "Ayelech (G6)", blood=4)
    goto(s, "minion")
    assert uses_of(s, dog) == []
    fight(s, a, b)
    end_combat(s)
    assert blood(s, b) == 3  # Lauren's hand strike only


# ------------------------------------------------------------------------ Righteous Blade


def test_righteous_blade_strikes_strength_1_with_a_press_to_continue_each_combat() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "Righteous Blade")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    c = fight(s, a, b)
    assert c.count(a, "press") == 1 and c.value(a, "press") == "continue"
    to(s, "strike", 0)
    assert "strike righteous-blade-strength+1" in legal(s)


# ------------------------------------------------------------------------ Arms Dealer


def test_arms_dealer_searches_the_library_for_a_weapon_as_a_1_stealth_action() -> None:
    s = table()
    dealer = ready(s, 0, "Arms Dealer")
    s.library[0].append(cid(".44 Magnum"))
    hand(s, 0, *["Conditioning"] * 6)
    goto(s, "minion")
    do(s, f"use {dealer} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and not course.directed
    until_legal(s, "choose 44-magnum")
    assert "decline" in legal(s) and "choose conditioning" not in legal(s)
    do(s, "choose 44-magnum")
    finish_action(s)
    assert cid(".44 Magnum") in s.hand[0]


# ------------------------------------------------------------------------ Szlachta Bodyguard


def test_szlachta_bodyguard_locks_to_prevent_1_damage_in_combat() -> None:
    s = table()
    a = ready(s, 0, "Devin Bisley (G2)", blood=5)
    guard = attach(s, a, "Szlachta Bodyguard", counters=2)
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    fight(s, a, b)
    until_legal(s, f"use {guard} 1")
    do(s, f"use {guard} 1")
    end_combat(s)
    assert blood(s, a) == 5 and s.placed[guard].locked


def test_szlachta_bodyguard_burned_to_have_an_action_directed_at_a_minion_you_control_fail() -> None:
    s = table()
    a = ready(s, 1, "Devin Bisley (G2)", blood=5)
    guard = attach(s, a, "Szlachta Bodyguard", counters=2)
    greg = ready(s, 0, "Gregory Winter")
    goto(s, "minion")
    do(s, f"use {greg} 1")  # steal 1 blood from Devin, a (D) action at seat 1
    until_legal(s, f"use {guard} 2")
    do(s, f"use {guard} 2")
    finish_action(s)
    assert guard not in s.placed and blood(s, a) == 5 and blood(s, greg) == 4


# ------------------------------------------------------------------------ Impundulu


def test_impundulu_has_flight_a_maneuver_each_combat_and_strikes_1r() -> None:
    from tabletome.games.vtes.traits import has_trait

    s = table()
    ready(s, 0, "Lauren (G6)", blood=5)
    hand(s, 0, "Impundulu")
    goto(s, "minion")
    do(s, "play impundulu")
    finish_action(s)
    imp = next(u for u in s.ready[0] if s.minions[u].card == cid("Impundulu"))
    assert has_trait(s, imp, "Flight") and blood(s, imp) == 1
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    c = fight(s, imp, b)
    assert c.count(imp, "maneuver") == 1
    to(s, "strike", 0)
    assert "strike impundulu-1r" in legal(s)


def test_impundulu_steals_1_blood_or_life_from_a_minion_as_a_1_stealth_directed_action() -> None:
    s = table()
    imp = ready(s, 0, "Impundulu")
    ally = ready(s, 2, "ECTU Operative")
    goto(s, "minion")
    do(s, f"use {imp} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 2 and course.stealth(s) == 1
    finish_action(s)
    assert blood(s, ally) == 2 and blood(s, imp) == 2


# ------------------------------------------------------------------------ Kduva's Mask

LAIBON = "Abu Nuwasi (G4)"


def test_kduvas_mask_gives_its_laibon_1_bleed_and_2_votes() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    a = ready(s, 0, LAIBON, blood=3)
    other = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, a, "Kduva's Mask")
    attach(s, other, "Kduva's Mask")
    assert static(s, a, "bleed") == 1 and static(s, a, "votes") == 2
    assert static(s, other, "bleed") == 0 and static(s, other, "votes") == 0


def test_kduvas_mask_reaction_cards_requiring_auspex_cost_1_more_blood_while_its_laibon_acts() -> None:
    s = table()
    a = ready(s, 0, LAIBON, blood=3)
    attach(s, a, "Kduva's Mask")
    hand(s, 0, ".44 Magnum")  # an equip action: +1 stealth
    b = ready(s, 1, "Adelaide Davis (G3)", blood=4)  # basic Auspex
    hand(s, 1, "Enhanced Senses")
    goto(s, "minion")
    do(s, "play 44-magnum")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, "play enhanced-senses")
    do(s, "play enhanced-senses")
    pass_until(s, lambda st: cid("Enhanced Senses") in st.ash[1])
    assert blood(s, b) == 3  # no cost printed, +1 blood


# ------------------------------------------------------------------------ Bomb


def test_bomb_strikes_5r_the_bearer_takes_5_and_it_burns() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=7)
    bomb = attach(s, a, "Bomb")
    b = ready(s, 1, "Ayelech (G6)", blood=7)
    fight(s, a, b)
    until_legal(s, "strike bomb-5r")
    do(s, "strike bomb-5r")
    end_combat(s)
    assert bomb not in s.placed and cid("Bomb") in s.ash[0]
    assert blood(s, b) == 7 - 5 and blood(s, a) == 7 - 5 - 1  # the Bomb's 5 each; her hand strike of 1


def test_bomb_burns_a_location_as_a_directed_action_then_burns() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    bomb = attach(s, a, "Bomb")
    loc = in_play(s, 1, "Channel 10")
    goto(s, "minion")
    do(s, f"use {bomb} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    finish_action(s)
    assert loc not in s.placed and bomb not in s.placed


# ------------------------------------------------------------------------ equipment and allies of a few decks each

MALK_ANTI = "Apache Jones (G4)"  # a Malkavian antitribu
TOREADOR = "Demetrius Slater (G1)"  # a Toreador


def test_enchanted_marionette_gives_its_malkavian_antitribu_1_bleed_and_1_stealth_bleeding() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    a = ready(s, 0, MALK_ANTI, blood=4)
    attach(s, a, "Enchanted Marionette")
    assert static(s, a, "bleed") == 1
    goto(s, "minion")
    do(s, f"bleed {a}")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    finish_action(s)
    assert s.pool[1] == 28


def test_drum_of_xipe_totec_gives_superior_celerity_and_a_maneuver_each_combat() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    attach(s, a, "Drum of Xipe Totec")
    assert level(s, a, "cel") == 2
    b = ready(s, 1, "Ayelech (G6)", blood=4)
    c = fight(s, a, b)
    assert c.count(a, "maneuver") == 1


def test_aarons_feeding_razor_gives_1_hunt() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=0)
    attach(s, a, "Aaron's Feeding Razor")
    goto(s, "minion")
    do(s, f"hunt {a}")
    finish_action(s)
    assert blood(s, a) == 2


def test_cloak_of_the_abalone_toreador_cannot_block_this_minion() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    attach(s, a, "Cloak of the Abalone")
    tor = ready(s, 1, TOREADOR, blood=4)
    other = ready(s, 1, "Ayelech (G6)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {other}")
    assert f"block {tor}" not in legal(s)


def test_sacre_coeur_cathedral_france_allies_cannot_block_this_vampire() -> None:
    from tabletome.games.vtes.actions import is_equipment

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    hand(s, 0, "Sacré-Cœur Cathedral, France")
    goto(s, "minion")
    do(s, "play sacre-cur-cathedral-france")
    finish_action(s)
    cath = next(p for p in s.minions[a].cards if s.placed[p].card == cid("Sacré-Cœur Cathedral, France"))
    assert not is_equipment(s, cath) and blood(s, a) == 2
    ally = ready(s, 1, "ECTU Operative")
    vamp = ready(s, 1, "Ayelech (G6)", blood=4)
    s.minions[a] = s.minions[a]._replace(locked=False)  # the next turn, unlocked
    goto(s, "minion", turn=5)
    do(s, f"bleed {a}")
    until_legal(s, f"block {vamp}")
    assert f"block {ally}" not in legal(s)


def test_talaq_the_immortal_strikes_1r_has_a_maneuver_and_plays_quietus_as_a_vampire() -> None:
    from tabletome.games.vtes.hooks import CARDS
    from tabletome.games.vtes.play import plays_as_vampire

    s = table()
    ready(s, 0, "Lauren (G6)", blood=5)
    hand(s, 0, "Talaq, The Immortal")
    goto(s, "minion")
    do(s, "play talaq-the-immortal")
    finish_action(s)
    talaq = next(u for u in s.ready[0] if s.minions[u].card == cid("Talaq, The Immortal"))
    taste = CARDS[cid("Taste of Death")]  # a combat card requiring basic Quietus
    assert plays_as_vampire(s, talaq, next(u for u in taste.uses if ("qui", 1) in u.disc))
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    c = fight(s, talaq, b)
    assert c.count(talaq, "maneuver") == 1
    to(s, "strike", 0)
    assert "strike talaq-1r" in legal(s)


def test_changeling_skin_mask_superior_obfuscate_and_burned_for_2_intercept() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    mask = attach(s, a, "Changeling Skin Mask")
    assert level(s, a, "obf") == 2
    b = ready(s, 1, "Ayelech (G6)", blood=4)
    hand(s, 1, ".44 Magnum")  # an equip action: +1 stealth
    goto(s, "minion", 1)
    do(s, "play 44-magnum")
    until_legal(s, f"block {a}")
    do(s, f"block {a}")
    until_legal(s, f"use {mask} 1")
    do(s, f"use {mask} 1")
    course = action(s)
    assert course is not None and course.intercept(s, a) == 2 and mask not in s.placed
    assert b == course.actor


# ------------------------------------------------------------------------ Nephren-Ka, Amam the Devourer


def test_nephren_ka_prevents_1_non_aggravated_damage_once_each_combat() -> None:
    s = table()
    neph = ready(s, 0, "Nephren-Ka")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    fight(s, neph, b)
    until_legal(s, f"use {neph} 1")
    do(s, f"use {neph} 1")
    end_combat(s)
    assert blood(s, neph) == 5 and blood(s, b) == 3


def test_nephren_ka_plays_necromancy_as_a_vampire_and_is_shuffled_back_when_burned() -> None:
    from tabletome.games.vtes import ops

    s = table()
    ready(s, 0, "Ankh-sen-Sutekh (G4)", blood=5)  # a Ministry vampire
    hand(s, 0, "Nephren-Ka")
    goto(s, "minion")
    do(s, "play nephren-ka")
    finish_action(s)
    neph = next(u for u in s.ready[0] if s.minions[u].card == cid("Nephren-Ka"))
    assert s.minions[neph].marked("as-vampire:nec")
    ops.burn(s, neph)
    assert cid("Nephren-Ka") in s.library[0] and cid("Nephren-Ka") not in s.ash[0]


def test_amam_the_devourer_gains_1_life_when_the_opposing_minion_is_burned() -> None:
    s = table()
    amam = ready(s, 0, "Amam the Devourer")
    proc = ready(s, 1, "Procurer")
    fight(s, amam, proc)
    end_combat(s)
    assert proc not in s.minions and blood(s, amam) == 3 - 1 + 1  # its hand strike of 1, then 1 life gained


def test_amam_the_devourer_burns_a_vampire_in_torpor_to_gain_1_life_as_a_directed_action() -> None:
    s = table()
    amam = ready(s, 0, "Amam the Devourer")
    sleeper = torpor(s, 1, "Lauren (G6)", blood=1)
    goto(s, "minion")
    do(s, f"use {amam} 2")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    finish_action(s)
    assert sleeper not in s.minions and blood(s, amam) == 4


# ------------------------------------------------------------------------ Giulia Giovanni Abruzzina, Mummy's Tongue


def test_giulia_giovanni_abruzzina_locks_to_set_close_range_for_a_giovanni_in_combat() -> None:
    from tabletome.games.vtes.combat import CLOSE

    s = table()
    gio = ready(s, 0, "Accorri Giovanni (G5)", blood=6)
    giulia = ready(s, 0, "Giulia Giovanni Abruzzina")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    c = fight(s, gio, b)
    until_legal(s, f"use {giulia} 1")
    do(s, f"use {giulia} 1")
    assert c.range == CLOSE and "range-set" in c.flags and s.minions[giulia].locked


def test_giulia_giovanni_abruzzina_not_for_another_clan() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=6)
    giulia = ready(s, 0, "Giulia Giovanni Abruzzina")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    fight(s, a, b)
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {giulia} 1" in legal(st)) or current_combat(st) is None)
    assert not any(seen)


def test_mummys_tongue_burned_in_your_master_phase_to_lock_a_vampire_that_does_not_unlock() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    tongue = attach(s, a, "Mummy's Tongue")
    b = ready(s, 1, "Ayelech (G6)", blood=4)
    goto(s, "master")
    do(s, f"use {tongue} 1")  # the ready unlocked vampires: Lauren and Ayelech
    do(s, f"target {b}")
    assert s.minions[b].locked and tongue not in s.placed and s.phase_actions == 1
    goto(s, "unlock", 1, turn=2)
    pass_until(s, lambda st: st.phase != "unlock")
    assert s.minions[b].locked


# ------------------------------------------------------------------------ weapons, vehicles and allies of a line or two


def strikes_offered(s: VTESState, a: int, b: int) -> list[str]:
    fight(s, a, b)
    to(s, "strike", 0)
    return [m for m in legal(s) if m.startswith("strike ")]


def test_bang_nakh_tigers_claws_strikes_strength_2() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)  # 1 strength
    attach(s, a, "Bang Nakh — Tiger's Claws")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    assert "strike bang-nakh-strength+2" in strikes_offered(s, a, b)
    do(s, "strike bang-nakh-strength+2")
    end_combat(s)
    assert blood(s, b) == 2


def test_femur_of_toomler_strikes_strength_1_aggravated() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "Femur of Toomler")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    assert "strike femur-of-toomler-strength+1-agg" in strikes_offered(s, a, b)


def test_blow_torch_strikes_1_aggravated() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "Blow Torch")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    assert "strike blow-torch-1-agg" in strikes_offered(s, a, b)


def test_submachine_gun_strikes_3r_with_a_maneuver_each_combat() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "Submachine Gun")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    assert "strike submachine-gun-3r" in strikes_offered(s, a, b)
    c = current_combat(s)
    assert c is not None and c.count(a, "maneuver") == 1


def test_chainsaw_and_gas_powered_chainsaw_strike_3_once_each_combat() -> None:
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    for name, strike in (("Chainsaw", "chainsaw-3"), ("Gas-Powered Chainsaw", "gas-powered-chainsaw-3")):
        s = table()
        a = ready(s, 0, "Lauren (G6)", blood=5)
        attach(s, a, name)
        b = ready(s, 1, "Mordechai Ben-Nun (G5)", blood=8)
        assert f"strike {strike}" in strikes_offered(s, a, b)
        c = current_combat(s)
        assert c is not None
        do(s, f"strike {strike}")
        end_combat(s)
        assert blood(s, b) == 5
        assert [st.name for st in intrinsic_strikes(s, c, a)] == ["hand"]  # used up for this combat


def test_hawg_gives_a_press_each_combat_and_is_a_vehicle() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "Hawg")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    c = fight(s, a, b)
    assert c.count(a, "press") == 1
    s2 = table()
    ready(s2, 0, "Lauren (G6)", blood=5)
    (lauren,) = s2.ready[0]
    attach(s2, lauren, "Sport Bike")
    hand(s2, 0, "Hawg")
    goto(s2, "minion")
    assert "play hawg" not in legal(s2)  # "a minion may have only 1 vehicle"


def test_gypsies_get_1_stealth_on_their_actions() -> None:
    s = table()
    gyp = ready(s, 0, "Gypsies")
    goto(s, "minion")
    do(s, f"bleed {gyp}")
    course = action(s)
    assert course is not None and course.stealth(s) == 1


def test_the_slashers_strike_1r() -> None:
    s = table()
    sl = ready(s, 0, "The Slashers")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    assert "strike slashers-1r" in strikes_offered(s, sl, b)


def test_resplendent_protector_prevents_1_damage_each_combat() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "Resplendent Protector", counters=1)
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    fight(s, a, b)
    until_legal(s, f"shield {a} 1")
    do(s, f"shield {a} 1")
    end_combat(s)
    assert blood(s, a) == 5


def test_baseball_bat_strikes_strength_1_and_its_equip_action_unlocks_at_the_end_of_the_turn() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    hand(s, 0, "Baseball Bat")
    goto(s, "minion")
    do(s, "play baseball-bat")
    finish_action(s)
    assert s.minions[a].locked and cid("Baseball Bat") not in s.hand[0]
    do(s, "end")
    pass_until(s, lambda st: st.current != 0)
    assert not s.minions[a].locked
    s2 = table()
    a2 = ready(s2, 0, "Lauren (G6)", blood=5)
    attach(s2, a2, "Baseball Bat")
    b2 = ready(s2, 1, "Ayelech (G6)", blood=5)
    assert "strike baseball-bat-strength+1" in strikes_offered(s2, a2, b2)


def test_ghouled_street_thug_strikes_1r_and_plays_potence_as_a_vampire() -> None:
    s = table()
    thug = ready(s, 0, "Ghouled Street Thug")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    assert "strike street-thug-1r" in strikes_offered(s, thug, b)
    for vamp, name, slug, code in (
        ("Alfred Benezri (G3)", "Ghouled Street Thug", "ghouled-street-thug", "pot"),  # a Pander
        ("Lauren (G6)", "Rafastio Ghoul", "rafastio-ghoul", "tha"),
    ):
        s2 = table()
        ready(s2, 0, vamp, blood=5)
        hand(s2, 0, name)
        goto(s2, "minion")
        do(s2, f"play {slug}")
        finish_action(s2)
        ally_ = next(u for u in s2.ready[0] if s2.minions[u].card == cid(name))
        assert s2.minions[ally_].marked(f"as-vampire:{code}")


def test_rom_gypsy_strikes_1r_has_a_maneuver_and_locks_to_give_a_ravnos_1_stealth() -> None:
    s = table()
    gyp = ready(s, 0, "Rom Gypsy")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    assert "strike rom-gypsy-1r" in strikes_offered(s, gyp, b)
    c = current_combat(s)
    assert c is not None and c.count(gyp, "maneuver") == 1
    s2 = table()
    gyp2 = ready(s2, 0, "Rom Gypsy")
    rav = ready(s2, 0, "Desiree Narayan, Anarch Historian (G6)", blood=4)  # a Ravnos
    blocker = ready(s2, 1, "Ayelech (G6)", blood=4)
    attach(s2, blocker, "Raven Spy", counters=1)
    goto(s2, "minion")
    do(s2, f"bleed {rav}")
    until_legal(s2, f"block {blocker}")
    do(s2, f"block {blocker}")
    until_legal(s2, f"use {gyp2} 1")
    do(s2, f"use {gyp2} 1")
    course = action(s2)
    assert course is not None and course.stealth(s2) == 1 and s2.minions[gyp2].locked


def test_scapelli_strikes_2r_and_presses_to_continue_once_each_combat() -> None:
    s = table()
    sc = ready(s, 0, 'Scapelli, The Family "Mechanic"')
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    assert "strike scapelli-2r" in strikes_offered(s, sc, b)
    c = current_combat(s)
    assert c is not None and c.count(sc, "press") == 1 and c.value(sc, "press") == "continue"


def test_order_of_hermes_cabal_strikes_1r_aggravated_and_enters_combat_with_a_tremere() -> None:
    s = table()
    cabal = ready(s, 0, "Order of Hermes Cabal")
    trem = ready(s, 1, "Lauren (G6)", blood=4)  # a Tremere
    ready(s, 1, OPP, blood=4)  # not a Tremere
    goto(s, "minion")
    do(s, f"use {cabal} 1")  # the one Tremere: taken unasked
    course = action(s)
    assert course is not None and course.directed and course.aplay is not None and course.aplay.targets == (trem,)
    s2 = table()
    cabal2 = ready(s2, 0, "Order of Hermes Cabal")
    b2 = ready(s2, 1, "Ayelech (G6)", blood=5)
    assert "strike cabal-1r-agg" in strikes_offered(s2, cabal2, b2)


def test_shade_inflicts_1_damage_each_round_at_close_range() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "Shade", counters=2)
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    fight(s, a, b)
    end_combat(s)
    assert blood(s, b) == 3  # the Shade's 1, Lauren's hand strike


def test_political_antagonist_locks_to_give_a_ventrue_antitribu_1_intercept_during_a_political_action() -> None:
    s = table()
    ant = ready(s, 0, "Political Antagonist")
    billy = ready(s, 0, "Billy (G2)", blood=4)  # a Ventrue antitribu
    caller = ready(s, 1, "Ayelech (G6)", blood=4)
    hand(s, 1, "Kine Resources Contested")
    goto(s, "minion", 1)
    do(s, "play kine-resources-contested")
    until_legal(s, f"block {billy}")
    do(s, f"block {billy}")
    until_legal(s, f"use {ant} 1")
    do(s, f"use {ant} 1")
    course = action(s)
    assert course is not None and course.intercept(s, billy) == 1 and course.actor == caller


def test_hellhound_cannot_act_and_regains_a_life_at_1() -> None:
    s = table()
    hound = ready(s, 0, "Hellhound", blood=1)
    goto(s, "minion")
    assert f"bleed {hound}" not in legal(s)
    goto(s, "unlock", turn=5)
    pass_until(s, lambda st: st.phase != "unlock")
    assert blood(s, hound) == 2


def test_faithful_servant_its_vampire_in_torpor_gains_1_blood_each_minion_phase() -> None:
    s = table()
    a = torpor(s, 0, "Lauren (G6)", blood=1)
    attach(s, a, "Faithful Servant", counters=1)
    b = ready(s, 0, "Ayelech (G6)", blood=2)
    attach(s, b, "Faithful Servant", counters=1)
    goto(s, "master")
    pass_until(s, lambda st: any(type(f).__name__ == "MinionPhase" for f in st.stack))
    assert blood(s, a) == 2 and blood(s, b) == 2  # only in torpor


def test_veneficorum_artum_sanguis_superior_blood_sorcery_and_a_tremere_may_enter_combat_with_its_bearer() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    a = ready(s, 1, OPP, blood=4)
    ven = attach(s, a, "Veneficorum Artum Sanguis")
    assert level(s, a, "tha") == 2
    trem = ready(s, 0, "Lauren (G6)", blood=4)  # a Tremere
    goto(s, "minion")
    do(s, f"use {ven} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.actor == trem
    s2 = table()
    a2 = ready(s2, 1, OPP, blood=4)
    ven2 = attach(s2, a2, "Veneficorum Artum Sanguis")
    ready(s2, 0, "Alice Chen (G6)", blood=4)  # not a Tremere
    goto(s2, "minion")
    assert f"use {ven2} 1" not in legal(s2)


def test_zombie_inflicts_1_damage_at_close_range_and_is_burned_for_2_blood_as_a_1_stealth_action() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=2)
    zombie = attach(s, a, "Zombie", counters=2)
    goto(s, "minion")
    do(s, f"use {zombie} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    finish_action(s)
    assert blood(s, a) == 4 and zombie not in s.placed
    s2 = table()
    a2 = ready(s2, 0, "Lauren (G6)", blood=5)
    attach(s2, a2, "Zombie", counters=2)
    b2 = ready(s2, 1, "Ayelech (G6)", blood=5)
    fight(s2, a2, b2)
    end_combat(s2)
    assert blood(s2, b2) == 3


def test_dread_mastiff_1_damage_at_close_range_and_a_press_each_combat_at_superior() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "Dread Mastiff", counters=2, mode="superior")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    c = fight(s, a, b)
    assert c.count(a, "press") == 1
    end_combat(s)
    assert blood(s, b) == 3
    s2 = table()
    a2 = ready(s2, 0, "Lauren (G6)", blood=5)
    attach(s2, a2, "Dread Mastiff", counters=2, mode="basic")
    b2 = ready(s2, 1, "Ayelech (G6)", blood=5)
    c2 = fight(s2, a2, b2)
    assert c2.count(a2, "press") == 0


def test_catacombs_1_stealth_rescuing_and_1_less_blood() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    attach(s, a, "Catacombs")
    sleeper = torpor(s, 0, "Ayelech (G6)", blood=0)
    goto(s, "minion")
    assert f"rescue {a} {sleeper} 2" not in legal(s)
    do(s, f"rescue {a} {sleeper} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 2  # 1 for a rescue, +1
    finish_action(s)
    assert sleeper in s.ready[0] and blood(s, a) == 3  # the 2 blood of a rescue, less 1


def test_dartmoor_england_1_stealth_on_actions_requiring_animalism() -> None:
    s = table()
    a = ready(s, 0, "Accorri Giovanni (G5)", blood=5)  # basic Animalism
    attach(s, a, "Dartmoor, England")
    hand(s, 0, "Deep Song")
    goto(s, "minion")
    play(s, "deep-song", "mode basic")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    s2 = table()
    a2 = ready(s2, 0, "Accorri Giovanni (G5)", blood=5)
    attach(s2, a2, "Dartmoor, England")
    goto(s2, "minion")
    do(s2, f"bleed {a2}")
    course = action(s2)
    assert course is not None and course.stealth(s2) == 0


def test_giuseppe_gravedigger_1_stealth_on_actions_requiring_necromancy() -> None:
    s = table()
    a = ready(s, 0, "Desiree Narayan, Anarch Historian (G6)", blood=5, locked=False)  # an Anarch with Necromancy
    attach(s, a, "Giuseppe, Gravedigger", counters=1)
    hand(s, 0, "Gear Up")
    goto(s, "minion")
    do(s, "play gear-up")
    course = action(s)
    assert course is not None and course.stealth(s) == 2  # +1 stealth action, +1


def test_the_ancestors_talisman_1_intercept_during_actions_requiring_dominate() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "The Ancestor's Talisman")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    hand(s, 1, "Govern the Unaligned")
    goto(s, "minion", 1)
    play(s, "govern-the-unaligned", "mode basic")
    course = action(s)
    assert course is not None and course.actor == b and static(s, a, "intercept") == 1
    s2 = table()
    a2 = ready(s2, 0, "Lauren (G6)", blood=5)
    attach(s2, a2, "The Ancestor's Talisman")
    b2 = ready(s2, 1, "Ayelech (G6)", blood=5)
    goto(s2, "minion", 1)
    do(s2, f"bleed {b2}")
    assert static(s2, a2, "intercept") == 0


def test_smoke_grenade_ends_combat_only_at_long_range_then_burns() -> None:
    from tabletome.games.vtes.combat import LONG
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    grenade = attach(s, a, "Smoke Grenade")
    attach(s, a, "Omael Kuman", counters=1)  # the employer burns 1 blood to set the range
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    c = fight(s, a, b)
    until_legal(s, f"grant omael-long {a}")
    do(s, f"grant omael-long {a}")
    assert c.range == LONG
    end_combat(s)  # its one strike at long range, taken unasked
    assert grenade not in s.placed and blood(s, b) == 5 and blood(s, a) == 4  # Omael's 1 blood
    s2 = table()
    a2 = ready(s2, 0, "Lauren (G6)", blood=5)
    attach(s2, a2, "Smoke Grenade")
    b2 = ready(s2, 1, "Ayelech (G6)", blood=5)
    c2 = fight(s2, a2, b2)
    assert [st.name for st in intrinsic_strikes(s2, c2, a2)] == ["hand"]  # close range


def test_rpg_launcher_strikes_6r_only_after_the_first_round_at_long_range() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "RPG Launcher")
    attach(s, a, "Omael Kuman", counters=1)
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    c = fight(s, a, b)
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    until_legal(s, f"grant omael-long {a}")
    do(s, f"grant omael-long {a}")
    assert "rpg-launcher-6r" not in [st.name for st in intrinsic_strikes(s, c, a)]  # the first round
    c.round = 2  # a later round at long range
    assert "rpg-launcher-6r" in [st.name for st in intrinsic_strikes(s, c, a)]


def test_the_bruisers_burn_a_location_controlled_by_your_prey_as_a_directed_action() -> None:
    s = table()
    br = ready(s, 0, "The Bruisers")
    prey_loc = in_play(s, 1, "Channel 10")
    other_loc = in_play(s, 3, "Academic Hunting Ground")
    goto(s, "minion")
    do(s, f"use {br} 1")  # the prey's location only: taken unasked
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    finish_action(s)
    assert prey_loc not in s.placed and other_loc in s.placed


def test_walks_with_might_master_cards_cost_you_1_more_pool_and_damage_to_him_is_1_less() -> None:
    s = table()
    walks = ready(s, 0, "Walks-With-Might")
    hand(s, 0, "Anarch Revolt")  # a master card costing nothing
    goto(s, "master")
    do(s, "play anarch-revolt")
    assert s.pool[0] == 29
    b = ready(s, 1, "Kathy Glens (G6)", blood=5)
    attach(s, b, ".44 Magnum")
    fight(s, walks, b)
    until_legal(s, "strike 44-magnum-2r")
    do(s, "strike 44-magnum-2r")
    end_combat(s)
    assert blood(s, walks) == 4 - 1  # 2R, 1 less


def test_walks_with_might_1_intercept_against_followers_of_set() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    walks = ready(s, 0, "Walks-With-Might")
    setite = ready(s, 1, "Ankh-sen-Sutekh (G4)", blood=5)
    goto(s, "minion", 1)
    do(s, f"bleed {setite}")
    assert static(s, walks, "intercept") == 1
    s2 = table()
    walks2 = ready(s2, 0, "Walks-With-Might")
    other = ready(s2, 1, "Ayelech (G6)", blood=5)
    goto(s2, "minion", 1)
    do(s2, f"bleed {other}")
    assert static(s2, walks2, "intercept") == 0


def test_jackal_1_stealth_if_your_prey_controls_a_follower_of_set_or_assamite_2_at_superior() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    attach(s, a, "Jackal", counters=1, mode="basic")
    assert static(s, a, "stealth") == 0
    ready(s, 1, "Kamau Jafari (G4)", blood=4)  # a Banu Haqim, controlled by the prey
    assert static(s, a, "stealth") == 1
    b = ready(s, 0, "Ayelech (G6)", blood=4)
    attach(s, b, "Jackal", counters=1, mode="superior")
    assert static(s, b, "stealth") == 2


def test_hatch_the_viper_prevents_1_damage_each_combat_and_inflicts_1_or_2_at_close_range() -> None:
    for mode, dealt in (("basic", 1), ("superior", 2)):
        s = table()
        a = ready(s, 0, "Lauren (G6)", blood=5)
        attach(s, a, "Hatch the Viper", counters=1, mode=mode)
        b = ready(s, 1, "Ayelech (G6)", blood=5)
        fight(s, a, b)
        until_legal(s, f"shield {a} 1")
        do(s, f"shield {a} 1")
        end_combat(s)
        assert blood(s, a) == 5 and blood(s, b) == 5 - dealt - 1


def test_local_1111_moves_2_blood_to_another_ready_sabbat_vampire_as_a_1_stealth_action() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)  # Sabbat
    other = ready(s, 2, "Patrick (G4)", blood=1)  # Sabbat, another Methuselah's
    ready(s, 1, "Lauren (G6)", blood=1)  # Camarilla
    hand(s, 0, "Local 1111")
    goto(s, "minion")
    do(s, "play local-1111")
    finish_action(s)
    local = next(p for p in s.minions[a].cards if s.placed[p].card == cid("Local 1111"))
    s.minions[a] = s.minions[a]._replace(locked=False)
    goto(s, "minion", turn=5)
    do(s, f"use {local} 1")  # the one other ready Sabbat vampire: taken unasked
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and not course.directed
    finish_action(s)
    assert blood(s, other) == 3


def test_succubus_aggravated_hand_strikes_and_burns_1_life_for_1_bleed() -> None:
    s = table()
    suc = ready(s, 0, "Succubus")
    b = ready(s, 1, "Ayelech (G6)", blood=5)
    c = fight(s, suc, b)
    assert c.has(suc, "agg-hand")
    s2 = table()
    suc2 = ready(s2, 0, "Succubus")
    goto(s2, "minion")
    do(s2, f"bleed {suc2}")
    until_legal(s2, f"use {suc2} 2")
    do(s2, f"use {suc2} 2")
    finish_action(s2)
    assert s2.pool[1] == 29 and blood(s2, suc2) == 2  # 0 bleed printed, +1


def test_orb_of_ulain_its_ally_cannot_be_the_target_of_a_presence_action() -> None:
    s = table()
    ready(s, 0, "Jeremy MacNeil (G3)", blood=3)  # superior Presence
    guarded = ready(s, 2, "War Ghoul")
    attach(s, guarded, "Orb of Ulain")
    other = ready(s, 1, "ECTU Operative")
    hand(s, 0, "Entrancement")
    goto(s, "minion")
    do(s, "play entrancement", "mode superior")  # the one ally it may target: taken unasked
    course = action(s)
    assert course is not None and course.aplay is not None and course.aplay.targets == (other,)


def test_orb_of_ulain_reaction_cards_requiring_auspex_cost_1_more_blood_while_its_ally_acts() -> None:
    s = table()
    ectu = ready(s, 0, "ECTU Operative")
    attach(s, ectu, "Orb of Ulain")
    b = ready(s, 1, "Adelaide Davis (G3)", blood=4)  # basic Auspex
    hand(s, 1, "Enhanced Senses")
    hand(s, 0, ".44 Magnum")  # an equip action: +1 stealth
    goto(s, "minion")
    do(s, "play 44-magnum")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, "play enhanced-senses")
    do(s, "play enhanced-senses")
    pass_until(s, lambda st: cid("Enhanced Senses") in st.ash[1])
    assert blood(s, b) == 3  # no cost printed, +1 blood


def test_combat_shotgun_strikes_3r_once_each_round() -> None:
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    gun = attach(s, a, "Combat Shotgun")
    b = ready(s, 1, "Mordechai Ben-Nun (G5)", blood=8)
    assert "strike combat-shotgun-3r" in strikes_offered(s, a, b)
    c = current_combat(s)
    assert c is not None
    do(s, "strike combat-shotgun-3r")
    end_combat(s)
    assert blood(s, b) == 5 and ("combat-shotgun", gun, c.serial, 1) in s.marks
    assert "combat-shotgun-3r" not in [st.name for st in intrinsic_strikes(s, c, a)]  # not again this round
    c.round = 2
    assert "combat-shotgun-3r" in [st.name for st in intrinsic_strikes(s, c, a)]  # the next round


def test_black_spiral_buddy_aggravated_hand_strikes_and_an_additional_strike_once_each_combat() -> None:
    s0 = table()
    buddy0 = ready(s0, 0, "Black Spiral Buddy")
    v = ready(s0, 1, "Mordechai Ben-Nun (G5)", blood=8)
    fight(s0, buddy0, v)
    end_combat(s0)
    assert s0.in_torpor(v)  # aggravated damage: no blood mends it
    s = table()
    buddy = ready(s, 0, "Black Spiral Buddy")
    b = ready(s, 1, "ECTU Operative")  # 3 life
    c = fight(s, buddy, b)
    assert c.has(buddy, "agg-hand")
    to(s, "before-strikes", 0)
    do(s, f"use {buddy} 1")
    assert f"use {buddy} 1" not in legal(s)  # once each combat
    end_combat(s)
    assert blood(s, b) == 3 - 1 - 1  # two hand strikes of 1


def test_black_spiral_buddy_regains_a_life_below_3() -> None:
    s = table()
    buddy = ready(s, 0, "Black Spiral Buddy", blood=2)
    goto(s, "unlock", turn=5)
    pass_until(s, lambda st: st.phase != "unlock")
    assert blood(s, buddy) == 3


def test_mark_v_strikes_4r_only_at_long_range_once_each_round() -> None:
    from tabletome.games.vtes.combat import LONG
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=5)
    attach(s, a, "Mark V")
    b = ready(s, 1, "Mordechai Ben-Nun (G5)", blood=8)
    c = fight(s, a, b)
    assert "mark-v-4r" not in [st.name for st in intrinsic_strikes(s, c, a)]  # close range
    c.range = LONG
    assert "mark-v-4r" in [st.name for st in intrinsic_strikes(s, c, a)]
