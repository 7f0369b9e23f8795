"""Metropolises (CY-MET-01..08): the moment a player owns 4 philosophers, or controls one building
of each of the four types, he discards them and places a Metropolis on one of his islands.

``MetropolisCheck`` is pushed after anything that could complete a set (a building, a conquest, a
philosopher, a stolen card). It converts, one set at a time, until nobody has a set left; where
the player has a choice (which island, which of two buildings of a type) it asks him.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _

from . import rules
from .base import act
from .rules import THEATER, area_name, name, say, seat_named
from .words import building

if TYPE_CHECKING:
    from .state import CycladesState


AMAZONS = -2  # the Secret Island of the Amazons as a site (written "metropolis 0")


def metro_sites(s: CycladesState, seat: int) -> list[int]:
    """CY-MET-05/06: his islands whose metropolis space is free (and the Secret Island's, CY-HERO-20)."""
    sites = [i for i in rules.islands_of(s, seat) if s.metro[i] == 0]
    if s.amazons[seat] == 1:
        sites.append(AMAZONS)
    return sites


def building_set(s: CycladesState, seat: int) -> bool:
    """CY-MET-02/03, CY-THEA-01/02: one of each type on his islands, Theaters standing in."""
    return rules._full_set(rules.kinds_of(s, seat))


def needs(s: CycladesState, seat: int, kinds: list[int] | None = None) -> str:
    """What set ``seat`` has to convert, if any (``kinds``: his building types, when read already)."""
    if s.philo[seat] >= 4:
        return "philosophers"
    if rules._full_set(rules.kinds_of(s, seat) if kinds is None else kinds):
        return "buildings"
    return ""


def kinds_by_seat(s: CycladesState) -> list[list[int]]:
    """Every seat's :func:`rules.kinds_of`, in one pass over the islands."""
    bld, off, own = s.bld, s.bld_off, s.own
    out: list[list[int]] = [[] for _ in range(s.players)]
    for i in range(s.geo.n_isl):
        t = own[i]
        if t >= 0:
            out[t] += [b for b in bld[off[i] : off[i + 1]] if b >= 0]
    return out


class MetropolisCheck(Frame):
    """Automatic: converts every complete set, asking where the player has a choice."""

    __slots__ = ("kind", "site", "todo", "where")
    name = "metropolis"

    def __init__(self) -> None:
        super().__init__(None)
        self.kind = ""
        self.site = -1
        self.where = False  # asking the player for the island
        self.todo: tuple[int, ...] = ()  # building types still to discard

    def run(self, s: CycladesState) -> None:
        kinds = kinds_by_seat(s)  # run after every building, conquest or card: read once for all
        for t in range(s.players):
            kind = "" if s.out[t] else needs(s, t, kinds[t])
            if kind:
                self.begin(s, t, kind)
                return
        s.finish(self)

    def begin(self, s: CycladesState, seat: int, kind: str) -> None:
        self.kind = kind
        self.site = -1
        self.todo = ()
        if kind == "philosophers":  # CY-MET-01
            s.philo[seat] -= 4
            say(s, N_("{seat} has four philosophers: they become a Metropolis (CY-MET-01)."), seat=name(s, seat))
        else:
            self.todo = (0, 1, 2, 3)
            say(s, N_("{seat} has the four buildings: they become a Metropolis (CY-MET-02)."), seat=name(s, seat))
        sites = metro_sites(s, seat)
        if len(sites) > 1:
            self.where = True  # his choice of the island
            self.seat = seat
            s._legal = None
            return
        self.site = sites[0] if sites else -1
        self.carry_on(s, seat)

    def carry_on(self, s: CycladesState, seat: int) -> None:
        """The buildings to discard (asking which when he has two of a type), then the Metropolis."""
        self.where = False
        while self.todo:
            choices = discard_choices(s, seat, self.todo[0], self.site)
            if len(choices) > 1:
                self.seat = seat
                s._legal = None
                return
            self.todo = self.todo[1:]
            if choices:
                discard(s, choices[0])
        self.seat = None
        s._legal = None
        place(s, seat, self.site)

    def prompt(self, s: CycladesState) -> str:

        who = seat_named(s, self.seat or 0)
        if self.where:
            return _("{seat}: choose the island of your new Metropolis.").format(seat=who)
        return _("{seat}: choose which {building} goes into the Metropolis.").format(
            seat=who, building=building(rules.building_label(self.todo[0]))
        )

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        seat = self.seat
        assert seat is not None
        if self.where:
            for i in metro_sites(s, seat):
                yield act("metropolis", 0 if i == AMAZONS else i + 1)
            if why is not None:
                why.no(
                    why.target, N_("The Metropolis goes on a free metropolis space of one of your islands (CY-MET-05).")
                )
            return
        for space in discard_choices(s, seat, self.todo[0], self.site):
            yield act("give", rules.building_label(s.bld[space]).lower(), rules.island_of_space(s, space) + 1)
        if why is not None:
            why.no(why.target, N_("Give one building of the type asked, from one of your islands (CY-MET-02)."))

    def resolve(self, s: CycladesState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        if action.verb == "metropolis":
            self.site = int(action.args[0]) - 1 if int(action.args[0]) else AMAZONS
        else:
            island = int(action.args[1]) - 1
            choices = discard_choices(s, seat, self.todo[0], self.site)
            space = next(k for k in choices if rules.island_of_space(s, k) == island)
            self.todo = self.todo[1:]
            discard(s, space)
        self.carry_on(s, seat)

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {"step": "metropolis", "seat": name(s, self.seat) if self.seat is not None else None, "from": self.kind}


def discard_choices(s: CycladesState, seat: int, kind: int, site: int) -> list[int]:
    """The spaces of his buildings of ``kind`` he may give up (a Theater when he has none of it).
    One standing under the new Metropolis is lost anyway, so it goes first (AMB-10)."""
    mine = [(k, b) for k, b in rules.buildings_of(s, seat)]
    spaces = [k for k, b in mine if b == kind]
    if not spaces:
        spaces = [k for k, b in mine if b == THEATER]
    if site >= 0:  # (the Secret Island has no building spaces)
        under = [k for k in spaces if k in rules.covered(s, site)]
        if under:
            return under[:1]
    one_per_island: dict[int, int] = {}
    for k in spaces:  # two of a type on one island are the same choice
        one_per_island.setdefault(rules.island_of_space(s, k), k)
    return list(one_per_island.values())


def discard(s: CycladesState, space: int) -> None:
    s.bld[space] = -1


def place(s: CycladesState, seat: int, site: int) -> None:
    """CY-MET-05, AMB-10: the Metropolis covers two small spaces (their buildings are lost); with no
    free metropolis space, or none left in the supply, the Metropolis is lost."""
    placed = sum(s.metro[i] == 1 for i in range(s.geo.n_isl)) + s.amazons.count(2)
    if site == -1 or placed >= s.ed.n_metropolises:
        say(s, N_("{seat} has no free metropolis space: the Metropolis is lost (CY-MET-05)."), seat=name(s, seat))
        return
    if site == AMAZONS:
        s.amazons[seat] = 2
        say(s, N_("{seat} places a Metropolis on the Secret Island of the Amazons."), seat=name(s, seat))
        return
    for k in rules.covered(s, site):
        if s.bld[k] >= 0:
            say(s, N_("The {building} under the metropolis space is removed."), building=rules.building_label(s.bld[k]))
            s.bld[k] = -1
    s.metro[site] = 1
    say(s, N_("{seat} places a Metropolis on {area}."), seat=name(s, seat), area=area_name(s, site))


def check_metropolis(s: CycladesState) -> None:
    """After anything that may give a player four philosophers or the four buildings (CY-MET-01/02)."""
    s.push(MetropolisCheck())
