"""The environments need nothing but the engine contract: a toy competitive game with hidden cards."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

from tabletome.engine import Rng
from tabletome.rl import gym_env, pettingzoo_env

from .helpers import masked_choice, require_rl
from .test_pettingzoo import quiet_api_test
from .toy import GAME

pytestmark = pytest.mark.usefixtures("rl_extra")


@pytest.fixture
def rl_extra() -> None:
    require_rl()


@pytest.mark.parametrize("players", [1, 2, 3])
def test_api_and_seed_tests_pass_for_a_game_written_only_against_the_contract(players: int) -> None:
    from pettingzoo.test import seed_test

    quiet_api_test(pettingzoo_env(GAME, players=players, seed=players), num_cycles=200)
    seed_test(lambda: pettingzoo_env(GAME, players=players), num_cycles=100)


def test_competitive_rewards_are_each_seats_own_outcome_value() -> None:
    env = pettingzoo_env(GAME, players=3)
    rng = np.random.default_rng(0)
    winners = set()
    for seed in range(40):
        env.reset(seed=seed)
        for _agent in env.agent_iter():
            obs, _reward, terminated, truncated, _info = env.last()
            if terminated or truncated:
                break
            env.step(masked_choice(obs["action_mask"], rng))
        outcome = env.game_state.outcome()
        assert outcome is not None and len(outcome.winners) == 1  # the cards differ: one highest
        assert env.rewards == {f"player_{s}": outcome.value(s) for s in range(3)}
        winners.add(outcome.winners[0])
    assert winners == {0, 1, 2}


def test_observations_hide_the_other_cards() -> None:
    env = pettingzoo_env(GAME, players=3)
    env.reset(seed=4)
    worlds = Rng(1)
    for seat, agent in enumerate(env.possible_agents):
        for _ in range(5):
            world = env.game_state.determinize(seat, worlds)
            np.testing.assert_array_equal(env.observe(agent)["observation"], env.codec.observation(world, seat))


@pytest.mark.parametrize(
    "kwargs",
    [{"players": 1}, {"players": 1, "observation": "dict"}, {"players": 3, "opponents": "heuristic", "seat": 1}],
)
def test_gymnasium_check_env_passes_for_solo_and_multi_seat(kwargs: dict[str, Any]) -> None:
    import gymnasium
    from gymnasium.utils.env_checker import check_env

    env_id = "tabletome-test/toy_draw-v1"
    if env_id not in gymnasium.registry:
        gymnasium.register(env_id, entry_point=lambda **kw: gym_env(GAME, **kw))
    env = gymnasium.make(env_id, **kwargs)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        check_env(env.unwrapped)


def test_solo_episodes_end_with_the_outcome_value() -> None:
    env = gym_env(GAME, players=1)
    rng = np.random.default_rng(3)
    rewards = set()
    for seed in range(30):
        _obs, info = env.reset(seed=seed)
        while True:
            _obs, reward, terminated, truncated, info = env.step(masked_choice(info["action_mask"], rng))
            if terminated or truncated:
                break
        outcome = env.game_state.outcome()
        assert outcome is not None and reward == outcome.value(0)
        rewards.add(reward)
    assert rewards == {0.0, 1.0}
