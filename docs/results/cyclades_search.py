"""ISMCTS in one seat of a 4-player Cyclades game against three scripted players, the seat rotating.

    python docs/results/cyclades_search.py play --agent ismcts:400 --games 40 --out runs.jsonl
    python docs/results/cyclades_search.py play --agent ismcts:400 --games 40 --first 1 --stride 2 --out b.jsonl
    python docs/results/cyclades_search.py summary runs.jsonl [more.jsonl ...]
    python docs/results/cyclades_search.py play --agent heuristic --games 40 --out scripted.jsonl
    python docs/results/cyclades_search.py paired runs.jsonl --against scripted.jsonl

Game i (from 0) is played on seed 1 + i with the search in seat i mod 4 (blue, green, red,
yellow in turn) and the scripted player (``heuristic``) in the three others, base game. ``play``
writes one JSON line a game as it ends (so a long run can be stopped and summed up); ``--first``
and ``--stride`` split the games between processes. Each line has the winners, the search's
decisions with a real choice, their CPU time (``time.process_time``: the machine is shared, so
wall-clock time says more of the other processes than of the search) and iterations. ``summary``
prints the search's win share (a win shared by k seats counts 1/k) with a Wilson 95% interval,
by seat, and the CPU seconds a decision. ``paired`` compares the search with another player
(``--agent heuristic``: the scripted player) in the same seat of the same games (the other seats'
players and the seeds are the same): the games only one of them won, with an exact sign test.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from tabletome.agents import make_agent
from tabletome.engine import Action, State, get_game, play_match
from tabletome.sim.stats import sign_test, wilson

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from provenance import commit

PLAYERS = 4


class Timed:
    """An agent whose decisions with a real choice are timed in CPU seconds."""

    def __init__(self, agent: Any) -> None:
        self.agent = agent
        self.name = agent.name
        self.omniscient = getattr(agent, "omniscient", False)
        self.rng = agent.rng  # the worlds it is shown are drawn with the agent's own generator
        self.cpu: list[float] = []
        self.iterations: list[int] = []

    def act(self, state: State, seat: int) -> Action:
        if len(state.legal_actions()) == 1:
            return state.legal_actions()[0]
        t0 = time.process_time()
        action: Action = self.agent.act(state, seat)
        self.cpu.append(time.process_time() - t0)
        self.iterations.append(getattr(self.agent, "last_iterations", 0))
        return action


def one(i: int, kind: str) -> dict[str, Any]:
    game = get_game("cyclades")
    seed, seat = 1 + i, i % PLAYERS
    search = Timed(make_agent(kind, game, seat, seed))
    agents: list[Any] = [search if t == seat else make_agent("heuristic", game, t, seed) for t in range(PLAYERS)]
    result = play_match(game, agents, seed, {"players": PLAYERS})
    outcome = result.state.outcome()
    assert outcome is not None
    return {
        "game": i,
        "seed": seed,
        "seat": seat,
        "agent": kind,
        "winners": list(outcome.winners),
        "cycles": result.state.cycle,
        "decisions": len(search.cpu),
        "cpu_total": round(sum(search.cpu), 3),
        "cpu_max": round(max(search.cpu, default=0.0), 3),
        "iterations": sum(search.iterations),
    }


def play(a: argparse.Namespace) -> None:
    """Games ``first, first + stride, ...`` below ``games``; those already in ``out`` are not played again."""
    done = {r["game"] for r in load([a.out]) if r["agent"] == a.agent} if os.path.exists(a.out) else set()
    code = commit()  # read before the games start: a run spread over sessions may mix code
    with open(a.out, "a", encoding="utf-8") as out:
        for i in range(a.first, a.games, a.stride):
            if i not in done:
                out.write(json.dumps(one(i, a.agent) | {"commit": code}) + "\n")
                out.flush()


def load(paths: list[str]) -> list[dict[str, Any]]:
    """The games of the files, one row per player and game: a game played again (a later file, or a
    later line) replaces the earlier one."""
    rows: dict[tuple[str, int], dict[str, Any]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    rows[(r["agent"], r["game"])] = r
    return list(rows.values())


def won(r: dict[str, Any]) -> float:
    """The seat's share of the win (a win shared by k seats counts 1/k)."""
    return 1 / len(r["winners"]) if r["seat"] in r["winners"] else 0.0


def paired(paths: list[str], against: list[str]) -> dict[str, Any]:
    """The games both files played: each one's win share there, and the sign test between them."""
    mine = {r["game"]: r for r in load(paths)}
    theirs = {r["game"]: r for r in load(against)}
    games = sorted(set(mine) & set(theirs))
    a = [won(mine[g]) for g in games]
    b = [won(theirs[g]) for g in games]
    only_a, only_b, p = sign_test(a, b)
    out = {
        "games": len(games),
        "agent": sorted({mine[g]["agent"] for g in games}),
        "against": sorted({theirs[g]["agent"] for g in games}),
        "wins": round(sum(a), 2),
        "against_wins": round(sum(b), 2),
        "only_agent": only_a,
        "only_against": only_b,
        "p": round(p, 4),
    }
    print(json.dumps(out))
    return out


def summary(paths: list[str]) -> dict[str, Any]:
    rows = load(paths)
    if not rows:
        raise SystemExit("no games")

    def pct(rs: list[dict[str, Any]]) -> str:
        p, lo, hi = wilson(sum(won(r) for r in rs), len(rs))
        return f"{100 * p:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] of {len(rs)}"

    decisions = sum(r["decisions"] for r in rows)
    out = {
        "agent": sorted({r["agent"] for r in rows}),
        "games": len(rows),
        "wins": round(sum(won(r) for r in rows), 2),
        "share": pct(rows),
        "by_seat": [pct([r for r in rows if r["seat"] == t]) for t in range(PLAYERS)],
        "decisions": decisions,
        "cpu_s_per_decision": round(sum(r["cpu_total"] for r in rows) / max(1, decisions), 3),
        "cpu_s_max_decision": max(r["cpu_max"] for r in rows),
        "iterations_per_decision": round(sum(r["iterations"] for r in rows) / max(1, decisions), 1),
    }
    print(json.dumps(out))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("--agent", default="ismcts:400")
    p.add_argument("--games", type=int, default=40)
    p.add_argument("--first", type=int, default=0)
    p.add_argument("--stride", type=int, default=1)
    p.add_argument("--out", required=True)
    s = sub.add_parser("summary")
    s.add_argument("paths", nargs="+")
    c = sub.add_parser("paired")
    c.add_argument("paths", nargs="+")
    c.add_argument("--against", nargs="+", required=True)
    a = ap.parse_args()
    if a.command == "play":
        play(a)
    elif a.command == "paired":
        paired(a.paths, a.against)
    else:
        summary(a.paths)


if __name__ == "__main__":
    sys.exit(main())
