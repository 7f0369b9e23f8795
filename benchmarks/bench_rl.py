"""Throughput of the RL environments on one core: environment steps per second, per game.

Every registered game in its default mode (its fixed vocabulary where it has one and an encoder,
else the list mode: the legal actions as rows, the seat's view as a hashed bag). The PettingZoo
loop is the standard one (``agent_iter``, ``last()``, a masked random action, ``step``), with
observations built every step, as a learner would see them. The Gymnasium environment is measured
with random players in the other seats (``gymnasium``) and with the game's scripted player there
(``gymnasium_scripted``); the learner's moves are random masked actions, and only they count as
steps. ``engine_only`` is the same work without an environment (view, encode, mask, apply): the
ceiling the game's own code sets. ``*_cpu`` figures divide by the process's CPU time instead of
the wall clock, for shared machines.

Prints one JSON object per game; the last line is the summary.
Usage: python benchmarks/bench_rl.py [seconds per measurement]
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import numpy as np

from tabletome.engine import games, get_game
from tabletome.rl import gym_env, pettingzoo_env
from tabletome.rl.listing import ListCodec, default_mode, make_codec

Rate = dict[str, float]


def rates(steps: int, elapsed: float, cpu: float, episodes: int | None = None) -> Rate:
    out: Rate = {"steps_per_s": round(steps / elapsed), "steps_per_cpu_s": round(steps / cpu)}
    if episodes is not None:
        out["episodes_per_s"] = round(episodes / elapsed, 1)
    return out


def bench_pettingzoo(game_id: str, players: int, seconds: float) -> Rate:
    env = pettingzoo_env(game_id, players=players, seed=2026)
    rng = np.random.default_rng(2026)
    steps = episodes = 0
    env.reset()
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        for _agent in env.agent_iter():
            obs, _reward, terminated, truncated, _info = env.last()
            if terminated or truncated:
                action = None
            else:
                legal = np.flatnonzero(obs["action_mask"])
                action = int(legal[rng.integers(len(legal))])
            env.step(action)
            steps += 1
            if time.perf_counter() - t0 > 4 * seconds:  # a long game: stop inside it
                break
        episodes += 1
        env.reset()
    return rates(steps, time.perf_counter() - t0, time.process_time() - c0, episodes)


def bench_engine_only(game_id: str, players: int, seconds: float) -> Rate:
    """The ceiling: the same work without an environment (view, encode, array, mask, apply), with
    the game's default codec (its fixed vocabulary, or the list mode's rows of the legal actions)."""
    game = get_game(game_id)
    codec = make_codec(game, players, game.default_edition())
    rng = np.random.default_rng(2026)
    steps = 0
    seed = 0
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        state = game.new_state({"players": players}, seed)
        seed += 1
        while state.to_move is not None and time.perf_counter() - t0 < seconds:
            codec.observation(state, state.to_move)
            if isinstance(codec, ListCodec):  # the rows of this moment's legal actions, then a row
                _rows, mask = codec.choices(state)
                legal = np.flatnonzero(mask)
                codec.apply(state, int(legal[rng.integers(len(legal))]), "the benchmark")
            else:
                legal = np.flatnonzero(codec.mask(state))
                state.apply(codec.action(int(legal[rng.integers(len(legal))])))
            steps += 1
    return rates(steps, time.perf_counter() - t0, time.process_time() - c0)


def bench_gymnasium(game_id: str, players: int, seconds: float, opponents: str = "random") -> Rate:
    env = gym_env(game_id, players=players, opponents=opponents, seed=2026)
    rng = np.random.default_rng(2026)
    steps = episodes = 0
    env.reset()
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        done = False
        while not done and time.perf_counter() - t0 < 4 * seconds:
            legal = np.flatnonzero(env.action_masks())
            # Nothing legal: the other seats ended the game before the learner's first turn.
            choice = int(legal[rng.integers(len(legal))]) if len(legal) else 0
            _obs, _reward, terminated, truncated, _info = env.step(choice)
            steps += 1
            done = terminated or truncated
        episodes += 1
        env.reset()
    return rates(steps, time.perf_counter() - t0, time.process_time() - c0, episodes)


def bench_game(game_id: str, seconds: float) -> dict[str, Any]:
    """One game's line: its table, mode and sizes, then each environment's rates."""
    game = get_game(game_id)
    players = max(game.min_players, min(3, game.max_players))
    codec = make_codec(game, players, game.default_edition())
    row: dict[str, Any] = {
        "game": game_id,
        "players": players,
        "mode": default_mode(game),
        "observation_size": codec.obs_size,
        "actions": codec.n_actions,
    }
    if isinstance(codec, ListCodec):
        row["action_features"] = codec.feature_size
    row["pettingzoo"] = bench_pettingzoo(game_id, players, seconds)
    row["gymnasium"] = bench_gymnasium(game_id, players, seconds)
    if players > 1:
        row["gymnasium_scripted"] = bench_gymnasium(game_id, players, seconds, opponents="heuristic")
    row["engine_only"] = bench_engine_only(game_id, players, seconds)
    return row


def main(seconds: float = 3.0) -> dict[str, Any]:
    """One line per game, then the summary: each game's env steps per second (wall and CPU)."""
    rows = []
    for game in games():
        row = bench_game(game.id, seconds)
        print(json.dumps(row), flush=True)
        rows.append(row)
    envs = ("pettingzoo", "gymnasium")
    return {
        "env_steps_per_s": {r["game"]: {env: r[env]["steps_per_s"] for env in envs} for r in rows},
        "env_steps_per_cpu_s": {r["game"]: {env: r[env]["steps_per_cpu_s"] for env in envs} for r in rows},
        "slowest": min((r[env]["steps_per_cpu_s"], f"{r['game']}/{env}") for r in rows for env in envs)[1],
        "seconds_per_measurement": seconds,
        "target": 10_000,
    }


if __name__ == "__main__":
    print(json.dumps(main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)))
