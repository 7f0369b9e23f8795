"""Every registered game gets working RL environments, in its default mode (its fixed vocabulary
where it has one and an encoder, else the list mode): PettingZoo's api_test and seed_test,
Gymnasium's check_env, and, in a competitive game, each seat's reward is its own
``Outcome.returns()`` value."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from tabletome.engine.registry import game_ids, get_game
from tabletome.rl import pettingzoo_env

from .helpers import masked_choice, require_rl
from .test_gym import checked, made
from .test_pettingzoo import quiet_api_test

pytestmark = pytest.mark.usefixtures("rl_extra")
GAMES = game_ids()


@pytest.fixture
def rl_extra() -> None:
    require_rl()


def table(game_id: str) -> int:
    game = get_game(game_id)
    return max(game.min_players, min(3, game.max_players))


@pytest.mark.parametrize("game_id", GAMES)
def test_pettingzoo_api_and_seed_tests_pass(game_id: str) -> None:
    from pettingzoo.test import seed_test

    players = table(game_id)
    quiet_api_test(pettingzoo_env(game_id, players=players, seed=3), num_cycles=120)
    seed_test(lambda: pettingzoo_env(game_id, players=players), num_cycles=60)


@pytest.mark.parametrize("game_id", GAMES)
def test_gymnasium_check_env_passes(game_id: str) -> None:
    players = table(game_id)
    kwargs: dict[str, Any] = {"players": players}
    if players > 1:
        kwargs.update(opponents="random", seat=0)
    checked(made(game_id, seed=1, **kwargs))


@pytest.mark.parametrize("game_id", [g for g in GAMES if not get_game(g).cooperative and get_game(g).max_players > 1])
def test_a_competitive_games_rewards_are_each_seats_own_returns(game_id: str) -> None:
    players = table(game_id)
    env = pettingzoo_env(game_id, players=players, max_cycles=20_000)
    rng = np.random.default_rng(0)
    env.reset(seed=5)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _info = env.last()
        totals[agent] += float(reward)
        env.step(None if terminated or truncated else masked_choice(obs["action_mask"], rng))
    outcome = env.game_state.outcome()
    assert outcome is not None, "the game did not end"
    assert [totals[a] for a in env.possible_agents] == pytest.approx(outcome.returns(players))
