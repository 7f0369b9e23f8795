"""Elder Sign with scripted players: the team's win rate by Ancient One and by team size, in the
Classic Museum and in the Lightless Pyramid (Omens of the Pharaoh).

Usage: python docs/results/elder_sign_report.py --games 40 --jobs 2 > docs/results/elder_sign.md
Seeds 1..N for every cell; Wilson 95% intervals. The stand-in edition is in use (see the package's
SOURCES.md): these are figures for its stand-in monsters, Mythos cards, items and, in the
Lightless Pyramid, its stand-in Egyptian card texts, sheets and Ancient Ones.
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

MODES = ("museum", "lightless_pyramid")
SIZES = (1, 2, 3, 4)
Job = tuple[str, str, int, int]


def play(job: Job) -> tuple[str, str, int, bool, str, int]:
    mode, ao, players, seed = job
    game = get_game("elder_sign")
    state = game.new_state({"players": players, "ancient_one": ao, "mode": mode}, seed)
    agents = [game.heuristic_agent(k, seed * 10 + k) for k in range(players)]
    while state.to_move is not None:
        seat = state.to_move
        state.apply(decide(agents[seat], state, seat))
    outcome = state.outcome()
    assert outcome is not None
    return mode, ao, players, bool(outcome.winners), outcome.cause, state.turns  # type: ignore[attr-defined]


def cell(wins: int, games: int) -> str:
    _, low, high = wilson(wins, games)
    return f"{100 * wins / games:.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def table(mode: str, aos: list[str], wins: Counter[tuple[str, str, int]], n: int) -> None:
    print("| Ancient One | 1 player | 2 players | 3 players | 4 players | all |")
    print("|---|---|---|---|---|---|")
    for ao in aos:
        row = [cell(wins[(mode, ao, p)], n) for p in SIZES]
        total = sum(wins[(mode, ao, p)] for p in SIZES)
        print(f"| {ao} | " + " | ".join(row) + f" | {cell(total, len(SIZES) * n)} |")
    by_size = [sum(wins[(mode, ao, p)] for ao in aos) for p in SIZES]
    print(
        "| **every Ancient One** | "
        + " | ".join(cell(w, n * len(aos)) for w in by_size)
        + f" | {cell(sum(by_size), len(SIZES) * n * len(aos))} |\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    game = get_game("elder_sign")
    option = next(o for o in game.options if o.name == "ancient_one")
    aos = [c for c in option.choices if c != "random"]
    n = args.games
    jobs = [(m, ao, p, seed) for m in MODES for ao in aos for p in SIZES for seed in range(1, n + 1)]
    with multiprocessing.Pool(args.jobs) as pool:
        results = pool.map(play, jobs, chunksize=8)
    wins: Counter[tuple[str, str, int]] = Counter()
    causes: dict[str, Counter[str]] = {m: Counter() for m in MODES}
    turns: Counter[tuple[str, int]] = Counter()
    for mode, ao, players, won, cause, n_turns in results:
        wins[(mode, ao, players)] += won
        causes[mode][cause] += 1
        turns[(mode, players)] += n_turns
    print("# Elder Sign: the team's wins with scripted players, Museum and Lightless Pyramid\n")
    print(f"{n} games a cell (seeds 1..{n}), the scripted `heuristic` player in every seat, one investigator")
    print("a player, default readings (in the Pyramid: `flip_cost=extra_advance`, `expert_mythos=off`).")
    print("Wilson 95% intervals. Every Ancient One of the edition in both modes (the expansion's three may")
    print("be chosen in the Museum, ES-OOTP-01). Stand-in card texts: figures for this edition only.\n")
    print("## Base game against Lightless Pyramid\n")
    print("| mode | 1 player | 2 players | 3 players | 4 players | all |")
    print("|---|---|---|---|---|---|")
    for mode in MODES:
        by_size = [sum(wins[(mode, ao, p)] for ao in aos) for p in SIZES]
        row = " | ".join(cell(w, n * len(aos)) for w in by_size)
        print(f"| {mode} | {row} | {cell(sum(by_size), len(SIZES) * n * len(aos))} |")
    for mode in MODES:
        print(f"\n## {'Classic Museum' if mode == 'museum' else 'Lightless Pyramid'}\n")
        table(mode, aos, wins, n)
        print(
            "Turns a game by team size: "
            + ", ".join(f"{p} players {turns[(mode, p)] / (n * len(aos)):.0f}" for p in SIZES)
            + "."
        )
        print("\nHow the games ended: " + ", ".join(f"{c} {k}" for c, k in causes[mode].most_common()) + ".")
    summary: dict[str, Any] = {f"{m}/{ao}/{p}": wins[(m, ao, p)] / n for m in MODES for ao in aos for p in SIZES}
    print("\n```json\n" + json.dumps(summary) + "\n```")


if __name__ == "__main__":
    main()
