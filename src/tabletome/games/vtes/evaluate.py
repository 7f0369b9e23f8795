"""A value estimate for search: each Methuselah's chance to win from a (sampled) position.

The features describe one seat against the table: victory points (its own and the best of the
others'), its pool and its prey's and predator's, the minions it controls (ready, their blood,
in torpor), the blood on the vampires of its uncontrolled region (pool already spent on minions to
come) and how far the game has gone. The cards left to draw are not among them: fewer of them went
with the winners (who draw more), and search then played cards only to draw. They are the same for every
seat seen from its own side, so one set of weights judges each seat: fitted by logistic regression
on every seat of heuristic self-play at a table of five (``python -m tabletome.sim.fit vtes --seats
heuristic,heuristic,heuristic,heuristic,heuristic --every-seat``); the estimates are then shared
out so they sum to 1 (one game win, VT-TOUR). Search agents call this only on sampled worlds,
never on the true state: without it a playout would play every game to its end (thousands of
decisions).
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from tabletome.engine.evaluator import LinearEvaluator

from .state import VTESState

FEATURES = (
    "vp",
    "vp_best_other",
    "pool",
    "prey_pool",
    "predator_pool",
    "ready",
    "blood",
    "torpor",
    "uncontrolled",
    "remaining",
    "turn",
)


def seat_features(s: VTESState, seat: int) -> list[float]:
    """The numbers of ``FEATURES`` for ``seat``, in order."""
    others = [t for t in range(s.players) if t != seat]
    minions = s.minions
    return [
        min(s.vp[seat], 5.0) / 5,
        min(max((s.vp[t] for t in others), default=0.0), 5.0) / 5,
        min(s.pool[seat], 40) / 40,
        min(s.pool[s.prey(seat)], 40) / 40 if s.prey(seat) != seat else 0.0,
        min(s.pool[s.predator(seat)], 40) / 40 if s.predator(seat) != seat else 0.0,
        min(len(s.ready[seat]), 8) / 8,
        min(sum(minions[u].blood for u in s.ready[seat] if u in minions), 30) / 30,
        min(len(s.torpor[seat]), 4) / 4,
        min(sum(minions[u].blood for u in s.uncontrolled[seat] if u in minions), 30) / 30,
        len(s.remaining()) / s.players,
        min(s.turn, 90) / 90,
    ]


def features(s: VTESState) -> list[float]:
    """Seat 0's features: what ``tabletome.sim.fit`` learns from."""
    return seat_features(s, 0)


@cache
def _model() -> LinearEvaluator | None:
    path = Path(str(resources.files(__package__).joinpath("evaluator.json")))
    return LinearEvaluator.load(path, FEATURES)


def beyond_search(s: VTESState) -> bool:
    """The influence phase (VT-INF): its transfers put pool on vampires that come into play and act
    turns later, beyond a playout's horizon, and the estimate values a pool counter above the blood
    it becomes; search leaves the phase to the scripted player, who plays it by its plan."""
    return s.current_phase() == "influence"


def evaluate(s: VTESState) -> list[float] | None:
    """Each seat's chance (0 for a Methuselah ousted), summing to 1; None without fitted weights."""
    model = _model()
    if model is None:
        return None
    raw = [model.value(seat_features(s, t)) if s.in_game(t) else 0.0 for t in range(s.players)]
    total = sum(raw)
    if total <= 0:
        return [1.0 / s.players] * s.players
    return [v / total for v in raw]
