"""The player aid's action kinds (engine/aid.py): what each step of a turn lets a player do, and
the actions of each kind a seat could take from where it stands, for the rules to judge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import BIDS, LIAR

if TYPE_CHECKING:
    from tabletome.engine.actions import Action

    from .state import LiarsState

#: Each kind, and the words its refusal starts with.
KINDS = {"bid": "No bid can be made now", "liar": "You cannot call liar now"}


def candidates(s: LiarsState, seat: int, kind: str) -> tuple[Action, ...]:
    """Every bid, lowest first (the rules say which the last one does not beat), or the call."""
    return BIDS if kind == "bid" else (LIAR,)
