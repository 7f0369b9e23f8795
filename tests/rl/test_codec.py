"""The integer actions and float32 observations every RL environment is built on (numpy only)."""

from __future__ import annotations

from types import SimpleNamespace

import numpy as np
import pytest

from tabletome.engine import IllegalAction, Outcome, Rng, SeatResult, get_game
from tabletome.rl.core import OBS_HIGH, OBS_LOW, Codec, EpisodeSeeds, seat_rewards

from .helpers import GAME_IDS, game_or_skip, player_counts, random_positions


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_mask_is_exactly_the_legal_actions_and_observations_fit_the_space(game_id: str) -> None:
    game = game_or_skip(game_id)
    positions = 0
    for players in player_counts(game):
        codec = Codec(game, players, game.default_edition())
        assert codec.n_actions == len(game.action_space()) and codec.obs_size > 0
        for state in random_positions(game, players, range(12)):
            mask = codec.mask(state)
            assert mask.dtype == np.int8 and mask.shape == (codec.n_actions,)
            legal = state.legal_actions()
            assert np.flatnonzero(mask).tolist() == sorted(a.index for a in legal)
            for a in legal:
                assert codec.action(a.index) == a and str(codec.action(a.index)) == str(a)
            for seat in range(players):
                obs = codec.observation(state, seat)
                assert obs.dtype == np.float32 and obs.shape == (codec.obs_size,)
                assert np.isfinite(obs).all()
                outside = np.flatnonzero((obs < OBS_LOW) | (obs > OBS_HIGH))
                assert outside.size == 0, f"{game_id} encodes values outside [0, 1] at {outside[:10].tolist()}"
            positions += 1
    assert positions > 500


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_observation_is_the_same_for_a_state_and_its_determinization(game_id: str) -> None:
    game = game_or_skip(game_id)
    players = max(player_counts(game)[:2])
    codec = Codec(game, players, game.default_edition())
    rng = Rng(5)
    for i, state in enumerate(random_positions(game, players, range(6), every=3)):
        for seat in range(players):
            world = state.determinize(seat, rng)
            np.testing.assert_array_equal(
                codec.observation(world, seat), codec.observation(state, seat), f"position {i}"
            )


def test_a_hidden_fact_changes_only_the_observation_of_the_seat_that_saw_it() -> None:
    """HX-COOP-02: what yellow saw with the Glasses reaches yellow's observation and nobody else's."""
    game = get_game("hexer")
    codec = Codec(game, 3, game.default_edition())
    state = game.new_state({"players": 3}, 8)
    state.known[0] |= 1 << 4  # type: ignore[attr-defined]  # yellow looked at the tile of location 4
    flipped = state.clone()
    tiles = list(flipped.tiles)  # type: ignore[attr-defined]
    tiles[4] = 1 - tiles[4]
    flipped.tiles = tuple(tiles)  # type: ignore[attr-defined]
    assert not np.array_equal(codec.observation(state, 0), codec.observation(flipped, 0))
    for seat in (1, 2):
        np.testing.assert_array_equal(codec.observation(state, seat), codec.observation(flipped, seat))


def test_bad_actions_are_refused_with_a_sentence_and_change_nothing() -> None:
    game = get_game("hexer")
    codec = Codec(game, 3, game.default_edition())
    state = game.new_state({"players": 3}, 1)
    before = state.clone()
    illegal = next(i for i in range(codec.n_actions) if not codec.mask(state)[i])
    with pytest.raises(
        IllegalAction, match=rf"player_0 cannot play action {illegal} \('{codec.action(illegal)}'\) now: "
    ):
        codec.apply(state, illegal, "player_0")
    assert state == before
    with pytest.raises(ValueError, match="outside the"):
        codec.index_of(codec.n_actions)
    with pytest.raises(ValueError, match="outside the"):
        codec.index_of(-1)
    with pytest.raises(TypeError, match="integer index"):
        codec.index_of("move 3")
    with pytest.raises(TypeError, match="integer index"):
        codec.index_of(True)
    assert codec.index_of(np.int32(5)) == 5 and codec.index_of(np.array([7])) == 7
    assert codec.index("move 3") == game.action_space().get("move", 3).index


def test_rewards_are_the_outcome_values_and_a_team_shares_one() -> None:
    won = Outcome((0, 2), "X-1", "seats 0 and 2 won")
    lost = Outcome((), "X-2", "everybody lost")
    coop = SimpleNamespace(cooperative=True)
    duel = SimpleNamespace(cooperative=False)
    assert seat_rewards(duel, won, 3) == [1.0, 0.0, 1.0]  # type: ignore[arg-type]
    assert seat_rewards(coop, won, 3) == [1.0, 1.0, 1.0]  # type: ignore[arg-type]
    assert seat_rewards(coop, lost, 3) == [0.0, 0.0, 0.0]  # type: ignore[arg-type]
    assert seat_rewards(duel, None, 2) == [0.0, 0.0]  # type: ignore[arg-type]
    ranked = tuple(SeatResult(seat, rank) for seat, rank in enumerate((1, 3, 1)))
    shared = Outcome((0, 2), "X-3", "seats 0 and 2 tied first", seats=ranked)
    assert seat_rewards(duel, shared, 3) == shared.returns(3) == [0.5, 0.0, 0.5]  # type: ignore[arg-type]
    assert seat_rewards(coop, shared, 3) == [1.0, 1.0, 1.0]  # type: ignore[arg-type]


def test_episode_seeds_are_the_given_seed_then_a_fixed_chain() -> None:
    a, b = EpisodeSeeds(7), EpisodeSeeds(7)
    first = [a.next(None) for _ in range(4)]
    assert first == [b.next(None) for _ in range(4)]
    assert first[0] == 7 and len(set(first)) == 4
    assert a.next(123) == 123
    chain = [a.next(None) for _ in range(3)]
    assert a.next(123) == 123 and [a.next(None) for _ in range(3)] == chain
    assert EpisodeSeeds(None).next(None) == 0
