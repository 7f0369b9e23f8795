"""Train and measure a learned player for a competitive game: one seat against scripted opponents.

The player is an action scorer (``tabletome.agents.learned.Scorer``) without hidden layer: each
legal action's score is its row of the game's action features (``ActionFeatures``) times a weight
vector. The rows hold the scripted player's choice (``scripted_choice``), so the weights that put 1
there, and tie-breaks too small to overrule it, imitate the scripted player exactly: that is where
the search starts. The other weights say where to differ from it (an offer one GP under the
scripted one, a god ruled out, a step of the turn left out...).

Training is a coordinate search over those weights, against scripted opponents: each round draws
fresh training games and plays each of them with the learned player in every seat in turn (the
others scripted), first with the current weights, then with each move of :data:`MOVES` (one weight
moved by ``step``): the same games for all, so the comparison is paired. The move whose seat took
the largest share of the wins (``Outcome.returns()``) is kept if it beat the current weights by
more than ``threshold``. The run depends only on its settings and seed.

Measuring: the policy in each seat in turn against scripted players, on the held-out evaluation
seeds (``sim.evaluate.EVALUATION_BASE + i``: never trained on), and the scripted player in the same
seats of the same games, with Wilson 95% intervals::

    python -m tabletome.rl.versus train cyclades --seed 1 --rounds 2 --games 40 --out policy.npz
    python -m tabletome.rl.versus measure cyclades policy.npz --seeds 500   # or: learned, ismcts:100
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletome.agents import make_agent
from tabletome.agents.learned import Scorer, ScorerAgent, save_scorer, scorer_game
from tabletome.engine import Game, get_game, play_match
from tabletome.engine.rng import Rng, derive_seed
from tabletome.sim.evaluate import EVALUATION_BASE, seat_agent
from tabletome.sim.stats import wilson

from .train import training_seed

#: The moves the search tries, each one weight moved by ``step`` up (+1) or down (-1), far enough to
#: overrule the scripted choice where its feature is set: in the offerings (CY-OFF, the decision
#: that sets a cycle) an offer one GP under or over the scripted one, the minimum, Apollo, a god
#: preferred or ruled out; in a god's turn a step left out. The other weights stay where the
#: scripted player's are: the scripted choice at 1 (scores only compare within a decision, so one
#: weight sets the scale), the decision kind at 0, the tie-breaks. First searches (cross-entropy,
#: every weight drawn at once, without the tie-breaks) found nothing: nearly every draw lost nearly
#: every game (one moving the offerings' weights by about 1 departed from the scripted player in
#: 119 of 762 decisions and won none of 20 games).
MOVES: tuple[tuple[str, int], ...] = (
    ("offer_one_less", 1), ("offer_one_more", 1), ("offer_minimum", 1), ("offer_apollo", 1), ("offer_apollo", -1),
    *((f"god_{g}", sign) for g in ("poseidon", "ares", "zeus", "athena") for sign in (1, -1)),
    *((f"verb_{v}", -1) for v in ("call", "priest", "philosopher", "troop", "fleet", "march", "build")),
)  # fmt: skip
#: The starting weights besides the scripted choice's 1: tie-breaks too small to overrule it (an
#: offer's net value is below 1, so half of it never outweighs the scripted offer; ``end`` at 0.3
#: neither), which decide where a move that rules out the scripted choice leads: to the offer the
#: scripted player values most after it, and in a god's turn to ending the turn (the first search,
#: without them, fell back on the first legal action and lost nearly every game).
TIE_BREAKS = {"offer_net": 0.5, "verb_end": 0.3}


@dataclass(frozen=True, slots=True)
class Settings:
    game: str = "cyclades"
    players: int = 4
    seed: int = 1
    rounds: int = 2
    games: int = 40  # training games a round (each played with the learned player in every seat)
    step: float = 1.5  # how far a move takes a weight: past the scripted choice's 1
    threshold: float = 0.01  # how much better than the current weights a move must do to be kept
    jobs: int = 1


@dataclass(frozen=True, slots=True)
class Task:
    """One game: the player in ``seat`` (linear weights, or a seat kind / weights file; None: every
    seat scripted), the other seats scripted."""

    game: str
    players: int
    seed: int
    seat: int
    weights: tuple[float, ...] | str | None


@dataclass(frozen=True, slots=True)
class Result:
    returns: tuple[float, ...]
    seconds: float  # the learned seat's thinking time
    decisions: int  # the learned seat's decisions


def scorer_of(game: Game, weights: Sequence[float], info: dict[str, Any] | None = None) -> Scorer:
    """A linear scorer (no hidden layer) with these weights, rounded to float16 as saved."""
    names = tuple(scorer_game(game).action_feature_names())
    w = np.asarray(weights, dtype=np.float16).astype(np.float32).reshape(len(names), 1)
    return Scorer(game.id, names, (w,), (np.zeros(1, dtype=np.float32),), info or {})


def play(task: Task) -> Result:
    """One game with the learned seat (if any) against scripted players."""
    game = get_game(task.game)
    agents: list[Any] = [make_agent("heuristic", game, s, task.seed) for s in range(task.players)]
    if isinstance(task.weights, str):
        agents[task.seat] = seat_agent(task.weights, game, task.seat, task.seed)
    elif task.weights is not None:
        agent_seed = derive_seed(task.seed, "agent", "learned", task.seat)
        agents[task.seat] = ScorerAgent(game, scorer_of(game, task.weights), Rng(agent_seed))
    result = play_match(game, agents, task.seed, {"players": task.players})
    outcome = result.state.outcome()
    returns = tuple(outcome.returns(task.players)) if outcome is not None else (0.0,) * task.players
    return Result(returns, result.think_time[task.seat], result.seat_decisions[task.seat])


def play_all(tasks: Sequence[Task], jobs: int) -> list[Result]:
    if jobs <= 1:
        return [play(t) for t in tasks]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play, tasks, chunksize=4))


def start(game: Game) -> npt.NDArray[np.float64]:
    """The weights of the scripted player itself: 1 on its choice, and the tie-breaks."""
    names = list(scorer_game(game).action_feature_names())
    w = np.zeros(len(names))
    w[names.index("scripted_choice")] = 1.0
    for name, value in TIE_BREAKS.items():
        w[names.index(name)] = value
    return w


def train(settings: Settings, log: Callable[[str], None] = print) -> tuple[npt.NDArray[np.float64], dict[str, Any]]:
    """The coordinate search: each round, on fresh training games, every move from the current
    weights plays every seat of the same games; the best move is kept if it beat the current
    weights by more than ``threshold``. (The weights found, what the run did.)"""
    game = get_game(settings.game)
    names = list(scorer_game(game).action_feature_names())
    weights = start(game)
    started = time.perf_counter()
    rounds: list[dict[str, Any]] = []
    for r in range(settings.rounds):
        seeds = [training_seed(settings.seed, r * settings.games + i) for i in range(settings.games)]
        base = fitness(settings, seeds, weights)
        tried = {}
        for feature, sign in MOVES:
            moved = weights.copy()
            moved[names.index(feature)] += sign * settings.step
            tried[f"{feature}{'+' if sign > 0 else '-'}"] = (fitness(settings, seeds, moved), moved)
            log(f"round {r + 1}: {feature} {sign * settings.step:+g}: {tried[list(tried)[-1]][0]:.3f} (now {base:.3f})")
        best = max(tried, key=lambda k: tried[k][0])  # the first of equals
        kept = tried[best][0] > base + settings.threshold
        if kept:
            weights = tried[best][1]
        rounds.append({"share": round(base, 4), "best": best, "best_share": round(tried[best][0], 4), "kept": kept})
        log(
            f"round {r + 1}: {'kept' if kept else 'no move beat the weights:'} {best} ({tried[best][0]:.3f} against {base:.3f})"
        )
    info = {
        "seed": settings.seed,
        "model": "linear scorer, coordinate search against scripted players",
        **{k: v for k, v in dataclasses.asdict(settings).items() if k not in ("game", "jobs", "seed")},
        "rounds_played": rounds,
        "minutes": round((time.perf_counter() - started) / 60, 1),
    }
    return weights, info


def fitness(settings: Settings, seeds: Sequence[int], weights: npt.NDArray[np.float64]) -> float:
    """The learned seat's mean share of the wins, in every seat of these games."""
    w = tuple(float(x) for x in weights)
    tasks = [Task(settings.game, settings.players, s, seat, w) for s in seeds for seat in range(settings.players)]
    results = play_all(tasks, settings.jobs)
    return sum(r.returns[t.seat] for r, t in zip(results, tasks, strict=True)) / len(tasks)


@dataclass(frozen=True, slots=True)
class Measure:
    """The learned seat's and the scripted seat's share of the wins over the same games."""

    games: int
    learned: float  # wins (a shared win counts 1/k)
    scripted: float
    ms_per_decision: float
    by_seat: tuple[float, ...] = ()  # the learned player's wins in each seat (games / players each)

    def row(self) -> dict[str, Any]:
        lr, llo, lhi = wilson(self.learned, self.games)
        sr, slo, shi = wilson(self.scripted, self.games)
        return {
            "games": self.games,
            "learned": {"wins": round(self.learned, 2), "rate": round(100 * lr, 1), "interval": pct(llo, lhi)},
            "scripted": {"wins": round(self.scripted, 2), "rate": round(100 * sr, 1), "interval": pct(slo, shi)},
            "ms_per_decision": round(self.ms_per_decision, 3),
            "learned_by_seat": [round(w, 2) for w in self.by_seat],
        }


def pct(lo: float, hi: float) -> list[float]:
    return [round(100 * lo, 1), round(100 * hi, 1)]


def measure(game_id: str, policy: Sequence[float] | str, seeds: int, players: int, jobs: int) -> Measure:
    """Seeds EVALUATION_BASE + i (i < ``seeds``), ``policy`` (linear weights, or a seat kind such
    as ``learned`` or ``ismcts:100``, or a weights file ``FILE.npz``) in each seat in turn against
    scripted players; and the same games with every seat scripted, each seat counted."""
    w = policy if isinstance(policy, str) else tuple(float(x) for x in policy)
    games = range(EVALUATION_BASE, EVALUATION_BASE + seeds)
    learned = play_all([Task(game_id, players, s, seat, w) for s in games for seat in range(players)], jobs)
    scripted = play_all([Task(game_id, players, s, 0, None) for s in games], jobs)
    time_spent = sum(r.seconds for r in learned)
    decisions = sum(r.decisions for r in learned)
    n = seeds * players
    by_seat = [sum(r.returns[seat] for r in learned[seat::players]) for seat in range(players)]
    # Every seat of an all-scripted game is a scripted seat against scripted players.
    scripted_won = sum(sum(r.returns) for r in scripted)
    return Measure(n, sum(by_seat), scripted_won, 1000 * time_spent / max(1, decisions), tuple(by_seat))


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m tabletome.rl.versus", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    t = sub.add_parser("train", help="search the weights against scripted players and write them")
    t.add_argument("game")
    t.add_argument("--out", type=Path, required=True)
    for f in dataclasses.fields(Settings):
        if f.name != "game":
            t.add_argument(f"--{f.name}", type=type(f.default), default=f.default)
    m = sub.add_parser("measure", help="the learned seat against scripted ones on the evaluation seeds")
    m.add_argument("game")
    m.add_argument("policy", nargs="?", default="learned", help="a seat kind (learned, ismcts:100) or FILE.npz")
    m.add_argument("--seeds", type=int, default=250)
    m.add_argument("--players", type=int, default=4)
    m.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    if args.command == "train":
        settings = Settings(**{k: v for k, v in vars(args).items() if k in Settings.__dataclass_fields__})
        mean, info = train(settings)
        game = get_game(settings.game)
        names = scorer_game(game).action_feature_names()
        save_scorer(args.out, game.id, [(mean.reshape(-1, 1), np.zeros(1))], names, info)
        print(f"wrote {args.out}: {json.dumps(info)}")
        return
    game = get_game(args.game)
    result = measure(game.id, args.policy, args.seeds, args.players, args.jobs)
    print(json.dumps(result.row()))


if __name__ == "__main__":
    main()
