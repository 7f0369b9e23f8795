"""What a card in play makes Methuselahs pay or gain, in the phases it names or after a minion is
lost: "your prey burns 1 pool", "for each counter on this card, that Methuselah burns 1 pool or ...",
"after a ready minion is burned or sent to torpor, their controller burns 1 pool", "your predator
takes control of this card".

Each is an effect of a card in play, ``fn(state, card uid, seat)`` (the seat whose phase it is),
put in the phases of :func:`phase_of`: its controller's (``own``), its controller's prey's
(``prey``), every other Methuselah's (``other``) or each Methuselah's (``each``); :func:`unlock_event`
registers one as an unlock-phase effect (VT-UNL-02: carried out in the order its Methuselah chooses).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said, said_n

from ... import ops
from ...impulse import ask
from ...model import facts
from ...play import pool_debt
from ...state import VTESState
from ...stats import capacity, clan_of, is_vampire
from .inplay import add_counter, bearer
from .minion import ask_private, distinct_slugs, gehenna_event, stays
from .prims import NOTHING, Gives, Prim
from .registry import WhileOnTable, card_id, event
from .targets import token_seat
from .when import Kind

if TYPE_CHECKING:
    from ...hooks import Play

#: ``(state, card uid, seat) -> bool``: whether a card's effect applies in that seat's phase.
SeatPred = Callable[[VTESState, int, int], bool]
InPlayEffect = Callable[[VTESState, int, int], None]
Handler = Callable[[VTESState, int, dict[str, Any]], None]


def card_name(s: VTESState, src: int) -> str:
    return facts(s.placed[src].card).name.split(",")[0] if src in s.placed else ""


# ------------------------------------------------------------------------ whose phase


def phase_seat(seat_is: str) -> SeatPred:
    """Whose phase a card's effect acts in: its controller's (``own``), its controller's prey's
    (``prey``), every other Methuselah's (``other``), each Methuselah's (``each``) or that of the
    controller of the minion the card is on (``bearer``: "during this vampire's next unlock phase")."""

    def due(s: VTESState, src: int, seat: int) -> bool:
        ctrl = s.controller(src)  # a card in play, or a minion with an unlock-phase effect of its own
        return (
            (seat_is == "own" and seat == ctrl)
            or (seat_is == "bearer" and bearer(s, src) in s.minions and seat == s.controller(bearer(s, src)))
            or (seat_is == "prey" and seat == s.prey(ctrl) and seat != ctrl)
            or (seat_is == "other" and seat != ctrl)
            or (seat_is == "each" and s.in_game(seat))
        )

    return due


def phase_of(seat_is: str, fn: InPlayEffect) -> Handler:
    """An effect of a card in play, ``fn(s, src, seat)``, in the phases (an event with the ``seat``
    whose phase it is) :func:`phase_seat` names; an effect with a ``due`` of its own acts only when
    that says so too."""
    seat_due = phase_seat(seat_is)
    own_due: SeatPred | None = getattr(fn, "due", None)

    def on_phase(s: VTESState, src: int, info: dict[str, Any]) -> None:
        seat = info["seat"]
        if src in s.placed and seat_due(s, src, seat) and (own_due is None or own_due(s, src, seat)):
            fn(s, src, seat)

    return on_phase


def unlock_due(seat_is: str, fn: InPlayEffect) -> SeatPred:
    seat_due = phase_seat(seat_is)
    own_due: SeatPred | None = getattr(fn, "due", None)

    def due(s: VTESState, src: int, seat: int) -> bool:
        return seat_due(s, src, seat) and (own_due is None or own_due(s, src, seat))

    return due


def unlock_event(name: str, seat_is: str, fn: InPlayEffect) -> None:
    """An unlock-phase effect of a card in play (VT-UNL-02), in the unlock phases ``seat_is`` names."""
    event(name, "unlock", phase_of(seat_is, fn), due=unlock_due(seat_is, fn))


# ------------------------------------------------------------------------ conditions on a phase


def bearer_in_torpor(s: VTESState, src: int, seat: int) -> bool:
    """ "If this vampire is in torpor" (the vampire the card is on)."""
    uid = bearer(s, src)
    return uid in s.minions and s.in_torpor(uid)


def controls_no_ready(kind: Kind) -> SeatPred:
    """ "A Methuselah not controlling a ready <kind>" (the seat whose phase it is)."""

    def pred(s: VTESState, src: int, seat: int) -> bool:
        return not any(kind(s, v) for v in s.ready[seat])

    return pred


# ------------------------------------------------------------------------ paying pool


@dataclass(frozen=True, slots=True)
class BurnsPool:
    """ "<who> burns N pool": ``who`` is ``that`` (the Methuselah whose phase it is), ``prey`` (the
    prey of the card's controller) or ``you`` (its controller); only ``if_`` it holds (``(s, src,
    seat)``), with ``why`` said; ``per`` ``prey-ready``: N for each ready minion controlled by the
    controller's prey; ``per`` ``torpor``: N for each vampire in torpor the payer controls (none: nothing); ``burn_card``: "burn this card and ..." first; ``once_turn``: "you can burn
    only 1 pool each turn with <name> cards" (the cards of one controller, keyed by that name)."""

    n: int = 1
    who: str = "that"
    if_: SeatPred | None = None
    why: str = ""
    per: str = ""
    burn_card: bool = False
    once_turn: str = ""

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        if self.once_turn and ("pool-once", self.once_turn, s.placed[src].controller) in s.marks:
            return False
        return self.if_ is None or self.if_(s, src, seat)

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if not self.due(s, src, seat):
            return
        ctrl = s.placed[src].controller
        payer = {"prey": s.prey(ctrl), "you": ctrl}.get(self.who, seat)
        if (self.who == "prey" and payer == ctrl) or not s.in_game(payer):
            return
        if self.once_turn:
            s.marks[("pool-once", self.once_turn, ctrl)] = True
        name = card_name(s, src)
        n = self.n * self.count(s, ctrl, payer)
        if self.per == "torpor" and not n:
            return
        if self.burn_card:
            ops.say(s, N_("{card} is burned."), card=facts(s.placed[src].card).name)
            ops.burn_placed(s, src)
        ops.say(s, N_("{seat}{why} burns {n} pool ({name})."), seat=s.seat_name(payer), why=self.why, n=n, name=name)
        ops.burn_pool(s, payer, n)

    def count(self, s: VTESState, ctrl: int, payer: int) -> int:
        if self.per == "torpor":
            return sum(1 for v in s.torpor[payer] if is_vampire(s, v))
        if self.per != "prey-ready":
            return 1
        prey = s.prey(ctrl)
        return len(s.ready[prey]) if prey != ctrl else 0


@dataclass(frozen=True, slots=True)
class PoolToCounter:
    """ "Move 1 counter from your pool to this card" (the card's controller)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        ops.burn_pool(s, s.placed[src].controller, self.n)
        add_counter(s, src, self.n)


#: What a Methuselah may burn instead of pool, for each counter (:class:`PoolOr`).
HAND = "hand"  # a card at random from their hand (drawn up after all of them)
ASH = "ash"  # a library card at random in their ash heap, removed from the game
BLOOD = "blood"  # 1 blood from a vampire they control (an empty vampire pays nothing)

ALTERNATIVES = {
    HAND: N_("{name}: burn {x} pool and/or cards at random from your hand."),
    ASH: N_("{name}: burn {x} pool and/or remove library cards at random from your ash heap."),
}


@dataclass(frozen=True, slots=True)
class PoolOr:
    """ "For each counter on this card, that Methuselah burns 1 pool or <alt>": the Methuselah whose
    phase it is pays the counters in any mix of pool and ``alt`` (:data:`HAND`, :data:`ASH`: one
    split for all; :data:`BLOOD`: counter by counter, ruling ANK 20181006)."""

    alt: str

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        return s.placed[src].counters > 0

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        x = s.placed[src].counters
        if x <= 0:
            return
        name = card_name(s, src)
        if self.alt == BLOOD:
            ask_blood(s, seat, x, name)
            return
        most = min(x, len(self.others(s, seat)))
        options = [Action("burn", (f"{x - k}-pool", f"{k}-cards")) for k in range(most + 1)]
        question = said(ALTERNATIVES[self.alt], name=name, x=x)
        ops_ask(s, seat, question, options, split_paid, (seat, x, self.alt))

    def others(self, s: VTESState, seat: int) -> list[int]:
        if self.alt == HAND:
            return list(s.hand[seat])
        return [c for c in s.ash[seat] if not facts(c).crypt]


def ops_ask(
    s: VTESState,
    seat: int,
    question: str,
    options: list[Action],
    then: Callable[[VTESState, tuple[Any, ...], Action], None],
    args: tuple[Any, ...],
) -> None:
    ask(s, seat, question, options, then, args)


def split_paid(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    """The split chosen: the cards at once, then the pool (a hand is drawn up after, ruling LSJ
    20090618)."""
    seat, x, alt = args
    k = int(str(action.args[1]).split("-")[0])
    for _ in range(k):
        if alt == HAND:
            ops.discard_random(s, seat, draw_up=False)
        else:
            lib = [c for c in s.ash[seat] if not facts(c).crypt]
            c = lib[s.rng.below(len(lib))]
            s.ash[seat].remove(c)
            s.removed[seat].append(c)
    ops.burn_pool(s, seat, x - k)
    if alt == HAND:
        ops.refill(s, seat)


def payers(s: VTESState, seat: int, kind: Kind | None = None, torpor: bool = True, pool: bool = False) -> list[Any]:
    """What may pay "1 pool or 1 blood from a vampire (a ready <kind>) you control": ``pool`` (only
    with 1 pool left when ``pool``), then each such vampire with blood (an empty vampire pays nothing:
    LSJ 19971212)."""

    out: list[Any] = ["pool"] if not pool or s.pool[seat] >= 1 else []
    for v in s.ready[seat] + (s.torpor[seat] if torpor else []):
        if is_vampire(s, v) and s.minions[v].blood > 0 and (kind is None or kind(s, v)):
            out.append(v)
    return out


def pay_one(s: VTESState, seat: int, what: Any) -> None:
    if what == "pool":
        ops.burn_pool(s, seat, 1)
    elif isinstance(what, int) and what in s.minions:
        ops.burn_blood(s, what, 1)


def ask_blood(s: VTESState, seat: int, left: int, name: str) -> None:
    """One counter's payment: pool, or a vampire they control with blood."""
    choices = [Action("burn", (who,)) for who in payers(s, seat)]
    ops_ask(s, seat, f"{name}: burn 1 pool or 1 blood ({left} to pay).", choices, blood_paid, (seat, left, name))


def blood_paid(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, left, name = args
    pay_one(s, seat, action.args[0])
    if left > 1 and s.in_game(seat):
        ask_blood(s, seat, left - 1, name)


# ------------------------------------------------------------------------ a minion lost


@dataclass(frozen=True, slots=True)
class WhenLost:
    """ "After <a minion> is burned or sent to torpor, <who> burns or gains N pool" (a handler of the
    ``torpor`` and ``burned`` events): the minion is ``bearer`` (the one the card is on), ``ready``
    (any ready minion) or ``prey`` (a ready minion of the card's controller's prey); ``n`` pool
    goes to ``you`` (the card's controller) or is burned by ``their`` controller when negative."""

    n: int
    minion: str = "ready"
    who: str = "their"

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        seat = info.get("seat", -1)
        if src not in s.placed or not info.get("ready", True) or seat < 0:
            return
        me = s.placed[src].controller
        if self.minion == "bearer" and info.get("uid") != bearer(s, src):
            return
        if self.minion == "prey" and (seat == me or seat != s.prey(me)):
            return
        payer = me if self.who == "you" else seat
        if not s.in_game(payer):
            return
        name = card_name(s, src)
        if self.n > 0:
            ops.say(s, N_("{seat} gains {n} pool ({name})."), seat=s.seat_name(payer), n=self.n, name=name)
            ops.gain_pool(s, payer, self.n)
        else:
            ops.say(s, N_("{seat} burns {n} pool ({name})."), seat=s.seat_name(payer), n=-self.n, name=name)
            ops.burn_pool(s, payer, -self.n)


def when_lost(name: str, effect: WhenLost, torpor_only: bool = False) -> None:
    """Register a :class:`WhenLost` for the card: after a minion goes to torpor (and is burned)."""
    event(name, "torpor", effect)
    if not torpor_only:
        event(name, "burned", effect)


# ------------------------------------------------------------------------ control of the card


@dataclass(frozen=True, slots=True)
class PassControl:
    """ "Your predator (prey) takes control of this card" (VT-TERM-08)."""

    to: str = "predator"

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        me = s.placed[src].controller
        other = s.predator(me) if self.to == "predator" else s.prey(me)
        if other != me:
            ops.steal_placed(s, src, other)
            ops.say(
                s, N_("{seat} takes control of {card}."), seat=s.seat_name(other), card=facts(s.placed[src].card).name
            )


@dataclass(frozen=True, slots=True)
class ThisCard(Prim):
    """An effect of a card in play (``fn(s, src, seat)``) done by using one of its abilities."""

    fn: InPlayEffect
    says: Gives = NOTHING

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.source in s.placed:
            self.fn(s, p.source, p.seat)

    def gives(self) -> Gives:
        return self.says


@dataclass(frozen=True, slots=True)
class PoolOrBloodThen(Prim):
    """ "Burn 1 pool or 1 blood from a ready <kind> you control to <effect>": the payment is chosen
    (``choose pool`` or ``choose <vampire>``, a public choice) as the ability resolves, then the effect
    follows; :func:`can_pay` is its condition."""

    kind: Kind
    then: Prim

    def __call__(self, s: VTESState, p: Play) -> None:
        choices = [Action("choose", (who,)) for who in payers(s, p.seat, self.kind, torpor=False, pool=True)]
        name = facts(p.card if p.card >= 0 else s.placed[p.source].card).name
        question = said(N_("{name}: burn 1 pool or 1 blood from a ready vampire you control."), name=name)
        ops_ask(s, p.seat, question, choices, paid_then, (p, self.then))

    def gives(self) -> Gives:
        return self.then.gives()


def paid_then(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    p, then = args
    pay_one(s, p.seat, action.args[0])
    then(s, p)


def can_pay(kind: Kind) -> Any:
    """1 pool or 1 blood from a ready <kind> you control can be paid."""

    def pred(s: VTESState, ctx: Any, seat: int, src: int) -> bool:
        return bool(payers(s, seat, kind, torpor=False, pool=True))

    return pred


# ------------------------------------------------------------------------ the pool a bleed burns


@dataclass(frozen=True, slots=True)
class BleedCap:
    """ "If you would burn more than N pool to a bleed, you burn N pool instead" (a ``bleed-about``
    handler of the card in play: the bleed against its controller is brought down to N)."""

    n: int

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course = info["course"]
        pl = s.placed.get(src)
        if pl is None or course.target_seat != pl.controller:
            return
        over = course.bleed_amount(s) - self.n
        if over > 0:
            course.bleed_bonus -= over
            ops.say(s, N_("{card}: the bleed burns {n} pool at most."), card=facts(pl.card).name, n=self.n)


@dataclass(frozen=True, slots=True)
class BurnAfterYouBleed:
    """ "After a minion you control successfully bleeds, burn this card" (a ``bleed-success`` handler)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        pl = s.placed.get(src)
        if pl is not None and info["course"].actor_seat == pl.controller:
            ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
            ops.burn_placed(s, src)


# ------------------------------------------------------------------------ blood or burned, then moved on


@dataclass(frozen=True, slots=True)
class BloodOrBurned:
    """ "During this vampire's unlock phase, they burn N blood. If they cannot burn the blood, they are
    burned; otherwise, their controller moves this card to another <kind>, or burns this card if
    there are no others" (an unlock-phase effect, :func:`unlock_event` with ``each``; the card may be
    moved onto a vampire in torpor, ANK 20210109)."""

    n: int
    move_to: Kind

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        uid = bearer(s, src)
        return uid in s.minions and s.controller(uid) == seat

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if src not in s.placed or not self.due(s, src, seat):
            return
        uid = bearer(s, src)
        name = card_name(s, src)
        if s.minions[uid].blood < self.n:
            ops.say(
                s,
                N_("{minion} cannot burn {n} blood ({card}) and is burned."),
                minion=ops.label(s, uid),
                n=self.n,
                card=name,
            )
            ops.burn(s, uid)
            return
        ops.burn_blood(s, uid, self.n)
        ops.say(s, N_("{minion} burns {n} blood ({card})."), minion=ops.label(s, uid), n=self.n, card=name)
        others = [v for t in s.remaining() for v in s.ready[t] + s.torpor[t] if v != uid and self.move_to(s, v)]
        if not others:
            ops.say(s, N_("{card} is burned."), card=name)
            ops.burn_placed(s, src)
            return
        choices = [Action("choose", (v,)) for v in others]
        question = said(N_("{card}: move it to another vampire."), card=name)
        ops_ask(s, seat, question, choices, moved_on, (src,))


def moved_on(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, v = args[0], action.args[0]
    if src in s.placed and isinstance(v, int) and v in s.minions:
        ops.move_placed(s, src, v, controller=s.placed[src].controller)
        ops.say(s, N_("{card} moves to {minion}."), card=card_name(s, src), minion=ops.label(s, v))


@dataclass(frozen=True, slots=True)
class PoolLostToCounters:
    """ "After a <kind> you control successfully bleeds a Methuselah, put the pool lost by that
    Methuselah on this card" (a ``bleed-success`` handler: what the bleed burns, at most the pool
    they had)."""

    kind: Kind

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        course, target = info["course"], info["target"]
        pl = s.placed.get(src)
        if pl is None or course.actor_seat != pl.controller or course.actor not in s.minions:
            return
        if not self.kind(s, course.actor):
            return
        lost = min(int(info["amount"]), s.pool[target])
        if lost > 0:
            s.placed[src] = pl._replace(counters=pl.counters + lost)
            if s.log is not None:
                line = said_n("{card} gets {n} counter.", "{card} gets {n} counters.", lost, card=card_name(s, src))
                ops.tell(s, line)


# ------------------------------------------------------------------------ locking the oldest


@dataclass(frozen=True, slots=True)
class LocksOldest:
    """ "That Methuselah locks one of the oldest X they control (if any)": the ready X with the
    highest capacity, chosen among equals by that Methuselah (LSJ 19980224); a locked one may be
    locked (LSJ 20010508)."""

    kind: Kind

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        fit = [v for v in s.ready[seat] if is_vampire(s, v) and self.kind(s, v)]
        if not fit:
            return
        top = max(capacity(s, v) for v in fit)
        name = card_name(s, src)
        choices = [Action("choose", (v,)) for v in fit if capacity(s, v) == top]
        ask(s, seat, said(N_("{name}: the oldest vampire you lock."), name=name), choices, locked_oldest, (name,))


def locked_oldest(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = int(action.args[0])
    if uid in s.minions:
        ops.lock(s, uid)
        ops.say(s, N_("{minion} is locked ({name})."), minion=ops.label(s, uid), name=str(args[0]))


# ------------------------------------------------------------------------ events in play


def is_event(card: int) -> bool:
    return "Event" in facts(card).types


def events_in_play(s: VTESState, but: int = -1) -> list[int]:
    """The events in play (uids), in every Methuselah's area, but one."""
    return [u for zone in s.inplay for u in zone if u != but and is_event(s.placed[u].card)]


@dataclass(frozen=True, slots=True)
class BurnAnotherEvent:
    """ "Burn another event at random" (any Methuselah's)."""

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        others = events_in_play(s, but=src)
        if not others:
            return
        uid = others[s.rng.below(len(others))]
        ops.say(s, N_("{card} is burned ({name})."), card=facts(s.placed[uid].card).name, name=card_name(s, src))
        ops.burn_placed(s, uid)


@dataclass(frozen=True, slots=True)
class CapacityAtMostCounters(WhileOnTable):
    """ "Vampires with capacity greater than X are considered vampires with capacity X (minimum of 1),
    where X is the number of counters on this card" (a rule of ``stats.CAPACITY_CAPS`` while ``card``
    is in play, ``hooks.active`` leaving it out otherwise; the blood over it drains, VT-CARD-04, as
    the counters change)."""

    card: str

    def __call__(self, s: VTESState, uid: int) -> int | None:
        cid = card_id(self.card)
        counts = [pl.counters for pl in s.placed.values() if pl.card == cid]
        return max(1, min(counts)) if counts else None


@dataclass(frozen=True, slots=True)
class CounterOffOnGehenna:
    """ "After another Gehenna event is played, burn 1 counter from this card" (an ``enter-play``
    event of the card in play)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        uid = info.get("uid", -1)
        pl = s.placed.get(src)
        if uid == src:
            ops.drain_excess(s)  # it enters play: capacities are capped at once
            return
        if pl is None or uid not in s.placed or not gehenna_event(s.placed[uid].card):
            return
        s.placed[src] = pl._replace(counters=max(0, pl.counters - 1))
        ops.say(s, N_("{card} loses 1 counter."), card=facts(pl.card).name)
        ops.drain_excess(s)


def gehenna_count(s: VTESState) -> int:
    """The number of Gehenna events in play."""

    return sum(1 for pl in s.placed.values() if gehenna_event(pl.card))


def gehenna_events(n: int) -> Any:
    """ "Requires N or more other Gehenna events in play" (a card's requirement)."""

    def pred(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
        return gehenna_count(s) >= n

    return pred


def clan_crowd(s: VTESState, seat: int) -> list[int]:
    """The vampires ``seat`` controls (ready or in torpor) of a clan it controls 3 or more of."""

    mine = [u for u in (*s.ready[seat], *s.torpor[seat]) if is_vampire(s, u)]
    clans = Counter(clan_of(s.minions[u]) for u in mine)
    return [u for u in mine if clan_of(s.minions[u]) is not None and clans[clan_of(s.minions[u])] >= 3]


#: ``game_marks[(FOUNDER_IGNORED, seat)]``: that Methuselah ignores :class:`BurnOneOfClan` for the game.
FOUNDER_IGNORED = "ignores recalled to the founder"


@dataclass(frozen=True, slots=True)
class BurnOneOfClan:
    """ "During each Methuselah's unlock phase, if that Methuselah controls 3 or more vampires of the
    same clan, they burn one of those vampires. If that vampire's capacity is 6 or more, that
    Methuselah ignores this effect until the end of the game" (with :func:`unlock_event`, ``each``;
    the vampire chosen by that Methuselah)."""

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        return (FOUNDER_IGNORED, seat) not in s.game_marks and bool(clan_crowd(s, seat))

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if not self.due(s, src, seat):
            return
        options = [Action("choose", (u,)) for u in clan_crowd(s, seat)]
        question = said(N_("{name}: the vampire you burn."), name=card_name(s, src))
        ops_ask(s, seat, question, options, founder_burns, (seat,))


def founder_burns(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat = args[0]
    uid = int(action.args[0])
    if uid not in s.minions:
        return
    if capacity(s, uid) >= 6:
        s.game_marks[(FOUNDER_IGNORED, seat)] = True
    ops.say(s, N_("{minion} is burned."), minion=ops.label(s, uid))
    ops.burn(s, uid)


def nightmare_targets(s: VTESState, seat: int) -> list[int]:
    """The unlocked minions ``seat`` controls that :class:`LockUnlessDiscard` affects (not a mortal
    ally, nor a vampire with capacity greater than the number of Gehenna events in play)."""

    n = gehenna_count(s)
    out = []
    for uid in (*s.ready[seat], *s.torpor[seat]):
        m = s.minions[uid]
        if m.locked or (not is_vampire(s, uid) and facts(m.card).trait == "mortal"):
            continue
        if is_vampire(s, uid) and capacity(s, uid) > n:
            continue
        out.append(uid)
    return out


#: The delay of a card discarded "not replaced until the master phase" (ended as that phase starts).
UNTIL_MASTER = "master"


@dataclass(frozen=True, slots=True)
class LockUnlessDiscard:
    """ "During each Methuselah's unlock phase, for each minion they control, they lock that minion
    unless they discard a card; cards discarded this way are not replaced until the master phase.
    Mortal allies and vampires with capacity greater than the number of Gehenna events in play ignore
    this effect" (with :func:`unlock_event`, ``each``): once each unlock phase (ANK 20250121), asked
    minion by minion (a locked minion stays locked: nothing to ask, ANK 20210322-2)."""

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        return bool(nightmare_targets(s, seat))

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        ask_lock_or_discard(s, seat, tuple(nightmare_targets(s, seat)), card_name(s, src))


def ask_lock_or_discard(s: VTESState, seat: int, left: tuple[int, ...], name: str) -> None:
    left = tuple(u for u in left if u in s.minions and s.controller(u) == seat and not s.minions[u].locked)
    if not left:
        return
    options = [Action("discard", (slug,)) for slug in distinct_slugs(s.hand[seat])] + [Action("decline")]
    question = said(N_("{name}: discard a card, or {minion} locks."), name=name, minion=ops.label(s, left[0]))
    ask_private(s, seat, question, options, lock_or_discard, (seat, left, name))


def lock_or_discard(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, left, name = args
    uid = left[0]
    card = next((c for c in s.hand[seat] if action.verb == "discard" and facts(c).slug == action.args[0]), -1)
    if card >= 0:
        ops.discard(s, seat, card, draw_up=False)
        s.delayed[seat] = (*s.delayed[seat], (card, UNTIL_MASTER))
    elif uid in s.minions:
        ops.lock(s, uid)
        ops.say(s, N_("{minion} locks."), minion=ops.label(s, uid))
    ask_lock_or_discard(s, seat, left[1:], name)


# ------------------------------------------------------------------------ keeping a Methuselah in the game

#: ``Placed.data`` of a card put in play for the Methuselah it kept in the game: ``(SAVED, seat)``.
SAVED = "saved"


def being_ousted_pool(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets of :class:`KeepInGame`: the Methuselah being ousted (``ctx.window``, ``play.Ousting``)
    and the pool given (``poolN``): at least enough to bring them above 0 (RTR 19970630, ANK
    20230817-2), at most all but 1 of yours."""

    target = getattr(ctx.window, "target", -1)
    if target < 0 or not s.in_game(target):
        return
    need = 1 + pool_debt(s, target) - s.pool[target]
    for n in range(max(need, 1), s.pool[seat]):
        yield (f"p{target + 1}", f"pool{n}")


@dataclass(frozen=True, slots=True)
class KeepInGame(Prim):
    """ "Give pool to a Methuselah with no pool to keep them in the game, and put this card in play"
    (the amount chosen, :func:`being_ousted_pool`; the card remembers them: ``(SAVED, seat)``)."""

    def __call__(self, s: VTESState, p: Any) -> None:
        target, n = token_seat(p.targets[0]), int(str(p.targets[1])[4:])
        if not s.in_game(target):
            return
        ops.burn_pool(s, p.seat, n)
        ops.gain_pool(s, target, n)
        ops.say(s, N_("{seat} gives {n} pool to {seat2}."), seat=ops.who(s, p.seat), n=n, seat2=ops.who(s, target))
        if s.in_game(p.seat):
            ops.put_in_play(s, p.card, p.seat, data=(SAVED, target))
            stays(s)

    def gives(self) -> Gives:
        return Gives(tags=frozenset(("put-in-play",)))


def saved_unlocking(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """ "During each of their unlock phases": the unlock phase of the Methuselah the card kept in the game."""
    pl = s.placed.get(uid)
    return pl is not None and pl.data[:1] == (SAVED,) and s.current == pl.data[1] and s.in_game(s.current)


@dataclass(frozen=True, slots=True)
class StealFromSaved(Prim):
    """ "You can steal N pool from that Methuselah" (the one the card kept in the game)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Any) -> None:
        pl = s.placed.get(p.source)
        if pl is None or pl.data[:1] != (SAVED,):
            return
        victim = int(pl.data[1])
        k = min(self.n, max(s.pool[victim], 0))
        ops.burn_pool(s, victim, k)
        ops.gain_pool(s, p.seat, k)
        ops.say(s, N_("{seat} steals {n} pool from {seat2}."), seat=ops.who(s, p.seat), n=k, seat2=ops.who(s, victim))

    def gives(self) -> Gives:
        return Gives(tags=frozenset(("steal-pool",)))


@dataclass(frozen=True, slots=True)
class VictoryPointsInstead:
    """ "You gain any victory point gained by that Methuselah instead of them, until you are being
    ousted or until you have gained 1 victory point from this card. Burn this card after you have
    gained 1 victory point from this card" (a rule of ``ops.VP_REDIRECTS``): several such cards on one
    Methuselah reserve a series of victory points, the oldest first (RTR 19951017); none while its
    controller is being ousted (RTR 20000501)."""

    card: str

    def __call__(self, s: VTESState, seat: int, ousted: tuple[int, ...]) -> int:
        cid = card_id(self.card)
        mine = sorted(
            u
            for u, pl in s.placed.items()
            if pl.card == cid and pl.data == (SAVED, seat) and pl.controller not in ousted and s.in_game(pl.controller)
        )
        if not mine:
            return -1
        winner = s.placed[mine[0]].controller
        ops.say(s, N_("{seat} gains the victory point instead ({card})."), seat=ops.who(s, winner), card=self.card)
        ops.burn_placed(s, mine[0])
        return winner


@dataclass(frozen=True, slots=True)
class LoseCounter:
    """ "Burn 1 counter from this card. Burn this card if it has no counters" (a phase effect of the
    card in play: "during your discard phase")."""

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        pl = s.placed.get(src)
        if pl is None:
            return
        s.placed[src] = pl._replace(counters=max(0, pl.counters - 1))
        if not s.placed[src].counters:
            ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
            ops.burn_placed(s, src)


def is_boon(card: int) -> bool:
    """A boon: "Boon" among the words of the card's first line ("Master: out-of-turn. Boon.")."""
    first = facts(card).text.split("\n", 1)[0]
    return "Boon" in (w.strip(".,:") for w in first.split())


def master_boon(card: int) -> bool:
    """A boon master card (each puts itself in play or on a vampire; Consanguineous Boon, a political
    action, is played as before: LSJ 20040531-2)."""
    return is_boon(card) and facts(card).is_type("Master")


@dataclass(frozen=True, slots=True)
class BurnAllCards(Prim):
    """ "Burn all <cards of a kind>" in play (``kind``: a test of the card id; "burn all boons")."""

    kind: Callable[[int], bool]

    def __call__(self, s: Any, p: Any) -> None:
        for uid in [u for u, pl in s.placed.items() if self.kind(pl.card)]:
            ops.say(s, N_("{card} is burned."), card=facts(s.placed[uid].card).name)
            ops.burn_placed(s, uid)


@dataclass(frozen=True, slots=True)
class NoMorePlayed(WhileOnTable):
    """ "No more <cards of a kind> can be put in play" while ``card`` is in play (a rule of
    ``core.TARGET_RULES``): such cards, which put themselves in play, cannot be played."""

    card: str
    kind: Callable[[int], bool]

    def __call__(self, s: VTESState, ctx: Any, p: Any) -> bool:
        if p.card < 0 or not self.kind(p.card):
            return True
        cid = card_id(self.card)
        return not any(pl.card == cid for pl in s.placed.values())


@dataclass(frozen=True, slots=True)
class EmployerBloodOrBurned:
    """ "During your unlock phase, <this retainer>'s employer burns N blood, or <this retainer> is
    burned": an unlock-phase effect (:func:`unlock_event` with ``own``) of a retainer; the employer's
    Methuselah chooses, and an employer without the blood (an ally has none) cannot pay."""

    n: int = 1

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        host = bearer(s, src)
        return src in s.placed and host in s.minions and s.controller(host) == seat

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if not self.due(s, src, seat):
            return
        host = bearer(s, src)
        choices = [Action("choose", ("burn",))]
        if is_vampire(s, host) and s.minions[host].blood >= self.n:
            choices.insert(0, Action("choose", ("blood",)))
        question = said(N_("{card}: its employer burns {n} blood, or it is burned."), card=card_name(s, src), n=self.n)
        ops_ask(s, seat, question, choices, self.paid, (src,))

    def paid(self, s: VTESState, args: tuple[Any, ...], action: Action) -> None:
        src = args[0]
        if src not in s.placed:
            return
        host, name = bearer(s, src), card_name(s, src)
        if action.args[0] == "blood" and host in s.minions and s.minions[host].blood >= self.n:
            ops.burn_blood(s, host, self.n)
            ops.say(s, N_("{minion} burns {n} blood ({card})."), minion=ops.label(s, host), n=self.n, card=name)
            return
        ops.say(s, N_("{card} is burned."), card=name)
        ops.burn_placed(s, src)


@dataclass(frozen=True, slots=True)
class PoolUnlessBurns:
    """ "That Methuselah burns N pool unless they burn a X they control to burn this card" (a phase
    effect: asked of the Methuselah whose phase it is, with a X to burn; else the pool is burned)."""

    n: int
    kind: Kind

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        name = card_name(s, src)
        fit = [v for v in s.ready[seat] + s.torpor[seat] if self.kind(s, v)]
        choices = [Action("burn", (v,)) for v in fit] + [Action("pool", (f"{self.n}-pool",))]
        question = said(N_("{card}: burn {n} pool, or burn a vampire to burn this card."), card=name, n=self.n)
        ask(s, seat, question, choices, pool_or_burned, (src, self.n, name, seat))


def pool_or_burned(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, n, name, seat = int(args[0]), int(args[1]), str(args[2]), int(args[3])
    if action.verb == "burn" and int(action.args[0]) in s.minions:
        ops.burn(s, int(action.args[0]))
        if src in s.placed:
            ops.say(s, N_("{card} is burned."), card=name)
            ops.burn_placed(s, src)
        return
    ops.say(s, N_("{seat} burns {n} pool ({name})."), seat=s.seat_name(seat), n=n, name=name)
    ops.burn_pool(s, seat, n)


@dataclass(frozen=True, slots=True)
class BloodOrBurnedChosen:
    """ "During his or her controller's unlock phase, the vampire with this card either burns N blood
    or is burned (the controller's choice)" (an unlock-phase effect, ``unlock_event`` with ``each``)."""

    n: int = 1

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        uid = bearer(s, src)
        return uid in s.minions and s.controller(uid) == seat

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if src not in s.placed or not self.due(s, src, seat):
            return
        uid = bearer(s, src)
        name = card_name(s, src)
        choices = [Action("burn-blood", (uid,))] if s.minions[uid].blood >= self.n else []
        choices.append(Action("burned", (uid,)))
        question = said(
            N_("{card}: {minion} burns {n} blood or is burned."), card=name, minion=ops.label(s, uid), n=self.n
        )
        ask(s, seat, question, choices, blood_or_burned_chosen, (self.n, name))


def blood_or_burned_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    n, name = int(args[0]), str(args[1])
    uid = int(action.args[0])
    if uid not in s.minions:
        return
    if action.verb == "burn-blood":
        ops.burn_blood(s, uid, n)
        ops.say(s, N_("{minion} burns {n} blood ({card})."), minion=ops.label(s, uid), n=n, card=name)
    else:
        ops.burn(s, uid)
