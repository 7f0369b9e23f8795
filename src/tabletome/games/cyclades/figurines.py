"""The figurines on the board, as the other rules ask about them: which island or sea space a
creature's figurine stands on, and what it changes there (the Minotaur's defence, Medusa's held
troops, the seas the Kraken and Polyphemus close, Chiron's protection). A leaf: the creatures,
movements and battles all read it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import CycladesState

ISLAND_FIGURINES = ("Minotaur", "Medusa", "Polyphemus", "Chiron", "Cerberus")


def slug(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


def card_named(s: CycladesState, creature: str) -> int:
    return s.ed.card_id.get(creature, -1)


def figurine_on(s: CycladesState, creature: str) -> int:
    card = s.ed.card_id.get(creature, -1)
    return s.fig_area[card] if card >= 0 else -1


def island_defence(s: CycladesState, island: int) -> int:
    """CY-CRE-22 (stand-in, AMB-15): the Minotaur adds 2 to the defender of its island."""
    return 2 if figurine_on(s, "Minotaur") == island else 0


def troops_held(s: CycladesState, island: int) -> bool:
    """CY-CRE-23 (stand-in): troops on Medusa's island may not move or attack out of it."""
    return figurine_on(s, "Medusa") == island


def sea_closed(s: CycladesState, sea: int) -> bool:
    """CY-CRE-21/24 (stand-ins): no fleet enters the Kraken's space or a space next to Polyphemus."""
    return sea in closed_seas(s)


_OPEN: frozenset[int] = frozenset()


def closed_seas(s: CycladesState) -> frozenset[int]:
    """Every sea space closed to fleets now (usually none: a quick answer for the common case)."""
    ids = s.ed.card_id
    fig = s.fig_area
    kraken, poly = ids.get("Kraken", -1), ids.get("Polyphemus", -1)
    k = fig[kraken] if kraken >= 0 else -1
    p = fig[poly] if poly >= 0 else -1
    if k < 0 and p < 0:
        return _OPEN
    closed = set(s.geo.isl_seas[p]) if p >= 0 else set()
    if k >= 0:
        closed.add(k)
    return frozenset(closed)


def protected(s: CycladesState, island: int) -> bool:
    """CY-CRE-25: Chiron's island is immune to Pegasus, the Giant and the Harpy."""
    return figurine_on(s, "Chiron") == island


def fleet_blocked(s: CycladesState, sea: int) -> bool:
    """No fleet may enter or be placed on a sea space the Kraken holds, or next to Polyphemus."""
    return sea in closed_seas(s)
