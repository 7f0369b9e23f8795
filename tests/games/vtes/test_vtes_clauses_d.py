"""V:TES clauses read again in issue 30 (rules version 3): titles gained in play, withdrawal,
combat cards of minions not involved, equipment moved and struck, the unlock phase's order, the
Edge, cards whose text was narrowed, the clock; and the tests the mutation review asked for. Each
old reading stays a legacy option (readings.py): a test per reading checks the option too."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import ops, stats
from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import title, votes
from tests.games.vtes.scenario import (
    action,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
    until_legal,
)


def legacy(s: VTESState, **readings: str) -> VTESState:
    """The table plays these old readings (as a record of rules version 2 does)."""
    s.opts = {**s.opts, **readings}
    return s


# ------------------------------------------------------------------------ titles (VT-CONT-08)


def crown_kathy(s: VTESState) -> int:
    """Ayelech calls Toreador Justicar on Kathy Glens, who becomes Toreador Justicar."""
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    kathy = ready(s, 1, "Kathy Glens (G6)", blood=3)
    hand(s, 0, "Toreador Justicar")
    goto(s, "minion")
    do(s, "play toreador-justicar")
    pass_until(s, lambda st: current_referendum(st) is not None or any(m.startswith("target") for m in legal(st)))
    if f"target {kathy}" in legal(s):
        do(s, f"target {kathy}")
    for move in (f"vote {a} for", f"vote {kathy} for"):
        until_legal(s, move)
        do(s, move)
    finish_action(s)
    assert s.minions[kathy].title == "justicar"
    return kathy


def test_vt_cont_08_a_title_gained_in_play_is_contested() -> None:
    """VT-CONT-08: Anneke is the Toreador Justicar; Kathy Glens crowned Toreador Justicar claims the
    same unique title: both count as untitled (no 3 votes each) until one yields."""
    s = table()
    anneke = ready(s, 2, "Anneke (G1)", blood=4)
    assert title(s, anneke) == "justicar" and votes(s, anneke) == 3
    kathy = crown_kathy(s)
    assert title(s, kathy) is None and title(s, anneke) is None
    assert votes(s, kathy) == 0 and votes(s, anneke) == 0
    assert any("title is contested (VT-CONT-08)" in line for _, line in s.log)  # type: ignore[union-attr]


def test_vt_cont_08_version_2_checked_titles_only_as_a_vampire_entered_play() -> None:
    s = legacy(table(), title_contest="entering")
    anneke = ready(s, 2, "Anneke (G1)", blood=4)
    kathy = crown_kathy(s)
    assert votes(s, kathy) == 3 and votes(s, anneke) == 3


def test_vt_sect_04_a_title_whose_clan_no_longer_fits_gives_no_votes() -> None:
    """VT-SECT-04: Anneke, Toreador Justicar, counted as a Brujah (no card of the Fifth Edition pool
    changes a clan; the mark stands for one): she keeps the title, without its votes, until her
    clan fits again."""
    from tabletome.games.vtes import ops

    s = table()
    anneke = ready(s, 2, "Anneke (G1)", blood=4)
    ops.mark(s, anneke, "clan:Brujah")
    assert s.minions[anneke].title == "justicar" and title(s, anneke) is None and votes(s, anneke) == 0
    ops.unmark(s, anneke, "clan:Brujah")
    assert votes(s, anneke) == 3


# ------------------------------------------------------------------------ withdrawal (VT-WD-03)


def withdrawing(s: VTESState, seat: int) -> None:
    """``seat`` announced a withdrawal in its last unlock phase (VT-WD-02)."""
    s.marks[("withdrawing", seat)] = s.turn


def withdraws(s: VTESState, seat: int) -> bool:
    """Whether ``seat`` withdraws as its next unlock phase begins (VT-WD-05)."""
    from tabletome.games.vtes.phases import withdrawal_check

    s.turn += 4
    withdrawal_check(s, seat)
    return not s.in_game(seat)


def test_vt_wd_03_a_minion_entering_combat_makes_the_withdrawal_fail() -> None:
    """VT-WD-03: Alice Chen enters combat and loses nothing (she dodges the hand strike): the
    withdrawal of her Methuselah fails all the same."""
    from tabletome.games.vtes.combat import Strike, current_combat, enter_combat

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    withdrawing(s, 1)
    goto(s, "minion")
    enter_combat(s, a, b)
    c = current_combat(s)
    assert c is not None
    c.add(b, "strike", Strike("dodge", name="dodge"), "round")
    s.settle()
    pass_until(s, lambda st: "strike dodge" in legal(st))
    do(s, "strike dodge")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 3 and s.pool[1] == 30
    assert not withdraws(s, 1)


def test_vt_wd_03_amb_12_a_retainer_losing_life_makes_the_withdrawal_fail() -> None:
    """AMB-12: life lost by allies or retainers counts as blood lost."""
    from tabletome.games.vtes import ops
    from tests.games.vtes.scenario import attach

    s = table()
    b = ready(s, 1, "Sanjay Chakrabarti (G6)", blood=4)
    spy = attach(s, b, "Raven Spy", counters=2)
    withdrawing(s, 1)
    ops.retainer_loses_life(s, spy, 1)
    assert not withdraws(s, 1)


def test_vt_wd_05_a_withdrawal_nothing_broke_succeeds() -> None:
    s = table()
    ready(s, 1, "Alice Chen (G6)", blood=3)
    withdrawing(s, 1)
    assert withdraws(s, 1) and s.vp[1] == 1


def test_vt_wd_03_version_2_let_combat_and_retainers_pass() -> None:
    from tabletome.games.vtes import ops
    from tabletome.games.vtes.combat import enter_combat
    from tests.games.vtes.scenario import attach

    s = legacy(table(), withdrawal="blood-and-pool")
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Sanjay Chakrabarti (G6)", blood=4)
    spy = attach(s, b, "Raven Spy", counters=2)
    withdrawing(s, 1)
    goto(s, "minion")
    enter_combat(s, a, b)
    ops.retainer_loses_life(s, spy, 1)
    assert ("withdrawal-failed", 1) not in s.marks


# ------------------------------------------------------------------------ combat cards "not involved" (VT-CMB-06)


def outsider_card(monkeypatch: pytest.MonkeyPatch) -> int:
    """No card of the Fifth Edition pool may be played by a Methuselah with no minion in the combat
    (Touch of Valeren's needs a minion of yours in it), so Hidden Strength stands for one: "only usable
    by a ready vampire not involved in the combat: +1 strength to the acting minion"."""
    from tabletome.games.vtes import effects, play  # noqa: F401  # registered first, then replaced
    from tabletome.games.vtes.combat import current_combat
    from tabletome.games.vtes.hooks import CARDS, COMBAT, CardDef, Play, Use
    from tests.games.vtes.scenario import cid

    def effect(s: VTESState, p: Play) -> None:
        c = current_combat(s)
        assert c is not None
        c.add(c.a, "strength", 1, "round")

    card = cid("Hidden Strength")
    use = Use(COMBAT, effect, other=True, vampire=True, x=(0,), text="+1 strength to the acting minion")
    monkeypatch.setitem(CARDS, card, CardDef("Hidden Strength", (use,)))
    monkeypatch.setattr(play, "outsider_cards", lambda: (card,))  # the cards found once, at first use
    return card


def test_vt_cmb_06_a_methuselah_with_no_minion_in_the_combat_plays_a_not_involved_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """VT-CMB-06: Methuselah 3 has no minion in the combat between Ayelech and Alice Chen; its ready
    vampire plays the card before range, and Ayelech strikes at strength 2."""
    from tabletome.games.vtes.combat import CombatWindow, current_combat, enter_combat

    outsider_card(monkeypatch)
    s = table()
    s.public_decks = (True, True, False, True)  # Methuselah 3's deck is its own: it may hold the card
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    ready(s, 2, "Lauren (G6)", blood=3)
    hand(s, 2, "Hidden Strength")
    goto(s, "minion")
    enter_combat(s, a, b)
    s.settle()
    pass_until(s, lambda st: st.to_move == 2)
    top = s.stack[-1]
    assert isinstance(top, CombatWindow) and top.step_name == "before-range"
    do(s, "play hidden-strength")
    c = current_combat(s)
    assert c is not None and c.strength(s, a) == 2


def test_vt_cmb_06_touch_of_valeren_is_not_asked_of_a_methuselah_with_nobody_in_the_combat() -> None:
    """Touch of Valeren [FOR] needs another minion of yours in the combat: Methuselah 3 is never asked."""
    from tabletome.games.vtes.combat import current_combat, enter_combat

    s = table()
    s.public_decks = (True, True, False, True)
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    ready(s, 2, "Ági (G6)", blood=5)  # superior Fortitude
    hand(s, 2, "Touch of Valeren")
    goto(s, "minion")
    enter_combat(s, a, b)
    s.settle()
    asked = set()
    while current_combat(s) is not None:
        asked.add(s.to_move)
        do(s, next(m for m in ("pass", "strike hand", "end") if m in legal(s)))
    assert 2 not in asked


# ------------------------------------------------------------------------ equip from another minion (VT-ACT-18)


def test_vt_act_18_one_equip_action_takes_several_equipment_cards_named_as_announced() -> None:
    """VT-ACT-18: Ayelech takes Lauren's Sport Bike and .44 Magnum in one +1 stealth action, both
    named before it is announced; they move only on success."""
    from tests.games.vtes.scenario import attach

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 0, "Lauren (G6)")
    bike = attach(s, b, "Sport Bike")
    gun = attach(s, b, ".44 Magnum")
    goto(s, "minion")
    do(s, f"equip {a} {bike}")
    assert action(s) is None and legal(s) == [f"take {gun}", "done"]
    do(s, f"take {gun}")
    course = action(s)
    assert course is not None and course.kind_ == "equip" and course.stealth(s) == 1
    assert bike in s.minions[b].cards and gun in s.minions[b].cards  # not yet: on success
    finish_action(s)
    assert set(s.minions[a].cards) == {bike, gun} and s.minions[b].cards == ()


def test_vt_act_18_an_equip_action_may_stop_at_one_card() -> None:
    from tests.games.vtes.scenario import attach

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 0, "Lauren (G6)")
    bike = attach(s, b, "Sport Bike")
    gun = attach(s, b, ".44 Magnum")
    goto(s, "minion")
    do(s, f"equip {a} {bike}", "done")
    finish_action(s)
    assert s.minions[a].cards == (bike,) and s.minions[b].cards == (gun,)


def test_vt_act_18_version_2_moved_one_card_per_action() -> None:
    from tests.games.vtes.scenario import attach

    s = legacy(table(), equip="one")
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 0, "Lauren (G6)")
    bike = attach(s, b, "Sport Bike")
    attach(s, b, ".44 Magnum")
    goto(s, "minion")
    do(s, f"equip {a} {bike}")
    assert action(s) is not None
    finish_action(s)
    assert s.minions[a].cards == (bike,)


# ------------------------------------------------------------------------ equipment struck (VT-STR-10, VT-STR-11)


def strike_at_equipment(s: VTESState, strike: str) -> tuple[int, int, int, int]:
    """Ayelech (a strike card's bearer) against Aleph, who carries a Sport Bike and a .44 Magnum: the
    strike step of round 1, Ayelech to choose. Returns (ayelech, aleph, bike, gun)."""
    from tabletome.games.vtes.combat import Combat, Strike, StrikeChoice, start_combat
    from tests.games.vtes.scenario import attach

    a = ready(s, 0, "Ayelech (G6)", blood=4)
    b = ready(s, 1, "Aleph (G1)", blood=4)
    bike = attach(s, b, "Sport Bike")
    gun = attach(s, b, ".44 Magnum")
    hand(s, 1, "Bonding")  # Aleph's Methuselah has a card: its strike is asked too
    goto(s, "minion")
    c = Combat(a, b)
    start_combat(s, c)
    kind = "steal-equipment" if strike.startswith("steal") else "destroy"
    c.add(a, "strike", Strike(kind, name=strike), "combat")
    s.changed()
    s.settle()
    pass_until(s, lambda st: isinstance(st.stack[-1], StrikeChoice) and st.stack[-1].uid == a)
    return a, b, bike, gun


def test_vt_str_10_the_striker_chooses_the_equipment_its_strike_burns() -> None:
    """VT-STR-10: "burn equipment" against a Sport Bike and a .44 Magnum: the striker names the
    Magnum as it strikes, and the Magnum is burned, not the first card."""
    from tabletome.games.vtes.combat import current_combat

    s = table()
    _a, b, bike, gun = strike_at_equipment(s, "burn-equipment")
    moves = legal(s)
    assert f"strike burn-equipment {bike}" in moves and f"strike burn-equipment {gun}" in moves
    assert "strike burn-equipment" not in moves
    do(s, f"strike burn-equipment {gun}", "strike hand")
    pass_until(s, lambda st: current_combat(st) is None)
    assert gun not in s.placed and s.minions[b].cards == (bike,)


def test_vt_str_10_a_weapon_strike_chooses_among_weapons_only() -> None:
    """Voracious Vermin's "burn weapon": the Sport Bike is no weapon, so there is nothing to choose."""
    s = table()
    _a, _b, bike, _gun = strike_at_equipment(s, "burn-weapon")
    assert "strike burn-weapon" in legal(s) and f"strike burn-weapon {bike}" not in legal(s)


def test_vt_str_11_the_striker_chooses_the_equipment_it_steals() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a, b, bike, gun = strike_at_equipment(s, "steal-equipment")
    do(s, f"strike steal-equipment {gun}", "strike hand")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].cards == (gun,) and s.minions[b].cards == (bike,)


def test_vt_str_10_version_2_burned_the_first_card() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = legacy(table(), equipment_struck="first")
    _a, b, bike, gun = strike_at_equipment(s, "burn-equipment")
    assert f"strike burn-equipment {gun}" not in legal(s)
    do(s, "strike burn-equipment", "strike hand")
    pass_until(s, lambda st: current_combat(st) is None)
    assert bike not in s.placed and s.minions[b].cards == (gun,)


# ------------------------------------------------------------------------ diablerie (VT-DIAB-03)


def test_vt_diab_03_the_diablerist_may_take_any_of_the_victims_equipment() -> None:
    """VT-DIAB-03: Lauren diablerizes Alice Chen, who carries a Sport Bike and a .44 Magnum: she takes
    the Magnum only; the Bike burns with Alice Chen (VT-DIAB-04). The steps stay one unit: the victim
    burns, then the blood hunt is called (VT-DIAB-07, VT-DIAB-08)."""
    from tabletome.games.vtes.actions import diablerie
    from tests.games.vtes.scenario import attach, cid, torpor

    s = table()
    d = ready(s, 0, "Lauren (G6)", blood=1)
    v = torpor(s, 1, "Alice Chen (G6)", blood=2)
    bike = attach(s, v, "Sport Bike")
    gun = attach(s, v, ".44 Magnum")
    goto(s, "minion")
    diablerie(s, d, v)
    s.settle()
    assert s.to_move == 0 and legal(s) == [f"take {bike}", f"take {gun}", "done"]
    assert s.minions[d].blood == 3 and v in s.minions  # step 1 done; step 3 waits for the choice
    do(s, f"take {gun}", "done")
    assert v not in s.minions and s.minions[d].cards == (gun,)
    assert bike not in s.placed and cid("Sport Bike") in s.ash[1]
    assert current_referendum(s) is not None  # the blood hunt


def test_vt_diab_03_version_2_took_every_equipment_card_unasked() -> None:
    from tabletome.games.vtes.actions import diablerie
    from tests.games.vtes.scenario import attach, torpor

    s = legacy(table(), diablerie_equipment="all")
    d = ready(s, 0, "Lauren (G6)", blood=1)
    v = torpor(s, 1, "Alice Chen (G6)", blood=2)
    bike = attach(s, v, "Sport Bike")
    gun = attach(s, v, ".44 Magnum")
    goto(s, "minion")
    diablerie(s, d, v)
    assert v not in s.minions and set(s.minions[d].cards) == {bike, gun}


# ------------------------------------------------------------------------ the unlock phase (VT-UNL-02, VT-EDGE-03)


def two_unlock_effects(s: VTESState, pool: int = 30, edge: int = -1) -> tuple[int, int, int, int]:
    """Methuselah 1's unlock phase with two unlock-phase effects of its cards: Fame on its vampire in
    torpor (it burns 1 pool) and Sculpt the Flesh on its ready one (it burns 1 blood)."""
    from tests.games.vtes.scenario import attach, torpor

    a = ready(s, 0, "Ayelech (G6)", blood=3)
    t = torpor(s, 0, "Lauren (G6)", blood=1)
    fame = attach(s, t, "Fame")
    sculpt = attach(s, a, "Sculpt the Flesh")
    s.pool[0], s.edge = pool, edge
    goto(s, "unlock", seat=0)
    return a, t, fame, sculpt


def test_vt_unl_02_unlock_phase_effects_are_carried_out_in_the_order_chosen() -> None:
    """VT-UNL-02: neither effect has happened as the phase starts; Methuselah 1 carries out Sculpt the
    Flesh first, then Fame, and may end the phase only once both are done."""
    s = table()
    a, _t, fame, sculpt = two_unlock_effects(s)
    assert s.pool[0] == 30 and s.minions[a].blood == 3
    moves = legal(s)
    assert f"effect {fame}" in moves and f"effect {sculpt}" in moves and "end" not in moves
    do(s, f"effect {sculpt}")
    assert s.minions[a].blood == 2 and s.pool[0] == 30 and f"effect {sculpt}" not in legal(s)
    assert "end" not in legal(s)
    do(s, f"effect {fame}")
    assert s.pool[0] == 29 and "end" in legal(s)


def test_vt_unl_02_a_single_unlock_effect_with_nothing_else_to_order_is_carried_out_at_once() -> None:
    from tests.games.vtes.scenario import attach

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    attach(s, a, "Sculpt the Flesh")
    goto(s, "unlock", seat=0)
    assert s.minions[a].blood == 2 and not any(m.startswith("effect") for m in legal(s))


def test_vt_unl_02_version_2_carried_them_out_as_the_phase_started() -> None:
    s = legacy(table(), unlock_order="automatic")
    a, _t, _fame, _sculpt = two_unlock_effects(s)
    assert s.pool[0] == 29 and s.minions[a].blood == 2 and "end" in legal(s)


def test_vt_edge_03_the_edge_holder_may_gain_1_pool() -> None:
    """VT-EDGE-03: "you may gain 1 pool": offered in the unlock phase, taken or not."""
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    s.edge = 0
    goto(s, "unlock", seat=0)
    assert s.pool[0] == 30 and "edge" in legal(s) and "end" in legal(s)
    do(s, "edge")
    assert s.pool[0] == 31 and "edge" not in legal(s)
    s = table()
    s.edge = 0
    goto(s, "unlock", seat=0)
    do(s, "end")
    assert s.pool[0] == 30


def test_vt_edge_03_the_edge_pool_comes_in_the_order_chosen() -> None:
    """VT-UNL-02 with the Edge: at 1 pool, Methuselah 1 gains the Edge's pool before Fame burns 1."""
    s = table()
    _a, _t, fame, sculpt = two_unlock_effects(s, pool=1, edge=0)
    do(s, "edge", f"effect {fame}", f"effect {sculpt}")
    assert s.in_game(0) and s.pool[0] == 1


def test_vt_edge_03_version_2_gained_it_unasked() -> None:
    s = legacy(table(), edge_pool="always")
    s.edge = 0
    goto(s, "unlock", seat=0)
    assert s.pool[0] == 31 and "edge" not in legal(s)


# ------------------------------------------------------------------------ burn option (VT-UNL-03)


def burn_option_card(monkeypatch: pytest.MonkeyPatch, targets: tuple[tuple[int, ...], ...]) -> None:
    """No card of the Fifth Edition pool has the burn option: Deep Cover Agent (burn option, no clan or
    discipline required) stands for one, an action putting it on one of ``targets``."""
    from tabletome.games.vtes import effects  # noqa: F401
    from tabletome.games.vtes.hooks import ACTION, CARDS, ActionSpec, CardDef, Use
    from tests.games.vtes.scenario import cid

    use = Use(ACTION, None, action=ActionSpec(stealth=1), targets=lambda s, ctx, seat, uid: iter(targets))
    monkeypatch.setitem(CARDS, cid("Deep Cover Agent"), CardDef("Deep Cover Agent", (use,)))


def test_vt_unl_03_a_burn_option_card_with_no_legal_target_may_be_discarded(monkeypatch: pytest.MonkeyPatch) -> None:
    """VT-UNL-03: Ayelech meets the card's requirements, but it has no legal target: Methuselah 1 may
    discard it (and replace it)."""
    burn_option_card(monkeypatch, ())
    s = table()
    s.public_decks = (False, True, True, True)  # its own deck: it may hold a burn-option card
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Deep Cover Agent")
    goto(s, "unlock", seat=0)
    assert "burn-option deep-cover-agent" in legal(s)
    do(s, "burn-option deep-cover-agent")
    assert len(s.hand[0]) == 7  # replaced: drawn up to the hand size


def test_vt_unl_03_a_burn_option_card_with_a_target_and_a_minion_for_it_is_kept(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = table()
    s.public_decks = (False, True, True, True)
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    burn_option_card(monkeypatch, ((a,),))
    hand(s, 0, "Deep Cover Agent")
    goto(s, "unlock", seat=0)
    assert "burn-option deep-cover-agent" not in legal(s)


def test_vt_card_35_an_out_of_turn_trifle_gives_a_master_phase_action_in_your_next_master_phase(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """VT-CARD-35: no out-of-turn trifle is in the Fifth Edition pool; Sudden Reversal stands for one,
    played by Methuselah 2 while Ayelech bleeds it. Its next master phase has 1 action: one less for
    the out-of-turn card (VT-MAST-02), one more for the trifle."""
    from tabletome.games.vtes import effects  # noqa: F401
    from tabletome.games.vtes.hooks import CARDS, OOT, CardDef, Use
    from tabletome.games.vtes.phases import master_actions
    from tests.games.vtes.scenario import cid

    use = Use(OOT, None, moments=frozenset(("A",)), text="a trifle played out of turn")
    monkeypatch.setitem(CARDS, cid("Sudden Reversal"), CardDef("Sudden Reversal", (use,), kinds=frozenset(("trifle",))))
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 1, "Sudden Reversal")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, "play sudden-reversal")
    do(s, "play sudden-reversal")
    finish_action(s)
    assert master_actions(s, 1) == 1


# ------------------------------------------------------------------------ cards read again


def test_blood_doll_may_move_the_last_pool_to_the_vampire() -> None:
    """Blood Doll: "move 1 blood ... from their pool to this vampire": at 1 pool the move is legal
    (AMB-21: emptying your own pool is a legal, fatal choice)."""
    from tests.games.vtes.scenario import attach, torpor

    s = table()
    a = torpor(s, 0, "Lauren (G6)", blood=0)
    doll = attach(s, a, "Blood Doll")
    s.pool[0] = 1
    goto(s, "master")
    assert f"use {doll} 1" in legal(s)
    do(s, f"use {doll} 1")
    assert not s.in_game(0)


def test_blood_doll_version_2_hid_the_move_at_1_pool() -> None:
    from tests.games.vtes.scenario import attach, torpor

    s = legacy(table(), blood_doll="keeps-one")
    a = torpor(s, 0, "Lauren (G6)", blood=0)
    doll = attach(s, a, "Blood Doll")
    s.pool[0] = 1
    goto(s, "master")
    assert f"use {doll} 1" not in legal(s)


def true_loves_face_played(s: VTESState) -> int:
    """Herbert Westin bleeds; Lauren attempts to block; True Love's Face [OBF][PRE] is played."""
    from tests.games.vtes.scenario import cid

    a = ready(s, 0, "Herbert Westin (G4)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "True Love's Face")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, "play true-love-s-face")
    do(s, "play true-love-s-face", "mode superior")
    assert s.to_move == 1 and sorted(legal(s)) == ["cancel", "pass"]
    assert cid("True Love's Face") not in s.ash[0]
    return b


def test_true_loves_face_is_cancelled_as_it_is_played() -> None:
    """ "The blocking minion's controller can burn 1 pool to cancel this card as it is played": asked
    while the card is being played (it is in no zone yet), and cancelled (VT-TERM-16): no effect."""
    from tests.games.vtes.scenario import cid

    s = table()
    b = true_loves_face_played(s)
    assert (0, cid("True Love's Face")) in list(s.in_transit())
    do(s, "cancel")
    assert s.pool[1] == 29 and "True Love's Face is cancelled." in [line for _, line in s.log]  # type: ignore[union-attr]
    course = action(s)
    assert course is not None and course.stage == "B" and course.blocker == b
    assert cid("True Love's Face") in s.ash[0]


def test_true_loves_face_not_cancelled_makes_the_attempt_fail() -> None:
    s = table()
    b = true_loves_face_played(s)
    do(s, "pass")
    course = action(s)
    assert course is not None and course.blocker == -1 and b in course.noblock and s.pool[1] == 30


def test_true_loves_face_version_2_asked_as_it_resolved() -> None:
    from tests.games.vtes.scenario import cid

    s = legacy(table(), true_loves_face="as-resolved")
    a = ready(s, 0, "Herbert Westin (G4)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "True Love's Face")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, "play true-love-s-face")
    do(s, "play true-love-s-face", "mode superior")
    assert cid("True Love's Face") in s.ash[0] and sorted(legal(s)) == ["cancel", "pass"]


def blood_rage_fight(s: VTESState) -> tuple[int, int]:
    """Hannigan ([THA]) against Jephta Hester ([FOR], a .44 Magnum), strikes chosen next; Hannigan's
    Methuselah holds Blood Rage, Jephta's Indomitability."""
    from tabletome.games.vtes.combat import Combat, StrikeChoice, start_combat
    from tests.games.vtes.scenario import attach

    a = ready(s, 0, "Hannigan (G2)", blood=5)
    b = ready(s, 1, "Jephta Hester (G4)", blood=5)
    attach(s, b, ".44 Magnum")
    hand(s, 0, "Blood Rage")
    hand(s, 1, "Indomitability")
    goto(s, "minion")
    start_combat(s, Combat(a, b))
    s.changed()
    s.settle()
    pass_until(s, lambda st: isinstance(st.stack[-1], StrikeChoice) and st.stack[-1].uid == a)
    return a, b


def test_blood_rage_dodged_leaves_the_opposing_weapons_their_damage() -> None:
    """Blood Rage: "the opposing vampire's strikes with weapons inflict no damage this round" is its
    strike's effect: Jephta Hester dodges it (LSJ 20040928), so her additional strike with the .44
    Magnum still deals its 2 damage."""
    from tabletome.games.vtes.combat import Strike, current_combat

    s = table()
    a, b = blood_rage_fight(s)
    c = current_combat(s)
    assert c is not None
    c.add(b, "strike", Strike("dodge", name="dodge"), "round")
    c.extra = tuple((u, n + 1 if u == b else n) for u, n in c.extra)  # 1 additional strike this round
    do(s, "play blood-rage", "mode basic")
    until_legal(s, "strike dodge")
    do(s, "strike dodge")
    until_legal(s, "strike 44-magnum-2r")
    do(s, "strike 44-magnum-2r")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 5 and s.minions[a].blood == 3


def test_blood_rage_not_dodged_makes_the_weapon_struck_with_it_harmless() -> None:
    """The same round, at the same time: the Magnum's strike inflicts no damage."""
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a, b = blood_rage_fight(s)
    do(s, "play blood-rage", "mode basic")
    until_legal(s, "strike 44-magnum-2r")
    do(s, "strike 44-magnum-2r")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 5 and s.minions[b].blood == 4


def test_blood_rage_damage_cannot_be_prevented_by_fortitude_other_damage_can() -> None:
    """Blood Rage: "damage from this strike cannot be prevented by cards requiring Fortitude":
    Indomitability is offered against a hand strike, not against Blood Rage's."""
    from tabletome.games.vtes.combat import PreventWindow

    s = table()
    blood_rage_fight(s)
    do(s, "play blood-rage", "mode basic", "strike hand")
    pass_until(s, lambda st: isinstance(st.stack[-1], PreventWindow) and st.to_move == 1)
    assert "play indomitability" not in legal(s)
    s = table()
    blood_rage_fight(s)
    do(s, "strike hand", "strike hand")
    pass_until(s, lambda st: isinstance(st.stack[-1], PreventWindow) and st.to_move == 1)
    assert "play indomitability" in legal(s)


def test_blood_rage_version_2_made_the_weapons_harmless_as_it_was_chosen() -> None:
    from tabletome.games.vtes.combat import Strike, current_combat

    s = legacy(table(), blood_rage="on-choice")
    a, b = blood_rage_fight(s)
    c = current_combat(s)
    assert c is not None
    c.add(b, "strike", Strike("dodge", name="dodge"), "round")
    c.extra = tuple((u, n + 1 if u == b else n) for u, n in c.extra)  # 1 additional strike this round
    do(s, "play blood-rage", "mode basic")
    until_legal(s, "strike dodge")
    do(s, "strike dodge")
    until_legal(s, "strike 44-magnum-2r")
    do(s, "strike 44-magnum-2r")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 5


# ------------------------------------------------------------------------ the clock (VT-TOUR-04)


def clocked(**options: str) -> VTESState:
    from tabletome.games.vtes.game import VTES

    base = {"players": "4", "rules": "assisted", "scoring": "tournament", "clock": "120"}
    base.update(options)
    s = VTES().new_state(base, seed=3)
    s.enable_log()
    return s


def test_vt_tour_04_time_called_in_a_minion_action_ends_the_game_after_that_action() -> None:
    """VT-TOUR-04: time is called (the ``time`` move a front end's clock submits) while a bleed is in
    progress: the action runs to its end, then the game ends; every Methuselah still in scores 0.5 VP
    (VT-TOUR-06)."""
    from tabletome.engine.actions import Action

    s = clocked()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert Action("time") not in s.legal_actions()  # no seat chooses it: the clock calls it
    s.apply(s.check(Action("time")))
    assert s.to_move is not None and action(s) is not None
    finish_action(s)
    oc = s.outcome()
    assert s.to_move is None and oc is not None and oc.cause == "VT-TOUR-04"
    assert s.vp == [0.5, 0.5, 0.5, 0.5] and s.pool[1] == 29  # the bleed resolved first


def test_vt_tour_04_time_called_in_another_phase_ends_the_game_at_the_end_of_that_phase() -> None:
    from tabletome.engine.actions import Action

    s = clocked()
    goto(s, "master")
    s.apply(s.check(Action("time")))
    assert s.to_move == 0 and s.outcome() is None
    do(s, "end")
    assert s.to_move is None and s.outcome() is not None


def test_vt_tour_04_time_is_refused_without_a_clock() -> None:
    from tabletome.engine.actions import Action
    from tabletome.engine.errors import IllegalAction

    s = clocked(clock="none")
    goto(s, "master")
    with pytest.raises(IllegalAction, match="clock"):
        s.check(Action("time"))
    assert "option clock is none" in s.why_illegal(Action("time"))


def test_vt_tour_04_a_record_replays_the_moment_time_was_called() -> None:
    """The clock never makes a replay depend on the time of day: the call is a move of the record."""
    from tabletome.engine.agent import decide
    from tabletome.engine.record import Record
    from tabletome.engine.registry import get_game
    from tabletome.games.vtes.heuristic import VTESHeuristic

    game = get_game("vtes")
    options = {"players": "4", "scoring": "tournament", "clock": "120"}
    s = game.new_state(options, 5)
    agents = [VTESHeuristic(k) for k in range(4)]
    actions: list[str] = []
    while s.to_move is not None and len(actions) < 150:
        move = decide(agents[s.to_move], s, s.to_move)
        actions.append(str(move))
        s.apply(move)
    actions.append("time")
    s.apply(game.parse_action(s, "time"))
    while s.to_move is not None:
        move = decide(agents[s.to_move], s, s.to_move)
        actions.append(str(move))
        s.apply(move)
    record = Record("vtes", game.version, game.edition_ref(s.edition), options, 5, ["heuristic"] * 4, actions)
    again = record.replay()
    assert again.outcome() == s.outcome() and again.outcome().cause == "VT-TOUR-04"  # type: ignore[union-attr]


# ------------------------------------------------------------------------ what the mutation review found untested


def test_vt_str_06_a_hand_strike_at_long_range_deals_no_damage() -> None:
    """VT-STR-05, VT-STR-06: a hand strike deals the striker's strength at close range, nothing at long
    range (a hand strike is never offered there; one resolving there still deals nothing)."""
    from tabletome.games.vtes.combat import CLOSE, HAND, LONG, Combat, strike_damage

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    c = Combat(a, b)
    c.range = CLOSE
    assert strike_damage(s, c, a, HAND) == 1
    c.range = LONG
    assert strike_damage(s, c, a, HAND) == 0


def test_vt_cont_03_keeping_a_contested_card_costs_1_pool() -> None:
    """VT-CONT-03: Ayelech is contested by two Methuselahs; keeping it costs 1 pool, once a phase."""
    from tabletome.games.vtes import ops

    s = table()
    mine = ready(s, 0, "Ayelech (G6)", blood=3)
    theirs = ready(s, 1, "Ayelech (G6)", blood=3)
    ops.check_unique(s, theirs, 1)
    assert mine in s.contested[0] and theirs in s.contested[1]
    goto(s, "unlock", seat=0)
    do(s, f"keep {mine}")
    assert s.pool[0] == 29 and f"keep {mine}" not in legal(s) and mine in s.contested[0]


def test_vt_blk_02_amb_07_the_predator_may_block_only_once_the_prey_has_declined() -> None:
    """VT-BLK-02, AMB-07: Ayelech hunts (undirected): her prey may block first; her predator only once
    the prey has declined."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    prey = ready(s, 1, "Alice Chen (G6)", blood=3)
    pred = ready(s, 3, "Lauren (G6)", blood=3)
    goto(s, "minion")
    do(s, f"hunt {a}")
    course = action(s)
    assert course is not None and course.blocker_seats(s) == [1, 3]
    assert course.may_block(s, 1) and not course.may_block(s, 3)
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {prey}" in legal(s)
    do(s, "pass")  # declines
    pass_until(s, lambda st: st.to_move == 3)
    assert course.may_block(s, 3) and f"block {pred}" in legal(s)


def test_amb_09_one_political_card_burned_for_a_vote_per_referendum() -> None:
    """AMB-09, VT-VOTE-03: Methuselah 3 holds two political cards; once it burned Parity Shift for a
    vote, Kine Resources Contested, still in its hand, is no longer offered for another."""
    from tests.games.vtes.scenario import cid
    from tests.games.vtes.test_vtes_politics import krc

    s = table(4)
    a = ready(s, 0, "Lauren (G6)")
    hand(s, 2, "Kine Resources Contested", "Parity Shift")
    ref = krc(s, a)
    do(s, "vote card for")
    pass_until(s, lambda st: st.to_move == 2)
    assert {"burn kine-resources-contested for", "burn parity-shift against"} <= set(legal(s))
    do(s, "burn parity-shift against")
    assert cid("Kine Resources Contested") in s.hand[2]
    assert list(ref.burn_options(s, 2)) == []


# ------------------------------------------------------------------------ records of rules version 2


def test_version_3_keeps_the_readings_of_versions_1_and_2_as_legacy_options() -> None:
    from tabletome.games.vtes import GAME
    from tabletome.games.vtes.readings import READINGS

    assert GAME.version == "3" and set(GAME.legacy_versions) == {"1", "2"}
    for r in READINGS:
        option = next(o for o in GAME.options if o.name == r.name)
        assert option.legacy and option.default == r.new and option.choices == (r.new, r.old)
        assert GAME.legacy_versions["2"][r.name] == GAME.legacy_versions["1"][r.name] == r.old
    assert GAME.legacy_versions["1"]["random_deck"] == "shown" and "random_deck" not in GAME.legacy_versions["2"]


def test_a_record_of_rules_version_2_replays_to_its_recorded_outcome() -> None:
    """A game of four scripted players under version 2's readings, recorded as version 2, replays to
    the same outcome and the same table; read as version 3 the same moves go astray (the Edge's pool,
    the unlock phase's order...)."""
    from tabletome.engine.agent import decide
    from tabletome.engine.errors import RecordError
    from tabletome.engine.record import Record
    from tabletome.engine.registry import get_game
    from tabletome.games.vtes.heuristic import VTESHeuristic
    from tabletome.games.vtes.readings import VERSION_2

    game = get_game("vtes")
    options = {"players": "4"}
    s = game.new_state({**options, **VERSION_2}, 11)
    agents = [VTESHeuristic(k) for k in range(4)]
    actions: list[str] = []
    while s.to_move is not None and len(actions) < 5000:
        move = decide(agents[s.to_move], s, s.to_move)
        actions.append(str(move))
        s.apply(move)
    outcome = s.outcome()
    assert outcome is not None
    record = Record(
        "vtes", "2", game.edition_ref(s.edition), options, 11, ["heuristic"] * 4, actions, outcome.to_json()
    )
    again = record.replay()
    assert again.outcome() == outcome and again.full_view() == s.full_view()
    as_today = Record("vtes", "3", game.edition_ref(s.edition), options, 11, ["heuristic"] * 4, actions)
    try:
        astray = as_today.replay().outcome() != outcome
    except RecordError:
        astray = True
    assert astray


def test_vt_card_21_a_hand_size_lowered_below_zero_empties_the_hand_and_asks_no_more() -> None:
    """VT-CARD-21: a hand size lowered past 0 (two -1 hand size cards on a Methuselah already at a
    hand size of 1, say) is 0: the Methuselah discards down to an empty hand and is then not asked to
    discard a card they do not have (an archive game once stopped there, no move left)."""
    s = table()
    goto(s, "master", seat=0)
    s.game_marks[("hand size", 0)] = -9
    assert stats.hand_size(s, 0) == 0
    hand(s, 0, "Deep Cover Agent", "Govern the Unaligned")
    ops.refill(s, 0)
    assert s.to_move == 0 and all(m.startswith("discard ") for m in legal(s))
    do(s, "discard deep-cover-agent")
    assert s.to_move == 0 and legal(s) == ["discard govern-the-unaligned"]
    do(s, "discard govern-the-unaligned")
    assert s.hand[0] == [] and not any(m.startswith("discard ") for m in legal(s))
    ops.refill(s, 0)  # nothing to discard, nothing to draw
    assert s.hand[0] == [] and not any(m.startswith("discard ") for m in legal(s))
    assert s.to_move is None or legal(s)  # whoever is asked has a move
