"""Cards of the archive's decks (eleventh list): each the one card missing from a tournament-winning deck."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import Combat, current_combat
from tabletome.games.vtes.effects.core import intrinsic_strikes
from tabletome.games.vtes.hooks import CARDS, COMBAT, CardDef, Ctx, Use
from tabletome.games.vtes.phases import MasterPhase
from tabletome.games.vtes.play import extra_costs
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import capacity, level, strength
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    goto,
    hand,
    into_combat,
    legal,
    pass_until,
    play,
    ready,
    table,
    until_legal,
)
from tests.games.vtes.test_cards_combat_cards import OPP, cb, end_combat, fight, in_combat, said, step, to

# ------------------------------------------------------------------------ Withering

TANGINE = "Tanginé (G4)"  # ani, THN; capacity 7


def withered(mode: str) -> tuple[VTESState, int, int]:
    """Tanginé strikes Agatha (strength 1) with Withering at ``mode``; Agatha hand-strikes back."""
    s = table()
    a = ready(s, 0, TANGINE, blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Withering")
    fight(s, a, b)
    to(s, "strike", 0)
    play(s, "withering", f"mode {mode}")
    end_combat(s)
    return s, a, b


def test_withering_thanatosis_on_the_opposing_minion_minus_1_strength_until_its_discard_phase() -> None:
    """LSJ 20020211: not on the opponent's strike this round (Agatha's hand strike still does 1)."""
    s, a, b = withered("basic")
    assert s.minions[a].blood == 5 and s.minions[b].blood == 3  # both hand strikes at strength 1
    (w,) = s.minions[b].cards
    assert s.placed[w].card == cid("Withering") and strength(s, b) == 0
    goto(s, "discard", 1)
    assert w not in s.placed and strength(s, b) == 1  # burned during its controller's discard phase


def test_withering_superior_the_minion_cannot_play_cards_requiring_disciplines() -> None:
    for mode, discipline_card in (("basic", True), ("superior", False)):
        s, a, b = withered(mode)
        assert strength(s, b) == 0
        hand(s, 1, "Undead Strength", "Lucky Blow")  # [pot]; no Discipline
        fight(s, b, a)
        to(s, "strike", 1)
        assert ("play undead-strength" in legal(s)) == discipline_card and "play lucky-blow" in legal(s)


def test_withering_animalism_strike_1r_damage() -> None:
    s, a, b = withered("ani")
    assert s.minions[b].blood == 3 and s.minions[a].blood == 5 and not s.minions[b].cards


# ------------------------------------------------------------------------ Darkling Trickery

GREER = "Greer Worder (G6)"  # obt, MYT; capacity 4


def darkling_fight(gun: bool) -> tuple[VTESState, int, int]:
    """Greer hand-strikes Agatha, who strikes back with her .44 Magnum (2R damage) or by hand."""
    s = table()
    s.public_decks = (False,) * 4  # decks that could hold it
    a = ready(s, 0, GREER, blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, b, ".44 Magnum")
    hand(s, 0, "Darkling Trickery")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "strike hand")
    to(s, "strike", 1)
    do(s, next(m for m in legal(s) if m.startswith("strike ") and (m != "strike hand") == gun))
    return s, a, b


def test_darkling_trickery_superior_the_ranged_weapon_inflicts_no_damage_and_1r_environmental() -> None:
    s, a, b = darkling_fight(gun=True)
    pass_until(s, lambda st: st.to_move == 0 and "play darkling-trickery" in legal(st))
    play(s, "darkling-trickery", "mode superior")
    end_combat(s)
    assert s.minions[a].blood == 4  # the gun's 2R: none
    assert s.minions[b].blood == 4 - 1 - 1  # Greer's hand strike and the 1R environmental damage


def test_darkling_trickery_superior_only_against_a_ranged_weapon_strike() -> None:
    s, a, _ = darkling_fight(gun=False)
    seen: list[str] = []
    pass_until(s, lambda st: seen.append(step(st)) or not in_combat(st))  # type: ignore[func-returns-value]
    assert "AggravatedWindow" not in seen and s.minions[a].blood == 3  # no window before resolution: Agatha's 1


# ------------------------------------------------------------------------ Stutter-Step

BRANDON = "Brandon Grime (G6)"  # CEL; capacity 5


def stutter(mode: str, pursuit_first: bool) -> tuple[VTESState, int, int, list[str]]:
    """Brandon (strength 1) plays Stutter-Step against Agatha's hand strike, Pursuit (an additional strike) in
    hand, played first or not; the legal moves seen after Stutter-Step this round."""
    s = table()
    a = ready(s, 0, BRANDON, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Stutter-Step", "Pursuit")
    fight(s, a, b)
    to(s, "strike", 0)
    if pursuit_first:
        do(s, "play pursuit")
    play(s, "stutter-step", f"mode {mode}")
    seen: list[str] = []
    pass_until(s, lambda st: seen.extend(legal(st)) or step(st) == "press")  # type: ignore[func-returns-value]
    return s, a, b, seen


def test_stutter_step_superior_hand_strike_and_dodge_and_no_additional_strike() -> None:
    """ANK 20180913-1: the dodge protects from the opponent's strike, the hand strike inflicts damage."""
    s, a, b, seen = stutter("superior", pursuit_first=False)
    assert s.minions[a].blood == 4 and s.minions[b].blood == 3
    assert "play pursuit" not in seen  # LSJ 20011214-5: no card giving an additional strike


def test_stutter_step_superior_an_additional_strike_got_before_is_not_used() -> None:
    s, a, b, _ = stutter("superior", pursuit_first=True)
    assert s.minions[a].blood == 4 and s.minions[b].blood == 3  # one hand strike only


def test_stutter_step_basic_dodge_only_and_an_additional_strike_still_used() -> None:
    s, a, b, _ = stutter("basic", pursuit_first=True)
    assert s.minions[a].blood == 4 and s.minions[b].blood == 3  # dodged; then the additional hand strike


def test_stutter_step_superior_not_when_only_hand_strikes_are_allowed() -> None:
    """LSJ 20010919: a hand strike and dodge, not usable if only hand strikes are allowed (a grapple)."""
    s = table()
    a = ready(s, 0, BRANDON, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Stutter-Step")
    fight(s, a, b)
    cb(s).add(a, "hand-only", 1, "round")
    to(s, "strike", 0)
    assert legal(s) == ["strike hand"]  # the dodge alone is no hand strike either


# ------------------------------------------------------------------------ Fast Reaction

AMBER = "Amber (G5)"  # aus; capacity 5
AMERICA = "America Johnson (G5)"  # AUS; capacity 4


def blocked_bleed(s: VTESState, *cards: str, stand_by: bool = True) -> tuple[int, int, int]:
    """Agatha (seat 0, strength 1) bleeds seat 1 (``cards`` in hand), whose Amber blocks; America stands by (or
    not); one round of hand strikes."""
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, AMBER, blood=4)
    f = ready(s, 1, AMERICA, blood=4) if stand_by else -1
    hand(s, 1, *cards)
    into_combat(s, a, b)
    return a, b, f


def test_fast_reaction_after_the_block_s_combat_this_vampire_fights_the_acting_minion_who_cannot_strike() -> None:
    s = table()
    a, _b, f = blocked_bleed(s, "Fast Reaction")
    pass_until(s, lambda st: "play fast-reaction" in legal(st))
    assert current_combat(s) is None and s.minions[a].blood == 3  # after the block's combat
    play(s, "fast-reaction", "mode superior")
    assert said(s, "Combat: America Johnson (G5) against Agatha (G2).") and s.minions[f].locked
    to(s, "press", 1)
    assert s.minions[a].blood == 2 and s.minions[f].blood == 4  # the acting minion did not strike


def test_fast_reaction_not_by_the_blocking_vampire_itself_nor_twice() -> None:
    s = table()
    blocked_bleed(s, "Fast Reaction", stand_by=False)
    seen: list[str] = []
    pass_until(s, lambda st: seen.extend(legal(st)) or action(st) is None)  # type: ignore[func-returns-value]
    assert "play fast-reaction" not in seen
    s = table()
    ready(s, 1, "Abiku (G4)", blood=4)  # aus: another who could
    _a, _b, f = blocked_bleed(s, "Fast Reaction", "Fast Reaction")
    pass_until(s, lambda st: "play fast-reaction" in legal(st))
    play(s, "fast-reaction", f"by {f}", "mode superior")
    seen = []
    pass_until(s, lambda st: seen.extend(legal(st)) or action(st) is None)  # type: ignore[func-returns-value]
    assert "play fast-reaction" not in seen  # after America's combat: not the blocker's any more


# ------------------------------------------------------------------------ Camarilla Vitae Slave

BILLY = "Billy (G2)"  # dom, for, AUS; capacity 5


def test_camarilla_vitae_slave_1_capacity_and_superior_in_a_chosen_inferior_discipline_until_next_master_phase() -> (
    None
):
    """LSJ 19970224: kept until then even if the retainer is burned."""
    s = table()
    v = ready(s, 0, BILLY, blood=4)
    slave = attach(s, v, "Camarilla Vitae Slave", counters=1)
    assert capacity(s, v) == 6
    goto(s, "master")
    do(s, f"use {slave} 1")
    assert legal(s) == ["target dom", "target for", "back"]  # Auspex is superior already
    do(s, "target dom")
    assert level(s, v, "dom") == 2 and level(s, v, "for") == 1
    assert not any(m.startswith(f"use {slave}") for m in legal(s))  # once each master phase
    ops.burn_placed(s, slave)
    assert level(s, v, "dom") == 2 and capacity(s, v) == 5
    goto(s, "unlock", 0)
    pass_until(s, lambda st: isinstance(st.stack[-1], MasterPhase))
    assert level(s, v, "dom") == 1


# ------------------------------------------------------------------------ Enhanced Coagulant


def coagulant_fight(opponent: str) -> tuple[VTESState, int, int, int]:
    """Agatha (seat 0) strikes with her Enhanced Coagulant at ``opponent`` (seat 1), who hand-strikes."""
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, opponent, blood=5)
    ec = attach(s, a, "Enhanced Coagulant")
    fight(s, a, b)
    return s, a, b, ec


def coagulant_strike(s: VTESState, uid: int, other: int) -> bool:
    """The Coagulant's strike among ``uid``'s strikes against ``other`` (a combat not started)."""
    return any(st.name == "enhanced coagulant" for st in intrinsic_strikes(s, Combat(uid, other), uid))


def test_enhanced_coagulant_3_unpreventable_damage_then_on_the_opposing_vampire_costs_and_burns_on_a_hunt() -> None:
    """ANK 20220818: once moved, no longer a weapon."""
    s, a, b, ec = coagulant_fight(BILLY)
    to(s, "strike", 0)
    do(s, next(m for m in legal(s) if "coagulant" in m))
    end_combat(s)
    assert s.minions[b].blood == 5 - 3 and s.placed[ec].host == b
    dom = cid("Deflection")  # [dom]
    assert extra_costs(s, Ctx("A"), 1, b, dom, CARDS[dom].uses[0]) == (1, 0)
    assert extra_costs(s, Ctx("A"), 0, a, dom, CARDS[dom].uses[0]) == (0, 0)
    lucky = cid("Lucky Blow")  # no Discipline
    assert extra_costs(s, Ctx("A"), 1, b, lucky, CARDS[lucky].uses[0]) == (0, 0)
    assert not coagulant_strike(s, b, a)  # no longer a weapon
    goto(s, "minion", 1)
    do(s, f"hunt {b}")
    pass_until(s, lambda st: action(st) is None)
    assert ec not in s.placed  # burned after the hunt


def test_enhanced_coagulant_not_against_an_ally() -> None:
    """ANK 20220818."""
    s = table()
    a = ready(s, 0, OPP, blood=4)
    attach(s, a, "Enhanced Coagulant")
    ally, vampire = ready(s, 1, "Muddled Vampire Hunter"), ready(s, 1, BILLY, blood=5)
    assert not coagulant_strike(s, a, ally) and coagulant_strike(s, a, vampire)


# ------------------------------------------------------------------------ Joumlon's Axe


def axe_fight(opponent: str, *cards: str) -> tuple[VTESState, int, int, int]:
    """Agatha (seat 0, strength 1) with Joumlon's Axe against ``opponent`` (seat 1, ``cards`` in hand)."""
    s = table()
    s.public_decks = (False,) * 4  # decks that could hold them
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, opponent, blood=4)
    axe = attach(s, a, "Joumlon's Axe")
    hand(s, 1, *cards)
    fight(s, a, b)
    return s, a, b, axe


def test_joumlons_axe_strength_plus_1_aggravated_on_a_kiasyd_only() -> None:
    for opponent, torpor, left in ((GREER, True, 3), (BILLY, False, 2)):  # 2 aggravated: wounded, 1 blood
        s, _a, b, _axe = axe_fight(opponent)
        to(s, "strike", 0)
        do(s, next(m for m in legal(s) if "axe" in m))
        end_combat(s)
        assert s.in_torpor(b) == torpor and s.minions[b].blood == left


def test_joumlons_axe_cancels_a_grapple_unpaid_and_the_initial_strike_is_with_the_axe() -> None:
    s, a, b, axe = axe_fight("Patrick (G4)", "Immortal Grapple")  # pot
    to(s, "before-strikes", 1)
    play(s, "immortal-grapple", "mode basic")
    assert f"use {axe} 1" in legal(s)
    do(s, f"use {axe} 1")
    end_combat(s)  # the Axe's strike, the one left to choose, taken without asking
    assert said(s, "Agatha (G2) strikes: joumlon's axe strength+1.") and s.minions[b].blood == 4 - 2
    assert cid("Immortal Grapple") in s.ash[1] and s.minions[a].blood == 4 - 1  # cancelled: not a hand strike only


def test_joumlons_axe_no_cancel_once_another_initial_strike_is_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    """A grapple strike card played after the bearer chose its strike: only if that strike is the Axe's."""
    grasp = cid("Grasp of the Python")
    grapple_strike = Use(COMBAT, None, moments=frozenset(("strike",)), text="grapple strike")
    grapple = CardDef("Grasp of the Python", (grapple_strike,), kinds=frozenset(("grapple",)))
    monkeypatch.setitem(CARDS, grasp, grapple)
    for strike, cancels in (("strike hand", False), ("axe", True)):
        s, _a, _b, axe = axe_fight("Patrick (G4)", "Grasp of the Python")
        to(s, "strike", 0)
        do(s, next(m for m in legal(s) if strike in m))
        until_legal(s, "play grasp-of-the-python")
        do(s, "play grasp-of-the-python")
        assert (f"use {axe} 1" in legal(s)) == cancels


# ------------------------------------------------------------------------ Target Head


def target_head(*opposing_cards: str) -> tuple[VTESState, int, int]:
    """Brandon (strength 1) aims Target Head at Agatha (seat 1, ``opposing_cards`` in hand) with his hand strike."""
    s = table()
    a = ready(s, 0, BRANDON, blood=4)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Target Head")
    hand(s, 1, *opposing_cards)
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play target-head")
    return s, a, b


def test_target_head_plus_2_damage_no_press_for_the_opponent_and_the_range_of_the_next_round() -> None:
    s, a, b = target_head()
    do(s, "strike hand")
    to(s, "press")
    assert s.minions[b].blood == 5 - 3  # strength 1, +2
    c = cb(s)
    c.add(b, "press", 1, "round")  # an optional press it could use otherwise
    c.add(a, "press", 1, "round")
    assert not [m for m in legal(s) if m.startswith(f"press {b}")]
    pass_until(s, lambda st: f"press {a} continue" in legal(st))
    do(s, f"press {a} continue")
    until_legal(s, f"grant set-range-long {a}")  # the next round, before range
    do(s, f"grant set-range-long {a}")
    assert c.range == "long" and c.round == 2


def test_target_head_the_opposing_minion_discards_a_combat_card_to_cancel_it() -> None:
    s, _a, b = target_head("Dodge")
    until_legal(s, "discard dodge")
    do(s, "discard dodge")
    end_combat(s)
    assert s.minions[b].blood == 5 - 1  # the hand strike alone


# ------------------------------------------------------------------------ Autonomic Mastery

LOTUS = "Black Lotus (G4)"  # DOM; capacity 5
ANA_RITA = "Ana Rita Montaña (G3)"  # dom; capacity 5


def autonomic(vampire: str, opponent: str, *opposing_cards: str) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, vampire, blood=4)
    b = ready(s, 1, opponent, blood=4) if opponent != "Muddled Vampire Hunter" else ready(s, 1, opponent)
    hand(s, 0, "Autonomic Mastery")
    hand(s, 1, *opposing_cards)
    fight(s, a, b)
    to(s, "strike", 0)
    return s, a, b


def test_autonomic_mastery_superior_hand_strike_of_no_damage_and_combat_ends() -> None:
    """LSJ 20071112: resolved with the opponent's strike, which still does damage."""
    s, a, b = autonomic(LOTUS, OPP)  # Agatha: capacity 4, younger
    cb(s).add(a, "press", 1, "round")  # a press it could use otherwise
    play(s, "autonomic-mastery", "mode superior")
    pass_until(s, lambda st: not in_combat(st) or step(st) == "press")
    assert not in_combat(s) and s.minions[b].blood == 4 and s.minions[a].blood == 3


def test_autonomic_mastery_superior_not_against_an_older_vampire_and_a_dodge_keeps_the_combat() -> None:
    s, _a, _b = autonomic(LOTUS, "Alice Chen (G6)")  # capacity 7
    assert "play autonomic-mastery" not in legal(s)
    s, _a, _b = autonomic(LOTUS, OPP, "Dodge")
    play(s, "autonomic-mastery", "mode superior")
    to(s, "strike", 1)
    do(s, "play dodge")
    pass_until(s, lambda st: not in_combat(st) or step(st) == "press")
    assert in_combat(s)  # dodged: the combat goes on to the press step


def test_autonomic_mastery_burns_the_opposing_ally_or_a_retainer() -> None:
    s, _a, ally = autonomic(ANA_RITA, "Muddled Vampire Hunter")
    play(s, "autonomic-mastery", "mode basic")
    end_combat(s)
    assert ally not in s.minions
    s = table()
    a = ready(s, 0, ANA_RITA, blood=4)
    b = ready(s, 1, OPP, blood=4)
    spy = attach(s, b, "Raven Spy", counters=1)
    hand(s, 0, "Autonomic Mastery")
    fight(s, a, b)
    to(s, "strike", 0)
    play(s, "autonomic-mastery", f"target {spy}")
    end_combat(s)
    assert spy not in s.placed and s.minions[b].blood == 4


# ------------------------------------------------------------------------ Twisting the Knife


def twisting(strength: int, *more: tuple[str, int]) -> tuple[VTESState, int, int]:
    """Agatha (POT, seat 0) with +``strength`` strength hand-strikes Alice Chen (seat 1), Twisting the Knife x2 in hand."""
    s = table()
    s.public_decks = (False,) * 4  # decks that could hold it
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, "Alice Chen (G6)", blood=8)
    hand(s, 0, "Twisting the Knife", "Twisting the Knife")
    fight(s, a, b)
    cb(s).add(a, "strength", strength, "combat")
    for key, value in more:
        cb(s).add(a, key, value, "combat")
    return s, a, b


def test_twisting_the_knife_adds_one_damage_when_three_or_more() -> None:
    s, _a, b = twisting(2)  # 3 damage
    until_legal(s, "play twisting-the-knife")
    play(s, "twisting-the-knife", "mode basic")
    end_combat(s)
    assert s.minions[b].blood == 8 - 4


def test_twisting_the_knife_not_below_three_damage_and_only_one_each_strike_phase() -> None:
    s, _a, b = twisting(1)  # 2 damage
    seen: list[str] = []
    pass_until(s, lambda st: seen.extend(legal(st)) or not in_combat(st))  # type: ignore[func-returns-value]
    assert "play twisting-the-knife" not in seen and s.minions[b].blood == 8 - 2
    s, _a, b = twisting(2, ("additional", 1))  # two strikes this round, 3 damage each
    until_legal(s, "play twisting-the-knife")
    play(s, "twisting-the-knife", "mode basic")
    seen = []
    pass_until(s, lambda st: seen.extend(legal(st)) or not in_combat(st))  # type: ignore[func-returns-value]
    assert "play twisting-the-knife" not in seen and s.minions[b].blood == 8 - 4 - 3
