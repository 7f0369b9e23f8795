"""What the Cyclades rules do, in the clauses' order: setup, revenue, control and movement,
buildings and Metropolises, elimination and victory. The flow that asks the players is in
flow.py; the creatures in creatures.py.

A rule that ends the game in the middle of a step calls :func:`end_game`, which records the
outcome, empties the stack and raises ``GameOver``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from tabletome.engine.flow import GameOver
from tabletome.engine.game import Outcome, rank_seats
from tabletome.engine.i18n import N_, seat_words
from tabletome.engine.i18n.retell import Said, said
from tabletome.engine.rng import Rng

from .data import BUILDINGS, Geo
from .words import LAST_LEFT

if TYPE_CHECKING:
    from .state import CycladesState

THEATER = 4  # the Hades box's wild building (CY-THEA-01)
TIE_BREAKS = ("most GP",)  # CY-WIN-03


def say(s: CycladesState, template: str, who: int = -1, **slots: Any) -> None:
    """A narration line from ``template`` (English, marked ``N_``) and its slots' values, made only
    when the game keeps a log (a search's worlds keep none and pay for no sentence)."""
    if s.log is not None:
        s.log.append((who, said(template, **slots) if slots else template))


def tell(s: CycladesState, line: Said, who: int = -1) -> None:
    """A line made already (``said_n``, where the words follow a number: its maker checks that
    ``s.log`` is kept before making it)."""
    if s.log is not None:
        s.log.append((who, line))


def name(s: CycladesState, seat: int) -> str:
    """A seat's colour, the name the log gives it (told in the reader's language)."""
    return s.ed.colours[seat]


def seat_named(s: CycladesState, seat: int) -> str:
    """A seat's colour in the reader's language: for a prompt or a refusal, made when shown."""
    return seat_words(s.ed.colours[seat])


def area_name(s: CycladesState, area: int) -> Said:
    """ "island 3", "sea c4": the log's name of an area."""
    return _area_names(s.geo)[area]


@cache
def _area_names(geo: Geo) -> tuple[Said, ...]:
    """Every area's name on one board, made once (the log names areas often)."""
    return tuple(
        said(N_("island {n}"), n=a + 1) if a < geo.n_isl else said(N_("sea {name}"), name=geo.area_names[a])
        for a in range(geo.n_areas)
    )


AND = N_("{a} and {b}")


def joined(parts: Sequence[Any], template: str = AND) -> Any:
    """``parts`` as one slot's value, "a and b and c" (each part told in turn)."""
    out = parts[0]
    for part in parts[1:]:
        out = said(template, a=out, b=part)
    return out


def markers_of(s: CycladesState, seat: int) -> tuple[int, ...]:
    """A player's offering markers: one, or two in the 2-player game (CY-2P-03)."""
    return (seat * 2, seat * 2 + 1) if s.players == 2 else (seat * 2,)


# ---------------------------------------------------------------- setup
def setup(s: CycladesState) -> None:
    """CY-SETUP-01..11 (the board for the player count, CY-SETUP-02); the Hades modules' setup
    (CY-FREE-02/03, CY-HADES-01, CY-HERO-01/02, CY-FAV-01)."""
    from .favours import setup_favours
    from .flow import Cycles
    from .placement import free_placement, start_placement

    ed, geo = s.ed, s.geo
    for t in range(s.players):
        s.gold[t] = ed.start_gold  # CY-SETUP-01
        if free_placement(s):
            continue
        islands, seas = geo.starts[t]  # CY-SETUP-03/04: 1 troop per start island, 1 fleet per start sea
        for i in islands:
            s.own[i] = t
            s.units[i] = 1
        for a in seas:
            s.own[a] = t
            s.units[a] = 1
    deck = creature_deck(s)
    s.rng.shuffle(deck)  # CY-SETUP-08
    s.cdeck = deck
    markers = [m for t in range(s.players) for m in markers_of(s, t)]
    s.rng.shuffle(markers)  # CY-SETUP-10, CY-2P-03
    s.track = markers
    setup_favours(s)
    s.push(Cycles())
    if free_placement(s):
        start_placement(s)
    s.settle()


def creature_deck(s: CycladesState) -> list[int]:
    """CY-COMP-06; with Module 3 the new creatures and the heroes join (CY-HERO-01/02), Empusa
    only with Module 2 (CY-HX-06)."""
    ed = s.ed
    heroes = s.options["m3_heroes"]
    hades = s.options["m2_hades"]
    out = []
    for c, deck in enumerate(ed.c_deck):
        if (
            deck == "base"
            or (heroes and deck == "hero")
            or (heroes and deck == "hades" and (ed.c_names[c] != "Empusa" or hades))
        ):
            out.append(c)
    return out


# ---------------------------------------------------------------- board facts
def islands_of(s: CycladesState, seat: int) -> list[int]:
    own = s.own
    return [i for i in range(s.geo.n_isl) if own[i] == seat]


def fleets_on_board(s: CycladesState, seat: int) -> int:
    geo, own, units = s.geo, s.own, s.units
    return sum([units[a] for a in range(geo.n_isl, geo.n_areas) if own[a] == seat])


def troops_on_board(s: CycladesState, seat: int) -> int:
    own, units = s.own, s.units
    return sum([units[i] for i in range(s.geo.n_isl) if own[i] == seat])


def heroes_at(s: CycladesState, area: int) -> list[int]:
    """The heroes on an island (Module 3): they belong to its controller."""
    ha = s.hero_area
    return [h for h in range(len(ha)) if ha[h] == area]


def present(s: CycladesState, area: int) -> int:
    """Every unit of the controller on the space: normal ones, undead and heroes (each counts one)."""
    n = s.units[area] + s.undead[area]
    if area < s.geo.n_isl and area in s.hero_area:
        n += s.hero_area.count(area)
    return n


BOX_MODULES = ("m1_free_placement", "m2_hades", "m3_heroes", "m4_favours", "theater")


def prosperity_supply(s: CycladesState) -> int:
    """CY-COMP-04, CY-HX-03: the 16 prosperity markers, and the Hades box's 8 more when one of its
    modules is played (AMB-18: an empty supply gives none)."""
    n = s.ed.n_prosperity
    options = s.options
    if options["box_prosperity"] != "base" and any(options[m] for m in BOX_MODULES):
        n += s.ed.box_prosperity  # rules version 1 ("base") left them in the box
    return n


def revenue(s: CycladesState, seat: int) -> int:
    """CY-INC-01/02: 1 GP per cornucopia printed on his islands, per prosperity marker on them,
    and per cornucopia printed on a sea space where he has fleets. CY-HCRE-01: the island where
    Cerberus stands pays its master instead of its controller."""
    from .heroes import cerberus_island

    geo, own = s.geo, s.own
    hound, master = cerberus_island(s)
    horns, prosp, units, undead, n_isl = geo.horns, s.prosp, s.units, s.undead, geo.n_isl
    total = 0
    for a in range(n_isl):
        if own[a] == seat and a != hound:
            total += horns[a] + prosp[a]
    for a in range(n_isl, geo.n_areas):
        if own[a] == seat and (units[a] or undead[a]):
            total += horns[a]
    if master == seat:
        total += geo.horns[hound] + s.prosp[hound]
    return total


def revenues(s: CycladesState) -> list[int]:
    """Every seat's :func:`revenue`, in one pass over the areas."""
    from .heroes import cerberus_island

    geo, own = s.geo, s.own
    hound, master = cerberus_island(s)
    horns, prosp, units, undead, n_isl = geo.horns, s.prosp, s.units, s.undead, geo.n_isl
    out = [0] * s.players
    for a in range(n_isl):
        t = own[a]
        if t >= 0 and a != hound:
            out[t] += horns[a] + prosp[a]
    for a in range(n_isl, geo.n_areas):
        t = own[a]
        if t >= 0 and (units[a] or undead[a]):
            out[t] += horns[a]
    if master >= 0:
        out[master] += horns[hound] + prosp[hound]
    return out


def guess_gold(s: CycladesState, seat: int, rng: Rng) -> int:
    """Another player's GP behind his screen, as a seat that does not count them might guess:
    at least what his offers on the gods will cost him (they are public and must be paid,
    CY-OFF-08), at most what the starting GP and his present revenue could have given over the
    cycles so far (the board shows it). Used by determinizations only."""
    from .flow import Offerings, committed

    unpaid = any(isinstance(f, Offerings) for f in s.stack)  # offers are paid when the auction ends
    floor = committed(s, seat, -1) if unpaid else 0
    ceiling = max(floor, s.ed.start_gold + max(1, s.cycle) * (revenue(s, seat) + 2))
    return floor + rng.below(ceiling - floor + 1)


def spaces(s: CycladesState, island: int) -> range:
    return range(s.bld_off[island], s.bld_off[island + 1])


def covered(s: CycladesState, island: int) -> range:
    """The small spaces under the metropolis space: the first two of the island (AMB-10)."""
    start = s.bld_off[island]
    return range(start, start + min(2, s.geo.size[island]))


def free_space(s: CycladesState, island: int) -> int:
    """A free small space to build on (CY-BLD-01/03): outside the metropolis space first, so a
    later Metropolis destroys as little as possible; -1 when none."""
    bld = s.bld
    cov = covered(s, island)
    blocked = s.metro[island] > 0
    best = -1
    for k in spaces(s, island):
        if bld[k] >= 0 or (blocked and k in cov):
            continue
        if k not in cov:
            return k
        if best < 0:
            best = k
    return best


def has_free_space(s: CycladesState, island: int) -> bool:
    """Whether :func:`free_space` finds one: a free small space, outside the metropolis space
    when a Metropolis stands there."""
    off = s.bld_off
    start = off[island]
    if s.metro[island] > 0:
        start += min(2, s.geo.size[island])  # the covered spaces (``covered``)
    return -1 in s.bld[start : off[island + 1]]


def buildings_of(s: CycladesState, seat: int) -> list[tuple[int, int]]:
    """(space, type) of every building on the islands ``seat`` controls (CY-BLD-08)."""
    out = []
    bld = s.bld
    for i in range(s.geo.n_isl):
        if s.own[i] == seat:
            for k in spaces(s, i):
                if bld[k] >= 0:
                    out.append((k, bld[k]))
    return out


def kinds_of(s: CycladesState, seat: int) -> list[int]:
    """The types of :func:`buildings_of`, in the same order."""
    bld, off, own = s.bld, s.bld_off, s.own
    out: list[int] = []
    for i in range(s.geo.n_isl):
        if own[i] == seat:
            out += [b for b in bld[off[i] : off[i + 1]] if b >= 0]
    return out


def island_of_space(s: CycladesState, space: int) -> int:
    off = s.bld_off
    for i in range(s.geo.n_isl):
        if off[i] <= space < off[i + 1]:
            return i
    raise ValueError(space)


def supply_left(s: CycladesState, kind: int) -> int:
    """Buildings of a type still in the supply (CY-COMP-13)."""
    return s.ed.building_supply[kind] - s.bld.count(kind)


def metropolises(s: CycladesState, seat: int) -> int:
    """His Metropolises: on his islands, and on the Secret Island of the Amazons (Module 3)."""
    metro = s.metro
    n = 0
    if 1 in metro:  # none early in the game: no need to look at the islands
        own = s.own
        n = sum(1 for i, m in enumerate(metro) if m == 1 and own[i] == seat)
    return n + (1 if s.amazons[seat] == 2 else 0)


def goal(s: CycladesState) -> int:
    """CY-GEN-02, CY-2P-10: 2 Metropolises to win, 3 in the 2-player game."""
    return 3 if s.players == 2 else 2


def fortresses(s: CycladesState, island: int) -> int:
    """Fortresses on the island, a Metropolis counting as one (CY-BLD-04, CY-BLD-09)."""
    off = s.bld_off
    n = s.bld[off[island] : off[island + 1]].count(1)
    return n + (1 if s.metro[island] == 1 and s.options["metro_buildings"] else 0)


def temples(s: CycladesState, seat: int) -> int:
    """Temples of a player, a Metropolis counting as one for his creature prices (CY-BLD-09)."""
    bld, off, own = s.bld, s.bld_off, s.own
    n = sum(bld[off[i] : off[i + 1]].count(2) for i in range(s.geo.n_isl) if own[i] == seat)
    if s.options["metro_buildings"]:
        n += metropolises(s, seat)
    return n


def ports_next_to(s: CycladesState, seat: int, sea: int) -> int:
    """CY-BLD-05: the defender's Ports on islands next to the battle space."""
    n = 0
    for i in s.geo.sea_isls[sea]:
        if s.own[i] == seat:
            n += s.bld[s.bld_off[i] : s.bld_off[i + 1]].count(0)
    return n


# ---------------------------------------------------------------- movement
def chain_islands(s: CycladesState, seat: int, start: int) -> set[int]:
    """CY-MOVE-04/05: the islands linked to ``start`` by a chain of the player's fleets."""
    geo, own, units, undead = s.geo, s.own, s.units, s.undead
    seen: set[int] = set()
    frontier = [a for a in geo.isl_seas[start] if own[a] == seat and (units[a] or undead[a])]
    seen.update(frontier)
    while frontier:
        a = frontier.pop()
        for b in geo.sea_adj[a]:
            if b not in seen and own[b] == seat and (units[b] or undead[b]):
                seen.add(b)
                frontier.append(b)
    out = {i for a in seen for i in geo.sea_isls[a]}
    out.discard(start)
    return out


def last_island(s: CycladesState, seat: int) -> bool:
    return seat >= 0 and s.own[: s.geo.n_isl].count(seat) == 1


def completes_metropolis(s: CycladesState, attacker: int, island: int) -> bool:
    """Whether taking ``island`` would give ``attacker`` his winning Metropolis at once: one stands
    on it, or its buildings complete his set of four types (CY-CMB-14)."""
    if metropolises(s, attacker) + 1 < goal(s):
        return False
    if s.metro[island] == 1:
        return True
    kinds = kinds_of(s, attacker)
    kinds += [s.bld[k] for k in spaces(s, island) if s.bld[k] >= 0]
    return _full_set(kinds)


def _full_set(kinds: list[int]) -> bool:
    """One of each of the four types, Theaters standing in for the missing ones (CY-THEA-01/02)."""
    if len(kinds) < 4:  # a type or a Theater for each of the four: never with fewer buildings
        return False
    missing = sum(1 for k in range(4) if k not in kinds)
    return missing <= kinds.count(THEATER)


def may_invade(s: CycladesState, attacker: int, island: int) -> bool:
    """CY-CMB-14/15: a player's last island may not be taken by troops unless taking it gives the
    attacker the Metropolis he needs to win at once (even if the battle is uncertain)."""
    defender = s.own[island]
    if defender < 0 or defender == attacker or not last_island(s, defender):
        return True
    return completes_metropolis(s, attacker, island)


# ---------------------------------------------------------------- elimination and the end
def eliminate(s: CycladesState, seat: int) -> None:
    """CY-WIN-04: a player who loses his last island leaves the game with all he has."""
    if s.out[seat]:
        return
    s.out[seat] = s.cycle
    s.eliminated.append(seat)
    geo = s.geo
    for a in range(geo.n_isl, geo.n_areas):
        if s.own[a] == seat:
            s.own[a] = -1
            s.units[a] = 0
            s.undead[a] = 0
    for h, owner in enumerate(s.hero_owner):
        if owner == seat and s.hero_area[h] >= 0:
            s.hero_area[h] = -1
            s.hero_gone[h] = 1
    s.gold[seat] = 0
    s.philo[seat] = 0
    s.priest[seat] = 0
    for card, owner in enumerate(s.fig_owner):
        if owner == seat and s.fig_area[card] >= 0:
            remove_figurine(s, card)
    mine = set(markers_of(s, seat))
    s.track = [m for m in s.track if m not in mine]
    s.apollo = [m for m in s.apollo if m not in mine]
    for g in range(len(s.offer_seat)):
        if s.offer_seat[g] == seat:
            s.offer_seat[g] = -1
            s.offer_mark[g] = -1
            s.offer_amt[g] = 0
    say(s, N_("{seat} has lost the last island and leaves the game (CY-WIN-04)."), seat=name(s, seat))
    alive = [t for t in range(s.players) if not s.out[t]]
    if len(alive) == 1:
        finish(s, alive, "CY-WIN-04", said(LAST_LEFT, seat=name(s, alive[0])))


def remove_figurine(s: CycladesState, card: int) -> None:
    """The figurine leaves and its card is discarded, unless the card is elsewhere already: a figurine
    placed through the Chimera holds none (its card went into the deck with the discards, CY-CRE-20),
    nor does the Kraken's (its card is discarded when called, AMB-15)."""
    s.fig_area[card] = -1
    s.fig_owner[card] = -1
    held = card not in s.cdisc and card not in s.cdeck and card not in s.ctrack
    if held or s.options["chimera_figurines"] == "skipped":  # version 1 discarded it again
        s.cdisc.append(card)


def winners_now(s: CycladesState) -> list[int]:
    """CY-WIN-02/03: who wins at the end of this cycle (most Metropolises, then most GP)."""
    need = goal(s)
    able = [t for t in range(s.players) if not s.out[t] and metropolises(s, t) >= need]
    if not able:
        return []
    best = max((metropolises(s, t), s.gold[t]) for t in able)
    return [t for t in able if (metropolises(s, t), s.gold[t]) == best]


def finish(s: CycladesState, winners: list[int], cause: str, reason: Said) -> None:
    """The end: every seat ranked by Metropolises, then GP; the eliminated after, the last out first.
    ``reason`` is a line (``said``): the outcome's sentence is told in the reader's language too."""
    keys = []
    for t in range(s.players):
        if s.out[t]:
            keys.append((-1.0, float(s.eliminated.index(t)) - 100.0))
        else:
            keys.append((float(metropolises(s, t)), float(s.gold[t])))
    shown = [(float(s.gold[t]),) for t in range(s.players)]
    scores = [float(metropolises(s, t)) for t in range(s.players)]
    seats, decided = rank_seats(keys, TIE_BREAKS, scores=scores, shown=shown)
    seats = tuple(type(r)(r.seat, r.rank, r.score, r.tiebreak, s.out[r.seat] or None) for r in seats)
    s.outcome_ = Outcome(tuple(winners), cause, reason, None, seats, decided, "Metropolises", TIE_BREAKS)
    s.stack.clear()
    s._legal = None
    tell(s, reason)
    raise GameOver


def building_label(kind: int) -> str:
    return BUILDINGS[kind].capitalize() if kind < len(BUILDINGS) else "Theater"


def unit_lost(s: CycladesState, seat: int, area: int) -> None:
    """A normal unit of ``seat`` leaves the board by a battle or a creature (CY-CMB-12: it goes back
    to his reserve). With Hades (Module 2), 1 GP from the bank goes onto the Necropolis (CY-NEC-04)."""
    from .hades import feed_necropolis

    feed_necropolis(s, seat)


def supply_of(s: CycladesState, verb: str) -> int:
    """The priest or philosopher cards left in the supply (CY-COMP-13)."""
    if verb == "priest":
        return s.ed.n_priests - sum(s.priest)
    return s.ed.n_philosophers - sum(s.philo)
