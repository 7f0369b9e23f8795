"""Targets: the choices a card needs, fixed when it is played (VT-ANN-01), each a function
``(state, ctx, seat, minion uid) -> iterable of tuples``: a minion's uid, ``"p2"`` for Methuselah 2,
a word. :class:`Minions` says most of them as data ("a ready vampire controlled by another
Methuselah", "a locked minion", "a younger vampire")."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import permutations
from typing import Any

from ...hooks import Ctx, Play
from ...model import facts
from ...politics import AGAINST
from ...state import VTESState
from ...stats import capacity, has_clan, is_vampire
from ...traits import has_trait, master_clan
from .when import Kind, may_attempt_block

Args = tuple[Any, ...]


def seat_token(t: int) -> str:
    return f"p{t + 1}"


def token_seat(token: Any) -> int:
    return int(str(token)[1:]) - 1


@dataclass(frozen=True, slots=True)
class Minions:
    """Minions as a card names them: whose (``any``, ``yours``, ``others``: controlled by another
    Methuselah, ``prey``, ``predator``, ``neighbours``: your predator or prey), where (``ready``; ``controlled``: ready or in torpor; ``yours``: also the
    uncontrolled region), which
    (``vampire`` True for vampires, False for allies, None for both; ``locked``; ``younger`` than
    the minion playing the card; ``kind``: of a clan, a sect...); ``other``: not the minion playing
    it."""

    whose: str = "any"
    where: str = "ready"
    vampire: bool | None = None
    locked: bool | None = None
    younger: bool = False
    kind: Kind | None = None
    other: bool = False
    below_counters: bool = False  # "with capacity less than X, the counters on this card" (in play)

    def __call__(self, s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        uid = ctx.by if ctx.by >= 0 else uid  # an ability's acting minion ("younger" than it)
        cap = capacity(s, uid) if self.younger else 0
        most = s.placed[uid].counters if self.below_counters and uid in s.placed else 0
        for v in self.candidates(s, seat):
            if self.fits(s, v, uid, cap) and (not self.below_counters or capacity(s, v) < most):
                yield (v,)

    def candidates(self, s: VTESState, seat: int) -> Iterator[int]:
        if self.where == "ready" and self.whose in ("any", "others"):
            for t, v, _m in s.all_ready():
                if self.whose == "any" or t != seat:
                    yield v
            return
        for t in self.seats(s, seat):
            yield from s.ready[t]
            if self.where != "ready":
                yield from s.torpor[t]
            if self.where == "yours":
                yield from s.uncontrolled[t]

    def seats(self, s: VTESState, seat: int) -> list[int]:
        if self.whose == "yours":
            return [seat]
        if self.whose == "prey":
            prey = s.prey(seat)
            return [prey] if prey != seat else []
        if self.whose == "predator":
            predator = s.predator(seat)
            return [predator] if predator != seat else []
        if self.whose == "neighbours":  # "your predator or prey"
            return sorted({s.predator(seat), s.prey(seat)} - {seat})
        return [t for t in s.remaining() if self.whose == "any" or t != seat]

    def fits(self, s: VTESState, v: int, uid: int, cap: int) -> bool:
        if self.vampire is not None and is_vampire(s, v) != self.vampire:
            return False
        if self.locked is not None and s.minions[v].locked != self.locked:
            return False
        if self.younger and not capacity(s, v) < cap:
            return False
        if self.other and v == uid:
            return False
        return self.kind is None or self.kind(s, v)

    @property
    def harmful(self) -> bool:
        return self.whose in ("others", "prey", "predator", "neighbours")


ANY_READY_MINION = Minions()
ANY_READY_VAMPIRE = Minions(vampire=True)
READY_VAMPIRE_YOU_CONTROL = Minions("yours", vampire=True)
VAMPIRE_YOU_CONTROL = Minions("yours", "controlled", vampire=True)
MINION_YOU_CONTROL = Minions("yours", "controlled")
OTHERS_READY_MINION = Minions("others")
OTHERS_READY_VAMPIRE = Minions("others", vampire=True)
OTHERS_READY_ALLY = Minions("others", vampire=False)
OTHERS_LOCKED_MINION = Minions("others", locked=True)
OTHERS_LOCKED_VAMPIRE = Minions("others", vampire=True, locked=True)
OTHERS_YOUNGER_VAMPIRE = Minions("others", vampire=True, younger=True)


@dataclass(frozen=True, slots=True)
class Uncontrolled:
    """A vampire in your (``prey``: your prey's) uncontrolled region (of ``kind``; ``younger`` than the
    vampire playing the card, by printed capacity, VT-CARD-03)."""

    kind: Kind | None = None
    younger: bool = False
    prey: bool = False  # "in your prey's uncontrolled region"

    def __call__(self, s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        cap = capacity(s, uid) if self.younger else 0
        whose = s.prey(seat) if self.prey else seat
        if whose == seat and self.prey:
            return
        for v in s.uncontrolled[whose]:
            if self.younger and not facts(s.minions[v].card).capacity < cap:
                continue
            if self.kind is None or self.kind(s, v):
                yield (v,)


younger_uncontrolled = Uncontrolled(younger=True)
own_uncontrolled = Uncontrolled()


def uncontrolled_of(kind: Kind) -> Uncontrolled:
    """A vampire of ``kind`` in your uncontrolled region."""
    return Uncontrolled(kind)


def acting_minion_of(kind: Any) -> Any:
    """ "The acting <kind>" (the acting minion, when of ``kind``), a target named by the card."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        a = ctx.action
        if a is not None and a.actor in s.minions and kind(s, a.actor):
            yield (a.actor,)

    return targets


def enslaving_blocker(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "A vampire to whom this vampire is enslaved": the blocking vampire you control of this Slave's
    master clan (VT-TRAIT-10)."""

    a = ctx.action
    if a is None or a.blocker < 0 or a.blocker == uid or uid not in s.minions or not has_trait(s, uid, "Slave"):
        return
    clan = master_clan(facts(s.minions[uid].card))
    if clan and s.controller(a.blocker) == seat and is_vampire(s, a.blocker) and has_clan(s, a.blocker, clan):
        yield (a.blocker,)


def several_of(n: int, choices: Any) -> Any:
    """ "Up to N" of the single choices ``choices`` yields ("unlock up to two wraith allies you
    control"): one, then another or ``none`` (chosen one at a time; N places, the rest ``none``)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        single = [t[0] for t in choices(s, ctx, seat, uid)]
        for k in range(1, n + 1):
            for chosen in permutations(single, k):
                yield (*chosen, *(("none",) * (n - k)))

    return targets


def any_target(*choices: Any) -> Any:
    """The choices of each targets function in turn ("an ally or retainer": allies, then retainer cards)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        for choice in choices:
            yield from choice(s, ctx, seat, uid)

    return targets


def undirected(s: VTESState, p: Play) -> int:
    """An ``ActionSpec.target_seat``: an action naming a minion of another Methuselah that its text does
    not mark (D) ("add 1 blood to a ready vampire as a +1 stealth action") is directed at nobody."""
    return -1


def other_methuselahs(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for t in s.remaining():
        if t != seat:
            yield (seat_token(t),)


def bleed_targets_other(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Change the target of the bleed to another Methuselah other than the acting minion's
    controller"."""
    a = ctx.action
    for t in s.remaining():
        if t != seat and a is not None and t != a.actor_seat:
            yield (seat_token(t),)


def predators_predator(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    yield (seat_token(s.predator(s.predator(seat))),)


def side_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """For or against, when the vampire has not cast yet (VT-VOTE-02)."""
    ref = ctx.referendum
    if ref is not None and uid >= 0 and ref.side_of(uid) is not None:
        yield ()
        return
    yield ("for",)
    yield ("against",)


def sides(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """For or against (a Methuselah's votes)."""
    yield ("for",)
    yield ("against",)


def torpor_of(kind: Kind) -> Any:
    """A vampire of ``kind`` in any torpor region, without hostage counters."""

    def targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
        for t in s.remaining():
            for v in s.torpor[t]:
                if kind(s, v) and "hostage" not in dict(s.minions[v].counters):
                    yield (v,)

    return targets


def blocker_of(kind: Kind) -> Any:
    """The minion of ``kind`` you control now attempting to block (intercept goes to the blocker,
    VT-STL-05)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        a = ctx.action
        if a is not None and a.blocker in s.minions and s.controller(a.blocker) == seat and kind(s, a.blocker):
            yield (a.blocker,)

    return targets


def locked_may_block(kind: Kind) -> Any:
    """A locked minion of ``kind`` you control that could attempt to block (once unlocked)."""

    def targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        for v, m in s.ready_minions(seat):
            if m.locked and kind(s, v) and may_attempt_block(s, ctx, seat, v):
                yield (v,)

    return targets


def cast_vampires(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A vampire who has cast votes or ballots in this referendum."""
    ref = ctx.referendum
    if ref is None:
        return
    seen: list[int] = []
    for source, *_ in ref.cast:
        v = source[0] if isinstance(source, tuple) and source[1:] == ("extra",) else source
        if isinstance(v, int) and v in s.minions and v not in seen:
            seen.append(v)
            yield (v,)


def against_only(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Votes against the referendum: not by a vampire who voted in favour (ruling LSJ 20031115); gaining
    them makes the vampire vote against (ruling LSJ 20031119)."""

    ref = ctx.referendum
    side = ref.side_of(uid) if ref is not None else None
    if side is None:
        yield (AGAINST,)
    elif side == AGAINST:
        yield ()


@dataclass(frozen=True, slots=True)
class ChooserAndYounger:
    """Targets: "choose a ready unlocked <chooser> you control" and "a younger <kind> vampire in your
    uncontrolled region" (younger than the one chosen, by printed capacity, VT-CARD-03)."""

    chooser: Kind
    kind: Kind

    def __call__(self, s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
        for b, m in s.ready_minions(seat):
            if m.locked or not (is_vampire(s, b) and self.chooser(s, b)):
                continue
            for v in s.uncontrolled[seat]:
                if self.kind(s, v) and facts(s.minions[v].card).capacity < capacity(s, b):
                    yield (b, v)
