"""The observation encoder for learning agents: fixed size, values in [0, 1], built from the view only."""

from __future__ import annotations

from tabletome.engine.rng import Rng
from tabletome.games.arkham_noir.encode import CASE_SIZE

from .helpers import GAME, V1, do, table
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


def test_fast_state_encoder_equals_the_view_encoder_with_version_1_readings() -> None:
    for seed in range(6):
        s = GAME.new_state(V1, seed)
        rng = Rng(seed)
        while s.to_move is not None:
            assert GAME.encode_state(s, 0) == GAME.encode_view(s.view(0))
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])


def test_encoding_keeps_a_case_in_its_numbered_slot_and_shows_the_card_given() -> None:
    """A case's slot is its number (cases keep their number); the card chosen to give in the
    Exchange being made is marked, so the second step is asked knowing the first."""
    s = table(row=[20, 21, 22, 23, 24], hand=[30, 31], cases=[(0, [12]), (3, [13])], numbers=[2, 5], time=[40])
    obs = GAME.encode_state(s, 0)
    assert obs == GAME.encode_view(s.view(0), s.ed) and len(obs) == GAME.observation_size(1)
    header = 1 + 8 + 1 + 3 + 1
    card = 9 + 2 + 6 + 1
    case = header + 50 * card  # the case slots follow the cards
    slot_open = [obs[case + k * CASE_SIZE] for k in range(6)]
    assert slot_open == [0.0, 1.0, 0.0, 0.0, 1.0, 0.0]
    line_slot = obs[header + 12 * card + 11 : header + 12 * card + 17]  # card #13: in the case numbered 5
    assert line_slot == [0.0, 0.0, 0.0, 0.0, 1.0, 0.0]
    do(s, "exchange", "give 31")
    obs = GAME.encode_state(s, 0)
    assert obs == GAME.encode_view(s.view(0), s.ed)
    given = [obs[header + c * card + card - 1] for c in (29, 30)]  # the last entry of #30 and #31
    assert given == [0.0, 1.0]
