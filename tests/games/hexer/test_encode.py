"""The observation vector: fixed length, made from the view only."""

from __future__ import annotations

from tabletome.engine import Rng
from tabletome.games.hexer import GAME


def test_fixed_length_for_every_player_count_and_position() -> None:
    size = GAME.observation_size(3)
    assert GAME.observation_size(2) == GAME.observation_size(4) == size
    for players in (2, 3, 4):
        s = GAME.new_state({"players": players}, players)
        rng = Rng(players)
        while s.to_move is not None:
            vec = GAME.encode_view(s.view(s.to_move))
            assert len(vec) == size
            assert all(0.0 <= x <= 1.0 for x in vec)
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])


def test_encoding_depends_on_the_view_alone() -> None:
    s = GAME.new_state({"players": 3}, 8)
    rng = Rng(8)
    for _ in range(30):
        if s.to_move is None:  # a random move may lose at once (HX-USE-17)
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    for seat in range(3):
        other = s.determinize(seat, Rng(77))  # hidden facts differ
        assert GAME.encode_view(other.view(seat)) == GAME.encode_view(s.view(seat))


def test_only_the_seat_that_looked_encodes_the_tile() -> None:
    s = GAME.new_state({"players": 3}, 8)
    s.known[0] |= 1 << 4
    flipped = s.clone()
    tiles = list(flipped.tiles)
    tiles[4] = 1 - tiles[4]
    flipped.tiles = tiles
    assert GAME.encode_view(s.view(0)) != GAME.encode_view(flipped.view(0))  # yellow saw the tile
    assert GAME.encode_view(s.view(1)) == GAME.encode_view(flipped.view(1))  # blue did not


def test_fast_state_encoder_equals_the_view_encoder() -> None:
    """encode_state is only a faster path: it must give encode_view(view(seat)) exactly."""
    for seed in range(12):
        s = GAME.new_state({"players": 2 + seed % 3, "remove_pair": seed % 2 == 0}, seed)
        rng = Rng(seed)
        while True:
            for seat in range(s.players):
                assert GAME.encode_state(s, seat) == GAME.encode_view(s.view(seat))
            if s.to_move is None:
                break
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
