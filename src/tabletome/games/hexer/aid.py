"""The player aid's action kinds (engine/aid.py): what each step of a turn lets a player do, and
the actions of each kind a seat could take from where it stands, for the rules to judge."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletome.engine.i18n import N_

from .actions import ACCEPT, ASK, CLOSE, DECLINE, DEFEAT, DISCARD, DROP, GIVE, MOVE, PASS, PASSAGE, TAKE, TRADE, USE

if TYPE_CHECKING:
    from tabletome.engine.actions import Action

    from .state import HexerState

#: Each kind, and the words its refusal starts with.
KINDS = {
    "move": N_("No location card can be played now"),
    "passage": N_("The Secret Passage cannot be used now"),
    "trade": N_("No item can be swapped now"),
    "give": N_("No item can be handed over now"),
    "accept": N_("There is no offer to accept now"),
    "decline": N_("There is no offer to decline now"),
    "defeat": N_("No creature can be defeated now"),
    "use": N_("No item can be used now"),
    "close": N_("No portal can be sealed now"),
    "take": N_("No item can be taken now"),
    "drop": N_("No item can be discarded now"),
    "discard": N_("No item can be given up now"),
    "pass": N_("You cannot pass now"),
    "ask": N_("The team cannot be asked now"),
}


def _items(s: HexerState, seat: int) -> list[int]:
    """The four items, those the seat holds first."""
    return sorted(range(4), key=lambda k: not s.held[seat * 4 + k])


def _companions(s: HexerState, seat: int) -> list[int]:
    """The other investigators, those standing with the seat first."""
    others = [t for t in range(s.players) if t != seat]
    return sorted(others, key=lambda t: s.pos[t] != s.pos[seat])


def _trades(s: HexerState, seat: int) -> tuple[Action, ...]:
    found = [TRADE[t][x][y] for t in _companions(s, seat) for x in _items(s, seat) for y in _items(s, t)]
    return tuple(a for a in found if a is not None)


#: The kinds with the same candidates wherever the seat stands.
FIXED: dict[str, tuple[Action, ...]] = {
    "move": MOVE,
    "passage": PASSAGE,
    "accept": (ACCEPT,),
    "decline": (DECLINE,),
    "defeat": (DEFEAT,),
    "close": (CLOSE,),
    "take": TAKE,
    "pass": (PASS,),
    "ask": (ASK,),
}
#: The others: the seat's items (its own part of a collective discard), its companions.
BY_SEAT: dict[str, Callable[[HexerState, int], tuple[Action, ...]]] = {
    "trade": _trades,
    "give": lambda s, seat: tuple(GIVE[t][x] for t in _companions(s, seat) for x in _items(s, seat)),
    "use": lambda s, seat: tuple(USE[k] for k in _items(s, seat)),
    "drop": lambda s, seat: tuple(DROP[k] for k in _items(s, seat)),
    "discard": lambda s, seat: tuple(DISCARD[seat][k] for k in _items(s, seat)),
}


def candidates(s: HexerState, seat: int, kind: str) -> tuple[Action, ...]:
    """The location cards, the seat's items, its companions' items, the spaces here (all public)."""
    return FIXED[kind] if kind in FIXED else BY_SEAT[kind](s, seat)
