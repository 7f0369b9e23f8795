"""Module 2, Hades and the undead (CY-HADES-01..21, CY-NEC-01..10).

The Hades column advances by the roll of both dice at the start of every cycle; when it reaches
the threshold, Hades covers the god just above Apollo for this cycle and takes offerings like any
god (AMB-38: the lowest face-up god). His holder recruits undead (the first free, then 1, 2, 3,
4 GP; at most 5), builds the Necropolis and moves troops and fleets as Ares and Poseidon do, each
move with at least one undead; after Apollo the undead leave the board and the column goes back
to 0. Every normal unit removed by a battle or a creature puts 1 GP on the Necropolis; its
controller takes them in the next revenue phase. A Necropolis built anew leaves its GP behind
("deixando as Moedas que lá estejam"): that island's controller takes them in the next revenue
phase (option ``m2_left_gp``: or they go back to the bank).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from tabletome.engine.actions import Action
from tabletome.engine.flow import Why
from tabletome.engine.i18n import N_, _

from . import battle, heroes, moves, rules
from .base import ENTERING, Fixed, act
from .rules import area_name, name, say

if TYPE_CHECKING:
    from .state import CycladesState
    from .turns import GodTurn

NECROPOLIS = 2  # the value of ``metro`` on the island that holds it
# The line for an undead unit raised, by its kind (CY-HADES-15).
UNDEAD_RAISED = {
    "troop": N_("{seat} raises an undead troop on {area} ({n} GP)."),
    "fleet": N_("{seat} raises an undead fleet on {area} ({n} GP)."),
}


def on(s: CycladesState) -> bool:
    return bool(s.options["m2_hades"])


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


# ---------------------------------------------------------------- the threat
class HadesRoll(Fixed):
    """CY-HADES-03/04: before phase 2, both dice move the Hades column forward."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, s: CycladesState) -> None:

        s.finish(self)
        a, b = battle.roll(s), battle.roll(s)
        s.hades_col += a + b
        threshold = s.ed.hades.threshold
        say(
            s,
            N_("The Hades column advances {n} ({a} and {b}) to space {space} of {last}."),
            n=a + b,
            a=a,
            b=b,
            space=s.hades_col,
            last=threshold,
        )
        if s.hades_col >= threshold:
            s.hades_at = ENTERING  # the gods track places him once the gods are dealt
            say(s, N_("Hades enters play this cycle!"))


def cover(s: CycladesState) -> None:
    """CY-HADES-06, AMB-38: Hades covers the lowest face-up god, unavailable this cycle."""
    up = [p for p in range(4) if s.god_up[p]]
    s.hades_at = up[-1]
    s.god_up[s.hades_at] = False
    say(s, N_("Hades covers {god} on the gods track."), god=s.ed.god_names[s.gods[s.hades_at]])


def leave(s: CycladesState) -> None:
    """CY-HADES-09, CY-HADES-21, AMB-27: the undead leave the board; islands they took stay taken;
    the tile goes back to its Threat side and the column to 0."""
    if s.hades_at < 0:
        return
    geo = s.geo
    for a in range(geo.n_areas):
        if s.undead[a]:
            s.undead[a] = 0
            if a >= geo.n_isl and s.units[a] == 0:
                s.own[a] = -1
    s.hades_at = -1
    s.hades_col = 0
    say(s, N_("Hades and his undead go back to the realm of the dead."))


# ---------------------------------------------------------------- the Hades turn
def hades_options(s: CycladesState, turn: GodTurn, seat: int, why: Why | None) -> Iterator[Action]:
    """CY-HADES-08, CY-HADES-11..18: undead, the Necropolis, moves with at least one undead."""

    yield from undead_options(s, turn, seat, why)
    cost = s.ed.hades.necropolis
    if s.gold[seat] >= cost:
        for i in rules.islands_of(s, seat):
            if s.metro[i] != NECROPOLIS:
                yield act("necropolis", i + 1)
    elif why is not None and why.target.verb == "necropolis":
        why.no(why.target, _("The Necropolis costs {n} GP (AMB-23).").format(n=cost))
    if s.gold[seat] >= s.ed.move_cost:
        for start in moves.voyage_starts(s, seat, hades=True):
            yield act("sail", s.geo.area_names[start[0]], *start[1:])
    yield from moves.march_options(s, seat, why, hades=True)


def undead_options(s: CycladesState, turn: GodTurn, seat: int, why: Why | None) -> Iterator[Action]:
    """CY-HADES-11..15, AMB-22: undead troops on his islands, undead fleets next to them."""

    h = s.ed.hades
    costs = h.undead_costs
    n = turn.recruited
    if n >= len(costs) or costs[n] > s.gold[seat]:
        if why is not None and why.target.verb == "undead":
            why.no(
                why.target,
                _(
                    "Hades raises at most {n} undead a cycle, the first free, then 1, 2, 3 and 4 GP (CY-HADES-12/13)."
                ).format(n=len(costs)),
            )
        return
    if sum(s.undead[: s.geo.n_isl]) < h.undead_troops:
        for i in rules.islands_of(s, seat):
            yield act("undead", "troop", str(i + 1))
    if sum(s.undead[s.geo.n_isl :]) < h.undead_fleets:
        for a in moves.fleet_targets(s, seat):
            yield act("undead", "fleet", s.geo.area_names[a])
    if why is not None and why.target.verb == "undead":
        why.no(
            why.target,
            N_(
                "Undead troops go on your islands, undead fleets next to them, from the 5 of each (CY-HADES-15, AMB-22)."
            ),
        )


def do_undead(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    cost = s.ed.hades.undead_costs[turn.recruited]
    turn.recruited += 1
    s.gold[seat] -= cost
    a = s.geo.area(str(action.args[1]))
    s.own[a] = seat
    s.undead[a] += 1
    say(s, UNDEAD_RAISED[str(action.args[0])], seat=name(s, seat), area=area_name(s, a), n=cost)


def do_necropolis(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    """CY-NEC-01..03, CY-NEC-09, AMB-24: on the metropolis space of one of his islands (what stood
    there is destroyed, a Metropolis too); a Necropolis already built moves, leaving its GP."""
    island = int(action.args[0]) - 1
    s.gold[seat] -= s.ed.hades.necropolis
    old = necropolis(s)
    if old >= 0:
        s.metro[old] = 0
        leave_gold(s, old)
    if s.metro[island] == 1:
        say(s, N_("The Metropolis of {area} is destroyed."), area=area_name(s, island))
    for k in rules.covered(s, island):
        s.bld[k] = -1
    s.metro[island] = NECROPOLIS
    say(s, N_("{seat} builds the Necropolis on {area}."), seat=name(s, seat), area=area_name(s, island))


def leave_gold(s: CycladesState, old: int) -> None:
    """CY-NEC-09: "removerá a Necrópole de sua posição atual (deixando as Moedas que lá estejam)"."""
    gold = s.nec_gold
    if s.options["necropolis_gp"] == "along":  # rules version 1: the GP went with it
        say(s, N_("The Necropolis leaves {area}, its {n} GP with it."), area=area_name(s, old), n=gold)
        return
    s.nec_gold = 0
    if s.options["m2_left_gp"] == "bank":
        say(s, N_("The Necropolis leaves {area}; its {n} GP go back to the bank."), area=area_name(s, old), n=gold)
        return
    left = list(s.nec_left)
    left[old] += gold
    s.nec_left = tuple(left)
    say(s, N_("The Necropolis leaves {area} and its {n} GP there."), area=area_name(s, old), n=gold)


def collect(s: CycladesState) -> None:
    """CY-NEC-06/07, CY-FAQ-07: in the revenue phase the Necropolis island's controller (Cerberus's
    master when Cerberus stands there) takes every GP on it, and so for GP a moved Necropolis left."""

    island = necropolis(s)
    if island >= 0 and s.nec_gold > 0:
        taker = taker_of(s, island)
        if taker >= 0:
            s.gold[taker] += s.nec_gold
            say(s, N_("{seat} takes the {n} GP of the Necropolis."), seat=name(s, taker), n=s.nec_gold)
            s.nec_gold = 0
    if any(s.nec_left):
        collect_left(s)


def collect_left(s: CycladesState) -> None:
    left = list(s.nec_left)
    for i, gold in enumerate(left):
        taker = taker_of(s, i) if gold else -1
        if taker >= 0:
            s.gold[taker] += gold
            left[i] = 0
            say(
                s,
                N_("{seat} takes the {n} GP the Necropolis left on {area}."),
                seat=name(s, taker),
                n=gold,
                area=area_name(s, i),
            )
    s.nec_left = tuple(left)


def taker_of(s: CycladesState, island: int) -> int:
    """Who collects an island's income: Cerberus's master when he stands there (CY-FAQ-07)."""
    where, master = heroes.cerberus_island(s)
    return master if where == island else s.own[island]
