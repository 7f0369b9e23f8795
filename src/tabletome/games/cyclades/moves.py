"""Moving units: recruiting fleets where they may go, the fleets' voyage (CY-POS-05..09) and the
troops' march along a chain of fleets (CY-ARES-05..07, CY-MOVE-01..09).

A voyage is a frame of its own: the group of fleets leaves its space, then steps from sea space
to sea space (``to c5``), may leave fleets behind (``drop 1``) or take the player's fleets along
(``pick 1``), and lands when it stops, has made its 3 steps, or enters another player's fleets
(a battle).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why

from . import rules
from .flow import act
from .rules import area_name, name, say

if TYPE_CHECKING:
    from .state import CycladesState

STOP = act("stop")


def fleet_blocked(s: CycladesState, sea: int) -> bool:
    """No fleet may enter or be placed on a sea space the Kraken holds, or next to Polyphemus."""
    from .creatures import sea_closed

    return sea_closed(s, sea)


def fleet_targets(s: CycladesState, seat: int) -> list[int]:
    """CY-POS-03: sea spaces next to one of his islands, empty or holding only his fleets."""
    geo, own = s.geo, s.own
    out = set()
    for i in rules.islands_of(s, seat):
        for a in geo.isl_seas[i]:
            if own[a] in (-1, seat) and not fleet_blocked(s, a):
                out.add(a)
    return sorted(out)


def voyage_starts(s: CycladesState, seat: int) -> list[tuple[int, int]]:
    """(sea space, fleets) a voyage may start with: some or all of the player's fleets there."""
    geo, own, units = s.geo, s.own, s.units
    out = []
    for a in range(geo.n_isl, geo.n_areas):
        if own[a] == seat and units[a] > 0 and any(not fleet_blocked(s, b) for b in geo.sea_adj[a]):
            out += [(a, n) for n in range(1, units[a] + 1)]
    return out


def start_voyage(s: CycladesState, seat: int, sea: int, n: int, cost: int, steps: int) -> None:
    s.gold[seat] -= cost
    take_units(s, sea, n)
    say(s, f"{name(s, seat)} sets sail from {area_name(s, sea)} with {n} fleet{'s' if n > 1 else ''}.")
    s.push(Voyage(seat, sea, n, steps))


def take_units(s: CycladesState, area: int, n: int) -> None:
    """Lift ``n`` units off ``area``; an emptied sea space belongs to nobody (CY-MOVE-02)."""
    s.units[area] -= n
    if s.units[area] == 0 and area >= s.geo.n_isl:
        s.own[area] = -1


def land_units(s: CycladesState, seat: int, area: int, n: int) -> None:
    s.own[area] = seat
    s.units[area] += n


class Voyage(Frame):
    """A group of fleets on its way: up to ``steps`` more sea spaces (CY-POS-05..08)."""

    __slots__ = ("at", "group", "moved", "steps")
    name = "voyage"

    def __init__(self, seat: int, at: int, group: int, steps: int) -> None:
        super().__init__(seat)
        self.at = at
        self.group = group
        self.steps = steps
        self.moved = False

    def prompt(self, s: CycladesState) -> str:  # type: ignore[override]
        return (
            f"{name(s, self.seat or 0)}: your {self.group} fleet{'s' if self.group > 1 else ''} at "
            f"{s.geo.area_names[self.at]} may sail {self.steps} more space{'s' if self.steps != 1 else ''}; "
            "sail on, leave or take fleets here, or stop."
        )

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:  # type: ignore[override]
        seat = self.seat
        assert seat is not None
        geo = s.geo
        for b in geo.sea_adj[self.at]:
            if not fleet_blocked(s, b):
                yield act("to", geo.area_names[b])
            elif why is not None:
                why.no(act("to", geo.area_names[b]), "No fleet may enter that sea space now (the Kraken, Polyphemus).")
        if self.moved:
            for k in range(1, self.group):
                yield act("drop", k)
            if s.own[self.at] == seat:
                for k in range(1, s.units[self.at] + 1):
                    yield act("pick", k)
        yield STOP
        if why is not None and why.target.verb == "to":
            why.no(why.target, "A fleet sails to a sea space next to the one it is on (CY-POS-05, CY-POS-08).")

    def resolve(self, s: CycladesState, action: Action) -> None:  # type: ignore[override]
        seat = self.seat
        assert seat is not None
        s._legal = None
        if action is STOP:
            self.land(s)
        elif action.verb == "drop":
            k = int(action.args[0])
            land_units(s, seat, self.at, k)
            self.group -= k
        elif action.verb == "pick":
            k = int(action.args[0])
            take_units(s, self.at, k)
            self.group += k
        else:
            self.sail(s, s.geo.area(str(action.args[0])))

    def sail(self, s: CycladesState, to: int) -> None:
        from .battle import start_battle

        seat = self.seat
        assert seat is not None
        self.at = to
        self.steps -= 1
        self.moved = True
        enemy = s.own[to]
        if enemy not in (-1, seat):  # CY-POS-07: entering another player's fleets stops the voyage
            s.finish(self)
            say(s, f"{name(s, seat)}'s fleets enter {area_name(s, to)}, held by {name(s, enemy)}.")
            start_battle(s, seat, to, self.group)
        elif self.steps == 0:
            self.land(s)

    def land(self, s: CycladesState) -> None:
        seat = self.seat
        assert seat is not None
        land_units(s, seat, self.at, self.group)
        s.finish(self)
        say(s, f"{name(s, seat)}'s fleets reach {area_name(s, self.at)}.")

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "voyage",
            "seat": name(s, self.seat or 0),
            "at": s.geo.area_names[self.at],
            "fleets": self.group,
            "steps_left": self.steps,
        }


# ---------------------------------------------------------------- troops
def march_options(s: CycladesState, seat: int, why: Why | None) -> Iterator[Action]:
    """CY-ARES-05..07, CY-MOVE-04..06, CY-CMB-14: from one of his islands to an island linked by a
    chain of his fleets; another player's last island only when taking it wins."""
    from .creatures import troops_held

    if s.gold[seat] < s.ed.move_cost:
        if why is not None and why.target.verb == "march":
            why.no(why.target, f"A move costs {s.ed.move_cost} GP (CY-ARES-05).")
        return
    for src in rules.islands_of(s, seat):
        if s.units[src] == 0 or troops_held(s, src):
            continue
        for dst in sorted(rules.chain_islands(s, seat, src)):
            if rules.may_invade(s, seat, dst):
                for n in range(1, s.units[src] + 1):
                    yield act("march", src + 1, dst + 1, n)
    if why is not None and why.target.verb == "march":
        why.no(why.target, lambda: _why_no_march(s, seat, why.target))


def _why_no_march(s: CycladesState, seat: int, action: Action) -> str:
    from .creatures import troops_held

    try:
        src, dst, n = (int(x) - 1 for x in action.args)
    except ValueError:
        return "Write a march as 'march FROM TO TROOPS', e.g. 'march 3 5 2'."
    n += 1
    geo = s.geo
    if not (0 <= src < geo.n_isl and 0 <= dst < geo.n_isl):
        return f"Islands are numbered 1 to {geo.n_isl}."
    if s.own[src] != seat or s.units[src] < max(1, n):
        return f"You have {s.units[src] if s.own[src] == seat else 0} troops on island {src + 1} (CY-ARES-05)."
    if troops_held(s, src):
        return "Medusa holds the troops of that island (CY-CRE-23)."
    if dst not in rules.chain_islands(s, seat, src):
        return "No chain of your fleets links those islands (CY-MOVE-04, CY-MOVE-06)."
    return (
        f"Island {dst + 1} is {rules.name(s, s.own[dst])}'s last island: it may be attacked only by a conquest "
        "that wins at once (CY-CMB-14)."
    )


def march(s: CycladesState, seat: int, src: int, dst: int, n: int, cost: int) -> None:
    s.gold[seat] -= cost
    take_units(s, src, n)
    say(s, f"{name(s, seat)} moves {n} troop{'s' if n > 1 else ''} from {area_name(s, src)} to {area_name(s, dst)}.")
    arrive(s, seat, dst, n)


def arrive(s: CycladesState, seat: int, island: int, n: int) -> None:
    """CY-MOVE-08, CY-ARES-07: troops reach an island: reinforce, take it, or fight for it."""
    from .battle import start_battle

    holder = s.own[island]
    if holder == seat:
        s.units[island] += n
    elif holder < 0 or s.units[island] == 0:
        take_island(s, seat, island, n)
    else:
        start_battle(s, seat, island, n)


def take_island(s: CycladesState, seat: int, island: int, n: int) -> None:
    """The island and its buildings become the player's (CY-BLD-08, CY-MOVE-08, CY-MET-08)."""
    from .turns import check_metropolis

    before = s.own[island]
    s.own[island] = seat
    s.units[island] = n
    say(s, f"{name(s, seat)} takes {area_name(s, island)}.")
    if before >= 0 and not rules.islands_of(s, before):
        rules.eliminate(s, before)
    check_metropolis(s)
