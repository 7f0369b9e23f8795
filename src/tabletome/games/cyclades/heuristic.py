"""A scripted Cyclades player: it plays for two Metropolises and reads only what its seat may know.

The state it gets is a determinization of its view (engine.agent.observe): the board, the cards,
the offers, the creature track and its own GP are true; the other players' GP and the order of
the creature deck are sampled, so it never reads them (a rival's GP are guessed from his revenue).

Every decision is taken afresh from the position, with no memory between calls:

* **Offerings** (CY-OFF): each face-up god is worth what this seat would do with it now, in GP:
  the building that completes a set of four types (a Metropolis), the fourth philosopher, a
  priest early, the islands Ares can take along its fleets, the chains Poseidon's fleets open,
  a creature worth calling, and the Metropolis it keeps from a rival. The god worth most above
  its price goes first; the offer rises above the minimum by half the margin over the next
  choice (priests make some of that rise free), keeping the GP the turn needs. Apollo when
  broke or when every god costs more than it gives.
* **The turn** (CY-ACT): a fixed order of steps per god, each taken when it is worth its price:
  the Metropolis-completing building first, the free card or unit, the conquest, a building
  of a missing type, more units where they are needed, creatures; then ``end``.
* **Battles** (CY-CMB): exact odds from the die faces; attack when it wins often, retreat
  when losing badly. Metropolises go to the safest island; creature questions are answered by
  the same valuations.

Unknown decisions or verbs (later modules) get a sensible default: ``end``, ``done``, ``stop``,
``stay``, ``pass``, else a random legal action from the agent's own generator. A god it does not
know is valued by its creatures alone.

The valuations are in :mod:`.heuristic_values`; the modules' rules (Hades, heroes, favours, the
creatures of the box, and every creature's worth) in :mod:`.heuristic_box`, both below this one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from . import heuristic_box as box
from . import rules
from .base import APOLLO_ACTION, BUILD_VERB, END, act
from .data import ARES, ATHENA, BUILDINGS, FORTRESS, GODS, POSEIDON, ZEUS
from .figurines import slug, troops_held
from .flow import Offerings, Rebid, bid_cost, committed
from .heuristic_box import creature_value as creature_value
from .heuristic_values import (
    BUILDING,
    DENIAL,
    PHILOSOPHER,
    Allowed,
    TurnStep,
    attack_plan,
    cyclops_plan,
    defence,
    exposure,
    fleet_gain,
    giant_plan,
    guard_island,
    guess_gold,
    harpy_plan,
    holding,
    idle,
    invasions,
    island_free,
    island_value,
    kraken_sea,
    on_board,
    pegasus_plan,
    philosopher_value,
    priest_value,
    safest_islands,
    safety,
    satyr_value,
    sea_target,
    set_value,
)
from .heuristic_values import (
    Seat as Seat,
)
from .metropolis import MetropolisCheck
from .moves import STOP, Voyage, fleet_targets
from .rules import THEATER
from .state import HADES, CycladesState
from .steps import DONE, Step
from .turns import ApolloTurn, GodTurn

APOLLO_HORN = 8.0  # Apollo's prosperity marker (CY-APO-03)
RAISE = 0.5  # the share of its margin over the next choice added to a minimum offer
DEFAULTS = ("end", "done", "stop", "stay", "pass")  # for decisions this player does not know


def apollo_value(me: Seat) -> float:
    """CY-APO-02/03: 1 GP (4 with at most one island); the first there adds a cornucopia."""
    s = me.s
    small, large = s.ed.apollo
    value = float(large if len(me.islands) <= 1 else small)
    if not s.apollo and me.islands and sum(s.prosp) < rules.prosperity_supply(s):
        value += APOLLO_HORN
    return value


def worth(items: Iterable[tuple[float, int]], budget: int) -> float:
    """What a turn gives net, doing the most valuable things first while the GP last."""
    total = 0.0
    for value, cost in sorted(items, reverse=True):
        if cost <= budget and value > cost:
            total += value - cost
            budget -= cost
    return total


# ---------------------------------------------------------------- what each god would give now
def building_items(me: Seat, god: int) -> list[tuple[float, int]]:
    s = me.s
    if rules.supply_left(s, god) <= 0 or not me.free_spaces:
        return []
    value = set_value(me, god)
    if god == ARES and not value:
        value = fortress_need(me)
    return [(value, s.ed.build_cost)] if value else []


def fortress_need(me: Seat) -> float:
    """A Fortress where rivals could march in force onto a valuable island (CY-BLD-04)."""
    s = me.s
    need = [i for i in me.islands if me.threat[i] >= defence(s, i) and island_free(s, i)]
    return max((min(4.0, island_value(me, i) / 2) for i in need), default=0.0)


def athena_items(me: Seat) -> list[tuple[float, int]]:
    return [(philosopher_value(me, 1), 0), (philosopher_value(me, 2), me.s.ed.extra_card)]


def zeus_items(me: Seat) -> list[tuple[float, int]]:
    value = priest_value(me)
    return [(value, 0), (value - 0.5, me.s.ed.extra_card)]


def ares_items(me: Seat) -> list[tuple[float, int]]:
    """The best battle or landing per island Ares could reach, and the free troop."""
    best: dict[int, tuple[float, int]] = {}
    for score, cost, dst in conquests(me, me.gold, 0):
        if score > best.get(dst, (0.0, 0))[0]:
            best[dst] = (score, cost)
    return [(1.0, 0), *best.values()]


@on_board
def poseidon_items(me: Seat) -> list[tuple[float, int]]:
    """The free fleet and the bought ones where they open chains or reach cornucopias
    (CY-POS-01/03), each island counted once: the next fleet goes where the last did not reach."""
    s, geo = me.s, me.s.geo
    targets = fleet_targets(s, me.seat)
    reached = me.reached
    items = []
    for cost in s.ed.fleet_costs:
        if not targets:
            break
        gain, sea = max((fleet_gain(me, a, reached), a) for a in targets)
        items.append((gain, cost))
        targets = [a for a in targets if a != sea]
        reached = reached | set(geo.sea_isls[sea])
    return items


GOD_ITEMS: dict[int, Callable[[Seat], list[tuple[float, int]]]] = {
    POSEIDON: poseidon_items,
    ARES: ares_items,
    ZEUS: zeus_items,
    ATHENA: athena_items,
    HADES: box.hades_items,
}


def denial(me: Seat, god: int) -> float:
    """What holding ``god`` keeps from a rival who would complete a Metropolis with it."""
    s = me.s
    value = 0.0
    for rival in me.others:
        near = god == ATHENA and s.philo[rival.seat] >= 3
        near = near or (god in BUILD_VERB and rival.short == 1 and god in rival.missing and rival.free_spaces > 0)
        if near:
            value = max(value, rival.metro_worth * DENIAL)
    return value


def god_items(me: Seat, god: int) -> list[tuple[float, int]]:
    """What a turn with ``god`` would do; a god of a module he does not know (-1) gives only
    its creatures."""
    me.god = god
    items = list(GOD_ITEMS[god](me)) if god in GOD_ITEMS else []  # a copy: poseidon_items is kept
    if 0 <= god < len(BUILDINGS):
        items += building_items(me, god)
    creature = best_creature(me)
    if creature is not None:
        items.append((creature[0], creature[1]))
    block = denial(me, god)
    if block:
        items.append((block, 0))
    return items


# ---------------------------------------------------------------- phase 4: the offerings
def offer_choice(me: Seat, marker: int, legal: Sequence[Action]) -> Action:
    """CY-OFF: the god worth most above its price, or Apollo."""
    avail = me.gold - committed(me.s, me.seat, marker)
    rated = rate_gods(me, legal, avail)
    home = apollo_value(me) if APOLLO_ACTION in legal else -1e9
    if not rated or rated[0][0] <= home:
        return APOLLO_ACTION if APOLLO_ACTION in legal else legal[0]
    _, label, offers, items = rated[0]
    second = max(home, rated[1][0] if len(rated) > 1 else home)
    return act("offer", label, raise_offer(me.s, me.seat, items, avail, offers, second))


Rating = tuple[float, str, list[int], list[tuple[float, int]]]


def rate_gods(me: Seat, legal: Sequence[Action], avail: int) -> list[Rating]:
    """(net value at the minimum offer, god, legal offers, what the turn would do), best first;
    never a god his other marker holds (CY-2P-05) unless nothing else is open."""
    s = me.s
    amounts: dict[str, list[int]] = {}
    for a in legal:
        if a.verb == "offer":
            amounts.setdefault(str(a.args[0]), []).append(int(a.args[1]))
    mine = {GODS[g] for g in range(len(GODS)) if s.offer_seat[g] == me.seat}
    choices = [(label, sorted(v)) for label, v in amounts.items() if label not in mine] or list(amounts.items())
    rated = []
    for label, offers in choices:
        god = GODS.index(label) if label in GODS else (HADES if label == "hades" else -1)
        items = me.god_plans.get(god)
        if items is None:
            items = me.god_plans[god] = god_items(me, god)
        rated.append((value_at(s, me.seat, items, avail, offers[0]), label, offers, items))
    rated.sort(key=lambda r: -r[0])
    return rated


def value_at(s: CycladesState, seat: int, items: list[tuple[float, int]], avail: int, amount: int) -> float:
    cost = bid_cost(s, seat, amount)
    return worth(items, avail - cost) - cost


def raise_offer(
    s: CycladesState, seat: int, items: list[tuple[float, int]], avail: int, offers: list[int], second: float
) -> int:
    """The minimum offer, raised by part of the margin over the next choice; an offer that costs
    no more than the minimum (priests, CY-OFF-10) is taken whole."""
    low = offers[0]
    top = low
    for amount in offers:
        if value_at(s, seat, items, avail, amount) < second:
            break
        top = amount
    amount = low + int((top - low) * RAISE)
    cost = bid_cost(s, seat, amount)
    while amount + 1 <= top and bid_cost(s, seat, amount + 1) == cost:
        amount += 1
    return amount


def conquests(me: Seat, gold: int, recruited: int) -> list[tuple[float, int, int]]:
    """(net value, cost, island) of taking each island Ares could reach: a landing on a free
    island, or a battle won often enough with the troops he could gather there."""
    out = []
    move = max(1, me.s.ed.move_cost)
    for src, dst in invasions(me):
        plan = attack_plan(me, src, dst, gold - move, recruited)
        if plan is not None:
            out.append((plan[0] - move, plan[1] + move, dst))
    return out


def conquest_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """March to the best island worth taking; recruit at the start island first if the force
    is short (the first troop of the turn is free)."""
    s = me.s
    move = s.ed.move_cost
    if me.gold < move:
        return None
    best: tuple[float, Action] | None = None
    for src, dst in invasions(me):
        plan = attack_plan(me, src, dst, me.gold - move, turn.recruited)
        if plan is None or plan[0] - move <= 0.5:
            continue
        step = act("troop", src + 1) if plan[3] else act("march", src + 1, dst + 1, plan[2])
        if step in legal and (best is None or plan[0] > best[0]):
            best = (plan[0], step)
    return best[1] if best else None


def free_troop_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    if turn.recruited or not me.islands or recruit_cost(me, "troop", turn) != 0:
        return None
    step = act("troop", guard_island(me) + 1)
    return step if step in legal else None


def recruit_cost(me: Seat, kind: str, turn: GodTurn) -> int:
    """The price of the next troop or fleet of this turn (CY-ACT-07); out of reach past the last."""
    costs = me.s.ed.troop_costs if kind == "troop" else me.s.ed.fleet_costs
    return costs[turn.recruited] if turn.recruited < len(costs) else 1 << 20


def defence_troop_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """A bought troop on a valuable island rivals could take."""
    s = me.s
    cost = recruit_cost(me, "troop", turn)
    if cost > me.gold or not me.islands:
        return None
    i = guard_island(me)
    if me.threat[i] < defence(s, i) or island_value(me, i) < cost + 2:
        return None
    step = act("troop", i + 1)
    return step if step in legal else None


def reinforce_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """March spare troops onto a valuable island rivals could take, from one that stays safe."""
    s = me.s
    if s.ed.move_cost <= 0 or me.gold < s.ed.move_cost or not me.islands:
        return None
    dst = guard_island(me)
    if me.threat[dst] < defence(s, dst) or island_value(me, dst) < 6:
        return None
    for src in sorted(rules.chain_islands(s, me.seat, dst), key=lambda i: -s.units[i]):
        n = spare_troops(me, src, me.threat[dst])
        step = act("march", src + 1, dst + 1, n)
        if n and step in legal:
            return step
    return None


def spare_troops(me: Seat, src: int, need: int) -> int:
    """How many troops may leave his island ``src`` without leaving it open (0: none)."""
    s = me.s
    if s.own[src] != me.seat or troops_held(s, src) or me.threat[src] >= need:
        return 0
    return next((n for n in range(s.units[src], 0, -1) if not exposure(me, src, s.units[src] - n)), 0)


def fleet_step(me: Seat, turn: GodTurn, legal: Allowed, free: bool) -> Action | None:
    """Recruit a fleet where it gains most: the free one always, a bought one when worth it."""
    cost = recruit_cost(me, "fleet", turn)
    if (cost == 0) != free or cost > me.gold:
        return None
    targets = fleet_targets(me.s, me.seat)
    if not targets:
        return None
    sea = max(targets, key=lambda a: fleet_gain(me, a))
    if not free and fleet_gain(me, sea) < cost + 1:
        return None
    step = act("fleet", me.s.geo.area_names[sea])
    return step if step in legal else None


def sail_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """Sail fleets where they gain more than the move and the space they leave (CY-POS-05)."""
    s = me.s
    if s.ed.move_cost <= 0 or me.gold < s.ed.move_cost:
        return None  # a free voyage could be repeated for ever
    best: tuple[float, Action] | None = None
    for a in range(s.geo.n_isl, s.geo.n_areas):
        if s.own[a] == me.seat and s.units[a]:
            for gain, step in sail_options(me, a):
                if gain >= 1.5 and step in legal and (best is None or gain > best[0]):
                    best = (gain, step)
    return best[1] if best else None


@on_board
def sail_options(me: Seat, sea: int) -> list[tuple[float, Action]]:
    """(net gain, voyage) from ``sea``: one spare fleet to link islands or hold a cornucopia, or
    the whole group against rival fleets it would beat. A fleet that links islands stays."""
    s = me.s
    spare = idle(me, sea)
    out = []
    for group in sorted({1, s.units[sea]}):
        if group == 1 and not spare and s.units[sea] > 1:
            continue
        gain, to, _ = sea_target(me, sea, s.ed.voyage_steps, group, True, group == 1 and spare)
        if to != sea:
            out.append((gain - s.ed.move_cost - holding(me, sea, group), act("sail", s.geo.area_names[sea], group)))
    return out


def voyage_choice(me: Seat, frame: Voyage, legal: Allowed) -> Action | None:
    """On the way: towards the best space still in reach, else land here (at most 3 steps). A
    voyage that has not moved yet goes on to its best next space: landing where it left would
    waste the move's GP."""
    gain, to, first = sea_target(me, frame.at, frame.steps, frame.group, not frame.moved)
    if to == frame.at or (frame.moved and gain <= fleet_gain(me, frame.at)):
        return STOP
    return act("to", me.s.geo.area_names[first])


# ---------------------------------------------------------------- buildings and cards
def build_step(me: Seat, turn: GodTurn, legal: Allowed, completing: bool) -> Action | None:
    """Build the god's type: the set-completing one at once, a missing type when worth it, a
    Fortress where rivals could march in."""
    s = me.s
    verb = BUILD_VERB.get(turn.god)
    if verb is None or me.gold < s.ed.build_cost:
        return None
    value = set_value(me, turn.god)
    if (value >= me.metro_worth) != completing:
        return None
    fortress = not value and turn.god == FORTRESS
    if fortress:
        value = fortress_need(me)
    if value < s.ed.build_cost + 1:
        return None
    # the safest site first (a Fortress: where rivals could march in); a stable sort, so the
    # threatened islands among the safest-first are in the order sorting them alone gives
    sites = [i for i in safest_islands(me) if not fortress or me.threat[i] >= defence(s, i)]
    return next((a for a in (act(verb, i + 1) for i in sites) if a in legal), None)


def card_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """Zeus's priest or Athena's philosopher: the free one, and one more when worth 4 GP."""
    verb = {ZEUS: "priest", ATHENA: "philosopher"}.get(turn.god)
    if verb is None:
        return None
    step = act(verb)
    if step not in legal:
        return None
    if not turn.free:
        return step
    value = philosopher_value(me, 1) if verb == "philosopher" else priest_value(me) - 0.5
    reserve = me.s.ed.build_cost if set_value(me, turn.god) >= BUILDING[0] else 0
    if value >= me.s.ed.extra_card + 1 and (value >= me.metro_worth or me.gold - me.s.ed.extra_card >= reserve):
        return step
    return None


# ---------------------------------------------------------------- creatures


def track(me: Seat) -> list[tuple[str, int]]:
    """(name, price for him) of each creature on the track (CY-TRACK-01, AMB-03), read once a
    decision (the prices do not change while he decides)."""
    if me.track is None:
        s, ed = me.s, me.s.ed
        # creatures.price, with his Temples counted once (AMB-03; never below 1 GP, CY-BLD-06;
        # no discount on a hero, CY-HERO-04)
        off = max(0, me.temples - s.temples_used[me.seat])
        prices = ed.track_prices
        me.track = [
            (ed.c_names[c], prices[k] if ed.is_hero(c) else max(1, prices[k] - off))
            for k, c in enumerate(s.ctrack)
            if c >= 0
        ]
    return me.track


def best_creature(me: Seat) -> tuple[float, int, str] | None:
    """(value, price, name) of the creature on the track worth most above its price (the
    Harpy is worth more with Ares: the only difference a god makes)."""
    key = me.god == ARES
    if key not in me.creatures:
        best: tuple[float, int, str] | None = None
        for creature, cost in track(me):
            value = box.creature_worth(me, creature)
            if value > cost and (best is None or value - cost > best[0] - best[1]):
                best = (value, cost, creature)
        me.creatures[key] = best
    return me.creatures[key]


def creature_step(me: Seat, turn: GodTurn, legal: Allowed, margin: float) -> Action | None:
    """Call the creature worth most above its price, when that is at least ``margin``."""
    best = best_creature(me)
    if best is None or best[0] - best[1] < margin or best[1] > me.gold:
        return None
    step = act("call", slug(best[2]))
    return step if step in legal else None


# ---------------------------------------------------------------- creature questions
def pick_player(me: Seat, legal: Sequence[Action], key: Callable[[int], float]) -> Action | None:
    """``take`` / ``rob`` a colour: the rival scoring most."""
    colours = me.s.ed.colours
    return max(legal, key=lambda a: key(colours.index(str(a.args[0]))), default=None)


def answer_take(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    pile = me.s.philo if step.kind == "satyr" else me.s.priest
    return pick_player(me, legal, lambda t: pile[t] + (10 if pile[t] >= 3 else 0))


def answer_rob(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    return pick_player(me, legal, lambda t: guess_gold(me.s, me.seat, t))


def answer_siren(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    """CY-CRE-12: the lone rival fleet whose space gains him most."""
    geo = me.s.geo
    return max(legal, key=lambda a: fleet_gain(me, geo.area(str(a.args[0]))) if a.args else -1.0, default=None)


def answer_siren_from(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    geo, s = me.s.geo, me.s
    return max(legal, key=lambda a: s.units[geo.area(str(a.args[0]))] if a.args else -1, default=None)


def answer_harpy(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    plan = harpy_plan(me)
    return plan[1] if plan else None


def answer_giant(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    """A rival's building that breaks his set, else any rival's, else a duplicate of his own."""
    plan = giant_plan(me)
    if plan is not None and plan[1] in legal:
        return plan[1]
    s = me.s
    labels = [rules.building_label(k).lower() for k in range(THEATER + 1)]

    def score(a: Action) -> int:
        if s.own[int(a.args[0]) - 1] != me.seat:
            return 2
        return 1 if me.kinds.count(labels.index(str(a.args[1]))) > 1 else 0

    return max(legal, key=score, default=None)


def answer_pegasus(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    plan = pegasus_plan(me)
    return plan[1] if plan else None


def answer_cyclops(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    plan = cyclops_plan(me)
    if plan is not None:
        return plan[1]
    # Else the change that keeps the most types of the set.
    labels = [rules.building_label(k).lower() for k in range(THEATER + 1)]

    def score(a: Action) -> int:
        kinds = list(me.kinds)
        kinds.remove(labels.index(str(a.args[1])))
        return len({*kinds, BUILDINGS.index(str(a.args[2]))})

    return max(legal, key=score, default=None)


def answer_chimera(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    names = {slug(n): n for n in me.s.ed.c_names}
    return max(legal, key=lambda a: creature_value(me, names.get(str(a.args[0]), "")), default=None)


def answer_kraken(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    """Place it on the most rival fleets; move on (1 GP a space) only onto more of them."""
    geo = me.s.geo
    seas = [geo.area(str(a.args[0])) for a in legal if a.verb == "kraken"]
    plan = kraken_sea(me, seas)
    if plan is not None:
        return act("kraken", geo.area_names[plan[1]])
    if DONE in legal:
        return DONE
    # Nothing to sink: an empty space far from his fleets.
    return max(legal, key=lambda a: -sum(me.s.own[b] == me.seat for b in geo.sea_adj[geo.area(str(a.args[0]))]))


def answer_place(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    """A figurine: the Minotaur and Chiron on his most exposed island, Medusa and Polyphemus on
    the rival island whose troops or fleets reach him most; never onto another figurine."""
    s = me.s
    creature = s.ed.c_names[step.card]
    taken = {a for c, a in enumerate(s.fig_area) if c != step.card and a >= 0}

    def score(a: Action) -> float:
        i = int(a.args[0]) - 1
        if i in taken:
            return -100.0
        if creature in ("Minotaur", "Chiron"):
            return (island_value(me, i) - safety(me, i)) if s.own[i] == me.seat else -50.0
        other = box.place_score(me, creature, i)
        if other is not None:
            return other
        if s.own[i] in (-1, me.seat):
            return -50.0
        return (
            s.units[i]
            + sum(1 for b in s.geo.isl_seas[i] if s.own[b] not in (-1, me.seat))
            - sum(3 for b in s.geo.isl_seas[i] if s.own[b] == me.seat)
        )

    return max(legal, key=score, default=None)


def answer_push(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    geo = me.s.geo
    return max(legal, key=lambda a: fleet_gain(me, geo.area(str(a.args[0]))), default=None)


def answer_done(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    """The Sphinx and the Sylph: nothing to sell, no free voyage worth the thought."""
    return DONE if DONE in legal else None


STEP_ANSWERS: dict[str, Callable[[Seat, Step, Sequence[Action]], Action | None]] = {
    "satyr": answer_take,
    "dryad": answer_take,
    "griffon": answer_rob,
    "siren": answer_siren,
    "siren-from": answer_siren_from,
    "harpy": answer_harpy,
    "giant": answer_giant,
    "pegasus": answer_pegasus,
    "sylph": answer_done,
    "sphinx": answer_done,
    "cyclops": answer_cyclops,
    "chimera": answer_chimera,
    "kraken": answer_kraken,
    "place": answer_place,
    "push": answer_push,
}


def completing_build(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    return build_step(me, turn, legal, True)


def progress_build(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    return build_step(me, turn, legal, False)


def urgent_creature(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    return creature_step(me, turn, legal, 6.0)


def useful_creature(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    return creature_step(me, turn, legal, 1.0)


def free_fleet(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    return fleet_step(me, turn, legal, True)


def bought_fleet(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    return fleet_step(me, turn, legal, False)


def renew_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """Zeus (CY-ZEUS-04): send away the Satyr a rival would use for his fourth philosopher."""
    s = me.s
    if me.gold < s.ed.renew_cost + 2 or s.ed.renew_cost <= 0:
        return None
    if any(s.philo[t] >= 3 for t in me.rivals):
        step = act("renew", "satyr")
        if step in legal and satyr_value(me) < PHILOSOPHER[3]:
            return step
    return None


COMMON_START: tuple[TurnStep, ...] = (completing_build, card_step, urgent_creature)
TURN_STEPS: dict[int, tuple[TurnStep, ...]] = {
    POSEIDON: (*COMMON_START, free_fleet, progress_build, sail_step, bought_fleet, useful_creature),
    ARES: (
        *COMMON_START,
        conquest_step,
        free_troop_step,
        progress_build,
        defence_troop_step,
        reinforce_step,
        useful_creature,
    ),
    ZEUS: (*COMMON_START, progress_build, useful_creature, renew_step),
    ATHENA: (*COMMON_START, progress_build, useful_creature),
}


def turn_choice(me: Seat, turn: GodTurn, legal: Sequence[Action]) -> Action:
    me.god = turn.god
    allowed = Allowed(legal)
    steps = TURN_STEPS.get(turn.god, box.HADES_STEPS + (useful_creature,))
    for step in (steps[0], *box.module_steps(me), *steps[1:]):
        choice = step(me, turn, allowed)
        if choice is not None and choice in allowed:
            return choice
    return END if END in allowed else fallback_in(legal)


def metropolis_choice(me: Seat, check: MetropolisCheck, legal: Sequence[Action]) -> Action | None:
    """CY-MET-05: the safest island, losing the fewest buildings and spaces under the Metropolis;
    a building given up from where it is least useful (AMB-10/12)."""
    s = me.s

    def site(a: Action) -> float:
        i = int(a.args[0]) - 1
        if i < 0:  # the Secret Island of the Amazons (CY-HERO-20): out of every rival's reach
            return 100.0
        under = [k for k in rules.covered(s, i) if s.bld[k] >= 0]
        spaces = sum(1 for k in rules.covered(s, i) if s.bld[k] < 0)
        return safety(me, i) - 1.5 * len(under) - 0.5 * spaces

    def give(a: Action) -> float:
        i = int(a.args[1]) - 1
        return -safety(me, i) - island_free(s, i)

    sites = [a for a in legal if a.verb == "metropolis"]
    if sites:
        return max(sites, key=site)
    gives = [a for a in legal if a.verb == "give"]
    return max(gives, key=give) if gives else None


def prosper_choice(me: Seat, legal: Sequence[Action]) -> Action | None:
    """CY-APO-03: the prosperity marker on the island he is likeliest to keep."""
    options = [a for a in legal if a.verb == "prosper"]
    return max(options, key=lambda a: safety(me, int(a.args[0]) - 1)) if options else None


# ---------------------------------------------------------------- the player
def fallback_in(legal: Sequence[Action], rng: Rng | None = None) -> Action:
    for verb in DEFAULTS:
        for a in legal:
            if a.verb == verb and not a.args:
                return a
    return legal[rng.below(len(legal))] if rng is not None else legal[0]


def decide(me: Seat, frame: Any, legal: Sequence[Action]) -> Action | None:
    """The choice for the decision on top of the stack, None when this player has no rule for it."""
    if isinstance(frame, (Offerings, Rebid)):
        marker = frame.marker(me.s) if isinstance(frame, Offerings) else frame.marker
        return offer_choice(me, marker, legal)
    if isinstance(frame, GodTurn):
        return turn_choice(me, frame, legal)
    if isinstance(frame, Voyage):
        return voyage_choice(me, frame, Allowed(legal))
    if isinstance(frame, MetropolisCheck):
        return metropolis_choice(me, frame, legal)
    if isinstance(frame, ApolloTurn):
        return prosper_choice(me, legal)
    if isinstance(frame, Step):
        answer = STEP_ANSWERS.get(frame.kind) or box.STEP_ANSWERS.get(frame.kind)
        return answer(me, frame, legal) if answer is not None else None
    return box.frame_choice(me, frame, legal)[1]


class CycladesHeuristic:
    name = "heuristic"
    omniscient = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1 or not isinstance(state, CycladesState):
            return legal[0] if len(legal) == 1 else fallback_in(legal, self.rng)
        choice = decide(Seat(state, seat), state.stack[-1], legal)
        if choice is not None and choice in legal:
            return choice
        return fallback_in(legal, self.rng)
