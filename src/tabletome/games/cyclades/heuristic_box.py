"""The scripted Cyclades player's rules for the rest of the box: the creatures the base rules
leave aside (Siren, Sphinx, Sylph, Medusa, Polyphemus, Chiron), Hades and his undead, the
Necropolis and its creatures (Cerberus, Charon, Erinyes, Empusa), heroes, divine favours,
priestesses, magic items and the Theater.

Each is valued in GP like everything in :mod:`.heuristic` (what it gives this turn, or what a
cornucopia, a troop or a card is worth there) and used when it is worth its price. Like the rest
of the player it reads only its seat's view: its own items (face-down ones too, which it sees),
the public board, and the rivals' GP as guessed from their revenue.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from tabletome.engine.actions import Action

from . import heuristic_values as h
from . import rules
from .base import act
from .battle import Battle, defence_bonus
from .creatures import FigurinesLeave
from .data import ARES, BUILDINGS
from .favours import BATTLE_ITEMS, Boon
from .favours import slug as item_slug
from .figurines import figurine_on, fleet_blocked, protected, slug, troops_held
from .hades import necropolis
from .heroes import GONE, SACRIFICED, Upkeep
from .heuristic_values import Allowed, Seat
from .moves import fleet_targets
from .steps import DONE, Step
from .turns import GodTurn

HERO = 3.0  # a hero: a troop that fights with a bonus and a sacrifice to come, less its upkeep
FIGURINE_RISK = ("Pegasus", "Giant", "Harpy", "Erinyes", "Empusa")  # what Chiron keeps off
SELL = 2  # the Sphinx pays 2 GP a unit or card (CY-CRE-17)


# ---------------------------------------------------------------- the creatures
def siren_value(me: Seat) -> float:
    """CY-CRE-12: a rival's lone fleet sunk and one of his own in its place."""
    s = me.s
    spare = rules.fleets_on_board(s, me.seat) < s.ed.n_fleets
    best = 0.0
    for a in siren_seas(me):
        best = max(best, 1.5 + h.fleet_gain(me, a) - (0.0 if spare else 1.0))
    return best


def siren_seas(me: Seat) -> Iterator[int]:
    s, geo = me.s, me.s.geo
    for a in range(geo.n_isl, geo.n_areas):
        if s.own[a] not in (-1, me.seat) and s.units[a] + s.undead[a] == 1 and not fleet_blocked(s, a):
            yield a


def sellable(me: Seat) -> list[Action]:
    """What the Sphinx may take without loss: a fleet of an idle group, a troop no rival threatens
    (one stays), a priest past the third late in the game."""
    s, geo = me.s, me.s.geo
    out = []
    for a in range(geo.n_isl, geo.n_areas):
        if s.own[a] == me.seat and s.units[a] >= 2 and h.idle(me, a):
            out.append(act("sell", "fleet", geo.area_names[a]))
    for i in me.islands:
        if s.units[i] >= 2 and me.threat[i] + 1 < h.defence(s, i) and not troops_held(s, i):
            out.append(act("sell", "troop", geo.area_names[i]))
    if s.priest[me.seat] > 3 and s.cycle >= 8:
        out.append(act("sell", "card", "priest"))
    return out


def sphinx_value(me: Seat) -> float:
    return 1.5 * min(3, len(sellable(me)))


def sylph_plans(me: Seat, steps: int) -> list[tuple[float, Action]]:
    """(gain, first step) of a free move of each of his fleet groups (CY-CRE-18), best first."""
    s, names = me.s, me.s.geo.area_names
    out = []
    for a in range(s.geo.n_isl, s.geo.n_areas):
        if s.own[a] != me.seat or not s.units[a]:
            continue
        spare = h.idle(me, a)
        for group in sorted({1, s.units[a]}):
            if group == 1 and not spare and s.units[a] > 1:
                continue
            gain, to, first = h.sea_target(me, a, min(3, steps), group, True, group == 1 and spare)
            if to != a and first != a:
                out.append((gain - h.holding(me, a, group), act("sylph", names[a], names[first], group)))
    out.sort(key=lambda x: -x[0])
    return out


def sylph_value(me: Seat) -> float:
    plans = sylph_plans(me, 3)
    return max(0.0, plans[0][0]) if plans else 0.0


def threatened(me: Seat) -> list[int]:
    return [i for i in me.islands if me.threat[i] >= h.defence(me.s, i)]


def medusa_value(me: Seat) -> float:
    """CY-CRE-23: the troops that threaten his best island held where they stand."""
    return 0.8 * max((min(4.0, h.island_value(me, i) / 3) for i in threatened(me)), default=0.0)


def polyphemus_value(me: Seat) -> float:
    """CY-CRE-24: rival fleets pushed off the waters round a rival island (his chains broken)."""
    s = me.s
    best = 0.0
    for i in range(s.geo.n_isl):
        if s.own[i] in (-1, me.seat) or figurine_on(s, "Polyphemus") == i:
            continue
        seas = s.geo.isl_seas[i]
        theirs = sum(s.units[b] for b in seas if s.own[b] not in (-1, me.seat))
        mine = sum(1 for b in seas if s.own[b] == me.seat)
        best = max(best, 0.6 * theirs - 2.0 * mine)
    return min(4.0, best) + (0.5 if threatened(me) else 0.0)


def chiron_value(me: Seat) -> float:
    """CY-CRE-25: his best island kept from the creatures of the track that could strike it."""
    s = me.s
    if not me.islands:
        return 0.0
    risks = sum(1 for c in s.ctrack if c >= 0 and s.ed.c_names[c] in FIGURINE_RISK)
    return min(4.0, 1.0 * risks + (1.5 if me.short == 1 else 0.0))


def cerberus_island(me: Seat) -> tuple[float, int]:
    """CY-HCRE-01 (CY-FAQ-07): the rival island whose income is largest (the Necropolis's GP too)."""
    s = me.s
    best = (0.0, -1)
    nec = necropolis(s)
    for i in range(s.geo.n_isl):
        if s.own[i] in (-1, me.seat):
            continue
        value = float(s.geo.horns[i] + s.prosp[i]) + (s.nec_gold + 1 if i == nec else 0)
        if value > best[0]:
            best = (value, i)
    return best


def cerberus_value(me: Seat) -> float:
    return cerberus_island(me)[0]


def charon_value(me: Seat) -> float:
    """CY-HCRE-02: a hero back for nothing (it still costs its upkeep)."""
    s = me.s
    gone = [c for c in range(len(s.hero_gone)) if revivable(s, c)]
    return max((hero_value(me, s.ed.c_names[c]) for c in gone), default=0.0) if me.islands else 0.0


def revivable(s: Any, card: int) -> bool:
    gone = s.hero_gone[card]
    return bool(gone == GONE or (gone == SACRIFICED and s.ed.c_names[card] != "Penthesilea"))


def erinyes_value(me: Seat) -> float:
    """CY-HCRE-03: a prosperity marker from a rival's island to his: a cornucopia won and one lost."""
    s = me.s
    if not me.islands:
        return 0.0
    rival = any(s.prosp[i] and s.own[i] not in (-1, me.seat) and not protected(s, i) for i in range(s.geo.n_isl))
    return 0.8 * h.HORN if rival else 0.0


def empusa_value(me: Seat) -> float:
    """CY-HCRE-04: every GP on the Necropolis."""
    s = me.s
    island = necropolis(s)
    return float(s.nec_gold) if island >= 0 and not protected(s, island) else 0.0


# ---------------------------------------------------------------- heroes
def hero_value(me: Seat, hero: str) -> float:
    """A hero recruited: a troop with its military bonus, then its sacrifice; he must keep GP for
    its upkeep (CY-HERO-09)."""
    s = me.s
    if not me.islands or me.gold < s.ed.hero_upkeep + 2:
        return 0.0
    value = HERO + 0.5 * sacrifice_value(me, hero)
    if threatened(me) or me.god == ARES:
        value += 1.0
    return value


def sacrifice_value(me: Seat, hero: str) -> float:
    """What a hero's sacrifice would give now (CY-HERO-19..21 and the stand-ins)."""
    s = me.s
    if hero == "Perseus":
        plan = h.pegasus_plan(me)
        return plan[0] if plan else 0.0
    if hero == "Penthesilea":
        return 2.5 if s.amazons[me.seat] == 0 and all(s.metro[i] for i in me.islands) else 1.0
    if hero == "Achilles":
        return float(len(me.islands))
    if hero.startswith("Hero 4"):
        return h.philosopher_value(me, 1)
    if hero.startswith("Hero 5"):
        return h.priest_value(me)
    return 2.0 if threatened(me) else 1.0


def my_heroes(me: Seat) -> list[int]:
    s = me.s
    return [c for c in range(len(s.hero_area)) if s.hero_area[c] >= 0 and s.hero_owner[c] == me.seat]


def sacrifice_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """A hero sacrificed when its power is worth more than keeping it, or when its upkeep could
    not be paid next cycle anyway."""
    s = me.s
    for card in my_heroes(me):
        step = act("sacrifice", slug(s.ed.c_names[card]))
        if step not in legal:
            continue
        value = sacrifice_value(me, s.ed.c_names[card])
        broke = me.gold < 2 * s.ed.hero_upkeep
        if value >= HERO or (broke and value > 0.5):
            return step
    return None


def upkeep_choice(me: Seat, frame: Upkeep, legal: Sequence[Action]) -> Action | None:
    """CY-HERO-09: a priestess first (she pays nothing else), then GP while they last."""
    verbs = {a.verb: a for a in legal}
    if "priestess" in verbs and me.s.priestess[me.seat] > 0:
        return verbs["priestess"]
    if "keep" in verbs and me.gold >= me.s.ed.hero_upkeep + 1:
        return verbs["keep"]
    return verbs.get("release")


def figurines_choice(me: Seat, frame: FigurinesLeave, legal: Sequence[Action]) -> Action | None:
    """CY-FAV-03: a priestess keeps a figurine that still guards a threatened island of his or
    takes a rival's income; else it goes."""
    s = me.s
    creature = s.ed.c_names[frame.cards[0]]
    where = s.fig_area[frame.cards[0]]
    keep = False
    if creature in ("Minotaur", "Chiron"):
        keep = where in threatened(me)
    elif creature == "Cerberus":
        keep = where >= 0 and s.own[where] not in (-1, me.seat) and s.geo.horns[where] + s.prosp[where] > 0
    elif creature in ("Medusa", "Polyphemus"):
        keep = bool(threatened(me))
    want = "priestess" if keep and s.priestess[me.seat] > 1 else "let"
    return next((a for a in legal if a.verb == want), None)


# ---------------------------------------------------------------- favours, items, the Theater
def power_value(me: Seat, power: str, god: int) -> float:
    """What a favour's or an item's power gives now."""
    s = me.s
    if power == "troop":
        return 1.5
    if power == "fleet":
        targets = fleet_targets(s, me.seat)
        return max((h.fleet_gain(me, a) for a in targets), default=0.0) + 0.5
    if power == "philosopher":
        return h.philosopher_value(me, 1) + 1.0
    if power == "priest":
        return h.priest_value(me) + 0.5
    if power in ("harvest", "gold"):
        return float(len(me.islands)) if power == "harvest" else 3.0
    if power == "hidden-item":
        return 2.0
    if power == "theater":
        return theater_value(me) - s.ed.build_cost
    if power == "build":
        return h.set_value(me, god) + 0.5 if 0 <= god < len(BUILDINGS) else 0.0
    if power == "renew":
        return renew_value(me)
    return 0.0


def theater_value(me: Seat) -> float:
    """CY-THEA-01: a Theater stands in for a missing type of his set."""
    if not me.missing or not me.free_spaces:
        return 0.5
    return max(h.set_value(me, k) for k in me.missing)


def renew_value(me: Seat) -> float:
    """A creature of the track that a rival would use well, sent away (free)."""
    s = me.s
    worst = 0.0
    for rival in me.others[:2]:
        for c in s.ctrack:
            if c >= 0 and not s.ed.is_hero(c):
                worst = max(worst, creature_value(rival, s.ed.c_names[c]) - 3.0)
    return worst


def favour_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """The favour's power (CY-FAV-06/07) when it gives anything now; Demeter's GP last, when the
    islands are counted."""
    step = act("favour")
    s = me.s
    if step not in legal or s.favour < 0:
        return None
    return step if power_value(me, s.ed.favour_powers[s.favour], turn.god) > 0.5 else None


def item_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """A magic item of the turn (CY-FAV-09) worth playing now: the best one."""
    s = me.s
    best: tuple[float, Action] | None = None
    for item in sorted(set(s.items[me.seat] + s.hidden_items[me.seat])):
        power = s.ed.item_powers[item]
        if power in BATTLE_ITEMS:
            continue
        step = act("use", item_slug(s.ed.item_names[item]))
        value = power_value(me, power, turn.god)
        if step in legal and value > 1.0 and (best is None or value > best[0]):
            best = (value, step)
    return best[1] if best else None


def boon_choice(me: Seat, frame: Boon, legal: Sequence[Action]) -> Action | None:
    """Where a favour's or an item's gift goes."""
    s = me.s
    if frame.kind == "troop":
        return act("troop", h.guard_island(me) + 1) if me.islands else None
    if frame.kind == "fleet":
        geo = s.geo
        return max(legal, key=lambda a: h.fleet_gain(me, geo.area(str(a.args[0]))), default=None)
    if frame.kind in ("theater", "build"):
        return max(legal, key=lambda a: h.safety(me, int(a.args[0]) - 1), default=None)
    return renew_choice(me, legal)


def renew_choice(me: Seat, legal: Sequence[Action]) -> Action | None:
    """The creature a rival would use best goes; his own favourite stays."""
    names = {slug(n): n for n in me.s.ed.c_names}

    def score(a: Action) -> float:
        name = names.get(str(a.args[0]), "")
        return max((creature_value(r, name) for r in me.others[:2]), default=0.0) - creature_value(me, name)

    return max(legal, key=score, default=None)


def battle_item_choice(me: Seat, battle: Battle, legal: Sequence[Action]) -> Action | None:
    """Before a round: a battle item when the battle is close or the island is worth a lot."""
    s = me.s
    items = [a for a in legal if a.verb == "use"]
    if not items:
        return None
    attacking = me.seat == battle.attacker
    bonus = defence_bonus(s, battle.area, battle.defender)
    force = battle.force + battle.undead + len(battle.heroes)
    odds = h.win_chance(me.faces, force, s.units[battle.area] + s.undead[battle.area], bonus)
    mine = odds if attacking else 1 - odds
    stake = h.island_value(me, battle.area) if battle.area < s.geo.n_isl else 3.0
    return items[0] if 0.15 <= mine <= 0.85 or stake >= 8 else None


def loss_choice(me: Seat, battle: Battle, legal: Sequence[Action]) -> Action | None:
    """CY-HADES-20, AMB-28: an undead goes first (they leave after Apollo), a hero last."""
    order = {"undead": 0, "troop": 1, "fleet": 1}
    return min(legal, key=lambda a: order.get(str(a.args[0]), 2), default=None)


def battle_choice(me: Seat, battle: Battle, legal: Sequence[Action]) -> Action | None:
    if battle.phase == "items":
        return battle_item_choice(me, battle, legal)
    if battle.phase == "loss":
        return loss_choice(me, battle, legal)
    return h.retreat_choice(me, battle, legal)


# ---------------------------------------------------------------- Hades
def hades_items(me: Seat) -> list[tuple[float, int]]:
    """What a turn with Hades would give: a free undead, the conquests undead make possible, the
    Necropolis."""
    items: list[tuple[float, int]] = [(1.0, 0)]
    best: dict[int, tuple[float, int]] = {}
    for score, cost, dst in hades_conquests(me, me.gold):
        if score > best.get(dst, (0.0, 0))[0]:
            best[dst] = (score, cost)
    items += best.values()
    site = necropolis_site(me)
    if site is not None:
        items.append((site[0], me.s.ed.hades.necropolis))
    return items


def undead_recruits(s: Any, gold: int, recruited: int) -> list[tuple[int, int]]:
    """(undead raised, GP) for each number Hades can still raise (CY-HADES-12/13)."""
    costs = s.ed.hades.undead_costs
    room = s.ed.hades.undead_troops - sum(s.undead[: s.geo.n_isl])
    out = [(0, 0)]
    total = 0
    for k in range(recruited, min(len(costs), recruited + room)):
        total += costs[k]
        if total > gold:
            break
        out.append((k - recruited + 1, total))
    return out


def hades_plan(me: Seat, src: int, dst: int, gold: int, recruited: int) -> h.Plan | None:
    """(value, cost, troops sent, undead to raise first) of a march with undead (CY-HADES-18): the
    undead fight first and leave after Apollo, so they are worth no more than the battle."""
    s = me.s
    value = h.island_value(me, dst)
    held = h.defence(s, dst) if s.own[dst] >= 0 else 0
    have = s.undead[src]
    best: h.Plan | None = None
    for extra, cost in undead_recruits(s, gold, recruited):
        if have + extra == 0:
            continue
        troops = s.units[src]
        force = troops + have + extra
        odds = h.win_chance(me.faces, force, held, 0) if held else 1.0
        if odds < h.ATTACK_ODDS:
            continue
        score = odds * value - (1 - odds) * troops - cost - h.exposure(me, src, 0)
        if best is None or score > best[0]:
            best = (score, cost, troops, extra)
    return best


def hades_conquests(me: Seat, gold: int) -> list[tuple[float, int, int]]:
    out = []
    move = max(1, me.s.ed.move_cost)
    for src, dst in h.invasions(me):
        plan = hades_plan(me, src, dst, gold - move, 0)
        if plan is not None:
            out.append((plan[0] - move, plan[1] + move, dst))
    return out


def hades_conquest_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """Raise undead on the island to march from, then march troops and undead together."""
    s = me.s
    if me.gold < s.ed.move_cost:
        return None
    best: tuple[float, Action] | None = None
    for src, dst in h.invasions(me):
        plan = hades_plan(me, src, dst, me.gold - s.ed.move_cost, turn.recruited)
        if plan is None or plan[0] - s.ed.move_cost <= 0.5:
            continue
        if plan[3]:
            step = act("undead", "troop", str(src + 1))
        else:
            step = act("march", src + 1, dst + 1, plan[2], s.undead[src])
        if step in legal and (best is None or plan[0] > best[0]):
            best = (plan[0], step)
    return best[1] if best else None


def undead_guard_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    """The free undead: a troop on his most threatened island, else a fleet where it links most."""
    s = me.s
    if turn.recruited or not me.islands:
        return None
    if threatened(me):
        step = act("undead", "troop", str(h.guard_island(me) + 1))
        if step in legal:
            return step
    targets = [a for a in fleet_targets(s, me.seat) if act("undead", "fleet", s.geo.area_names[a]) in legal]
    if targets:
        sea = max(targets, key=lambda a: h.fleet_gain(me, a))
        return act("undead", "fleet", s.geo.area_names[sea])
    step = act("undead", "troop", str(h.guard_island(me) + 1))
    return step if step in legal else None


def necropolis_site(me: Seat) -> tuple[float, int] | None:
    """(worth, island) of the Necropolis (CY-NEC-01..07): GP from every unit lost in battle from now
    on; never over a Metropolis or buildings of his, not where it already stands for him."""
    s = me.s
    if s.gold[me.seat] < s.ed.hades.necropolis:
        return None
    old = necropolis(s)
    if old >= 0 and s.own[old] == me.seat:
        return None
    best: tuple[float, int] | None = None
    for i in me.islands:
        if s.metro[i]:
            continue
        lost = sum(1 for k in rules.covered(s, i) if s.bld[k] >= 0)
        value = 4.0 + (2.0 if old >= 0 else 0.0) - 2.5 * lost + h.safety(me, i)
        if value > 0 and (best is None or value > best[0]):
            best = (value, i)
    return best


def necropolis_step(me: Seat, turn: GodTurn, legal: Allowed) -> Action | None:
    site = necropolis_site(me)
    if site is None or site[0] < me.s.ed.hades.necropolis + 1:
        return None
    step = act("necropolis", site[1] + 1)
    return step if step in legal else None


# ---------------------------------------------------------------- creature questions
def answer_sphinx(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    for a in sellable(me):
        if a in legal:
            return a
    return DONE if DONE in legal else None


def answer_sylph(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    left = step.data[0] if step.data else 0
    for gain, a in sylph_plans(me, left):
        if gain > 0.5 and a in legal:
            return a
    return DONE if DONE in legal else None


def answer_hero(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    """A hero goes where rivals threaten most, else where his troops will march from."""
    if not me.islands:
        return None
    island = h.guard_island(me)
    return act("place", island + 1)


def answer_charon(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    names = {slug(n): n for n in me.s.ed.c_names}
    return max(legal, key=lambda a: hero_value(me, names.get(str(a.args[0]), "")), default=None)


def answer_erinyes(me: Seat, step: Step, legal: Sequence[Action]) -> Action | None:
    """From a rival's island (most of all the one nearest a Metropolis) to his safest."""
    s = me.s

    def score(a: Action) -> float:
        src, dst = int(a.args[0]) - 1, int(a.args[1]) - 1
        return (0.0 if s.own[src] == me.seat else 10.0) + h.safety(me, dst)

    return max(legal, key=score, default=None)


def place_score(me: Seat, creature: str, island: int) -> float | None:
    """A figurine's island for the creatures the base player does not place (None: not handled)."""
    s = me.s
    if creature == "Cerberus":
        _value, best = cerberus_island(me)
        return 10.0 if island == best else (-50.0 if s.own[island] in (-1, me.seat) else s.geo.horns[island])
    return None


STEP_ANSWERS: dict[str, Callable[[Seat, Step, Sequence[Action]], Action | None]] = {
    "sphinx": answer_sphinx,
    "sylph": answer_sylph,
    "hero": answer_hero,
    "charon": answer_charon,
    "erinyes": answer_erinyes,
}


def chimera_value(me: Seat) -> float:
    """CY-CRE-20: the best creature of the discard pile (one with a figurine too, but in rules
    version 1's reading)."""
    s = me.s
    figurines = s.options.get("chimera_figurines") != "skipped"
    names = {s.ed.c_names[c] for c in s.cdisc if not s.ed.is_hero(c) and (figurines or not s.ed.c_fig[c])}
    return max((creature_value(me, n) for n in sorted(names - {"Chimera"})), default=0.0)


# Every creature of the track by name: the base game's, the Chimera, the modules'.
CREATURE_VALUES: dict[str, Callable[[Seat], float]] = {
    **h.CREATURE_VALUES,
    "Chimera": chimera_value,
    "Siren": siren_value,
    "Sphinx": sphinx_value,
    "Sylph": sylph_value,
    "Medusa": medusa_value,
    "Polyphemus": polyphemus_value,
    "Chiron": chiron_value,
    "Cerberus": cerberus_value,
    "Charon": charon_value,
    "Erinyes": erinyes_value,
    "Empusa": empusa_value,
}


#: The creatures whose worth the god of the turn changes (Ares: the Harpy's troop, a hero's
#: bonus), heroes aside: ``creature_worth`` keeps theirs by god.
GOD_CREATURES = frozenset(("Harpy", "Chimera", "Charon"))


def creature_worth(me: Seat, creature: str) -> float:
    """``creature_value``, computed once a decision (``Seat.worths``): it reads the board, which
    does not change while he decides, and the god only for ``GOD_CREATURES`` and heroes."""
    key: object = creature
    card = me.s.ed.card_id.get(creature, -1)
    if creature in GOD_CREATURES or (card >= 0 and me.s.ed.is_hero(card)):
        key = (creature, me.god == ARES)
    value = me.worths.get(key)
    if value is None:
        value = me.worths[key] = creature_value(me, creature)
    return value


def creature_value(me: Seat, creature: str) -> float:
    """Any creature of the track, the base game's or the modules', or a hero (the track holds
    both, CY-HERO-03). Worked out once a decision (``Seat.values``): the Chimera asks again for
    the discards, with and without Ares; of the god, a value reads only whether it is Ares."""
    key = (creature, me.god == ARES)
    value = me.values.get(key)
    if value is None:
        rate = CREATURE_VALUES.get(creature)
        if rate is not None:
            value = rate(me)
        else:
            card = me.s.ed.card_id.get(creature, -1)
            value = hero_value(me, creature) if card >= 0 and me.s.ed.is_hero(card) else 0.0
        me.values[key] = value
    return value


def module_steps(me: Seat) -> tuple[h.TurnStep, ...]:
    """The module steps of any god's turn (none when the modules are off)."""
    options = me.s.options
    out: tuple[h.TurnStep, ...] = ()
    if options.get("m4_favours"):
        out += (favour_step, item_step)
    if options.get("m3_heroes"):
        out += (sacrifice_step,)
    return out


HADES_STEPS: tuple[h.TurnStep, ...] = (necropolis_step, hades_conquest_step, undead_guard_step)


def frame_choice(me: Seat, frame: Any, legal: Sequence[Action]) -> tuple[bool, Action | None]:
    """(handled, choice) for the module frames."""
    if isinstance(frame, Battle):
        return True, battle_choice(me, frame, legal)
    if isinstance(frame, Upkeep):
        return True, upkeep_choice(me, frame, legal)
    if isinstance(frame, FigurinesLeave):
        return True, figurines_choice(me, frame, legal)
    if isinstance(frame, Boon):
        return True, boon_choice(me, frame, legal)
    return False, None
