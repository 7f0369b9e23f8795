"""The player aid's action kinds (engine/aid.py): what each step of a turn lets a player do, and
the actions of each kind a seat could take from where it stands, for the rules to judge."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tabletome.engine.i18n import N_

from .actions import act, slug
from .state import place_name

if TYPE_CHECKING:
    from tabletome.engine.actions import Action

    from .state import ESState

#: Each kind, and the words its refusal starts with.
KINDS = {
    "go": N_("You cannot move now"),
    "stay": N_("You cannot stay now"),
    "roll": N_("The dice cannot be rolled now"),
    "spend": N_("No item can add its die now"),
    "give-up": N_("The adventure cannot be given up now"),
    "complete": N_("No task can be completed now"),
    "pass": N_("You cannot let the roll fail now"),
    "focus": N_("No die can be focused now"),
    "assist": N_("No friend can hold a die for you now"),
    "discard": N_("No die is lost now"),
    "mark": N_("No die can be marked for a reroll now"),
    "reroll": N_("No clue can reroll dice now"),
    "secure": N_("No spell can hold dice now"),
    "use": N_("No item can be used now"),
    "end": N_("The Clock phase cannot end now"),
}
#: A die to name where a kind needs one (the rules say whether the moment takes a die at all).
DIE = "g1"
SINGLE = ("stay", "roll", "give-up", "pass", "reroll", "end")


def _investigator(s: ESState, seat: int) -> int:
    """The seat's investigator now: the active one if the seat plays it, else its first."""
    if 0 <= s.active < len(s.owner) and s.owner[s.active] == seat:
        return s.active
    return next((i for i, o in enumerate(s.owner) if o == seat), 0)


def _items(s: ESState, inv: int, spells: bool = False) -> list[str]:
    """The investigator's items (face up on the table), by their notation; only spells if asked."""
    codes = [c for c in s.items[inv] if not spells or s.item(c).secure]
    return list(dict.fromkeys(slug(s.item_name(c)) for c in codes))


def _go(s: ESState, inv: int) -> tuple[Action, ...]:
    return tuple(act("go", place_name(p)) for p, card in enumerate(s.places) if card >= 0)


def _assist(s: ESState, inv: int) -> tuple[Action, ...]:
    return tuple(act("assist", k + 1, DIE) for k, o in enumerate(s.owner) if k != inv and o >= 0)


#: The kinds read off the table or the seat's investigator (every card on the table to go to,
#: its items and spells, a friend to hold a die); the others name a die, or task 1.
BY_INVESTIGATOR: dict[str, Callable[[ESState, int], tuple[Action, ...]]] = {
    "go": _go,
    "spend": lambda s, inv: tuple(act("spend", item) for item in _items(s, inv)),
    "use": lambda s, inv: tuple(act("use", item) for item in _items(s, inv)),
    "secure": lambda s, inv: tuple(act("secure", item, DIE) for item in _items(s, inv, spells=True)),
    "assist": _assist,
}


def candidates(s: ESState, seat: int, kind: str) -> tuple[Action, ...]:
    if kind in SINGLE:
        return (act(kind),)
    if kind in BY_INVESTIGATOR:
        return BY_INVESTIGATOR[kind](s, _investigator(s, seat))
    return (act(kind, 1),) if kind == "complete" else (act(kind, DIE),)  # focus, discard, mark
