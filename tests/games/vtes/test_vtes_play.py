"""V:TES: cards and how they are played (clauses.md section 3: VT-CARD and VT-TERM): requirements,
costs, targets, master and minion cards, replacement, the as-played window, cancelling."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.hooks import REACTION, Use
from tabletome.games.vtes.model import BASIC, SUPERIOR, facts
from tabletome.games.vtes.play import PendingPlay, players_of
from tabletome.games.vtes.stats import capacity, hand_size, younger
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
    to_stage,
    uncontrolled,
    why,
)

# ------------------------------------------------------------------------ crypt cards


def test_vt_card_01_every_vampire_is_unique() -> None:
    assert facts(cid("Ayelech (G6)")).unique and not facts(cid("Govern the Unaligned")).unique


def test_vt_card_02_03_04_capacity_age_and_blood() -> None:
    s = table()
    old = ready(s, 0, "Ayelech (G6)")  # 7
    young = ready(s, 0, "Lauren (G6)")
    assert capacity(s, old) == 7 and younger(s, young, old) and not younger(s, old, old)
    ops.add_blood(s, old, 5)
    assert s.minions[old].blood == 7  # VT-CARD-04: the excess drains


def test_vt_card_05_06_clan_requirements() -> None:
    s = table(decks=("Tremere", "Ventrue", "Brujah", "Malkavian"))
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Academic Hunting Ground", "Uptown Hunting Ground")
    goto(s, "master")
    assert "play academic-hunting-ground" in legal(s)  # a ready Tremere
    assert "play uptown-hunting-ground" not in legal(s)
    assert why(s, "play uptown-hunting-ground") == "Uptown Hunting Ground requires a Ventrue vampire (VT-CARD-05)."


def test_vt_card_07_08_09_levels_choose_basic_or_superior() -> None:
    s = table()
    sup = ready(s, 0, "Ayelech (G6)")  # DOM
    bas = ready(s, 0, "Lauren (G6)")
    assert facts(cid("Ayelech (G6)")).level("dom") == SUPERIOR
    hand(s, 0, "Govern the Unaligned")
    uncontrolled(s, 0, "Lauren (G6)")
    goto(s, "minion")
    do(s, "play govern-the-unaligned", f"by {sup}")
    assert legal(s) == ["mode basic", "mode superior", "back"]  # VT-CARD-09: either, never both
    do(s, "back")
    assert facts(cid("Lauren (G6)")).level("dom") in (0, BASIC)
    assert bas in s.ready[0]


def test_vt_card_10_combo_needs_every_discipline() -> None:
    import tabletome.games.vtes.effects  # noqa: F401  # importing the effects registers every card
    from tabletome.games.vtes.hooks import CARDS

    bear = CARDS[cid("Bear's Skin")]
    assert all(len(u.disc) == 2 for u in bear.uses)  # [ani][pro] both needed


def test_vt_card_12_sect_and_title_from_the_text() -> None:
    f = facts(cid("Ayelech (G6)"))
    assert f.sect == "camarilla" and f.title == "prince" and f.city


# ------------------------------------------------------------------------ playing and drawing


def test_vt_card_13_14_15_a_card_played_goes_to_the_ash_heap() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Bonding")
    s.library[0] = [cid("Deflection")] * 10
    goto(s, "minion")
    do(s, f"bleed {s.ready[0][0]}")
    play(s, "bonding", "mode basic")
    assert s.ash[0] == [cid("Bonding")] and cid("Bonding") not in s.hand[0]


def test_vt_card_16_an_action_card_is_out_of_play_until_it_resolves() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Govern the Unaligned")
    s.library[0] = [cid("Deflection")] * 10
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    gov = cid("Govern the Unaligned")
    assert gov not in s.hand[0] and gov not in s.ash[0]
    finish_action(s)
    assert gov in s.ash[0]


def test_vt_card_17_18_replacement_after_the_as_played_window() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Misdirection")
    goto(s, "master")
    before = len(s.library[0])
    play(s, "misdirection", f"target {s.ready[0][0]}")
    assert len(s.library[0]) == before - 7  # drawn up to 7 after playing (VT-CARD-18, VT-CARD-21)


def test_vt_card_21_delayed_replacement_lowers_hand_size() -> None:
    s = table()
    assert hand_size(s, 0) == 7
    s.delayed[0] = ((cid("Mirror Walk"), "discard"),)
    assert hand_size(s, 0) == 6
    goto(s, "discard")
    assert s.delayed[0] == () and hand_size(s, 0) == 7  # it ends in the discard phase


# ------------------------------------------------------------------------ requirements and costs


def test_vt_card_22_requirements_in_the_text() -> None:
    s = table(decks=("Brujah", "Ventrue", "Tremere", "Malkavian"))
    ready(s, 0, "Ariane (G5)")  # Anarch, not a baron
    hand(s, 0, "Bait and Switch")
    assert "Requires a baron" in facts(cid("Bait and Switch")).text


def test_vt_card_23_master_requirement_needs_a_ready_minion() -> None:
    s = table()
    from tests.games.vtes.scenario import torpor

    torpor(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Academic Hunting Ground")
    goto(s, "master")
    assert "play academic-hunting-ground" not in legal(s)  # in torpor it does not count


def test_vt_card_24_25_blood_and_pool_costs() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=0)
    hand(s, 0, "Conditioning", "Sport Bike")
    goto(s, "minion")
    s.minions[a] = s.minions[a]._replace(blood=1)
    s.changed()
    do(s, f"bleed {a}")
    assert "play conditioning" in legal(s)
    s.minions[a] = s.minions[a]._replace(blood=0)
    s.changed()
    assert "play conditioning" not in legal(s)  # VT-CARD-24


def test_vt_card_26_costs_from_your_own_resources() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Sport Bike")
    s.pool[0] = 1
    goto(s, "minion")
    do(s, "play sport-bike")
    finish_action(s)
    assert not s.in_game(0) or s.pool[0] == 0  # paying the last pool ousts (VT-OUST-01)
    assert a not in s.ready[0] or s.minions[a].blood == 3


def test_vt_card_28_targets_must_be_in_play() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    other = uncontrolled(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Misdirection")
    goto(s, "master")
    do(s, "play misdirection")
    assert all(str(other) not in x for x in legal(s))  # an uncontrolled vampire is no target


# ------------------------------------------------------------------------ master cards


def test_vt_card_32_33_34_a_location_stays_and_its_player_controls_it() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Elder Library")
    goto(s, "master")
    play(s, "elder-library")
    loc = s.inplay[0][-1]
    assert s.placed[loc].card == cid("Elder Library") and s.placed[loc].controller == 0
    assert hand_size(s, 0) == 8


def test_vt_card_35_36_a_trifle_gives_one_more_master_action_once() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Vessel", "Vessel")
    goto(s, "master")
    play(s, "vessel", f"target {s.ready[0][0]}", "target none")
    pass_until(s, lambda st: st.stack[-1].kind == "master")
    assert s.phase_actions == 1  # VT-CARD-35
    play(s, "vessel", f"target {s.ready[0][0]}", "target none")
    pass_until(s, lambda st: st.stack[-1].kind == "master")
    assert s.phase_actions == 0  # VT-CARD-36: one action from trifles per phase


def test_vt_card_37_38_discipline_card_adds_a_level_and_capacity() -> None:
    from tabletome.games.vtes.effects.vocab.minion import discipline_on
    from tabletome.games.vtes.stats import level

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    discipline_on(s, cid("Oblivion"), 0, a)
    assert level(s, a, "obl") == 1 and capacity(s, a) == 8 and s.minions[a].blood == 7


def test_vt_card_41_42_43_44_out_of_turn_master_rules() -> None:
    from tabletome.games.vtes.phases import master_actions

    s = table()
    s.game_marks[("oot", 1)] = True
    assert master_actions(s, 1) == 0  # VT-CARD-42
    b = ready(s, 1, "Alice Chen (G6)")
    hand(s, 1, "Archon Investigation")
    a = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).bleed_bonus = 3
    to_stage(s, "C")
    pass_until(s, lambda st: st.to_move == 1 or action(st) is None)
    if s.to_move == 1:
        assert "play archon-investigation" not in legal(s)  # VT-CARD-43: one until the master phase
    assert b in s.ready[1]


# ------------------------------------------------------------------------ minion cards


def test_vt_card_46_47_48_modifiers_by_the_acting_minion_once_per_name() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    ready(s, 0, "Lauren (G6)")
    hand(s, 0, "Conditioning", "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "conditioning", "mode basic")
    assert "play conditioning" not in legal(s)


def test_vt_card_50_51_52_reactions_by_others_stay_unlocked() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)")
    b = ready(s, 1, "Ayelech (G6)")  # superior Dominate
    hand(s, 0, "On the Qui Vive")
    hand(s, 1, "Deflection")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play on-the-qui-vive" not in legal(s)  # VT-CARD-50: never during your own action
    to_stage(s, "C")
    pass_until(s, lambda st: st.to_move == 1)
    play(s, "deflection", "mode superior", "target p3")
    assert not s.minions[b].locked  # the superior mode does not lock (VT-CARD-52)


def test_vt_card_49_other_than_the_acting_minion() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    o = ready(s, 0, "Lauren (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    from tabletome.games.vtes.play import context

    ctx = context(s, action(s))  # type: ignore[arg-type]
    from tabletome.games.vtes.hooks import MODIFIER

    assert list(players_of(s, ctx, 0, Use(MODIFIER, other=True))) == [o]
    assert list(players_of(s, ctx, 0, Use(MODIFIER))) == [a]
    assert list(players_of(s, ctx, 1, Use(REACTION))) == []


def test_vt_card_55_56_57_58_allies_equipment_retainers() -> None:
    s = table(decks=("Nosferatu", "Ventrue", "Brujah", "Malkavian"))
    a = ready(s, 0, "Lenny Burkhead (G6)", blood=5)
    hand(s, 0, "Raven Spy")
    goto(s, "minion")
    play(s, "raven-spy", "mode basic")
    finish_action(s)
    spy = s.minions[a].cards[-1]
    assert s.placed[spy].card == cid("Raven Spy") and s.placed[spy].counters == 1  # life from the bank
    ops.burn(s, a)
    assert spy not in s.placed and cid("Raven Spy") in s.ash[0]  # burned with its employer


# ------------------------------------------------------------------------ terms


def test_vt_term_01_02_burned_with_what_is_on_it() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    bike = ops.put_on(s, cid("Sport Bike"), 0, 0, a)
    ops.burn(s, a)
    assert bike not in s.placed and cid("Sport Bike") in s.ash[0] and cid("Ayelech (G6)") in s.ash[0]


def test_vt_term_03_removed_from_the_game() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    ops.burn(s, a, to="removed")
    assert cid("Ayelech (G6)") in s.removed[0] and cid("Ayelech (G6)") not in s.ash[0]


def test_vt_term_04_ash_heaps_are_public() -> None:
    s = table()
    s.ash[1].append(cid("Deflection"))
    assert s.view(0)["methuselahs"][1]["ash_heap"] == ["Deflection"]


def test_vt_term_05_06_discard_and_draw() -> None:
    s = table()
    hand(s, 0, "Deflection")
    ops.discard(s, 0, cid("Deflection"))
    assert cid("Deflection") in s.ash[0] and len(s.hand[0]) == 7


def test_vt_term_07_08_control_and_steal() -> None:
    s = table()
    a = ready(s, 1, "Alice Chen (G6)")
    ops.steal_minion(s, a, 0)
    assert a in s.ready[0] and s.minions[a].owner == 1  # VT-TERM-12: the owner never changes


def test_vt_term_09_10_lock_unlock_ready() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    ops.lock(s, a)
    assert s.minions[a].locked and s.is_ready(a)
    ops.unlock(s, a)
    assert not s.minions[a].locked


def test_vt_term_16_17_a_cancelled_action_card() -> None:
    from tabletome.games.vtes.hooks import CARDS, Play
    from tabletome.games.vtes.play import Resolve, cancelled

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    gov = cid("Govern the Unaligned")
    p = Play(0, gov, 0, -1, a, (), 0)
    cancelled(s, p, CARDS[gov].uses[0], False)
    assert gov in s.ash[0] and s.minions[a].blood == 3 and not s.minions[a].locked
    assert isinstance(Resolve(p), Resolve)


def test_vt_term_18_a_cancelled_master_card_is_still_paid() -> None:
    from tabletome.games.vtes.hooks import CARDS, Play
    from tabletome.games.vtes.play import cancelled

    s = table()
    ready(s, 0, "Ayelech (G6)")
    lib = cid("Elder Library")
    cancelled(s, Play(0, lib, 0, -1, -1, (), 0), CARDS[lib].uses[0], False)
    assert s.pool[0] == 29 and lib in s.ash[0]
    cancelled(s, Play(0, lib, 0, -1, -1, (), 0), CARDS[lib].uses[0], True)  # "its cost is not paid"
    assert s.pool[0] == 29


def test_vt_term_20_21_woken_minion_blocks() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)", locked=True)
    hand(s, 1, "On the Qui Vive")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {b}" not in legal(s)
    play(s, "on-the-qui-vive")
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {b}" in legal(s)  # VT-TERM-20


def test_vt_term_22_attached_cards() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    bike = ops.put_on(s, cid("Sport Bike"), 0, 0, a)
    assert s.placed[bike].host == a and bike in s.minions[a].cards


def test_vt_term_23_an_action_is_in_progress_until_resolution() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert action(s) is not None
    finish_action(s)
    assert action(s) is None


def test_pending_play_back_changes_nothing() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    ready(s, 1, "Alice Chen (G6)")
    hand(s, 0, "Misdirection")
    goto(s, "master")
    do(s, "play misdirection")
    assert isinstance(s.stack[-1], PendingPlay)
    do(s, "back")
    assert cid("Misdirection") in s.hand[0] and s.phase_actions == 1 and s.stack[-1].kind == "master"


# ------------------------------------------------------------------------ clauses pinned later


def _reducer(monkeypatch, card: int, source: int, blood: int = 0, pool: int = 0) -> None:  # type: ignore[no-untyped-def]
    """An optional cost reducer for ``card``: ``source`` (a card in play) locks to lower its cost."""
    from tabletome.games.vtes.effects import core

    def offer(s, p, use):  # type: ignore[no-untyped-def]
        if p.card != card or ops.is_locked(s, source):
            return []
        return [core.Reducer(source, blood, pool, "lock-source")]

    monkeypatch.setattr(core, "COST_REDUCERS", [offer])
    monkeypatch.setitem(core.REDUCER_COSTS, "lock-source", lambda s, p, r: ops.lock(s, r.source))


def test_vt_card_27_an_optional_cost_reducer_applied_as_the_card_resolves(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    for answer in ("choose", "decline"):
        s = table()
        ready(s, 0, "Ayelech (G6)")
        sphinx = in_play(s, 0, "Dreams of the Sphinx")
        _reducer(monkeypatch, cid("Elder Library"), sphinx, pool=1)
        hand(s, 0, "Elder Library")
        goto(s, "master")
        do(s, "play elder-library")
        assert s.to_move == 0 and legal(s) == [f"choose {sphinx}", "decline"]  # optional
        do(s, f"choose {sphinx}" if answer == "choose" else "decline")
        assert any(s.placed[u].card == cid("Elder Library") for u in s.inplay[0])
        if answer == "choose":
            assert s.pool[0] == 30 and s.placed[sphinx].locked  # 1 pool off; the reducer's own cost
        else:
            assert s.pool[0] == 29 and not s.placed[sphinx].locked


def test_vt_card_27_a_cancelled_card_uses_no_reducer(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    s = table()
    ready(s, 0, "Ayelech (G6)")
    ready(s, 1, "Alice Chen (G6)")
    sphinx = in_play(s, 0, "Dreams of the Sphinx")
    _reducer(monkeypatch, cid("Elder Library"), sphinx, pool=1)
    hand(s, 0, "Elder Library")
    hand(s, 1, "Sudden Reversal")
    s.public_decks = (False,) * 4  # private decks may hold a Sudden Reversal
    goto(s, "master")
    do(s, "play elder-library")
    pass_until(s, lambda st: "play sudden-reversal" in legal(st))
    do(s, "play sudden-reversal")
    pass_until(s, lambda st: st.stack[-1].__class__.__name__ == "MasterPhase")
    assert cid("Elder Library") in s.ash[0] and not s.placed[sphinx].locked and s.pool[0] == 30


def test_vt_card_27_an_action_cards_reducer_is_used_only_if_its_cost_is_paid(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    for blocked in (False, True):
        s = table()
        a = ready(s, 0, "Ayelech (G6)", blood=3)
        b = ready(s, 1, "Alice Chen (G6)", blood=3)
        sphinx = in_play(s, 0, "Dreams of the Sphinx")
        _reducer(monkeypatch, cid("Govern the Unaligned"), sphinx, blood=1)
        hand(s, 0, "Govern the Unaligned")
        goto(s, "minion")
        do(s, "play govern-the-unaligned", f"choose {sphinx}")
        assert not s.placed[sphinx].locked  # chosen, not used yet
        if blocked:
            pass_until(s, lambda st: st.to_move == 1)
            do(s, f"block {b}")
        finish_action(s)
        if blocked:  # the cost is never paid: the reducer is not used
            assert s.pool[1] == 30 and not s.placed[sphinx].locked and s.minions[a].blood == 2  # hand strike
        else:
            assert s.pool[1] == 27 and s.placed[sphinx].locked and s.minions[a].blood == 3


def _cloaked_target(monkeypatch):  # type: ignore[no-untyped-def]
    from tabletome.games.vtes.hooks import ACTION, CARDS, ActionSpec, CardDef

    def anything(s, ctx, seat, uid):  # type: ignore[no-untyped-def]
        for t, v, m in s.all_ready():
            if t != seat:
                yield (v,)
                for p in m.cards:
                    yield (p,)

    use = Use(ACTION, None, key="play", action=ActionSpec(stealth=1), targets=anything)
    monkeypatch.setitem(CARDS, cid("Revelations"), CardDef("Revelations", (use,)))


def test_vt_card_29_a_card_on_a_minion_is_targeted_on_its_own(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Shadow Cloak: minions without Auspex cannot take actions directed at the cloaked vampire; the
    Sport Bike on it is still a target of its own."""
    from tabletome.games.vtes.play import context, plays_of

    _cloaked_target(monkeypatch)
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=3)  # no Auspex
    v = ready(s, 1, "Lauren (G6)")
    ops.put_on(s, cid("Shadow Cloak"), 1, 1, v, mode="superior")
    bike = ops.put_on(s, cid("Sport Bike"), 1, 1, v)
    hand(s, 0, "Revelations")
    goto(s, "minion")
    targets = {p.targets[0] for p in plays_of(s, context(s, s.stack[-1]), 0, cid("Revelations"))}
    assert bike in targets and v not in targets
    play(s, "revelations", f"target {bike}")
    c = action(s)
    assert c is not None and c.directed and c.target_seat == 1  # directed at the card's controller


def test_vt_card_31_equipment_for_a_type_of_bearer_works_only_for_that_bearer() -> None:
    from tabletome.games.vtes.stats import static

    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    seer = ready(s, 0, "Ayelech (G6)")  # Auspex
    other = ready(s, 0, "Alice Chen (G6)")  # no Auspex
    ally = ready(s, 0, "Aggressive Corpse")
    bowl = ops.put_on(s, cid("Bowl of Convergence"), 0, 0, seer)  # "the bearer with Auspex gets +1 intercept"
    assert static(s, seer, "intercept") == 1
    ops.move_placed(s, bowl, other)
    assert static(s, other, "intercept") == 0
    ops.move_placed(s, bowl, ally)
    assert static(s, ally, "intercept") == 0


def test_vt_card_45_a_minion_card_on_a_minion_is_its_controllers() -> None:
    """Touch of Oblivion, put on the opposing minion by its strike, is controlled by that minion's
    controller: it stays when the Methuselah who played it is ousted."""
    from tabletome.games.vtes.combat import Combat, current_combat, start_combat

    s = table(decks=("Lasombra", "Ventrue", "Brujah", "Malkavian"))
    a = ready(s, 0, "Kamaluddin (G6)", blood=4)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Touch of Oblivion")
    goto(s, "minion")
    start_combat(s, Combat(a, b))
    s.settle()
    pass_until(s, lambda st: "play touch-of-oblivion" in legal(st))
    play(s, "touch-of-oblivion", "mode basic")
    pass_until(s, lambda st: current_combat(st) is None)
    touch = next(p for p in s.minions[b].cards if s.placed[p].card == cid("Touch of Oblivion"))
    assert s.placed[touch].controller == 1 and s.placed[touch].owner == 0
    ops.oust(s, [0])
    assert touch in s.placed and touch in s.minions[b].cards


def test_vt_card_45_stolen_minion_takes_its_minion_cards_not_master_cards() -> None:
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    ready(s, 0, "Alice Chen (G6)", blood=5)  # superior Presence: Entrancement
    ally = ready(s, 1, "47th Street Royals")
    bike = attach(s, ally, "Sport Bike")
    pentex = attach(s, ally, "Pentex™ Subversion", controller=2)
    hand(s, 0, "Entrancement")
    goto(s, "minion")
    play(s, "entrancement", "mode superior", f"target {ally}")
    finish_action(s)
    assert ally in s.ready[0]
    assert s.placed[bike].controller == 0 and s.placed[pentex].controller == 2  # VT-CARD-33
    assert s.minions[ally].owner == 1 and s.placed[bike].owner == 1  # VT-TERM-12


def test_vt_card_54_only_vampires_play_political_cards_burning_one_is_no_play() -> None:
    from tabletome.games.vtes.politics import current_referendum

    s = table(4, decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    ally = ready(s, 1, "Aggressive Corpse")
    ready(s, 0, "Ayelech (G6)")
    hand(s, 1, "Kine Resources Contested")
    goto(s, "minion", seat=1)
    assert "play kine-resources-contested" not in legal(s) and f"bleed {ally}" in legal(s)
    hand(s, 0, "Kine Resources Contested")
    hand(s, 1, "Parity Shift")
    goto(s, "minion", seat=0)
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: current_referendum(st) is not None or st.stack[-1].__class__.__name__ == "PendingPlay")
    if current_referendum(s) is None:
        do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: st.to_move == 1)
    assert "burn parity-shift for" in legal(s)  # its controller has no vampire: burning is no play
    do(s, "burn parity-shift for")
    assert cid("Parity Shift") in s.ash[1] and ("political", ally) not in s.marks


def test_vt_card_63_an_ally_playing_a_card_as_a_vampire_counts_as_one() -> None:
    """Spectral Servitor plays non-action cards requiring basic Oblivion as a vampire: Shadow Sentinel
    ("only usable by a locked vampire": it wakes, and blocks); its life pays the blood cost of Pass
    Through Shadow."""
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    serv = ready(s, 1, "Spectral Servitor", blood=2, locked=True)
    ops.mark(s, serv, "as-vampire:obl")
    hand(s, 1, "Shadow Sentinel", "Pass Through Shadow")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {serv}" not in legal(s) and "play shadow-sentinel" in legal(s)
    play(s, "shadow-sentinel")
    pass_until(s, lambda st: st.to_move == 1)
    assert serv in action(s).woke and f"block {serv}" in legal(s)  # type: ignore[union-attr]
    do(s, f"block {serv}")
    pass_until(s, lambda st: "play pass-through-shadow" in legal(st))
    play(s, "pass-through-shadow", "mode basic")
    finish_action(s)
    assert s.minions[serv].blood == 1 and s.minions[a].blood == 3  # 1 life paid; the combat ended


def test_vt_card_64_65_66_an_ally_as_a_vampire_stays_an_ally() -> None:
    from tabletome.games.vtes.combat import inflict
    from tabletome.games.vtes.stats import is_vampire, strength

    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    serv = ready(s, 0, "Spectral Servitor")
    ops.mark(s, serv, "as-vampire:obl")
    assert capacity(s, serv) == 1  # VT-CARD-64: for capacity and age checks
    ops.add_blood(s, serv, 3)
    assert s.minions[serv].blood == 4  # no capacity to drain to
    inflict(s, None, serv, 0, 1)
    assert s.minions[serv].blood == 3  # aggravated damage burns life
    assert not is_vampire(s, serv) and strength(s, serv) == 1  # VT-CARD-66: printed, not a vampire's
    goto(s, "minion")
    assert f"hunt {serv}" not in legal(s)
    ops.to_torpor(s, serv)  # VT-CARD-65: burned instead
    assert serv not in s.minions and cid("Spectral Servitor") in s.ash[0] and s.torpor[0] == []


def test_vt_term_11_card_text_overrides_the_rules() -> None:
    """An ally recruited this turn does not act (VT-ACT-22), but Spectral Servitor "can perform
    actions the turn it is recruited"."""
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    ready(s, 0, "Hiromitsu Asano (G6)", blood=6)
    hand(s, 0, "Aggressive Corpse", "Spectral Servitor")
    goto(s, "minion")
    do(s, "play spectral-servitor")  # its first recruit this turn: it unlocks
    finish_action(s)
    do(s, "play aggressive-corpse")
    finish_action(s)
    corpse = next(u for u in s.ready[0] if s.minions[u].card == cid("Aggressive Corpse"))
    serv = next(u for u in s.ready[0] if s.minions[u].card == cid("Spectral Servitor"))
    assert f"bleed {corpse}" not in legal(s) and f"bleed {serv}" in legal(s)


def test_vt_term_12_ownership_never_changes() -> None:
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    ready(s, 0, "Alice Chen (G6)", blood=5)
    ally = ready(s, 1, "47th Street Royals")
    bike = attach(s, ally, "Sport Bike")
    hand(s, 0, "Entrancement")
    goto(s, "minion")
    play(s, "entrancement", "mode superior", f"target {ally}")
    finish_action(s)
    assert s.controller(ally) == 0 and s.minions[ally].owner == 1
    ops.burn(s, ally)
    assert cid("47th Street Royals") in s.ash[1] and cid("Sport Bike") in s.ash[1]
    assert cid("47th Street Royals") not in s.ash[0] and bike not in s.placed


def test_vt_term_14_lock_to_needs_unlocked_lock_then_does_not() -> None:
    """Woken locked vampires: Deflection ("Lock this reacting vampire. Change the target...") is
    played; Visions of Zapathasura's superior mode ("Lock this vampire to reduce a bleed to 0") is not."""
    from tabletome.games.vtes.hooks import CARDS
    from tabletome.games.vtes.play import context, plays_of

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    crystal = ready(s, 1, "Crystal Lynn (G6)", locked=True)  # superior Obfuscate and Presence
    sully = ready(s, 1, "Sully (G6)", locked=True)  # Dominate
    hand(s, 1, "Visions of Zapathasura", "Deflection")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).woke = frozenset((crystal, sully))  # type: ignore[union-attr]
    to_stage(s, "C")
    pass_until(s, lambda st: st.to_move == 1)
    assert "play deflection" in legal(s)
    visions = cid("Visions of Zapathasura")
    modes = {CARDS[visions].uses[p.use].key for p in plays_of(s, context(s, s.stack[-1]), 1, visions)}
    assert modes == {"basic"}
    ops.unlock(s, crystal)
    modes = {CARDS[visions].uses[p.use].key for p in plays_of(s, context(s, s.stack[-1]), 1, visions)}
    assert modes == {"basic", "superior"}


def test_vt_term_24_every_vampire_is_a_monster_mortals_and_animals_are_not(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tabletome.games.vtes.hooks import ACTION, CARDS, ActionSpec, CardDef
    from tabletome.games.vtes.stats import is_monster

    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    v = ready(s, 0, "Lauren (G6)")
    zombie = ready(s, 0, "Aggressive Corpse")
    mortal = ready(s, 0, "47th Street Royals")
    spy = attach(s, v, "Raven Spy", counters=1)
    ghoul = attach(s, v, "Revenant", counters=2)
    assert is_monster(s, v) and is_monster(s, zombie) and is_monster(s, ghoul)
    assert not is_monster(s, mortal) and not is_monster(s, spy)
    requires = CardDef(
        "Revelations",
        (Use(ACTION, None, action=ActionSpec(stealth=1)),),
        requires=lambda st, ctx, seat, uid: is_monster(st, uid),
        requires_text="Requires a monster",
    )
    monkeypatch.setitem(CARDS, cid("Revelations"), requires)
    hand(s, 0, "Revelations")
    goto(s, "minion")
    from tabletome.games.vtes.play import context, plays_of

    assert {p.by for p in plays_of(s, context(s, s.stack[-1]), 0, cid("Revelations"))} == {v, zombie}


def test_vt_card_15_a_play_is_told_to_the_others_once_complete() -> None:
    """VT-CARD-15: a card is shown as it is played; while its player is still choosing its steps
    (and may take it back) the others are told only that a play is being chosen."""
    from tabletome.engine.actions import Action
    from tabletome.games.vtes.impulse import CHOOSING

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    ready(s, 0, "Alexander Silverson (G6)", blood=5)  # two players of the card: a step to choose
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    move = next(x for x in s.legal_actions() if str(x) == "play govern-the-unaligned")
    assert s.shown_action(move) == CHOOSING
    assert s.shown_action(Action("bleed", (a,))) == f"bleed {a}"  # an action without a card is public
    s.apply(move)
    assert isinstance(s.stack[-1], PendingPlay)
    step = s.legal_actions()[0]
    assert s.shown_action(step) == CHOOSING and s.shown_action(Action("back")) == "takes the play back"
    assert "govern" not in s.view(1)["prompt"].lower() and "govern" in s.view(0)["prompt"].lower()


def test_a_card_drawn_from_the_cards_set_aside_is_not_named_to_the_others() -> None:
    """VT-CARD-18: which card a Methuselah draws is theirs alone."""
    s = table()
    dhita = ready(s, 0, "Dhita Choudhair (G6)", blood=5)
    attach(s, dhita, "Shilmulo Tarot")
    s.aside[0].append(cid("Majesty"))
    s.library[0].append(cid("Deflection"))
    ops.draw(s, 0, 1)
    s.changed()
    move = next(x for x in s.legal_actions() if str(x) == "draw majesty")
    assert s.shown_action(move) == "draws a card"
