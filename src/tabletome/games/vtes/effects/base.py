"""The vocabulary card definitions are written in: registration, discipline levels, timings,
targets and the common effects (bleed, stealth, intercept, votes, blood, strength, strikes...).

A card module writes each card close to its printed text::

    card("Govern the Unaligned",
         Use(ACTION, key="basic", disc=B("dom"), action=ActionSpec(bleed=2), text="bleed with +2 bleed"),
         Use(ACTION, add_blood(3), key="superior", disc=S("dom"), action=ActionSpec(stealth=1),
             targets=younger_uncontrolled, text="+1 stealth action: 3 blood to a younger vampire"))
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from .. import ops
from ..combat import Combat, Strike, current_combat
from ..hooks import (
    ABILITIES,
    CARDS,
    COVERAGE,
    Ability,
    CardDef,
    Ctx,
    Effect,
    Play,
    Pred,
    Use,
    add_event,
    add_flag,
    add_static,
)
from ..model import BASIC, SUPERIOR, facts
from ..state import VTESState
from ..stats import capacity, clan_of, has_clan, is_vampire, level, title, titled
from . import core

Args = tuple[Any, ...]


# ------------------------------------------------------------------------ registration


def card_id(name: str) -> int:
    from ..cards import load_cards

    return int(load_cards().named(name).id)


def card(
    name: str, *uses: Use, requires: Pred | None = None, requires_text: str = "", kinds: Iterable[str] = ()
) -> int:
    """Register how a library card is played; returns its id."""
    cid = card_id(name)
    if cid in CARDS:
        raise ValueError(f"{name} is defined twice")
    CARDS[cid] = CardDef(facts(cid).name, tuple(uses), requires, requires_text, frozenset(kinds))
    COVERAGE.library.add(cid)
    return cid


def abilities(name: str, *abs_: Ability) -> int:
    """Register what a card in play (or a minion's own text) lets its controller do."""
    cid = card_id(name)
    ABILITIES[cid] = (*ABILITIES.get(cid, ()), *abs_)
    if any(a.user == "any" for a in abs_):
        from ..play import ANYONE

        ANYONE.add(cid)
    return cid


def vampire(name: str) -> int:
    """Mark a vampire's text as implemented (its abilities, statics, events registered alongside)."""
    cid = card_id(name)
    COVERAGE.crypt.add(cid)
    return cid


def static(name: str, stat: str, fn: Callable[[VTESState, int, int], int], everywhere: bool = False) -> None:
    add_static(stat, card_id(name), fn, everywhere)


def when_merged(fn: Callable[[VTESState, int, int], int]) -> Callable[[VTESState, int, int], int]:
    """A static of an advanced vampire's text marked with the merged icon: it applies only while the
    vampire is merged (VT-INF-13)."""
    from ..stats import is_merged

    def merged_fn(s: VTESState, src: int, uid: int) -> int:
        return fn(s, src, uid) if src in s.minions and is_merged(s, src) else 0

    return merged_fn


def flag(name: str, which: str, fn: Callable[[VTESState, int, int], bool]) -> None:
    add_flag(which, card_id(name), fn)


def event(
    name: str,
    which: str,
    fn: Callable[[VTESState, int, dict[str, Any]], None],
    due: Callable[[VTESState, int, int], bool] | None = None,
) -> None:
    """A handler of ``which`` for the card; an unlock-phase effect gives ``due(s, src, seat)``: whether
    it acts in that Methuselah's unlock phase (VT-UNL-02: carried out in the order chosen)."""
    add_event(which, card_id(name), fn, due)


def strikes(name: str, fn: Callable[[VTESState, Combat, int, int], list[Strike]]) -> None:
    core.STRIKES[card_id(name)] = fn


# ------------------------------------------------------------------------ discipline levels


def B(*codes: str) -> tuple[tuple[str, int], ...]:
    """Basic level of each discipline (VT-CARD-09)."""
    return tuple((c, BASIC) for c in codes)


def S(*codes: str) -> tuple[tuple[str, int], ...]:
    """Superior level of each discipline (VT-CARD-09)."""
    return tuple((c, SUPERIOR) for c in codes)


def always(*values: int) -> Callable[[int], int]:
    return lambda _n: values[0]


# ------------------------------------------------------------------------ timing predicates


def all_of(*preds: Pred) -> Pred:
    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return all(p(s, ctx, seat, uid) for p in preds)

    return pred


def during_bleed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable during a bleed action"."""
    return ctx.action is not None and ctx.action.is_bleed()


def during_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.action is not None


def directed_at_you(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable during an action directed at you (or a card you control)"."""
    a = ctx.action
    return a is not None and a.directed and a.target_seat == seat


def bleeding_you(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if a minion is bleeding you"."""
    a = ctx.action
    return a is not None and a.is_bleed() and a.target_seat == seat


def bleeding_you_after_blocks(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "... bleeding you, after blocks are declined" (state C, VT-BLK-08)."""
    return ctx.moment == "C" and bleeding_you(s, ctx, seat, uid)


def is_blocker(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The minion now attempting to block (VT-STL-05)."""
    return ctx.action is not None and ctx.action.blocker == uid


def predator_acting(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if a minion controlled by your predator is acting"."""
    a = ctx.action
    return a is not None and a.actor_seat == s.predator(seat)


def successful(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.action is not None and ctx.action.successful


def was_blocked(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.action is not None and ctx.action.blocked_by >= 0


def referendum_passed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    a = ctx.action
    return a is not None and a.kind_ == "political" and isinstance(a.result, tuple) and bool(a.result[0])


def first_round(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.combat is not None and ctx.combat.round == 1


def not_first_round(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.combat is not None and ctx.combat.round > 1


def at_close_range(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ctx.combat is not None and ctx.combat.range == "close"


def anarch(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires an Anarch"."""
    return uid >= 0 and is_vampire(s, uid) and s.minions[uid].sect == "anarch"


def has_title(*names: str) -> Pred:
    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return uid >= 0 and is_vampire(s, uid) and title(s, uid) in names

    return pred


def clan_is(name: str) -> Pred:
    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return uid >= 0 and has_clan(s, uid, name)

    return pred


def once_per_round(key: str) -> Pred:
    """ "A vampire can play only one X each round"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        c = ctx.combat
        return c is not None and (key, uid, c.serial, c.round) not in s.marks

    return pred


def once_per_combat(key: str) -> Pred:
    """ "A vampire can play only one X each combat"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        c = ctx.combat
        return c is not None and (key, uid, c.serial) not in s.marks

    return pred


def note_round(s: VTESState, key: str, uid: int) -> None:
    c = current_combat(s)
    if c is not None:
        s.marks[(key, uid, c.serial, c.round)] = True
        s.marks[(key, uid, c.serial)] = True


# ------------------------------------------------------------------------ targets


def seat_token(t: int) -> str:
    return f"p{t + 1}"


def token_seat(token: Any) -> int:
    return int(str(token)[1:]) - 1


def younger_uncontrolled(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A younger vampire in your uncontrolled region (VT-CARD-03)."""
    cap = capacity(s, uid)
    for v in s.uncontrolled[seat]:
        if facts(s.minions[v].card).capacity < cap:
            yield (v,)


def own_uncontrolled(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v in s.uncontrolled[seat]:
        yield (v,)


def other_methuselahs(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for t in s.remaining():
        if t != seat:
            yield (seat_token(t),)


def any_ready_minion(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for _t, v, _m in s.all_ready():
        yield (v,)


def ready_vampire_you_control(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v, _m in s.ready_minions(seat):
        if is_vampire(s, v):
            yield (v,)


def vampire_you_control(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v in s.ready[seat] + s.torpor[seat]:
        if is_vampire(s, v):
            yield (v,)


def any_ready_vampire(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for _t, v, _m in s.all_ready():
        if is_vampire(s, v):
            yield (v,)


def bleed_targets_other(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Change the target of the bleed to another Methuselah other than the acting minion's
    controller"."""
    a = ctx.action
    for t in s.remaining():
        if t != seat and a is not None and t != a.actor_seat:
            yield (seat_token(t),)


# ------------------------------------------------------------------------ effects on the action


def action_of(s: VTESState) -> Any:
    from ..actions import current_action

    return current_action(s)


def bleed_up(n: int) -> Effect:
    """ "+N bleed" (VT-ACT-09; the limited rule is the Use's ``limited``)."""

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.bleed_bonus += n

    return effect


def stealth_up(n: int) -> Effect:
    """ "+N stealth" for the acting minion (VT-STL-03)."""

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.stealth_bonus += n

    return effect


def intercept_up(n: int) -> Effect:
    """ "+N intercept" for the minion playing it (the blocker, VT-STL-05)."""

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.add_intercept(p.by, n)

    return effect


def action_flag(*flags: str) -> Effect:
    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.flags = a.flags | frozenset(flags)

    return effect


def both(*effects: Effect) -> Effect:
    def effect(s: VTESState, p: Play) -> None:
        for e in effects:
            e(s, p)

    return effect


def reduce_bleed(n: int) -> Effect:
    """ "Reduce a bleed against you by N"."""

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.bleed_bonus -= n

    return effect


def wake(s: VTESState, p: Play) -> None:
    """VT-TERM-20: the minion wakes: it may block and play reactions as if unlocked, this action."""
    a = action_of(s)
    if a is not None:
        a.woke = a.woke | {p.by}


def unlock_self(s: VTESState, p: Play) -> None:
    if p.by in s.minions:
        ops.unlock(s, p.by)


def lock_self(s: VTESState, p: Play) -> None:
    if p.by in s.minions:
        ops.lock(s, p.by)


def redirect(s: VTESState, p: Play) -> None:
    """Change the target of the bleed (the new target can attempt to block, VT-BLK-05)."""
    a = action_of(s)
    if a is not None and p.targets:
        a.retarget(s, token_seat(p.targets[-1]))


def add_votes(n: int) -> Effect:
    """ "This vampire gets +N votes" in the referendum being polled."""

    def effect(s: VTESState, p: Play) -> None:
        from ..politics import current_referendum

        ref = current_referendum(s)
        if ref is not None and p.by >= 0:
            side = str(p.targets[0]) if p.targets else None
            ref.add_votes(s, p.by, n, side)

    return effect


def side_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """For or against, when the vampire has not cast yet (VT-VOTE-02)."""
    ref = ctx.referendum
    if ref is not None and uid >= 0 and ref.side_of(uid) is not None:
        yield ()
        return
    yield ("for",)
    yield ("against",)


# ------------------------------------------------------------------------ effects on minions


def add_blood(n: int, slot: int = 0) -> Effect:
    """ "Add N blood to" the targeted vampire (``targets[slot]``)."""

    def effect(s: VTESState, p: Play) -> None:
        uid = p.targets[slot] if p.targets else p.by
        if isinstance(uid, int) and uid in s.minions:
            ops.add_blood(s, uid, n)

    return effect


def gain_blood(n: int) -> Effect:
    """ "This vampire gains N blood"."""

    def effect(s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            ops.add_blood(s, p.by, n)

    return effect


def put_self_on(host: str = "by", counters: int = 0) -> Effect:
    """ "Put this card on this vampire" (or on the target): a master card stays its player's
    (VT-CARD-33), a minion card is controlled by the minion's controller (VT-CARD-45)."""

    def effect(s: VTESState, p: Play) -> None:
        from ..play import stays

        uid = p.by if host == "by" else p.targets[0]
        if isinstance(uid, int) and uid in s.minions:
            controller = ops.attached_controller(s, p.card, p.seat, uid)
            ops.put_on(s, p.card, p.seat, controller, uid, counters, mode=use_key(p))
            stays(s)

    return effect


def put_self_in_play(counters: int = 0) -> Effect:
    def effect(s: VTESState, p: Play) -> None:
        from ..play import stays

        ops.put_in_play(s, p.card, p.seat, counters, mode=use_key(p))
        stays(s)

    return effect


def use_key(p: Play) -> str:
    return CARDS[p.card].uses[p.use].key if p.card >= 0 else ""


def discipline_on(s: VTESState, card: int, seat: int, host: int) -> int:
    """A Discipline master card on a vampire (VT-CARD-37, VT-CARD-38): ``data`` says which
    discipline it raises and whether it adds capacity."""
    f = facts(card)
    code = next(iter(c for c, _ in f.disciplines), "")
    if not code:
        import re

        m = re.search(r"\[(\w{3})\]", f.text)
        code = m.group(1).lower() if m else ""
    data: tuple[Any, ...] = ("discipline", code, "cap") if "+1 capacity" in f.text else ("discipline", code)
    return ops.put_on(s, card, seat, seat, host, data=data)


# ------------------------------------------------------------------------ combat effects


def combat_mod(key: str, value: Any = 1, scope: str = "round", who: str = "self") -> Effect:
    """A combat modifier on the playing minion (``who="self"``) or the opposing one."""

    def effect(s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None:
            return
        uid = p.by if who == "self" else c.other(p.by)
        c.add(uid, key, value, scope)

    return effect


def strike_with(st: Strike) -> Effect:
    """ "Strike: ..." played as the minion's strike."""

    def effect(s: VTESState, p: Play) -> None:
        from ..combat import set_strike

        c = current_combat(s)
        if c is not None:
            set_strike(s, c, p.by, st._replace(card=p.card))

    return effect


def prevent_damage(n: int) -> Effect:
    """ "Prevent N damage" (VT-DMG-02)."""

    def effect(s: VTESState, p: Play) -> None:
        from ..combat import prevent

        c = current_combat(s)
        if c is not None:
            prevent(s, c, n)

    return effect


def in_damage_to_self(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """A prevention card is played by the minion taking the damage (VT-DMG-02)."""
    from ..combat import damage_to

    c = ctx.combat
    if c is None or ctx.moment != "damage":
        return False
    d = damage_to(s, c)
    return d is not None and d[0] == uid


def from_opposing_strike(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    from ..combat import damage_to

    c = ctx.combat
    d = damage_to(s, c) if c is not None else None
    return d is not None and d[3] == c.other(uid)


def do_maneuver(s: VTESState, p: Play) -> None:
    from .core import maneuver

    c = current_combat(s)
    if c is not None:
        maneuver(s, c, p.by)


def may_maneuver_now(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    from .core import may_maneuver

    return ctx.combat is not None and may_maneuver(ctx.combat, uid)


def do_press(how: str = "continue") -> Effect:
    def effect(s: VTESState, p: Play) -> None:
        from .core import press

        c = current_combat(s)
        if c is not None:
            press(s, c, p.by, how if how != "any" else ("end" if c.press > 0 else "continue"))

    return effect


def may_press_now(how: str = "continue") -> Pred:
    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        from .core import may_press

        c = ctx.combat
        if c is None:
            return False
        if how == "any":
            return may_press(c, uid, "continue") or may_press(c, uid, "end")
        return may_press(c, uid, how)

    return pred


__all__ = [
    "Ability",
    "B",
    "CardDef",
    "Ctx",
    "Play",
    "S",
    "Strike",
    "Use",
    "abilities",
    "card",
    "clan_of",
    "event",
    "flag",
    "level",
    "static",
    "titled",
    "vampire",
]


# ------------------------------------------------------------------------ allies, retainers, equipment


def recruit(life: int | None = None) -> Effect:
    """VT-ACT-21, VT-CARD-56: the ally enters your ready region with its starting life from the bank;
    recruited by an action, it cannot act this turn (VT-ACT-22)."""

    def effect(s: VTESState, p: Play) -> None:
        from ..play import stays

        n = facts(p.card).life if life is None else life
        uid = ops.new_minion(s, p.card, p.seat, n)
        s.minions[uid] = s.minions[uid]._replace(sect=None, title=None)
        ops.enter_ready(s, p.seat, uid)
        s.marks[("recruited", uid)] = True
        stays(s)
        ops.say(s, f"{ops.who(s, p.seat)} recruits {facts(p.card).name}.")

    return effect


def equip(s: VTESState, p: Play) -> None:
    """VT-ACT-16, VT-CARD-57: the equipment goes on the acting minion."""
    from ..play import stays

    if p.by in s.minions:
        ops.put_on(s, p.card, p.seat, s.controller(p.by), p.by, mode=use_key(p))
        stays(s)
        ops.say(s, f"{ops.label(s, p.by)} is equipped with {facts(p.card).name}.")


def employ(life: int | None = None) -> Effect:
    """VT-ACT-19, VT-CARD-58: the retainer goes on the acting minion with its starting life (kept as
    counters on the card)."""

    def effect(s: VTESState, p: Play) -> None:
        from ..play import stays

        n = facts(p.card).life if life is None else life
        if p.by in s.minions:
            ops.put_on(s, p.card, p.seat, s.controller(p.by), p.by, counters=n, mode=use_key(p))
            stays(s)
            ops.say(s, f"{ops.label(s, p.by)} employs {facts(p.card).name}.")

    return effect


def bearer(s: VTESState, src: int) -> int:
    """The minion a card is on (-1 if none)."""
    p = s.placed.get(src)
    return p.host if p is not None else -1


def host_of(fn: Callable[[VTESState, int], int]) -> Callable[[VTESState, int, int], int]:
    """A static of a card on a minion that applies to that minion only."""

    def static_fn(s: VTESState, src: int, uid: int) -> int:
        return fn(s, uid) if bearer(s, src) == uid else 0

    return static_fn


def const(n: int) -> Callable[[VTESState, int, int], int]:
    """A static that always adds ``n`` (to the minion whose text it is, or that bears the card)."""

    def static_fn(s: VTESState, src: int, uid: int) -> int:
        return n

    return static_fn


def location(s: VTESState, p: Play) -> None:
    """A location (or master card "put in play") stays in play (VT-CARD-34)."""
    put_self_in_play()(s, p)


def lock_target(s: VTESState, p: Play) -> None:
    uid = p.targets[0] if p.targets else -1
    if isinstance(uid, int) and (uid in s.minions or uid in s.placed):
        ops.lock(s, uid)
