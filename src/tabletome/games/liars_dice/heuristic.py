"""A sensible Liar's Dice player: it counts on its own dice and the odds of the others'."""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from .actions import FACES, LIAR
from .rules import in_play
from .state import LiarsState


def expected(s: LiarsState, seat: int, face: int) -> float:
    """The dice expected to count for ``face``: the seat's own, and the odds of each die it cannot see."""
    ones = bool(s.options["ones"] == "wild" and face != 1)
    unseen = in_play(s) - len(s.cups[seat])
    return sum(d == face or (ones and d == 1) for d in s.cups[seat]) + unseen * (2 if ones else 1) / FACES


class LiarsHeuristic:
    name = "heuristic"
    omniscient = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        s = cast(LiarsState, state)
        legal = s.legal_actions()
        odds = [expected(s, seat, face) for face in range(1, FACES + 1)]  # bid i: (i // FACES + 1) x (i % FACES + 1)
        if s.bid >= 0 and s.bid // FACES + 1 > odds[s.bid % FACES] + 0.5:
            return LIAR  # the last bid is probably false
        raises = [a for a in legal if a != LIAR and a.index // FACES + 1 <= odds[a.index % FACES]]
        if raises:  # the lowest raise, on the face it holds most
            return min(raises, key=lambda a: (a.index // FACES, -odds[a.index % FACES]))
        return LIAR if LIAR in legal else legal[self.rng.below(len(legal))]

    def prior(self, state: State, seat: int, legal: Sequence[Action]) -> list[float]:
        """Each action's promise for a search's widening: a bid near the dice expected, the call by the bid's excess."""
        s = cast(LiarsState, state)
        odds = [expected(s, seat, face) for face in range(1, FACES + 1)]
        call = s.bid // FACES + 1 - odds[s.bid % FACES] - 0.5  # legal only once there is a bid
        gaps = [odds[a.index % FACES] - (a.index // FACES + 1) for a in legal]
        return [call if a == LIAR else (g if g < 0 else -0.25 * g) for a, g in zip(legal, gaps, strict=True)]
