"""The uniformly random player: a baseline for every game."""

from __future__ import annotations

from collections.abc import Sequence

from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng
from tabletome.engine.state import State


class RandomAgent:
    name = "random"
    omniscient = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        return self.choose(state.legal_actions(), seat)

    def choose(self, legal: Sequence[Action], seat: int) -> Action:
        """Uniform among the legal actions (they are all a fair random player needs)."""
        return legal[self.rng.below(len(legal))]
