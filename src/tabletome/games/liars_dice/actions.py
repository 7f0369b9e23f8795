"""Liar's Dice actions: ``bid 3x5`` (at least three dice show 5, LD-BID-01) and ``liar`` (LD-PLAY-02)."""

from __future__ import annotations

from tabletome.engine.actions import Action, ActionSpace

FACES = 6
MOST = 20  # dice in play at most: four players with five dice each (LD-SETUP-01)

MOVES = [*(Action("bid", (f"{q}x{f}",)) for q in range(1, MOST + 1) for f in range(1, FACES + 1)), Action("liar")]
SPACE = ActionSpace(MOVES, "Liar's Dice", hint="'bid 3x5' (at least three dice show 5) or 'liar'")
BIDS: tuple[Action, ...] = tuple(SPACE[i] for i in range(MOST * FACES))  # in rising order (LD-BID-02)
LIAR = SPACE.get("liar")


def quantity_face(bid: int) -> tuple[int, int]:
    """The quantity and face of the bid of index ``bid``."""
    return bid // FACES + 1, bid % FACES + 1
