"""Improve an action scorer by playing: policy gradient on the team's wins (REINFORCE).

After imitation (``train_scorer``), the scorer plays whole games in the benchmark's setting, every
seat of the team with the same weights, each choosing among its legal actions at random with the
probabilities of the softmax of its scores. The rows are computed from a determinization of the
seat's view, exactly as at play time (a temperature below 1 sharpens the softmax: sampled play far
from the greedy player wins too rarely to learn from). When a game ends, each of its decisions is credited with the
team's result less the game's own estimate of the team's chances just before it (the evaluator the
search uses; a baseline that depends only on the position, so the gradient stays unbiased while its
noise drops), and the weights move up the log-probability of the moves that did better than
expected. Only the training reads the whole state for that estimate; the player never does.

Each update uses ``batch`` games played with the same weights, in ``jobs`` processes; the results
are gathered in seed order, so the weights depend only on the seed and the games played. The workers
play a batch while the step on the one before is made, so each batch is played with the weights of
one step before (the first two with the imitation's).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletome.agents.learned import Scorer, scorer_game
from tabletome.engine import capabilities, get_game
from tabletome.engine.rng import Rng, derive_seed
from tabletome.sim.evaluate import check_training_seed, protocol

from .train_scorer import choices, workers_pool


@dataclass(frozen=True, slots=True)
class Episode:
    """One game to play with the scorer's sampled moves."""

    game_id: str
    seed: int
    scorer: Scorer
    temperature: float  # the softmax's: below 1, closer to the greedy player that will be shipped


@dataclass(slots=True)
class Played:
    """A played game: each decision's rows, the row chosen and its advantage; whether the team won."""

    rows: list[npt.NDArray[np.float16]]
    chosen: list[int]
    advantage: list[float]
    won: bool


def episode_seed(seed: int, i: int) -> int:
    """Game ``i`` of a run's reinforcement: never an evaluation game, apart from the imitation's games."""
    return check_training_seed(derive_seed(seed, "tabletome.rl.reinforce", i) >> 1)


def play_sampled(job: Episode) -> Played:
    """Play one game, every seat sampling from the softmax of the scorer's scores."""
    game = get_game(job.game_id)
    describe = scorer_game(game)
    setting = protocol(game)
    state = game.new_state(game.resolve_options(dict(setting.options), setting.players), job.seed)
    eye = Rng(derive_seed(job.seed, "tabletome.rl.reinforce eye"))
    dice = np.random.default_rng(derive_seed(job.seed, "tabletome.rl.reinforce choices"))
    out = Played([], [], [], False)
    expected: list[float] = []
    for _, seen, mine in choices(game, state, eye):
        rows = np.asarray(describe.action_features(seen, mine), dtype=np.float32)
        scores = job.scorer.scores(rows) / job.temperature
        p = np.exp(scores - scores.max())
        choice = int(dice.choice(len(p), p=p / p.sum()))
        estimate = capabilities.estimate(game, state)
        expected.append(float(estimate[0]) if estimate is not None else 0.5)
        out.rows.append(rows.astype(np.float16))
        out.chosen.append(choice)
        state.apply(state.check(mine[choice]))
    outcome = state.outcome()
    out.won = outcome is not None and 0 in outcome.winners
    out.advantage = [float(out.won) - v for v in expected]
    return out


def reinforce(
    learner: Any, game_id: str, seed: int, settings: Any, info: dict[str, Any], log: Callable[[str], None]
) -> int:
    """Policy-gradient updates of ``learner`` (a ``train_scorer.ScorerLearner``) until
    ``settings.rl_games`` games (or ``settings.rl_minutes``); the games played."""
    started = time.perf_counter()
    played = updates = 0
    wins: list[bool] = []
    with workers_pool(settings.jobs) as pool:
        batch = _launch(pool, learner, game_id, seed, settings, info, 0)
        while batch is not None and not _enough(settings, played, started):
            games: list[Played] = list(batch)
            # The workers play the next games with these weights while the step is made (one step old).
            batch = _launch(pool, learner, game_id, seed, settings, info, played + len(games))
            learner.policy_step(games, settings.rl_lr, settings.rl_temperature)
            played += len(games)
            updates += 1
            wins += [g.won for g in games]
            if updates % 10 == 0:
                recent = wins[-10 * settings.rl_batch :]
                log(f"reinforce {updates}: {played} games, the last {len(recent)} won {sum(recent)}")
    info.update(
        rl_games=played, rl_batch=settings.rl_batch, rl_lr=settings.rl_lr, rl_temperature=settings.rl_temperature
    )
    info.update(rl_won=sum(wins), rl_minutes=round((time.perf_counter() - started) / 60, 1), rl_lag=1)
    return played


def _launch(pool: Any, learner: Any, game_id: str, seed: int, settings: Any, info: dict[str, Any], first: int) -> Any:
    """Games ``first``... of the next batch, sent to the workers with the current weights (None: none left)."""
    count = settings.rl_batch if settings.rl_games is None else min(settings.rl_batch, settings.rl_games - first)
    if count <= 0:
        return None
    scorer = learner.scorer(info)
    jobs = [Episode(game_id, episode_seed(seed, first + i), scorer, settings.rl_temperature) for i in range(count)]
    return pool.map(play_sampled, jobs)


def _enough(settings: Any, played: int, started: float) -> bool:
    if settings.rl_games is not None:
        return bool(played >= settings.rl_games)
    return bool((time.perf_counter() - started) / 60 > settings.rl_minutes)
