"""V:TES simulation report: the fourteen Fifth Edition preconstructed decks at five-player tables.

    python docs/results/vtes_report.py --games 2030 --jobs 2 > docs/results/vtes.md

Every seat is the scripted player. The schedule is seeded and balanced: games come in blocks of
fourteen; in a block, seat k plays deck (r + offset_k) mod 14 in the block's r-th game, the five
offsets drawn (distinct) for the block, so each deck plays each seat exactly once per block and
meets varied neighbours (prey, predator) from block to block. Tables use tournament scoring
(VT-TOUR): a game win (GW) for the one Methuselah with at least 2 VP and more than every other,
victory points (VP) for ousts and for the last one standing, 0.5 VP for each Methuselah still in
when time is called (the time limit option, in turns). The report gives GW and VP per deck and
per seat, with 95% intervals (Wilson for rates, normal for means); the last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from tabletome.agents import make_agent
from tabletome.engine import get_game, play_match
from tabletome.engine.rng import Rng
from tabletome.sim.stats import wilson

PLAYERS = 5
BLOCK = 14  # the number of preconstructed decks: a block puts each deck in each seat once


def deck_names() -> tuple[str, ...]:
    from tabletome.games.vtes.game import precon_names

    names = precon_names()
    assert len(names) == BLOCK
    return names


def offsets(block: int) -> list[int]:
    """The block's five distinct deck offsets, one per seat (seeded by the block number)."""
    pool = list(range(BLOCK))
    Rng(0xB10C + block).shuffle(pool)
    return pool[:PLAYERS]


def schedule(game_no: int) -> list[int]:
    """The deck index of each seat in game ``game_no``."""
    block, r = divmod(game_no, BLOCK)
    return [(r + off) % BLOCK for off in offsets(block)]


def one(task: tuple[int, str, str]) -> dict[str, Any]:
    game_no, kind, time_limit = task
    game = get_game("vtes")
    names = deck_names()
    decks = schedule(game_no)
    opts = {"players": str(PLAYERS), "scoring": "tournament", "time_limit": time_limit}
    opts.update({f"deck_{k + 1}": names[d] for k, d in enumerate(decks)})
    seed = 1 + game_no
    agents = [make_agent(kind, game, t, seed) for t in range(PLAYERS)]
    start = time.perf_counter()
    result = play_match(game, agents, seed, opts)
    s = result.state
    oc = s.outcome()
    assert oc is not None
    return {
        "game": game_no,
        "decks": decks,
        "vp": list(s.vp),
        "winner": oc.winners[0] if oc.winners else None,
        "turns": s.turn,
        "decisions": result.decisions,
        "cause": oc.cause,
        "seconds": time.perf_counter() - start,
    }


def run(games: int, kind: str, time_limit: str, jobs: int) -> list[dict[str, Any]]:
    tasks = [(g, kind, time_limit) for g in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            return list(pool.map(one, tasks, chunksize=4))
    return [one(t) for t in tasks]


def mean_ci(values: Sequence[float]) -> tuple[float, float, float]:
    if not values:
        return 0.0, 0.0, 0.0
    m = statistics.fmean(values)
    if len(values) < 2:
        return m, m, m
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return m, max(0.0, m - half), m + half  # VP are never negative


def pct(x: tuple[float, float, float]) -> str:
    return f"{100 * x[0]:.1f}% [{100 * x[1]:.1f}, {100 * x[2]:.1f}]"


def num(x: tuple[float, float, float]) -> str:
    return f"{x[0]:.2f} [{x[1]:.2f}, {x[2]:.2f}]"


def rows_by(results: list[dict[str, Any]], key: str, count: int) -> list[dict[str, Any]]:
    """Per deck (``key="deck"``) or per seat: games, GW rate, mean VP."""
    out = []
    for i in range(count):
        games = gws = 0
        vps: list[float] = []
        for r in results:
            for seat, deck in enumerate(r["decks"]):
                if (deck if key == "deck" else seat) != i:
                    continue
                games += 1
                gws += r["winner"] == seat
                vps.append(r["vp"][seat])
        out.append({"games": games, "gw": wilson(gws, games), "vp": mean_ci(vps)})
    return out


def report(results: list[dict[str, Any]], kind: str, time_limit: str, wall: float) -> dict[str, Any]:
    names = deck_names()
    n = len(results)
    no_gw = sum(1 for r in results if r["winner"] is None)
    turns = statistics.fmean(r["turns"] for r in results)
    decisions = statistics.fmean(r["decisions"] for r in results)
    timed = sum(1 for r in results if r["cause"] == "VT-TOUR-04")
    print("# V:TES: the Fifth Edition preconstructed decks at five-player tables\n")
    # the same seeds whatever the number of processes: --jobs does not change the figures
    print(
        f"```sh\npython docs/results/vtes_report.py --games {n} --player {kind} --time-limit {time_limit} --jobs 2 > docs/results/vtes.md\n```\n"
    )
    print(f"{n} games, every seat the `{kind}` player, tournament scoring, time limit {time_limit} turns;")
    print(f"each deck plays each seat {n // BLOCK} times (blocks of {BLOCK} games, seeded offsets).")
    print(f"No game win in {no_gw} games ({100 * no_gw / n:.1f}%); time called in {timed};")
    print(
        f"{turns:.1f} turns and {decisions:.0f} decisions per game on average; {wall / 60:.1f} minutes of wall time.\n"
    )
    print("Intervals are 95%: Wilson for game-win rates, normal for mean VP. A fair share of game wins is")
    print(f"{100 * (n - no_gw) / n / PLAYERS:.1f}% (the games with a winner, shared by five).\n")
    print("## Per deck\n")
    print("| deck | games | game wins | mean VP |")
    print("|---|---|---|---|")
    decks = rows_by(results, "deck", BLOCK)
    for name, row in sorted(zip(names, decks, strict=True), key=lambda x: -x[1]["gw"][0]):
        print(f"| {name} | {row['games']} | {pct(row['gw'])} | {num(row['vp'])} |")
    print("\n## Per seat (seat 1 plays first)\n")
    print("| seat | games | game wins | mean VP |")
    print("|---|---|---|---|")
    seats = rows_by(results, "seat", PLAYERS)
    for t, row in enumerate(seats):
        print(f"| {t + 1} | {row['games']} | {pct(row['gw'])} | {num(row['vp'])} |")
    return {
        "games": n,
        "player": kind,
        "time_limit": time_limit,
        "no_game_win": no_gw,
        "turns": round(turns, 1),
        "decisions": round(decisions),
        "decks": {name: {"gw": row["gw"], "vp": row["vp"]} for name, row in zip(names, decks, strict=True)},
        "seats": [{"gw": row["gw"], "vp": row["vp"]} for row in seats],
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=2030)
    ap.add_argument("--player", default="heuristic")
    ap.add_argument("--time-limit", default="90", help="turns before time is called (an option value)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--raw", type=Path, help="also write every game's result here (JSON)")
    a = ap.parse_args()
    start = time.perf_counter()
    results = run(a.games, a.player, a.time_limit, a.jobs)
    wall = time.perf_counter() - start
    if a.raw is not None:
        a.raw.write_text(json.dumps(results))
    summary = report(results, a.player, a.time_limit, wall)
    print()
    sys.stdout.flush()
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
