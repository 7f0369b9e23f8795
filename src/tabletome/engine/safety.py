"""Moves that lose: decided from a seat's own view, so a warning never tells a hidden fact.

A move *loses at once* when, in every world the seat cannot tell from the real one (its
determinizations, each with its own future dice), the game is over right after the move and its
automatic consequences, and the seat has not won. A move that loses in some worlds and not in
others is a gamble, not a blunder: no warning. Front ends ask for a confirmation, with the
sentence the game gives for the loss, before they play a losing move.

A game may know better and faster (a rule that says "this placement loses"): it implements
``danger(state, seat, action) -> str | None`` and the generic sampling is not used.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from .rng import Rng

if TYPE_CHECKING:
    from .actions import Action
    from .game import Game
    from .state import State

SAMPLES = 12


@runtime_checkable
class Danger(Protocol):
    def danger(self, state: State, seat: int, action: Action) -> str | None:
        """Why ``action`` loses at once for ``seat`` (from its view), or None."""


def loses_at_once(state: State, seat: int, action: Action, rng: Rng, samples: int = SAMPLES) -> str | None:
    """The outcome's sentence if ``action`` ends the game in a loss for ``seat`` in every world of
    its view; None if some world goes on or is won."""
    reason: str | None = None
    for _ in range(samples):
        world = state.determinize(seat, rng)
        world.apply(action)
        outcome = world.outcome()
        if outcome is None or outcome.value(seat) > 0:
            return None
        reason = reason or outcome.reason
    return reason


def danger(game: Game, state: State, seat: int, action: Action, seed: int = 0, samples: int = SAMPLES) -> str | None:
    """Why one move of ``seat`` loses at once (the game's own rule if it has one), or None."""
    if isinstance(game, Danger):
        return game.danger(state, seat, action)
    return loses_at_once(state, seat, action, Rng(seed), samples)


def losing_moves(game: Game, state: State, seat: int, seed: int = 0, samples: int = SAMPLES) -> dict[str, str]:
    """Every legal move of ``seat`` that loses at once, with the sentence that says why (by notation)."""
    if state.to_move != seat:
        return {}
    legal: Sequence[Action] = state.legal_actions()
    out: dict[str, str] = {}
    rng = Rng(seed)
    for action in legal:
        if isinstance(game, Danger):
            why = game.danger(state, seat, action)
        else:
            why = loses_at_once(state, seat, action, rng, samples)
        if why is not None:
            out[str(action)] = why
    return out
