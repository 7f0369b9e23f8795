"""Crypt cards of the archive's decks (issue 37, fourth list): the vampires' own texts."""

from __future__ import annotations

from itertools import permutations

from tabletome.games.vtes.combat import Combat, current_combat, start_combat
from tabletome.games.vtes.effects.core import extra_costs
from tabletome.games.vtes.hooks import CARDS, Ctx
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import DISCARD, VTESState
from tabletome.games.vtes.stats import bleed, static, strength
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    in_play,
    into_combat,
    legal,
    pass_until,
    play,
    ready,
    table,
    to_stage,
    torpor,
    uncontrolled,
    until_legal,
)

PLAIN = "Alice Chen (G6)"


# ------------------------------------------------------------------------ Stanislava


def crows_fight(actor_name: str) -> int:
    """The actor bleeds; Lenny Burkhead, employing Murder of Crows (1 environmental damage each
    round to the opposing minion), blocks: the actor's blood after the combat."""
    s = table()
    a = ready(s, 0, actor_name, blood=5)
    lenny = ready(s, 1, "Lenny Burkhead (G6)", blood=6)
    attach(s, lenny, "Murder of Crows", counters=1)
    into_combat(s, a, lenny)
    pass_until(s, lambda st: current_combat(st) is None)
    return s.minions[a].blood


def test_stanislava_retainers_of_the_opposing_minion_lose_their_abilities() -> None:
    assert crows_fight(PLAIN) == 3  # Lenny's hand strike and the crows
    assert crows_fight("Stanislava (G2)") == 4  # the hand strike only


def raven_spy_intercept(opposing: str) -> tuple[int, int]:
    """Lenny Burkhead employs Raven Spy (+1 intercept): his intercept before and in a combat with
    the opposing vampire."""
    s = table()
    o = ready(s, 0, opposing, blood=5)
    lenny = ready(s, 1, "Lenny Burkhead (G6)", blood=6)
    attach(s, lenny, "Raven Spy", counters=1)
    before = static(s, lenny, "intercept")
    goto(s, "minion")
    start_combat(s, Combat(o, lenny))
    assert current_combat(s) is not None
    return before, static(s, lenny, "intercept")


def test_stanislava_retainer_statics_lost_only_in_combat_with_her() -> None:
    assert raven_spy_intercept(PLAIN) == (1, 1)
    assert raven_spy_intercept("Stanislava (G2)") == (1, 0)


def test_stanislava_allies_cannot_block_her_and_she_bleeds_for_3() -> None:
    s = table()
    st = ready(s, 0, "Stanislava (G2)", blood=5)
    ally = ready(s, 1, "47th Street Royals")
    vamp = ready(s, 1, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {st}")
    until_legal(s, f"block {vamp}")
    assert f"block {ally}" not in legal(s)
    assert bleed(s, st) == 3


# ------------------------------------------------------------------------ Selena


def fought_by(striker: str, struck: str) -> tuple[int, bool]:
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


def test_selena_damage_from_a_werewolf_is_aggravated() -> None:
    assert fought_by("Double Deuce", PLAIN) == (3, False)  # 1 damage, mended with 1 blood
    assert fought_by("Double Deuce", "Selena (G3)") == (4, True)  # aggravated: torpor


def test_selena_damage_from_a_vampire_is_not_aggravated() -> None:
    assert fought_by(PLAIN, "Selena (G3)") == (3, False)


# ------------------------------------------------------------------------ Carna


def test_carna_burns_one_of_her_retainers_to_gain_2_blood_in_your_unlock_phase() -> None:
    s = table()
    carna = ready(s, 0, "Carna, The Princess Witch (G3)", blood=3)
    spy = attach(s, carna, "Raven Spy", counters=1)
    attach(s, carna, "Mr. Winthrop", counters=1)
    assert static(s, carna, "intercept") == 3  # +1 of her own, +1 each retainer
    goto(s, "unlock")
    until_legal(s, f"use {carna} 1")
    do(s, f"use {carna} 1", f"target {spy}")
    assert spy not in s.placed and s.minions[carna].blood == 5
    assert f"use {carna} 1" not in legal(s)  # once each unlock phase


def test_carna_without_retainers_cannot_use_it() -> None:
    s = table()
    carna = ready(s, 0, "Carna, The Princess Witch (G3)", blood=3)
    goto(s, "unlock")
    assert f"use {carna} 1" not in legal(s)


# ------------------------------------------------------------------------ Martin Franckel


def test_martin_franckel_bleeds_for_0_unless_the_target_controls_a_ready_tremere() -> None:
    s = table()
    martin = ready(s, 0, "Martin Franckel (G3)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {martin}")
    finish_action(s)
    assert s.pool[1] == 30  # bled for 0
    s = table()
    martin = ready(s, 0, "Martin Franckel (G3)", blood=3)
    ready(s, 1, "Aisling Sturbridge (G2)", locked=True)  # a Tremere
    goto(s, "minion")
    do(s, f"bleed {martin}")
    finish_action(s)
    assert s.pool[1] == 29


# ------------------------------------------------------------------------ Frondator


def test_frondator_rescues_for_1_blood() -> None:
    s = table()
    fron = ready(s, 0, "Frondator (G4)", blood=3)
    v = torpor(s, 0, PLAIN, blood=0)
    goto(s, "minion")
    moves = legal(s)
    assert f"rescue {fron} {v} 1" in moves and f"rescue {fron} {v} 2" not in moves
    do(s, f"rescue {fron} {v} 1")
    finish_action(s)
    assert s.minions[fron].blood == 2 and v in s.ready[0]


# ------------------------------------------------------------------------ Blythe Candeleria


def test_blythe_candeleria_gets_minus_1_strength_in_combat_with_a_malkavian() -> None:
    s = table()
    b = ready(s, 0, "Blythe Candeleria (G2)")
    malk = ready(s, 1, "Aleph (G1)")
    other = ready(s, 2, PLAIN)
    goto(s, "minion")
    start_combat(s, Combat(b, other))
    assert strength(s, b) == 1
    s.stack.pop()
    start_combat(s, Combat(b, malk))
    assert strength(s, b) == 0


# ------------------------------------------------------------------------ Anneke


def test_anneke_attempts_to_block_a_bleed_directed_at_another_methuselah() -> None:
    """VT-BLK-01 set aside: Anneke (seat 2) blocks a bleed of seat 0 directed at seat 1."""
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    anneke = ready(s, 2, "Anneke (G1)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 2)
    assert f"block {anneke}" not in legal(s) and f"use {anneke} 1" in legal(s)
    do(s, f"use {anneke} 1")
    course = action(s)
    assert course is not None and course.blocker == anneke and course.stage == "B"
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None or action(st).blocked_by >= 0)
    assert action(s) is None or action(s).blocked_by == anneke  # type: ignore[union-attr]
    assert s.pool[1] == 30


def test_anneke_not_against_an_ally_nor_when_locked() -> None:
    s = table()
    royals = ready(s, 0, "47th Street Royals")
    anneke = ready(s, 2, "Anneke (G1)")
    goto(s, "minion")
    do(s, f"bleed {royals}")
    pass_until(s, lambda st: st.to_move == 2)
    assert f"use {anneke} 1" not in legal(s)
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    anneke = ready(s, 2, "Anneke (G1)", locked=True)
    ready(s, 2, "Aleph (G1)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 2)
    assert f"use {anneke} 1" not in legal(s)


def test_anneke_bleeds_for_2() -> None:
    s = table()
    anneke = ready(s, 0, "Anneke (G1)")
    assert bleed(s, anneke) == 2


# ------------------------------------------------------------------------ Karen Suadela


def superior_cost(s: VTESState, uid: int) -> tuple[int, int]:
    """What the cost changes add to superior Torn Signpost played by the minion."""
    card = cid("Torn Signpost")
    return extra_costs(s, Ctx("minion"), s.controller(uid), uid, card, CARDS[card].uses[1])


def test_karen_suadela_the_slow_withering_does_not_affect_her_while_a_prince() -> None:
    s = table()
    karen = ready(s, 0, "Karen Suadela (G5)")
    other = ready(s, 0, "Hardestadt (G4)")
    in_play(s, 1, "The Slow Withering")
    assert superior_cost(s, other) == (1, 0)
    assert superior_cost(s, karen) == (0, 0)
    s.minions[karen] = s.minions[karen]._replace(title=None)  # no longer a prince
    assert superior_cost(s, karen) == (1, 0)


def test_karen_suadela_gets_1_stealth_on_undirected_actions() -> None:
    s = table()
    karen = ready(s, 0, "Karen Suadela (G5)")
    goto(s, "minion")
    do(s, f"hunt {karen}")
    assert static(s, karen, "stealth") == 1
    s = table()
    karen = ready(s, 0, "Karen Suadela (G5)")
    goto(s, "minion")
    do(s, f"bleed {karen}")
    assert static(s, karen, "stealth") == 0


# ------------------------------------------------------------------------ Lucian, the Perfect


def lucian_fight(opposing_blood: int) -> tuple[VTESState, int, int]:
    """Lucian (seat 0) in combat with a plain vampire of seat 1, up to the plain vampire's strike."""
    s = table()
    lucian = ready(s, 0, "Lucian, the Perfect (G4)", blood=8)
    o = ready(s, 1, PLAIN, blood=opposing_blood)
    goto(s, "minion")
    start_combat(s, Combat(lucian, o))
    s.settle()
    pass_until(s, lambda st: st.to_move == 1 and any(m.startswith("strike") for m in legal(st)))
    return s, lucian, o


def test_lucian_strikes_against_him_cost_1_blood_and_the_opposing_minion_may_not_strike() -> None:
    s, _lucian, o = lucian_fight(3)
    assert "strike hand" in legal(s) and "strike none" in legal(s)
    do(s, "strike hand")
    assert "Alice Chen (G6) burns 1 blood (Lucian, the Perfect (G4))." in [line for _, line in s.log]
    assert s.minions[o].blood == 1  # 1 paid for the strike, 1 from Lucian's hand strike


def test_lucian_a_vampire_without_blood_cannot_pay_for_a_strike_against_him() -> None:
    s = table()
    lucian = ready(s, 0, "Lucian, the Perfect (G4)", blood=8)
    o = ready(s, 1, PLAIN, blood=0)
    goto(s, "minion")
    start_combat(s, Combat(lucian, o))
    s.settle()
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[lucian].blood == 8  # no strike from Alice Chen
    assert "Alice Chen (G6) strikes: hand." not in [line for _, line in s.log]


def test_lucian_strike_cards_against_him_cost_1_more_blood() -> None:
    s, lucian, o = lucian_fight(3)
    roundhouse = cid("Roundhouse")
    assert extra_costs(s, Ctx("strike"), 1, o, roundhouse, CARDS[roundhouse].uses[0]) == (1, 0)
    assert extra_costs(s, Ctx("strike"), 0, lucian, roundhouse, CARDS[roundhouse].uses[0]) == (0, 0)


def test_lucian_not_against_a_plain_vampire() -> None:
    s = table()
    a = ready(s, 0, "Aleph (G1)")
    o = ready(s, 1, PLAIN, blood=3)
    goto(s, "minion")
    start_combat(s, Combat(a, o))
    s.settle()
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[o].blood == 2  # Aleph's hand strike only: her own strike cost nothing
    assert "Alice Chen (G6) strikes: hand." in [line for _, line in s.log]


def test_lucian_bleeds_for_4() -> None:
    s = table()
    lucian = ready(s, 0, "Lucian, the Perfect (G4)")
    assert bleed(s, lucian) == 4


# ------------------------------------------------------------------------ Zane


def test_zane_calls_a_referendum_to_receive_and_contest_a_princes_title() -> None:
    from tabletome.games.vtes.contests import CONTESTED_TITLE, title_key

    s = table()
    zane = ready(s, 0, "Zane (G5)")
    karen = ready(s, 0, "Karen Suadela (G5)")  # a prince of Houston, 2 votes for
    alice = ready(s, 1, PLAIN)  # a prince
    goto(s, "minion")
    do(s, f"use {zane} 1")
    course = action(s)
    assert course is not None and course.kind_ == "political" and course.stealth(s) == 1
    pass_until(s, lambda st: f"target {alice}" in legal(st))
    assert f"target {karen}" in legal(s) and f"target {zane}" not in legal(s)
    do(s, f"target {alice}")
    until_legal(s, f"vote {zane} for")
    do(s, f"vote {zane} for", f"vote {karen} for")
    finish_action(s)
    assert s.minions[zane].title == "prince" and title_key(s, zane) == title_key(s, alice)
    assert CONTESTED_TITLE in s.minions[zane].marks and CONTESTED_TITLE in s.minions[alice].marks
    assert CONTESTED_TITLE not in s.minions[karen].marks


def test_zane_not_without_a_prince_nor_while_a_prince() -> None:
    s = table()
    zane = ready(s, 0, "Zane (G5)")
    goto(s, "minion")
    assert f"use {zane} 1" not in legal(s)
    s = table()
    zane = ready(s, 0, "Zane (G5)", title="prince")
    ready(s, 1, PLAIN)
    goto(s, "minion")
    assert f"use {zane} 1" not in legal(s)


# ------------------------------------------------------------------------ Maldavis (advanced)


def primogen_votes_in_referendum_of(caller: str) -> int:
    """A primogen of seat 1's votes while ``caller`` (seat 0) polls Kine Resources Contested."""
    from tabletome.games.vtes.politics import current_referendum
    from tabletome.games.vtes.stats import votes
    from tests.games.vtes.test_cards_political import call

    s = table()
    ready(s, 0, caller)
    primogen = ready(s, 1, "Anvil (G1)")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: current_referendum(st) is not None)
    return votes(s, primogen)


def test_maldavis_advanced_primogen_get_1_vote_in_his_referendums() -> None:
    assert primogen_votes_in_referendum_of(PLAIN) == 1
    assert primogen_votes_in_referendum_of("Maldavis (G3 ADV)") == 2


def test_maldavis_advanced_merged_is_baron_of_chicago() -> None:
    from tabletome.games.vtes.contests import title_key

    s = table()
    base = ready(s, 0, "Maldavis (G3)", blood=3)
    adv = uncontrolled(s, 0, "Maldavis (G3 ADV)", blood=2)
    goto(s, "influence")
    do(s, f"merge {adv}")
    m = s.minions[base]
    assert m.card == cid("Maldavis (G3 ADV)") and m.sect == "anarch" and m.title == "baron"
    assert title_key(s, base) == ("city", "Chicago")


def test_maldavis_advanced_unmerged_has_no_title() -> None:
    s = table()
    mal = ready(s, 0, "Maldavis (G3 ADV)")
    assert s.minions[mal].title is None


# ------------------------------------------------------------------------ Gratiano, Khin Aye, Üresség, Erebus


def test_gratiano_gets_1_ballot_and_1_bleed() -> None:
    from tabletome.games.vtes.stats import ballots

    s = table()
    g = ready(s, 0, "Gratiano (G2)")
    other = ready(s, 0, "Khin Aye (G6)")  # a priscus too
    assert ballots(s, g) == 2 and ballots(s, other) == 1 and bleed(s, g) == 2


def test_khin_aye_hand_size_while_the_predator_controls_more_ready_minions() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    ready(s, 0, "Khin Aye (G6)")
    ready(s, s.predator(0), PLAIN)
    assert hand_size(s, 0) == 7
    ready(s, s.predator(0), "Aleph (G1)")
    assert hand_size(s, 0) == 8 and hand_size(s, s.predator(0)) == 7


def test_uresseg_gets_1_vote_and_1_bleed_while_the_prey_has_10_or_fewer_pool() -> None:
    from tabletome.games.vtes.stats import votes

    s = table()
    u = ready(s, 0, "Üresség (G6)")
    assert bleed(s, u) == 1 and votes(s, u) == 2
    s.pool[s.prey(0)] = 10
    assert bleed(s, u) == 2 and votes(s, u) == 3


def test_erebus_wraiths_cost_him_1_fewer_blood_or_pool() -> None:
    from tabletome.games.vtes.hooks import Use

    s = table()
    e = ready(s, 0, "Erebus (G3)")
    other = ready(s, 0, PLAIN)
    for name, cost in (("Masquer", (-1, 0)), ("Emerald Legionnaire", (0, -1)), ("Raven Spy", (0, 0))):
        card = cid(name)
        use = CARDS[card].uses[0] if card in CARDS else Use("ally")
        assert extra_costs(s, Ctx("minion"), 0, e, card, use) == cost, name
        assert extra_costs(s, Ctx("minion"), 0, other, card, use) == (0, 0)


# ------------------------------------------------------------------------ Mina Grotius


def test_mina_grotius_gains_3_blood_when_a_vampire_of_her_predator_or_prey_is_burned() -> None:
    from tabletome.games.vtes import ops

    s = table()
    mina = ready(s, 0, "Mina Grotius (G3)", blood=1)
    prey_v = ready(s, s.prey(0), PLAIN)
    across = ready(s, 2, "Aleph (G1)")
    royals = ready(s, s.predator(0), "47th Street Royals")
    ops.burn(s, across)  # across the table: nothing
    ops.burn(s, royals)  # an ally: nothing
    assert s.minions[mina].blood == 1
    ops.burn(s, prey_v)
    assert s.minions[mina].blood == 4


def test_mina_grotius_burns_1_blood_for_1_bleed_once_each_action() -> None:
    s = table()
    mina = ready(s, 0, "Mina Grotius (G3)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {mina}")
    to_stage(s, "C")
    do(s, f"use {mina} 1")
    assert f"use {mina} 1" not in legal(s)
    finish_action(s)
    assert s.minions[mina].blood == 2 and s.pool[1] == 28


# ------------------------------------------------------------------------ Nicomedes


def test_nicomedes_burns_1_blood_to_shuffle_your_hand_into_your_library_once_each_turn() -> None:
    s = table()
    nico = ready(s, 0, "Nicomedes (G4)", blood=3)
    hand(s, 0, "Blur", "Roundhouse", "Majesty")
    before = len(s.library[0])
    goto(s, "master")
    do(s, f"use {nico} 1")
    assert s.minions[nico].blood == 2 and len(s.hand[0]) == 7
    assert len(s.library[0]) == before + 3 - 7
    assert f"use {nico} 1" not in legal(s)


# ------------------------------------------------------------------------ Leandro


def test_leandro_each_other_methuselah_burns_1_pool_or_loses_its_next_transfers() -> None:
    s = table()
    leandro = ready(s, 0, "Leandro (G2)")
    assert bleed(s, leandro) == 3
    goto(s, "unlock", 1)
    pass_until(s, lambda st: "choose pool" in legal(st))
    assert s.to_move == 1
    do(s, "choose pool")
    assert s.pool[1] == 29
    s = table()
    ready(s, 0, "Leandro (G2)")
    goto(s, "unlock", 1, turn=5)
    pass_until(s, lambda st: "choose transfers" in legal(st))
    do(s, "choose transfers")
    assert s.pool[1] == 30
    pass_until(s, lambda st: st.phase == DISCARD or st.transfers > 0)
    assert s.transfers == 0


def test_leandro_not_in_your_own_unlock_phase() -> None:
    s = table()
    ready(s, 0, "Leandro (G2)")
    goto(s, "unlock", 0)
    assert "choose pool" not in legal(s)


# ------------------------------------------------------------------------ Věnceslava


def test_venceslava_gains_1_pool_after_her_action_made_the_prey_burn_pool() -> None:
    s = table()
    v = ready(s, 0, "Věnceslava, The Implacable (G6)")
    goto(s, "minion")
    do(s, f"bleed {v}")
    pass_until(s, lambda st: "choose gain" in legal(st) or action(st) is None)
    assert s.pool[1] == 29
    do(s, "choose gain")
    assert s.pool[0] == 31
    s = table()
    v = ready(s, 0, "Věnceslava, The Implacable (G6)")
    goto(s, "minion")
    do(s, f"hunt {v}")
    pass_until(s, lambda st: "choose gain" in legal(st) or action(st) is None)
    assert "choose gain" not in legal(s) and s.pool[0] == 30


# ------------------------------------------------------------------------ The Dracon, Reverend Blackwood


def theft_of_vitae_by(name: str) -> int:
    """``name`` (seat 0) strikes with basic Theft of Vitae (steal 1 blood, ranged) in a combat with a
    plain vampire of 4 blood: the plain vampire's blood after the combat."""
    s = table()
    a = ready(s, 0, name, blood=6)
    o = ready(s, 1, PLAIN, blood=4)
    hand(s, 0, "Theft of Vitae")
    goto(s, "minion")
    start_combat(s, Combat(a, o))
    s.settle()
    pass_until(s, lambda st: "play theft-of-vitae" in legal(st))
    play(s, "theft-of-vitae", "mode basic")
    pass_until(s, lambda st: current_combat(st) is None)
    return s.minions[o].blood


def test_the_dracon_steals_1_additional_blood_with_ranged_strikes() -> None:
    assert theft_of_vitae_by("Rebekka, Chantry Elder of Munich (G2)") == 3
    assert theft_of_vitae_by("The Dracon (G5)") == 2


def test_the_dracon_vicissitude_cards_cost_1_less_blood_and_his_numbers() -> None:
    s = table()
    d = ready(s, 0, "The Dracon (G5)")
    card = cid("Plasmic Form")
    assert extra_costs(s, Ctx("minion"), 0, d, card, CARDS[card].uses[0]) == (-1, 0)
    assert strength(s, d) == 3 and bleed(s, d) == 2


def test_reverend_blackwood_damaging_strikes_requiring_blood_sorcery_inflict_1_more_damage() -> None:
    from tabletome.games.vtes.combat import Strike, strike_damage

    s = table()
    bw = ready(s, 0, "Reverend Blackwood (G2)")
    other = ready(s, 0, "Rebekka, Chantry Elder of Munich (G2)")
    o = ready(s, 1, PLAIN)
    goto(s, "minion")
    walk = Strike("damage", 1, ranged=True, agg=True, name="1R aggravated damage", card=cid("Walk of Flame"))
    c = Combat(bw, o)
    start_combat(s, c)
    assert strike_damage(s, c, bw, walk) == 2
    assert strike_damage(s, c, bw, walk._replace(card=-1)) == 1  # not from a card requiring Blood Sorcery
    s.stack.pop()
    c = Combat(other, o)
    start_combat(s, c)
    assert strike_damage(s, c, other, walk) == 1


# ------------------------------------------------------------------------ Oliver Thrace


def majesty_offered(against: str) -> bool:
    s = table()
    a = ready(s, 0, against, blood=5)
    o = ready(s, 1, "Arika (G2)", blood=5)  # Presence: Majesty, "strike: combat ends"
    hand(s, 1, "Majesty")
    goto(s, "minion")
    start_combat(s, Combat(a, o))
    s.settle()
    pass_until(s, lambda st: st.to_move == 1 and any(m.startswith("strike") for m in legal(st)))
    return "play majesty" in legal(s)


def test_oliver_thrace_vampires_opposing_him_may_not_end_combat_as_a_strike() -> None:
    assert majesty_offered("Rebekka, Chantry Elder of Munich (G2)")
    assert not majesty_offered("Oliver Thrace (G3)")


def test_oliver_thrace_burns_a_blood_sorcery_card_from_hand_for_1_bleed() -> None:
    s = table()
    oliver = ready(s, 0, "Oliver Thrace (G3)")
    hand(s, 0, "Theft of Vitae", "Blur")
    goto(s, "minion")
    do(s, f"bleed {oliver}")
    to_stage(s, "C")
    assert f"use {oliver} 1" in legal(s)
    do(s, f"use {oliver} 1", "target theft-of-vitae")  # the one card asked all the same
    assert cid("Theft of Vitae") in s.ash[0] and cid("Blur") in s.hand[0] and len(s.hand[0]) == 7
    assert f"use {oliver} 1" not in legal(s)  # once each action
    finish_action(s)
    assert s.pool[1] == 28


# ------------------------------------------------------------------------ Queen Anne, Meshenka, Goratrix


def test_queen_anne_bleeds_for_1_more_against_a_methuselah_with_a_ready_tremere() -> None:
    s = table()
    anne = ready(s, 0, "Queen Anne (G2)")
    ready(s, 1, "Aisling Sturbridge (G2)", locked=True)  # a Tremere
    goto(s, "minion")
    do(s, f"bleed {anne}")
    finish_action(s)
    assert s.pool[1] == 27  # 1 + 1 + 1
    s = table()
    anne = ready(s, 0, "Queen Anne (G2)")
    goto(s, "minion")
    do(s, f"bleed {anne}")
    finish_action(s)
    assert s.pool[1] == 28


def test_meshenka_vicissitude_cards_cost_her_1_less_blood() -> None:
    s = table()
    m = ready(s, 0, "Meshenka (G2)")
    card = cid("Plasmic Form")
    assert extra_costs(s, Ctx("minion"), 0, m, card, CARDS[card].uses[0]) == (-1, 0)


def test_goratrix_can_steal_2_blood_as_a_ranged_strike() -> None:
    s = table()
    g = ready(s, 0, "Goratrix (G2)", blood=5)
    o = ready(s, 1, PLAIN, blood=4)
    assert bleed(s, g) == 2
    goto(s, "minion")
    start_combat(s, Combat(g, o))
    s.settle()
    pass_until(s, lambda st: st.to_move == 0 and any(m.startswith("strike") for m in legal(st)))
    do(s, "strike steal 2 blood (ranged)")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[o].blood == 2


# ------------------------------------------------------------------------ Persia, Virginie


def test_persia_burns_1_blood_for_1_intercept_once_each_action() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    persia = ready(s, 1, "Persia, The Beautiful Statue (G3)", blood=3)
    goto(s, "minion")
    do(s, f"hunt {a}")  # undirected: the prey may block
    until_legal(s, f"block {persia}")
    course = action(s)
    assert course is not None
    course.stealth_bonus += 1  # the hunter has 1 stealth: Persia needs 1 intercept
    do(s, f"block {persia}")
    pass_until(s, lambda st: f"use {persia} 1" in legal(st))
    do(s, f"use {persia} 1")
    assert s.minions[persia].blood == 2 and course.intercept(s, persia) == 1
    assert f"use {persia} 1" not in legal(s)


def test_virginie_burns_blood_for_bleed_during_her_bleed() -> None:
    s = table()
    v = ready(s, 0, "Virginie, Prodigy (G4)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {v}")
    to_stage(s, "C")
    do(s, f"use {v} 1", f"use {v} 1")
    finish_action(s)
    assert s.minions[v].blood == 2 and s.pool[1] == 27


# ------------------------------------------------------------------------ Victoria


def test_victoria_burns_the_edge_in_your_master_phase_for_2_pool_if_ready() -> None:
    s = table()
    ready(s, 0, "Victoria (G2)")
    s.edge = 0
    goto(s, "master")
    vic = s.ready[0][0]
    do(s, f"use {vic} 1")
    assert s.pool[0] == 32 and s.edge != 0
    s = table()
    vic = torpor(s, 0, "Victoria (G2)", blood=1)
    s.edge = 0
    goto(s, "master")
    assert f"use {vic} 1" not in legal(s)


# ------------------------------------------------------------------------ Midget


def test_midget_animal_retainers_lose_their_abilities_while_she_is_in_combat() -> None:
    assert crows_fight(PLAIN) == 3  # the hand strike and the crows
    assert crows_fight("Midget (G3)") == 4  # the hand strike only


def test_midget_only_animal_retainers() -> None:
    s = table()
    mid = ready(s, 0, "Midget (G3)")
    lenny = ready(s, 1, "Lenny Burkhead (G6)", blood=6)
    attach(s, lenny, "Raven Spy", counters=1)
    attach(s, lenny, "Mr. Winthrop", counters=1)
    assert static(s, lenny, "intercept") == 2
    goto(s, "minion")
    start_combat(s, Combat(mid, lenny))
    assert static(s, lenny, "intercept") == 1  # Mr. Winthrop is mortal, not an animal


# ------------------------------------------------------------------------ Abdelsobek


def test_abdelsobek_unlocks_a_vampire_you_control_as_a_1_stealth_action() -> None:
    s = table()
    ab = ready(s, 0, "Abdelsobek (G5)")
    v = ready(s, 0, PLAIN, locked=True)
    goto(s, "minion")
    do(s, f"use {ab} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    finish_action(s)
    assert not s.minions[v].locked and s.minions[ab].locked


# ------------------------------------------------------------------------ Hecate, Zygodat


def mill_after_bleed(name: str) -> tuple[int, int]:
    """``name`` bleeds seat 1 and burns the top of its library: (library cards burned, ash heap)."""
    s = table()
    v = ready(s, 0, name)
    before = len(s.library[1])
    goto(s, "minion")
    do(s, f"bleed {v}")
    pass_until(s, lambda st: "choose burn" in legal(st) or action(st) is None)
    do(s, "choose burn")
    return before - len(s.library[1]), len(s.ash[1])


def test_hecate_burns_the_top_card_of_the_bled_methuselahs_library() -> None:
    assert mill_after_bleed("Hecate (G5)") == (1, 1)


def test_zygodat_burns_the_top_two_cards_of_the_bled_methuselahs_library() -> None:
    assert mill_after_bleed("Zygodat (G4)") == (2, 2)


def test_hecate_not_after_a_hunt() -> None:
    s = table()
    v = ready(s, 0, "Hecate (G5)", blood=1)
    goto(s, "minion")
    do(s, f"hunt {v}")
    pass_until(s, lambda st: "choose burn" in legal(st) or action(st) is None)
    assert "choose burn" not in legal(s)


# ------------------------------------------------------------------------ La Viuda Blanca, Maris Streck


def test_la_viuda_blanca_draws_up_to_2_cards_as_a_1_stealth_action() -> None:
    s = table()
    v = ready(s, 0, "La Viuda Blanca (G6)")
    hand(s, 0, "Blur")
    goto(s, "minion")
    do(s, f"use {v} 1")
    assert "target draw-1" in legal(s) and "target draw-2" in legal(s)
    do(s, "target draw-2")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    finish_action(s)
    assert "Methuselah 1 draws 2 cards." in [line for _, line in s.log]
    assert len(s.hand[0]) == 7 and s.minions[v].locked


def test_maris_streck_burns_blood_for_a_blocking_minions_intercept() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    maris = ready(s, 1, "Maris Streck (G3)", blood=5, locked=True)
    blocker = ready(s, 1, "Aleph (G1)")
    goto(s, "minion")
    do(s, f"hunt {a}")
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    pass_until(s, lambda st: f"use {maris} 1" in legal(st))
    do(s, f"use {maris} 1")
    course = action(s)
    assert course is not None and course.intercept(s, blocker) == 1 and s.minions[maris].blood == 4


def test_maris_streck_rearranges_the_top_5_cards_as_a_1_stealth_action() -> None:
    s = table()
    maris = ready(s, 0, "Maris Streck (G3)")
    goto(s, "minion")
    do(s, f"use {maris} 2")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    pass_until(s, lambda st: any(m.startswith("order") for m in legal(st)) or action(st) is None)
    top = s.library[0][-5:]  # the top of the library is the end of its list
    wanted = top[::-1][1:] + top[::-1][:1]  # the top card goes to the fifth place
    moves = [m for m in legal(s) if m.startswith("order")]
    assert len(moves) == len({tuple(top[i] for i in p) for p in permutations(range(5))})
    do(s, "order " + "/".join(facts(c).slug for c in wanted))
    assert s.library[0][-5:] == wanted[::-1]


# ------------------------------------------------------------------------ Adisa, Lubomira Hradok


def test_adisa_enters_combat_with_an_ally_or_younger_vampire() -> None:
    s = table()
    adisa = ready(s, 0, "Adisa (G6)")
    younger = ready(s, 1, "Iris Bennett (G5)")  # capacity 1
    older = ready(s, 1, PLAIN)
    royals = ready(s, 1, "47th Street Royals")
    goto(s, "minion")
    do(s, f"use {adisa} 1")
    moves = legal(s)
    assert f"target {younger}" in moves and f"target {royals}" in moves and f"target {older}" not in moves


def test_adisa_does_not_unlock_as_normal_after_a_successful_hunt() -> None:
    s = table()
    adisa = ready(s, 0, "Adisa (G6)", blood=1)
    goto(s, "minion")
    do(s, f"hunt {adisa}")
    finish_action(s)
    assert s.minions[adisa].locked and s.minions[adisa].blood == 2
    goto(s, "unlock", 0, turn=s.turn + 4)
    assert s.minions[adisa].locked


def lubomira_after_bleeding(titled_target: bool) -> bool:
    s = table()
    lub = ready(s, 0, "Lubomira Hradok (G5)")
    ready(s, 1, PLAIN if titled_target else "Aleph (G1)", locked=True)
    goto(s, "minion")
    do(s, f"bleed {lub}")
    finish_action(s)
    goto(s, "unlock", 0, turn=s.turn + 4)
    return s.minions[lub].locked


def test_lubomira_hradok_does_not_unlock_after_bleeding_a_methuselah_with_a_ready_titled_vampire() -> None:
    assert lubomira_after_bleeding(titled_target=True)
    assert not lubomira_after_bleeding(titled_target=False)


# ------------------------------------------------------------------------ Owain Evans, Guillaume Giovanni


def test_owain_evans_moves_a_blood_to_a_vampire_of_the_methuselah_in_their_unlock_phase() -> None:
    s = table()
    owain = ready(s, 0, "Owain Evans, The Wanderer (G3)")
    theirs = ready(s, 1, PLAIN, blood=1)
    goto(s, "unlock", 1)
    pass_until(s, lambda st: f"use {owain} 1" in legal(st))
    do(s, f"use {owain} 1")
    assert s.minions[theirs].blood == 2
    assert f"use {owain} 1" not in legal(s)


def test_guillaume_giovanni_hand_size_per_location_and_stealth_to_recruit() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    g = ready(s, 0, "Guillaume Giovanni (G4)")
    in_play(s, 0, "Channel 10")
    in_play(s, 0, "Backways")
    assert hand_size(s, 0) == 9
    hand(s, 0, "Mr. Winthrop")
    goto(s, "minion")
    play(s, "mr-winthrop")
    course = action(s)
    assert course is not None and course.actor == g and course.stealth(s) == 2  # +1 employ, +1 his own


def test_guillaume_giovanni_no_stealth_on_other_actions() -> None:
    s = table()
    g = ready(s, 0, "Guillaume Giovanni (G4)")
    goto(s, "minion")
    do(s, f"hunt {g}")
    course = action(s)
    assert course is not None and course.stealth(s) == 1  # the hunt's own


# ------------------------------------------------------------------------ Babalawo Alafin, Solomon Batanea


def alafin_discards(*cards: str) -> VTESState:
    s = table()
    ready(s, 0, "Babalawo Alafin (G4)")
    hand(s, 0, *cards)
    goto(s, "unlock")
    alafin = s.ready[0][0]
    pass_until(s, lambda st: f"use {alafin} 1" in legal(st))
    do(s, f"use {alafin} 1")
    do(s, f"target {facts(cid(cards[0])).slug}", f"target {facts(cid(cards[1])).slug}")  # each card asked
    return s


def test_babalawo_alafin_two_same_cards_shrink_every_other_hand_until_their_unlock_phase() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = alafin_discards("Blur", "Blur", "Roundhouse")
    assert cid("Blur") in s.ash[0] and len(s.hand[0]) == 7
    assert hand_size(s, 0) == 7 and hand_size(s, 1) == 6 and hand_size(s, 2) == 6


def test_babalawo_alafin_two_different_cards_change_nothing() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = alafin_discards("Blur", "Roundhouse")
    assert cid("Blur") in s.ash[0] and cid("Roundhouse") in s.ash[0] and hand_size(s, 1) == 7


def test_solomon_batanea_spends_2_transfers_to_move_blood_to_the_preys_pool() -> None:
    s = table()
    sol = ready(s, 0, "Solomon Batanea (G4)")
    theirs = uncontrolled(s, 1, PLAIN, blood=3)
    goto(s, "influence", 0, turn=5)
    assert s.transfers == 4
    do(s, f"use {sol} 1")
    assert s.transfers == 2 and s.minions[theirs].blood == 2 and s.pool[1] == 31
    do(s, f"use {sol} 1")
    assert s.transfers == 0 and f"use {sol} 1" not in legal(s)


# ------------------------------------------------------------------------ Arika


def test_arika_the_prey_burns_1_pool_or_burns_each_location() -> None:
    s = table()
    arika = ready(s, 0, "Arika (G2)")
    assert bleed(s, arika) == 3
    ch10 = in_play(s, 1, "Channel 10")
    back = in_play(s, 1, "Backways")
    goto(s, "unlock", 1)
    pass_until(s, lambda st: "choose keep" in legal(st))
    assert s.to_move == 1
    do(s, "choose keep", "choose burn")
    assert s.pool[1] == 29 and ch10 in s.placed and back not in s.placed


def test_arika_not_while_in_torpor() -> None:
    s = table()
    torpor(s, 0, "Arika (G2)", blood=1)
    in_play(s, 1, "Channel 10")
    goto(s, "unlock", 1)
    assert "choose keep" not in legal(s)


# ------------------------------------------------------------------------ Marcus Vitel, Erlik


def test_marcus_vitel_burns_a_retainer_as_a_1_stealth_directed_action() -> None:
    s = table()
    marcus = ready(s, 0, "Marcus Vitel (G3)")
    lenny = ready(s, 1, "Lenny Burkhead (G6)")
    spy = attach(s, lenny, "Raven Spy", counters=1)
    goto(s, "minion")
    do(s, f"use {marcus} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.stealth(s) == 1
    finish_action(s)
    assert spy not in s.placed


def test_marcus_vitel_sabbat_vampires_you_control_bleed_more_against_a_ready_camarilla() -> None:
    s = table()
    ready(s, 0, "Marcus Vitel (G3)")
    sab = ready(s, 0, "Agatha (G2)")
    ready(s, 1, PLAIN, locked=True)  # a Camarilla vampire
    goto(s, "minion")
    do(s, f"bleed {sab}")
    finish_action(s)
    assert s.pool[1] == 28


def test_erlik_distributes_up_to_5_blood_to_uncontrolled_harbingers_as_he_enters_play() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    erlik = uncontrolled(s, 0, "Erlik (G3)", blood=10)
    h = uncontrolled(s, 0, "Alcoan (G6)", blood=0)  # a Harbinger of Skulls
    other = uncontrolled(s, 0, "Aaron Bathurst (G4)", blood=0)  # not one
    goto(s, "influence")
    do(s, f"bring {erlik}")
    assert f"choose {h}" in legal(s) and f"choose {other}" not in legal(s)
    do(s, f"choose {h}", f"choose {h}", "decline")
    assert s.minions[erlik].blood == 8 and s.minions[h].blood == 2
    assert bleed(s, erlik) == 2 and hand_size(s, 0) == 8


# ------------------------------------------------------------------------ Ghede, Anka


def test_ghede_enters_combat_and_serpentis_combat_cards_cost_him_1_less() -> None:
    s = table()
    ghede = ready(s, 0, "Ghede (G6)")
    o = ready(s, 1, PLAIN)
    goto(s, "minion")
    do(s, f"use {ghede} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    assert o in s.ready[1]
    beast, kiss = cid("Typhonic Beast"), cid("Serpent's Numbing Kiss")  # 1 blood; no blood
    assert extra_costs(s, Ctx("strike"), 0, ghede, beast, CARDS[beast].uses[0]) == (-1, 0)
    assert extra_costs(s, Ctx("strike"), 0, ghede, kiss, CARDS[kiss].uses[0]) == (0, 0)


def test_anka_enters_combat_with_a_lasombra_only() -> None:
    s = table()
    anka = ready(s, 0, "Anka, Priestess of Thorns (G2)")
    las = ready(s, 1, "Lucita (G2)")  # a Lasombra
    ready(s, 1, PLAIN)
    goto(s, "minion")
    do(s, f"use {anka} 1")  # the only one she may enter combat with: no choice asked
    course = action(s)
    assert course is not None and course.aplay is not None and course.aplay.targets == (las,)


# ------------------------------------------------------------------------ Anu Diptinatpa, Veejay Vinod, Montano


def test_anu_diptinatpa_burns_1_blood_for_the_acting_minions_bleed() -> None:
    s = table()
    anu = ready(s, 0, "Anu Diptinatpa (G6)", blood=3, locked=True)
    a = ready(s, 0, PLAIN)
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    do(s, f"use {anu} 1")
    finish_action(s)
    assert s.minions[anu].blood == 2 and s.pool[1] == 28


def test_veejay_vinod_burns_2_blood_for_1_stealth_on_his_own_action() -> None:
    s = table()
    vj = ready(s, 0, "Veejay Vinod (G6)", blood=3)
    ready(s, 1, "Aleph (G1)")  # a blocker with 0 intercept: stealth needed only if it tries
    goto(s, "minion")
    do(s, f"hunt {vj}")
    course = action(s)
    assert course is not None
    course.stealth_bonus -= 1  # no stealth: +1 would be needed once a block is attempted
    blocker = s.ready[1][0]
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    pass_until(s, lambda st: f"use {vj} 1" in legal(st))
    do(s, f"use {vj} 1")
    assert s.minions[vj].blood == 1 and course.stealth(s) == 1


def test_montano_gives_a_minion_you_control_1_stealth_and_obtenebration_costs_him_less() -> None:
    s = table()
    montano = ready(s, 0, "Montano (G3)", locked=True)
    a = ready(s, 0, PLAIN)
    ready(s, 1, "Aleph (G1)")
    assert bleed(s, montano) == 2
    goto(s, "minion")
    do(s, f"bleed {a}")
    blocker = s.ready[1][0]
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    course = action(s)
    assert course is not None
    course.add_intercept(blocker, 1)
    pass_until(s, lambda st: f"use {montano} 1" in legal(st))
    do(s, f"use {montano} 1")
    assert s.minions[montano].blood == 10 and course.stealth(s) == 1


# ------------------------------------------------------------------------ Freddy Gage, Donald Cargill, Spleen


def test_freddy_gage_titled_vampires_get_1_bleed_against_you() -> None:
    s = table()
    ready(s, 1, "Freddy Gage (G5)")
    titled_v = ready(s, 0, PLAIN)  # a prince
    goto(s, "minion")
    do(s, f"bleed {titled_v}")
    finish_action(s)
    assert s.pool[1] == 28
    s = table()
    ready(s, 1, "Freddy Gage (G5)")
    untitled = ready(s, 0, "Aleph (G1)")
    goto(s, "minion")
    do(s, f"bleed {untitled}")
    finish_action(s)
    assert s.pool[1] == 29


def test_donald_cargill_burns_1_blood_after_a_referendum_called_by_your_predator_passes() -> None:
    from tests.games.vtes.test_cards_political import call

    s = table()
    donald = ready(s, 1, "Donald Cargill (G5)", blood=1)
    caller = ready(s, 0, PLAIN)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, f"vote {caller} for")
    do(s, f"vote {caller} for")
    finish_action(s)
    assert s.minions[donald].blood == 0


def test_spleen_burns_1_blood_when_blocked_by_an_older_vampire() -> None:
    s = table()
    spleen = ready(s, 0, "Spleen, Georgio Gutterpunk (G2)", blood=2)
    older = ready(s, 1, PLAIN)
    goto(s, "minion")
    do(s, f"bleed {spleen}")
    until_legal(s, f"block {older}")
    do(s, f"block {older}")
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None or st.minions[spleen].blood < 2)
    assert s.minions[spleen].blood == 1


# ------------------------------------------------------------------------ Onaedo, Edward Neally


def onaedo_diablerie_stealth(otieno: bool) -> int:
    s = table()
    onaedo = ready(s, 0, "Onaedo (G4)")
    victim = torpor(s, 1, "Aleph (G1)", blood=1)
    if otieno:
        ready(s, 2, "Otieno (G4)")
    goto(s, "minion")
    do(s, f"diablerize {onaedo} {victim}")
    course = action(s)
    assert course is not None and course.kind_ == "diablerize"
    return course.stealth(s)


def test_onaedo_gets_1_stealth_during_diablerie_actions_while_otieno_is_ready() -> None:
    assert onaedo_diablerie_stealth(otieno=True) == onaedo_diablerie_stealth(otieno=False) + 1


def test_edward_neally_looks_at_your_preys_hand_as_a_directed_action() -> None:
    s = table()
    ed = ready(s, 0, "Edward Neally (G3)")
    hand(s, 1, "Blur", "Roundhouse")
    goto(s, "minion")
    do(s, f"use {ed} 2")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.stealth(s) == 1
    finish_action(s)
    assert s.known[0][1] == (cid("Blur"), cid("Roundhouse")) and s.minions[ed].blood == 6


def test_edward_neally_uses_a_master_phase_action_for_1_hand_size_this_turn() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    ed = ready(s, 0, "Edward Neally (G3)")
    goto(s, "master")
    do(s, f"use {ed} 1")
    assert hand_size(s, 0) == 8 and s.phase_actions == 0


# ------------------------------------------------------------------------ Andrew Stuart


def andrew_plays_theft_of_vitae(top: str) -> tuple[int, int, bool]:
    """Andrew Stuart strikes with Theft of Vitae, the top of his library being ``top``: (the opposing
    vampire's blood, Andrew's, whether the card was canceled)."""
    s = table()
    andrew = ready(s, 0, "Andrew Stuart (G4)", blood=4)
    o = ready(s, 1, PLAIN, blood=4)
    hand(s, 0, "Theft of Vitae")
    s.library[0].append(cid(top))  # the top of the library is the end of its list
    goto(s, "minion")
    start_combat(s, Combat(andrew, o))
    s.settle()
    pass_until(s, lambda st: "play theft-of-vitae" in legal(st))
    play(s, "theft-of-vitae", "mode basic")
    cancelled = any("is canceled" in line for _, line in s.log)
    pass_until(s, lambda st: current_combat(st) is None)
    return s.minions[o].blood, s.minions[andrew].blood, cancelled


def test_andrew_stuart_a_blood_sorcery_card_is_canceled_if_the_top_card_requires_it_too() -> None:
    o_blood, andrew_blood, cancelled = andrew_plays_theft_of_vitae("Walk of Flame")
    assert cancelled and andrew_blood == 2  # 1 blood burned, 1 from the opposing hand strike
    assert o_blood == 3  # nothing stolen: his hand strike instead


def test_andrew_stuart_plays_it_if_the_top_card_does_not_require_blood_sorcery() -> None:
    o_blood, andrew_blood, cancelled = andrew_plays_theft_of_vitae("Blur")
    assert not cancelled and o_blood == 3 and andrew_blood == 4  # 1 stolen, 1 from the hand strike


# ------------------------------------------------------------------------ the archive's further vampires


def started_combat(a_name: str, b_name: str, a_blood: int = 5, b_blood: int = 5) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, a_name, blood=a_blood)
    b = ready(s, 1, b_name, blood=b_blood)
    goto(s, "minion")
    start_combat(s, Combat(a, b))
    return s, a, b


def test_charles_delmare_gets_1_optional_press_each_combat() -> None:
    s, charles, _o = started_combat("Charles Delmare (G5)", PLAIN)
    c = current_combat(s)
    assert c is not None and c.has(charles, "press")


def test_ludmijla_rakoczy_animalism_cards_cost_her_1_less_blood() -> None:
    s = table()
    lud = ready(s, 0, "Ludmijla Rakoczy (G5)")
    card = cid("Raven Spy")  # a retainer requiring Animalism, 1 blood
    assert extra_costs(s, Ctx("minion"), 0, lud, card, CARDS[card].uses[0]) == (-1, 0)


def test_inyanga_allies_requiring_a_gangrel_cost_her_less_and_1_intercept() -> None:
    from tabletome.games.vtes.model import facts as f

    s = table()
    iny = ready(s, 0, "Inyanga (G4)")
    assert static(s, iny, "intercept") == 1
    gangrel_ally = next(c for c in CARDS if f(c).is_type("Ally") and "Gangrel" in f(c).clans and f(c).pool_cost)
    other_ally = cid("47th Street Royals")  # requires a Brujah
    assert extra_costs(s, Ctx("minion"), 0, iny, gangrel_ally, CARDS[gangrel_ally].uses[0]) == (0, -1)
    assert extra_costs(s, Ctx("minion"), 0, iny, other_ally, CARDS[other_ally].uses[0]) == (0, 0)


def test_apolonia_czarnecki_steals_1_blood_from_a_younger_vampire_as_a_directed_action() -> None:
    s = table()
    ap = ready(s, 0, "Apolonia Czarnecki (G5)", blood=3)
    young = ready(s, 1, "Iris Bennett (G5)", blood=1)
    ready(s, 1, PLAIN)  # older: no target
    goto(s, "minion")
    do(s, f"use {ap} 1")
    course = action(s)
    assert course is not None and course.directed and course.aplay is not None and course.aplay.targets == (young,)
    finish_action(s)
    assert s.minions[young].blood == 0 and s.minions[ap].blood == 4


def test_francisco_domingo_de_polonia_burns_1_blood_for_1_bleed_once_each_turn() -> None:
    s = table()
    fr = ready(s, 0, "Francisco Domingo de Polonia (G2)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {fr}")
    to_stage(s, "C")
    do(s, f"use {fr} 1")
    assert f"use {fr} 1" not in legal(s)
    finish_action(s)
    assert s.minions[fr].blood == 3 and s.pool[1] == 28


def test_wise_frog_strikes_first_against_a_younger_vampire_only() -> None:
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    s, frog, _young = started_combat("Wise Frog (G6)", "Iris Bennett (G5)", b_blood=1)
    c = current_combat(s)
    assert c is not None and all(st.first for st in intrinsic_strikes(s, c, frog) if st.kind == "hand")
    s, frog, _older = started_combat("Wise Frog (G6)", PLAIN)
    c = current_combat(s)
    assert c is not None and not any(st.first for st in intrinsic_strikes(s, c, frog))


def test_basil_older_vampires_get_1_strength_in_combat_with_him() -> None:
    s, basil, older = started_combat("Basil (G2)", PLAIN, a_blood=1)
    c = current_combat(s)
    assert c is not None and c.strength(s, older) == 2 and c.strength(s, basil) == 1
    s, basil, young = started_combat("Basil (G2)", "Iris Bennett (G5)", a_blood=1, b_blood=1)
    c = current_combat(s)
    assert c is not None and c.strength(s, young) == 1


def test_jean_lisle_burns_1_blood_for_aggravated_hand_strikes_this_round() -> None:
    s, jean, _o = started_combat("Jean Lisle (G6)", PLAIN)
    s.settle()
    pass_until(s, lambda st: f"use {jean} 1" in legal(st))
    do(s, f"use {jean} 1")
    c = current_combat(s)
    assert c is not None and c.has(jean, "agg-hand") and s.minions[jean].blood == 4
    assert f"use {jean} 1" not in legal(s)


def test_joseph_ogrady_burns_1_blood_for_1_vote() -> None:
    from tabletome.games.vtes.politics import current_referendum
    from tests.games.vtes.test_cards_political import call

    s = table()
    joseph = ready(s, 0, "Joseph O'Grady (G3)", blood=4)
    assert strength(s, joseph) == 2
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: f"use {joseph} 1" in legal(st))
    do(s, f"use {joseph} 1", "target for")
    ref = current_referendum(s)
    assert ref is not None and s.minions[joseph].blood == 3
    assert f"use {joseph} 1" not in legal(s)


def test_kazimir_savostin_gets_1_optional_press_when_he_blocks() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)
    kaz = ready(s, 1, "Kazimir Savostin (G3)")
    hand(s, 1, "Roundhouse")  # a window in combat
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {kaz}")
    do(s, f"block {kaz}")
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
    c = current_combat(s)
    assert c is not None and c.has(kaz, "press")


def test_anastasz_di_zagreb_one_vote_fewer_with_another_justicar_ready() -> None:
    from tabletome.games.vtes.stats import votes

    s = table()
    an = ready(s, 0, "Anastasz di Zagreb (G3)")
    assert votes(s, an) == 3
    ready(s, 1, "Anneke (G1)")  # Toreador Justicar
    assert votes(s, an) == 2


def test_katherine_stoddard_discards_an_auspex_card_once_each_turn() -> None:
    s = table()
    kat = ready(s, 0, "Katherine Stoddard (G3)")
    hand(s, 0, "Eagle's Sight", "Blur")
    goto(s, "master")
    do(s, f"use {kat} 1", "target eagle-s-sight")
    assert cid("Eagle's Sight") in s.ash[0] and len(s.hand[0]) == 7
    assert f"use {kat} 1" not in legal(s)


def test_roderick_phillips_march_your_minions_get_1_stealth_on_equip_actions() -> None:
    s = table()
    ready(s, 0, "Roderick Phillips March (G4)")
    a = ready(s, 0, PLAIN)
    hand(s, 0, ".44 Magnum")
    goto(s, "minion")
    play(s, "44-magnum", f"by {a}")
    course = action(s)
    assert course is not None and course.actor == a and course.stealth(s) == 2


def test_baroque_enters_combat_with_a_younger_vampire_not_giovanni_nor_nosferatu() -> None:
    s = table()
    bq = ready(s, 0, "Baroque (G5)")
    young = ready(s, 1, "Iris Bennett (G5)")
    ready(s, 1, PLAIN)  # older
    goto(s, "minion")
    do(s, f"use {bq} 1")
    course = action(s)
    assert course is not None and course.aplay is not None and course.aplay.targets == (young,)


def test_constanza_vinti_bleeds_for_2_more_against_a_ready_ventrue() -> None:
    s = table()
    co = ready(s, 0, "Constanza Vinti (G2)")
    ready(s, 1, PLAIN, locked=True)  # a Ventrue
    goto(s, "minion")
    do(s, f"bleed {co}")
    finish_action(s)
    assert s.pool[1] == 27


def test_hafsa_camarilla_vampires_must_burn_1_blood_to_block_her() -> None:
    s = table()
    hafsa = ready(s, 0, "Hafsa, The Watcher (G5)")
    cam = ready(s, 1, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {hafsa}")
    until_legal(s, f"block {cam}")
    do(s, f"block {cam}")
    assert s.minions[cam].blood == 2


def test_hafsa_banu_haqim_get_1_bleed_against_you() -> None:
    from tabletome.games.vtes.model import facts as f
    from tabletome.games.vtes.stats import is_vampire

    s = table()
    ready(s, 1, "Hafsa, The Watcher (G5)")
    assassin_name = next(
        f(c.id).name
        for c in __import__("tabletome.games.vtes.cards", fromlist=["load_cards"]).load_cards()
        if f(c.id).crypt
        and f(c.id).clans == ("Banu Haqim",)
        and not f(c.id).text.count(":") > 1
        and f(c.id).title is None
    )
    a = ready(s, 0, assassin_name)
    assert is_vampire(s, a)
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 28


def test_nik_brujah_get_1_intercept_against_him() -> None:
    s = table()
    nik = ready(s, 0, "Nik (G1)")
    brujah = ready(s, 1, "Brandon Grime (G6)")
    goto(s, "minion")
    do(s, f"bleed {nik}")
    course = action(s)
    assert course is not None and course.intercept(s, brujah) == 1


def test_angela_decker_burned_in_combat_burns_2_pool() -> None:
    from tabletome.games.vtes import ops

    s, angela, _o = started_combat("Angela Decker (G2)", PLAIN, a_blood=1)
    ops.burn(s, angela)  # burned during the combat
    assert angela not in s.minions and s.pool[0] == 28
    s = table()
    angela = ready(s, 0, "Angela Decker (G2)")
    ops.burn(s, angela)  # out of combat: nothing
    assert s.pool[0] == 30


def test_don_michael_cannot_end_combat_and_gets_strength_after_the_first_round() -> None:
    s, mike, _o = started_combat("Don Michael Antonio Giovanni (G4)", PLAIN)
    c = current_combat(s)
    assert c is not None and c.has(mike, "no-combat-ends") and c.strength(s, mike) == 1
    c.round = 2
    from tabletome.games.vtes import ops

    ops.fire(s, "round-start", {"combat": c})
    assert c.strength(s, mike) == 2


def test_qawiyya_burns_2_blood_to_unlock_in_your_minion_phase() -> None:
    s = table()
    q = ready(s, 0, "Qawiyya el-Ghaduba (G5)", blood=4, locked=True)
    assert strength(s, q) == 3
    goto(s, "minion")
    do(s, f"use {q} 1")
    assert not s.minions[q].locked and s.minions[q].blood == 2


def test_nakhthorheb_unlocks_in_your_minion_phase_once() -> None:
    s = table()
    n = ready(s, 0, "Nakhthorheb (G4)", locked=True)
    goto(s, "minion")
    do(s, f"use {n} 1")
    assert not s.minions[n].locked and strength(s, n) == 2


def test_alabastrom_unlocks_another_ready_gargoyle_you_control() -> None:
    from tabletome.games.vtes.model import facts as f

    s = table()
    ala = ready(s, 0, "Alabástrom (G6)")
    garg = next(
        c.id
        for c in __import__("tabletome.games.vtes.cards", fromlist=["x"]).load_cards()
        if f(c.id).crypt and f(c.id).clans == ("Gargoyle",) and f(c.id).name != "Alabástrom (G6)"
    )
    g = ready(s, 0, f(garg).name, locked=True)
    goto(s, "master")
    do(s, f"use {ala} 1")
    assert not s.minions[g].locked


def test_le_dinh_tho_looks_at_a_hand_and_discards_from_it_as_a_directed_action() -> None:
    s = table()
    tho = ready(s, 0, "Le Dinh Tho (G2)")
    hand(s, 2, "Blur", "Roundhouse")
    goto(s, "minion")
    do(s, f"use {tho} 1", "target p3")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 2 and course.stealth(s) == 1
    pass_until(s, lambda st: "choose blur" in legal(st) or action(st) is None)
    do(s, "choose blur")
    assert cid("Blur") in s.ash[2] and cid("Roundhouse") in s.hand[2] and len(s.hand[2]) == 7


def test_edward_vignes_burns_a_dominate_card_to_make_an_action_at_him_fail() -> None:
    s = table()
    a = ready(s, 0, "Apolonia Czarnecki (G5)", blood=3)
    ed = ready(s, 1, "Edward Vignes (G3)", blood=4)  # younger? no: 6 against 7
    hand(s, 1, "Govern the Unaligned")
    s.minions[a] = s.minions[a]
    goto(s, "minion")
    do(s, f"use {a} 1")
    pass_until(s, lambda st: f"use {ed} 1" in legal(st) or action(st) is None)
    do(s, f"use {ed} 1", "target govern-the-unaligned")
    assert cid("Govern the Unaligned") in s.ash[1]
    finish_action(s)
    assert s.minions[ed].blood == 4


def test_antoinette_duchamp_celerity_action_and_strike_cards_cost_her_1_more_blood() -> None:
    s = table()
    ant = ready(s, 0, "Antoinette DuChamp (G2)")
    blur = cid("Blur")  # a combat card, no strike
    assert extra_costs(s, Ctx("minion"), 0, ant, blur, CARDS[blur].uses[0]) == (0, 0)
    card = next(c for c in CARDS if ("cel", 1) in facts(c).disciplines and CARDS[c].uses[0].as_ == "action")
    assert extra_costs(s, Ctx("minion"), 0, ant, card, CARDS[card].uses[0]) == (1, 0)


def test_donal_oconnor_a_vampire_blocking_him_burns_1_blood() -> None:
    s = table()
    d = ready(s, 0, "Dónal O'Connor (G2)")
    b = ready(s, 1, PLAIN, blood=3)
    hand(s, 1, "Roundhouse")
    goto(s, "minion")
    do(s, f"bleed {d}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
    assert s.minions[b].blood == 2


def test_ranjan_rishi_bleeds_for_1_more_against_a_ready_brujah() -> None:
    s = table()
    r = ready(s, 0, "Ranjan Rishi, Camarilla Scholar (G2)")
    ready(s, 1, "Brandon Grime (G6)", locked=True)
    goto(s, "minion")
    do(s, f"bleed {r}")
    finish_action(s)
    assert s.pool[1] == 28


def test_anton_de_concepcion_gets_a_maneuver_in_the_first_round() -> None:
    s, anton, _o = started_combat("Antón de Concepción (G4)", PLAIN)
    c = current_combat(s)
    assert c is not None and c.has(anton, "maneuver")


def test_little_tailor_of_prague_tzimisce_or_vicissitude_allies_and_retainers_cost_less() -> None:
    s = table()
    t = ready(s, 0, "Little Tailor of Prague (G2)")
    assert bleed(s, t) == 2
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.hooks import Use

    for want in ("vic", "Tzimisce"):
        card = next(
            c.id
            for c in load_cards()
            if (facts(c.id).is_type("Retainer") or facts(c.id).is_type("Ally"))
            and (facts(c.id).blood_cost or facts(c.id).pool_cost)
            and (want in facts(c.id).clans or (want, 1) in facts(c.id).disciplines)
        )
        f = facts(card)
        expect = (-1, 0) if f.blood_cost else (0, -1)
        use = Use("retainer" if f.is_type("Retainer") else "ally")
        assert extra_costs(s, Ctx("minion"), 0, t, card, use) == expect, f.name
    spy = cid("Raven Spy")  # Animalism: not for him
    assert extra_costs(s, Ctx("minion"), 0, t, spy, CARDS[spy].uses[0]) == (0, 0)


def test_khalil_ravana_gets_1_stealth_during_diablerie() -> None:
    s = table()
    k = ready(s, 0, "Khalil Ravana (G2)")
    victim = torpor(s, 1, "Aleph (G1)", blood=1)
    goto(s, "minion")
    do(s, f"diablerize {k} {victim}")
    assert static(s, k, "stealth") == 1


def test_eddie_gaines_does_not_unlock_after_a_successful_hunt() -> None:
    s = table()
    e = ready(s, 0, "Eddie Gaines (G3)", blood=0)
    goto(s, "minion")
    do(s, f"hunt {e}")
    finish_action(s)
    goto(s, "unlock", 0, turn=s.turn + 4)
    assert s.minions[e].locked


def test_mitchell_rescuing_him_costs_1_more_blood() -> None:
    s = table()
    r = ready(s, 0, PLAIN, blood=4)
    m = torpor(s, 0, "Mitchell, The Headhunter (G2)", blood=0)
    goto(s, "minion")
    assert f"rescue {r} {m} 3" in legal(s) and f"rescue {r} {m} 2" not in legal(s)


def test_lord_leopold_valdemar_steals_2_blood_as_a_ranged_strike() -> None:
    s, _lv, o = started_combat("Lord Leopold Valdemar (G5)", PLAIN, b_blood=4)
    s.settle()
    pass_until(s, lambda st: st.to_move == 0 and any(m.startswith("strike") for m in legal(st)))
    do(s, "strike steal 2 blood (ranged)")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[o].blood == 2


def test_mambo_jeanne_opposing_minions_take_2_environmental_damage_at_close_range() -> None:
    s, mj, o = started_combat("Mambo Jeanne (G6)", PLAIN, a_blood=6, b_blood=5)
    assert bleed(s, mj) == 2
    s.settle()
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[o].blood == 2  # Jeanne's hand strike and 2 environmental damage


def test_pherydima_burns_a_pool_to_unlock_in_your_discard_phase() -> None:
    s = table()
    p = ready(s, 0, "Pherydima (G4)", locked=True)
    goto(s, "discard")
    pass_until(s, lambda st: f"use {p} 1" in legal(st))
    do(s, f"use {p} 1")
    assert not s.minions[p].locked and s.pool[0] == 29


def test_idalia_unlocks_at_the_next_discard_phase_after_a_successful_equip() -> None:
    s = table()
    i = ready(s, 0, "Idalia, Prophet of Guadalajara (G2)")
    hand(s, 0, ".44 Magnum")
    goto(s, "minion")
    play(s, "44-magnum", f"by {i}")
    finish_action(s)
    assert s.minions[i].locked
    pass_until(s, lambda st: st.phase == DISCARD or not st.minions[i].locked)
    pass_until(s, lambda st: not st.minions[i].locked or st.current != 0)
    assert not s.minions[i].locked


def test_xipe_totec_steals_a_retainer_as_a_directed_action_costing_1_blood() -> None:
    s = table()
    x = ready(s, 0, "Xipe Totec (G5)", blood=5)
    lenny = ready(s, 1, "Lenny Burkhead (G6)")
    spy = attach(s, lenny, "Raven Spy", counters=1)
    goto(s, "minion")
    do(s, f"use {x} 1")
    if f"target {spy}" in legal(s):
        do(s, f"target {spy}")
    finish_action(s)
    assert s.placed[spy].controller == 0 and s.minions[x].blood == 4 and strength(s, x) == 2


def test_osric_vladislav_burns_a_location_you_control_for_1_stealth() -> None:
    s = table()
    o = ready(s, 0, "Osric Vladislav (G5)")
    ch10 = in_play(s, 0, "Channel 10")
    b = ready(s, 1, "Aleph (G1)")
    goto(s, "minion")
    do(s, f"bleed {o}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    course = action(s)
    assert course is not None
    course.add_intercept(b, 1)
    pass_until(s, lambda st: f"use {o} 1" in legal(st))
    do(s, f"use {o} 1")
    assert ch10 not in s.placed and course.stealth(s) == 1


def test_conrad_adoula_reactions_cost_younger_vampires_1_more_while_he_acts() -> None:
    s = table()
    conrad = ready(s, 0, "Conrad Adoula (G4)")
    young = ready(s, 1, "Iris Bennett (G5)")
    older = ready(s, 1, "Lucian, the Perfect (G4)")
    goto(s, "minion")
    do(s, f"bleed {conrad}")
    sight = cid("Eagle's Sight")
    use = CARDS[sight].uses[0]
    assert extra_costs(s, Ctx("A", action(s)), 1, young, sight, use) == (1, 0)
    assert extra_costs(s, Ctx("A", action(s)), 1, older, sight, use) == (0, 0)


def test_rurik_rakoczy_press_each_combat_and_bleed_while_ludmijla_is_ready() -> None:
    s, rurik, _o = started_combat("Rurik Rakoczy (G5)", PLAIN)
    c = current_combat(s)
    assert c is not None and c.has(rurik, "press") and bleed(s, rurik) == 1
    ready(s, 2, "Ludmijla Rakoczy (G5)")
    assert bleed(s, rurik) == 2


def test_sebastien_goulet_allies_and_retainers_cost_less_and_blood_for_bleed() -> None:
    s = table()
    seb = ready(s, 0, "Sébastien Goulet (G3)", blood=4)
    spy = cid("Raven Spy")
    assert extra_costs(s, Ctx("minion"), 0, seb, spy, CARDS[spy].uses[0]) == (-1, 0)
    goto(s, "minion")
    do(s, f"bleed {seb}")
    to_stage(s, "C")
    do(s, f"use {seb} 1")
    assert f"use {seb} 1" not in legal(s)
    finish_action(s)
    assert s.pool[1] == 28


def test_nangila_were_enters_combat_and_hand_size_while_ready() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    n = ready(s, 0, "Nangila Were (G4)")
    ready(s, 1, PLAIN)
    assert hand_size(s, 0) == 8
    goto(s, "minion")
    do(s, f"use {n} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1


def test_eugene_can_strike_dodge_once_each_combat() -> None:
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    s, eugene, _o = started_combat("Eugene (G4)", PLAIN)
    c = current_combat(s)
    assert c is not None and any(st.kind == "dodge" for st in intrinsic_strikes(s, c, eugene))


def test_gillespi_giovanni_bleeds_for_1_more_against_a_ready_camarilla_vampire() -> None:
    s = table()
    g = ready(s, 0, "Gillespi Giovanni (G2)")
    ready(s, 1, PLAIN, locked=True)
    goto(s, "minion")
    do(s, f"bleed {g}")
    finish_action(s)
    assert s.pool[1] == 28


def test_angelique_necromancy_cards_cost_your_harbingers_1_less_blood_while_ready() -> None:
    s = table()
    ready(s, 0, "Angelique (G6)")
    h = ready(s, 0, "Alcoan (G6)")  # a Harbinger of Skulls
    other = ready(s, 0, PLAIN)
    card = next(c for c in CARDS if ("nec", 1) in facts(c).disciplines and facts(c).blood_cost)
    use = CARDS[card].uses[0]
    assert extra_costs(s, Ctx("minion"), 0, h, card, use)[0] == -1
    assert extra_costs(s, Ctx("minion"), 0, other, card, use)[0] == 0


def test_lambach_burns_1_blood_for_aggravated_hand_strikes_once_each_combat() -> None:
    s, lam, _o = started_combat("Lambach (G2)", PLAIN)
    s.settle()
    pass_until(s, lambda st: f"use {lam} 1" in legal(st))
    do(s, f"use {lam} 1")
    c = current_combat(s)
    assert c is not None and c.has(lam, "agg-hand") and s.minions[lam].blood == 4 and strength(s, lam) == 2


def test_lisa_noble_gets_minus_1_strength_in_the_first_round() -> None:
    s, lisa, _o = started_combat("Lisa Noble (G3)", PLAIN, a_blood=1)
    c = current_combat(s)
    assert c is not None and c.strength(s, lisa) == 0


def test_luc_gives_3_hand_size_until_your_next_unlock_phase_as_an_action() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    luc = ready(s, 0, "Luc (G4)")
    goto(s, "minion")
    do(s, f"use {luc} 1")
    finish_action(s)
    assert hand_size(s, 0) == 10


def test_antonio_delgado_unlocks_at_the_discard_phase_after_his_referendum_passes() -> None:
    from tests.games.vtes.test_cards_political import call

    s = table()
    an = ready(s, 0, "Antonio Delgado (G2)")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, f"vote {an} for")
    do(s, f"vote {an} for")
    finish_action(s)
    assert s.minions[an].locked
    pass_until(s, lambda st: not st.minions[an].locked or st.current != 0)
    assert not s.minions[an].locked


def test_maldavis_a_primogen_of_another_methuselah_burns_1_blood_from_him() -> None:
    s = table()
    mal = ready(s, 0, "Maldavis (G3)", blood=4)
    prim = ready(s, 1, "Anvil (G1)")  # a primogen
    goto(s, "minion", 1)
    do(s, f"use {mal} 1")
    course = action(s)
    assert course is not None and course.actor == prim and course.directed and course.target_seat == 0
    finish_action(s)
    assert s.minions[mal].blood == 3


def test_lady_vadislava_burns_1_blood_for_aggravated_hand_strikes_each_round() -> None:
    s, lv, _o = started_combat("Lady Vadislava (G5)", PLAIN)
    s.settle()
    pass_until(s, lambda st: f"use {lv} 1" in legal(st))
    do(s, f"use {lv} 1")
    c = current_combat(s)
    assert c is not None and c.has(lv, "agg-hand") and f"use {lv} 1" not in legal(s)


def test_gustaphe_brunnelle_enters_combat_with_a_minion_of_your_predator_or_prey() -> None:
    s = table()
    g = ready(s, 0, "Gustaphe Brunnelle (G4)")
    prey = ready(s, s.prey(0), PLAIN)
    across = ready(s, 2, "Aleph (G1)")
    goto(s, "minion")
    do(s, f"use {g} 1")
    moves = legal(s)
    assert f"target {across}" not in moves
    course = action(s)
    assert f"target {prey}" in moves or (course is not None and course.target_seat == s.prey(0))


def test_abiku_gets_1_stealth_when_hunting() -> None:
    s = table()
    a = ready(s, 0, "Abiku (G4)", blood=1)
    goto(s, "minion")
    do(s, f"hunt {a}")
    course = action(s)
    assert course is not None and course.stealth(s) == 2


def test_dr_julius_sutphen_younger_vampires_burn_1_blood_to_block_him() -> None:
    s = table()
    j = ready(s, 0, "Dr. Julius Sutphen (G3)")
    young = ready(s, 1, "Iris Bennett (G5)", blood=1)
    goto(s, "minion")
    do(s, f"bleed {j}")
    until_legal(s, f"block {young}")
    do(s, f"block {young}")
    assert s.minions[young].blood == 0


def test_sarah_brando_minus_1_stealth_against_a_methuselah_with_a_ready_bishop() -> None:
    s = table()
    sarah = ready(s, 0, "Sarah Brando (G2)")
    ready(s, 1, "Pherydima (G4)", locked=True)  # a bishop
    goto(s, "minion")
    do(s, f"bleed {sarah}")
    assert static(s, sarah, "stealth") == -1


def test_sajid_al_misbah_cannot_block_older_vampires() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    sajid = ready(s, 1, "Sajid al Misbah (G5)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {sajid}" not in legal(s)


def test_bela_cannot_perform_political_actions() -> None:
    s = table()
    bela = ready(s, 0, "Bela (G5)")
    hand(s, 0, "Kine Resources Contested")
    assert static(s, bela, "stealth") == -1
    goto(s, "minion")
    assert "play kine-resources-contested" not in legal(s)


def test_luca_italicus_strikes_2r_after_the_first_round() -> None:
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    s, luca, _o = started_combat("Luca Italicus (G4)", PLAIN)
    c = current_combat(s)
    assert c is not None and not any(st.name == "2R damage" for st in intrinsic_strikes(s, c, luca))
    c.round = 2
    assert any(st.name == "2R damage" for st in intrinsic_strikes(s, c, luca))


def test_lepuisette_bleeds_for_1_more_against_a_ready_toreador() -> None:
    s = table()
    e = ready(s, 0, "L'Épuisette (G4)")
    ready(s, 1, "Anneke (G1)", locked=True)  # a Toreador
    goto(s, "minion")
    do(s, f"bleed {e}")
    finish_action(s)
    assert s.pool[1] == 28


def test_adonai_enters_combat_with_a_camarilla_vampire_and_strength_against_tremere() -> None:
    s = table()
    ad = ready(s, 0, "Adonai (G2)")
    cam = ready(s, 1, "Aisling Sturbridge (G2)")  # a Camarilla Tremere
    ready(s, 1, "Agatha (G2)")  # Sabbat: not a target
    assert bleed(s, ad) == 2
    goto(s, "minion")
    do(s, f"use {ad} 1")
    course = action(s)
    assert course is not None and course.aplay is not None and course.aplay.targets == (cam,)
    s.stack.append(Combat(ad, cam))
    assert strength(s, ad) == 2


def test_navar_mcclaren_cannot_block_older_vampires() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    navar = ready(s, 1, "Navar McClaren (G1)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {navar}" not in legal(s)


def test_verrix_gets_1_stealth_when_bleeding() -> None:
    s = table()
    v = ready(s, 0, "Verrix, Naughty Boy (G6)")
    goto(s, "minion")
    do(s, f"bleed {v}")
    course = action(s)
    assert course is not None and course.stealth(s) == 1


def test_dorka_enters_combat_with_a_minion_of_your_predator_or_prey() -> None:
    s = table()
    d = ready(s, 0, "Dorka (G6)")
    prey = ready(s, s.prey(0), PLAIN)
    ready(s, 2, "Aleph (G1)")
    goto(s, "minion")
    do(s, f"use {d} 1")
    course = action(s)  # the only minion of the predator or prey: no choice asked
    assert course is not None and course.aplay is not None and course.aplay.targets == (prey,)


def test_nikolaus_vermeulen_moves_1_blood_to_an_uncontrolled_nosferatu() -> None:
    s = table()
    nik = ready(s, 0, "Nikolaus Vermeulen (G2)", blood=4)
    nos = uncontrolled(s, 0, "Harrod (G2)", blood=0)  # a Nosferatu
    goto(s, "unlock")
    pass_until(s, lambda st: f"use {nik} 1" in legal(st))
    do(s, f"use {nik} 1")
    assert s.minions[nik].blood == 3 and s.minions[nos].blood == 1


def test_agnieszka_burns_1_blood_to_strike_combat_ends() -> None:
    s, ag, _o = started_combat("Agnieszka, Tempter of Legions (G6)", PLAIN)
    s.settle()
    pass_until(s, lambda st: st.to_move == 0 and any(m.startswith("strike") for m in legal(st)))
    do(s, "strike combat ends, burning 1 blood")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[ag].blood == 4 and bleed(s, ag) == 2


def test_drozodny_moves_a_political_action_card_from_your_ash_heap_to_hand() -> None:
    s = table()
    dr = ready(s, 0, "Drozodny (G5)")
    s.ash[0].extend([cid("Kine Resources Contested"), cid("Blur")])
    goto(s, "minion")
    do(s, f"use {dr} 1")
    pass_until(s, lambda st: any(m.startswith("choose") for m in legal(st)) or action(st) is None)
    assert "choose blur" not in legal(s)
    if "choose kine-resources-contested" in legal(s):
        do(s, "choose kine-resources-contested")
    assert cid("Kine Resources Contested") in s.hand[0] and cid("Blur") in s.ash[0]


def test_shalmath_unlocks_once_each_turn_and_cannot_use_celerity_cards() -> None:
    s = table()
    sh = ready(s, 0, "Shalmath (G6)", locked=True)
    hand(s, 0, "Blur")  # requires Celerity
    goto(s, "master")
    do(s, f"use {sh} 1")
    assert not s.minions[sh].locked and f"use {sh} 1" not in legal(s)
    s2, _sh2, _o = started_combat("Shalmath (G6)", PLAIN)
    hand(s2, 0, "Blur")
    s2.settle()
    pass_until(s2, lambda st: st.to_move == 0 and any(m.startswith("strike") for m in legal(st)))
    assert "play blur" not in legal(s2)


def test_ira_rivers_draws_an_additional_card_playing_an_auspex_card() -> None:
    s = table()
    ira = ready(s, 1, "Ira Rivers (G3)")
    a = ready(s, 0, PLAIN)
    hand(s, 1, "Eagle's Sight")
    goto(s, "minion")
    do(s, f"bleed {a}")
    course = action(s)
    assert course is not None
    course.stealth_bonus += 1  # intercept is needed: Eagle's Sight may be played
    until_legal(s, f"block {ira}")
    do(s, f"block {ira}")
    pass_until(s, lambda st: "play eagle-s-sight" in legal(st))
    hand(s, 1, "Eagle's Sight", *["Blur"] * 6)  # a full hand
    do(s, "play eagle-s-sight")
    pass_until(s, lambda st: any(m.startswith("discard") for m in legal(st)))
    assert s.to_move == 1 and len(s.hand[1]) == 8 and ira in s.ready[1]  # replaced, 1 more: discard down


def test_murat_serpentis_combat_cards_cost_the_ministry_1_more_in_combat_with_him() -> None:
    from tabletome.games.vtes.model import facts as f

    ministry = next(
        f(c.id).name
        for c in __import__("tabletome.games.vtes.cards", fromlist=["x"]).load_cards()
        if f(c.id).crypt and f(c.id).clans == ("Ministry",) and ":" not in f(c.id).text.partition(":")[2]
    )
    s, murat, m = started_combat("Murat (G2)", ministry)
    kiss = cid("Typhonic Beast")
    assert extra_costs(s, Ctx("strike"), 1, m, kiss, CARDS[kiss].uses[0]) == (1, 0)
    assert extra_costs(s, Ctx("strike"), 0, murat, kiss, CARDS[kiss].uses[0]) == (0, 0)


def test_lucinde_enters_combat_with_a_non_camarilla_vampire_and_burns_the_edge_for_blood() -> None:
    s = table()
    luc = ready(s, 0, "Lucinde, Alastor (G3)", blood=5)
    sab = ready(s, 1, "Agatha (G2)")  # Sabbat
    ready(s, 1, PLAIN)  # Camarilla: not a target
    goto(s, "minion")
    do(s, f"use {luc} 1")
    course = action(s)
    assert course is not None and course.aplay is not None and course.aplay.targets == (sab,)
    s = table()
    luc = ready(s, 0, "Lucinde, Alastor (G3)", blood=5)
    s.edge = 0
    goto(s, "unlock")
    pass_until(s, lambda st: f"use {luc} 2" in legal(st))
    do(s, f"use {luc} 2")
    assert s.minions[luc].blood == 6 and s.edge != 0


def test_huang_a_gangrel_antitribu_enters_combat_with_him() -> None:
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.coverage import ability_text

    name = next(
        facts(c.id).name
        for c in load_cards()
        if facts(c.id).crypt and facts(c.id).clans == ("Gangrel antitribu",) and not ability_text(facts(c.id))
    )
    s = table()
    huang = ready(s, 0, "Huang, Blood Cultist (G2)")
    g = ready(s, 1, name)
    goto(s, "minion", 1)
    do(s, f"use {huang} 1")
    course = action(s)
    assert course is not None and course.actor == g and course.directed and course.target_seat == 0


def test_olga_triminov_a_black_hand_vampire_steals_her_for_1_pool() -> None:
    s = table()
    olga = ready(s, 0, "Olga Triminov (G3)")
    bh = ready(s, 1, "Selena (G3)")  # Black Hand
    goto(s, "minion", 1)
    do(s, f"use {olga} 1")
    course = action(s)
    assert course is not None and course.actor == bh
    finish_action(s)
    assert olga in s.ready[1] and s.pool[1] == 29


def test_iris_bennett_an_older_blocker_looks_at_your_hand() -> None:
    s = table()
    iris = ready(s, 0, "Iris Bennett (G5)")
    older = ready(s, 1, PLAIN)
    hand(s, 0, "Blur", "Roundhouse")
    goto(s, "minion")
    do(s, f"bleed {iris}")
    until_legal(s, f"block {older}")
    do(s, f"block {older}")
    pass_until(s, lambda st: st.known[1][0] or action(st) is None)
    assert set(s.known[1][0]) == {cid("Blur"), cid("Roundhouse")}


def test_tj_locks_and_burns_2_blood_to_cancel_a_referendum_called_by_a_titled_camarilla() -> None:
    from tabletome.games.vtes.politics import current_referendum
    from tests.games.vtes.test_cards_political import call

    s = table()
    caller = ready(s, 0, PLAIN)  # a Camarilla prince
    tj = ready(s, 1, "T.J. (G4)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: f"use {tj} 1" in legal(st))
    do(s, f"use {tj} 1")
    assert s.minions[tj].locked and s.minions[tj].blood == 1
    assert "The referendum is cancelled." in [line for _, line in s.log]
    assert current_referendum(s) is None and s.pool[1] == 30 and s.pool[2] == 30
    assert cid("Kine Resources Contested") in s.hand[0] and caller in s.ready[0]  # the card back in hand


def test_richard_tauber_minus_1_intercept_blocking_a_lasombra() -> None:
    s = table()
    las = ready(s, 0, "Cameron (G2)")  # a Lasombra (not Lucita: she makes it -2, younger Sabbat)
    rich = ready(s, 1, "Richard Tauber, Ayelea's Puppet (G2)")
    goto(s, "minion")
    do(s, f"bleed {las}")
    course = action(s)
    assert course is not None and course.intercept(s, rich) == -1


def test_rex_combat_cards_cost_him_1_more_blood() -> None:
    s = table()
    rex = ready(s, 0, "Rex, The Necronomist (G2)")
    blur = cid("Blur")
    assert extra_costs(s, Ctx("minion"), 0, rex, blur, CARDS[blur].uses[0]) == (1, 0)


def test_dr_oliver_genet_giovanni_or_necromancy_allies_cost_him_less() -> None:
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.hooks import Use

    s = table()
    o = ready(s, 0, "Dr. Oliver Genet (G6)")
    card = next(
        c.id
        for c in load_cards()
        if facts(c.id).is_type("Ally")
        and "Giovanni" in facts(c.id).clans
        and (facts(c.id).pool_cost or facts(c.id).blood_cost)
    )
    f = facts(card)
    expect = (-1, 0) if f.blood_cost else (0, -1)
    assert extra_costs(s, Ctx("minion"), 0, o, card, Use("ally")) == expect


def test_dragos_pays_no_blood_for_combat_cards() -> None:
    s = table()
    d = ready(s, 0, "Dragos (G2)")
    beast = cid("Typhonic Beast")  # 1 blood
    assert extra_costs(s, Ctx("strike"), 0, d, beast, CARDS[beast].uses[0]) == (-1, 0)


def test_sascha_vykos_advanced_draws_a_card_after_another_methuselah_plays_a_master_card() -> None:
    s = table()
    ready(s, 0, "Sascha Vykos, The Angel of Caine (G2 ADV)")
    ready(s, 1, PLAIN)
    hand(s, 0, *["Blur"] * 7)
    hand(s, 1, "Blood Doll")
    goto(s, "master", 1)
    before = len(s.library[0])
    play(s, "blood-doll")
    assert len(s.library[0]) == before - 1  # 1 drawn, then 1 to discard down
    assert any(m.startswith("discard") for m in legal(s)) and s.to_move == 0


def test_joaquin_murietta_gets_a_limited_additional_strike_in_the_first_round() -> None:
    s, j, _o = started_combat("Joaquin Murietta (G3)", PLAIN)
    c = current_combat(s)
    assert c is not None and c.has(j, "additional")


def test_tobias_smith_gives_a_sabbat_vampire_with_capacity_6_or_more_the_title_of_bishop() -> None:
    s = table()
    tob = ready(s, 0, "Tobias Smith (G3)")
    big = ready(s, 0, "Alcoan (G6)")  # Sabbat, capacity 7
    ready(s, 0, "Agatha (G2)")  # capacity 4: not chosen
    goto(s, "minion")
    do(s, f"use {tob} 1")
    finish_action(s)
    assert s.minions[big].title == "bishop"


def test_huldu_prevents_1_damage_to_another_minion_you_control_in_combat() -> None:
    s = table()
    huldu = ready(s, 0, "Huldu, The Desecrator (G6)", blood=4)
    a = ready(s, 0, PLAIN, blood=3)
    o = ready(s, 1, "Aleph (G1)", blood=3)
    assert bleed(s, huldu) == 2
    goto(s, "minion")
    start_combat(s, Combat(a, o))
    s.settle()
    pass_until(s, lambda st: f"use {huldu} 1" in legal(st))
    do(s, f"use {huldu} 1")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 3 and s.minions[huldu].blood == 3


def test_general_perfidio_dios_unlocks_to_block_an_action_at_a_location_you_control() -> None:
    s = table()
    ready(s, 0, "Anastasia Grey (G1)", blood=3)  # a Gangrel: Rewilding
    gen = ready(s, 1, "General Perfidio Díos (G3)", blood=3, locked=True)
    loc = in_play(s, 1, "Channel 10")
    hand(s, 0, "Rewilding")
    goto(s, "minion")
    play(s, "rewilding", f"target {loc}")
    pass_until(s, lambda st: f"use {gen} 1" in legal(st) or action(st) is None)
    do(s, f"use {gen} 1")
    course = action(s)
    assert course is not None and course.blocker == gen and not s.minions[gen].locked and s.minions[gen].blood == 2


def test_alvaro_gains_2_blood_after_a_political_action_he_abstained_from() -> None:
    from tests.games.vtes.test_cards_political import call

    s = table()
    caller = ready(s, 0, PLAIN)
    alvaro = ready(s, 1, "Alvaro, The Scion of Angelica (G2)", blood=3)
    assert bleed(s, alvaro) == 2  # 1 and his own +1
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, f"vote {caller} for")
    do(s, f"vote {caller} for")
    finish_action(s)
    assert s.minions[alvaro].blood == 5
    s = table()
    caller = ready(s, 0, PLAIN)
    alvaro = ready(s, 1, "Alvaro, The Scion of Angelica (G2)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, f"vote {alvaro} for")
    do(s, f"vote {alvaro} for")  # he casts his votes: no blood
    finish_action(s)
    assert s.minions[alvaro].blood == 3


def test_celeste_lamontagne_combat_ends_against_a_werewolf_only() -> None:
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    s, cel, _o = started_combat("Céleste Lamontagne (G4)", "Double Deuce")
    c = current_combat(s)
    assert c is not None and any(st.kind == "ends" for st in intrinsic_strikes(s, c, cel))
    s, cel, _o = started_combat("Céleste Lamontagne (G4)", PLAIN)
    c = current_combat(s)
    assert c is not None and not any(st.kind == "ends" for st in intrinsic_strikes(s, c, cel))


def test_celeste_lamontagne_intercept_against_camarilla_with_a_gehenna_event() -> None:
    s = table()
    cam = ready(s, 0, PLAIN)
    cel = ready(s, 1, "Céleste Lamontagne (G4)")
    in_play(s, 0, "The Unmasking")
    goto(s, "minion")
    do(s, f"bleed {cam}")
    course = action(s)
    assert course is not None and course.intercept(s, cel) == 1


def test_paul_cordwood_removes_the_top_of_your_crypt_for_1_stealth() -> None:
    s = table()
    paul = ready(s, 0, "Paul Cordwood (G4)")
    b = ready(s, 1, "Aleph (G1)")
    top = s.crypt[0][-1]
    goto(s, "minion")
    do(s, f"bleed {paul}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    course = action(s)
    assert course is not None
    course.add_intercept(b, 1)
    pass_until(s, lambda st: f"use {paul} 1" in legal(st))
    do(s, f"use {paul} 1")
    assert top in s.removed[0] and course.stealth(s) == 1


def test_asguresh_cancels_a_combat_card_the_opposing_minion_plays_its_cost_unpaid() -> None:
    s = table()
    asg = ready(s, 0, "Asguresh (G5)")
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 1, "Roundhouse")
    goto(s, "minion")
    start_combat(s, Combat(asg, b))
    s.settle()
    pass_until(s, lambda st: "play roundhouse" in legal(st))
    do(s, "play roundhouse", "mode basic")
    assert s.to_move == 0 and f"use {asg} 1" in legal(s)
    do(s, f"use {asg} 1")
    pass_until(s, lambda st: cid("Roundhouse") in st.ash[1])
    assert s.minions[b].blood == 4  # its cost (1 blood) not paid


def test_bruce_de_guy_burns_1_blood_as_he_announces_so_camarilla_vampires_cannot_vote() -> None:
    s = table()
    bruce = ready(s, 0, "Bruce de Guy (G4)", blood=5)
    cam = ready(s, 1, PLAIN)  # a Camarilla prince
    assert bleed(s, bruce) == 2
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: f"use {bruce} 1" in legal(st))
    do(s, f"use {bruce} 1")
    assert s.minions[bruce].blood == 4
    pass_until(s, lambda st: any(m.startswith("target") for m in legal(st)))
    do(s, "target p2=2+p3=2")
    until_legal(s, f"vote {bruce} for")
    from tabletome.games.vtes.effects.core import CAST_ALLOWED
    from tabletome.games.vtes.politics import current_referendum

    ref = current_referendum(s)
    assert ref is not None
    assert not all(rule(s, ref, cam, 1, "against") for rule in CAST_ALLOWED)  # a Camarilla vampire
    assert all(rule(s, ref, bruce, 0, "for") for rule in CAST_ALLOWED)  # Bruce is Sabbat


def test_gracis_nostinus_locks_a_younger_vampire_that_fails_to_block_him() -> None:
    s = table()
    g = ready(s, 0, "Gracis Nostinus (G3)")
    young = ready(s, 1, "Iris Bennett (G5)", blood=1)
    goto(s, "minion")
    do(s, f"hunt {g}")  # 1 stealth against 0 intercept
    until_legal(s, f"block {young}")
    do(s, f"block {young}")
    finish_action(s)
    assert s.minions[young].locked


def test_karif_al_numair_locks_or_unlocks_another_black_hand_vampire_once_each_turn() -> None:
    s = table()
    karif = ready(s, 0, "Karif al Numair (G5)")
    bh = ready(s, 0, "Selena (G3)", locked=True)  # Black Hand
    assert bleed(s, karif) == 2 and strength(s, karif) == 2
    goto(s, "master")
    do(s, f"use {karif} 1")
    if f"target {bh}" in legal(s):
        do(s, f"target {bh}")
    assert not s.minions[bh].locked and f"use {karif} 1" not in legal(s)


def diablerize_with(name: str, victim_name: str) -> tuple[VTESState, int]:
    s = table()
    d = ready(s, 0, name, blood=1)
    victim = torpor(s, 1, victim_name, blood=0)
    goto(s, "minion")
    do(s, f"diablerize {d} {victim}")
    for _ in range(40):
        if action(s) is None:
            break
        moves = legal(s)
        step = next((m for m in ("pass", "decline", "end") if m in moves), moves[0])
        do(s, step)
    return s, d


def test_marta_gains_1_blood_after_diablerizing_an_older_vampire() -> None:
    s, marta = diablerize_with("Marta (G4)", "Hardestadt (G4)")
    s2, marta2 = diablerize_with("Marta (G4)", "Iris Bennett (G5)")  # younger: nothing more
    assert s.minions[marta].blood == s2.minions[marta2].blood + 1


def test_smudge_the_ignored_gets_1_strength_after_diablerizing_an_older_vampire() -> None:
    s, smudge = diablerize_with("Smudge the Ignored (G1)", "Hardestadt (G4)")
    assert strength(s, smudge) == 2


def test_bez_dunsirn_leaving_the_ready_region_discards_2_cards_at_random() -> None:
    from tabletome.games.vtes import ops

    s = table()
    bez = ready(s, 0, "Bez Dunsirn (G6)", blood=1)
    hand(s, 0, "Blur", "Roundhouse", "Majesty")
    ops.to_torpor(s, bez)
    assert len(s.hand[0]) == 7 and len(s.ash[0]) == 2  # two discarded, then drawn back up


def test_cesar_holfield_burns_1_blood_if_he_did_not_hunt_with_a_gehenna_event_in_play() -> None:
    s = table()
    cesar = ready(s, 0, "César Holfield (G4)", blood=1)
    in_play(s, 1, "The Unmasking")
    goto(s, "minion")
    pass_until(s, lambda st: st.phase != "minion" or st.minions[cesar].blood == 0)
    pass_until(s, lambda st: st.minions[cesar].blood == 0 or st.current != 0)
    assert s.minions[cesar].blood == 0
    s = table()
    cesar = ready(s, 0, "César Holfield (G4)", blood=1)
    goto(s, "minion")  # no Gehenna event
    pass_until(s, lambda st: st.current != 0)
    assert s.minions[cesar].blood == 1


def test_grimgroth_mage_allies_cost_your_tremere_2_fewer_pool() -> None:
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.hooks import Use

    s = table()
    ready(s, 0, "Grimgroth (G6)")
    tremere = ready(s, 0, "Aisling Sturbridge (G2)")
    other = ready(s, 0, PLAIN)
    mage = next(
        c.id
        for c in load_cards()
        if facts(c.id).is_type("Ally") and facts(c.id).trait == "mage" and facts(c.id).pool_cost
    )
    assert extra_costs(s, Ctx("minion"), 0, tremere, mage, Use("ally"))[1] < 0
    assert extra_costs(s, Ctx("minion"), 0, other, mage, Use("ally")) == (0, 0)


def test_lena_rowe_cannot_receive_any_title() -> None:
    from tabletome.games.vtes.contests import gain_title

    s = table()
    lena = ready(s, 0, "Lena Rowe (G2)")
    other = ready(s, 0, "Agatha (G2)")
    gain_title(s, lena, "bishop")
    gain_title(s, other, "bishop")
    assert s.minions[lena].title is None and s.minions[other].title == "bishop"


def test_joe_boot_hill_enters_combat_with_a_werewolf_with_a_maneuver() -> None:
    s = table()
    joe = ready(s, 0, 'Joe "Boot" Hill (G4)')
    wolf = ready(s, 1, "Double Deuce")
    ready(s, 1, PLAIN)  # a vampire: not a target
    assert strength(s, joe) == 2
    goto(s, "minion")
    do(s, f"use {joe} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and course.aplay is not None
    assert course.aplay.targets == (wolf,)


def test_sebastien_goulet_advanced_stealth_on_employ_and_merged_steal() -> None:
    s = table()
    seb = ready(s, 0, "Sébastien Goulet (G3 ADV)")
    ready(s, 1, "Double Deuce")
    hand(s, 0, "Mr. Winthrop")
    goto(s, "minion")
    assert f"use {seb} 1" not in legal(s)  # not merged
    play(s, "mr-winthrop")
    course = action(s)
    assert course is not None and course.stealth(s) == 2


def test_alcoan_looks_at_the_hand_of_a_younger_opponents_controller() -> None:
    s = table()
    al = ready(s, 0, "Alcoan (G6)")
    young = ready(s, 1, "Iris Bennett (G5)")
    hand(s, 1, "Blur")
    goto(s, "minion")
    start_combat(s, Combat(al, young))
    assert s.known[0][1] == (cid("Blur"),)
    s = table()
    al = ready(s, 0, "Alcoan (G6)")
    older = ready(s, 1, "Hardestadt (G4)")
    hand(s, 1, "Blur")
    goto(s, "minion")
    start_combat(s, Combat(al, older))
    assert not s.known[0][1]


def test_sebastien_goulet_advanced_merged_steals_an_ally() -> None:
    s = table()
    base = ready(s, 0, "Sébastien Goulet (G3)", blood=4)
    adv = uncontrolled(s, 0, "Sébastien Goulet (G3 ADV)", blood=2)
    wolf = ready(s, 1, "Double Deuce")
    goto(s, "influence")
    do(s, f"merge {adv}")
    goto(s, "minion")
    do(s, f"use {base} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and course.aplay is not None
    assert course.aplay.targets == (wolf,)
    finish_action(s)
    assert wolf in s.ready[0]


def test_march_halcyon_diablerized_no_blood_hunt_is_called() -> None:
    def hunts(victim: str) -> int:
        s, _d = diablerize_with("Aleph (G1)", victim)
        return sum(1 for _, line in s.log if "blood hunt" in line.lower())

    assert hunts("Iris Bennett (G5)") > 0
    assert hunts("March Halcyon (G2)") == 0


def test_duality_draws_1_additional_card_with_the_replacement_of_a_vicissitude_card() -> None:
    s = table()
    d = ready(s, 0, "Duality (G4)")
    b = ready(s, 1, "Aleph (G1)")
    hand(s, 0, "Plasmic Form", *["Blur"] * 6)
    goto(s, "minion")
    do(s, f"bleed {d}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    course = action(s)
    assert course is not None
    course.add_intercept(b, 1)  # stealth needed: Plasmic Form may be played
    pass_until(s, lambda st: "play plasmic-form" in legal(st))
    play(s, "plasmic-form", "mode basic")
    pass_until(s, lambda st: any(m.startswith("discard") for m in legal(st)))
    assert s.to_move == 0 and len(s.hand[0]) == 8


def test_agi_sanguinus_cards_cost_her_1_less_blood() -> None:
    s = table()
    agi = ready(s, 0, "Ági (G6)")
    card = next(c for c in CARDS if ("san", 1) in facts(c).disciplines and facts(c).blood_cost)
    assert extra_costs(s, Ctx("minion"), 0, agi, card, CARDS[card].uses[0])[0] == -1


def test_viri_gets_1_strength_while_zizi_is_in_your_ready_region() -> None:
    s = table()
    viri = ready(s, 0, "Viri (G6)")
    ready(s, 1, "Zizi (G6)")  # another Methuselah's: nothing
    assert strength(s, viri) == 1
    ready(s, 0, "Zizi (G6)")
    assert strength(s, viri) == 2


def test_porphyry_bleeds_for_2_more_against_a_methuselah_with_a_location() -> None:
    s = table()
    p = ready(s, 0, "Porphyry (G6)")
    ready(s, 0, "Sabine Lafitte (G1)")  # a Tremere: Porphyry is a Tremere slave (VT-TRAIT-10)
    in_play(s, 1, "Channel 10")
    goto(s, "minion")
    do(s, f"bleed {p}")
    finish_action(s)
    assert s.pool[1] == 27


def test_gabi_the_opposing_minion_cannot_strike_dodge_in_the_first_round() -> None:
    from tabletome.games.vtes.effects.core import intrinsic_strikes

    s, _gabi, eugene = started_combat("Gabi (G6)", "Eugene (G4)")  # Eugene can strike: dodge
    c = current_combat(s)
    assert c is not None and not any(st.kind == "dodge" for st in intrinsic_strikes(s, c, eugene))
    s, _plain, eugene = started_combat(PLAIN, "Eugene (G4)")
    c = current_combat(s)
    assert c is not None and any(st.kind == "dodge" for st in intrinsic_strikes(s, c, eugene))


def test_dr_morrow_puts_a_graft_counter_on_an_ally_which_gets_minus_1_stealth() -> None:
    s = table()
    morrow = ready(s, 0, "Dr. Morrow, The Skindoctor (G5)")
    wolf = ready(s, 1, "Double Deuce")  # +1 stealth of its own
    assert static(s, wolf, "stealth") == 1
    goto(s, "minion")
    do(s, f"use {morrow} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    finish_action(s)
    assert s.minions[wolf].count("graft") == 1 and static(s, wolf, "stealth") == 0


def test_zizi_locks_to_unlock_another_blood_brother_of_her_circle_with_viri_ready() -> None:
    s = table()
    zizi = ready(s, 0, "Zizi (G6)")
    gabi = ready(s, 0, "Gabi (G6)", locked=True)  # Budapest circle
    goto(s, "master")
    assert f"use {zizi} 1" not in legal(s)  # no Viri
    ready(s, 0, "Viri (G6)")
    s.changed()
    do(s, f"use {zizi} 1")
    assert not s.minions[gabi].locked and s.minions[zizi].locked
