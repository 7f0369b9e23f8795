"""The legal-actions ("list") mode: the legal actions as feature rows, an index into the list."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest

from tabletome.engine import Action, IllegalAction, Rng, TabletomeError, get_game
from tabletome.rl import ListCodec, default_mode, gym_env, pettingzoo_env, seat_rewards
from tabletome.rl.listing import hashed_action, hashed_view, token_positions, view_tokens

from .helpers import masked_choice, require_rl
from .test_pettingzoo import quiet_api_test
from .toy import BARE, FEATURED, GAME

pytestmark = pytest.mark.usefixtures("rl_extra")

EIGHTS = get_game("crazy_eights")


@pytest.fixture
def rl_extra() -> None:
    require_rl()


def check_env_strict(env: Any) -> None:
    from gymnasium.utils.env_checker import check_env

    with warnings.catch_warnings():
        warnings.simplefilter("error")  # any complaint of the checker fails the test
        check_env(env.unwrapped)


def made(game: Any, env_id: str, **kwargs: Any) -> Any:
    """Through gymnasium.make, so check_env's determinism checks run too."""
    import gymnasium

    if env_id not in gymnasium.registry:
        gymnasium.register(env_id, entry_point=lambda **kw: gym_env(game, **kw))
    return gymnasium.make(env_id, **kwargs)


# ------------------------------------------------------------------ the official checks


@pytest.mark.parametrize("players", [2, 5])
def test_pettingzoo_api_and_seed_tests_pass_for_crazy_eights(players: int) -> None:
    from pettingzoo.test import seed_test

    quiet_api_test(pettingzoo_env("crazy_eights", players=players, seed=players, mode="list"), num_cycles=300)
    seed_test(lambda: pettingzoo_env("crazy_eights", players=players, mode="list"), num_cycles=100)


@pytest.mark.parametrize("game", [GAME, BARE, FEATURED], ids=["toy", "bare", "featured"])
@pytest.mark.parametrize("players", [1, 3])
def test_pettingzoo_api_and_seed_tests_pass_for_the_toy_games(game: Any, players: int) -> None:
    from pettingzoo.test import seed_test

    quiet_api_test(pettingzoo_env(game, players=players, seed=players, mode="list"), num_cycles=200)
    seed_test(lambda: pettingzoo_env(game, players=players, mode="list"), num_cycles=100)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"players": 3, "opponents": "heuristic", "seat": 0},
        {"players": 2, "opponents": "random", "seat": None, "action_buckets": 32},
    ],
)
def test_gymnasium_check_env_passes_for_crazy_eights(kwargs: dict[str, Any]) -> None:
    check_env_strict(made(EIGHTS, "tabletome-test/crazy_eights-list-v1", mode="list", **kwargs))


@pytest.mark.parametrize(
    ("game", "kwargs"),
    [
        (GAME, {"players": 1}),
        (GAME, {"players": 3, "opponents": "heuristic", "seat": 1}),
        (BARE, {"players": 2, "opponents": "random"}),
        (FEATURED, {"players": 2}),
    ],
    ids=["toy-solo", "toy-3", "bare", "featured"],
)
def test_gymnasium_check_env_passes_for_the_toy_games(game: Any, kwargs: dict[str, Any]) -> None:
    check_env_strict(made(game, f"tabletome-test/{game.id}-{id(game)}-list-v1", mode="list", **kwargs))


# ------------------------------------------------------------------ agreement with the engine


def test_rows_are_the_legal_actions_in_order_and_an_index_plays_that_action() -> None:
    rng = np.random.default_rng(5)
    env = pettingzoo_env("crazy_eights", players=4, mode="list")
    codec = env.codec
    assert isinstance(codec, ListCodec) and codec.max_actions == len(EIGHTS.action_space()) == 58
    steps = 0
    for seed in range(6):
        env.reset(seed=seed)
        truth = EIGHTS.new_state({"players": 4}, seed)
        while truth.to_move is not None:
            obs, reward, terminated, _truncated, _info = env.last()
            assert (reward, terminated) == (0.0, False) and env.agent_selection == f"player_{truth.to_move}"
            legal = truth.legal_actions()
            assert obs["action_mask"].tolist() == [1] * len(legal) + [0] * (58 - len(legal))
            for i, action in enumerate(legal):
                np.testing.assert_array_equal(obs["actions"][i], hashed_action(action, 128))
            assert not obs["actions"][len(legal) :].any()
            np.testing.assert_array_equal(obs["observation"], env.observe(env.agent_selection)["observation"])
            other = env.observe(f"player_{(truth.to_move + 1) % 4}")
            assert not other["action_mask"].any() and not other["actions"].any()
            row = masked_choice(obs["action_mask"], rng)
            assert env.action_text(row) == str(legal[row]) and env.action_index(str(legal[row])) == row
            env.step(row)
            truth.apply(legal[row])
            steps += 1
        outcome = truth.outcome()
        expected = seat_rewards(EIGHTS, outcome, 4)
        assert env.rewards == {f"player_{s}": expected[s] for s in range(4)}
    assert steps > 100


def test_gym_list_mode_plays_the_learners_rows_against_its_opponents() -> None:
    env = gym_env("crazy_eights", players=3, opponents="heuristic", mode="list", seed=2)
    assert env.observation_form == "dict"
    rng = np.random.default_rng(1)
    for _ in range(4):
        obs, info = env.reset()
        done = False
        while not done:
            legal = env.game_state.legal_actions()
            assert np.flatnonzero(env.action_masks()).tolist() == list(range(len(legal)))
            np.testing.assert_array_equal(info["action_mask"], obs["action_mask"])
            assert obs in env.observation_space
            obs, reward, done, _truncated, info = env.step(masked_choice(obs["action_mask"], rng))
        outcome = env.game_state.outcome()
        assert outcome is not None and reward == outcome.value(env.seat) and not obs["action_mask"].any()


def test_a_row_past_the_list_is_illegal_and_changes_nothing() -> None:
    env = pettingzoo_env("crazy_eights", players=2, mode="list")
    env.reset(seed=3)
    before = env.game_state.full_view()
    past = int(env.last()[0]["action_mask"].sum())
    with pytest.raises(IllegalAction, match=rf"cannot play row {past} now: the list has {past} actions"):
        env.step(past)
    assert env.game_state.full_view() == before
    with pytest.raises(ValueError, match="outside the 58 rows"):
        env.step(58)
    with pytest.raises(IllegalAction, match="not among the legal actions"):
        env.action_index("play 8h" if "play 8h" not in env.legal_notations() else "pass")
    lenient = gym_env("crazy_eights", players=2, mode="list", illegal_reward=-2.0)
    _obs, info = lenient.reset(seed=3)
    _obs, reward, terminated, _truncated, info = lenient.step(57)
    assert (reward, terminated) == (-2.0, True) and "cannot play row 57" in info["illegal_action"]


# ------------------------------------------------------------------ features


def test_hashed_action_features_are_fixed_by_the_notation_alone() -> None:
    """The hashing is keyed BLAKE2b, not Python's salted hash(): the same rows in every process."""
    play = hashed_action(Action("play", ("8h",)), 128)
    assert play.dtype == np.float32 and set(np.unique(play)) <= {0.0, 1.0}
    assert np.flatnonzero(play[:16]).tolist() == [9, 11]  # the verb, in the first size/8 positions
    assert np.flatnonzero(play[16:]).size in (3, 4)  # "=8h" and "play.0=8h", two positions each
    assert np.array_equal(play, hashed_action(Action("play", ("8h",), index=7), 128))  # the index plays no part
    other = hashed_action(Action("play", ("8s",)), 128)
    assert np.array_equal(play[:16], other[:16]) and not np.array_equal(play, other)
    verbs = {a.verb for a in EIGHTS.action_space()}
    rows = {a: hashed_action(a, 128).tobytes() for a in EIGHTS.action_space()}
    assert len(set(rows.values())) == 58 and len(verbs) == 4  # every Crazy Eights action its own row


def test_view_tokens_keep_magnitudes_and_counts() -> None:
    """A number also says how large it is (powers of two up to it), a bag how many copies it holds."""
    view = {"gold": 5, "debt": -2, "flag": True, "dice": [3, 3, 6], "hands": [[1], [2, 2]], "name": None}
    tokens = list(view_tokens(view))
    assert [t for t in tokens if t.startswith("/gold")] == ["/gold=5", "/gold>=1", "/gold>=2", "/gold>=4"]
    assert [t for t in tokens if t.startswith("/debt")] == ["/debt=-2", "/debt<0"]
    assert [t for t in tokens if t.startswith("/flag")] == ["/flag=True"]  # a truth value is no number
    dice = ["/dice#3", "/dice#>=1", "/dice#>=2", "/dice/[]=3", "/dice/[]=3*2", "/dice/[]=6"]
    assert [t for t in tokens if t.startswith("/dice")] == dice
    assert "/hands/1/[]=2*2" in tokens and "/hands/0/[]=1" in tokens and "/name=None" in tokens
    seven, eight, nine = (hashed_view({"n": n}, 4096) for n in (7, 8, 9))
    assert (seven * eight).sum() >= 6 and (eight * nine).sum() >= 8  # >=1, >=2, >=4 (and >=8) shared
    assert not np.array_equal(hashed_view({"dice": [3, 3]}, 4096), hashed_view({"dice": [3]}, 4096))
    odd = {
        "set": {1, 2},
        "np": [np.float64(5.0), np.int64(3)],
        "rows": [{"x": 1}, {"y": (1, 1)}],
        "one": [1, 1.0, True],
    }
    definition = np.zeros(512, dtype=np.float32)
    for token in view_tokens(odd):
        definition[list(token_positions(token, 512))] = 1.0
    np.testing.assert_array_equal(hashed_view(odd, 512), definition)  # the cached walk, even for odd values


def test_a_game_without_vocabulary_or_encoder_gets_the_list_mode_with_a_hashed_view() -> None:
    assert default_mode(BARE) == "list" and default_mode(GAME) == "discrete" and default_mode(EIGHTS) == "discrete"
    with pytest.raises(TabletomeError, match=r"lacks a fixed action vocabulary \(action_space\) and an observation"):
        pettingzoo_env(BARE, players=2, mode="discrete")
    assert gym_env(BARE, players=3).opponent_specs == ["random", "random"]  # no scripted player to ask
    env = pettingzoo_env(BARE, players=3, view_buckets=256)
    assert env.mode == "list" and env.codec.obs_size == 256 and env.codec.max_actions == 512
    env.reset(seed=4)
    state = env.game_state
    worlds = Rng(2)
    for seat, agent in enumerate(env.possible_agents):
        obs = env.observe(agent)["observation"]
        np.testing.assert_array_equal(obs, hashed_view(state.view(seat), 256))
        for _ in range(5):  # only what the view holds: the hidden cards change nothing
            world = state.determinize(seat, worlds)
            np.testing.assert_array_equal(obs, env.codec.observation(world, seat))
    assert "/card=" + str(state.view(0)["card"]) in set(view_tokens(state.view(0)))
    assert "/draws#3" in set(view_tokens(state.view(0)))


def test_a_games_own_action_features_replace_the_hashed_ones() -> None:
    env = pettingzoo_env(FEATURED, players=2, mode="list")
    assert env.codec.feature_size == 3 and env.codec.max_actions == 2
    env.reset(seed=1)
    obs = env.last()[0]
    legal = env.game_state.legal_actions()
    expected = FEATURED.action_features(env.game_state, legal)
    np.testing.assert_array_equal(obs["actions"][: len(legal)], np.array(expected, dtype=np.float32))
    hashed = pettingzoo_env(FEATURED, players=2, mode="list", action_features="hashed", action_buckets=16)
    hashed.reset(seed=1)
    assert hashed.codec.feature_size == 16
    np.testing.assert_array_equal(hashed.last()[0]["actions"][0], hashed_action(legal[0], 16))


def test_too_many_legal_actions_raise_or_are_truncated() -> None:
    state = EIGHTS.new_state({"players": 2}, 0)
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    with pytest.raises(TabletomeError, match="more than max_actions=1"):
        ListCodec(EIGHTS, 2, EIGHTS.default_edition(), max_actions=1).choices(state)
    rows, mask = ListCodec(EIGHTS, 2, EIGHTS.default_edition(), max_actions=1, overflow="truncate").choices(state)
    assert rows.shape == (1, 128) and mask.tolist() == [1]


def test_bad_mode_settings_are_refused_with_a_sentence() -> None:
    with pytest.raises(ValueError, match="mode must be 'discrete' or 'list'"):
        pettingzoo_env("crazy_eights", mode="tree")
    with pytest.raises(ValueError, match="max_actions apply to mode='list' only"):
        pettingzoo_env("crazy_eights", max_actions=10)
    with pytest.raises(ValueError, match="observation='dict'"):
        gym_env("crazy_eights", mode="list", observation="flat")
    with pytest.raises(ValueError, match="action_features must be"):
        gym_env("crazy_eights", mode="list", action_features="learned")
    with pytest.raises(ValueError, match="overflow must be"):
        gym_env("crazy_eights", mode="list", overflow="drop")


@pytest.mark.parametrize("game_id", ["cyclades", "elder_sign", "vtes", "crazy_eights"])
def test_an_observation_is_the_same_in_every_language_of_the_reader(game_id: str) -> None:
    """Views carry words (the prompt) that pages show in the reader's language; what an agent
    observes must not depend on whether a process runs with LANG=pt."""
    from tabletome.engine import i18n

    game = get_game(game_id)
    state = game.new_state({}, 3)
    codec = ListCodec(game, state.players, game.default_edition())
    seat = state.to_move
    assert seat is not None
    english = codec.observation(state, seat)
    for lang in ("pt", "es"):
        with i18n.use(lang):
            assert np.array_equal(codec.observation(state, seat), english), lang
