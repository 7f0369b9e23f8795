"""What the learned player reads about each legal action: a row of numbers per action.

The learned player (``tabletome.agents.learned``) scores every legal action from such a row and
plays the best. A row describes the moment (sanity, Necron's clock, the portal belief, the Old Ones
still face down, the seat's cards and items, its role), the decision asked (the step), the action
(its verb; for a move the destination's worth part by part, for an item the item that leaves or comes
and what the scripted player thinks it is worth) and the scripted player's judgement of it (its
choice, its score, its ranking). Everything is computed from the state an agent is given, a
determinization of the seat's view, by the scripted player's own plan (``heuristic.Plan``), which
reads the portal tiles only where its seat looked: a row holds nothing the view does not
(``tests/games/hexer/test_policy_features.py`` pins that).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletome.engine.actions import Action

from . import rules
from .actions import ACCEPT, COLOURS
from .data import ITEM_LETTERS
from .flow import Offer
from .heuristic import RLYEH_ACTION, TARGETS, Plan
from .state import HexerState

#: The decisions: the steps of ``heuristic.CHOOSERS`` and the companion's answer to an offer.
STEPS = ("move", "meet", "answer", "defeat", "use", "acquire", "drop", "discard", "agree")
VERBS = (
    "move", "passage", "trade", "give", "accept", "decline", "defeat", "use", "close", "take", "drop", "discard",
    "pass", "ask",
)  # fmt: skip
MOMENT = (
    "sanity", "team_sanity_min", "team_sanity_mean", "in_game", "necron", "necron_room", "rlyeh_up", "banished",
    "p_done", "sure_open", "to_look", "relook", "closed", "looked", "face_down", "n_short", "g_short", "cards",
    "passage_card", "held_N", "held_G", "held_E", "held_D", "artifact", "artifact_value", "round", "banisher",
    "banisher_named", "goal_known", "missing", "closers", "at_university", "threat_here", "craven_here", "threats",
)  # fmt: skip
DEST = (
    "dest", "dest_place", "dest_portal", "dest_meeting", "dest_item_gain", "dest_threat", "dest_creature",
    "dest_can_defeat", "dest_p_open", "dest_looked", "dest_university", "dest_here", "dest_craven", "dest_companions",
    "by_passage", "passage_penalty", "dest_score", "rlyeh", "should_banish",
)  # fmt: skip
KINDS = (*ITEM_LETTERS, "artifact")
ITEM = (
    "out", *(f"out_{k}" for k in KINDS), "out_value", "out_copies",
    "in", *(f"in_{k}" for k in KINDS), "in_value",
    "take_cost", "take_refill", "partner", "partner_banisher", "partner_sanity", "partner_value",
    "defeat_value", "thul_cost",
)  # fmt: skip
JUDGED = ("scripted_choice", "scripted_score", "scripted_rank")
NAMES: tuple[str, ...] = (
    *MOMENT,
    *(f"step_{s}" for s in STEPS),
    *(f"verb_{v}" for v in VERBS),
    *DEST,
    *ITEM,
    *JUDGED,
)
SIZE = len(NAMES)  # the length of each row (ActionFeatures.action_feature_size)
_STEP = {s: i for i, s in enumerate(STEPS)}
_VERB = {v: i for i, v in enumerate(VERBS)}
_ITEM = {name: i for i, name in enumerate(ITEM)}
_OUT, _IN = _ITEM["out"], _ITEM["in"]
_SCALE = 50.0  # the scripted player's points (an item it needs is worth about 50, a sure portal 150)
#: Steps whose chooser scores a rank, not points (``Plan.use_score``: 0 to pass, up to 6).
_RANK_SCALE = {"use": 2.0}
_NO_DEST = (0.0,) * len(DEST)
_NO_ITEM = (0.0,) * len(ITEM)


def _squash(x: float, scale: float = _SCALE) -> float:
    """Points on the scale [0, 1] (0.5 is nothing)."""
    return 0.5 + 0.5 * math.tanh(x / scale)


def _part(n: float, whole: float) -> float:
    return max(0.0, min(1.0, n / whole)) if whole > 0 else 0.0


def _moment(s: HexerState, plan: Plan) -> list[float]:
    """The seat's and the team's situation, as the seat's plan sees it."""
    seat, ed = plan.seat, s.ed
    alive = plan.alive
    team = [s.sanity[t] for t in alive] or [0]
    here = s.pos[seat]
    b = seat * 4
    art = s.art[seat]
    goal = plan.goal
    return [
        _part(s.sanity[seat], rules.MAX_SANITY),
        _part(min(team), rules.MAX_SANITY),
        _part(sum(team) / len(team), rules.MAX_SANITY),
        _part(len(alive), s.players),
        _part(s.necron, ed.final),
        _part(plan.necron_room, ed.final),
        float(s.rlyeh_up),
        float(s.banisher >= 0),
        plan.p_done,
        _part(len(plan.sure_open), ed.portals),
        _part(len(plan.to_look), 6),
        _part(len(plan.relook), 6),
        _part(sum(1 for loc in range(1, 7) if s.on_tile[loc] >= 0), 6),
        _part(bin(plan.looked & 0x7E).count("1"), 6),
        _part(plan.face_down, 6),
        _part(plan.n_short, 6),
        _part(plan.g_short, 6),
        _part(bin(s.hand[seat] & 0x7F).count("1"), 7),
        float(bool(s.hand[seat] & rules.PASSAGE_BIT)),
        *(_part(s.held[b + k], 3) for k in range(4)),
        float(art >= 0),
        _squash(plan.value(seat, art)) if art >= 0 else 0.0,
        _part(s.round_no, 25),
        float(plan.banisher == seat),
        float(plan.banisher >= 0),
        float(goal >= 0),
        _part(plan.missing_for(seat, goal), 3) if goal >= 0 else 1.0,
        _part(plan.closers, s.players),
        float(here == rules.UNIVERSITY),
        float(rules.threat_at(s, here)),
        float(s.craven == here),
        _part(sum(1 for loc in range(1, 7) if s.board[loc] >= 0) + (s.shadow >= 0), 7),
    ]


class _Row:
    """The features of one decision, filled action by action."""

    __slots__ = ("base", "frame", "plan", "s", "step", "_places")

    def __init__(self, s: HexerState, plan: Plan, frame: object) -> None:
        self.s, self.plan, self.frame = s, plan, frame
        self.step = "answer" if isinstance(frame, Offer) else str(getattr(frame, "name", ""))
        step = [0.0] * len(STEPS)
        if self.step in _STEP:
            step[_STEP[self.step]] = 1.0
        self.base = _moment(s, plan) + step
        self._places: tuple[list[float], list[float], list[float], list[float]] | None = None

    def places(self) -> tuple[list[float], list[float], list[float], list[float]]:
        """Per location, the parts of ``Plan.places``: the portal, the meeting, the best item, the threat."""
        if self._places is None:
            plan = self.plan
            threats = [0.0] * 7
            plan.add_threats(threats)
            meeting = [plan.meeting_value(loc) for loc in range(7)] if plan.banisher >= 0 else [0.0] * 7
            self._places = (plan.portal_values(), meeting, plan.item_gains(), threats)
        return self._places

    def dest(self, a: Action) -> Sequence[float]:
        """Where an action 1 leads, and what the scripted player sees there."""
        if a is RLYEH_ACTION:
            return (*_NO_DEST[:-2], 1.0, float(self.plan.should_banish()))
        target = TARGETS.get(a.index)
        if target is None:
            return _NO_DEST
        loc, by_passage = target
        s, plan = self.s, self.plan
        seat = plan.seat
        portal, meeting, gain, threat = self.places()
        companions = sum(1 for t in plan.alive if t != seat and s.pos[t] == loc)
        score = plan.university_score if loc == rules.UNIVERSITY else plan.places[loc]
        return (
            1.0,
            _squash(plan.places[loc]),
            _squash(portal[loc]),
            _squash(meeting[loc]),
            _squash(gain[loc]),
            _squash(threat[loc]),
            float(rules.threat_at(s, loc)),
            float(rules.can_defeat(s, seat, loc)),
            plan.p_open[loc],
            float((plan.looked >> loc) & 1),
            float(loc == rules.UNIVERSITY),
            float(loc == s.pos[seat]),
            float(s.craven == loc),
            _part(companions, s.players - 1),
            float(by_passage),
            _squash(plan.passage_cost) if by_passage else 0.0,
            _squash(score),
            0.0,
            0.0,
        )

    def item(self, a: Action) -> Sequence[float]:
        """The item that leaves the seat (or the giver) and the one that comes, and their worth."""
        fill = _ITEM_VERBS.get(a.verb)
        if fill is None:
            return _NO_ITEM
        v = [0.0] * len(ITEM)
        fill(self, a, v)
        return v

    # One per verb: fill ``v`` (``ITEM``) for action ``a``.
    def _meet(self, a: Action, v: list[float]) -> None:
        plan, seat = self.plan, self.plan.seat
        t = COLOURS.index(str(a.args[0]))
        x = ITEM_LETTERS.index(str(a.args[1]))
        self._out(v, seat, x)
        if a.verb == "trade":
            self._in(v, ITEM_LETTERS.index(str(a.args[2])))
        self._partner(v, t, plan.value(t, x))

    def _accept(self, a: Action, v: list[float]) -> None:
        frame = self.frame
        if not isinstance(frame, Offer):
            return  # the team's discard, as proposed
        seat = self.plan.seat
        if a is not ACCEPT:
            self._out(v, seat, ITEM_LETTERS.index(str(a.args[1])))  # ``accept drop X``
        elif frame.get >= 0:
            self._out(v, seat, frame.get)  # the companion's trade
        self._in(v, frame.give)
        self._partner(v, frame.offerer, 0.0)

    def _use(self, a: Action, v: list[float]) -> None:
        self._out(v, self.plan.seat, ITEM_LETTERS.index(str(a.args[0])))

    def _close(self, a: Action, v: list[float]) -> None:
        seat = self.plan.seat
        art = self.s.art[seat]
        if art >= 0:
            self._out(v, seat, art)

    def _take(self, a: Action, v: list[float]) -> None:
        s, plan = self.s, self.plan
        here = s.pos[plan.seat]
        slot = int(a.args[0]) - 1
        v[_IN] = 1.0
        v[_IN + 1 + min(s.spaces[here * 3 + slot], 4)] = 1.0
        v[_ITEM["in_value"]] = _squash(plan.acquire_value(s.spaces[here * 3 + slot]))
        v[_ITEM["take_cost"]] = _squash(plan.cost_penalty(s.ed.costs[here * 3 + slot]))
        v[_ITEM["take_refill"]] = _squash(plan.refill_bonus(here, slot))

    def _drop(self, a: Action, v: list[float]) -> None:
        self._out(v, self.plan.seat, ITEM_LETTERS.index(str(a.args[0])))
        acquiring = self.s.acquiring
        if acquiring >= 0:
            self._in(v, acquiring)

    def _discard(self, a: Action, v: list[float]) -> None:
        t = COLOURS.index(str(a.args[0]))
        k = ITEM_LETTERS.index(str(a.args[1]))
        self._out(v, t, k)
        if t != self.plan.seat:
            self._partner(v, t, self.plan.value(t, k))

    def _defeat(self, a: Action, v: list[float]) -> None:
        plan = self.plan
        here = self.s.pos[plan.seat]
        v[_ITEM["defeat_value"]] = _squash(plan.defeat_value(here))
        v[_ITEM["thul_cost"]] = float(plan.thul_costs_needed_artifact(here))

    # The parts.
    def _out(self, v: list[float], holder: int, k: int) -> None:
        v[_OUT] = 1.0
        v[_OUT + 1 + min(k, 4)] = 1.0
        v[_ITEM["out_value"]] = _squash(self.plan.value(holder, k))
        v[_ITEM["out_copies"]] = _part(self.s.held[holder * 4 + k], 3) if k < 4 else 1.0

    def _in(self, v: list[float], k: int) -> None:
        v[_IN] = 1.0
        v[_IN + 1 + min(k, 4)] = 1.0
        v[_ITEM["in_value"]] = _squash(self.plan.value(self.plan.seat, k))

    def _partner(self, v: list[float], t: int, worth: float) -> None:
        v[_ITEM["partner"]] = 1.0
        v[_ITEM["partner_banisher"]] = float(t == self.plan.banisher)
        v[_ITEM["partner_sanity"]] = _part(self.s.sanity[t], rules.MAX_SANITY)
        v[_ITEM["partner_value"]] = _squash(worth)


_ITEM_VERBS = {
    "trade": _Row._meet,
    "give": _Row._meet,
    "accept": _Row._accept,
    "use": _Row._use,
    "close": _Row._close,
    "take": _Row._take,
    "drop": _Row._drop,
    "discard": _Row._discard,
    "defeat": _Row._defeat,
}


def action_features(state: HexerState, legal: Sequence[Action]) -> list[list[float]]:
    """One row of :data:`NAMES` per legal action (in the order given), for the seat to move."""
    seat = state.to_move
    assert seat is not None, "the game is over: nobody decides"
    legal = tuple(legal)
    plan = Plan(state, seat)
    row = _Row(state, plan, state.stack[-1])
    chosen = plan.choose(legal) if len(legal) > 1 else legal[0]  # = HexerHeuristic().act(state, seat)
    scores = plan.scores(legal)
    scale = _RANK_SCALE.get(row.step, _SCALE)
    # The scripted player's order: its choice first, then the others by score (ties: in legal order).
    rank = [0] * len(legal)
    order = sorted(range(len(legal)), key=lambda i: (legal[i] is not chosen, -scores[i]))
    for r, i in enumerate(order):
        rank[i] = r
    out: list[list[float]] = []
    for i, a in enumerate(legal):
        verb = [0.0] * len(VERBS)
        verb[_VERB.get(a.verb, _VERB["pass"])] = 1.0
        judged = (float(a is chosen), _squash(scores[i], scale), rank[i] / len(legal))
        out.append([*row.base, *verb, *row.dest(a), *row.item(a), *judged])
    return out
