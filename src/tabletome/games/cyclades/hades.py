"""Module 2, Hades and the undead (CY-HADES, CY-NEC): the Necropolis's GP."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import CycladesState

NECROPOLIS = 2  # the value of ``metro`` on the island that holds it


def necropolis(s: CycladesState) -> int:
    """The island holding the Necropolis, -1 when it is not on the board (CY-NEC-01)."""
    metro = s.metro
    for i in range(len(metro)):
        if metro[i] == NECROPOLIS:
            return i
    return -1


def feed_necropolis(s: CycladesState, seat: int) -> None:
    """CY-NEC-04/05: a normal unit removed by a battle or a creature puts 1 GP on the Necropolis."""
    if seat >= 0 and necropolis(s) >= 0:
        s.nec_gold += 1
