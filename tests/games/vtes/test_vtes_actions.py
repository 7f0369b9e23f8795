"""V:TES: the minion phase and the course of an action (clauses.md sections 4 to 6: VT-MIN,
VT-ACT, VT-ANN, VT-BLK, VT-STL, VT-RES, VT-SEQ)."""

from __future__ import annotations

from tabletome.games.vtes.actions import ActionCourse, undirected_blockers
from tabletome.games.vtes.hooks import ACTION, CARDS, ActionSpec, CardDef, Use
from tabletome.games.vtes.politics import Referendum
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
    torpor,
    uncontrolled,
    why,
)


def course(s) -> ActionCourse:  # type: ignore[no-untyped-def]
    a = action(s)
    assert a is not None
    return a


def pass_to(s, seat: int) -> None:  # type: ignore[no-untyped-def]
    """Everybody before ``seat`` passes in the window now open."""
    while s.to_move != seat:
        do(s, "pass")


# ------------------------------------------------------------------------ the minion phase


def test_vt_min_01_02_ready_unlocked_minions_act_one_at_a_time() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 0, "Lauren (G6)", locked=True)
    goto(s, "minion")
    assert f"bleed {a}" in legal(s) and f"bleed {b}" not in legal(s)
    assert "is locked" in why(s, f"bleed {b}")
    do(s, f"bleed {a}")
    assert s.minions[a].locked  # VT-ANN-02
    assert "end" not in legal(s)  # an action is in progress (VT-MIN-01)
    finish_action(s)
    assert s.stack[-1].kind == "minion"


def test_vt_min_03_unlocked_again_may_act_again() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    do(s, f"hunt {a}")
    finish_action(s)
    s.minions[a] = s.minions[a]._replace(locked=False)
    s.changed()
    assert f"hunt {a}" in legal(s)


def test_vt_act_15_vt_min_04_05_09_empty_vampire_must_hunt_first() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=0)
    b = ready(s, 0, "Lauren (G6)")
    goto(s, "minion")
    assert legal(s) == [f"hunt {a}"]  # VT-MIN-04, VT-MIN-05: no other action, no end (AMB-04)
    assert "must hunt" in why(s, f"bleed {b}") and "must hunt" in why(s, "end")
    do(s, f"hunt {a}")
    finish_action(s)
    assert s.minions[a].blood == 1 and "end" in legal(s)


def test_vt_min_06_a_stuck_minion_holds_nobody_back() -> None:
    from tabletome.games.vtes.actions import must_hunt

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=0)
    goto(s, "minion")
    s.minions[a] = s.minions[a]._replace(marks=frozenset())
    from tabletome.games.vtes import hooks

    hooks.FLAGS.setdefault("no-hunt", {})[s.minions[a].card] = [lambda st, src, uid: True]
    try:
        assert must_hunt(s, 0) == []  # a vampire unable to hunt is stuck (VT-MIN-06)
    finally:
        del hooks.FLAGS["no-hunt"][s.minions[a].card]


def test_vt_min_07_an_action_card_once_per_minion_per_turn() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Govern the Unaligned", "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    finish_action(s)
    s.minions[a] = s.minions[a]._replace(locked=False)
    s.changed()
    assert "play govern-the-unaligned" not in legal(s)
    assert "VT-MIN-07" in why(s, "play govern-the-unaligned")


# ------------------------------------------------------------------------ bleed


def test_vt_act_06_10_11_bleed_the_prey_for_one_directed_zero_stealth() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    c = course(s)
    assert c.directed and c.target_seat == 1 and c.stealth(s) == 0 and c.bleed_amount(s) == 1
    finish_action(s)
    assert s.pool[1] == 29 and s.edge == 0


def test_vt_act_07_one_bleed_per_minion_per_turn() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    s.minions[a] = s.minions[a]._replace(locked=False)
    s.changed()
    assert f"bleed {a}" not in legal(s) and "VT-ACT-07" in why(s, f"bleed {a}")


def test_vt_act_08_never_bleed_yourself() -> None:
    s = table(2)
    a = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert course(s).target_seat == 1


def test_vt_act_11_bleed_of_zero_moves_no_edge() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    s.edge = 3
    goto(s, "minion")
    do(s, f"bleed {a}")
    course(s).bleed_bonus = -1
    finish_action(s)
    assert s.pool[1] == 30 and s.edge == 3


def test_vt_act_12_limited_bleed_modifiers() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Bonding", "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "bonding", "mode basic")
    assert course(s).bleed_amount(s) == 2
    assert "play conditioning" not in legal(s)
    assert "VT-ACT-12" in why(s, "play conditioning")


# ------------------------------------------------------------------------ hunt


def test_vt_act_13_14_hunt_plus_one_stealth_blood_to_capacity() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=6)
    cap = s.facts(a).capacity
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert course(s).stealth(s) == 1 and not course(s).directed
    finish_action(s)
    assert s.minions[a].blood == min(7, cap)


def test_vt_act_13_allies_do_not_hunt() -> None:
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    ally = ready(s, 0, "Aggressive Corpse")
    goto(s, "minion")
    assert f"hunt {ally}" not in legal(s) and f"bleed {ally}" in legal(s)  # VT-ACT-04


# ------------------------------------------------------------------------ blocks (VT-BLK)


def test_vt_blk_01_only_the_target_blocks_a_directed_action() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    c = ready(s, 3, "Sully (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_to(s, 1)
    assert f"block {b}" in legal(s)
    do(s, "pass")
    pass_until(s, lambda st: st.to_move == 3 or course(st).stage != "A")
    if s.to_move == 3:
        assert f"block {c}" not in legal(s)


def test_vt_blk_02_undirected_prey_then_predator() -> None:
    s = table(4)
    ready(s, 0, "Ayelech (G6)")
    prey = ready(s, 1, "Alice Chen (G6)")
    pred = ready(s, 3, "Sully (G6)")
    hand(s, 0, "Govern the Unaligned")
    y = uncontrolled(s, 0, "Lauren (G6)")
    goto(s, "minion")
    do(s, "play govern-the-unaligned", "mode superior")
    assert course(s).target_seat == -1 and not course(s).directed
    assert undirected_blockers(s, 0) == (1, 3)
    assert course(s).order[:3] == (0, 1, 3)  # VT-SEQ-02: the prey, then the predator
    pass_to(s, 1)
    assert f"block {prey}" in legal(s)
    do(s, "pass")  # the prey declines (VT-BLK-05)
    pass_to(s, 3)
    assert f"block {pred}" in legal(s)
    assert y in s.uncontrolled[0]


def test_vt_blk_03_07_vt_stl_01_block_attempt_state_b_then_blocked() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_to(s, 1)
    do(s, f"block {b}")
    assert course(s).stage == "B" and course(s).blocker == b
    assert not any(x.startswith("block") for x in legal(s))  # one attempt at a time (VT-BLK-03)
    pass_until(s, lambda st: course(st).stage != "B")
    assert course(s).stage == "blocked"  # 0 intercept >= 0 stealth (VT-STL-01)


def test_vt_blk_04_stl_04_05_failed_attempt_returns_to_a_and_may_retry() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    y = uncontrolled(s, 0, "Lauren (G6)")
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned", "mode superior")
    assert course(s).stealth(s) == 1
    pass_to(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: course(st).stage != "B")
    assert course(s).stage == "A" and course(s).blocker == -1  # failed (0 < 1): back to state A
    assert s.to_move == 0  # the impulse is the acting Methuselah's again
    pass_to(s, 1)
    assert f"block {b}" not in legal(s)  # the same attempt again would change nothing
    assert y in s.uncontrolled[0]


def test_vt_blk_05_06_08_a_pass_declines_for_the_action_then_state_c() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    ready(s, 1, "Alice Chen (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_to(s, 1)
    do(s, "pass")
    assert 1 in course(s).declined
    pass_until(s, lambda st: course(st).stage != "A")
    assert course(s).stage == "C"
    assert not any(x.startswith("block") for x in legal(s))


def test_vt_blk_09_impulse_back_to_acting_after_blocks_declined() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Bonding")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    assert s.to_move == 0 and "play bonding" in legal(s)
    play(s, "bonding", "mode basic")
    finish_action(s)
    assert s.pool[1] == 28


def test_vt_stl_02_base_stealth_of_default_actions() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert course(s).stealth(s) == 1
    finish_action(s)
    b = ready(s, 0, "Lauren (G6)")
    do(s, f"bleed {b}")
    assert course(s).stealth(s) == 0


def test_vt_stl_03_06_stealth_changes_last_until_resolution() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    course(s).stealth_bonus = -1  # VT-STL-03: even below 0
    assert course(s).stealth(s) == -1
    finish_action(s)
    b = ready(s, 0, "Lauren (G6)")
    do(s, f"bleed {b}")
    assert course(s).stealth(s) == 0  # VT-STL-06


def test_vt_stl_05_intercept_only_when_needed_by_the_blocker() -> None:
    s = table(decks=("Tremere", "Malkavian", "Brujah", "Ventrue"))
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Andi Liu (G6)")
    hand(s, 1, "Eyes of Argus")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_to(s, 1)
    assert "play eyes-of-argus" not in legal(s)  # no attempt yet: intercept not needed
    do(s, f"block {b}")
    pass_to(s, 1)
    assert "play eyes-of-argus" not in legal(s)  # 0 intercept already meets 0 stealth
    course(s).stealth_bonus = 1
    s.changed()
    assert "play eyes-of-argus" in legal(s)
    do(s, "play eyes-of-argus")
    assert course(s).intercept(s) == 2


# ------------------------------------------------------------------------ resolution (VT-RES)


def test_vt_res_01_02_cost_paid_only_on_success() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)")
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    assert s.minions[a].blood == 3  # VT-ANN-02: not paid at announcement
    pass_to(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st) is None)
    assert cid("Govern the Unaligned") in s.ash[0]  # VT-RES-02: burned
    assert s.pool[1] == 30 and s.minions[a].blood <= 3


def test_vt_res_03_block_locks_the_blocker_and_starts_combat() -> None:
    from tabletome.games.vtes.combat import Combat

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    hand(s, 0, "Deflection")  # a card in hand: the combat asks before it is fought
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_to(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: any(isinstance(f, Combat) for f in st.stack))
    assert s.minions[b].locked


def test_vt_res_05_06_modifier_paid_when_played_whatever_happens() -> None:
    s = table(decks=("Tremere", "Ventrue", "Brujah", "Malkavian"))
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)")
    hand(s, 0, "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "conditioning", "mode superior")
    assert course(s).bleed_amount(s) == 4 and s.minions[a].blood == 2  # paid at once (VT-RES-05)
    pass_to(s, 1)
    do(s, f"block {b}")
    finish_action(s)
    assert s.pool[1] == 30


def test_vt_res_04_an_ended_action_never_blocks() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_to(s, 1)
    do(s, f"block {b}")
    course(s).end_now(s, unlock=True)
    s.settle()
    assert action(s) is None and not s.minions[b].locked and not s.minions[a].locked


# ------------------------------------------------------------------------ sequencing


def test_vt_seq_01_03_04_acting_first_play_returns_impulse_all_pass_closes() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    for t in (1, 2, 3):
        ready(s, t, ["Alice Chen (G6)", "Sully (G6)", "Catalina Vega (G6)"][t - 1])
    hand(s, 0, "Bonding")
    goto(s, "minion")
    do(s, f"bleed {a}")
    c = course(s)
    assert s.to_move == 0 and c.order == (0, 1, 2, 3)  # VT-SEQ-01, VT-SEQ-02 (directed at 1)
    do(s, "pass")
    assert s.to_move == 1
    do(s, "pass")
    assert s.to_move == 2
    pass_until(s, lambda st: course(st).stage == "C")
    play(s, "bonding", "mode basic")
    assert s.to_move == 0  # VT-SEQ-03


def test_vt_seq_05_modifiers_and_reactions_any_time_before_resolution() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Bonding")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play bonding" in legal(s)  # state A already


# ------------------------------------------------------------------------ torpor actions


def test_vt_act_25_vt_torp_06_leave_torpor() -> None:
    s = table()
    t = torpor(s, 0, "Ayelech (G6)", blood=3)
    goto(s, "minion")
    do(s, f"leave {t}")
    assert course(s).stealth(s) == 1
    finish_action(s)
    assert t in s.ready[0] and s.minions[t].blood == 1


def test_vt_act_26_blocked_leave_torpor_diablerie_offered() -> None:
    s = table()
    t = torpor(s, 0, "Lauren (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)")
    goto(s, "minion")
    do(s, f"leave {t}")
    course(s).stealth_bonus = -1
    pass_to(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: st.to_move == 1 and "decline" in legal(st))
    assert f"diablerize {b} {t}" in legal(s)
    do(s, "decline")
    finish_action(s)
    assert t in s.torpor[0] and s.minions[t].blood == 3  # nothing paid


def test_vt_act_27_28_29_rescue_own_vampire_split_cost() -> None:
    s = table()
    r = ready(s, 0, "Ayelech (G6)", blood=3)
    t = torpor(s, 0, "Lauren (G6)", blood=1, locked=True)
    goto(s, "minion")
    assert f"rescue {r} {t} 1" in legal(s) and f"rescue {r} {t} 0" not in legal(s)  # the victim has 1
    do(s, f"rescue {r} {t} 1")
    assert course(s).stealth(s) == 1 and not course(s).directed  # VT-ACT-28
    finish_action(s)
    assert t in s.ready[0] and s.minions[r].blood == 2 and s.minions[t].blood == 0
    assert s.minions[t].locked  # VT-ACT-29: its lock unchanged


def test_vt_act_28_rescue_of_another_methuselahs_vampire_is_directed() -> None:
    s = table()
    r = ready(s, 0, "Ayelech (G6)")
    t = torpor(s, 2, "Sully (G6)", blood=0)
    goto(s, "minion")
    do(s, f"rescue {r} {t} 2")
    assert course(s).directed and course(s).target_seat == 2 and course(s).stealth(s) == 0


def test_vt_act_30_vt_diab_02_04_diablerie_and_blood_hunt() -> None:
    s = table()
    d = ready(s, 0, "Lauren (G6)", blood=1)
    v = torpor(s, 0, "Ayelech (G6)", blood=3)
    goto(s, "minion")
    do(s, f"diablerize {d} {v}")
    pass_until(s, lambda st: any(isinstance(f, Referendum) for f in st.stack))
    assert v not in s.minions and cid("Ayelech (G6)") in s.ash[0]
    assert s.minions[d].blood == min(4, s.facts(d).capacity)


# ------------------------------------------------------------------------ equip, become anarch


def test_vt_act_16_equip_from_hand_plus_one_stealth() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Sport Bike")
    goto(s, "minion")
    do(s, "play sport-bike")
    assert course(s).stealth(s) == 1
    finish_action(s)
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid("Sport Bike")]
    assert s.pool[0] == 29  # the printed cost, paid on success


def test_vt_act_17_18_equip_from_another_minion() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 0, "Lauren (G6)")
    bike = attach(s, b, "Sport Bike")
    goto(s, "minion")
    do(s, f"equip {a} {bike}")
    finish_action(s)
    assert bike in s.minions[a].cards and bike not in s.minions[b].cards


def test_vt_act_22_recruited_ally_cannot_act_this_turn() -> None:
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    ready(s, 0, "Alek König (G6)", blood=4)
    hand(s, 0, "Aggressive Corpse")
    goto(s, "minion")
    do(s, "play aggressive-corpse")
    finish_action(s)
    ally = next(u for u in s.ready[0] if s.minions[u].card == cid("Aggressive Corpse"))
    assert s.minions[ally].blood == 3
    assert f"bleed {ally}" not in legal(s)


def test_vt_act_33_become_anarch() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    goto(s, "minion")
    do(s, f"anarch {a}")
    assert course(s).stealth(s) == 1
    finish_action(s)
    assert s.minions[a].sect == "anarch" and s.minions[a].blood == 1
    titled = ready(s, 0, "Ayelech (G6)")
    s.changed()
    assert f"anarch {titled}" not in legal(s)


# ------------------------------------------------------------------------ clauses pinned later


def _others_minions(s, ctx, seat, uid):  # type: ignore[no-untyped-def]
    for t, v, _m in s.all_ready():
        if t != seat:
            yield (v,)


def _test_action(monkeypatch, name: str, *uses: Use) -> int:  # type: ignore[no-untyped-def]
    """``name`` stands for an action card with these uses (no requirement, no cost printed)."""
    card = cid(name)
    monkeypatch.setitem(CARDS, card, CardDef(name, uses))
    return card


def test_vt_act_02_without_d_an_action_is_undirected_unless_its_target_directs_it(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _test_action(
        monkeypatch,
        "Revelations",
        Use(ACTION, None, key="plain", action=ActionSpec(stealth=1)),
        Use(ACTION, None, key="aimed", action=ActionSpec(stealth=1), targets=_others_minions),
    )
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 0, "Lauren (G6)")
    ready(s, 1, "Alice Chen (G6)")
    sully = ready(s, 2, "Sully (G6)")
    hand(s, 0, "Revelations", "Revelations")
    goto(s, "minion")
    play(s, "revelations", f"by {a}", "mode plain")
    assert not course(s).directed and course(s).target_seat == -1
    assert course(s).blocker_seats(s) == [1, 3]  # the prey, then the predator (VT-BLK-02)
    finish_action(s)
    play(s, "revelations", f"by {b}", "mode aimed", f"target {sully}")
    assert course(s).directed and course(s).target_seat == 2 and course(s).blocker_seats(s) == [2]


def test_vt_act_03_political_and_ash_heap_actions_are_undirected(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def ash_cards(s, ctx, seat, uid):  # type: ignore[no-untyped-def]
        for c in s.ash[1]:
            yield (c,)

    _test_action(monkeypatch, "Revelations", Use(ACTION, None, key="ash", targets=ash_cards))
    s = table(4)
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    assert course(s).kind_ == "political" and not course(s).directed and course(s).target_seat == -1
    assert course(s).order[:3] == (0, 1, 3)
    s = table(4)
    ready(s, 0, "Lauren (G6)")
    s.ash[1].append(cid("Deflection"))  # a card in Methuselah 2's ash heap
    hand(s, 0, "Revelations")
    goto(s, "minion")
    do(s, "play revelations")
    assert course(s).aplay.targets == (cid("Deflection"),)  # type: ignore[union-attr]
    assert not course(s).directed and course(s).blocker_seats(s) == [1, 3]


def test_vt_act_04_default_actions_of_vampires_and_allies() -> None:
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    v = ready(s, 0, "Lauren (G6)", blood=4)
    ally = ready(s, 0, "Aggressive Corpse")
    t = torpor(s, 1, "Alice Chen (G6)", blood=1)
    goto(s, "minion")
    moves = legal(s)
    mine = {m.split()[0] for m in moves if m.split()[1:2] == [str(v)]}
    assert mine == {"bleed", "hunt", "anarch", "rescue", "diablerize"}
    assert [m for m in moves if m.split()[1:2] == [str(ally)]] == [f"bleed {ally}"]  # an ally only bleeds
    assert f"diablerize {v} {t}" in moves


def test_vt_act_20_any_number_of_retainers_never_moved() -> None:
    s = table()
    sanjay = ready(s, 0, "Sanjay Chakrabarti (G6)", blood=5)
    other = ready(s, 0, "Lauren (G6)")
    spy = attach(s, sanjay, "Raven Spy", counters=1)
    revenant = attach(s, sanjay, "Revenant", counters=2)
    bike = attach(s, sanjay, "Sport Bike")
    hand(s, 0, "Raven Spy")
    goto(s, "minion")
    assert f"equip {other} {bike}" in legal(s)
    assert f"equip {other} {spy}" not in legal(s) and f"equip {other} {revenant}" not in legal(s)
    do(s, "play raven-spy")
    finish_action(s)
    retainers = [p for p in s.minions[sanjay].cards if s.placed[p].card in (cid("Raven Spy"), cid("Revenant"))]
    assert len(retainers) == 3


def test_vt_act_31_an_action_card_has_0_stealth_unless_printed_any_minion_takes_it(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    def gain(s, p):  # type: ignore[no-untyped-def]
        s.marks["resolved"] = p.by

    _test_action(monkeypatch, "Revelations", Use(ACTION, gain, key="play"))
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    ally = ready(s, 0, "Aggressive Corpse")
    hand(s, 0, "Revelations")
    goto(s, "minion")
    do(s, "play revelations")
    assert course(s).actor == ally and course(s).stealth(s) == 0 and not course(s).directed
    finish_action(s)
    assert s.marks["resolved"] == ally and cid("Revelations") in s.ash[0]


def test_vt_act_31_rewilding_as_printed_0_stealth_directed_by_its_target() -> None:
    s = table(decks=("Gangrel", "Ventrue", "Brujah", "Malkavian"))
    ready(s, 0, "Hanna Nokelainen (G6)", blood=3)
    loc = in_play(s, 2, "Elder Library")
    hand(s, 0, "Rewilding")
    goto(s, "minion")
    do(s, "play rewilding")
    assert course(s).stealth(s) == 0 and course(s).directed and course(s).target_seat == 2
    finish_action(s)
    assert loc not in s.placed and s.pool[2] == 28


def test_vt_act_32_a_bleed_card_follows_the_bleed_rules() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    s.edge = 3
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    c = course(s)
    assert c.is_bleed() and c.directed and c.target_seat == 1 and c.stealth(s) == 0  # VT-ACT-06
    assert c.bleed_amount(s) == 3  # the minion's 1, +2 (VT-ACT-09)
    finish_action(s)
    assert s.pool[1] == 27 and s.edge == 0  # VT-ACT-10, VT-EDGE-02
    s.minions[a] = s.minions[a]._replace(locked=False)
    s.changed()
    assert f"bleed {a}" not in legal(s) and "VT-ACT-07" in why(s, f"bleed {a}")  # one bleed a turn


def test_vt_ann_01_announcing_fixes_the_action_and_keeps_its_card_aside() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    gov = cid("Govern the Unaligned")
    hand(s, 0, "Govern the Unaligned")
    s.library[0] = []  # no replacement draw to tell apart
    copies = s.owned(0)[gov]
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    c = course(s)
    assert (c.actor, c.kind_, c.target_seat) == (a, "bleed", 1)
    assert c.held() == ((0, gov),) and s.owned(0)[gov] == copies
    assert gov not in s.hand[0] and gov not in s.ash[0] and all(p.card != gov for p in s.placed.values())
    finish_action(s)
    assert gov in s.ash[0]


def test_vt_ann_02_the_acting_minion_locks_when_announcing_the_cost_waits() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    assert s.minions[a].locked and s.minions[a].blood == 3
    finish_action(s)
    assert s.minions[a].blood == 2


def test_vt_ann_03_a_political_action_chooses_its_terms_only_once_it_succeeds() -> None:
    from tabletome.games.vtes.play import PendingPlay

    s = table(4)
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    assert course(s).aplay.targets == () and not any(x.startswith("target") for x in legal(s))  # type: ignore[union-attr]
    pass_until(s, lambda st: isinstance(st.stack[-1], PendingPlay))
    assert course(s).successful and s.stack[-1].purpose == "terms" and s.to_move == 0
    assert "target p2=2+p3=2" in legal(s)


def test_vt_min_08_an_action_from_a_card_in_play_once_per_turn_per_minion() -> None:
    s = table(decks=("Salubri", "Ventrue", "Brujah", "Malkavian"))
    aniel = ready(s, 0, "Aniel (G7)", blood=6)
    other = ready(s, 0, "Lauren (G6)", blood=3)
    bio = attach(s, other, "Biothaumaturgic Experiment")
    attach(s, other, "Heroic Might")
    goto(s, "minion")
    use = f"use {aniel} 1"
    assert use in legal(s)
    do(s, use, f"target {bio}")
    pass_until(s, lambda st: action(st) is not None and action(st).stage == "A")
    finish_action(s)
    s.minions[aniel] = s.minions[aniel]._replace(locked=False)
    s.changed()
    assert len(s.minions[other].cards) == 1  # one was burned; a target is left
    assert use not in legal(s) and f"hunt {aniel}" in legal(s)


def test_vt_seq_02_impulse_order_defenders_then_clockwise_from_the_acting_methuselah() -> None:
    s = table(5)
    a = ready(s, 0, "Ayelech (G6)", blood=5)
    b = ready(s, 0, "Lauren (G6)", blood=5)
    v = torpor(s, 2, "Sully (G6)", blood=0)
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert course(s).order == (0, 1, 4, 2, 3)  # undirected: the prey, then the predator
    finish_action(s)
    do(s, f"rescue {b} {v} 2")
    assert course(s).order == (0, 2, 1, 3, 4)  # directed at Methuselah 3 (seat 2)
