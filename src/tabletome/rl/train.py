"""Train a game's learned player by imitating the search player with dataset aggregation (DAgger).

    python -m tabletome.rl.train arkham_noir --seed 1 --minutes 50 --jobs 2 --out src/tabletome/games/arkham_noir/policy.npz

A game that describes its actions (``ActionFeatures``) gets an action scorer, trained by
``train_scorer.py`` (``--model scorer``, the default for such games). The rest of this module is the
older observation network (``--model mlp``): a warm-up first (``--warmup-games``, in rounds of 200)
has the game's scripted player label every decision, cheaply; then, until ``--minutes``, rounds of ``--round-games`` games have the
teacher (``--teacher``, by default ``ismcts:100``: the information-set search, which samples
worlds consistent with that seat's view; this is training time) label every decision. Games are
played in the benchmark's setting, every seat of the team by the same network, each from its own
seat's observation; the teacher's action is played with probability ``0.5 ** round`` and the
network's otherwise, so the network learns to recover from the positions its own mistakes lead to
(dataset aggregation, DAgger). After each round the network (ReLU layers, cross-entropy over the
legal actions only, the output layer tied through the words of each action's notation) trains
on everything gathered so far, each batch half from the scripted labels and half from the search's.

Training games are seeded from ``--seed`` and checked never to be evaluation games
(``tabletome.sim.evaluate``). A run is reproducible: the weights depend on the seed and on the
number of games played; ``--minutes`` stops between rounds and the file records the games played,
so ``--games N`` with the same seed gives the same weights bit for bit (one thread).

Needs the optional extra ``tabletome[learn]`` (PyTorch); the weights it writes play through numpy.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletome.agents import make_agent
from tabletome.agents.learned import Network, Scorer, encoded_game, network_policy, observation, save_network
from tabletome.engine import Game, TabletomeError, decide, get_game
from tabletome.engine.capabilities import ActionFeatures
from tabletome.engine.rng import derive_seed
from tabletome.sim.evaluate import VALIDATION_BASE, check_training_seed, protocol
from tabletome.sim.stats import wilson

try:
    import torch
except ImportError:  # pragma: no cover - depends on the install
    torch = None


@dataclass(slots=True)
class Settings:
    game: str
    seed: int = 1
    minutes: float = 55.0
    games: int | None = None  # stop after this many training games (reproduces a run exactly)
    teacher: str = "ismcts:100"
    round_games: int = 8
    warmup_games: int = 2400  # first, this many games labelled by the cheap scripted player
    warmup_teacher: str = "heuristic"
    warmup_round_games: int = 200
    hidden: tuple[int, ...] = (256, 256)
    batch: int = 256
    lr: float = 1e-3
    steps_per_round: int = 400
    final_steps: int = 3000
    validate: int = 0  # validation games at the end (held-out seeds)
    calibrate: int = 0  # scorer: held-out games for each margin tried (0: margin 0, the best score always)
    rl_minutes: float = 0.0  # scorer: minutes of reinforcement after the imitation (policy gradient)
    rl_games: int | None = None  # scorer: reinforcement games instead (reproduces a run exactly)
    rl_batch: int = 32  # games per policy-gradient step
    rl_lr: float = 1e-4
    rl_temperature: float = 1.0  # of the softmax the reinforcement samples moves from
    model: str = "auto"  # "scorer" (games that describe their actions), "mlp" (over the observation)
    jobs: int = 1  # processes playing a round's games


@dataclass(slots=True)
class DataSet:
    """Every labelled decision: the seat's observation, its legal actions, the teacher's action."""

    obs: list[npt.NDArray[np.float16]] = field(default_factory=list)
    legal: list[npt.NDArray[np.int32]] = field(default_factory=list)
    target: list[int] = field(default_factory=list)
    _stacked: npt.NDArray[np.float16] | None = None

    def add(self, obs: npt.NDArray[np.float32], mask: npt.NDArray[np.int8], target: int) -> None:
        self.obs.append(obs.astype(np.float16))
        self.legal.append(np.flatnonzero(mask).astype(np.int32))
        self.target.append(target)

    def __len__(self) -> int:
        return len(self.target)

    def stacked(self) -> npt.NDArray[np.float16]:
        """Every observation as one array (rebuilt only when decisions were added)."""
        if self._stacked is None or len(self._stacked) != len(self.obs):
            self._stacked = np.stack(self.obs)
        return self._stacked


def action_tokens(names: Sequence[str]) -> npt.NDArray[np.float32]:
    """One row per action: 1 for each word of its notation (the verb, ``verb.i=arg``, ``=arg``)."""
    rows: list[set[str]] = []
    for name in names:
        verb, *args = name.split()
        rows.append({verb} | {f"{verb}.{i}={a}" for i, a in enumerate(args)} | {f"={a}" for a in args})
    vocab = {t: i for i, t in enumerate(sorted(set().union(*rows)))}
    out = np.zeros((len(names), len(vocab)), dtype=np.float32)
    for r, row in enumerate(rows):
        out[r, [vocab[t] for t in row]] = 1.0
    return out


#: A training game still going after this many decisions is stopped (the network is going round in circles).
MAX_DECISIONS = 2000


def training_seed(seed: int, i: int) -> int:
    """Training game ``i`` of a run: a 63-bit seed from the run's seed, never an evaluation game."""
    return check_training_seed(derive_seed(seed, "tabletome.rl.train", i) >> 1)


class Learner:
    """The torch network being trained, and its numpy copy that plays."""

    def __init__(self, game: Game, settings: Settings, obs_size: int) -> None:
        assert torch is not None
        torch.manual_seed(settings.seed)
        self.game = game
        self.settings = settings
        self.space = encoded_game(game).action_space()
        sizes = [obs_size, *settings.hidden]
        layers: list[Any] = []
        for i in range(len(sizes) - 1):
            layers += [torch.nn.Linear(sizes[i], sizes[i + 1]), torch.nn.ReLU()]
        self.body = torch.nn.Sequential(*layers)
        self.out = torch.nn.Linear(sizes[-1], len(self.space))
        # Output weights tied through the words of each action's notation (its verb, its arguments),
        # so what is learnt about "hand 12 3" also moves "hand 12 4": W = own + tokens @ embedding.
        self.tokens = torch.from_numpy(action_tokens([str(a) for a in self.space]))
        self.embed = torch.nn.Parameter(torch.zeros(self.tokens.shape[1], sizes[-1]))
        params = [*self.body.parameters(), *self.out.parameters(), self.embed]
        self.optim = torch.optim.Adam(params, lr=settings.lr)
        self.rng = np.random.default_rng(derive_seed(settings.seed, "tabletome.rl.train batches"))

    def output_weight(self) -> Any:
        return self.out.weight + self.tokens @ self.embed

    def model(self, x: Any) -> Any:
        return torch.nn.functional.linear(self.body(x), self.output_weight(), self.out.bias)

    def layers(self) -> list[tuple[npt.NDArray[np.float32], npt.NDArray[np.float32]]]:
        """Each layer's (weights as input x output, biases), the tied output weights folded in."""
        linear = [m for m in self.body if isinstance(m, torch.nn.Linear)]
        out = [(m.weight.detach().numpy().T.copy(), m.bias.detach().numpy().copy()) for m in linear]
        out.append((self.output_weight().detach().numpy().T.copy(), self.out.bias.detach().numpy().copy()))
        return out

    def network(self, info: dict[str, Any]) -> Network:
        """The current weights as the numpy player (rounded to float16, as they are saved)."""
        layers = [
            (w.astype(np.float16).astype(np.float32), b.astype(np.float16).astype(np.float32)) for w, b in self.layers()
        ]
        names = tuple(str(a) for a in self.space)
        obs_size = layers[0][0].shape[0]
        return Network(
            self.game.id, obs_size, tuple(w for w, _ in layers), tuple(b for _, b in layers), names, info, {}
        )

    def batch(self, sets: Sequence[DataSet]) -> tuple[Any, Any, Any]:
        """A minibatch drawn equally from each non-empty data set: inputs, legal-action mask, targets."""
        used = [d for d in sets if len(d)]
        share = max(1, self.settings.batch // len(used))
        obs: list[npt.NDArray[np.float16]] = []
        legal: list[npt.NDArray[np.int32]] = []
        target: list[int] = []
        for d in used:
            idx = self.rng.integers(0, len(d), size=min(share, len(d)))
            obs.append(d.stacked()[idx])
            legal.extend(d.legal[i] for i in idx)
            target.extend(d.target[i] for i in idx)
        x = torch.from_numpy(np.concatenate(obs).astype(np.float32))
        mask = torch.full((len(target), len(self.space)), -1e9)
        rows = np.concatenate([np.full(len(row), r) for r, row in enumerate(legal)])
        mask[torch.from_numpy(rows), torch.from_numpy(np.concatenate(legal).astype(np.int64))] = 0.0
        return x, mask, torch.tensor(target, dtype=torch.long)

    def train(self, sets: Sequence[DataSet], steps: int) -> float:
        """``steps`` minibatch steps of cross-entropy over the legal actions; the mean loss of the last ones."""
        losses: list[float] = []
        for _ in range(steps):
            x, mask, target = self.batch(sets)
            loss = torch.nn.functional.cross_entropy(self.model(x) + mask, target)
            self.optim.zero_grad()
            loss.backward()
            self.optim.step()
            losses.append(loss.item())
        tail = losses[-50:]
        return sum(tail) / len(tail) if tail else math.nan


def play_round(
    game: Game, learner: Learner, data: DataSet, seeds: Sequence[int], teacher: str, beta: float, info: dict[str, Any]
) -> int:
    """Play ``seeds``, labelling every decision with ``teacher``; returns the team's wins."""
    setting = protocol(game)
    net = learner.network(info)
    wins = 0
    for seed in seeds:
        policy = network_policy(net, game)
        mix = np.random.default_rng(derive_seed(seed, "tabletome.rl.train mix"))
        teachers = [make_agent(teacher, game, s, seed) for s in range(setting.players)]
        state = game.new_state(game.resolve_options(dict(setting.options), setting.players), seed)
        for _ in range(MAX_DECISIONS):  # a game the network drags on past this is abandoned, a loss
            if (seat := state.to_move) is None:
                break
            obs = observation(game, state, seat)
            label = decide(teachers[seat], state, seat)
            data.add(obs["observation"], obs["action_mask"], label.index)
            action = label if mix.random() < beta else learner.space[policy(obs)]
            state.apply(action)
        outcome = state.outcome()
        wins += outcome is not None and 0 in outcome.winners
    return wins


def validate(game: Game, net: Network, n: int) -> tuple[int, int]:
    """The network's wins on ``n`` held-out validation games (neither training nor evaluation seeds)."""
    from tabletome.agents.learned import PolicyAgent
    from tabletome.engine import play_match
    from tabletome.engine.rng import Rng

    setting = protocol(game)
    wins = 0
    for i in range(n):
        seed = VALIDATION_BASE + i
        agents = [PolicyAgent(game, network_policy(net, game), Rng(seed), "learned") for _ in range(setting.players)]
        outcome = play_match(game, agents, seed, dict(setting.options)).state.outcome()
        wins += outcome is not None and 0 in outcome.winners
    return wins, n


def _warm_up(game: Game, learner: Learner, data: DataSet, info: dict[str, Any], log: Any) -> int:
    """DAgger with the scripted player as the (cheap) teacher; returns the games played."""
    settings = learner.settings
    played = rounds = 0
    while played < settings.warmup_games:
        count = min(settings.warmup_round_games, settings.warmup_games - played)
        seeds = [training_seed(settings.seed, played + i) for i in range(count)]
        wins = play_round(game, learner, data, seeds, settings.warmup_teacher, 0.5**rounds, info)
        played += count
        rounds += 1
        loss = learner.train([data], settings.steps_per_round)
        log(f"warm-up {rounds}: {played} games ({wins}/{count} won), {len(data)} decisions, loss {loss:.3f}")
    return played


def _done(settings: Settings, played: int, started: float) -> bool:
    if settings.games is not None:
        return played >= settings.games
    return time.perf_counter() - started > settings.minutes * 60 * 0.9  # the last tenth for the final training


def run(settings: Settings, out: Path, log: Any = print) -> Network | Scorer:
    """Train, write ``out``, return the numpy player."""
    if torch is None:
        from tabletome.engine.extras import require

        require("torch", "learn", "Training")
    game = get_game(settings.game)
    if settings.model == "scorer" or (settings.model == "auto" and isinstance(game, ActionFeatures)):
        from .train_scorer import run_scorer

        return run_scorer(settings, out, log)
    torch.set_num_threads(1)
    setting = protocol(game)
    enc = encoded_game(game)
    learner = Learner(game, settings, enc.observation_size(setting.players))
    scripted, searched = DataSet(), DataSet()
    info: dict[str, Any] = {"seed": settings.seed, "teacher": settings.teacher, "hidden": list(settings.hidden)}
    started = time.perf_counter()
    warm = _warm_up(game, learner, scripted, info, log)
    played = rounds = 0
    while not _done(settings, played, started):
        count = settings.round_games if settings.games is None else min(settings.round_games, settings.games - played)
        seeds = [training_seed(settings.seed, warm + played + i) for i in range(count)]
        wins = play_round(game, learner, searched, seeds, settings.teacher, 0.5 ** (rounds + 1), info)
        played += count
        rounds += 1
        loss = learner.train([scripted, searched], settings.steps_per_round)
        log(f"round {rounds}: {played} games ({wins}/{count} won), {len(searched)} decisions, loss {loss:.3f}")
    loss = learner.train([scripted, searched], settings.final_steps)
    info.update(
        games=played, rounds=rounds, decisions=len(searched), round_games=settings.round_games, loss=round(loss, 4)
    )
    info.update(warmup_games=warm, warmup_teacher=settings.warmup_teacher, warmup_decisions=len(scripted))
    info.update(warmup_round_games=settings.warmup_round_games, minutes=round((time.perf_counter() - started) / 60, 1))
    info.update(players=setting.players, options=dict(setting.options), steps_per_round=settings.steps_per_round)
    info.update(final_steps=settings.final_steps, batch=settings.batch, lr=settings.lr)
    out.parent.mkdir(parents=True, exist_ok=True)
    save_network(out, game.id, learner.layers(), [str(a) for a in learner.space], info)
    log(f"wrote {out} ({out.stat().st_size / 1e6:.2f} MB): {json.dumps(info)}")
    net = learner.network(info)
    if settings.validate:
        won, n = validate(game, net, settings.validate)
        rate, low, high = wilson(won, n)
        log(f"validation: {won}/{n} won, {100 * rate:.1f}% [{100 * low:.1f}, {100 * high:.1f}]")
    return net


def parse(argv: Sequence[str] | None = None) -> tuple[Settings, Path]:
    p = argparse.ArgumentParser(prog="python -m tabletome.rl.train", description=__doc__.split("\n\n")[0])
    p.add_argument("game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--minutes", type=float, default=55.0)
    p.add_argument("--games", type=int, default=None, help="stop after this many games (reproduces a run)")
    p.add_argument("--teacher", default="ismcts:100")
    p.add_argument("--round-games", type=int, default=8)
    p.add_argument("--warmup-games", type=int, default=2400, help="games labelled by the scripted player first")
    p.add_argument("--warmup-round-games", type=int, default=200)
    p.add_argument("--hidden", default="256,256", help="hidden layer sizes, e.g. 256,256")
    p.add_argument("--steps-per-round", type=int, default=400)
    p.add_argument("--final-steps", type=int, default=3000)
    p.add_argument("--validate", type=int, default=0, help="validation games to play at the end")
    p.add_argument("--calibrate", type=int, default=0, help="scorer: held-out games to fit its margin on, per margin")
    p.add_argument("--rl-minutes", type=float, default=0.0, help="scorer: minutes of reinforcement after imitation")
    p.add_argument("--rl-games", type=int, default=None, help="scorer: reinforcement games (reproduces a run)")
    p.add_argument("--rl-batch", type=int, default=32, help="games per policy-gradient step")
    p.add_argument("--rl-lr", type=float, default=1e-4)
    p.add_argument("--rl-temperature", type=float, default=1.0, help="of the softmax moves are sampled from")
    p.add_argument("--model", choices=("auto", "scorer", "mlp"), default="auto")
    p.add_argument("--jobs", type=int, default=1, help="processes playing each round's games")
    p.add_argument("--out", type=Path, required=True)
    a = p.parse_args(argv)
    hidden = tuple(int(h) for h in a.hidden.split(",") if h)
    settings = Settings(
        a.game, seed=a.seed, minutes=a.minutes, games=a.games, teacher=a.teacher, round_games=a.round_games,
        hidden=hidden, warmup_games=a.warmup_games, warmup_round_games=a.warmup_round_games,
        steps_per_round=a.steps_per_round, final_steps=a.final_steps, validate=a.validate, model=a.model,
        jobs=a.jobs, calibrate=a.calibrate, rl_minutes=a.rl_minutes, rl_games=a.rl_games, rl_batch=a.rl_batch,
        rl_lr=a.rl_lr, rl_temperature=a.rl_temperature,
    )  # fmt: skip
    return settings, a.out


def main(argv: Sequence[str] | None = None) -> int:
    settings, out = parse(argv)
    try:
        run(settings, out)
    except TabletomeError as exc:
        print(exc)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
