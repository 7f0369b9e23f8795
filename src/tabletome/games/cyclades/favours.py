"""Module 4, divine favours, priestesses and magic items (CY-FAV-01..15), and the Theater
(CY-THEA-01..05).

Each cycle a favour tile is turned face up beside the god just above Apollo (none when Hades
enters: the tiles are shuffled again); that god's winner takes its bonus item when the offerings
are paid (AMB-30) and may use its power once in that god's turn; the tile is discarded at the end
of the action phase. Magic items are kept face up (Hephaestus's face down) and used once, in
their owner's turn or, for battle items, before a round of his battle. Priestesses pay a hero's
upkeep or keep a figurine one more cycle. Only five favour gods, Demeter's and Hephaestus's
powers and one item's title are public: everything else is a stand-in (editions/standard.toml),
and so is the favour that builds a Theater (AMB-32: how a Theater is gained is not stated).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _

from . import rules
from .base import BUILD_VERB, act, available_gods, draw_creature, god_label
from .figurines import slug as creature_slug
from .metropolis import check_metropolis
from .rules import THEATER, area_name, name, say, seat_named, supply_of

if TYPE_CHECKING:
    from .state import CycladesState
    from .turns import GodTurn

BATTLE_ITEMS = ("sea-battle", "land-battle", "battle")


def on(s: CycladesState) -> bool:
    return bool(s.options["m4_favours"])


def theaters_on(s: CycladesState) -> bool:
    return bool(s.options["theater"])


def slug(text: str) -> str:
    return "".join(ch for ch in text.lower() if ch.isalnum())


# ---------------------------------------------------------------- setup and the cycle
def setup_favours(s: CycladesState) -> None:
    """CY-FAV-01: the item deck and the favour tiles shuffled face down."""
    if not on(s):
        return
    ed = s.ed
    s.item_deck = list(range(len(ed.item_names)))
    s.rng.shuffle(s.item_deck)
    s.favours = [t for t, power in enumerate(ed.favour_powers) if power != "theater" or theaters_on(s)]
    s.rng.shuffle(s.favours)


def favour_god(s: CycladesState) -> int:
    """AMB-38: the favour sits beside the lowest face-up god."""

    gods = available_gods(s)
    return gods[-1] if gods else -1


def deal_favour(s: CycladesState, hades_enters: bool) -> None:
    """CY-FAV-04/05: when Hades enters every tile is shuffled into a new pile; else the top tile."""
    if not on(s):
        return
    if hades_enters:
        s.favours += s.favour_disc
        s.favour_disc = []
        s.rng.shuffle(s.favours)
        say(s, N_("Hades enters: no divine favour this cycle; the favour tiles are shuffled."))
        return
    if not s.favours:
        s.favours, s.favour_disc = s.favour_disc, []
        s.rng.shuffle(s.favours)
    if s.favours:
        s.reveals += 1
        s.favour = s.favours.pop()
        s.favour_used = False

        say(
            s,
            N_("The favour of {favour} lies beside {god}."),
            favour=s.ed.favour_names[s.favour],
            god=god_label(s, favour_god(s)),
        )


def discard_favour(s: CycladesState) -> None:
    """CY-FAV-08: at the end of the action phase the tile is discarded, used or not."""
    if s.favour >= 0:
        s.favour_disc.append(s.favour)
        s.favour = -1


def give_bonus(s: CycladesState) -> None:
    """CY-FAV-06/07: the winner of the favour's god takes its bonus item."""
    if s.favour < 0:
        return
    seat = s.offer_seat[favour_god(s)]
    if seat < 0:
        return
    if s.ed.favour_bonus[s.favour] == "priestess":
        if sum(s.priestess) < s.ed.n_priestesses:  # AMB-31: an empty pile gives nothing
            s.priestess[seat] += 1
            say(
                s,
                N_("{seat} takes a priestess with the favour of {favour}."),
                seat=name(s, seat),
                favour=s.ed.favour_names[s.favour],
            )
        return
    item = draw_item(s)
    if item >= 0:
        s.items[seat].append(item)
        say(s, N_("{seat} takes the magic item {item}."), seat=name(s, seat), item=s.ed.item_names[item])


def draw_item(s: CycladesState) -> int:
    """The top magic item; AMB-31: used items are shuffled into a new deck when it runs out."""
    if not s.item_deck:
        s.item_deck, s.item_disc = s.item_disc, []
        s.rng.shuffle(s.item_deck)
    if not s.item_deck:
        return -1
    s.reveals += 1
    return s.item_deck.pop()


# ---------------------------------------------------------------- in a turn
def turn_options(s: CycladesState, turn: GodTurn, seat: int, why: Why | None) -> Iterator[Action]:
    """The favour's power (once, in the turn of its god) and the items usable in a turn."""

    if not on(s):
        return
    if s.favour >= 0 and not s.favour_used and turn.god == favour_god(s) and s.offer_seat[turn.god] == seat:
        if FAVOURS[s.ed.favour_powers[s.favour]][1](s, turn, seat):
            yield act("favour")
    elif why is not None and why.target.verb == "favour":
        why.no(why.target, N_("The favour's power is used once, in the turn of the god it lies beside (CY-FAV-06/07)."))
    for item in sorted(set(s.items[seat] + s.hidden_items[seat])):
        power = s.ed.item_powers[item]
        if power not in BATTLE_ITEMS and FAVOURS[power][1](s, turn, seat):
            yield act("use", slug(s.ed.item_names[item]))
    if why is not None and why.target.verb == "use":
        why.no(
            why.target, N_("Use one of your magic items, in your turn (a battle item before a round of your battle).")
        )


def use_favour(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    power = s.ed.favour_powers[s.favour]
    s.favour_used = True
    say(s, N_("{seat} uses the favour of {favour}."), seat=name(s, seat), favour=s.ed.favour_names[s.favour])
    FAVOURS[power][0](s, turn, seat)


def use_item(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    item = item_named(s, seat, str(action.args[0]))
    spend(s, seat, item)
    FAVOURS[s.ed.item_powers[item]][0](s, turn, seat)


def item_named(s: CycladesState, seat: int, word: str) -> int:
    return next(i for i in s.items[seat] + s.hidden_items[seat] if slug(s.ed.item_names[i]) == word)


def spend(s: CycladesState, seat: int, item: int) -> None:
    """CY-FAV-09: an item is discarded once used (a face-down one is shown then)."""
    if item in s.items[seat]:
        s.items[seat].remove(item)
    else:
        s.hidden_items[seat].remove(item)
    s.item_disc.append(item)
    say(s, N_("{seat} uses {item}."), seat=name(s, seat), item=s.ed.item_names[item])


# ---- the powers: (what it does, whether it can do anything now)
def _troop(s: CycladesState, turn: GodTurn | None, seat: int) -> None:
    s.push(Boon(seat, "troop"))


def _can_troop(s: CycladesState, turn: GodTurn | None, seat: int) -> bool:
    return bool(rules.islands_of(s, seat)) and rules.troops_on_board(s, seat) < s.ed.n_troops


def _fleet(s: CycladesState, turn: GodTurn | None, seat: int) -> None:
    s.push(Boon(seat, "fleet"))


def _can_fleet(s: CycladesState, turn: GodTurn | None, seat: int) -> bool:
    from .moves import fleet_targets

    return bool(fleet_targets(s, seat)) and rules.fleets_on_board(s, seat) < s.ed.n_fleets


def _philosopher(s: CycladesState, turn: GodTurn | None, seat: int) -> None:

    s.philo[seat] += 1
    check_metropolis(s)


def _priest(s: CycladesState, turn: GodTurn | None, seat: int) -> None:
    s.priest[seat] += 1


def _card_left(verb: str) -> Callable[[CycladesState, GodTurn | None, int], bool]:
    def can(s: CycladesState, turn: GodTurn | None, seat: int) -> bool:

        return supply_of(s, verb) > 0

    return can


def _harvest(s: CycladesState, turn: GodTurn | None, seat: int) -> None:
    """CY-FAV-12, CY-FAQ-10/11: 1 GP per island he controls (the Secret Island not counted)."""
    gain = len(rules.islands_of(s, seat))
    s.gold[seat] += gain
    say(s, N_("Demeter gives {seat} {n} GP."), seat=name(s, seat), n=gain)


def _hidden_item(s: CycladesState, turn: GodTurn | None, seat: int) -> None:
    """CY-FAV-10: a magic item kept face down."""
    item = draw_item(s)
    if item >= 0:
        s.hidden_items[seat].append(item)
        say(s, N_("{seat} takes a magic item face down."), seat=name(s, seat))
        say(s, N_("You take {item} face down."), seat, item=s.ed.item_names[item])


def _theater(s: CycladesState, turn: GodTurn | None, seat: int) -> None:
    s.push(Boon(seat, "theater"))


def _can_theater(s: CycladesState, turn: GodTurn | None, seat: int) -> bool:
    """AMB-32 (stand-in): 2 GP and a free space on one of his islands, a Theater left."""
    return (
        s.gold[seat] >= s.ed.build_cost
        and s.bld.count(THEATER) < s.ed.n_theaters
        and any(rules.free_space(s, i) >= 0 for i in rules.islands_of(s, seat))
    )


def _renew(s: CycladesState, turn: GodTurn | None, seat: int) -> None:
    s.push(Boon(seat, "renew"))


def _can_renew(s: CycladesState, turn: GodTurn | None, seat: int) -> bool:
    return any(c >= 0 and not s.ed.is_hero(c) for c in s.ctrack) and bool(s.cdeck or s.cdisc)


def _gold(s: CycladesState, turn: GodTurn | None, seat: int) -> None:
    s.gold[seat] += 3


def _build(s: CycladesState, turn: GodTurn | None, seat: int) -> None:
    s.push(Boon(seat, "build", turn.god if turn is not None else 0))


def _can_build(s: CycladesState, turn: GodTurn | None, seat: int) -> bool:
    god = turn.god if turn is not None else -1
    return (
        0 <= god < 4
        and rules.supply_left(s, god) > 0
        and any(rules.free_space(s, i) >= 0 for i in rules.islands_of(s, seat))
    )


def _always(s: CycladesState, turn: GodTurn | None, seat: int) -> bool:
    return True


FAVOURS: dict[str, tuple[Callable[..., None], Callable[..., bool]]] = {
    "troop": (_troop, _can_troop),
    "fleet": (_fleet, _can_fleet),
    "philosopher": (_philosopher, _card_left("philosopher")),
    "priest": (_priest, _card_left("priest")),
    "harvest": (_harvest, _always),
    "hidden-item": (_hidden_item, lambda s, turn, seat: bool(s.item_deck or s.item_disc)),
    "theater": (_theater, _can_theater),
    "renew": (_renew, _can_renew),
    "gold": (_gold, _always),
    "build": (_build, _can_build),
}


class Boon(Frame):
    """A favour's or an item's power waiting for the place it acts on."""

    __slots__ = ("data", "kind")
    name = "boon"

    def __init__(self, seat: int, kind: str, data: int = 0) -> None:
        super().__init__(seat)
        self.kind = kind
        self.data = data

    def prompt(self, s: CycladesState) -> str:
        what = {
            "troop": N_("place the free troop on one of your islands"),
            "fleet": N_("place the free fleet next to one of your islands"),
            "theater": N_("build the Theater on one of your islands (2 GP)"),
            "renew": N_("choose the creature of the track to replace"),
            "build": N_("choose the island of the free building"),
        }[self.kind]
        return _("{seat}: {task}.").format(seat=seat_named(s, self.seat or 0), task=_(what))

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        yield from BOON_TARGETS[self.kind](s, self.seat or 0, self.data)
        if why is not None:
            why.no(why.target, N_("Choose one of the places offered."))

    def resolve(self, s: CycladesState, action: Action) -> None:
        s.finish(self)
        BOON_APPLY[self.kind](s, self.seat or 0, self.data, action)

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {"step": "boon", "seat": name(s, self.seat or 0), "power": self.kind}


def _islands(s: CycladesState, seat: int, data: int) -> Iterator[Action]:

    for i in rules.islands_of(s, seat):
        yield act("troop", i + 1)


def _seas(s: CycladesState, seat: int, data: int) -> Iterator[Action]:
    from .moves import fleet_targets

    for a in fleet_targets(s, seat):
        yield act("fleet", s.geo.area_names[a])


def _building_sites(verb: str) -> Callable[[CycladesState, int, int], Iterator[Action]]:
    def sites(s: CycladesState, seat: int, data: int) -> Iterator[Action]:

        word = BUILD_VERB.get(data, "port") if verb == "build" else verb
        for i in rules.islands_of(s, seat):
            if rules.free_space(s, i) >= 0:
                yield act(word, i + 1)

    return sites


def _track(s: CycladesState, seat: int, data: int) -> Iterator[Action]:

    for c in s.ctrack:
        if c >= 0 and not s.ed.is_hero(c):
            yield act("renew", creature_slug(s.ed.c_names[c]))


def _put_troop(s: CycladesState, seat: int, data: int, action: Action) -> None:
    island = int(action.args[0]) - 1
    s.units[island] += 1
    say(s, N_("{seat} places a free troop on {area}."), seat=name(s, seat), area=area_name(s, island))


def _put_fleet(s: CycladesState, seat: int, data: int, action: Action) -> None:
    a = s.geo.area(str(action.args[0]))
    s.own[a] = seat
    s.units[a] += 1
    say(s, N_("{seat} places a free fleet on {area}."), seat=name(s, seat), area=area_name(s, a))


def _put_building(s: CycladesState, seat: int, data: int, action: Action) -> None:
    """A Theater (2 GP) or a free building of the turn's god; then a Metropolis may follow."""

    island = int(action.args[0]) - 1
    kind = THEATER if action.verb == "theater" else data
    if kind == THEATER:
        s.gold[seat] -= s.ed.build_cost
    s.bld[rules.free_space(s, island)] = kind
    say(
        s,
        N_("{seat} builds a {building} on {area}."),
        seat=name(s, seat),
        building=rules.building_label(kind),
        area=area_name(s, island),
    )
    check_metropolis(s)


def _renew_free(s: CycladesState, seat: int, data: int, action: Action) -> None:

    k = next(k for k, c in enumerate(s.ctrack) if c >= 0 and creature_slug(s.ed.c_names[c]) == action.args[0])
    s.cdisc.append(s.ctrack[k])
    s.ctrack[k] = draw_creature(s)


BOON_TARGETS: dict[str, Callable[[CycladesState, int, int], Iterator[Action]]] = {
    "troop": _islands,
    "fleet": _seas,
    "theater": _building_sites("theater"),
    "build": _building_sites("build"),
    "renew": _track,
}
BOON_APPLY: dict[str, Callable[[CycladesState, int, int, Action], None]] = {
    "troop": _put_troop,
    "fleet": _put_fleet,
    "theater": _put_building,
    "build": _put_building,
    "renew": _renew_free,
}


# ---------------------------------------------------------------- in a battle
def holds_items(s: CycladesState, seat: int) -> bool:
    """Whether the seat holds any magic item: public (a face-down item is still a card on the table),
    so asking him before a round tells nobody what his items are."""
    return on(s) and bool(s.items[seat] or s.hidden_items[seat])


def battle_items(s: CycladesState, seat: int, sea: bool) -> list[int]:
    """His items that may be played before a round of this battle."""
    fits = {"sea-battle": sea, "land-battle": not sea, "battle": True}
    return sorted({i for i in s.items[seat] + s.hidden_items[seat] if fits.get(s.ed.item_powers[i], False)})
