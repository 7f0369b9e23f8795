"""Referendums (VT-REF, VT-VOTE): votes gained, the terms of a political action and what a passed
referendum does to the Methuselahs' pools.

A political action is announced with +1 stealth and no target (VT-ACT-23); its terms are chosen by
the caller only once it has succeeded (VT-ANN-03, VT-REF-03). A card's terms are its ``targets``
wrapped in :func:`terms`: enumerated at the terms step and, when the card is played, only checked
to exist ("cannot be played if the conditions for the terms cannot be met", LSJ 20100129). The
effect runs if the referendum passes (VT-REF-07).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from itertools import combinations, combinations_with_replacement, product
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said, said_n

from ... import ops
from ...actions import is_equipment, may_carry
from ...combat import inflict
from ...contests import CONTESTED_TITLE, TITLE_CITY, TITLE_RULES, gain_title, title_city, yield_card
from ...hooks import ABILITIES, CARDS, POLITICAL, ActionSpec, Ctx, Play, Targets, listen
from ...impulse import Ask, ask
from ...model import CITY, facts, slug
from ...phases import EDGE_POOL, REVERSED, edge_pool
from ...play import cost_of, stays
from ...politics import AUTO_PASS, BLOOD_HUNT, current_referendum
from ...state import CENTRE, VTESState
from ...stats import (
    CITY_TITLES,
    PRISCUS,
    TITLE_SECT,
    TITLE_VOTES,
    capacity,
    clan_of,
    has_clan,
    is_ally,
    is_vampire,
    title,
    titled,
)
from .action import NO_NEXT_UNLOCK, action_of
from .amounts import Amount, amount, typical
from .minion import ask_private, weapon_card
from .prims import Gives, Prim, gives_of, tags
from .registry import WhileOnTable, card_id
from .targets import Args, seat_token, token_seat
from .when import Kind

POLITICAL_ACTION = ActionSpec(stealth=1, political=True)  # VT-ACT-23: +1 stealth, undirected

Terms = Callable[[VTESState, Ctx, int, int], Iterator[Args]]


@dataclass(frozen=True, slots=True)
class Votes(Prim):
    """ "This vampire gets +N votes" in the referendum being polled, on the side chosen (N may be an
    amount: "+X+1 votes")."""

    n: Amount

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        if ref is not None and p.by >= 0:
            side = str(p.targets[0]) if p.targets else None
            ref.add_votes(s, p.by, amount(self.n, s, p), side)

    def gives(self) -> Gives:
        return Gives(votes=typical(self.n))


@dataclass(frozen=True, slots=True)
class ChosenGetsVotes(Prim):
    """ "<The vampire chosen> gets +N votes" on the side chosen (targets: a vampire and a side,
    :func:`own_kind_and_side`): an ability of a card in play."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        uid = p.targets[0] if p.targets else -1
        if ref is not None and isinstance(uid, int) and uid in s.minions and len(p.targets) > 1:
            ref.add_votes(s, uid, self.n, str(p.targets[1]))

    def gives(self) -> Gives:
        return Gives(votes=self.n)


def own_kind_and_side(kind: Kind) -> Any:
    """Targets: a ready <kind> you control, and for or against."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        for v, _m in s.ready_minions(seat):
            if kind(s, v):
                yield (v, "for")
                yield (v, "against")

    return targets


@dataclass(frozen=True, slots=True)
class VotesEach(Prim):
    """ "Each <kind> you control gets +N votes" in the referendum being polled (votes count only
    while ready, VT-VOTE-10; cast already or not, VT-VOTE-02); ``anyone``: "each <kind> gets +N votes",
    whoever controls it."""

    kind: Kind
    n: int = 1
    anyone: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        if ref is None:
            return
        seats = s.remaining() if self.anyone else [p.seat]
        for v, _m in [vm for seat in seats for vm in s.ready_minions(seat)]:
            if self.kind(s, v):
                ref.add_votes(s, v, self.n)

    def gives(self) -> Gives:
        return Gives(votes=self.n)


@dataclass(frozen=True, slots=True)
class MethuselahVotes(Prim):
    """ "You get +N votes" (the Methuselah's, cast on the side chosen, VT-VOTE-12), from the card
    whose ability it is."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        if ref is not None and p.source in s.placed:
            name = facts(s.placed[p.source].card).name
            ref.add_cast(s, (name, p.source), p.seat, str(p.targets[0]), self.n, 0)

    def gives(self) -> Gives:
        return Gives(votes=self.n)


def called_by_this(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "During that referendum": the referendum being polled was called by this card's ability."""
    ref = ctx.referendum
    return ref is not None and ref.aplay is not None and ref.aplay.card < 0 and ref.aplay.source == src


def sides_and_pool(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """For or against, and X pool to burn (``pool2``: 1 up to the pool, not the last)."""
    for side in ("for", "against"):
        for x in range(1, s.pool[seat]):
            yield (side, pool_word(x))


@dataclass(frozen=True, slots=True)
class VotesForPool(Prim):
    """ "Burn X pool to get +<times>X votes" (the Methuselah's, cast on the side chosen, VT-VOTE-12),
    from the card whose ability it is (targets: :func:`sides_and_pool`)."""

    times: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        x = pool_of(p.targets[1])
        ops.burn_pool(s, p.seat, x)
        if s.in_game(p.seat):
            MethuselahVotes(self.times * x)(s, p._replace(targets=p.targets[:1]))

    def gives(self) -> Gives:
        return Gives(votes=self.times)


@dataclass(frozen=True, slots=True)
class Abstain(Prim):
    """ "The chosen vampire [is locked,] abstains [and burns N blood]" in the referendum being polled
    (VT-VOTE-02)."""

    lock: bool = True
    burn: int = 0
    acting: bool = False  # the acting vampire ("the acting vampire cannot cast any votes or ballots")

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        a = action_of(s)
        v = (a.actor if a is not None else -1) if self.acting else p.targets[0] if p.targets else -1
        if ref is None or v not in s.minions:
            return
        if self.lock:
            ops.lock(s, v)
        ref.make_abstain(v)
        if self.burn:
            ops.burn_blood(s, v, self.burn)

    def gives(self) -> Gives:
        return tags("abstains") + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class CancelReferendum(Prim):
    """ "Cancel the referendum" (not tallied: ruling LSJ 20010209); unlock the acting vampire; the
    political action card goes back to its owner's hand (the referendum's cancelled close); the acting
    Methuselah's minions cannot perform the same political action again this turn. With ``plain``:
    the referendum is cancelled and the card returned, nothing else (Telepathic Vote Counting)."""

    plain: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        a = action_of(s)
        if ref is None or a is None:
            return
        ref.cancelled = True
        if a.actor in s.minions and not self.plain:
            ops.unlock(s, a.actor)
        if ref.aplay is not None and ref.aplay.card >= 0 and not self.plain:
            slug = facts(ref.aplay.card).slug
            for uid in s.ready[a.actor_seat] + s.torpor[a.actor_seat]:
                s.marks[("nra", uid, slug)] = True
        ops.say(s, N_("The referendum is cancelled."))
        ref.closed(s)

    def gives(self) -> Gives:
        return tags("cancel-referendum")


def terms(fn: Terms) -> Terms:
    """VT-ANN-03: the terms are chosen at the terms step (moment ``terms``); when the card is played
    they are not announced, only required to exist (one empty choice, so nothing is asked and the
    action stays undirected)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        if ctx.moment == "terms":
            yield from fn(s, ctx, seat, uid)
        elif next(iter(fn(s, ctx, seat, uid)), None) is not None:
            yield ()

    return targets


# ------------------------------------------------------------------------ allocations of points


def allocations(total: int, seats: list[int], least: int = 2) -> Iterator[str]:
    """Every way to allocate ``total`` points among ``least`` or more of ``seats``, as ``p1=2+p3=2``."""
    for combo in product(range(total + 1), repeat=len(seats)):
        if sum(combo) == total and sum(1 for n in combo if n) >= least:
            yield "+".join(f"p{t + 1}={n}" for t, n in zip(seats, combo, strict=True) if n)


def parse_allocation(token: str) -> list[tuple[int, int]]:
    out = []
    for part in str(token).split("+"):
        who, _, n = part.partition("=")
        out.append((int(who[1:]) - 1, int(n)))
    return out


def burn_pools(s: VTESState, burns: list[tuple[int, int]]) -> None:
    """Each Methuselah burns its share at once: those brought to 0 are ousted together (VT-OUST-01,
    AMB-10, LSJ 20000309); a pool burned during a withdrawal makes it fail (VT-WD-04)."""
    hit = []
    for t, n in burns:
        if n > 0 and s.in_game(t):
            s.pool[t] -= n
            ops.note_pool_lost(s, t, n)
            hit.append(t)
            if s.marks.get(("withdrawing", t)):
                s.marks[("withdrawal-failed", t)] = True
            ops.say(s, N_("{seat} burns {n} pool."), seat=s.seat_name(t), n=n)
    dead = sorted({t for t in hit if s.pool[t] <= 0})
    for t in dead:
        s.pool[t] = 0
    if dead:
        ops.oust(s, dead)


@dataclass(frozen=True, slots=True)
class BurnAllocated(Prim):
    """ "Each Methuselah burns 1 pool for each point allocated" (more than their pool is allowed, LSJ
    20020819): the allocation of ``points`` is the last term (:func:`allocated_terms`); with
    ``chosen_gains``, "and the chosen Methuselah (the first term) gains N pool", the gain first (the
    chosen Methuselah burns nothing, and an oust may end the game)."""

    points: int
    chosen_gains: int = 0

    def __call__(self, s: VTESState, p: Play) -> None:
        if not p.targets or (self.chosen_gains and len(p.targets) < 2):
            return
        if self.chosen_gains:
            chosen = token_seat(p.targets[0])
            ops.gain_pool(s, chosen, self.chosen_gains)
            ops.say(
                s, N_("{seat} gains {chosen_gains} pool."), seat=s.seat_name(chosen), chosen_gains=self.chosen_gains
            )
        burn_pools(s, parse_allocation(p.targets[-1]))

    def gives(self) -> Gives:
        more = ("gain-pool",) if self.chosen_gains else ()
        return tags("allocate-burn", f"allocate-{self.points or 4}", *more)


#: "X points, where X is the number of Methuselahs in the game" (``allocated_terms``, ``BurnAllocated``).
TABLE = 0


def allocated_terms(
    points: int, least: int = 2, chosen: bool = False, others: bool = False, gainer: bool = False
) -> Terms:
    """ "Allocate N points among two or more Methuselahs", yourself included (LSJ 20000622); with
    ``chosen``, "choose a Methuselah and allocate N points among two or more other Methuselahs" (a
    Methuselah, then the allocation among the others: never all to one, LSJ 20000622, ANK
    20241106); with ``others``, "among two or more other Methuselahs" (not yourself). ``points``
    :data:`TABLE` is "X, where X is the number of Methuselahs in the game"; with ``gainer``, "as
    above, and choose a Methuselah" (any one, the allocation among all, then the Methuselah)."""

    @terms
    def allocation_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        left = [t for t in s.remaining() if not others or t != seat]
        if gainer:
            for a in allocations(points, left, least):
                for one in left:
                    yield (seat_token(one), a)
            return
        if not chosen:
            for a in allocations(points or len(s.remaining()), left, least):
                yield (a,)
            return
        for one in left:
            for a in allocations(points, [t for t in left if t != one], least):
                yield (seat_token(one), a)

    return allocation_terms


@dataclass(frozen=True, slots=True)
class PoolPerMinion(Prim):
    """ "Each Methuselah burns (``n`` < 0) or gains (``n`` > 0) 1 pool for each minion they control"
    (their ready and torpor regions); with ``chosen_clan``, for each vampire of the clan chosen (the
    first term, :func:`clan_terms`); with ``kind``, for each minion of that kind."""

    n: int = -1
    chosen_clan: bool = False
    kind: Kind | None = None  # "for each vampire they control with capacity 8 or more"
    plus: int = 0  # "burns X+1 pool, where X is the number of <kind> he or she controls"

    def __call__(self, s: VTESState, p: Play) -> None:
        if self.chosen_clan and not p.targets:
            return
        counts = [(t, self.count(s, t, p)) for t in s.remaining()]
        if self.n < 0:
            burn_pools(s, [(t, -self.n * k + self.plus) for t, k in counts])
            return
        for t, k in counts:
            if k:
                ops.gain_pool(s, t, self.n * k)
                ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(t), n=self.n * k)

    def count(self, s: VTESState, seat: int, p: Play) -> int:
        minions = s.ready[seat] + s.torpor[seat]
        if self.kind is not None:
            minions = [uid for uid in minions if self.kind(s, uid)]
        if not self.chosen_clan:
            return len(minions)
        return sum(1 for uid in minions if is_vampire(s, uid) and slug(clan_of(s.minions[uid]) or "") == p.targets[0])

    def gives(self) -> Gives:
        return tags("pool-per-clan") if self.chosen_clan else tags("burn-pool-per-minion")


def clans_in_play(s: VTESState) -> list[str]:
    out: list[str] = []
    for t in s.remaining():
        for uid in s.ready[t] + s.torpor[t]:
            name = clan_of(s.minions[uid]) if is_vampire(s, uid) else None
            if name is not None and name not in out:
                out.append(name)
    return out


@terms
def clan_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose a clan": offered among the clans of the vampires controlled at the table (another
    clan would give nothing)."""
    for name in clans_in_play(s):
        yield (slug(name),)


def may_call_referendum(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Vampires can call a referendum ... as a political action": only a vampire takes a political
    action, one each turn (VT-CARD-54, VT-ACT-24), as with a political action card."""
    return uid in s.minions and is_vampire(s, uid) and ("political", uid) not in s.marks


# ------------------------------------------------------------------------ the votes a referendum passed by


def margin(ctx: Ctx) -> int:
    """The number of votes by which the action's referendum passed (0 if it did not)."""
    a = ctx.action
    if a is None or not isinstance(a.result, tuple) or not a.result[0]:
        return 0
    return max(0, int(a.result[1]) - int(a.result[2]))


def pool_word(k: int) -> str:
    return f"pool{k}"


def pool_of(word: Any) -> int:
    return int(str(word)[4:])


def margin_terms(pool_cap: int, titled_cap: int = 0, among: Kind | None = None) -> Targets:
    """How the blood "for each vote by which the referendum passed" is shared: how much goes to your
    pool (at most ``pool_cap``; ``titled_cap`` if the vampire playing the card is titled), then, with
    ``among``, which ready minions of that kind you control gain 1 each (only the distributions of
    the most blood: gaining is never worse). Without ``among``, the rest goes to the vampire playing
    the card (:class:`MarginBlood`)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        cap = titled_cap if titled_cap and titled(s, uid) else pool_cap
        if among is None:
            for k in range(0, min(cap, margin(ctx)) + 1):
                yield (pool_word(k),)
            return
        gainers = sorted(v for v, _m in s.ready_minions(seat) if among(s, v))
        total = min(margin(ctx), len(gainers) + cap)
        for k in range(max(0, total - len(gainers)), min(cap, total) + 1):
            for chosen in combinations(gainers, total - k):
                yield (pool_word(k), *chosen)

    return targets


@dataclass(frozen=True, slots=True)
class MarginBlood(Prim):
    """ "1 blood for each vote by which the referendum passed": the share of the pool chosen
    (:func:`margin_terms`, none without targets) to your pool, then each minion chosen gains 1
    (``each_chosen``) or the vampire playing the card gains the rest."""

    each_chosen: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        k = pool_of(p.targets[0]) if p.targets else 0
        if self.each_chosen:
            if not p.targets:
                return
            ops.gain_pool(s, p.seat, k)
            for v in p.targets[1:]:
                if v in s.minions:
                    ops.add_blood(s, v, 1)
            return
        n = margin(Ctx("after", action_of(s)))
        if p.by in s.minions:
            ops.add_blood(s, p.by, n - k)
        ops.gain_pool(s, p.seat, k)

    def gives(self) -> Gives:
        return Gives(blood=1 if self.each_chosen else 2, tags=frozenset(("referendum-passed",)))


# ------------------------------------------------------------------------ minions chosen as terms

NONE = "none"


@terms
def up_to_two_minions(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose up to two minions" (ready ones): one, then a second or ``none`` (choosing none is no
    use)."""
    minions = [u for _t, u, _m in s.all_ready()]
    for a in minions:
        yield (a, NONE)
        for b in minions:
            if b != a:
                yield (a, b)


#: What a minion may be barred from for the turn, with the words saying it.
BARS = {"no-reactions": "play reactions", "no-block": "block", "no-vote": "vote"}


@dataclass(frozen=True, slots=True)
class BarThisTurn(Prim):
    """ "The chosen minions cannot <play reaction cards, block or cast votes or ballots> this turn"
    (``bars``: keys of :data:`BARS`, marks the rules read)."""

    bars: tuple[str, ...]

    def __call__(self, s: VTESState, p: Play) -> None:
        words = [BARS[b] for b in self.bars]
        said = ", ".join(words[:-1]) + (" or " if len(words) > 1 else "") + words[-1]
        for uid in p.targets:
            if isinstance(uid, int) and uid in s.minions:
                for b in self.bars:
                    s.marks[(b, uid)] = True
                ops.say(s, N_("{minion} cannot {said} this turn."), minion=ops.label(s, uid), said=said)

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(self.bars))


# ------------------------------------------------------------------------ each Methuselah chooses a vampire


@dataclass(frozen=True, slots=True)
class PoolForVotesEach(Prim):
    """ "Methuselahs can burn pool to get votes during the resolution of this card (resolve this card
    before moving on). A Methuselah gets +N votes for each pool they burn" (``own``: "but you get +M
    votes for each pool you burn"): asked of each Methuselah in turn from the card's player, a side
    and an amount (not their last pool) or declining; the votes are the Methuselah's own, cast at once
    (VT-VOTE-12). A reading: one answer each (RTR 19960530 allows burning one pool at a time as the
    others do)."""

    times: int = 2
    own: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        order = s.remaining()
        if p.seat in order:  # from the card's player, clockwise
            order = order[order.index(p.seat) :] + order[: order.index(p.seat)]
        ask_pool_votes(s, (self, p.seat, tuple(order)))

    def gives(self) -> Gives:
        return Gives(votes=self.own)


#: The question of :class:`PoolForVotesEach`, by the votes each pool burned gets.
POOL_FOR_VOTES = {
    2: N_("Burn pool to get +2 votes for each pool you burn (choose a side and the pool), or decline."),
    3: N_("Burn pool to get +3 votes for each pool you burn (choose a side and the pool), or decline."),
}


def ask_pool_votes(s: VTESState, args: tuple[Any, ...]) -> None:
    """The next Methuselah burns pool for votes (``choose for-2-pool``), or declines (the card's
    player: "for" first)."""

    rule, player, left = args
    left = tuple(t for t in left if s.in_game(t))
    if not left or current_referendum(s) is None:
        return
    seat = left[0]
    sides = ("for", "against") if seat == player else ("against", "for")
    choices = [Action("choose", (f"{side}-{x}-pool",)) for side in sides for x in range(1, s.pool[seat])]
    if not choices:
        ask_pool_votes(s, (rule, player, left[1:]))
        return
    choices.append(Action("decline"))
    times = rule.own if seat == player else rule.times
    ask(s, seat, POOL_FOR_VOTES.get(times, POOL_FOR_VOTES[2]), choices, pool_votes_chosen, (rule, player, left))


def pool_votes_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    rule, player, left = args
    seat = left[0]
    ref = current_referendum(s)
    if action.verb == "choose" and ref is not None:
        side, amount, _ = str(action.args[0]).split("-")  # "for-2-pool": "choose for 2 pool"
        x = int(amount)
        ops.burn_pool(s, seat, x)
        if s.in_game(seat):
            ref.add_cast(s, ("pool-for-votes", seat), seat, side, (rule.own if seat == player else rule.times) * x, 0)
    ask_pool_votes(s, (rule, player, left[1:]))


@dataclass(frozen=True, slots=True)
class ChosenCapacityPool(Prim):
    """ "Each Methuselah can choose a ready vampire they control. Each Methuselah gains <gain> pool,
    then burns <burn> pool": a number, or ``None`` for a capacity: the gain is their own chosen
    vampire's, the burn their predator's chosen vampire's. Asked of each Methuselah in turn from the
    caller (declining is choosing none: a capacity of 0); the gains come first, then every burn at
    once (ANK 20180813; simultaneous ousts, LSJ 20000309)."""

    gain: int | None = 6
    burn: int | None = None

    def __call__(self, s: VTESState, p: Play) -> None:
        order = s.remaining()
        if p.seat in order:  # from the caller, clockwise
            order = order[order.index(p.seat) :] + order[: order.index(p.seat)]
        ask_chosen(s, (self, tuple(order), ()))

    def gives(self) -> Gives:
        return tags("gain-pool" if self.gain is None else "burn-pool-by-predator")


def ask_chosen(s: VTESState, args: tuple[Any, ...]) -> None:
    """The next Methuselah chooses a ready vampire they control (or none); the pools move after the last."""

    rule, left, chosen = args
    left = tuple(t for t in left if s.in_game(t))
    if not left:
        chosen_pools(s, rule, dict(chosen))
        return
    seat = left[0]
    choices = [Action("choose", (v,)) for v, _m in s.ready_minions(seat) if is_vampire(s, v)]
    choices.append(Action("decline"))
    question = N_("Choose a ready vampire you control (its capacity counts), or decline.")
    ask(s, seat, question, choices, chose, (rule, left, chosen))


def chose(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    rule, left, chosen = args
    v = action.args[0] if action.verb == "choose" and action.args else -1
    if isinstance(v, int) and v in s.minions:
        ops.say(s, N_("{seat} chooses {minion}."), seat=s.seat_name(left[0]), minion=ops.label(s, v))
    ask_chosen(s, (rule, left[1:], (*chosen, (left[0], v))))


def chosen_pools(s: VTESState, rule: ChosenCapacityPool, chosen: dict[int, int]) -> None:
    def cap(seat: int) -> int:
        v = chosen.get(seat, -1)
        return capacity(s, v) if v in s.minions and s.is_ready(v) else 0

    seats = s.remaining()
    for t in seats:
        n = cap(t) if rule.gain is None else rule.gain
        if n:
            ops.gain_pool(s, t, n)
            ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(t), n=n)
    burn_pools(s, [(t, cap(s.predator(t)) if rule.burn is None else rule.burn) for t in seats])


# ------------------------------------------------------------------------ chosen Methuselahs


@terms
def methuselah_sets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose one or more Methuselahs": every set of them, as one term ``p1+p3``."""
    seats = s.remaining()
    for k in range(1, len(seats) + 1):
        for combo in combinations(seats, k):
            yield ("+".join(seat_token(t) for t in combo),)


def chosen_seats(p: Play) -> list[int]:
    return [token_seat(w) for w in str(p.targets[0]).split("+")] if p.targets else []


@dataclass(frozen=True, slots=True)
class ChosenBurn(Prim):
    """ "Each chosen Methuselah burns N pool, plus M additional pool if they control a ready X"
    (the chosen Methuselahs, :func:`methuselah_sets`; burned at once, LSJ 20000309)."""

    n: int
    more: int = 0
    kind: Kind | None = None

    def __call__(self, s: VTESState, p: Play) -> None:
        burns = []
        for t in chosen_seats(p):
            if s.in_game(t):
                extra = self.kind is not None and any(self.kind(s, v) for v, _m in s.ready_minions(t))
                burns.append((t, self.n + (self.more if extra else 0)))
        burn_pools(s, burns)

    def gives(self) -> Gives:
        return tags("chosen-burn-pool") + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class InItsReferendum:
    """ "In this referendum, each priscus gets -N ballot, each non-priscus titled vampire gets -N vote,
    and burning the Edge is worth N additional vote" (a rule of ``hooks.VOTE_CHANGES`` for the
    referendum the card ``card`` called, registered with ``rule(name, hooks.VOTE_CHANGES, ...)``)."""

    card: str
    titled: int = 0
    priscus_ballots: int = 0
    edge: int = 0

    def __call__(self, s: VTESState, ref: Any, uid: int, kind: str) -> int:
        if ref.aplay is None or ref.aplay.card != card_id(self.card):
            return 0
        if kind == "edge":
            return self.edge if uid < 0 else 0
        if uid not in s.minions:
            return 0
        t = title(s, uid)
        if kind == "ballots":
            return self.priscus_ballots if t == PRISCUS else 0
        return self.titled if t is not None and t != PRISCUS else 0


# ------------------------------------------------------------------------ votes taken in one referendum


def political_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """During a political action (before or during its referendum)."""
    a = ctx.action
    return a is not None and a.kind_ == "political"


@dataclass(frozen=True, slots=True)
class FewerVotes(Prim):
    """ "Give each <not kind> vampire -N vote" in the referendum being polled: noted for the action
    (``("this-action", "fewer-votes", kind)``) and read by :class:`FewerVotesRule` (a rule of
    ``hooks.VOTE_CHANGES``)."""

    key: str
    line: str  # what the log says (a marked sentence)
    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        mark = ("this-action", "fewer-votes", self.key)
        s.marks[mark] = int(s.marks.get(mark, 0)) + self.n
        ops.say(s, self.line)

    def gives(self) -> Gives:
        return tags("fewer-votes")


@dataclass(frozen=True, slots=True)
class FewerVotesRule:
    """The votes :class:`FewerVotes` takes: each vampire not of ``kind`` loses them (``key``: the
    word the mark carries)."""

    key: str
    kind: Kind

    def __call__(self, s: VTESState, ref: Any, uid: int, which: str) -> int:
        n = int(s.marks.get(("this-action", "fewer-votes", self.key), 0)) if s.marks else 0
        if not n or which != "votes" or uid not in s.minions or self.kind(s, uid):
            return 0
        return -n


# ------------------------------------------------------------------------ a card put in play for the chosen


@dataclass(frozen=True, slots=True)
class PutInPlayFor(Prim):
    """ "If this referendum is successful, put this card into play" for the Methuselahs chosen (the
    term :func:`methuselah_sets`), remembered on the card (its ``data``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        from .minion import stays

        seats = tuple(chosen_seats(p))
        ops.put_in_play(s, p.card, p.seat, 0, data=seats)
        stays(s)
        names = ", ".join(s.seat_name(t) for t in seats)
        ops.say(s, N_("{card} is put in play for {names}."), card=facts(p.card).name, names=names)

    def gives(self) -> Gives:
        return tags("put-in-play")


@dataclass(frozen=True, slots=True)
class MoreActionsForChosen:
    """A ``master-phase`` effect (:func:`~.pays.phase_of` ``each``): "each chosen Methuselah receives
    N+1 master phase actions during their master phase (instead of one)"."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        pl = s.placed.get(src)
        if pl is not None and seat in pl.data:
            s.phase_actions += self.n


# ------------------------------------------------------------------------ a location changes hands


@terms
def location_and_methuselah(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose a location and a Methuselah" (a location in a Methuselah's area, not contested, and
    another Methuselah than its controller), as one term ``31:p2``."""
    from .inplay import is_location

    for t in s.remaining():
        for v in s.inplay[t]:
            if is_location(s.placed[v].card) and v not in s.contested[t]:
                for other in s.remaining():
                    if other != t:
                        yield (f"{v}:{seat_token(other)}",)


@dataclass(frozen=True, slots=True)
class TakesControl(Prim):
    """ "The chosen Methuselah takes control of the chosen location" (VT-TERM-08)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if not p.targets:
            return
        where, _, who = str(p.targets[0]).partition(":")
        v, t = int(where), token_seat(who)
        if v in s.placed and s.in_game(t):
            ops.steal_placed(s, v, t)
            ops.say(s, N_("{seat} takes control of {card}."), seat=s.seat_name(t), card=facts(s.placed[v].card).name)

    def gives(self) -> Gives:
        return tags("steal-location")


def vampire_and_counters(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Targets: a ready vampire you control and X counters of this card (``x3``)."""
    pl = s.placed.get(src)
    if pl is None:
        return
    for v, _m in s.ready_minions(seat):
        if is_vampire(s, v):
            for n in range(1, pl.counters + 1):
                yield (v, f"x{n}")


@dataclass(frozen=True, slots=True)
class CountersToVotes(Prim):
    """ "Burn X counters from this card to give a vampire you control +X votes" in the referendum
    being polled (cast with its side if it has cast already, VT-VOTE-02)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        pl = s.placed.get(p.source)
        v = p.targets[0] if p.targets else -1
        if ref is None or pl is None or not isinstance(v, int) or v not in s.minions:
            return
        n = min(int(str(p.targets[1])[1:]), pl.counters)
        s.placed[p.source] = pl._replace(counters=pl.counters - n)
        ref.add_votes(s, v, n)
        if s.log is not None:
            name = facts(pl.card).name
            line = said_n(
                "{minion} gets +{n} vote ({card}).",
                "{minion} gets +{n} votes ({card}).",
                n,
                minion=ops.label(s, v),
                card=name,
            )
            ops.tell(s, line)

    def gives(self) -> Gives:
        return Gives(votes=2)


# ------------------------------------------------------------------------ title cards


def is_title_card(card_: int) -> bool:
    """A card standing for a title: "Title." on its first line (VT-SECT-10)."""
    return "Title" in facts(card_).text.split("\n")[0]


def city_held(s: VTESState, uid: int) -> str | None:
    """The city of the city title the vampire holds (whether it still fits its sect or not: "had a
    city title"), "" for one of no known city; None without a city title."""

    m = s.minions[uid]
    if m.title not in CITY_TITLES:
        return None
    return title_city(m) or facts(m.card).city or ""


def may_gain_title(s: VTESState, uid: int, title: str) -> bool:
    """No card forbids the vampire that title (``contests.TITLE_RULES``: Persona Non Grata)."""

    if all(f(s, uid, title) for f in TITLE_RULES):
        return True
    ops.say(s, N_("{minion} cannot gain that title."), minion=ops.label(s, uid))
    return False


@dataclass(frozen=True, slots=True)
class TitleCard(Prim):
    """ "Put this card on this Anarch to represent the unique Anarch title of Baron of <city>": the
    card goes on the acting vampire, who gains the title of the city printed on the card (VT-SECT-03:
    a former title is lost, and the title card standing for it burned, VT-SECT-10; VT-CONT-08: a
    title another vampire claims is contested at once). With ``instead`` (a vampire's name, and its
    sect): "if Lucita is in play and is Sabbat, put this card on her instead" (ready or in torpor, any
    Methuselah's: the card is then its controller's, VT-CARD-45). With ``same_city``: "if he or she
    had a city title, put this card on him or her as a title card to represent the title of baron of
    the same city" (no city title held: the card is not put on)."""

    title: str
    instead: tuple[str, str] = ("", "")
    same_city: bool = False
    on: str = "by"  # "target": on the vampire chosen (the first term: "put on the chosen vampire")

    def host(self, s: VTESState, p: Play) -> int:
        if self.on == "target":
            return p.targets[0] if p.targets and isinstance(p.targets[0], int) else -1
        name, sect = self.instead
        if name:
            for t in s.remaining():
                for uid in s.ready[t] + s.torpor[t]:
                    m = s.minions[uid]
                    if facts(m.card).name.startswith(name) and m.sect == sect:
                        return uid
        return p.by

    def __call__(self, s: VTESState, p: Play) -> None:
        from .minion import stays

        uid = self.host(s, p)
        if uid not in s.minions:
            return
        if not may_gain_title(s, uid, self.title):  # the card is not put on (its title not gained)
            return
        city = city_held(s, uid) if self.same_city else None
        if self.same_city and city is None:
            return
        for old in [c for c in s.minions[uid].cards if c in s.placed and is_title_card(s.placed[c].card)]:
            ops.burn_placed(s, old)
        ops.put_on(s, p.card, p.seat, s.controller(uid), uid)
        stays(s)
        if city is None:
            found = CITY.search(facts(p.card).text)
            city = found.group(1).strip() if found else ""
        ops.say(s, N_("{minion} now holds the title of {card}."), minion=ops.label(s, uid), card=facts(p.card).name)
        gain_title(s, uid, self.title, city=city)

    def gives(self) -> Gives:
        return tags("title") + Gives(votes=2)


@dataclass(frozen=True, slots=True)
class BurnTitleCard(Prim):
    """ "... to burn this card" of a title card in play: it is burned, and the vampire it is on no longer
    holds the title it stands for (VT-SECT-10)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        if pl is None:
            return
        ops.burn_placed(s, p.source)
        host = pl.host
        if host in s.minions and s.minions[host].title is not None:
            city = [x for x in s.minions[host].marks if x.startswith(TITLE_CITY)]
            ops.unmark(s, host, CONTESTED_TITLE, *city)
            s.minions[host] = s.minions[host]._replace(title=None)
            ops.say(s, N_("{minion} no longer holds a title."), minion=ops.label(s, host))

    def gives(self) -> Gives:
        return tags("burn-location")


@dataclass(frozen=True, slots=True)
class TitlesWorthLess:
    """ "During that referendum, non-Anarch titles are worth -1 vote": the referendum called by an
    ability of ``card`` (a rule of ``hooks.VOTE_CHANGES``); a title of no sect ("1 vote") is of its
    vampire's sect (VT-VOTE-09); a title giving no vote (priscus) loses none."""

    card: str
    sect: str = "anarch"
    n: int = 1

    def __call__(self, s: VTESState, ref: Any, uid: int, kind: str) -> int:
        if kind != "votes" or ref.aplay is None or ref.aplay.card >= 0 or uid not in s.minions:
            return 0
        if ref.source_card != card_id(self.card):
            return 0
        t = title(s, uid)
        if t is None or TITLE_SECT.get(t, s.minions[uid].sect) == self.sect:
            return 0
        return -min(self.n, TITLE_VOTES.get(t, 0))


# ------------------------------------------------------------------------ clan Justicars


@dataclass(frozen=True, slots=True)
class Crown(Prim):
    """ "This card is put on the chosen <clan> to represent the unique Camarilla title of <clan>
    Justicar": its title becomes justicar (VT-SECT-03: a former title is lost; a title card standing
    for it is burned, VT-SECT-10; contested at once if another claims it, VT-CONT-08)."""

    clan: str

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if not isinstance(uid, int) or uid not in s.minions or not s.is_ready(uid):
            return
        for other in list(s.minions[uid].cards):
            if other in s.placed and facts(s.placed[other].card).text.startswith("Title."):
                ops.burn_placed(s, other)
        ops.put_on(s, p.card, p.seat, s.controller(uid), uid)
        stays(s)
        ops.say(s, N_("{minion} becomes the {card}."), minion=ops.label(s, uid), card=facts(p.card).name)
        gain_title(s, uid, "justicar", self.clan)

    def gives(self) -> Gives:
        return tags("justicar")


@dataclass(frozen=True, slots=True)
class ClanVotesInIts:
    """ "In this referendum, each (ready) <clan> gets +1 vote": a static lent to the clan's vampire
    cards (``lend_static``), while the referendum of ``card`` is polled."""

    clan: str
    card: int
    n: int = 1

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        ref = current_referendum(s)
        if ref is None or ref.aplay is None or ref.aplay.card != self.card:
            return 0
        return self.n if s.is_ready(uid) and has_clan(s, uid, self.clan) else 0


# ------------------------------------------------------------------------ blood, pool, locks for each


@dataclass(frozen=True, slots=True)
class BloodToEach(Prim):
    """ "Each ready <kind> gains N blood" (from the blood bank); with ``uncontrolled``, "and each
    <kind> in any uncontrolled region" too."""

    n: int
    kind: Kind
    uncontrolled: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        for t in s.remaining():
            for uid in list(s.ready[t]) + (list(s.uncontrolled[t]) if self.uncontrolled else []):
                if uid in s.minions and self.kind(s, uid):
                    got = ops.add_blood(s, uid, self.n)
                    ops.say(s, N_("{minion} gains {n} blood."), minion=ops.label(s, uid), n=got)

    def gives(self) -> Gives:
        return Gives(blood=self.n)


@dataclass(frozen=True, slots=True)
class PoolIfControls(Prim):
    """ "Each Methuselah controlling a <kind> gains N pool" (ready or in torpor)."""

    n: int
    kind: Kind

    def __call__(self, s: VTESState, p: Play) -> None:
        for t in s.remaining():
            if any(self.kind(s, uid) for uid in s.ready[t] + s.torpor[t]):
                ops.gain_pool(s, t, self.n)
                ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(t), n=self.n)

    def gives(self) -> Gives:
        return tags("gain-pool")


@dataclass(frozen=True, slots=True)
class LockChosenClan(Prim):
    """ "Locks all vampires of that clan" (the clan chosen, the first term: :func:`clan_terms`),
    ready or in torpor."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if not p.targets:
            return
        for t in s.remaining():
            for uid in s.ready[t] + s.torpor[t]:
                m = s.minions[uid]
                if is_vampire(s, uid) and not m.locked and slug(clan_of(m) or "") == p.targets[0]:
                    ops.lock(s, uid)
                    ops.say(s, N_("{minion} is locked."), minion=ops.label(s, uid))

    def gives(self) -> Gives:
        return tags("lock-clan")


@dataclass(frozen=True, slots=True)
class BurnEach(Prim):
    """ "Burns all <kind>": every ready minion of the kind ("vampires with a current bleed of 3 or
    more", read before any is burned)."""

    kind: Kind

    def __call__(self, s: VTESState, p: Play) -> None:
        doomed = [uid for t in s.remaining() for uid in s.ready[t] if self.kind(s, uid)]
        for uid in doomed:
            if uid in s.minions:
                ops.say(s, N_("{minion} is burned."), minion=ops.label(s, uid))
                ops.burn(s, uid)

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("burn-minion",)))


def remove_title(s: VTESState, uid: int) -> None:
    """The vampire loses its title: a title card standing for it is burned (VT-SECT-10), its city and
    any contest over it go."""

    for card in list(s.minions[uid].cards):
        if card in s.placed and "Title" in facts(s.placed[card].card).text.split("\n")[0]:
            ops.burn_placed(s, card)
    city = [x for x in s.minions[uid].marks if x.startswith(TITLE_CITY)]
    ops.unmark(s, uid, CONTESTED_TITLE, *city)
    s.minions[uid] = s.minions[uid]._replace(title=None)
    ops.say(s, N_("{minion} no longer holds a title."), minion=ops.label(s, uid))


@dataclass(frozen=True, slots=True)
class LosesTitle(Prim):
    """ "The chosen <prince> loses his or her title" (the vampire chosen, the first term)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if isinstance(uid, int) and uid in s.minions and s.minions[uid].title is not None:
            remove_title(s, uid)

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("lose-title",)))


@dataclass(frozen=True, slots=True)
class EdgeForTitle(Prim):
    """ "You burn the Edge to remove that vampire's title and burn N pool from his or her controller"
    (the vampire chosen, the first term): nothing without the Edge any more; a title card standing for
    the title is burned (VT-SECT-10)."""

    pool: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if s.edge != p.seat or not isinstance(uid, int) or uid not in s.minions:
            return
        s.edge = CENTRE
        ops.say(s, N_("{seat} burns the Edge."), seat=s.seat_name(p.seat))
        remove_title(s, uid)
        burn_pools(s, [(s.controller(uid), self.pool)])

    def gives(self) -> Gives:
        return Gives(harmful=True, burn_pool=self.pool, tags=frozenset(("burn-edge",)))


@dataclass(frozen=True, slots=True)
class NextPassesAutomatically(Prim):
    """ "The next referendum a vampire you control calls this turn passes automatically" (no polling:
    ``politics.Referendum.run``); ``sect``: "the first referendum a <sect> vampire you control calls on
    this turn"."""

    sect: str = ""

    def __call__(self, s: VTESState, p: Play) -> None:
        s.marks[(AUTO_PASS, p.seat)] = self.sect or True

    def gives(self) -> Gives:
        return tags("auto-pass")


@dataclass(frozen=True, slots=True)
class OnlySectCasts:
    """ "Non-<sect> vampires cannot cast votes or ballots during this referendum" for a referendum of
    an action carrying the flag ``flag`` (the card played on it), registered with ``rule(name,
    core.CAST_ALLOWED, ...)``."""

    flag: str
    sect: str
    card: str = ""  # or: during the referendum of this political action card ("during this referendum")
    barred: bool = False  # "<sect> vampires cannot cast votes or ballots" (the sect barred, not the only one)

    def __call__(self, s: VTESState, ref: Any, source: Any, seat: int, side: str) -> bool:
        if not isinstance(source, int) or source not in s.minions:
            return True
        if self.card:
            if ref is None or ref.aplay is None or ref.aplay.card != card_id(self.card):
                return True
        else:
            a = action_of(s)
            if a is None or self.flag not in a.flags:
                return True
        return (s.minions[source].sect == self.sect) != self.barred


# ------------------------------------------------------------------------ Poison Pill

#: ``s.marks[(MIRRORED, seat)]``: the political action whose referendum mirrors ``seat``'s pool loss.
MIRRORED = "mirrored-pool-loss"


@dataclass(frozen=True, slots=True)
class MirrorPoolLoss(Prim):
    """ "If the referendum passes and the effect of the referendum causes you to lose pool, the
    controller of the acting vampire loses the same amount of pool": every loss counts, gains do not
    offset it (rulings ANK 20180719-2, ANK 20180813); watched from the referendum's passing to the end
    of its political action (its terms' questions included)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            s.marks[(MIRRORED, p.seat)] = a.serial

    def gives(self) -> Gives:
        return tags("mirror-pool-loss")


def mirror_watch(s: VTESState, info: dict[str, Any]) -> None:
    """The referendum passes: the losses of the Methuselahs who played the card are counted."""
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == (MIRRORED,)]:
        s.marks[(ops.POOL_WATCH, key[1])] = 0


def mirror_loss(s: VTESState, info: dict[str, Any]) -> None:
    """The political action is over: the acting vampire's controller loses what each lost."""
    course = info["course"]
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == (MIRRORED,)]:
        if s.marks[key] != course.serial:
            continue
        del s.marks[key]
        lost = int(s.marks.pop((ops.POOL_WATCH, key[1]), 0))
        if lost > 0 and s.in_game(course.actor_seat):
            ops.say(
                s,
                N_("{seat} loses {n} pool, as much as {seat2} lost."),
                seat=s.seat_name(course.actor_seat),
                n=lost,
                seat2=s.seat_name(key[1]),
            )
            ops.burn_pool(s, course.actor_seat, lost)


listen("referendum-passing", mirror_watch)
listen("action-end", mirror_loss)


#: ``s.marks[("this-action", LOCK_IF_PASSED, vampire)]``: locked at the end of the action if its
#: referendum passed.
LOCK_IF_PASSED = "lock-if-passed"


@dataclass(frozen=True, slots=True)
class LockIfPassed(Prim):
    """ "Lock that vampire at the end of the action if the referendum passes" (the vampire chosen)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.targets and isinstance(p.targets[0], int):
            s.marks[("this-action", LOCK_IF_PASSED, p.targets[0])] = True

    def gives(self) -> Gives:
        return tags("lock-if-passed") + Gives(harmful=True)


def lock_if_passed(s: VTESState, info: dict[str, Any]) -> None:
    course = info["course"]
    passed = isinstance(course.result, tuple) and bool(course.result[0])
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:2] == ("this-action", LOCK_IF_PASSED)]:
        if passed and key[2] in s.minions and s.is_ready(key[2]):
            ops.lock(s, key[2])


listen("action-end", lock_if_passed)


@dataclass(frozen=True, slots=True)
class FailsIfTitled(Prim):
    """ "If the referendum requires a titled vampire, the referendum fails" (the political action card
    that called it says "Requires a titled vampire")."""

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        card = ref.aplay.card if ref is not None and ref.aplay is not None else -1
        cd = CARDS.get(card) if card >= 0 else None
        if cd is not None and "titled" in cd.requires_text.lower():
            ref.fails = True  # type: ignore[union-attr]
            ops.say(s, N_("The referendum requires a titled vampire: it fails."))

    def gives(self) -> Gives:
        return tags("referendum-fails")


#: ``s.marks[("this-action", AGAINST_BURN)]``: pool each Methuselah casting against burns once tallied.
AGAINST_BURN = "against-burn"


@dataclass(frozen=True, slots=True)
class AgainstBurn(Prim):
    """ "Methuselahs casting (including controlling a minion casting) votes or ballots against the
    referendum burn N pool once results are tallied" (not when it is cancelled: not tallied, ruling
    LSJ 20010209)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        key = ("this-action", AGAINST_BURN)
        s.marks[key] = int(s.marks.get(key, 0)) + self.n

    def gives(self) -> Gives:
        return tags("against-burn")


def against_burn(s: VTESState, info: dict[str, Any]) -> None:
    ref = info["referendum"]
    n = int(s.marks.pop(("this-action", AGAINST_BURN), 0)) if s.marks else 0
    if not n or ref.cancelled:
        return
    seats = sorted({seat for _src, seat, side, votes, ballots in ref.cast if side == "against" and (votes or ballots)})
    burn_pools(s, [(t, n) for t in seats])


listen("referendum-end", against_burn)


# ------------------------------------------------------------------------ the referendum fails


def own_in_terms(kind: Kind) -> Any:
    """ "If a ready X you control ... is chosen by the acting Methuselah in the terms of a referendum"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        ref = ctx.referendum
        if ref is None or ref.aplay is None:
            return False
        return any(
            isinstance(t, int) and t in s.minions and s.controller(t) == seat and s.is_ready(t) and kind(s, t)
            for t in ref.aplay.targets
        )

    return pred


@dataclass(frozen=True, slots=True)
class ReferendumFails(Prim):
    """ "Unlock the acting minion and have the referendum fail" (the referendum being polled)."""

    unlock_actor: bool = True

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        if ref is None:
            return
        ref.fails = True
        a = action_of(s)
        if self.unlock_actor and a is not None and a.actor in s.minions:
            ops.unlock(s, a.actor)
        ops.say(s, N_("The referendum fails."))

    def gives(self) -> Gives:
        return tags("referendum-fails")


def not_automatic(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable on a referendum that is automatically passing"."""
    ref = ctx.referendum
    return ref is not None and not ref.automatic


def once_each_game_per_methuselah(key: str) -> Any:
    """ "Each Methuselah may play only one X each game" (noted by :class:`InGameEach` as it is played)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return ("once-in-game", key, seat) not in s.game_marks

    return pred


@dataclass(frozen=True, slots=True)
class InGameEach:
    """Notes "each Methuselah may play only one X each game" for the player, as the card is played (a
    rule of ``core.AS_PLAYED``, keyed by the card id: a cancelled card was played too)."""

    key: str

    def __call__(self, s: VTESState, p: Play, use: Any = None) -> None:
        s.game_marks[("once-in-game", self.key, p.seat)] = True


# ------------------------------------------------------------------------ allies, weapons burned unless kept


@dataclass(frozen=True, slots=True)
class BurnedUnlessKept(Prim):
    """ "All allies (``ally``) / weapons (``weapon``) / locations (``location``) are burned. Any Methuselah can keep an ally or
    allies he or she controls by repaying their pool cost to recruit" / "may keep any of his or her
    minions' weapons by repaying their pool cost to equip": each Methuselah in turn from the caller is
    asked, card by card, to keep it for its printed pool cost (a blood cost, or none, is 0 pool: RTR
    20010710; burning it all the same may be chosen, ANK 20190724); then each one not kept is burned
    (called with none in play, nothing happens, RTR 20010710)."""

    what: str = "ally"

    def __call__(self, s: VTESState, p: Play) -> None:
        order = s.remaining()
        if p.seat in order:
            order = order[order.index(p.seat) :] + order[: order.index(p.seat)]
        items = tuple(u for t in order for u in self.items(s, t))
        ask_keep(s, (self, items, ()))

    def items(self, s: VTESState, seat: int) -> list[int]:
        """The allies (minion uids) or weapons (card uids) ``seat`` controls."""

        minions = s.ready[seat] + s.torpor[seat]
        if self.what == "ally":
            return [u for u in minions if is_ally(s, u)]
        if self.what == "location":
            from .inplay import is_location

            return [v for v in s.inplay[seat] if is_location(s.placed[v].card) and v not in s.contested[seat]]
        cards = [c for u in minions for c in s.minions[u].cards if c in s.placed]
        return [c for c in cards if s.placed[c].controller == seat and weapon_card(s.placed[c].card)]

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset((f"burn-{self.what}s",)))


def kept_cost(s: VTESState, uid: int) -> int:
    card = s.minions[uid].card if uid in s.minions else s.placed[uid].card
    return cost_of(s, card, 0)[1]


def kept_name(s: VTESState, uid: int) -> str:
    return ops.label(s, uid) if uid in s.minions else facts(s.placed[uid].card).name


def kept_seat(s: VTESState, uid: int) -> int:
    return s.controller(uid) if uid in s.minions else s.placed[uid].controller if uid in s.placed else -1


def ask_keep(s: VTESState, args: tuple[Any, ...]) -> None:
    """The next card's controller keeps it for its pool cost, or lets it burn; after the last, those
    not kept burn."""

    rule, left, kept = args
    left = tuple(u for u in left if kept_seat(s, u) >= 0 and s.in_game(kept_seat(s, u)))
    if not left:
        for uid in [u for t in s.remaining() for u in rule.items(s, t) if u not in kept]:
            if uid in s.minions:
                ops.say(s, N_("{minion} is burned."), minion=ops.label(s, uid))
                ops.burn(s, uid)
            elif uid in s.placed:
                ops.say(s, N_("{card} is burned."), card=facts(s.placed[uid].card).name)
                ops.burn_placed(s, uid)
        return
    uid, seat = left[0], kept_seat(s, left[0])
    n = kept_cost(s, uid)
    choices = [Action("keep", (uid,))] if s.pool[seat] >= n else []
    question = said(N_("Keep {minion} by paying {n} pool, or let it burn."), minion=kept_name(s, uid), n=n)
    ask(s, seat, question, [*choices, Action("decline", (uid,))], kept_or_not, args)  # declined: it burns


def kept_or_not(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    rule, left, kept = args
    uid = left[0]
    seat = kept_seat(s, uid)
    if action.verb == "keep" and seat >= 0 and s.in_game(seat):
        n = kept_cost(s, uid)
        ops.say(s, N_("{seat} pays {n} pool to keep {minion}."), seat=s.seat_name(seat), n=n, minion=kept_name(s, uid))
        ops.burn_pool(s, seat, n)
        kept = (*kept, uid)
    ask_keep(s, (rule, left[1:], kept))


# ------------------------------------------------------------------------ unlock the chosen


def younger_kin(s: VTESState, uid: int) -> list[int]:
    """ "Younger vampires of the same clan as this acting vampire. If this vampire is Laibon, you may
    choose younger Laibon regardless of clan": ready vampires of any Methuselah."""

    if uid not in s.minions:
        return []
    clan = clan_of(s.minions[uid])
    laibon = s.minions[uid].sect == "laibon"
    cap = capacity(s, uid)
    return [
        v
        for _t, v, m in s.all_ready()
        if v != uid
        and is_vampire(s, v)
        and capacity(s, v) < cap
        and ((clan is not None and has_clan(s, v, clan)) or (laibon and m.sect == "laibon"))
    ]


def younger_kin_sets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose X younger vampires ..." (:func:`younger_kin`), X the blood the card costs (the play's
    X, its action's): every set of X of them (as many as are left, if fewer), as one term ``17+19``
    (``none`` for X = 0). Played, it needs X of them (:class:`XChosen`)."""
    a = ctx.action
    kin = younger_kin(s, uid)
    x = a.aplay.x if a is not None and a.aplay is not None else len(kin)
    k = min(x, len(kin))
    if k == 0:
        yield (NONE,)
        return
    for combo in combinations(kin, k):
        yield (combo[0] if k == 1 else "+".join(str(v) for v in combo),)  # one vampire: its uid


@dataclass(frozen=True, slots=True)
class XChosen:
    """ "Choose X <minions>": the card is played only with an X that many of them can meet (the
    terms cannot be met otherwise, LSJ 20100129); a rule of ``core.TARGET_RULES`` (``candidates``:
    the minions that may be chosen, for the minion playing the card)."""

    card: str
    candidates: Callable[[VTESState, int], list[int]]

    @property
    def plays(self) -> int:
        """The one card whose plays this rule concerns (``hooks.active_for``)."""
        return card_id(self.card)

    def __call__(self, s: VTESState, ctx: Ctx, p: Play) -> bool:
        if p.card < 0 or p.card != card_id(self.card) or ctx.moment == "terms":
            return True
        return p.x <= len(self.candidates(s, p.by))


@dataclass(frozen=True, slots=True)
class UnlockChosen(Prim):
    """ "Unlock this acting vampire and the chosen vampires" (the term: ``17+19`` or ``none``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        chosen = [int(w) for w in str(p.targets[0]).split("+") if w.isdigit()] if p.targets else []
        for v in [p.by, *chosen]:
            if v in s.minions and s.minions[v].locked:
                ops.unlock(s, v)
                ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, v))

    def gives(self) -> Gives:
        return Gives(unlock=True)


#: ``s.marks[(CALLED, card)]``: a referendum was called on that political action card this turn.
CALLED = "referendum-called"


def note_called(s: VTESState, info: dict[str, Any]) -> None:
    ref = info["referendum"]
    if ref.aplay is not None and ref.aplay.card >= 0:
        s.marks[(CALLED, ref.aplay.card)] = True


listen("referendum-end", note_called)


def once_called_each_turn(name: str) -> Any:
    """ "Only one <name> can be called each turn": no referendum called on it yet this turn (noted as
    each referendum ends, passed, failed or cancelled)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return (CALLED, card_id(name)) not in s.marks

    return pred


# ------------------------------------------------------------------------ the ash heap back to the library


@dataclass(frozen=True, slots=True)
class AshToLibrary(Prim):
    """ "Each chosen Methuselah chooses up to N library cards in their ash heap and shuffles them into
    their library" (the chosen Methuselahs: :func:`methuselah_sets`), in turn, one card at a time (the
    ash heap is public)."""

    n: int = 3

    def __call__(self, s: VTESState, p: Play) -> None:
        ask_ash(s, (tuple(chosen_seats(p)), self.n, self.n, 0))

    def gives(self) -> Gives:
        return tags("ash-to-library")


def ask_ash(s: VTESState, args: tuple[Any, ...]) -> None:
    """The first Methuselah left chooses one more card (``left`` of the ``n``), or is done: their
    library is shuffled and the next one chooses."""

    seats, n, left, taken = args
    seats = tuple(t for t in seats if s.in_game(t))
    if not seats:
        return
    seat = seats[0]
    slugs = sorted({facts(c).slug for c in s.ash[seat] if not facts(c).crypt})
    if left <= 0 or not slugs:
        s.rng.shuffle(s.library[seat])
        if taken:
            ops.say(s, N_("{seat} shuffles their library."), seat=s.seat_name(seat))
        ask_ash(s, (seats[1:], n, n, 0))
        return
    choices = [Action("choose", (c,)) for c in slugs] + [Action("done")]
    question = N_("Choose a library card in your ash heap to shuffle into your library, or done.")
    ask(s, seat, question, choices, ash_chosen, (seats, n, left, taken))


def ash_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seats, n, left, taken = args
    seat = seats[0]
    if action.verb != "choose":
        ask_ash(s, (seats, n, 0, taken))
        return
    c = next(c for c in reversed(s.ash[seat]) if facts(c).slug == action.args[0])
    s.ash[seat].remove(c)
    s.library[seat].append(c)
    ops.say(s, N_("{seat} chooses {card} from their ash heap."), seat=s.seat_name(seat), card=facts(c).name)
    ask_ash(s, (seats, n, left - 1, taken + 1))


# ------------------------------------------------------------------------ removed from the game after its action

#: :class:`RemovedAfterAction` records (``rule(name, REMOVED_AFTER, ...)``).
REMOVED_AFTER: list[Any] = []
#: ``s.marks[("this-action", REMOVED)]``: the action card to remove from the game once its action ends.
REMOVED = "removed-after-action"


@dataclass(frozen=True, slots=True)
class RemovedAfterAction:
    """ "Remove this card from the game, even if the action or the referendum fails or is canceled":
    once its action ends, the card is removed from the game instead of going to the ash heap (or back
    to its owner's hand, a cancelled referendum)."""

    card: str

    def __call__(self, s: VTESState, card: int) -> bool:
        return card == card_id(self.card)


def note_removed(s: VTESState, info: dict[str, Any]) -> None:
    course = info["course"]
    card = course.aplay.card if course.aplay is not None else -1
    if card >= 0 and course.ability is None and any(r(s, card) for r in REMOVED_AFTER):
        s.marks[("this-action", REMOVED)] = card


def remove_after(s: VTESState, info: dict[str, Any]) -> None:
    """The action is over: its card, wherever the action sent it (the ash heap, back to the hand) or
    is about to send it (an unsuccessful action's card, burned as the action ends), is removed."""
    course = info["course"]
    card = s.marks.get(("this-action", REMOVED)) if s.marks else None
    if not isinstance(card, int):
        return
    seat = course.actor_seat
    if course.aplay is not None and course.aplay.card == card and not course.successful:
        course.aplay = course.aplay._replace(card=-2)  # not burned by the action's end
    elif card in s.ash[seat]:
        s.ash[seat].reverse()
        s.ash[seat].remove(card)
        s.ash[seat].reverse()
    elif card in s.hand[seat]:
        ops.take_from_hand(s, seat, card)
        ops.refill(s, seat)
    else:
        return
    s.removed[seat].append(card)
    ops.say(s, N_("{card} is removed from the game."), card=facts(card).name)


listen("announce", note_removed)
listen("action-end", remove_after)


# ------------------------------------------------------------------------ an equipment changes hands


@terms
def equipment_and_vampire(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose an equipment and a vampire": an equipment card in play (on a minion, not contested) and
    a ready vampire other than the one holding it, who may carry it (``actions.may_carry``), as one
    term ``31:17``."""

    for e, pl in sorted(s.placed.items()):
        if not is_equipment(s, e) or pl.host not in s.minions or any(e in z for z in s.contested):
            continue
        for _t, v, _m in s.all_ready():
            if v != pl.host and is_vampire(s, v) and may_carry(s, v, pl.card):
                yield (f"{e}:{v}",)


@dataclass(frozen=True, slots=True)
class TakesEquipment(Prim):
    """ "The chosen vampire takes control of the chosen equipment": the card moves onto that vampire,
    under its controller's control (VT-TERM-08, VT-CARD-45)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if not p.targets:
            return
        e, _, v = str(p.targets[0]).partition(":")
        card, uid = int(e), int(v)
        if card in s.placed and uid in s.minions and s.is_ready(uid):
            ops.move_placed(s, card, uid)
            ops.say(
                s,
                N_("{minion} takes control of {card}."),
                minion=ops.label(s, uid),
                card=facts(s.placed[card].card).name,
            )

    def gives(self) -> Gives:
        return tags("steal-equipment")


# ------------------------------------------------------------------------ if the acting vampire is


@dataclass(frozen=True, slots=True)
class IfActing(Prim):
    """ "If this vampire is <kind>, <effect>" (the vampire playing the card, as the effect applies:
    "if this vampire is Ventrue antitribu, he or she unlocks during your next discard phase")."""

    kind: Kind
    then: Prim

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions and self.kind(s, p.by):
            self.then(s, p)

    def gives(self) -> Gives:
        return gives_of(self.then)


# ------------------------------------------------------------------------ pool for the prey's ash heap


@dataclass(frozen=True, slots=True)
class BurnPerPreyAsh(Prim):
    """ "Each Methuselah burns X pool, where X is the number of vampires in his or her prey's ash heap"
    (the crypt cards there; counted, then burned at once, LSJ 20000309)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        counts = [(t, sum(1 for c in s.ash[s.prey(t)] if facts(c).crypt)) for t in s.remaining()]
        burn_pools(s, counts)

    def gives(self) -> Gives:
        return tags("burn-pool-per-ash") + Gives(harmful=True)


# ------------------------------------------------------------------------ a Methuselah and / or a location


def methuselah_or_location(both: Kind) -> Terms:
    """ "Choose a Methuselah or a location. If this acting vampire is <both>, you can choose both
    instead": ``p2``, a location ``31`` (in play, not contested), or ``p2:31``."""

    @terms
    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        from .inplay import is_location

        seats = [seat_token(t) for t in s.remaining()]
        places = [
            v for t in s.remaining() for v in s.inplay[t] if is_location(s.placed[v].card) and v not in s.contested[t]
        ]
        yield from ((w,) for w in seats)
        yield from ((v,) for v in places)
        if uid in s.minions and both(s, uid):
            yield from ((f"{w}:{v}",) for w in seats for v in places)

    return targets


@dataclass(frozen=True, slots=True)
class BurnPoolAndLocation(Prim):
    """ "The chosen Methuselah burns N pool and the chosen location is burned" (whichever was chosen:
    :func:`methuselah_or_location`)."""

    n: int = 3

    def __call__(self, s: VTESState, p: Play) -> None:
        if not p.targets:
            return
        for part in str(p.targets[0]).split(":"):
            if part.startswith("p"):
                burn_pools(s, [(token_seat(part), self.n)])
            elif part.isdigit() and int(part) in s.placed:
                ops.say(s, N_("{card} is burned."), card=facts(s.placed[int(part)].card).name)
                ops.burn_placed(s, int(part))

    def gives(self) -> Gives:
        return Gives(harmful=True, burn_pool=self.n, tags=frozenset(("burn-location",)))


# ------------------------------------------------------------------------ a tax at each unlock phase, or a turn skipped

#: ``game_marks[(TAX_PAID, card)]``: the pool its controller burned by the card's effect;
#: ``game_marks[(TURNS_SKIPPED, card)]``: the turns its controller skipped since it came into play.
TAX_PAID = "unlock-tax-paid"
TURNS_SKIPPED = "turns-skipped"


def burn_tax_card(s: VTESState, src: int) -> None:
    ops.say(s, N_("{card} is burned."), card=facts(s.placed[src].card).name)
    ops.burn_placed(s, src)


@dataclass(frozen=True, slots=True)
class UnlockTax:
    """ "Each Methuselah must burn N pool during his or her unlock phase ... Burn this card when the
    controller has ... burned a total of M pool by this effect" (an unlock-phase effect of the card
    in play, each copy its own: RTR 19941222; ordered with the others, ANK 20210110)."""

    n: int = 2
    most: int = 6

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        pl = s.placed.get(src)
        if pl is None:
            return
        ops.say(s, N_("{seat} burns {n} pool ({card})."), seat=s.seat_name(seat), n=self.n, card=facts(pl.card).name)
        ops.burn_pool(s, seat, self.n)
        if seat != pl.controller or src not in s.placed:
            return
        paid = int(s.game_marks.get((TAX_PAID, src), 0)) + self.n
        s.game_marks[(TAX_PAID, src)] = paid
        if paid >= self.most:
            burn_tax_card(s, src)


@dataclass(frozen=True, slots=True)
class TurnSkippable:
    """ "A Methuselah can choose to skip his or her entire turn. Burn this card when the controller has
    skipped K turns" while a card of that name is in play (a rule of ``phases.SKIP_TURN``; the turns
    its controller skips count for each of their copies, RTR 19941222; one or the other count must be
    met in full, LSJ 20031011)."""

    card: str
    skips: int = 3

    def copies(self, s: VTESState) -> list[int]:
        cid = card_id(self.card)
        return [v for t in s.remaining() for v in s.inplay[t] if s.placed[v].card == cid]

    def offered(self, s: VTESState, seat: int) -> bool:
        return bool(self.copies(s))

    def skipped(self, s: VTESState, seat: int) -> None:
        for src in self.copies(s):
            if s.placed[src].controller != seat:
                continue
            n = int(s.game_marks.get((TURNS_SKIPPED, src), 0)) + 1
            s.game_marks[(TURNS_SKIPPED, src)] = n
            if n >= self.skips:
                burn_tax_card(s, src)


# ------------------------------------------------------------------------ a referendum called by an ability, at a cost

#: :class:`ReferendumCost` records (``rule(name, REFERENDUM_COSTS, ...)``).
REFERENDUM_COSTS: list[Any] = []


@dataclass(frozen=True, slots=True)
class ReferendumCost:
    """ "Vampires can call a referendum to burn this card as a +1 stealth political action that costs
    N pool": the cost is paid once the action succeeds (VT-ACT-05), whatever the referendum's outcome
    (paid as it ends, passed, failed or cancelled)."""

    card: str
    pool: int = 1


def pay_referendum_cost(s: VTESState, info: dict[str, Any]) -> None:
    ref = info["referendum"]
    if ref.aplay is None or ref.aplay.card >= 0 or ref.source_card < 0:
        return
    for r in REFERENDUM_COSTS:
        if ref.source_card == card_id(r.card) and s.in_game(ref.caller):
            ops.say(s, N_("{seat} burns {n} pool ({card})."), seat=s.seat_name(ref.caller), n=r.pool, card=r.card)
            ops.burn_pool(s, ref.caller, r.pool)


listen("referendum-end", pay_referendum_cost)


# ------------------------------------------------------------------------ the prey ousted


@dataclass(frozen=True, slots=True)
class PreyOusted:
    """An ``ousted`` event of a card in play: "after your prey is ousted, burn this card and gain N
    additional pool" (its controller, still in the game)."""

    gain: int = 3

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        pl = s.placed.get(src)
        if pl is None or not s.in_game(pl.controller):
            return
        if any(p == pl.controller for t, p in zip(info["seats"], info["preds"], strict=True) if t != p):
            ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
            ops.burn_placed(s, src)
            ops.gain_pool(s, pl.controller, self.gain)
            ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(pl.controller), n=self.gain)


# ------------------------------------------------------------------------ votes of a clan while a card is in play


@dataclass(frozen=True, slots=True)
class UntitledClanVote:
    """ "Each non-titled <clan> gets 1 vote (this is not a title)": a static of the card in play for
    every minion (``static(..., everywhere=True)``); several copies give 1 vote in all (LSJ 20010819)."""

    card: str
    clan: str

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        cid = card_id(self.card)
        copies = [v for t in s.remaining() for v in s.inplay[t] if s.placed[v].card == cid]
        if not copies or src != min(copies) or uid not in s.minions or not is_vampire(s, uid):
            return 0
        return 1 if s.minions[uid].title is None and has_clan(s, uid, self.clan) else 0


# ------------------------------------------------------------------------ blood hunts


def blood_hunt_on(kind: Kind) -> Any:
    """During the polling of a blood hunt called on a <kind> ("a blood hunt called on a Brujah antitribu")."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        ref = ctx.referendum
        return ref is not None and ref.rkind == BLOOD_HUNT and ref.subject in s.minions and kind(s, ref.subject)

    return pred


@dataclass(frozen=True, slots=True)
class CancelBloodHunt(Prim):
    """ "Cancel a blood hunt": the blood hunt being polled is cancelled, not tallied (its diablerist is
    not burned)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        if ref is None or ref.rkind != BLOOD_HUNT:
            return
        ref.cancelled = True
        ops.say(s, N_("The blood hunt is cancelled."))
        ref.closed(s)

    def gives(self) -> Gives:
        return tags("cancel-referendum")


# ------------------------------------------------------------------------ lock each


@dataclass(frozen=True, slots=True)
class LockEach(Prim):
    """ "Lock all <kind>": every ready minion of the kind, any Methuselah's."""

    kind: Kind

    def __call__(self, s: VTESState, p: Play) -> None:
        for t in s.remaining():
            for uid in list(s.ready[t]):
                if self.kind(s, uid) and not s.minions[uid].locked:
                    ops.lock(s, uid)
                    ops.say(s, N_("{minion} is locked."), minion=ops.label(s, uid))

    def gives(self) -> Gives:
        return tags("lock-clan")


# ------------------------------------------------------------------------ pool for clans, from the richer, per card


@dataclass(frozen=True, slots=True)
class PoolPerClans(Prim):
    """ "Each Methuselah gains X pool, where X is the number of clans to which his or her ready
    vampires belong"."""

    def __call__(self, s: VTESState, p: Play) -> None:
        for t in s.remaining():
            n = len({clan_of(s.minions[v]) for v in s.ready[t] if is_vampire(s, v)} - {None})
            if n:
                ops.gain_pool(s, t, n)
                ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(t), n=n)

    def gives(self) -> Gives:
        return tags("gain-pool")


@dataclass(frozen=True, slots=True)
class StealFromRicher(Prim):
    """ "You steal N pool from each Methuselah who has more pool than you do" (compared before any
    moves)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        richer = [t for t in s.remaining() if t != p.seat and s.pool[t] > s.pool[p.seat]]
        for t in richer:
            k = min(self.n, s.pool[t])
            ops.say(s, N_("{seat} steals {n} pool from {seat2}."), seat=s.seat_name(p.seat), n=k, seat2=s.seat_name(t))
            ops.gain_pool(s, p.seat, k)
        burn_pools(s, [(t, min(self.n, s.pool[t])) for t in richer])

    def gives(self) -> Gives:
        return tags("steal-pool")


@dataclass(frozen=True, slots=True)
class GainThenBurnPerCard(Prim):
    """ "Each Methuselah gains N pool. Each Methuselah then burns 1 pool for each equipment, location or
    retainer card he or she controls" (each card counts, LSJ 20071005-2; burned at once)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        for t in s.remaining():
            ops.gain_pool(s, t, self.n)
            ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(t), n=self.n)
        burn_pools(s, [(t, sum(1 for _v in cards_counted(s, t))) for t in s.remaining()])

    def gives(self) -> Gives:
        return tags("burn-pool-per-card")


def cards_counted(s: VTESState, seat: int) -> Iterator[int]:
    """The equipment, location and retainer cards ``seat`` controls (in play)."""
    from .inplay import is_location

    for v, pl in s.placed.items():
        if pl.controller != seat:
            continue
        f = facts(pl.card)
        if is_equipment(s, v) or is_location(pl.card) or f.is_type("Retainer"):
            yield v


# ------------------------------------------------------------------------ one per Methuselah, bleed while the prey has a vampire in torpor


def none_controlled(name: str) -> Any:
    """ "A Methuselah can have only one <name>": none in play controlled by the player."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        cid = card_id(name)
        return not any(s.placed[v].card == cid for v in s.inplay[seat])

    return pred


@dataclass(frozen=True, slots=True)
class BleedWhilePreyTorpor:
    """ "While your prey controls a vampire in torpor, vampires you control get +N bleed": a static of
    the card in play for every minion (``static(..., everywhere=True)``)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        pl = s.placed.get(src)
        if pl is None or pl.host >= 0 or uid not in s.minions or s.controller(uid) != pl.controller:
            return 0
        prey = s.prey(pl.controller)
        if not is_vampire(s, uid) or not any(is_vampire(s, v) for v in s.torpor[prey]):
            return 0
        return self.n


# ------------------------------------------------------------------------ the blocking vampire burns blood


@dataclass(frozen=True, slots=True)
class BlockerBurnsBlood:
    """ "If a vampire blocks this vampire, the blocking vampire burns N blood before block resolution"
    (a ``blocked`` event of the card on the acting vampire)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        from .inplay import bearer

        course, blocker = info["course"], info.get("blocker", -1)
        if course.actor != bearer(s, src) or blocker not in s.minions or not is_vampire(s, blocker):
            return
        ops.say(
            s,
            N_("{minion} burns {n} blood ({card})."),
            minion=ops.label(s, blocker),
            n=self.n,
            card=facts(s.placed[src].card).name,
        )
        ops.burn_blood(s, blocker, self.n)


# ------------------------------------------------------------------------ the pool for the next oust


@terms
def oust_pool_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose a number from 1 to 12" (``pool1`` to ``pool12``)."""
    for k in range(1, 13):
        yield (pool_word(k),)


@dataclass(frozen=True, slots=True)
class OustPoolNext(Prim):
    """ "This is the amount of pool the next predator will earn for ousting his or her prey (instead of
    the usual 6 pool)" (the number chosen: ``ops.OUST_POOL_NEXT``, read by ``ops.oust``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if not p.targets:
            return
        n = pool_of(p.targets[0])
        s.game_marks[ops.OUST_POOL_NEXT] = n
        ops.say(s, N_("The next predator to oust their prey earns {n} pool."), n=n)

    def gives(self) -> Gives:
        return tags("oust-pool")


# ------------------------------------------------------------------------ points of blood allocated among vampires


def blood_allocations(most: int) -> Terms:
    """ "Allocate X points among one or more ready vampires, where X is half the capacity of the acting
    vampire (rounded up). No more than N points can be allocated to each vampire": each way, as X
    targets naming a vampire once per point (in the order of the table); not playable without room for
    all X points (LSJ 20010810)."""

    @terms
    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        if uid not in s.minions:
            return
        x = -(-capacity(s, uid) // 2)
        vampires = [v for _t, v, _m in s.all_ready() if is_vampire(s, v)]
        for combo in combinations_with_replacement(vampires, x):
            if all(combo.count(v) <= most for v in set(combo)):
                yield combo

    return targets


@dataclass(frozen=True, slots=True)
class BloodPerPoint(Prim):
    """ "Each vampire burns 1 blood for each point allocated" (a vampire named once per point)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        for v in sorted(set(p.targets), key=p.targets.index):
            n = p.targets.count(v)
            if isinstance(v, int) and v in s.minions:
                name = facts(p.card).name if p.card >= 0 else ""
                ops.say(s, N_("{minion} burns {n} blood ({card})."), minion=ops.label(s, v), n=n, card=name)
                ops.burn_blood(s, v, n)

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("burn-blood",)))


# ------------------------------------------------------------------------ chosen Methuselahs: the Edge, pool


@terms
def any_methuselah(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose a Methuselah" (yourself included)."""
    for t in s.remaining():
        yield (seat_token(t),)


@terms
def edge_holder(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Select the Methuselah with the Edge" (none held: the card cannot be played, LSJ 20100129)."""
    if s.edge >= 0 and s.in_game(s.edge):
        yield (seat_token(s.edge),)


@dataclass(frozen=True, slots=True)
class EachBurnsChosenMore(Prim):
    """ "Each Methuselah burns N pool and the chosen Methuselah burns M additional pool" (``each`` 0:
    only the chosen Methuselah burns M: "that Methuselah burns 1 pool"), at once."""

    each: int = 1
    more: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        chosen = token_seat(p.targets[0]) if p.targets else -1
        burn_pools(s, [(t, self.each + (self.more if t == chosen else 0)) for t in s.remaining()])

    def gives(self) -> Gives:
        return Gives(harmful=True, burn_pool=self.more)


@dataclass(frozen=True, slots=True)
class GivesEdge(Prim):
    """ "The chosen Methuselah gets the Edge" (VT-EDGE-01)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        t = token_seat(p.targets[0]) if p.targets else -1
        if s.in_game(t):
            s.edge = t
            ops.say(s, N_("{seat} gets the Edge."), seat=s.seat_name(t))

    def gives(self) -> Gives:
        return tags("edge")


@terms
def at_least_half(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose at least half of the Methuselahs in the game": every such set, as one term ``p1+p3``."""
    seats = s.remaining()
    for k in range(-(-len(seats) // 2), len(seats) + 1):
        for combo in combinations(seats, k):
            yield ("+".join(seat_token(t) for t in combo),)


@dataclass(frozen=True, slots=True)
class ChosenBurnOthersGain(Prim):
    """ "Each chosen Methuselah burns N pool and each of the other Methuselahs gains N pool"."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        chosen = set(chosen_seats(p))
        for t in s.remaining():
            if t not in chosen:
                ops.gain_pool(s, t, self.n)
                ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(t), n=self.n)
        burn_pools(s, [(t, self.n) for t in s.remaining() if t in chosen])

    def gives(self) -> Gives:
        return tags("chosen-burn-pool") + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class StealFromEachWithout(Prim):
    """ "You steal N pool from each Methuselah who does not control a <kind>" (ready or in torpor)."""

    kind: Kind
    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        poor = [t for t in s.remaining() if t != p.seat and not any(self.kind(s, v) for v in s.ready[t] + s.torpor[t])]
        for t in poor:
            k = min(self.n, s.pool[t])
            ops.say(s, N_("{seat} steals {n} pool from {seat2}."), seat=s.seat_name(p.seat), n=k, seat2=s.seat_name(t))
            ops.gain_pool(s, p.seat, k)
        burn_pools(s, [(t, min(self.n, s.pool[t])) for t in poor])

    def gives(self) -> Gives:
        return tags("steal-pool")


# ------------------------------------------------------------------------ blood burned by each


@dataclass(frozen=True, slots=True)
class BurnBloodEach(Prim):
    """ "Each <kind> burns N blood" (every ready vampire of the kind); with ``torpor``: "each <kind> with
    zero blood then goes into torpor"."""

    kind: Kind
    n: int = 1
    torpor: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        hit = [v for t in s.remaining() for v in s.ready[t] if is_vampire(s, v) and self.kind(s, v)]
        for v in hit:
            ops.burn_blood(s, v, self.n)
            ops.say(
                s, N_("{minion} burns {n} blood ({card})."), minion=ops.label(s, v), n=self.n, card=facts(p.card).name
            )
        if self.torpor:
            for v in hit:
                if v in s.minions and s.is_ready(v) and s.minions[v].blood == 0:
                    ops.to_torpor(s, v)

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("burn-blood",)))


# ------------------------------------------------------------------------ blockers burn blood for the rest of the game

#: ``game_marks[(BLOCKERS_BURN, card name, vampire)]``: how many copies of the card chose the vampire.
BLOCKERS_BURN = "blockers-burn"


@dataclass(frozen=True, slots=True)
class BlockersBurnForGame(Prim):
    """ "For the remainder of the game, any vampire attempting to block that vampire burns 1 blood"
    (the vampire chosen; chosen again by another copy, it counts twice, LSJ 19970707): noted for the
    game, read by the card's :class:`~.action.BlockCost` (``count`` :func:`chosen_by`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if isinstance(uid, int) and uid in s.minions:
            key = (BLOCKERS_BURN, facts(p.card).name, uid)
            s.game_marks[key] = int(s.game_marks.get(key, 0)) + 1
            ops.say(s, N_("Vampires attempting to block {minion} burn 1 blood."), minion=ops.label(s, uid))

    def gives(self) -> Gives:
        return tags("blockers-burn")


def chosen_by(card: str) -> Callable[[VTESState, Any], int]:
    """How many times the acting minion was chosen by that card (a ``BlockCost`` count)."""

    def count(s: VTESState, course: Any) -> int:
        return int(s.game_marks.get((BLOCKERS_BURN, card, course.actor), 0))

    return count


def was_chosen_by(card: str) -> Callable[[VTESState, Any], bool]:
    def applies(s: VTESState, course: Any) -> bool:
        return (BLOCKERS_BURN, card, course.actor) in s.game_marks

    return applies


@dataclass(frozen=True, slots=True)
class TitleVotesIn:
    """ "In this referendum, each ready <title> gets N additional votes" (the referendum of the political
    action card ``card``: a rule of ``hooks.VOTE_CHANGES``)."""

    card: str
    title: str
    n: int = 1

    def __call__(self, s: VTESState, ref: Any, uid: int, kind: str) -> int:
        if kind != "votes" or ref.aplay is None or ref.aplay.card != card_id(self.card) or uid not in s.minions:
            return 0
        return self.n if s.is_ready(uid) and title(s, uid) == self.title else 0


# ------------------------------------------------------------------------ the vampires chosen, by the acting vampire


def relative_terms(kind: Callable[[VTESState, int, int], bool]) -> Terms:
    """Ready vampires chosen by what they are to the acting vampire (``kind(s, acting, vampire)``: "a
    vampire with a capacity below 7 who belongs to the same clan as the acting vampire")."""

    @terms
    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        if uid not in s.minions:
            return
        for _t, v, _m in s.all_ready():
            if is_vampire(s, v) and kind(s, uid, v):
                yield (v,)

    return targets


def same_clan_below(capacity_below: int) -> Callable[[VTESState, int, int], bool]:
    """ "A vampire with a capacity below N who belongs to the same clan as the acting vampire"."""

    def kind(s: VTESState, acting: int, v: int) -> bool:
        clan = clan_of(s.minions[acting])
        return clan is not None and clan_of(s.minions[v]) == clan and capacity(s, v) < capacity_below

    return kind


def same_sect(s: VTESState, acting: int, v: int) -> bool:
    """ "A vampire of the same sect" as the acting vampire."""
    return s.minions[v].sect == s.minions[acting].sect


def non_sect_below(sect: str, capacity_below: int, any_if: str) -> Callable[[VTESState, int, int], bool]:
    """ "A non-<sect> vampire with a capacity below N. If the acting vampire is a <title>, you may choose
    any non-<sect> vampire instead"."""

    def kind(s: VTESState, acting: int, v: int) -> bool:
        if s.minions[v].sect == sect:
            return False
        return title(s, acting) == any_if or capacity(s, v) < capacity_below

    return kind


# ------------------------------------------------------------------------ if the referendum fails

#: :class:`IfFails` records (``rule(name, IF_FAILS, ...)``).
IF_FAILS: list[Any] = []


@dataclass(frozen=True, slots=True)
class IfFails:
    """ "If this referendum fails, <effect>" (tallied and failed; with ``cancelled``, "or is canceled"
    too), with the political action card's play."""

    card: str
    then: Prim
    cancelled: bool = False  # "if this referendum fails or is canceled"

    def __call__(self, s: VTESState, ref: Any) -> None:
        if ref.cancelled and not self.cancelled:
            return
        if ref.aplay is not None and ref.aplay.card == card_id(self.card):
            self.then(s, ref.aplay)


def if_fails(s: VTESState, info: dict[str, Any]) -> None:
    if IF_FAILS and not info["passed"]:
        for r in IF_FAILS:
            r(s, info["referendum"])


listen("referendum-end", if_fails)


@dataclass(frozen=True, slots=True)
class ActingBurnsBlood(Prim):
    """ "The acting vampire burns N blood" (the vampire that played the card)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            ops.burn_blood(s, p.by, self.n)
            ops.say(
                s,
                N_("{minion} burns {n} blood ({card})."),
                minion=ops.label(s, p.by),
                n=self.n,
                card=facts(p.card).name,
            )

    def gives(self) -> Gives:
        return tags("self-burn-blood")


# ------------------------------------------------------------------------ each Methuselah burns an uncontrolled vampire


@dataclass(frozen=True, slots=True)
class EachBurnsUncontrolled(Prim):
    """ "Each Methuselah burns a vampire (of his or her choosing) in his or her uncontrolled region":
    asked in turn from the caller, privately (the region is face down); one with none is not asked."""

    def __call__(self, s: VTESState, p: Play) -> None:
        order = s.remaining()
        if p.seat in order:
            order = order[order.index(p.seat) :] + order[: order.index(p.seat)]
        ask_uncontrolled(s, (tuple(order),))

    def gives(self) -> Gives:
        return tags("burn-uncontrolled")


def ask_uncontrolled(s: VTESState, args: tuple[Any, ...]) -> None:
    (seats,) = args
    seats = tuple(t for t in seats if s.in_game(t) and s.uncontrolled[t])
    if not seats:
        return
    choices = [Action("choose", (v,)) for v in s.uncontrolled[seats[0]]]
    question = N_("Burn a vampire in your uncontrolled region.")
    ask_private(s, seats[0], question, choices, uncontrolled_burned, (seats,))


def uncontrolled_burned(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (seats,) = args
    v = action.args[0] if action.args else -1
    if isinstance(v, int) and v in s.minions:
        ops.say(
            s,
            N_("{seat} burns {card} from their uncontrolled region."),
            seat=s.seat_name(seats[0]),
            card=s.facts(v).name,
        )
        ops.burn(s, v)
    ask_uncontrolled(s, (seats[1:],))


# ------------------------------------------------------------------------ pool or the vampire


@dataclass(frozen=True, slots=True)
class PoolOrVampire(Prim):
    """ "That vampire's controller burns X pool or burns that vampire, where X is the difference between
    N and that vampire's capacity" (the controller's choice)."""

    n: int = 8

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        if not isinstance(v, int) or v not in s.minions:
            return
        seat = s.controller(v)
        x = max(0, self.n - capacity(s, v))
        choices = [Action("burn", (f"{x}-pool",))] if s.pool[seat] >= x else []
        question = said(N_("Burn {n} pool, or burn {minion}."), n=x, minion=ops.label(s, v))
        ask(s, seat, question, [*choices, Action("burn", (v,))], pool_or_vampire, (v, x))

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("burn-minion",)))


def pool_or_vampire(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    v, x = args
    if v not in s.minions:
        return
    seat = s.controller(v)
    if action.args and action.args[0] == v:
        ops.say(s, N_("{minion} is burned."), minion=ops.label(s, v))
        ops.burn(s, v)
        return
    ops.say(s, N_("{seat} burns {n} pool."), seat=s.seat_name(seat), n=x)
    ops.burn_pool(s, seat, x)


# ------------------------------------------------------------------------ a clan joins a sect


@dataclass(frozen=True, slots=True)
class MayJoinSect(Prim):
    """ "Each <clan> can choose to become <sect>" (each vampire of the clan in play, ready or in torpor:
    its controller is asked, in turn from the caller), as the card is put in play (with
    :class:`~.minion.PutInPlay` before it)."""

    clan: str
    sect: str = "camarilla"

    def __call__(self, s: VTESState, p: Play) -> None:
        order = s.remaining()
        if p.seat in order:
            order = order[order.index(p.seat) :] + order[: order.index(p.seat)]
        uids = tuple(
            v
            for t in order
            for v in s.ready[t] + s.torpor[t]
            if is_vampire(s, v) and has_clan(s, v, self.clan) and s.minions[v].sect != self.sect
        )
        ask_join(s, (uids, self.sect))

    def gives(self) -> Gives:
        return tags("sect-change")


def ask_join(s: VTESState, args: tuple[Any, ...]) -> None:
    uids, sect = args
    uids = tuple(v for v in uids if v in s.minions)
    if not uids:
        return
    v = uids[0]
    question = said(N_("{minion} can choose to become {sect}."), minion=ops.label(s, v), sect=sect.capitalize())
    ask(s, s.controller(v), question, [Action("choose", (v,)), Action("decline", (v,))], joined, args)


def joined(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uids, sect = args
    v = uids[0]
    if action.verb == "choose" and v in s.minions:
        s.minions[v] = s.minions[v]._replace(sect=sect)
        ops.say(s, N_("{minion} becomes {sect}."), minion=ops.label(s, v), sect=sect.capitalize())
    ask_join(s, (uids[1:], sect))


@dataclass(frozen=True, slots=True)
class JoinSectOnEntry:
    """An ``enter-play`` event of the card in play: "as any <clan> enters play, they can choose to become
    <sect>"."""

    clan: str
    sect: str = "camarilla"

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        v = info.get("uid", -1)
        if v in s.minions and is_vampire(s, v) and has_clan(s, v, self.clan) and s.minions[v].sect != self.sect:
            ask_join(s, ((v,), self.sect))


# ------------------------------------------------------------------------ votes cast in favour

#: ``s.marks[("this-action", CAST_IN_FAVOUR)]``: the vampires that cast votes or ballots for the
#: referendum that passed (noted as it passes).
CAST_IN_FAVOUR = "cast-in-favour"


def note_in_favour(s: VTESState, info: dict[str, Any]) -> None:
    ref = info["referendum"]
    uids = sorted({c[0] for c in ref.cast if isinstance(c[0], int) and c[2] == "for" and (c[3] or c[4])})
    s.marks[("this-action", CAST_IN_FAVOUR)] = tuple(uids)


listen("referendum-passing", note_in_favour)


@dataclass(frozen=True, slots=True)
class PoolPerOwnAndBloodForVoters(Prim):
    """ "You gain 1 pool for each ready <clan> you control, and each non-<clan> vampire casting votes or
    ballots in favor gains 1 blood"."""

    clan: str

    def __call__(self, s: VTESState, p: Play) -> None:
        n = sum(1 for v in s.ready[p.seat] if is_vampire(s, v) and has_clan(s, v, self.clan))
        if n:
            ops.gain_pool(s, p.seat, n)
            ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(p.seat), n=n)
        for v in s.marks.get(("this-action", CAST_IN_FAVOUR), ()):
            if v in s.minions and s.is_ready(v) and not has_clan(s, v, self.clan):
                got = ops.add_blood(s, v, 1)
                ops.say(s, N_("{minion} gains {n} blood."), minion=ops.label(s, v), n=got)

    def gives(self) -> Gives:
        return tags("gain-pool")


# ------------------------------------------------------------------------ a trait gained


@dataclass(frozen=True, slots=True)
class GainsTrait(Prim):
    """ "That <vampire> gains N blood and is a <trait>" (the vampire chosen, the first term: a
    ``trait:`` mark, read by ``traits.has_trait``)."""

    trait: str
    blood: int = 0

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        if not isinstance(v, int) or v not in s.minions:
            return
        if self.blood:
            got = ops.add_blood(s, v, self.blood)
            ops.say(s, N_("{minion} gains {n} blood."), minion=ops.label(s, v), n=got)
        ops.mark(s, v, "trait:" + self.trait)
        ops.say(s, N_("{minion} is a {trait}."), minion=ops.label(s, v), trait=self.trait)

    def gives(self) -> Gives:
        return Gives(blood=self.blood, tags=frozenset(("trait",)))


# ------------------------------------------------------------------------ a vampire's blood allocated among others


@terms
def blood_taken_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose a ready younger vampire controlled by another Methuselah, and allocate 3 of their blood
    between 1 or more other vampires (including this acting vampire)": one term ``21>17=2+19=1`` (the
    vampire, then the blood each other ready vampire gets)."""

    if uid not in s.minions:
        return
    cap = capacity(s, uid)
    for _t, v, _m in s.all_ready():
        if s.controller(v) == seat or not is_vampire(s, v) or capacity(s, v) >= cap:
            continue
        others = [w for _t2, w, _m2 in s.all_ready() if w != v and is_vampire(s, w)]
        for combo in combinations_with_replacement(others, 3):
            parts = [f"{w}={combo.count(w)}" for w in sorted(set(combo), key=combo.index)]
            yield (f"{v}>" + "+".join(parts),)


@dataclass(frozen=True, slots=True)
class BloodDistributed(Prim):
    """ "The blood is distributed as you chose" (:func:`blood_taken_terms`); with less blood left, what
    there is goes in the order of the terms (the caller's choice, LSJ 20010606, taken in that order)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if not p.targets:
            return
        src, _, parts = str(p.targets[0]).partition(">")
        v = int(src)
        for part in parts.split("+"):
            w, _, n = part.partition("=")
            if v in s.minions and int(w) in s.minions:
                k = ops.move_blood(s, v, int(w), int(n))
                if k:
                    ops.say(
                        s,
                        N_("{minion} moves {n} blood to {minion2}."),
                        minion=ops.label(s, v),
                        n=k,
                        minion2=ops.label(s, int(w)),
                    )

    def gives(self) -> Gives:
        return Gives(harmful=True, blood=2, tags=frozenset(("move-blood",)))


# ------------------------------------------------------------------------ a Methuselah chosen for one card at a time


def chosen_for(s: VTESState, name: str) -> set[int]:
    """The Methuselahs chosen for a card of that name in play (its ``data``)."""

    cid = card_id(name)
    return {t for pl in s.placed.values() if pl.card == cid and pl.host < 0 for t in pl.data if isinstance(t, int)}


def one_not_chosen_for(name: str) -> Terms:
    """ "Choose a Methuselah ... A Methuselah may be chosen for only one <name> at a time"."""

    @terms
    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        taken = chosen_for(s, name)
        for t in s.remaining():
            if t not in taken:
                yield (seat_token(t),)

    return targets


@dataclass(frozen=True, slots=True)
class ChosenHandSize:
    """ "The chosen Methuselah has N hand size" (a ``hand size`` static of the card in play,
    ``everywhere=True``)."""

    n: int = -1

    def __call__(self, s: VTESState, src: int, seat: int) -> int:
        pl = s.placed.get(src)
        return self.n if pl is not None and seat in pl.data else 0


def chosen_with_edge(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "That Methuselah may burn this card by burning the Edge": the Methuselah chosen for it, holding
    the Edge."""
    pl = s.placed.get(src)
    return pl is not None and seat in pl.data and s.edge == seat


@dataclass(frozen=True, slots=True)
class BurnEdgeAndThis(Prim):
    """ "Burn this card by burning the Edge" (the Methuselah using it holds the Edge)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if s.edge != p.seat or p.source not in s.placed:
            return
        s.edge = CENTRE
        ops.say(s, N_("{seat} burns the Edge."), seat=s.seat_name(p.seat))
        ops.say(s, N_("{card} is burned."), card=facts(s.placed[p.source].card).name)
        ops.burn_placed(s, p.source)

    def gives(self) -> Gives:
        return tags("burn-card")


# ------------------------------------------------------------------------ Watchtowers


@dataclass(frozen=True, slots=True)
class KindVotesIn:
    """ "In this referendum, each ready <kind> gets N additional votes" (the referendum of the political
    action card ``card``: a rule of ``hooks.VOTE_CHANGES``)."""

    card: str
    kind: Kind
    n: int = 1

    def __call__(self, s: VTESState, ref: Any, uid: int, which: str) -> int:
        if which != "votes" or ref.aplay is None or ref.aplay.card != card_id(self.card) or uid not in s.minions:
            return 0
        return self.n if s.is_ready(uid) and self.kind(s, uid) else 0


@dataclass(frozen=True, slots=True)
class BurnedWhenAnother:
    """An ``enter-play`` event of the card in play: "burn this card if another <word> enters play" (a
    card whose text names it: "Watchtower.")."""

    word: str

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        other = info.get("uid", -1)
        if other == src or other not in s.placed or src not in s.placed:
            return
        if f"{self.word}." in facts(s.placed[other].card).text:
            ops.say(s, N_("{card} is burned."), card=facts(s.placed[src].card).name)
            ops.burn_placed(s, src)


# ------------------------------------------------------------------------ no unlock while the card is in play


@dataclass(frozen=True, slots=True)
class HeldWhileInPlay(WhileOnTable):
    """ "<Kind> do not unlock as normal during the unlock phase" while a card of that name is in play
    (a rule of ``core.UNLOCK_RULES``)."""

    card: str
    kind: Kind

    def __call__(self, s: VTESState, uid: int) -> bool:
        cid = card_id(self.card)
        in_play = any(s.placed[v].card == cid for t in s.remaining() for v in s.inplay[t])
        return not (in_play and uid in s.minions and self.kind(s, uid))


# ------------------------------------------------------------------------ votes in favour ignored


@dataclass(frozen=True, slots=True)
class IgnoredInFavour:
    """ "Any votes or ballots any <kind> cast in favor of this referendum are ignored" (the referendum of
    ``card``; a rule of ``core.CAST_ALLOWED``: such a vampire may still cast against)."""

    card: str
    kind: Kind

    def __call__(self, s: VTESState, ref: Any, source: Any, seat: int, side: str) -> bool:
        if side != "for" or not isinstance(source, int) or source not in s.minions:
            return True
        if ref is None or ref.aplay is None or ref.aplay.card != card_id(self.card):
            return True
        return not self.kind(s, source)


# ------------------------------------------------------------------------ the top card of a crypt


@dataclass(frozen=True, slots=True)
class LookAtTopOfCrypt(Prim):
    """ "Look at the top card of any Methuselah's crypt (the Methuselah the action is directed at); if
    it is a vampire with <discipline>, burn that card" (seen by the acting Methuselah alone, unless
    burned)."""

    discipline: str

    def __call__(self, s: VTESState, p: Play) -> None:
        t = token_seat(p.targets[0]) if p.targets else -1
        if t < 0 or not s.in_game(t) or not s.crypt[t]:
            return
        top = s.crypt[t][-1]
        f = facts(top)
        if f.level(self.discipline) > 0:
            s.crypt[t].pop()
            s.ash[t].append(top)
            ops.say(s, N_("{card}, the top card of {seat}'s crypt, is burned."), card=f.name, seat=s.seat_name(t))
            return
        ops.say(s, N_("The top card of {seat}'s crypt is {card}."), p.seat, seat=s.seat_name(t), card=f.name)

    def gives(self) -> Gives:
        return tags("look-crypt")


# ------------------------------------------------------------------------ no political actions for a kind


def first_copy(s: VTESState, name: str, src: int) -> bool:
    """``src`` is the first copy of the card in play (several copies count once)."""

    cid = card_id(name)
    copies = [v for t in s.remaining() for v in s.inplay[t] if s.placed[v].card == cid]
    return bool(copies) and src == min(copies)


def is_political_play(s: VTESState, p: Play) -> bool:
    """A political action card played as one, or an ability that is a political action."""

    if p.card >= 0:
        cd = CARDS.get(p.card)
        return cd is not None and 0 <= p.use < len(cd.uses) and cd.uses[p.use].as_ == POLITICAL
    src = p.source
    card_ = s.minions[src].card if src in s.minions else s.placed[src].card if src in s.placed else -1
    abs_ = ABILITIES.get(card_, ())
    spec = abs_[p.use].action if 0 <= p.use < len(abs_) else None
    return spec is not None and spec.political


@dataclass(frozen=True, slots=True)
class NoPoliticalActionBy(WhileOnTable):
    """ "<Kind> cannot attempt political actions" while the card is in play (a rule of
    ``core.TARGET_RULES``)."""

    card: str
    kind: Kind

    def __call__(self, s: VTESState, ctx: Ctx, p: Play) -> bool:
        if p.by not in s.minions or not self.kind(s, p.by):
            return True
        cid = card_id(self.card)
        if not any(s.placed[v].card == cid for t in s.remaining() for v in s.inplay[t]):
            return True
        return not is_political_play(s, p)


@dataclass(frozen=True, slots=True)
class VotesDuringPolitical:
    """ "<Kind> get N votes during political actions" (a ``votes`` static of the card in play for every
    minion, ``everywhere=True``; several copies count once)."""

    card: str
    kind: Kind
    n: int = -1

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        a = action_of(s)
        if a is None or a.kind_ != "political" or uid not in s.minions or not self.kind(s, uid):
            return 0
        return self.n if first_copy(s, self.card, src) else 0


# ------------------------------------------------------------------------ the votes of the last referendum

#: ``game_marks[LAST_VOTES]``: (turn, ((vampire, votes cast), ...)) of the most recent referendum.
LAST_VOTES = "last-referendum-votes"


def note_votes(s: VTESState, info: dict[str, Any]) -> None:
    ref = info["referendum"]
    cast: dict[int, int] = {}
    for source, _seat, _side, n, _b in ref.cast:
        uid = source[0] if isinstance(source, tuple) and source and isinstance(source[0], int) else source
        if isinstance(uid, int) and n > 0:
            cast[uid] = cast.get(uid, 0) + n
    s.game_marks[LAST_VOTES] = (s.turn, tuple(sorted(cast.items())))


listen("referendum-end", note_votes)


def recent_voters(s: VTESState) -> dict[int, int]:
    """The vampires that cast votes in the most recent referendum, if it was since your last turn (the
    turns since then: one for each Methuselah in the game), and how many."""
    turn, cast = s.game_marks.get(LAST_VOTES, (0, ()))
    if turn <= s.turn - len(s.remaining()):
        return {}
    return {v: n for v, n in cast if v in s.minions and s.is_ready(v)}


@terms
def recent_voter_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose a vampire who cast any votes in the most recent referendum (must be since your last
    turn)"."""
    for v in sorted(recent_voters(s)):
        yield (v,)


@dataclass(frozen=True, slots=True)
class DamageForVotes(Prim):
    """ "That vampire takes X damage, where X is the number of votes he or she cast in that previous
    referendum" (normal damage, outside combat)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        _turn, cast = s.game_marks.get(LAST_VOTES, (0, ()))
        x = dict(cast).get(v, 0) if isinstance(v, int) else 0
        if x and v in s.minions:
            inflict(s, None, v, x, 0)

    def gives(self) -> Gives:
        return Gives(damage=2, harmful=True)


# ------------------------------------------------------------------------ the tops of the libraries


@dataclass(frozen=True, slots=True)
class LookAtLibraryTops:
    """ "During your unlock phase, if the <minion> with this card is ready, you may look at the top card
    of each Methuselah's library (including your own)": an unlock-phase effect, told to that Methuselah
    alone."""

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        from .inplay import bearer

        v = bearer(s, src)
        return v in s.minions and s.is_ready(v)

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if not self.due(s, src, seat):
            return
        for t in s.remaining():
            if s.library[t]:
                top = facts(s.library[t][-1]).name
                ops.say(s, N_("The top card of {seat2}'s library is {card}."), seat, seat2=s.seat_name(t), card=top)


# ------------------------------------------------------------------------ older vampires gain blood


@terms
def up_to_five_older(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose up to five older vampires" (ready, any Methuselah's; one at least), as one term ``17+19``
    (one vampire: its uid)."""

    if uid not in s.minions:
        return
    older = [v for _t, v, _m in s.all_ready() if is_vampire(s, v) and capacity(s, v) > capacity(s, uid)]
    for k in range(1, min(5, len(older)) + 1):
        for combo in combinations(older, k):
            yield (combo[0] if k == 1 else "+".join(str(v) for v in combo),)


@dataclass(frozen=True, slots=True)
class BloodToChosen(Prim):
    """ "Each chosen vampire gains N blood" (the term ``17+19``)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        chosen = [int(w) for w in str(p.targets[0]).split("+") if w.isdigit()] if p.targets else []
        for v in chosen:
            if v in s.minions:
                got = ops.add_blood(s, v, self.n)
                ops.say(s, N_("{minion} gains {n} blood."), minion=ops.label(s, v), n=got)

    def gives(self) -> Gives:
        return Gives(blood=self.n)


# ------------------------------------------------------------------------ National Guard Support


def none_in_play(name: str) -> Any:
    """ "You may not play this card if another <name> is in play" (anyone's)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        cid = card_id(name)
        return not any(s.placed[v].card == cid for t in s.remaining() for v in s.inplay[t])

    return pred


@dataclass(frozen=True, slots=True)
class DirectedStealthWhileInPlay(WhileOnTable):
    """ "Minions get N stealth on directed actions" while a card of that name is in play (a rule of
    ``core.STEALTH_MODS``)."""

    card: str
    n: int = -1

    def __call__(self, s: VTESState, course: Any) -> int:
        return self.n if course.directed and not none_in_play(self.card)(s, Ctx("A"), -1, -1) else 0


@dataclass(frozen=True, slots=True)
class CounterEachUnlock:
    """ "During your unlock phase, put a counter on this card" (with :func:`~.pays.unlock_event`)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        from .inplay import add_counter

        add_counter(s, src, self.n)


@dataclass(frozen=True, slots=True)
class CountersVoteFor:
    """ "In that referendum, each counter represents a vote in favor of burning the card" (the
    referendum an ability of the card calls: a rule of ``politics.REFERENDUM_OPENS``, cast for its
    controller as the referendum opens)."""

    card: str

    def __call__(self, s: VTESState, ref: Any) -> None:
        src = ref.aplay.source if ref.aplay is not None else -1
        pl = s.placed.get(src)
        if ref.source_card != card_id(self.card) or pl is None or pl.counters <= 0:
            return
        ref.add_cast(s, (self.card, src), pl.controller, "for", pl.counters, 0)


# ------------------------------------------------------------------------ victory points since your last turn

#: ``game_marks[(VP_TURN, seat)]``: the turn the Methuselah last received a victory point.
VP_TURN = "vp-turn"


def note_vp(s: VTESState, info: dict[str, Any]) -> None:
    for t, p in zip(info["seats"], info["preds"], strict=True):
        if p != t:
            s.game_marks[(VP_TURN, p)] = s.turn


listen("ousted", note_vp)


@terms
def vp_since_last_turn(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose a Methuselah who has received a victory point since your last turn" (the turns since
    then: one for each Methuselah in the game)."""
    for t in s.remaining():
        if int(s.game_marks.get((VP_TURN, t), -(10**6))) > s.turn - len(s.remaining()):
            yield (seat_token(t),)


@dataclass(frozen=True, slots=True)
class LockAllHeld(Prim):
    """ "The Methuselah must immediately lock all of his or her minions; the minions do not unlock as
    normal during the Methuselah's next unlock phase" (the Methuselah chosen)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        t = token_seat(p.targets[0]) if p.targets else -1
        if t < 0 or not s.in_game(t):
            return
        for v in list(s.ready[t]):
            ops.lock(s, v)
            s.game_marks[(NO_NEXT_UNLOCK, v)] = True
        ops.say(s, N_("{seat} locks all their minions: they do not unlock as normal next time."), seat=s.seat_name(t))

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("lock-all",)))


# ------------------------------------------------------------------------ a vampire brought under control


@dataclass(frozen=True, slots=True)
class PoolForBringing:
    """An ``enter-play`` event of the card in play: "when any Methuselah moves a vampire from uncontrolled
    to controlled, he or she burns N additional pool" (not a merge, LSJ 20030527: a merged card does not
    enter play)."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        seat = info.get("seat", -1)
        if not info.get("uncontrolled") or src not in s.placed or seat < 0 or not s.in_game(seat):
            return
        ops.say(
            s,
            N_("{seat} burns {n} pool ({card})."),
            seat=s.seat_name(seat),
            n=self.n,
            card=facts(s.placed[src].card).name,
        )
        ops.burn_pool(s, seat, self.n)


# ------------------------------------------------------------------------ a prey's vampire below X


def prey_below_x(s: VTESState, seat: int, x: int) -> list[int]:
    """The vampires your prey controls (ready or in torpor) with capacity less than X."""

    prey = s.prey(seat)
    if prey == seat:
        return []
    return [v for v in s.ready[prey] + s.torpor[prey] if is_vampire(s, v) and capacity(s, v) < x]


def prey_below_x_terms(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose a vampire controlled by your prey with capacity less than X" (X the card's cost: the
    play's, its action's; played, one must exist for the X chosen: :class:`XBelow`)."""
    a = ctx.action
    x = a.aplay.x if a is not None and a.aplay is not None else 99
    for v in prey_below_x(s, seat, x):
        yield (v,)


@dataclass(frozen=True, slots=True)
class XBelow:
    """The card is played only with an X some vampire of your prey is below (a rule of
    ``core.TARGET_RULES``: the terms cannot be met otherwise, LSJ 20100129)."""

    card: str

    @property
    def plays(self) -> int:
        """The one card whose plays this rule concerns (``hooks.active_for``)."""
        return card_id(self.card)

    def __call__(self, s: VTESState, ctx: Ctx, p: Play) -> bool:
        if p.card < 0 or p.card != card_id(self.card) or ctx.moment == "terms":
            return True
        return bool(prey_below_x(s, p.seat, p.x))


# ------------------------------------------------------------------------ no blood gained this action

#: :class:`NoBloodGainIn` records (``rule(name, NO_GAIN_ACTIONS, ...)``).
NO_GAIN_ACTIONS: list[Any] = []
NO_GAIN = "no-gain-this-action"


@dataclass(frozen=True, slots=True)
class NoBloodGainIn:
    """ "This acting vampire cannot gain blood this action. Any blood he or she gains goes to the blood
    bank instead" (the action of the card: the minion mark ``no-life-gain``, read by ``ops.add_blood``,
    from its announcement to its end)."""

    card: str

    def __call__(self, s: VTESState, card: int) -> bool:
        return card == card_id(self.card)


def no_gain_announced(s: VTESState, info: dict[str, Any]) -> None:
    course = info["course"]
    card = course.aplay.card if course.aplay is not None else -1
    v = course.actor
    if card < 0 or v not in s.minions or "no-life-gain" in s.minions[v].marks:
        return
    if any(r(s, card) for r in NO_GAIN_ACTIONS):
        ops.mark(s, v, "no-life-gain")
        s.marks[("this-action", NO_GAIN)] = v


def no_gain_over(s: VTESState, info: dict[str, Any]) -> None:
    v = s.marks.get(("this-action", NO_GAIN)) if s.marks else None
    if isinstance(v, int) and v in s.minions:
        ops.unmark(s, v, "no-life-gain")


listen("announce", no_gain_announced)
listen("action-end", no_gain_over)


# ------------------------------------------------------------------------ counters on Methuselahs

#: ``game_marks[(METHUSELAH_COUNTERS, kind, seat)]``: a Methuselah's threat or target counters.
METHUSELAH_COUNTERS = "methuselah-counters"
#: The card giving each kind of counter (named in the log).
COUNTER_CARDS = {"threat": "Sabbat Threat", "target": "Deploy the Hand"}


def counters_of(s: VTESState, kind: str, seat: int) -> int:
    return int(s.game_marks.get((METHUSELAH_COUNTERS, kind, seat), 0))


@terms
def without_counter(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose one or more Methuselahs who do not have a target counter": every set, as ``p1+p3``."""
    free = [t for t in s.remaining() if not counters_of(s, "target", t)]
    for k in range(1, len(free) + 1):
        for combo in combinations(free, k):
            yield ("+".join(seat_token(t) for t in combo),)


@dataclass(frozen=True, slots=True)
class MethuselahCounter(Prim):
    """ "Each chosen Methuselah gets a <kind> counter" (never more than ``most``)."""

    kind: str
    most: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        for t in chosen_seats(p):
            if s.in_game(t) and counters_of(s, self.kind, t) < self.most:
                s.game_marks[(METHUSELAH_COUNTERS, self.kind, t)] = counters_of(s, self.kind, t) + 1
                ops.say(s, N_("{seat} gets a {kind} counter."), seat=s.seat_name(t), kind=self.kind)

    def gives(self) -> Gives:
        return Gives(harmful=True, tags=frozenset(("methuselah-counter",)))


def counters_due(s: VTESState, info: dict[str, Any]) -> None:
    """In a Methuselah's unlock phase, what their threat and target counters do, asked as the phase's
    effects are carried out (after the Edge's pool: TOM 19951214-1)."""

    seat = info["seat"]
    for kind in ("threat", "target"):
        if counters_of(s, kind, seat):
            choices = counter_choices(s, kind, seat)
            question = said(N_("Your {kind} counters: burn the Edge to burn them, or bear them."), kind=kind)
            s.push(Ask(seat, question, choices, counter_answered, (kind, seat)))


def counter_choices(s: VTESState, kind: str, seat: int) -> list[Action]:
    out = [Action("edge", ("burn",))] if s.edge == seat else []
    if kind == "threat":
        return [*out, Action("burn", (f"{counters_of(s, kind, seat)}-pool",))]
    minions = [Action("choose", (v,)) for v in s.ready[seat]]
    return [*out, *minions] or [Action("done")]


def counter_answered(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    """The Edge burned (its pool gained first, if still owed: TOM 19951214-1), or "burns 1 pool for each
    threat counter" / "one of his or her ready minions takes 2 unpreventable damage"."""

    kind, seat = args
    if not s.in_game(seat):
        return
    if action.verb == "edge":
        if s.marks.get((EDGE_POOL, seat)) and s.edge == seat:
            edge_pool(s, seat)
        s.edge = CENTRE
        s.game_marks.pop((METHUSELAH_COUNTERS, kind, seat), None)
        ops.say(s, N_("{seat} burns the Edge to burn their {kind} counters."), seat=s.seat_name(seat), kind=kind)
    elif action.verb == "burn":
        n = counters_of(s, kind, seat)
        ops.say(s, N_("{seat} burns {n} pool ({card})."), seat=s.seat_name(seat), n=n, card=COUNTER_CARDS[kind])
        ops.burn_pool(s, seat, n)
    elif action.verb == "choose" and action.args and action.args[0] in s.minions:
        inflict(s, None, int(action.args[0]), 2, 0)


listen("unlock", counters_due)


# ------------------------------------------------------------------------ allies and retainers burned


def allies_and_retainers(s: VTESState) -> list[int]:
    """The allies (minion uids) and retainers (card uids) in play."""

    allies = [v for _t, v, _m in s.all_ready() if is_ally(s, v)]
    retainers = [c for c, pl in sorted(s.placed.items()) if pl.host in s.minions and facts(pl.card).is_type("Retainer")]
    return allies + retainers


def ally_or_retainer_terms(two_if: str) -> Terms:
    """ "Choose an ally or retainer. If the acting <vampire> is a <title>, choose up to two allies or
    retainers instead" (two as one term ``17+31``)."""

    @terms
    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        found = allies_and_retainers(s)
        yield from ((v,) for v in found)
        if uid in s.minions and title(s, uid) == two_if:
            yield from ((f"{a}+{b}",) for a, b in combinations(found, 2))

    return targets


@dataclass(frozen=True, slots=True)
class BurnChosenAndPool(Prim):
    """ "The chosen allies and retainers are burned, and their controllers burn N pool (each Methuselah
    burns no more than N pool, regardless of the number chosen)"."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        chosen = [int(w) for w in str(p.targets[0]).split("+") if w.isdigit()] if p.targets else []
        payers: set[int] = set()
        for v in chosen:
            if v in s.minions:
                payers.add(s.controller(v))
                ops.say(s, N_("{minion} is burned."), minion=ops.label(s, v))
                ops.burn(s, v)
            elif v in s.placed:
                payers.add(s.placed[v].controller)
                ops.say(s, N_("{card} is burned."), card=facts(s.placed[v].card).name)
                ops.burn_placed(s, v)
        burn_pools(s, [(t, self.n) for t in sorted(payers) if t >= 0])

    def gives(self) -> Gives:
        return Gives(harmful=True, burn_pool=self.n, tags=frozenset(("burn-minion",)))


# ------------------------------------------------------------------------ Persona Non Grata


def bears(s: VTESState, uid: int, name: str) -> bool:
    m = s.minions.get(uid)
    cid = card_id(name)
    return m is not None and any(p in s.placed and s.placed[p].card == cid for p in m.cards)


@dataclass(frozen=True, slots=True)
class OnlySectTitles:
    """ "This vampire cannot gain a non-<sect> title" (the vampire bearing ``card``; a title of no sect,
    "N votes", is of its vampire's sect, VT-VOTE-09): a rule of ``contests.TITLE_RULES``."""

    card: str
    sect: str = "anarch"

    def __call__(self, s: VTESState, uid: int, title: str) -> bool:
        if not bears(s, uid, self.card):
            return True
        return TITLE_SECT.get(title, s.minions[uid].sect) == self.sect


@dataclass(frozen=True, slots=True)
class BearerDirectedStealth(WhileOnTable):
    """ "This vampire gets N stealth on directed actions" (the minion bearing ``card``): a rule of
    ``core.STEALTH_MODS``."""

    card: str
    n: int = -1

    def __call__(self, s: VTESState, course: Any) -> int:
        return self.n if course.directed and bears(s, course.actor, self.card) else 0


# ------------------------------------------------------------------------ contested cards yielded


def contested_groups(s: VTESState) -> list[list[int]]:
    """The contested cards, each as the copies of one card contesting each other (VT-CONT-01)."""
    groups: list[list[int]] = []
    for t in s.remaining():
        for uid in s.contested[t]:
            group = next((g for g in groups if ops.same_card(s, g[0], uid)), None)
            if group is None:
                groups.append([uid])
            else:
                group.append(uid)
    return [g for g in groups if len(g) > 1]


@terms
def yielders(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "For each contested card, choose which Methuselah should yield": one copy of each contested
    card, as one term ``31+42`` (one: its uid; none contested: not playable)."""
    for pick in product(*contested_groups(s)):
        if pick:
            yield (pick[0] if len(pick) == 1 else "+".join(str(v) for v in pick),)


@dataclass(frozen=True, slots=True)
class ChosenYield(Prim):
    """ "The chosen Methuselahs yield as you selected" (each copy chosen is yielded: burned, VT-CONT-04;
    a copy left alone wins its contest, VT-CONT-05)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        chosen = [int(w) for w in str(p.targets[0]).split("+") if w.isdigit()] if p.targets else []
        for v in chosen:
            for t in s.remaining():
                if v in s.contested[t]:
                    yield_card(s, t, v)

    def gives(self) -> Gives:
        return tags("yield")


# ------------------------------------------------------------------------ ante


def playing_for_ante(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if playing for ante": a game here is never played for ante, so the card is never
    played as a political action (it may still be burned for a vote, VT-VOTE-03)."""
    return False


# ------------------------------------------------------------------------ copies of a card on the acting minion


def copies_on_actor(name: str) -> Callable[[VTESState, Any], int]:
    """How many cards of that name the acting minion bears (a ``BlockCost`` count: each copy counts,
    LSJ 19980225)."""

    def count(s: VTESState, course: Any) -> int:
        m = s.minions.get(course.actor)
        cid = card_id(name)
        return 0 if m is None else sum(1 for p in m.cards if p in s.placed and s.placed[p].card == cid)

    return count


def actor_bears(name: str) -> Callable[[VTESState, Any], bool]:
    """The acting minion bears a card of that name (a ``BlockCost``'s ``applies``)."""
    count = copies_on_actor(name)

    def applies(s: VTESState, course: Any) -> bool:
        return count(s, course) > 0

    return applies


# ------------------------------------------------------------------------ the direction of play


@dataclass(frozen=True, slots=True)
class ReversePlay(Prim):
    """ "Direction of play is reversed. Prey is still to the left, however": the turns, and the order in
    which the Methuselahs after the acting one and the defenders are asked (VT-SEQ-02), go the other way
    (``phases.REVERSED``; reversed again, back as before)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if s.game_marks.pop(REVERSED, None) is None:
            s.game_marks[REVERSED] = True
        ops.say(s, N_("The direction of play is reversed."))

    def gives(self) -> Gives:
        return tags("reverse-play")


# ------------------------------------------------------------------------ cards requiring a non-Laibon title

#: The titles of the other sects (VT-SECT-05, 07, 08): a card "requires" one in its first sentence.
NON_LAIBON_TITLES = (
    "primogen",
    "prince",
    "justicar",
    "inner circle",
    "baron",
    "bishop",
    "cardinal",
    "regent",
    "priscus",
)


@cache
def requires_non_laibon_title(card: int) -> bool:
    """The card's printed requirement names a non-Laibon title ("Requires a prince or justicar")."""

    req = next((line for line in facts(card).text.split("\n") if "Requires" in line), "")
    found = re.search(r"Requires[^.]*\.", req)
    return found is not None and any(re.search(rf"\b{t}", found.group(0).lower()) for t in NON_LAIBON_TITLES)


@dataclass(frozen=True, slots=True)
class NoTitleCardsAround(WhileOnTable):
    """ "Cards which require a non-Laibon title cannot be played on this Laibon nor while this Laibon is
    acting" (the minion bearing ``card``; played by it, it would be acting): a rule of
    ``core.TARGET_RULES``."""

    card: str

    def __call__(self, s: VTESState, ctx: Ctx, p: Play) -> bool:
        if p.card < 0 or not requires_non_laibon_title(p.card):
            return True
        a = ctx.action if ctx.action is not None else action_of(s)
        named = [t for t in p.targets if isinstance(t, int)]
        for v in (p.by, *named, a.actor if a is not None else -1):
            if isinstance(v, int) and v in s.minions and bears(s, v, self.card):
                return False
        return True
