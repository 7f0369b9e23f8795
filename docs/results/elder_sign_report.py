"""Elder Sign with scripted players: the team's win rate by Ancient One and by team size.

Usage: python docs/results/elder_sign_report.py --games 100 --jobs 2 > docs/results/elder_sign.md
Seeds 1..N for every cell; Wilson 95% intervals. The stand-in edition is in use (see the package's
SOURCES.md): these are figures for its stand-in monsters, Mythos cards and items.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
from collections import Counter
from typing import Any

from tabletome.engine import get_game
from tabletome.engine.agent import decide
from tabletome.sim.stats import wilson


def play(job: tuple[str, int, int]) -> tuple[str, int, bool, str, int, int]:
    ao, players, seed = job
    game = get_game("elder_sign")
    state = game.new_state({"players": players, "ancient_one": ao}, seed)
    agents = [game.heuristic_agent(k, seed * 10 + k) for k in range(players)]
    while state.to_move is not None:
        seat = state.to_move
        state.apply(decide(agents[seat], state, seat))
    outcome = state.outcome()
    assert outcome is not None
    return ao, players, bool(outcome.winners), outcome.cause, state.turns, state.signs  # type: ignore[attr-defined]


def cell(wins: int, games: int) -> str:
    _, low, high = wilson(wins, games)
    return f"{100 * wins / games:.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    game = get_game("elder_sign")
    aos = [c for c in game.options[2].choices if c != "random"]
    jobs = [(ao, players, seed) for ao in aos for players in (1, 2, 3, 4) for seed in range(1, args.games + 1)]
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(play, jobs, chunksize=8)
    wins: Counter[tuple[str, int]] = Counter()
    causes: Counter[str] = Counter()
    turns: Counter[int] = Counter()
    for ao, players, won, cause, n_turns, _ in results:
        wins[(ao, players)] += won
        causes[cause] += 1
        turns[players] += n_turns
    n = args.games
    print("# Elder Sign (Classic Museum): the team's wins with scripted players\n")
    print(f"{n} games a cell (seeds 1..{n}), the scripted `heuristic` player in every seat, one investigator")
    print("a player, default readings. Wilson 95% intervals. The Lightless Pyramid is not built yet, so the")
    print("comparison of the two modes asked for is not here.\n")
    print("| Ancient One | 1 player | 2 players | 3 players | 4 players | all |")
    print("|---|---|---|---|---|---|")
    for ao in aos:
        row = [cell(wins[(ao, p)], n) for p in (1, 2, 3, 4)]
        total = sum(wins[(ao, p)] for p in (1, 2, 3, 4))
        print(f"| {ao} | " + " | ".join(row) + f" | {cell(total, 4 * n)} |")
    by_size = [sum(wins[(ao, p)] for ao in aos) for p in (1, 2, 3, 4)]
    print(
        "| **every Ancient One** | "
        + " | ".join(cell(w, n * len(aos)) for w in by_size)
        + f" | {cell(sum(by_size), 4 * n * len(aos))} |"
    )
    print(
        "\nTurns a game by team size: "
        + ", ".join(f"{p} players {turns[p] / (n * len(aos)):.0f}" for p in (1, 2, 3, 4))
        + "."
    )
    print("\nHow the games ended: " + ", ".join(f"{c} {k}" for c, k in causes.most_common()) + ".")
    summary: dict[str, Any] = {f"{ao}/{p}": wins[(ao, p)] / n for ao in aos for p in (1, 2, 3, 4)}
    print("\n```json\n" + json.dumps(summary) + "\n```")


if __name__ == "__main__":
    main()
