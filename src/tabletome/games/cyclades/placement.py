"""Module 1, free placement (CY-FREE-01..26): no units at the start, 7 GP each; a preliminary
cycle auctions one god fewer than there are players (3 with two players), only one marker may go
to Apollo, and then, in god order, each player places 2 troops and 2 fleets and takes his god's
bonus (Poseidon a fleet, Ares a troop, Athena a philosopher, Zeus a priest, Apollo a prosperity
marker). His marker then takes the last free space of the turn track, which sets cycle 1's order.
With two players each marker taken off its god places 1 troop, 1 fleet and that god's bonus.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _

from . import rules
from .base import LISTED, act, available_gods, god_label
from .data import ARES, ATHENA, POSEIDON, ZEUS
from .rules import area_name, joined, name, say, seat_named
from .state import APOLLO
from .turns import prosper
from .words import god

if TYPE_CHECKING:
    from .state import CycladesState

FREE_GOLD = 7  # CY-FREE-02


def free_placement(s: CycladesState) -> bool:
    return bool(s.options["m1_free_placement"])


def preliminary(s: CycladesState) -> bool:
    """The preliminary cycle is cycle 0."""
    return free_placement(s) and s.cycle == 0


def no_revenue(s: CycladesState) -> bool:
    """CY-FREE-20/21: no revenue in the preliminary cycle, "mas isso vale apenas para o ciclo
    preliminar": the first regular cycle pays it (AMB-19; option ``m1_first_revenue=none``: none
    there either, as FAQ 1.81 reads it)."""
    if not free_placement(s) or s.cycle > 1:
        return False
    return s.cycle == 0 or s.options["m1_first_revenue"] == "none"


def start_placement(s: CycladesState) -> None:
    """CY-FREE-02..04: 7 GP, nothing on the board, the preliminary cycle on top of the game."""
    from .flow import Offerings

    for t in range(s.players):
        s.gold[t] = FREE_GOLD
    n = s.players
    up = 3 if n == 2 else n - 1  # CY-FREE-04, CY-FREE-22
    s.rng.shuffle(s.gods)
    s.god_up = [p < up for p in range(4)]
    if s.log is not None:
        gods = joined([god_label(s, g) for g in available_gods(s)], LISTED)
        say(s, N_("The preliminary cycle: {gods}, then Apollo."), gods=gods)
    s.push(PlacementPhase())
    s.push(Offerings())


def apollo_taken(s: CycladesState) -> bool:
    """CY-FREE-05/06, CY-FAQ-01/02, CY-FREE-23: only one marker may go to Apollo."""
    return preliminary(s) and bool(s.apollo)


def bonus_troops(god: int) -> int:
    return 1 if god == ARES else 0


def bonus_fleets(god: int) -> int:
    return 1 if god == POSEIDON else 0


class PlacementPhase(Frame):
    """After the preliminary offerings: the players place in god order, Apollo last (CY-FREE-08);
    then the cycle 1 order is set (CY-FREE-17/18)."""

    __slots__ = ("order",)

    def __init__(self) -> None:
        super().__init__(None)
        self.order: tuple[tuple[int, int], ...] | None = None

    def run(self, s: CycladesState) -> None:
        if self.order is None:
            order = [(s.offer_mark[g], g) for g in available_gods(s) if s.offer_seat[g] >= 0]
            self.order = tuple(order + [(m, APOLLO) for m in s.apollo])
        if self.order:
            (marker, god), self.order = self.order[0], self.order[1:]
            step = Placement(s, marker, god)
            s.push(step)
            step.maybe_done(s)  # with nowhere left to place, nothing is asked
            return
        s.finish(self)
        s.track = list(reversed(s.played))
        s.played = []
        s.apollo = []
        for g in range(len(s.offer_seat)):
            s.offer_seat[g], s.offer_mark[g], s.offer_amt[g] = -1, -1, 0
        say(s, N_("Every player has placed: the first cycle begins."))


class Placement(Frame):
    """One player's placement for one marker (CY-FREE-10..16, CY-FREE-24/25, AMB-20)."""

    __slots__ = ("fleets", "god", "marker", "troops")
    name = "placement"

    def __init__(self, s: CycladesState, marker: int, god: int) -> None:
        super().__init__(marker // 2)
        self.marker = marker
        self.god = god
        base = 1 if s.players == 2 else 2  # CY-FREE-24: one of each per marker with two players
        self.troops = base + bonus_troops(god)
        self.fleets = base + bonus_fleets(god)

    def prompt(self, s: CycladesState) -> str:

        said = {"seat": seat_named(s, self.seat or 0), "god": god(god_label(s, self.god))}
        if self.troops:
            return _("{seat} ({god}): place a troop on an island.").format(**said)
        if self.fleets:
            return _("{seat} ({god}): place a fleet next to one of your islands.").format(**said)
        return _("{seat} ({god}): place Apollo's prosperity marker on one of your islands.").format(**said)

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        seat = self.seat
        assert seat is not None
        if self.troops:
            for i in troop_places(s, seat):
                yield act("troop", i + 1)
        elif self.fleets:
            for a in fleet_places(s, seat):
                yield act("fleet", s.geo.area_names[a])
        else:
            for i in rules.islands_of(s, seat):
                yield act("prosper", i + 1)
        if why is not None:
            why.no(
                why.target,
                N_(
                    "Troops on at least two islands, then fleets on different sea spaces next to them, none "
                    "where another player already stands (CY-FREE-11..14, AMB-20)."
                ),
            )

    def resolve(self, s: CycladesState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        s._legal = None
        if action.verb == "troop":
            island = int(action.args[0]) - 1
            s.own[island] = seat
            s.units[island] += 1
            self.troops -= 1
            say(s, N_("{seat} places a troop on {area}."), seat=name(s, seat), area=area_name(s, island))
        elif action.verb == "fleet":
            a = s.geo.area(str(action.args[0]))
            s.own[a] = seat
            s.units[a] += 1
            self.fleets -= 1
            say(s, N_("{seat} places a fleet on {area}."), seat=name(s, seat), area=area_name(s, a))
        else:
            prosper(s, seat, int(action.args[0]) - 1)
            self.god = -1  # the bonus is placed
        self.maybe_done(s)

    def maybe_done(self, s: CycladesState) -> None:
        if self.troops or self.fleets or (self.god == APOLLO and self.prosper_left(s)):
            if not next(self.options(s, None), None):  # nowhere left to place: the rest is lost
                self.troops = self.fleets = 0
                self.god = -1
                self.maybe_done(s)
            return
        seat = self.seat
        assert seat is not None
        if self.god == ATHENA:  # CY-FREE-10: the god's bonus
            s.philo[seat] += 1
        elif self.god == ZEUS:
            s.priest[seat] += 1
        s.finish(self)
        s.played.append(self.marker)  # CY-FREE-17, CY-FREE-26: the last free space of the turn track

    def prosper_left(self, s: CycladesState) -> bool:
        return sum(s.prosp) < rules.prosperity_supply(s) and bool(rules.islands_of(s, self.seat or 0))

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {"step": "placement", "seat": name(s, self.seat or 0), "god": god_label(s, self.god)}


def troop_places(s: CycladesState, seat: int) -> list[int]:
    """CY-FREE-11/12, AMB-20: while he holds fewer than two islands a troop goes on a new free one;
    after that (the Ares player's third troop) on a free island or one of his."""
    mine = rules.islands_of(s, seat)
    free = [i for i in range(s.geo.n_isl) if s.own[i] < 0]
    return free if len(mine) < 2 else sorted(free + mine)


def fleet_places(s: CycladesState, seat: int) -> list[int]:
    """CY-FREE-13..15, AMB-20: next to his islands, on a space no other player holds; the first two
    on different spaces (the Poseidon player's third on a new space or with one of his)."""
    geo = s.geo
    near = {a for i in rules.islands_of(s, seat) for a in geo.isl_seas[i]}
    mine = [a for a in range(geo.n_isl, geo.n_areas) if s.own[a] == seat]
    free = [a for a in near if s.own[a] < 0]
    return sorted(free) if len(mine) < 2 else sorted(set(free) | (set(mine) & near))
