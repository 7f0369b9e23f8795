"""Phase 5, the actions: one turn per marker, the gods' holders from the top of the track down,
then the Apollo players in the order they arrived (CY-ACT-01). In his turn a player performs
his god's actions in any order, paying each when he does it (CY-ACT-02..04, CY-POS, CY-ARES,
CY-ZEUS, CY-ATH), and may call creatures (CY-CRE-01).

Notation: ``fleet c4`` / ``troop 3`` recruit; ``port 3``, ``fortress 3``, ``temple 3``,
``university 3`` build; ``sail c4 2`` starts a voyage of 2 fleets (then ``to c5``, ``drop 1``,
``pick 1``, ``stop``); ``march 3 5 2`` moves 2 troops from island 3 to island 5 along your fleets;
``priest``, ``philosopher``; ``renew pegasus`` (Zeus); ``call pegasus``; ``end``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _

from . import creatures, favours, hades, heroes, moves, rules
from .base import BUILD_VERB, END, Fixed, act, available_gods, god_label
from .data import ARES, ATHENA, BUILDINGS, POSEIDON, ZEUS
from .metropolis import check_metropolis
from .rules import area_name, name, say, seat_named, supply_of
from .state import APOLLO, HADES
from .words import area, god

if TYPE_CHECKING:
    from .state import CycladesState

# The buildings' names in refusals (translated where shown).
BUILDING_WORDS = (N_("Port"), N_("Fortress"), N_("Temple"), N_("University"))
# The sentences refusing a priest or philosopher card (CY-COMP-13, CY-ZEUS-02, CY-ATH-02).
NONE_LEFT = {
    "priest": N_("No priest card is left in the supply (CY-COMP-13)."),
    "philosopher": N_("No philosopher card is left in the supply (CY-COMP-13)."),
}
BOUGHT = {
    "priest": N_("You have taken your free priest and bought one more this turn (CY-ZEUS-02, CY-ATH-02)."),
    "philosopher": N_("You have taken your free philosopher and bought one more this turn (CY-ZEUS-02, CY-ATH-02)."),
}
SECOND = {
    "priest": N_("A second priest costs {n} GP (CY-ZEUS-02, CY-ATH-02)."),
    "philosopher": N_("A second philosopher costs {n} GP (CY-ZEUS-02, CY-ATH-02)."),
}
# The line for a priest or philosopher card taken: free, or bought (CY-ZEUS-02, CY-ATH-02).
CARD_TAKEN = {
    ("priest", False): N_("{seat} takes a priest card."),
    ("priest", True): N_("{seat} takes a priest card for {n} GP."),
    ("philosopher", False): N_("{seat} takes a philosopher card."),
    ("philosopher", True): N_("{seat} takes a philosopher card for {n} GP."),
}


class ActionPhase(Fixed):
    """Phase 5: the turns in god order, then Apollo's (CY-ACT-01, CY-GODS-08, CY-2P-07)."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, s: CycladesState) -> None:

        s.finish(self)
        order = [(s.offer_mark[g], g) for g in available_gods(s) if s.offer_seat[g] >= 0]
        order += [(m, APOLLO) for m in s.apollo]
        s.push(Turns(tuple(order)))


class Turns(Frame):
    """The turns still to play this cycle, one after another."""

    __slots__ = ("index", "order")

    def __init__(self, order: tuple[tuple[int, int], ...]) -> None:
        super().__init__(None)
        self.order = order
        self.index = 0

    def run(self, s: CycladesState) -> None:
        while self.index < len(self.order):
            marker, god = self.order[self.index]
            self.index += 1
            seat = marker // 2
            if s.out[seat]:
                continue  # eliminated during this cycle (CY-WIN-04)
            s.push(ApolloTurn(marker, marker == s.apollo[0]) if god == APOLLO else GodTurn(marker, god))
            start_turn(s, seat)  # a figurine leaving (and a priestess's question) comes first
            return
        s.finish(self)

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {"step": "turns", "next": [list(t) for t in self.order[self.index :]]}


def start_turn(s: CycladesState, seat: int) -> None:
    """CY-CRE-04/05: a figurine the player called in an earlier cycle leaves at the start of his turn."""

    creatures.expire_figurines(s, seat)


def end_turn(s: CycladesState, marker: int) -> None:
    """CY-ACT-05: the marker goes to the highest free space of the turn track."""
    s.played.append(marker)


class ApolloTurn(Frame):
    """CY-APO-02/03: 1 GP, or 4 GP with at most one island (AMB-06); the first to arrive on Apollo
    also places a prosperity marker on one of his islands (AMB-07)."""

    __slots__ = ("first", "marker")
    name = "prosper"

    def __init__(self, marker: int, first: bool) -> None:
        super().__init__(None)
        self.marker = marker
        self.first = first

    def run(self, s: CycladesState) -> None:
        seat = self.marker // 2
        small, large = s.ed.apollo
        gain = large if len(rules.islands_of(s, seat)) <= 1 else small
        s.gold[seat] += gain
        say(s, N_("{seat} receives {n} GP from Apollo."), seat=name(s, seat), n=gain)
        islands = rules.islands_of(s, seat)
        if self.first and islands and sum(s.prosp) < rules.prosperity_supply(s):
            if len(islands) > 1:
                self.seat = seat  # the choice of the island is his
                s._legal = None
                return
            prosper(s, seat, islands[0])
        s.finish(self)
        end_turn(s, self.marker)

    def prompt(self, s: CycladesState) -> str:
        return _("{seat}: place Apollo's prosperity marker on one of your islands.").format(
            seat=seat_named(s, self.seat or 0)
        )

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        seat = self.seat
        assert seat is not None
        for i in rules.islands_of(s, seat):
            yield act("prosper", i + 1)
        if why is not None and why.target.verb == "prosper":
            why.no(why.target, N_("The prosperity marker goes on one of your own islands (CY-APO-03)."))

    def resolve(self, s: CycladesState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        prosper(s, seat, int(action.args[0]) - 1)
        s.finish(self)
        end_turn(s, self.marker)

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {"step": "apollo", "seat": name(s, self.marker // 2)}


def prosper(s: CycladesState, seat: int, island: int) -> None:
    s.prosp[island] += 1
    say(s, N_("{seat} places a prosperity marker on {area}."), seat=name(s, seat), area=area_name(s, island))


class GodTurn(Frame):
    """A player's turn with the god he won (CY-ACT-02/03). ``done`` counts what he has done this
    turn: units recruited (prices rise, CY-ACT-07) and the free and bought card of Zeus or Athena."""

    __slots__ = ("bought", "free", "god", "marker", "recruited")
    name = "turn"

    def __init__(self, marker: int, god: int) -> None:
        super().__init__(marker // 2)
        self.marker = marker
        self.god = god
        self.recruited = 0
        self.free = False
        self.bought = False

    def prompt(self, s: CycladesState) -> str:

        return _("{seat}: your turn with {god}; act, or end your turn.").format(
            seat=seat_named(s, self.seat or 0), god=god(god_label(s, self.god))
        )

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        seat = self.seat
        assert seat is not None
        # gathered in a list: a search asks for them at every step of its playouts' turns
        out = list(GOD_OPTIONS[self.god](s, self, seat, why))
        if self.god in BUILD_VERB:
            out += build_options(s, seat, self.god, why)
        out += creatures.call_options(s, seat, why)
        options = s.options
        if options["m3_heroes"]:
            out += heroes.sacrifice_options(s, seat, why)
        if options["m4_favours"]:
            out += favours.turn_options(s, self, seat, why)
        out.append(END)
        return iter(out)

    def resolve(self, s: CycladesState, action: Action) -> None:

        seat = self.seat
        assert seat is not None
        if action is END:
            s.finish(self)
            end_turn(s, self.marker)
            say(s, N_("{seat} ends the turn."), seat=name(s, seat))
            return
        if action.verb == "call":
            creatures.call(s, seat, str(action.args[0]))
            return
        RESOLVE[action.verb](s, self, seat, action)

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "turn",
            "seat": name(s, self.seat or 0),
            "god": god_label(s, self.god),
            "recruited": self.recruited,
            "free_card_taken": self.free,
            "card_bought": self.bought,
        }


# ---------------------------------------------------------------- building (every god but Apollo)
def build_options(s: CycladesState, seat: int, god: int, why: Why | None) -> Iterator[Action]:
    """CY-BLD-01/02, CY-COMP-13: 2 GP, a free space on one of his islands, one left in the supply."""
    verb = BUILD_VERB[god]
    kind = god
    if s.gold[seat] >= s.ed.build_cost and rules.supply_left(s, kind) > 0:
        for i in rules.islands_of(s, seat):
            if rules.has_free_space(s, i):
                yield act(verb, i + 1)
    if why is not None and why.target.verb in BUILD_VERB.values():
        why.no(why.target, lambda: _why_no_build(s, seat, god, why.target))


def _why_no_build(s: CycladesState, seat: int, god: int, action: Action) -> str:
    kind = BUILDINGS.index(action.verb)
    if kind != god:
        return _("{god} builds a {building}, not a {other} (CY-BLD-02).").format(
            god=god_label(s, god), building=_(BUILD_VERB[god].capitalize()), other=_(action.verb.capitalize())
        )
    if s.gold[seat] < s.ed.build_cost:
        return _("A building costs {n} GP (CY-BLD-01).").format(n=s.ed.build_cost)
    if rules.supply_left(s, kind) <= 0:
        return _("No {building} is left in the supply (CY-COMP-13).").format(building=_(action.verb.capitalize()))
    island = _island_arg(s, action)
    if island < 0 or s.own[island] != seat:
        return _("You build only on an island you control (CY-BLD-01).")
    return _("{island} has no free building space (CY-BLD-03).").format(
        island=area(s.geo.area_names[island]).capitalize()
    )


def _island_arg(s: CycladesState, action: Action, index: int = 0) -> int:
    try:
        island = int(action.args[index]) - 1
    except (IndexError, ValueError):
        return -1
    return island if 0 <= island < s.geo.n_isl else -1


def do_build(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    island = int(action.args[0]) - 1
    kind = BUILDINGS.index(action.verb)
    space = rules.free_space(s, island)
    s.bld[space] = kind
    s.gold[seat] -= s.ed.build_cost
    if s.log is not None:  # a search's worlds keep no log: the words are not worked out
        say(
            s,
            N_("{seat} builds a {building} on {area}."),
            seat=name(s, seat),
            building=rules.building_label(kind),
            area=area_name(s, island),
        )
    check_metropolis(s)


# ---------------------------------------------------------------- Poseidon
def poseidon_options(s: CycladesState, turn: GodTurn, seat: int, why: Why | None) -> Iterator[Action]:
    """CY-POS-01..03 recruit; CY-POS-05..09 the voyage (1 GP a move)."""

    costs = s.ed.fleet_costs
    can_recruit = (
        turn.recruited < len(costs)
        and rules.fleets_on_board(s, seat) < s.ed.n_fleets
        and costs[min(turn.recruited, len(costs) - 1)] <= s.gold[seat]
    )
    if can_recruit:
        for a in moves.fleet_targets(s, seat):
            yield act("fleet", s.geo.area_names[a])
    if why is not None and why.target.verb == "fleet":
        why.no(why.target, lambda: _why_no_recruit(s, turn, seat, "fleet", costs))
    if s.gold[seat] >= s.ed.move_cost:
        for a, n in moves.voyage_starts(s, seat):
            yield act("sail", s.geo.area_names[a], n)
    elif why is not None and why.target.verb == "sail":
        why.no(why.target, _("A move costs {n} GP (CY-POS-05).").format(n=s.ed.move_cost))


def _why_no_recruit(s: CycladesState, turn: GodTurn, seat: int, kind: str, costs: tuple[int, ...]) -> str:
    fleet = kind == "fleet"
    if turn.recruited >= len(costs):
        return (
            _("At most {n} fleets are recruited in a turn (CY-POS-02, CY-ARES-02).")
            if fleet
            else _("At most {n} troops are recruited in a turn (CY-POS-02, CY-ARES-02).")
        ).format(n=len(costs))
    reserve = s.ed.n_fleets if kind == "fleet" else s.ed.n_troops
    on_board = rules.fleets_on_board(s, seat) if kind == "fleet" else rules.troops_on_board(s, seat)
    if on_board >= reserve:
        return (
            _("All your {n} fleets are on the board (CY-COMP-12).")
            if fleet
            else _("All your {n} troops are on the board (CY-COMP-12).")
        ).format(n=reserve)
    cost = costs[turn.recruited]
    if cost > s.gold[seat]:
        return (
            _("The next fleet costs {n} GP (CY-POS-01, CY-ARES-01).")
            if fleet
            else _("The next troop costs {n} GP (CY-POS-01, CY-ARES-01).")
        ).format(n=cost)
    if fleet:
        return _(
            "A new fleet goes on a sea space next to one of your islands, empty or holding only your fleets (CY-POS-03)."
        )
    return _("A new troop goes on an island you control (CY-ARES-03).")


def do_fleet(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    a = s.geo.area(str(action.args[0]))
    cost = s.ed.fleet_costs[turn.recruited]
    s.gold[seat] -= cost
    turn.recruited += 1
    s.own[a] = seat
    s.units[a] += 1
    if s.log is not None:
        say(s, N_("{seat} recruits a fleet on {area} ({n} GP)."), seat=name(s, seat), area=area_name(s, a), n=cost)


def do_sail(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    undead = int(action.args[2]) if len(action.args) > 2 else 0
    sea = s.geo.area(str(action.args[0]))
    moves.start_voyage(s, seat, sea, int(action.args[1]), s.ed.move_cost, s.ed.voyage_steps, undead)


# ---------------------------------------------------------------- Ares
def ares_options(s: CycladesState, turn: GodTurn, seat: int, why: Why | None) -> Iterator[Action]:
    """CY-ARES-01..03 recruit; CY-ARES-05..07 move troops along fleets (1 GP a move)."""

    costs = s.ed.troop_costs
    can_recruit = (
        turn.recruited < len(costs)
        and rules.troops_on_board(s, seat) < s.ed.n_troops
        and costs[min(turn.recruited, len(costs) - 1)] <= s.gold[seat]
    )
    if can_recruit:
        for i in rules.islands_of(s, seat):
            yield act("troop", i + 1)
    if why is not None and why.target.verb == "troop":
        why.no(why.target, lambda: _why_no_recruit(s, turn, seat, "troop", costs))
    yield from moves.march_options(s, seat, why)


def do_troop(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    island = int(action.args[0]) - 1
    cost = s.ed.troop_costs[turn.recruited]
    s.gold[seat] -= cost
    turn.recruited += 1
    s.units[island] += 1
    if s.log is not None:
        say(s, N_("{seat} recruits a troop on {area} ({n} GP)."), seat=name(s, seat), area=area_name(s, island), n=cost)


def do_march(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    args = action.args
    undead = int(args[3]) if len(args) > 3 else 0
    group = heroes.heroes_of(s, str(args[4])) if len(args) > 4 else ()
    moves.march(s, seat, int(args[0]) - 1, int(args[1]) - 1, (int(args[2]), undead, group), s.ed.move_cost)


# ---------------------------------------------------------------- Zeus and Athena
def card_options(s: CycladesState, turn: GodTurn, seat: int, why: Why | None, verb: str) -> Iterator[Action]:
    """CY-ZEUS-01/02, CY-ATH-01/02: one card free, one more for 4 GP, from the supply."""
    left = supply_of(s, verb)
    if left > 0 and (not turn.free or (not turn.bought and s.gold[seat] >= s.ed.extra_card)):
        yield act(verb)
    elif why is not None:
        if left <= 0:
            why.no(act(verb), _(NONE_LEFT[verb]))
        elif turn.bought:
            why.no(act(verb), _(BOUGHT[verb]))
        else:
            why.no(act(verb), _(SECOND[verb]).format(n=s.ed.extra_card))


def zeus_options(s: CycladesState, turn: GodTurn, seat: int, why: Why | None) -> Iterator[Action]:
    yield from card_options(s, turn, seat, why, "priest")
    yield from creatures.renew_options(s, seat, why)


def athena_options(s: CycladesState, turn: GodTurn, seat: int, why: Why | None) -> Iterator[Action]:
    yield from card_options(s, turn, seat, why, "philosopher")  # CY-ATH-04: no special action


def do_card(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    cost = 0
    if turn.free:
        cost = s.ed.extra_card
        turn.bought = True
    turn.free = True
    s.gold[seat] -= cost
    if action.verb == "priest":
        s.priest[seat] += 1
    else:
        s.philo[seat] += 1
    say(s, CARD_TAKEN[action.verb, bool(cost)], seat=name(s, seat), n=cost)
    if action.verb == "philosopher":
        check_metropolis(s)


def do_renew(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    creatures.renew(s, seat, str(action.args[0]))


def hades_options(s: CycladesState, turn: GodTurn, seat: int, why: Why | None) -> Iterator[Action]:
    yield from hades.hades_options(s, turn, seat, why)


def do_hades(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    (hades.do_undead if action.verb == "undead" else hades.do_necropolis)(s, turn, seat, action)


def do_sacrifice(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    heroes.sacrifice(s, seat, str(action.args[0]))


def do_boon(s: CycladesState, turn: GodTurn, seat: int, action: Action) -> None:
    (favours.use_favour if action.verb == "favour" else favours.use_item)(s, turn, seat, action)


GOD_OPTIONS = {
    POSEIDON: poseidon_options,
    ARES: ares_options,
    ZEUS: zeus_options,
    ATHENA: athena_options,
    HADES: hades_options,
}
RESOLVE = {
    "undead": do_hades,
    "necropolis": do_hades,
    "sacrifice": do_sacrifice,
    "favour": do_boon,
    "use": do_boon,
    "fleet": do_fleet,
    "sail": do_sail,
    "troop": do_troop,
    "march": do_march,
    "priest": do_card,
    "philosopher": do_card,
    "renew": do_renew,
    **{verb: do_build for verb in BUILD_VERB.values()},
}
