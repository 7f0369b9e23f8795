"""A value estimate for search: each seat's chance to win from a (sampled) position.

The features describe one seat against the best of the others: Metropolises and how near the
next one is (philosophers, building types), land, revenue, units and GP. They are the same for
every seat seen from its own side, so one set of weights (fitted by logistic regression on
heuristic self-play, ``python -m tabletome.sim.fit cyclades``, which labels seat 0) judges each
seat; the estimates are then shared out so they sum to 1 (one winner, CY-WIN-02). Search agents
call this only on sampled worlds, never on the true state.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from tabletome.engine.evaluator import LinearEvaluator

from . import rules
from .state import CycladesState

FEATURES = (
    "metropolises",
    "metropolises_best_other",
    "philosophers",
    "building_types",
    "buildings_best_other",
    "islands",
    "revenue",
    "troops",
    "fleets",
    "gold",
    "priests",
    "players",
)


def kinds(s: CycladesState, seat: int) -> int:
    have = {kind for _, kind in rules.buildings_of(s, seat)}
    return len(have)


def seat_features(s: CycladesState, seat: int) -> list[float]:
    """The numbers of ``FEATURES`` for ``seat``, in order."""
    others = [t for t in range(s.players) if t != seat and not s.out[t]]
    goal = rules.goal(s)
    return [
        rules.metropolises(s, seat) / goal,
        max((rules.metropolises(s, t) for t in others), default=0) / goal,
        min(s.philo[seat], 4) / 4,
        kinds(s, seat) / 4,
        max((kinds(s, t) for t in others), default=0) / 4,
        len(rules.islands_of(s, seat)) / 6,
        rules.revenue(s, seat) / 8,
        rules.troops_on_board(s, seat) / 8,
        rules.fleets_on_board(s, seat) / 8,
        min(s.gold[seat], 20) / 20,
        min(s.priest[seat], 4) / 4,
        s.players / 5,
    ]


def features(s: CycladesState) -> list[float]:
    """Seat 0's features: what ``tabletome.sim.fit`` learns from."""
    return seat_features(s, 0)


@cache
def _model() -> LinearEvaluator | None:
    path = Path(str(resources.files(__package__).joinpath("evaluator.json")))
    return LinearEvaluator.load(path, FEATURES)


def evaluate(s: CycladesState) -> list[float] | None:
    """Each seat's chance (0 for a seat out of the game), summing to 1; None without fitted weights."""
    model = _model()
    if model is None:
        return None
    raw = [0.0 if s.out[t] else model.value(seat_features(s, t)) for t in range(s.players)]
    total = sum(raw)
    if total <= 0:
        return [1.0 / s.players] * s.players
    return [v / total for v in raw]
