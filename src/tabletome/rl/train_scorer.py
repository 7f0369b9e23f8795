"""Train an action scorer (``tabletome.agents.learned.Scorer``) by imitating the search player.

For a game that describes its actions (``engine.capabilities.ActionFeatures``), the learned player
scores each legal action from that action's row and plays the best. It learns with dataset
aggregation (DAgger): rounds of games are played in the benchmark's setting, each decision labelled
by the teacher (``ismcts:N``, the information-set search; training time only) and played by the
teacher with probability ``beta`` (halved every round) and by the scorer otherwise, so the scorer
also learns what to do in the positions its own mistakes lead to. After each round the scorer
trains on every decision gathered so far: cross-entropy of the teacher's action among the legal
ones. The rows are computed from a determinization of the seat's view, exactly as at play time.

Games of a round are independent, so ``jobs`` processes play them; the results are gathered in
seed order and the weights depend only on the seed and the games played (one torch thread).
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletome.agents import make_agent
from tabletome.agents.learned import Scorer, ScorerAgent, position_key, save_scorer, scorer_game
from tabletome.engine import Action, Game, State, capabilities, decide, get_game
from tabletome.engine.rng import Rng, derive_seed
from tabletome.sim.evaluate import CALIBRATION_BASE, VALIDATION_BASE, protocol

try:
    import torch
except ImportError:  # pragma: no cover - depends on the install
    torch = None

#: A training game still going after this many decisions is stopped (the scorer is going round in circles).
MAX_DECISIONS = 2000


@dataclass(slots=True)
class Decisions:
    """Labelled decisions: the rows of the legal actions, and the teacher's action among them."""

    rows: list[npt.NDArray[np.float16]] = field(default_factory=list)
    target: list[int] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.target)

    def extend(self, other: Decisions) -> None:
        self.rows.extend(other.rows)
        self.target.extend(other.target)


@dataclass(frozen=True, slots=True)
class GameJob:
    """One training game: what a worker process needs to play and label it."""

    game_id: str
    seed: int
    teacher: str
    beta: float
    scorer: Scorer | None  # None: the teacher plays every move


def play_labelled(job: GameJob) -> tuple[Decisions, bool]:
    """Play one game, labelling every decision that has a choice; (the decisions, the team won)."""
    game = get_game(job.game_id)
    describe = scorer_game(game)
    setting = protocol(game)
    state = game.new_state(game.resolve_options(dict(setting.options), setting.players), job.seed)
    teachers = [make_agent(job.teacher, game, s, job.seed) for s in range(setting.players)]
    eye = Rng(derive_seed(job.seed, "tabletome.rl.train eye"))  # the player's own sampling of its view
    player = ScorerAgent(game, job.scorer, Rng(0)) if job.scorer is not None else None
    mix = np.random.default_rng(derive_seed(job.seed, "tabletome.rl.train mix"))
    out = Decisions()
    for seat, seen, mine in choices(game, state, eye):
        label = decide(teachers[seat], state, seat)
        rows = np.asarray(describe.action_features(seen, mine), dtype=np.float32)
        out.rows.append(rows.astype(np.float16))
        out.target.append(mine.index(label))
        if player is not None and mix.random() >= job.beta:
            label = state.check(mine[player.pick(rows, position_key(state, seat))])
        state.apply(label)
    outcome = state.outcome()
    return out, outcome is not None and 0 in outcome.winners


def choices(
    game: Game, state: State, eye: Rng, limit: int = MAX_DECISIONS
) -> Iterator[tuple[int, State, list[Action]]]:
    """The decisions with a choice of a game the caller plays on (at most ``limit`` decisions): the
    seat, the world its player reads (a determinization of its view, as ``engine.agent.observe``
    makes; for a game whose rows read only the view, the state itself, which gives the same rows
    faster) and the legal actions there. Forced moves are played here."""
    sample = not capabilities.features_read_only_the_view(game)
    for _ in range(limit):
        if (seat := state.to_move) is None:
            return
        legal = state.legal_actions()
        if len(legal) == 1:
            state.apply(legal[0])
            continue
        if not sample:
            yield seat, state, list(legal)
            continue
        seen = state.determinize(seat, eye)
        yield seat, seen, list(seen.legal_actions())


def play_jobs(jobs: Sequence[GameJob], workers: int) -> list[tuple[Decisions, bool]]:
    """The games, in order (in ``workers`` processes when more than one)."""
    if workers <= 1 or len(jobs) <= 1:
        return [play_labelled(j) for j in jobs]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(play_labelled, jobs))


class ScorerLearner:
    """The torch scorer being trained; :meth:`scorer` is its numpy copy that plays."""

    def __init__(self, game: Game, seed: int, hidden: Sequence[int], lr: float, batch: int) -> None:
        assert torch is not None
        torch.manual_seed(seed)
        self.game = game
        self.names = tuple(scorer_game(game).action_feature_names())
        sizes = [len(self.names), *hidden]
        layers: list[Any] = []
        for i in range(len(sizes) - 1):
            layers += [torch.nn.Linear(sizes[i], sizes[i + 1]), torch.nn.ReLU()]
        layers.append(torch.nn.Linear(sizes[-1], 1))
        self.model = torch.nn.Sequential(*layers)
        self.optim = torch.optim.Adam(self.model.parameters(), lr=lr)
        self.batch_size = batch
        self.rng = np.random.default_rng(derive_seed(seed, "tabletome.rl.train batches"))
        self.rl_optim: Any = None  # the reinforcement's own optimizer, made at its first step

    def layers(self) -> list[tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]]:
        """Each layer's (weights as input x output, biases)."""
        linear = [m for m in self.model if isinstance(m, torch.nn.Linear)]
        return [(m.weight.detach().numpy().T.copy(), m.bias.detach().numpy().copy()) for m in linear]

    def scorer(self, info: dict[str, Any]) -> Scorer:
        """The current weights as the numpy player (rounded to float16, as they are saved)."""
        layers = [
            (w.astype(np.float16).astype(np.float32), b.astype(np.float16).astype(np.float32)) for w, b in self.layers()
        ]
        return Scorer(self.game.id, self.names, tuple(w for w, _ in layers), tuple(b for _, b in layers), info)

    def padded(self, decisions: Sequence[npt.NDArray[Any]]) -> tuple[Any, Any]:
        """Decisions' rows as one tensor (padded to the widest), and the mask that rules out the padding."""
        width = max(len(rows) for rows in decisions)
        x = np.zeros((len(decisions), width, len(self.names)), dtype=np.float32)
        mask = np.full((len(decisions), width), -1e9, dtype=np.float32)
        for r, rows in enumerate(decisions):
            x[r, : len(rows)] = rows
            mask[r, : len(rows)] = 0.0
        return torch.from_numpy(x), torch.from_numpy(mask)

    def batch(self, data: Decisions) -> tuple[Any, Any, Any]:
        idx = self.rng.integers(0, len(data), size=min(self.batch_size, len(data)))
        x, mask = self.padded([data.rows[i] for i in idx])
        target = torch.tensor([data.target[i] for i in idx], dtype=torch.long)
        return x, mask, target

    def policy_step(self, games: Sequence[Any], lr: float, temperature: float) -> None:
        """One policy-gradient step on played games (``reinforce.Played``): the mean over their
        decisions of advantage x log-probability of the move chosen, climbed."""
        rows = [r for g in games for r in g.rows]
        if not rows:
            return
        if self.rl_optim is None:
            self.rl_optim = torch.optim.Adam(self.model.parameters(), lr=lr)
        self.rl_optim.zero_grad()
        chosen = [c for g in games for c in g.chosen]
        advantage = [a for g in games for a in g.advantage]
        self.policy_loss(rows, chosen, advantage, temperature).backward()
        self.rl_optim.step()

    def policy_loss(
        self, rows: Sequence[npt.NDArray[Any]], chosen: Sequence[int], advantage: Sequence[float], temperature: float
    ) -> Any:
        """Minus the mean over decisions of advantage x log-probability of the move chosen, under the
        softmax of the scores / ``temperature`` over each decision's own legal actions.

        Every legal action's row goes through the network once, all decisions stacked (no padding to
        the widest decision); the scores are then spread into a table of one line per decision, whose
        unused cells stay at -1e9, for the softmax."""
        sizes = np.fromiter((len(r) for r in rows), dtype=np.int64, count=len(rows))
        x = torch.from_numpy(np.concatenate(rows).astype(np.float32, copy=False))
        line = torch.from_numpy(np.repeat(np.arange(len(rows)), sizes))
        starts = np.concatenate(([0], np.cumsum(sizes)[:-1]))
        cell = torch.from_numpy(np.arange(int(sizes.sum())) - np.repeat(starts, sizes))
        table = torch.full((len(rows), int(sizes.max())), -1e9)
        table = table.index_put((line, cell), self.model(x)[:, 0] / temperature)
        logp = torch.log_softmax(table, dim=1)
        taken = logp[torch.arange(len(rows)), torch.tensor(list(chosen), dtype=torch.long)]
        return -(torch.tensor(list(advantage), dtype=torch.float32) * taken).sum() / len(rows)

    def train(self, data: Decisions, steps: int) -> float:
        """``steps`` minibatch steps of cross-entropy over the legal actions; the mean loss of the last ones."""
        losses: list[float] = []
        for _ in range(steps):
            x, mask, target = self.batch(data)
            logits = self.model(x)[..., 0] + mask
            loss = torch.nn.functional.cross_entropy(logits, target)
            self.optim.zero_grad()
            loss.backward()
            self.optim.step()
            losses.append(loss.item())
        tail = losses[-50:]
        return sum(tail) / len(tail) if tail else math.nan


def validate(game: Game, scorer: Scorer, n: int, workers: int) -> int:
    """The scorer's wins on ``n`` held-out validation games (neither training nor evaluation seeds)."""
    jobs = [GameJob(game.id, VALIDATION_BASE + i, "random", 0.0, scorer) for i in range(n)]
    with workers_pool(workers) as pool:
        return sum(pool.map(_play_alone, jobs))


def _play_alone(job: GameJob) -> bool:
    from tabletome.engine import play_match

    assert job.scorer is not None
    game = get_game(job.game_id)
    setting = protocol(game)
    agents = [ScorerAgent(game, job.scorer, Rng(job.seed)) for _ in range(setting.players)]
    outcome = play_match(game, agents, job.seed, dict(setting.options)).state.outcome()
    return outcome is not None and 0 in outcome.winners


def workers_pool(workers: int) -> Any:
    """A pool of ``workers`` processes, or this process alone for one worker (the same ``map``)."""
    return ProcessPoolExecutor(max_workers=workers) if workers > 1 else Inline()


class Inline:
    """map in this process (the pool's interface, for one worker)."""

    def __enter__(self) -> Inline:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, fn: Callable[[Any], Any], jobs: Sequence[Any]) -> Any:
        return map(fn, jobs)


def elapsed_minutes(started: float) -> float:
    return (time.perf_counter() - started) / 60


def run_scorer(settings: Any, out: Any, log: Callable[[str], None]) -> Scorer:
    """Train with ``settings`` (``tabletome.rl.train.Settings``), write ``out``, return the numpy player."""
    from .train import training_seed

    assert torch is not None
    torch.set_num_threads(1)
    game = get_game(settings.game)
    learner = ScorerLearner(game, settings.seed, settings.hidden, settings.lr, settings.batch)
    data = Decisions()
    info: dict[str, Any] = {"seed": settings.seed, "teacher": settings.teacher, "hidden": list(settings.hidden)}
    started = time.perf_counter()
    played = rounds = won_last = 0
    while not _done(settings, played, started):
        count = settings.round_games if settings.games is None else min(settings.round_games, settings.games - played)
        scorer = learner.scorer(info) if rounds else None  # the first round: the teacher plays throughout
        beta = 0.5**rounds
        jobs = [
            GameJob(game.id, training_seed(settings.seed, played + i), settings.teacher, beta, scorer)
            for i in range(count)
        ]
        results = play_jobs(jobs, settings.jobs)
        for decisions, _ in results:
            data.extend(decisions)
        won_last = sum(w for _, w in results)
        played += count
        rounds += 1
        loss = learner.train(data, settings.steps_per_round)
        log(
            f"round {rounds}: {played} games ({won_last}/{count} won, beta {beta:.3f}), {len(data)} decisions, loss {loss:.3f}"
        )
    loss = learner.train(data, settings.final_steps)
    info.update(games=played, rounds=rounds, decisions=len(data), round_games=settings.round_games, loss=round(loss, 4))
    info.update(minutes=round(elapsed_minutes(started), 1), steps_per_round=settings.steps_per_round)
    info.update(final_steps=settings.final_steps, batch=settings.batch, lr=settings.lr, model="scorer")
    if settings.rl_games or (settings.rl_games is None and settings.rl_minutes > 0):
        from .reinforce import reinforce

        reinforce(learner, game.id, settings.seed, settings, info, log)
    return finish(game, learner.layers(), learner.names, info, settings, out, log)


def finish(
    game: Game,
    layers: Sequence[tuple[npt.NDArray[Any], npt.NDArray[Any]]],
    names: tuple[str, ...],
    info: dict[str, Any],
    settings: Any,
    out: Any,
    log: Callable[[str], None],
) -> Scorer:
    """The trained weights' last steps: fit the margin (``settings.calibrate`` games each), write ``out``,
    validate; the numpy player."""
    rounded = [(w.astype(np.float16).astype(np.float32), b.astype(np.float16).astype(np.float32)) for w, b in layers]
    scorer = Scorer(game.id, names, tuple(w for w, _ in rounded), tuple(b for _, b in rounded), info)
    if settings.calibrate:
        wins = calibrate(game, scorer, settings.calibrate, settings.jobs)
        margin = max(wins, key=lambda m: wins[m])  # the first of the best, so the smallest
        info.update(
            margin=margin, calibration={"games": settings.calibrate, "wins": {str(m): w for m, w in wins.items()}}
        )
        log(f"calibration on {settings.calibrate} held-out games a margin: {wins}; margin {margin}")
        scorer = dataclasses.replace(scorer, info=info)
    out.parent.mkdir(parents=True, exist_ok=True)
    save_scorer(out, game.id, layers, names, info)
    log(f"wrote {out} ({out.stat().st_size / 1e3:.0f} kB): {info}")
    if settings.validate:
        won = validate(game, scorer, settings.validate, settings.jobs)
        log(f"validation: {won}/{settings.validate} won")
    return scorer


#: The margins a run tries: how much better than the scripted move another must score to be played.
MARGINS = (0.0, 0.5, 1.0, 2.0, 4.0, 8.0)


def calibrate(game: Game, scorer: Scorer, n: int, workers: int) -> dict[float, int]:
    """Wins on ``n`` held-out calibration games (seeds CALIBRATION_BASE + i) for each margin."""
    wins: dict[float, int] = {}
    for margin in MARGINS:
        trial = dataclasses.replace(scorer, info={**scorer.info, "margin": margin})
        jobs = [GameJob(game.id, CALIBRATION_BASE + i, "random", 0.0, trial) for i in range(n)]
        with workers_pool(workers) as pool:
            wins[margin] = sum(pool.map(_play_alone, jobs))
    return wins


def _done(settings: Any, played: int, started: float) -> bool:
    if settings.games is not None:
        return bool(played >= settings.games)
    return bool(elapsed_minutes(started) > settings.minutes * 0.9)  # the last tenth for the final training
