"""Throughput of Der Hexer von Salem on one core: random games, actions and clones per second.

Prints one JSON object as its last line. Usage: python benchmarks/bench_hexer.py [seconds]
"""

from __future__ import annotations

import json
import sys
import time

from tabletome.engine import Rng, get_game


def main(seconds: float = 3.0) -> dict[str, object]:
    game = get_game("hexer")
    rng = Rng(2026)
    games = actions = 0
    snapshots = []
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = game.new_state({"players": 2 + games % 3}, games)
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
        "game": "hexer",
        "games_per_s": round(games / play_time, 1),
        "actions_per_s": round(actions / play_time),
        "clones_per_s": round(clones / clone_time),
    }


if __name__ == "__main__":
    print(json.dumps(main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)))
