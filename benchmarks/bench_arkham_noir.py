"""Arkham Noir throughput on one core: random games, actions and clones per second.

Usage: python benchmarks/bench_arkham_noir.py [seconds]. Prints a few human lines, then
one JSON object as its last line. Figures are printed, never asserted.
"""

from __future__ import annotations

import json
import sys
import time

from tabletome.engine.rng import Rng
from tabletome.games.arkham_noir import GAME
from tabletome.games.arkham_noir.state import ArkhamNoirState


def random_games(seconds: float) -> tuple[int, int, float, list[ArkhamNoirState]]:
    """Uniformly random play-outs (the engine's hot path: legal_actions + apply)."""
    games = actions = 0
    samples: list[ArkhamNoirState] = []
    seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        s = GAME.new_state(None, seed)
        rng = Rng(seed ^ 0x5EED)
        while s.to_move is not None:
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
            actions += 1
            if actions % 97 == 0 and len(samples) < 500:
                samples.append(s.clone())
        games += 1
        seed += 1
    return games, actions, time.perf_counter() - start, samples


def clones(samples: list[ArkhamNoirState], seconds: float) -> tuple[int, float]:
    n = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for s in samples:
            s.clone()
        n += len(samples)
    return n, time.perf_counter() - start


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 4.0
    games, actions, t_play, samples = random_games(seconds * 0.75)
    n_clones, t_clone = clones(samples, seconds * 0.25)
    result = {
        "game": "arkham_noir",
        "games_per_s": round(games / t_play, 1),
        "actions_per_s": round(actions / t_play),
        "clones_per_s": round(n_clones / t_clone),
    }
    print(f"{games} random games, {actions} actions in {t_play:.2f}s; {n_clones} clones in {t_clone:.2f}s")
    print(f"{actions / max(games, 1):.1f} actions per game")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
