"""A seat's view of Crazy Eights as a fixed vector, for learning agents (it holds only the view)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .data import standard_edition

MAX_PLAYERS = 5
SIZE = 52 + 52 + 4 + 1 + (MAX_PLAYERS - 1) + MAX_PLAYERS + 1


def _code(name: str) -> int:
    ed = standard_edition()
    return ed.suits.index(next(s for s in ed.suits if s[0] == name[-1])) * 13 + ed.ranks.index(name[:-1])


def encode_view(view: Mapping[str, Any]) -> list[float]:
    """Own hand (52), the top card (52), the named suit (4), the stock's size, the other hands'
    sizes from the next seat on, who is to move (relative), and whether the game is over."""
    me: int = view["seat"]
    n: int = view["players"]
    out = [0.0] * SIZE
    for card in view["hands"][me]:
        out[_code(card)] = 1.0
    if view["top"]:
        out[52 + _code(view["top"])] = 1.0
    suits = standard_edition().suits
    if view["suit"]:
        out[104 + suits.index(view["suit"])] = 1.0
    stock = view["stock"]
    out[108] = (stock if isinstance(stock, int) else len(stock)) / 52
    for rel in range(1, n):
        hand = view["hands"][(me + rel) % n]
        out[108 + rel] = (hand if isinstance(hand, int) else len(hand)) / 20
    mover = view["to_move"]
    if mover is None:
        out[-1] = 1.0
    else:
        seat = int(mover.split()[-1]) - 1
        out[113 + (seat - me) % n] = 1.0
    return out
