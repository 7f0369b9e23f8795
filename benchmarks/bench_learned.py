"""Decision time of the shipped learned players on one core (numpy only): the issue's bound is 1 ms.

Each decision is timed on the process's CPU clock (other jobs on a shared machine do not count),
over whole games of Arkham Noir (solo) and Hexer (3 players) at standard difficulty, and of
Cyclades (4 players, base game; every seat learned).

Prints one JSON object per game; the last line is the summary.
Usage: python benchmarks/bench_learned.py [games per game id]
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from tabletome.agents import make_agent
from tabletome.engine import Agent, State, decide, get_game, play_match

STANDARD = {"difficulty": "standard"}
CASES: tuple[tuple[str, int, dict[str, str]], ...] = (
    ("arkham_noir", 1, STANDARD),
    ("hexer", 3, STANDARD),
    ("cyclades", 4, {}),
)


def timer(agents: list[Agent], times: list[float]) -> Callable[[State, Any, Any], None]:
    """Before each move, the decision of a twin of the mover on a copy of the position, timed on the
    CPU clock (a twin: the players who move keep their own memory of the positions they saw)."""

    def timed(state: State, seat: Any, action: Any) -> None:
        mover = state.to_move
        if mover is not None:
            world = state.clone()
            t0 = time.process_time()
            decide(agents[mover], world, mover)
            times.append(time.process_time() - t0)

    return timed


def bench(game_id: str, players: int, options: dict[str, str], games: int) -> dict[str, Any]:
    game = get_game(game_id)
    times: list[float] = []
    for seed in range(games):
        agents = [make_agent("learned", game, seat, seed) for seat in range(players)]
        twins = [make_agent("learned", game, seat, seed) for seat in range(players)]
        play_match(game, agents, seed, options, on_action=timer(twins, times))
    return {
        "game": game_id,
        "players": players,
        "decisions": len(times),
        "median_ms": round(1000 * statistics.median(times), 3),
        "mean_ms": round(1000 * statistics.fmean(times), 3),
        "p99_ms": round(1000 * sorted(times)[int(0.99 * (len(times) - 1))], 3),
    }


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    rows = [bench(g, p, o, games) for g, p, o in CASES]
    for row in rows:
        print(json.dumps(row))
    print(json.dumps({"benchmark": "learned", "median_ms": {r["game"]: r["median_ms"] for r in rows}}))


if __name__ == "__main__":
    main()
