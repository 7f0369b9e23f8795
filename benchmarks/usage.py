"""Which components of the box the scripted players use, per 100 games (issue 38).

Plays N seeded games with the scripted player in every seat (game ``seed``, agents seeded from it
and their seat, as the simulation runner does) and counts, per component of the game's
``usage.catalogue``, the moves that use it (``usage.uses``, read in the state the seat decided
in). Prints a table, then, for Cyclades with 4 players, each seat's share of the wins (a win
shared by k seats counts 1/k) and, for Elder Sign, the team's win rate, with Wilson 95%
intervals; the last line is one JSON object.

Usage: python benchmarks/usage.py GAME [--games N] [--players P] [--first-seed S]
                                       [--every-module] [--options key=value ...]
``--every-module``: Cyclades' four Hades modules and the Theater; Elder Sign's The Exhibit and
the Souvenir Elder Sign in the Museum (the Lightless Pyramid with ``--options
mode=lightless_pyramid``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletome.agents import make_agent
from tabletome.engine import get_game
from tabletome.engine.actions import Action
from tabletome.engine.agent import Agent
from tabletome.engine.errors import TabletomeError
from tabletome.engine.match import play_match
from tabletome.engine.state import State
from tabletome.sim.stats import wilson

GAMES = ("cyclades", "elder_sign")
DEFAULT_PLAYERS = {"cyclades": 4, "elder_sign": 2}


@dataclass(slots=True)
class Tally:
    """An agent that plays as ``inner`` and counts the components its moves use."""

    inner: Agent
    usage: Any
    counts: Counter[str] = field(default_factory=Counter)

    @property
    def name(self) -> str:
        return self.inner.name

    @property
    def omniscient(self) -> bool:
        return self.inner.omniscient

    @property
    def rng(self) -> Any:
        return self.inner.rng

    def act(self, state: State, seat: int) -> Action:
        action = self.inner.act(state, seat)
        self.counts.update(self.usage.uses(state, action))
        return action


@dataclass(slots=True)
class Report:
    game: str
    games: int
    options: dict[str, Any]
    catalogue: list[str]
    uses: Counter[str]
    games_using: Counter[str]
    wins: list[float]  # by seat (a team game: one entry, the team)
    seconds: float

    def per_100(self, component: str) -> float:
        return round(100 * self.uses[component] / self.games, 1)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "games": self.games,
            "options": self.options,
            "uses_per_100_games": {c: self.per_100(c) for c in self.catalogue},
            "games_using": {c: self.games_using[c] for c in self.catalogue},
            "never_used": [c for c in self.catalogue if not self.uses[c]],
            "seconds": round(self.seconds, 1),
        }
        key = "team_win_rate" if len(self.wins) == 1 else "seat_win_shares"
        out[key] = [[round(100 * x, 1) for x in wilson(w, self.games)] for w in self.wins]
        return out


def play(game_id: str, n: int, first_seed: int, options: dict[str, Any]) -> Report:
    game = get_game(game_id)
    usage = importlib.import_module(f"tabletome.games.{game_id}.usage")
    players = int(options["players"])
    uses: Counter[str] = Counter()
    games_using: Counter[str] = Counter()
    wins = [0.0] * (1 if game.cooperative else players)
    catalogue: list[str] = []
    t0 = time.perf_counter()
    for seed in range(first_seed, first_seed + n):
        agents = [Tally(make_agent("heuristic", game, seat, seed), usage) for seat in range(players)]
        result = play_match(game, agents, seed, options)
        catalogue = catalogue or usage.catalogue(result.state)
        counts: Counter[str] = sum((a.counts for a in agents), Counter())
        uses.update(counts)
        games_using.update(set(counts))
        outcome = result.state.outcome()
        assert outcome is not None
        for seat in range(len(wins)):  # a team game: seat 0's value is the team's
            wins[seat] += outcome.value(seat)
    return Report(game_id, n, options, catalogue, uses, games_using, wins, time.perf_counter() - t0)


def print_table(report: Report) -> None:
    print(f"{report.game}, {report.games} games, options {report.options}: uses per 100 games (games using it)")
    for c in report.catalogue:
        print(f"  {c:<44} {report.per_100(c):>8.1f}  ({report.games_using[c]})")
    stray = sorted(set(report.uses) - set(report.catalogue))
    if stray:
        print(f"  used but not in the catalogue: {', '.join(stray)}")
    label = "team" if len(report.wins) == 1 else "seat"
    for seat, w in enumerate(report.wins):
        rate, low, high = wilson(w, report.games)
        who = "the team" if label == "team" else f"seat {seat + 1}"
        print(f"{who} wins {100 * rate:.1f}% [{100 * low:.1f}, {100 * high:.1f}]")


def parse_options(game_id: str, pairs: Sequence[str], every_module: bool, players: int | None) -> dict[str, Any]:
    usage = importlib.import_module(f"tabletome.games.{game_id}.usage")
    options: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise SystemExit(f"An option is written key=value; '{pair}' is not.")
        options[key] = value
    if every_module:
        options = {**usage.every_module(options.get("mode", "")), **options}
    options["players"] = players if players is not None else DEFAULT_PLAYERS[game_id]
    return options  # checked by play_match, which says what is wrong in one sentence


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("game", choices=GAMES)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--every-module", action="store_true")
    parser.add_argument("--options", nargs="*", default=[])
    args = parser.parse_args(argv)
    options = parse_options(args.game, args.options, args.every_module, args.players)
    try:
        report = play(args.game, args.games, args.first_seed, options)
    except TabletomeError as e:  # a bad option: the engine's sentence, not a traceback
        raise SystemExit(str(e)) from None
    print_table(report)
    out = report.to_json()
    print(json.dumps(out))
    return out


if __name__ == "__main__":
    main()
