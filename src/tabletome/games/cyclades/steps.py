"""A creature's or a hero's question to its caller: one frame class for every kind of question,
``KINDS`` saying what each kind asks, its answers, what an answer does and the sentence for a
refused one. The modules that define kinds fill ``KINDS`` when they load (creatures.py, heroes.py),
so a hero's power may ask a creature's question without importing the creatures.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _

from .base import act
from .rules import name, say, seat_named
from .words import creature

if TYPE_CHECKING:
    from .state import CycladesState

DONE = act("done")
LOOPS = ("sylph", "sphinx", "kraken")  # questions asked again until the player is done
#: kind -> (what is asked, its options, its resolution, the sentence for a refused answer)
KINDS: dict[str, tuple[str, Any, Any, str]] = {}


class Step(Frame):
    """A creature's effect waiting for a choice: ``kind`` names which (see ``KINDS``)."""

    __slots__ = ("card", "data", "kind")
    name = "creature"

    def __init__(self, seat: int, card: int, kind: str, data: tuple[int, ...] = ()) -> None:
        super().__init__(seat)
        self.card = card
        self.kind = kind
        self.data = data

    def prompt(self, s: CycladesState) -> str:

        return _("{seat}: {creature}: {task}.").format(
            seat=seat_named(s, self.seat or 0), creature=creature(s.ed.c_names[self.card]), task=_(KINDS[self.kind][0])
        )

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        yield from KINDS[self.kind][1](s, self, why)
        if why is not None:
            why.no(why.target, KINDS[self.kind][3])

    def resolve(self, s: CycladesState, action: Action) -> None:
        s._legal = None
        KINDS[self.kind][2](s, self, action)

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "creature",
            "creature": s.ed.c_names[self.card],
            "seat": name(s, self.seat or 0),
            "choice": self.kind,
        }


def ask(s: CycladesState, seat: int, card: int, kind: str, data: tuple[int, ...] = ()) -> None:
    """Push the question, unless it has no answer (the effect fizzles) or only one (taken at once)."""
    step = Step(seat, card, kind, data)
    choices = list(KINDS[kind][1](s, step, None))
    if not choices:
        say(s, N_("{creature} finds nothing to do (CY-CRE-08)."), creature=s.ed.c_names[card])
        return
    if len(choices) == 1 and choices[0] is not DONE and kind not in LOOPS:
        KINDS[kind][2](s, step, choices[0])
        return
    s.push(step)


def done_with(s: CycladesState, step: Step) -> None:
    """The question is answered: its frame leaves the stack (when it was ever pushed)."""
    if any(f is step for f in s.stack):
        s.finish(step)
