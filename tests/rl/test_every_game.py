"""Every registered game gets working RL environments, in its default mode (its fixed vocabulary
where it has one and an encoder, else the list mode): PettingZoo's api_test and seed_test,
Gymnasium's check_env (against random and scripted players), seeded episodes that repeat, in a
competitive game each seat's reward is its own ``Outcome.returns()`` share, and no observation holds
what its seat cannot see."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from tabletome.agents import make_agent
from tabletome.engine import Rng, State, decide
from tabletome.engine.capabilities import ObservationEncoder
from tabletome.engine.registry import game_ids, get_game
from tabletome.rl import gym_env, pettingzoo_env
from tabletome.rl.core import agent_seed
from tabletome.rl.listing import token_positions, view_tokens

from .helpers import masked_choice, random_positions, require_rl
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


COMPETITIVE = [g for g in GAMES if not get_game(g).cooperative and get_game(g).max_players > 1]


@pytest.mark.parametrize("game_id", COMPETITIVE)
def test_a_competitive_games_rewards_are_each_seats_own_returns(game_id: str) -> None:
    """PettingZoo: every seat's summed rewards are its Outcome.returns() share (1 shared among the winners)."""
    players = table(game_id)
    env = pettingzoo_env(game_id, players=players, max_cycles=20_000)
    rng = np.random.default_rng(0)
    for seed in range(5, 15):
        env.reset(seed=seed)
        totals = dict.fromkeys(env.possible_agents, 0.0)
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, _info = env.last()
            totals[agent] += float(reward)
            env.step(None if terminated or truncated else masked_choice(obs["action_mask"], rng))
        outcome = env.game_state.outcome()
        assert outcome is not None, "the game did not end"
        assert [totals[a] for a in env.possible_agents] == pytest.approx(outcome.returns(players))
        if outcome.winners:
            assert sum(totals.values()) == pytest.approx(1.0) and len(set(totals.values())) > 1
            return
    pytest.fail("ten random games and no winner")


@pytest.mark.parametrize("game_id", COMPETITIVE)
def test_a_competitive_games_learner_gets_its_seats_returns(game_id: str) -> None:
    """Gymnasium, scripted players around a random learner: the last reward is the learner's share."""
    players = table(game_id)
    env = gym_env(game_id, players=players, opponents="heuristic", seat=None, seed=3)
    rng = np.random.default_rng(3)
    for _episode in range(2):
        _obs, info = env.reset()
        reward, done = 0.0, False
        while not done:
            legal = np.flatnonzero(info["action_mask"])
            _obs, reward, done, truncated, info = env.step(int(legal[rng.integers(len(legal))]) if legal.size else 0)
            assert not truncated
        outcome = env.game_state.outcome()
        assert outcome is not None and info["outcome"] == outcome.to_json()
        assert reward == pytest.approx(outcome.returns(players)[env.seat])


def scripted_kwargs(game_id: str, players: int) -> dict[str, Any]:
    """The learner's seat drawn per episode, every other seat the game's scripted player."""
    return {"players": players, "opponents": "heuristic", "seat": None} if players > 1 else {"players": 1}


@pytest.mark.parametrize("game_id", GAMES)
def test_pettingzoo_api_test_passes_at_the_smallest_and_largest_tables(game_id: str) -> None:
    game = get_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        quiet_api_test(pettingzoo_env(game_id, players=players, seed=players), num_cycles=25)


@pytest.mark.parametrize("game_id", GAMES)
def test_gymnasium_check_env_passes_against_the_scripted_player(game_id: str) -> None:
    checked(made(game_id, seed=2, **scripted_kwargs(game_id, table(game_id))))


@pytest.mark.parametrize("game_id", [g for g in GAMES if get_game(g).max_players > 1])
def test_the_other_seats_are_the_scripted_player_by_default(game_id: str) -> None:
    """gym_env without opponents: every other seat is the game's scripted player, deciding from its
    own seat exactly as make_agent's "heuristic" seeded from the episode would."""
    players = table(game_id)
    game = get_game(game_id)
    env = gym_env(game_id, players=players, seat=1)
    assert env.opponent_specs == ["heuristic"] * (players - 1)
    _obs, info = env.reset(seed=21)
    truth = game.new_state({"players": players}, 21)
    agents = {s: make_agent("heuristic", game, s, agent_seed(21, s)) for s in range(players) if s != 1}
    rng = np.random.default_rng(21)
    for _ in range(15):
        while truth.to_move not in (None, 1):
            truth.apply(decide(agents[truth.to_move], truth, truth.to_move))
        assert env.game_state.full_view() == truth.full_view()
        if truth.to_move is None:
            break
        row = masked_choice(info["action_mask"], rng)
        action = env.game_state.legal_actions()[row] if env.mode == "list" else env.codec.action(row)
        _obs, _reward, terminated, _truncated, info = env.step(row)
        truth.apply(action)
        if terminated:
            break


def trajectory(env: Any, seed: int, steps: int) -> list[tuple[bytes, float, bool]]:
    """What the learner saw and got over ``steps`` random masked decisions of game ``seed``."""
    obs, info = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    seen = []
    for _ in range(steps):
        legal = np.flatnonzero(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(int(legal[rng.integers(len(legal))]) if legal.size else 0)
        arrays = [obs[k] for k in sorted(obs)] if isinstance(obs, dict) else [obs]
        seen.append((b"".join(a.tobytes() for a in arrays), float(reward), bool(terminated)))
        if terminated or truncated:
            break
    return seen


@pytest.mark.parametrize("game_id", GAMES)
def test_gymnasium_episodes_repeat_from_their_seed(game_id: str) -> None:
    """reset(seed=s) replays game s: the same observations and rewards for the same actions, in
    a new environment too (the scripted opponents' choices come from the seed); another seed differs."""
    kwargs = scripted_kwargs(game_id, table(game_id))
    first = trajectory(gym_env(game_id, **kwargs), 11, 40)
    env = gym_env(game_id, **kwargs)
    trajectory(env, 12, 40)
    assert trajectory(env, 11, 40) == first
    assert trajectory(env, 13, 40) != first
    assert len(first) > 1


def same_observation(codec: Any, state: Any, world: Any, seat: int) -> None:
    """``seat``'s observation (and, when it moves, its list of actions) in two states it cannot tell apart."""
    np.testing.assert_array_equal(codec.observation(state, seat), codec.observation(world, seat))
    if state.to_move == seat:
        np.testing.assert_array_equal(codec.mask(state), codec.mask(world))
        if codec.mode == "list" and not codec.own_features:
            np.testing.assert_array_equal(codec.choices(state)[0], codec.choices(world)[0])


@pytest.mark.parametrize("game_id", GAMES)
def test_observations_hold_only_the_seats_view(game_id: str) -> None:
    """Every seat's observation is the same in every world its view allows (``determinize``
    resamples whatever it cannot see: other seats' cards, dice and gold, the decks' order)."""
    players = table(game_id)
    env = pettingzoo_env(game_id, players=players)
    game, worlds = get_game(game_id), Rng(7)
    changed = others_changed = 0
    for position, state in enumerate(random_positions(game, players, range(2), every=23)):
        if position >= 16 or state.to_move is None:
            continue
        for seat in range(players):
            world = state.determinize(seat, worlds)
            same_observation(env.codec, state, world, seat)
            changed += world.full_view() != state.full_view()
            others_changed += any(world.view(o) != state.view(o) for o in range(players) if o != seat)
    assert changed, "no position had anything hidden: the test proves nothing"
    if not game.cooperative and players > 1:  # the competitive games hide what each seat holds
        assert others_changed, "no world changed another seat's hidden holding"


def reroll_cups(state: Any, other: int) -> None:
    state.cups[other] = [7 - die for die in state.cups[other]]  # every die another face


def swap_hand_and_stock(state: Any, other: int) -> None:
    state.hands[other][0], state.stock[0] = state.stock[0], state.hands[other][0]


def more_gold(state: Any, other: int) -> None:
    state.gold[other] += 3  # behind the screen (CY-GEN-03)


HOLDINGS = {"liars_dice": reroll_cups, "crazy_eights": swap_hand_and_stock, "cyclades": more_gold}


@pytest.mark.parametrize("mode", ["default", "list"])
@pytest.mark.parametrize("game_id", sorted(HOLDINGS))
def test_another_seats_hidden_holding_changes_no_observation(game_id: str, mode: str) -> None:
    """Two positions that differ only in another seat's hidden dice, cards or gold look the same to
    every seat but that one, which does see the difference (the encoding is not blind)."""
    players = 3
    env = pettingzoo_env(game_id, players=players, mode=None if mode == "default" else mode)
    env.reset(seed=4)
    state: State = env.game_state
    for other in range(players):
        altered = state.clone()
        HOLDINGS[game_id](altered, other)
        altered.changed()
        assert altered.view(other) != state.view(other) and altered.full_view() != state.full_view()
        for seat in range(players):
            if seat == other:
                assert not np.array_equal(env.codec.observation(state, seat), env.codec.observation(altered, seat))
            else:
                same_observation(env.codec, state, altered, seat)


def test_a_rich_cyclades_offering_fits_the_default_list() -> None:
    """The list is 512 rows long by default where a game has no vocabulary: a seat with 60 GP may
    offer 1 to 60 to each god on the track (Cyclades' offers reach 258 rows in random play)."""
    env = pettingzoo_env("cyclades", players=2)
    env.reset(seed=0)
    state = env.game_state
    state.gold[state.to_move] = 60
    state.changed()
    obs = env.last()[0]
    legal = state.legal_actions()
    assert 180 <= len(legal) <= 512 and obs["action_mask"].sum() == len(legal)
    assert env.action_text(len(legal) - 1) == str(legal[-1])


def bag_of_tokens(view: Any, size: int) -> np.ndarray:
    """The hashed view by its definition: every token of the view sets its positions."""
    out = np.zeros(size, dtype=np.float32)
    for token in view_tokens(view):
        out[list(token_positions(token, size))] = 1.0
    return out


@pytest.mark.parametrize("game_id", [g for g in GAMES if not isinstance(get_game(g), ObservationEncoder)])
def test_the_hashed_view_is_the_bag_of_the_views_tokens(game_id: str) -> None:
    """The fast walk that builds the observation sets exactly the positions of the view's tokens."""
    players = table(game_id)
    codec = pettingzoo_env(game_id, players=players).codec
    game = get_game(game_id)
    checked_positions = 0
    for state in random_positions(game, players, range(2), every=37):
        for seat in range(players):
            view = state.view(seat)
            np.testing.assert_array_equal(codec.observation(state, seat), bag_of_tokens(view, codec.obs_size))
            checked_positions += 1
    assert checked_positions > 10
