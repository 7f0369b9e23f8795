"""Train a small policy on Arkham Noir with REINFORCE in plain numpy, then compare it with the baselines.

The policy is a one-hidden-layer network over the observation vector, with a softmax over the
legal actions only (the action mask). It first imitates the game's heuristic player (the first
``--imitation`` share of the budget: maximum likelihood of the heuristic's moves, which is the
REINFORCE step with every decision weighted 1), then improves by REINFORCE on the environment's
reward (1 for a win, 0 for a loss, at the end of the game). A random policy almost never wins
Arkham Noir, so REINFORCE alone from scratch gets no signal to learn from; ``--imitation 0``
shows that. After ``--minutes`` (or exactly ``--episodes``), the
trained policy (greedy), the random player and the game's heuristic player each play the
learner's seat on the same evaluation seeds, and their win rates are printed with Wilson 95%
intervals.

    python examples/train_arkham_noir.py                    # Arkham Noir, 3 minutes
    python examples/train_arkham_noir.py -o difficulty=easy --minutes 10
    python examples/train_arkham_noir.py --game hexer --players 3 --opponents heuristic --minutes 1

Everything is seeded (``--seed``): the same budget in episodes gives the same policy.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletome.agents import make_agent
from tabletome.engine import decide, derive_seed
from tabletome.rl import gym_env
from tabletome.sim.stats import wilson

Array = npt.NDArray[np.float32]
EVAL_SEED_BASE = 1_000_000  # evaluation games never overlap the training games


class Policy:
    """tanh hidden layer -> one logit per action of the game; softmax over the legal ones."""

    def __init__(self, n_obs: int, n_actions: int, hidden: int, rng: np.random.Generator) -> None:
        self.params: dict[str, Array] = {
            "w1": rng.normal(0.0, 1.0 / np.sqrt(n_obs), (n_obs, hidden)).astype(np.float32),
            "b1": np.zeros(hidden, np.float32),
            "w2": rng.normal(0.0, 0.01, (hidden, n_actions)).astype(np.float32),  # near-uniform at first
            "b2": np.zeros(n_actions, np.float32),
        }
        self._m = {k: np.zeros_like(v) for k, v in self.params.items()}
        self._v = {k: np.zeros_like(v) for k, v in self.params.items()}
        self._t = 0

    def probabilities(self, obs: Array, legal: npt.NDArray[np.intp]) -> Array:
        """The policy at one decision: a probability for each legal action (in ``legal`` order)."""
        p = self.params
        h = np.tanh(obs @ p["w1"] + p["b1"])
        z = h @ p["w2"][:, legal] + p["b2"][legal]
        z -= z.max()
        probs: Array = np.exp(z)
        probs /= probs.sum()
        return probs

    def gradient(
        self, obs: Array, masks: npt.NDArray[np.bool_], actions: npt.NDArray[np.intp], weights: Array
    ) -> dict[str, Array]:
        """Sum over decisions of weight * grad log pi(action | obs), all decisions at once."""
        p = self.params
        h = np.tanh(obs @ p["w1"] + p["b1"])
        z = np.where(masks, h @ p["w2"] + p["b2"], -np.inf)
        z -= z.max(axis=1, keepdims=True)
        probs = np.exp(z)
        probs /= probs.sum(axis=1, keepdims=True)
        dz = -probs * weights[:, None]  # illegal actions have probability 0: no gradient
        dz[np.arange(len(actions)), actions] += weights
        dh = (dz @ p["w2"].T) * (1.0 - h * h)
        return {"w1": obs.T @ dh, "b1": dh.sum(axis=0), "w2": h.T @ dz, "b2": dz.sum(axis=0)}

    def adam_ascent(self, grads: dict[str, Array], lr: float, b1: float = 0.9, b2: float = 0.999) -> None:
        self._t += 1
        for k, g in grads.items():
            self._m[k] = b1 * self._m[k] + (1 - b1) * g
            self._v[k] = b2 * self._v[k] + (1 - b2) * g * g
            m_hat = self._m[k] / (1 - b1**self._t)
            v_hat = self._v[k] / (1 - b2**self._t)
            self.params[k] += (lr * m_hat / (np.sqrt(v_hat) + 1e-8)).astype(np.float32)


@dataclass(slots=True)
class Episode:
    """The learner's decisions in one game (observation, legal actions, action taken) and its return."""

    obs: list[Array]
    masks: list[npt.NDArray[np.int8]]
    actions: list[int]
    ret: float = 0.0


def record_episode(env: Any, seed: int, choose: Callable[[Array, dict[str, Any]], int]) -> Episode:
    """One game of ``env``: ``choose(observation, info)`` picks each action of the learner's seat."""
    obs, info = env.reset(seed=seed)
    ep = Episode([], [], [])
    while True:
        action = choose(obs, info)
        ep.obs.append(obs)
        ep.masks.append(info["action_mask"])
        ep.actions.append(action)
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            ep.ret = float(reward)
            return ep


def play_episode(env: Any, policy: Policy, seed: int, rng: np.random.Generator, greedy: bool) -> Episode:
    def choose(obs: Array, info: dict[str, Any]) -> int:
        legal = np.flatnonzero(info["action_mask"])
        probs = policy.probabilities(obs, legal)
        return int(legal[probs.argmax() if greedy else rng.choice(len(legal), p=probs)])

    return record_episode(env, seed, choose)


def play_agent_episode(env: Any, agent: Any, seed: int) -> Episode:
    """One game with ``agent`` in the learner's seat, recorded like the policy's games."""
    return record_episode(env, seed, lambda obs, info: decide(agent, env.game_state, env.seat).index)


def reinforce_gradient(policy: Policy, episodes: Sequence[Episode], baseline: float) -> dict[str, Array]:
    """REINFORCE: (return - baseline) * grad log pi for every decision, averaged over the episodes."""
    obs = np.array([o for ep in episodes for o in ep.obs], dtype=np.float32)
    masks = np.array([m for ep in episodes for m in ep.masks], dtype=bool)
    actions = np.array([a for ep in episodes for a in ep.actions], dtype=np.intp)
    weights = np.array([ep.ret - baseline for ep in episodes for _ in ep.actions], dtype=np.float32)
    grads = policy.gradient(obs, masks, actions, weights)
    scale = np.float32(1.0 / max(1, len(episodes)))
    return {k: g * scale for k, g in grads.items()}


def make_env(args: argparse.Namespace) -> Any:
    options = dict(item.split("=", 1) for item in args.option)
    return gym_env(args.game, players=args.players, seat=0, opponents=args.opponents, seed=args.seed, options=options)


def train(args: argparse.Namespace, log: Callable[[str], None]) -> tuple[Policy, dict[str, Any]]:
    """Imitation of the heuristic player, then REINFORCE with a running-mean baseline, one update
    every ``--batch`` episodes."""
    env = make_env(args)
    rng = np.random.default_rng(args.seed)
    policy = Policy(env.codec.obs_size, env.codec.n_actions, args.hidden, rng)
    start = time.perf_counter()
    seconds = 60.0 * args.minutes
    limit: int | None = args.episodes
    imitation_limit = None if limit is None else round(args.imitation * limit)
    episodes = wins = 0
    recent: list[float] = []

    def running(imitating: bool) -> bool:
        if limit is not None:
            assert imitation_limit is not None
            return episodes < (imitation_limit if imitating else limit)
        share = args.imitation if imitating else 1.0
        return time.perf_counter() - start < share * seconds

    # 1. Imitation: the heuristic plays, the policy learns to make its moves.
    while running(True):
        batch = []
        while len(batch) < args.batch and (not batch or running(True)):
            seed = derive_seed(args.seed, "train", episodes) >> 1
            teacher = make_agent("heuristic", env.game, env.seat, derive_seed(seed, "teacher"))
            batch.append(play_agent_episode(env, teacher, seed))
            episodes += 1
        for ep in batch:
            ep.ret = 1.0  # every move of the teacher weighted alike: maximum likelihood
        for _ in range(args.imitation_epochs):
            policy.adam_ascent(reinforce_gradient(policy, batch, 0.0), args.imitation_lr)
    imitated = episodes
    if imitated:
        log(f"imitated the heuristic player for {imitated} episodes")

    # 2. REINFORCE on the game's reward.
    baseline: float | None = None
    while running(False):
        batch = []
        while len(batch) < args.batch and (not batch or running(False)):
            batch.append(play_episode(env, policy, derive_seed(args.seed, "train", episodes) >> 1, rng, greedy=False))
            wins += batch[-1].ret > 0
            episodes += 1
        returns = [ep.ret for ep in batch]
        if baseline is None:
            baseline = float(np.mean(returns))
        policy.adam_ascent(reinforce_gradient(policy, batch, baseline), args.lr)
        baseline = 0.95 * baseline + 0.05 * float(np.mean(returns))
        recent = (recent + returns)[-200:]
        if (episodes - imitated) % (args.batch * 25) < args.batch:
            log(f"episodes {episodes:6d}  win rate (last {len(recent)}) {np.mean(recent):.3f}")
    reinforced = episodes - imitated
    return policy, {
        "episodes": episodes,
        "imitation_episodes": imitated,
        "training_win_rate": wins / max(1, reinforced),
    }


def evaluate(args: argparse.Namespace, policy: Policy) -> dict[str, dict[str, float]]:
    """Win rates of the trained policy and of the random and heuristic players, on the same seeds."""
    env = make_env(args)
    game = env.game
    rng = np.random.default_rng(args.seed + 1)
    seeds = [EVAL_SEED_BASE + args.seed * 10_000 + i for i in range(args.eval_games)]
    results: dict[str, dict[str, float]] = {}
    for name in ("trained", "random", "heuristic"):
        wins = 0
        for seed in seeds:
            if name == "trained":
                reward = play_episode(env, policy, seed, rng, greedy=True).ret
            else:
                agent = make_agent(name, game, env.seat, derive_seed(seed, "baseline", name))
                reward = play_agent_episode(env, agent, seed).ret
            wins += reward > 0
        rate, low, high = wilson(wins, len(seeds))
        results[name] = {"win_rate": rate, "low": low, "high": high, "games": len(seeds)}
    return results


def main(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--game", default="arkham_noir")
    parser.add_argument("--players", type=int, default=None, help="seats (default: the game's default)")
    parser.add_argument("-o", "--option", action="append", default=[], help="a game option, e.g. -o difficulty=easy")
    parser.add_argument("--opponents", default="heuristic", help="agent kind for the other seats, if any")
    parser.add_argument("--minutes", type=float, default=3.0, help="training time (ignored with --episodes)")
    parser.add_argument("--episodes", type=int, default=None, help="train for exactly this many episodes")
    parser.add_argument("--eval-games", type=int, default=200)
    parser.add_argument("--imitation", type=float, default=0.5, help="share of the budget spent imitating")
    parser.add_argument("--imitation-epochs", type=int, default=4, help="updates per imitation batch")
    parser.add_argument("--imitation-lr", type=float, default=0.003)
    parser.add_argument("--batch", type=int, default=16, help="episodes per policy update")
    parser.add_argument("--hidden", type=int, default=128)
    parser.add_argument("--lr", type=float, default=0.01)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)

    def log(text: str) -> None:
        if not args.quiet:
            print(text, flush=True)

    t0 = time.perf_counter()
    policy, training = train(args, log)
    train_s = time.perf_counter() - t0
    log(f"trained {training['episodes']} episodes in {train_s:.0f} s")
    results = evaluate(args, policy)
    for name, r in results.items():
        log(f"{name:>9}: win rate {r['win_rate']:.3f}  (95% CI {r['low']:.3f}-{r['high']:.3f}, {r['games']} games)")
    summary = {
        "game": args.game,
        "options": args.option,
        **training,
        "train_seconds": round(train_s, 1),
        "evaluation": results,
    }
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    main()
