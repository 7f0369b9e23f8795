"""Combat cards of the tournament-winning decks (issue 37): Donnybrook, Diversion, Hell-for-Leather."""

from __future__ import annotations

from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.stats import static
from tests.games.vtes.scenario import attach, cid, do, goto, hand, legal, pass_until, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, to

DONNY = "Amisa (G2)"  # obf pro ser
DIVERT = "Aksinya Daclau (G4)"  # cel for tha
HELL = "Conrad Adoula (G4)"  # ani cel obt


def test_donnybrook_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, DONNY, blood=4, sect="camarilla")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Donnybrook")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play donnybrook" not in legal(s)


def test_donnybrook_obf_burns_the_retainer_named_with_first_strike() -> None:
    """VT-STR-10, VT-STR-12: the striker names the card; the retainer is burned, the weapon stays."""
    s = table()
    a = ready(s, 0, DONNY, blood=4, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    retainer = attach(s, b, "Mr. Winthrop")
    gun = attach(s, b, ".44 Magnum")
    hand(s, 0, "Donnybrook")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play donnybrook", "mode obf")
    assert sorted(legal(s)) == sorted([f"target {retainer}", f"target {gun}", "back"])
    do(s, f"target {retainer}")
    end_combat(s)
    assert retainer not in s.placed and gun in s.placed
    assert cid("Mr. Winthrop") in s.ash[1]


def test_donnybrook_pro_aggravated_hand_strike() -> None:
    """Aggravated damage is not mended with blood: the vampire goes to torpor with its blood."""
    s = table()
    a = ready(s, 0, DONNY, blood=4, sect="anarch")
    b = ready(s, 1, OPP, blood=1)
    hand(s, 0, "Donnybrook")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play donnybrook", "mode pro")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 1


def test_donnybrook_ser_steals_2_blood() -> None:
    s = table()
    a = ready(s, 0, DONNY, blood=2, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Donnybrook")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play donnybrook", "mode ser")
    end_combat(s)
    assert blood(s, b) == 2 and blood(s, a) == 3  # 2 stolen, 1 burned to mend the hand strike


def test_donnybrook_only_at_close_range() -> None:
    s = table()
    a = ready(s, 0, DONNY, blood=4, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Donnybrook")
    fight(s, a, b)
    to(s, "strike", 0)
    c = current_combat(s)
    assert c is not None
    c.range = "long"
    s.changed()
    assert "play donnybrook" not in legal(s)


def test_diversion_cel_additional_strike() -> None:
    s = table()
    a = ready(s, 0, DIVERT, blood=5, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Diversion")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play diversion")  # the only mode usable now
    end_combat(s)
    assert blood(s, b) == 2  # two hand strikes


def test_diversion_for_prevents_2_damage() -> None:
    s = table()
    a = ready(s, 0, DIVERT, blood=5, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Diversion")
    fight(s, a, b)
    to(s, "damage", 0)
    do(s, "play diversion")  # only [for] prevents
    end_combat(s)
    assert blood(s, a) == 5


def test_diversion_tha_steals_1_blood_at_long_range() -> None:
    s = table()
    a = ready(s, 0, DIVERT, blood=3, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Diversion")
    fight(s, a, b)
    to(s, "strike", 0)
    c = current_combat(s)
    assert c is not None
    c.range = "long"
    s.changed()
    do(s, "play diversion", "mode tha")
    end_combat(s)
    assert blood(s, b) == 3 and blood(s, a) == 4
    assert (a, "maneuver") in {(u, k) for u, k, _, _ in c.mods}


def test_diversion_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, DIVERT, blood=5, sect="camarilla")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Diversion")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play diversion" not in legal(s)


def test_hell_for_leather_ani_dodges_with_an_additional_strike() -> None:
    s = table()
    a = ready(s, 0, HELL, blood=5, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Hell-for-Leather")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play hell-for-leather", "mode ani")
    to(s, "strike", 0)
    do(s, "strike hand")
    end_combat(s)
    assert blood(s, a) == 5 and blood(s, b) < 4


def test_hell_for_leather_one_at_each_discipline_each_combat() -> None:
    s = table()
    a = ready(s, 0, HELL, blood=5, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Hell-for-Leather", "Hell-for-Leather")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play hell-for-leather")  # [cel], the only mode before strikes
    assert "play hell-for-leather" not in legal(s)  # not a second [cel] this combat
    to(s, "strike", 0)
    assert "play hell-for-leather" in legal(s)  # [ani] still


def test_hell_for_leather_cel_not_counting_against_the_limit() -> None:
    """VT-STR-16, LSJ 20001206: a limited additional strike can be played with it."""
    s = table()
    a = ready(s, 0, HELL, blood=5, sect="anarch")
    b = ready(s, 1, OPP, blood=6)
    hand(s, 0, "Hell-for-Leather", "Quickness")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play hell-for-leather", "play quickness")  # [cel] the only mode now
    end_combat(s)
    assert blood(s, b) == 3  # three hand strikes


def test_hell_for_leather_obt_opposing_controller_burns_2_pool() -> None:
    """At the end of the round the opposing vampire went to torpor in."""
    s = table()
    a = ready(s, 0, HELL, blood=5, sect="anarch")
    b = ready(s, 1, OPP, blood=0)
    hand(s, 0, "Hell-for-Leather")
    fight(s, a, b)
    to(s, "end-round", 0)
    assert s.in_torpor(b)
    pool = s.pool[1]
    do(s, "play hell-for-leather")  # [obt], the only mode now
    assert s.pool[1] == pool - 2


def test_hell_for_leather_obt_not_while_the_opposing_minion_is_ready() -> None:
    s = table()
    a = ready(s, 0, HELL, blood=5, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Hell-for-Leather")
    fight(s, a, b)
    to(s, "end-round", 0)
    assert "play hell-for-leather" not in legal(s)


def test_hell_for_leather_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, HELL, blood=5, sect="camarilla")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Hell-for-Leather")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play hell-for-leather" not in legal(s)


POT = "Batsheva (G4)"  # obt pot


def test_disarm_after_inflicting_more_damage_sends_the_opposing_vampire_to_torpor() -> None:
    s = table()
    a = ready(s, 0, POT, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Roundhouse", "Disarm")
    fight(s, a, b)
    assert "play disarm" not in legal(s)
    to(s, "strike", 0)
    do(s, "play roundhouse")  # 3 damage against Agatha's 1
    to(s, "end-round", 0)
    assert s.is_ready(b) and blood(s, b) == 1
    do(s, "play disarm")
    assert s.in_torpor(b) and any(s.placed[p].card == cid("Disarm") for p in s.minions[b].cards)
    assert static(s, b, "strength") == -1


def test_disarm_not_without_more_damage_inflicted() -> None:
    s = table()
    a = ready(s, 0, POT, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Disarm")
    fight(s, a, b)
    to(s, "end-round", 0)  # a hand strike each: 1 against 1
    assert "play disarm" not in legal(s)


def test_disarm_its_bearer_burns_3_blood_to_burn_it() -> None:
    s = table()
    b = ready(s, 0, OPP, blood=4)
    d = attach(s, b, "Disarm", controller=1)
    goto(s, "minion")
    assert static(s, b, "strength") == -1
    do(s, f"use {d} 1")
    assert d not in s.placed and blood(s, b) == 1 and static(s, b, "strength") == 0


def test_disarm_superior_gives_minus_2_strength() -> None:
    s = table()
    b = ready(s, 1, OPP, blood=4)
    attach(s, b, "Disarm", controller=0, mode="superior")
    assert static(s, b, "strength") == -2


CELERITY = "Ayo Igoli (G4)"  # CEL


def test_psyche_basic_press_to_continue() -> None:
    s = table()
    a = ready(s, 0, CELERITY, blood=6)
    b = ready(s, 1, OPP, blood=6)
    hand(s, 0, "Psyche!")
    fight(s, a, b)
    to(s, "press", 0)
    do(s, "play psyche")  # the press: the only mode now
    to(s, "before-range", 0)
    c = current_combat(s)
    assert c is not None and c.round == 2


def test_psyche_superior_queues_a_combat_with_the_opposing_minion() -> None:
    s = table()
    a = ready(s, 0, CELERITY, blood=6)
    b = ready(s, 1, OPP, blood=6)
    hand(s, 0, "Psyche!")
    fight(s, a, b)
    first = cb_serial(s)
    to(s, "end-round", 0)
    do(s, "play psyche")  # [CEL]: the combat is about to end
    to(s, "before-range", 0)
    c = current_combat(s)
    assert c is not None and c.round == 1 and c.serial != first and (c.a, c.b) == (a, b)
    assert blood(s, a) == 5 and blood(s, b) == 5  # the first combat's hand strikes


def test_psyche_superior_not_while_a_press_to_continue_stands() -> None:
    s = table()
    a = ready(s, 0, CELERITY, blood=6)
    b = ready(s, 1, OPP, blood=6)
    hand(s, 0, "Psyche!", "Psyche!")
    fight(s, a, b)
    to(s, "press", 0)
    do(s, "play psyche")  # the press: the only mode now
    to(s, "end-round", 0)
    assert "play psyche" not in legal(s)


def cb_serial(s: object) -> int:
    c = current_combat(s)  # type: ignore[arg-type]
    assert c is not None
    return c.serial


BOLLIXER = "Aksinya Daclau (G4)"  # cel PRE tha


def test_bollix_pre_cancels_a_grapple_as_it_is_played() -> None:
    s = table()
    a = ready(s, 0, BOLLIXER, blood=5, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Bollix")
    hand(s, 1, "Immortal Grapple")
    s.public_decks = (False,) * 4  # a deck that could hold Bollix: the window opens
    fight(s, a, b)
    to(s, "before-strikes", 1)
    do(s, "play immortal-grapple", "mode basic")
    assert "play bollix" in legal(s)
    do(s, "play bollix")  # [pre], the only mode as a card is played
    to(s, "strike", 0)
    c = current_combat(s)
    assert c is not None and not c.has(a, "hand-only") and not c.has(b, "hand-only")
    assert any(str(line) == "Immortal Grapple is cancelled." for _, line in s.log or ())


def test_bollix_tha_hand_strike_plus_1() -> None:
    s = table()
    a = ready(s, 0, BOLLIXER, blood=5, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Bollix")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play bollix")  # [tha], the only strike
    end_combat(s)
    assert blood(s, b) == 2


def test_bollix_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, BOLLIXER, blood=5, sect="sabbat")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Bollix")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play bollix" not in legal(s)


PRESENCE = "Alice Chen (G6)"  # PRE


def test_force_of_personality_basic_strike_combat_ends() -> None:
    s = table()
    a = ready(s, 0, 'Jason "Son" Newberry (G6)', blood=5)  # pre
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Force of Personality")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play force-of-personality")
    end_combat(s)
    assert blood(s, b) == 4 and blood(s, a) == 4  # the card costs 1 blood; no damage


def test_force_of_personality_superior_vampires_burn_1_blood_to_block_and_allies_cannot() -> None:
    s = table()
    a = ready(s, 0, PRESENCE, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    royals = ready(s, 1, "47th Street Royals")
    corpse = ready(s, 1, "Aggressive Corpse")
    hand(s, 0, "Force of Personality")
    goto(s, "minion")
    do(s, f"bleed {a}", "play force-of-personality")  # [PRE], the only mode as the action is announced
    pass_until(s, lambda st: st.to_move == 1)
    moves = legal(s)
    assert f"block {royals}" not in moves and f"block {corpse}" in moves and f"block {v}" in moves
    do(s, f"block {v}")
    assert s.minions[v].blood == 2
