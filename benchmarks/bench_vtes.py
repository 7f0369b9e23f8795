"""V:TES throughput on one core: five-player games of preconstructed decks played at random.

Usage: python benchmarks/bench_vtes.py [seconds]. Each game seats five of the fourteen Fifth
Edition preconstructed decks (rotating with the seed); actions are legal_actions + apply, the
engine's hot path. Prints a few human lines, then one JSON object as its last line. Figures are
printed, never asserted (targets: 20,000 actions/s and 50,000 clones/s).
"""

from __future__ import annotations

import json
import sys
import time

from tabletome.engine.rng import Rng
from tabletome.games.vtes import GAME
from tabletome.games.vtes.game import precon_names
from tabletome.games.vtes.state import VTESState

PLAYERS = 5
MAX_ACTIONS = 20_000  # a random game that runs this long is cut (rare)


def options(seed: int) -> dict[str, str]:
    names = precon_names()
    decks = {f"deck_{k + 1}": names[(seed * PLAYERS + k) % len(names)] for k in range(PLAYERS)}
    return {"players": str(PLAYERS), **decks}


def random_games(seconds: float) -> tuple[int, int, float, list[VTESState]]:
    """Uniformly random play-outs; the set-up of each game is not counted."""
    games = actions = 0
    samples: list[VTESState] = []
    elapsed = 0.0
    seed = 0
    while elapsed < seconds:
        s = GAME.new_state(options(seed), seed)
        rng = Rng(seed ^ 0x5EED)
        start = time.perf_counter()
        n = 0
        while s.to_move is not None and n < MAX_ACTIONS:
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
            n += 1
            if n % 97 == 0 and len(samples) < 500:
                samples.append(s.clone())
        elapsed += time.perf_counter() - start
        actions += n
        games += 1
        seed += 1
    return games, actions, elapsed, samples


def clones(samples: list[VTESState], seconds: float) -> tuple[int, float]:
    n = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for s in samples:
            s.clone()
        n += len(samples)
    return n, time.perf_counter() - start


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 8.0
    GAME.new_state(options(0), 0)  # the card database and the effects load once, outside the timing
    games, actions, t_play, samples = random_games(seconds * 0.75)
    n_clones, t_clone = clones(samples, seconds * 0.25)
    result = {
        "game": "vtes",
        "players": PLAYERS,
        "games_per_s": round(games / t_play, 2),
        "actions_per_s": round(actions / t_play),
        "clones_per_s": round(n_clones / t_clone),
    }
    print(f"{games} random five-player games, {actions} actions in {t_play:.2f}s; {n_clones} clones in {t_clone:.2f}s")
    print(f"{actions / max(games, 1):.0f} actions per game")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
