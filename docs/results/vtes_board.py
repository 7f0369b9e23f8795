"""V:TES leaderboard: one kind of player in one seat against four scripted players, precons.

    python docs/results/vtes_board.py play --kind ismcts:100 --kind ismcts:300 --games 40 --out vt-ismcts.jsonl
    python docs/results/vtes_board.py play --kind heuristic --games 40 --out vt-heuristic.jsonl
    python docs/results/vtes_board.py report vt-*.jsonl

Game g (from 0) is game g of ``vtes_report.py``'s seeded schedule: seed 1 + g, the same five
preconstructed decks in the same seats, tournament scoring, time called after 90 turns. The player
measured sits in seat g mod 5 (the seat rotates over the games); the other four are the scripted
player. ``--kind heuristic`` plays the same games with the scripted player in every seat, and its
seat g mod 5 is the paired baseline. ``play`` appends one JSON line a game as it ends (``--until``:
a UTC time after which no game starts), with the measured seat's CPU time: ``time.process_time``
from the end of the previous action to the end of each of its actions, summed.

``report`` gives each kind's game wins (Wilson 95%) and mean VP (normal 95%) in its seat, the fair
share of the same games (game wins: the games with a winner, shared by five; VP: a fifth of the VP
handed out), and each kind paired with the scripted player on the games both played (exact sign
test on the seat's GW and on its VP).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
import traceback
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabletome.agents import make_agent
from tabletome.engine import get_game, play_match
from tabletome.sim.stats import sign_test, wilson

sys.path.insert(0, str(Path(__file__).resolve().parent))
from provenance import commit
from vtes_report import PLAYERS, deck_names, mean_ci, schedule


def one(kind: str, game_no: int, time_limit: str) -> dict[str, Any]:
    game = get_game("vtes")
    names = deck_names()
    decks = schedule(game_no)
    seat = game_no % PLAYERS
    opts = {"players": str(PLAYERS), "scoring": "tournament", "time_limit": time_limit}
    opts.update({f"deck_{k + 1}": names[d] for k, d in enumerate(decks)})
    seed = 1 + game_no
    kinds = ["heuristic"] * PLAYERS
    kinds[seat] = kind
    agents = [make_agent(k, game, t, seed) for t, k in enumerate(kinds)]
    cpu = [0.0]
    longest = [0.0]
    mine = [0]
    last = [time.process_time()]

    def tick(_state: Any, who: int, _action: Any) -> None:
        now = time.process_time()
        if who == seat:
            cpu[0] += now - last[0]
            longest[0] = max(longest[0], now - last[0])
            mine[0] += 1
        last[0] = now

    row: dict[str, Any] = {"kind": kind, "game": game_no, "seed": seed, "seat": seat, "decks": decks}
    start = time.perf_counter()
    try:
        result = play_match(game, agents, seed, opts, on_action=tick)
    except Exception as e:  # a failure is reported with its game, never hidden
        row["error"] = f"{type(e).__name__}: {e}"
        row["trace"] = traceback.format_exc()[-3000:]
        return row
    s = result.state
    oc = s.outcome()
    assert oc is not None
    row.update(
        {
            "vp": list(s.vp),
            "winner": oc.winners[0] if oc.winners else None,
            "turns": s.turn,
            "decisions": result.decisions,
            "seat_decisions": mine[0],
            "cpu": cpu[0],
            "cpu_longest": longest[0],
            "cause": oc.cause,
            "wall": time.perf_counter() - start,
        }
    )
    return row


def play(kinds: list[str], games: int, first: int, out: Path, time_limit: str, until: datetime | None) -> None:
    """Game by game in schedule order, each of ``kinds`` in turn on the same game (paired as they go)."""
    done = {(r["kind"], r["game"]) for r in load([out])} if out.exists() else set()
    code = commit()  # read before the games start
    for g in range(first, first + games):
        for kind in kinds:
            if (kind, g) in done:
                continue
            if until is not None and datetime.now(UTC) >= until:
                return
            row = one(kind, g, time_limit) | {"commit": code}
            with out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")


def load(paths: list[Path]) -> list[dict[str, Any]]:
    rows = []
    for p in paths:
        rows += [json.loads(line) for line in p.read_text(encoding="utf-8").splitlines() if line.strip()]
    return rows


def span(games: list[int]) -> str:
    s = sorted(games)
    return f"{s[0]}..{s[-1]}" if s == list(range(s[0], s[-1] + 1)) else ", ".join(map(str, s))


def line(kind: str, rows: dict[int, dict[str, Any]]) -> str:
    n = len(rows)
    gw = sum(r["winner"] == r["seat"] for r in rows.values())
    _, lo, hi = wilson(gw, n)
    vp = mean_ci([r["vp"][r["seat"]] for r in rows.values()])
    fair_gw = 100 * sum(r["winner"] is not None for r in rows.values()) / n / PLAYERS
    fair_vp = statistics.fmean(sum(r["vp"]) for r in rows.values()) / PLAYERS
    decisions = sum(r["seat_decisions"] for r in rows.values())
    cpu = 1000 * sum(r["cpu"] for r in rows.values()) / max(1, decisions)
    # rows written before the longest decision was recorded say nothing of it
    longest = max((r["cpu_longest"] for r in rows.values() if "cpu_longest" in r), default=None)
    worst = "" if longest is None else f"{longest:.2f}"
    return (
        f"| {kind} | {span(list(rows))} | {n} | {gw} ({100 * gw / n:.1f}%) [{100 * lo:.1f}, {100 * hi:.1f}] | "
        f"{fair_gw:.1f}% | {vp[0]:.2f} [{vp[1]:.2f}, {vp[2]:.2f}] | {fair_vp:.2f} | "
        f"{statistics.fmean(r['turns'] for r in rows.values()):.0f} | {decisions / n:.0f} | {cpu:.1f} | {worst} |"
    )


def paired(kind: str, rows: dict[int, dict[str, Any]], base: dict[int, dict[str, Any]]) -> str:
    common = sorted(set(rows) & set(base))
    if not common:
        return ""
    gw_k = [float(rows[g]["winner"] == rows[g]["seat"]) for g in common]
    gw_b = [float(base[g]["winner"] == base[g]["seat"]) for g in common]
    vp_k = [rows[g]["vp"][rows[g]["seat"]] for g in common]
    vp_b = [base[g]["vp"][base[g]["seat"]] for g in common]
    a, b, p = sign_test(gw_k, gw_b)
    c, d, q = sign_test(vp_k, vp_b)
    return (
        f"- {kind} against the scripted player in the same seat of the same {len(common)} games: game wins "
        f"{sum(gw_k):.0f} to {sum(gw_b):.0f} ({a} only {kind}, {b} only scripted, p = {p:.2g}); "
        f"mean VP {statistics.fmean(vp_k):.2f} to {statistics.fmean(vp_b):.2f} (more VP in {c} games, "
        f"fewer in {d}, p = {q:.2g})"
    )


def budget_order(kind: str) -> tuple[bool, bool, int, str]:
    """random, heuristic, then searches by their iterations (``ismcts:1000:1s``: 1000)."""
    count = kind.split(":")[1] if ":" in kind else ""
    return kind != "random", kind != "heuristic", int(count) if count.isdigit() else 0, kind


def report(paths: list[Path]) -> None:
    by_kind: dict[str, dict[int, dict[str, Any]]] = {}
    errors = []
    for r in load(paths):
        if "error" in r:
            errors.append(r)
            continue
        by_kind.setdefault(r["kind"], {})[r["game"]] = r
    order = sorted(by_kind, key=budget_order)
    print(
        "| player in one seat | schedule games | games | its game wins [95%] | fair share | its mean VP [95%] | fair VP | turns | its decisions a game | its CPU ms / decision | its longest decision (CPU s) |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for kind in order:
        print(line(kind, by_kind[kind]))
    base = by_kind.get("heuristic", {})
    print()
    for kind in order:
        if kind != "heuristic":
            print(paired(kind, by_kind[kind], base))
    for e in errors:
        print(f"\nFailed: {e['kind']}, game {e['game']} (seed {e['seed']}, seat {e['seat'] + 1}): {e['error']}")


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play")
    p.add_argument("--kind", action="append", required=True, help="repeat: played in turn on each game")
    p.add_argument("--games", type=int, required=True)
    p.add_argument("--first", type=int, default=0, help="the first game number of the schedule")
    p.add_argument("--time-limit", default="90", help="turns before time is called")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--until", help="UTC time HH:MM after which no game starts")
    r = sub.add_parser("report")
    r.add_argument("files", nargs="+", type=Path)
    a = ap.parse_args()
    if a.cmd == "play":
        until = None
        if a.until:
            h, m = map(int, a.until.split(":"))
            until = datetime.now(UTC).replace(hour=h, minute=m, second=0, microsecond=0)
        play(a.kind, a.games, a.first, a.out, a.time_limit, until)
    else:
        report(a.files)


if __name__ == "__main__":
    main()
