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
        "seats": [seat_board(s, viewer, t, zones) for t in range(s.players)],
        "costs": costs(s),
        "modules": modules(s),
        "hades": hades(s),
        "heroes": heroes(s),
        "favour": favour(s),
        "item_deck": zones["item_deck"].show(s, viewer),
        "item_discard": zones["item_disc"].show(s, viewer),
        "favour_pile": zones["favours"].show(s, viewer),
        "favour_discard": zones["favour_disc"].show(s, viewer),
    }


def modules(s: CycladesState) -> list[str]:
    names = {"m1_free_placement": "free placement", "m2_hades": "Hades", "m3_heroes": "heroes", "m4_favours": "favours"}
    out = [label for key, label in names.items() if s.options[key]]
    if s.options["theater"]:
        out.append("Theaters")
    return out


def hades(s: CycladesState) -> dict[str, Any] | None:
    """The threat track (CY-HADES-02: public) and where Hades stands this cycle."""
    if not s.options["m2_hades"]:
        return None
    from .state import HADES

    covers = s.ed.god_names[s.gods[s.hades_at]] if s.hades_at >= 0 else None
    holder = s.offer_seat[HADES]
    offer = {"seat": _seat(s, holder), "amount": s.offer_amt[HADES]} if holder >= 0 else None
    return {
        "column": s.hades_col,
        "threshold": s.ed.hades.threshold,
        "in_play": s.hades_at >= 0,
        "covers": covers,
        "offer": offer,
    }


def heroes(s: CycladesState) -> list[dict[str, Any]]:
    geo = s.geo
    out = []
    for h in range(len(s.hero_area)):
        if s.hero_area[h] >= 0 or s.hero_gone[h]:
            out.append(
                {
                    "hero": s.ed.c_names[h],
                    "owner": _seat(s, s.hero_owner[h]) if s.hero_area[h] >= 0 else None,
                    "island": geo.area_names[s.hero_area[h]] if s.hero_area[h] >= 0 else None,
                    "recruited": s.hero_since[h],
                    "out_of_the_game": bool(s.hero_gone[h]),
                }
            )
    return out


def favour(s: CycladesState) -> dict[str, Any] | None:
    """The favour tile face up this cycle, beside its god (CY-FAV-05)."""
    from .favours import favour_god

    if s.favour < 0:
        return None
    ed = s.ed
    return {
        "god": ed.favour_names[s.favour],
        "bonus": ed.favour_bonus[s.favour],
        "power": ed.favour_text[s.favour],
        "beside": god_label(s, favour_god(s)),
        "used": s.favour_used,
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
        "undead": list(ed.hades.undead_costs),
        "necropolis": ed.hades.necropolis,
        "upkeep": ed.hero_upkeep,
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
                "undead": s.undead[i],
                "heroes": [s.ed.c_names[h] for h in rules.heroes_at(s, i)],
                "cornucopias": geo.horns[i],
                "prosperity": s.prosp[i],
                "buildings": [rules.building_label(s.bld[k]) if s.bld[k] >= 0 else None for k in rules.spaces(s, i)],
                "metropolis": s.metro[i] == 1,
                "necropolis": s.metro[i] == 2,
                "necropolis_gold_left": s.nec_left[i],  # GP a moved Necropolis left here (CY-NEC-09)
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
                "undead": s.undead[a],
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


def seat_board(s: CycladesState, viewer: Viewer, t: int, zones: dict[str, Any]) -> dict[str, Any]:
    """A player's side of the screen: everything but the GP behind it (CY-GEN-03/04) and the
    magic items he keeps face down (CY-FAV-10: a count for the others)."""
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
        "priestesses": s.priestess[t],
        "items": [s.ed.item_names[i] for i in s.items[t]],
        "hidden_items": zones["hidden_items"].show(s, viewer, t),
        "secret_island": ("with a Metropolis" if s.amazons[t] == 2 else "empty") if s.amazons[t] else None,
    }


def _seat(s: CycladesState, t: int) -> str | None:
    return s.seat_name(t) if t >= 0 else None
