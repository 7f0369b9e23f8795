"""Political actions, allies, retainers and equipment of the tournament-winning decks (issue 37,
second list): Robert Carter, Muddled Vampire Hunter, Ponticulus, Sengir Dagger..."""

from __future__ import annotations

from tabletome.games.vtes.actions import may_carry
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import static, title, votes
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
    torpor,
    uncontrolled,
    until_legal,
)
from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, to
from tests.games.vtes.test_cards_political import call, poll

# ------------------------------------------------------------------------ Robert Carter


def test_robert_carter_gives_his_employer_2_bleed() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=3)
    other = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, v, "Robert Carter", counters=1)
    assert static(s, v, "bleed") == 2 and static(s, other, "bleed") == 0


def test_robert_carter_employer_burns_1_blood_in_your_unlock_phase() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=3)
    carter = attach(s, v, "Robert Carter", counters=1)
    goto(s, "unlock", 0)
    assert {"choose blood", "choose burn"} <= set(legal(s))
    do(s, "choose blood")
    assert blood(s, v) == 2 and carter in s.placed


def test_robert_carter_is_burned_instead() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=3)
    carter = attach(s, v, "Robert Carter", counters=1)
    goto(s, "unlock", 0)
    do(s, "choose burn")
    assert blood(s, v) == 3 and carter not in s.placed and cid("Robert Carter") in s.ash[0]


def test_robert_carter_is_burned_when_the_employer_has_no_blood() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=0)
    carter = attach(s, v, "Robert Carter", counters=1)
    goto(s, "unlock", 0)
    assert carter not in s.placed


def test_robert_carter_nothing_in_another_methuselahs_unlock_phase() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=3)
    carter = attach(s, v, "Robert Carter", counters=1)
    goto(s, "unlock", 1)
    assert "choose blood" not in legal(s) and blood(s, v) == 3 and carter in s.placed


# ------------------------------------------------------------------------ Muddled Vampire Hunter


def test_muddled_vampire_hunter_hand_strike_is_a_first_strike() -> None:
    s = table()
    hunter = ready(s, 0, "Muddled Vampire Hunter")
    b = ready(s, 1, OPP, blood=3)
    fight(s, hunter, b)
    end_combat(s)
    # 4 strength, resolved first: the vampire (3 blood) goes to torpor and its strike is lost
    # (VT-STR-12): the hunter keeps his 1 life.
    assert s.in_torpor(b) and hunter in s.minions and s.minions[hunter].blood == 1


def test_muddled_vampire_hunter_without_first_strike_both_strikes_land() -> None:
    """The same combat with another 1-life ally: the vampire's strike burns it."""
    s = table()
    other = ready(s, 0, "Political Ally")
    b = ready(s, 1, OPP, blood=3)
    fight(s, other, b)
    end_combat(s)
    assert other not in s.minions


def test_muddled_vampire_hunter_enters_combat_with_another_methuselahs_ready_vampire() -> None:
    s = table()
    hunter = ready(s, 0, "Muddled Vampire Hunter")
    b = ready(s, 1, OPP, blood=4)
    b2 = ready(s, 2, "Lauren (G6)", blood=3)
    mine = ready(s, 0, "Alice Chen (G6)", blood=3)
    ally = ready(s, 1, "Political Ally")
    goto(s, "minion")
    do(s, f"use {hunter} 1")
    moves = legal(s)
    assert {f"target {b}", f"target {b2}"} <= set(moves)
    assert f"target {mine}" not in moves and f"target {ally}" not in moves  # a vampire of another Methuselah
    do(s, f"target {b}")
    a = action(s)
    assert a is not None and a.directed and a.target_seat == 1


# ------------------------------------------------------------------------ Ponticulus


def test_ponticulus_gets_1_intercept_during_actions_directed_at_you() -> None:
    s = table()
    pont = ready(s, 0, "Ponticulus")
    v = ready(s, 3, OPP, blood=4)
    goto(s, "minion", 3)
    do(s, f"bleed {v}")
    assert static(s, pont, "intercept") == 1
    s2 = table()
    pont2 = ready(s2, 0, "Ponticulus")
    v2 = ready(s2, 3, OPP, blood=4)
    goto(s2, "minion", 3)
    do(s2, f"hunt {v2}")
    assert static(s2, pont2, "intercept") == 0


def test_ponticulus_locks_to_give_a_tremere_attempting_to_block_1_intercept() -> None:
    """A hunt (+1 stealth) by seat 3 that seat 0's Tremere tries to block: Ponticulus locks."""
    s = table()
    pont = ready(s, 0, "Ponticulus")
    tremere = ready(s, 0, "Aisling Sturbridge (G2)", blood=3)
    v = ready(s, 3, OPP, blood=4)
    goto(s, "minion", 3)
    do(s, f"hunt {v}")
    until_legal(s, f"block {tremere}")
    do(s, f"block {tremere}")
    pass_until(s, lambda st: st.to_move == 0)
    do(s, f"use {pont} 1")
    a = action(s)
    assert a is not None and a.intercept(s) == 1 and s.minions[pont].locked


def test_ponticulus_gives_no_intercept_to_a_non_tremere() -> None:
    s = table()
    pont = ready(s, 0, "Ponticulus")
    other = ready(s, 0, "Alice Chen (G6)", blood=3)
    v = ready(s, 3, OPP, blood=4)
    goto(s, "minion", 3)
    do(s, f"hunt {v}")
    until_legal(s, f"block {other}")
    do(s, f"block {other}")
    pass_until(s, lambda st: st.to_move == 0)
    assert f"use {pont} 1" not in legal(s)


def test_ponticulus_cannot_act_nor_have_equipment() -> None:
    s = table()
    pont = ready(s, 0, "Ponticulus")
    goto(s, "minion")
    assert not any(m.endswith(f" {pont}") or f" {pont} " in m for m in legal(s) if m.startswith(("bleed", "play")))
    assert not may_carry(s, pont, cid("Sengir Dagger"))


def test_ponticulus_is_immune_to_non_aggravated_damage() -> None:
    s = table()
    pont = ready(s, 0, "Ponticulus")
    b = ready(s, 1, OPP, blood=4)
    fight(s, b, pont)
    end_combat(s)
    assert pont in s.minions and s.minions[pont].blood == 1


# ------------------------------------------------------------------------ Sengir Dagger


def test_sengir_dagger_strikes_for_strength_aggravated_damage() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    attach(s, a, "Sengir Dagger")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "strike sengir-dagger-strength-agg" in legal(s)
    do(s, "strike sengir-dagger-strength-agg")
    end_combat(s)
    # Alice Chen's strength (1), aggravated: a vampire cannot mend it (VT-DMG-07), to torpor.
    assert s.in_torpor(b) and blood(s, b) == 4


def test_sengir_dagger_only_at_close_range() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    attach(s, a, "Sengir Dagger")
    c = fight(s, a, b)
    c.range = "long"
    to(s, "strike", 0)
    assert "strike sengir-dagger-strength-agg" not in legal(s)


# ------------------------------------------------------------------------ the clan Justicars


def test_nosferatu_justicar_makes_a_ready_camarilla_nosferatu_justicar() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    nos = ready(s, 1, "Nichodemus (G5)", blood=2)
    ready(s, 2, "Agatha (G2)", blood=3)  # Nosferatu antitribu, Sabbat: not a choice
    hand(s, 0, "Nosferatu Justicar")
    goto(s, "minion")
    call(s, "nosferatu-justicar")
    assert votes(s, nos) == 1  # "each Nosferatu gets 1 extra vote" in this referendum
    poll(s, f"vote {a} for")
    assert title(s, nos) == "justicar" and votes(s, nos) == 3
    assert [s.placed[p].card for p in s.minions[nos].cards] == [cid("Nosferatu Justicar")]


def test_tremere_justicar_gives_each_tremere_1_vote_in_its_referendum() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)  # a Tremere prince: 2 votes
    lauren = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Tremere Justicar")
    goto(s, "minion")
    assert votes(s, a) == 2 and votes(s, lauren) == 0
    call(s, "tremere-justicar")
    do(s, f"target {lauren}")
    assert votes(s, a) == 3 and votes(s, lauren) == 1
    poll(s, f"vote {a} for")
    assert title(s, lauren) == "justicar" and title(s, a) == "prince"


def test_lasombra_justicar_needs_a_ready_camarilla_lasombra() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Lasombra Justicar")
    goto(s, "minion")
    assert "play lasombra-justicar" not in legal(s)
    s2 = table()
    a = ready(s2, 0, "Ayelech (G6)", blood=3)
    las = ready(s2, 2, "Aintzane Arriaga (G6)", blood=3)
    hand(s2, 0, "Lasombra Justicar")
    goto(s2, "minion")
    call(s2, "lasombra-justicar")
    poll(s2, f"vote {a} for")
    assert title(s2, las) == "justicar"


# ------------------------------------------------------------------------ Anarch Salon


def test_anarch_salon_gives_each_ready_anarch_1_blood_and_their_methuselahs_1_pool() -> None:
    s = table()
    a = ready(s, 0, "Alabástrom (G6)", blood=3)
    b = ready(s, 1, "Desiree Narayan, Anarch Historian (G6)", blood=2)
    c = ready(s, 2, "Lauren (G6)", blood=2)
    sleeper = torpor(s, 3, "Handsome Dan (G6)", blood=0)
    hand(s, 0, "Anarch Salon")
    goto(s, "minion")
    call(s, "anarch-salon")
    poll(s, "vote card for")  # the card's vote alone (VT-VOTE-04): passed
    assert s.minions[a].blood == 4
    assert s.minions[b].blood == 3 and s.minions[c].blood == 2 and s.minions[sleeper].blood == 0
    # Each Methuselah controlling an Anarch (in torpor too) gains 1 pool.
    assert s.pool == [31, 31, 30, 31]


def test_anarch_salon_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Anarch Salon")
    goto(s, "minion")
    assert "play anarch-salon" not in legal(s)


# ------------------------------------------------------------------------ Honor the Elders


def test_honor_the_elders_gives_ready_and_uncontrolled_elders_1_blood() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    old = ready(s, 1, "Byzar (G6)", blood=5)
    young = ready(s, 2, "Lauren (G6)", blood=2)
    waiting = uncontrolled(s, 3, "Count Jocalo (G6)", blood=2)
    hand(s, 0, "Honor the Elders")
    goto(s, "minion")
    call(s, "honor-the-elders")
    poll(s, f"vote {a} for")
    assert s.minions[old].blood == 6 and s.minions[young].blood == 2 and s.minions[waiting].blood == 3
    assert s.minions[a].blood == 3


# ------------------------------------------------------------------------ Exclusion Principle


def test_exclusion_principle_pool_per_ready_independent_or_anarch() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, "Alabástrom (G6)", blood=3)
    ready(s, 1, "Adri, The Seeker (G6)", blood=2)
    torpor(s, 2, "Handsome Dan (G6)", blood=0)  # in torpor: not ready
    ready(s, 3, "Lauren (G6)", blood=2)
    hand(s, 0, "Exclusion Principle")
    goto(s, "minion")
    call(s, "exclusion-principle")
    poll(s, f"vote {a} for")
    assert s.pool == [30, 32, 30, 30]


# ------------------------------------------------------------------------ Consanguineous Condemnation


def test_consanguineous_condemnation_locks_all_vampires_of_the_chosen_clan() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    lauren = ready(s, 1, "Lauren (G6)", blood=3)
    alice = ready(s, 2, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Consanguineous Condemnation")
    goto(s, "minion")
    call(s, "consanguineous-condemnation")
    do(s, "target tremere")
    poll(s, f"vote {a} for")
    assert s.minions[a].locked and s.minions[lauren].locked and not s.minions[alice].locked


# ------------------------------------------------------------------------ Permanent Vacation


def test_permanent_vacation_removes_the_chosen_ready_ally_from_the_game() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ally = ready(s, 1, "Political Ally")
    other = ready(s, 2, "Lauren (G6)", blood=3)
    hand(s, 0, "Permanent Vacation")
    goto(s, "minion")
    call(s, "permanent-vacation")
    assert f"target {other}" not in legal(s) and f"target {a}" not in legal(s)
    poll(s, f"vote {a} for")
    assert ally not in s.minions and cid("Political Ally") in s.removed[1]
    assert cid("Political Ally") not in s.ash[1]


def test_permanent_vacation_needs_a_ready_ally() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Permanent Vacation")
    goto(s, "minion")
    assert "play permanent-vacation" not in legal(s)


# ------------------------------------------------------------------------ Justicar Retribution


def test_justicar_retribution_burns_vampires_with_a_current_bleed_of_3_or_more() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    big = ready(s, 1, "Alice Chen (G6)", blood=3)
    attach(s, big, "Robert Carter", counters=1)  # +2 bleed: 3
    small = ready(s, 2, "Lauren (G6)", blood=3)
    ally = ready(s, 3, "Political Ally")  # 3 bleed, but an ally
    hand(s, 0, "Justicar Retribution")
    goto(s, "minion")
    call(s, "justicar-retribution")
    poll(s, f"vote {a} for")
    assert big not in s.minions and small in s.minions and a in s.minions and ally in s.minions


def test_justicar_retribution_requires_a_camarilla_vampire() -> None:
    s = table()
    ready(s, 0, "Alabástrom (G6)", blood=3)
    hand(s, 0, "Justicar Retribution")
    goto(s, "minion")
    assert "play justicar-retribution" not in legal(s)


# ------------------------------------------------------------------------ Ossian


def test_ossian_enters_combat_with_a_vampire_as_a_plus_1_stealth_directed_action() -> None:
    s = table()
    ossian = ready(s, 0, "Ossian")
    ready(s, 2, "Lauren (G6)", blood=3)
    goto(s, "minion")
    do(s, f"use {ossian} 1")
    a = action(s)
    assert a is not None and a.directed and a.target_seat == 2 and a.stealth(s) == 1


def test_ossian_gains_1_life_for_each_blood_the_vampire_used_to_mend() -> None:
    s = table()
    ossian = ready(s, 0, "Ossian")
    v = ready(s, 1, OPP, blood=4)  # strength 1
    fight(s, ossian, v)
    pass_until(s, lambda st: current_combat(st) is None or current_combat(st).round > 1)
    # 2 damage mended with 2 blood: +2 life at the end of the round; 1 damage from the vampire's hand
    # strike (no Auspex card played: it strikes).
    assert blood(s, v) == 2 and s.minions[ossian].blood == 4 - 1 + 2


def test_ossian_bars_a_vampire_that_played_an_auspex_card_this_action_in_the_first_round() -> None:
    """The vampire blocks Ossian's action with Enhanced Senses: in the first round of the combat it
    cannot strike (nor maneuver)."""
    s = table()
    ossian = ready(s, 0, "Ossian")
    target = ready(s, 1, OPP, blood=4)
    blocker = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 1, "Enhanced Senses")
    goto(s, "minion")
    do(s, f"use {ossian} 1", f"target {target}")
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    until_legal(s, "play enhanced-senses")
    do(s, "play enhanced-senses")
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.has(blocker, "no-strike") and c.has(blocker, "no-maneuver")
    assert not c.has(ossian, "no-strike")
    pass_until(s, lambda st: current_combat(st) is None or current_combat(st).round > 1)
    # Ossian's 2 damage mended, no damage back: 4 life + 2.
    assert blood(s, blocker) == 1 and s.minions[ossian].blood == 6


# ------------------------------------------------------------------------ Anathema


def anathema_on(s: VTESState, target: int) -> None:
    """Seat 0's prince (Ayelech) calls Anathema on ``target`` and it passes."""
    a = next(u for u in s.ready[0] if s.minions[u].card == cid("Ayelech (G6)"))
    hand(s, 0, "Anathema")
    goto(s, "minion")
    call(s, "anathema")
    if f"target {target}" in legal(s):
        do(s, f"target {target}")
    poll(s, f"vote {a} for")


def test_anathema_is_put_on_the_chosen_ready_vampire() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    v = ready(s, 1, OPP, blood=2)
    anathema_on(s, v)
    assert [s.placed[p].card for p in s.minions[v].cards] == [cid("Anathema")]
    (card_uid,) = s.minions[v].cards
    assert s.placed[card_uid].controller == 1  # the controller of the minion it is on (PIB 20121028)


def test_anathema_burns_the_vampire_at_0_blood_in_combat_the_opposing_methuselah_gains_its_capacity() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    v = ready(s, 1, OPP, blood=2)  # capacity 4
    anathema_on(s, v)
    hunter = ready(s, 2, "Muddled Vampire Hunter")
    pool = list(s.pool)
    fight(s, hunter, v)
    end_combat(s)
    # 4 damage: 2 blood to mend, then reduced to 0: burned, and seat 2 gains 4 pool.
    assert v not in s.minions and cid(OPP) in s.ash[1] and cid("Anathema") in s.ash[0]
    assert s.pool[2] == pool[2] + 4


def test_anathema_not_outside_combat() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    v = ready(s, 1, OPP, blood=2)
    anathema_on(s, v)
    from tabletome.games.vtes import ops

    ops.burn_blood(s, v, 2)
    assert v in s.minions and s.minions[v].blood == 0


def test_anathema_requires_a_prince_or_justicar() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Anathema")
    goto(s, "minion")
    assert "play anathema" not in legal(s)


# ------------------------------------------------------------------------ Stolen Police Cruiser

ANARCH = "Alabástrom (G6)"  # an Anarch, capacity 7


def test_stolen_police_cruiser_gives_this_anarch_1_bleed() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    other = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, a, "Stolen Police Cruiser")
    attach(s, other, "Stolen Police Cruiser")
    assert static(s, a, "bleed") == 1 and static(s, other, "bleed") == 0


def test_stolen_police_cruiser_gives_allies_and_younger_vampires_minus_1_intercept_against_this_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    attach(s, a, "Stolen Police Cruiser")
    young = ready(s, 1, "Lauren (G6)", blood=3)  # capacity 4
    older = ready(s, 1, "Byzar (G6)", blood=3)  # capacity 10
    ally = ready(s, 1, "Political Ally")
    goto(s, "minion")
    do(s, f"hunt {a}")
    course = action(s)
    assert course is not None
    assert course.intercept(s, young) == -1 and course.intercept(s, ally) == -1 and course.intercept(s, older) == 0


def test_stolen_police_cruiser_a_vampire_burns_it_for_1_pool_and_stuns_the_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    cruiser = attach(s, a, "Stolen Police Cruiser")
    v = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion", 1)
    do(s, f"use {cruiser} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 0 and course.actor == v
    pass_until(s, lambda st: action(st) is None)
    assert cruiser not in s.placed and cid("Stolen Police Cruiser") in s.ash[0]
    assert s.minions[a].locked and s.pool[1] == 29
    goto(s, "unlock", 0)
    assert s.minions[a].locked  # does not unlock as normal during its next unlock phase


def test_stolen_police_cruiser_cannot_be_burned_by_an_ally() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    cruiser = attach(s, a, "Stolen Police Cruiser")
    ready(s, 1, "Political Ally")
    goto(s, "minion", 1)
    assert f"use {cruiser} 1" not in legal(s)


# ------------------------------------------------------------------------ Zaire River Ferry, Body Bag

LASOMBRA = "Aintzane Arriaga (G6)"


def hunter_attacks(s: VTESState, victim: int) -> int:
    """Seat 1's Muddled Vampire Hunter enters combat with ``victim`` (of seat 0): a directed action."""
    hunter = ready(s, 1, "Muddled Vampire Hunter")
    goto(s, "minion", 1)
    do(s, f"use {hunter} 1")
    return hunter


def test_zaire_river_ferry_locks_as_an_action_directed_at_this_lasombra_is_announced_to_have_it_fail() -> None:
    s = table()
    v = ready(s, 0, LASOMBRA, blood=4)
    ferry = attach(s, v, "Zaire River Ferry")
    hunter_attacks(s, v)
    pass_until(s, lambda st: st.to_move == 0)
    assert f"use {ferry} 1" in legal(s)
    do(s, f"use {ferry} 1")
    assert s.placed[ferry].locked
    pass_until(s, lambda st: action(st) is None)
    assert current_combat(s) is None and blood(s, v) == 4
    assert not any("Combat:" in line for _, line in s.log)


def test_zaire_river_ferry_locks_to_give_this_lasombra_1_stealth() -> None:
    s = table()
    v = ready(s, 0, LASOMBRA, blood=4)
    ferry = attach(s, v, "Zaire River Ferry")
    b = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {v}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: st.to_move == 0)
    do(s, f"use {ferry} 2")
    a = action(s)
    assert a is not None and a.stealth(s) == 1 and s.placed[ferry].locked


def test_zaire_river_ferry_and_body_bag_one_haven_per_minion() -> None:
    s = table()
    v = ready(s, 0, ANARCH, blood=4)
    attach(s, v, "Zaire River Ferry")
    assert not may_carry(s, v, cid("Body Bag"))
    w = ready(s, 0, ANARCH, blood=4)
    assert may_carry(s, w, cid("Body Bag"))


def test_body_bag_burns_2_blood_to_make_an_action_directed_at_this_anarch_fail() -> None:
    s = table()
    v = ready(s, 0, ANARCH, blood=4)
    bag = attach(s, v, "Body Bag")
    hunter_attacks(s, v)
    until_legal(s, f"use {bag} 1")
    do(s, f"use {bag} 1")
    pass_until(s, lambda st: action(st) is None)
    assert blood(s, v) == 2 and current_combat(s) is None
    assert not any("Combat:" in line for _, line in s.log)


def test_body_bag_not_with_less_than_2_blood_nor_for_a_non_anarch() -> None:
    s = table()
    v = ready(s, 0, ANARCH, blood=1)
    bag = attach(s, v, "Body Bag")
    hunter_attacks(s, v)
    pass_until(s, lambda st: st.to_move == 0)
    assert f"use {bag} 1" not in legal(s)
    s2 = table()
    ready(s2, 0, "Lauren (G6)", blood=3)
    hand(s2, 0, "Body Bag")
    goto(s2, "minion")
    assert "play body-bag" not in legal(s2)


# ------------------------------------------------------------------------ Owl Companion


def test_owl_companion_the_opposing_methuselah_plays_with_an_open_hand_while_the_employer_is_in_combat() -> None:
    from tabletome.games.vtes.views import seat_extras

    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, a, "Owl Companion", counters=1)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 1, "Enhanced Senses")
    assert "hand" not in seat_extras(s, 1, 0, own=False)
    fight(s, a, b)
    to(s, "strike", 1)
    assert seat_extras(s, 1, 0, own=False)["hand"] == ["Enhanced Senses"]
    assert "hand" not in seat_extras(s, 2, 0, own=False)  # only the opposing minion's controller
    end_combat(s)
    assert "hand" not in seat_extras(s, 1, 0, own=False)


def test_owl_companion_superior_has_2_life() -> None:
    s = table()
    dhita = ready(s, 0, "Dhita Choudhair (G6)", blood=5)  # superior Animalism
    hand(s, 0, "Owl Companion", "Owl Companion")
    goto(s, "minion")
    do(s, "play owl-companion", "mode superior")
    finish_action(s)
    (owl,) = (p for p in s.minions[dhita].cards if s.placed[p].card == cid("Owl Companion"))
    assert s.placed[owl].counters == 2


# ------------------------------------------------------------------------ Flaming Candle


def test_flaming_candle_burns_1_blood_and_itself_as_the_action_is_announced_unblockable_by_vampires() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    candle = attach(s, a, "Flaming Candle")
    b = ready(s, 1, OPP, blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert f"use {candle} 1" in legal(s)
    do(s, f"use {candle} 1")
    course = action(s)
    assert course is not None and "no-vampire-block" in course.flags
    assert blood(s, a) == 2 and candle not in s.placed and cid("Flaming Candle") in s.ash[0]
    pass_until(s, lambda st: action(st) is None or st.to_move == 1)
    assert f"block {b}" not in legal(s)


def test_flaming_candle_only_one_in_a_game() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Flaming Candle", "Flaming Candle")
    goto(s, "minion")
    do(s, "play flaming-candle")
    finish_action(s)
    goto(s, "minion", 0)
    assert "play flaming-candle" not in legal(s)


# ------------------------------------------------------------------------ Patsy

BARON = "Casey Snyder (G6)"


def test_patsy_burns_the_edge_to_remove_a_titled_non_anarch_title_and_burn_2_of_its_controllers_pool() -> None:
    s = table()
    baron = ready(s, 0, BARON, blood=3)
    prince = ready(s, 1, "Alice Chen (G6)", blood=3)
    s.edge = 0
    hand(s, 0, "Patsy")
    goto(s, "minion")
    call(s, "patsy")
    poll(s, f"vote {baron} for")
    assert title(s, prince) is None and s.pool[1] == 28 and s.edge != 0


def test_patsy_only_with_the_edge_and_not_on_an_anarch() -> None:
    s = table()
    ready(s, 0, BARON, blood=3)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Patsy")
    goto(s, "minion")
    assert "play patsy" not in legal(s)  # no Edge
    s2 = table()
    ready(s2, 0, BARON, blood=3)
    ready(s2, 1, "Jacques Rouge (G6)", blood=3)  # only an Anarch baron to choose: no term
    s2.edge = 0
    hand(s2, 0, "Patsy")
    goto(s2, "minion")
    assert "play patsy" not in legal(s2)


# ------------------------------------------------------------------------ The Sargon Fragment


def test_the_sargon_fragment_gives_this_vampire_superior_necromancy() -> None:
    from tabletome.games.vtes.stats import disciplines, level

    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    assert level(s, v, "nec") == 0
    attach(s, v, "The Sargon Fragment")
    assert level(s, v, "nec") == 2 and disciplines(s, v)["nec"] == 2


def test_the_sargon_fragment_moves_a_library_card_from_the_ash_heap_to_hand_as_an_action_costing_1_blood() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    frag = attach(s, v, "The Sargon Fragment")
    s.ash[0] = [cid("Enhanced Senses"), cid("Lauren (G6)"), cid("Flaming Candle")]
    s.library[0] = []
    goto(s, "minion")
    do(s, f"use {frag} 1")
    pass_until(s, lambda st: "choose enhanced-senses" in legal(st))
    assert sorted(legal(s)) == ["choose enhanced-senses", "choose flaming-candle"]  # library cards only
    do(s, "choose enhanced-senses")
    assert cid("Enhanced Senses") in s.hand[0] and cid("Enhanced Senses") not in s.ash[0]
    assert blood(s, v) == 2 and s.minions[v].locked


def test_the_sargon_fragment_not_with_an_empty_ash_heap() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    frag = attach(s, v, "The Sargon Fragment")
    s.ash[0] = []
    goto(s, "minion")
    assert f"use {frag} 1" not in legal(s)
    s.ash[0] = [cid("Enhanced Senses")]
    s.changed()
    assert f"use {frag} 1" in legal(s)


# ------------------------------------------------------------------------ Gran Madre di Dio, Italy


def gran_madre_table() -> VTESState:
    s = table()
    v = ready(s, 0, "Ayelech (G6)", blood=3)  # capacity 7
    attach(s, v, "Gran Madre di Dio, Italy")
    return s


def test_gran_madre_di_dio_locks_a_minion_your_prey_puts_in_play_a_younger_vampire_burns_1_blood() -> None:
    from tabletome.games.vtes import ops

    s = gran_madre_table()
    young = uncontrolled(s, 1, "Lauren (G6)", blood=3)  # capacity 4
    older = uncontrolled(s, 3, "Byzar (G6)", blood=5)  # the predator's, capacity 10
    goto(s, "influence", 1)
    ops.enter_ready(s, 1, young)
    ops.enter_ready(s, 3, older)
    assert s.minions[young].locked and blood(s, young) == 2
    assert s.minions[older].locked and blood(s, older) == 5


def test_gran_madre_di_dio_not_across_the_table_nor_in_the_unlock_phase() -> None:
    from tabletome.games.vtes import ops

    s = gran_madre_table()
    across = uncontrolled(s, 2, "Lauren (G6)", blood=3)
    goto(s, "influence", 2)
    ops.enter_ready(s, 2, across)
    assert not s.minions[across].locked and blood(s, across) == 3
    s2 = gran_madre_table()
    prey = uncontrolled(s2, 1, "Lauren (G6)", blood=3)
    goto(s2, "master", 1)
    s2.stack, s2.phase = s2.stack[:1], "unlock"  # the turn of seat 1, in its unlock phase
    assert s2.current_phase() == "unlock"
    ops.enter_ready(s2, 1, prey)
    assert not s2.minions[prey].locked and blood(s2, prey) == 3


def test_gran_madre_di_dio_an_ally_recruited_by_your_prey_is_locked() -> None:
    s = gran_madre_table()
    v = ready(s, 1, "Alice Chen (G6)", blood=3)  # a Ventrue
    hand(s, 1, "Political Ally")
    s.pool[1] = 30
    goto(s, "minion", 1)
    do(s, "play political-ally")
    finish_action(s)
    (ally,) = (u for u in s.ready[1] if s.minions[u].card == cid("Political Ally"))
    assert s.minions[ally].locked and s.minions[v].locked


# ------------------------------------------------------------------------ The Meddling of Semsith


def meddling_passed(s: VTESState, caller: int, chosen: int) -> int:
    hand(s, 0, "The Meddling of Semsith")
    goto(s, "minion")
    call(s, "the-meddling-of-semsith")
    if f"target p{chosen + 1}" in legal(s):
        do(s, f"target p{chosen + 1}")
    poll(s, f"vote {caller} for")
    (uid,) = (u for u in s.inplay[0] if s.placed[u].card == cid("The Meddling of Semsith"))
    return uid


def test_the_meddling_of_semsith_is_put_in_play_and_you_get_minus_1_hand_size() -> None:
    from tabletome.games.vtes.ops import hand_size

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    before = hand_size(s, 0)
    uid = meddling_passed(s, a, 1)
    assert s.placed[uid].data == (1,) and hand_size(s, 0) == before - 1 and hand_size(s, 1) == before


def test_the_meddling_of_semsith_the_chosen_methuselah_replaces_minion_phase_cards_only_when_it_ends() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    meddling_passed(s, a, 1)
    ventrue = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 1, "Political Ally")
    goto(s, "minion", 1)
    do(s, "play political-ally")
    finish_action(s)
    assert s.hand[1] == [] and s.delayed[1] == ((cid("Political Ally"), "minion"),)
    assert s.minions[ventrue].locked
    do(s, "end")  # the minion phase ends: the card is replaced
    assert s.delayed[1] == () and len(s.hand[1]) == 7


def test_the_meddling_of_semsith_vampires_can_call_a_referendum_to_burn_it() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    uid = meddling_passed(s, a, 1)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion", 1)
    assert f"use {uid} 1" in legal(s)


# ------------------------------------------------------------------------ Grey Thorne


def recruit_grey(s: VTESState, anarch: int) -> int:
    hand(s, 0, "Grey Thorne")
    goto(s, "minion")
    do(s, "play grey-thorne")
    finish_action(s)
    (grey,) = (u for u in s.ready[0] if s.minions[u].card == cid("Grey Thorne"))
    return grey


def test_grey_thorne_requires_an_anarch_and_plays_celerity_or_potence_cards_as_a_vampire() -> None:
    from tabletome.games.vtes.hooks import CARDS
    from tabletome.games.vtes.play import plays_as_vampire

    s = table()
    a = ready(s, 0, ANARCH, blood=4)
    grey = recruit_grey(s, a)
    assert s.minions[grey].blood == 2 and blood(s, a) == 2  # 2 life; the recruit cost 2 blood
    quickness = CARDS[cid("Quickness")].uses[0]  # a combat card requiring basic Celerity
    assert plays_as_vampire(s, grey, quickness)
    s2 = table()
    ready(s2, 0, "Lauren (G6)", blood=4)
    hand(s2, 0, "Grey Thorne")
    goto(s2, "minion")
    assert "play grey-thorne" not in legal(s2)


def test_grey_thorne_with_1_life_an_anarch_burns_a_blood_to_add_1_life_in_your_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    grey = ready(s, 0, "Grey Thorne")
    s.minions[grey] = s.minions[grey]._replace(blood=1)
    goto(s, "unlock", 0)
    pass_until(s, lambda st: f"use {grey} 1" in legal(st))
    do(s, f"use {grey} 1")
    assert blood(s, a) == 2 and s.minions[grey].blood == 2


def test_grey_thorne_no_life_added_with_2_life() -> None:
    from tabletome.games.vtes.effects.vocab.inplay import life_exactly
    from tabletome.games.vtes.hooks import ABILITIES

    s = table()
    ready(s, 0, ANARCH, blood=3)
    grey = ready(s, 0, "Grey Thorne")
    (ability,) = ABILITIES[cid("Grey Thorne")]
    assert ability.when is not None and not ability.when(s, None, 0, grey)  # type: ignore[arg-type]
    s.minions[grey] = s.minions[grey]._replace(blood=1)
    assert ability.when(s, None, 0, grey)  # type: ignore[arg-type]
    assert life_exactly(1)(s, None, 0, grey)  # type: ignore[arg-type]


# ------------------------------------------------------------------------ Firebrand


def test_firebrand_is_put_on_the_acting_anarch_who_gets_1_vote_during_political_actions() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    hand(s, 0, "Firebrand", "Anarch Salon")
    goto(s, "minion")
    call(s, "firebrand")
    poll(s, "vote card for")
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid("Firebrand")]
    assert votes(s, a) == 0  # not during a political action
    s.minions[a] = s.minions[a]._replace(locked=False)
    goto(s, "minion", turn=s.turn + 4)  # the next turn: another political action
    s.marks.pop(("political", a), None)
    call(s, "anarch-salon")
    assert votes(s, a) == 1


def test_firebrand_this_anarch_burns_1_blood_to_unlock_a_ready_younger_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)  # capacity 7
    fire = attach(s, a, "Firebrand")
    young = ready(s, 0, "Handsome Dan (G6)", blood=2, locked=True)  # capacity 5
    older = ready(s, 0, "Byzar (G6)", blood=2, locked=True)  # not an Anarch
    goto(s, "minion")
    do(s, f"use {fire} 1")
    assert not s.minions[young].locked and blood(s, a) == 2 and s.minions[older].locked


def test_firebrand_is_burned_when_this_anarch_goes_to_torpor() -> None:
    from tabletome.games.vtes import ops

    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    fire = attach(s, a, "Firebrand")
    ops.to_torpor(s, a)
    assert fire not in s.placed and cid("Firebrand") in s.ash[0]


def test_firebrand_only_one_on_an_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    attach(s, a, "Firebrand")
    hand(s, 0, "Firebrand")
    goto(s, "minion")
    assert "play firebrand" not in legal(s)


# ------------------------------------------------------------------------ An Anarch Manifesto


def test_an_anarch_manifesto_gives_1_stealth_on_actions_that_require_an_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=4)
    attach(s, a, "Anarch Manifesto, An")
    hand(s, 0, "Anarch Salon")
    goto(s, "minion")
    do(s, "play anarch-salon")  # "Requires an Anarch": +1 stealth political action, +1
    course = action(s)
    assert course is not None and course.stealth(s) == 2


def test_an_anarch_manifesto_no_stealth_on_other_actions() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=4)
    attach(s, a, "Anarch Manifesto, An")
    goto(s, "minion")
    do(s, f"hunt {a}")
    course = action(s)
    assert course is not None and course.stealth(s) == 1


def test_an_anarch_manifesto_titled_non_anarch_vampires_get_1_strength_in_combat_with_this_minion() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=4)
    attach(s, a, "Anarch Manifesto, An")
    prince = ready(s, 1, "Alice Chen (G6)", blood=4)  # a titled Camarilla vampire, strength 1
    fight(s, a, prince)
    end_combat(s)
    assert blood(s, a) == 2 and blood(s, prince) == 3  # the prince struck for 2


def test_an_anarch_manifesto_untitled_opponents_get_nothing_and_only_one_on_a_minion() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=4)
    attach(s, a, "Anarch Manifesto, An")
    other = ready(s, 1, "Lauren (G6)", blood=4)
    fight(s, a, other)
    end_combat(s)
    assert blood(s, a) == 3
    assert not may_carry(s, a, cid("Anarch Manifesto, An"))


# ------------------------------------------------------------------------ Helicopter


def test_helicopter_is_locked_when_a_minion_equips_with_it() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Helicopter")
    goto(s, "minion")
    do(s, "play helicopter")
    finish_action(s)
    (heli,) = (p for p in s.minions[v].cards if s.placed[p].card == cid("Helicopter"))
    assert s.placed[heli].locked and s.pool[0] == 27


def test_helicopter_locks_to_unlock_its_minion_after_a_successful_action() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    heli = attach(s, v, "Helicopter")
    goto(s, "minion")
    do(s, f"hunt {v}")
    pass_until(s, lambda st: action(st) is None or f"use {heli} 1" in legal(st))
    assert s.minions[v].locked
    do(s, f"use {heli} 1")
    assert not s.minions[v].locked and s.placed[heli].locked


def test_helicopter_not_after_a_blocked_action() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    heli = attach(s, v, "Helicopter")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {v}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st) is None or f"use {heli} 1" in legal(st))
    assert f"use {heli} 1" not in legal(s)


# ------------------------------------------------------------------------ Ritual Goblet


def test_ritual_goblet_gives_1_level_of_blood_sorcery() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)  # basic Blood Sorcery
    attach(s, v, "Ritual Goblet")
    assert level(s, v, "tha") == 2
    s2 = table()
    w = ready(s2, 0, "Alice Chen (G6)", blood=3)  # none
    attach(s2, w, "Ritual Goblet")
    assert level(s2, w, "tha") == 1


def test_ritual_goblet_rescue_costs_1_blood_less_then_unlock_once_each_turn() -> None:
    from tabletome.games.vtes.actions import rescue_cost

    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    goblet = attach(s, v, "Ritual Goblet")
    sleeper = torpor(s, 0, "Alice Chen (G6)", blood=0)
    assert rescue_cost(s, v, sleeper) == 1
    goto(s, "minion")
    do(s, f"rescue {v} {sleeper} 1")
    pass_until(s, lambda st: action(st) is None or f"use {goblet} 1" in legal(st))
    assert s.is_ready(sleeper) and blood(s, v) == 2 and s.minions[v].locked
    do(s, f"use {goblet} 1")
    assert not s.minions[v].locked


# ------------------------------------------------------------------------ weapons and retainers


def test_kalis_fang_strikes_for_strength_plus_1_aggravated() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    attach(s, a, "Kali's Fang")
    b = ready(s, 1, OPP, blood=4)
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "strike kalis-fang-strength+1-agg")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 3  # 2 aggravated: wounded, then 1 blood burned (VT-DMG-09)


def test_desert_eagle_strikes_2r_at_long_range() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    attach(s, a, "Desert Eagle")
    b = ready(s, 1, OPP, blood=4)
    c = fight(s, a, b)
    c.range = "long"
    to(s, "strike", 0)
    assert "strike desert-eagle-2r" in legal(s) and "strike hand" not in legal(s)


def test_deer_rifle_gives_two_optional_maneuvers_each_combat() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    attach(s, a, "Deer Rifle")
    b = ready(s, 1, OPP, blood=4)
    c = fight(s, a, b)
    assert c.count(a, "maneuver") == 2 and c.count(b, "maneuver") == 0


def test_dhabi_revenant_gives_this_baali_1_bleed() -> None:
    s = table()
    v = ready(s, 0, "Arishat (G6)", blood=3)
    attach(s, v, "D'habi Revenant", counters=2)
    w = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, w, "D'habi Revenant", counters=2)
    assert static(s, v, "bleed") == 1 and static(s, w, "bleed") == 0


def test_childling_muse_gives_this_malkavian_1_bleed() -> None:
    s = table()
    v = ready(s, 0, "Aleister Crowley (G5)", blood=3)
    attach(s, v, "Childling Muse", counters=1)
    w = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, w, "Childling Muse", counters=1)
    assert static(s, v, "bleed") == 1 and static(s, w, "bleed") == 0


def test_outcast_mage_strikes_2r_and_has_a_maneuver_each_combat() -> None:
    s = table()
    mage = ready(s, 0, "Outcast Mage")
    b = ready(s, 1, OPP, blood=4)
    c = fight(s, mage, b)
    assert c.count(mage, "maneuver") == 1
    to(s, "strike", 0)
    assert {"strike outcast-mage-2r", "strike hand"} <= set(legal(s))
