"""Political action cards (VT-CARD-54, VT-ACT-23): the terms, and what a passed referendum does."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from .. import ops
from ..hooks import POLITICAL, ActionSpec, Ctx, Play, Use
from ..state import VTESState
from .base import Args, card

POLITICAL_ACTION = ActionSpec(stealth=1, political=True)  # VT-ACT-23: +1 stealth, undirected


def allocations(total: int, seats: list[int], least: int = 2) -> Iterator[str]:
    """Every way to allocate ``total`` points among two or more of ``seats``, as ``p1=2+p3=2``."""
    for combo in product(range(total + 1), repeat=len(seats)):
        if sum(combo) == total and sum(1 for n in combo if n) >= least:
            yield "+".join(f"p{t + 1}={n}" for t, n in zip(seats, combo, strict=True) if n)


def parse_allocation(token: str) -> list[tuple[int, int]]:
    out = []
    for part in str(token).split("+"):
        who, _, n = part.partition("=")
        out.append((int(who[1:]) - 1, int(n)))
    return out


def krc_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for a in allocations(4, s.remaining()):
        yield (a,)


def burn_allocated(s: VTESState, p: Play) -> None:
    """ "Each Methuselah burns 1 pool for each point allocated" (at once: simultaneous ousts, AMB-10)."""
    hits = parse_allocation(p.targets[0])
    for t, n in hits:
        if s.in_game(t):
            s.pool[t] -= n
            ops.say(s, f"{s.seat_name(t)} burns {n} pool.")
    dead = [t for t, _ in hits if s.in_game(t) and s.pool[t] <= 0]
    for t, _ in hits:
        if s.in_game(t) and s.pool[t] <= 0:
            s.pool[t] = 0
    if dead:
        ops.oust(s, dead)


card(
    "Kine Resources Contested",
    Use(
        POLITICAL, burn_allocated, action=POLITICAL_ACTION, targets=krc_terms, text="allocate 4 points of pool to burn"
    ),
)
