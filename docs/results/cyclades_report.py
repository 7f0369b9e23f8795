"""Cyclades simulation report: win rates by seat, by the first bidder's place, per module.

    python docs/results/cyclades_report.py --games 400 --jobs 2 > docs/results/cyclades.md

Plays seeded games with the scripted player in every seat (and ISMCTS in seat 0 against three
scripted players), and prints Markdown tables with Wilson 95% intervals; the last line is JSON.
The first bidder is the seat whose marker the setup shuffle put first on the turn track (the
first cycle's offering order, CY-SETUP-10): its rate measures the first player's advantage.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from tabletome.agents import make_agent
from tabletome.engine import get_game, play_match
from tabletome.sim.stats import wilson

MODULES = ("m1_free_placement", "m2_hades", "m3_heroes", "m4_favours")


def one(task: tuple[int, int, dict[str, str], tuple[str, ...]]) -> dict[str, Any]:
    players, seed, options, seats = task
    game = get_game("cyclades")
    opts = {"players": players, **options}
    start = game.new_state(opts, seed)
    first = start.track[0] // 2  # the first marker of the turn track at setup
    agents = [make_agent(k, game, t, seed) for t, k in enumerate(seats)]
    result = play_match(game, agents, seed, opts)
    oc = result.state.outcome()
    assert oc is not None
    return {"winners": list(oc.winners), "first": first, "cycles": result.state.cycle}


def run(players: int, games: int, options: dict[str, str], seats: tuple[str, ...], jobs: int) -> list[dict[str, Any]]:
    tasks = [(players, 1 + i, options, seats) for i in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return list(pool.map(one, tasks, chunksize=8))
    return [one(t) for t in tasks]


def share(results: list[dict[str, Any]], hit: Any) -> tuple[float, float, float]:
    """Wins counted 1/k for a win shared by k seats; the interval on whole wins (Wilson)."""
    wins = sum(1 / len(r["winners"]) for r in results if hit(r))
    return wilson(wins, len(results))


def pct(x: tuple[float, float, float]) -> str:
    return f"{100 * x[0]:.1f}% [{100 * x[1]:.1f}, {100 * x[2]:.1f}]"


def by_seat(results: list[dict[str, Any]], players: int) -> list[str]:
    return [pct(share(results, lambda r, t=t: t in r["winners"])) for t in range(players)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--ismcts-games", type=int, default=60)
    ap.add_argument("--ismcts", default="ismcts:300")
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    summary: dict[str, Any] = {}
    print("## Scripted players in every seat, base game\n")
    print("| players | games | wins by seat (blue, green, red, yellow, black) | first bidder wins | cycles |")
    print("|---|---|---|---|---|")
    for players in (3, 4, 5):
        res = run(players, a.games, {}, ("heuristic",) * players, a.jobs)
        first = pct(share(res, lambda r: r["first"] in r["winners"]))
        cycles = sum(r["cycles"] for r in res) / len(res)
        print(f"| {players} | {len(res)} | {' · '.join(by_seat(res, players))} | {first} (fair: {100 / players:.0f}%) | {cycles:.1f} |")
        summary[f"base_{players}p"] = {"by_seat": by_seat(res, players), "first_bidder": first, "cycles": cycles}
    print("\n## Each Hades module on its own, and all four, 4 players\n")
    print("| modules | games | wins by seat | first bidder wins | cycles |")
    print("|---|---|---|---|---|")
    for name, options in [*((m, {m: "yes"}) for m in MODULES), ("all four + Theaters", {**{m: "yes" for m in MODULES}, "theater": "yes"})]:
        res = run(4, a.games, options, ("heuristic",) * 4, a.jobs)
        first = pct(share(res, lambda r: r["first"] in r["winners"]))
        cycles = sum(r["cycles"] for r in res) / len(res)
        print(f"| {name} | {len(res)} | {' · '.join(by_seat(res, 4))} | {first} | {cycles:.1f} |")
        summary[f"module_{name}"] = {"by_seat": by_seat(res, 4), "first_bidder": first, "cycles": cycles}
    print(f"\n## {a.ismcts} in seat 0 against three scripted players, 4 players\n")
    res = run(4, a.ismcts_games, {}, (a.ismcts, "heuristic", "heuristic", "heuristic"), a.jobs)
    print("| games | seat 0 (search) | seats 1-3 (scripted) |")
    print("|---|---|---|")
    seats = by_seat(res, 4)
    print(f"| {len(res)} | {seats[0]} | {' · '.join(seats[1:])} |")
    summary["ismcts_vs_3_heuristic"] = {"by_seat": seats, "games": len(res)}
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
