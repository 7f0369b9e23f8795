"""Shared helpers for the RL tests: which games to run, and the optional extras."""

from __future__ import annotations

import os
from collections.abc import Iterator

import numpy as np
import pytest

from tabletome.engine import Game, Rng, State, get_game

#: Games whose RL environments are tested by name. Arkham Noir runs once it is registered.
GAME_IDS = ("hexer", "arkham_noir")

IN_CI = bool(os.environ.get("TABLETOME_CI"))


def game_or_skip(game_id: str) -> Game:
    """The registered game (both games ship with tabletome, so a missing one is an error)."""
    return get_game(game_id)


def require_rl() -> None:
    """PettingZoo and Gymnasium (the 'rl' extra): skipped locally when missing, a failure in CI."""
    try:
        import gymnasium  # noqa: F401
        import pettingzoo  # noqa: F401
    except ImportError:
        if IN_CI:
            raise
        pytest.skip("the RL extra is not installed: pip install 'tabletome[rl]'")


def player_counts(game: Game) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


def random_positions(game: Game, players: int, seeds: range, every: int = 1) -> Iterator[State]:
    """Positions of random games (each yielded before its move is played), ends included."""
    for seed in seeds:
        state = game.new_state({"players": players}, seed)
        rng = Rng(seed ^ 0xA5)
        i = 0
        while True:
            if i % every == 0 or state.to_move is None:
                yield state
            if state.to_move is None:
                break
            legal = state.legal_actions()
            state.apply(legal[rng.below(len(legal))])
            i += 1


def masked_choice(mask: np.ndarray, rng: np.random.Generator) -> int:
    legal = np.flatnonzero(mask)
    assert legal.size, "the action mask of the agent to move is empty"
    return int(legal[rng.integers(legal.size)])
