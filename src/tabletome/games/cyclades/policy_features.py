"""What the learned player reads about each legal action: a row of numbers per action.

The learned player (``tabletome.agents.learned``) scores every legal action from such a row and
plays the best. A row says which decision is asked (an offering, a god's turn, another), the
scripted player's choice (so the learned player starts as the scripted one and learns where to
differ), the verb of a turn's step, and for an offering (CY-OFF) what the scripted player's own
valuation says of it: the god, what the turn with him would give net at this offer, the offer
above the minimum, how far below the best choice it stands, the Metropolis it keeps from a rival,
and whether it is the scripted player's god at one GP less or more than its offer.

Everything is computed from the state an agent is given, a determinization of the seat's view,
through the scripted player's valuations, which read only what the seat may know (a rival's GP
is guessed from his revenue, ``heuristic.guess_gold``): a row holds nothing the view does not
(``tests/rl/test_cyclades_learned.py`` pins that).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from tabletome.engine.actions import Action

from . import heuristic as h
from .data import GODS
from .flow import APOLLO_ACTION, Offerings, Rebid, act, bid_cost, committed
from .state import CycladesState
from .turns import GodTurn

DECISIONS = ("offer", "turn", "other")
#: A god's turn's steps the scripted player takes most (the four buildings are one: ``build``).
VERBS = ("end", "troop", "fleet", "march", "call", "philosopher", "priest", "build", "sail")
_BUILD = frozenset(("port", "fortress", "temple", "university"))
OFFER = (
    "offer_apollo", *(f"god_{g}" for g in GODS), "god_other",
    "offer_net", "offer_gross", "offer_cost", "offer_raise", "offer_minimum", "offer_regret", "offer_denial",
    "offer_scripted_god", "offer_one_less", "offer_one_more",
)  # fmt: skip
NAMES: tuple[str, ...] = (
    "scripted_choice",
    *(f"decision_{d}" for d in DECISIONS),
    *(f"verb_{v}" for v in VERBS),
    "verb_other",
    *OFFER,
)
SIZE = len(NAMES)  # the length of each row (ActionFeatures.action_feature_size)
_SCRIPTED = 0
_DECISION = 1
_VERB = 1 + len(DECISIONS)
_VERB_INDEX = {v: i for i, v in enumerate(VERBS)}
_OFFER = _VERB + len(VERBS) + 1
_GOD = {g: i for i, g in enumerate(GODS)}
_GP = 10.0  # GP on the scale [0, 1]: 0.5 is nothing, a Metropolis (20 GP) near 1


def action_feature_size(players: int, edition: object = None) -> int:
    return SIZE


def action_feature_names(edition: object = None) -> tuple[str, ...]:
    return NAMES


def _squash(x: float) -> float:
    return 0.5 + 0.5 * math.tanh(x / _GP)


def action_features(state: CycladesState, legal: Sequence[Action]) -> list[list[float]]:
    """One row per action of ``legal`` (legal now for ``state.to_move``)."""
    seat = state.to_move
    assert seat is not None
    me = h.Seat(state, seat)
    frame = state.stack[-1]
    rows = [[0.0] * SIZE for _ in legal]
    if isinstance(frame, (Offerings, Rebid)):
        choice: Action | None = _offer_rows(me, frame, legal, rows)
    else:
        choice = h.decide(me, frame, legal)
        turn = isinstance(frame, GodTurn)
        for a, row in zip(legal, rows, strict=True):
            row[_DECISION + (1 if turn else 2)] = 1.0
            if turn:
                verb = "build" if a.verb in _BUILD else a.verb
                row[_VERB + _VERB_INDEX.get(verb, len(VERBS))] = 1.0
    if choice is not None and choice in legal:
        rows[legal.index(choice)][_SCRIPTED] = 1.0
    return rows


def _offer_rows(me: h.Seat, frame: Offerings | Rebid, legal: Sequence[Action], rows: list[list[float]]) -> Action:
    """CY-OFF: each offer as the scripted player values it (``heuristic.rate_gods``, computed once);
    the scripted player's offer."""
    s = me.s
    marker = frame.marker(s) if isinstance(frame, Offerings) else frame.marker
    avail = me.gold - committed(s, me.seat, marker)
    ranked = h.rate_gods(me, legal, avail)
    rated = {label: (net, offers, items) for net, label, offers, items in ranked}
    home = h.apollo_value(me) if APOLLO_ACTION in legal else -1e9
    best = max([home, *(r[0] for r in rated.values())])
    _describe_offers(me, legal, rows, rated, home, best, avail)
    choice = scripted_offer(me, legal, ranked, home, avail)
    if choice.verb == "offer":  # the same god as the scripted offer, at the same offer or one GP off it
        for a, row in zip(legal, rows, strict=True):
            if a.verb == "offer" and a.args[0] == choice.args[0]:
                off = int(a.args[1]) - int(choice.args[1])
                row[_OFFER + 13], row[_OFFER + 14], row[_OFFER + 15] = 1.0, float(off == -1), float(off == 1)
    return choice


def scripted_offer(me: h.Seat, legal: Sequence[Action], ranked: list[h.Rating], home: float, avail: int) -> Action:
    """``heuristic.offer_choice`` from its ratings already made (the test pins that they agree)."""
    if not ranked or ranked[0][0] <= home:
        return APOLLO_ACTION if APOLLO_ACTION in legal else legal[0]
    _, label, offers, items = ranked[0]
    second = max(home, ranked[1][0] if len(ranked) > 1 else home)
    return act("offer", label, h.raise_offer(me.s, me.seat, items, avail, offers, second))


def _describe_offers(
    me: h.Seat,
    legal: Sequence[Action],
    rows: list[list[float]],
    rated: dict[str, tuple[float, list[int], list[tuple[float, int]]]],
    home: float,
    best: float,
    avail: int,
) -> None:
    s = me.s
    denied = {g: _squash(h.denial(me, GODS.index(g))) for g in rated if g in _GOD}
    for a, row in zip(legal, rows, strict=True):
        row[_DECISION] = 1.0
        if a.verb != "offer":
            row[_OFFER] = 1.0
            row[_OFFER + 6] = _squash(home)
            row[_OFFER + 11] = _squash(home - best)
            continue
        label, amount = str(a.args[0]), int(a.args[1])
        row[_OFFER + 1 + _GOD.get(label, len(GODS))] = 1.0
        _, offers, items = rated.get(label, (0.0, [amount], []))
        cost = bid_cost(s, me.seat, amount)
        value = h.value_at(s, me.seat, items, avail, amount)
        row[_OFFER + 6] = _squash(value)
        row[_OFFER + 7] = _squash(value + cost)
        row[_OFFER + 8] = min(1.0, cost / _GP)
        row[_OFFER + 9] = min(1.0, (amount - offers[0]) / 4)
        row[_OFFER + 10] = float(amount == offers[0])
        row[_OFFER + 11] = _squash(value - best)
        row[_OFFER + 12] = denied.get(label, 0.5)
