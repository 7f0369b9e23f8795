"""What every part of the Cyclades flow builds on: the moves as shared Action objects, the frame
that never changes, a god's name, the gods open to offers, the creature deck's top card.

The rules modules import this one and ``rules``; ``flow`` (the cycle) imports the modules of the
phases and actions, so no module imports one that imports it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame
from tabletome.engine.i18n import N_

from .data import ARES, ATHENA, POSEIDON, ZEUS
from .rules import say
from .state import APOLLO, HADES

if TYPE_CHECKING:
    from .state import CycladesState

_ACTIONS: dict[tuple[Any, ...], Action] = {}


def act(verb: str, *args: str | int) -> Action:
    """The one Action object for ``verb args`` (legal sets compare and hash them often)."""
    key = (verb, *args)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(verb, tuple(args))
    return a


APOLLO_ACTION = act("apollo")
END = act("end")


LISTED = N_("{a}, {b}")  # a list in a line: "Zeus, Ares, Athena"


def god_label(s: CycladesState, god: int) -> str:
    if god == APOLLO:
        return "Apollo"
    return "Hades" if god == HADES else s.ed.god_names[god]


class Fixed(Frame):
    """A frame that never changes once pushed: a cloned state shares it (clone is a hot path)."""

    __slots__ = ()

    def copy(self) -> Frame:
        return self


def draw_creature(s: CycladesState) -> int:
    """The top card of the deck; an empty deck takes the shuffled discards (CY-TRACK-05)."""
    if not s.cdeck:
        if not s.cdisc:
            return -1
        s.cdeck = s.cdisc
        s.cdisc = []
        s.rng.shuffle(s.cdeck)
    s.reveals += 1
    card = s.cdeck.pop()
    say(s, N_("{creature} comes onto the creature track."), creature=s.ed.c_names[card])
    return card


ENTERING = -2  # hades_at while Hades is about to enter (the gods are not dealt yet)


def available_gods(s: CycladesState) -> list[int]:
    """The gods that may receive an offering this cycle, top to bottom (CY-GODS-07); Hades takes
    the place of the god he covers (CY-HADES-06/07)."""
    out = []
    for p in range(4):
        if p == s.hades_at:
            out.append(HADES)
        elif s.god_up[p]:
            out.append(s.gods[p])
    return out


BUILD_VERB = {POSEIDON: "port", ARES: "fortress", ZEUS: "temple", ATHENA: "university"}  # CY-BLD-02
