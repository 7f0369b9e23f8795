"""The benchmark protocol: a policy's team win rate on fixed evaluation seeds, paired with baselines.

Every seat of the team is played by the policy under test (three investigators in Hexer, the one
detective in Arkham Noir), on the game's protocol setting (:data:`PROTOCOLS`), on the games
``EVALUATION_BASE + i`` for ``i < n``. The seeds are far from those the lab uses (1..N) and
training must never play them (:func:`check_training_seed`). Each baseline plays the same seeds,
so the comparison is paired: the exact McNemar test on the games only one of the two won.

A policy is named as a seat kind (``heuristic``, ``ismcts:300``, ``learned``), a weights file
(``FILE.npz``, as ``tabletome.rl.train`` writes), or ``module:function``: a callable taking the
PettingZoo-style observation ``{"observation", "action_mask"}`` of its seat and returning an action
index, wrapped as an agent that sees nothing but its own seat's observation.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from tabletome.agents import agent_kinds, make_agent
from tabletome.agents.learned import learned_agent, policy_agent
from tabletome.engine import Game, TabletomeError, get_game, play_match
from tabletome.engine.agent import Agent
from tabletome.engine.rng import derive_seed

from .stats import mcnemar, wilson

#: Evaluation game i is seed EVALUATION_BASE + i, for i < MAX_SEEDS.
EVALUATION_BASE = 10_000_000
MAX_SEEDS = 1_000_000
#: Held-out seeds for quick checks while developing (the test suite): neither training nor evaluation.
VALIDATION_BASE = 20_000_000
#: Held-out seeds on which a training run fits its learned player's last setting (its margin).
CALIBRATION_BASE = 30_000_000


@dataclass(frozen=True, slots=True)
class Protocol:
    """The setting a game is benchmarked in."""

    players: int
    options: tuple[tuple[str, str], ...] = ()


PROTOCOLS: Mapping[str, Protocol] = {
    "arkham_noir": Protocol(1, (("difficulty", "standard"),)),
    "hexer": Protocol(3, (("difficulty", "standard"),)),
}


def protocol(game: Game) -> Protocol:
    """The game's benchmark setting; a game without one is played at its fewest seats, default options."""
    found = PROTOCOLS.get(game.id, Protocol(game.min_players))
    if found.players > 1 and not game.cooperative:
        raise TabletomeError(
            f"{game.name} is played against each other: the benchmark measures a team's wins, "
            "so it is for solo and cooperative games."
        )
    return found


def evaluation_seeds(n: int) -> range:
    if not 1 <= n <= MAX_SEEDS:
        raise TabletomeError(f"The benchmark has 1 to {MAX_SEEDS:,} evaluation games, not {n}.")
    return range(EVALUATION_BASE, EVALUATION_BASE + n)


def is_evaluation_seed(seed: int) -> bool:
    return EVALUATION_BASE <= seed < EVALUATION_BASE + MAX_SEEDS


def check_training_seed(seed: int) -> int:
    """``seed``, refused if it is an evaluation game: a policy must never train on them."""
    if is_evaluation_seed(seed):
        raise TabletomeError(f"Game {seed} is an evaluation game; training must not play it.")
    return seed


# ---------------------------------------------------------------------------------------------- policies
def seat_agent(spec: str, game: Game, seat: int, seed: int) -> Agent:
    """The agent a policy spec names: a seat kind, a weights file, or ``module:function``."""
    if spec.partition(":")[0] in agent_kinds():
        return make_agent(spec, game, seat, seed)
    agent_seed = derive_seed(seed, "agent", spec, seat)
    if spec.endswith(".npz"):
        return learned_agent(game, agent_seed, spec)
    if ":" in spec:
        return policy_agent(game, agent_seed, spec)
    known = ", ".join(agent_kinds())
    raise TabletomeError(
        f"'{spec}' is not a policy: give a kind ({known}), a weights file FILE.npz, or module:function."
    )


@dataclass(frozen=True, slots=True)
class Task:
    game: str
    spec: str
    seed: int
    players: int
    options: tuple[tuple[str, str], ...]


@dataclass(slots=True)
class Played:
    won: bool
    decisions: int
    seconds: float


def play_task(task: Task) -> Played:
    game = get_game(task.game)
    agents = [seat_agent(task.spec, game, seat, task.seed) for seat in range(task.players)]
    result = play_match(game, agents, task.seed, dict(task.options))
    outcome = result.state.outcome()
    won = outcome is not None and 0 in outcome.winners
    return Played(won, result.decisions, sum(result.think_time))


def play_tasks(tasks: Sequence[Task], jobs: int, progress: Callable[[int], None] | None = None) -> list[Played]:
    if jobs <= 1:
        out = []
        for task in tasks:
            out.append(play_task(task))
            if progress:
                progress(1)
        return out
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        out = []
        for played in pool.map(play_task, tasks, chunksize=max(1, min(16, len(tasks) // (jobs * 4)))):
            out.append(played)
            if progress:
                progress(1)
        return out


# ---------------------------------------------------------------------------------------------- results
@dataclass(slots=True)
class Line:
    """One policy's games on the evaluation seeds."""

    policy: str
    wins: list[bool]
    decisions: int = 0
    seconds: float = 0.0

    @property
    def rate(self) -> tuple[float, float, float]:
        return wilson(sum(self.wins), len(self.wins))

    def to_json(self) -> dict[str, Any]:
        rate, low, high = self.rate
        ms = 1000 * self.seconds / self.decisions if self.decisions else 0.0
        return {
            "policy": self.policy,
            "games": len(self.wins),
            "wins": sum(self.wins),
            "rate": round(rate, 4),
            "low": round(low, 4),
            "high": round(high, 4),
            "ms_per_decision": round(ms, 4),
        }


@dataclass(slots=True)
class Evaluation:
    game: str
    protocol: Protocol
    seeds: range
    policy: Line
    against: list[Line] = field(default_factory=list)

    def paired(self, other: Line) -> dict[str, Any]:
        only_policy, only_other, p = mcnemar(self.policy.wins, other.wins)
        return {"policy_only": only_policy, "against_only": only_other, "p": p}

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.protocol.players,
            "options": dict(self.protocol.options),
            "seeds": [self.seeds.start, self.seeds.stop - 1],
            "policy": self.policy.to_json(),
            "against": [{**line.to_json(), "paired": self.paired(line)} for line in self.against],
        }


def evaluate(
    game: Game,
    policy: str,
    n: int = 500,
    against: Sequence[str] = (),
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    finished: Callable[[Line], None] | None = None,
) -> Evaluation:
    """Play ``policy`` and each ``against`` on the first ``n`` evaluation seeds; ``finished`` hears of
    each policy's line as soon as its games are played (a long run stopped early keeps those)."""
    setting = protocol(game)
    seeds = evaluation_seeds(n)
    for spec in (policy, *against):  # a bad name fails now, with its sentence, not in a worker
        seat_agent(spec, game, 0, seeds.start)
    lines = []
    for spec in (policy, *against):
        tasks = [Task(game.id, spec, s, setting.players, setting.options) for s in seeds]
        played = play_tasks(tasks, jobs, progress)
        line = Line(spec, [p.won for p in played], sum(p.decisions for p in played), sum(p.seconds for p in played))
        lines.append(line)
        if finished:
            finished(line)
    return Evaluation(game.id, setting, seeds, lines[0], lines[1:])
