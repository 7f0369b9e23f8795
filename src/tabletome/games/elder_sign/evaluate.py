"""A value estimate for search: the team's chance to win from a (sampled) position.

The features say how far the team is from sealing the Ancient One (Elder Signs still wanted),
how near it is to waking (the doom track), how long the game has run, and what the team has left
to fight with (sanity, stamina, clues, items, investigators standing) and against (monsters on the
cards). The weights in ``evaluator.json`` are fitted by logistic regression on heuristic self-play
(``python -m tabletome.sim.fit elder_sign``); search agents call this only on sampled worlds,
never on the true state. With it a search's playouts stop a few turns ahead instead of playing
every game to its end (hundreds of decisions of the scripted player).
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from tabletome.engine.evaluator import LinearEvaluator

from . import table as t

FEATURES = (
    "signs_wanted",
    "doom",
    "awakened",
    "turns",
    "clock",
    "standing",
    "sanity_min",
    "stamina_min",
    "health_total",
    "clues",
    "items",
    "trophies",
    "monsters",
    "pyramid",
)


def features(s: Any) -> list[float]:
    """The numbers of ``FEATURES``, in order."""
    ao = s.ed.ancient_ones[s.ao]
    slots = range(len(s.team))
    up = [i for i in slots if t.alive(s, i)] or [0]
    health = sum(s.sanity[i] + s.stamina[i] for i in up) / max(1, sum(s.max_sanity[i] + s.max_stamina[i] for i in up))
    return [
        max(0, ao.elder_signs - s.signs) / ao.elder_signs,
        s.doom / ao.doom,
        float(s.awakened or s.awaken),
        min(s.turns, 80) / 80,
        s.clock / 9,
        len([i for i in slots if t.alive(s, i)]) / max(1, len(s.team)),
        min(s.sanity[i] for i in up) / 6,
        min(s.stamina[i] for i in up) / 6,
        health,
        min(sum(s.clues[i] for i in up), 8) / 8,
        min(sum(len(s.items[i]) for i in up), 12) / 12,
        min(sum(t.trophy_total(s, i) for i in up), 20) / 20,
        min(sum(len(m) for m in s.monsters_at), 8) / 8,
        float(s.pyramid),
    ]


@cache
def _model() -> LinearEvaluator | None:
    path = Path(str(resources.files(__package__).joinpath("evaluator.json")))
    return LinearEvaluator.load(path, FEATURES)


def evaluate(s: Any) -> list[float] | None:
    """The team's chance, the same for every seat; None without fitted weights."""
    model = _model()
    if model is None:
        return None
    value = model.value(features(s))
    return [value] * s.players
