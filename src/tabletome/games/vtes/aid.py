"""The player aid's action kinds (engine/aid.py): what each step of a turn lets a player do, and
the actions of each kind a seat could take from where it stands, for the rules to judge.

"play" is asked about by the kind of card: "play:master" (the master phase, VT-MAST-01) and
"play:action" (a minion's action with a card: actions, political actions, allies, equipment,
retainers, VT-ACT-04)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_

from .combat import HAND, strike_action
from .model import facts
from .phases import CRYPT
from .play import card_of_slug

if TYPE_CHECKING:
    from .state import VTESState

#: Each kind, and the words its refusal starts with.
KINDS = {
    "play": N_("No card can be played now"),
    "play:master": N_("No master card can be played now"),
    "play:action": N_("No action card can be played now"),
    "bleed": N_("No minion can bleed now"),
    "hunt": N_("No vampire can hunt now"),
    "block": N_("No minion can block now"),
    "strike": N_("No strike can be chosen now"),
    "transfer": N_("No transfer can be made now"),
    "crypt": N_("No crypt card can be moved to your uncontrolled region now"),
    "discard": N_("No card can be discarded now"),
    "end": N_("Nothing can be ended now"),
    "pass": N_("You cannot pass now"),
}
ACTION_TYPES = frozenset(("Action", "Political Action", "Ally", "Equipment", "Retainer"))


def _of_kind(card: int, kind: str) -> bool:
    types = facts(card).types
    if kind == "play:master":
        return "Master" in types
    if kind == "play:action":
        return any(t in ACTION_TYPES for t in types)
    return True


def _plays(s: VTESState, seat: int, kind: str) -> tuple[Action, ...]:
    cards = [c for c in s.hand[seat] if _of_kind(c, kind)]
    return tuple(dict.fromkeys(Action("play", (facts(c).slug,)) for c in cards))


def candidates(s: VTESState, seat: int, kind: str) -> tuple[Action, ...]:
    """The seat's own cards of the kind in its hand, its ready minions, its uncontrolled vampires."""
    if kind.startswith("play"):
        return _plays(s, seat, kind)
    if kind in ("bleed", "hunt", "block"):
        return tuple(Action(kind, (uid,)) for uid in s.ready[seat])
    if kind == "transfer":
        return tuple(Action(kind, (uid, 1)) for uid in s.uncontrolled[seat])
    if kind == "discard":
        return tuple(dict.fromkeys(Action(kind, (facts(c).slug,)) for c in s.hand[seat]))
    if kind == "strike":
        return (strike_action(HAND.name),)
    return (CRYPT,) if kind == "crypt" else (Action(kind),)


def member(s: VTESState, action: Action, kind: str) -> bool:
    """Whether a legal action of the seat to move is of ``kind``: a play by the kind of its card."""
    if action.verb != kind.split(":", 1)[0]:
        return False
    if not kind.startswith("play:") or not action.args or s.to_move is None:
        return True
    card = card_of_slug(s, s.to_move, str(action.args[0]))
    return card is not None and _of_kind(card, kind)
