"""Combat cards of the archive's decks, fourth list (issue 37), and the master Rötschreck: each card's
tests are named by it."""

from __future__ import annotations

from tabletome.games.vtes.combat import AggravatedWindow, Strike
from tabletome.games.vtes.model import facts
from tests.games.vtes.scenario import cid, do, goto, hand, legal, pass_until, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, in_combat, to

PLAIN = "Ezra Hawthorne (G4)"  # tha, capacity 2, strength 1


def asked_aggravated(s: object) -> bool:
    return bool(s.stack) and isinstance(s.stack[-1], AggravatedWindow)  # type: ignore[attr-defined]


def to_aggravated(s: object) -> None:
    pass_until(s, asked_aggravated)


def on(s: object, uid: int, name: str) -> bool:
    return any(p in s.placed and s.placed[p].card == cid(name) for p in s.minions[uid].cards)  # type: ignore[attr-defined]


# ------------------------------------------------------------------------ Rötschreck


def aggravated_fight(s: object, target_seat: int = 1) -> tuple[int, int]:
    """Seat 0's vampire fights seat 1's; the one of ``1 - target_seat`` hand strikes for aggravated damage."""
    a = ready(s, 0, PLAIN, blood=4)  # type: ignore[arg-type]
    b = ready(s, 1, OPP, blood=4)  # type: ignore[arg-type]
    if not s.hand[0]:  # type: ignore[attr-defined]
        hand(s, 0, "Dodge")  # type: ignore[arg-type]  # the combat waits for seat 0's choices
    c = fight(s, a, b)  # type: ignore[arg-type]
    c.add(a if target_seat == 1 else b, "agg-hand", 1, "combat")
    return a, b


def test_rotschreck_ends_combat_and_sends_the_vampire_to_torpor() -> None:
    """Played by another Methuselah once the aggravated strike is chosen: combat ends before any damage,
    the vampire is locked and in torpor with the card on it."""
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 2, "Rötschreck")
    a, b = aggravated_fight(s)
    to_aggravated(s)
    while s.to_move != 2:
        do(s, "pass")
    assert "play rotschreck" in legal(s)
    do(s, "play rotschreck")
    pass_until(s, lambda st: not in_combat(st))
    assert s.in_torpor(b) and s.minions[b].locked
    assert blood(s, a) == 4 and blood(s, b) == 4  # no strike resolved
    assert on(s, b, "Rötschreck")
    assert ("oot", 2) in s.game_marks


def test_rotschreck_not_asked_without_an_aggravated_strike() -> None:
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 2, "Rötschreck")
    hand(s, 0, "Dodge")
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    fight(s, a, b)
    seen = []
    pass_until(s, lambda st: seen.append(asked_aggravated(st)) or not in_combat(st))  # type: ignore[func-returns-value]
    assert not any(seen)
    assert blood(s, b) < 4  # the hand strike landed


def test_rotschreck_not_playable_in_your_own_turn() -> None:
    """VT-CARD-44: seat 0, whose turn it is, is not asked though its vampire takes the aggravated strike."""
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 0, "Rötschreck", "Dodge")
    hand(s, 2, "Zoo Hunting Ground")  # another Methuselah is asked; seat 0 never
    a, _b = aggravated_fight(s, target_seat=0)
    asked = []
    pass_until(s, lambda st: (asked.append(st.to_move) if asked_aggravated(st) else None) or not in_combat(st))  # type: ignore[func-returns-value]
    assert 0 not in asked and 2 in asked
    assert s.in_torpor(a) or blood(s, a) < 4


def test_rotschreck_even_against_a_dodge() -> None:
    """LSJ 20011005: playable and effective though the vampire dodges."""
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 1, "Dodge")
    hand(s, 3, "Rötschreck")
    _a, b = aggravated_fight(s)
    pass_until(s, lambda st: st.to_move == 1 and "play dodge" in legal(st))
    do(s, "play dodge")
    to_aggravated(s)
    while s.to_move != 3:
        do(s, "pass")
    do(s, "play rotschreck")
    pass_until(s, lambda st: not in_combat(st))
    assert s.in_torpor(b) and on(s, b, "Rötschreck")


def test_rotschreck_vampire_does_not_unlock_then_the_card_burns() -> None:
    s = table()
    s.public_decks = (False,) * 4  # private decks: any may hold the card
    hand(s, 2, "Rötschreck")
    _a, b = aggravated_fight(s)
    to_aggravated(s)
    while s.to_move != 2:
        do(s, "pass")
    do(s, "play rotschreck")
    pass_until(s, lambda st: not in_combat(st))
    goto(s, "unlock", seat=1)
    pass_until(s, lambda st: st.phase != "unlock" or st.current != 1)
    assert s.minions[b].locked
    assert not on(s, b, "Rötschreck")
    assert facts(cid("Rötschreck")).name == "Rötschreck"


# ------------------------------------------------------------------------ Breath of the Dragon

VIC = "Creamy Jade (G3)"  # vic, capacity 5, Sabbat, no text
VIC_SUPERIOR = "Ana Rita Montaña (G3)"  # VIC, capacity 5, no text


def vic_vampire(s: object, superior: bool = False) -> int:
    return ready(s, 0, VIC_SUPERIOR if superior else VIC, blood=5)  # type: ignore[arg-type]


def test_breath_of_the_dragon_basic_at_close_range_burns_both() -> None:
    """1R aggravated on the opposing vampire; at close range the striker takes 1 environmental aggravated."""
    s = table()
    a = vic_vampire(s)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Breath of the Dragon")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play breath-of-the-dragon")
    end_combat(s)
    assert s.in_torpor(b) and s.in_torpor(a)  # both wounded by aggravated damage (VT-DMG-07)
    assert blood(s, a) == 4 and blood(s, b) == 4  # its 1 blood cost paid; no blood burned by the damage


def test_breath_of_the_dragon_superior_at_long_range_no_recoil() -> None:
    """At long range the strike still lands (2R), and the striker takes nothing."""
    s = table()
    a = vic_vampire(s, superior=True)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Breath of the Dragon")
    c = fight(s, a, b)
    c.range = "long"
    c.flags = c.flags | {"range-set"}
    to(s, "strike", 0)
    do(s, "play breath-of-the-dragon", "mode superior")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 3  # 2 aggravated: wounded, then 1 blood burned (VT-DMG-09)
    assert not s.in_torpor(a) and blood(s, a) == 4  # only its cost


# ------------------------------------------------------------------------ Molotov Cocktail


def molotov_on(s: object, uid: int) -> int:
    found = [p for p in s.minions[uid].cards if p in s.placed and s.placed[p].card == cid("Molotov Cocktail")]  # type: ignore[attr-defined]
    return found[0] if found else -1


def test_molotov_cocktail_strike_puts_it_on_the_minion_as_a_weapon() -> None:
    """The strike deals no damage; the card is then on its minion, an equipment (Disarm may take it)."""
    from tabletome.games.vtes.actions import is_equipment

    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Molotov Cocktail", "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    pass_until(s, lambda st: molotov_on(st, a) >= 0)
    assert blood(s, b) == 4
    assert is_equipment(s, molotov_on(s, a))


def test_molotov_cocktail_not_usable_the_round_it_is_put_in_play_then_2r_aggravated() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Molotov Cocktail", "Dodge", "Dodge")
    c = fight(s, a, b)
    c.add(a, "additional", 1, "round")  # an additional strike this round: the cocktail is not offered
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    pass_until(s, lambda st: molotov_on(st, a) >= 0 and step_is_strike(st, a))
    assert "strike 2R aggravated (molotov)" not in legal(s)
    do(s, "strike hand")
    c.press = 1  # the combat goes on to a second round
    pass_until(s, lambda st: step_is_strike(st, a) and c.round == 2)
    assert "strike 2R aggravated (molotov)" in legal(s)
    do(s, "strike 2R aggravated (molotov)")
    pass_until(s, lambda st: molotov_on(st, a) < 0)
    end_combat(s)
    assert s.in_torpor(b)  # 2 aggravated damage: wounded


def step_is_strike(s: object, uid: int) -> bool:
    from tabletome.games.vtes.combat import StrikeChoice

    top = s.stack[-1] if s.stack else None  # type: ignore[attr-defined]
    return isinstance(top, StrikeChoice) and top.uid == uid and top.seat is not None


def test_molotov_cocktail_not_put_on_when_the_opposing_minion_strikes_combat_ends() -> None:
    """ANK 20200203-1: combat ends first, the cocktail's strike is not resolved."""
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Molotov Cocktail", "Dodge")
    c = fight(s, a, b)
    c.add(b, "strike", Strike("ends", name="combat ends"), "combat")  # its text lets it strike: combat ends
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    pass_until(s, lambda st: step_is_strike(st, b))
    do(s, "strike combat ends")
    end_combat(s)
    assert molotov_on(s, a) < 0 and cid("Molotov Cocktail") in s.ash[0]


def test_molotov_cocktail_burned_at_the_end_of_combat() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Molotov Cocktail", "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    end_combat(s)
    assert molotov_on(s, a) < 0 and cid("Molotov Cocktail") in s.ash[0]


def test_molotov_cocktail_burned_after_use_even_when_dodged() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Molotov Cocktail", "Dodge", "Dodge")
    c = fight(s, a, b)
    c.add(a, "additional", 1, "round")
    to(s, "strike", 0)
    do(s, "play molotov-cocktail")
    pass_until(s, lambda st: molotov_on(st, a) >= 0 and step_is_strike(st, a))
    do(s, "strike hand")
    c.press = 1
    pass_until(s, lambda st: step_is_strike(st, a) and c.round == 2)
    c.add(b, "strike", Strike("dodge", name="dodge"), "combat")
    do(s, "strike 2R aggravated (molotov)")
    pass_until(s, lambda st: step_is_strike(st, b))
    do(s, "strike dodge")
    pass_until(s, lambda st: molotov_on(st, a) < 0 or not in_combat(st))
    assert in_combat(s) and molotov_on(s, a) < 0  # burned as the strike resolved, before the combat ends
    assert blood(s, b) == 4 and not s.in_torpor(b)  # only the first round's hand strike landed


# ------------------------------------------------------------------------ fourth list: names used below

GARGOYLE = "Obsidian (G2)"  # Gargoyle, for pot VIS, flight, capacity 5
FORTITUDE = "Agru Kabera (G4)"  # FOR, capacity 6
POT_SER = "Bupe Kuila (G4)"  # POT SER, capacity 7
SER = "Black Lotus (G4)"  # ser, capacity 5
OBT = "Andrew Emory (G4)"  # OBT, capacity 5
DEM = "Apache Jones (G4)"  # DEM, capacity 5
OBE = "Blanche Hill (G2)"  # aus OBE, capacity 6
CHI = "Desiree Narayan, Anarch Historian (G6)"  # CHI, capacity 6
PRE_SER = "Ankh-sen-Sutekh (G4)"  # PRE SER, capacity 6
POT = "Accorri Giovanni (G5)"  # POT, capacity 6
VIS_THA = "Chalcedony (G6)"  # THA VIS, capacity 7


def strike_with(s: object, seat: int, *moves: str) -> None:
    to(s, "strike", seat)
    do(s, *moves)


def combat_of(s: object) -> object:
    from tabletome.games.vtes.combat import current_combat

    return current_combat(s)  # type: ignore[arg-type]


# ------------------------------------------------------------------------ Raking Talons


def test_raking_talons_hand_strikes_aggravated_for_the_combat() -> None:
    s = table()
    a = ready(s, 0, GARGOYLE, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Raking Talons", "Dodge")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play raking-talons")
    assert c.has(a, "agg-hand") and c.value(a, "agg-hand") is not None
    assert "play raking-talons" not in legal(s)  # one each combat (a second copy in hand would be refused)
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 4  # Obsidian's strength 1 hand strike, aggravated: wounded


def test_raking_talons_requires_a_gargoyle() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Raking Talons", "Dodge")
    fight(s, a, b)
    to(s, "before-range", 0)
    assert "play raking-talons" not in legal(s)


# ------------------------------------------------------------------------ Skin of Steel, Resilience


def damaged_by(s: object, striker_strength: int, target_name: str, card: str) -> tuple[int, int, object]:
    a = ready(s, 0, PLAIN, blood=4)  # type: ignore[arg-type]
    b = ready(s, 1, target_name, blood=5)  # type: ignore[arg-type]
    hand(s, 1, card, "Dodge")  # type: ignore[arg-type]
    hand(s, 0, "Dodge")  # type: ignore[arg-type]
    c = fight(s, a, b)  # type: ignore[arg-type]
    c.add(a, "strength", striker_strength - 1, "combat")
    slug = f"play {card.lower().replace(' ', '-')}"
    pass_until(s, lambda st: st.to_move == 1 and step_name(st) == "PreventWindow" and slug in legal(st))
    return a, b, c


def test_skin_of_steel_basic_prevents_all_damage_of_the_strike() -> None:
    s = table()
    _a, b, _c = damaged_by(s, 4, FORTITUDE, "Skin of Steel")
    do(s, "play skin-of-steel", "mode basic")
    end_combat(s)
    assert blood(s, b) == 4  # its 1 blood cost; the 4 damage all prevented


def test_skin_of_steel_superior_prevents_the_rest_of_the_round() -> None:
    s = table()
    _a, b, c = damaged_by(s, 3, FORTITUDE, "Skin of Steel")
    do(s, "play skin-of-steel", "mode superior")
    assert c.value(b, "prevent-all-strikes") == "for"


def test_resilience_superior_prevents_3_non_aggravated() -> None:
    s = table()
    _a, b, _c = damaged_by(s, 4, FORTITUDE, "Resilience")
    do(s, "play resilience", "mode superior")
    end_combat(s)
    assert blood(s, b) == 4  # 4 damage, 3 prevented, 1 mended


def test_resilience_superior_not_against_aggravated_damage() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, FORTITUDE, blood=5)
    hand(s, 1, "Resilience", "Dodge")
    hand(s, 0, "Dodge")
    c = fight(s, a, b)
    c.add(a, "agg-hand", 1, "combat")
    pass_until(s, lambda st: st.to_move == 1 and "play resilience" in legal(st))
    do(s, "play resilience")  # only the basic mode can be played: not asked
    end_combat(s)
    assert not s.in_torpor(b) and blood(s, b) == 5  # the 1 aggravated damage prevented by [for]


# ------------------------------------------------------------------------ Horrid Form, Typhonic Beast


def test_horrid_form_superior_strength_and_a_shield_each_round() -> None:
    s = table()
    a = ready(s, 0, VIC_SUPERIOR, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Horrid Form", "Dodge")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    base = c.strength(s, a)
    do(s, "play horrid-form", "mode superior")
    assert c.strength(s, a) == base + 1 and c.count(a, "shield") == 1
    assert blood(s, a) == 4  # its cost


def test_typhonic_beast_modes_by_disciplines() -> None:
    s = table()
    a = ready(s, 0, SER, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Typhonic Beast", "Dodge")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play typhonic-beast")
    assert c.total(a, "strength") == 1 and c.count(a, "shield") == 0  # [ser] alone: the first mode only


def test_typhonic_beast_superior_strength_shield_and_press() -> None:
    s = table()
    a = ready(s, 0, POT_SER, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Typhonic Beast", "Dodge")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play typhonic-beast", "mode superior")
    assert c.total(a, "strength") == 1 and c.count(a, "shield") == 1 and c.count(a, "press") == 1


# ------------------------------------------------------------------------ Stonestrength


def test_stonestrength_superior_prevents_2() -> None:
    s = table()
    _a, b, _c = damaged_by(s, 3, VIS_THA, "Stonestrength")
    do(s, "play stonestrength", "mode superior")
    end_combat(s)
    assert blood(s, b) == 4  # 3 damage, 2 prevented


def test_stonestrength_thaumaturgy_press_only_to_continue() -> None:

    s = table()
    a = ready(s, 0, VIS_THA, blood=7)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Stonestrength", "Dodge")
    c = fight(s, a, b)
    to(s, "press", 0)
    do(s, "play stonestrength", "mode tha")
    assert c.press == 1


# ------------------------------------------------------------------------ Preternatural Evasion


def test_preternatural_evasion_superior_burns_1_blood_to_end_combat() -> None:
    s = table()
    a = ready(s, 0, "Abid bin Haji, Scholar of Mirrors (G6)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Preternatural Evasion", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play preternatural-evasion", "mode superior")
    assert blood(s, a) == 4  # burned as it is played (ANK 20200703-2)
    end_combat(s)
    assert blood(s, a) == 4 and blood(s, b) == 4  # combat ended before damage


# ------------------------------------------------------------------------ Entombment, Coma


def test_entombment_superior_sends_the_opposing_vampire_to_torpor() -> None:
    s = table()
    a = ready(s, 0, OBT, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Entombment", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play entombment")  # against a vampire, only the superior mode: not asked
    end_combat(s)
    assert s.in_torpor(b) and blood(s, a) == 2  # its 2 blood cost, and 1 damage of the opposing hand strike mended


def test_entombment_basic_only_against_an_ally() -> None:
    s = table()
    a = ready(s, 0, OBT, blood=5)
    b = ready(s, 1, "Arcanum Investigator")  # an ally, 2 life
    hand(s, 0, "Entombment", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play entombment")  # against an ally, only the basic mode
    end_combat(s)
    assert b not in s.minions


def test_coma_superior_no_unlock_during_the_next_unlock_phase() -> None:
    from tabletome.games.vtes.effects.vocab.action import NO_NEXT_UNLOCK

    s = table()
    a = ready(s, 0, DEM, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Coma", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play coma", "mode superior")
    end_combat(s)
    assert s.in_torpor(b) and (NO_NEXT_UNLOCK, b) in s.game_marks


def test_coma_dodged_does_nothing() -> None:
    s = table()
    a = ready(s, 0, DEM, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Coma", "Dodge")
    c = fight(s, a, b)
    c.add(b, "strike", Strike("dodge", name="dodge"), "combat")
    strike_with(s, 0, "play coma", "mode basic")
    pass_until(s, lambda st: step_is_strike(st, b))
    do(s, "strike dodge")
    end_combat(s)
    assert not s.in_torpor(b)


# ------------------------------------------------------------------------ Anesthetic Touch


def test_anesthetic_touch_hand_strike_then_combat_ends_even_if_dodged() -> None:
    s = table()
    a = ready(s, 0, OBE, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Anesthetic Touch", "Dodge")
    c = fight(s, a, b)
    c.press = 1  # a press to continue would stand: the combat still ends
    c.add(b, "strike", Strike("dodge", name="dodge"), "combat")
    strike_with(s, 0, "play anesthetic-touch", "mode obe")
    pass_until(s, lambda st: step_is_strike(st, b))
    do(s, "strike dodge")
    end_combat(s)
    assert c.round == 1 and blood(s, b) == 4


def test_anesthetic_touch_damage_lands_then_combat_ends() -> None:
    s = table()
    a = ready(s, 0, OBE, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Anesthetic Touch", "Dodge")
    c = fight(s, a, b)
    strike_with(s, 0, "play anesthetic-touch", "mode superior")
    end_combat(s)
    assert c.round == 1 and blood(s, b) < 4  # the hand strike landed (first strike)


# ------------------------------------------------------------------------ Shadow Body, Mirror Image, Oubliette


def test_oubliette_superior_opposing_burns_1_blood_after_combat() -> None:
    s = table()
    a = ready(s, 0, OBT, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Oubliette", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play oubliette", "mode superior")
    end_combat(s)
    assert blood(s, b) == 3 and blood(s, a) == 4  # its 1 blood cost; no damage


def test_oubliette_superior_dodged_burns_nothing() -> None:
    s = table()
    a = ready(s, 0, OBT, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Oubliette", "Dodge")
    c = fight(s, a, b)
    c.add(b, "strike", Strike("dodge", name="dodge"), "combat")
    strike_with(s, 0, "play oubliette", "mode superior")
    pass_until(s, lambda st: step_is_strike(st, b))
    do(s, "strike dodge")
    end_combat(s)
    assert blood(s, b) == 4


def blocked_action_combat(s: object, actor_name: str, card: str, bleed: bool) -> tuple[int, int]:
    """Seat 0's vampire takes an action (a bleed, or a hunt) and seat 1's blocks it."""
    from tests.games.vtes.scenario import action

    a = ready(s, 0, actor_name, blood=3)  # type: ignore[arg-type]
    b = ready(s, 1, OPP, blood=4)  # type: ignore[arg-type]
    hand(s, 0, card, "Dodge")  # type: ignore[arg-type]
    goto(s, "minion")  # type: ignore[arg-type]
    do(s, f"bleed {a}" if bleed else f"hunt {a}")  # type: ignore[arg-type]
    pass_until(s, lambda st: st.to_move == 1 and f"block {b}" in legal(st))
    action(s).add_intercept(b, 1)  # type: ignore[arg-type, union-attr]  # enough to block the hunt's stealth
    do(s, f"block {b}")  # type: ignore[arg-type]
    pass_until(s, lambda st: step_is_strike(st, a))
    return a, b


def test_shadow_body_superior_blocked_hunt_continues_as_if_unblocked() -> None:
    from tests.games.vtes.scenario import action

    s = table()
    _a, _b = blocked_action_combat(s, OBT, "Shadow Body", bleed=False)
    do(s, "play shadow-body", "mode superior")
    pass_until(s, lambda st: not in_combat(st))
    course = action(s)
    assert course is not None and course.stage == "A"  # the action goes on as if unblocked


def test_shadow_body_superior_not_for_a_bleed() -> None:
    from tests.games.vtes.scenario import action

    s = table()
    _a, _b = blocked_action_combat(s, OBT, "Shadow Body", bleed=True)
    do(s, "play shadow-body", "mode superior")
    pass_until(s, lambda st: not in_combat(st))
    course = action(s)
    assert course is None or course.stage != "A"  # the blocked bleed ends


def test_mirror_image_basic_is_stealth_and_superior_continues_a_non_bleed() -> None:
    from tests.games.vtes.scenario import action

    s = table()
    _a, _b = blocked_action_combat(s, CHI, "Mirror Image", bleed=False)
    do(s, "play mirror-image")  # in combat, only the superior mode
    pass_until(s, lambda st: not in_combat(st))
    course = action(s)
    assert course is not None and course.stage == "A"  # the action goes on as if unblocked


# ------------------------------------------------------------------------ Serpent's Numbing Kiss


def test_serpents_numbing_kiss_superior_puts_it_on_and_locks_after_combat() -> None:
    s = table()
    a = ready(s, 0, PRE_SER, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Serpent's Numbing Kiss", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play serpent-s-numbing-kiss", "mode superior")
    end_combat(s)
    assert blood(s, a) == 4 and s.minions[b].locked and on(s, b, "Serpent's Numbing Kiss")
    goto(s, "unlock", seat=1)
    pass_until(s, lambda st: st.phase != "unlock" or st.current != 1)
    assert s.minions[b].locked and not on(s, b, "Serpent's Numbing Kiss")


def test_serpents_numbing_kiss_superior_nothing_at_long_range() -> None:
    s = table()
    a = ready(s, 0, PRE_SER, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Serpent's Numbing Kiss", "Dodge")
    c = fight(s, a, b)
    c.range = "long"
    c.flags = c.flags | {"range-set"}
    strike_with(s, 0, "play serpent-s-numbing-kiss", "mode superior")
    end_combat(s)
    assert blood(s, a) == 5 and not s.minions[b].locked


# ------------------------------------------------------------------------ Earthshock


def test_earthshock_strength_ranged_damage_not_dodged() -> None:
    s = table()
    a = ready(s, 0, POT, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Earthshock", "Dodge")
    c = fight(s, a, b)
    c.range = "long"
    c.flags = c.flags | {"range-set"}
    c.add(b, "strike", Strike("dodge", name="dodge"), "combat")
    strength = c.strength(s, a)
    strike_with(s, 0, "play earthshock", "mode superior")
    end_combat(s)  # at long range, its only strike is the dodge: chosen for it
    assert "dodge" in " ".join(line for _, line in s.log[-8:])
    assert blood(s, b) == 4 - (strength + 1)


def test_earthshock_not_against_flight() -> None:
    s = table()
    a = ready(s, 0, POT, blood=6)
    b = ready(s, 1, GARGOYLE, blood=4)
    hand(s, 0, "Earthshock", "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play earthshock" not in legal(s)


# ------------------------------------------------------------------------ Relentless Reaper

THN = "Mister Schwartz (G6)"  # THN NEC for obf, capacity 6


def thn_vampire(s: object) -> int:
    return ready(s, 0, THN, blood=4)  # type: ignore[arg-type]


def test_relentless_reaper_superior_burns_1_blood_for_a_new_round() -> None:
    s = table()
    a = thn_vampire(s)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Relentless Reaper", "Dodge")
    c = fight(s, a, b)
    to(s, "end-round", 0)
    before = blood(s, a)
    do(s, "play relentless-reaper")
    assert blood(s, a) == before - 1
    pass_until(s, lambda st: c.round == 2 or not in_combat(st))
    assert in_combat(s) and c.round == 2


# ------------------------------------------------------------------------ Swift Cover, Kiss of Cathari


def test_swift_cover_dodge_with_obfuscate() -> None:
    s = table()
    a = ready(s, 0, SER, blood=5)  # Black Lotus: obf
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Swift Cover", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play swift-cover")
    end_combat(s)
    assert blood(s, a) == 5 and blood(s, b) == 4  # Agatha's hand strike dodged


def test_kiss_of_cathari_superior_stuns_after_combat_at_close_range() -> None:
    from tabletome.games.vtes.effects.vocab.action import NO_NEXT_UNLOCK

    s = table()
    a = ready(s, 0, PRE_SER, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Kiss of Cathari", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play kiss-of-cathari", "mode pre-superior")
    end_combat(s)
    assert s.minions[b].locked and (NO_NEXT_UNLOCK, b) in s.game_marks
    assert blood(s, b) == 4


# ------------------------------------------------------------------------ Quick Jab, Blood Fury


def test_quick_jab_first_strike_at_most_1_damage() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Quick Jab", "Dodge")
    c = fight(s, a, b)
    c.add(a, "strength", 3, "combat")  # strength 4
    strike_with(s, 0, "play quick-jab")
    end_combat(s)
    assert blood(s, b) == 4  # 1 damage only


def test_blood_fury_superior_hand_strike_at_plus_2_not_preventable_by_fortitude() -> None:
    s = table()
    a = ready(s, 0, VIS_THA, blood=7)
    b = ready(s, 1, FORTITUDE, blood=6)
    hand(s, 0, "Blood Fury", "Dodge")
    hand(s, 1, "Resilience", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play blood-fury", "mode superior")
    pass_until(s, lambda st: not in_combat(st) or (st.to_move == 1 and step_name(st) == "PreventWindow"))
    assert "play resilience" not in legal(s)
    end_combat(s)
    assert blood(s, b) == 6 - 3  # strength 1 +2


def step_name(s: object) -> str:
    return type(s.stack[-1]).__name__ if s.stack else ""  # type: ignore[attr-defined]


# ------------------------------------------------------------------------ Sanguine Entrapment, Rage of Apedemak


def test_sanguine_entrapment_basic_the_opposing_minion_cannot_dodge() -> None:
    s = table()
    a = ready(s, 0, "Abid bin Haji, Scholar of Mirrors (G6)", blood=5)  # CEL QUI
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Sanguine Entrapment", "Dodge")
    hand(s, 1, "Dodge")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play sanguine-entrapment", "mode basic")
    assert "play sanguine-entrapment" not in legal(s)
    pass_until(s, lambda st: step_is_strike(st, b))
    assert "play dodge" not in legal(s)


def test_rage_of_apedemak_hand_strikes_inflict_more_and_hand_size() -> None:
    s = table()
    a = ready(s, 0, POT, blood=6)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Rage of Apedemak", "Dodge")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play rage-of-apedemak", "mode pot-superior")
    assert s.marks.get(("hand size", 0)) == 1
    end_combat(s)
    assert blood(s, b) == 5 - 3  # strength 1 +2
    assert s.marks.get(("hand size", 0), 0) == 0  # given back as the combat ends


# ------------------------------------------------------------------------ Skin of Night, Brick by Brick


def test_skin_of_night_basic_aggravated_damage_is_mended() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, FORTITUDE, blood=5)
    hand(s, 1, "Skin of Night", "Dodge")
    hand(s, 0, "Dodge")
    c = fight(s, a, b)
    c.add(a, "agg-hand", 1, "combat")
    pass_until(s, lambda st: st.to_move == 1 and "play skin-of-night" in legal(st))
    do(s, "play skin-of-night")  # before range: the basic mode only
    end_combat(s)
    assert not s.in_torpor(b) and blood(s, b) == 4


def test_skin_of_night_superior_prevents_1_too() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, FORTITUDE, blood=5)
    hand(s, 1, "Skin of Night", "Dodge")
    hand(s, 0, "Dodge")
    c = fight(s, a, b)
    c.add(a, "agg-hand", 1, "combat")
    c.add(a, "strength", 1, "combat")  # 2 aggravated
    pass_until(s, lambda st: st.to_move == 1 and step_name(st) == "PreventWindow")
    do(s, "play skin-of-night", "mode superior")
    end_combat(s)
    assert not s.in_torpor(b) and blood(s, b) == 4  # 1 prevented, 1 mended


def test_brick_by_brick_superior_sets_the_range() -> None:
    s = table()
    a = ready(s, 0, VIS_THA, blood=7)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Brick by Brick", "Dodge")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play brick-by-brick", "mode superior-long")
    assert c.range == "long" and "range-set" in c.flags
    pass_until(s, lambda st: step_is_strike(st, a))
    assert c.range == "long"


def test_brick_by_brick_vis_strike_2r_with_a_maneuver() -> None:
    s = table()
    a = ready(s, 0, VIS_THA, blood=7)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Brick by Brick", "Dodge")
    c = fight(s, a, b)
    strike_with(s, 0, "play brick-by-brick")  # as the strike: the [vis] mode only
    assert c.has(a, "maneuver")
    end_combat(s)
    assert blood(s, b) == 2


# ------------------------------------------------------------------------ Breath of Thanatos

SALUBRI_ANTITRIBU = "Ariel (G6)"  # Salubri antitribu, AUS FOR VAL, capacity 6


def test_breath_of_thanatos_superior_strike_1_aggravated() -> None:
    s = table()
    a = ready(s, 0, THN, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Breath of Thanatos", "Dodge")
    fight(s, a, b)
    strike_with(s, 0, "play breath-of-thanatos")  # in combat, the superior mode only
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 4


HECATA = "Aitana, The Unholy (G6)"  # Hecata, OBL; given Necromancy below


def recruit_blocked(s: object, ally: str) -> None:
    """Seat 0's Hecata with Necromancy (a Discipline card on it) recruits ``ally``; seat 1 blocks with
    enough intercept that stealth is needed."""
    from tests.games.vtes.scenario import action, attach

    a = ready(s, 0, HECATA, blood=6)  # type: ignore[arg-type]
    necromancy = attach(s, a, "Necromancy")  # type: ignore[arg-type]
    s.placed[necromancy] = s.placed[necromancy]._replace(data=("discipline", "nec"))  # type: ignore[attr-defined]
    b = ready(s, 1, OPP, blood=4)  # type: ignore[arg-type]
    hand(s, 0, ally, "Breath of Thanatos")  # type: ignore[arg-type]
    goto(s, "minion")  # type: ignore[arg-type]
    do(s, f"play {facts(cid(ally)).slug}")  # type: ignore[arg-type]
    pass_until(s, lambda st: st.to_move == 1 and f"block {b}" in legal(st))
    action(s).add_intercept(b, 2)  # type: ignore[arg-type, union-attr]
    do(s, f"block {b}")  # type: ignore[arg-type]
    pass_until(s, lambda st: st.to_move == 0)


def test_breath_of_thanatos_basic_stealth_to_recruit_a_wraith() -> None:
    s = table()
    recruit_blocked(s, "Screamer")  # a wraith ally (requires a Hecata)
    assert "play breath-of-thanatos" in legal(s)
    do(s, "play breath-of-thanatos")


def test_breath_of_thanatos_basic_not_for_another_ally() -> None:
    s = table()
    recruit_blocked(s, "Carlton Van Wyk")  # a mortal
    assert "play breath-of-thanatos" not in legal(s)


# ------------------------------------------------------------------------ Death Seeker


def test_death_seeker_cancels_the_opposing_combat_card() -> None:
    s = table()
    s.public_decks = (False,) * 4
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, SALUBRI_ANTITRIBU, blood=6)
    hand(s, 0, "Theft of Vitae", "Dodge")
    hand(s, 1, "Death Seeker", "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play theft-of-vitae")
    pass_until(s, lambda st: st.to_move == 1 and "play death-seeker" in legal(st))
    do(s, "play death-seeker")
    pass_until(s, lambda st: step_is_strike(st, a))
    assert blood(s, b) == 5  # Death Seeker's cost paid
    assert cid("Theft of Vitae") in s.ash[0]
    assert step_is_strike(s, a)  # the cancelled strike card: a strike chosen again


# ------------------------------------------------------------------------ Martyr's Resilience


def test_martyrs_resilience_superior_by_a_vampire_not_in_combat() -> None:
    s = table()
    s.public_decks = (False,) * 4
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    m = ready(s, 1, SALUBRI_ANTITRIBU, blood=6)
    hand(s, 1, "Martyr's Resilience")
    hand(s, 0, "Dodge")
    c = fight(s, a, b)
    c.add(a, "strength", 3, "combat")  # 4 damage
    pass_until(s, lambda st: st.to_move == 1 and "play martyr-s-resilience" in legal(st))
    do(s, "play martyr-s-resilience", "mode superior")
    pass_until(s, lambda st: any(x.startswith("x ") for x in legal(st)) or not in_combat(st))
    do(s, "x 2")
    end_combat(s)
    assert blood(s, m) == 4 and blood(s, b) == 3  # 2 burned to prevent 3; 1 mended


def test_martyrs_resilience_not_by_a_locked_vampire() -> None:
    s = table()
    s.public_decks = (False,) * 4
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    ready(s, 1, SALUBRI_ANTITRIBU, blood=6, locked=True)
    hand(s, 1, "Martyr's Resilience")
    hand(s, 0, "Dodge")
    fight(s, a, b)
    pass_until(s, lambda st: not in_combat(st) or "play martyr-s-resilience" in legal(st))
    assert "play martyr-s-resilience" not in legal(s)


# ------------------------------------------------------------------------ Righteous Aura


def test_righteous_aura_put_on_after_sending_the_opposing_vampire_to_torpor() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    a = ready(s, 0, SALUBRI_ANTITRIBU, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Righteous Aura", "Dodge")
    c = fight(s, a, b)
    c.add(a, "agg-hand", 1, "combat")
    pass_until(s, lambda st: st.to_move == 0 and "play righteous-aura" in legal(st))
    assert s.in_torpor(b)
    before = static(s, a, "bleed")
    do(s, "play righteous-aura")
    assert on(s, a, "Righteous Aura") and static(s, a, "bleed") == before + 2
    end_combat(s)
    from tabletome.games.vtes import ops

    ops.to_torpor(s, a)
    assert not on(s, a, "Righteous Aura")


def test_righteous_aura_not_while_the_opposing_minion_is_ready() -> None:
    s = table()
    a = ready(s, 0, SALUBRI_ANTITRIBU, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Righteous Aura", "Dodge")
    fight(s, a, b)
    pass_until(s, lambda st: not in_combat(st) or "play righteous-aura" in legal(st))
    assert "play righteous-aura" not in legal(s) and s.is_ready(b)


# ------------------------------------------------------------------------ Rockheart


def test_rockheart_basic_prevents_half_rounded_up() -> None:
    s = table()
    _a, b, _c = damaged_by(s, 3, VIS_THA, "Rockheart")
    do(s, "play rockheart", "mode vis")
    end_combat(s)
    assert blood(s, b) == 5 - 1  # 3 damage: 2 prevented, 1 mended


def test_rockheart_superior_halves_the_later_strikes_of_the_combat() -> None:
    s = table()
    a, b, c = damaged_by(s, 3, VIS_THA, "Rockheart")
    do(s, "play rockheart", "mode superior")
    assert blood(s, b) == 5  # no cost
    pass_until(s, lambda st: step_name(st) in ("CombatWindow",) and c.round == 1 and st.stack[-1].step_name == "press")
    c.press = 1
    pass_until(s, lambda st: (c.round == 2 and step_is_strike(st, a)) or not in_combat(st))
    end_combat(s)
    assert blood(s, b) == 5 - 1 - 1  # round 1: 3 -> 1 mended; round 2: 3, 2 prevented at once, 1 mended


# ------------------------------------------------------------------------ Inner Essence, Focus the Blood


def test_inner_essence_superior_gains_1_blood_and_a_combat_card_costs_1_less() -> None:
    s = table()
    a = ready(s, 0, VIC_SUPERIOR, blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Inner Essence", "Breath of the Dragon")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play inner-essence", "mode superior")
    assert blood(s, a) == 4
    to(s, "strike", 0)
    do(s, "play breath-of-the-dragon", "mode basic")
    assert f"choose {a}" in legal(s)
    do(s, f"choose {a}")
    assert blood(s, a) == 4 and not c.has(a, "inner-essence")  # 1 blood cost reduced to 0, once


BANU_HAQIM = "Kamau Jafari (G4)"  # Banu Haqim, obf QUI, capacity 4


def test_focus_the_blood_put_on_and_burned_to_reduce_a_cost() -> None:
    s = table()
    a = ready(s, 0, BANU_HAQIM, blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Focus the Blood", "Gemini's Mirror")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play focus-the-blood")
    assert blood(s, a) == 4 and on(s, a, "Focus the Blood")
    to(s, "strike", 0)
    do(s, "play gemini-s-mirror")  # 1 blood: as the strike, only [obf]: strike dodge, with an optional maneuver
    focus = next(p for p in s.minions[a].cards if p in s.placed)
    do(s, f"choose {focus}")
    assert not on(s, a, "Focus the Blood") and blood(s, a) == 4  # burned; the cost reduced to 0


# ------------------------------------------------------------------------ Groaning Corpse


def test_groaning_corpse_costs_the_number_already_played_this_combat() -> None:
    s = table()
    a = ready(s, 0, THN, blood=6)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Groaning Corpse", "Groaning Corpse", "Dodge")
    c = fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play groaning-corpse", "mode basic")
    assert blood(s, a) == 6  # none played before: X = 0
    pass_until(s, lambda st: st.to_move == 0 and "play groaning-corpse" in legal(st))
    do(s, "play groaning-corpse", "mode superior")
    assert blood(s, a) == 5  # one played before: X = 1
    assert c.total(a, "env-close") == 3


# ------------------------------------------------------------------------ Shadow Boxing


def test_shadow_boxing_superior_continues_after_the_blocker_is_gone() -> None:
    from tests.games.vtes.scenario import action

    s = table()
    a, b = blocked_action_combat(s, POT_SER, "Shadow Boxing", bleed=False)
    c = combat_of(s)
    c.add(a, "agg-hand", 1, "combat")  # type: ignore[attr-defined]
    do(s, "strike hand")
    pass_until(s, lambda st: st.to_move == 0 and "play shadow-boxing" in legal(st))
    assert s.in_torpor(b)
    do(s, "play shadow-boxing")
    assert blood(s, a) == 1  # 3, 1 mended for the blocker's hand strike, 1 burned
    pass_until(s, lambda st: not in_combat(st))
    course = action(s)
    assert course is not None and course.stage == "A"


def test_shadow_boxing_superior_not_while_the_blocker_is_ready() -> None:
    s = table()
    _a, b = blocked_action_combat(s, POT_SER, "Shadow Boxing", bleed=False)
    do(s, "strike hand")
    to(s, "end-round", 0)
    assert s.is_ready(b) and "play shadow-boxing" not in legal(s)


def test_shadow_boxing_maneuver_only_to_close_range() -> None:
    s = table()
    a = ready(s, 0, POT_SER, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Shadow Boxing", "Dodge")
    fight(s, a, b)
    to(s, "range", 0)
    assert "play shadow-boxing" not in legal(s)  # at close range already


# ------------------------------------------------------------------------ Decapitate, Amaranth


def going_to_torpor_fight(s: object, card: str) -> tuple[int, int]:
    """Seat 0's POT vampire strikes seat 1's for aggravated damage that wounds it (private decks)."""
    s.public_decks = (False,) * 4  # type: ignore[attr-defined]
    a = ready(s, 0, POT, blood=6)  # type: ignore[arg-type]
    b = ready(s, 1, OPP, blood=4)  # type: ignore[arg-type]
    hand(s, 0, card, "Dodge")  # type: ignore[arg-type]
    c = fight(s, a, b)  # type: ignore[arg-type]
    c.add(a, "agg-hand", 1, "combat")
    return a, b


def test_decapitate_superior_burns_the_vampire_going_to_torpor() -> None:
    s = table()
    a, b = going_to_torpor_fight(s, "Decapitate")
    pass_until(s, lambda st: step_name(st) == "TorporWindow")
    assert s.to_move == 0 and "play decapitate" in legal(s)
    do(s, "play decapitate")
    end_combat(s)
    assert b not in s.minions and blood(s, a) == 6 - 2 - 1  # its cost; the hand strike mended


def test_decapitate_basic_hand_strike_at_plus_2() -> None:
    s = table()
    a = ready(s, 0, POT, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Decapitate", "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play decapitate")  # the hand strike, the only one it has
    end_combat(s)
    assert blood(s, b) == 4 - 3 and not s.in_torpor(b)  # strength 1 +2


def test_decapitate_no_window_when_nobody_goes_to_torpor() -> None:
    s = table()
    a = ready(s, 0, POT, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Decapitate", "Dodge")
    s.public_decks = (False,) * 4
    fight(s, a, b)
    seen = []
    pass_until(s, lambda st: seen.append(step_name(st)) or not in_combat(st))  # type: ignore[func-returns-value]
    assert "TorporWindow" not in seen and not s.in_torpor(b)


def test_amaranth_diablerizes_the_vampire_going_to_torpor() -> None:
    s = table()
    a, b = going_to_torpor_fight(s, "Amaranth")
    pass_until(s, lambda st: step_name(st) == "TorporWindow")
    do(s, "play amaranth")
    pass_until(s, lambda st: b not in st.minions, limit=400)
    assert blood(s, a) >= 6  # the victim's blood moved to the diablerist (VT-DIAB-02)
    assert any("diablerie" in str(k) for k in s.game_marks)


# ------------------------------------------------------------------------ Fae Contortion

KIASYD = "Greer Worder (G6)"  # obt MYT, capacity 4


def test_fae_contortion_reflex_cancels_a_grapple_card() -> None:
    s = table()
    s.public_decks = (False,) * 4
    a = ready(s, 0, KIASYD, blood=4)
    b = ready(s, 1, POT, blood=6)
    hand(s, 0, "Fae Contortion", "Dodge")
    hand(s, 1, "Immortal Grapple", "Dodge")
    c = fight(s, a, b)
    pass_until(s, lambda st: st.to_move == 1 and "play immortal-grapple" in legal(st))
    do(s, "play immortal-grapple", "mode basic")
    pass_until(s, lambda st: st.to_move == 0 and "play fae-contortion" in legal(st))
    do(s, "play fae-contortion")
    pass_until(s, lambda st: cid("Immortal Grapple") in st.ash[1])
    assert not c.has(a, "hand-only") and not c.has(b, "hand-only")


def test_fae_contortion_maneuver_with_obtenebration_or_mytherceria() -> None:
    s = table()
    a = ready(s, 0, KIASYD, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Fae Contortion", "Dodge")
    c = fight(s, a, b)
    to(s, "range", 0)
    do(s, "play fae-contortion")  # in the range step: the [obt] or the [myt] maneuver
    assert "mode obt" in legal(s) and "mode myt" in legal(s) and "mode myt-reflex" not in legal(s)
    do(s, "mode myt")
    assert c.range == "long"


# ------------------------------------------------------------------------ Dragon's Breath Rounds


def gun_fight(s: object) -> tuple[int, int, int]:
    from tests.games.vtes.scenario import attach

    s.public_decks = (False,) * 4  # type: ignore[attr-defined]
    a = ready(s, 0, PLAIN, blood=2)  # type: ignore[arg-type]
    b = ready(s, 1, OPP, blood=4)  # type: ignore[arg-type]
    gun = attach(s, a, ".44 Magnum")  # type: ignore[arg-type]
    hand(s, 0, "Dragon's Breath Rounds", "Dodge")  # type: ignore[arg-type]
    fight(s, a, b)  # type: ignore[arg-type]
    return a, b, gun


def test_dragons_breath_rounds_adds_2_aggravated_then_burns_the_gun() -> None:
    s = table()
    _a, b, gun = gun_fight(s)
    to(s, "strike", 0)
    strikes = [m for m in legal(s) if m.startswith("strike ") and m != "strike hand"]
    do(s, strikes[0])
    pass_until(s, lambda st: st.to_move == 0 and "play dragon-s-breath-rounds" in legal(st))
    do(s, "play dragon-s-breath-rounds")
    end_combat(s)
    assert gun not in s.placed  # burned after strike resolution
    assert s.in_torpor(b) and blood(s, b) == 4 - 2 - 1  # 2 mended; 2 aggravated: wounded, then 1 blood


def test_dragons_breath_rounds_not_for_a_hand_strike() -> None:
    s = table()
    _a, _b, gun = gun_fight(s)
    seen = []
    pass_until(s, lambda st: seen.append("play dragon-s-breath-rounds" in legal(st)) or not in_combat(st))  # type: ignore[func-returns-value]
    assert not any(seen) and gun in s.placed


# ------------------------------------------------------------------------ Undead Persistence


def persisting(s: object, blood: int = 1) -> tuple[int, int, object]:
    """Seat 1's FOR vampire is going to torpor from seat 0's aggravated hand strike; it plays Undead
    Persistence."""
    s.public_decks = (False,) * 4  # type: ignore[attr-defined]
    a = ready(s, 0, PLAIN, blood=2)  # type: ignore[arg-type]
    b = ready(s, 1, FORTITUDE, blood=blood)  # type: ignore[arg-type]
    hand(s, 0, "Dodge")  # type: ignore[arg-type]
    hand(s, 1, "Undead Persistence", "Dodge")  # type: ignore[arg-type]
    c = fight(s, a, b)  # type: ignore[arg-type]
    c.add(a, "agg-hand", 1, "combat")
    pass_until(s, lambda st: step_name(st) == "TorporWindow" and st.to_move == 1)
    do(s, "play undead-persistence")  # type: ignore[arg-type]
    return a, b, c


def test_undead_persistence_basic_torpor_only_after_combat() -> None:
    s = table()
    _a, b, c = persisting(s)
    pass_until(s, lambda st: step_name(st) == "CombatWindow" and st.stack[-1].step_name == "press")
    assert s.is_ready(b) and c.count(b, "press") == 1 and blood(s, b) == 1  # type: ignore[attr-defined]
    end_combat(s)
    assert s.in_torpor(b)


def test_undead_persistence_three_quiet_rounds_end_the_combat() -> None:
    s = table()
    _a, b, c = persisting(s)
    c.mods = tuple(m for m in c.mods if m[1] != "agg-hand")  # type: ignore[attr-defined]  # normal damage from now
    c.add(b, "no-strike", 1, "combat")  # type: ignore[attr-defined]  # the striker is not hit back
    for _ in range(6):
        pass_until(
            s,
            lambda st: not in_combat(st) or (step_name(st) == "CombatWindow" and st.stack[-1].step_name == "end-round"),
        )
        if not in_combat(s):
            break
        c.press = 1  # a press to continue stands (no card played)
        pass_until(
            s, lambda st: not in_combat(st) or step_name(st) != "CombatWindow" or st.stack[-1].step_name != "end-round"
        )
    assert not in_combat(s) and c.round == 4 and s.in_torpor(b)


def test_undead_persistence_aggravated_damage_burns_the_wounded_vampire() -> None:
    s = table()
    _a, b, c = persisting(s, blood=0)
    pass_until(
        s, lambda st: not in_combat(st) or (step_name(st) == "CombatWindow" and st.stack[-1].step_name == "end-round")
    )
    c.press = 1
    pass_until(s, lambda st: not in_combat(st) or c.round == 2)
    end_combat(s)
    assert b not in s.minions  # wounded, no blood: the aggravated damage of round 2 burns it (VT-DMG-09)
