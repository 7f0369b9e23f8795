"""V:TES: the table, the turn and its phases, ousting, victory points, the Edge, withdrawal
(clauses.md sections 2, 4, 11 to 14: VT-SETUP, VT-TURN, VT-UNL, VT-MAST, VT-INF, VT-DISC, VT-OUST,
VT-VP, VT-WD, VT-EDGE)."""

from __future__ import annotations

import pytest

from tabletome.engine.flow import GameOver
from tabletome.games.vtes import ops
from tabletome.games.vtes.actions import END
from tabletome.games.vtes.phases import CRYPT, WITHDRAW
from tabletome.games.vtes.preconstructed import precon
from tabletome.games.vtes.state import CENTRE, VTESState
from tabletome.games.vtes.stats import hand_size
from tabletome.games.vtes.table import new_table
from tests.games.vtes.scenario import (
    DECKS,
    cid,
    do,
    finish_action,
    goto,
    hand,
    in_play,
    legal,
    owned,
    pass_until,
    ready,
    table,
    uncontrolled,
    why,
)


def deck_cards(s: VTESState, t: int) -> dict[int, int]:
    d = s.decks[t]
    return {c.id: k for c, k in (*d.crypt, *d.library)}


# ------------------------------------------------------------------------ setup


def test_vt_setup_01_table_sizes() -> None:
    decks = [precon(n) for n in DECKS]
    with pytest.raises(ValueError, match="VT-SETUP-01"):
        new_table(decks[:1], 0)
    with pytest.raises(ValueError, match="VT-SETUP-01"):
        new_table(decks * 2, 0)
    assert new_table(decks, 0).players == 6 and new_table(decks[:2], 0).players == 2


def test_vt_setup_05_09_10_11_starting_counts_and_zones() -> None:
    s = table(5, clear=False)
    for t in range(5):
        assert s.pool[t] == 30  # VT-SETUP-05
        assert len(s.hand[t]) == 7  # VT-SETUP-09
        assert len(s.uncontrolled[t]) == 4 and all(s.minions[u].blood == 0 for u in s.uncontrolled[t])  # VT-SETUP-10
        lib = sum(k for _, k in s.decks[t].library)
        crypt = sum(k for _, k in s.decks[t].crypt)
        assert len(s.library[t]) == lib - 7 and len(s.crypt[t]) == crypt - 4
        assert owned(s, t) == deck_cards(s, t)
        # VT-SETUP-11: every zone of a Methuselah's area exists, empty at first
        assert s.ready[t] == s.torpor[t] == s.ash[t] == s.removed[t] == []
    assert s.edge == CENTRE  # VT-SETUP-07
    assert s.vp == [0.0] * 5


def test_vt_setup_02_03_first_from_seed_then_clockwise() -> None:
    decks = [precon(n) for n in DECKS[:5]]
    firsts = {new_table(decks, seed).current for seed in range(30)}
    assert len(firsts) > 1
    s = table(4, clear=False, first=2)
    assert s.current == 2 and s.to_move == 2
    pass_until(s, lambda st: st.current != 2)
    assert s.current == 3  # VT-SETUP-03, VT-TURN-02


def test_vt_setup_04_prey_and_predator() -> None:
    s = table(4)
    assert s.prey(2) == 3 and s.predator(2) == 1 and s.prey(3) == 0
    two = table(2)
    assert two.prey(0) == two.predator(0) == 1


def test_vt_setup_08_shuffles_differ_by_seed() -> None:
    decks = [precon("Tremere")] * 2
    a, b = new_table(decks, 1), new_table(decks, 2)
    assert a.library[0] != b.library[0] and sorted(a.library[0] + a.hand[0]) == sorted(b.library[0] + b.hand[0])


def test_vt_setup_06_13_14_counters_move_through_the_bank() -> None:
    """Pool moved onto a vampire becomes blood (VT-SETUP-13); gains come from the bank in full
    (VT-SETUP-06); burned blood goes back (VT-SETUP-14)."""
    s = table()
    v = uncontrolled(s, 0, "Ayelech (G6)")
    goto(s, "influence", turn=9)
    do(s, f"transfer {v} 3")
    assert s.pool[0] == 27 and s.minions[v].blood == 3
    ops.gain_pool(s, 0, 100)
    assert s.pool[0] == 127
    ops.burn_blood(s, v, 2)
    assert s.minions[v].blood == 1


def test_vt_setup_12_own_hand_and_face_down_vampires_hidden_from_others() -> None:
    s = table(4, clear=False)
    mine = s.view(0)["methuselahs"]
    assert isinstance(mine[0]["hand"], list) and all(u["card"] for u in mine[0]["uncontrolled"])
    assert mine[1]["hand"] == 7 and all(u["card"] is None for u in mine[1]["uncontrolled"])
    assert mine[1]["library"] == len(s.library[1]) and isinstance(mine[0]["library"], int)


# ------------------------------------------------------------------------ the turn


def test_vt_turn_01_phases_in_order() -> None:
    s = table()
    seen = []
    for _ in range(10):
        top = s.stack[-1]
        name = getattr(top, "kind", "")
        if name not in seen:
            seen.append(name)
        if s.current != 0:
            break
        s.apply(END)
    assert seen[:4] == ["master", "minion", "influence", "discard"]  # the unlock window needs no decision here


def test_vt_unl_01_unlock_all_cards_including_torpor_and_locations() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", locked=True)
    loc = in_play(s, 0, "Elder Library")
    ops.lock(s, loc)
    from tests.games.vtes.scenario import torpor

    t = torpor(s, 0, "Lauren (G6)", locked=True)
    other = ready(s, 1, "Alice Chen (G6)", locked=True)
    goto(s, "unlock")
    assert not s.minions[a].locked and not s.minions[t].locked and not s.placed[loc].locked
    assert s.minions[other].locked  # only your own cards


def test_vt_edge_03_vt_unl_02_edge_pool_in_own_unlock_phase() -> None:
    s = table()
    s.edge = 0
    goto(s, "unlock")
    assert s.pool[0] == 30 and "edge" in legal(s)  # "may gain 1 pool"
    do(s, "edge")
    assert s.pool[0] == 31
    goto(s, "unlock", seat=1)
    assert s.pool[1] == 30 and s.pool[0] == 31 and "edge" not in legal(s)


def test_vt_mast_01_04_one_master_phase_action_unused_is_lost() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    target = ready(s, 1, "Alice Chen (G6)")
    hand(s, 0, "Misdirection", "Misdirection")
    goto(s, "master")
    assert s.phase_actions == 1
    do(s, "play misdirection", f"target {target}")
    assert s.minions[target].locked and s.phase_actions == 0
    assert "play misdirection" not in legal(s)  # VT-MAST-01: one action, now used
    assert why(s, "play misdirection") == "You have no master phase action left (VT-MAST-01, VT-CARD-32)."
    do(s, "end")  # VT-MAST-04
    assert s.stack[-1].kind == "minion"


def test_vt_mast_02_out_of_turn_card_costs_next_master_phase_action() -> None:
    from tabletome.games.vtes.phases import master_actions

    s = table()
    s.game_marks[("oot", 0)] = True
    assert master_actions(s, 0) == 0
    goto(s, "master")
    do(s, "end")
    s.game_marks[("oot", 0)] = True
    from tabletome.games.vtes.phases import Turn

    s.stack = [Turn()]
    s.phase = "master"
    s.current = 0
    s.settle()
    assert s.phase_actions == 0 and ("oot", 0) not in s.game_marks  # VT-CARD-43: settled in that phase


def test_vt_inf_01_02_transfers_by_game_turn() -> None:
    s = table(4)
    for turn, expected in ((1, 1), (2, 2), (3, 3), (4, 4), (9, 4)):
        goto(s, "influence", turn=turn)
        s.phase = "influence"
        from tabletome.games.vtes.phases import Turn

        s.stack = [Turn()]
        s.settle()
        assert s.transfers == expected, (turn, s.transfers)


def test_vt_inf_03_04_transfer_costs_one_pool_and_one_transfer_per_blood() -> None:
    s = table()
    v = uncontrolled(s, 0, "Ayelech (G6)")
    goto(s, "influence")
    assert f"transfer {v} 4" in legal(s) and f"transfer {v} 5" not in legal(s)
    do(s, f"transfer {v} 2")
    assert s.transfers == 2 and s.pool[0] == 28 and s.minions[v].blood == 2
    do(s, "end")  # VT-INF-03: the two left are lost
    assert s.transfers == 0


def test_vt_inf_05_06_return_blood_and_draw_from_the_crypt() -> None:
    s = table()
    v = uncontrolled(s, 0, "Ayelech (G6)", blood=2)
    goto(s, "influence")
    do(s, f"return {v}")
    assert s.minions[v].blood == 1 and s.pool[0] == 31 and s.transfers == 2
    assert str(CRYPT) not in legal(s)  # needs 4 transfers
    goto(s, "influence")
    before = len(s.crypt[0])
    do(s, "crypt")
    assert len(s.uncontrolled[0]) == 2 and len(s.crypt[0]) == before - 1 and s.pool[0] == 30 and s.transfers == 0


def test_vt_inf_07_bring_out_at_capacity_excess_drains() -> None:
    s = table()
    v = uncontrolled(s, 0, "Lauren (G6)", blood=2)
    cap = s.facts(v).capacity
    goto(s, "influence")
    assert f"bring {v}" not in legal(s)
    assert "fewer than its capacity" in why(s, f"bring {v}")
    s.minions[v] = s.minions[v]._replace(blood=cap + 2)
    s.changed()
    do(s, f"bring {v}")
    assert v in s.ready[0] and s.minions[v].blood == cap and not s.minions[v].locked


def test_vt_inf_08_transfers_set_when_the_phase_begins() -> None:
    s = table()
    goto(s, "influence", turn=9)
    in_play(s, 0, "Information Highway")  # +2 transfers, but only from the next influence phase
    assert s.transfers == 4


def test_vt_disc_01_02_04_one_discard_action() -> None:
    s = table()
    hand(s, 0, "Deflection", "Bonding")
    goto(s, "discard")
    do(s, "discard deflection")
    assert cid("Deflection") in s.ash[0] and len(s.hand[0]) == 7  # VT-DISC-02 then drawn up
    assert not any(a.startswith("discard") for a in legal(s))  # VT-DISC-04
    assert "no discard phase action left" in why(s, "discard bonding")


def test_vt_card_19_empty_library_draws_nothing() -> None:
    s = table()
    s.library[0] = []
    hand(s, 0, "Deflection")
    goto(s, "discard")
    do(s, "discard deflection")
    assert s.hand[0] == []


def test_vt_card_20_21_hand_size_seven_and_changes() -> None:
    s = table()
    assert hand_size(s, 0) == 7
    in_play(s, 0, "Elder Library")
    assert hand_size(s, 0) == 8
    hand(s, 0)
    ops.refill(s, 0)
    assert len(s.hand[0]) == 8


# ------------------------------------------------------------------------ ousting and VP


def test_vt_oust_01_vt_vp_01_bleed_to_zero_ousts_predator_gains() -> None:
    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    s.pool[1] = 1
    victims = [u for u in s.uncontrolled[1]]
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert not s.in_game(1) and s.vp[0] == 1 and s.pool[0] == 36  # VT-VP-01
    assert s.prey(0) == 2 and s.predator(2) == 0  # VT-OUST-04
    assert victims == [] or all(u not in s.minions for u in victims)


def test_vt_oust_02_03_ousted_cards_removed_others_stay() -> None:
    s = table(4)
    mine = ready(s, 1, "Alice Chen (G6)")
    loc = in_play(s, 1, "Elder Library")
    ops.oust(s, [1])
    assert mine not in s.minions and loc not in s.placed
    assert cid("Alice Chen (G6)") in s.removed[1] and cid("Elder Library") in s.removed[1]


def test_vt_oust_05_ousted_seat_never_asked_and_skipped() -> None:
    s = table(4)
    ops.oust(s, [1])
    goto(s, "discard")
    pass_until(s, lambda st: st.current != 0)
    assert s.current == 2
    a = ready(s, 2, "Ayelech (G6)")
    goto(s, "minion", seat=2)
    do(s, f"bleed {a}")
    assert 1 not in s.stack[-1].order


def test_vt_oust_06_vt_vp_03_04_last_standing_and_outcome() -> None:
    s = table(2)
    with pytest.raises(GameOver):
        ops.oust(s, [1])
    assert s.vp == [2.0, 0.0] and s.to_move is None
    oc = s.outcome()
    assert oc is not None and oc.winners == (0,) and oc.cause == "VT-VP-04"


def test_vt_vp_02_amb_10_simultaneous_ousts() -> None:
    s = table(4)
    ops.oust(s, [1, 2])  # 0 ousts 1 (VP and pool); 1 would oust 2 but is ousted at once: VP, no pool
    assert s.vp[0] == 1 and s.pool[0] == 36 and s.vp[1] == 1 and s.pool[1] == 0


def test_vt_vp_05_rulebook_example() -> None:
    s = table(5)
    a, b, c, d, e = range(5)
    ops.oust(s, [e])
    assert s.vp[d] == 1 and s.pool[d] == 36
    ops.oust(s, [d])
    assert s.vp[c] == 1
    ops.oust(s, [b])
    assert s.vp[a] == 1
    with pytest.raises(GameOver):
        ops.oust(s, [c])
    assert s.vp == [3.0, 0.0, 1.0, 1.0, 0.0]
    assert s.outcome().winners == (a,)  # type: ignore[union-attr]


def test_vt_vp_04_shared_highest_total_nobody_wins() -> None:
    s = table(3)
    s.vp = [1.0, 2.0, 0.0]
    ops.oust(s, [2])  # Methuselah 2 ousts their prey: 3 VP
    with pytest.raises(GameOver):
        ops.oust(s, [1])  # Methuselah 1 ousts 2 (2 VP) and is last standing (3 VP)
    assert s.vp == [3.0, 3.0, 0.0]
    oc = s.outcome()
    assert oc is not None and oc.winners == () and "nobody wins" in oc.reason


def test_amb_21_own_pool_to_zero_ousts_and_ends_the_turn() -> None:
    s = table(3)
    v = uncontrolled(s, 0, "Ayelech (G6)")
    s.pool[0] = 2
    goto(s, "influence", turn=9)
    do(s, f"transfer {v} 2")
    assert not s.in_game(0) and s.ousted_on[0] == 9  # VT-OUST-01: at once, whatever the cause
    assert s.current == 1 and s.vp[2] == 1  # the turn ended; the predator scored


# ------------------------------------------------------------------------ the Edge


def test_vt_edge_01_02_successful_bleed_takes_the_edge() -> None:
    s = table()
    s.edge = 2
    a = ready(s, 0, "Ayelech (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.edge == 0 and s.pool[1] == 29


def test_vt_edge_05_only_the_holder_burns_it() -> None:
    from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum

    s = table()
    s.edge = 1
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    while s.to_move != 1:
        do(s, "pass")
    assert "vote edge for" in legal(s)
    do(s, "vote edge for")
    assert s.edge == CENTRE  # VT-EDGE-04


# ------------------------------------------------------------------------ withdrawal


def test_vt_wd_01_02_05_06_withdrawal() -> None:
    s = table(4)
    s.library[0] = []
    hand(s, 0, "Deflection")
    goto(s, "discard", seat=3)
    pass_until(s, lambda st: st.current == 0 and st.stack[-1].kind == "unlock")
    assert str(WITHDRAW) in legal(s)  # VT-WD-01: empty library, fewer cards than the hand size
    do(s, "withdraw")
    pred_vp, pred_pool = s.vp[3], s.pool[3]
    pass_until(s, lambda st: (st.current == 0 and st.turn > 5 and st.stack[-1].kind != "unlock") or not st.in_game(0))
    assert not s.in_game(0) and s.vp[0] == 1  # VT-WD-05
    assert s.vp[3] == pred_vp and s.pool[3] == pred_pool  # VT-WD-06


def test_vt_wd_03_04_losing_pool_makes_it_fail() -> None:
    s = table(4)
    s.library[0] = []
    hand(s, 0, "Deflection")
    goto(s, "unlock")
    s.marks[("short-hand", 0)] = True
    s.changed()
    do(s, "withdraw")
    ops.burn_pool(s, 0, 1)
    ops.gain_pool(s, 0, 1)  # VT-WD-04: a gain does not make up for it
    pass_until(s, lambda st: st.current == 0 and st.turn > 1 and st.stack[-1].kind == "unlock")
    assert s.in_game(0) and s.vp[0] == 0


def test_withdraw_not_offered_with_a_library() -> None:
    s = table()
    goto(s, "unlock")
    assert "withdraw" not in legal(s)


# ------------------------------------------------------------------------ clauses pinned later


def test_vt_setup_07_the_edge_starts_uncontrolled_in_the_centre() -> None:
    s = new_table([precon(n) for n in DECKS[:4]], 3)
    assert s.edge == CENTRE and s.edge not in range(s.players)


def test_vt_turn_02_the_next_methuselah_still_in_the_game_plays() -> None:
    s = table(4)
    goto(s, "discard", seat=3)
    pass_until(s, lambda st: st.current != 3)
    assert s.current == 0  # clockwise, round the table
    ops.oust(s, [1])
    goto(s, "discard", seat=0)
    turn = s.turn
    pass_until(s, lambda st: st.current != 0)
    assert s.current == 2 and s.turn == turn + 1  # the ousted Methuselah is skipped: no turn of its own


def test_vt_oust_04_the_ousted_prey_s_prey_becomes_yours() -> None:
    from tabletome.games.vtes.actions import undirected_blockers

    s = table(4)
    a = ready(s, 0, "Ayelech (G6)")
    ops.oust(s, [1])
    assert s.prey(0) == 2 and s.predator(2) == 0 and s.predator(0) == 3
    assert undirected_blockers(s, 0) == (2, 3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[2] == 29


def test_vt_mast_03_a_master_phase_action_plays_a_master_card_or_marks_a_red_list_minion() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    prey = ready(s, 1, "Alexis Sorokin (G4)")  # Red List
    hand(s, 0, "Elder Library")
    goto(s, "master")
    assert s.phase_actions == 1 and {"play elder-library", f"mark {prey}"} <= set(legal(s))
    do(s, f"mark {prey}")
    assert s.phase_actions == 0 and "play elder-library" not in legal(s)
    assert "VT-MAST-01" in why(s, "play elder-library")


def test_vt_mast_05_you_choose_the_order_of_your_master_phase_actions() -> None:
    for first in ("play elder-library", "mark"):
        s = table()
        ready(s, 0, "Ayelech (G6)")
        prey = ready(s, 1, "Alexis Sorokin (G4)")
        hand(s, 0, "Elder Library")
        goto(s, "master")
        s.phase_actions = 2
        s.changed()
        moves = ["play elder-library", f"mark {prey}"]
        if first == "mark":
            moves.reverse()
        do(s, moves[0])
        assert moves[1] in legal(s)
        do(s, moves[1])
        assert s.phase_actions == 0 and ("red-list", prey) in s.marks
        assert any(s.placed[u].card == cid("Elder Library") for u in s.inplay[0])


def test_vt_unl_03_burn_option_discard_in_any_unlock_phase_once() -> None:
    from tabletome.games.vtes.phases import burn_option_discards

    s = table(4)
    ready(s, 0, "Ayelech (G6)")
    ready(s, 1, "Alice Chen (G6)")  # no Salubri: Sight Beyond Sight needs one
    ready(s, 2, "Aniel (G7)")  # a Salubri
    hand(s, 1, "Sight Beyond Sight", "Sight Beyond Sight")
    hand(s, 2, "Sight Beyond Sight")
    s.public_decks = (False,) * 4  # private decks may hold burn-option cards
    goto(s, "unlock", seat=0)
    pass_until(s, lambda st: st.to_move == 1)
    assert "burn-option sight-beyond-sight" in legal(s)  # in another Methuselah's unlock phase
    do(s, "burn-option sight-beyond-sight")
    assert cid("Sight Beyond Sight") in s.ash[1] and len(s.hand[1]) == 7  # replaced
    assert list(burn_option_discards(s, 1)) == []  # one such discard an unlock phase
    pass_until(s, lambda st: st.to_move in (1, 2))
    assert s.to_move == 2  # Methuselah 2 is not asked again
    assert legal(s) == ["pass"]  # Methuselah 3's Salubri meets the card's requirement
