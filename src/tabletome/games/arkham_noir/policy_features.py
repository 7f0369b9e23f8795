"""What the learned player reads about each legal action: a row of numbers per action.

The learned player (``tabletome.agents.learned``) scores every legal action from such a row and
plays the best. A row describes the moment (the clocks, the Big Picture, the decision asked), the
action (its verb, the clue card it moves, the case it aims at and what that does to the line) and
the scripted player's judgement of it (its choice, its score where it scores actions). Everything is
computed from the state an agent is given, a determinization of the investigator's view: like the
scripted player, it reads the draw deck's contents, never its order, so a row holds nothing the view
does not (``tests/rl`` pins that).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletome.engine.actions import Action

from . import frames, rules
from .actions import card_arg, number_arg
from .data import ALL_MASK, EFFECT_KINDS
from .heuristic import ArkhamNoirHeuristic, Plan
from .state import ArkhamNoirState

VERBS = (
    "take", "play", "hand", "close", "pass", "exchange", "give", "get", "back", "discard", "use", "skip",
    "takeback", "clear", "pick", "drop", "calm", "collect", "done", "continue", "bonus",
)  # fmt: skip
FRAMES = (
    frames.ActionPhase, frames.HandLimit, frames.EffectChoice, frames.Collect, frames.SanityBonus,
    frames.Exchange, frames.ContactWindow,
)  # fmt: skip
MOMENT = (
    "deck_left", "victims_left", "time_area", "sanity_area", "hand", "big_picture", "types_needed",
    "open_cases", "patience", "effect_mandatory", "principal_time_icon", "next_best_placement", "next_new_type",
    "next_key",
)  # fmt: skip
CARD = (
    "card", "card_puzzle", "card_puzzle_new_type", "card_key", "card_lock", "card_time_icon", "card_sanity_icon",
    "card_left_all", "card_min_cards", "card_hand_value", "card_static_value", "card_discard_cost",
    "card_best_placement",
)  # fmt: skip
CASE = (
    "case", "case_value", "case_cards", "case_types", "case_closable", "case_harvest", "case_last",
    "placement_gain", "key_side", "close_gain", "row_fits_after", "pool_fits_after", "new_type_in_line",
)  # fmt: skip
JUDGED = ("scripted_choice", "scripted_score", "scripted_rank")
NAMES: tuple[str, ...] = (
    *MOMENT,
    *(f"frame_{f.__name__}" for f in FRAMES),
    *(f"effect_{k}" for k in EFFECT_KINDS),
    *(f"verb_{v}" for v in VERBS),
    *CARD,
    *CASE,
    *JUDGED,
)
SIZE = len(NAMES)  # the length of each row (ActionFeatures.action_feature_size)
_VERB = {v: i for i, v in enumerate(VERBS)}
_CARD_VERBS = {"hand": 0, "exchange": 0, "give": 0, "get": 0, "discard": 0, "takeback": 0, "clear": 0}
_CARD_VERBS |= {"pick": 0, "drop": 0, "calm": 0, "collect": 0, "bonus": 0}
_CASE_ARG = {"play": 0, "hand": 1, "close": 0}
_SCALE = 100.0  # the scripted player's points (a new Puzzle type is worth 100)


def _squash(x: float) -> float:
    """Points on the scale [0, 1] (0.5 is nothing; a won game, 10,000 points, is 1)."""
    return 0.5 + 0.5 * math.tanh(x / _SCALE)


def _part(n: float, whole: float) -> float:
    return min(1.0, n / whole) if whole > 0 else 0.0


class _Row:
    """The features of one decision, filled action by action."""

    __slots__ = ("base", "frame", "plan", "s")

    def __init__(self, s: ArkhamNoirState, plan: Plan, frame: object) -> None:
        self.s, self.plan, self.frame = s, plan, frame
        open_cases = len(s.cases)
        moment = [
            _part(len(s.deck), 40),
            _part(plan.victims_left, 6),
            _part(len(s.time_area), s.limit),
            _part(len(s.sanity_area), s.limit),
            _part(len(s.hand), rules.HAND_LIMIT_SIZE + 1),
            _part(plan.big.bit_count(), 6),
            _part(max(plan.need, 0), 6),
            _part(open_cases, 6),
            plan.patience,
            float(getattr(frame, "mandatory", False)),
            *self._row_ahead(),
        ]
        moment += [float(type(frame) is f) for f in FRAMES]
        kind = getattr(frame, "kind", -1) if isinstance(frame, frames.EffectChoice) else -1
        moment += [float(kind == k) for k in range(len(EFFECT_KINDS))]
        self.base = moment

    def _row_ahead(self) -> list[float]:
        """The principal card (discarded by actions c, d and e) and the next one, seen in the main row."""
        s, plan, ed = self.s, self.plan, self.s.ed
        principal = float(bool(s.row) and ed.time[s.row[0]])
        if len(s.row) < 2:
            return [principal, 0.0, 0.0, 0.0]
        nxt = s.row[1]
        best = plan.best_placement(nxt)
        new_type = ed.puzzle[nxt] and not (plan.big >> ed.ctype[nxt]) & 1
        return [principal, _squash(best) if best > -1e8 else 0.0, float(new_type), float(ed.key[nxt])]

    def card(self, a: Action) -> list[float]:
        """The clue card the action moves: the principal card, or the one it names."""
        s, plan, ed = self.s, self.plan, self.s.ed
        if a.verb in _CARD_VERBS and a.args:
            c = card_arg(a, _CARD_VERBS[a.verb])
        elif a.verb in ("take", "play") and s.row:
            c = s.row[0]
        else:
            return [0.0] * len(CARD)
        new_type = ed.puzzle[c] and not (plan.big >> ed.ctype[c]) & 1
        best = plan.best_placement(c)
        return [
            1.0,
            float(ed.puzzle[c]),
            float(new_type),
            float(ed.key[c]),
            float(ed.lock[c]),
            float(ed.time[c]),
            float(ed.sanity[c]),
            float(ed.left[c] == ALL_MASK),
            float(ed.min_cards[c] >= 4),
            _squash(plan.hand_value(c)),
            _squash(plan.static_value(c)),
            _squash(plan.discard_cost(c)),
            _squash(best) if best > -1e8 else 0.0,
        ]

    def case(self, a: Action) -> list[float]:
        """The case the action aims at, and what the action does to it."""
        s, plan = self.s, self.plan
        arg = _CASE_ARG.get(a.verb)
        if arg is None or not s.cases:
            return [0.0] * len(CASE)
        ci = rules.case_at(s, number_arg(a, arg))
        line = s.cases[ci]
        new, _ = plan.harvest(line)
        types = rules.types_in(s, line)
        gain = 0.0
        if a.verb == "play" and s.row:
            gain = plan.placement_gain(s.row[0], ci)
        elif a.verb == "hand":
            gain = plan.placement_gain(card_arg(a, 0), ci)
        close = plan.close_gain(ci) if a.verb == "close" else 0.0
        key_side = len(a.args) > arg + 1
        ahead = self._ahead(line, self._placed(a))
        return [
            1.0,
            _squash(plan.case_value(ci)),
            _part(len(line), 12),
            _part(types, 6),
            float(types >= rules.CLOSE_TYPES),
            _part(new, 6),
            float(len(s.cases) == 1),
            _squash(gain),
            float(key_side),
            _squash(close),
            *ahead,
        ]

    def _placed(self, a: Action) -> int:
        """The clue card the action puts at the end of a line (-1: none)."""
        if a.verb == "play" and self.s.row:
            return self.s.row[0]
        return card_arg(a, 0) if a.verb == "hand" else -1

    def _ahead(self, line: list[int], card: int) -> list[float]:
        """After ``card`` ends the line: how many of the next row cards, and what share of the cards still
        to come, could follow it; and whether it brings the line a clue type it lacked."""
        if card < 0:
            return [0.0, 0.0, 0.0]
        s, ed = self.s, self.s.ed
        tail = ed.right[card]
        row = sum(1 for x in s.row[1:] if ed.left[x] & tail)
        pool = self.plan.pool_left[tail] / (len(self.plan.pool) or 1)
        new_type = all(ed.ctype[c] != ed.ctype[card] for c in line)
        return [_part(row, 4), min(1.0, pool), float(new_type)]


def action_features(state: ArkhamNoirState, legal: Sequence[Action]) -> list[list[float]]:
    """One row of :data:`NAMES` per legal action (in the order given)."""
    plan = Plan(state)
    frame = frames.top(state)
    row = _Row(state, plan, frame)
    chosen = ArkhamNoirHeuristic().act(state, 0) if len(legal) > 1 else legal[0]
    scores = _scripted_scores(plan, legal, frame)
    order = sorted(range(len(legal)), key=lambda i: -scores[i]) if scores else []
    rank = {i: r for r, i in enumerate(order)}
    out: list[list[float]] = []
    for i, a in enumerate(legal):
        verb = [0.0] * len(VERBS)
        verb[_VERB.get(a.verb, _VERB["skip"])] = 1.0
        judged = [
            float(a is chosen),
            _squash(scores[i]) if scores else 0.5,
            rank[i] / len(legal) if scores else 0.0,
        ]
        out.append([*row.base, *verb, *row.card(a), *row.case(a), *judged])
    return out


def _scripted_scores(plan: Plan, legal: Sequence[Action], frame: object) -> list[float]:
    """The scripted player's score of each action where it scores them (the action phase)."""
    if not isinstance(frame, frames.ActionPhase):
        return []
    return [plan.action_score(a) if a.verb in _SCORED and (a.args or a.verb != "exchange") else -_SCALE for a in legal]


_SCORED = frozenset(("take", "play", "hand", "close", "pass", "exchange"))
