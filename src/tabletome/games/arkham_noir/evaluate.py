"""A value estimate for search: the chance to solve the case from a (sampled) position.

Features measure progress (Puzzle types in the Big Picture, cases near closing, Puzzle
cards waiting in lines) against the clocks (draw deck, victims, time and sanity areas).
Weights in ``evaluator.json`` are fitted by logistic regression on heuristic play
(``python -m tabletome.sim.fit arkham_noir``); search calls this on sampled worlds only.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from tabletome.engine.evaluator import LinearEvaluator

from . import rules
from .state import ArkhamNoirState

FEATURES = (
    "big_picture_types",
    "types_missing",
    "puzzle_types_in_lines",
    "best_line_types",
    "closable_cases",
    "open_cases",
    "line_cards",
    "fatigued_lines",
    "spare_keys",
    "deck_left",
    "victims_left",
    "time_area",
    "sanity_area",
    "time_near_limit",
    "sanity_near_limit",
    "hand",
    "contact_ready",
)


def features(s: ArkhamNoirState) -> list[float]:
    ed = s.ed
    bp = 0
    for c in s.big_picture:
        bp |= 1 << ed.ctype[c]
    waiting = 0
    best = 0
    closable = 0
    cards = 0
    fatigued = 0
    keys = 0
    facts = rules.line_facts(s)
    for ci, line in enumerate(s.cases):
        for c in line:
            if ed.puzzle[c]:
                waiting |= 1 << ed.ctype[c]
        t = rules.types_in(s, line)
        best = max(best, t)
        closable += t >= rules.CLOSE_TYPES
        cards += len(line)
        fatigued += len(line) >= rules.FATIGUE_AFTER
        keys += max(0, facts[ci][2])  # spare Keys
    have = bp.bit_count()
    new_waiting = (waiting & ~bp).bit_count()
    return [
        have / s.victory,
        max(0, s.victory - have) / s.victory,
        new_waiting / 6,
        best / 6,
        closable / 3,
        len(s.cases) / 3,
        cards / 20,
        fatigued / 3,
        min(keys, 4) / 4,
        len(s.deck) / 50,
        len(s.victim_deck) / 6,
        len(s.time_area) / s.limit,
        len(s.sanity_area) / s.limit,
        float(len(s.time_area) >= s.limit - 1),
        float(len(s.sanity_area) >= s.limit - 1),
        len(s.hand) / 3,
        float(s.contact == rules.CONTACT_READY),
    ]


WEIGHTS_FILE = "evaluator.json"


@cache
def evaluator() -> LinearEvaluator | None:
    with resources.as_file(resources.files(__package__).joinpath(WEIGHTS_FILE)) as path:
        return LinearEvaluator.load(Path(path), FEATURES)


def evaluate(s: ArkhamNoirState) -> tuple[float, ...] | None:
    if s.outcome_ is not None:
        return (s.outcome_.value(0),)
    ev = evaluator()
    if ev is None:
        return None
    return (ev.value(features(s)),)
