"""The observation encoder for learning agents: fixed size, values in [0, 1], built from the view only."""

from __future__ import annotations

from tabletome.engine.rng import Rng

from .helpers import GAME, do, table
from .test_an_properties import hidden_twin, random_states


def test_encoding_has_a_fixed_size_and_stays_in_range() -> None:
    size = GAME.observation_size(1)
    for options in ({}, {"difficulty": "hard"}, {"difficulty": "easy"}):
        for s in random_states(4, options, every=2):
            obs = GAME.encode_view(s.view(0))
            assert len(obs) == size
            assert all(0.0 <= x <= 1.0 for x in obs)


def test_encoding_ignores_hidden_order_but_sees_open_changes() -> None:
    s = GAME.new_state({}, 6)
    twin = hidden_twin(s, Rng(3))
    assert twin.deck != s.deck
    assert GAME.encode_view(twin.view(0)) == GAME.encode_view(s.view(0))
    assert GAME.encode_view(s.determinize(0, Rng(1)).view(0)) == GAME.encode_view(s.view(0))
    t = table(row=[20, 21, 22, 23, 24])
    before = GAME.encode_view(t.view(0), t.ed)
    do(t, "take")
    assert GAME.encode_view(t.view(0), t.ed) != before


def test_fast_state_encoder_equals_the_view_encoder() -> None:
    """encode_state is only a faster path: it must give encode_view(view(0)) exactly."""
    for seed in range(12):
        s = GAME.new_state({"difficulty": ("easy", "standard", "hard")[seed % 3]}, seed)
        rng = Rng(seed)
        while True:
            assert GAME.encode_state(s, 0) == GAME.encode_view(s.view(0))
            if s.to_move is None:
                break
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
