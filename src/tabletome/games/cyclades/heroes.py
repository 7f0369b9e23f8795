"""Module 3, heroes (CY-HERO-01..21) and the new creatures (CY-HCRE-01..05).

Heroes come onto the creature track with the creatures and are recruited like them, at the price
of their space but without the Temple discount (CY-HERO-03/04). A hero stands on one of his
owner's islands, counts as one troop in battle and adds its military power there (CY-HERO-11/12);
it stays while its 2 GP upkeep is paid after each revenue phase (CY-HERO-08..10); in a later
cycle its owner may sacrifice it in his turn for its sacrifice power (CY-HERO-13..17). A hero that
leaves the game is out of it (not discarded): Charon may bring it back (CY-HCRE-02).

Only three heroes are named in public sources (Perseus, Penthesilea, Achilles) and only two
sacrifice powers are known in substance; every other power is a stand-in (editions/standard.toml
says which).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _
from tabletome.engine.i18n.retell import said_n

from . import rules
from .base import Fixed, act
from .figurines import protected, slug
from .metropolis import check_metropolis
from .rules import area_name, name, say, seat_named, supply_of
from .steps import KINDS, ask, done_with
from .words import creature

if TYPE_CHECKING:
    from .state import CycladesState

GONE, SACRIFICED = 1, 2  # hero_gone: removed from the game; removed by its own sacrifice
SECRET_ISLAND, SECRET_METROPOLIS = 1, 2  # amazons: the Secret Island; with a Metropolis on it


def on(s: CycladesState) -> bool:
    return bool(s.options["m3_heroes"])


def slug_of(s: CycladesState, card: int) -> str:

    return slug(s.ed.c_names[card])


def hero_card(s: CycladesState, word: str) -> int:
    return next(c for c in range(len(s.ed.c_names)) if s.ed.is_hero(c) and slug_of(s, c) == word)


# ---------------------------------------------------------------- on the board
def hero_sets(s: CycladesState, island: int) -> list[tuple[str, ...]]:
    """Every group of the heroes on an island that may go along with a move (none first)."""
    here = [slug_of(s, h) for h in rules.heroes_at(s, island)]
    return [c for k in range(len(here) + 1) for c in combinations(here, k)]


def move_heroes(s: CycladesState, heroes: tuple[int, ...], area: int) -> None:
    """Put heroes on ``area`` (-1: in a move or a battle, off the board for now)."""
    for h in heroes:
        s.hero_area[h] = area


def heroes_of(s: CycladesState, words: str) -> tuple[int, ...]:
    return tuple(hero_card(s, w) for w in words.split("+")) if words else ()


def hero_dies(s: CycladesState, hero: int) -> None:
    """CY-HERO-17/18, CY-FAQ-05: removed from the game, with no sacrifice and no GP on the Necropolis."""
    say(s, N_("{hero} falls in battle and leaves the game."), hero=s.ed.c_names[hero])
    s.hero_area[hero] = -1
    s.hero_gone[hero] = GONE


MILITARY = {  # the stand-in military powers (editions/standard.toml): +1 when the condition holds
    "Perseus": lambda s, attacking, area, owner: True,
    "Penthesilea": lambda s, attacking, area, owner: not attacking,
    "Achilles": lambda s, attacking, area, owner: len(rules.islands_of(s, owner)) >= 3,
    "Hero 4 (stand-in)": lambda s, attacking, area, owner: attacking,
    "Hero 5 (stand-in)": lambda s, attacking, area, owner: area < s.geo.n_isl and rules.fortresses(s, area) > 0,
    "Hero 6 (stand-in)": lambda s, attacking, area, owner: True,
}


def military(s: CycladesState, heroes: tuple[int, ...] | list[int], attacking: bool, area: int) -> int:
    """CY-HERO-12: each hero's military power in a battle it takes part in."""
    total = 0
    for h in heroes:
        power = MILITARY.get(s.ed.c_names[h])
        if power is not None and power(s, attacking, area, s.hero_owner[h]):
            total += 1
    return total


# ---------------------------------------------------------------- recruiting
def recruit(s: CycladesState, seat: int, hero: int) -> None:
    """CY-HERO-06: the miniature goes on one of his islands; he keeps the card."""
    s.hero_owner[hero] = seat
    s.hero_since[hero] = s.cycle
    s.hero_gone[hero] = 0
    ask(s, seat, hero, "hero")


def hero_places(s: CycladesState, step: Any, why: Why | None) -> Iterator[Action]:
    for i in rules.islands_of(s, step.seat or 0):
        yield act("place", i + 1)


def hero_place(s: CycladesState, step: Any, action: Action) -> None:
    done_with(s, step)
    island = int(action.args[0]) - 1
    s.hero_area[step.card] = island
    say(
        s,
        N_("{seat} recruits {hero} on {area}."),
        seat=name(s, step.seat or 0),
        hero=s.ed.c_names[step.card],
        area=area_name(s, island),
    )


# ---------------------------------------------------------------- upkeep
class Upkeep(Frame):
    """CY-HERO-09/10, CY-FAV-02: right after the revenue phase each owner pays 2 GP for each hero he
    keeps (or discards a priestess instead); an unpaid hero leaves the game."""

    __slots__ = ("todo",)
    name = "upkeep"

    def __init__(self, todo: tuple[int, ...]) -> None:
        super().__init__(None)
        self.todo = todo  # heroes still to pay for, in seat order

    def run(self, s: CycladesState) -> None:
        while self.todo:
            hero = self.todo[0]
            choices = list(self.choices(s, hero))
            if len(choices) > 1:
                self.seat = s.hero_owner[hero]
                s._legal = None
                return
            self.todo = self.todo[1:]
            self.settle(s, hero, choices[0])
        s.finish(self)

    def choices(self, s: CycladesState, hero: int) -> Iterator[Action]:
        seat = s.hero_owner[hero]
        word = slug_of(s, hero)
        if s.gold[seat] >= s.ed.hero_upkeep:
            yield act("keep", word)
        if s.priestess[seat] > 0:
            yield act("priestess", word)
        yield act("release", word)

    def prompt(self, s: CycladesState) -> str:

        return _("{seat}: pay {n} GP to keep {hero}, or let the hero go.").format(
            seat=seat_named(s, self.seat or 0), n=s.ed.hero_upkeep, hero=creature(s.ed.c_names[self.todo[0]])
        )

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        yield from self.choices(s, self.todo[0])
        if why is not None:
            why.no(
                why.target,
                _("Keep {hero} for {n} GP, or let the hero go (CY-HERO-09).").format(
                    hero=s.ed.c_names[self.todo[0]], n=s.ed.hero_upkeep
                ),
            )

    def resolve(self, s: CycladesState, action: Action) -> None:
        hero = self.todo[0]
        self.todo = self.todo[1:]
        self.seat = None
        s._legal = None
        self.settle(s, hero, action)

    def settle(self, s: CycladesState, hero: int, action: Action) -> None:
        seat = s.hero_owner[hero]
        if action.verb == "keep":
            s.gold[seat] -= s.ed.hero_upkeep
            say(
                s,
                N_("{seat} pays {n} GP to keep {hero}."),
                seat=name(s, seat),
                n=s.ed.hero_upkeep,
                hero=s.ed.c_names[hero],
            )
        elif action.verb == "priestess":
            s.priestess[seat] -= 1
            say(s, N_("{seat} discards a priestess to keep {hero}."), seat=name(s, seat), hero=s.ed.c_names[hero])
        else:
            s.hero_area[hero] = -1
            s.hero_gone[hero] = GONE  # CY-HERO-10: removed from the game, not discarded
            say(s, N_("{hero} leaves {seat}: the upkeep is not paid."), hero=s.ed.c_names[hero], seat=name(s, seat))

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {"step": "upkeep", "heroes": [s.ed.c_names[h] for h in self.todo]}


class UpkeepStart(Fixed):
    """After the revenue phase: the heroes in play then owe their upkeep (CY-HERO-09)."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, s: CycladesState) -> None:
        s.finish(self)
        s.push(upkeep_phase(s))


def upkeep_phase(s: CycladesState) -> Upkeep:
    heroes = [h for h in range(len(s.hero_area)) if s.hero_area[h] >= 0]
    heroes.sort(key=lambda h: (s.hero_owner[h], h))
    return Upkeep(tuple(heroes))


# ---------------------------------------------------------------- sacrifices
def sacrifice_options(s: CycladesState, seat: int, why: Why | None) -> Iterator[Action]:
    """CY-HERO-13..17: in his own turn (not with Apollo), a hero recruited in an earlier cycle."""
    for h in range(len(s.hero_area)):
        if s.hero_area[h] >= 0 and s.hero_owner[h] == seat and s.hero_since[h] < s.cycle:
            yield act("sacrifice", slug_of(s, h))
    if why is not None and why.target.verb == "sacrifice":
        why.no(
            why.target, N_("A hero is sacrificed in its owner's turn, not in the cycle it was recruited (CY-HERO-15).")
        )


def sacrifice(s: CycladesState, seat: int, word: str) -> None:
    hero = hero_card(s, word)
    where = s.hero_area[hero]
    s.hero_area[hero] = -1
    s.hero_gone[hero] = SACRIFICED
    say(s, N_("{seat} sacrifices {hero}."), seat=name(s, seat), hero=s.ed.c_names[hero])
    hero_name = s.ed.c_names[hero]
    if hero_name == "Perseus":  # CY-HERO-19, CY-FAQ-04: a Pegasus move that Chiron stops
        ask(s, seat, hero, "pegasus")
    elif hero_name == "Penthesilea":  # CY-HERO-20
        s.amazons[seat] = max(s.amazons[seat], SECRET_ISLAND)
        say(s, N_("{seat} takes the Secret Island of the Amazons."), seat=name(s, seat))
    elif hero_name == "Achilles":  # stand-in: 1 GP per island (CY-HERO-21: the Secret Island not counted)
        gain = len(rules.islands_of(s, seat))
        s.gold[seat] += gain
        say(s, N_("Achilles gives {seat} {n} GP."), seat=name(s, seat), n=gain)
    else:
        STAND_IN_SACRIFICES[hero_name](s, seat, where)


def _philosopher(s: CycladesState, seat: int, where: int) -> None:

    if supply_of(s, "philosopher") > 0:
        s.philo[seat] += 1
        check_metropolis(s)


def _priest(s: CycladesState, seat: int, where: int) -> None:

    if supply_of(s, "priest") > 0:
        s.priest[seat] += 1


def _two_troops(s: CycladesState, seat: int, where: int) -> None:
    """Two troops on the island the hero stood on, within the reserve (stand-in)."""
    islands = rules.islands_of(s, seat)
    if s.options["hero6_troops"] == "first":  # rules version 1: on his first island
        where = islands[0] if islands else -1
    if where < 0 or s.own[where] != seat:
        return
    n = min(2, s.ed.n_troops - rules.troops_on_board(s, seat))
    s.units[where] += n
    if s.log is not None:
        line = said_n(
            "{seat} puts {n} troop on {area}.",
            "{seat} puts {n} troops on {area}.",
            n,
            seat=name(s, seat),
            area=area_name(s, where),
        )
        rules.tell(s, line)


STAND_IN_SACRIFICES = {
    "Hero 4 (stand-in)": _philosopher,
    "Hero 5 (stand-in)": _priest,
    "Hero 6 (stand-in)": _two_troops,
}


# ---------------------------------------------------------------- the new creatures
def charon_targets(s: CycladesState, step: Any, why: Why | None) -> Iterator[Action]:
    """CY-HCRE-02: a hero removed from the game, not a Penthesilea removed by her own sacrifice."""
    for h in range(len(s.hero_gone)):
        gone = s.hero_gone[h]
        if gone == GONE or (gone == SACRIFICED and s.ed.c_names[h] != "Penthesilea"):
            yield act("revive", slug_of(s, h))


def charon_revive(s: CycladesState, step: Any, action: Action) -> None:
    """AMB-29: on one of his islands, for nothing more; it counts as recruited this cycle."""
    done_with(s, step)
    hero = hero_card(s, str(action.args[0]))
    say(s, N_("Charon brings {hero} back into play."), hero=s.ed.c_names[hero])
    recruit(s, step.seat or 0, hero)


def erinyes_targets(s: CycladesState, step: Any, why: Why | None) -> Iterator[Action]:
    """CY-HCRE-03, CY-HCRE-05: a prosperity marker of any island (not Chiron's) to one of his."""

    mine = rules.islands_of(s, step.seat or 0)
    for src in range(s.geo.n_isl):
        if s.prosp[src] > 0 and not protected(s, src):
            for dst in mine:
                if dst != src:
                    yield act("erinyes", src + 1, dst + 1)


def erinyes_move(s: CycladesState, step: Any, action: Action) -> None:
    done_with(s, step)
    src, dst = int(action.args[0]) - 1, int(action.args[1]) - 1
    s.prosp[src] -= 1
    s.prosp[dst] += 1
    say(
        s,
        N_("The Erinyes move a prosperity marker from {area} to {to}."),
        area=area_name(s, src),
        to=area_name(s, dst),
    )


def empusa(s: CycladesState, seat: int, card: int) -> None:
    """CY-HCRE-04: all the GP on the Necropolis (Chiron's island is immune, CY-HCRE-05)."""
    from .hades import necropolis

    island = necropolis(s)
    if island < 0 or protected(s, island):
        say(s, N_("Empusa finds nothing to take (CY-CRE-08)."))
        return
    taken = s.nec_gold
    s.nec_gold = 0
    s.gold[seat] += taken
    say(s, N_("Empusa takes {n} GP from the Necropolis for {seat}."), n=taken, seat=name(s, seat))


def cerberus_island(s: CycladesState) -> tuple[int, int]:
    """(the island Cerberus stands on, his master), or (-1, -1)."""
    card = s.ed.creature("Cerberus")
    if card < 0 or s.fig_area[card] < 0:
        return -1, -1
    return s.fig_area[card], s.fig_owner[card]


# Module 3's creatures' questions and the recruited hero's place (``steps.KINDS``).
KINDS.update(
    {
        "hero": (
            N_("place the hero on one of your islands"),
            hero_places,
            hero_place,
            N_("A hero goes on one of your islands (CY-HERO-06)."),
        ),
        "charon": (
            N_("bring a hero back into play"),
            charon_targets,
            charon_revive,
            N_("Charon brings back a hero removed from the game (CY-HCRE-02)."),
        ),
        "erinyes": (
            N_("move a prosperity marker to one of your islands"),
            erinyes_targets,
            erinyes_move,
            N_("The Erinyes move a prosperity marker of any island but Chiron's to one of yours (CY-HCRE-03)."),
        ),
    }
)
