"""A sensible Crazy Eights player: follow with the suit you hold most, keep eights for emergencies."""

from __future__ import annotations

from collections import Counter

from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from .actions import SUIT


class EightsHeuristic:
    name = "heuristic"
    omniscient = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        hand: list[int] = state.hands[seat]  # type: ignore[attr-defined]
        wild: int = state.ed.wild  # type: ignore[attr-defined]
        suits = Counter(c // 13 for c in hand if c % 13 != wild)
        if legal[0].verb == "suit":  # CE-PLAY-02: name the suit held most
            return SUIT[suits.most_common(1)[0][0]] if suits else SUIT[self.rng.below(4)]
        plays = [a for a in legal if a.verb == "play"]
        if not plays:
            return legal[0]  # draw, or pass
        cards = {a: _card(state, a) for a in plays}
        ordinary = [a for a in plays if cards[a] % 13 != wild]
        pick = ordinary or plays
        # Shed the suit held most, then the highest penalty card.
        return max(pick, key=lambda a: (suits.get(cards[a] // 13, 0), cards[a] % 13))


def _card(state: State, action: Action) -> int:
    from .actions import PLAY

    return PLAY.index(action)
