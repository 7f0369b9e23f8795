"""The player aid's action kinds (engine/aid.py): what each step of a turn lets a player do, and
the actions of each kind a seat could take from where it stands, for the rules to judge."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletome.engine.i18n import N_

from .actions import CLOSE, DISCARD, HAND, PASS, PLAY, SPACE, TAKE

if TYPE_CHECKING:
    from tabletome.engine.actions import Action

    from .state import ArkhamNoirState

#: Each kind, and the words its refusal starts with: the five actions (AN-ACT-01), then the
#: decisions effects and the contact ask for.
KINDS = {
    "take": N_("The principal card cannot be kept now"),
    "play": N_("The principal card cannot be played in a case now"),
    "hand": N_("No card of your hand can be swapped in now"),
    "close": N_("No case can be closed now"),
    "pass": N_("You cannot pass now"),
    "discard": N_("No card of your hand can be discarded now"),
    "exchange": N_("The contact's Exchange cannot be used now"),
    "use": N_("No effect can be carried out now"),
    "skip": N_("No effect can be skipped now"),
}


def _open(s: ArkhamNoirState) -> list[int]:
    return [n - 1 for n in s.case_numbers]


#: Each kind's candidates: the principal card into each open case, each card of the hand into
#: each open case, each open case to close, each card of the hand to discard (all face up).
CANDIDATES: dict[str, Callable[[ArkhamNoirState], tuple[Action, ...]]] = {
    "take": lambda s: (TAKE,),
    "play": lambda s: tuple(PLAY[c] for c in _open(s)),
    "hand": lambda s: tuple(HAND[card][c] for card in s.hand for c in _open(s)),
    "close": lambda s: tuple(CLOSE[c] for c in _open(s)),
    "pass": lambda s: (PASS,),
    "discard": lambda s: tuple(DISCARD[card] for card in s.hand),
}


def candidates(s: ArkhamNoirState, seat: int, kind: str) -> tuple[Action, ...]:
    """The kind's actions from where the investigator stands; the vocabulary's for the others."""
    found = CANDIDATES.get(kind)
    return found(s) if found is not None else tuple(a for a in SPACE if a.verb == kind)
