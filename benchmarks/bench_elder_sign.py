"""Throughput of Elder Sign on one core: random games, actions and clones per second (the Museum,
and the Lightless Pyramid under its own key), the
scripted player's decisions per second, and the exact odds solver on the largest pools.

Prints one JSON object as its last line. Usage: python benchmarks/bench_elder_sign.py [seconds]
"""

from __future__ import annotations

import json
import sys
import time

from tabletome.engine import Rng, get_game
from tabletome.engine.agent import decide


def random_play(seconds: float, mode: str = "museum") -> dict[str, float]:
    game = get_game("elder_sign")
    rng = Rng(2026)
    games = actions = 0
    snapshots = []
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = game.new_state({"players": 1 + games % 4, "mode": mode}, games)
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
    return {
        "games_per_s": round(games / play_time, 1),
        "actions_per_s": round(actions / play_time),
        "clones_per_s": round(clones / (time.perf_counter() - t1)),
    }


def heuristic_play(seconds: float) -> dict[str, float]:
    game = get_game("elder_sign")
    games = decisions = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        state = game.new_state({"players": 2}, 10_000 + games)
        agents = [game.heuristic_agent(k, games * 10 + k) for k in range(2)]
        while state.to_move is not None:
            seat = state.to_move
            state.apply(decide(agents[seat], state, seat))
            decisions += 1
        games += 1
    elapsed = time.perf_counter() - t0
    return {"games": games, "ms_per_decision": round(1000 * elapsed / max(1, decisions), 3)}


def odds() -> dict[str, float]:
    """The solver from the first roll: 6 green, one clue, focus, on a two-task card; and with the
    yellow and red dice an item may add."""
    from tabletome.games.elder_sign.dice import Task, parse_icons
    from tabletome.games.elder_sign.odds import Attempt, Kit, Odds

    tasks = (Task(parse_icons("3 L")), Task(parse_icons("P P")))
    out = {}
    for name, kit in (
        ("6G_1clue", Kit(green=6, clues=1)),
        ("6G_Y_R_0clue", Kit(green=6, add_yellow=True, add_red=True)),
    ):
        t0 = time.perf_counter()
        chance = Odds(Attempt(tasks)).before_roll(kit)
        out[name] = {"seconds": round(time.perf_counter() - t0, 3), "chance": round(float(chance), 4)}
    return out


def main(seconds: float = 3.0) -> dict[str, object]:
    return {
        "game": "elder_sign",
        **random_play(seconds),
        "lightless_pyramid": random_play(seconds, "lightless_pyramid"),
        "heuristic": heuristic_play(seconds),
        "odds": odds(),
        "targets": {"actions_per_s": 50_000, "clones_per_s": 150_000},
    }


if __name__ == "__main__":
    print(json.dumps(main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)))
