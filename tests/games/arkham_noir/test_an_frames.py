"""The flow as frames: what the stack holds at each kind of decision, legality in one place, and
the refusals every candidate gets (AN-TURN, AN-HAND, AN-EFF, AN-CLOSE, AN-CONT)."""

from __future__ import annotations

from tabletome.engine.rng import Rng
from tabletome.games.arkham_noir import frames, rules
from tabletome.games.arkham_noir.actions import SPACE
from tabletome.games.arkham_noir.data import E_PLAY

from .helpers import V1, do, eff, lab, table
from .test_an_properties import random_states

ROW = [20, 21, 22, 23, 24]
# Person x2 (Key 7, Puzzle 1), threat x2 (Key 8, Puzzle 2), artifact, evidence, location: 5 types.
FIVE_WITH_TWO_PUZZLES = [7, 1, 8, 2, 15, 16, 17]


def kinds(s: object) -> list[str]:
    return [type(f).__name__ for f in s.stack]  # type: ignore[attr-defined]


def test_an_turn_02_the_turn_is_the_bottom_frame_and_the_action_phase_its_decision() -> None:
    s = table(row=ROW)
    assert kinds(s) == ["Turn", "ActionPhase"] and s.phase == frames.ACTION and s.to_move == 0
    do(s, "pass")
    assert kinds(s) == ["Turn", "ActionPhase"] and s.turn_no == 2


def test_an_hand_02_the_hand_limit_frame_sits_above_the_pending_effects() -> None:
    ed = lab({20: {"effects": eff("DRAW", "SANITY_TEST")}})
    s = table(ed, row=ROW, hand=[30, 31, 32], top=[40, 41])
    do(s, "play 1")
    assert kinds(s) == ["Turn", "Effects", "HandLimit"]
    assert s.view(0)["flow"]["effects"] == [{"card": 20, "case": 1, "next": 1}]
    do(s, "discard 31")
    assert kinds(s) == ["Turn", "ActionPhase"] and len(s.discard) + len(s.sanity_area) == 2


def test_an_eff_03_an_effect_that_asks_is_a_choice_above_its_card() -> None:
    ed = lab({20: {"effects": eff("play")}, 30: {"effects": eff("draw")}})
    s = table(ed, row=ROW, hand=[30], top=[40])
    do(s, "play 1")
    assert kinds(s) == ["Turn", "Effects", "EffectChoice"] and s.phase == frames.EFFECT
    do(s, "hand 30 2")  # card 30's own effect asks next, above card 20's finished list
    assert kinds(s) == ["Turn", "Effects", "Effects", "EffectChoice"]
    assert frames.active_cards(s) == {20 - 1, 30 - 1}
    assert [e["card"] for e in s.view(0)["flow"]["effects"]] == [20, 30]


def test_an_close_03_collecting_is_a_frame_that_names_the_case() -> None:
    s = table(row=ROW, cases=[(0, FIVE_WITH_TWO_PUZZLES), (1, [])])
    do(s, "close 1")
    assert kinds(s) == ["Turn", "Collect"] and frames.closing_victim(s) == 0
    flow = s.view(0)["flow"]
    assert flow["closing"] == 1 and flow["bonus_due"] is False
    assert s.view(0)["cases"][0]["being_closed"] is True


def test_an_close_08_the_bonus_is_due_while_collecting_then_asked() -> None:
    s = table(row=ROW, hand=[30], cases=[(0, [7, 8, 3, 16, 17, 18]), (1, [])], sanity=[40], contact=rules.CONTACT_KEY)
    do(s, "close 1")
    assert kinds(s) == ["Turn", "Collect"] and frames.bonus_due(s)
    do(s, "collect 3")
    assert kinds(s) == ["Turn", "SanityBonus"] and frames.bonus_due(s)
    do(s, "skip")
    assert not frames.bonus_due(s)


def test_an_cont_01_the_exchange_is_a_frame_above_the_decision_it_interrupts() -> None:
    s = table(row=ROW, hand=[30, 31, 32], time=[40])
    do(s, "take", "exchange")
    assert kinds(s) == ["Turn", "HandLimit", "Exchange"] and s.phase == frames.WINDOW
    assert s.view(0)["flow"]["exchange_give"] is None
    do(s, "give 32")
    assert kinds(s) == ["Turn", "HandLimit", "Exchange"] and s.view(0)["flow"]["exchange_give"] == 32
    do(s, "get 40")
    assert kinds(s) == ["Turn", "HandLimit"] and s.view(0)["flow"]["exchange_give"] is None


def test_an_cont_01_version_1_the_contact_window_comes_after_the_action() -> None:
    s = table(row=ROW, hand=[30], time=[40], options=V1)
    do(s, "take")
    assert kinds(s) == ["Turn", "ContactWindow"] and s.phase == frames.WINDOW


def test_an_end_01_the_stack_is_empty_once_the_game_is_over() -> None:
    s = table(row=ROW, big=[1, 2, 3, 4, 5])
    do(s, "pass")
    assert s.stack == [] and s.phase == frames.OVER and s.prompt() == "The game is over."


def test_clones_share_the_frames_which_never_change() -> None:
    ed = lab({20: {"effects": eff("draw", "draw")}})
    s = table(ed, row=ROW, top=[40, 41])
    do(s, "play 1")
    c = s.clone()
    assert all(a is b for a, b in zip(c.stack, s.stack, strict=True))
    effects = s.stack[1]
    do(c, "use")  # the clone's card moves on to its second effect: a new frame in the clone only
    assert kinds(c) == ["Turn", "Effects", "EffectChoice"] and c.stack[1].next == 1
    assert kinds(s) == ["Turn", "Effects", "EffectChoice"] and s.stack[1] is effects and effects.next == 0


def test_an_req_01_one_placement_rule_for_action_c_and_the_play_effect() -> None:
    """AN-REQ-01, AN-CONT-03: the "play" effect offers exactly the plays from the hand of action c,
    the Key side's included (version 1: the plain ones)."""
    for options, key in (({}, True), (V1, False)):
        for seed in range(12):
            for s in random_states(seed, options, every=3):
                if s.phase != frames.ACTION:
                    continue
                from_hand = [a for a in s.legal_actions() if a.verb == "hand" and (key or len(a.args) == 2)]
                assert frames.effect_targets(s, E_PLAY, s.case_victims[0]) == from_hand


def test_every_refused_candidate_of_a_decision_gets_its_rule() -> None:
    """A refused action of a verb the decision considers is explained by a rule, never by the
    generic 'not possible now' sentence (legality and refusals come from the same frame)."""
    considered = {
        frames.ACTION: ("play", "hand", "close", "exchange"),
        frames.HAND_LIMIT: ("discard", "exchange"),
        frames.COLLECT_PHASE: ("collect", "exchange"),
        frames.BONUS_PHASE: ("bonus", "exchange"),
        frames.WINDOW: ("exchange", "give", "get"),
        frames.EFFECT: ("use", "skip", "discard", "takeback", "hand", "clear", "pick", "drop", "calm", "exchange"),
    }
    rng = Rng(5)
    vocab = list(SPACE)
    for seed, options in ((seed, options) for seed in range(6) for options in ({}, V1)):
        for s in random_states(seed, options, every=2):
            if s.to_move is None:
                continue
            legal = set(s.legal_actions())
            verbs = considered[s.phase]
            if options:  # version 1: 'exchange N M' at the action decision and in its window only
                verbs = ("exchange",) if s.phase == frames.WINDOW else verbs
                verbs = verbs if s.phase == frames.ACTION else tuple(v for v in verbs if v not in ("give", "get"))
                verbs = (
                    verbs if s.phase in (frames.ACTION, frames.WINDOW) else tuple(v for v in verbs if v != "exchange")
                )
            candidates = [a for a in vocab if a.verb in verbs and a not in legal]
            for a in [candidates[rng.below(len(candidates))] for _ in range(40)] if candidates else []:
                why = s.why_illegal(a)
                assert why and not why.startswith("'") and why[0].isupper(), (str(a), why)
            outside = next(a for a in vocab if a.verb not in verbs and a not in legal)
            assert s.why_illegal(outside).startswith(f"'{outside}' is not possible now: you must ")
