"""Cards in play: what a card on a minion gives its bearer (:func:`on_bearer`), what it gives each
combat (:func:`each_combat`), "burn this card", the unlock-phase effects of cards in play, the usual
abilities of locations (hunting grounds, "lock to give +1 stealth / intercept", "lock to add 1
blood to an X in your uncontrolled region"), and stealable cards (VT-TERM-08)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said, said_n

from ... import ops
from ...actions import current_action, is_equipment, may_carry, take_action
from ...combat import Combat, Strike, current_combat, damage_to, enter_combat, immune_to_source, inflict
from ...hooks import (
    ABILITIES,
    ACTION,
    ACTION_TYPES,
    ALLY,
    ANY_CARD,
    CARDS,
    COMBAT,
    DEFAULT_USE,
    EQUIPMENT,
    EVENT,
    MASTER,
    MODIFIER,
    OOT,
    POLITICAL,
    REACTION,
    RETAINER,
    Ability,
    ActionSpec,
    Ctx,
    Effect,
    Play,
    Pred,
    Targets,
    gehenna_immune,
    listen,
)
from ...impulse import ask, impulse_order
from ...model import SUPERIOR, facts
from ...phases import HELD_CARD
from ...play import Resolve, being_played, cost_of, deck_may_hold, end_delays, use_ok
from ...politics import call_referendum, current_referendum
from ...state import UNLOCK as UNLOCK_PHASE
from ...state import VTESState
from ...stats import capacity, has_clan, is_merged, is_vampire, title, younger
from .. import core
from ..core import Reducer, extra_costs, press
from .action import (
    NO_BLOCK_LOCK,
    NO_NEXT_UNLOCK,
    ActorBurnsBlood,
    BlockerIntercept,
    EndAction,
    Stealth,
    action_card,
    action_of,
)
from .kinds import acting, anarch_minion, any_minion, bearing
from .minion import DrawCards, gehenna_event, stays, use_key
from .politics import MethuselahVotes
from .prims import Gives, Prim, gives_of, seq, tags
from .registry import WhileOnTable, card_id, event
from .targets import Args, uncontrolled_of
from .when import ACTION_STAGES, BLOCK_ATTEMPT, INFLUENCE, MINION_PHASE, UNLOCK, Kind, all_of, has_blood, not_recruited

Static = Callable[[VTESState, int, int], int]
Handler = Callable[[VTESState, int, dict[str, Any]], None]


def bearer(s: VTESState, src: int) -> int:
    """The minion a card is on (-1 if none)."""
    p = s.placed.get(src)
    return p.host if p is not None else -1


def placed_mode(s: VTESState, src: int) -> str:
    """The mode a card in play was played at."""
    return s.placed[src].mode if src in s.placed else ""


# ------------------------------------------------------------------------ statics


@dataclass(frozen=True, slots=True)
class OnBearer:
    """A static: "this minion gets +N ..." for a card on it (only if it is of ``kind``; ``superior``:
    the number when the card was played at superior; ``during``: only ``bleed-at-you``, "during bleed
    actions directed at you", the card's controller; ``own-referendum``, "during referendums they
    call": the minion's own political action; ``at-prey``, "+1 bleed against your prey")."""

    n: int
    kind: Kind | None = None
    superior: int | None = None
    during: str = ""

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        if bearer(s, src) != uid or (self.kind is not None and not self.kind(s, uid)):
            return 0
        if self.during == "bleed-at-you" and not bled_controller(s, src):
            return 0
        if self.during == "own-referendum" and not calling(s, uid):
            return 0
        if self.during == "at-prey" and not bleeding_prey(s, src, uid):
            return 0
        if self.during == "directed-at-you" and not directed_at_bearers_controller(s, uid):
            return 0
        return self.superior if self.superior is not None and placed_mode(s, src) == "superior" else self.n

    def at(self, mode: str) -> int:
        """The number for a card played at ``mode``."""
        return self.superior if self.superior is not None and mode == "superior" else self.n


def on_bearer(n: int, kind: Kind | None = None, superior: int | None = None, during: str = "") -> OnBearer:
    return OnBearer(n, kind, superior, during)


def directed_at_bearers_controller(s: VTESState, uid: int) -> bool:
    """An action directed at the minion's controller is in progress ("during actions directed at their
    controller": ``OnBearer``'s ``directed-at-you``)."""

    a = action_of(s)
    return a is not None and a.directed and a.target_seat == s.controller(uid)


def bled_controller(s: VTESState, src: int) -> bool:
    """A bleed directed at the controller of the card is in progress."""

    a = action_of(s)
    return a is not None and a.is_bleed() and a.target_seat == s.placed[src].controller


def bleeding_prey(s: VTESState, src: int, uid: int) -> bool:
    """The minion is bleeding the prey of the card's controller ("+1 bleed against your prey")."""

    a = action_of(s)
    pl = s.placed.get(src)
    if a is None or pl is None or a.actor != uid or not a.is_bleed():
        return False
    return bool(a.target_seat == s.prey(pl.controller))


def calling(s: VTESState, uid: int) -> bool:
    """The minion is taking a political action (calling its referendum)."""

    a = action_of(s)
    return a is not None and a.kind_ == "political" and a.actor == uid


def on_its_bearer(s: VTESState, src: int, uid: int) -> bool:
    """A flag of a card on a minion that holds for that minion ("this minion cannot block")."""
    return bearer(s, src) == uid


def yours_on_yours(card: str) -> Pred:
    """ "If you control this minion": the minion acting bears a copy of ``card`` controlled by the
    Methuselah who controls the minion (an ability's condition)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        cid = card_id(card)
        m = s.minions.get(uid)
        return m is not None and any(
            p in s.placed and s.placed[p].card == cid and s.placed[p].controller == seat for p in m.cards
        )

    return pred


def of_its_own(s: VTESState, src: int, uid: int) -> bool:
    """A flag of a minion's own text that holds for that minion ("he cannot act")."""
    return src == uid


@dataclass(frozen=True, slots=True)
class NoEquipment:
    """ "<This minion> cannot have or use equipment" (a ``core.CARRY_RULES`` entry: no equipment
    goes on the minion whose card it is)."""

    card: str

    def __call__(self, s: VTESState, uid: int, card_id: int) -> bool:
        return facts(s.minions[uid].card).name != self.card


def weapon_strikes(
    *strikes: Strike, at_range: str = "", from_round: int = 1
) -> Callable[[VTESState, Combat, int, int], list[Strike]]:
    """ "The bearer can strike: ..." (a weapon: its strikes name the card as their source); ``at_range``:
    "only usable at long range"; ``from_round``: "only usable after the first round of combat" (2)."""

    def fn(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
        if (at_range and c.range != at_range) or c.round < from_round:
            return []
        return [st._replace(source=src) for st in strikes]

    return fn


def melee_strikes(plus: int, name: str, agg: bool = False) -> Callable[[VTESState, Combat, int, int], list[Strike]]:
    """A melee weapon: "strength+N [aggravated] damage each strike" (close range only, VT-STR-05)."""

    def fn(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
        return [Strike("damage", c.strength(s, uid) + plus, agg=agg, name=name, source=src)]

    return fn


def own_strikes(
    *strikes: Strike, superior: tuple[Strike, ...] = ()
) -> Callable[[VTESState, Combat, int, int], list[Strike]]:
    """ "This minion can strike: ..." (an ally's text, a card on a vampire; ``superior``: more when
    the card was played at superior)."""

    def fn(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
        more = superior if superior and placed_mode(s, src) == "superior" else ()
        return [*strikes, *more]

    return fn


@dataclass(frozen=True, slots=True)
class Const:
    """A static that always adds ``n`` (to the minion whose text it is, or that bears the card; to a
    Methuselah for a card in play: hand size, transfers)."""

    n: int

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        return self.n

    def at(self, mode: str) -> int:
        return self.n


def const(n: int) -> Const:
    return Const(n)


def when_merged(fn: Static) -> Static:
    """A static of an advanced vampire's text marked with the merged icon: it applies only while the
    vampire is merged (VT-INF-13)."""

    def merged_fn(s: VTESState, src: int, uid: int) -> int:
        return fn(s, src, uid) if src in s.minions and is_merged(s, src) else 0

    return merged_fn


def each_combat(
    key: str,
    value: object = 1,
    scope: str = "combat",
    opposing: bool = False,
    superior: bool = False,
    kind: Kind | None = None,
) -> Handler:
    """ "... each combat" (or each round): the bearer, or the minion whose text it is, gets a combat
    modifier when a combat (or a round) it is in starts; not from equipment a card bars this combat
    ("cannot use equipment", combat key ``no-equipment``); with ``opposing``, the minion in combat
    with it does ("minions in combat with the employer cannot strike: combat ends"); with
    ``superior``, only a card played at superior ("[PRO] as above, and an optional press each combat");
    with ``kind``, only while the bearer is of that kind ("when the Gargoyle with this retainer is in
    combat")."""

    def on_start(s: VTESState, src: int, info: dict[str, Any]) -> None:
        if superior and placed_mode(s, src) != "superior":
            return
        c: Combat = info["combat"]
        uid = bearer(s, src) if src in s.placed else src
        if kind is not None and (uid not in s.minions or not kind(s, uid)):
            return
        if uid in (c.a, c.b) and not equipment_barred(s, c, uid, src):
            c.add(c.other(uid) if opposing else uid, key, value, scope)
            if key in RETAINER_ENV and src in s.placed and "Retainer" in facts(s.placed[src].card).types:
                c.add(uid, f"{key}-retainer", value, scope)  # whose damage it is (combat.IMMUNE_RETAINERS)

    return on_start


#: The environmental damage of a retainer's text, told apart for a minion immune to retainers' damage.
RETAINER_ENV = frozenset(("env", "env-close"))


@dataclass(frozen=True, slots=True)
class OpposingMayTake:
    """ "An opposing minion can strike: steal this equipment" (a ``combat-start`` event of the card): the
    minion in combat with its bearer gets, for the combat, a strike at close range (VT-STR-05) taking
    this card and nothing else (VT-STR-11: stolen, it cannot be used by the striker that round)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c: Combat = info["combat"]
        uid = bearer(s, src)
        if uid in (c.a, c.b) and c.other(uid) in s.minions:
            name = f"steal-{facts(s.placed[src].card).slug}"
            c.add(c.other(uid), "strike", Strike("steal-equipment", name=name, source=src, equipment=src), "combat")


def kind_each_combat(kind: Kind, key: str, value: object = 1, scope: str = "combat") -> Handler:
    """ "<X> get ... each combat" (a card in play, a ``combat-start`` event): each minion of the kind in
    the combat gets the combat modifier ("Brujah get 1 optional maneuver each combat")."""

    def on_start(s: VTESState, src: int, info: dict[str, Any]) -> None:
        c: Combat = info["combat"]
        for uid in (c.a, c.b):
            if uid in s.minions and kind(s, uid):
                c.add(uid, key, value, scope)

    return on_start


def equipment_barred(s: VTESState, c: Combat, uid: int, src: int) -> bool:
    """ "Cannot use equipment during the resulting combat" (Form of the Bat: combat key
    ``no-equipment``): what an equipment card gives in combat is not given."""

    return src in s.placed and is_equipment(s, src) and c.has(uid, "no-equipment")


def burn_with_bearer_torpor(say: bool = False, who: str = "uid") -> Handler:
    """ "Burn this card if this vampire goes to torpor" (a ``torpor`` event); with ``who``, the minion of another
    event ("burn this card if this vampire commits diablerie": a ``diablerie`` event's ``diablerist``)."""

    def handler(s: VTESState, src: int, info: dict[str, Any]) -> None:
        if info.get(who) == bearer(s, src):
            if say:
                ops.say(s, N_("{card} is burned."), card=facts(s.placed[src].card).name)
            ops.burn_placed(s, src)

    return handler


# ------------------------------------------------------------------------ burning the card


@dataclass(frozen=True, slots=True)
class BurnThis(Prim):
    """ "Burn this card" (the card whose ability it is), saying so, with ``pool`` the cost of the
    action that burns it (paid on success, VT-ACT-05)."""

    pool: int = 0
    say: bool = True

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.source not in s.placed:
            return
        if self.pool:
            ops.burn_pool(s, p.seat, self.pool)
        if self.say:
            ops.say(s, N_("{card} is burned."), card=facts(s.placed[p.source].card).name)
        ops.burn_placed(s, p.source)

    def gives(self) -> Gives:
        return tags("burn-card")


BURN_THIS = BurnThis()


def controller_of(s: VTESState, p: Play) -> int:
    """The Methuselah controlling the card whose ability is used (a (D) action is directed at them)."""
    pl = s.placed.get(p.source)
    return pl.controller if pl is not None else -1


def is_vampire_actor(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Vampires can ... as a (D) action": the acting minion is a vampire."""

    return uid in s.minions and is_vampire(s, uid)


BURN_AS_ACTION = "burn this card as a (D) action"


def burn_this_action(
    vampires_only: bool = False, when: Any = None, stealth: int = 0, effect: Effect = BURN_THIS
) -> Ability:
    """ "Minions (vampires) can burn this card as a (D) action", directed at its controller (``when``:
    which minions, "other minions"; ``stealth``: "+1 stealth" for them, "Tremere get +1 stealth during
    that action" written as an ability of their own; ``effect``: what the action does besides)."""
    return Ability(
        BURN_AS_ACTION + (f" (+{stealth} stealth)" if stealth else ""),
        MINION_PHASE,
        effect,
        when=is_vampire_actor if vampires_only else when,
        action=ActionSpec(stealth=stealth, directed=True, target_seat=controller_of),
        user="any",
    )


def burn_card_as_action(name: str, vampires_only: bool, pool: int = 0, then: Effect | None = None) -> Ability:
    """ "(Vampires / Minions) can burn this card as a (D) action [that costs N pool]": an action of a
    minion of another Methuselah naming the card (its target), directed at the card's controller
    (the action cards put in play write it so); ``then``: what a successful action does first ("this
    Anarch is locked ...": :class:`StunBearer`)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        if src in s.placed and s.placed[src].controller != seat and s.pool[seat] >= pool:
            yield (src,)

    text = f"burn {name} as a (D) action" + (f" that costs {pool} pool" if pool else "")
    return Ability(
        text,
        MINION_PHASE,
        BurnThis(pool) if then is None else seq(then, BurnThis(pool)),
        when=is_vampire_actor if vampires_only else None,
        targets=targets,
        user="any",
        action=ActionSpec(directed=True),
    )


@dataclass(frozen=True, slots=True)
class StunBearer(Prim):
    """ "This <minion> is locked and does not unlock as normal during their next unlock phase": the
    minion the card chosen (the action's target) is on."""

    def __call__(self, s: VTESState, p: Play) -> None:
        card = p.targets[0] if p.targets else -1
        uid = bearer(s, card) if isinstance(card, int) else -1
        if uid in s.minions:
            ops.lock(s, uid)
            s.game_marks[(NO_NEXT_UNLOCK, uid)] = True
            ops.say(
                s,
                N_("{minion} is stunned: locked, it does not unlock during its next unlock phase."),
                minion=ops.label(s, uid),
            )

    def gives(self) -> Gives:
        return tags("lock-target") + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class LessInterceptAgainst(WhileOnTable):
    """ "Allies and younger vampires get -N intercept against this <kind>" (a ``core.INTERCEPT_MODS``
    rule): the minion attempting to block an acting <kind> bearing the card."""

    card: str
    n: int
    kind: Kind

    def __call__(self, s: VTESState, course: Any, uid: int) -> int:
        actor = course.actor
        if actor not in s.minions or uid not in s.minions or not self.kind(s, actor):
            return 0
        if not bearing(self.card)(s, actor) or (is_vampire(s, uid) and not younger(s, uid, actor)):
            return 0
        return -self.n


# ------------------------------------------------------------------------ unlock-phase effects


def one_more_counter(s: VTESState, src: int, seat: int) -> None:
    """ "During your unlock phase, add 1 counter to this card"."""
    add_counter(s, src)


def add_counter(s: VTESState, src: int, n: int = 1) -> None:
    pl = s.placed.get(src)
    if pl is not None:
        s.placed[src] = pl._replace(counters=pl.counters + n)


@dataclass(frozen=True, slots=True)
class CounterUpTo:
    """ "During each of your unlock phases, put a counter on this card if it has N or fewer counters"
    (with :func:`~.pays.unlock_event`; its ``due``)."""

    at_most: int

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        return src in s.placed and s.placed[src].counters <= self.at_most

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if self.due(s, src, seat):
            add_counter(s, src)


@dataclass(frozen=True, slots=True)
class CounterLevels:
    """A static of a card on a vampire: "the first N counters each grant this vampire one level of X"
    (``skip`` counters first: "the next 2 each grant ..."), one for each counter from ``skip`` + 1 up
    to ``skip`` + ``most``."""

    skip: int
    most: int

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        if bearer(s, src) != uid or not is_vampire(s, uid):
            return 0
        return max(0, min(s.placed[src].counters - self.skip, self.most))


@dataclass(frozen=True, slots=True)
class CountersClearedOnMove:
    """ "Remove all counters from this card if another minion gains control of it" (a ``moved`` event:
    the card moved onto another minion, ``ops.move_placed``)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if info.get("uid") == src and src in s.placed and s.placed[src].counters:
            s.placed[src] = s.placed[src]._replace(counters=0)


@dataclass(frozen=True, slots=True)
class YoungerHeir:
    """ "If this vampire is burned, draw the top card from your crypt. If it is younger, put this card on
    him or her and move him or her to your ready region with blood from the blood bank equal to his or
    her capacity; otherwise, move that card to your uncontrolled region (and burn this card)": a handler
    of the ``burning`` event (the card leaves the vampire, kept aside) and of ``burned`` (the heir).
    Not when the vampire is removed from the game (LSJ 20000113); the new vampire is a new one for all
    purposes (LSJ 20100213)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        pl = s.placed.get(src)
        uid = info.get("uid")
        if pl is None:
            return
        if info.get("burning"):
            if uid == pl.host and uid in s.minions and is_vampire(s, uid):
                ops.detach(s, src)
                s.placed[src] = pl._replace(host=-1)
                s.game_marks[("heir", src)] = (uid, capacity(s, uid))
            return
        kept = s.game_marks.get(("heir", src))
        if kept is not None and kept[0] == uid:
            del s.game_marks[("heir", src)]
            heir_enters(s, src, pl.controller, int(kept[1]))


def heir_enters(s: VTESState, src: int, seat: int, cap: int) -> None:
    """The top card of ``seat``'s crypt: younger than ``cap``, into the ready region with this card on
    it; otherwise to the uncontrolled region, this card burned."""
    if not s.crypt[seat]:
        ops.burn_placed(s, src)
        return
    card = s.crypt[seat].pop()
    s.reveals += 1
    f = facts(card)
    if f.capacity is not None and f.capacity < cap:
        uid = ops.new_minion(s, card, seat, f.capacity)
        s.placed[src] = s.placed[src]._replace(host=uid, controller=seat)
        s.minions[uid] = s.minions[uid]._replace(cards=(*s.minions[uid].cards, src))
        name = facts(s.placed[src].card).name
        ops.say(s, N_("{card} passes to {minion}, drawn from the crypt."), card=name, minion=f.name)
        ops.enter_ready(s, seat, uid)
        return
    uid = ops.new_minion(s, card, seat)
    s.uncontrolled[seat].append(uid)
    ops.say(s, N_("{seat} moves the top card of their crypt to their uncontrolled region."), seat=s.seat_name(seat))
    ops.burn_placed(s, src)


@dataclass(frozen=True, slots=True)
class NotTakenByDiablerist:
    """ "If bearer is diablerized, the diablerizing vampire cannot take <this card>" (a rule of
    ``core.DIABLERIE_KEEPS``)."""

    card: str

    def __call__(self, s: VTESState, src: int) -> bool:
        return src in s.placed and s.placed[src].card == card_id(self.card)


@dataclass(frozen=True, slots=True)
class Bleeds(Prim):
    """The bleed is the whole effect of an ability that is a bleed action (VT-ACT-10), with ``+N bleed``
    (its ``ActionSpec(bleed=N)``)."""

    n: int = 0

    def __call__(self, s: VTESState, p: Play) -> None:
        return None

    def gives(self) -> Gives:
        return Gives(bleed=self.n)


def may_bleed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """A minion takes at most one bleed action each turn (VT-ACT-07)."""
    return uid in s.minions and ("bled", uid) not in s.marks


def bleed_ability(n: int, text: str, when: Pred | None = None, blood: int = 0) -> Ability:
    """ "This vampire can bleed at +N bleed as a (D) action": the minion bearing the card, at its prey
    (VT-ACT-06), once each turn (VT-ACT-07); ``when``: "only usable by a vampire with ..."; ``blood``:
    "... that costs 1 blood" (paid on success, VT-ACT-05)."""

    may = may_bleed if when is None else all_of(may_bleed, when)
    return Ability(
        text,
        MINION_PHASE,
        seq(ActorBurnsBlood(blood), Bleeds(n)) if blood else Bleeds(n),
        when=all_of(may, has_blood(blood)) if blood else may,
        action=ActionSpec(bleed=n),
        by="host",
    )


@dataclass(frozen=True, slots=True)
class CounterFromPool(Prim):
    """ "Methuselahs can ... move 1 counter from their pool to this card. If this card has N counters,
    burn it and gain M pool": the Methuselah using it pays and, on the last counter, gains."""

    full: int = 4
    gain: int = 4

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.source not in s.placed or s.pool[p.seat] < 1:
            return
        name = facts(s.placed[p.source].card).name
        ops.burn_pool(s, p.seat, 1)
        add_counter(s, p.source)
        ops.say(s, N_("{seat} moves 1 counter from their pool to {card}."), seat=s.seat_name(p.seat), card=name)
        if s.placed[p.source].counters >= self.full:
            ops.burn_placed(s, p.source)
            ops.gain_pool(s, p.seat, self.gain)
            ops.say(s, N_("{card} is burned; {seat} gains {n} pool."), card=name, seat=s.seat_name(p.seat), n=self.gain)

    def gives(self) -> Gives:
        return tags("gain-pool")


@dataclass(frozen=True, slots=True)
class AddCounter(Prim):
    """ "Add 1 counter (N blood from the blood bank) to this card"."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        add_counter(s, p.source, self.n)

    def gives(self) -> Gives:
        return tags("counter")


def counter_action(clan: str, min_capacity: int = 0) -> Ability:
    """ "<clan> you control (with capacity N or more) can add 1 counter to this card as a +1 stealth
    action"."""

    def who(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return has_clan(s, uid, clan) and capacity(s, uid) >= min_capacity

    return Ability("add 1 counter to this card", MINION_PHASE, AddCounter(), when=who, action=ActionSpec(stealth=1))


# ------------------------------------------------------------------------ locations


def fed(s: VTESState, uid: int) -> bool:
    """ "A vampire can gain blood from only one hunting ground each turn"."""
    return ("hunting ground", uid) in s.marks


def hunting_ground_targets(kind: Kind = any_minion, another_if: Kind | None = None) -> Targets:
    """A ready vampire of ``kind`` you control that has not fed from a hunting ground this turn; with
    ``another_if``, "and, if you control a ready <X>, another ready <kind> you control can gain 1
    blood as well" (a second one, or ``none``)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        fit = [uid for uid, _m in s.ready_minions(seat) if is_vampire(s, uid) and kind(s, uid) and not fed(s, uid)]
        two = another_if is not None and any(another_if(s, v) for v, _m in s.ready_minions(seat))
        for a in fit:
            others = [b for b in fit if b != a] if two else []
            if not others:
                yield (a,)
                continue
            for b in others:
                yield (a, b)
            yield (a, "none")

    return targets


def oldest_ready_vampires(n: int) -> Targets:
    """ "Each of the N oldest ready vampires you control" (older: greater capacity, VT-CARD-03): every
    choice of N among them, ties broken by the controller; fewer than N, none (Gurchon Hall, PIB
    20130221). Those that already fed from a hunting ground this turn are left out of the tuple."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        mine = [uid for uid, _m in s.ready_minions(seat) if is_vampire(s, uid)]
        if len(mine) < n:
            return
        ranked = sorted((capacity(s, v) for v in mine), reverse=True)
        cut = ranked[n - 1]  # the capacity of the N-th oldest
        above = [v for v in mine if capacity(s, v) > cut]
        tied = [v for v in mine if capacity(s, v) == cut]
        seen: set[tuple[int, ...]] = set()
        for chosen in combinations(tied, n - len(above)):
            fit = tuple(v for v in (*above, *chosen) if not fed(s, v))
            if fit and fit not in seen:
                seen.add(fit)
                yield fit

    return targets


@dataclass(frozen=True, slots=True)
class Feed(Prim):
    """Each chosen vampire gains ``n`` blood from the hunting ground and has fed from one this turn."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        where = facts(s.placed[p.source].card).name if p.source in s.placed else N_("the hunting ground")
        for uid in p.targets:
            if isinstance(uid, int) and uid in s.minions:
                s.marks[("hunting ground", uid)] = True
                ops.add_blood(s, uid, self.n)
                ops.say(
                    s, N_("{minion} gains {n} blood from {where}."), minion=ops.label(s, uid), n=self.n, where=where
                )

    def gives(self) -> Gives:
        return Gives(blood=self.n, tags=frozenset(("hunting-ground",)))


@dataclass(frozen=True, slots=True)
class FeedFromCounters(Prim):
    """ "Move all the blood (``n``: N blood) on this card to a ready X you control" (a hunting ground
    keeping its blood as counters): the chosen vampire gains it and has fed from a hunting ground this
    turn."""

    n: int = 0

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        uid = p.targets[0]
        if pl is None or not isinstance(uid, int) or uid not in s.minions or not pl.counters:
            return
        n = min(self.n, pl.counters) if self.n else pl.counters
        s.placed[p.source] = pl._replace(counters=pl.counters - n)
        s.marks[("hunting ground", uid)] = True
        ops.add_blood(s, uid, n)
        where = facts(pl.card).name
        ops.say(s, N_("{minion} gains {n} blood from {where}."), minion=ops.label(s, uid), n=n, where=where)

    def gives(self) -> Gives:
        return Gives(blood=1, tags=frozenset(("hunting-ground", "blood-counters")))


@dataclass(frozen=True, slots=True)
class CounterBloodTo(Prim):
    """ "Move N blood from this card to <the vampire chosen>. Burn this card if it has no blood"."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        uid = p.targets[0] if p.targets else -1
        if pl is None or not isinstance(uid, int) or uid not in s.minions or not pl.counters:
            return
        n = min(self.n, pl.counters)
        s.placed[p.source] = pl._replace(counters=pl.counters - n)
        ops.add_blood(s, uid, n)
        where = facts(pl.card).name
        ops.say(s, N_("{minion} gains {n} blood from {where}."), minion=ops.label(s, uid), n=n, where=where)
        if not s.placed[p.source].counters:
            ops.say(s, N_("{card} is burned."), card=where)
            ops.burn_placed(s, p.source)

    def gives(self) -> Gives:
        return Gives(blood=self.n, tags=frozenset(("blood-counters",)))


@dataclass(frozen=True, slots=True)
class GainsOnBleed:
    """ "Once per turn, when this vampire successfully bleeds his or her prey, he or she gains N blood
    from the bank" (a ``bleed-success`` event of the card on the vampire)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        a = info.get("course")
        uid = bearer(s, src)
        if a is None or a.actor != uid or uid not in s.minions or int(info.get("amount", 0)) < 1:
            return
        if info.get("target") != s.prey(s.controller(uid)) or ("gains-on-bleed", src) in s.marks:
            return
        s.marks[("gains-on-bleed", src)] = True
        ops.add_blood(s, uid, self.n)
        ops.say(s, N_("{minion} gains {got} blood."), minion=ops.label(s, uid), got=self.n)


@dataclass(frozen=True, slots=True)
class GainsOnPassed:
    """ "Once per turn, when this vampire calls a referendum and it passes, he or she gains N blood from the blood
    bank" (a ``referendum-end`` event of the card on the vampire: the referendum of its political action, not a
    blood hunt)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        ref, uid = info.get("referendum"), bearer(s, src)
        if ref is None or not info.get("passed") or ref.rkind == "blood hunt" or ref.subject != uid:
            return
        if uid not in s.minions or ("gains-on-passed", src) in s.marks:
            return
        s.marks[("gains-on-passed", src)] = True
        ops.add_blood(s, uid, self.n)
        ops.say(s, N_("{minion} gains {got} blood."), minion=ops.label(s, uid), got=self.n)


@dataclass(frozen=True, slots=True)
class CounterWhenFoeLeaves:
    """ "After a vampire in combat with a <kind> you control leaves the ready region, you can add 1
    counter to this card" (a ``leave-ready`` event of the card in play; always added: it can only
    help)."""

    kind: Kind

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c = current_combat(s)
        uid = info.get("uid", -1)
        pl = s.placed.get(src)
        if c is None or pl is None or uid not in (c.a, c.b) or uid not in s.minions or not is_vampire(s, uid):
            return
        other = c.other(uid)
        if other in s.minions and s.controller(other) == pl.controller and self.kind(s, other):
            s.placed[src] = pl._replace(counters=pl.counters + 1)
            ops.say(s, N_("{card} gets 1 counter."), card=facts(pl.card).name)


def minion_and_named(where: Any, named: Kind, not_kind: Kind | None = None) -> Targets:
    """Targets: "put this card on <a minion> and choose <a vampire of a kind>" (any Methuselah's;
    ``where``: the minions it may go on, a targets function; ``not_kind``: "cannot be put on a X")."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        chosen = [v for t in s.remaining() for v in (*s.ready[t], *s.torpor[t]) if is_vampire(s, v) and named(s, v)]
        for (m,) in where(s, ctx, seat, uid):
            if not_kind is not None and not_kind(s, m):
                continue
            for v in chosen:
                if v != m:
                    yield (m, v)

    return targets


@dataclass(frozen=True, slots=True)
class PutOnNaming(Prim):
    """ "Put this card on <the minion chosen> and choose <a vampire>": the vampire chosen is kept on the
    card (``data``: ``("named", vampire)``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        host, named = p.targets[0], p.targets[1]
        if isinstance(host, int) and host in s.minions:
            ops.put_on(s, p.card, p.seat, p.seat, host, data=("named", named))
            line = N_("{card} is put on {minion}, naming {minion2}.")
            two = ops.label(s, named) if named in s.minions else ""
            ops.say(s, line, card=facts(p.card).name, minion=ops.label(s, host), minion2=two)
            stays(s)

    def gives(self) -> Gives:
        return tags("put-on")


def named_may_fight(others_only: bool = False) -> Targets:
    """Targets of "the chosen vampire can enter combat with the minion with this card as a (D) action"
    (the card's ability, ``ctx.by`` the acting minion): the bearer, when the acting minion is the one
    the card names (``others_only``: "unless they are controlled by the same Methuselah")."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        pl = s.placed.get(src)
        host = bearer(s, src)
        if pl is None or pl.data[:1] != ("named",) or ctx.by != pl.data[1] or host not in s.minions:
            return
        if not s.is_ready(host) or (others_only and s.controller(host) == seat):
            return
        yield (host,)

    return targets


@dataclass(frozen=True, slots=True)
class BleedCounters:
    """ "After a <kind> you control bleeds, if the bleed is successful (for 1 or more), add 1 counter to
    this card; otherwise, burn 1 counter from this card": registered for ``bleed-success`` (``when``
    ``success``) and ``action-end`` (``end``: a bleed of that kind that did not succeed)."""

    kind: Kind
    when: str = "success"

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        a = info.get("course")
        pl = s.placed.get(src)
        if a is None or pl is None or not a.is_bleed() or a.actor not in s.minions:
            return
        if s.controller(a.actor) != pl.controller or not self.kind(s, a.actor):
            return
        key = ("this-action", "bleed-counted", src)
        if self.when == "success":
            s.marks[key] = True
            s.placed[src] = pl._replace(counters=pl.counters + 1)
        elif key not in s.marks and pl.counters:
            s.placed[src] = pl._replace(counters=pl.counters - 1)


def counters_at_least(n: int) -> Pred:
    """ "You can burn N counters from this card" (the card whose ability it is has them)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        pl = s.placed.get(src)
        return pl is not None and pl.counters >= n

    return pred


def the_acting(kind: Kind) -> Targets:
    """Targets: the acting minion, of ``kind`` and controlled by the user ("unlock them")."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        a = ctx.action
        if a is not None and a.actor in s.minions and s.controller(a.actor) == seat and kind(s, a.actor):
            yield (a.actor,)

    return targets


def own_location_sets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Targets: "burn X locations you control" during your turn: one or more of them, as one word
    (``31+45``)."""

    if s.current != seat:
        return
    mine = [u for u in s.inplay[seat] if is_location(s.placed[u].card)]
    for k in range(1, len(mine) + 1):
        for combo in combinations(mine, k):
            yield ("+".join(str(u) for u in combo),)


@dataclass(frozen=True, slots=True)
class LocationsForPool(Prim):
    """ "Burn X locations you control to gain X pool" (the locations chosen, :func:`own_location_sets`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        burned = 0
        for word in str(p.targets[0]).split("+") if p.targets else ():
            uid = int(word)
            if uid in s.placed and s.placed[uid].controller == p.seat:
                ops.say(s, N_("{card} is burned."), card=facts(s.placed[uid].card).name)
                ops.burn_placed(s, uid)
                burned += 1
        ops.gain_pool(s, p.seat, burned)
        ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(p.seat), n=burned)

    def gives(self) -> Gives:
        return tags("gain-pool")


@dataclass(frozen=True, slots=True)
class HuntToll:
    """ "If a vampire successfully hunts, move 1 blood from that vampire to this card after resolution.
    Burn this card if it has N blood" (a ``hunt-success`` event of the card in play)."""

    burn_at: int = 5

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        uid = info.get("uid", -1)
        pl = s.placed.get(src)
        if pl is None or uid not in s.minions or s.minions[uid].blood < 1:
            return
        s.minions[uid] = s.minions[uid]._replace(blood=s.minions[uid].blood - 1)
        s.placed[src] = pl._replace(counters=pl.counters + 1)
        ops.say(s, N_("{minion} moves 1 blood to {card}."), minion=ops.label(s, uid), card=facts(pl.card).name)
        if s.placed[src].counters >= self.burn_at:
            ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
            ops.burn_placed(s, src)


#: ``s.marks[(NOT_BURNED, ally)]``: the ally a card saved from being burned (:class:`SavedFromBurning`).
NOT_BURNED = "not-burned"


def ally_being_burned(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Targets: the ally that would be burned in combat (``combat.AllyBurnWindow``)."""
    target = getattr(ctx.window, "target", -1)
    if target in s.minions:
        yield (target,)


@dataclass(frozen=True, slots=True)
class SavedFromBurning(Prim):
    """ "That ally is not burned. Put 1 life on the ally from the blood bank if he or she has no life"
    (the damage still inflicted; :func:`not_burned`, a rule of ``core.BURN_INSTEAD``, keeps it)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if isinstance(uid, int) and uid in s.minions:
            s.marks[(NOT_BURNED, uid)] = True

    def gives(self) -> Gives:
        return tags("keep-ally")


def not_burned(s: VTESState, uid: int) -> bool:
    """``core.BURN_INSTEAD``: the ally saved by :class:`SavedFromBurning` stays, with 1 life if it has none."""
    if not s.marks or not s.marks.pop((NOT_BURNED, uid), False):
        return False
    if s.minions[uid].blood <= 0:
        s.minions[uid] = s.minions[uid]._replace(blood=1)
    ops.say(s, N_("{minion} is not burned."), minion=ops.label(s, uid))
    return True


@dataclass(frozen=True, slots=True)
class BearerBurnedInCombat:
    """ "If he or she enters combat, he or she is burned" (a ``combat-start`` event of the card on the
    minion)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c = info.get("combat")
        uid = bearer(s, src)
        if c is not None and uid in (c.a, c.b) and uid in s.minions:
            ops.say(s, N_("{minion} is burned."), minion=ops.label(s, uid))
            ops.burn(s, uid)


def counters_below(n: int) -> Pred:
    """ "If it has fewer than N blood (counters)": the card whose ability it is."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        pl = s.placed.get(src)
        return pl is not None and pl.counters < n

    return pred


def hunting_ground(text: str, kind: Kind = any_minion, n: int = 1, another_if: Kind | None = None) -> Ability:
    """ "During your unlock phase, a ready vampire you control can gain 1 blood" (VT-UNL-02, once
    per unlock phase: VT-TERM-13); ``another_if``: :func:`hunting_ground_targets`."""
    return Ability(text, UNLOCK, Feed(n), targets=hunting_ground_targets(kind, another_if), once="turn")


def stealth_location(text: str, kind: Kind, yours: bool) -> Ability:
    """ "Lock this card to give an X (you control) +1 stealth": only when needed (VT-STL-04)."""
    return Ability(text, BLOCK_ATTEMPT, Stealth(1), when=acting(kind, yours), lock=True, needs="stealth")


def intercept_location(text: str, n: int, when: Any) -> Ability:
    """ "Lock this card to give a minion you control +N intercept": only when needed, to the minion
    attempting to block (VT-STL-05)."""
    return Ability(text, BLOCK_ATTEMPT, BlockerIntercept(n), when=when, lock=True, needs="intercept")


@dataclass(frozen=True, slots=True)
class AddBloodSaying(Prim):
    """ "Add N blood to" the target, saying so (a location's effect)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0]
        if uid in s.minions:
            ops.add_blood(s, uid, self.n)
            ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, uid), n=self.n)

    def gives(self) -> Gives:
        return Gives(blood=self.n, tags=frozenset(("uncontrolled",)))


def influence_location(text: str, kind: Kind) -> Ability:
    """ "Lock during your influence phase to add 1 blood to an X in your uncontrolled region"."""
    return Ability(text, INFLUENCE, AddBloodSaying(1), targets=uncontrolled_of(kind), lock=True)


# ------------------------------------------------------------------------ stealable cards


def location_controller(s: VTESState, p: Play) -> int:
    return s.controller(p.source)


STEAL = ActionSpec(directed=True, target_seat=location_controller)


def of_another(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """A location controlled by another Methuselah: you cannot steal from yourself (VT-TERM-08), and
    a (D) action is directed at another Methuselah (VT-ACT-01)."""
    if s.controller(src) not in (seat, -1):
        yield ()


@dataclass(frozen=True, slots=True)
class StealThis(Prim):
    """VT-TERM-08: the card comes under the acting minion's controller's control."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.source in s.placed and s.placed[p.source].controller != p.seat:
            ops.steal_placed(s, p.source, p.seat)
            ops.say(s, N_("{seat} steals {card}."), seat=ops.who(s, p.seat), card=facts(s.placed[p.source].card).name)

    def gives(self) -> Gives:
        return tags("steal-location")


STEAL_THIS = StealThis()


def steal_ability(text: str, who: Kind, effect: Effect = STEAL_THIS, stealth: int = 0) -> Ability:
    """ "X can steal this location as a (D) action": a minion of another Methuselah acts (with
    ``stealth``: "Ventrue get +1 stealth during that action", an ability of its own for them)."""

    def when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return uid in s.minions and who(s, uid)

    action = STEAL if not stealth else ActionSpec(stealth=stealth, directed=True, target_seat=location_controller)
    return Ability(text, MINION_PHASE, effect, when=when, targets=of_another, user="any", action=action)


# ------------------------------------------------------------------------ equipment, retainers, allies


def first_line(card_id: int) -> str:
    return facts(card_id).text.split("\n", 1)[0].lower()


def carries(s: VTESState, uid: int, test: Callable[[int], bool]) -> bool:
    """Whether a card on minion ``uid`` passes ``test`` (its card id)."""
    return any(p in s.placed and test(s.placed[p].card) for p in s.minions[uid].cards)


def is_vehicle(card_id: int) -> bool:
    return "vehicle" in first_line(card_id)


def one_vehicle(s: VTESState, uid: int, card_id: int) -> bool:
    """ "A minion can have only one vehicle" (a CARRY_RULES entry)."""
    return not is_vehicle(card_id) or not carries(s, uid, is_vehicle)


def is_haven(card_id: int) -> bool:
    """A haven: "Haven." among the words of the card's first line."""
    return "haven" in (w.strip(".,") for w in first_line(card_id).split())


def one_haven(s: VTESState, uid: int, card_id: int) -> bool:
    """ "A minion may have only one haven" (a CARRY_RULES entry)."""
    return not is_haven(card_id) or not carries(s, uid, is_haven)


def carry_havens() -> None:
    """ "A minion can have only one haven": a rule of what minions may carry, for every haven."""

    if one_haven not in core.CARRY_RULES:
        core.CARRY_RULES.append(one_haven)


def carry_vehicles() -> None:
    """ "A minion can have only one vehicle": a rule of what minions may carry, for every vehicle."""

    if one_vehicle not in core.CARRY_RULES:
        core.CARRY_RULES.append(one_vehicle)


def only_one_carried(name: str) -> Callable[[VTESState, int, int], bool]:
    """ "A minion can have only one <name>" (a CARRY_RULES entry): the minion bears none yet."""

    def rule(s: VTESState, uid: int, card_id: int) -> bool:
        return facts(card_id).name != name or not carries(s, uid, lambda c: facts(c).name == name)

    return rule


def carry_one(name: str) -> None:
    """ "A minion can have only one <name>": a rule of what minions may carry (VT-ACT-18)."""

    core.CARRY_RULES.append(only_one_carried(name))


def may_carry_card(name: str) -> Callable[[VTESState, Ctx, int, int], bool]:
    """An equipment card played from hand: the acting minion may carry it (the CARRY_RULES, also
    checked by the equip action from another minion, VT-ACT-18)."""

    cid = card_id(name)

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return uid >= 0 and may_carry(s, uid, cid)

    return pred


@dataclass(frozen=True, slots=True)
class BurnThisMinion(Prim):
    """ "Burn this ally" (the minion whose ability it is)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        ops.burn(s, p.source)

    def gives(self) -> Gives:
        return tags("burn-self")


BURN_THIS_MINION = BurnThisMinion()


def allies_and_retainers(s: VTESState, seat: int, exclude: int) -> list[int]:
    out = [u for u in s.ready[seat] if u != exclude and not is_vampire(s, u)]
    for uid in s.ready[seat] + s.torpor[seat]:
        for p in s.minions[uid].cards:
            pl = s.placed.get(p)
            if pl is not None and pl.controller == seat and facts(pl.card).is_type("Retainer"):
                out.append(p)
    return out


def burn_ally_or_retainer(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "After this ally enters play, burn an ally or retainer you control" (an ``enter-play`` event):
    another one, chosen by its controller; itself if there is none (ruling RTR 19961113). Public:
    cards in play."""

    if info.get("uid") != src or src not in s.minions:
        return
    seat = s.controller(src)
    others = allies_and_retainers(s, seat, src)
    if not others:
        ops.say(s, N_("{minion} burns itself: no other ally or retainer."), minion=ops.label(s, src))
        ops.burn(s, src)
        return
    choices = [Action("choose", (u,)) for u in others]
    ask(
        s,
        seat,
        said(N_("{minion} entered play: burn an ally or retainer you control."), minion=ops.label(s, src)),
        choices,
        burn_chosen,
    )


def burn_chosen(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    uid = int(action.args[0])
    if uid in s.minions:
        ops.burn(s, uid)
    elif uid in s.placed:
        ops.say(s, N_("{card} is burned."), card=facts(s.placed[uid].card).name)
        ops.burn_placed(s, uid)


def enter_combat_ability(what: str, targets: Targets) -> Ability:
    """An ally's "it can enter combat with <what> as a (D) action" (not the turn it is recruited,
    VT-ACT-22)."""
    from .combat import FIGHT

    return Ability(
        f"enter combat with {what} as a (D) action",
        MINION_PHASE,
        FIGHT,
        when=not_recruited,
        targets=targets,
        action=ActionSpec(directed=True),
        by="self",
    )


@dataclass(frozen=True, slots=True)
class MandatoryPress:
    """ "<This minion> gets 1 press (mandatory) each combat, only usable to continue combat" (a ``press-step`` event
    of the minion's own text, or of a card on it: its bearer; ``first_round``: "only usable ... during the first
    round"): used as the press step begins (VT-PRS-01: both combatants ready), whenever a press to continue is
    possible and this press of the combat is unused. A simplification: it comes before any press of the acting
    minion, even when this minion is the opposing one (VT-PRS-02)."""

    first_round: bool = False

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c: Combat = info["combat"]
        uid = bearer(s, src) if src in s.placed else src
        key = ("mandatory-press", src, c.serial)
        if uid not in (c.a, c.b) or key in s.marks or (self.first_round and c.round > 1):
            return
        if core.may_press(c, uid, "continue"):
            s.marks[key] = True
            press(s, c, uid, "continue")


def own_minion_damaged(s: VTESState, chooser: int, name: str, n: int) -> None:
    """ "<chooser> chooses a ready minion they control; it takes N unpreventable damage" (asked of that Methuselah,
    ``name`` the card or minion whose effect it is; damage outside combat, VT-DMG-03)."""
    choices = [Action("choose", (v,)) for v in s.ready[chooser]]
    if choices:
        question = said(
            N_("{minion}: choose a ready minion you control; it takes {n} unpreventable damage."), minion=name, n=n
        )
        ask(s, chooser, question, choices, chosen_damaged, (n,))


def chosen_damaged(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = int(action.args[0])
    if uid in s.minions and s.is_ready(uid):
        inflict(s, None, uid, int(args[0]), 0)


# ------------------------------------------------------------------------ the minion a card is on


@dataclass(frozen=True, slots=True)
class BearerIntercept(Prim):
    """ "+N intercept" for the minion the card is on (it is attempting to block: :func:`bearer_blocking`)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.add_intercept(bearer(s, p.source), self.n)

    def gives(self) -> Gives:
        return Gives(intercept=self.n)


@dataclass(frozen=True, slots=True)
class BearerBurnsBlood(Prim):
    """ "The bearer (the employer) burns N blood"."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        ops.burn_blood(s, bearer(s, p.source), self.n)

    def gives(self) -> Gives:
        return tags("burn-blood")


@dataclass(frozen=True, slots=True)
class CardHeld:
    """ "This card doesn't unlock as normal" (a rule of ``core.CARD_UNLOCK_RULES`` for the copies of
    ``card`` in play)."""

    card: str

    def __call__(self, s: VTESState, uid: int) -> bool:
        pl = s.placed.get(uid)
        return pl is None or pl.card != card_id(self.card)


@dataclass(frozen=True, slots=True)
class UnlockThis(Prim):
    """ "... to unlock this card" (the card whose ability it is)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.source in s.placed:
            ops.unlock(s, p.source)
            ops.say(s, N_("{card} unlocks."), card=facts(s.placed[p.source].card).name)

    def gives(self) -> Gives:
        return tags("unlock")


def this_locked_bearer_bleeds(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """This card is locked and the vampire with it has blood to burn ("may burn a blood to unlock
    this card")."""
    pl = s.placed.get(src)
    uid = bearer(s, src)
    return pl is not None and pl.locked and uid in s.minions and s.minions[uid].blood >= 1


@dataclass(frozen=True, slots=True)
class UnlockBearer(Prim):
    """ "... to unlock" the minion the card is on."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = bearer(s, p.source)
        if uid in s.minions:
            ops.unlock(s, uid)

    def gives(self) -> Gives:
        return Gives(unlock=True)


def bearer_blocking(kind: Kind | None = None, blood: int = 0) -> Any:
    """The minion the card is on is attempting to block (only then intercept counts, VT-STL-05); of
    ``kind``, with ``blood`` to burn."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        a = ctx.action
        uid = bearer(s, src)
        if a is None or uid < 0 or a.blocker != uid:
            return False
        return (kind is None or kind(s, uid)) and (not blood or s.minions[uid].blood >= blood)

    return pred


def bearer_with(kind: Kind | None = None, blood: int = 0) -> Any:
    """The minion the card is on is ready, of ``kind``, with ``blood`` to burn ("if the anarch with
    this card is ready, he or she can burn 2 blood to ...")."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        uid = bearer(s, src)
        m = s.minions.get(uid)
        return m is not None and s.is_ready(uid) and m.blood >= blood and (kind is None or kind(s, uid))

    return pred


def bearer_locked(blood: int = 0) -> Any:
    """The minion the card is on is locked (with ``blood`` to burn)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        m = s.minions.get(bearer(s, src))
        return m is not None and m.locked and m.blood >= blood

    return pred


def the_bearer(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """The ready vampire bearing the card, controlled by another Methuselah (never two minions of one
    Methuselah in combat, VT-CMB-03): an action naming it is directed at its controller (VT-ACT-01)."""
    uid = bearer(s, src)
    if uid in s.minions and s.is_ready(uid) and s.controller(uid) != seat:
        yield (uid,)


def host_controller(s: VTESState, p: Play) -> int:
    """The Methuselah controlling the minion the card is on (an action on the card is directed at
    them, VT-ACT-01)."""
    host = bearer(s, p.source)
    return s.controller(host) if host in s.minions else -1


def bearer_burns_at_unlock(n: int = 1) -> tuple[Handler, Callable[[VTESState, int, int], bool]]:
    """ "During their unlock phase, the attached minion burns N blood or life": an unlock-phase
    effect (VT-UNL-02) in the phase of the minion's controller; (handler, due)."""

    def due(s: VTESState, src: int, seat: int) -> bool:
        host = bearer(s, src)
        return host in s.minions and s.controller(host) == seat

    def handler(s: VTESState, src: int, info: dict[str, Any]) -> None:
        if due(s, src, info["seat"]):
            ops.burn_blood(s, bearer(s, src), n)

    return handler, due


#: The marks of "unlock this vampire during the next discard phase" (:class:`UnlockAtDiscard`).
UNLOCK_AT_DISCARD = "unlock-at-discard"


@dataclass(frozen=True, slots=True)
class UnlockAtDiscard(Prim):
    """ "Unlock this vampire during the next discard phase" (the minion playing the card)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        s.marks[(UNLOCK_AT_DISCARD, p.by)] = facts(p.card).name

    def gives(self) -> Gives:
        return tags("unlock-later")


def unlock_at_discard(s: VTESState, info: dict[str, Any]) -> None:
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == (UNLOCK_AT_DISCARD,)]:
        name = s.marks.pop(key)
        if key[1] in s.minions:
            ops.unlock(s, key[1])
            ops.say(s, N_("{minion} unlocks ({name})."), minion=ops.label(s, key[1]), name=name)


listen("discard-phase", unlock_at_discard)


# ------------------------------------------------------------------------ locations as targets


def is_location(card: int) -> bool:
    """A location: its first line says so."""
    return "location" in first_line(card)


@dataclass(frozen=True, slots=True)
class Locations:
    """Targets: a location in play (not contested, VT-CONT-02), controlled by ``whose``: ``any``
    Methuselah, ``others`` (an action naming one is directed at its controller, ruling LSJ
    20090324) or ``neighbours`` ("controlled by your predator or prey")."""

    whose: str = "any"

    def __call__(self, s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        near: tuple[int, ...] = (s.predator(seat), s.prey(seat)) if self.whose == "neighbours" else ()
        near = (s.prey(seat),) if self.whose == "prey" else near  # "a location controlled by your prey"
        for v, pl in s.placed.items():
            if not is_location(pl.card) or v in s.contested[pl.controller]:
                continue
            if self.whose == "any" or (
                pl.controller != seat and s.in_game(pl.controller) and (not near or pl.controller in near)
            ):
                yield (v,)

    @property
    def harmful(self) -> bool:
        return self.whose in ("others", "neighbours", "prey")


#: A card put on a location (its ``data``: ``(ON_LOCATION, location uid)``), staying in its controller's area.
ON_LOCATION = "on-location"


def location_acted_on(s: VTESState, ctx: Ctx, seat: int) -> int:
    """The location ``seat`` controls that the action in progress is directed at, unblocked so far; -1 (not
    while a block is being attempted or after a successful one, ANK 20260316, LSJ 20041022)."""
    a = ctx.action
    if a is None or not a.directed or a.aplay is None or a.blocker in s.minions or a.blocked_by >= 0:
        return -1
    p = a.aplay
    for uid in (p.source, *(t for t in p.targets if isinstance(t, int))):
        pl = s.placed.get(uid)
        if pl is not None and pl.host < 0 and pl.controller == seat and is_location(pl.card):
            return int(uid)
    return -1


def guards_its_location(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "You can burn this card to have an action directed at the attached location fail": the action is
    directed at the location this card is on (Salt of Thoth, Haunt)."""
    pl = s.placed.get(src)
    return pl is not None and pl.data[:1] == (ON_LOCATION,) and location_acted_on(s, ctx, seat) == pl.data[1]


def burn_to_fail_at_location() -> Ability:
    """ "You can burn this card to have an action directed at the attached location fail" (Salt of Thoth, Haunt): the
    action ends unblocked, having failed (LSJ 20070219)."""
    return Ability(
        "burn this card: the action directed at this location fails",
        ACTION_STAGES,
        seq(BurnThis(), EndAction(unlock=False)),
        when=guards_its_location,
    )


def burned_with_its_location(s: VTESState, info: dict[str, Any]) -> None:
    """A ``card-burned`` listener: the cards put on a location leave play with it."""
    for uid in [u for u, pl in s.placed.items() if pl.data == (ON_LOCATION, info["uid"])]:
        ops.burn_placed(s, uid)


@dataclass(frozen=True, slots=True)
class CardsInPlay:
    """Targets: a card of a type in play ("an equipment", "an event"), not contested (VT-CONT-02),
    controlled by ``whose``: ``any`` Methuselah or ``others`` (an action naming one is directed at its
    controller)."""

    type: str
    whose: str = "others"

    def __call__(self, s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        for v, pl in s.placed.items():
            if not facts(pl.card).is_type(self.type) or v in s.contested[pl.controller]:
                continue
            if self.whose == "any" or (pl.controller != seat and s.in_game(pl.controller)):
                yield (v,)

    @property
    def harmful(self) -> bool:
        return self.whose == "others"


@dataclass(frozen=True, slots=True)
class StealCard(Prim):
    """ "Steal <the card chosen>" (VT-TERM-08: a location, a retainer, an equipment): it comes under the
    acting minion's controller's control; a card that was on a minion goes onto the acting minion
    (RTR 19960112); requirements do not apply to a card already in play (TOM 19960226-1). With ``this``:
    the card whose ability it is ("any vampire can steal this equipment as a (D) action")."""

    this: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.source if self.this else p.targets[0] if p.targets else -1
        pl = s.placed.get(target) if isinstance(target, int) else None
        if pl is None or pl.controller == p.seat:
            return
        if pl.host >= 0 and p.by in s.minions:
            ops.move_placed(s, target, p.by, controller=p.seat)
        else:
            ops.steal_placed(s, target, p.seat)
        ops.say(s, N_("{seat} steals {card}."), seat=ops.who(s, p.seat), card=facts(pl.card).name)

    def gives(self) -> Gives:
        return tags("take-control") + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class BurnTargetCard(Prim):
    """ "Burn" the card chosen (a location; ``index``: which target, ``none`` for no card), and its
    controller burns ``pool``; ``harmful``: a rival's card (a location of another Methuselah), not
    "you can burn a card named Blood Doll (if any)"."""

    pool: int = 0
    index: int = 0
    harmful: bool = True

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[self.index] if len(p.targets) > self.index else None
        if not isinstance(target, int) or target not in s.placed:
            return
        ctrl = s.placed[target].controller
        if self.pool:
            line = N_("{minion} is burned; {seat} burns {n} pool.")
            ops.say(s, line, minion=ops.label(s, target), seat=s.seat_name(ctrl), n=self.pool)
        else:
            ops.say(s, N_("{minion} is burned."), minion=ops.label(s, target))
        ops.burn_placed(s, target)
        if self.pool:
            ops.burn_pool(s, ctrl, self.pool)

    def gives(self) -> Gives:
        return Gives(
            harmful=self.harmful, burn_pool=self.pool, tags=frozenset(("burn-location",) if self.harmful else ())
        )


def and_card_named(targets: Targets, name: str) -> Targets:
    """The targets, each with a card named ``name`` in play (anyone's: read literally, VT-TERM-11)
    or ``none``: "and you can burn a card named <name> (if any)"."""

    def out(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        cid = card_id(name)
        named = [p for p, pl in s.placed.items() if pl.card == cid]
        for t in targets(s, ctx, seat, uid):
            yield (*t, "none")
            for c in named:
                yield (*t, c)

    return out


def no_combat(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """Out of combat."""
    return ctx.combat is None


# ------------------------------------------------------------------------ the minion that hunted

HUNTED = "hunt-success"


def note_hunt(s: VTESState, info: dict[str, Any]) -> None:
    """A successful hunt, remembered for this action ("the minion that successfully hunted")."""
    s.marks[("this-action", HUNTED, info["uid"])] = True


listen("hunt-success", note_hunt)


def who_hunted(kind: Kind, yours: bool = True) -> Targets:
    """The minion of ``kind`` you control (``yours=False``: anyone's) that just hunted successfully
    (after the action's resolution)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        a = ctx.action
        if a is None:
            return
        uid = a.actor
        if ("this-action", HUNTED, uid) in s.marks and (s.controller(uid) == seat or not yours) and kind(s, uid):
            yield (uid,)

    return targets


# ------------------------------------------------------------------------ not unlocking as normal


@dataclass(frozen=True, slots=True)
class Held:
    """ "The attached minion does not unlock as normal" (a rule of ``core.UNLOCK_RULES``: False for
    a minion bearing card ``card``); ``counters``: "the attached minion burns 1 counter from this card
    instead of unlocking as normal. If this card has no counters, burn it" (read for a locked minion
    in its unlock phase)."""

    card: int
    counters: bool = False

    @property
    def needs(self) -> int:
        """It does nothing while the card is not at the table (``hooks.active``)."""
        return self.card

    def __call__(self, s: VTESState, uid: int) -> bool:
        held = [p for p in s.minions[uid].cards if p in s.placed and s.placed[p].card == self.card]
        if self.counters:
            for p in held:
                left = max(0, s.placed[p].counters - 1)
                s.placed[p] = s.placed[p]._replace(counters=left)
                if left == 0:
                    ops.burn_placed(s, p)
        return not held


# ------------------------------------------------------------------------ who may be named


def is_action_play(s: VTESState, p: Play) -> bool:
    """A play that is an action which can be directed (a political action never is, VT-ACT-23): an
    action card, a default action naming a minion (a rescue, a diablerie), an ability used as an
    action."""

    if p.use == DEFAULT_USE:
        return True
    if p.card >= 0:
        use = CARDS[p.card].uses[p.use]
        return use.as_ in ACTION_TYPES and use.as_ != POLITICAL
    src = p.source
    card_ = s.minions[src].card if src in s.minions else s.placed[src].card if src in s.placed else -1
    abs_ = ABILITIES.get(card_, ())
    return 0 <= p.use < len(abs_) and abs_[p.use].action is not None


def requires_discipline(p: Play, codes: tuple[str, ...]) -> bool:
    """An action card played at a mode requiring one of the disciplines ``codes``."""

    if p.card < 0:
        return False
    use = CARDS[p.card].uses[p.use]
    return use.as_ in ACTION_TYPES and use.as_ != POLITICAL and any(code in codes for code, _ in use.disc)


@dataclass(frozen=True, slots=True)
class NotTargeted:
    """ "<This minion> cannot be the target of directed actions ..." (a rule of ``core.TARGET_RULES``,
    :func:`~.registry.rule`): an action naming a minion of another Methuselah (directed at it,
    VT-ACT-01) that is card ``card`` or bears it is refused when it is an action card ``requiring``
    one of those disciplines ("requiring Dominate or Presence"), or when its actor lacks the
    discipline ``unless_actor`` ("minions without Auspex cannot perform actions directed at this
    vampire"). The default rescue and diablerie do not read these rules."""

    card: int
    requiring: tuple[str, ...] = ()
    unless_actor: str = ""

    @property
    def needs(self) -> int:
        """It covers nothing while no card ``card`` is at the table: ``hooks.active`` leaves it out."""
        return self.card

    def __call__(self, s: VTESState, ctx: Ctx, p: Play) -> bool:
        if not any(isinstance(t, int) and self.covers(s, t, p.seat) for t in p.targets):
            return True
        if self.requiring:
            return not requires_discipline(p, self.requiring)
        if not is_action_play(s, p):
            return True
        from ...stats import is_vampire, level

        return p.by >= 0 and p.by in s.minions and is_vampire(s, p.by) and level(s, p.by, self.unless_actor) > 0

    def covers(self, s: VTESState, uid: int, seat: int) -> bool:
        m = s.minions.get(uid)
        if m is None or s.controller(uid) == seat:
            return False
        return m.card == self.card or any(p in s.placed and s.placed[p].card == self.card for p in m.cards)


# ------------------------------------------------------------------------ a card on the acting minion


def bearer_acting(same_target: bool = False, later: bool = False) -> Any:
    """The minion the card is on is the acting minion; with ``same_target``, of an action directed at
    the Methuselah the card remembers (``PutOn(remember_target=True)``: "the same Methuselah"); with
    ``later``, not during the action it was put on during (``PutOn(remember_action=True)``: "during
    any action after this one")."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        a = ctx.action
        pl = s.placed.get(src)
        if a is None or pl is None or bearer(s, src) != a.actor:
            return False
        if later and pl.data[:2] == ("action", a.serial):
            return False
        return not same_target or (a.directed and pl.data[1:] == (a.target_seat,))

    return pred


@dataclass(frozen=True, slots=True)
class BurnCard:
    """ "Burn this card" as an effect of a card in play in a phase (``fn(s, src, seat)``: "during your
    unlock phase, burn this card")."""

    say: bool = False

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if src in s.placed:
            if self.say:
                ops.say(s, N_("{card} is burned."), card=facts(s.placed[src].card).name)
            ops.burn_placed(s, src)


#: "This vampire can burn this card to get +1 stealth" (an ability of the card on the acting minion).
BURN_FOR_STEALTH = seq(BurnThis(say=False), Stealth(1))


def reactor_bleeding_bearer(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "During a bleed action against the controller of the attached minion, this reacting vampire
    can ...": the vampire the card remembers (``OnActingIfBlocks``) bleeds the controller of the
    minion the card is on, before resolution."""
    a = ctx.action
    pl = s.placed.get(src)
    if a is None or pl is None or pl.data[:1] != ("reactor",) or not a.is_bleed():
        return False
    return bool(a.actor == pl.data[1] and a.target_seat == s.controller(pl.host))


def placed_at(mode: str) -> Any:
    """The card in play was played at ``mode`` ("basic", "superior": "[OBF] as above, but for +2
    stealth"), a condition of its abilities."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        return placed_mode(s, src) == mode

    return pred


# ------------------------------------------------------------------------ a minion's own text in its unlock phase


@dataclass(frozen=True, slots=True)
class Regains:
    """ "If <this minion> has N or fewer life (blood) during your unlock phase, he gains 1 life" (an
    ``unlock`` event of the minion's own text, with its ``due``: VT-UNL-02)."""

    at_most: int
    n: int = 1

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        return (
            src in s.minions and seat == s.controller(src) and s.is_ready(src) and s.minions[src].blood <= self.at_most
        )

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if self.due(s, src, info["seat"]):
            ops.add_blood(s, src, self.n)
            ops.say(s, N_("{minion} gains {n} life."), minion=ops.label(s, src), n=self.n)


def regains(name: str, record: Regains | BurnsOwnLife) -> None:
    """Register a :class:`Regains` (or a :class:`BurnsOwnLife`) for a minion's card."""

    event(name, "unlock", record, due=record.due)


@dataclass(frozen=True, slots=True)
class BurnsOwnLife:
    """ "During your unlock phase, <this ally> burns N life" (an ``unlock`` event of the minion's own
    text, with its ``due``: VT-UNL-02); its last life burns it (VT-DMG-06)."""

    n: int = 1

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        return src in s.minions and seat == s.controller(src) and s.is_ready(src)

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if self.due(s, src, info["seat"]):
            ops.say(s, N_("{minion} burns {n} life."), minion=ops.label(s, src), n=self.n)
            ops.burn_blood(s, src, self.n)


def fewer_copies_than(kind: Kind, ash: int = 0) -> Pred:
    """ "If you control fewer copies of <this minion> than ready <kind>" (the minion whose text it is;
    ``ash``: with that many cards in your ash heap, a copy among them)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        if src not in s.minions:
            return False
        card = s.minions[src].card
        if ash and (len(s.ash[seat]) < ash or card not in s.ash[seat]):
            return False
        copies = sum(1 for u in s.ready[seat] if s.minions[u].card == card)
        return copies < sum(1 for u in s.ready[seat] if kind(s, u))

    return pred


@dataclass(frozen=True, slots=True)
class GainsOnBlock:
    """ "Once each turn, if they block <an acting minion of ``actor``> (or, ``political``, a political
    action), this vampire gains N blood before block resolution" (a ``blocked`` event of a card on
    the blocking vampire)."""

    n: int = 1
    actor: Kind | None = None
    political: bool = False

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info["course"]
        uid = info["blocker"]
        key = (facts(s.placed[src].card).slug, uid)
        if uid != bearer(s, src) or key in s.marks:
            return
        actor = course.actor
        by_kind = self.actor is not None and actor in s.minions and self.actor(s, actor)
        political = self.political and (
            course.kind_ == "political" or (course.spec is not None and course.spec.political)
        )
        if by_kind or political:
            s.marks[key] = True  # once each turn
            ops.add_blood(s, uid, self.n)
            ops.say(
                s,
                N_("{minion} gains {n} blood ({card})."),
                minion=ops.label(s, uid),
                n=self.n,
                card=facts(s.placed[src].card).name,
            )


@dataclass(frozen=True, slots=True)
class DuringAction:
    """A static "+N ... during <kind> actions" of a minion's own text: ``kind`` ``bleed``,
    ``political``, ``hunt`` (an action's kind), ``directed``, ``undirected`` or ``at-you`` (directed at its
    controller); with ``own``, only during the
    minion's own action ("when bleeding", "when hunting")."""

    n: int
    kind: str
    own: bool = False
    edge: bool = False  # "while you have the Edge" (the minion's controller)

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        a = current_action(s)
        if a is None or (self.own and a.actor != uid) or (self.edge and s.edge != s.controller(uid)):
            return 0
        if self.kind == "at-you":  # "during actions directed at you" (this minion's controller)
            return self.n if a.directed and a.target_seat == s.controller(uid) else 0
        if self.kind == "directed":  # "during directed actions" (Asanbonsam Ghoul)
            return self.n if a.directed else 0
        if self.kind in ("employ", "becomes-vampire"):  # "when employing retainers", "during actions to put
            return self.n if played_gives(a, self.kind) else 0  # vampires in play"
        fits = not a.directed if self.kind == "undirected" else a.kind_ == self.kind
        return self.n if fits else 0

    def at(self, mode: str) -> int:
        return 0  # only during some actions: not a lasting number


def played_gives(a: Any, tag: str) -> bool:
    """The action's card gives that tag: ``employ`` (:func:`employing`), ``becomes-vampire`` (an action
    card whose effect puts a new vampire in play: The Embrace, Waters of Duat...)."""
    if tag == "employ":
        return employing(a)
    p = a.aplay
    if p is None or p.card < 0 or a.ability is not None:
        return False
    use = CARDS[p.card].uses[p.use]
    gives = getattr(use.effect, "gives", None)
    return gives is not None and tag in gives().tags


def employing(a: Any) -> bool:
    """An action employing a retainer: a retainer card played, or an action card whose effect employs one
    (its ``employ`` tag)."""
    p = a.aplay
    if p is None or p.card < 0 or a.ability is not None:
        return False
    use = CARDS[p.card].uses[p.use]
    gives = getattr(use.effect, "gives", None)
    return use.as_ == RETAINER or (use.as_ == ACTION and gives is not None and "employ" in gives().tags)


@dataclass(frozen=True, slots=True)
class KindGets:
    """A card in play's number for every minion of a kind ("Gangrel you control get +1 strength",
    "titled Brujah get +1 bleed"), registered with ``static(..., everywhere=True)``; ``yours``: only
    the minions of the card's controller; ``against``: only during an action by a minion of that kind
    ("allies get +1 intercept against vampires"); ``own_action``: only during the minion's own action
    of that kind ("Assamites get +1 stealth when bleeding")."""

    n: int
    kind: Kind
    yours: bool = False
    against: Kind | None = None  # only during an action by a minion of this kind ("against vampires")
    own_action: str = ""  # only during the minion's own action of this kind ("when bleeding": ``bleed``)

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        if self.yours and s.controller(uid) != s.controller(src):  # a card in play, or a minion's own text
            return 0
        if self.own_action:
            a = current_action(s)
            if a is None or a.actor != uid or a.kind_ != self.own_action:
                return 0
        if self.against is not None:
            a = current_action(s)
            if a is None or a.actor not in s.minions or not self.against(s, a.actor):
                return 0
        return self.n if self.kind(s, uid) else 0

    def at(self, mode: str) -> int:
        return 0  # for some minions only: not a number of the card's bearer


@dataclass(frozen=True, slots=True)
class InCombatWith:
    """A static "+N ... in combat with <kind>" of a minion's own text ("+1 strength in combat with an
    older vampire": ``older``; "with a werewolf": ``kind``)."""

    n: int
    kind: Kind | None = None
    older: bool = False

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        c = current_combat(s)
        if c is None or uid not in (c.a, c.b):
            return 0
        other = c.other(uid)
        if other not in s.minions:
            return 0
        if self.older and not (is_vampire(s, other) and capacity(s, other) > capacity(s, uid)):
            return 0
        return self.n if self.kind is None or self.kind(s, other) else 0

    def at(self, mode: str) -> int:
        return 0  # in some combats only


@dataclass(frozen=True, slots=True)
class CostsMoreWhile(WhileOnTable):
    """ "<Cards that do X> cost +N blood or life" while the card is in play (anywhere), registered
    with ``rule(name, core.COST_CHANGES, ...)``: ``does`` names what the card's use gives (a
    :class:`~.prims.Gives` field: ``bounce`` for "minion cards that change the target of a bleed")."""

    card: str
    does: str
    n: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        cid = card_id(self.card)
        if uid < 0 or not any(s.placed[p].card == cid for t in range(s.players) for p in s.inplay[t]):
            return 0, 0
        return (self.n, 0) if use.effect is not None and getattr(gives_of(use.effect), self.does) else (0, 0)


@dataclass(frozen=True, slots=True)
class YourCardsCostMore(WhileOnTable):
    """ "<Type> cards cost you N additional pool to play" (the Methuselah controlling the minion whose text
    it is, ``card``), registered with ``rule(name, core.COST_CHANGES, ...)``."""

    card: str
    type: str
    pool: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if not facts(card).is_type(self.type):
            return 0, 0
        cid = card_id(self.card)
        return (0, self.pool) if any(s.minions[u].card == cid for u in s.ready[seat]) else (0, 0)


@dataclass(frozen=True, slots=True)
class YourMastersTargetingCostMore(WhileOnTable):
    """ "Master cards targeting <card> cost you N additional pool": only the master cards of the
    Methuselah controlling the vampire (LSJ 20081124-1), paid with the card (``core.TARGET_COSTS``)."""

    card: str
    pool: int = 1

    def __call__(self, s: VTESState, p: Play, use: Any) -> tuple[int, int]:
        return 0, self.pool * self.targeted(s, p)

    def targeted(self, s: VTESState, p: Play) -> int:
        if p.card < 0 or CARDS[p.card].uses[p.use].as_ not in (MASTER, OOT):
            return 0
        cid = card_id(self.card)
        return sum(
            1
            for t in p.targets
            if isinstance(t, int) and t in s.minions and s.minions[t].card == cid and s.controller(t) == p.seat
        )


@dataclass(frozen=True, slots=True)
class AffordsTargetCosts(WhileOnTable):
    """The target rule of :class:`YourMastersTargetingCostMore` (``core.TARGET_RULES``): such a master
    card is played only with the pool for its cost and every cost its targets add."""

    card: str
    costs: YourMastersTargetingCostMore

    def __call__(self, s: VTESState, ctx: Ctx, p: Play) -> bool:
        if not self.costs.targeted(s, p):
            return True
        use = CARDS[p.card].uses[p.use]
        return s.pool[p.seat] >= cost_of(s, p.card, p.x)[1] + core.target_costs(s, p, use)[1]


@dataclass(frozen=True, slots=True)
class IfPreyControls:
    """A static of a card on a minion: "if your prey controls a ready <kind>, the minion with this retainer
    gets +N <stat>" (``superior``: the number at superior)."""

    n: int
    kind: Kind
    superior: int | None = None

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        if bearer(s, src) != uid or src not in s.placed:
            return 0
        prey = s.prey(s.placed[src].controller)
        if not any(self.kind(s, v) for v in s.ready[prey]):
            return 0
        return self.superior if self.superior is not None and placed_mode(s, src) == "superior" else self.n

    def at(self, mode: str) -> int:
        return 0  # only while the prey controls one: not a lasting number


@dataclass(frozen=True, slots=True)
class CostsMoreWhileBearerReady(WhileOnTable):
    """ "While bearer is ready, <cards> cost an additional pool to play" (the minion bearing ``card``
    ready; every Methuselah's cards passing ``fits``: "Gehenna cards"), registered with
    ``rule(name, core.COST_CHANGES, ...)``."""

    card: str
    fits: Callable[[int], bool]
    pool: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if not self.fits(card):
            return 0, 0
        cid = card_id(self.card)
        ready = any(pl.card == cid and pl.host >= 0 and s.is_ready(pl.host) for pl in s.placed.values())
        return (0, self.pool) if ready else (0, 0)


# ------------------------------------------------------------------------ blood for the bearer


@dataclass(frozen=True, slots=True)
class BearerGainsBlood(Prim):
    """ "The vampire with this card gains N blood" (an ability of the card; excess blood is lost,
    VT-TERM-03); ``from_counters``: the blood is moved from this card's counters, and "burn this
    card when it has no counters"."""

    n: int = 1
    from_counters: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        gains_blood(s, p.source, self.n, self.from_counters)

    def gives(self) -> Gives:
        return Gives(blood=self.n)


def gains_blood(s: VTESState, src: int, n: int, from_counters: bool = False) -> None:
    pl = s.placed.get(src)
    uid = bearer(s, src)
    if pl is None or uid not in s.minions:
        return
    if from_counters:
        n = min(n, pl.counters)
        s.placed[src] = pl._replace(counters=pl.counters - n)
    ops.add_blood(s, uid, n)
    ops.say(s, N_("{minion} gains {n} blood ({card})."), minion=ops.label(s, uid), n=n, card=facts(pl.card).name)
    if from_counters and s.placed[src].counters <= 0:
        ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
        ops.burn_placed(s, src)


@dataclass(frozen=True, slots=True)
class GainsInPhase:
    """A phase effect (:func:`~.pays.phase_of`): "during your master phase, the vampire with this
    location gains N blood"; ``in_torpor``: "if the vampire with this retainer is in torpor, he or she gains
    1 blood at the beginning of his or her minion phase"."""

    n: int = 1
    in_torpor: bool = False

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if is_vampire_bearer(s, src) and (not self.in_torpor or s.in_torpor(bearer(s, src))):
            gains_blood(s, src, self.n)


def is_vampire_bearer(s: VTESState, src: int) -> bool:
    uid = bearer(s, src)
    return uid in s.minions and is_vampire(s, uid)


def bearer_ready_counters(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "If the vampire with this equipment is ready", and blood counters left on the card."""
    pl = s.placed.get(src)
    return pl is not None and pl.counters > 0 and s.is_ready(bearer(s, src)) and is_vampire_bearer(s, src)


def bearer_damaged(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """Damage being inflicted in combat on the minion with this card (VT-DMG-02)."""

    c = ctx.combat
    d = damage_to(s, c) if c is not None and ctx.moment == "damage" else None
    return d is not None and d[0] == bearer(s, src)


# ------------------------------------------------------------------------ rules for the bearer


@dataclass(frozen=True, slots=True)
class BearerUnblockable(WhileOnTable):
    """ "<Kind> cannot attempt to block the bearer" (a rule of ``core.BLOCK_RULES`` registered with
    ``rule(name, core.BLOCK_RULES, ...)``): ``card`` names the card borne; ``undirected``: only its
    undirected actions of that kind ("this Kiasyd's undirected hunt actions")."""

    card: str
    blocker: Kind
    undirected: str = ""

    def __call__(self, s: VTESState, course: Any, uid: int) -> bool:
        actor = s.minions.get(course.actor)
        if actor is None or uid not in s.minions or not self.blocker(s, uid):
            return True
        if self.undirected and (course.directed or course.kind_ != self.undirected):
            return True
        cid = card_id(self.card)
        return not any(p in s.placed and s.placed[p].card == cid for p in actor.cards)


@dataclass(frozen=True, slots=True)
class BearerCheaper(WhileOnTable):
    """ "<Cards> cost this vampire -N blood or pool" for the vampire bearing ``card`` (a rule of
    ``core.COST_CHANGES``): cards played as ``as_`` ("recruit ally actions": ``ALLY``)."""

    card: str
    as_: str
    n: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        m = s.minions.get(uid)
        if m is None or use.as_ != self.as_:
            return 0, 0
        cid = card_id(self.card)
        if not any(p in s.placed and s.placed[p].card == cid for p in m.cards):
            return 0, 0
        return (-self.n, 0) if facts(card).blood_cost else (0, -self.n)


@dataclass(frozen=True, slots=True)
class BearerHalfBlood(WhileOnTable):
    """ "Non-action modifier cards costing blood cost this vampire half as much blood to play, rounded
    down (multiplication and division are handled first, followed by addition and subtraction)" (the
    vampire bearing ``card``; a rule of ``core.COST_CHANGES``): the printed blood cost halved, other
    changes added to it (RTR 20070707); not a card whose types include ``except_type``."""

    card: str
    except_type: str = "Action Modifier"

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        m = s.minions.get(uid)
        f = facts(card)
        if m is None or not isinstance(f.blood_cost, int) or self.except_type in f.types:
            return 0, 0
        cid = card_id(self.card)
        if not any(p in s.placed and s.placed[p].card == cid for p in m.cards):
            return 0, 0
        return -(f.blood_cost - f.blood_cost // 2), 0


# ------------------------------------------------------------------------ a minion shuffled back

#: card id -> :class:`ShuffledBack`, read as any minion is burned.
SHUFFLED_BACK: dict[int, Any] = {}


@dataclass(frozen=True, slots=True)
class ShuffledBack:
    """ "If she is burned, shuffle her into her owner's library" (not when discarded, LSJ 20010710),
    registered with ``rule(name, SHUFFLED_BACK, ShuffledBack(), key=card id)``; what else happens
    when she is burned still happens (ANK 20200813)."""

    def __call__(self, s: VTESState, info: dict[str, Any]) -> None:
        card = info["card"]
        for heap, library in zip(s.ash, s.library, strict=True):
            if heap and heap[-1] == card:
                heap.pop()
                library.append(card)
                s.rng.shuffle(library)
                ops.say(s, N_("{card} is shuffled into its owner's library."), card=facts(card).name)
                return


def shuffled_back(s: VTESState, info: dict[str, Any]) -> None:
    rule = SHUFFLED_BACK.get(info.get("card", -1))
    if rule is not None:
        rule(s, info)


listen("burned", shuffled_back)


# ------------------------------------------------------------------------ continuing as if unblocked


@dataclass(frozen=True, slots=True)
class ContinueUnblocked(Prim):
    """ "If this minion is blocked, they can burn N life from this retainer before block resolution
    to lock the blocking minion and continue the action as if unblocked" (the retainer's life is its
    counters; at 0 it is burned). The Methuselahs who declined to block do not get another chance
    (ANK 20190116); the blocker locks and its attempt is over."""

    life: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        pl = s.placed.get(p.source)
        if a is None or pl is None or a.stage != "blocked":
            return
        s.placed[p.source] = pl._replace(counters=pl.counters - self.life)
        blocker = a.blocked_by
        if blocker in s.minions:
            ops.lock(s, blocker)
        ops.say(s, N_("{card}: the action continues as if unblocked."), card=facts(pl.card).name)
        if s.placed[p.source].counters <= 0:
            ops.burn_placed(s, p.source)
        a.blocked_by = -1
        a.fail_attempt(s)

    def gives(self) -> Gives:
        return tags("unblocked")


def bearer_blocked(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """The minion with this card is acting and has just been blocked (before block resolution)."""
    a = ctx.action
    return a is not None and a.stage == "blocked" and bearer(s, src) == a.actor


# ------------------------------------------------------------------------ moving between two vampires


def no_action(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "Cannot be used during an action" (nor before the blood hunt of a diablerie: still the action)."""

    return current_action(s) is None


def between_two(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Targets: two ready vampires you control, and what moves from the first to the second, as one
    word: blood (``b2``) and/or equipment and retainers (``u31``) it carries, ``b1+u31``."""

    vampires = [v for v, _m in s.ready_minions(seat) if is_vampire(s, v)]
    for a in vampires:
        cards = [p for p in s.minions[a].cards if is_equipment(s, p) or facts(s.placed[p].card).is_type("Retainer")]
        for b in vampires:
            if a == b:
                continue
            movable = [p for p in cards if may_carry(s, b, s.placed[p].card)]
            for k in range(len(movable) + 1):
                for chosen in combinations(movable, k):
                    for n in range(s.minions[a].blood + 1):
                        if n or chosen:
                            parts = ([f"b{n}"] if n else []) + [f"u{p}" for p in chosen]
                            yield (a, b, "+".join(parts))


@dataclass(frozen=True, slots=True)
class MoveBetween(Prim):
    """ "Move blood, equipment and/or retainers between any two ready vampires you control" (the
    excess blood drains, ANK 20170804)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a, b = p.targets[0], p.targets[1]
        if not (isinstance(a, int) and isinstance(b, int) and a in s.minions and b in s.minions):
            return
        for part in str(p.targets[2]).split("+"):
            if part.startswith("b"):
                n = min(int(part[1:]), s.minions[a].blood)
                ops.move_blood(s, a, b, n)
                ops.say(
                    s,
                    N_("{minion} moves {n} blood to {minion2}."),
                    minion=ops.label(s, a),
                    n=n,
                    minion2=ops.label(s, b),
                )
            elif int(part[1:]) in s.placed and s.placed[int(part[1:])].host == a:
                ops.move_placed(s, int(part[1:]), b)
                ops.say(
                    s,
                    N_("{card} moves from {minion} to {minion2}."),
                    card=facts(s.placed[int(part[1:])].card).name,
                    minion=ops.label(s, a),
                    minion2=ops.label(s, b),
                )

    def gives(self) -> Gives:
        return tags("move-blood")


# ------------------------------------------------------------------------ cost reducers


@dataclass(frozen=True, slots=True)
class LockToReduce:
    """ "(If you have the Edge,) you can lock this card to reduce the cost of a card you play by N
    pool or blood": an optional cost reducer (VT-CARD-27, a rule of ``core.COST_REDUCERS``) offered
    by each unlocked copy you control; using it locks it (``LockReducer``, in ``core.REDUCER_COSTS``
    under ``key``); ``vampire_action``: "the cost of an action card a vampire you control plays by N
    blood" (offered after the as-played window: a card cancelled as played never locks it)."""

    card: str
    n: int
    key: str
    edge: bool = False
    vampire_action: bool = False  # "an action card a vampire you control plays ... by N blood"
    pool_only: bool = False  # "reduce the cost of a card you play by 1 pool"
    plays: tuple[str, ...] = ()  # only a card played as one of these ("recruit ... or employ ...")
    trait: str = ""  # only a card of this printed trait ("a mortal ally")

    def __call__(self, s: VTESState, p: Play, use: Any) -> list[Any]:
        if (self.edge and s.edge != p.seat) or p.card < 0 or not self.reduces(s, p, use):
            return []
        cid = card_id(self.card)
        mine = [v for v in s.inplay[p.seat] if s.placed[v].card == cid and not s.placed[v].locked]
        pool = 0 if self.vampire_action else self.n
        blood = 0 if self.pool_only else self.n
        return [Reducer(v, blood=blood, pool=pool, key=self.key) for v in mine]

    def reduces(self, s: VTESState, p: Play, use: Any) -> bool:
        """Whether this card's cost is one the location reduces."""
        blood, pool = cost_of(s, p.card, p.x)
        if (blood, pool) == (0, 0) or (self.pool_only and not pool):
            return False
        if (self.plays and use.as_ not in self.plays) or (self.trait and facts(p.card).trait != self.trait):
            return False
        return not self.vampire_action or (use.as_ == ACTION and p.by in s.minions and is_vampire(s, p.by))


@dataclass(frozen=True, slots=True)
class LockReducer:
    """What using a :class:`LockToReduce` reducer costs: the card locks."""

    def __call__(self, s: VTESState, p: Play, reducer: Any) -> None:
        if reducer.source in s.placed:
            ops.lock(s, reducer.source)


# ------------------------------------------------------------------------ counters spent


@dataclass(frozen=True, slots=True)
class BurnCounter(Prim):
    """ "Burn 1 counter from this card to ..."; "if this card has no counters, burn it" (``kept``: a
    card that stays without counters)."""

    kept: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        if pl is None:
            return
        s.placed[p.source] = pl._replace(counters=max(0, pl.counters - 1))
        if s.placed[p.source].counters == 0 and not self.kept:
            ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
            ops.burn_placed(s, p.source)


BURN_COUNTER = BurnCounter()


def has_counters(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    pl = s.placed.get(src)
    return pl is not None and pl.counters > 0


# ------------------------------------------------------------------------ equipment from hand


def plain_equipment(card: int) -> bool:
    """ "A non-electronic, non-vehicle, non-weapon equipment card" (by its first line)."""
    line = first_line(card)
    return facts(card).is_type("Equipment") and not any(w in line for w in ("electronic", "vehicle", "weapon"))


@dataclass(frozen=True, slots=True)
class PlainEquipmentCheaper(WhileOnTable):
    """ "Non-electronic, non-vehicle, non-weapon equipment cards cost minions you control -1 blood
    or pool to equip" while ``card`` is in play (a rule of ``core.COST_CHANGES``)."""

    card: str

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if use.as_ != EQUIPMENT or seat < 0 or not plain_equipment(card):
            return 0, 0
        cid = card_id(self.card)
        if not any(s.placed[v].card == cid for v in s.inplay[seat]):
            return 0, 0
        return (-1, 0) if facts(card).blood_cost else (0, -1)


def equip_use(card: int) -> Any:
    """The card's use as equipment (None for a card the rules cannot play)."""

    cd = CARDS.get(card)
    return next((u for u in cd.uses if u.as_ == EQUIPMENT), None) if cd is not None else None


def equip_cost(s: VTESState, a: Any, seat: int, card: int, uid: int | None = None) -> tuple[int, int]:
    """The cost of equipping the acting minion (or ``uid``) with ``card``, as other cards change it."""

    blood, pool = cost_of(s, card, 0)
    more_b, more_p = extra_costs(s, Ctx("", a), seat, a.actor if uid is None else uid, card, equip_use(card))
    return max(0, blood + more_b), max(0, pool + more_p)


def equip_from_hand_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """After a successful action by a minion you control, not yet unlocked this way this turn: a
    plain equipment card of your hand it may carry and pay for (one choice per name)."""

    a = ctx.action
    if a is None or not a.successful or a.actor not in s.minions or s.controller(a.actor) != seat:
        return
    if ("unlock-to-equip", a.actor) in s.marks:
        return
    seen: list[str] = []
    for c in s.hand[seat]:
        if not plain_equipment(c) or facts(c).slug in seen or equip_use(c) is None or not may_carry(s, a.actor, c):
            continue
        blood, pool = equip_cost(s, a, seat, c)
        if s.minions[a.actor].blood >= blood and s.pool[seat] >= pool:
            seen.append(facts(c).slug)
            yield (facts(c).slug,)


@dataclass(frozen=True, slots=True)
class UnlockToEquip(Prim):
    """ "Minions you control can unlock after resolution of a successful action to equip with a
    <plain> equipment card from your hand; a minion can unlock only once this way each turn": the
    card is paid (with the costs other cards change) and equips the acting minion, which unlocks;
    the card is replaced."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = current_action(s)
        card = next((c for c in s.hand[p.seat] if p.targets and facts(c).slug == p.targets[0]), None)
        if a is None or card is None or a.actor not in s.minions:
            return
        uid = a.actor
        s.marks[("unlock-to-equip", uid)] = True
        use = equip_use(card)
        blood, pool = equip_cost(s, a, p.seat, card)
        ops.take_from_hand(s, p.seat, card)
        ops.burn_blood(s, uid, blood)
        ops.burn_pool(s, p.seat, pool)
        if uid in s.minions:  # an ally whose last life paid the cost is burned (VT-DMG-06): nothing to equip
            ops.unlock(s, uid)
            ops.say(s, N_("{minion} unlocks to equip."), minion=ops.label(s, uid))
        if use is not None and use.effect is not None and uid in s.minions:
            use.effect(s, Play(p.seat, card, CARDS[card].uses.index(use), -1, uid, (), 0))
            s.marks.pop("card-stays", None)
        else:
            s.ash[p.seat].append(card)
        ops.refill(s, p.seat)

    def gives(self) -> Gives:
        return tags("equip", "unlock")


# ------------------------------------------------------------------------ unlocked at the end of the turn

UNLOCK_AT_END = "unlock-at-end-of-turn"


@dataclass(frozen=True, slots=True)
class UnlockAtEndOfTurn(Prim):
    """ "Unlock the acting minion at the end of the turn" (of an action that succeeded)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        s.marks[(UNLOCK_AT_END, p.by)] = facts(p.card).name

    def gives(self) -> Gives:
        return tags("unlock-later")


def unlock_at_end(s: VTESState, info: dict[str, Any]) -> None:
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == (UNLOCK_AT_END,)]:
        name = s.marks.pop(key)
        if key[1] in s.minions:
            ops.unlock(s, key[1])
            ops.say(s, N_("{minion} unlocks ({name})."), minion=ops.label(s, key[1]), name=name)


listen("end-turn", unlock_at_end)


# ------------------------------------------------------------------------ hand size until the end of the turn

#: ``s.marks[(TURN_HAND_SIZE, seat)]``: the hand size a card gave ``seat`` until the end of the turn.
TURN_HAND_SIZE = "turn hand size"


def hand_size_this_turn(s: VTESState, seat: int, n: int) -> None:
    """ "+N hand size until the end of the turn": drawn up at once (VT-CARD-21), discarded down as the turn ends
    (LSJ 20100812, :func:`turn_hand_size_ends`)."""
    s.marks[("hand size", seat)] = int(s.marks.get(("hand size", seat), 0)) + n
    s.marks[(TURN_HAND_SIZE, seat)] = int(s.marks.get((TURN_HAND_SIZE, seat), 0)) + n
    ops.refill(s, seat)


def turn_hand_size_ends(s: VTESState, info: dict[str, Any]) -> None:
    """The bonus ends with the turn: a Methuselah over their hand size then discards down (VT-CARD-21)."""
    for t in range(s.players):
        n = s.marks.pop((TURN_HAND_SIZE, t), 0) if s.marks else 0
        if n:
            s.marks[("hand size", t)] = int(s.marks.get(("hand size", t), 0)) - n
            ops.refill(s, t)


listen("end-turn", turn_hand_size_ends)


def bearer_struck(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """Damage from the opposing minion's strike being inflicted on the minion with this card."""

    c = ctx.combat
    d = damage_to(s, c) if c is not None and ctx.moment == "damage" else None
    uid = bearer(s, src)
    return d is not None and d[0] == uid and d[3] == c.other(uid)


def during_equip(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable during an equip action" (:func:`is_equip_action`)."""
    return ctx.action is not None and is_equip_action(ctx.action)


def is_equip_action(course: Any) -> bool:
    """An equip action (VT-ACT-18): the equip action of the rules, or an equipment card played."""

    p = course.aplay
    if course.kind_ == "equip":
        return True
    ab = course.ability  # an ability that is an equip action (EquipFromAsh)
    if ab is not None and hasattr(ab.effect, "gives") and "equip" in ab.effect.gives().tags:
        return True
    return p is not None and p.card >= 0 and p.card in CARDS and CARDS[p.card].uses[p.use].as_ == EQUIPMENT


EQUIP_ACTION = ("this-action", "equip action")


def note_equip_action(s: VTESState, info: dict[str, Any]) -> None:
    """An equip action announced is noted for the action (its card is gone once it resolves)."""
    if is_equip_action(info["course"]):
        s.marks[EQUIP_ACTION] = True


listen("announce", note_equip_action)


def equippers_unlock_at_end(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Any minion who successfully performs an equip action unlocks at the end of the turn" (a card
    in play, an ``action-end`` event): not the equip actions before it came into play (LSJ
    20061218); they unlock even if the card has left play since (LSJ 20080619)."""
    course = info["course"]
    if src in s.placed and course.successful and course.actor in s.minions and EQUIP_ACTION in s.marks:
        s.marks[(UNLOCK_AT_END, course.actor)] = facts(s.placed[src].card).name


@dataclass(frozen=True, slots=True)
class PerVictoryPoint:
    """A Methuselah's static "+N <hand size> for each victory point he or she has" (a withdrawal's
    half point counted: ``int(N × points)``), with ``static(..., everywhere=True)`` for "each
    Methuselah"."""

    n: int

    def __call__(self, s: VTESState, src: int, seat: int) -> int:
        return int(self.n * s.vp[seat])

    def at(self, mode: str) -> int:
        return 0


# ------------------------------------------------------------------------ an action out of one's own minion phase


def bearer_may_act(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """The minion the card is on is ready and unlocked: it may take an action."""
    uid = bearer(s, src)
    return uid in s.minions and s.is_ready(uid) and not s.minions[uid].locked


@dataclass(frozen=True, slots=True)
class TakeAction(Prim):
    """ "This vampire can lock this card to take an action" (during another Methuselah's minion phase):
    the minion the card is on (``target``: the minion chosen, "unlocked Malkavians can take actions in any
    Methuselah's minion phase") takes one action now, its Methuselah acting (``actions.ExtraAction``)."""

    target: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = (p.targets[0] if p.targets else -1) if self.target else bearer(s, p.source)
        if uid in s.minions:
            take_action(s, uid)

    def gives(self) -> Gives:
        return tags("extra-action")


def locked_cards_you_control(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """A locked card you control that is not a minion (in your area or on a minion), but this one."""
    for uid, pl in s.placed.items():
        if uid != src and pl.locked and pl.controller == seat:
            yield (uid,)


@dataclass(frozen=True, slots=True)
class UnlockCardHeld(Prim):
    """ "Unlock any card you control that is not a minion. If you do so, neither that card nor this
    card unlock as normal on your next unlock phase" (``game_marks`` read by the unlock phase)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0]
        if not isinstance(uid, int) or uid not in s.placed:
            return
        ops.unlock(s, uid)
        for held in (uid, p.source):
            s.game_marks[(HELD_CARD, held)] = True
        ops.say(s, N_("{card} unlocks."), card=facts(s.placed[uid].card).name)

    def gives(self) -> Gives:
        return tags("unlock-card")


def action_targets(course: Any) -> set[int]:
    """The minions an action names (its card's or ability's targets; a rescue's or diablerie's vampire)."""
    out = {t for t in (course.aplay.targets if course.aplay is not None else ()) if isinstance(t, int)}
    victim = getattr(course, "victim", -1)
    if isinstance(victim, int) and victim >= 0:
        out.add(victim)
    return out


def bearer_targeted(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "If this minion is the target of a directed action while he or she is ready"."""
    a = ctx.action
    uid = bearer(s, src)
    return a is not None and a.directed and uid in s.minions and s.is_ready(uid) and uid in action_targets(a)


@dataclass(frozen=True, slots=True)
class DamageActor(Prim):
    """ "Inflict N environmental damage on the acting minion" (outside combat: VT-DMG-03); with
    ``vampires``: "on acting vampires" (an acting ally takes none)."""

    n: int
    vampires: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and a.actor in s.minions and (not self.vampires or is_vampire(s, a.actor)):
            if immune_to_source(s, a.actor, p.source):
                ops.say(
                    s,
                    N_("The damage to {minion} lands unsuccessfully: it is immune (VT-DMG-13)."),
                    minion=ops.label(s, a.actor),
                )
                return
            inflict(s, None, a.actor, self.n, 0)

    def gives(self) -> Gives:
        return Gives(damage=self.n, harmful=True)


# ------------------------------------------------------------------------ Gehenna events

#: ``game_marks[GEHENNA_TURN]``: the turn the last Gehenna event entered play ("until a Gehenna event
#: is played"); ``game_marks[("diablerie", vampire)]``: the turn it last committed diablerie (actions.py).
GEHENNA_TURN = "gehenna event played"


def note_gehenna_event(s: VTESState, info: dict[str, Any]) -> None:
    uid = info.get("uid", -1)
    if uid in s.placed and gehenna_event(s.placed[uid].card):
        s.game_marks[GEHENNA_TURN] = s.turn


listen("enter-play", note_gehenna_event)


def diablerist_exempt(s: VTESState, uid: int) -> bool:
    """ "Vampires who commit diablerie ignore this effect until a Gehenna event is played" (a diablerie
    in a turn after the last Gehenna event: events are played in the discard phase, after the minion
    phase)."""
    return uid in s.minions and s.game_marks.get(("diablerie", uid), -1) > s.game_marks.get(GEHENNA_TURN, -1)


def other_gehenna_event(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires 1 or more other Gehenna events in play"."""

    return any(gehenna_event(pl.card) for pl in s.placed.values())


@dataclass(frozen=True, slots=True)
class SuperiorCostsMore(WhileOnTable):
    """ "Cards requiring 1 or more Disciplines at the superior level cost +N blood" while the card is in
    play (a use needing a discipline at superior), but for a diablerist exempt
    (:func:`diablerist_exempt`); registered with ``rule(name, core.COST_CHANGES, ...)``."""

    card: str
    n: int = 1

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        cid = card_id(self.card)
        if not any(level >= SUPERIOR for _code, level in use.disc) or diablerist_exempt(s, uid):
            return 0, 0
        if gehenna_immune(s, uid):  # "Gehenna events do not affect her" (Karen Suadela)
            return 0, 0
        return (self.n, 0) if any(pl.card == cid for pl in s.placed.values() if pl.host < 0) else (0, 0)


@dataclass(frozen=True, slots=True)
class BurnAfter:
    """ "Burn this card at the end of the turn or after a <kind> performs a successful action": a
    handler of the ``end-turn`` event (no ``actor``) or of ``action-success`` (``actor``: the kind)."""

    actor: Kind | None = None

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info.get("course")
        if self.actor is not None and (
            course is None or course.actor not in s.minions or not self.actor(s, course.actor)
        ):
            return
        if src in s.placed:
            ops.say(s, N_("{card} is burned."), card=facts(s.placed[src].card).name)
            ops.burn_placed(s, src)


@dataclass(frozen=True, slots=True)
class CostsMoreAround(WhileOnTable):
    """ "Cards requiring <disciplines> cost other minions +N blood while this <bearer> is acting,
    attempting to block or in combat" (a rule of ``core.COST_CHANGES`` for the minion bearing ``card``)."""

    card: str
    discs: tuple[str, ...]
    n: int = 1
    as_: str = ""  # only cards played as that type ("reaction cards that require Auspex")
    acting_only: bool = False  # "while this Laibon is acting" (not blocking nor in combat)

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if not any(code in self.discs for code, _level in use.disc) or (self.as_ and use.as_ != self.as_):
            return 0, 0
        cid = card_id(self.card)
        bearers = {pl.host for pl in s.placed.values() if pl.card == cid and pl.host in s.minions}
        a, c = action_of(s), current_combat(s)
        busy = ({a.actor} if self.acting_only else {a.actor, a.blocker}) if a is not None else set()
        if c is not None and not self.acting_only:
            busy |= {c.a, c.b}
        return (self.n, 0) if any(b in busy and b != uid for b in bearers) else (0, 0)


@dataclass(frozen=True, slots=True)
class BarredAround(WhileOnTable):
    """ "Cards requiring <Discipline> can neither be played while <this ally> is acting, blocking, or in
    combat, nor target him" (the minion whose text it is, ``card``): a rule of ``core.TARGET_RULES``."""

    card: str
    code: str

    def __call__(self, s: VTESState, ctx: Ctx, p: Play) -> bool:
        if p.card < 0 or p.card not in CARDS or self.code not in {c for c, _ in CARDS[p.card].uses[p.use].disc}:
            return True
        cid = card_id(self.card)
        a, c = action_of(s), current_combat(s)
        busy = {a.actor, a.blocker, a.blocked_by} if a is not None else set()
        if c is not None:
            busy |= {c.a, c.b}
        busy |= {t for t in p.targets if isinstance(t, int)}
        return not any(u in s.minions and s.minions[u].card == cid for u in busy)


def damage_to_yours(kind: Kind) -> Pred:
    """ "Prevent 1 damage inflicted in combat on a <kind>" you control (an ability's condition, at the
    damage step, VT-DMG-02)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        c = ctx.combat
        d = damage_to(s, c) if c is not None and ctx.moment == "damage" else None
        return d is not None and d[0] in s.minions and s.controller(d[0]) == seat and kind(s, d[0])

    return pred


# ------------------------------------------------------------------------ actions attempted this turn


def note_attempt(s: VTESState, info: dict[str, Any]) -> None:
    """A Methuselah's minion attempted an action this turn (``marks``: gone with the turn)."""
    course = info["course"]
    s.marks[("attempted an action", course.actor_seat)] = True


listen("announce", note_attempt)


def attempted_no_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "If his or her minions attempted no actions in the current turn"."""
    return ("attempted an action", seat) not in s.marks


def first_block_combat_each_turn(key: str, value: object = 1, scope: str = "round") -> Any:
    """ "During the first combat between an acting vampire and a blocking vampire each turn, <both
    combatants get ...>" (a ``combat-start`` event of a card in play; ``scope`` ``round``: "in the first
    round")."""

    def on_start(s: VTESState, src: int, info: dict[str, Any]) -> None:
        c: Combat = info["combat"]
        a = action_of(s)
        if a is None or a.actor != c.a or a.blocked_by != c.b or ("first block combat",) in s.marks:
            return
        if not all(u in s.minions and is_vampire(s, u) for u in (c.a, c.b)):
            return
        s.marks[("first block combat",)] = True
        for uid in (c.a, c.b):
            c.add(uid, key, value, scope)

    return on_start


# ------------------------------------------------------------------------ cancelling minion cards as played


def minion_card(use: Any) -> bool:
    """A minion card: one a minion plays (VT-TERM-11), not a master card or an event."""

    return use.as_ in (ACTION, MODIFIER, REACTION, COMBAT, POLITICAL, ALLY, EQUIPMENT, RETAINER)


def being_cancelled(s: VTESState, p: Play) -> bool:
    frame = next((f for f in reversed(s.stack) if isinstance(f, Resolve) and f.p == p), None)
    return frame is None or frame.cancelled


def minion_card_of_another(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Cancel a minion card as it is played": another Methuselah's, not cancelled yet."""

    p = ctx.played
    if p is None or p.card < 0 or p.seat == seat or being_cancelled(s, p):
        return False
    return minion_card(CARDS[p.card].uses[p.use])


def event_card_of_another(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Cancel an event card as it is played": another Methuselah's, not cancelled yet."""

    p = ctx.played
    if p is None or p.card < 0 or p.seat == seat or being_cancelled(s, p):
        return False
    return bool(CARDS[p.card].uses[p.use].as_ == EVENT)


@dataclass(frozen=True, slots=True)
class EventCanceller:
    """The as-played window of another Methuselah's event opens for the Methuselahs whose deck could
    hold ``card`` (an out-of-turn master card, not yet used since their last turn: VT-CARD-43); a rule
    of ``core.CANCELLERS``."""

    card: str

    def __call__(self, s: VTESState, seat: int, p: Play, cd: Any, use: Any) -> bool:
        if p.seat == seat or use.as_ != EVENT or ("oot", seat) in s.game_marks or seat == s.current:
            return False
        return deck_may_hold(s, seat, named(self.card))


_NAMED: dict[str, Callable[[int], bool]] = {}


def named(card: str) -> Callable[[int], bool]:
    """The one test "a card named X" (``deck_may_hold`` remembers its answers by test)."""
    if card not in _NAMED:
        _NAMED[card] = lambda c: facts(c).name == card
    return _NAMED[card]


@dataclass(frozen=True, slots=True)
class MinionCardCanceller:
    """The as-played window of another Methuselah's minion card opens for the Methuselahs whose deck
    could hold ``card`` (an out-of-turn master card, not yet used since their last turn: VT-CARD-43);
    a rule of ``core.CANCELLERS``."""

    card: str

    def __call__(self, s: VTESState, seat: int, p: Play, cd: Any, use: Any) -> bool:
        if p.seat == seat or not minion_card(use) or ("oot", seat) in s.game_marks:
            return False
        return deck_may_hold(s, seat, named(self.card))


NOT_AGAIN = "not again this turn"


@dataclass(frozen=True, slots=True)
class NotAgainThisTurn(Prim):
    """ "That card cannot be played again this turn": the card being cancelled as played (read by
    :func:`not_played_again`, a rule of ``core.TARGET_RULES``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        played = being_played(s)
        if played is not None and played.card >= 0:
            s.marks[(NOT_AGAIN, facts(played.card).slug)] = True

    def gives(self) -> Gives:
        return tags("not-again")


def not_played_again(s: VTESState, ctx: Ctx, p: Play) -> bool:
    return p.card < 0 or (NOT_AGAIN, facts(p.card).slug) not in s.marks


not_played_again.plays = ANY_CARD  # type: ignore[attr-defined]  # library cards only (hooks.active_for)


@dataclass(frozen=True, slots=True)
class CancelsNextCanceller:
    """ "The next card played that would cancel another Methuselah's minion card as it is played is
    canceled, its cost is not paid, and this card is burned instead" (a rule of ``core.AUTO_CANCELS``,
    while a copy of ``card`` is in play): a card used as played ("as-played" moment, giving ``cancel``)
    against a minion card of a Methuselah other than its player."""

    card: str

    def __call__(self, s: VTESState, p: Play, use: Any) -> bool:
        cid = card_id(self.card)
        mine = [u for u, pl in s.placed.items() if pl.card == cid and pl.host < 0]
        target = being_played(s)
        if not mine or target is None or target.card < 0 or target.seat == p.seat:
            return False
        if "as-played" not in use.moments or use.effect is None or "cancel" not in gives_of(use.effect).tags:
            return False
        if not minion_card(CARDS[target.card].uses[target.use]):
            return False
        ops.say(s, N_("{card} is cancelled; {card2} is burned instead."), card=facts(p.card).name, card2=self.card)
        ops.burn_placed(s, mine[0])
        return True


@dataclass(frozen=True, slots=True)
class LockedOnEntry:
    """ "When your predator or prey puts a minion in play in any phase except the unlock phase, that
    minion is locked. If that minion is a younger vampire, he or she burns 1 blood" (an ``enter-play``
    event of the card): younger than the vampire the card is on."""

    blood: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        uid, seat = info.get("uid", -1), info.get("seat", -1)
        if src not in s.placed or uid not in s.minions or s.current_phase() == UNLOCK_PHASE:
            return
        ctrl = s.placed[src].controller
        if seat == ctrl or seat not in (s.predator(ctrl), s.prey(ctrl)):
            return
        name = facts(s.placed[src].card).name
        ops.lock(s, uid)
        ops.say(s, N_("{minion} is locked ({name})."), minion=ops.label(s, uid), name=name)
        host = bearer(s, src)
        if is_vampire(s, uid) and host in s.minions and is_vampire(s, host) and younger(s, uid, host):
            ops.burn_blood(s, uid, self.blood)
            ops.say(s, N_("{minion} burns {n} blood ({card})."), minion=ops.label(s, uid), n=self.blood, card=name)


@dataclass(frozen=True, slots=True)
class MoveThisTo(Prim):
    """ "Move this card to <the vampire chosen>" (it stays its controller's, VT-CARD-33)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0] if p.targets else -1
        pl = s.placed.get(p.source)
        if pl is None or not isinstance(target, int) or target not in s.minions:
            return
        ops.move_placed(s, p.source, target, controller=pl.controller)
        ops.say(s, N_("{card} moves to {minion}."), card=facts(pl.card).name, minion=ops.label(s, target))

    def gives(self) -> Gives:
        return tags("move-card") + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class NoReplaceDuring:
    """ "The chosen Methuselah does not replace cards during any Methuselah's minion phase" (a
    ``core.DELAYS`` rule of a card put in play for the Methuselahs chosen, its ``data``): the cards
    they play then are replaced when that phase ends (``end_delays`` with the phase's name); a longer
    delay of the card itself wins (LSJ 20070320-1: the first delay found)."""

    card: str
    phase: str = "minion"

    def __call__(self, s: VTESState, seat: int, card: int, use: Any) -> str:
        if s.current_phase() != self.phase:
            return ""
        cid = card_id(self.card)
        return self.phase if any(pl.card == cid and seat in pl.data for pl in s.placed.values()) else ""


@dataclass(frozen=True, slots=True)
class FirstDisciplineCardReveals:
    """ "Each turn, when a vampire plays his or her first card that turn that requires any Disciplines,
    that vampire's controller reveals the top card of his or her library (before drawing to replace).
    If it is a master card, the original card has no effect (no cost is paid), and in addition, if the
    original card required <discipline>, the vampire burns N blood" (a rule of ``core.AUTO_CANCELS``
    while ``card`` is in play): applied before any other cancel effect (LSJ 20100728); the card still
    counts as played (an action card: the vampire may act again, LSJ 20090323); an ally playing a card
    "as a vampire" is not affected (LSJ 20050606)."""

    card: str
    discipline: str = "obt"
    blood: int = 2

    def __call__(self, s: VTESState, p: Play, use: Any) -> bool:
        if p.card < 0 or p.by < 0 or not use.disc or p.by not in s.minions or not is_vampire(s, p.by):
            return False
        cid = card_id(self.card)
        if not any(pl.card == cid for pl in s.placed.values()) or ("first-discipline-card", p.by) in s.marks:
            return False
        s.marks[("first-discipline-card", p.by)] = True
        lib = s.library[p.seat]
        if not lib:
            return False
        top = lib[-1]
        s.reveals += 1
        line = N_("{seat} reveals {card} from the top of their library.")
        ops.say(s, line, seat=s.seat_name(p.seat), card=facts(top).name)
        if not facts(top).is_type("Master"):
            return False
        ops.say(s, N_("{card} has no effect ({name})."), card=facts(p.card).name, name=self.card)
        if any(code == self.discipline for code, _ in use.disc):
            ops.burn_blood(s, p.by, self.blood)
        return True


@dataclass(frozen=True, slots=True)
class FillsOnHunt:
    """ "<Kind> successfully hunting gain enough blood from the blood bank to reach full capacity" (a
    ``hunt-success`` event of the card in play; any hunt action, RTR 20030519)."""

    kind: Kind

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        uid = info.get("uid", -1)
        if uid in s.minions and self.kind(s, uid):
            got = ops.add_blood(s, uid, capacity(s, uid) - s.minions[uid].blood)
            if got:
                ops.say(s, N_("{minion} gains {got} blood."), minion=ops.label(s, uid), got=got)


@dataclass(frozen=True, slots=True)
class BleedPerPreyTorpor:
    """ "<Kind> you control get +1 bleed against your prey for each vampire in torpor they control" (a
    static ``bleed`` of the card in play, ``everywhere=True``; "they": your prey)."""

    kind: Kind

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        pl = s.placed.get(src)
        if pl is None or s.controller(uid) != pl.controller or not self.kind(s, uid) or not bleeding_prey(s, src, uid):
            return 0
        prey = s.prey(pl.controller)
        return sum(1 for v in s.torpor[prey] if is_vampire(s, v))

    def at(self, mode: str) -> int:
        return 0  # for some minions only: not a number of the card's bearer


@dataclass(frozen=True, slots=True)
class BurnUnlessHunted:
    """ "After each Methuselah's minion phase ends, each ready vampire controlled by that Methuselah
    with capacity less than the number of Gehenna events in play who did not hunt during that minion
    phase burns N blood" (with ``phase_of("each", ...)`` on ``influence-phase``: the minion phase has
    ended; "did not hunt": no successful hunt this turn)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        events = sum(1 for pl in s.placed.values() if gehenna_event(pl.card))
        for uid in list(s.ready[seat]):
            thirsty = is_vampire(s, uid) and capacity(s, uid) < events and ("hunted", uid) not in s.marks
            if thirsty and ops.burn_blood(s, uid, self.n):
                ops.say(s, N_("{minion} burns {n} blood."), minion=ops.label(s, uid), n=self.n)


def imbued(s: VTESState, uid: int) -> bool:
    """An imbued (a minion card of the Imbued type)."""
    return uid in s.minions and facts(s.minions[uid].card).is_type("Imbued")


#: The delay of :class:`DisciplineCardsWait`: until the end of the action, or until the hand is empty.
ACTION_OR_EMPTY_HAND = "action-or-empty-hand"


@dataclass(frozen=True, slots=True)
class DisciplineCardsWait:
    """ "During an action, cards minions play requiring 1 or more Disciplines are not replaced until
    the end of that action or until a Methuselah's hand is empty (whichever comes first). Vampires who
    commit diablerie ignore this effect until a Gehenna event is played" (a rule of
    ``core.PLAY_DELAYS`` while the card is in play; every such card, at any time in any action: ANK
    20201015). The delays end with the action (:func:`replaced_after_action`), or for a Methuselah whose
    hand is empty as such a card is played: it and the cards waiting are replaced then."""

    card: str

    def __call__(self, s: VTESState, p: Play, use: Any) -> str:
        if not use.disc or p.by < 0 or diablerist_exempt(s, p.by):
            return ""
        if current_action(s) is None and use.as_ not in ACTION_TYPES:  # an action card: its own action
            return ""
        cid = card_id(self.card)
        if not any(pl.card == cid for pl in s.placed.values()):
            return ""
        if not s.hand[p.seat]:  # the hand is empty: replaced now, with the cards waiting
            end_delays(s, p.seat, ACTION_OR_EMPTY_HAND)
            return ""
        return ACTION_OR_EMPTY_HAND


@dataclass(frozen=True, slots=True)
class NoReplaceWhileActing:
    """ "When <this vampire> is acting, you do not replace any cards you play until the end of the
    action" (a rule of ``core.PLAY_DELAYS``): every card his controller plays during his action, and
    the action card he plays for it."""

    vampire: str

    def __call__(self, s: VTESState, p: Play, use: Any) -> str:
        cid = card_id(self.vampire)
        a = current_action(s)
        if a is not None:
            acting = a.actor
        elif use.as_ in ACTION_TYPES:
            acting = p.by  # an action card: its own action
        else:
            return ""
        if acting not in s.minions or s.minions[acting].card != cid or s.controller(acting) != p.seat:
            return ""
        return "action"


def replaced_after_action(s: VTESState, info: dict[str, Any]) -> None:
    """The cards waiting for :data:`ACTION_OR_EMPTY_HAND` are replaced at the end of the action."""

    for t in range(s.players):
        if any(d[1] == ACTION_OR_EMPTY_HAND for d in s.delayed[t]):
            end_delays(s, t, ACTION_OR_EMPTY_HAND)


listen("action-end", replaced_after_action)


@dataclass(frozen=True, slots=True)
class PlaysAsVampire:
    """ "<This ally> may play cards that require <X> or <Y> as a vampire" (VT-CARD-63; an
    ``enter-play`` event of its own text): the ``as-vampire:<code>`` marks read by ``play.level_ok``."""

    codes: tuple[str, ...]

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if info.get("uid") == src and src in s.minions:
            for code in self.codes:
                ops.mark(s, src, f"as-vampire:{code}")


@dataclass(frozen=True, slots=True)
class NoLifeGain:
    """ "This ally cannot gain life (instead, any life it would gain goes to the blood bank)" (an
    ``enter-play`` event of its own text: the ``no-life-gain`` mark read by ``ops.add_blood``)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if info.get("uid") == src and src in s.minions:
            ops.mark(s, src, "no-life-gain")


@dataclass(frozen=True, slots=True)
class StrengthPerLife:
    """A static of a minion's own text: "this ally gets +1 strength for each life it has"."""

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        return s.minions[uid].blood if uid == src and uid in s.minions else 0


@dataclass(frozen=True, slots=True)
class RemoveOrBurn:
    """ "After this ally enters play, remove an ally or vampire in your ash heap from the game or burn
    this ally" (an ``enter-play`` event of its own text): its controller chooses the card, or
    ``decline`` to burn it; with no such card, it is burned."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if info.get("uid") != src or src not in s.minions:
            return
        seat = s.controller(src)
        slugs = sorted({facts(c).slug for c in s.ash[seat] if is_ally_or_vampire_card(c)})
        if not slugs:
            ops.burn(s, src)
            return
        name = facts(s.minions[src].card).name
        question = said(N_("{card}: remove an ally or vampire in your ash heap from the game, or burn it."), card=name)
        choices = [*(Action("choose", (slug,)) for slug in slugs), Action("decline")]
        ask(s, seat, question, choices, _removed_or_burned, (src, seat))


def is_ally_or_vampire_card(card: int) -> bool:
    f = facts(card)
    return f.crypt or f.is_type("Ally")


def _removed_or_burned(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    src, seat = int(args[0]), int(args[1])
    slug = action.args[0] if action.verb == "choose" else ""
    card = next((c for c in s.ash[seat] if is_ally_or_vampire_card(c) and facts(c).slug == slug), -1)
    if card < 0:
        if src in s.minions:
            ops.burn(s, src)
        return
    s.ash[seat].remove(card)
    s.removed[seat].append(card)
    ops.say(s, N_("{seat} removes {card} from the game."), seat=ops.who(s, seat), card=facts(card).name)


@dataclass(frozen=True, slots=True)
class GainsIfOpposingBurned:
    """ "If a minion opposing <this ally> in combat is burned, <it> can gain N life" (a ``burned`` event of
    its own text; gaining life never hurts it: taken at once)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c = current_combat(s)
        if c is None or src not in (c.a, c.b) or src not in s.minions or info.get("uid") != c.other(src):
            return
        ops.add_blood(s, src, self.n)
        ops.say(s, N_("{minion} gains {n} life."), minion=ops.label(s, src), n=self.n)


@dataclass(frozen=True, slots=True)
class HasTrait:
    """ "<This ally> has flight [FLIGHT]" (an ``enter-play`` event of its own text): the trait kept as a
    ``trait:`` mark, read by ``traits.has_trait`` (VT-TRAIT-01)."""

    trait: str

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        if info.get("uid") == src and src in s.minions:
            ops.mark(s, src, f"trait:{self.trait}")


def life_exactly(n: int) -> Pred:
    """ "If <this ally> has only N life" (the minion whose ability it is)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return uid in s.minions and s.minions[uid].blood == n

    return pred


def own_targeted(kind: Kind) -> Pred:
    """ "If a ready X you control is the target of a directed action"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        a = ctx.action
        if a is None or not a.directed:
            return False
        return any(
            t in s.minions and s.controller(t) == seat and s.is_ready(t) and kind(s, t) for t in action_targets(a)
        )

    return pred


# ------------------------------------------------------------------------ actions costing blood

COSTS_BLOOD = ("this-action", "costs blood")
#: default actions that cost blood: becoming Anarch (VT-ACT-33), leaving torpor and rescuing (VT-ACT-25, VT-ACT-27)
BLOOD_ACTIONS = frozenset(("anarch", "leave", "rescue"))


def note_blood_cost(s: VTESState, info: dict[str, Any]) -> None:
    """An action costing blood is noted as announced (an action card's blood cost; a default action
    that costs blood); its card is gone once it resolves."""

    course = info["course"]
    p = course.aplay
    if (p is not None and p.card >= 0 and cost_of(s, p.card, p.x)[0] > 0) or course.kind_ in BLOOD_ACTIONS:
        s.marks[COSTS_BLOOD] = True


listen("announce", note_blood_cost)


def bearer_succeeded_costing_blood(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """After a successful action costing blood performed by the vampire with this card, locked, with
    blood to burn."""
    a = ctx.action
    uid = bearer(s, src)
    if a is None or not a.successful or a.actor != uid or COSTS_BLOOD not in s.marks:
        return False
    return uid in s.minions and s.minions[uid].locked and s.minions[uid].blood >= 1


def younger_than_bearer(kind: Kind) -> Targets:
    """ "A ready younger <kind>" to unlock: a locked one, younger than the vampire the card is on."""

    def fn(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        host = bearer(s, src)
        if host not in s.minions:
            return
        for _t, v, m in s.all_ready():
            if v != host and m.locked and is_vampire(s, v) and kind(s, v) and younger(s, v, host):
                yield (v,)

    return fn


def requires_anarch(s: VTESState, course: Any) -> bool:
    """ "An action that requires an anarch": an action card, or the card in play whose action it is,
    with a text requiring an anarch or a baron (Patsy counts as requiring an Anarch, LSJ 20080603; the
    action a card in play provides requires what the card does, LSJ 20080604)."""

    p = course.aplay
    if p is None:
        return False
    card = p.card if p.card >= 0 else action_card(s)
    if card < 0 and course.ability is not None and p.source in s.placed:
        card = s.placed[p.source].card
    if card < 0:
        return False
    text = facts(card).text.lower()
    return any(w in text for w in ("requires an anarch", "requires a ready anarch", "requires a baron"))


@dataclass(frozen=True, slots=True)
class StealthOnAnarchActions(WhileOnTable):
    """ "The anarch with this equipment gets +1 stealth on actions that require an anarch" (a
    ``core.STEALTH_MODS`` rule)."""

    card: str
    n: int = 1

    def __call__(self, s: VTESState, course: Any) -> int:
        actor = course.actor
        if actor not in s.minions or not anarch_minion(s, actor) or not bearing(self.card)(s, actor):
            return 0
        return self.n if requires_anarch(s, course) else 0


@dataclass(frozen=True, slots=True)
class OpposingKindGets:
    """ "<Kind> get +N <key> in combat with this minion" (a ``combat-start`` event of a card on a
    minion, or of a minion's own text): the opposing minion, if of the kind, gets the combat modifier
    for the combat (``scope="round"``: its first round, "opposing vampires with capacity 3 or less
    cannot strike in the first round")."""

    key: str
    value: int
    kind: Kind
    scope: str = "combat"

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c: Combat = info["combat"]
        host = bearer(s, src) if src in s.placed else src
        if host in (c.a, c.b) and c.other(host) in s.minions and self.kind(s, c.other(host)):
            c.add(c.other(host), self.key, self.value, self.scope)


def blocker_controller_burns(n: int) -> Any:
    """ "If this <minion> is blocked, the blocking minion's controller burns N pool before block
    resolution" (a ``blocked`` event of the card on the acting minion)."""

    def on_blocked(s: VTESState, src: int, info: dict[str, Any]) -> None:
        course, blocker = info["course"], info.get("blocker", -1)
        if course.actor != bearer(s, src) or blocker not in s.minions:
            return
        seat = s.controller(blocker)
        ops.say(
            s, N_("{seat} burns {n} pool ({name})."), seat=s.seat_name(seat), n=n, name=facts(s.placed[src].card).name
        )
        ops.burn_pool(s, seat, n)

    return on_blocked


def bearer_did(kind: str) -> Pred:
    """After resolution of a successful action of that kind (``rescue``...) performed by the minion
    the card is on ("this vampire can unlock after rescuing a vampire from torpor")."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        a = ctx.action
        return a is not None and a.successful and a.kind_ == kind and a.actor == bearer(s, src)

    return pred


@dataclass(frozen=True, slots=True)
class BearerStealthDuring(WhileOnTable):
    """ "This vampire gets +N stealth during <kind> actions" (the minion bearing ``card``; ``kind``
    the action's kind, ``diablerize`` for a diablerie action; ``plays``: also the actions of cards
    played as those types, "recruit and employ actions": ``ALLY``, ``RETAINER``); a
    ``core.STEALTH_MODS`` rule."""

    card: str
    kind: str
    n: int = 1
    plays: tuple[str, ...] = ()

    def __call__(self, s: VTESState, course: Any) -> int:
        m = s.minions.get(course.actor)
        p = course.aplay
        played = p is not None and p.card in CARDS and CARDS[p.card].uses[p.use].as_ in self.plays
        if (course.kind_ != self.kind and not played) or m is None:
            return 0
        cid = card_id(self.card)
        return self.n if any(s.placed[p].card == cid for p in m.cards if p in s.placed) else 0


@dataclass(frozen=True, slots=True)
class StealthOnActionsRequiring(WhileOnTable):
    """ "<The minion with this card> gets +N stealth during actions requiring <Disciplines>" (an action
    card played at a mode requiring one of ``codes``, the minion bearing ``card``); a
    ``core.STEALTH_MODS`` rule."""

    card: str
    codes: tuple[str, ...]
    n: int = 1

    def __call__(self, s: VTESState, course: Any) -> int:
        m = s.minions.get(course.actor)
        p = course.aplay
        if m is None or p is None or not requires_discipline(p, self.codes):
            return 0
        cid = card_id(self.card)
        return self.n if any(s.placed[q].card == cid for q in m.cards if q in s.placed) else 0


@dataclass(frozen=True, slots=True)
class InterceptDuringActionsRequiring:
    """A static of a card on a minion: "the bearer gets +N intercept during actions requiring
    <Disciplines>" (the action in progress: an action card played at a mode requiring one of ``codes``)."""

    codes: tuple[str, ...]
    n: int = 1

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        a = current_action(s)
        if bearer(s, src) != uid or a is None or a.aplay is None:
            return 0
        return self.n if requires_discipline(a.aplay, self.codes) else 0

    def at(self, mode: str) -> int:
        return 0  # only during some actions: not a lasting number


@dataclass(frozen=True, slots=True)
class EquipActionStealth:
    """ "The action to equip with this <card> is with an additional +N stealth": from your hand, or from
    another minion you control (VT-ACT-18, LSJ 20060222); a ``core.STEALTH_MODS`` rule."""

    card: str
    n: int = 1

    def __call__(self, s: VTESState, course: Any) -> int:
        cid = card_id(self.card)
        p = course.aplay
        if p is not None and p.card == cid:
            return self.n
        if course.kind_ == "equip":
            taken = course.taken or (course.victim,)
            return self.n if any(t in s.placed and s.placed[t].card == cid for t in taken) else 0
        return 0


@dataclass(frozen=True, slots=True)
class BurnIfBlockedBy:
    """ "If this minion is blocked by <kind> (during any action), burn this <card>" (a ``blocked`` event
    of the card on the acting minion)."""

    kind: Kind

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course, blocker = info["course"], info.get("blocker", -1)
        if course.actor == bearer(s, src) and blocker in s.minions and self.kind(s, blocker):
            ops.say(s, N_("{card} is burned."), card=facts(s.placed[src].card).name)
            ops.burn_placed(s, src)


@dataclass(frozen=True, slots=True)
class BearerCannotPlay(WhileOnTable):
    """ "This vampire cannot recruit allies or employ retainers" (cards played as ``kinds`` by the
    minion bearing ``card``); ``disciplines_at``: "the minion with this card cannot play cards that
    require any Disciplines", for the card played at that mode (``superior``: Withering); a
    ``core.TARGET_RULES`` rule."""

    card: str
    kinds: tuple[str, ...]
    disciplines_at: str = ""

    def __call__(self, s: VTESState, ctx: Ctx, p: Play) -> bool:
        m = s.minions.get(p.by)
        if p.card < 0 or p.card not in CARDS or m is None:
            return True
        cid = card_id(self.card)
        on = [s.placed[u] for u in m.cards if u in s.placed and s.placed[u].card == cid]
        if not on:
            return True
        use = CARDS[p.card].uses[p.use]
        if self.disciplines_at and use.disc and any(pl.mode == self.disciplines_at for pl in on):
            return False
        return use.as_ not in self.kinds


# ------------------------------------------------------------------------ contracts


def contract_chosen(s: VTESState, uid: int) -> list[int]:
    """The minions chosen for the contracts on ``uid``: a contract is a card whose first line says
    "contract", its chosen minion kept first in its ``data`` (Priority Contract)."""
    out = []
    for c in s.minions[uid].cards if uid in s.minions else ():
        pl = s.placed.get(c)
        if pl is not None and pl.data and isinstance(pl.data[0], int) and "contract" in first_line(pl.card).lower():
            out.append(pl.data[0])
    return out


@dataclass(frozen=True, slots=True)
class LockOnContractLeaving:
    """ "You can lock this card after a minion with a contract for which a <kind> you control is chosen
    leaves the ready region to gain N pool": a listener of ``leave-ready`` (told before the cards in
    play, so a contract burned as its minion leaves still counts, PIB 20150512; its controller ousted
    too, ANK 20180129-2), registered with ``rule(name, hooks.LISTENERS["leave-ready"], ...)``; the
    controller of each unlocked copy is asked."""

    card: str
    kind: Kind
    pool: int = 1

    def __call__(self, s: VTESState, info: dict[str, Any]) -> None:
        uid = info.get("uid", -1)
        chosen = contract_chosen(s, uid)
        if not chosen:
            return
        cid = card_id(self.card)
        for src in [u for zone in s.inplay for u in zone if s.placed[u].card == cid]:
            pl = s.placed[src]
            if pl.locked or not any(
                v in s.minions and s.controller(v) == pl.controller and self.kind(s, v) for v in chosen
            ):
                continue
            question = said(N_("{card}: lock it to gain {n} pool?"), card=facts(cid).name, n=self.pool)
            ask(s, pl.controller, question, [Action("lock"), Action("decline")], self.locked, (src,))

    def locked(self, s: VTESState, args: tuple[Any, ...], action: Any) -> None:
        src = int(args[0])
        pl = s.placed.get(src)
        if action.verb != "lock" or pl is None or pl.locked or not s.in_game(pl.controller):
            return
        ops.lock(s, src)
        ops.gain_pool(s, pl.controller, self.pool)
        ops.say(
            s,
            N_("{seat} locks {card} and gains {n} pool."),
            seat=ops.who(s, pl.controller),
            card=facts(pl.card).name,
            n=self.pool,
        )


# ------------------------------------------------------------------------ equipment from an ash heap


def is_location_card(card: int) -> bool:
    """A card whose first line says "location" (a location equipment: Living Manse...)."""
    return "location" in first_line(card).lower()


def equip_paid(s: VTESState, seat: int, uid: int, card: int, blood: int, pool: int, owner: int) -> None:
    """``uid`` equips with ``card`` (out of any zone already), its cost paid: ``blood`` by the minion, ``pool`` by
    ``seat``; the card's equipment use puts it on the minion (a card that does not stay goes to ``owner``'s ash
    heap)."""
    use = equip_use(card)
    ops.burn_blood(s, uid, blood)
    ops.burn_pool(s, seat, pool)
    use.effect(s, Play(seat, card, CARDS[card].uses.index(use), -1, uid, (), 0))
    if not s.marks.pop("card-stays", False):
        s.ash[owner].append(card)


@dataclass(frozen=True, slots=True)
class EquipFromAsh(Prim):
    """ "Any minion may equip with any non-location equipment card in any Methuselah's ash heap as an
    undirected equip action (requirements apply): it costs ``own`` additional pool if the card is
    from its controller's ash heap, otherwise ``other`` less pool or blood (never below zero)". The
    targets (:meth:`targets`) are (the card's slug, ``ashN``: whose ash heap); the cost is paid on
    success (VT-CARD-24) with the costs other cards change; the card keeps its owner. Cards whose
    equipment use needs targets of its own are not offered."""

    own: int = 1
    other: int = 1

    def cost(self, s: VTESState, seat: int, uid: int, card: int, heap: int) -> tuple[int, int]:
        blood, pool = cost_of(s, card, 0)
        more_b, more_p = extra_costs(s, Ctx("", None), seat, uid, card, equip_use(card))
        blood, pool = blood + more_b, pool + more_p
        if heap == seat:
            pool += self.own
        elif pool:
            pool -= self.other
        else:
            blood -= self.other
        return max(0, blood), max(0, pool)

    def fits(self, s: VTESState, ctx: Ctx, seat: int, uid: int, card: int, heap: int) -> bool:
        use = equip_use(card)
        if use is None or use.targets is not None or is_location_card(card) or not may_carry(s, uid, card):
            return False
        if not use_ok(s, ctx, seat, uid, card, CARDS[card], use):
            return False
        blood, pool = self.cost(s, seat, uid, card, heap)
        return s.minions[uid].blood >= blood and s.pool[seat] >= pool

    def targets(self, s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        uid = ctx.by
        if uid not in s.minions:
            return
        for heap in s.remaining():
            seen: set[str] = set()
            for c in s.ash[heap]:
                slug = facts(c).slug
                if slug not in seen and facts(c).is_type("Equipment") and self.fits(s, ctx, seat, uid, c, heap):
                    seen.add(slug)
                    yield (slug, f"ash{heap + 1}")

    def __call__(self, s: VTESState, p: Play) -> None:
        slug, heap = str(p.targets[0]), int(str(p.targets[1])[3:]) - 1
        card = next((c for c in s.ash[heap] if facts(c).slug == slug), None)
        use = equip_use(card) if card is not None else None
        if card is None or use is None or use.effect is None or p.by not in s.minions:
            return
        blood, pool = self.cost(s, p.seat, p.by, card, heap)
        s.ash[heap].remove(card)
        before = set(s.placed)
        equip_paid(s, p.seat, p.by, card, blood, pool, heap)
        for v in set(s.placed) - before:
            if s.placed[v].card == card:
                s.placed[v] = s.placed[v]._replace(owner=heap)  # still the card of that ash heap's owner

    def gives(self) -> Gives:
        return tags("equip")


# ------------------------------------------------------------------------ counters that pay costs


def controlled_of(s: VTESState, seat: int, kind: Kind, of: bool = True) -> list[int]:
    """The minions ``seat`` controls (ready or in torpor) of ``kind`` (``of=False``: the vampires not
    of it)."""

    if seat < 0:
        return []
    out = []
    for v in s.ready[seat] + s.torpor[seat]:
        if kind(s, v) if of else is_vampire(s, v) and not kind(s, v):
            out.append(v)
    return out


@dataclass(frozen=True, slots=True)
class PutInPlayPerKind(Prim):
    """ "This card comes into play with 1 counter for each <kind> you control" (ready or in torpor);
    with ``track``, the vampires you control not of the kind are kept in its data
    (:class:`CounterOnNewKind`)."""

    kind: Kind
    track: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        n = len(controlled_of(s, p.seat, self.kind))
        data = tuple(controlled_of(s, p.seat, self.kind, of=False)) if self.track else ()
        ops.put_in_play(s, p.card, p.seat, n, mode=use_key(p), data=data)
        stays(s)

    def gives(self) -> Gives:
        return tags("put-in-play")


#: The events at which a :class:`CounterOnNewKind` looks for vampires that became of its kind.
NEW_KIND_EVENTS = (
    "action-end",
    "announce",
    "card-played",
    "master-played",
    "referendum-end",
    "combat-end",
    "end-turn",
    "unlock",
    "master-phase",
    "minion-phase",
    "influence-phase",
    "discard-phase",
)


@dataclass(frozen=True, slots=True)
class CounterOnNewKind:
    """ "After a <kind> comes into play under your control (``entering``: an ``enter-play`` event),
    or after a vampire you control becomes <kind>, add 1 counter to this card" (an event handler of
    the card in play, registered for ``enter-play`` with ``entering`` and for each of
    :data:`NEW_KIND_EVENTS` without): the vampires you control not of the kind are kept in the card's
    data, and each of them found of the kind since, still yours, adds a counter (a sect changed by an
    effect is seen at the next of these events, before any card is played)."""

    kind: Kind
    entering: bool = False

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        pl = s.placed.get(src)
        if pl is None:
            return
        seat = pl.controller
        n = sum(
            1 for v in pl.data if isinstance(v, int) and v in s.minions and s.controller(v) == seat and self.kind(s, v)
        )
        uid = info.get("uid", -1)
        if self.entering and uid in s.minions and s.controller(uid) == seat and self.kind(s, uid):
            n += 1
        s.placed[src] = pl._replace(counters=pl.counters + n, data=tuple(controlled_of(s, seat, self.kind, of=False)))
        if n and s.log is not None:
            ops.tell(s, said_n("{card} gets {n} counter.", "{card} gets {n} counters.", n, card=facts(pl.card).name))


@dataclass(frozen=True, slots=True)
class CountersPayCost:
    """ "<Kind> you control can use the counters on this card to pay some or all of the blood (or
    pool) cost of <cards of a type> they play": an optional cost reducer (VT-CARD-27, a rule of
    ``core.COST_REDUCERS``) offered by each copy with counters, worth as much of the cost as its
    counters pay (pool first), spent by :class:`CountersPaid` under ``key``. ``as_``: the type the
    card is played as (``equipment``: "an equipment they equip"; ``action``: "action cards")."""

    card: str
    key: str
    kind: Kind
    as_: str
    pool: bool = True
    lock: bool = False  # "can lock this location to use those counters": an unlocked copy, locked by use

    def __call__(self, s: VTESState, p: Play, use: Any) -> list[Any]:
        if use.as_ != self.as_ or p.card < 0 or p.by not in s.minions or s.controller(p.by) != p.seat:
            return []
        if not self.kind(s, p.by):
            return []
        blood, pool = cost_of(s, p.card, p.x)
        pool = pool if self.pool else 0
        cid = card_id(self.card)
        out = []
        for v in s.inplay[p.seat]:
            n = s.placed[v].counters if s.placed[v].card == cid else 0
            if n and blood + pool and not (self.lock and s.placed[v].locked):
                off_pool = min(n, pool)
                out.append(Reducer(v, blood=min(n - off_pool, blood), pool=off_pool, key=self.key))
        return out


@dataclass(frozen=True, slots=True)
class CountersPaid:
    """What using a :class:`CountersPayCost` reducer costs: as many counters as it pays (``burn_empty``:
    "if this card has no counters, burn it")."""

    burn_empty: bool = False
    lock: bool = False  # the card locks as its counters are used

    def __call__(self, s: VTESState, p: Play, reducer: Any) -> None:
        pl = s.placed.get(reducer.source)
        if pl is None:
            return
        s.placed[reducer.source] = pl._replace(counters=max(0, pl.counters - reducer.blood - reducer.pool))
        if self.lock:
            ops.lock(s, reducer.source)
        if self.burn_empty and not s.placed[reducer.source].counters:
            ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
            ops.burn_placed(s, reducer.source)


# ------------------------------------------------------------------------ blood and counters moved to pool


@dataclass(frozen=True, slots=True)
class BloodToPool(Prim):
    """ "Move N blood from <the vampire chosen> to your pool" (what it has, if less)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if not isinstance(uid, int) or uid not in s.minions:
            return
        n = min(self.n, s.minions[uid].blood)
        if n > 0:
            ops.burn_blood(s, uid, n)
            ops.gain_pool(s, p.seat, n)
            ops.say(
                s,
                N_("{minion} moves {n} blood to {seat}'s pool."),
                minion=ops.label(s, uid),
                n=n,
                seat=ops.who(s, p.seat),
            )

    def gives(self) -> Gives:
        return tags("blood-to-pool")


@dataclass(frozen=True, slots=True)
class CountersToPool(Prim):
    """ "Move N blood (``n=0``: all the blood) on this card to your pool" (the user's: "to his or her
    controller's pool" when another Methuselah's minion acts); ``burn_empty``: "burn this card if it
    has no counters"."""

    n: int = 0
    burn_empty: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        if pl is None or not pl.counters:
            return
        n = pl.counters if not self.n else min(self.n, pl.counters)
        s.placed[p.source] = pl._replace(counters=pl.counters - n)
        ops.gain_pool(s, p.seat, n)
        ops.say(
            s,
            N_("{seat} moves {n} blood from {card} to their pool."),
            seat=ops.who(s, p.seat),
            n=n,
            card=facts(pl.card).name,
        )
        if self.burn_empty and not s.placed[p.source].counters:
            ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
            ops.burn_placed(s, p.source)

    def gives(self) -> Gives:
        return tags("gain-pool")


@dataclass(frozen=True, slots=True)
class BurnCounters(Prim):
    """ "Burn all the counters from this card"."""

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        if pl is not None and pl.counters:
            s.placed[p.source] = pl._replace(counters=0)
            ops.say(s, N_("The counters on {card} are burned."), card=facts(pl.card).name)

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("burn-counters",)))


@dataclass(frozen=True, slots=True)
class PutInPlayCapacity(Prim):
    """ "Put X blood on this card when it is played, where X is the capacity of <the vampire chosen>"."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        n = capacity(s, uid) if isinstance(uid, int) and uid in s.minions else 0
        ops.put_in_play(s, p.card, p.seat, n, mode=use_key(p))
        stays(s)

    def gives(self) -> Gives:
        return tags("put-in-play")


@dataclass(frozen=True, slots=True)
class VotesPerCounter(Prim):
    """ "Give <the vampire chosen> +1 vote for each counter on this card" in the referendum being polled."""

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        pl = s.placed.get(p.source)
        v = p.targets[0] if p.targets else -1
        if ref is None or pl is None or not pl.counters or not isinstance(v, int) or v not in s.minions:
            return
        ref.add_votes(s, v, pl.counters)
        if s.log is not None:
            line = said_n(
                "{minion} gets +{n} vote ({card}).",
                "{minion} gets +{n} votes ({card}).",
                pl.counters,
                minion=ops.label(s, v),
                card=facts(pl.card).name,
            )
            ops.tell(s, line)

    def gives(self) -> Gives:
        return Gives(votes=2)


def of_another_with_counters(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """:func:`of_another`, for a card with counters (an action on its counters: "burn all the counters
    from this card", "move all the blood on this card to his or her controller's pool")."""
    if src in s.placed and s.placed[src].counters:
        yield from of_another(s, ctx, seat, src)


def action_requires(clans: tuple[str, ...], discs: tuple[str, ...]) -> Pred:
    """ "An action requiring <clan> or <Discipline>": its action card requires the clan (printed) or is
    played at a mode requiring the Discipline; the action a card in play provides requires what that
    card does ("Hecata you control can ... as an action": The Gate of Acheron's, LSJ 20080604)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        a = ctx.action
        p = a.aplay if a is not None else None
        if p is None:
            return False
        played = p.card >= 0 or p.card == -3  # an action card, resolved or not (its use is the play's)
        card = p.card if p.card >= 0 else action_card(s) if played else -1
        if card < 0 and a.ability is not None and p.source in s.placed:
            card = s.placed[p.source].card
        if card < 0:
            return False
        return any(c in facts(card).clans for c in clans) or (
            played and requires_discipline(p._replace(card=card), discs)
        )

    return pred


def between_two_of(kind: Kind) -> Targets:
    """:func:`between_two`, between two ready vampires of ``kind`` you control ("any two ready Sabbat
    vampires you control")."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        for t in between_two(s, ctx, seat, src):
            if kind(s, int(t[0])) and kind(s, int(t[1])):
                yield t

    return targets


@dataclass(frozen=True, slots=True)
class CounterToPoolEachUnlock:
    """ "During each of your unlock phases, move N blood from this card to your pool" (an unlock-phase
    effect, ``unlock_event(name, "own", ...)``); ``burn_empty``: "burn this card if it has no blood"."""

    n: int = 1
    burn_empty: bool = False

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        return s.placed[src].counters > 0

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        pl = s.placed.get(src)
        if pl is None:
            return
        CountersToPool(self.n, self.burn_empty)(s, Play(pl.controller, pl.card, 0, src, -1, (), 0))


def card_in_play(name: str, present: bool = True) -> Pred:
    """ "If the card named <name> is (not) in play" (in any Methuselah's area)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        cid = card_id(name)
        return any(s.placed[u].card == cid for zone in s.inplay for u in zone) == present

    return pred


def removal_worth(s: VTESState, uid: int) -> int:
    """X for a minion removed for pool: a vampire's capacity, an ally's printed cost (-1 for an X cost,
    whose value is not kept)."""

    if is_vampire(s, uid):
        return capacity(s, uid)
    cost = facts(s.minions[uid].card).pool_cost
    return int(cost) if cost not in ("X", None) else (-1 if cost == "X" else 0)


def removable_for_pool(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """A ready minion you control worth something known (:func:`removal_worth`)."""
    for v, _m in s.ready_minions(seat):
        if removal_worth(s, v) >= 0:
            yield (v,)


@dataclass(frozen=True, slots=True)
class RemovedForPool(Prim):
    """ "Remove <a ready minion you control> from the game and gain X pool, where X is their capacity or
    cost" (:func:`removal_worth`, :func:`removable_for_pool`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if not isinstance(uid, int) or uid not in s.minions:
            return
        n = max(0, removal_worth(s, uid))
        ops.burn(s, uid, to="removed")
        ops.gain_pool(s, p.seat, n)
        ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(p.seat), n=n)

    def gives(self) -> Gives:
        return tags("gain-pool", "self-burn")


# ------------------------------------------------------------------------ libraries and ash heaps


@dataclass(frozen=True, slots=True)
class PreyBurnsLibrary(Prim):
    """ "Burn N cards from the top of your prey's library" (as many as it holds)."""

    n: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        prey = s.prey(p.seat)
        if prey == p.seat:
            return
        lib = s.library[prey]
        k = min(self.n, len(lib))
        for _ in range(k):
            s.ash[prey].append(lib.pop())
            s.reveals += 1
        ops.say(s, N_("{seat} burns {k} cards from the top of their library."), seat=s.seat_name(prey), k=k)

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("mill",)))


def library_cards_in_ash(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """A library card in your ash heap (public), one choice per name."""
    seen: set[str] = set()
    for c in s.ash[seat]:
        f = facts(c)
        if not f.crypt and f.slug not in seen:
            seen.add(f.slug)
            yield (f.slug,)


@dataclass(frozen=True, slots=True)
class AshToLibraryBottom(Prim):
    """ "Move a card from your ash heap to the bottom of your library" (:func:`library_cards_in_ash`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        card = next((c for c in s.ash[p.seat] if p.targets and facts(c).slug == p.targets[0]), None)
        if card is None:
            return
        s.ash[p.seat].remove(card)
        s.library[p.seat].insert(0, card)  # the library's top is its end
        ops.say(
            s,
            N_("{seat} moves {card} to the bottom of their library."),
            seat=s.seat_name(p.seat),
            card=facts(card).name,
        )

    def gives(self) -> Gives:
        return tags("ash-to-library")


# ------------------------------------------------------------------------ costs while in play


@dataclass(frozen=True, slots=True)
class TypeCostsWhileInPlay(WhileOnTable):
    """While ``card`` is in play, cards of a kind (``what``: a word of their first line, "location",
    "weapon") cost N more (negative: less) blood or pool, whichever they cost (``pool_only``: "an
    additional pool"), for its controller (``yours``) or everybody (a rule of ``core.COST_CHANGES``;
    never below nothing)."""

    card: str
    what: str
    n: int
    yours: bool = True
    pool_only: bool = False

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if self.what not in first_line(card).lower() and not facts(card).is_type(self.what.capitalize()):
            return 0, 0
        cid = card_id(self.card)
        zones = s.inplay if not self.yours else [s.inplay[seat]] if seat >= 0 else []
        copies = sum(1 for zone in zones for v in zone if s.placed[v].card == cid)
        if not copies:
            return 0, 0
        if self.pool_only or facts(card).pool_cost:
            return 0, self.n
        return (self.n, 0) if facts(card).blood_cost else (0, 0)


# ------------------------------------------------------------------------ before the referendum

#: The action in progress was offered its combat before the referendum (:class:`CombatBeforeReferendum`).
COMBAT_ASKED = ("this-action", "combat before referendum")


@dataclass(frozen=True, slots=True)
class CombatBeforeReferendum:
    """ "If a political action is successful, before the referendum, you can lock this location and a
    ready unlocked <kind> you control to have that vampire enter combat with the acting vampire. If
    the acting vampire is still ready at the end of combat, the <kind> vampire takes N environmental
    damage and the referendum is conducted as normal" (a rule of ``politics.BEFORE_REFERENDUM``): the
    first Methuselah in impulse order with an unlocked copy and such a vampire is asked, once each
    action (its cost already paid, LSJ 20080201); the acting vampire no longer ready after the
    combat(s), the action ends and no referendum is conducted (LSJ 20060902, ANK 20180910-1)."""

    card: str
    kind: Kind
    damage: int = 2

    def __call__(self, s: VTESState, p: Play) -> bool:
        a = current_action(s)
        if a is None or COMBAT_ASKED in s.marks or a.actor not in s.minions or not s.is_ready(a.actor):
            return False
        cid = card_id(self.card)
        for seat in impulse_order(s, a.actor_seat, ()):
            if seat == s.controller(a.actor):
                continue  # never two minions of one Methuselah in combat (VT-CMB-03)
            copies = [u for u in s.inplay[seat] if s.placed[u].card == cid and not s.placed[u].locked]
            fit = [v for v, m in s.ready_minions(seat) if not m.locked and self.kind(s, v)]
            if copies and fit:
                s.marks[COMBAT_ASKED] = True
                choices = [Action("choose", (v,)) for v in fit] + [Action("decline")]
                question = said(
                    N_("{card}: lock it and a vampire to enter combat with the acting vampire?"), card=self.card
                )
                ask(s, seat, question, choices, self.answered, (copies[0], p))
                return True
        return False

    def answered(self, s: VTESState, args: tuple[Any, ...], action: Any) -> None:
        from .combat import Later

        src, p = args
        a = current_action(s)
        v = int(action.args[0]) if action.verb == "choose" else -1
        if a is None or src not in s.placed or v not in s.minions or a.actor not in s.minions:
            call_referendum(s, p)
            return
        ops.lock(s, src)
        ops.lock(s, v)
        s.push(Later(self.after_combat, p, v))  # below the combat: once it is over
        enter_combat(s, v, a.actor)

    def after_combat(self, s: VTESState, p: Play, v: int) -> None:
        a = current_action(s)
        if a is None:
            return
        if a.actor in s.minions and s.is_ready(a.actor):
            if v in s.minions and (s.is_ready(v) or s.in_torpor(v)):
                inflict(s, None, v, self.damage, 0)
            call_referendum(s, p)
            return
        ops.say(s, N_("The acting vampire is no longer ready: no referendum is conducted."))
        if p.card >= 0:  # the political action card waited for the referendum
            ops.played_card_done(s, p.seat, p.card, p.owner)
        a.stage = "after"
        a.open(s)


# ------------------------------------------------------------------------ combat, counters moved


def your_minion_in_combat(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """A minion you control is in the combat in progress."""
    c = ctx.combat
    return c is not None and any(u in s.minions and s.controller(u) == seat for u in (c.a, c.b))


@dataclass(frozen=True, slots=True)
class PressForYours(Prim):
    """ "Give a press (only usable to end combat: ``how``) to a minion you control" (in the combat in
    progress, at the press step)."""

    how: str = "end"

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        uid = next((u for u in (c.a, c.b) if u in s.minions and s.controller(u) == p.seat), -1) if c else -1
        if c is not None and uid >= 0:
            press(s, c, uid, self.how)

    def gives(self) -> Gives:
        return Gives(press=True, tags=frozenset(("end-combat",)) if self.how == "end" else frozenset())


def x_of(word: object) -> int:
    """The amount of an ``xN`` target word."""
    return int(str(word)[1:])


def pool_amounts(most: int) -> Targets:
    """X pool to move, ``x1`` up to ``most`` (never the last pool)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        for n in range(1, min(most, s.pool[seat] - 1) + 1):
            yield (f"x{n}",)

    return targets


@dataclass(frozen=True, slots=True)
class PoolToCounters(Prim):
    """ "Move up to N pool to this card and add <per - 1> blood from the blood bank for each pool you
    move" (X chosen: :func:`pool_amounts`)."""

    per: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        x = x_of(p.targets[0]) if p.targets else 0
        pl = s.placed.get(p.source)
        if pl is None or x <= 0:
            return
        ops.burn_pool(s, p.seat, x)
        add_counter(s, p.source, x * self.per)
        ops.say(s, N_("{seat} moves {n} pool to {card}."), seat=ops.who(s, p.seat), n=x, card=facts(pl.card).name)

    def gives(self) -> Gives:
        return tags("blood-counters")


def actor_blood_amounts(most: int) -> Targets:
    """X blood the acting minion moves from themselves, ``x1`` up to ``most`` (what it has)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        m = s.minions.get(ctx.by)
        for n in range(1, min(most, m.blood if m is not None else 0) + 1):
            yield (f"x{n}",)

    return targets


@dataclass(frozen=True, slots=True)
class ActorBloodToCounters(Prim):
    """ "Move up to N blood from themselves to this card" (the acting minion; X chosen:
    :func:`actor_blood_amounts`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        x = x_of(p.targets[0]) if p.targets else 0
        if p.by not in s.minions or p.source not in s.placed:
            return
        n = ops.burn_blood(s, p.by, x)
        add_counter(s, p.source, n)
        ops.say(
            s,
            N_("{minion} moves {n} blood to {card}."),
            minion=ops.label(s, p.by),
            n=n,
            card=facts(s.placed[p.source].card).name,
        )

    def gives(self) -> Gives:
        return tags("blood-counters")


def sides_and_counters(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """For or against, and X counters of this card to burn (``x1`` up to its counters)."""
    pl = s.placed.get(src)
    for side in ("for", "against"):
        for n in range(1, (pl.counters if pl is not None else 0) + 1):
            yield (side, f"x{n}")


@dataclass(frozen=True, slots=True)
class CountersForVotes(Prim):
    """ "Burn X counters from this card to get +X votes" (the Methuselah's, on the side chosen:
    :func:`sides_and_counters`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        if pl is None:
            return
        x = min(x_of(p.targets[1]), pl.counters)
        s.placed[p.source] = pl._replace(counters=pl.counters - x)
        MethuselahVotes(x)(s, p._replace(targets=p.targets[:1]))

    def gives(self) -> Gives:
        return Gives(votes=2)


# ------------------------------------------------------------------------ blocks, stealth, votes by kind


@dataclass(frozen=True, slots=True)
class BlockerNoLock(Prim):
    """ "You may lock this card instead of locking the blocking vampire": the minion attempting to
    block does not lock for blocking this action (the action flag read by ``block_resolves``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and a.blocker >= 0:
            a.flags = a.flags | {f"{NO_BLOCK_LOCK}:{a.blocker}"}

    def gives(self) -> Gives:
        return tags("no-lock-for-block")


def lock_own_for_stealth(kind: Kind) -> Targets:
    """An unlocked ready minion of ``kind`` you control, locked to give the acting minion stealth
    ("lock this card and a <kind> you control to give a minion +1 stealth"): not the acting one."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        a = ctx.action
        for v, m in s.ready_minions(seat):
            if not m.locked and kind(s, v) and (a is None or v != a.actor):
                yield (v,)

    return targets


@dataclass(frozen=True, slots=True)
class VotesPerKind(Prim):
    """ "Get +1 vote for each ready <kind> you control" (the Methuselah's, on the side chosen)."""

    kind: Kind

    def __call__(self, s: VTESState, p: Play) -> None:
        n = sum(1 for v, _m in s.ready_minions(p.seat) if self.kind(s, v))
        if n:
            MethuselahVotes(n)(s, p)

    def gives(self) -> Gives:
        return Gives(votes=1)


def controls_no_ready_kind(kind: Kind) -> Pred:
    """ "If you control no ready <kind>"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return not any(kind(s, v) for v, _m in s.ready_minions(seat))

    return pred


@dataclass(frozen=True, slots=True)
class MayDrawOnBleed:
    """ "You may draw a card each time you successfully bleed your prey. Discard to your hand size
    afterward" (a ``bleed-success`` event of the card in play: its controller is asked)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        pl = s.placed.get(src)
        course = info.get("course")
        if pl is None or course is None or course.actor_seat != pl.controller:
            return
        if info.get("target") != s.prey(pl.controller) or info.get("target") == pl.controller:
            return
        question = said(N_("{card}: draw a card?"), card=facts(pl.card).name)
        ask(s, pl.controller, question, [Action("draw"), Action("decline")], self.drawn, (pl.controller,))

    def drawn(self, s: VTESState, args: tuple[Any, ...], action: Any) -> None:
        seat = int(args[0])
        if action.verb == "draw" and s.in_game(seat):
            DrawCards(1)(s, Play(seat, -1, 0, -1, -1, (), 0))


def uses_counters(card: int) -> bool:
    """A card whose text uses counters (or blood kept on it): "a location you control that uses
    counters"."""
    text = facts(card).text.lower()
    return any(w in text for w in ("counter", "blood on this", "blood from this", "blood to this"))


def own_locations_with_counters(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Another location you control that uses counters (not contested, VT-CONT-02)."""
    for v in s.inplay[seat]:
        pl = s.placed[v]
        if v != src and v not in s.contested[seat] and is_location(pl.card) and uses_counters(pl.card):
            yield (v,)


@dataclass(frozen=True, slots=True)
class CounterOnTarget(Prim):
    """ "Add one counter to <the card chosen>"."""

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        if isinstance(v, int) and v in s.placed:
            add_counter(s, v, 1)
            ops.say(s, N_("{card} gets 1 counter."), card=facts(s.placed[v].card).name)

    def gives(self) -> Gives:
        return tags("counter")


def prince_of(city: str) -> Kind:
    """ "The Prince of <city>": a prince whose text names that city, or who holds it by a title card
    naming it ("Praxis Seizure: Paris")."""

    words = f"prince of {city}".lower()

    def kind(s: VTESState, uid: int) -> bool:
        if not is_vampire(s, uid) or title(s, uid) != "prince":
            return False
        if words in facts(s.minions[uid].card).text.lower():
            return True
        return any(p in s.placed and city in facts(s.placed[p].card).name for p in s.minions[uid].cards)

    return kind


def controls(kind: Kind) -> Pred:
    """ "If you control <a minion of kind>" (ready or in torpor)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return seat >= 0 and any(kind(s, v) for v in s.ready[seat] + s.torpor[seat])

    return pred


@dataclass(frozen=True, slots=True)
class CountersOverCapacity(Prim):
    """ "Burn X counters from this card to <act on> a vampire with capacity less than X": the fewest
    that do, the chosen vampire's capacity plus one (targets: ``Minions(..., below_counters=True)``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        pl = s.placed.get(p.source)
        if pl is None or not isinstance(v, int) or v not in s.minions:
            return
        x = min(pl.counters, capacity(s, v) + 1)
        s.placed[p.source] = pl._replace(counters=pl.counters - x)
        ops.say(s, N_("{card}: {n} counters are burned."), card=facts(pl.card).name, n=x)

    def gives(self) -> Gives:
        return tags("burn-counters")


def with_counter_amounts(targets: Targets) -> Targets:
    """Each of ``targets``, with an amount of this card's counters to move (``x1`` up to all)."""

    def out(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        pl = s.placed.get(src)
        for t in targets(s, ctx, seat, src):
            for n in range(1, (pl.counters if pl is not None else 0) + 1):
                yield (*t, f"x{n}")

    return out


@dataclass(frozen=True, slots=True)
class CountersToChosen(Prim):
    """ "Move any amount of blood from this card to <the vampire chosen>" (the amount: the last target,
    :func:`with_counter_amounts`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        v = p.targets[0] if p.targets else -1
        if pl is None or not isinstance(v, int) or v not in s.minions:
            return
        n = min(x_of(p.targets[-1]), pl.counters)
        s.placed[p.source] = pl._replace(counters=pl.counters - n)
        ops.add_blood(s, v, n)
        ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, v), n=n)

    def gives(self) -> Gives:
        return Gives(blood=1, tags=frozenset(("uncontrolled", "blood-counters")))


#: The action in progress: if blocked, each round of the resulting combat is at close range.
CLOSE_IF_BLOCKED = ("this-action", "close if blocked")


@dataclass(frozen=True, slots=True)
class CloseIfBlocked(Prim):
    """ "If the action is blocked, the range of each round of the resulting combat is automatically
    close. Skip the determine range step each round" (as the action is announced; read by
    :class:`CloseEachRound`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        s.marks[CLOSE_IF_BLOCKED] = True

    def gives(self) -> Gives:
        return Gives(maneuver=True)


@dataclass(frozen=True, slots=True)
class CloseEachRound:
    """A listener of ``round-start`` (registered with ``rule(name, hooks.LISTENERS["round-start"],
    ...)``): in the combat of a block of an action marked :data:`CLOSE_IF_BLOCKED`, the round is at
    close range and its determine-range step skipped."""

    def __call__(self, s: VTESState, info: dict[str, Any]) -> None:
        c = info.get("combat")
        a = action_of(s)
        if c is None or a is None or CLOSE_IF_BLOCKED not in s.marks:
            return
        if a.actor in (c.a, c.b) and a.blocked_by in (c.a, c.b):
            c.range = "close"
            c.flags = c.flags | {"range-set"}


def not_its_controller(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "Any other Methuselah" than the controller of this card."""
    return src in s.placed and s.placed[src].controller != seat


@dataclass(frozen=True, slots=True)
class PoolToController(Prim):
    """ "Give you (this card's controller) N pool": the Methuselah using it moves N of their pool to
    the card's controller."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        if pl is None or not s.in_game(pl.controller):
            return
        ops.burn_pool(s, p.seat, self.n)
        ops.gain_pool(s, pl.controller, self.n)
        ops.say(
            s, N_("{seat} gives {seat2} {n} pool."), seat=ops.who(s, p.seat), seat2=ops.who(s, pl.controller), n=self.n
        )

    def gives(self) -> Gives:
        return tags("pays-pool")


MINION_CARD_TYPES = (
    "Action",
    "Action Modifier",
    "Reaction",
    "Combat",
    "Political Action",
    "Ally",
    "Equipment",
    "Retainer",
)


def minion_card_requiring(code: str) -> Callable[[int], bool]:
    """ "A minion card that requires <Discipline>" (a card minions play, VT-CARD-01, requiring it)."""

    def fits(card: int) -> bool:
        f = facts(card)
        return any(f.is_type(t) for t in MINION_CARD_TYPES) and any(c == code for c, _ in f.disciplines)

    return fits


#: ``game_marks[(UNLOCKED_AT_START, uid)]``: the card in play was unlocked as its controller's turn began.
UNLOCKED_AT_START = "unlocked at the start of the turn"


def note_unlocked_at_start(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """An ``end-turn`` event of the card in play: as each turn ends, whether the card is unlocked
    (nothing happens before the next turn starts: it is so "at the start of" the next turn, whoever's
    it is)."""
    pl = s.placed.get(src)
    if pl is not None:
        s.game_marks[(UNLOCKED_AT_START, src)] = not pl.locked


def was_unlocked_at_turn_start(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "If this card is unlocked at the start of your turn" (:func:`note_unlocked_at_start`)."""
    return bool(s.game_marks.get((UNLOCKED_AT_START, src), False)) and seat == s.current


# ------------------------------------------------------------------------ granted: blood for bleed

BLOOD_FOR_BLEED = "blood-for-bleed"


@dataclass(frozen=True, slots=True)
class GrantBloodForBleed(Prim):
    """ "Choose a vampire. Once during the current action, the chosen vampire may burn 1 blood to get +1
    bleed": offered to its Methuselah once blocks are declined (VT-BLK-08), as ``grant blood-for-bleed
    <minion>``, while it bleeds with blood to burn (:class:`BloodForBleed`, :class:`BleedingWithBlood`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        v = p.targets[0] if p.targets else -1
        if a is not None and isinstance(v, int) and v in s.minions:
            a.grant(s.controller(v), v, BLOOD_FOR_BLEED, "C")

    def gives(self) -> Gives:
        return Gives(bleed=1)


@dataclass(frozen=True, slots=True)
class BloodForBleed:
    """The granted effect (a rule of ``hooks.GRANTS`` under :data:`BLOOD_FOR_BLEED`): burn 1 blood, +1 bleed."""

    def __call__(self, s: VTESState, uid: int, seat: int) -> None:
        a = action_of(s)
        if a is None or uid not in s.minions or s.minions[uid].blood < 1:
            return
        ops.burn_blood(s, uid, 1)
        a.bleed_bonus += 1
        ops.say(s, N_("{minion} burns 1 blood for +1 bleed."), minion=ops.label(s, uid))


@dataclass(frozen=True, slots=True)
class BleedingWithBlood:
    """When the granted effect is offered (a rule of ``hooks.GRANT_WHEN``): the chosen vampire is the one
    bleeding, with blood to burn."""

    def __call__(self, s: VTESState, frame: Any, uid: int, seat: int) -> bool:
        m = s.minions.get(uid)
        return m is not None and m.blood >= 1 and frame is not None and frame.actor == uid and frame.is_bleed()


@dataclass(frozen=True, slots=True)
class InterceptDefendingKind:
    """ "Each <kind> you control gets +N intercept when attempting to block actions directed against
    <kind> you control" (a static of the card in play, ``static(..., everywhere=True)``): the action in
    progress names a minion of the kind the card's controller controls."""

    n: int
    kind: Kind

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        seat = s.controller(src)
        a = current_action(s)
        if a is None or s.controller(uid) != seat or not self.kind(s, uid):
            return 0
        named = action_targets(a)
        return self.n if any(v in s.minions and s.controller(v) == seat and self.kind(s, v) for v in named) else 0


def controls_no_copy(name: str) -> Pred:
    """ "A Methuselah may have only one <card> in play": you control none yet (a requirement)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        cid = card_id(name)
        return not any(s.placed[v].card == cid for v in s.inplay[seat])

    return pred
