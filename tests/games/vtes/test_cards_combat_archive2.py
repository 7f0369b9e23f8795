"""Combat cards of the archive's decks, second list (issue 37): each card's tests are named by it."""

from __future__ import annotations

from tabletome.games.vtes.combat import StrikeChoice, current_combat
from tabletome.games.vtes.effects.core import may_press
from tabletome.games.vtes.effects.vocab.minion import discipline_on
from tests.games.vtes.scenario import action, attach, cid, do, goto, hand, legal, pass_until, play, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, blocked_bleed, blood, end_combat, fight, in_combat, to

PLAIN = "Ezra Hawthorne (G4)"  # tha, capacity 2, strength 1


# ------------------------------------------------------------------------ Target Vitals


def test_target_vitals_adds_2_damage_when_the_strike_lands() -> None:
    """1 hand damage inflicted, +2 from the same strike: 3 blood burned to mend."""
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play target-vitals", "strike hand")
    end_combat(s)
    assert blood(s, b) == 1 and blood(s, a) == 4


def test_target_vitals_nothing_more_when_the_damage_does_not_land() -> None:
    """The strike's damage lands unsuccessfully (immune, VT-DMG-13): no added damage, presses allowed."""
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    c = fight(s, a, b)
    c.add(b, "immune", "strikes", "combat")
    to(s, "strike", 0)
    do(s, "play target-vitals", "strike hand")
    to(s, "press")
    assert blood(s, b) == 4
    assert may_press(c, b, "continue")


def test_target_vitals_the_opposing_minion_cannot_press_this_round() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Target Vitals")
    c = fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play target-vitals", "strike hand")
    to(s, "press")
    c.add(b, "press", 1, "round")  # an optional press it could use otherwise
    assert not may_press(c, b, "continue") and may_press(c, a, "continue")
    assert not [m for m in legal(s) if m.startswith(f"press {b}")]


def test_target_vitals_added_damage_is_of_the_strikes_kind() -> None:
    """RTR 19970630: an aggravated strike's added damage is aggravated (2 blood burned for 2 of the
    3 aggravated damage once wounded, VT-DMG-09)."""
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    c = fight(s, a, b)
    c.add(a, "agg-hand", 1, "round")
    to(s, "strike", 0)
    do(s, "play target-vitals", "strike hand")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 2


def test_target_vitals_one_aim_each_strike() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals", "Target Vitals")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play target-vitals" in legal(s)
    do(s, "play target-vitals")
    assert "play target-vitals" not in legal(s) and "strike hand" in legal(s)


def test_target_vitals_not_usable_before_strikes() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    assert "play target-vitals" not in legal(s)


def test_target_vitals_cancelled_by_discarding_two_combat_cards() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    hand(s, 1, "Dodge", "Soak", "Govern the Unaligned")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play target-vitals")
    assert s.to_move == 1 and sorted(legal(s)) == ["discard dodge soak", "pass"]
    do(s, "discard dodge soak")
    assert cid("Dodge") in s.ash[1] and cid("Soak") in s.ash[1] and cid("Target Vitals") in s.ash[0]
    do(s, "strike hand")
    c = current_combat(s)
    assert c is not None and not c.has(a, "on-hit")
    end_combat(s)
    assert blood(s, b) == 3


# ------------------------------------------------------------------------ Soak

SOAKER = "Aaron Bathurst (G4)"  # for obf pot


def test_soak_basic_prevents_2_non_aggravated_damage() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=5)
    b = ready(s, 1, SOAKER, blood=5)
    hand(s, 1, "Soak")
    c = fight(s, a, b)
    c.add(a, "strength", 2, "round")  # a hand strike of 3
    to(s, "damage", 1)
    do(s, "play soak")
    end_combat(s)
    assert blood(s, b) == 4


def test_soak_does_not_prevent_aggravated_damage() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=5)
    b = ready(s, 1, SOAKER, blood=5)
    hand(s, 1, "Soak")
    c = fight(s, a, b)
    c.add(a, "agg-hand", 1, "round")
    to(s, "damage", 1)
    assert "play soak" not in legal(s)


def test_soak_superior_prevents_4_and_one_each_round() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=5)
    b = ready(s, 1, "Agru Kabera (G4)", blood=6)
    hand(s, 1, "Soak", "Soak")
    c = fight(s, a, b)
    c.add(a, "strength", 4, "round")  # a hand strike of 5
    to(s, "damage", 1)
    do(s, "play soak", "mode superior")
    assert "play soak" not in legal(s)
    end_combat(s)
    assert blood(s, b) == 5


def long_range(s) -> None:  # type: ignore[no-untyped-def]
    c = current_combat(s)
    assert c is not None
    c.range = "long"
    s.changed()


# ------------------------------------------------------------------------ Lightning Reflexes


def test_lightning_reflexes_basic_one_additional_strike() -> None:
    s = table()
    a = ready(s, 0, "Abu Nuwasi (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Lightning Reflexes")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play lightning-reflexes")
    end_combat(s)
    assert blood(s, a) == 1 and blood(s, b) == 2  # 1 paid, 1 mended; two hand strikes of 1


def test_lightning_reflexes_superior_burns_x_blood_for_x_additional_strikes() -> None:
    s = table()
    a = ready(s, 0, "Abd al-Rashid (G2)", blood=5)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Lightning Reflexes")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play lightning-reflexes", "mode superior")
    assert "target blood4" in legal(s) and "target blood5" not in legal(s)
    do(s, "target blood2")
    end_combat(s)
    assert blood(s, b) == 2  # three hand strikes of 1
    assert blood(s, a) == 1  # 1 paid, 2 burned, 1 mended


def test_lightning_reflexes_is_limited() -> None:
    s = table()
    a = ready(s, 0, "Abu Nuwasi (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Lightning Reflexes", "Lightning Reflexes")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play lightning-reflexes")
    assert "play lightning-reflexes" not in legal(s)


# ------------------------------------------------------------------------ Absorb the Mind


def test_absorb_the_mind_dom_dodges() -> None:
    s = table()
    a = ready(s, 0, "Afifa, The Herald (G4)", blood=1)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Absorb the Mind")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play absorb-the-mind")
    end_combat(s)
    assert blood(s, a) == 1 and blood(s, b) == 4


def test_absorb_the_mind_myt_steals_1_blood_at_long_range() -> None:
    s = table()
    a = ready(s, 0, "Dame Hollerton (G4)", blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Absorb the Mind")
    fight(s, a, b)
    to(s, "strike", 0)
    long_range(s)
    do(s, "play absorb-the-mind", "mode basic")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 3


def test_absorb_the_mind_superior_steals_a_discipline_card() -> None:
    s = table()
    a = ready(s, 0, "Bartholomew (G2)", blood=4)  # dom basic
    b = ready(s, 1, OPP, blood=4)
    card_ = discipline_on(s, cid("Dominate"), 1, b)
    hand(s, 0, "Absorb the Mind")
    fight(s, a, b)
    to(s, "strike", 0)
    long_range(s)
    do(s, "play absorb-the-mind", "mode superior")
    end_combat(s)
    assert s.placed[card_].host == a and s.controller(a) == 0
    assert blood(s, a) == 5 and blood(s, b) == 3


def test_absorb_the_mind_not_a_discipline_the_striker_has_at_superior() -> None:
    """LSJ 20011205-2: a card that could not be played on the striking vampire stays."""
    s = table()
    a = ready(s, 0, "Bartholomew (G2)", blood=4)  # aus superior
    b = ready(s, 1, OPP, blood=4)
    card_ = discipline_on(s, cid("Auspex"), 1, b)
    hand(s, 0, "Absorb the Mind")
    fight(s, a, b)
    to(s, "strike", 0)
    long_range(s)
    do(s, "play absorb-the-mind", "mode superior")
    end_combat(s)
    assert s.placed[card_].host == b


# ------------------------------------------------------------------------ Burst of Sunlight


def test_burst_of_sunlight_basic_and_the_striker_takes_1_aggravated() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Burst of Sunlight")
    fight(s, a, b)
    to(s, "strike", 0)
    long_range(s)
    do(s, "play burst-of-sunlight")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 4  # 1 aggravated: wounded
    assert s.in_torpor(a) and blood(s, a) == 2


def test_burst_of_sunlight_superior_recoil_even_when_dodged() -> None:
    """LSJ 19970801: the damage to the striker is environmental, taken at any range."""
    s = table()
    a = ready(s, 0, "Aisling Sturbridge (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Burst of Sunlight")
    hand(s, 1, "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play burst-of-sunlight", "mode superior")
    to(s, "strike", 1)
    do(s, "play dodge")
    end_combat(s)
    assert blood(s, b) == 4 and s.is_ready(b)
    assert s.in_torpor(a) and blood(s, a) == 4  # 2 aggravated: wounded, then 1 blood burned


# ------------------------------------------------------------------------ Fast Hands


def test_fast_hands_steals_the_weapon() -> None:
    s = table()
    a = ready(s, 0, "Abu Nuwasi (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    gun = attach(s, b, ".44 Magnum")
    hand(s, 0, "Fast Hands")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play fast-hands")
    end_combat(s)
    assert s.placed[gun].host == a


def test_fast_hands_not_without_a_weapon_to_steal() -> None:
    s = table()
    a = ready(s, 0, "Abu Nuwasi (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Fast Hands")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play fast-hands" not in legal(s)


def test_fast_hands_superior_first_strike_takes_the_gun_before_it_fires() -> None:
    s = table()
    a = ready(s, 0, "Abd al-Rashid (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    gun = attach(s, b, ".44 Magnum")
    hand(s, 0, "Fast Hands")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play fast-hands", "mode superior")
    do(s, "strike 44-magnum-2r")
    end_combat(s)
    assert s.placed[gun].host == a and blood(s, a) == 4  # only the cost: the gun did not fire


# ------------------------------------------------------------------------ Torrent


def test_torrent_basic_additional_strike() -> None:
    s = table()
    a = ready(s, 0, "Abu Nuwasi (G4)", blood=3)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Torrent")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play torrent")
    end_combat(s)
    assert blood(s, b) == 3 and blood(s, a) == 0  # 2 paid, 1 mended


def test_torrent_superior_blocked_action_continues_as_if_unblocked() -> None:
    s = table()
    a = ready(s, 0, "Abd al-Rashid (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Torrent")
    blocked_bleed(s, a, b)
    to(s, "strike", 0)
    do(s, "play torrent", "mode superior")
    pass_until(s, lambda st: not in_combat(st))
    course = action(s)
    assert course is not None and course.stage == "A"
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 29  # the bleed succeeded


# ------------------------------------------------------------------------ Outside the Hourglass

HOURGLASS_TEM = "Gwyedd (G4)"  # tem basic
HOURGLASS_TEM_SUP = "Al-Muntaquim, The Avenger (G4)"  # obf basic, TEM superior


def test_outside_the_hourglass_obf_dodges() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Outside the Hourglass")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play outside-the-hourglass")
    end_combat(s)
    assert blood(s, a) == 4 and blood(s, b) == 4


def test_outside_the_hourglass_tem_maneuvers() -> None:
    s = table()
    a = ready(s, 0, HOURGLASS_TEM, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Outside the Hourglass")
    c = fight(s, a, b)
    to(s, "range", 0)
    do(s, "play outside-the-hourglass")
    assert c.range == "long"


def test_outside_the_hourglass_tem_dodge_keeps_an_optional_maneuver() -> None:
    s = table()
    a = ready(s, 0, HOURGLASS_TEM, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Outside the Hourglass")
    c = fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play outside-the-hourglass")  # at the strike step, the strike is the only use
    assert c.has(a, "maneuver")


def test_outside_the_hourglass_superior_inflicts_2_damage_before_range() -> None:
    s = table()
    a = ready(s, 0, HOURGLASS_TEM_SUP, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Outside the Hourglass", "Outside the Hourglass")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play outside-the-hourglass")  # before range, only the superior use
    pass_until(s, lambda st: blood(st, b) < 4)
    assert blood(s, b) == 2 and s.is_ready(b)
    to(s, "before-range", 0)
    assert "play outside-the-hourglass" not in legal(s)  # one at superior each round


# ------------------------------------------------------------------------ Alpha Glint

GLINT = "Alonzo Guillen (G3)"  # ani for, capacity 6
GLINT_SUP = "Aisata Swanou (G5)"  # ANI FOR, capacity 7


def test_alpha_glint_basic_strike_combat_ends() -> None:
    s = table()
    a = ready(s, 0, GLINT, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Alpha Glint")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play alpha-glint")
    end_combat(s)
    assert blood(s, a) == 5 and blood(s, b) == 4  # its cost only


def test_alpha_glint_not_against_an_older_vampire_or_an_ally() -> None:
    s = table()
    a = ready(s, 0, GLINT, blood=6)
    b = ready(s, 1, "Aksinya Daclau (G4)", blood=4)  # capacity 9
    hand(s, 0, "Alpha Glint")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play alpha-glint" not in legal(s)
    s2 = table()
    a2 = ready(s2, 0, GLINT, blood=6)
    ally = ready(s2, 1, "Mr. Winthrop")
    hand(s2, 0, "Alpha Glint")
    fight(s2, a2, ally)
    to(s2, "strike", 0)
    assert "play alpha-glint" not in legal(s2)


def test_alpha_glint_superior_ends_combat_before_range() -> None:
    s = table()
    a = ready(s, 0, GLINT_SUP, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Alpha Glint")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play alpha-glint")
    end_combat(s)
    assert blood(s, a) == 5 and blood(s, b) == 4


# ------------------------------------------------------------------------ Meld with the Land


def test_meld_with_the_land_basic_unlocks_the_opposing_minion() -> None:
    s = table()
    a = ready(s, 0, "Andrea Giovanni (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4, locked=True)
    hand(s, 0, "Meld with the Land")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play meld-with-the-land")
    end_combat(s)
    assert not s.minions[b].locked and blood(s, b) == 4


def test_meld_with_the_land_superior_only_ends_combat() -> None:
    s = table()
    a = ready(s, 0, "Adhiambo (G4)", blood=5)
    b = ready(s, 1, OPP, blood=4, locked=True)
    hand(s, 0, "Meld with the Land")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play meld-with-the-land", "mode superior")
    end_combat(s)
    assert s.minions[b].locked and blood(s, b) == 4 and blood(s, a) == 5


# ------------------------------------------------------------------------ Acrobatics, Wind Dance, Bone Spur


def test_acrobatics_superior_dodges_with_an_additional_strike() -> None:
    s = table()
    a = ready(s, 0, "Abd al-Rashid (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Acrobatics")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play acrobatics", "mode superior")
    end_combat(s)
    assert blood(s, a) == 4 and blood(s, b) == 3  # its cost; one hand strike after the dodge


def test_acrobatics_basic_additional_strike() -> None:
    s = table()
    a = ready(s, 0, "Abu Nuwasi (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Acrobatics")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play acrobatics")
    end_combat(s)
    assert blood(s, b) == 2


def test_wind_dance_superior_dodges_twice() -> None:
    s = table()
    a = ready(s, 0, "Aisling Sturbridge (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Wind Dance")
    c = fight(s, a, b)
    c.add(b, "additional", 1, "round")  # the opposing minion strikes twice
    to(s, "strike", 0)
    do(s, "play wind-dance", "mode superior")
    to(s, "strike", 0)
    assert legal(s) == ["strike dodge"]
    do(s, "strike dodge")
    end_combat(s)
    assert blood(s, a) == 5 and blood(s, b) == 4


def test_bone_spur_basic_hand_damage_aggravated_this_round() -> None:
    s = table()
    a = ready(s, 0, "Alessandro Garcia (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Bone Spur")
    c = fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play bone-spur")
    assert (a, "agg-hand", 1, "round") in c.mods
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 4


def test_bone_spur_superior_for_the_combat() -> None:
    s = table()
    a = ready(s, 0, "Adana de Sforza (G4)", blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Bone Spur")
    c = fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play bone-spur", "mode superior")
    assert (a, "agg-hand", 1, "combat") in c.mods


# ------------------------------------------------------------------------ Concealed Weapon, Disguised Weapon


def test_concealed_weapon_equips_with_a_weapon_from_hand_paying_its_cost() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Concealed Weapon", ".44 Magnum")
    fight(s, a, b)
    to(s, "before-range", 0)
    pool = s.pool[0]
    do(s, "play concealed-weapon", "target 44-magnum")  # the one weapon that fits, named as played (LSJ 20100130)
    assert s.pool[0] == pool - 2
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid(".44 Magnum")]
    to(s, "strike", 0)
    assert "strike 44-magnum-2r" in legal(s)


def test_concealed_weapon_not_unique_nor_aggravated_nor_4_damage_nor_3_pool() -> None:
    """Ivory Bow: unique, aggravated; Flamethrower: 4 pool; the Meat Cleaver (strength+1, strength not
    counted: LSJ 20020821) fits."""
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Concealed Weapon", "Ivory Bow", "Flamethrower", "Meat Cleaver")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play concealed-weapon")
    assert legal(s) == ["target meat-cleaver", "back"]  # the one weapon offered, chosen all the same
    do(s, "target meat-cleaver")
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid("Meat Cleaver")]
    assert {cid("Ivory Bow"), cid("Flamethrower")} <= set(s.hand[0])


def test_concealed_weapon_needs_a_weapon_in_hand() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Concealed Weapon", "Ivory Bow")
    fight(s, a, b)
    to(s, "before-range", 0)
    assert "play concealed-weapon" not in legal(s)


def test_disguised_weapon_basic_before_range() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Disguised Weapon", "Ivory Bow")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play disguised-weapon" not in legal(s)  # [obf]: only before range


def test_disguised_weapon_basic_equips_any_weapon() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Disguised Weapon", "Ivory Bow")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play disguised-weapon", "target ivory-bow")
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid("Ivory Bow")]


def test_disguised_weapon_superior_as_the_strike_is_chosen() -> None:
    s = table()
    a = ready(s, 0, "Abd al-Rashid (G2)", blood=5)  # obf basic only
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Disguised Weapon", ".44 Magnum")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play disguised-weapon" not in legal(s)
    s2 = table()
    a2 = ready(s2, 0, "Adana de Sforza (G4)", blood=6)  # OBF
    b2 = ready(s2, 1, OPP, blood=4)
    hand(s2, 0, "Disguised Weapon", ".44 Magnum")
    fight(s2, a2, b2)
    to(s2, "strike", 0)
    do(s2, "play disguised-weapon", "target 44-magnum")
    do(s2, "strike 44-magnum-2r")
    end_combat(s2)
    assert blood(s2, b2) == 2


# ------------------------------------------------------------------------ Hide the Mind, Charismatic Aura

AUSPEX = "Adonai (G2)"  # for, AUS, val


def test_hide_the_mind_cancels_a_combat_card_requiring_auspex() -> None:
    s = table()
    s.public_decks = (False,) * 4  # private decks: they could hold the card
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)  # obf
    b = ready(s, 1, AUSPEX, blood=4)
    hand(s, 0, "Hide the Mind")
    hand(s, 1, "Read Intentions")
    fight(s, a, b)
    to(s, "strike", 1)
    do(s, "play read-intentions")
    assert s.to_move == 0 and "play hide-the-mind" in legal(s)
    do(s, "play hide-the-mind")
    pass_until(s, lambda st: cid("Hide the Mind") in st.ash[0])  # others may cancel it in turn
    end_combat(s)
    assert cid("Read Intentions") in s.ash[1]
    assert blood(s, a) == 3  # the dodge was cancelled: the hand strike landed (1 mended)


def test_hide_the_mind_not_against_a_card_without_auspex() -> None:
    s = table()
    s.public_decks = (False,) * 4  # private decks: they could hold the card
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)
    b = ready(s, 1, AUSPEX, blood=4)
    hand(s, 0, "Hide the Mind")
    hand(s, 1, "Dodge")
    fight(s, a, b)
    to(s, "strike", 1)
    do(s, "play dodge")
    assert "play hide-the-mind" not in legal(s)


def test_hide_the_mind_superior_cancels_a_reaction_requiring_auspex() -> None:
    s = table()
    s.public_decks = (False,) * 4  # private decks: they could hold the card
    a = ready(s, 0, "Adana de Sforza (G4)", blood=6)  # OBF
    b = ready(s, 1, AUSPEX, blood=4)
    hand(s, 0, "Hide the Mind")
    hand(s, 1, "Enhanced Senses")
    goto(s, "minion")
    do(s, f"bleed {a}")
    course = action(s)
    assert course is not None
    course.stealth_bonus = 1  # intercept is needed: Enhanced Senses can be played
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: st.to_move == 1 and "play enhanced-senses" in legal(st))
    do(s, "play enhanced-senses", "mode basic")
    assert s.to_move == 0 and "play hide-the-mind" in legal(s)
    do(s, "play hide-the-mind")
    pass_until(s, lambda st: cid("Hide the Mind") in st.ash[0])
    course = action(s)
    pass_until(s, lambda st: cid("Enhanced Senses") in st.ash[1])
    assert course is not None and not [n for u, n in course.icpt if u == b]  # no +1 intercept


CHARISMA = "Adrianne (G1)"  # aus cel pot pre
CHARISMA_SUP = "Abid bin Haji, Scholar of Mirrors (G6)"


def test_charismatic_aura_burns_1_blood_to_cancel_a_strike_card() -> None:
    s = table()
    s.public_decks = (False,) * 4  # private decks: they could hold the card
    a = ready(s, 0, "Adrianne (G1)", blood=4)
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Charismatic Aura")
    hand(s, 1, "Roundhouse")
    fight(s, a, b)
    to(s, "strike", 1)
    do(s, "play roundhouse", "mode basic")
    assert s.to_move == 0
    do(s, "play charismatic-aura")
    pass_until(s, lambda st: cid("Charismatic Aura") in st.ash[0])
    assert blood(s, a) == 3
    to(s, "strike", 1)
    assert "strike hand" in legal(s)  # the minion chooses a strike again
    end_combat(s)
    assert blood(s, a) == 2 and cid("Roundhouse") in s.ash[1]  # a hand strike of 1


def test_charismatic_aura_cancels_a_grapple() -> None:
    s = table()
    s.public_decks = (False,) * 4  # private decks: they could hold the card
    a = ready(s, 0, "Adrianne (G1)", blood=4)
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Charismatic Aura")
    hand(s, 1, "Immortal Grapple")
    c = fight(s, a, b)
    to(s, "before-strikes", 1)
    do(s, "play immortal-grapple", "mode basic")
    do(s, "play charismatic-aura")
    pass_until(s, lambda st: cid("Charismatic Aura") in st.ash[0])
    assert not c.has(b, "hand-only") and not c.has(a, "hand-only")


def test_charismatic_aura_superior_strike_combat_ends() -> None:
    s = table()
    a = ready(s, 0, "Aisha az-Zahra (G5)", blood=4)  # AUS PRE
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Charismatic Aura")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play charismatic-aura")
    end_combat(s)
    assert blood(s, a) == 4 and blood(s, b) == 4


def test_hide_the_mind_no_window_for_a_public_deck_without_it() -> None:
    """VT-CARD-17: the as-played window opens only when the Methuselah could hold the card."""
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)
    b = ready(s, 1, AUSPEX, blood=4)
    hand(s, 0, "Hide the Mind")  # put there by the test: the preconstructed deck has none
    hand(s, 1, "Read Intentions")
    fight(s, a, b)
    to(s, "strike", 1)
    do(s, "play read-intentions")
    assert s.to_move != 0 or "play hide-the-mind" not in legal(s)


# ------------------------------------------------------------------------ Flesh of Marble


def two_strikes_second_aggravated(s, a) -> None:  # type: ignore[no-untyped-def]
    """``a`` strikes twice: a hand strike, then an aggravated one (its additional strike)."""
    c = current_combat(s)
    assert c is not None
    hand(s, 0, "Dodge")  # a card in hand: its strikes are asked
    c.add(a, "additional", 1, "round")
    to(s, "strike", 0)
    do(s, "strike hand")
    pass_until(s, lambda st: isinstance(st.stack[-1], StrikeChoice) and st.stack[-1].additional)
    c.add(a, "agg-hand", 1, "round")
    do(s, "strike hand")


def test_flesh_of_marble_basic_prevents_normal_damage_after_the_first() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=5)
    b = ready(s, 1, "Alessandro Garcia (G4)", blood=4)  # pro
    hand(s, 1, "Flesh of Marble")
    c = fight(s, a, b)
    c.add(a, "env", 1, "round")  # environmental damage after the hand strike's
    to(s, "before-range", 1)
    do(s, "play flesh-of-marble")
    to(s, "press")
    assert blood(s, b) == 3  # the hand strike's 1; the environmental 1 prevented


def test_flesh_of_marble_basic_not_aggravated_damage() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=5)
    b = ready(s, 1, "Alessandro Garcia (G4)", blood=4)
    hand(s, 1, "Flesh of Marble")
    fight(s, a, b)
    to(s, "before-range", 1)
    do(s, "play flesh-of-marble")
    two_strikes_second_aggravated(s, a)
    end_combat(s)
    assert s.in_torpor(b)  # the aggravated damage wounded it


def test_flesh_of_marble_superior_prevents_aggravated_damage_too() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=5)
    b = ready(s, 1, "Aksinya Daclau (G4)", blood=4)  # PRO
    hand(s, 1, "Flesh of Marble")
    fight(s, a, b)
    to(s, "before-range", 1)
    do(s, "play flesh-of-marble", "mode superior")
    two_strikes_second_aggravated(s, a)
    end_combat(s)
    assert s.is_ready(b) and blood(s, b) == 3


# ------------------------------------------------------------------------ Groundfighting


def test_groundfighting_cancels_a_grapple_burning_1_blood() -> None:
    s = table()
    s.public_decks = (False,) * 4
    a = ready(s, 0, OPP, blood=4, sect="anarch")
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Groundfighting")
    hand(s, 1, "Immortal Grapple")
    c = fight(s, a, b)
    to(s, "before-strikes", 1)
    do(s, "play immortal-grapple", "mode basic")
    assert s.to_move == 0
    do(s, "play groundfighting")
    pass_until(s, lambda st: cid("Groundfighting") in st.ash[0])
    assert blood(s, a) == 3 and not c.has(a, "hand-only")


def test_groundfighting_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4, sect="sabbat")
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Groundfighting")
    fight(s, a, b)
    to(s, "range", 0)
    assert "play groundfighting" not in legal(s)


def test_groundfighting_maneuvers() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4, sect="anarch")
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Groundfighting")
    c = fight(s, a, b)
    to(s, "range", 0)
    do(s, "play groundfighting")
    assert c.range == "long"


# ------------------------------------------------------------------------ Lam Into


def test_lam_into_pot_hand_strike_at_plus_2() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4, sect="anarch")  # for obf pot
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Lam Into")
    fight(s, a, b)
    to(s, "strike", 0)
    play(s, "lam-into", "mode pot", "target hand")
    end_combat(s)
    assert blood(s, b) == 1  # 1 strength + 2


def test_lam_into_for_a_melee_weapon_strike_at_plus_1_with_a_maneuver() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4, sect="anarch")
    b = ready(s, 1, OPP, blood=5)
    cleaver = attach(s, a, "Meat Cleaver")  # strength+1
    hand(s, 0, "Lam Into")
    hand(s, 1, "Dodge")  # the opposing strike is asked: the combat waits there
    c = fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play lam-into", "mode for")
    assert sorted(legal(s)) == sorted(["target hand", f"target {cleaver}", "back"])
    do(s, f"target {cleaver}")
    assert c.has(a, "maneuver")
    assert s.to_move == 1 and s.hand[0] == []  # not replaced until after combat
    end_combat(s)
    assert blood(s, b) == 2  # (1 + 1) + 1
    assert len(s.hand[0]) == 7


def test_lam_into_vic_optional_press_and_close_range_next_round() -> None:
    s = table()
    a = ready(s, 0, "Andrea Giovanni (G2)", blood=7, sect="anarch")  # pot vic
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Lam Into")
    c = fight(s, a, b)
    to(s, "strike", 0)
    play(s, "lam-into", "mode vic", "target hand")
    assert "close-next" in c.flags and c.has(a, "press")


def test_lam_into_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4, sect="sabbat")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Lam Into")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play lam-into" not in legal(s)


# ------------------------------------------------------------------------ Telepathic Tracking


def test_telepathic_tracking_basic_presses_and_gives_a_maneuver_next_round() -> None:
    s = table()
    a = ready(s, 0, "Aeron (G3)", blood=8)  # aus
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Telepathic Tracking")
    hand(s, 1, "Dodge")
    c = fight(s, a, b)
    to(s, "press", 0)
    do(s, "play telepathic-tracking")
    assert c.press == 1
    pass_until(s, lambda st: c.round == 2)
    assert c.has(a, "maneuver")


def test_telepathic_tracking_superior_starts_a_new_round_instead_of_ending() -> None:
    s = table()
    a = ready(s, 0, AUSPEX, blood=6)  # AUS
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Telepathic Tracking")
    hand(s, 1, "Dodge")
    c = fight(s, a, b)
    to(s, "end-round", 0)
    do(s, "play telepathic-tracking")
    pass_until(s, lambda st: c.round == 2 or not in_combat(st))
    assert in_combat(s) and c.round == 2


def test_telepathic_tracking_superior_not_while_a_press_continues() -> None:
    s = table()
    a = ready(s, 0, AUSPEX, blood=6)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Telepathic Tracking")
    c = fight(s, a, b)
    to(s, "press", 0)
    c.press = 1
    s.changed()
    to(s, "end-round", 0)
    assert "play telepathic-tracking" not in legal(s)


# ------------------------------------------------------------------------ Terror Frenzy, Drawing Out the Beast

ANI = "Alonzo Guillen (G3)"  # ani for pot, OBF
ANI_SUP = "Aisata Swanou (G5)"  # abo, ANI FOR VIC


def test_terror_frenzy_basic_binds_the_opposing_minion() -> None:
    from tabletome.games.vtes.effects.core import intrinsic_strikes, may_maneuver

    s = table()
    a = ready(s, 0, ANI, blood=6)
    b = ready(s, 1, OPP, blood=4)
    attach(s, b, ".44 Magnum")
    hand(s, 0, "Terror Frenzy")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play terror-frenzy")
    assert blood(s, a) == 5  # its cost
    c.range = "long"
    assert not may_maneuver(c, b) and may_maneuver(c, a)
    c.range = "close"
    assert may_maneuver(c, b)  # to long range: allowed
    assert not may_press(c, b, "continue")
    assert [st.name for st in intrinsic_strikes(s, c, b)] == ["hand"]  # no gun


def test_terror_frenzy_basic_only_in_the_first_round() -> None:
    s = table()
    a = ready(s, 0, ANI, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Terror Frenzy")
    c = fight(s, a, b)
    c.round = 2
    to(s, "before-range", 0)
    assert "play terror-frenzy" not in legal(s)


def test_terror_frenzy_superior_combat_cards_cost_the_opposing_vampire_1_blood() -> None:
    s = table()
    a = ready(s, 0, ANI_SUP, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Terror Frenzy")
    hand(s, 1, "Dodge")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play terror-frenzy", "mode superior")
    to(s, "strike", 1)
    do(s, "play dodge")
    assert blood(s, b) == 3


def test_drawing_out_the_beast_basic() -> None:
    from tabletome.games.vtes.effects.core import may_maneuver

    s = table()
    a = ready(s, 0, ANI, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Drawing Out the Beast")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play drawing-out-the-beast")
    assert c.strength(s, b) == 2
    assert not may_maneuver(c, b)  # to long range
    c.press = 1
    assert not may_press(c, b, "end")


def test_drawing_out_the_beast_superior_damages_in_the_press_step() -> None:
    s = table()
    a = ready(s, 0, ANI_SUP, blood=6)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Drawing Out the Beast")
    hand(s, 1, "Dodge")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play drawing-out-the-beast", "mode superior")
    to(s, "strike", 1)
    do(s, "strike hand")
    to(s, "press")
    assert blood(s, b) == 3  # 1 hand damage, 1 in the press step


def test_drawing_out_the_beast_not_against_an_ally() -> None:
    s = table()
    a = ready(s, 0, ANI, blood=6)
    ally = ready(s, 1, "Mr. Winthrop")
    hand(s, 0, "Drawing Out the Beast")
    fight(s, a, ally)
    to(s, "before-range", 0)
    assert "play drawing-out-the-beast" not in legal(s)


# ------------------------------------------------------------------------ Zip Gun


def zip_gun_fight(s, blood_a: int = 4):  # type: ignore[no-untyped-def]
    a = ready(s, 0, OPP, blood=blood_a)
    b = ready(s, 1, PLAIN, blood=2)
    hand(s, 0, "Zip Gun")
    hand(s, 1, "Dodge")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play zip-gun")
    return a, b, c


def test_zip_gun_is_equipment_a_gun_with_its_maneuver_this_combat() -> None:
    from tabletome.games.vtes.actions import is_equipment
    from tabletome.games.vtes.effects.core import struck_candidates

    s = table()
    a, _b, c = zip_gun_fight(s)
    (gun,) = s.minions[a].cards
    assert s.placed[gun].card == cid("Zip Gun") and is_equipment(s, gun)
    assert struck_candidates(s, a, weapon_only=True) == [gun]
    assert c.value(a, "maneuver") == "zip-gun-1r"


def test_zip_gun_1r_damage_and_the_bearer_takes_1_once_each_combat() -> None:
    s = table()
    a, b, c = zip_gun_fight(s)
    to(s, "range", 0)
    do(s, f"maneuver {a} optional")  # to long range: the maneuver chose the gun's strike (VT-RNG-05)
    to(s, "strike", 0)
    assert legal(s) == ["strike zip-gun-1r"]
    do(s, "strike zip-gun-1r")
    to(s, "strike", 1)
    do(s, "strike none")
    to(s, "press", 0)
    assert blood(s, b) == 1 and blood(s, a) == 3  # 1R to the opponent, 1 (environmental) to the bearer
    c.press = 1  # another round
    pass_until(s, lambda st: c.round == 2)
    c.range = "long"
    to(s, "strike", 0)
    do(s, "strike zip-gun-1r")
    to(s, "strike", 1)
    do(s, "strike none")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 0  # a second 1R; no second recoil this combat


def test_zip_gun_no_recoil_when_it_does_not_strike() -> None:
    """LSJ 20100310: no damage to the bearer if it does not strike with the gun."""
    s = table()
    a, _b, _c = zip_gun_fight(s)
    to(s, "strike", 0)
    do(s, "strike hand")
    end_combat(s)
    assert blood(s, a) == 3  # the opponent's hand strike only


# ------------------------------------------------------------------------ Trap, Conquer the Beast


def test_trap_presses_to_continue_while_it_has_counters_then_is_burned() -> None:
    s = table()
    a = ready(s, 0, "Aksinya Daclau (G4)", blood=9)
    b = ready(s, 1, "Adana de Sforza (G4)", blood=11)
    hand(s, 0, "Trap")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play trap")
    (trap,) = [u for u, p in s.placed.items() if p.card == cid("Trap")]
    assert s.placed[trap].counters == 3
    end_combat(s)
    assert c.round == 4  # 3 presses from 3 counters, none in round 4
    assert trap not in s.placed and cid("Trap") in s.ash[0]
    assert blood(s, a) == 5 and blood(s, b) == 7  # four rounds of hand strikes


def test_trap_counters_reset_when_a_card_is_played() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=12)
    b = ready(s, 1, PLAIN, blood=12)
    hand(s, 0, "Trap")
    hand(s, 1, "Dodge")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play trap")
    (trap,) = [u for u, p in s.placed.items() if p.card == cid("Trap")]
    pass_until(s, lambda st: c.round == 2)
    assert s.placed[trap].counters == 2
    to(s, "strike", 1)
    do(s, "play dodge")  # back to 3, then 1 burned in this round's press step
    pass_until(s, lambda st: c.round == 3)
    assert s.placed[trap].counters == 2


def test_trap_either_combatant_can_press_to_end() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=12)
    b = ready(s, 1, PLAIN, blood=12)
    hand(s, 0, "Trap")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play trap")
    to(s, "press")
    assert c.press == 1 and may_press(c, a, "end") and may_press(c, b, "end")


def test_conquer_the_beast_basic_mandatory_press_and_no_equipment() -> None:
    s = table()
    a = ready(s, 0, ANI, blood=12)
    b = ready(s, 1, OPP, blood=12)
    hand(s, 0, "Conquer the Beast")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play conquer-the-beast")
    assert c.has(a, "no-equipment")
    to(s, "press")
    assert c.press == 1 and c.last_press == a  # this vampire's press to continue
    assert may_press(c, b, "end") and not may_press(c, a, "end")


def test_conquer_the_beast_superior_optional_presses() -> None:
    s = table()
    a = ready(s, 0, ANI_SUP, blood=12)
    b = ready(s, 1, OPP, blood=12)
    hand(s, 0, "Conquer the Beast")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play conquer-the-beast", "mode superior")
    to(s, "press", 0)
    assert c.press == 0 and f"press {a} continue" in legal(s)


# ------------------------------------------------------------------------ Infernal Pursuit


def test_infernal_pursuit_basic_press() -> None:
    s = table()
    a = ready(s, 0, "Abu Nuwasi (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Infernal Pursuit")
    c = fight(s, a, b)
    to(s, "press", 0)
    do(s, "play infernal-pursuit")
    assert c.press == 1


def test_infernal_pursuit_superior_draws_an_additional_card_each_replacement() -> None:
    from tabletome.games.vtes.phases import DiscardDown

    s = table()
    a = ready(s, 0, "Abd al-Rashid (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Infernal Pursuit", "Sideslip")
    library = len(s.library[0])
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play infernal-pursuit")  # before range: the superior use only
    assert isinstance(s.stack[-1], DiscardDown) and len(s.hand[0]) == 8  # 6 to replace it, 1 more
    assert len(s.library[0]) == library - 7
    slug = next(a for a in legal(s) if a != "discard sideslip")
    do(s, slug)
    assert len(s.hand[0]) == 7
    to(s, "strike", 0)
    do(s, "play sideslip")
    assert isinstance(s.stack[-1], DiscardDown) and len(s.hand[0]) == 8  # 1 to replace it, 1 more


# ------------------------------------------------------------------------ Gemini's Mirror, Aura Reading, Botched Move


class Coin:
    """A generator whose coin always falls the same way (0: tails, 1: heads)."""

    def __init__(self, side: int) -> None:
        self.side = side

    def below(self, n: int) -> int:
        return self.side


def test_geminis_mirror_basic_dodge_with_an_optional_maneuver() -> None:
    s = table()
    a = ready(s, 0, "Aaron Bathurst (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Gemini's Mirror")
    c = fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play gemini-s-mirror")
    assert c.has(a, "maneuver")
    end_combat(s)
    assert blood(s, a) == 3  # its cost; the hand strike dodged


def test_geminis_mirror_superior_tails_the_strike_has_no_effect() -> None:
    s = table()
    a = ready(s, 0, ANI, blood=6)  # OBF
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Gemini's Mirror")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play gemini-s-mirror")
    s.rng = Coin(0)  # type: ignore[assignment]
    end_combat(s)
    assert blood(s, a) == 5 and c.has(a, "coin-flip")  # only its cost


def test_geminis_mirror_superior_heads_ends_it() -> None:
    s = table()
    a = ready(s, 0, ANI, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Gemini's Mirror")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play gemini-s-mirror")
    s.rng = Coin(1)  # type: ignore[assignment]
    end_combat(s)
    assert blood(s, a) == 4 and not c.has(a, "coin-flip")


def test_aura_reading_basic_opens_the_opposing_hand_for_the_combat() -> None:
    s = table()
    a = ready(s, 0, "Aeron (G3)", blood=8)  # aus
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Aura Reading")
    hand(s, 1, "Dodge")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play aura-reading")
    assert s.marks.get(("open-hand", 1))
    end_combat(s)
    assert not s.marks.get(("open-hand", 1))


def test_aura_reading_superior_plus_2_hand_size_for_the_combat() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    a = ready(s, 0, AUSPEX, blood=6)  # AUS
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Aura Reading")
    fight(s, a, b)
    to(s, "before-range", 0)
    before = hand_size(s, 0)
    do(s, "play aura-reading", "mode superior")
    assert hand_size(s, 0) == before + 2
    end_combat(s)
    assert hand_size(s, 0) == before


def test_botched_move_cancels_with_a_copy_on_top_of_the_library() -> None:
    s = table()
    s.public_decks = (False,) * 4
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Botched Move")
    hand(s, 1, "Roundhouse")
    s.library[1].extend([cid("Roundhouse"), cid("Dodge")])  # the top two: Dodge, then Roundhouse
    fight(s, a, b)
    to(s, "strike", 1)
    do(s, "play roundhouse", "mode basic")
    do(s, "play botched-move")
    pass_until(s, lambda st: cid("Botched Move") in st.ash[0])
    assert s.ash[1].count(cid("Roundhouse")) == 1 and blood(s, b) == 3
    assert s.library[1][-1] == cid("Dodge")  # the other card stays on top
    to(s, "strike", 1)
    assert cid("Roundhouse") in s.ash[1]


def test_botched_move_nothing_without_a_copy() -> None:
    s = table()
    s.public_decks = (False,) * 4
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Botched Move")
    hand(s, 1, "Roundhouse")
    s.library[1].extend([cid("Dodge"), cid("Dodge")])
    fight(s, a, b)
    to(s, "strike", 1)
    do(s, "play roundhouse", "mode basic")
    do(s, "play botched-move")
    end_combat(s)
    assert blood(s, a) == 1  # the Roundhouse landed: 3 damage


# ------------------------------------------------------------------------ Orgy of Blood


def test_orgy_of_blood_each_vampire_gains_the_burned_allys_recruit_cost() -> None:
    s = table()
    a = ready(s, 0, "Aksinya Daclau (G4)", blood=4)
    other = ready(s, 0, "Adana de Sforza (G4)", blood=4)
    ally = ready(s, 1, "Muddled Vampire Hunter")  # 1 life
    hand(s, 0, "Orgy of Blood")
    fight(s, a, ally)
    to(s, "end-round", 0)
    assert ally not in s.minions
    do(s, "play orgy-of-blood")
    # the Muddled Vampire Hunter (4 strength) costs 2 pool to recruit
    assert blood(s, a) == 0 + 2 and blood(s, other) == 4 + 2


def test_orgy_of_blood_not_against_a_vampire() -> None:
    s = table()
    a = ready(s, 0, "Aksinya Daclau (G4)", blood=4)
    b = ready(s, 1, OPP, blood=0)
    hand(s, 0, "Orgy of Blood")
    c = fight(s, a, b)
    c.add(a, "agg-hand", 1, "round")
    to(s, "end-round", 0)
    assert "play orgy-of-blood" not in legal(s)


# ------------------------------------------------------------------------ Unholy Penance

PRESENCE_SUP = "Aisha az-Zahra (G5)"  # obf qui, AUS CEL PRE


def test_unholy_penance_basic_combat_ends() -> None:
    s = table()
    a = ready(s, 0, "Adrianne (G1)", blood=4)  # pre
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Unholy Penance")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play unholy-penance")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 4 and not s.minions[b].cards


def test_unholy_penance_superior_goes_on_the_opposing_minion_and_the_striker_bleeds_more() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    a = ready(s, 0, PRESENCE_SUP, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Unholy Penance")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play unholy-penance", "mode superior")
    end_combat(s)
    (card_,) = s.minions[b].cards
    assert s.placed[card_].card == cid("Unholy Penance")
    goto(s, "minion")
    do(s, f"bleed {a}")  # at the prey, seat 1: b's controller
    course = action(s)
    assert course is not None and course.bleed_amount(s) == 2
    assert static(s, a, "bleed") == 1


def test_unholy_penance_the_minion_burns_it_as_a_stealth_action() -> None:
    s = table()
    a = ready(s, 0, PRESENCE_SUP, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Unholy Penance")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play unholy-penance", "mode superior")
    end_combat(s)
    (card_,) = s.minions[b].cards
    goto(s, "minion", seat=1)
    (use,) = [m for m in legal(s) if m.startswith(f"use {card_} ")]  # the attached minion's action
    do(s, use)
    pass_until(s, lambda st: action(st) is None)
    assert card_ not in s.placed and cid("Unholy Penance") in s.ash[0]


# ------------------------------------------------------------------------ Pulled Fangs


def pulled_fangs_on(s, a, b):  # type: ignore[no-untyped-def]
    """``a`` (strength 2 this round) wins the round against ``b`` and plays Pulled Fangs."""
    hand(s, 0, "Pulled Fangs")
    c = fight(s, a, b)
    c.add(a, "strength", 1, "round")
    to(s, "end-round", 0)
    do(s, "play pulled-fangs")
    return c


def test_pulled_fangs_on_the_opposing_vampire_with_1_damage() -> None:
    s = table()
    a = ready(s, 0, "Aksinya Daclau (G4)", blood=6)
    b = ready(s, 1, OPP, blood=4)
    pulled_fangs_on(s, a, b)
    end_combat(s)
    assert [s.placed[p].card for p in s.minions[b].cards] == [cid("Pulled Fangs")]
    assert blood(s, b) == 4 - 2 - 1


def test_pulled_fangs_only_after_a_round_won() -> None:
    s = table()
    a = ready(s, 0, "Aksinya Daclau (G4)", blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Pulled Fangs")
    fight(s, a, b)
    to(s, "end-round", 0)
    assert "play pulled-fangs" not in legal(s)  # 1 damage each: not more


def test_pulled_fangs_the_vampire_cannot_hunt_and_goes_to_torpor_instead() -> None:
    from tabletome.games.vtes.actions import must_hunt

    s = table()
    a = ready(s, 0, "Aksinya Daclau (G4)", blood=6)
    b = ready(s, 1, OPP, blood=4)
    pulled_fangs_on(s, a, b)
    end_combat(s)
    s.minions[b] = s.minions[b]._replace(blood=0, locked=False)
    assert b not in must_hunt(s, 1)
    goto(s, "master", seat=1)
    do(s, "end")  # the master phase ends: the minion phase begins
    assert s.in_torpor(b)


def test_pulled_fangs_burned_with_two_stealth_actions() -> None:
    s = table()
    a = ready(s, 0, "Aksinya Daclau (G4)", blood=6)
    b = ready(s, 1, OPP, blood=4)
    pulled_fangs_on(s, a, b)
    end_combat(s)
    (fangs,) = s.minions[b].cards
    for turn, counters in ((5, 1), (9, 0)):  # one action each turn, the vampire unlocked again
        s.marks.clear()
        goto(s, "minion", seat=1, turn=turn)
        s.minions[b] = s.minions[b]._replace(locked=False)
        (use,) = [m for m in legal(s) if m.startswith(f"use {fangs} ")]
        do(s, use)
        pass_until(s, lambda st: action(st) is None)
        assert (s.placed[fangs].counters if fangs in s.placed else 0) == counters
    assert fangs not in s.placed and cid("Pulled Fangs") in s.ash[0]


# ------------------------------------------------------------------------ Superior Mettle

METTLE = "Agru Kabera (G4)"  # cel nec pre, FOR


def test_superior_mettle_basic_prevents_all_damage_from_the_opposing_strike() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, "Aaron Bathurst (G4)", blood=4)  # for
    hand(s, 1, "Superior Mettle")
    c = fight(s, a, b)
    c.add(a, "strength", 3, "round")  # a hand strike of 4
    to(s, "damage", 1)
    do(s, "play superior-mettle")
    end_combat(s)
    assert blood(s, b) == 3  # its cost only


def test_superior_mettle_superior_each_round_burn_1_blood_against_the_initial_strike() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, METTLE, blood=6)
    hand(s, 1, "Superior Mettle")
    c = fight(s, a, b)
    c.add(a, "strength", 3, "combat")  # hand strikes of 4
    to(s, "damage", 1)
    do(s, "play superior-mettle", "mode superior")
    assert blood(s, b) == 5  # its cost
    to(s, "press")
    c.press = 1
    pass_until(s, lambda st: c.round == 2)
    to(s, "damage", 1)
    assert f"shield {b} {'initial-strike-for-blood'}" in legal(s)
    do(s, f"shield {b} initial-strike-for-blood")
    end_combat(s)
    assert blood(s, b) == 4  # 1 blood burned, the 4 damage prevented


def test_superior_mettle_superior_not_against_an_additional_strike() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, METTLE, blood=6)
    hand(s, 1, "Superior Mettle", "Dodge")
    c = fight(s, a, b)
    to(s, "damage", 1)
    do(s, "play superior-mettle", "mode superior")
    to(s, "press")
    c.press = 1
    pass_until(s, lambda st: c.round == 2)
    c.add(a, "additional", 1, "round")
    to(s, "strike", 1)
    do(s, "play dodge")  # the initial strike dodged
    to(s, "damage", 1)  # the additional strike's damage
    assert not [m for m in legal(s) if m.startswith("shield")]


# ------------------------------------------------------------------------ Stunt Cycle

STUNT = "Alessandro Garcia (G4)"  # pot pre pro


def test_stunt_cycle_3r_and_prevents_1_of_the_opposing_strike() -> None:
    s = table()
    a = ready(s, 0, STUNT, blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, b, ".44 Magnum")  # 2R
    hand(s, 0, "Stunt Cycle")
    fight(s, a, b)
    to(s, "strike", 0)
    long_range(s)
    do(s, "play stunt-cycle")  # the opposing minion's only strike at long range: its gun
    end_combat(s)
    assert blood(s, b) == 1 and blood(s, a) == 3  # 3R; 2R less 1 prevented


def test_stunt_cycle_only_at_long_range() -> None:
    s = table()
    a = ready(s, 0, STUNT, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Stunt Cycle")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play stunt-cycle" not in legal(s)


def test_stunt_cycle_an_opposing_minion_with_celerity_burns_1_blood_to_prevent_it() -> None:
    s = table()
    a = ready(s, 0, STUNT, blood=4)
    b = ready(s, 1, "Abu Nuwasi (G4)", blood=3)  # cel
    hand(s, 0, "Stunt Cycle")
    fight(s, a, b)
    to(s, "strike", 0)
    long_range(s)
    do(s, "play stunt-cycle")
    to(s, "damage", 1)
    do(s, f"shield {b} escape-with-celerity")
    end_combat(s)
    assert blood(s, b) == 2


def test_stunt_cycle_no_escape_without_celerity() -> None:
    s = table()
    a = ready(s, 0, STUNT, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Stunt Cycle")
    hand(s, 1, "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    long_range(s)
    do(s, "play stunt-cycle")
    to(s, "strike", 1)
    do(s, "strike none")
    to(s, "damage", 1)
    assert not [m for m in legal(s) if m.startswith("shield")]
