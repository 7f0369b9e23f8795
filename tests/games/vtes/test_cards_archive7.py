"""Cards of the archive's decks (issue 37, seventh list): the in-scope cards each holding back a
tournament-winning deck since 2020 on its own."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.combat import AGG_AS_NORMAL, Combat, current_combat, start_combat
from tabletome.games.vtes.effects.core import extra_costs
from tabletome.games.vtes.hooks import CARDS, Ctx, Use
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.politics import call_blood_hunt, current_referendum
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import bleed
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
    until_legal,
)
from tests.games.vtes.test_cards_combat_cards import fight

PLAIN = "Alice Chen (G6)"  # Camarilla Ventrue, capacity 7
GANGREL = "Anastasia Grey (G1)"  # Gangrel, [ani] [pro]
TREMERE = "Sabine Lafitte (G1)"  # Camarilla Tremere, capacity 5
MACALISTER = "MacAlister Marshall (G5)"  # Camarilla Tremere, capacity 6


def started_combat(a_name: str, b_name: str, a_blood: int = 5, b_blood: int = 5) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, a_name, blood=a_blood)
    b = ready(s, 1, b_name, blood=b_blood)
    goto(s, "minion")
    start_combat(s, Combat(a, b))
    return s, a, b


CARDS_BY_SLUG = {facts(c.id).slug: facts(c.id) for c in load_cards()}


def cost_for(s: VTESState, uid: int, name: str) -> tuple[int, int]:
    card = cid(name)
    use = CARDS[card].uses[0] if card in CARDS else Use("ally")
    return extra_costs(s, Ctx("minion"), 0, uid, card, use)


# ------------------------------------------------------------------------ Martino, Darlene


def test_martino_della_passaglia_equipment_costs_him_1_fewer_blood_or_pool() -> None:
    s = table()
    m = ready(s, 0, "Martino della Passaglia (G6)")
    other = ready(s, 0, PLAIN)
    assert cost_for(s, m, ".44 Magnum") == (0, -1)  # 2 pool
    assert cost_for(s, m, "Living Manse") == (-1, 0)  # 1 blood
    assert cost_for(s, m, "Blur") == (0, 0)  # not an equipment
    assert cost_for(s, other, ".44 Magnum") == (0, 0)


def test_darlene_killian_allies_and_retainers_cost_her_1_additional_blood() -> None:
    s = table()
    d = ready(s, 0, "Darlene Killian (G5)")
    other = ready(s, 0, PLAIN)
    assert cost_for(s, d, "Raven Spy") == (1, 0)  # a retainer
    assert cost_for(s, d, "Carlton Van Wyk") == (1, 0)  # an ally
    assert cost_for(s, d, ".44 Magnum") == (0, 0)
    assert cost_for(s, other, "Raven Spy") == (0, 0)


# ------------------------------------------------------------------------ Rose Abawi


def test_rose_abawi_plus_1_bleed_while_you_control_mithras() -> None:
    s = table()
    rose = ready(s, 0, "Rose Abawi (G6)")
    ready(s, 1, "Mithras (G3)")  # another Methuselah's
    assert bleed(s, rose) == 1
    torpor(s, 0, "Mithras (G6)", blood=1)  # yours, in torpor: still controlled
    assert bleed(s, rose) == 2


# ------------------------------------------------------------------------ Stefano Giovanni


def test_stefano_giovanni_burns_1_blood_for_1_vote_once_each_referendum() -> None:
    from tests.games.vtes.test_cards_political import call

    s = table()
    stefano = ready(s, 0, "Stefano Giovanni (G2)", blood=4, locked=True)  # locked: still usable
    ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: f"use {stefano} 1" in legal(st))
    do(s, f"use {stefano} 1", "target for")
    ref = current_referendum(s)
    assert ref is not None and s.minions[stefano].blood == 3
    assert f"use {stefano} 1" not in legal(s)
    assert (
        sum(c[3] for c in ref.cast if c[0] == stefano or c[0] == (stefano, "extra"))
        + sum(n for v, n in ref.extra if v == stefano)
        == 1
    )


# ------------------------------------------------------------------------ Lernean


def test_lernean_burns_1_blood_for_an_additional_strike_once_each_round() -> None:
    s, lern, _o = started_combat("Lernean (G4)", PLAIN)
    s.settle()
    pass_until(s, lambda st: f"use {lern} 1" in legal(st) or current_combat(st) is None)
    assert f"use {lern} 1" in legal(s)
    do(s, f"use {lern} 1")
    c = current_combat(s)
    assert c is not None and s.minions[lern].blood == 4
    assert c.has(lern, "additional")
    assert f"use {lern} 1" not in legal(s)


# ------------------------------------------------------------------------ Jürgen


def test_jurgen_minions_burn_1_blood_or_life_to_attempt_to_block_him() -> None:
    s = table()
    j = ready(s, 0, "Jürgen, The Libertine (G6)")
    blocker = ready(s, 1, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {j}")
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    assert s.minions[blocker].blood == 2


# ------------------------------------------------------------------------ Redbone McCray


def test_redbone_mccray_enters_combat_with_a_younger_camarilla_vampire() -> None:
    s = table()
    r = ready(s, 0, "Redbone McCray (G4)")  # capacity 6
    young = ready(s, 1, TREMERE)  # Camarilla, capacity 5
    older = ready(s, 1, PLAIN)  # Camarilla, capacity 7
    sabbat = ready(s, 1, "Darlene Killian (G5)")  # Sabbat, capacity 2
    rose = ready(s, 1, "Rose Abawi (G6)")  # Camarilla, capacity 4
    goto(s, "minion")
    do(s, f"use {r} 1")
    targets = [m for m in legal(s) if m.startswith("target")]
    assert sorted(targets) == sorted([f"target {young}", f"target {rose}"])
    assert f"target {older}" not in targets and f"target {sabbat}" not in targets
    do(s, f"target {young}")
    course = action(s)
    assert course is not None and course.directed
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[young].blood == 4 and s.minions[r].blood == 5  # the hand strikes of the combat


# ------------------------------------------------------------------------ MacAlister Marshall, Sabine Lafitte


def test_macalister_marshall_other_tremere_get_1_intercept_during_actions_directed_at_him() -> None:
    s = table()
    a = ready(s, 0, "Dafina Hanganu (G6)")  # enters combat with a minion as a (D) action
    mac = ready(s, 1, MACALISTER)
    tremere = ready(s, 1, TREMERE)
    ventrue = ready(s, 1, PLAIN)
    goto(s, "minion")
    do(s, f"use {a} 1", f"target {mac}")
    course = action(s)
    assert course is not None
    assert course.intercept(s, tremere) == 1 and course.intercept(s, ventrue) == 0
    assert course.intercept(s, mac) == 0  # "other Tremere"
    s2 = table()
    a2 = ready(s2, 0, "Dafina Hanganu (G6)")
    ready(s2, 1, MACALISTER)
    ventrue2 = ready(s2, 1, PLAIN)
    tremere2 = ready(s2, 1, TREMERE)
    goto(s2, "minion")
    do(s2, f"use {a2} 1", f"target {ventrue2}")  # not directed at him
    course2 = action(s2)
    assert course2 is not None and course2.intercept(s2, tremere2) == 0


def test_sabine_lafitte_moves_1_blood_to_a_controlled_tremere_in_your_unlock_phase() -> None:
    s = table()
    sabine = torpor(s, 0, TREMERE, blood=3)  # usable in torpor (LSJ 20011022)
    mac = torpor(s, 0, MACALISTER, blood=1)  # "any controlled Tremere": in torpor too
    ventrue = ready(s, 0, PLAIN, blood=1)
    goto(s, "unlock", 0)
    until_legal(s, f"use {sabine} 1")
    do(s, f"use {sabine} 1")
    assert f"target {ventrue}" not in legal(s)
    if f"target {mac}" in legal(s):
        do(s, f"target {mac}")
    assert s.minions[sabine].blood == 2 and s.minions[mac].blood == 2
    assert f"use {sabine} 1" not in legal(s)


# ------------------------------------------------------------------------ Gotsdam


def test_gotsdam_burns_1_blood_to_strike_combat_ends() -> None:
    s, g, _o = started_combat("Gotsdam, The Tired Warrior (G4)", PLAIN)
    s.settle()
    pass_until(s, lambda st: st.to_move == 0 and any(m.startswith("strike") for m in legal(st)))
    do(s, "strike combat ends, burning 1 blood")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[g].blood == 4


def test_gotsdam_treats_aggravated_damage_as_normal_in_combat() -> None:
    s, g, o = started_combat("Gotsdam, The Tired Warrior (G4)", PLAIN)
    c = current_combat(s)
    assert c is not None and c.has(g, AGG_AS_NORMAL) and not c.has(o, AGG_AS_NORMAL)


def test_gotsdam_frenzy_cards_cannot_be_played_on_him() -> None:
    for name, blocked in (("Gotsdam, The Tired Warrior (G4)", True), (PLAIN, False)):
        s = table()
        a = ready(s, 0, name, blood=4)
        b = ready(s, 1, GANGREL, blood=3)  # [ani]
        hand(s, 1, "Terror Frenzy")
        fight(s, a, b)
        pass_until(s, lambda st: st.to_move == 1 or current_combat(st) is None)
        assert ("play terror-frenzy" in legal(s)) is not blocked


# ------------------------------------------------------------------------ Boss Callihan (ADV)


def test_boss_callihan_advanced_minus_1_intercept_against_sabbat_vampires() -> None:
    for actor, expected in (("Darlene Killian (G5)", -1), (PLAIN, 0)):
        s = table()
        a = ready(s, 0, actor, blood=2)
        boss = ready(s, 1, "Boss Callihan (G3 ADV)")
        goto(s, "minion")
        do(s, f"bleed {a}")
        course = action(s)
        assert course is not None and course.intercept(s, boss) == expected


# ------------------------------------------------------------------------ Cristos Mantigo


def test_cristos_mantigo_searches_your_library_for_an_equipment_as_a_plus_1_stealth_action() -> None:
    s = table()
    c = ready(s, 0, "Cristos Mantigo (G3)", blood=3)
    s.library[0].insert(0, cid(".44 Magnum"))
    s.library[0].insert(0, cid("Blur"))
    goto(s, "minion")
    do(s, f"use {c} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    pass_until(s, lambda st: any(m.startswith("choose ") for m in legal(st)) or action(st) is None)
    choices = [m.split()[1] for m in legal(s) if m.startswith("choose ")]
    assert "44-magnum" in choices and "blur" not in choices
    assert all(CARDS_BY_SLUG[slug].is_type("Equipment") for slug in choices)
    if "choose 44-magnum" in legal(s):
        do(s, "choose 44-magnum")
    finish_action(s)
    assert cid(".44 Magnum") in s.hand[0]


# ------------------------------------------------------------------------ Styles Margs


def test_styles_margs_blood_hunts_called_on_him_get_2_votes_in_favor() -> None:
    for name, votes in (("Styles Margs (G5)", 2), (PLAIN, 0)):
        s = table()
        v = ready(s, 0, name)
        goto(s, "minion")
        call_blood_hunt(s, v)
        ref = current_referendum(s)
        assert ref is not None
        assert sum(c[3] for c in ref.cast if c[2] == "for") == votes


# ------------------------------------------------------------------------ Aidan Lyle


def test_aidan_lyle_gets_1_optional_press_each_combat() -> None:
    s, aidan, other = started_combat("Aidan Lyle (G5)", PLAIN)
    c = current_combat(s)
    assert c is not None and c.has(aidan, "press") and not c.has(other, "press")


# ------------------------------------------------------------------------ Wilhelm Waldburg


def test_wilhelm_waldburg_contesting_his_title_costs_the_other_vampire_1_more_blood() -> None:
    """VT-CONT-09: 1 blood to keep contesting; the other prince of Berlin pays 2, Wilhelm 1."""
    from tabletome.games.vtes.contests import CONTESTED_TITLE, check_titles

    s = table()
    w = ready(s, 0, "Wilhelm Waldburg (G2)", blood=4)
    g = ready(s, 1, "Gustav Breidenstein (G4)", blood=4)
    check_titles(s)
    assert CONTESTED_TITLE in s.minions[w].marks and CONTESTED_TITLE in s.minions[g].marks
    goto(s, "unlock", seat=0)
    do(s, f"keep-title {w}")
    assert s.minions[w].blood == 3
    goto(s, "unlock", seat=1)
    do(s, f"keep-title {g}")
    assert s.minions[g].blood == 2


# ------------------------------------------------------------------------ Shemti


def test_shemti_minions_take_1_damage_after_a_successful_action_directed_at_you() -> None:
    for locked, blood in ((False, 2), (True, 3)):
        s = table()
        a = ready(s, 0, PLAIN, blood=3)
        ready(s, 1, "Shemti (G5)", locked=locked)
        goto(s, "minion")
        do(s, f"bleed {a}")  # directed at Methuselah 2
        finish_action(s)
        assert s.pool[1] == 29
        assert s.minions[a].blood == blood  # 1 damage, mended with 1 blood (while Shemti is unlocked)


def test_shemti_not_after_an_action_directed_at_another_methuselah() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    ready(s, 2, "Shemti (G5)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.minions[a].blood == 3


# ------------------------------------------------------------------------ Ashur-uballit


def test_ashur_uballit_zombies_you_recruit_get_1_more_starting_life() -> None:
    for with_ashur, life in ((True, 4), (False, 3)):
        s = table()
        actor = ready(s, 0, "Ashur-uballit, Son of the Abyss (G6)" if with_ashur else "Roger de Camden (G6)", blood=5)
        hand(s, 0, "Aggressive Corpse")  # a Hecata zombie ally, 3 life
        goto(s, "minion")
        do(s, "play aggressive-corpse")
        finish_action(s)
        corpse = next(u for u in s.ready[0] if s.minions[u].card == cid("Aggressive Corpse"))
        assert s.minions[corpse].blood == life
        if with_ashur:
            assert bleed(s, actor) == 2


# ------------------------------------------------------------------------ Kanimana Belghazi


def test_kanimana_belghazi_research_counters_add_to_your_hand_size() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    k = ready(s, 0, "Kanimana Belghazi (G2)", blood=3)
    assert hand_size(s, 0) == 7
    goto(s, "minion")
    do(s, f"use {k} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    finish_action(s)
    assert s.minions[k].count("research") == 1 and s.minions[k].blood == 2
    assert hand_size(s, 0) == 8


# ------------------------------------------------------------------------ Sarrasine (ADV)


def test_sarrasine_advanced_merged_puts_a_corruption_counter_on_a_minion_of_your_prey() -> None:
    from tabletome.games.vtes import ops

    s = table()
    sar = ready(s, 0, "Sarrasine (G2 ADV)")
    prey_v = ready(s, s.prey(0), PLAIN)
    goto(s, "unlock", 0)
    assert f"use {sar} 1" not in legal(s)  # not merged
    ops.mark(s, sar, f"merged:{cid('Sarrasine (G2)')}")
    goto(s, "unlock", 0)
    until_legal(s, f"use {sar} 1")
    do(s, f"use {sar} 1")
    assert s.minions[prey_v].count("corruption 1") == 1
    assert f"use {sar} 1" not in legal(s)


# ------------------------------------------------------------------------ Leila Monroe


def test_leila_monroe_changes_the_sect_of_an_anarch_with_no_blood_to_sabbat() -> None:
    s = table()
    leila = ready(s, 0, "Leila Monroe (G4)", blood=3)
    empty = torpor(s, 1, "Boss Callihan (G3 ADV)", blood=0)  # Anarch, no blood
    full = ready(s, 1, "Boss Callihan (G3)", blood=2)
    s.minions[full] = s.minions[full]._replace(sect="anarch")
    goto(s, "minion")
    do(s, f"use {leila} 1")
    assert f"target {full}" not in legal(s)
    if f"target {empty}" in legal(s):
        do(s, f"target {empty}")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    finish_action(s)
    assert s.minions[empty].sect == "sabbat" and s.minions[full].sect == "anarch"


# ------------------------------------------------------------------------ Restoration, Enthrall, Abactor


def test_restoration_this_vampire_gains_2_or_3_blood() -> None:
    for mode, blood in (("basic", 3), ("superior", 4)):
        s = table()
        v = ready(s, 0, "Gotsdam, The Tired Warrior (G4)", blood=1)  # [FOR]
        hand(s, 0, "Restoration")
        goto(s, "minion")
        do(s, "play restoration", f"mode {mode}")
        course = action(s)
        assert course is not None and course.stealth(s) == 1
        finish_action(s)
        assert s.minions[v].blood == blood


def test_enthrall_superior_burns_1_blood_to_draw_from_your_crypt_after_a_successful_bleed() -> None:
    s = table()
    v = ready(s, 0, "Rose Abawi (G6)", blood=3)  # [pre]: basic only
    hand(s, 0, "Enthrall")
    goto(s, "minion")
    modes = [m for m in legal(s) if m.startswith("play enthrall")]
    assert modes
    do(s, "play enthrall")
    assert not any("superior" in m for m in legal(s))
    s2 = table()
    v2 = ready(s2, 0, "Gustav Breidenstein (G4)", blood=5)  # [PRE]
    s2.crypt[0].append(cid(PLAIN))
    hand(s2, 0, "Enthrall")
    goto(s2, "minion")
    do(s2, "play enthrall")
    if "mode pre-superior" in legal(s2):
        do(s2, "mode pre-superior")
    course = action(s2)
    assert course is not None and course.is_bleed()
    pass_until(s2, lambda st: f"grant enthrall-draws {v2}" in legal(st) or action(st) is None)
    assert s2.pool[1] == 28  # +1 bleed from the card
    uncontrolled_before = len(s2.uncontrolled[0])
    do(s2, f"grant enthrall-draws {v2}")
    assert s2.minions[v2].blood == 4 and len(s2.uncontrolled[0]) == uncontrolled_before + 1
    assert v is not None


def test_abactor_hunts_at_4_then_calls_a_blood_hunt_on_this_vampire() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=1)
    hand(s, 0, "Abactor")
    goto(s, "minion")
    do(s, "play abactor")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    pass_until(s, lambda st: current_referendum(st) is not None or action(st) is None)
    assert s.minions[v].blood == 6  # 1 + 5 (the hunt's 1, +4)
    ref = current_referendum(s)
    assert ref is not None and ref.rkind == "blood hunt" and ref.subject == v


# ------------------------------------------------------------------------ Cursed Abattoir, Dance of the Dead

CORPSE = "Aggressive Corpse"  # a zombie ally, 3 life, 0 bleed


def test_cursed_abattoir_gets_a_counter_when_a_zombie_you_control_is_burned() -> None:
    from tabletome.games.vtes import ops

    s = table()
    ab = in_play(s, 0, "Cursed Abattoir")
    mine = ready(s, 0, CORPSE)
    theirs = ready(s, 1, CORPSE)
    plain = ready(s, 0, "Carlton Van Wyk")  # not a zombie
    ops.burn(s, theirs)
    ops.burn(s, plain)
    assert s.placed[ab].counters == 0
    ops.burn(s, mine)
    assert s.placed[ab].counters == 1


def test_cursed_abattoir_burns_a_counter_for_1_bleed_by_a_zombie_ally() -> None:
    s = table()
    ab = in_play(s, 0, "Cursed Abattoir", counters=1)
    z = ready(s, 0, CORPSE)
    goto(s, "minion")
    do(s, f"bleed {z}")
    until_legal(s, f"use {ab} 1")
    do(s, f"use {ab} 1")
    assert ab not in s.placed or s.placed[ab].counters == 0
    assert ab in s.placed  # a location: it stays without counters
    finish_action(s)
    assert s.pool[1] == 29


def test_dance_of_the_dead_gives_a_zombie_ally_a_press_once_each_combat() -> None:
    s = table()
    dance = in_play(s, 0, "Dance of the Dead", counters=4)
    z = ready(s, 0, CORPSE)
    b = ready(s, 1, PLAIN, blood=4)
    fight(s, z, b)
    pass_until(s, lambda st: f"use {dance} 1" in legal(st) or current_combat(st) is None)
    do(s, f"use {dance} 1")
    assert "target press" in legal(s) and "target maneuver" in legal(s)  # the one ally: chosen
    do(s, "target press")
    c = current_combat(s)
    assert c is not None and c.has(z, "press")
    assert s.placed[dance].counters == 3 and f"use {dance} 1" not in legal(s)


def test_dance_of_the_dead_is_put_in_play_with_4_counters() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Dance of the Dead")
    goto(s, "minion")
    do(s, "play dance-of-the-dead")
    finish_action(s)
    placed = [pl for pl in s.placed.values() if pl.card == cid("Dance of the Dead")]
    assert len(placed) == 1 and placed[0].counters == 4


# ------------------------------------------------------------------------ Marked Territory


def test_marked_territory_unlocks_and_burns_for_2_intercept_against_an_action_directed_at_you() -> None:
    s = table()
    g = ready(s, 0, "Charlie Tyne (G4)", blood=3)  # Gangrel antitribu
    hand(s, 0, "Marked Territory")
    goto(s, "minion")
    do(s, "play marked-territory")
    course = action(s)
    assert course is not None and course.stealth(s) == 2
    finish_action(s)
    marked = next(p for p, pl in s.placed.items() if pl.card == cid("Marked Territory"))
    assert s.placed[marked].host == g and not s.minions[g].locked
    a = ready(s, 3, PLAIN, blood=3)  # seat 0's predator bleeds seat 0
    goto(s, "minion", 3)
    do(s, f"bleed {a}")
    bleeding = action(s)
    assert bleeding is not None
    bleeding.stealth_bonus += 1  # as a +1 stealth modifier would: intercept is needed
    until_legal(s, f"block {g}")
    do(s, f"block {g}")
    pass_until(s, lambda st: f"use {marked} 1" in legal(st) or action(st) is None or current_combat(st) is not None)
    course = action(s)
    assert course is not None and f"use {marked} 1" in legal(s)
    before = course.intercept(s, g)
    do(s, f"use {marked} 1")
    assert course.intercept(s, g) == before + 2 and marked not in s.placed


# ------------------------------------------------------------------------ Theo Bell


def test_theo_bell_no_blood_hunt_while_you_control_a_ready_prince() -> None:
    for prince, called in ((True, False), (False, True)):
        s = table()
        theo = ready(s, 0, "Theo Bell (G2)")
        if prince:
            ready(s, 0, PLAIN)  # a prince
        goto(s, "minion")
        call_blood_hunt(s, theo)
        assert (current_referendum(s) is not None) is called


def test_theo_bell_enters_combat_as_a_directed_action() -> None:
    s = table()
    theo = ready(s, 0, "Theo Bell (G2)")
    b = ready(s, 1, PLAIN, blood=4)
    goto(s, "minion")
    do(s, f"use {theo} 1")
    course = action(s)
    assert course is not None and course.directed
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[b].blood < 4


# ------------------------------------------------------------------------ Khalu


def test_khalu_burns_5_blood_to_cancel_a_minion_card_played_by_your_prey() -> None:
    s = table()
    k = ready(s, 0, "Khalu (G3)", blood=6)
    prey = s.prey(0)
    v = ready(s, prey, PLAIN, blood=3)
    hand(s, prey, "Computer Hacking")
    goto(s, "minion", prey)
    do(s, "play computer-hacking")
    until_legal(s, f"use {k} 1")
    do(s, f"use {k} 1")
    assert s.minions[k].blood == 1
    pass_until(s, lambda st: cid("Computer Hacking") in st.ash[prey])
    assert action(s) is None and sum(s.pool) == 30 * s.players
    assert s.minions[v].blood == 3 and not s.minions[v].locked  # no action taken


def test_khalu_not_against_a_methuselah_across_the_table() -> None:
    s = table()
    k = ready(s, 0, "Khalu (G3)", blood=6)
    across = 2
    ready(s, across, PLAIN, blood=3)
    hand(s, across, "Computer Hacking")
    goto(s, "minion", across)
    do(s, "play computer-hacking")
    pass_until(s, lambda st: action(st) is None or f"use {k} 1" in legal(st))
    assert f"use {k} 1" not in legal(s)


# ------------------------------------------------------------------------ Helena


def test_helena_burns_1_blood_to_block_as_if_unlocked() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    h = ready(s, 1, "Helena (G3)", blood=4, locked=True)
    assert bleed(s, h) == 2
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"use {h} 1" in legal(st) or action(st) is None)
    assert f"block {h}" not in legal(s)
    do(s, f"use {h} 1")
    assert s.minions[h].blood == 3
    until_legal(s, f"block {h}")


def test_helena_woken_plays_only_auspex_reactions() -> None:
    from tabletome.games.vtes.effects.vampires import helena_auspex_only
    from tabletome.games.vtes.hooks import Play

    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    h = ready(s, 1, "Helena (G3)", blood=4, locked=True)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"use {h} 1" in legal(st))
    do(s, f"use {h} 1")
    aus = Play(1, cid("Eagle's Sight"), 0, -1, h)
    other = Play(1, cid("Deflection"), 0, -1, h)
    assert helena_auspex_only(s, Ctx("A"), aus) and not helena_auspex_only(s, Ctx("A"), other)


# ------------------------------------------------------------------------ Selective Silence, Armor of Vitality


def test_selective_silence_superior_burns_1_blood_to_set_the_range_in_the_first_round() -> None:
    s = table()
    a = ready(s, 0, "Khalu (G3)", blood=4)  # no Quietus
    hand(s, 0, "Selective Silence")
    q = ready(s, 1, "Jamal (G5)", blood=4)  # [QUI]
    hand(s, 1, "Selective Silence")
    fight(s, a, q)
    pass_until(s, lambda st: st.to_move == 1 and any(m.startswith("play selective-silence") for m in legal(st)))
    do(s, "play selective-silence")
    do(s, "mode superior-long")
    pass_until(s, lambda st: cid("Selective Silence") in st.ash[1])
    c = current_combat(s)
    assert c is not None and c.range == "long" and "range-set" in c.flags
    assert s.minions[q].blood == 3


def armor_against_sword(mode: str) -> tuple[VTESState, int, int]:
    """Patrick (seat 0) strikes with a Bastard Sword (a melee weapon) at Jephta Hester ([FOR]), who plays
    Armor of Vitality at ``mode`` when the damage comes."""
    from tests.games.vtes.scenario import attach
    from tests.games.vtes.test_cards_combat_cards import step

    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    sword = attach(s, a, "Bastard Sword", controller=0)
    b = ready(s, 1, "Jephta Hester (G4)", blood=5)
    hand(s, 1, "Armor of Vitality")
    fight(s, a, b)
    pass_until(s, lambda st: st.to_move == 0 and any(m.startswith("strike") and "sword" in m for m in legal(st)))
    do(s, next(m for m in legal(s) if m.startswith("strike") and "sword" in m))
    pass_until(s, lambda st: step(st) == "damage" and st.to_move == 1)
    do(s, "play armor-of-vitality", f"mode {mode}")
    pass_until(s, lambda st: current_combat(st) is None)
    return s, b, sword


def test_armor_of_vitality_prevents_3_damage() -> None:
    s, b, sword = armor_against_sword("basic")
    assert s.minions[b].blood == 4  # 1 blood paid, the sword's 3 damage prevented
    assert sword in s.placed


def test_armor_of_vitality_superior_destroys_the_opposing_melee_weapon() -> None:
    s, b, sword = armor_against_sword("superior")
    assert s.minions[b].blood == 4 and sword not in s.placed


# ------------------------------------------------------------------------ Sakura, Galaric's Legacy


def test_sakura_burns_1_blood_to_unlock_after_a_successful_action_of_the_path_of_death_and_the_soul() -> None:
    s = table()
    sak = ready(s, 0, "Sakura, The Merciless (G6)", blood=4)
    hand(s, 0, "Dance of the Dead")  # an action of the Path of Death and the Soul
    goto(s, "minion")
    do(s, "play dance-of-the-dead")
    pass_until(s, lambda st: f"grant burn-blood-to-unlock {sak}" in legal(st) or action(st) is None)
    assert s.minions[sak].locked
    do(s, f"grant burn-blood-to-unlock {sak}")
    assert not s.minions[sak].locked and s.minions[sak].blood == 3


def test_sakura_not_after_another_action() -> None:
    s = table()
    sak = ready(s, 0, "Sakura, The Merciless (G6)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {sak}")
    pass_until(s, lambda st: f"grant burn-blood-to-unlock {sak}" in legal(st) or action(st) is None)
    assert action(s) is None and s.minions[sak].locked


def test_galarics_legacy_makes_a_non_titled_vampire_anarch_and_burns_if_the_sect_changes() -> None:
    s = table()
    v = ready(s, 0, "Boss Callihan (G3)")  # Camarilla, no title
    prince = ready(s, 0, PLAIN)  # titled
    hand(s, 0, "Galaric's Legacy")
    goto(s, "master")
    do(s, "play galaric-s-legacy")
    assert f"target {prince}" not in legal(s)
    if f"target {v}" in legal(s):
        do(s, f"target {v}")
    pass_until(
        s, lambda st: cid("Galaric's Legacy") not in st.hand[0] and not any(m.startswith("target") for m in legal(st))
    )
    legacy = [p for p, pl in s.placed.items() if pl.card == cid("Galaric's Legacy")]
    assert s.minions[v].sect == "anarch" and [s.placed[p].host for p in legacy] == [v]
    s.minions[v] = s.minions[v]._replace(sect="sabbat")  # as a card changing its sect would
    ops.fire(s, "end-turn", {})
    assert legacy[0] not in s.placed


# ------------------------------------------------------------------------ Psychic Assault


def psychic_assault_by(striker: str) -> tuple[VTESState, int]:
    """``striker`` (seat 0, [aus]) strikes with a basic Psychic Assault at Jephta Hester, who holds
    Indomitability; the game waits at her prevention, if any."""
    from tests.games.vtes.test_cards_combat_cards import step

    s = table()
    a = ready(s, 0, striker, blood=4)
    b = ready(s, 1, "Jephta Hester (G4)", blood=5)
    hand(s, 0, "Psychic Assault")
    hand(s, 1, "Indomitability")
    fight(s, a, b)
    pass_until(s, lambda st: st.to_move == 0 and "play psychic-assault" in legal(st))
    do(s, "play psychic-assault")
    pass_until(s, lambda st: (step(st) == "damage" and st.to_move == 1) or current_combat(st) is None)
    return s, b


def test_psychic_assault_strikes_for_1r_damage_preventable_by_a_non_black_hand() -> None:
    s, b = psychic_assault_by(TREMERE)  # [aus], not Black Hand
    assert "play indomitability" in legal(s)
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 4  # 1 damage, mended with 1 blood


def test_psychic_assault_by_a_black_hand_vampire_is_unpreventable() -> None:
    s, _b = psychic_assault_by("Aredhel (G4)")  # [aus], Black Hand
    assert "play indomitability" not in legal(s)


def test_psychic_assault_damage_is_never_aggravated() -> None:
    from tabletome.games.vtes.combat import AGG_ON_VAMPIRES, queue_damage
    from tabletome.games.vtes.effects.combat_cards import psychic_assault

    s = table()
    a = ready(s, 0, TREMERE, blood=4)
    b = ready(s, 1, PLAIN, blood=4)
    c = fight(s, a, b)
    c.flags = c.flags | {AGG_ON_VAMPIRES}
    strike = psychic_assault(1)[0].effect.strike
    queue_damage(s, c, (b, 1, 0, a, strike), False)
    queue_damage(s, c, (b, 1, 0, a, strike._replace(normal_only=False)), False)
    assert [(d[1], d[2]) for d in c.damage[-2:]] == [(1, 0), (0, 1)]


# ------------------------------------------------------------------------ Dive into Madness


def test_dive_into_madness_basic_superior_dementation_for_the_turn_and_unlocks() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    v = ready(s, 0, "The Colonel (G3)", blood=4)  # [dem]
    hand(s, 0, "Dive into Madness")
    goto(s, "minion")
    assert level(s, v, "dem") == 1
    do(s, "play dive-into-madness")
    if "mode basic" in legal(s):
        do(s, "mode basic")
    finish_action(s)
    assert level(s, v, "dem") == 2 and not s.minions[v].locked
    s.marks.clear()  # the turn's end
    assert level(s, v, "dem") == 1


def test_dive_into_madness_superior_plus_1_bleed_at_most_two_and_older_vampires_burn_it() -> None:
    s = table()
    v = ready(s, 0, "Apolonia Czarnecki (G5)", blood=4)  # [DEM], capacity 7
    base = bleed(s, v)
    for _ in range(2):
        attach(s, v, "Dive into Madness", controller=0, mode="superior")
    assert bleed(s, v) == base + 2
    hand(s, 0, "Dive into Madness")
    goto(s, "minion")
    do(s, "play dive-into-madness")
    assert "mode superior" not in legal(s)  # a third one: not at superior
    s2 = table()
    v2 = ready(s2, 0, "Apolonia Czarnecki (G5)", blood=4)  # capacity 7
    dive = attach(s2, v2, "Dive into Madness", controller=0, mode="superior")
    ready(s2, 1, TREMERE, blood=3)  # capacity 5: younger
    goto(s2, "minion", 1)
    assert f"use {dive} 1" not in legal(s2)
    old = ready(s2, 1, "Alicia Barrows (G4)", blood=3)  # capacity 9: older
    s2.changed()
    assert f"use {dive} 1" in legal(s2)
    do(s2, f"use {dive} 1")
    course = action(s2)
    assert course is not None and course.actor == old and course.directed
    pass_until(s2, lambda st: action(st) is None)
    assert dive not in s2.placed


# ------------------------------------------------------------------------ Gianna di Canneto


def test_gianna_di_canneto_locks_for_1_unpreventable_damage_during_strike_resolution() -> None:
    """The damage lands with the round's strikes, not a strike: prevention cannot stop it."""
    from tests.games.vtes.test_cards_combat_cards import step

    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    gianna = ready(s, 0, "Gianna di Canneto")
    b = ready(s, 1, "Jephta Hester (G4)", blood=5)
    hand(s, 1, "Indomitability")
    fight(s, a, b)
    pass_until(s, lambda st: f"use {gianna} 2" in legal(st) or current_combat(st) is None)
    do(s, f"use {gianna} 2")
    assert s.minions[gianna].locked
    pass_until(s, lambda st: (step(st) == "damage" and st.to_move == 1) or current_combat(st) is None)
    c = current_combat(s)
    assert c is not None and any(d[0] == b and d[4] == "unpreventable" for d in c.damage)
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 5 - 1 - 1  # Alice's hand strike (1) and Gianna's 1, each mended


def test_gianna_di_canneto_burns_herself_to_burn_an_equipment_on_the_opposing_minion() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    gianna = ready(s, 0, "Gianna di Canneto")
    b = ready(s, 1, "Patrick (G4)", blood=4)
    sword = attach(s, b, "Bastard Sword", controller=1)
    fight(s, a, b)
    pass_until(s, lambda st: f"use {gianna} 1" in legal(st) or current_combat(st) is None)
    do(s, f"use {gianna} 1")
    assert sword not in s.placed and gianna not in s.minions


def test_gianna_di_canneto_only_while_another_minion_you_control_is_in_combat() -> None:
    s = table()
    gianna = ready(s, 0, "Gianna di Canneto")
    x = ready(s, 2, PLAIN, blood=4)
    y = ready(s, 1, "Patrick (G4)", blood=4)
    fight(s, x, y)
    pass_until(s, lambda st: current_combat(st) is None or any(m.startswith(f"use {gianna}") for m in legal(st)))
    assert not any(m.startswith(f"use {gianna}") for m in legal(s))


# ------------------------------------------------------------------------ Bone Shambler


def test_bone_shambler_another_copy_locks_for_1_bleed() -> None:
    s = table()
    first = ready(s, 0, "Bone Shambler")
    second = ready(s, 0, "Bone Shambler")
    goto(s, "minion")
    do(s, f"bleed {first}")
    until_legal(s, f"use {second} 1")
    assert f"use {first} 1" not in legal(s)  # not itself
    do(s, f"use {second} 1")
    assert s.minions[second].locked
    finish_action(s)
    assert s.pool[1] == 28


def test_bone_shambler_superior_a_hecata_you_control_burns_1_blood_for_1_bleed() -> None:
    from tabletome.games.vtes import ops

    s = table()
    z = ready(s, 0, "Bone Shambler")
    ops.mark(s, z, "mode:superior")  # recruited at superior
    hecata = ready(s, 0, "Roger de Camden (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {z}")
    until_legal(s, f"use {z} 2")
    do(s, f"use {z} 2")
    assert s.minions[hecata].blood == 2
    finish_action(s)
    assert s.pool[1] == 28


def test_bone_shambler_basic_no_hecata_blood_for_bleed() -> None:
    s = table()
    z = ready(s, 0, "Bone Shambler")
    ops.mark(s, z, "mode:basic")
    ready(s, 0, "Roger de Camden (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {z}")
    pass_until(s, lambda st: f"use {z} 2" in legal(st) or action(st) is None)
    assert action(s) is None


def test_bone_shambler_cannot_play_equipment() -> None:
    s = table()
    ready(s, 0, "Bone Shambler")
    hand(s, 0, "Bastard Sword")
    goto(s, "minion")
    assert not any(m.startswith("play bastard-sword") for m in legal(s))


# ------------------------------------------------------------------------ Mata Hari


def test_mata_hari_plays_cards_requiring_a_sect_or_clan_as_if_of_it() -> None:
    """VT-CARD-05, VT-CARD-22: Abbot requires a Sabbat vampire, Art Scam a Toreador antitribu."""
    for name, may in (("Mata Hari (G4)", True), (PLAIN, False)):
        s = table()
        v = ready(s, 0, name, blood=5)
        hand(s, 0, "Abbot", "Art Scam")
        goto(s, "minion")
        moves = legal(s)
        assert any(m.startswith("play abbot") for m in moves) is may, name
        assert any(m.startswith("play art-scam") for m in moves) is may, name
        assert s.minions[v].sect != "sabbat"  # her sect unchanged by the check


def test_mata_hari_plays_abbot_which_stays_on_her() -> None:
    s = table()
    v = ready(s, 0, "Mata Hari (G4)", blood=5)
    hand(s, 0, "Abbot")
    goto(s, "minion")
    do(s, "play abbot")
    finish_action(s)
    assert [pl.host for pl in s.placed.values() if pl.card == cid("Abbot")] == [v]
    assert s.minions[v].sect == "independent"


# ------------------------------------------------------------------------ Victor Gerard


def test_victor_gerard_plays_cards_requiring_a_camarilla_vampire_and_as_baron_a_prince() -> None:
    """VT-CARD-22: Camarilla Exemplary requires a Camarilla vampire; Fourth Tradition a prince or justicar."""
    from tabletome.games.vtes.play import requires_met

    s = table()
    victor = ready(s, 0, "Victor Gerard (G2)", blood=6)  # Anarch, capacity 7
    anarch = ready(s, 0, "Boss Callihan (G3 ADV)", blood=5)  # an Anarch without his text
    uncontrolled(s, 0, "Boss Callihan (G3)")  # a younger vampire for Fourth Tradition
    hand(s, 0, "Fourth Tradition: The Accounting")
    goto(s, "minion")
    exemplary = CARDS[cid("Camarilla Exemplary")]
    assert requires_met(s, Ctx("minion"), 0, victor, exemplary)
    assert not requires_met(s, Ctx("minion"), 0, anarch, exemplary)
    assert not any(m.startswith("play fourth-tradition") for m in legal(s))  # not a Baron
    s.minions[victor] = s.minions[victor]._replace(title="baron")
    s.changed()
    assert any(m.startswith("play fourth-tradition") for m in legal(s))
    assert s.minions[victor].sect == "anarch" and s.minions[victor].title == "baron"


# ------------------------------------------------------------------------ Yazid Tamari (ADV), Tura Vaughn, Danielle Diron (ADV)


def test_yazid_tamari_advanced_plus_1_stealth_during_directed_actions() -> None:
    s = table()
    y = ready(s, 0, "Yazid Tamari (G3 ADV)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {y}")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    s2 = table()
    y2 = ready(s2, 0, "Yazid Tamari (G3 ADV)", blood=3)
    goto(s2, "minion")
    do(s2, f"hunt {y2}")
    course2 = action(s2)
    assert course2 is not None and course2.stealth(s2) == 1  # the hunt's own +1 only


def test_yazid_tamari_advanced_merged_is_anarch() -> None:
    """VT-INF-13: "[MERGED] Anarch."."""
    from tabletome.games.vtes.phases import gain_merged_sect

    s = table()
    y = ready(s, 0, "Yazid Tamari (G3 ADV)", blood=3)
    gain_merged_sect(s, y)
    assert s.minions[y].sect == "sabbat"  # not merged
    ops.mark(s, y, f"merged:{cid('Yazid Tamari (G3)')}")
    gain_merged_sect(s, y)
    assert s.minions[y].sect == "anarch"


def test_tura_vaughn_plus_1_intercept_blocking_other_brujah() -> None:
    for actor, expected in (("Lynn Thompson (G5)", 1), (PLAIN, 0)):  # a Brujah; a Ventrue
        s = table()
        a = ready(s, 0, actor, blood=3)
        tura = ready(s, 1, "Tura Vaughn (G1)")
        goto(s, "minion")
        do(s, f"bleed {a}")
        course = action(s)
        assert course is not None and course.intercept(s, tura) == expected, actor


def test_danielle_diron_advanced_burns_1_blood_for_1_vote_in_a_blood_hunt_too() -> None:
    s = table()
    d = ready(s, 1, "Danielle Diron (G3 ADV)", blood=3, locked=True)
    diablerist = ready(s, 0, PLAIN, blood=3)
    goto(s, "minion")
    call_blood_hunt(s, diablerist)
    s.settle()
    pass_until(s, lambda st: f"use {d} 1" in legal(st) or current_referendum(st) is None)
    do(s, f"use {d} 1", "target for")
    ref = current_referendum(s)
    assert ref is not None and s.minions[d].blood == 2
    assert sum(c[3] for c in ref.cast if c[0] in (d, (d, "extra"))) == 1
    assert f"use {d} 1" not in legal(s)


# ------------------------------------------------------------------------ Fatima al-Faqadi, Tower of London


def test_fatima_al_faqadi_equips_with_a_weapon_from_your_hand_before_range() -> None:
    s = table()
    f = ready(s, 0, "Fatima al-Faqadi (G2)", blood=5)
    b = ready(s, 1, PLAIN, blood=4)
    hand(s, 0, ".44 Magnum", "Deflection")
    fight(s, f, b)
    until_legal(s, f"use {f} 1")
    do(s, f"use {f} 1")
    if "target 44-magnum" in legal(s):
        do(s, "target 44-magnum")
    pass_until(s, lambda st: cid(".44 Magnum") not in st.hand[0] or current_combat(st) is None)
    assert any(s.placed[p].card == cid(".44 Magnum") for p in s.minions[f].cards)
    assert s.pool[0] == 28  # its cost as normal (2 pool)
    assert f"use {f} 1" not in legal(s)


def test_tower_of_london_locks_for_1_pool_after_a_successful_necromancy_action() -> None:
    s = table()
    tower = in_play(s, 0, "Tower of London")
    ready(s, 0, "Martino della Passaglia (G6)", blood=5)  # [NEC]
    hand(s, 0, "Soul Feasting")  # an action requiring Necromancy
    goto(s, "minion")
    do(s, "play soul-feasting", "mode basic")
    pass_until(s, lambda st: f"use {tower} 1" in legal(st) or action(st) is None)
    do(s, f"use {tower} 1")
    assert s.pool[0] == 31 and s.placed[tower].locked


def test_tower_of_london_not_after_another_action() -> None:
    s = table()
    tower = in_play(s, 0, "Tower of London")
    v = ready(s, 0, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"hunt {v}")
    pass_until(s, lambda st: f"use {tower} 1" in legal(st) or action(st) is None)
    assert action(s) is None


# ------------------------------------------------------------------------ Monocle of Clarity


def test_monocle_of_clarity_asks_a_methuselah_whether_they_hold_a_card_of_a_type() -> None:
    s = table()
    v = ready(s, 0, PLAIN, blood=3)
    monocle = attach(s, v, "Monocle of Clarity", controller=0)
    hand(s, 1, "Deflection", "Blur")  # a reaction, a combat card
    goto(s, "unlock", 0)
    until_legal(s, f"use {monocle} 1")
    do(s, f"use {monocle} 1")
    assert "target p2" in legal(s) and "target p1" not in legal(s)
    do(s, "target p2")
    assert "target reaction" in legal(s) and "target master" in legal(s)
    do(s, "target reaction")
    assert any("do you hold a Reaction card? Yes." in line for _, line in s.log)
    assert f"use {monocle} 1" not in legal(s)  # once each unlock phase
    s2 = table()
    v2 = ready(s2, 0, PLAIN, blood=3)
    monocle2 = attach(s2, v2, "Monocle of Clarity", controller=0)
    hand(s2, 1, "Deflection")
    goto(s2, "unlock", 0)
    until_legal(s2, f"use {monocle2} 1")
    do(s2, f"use {monocle2} 1", "target p2", "target master")
    assert any("do you hold a Master card? No." in line for _, line in s2.log)


def test_monocle_of_clarity_only_while_the_bearer_is_ready() -> None:
    s = table()
    v = torpor(s, 0, PLAIN, blood=1)
    monocle = attach(s, v, "Monocle of Clarity", controller=0)
    goto(s, "unlock", 0)
    pass_until(s, lambda st: f"use {monocle} 1" in legal(st) or st.phase != "unlock" or st.to_move != 0)
    assert f"use {monocle} 1" not in legal(s)


# ------------------------------------------------------------------------ Cesewayo, Hektor, Roger de Camden


def test_cesewayo_burns_1_blood_for_1_intercept_once_each_action() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    ces = ready(s, 1, "Cesewayo (G4)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {a}")
    bleeding = action(s)
    assert bleeding is not None
    bleeding.stealth_bonus += 1  # intercept needed
    until_legal(s, f"block {ces}")
    do(s, f"block {ces}")
    pass_until(s, lambda st: f"use {ces} 1" in legal(st) or action(st) is None or current_combat(st) is not None)
    assert f"use {ces} 1" in legal(s)
    do(s, f"use {ces} 1")
    assert s.minions[ces].blood == 3 and bleeding.intercept(s, ces) == 1
    assert f"use {ces} 1" not in legal(s)


def test_hektor_hand_strikes_aggravated_and_baali_bleed_you_for_1_more() -> None:
    s, h, _o = started_combat("Hektor (G4)", PLAIN)
    c = current_combat(s)
    assert c is not None and c.has(h, "agg-hand")
    s2 = table()
    hek = ready(s2, 1, "Hektor (G4)")
    baali = ready(s2, 0, "Annazir (G5)", blood=4)
    other = ready(s2, 0, PLAIN, blood=4)
    before = bleed(s2, baali)
    goto(s2, "minion")
    do(s2, f"bleed {baali}")
    finish_action(s2)
    assert s2.pool[1] == 30 - before - 1
    assert hek in s2.minions and bleed(s2, other) == 1


def test_roger_de_camden_hecata_or_oblivion_cards_cost_him_1_less_blood() -> None:
    s = table()
    r = ready(s, 0, "Roger de Camden (G6)")
    other = ready(s, 0, PLAIN)
    assert cost_for(s, r, "Aggressive Corpse") == (-1, 0)  # requires a Hecata, 2 blood
    assert cost_for(s, r, "Bone Shambler") == (-1, 0)  # requires Oblivion, 1 blood
    assert cost_for(s, other, "Bone Shambler") == (0, 0)


def test_roger_de_camden_discards_an_oblivion_card_for_a_maneuver_to_your_minion_in_combat() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    roger = ready(s, 0, "Roger de Camden (G6)")
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Bone Shambler", "Deflection")
    fight(s, a, b)
    pass_until(s, lambda st: f"use {roger} 1" in legal(st) or current_combat(st) is None)
    do(s, f"use {roger} 1")
    assert "target deflection" not in legal(s)
    if "target bone-shambler" in legal(s):
        do(s, "target bone-shambler")
    c = current_combat(s)
    assert c is not None and c.has(a, "maneuver") and cid("Bone Shambler") in s.ash[0]
    assert f"use {roger} 1" not in legal(s)


# ------------------------------------------------------------------------ Personal Scourge


def test_personal_scourge_strikes_1_not_preventable_by_fortitude_weapons_harmless() -> None:
    from tests.games.vtes.test_cards_combat_cards import step

    s = table()
    a = ready(s, 0, "The Colonel (G3)", blood=4)  # [dem]
    b = ready(s, 1, "Jephta Hester (G4)", blood=5)  # [FOR]
    sword = attach(s, b, "Bastard Sword", controller=1)
    hand(s, 0, "Personal Scourge")
    hand(s, 1, "Indomitability")  # requires Fortitude
    fight(s, a, b)
    pass_until(s, lambda st: st.to_move == 0 and "play personal-scourge" in legal(st))
    do(s, "play personal-scourge")
    pass_until(s, lambda st: st.to_move == 1 and any(m.startswith("strike") for m in legal(st)))
    do(s, next(m for m in legal(s) if m.startswith("strike") and "sword" in m))
    pass_until(s, lambda st: (step(st) == "damage" and st.to_move == 1) or current_combat(st) is None)
    assert "play indomitability" not in legal(s)
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 4 and s.minions[b].blood == 4 and sword in s.placed


# ------------------------------------------------------------------------ Putrescent Sustenance, Corpse Balloon


def test_putrescent_sustenance_removes_an_ally_in_an_ash_heap_for_2_life_to_a_zombie_ally() -> None:
    s = table()
    v = ready(s, 0, "Roger de Camden (G6)", blood=3)  # [OBL]
    z = ready(s, 0, "Bone Shambler")
    s.ash[2].append(cid("Carlton Van Wyk"))
    hand(s, 0, "Putrescent Sustenance")
    goto(s, "minion")
    do(s, "play putrescent-sustenance", "mode obl")
    pass_until(s, lambda st: any(m.startswith("choose") for m in legal(st)) or action(st) is None)
    assert f"choose p3 carlton-van-wyk {v}" in legal(s)
    do(s, f"choose p3 carlton-van-wyk {z}")
    assert s.minions[z].blood == 3 and cid("Carlton Van Wyk") in s.removed[2]


def test_putrescent_sustenance_superior_3_blood_to_this_vampire() -> None:
    s = table()
    v = ready(s, 0, "Roger de Camden (G6)", blood=3)
    s.ash[1].append(cid("Carlton Van Wyk"))
    hand(s, 0, "Putrescent Sustenance")
    goto(s, "minion")
    do(s, "play putrescent-sustenance", "mode obl-superior")
    pass_until(s, lambda st: any(m.startswith("choose") for m in legal(st)) or action(st) is None)
    if f"choose p2 carlton-van-wyk {v}" in legal(s):
        do(s, f"choose p2 carlton-van-wyk {v}")
    assert s.minions[v].blood == 6 and cid("Carlton Van Wyk") in s.removed[1]


def test_corpse_balloon_maneuver_when_the_employer_blocks_and_superior_intercept() -> None:
    for mode, icpt in (("basic", 0), ("superior", 1)):
        s = table()
        a = ready(s, 0, PLAIN, blood=4)
        agi = ready(s, 1, "Ági (G6)", blood=4)
        attach(s, agi, "Corpse Balloon", controller=1, mode=mode)
        goto(s, "minion")
        do(s, f"bleed {a}")  # directed at Methuselah 2
        course = action(s)
        assert course is not None and course.intercept(s, agi) == icpt, mode
        until_legal(s, f"block {agi}")
        do(s, f"block {agi}")
        pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
        c = current_combat(s)
        assert c is not None and c.has(agi, "maneuver") and not c.has(a, "maneuver")


# ------------------------------------------------------------------------ Heartrender, Founders of the Ebony Kingdom


def test_heartrender_removes_itself_to_burn_a_living_ally_or_retainer() -> None:
    s = table()
    h = ready(s, 0, "Heartrender")
    ally = ready(s, 1, "Carlton Van Wyk")  # a living ally
    wraith = ready(s, 1, "Gianna di Canneto")  # a wraith: not a target
    goto(s, "minion")
    do(s, f"use {h} 1")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    pass_until(s, lambda st: action(st) is None)
    assert ally not in s.minions and wraith in s.minions
    assert h not in s.minions and cid("Heartrender") in s.removed[0]


def test_founders_of_the_ebony_kingdom_4_blood_on_a_younger_laibon_burned_as_it_leaves() -> None:
    s = table()
    ready(s, 0, "Iniko, The Black Lion (G4)", blood=5)  # Guruhi, capacity 9
    young = uncontrolled(s, 0, "Abu Nuwasi (G4)")  # Laibon, capacity 3
    uncontrolled(s, 0, PLAIN)  # not Laibon
    hand(s, 0, "Founders of the Ebony Kingdom")
    goto(s, "minion")
    do(s, "play founders-of-the-ebony-kingdom")
    finish_action(s)
    founders = [p for p, pl in s.placed.items() if pl.card == cid("Founders of the Ebony Kingdom")]
    assert [s.placed[p].host for p in founders] == [young] and s.minions[young].blood == 4
    ops.enter_ready(s, 0, young)  # brought out: it leaves the uncontrolled region
    assert founders[0] not in s.placed


# ------------------------------------------------------------------------ Reanimated Corpse


def test_reanimated_corpse_enters_with_x_pathos_counters_and_burns_one_each_unlock_phase() -> None:
    s = table()
    ready(s, 0, "Abebe (G4)", blood=4)  # [thn]
    hand(s, 0, "Reanimated Corpse")
    goto(s, "minion")
    do(s, "play reanimated-corpse")
    if any(m.startswith("mode") for m in legal(s)):
        do(s, "mode basic")
    do(s, "x 1")
    finish_action(s)
    corpse = next(u for u in s.ready[0] if s.minions[u].card == cid("Reanimated Corpse"))
    assert s.minions[corpse].count("pathos") == 1 and s.minions[corpse].blood == 2
    goto(s, "unlock", 1, turn=5)  # another Methuselah's unlock phase: nothing
    assert s.minions[corpse].count("pathos") == 1
    goto(s, "unlock", 0, turn=6)  # the last counter burned: removed from the game
    assert corpse not in s.minions and cid("Reanimated Corpse") in s.removed[0]


def test_reanimated_corpse_plays_combat_cards_requiring_basic_fortitude_as_a_vampire() -> None:
    from tabletome.games.vtes.play import plays_as_vampire

    s = table()
    corpse = ready(s, 0, "Reanimated Corpse")
    ops.mark(s, corpse, "as-vampire:for:combat")
    indomitability = CARDS[cid("Indomitability")].uses[0]  # [for] combat: prevent 1
    assert plays_as_vampire(s, corpse, indomitability)
    s2 = table()
    ready(s2, 0, "Abebe (G4)", blood=4)
    hand(s2, 0, "Reanimated Corpse")
    goto(s2, "minion")
    do(s2, "play reanimated-corpse")
    if any(m.startswith("mode") for m in legal(s2)):
        do(s2, "mode basic")
    do(s2, "x 2")
    finish_action(s2)
    new = next(u for u in s2.ready[0] if s2.minions[u].card == cid("Reanimated Corpse"))
    assert "as-vampire:for:combat" in s2.minions[new].marks and s2.minions[new].count("pathos") == 2
