"""A value estimate for search: each seat's chance to win from a (sampled) position.

The features describe one seat against the others: its Metropolises and how near the next one is
(philosophers, building types, the larger of the two), land, revenue, troops (those guarding its
Metropolises too), fleets, GP and priests, and the best of the others' (Metropolises and nearness,
building types, troops, revenue, GP, islands). They are the same for every seat seen from its own
side, so one set of weights judges each seat: fitted by logistic regression on scripted self-play
from every seat's side (``python -m tabletome.sim.fit cyclades --every-seat``, with
:func:`seat_features`); the estimates are then shared out so they sum to 1 (one winner, CY-WIN-02).
Search agents call this only on sampled worlds, never on the true state, at the start of a cycle
(where a playout stops), so the features are read in one pass over the board.
"""

from __future__ import annotations

from dataclasses import dataclass
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
    "building_types_best_other",
    "islands",
    "revenue",
    "troops",
    "fleets",
    "gold",
    "priests",
    "nearness",
    "metropolis_and_nearness",
    "standing_best_other",
    "metropolis_guards",
    "troops_best_other",
    "buildings",
    "prosperity",
    "revenue_best_other",
    "gold_best_other",
    "islands_best_other",
)


@dataclass(slots=True)
class Holdings:
    """What one seat holds on the board and behind its screen, read off a state."""

    metropolises: int = 0
    kinds: int = 0  # building types on its islands
    buildings: int = 0
    islands: int = 0
    troops: int = 0
    guards: int = 0  # troops on its islands with a Metropolis
    prosperity: int = 0
    fleets: int = 0
    revenue: int = 0
    gold: int = 0
    philosophers: int = 0
    priests: int = 0

    @property
    def nearness(self) -> float:
        """How near its next Metropolis is: the larger of a set's share of philosophers and of types."""
        return max(min(self.philosophers, 4), self.kinds) / 4

    @property
    def standing(self) -> float:
        """Metropolises held and the next one's nearness, in Metropolises."""
        return self.metropolises + self.nearness


def holdings(s: CycladesState) -> list[Holdings]:
    """Every seat's :class:`Holdings`, in one pass over the islands and seas."""
    seats = [Holdings() for _ in range(s.players)]
    kinds = [[False] * 5 for _ in range(s.players)]  # the four types and the Theater (wild, CY-THEA-01)
    geo, own, units, bld, off, prosp, metro = s.geo, s.own, s.units, s.bld, s.bld_off, s.prosp, s.metro
    n_isl = geo.n_isl
    for i in range(n_isl):
        t = own[i]
        if t < 0:
            continue
        h = seats[t]
        h.islands += 1
        h.troops += units[i]
        h.prosperity += prosp[i]
        if metro[i] == 1:
            h.guards += units[i]
        has = kinds[t]
        for b in bld[off[i] : off[i + 1]]:
            if b >= 0:
                h.buildings += 1
                has[b] = True
    for a in range(n_isl, geo.n_areas):
        t = own[a]
        if t >= 0:
            seats[t].fleets += units[a]
    revenue = rules.revenues(s)
    for t, h in enumerate(seats):
        h.kinds = min(4, sum(kinds[t]))
        h.metropolises = rules.metropolises(s, t)
        h.revenue = revenue[t]
        h.gold, h.philosophers, h.priests = s.gold[t], s.philo[t], s.priest[t]
    return seats


def _features(s: CycladesState, seats: list[Holdings], seat: int) -> list[float]:
    """The numbers of ``FEATURES`` for ``seat``, in order, from every seat's holdings."""
    me = seats[seat]
    others = [seats[t] for t in range(s.players) if t != seat and not s.out[t]] or [Holdings()]
    goal = rules.goal(s)
    return [
        me.metropolises / goal,
        max(o.metropolises for o in others) / goal,
        min(me.philosophers, 4) / 4,
        me.kinds / 4,
        max(o.kinds for o in others) / 4,
        me.islands / 6,
        me.revenue / 8,
        me.troops / 8,
        me.fleets / 8,
        min(me.gold, 30) / 20,
        min(me.priests, 4) / 4,
        me.nearness,
        me.nearness if me.metropolises else 0.0,
        max(o.standing for o in others) / goal,
        me.guards / 8,
        max(o.troops for o in others) / 8,
        me.buildings / 8,
        me.prosperity / 4,
        max(o.revenue for o in others) / 8,
        max(min(o.gold, 30) for o in others) / 20,
        max(o.islands for o in others) / 6,
    ]


def seat_features(s: CycladesState, seat: int) -> list[float]:
    """The numbers of ``FEATURES`` seen from ``seat``: what ``fit --every-seat`` learns from."""
    return _features(s, holdings(s), seat)


def features(s: CycladesState) -> list[float]:
    """Seat 0's features."""
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
    seats = holdings(s)
    raw = [0.0 if s.out[t] else model.value(_features(s, seats, t)) for t in range(s.players)]
    total = sum(raw)
    if total <= 0:
        return [1.0 / s.players] * s.players
    return [v / total for v in raw]
