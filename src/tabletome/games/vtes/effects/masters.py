"""Locations (VT-CARD-34): master cards that stay in play and may be used again and again."""

from __future__ import annotations

from collections.abc import Iterator

from .. import ops
from ..hooks import MASTER, Ability, Ctx, Play, Use
from ..model import facts
from ..state import VTESState
from ..stats import is_vampire
from .base import (
    Args,
    abilities,
    card,
    location,
    static,
)

LOCATION = "put the location in play"

# ------------------------------------------------------------------------ hunting grounds

HUNTING_GROUNDS = (
    "Academic Hunting Ground",
    "Asylum Hunting Ground",
    "Biotech Company Hunting Ground",
    "Library Hunting Ground",
    "Park Hunting Ground",
    "Political Hunting Ground",
    "Slum Hunting Ground",
    "Society Hunting Ground",
    "Temple Hunting Ground",
    "Underworld Hunting Ground",
    "Uptown Hunting Ground",
    "Warzone Hunting Ground",
    "Zoo Hunting Ground",
)


def hunting_ground_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "A ready vampire you control can gain 1 blood. A vampire can gain blood from only one hunting
    ground each turn.\""""
    for uid, _m in s.ready_minions(seat):
        if is_vampire(s, uid) and ("hunting ground", uid) not in s.marks:
            yield (uid,)


def hunting_ground_gain(n: int = 1):  # type: ignore[no-untyped-def]
    def effect(s: VTESState, p: Play) -> None:
        uid = p.targets[0]
        s.marks[("hunting ground", uid)] = True
        ops.add_blood(s, uid, n)
        ops.say(s, f"{ops.label(s, uid)} gains {n} blood from {facts(s.placed[p.source].card).name}.")

    return effect


for _name in HUNTING_GROUNDS:
    card(_name, Use(MASTER, location, text="unique location, hunting ground"))
    abilities(
        _name,
        Ability(
            "a ready vampire you control gains 1 blood",
            frozenset(("unlock",)),
            hunting_ground_gain(1),
            targets=hunting_ground_targets,
            once="turn",
        ),
    )


# ------------------------------------------------------------------------ other locations


card("Elder Library", Use(MASTER, location, text="unique location: +1 hand size"))
static("Elder Library", "hand size", lambda s, src, seat: 1)

card("Information Highway", Use(MASTER, location, text="unique location: +2 transfers"))
static("Information Highway", "transfers", lambda s, src, seat: 2)
