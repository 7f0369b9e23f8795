"""Cards of the archive's decks (issue 37, eighth list): the in-scope cards each holding back a
tournament-winning deck since 2020 on its own."""

from __future__ import annotations

from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import static
from tabletome.games.vtes.traits import has_trait, master_clan, slave_may_direct
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
    ready,
    table,
    uncontrolled,
    until_legal,
)
from tests.games.vtes.test_cards_combat_cards import OPP, blood, cb, end_combat, fight, said, step, to

PLAIN = "Alice Chen (G6)"  # Camarilla Ventrue prince, capacity 7
TREMERE_ANTITRIBU = "Esoara (G4)"  # Sabbat Tremere antitribu, no text


# ------------------------------------------------------------------------ Sheela Na Gig (Slave, VT-TRAIT-10)


def test_sheela_na_gig_lower_case_tremere_antitribu_slave_is_the_slave_trait() -> None:
    """VT-TRAIT-10: "Tremere antitribu slave." (lower case, at the end of the text) is the Slave trait,
    its master clan Tremere antitribu (not "antitribu"): no directed action without one ready."""
    cards = load_cards()
    sheela = facts(cards.named("Sheela Na Gig (G5)").id)
    assert master_clan(sheela) == "Tremere antitribu"
    assert master_clan(facts(cards.named("Pugfar (G2)").id)) == "Tremere antitribu"
    assert master_clan(facts(cards.named("Porphyry (G6)").id)) == "Tremere"
    s = table()
    g = ready(s, 0, "Sheela Na Gig (G5)")
    assert has_trait(s, g, "Slave") and has_trait(s, g, "Flight")
    assert not slave_may_direct(s, 0, g)
    goto(s, "minion")
    assert f"bleed {g}" not in legal(s)
    ready(s, 0, TREMERE_ANTITRIBU)
    assert slave_may_direct(s, 0, g)


def test_sheela_na_gig_locks_to_give_an_acting_tremere_antitribu_you_control_1_bleed() -> None:
    s = table()
    g = ready(s, 0, "Sheela Na Gig (G5)")
    t = ready(s, 0, TREMERE_ANTITRIBU, blood=4)
    goto(s, "minion")
    do(s, f"bleed {t}")
    do(s, f"use {g} 1")
    finish_action(s)
    assert s.minions[g].locked and s.pool[1] == 28


def test_sheela_na_gig_gives_no_bleed_to_a_vampire_of_another_clan() -> None:
    s = table()
    g = ready(s, 0, "Sheela Na Gig (G5)")
    p = ready(s, 0, PLAIN, blood=4)
    goto(s, "minion")
    do(s, f"bleed {p}")
    assert f"use {g} 1" not in legal(s)


# ------------------------------------------------------------------------ High Ground


def test_high_ground_maneuver_only_to_long_range_and_one_each_round() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "High Ground", "High Ground")
    hand(s, 1, "Flash")  # [cel] maneuver: Agatha has no Celerity, so no maneuver back
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play high-ground")
    assert cb(s).range == "long"
    cb(s).range = "close"  # as if the opposing minion maneuvered back
    s.changed()
    assert "play high-ground" not in legal(s)  # only one each round


def test_high_ground_not_usable_at_long_range() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "High Ground")
    fight(s, a, b)
    to(s, "range", 0)
    cb(s).range = "long"
    s.changed()
    assert "play high-ground" not in legal(s)


def test_high_ground_with_flight_against_a_minion_without_sets_the_range_to_long() -> None:
    """RTR 19970630: the range set before range is determined; the determine-range step is skipped."""
    s = table()
    g = ready(s, 0, "Sheela Na Gig (G5)", blood=4)  # Flight
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "High Ground")
    fight(s, g, b)
    to(s, "before-range", 0)
    do(s, "play high-ground")
    assert cb(s).range == "long" and "range-set" in cb(s).flags
    pass_until(s, lambda st: step(st) != "before-range")
    assert step(s) != "range"


def test_high_ground_sets_no_range_without_flight_or_against_flight() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "High Ground")
    fight(s, a, b)
    to(s, "before-range", 0)
    assert "play high-ground" not in legal(s)
    s = table()
    g = ready(s, 0, "Sheela Na Gig (G5)", blood=4)
    f = ready(s, 1, "Pugfar (G2)", blood=4)  # Flight too
    hand(s, 0, "High Ground")
    fight(s, g, f)
    to(s, "before-range", 0)
    assert "play high-ground" not in legal(s)


# ------------------------------------------------------------------------ Backstep


def long_range_strikes(s: VTESState, opposing: str) -> None:
    """At long range without a ranged strike, the acting minion strikes none; the opposing one as told."""
    pass_until(s, lambda st: step(st) == "strike")
    while step(s) == "strike":
        do(s, "strike none" if s.to_move == 0 else opposing)


def test_backstep_maneuvers_to_long_range_only() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Backstep")
    fight(s, a, b)
    to(s, "range", 0)
    cb(s).range = "long"
    s.changed()
    assert "play backstep" not in legal(s)
    cb(s).range = "close"
    s.changed()
    do(s, "play backstep")
    assert cb(s).range == "long"


def test_backstep_the_opposing_minion_hit_gets_an_optional_press() -> None:
    """TOM 19960521: the opposing minion's strike inflicted damage this round: it may press."""
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, b, ".44 Magnum")
    hand(s, 0, "Backstep")
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play backstep")
    long_range_strikes(s, "strike 44-magnum-2r")
    to(s, "press", 1)
    assert blood(s, a) == 2 and f"press {b} continue" in legal(s)
    assert said(s, "gets an optional press: the damage landed")


def test_backstep_no_press_when_the_opposing_minion_inflicts_no_damage() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Backstep")
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play backstep")
    long_range_strikes(s, "strike none")
    pass_until(s, lambda st: step(st) == "press" or current_combat(st) is None)
    assert f"press {b} continue" not in legal(s)
    end_combat(s)
    assert blood(s, a) == 4


# ------------------------------------------------------------------------ Shaman

LAIBON = "Fish (G4)"  # Laibon Guruhi, no text


def test_shaman_requires_a_ready_laibon() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=3)
    hand(s, 0, "Shaman")
    goto(s, "minion")
    assert "play shaman" not in legal(s)
    s = table()
    ready(s, 0, LAIBON, blood=3)
    hand(s, 0, "Shaman")
    goto(s, "minion")
    assert "play shaman" in legal(s)


def test_shaman_this_laibon_has_1_intercept() -> None:
    s = table()
    v = ready(s, 0, LAIBON, blood=3)
    assert static(s, v, "intercept") == 0
    attach(s, v, "Shaman", counters=2)
    assert static(s, v, "intercept") == 1


def test_shaman_shuffled_into_the_library_gives_this_acting_laibon_1_stealth() -> None:
    s = table()
    v = ready(s, 0, LAIBON, blood=4)
    shaman = attach(s, v, "Shaman", counters=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {v}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: st.to_move == 0)
    do(s, f"use {shaman} 1")
    a = action(s)
    assert a is not None and a.stealth(s) == 1
    assert shaman not in s.placed and cid("Shaman") in s.library[0] and cid("Shaman") not in s.ash[0]


# ------------------------------------------------------------------------ João Bilé

JOAO = "João Bilé (G4)"


def test_joao_bile_gets_1_stealth_during_actions_to_put_vampires_in_play() -> None:
    s = table()
    j = ready(s, 0, JOAO, blood=4)
    hand(s, 0, "The Embrace")
    goto(s, "minion")
    do(s, "play the-embrace")
    a = action(s)
    assert a is not None and a.actor == j and static(s, j, "stealth") == 1


def test_joao_bile_no_stealth_on_other_actions() -> None:
    s = table()
    j = ready(s, 0, JOAO, blood=4)
    goto(s, "minion")
    do(s, f"bleed {j}")
    assert static(s, j, "stealth") == 0


def blocks_offered(actor: str, title: str | None) -> bool:
    s = table()
    a = ready(s, 0, actor, blood=4)
    j = ready(s, 1, JOAO, blood=4)
    s.minions[j] = s.minions[j]._replace(title=title)
    goto(s, "minion")
    do(s, f"bleed {a}")
    offered = False
    for _ in range(20):
        offered = offered or f"block {j}" in legal(s)
        if action(s) is None or offered or "pass" not in legal(s):
            break
        do(s, "pass")
    return offered


def test_joao_bile_without_a_title_cannot_block_titled_vampires() -> None:
    assert not blocks_offered("Anson (G1)", None)  # a prince
    assert blocks_offered("Lauren (G6)", None)  # untitled
    assert blocks_offered("Anson (G1)", "primogen")  # titled: he can


# ------------------------------------------------------------------------ Street Cred


def street_cred_table(gun: bool) -> tuple[VTESState, int, int, int]:
    s = table()
    a = ready(s, 0, "Agatha (G2)", blood=4)  # [POT]
    b = ready(s, 1, "Lauren (G6)", blood=4)
    if gun:
        attach(s, a, ".44 Magnum")
    young = uncontrolled(s, 0, "Ember Wright (G3)")  # capacity 3: younger than Agatha (4)
    older = uncontrolled(s, 0, "Hannigan (G2)")  # capacity 5
    hand(s, 0, "Street Cred", "Street Cred")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "strike 44-magnum-2r" if gun else "strike hand")
    return s, a, young, older


def test_street_cred_moves_blood_to_a_younger_uncontrolled_vampire_after_winning_the_round() -> None:
    s, _a, young, older = street_cred_table(gun=True)
    until_legal(s, "play street-cred")
    do(s, "play street-cred", "mode superior")  # the only younger vampire: chosen without asking
    assert s.minions[young].blood == 2 and s.minions[older].blood == 0  # Hannigan is older than Agatha
    assert "play street-cred" not in legal(s)  # one each turn


def test_street_cred_basic_moves_1_blood() -> None:
    s, _a, young, _older = street_cred_table(gun=True)
    until_legal(s, "play street-cred")
    do(s, "play street-cred", "mode basic")
    assert s.minions[young].blood == 1


def test_street_cred_not_usable_without_more_damage_inflicted() -> None:
    s, _a, _young, _older = street_cred_table(gun=False)  # 1 damage each
    pass_until(s, lambda st: current_combat(st) is None or "play street-cred" in legal(st))
    assert current_combat(s) is None


# ------------------------------------------------------------------------ Weather Control


def weather(mode: str) -> tuple[VTESState, int, int, int]:
    s = table()
    a = ready(s, 0, "MacAlister Marshall (G5)", blood=6)  # [THA]
    b = ready(s, 1, "Lauren (G6)", blood=6)
    spy = attach(s, b, "Raven Spy", counters=2)
    hand(s, 0, "Weather Control", "Weather Control")
    fight(s, a, b)
    to(s, "before-range", 0)
    do(s, "play weather-control", f"mode {mode}")
    return s, a, b, spy


def next_round_before_range(s: VTESState) -> None:
    to(s, "press", 0)
    cb(s).press = 1  # as if a press to continue stood
    pass_until(s, lambda st: cb(st).round == 2 and step(st) == "before-range" and st.to_move == 0)


def test_weather_control_both_combatants_and_their_retainers_take_1_damage_each_round() -> None:
    s, a, b, spy = weather("basic")
    assert blood(s, a) == 5 and blood(s, b) == 5 and s.placed[spy].counters == 1  # before range
    assert "play weather-control" not in legal(s)  # one each combat
    next_round_before_range(s)
    # round 1: hand strikes, 1 damage each; round 2 begins: 1 more each
    assert blood(s, a) == 3 and blood(s, b) == 3 and spy not in s.placed


def test_weather_control_superior_1_more_damage_each_later_round() -> None:
    s, a, b, _spy = weather("superior")
    assert blood(s, a) == 5 and blood(s, b) == 5
    next_round_before_range(s)
    assert blood(s, a) == 2 and blood(s, b) == 2  # hand strikes (1 each), then 2 as round 2 begins


def test_weather_control_only_in_the_first_round() -> None:
    s = table()
    a = ready(s, 0, "MacAlister Marshall (G5)", blood=6)
    b = ready(s, 1, "Lauren (G6)", blood=6)
    hand(s, 0, "Weather Control")
    fight(s, a, b)
    next_round_before_range(s)
    assert "play weather-control" not in legal(s)


# ------------------------------------------------------------------------ Byzar

BYZAR = "Byzar (G6)"


def test_byzar_would_be_burned_instead_a_burn_counter_and_torpor() -> None:
    from tabletome.games.vtes import ops

    s = table()
    v = ready(s, 0, BYZAR, blood=3)
    ops.burn(s, v)
    assert v in s.torpor[0] and s.minions[v].count("burn") == 1 and s.minions[v].blood == 3
    assert cid(BYZAR) not in s.ash[0]
    ops.burn(s, v)  # in torpor: he stays there
    assert v in s.torpor[0] and s.minions[v].count("burn") == 2
    ops.burn(s, v)
    assert v not in s.minions and cid(BYZAR) in s.removed[0] and cid(BYZAR) not in s.ash[0]


def test_byzar_uncontrolled_is_burned_as_normal() -> None:
    from tabletome.games.vtes import ops

    s = table()
    v = uncontrolled(s, 0, BYZAR, blood=3)
    ops.burn(s, v)
    assert v not in s.minions and cid(BYZAR) in s.ash[0]


def test_byzar_gets_1_stealth() -> None:
    s = table()
    v = ready(s, 0, BYZAR, blood=3)
    assert static(s, v, "stealth") == 1


# ------------------------------------------------------------------------ Phagian

PHAGIAN = "Phagian (G4)"


def test_phagian_a_vampire_you_control_plays_basic_necromancy_for_1_more_blood() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)  # no Necromancy
    ready(s, 0, PHAGIAN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Spiritual Intervention")  # [nec] strike: dodge, no cost
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play spiritual-intervention")
    assert blood(s, a) == 3  # the dodge costs her 1 blood
    assert said(s, "Spiritual Intervention")


def test_phagian_no_necromancy_without_him_or_for_another_methuselah() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    ready(s, 1, PHAGIAN, blood=4)  # another Methuselah's
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Spiritual Intervention")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play spiritual-intervention" not in legal(s)


def test_phagian_no_superior_and_no_extra_cost_for_a_vampire_with_necromancy() -> None:
    from tabletome.games.vtes.effects.core import extra_costs
    from tabletome.games.vtes.hooks import CARDS, Ctx

    s = table()
    p = ready(s, 0, PHAGIAN, blood=4)  # [NEC]
    a = ready(s, 0, "Lauren (G6)", blood=4)
    card = cid("Spiritual Intervention")
    basic, sup = CARDS[card].uses[0], CARDS[card].uses[1]
    assert extra_costs(s, Ctx("minion"), 0, p, card, basic) == (0, 0)
    assert extra_costs(s, Ctx("minion"), 0, a, card, basic) == (1, 0)
    from tabletome.games.vtes.play import level_ok

    assert level_ok(s, a, basic) and not level_ok(s, a, sup)


# ------------------------------------------------------------------------ Yitzak, Juniper, Tegyrius


def test_yitzak_locks_a_younger_vampire_who_does_not_unlock_next_unlock_phase() -> None:
    from tabletome.games.vtes.effects.vocab.action import NO_NEXT_UNLOCK

    s = table()
    y = ready(s, 0, "Yitzak (G3)", blood=4)  # capacity 7
    v = ready(s, 1, "Lauren (G6)", blood=3)  # capacity 4
    goto(s, "minion")
    do(s, f"use {y} 1")
    finish_action(s)
    assert s.minions[v].locked and s.game_marks.get((NO_NEXT_UNLOCK, v))


def test_yitzak_cannot_lock_an_older_vampire() -> None:
    s = table()
    y = ready(s, 0, "Yitzak (G3)", blood=4)  # capacity 7
    ready(s, 1, "Lauren (G6)", blood=3)  # capacity 4: younger
    ready(s, 1, "Anson (G1)", blood=3)  # capacity 8: older
    goto(s, "minion")
    do(s, f"use {y} 1")
    assert any(a.startswith("target") for a in legal(s)) is False  # only Anson: chosen without asking
    finish_action(s)
    assert [m.locked for u, m in s.ready_minions(1)] == [True, False]


def test_juniper_steals_an_ally_of_your_predator_or_prey() -> None:
    s = table()
    j = ready(s, 0, "Juniper (G4)", blood=4)
    prey_ally = ready(s, 1, "Carlton Van Wyk")
    far_ally = ready(s, 2, "Carlton Van Wyk")  # neither predator nor prey
    goto(s, "minion")
    do(s, f"use {j} 1")
    assert f"target {far_ally}" not in legal(s)
    a = action(s)
    assert a is not None and a.target_seat == 1
    finish_action(s)
    assert prey_ally in s.ready[0] and far_ally in s.ready[2]


def test_tegyrius_gets_1_strength_and_2_votes_while_victoria_ash_is_in_your_ready_region() -> None:
    s = table()
    t = ready(s, 0, "Tegyrius, Vizier (G6)", blood=4)
    base = static(s, t, "votes")
    assert static(s, t, "strength") == 1
    ready(s, 1, "Victoria Ash (G7)")  # another Methuselah's
    assert static(s, t, "votes") == base
    ready(s, 0, "Victoria Ash (G2)")
    assert static(s, t, "votes") == base + 2


# ------------------------------------------------------------------------ Song in the Dark


def test_song_in_the_dark_strike_2_damage_or_2_aggravated() -> None:
    s = table()
    a = ready(s, 0, "Anastasia Grey (G1)", blood=4)  # [ani]
    b = ready(s, 1, "Lauren (G6)", blood=4)
    hand(s, 0, "Song in the Dark")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play song-in-the-dark")
    end_combat(s)
    assert blood(s, b) == 2


# ------------------------------------------------------------------------ Herald of Topheth

HERALD = "Herald of Topheth"


def test_herald_of_topheth_plays_basic_daimoinon_potence_presence_as_a_vampire() -> None:
    s = table()
    ready(s, 0, "Barbaro Lucchese (G3)", blood=5)  # a Baali
    hand(s, 0, HERALD)
    goto(s, "minion")
    do(s, "play herald-of-topheth")
    finish_action(s)
    h = next(u for u in s.ready[0] if s.minions[u].card == cid(HERALD))
    assert all(s.minions[h].marked(f"as-vampire:{code}") for code in ("dai", "pot", "pre"))
    assert not s.minions[h].marked("as-vampire:obf")


def test_herald_of_topheth_enters_combat_as_a_directed_action() -> None:
    s = table()
    h = ready(s, 0, HERALD, blood=5)
    b = ready(s, 1, "Lauren (G6)", blood=4)
    goto(s, "minion")
    do(s, f"use {h} 1")
    a = action(s)
    assert a is not None and a.directed and a.target_seat == 1
    pass_until(s, lambda st: action(st) is None)
    assert blood(s, b) < 4  # its 3 strength


def test_herald_of_topheth_gains_1_life_in_your_unlock_phase_at_4_or_fewer() -> None:
    s = table()
    h = ready(s, 0, HERALD, blood=4)
    goto(s, "unlock", 0)  # its only unlock-phase effect: carried out at once
    pass_until(s, lambda st: st.phase != "unlock")
    assert s.minions[h].blood == 5
    goto(s, "unlock", 0)
    pass_until(s, lambda st: st.phase != "unlock")
    assert s.minions[h].blood == 5  # only at 4 or fewer life


# ------------------------------------------------------------------------ Jacob, The Glitch

JACOB = "Jacob, The Glitch (G3)"


def test_jacob_the_glitch_capacity_increased_by_4_while_controlled() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    j = ready(s, 0, JACOB, blood=3)
    base = facts(cid(JACOB)).capacity
    assert capacity(s, j) == base + 4
    u = uncontrolled(s, 1, JACOB)
    assert capacity(s, u) == base


def test_jacob_the_glitch_your_predator_discards_a_master_card_to_make_you_discard_your_hand() -> None:
    s = table()
    j = ready(s, 1, JACOB, blood=3)  # Methuselah 2's, whose predator is Methuselah 1
    hand(s, 0, "Blood Doll")
    hand(s, 1, "Blur", "Swallowed by the Night")
    s.library[1] = [cid("Govern the Unaligned")] * 10
    goto(s, "master")
    left = s.phase_actions
    do(s, f"use {j} 1", "target blood-doll")  # a card of the hand: asked even when it is the only one
    assert cid("Blood Doll") in s.ash[0] and s.phase_actions == left - 1
    assert cid("Blur") in s.ash[1] and cid("Swallowed by the Night") in s.ash[1]
    assert set(s.hand[1]) == {cid("Govern the Unaligned")}


def test_jacob_the_glitch_only_his_controllers_predator_and_with_a_master_card() -> None:
    s = table()
    j = ready(s, 2, JACOB, blood=3)  # Methuselah 3's: Methuselah 1 is not their predator
    hand(s, 0, "Blood Doll")
    goto(s, "master")
    assert f"use {j} 1" not in legal(s)
    s = table()
    j = ready(s, 1, JACOB, blood=3)
    hand(s, 0, "Blur")  # no master card
    goto(s, "master")
    assert f"use {j} 1" not in legal(s)


def test_an_allys_first_line_with_flight_or_bleed_first_gives_its_strength_and_bleed() -> None:
    """AMB-14: "3 strength, 1 bleed, flight [FLIGHT]." (Herald of Topheth) and "1 bleed, 1 strength."
    (Rafastio Ghoul) are read as the others are."""
    herald, ghoul = facts(cid(HERALD)), facts(cid("Rafastio Ghoul"))
    assert (herald.life, herald.strength, herald.bleed) == (5, 3, 1)
    assert (ghoul.life, ghoul.strength, ghoul.bleed) == (2, 1, 1)


# ------------------------------------------------------------------------ Divine Sign


def divine_sign_on(mode: str) -> tuple[VTESState, int, int, int]:
    s = table()
    p = ready(s, 0, PHAGIAN, blood=5)  # [NEC]
    lauren = ready(s, s.predator(0), "Lauren (G6)", blood=4)  # she bleeds Methuselah 1
    hand(s, 0, "Divine Sign")
    goto(s, "minion")
    do(s, "play divine-sign", f"mode {mode}")
    a = action(s)
    assert a is not None and a.directed and a.target_seat == s.predator(0) and a.stealth(s) == 1
    finish_action(s)
    sign = next(u for u in s.minions[p].cards if s.placed[u].card == cid("Divine Sign"))
    return s, p, lauren, sign


def test_divine_sign_on_the_acting_minion_unlocked_with_2_intercept_against_the_chosen_minion() -> None:
    s, p, lauren, _sign = divine_sign_on("basic")
    assert not s.minions[p].locked
    assert static(s, p, "intercept") == 0  # nobody acting
    goto(s, "minion", s.predator(0))
    do(s, f"bleed {lauren}")
    assert static(s, p, "intercept") == 2


def test_divine_sign_the_chosen_minion_burns_it_as_a_directed_action() -> None:
    s, _p, lauren, sign = divine_sign_on("basic")
    goto(s, "minion", s.predator(0))
    assert f"use {sign} 1" in legal(s)
    do(s, f"use {sign} 1")
    a = action(s)
    assert a is not None and a.actor == lauren and a.target_seat == 0
    finish_action(s)
    assert sign not in s.placed and cid("Divine Sign") in s.ash[0]


def test_divine_sign_superior_blocking_the_chosen_minion_opens_its_controllers_hand() -> None:
    s, p, lauren, _sign = divine_sign_on("superior")
    goto(s, "minion", s.predator(0))
    do(s, f"bleed {lauren}")
    until_legal(s, f"block {p}")
    do(s, f"block {p}")
    pass_until(s, lambda st: current_combat(st) is not None)
    assert s.marks.get(("open-hand", s.predator(0)))


def test_divine_sign_basic_blocking_opens_no_hand() -> None:
    s, p, lauren, _sign = divine_sign_on("basic")
    goto(s, "minion", s.predator(0))
    do(s, f"bleed {lauren}")
    until_legal(s, f"block {p}")
    do(s, f"block {p}")
    pass_until(s, lambda st: current_combat(st) is not None)
    assert not s.marks.get(("open-hand", s.predator(0)))


# ------------------------------------------------------------------------ Harold Tanner, Slag


def opened(s: VTESState, seat: int) -> bool:
    return said(s, f"{s.seat_name(seat)} plays with an open hand during this combat")


def test_harold_tanner_the_opposing_minions_controller_plays_with_an_open_hand() -> None:
    s = table()
    h = ready(s, 0, "Harold Tanner (G4)", blood=4)
    b = ready(s, 1, "Lauren (G6)", blood=4)
    fight(s, h, b)
    assert opened(s, 1) and not opened(s, 0)
    end_combat(s)
    assert not s.marks.get(("open-hand", 1))  # for that combat
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    h = ready(s, 1, "Harold Tanner (G4)", blood=4)
    fight(s, a, h)
    assert opened(s, 0) and not opened(s, 1)


def test_harold_tanner_not_in_combat_opens_no_hand() -> None:
    s = table()
    ready(s, 0, "Harold Tanner (G4)", blood=4)
    a = ready(s, 0, "Lauren (G6)", blood=4)
    b = ready(s, 1, "Anson (G1)", blood=4)
    fight(s, a, b)
    assert not opened(s, 1) and not opened(s, 0)


def test_slag_shows_you_the_replacements_drawn_during_a_referendum() -> None:
    from tabletome.games.vtes import ops
    from tabletome.games.vtes.politics import call_blood_hunt

    s = table()
    ready(s, 0, "Slag (G5)", blood=4)
    diablerist = ready(s, 1, "Lauren (G6)", blood=4)
    s.library[2] = [cid("Blur"), cid("Govern the Unaligned")]
    ops.draw(s, 2)  # no referendum: not shown
    assert cid("Govern the Unaligned") not in s.known[0][2]
    goto(s, "minion")
    call_blood_hunt(s, diablerist)
    s.settle()
    ops.draw(s, 2)
    assert cid("Blur") in s.known[0][2] and cid("Blur") not in s.known[3][2]
    lines = [(who, line) for who, line in s.log if "Blur" in line]
    assert lines and all(who == 0 for who, _ in lines)  # told to Slag's controller alone
