"""The Gymnasium environment: check_env, single-learner play against agents, solo games."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

from tabletome.agents import make_agent
from tabletome.engine import IllegalAction, OptionError, TabletomeError, decide, get_game
from tabletome.rl import gym_env, seat_rewards
from tabletome.rl.core import agent_seed

from .helpers import GAME_IDS, game_or_skip, masked_choice, require_rl

pytestmark = pytest.mark.usefixtures("rl_extra")


@pytest.fixture
def rl_extra() -> None:
    require_rl()


def checked(env: Any) -> None:
    """gymnasium's check_env; with a registered spec so its determinism assertions run too."""
    from gymnasium.utils.env_checker import check_env

    assert env.unwrapped.spec is not None
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # any complaint of the checker fails the test
        check_env(env.unwrapped)


def made(game_id: str, **kwargs: Any) -> Any:
    import gymnasium

    from tabletome.rl import register_gymnasium_envs

    game = get_game(game_id)
    env_id = f"tabletome/{game_id}-v{game.version}"
    assert env_id in register_gymnasium_envs()
    return gymnasium.make(env_id, **kwargs)


def learner_players(game_id: str) -> list[dict[str, Any]]:
    game = game_or_skip(game_id)
    if game.max_players == 1:
        return [{"players": 1}, {"players": 1, "observation": "dict"}]
    return [
        {"players": 3, "opponents": "heuristic", "seat": 0},
        {"players": 2, "opponents": "random", "seat": None, "observation": "dict"},
        {
            "players": game.max_players,
            "opponents": ["random", "heuristic", "ismcts:2"][: game.max_players - 1],
            "seat": 0,
        },
    ]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_check_env_passes(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    for i, kwargs in enumerate(learner_players(game_id)):
        checked(made(game_id, seed=i, **kwargs))
    checked(made(game_id, render_mode="ansi", **learner_players(game_id)[0]))
    capsys.readouterr()  # the 'human' render mode printed boards


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_masked_play_agrees_with_the_engine(game_id: str) -> None:
    """Masks are the legal actions, observations the seat's view, the last reward the outcome."""
    game = game_or_skip(game_id)
    solo = game.max_players == 1
    players = 1 if solo else 3
    env = gym_env(game_id, players=players, opponents="random", seat=None, seed=17)
    codec = env.codec
    rng = np.random.default_rng(4)
    steps = episodes = 0
    seats = set()
    while steps < 3000:
        obs, info = env.reset()
        seats.add(env.seat)
        done = False
        while not done:
            state = env.game_state
            if state.to_move is None:  # the opponents ended the game before the learner's first turn
                assert not env.action_masks().any()  # nothing to choose: any action ends the episode
                obs, reward, terminated, truncated, info = env.step(0)
                assert terminated and not truncated
                break
            assert state.to_move == env.seat
            assert obs.dtype == np.float32 and obs.shape == (codec.obs_size,) and obs in env.observation_space
            np.testing.assert_array_equal(obs, codec.observation(state, env.seat))
            legal = sorted(a.index for a in state.legal_actions())
            assert np.flatnonzero(env.action_masks()).tolist() == legal
            assert env.action_masks().dtype == np.bool_
            np.testing.assert_array_equal(info["action_mask"], env.action_masks().astype(np.int8))
            obs, reward, terminated, truncated, info = env.step(masked_choice(info["action_mask"], rng))
            steps += 1
            assert not truncated
            done = terminated
            if not done:
                assert reward == 0.0
        outcome = env.game_state.outcome()
        assert outcome is not None and info["outcome"] == outcome.to_json()
        assert reward == seat_rewards(game, outcome, players)[env.seat]
        assert not env.action_masks().any()
        episodes += 1
    assert episodes > 3
    if not solo:
        assert seats == {0, 1, 2}  # seat=None draws the learner's seat per episode


def test_the_other_seats_play_exactly_as_their_agents_would() -> None:
    """Opponents decide from their own view, with agents seeded from the episode seed."""
    game = get_game("hexer")
    env = gym_env("hexer", players=3, seat=1, opponents=["heuristic", "random"])
    _obs, info = env.reset(seed=12)
    truth = game.new_state({"players": 3}, 12)
    agents = {
        0: make_agent("heuristic", game, 0, agent_seed(12, 0)),
        2: make_agent("random", game, 2, agent_seed(12, 2)),
    }
    rng = np.random.default_rng(0)
    for _ in range(40):
        while truth.to_move not in (None, 1):
            seat = truth.to_move
            truth.apply(decide(agents[seat], truth, seat))
        assert env.game_state == truth
        if truth.to_move is None:
            break
        action = masked_choice(info["action_mask"], rng)
        _obs, _reward, terminated, _truncated, info = env.step(action)
        truth.apply(env.codec.action(action))
        if terminated:
            break


def test_reset_seed_gives_the_engine_game_and_episodes_repeat() -> None:
    game = get_game("hexer")
    env = gym_env("hexer", players=2, opponents="heuristic", seat=0)
    env.reset(seed=31)
    start = game.new_state({"players": 2}, 31)
    while start.to_move == 1:  # the heuristic partner may open the round
        start.apply(decide(make_agent("heuristic", game, 1, agent_seed(31, 1)), start, 1))
    assert env.game_state == start

    def trajectory(seed: int | None) -> list[Any]:
        out = []
        obs, info = env.reset(seed=seed)
        rng = np.random.default_rng(1)
        for _ in range(30):
            obs, reward, terminated, _truncated, info = env.step(masked_choice(info["action_mask"], rng))
            out.append((obs.tobytes(), reward))
            if terminated:
                break
        return out

    first = trajectory(5)
    follow = trajectory(None)
    assert trajectory(5) == first and trajectory(None) == follow and first != follow


def test_illegal_action_ends_the_episode_or_raises() -> None:
    env = gym_env("hexer", players=2, opponents="random", illegal_reward=-3.0)
    _obs, info = env.reset(seed=1)
    before = env.game_state.clone()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    _obs, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated) == (-3.0, True, False)
    assert "cannot play action" in info["illegal_action"] and env.game_state == before
    assert not env.action_masks().any()
    with pytest.raises(RuntimeError, match="reset"):
        env.step(illegal)
    strict = gym_env("hexer", players=2, opponents="random", illegal="raise")
    strict.reset(seed=1)
    with pytest.raises(IllegalAction, match=r"seat 0 cannot play action \d+ \('.*'\) now: "):
        strict.step(illegal)
    assert strict.game_state == before
    with pytest.raises(ValueError, match="outside"):
        strict.step(-1)


def test_max_steps_truncates() -> None:
    env = gym_env("hexer", players=2, opponents="random", max_steps=3)
    _obs, info = env.reset(seed=2)
    rng = np.random.default_rng(2)
    flags = []
    for _ in range(3):
        _obs, reward, terminated, truncated, info = env.step(masked_choice(info["action_mask"], rng))
        flags.append((terminated, truncated, reward))
    assert flags == [(False, False, 0.0), (False, False, 0.0), (False, True, 0.0)]


def test_bad_settings_are_refused_with_a_sentence() -> None:
    with pytest.raises(ValueError, match="seat 3 is not in a 3-player game"):
        gym_env("hexer", players=3, seat=3)
    with pytest.raises(OptionError, match="1 opponents given for the 2 other seats"):
        gym_env("hexer", players=3, opponents=["random"])
    with pytest.raises(TabletomeError, match="not a kind of player"):
        gym_env("hexer", players=3, opponents="genius")
    with pytest.raises(ValueError, match="observation must be"):
        gym_env("hexer", observation="image")
    with pytest.raises(RuntimeError, match="reset"):
        gym_env("hexer").step(0)


def test_info_view_and_rendering() -> None:
    env = gym_env("hexer", players=2, opponents="random", render_mode="ansi", info_view=True)
    _obs, info = env.reset(seed=3)
    assert info["view"] == env.game_state.view(env.seat) == env.view()
    text = env.render()
    assert isinstance(text, str) and "(you)" in text
    assert env.legal_notations() == [str(a) for a in env.game_state.legal_actions()]
    assert env.action_text(env.action_index("pass")) == "pass"
