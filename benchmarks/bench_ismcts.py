"""ISMCTS iterations per second on one core, per registered game, at the default settings.

Prints one JSON object per game; the last line is the last game's object.
Usage: python benchmarks/bench_ismcts.py [seconds per game]
"""

from __future__ import annotations

import json
import sys
import time

from tabletome.agents import ISMCTSAgent
from tabletome.engine import Rng, games


def positions(game_id: str, count: int = 6) -> list:
    from tabletome.engine import get_game

    game = get_game(game_id)
    out = []
    seed = 0
    while len(out) < count:
        state = game.new_state({}, seed)
        rng = Rng(seed)
        for _ in range(10 + seed % 20):
            if state.to_move is None:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
        if state.to_move is not None and len(state.legal_actions()) > 1:
            out.append(state)
        seed += 1
    return out


def main(seconds: float = 4.0) -> list[dict[str, object]]:
    rows = []
    for game in games():
        agent = ISMCTSAgent(game, 1, iterations=100)
        iterations = 0
        t0 = time.perf_counter()
        states = positions(game.id)
        while time.perf_counter() - t0 < seconds:
            for s in states:
                agent.search(s, s.to_move)
                iterations += agent.iterations
        row = {"game": game.id, "iterations_per_s": round(iterations / (time.perf_counter() - t0))}
        print(json.dumps(row), flush=True)
        rows.append(row)
    return rows


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 4.0)
