"""Elder Sign leaderboard: one kind of player as the whole team, 3 players, both modes, paired seeds.

    python docs/results/elder_sign_board.py play --kind ismcts:100 --games 40 --out es-ismcts100.jsonl
    python docs/results/elder_sign_board.py report es-*.jsonl

``play`` plays seeds 1..N in order, the Museum then the Lightless Pyramid on each seed (the same
seeds as ``tabletome simulate elder_sign -n N --seats KIND`` with ``-o mode=...``: the same agents,
seeded the same way), and appends one JSON line a game as it ends, so a run stopped early (``--until``,
a UTC time after which no game starts) still holds every game it finished. Each decision's CPU time
(``time.process_time`` from the end of the previous action to the end of this one: the seat's view,
its search and the move) is summed per game, so the figure does not depend on how busy the machine is.

``report`` prints one table a mode (a game played again, in a later file, counts as replayed): each kind's wins with Wilson 95% intervals over the seeds it
played in both modes, and each pair of kinds compared on the seeds both played (exact McNemar test).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tabletome.agents import make_agent
from tabletome.engine import get_game, play_match
from tabletome.sim.stats import mcnemar, wilson

sys.path.insert(0, str(Path(__file__).resolve().parent))
from provenance import commit

PLAYERS = 3
MODES = ("museum", "lightless_pyramid")
MODE_NAMES = {"museum": "the Classic Museum", "lightless_pyramid": "the Lightless Pyramid"}


def one(kind: str, mode: str, seed: int) -> dict[str, Any]:
    game = get_game("elder_sign")
    agents = [make_agent(kind, game, seat, seed) for seat in range(PLAYERS)]
    cpu: list[float] = []
    last = [time.process_time()]

    def tick(_state: Any, _seat: int, _action: Any) -> None:
        now = time.process_time()
        cpu.append(now - last[0])
        last[0] = now

    start = time.perf_counter()
    result = play_match(game, agents, seed, {"players": str(PLAYERS), "mode": mode}, on_action=tick)
    outcome = result.state.outcome()
    assert outcome is not None
    return {
        "kind": kind,
        "mode": mode,
        "seed": seed,
        "won": bool(outcome.winners),
        "cause": outcome.cause,
        "decisions": result.decisions,
        "cpu": sum(cpu),
        "cpu_longest": max(cpu, default=0.0),
        "wall": time.perf_counter() - start,
    }


def play(kind: str, games: int, first: int, out: Path, until: datetime | None) -> None:
    done = {(r["mode"], r["seed"]) for r in load([out])} if out.exists() else set()
    code = commit()  # read before the games start
    for seed in range(first, first + games):
        for mode in MODES:
            if (mode, seed) in done:
                continue
            if until is not None and datetime.now(UTC) >= until:
                return
            row = one(kind, mode, seed) | {"commit": code}
            with out.open("a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")


def load(paths: list[Path]) -> list[dict[str, Any]]:
    """The games of the files; a game played again (same kind, mode and seed) counts once, as the
    last file that holds it played it (a replay under newer code)."""
    rows: dict[tuple[str, str, int], dict[str, Any]] = {}
    for p in paths:
        for line in p.read_text(encoding="utf-8").splitlines():
            if line.strip():
                row = json.loads(line)
                rows[(row["kind"], row["mode"], row["seed"])] = row
    return list(rows.values())


def _pct(wins: int, n: int) -> str:
    r, lo, hi = wilson(wins, n)
    return f"{100 * r:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"


def seed_span(seeds: list[int]) -> str:
    """The seeds as runs: ``1..23, 41..64``."""
    runs: list[list[int]] = []
    for seed in sorted(seeds):
        if runs and seed == runs[-1][1] + 1:
            runs[-1][1] = seed
        else:
            runs.append([seed, seed])
    return ", ".join(f"{a}..{b}" if b > a else str(a) for a, b in runs)


def report_mode(rows: list[dict[str, Any]], mode: str, order: list[str]) -> None:
    by_kind: dict[str, dict[int, dict[str, Any]]] = defaultdict(dict)
    for r in rows:
        if r["mode"] == mode:
            by_kind[r["kind"]][r["seed"]] = r
    print(f"\n### {MODE_NAMES[mode]}\n")
    print("| team | seeds | games | team wins | decisions a game | CPU ms / decision | longest decision (CPU s) |")
    print("|---|---|---|---|---|---|---|")
    for kind in order:
        games = by_kind.get(kind)
        if not games:
            continue
        n = len(games)
        wins = sum(g["won"] for g in games.values())
        decisions = sum(g["decisions"] for g in games.values())
        cpu = sum(g["cpu"] for g in games.values())
        # rows written before the longest decision was recorded say nothing of it
        longest = max((g["cpu_longest"] for g in games.values() if "cpu_longest" in g), default=None)
        print(
            f"| {kind} ×{PLAYERS} | {seed_span(list(games))} | {n} | {_pct(wins, n)} | "
            f"{decisions / n:.0f} | {1000 * cpu / decisions:.2f} | {'' if longest is None else f'{longest:.2f}'} |"
        )
    print("\nPaired on the seeds both played (games only the first won, only the second, exact McNemar p):\n")
    for i, a in enumerate(order):
        for b in order[i + 1 :]:
            if a not in by_kind or b not in by_kind:
                continue
            common = sorted(set(by_kind[a]) & set(by_kind[b]))
            if not common:
                continue
            wa = [by_kind[a][s]["won"] for s in common]
            wb = [by_kind[b][s]["won"] for s in common]
            only_a, only_b, p = mcnemar(wa, wb)
            print(
                f"- {b} against {a}, {len(common)} seeds: {sum(wb)} wins to {sum(wa)}; "
                f"{only_b} only {b}, {only_a} only {a}, p = {p:.2g}"
            )


def whole_seeds(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each kind's games on the seeds it played in both modes (what ``play --games N`` plays)."""
    modes: dict[tuple[str, int], set[str]] = defaultdict(set)
    for r in rows:
        modes[r["kind"], r["seed"]].add(r["mode"])
    return [r for r in rows if len(modes[r["kind"], r["seed"]]) == len(MODES)]


def report(paths: list[Path]) -> None:
    rows = whole_seeds(load(paths))
    order: list[str] = []
    for r in sorted(rows, key=lambda r: _rank(r["kind"])):
        if r["kind"] not in order:
            order.append(r["kind"])
    for mode in MODES:
        report_mode(rows, mode, order)


def _rank(kind: str) -> tuple[int, int]:
    base = {"random": 0, "heuristic": 1, "learned": 2}
    if kind.startswith("ismcts"):
        count = (kind.split(":") + ["1000"])[1]  # ismcts:1000:1s: 1000
        return (3, int(count) if count.isdigit() else 1000)
    return (base.get(kind, 4), 0)


def main() -> None:
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("play")
    p.add_argument("--kind", required=True)
    p.add_argument("--games", type=int, required=True, help="seeds a mode")
    p.add_argument("--seed", type=int, default=1)
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
        play(a.kind, a.games, a.seed, a.out, until)
    else:
        report(a.files)


if __name__ == "__main__":
    main()
