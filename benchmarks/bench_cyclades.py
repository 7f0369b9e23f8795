"""Throughput of Cyclades on one core: random games, actions and clones per second.

Random games over every player count, the base game and the four Hades modules together.
Prints one JSON object as its last line. Usage: python benchmarks/bench_cyclades.py [seconds]
"""

from __future__ import annotations

import json
import sys
import time

from tabletome.engine import Rng, get_game

MODULES = {"m1_free_placement": "yes", "m2_hades": "yes", "m3_heroes": "yes", "m4_favours": "yes", "theater": "yes"}


def run(options: dict[str, str], seconds: float) -> dict[str, float]:
    game = get_game("cyclades")
    rng = Rng(2026)
    games = actions = 0
    snapshots = []
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = game.new_state({"players": 2 + games % 4, **options}, games)
        while state.to_move is not None:
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            actions += 1
            if actions % 97 == 0 and len(snapshots) < 200:
                snapshots.append(state.clone())
        games += 1
    play_time = time.perf_counter() - t0
    clones = 0
    t1 = time.perf_counter()
    while time.perf_counter() - t1 < seconds / 3:
        for s in snapshots:
            s.clone()
        clones += len(snapshots)
    clone_time = time.perf_counter() - t1
    return {
        "games_per_s": round(games / play_time, 1),
        "actions_per_s": round(actions / play_time),
        "clones_per_s": round(clones / clone_time),
    }


def main(seconds: float = 3.0) -> dict[str, object]:
    base = run({}, seconds)
    hades = run(MODULES, seconds)
    return {
        "game": "cyclades",
        **base,
        "with_every_module": hades,
        "targets": {"actions_per_s": 50_000, "clones_per_s": 150_000},
    }


if __name__ == "__main__":
    print(json.dumps(main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)))
