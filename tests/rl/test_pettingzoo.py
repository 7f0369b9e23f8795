"""The PettingZoo AEC environment: the official API and seed tests, and agreement with the engine."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

from tabletome.engine import IllegalAction, OptionError, Rng, decide, get_game
from tabletome.rl import pettingzoo_env, seat_rewards

from .helpers import GAME_IDS, game_or_skip, masked_choice, player_counts, require_rl

pytestmark = pytest.mark.usefixtures("rl_extra")


@pytest.fixture
def rl_extra() -> None:
    require_rl()


def quiet_api_test(env: Any, num_cycles: int) -> None:
    from pettingzoo.test import api_test

    with warnings.catch_warnings():
        # Expected for the dict observation with an action mask, as in PettingZoo's own classic
        # games (which the checker exempts by name), and for a finished agent's all-zero mask.
        warnings.filterwarnings("ignore", message="Observation space for each agent probably should be")
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        warnings.filterwarnings("ignore", message="Action mask numpy array is all zeros")
        api_test(env, num_cycles=num_cycles)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_pettingzoo_api_test_passes(game_id: str) -> None:
    game = game_or_skip(game_id)
    for players in player_counts(game):
        quiet_api_test(pettingzoo_env(game_id, players=players, seed=players), num_cycles=400)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_pettingzoo_seed_test_passes(game_id: str) -> None:
    from pettingzoo.test import seed_test

    game = game_or_skip(game_id)
    seed_test(lambda: pettingzoo_env(game_id, players=player_counts(game)[-1]), num_cycles=300)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_masked_play_agrees_with_the_engine_step_by_step(game_id: str) -> None:
    """Masks, observations, turn order and final rewards, against an engine game replayed alongside."""
    game = game_or_skip(game_id)
    rng = np.random.default_rng(11)
    steps = games_played = 0
    counts = player_counts(game)
    for n, players in enumerate(counts, start=1):
        env = pettingzoo_env(game_id, players=players)
        codec = env.codec
        for episode in range(1000):
            if steps >= 3000 * n // len(counts):  # a few thousand steps per game, shared by its seat counts
                break
            seed = 1000 * players + episode
            env.reset(seed=seed)
            truth = game.new_state({"players": players}, seed)
            while truth.to_move is not None:
                agent = env.agent_selection
                assert agent == f"player_{truth.to_move}"
                obs, reward, terminated, truncated, _info = env.last()
                assert (reward, terminated, truncated) == (0.0, False, False)
                assert obs["observation"].dtype == np.float32 and obs["observation"].shape == (codec.obs_size,)
                assert obs["observation"] in env.observation_space(agent)["observation"]
                np.testing.assert_array_equal(obs["observation"], codec.observation(truth, truth.to_move))
                assert np.flatnonzero(obs["action_mask"]).tolist() == sorted(a.index for a in truth.legal_actions())
                other = env.possible_agents[(truth.to_move + 1) % players]
                if other != agent:
                    assert not env.observe(other)["action_mask"].any()
                action = masked_choice(obs["action_mask"], rng)
                env.step(action)
                truth.apply(codec.action(action))
                steps += 1
            outcome = truth.outcome()
            expected = seat_rewards(game, outcome, players)
            assert outcome is not None and env.game_state.outcome() == outcome
            assert env.rewards == {f"player_{s}": expected[s] for s in range(players)}
            finished = {}
            for agent in env.agent_iter():
                _obs, reward, terminated, truncated, _info = env.last()
                assert terminated and not truncated
                finished[agent] = reward
                env.step(None)
            assert finished == {f"player_{s}": expected[s] for s in range(players)}
            assert env.agents == []
            games_played += 1
    assert steps >= 3000 and games_played > 5


def test_a_cooperative_team_shares_the_reward_of_wins_and_losses() -> None:
    """Rewards at the end are the engine outcome, the same for every seat of the team."""
    game = get_game("hexer")
    results: dict[bool, int] = {}
    for seed in range(60):
        env = pettingzoo_env("hexer", players=3)
        env.reset(seed=seed)
        agents = [game.heuristic_agent(s, seed) for s in range(3)]
        while env.game_state.to_move is not None:
            seat = env.game_state.to_move
            env.step(decide(agents[seat], env.game_state, seat).index)
        outcome = env.game_state.outcome()
        assert outcome is not None
        team = 1.0 if outcome.winners else 0.0
        assert env.rewards == dict.fromkeys(env.possible_agents, team)
        assert env.terminations == dict.fromkeys(env.possible_agents, True)
        results[bool(outcome.winners)] = seed
        if len(results) == 2:
            break
    assert set(results) == {True, False}, "scripted play should both win and lose some of 60 games"


def test_reset_with_a_seed_is_the_engine_game_with_that_seed() -> None:
    game = get_game("hexer")
    env = pettingzoo_env("hexer", players=3, options={"difficulty": "hard"})
    for seed in (0, 5, 2**40 + 3):
        env.reset(seed=seed)
        assert env.game_state == game.new_state({"players": 3, "difficulty": "hard"}, seed)
    env.reset(seed=9)
    first = env.game_state.clone()
    env.reset()
    second = env.game_state.clone()
    assert first != second
    again = pettingzoo_env("hexer", players=3, options={"difficulty": "hard"})
    again.reset(seed=9)
    again.reset()
    assert again.game_state == second
    # The constructor's seed is the first game when reset() gets none.
    seeded = pettingzoo_env("hexer", players=3, seed=5)
    seeded.reset()
    assert seeded.game_state == game.new_state({"players": 3}, 5)


def test_reset_options_can_change_the_game_options_but_not_the_seats() -> None:
    game = get_game("hexer")
    env = pettingzoo_env("hexer", players=2)
    env.reset(seed=3, options={"game_options": {"sanity": 4}})
    assert env.game_state == game.new_state({"players": 2, "sanity": 4}, 3)
    env.reset(seed=3, options={"unrelated": 1})  # other keys are left to other tools, as PettingZoo's api_test passes
    assert env.game_state == game.new_state({"players": 2, "sanity": 4}, 3)
    with pytest.raises(OptionError, match="number of players"):
        env.reset(options={"game_options": {"players": 3}})
    with pytest.raises(OptionError, match="disagree"):
        pettingzoo_env("hexer", players=2, options={"players": 3})
    with pytest.raises(OptionError, match="not allowed"):
        pettingzoo_env("hexer", players=5)


def test_max_cycles_truncates_every_agent_without_rewards() -> None:
    env = pettingzoo_env("hexer", players=3, max_cycles=2)
    env.reset(seed=4)
    rng = np.random.default_rng(0)
    for _ in range(6):
        obs, *_ = env.last()
        assert not any(env.truncations.values())
        env.step(masked_choice(obs["action_mask"], rng))
    assert env.game_state.to_move is not None  # the game itself goes on
    assert all(env.truncations.values()) and not any(env.terminations.values())
    assert env.rewards == dict.fromkeys(env.possible_agents, 0.0)
    seen = []
    for agent in env.agent_iter():
        _obs, reward, terminated, truncated, _info = env.last()
        assert truncated and not terminated and reward == 0.0
        assert not env.observe(agent)["action_mask"].any()
        seen.append(agent)
        env.step(None)
    assert sorted(seen) == env.possible_agents


def test_illegal_actions_raise_a_clear_error_and_change_nothing() -> None:
    env = pettingzoo_env("hexer", players=3)
    env.reset(seed=2)
    before = env.game_state.clone()
    mover = env.agent_selection
    obs, *_ = env.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(IllegalAction, match=rf"^{mover} cannot play action {illegal} \('move 0'\) now: .*\(HX-"):
        env.step(illegal)
    assert env.game_state == before and env.agent_selection == mover
    with pytest.raises(ValueError, match="outside"):
        env.step(env.codec.n_actions)
    with pytest.raises(ValueError, match="only valid action is None"):
        stepped = pettingzoo_env("hexer", players=2, max_cycles=1)
        stepped.reset(seed=1)
        for _ in range(2):
            o, *_ = stepped.last()
            stepped.step(masked_choice(o["action_mask"], np.random.default_rng(1)))
        stepped.step(0)  # a finished agent may only step None
    with pytest.raises(RuntimeError, match="reset"):
        pettingzoo_env("hexer", players=2).step(0)


def test_illegal_actions_can_end_the_episode_instead() -> None:
    env = pettingzoo_env("hexer", players=3, illegal="terminate", illegal_reward=-2.0)
    env.reset(seed=2)
    mover = env.agent_selection
    obs, *_ = env.last()
    env.step(int(np.flatnonzero(obs["action_mask"] == 0)[0]))
    assert all(env.terminations.values())
    assert env.rewards == {a: -2.0 if a == mover else 0.0 for a in env.possible_agents}
    assert env.infos[mover]["illegal_action"].startswith(f"{mover} cannot play action")
    with pytest.raises(ValueError, match="illegal must be"):
        pettingzoo_env("hexer", illegal="ignore")


def test_env_observation_equals_that_of_a_determinization() -> None:
    """An observation never changes when only hidden facts change."""
    env = pettingzoo_env("hexer", players=4, seed=21)
    env.reset()
    rng = np.random.default_rng(3)
    worlds = Rng(8)
    for step in range(150):
        if env.game_state.to_move is None:
            break
        if step % 10 == 0:
            for agent in env.possible_agents:
                seat = int(agent.split("_")[1])
                world = env.game_state.determinize(seat, worlds)
                np.testing.assert_array_equal(env.observe(agent)["observation"], env.codec.observation(world, seat))
        obs, *_ = env.last()
        env.step(masked_choice(obs["action_mask"], rng))


def test_info_view_rendering_and_notation_helpers() -> None:
    env = pettingzoo_env("hexer", players=2, render_mode="ansi", info_view=True)
    env.reset(seed=6)
    obs, *_ = env.last()
    env.step(masked_choice(obs["action_mask"], np.random.default_rng(2)))
    for agent in env.agents:
        assert env.infos[agent]["view"] == env.game_state.view(int(agent[-1])) == env.view(agent)
    text = env.render()
    assert isinstance(text, str) and "Necron" in text
    move = env.action_index("move 3")
    assert env.action_text(move) == "move 3"
    assert env.legal_notations() == [str(a) for a in env.game_state.legal_actions()]
    assert env.metadata["name"] == "tabletome_hexer_v2"
    with pytest.raises(ValueError, match="render_mode"):
        pettingzoo_env("hexer", render_mode="rgb_array")


def test_every_registered_game_gets_an_environment() -> None:
    from tabletome.engine import games
    from tabletome.engine.capabilities import ObservationEncoder, Vocabulary

    for game in games():
        env = pettingzoo_env(game.id, players=game.min_players, seed=1)
        env.reset()
        obs, *_ = env.last()
        if isinstance(game, Vocabulary) and isinstance(game, ObservationEncoder):
            assert obs["observation"].shape == (game.observation_size(game.min_players, game.default_edition()),)
            assert obs["action_mask"].shape == (len(game.action_space()),) and obs["action_mask"].any()
        else:  # the list mode: the legal actions as rows, the view hashed when there is no encoder
            legal = env.game_state.legal_actions()
            assert obs["action_mask"].sum() == len(legal) and obs["actions"].shape[0] == len(obs["action_mask"])
