"""V:TES simulation report: tournament-winning decks of the archive at five-player tables (issue 37).

    python docs/results/vtes_archive_report.py --games 1000 --jobs 2 > docs/results/vtes_archive.md

The decks are those of the Tournament Winning Decks Archive from 2020 on that the rules play in
enforced mode (``benchmarks/vtes_archive.py`` reads the archive and says which), sorted by their
archive id. Each game seats five distinct decks drawn by a generator seeded with the game's number,
in the seats drawn, each deck brought by its seat (private: a search player would deal it from the
prior). Every seat is the scripted player; tournament scoring (VT-TOUR), time called after the
time limit in turns. The report gives game wins (GW) and victory points (VP) per archetype (the
clan of most of a deck's crypt) and per seat, with 95% intervals (Wilson for rates, normal for
means); the last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import cache
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parents[1] / "benchmarks")]

from provenance import commit  # noqa: E402
from vtes_archive import ArchiveDeck, load_archive, table_decks  # noqa: E402
from vtes_report import mean_ci, num, pct  # noqa: E402

from tabletome.agents import make_agent  # noqa: E402
from tabletome.engine import get_game, play_match  # noqa: E402
from tabletome.engine.rng import Rng  # noqa: E402
from tabletome.sim.stats import wilson  # noqa: E402

PLAYERS = 5


@cache
def pool(since: str = "2020") -> tuple[ArchiveDeck, ...]:
    """The playable decks a tournament table accepts (VT-TOUR-02, VT-TOUR-03): a deck that won
    before one of its cards was banned plays in enforced mode, not with tournament scoring."""
    return tuple(sorted(table_decks(load_archive(None), since), key=lambda d: d.id))


def schedule(game_no: int, n: int) -> list[int]:
    """The deck of each seat in game ``game_no``: five distinct decks of ``n``, seeded."""
    order = list(range(n))
    Rng(0xA4C41 + game_no).shuffle(order)
    return order[:PLAYERS]


def one(task: tuple[int, str, str]) -> dict[str, Any]:
    """One game's result; a game the rules stop with an error is reported as such, not dropped."""
    try:
        return _one(task)
    except Exception as e:  # a rules error is what the report must name, not a reason to lose the run
        return {"game": task[0], "error": f"{type(e).__name__}: {e}"}


def _one(task: tuple[int, str, str]) -> dict[str, Any]:
    game_no, kind, time_limit = task
    game = get_game("vtes")
    decks = pool()
    seats = schedule(game_no, len(decks))
    inputs = {t: {"deck": decks[d].text} for t, d in enumerate(seats)}
    edition = game.edition_with_inputs(game.default_edition(), inputs)
    opts = {"players": str(PLAYERS), "scoring": "tournament", "time_limit": time_limit}
    seed = 1 + game_no
    agents = [make_agent(kind, game, t, seed) for t in range(PLAYERS)]
    start = time.process_time()
    result = play_match(game, agents, seed, opts, edition=edition)
    s = result.state
    oc = s.outcome()
    assert oc is not None
    return {
        "game": game_no,
        "decks": [decks[d].id for d in seats],
        "clans": [decks[d].clan for d in seats],
        "vp": list(s.vp),
        "winner": oc.winners[0] if oc.winners else None,
        "turns": s.turn,
        "decisions": result.decisions,
        "cause": oc.cause,
        "cpu_seconds": time.process_time() - start,
    }


def run(games: int, kind: str, time_limit: str, jobs: int) -> list[dict[str, Any]]:
    tasks = [(g, kind, time_limit) for g in range(games)]
    pool()  # read here, before the workers fork: every game of a run draws from the same decks
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as executor:
            return list(executor.map(one, tasks, chunksize=4))
    return [one(t) for t in tasks]


def by_clan(results: list[dict[str, Any]], least: int) -> list[tuple[str, dict[str, Any]]]:
    """Per archetype with at least ``least`` seat-games (the others together as "other clans")."""
    seats: dict[str, list[tuple[bool, float]]] = {}
    for r in results:
        for t, clan in enumerate(r["clans"]):
            seats.setdefault(clan, []).append((r["winner"] == t, r["vp"][t]))
    rows: dict[str, list[tuple[bool, float]]] = {}
    for clan, games in seats.items():
        rows.setdefault(clan if len(games) >= least else "other clans", []).extend(games)
    out = [
        (clan, {"games": len(g), "gw": wilson(sum(w for w, _ in g), len(g)), "vp": mean_ci([v for _, v in g])})
        for clan, g in rows.items()
    ]
    return sorted(out, key=lambda x: (x[0] == "other clans", -x[1]["gw"][0]))


def by_seat(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    out = []
    for t in range(PLAYERS):
        gws = sum(r["winner"] == t for r in results)
        out.append(
            {"games": len(results), "gw": wilson(gws, len(results)), "vp": mean_ci([r["vp"][t] for r in results])}
        )
    return out


def report(everything: list[dict[str, Any]], kind: str, time_limit: str, wall: float, played_at: str) -> dict[str, Any]:
    failed = [r for r in everything if "error" in r]
    results = [r for r in everything if "error" not in r]
    n = len(results)
    no_gw = sum(1 for r in results if r["winner"] is None)
    timed = sum(1 for r in results if r["cause"] == "VT-TOUR-04")
    used = {d for r in results for d in r["decks"]}
    print("# V:TES: tournament-winning decks at five-player tables\n")
    print(
        "```sh\npython docs/results/vtes_archive_report.py "
        f"--games {n} --player {kind} --time-limit {time_limit} --jobs 2 > docs/results/vtes_archive.md\n```\n"
    )
    print(f"{len(pool())} decks of the archive from 2020 on are playable in enforced mode with this tabletome and pass")
    print("a tournament's deck rules (the banned list of today included);")
    print(f"{n} games drew {len(used)} of them, five distinct decks a game in seeded seats; every seat the")
    print(f"`{kind}` player, tournament scoring, time limit {time_limit} turns. No game win in {no_gw} games")
    print(
        f"({100 * no_gw / n:.1f}%); time called in {timed}; {statistics.fmean(r['turns'] for r in results):.1f} turns"
    )
    print(f"and {statistics.fmean(r['decisions'] for r in results):.0f} decisions a game on average;")
    print(
        f"{statistics.fmean(r['cpu_seconds'] for r in results):.1f} CPU seconds a game; {wall / 60:.1f} minutes of wall time."
    )
    print(f"Played at commit {played_at} on {time.strftime('%d %B %Y').lstrip('0')}.\n")
    if failed:
        print(f"{len(failed)} games stopped on an error of the rules and are left out:\n")
        for r in failed:
            print(f"- game {r['game']}: `{r['error']}`")
        print()
    print("Intervals are 95%: Wilson for game-win rates, normal for mean VP. A fair share of game wins is")
    print(f"{100 * (n - no_gw) / n / PLAYERS:.1f}% (the games with a winner, shared by five).\n")
    print("## Per archetype (the clan of most of the deck's crypt)\n")
    least = max(20, n // 50)
    print("The player is the scripted one in every seat: it bleeds, blocks and votes by rules of thumb and")
    print("rates cards by what their effects give. These figures rank the archetypes as it plays them, not")
    print(f"as the players who won with these decks did; an archetype with fewer than {least} seat-games is counted")
    print("with the other clans.\n")
    print("| archetype | seat-games | game wins | mean VP |")
    print("|---|---|---|---|")
    clans = by_clan(results, least=least)
    for clan, row in clans:
        print(f"| {clan} | {row['games']} | {pct(row['gw'])} | {num(row['vp'])} |")
    print("\n## Per seat (seat 1 plays first)\n")
    print("| seat | games | game wins | mean VP |")
    print("|---|---|---|---|")
    seats = by_seat(results)
    for t, row in enumerate(seats):
        print(f"| {t + 1} | {row['games']} | {pct(row['gw'])} | {num(row['vp'])} |")
    return {
        "games": n,
        "playable_decks": len(pool()),
        "decks_used": len(used),
        "player": kind,
        "time_limit": time_limit,
        "no_game_win": no_gw,
        "failed": [r["game"] for r in failed],
        "archetypes": {clan: {"games": row["games"], "gw": row["gw"], "vp": row["vp"]} for clan, row in clans},
        "seats": [{"gw": row["gw"], "vp": row["vp"]} for row in seats],
    }


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=1000)
    ap.add_argument("--player", default="heuristic")
    ap.add_argument("--time-limit", default="90", help="turns before time is called (an option value)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--raw", type=Path, help="also write every game's result here (JSON)")
    a = ap.parse_args()
    played_at = commit()  # the code the games run, read before they start
    start = time.perf_counter()
    results = run(a.games, a.player, a.time_limit, a.jobs)
    wall = time.perf_counter() - start
    if a.raw is not None:
        a.raw.write_text(json.dumps(results))
    summary = report(results, a.player, a.time_limit, wall, played_at)
    print()
    sys.stdout.flush()
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
