"""What a viewer sees of a Cyclades table: one ``show`` for every seat, spectators and the full view.

Everything is on the table but the GP behind each screen (CY-GEN-03: a seat sees its own; the
option ``gold=counted`` shows every count, as an attentive player keeps it) and the order of the
creature deck (a count).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tabletome.engine.zones import Viewer

from . import rules
from .data import GODS
from .flow import god_label
from .state import APOLLO

if TYPE_CHECKING:
    from .state import CycladesState


def show(s: CycladesState, viewer: Viewer) -> dict[str, Any]:
    zones = {z.attr: z for z in s.ZONES}
    return {
        "players": s.players,
        "cycle": s.cycle,
        "goal": rules.goal(s),
        "board": board(s),
        "gods": gods(s),
        "apollo": [s.seat_name(m // 2) for m in s.apollo],
        "turn_track": [s.seat_name(m // 2) for m in s.track],
        "creature_track": [
            {"price": s.ed.track_prices[k], "creature": s.ed.c_names[c] if c >= 0 else None}
            for k, c in enumerate(s.ctrack)
        ],
        "creature_deck": zones["cdeck"].show(s, viewer),
        "creature_discard": zones["cdisc"].show(s, viewer),
        "figurines": figurines(s),
        "necropolis_gold": s.nec_gold,
        "seats": [seat_board(s, viewer, t) for t in range(s.players)],
        "costs": costs(s),
    }


def costs(s: CycladesState) -> dict[str, Any]:
    """The prices of this edition, for words and pictures (a custom edition may change them)."""
    ed = s.ed
    return {
        "fleets": list(ed.fleet_costs),
        "troops": list(ed.troop_costs),
        "build": ed.build_cost,
        "extra_card": ed.extra_card,
        "move": ed.move_cost,
        "renew": ed.renew_cost,
        "voyage_steps": ed.voyage_steps,
        "apollo": list(ed.apollo),
    }


def board(s: CycladesState) -> dict[str, Any]:
    geo = s.geo
    islands = []
    for i in range(geo.n_isl):
        islands.append(
            {
                "number": i + 1,
                "cells": [list(c) for c in geo.isl_cells[i]],
                "owner": _seat(s, s.own[i]),
                "troops": s.units[i],
                "cornucopias": geo.horns[i],
                "prosperity": s.prosp[i],
                "buildings": [rules.building_label(s.bld[k]) if s.bld[k] >= 0 else None for k in rules.spaces(s, i)],
                "metropolis": s.metro[i] == 1,
                "necropolis": s.metro[i] == 2,
            }
        )
    seas = []
    for k, cell in enumerate(geo.sea_cells):
        a = geo.n_isl + k
        seas.append(
            {
                "name": geo.area_names[a],
                "cell": list(cell),
                "owner": _seat(s, s.own[a]),
                "fleets": s.units[a],
                "cornucopia": geo.horns[a] > 0,
            }
        )
    return {"cut": geo.cut, "islands": islands, "seas": seas}


def gods(s: CycladesState) -> list[dict[str, Any]]:
    out = []
    for g, up in zip(s.gods, s.god_up, strict=True):
        holder = s.offer_seat[g]
        out.append(
            {
                "god": god_label(s, g),
                "id": GODS[g],
                "face_up": up,
                "offer": {"seat": _seat(s, holder), "amount": s.offer_amt[g]} if holder >= 0 else None,
            }
        )
    out.append({"god": god_label(s, APOLLO), "id": "apollo", "face_up": True, "offer": None})
    return out


def figurines(s: CycladesState) -> list[dict[str, Any]]:
    geo = s.geo
    return [
        {"creature": s.ed.c_names[c], "area": geo.area_names[a], "owner": _seat(s, s.fig_owner[c])}
        for c, a in enumerate(s.fig_area)
        if a >= 0
    ]


def seat_board(s: CycladesState, viewer: Viewer, t: int) -> dict[str, Any]:
    """A player's side of the screen: everything but the GP behind it (CY-GEN-03/04)."""
    return {
        "colour": s.seat_name(t),
        "gold": s.gold[t] if s.sees_gold(viewer, t) else None,
        "philosophers": s.philo[t],
        "priests": s.priest[t],
        "metropolises": rules.metropolises(s, t),
        "islands": len(rules.islands_of(s, t)),
        "revenue": rules.revenue(s, t),
        "troops_in_reserve": s.ed.n_troops - rules.troops_on_board(s, t),
        "fleets_in_reserve": s.ed.n_fleets - rules.fleets_on_board(s, t),
        "temple_discount": max(0, rules.temples(s, t) - s.temples_used[t]),
        "eliminated": bool(s.out[t]),
    }


def _seat(s: CycladesState, t: int) -> str | None:
    return s.seat_name(t) if t >= 0 else None
