"""Battles (CY-CMB-01..13): rounds of one die per side plus its units and its bonuses; the lower
total loses a unit (both on a tie); after a round in which both sides still stand, the defender
may retreat, then the attacker; the side left alone holds the space.

The attacker's units are in the battle's frame until it is decided: normal units, undead
(Module 2: each counts as one, CY-HADES-19) and heroes (Module 3: each counts as one troop and
adds its military power, CY-HERO-11/12). The defender's stay on the space. A side that loses a
round with more than one kind of unit chooses which one goes (the Hades player, CY-HADES-20;
a hero's owner, AMB-28). Both dice come from the state's generator, the attacker's first.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _

from . import favours, heroes, rules
from .base import act
from .figurines import fleet_blocked, island_defence, slug
from .heroes import move_heroes
from .metropolis import check_metropolis
from .rules import area_name, name, say, seat_named
from .words import area

if TYPE_CHECKING:
    from .state import CycladesState

STAY = act("stay")
PASS = act("pass")


def start_battle(
    s: CycladesState, attacker: int, area: int, units: int, undead: int = 0, heroes: tuple[int, ...] = ()
) -> None:
    """CY-CMB-01: units arrive where another player's units are: the mover attacks."""
    defender = s.own[area]
    say(
        s,
        N_("Battle on {area}: {seat} attacks {other}."),
        area=area_name(s, area),
        seat=name(s, attacker),
        other=name(s, defender),
    )
    s.push(Battle(attacker, defender, area, units, undead, heroes))


def roll(s: CycladesState) -> int:
    faces = s.ed.faces
    s.reveals += 1
    return faces[s.rng.below(len(faces))]


def defence_bonus(s: CycladesState, area: int, defender: int) -> int:
    """CY-CMB-04/05: Fortresses on the island, or the defender's Ports next to the sea space;
    a figurine's help (the Minotaur, CY-CRE-22)."""

    if area < s.geo.n_isl:
        return rules.fortresses(s, area) + island_defence(s, area)
    return rules.ports_next_to(s, defender, area)


class Battle(Frame):
    """One battle. Automatic while the dice roll; a loser with a choice of unit, then the
    defender and the attacker (whether to retreat), decide between rounds (CY-CMB-07, AMB-14)."""

    __slots__ = (
        "area",
        "asked",
        "attacker",
        "bonus",
        "defender",
        "force",
        "heroes",
        "losses",
        "phase",
        "rounds",
        "undead",
    )
    name = "retreat"

    def __init__(
        self, attacker: int, defender: int, area: int, force: int, undead: int = 0, heroes: tuple[int, ...] = ()
    ) -> None:
        super().__init__(None)
        self.attacker = attacker
        self.defender = defender
        self.area = area
        self.force = force  # the attacker's normal units in the battle
        self.undead = undead
        self.heroes = heroes
        self.rounds = 0
        self.losses: tuple[int, ...] = ()  # seats still to lose a unit this round
        self.phase = "roll"
        self.asked = 0  # Module 4: sides asked about battle items before this round
        self.bonus = (0, 0, 0, 0)  # items played: attacker and defender this round, then every round

    # ---- the dice
    def run(self, s: CycladesState) -> None:

        if self.asked < 2:  # CY-FAV-09, CY-FAV-13: battle items before the round (attacker first)
            seat = self.attacker if self.asked == 0 else self.defender
            self.asked += 1
            if favours.holds_items(s, seat):
                self.phase = "items"
                self.seat = seat
                s._legal = None
            return
        area = self.area
        a_round, d_round, a_all, d_all = self.bonus
        a_die, d_die = roll(s), roll(s)
        a_total = self.strength(s, self.attacker) + a_die + heroes.military(s, self.heroes, True, area)  # CY-CMB-02
        a_total += a_round + a_all
        defenders = rules.heroes_at(s, area)
        d_total = self.strength(s, self.defender) + d_die + defence_bonus(s, area, self.defender)
        d_total += heroes.military(s, defenders, False, area) + d_round + d_all
        self.asked = 0
        self.bonus = (0, 0, a_all, d_all)
        self.rounds += 1
        say(
            s,
            N_("Round {n}: {seat} rolls {die} for {total}, {other} rolls {other_die} for {other_total}."),
            n=self.rounds,
            seat=name(s, self.attacker),
            die=a_die,
            total=a_total,
            other=name(s, self.defender),
            other_die=d_die,
            other_total=d_total,
        )
        losers = []  # CY-CMB-06: the lower total loses a unit, both on a tie
        if a_total <= d_total:
            losers.append(self.attacker)
        if d_total <= a_total:
            losers.append(self.defender)
        self.losses = tuple(losers)
        self.take_losses(s)

    def strength(self, s: CycladesState, seat: int) -> int:
        """CY-CMB-13, CY-HADES-19, CY-HERO-11: every unit counts one."""
        if seat == self.attacker:
            return self.force + self.undead + len(self.heroes)
        return rules.present(s, self.area)

    # ---- losses
    def kinds(self, s: CycladesState, seat: int) -> list[Action]:
        """The units ``seat`` may lose (one kind each; a hero by name)."""

        unit = "troop" if self.area < s.geo.n_isl else "fleet"
        if seat == self.attacker:
            normal, undead, heroes = self.force, self.undead, self.heroes
        else:
            normal, undead, heroes = s.units[self.area], s.undead[self.area], tuple(rules.heroes_at(s, self.area))
        out = [act("lose", unit)] if normal else []
        if undead:
            out.append(act("lose", "undead"))
        out += [act("lose", slug(s.ed.c_names[h])) for h in heroes]
        return out

    def take_losses(self, s: CycladesState) -> None:
        while self.losses:
            seat = self.losses[0]
            kinds = self.kinds(s, seat)
            if len(kinds) > 1:
                self.phase = "loss"
                self.seat = seat
                s._legal = None
                return
            self.losses = self.losses[1:]
            if kinds:
                self.lose(s, seat, kinds[0])
        self.after_round(s)

    def lose(self, s: CycladesState, seat: int, action: Action) -> None:
        """CY-CMB-12: the unit goes back to its owner's reserve (a hero leaves the game, CY-HERO-18;
        only a normal unit puts a GP on the Necropolis, CY-NEC-04/05)."""

        what = str(action.args[0])
        attacking = seat == self.attacker
        if what in ("troop", "fleet"):
            if attacking:
                self.force -= 1
            else:
                s.units[self.area] -= 1
            rules.unit_lost(s, seat, self.area)
        elif what == "undead":
            if attacking:
                self.undead -= 1
            else:
                s.undead[self.area] -= 1
        else:
            hero = next(h for h in (self.heroes if attacking else rules.heroes_at(s, self.area)) if _slug(s, h) == what)
            if attacking:
                self.heroes = tuple(h for h in self.heroes if h != hero)
            heroes.hero_dies(s, hero)

    def after_round(self, s: CycladesState) -> None:
        self.phase = "roll"
        if self.strength(s, self.attacker) == 0 or rules.present(s, self.area) == 0:
            self.decide(s)
            return
        self.ask(s, self.defender)

    # ---- retreats
    def ask(self, s: CycladesState, seat: int) -> None:
        """Ask ``seat`` whether to retreat, when it can; else on to the attacker or a new round."""
        self.phase = "retreat"
        if retreats(s, seat, self.area):
            self.seat = seat
        elif seat == self.defender:
            self.ask(s, self.attacker)
            return
        else:
            self.seat = None
            self.phase = "roll"
        s._legal = None

    def prompt(self, s: CycladesState) -> str:

        who, where = seat_named(s, self.seat or 0), area(s.geo.area_names[self.area])
        if self.phase == "items":
            return _("{seat}: before this round on {area}, play a magic item, or pass.").format(seat=who, area=where)
        if self.phase == "loss":
            return _("{seat}: you lost this round on {area}; choose the unit that goes.").format(seat=who, area=where)
        if self.seat == self.defender:
            return _("{seat}: you defend {area}; retreat, or stay and fight on.").format(seat=who, area=where)
        return _("{seat}: you attack {area}; retreat, or stay and fight on.").format(seat=who, area=where)

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        seat = self.seat
        assert seat is not None
        if self.phase == "items":
            yield from self.item_options(s, seat)
            return
        if self.phase == "loss":
            yield from self.kinds(s, seat)
            if why is not None:
                why.no(why.target, N_("Choose one of your units in this battle (CY-HADES-20, AMB-28)."))
            return
        geo = s.geo
        for a in retreats(s, seat, self.area):
            yield act("retreat", geo.area_names[a])
        yield STAY
        if why is not None and why.target.verb == "retreat":
            why.no(
                why.target,
                N_(
                    "Troops retreat to an island of yours linked by your fleets, fleets to a next sea space "
                    "that is empty or yours (CY-CMB-10, CY-CMB-11)."
                ),
            )

    def resolve(self, s: CycladesState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        s._legal = None
        if self.phase == "items":
            self.play_item(s, seat, action)
            return
        if self.phase == "loss":
            self.losses = self.losses[1:]
            self.lose(s, seat, action)
            self.take_losses(s)
            return
        if action is STAY:
            if seat == self.defender:
                self.ask(s, self.attacker)
            else:
                self.seat = None  # CY-CMB-07: a new round
                self.phase = "roll"
            return
        self.retreat(s, seat, s.geo.area(str(action.args[0])))
        self.decide(s)

    def item_options(self, s: CycladesState, seat: int) -> Iterator[Action]:
        for item in favours.battle_items(s, seat, self.area >= s.geo.n_isl):
            yield act("use", favours.slug(s.ed.item_names[item]))
        yield PASS

    def play_item(self, s: CycladesState, seat: int, action: Action) -> None:
        self.phase = "roll"
        self.seat = None
        if action is PASS:
            return
        item = favours.item_named(s, seat, str(action.args[0]))
        favours.spend(s, seat, item)
        a_round, d_round, a_all, d_all = self.bonus
        lasting = s.ed.item_powers[item] == "battle"
        gain = 1 if lasting else 2
        if seat == self.attacker:
            a_round, a_all = (a_round, a_all + gain) if lasting else (a_round + gain, a_all)
        else:
            d_round, d_all = (d_round, d_all + gain) if lasting else (d_round + gain, d_all)
        self.bonus = (a_round, d_round, a_all, d_all)

    def retreat(self, s: CycladesState, seat: int, to: int) -> None:
        """CY-CMB-10/11, AMB-14: all the side's units leave together, free."""

        area = self.area
        if seat == self.defender:
            move_back(s, seat, to, s.units[area], s.undead[area])
            heroes.move_heroes(s, tuple(rules.heroes_at(s, area)), to)
            s.units[area] = s.undead[area] = 0
        else:
            move_back(s, seat, to, self.force, self.undead)
            heroes.move_heroes(s, self.heroes, to)
            self.force = self.undead = 0
            self.heroes = ()
        say(
            s,
            N_("{seat} retreats from {area} to {to}."),
            seat=name(s, seat),
            area=area_name(s, area),
            to=area_name(s, to),
        )

    # ---- the end
    def decide(self, s: CycladesState) -> None:
        """CY-CMB-08/09: the side left alone holds the space; if none is, an island stays the
        defender's and a sea space is empty."""

        s.finish(self)
        area = self.area
        if self.strength(s, self.attacker) > 0:
            if area < s.geo.n_isl:
                take_island(s, self.attacker, area, self.force, self.undead, self.heroes)
            else:
                s.own[area] = self.attacker
                s.units[area] = self.force
                s.undead[area] = self.undead
                heroes.move_heroes(s, self.heroes, area)
                say(s, N_("{seat} wins the battle on {area}."), seat=name(s, self.attacker), area=area_name(s, area))
            return
        if area >= s.geo.n_isl and rules.present(s, area) == 0:
            s.own[area] = -1
        say(s, N_("{seat} holds {area}."), seat=name(s, self.defender), area=area_name(s, area))

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "battle",
            "area": s.geo.area_names[self.area],
            "attacker": name(s, self.attacker),
            "defender": name(s, self.defender),
            "attacking_units": self.force,
            "attacking_undead": self.undead,
            "attacking_heroes": [s.ed.c_names[h] for h in self.heroes],
            "attacking_total": self.strength(s, self.attacker),
            "defending_units": rules.present(s, self.area),  # every unit, undead and heroes included
            "rounds": self.rounds,
        }


def _slug(s: CycladesState, card: int) -> str:
    return slug(s.ed.c_names[card])


def retreats(s: CycladesState, seat: int, area: int, defender: int = -1) -> list[int]:
    """CY-CMB-10/11: where ``seat``'s units in the battle may go (empty: no retreat)."""

    geo = s.geo
    if area < geo.n_isl:
        return sorted(i for i in rules.chain_islands(s, seat, area) if s.own[i] == seat)
    return [b for b in geo.sea_adj[area] if s.own[b] in (-1, seat) and not fleet_blocked(s, b)]


def move_back(s: CycladesState, seat: int, to: int, n: int, undead: int = 0) -> None:
    s.own[to] = seat
    s.units[to] += n
    s.undead[to] += undead


def take_island(s: CycladesState, seat: int, island: int, n: int, u: int = 0, heroes: tuple[int, ...] = ()) -> None:
    """The island and its buildings become the player's (CY-BLD-08, CY-MOVE-08, CY-MET-08)."""

    before = s.own[island]
    s.own[island] = seat
    s.units[island] = n
    s.undead[island] = u
    move_heroes(s, heroes, island)  # (the parameter hides the module)
    say(s, N_("{seat} takes {area}."), seat=name(s, seat), area=area_name(s, island))
    if before >= 0 and not rules.islands_of(s, before):
        rules.eliminate(s, before)
    check_metropolis(s)
