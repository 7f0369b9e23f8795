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
from tabletome.engine.i18n import N_, _, ngettext
from tabletome.engine.i18n.retell import said, said_n

from . import battle, rules
from . import heroes as _heroes  # its parameters are named heroes
from .base import act
from .figurines import closed_seas, fleet_blocked, troops_held
from .rules import area_name, name, say, seat_named
from .words import fleets_said

if TYPE_CHECKING:
    from .state import CycladesState

STOP = act("stop")


def fleet_targets(s: CycladesState, seat: int) -> list[int]:
    """CY-POS-03: sea spaces next to one of his islands, empty or holding only his fleets."""
    geo, own = s.geo, s.own
    closed = closed_seas(s)
    out = set()
    for i in rules.islands_of(s, seat):
        for a in geo.isl_seas[i]:
            if own[a] in (-1, seat) and a not in closed:
                out.add(a)
    return sorted(out)


def voyage_starts(s: CycladesState, seat: int, hades: bool = False) -> list[tuple[int, ...]]:
    """(sea space, fleets[, undead]) a voyage may start with: some or all of the player's fleets
    there; with Hades at least one undead fleet goes (CY-HADES-17/18)."""
    geo, own, units, undead = s.geo, s.own, s.units, s.undead
    closed = closed_seas(s)
    out: list[tuple[int, ...]] = []
    for a in range(geo.n_isl, geo.n_areas):
        if own[a] != seat or (closed and all(b in closed for b in geo.sea_adj[a])):
            continue
        if hades:
            out += [(a, n, u) for u in range(1, undead[a] + 1) for n in range(units[a] + 1)]
        else:
            out += [(a, n) for n in range(1, units[a] + 1)]
    return out


def start_voyage(s: CycladesState, seat: int, sea: int, n: int, cost: int, steps: int, u: int = 0) -> None:
    s.gold[seat] -= cost
    take_units(s, sea, n, u)
    if s.log is not None:
        units = units_said(s, n, u, (), "fleet")
        say(
            s, N_("{seat} sets sail from {area} with {units}."), seat=name(s, seat), area=area_name(s, sea), units=units
        )
    s.push(Voyage(seat, sea, n, steps, u))


def take_units(s: CycladesState, area: int, n: int, u: int = 0) -> None:
    """Lift units off ``area``; an emptied sea space belongs to nobody (CY-MOVE-02)."""
    s.units[area] -= n
    s.undead[area] -= u
    if area >= s.geo.n_isl and s.units[area] == 0 and s.undead[area] == 0:
        s.own[area] = -1


def land_units(s: CycladesState, seat: int, area: int, n: int, u: int = 0) -> None:
    s.own[area] = seat
    s.units[area] += n
    s.undead[area] += u


class Voyage(Frame):
    """A group of fleets on its way: up to ``steps`` more sea spaces (CY-POS-05..08)."""

    __slots__ = ("at", "group", "moved", "steps", "ugroup")
    name = "voyage"

    def __init__(self, seat: int, at: int, group: int, steps: int, ugroup: int = 0) -> None:
        super().__init__(seat)
        self.at = at
        self.group = group
        self.ugroup = ugroup  # undead fleets in the group (Module 2)
        self.steps = steps
        self.moved = False

    def prompt(self, s: CycladesState) -> str:

        return ngettext(
            "{seat}: your {fleets} at {sea} may sail {n} more space; sail on, leave or take fleets here, or stop.",
            "{seat}: your {fleets} at {sea} may sail {n} more spaces; sail on, leave or take fleets here, or stop.",
            self.steps,
        ).format(
            seat=seat_named(s, self.seat or 0),
            fleets=fleets_said(self.group, self.ugroup),
            sea=s.geo.area_names[self.at],
            n=self.steps,
        )

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        seat = self.seat
        assert seat is not None
        geo = s.geo
        for b in geo.sea_adj[self.at]:
            if not fleet_blocked(s, b):
                yield act("to", geo.area_names[b])
            elif why is not None:
                why.no(
                    act("to", geo.area_names[b]), N_("No fleet may enter that sea space now (the Kraken, Polyphemus).")
                )
        if self.moved:
            yield from self.regroup(s, seat)
        yield STOP
        if why is not None and why.target.verb == "to":
            why.no(why.target, N_("A fleet sails to a sea space next to the one it is on (CY-POS-05, CY-POS-08)."))

    def regroup(self, s: CycladesState, seat: int) -> Iterator[Action]:
        """CY-POS-06: leave fleets on the way (the group keeps one), take his own along."""
        size = self.group + self.ugroup
        for k in range(1, min(self.group, size - 1) + 1):
            yield act("drop", k)
        for k in range(1, min(self.ugroup, size - 1) + 1):
            yield act("drop-undead", k)
        if s.own[self.at] == seat:
            for k in range(1, s.units[self.at] + 1):
                yield act("pick", k)
            for k in range(1, s.undead[self.at] + 1):
                yield act("pick-undead", k)

    def resolve(self, s: CycladesState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        s._legal = None
        verb = action.verb
        if action is STOP:
            self.land(s)
        elif verb in ("drop", "drop-undead"):
            k = int(action.args[0])
            undead = verb == "drop-undead"
            land_units(s, seat, self.at, 0 if undead else k, k if undead else 0)
            self.group -= 0 if undead else k
            self.ugroup -= k if undead else 0
        elif verb in ("pick", "pick-undead"):
            k = int(action.args[0])
            undead = verb == "pick-undead"
            take_units(s, self.at, 0 if undead else k, k if undead else 0)
            self.group += 0 if undead else k
            self.ugroup += k if undead else 0
        else:
            self.sail(s, s.geo.area(str(action.args[0])))

    def sail(self, s: CycladesState, to: int) -> None:
        seat = self.seat
        assert seat is not None
        self.at = to
        self.steps -= 1
        self.moved = True
        enemy = s.own[to]
        if enemy not in (-1, seat):  # CY-POS-07: entering another player's fleets stops the voyage
            s.finish(self)
            say(
                s,
                N_("{seat}'s fleets enter {area}, held by {other}."),
                seat=name(s, seat),
                area=area_name(s, to),
                other=name(s, enemy),
            )
            battle.start_battle(s, seat, to, self.group, self.ugroup)
        elif self.steps == 0:
            self.land(s)

    def land(self, s: CycladesState) -> None:
        seat = self.seat
        assert seat is not None
        land_units(s, seat, self.at, self.group, self.ugroup)
        s.finish(self)
        say(s, N_("{seat}'s fleets reach {area}."), seat=name(s, seat), area=area_name(s, self.at))

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "voyage",
            "seat": name(s, self.seat or 0),
            "at": s.geo.area_names[self.at],
            "fleets": self.group,
            "undead": self.ugroup,
            "steps_left": self.steps,
        }


# ---------------------------------------------------------------- troops
def march_options(s: CycladesState, seat: int, why: Why | None, hades: bool = False) -> Iterator[Action]:
    """CY-ARES-05..07, CY-MOVE-04..06, CY-CMB-14: from one of his islands to an island linked by a
    chain of his fleets; another player's last island only when taking it wins. With Hades every
    move takes at least one undead along (CY-HADES-17/18); heroes march like troops (AMB-28)."""

    if s.gold[seat] < s.ed.move_cost:
        if why is not None and why.target.verb == "march":
            why.no(why.target, _("A move costs {n} GP (CY-ARES-05).").format(n=s.ed.move_cost))
        return
    units, hero_area = s.units, s.hero_area
    for src in rules.islands_of(s, seat):
        if rules.present(s, src) == 0 or troops_held(s, src):
            continue
        if hades or src in hero_area:
            groups = list(march_groups(s, src, hades))
        else:  # march_groups without undead or heroes: the troops alone
            groups = [(n,) for n in range(1, units[src] + 1)]
        if not groups:
            continue
        for dst in sorted(rules.chain_islands(s, seat, src)):
            if rules.may_invade(s, seat, dst):
                for group in groups:
                    yield act("march", src + 1, dst + 1, *group)
    if why is not None and why.target.verb == "march":
        why.no(why.target, lambda: _why_no_march(s, seat, why.target, hades))


def march_groups(s: CycladesState, src: int, hades: bool) -> Iterator[tuple[int | str, ...]]:
    """The groups that may leave ``src``: (troops), or (troops, undead[, heroes]) written out only
    as far as needed: ``march 3 5 2``, ``march 3 5 1 1``, ``march 3 5 0 0 perseus``."""

    undead = range(1, s.undead[src] + 1) if hades else range(1)
    for group in _heroes.hero_sets(s, src):
        for u in undead:
            for n in range(s.units[src] + 1):
                if n + u + len(group) == 0:
                    continue
                if group:
                    yield (n, u, "+".join(group))
                elif u:
                    yield (n, u)
                else:
                    yield (n,)


def _why_no_march(s: CycladesState, seat: int, action: Action, hades: bool) -> str:
    try:
        src, dst = int(action.args[0]) - 1, int(action.args[1]) - 1
    except (IndexError, ValueError):
        return _("Write a march as 'march FROM TO TROOPS', e.g. 'march 3 5 2'.")
    geo = s.geo
    if not (0 <= src < geo.n_isl and 0 <= dst < geo.n_isl):
        return _("Islands are numbered 1 to {n}.").format(n=geo.n_isl)
    if s.own[src] != seat:
        return _("You have no troops on island {n} (CY-ARES-05).").format(n=src + 1)
    if troops_held(s, src):
        return _("Medusa holds the troops of that island (CY-CRE-23).")
    if dst not in rules.chain_islands(s, seat, src):
        return _("No chain of your fleets links those islands (CY-MOVE-04, CY-MOVE-06).")
    if dst != src and s.own[dst] >= 0 and s.own[dst] != seat and not rules.may_invade(s, seat, dst):
        return _(
            "Island {n} is {player}'s last island: it may be attacked only by a conquest that wins at once (CY-CMB-14)."
        ).format(n=dst + 1, player=rules.seat_named(s, s.own[dst]))
    if hades:
        return _("Every move with Hades takes at least one undead along (CY-HADES-18).")
    return _("You do not have those troops on island {n} (CY-ARES-05).").format(n=src + 1)


def march(s: CycladesState, seat: int, src: int, dst: int, group: tuple[int, int, tuple[int, ...]], cost: int) -> None:
    n, u, heroes = group
    s.gold[seat] -= cost
    s.units[src] -= n
    s.undead[src] -= u
    _heroes.move_heroes(s, heroes, -1)
    if s.log is not None:
        say(
            s,
            N_("{seat} moves {units} from {area} to {to}."),
            seat=name(s, seat),
            units=units_said(s, n, u, heroes),
            area=area_name(s, src),
            to=area_name(s, dst),
        )
    arrive(s, seat, dst, n, u, heroes)


def units_said(s: CycladesState, n: int, u: int, heroes: tuple[int, ...], unit: str = "troop") -> Any:
    """What moves, in a line: "2 troops and 1 undead and Perseus", "1 fleet", "nothing"."""
    parts: list[Any] = []
    if n:
        parts.append(said_n("{n} troop", "{n} troops", n) if unit == "troop" else said_n("{n} fleet", "{n} fleets", n))
    if u:
        parts.append(said(N_("{n} undead"), n=u))
    parts += [s.ed.c_names[h] for h in heroes]
    return rules.joined(parts) if parts else N_("nothing")


def arrive(s: CycladesState, seat: int, island: int, n: int, u: int = 0, heroes: tuple[int, ...] = ()) -> None:
    """CY-MOVE-08, CY-ARES-07: troops reach an island: reinforce, take it, or fight for it."""

    holder = s.own[island]
    if holder == seat:
        s.units[island] += n
        s.undead[island] += u
        _heroes.move_heroes(s, heroes, island)
    elif holder < 0 or rules.present(s, island) == 0:
        battle.take_island(s, seat, island, n, u, heroes)
    else:
        battle.start_battle(s, seat, island, n, u, heroes)
