"""The scripted Cyclades player's valuations, below both its decisions (:mod:`.heuristic`) and its
rules for the rest of the box (:mod:`.heuristic_box`), which read them.

A seat's view of the position (:class:`Seat`: its islands, its set, the rivals' guessed GP), the
worth in GP of an island, a building, a philosopher, a priest, a fleet, a base creature; battle odds
from the die faces; the conquests and voyages in reach. Nothing here decides; nothing here knows
the modules: a creature of any kind is valued by ``heuristic_box.creature_value``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import Any, Concatenate, Generic, ParamSpec, TypeVar, overload

from tabletome.engine.actions import Action

from . import rules
from .base import act
from .battle import Battle, defence_bonus
from .data import ARES, BUILDINGS
from .figurines import figurine_on, fleet_blocked, island_defence, protected, troops_held
from .rules import THEATER, supply_of
from .state import CycladesState
from .turns import GodTurn

METRO = 20.0  # a Metropolis, in GP: half of the game
WIN = 45.0  # the Metropolis that wins the game
HORN = 8.0  # a cornucopia: 1 GP every cycle from now on, and GP compound (tuned in self-play)
SEA_HORN = 8.0  # a cornucopia at sea, while a fleet stays on it
LINK = 0.3  # an island a new fleet links to: Ares still has to be won to take it
DENIAL = 0.5  # the share of a rival's Metropolis that keeping it from him is worth
PRIEST = 3.5  # a first priest (CY-OFF-10: 1 GP off every later offer)
ATTACK_ODDS = 0.6  # attack only a battle won at least this often
RETREAT_ODDS = 0.25  # an attacker below these odds retreats
HOLD_ODDS = 0.1  # a defender below these odds retreats to save his troops
PHILOSOPHER = (0.0, 2.0, 3.0, 4.0)  # the 1st, 2nd, 3rd philosopher of a set (the 4th: a Metropolis)
BUILDING = (3.0, 4.5, 8.0)  # a first, second, third type of a set (the 4th: a Metropolis)


@cache
def _round_odds(faces: tuple[int, ...], edge: int) -> tuple[float, float, float]:
    """One round (CY-CMB-02/06) where the attacker's units exceed the defender's total by
    ``edge``: the chances that only the attacker, only the defender, or both lose a unit."""
    a_loses = d_loses = both = 0
    for fa in faces:
        for fd in faces:
            diff = edge + fa - fd
            if diff < 0:
                a_loses += 1
            elif diff > 0:
                d_loses += 1
            else:
                both += 1
    n = len(faces) ** 2
    return a_loses / n, d_loses / n, both / n


@cache
def win_chance(faces: tuple[int, ...], attack: int, defence: int, bonus: int) -> float:
    """The chance that ``attack`` units take a space held by ``defence`` units with ``bonus``
    (Fortresses, Ports, the Minotaur), fighting to the end (CY-CMB-06..09)."""
    if defence <= 0:
        return 1.0 if attack > 0 else 0.0
    if attack <= 0:
        return 0.0
    a_loses, d_loses, both = _round_odds(faces, attack - defence - bonus)
    return (
        a_loses * win_chance(faces, attack - 1, defence, bonus)
        + d_loses * win_chance(faces, attack, defence - 1, bonus)
        + both * win_chance(faces, attack - 1, defence - 1, bonus)
    )


def island_free(s: CycladesState, island: int) -> int:
    """Free small building spaces of an island (none under a standing Metropolis)."""
    cov = rules.covered(s, island) if s.metro[island] else range(0)
    return sum(1 for k in rules.spaces(s, island) if s.bld[k] < 0 and k not in cov)


def island_kinds(s: CycladesState, island: int) -> list[int]:
    return [s.bld[k] for k in rules.spaces(s, island) if s.bld[k] >= 0]


def defence(s: CycladesState, island: int) -> int:
    """What an attacker meets on an island: troops, Fortresses, the Minotaur (CY-CMB-04)."""
    return s.units[island] + rules.fortresses(s, island) + island_defence(s, island)


def guess_gold(s: CycladesState, viewer: int, seat: int) -> int:
    """A rival's GP: counted when the table keeps the count (option ``gold``); else, behind his
    screen (CY-GEN-03), about one revenue and a half plus what Apollo or a cycle leaves."""
    if s.sees_gold(viewer, seat):
        return s.gold[seat]
    return 2 + (3 * rules.revenue(s, seat)) // 2


T = TypeVar("T")


class fact(Generic[T]):  # a decorator, like functools.cached_property
    """A fact of a :class:`Seat`, computed on first reading and then kept on the instance: what
    ``functools.cached_property`` does, without its lock (Python 3.11 takes one on every first
    reading, a measurable share of a search's playouts; a Seat lives for one decision, one thread)."""

    def __init__(self, compute: Callable[[Any], T]) -> None:
        self.compute = compute
        self.name = compute.__name__
        self.__doc__ = compute.__doc__

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> fact[T]: ...

    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...

    def __get__(self, obj: object | None, owner: type | None = None) -> T | fact[T]:
        if obj is None:
            return self
        value = self.compute(obj)
        obj.__dict__[self.name] = value
        return value


P = ParamSpec("P")
_NOT_KEPT: Any = object()  # no value kept yet (None is one)


def on_board(compute: Callable[Concatenate[Seat, P], T]) -> Callable[Concatenate[Seat, P], T]:
    """Marks a valuation that reads the board alone (the areas' holders, troops, fleets and undead,
    the buildings, Metropolises, prosperity markers and figurines), the seat and its arguments:
    computed once for them in ``Seat.memo``. The scripted player gets a new memo each decision; the
    playouts' player (:mod:`.rollout`) keeps it while the board stays the same. The value is
    shared: a caller never changes it."""
    name = compute.__name__

    def kept(me: Seat, /, *args: P.args, **kwargs: P.kwargs) -> T:
        key = (name, *args, *kwargs.items())
        memo = me.memo
        value: T = memo.get(key, _NOT_KEPT)
        if value is _NOT_KEPT:
            value = memo[key] = compute(me, *args, **kwargs)
        return value

    kept.__name__ = name
    kept.__doc__ = compute.__doc__
    return kept


#: What a seat works out of the board's worth: ``Seat.island_values``, ``sea_gains`` and ``memo``.
Worth = tuple[dict[int, float], dict[int, float], dict[tuple[object, ...], Any]]


class Seat:
    """What one seat reads off the table for one decision, each fact computed when first needed."""

    def __init__(
        self, s: CycladesState, seat: int, islands: list[int] | None = None, worth: Worth | None = None
    ) -> None:
        self.s = s
        self.seat = seat
        self.gold = s.gold[seat]
        self.islands = rules.islands_of(s, seat) if islands is None else islands  # (given: read already)
        self.faces = s.ed.faces
        self.god = -1  # the god of the turn being played, if any
        # Facts of one decision, computed once: the state does not change while he decides (given:
        # kept for the board by the playouts' player).
        self.island_values: dict[int, float]
        self.sea_gains: dict[int, float]  # fleet_gain of each sea space, the board's fleets as they are
        self.memo: dict[tuple[object, ...], Any]  # what the functions marked ``on_board`` gave
        self.island_values, self.sea_gains, self.memo = ({}, {}, {}) if worth is None else worth
        self.creatures: dict[bool, tuple[float, int, str] | None] = {}
        # Each creature's worth (heuristic_box.creature_worth): by name, or by name and whether
        # Ares is the god for the few a god changes. A rollout player may share it longer.
        self.worths: dict[object, float] = {}
        self.values: dict[tuple[str, bool], float] = {}  # heuristic_box.creature_value, this decision
        # What a turn with each god would do (heuristic.god_items), while he makes his offerings.
        self.god_plans: dict[int, list[tuple[float, int]]] = {}
        self.track: list[tuple[str, int]] | None = None  # the creatures he could call, and their prices

    @fact
    def rivals(self) -> list[int]:
        return [t for t in range(self.s.players) if t != self.seat and not self.s.out[t]]

    @fact
    def others(self) -> list[Seat]:
        """The rivals, as they read the table (their cards and buildings are public)."""
        return [Seat(self.s, t) for t in self.rivals]

    @fact
    def kinds(self) -> list[int]:
        """The building types on his islands, one entry per building (CY-MET-02)."""
        return rules.kinds_of(self.s, self.seat)

    @fact
    def missing(self) -> list[int]:
        return [k for k in range(len(BUILDINGS)) if k not in self.kinds]

    @fact
    def short(self) -> int:
        """Building types still needed for a set, Theaters standing in (CY-THEA-01)."""
        return max(0, len(self.missing) - self.kinds.count(THEATER))

    @fact
    def metro_worth(self) -> float:
        """A new Metropolis; nearly nothing without a free metropolis space (CY-MET-05: lost)."""
        s = self.s
        if all(s.metro[i] for i in self.islands) and s.amazons[self.seat] != 1:
            return 1.0
        return WIN if rules.metropolises(s, self.seat) + 1 >= rules.goal(s) else METRO

    @fact
    def temples(self) -> int:
        """His Temples, a Metropolis counting as one (CY-BLD-09): what lowers his creatures' price."""
        return rules.temples(self.s, self.seat)

    @fact
    def free_spaces(self) -> int:
        return sum(island_free(self.s, i) for i in self.islands)

    @fact
    def net(self) -> set[int]:
        """The sea spaces of his fleets linked to his islands by his fleets (CY-MOVE-04)."""
        s, geo, seat = self.s, self.s.geo, self.seat
        frontier = [a for i in self.islands for a in geo.isl_seas[i] if s.own[a] == seat and s.units[a] > 0]
        seen = set(frontier)
        while frontier:
            for b in geo.sea_adj[frontier.pop()]:
                if b not in seen and s.own[b] == seat and s.units[b] > 0:
                    seen.add(b)
                    frontier.append(b)
        return seen

    @fact
    def reached(self) -> set[int]:
        """Islands not his that his fleets already link to his islands."""
        isls = self.s.geo.sea_isls
        return {i for a in self.net for i in isls[a] if self.s.own[i] != self.seat}

    @fact
    def threat(self) -> list[int]:
        """Per island of his: the most troops one rival could march there along his own fleets,
        counting the free troop he would recruit first (CY-ARES-01/05)."""
        out = [0] * self.s.geo.n_isl
        mine = self.islands
        if not mine:
            return out
        for rival in self.rivals:
            force = self.reach(rival)
            if not force:
                continue
            for i in mine:
                n = force.get(i)
                if n is not None and n + 1 > out[i]:
                    out[i] = n + 1
        return out

    def reach(self, rival: int) -> dict[int, int]:
        """:func:`reach` of a rival, read off the board (the playouts' player keeps it per board)."""
        return reach(self.s, rival, fleet_chains(self.s, rival))

    @fact
    def chains(self) -> FleetChains:
        """His fleets' chains (CY-MOVE-04/05), found once a decision."""
        return fleet_chains(self.s, self.seat)


class FleetChains:
    """One player's fleets split into chains (seas linked by his fleets, CY-MOVE-04/05), found once:
    the islands a chain links to an island are :func:`rules.chain_islands`'s, for every island.
    They depend on the map and the sea spaces of his fleets alone (:func:`fleet_seas`)."""

    __slots__ = ("by_start", "chain_of", "linked", "touching")

    def __init__(self, s: CycladesState, seat: int, seas: tuple[int, ...] | None = None) -> None:
        geo = s.geo
        sea_isls, sea_adj = geo.sea_isls, geo.sea_adj
        chain_of: dict[int, int] = {}
        self.chain_of = chain_of
        self.linked: list[set[int]] = []  # per chain: the islands its seas touch
        self.touching = geo.isl_seas
        self.by_start: dict[int, set[int]] = {}  # what ``islands`` gave
        fleets = set(fleet_seas(s, seat) if seas is None else seas)
        for a in sorted(fleets):
            if a in chain_of:
                continue
            chain = len(self.linked)
            islands: set[int] = set()
            frontier = [a]
            chain_of[a] = chain
            while frontier:
                b = frontier.pop()
                islands.update(sea_isls[b])
                for c in sea_adj[b]:
                    if c in fleets and c not in chain_of:
                        chain_of[c] = chain
                        frontier.append(c)
            self.linked.append(islands)

    def islands(self, start: int) -> set[int]:
        """The islands linked to ``start`` by a chain of his fleets (``start`` itself left out; the
        set is shared: never changed by a caller)."""
        out = self.by_start.get(start)
        if out is None:
            chain_of = self.chain_of
            chains = {chain_of[a] for a in self.touching[start] if a in chain_of}
            out = set().union(*(self.linked[c] for c in chains)) if chains else set()
            out.discard(start)
            self.by_start[start] = out
        return out


def fleet_seas(s: CycladesState, seat: int) -> tuple[int, ...]:
    """The sea spaces holding his fleets (undead ones too), in order: all his chains depend on."""
    own, units, undead = s.own, s.units, s.undead
    return tuple(a for a in range(s.geo.n_isl, s.geo.n_areas) if own[a] == seat and (units[a] or undead[a]))


def fleet_chains(s: CycladesState, seat: int) -> FleetChains:
    return FleetChains(s, seat)


def reach(s: CycladesState, rival: int, chains: FleetChains) -> dict[int, int]:
    """Per island: the troops ``rival`` could march there along his fleets (``chains``) from his
    islands, together (Medusa holds some, CY-CRE-23): what ``Seat.threat`` reads of each rival."""
    units, own = s.units, s.own
    force: dict[int, int] = {}
    for j in range(s.geo.n_isl):
        if own[j] == rival and units[j] and not troops_held(s, j):
            n = units[j]
            for i in chains.islands(j):
                force[i] = force.get(i, 0) + n
    return force


# ---------------------------------------------------------------- what things are worth
def set_value(me: Seat, kind: int) -> float:
    """A building of ``kind``: progress towards a set of four types, or the Metropolis itself."""
    if kind not in me.missing:
        return 0.0
    if me.short <= 1:
        return me.metro_worth
    value = BUILDING[max(0, min(2, len(BUILDINGS) - me.short))]
    if me.free_spaces - 1 < me.short - 1:
        value /= 2  # too few spaces left for the rest of the set
    return value


def philosopher_value(me: Seat, extra: int) -> float:
    """The ``extra``-th philosopher from now: the fourth of a set is a Metropolis (CY-MET-01)."""
    if supply_of(me.s, "philosopher") < extra:
        return 0.0
    n = me.s.philo[me.seat] + extra
    return me.metro_worth if n == 4 else PHILOSOPHER[n % 4]


def priest_value(me: Seat) -> float:
    """A priest lowers every later offer by 1 GP (CY-OFF-10): worth most early and alone."""
    if supply_of(me.s, "priest") <= 0:
        return 0.0
    value = max(0.5, PRIEST - 0.75 * me.s.priest[me.seat])
    return value if me.s.cycle < 15 else value / 2


def completes_set(me: Seat, extra: list[int]) -> bool:
    """Whether adding these building types gives him the four (CY-MET-02)."""
    left = [k for k in me.missing if k not in extra]
    return len(left) <= me.kinds.count(THEATER) + extra.count(THEATER)


def island_value(me: Seat, island: int) -> float:
    """An island taken: its cornucopias, its spaces, its buildings, its Metropolis."""
    value = me.island_values.get(island)
    if value is None:
        s = me.s
        value = 1.0 + HORN * (s.geo.horns[island] + s.prosp[island]) + island_free(s, island)
        if s.metro[island] == 1:
            value += me.metro_worth
        kinds = island_kinds(s, island)
        if kinds:
            value += me.metro_worth if completes_set(me, kinds) else 1.5 * len(kinds)
        me.island_values[island] = value
    return value


# ---------------------------------------------------------------- Ares: landings and battles
@on_board
def invasions(me: Seat) -> list[tuple[int, int]]:
    """(from, to): islands not his that his fleets link to one of his islands, and that he may
    invade (CY-MOVE-04, CY-CMB-14; Medusa holds troops, CY-CRE-23)."""
    s = me.s
    out = []
    for src in me.islands:
        if troops_held(s, src):
            continue
        for dst in sorted(me.chains.islands(src)):
            if s.own[dst] != me.seat and rules.may_invade(s, me.seat, dst):
                out.append((src, dst))
    return out


Plan = tuple[float, int, int, int]  # value, recruiting cost, troops sent, troops to recruit first


def attack_plan(me: Seat, src: int, dst: int, gold: int, recruited: int) -> Plan | None:
    """The best force from ``src`` against ``dst`` (a ``Plan``): a landing, or a battle won often
    enough (CY-CMB), less the troops it may cost and the island it may leave open."""
    s = me.s
    value = island_value(me, dst)
    held = s.units[dst] if s.own[dst] >= 0 else 0
    if held == 0:
        if s.units[src]:
            return (value - exposure(me, src, s.units[src] - 1), 0, 1, 0)
        return recruit_plan(me, src, 1, gold, recruited, value - exposure(me, src, 0))
    bonus = defence_bonus(s, dst, s.own[dst])
    best: Plan | None = None
    for extra, cost in recruits(s, gold, recruited):
        total = s.units[src] + extra
        for force in range(total, 0, -1):
            odds = win_chance(me.faces, force, held, bonus)
            if odds < ATTACK_ODDS:
                break
            score = odds * value - (1 - odds) * force - cost - exposure(me, src, total - force)
            if best is None or score > best[0]:
                best = (score, cost, force, extra)
    return best


def exposure(me: Seat, src: int, left: int) -> float:
    """What leaving ``left`` troops on ``src`` risks: part of its value, if a rival could then
    march in with more than it would hold."""
    s = me.s
    threat = me.threat[src]
    if threat and threat >= left + defence(s, src) - s.units[src]:
        return 0.3 * island_value(me, src)
    return 0.0


def recruits(s: CycladesState, gold: int, recruited: int) -> list[tuple[int, int]]:
    """(troops recruited, GP) for each number of troops Ares can still recruit (CY-ARES-01/02)."""
    costs = s.ed.troop_costs
    out = [(0, 0)]
    total = 0
    for k in range(recruited, len(costs)):
        total += costs[k]
        if total > gold:
            break
        out.append((k - recruited + 1, total))
    return out


def recruit_plan(me: Seat, src: int, need: int, gold: int, recruited: int, value: float) -> Plan | None:
    for extra, cost in recruits(me.s, gold, recruited):
        if extra >= need:
            return (value - cost, cost, need, extra)
    return None


def guard_island(me: Seat) -> int:
    """His island that most needs a troop: threatened and valuable, else his best staging island."""
    s = me.s

    def need(i: int) -> tuple[float, float]:
        risk = max(0, me.threat[i] - defence(s, i) + 1)
        links = sum(1 for j in me.chains.islands(i) if s.own[j] != me.seat)
        return (risk * island_value(me, i), links - 0.1 * s.units[i])

    return max(me.islands, key=need)


# ---------------------------------------------------------------- Poseidon: fleets
def fleet_gain(me: Seat, sea: int, reached: set[int] | None = None) -> float:
    """A fleet arriving on ``sea``: its cornucopia, and the islands it links to his (CY-MOVE-04)
    that his fleets do not reach yet (``reached``, by default those of the board)."""
    s = me.s
    if s.own[sea] == me.seat:
        return 0.3  # one more fleet of a group: strength only
    if reached is None or reached is me.reached:
        gain = me.sea_gains.get(sea)
        if gain is None:
            gain = me.sea_gains[sea] = sea_gain(me, sea, me.reached)
        return gain
    return sea_gain(me, sea, reached)


def sea_gain(me: Seat, sea: int, reached: set[int]) -> float:
    """``fleet_gain`` on a space he does not hold, ``reached`` given."""
    s, geo = me.s, me.s.geo
    gain = SEA_HORN * geo.horns[sea]
    for i in geo.sea_isls[sea]:
        if s.own[i] != me.seat and i not in reached:
            gain += LINK * island_value(me, i) * landing_odds(me, i)
    return gain


def landing_odds(me: Seat, island: int) -> float:
    """How likely his strongest island's troops, with a free recruit, would take ``island``."""
    s = me.s
    held = s.units[island] if s.own[island] >= 0 else 0
    if not held:
        return 1.0
    force = max((s.units[i] for i in me.islands), default=0) + 1
    return win_chance(me.faces, force, held, defence_bonus(s, island, s.own[island]))


def linked(me: Seat, sea: int) -> bool:
    """Whether a fleet on ``sea`` would belong to his chains: next to his island or to his net."""
    geo = me.s.geo
    return any(me.s.own[i] == me.seat for i in geo.sea_isls[sea]) or any(b in me.net for b in geo.sea_adj[sea])


def sea_paths(s: CycladesState, seat: int, start: int, steps: int) -> dict[int, tuple[int, int]]:
    """Sea space -> (distance, first step) a voyage from ``start`` can reach without battle."""
    out = {start: (0, start)}
    frontier = [start]
    for dist in range(1, steps + 1):
        nxt = []
        for a in frontier:
            for b in s.geo.sea_adj[a]:
                if b not in out and s.own[b] in (-1, seat) and not fleet_blocked(s, b):
                    out[b] = (dist, b if a == start else out[a][1])
                    nxt.append(b)
        frontier = nxt
    return out


def idle(me: Seat, sea: int) -> bool:
    """A fleet that may sail without loss: one of several, or one that links nothing."""
    s, geo = me.s, me.s.geo
    if s.units[sea] >= 2:
        return True
    if geo.horns[sea]:
        return False
    return all(s.own[i] == me.seat for i in geo.sea_isls[sea]) and not any(
        s.own[b] == me.seat for b in geo.sea_adj[sea]
    )


@on_board
def sea_target(
    me: Seat, start: int, steps: int, group: int, leave: bool, peaceful: bool = True
) -> tuple[float, int, int]:
    """(gain, sea, first step) of the best place a group of fleets at ``start`` can reach: a space
    that links islands or holds a cornucopia (``peaceful``), or a rival's fleets it would beat
    (CY-POS-07). ``leave``: not ``start`` itself (a voyage that has not moved yet)."""
    s = me.s
    paths = sea_paths(s, me.seat, start, steps)
    best = (-1.0 if leave else fleet_gain(me, start), start, start)
    for b, (dist, first) in paths.items():
        if b != start and peaceful:
            gain = fleet_gain(me, b) if linked(me, b) else -1.0
            if gain > best[0]:
                best = (gain, b, first)
        if dist < steps:
            for e in s.geo.sea_adj[b]:
                if s.own[e] not in (-1, me.seat) and not fleet_blocked(s, e):
                    gain = sea_attack_value(me, e, group)
                    if gain > best[0]:
                        best = (gain, e, e if b == start else first)
    return best


def sea_attack_value(me: Seat, sea: int, group: int) -> float:
    """A sea battle (CY-CMB-05): the space gained and the rival fleets sunk, if won often enough."""
    s = me.s
    odds = win_chance(me.faces, group, s.units[sea], rules.ports_next_to(s, s.own[sea], sea))
    if odds < ATTACK_ODDS:
        return -1.0
    near = any(s.own[i] == me.seat for i in s.geo.sea_isls[sea])
    value = fleet_gain(me, sea) + s.units[sea] + (2.0 if near else 0.0)
    return odds * value - (1 - odds) * group


def holding(me: Seat, sea: int, group: int) -> float:
    """What his fleets give by staying on ``sea``, lost if the whole group sails away."""
    s, geo = me.s, me.s.geo
    if group < s.units[sea] or idle(me, sea):
        return 0.0
    links = any(s.own[i] != me.seat for i in geo.sea_isls[sea])
    return SEA_HORN * geo.horns[sea] + (2.0 if links else 0.0)


@on_board
def safety(me: Seat, island: int) -> float:
    """How well an island would hold: its defence against the rivals' reach, and its spaces."""
    s = me.s
    return defence(s, island) - me.threat[island] + 0.1 * island_free(s, island)


@on_board
def safest_islands(me: Seat) -> list[int]:
    """His islands, the safest first (``safety``; in island order where equal)."""
    return sorted(me.islands, key=lambda i: -safety(me, i))


def fates_value(me: Seat) -> float:
    return float(rules.revenue(me.s, me.seat))


def satyr_value(me: Seat) -> float:
    """CY-CRE-10: a philosopher from a rival (his fourth: a Metropolis)."""
    s = me.s
    holders = [t for t in me.rivals if s.philo[t] > 0]
    if not holders:
        return 0.0
    spoil = max(PHILOSOPHER[3] if s.philo[t] >= 3 else 0.0 for t in holders)
    return philosopher_value(me, 1) + spoil


def dryad_value(me: Seat) -> float:
    return priest_value(me) + 0.5 if any(me.s.priest[t] for t in me.rivals) else 0.0


def griffon_value(me: Seat) -> float:
    return max((guess_gold(me.s, me.seat, t) // 2 for t in me.rivals), default=0)


def pegasus_value(me: Seat) -> float:
    plan = pegasus_plan(me)
    return plan[0] if plan else 0.0


@on_board
def pegasus_plan(me: Seat) -> tuple[float, Action] | None:
    """CY-CRE-13: the best flight from one of his islands to any island, landing or battle."""
    s = me.s
    best: tuple[float, Action] | None = None
    for src in me.islands:
        if not s.units[src] or troops_held(s, src):
            continue
        for dst in range(s.geo.n_isl):
            if dst == src or s.own[dst] == me.seat or protected(s, dst) or not rules.may_invade(s, me.seat, dst):
                continue
            plan = attack_plan(me, src, dst, 0, len(s.ed.troop_costs))
            if plan is not None and (best is None or plan[0] > best[0]):
                best = (plan[0], act("fly", src + 1, dst + 1, plan[2]))
    return best


def giant_value(me: Seat) -> float:
    """CY-CRE-14: a building of a rival one type short of a set (his Metropolis undone)."""
    plan = giant_plan(me)
    return plan[0] if plan else 0.0


@on_board
def giant_plan(me: Seat) -> tuple[float, Action] | None:
    s = me.s
    best: tuple[float, Action] | None = None
    for rival in me.others:
        if rival.short != 1:
            continue
        for i in rival.islands:
            if protected(s, i):
                continue
            for kind in island_kinds(s, i):
                if rival.kinds.count(kind) == 1 and kind != THEATER:
                    value = rival.metro_worth * DENIAL
                    if best is None or value > best[0]:
                        best = (value, act("destroy", i + 1, rules.building_label(kind).lower()))
    return best


def harpy_value(me: Seat) -> float:
    """CY-CRE-15: a troop of a rival: most when it leaves an island Ares could walk into."""
    plan = harpy_plan(me)
    return plan[0] if plan else 0.0


def harpy_plan(me: Seat) -> tuple[float, Action] | None:
    s = me.s
    own, units, seat = s.own, s.units, me.seat
    chiron = figurine_on(s, "Chiron")  # the island it protects (``protected``)
    best: tuple[float, Action] | None = None
    for i in range(s.geo.n_isl):
        if own[i] == -1 or own[i] == seat or not units[i] or i == chiron:
            continue
        value = 1.0
        if units[i] == 1 and me.god == ARES and i in me.reached:
            value += island_value(me, i) / 2
        if best is None or value > best[0]:
            best = (value, act("harpy", i + 1))
    return best


def cyclops_value(me: Seat) -> float:
    plan = cyclops_plan(me)
    return plan[0] if plan else 0.0


@on_board
def cyclops_plan(me: Seat) -> tuple[float, Action] | None:
    """CY-CRE-19: a duplicate building changed into a missing type."""
    s = me.s
    for i in me.islands:
        for kind in island_kinds(s, i):
            if kind < len(BUILDINGS) and me.kinds.count(kind) >= 2:
                for new in me.missing:
                    if rules.supply_left(s, new) > 0:
                        return set_value(me, new), act(
                            "change", i + 1, rules.building_label(kind).lower(), BUILDINGS[new]
                        )
    return None


def kraken_value(me: Seat) -> float:
    plan = kraken_sea(me, range(me.s.geo.n_isl, me.s.geo.n_areas))
    return plan[0] if plan else 0.0


def kraken_sea(me: Seat, seas: Iterable[int]) -> tuple[float, int] | None:
    """CY-CRE-21: the sea space with most rival fleets, never his own."""
    s = me.s
    best: tuple[float, int] | None = None
    for a in seas:
        if s.own[a] in (-1, me.seat) or not s.units[a]:
            continue
        value = 1.5 * s.units[a] + HORN * s.geo.horns[a] / 2
        if best is None or value > best[0]:
            best = (value, a)
    return best


def minotaur_value(me: Seat) -> float:
    """CY-CRE-22: +2 where rivals could take a valuable island of his."""
    s = me.s
    risky = [i for i in me.islands if me.threat[i] >= defence(s, i)]
    return max((min(4.0, island_value(me, i) / 3) for i in risky), default=0.0)


# ---------------------------------------------------------------- the turn
class Allowed:
    """The legal moves of a decision, asked about one move at a time: ``a in allowed`` is
    ``a in set(legal)``, read by verb and arguments (what makes two moves equal) without hashing
    every move of the decision through ``Action.__hash__``, a call each."""

    __slots__ = ("keys",)

    def __init__(self, legal: Iterable[Action]) -> None:
        self.keys = {(a.verb, a.args) for a in legal}

    def __contains__(self, action: Action) -> bool:
        return (action.verb, action.args) in self.keys


TurnStep = Callable[[Seat, GodTurn, Allowed], Action | None]


# ---------------------------------------------------------------- battles, Metropolises, Apollo
def retreat_choice(me: Seat, battle: Battle, legal: Sequence[Action]) -> Action | None:
    """CY-CMB-07: the attacker leaves a battle he mostly loses; the defender only a hopeless one."""
    s = me.s
    bonus = defence_bonus(s, battle.area, battle.defender)
    odds = win_chance(me.faces, battle.force, s.units[battle.area], bonus)
    if me.seat == battle.attacker:
        leave = odds < RETREAT_ODDS
    else:
        metropolis = battle.area < s.geo.n_isl and s.metro[battle.area] == 1
        leave = 1 - odds < HOLD_ODDS and not metropolis and s.units[battle.area] >= 2
    retreats = [a for a in legal if a.verb == "retreat"]
    if not leave or not retreats:
        return act("stay")
    geo = s.geo
    return max(retreats, key=lambda a: place_score(me, geo.area(str(a.args[0]))))


def place_score(me: Seat, area: int) -> float:
    return safety(me, area) if area < me.s.geo.n_isl else fleet_gain(me, area)


# The base game's creatures but the Chimera: it copies any creature, the modules' too, so it is
# valued with them (heuristic_box.creature_value, which reads this table).
CREATURE_VALUES: dict[str, Callable[[Seat], float]] = {
    "Fates": fates_value,
    "Satyr": satyr_value,
    "Dryad": dryad_value,
    "Griffon": griffon_value,
    "Pegasus": pegasus_value,
    "Giant": giant_value,
    "Harpy": harpy_value,
    "Cyclops": cyclops_value,
    "Kraken": kraken_value,
    "Minotaur": minotaur_value,
}
