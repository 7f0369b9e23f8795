"""The player aid's action kinds (engine/aid.py): what each step of a turn lets a player do, and
the actions of each kind a seat could take from where it stands, for the rules to judge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletome.engine.i18n import N_

from .data import OFFER_NAMES
from .figurines import slug
from .flow import APOLLO_ACTION, END, act, available_gods

if TYPE_CHECKING:
    from tabletome.engine.actions import Action

    from .state import CycladesState

#: Each kind, and the words its refusal starts with.
KINDS = {
    "offer": N_("No offer can be made now"),
    "apollo": N_("You cannot go to Apollo now"),
    "fleet": N_("No fleet can be recruited now"),
    "port": N_("No Port can be built now"),
    "sail": N_("No fleet can sail now"),
    "troop": N_("No troop can be recruited now"),
    "fortress": N_("No Fortress can be built now"),
    "march": N_("No troop can move now"),
    "priest": N_("No priest can be taken now"),
    "temple": N_("No Temple can be built now"),
    "renew": N_("No creature can be renewed now"),
    "philosopher": N_("No philosopher can be taken now"),
    "university": N_("No University can be built now"),
    "call": N_("No creature can be called now"),
    "prosper": N_("No prosperity marker can be placed now"),
    "end": N_("You cannot end a turn now"),
    "retreat": N_("You cannot retreat now"),
    "stay": N_("You cannot stay and fight now"),
}
BUILDINGS = ("port", "fortress", "temple", "university")


def _islands(s: CycladesState, seat: int) -> list[int]:
    """Every island, the seat's own first (ownership is public)."""
    return sorted(range(s.geo.n_isl), key=lambda i: s.own[i] != seat)


def _seas(s: CycladesState, seat: int) -> list[int]:
    """Every sea space, those holding the seat's fleets first."""
    seas = range(s.geo.n_isl, s.geo.n_areas)
    return sorted(seas, key=lambda a: not (s.own[a] == seat and s.units[a] > 0))


def _creatures(s: CycladesState) -> list[str]:
    return [slug(s.ed.c_names[card]) for card in s.ctrack if card >= 0]


def _moves(s: CycladesState, seat: int, kind: str) -> list[Action]:
    names = s.geo.area_names
    if kind in ("fleet", "sail"):
        return [act(kind, names[a]) if kind == "fleet" else act(kind, names[a], 1) for a in _seas(s, seat)]
    islands = _islands(s, seat)
    if kind == "march":
        return [act(kind, i + 1, j + 1, 1) for i in islands[:1] for j in islands[1:]]
    return [act(kind, i + 1) for i in islands]  # troop, the four buildings, prosper


def candidates(s: CycladesState, seat: int, kind: str) -> tuple[Action, ...]:
    """An offer of 1 GP on each god up this cycle, the seat's islands and fleets first, the
    creatures on the track (all public but the seat's own gold, which the rules read)."""
    if kind == "offer":
        return tuple(act("offer", OFFER_NAMES[g], 1) for g in available_gods(s))
    if kind in ("apollo", "end", "priest", "philosopher", "stay"):
        single = {"apollo": APOLLO_ACTION, "end": END}
        return (single.get(kind) or act(kind),)
    if kind in ("renew", "call"):
        return tuple(act(kind, c) for c in _creatures(s))
    if kind == "retreat":
        return tuple(act(kind, name) for name in s.geo.area_names)
    return tuple(_moves(s, seat, kind))
