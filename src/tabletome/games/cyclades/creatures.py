"""Mythological creatures (CY-CRE-01..25): called from the track in a god's turn for the price of
their space less the Temple discount (AMB-03), resolved at once.

Each creature is a function in ``EFFECTS``; one that needs the caller's choices pushes a
:class:`Step` (one frame class for every creature's questions: ``kind`` says which). A creature
whose effect has no legal target may still be called; that part is skipped (CY-CRE-08, AMB-36).
Island figurines stay until the start of their caller's next turn in a later cycle (CY-CRE-04/05);
two figurines on one island destroy each other (CY-CRE-06); the Kraken stays on its sea space
until it is called again (AMB-15), and calling a creature whose figurine stands moves it (AMB-35).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _
from tabletome.engine.i18n.retell import said_n

from . import battle, heroes, moves, rules
from .base import Fixed, act, draw_creature
from .data import BUILDINGS
from .figurines import (
    ISLAND_FIGURINES,
    card_named,
    figurine_on,
    fleet_blocked,
    protected,
    sea_closed,
    slug,
    troops_held,
)
from .metropolis import check_metropolis
from .rules import area_name, name, say, seat_named
from .steps import DONE, KINDS, Step, ask, done_with
from .words import creature

if TYPE_CHECKING:
    from .state import CycladesState

# What a sale to the Sphinx says, by what is sold (CY-CRE-17).
SPHINX_SALES = {
    "fleet": N_("{seat} sells a fleet to the Sphinx for 2 GP."),
    "troop": N_("{seat} sells a troop to the Sphinx for 2 GP."),
    "priest": N_("{seat} sells a priest to the Sphinx for 2 GP."),
    "philosopher": N_("{seat} sells a philosopher to the Sphinx for 2 GP."),
}


def expire_figurines(s: CycladesState, seat: int) -> None:
    """CY-CRE-05: a figurine called in an earlier cycle leaves at the start of its caller's turn;
    CY-FAV-03: its owner may discard a priestess to keep it one more cycle."""
    leaving = tuple(
        card
        for card, owner in enumerate(s.fig_owner)
        if owner == seat
        and s.fig_area[card] >= 0
        and s.ed.c_names[card] in ISLAND_FIGURINES
        and s.fig_since[card] < s.cycle
    )
    if leaving:
        s.push(FigurinesLeave(seat, leaving))


def figurine_leaves(s: CycladesState, card: int) -> None:
    say(s, N_("{creature} leaves {area}."), creature=s.ed.c_names[card], area=area_name(s, s.fig_area[card]))
    rules.remove_figurine(s, card)


class FigurinesLeave(Frame):
    """The figurines of a player whose time is up: each leaves, unless he keeps it with a priestess
    (asked only while he has one)."""

    __slots__ = ("cards", "owner")
    name = "figurines"

    def __init__(self, seat: int, cards: tuple[int, ...]) -> None:
        super().__init__(None)
        self.owner = seat
        self.cards = cards

    def run(self, s: CycladesState) -> None:
        while self.cards:
            if s.priestess[self.owner] > 0:
                self.seat = self.owner
                s._legal = None
                return
            figurine_leaves(s, self.cards[0])
            self.cards = self.cards[1:]
        s.finish(self)

    def prompt(self, s: CycladesState) -> str:

        return _(
            "{seat}: {creature}'s time is up; discard a priestess to keep it one more cycle, or let it go."
        ).format(seat=seat_named(s, self.owner), creature=creature(s.ed.c_names[self.cards[0]]))

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        word = slug(s.ed.c_names[self.cards[0]])
        yield act("priestess", word)
        yield act("let", word)
        if why is not None:
            why.no(why.target, N_("Keep it with a priestess, or let it go (CY-FAV-03)."))

    def resolve(self, s: CycladesState, action: Action) -> None:
        card, self.cards = self.cards[0], self.cards[1:]
        self.seat = None
        s._legal = None
        if action.verb == "priestess":
            s.priestess[self.owner] -= 1
            s.fig_since[card] = s.cycle
            say(
                s,
                N_("{seat} discards a priestess: {creature} stays one more cycle."),
                seat=name(s, self.owner),
                creature=s.ed.c_names[card],
            )
        else:
            figurine_leaves(s, card)

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {"step": "figurines", "seat": name(s, self.owner), "leaving": [s.ed.c_names[c] for c in self.cards]}


# ---------------------------------------------------------------- calling and renewing
def discount(s: CycladesState, seat: int) -> int:
    """AMB-03: each Temple lowers a creature's price by 1 GP once per cycle."""
    return max(0, rules.temples(s, seat) - s.temples_used[seat])


def price(s: CycladesState, seat: int, space: int) -> tuple[int, int]:
    """(the price to pay, the Temple discount it uses): never below 1 GP (CY-BLD-06); no discount
    on a hero (CY-HERO-04)."""
    base = s.ed.track_prices[space]
    card = s.ctrack[space]
    if card >= 0 and s.ed.is_hero(card):
        return base, 0
    paid = max(1, base - discount(s, seat))
    return paid, base - paid


def call_options(s: CycladesState, seat: int, why: Why | None) -> Iterator[Action]:
    """CY-CRE-01: any creature on the track he can pay for."""
    gold = s.gold[seat]
    prices = s.ed.track_prices
    off = -1  # the Temple discount, worked out only when a full price is too much
    for k, card in enumerate(s.ctrack):
        if card < 0:
            continue
        if prices[k] > gold:
            if off < 0:
                off = discount(s, seat)
            if s.ed.is_hero(card) or max(1, prices[k] - off) > gold:
                continue
        yield act("call", s.ed.c_slugs[card])
    if why is not None and why.target.verb == "call":
        why.no(why.target, lambda: _why_no_call(s, seat, why.target))


def _why_no_call(s: CycladesState, seat: int, action: Action) -> str:
    for k, card in enumerate(s.ctrack):
        if card >= 0 and slug(s.ed.c_names[card]) == str(action.args[0] if action.args else ""):
            return _("{creature} costs you {n} GP (CY-TRACK-01, CY-BLD-06).").format(
                creature=s.ed.c_names[card], n=price(s, seat, k)[0]
            )
    return _("That creature is not on the creature track (CY-CRE-01).")


def call(s: CycladesState, seat: int, creature: str) -> None:
    k = next(k for k, c in enumerate(s.ctrack) if c >= 0 and slug(s.ed.c_names[c]) == creature)
    card = s.ctrack[k]
    paid, used = price(s, seat, k)
    s.gold[seat] -= paid
    s.temples_used[seat] += used
    s.ctrack[k] = -1  # CY-TRACK-06: the space stays empty until the next phase 1
    say(s, N_("{seat} calls {creature} for {n} GP."), seat=name(s, seat), creature=s.ed.c_names[card], n=paid)
    resolve_creature(s, seat, card)


def resolve_creature(s: CycladesState, seat: int, card: int) -> None:
    """CY-CRE-02/03: the effect at once; a card without an island figurine goes to the discards.
    A hero is recruited: its owner keeps the card (CY-HERO-03/06)."""
    if s.ed.is_hero(card):
        heroes.recruit(s, seat, card)
        return
    creature = s.ed.c_names[card]
    if creature not in ISLAND_FIGURINES:
        s.cdisc.append(card)
    EFFECTS[creature](s, seat, card)


def renew_options(s: CycladesState, seat: int, why: Why | None) -> Iterator[Action]:
    """CY-ZEUS-04/05: 1 GP to discard a creature of the track and put the deck's top card there."""
    if s.gold[seat] >= s.ed.renew_cost and (s.cdeck or s.cdisc):
        for card in s.ctrack:
            if card >= 0 and not s.ed.is_hero(card):  # CY-HERO-05
                yield act("renew", slug(s.ed.c_names[card]))
    if why is not None and why.target.verb == "renew":
        why.no(
            why.target,
            _(
                "Renewing a creature costs {n} GP, needs a card to draw, and never takes a hero (CY-ZEUS-04, CY-HERO-05)."
            ).format(n=s.ed.renew_cost),
        )


def renew(s: CycladesState, seat: int, creature: str) -> None:
    k = next(k for k, c in enumerate(s.ctrack) if c >= 0 and slug(s.ed.c_names[c]) == creature)
    s.gold[seat] -= s.ed.renew_cost
    s.cdisc.append(s.ctrack[k])
    say(
        s,
        N_("{seat} discards {creature} from the creature track."),
        seat=name(s, seat),
        creature=s.ed.c_names[s.ctrack[k]],
    )
    s.ctrack[k] = -1
    s.ctrack[k] = draw_creature(s)


# ---------------------------------------------------------------- one frame for every question
def others(s: CycladesState, seat: int) -> list[int]:
    return [t for t in range(s.players) if t != seat and not s.out[t]]


# ---- Fates, Satyr, Dryad, Griffon
def fates(s: CycladesState, seat: int, card: int) -> None:
    """CY-CRE-09, AMB-37: the caller's revenue again."""
    gain = rules.revenue(s, seat)
    s.gold[seat] += gain
    say(s, N_("The Fates give {seat} {n} GP."), seat=name(s, seat), n=gain)


def satyr_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    pile = s.philo if step.kind == "satyr" else s.priest
    for t in others(s, step.seat or 0):
        if pile[t] > 0:
            yield act("take", s.ed.colours[t])


def satyr_take(s: CycladesState, step: Step, action: Action) -> None:
    """CY-CRE-10/11: one philosopher (Satyr) or priest (Dryad) of the chosen player."""

    seat = step.seat or 0
    t = s.ed.colours.index(str(action.args[0]))
    done_with(s, step)
    if step.kind == "satyr":
        s.philo[t] -= 1
        s.philo[seat] += 1
        say(s, N_("{seat} takes a philosopher from {other}."), seat=name(s, seat), other=name(s, t))
        check_metropolis(s)
    else:
        s.priest[t] -= 1
        s.priest[seat] += 1
        say(s, N_("{seat} takes a priest from {other}."), seat=name(s, seat), other=name(s, t))


def griffon_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    for t in others(s, step.seat or 0):
        yield act("rob", s.ed.colours[t])


def griffon_rob(s: CycladesState, step: Step, action: Action) -> None:
    """CY-CRE-16: half, rounded down, of the chosen player's GP."""
    seat = step.seat or 0
    t = s.ed.colours.index(str(action.args[0]))
    done_with(s, step)
    taken = s.gold[t] // 2
    s.gold[t] -= taken
    s.gold[seat] += taken
    s.reveals += 1  # with screened gold the caller learns half the other purse: no undo past it
    say(s, N_("{seat} takes {n} GP from {other} with the Griffon."), seat=name(s, seat), n=taken, other=name(s, t))


# ---- Siren, Harpy, Giant
def siren_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    """AMB-16: an isolated fleet is alone on its sea space (an undead fleet is a fleet, AMB-27)."""
    geo, seat = s.geo, step.seat or 0
    counted = s.options["undead_creatures"] != "ignored"  # rules version 1 did not count undead
    for a in range(geo.n_isl, geo.n_areas):
        alone = s.units[a] + s.undead[a] == 1 if counted else s.units[a] == 1
        if s.own[a] not in (-1, seat) and alone and not fleet_blocked(s, a):
            yield act("siren", geo.area_names[a])


def siren_replace(s: CycladesState, step: Step, action: Action) -> None:
    """CY-CRE-12: the fleet is removed and one of the caller's takes its place (from the reserve,
    or from elsewhere on the board when the reserve is empty); an undead fleet feeds no Necropolis
    (CY-NEC-05)."""
    seat = step.seat or 0
    a = s.geo.area(str(action.args[0]))
    done_with(s, step)
    victim = s.own[a]
    if s.units[a]:
        s.units[a] = 0
        rules.unit_lost(s, victim, a)
    else:
        s.undead[a] = 0
    say(s, N_("The Siren sinks {seat}'s fleet on {area}."), seat=name(s, victim), area=area_name(s, a))
    if rules.fleets_on_board(s, seat) < s.ed.n_fleets:
        s.own[a] = seat
        s.units[a] = 1
        say(s, N_("{seat} puts a fleet there."), seat=name(s, seat))
        return
    s.own[a] = -1
    ask(s, seat, step.card, "siren-from", (a,))


def siren_from_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    geo, seat = s.geo, step.seat or 0
    for a in range(geo.n_isl, geo.n_areas):
        if s.own[a] == seat and s.units[a] > 0:
            yield act("from", geo.area_names[a])


def siren_from(s: CycladesState, step: Step, action: Action) -> None:
    seat = step.seat or 0
    src = s.geo.area(str(action.args[0]))
    done_with(s, step)
    moves.take_units(s, src, 1)
    s.own[step.data[0]] = seat
    s.units[step.data[0]] = 1
    say(
        s,
        N_("{seat} moves a fleet from {area} to {to}."),
        seat=name(s, seat),
        area=area_name(s, src),
        to=area_name(s, step.data[0]),
    )


def harpy_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    seat = step.seat or 0
    for i in range(s.geo.n_isl):
        if s.own[i] not in (-1, seat) and s.units[i] > 0 and not protected(s, i):
            yield act("harpy", i + 1)


def harpy_kill(s: CycladesState, step: Step, action: Action) -> None:
    """CY-CRE-15: one troop of another player leaves the board; the island stays his (CY-MOVE-01)."""
    i = int(action.args[0]) - 1
    done_with(s, step)
    victim = s.own[i]
    s.units[i] -= 1
    rules.unit_lost(s, victim, i)
    say(s, N_("The Harpy kills a troop of {seat} on {area}."), seat=name(s, victim), area=area_name(s, i))


def giant_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    """CY-CRE-14, CY-FAQ-08: a small building of any owner (a Theater too), never a Metropolis."""
    for i in range(s.geo.n_isl):
        if protected(s, i):
            continue
        kinds = sorted({s.bld[k] for k in rules.spaces(s, i) if s.bld[k] >= 0})
        for kind in kinds:
            yield act("destroy", i + 1, rules.building_label(kind).lower())


def giant_destroy(s: CycladesState, step: Step, action: Action) -> None:
    i = int(action.args[0]) - 1
    kind = [rules.building_label(k).lower() for k in range(5)].index(str(action.args[1]))
    done_with(s, step)
    k = next(k for k in rules.spaces(s, i) if s.bld[k] == kind)
    s.bld[k] = -1
    say(
        s, N_("The Giant destroys the {building} on {area}."), building=rules.building_label(kind), area=area_name(s, i)
    )


# ---- Pegasus, Sylph
def pegasus_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    """CY-CRE-13, CY-CMB-14 (AMB-34), CY-CRE-25: any island but Chiron's, no chain needed."""
    seat = step.seat or 0
    for src in rules.islands_of(s, seat):
        if s.units[src] == 0 or troops_held(s, src):
            continue
        for dst in range(s.geo.n_isl):
            if dst != src and not protected(s, dst) and rules.may_invade(s, seat, dst):
                for n in range(1, s.units[src] + 1):
                    yield act("fly", src + 1, dst + 1, n)


def pegasus_fly(s: CycladesState, step: Step, action: Action) -> None:
    seat = step.seat or 0
    src, dst, n = (int(x) for x in action.args)
    done_with(s, step)
    moves.take_units(s, src - 1, n)
    if s.log is not None:
        line = said_n(
            "Pegasus carries {n} troop of {seat} to {area}.",
            "Pegasus carries {n} troops of {seat} to {area}.",
            n,
            seat=name(s, seat),
            area=area_name(s, dst - 1),
        )
        rules.tell(s, line)
    moves.arrive(s, seat, dst - 1, n)


SYLPH_STEPS = 10  # the stand-in's ten single-space steps (CY-CRE-18, AMB-15)


def sylph_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    geo, seat = s.geo, step.seat or 0
    if step.data[0] > 0:
        for a in range(geo.n_isl, geo.n_areas):
            if s.own[a] == seat and s.units[a] > 0:
                for b in geo.sea_adj[a]:
                    if not fleet_blocked(s, b):
                        for n in range(1, s.units[a] + 1):
                            yield act("sylph", geo.area_names[a], geo.area_names[b], n)
    yield DONE


def sylph_move(s: CycladesState, step: Step, action: Action) -> None:
    """CY-CRE-18 (stand-in): a group of fleets moves one space, free; entering another player's
    fleets starts a battle (CY-POS-07)."""
    seat = step.seat or 0
    if action is DONE:
        s.finish(step)
        return
    geo = s.geo
    src, dst, n = geo.area(str(action.args[0])), geo.area(str(action.args[1])), int(action.args[2])
    step.data = (step.data[0] - 1,)
    moves.take_units(s, src, n)
    if s.own[dst] not in (-1, seat):
        battle.start_battle(s, seat, dst, n)
        return
    s.own[dst] = seat
    s.units[dst] += n
    if s.log is not None:
        line = said_n(
            "The Sylph moves {n} fleet of {seat} to {area}.",
            "The Sylph moves {n} fleets of {seat} to {area}.",
            n,
            seat=name(s, seat),
            area=area_name(s, dst),
        )
        rules.tell(s, line)


# ---- Sphinx, Cyclops, Chimera
def sphinx_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    """CY-CRE-17, CY-FAQ-09: fleets, troops, priests and philosophers, 2 GP each."""
    geo, seat = s.geo, step.seat or 0
    for a in range(geo.n_areas):
        if s.own[a] == seat and s.units[a] > 0:
            yield act("sell", "fleet" if a >= geo.n_isl else "troop", geo.area_names[a])
    if s.priest[seat]:
        yield act("sell", "card", "priest")
    if s.philo[seat]:
        yield act("sell", "card", "philosopher")
    yield DONE


def sphinx_sell(s: CycladesState, step: Step, action: Action) -> None:
    seat = step.seat or 0
    if action is DONE:
        s.finish(step)
        return
    what, where = str(action.args[0]), str(action.args[1])
    if what == "card":
        what = where
        if where == "priest":
            s.priest[seat] -= 1
        else:
            s.philo[seat] -= 1
    else:
        a = s.geo.area(where)
        moves.take_units(s, a, 1)
        if s.options["necropolis_feed"] != "unwilling":  # CY-NEC-04: removed by a creature
            rules.unit_lost(s, seat, a)
    s.gold[seat] += 2
    say(s, SPHINX_SALES[what], seat=name(s, seat))


def cyclops_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    """CY-CRE-19, CY-THEA-04: one of his buildings becomes another of the four types."""
    seat = step.seat or 0
    seen = set()
    for k, kind in rules.buildings_of(s, seat):
        island = rules.island_of_space(s, k)
        for new in range(4):
            if new != kind and (island, kind, new) not in seen and rules.supply_left(s, new) > 0:
                seen.add((island, kind, new))
                yield act("change", island + 1, rules.building_label(kind).lower(), BUILDINGS[new])


def cyclops_change(s: CycladesState, step: Step, action: Action) -> None:

    island = int(action.args[0]) - 1
    old = [rules.building_label(k).lower() for k in range(5)].index(str(action.args[1]))
    new = BUILDINGS.index(str(action.args[2]))
    done_with(s, step)
    k = next(k for k in rules.spaces(s, island) if s.bld[k] == old)
    s.bld[k] = new
    say(
        s,
        N_("The Cyclops changes a {building} on {area} into a {other}."),
        building=rules.building_label(old),
        area=area_name(s, island),
        other=rules.building_label(new),
    )
    check_metropolis(s)


def chimera_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    """CY-CRE-20: any creature of the discard pile; a figurine it places holds no card (its card is
    shuffled into the deck, ``rules.remove_figurine``)."""
    figurines = s.options["chimera_figurines"] != "skipped"  # rules version 1: none with a figurine
    seen = set()
    for card in s.cdisc:
        creature = s.ed.c_names[card]
        if creature == "Chimera" or s.ed.is_hero(card) or creature in seen:
            continue
        if figurines or not s.ed.c_fig[card]:
            seen.add(creature)
            yield act("copy", slug(creature))


def chimera_copy(s: CycladesState, step: Step, action: Action) -> None:
    seat = step.seat or 0
    card = next(c for c in s.cdisc if slug(s.ed.c_names[c]) == str(action.args[0]))
    done_with(s, step)
    say(s, N_("The Chimera takes the power of {creature}."), creature=s.ed.c_names[card])
    s.push(ChimeraShuffle())
    EFFECTS[s.ed.c_names[card]](s, seat, card)


class ChimeraShuffle(Fixed):
    """After the Chimera's borrowed power: the discard pile is shuffled into the deck (CY-CRE-20)."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, s: CycladesState) -> None:
        s.finish(self)
        chimera = card_named(s, "Chimera")
        back = [c for c in s.cdisc if c != chimera]
        s.cdisc = [c for c in s.cdisc if c == chimera]
        s.cdeck = back + s.cdeck
        s.rng.shuffle(s.cdeck)
        say(s, N_("The discarded creatures are shuffled into the deck."))


def chimera(s: CycladesState, seat: int, card: int) -> None:
    ask(s, seat, card, "chimera")


# ---- figurines
def kraken_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    geo = s.geo
    if step.data and step.data[0] == 1:  # moving on, 1 GP a space (stand-in)
        here = figurine_on(s, "Kraken")
        if s.gold[step.seat or 0] >= 1:
            for b in geo.sea_adj[here]:
                yield act("kraken", geo.area_names[b])
        yield DONE
        return
    for a in range(geo.n_isl, geo.n_areas):
        yield act("kraken", geo.area_names[a])


def kraken_place(s: CycladesState, step: Step, action: Action) -> None:
    """CY-CRE-21 (stand-in, AMB-15): every fleet on the Kraken's space is destroyed."""
    seat = step.seat or 0
    if action is DONE:
        s.finish(step)
        return
    moving = bool(step.data and step.data[0] == 1)
    if moving:
        s.gold[seat] -= 1
    else:
        done_with(s, step)
    a = s.geo.area(str(action.args[0]))
    card = step.card
    s.fig_area[card] = a
    s.fig_owner[card] = seat
    s.fig_since[card] = s.cycle
    say(s, N_("The Kraken rises on {area}."), area=area_name(s, a))
    sink(s, a)
    if not moving:
        s.push(Step(seat, card, "kraken", (1,)))


def sink(s: CycladesState, a: int) -> None:
    """Every fleet on the space, undead ones too (CY-MOVE-03: none is left without its owner); only
    the normal ones feed the Necropolis (CY-NEC-05)."""
    victim, lost = s.own[a], s.units[a]
    undead = s.undead[a] if s.options["undead_creatures"] != "ignored" else 0  # version 1: unseen
    if victim < 0 or lost + undead == 0:
        return
    s.units[a] = 0
    s.undead[a] -= undead
    s.own[a] = -1
    for _unit in range(lost):
        rules.unit_lost(s, victim, a)
    gone = lost + undead
    if s.log is not None:
        line = said_n(
            "The Kraken destroys {n} fleet of {seat}.",
            "The Kraken destroys {n} fleets of {seat}.",
            gone,
            seat=name(s, victim),
        )
        rules.tell(s, line)


def kraken(s: CycladesState, seat: int, card: int) -> None:
    s.push(Step(seat, card, "kraken"))


def place_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    for i in range(s.geo.n_isl):
        yield act("place", i + 1)


def place_figurine(s: CycladesState, step: Step, action: Action) -> None:
    """CY-CRE-04, CY-CRE-06: on the island of the caller's choice; two figurines on one island
    destroy each other."""
    seat = step.seat or 0
    island = int(action.args[0]) - 1
    card = step.card
    done_with(s, step)
    s.fig_area[card] = island
    s.fig_owner[card] = seat
    s.fig_since[card] = s.cycle
    creature = s.ed.c_names[card]
    say(s, N_("{seat} places {creature} on {area}."), seat=name(s, seat), creature=creature, area=area_name(s, island))
    rival = next(
        (
            c
            for c in range(len(s.fig_area))
            if c != card and s.fig_area[c] == island and s.ed.c_names[c] in ISLAND_FIGURINES
        ),
        -1,
    )
    if rival >= 0:
        say(
            s,
            N_("{creature} and {other} destroy each other (CY-CRE-06)."),
            creature=creature,
            other=s.ed.c_names[rival],
        )
        rules.remove_figurine(s, card)
        rules.remove_figurine(s, rival)
        return
    if creature == "Polyphemus":
        push_fleets(s, island)


def figurine(s: CycladesState, seat: int, card: int) -> None:
    if s.fig_area[card] >= 0:  # AMB-35: it moves to its new caller's island
        s.fig_area[card] = -1
    s.push(Step(seat, card, "place"))


def push_fleets(s: CycladesState, island: int) -> None:
    """CY-CRE-24 (stand-in): the fleets next to Polyphemus's island are pushed away; each owner
    chooses where, among sea spaces not next to it that are empty or his; with none, they are lost."""
    geo = s.geo
    card = card_named(s, "Polyphemus")
    for a in geo.isl_seas[island]:
        owner = s.own[a]
        if owner >= 0 and s.units[a] > 0:
            if not push_spaces(s, owner, a):
                lose_fleets(s, owner, a)
            else:
                ask(s, owner, card, "push", (a,))


def push_spaces(s: CycladesState, seat: int, a: int) -> list[int]:
    """The sea spaces next to ``a`` that ``seat``'s pushed fleets may go to: empty or his, open."""
    return [b for b in s.geo.sea_adj[a] if s.own[b] in (-1, seat) and not sea_closed(s, b)]


def lose_fleets(s: CycladesState, owner: int, a: int) -> None:
    lost = s.units[a]
    moves.take_units(s, a, lost)
    if s.options["necropolis_feed"] != "unwilling":  # CY-NEC-04: removed by a creature
        for _ in range(lost):
            rules.unit_lost(s, owner, a)
    say(s, N_("{seat}'s fleets on {area} have nowhere to go and are lost."), seat=name(s, owner), area=area_name(s, a))


NOWHERE = "nowhere"


def push_targets(s: CycladesState, step: Step, why: Why | None) -> Iterator[Action]:
    geo, seat, a = s.geo, step.seat or 0, step.data[0]
    if s.own[a] != seat or s.units[a] == 0:
        return
    spaces = push_spaces(s, seat, a)
    for b in spaces:
        yield act("push", geo.area_names[b])
    if not spaces:  # the pushes asked before took the last free space: the fleets are lost
        yield act("push", NOWHERE)


def push_to(s: CycladesState, step: Step, action: Action) -> None:
    seat, a = step.seat or 0, step.data[0]
    done_with(s, step)
    if action.args[0] == NOWHERE:
        lose_fleets(s, seat, a)
        return
    b = s.geo.area(str(action.args[0]))
    n = s.units[a]
    moves.take_units(s, a, n)
    s.own[b] = seat
    s.units[b] += n
    say(
        s,
        N_("Polyphemus pushes {seat}'s fleets from {area} to {to}."),
        seat=name(s, seat),
        area=area_name(s, a),
        to=area_name(s, b),
    )


# ---------------------------------------------------------------- the registry
def asked(kind: str) -> Callable[[CycladesState, int, int], None]:
    def effect(s: CycladesState, seat: int, card: int) -> None:
        ask(s, seat, card, kind)

    return effect


EFFECTS: dict[str, Callable[[CycladesState, int, int], None]] = {
    "Fates": fates,
    "Satyr": asked("satyr"),
    "Dryad": asked("dryad"),
    "Siren": asked("siren"),
    "Pegasus": asked("pegasus"),
    "Giant": asked("giant"),
    "Harpy": asked("harpy"),
    "Griffon": asked("griffon"),
    "Sphinx": asked("sphinx"),
    "Sylph": lambda s, seat, card: ask(s, seat, card, "sylph", (SYLPH_STEPS,)),
    "Cyclops": asked("cyclops"),
    "Chimera": chimera,
    "Kraken": kraken,
    "Minotaur": figurine,
    "Medusa": figurine,
    "Polyphemus": figurine,
    "Chiron": figurine,
    "Cerberus": figurine,
    "Charon": asked("charon"),
    "Erinyes": asked("erinyes"),
    "Empusa": lambda s, seat, card: _empusa(s, seat, card),
}


def _empusa(s: CycladesState, seat: int, card: int) -> None:
    heroes.empusa(s, seat, card)


# The creatures' questions (``steps.KINDS``: what is asked, its options, its resolution, the sentence
# for a refused answer).
KINDS.update(
    {
        "satyr": (
            N_("take a philosopher from a player"),
            satyr_targets,
            satyr_take,
            N_("Take from a player who has one (CY-CRE-10)."),
        ),
        "dryad": (
            N_("take a priest from a player"),
            satyr_targets,
            satyr_take,
            N_("Take from a player who has one (CY-CRE-11)."),
        ),
        "griffon": (
            N_("take half the GP of a player"),
            griffon_targets,
            griffon_rob,
            N_("Choose another player (CY-CRE-16)."),
        ),
        "siren": (
            N_("replace an isolated fleet of another player with one of yours"),
            siren_targets,
            siren_replace,
            N_("The Siren takes a fleet that is alone on its sea space (CY-CRE-12, AMB-16)."),
        ),
        "siren-from": (
            N_("move one of your fleets into its place"),
            siren_from_targets,
            siren_from,
            N_("Move one of your fleets."),
        ),
        "harpy": (
            N_("remove a troop of another player"),
            harpy_targets,
            harpy_kill,
            N_("The Harpy takes a troop of another player, not on Chiron's island (CY-CRE-15, CY-CRE-25)."),
        ),
        "giant": (
            N_("destroy a building"),
            giant_targets,
            giant_destroy,
            N_("The Giant destroys a small building, not a Metropolis, not on Chiron's island (CY-CRE-14)."),
        ),
        "pegasus": (
            N_("fly troops from one of your islands to any other island"),
            pegasus_targets,
            pegasus_fly,
            N_("Pegasus carries troops of one of your islands to another island, not Chiron's (CY-CRE-13)."),
        ),
        "sylph": (
            N_("move your fleets one space at a time, or be done"),
            sylph_targets,
            sylph_move,
            N_("Move a group of your fleets one space (CY-CRE-18)."),
        ),
        "sphinx": (
            N_("sell fleets, troops, priests or philosophers for 2 GP each, or be done"),
            sphinx_targets,
            sphinx_sell,
            N_("Sell something of yours (CY-CRE-17)."),
        ),
        "cyclops": (
            N_("change one of your buildings into another type"),
            cyclops_targets,
            cyclops_change,
            N_("Change one of your own buildings (CY-CRE-19)."),
        ),
        "chimera": (
            N_("use the power of a discarded creature"),
            chimera_targets,
            chimera_copy,
            N_("Copy a creature of the discard pile (CY-CRE-20)."),
        ),
        "kraken": (
            N_("place the Kraken on a sea space, or move it on for 1 GP a space"),
            kraken_targets,
            kraken_place,
            N_("The Kraken goes on a sea space (CY-CRE-21)."),
        ),
        "place": (
            N_("place the figurine on an island"),
            place_targets,
            place_figurine,
            N_("A figurine goes on an island (CY-CRE-04)."),
        ),
        "push": (
            N_("push your fleets away from Polyphemus"),
            push_targets,
            push_to,
            N_("Push them to a next sea space, empty or yours (CY-CRE-24)."),
        ),
    }
)
