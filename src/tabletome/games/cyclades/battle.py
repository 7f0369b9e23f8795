"""Battles (CY-CMB-01..13): rounds of one die per side plus its units and its bonuses; the lower
total loses a unit (both on a tie); after a round in which both sides still stand, the defender
may retreat, then the attacker; the side left alone holds the space.

The attacker's units are in the battle's frame until it is decided; the defender's stay on the
space. Both dice come from the state's generator, the attacker's first.
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

STAY = act("stay")


def start_battle(s: CycladesState, attacker: int, area: int, units: int) -> None:
    """CY-CMB-01: units arrive where another player's units are: the mover attacks."""
    defender = s.own[area]
    say(s, f"Battle on {area_name(s, area)}: {name(s, attacker)} attacks {name(s, defender)}.")
    s.push(Battle(attacker, defender, area, units))


def roll(s: CycladesState) -> int:
    faces = s.ed.faces
    s.reveals += 1
    return faces[s.rng.below(len(faces))]


def defence_bonus(s: CycladesState, area: int, defender: int) -> int:
    """CY-CMB-04/05: Fortresses on the island, or the defender's Ports next to the sea space;
    a figurine's help (the Minotaur, CY-CRE-22)."""
    from .creatures import island_defence

    if area < s.geo.n_isl:
        return rules.fortresses(s, area) + island_defence(s, area)
    return rules.ports_next_to(s, defender, area)


class Battle(Frame):
    """One battle. Automatic while the dice roll; the defender, then the attacker, decide whether
    to retreat after each round both sides survive (CY-CMB-07, AMB-14)."""

    __slots__ = ("area", "attacker", "defender", "force", "rounds")
    name = "retreat"

    def __init__(self, attacker: int, defender: int, area: int, force: int) -> None:
        super().__init__(None)
        self.attacker = attacker
        self.defender = defender
        self.area = area
        self.force = force  # the attacker's units in the battle
        self.rounds = 0

    # ---- the dice
    def run(self, s: CycladesState) -> None:  # type: ignore[override]
        area = self.area
        a_die, d_die = roll(s), roll(s)
        a_total = self.force + a_die  # CY-CMB-02, CY-CMB-13
        d_total = s.units[area] + d_die + defence_bonus(s, area, self.defender)
        self.rounds += 1
        say(
            s,
            f"Round {self.rounds}: {name(s, self.attacker)} rolls {a_die} for {a_total}, "
            f"{name(s, self.defender)} rolls {d_die} for {d_total}.",
        )
        if a_total <= d_total:  # CY-CMB-06: the lower total loses a unit, both on a tie
            self.force -= 1
            rules.unit_lost(s, self.attacker, area)
        if d_total <= a_total:
            s.units[area] -= 1
            rules.unit_lost(s, self.defender, area)
        if self.force == 0 or s.units[area] == 0:
            self.decide(s)
            return
        self.ask(s, self.defender)

    # ---- retreats
    def ask(self, s: CycladesState, seat: int) -> None:
        """Ask ``seat`` whether to retreat, when it can; else on to the attacker or a new round."""
        if retreats(s, seat, self.area, self.defender):
            self.seat = seat
        elif seat == self.defender:
            self.ask(s, self.attacker)
        else:
            self.seat = None
        s._legal = None

    def prompt(self, s: CycladesState) -> str:  # type: ignore[override]
        side = "defend" if self.seat == self.defender else "attack"
        return f"{name(s, self.seat or 0)}: you {side} {area_name(s, self.area)}; retreat, or stay and fight on."

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:  # type: ignore[override]
        seat = self.seat
        assert seat is not None
        geo = s.geo
        for a in retreats(s, seat, self.area, self.defender):
            yield act("retreat", geo.area_names[a])
        yield STAY
        if why is not None and why.target.verb == "retreat":
            why.no(
                why.target,
                "Troops retreat to an island of yours linked by your fleets, fleets to a next sea space "
                "that is empty or yours (CY-CMB-10, CY-CMB-11).",
            )

    def resolve(self, s: CycladesState, action: Action) -> None:  # type: ignore[override]
        seat = self.seat
        assert seat is not None
        if action is STAY:
            if seat == self.defender:
                self.ask(s, self.attacker)
            else:
                self.seat = None  # CY-CMB-07: a new round
                s._legal = None
            return
        to = s.geo.area(str(action.args[0]))
        if seat == self.defender:
            n = s.units[self.area]
            s.units[self.area] = 0
            move_back(s, seat, to, n)
            say(s, f"{name(s, seat)} retreats from {area_name(s, self.area)} to {area_name(s, to)}.")
        else:
            move_back(s, seat, to, self.force)
            say(s, f"{name(s, seat)} retreats to {area_name(s, to)}.")
            self.force = 0
        self.decide(s)

    # ---- the end
    def decide(self, s: CycladesState) -> None:
        """CY-CMB-08/09: the side left alone holds the space; if none is, an island stays the
        defender's and a sea space is empty."""
        from .moves import take_island

        s.finish(self)
        area = self.area
        if self.force > 0:
            if area < s.geo.n_isl:
                take_island(s, self.attacker, area, self.force)
            else:
                s.own[area] = self.attacker
                s.units[area] = self.force
                say(s, f"{name(s, self.attacker)} wins the battle on {area_name(s, area)}.")
            return
        if area >= s.geo.n_isl and s.units[area] == 0:
            s.own[area] = -1
        say(s, f"{name(s, self.defender)} holds {area_name(s, area)}.")

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "battle",
            "area": s.geo.area_names[self.area],
            "attacker": name(s, self.attacker),
            "defender": name(s, self.defender),
            "attacking_units": self.force,
            "defending_units": s.units[self.area],
            "rounds": self.rounds,
        }


def retreats(s: CycladesState, seat: int, area: int, defender: int) -> list[int]:
    """CY-CMB-10/11: where ``seat``'s units in the battle may go (empty: no retreat)."""
    from .moves import fleet_blocked

    geo = s.geo
    if area < geo.n_isl:
        return sorted(i for i in rules.chain_islands(s, seat, area) if s.own[i] == seat)
    return [b for b in geo.sea_adj[area] if s.own[b] in (-1, seat) and not fleet_blocked(s, b)]


def move_back(s: CycladesState, seat: int, to: int, n: int) -> None:
    s.own[to] = seat
    s.units[to] += n
