"""The player aid's action kinds (engine/aid.py): what each step of a turn lets a player do, and
the actions of each kind a seat could take from where it stands, for the rules to judge."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletome.engine.i18n import N_

from .actions import DRAW, PASS, PLAY, SUIT

if TYPE_CHECKING:
    from tabletome.engine.actions import Action

    from .state import EightsState

#: Each kind, and the words its refusal starts with.
KINDS = {
    "play": N_("No card can be played now"),
    "play:eight": N_("No eight can be played now"),
    "suit": N_("No suit can be named now"),
    "draw": N_("You cannot draw now"),
    "pass": N_("You cannot pass now"),
}


def _eight(s: EightsState, card: int) -> bool:
    return card % 13 == s.ed.wild


def _eights(s: EightsState, seat: int) -> tuple[Action, ...]:
    held = [c for c in s.hands[seat] if _eight(s, c)]
    return tuple(PLAY[c] for c in held or [c for c in range(52) if _eight(s, c)])


#: Each kind's candidates: the cards the seat holds (its eights, else every eight), a suit, draw, pass.
CANDIDATES: dict[str, Callable[[EightsState, int], tuple[Action, ...]]] = {
    "play": lambda s, seat: tuple(PLAY[c] for c in s.hands[seat]),
    "play:eight": _eights,
    "suit": lambda s, seat: SUIT,
    "draw": lambda s, seat: (DRAW,),
    "pass": lambda s, seat: (PASS,),
}


def candidates(s: EightsState, seat: int, kind: str) -> tuple[Action, ...]:
    return CANDIDATES[kind](s, seat)


def member(s: EightsState, action: Action, kind: str) -> bool:
    """Whether a legal action is of ``kind``: "play:eight" is the play of an eight."""
    if kind == "play:eight":
        return action.verb == "play" and _eight(s, PLAY.index(action))
    return action.verb == kind
