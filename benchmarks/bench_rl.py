"""Throughput of the RL environments on one core: environment steps per second, per game.

The PettingZoo loop is the standard one (``agent_iter``, ``last()``, a masked random action,
``step``), with observations built every step, as a learner would see them. The Gymnasium
environment is measured too (random players in the other seats, deciding from their own views;
their moves are not counted as steps). ``engine_only`` is the same work without an environment
(view, encode, mask, apply): the ceiling the game's own code sets. ``env_steps_per_cpu_s``
divides by the process's CPU time instead of the wall clock, for shared machines.

Prints one JSON object per line; the last line is the summary.
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


def bench_pettingzoo(game_id: str, players: int, seconds: float) -> dict[str, Any]:
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
        episodes += 1
        env.reset()
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
    return {
        "game": game_id,
        "env": "pettingzoo",
        "players": players,
        "env_steps_per_s": round(steps / elapsed),
        "env_steps_per_cpu_s": round(steps / cpu),
        "episodes_per_s": round(episodes / elapsed, 1),
    }


def bench_engine_only(game_id: str, players: int, seconds: float) -> dict[str, Any]:
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
        while state.to_move is not None:
            codec.observation(state, state.to_move)
            if isinstance(codec, ListCodec):  # the rows of this moment's legal actions, then a row
                _rows, mask = codec.choices(state)
                legal = np.flatnonzero(mask)
                codec.apply(state, int(legal[rng.integers(len(legal))]), "the benchmark")
            else:
                legal = np.flatnonzero(codec.mask(state))
                state.apply(codec.action(int(legal[rng.integers(len(legal))])))
            steps += 1
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
    return {
        "game": game_id,
        "env": "engine_only",
        "players": players,
        "env_steps_per_s": round(steps / elapsed),
        "env_steps_per_cpu_s": round(steps / cpu),
    }


def bench_gymnasium(game_id: str, players: int, seconds: float) -> dict[str, Any]:
    env = gym_env(game_id, players=players, opponents="random", seed=2026)
    rng = np.random.default_rng(2026)
    steps = episodes = 0
    env.reset()
    t0, c0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - t0 < seconds:
        done = False
        while not done:
            legal = np.flatnonzero(env.action_masks())
            # Nothing legal: the other seats ended the game before the learner's first turn.
            choice = int(legal[rng.integers(len(legal))]) if len(legal) else 0
            _obs, _reward, terminated, truncated, _info = env.step(choice)
            steps += 1
            done = terminated or truncated
        episodes += 1
        env.reset()
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
    return {
        "game": game_id,
        "env": "gymnasium",
        "players": players,
        "opponents": "random" if players > 1 else None,
        "env_steps_per_s": round(steps / elapsed),
        "env_steps_per_cpu_s": round(steps / cpu),
        "episodes_per_s": round(episodes / elapsed, 1),
    }


def main(seconds: float = 3.0) -> list[dict[str, Any]]:
    """Every game, in its default mode: the fixed vocabulary where it has one and an encoder, else
    the list mode (the legal actions as rows)."""
    results = []
    for game in games():
        players = max(game.min_players, min(3, game.max_players))
        rows = [
            bench_pettingzoo(game.id, players, seconds),
            bench_gymnasium(game.id, players, seconds),
            bench_engine_only(game.id, players, seconds),
        ]
        for row in rows:
            row["mode"] = default_mode(game)
            print(json.dumps(row), flush=True)
        results += rows
    return results


if __name__ == "__main__":
    rows = main(float(sys.argv[1]) if len(sys.argv) > 1 else 3.0)
    summary = {row["game"] + "/" + row["env"]: row["env_steps_per_s"] for row in rows if row["env"] != "engine_only"}
    print(json.dumps({"env_steps_per_s": summary, "target": 10_000}))
