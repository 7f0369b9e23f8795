"""The learned player: numpy weights, its own seat's observation only, clear errors, fast decisions."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import numpy as np
import pytest

from tabletome.agents import make_agent
from tabletome.agents.learned import (
    Network,
    PolicyAgent,
    learned_agent,
    network_policy,
    observation,
    read_network,
    save_network,
)
from tabletome.engine import TabletomeError, decide, get_game, play_match
from tabletome.engine.rng import Rng


def random_weights(path: Path, game_id: str, players: int, hidden: int = 16, seed: int = 0) -> None:
    game = get_game(game_id)
    rng = np.random.default_rng(seed)
    n_obs, names = game.observation_size(players), [str(a) for a in game.action_space()]
    layers = [
        (rng.normal(0, 0.3, (n_obs, hidden)), rng.normal(0, 0.1, hidden)),
        (rng.normal(0, 0.3, (hidden, len(names))), rng.normal(0, 0.1, len(names))),
    ]
    save_network(path, game_id, layers, names, {"made": "test"})


def test_weights_round_trip_through_npz_and_play_a_whole_game(tmp_path: Path) -> None:
    path = tmp_path / "w.npz"
    random_weights(path, "hexer", 3)
    net = read_network(path.read_bytes(), str(path))
    assert net.game_id == "hexer" and net.info == {"made": "test"} and len(net.weights) == 2
    game = get_game("hexer")
    agents = [learned_agent(game, seat, str(path)) for seat in range(3)]
    result = play_match(game, agents, 4)
    assert result.state.outcome() is not None and result.decisions > 10


def test_the_network_picks_the_legal_action_with_the_highest_logit() -> None:
    names = ("a", "b", "c")
    w = np.eye(3, dtype=np.float32)
    net = Network("toy", 3, (w,), (np.zeros(3, np.float32),), names, {}, {})

    class Act:
        def __init__(self, name: str) -> None:
            self.name = name

        def __str__(self) -> str:
            return self.name

    space = [Act("c"), Act("a"), Act("b"), Act("new")]  # another vocabulary order, and an unknown action
    obs = np.array([0.1, 0.9, 0.5], np.float32)  # logits a=0.1 b=0.9 c=0.5
    assert net.choose(obs, np.array([0, 1, 2, 3]), space) == 2  # "b"
    assert net.choose(obs, np.array([0, 1]), space) == 0  # "c" beats "a"
    with pytest.raises(TabletomeError, match="never learned any of the moves"):
        net.choose(obs, np.array([3]), space)
    with pytest.raises(TabletomeError, match="must be trained again"):
        net.choose(np.zeros(4, np.float32), np.array([0]), space)


def test_bad_weights_files_are_one_sentence(tmp_path: Path) -> None:
    game = get_game("arkham_noir")
    junk = tmp_path / "junk.npz"
    junk.write_bytes(b"not a zip")
    with pytest.raises(TabletomeError, match="is not a learned player's weights file"):
        learned_agent(game, 0, str(junk))
    other = tmp_path / "hexer.npz"
    random_weights(other, "hexer", 3)
    with pytest.raises(TabletomeError, match="holds a learned player for hexer, not for Arkham Noir"):
        learned_agent(game, 0, str(other))
    with pytest.raises(TabletomeError, match="takes no parameter"):
        make_agent("learned:/etc/passwd", game, 0, 0)


def test_one_seats_observation_and_choice_ignore_another_seats_private_facts(tmp_path: Path) -> None:
    """HX-COOP-02 through the learner: yellow looked at a tile; flipping it changes yellow's input only."""
    path = tmp_path / "w.npz"
    random_weights(path, "hexer", 3, seed=2)
    game = get_game("hexer")
    state = game.new_state({"players": 3}, 8)
    state.known[0] |= 1 << 4  # type: ignore[attr-defined]  # yellow (seat 0) looked at location 4's tile
    flipped = state.clone()
    tiles = list(flipped.tiles)  # type: ignore[attr-defined]
    tiles[4] = 1 - tiles[4]
    flipped.tiles = tuple(tiles)  # type: ignore[attr-defined]
    assert not np.array_equal(observation(game, state, 0)["observation"], observation(game, flipped, 0)["observation"])
    for seat in (1, 2):
        np.testing.assert_array_equal(
            observation(game, state, seat)["observation"], observation(game, flipped, seat)["observation"]
        )
    # And what the policy is handed at a real decision of another seat: the same in both worlds.
    seen: list[np.ndarray] = []
    net = read_network(path.read_bytes(), "w")

    def spy(obs: dict) -> int:  # a fresh player for each world (a player remembers positions it has seen)
        seen.append(np.array(obs["observation"]))
        return network_policy(net, game)(obs)

    for world in (state, flipped):
        while world.to_move == 0:
            world.apply(world.legal_actions()[0])
    seat = state.to_move
    assert seat == flipped.to_move and seat != 0
    choices = [decide(PolicyAgent(game, spy, Rng(1)), world, seat) for world in (state, flipped)]
    np.testing.assert_array_equal(seen[0], seen[1])
    assert choices[0] == choices[1]


@pytest.mark.parametrize(("game_id", "players"), [("arkham_noir", 1), ("hexer", 3)])
def test_the_shipped_player_is_small_and_plays_a_whole_game(game_id: str, players: int) -> None:
    """Weights under 5 MB in the package, played by numpy alone (its speed: benchmarks/bench_learned.py)."""
    game = get_game(game_id)
    agents = [make_agent("learned", game, seat, 5) for seat in range(players)]
    result = play_match(game, agents, 5, {"difficulty": "standard"})
    assert result.state.outcome() is not None and result.decisions > 20
    shipped = resources.files(type(game).__module__).joinpath("policy.npz").read_bytes()
    assert len(shipped) < 5_000_000


def test_a_position_that_comes_back_gets_the_next_best_move_so_games_end(tmp_path: Path) -> None:
    path = tmp_path / "w.npz"
    random_weights(path, "hexer", 3, seed=7)
    game = get_game("hexer")
    net = read_network(path.read_bytes(), "w")
    state = game.new_state({"players": 3}, 2)
    obs = observation(game, state, state.to_move)
    legal = np.flatnonzero(obs["action_mask"])
    units = net.units(game.action_space())[legal]
    ranked = [int(legal[i]) for i in np.argsort(-net.logits(obs["observation"])[units], kind="stable")]
    assert len(ranked) >= 2
    policy = network_policy(net, game)
    answers = [policy(obs) for _ in range(len(ranked) + 1)]
    assert answers == [*ranked, ranked[0]]
    assert network_policy(net, game)(obs) == ranked[0]  # a new game (a new player) starts afresh
