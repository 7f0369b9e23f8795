"""Effects on the action in progress (VT-ACT, VT-BLK, VT-STL, VT-RES): bleed, stealth, intercept,
blocks, bounces, wakes, unlocks; what lasts for the rest of the action is kept on its course
(:class:`~...actions.ActionCourse`) and ends with it (VT-RES-06, VT-STL-06)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from ... import ops
from ...actions import NO_BLEED, card_blocker, current_action, hunt
from ...cards import load_cards
from ...combat import current_combat, enter_combat, inflict
from ...hooks import ACTION_TRIGGERS, ALLY, ANY_CARD, CARDS, GRANT_WHEN, GRANTS, REACTION, RETAINER, Play, listen
from ...impulse import ask
from ...model import facts
from ...play import cancel_played
from ...politics import current_referendum
from ...state import CENTRE
from ...stats import TURN_STATIC, capacity, clan_of, is_vampire, level
from ...traits import circle, has_trait
from .. import core
from .amounts import Amount, amount, typical
from .minion import distinct_slugs, stays, use_key
from .prims import Gives, Prim, gives_of, tags
from .registry import WhileMinionOnTable, card_id, rule
from .targets import token_seat
from .when import BETWEEN_UNLOCKS, may_attempt_block, until_unlock

if TYPE_CHECKING:
    from ...combat import Combat
    from ...state import VTESState


def action_of(s: VTESState) -> Any:
    """The action in progress (None if none)."""

    return current_action(s)


# ------------------------------------------------------------------------ bleed, stealth, intercept


@dataclass(frozen=True, slots=True)
class Bleed(Prim):
    """ "+N bleed" (VT-ACT-09; the limited rule is the Use's ``limited``)."""

    n: Amount = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.bleed_bonus += amount(self.n, s, p)

    def gives(self) -> Gives:
        return Gives(bleed=typical(self.n))


@dataclass(frozen=True, slots=True)
class Stealth(Prim):
    """ "+N stealth" for the acting minion (VT-STL-03)."""

    n: Amount = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.stealth_bonus += amount(self.n, s, p)

    def gives(self) -> Gives:
        return Gives(stealth=typical(self.n))


@dataclass(frozen=True, slots=True)
class Intercept(Prim):
    """ "+N intercept" for the minion playing it (the blocker, VT-STL-05), or with ``target`` for the
    minion the card names (an Anarch you control)."""

    n: Amount = 1
    target: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        uid = p.targets[0] if self.target and p.targets else p.by
        if a is not None and isinstance(uid, int):
            a.add_intercept(uid, amount(self.n, s, p))

    def gives(self) -> Gives:
        return Gives(intercept=typical(self.n))


@dataclass(frozen=True, slots=True)
class BlockerIntercept(Prim):
    """ "The blocking minion gets N intercept" (the attempt in progress, VT-STL-03; -1: Forced
    Confessional; +1 from a location, KRCG News Radio)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and a.blocker in s.minions:
            a.add_intercept(a.blocker, self.n)

    def gives(self) -> Gives:
        return Gives(intercept=self.n) if self.n > 0 else Gives(minus_icpt=-self.n)


@dataclass(frozen=True, slots=True)
class ReduceBleed(Prim):
    """ "Reduce a bleed against you by N"."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.bleed_bonus -= self.n

    def gives(self) -> Gives:
        return Gives(reduce=self.n)


@dataclass(frozen=True, slots=True)
class BleedToZero(Prim):
    """ "Reduce a bleed against you to 0" (later increases still count). A minion attempting to block
    that is locked fails to block unless it woke (ruling LSJ 20010702)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None:
            return
        a.bleed_set = 0
        a.bleed_bonus = 0
        if a.blocker == p.by and a.stage == "B" and not a.woken(p.by):
            a.fail_attempt(s)

    def gives(self) -> Gives:
        return Gives(reduce=9)


@dataclass(frozen=True, slots=True)
class StealthToZero(Prim):
    """ "Reduce the acting minion's stealth to 0": -X stealth, X the stealth now (ruling RTR
    20030519); nothing with no or negative stealth (ruling LSJ 20021211)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.stealth_bonus -= max(0, a.stealth(s))

    def gives(self) -> Gives:
        return tags("stealth-to-zero")


@dataclass(frozen=True, slots=True)
class ActionFlag(Prim):
    """A rule for the rest of the action, kept on its flags: ``no-vampire-block``, ``no-ally-block``
    (those minions cannot block it), and the flags other primitives read."""

    flags: tuple[str, ...]

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.flags = a.flags | frozenset(self.flags)

    def gives(self) -> Gives:
        return tags(*(f"flag:{f}" for f in self.flags))


def flag(*flags: str) -> ActionFlag:
    return ActionFlag(flags)


@dataclass(frozen=True, slots=True)
class ActorNoDisciplines:
    """ "This vampire cannot play cards requiring Disciplines until the action is complete" (the acting
    minion, in an action carrying ``flag``): a rule of ``core.TARGET_RULES``."""

    flag: str
    plays: ClassVar[int] = ANY_CARD  # library cards only (hooks.active_for)

    def __call__(self, s: VTESState, ctx: Any, p: Play) -> bool:
        a = action_of(s)
        if a is None or self.flag not in a.flags or p.by != a.actor or p.card < 0 or p.card not in CARDS:
            return True
        return not CARDS[p.card].uses[p.use].disc


# ------------------------------------------------------------------------ the minions of the action


@dataclass(frozen=True, slots=True)
class Wake(Prim):
    """VT-TERM-20: the minion (or, with ``target``, the minion chosen) wakes: it may block and play
    reactions as if unlocked, this action."""

    target: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None:
            return
        if not self.target:
            a.woke = a.woke | {p.by}
        elif p.targets:
            a.woke = a.woke | {p.targets[0]}

    def gives(self) -> Gives:
        return Gives(wake=True)


#: ``game_marks`` of the minions that do not unlock as normal during their next unlock phase.
NO_NEXT_UNLOCK = until_unlock("qui-vive-ally")


@dataclass(frozen=True, slots=True)
class NoNextUnlock(Prim):
    """ "<This minion> does not unlock as normal during their next unlock phase" (``allies_only``:
    "if this minion is an ally"; ``actor``: "the acting minion does not unlock ..."); read by
    :func:`unlocks_as_normal`, a rule of ``core.UNLOCK_RULES``."""

    allies_only: bool = False
    actor: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s) if self.actor else None
        uid = (a.actor if a is not None else -1) if self.actor else p.by
        if uid in s.minions and not (self.allies_only and is_vampire(s, uid)):
            s.game_marks[(NO_NEXT_UNLOCK, uid)] = True

    def gives(self) -> Gives:
        return tags("no-next-unlock")


@dataclass(frozen=True, slots=True)
class Stun(Prim):
    """ "Stun <the vampire chosen>": it is locked and does not unlock as normal during its next unlock
    phase (read by :func:`unlocks_as_normal`); a target locked by then makes the action fizzle (ruling
    ANK 20210124)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if not isinstance(uid, int) or uid not in s.minions or not s.is_ready(uid) or s.minions[uid].locked:
            return
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
class MinionsGetThisTurn(Prim):
    """ "Each of your minions gets +N <stat> for the remainder of the turn" (``stats.TURN_STATIC``, read by
    ``stats.static``); ``until_blocked``: "or until a bleed action is blocked" (any bleed action:
    :func:`lapse_on_blocked`)."""

    stat: str
    n: int
    line: str  # what the log says (a marked sentence, with {seat} and {n})
    until_blocked: str = ""  # "bleed": the bonus lapses when a bleed action is blocked

    def __call__(self, s: VTESState, p: Play) -> None:
        key = (TURN_STATIC, self.stat)
        s.marks[key] = (*s.marks.get(key, ()), (p.seat, self.n))
        if self.until_blocked:
            s.marks[(TURN_STATIC, "until", self.stat)] = self.until_blocked
        ops.say(s, self.line, seat=s.seat_name(p.seat), n=self.n)

    def gives(self) -> Gives:
        return Gives(bleed=self.n) if self.stat == "bleed" else tags("turn-static")


def lapse_on_blocked(s: VTESState, info: dict[str, Any]) -> None:
    """ "... or until a bleed action is blocked": the bonuses that last so far lapse."""

    course = info["course"]
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:2] == (TURN_STATIC, "until")]:
        if s.marks[key] == "bleed" and course.is_bleed():
            s.marks.pop(key)
            s.marks.pop((TURN_STATIC, key[2]), None)


listen("blocked", lapse_on_blocked)


def unlocks_as_normal(s: VTESState, uid: int) -> bool:
    return (NO_NEXT_UNLOCK, uid) not in s.game_marks


core.UNLOCK_RULES.append(unlocks_as_normal)


@dataclass(frozen=True, slots=True)
class Unlock(Prim):
    """ "Unlock this minion" (the minion playing it); with ``target``, the minion chosen."""

    target: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if self.target and p.targets else p.by
        if isinstance(uid, int) and uid in s.minions:
            ops.unlock(s, uid)

    def gives(self) -> Gives:
        return Gives(unlock=True)


@dataclass(frozen=True, slots=True)
class UnlockEach(Prim):
    """ "Unlock <each minion chosen>" (up to N of them: :func:`.targets.several_of`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        for uid in p.targets:
            if isinstance(uid, int) and uid in s.minions:
                ops.unlock(s, uid)

    def gives(self) -> Gives:
        return Gives(unlock=True)


@dataclass(frozen=True, slots=True)
class Lock(Prim):
    """ "Lock this minion", or with ``target`` the minion (or card) chosen."""

    target: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        if not self.target:
            if p.by in s.minions:
                ops.lock(s, p.by)
            return
        uid = p.targets[0] if p.targets else -1
        if isinstance(uid, int) and (uid in s.minions or uid in s.placed):
            ops.lock(s, uid)

    def gives(self) -> Gives:
        return tags("lock-target") + Gives(harmful=True) if self.target else tags("lock-self")


@dataclass(frozen=True, slots=True)
class Redirect(Prim):
    """ "Change the target of the bleed" to the Methuselah chosen (who can attempt to block,
    VT-BLK-05)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and p.targets:
            a.retarget(s, token_seat(p.targets[-1]))

    def gives(self) -> Gives:
        return Gives(bounce=True)


def actors_prey(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """The prey of the acting minion's controller (a seat token), for :class:`Redirect`: "that minion
    is now bleeding his or her prey"."""
    a = ctx.action
    if a is not None:
        prey = s.prey(a.actor_seat)
        if prey not in (seat, a.actor_seat) and s.in_game(prey):
            yield (f"p{prey + 1}",)


def not_predator_acting(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """ "A minion controlled by a Methuselah other than your predator" is acting."""
    a = ctx.action
    return a is not None and a.actor_seat != s.predator(seat)


#: The action flag of :class:`BounceCancelled`.
NEXT_BOUNCE_CANCELLED = "next-bounce-cancelled"


@dataclass(frozen=True, slots=True)
class BounceCancelled(Prim):
    """ "The next card that would change the target of this bleed is canceled as it is played" (the
    action's flag, read by :func:`cancel_next_bounce`, a rule of ``core.AUTO_CANCELS``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.flags = a.flags | {NEXT_BOUNCE_CANCELLED}


def cancel_next_bounce(s: VTESState, p: Play, use: Any) -> bool | str:
    """A card that would change the target of the bleed (a use giving ``bounce``) played during an
    action flagged by :class:`BounceCancelled` is cancelled as it is played, its cost paid (VT-TERM-18,
    ANK 20260216); the flag is spent."""

    a = action_of(s)
    if a is None or NEXT_BOUNCE_CANCELLED not in a.flags or use.effect is None or not gives_of(use.effect).bounce:
        return False
    a.flags = a.flags - {NEXT_BOUNCE_CANCELLED}
    return core.PAID


@dataclass(frozen=True, slots=True)
class FailBlock(Prim):
    """ "That attempt fails (and the blocking minion cannot attempt to block this action again)"."""

    forbid: bool = True
    controller: bool = False  # "the blocking minion's controller cannot attempt to block this action again"

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and a.blocker >= 0:
            if self.controller and a.blocker in s.minions:
                a.declined = a.declined | {s.controller(a.blocker)}
            a.fail_attempt(s, forbid=self.forbid)

    def gives(self) -> Gives:
        return Gives(fails=True)


@dataclass(frozen=True, slots=True)
class CannotBlock(Prim):
    """ "The chosen vampire cannot block this action"."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and p.targets:
            a.noblock = a.noblock | {p.targets[0]}

    def gives(self) -> Gives:
        return tags("cannot-block")


@dataclass(frozen=True, slots=True)
class AttemptBlock(Prim):
    """This minion (or the target minion) unlocks and attempts to block (VT-BLK-03, VT-BLK-06); with
    ``anyhow``, ignoring who may block (Eagle's Sight; the target minion, unlocked already: "any unlocked
    Malkavian can attempt to block", Madness Network)."""

    anyhow: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if self.anyhow:
            uid = p.targets[0] if p.targets and isinstance(p.targets[0], int) else p.by
            if a is not None and uid in s.minions:
                a.declare_block(s, uid)
            return
        uid = p.targets[0] if p.targets and isinstance(p.targets[0], int) else p.by
        if a is None or uid not in s.minions:
            return
        ops.unlock(s, uid)
        if a.blocker != uid:
            a.declare_block(s, uid)

    def gives(self) -> Gives:
        return Gives(block=True)


LOCK_UNLESS_BLOCKS = "lock-unless-blocks"


@dataclass(frozen=True, slots=True)
class LockUnlessBlocks(Prim):
    """ "If this vampire does not block this action, lock them after action resolution" (a block of
    theirs counts, even if the action then continues as if unblocked); with ``put_on``: "and put this
    card on them after action resolution" (from the ash heap it went to as it resolved; not on a
    vampire with one already: "a vampire can have only one")."""

    put_on: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None or p.by not in s.minions:
            return
        a.trigger("blocked", LOCK_UNLESS_BLOCKS, p.by)
        a.trigger("action-end", LOCK_UNLESS_BLOCKS, p.by)
        s.marks[("this-action", LOCK_UNLESS_BLOCKS, "card", p.by)] = (p.card, p.seat, self.put_on)

    def gives(self) -> Gives:
        return tags("lock-unless-blocks")


def lock_unless_blocks(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """The block is remembered; as the action ends, a vampire that did not block locks (and the card
    goes on it)."""
    if "blocker" in info:
        if info["blocker"] == uid:
            s.marks[("this-action", LOCK_UNLESS_BLOCKS, uid)] = True
        return
    if ("this-action", LOCK_UNLESS_BLOCKS, uid) in s.marks or uid not in s.minions or not s.is_ready(uid):
        return
    card, seat, put_on = s.marks.get(("this-action", LOCK_UNLESS_BLOCKS, "card", uid), (-1, -1, False))
    if card < 0:
        return
    ops.lock(s, uid)
    ops.say(s, N_("{minion} is locked ({name})."), minion=ops.label(s, uid), name=facts(card).name)
    held = any(s.placed[c].card == card for c in s.minions[uid].cards if c in s.placed)
    if put_on and card in s.ash[seat] and not held:
        ash = s.ash[seat]
        del ash[len(ash) - 1 - ash[::-1].index(card)]
        ops.put_on(s, card, seat, seat, uid, 0, "superior")
        ops.say(s, N_("{card} is put on {minion}."), card=facts(card).name, minion=ops.label(s, uid))


ACTION_TRIGGERS[LOCK_UNLESS_BLOCKS] = lock_unless_blocks

#: What changes the acting minion's action, for :class:`UnaffectedBy`: its bleed's target or amount, its
#: stealth, its end (``Gives`` numbers and tags).
ACTION_CHANGING_TAGS = frozenset(("stealth-to-zero", "end-action"))


@dataclass(frozen=True, slots=True)
class UnaffectedBy:
    """ "Reaction cards that require Dominate or Presence do not affect this vampire for the duration of
    this action" (the acting minion of the action carrying ``flag``), a rule of ``core.TARGET_RULES``:
    such a card (played as ``as_`` with one of ``requiring``) is refused when it names the acting minion
    or changes its action: the bleed's target (LSJ 20010621: no bounce) or amount, its stealth, its end
    (a reading: ``Gives`` ``bounce``, ``reduce``, the tags of :data:`ACTION_CHANGING_TAGS`); votes or
    intercept for the reacting minion do not affect it. With ``combat_flag``, "minions opposing this
    vampire in combat cannot play cards that require ..." for the rest of the action."""

    flag: str
    requiring: tuple[str, ...]
    as_: str = "reaction"
    combat_flag: str = ""
    plays: ClassVar[int] = ANY_CARD  # library cards only (hooks.active_for)

    def __call__(self, s: VTESState, ctx: Any, p: Play) -> bool:
        a = ctx.action
        if p.card < 0 or a is None or self.flag not in a.flags or p.card not in CARDS:
            return True
        use = CARDS[p.card].uses[p.use]
        if not any(code in self.requiring for code, _ in use.disc):
            return True
        c = ctx.combat
        if self.combat_flag in a.flags and c is not None and a.actor in (c.a, c.b) and p.by == c.other(a.actor):
            return False
        return use.as_ != self.as_ or not self.affects(a.actor, use, p)

    @staticmethod
    def affects(actor: int, use: Any, p: Play) -> bool:
        if actor in p.targets:
            return True
        g = use.effect.gives() if use.effect is not None and hasattr(use.effect, "gives") else Gives()
        return g.bounce or g.reduce > 0 or bool(g.tags & ACTION_CHANGING_TAGS)


ON_ACTING_IF_BLOCKS = "on-acting-if-blocks"


@dataclass(frozen=True, slots=True)
class OnActingIfBlocks(Prim):
    """ "If this vampire blocks, put this card on the acting minion; you still control this card" (from
    the ash heap it went to as it resolved; removed from there meanwhile, it has no effect: ANK
    20220805); the card remembers the vampire that played it (its ``data``: ``("reactor", uid)``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None or p.card < 0 or p.by not in s.minions:
            return
        a.trigger("blocked", ON_ACTING_IF_BLOCKS, p.by)
        s.marks[("this-action", ON_ACTING_IF_BLOCKS, p.by)] = (p.card, p.seat)

    def gives(self) -> Gives:
        return tags("put-on-acting")


def on_acting_if_blocks(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    if info.get("blocker") != uid:
        return
    card, seat = s.marks.pop(("this-action", ON_ACTING_IF_BLOCKS, uid), (-1, -1))
    actor = course.actor
    if card < 0 or card not in s.ash[seat] or actor not in s.minions:
        return
    ash = s.ash[seat]
    del ash[len(ash) - 1 - ash[::-1].index(card)]
    ops.put_on(s, card, seat, seat, actor, 0, "superior", ("reactor", uid))
    ops.say(s, N_("{card} is put on {minion}."), card=facts(card).name, minion=ops.label(s, actor))


ACTION_TRIGGERS[ON_ACTING_IF_BLOCKS] = on_acting_if_blocks


@dataclass(frozen=True, slots=True)
class NoReactions(Prim):
    """ "The chosen minion cannot play reaction cards this action" (``play.reactors`` reads it)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.targets and isinstance(p.targets[0], int):
            s.marks[("this-action", "no-reactions", p.targets[0])] = True

    def gives(self) -> Gives:
        return tags("no-reactions")


@dataclass(frozen=True, slots=True)
class NoUnlock(Prim):
    """ "During this action, minions cannot unlock" (ops.unlock reads the mark; a wake is no unlock,
    ruling [PIB 20150703])."""

    def __call__(self, s: VTESState, p: Play) -> None:
        s.marks[("this-action", "no-unlock")] = True

    def gives(self) -> Gives:
        return tags("no-unlock")


@dataclass(frozen=True, slots=True)
class Note(Prim):
    """Remember that this minion played the card, for a limit: ``scope`` "action" ("only one each
    action"), "unlocks" ("only one between their unlock phases", cleared by :func:`clear_at_unlock`)."""

    key: str
    scope: str = "action"

    def __call__(self, s: VTESState, p: Play) -> None:
        if self.scope == "action":
            s.marks[("this-action", self.key, p.by)] = True
        else:
            s.game_marks[(self.key, p.by)] = True


# ------------------------------------------------------------------------ later in the action


@dataclass(frozen=True, slots=True)
class Grant(Prim):
    """An optional effect the card grants the minion playing it for later in the action, offered as
    ``grant <key> <minion>`` at ``moment`` (``GRANTS[key]``, ``GRANT_WHEN[key]``)."""

    key: str
    moment: str

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.grant(p.seat, p.by, self.key, self.moment)

    def gives(self) -> Gives:
        return tags(f"grant:{self.key}")


CombatEffect = Callable[["VTESState", "Combat", int], None]


@dataclass(frozen=True, slots=True)
class InCombat:
    """What a minion gets in a combat: combat modifiers ``(key, value, scope)`` (combat.py) and
    combat flags (``no-strike-first-round``)."""

    mods: tuple[tuple[str, Any, str], ...] = ()
    flags: tuple[str, ...] = ()
    opposing: bool = False  # for the minion in combat with it ("the opposing minion cannot maneuver")

    def __call__(self, s: VTESState, c: Combat, uid: int) -> None:
        who = c.other(uid) if self.opposing else uid
        for key, value, scope in self.mods:
            c.add(who, key, value, scope)
        if self.flags:
            c.flags = c.flags | frozenset(self.flags)

    def gives(self) -> Gives:
        out = Gives()
        for key, value, _scope in self.mods:
            if key == "maneuver":
                out = out + Gives(maneuver=True)
            elif key == "shield":
                out = out + Gives(prevent=int(value))
            elif key == "strike" and getattr(value, "kind", "") == "ends":
                out = out + Gives(ends=True)
        return out


@dataclass(frozen=True, slots=True)
class IfBlocks(Prim):
    """ "If this vampire blocks, ... during the resulting combat" (with ``anyone``: "if this action is
    blocked", for the acting minion): armed by the block, applied at the start of the combat that
    follows, so a follow-up combat does not get it and a second block of the action arms it again
    (rulings LSJ 20010813, LSJ 20010814-2). Made by :func:`if_blocks`."""

    key: str
    then: InCombat

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.trigger("blocked", self.key, p.by)
            a.trigger("combat-start", self.key, p.by)

    def gives(self) -> Gives:
        return self.then.gives().tagged("if-blocks")


def if_blocks(key: str, then: InCombat, anyone: bool = False) -> IfBlocks:
    """Register the trigger ``key`` for the combat resulting from this vampire's block (or, with
    ``anyone``, from any block of this action)."""

    def handler(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
        mark = ("this-action", key, uid)
        if "blocker" in info:
            if anyone or info["blocker"] == uid:
                s.marks[mark] = True
        elif "combat" in info and s.marks.pop(mark, False):
            c = info["combat"]
            if uid in (c.a, c.b):
                then(s, c, uid)

    ACTION_TRIGGERS[key] = handler
    return IfBlocks(key, then)


@dataclass(frozen=True, slots=True)
class EndAction(Prim):
    """The action ends unsuccessfully, with ``unlock`` its minion unlocks; it cannot perform the same
    action again this turn (ruling [LSJ 20070709]): an action card and a bleed are already marked
    (VT-MIN-07, VT-ACT-07); a default action is marked ``nra-default`` with its target (rulings
    [LSJ 20060522], [RTR 19950509])."""

    unlock: bool = True
    #: "The action has not reached resolution, it is effectively canceled": the same minion may take
    #: the same action again (The Kiss of Ra, ruling ANK 20211015).
    again: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None:
            return
        if self.again:
            may_act_again(s, a)
        elif a.aplay is None and a.kind_ != "bleed":
            s.marks[("nra-default", a.actor, a.kind_, a.victim)] = True
        a.end_now(s, unlock=self.unlock)

    def gives(self) -> Gives:
        return tags("end-action")


@dataclass(frozen=True, slots=True)
class CancelAction(Prim):
    """ "Cancel the action and unlock this vampire. (The action is not blocked. Do not lock the blocking
    minion.)": it ends before resolution, the same action may be taken again (LSJ 20070709); with
    ``card_back``, "and if an action card was played, take it back in your hand (discard down
    afterward)"."""

    card_back: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None:
            return
        aplay, seat = a.aplay, a.actor_seat
        card = aplay.card if aplay is not None and a.ability is None and aplay.owner < 0 else -1
        EndAction(unlock=True, again=True)(s, p)
        if self.card_back and card >= 0 and card in s.ash[seat]:
            ash = s.ash[seat]
            del ash[len(ash) - 1 - ash[::-1].index(card)]
            s.hand[seat].append(card)
            line = N_("{seat} moves {card} from their ash heap to their hand.")
            ops.say(s, line, seat=ops.who(s, seat), card=facts(card).name)
            ops.refill(s, seat)

    def gives(self) -> Gives:
        return tags("end-action", "cancel")


BURN_FOR_INTERCEPT = "burn-blood-for-intercept"


@dataclass(frozen=True, slots=True)
class MayBurnForIntercept(Prim):
    """ "Once this action, this vampire can burn 1 blood to get +1 intercept": offered while it
    attempts to block and the intercept is needed (VT-STL-05), as ``grant burn-blood-for-intercept
    <minion>``, used once (``target``: "choose a vampire to allow that vampire to burn 1 blood to get
    +1 intercept", the vampire chosen, offered to its controller)."""

    target: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        uid = (p.targets[0] if p.targets else -1) if self.target else p.by
        if a is not None and isinstance(uid, int) and uid in s.minions:
            a.grant(s.controller(uid), uid, BURN_FOR_INTERCEPT, "B")

    def gives(self) -> Gives:
        return Gives(intercept=1) + tags("burn-blood")


def burn_for_intercept(s: VTESState, uid: int, seat: int) -> None:
    a = action_of(s)
    if a is not None and a.blocker == uid and s.minions[uid].blood >= 1:
        ops.burn_blood(s, uid, 1)
        a.add_intercept(uid, 1)


def may_burn_for_intercept(s: VTESState, course: Any, uid: int, seat: int) -> bool:
    m = s.minions.get(uid)
    return bool(course.blocker == uid and m is not None and m.blood >= 1 and course.stealth(s) > course.intercept(s))


GRANTS[BURN_FOR_INTERCEPT] = burn_for_intercept
GRANT_WHEN[BURN_FOR_INTERCEPT] = may_burn_for_intercept


CANCEL_COMBAT = "cancel-combat"


@dataclass(frozen=True, slots=True)
class MayCancelCombat(Prim):
    """ "This vampire can choose to cancel the resulting combat if this action is blocked": once
    blocked, before block resolution, offered as ``grant cancel-combat <minion>`` (the action flag
    ``no-combat``: the block resolves, the action fails, no combat)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and p.by in s.minions:
            a.trigger("blocked", CANCEL_COMBAT, p.by)

    def gives(self) -> Gives:
        return tags("cancel-combat")


def offer_cancel_combat(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    if course.actor == uid and (s.controller(uid), uid, CANCEL_COMBAT, "blocked") not in course.grants:
        course.grant(s.controller(uid), uid, CANCEL_COMBAT, "blocked")


def cancel_combat(s: VTESState, uid: int, seat: int) -> None:
    a = action_of(s)
    if a is not None and a.stage == "blocked":
        a.flags = a.flags | {"no-combat"}
        ops.say(s, N_("{minion} cancels the resulting combat."), minion=ops.label(s, uid))


ACTION_TRIGGERS[CANCEL_COMBAT] = offer_cancel_combat
GRANTS[CANCEL_COMBAT] = cancel_combat


NEXT_ACTION_STEALTH = "next-action-stealth"


@dataclass(frozen=True, slots=True)
class StealthNextAction(Prim):
    """ "This vampire gets +N stealth during their next action this turn" (read by
    :func:`next_action_stealth`, a rule of ``core.STEALTH_MODS``; spent as that action ends)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            since = s.game_marks.get("serial", 0)
            s.marks[(NEXT_ACTION_STEALTH, p.by)] = (self.n, since)

    def gives(self) -> Gives:
        return tags("next-action-stealth")


def next_action_stealth(s: VTESState, course: Any) -> int:
    n, since = s.marks.get((NEXT_ACTION_STEALTH, course.actor), (0, 0))
    return int(n) if course.serial > since else 0


def spend_next_action_stealth(s: VTESState, info: dict[str, Any]) -> None:
    course = info["course"]
    n, since = s.marks.get((NEXT_ACTION_STEALTH, course.actor), (0, 0))
    if n and course.serial > since:
        del s.marks[(NEXT_ACTION_STEALTH, course.actor)]


core.STEALTH_MODS.append(next_action_stealth)
listen("action-end", spend_next_action_stealth)


# ------------------------------------------------------------------------ limits between unlock phases


def clear_at_unlock(s: VTESState, info: dict[str, Any]) -> None:
    """A Methuselah's unlock phase ends the "between unlock phases" limits of their minions (after
    the unlock itself, so that an ally's skipped unlock is spent)."""
    seat = info.get("seat", -1)
    for key in [k for k in s.game_marks if isinstance(k, tuple) and k[:1] and k[0] in BETWEEN_UNLOCKS]:
        if key[1] not in s.minions or s.controller(key[1]) in (seat, -1):
            del s.game_marks[key]


listen("unlock", clear_at_unlock)


# ------------------------------------------------------------------------ rules for the rest of the action


@dataclass(frozen=True, slots=True)
class InCombats(Prim):
    """ "This minion gets ... this action": what it gets in each combat of the action (a combat it is
    in). Made by :func:`in_combats`."""

    key: str
    then: InCombat

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.trigger("combat-start", self.key, p.by)

    def gives(self) -> Gives:
        return self.then.gives()


def in_combats(key: str, then: InCombat) -> InCombats:
    """Register the trigger ``key``: ``then`` for the minion at the start of each combat of the
    action it is in."""

    def handler(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
        c = info["combat"]
        if uid in (c.a, c.b):
            then(s, c, uid)

    ACTION_TRIGGERS[key] = handler
    return InCombats(key, then)


#: "Reaction cards cost +1 blood or life this action": an action flag starting so (core.extra_costs);
#: "the next reaction card played this action costs +1": ``NEXT_REACTION_COSTS_MORE`` (play.pay).
REACTIONS_COST_MORE = "reaction+1"
NEXT_REACTION_COSTS_MORE = "next-reaction+1"
#: "Reaction cards played this action are not replaced until the end of the action" (VT-CARD-21).
REACTIONS_WAIT = "reactions-wait"


def reactions_wait(s: VTESState, seat: int, card_: int, use: Any) -> str:
    a = action_of(s)
    if use.as_ == "reaction" and a is not None and any(f.startswith(REACTIONS_WAIT) for f in a.flags):
        return "action"
    return ""


#: Action flags lowering the intercept of some minions for the rest of the action: ``allies``
#: ("allies get -1 intercept"), ``allies-and-younger`` (and vampires younger than the acting one).
ALLIES_MINUS_ONE = "allies -1 intercept"
ALLIES_AND_YOUNGER_MINUS_ONE = "perfect-paragon"


def ally_or_younger(s: VTESState, actor: int, uid: int) -> bool:
    """An ally, or a vampire younger than the acting vampire (a card blocking "as a N-capacity
    vampire" with that capacity)."""

    rule = card_blocker(s, uid)
    if rule is not None:
        return actor in s.minions and rule.capacity < capacity(s, actor)
    return not is_vampire(s, uid) or (actor in s.minions and capacity(s, uid) < capacity(s, actor))


def intercept_penalties(s: VTESState, course: Any, uid: int) -> int:
    """The intercept those flags take from a minion during this action."""

    out = 0
    if ALLIES_MINUS_ONE in course.flags and uid in s.minions and not is_vampire(s, uid):
        out -= 1
    if ALLIES_AND_YOUNGER_MINUS_ONE in course.flags and ally_or_younger(s, course.actor, uid):
        out -= 1
    return out


core.DELAYS.append(reactions_wait)
core.INTERCEPT_MODS.append(intercept_penalties)


# ------------------------------------------------------------------------ a successful bleed


def successful_bleed(s: VTESState) -> int:
    """The target Methuselah of the bleed in progress if it was successful (VT-ACT-11: 1 or more),
    else -1."""
    a = action_of(s)
    if a is None or not isinstance(a.result, int) or a.result < 1 or not s.in_game(a.target_seat):
        return -1
    return int(a.target_seat)


@dataclass(frozen=True, slots=True)
class OnSuccessfulBleed(Prim):
    """ "If the bleed is successful, ..." (VT-ACT-11: an amount of 1 or more): an action card's effect
    runs after the pool is burned, with the amount in the course's ``result``."""

    effect: Callable[..., None]

    def __call__(self, s: VTESState, p: Play) -> None:
        if successful_bleed(s) >= 0:
            self.effect(s, p)

    def gives(self) -> Gives:
        return gives_of(self.effect).tagged("on-success")


def choose(*args: Any) -> Any:
    return Action("choose", tuple(args))


def controlled(s: VTESState, seat: int) -> list[int]:
    """The minions ``seat`` controls (ready region and torpor)."""
    return s.ready[seat] + s.torpor[seat]


@dataclass(frozen=True, slots=True)
class LockOneOfBled(Prim):
    """ "You can lock a minion controlled by the target Methuselah" of a successful bleed (chosen on
    resolution, ruling ANK 20240706; the acting Methuselah may decline)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        target = successful_bleed(s)
        options = [choose(v) for v in controlled(s, target) if not s.minions[v].locked] if target >= 0 else []
        if options:
            question = said(N_("{card}: lock a minion of the bled Methuselah, or decline."), card=facts(p.card).name)
            ask(s, p.seat, question, [*options, Action("decline")], lock_chosen)

    def gives(self) -> Gives:
        return tags("lock-target") + Gives(harmful=True)


def lock_chosen(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    if action.verb == "choose" and int(action.args[0]) in s.minions:
        ops.lock(s, int(action.args[0]))
        ops.say(s, N_("{minion} is locked."), minion=ops.label(s, int(action.args[0])))


@dataclass(frozen=True, slots=True)
class CorruptOneOfBled(Prim):
    """A corruption counter (``corruption N``, N the acting Methuselah's number) on a minion of the
    target Methuselah of a successful bleed, chosen on resolution (ruling ANK 20240706); it steals
    nothing (ruling ANK 20200925)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        target = successful_bleed(s)
        if target < 0:
            return
        options = [choose(v) for v in controlled(s, target)]
        question = said(
            N_("{card}: put a corruption counter on a minion of the bled Methuselah."), card=facts(p.card).name
        )
        ask(s, p.seat, question, options, corrupt_chosen, (p.seat,))

    def gives(self) -> Gives:
        return tags("corruption") + Gives(harmful=True)


def corrupt_chosen(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    uid = int(action.args[0])
    if uid in s.minions:
        ops.add_counters(s, uid, f"corruption {args[0] + 1}", 1)
        ops.say(s, N_("{minion} gets a corruption counter."), minion=ops.label(s, uid))


def corruption_worth(s: VTESState, uid: int) -> int:
    """A minion's "capacity or cost": a vampire's capacity, an ally's printed cost (blood or pool)."""

    if is_vampire(s, uid):
        return capacity(s, uid)
    f = facts(s.minions[uid].card)
    total = 0
    for cost in (f.blood_cost, f.pool_cost):
        if isinstance(cost, int) or (isinstance(cost, str) and cost.isdigit()):
            total += int(cost)
    return total


@dataclass(frozen=True, slots=True)
class Corrupt(Prim):
    """ "Put 1 corruption counter on <the target minion>. If the number of your corruption counters on
    the minion equals or exceeds their capacity or cost, you can burn those counters to steal the
    target minion" (``corruption N``, N your Methuselah's number; asked as it resolves)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        if not isinstance(uid, int) or uid not in s.minions or s.controller(uid) < 0:
            return
        key = f"corruption {p.seat + 1}"
        ops.add_counters(s, uid, key, 1)
        ops.say(s, N_("{minion} gets a corruption counter."), minion=ops.label(s, uid))
        have = s.minions[uid].count(key)
        if s.controller(uid) != p.seat and have >= corruption_worth(s, uid):
            question = said(
                N_("{card}: burn your {n} corruption counters on {minion} to steal them?"),
                card=facts(p.card if p.card >= 0 else s.placed[p.source].card).name,  # a card, or a location's ability
                n=have,
                minion=ops.label(s, uid),
            )
            ask(s, p.seat, question, [Action("steal", (uid,)), Action("decline")], steal_corrupted, (p.seat,))

    def gives(self) -> Gives:
        return tags("corruption", "take-control") + Gives(harmful=True)


def corrupted_of_target(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: "a minion controlled by the target Methuselah" with any of your corruption counters."""
    a = ctx.action
    if a is None or a.target_seat < 0 or a.target_seat == seat:
        return
    key = f"corruption {seat + 1}"
    for v in (*s.ready[a.target_seat], *s.torpor[a.target_seat]):
        if s.minions[v].count(key) > 0:
            yield (v,)


@dataclass(frozen=True, slots=True)
class BurnCorruption(Prim):
    """ "Burn 1 of your corruption counters from <the minion chosen>" (:func:`corrupted_of_target`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if p.targets else -1
        key = f"corruption {p.seat + 1}"
        if isinstance(uid, int) and uid in s.minions and s.minions[uid].count(key) > 0:
            ops.add_counters(s, uid, key, -1)
            ops.say(s, N_("A corruption counter on {minion} is burned."), minion=ops.label(s, uid))

    def gives(self) -> Gives:
        return tags("corruption")


def steal_corrupted(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat = args[0]
    uid = int(action.args[0]) if action.verb == "steal" else -1
    if uid not in s.minions or s.controller(uid) < 0 or s.controller(uid) == seat:
        return
    ops.add_counters(s, uid, f"corruption {seat + 1}", -s.minions[uid].count(f"corruption {seat + 1}"))
    ops.steal_minion(s, uid, seat)
    ops.say(
        s,
        N_("{seat} burns the corruption counters and steals {minion}."),
        seat=ops.who(s, seat),
        minion=ops.label(s, uid),
    )


@dataclass(frozen=True, slots=True)
class BledDiscards(Prim):
    """After a successful bleed, "the target Methuselah discards N cards of their choice" (asked
    privately, one at a time, then they draw up at once, VT-CARD-21)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        target = successful_bleed(s)
        if target >= 0:
            ask_discard(s, target, self.n, facts(p.card).name)

    def gives(self) -> Gives:
        return tags("discards") + Gives(harmful=True)


def ask_discard(s: VTESState, seat: int, left: int, name: str) -> None:
    slugs = sorted({facts(c).slug for c in s.hand[seat]})
    if left <= 0 or not slugs:
        ops.refill(s, seat)
        return
    ask(
        s,
        seat,
        said(N_("{name}: discard a card of your choice ({left} to discard)."), name=name, left=left),
        [Action("discard", (slug,)) for slug in slugs],
        discarded,
        (seat, left, name),
        public=False,
    )


def discarded(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat, left, name = args
    card_ = next((c for c in s.hand[seat] if facts(c).slug == action.args[0]), None)
    if card_ is not None:
        ops.discard(s, seat, card_, draw_up=False)
    ask_discard(s, seat, left - 1, name)


@dataclass(frozen=True, slots=True)
class StealPool(Prim):
    """ "Steal N pool from" the Methuselah chosen (``pN``)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        t = token_seat(p.targets[0])
        if s.in_game(t) and s.pool[t] > 0:
            ops.gain_pool(s, p.seat, self.n)
            ops.say(
                s, N_("{seat} steals {n} pool from {seat2}."), seat=ops.who(s, p.seat), n=self.n, seat2=s.seat_name(t)
            )
            ops.burn_pool(s, t, self.n)

    def gives(self) -> Gives:
        return tags("steal-pool") + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class BurnActingMinion(Prim):
    """Burn the acting minion; the action ends unsuccessfully (VT-RES-04)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None:
            return
        if a.actor in s.minions:
            ops.burn(s, a.actor)
        a.end_now(s)

    def gives(self) -> Gives:
        return tags("burn-acting-minion")


@dataclass(frozen=True, slots=True)
class ActorBurnsBlood(Prim):
    """ "The acting minion burns N blood" (a location's bargain: Club Illusion)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and a.actor in s.minions:
            ops.burn_blood(s, a.actor, self.n)


@dataclass(frozen=True, slots=True)
class AggAfterResolution(Prim):
    """ "This vampire takes N unpreventable aggravated damage after resolution": an action flag
    ``agg-after:N:<card>`` read as the action ends (:func:`agg_after_resolution`)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.flags = a.flags | {f"{AGG_AFTER}:{self.n}:{p.card}"}

    def gives(self) -> Gives:
        return tags("self-damage")


AGG_AFTER = "agg-after"


def agg_after_resolution(s: VTESState, info: dict[str, Any]) -> None:
    """After action resolution (a block included: after combat, ruling [RTR 19980623]; an action
    ended once blocked too, [ANK 20220331]; not one that never reached resolution), the acting
    vampire takes unpreventable environmental aggravated damage (VT-DMG-12)."""

    course = info.get("course")
    if course is None:
        return
    marked = [f.split(":") for f in course.flags if f.startswith(f"{AGG_AFTER}:")]
    if not marked or (course.stage != "after" and course.blocked_by < 0):
        return
    n = sum(int(f[1]) for f in marked)
    if course.actor in s.minions:
        name = facts(int(marked[0][2])).name
        ops.say(
            s, N_("{minion} takes {n} aggravated damage ({name})."), minion=ops.label(s, course.actor), n=n, name=name
        )
        inflict(s, None, course.actor, 0, n)


#: The trigger of :class:`IfBlockedEnd`.
IF_BLOCKED_END = "if-blocked-end"


@dataclass(frozen=True, slots=True)
class IfBlockedEnd(Prim):
    """ "If this action is blocked, lock the blocking minion and end the action" before the block
    resolves (VT-RES-04: no combat)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            s.marks[("this-action", IF_BLOCKED_END, p.by)] = p.card
            a.trigger("blocked", IF_BLOCKED_END, p.by)

    def gives(self) -> Gives:
        return tags("escape-block")


def if_blocked_end(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    if course.stage != "blocked":
        return
    b = info.get("blocker", -1)
    if b in s.minions:
        ops.lock(s, b)
    card = s.marks.get(("this-action", IF_BLOCKED_END, uid))
    if card is None:
        ops.say(s, N_("The card: the action ends before the block resolves."))
    else:
        ops.say(s, N_("{card}: the action ends before the block resolves."), card=facts(card).name)
    course.end_now(s)


ACTION_TRIGGERS[IF_BLOCKED_END] = if_blocked_end


def circle_with_blood(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: "a ready Blood Brother you control with 1 or more blood of the same circle as this Blood
    Brother, including this Blood Brother" (VT-TRAIT-03)."""

    if uid not in s.minions:
        return
    mine = circle(facts(s.minions[uid].card))
    for v, m in s.ready_minions(seat):
        f = facts(m.card)
        if m.blood >= 1 and "Blood Brother" in f.clans and (v == uid or (mine is not None and circle(f) == mine)):
            yield (v,)


@dataclass(frozen=True, slots=True)
class ChosenBurnForBleed(Prim):
    """ "Each chosen <minion> burns 1 blood. +X bleed", X the number chosen (targets: several of them)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        chosen = [v for v in p.targets if isinstance(v, int) and v in s.minions and s.minions[v].blood >= 1]
        for v in chosen:
            ops.burn_blood(s, v, 1)
        a = action_of(s)
        if a is not None:
            a.bleed_bonus += len(chosen)

    def gives(self) -> Gives:
        return Gives(bleed=2) + tags("burn-blood")


@dataclass(frozen=True, slots=True)
class LockBlocker(Prim):
    """ "Lock the blocking minion" (the one blocking this action, before block resolution)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        b = a.blocked_by if a is not None and a.blocked_by >= 0 else (a.blocker if a is not None else -1)
        if b in s.minions:
            ops.lock(s, b)

    def gives(self) -> Gives:
        return tags("lock-target")


@dataclass(frozen=True, slots=True)
class NoMoreActions(Prim):
    """ "This vampire cannot perform actions again this turn" (the mark ``no-more-actions``, read by
    ``play.actors``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            s.marks[("no-more-actions", p.by)] = True

    def gives(self) -> Gives:
        return tags("no-more-actions")


# ------------------------------------------------------------------------ what attempting to block costs


@dataclass(frozen=True, slots=True)
class BlockCost:
    """ "Minions must burn 1 blood (``blood``; ``blood or life``) / the top card of their library
    (``library``) to attempt to block" (only the minions ``blocker`` names) (a rule of
    ``core.BLOCK_RULES`` and ``core.ATTEMPT_COSTS``: :func:`block_cost`): during an action carrying the flag ``flag`` (the card played on it), or
    while ``applies(s, course)`` holds; not for a vampire with the discipline ``unless``. A minion
    that cannot pay cannot attempt (an ally cannot burn blood; an empty library: ANK 20260317)."""

    pay: str  # "blood", "blood or life", "library"; "blood it has": as much as it has, even none
    flag: str = ""
    unless: str = ""
    applies: Callable[[VTESState, Any], bool] | None = None
    blocker: Callable[[VTESState, Any, int], bool] | None = None  # only minions of a kind must pay
    count: Callable[[VTESState, Any], int] | None = None  # how many blood (one for each copy: cumulative)

    def due(self, s: VTESState, course: Any, uid: int) -> bool:
        if uid not in s.minions:  # a card blocking "as a vampire" has no blood and blocks anyway (LSJ 19970707)
            return False
        if self.flag and self.flag not in course.flags:
            return False
        if self.applies is not None and not self.applies(s, course):
            return False
        if self.blocker is not None and not self.blocker(s, course, uid):
            return False
        return not (self.unless and is_vampire(s, uid) and level(s, uid, self.unless) > 0)

    def may(self, s: VTESState, course: Any, uid: int) -> bool:
        if self.flag and self.flag not in course.flags:
            return True  # not due (read first: asked of every minion that may block, in every action)
        if not self.due(s, course, uid) or self.pay == "blood it has":
            return True
        if self.pay == "blood":
            return is_vampire(s, uid) and s.minions[uid].blood >= 1
        if self.pay == "blood or life":
            return s.minions[uid].blood >= 1
        return bool(s.library[s.controller(uid)])

    def paid(self, s: VTESState, course: Any, uid: int) -> None:
        if not self.due(s, course, uid):
            return
        seat = s.controller(uid)
        if self.pay == "blood it has":
            ops.burn_blood(s, uid, min(s.minions[uid].blood, self.count(s, course) if self.count else 1))
        elif self.pay in ("blood", "blood or life"):
            ops.burn_blood(s, uid, 1)
        elif s.library[seat]:
            card = s.library[seat].pop()
            s.ash[seat].append(card)
            s.reveals += 1
            ops.say(
                s,
                N_("{seat} burns {card} from their library to attempt the block."),
                seat=s.seat_name(seat),
                card=facts(card).name,
            )


def block_cost(name: str, record: BlockCost) -> None:
    """Register a :class:`BlockCost` for a card."""

    rule(name, core.BLOCK_RULES, record.may)
    rule(name, core.ATTEMPT_COSTS, record.paid)


# ------------------------------------------------------------------------ intercept read as it changes


@dataclass(frozen=True, slots=True)
class InterceptNoted:
    """ "+N intercept, with an additional +M if the acting minion is <kind>" for the minion that
    played the card (:class:`Note` ``key``), read whenever intercept is (a rule of
    ``core.INTERCEPT_MODS``): gained or lost as the acting minion changes during the action (ruling
    ANK 20190416)."""

    key: str
    n: int = 1
    more: int = 0
    actor: Any = None

    def __call__(self, s: VTESState, course: Any, uid: int) -> int:
        if ("this-action", self.key, uid) not in s.marks:
            return 0
        actor = course.actor
        extra = self.more if self.actor is not None and actor in s.minions and self.actor(s, actor) else 0
        return self.n + extra


# ------------------------------------------------------------------------ who may block whom


@dataclass(frozen=True, slots=True)
class BlocksAs:
    """ "This card can attempt to block an action directed at you (or a card you control) and is
    considered a <capacity>-capacity <trait> vampire with +<intercept> intercept during that attempt;
    if successful, the acting minion takes <agg> unpreventable environmental aggravated damage and
    this card is burned", registered with ``rule(name, actions.CARD_BLOCKERS, ..., key=card id)``.

    The card is offered as a blocker beside its controller's ready minions, locked or not (LSJ
    20100210), once per attempt like a minion (the same one each attempt, LSJ 20100210); as a vampire
    it is barred by "vampires cannot block" and compared by its capacity where an ally or younger
    vampire is meant (``ally_or_younger``); it has no blood (it pays no blood cost to block, LSJ
    19970707) and plays no cards. Cards add to its intercept as to a minion's (ANK 20211112-2).
    Other rules naming the kinds of minions that may block (its infernal trait) read minions only.
    Its block starts no combat: the damage and the burn come as the block succeeds, after the
    block's other triggered effects, even if the action then ends (ANK 20220116, LSJ 20100301); the
    action is blocked."""

    capacity: int
    intercept: int
    agg: int = 1

    def may(self, s: VTESState, course: Any, seat: int) -> bool:
        """An action directed at ``seat`` (or at a card ``seat`` controls: its target Methuselah)."""
        return bool(course.directed) and course.target_seat == seat

    def blocked(self, s: VTESState, course: Any, uid: int) -> None:
        if uid in s.placed and course.actor in s.minions:
            inflict(s, None, course.actor, 0, self.agg)  # environmental, unpreventable: no prevention asked
        ops.burn_placed(s, uid)


@dataclass(frozen=True, slots=True)
class CannotBlockKind(WhileMinionOnTable):
    """ "<This minion> cannot block <kind>" ("Mylan cannot block vampires"; "Volker cannot attempt to
    block primogen"), registered with ``rule(name, core.BLOCK_RULES, ...)``: ``minion`` names the card."""

    minion: str
    actor: Any  # a Kind of the acting minion

    def __call__(self, s: VTESState, course: Any, uid: int) -> bool:
        if uid not in s.minions or s.minions[uid].card != card_id(self.minion):
            return True
        return not (course.actor in s.minions and self.actor(s, course.actor))


@dataclass(frozen=True, slots=True)
class UnblockableBy(WhileMinionOnTable):
    """ "<Kind> cannot block <this minion>" ("Allies and vampires with capacity 3 or less cannot block
    Rexton"; with ``younger``, "younger Tremere cannot block Aisling": younger than the acting one),
    registered with ``rule(name, core.BLOCK_RULES, ...)``."""

    minion: str
    blocker: Any  # a Kind of the minion attempting to block
    younger: bool = False

    def __call__(self, s: VTESState, course: Any, uid: int) -> bool:
        actor = course.actor
        if actor not in s.minions or s.minions[actor].card != card_id(self.minion) or uid not in s.minions:
            return True
        if self.younger and not (is_vampire(s, uid) and capacity(s, uid) < capacity(s, actor)):
            return True
        return not self.blocker(s, uid)


@dataclass(frozen=True, slots=True)
class ActionUnblockableBy:
    """ "<Kind> cannot block this action" of an action card (``mode``: only when played in that mode),
    registered with ``rule(name, core.BLOCK_RULES, ...)``."""

    card: str
    blocker: Any  # a Kind of the minion attempting to block
    mode: str = ""

    def __call__(self, s: VTESState, course: Any, uid: int) -> bool:
        p = course.aplay
        if p is None or p.card != card_id(self.card) or uid not in s.minions:
            return True
        if self.mode and CARDS[p.card].uses[p.use].key != self.mode:
            return True
        return not self.blocker(s, uid)


@dataclass(frozen=True, slots=True)
class TargetLocksOne(Prim):
    """ "The target Methuselah locks a ready unlocked minion they control" (their choice, as it resolves)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        seat = a.target_seat if a is not None else -1
        if seat < 0 or not s.in_game(seat):
            return
        options = [Action("lock", (v,)) for v in s.ready[seat] if not s.minions[v].locked]
        question = said(N_("{card}: lock a ready unlocked minion you control."), card=facts(p.card).name)
        ask(s, seat, question, options, _target_locked)

    def gives(self) -> Gives:
        return tags("lock-target") + Gives(harmful=True)


def _target_locked(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    uid = int(action.args[0])
    if uid in s.minions and not s.minions[uid].locked:
        ops.lock(s, uid)
        ops.say(s, N_("{minion} is locked."), minion=ops.label(s, uid))


# ------------------------------------------------------------------------ the card an action was taken with

ACTION_CARD = ("this-action", "action-card")


def remember_action_card(s: VTESState, info: dict[str, Any]) -> None:
    """The action card played for the action in progress: its play forgets it once the card has
    resolved (``aplay.card`` is then -3), and "an action requiring X" is read after resolution."""
    a = info["course"]
    if a.aplay is not None and a.aplay.card >= 0:
        s.marks[ACTION_CARD] = a.aplay.card


listen("announce", remember_action_card)


#: card id -> :class:`AsAnnounced`: an action card's effect as its action is announced.
ANNOUNCED: dict[int, Any] = {}


@dataclass(frozen=True, slots=True)
class AsAnnounced:
    """What an action card does as its action is announced, not at resolution ("if this action is
    blocked, ... in the resulting combat": :func:`if_blocks` armed then), registered with
    ``rule(name, ANNOUNCED, AsAnnounced(effect, mode), key=card id)``; ``mode``: only when played in
    that mode (a tuple of them: one for each mode, Force of Will)."""

    effect: Callable[..., None]
    mode: str = ""


def announced(s: VTESState, info: dict[str, Any]) -> None:
    p = info["course"].aplay
    rec = ANNOUNCED.get(p.card) if p is not None and p.card >= 0 else None
    for one in rec if isinstance(rec, tuple) else (rec,) if rec is not None else ():
        if not one.mode or CARDS[p.card].uses[p.use].key == one.mode:
            one.effect(s, p)


listen("announce", announced)


def action_card(s: VTESState) -> int:
    """The action card of the action in progress, or -1."""
    return int(s.marks.get(ACTION_CARD, -1))


# ------------------------------------------------------------------------ about to enter combat


@dataclass(frozen=True, slots=True)
class LockOpposing(Prim):
    """ "Lock that <minion>": the one this vampire is about to enter combat with (a block, before its
    resolution: the acting minion for the blocking one, the blocking one for the acting one)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None:
            return
        other = a.actor if p.by == a.blocked_by else a.blocked_by
        if other in s.minions:
            ops.lock(s, other)

    def gives(self) -> Gives:
        return tags("lock-opposing")


def may_act_again(s: VTESState, a: Any) -> None:
    """The action ended before resolution counts for nothing against repeating it: its bleed, its
    action card, its ability may be used again this turn (VT-ACT-07, VT-MIN-07, VT-MIN-08)."""
    s.marks.pop(("bled", a.actor), None)
    p = a.aplay
    if p is not None and p.card >= 0 and a.ability is None:
        s.marks.pop(("nra", a.actor, facts(p.card).slug), None)
    elif p is not None and a.ability is not None:
        s.marks.pop(("nra-ability", a.actor, p.source, p.use), None)


@dataclass(frozen=True, slots=True)
class BlockerBurns(Prim):
    """ "The blocking vampire burns N blood" (``torpor``: "and send the blocking vampire to torpor")."""

    n: int
    torpor: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        b = a.blocker if a is not None else -1
        if b not in s.minions:
            return
        ops.burn_blood(s, b, self.n)
        if self.torpor and b in s.minions and s.is_ready(b):
            ops.to_torpor(s, b)

    def gives(self) -> Gives:
        return tags("blocker-burns", *(("blocker-torpor",) if self.torpor else ())) + Gives(harmful=True)


@dataclass(frozen=True, slots=True)
class Unblocked(Prim):
    """ "Unlock the blocking minion. This action is not blocked, and it is now unblockable": before
    block resolution; the action goes on as if every block was declined (state C)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None or a.stage != "blocked":
            return
        if a.blocked_by in s.minions:
            ops.unlock(s, a.blocked_by)
        a.blocked_by = a.blocker = -1
        a.flags = a.flags | {"no-vampire-block", "no-ally-block"}
        a.stage = "C"
        a.open(s)

    def gives(self) -> Gives:
        return tags("unblocked", "unblockable")


@dataclass(frozen=True, slots=True)
class BurnEdge(Prim):
    """ "Burn the Edge" (the cost of an effect: :func:`~.when.has_edge`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        if s.edge == p.seat:
            s.edge = CENTRE
            ops.say(s, N_("{seat} burns the Edge."), seat=s.seat_name(p.seat))

    def gives(self) -> Gives:
        return tags("burn-edge")


@dataclass(frozen=True, slots=True)
class BurnEdgeTo(Prim):
    """ "Burn the Edge to <then>": only if its player still has the Edge as it resolves (lost during the
    action, nothing is done: LSJ 20100527)."""

    then: Prim

    def __call__(self, s: VTESState, p: Play) -> None:
        if s.edge == p.seat:
            BurnEdge()(s, p)
            self.then(s, p)

    def gives(self) -> Gives:
        return self.then.gives() + tags("burn-edge")


@dataclass(frozen=True, slots=True)
class NoBleedThisTurn(Prim):
    """ "Minions you control cannot bleed until the end of the turn" (``actions.NO_BLEED``: no default bleed,
    no bleed card or ability, ``actions.bleed_allowed``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        s.marks[(NO_BLEED, p.seat)] = True
        ops.say(s, N_("{seat}'s minions cannot bleed until the end of the turn."), seat=s.seat_name(p.seat))

    def gives(self) -> Gives:
        return tags("no-bleed")


@dataclass(frozen=True, slots=True)
class NoLockForBlock(Prim):
    """ "This vampire does not lock for blocking this action" (``ActionCourse.block_resolves``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and p.by >= 0:
            a.flags = a.flags | {f"{NO_BLOCK_LOCK}:{p.by}"}

    def gives(self) -> Gives:
        return tags("no-lock-for-block")


#: The action flag ``no-block-lock:<minion>``: that minion does not lock for blocking this action.
NO_BLOCK_LOCK = "no-block-lock"


def vampire_blocker(s: VTESState, course: Any, uid: int) -> bool:
    """ "Vampires must ... to attempt to block" (a :class:`BlockCost`'s ``blocker``)."""

    return is_vampire(s, uid)


@dataclass(frozen=True, slots=True)
class BlockFails(Prim):
    """ "The block fails, and the action continues. The blocking minion cannot attempt to block this
    action again" (before block resolution), with ``damage``: "the blocking minion takes N
    unpreventable environmental damage" (outside combat, VT-DMG-03)."""

    damage: int = 0

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is None or a.stage != "blocked" or a.blocked_by not in s.minions:
            return
        b = a.blocked_by
        a.blocked_by = -1
        a.blocker = b
        a.fail_attempt(s, forbid=True)
        if self.damage and b in s.minions:
            inflict(s, None, b, self.damage, 0)

    def gives(self) -> Gives:
        return Gives(fails=True, damage=self.damage, harmful=bool(self.damage))


@dataclass(frozen=True, slots=True)
class KindIntercept:
    """ "<Minions of a kind> get -1 intercept" for the rest of an action carrying the flag ``flag``
    (the card played on it), registered with ``rule(name, core.INTERCEPT_MODS, ...)``."""

    flag: str
    kind: Any
    n: int = -1

    def __call__(self, s: VTESState, course: Any, uid: int) -> int:
        return self.n if self.flag in course.flags and uid in s.minions and self.kind(s, uid) else 0


@dataclass(frozen=True, slots=True)
class PoolIfSuccessful(Prim):
    """ "Gain N pool after action resolution if this action is successful" (the acting minion's
    Methuselah, as the action succeeds)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.trigger("action-success", f"{POOL_IF_SUCCESSFUL}{self.n}", p.by)

    def gives(self) -> Gives:
        return tags("pool-if-successful")


POOL_IF_SUCCESSFUL = "pool-if-successful:"


def pool_if_successful(n: int) -> Callable[[VTESState, Any, int, dict[str, Any]], None]:
    def handler(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
        if s.in_game(course.actor_seat):
            ops.gain_pool(s, course.actor_seat, n)
            ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(course.actor_seat), n=n)

    return handler


ACTION_TRIGGERS[f"{POOL_IF_SUCCESSFUL}1"] = pool_if_successful(1)

UNLOCK_IF_SUCCESSFUL = "unlock-if-successful"


@dataclass(frozen=True, slots=True)
class UnlockIfSuccessful(Prim):
    """ "Unlock this vampire after action resolution if this action is successful" (the minion that
    played the card: the acting one, or the one other than it that played it)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and p.by in s.minions:
            a.trigger("action-success", UNLOCK_IF_SUCCESSFUL, p.by)

    def gives(self) -> Gives:
        return Gives(unlock=True) + tags("on-success")


def unlock_if_successful(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    if uid in s.minions and s.is_ready(uid) and s.minions[uid].locked:
        ops.unlock(s, uid)
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, uid))


ACTION_TRIGGERS[UNLOCK_IF_SUCCESSFUL] = unlock_if_successful

#: The grants of :class:`MayBurnToUnlock` (``grant <key> <minion>`` after resolution).
BURN_TO_UNLOCK = "burn-blood-to-unlock"
BURN_TO_UNLOCK_ACTOR = "burn-blood-to-unlock-actor"


@dataclass(frozen=True, slots=True)
class MayBurnToUnlock(Prim):
    """ "If the action is successful, this vampire can burn 1 blood to unlock after action resolution"
    (offered after resolution, only then: ``grant burn-blood-to-unlock <minion>``); with ``actor``,
    "after action resolution, this vampire can burn 1 blood to unlock the acting ally" (successful or
    not)."""

    actor: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and p.by in s.minions:
            a.grant(p.seat, p.by, BURN_TO_UNLOCK_ACTOR if self.actor else BURN_TO_UNLOCK, "after")

    def gives(self) -> Gives:
        return Gives(unlock=True) + tags("burn-blood")


def burn_to_unlock(s: VTESState, uid: int, seat: int, whom: int) -> None:
    if uid in s.minions and s.minions[uid].blood >= 1 and whom in s.minions:
        ops.burn_blood(s, uid, 1)
        ops.unlock(s, whom)
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, whom))


def burn_to_unlock_self(s: VTESState, uid: int, seat: int) -> None:
    burn_to_unlock(s, uid, seat, uid)


def burn_to_unlock_actor(s: VTESState, uid: int, seat: int) -> None:
    a = action_of(s)
    if a is not None:
        burn_to_unlock(s, uid, seat, a.actor)


def may_burn_to_unlock_self(s: VTESState, course: Any, uid: int, seat: int) -> bool:
    m = s.minions.get(uid)
    return bool(course.successful and m is not None and m.blood >= 1 and m.locked and s.is_ready(uid))


def may_burn_to_unlock_actor(s: VTESState, course: Any, uid: int, seat: int) -> bool:
    m, actor = s.minions.get(uid), s.minions.get(course.actor)
    return bool(m is not None and m.blood >= 1 and actor is not None and actor.locked and s.is_ready(course.actor))


GRANTS[BURN_TO_UNLOCK] = burn_to_unlock_self
GRANTS[BURN_TO_UNLOCK_ACTOR] = burn_to_unlock_actor
GRANT_WHEN[BURN_TO_UNLOCK] = may_burn_to_unlock_self
GRANT_WHEN[BURN_TO_UNLOCK_ACTOR] = may_burn_to_unlock_actor


def recruiting(*traits: str) -> Any:
    """ "Only usable as an action to recruit or employ a <wraith or zombie> is announced": the action
    card played is an ally or retainer with one of the printed traits."""

    def pred(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
        a = ctx.action
        p = a.aplay if a is not None else None
        if p is None or p.card < 0 or p.card not in CARDS or CARDS[p.card].uses[p.use].as_ not in (ALLY, RETAINER):
            return False
        return bool(set(traits) & set(facts(p.card).trait.split()))

    return pred


# ------------------------------------------------------------------------ barred while a vampire acts

BARRED_WHILE = "barred while acting"


def vampire_and_prey_minion(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """ "Choose a vampire you control and an ally or younger vampire controlled by your prey"."""

    prey = s.prey(seat)
    if prey == seat:
        return
    for v, _m in s.ready_minions(seat):
        if not is_vampire(s, v):
            continue
        for t, _n in s.ready_minions(prey):
            if not is_vampire(s, t) or capacity(s, t) < capacity(s, v):
                yield (v, t)


@dataclass(frozen=True, slots=True)
class BarWhileActing(Prim):
    """ "While the first chosen vampire is acting this turn, the other chosen minion cannot block or
    play reaction cards" (read by :func:`barred_from_blocking`, a rule of ``core.BLOCK_RULES``, and
    :func:`barred_from_reacting`, one of ``core.TARGET_RULES``)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        actor, barred = p.targets[0], p.targets[1]
        s.marks[(BARRED_WHILE, actor, barred)] = True

    def gives(self) -> Gives:
        return tags("no-block", "no-reactions") + Gives(harmful=True)


def barred_from_blocking(s: VTESState, course: Any, uid: int) -> bool:
    return (BARRED_WHILE, course.actor, uid) not in s.marks


def barred_from_reacting(s: VTESState, ctx: Any, p: Play) -> bool:
    a = action_of(s)
    if a is None or p.card < 0 or (BARRED_WHILE, a.actor, p.by) not in s.marks:
        return True
    return CARDS[p.card].uses[p.use].as_ != REACTION


barred_from_reacting.plays = ANY_CARD  # type: ignore[attr-defined]  # library cards only (hooks.active_for)


@dataclass(frozen=True, slots=True)
class BlockerCancels:
    """ "The blocking minion can burn N blood or life to cancel this card as it is played" (``more``:
    "canceling this card requires 1 additional blood or life" at superior): the card's own cancel
    clause, asked of the blocking minion's Methuselah as the card is played, registered with
    ``rule(name, core.AS_PLAYED, record, key=card id)``."""

    n: int = 1
    more: int = 0

    def __call__(self, s: VTESState, p: Play, use: Any) -> None:
        a = action_of(s)
        b = a.blocker if a is not None else -1
        n = self.n + (self.more if use.key == "superior" else 0)
        if b not in s.minions or s.minions[b].blood < n:
            return
        question = said(
            N_("{card}: {minion} can burn {n} blood or life to cancel it."),
            card=facts(p.card).name,
            minion=ops.label(s, b),
            n=n,
        )
        ask(s, s.controller(b), question, [Action("cancel"), Action("pass")], _blocker_cancels, (b, n))


def _blocker_cancels(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    b, n = args
    if action.verb == "cancel" and b in s.minions and s.minions[b].blood >= n:
        ops.burn_blood(s, b, n)
        ops.say(s, N_("{minion} burns {n} blood or life to cancel the card."), minion=ops.label(s, b), n=n)
        cancel_played(s)


@dataclass(frozen=True, slots=True)
class LockAllTargets(Prim):
    """ "Lock <this card and> a ready vampire you control ... to lock a minion controlled by your prey":
    every minion chosen locks."""

    def __call__(self, s: VTESState, p: Play) -> None:
        for uid in p.targets:
            if isinstance(uid, int) and uid in s.minions:
                ops.lock(s, uid)
                ops.say(s, N_("{minion} is locked."), minion=ops.label(s, uid))

    def gives(self) -> Gives:
        return tags("lock-target") + Gives(harmful=True)


def own_vampire_and_prey_minion(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """ "A ready vampire you control" (unlocked, its lock is a cost) "and a minion controlled by your prey"."""

    prey = s.prey(seat)
    if prey == seat:
        return
    for v, m in s.ready_minions(seat):
        if is_vampire(s, v) and not m.locked:
            for t, n in s.ready_minions(prey):
                if not n.locked:
                    yield (v, t)


# ------------------------------------------------------------------------ sects, who entered play when

#: ``game_marks[(MINION_PHASE_OVER, seat)]``: the turn that Methuselah's last minion phase ended;
#: ``game_marks[(ENTERED_PLAY, uid)]``: (turn, whether that turn's minion phase was over) a minion
#: entered play (a ready region: influenced, recruited, made a vampire).
MINION_PHASE_OVER = "minion phase over"
ENTERED_PLAY = "entered play"


def note_minion_phase_over(s: VTESState, info: dict[str, Any]) -> None:
    s.game_marks[(MINION_PHASE_OVER, info["seat"])] = s.turn


def note_entered_play(s: VTESState, info: dict[str, Any]) -> None:
    uid = info.get("uid", -1)
    if uid in s.minions:
        s.game_marks[(ENTERED_PLAY, uid)] = (s.turn, s.game_marks.get((MINION_PHASE_OVER, s.current)) == s.turn)


listen("influence-phase", note_minion_phase_over)
listen("enter-play", note_entered_play)


def entered_since_minion_phase(s: VTESState, uid: int, seat: int) -> bool:
    """ "Who entered play since your last minion phase" (``seat``'s: the one before this turn's, the
    whole game before the first)."""
    entered = s.game_marks.get((ENTERED_PLAY, uid))
    if entered is None:
        return False
    last = s.game_marks.get((MINION_PHASE_OVER, seat))
    turn, after = entered
    return last is None or turn > last or (turn == last and bool(after))


@dataclass(frozen=True, slots=True)
class CapacityXEntered:
    """ "A vampire with capacity of X who entered play since your last minion phase": the card's
    target (merging is not entering play, PIB 20150728), a rule of ``core.TARGET_RULES``."""

    card: str

    @property
    def plays(self) -> int:
        """The one card whose plays this rule concerns (``hooks.active_for``)."""
        return card_id(self.card)

    def __call__(self, s: VTESState, ctx: Any, p: Play) -> bool:
        if p.card != card_id(self.card) or not p.targets:
            return True
        v = p.targets[0]
        if not isinstance(v, int) or v not in s.minions:
            return False
        return capacity(s, v) == p.x and entered_since_minion_phase(s, v, p.seat)


@dataclass(frozen=True, slots=True)
class BecomesAnarch(Prim):
    """ "This vampire becomes Anarch" (with ``target``: "that vampire", the one chosen) (VT-SECT-01: the
    new sect replaces the old; a title that no longer fits keeps no benefit, VT-SECT-04)."""

    target: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        uid = p.targets[0] if self.target and p.targets else p.by
        if isinstance(uid, int) and uid in s.minions and is_vampire(s, uid):
            s.minions[uid] = s.minions[uid]._replace(sect="anarch")
            ops.say(s, N_("{minion} becomes Anarch."), minion=ops.label(s, uid))

    def gives(self) -> Gives:
        return tags("anarch")


# ------------------------------------------------------------------------ a card choosing a minion; staying locked

#: A placed card's ``data`` first word: the minion the card chose as it was put in play.
CHOSEN = "chosen"


@dataclass(frozen=True, slots=True)
class PutOnChoosing(Prim):
    """ "Put this card on this acting vampire and choose another minion you control" (the target): the
    card keeps the minion chosen (``data`` (CHOSEN, minion)), read by :func:`chosen_gets`."""

    def __call__(self, s: VTESState, p: Play) -> None:
        chosen = p.targets[0] if p.targets else -1
        if p.by in s.minions and isinstance(chosen, int):
            ctrl = ops.attached_controller(s, p.card, p.seat, p.by)
            ops.put_on(s, p.card, p.seat, ctrl, p.by, mode=use_key(p), data=(CHOSEN, chosen))
            stays(s)

    def gives(self) -> Gives:
        return tags("put-on-self")


def chosen_gets(n: int, mode: str = "") -> Callable[[VTESState, int, int], int]:
    """ "The chosen minion gets +N <stat>" (a static registered with ``everywhere=True``): N for the
    minion the card in play chose (only when it was played at ``mode``)."""

    def fn(s: VTESState, src: int, uid: int) -> int:
        pl = s.placed.get(src)
        return n if pl is not None and pl.data == (CHOSEN, uid) and (not mode or pl.mode == mode) else 0

    return fn


@dataclass(frozen=True, slots=True)
class MayStayLocked:
    """ "During your unlock phase, you may choose not to unlock this minion as normal" (the minion the
    card is on, kept locked by ``Held`` in ``core.UNLOCK_RULES``): an unlock-phase effect
    (``unlock_event(name, "bearer", MayStayLocked())``) asking whether it unlocks as normal."""

    def due(self, s: VTESState, src: int, seat: int) -> bool:
        b = s.placed[src].host if src in s.placed else -1
        return b in s.minions and s.minions[b].locked

    def __call__(self, s: VTESState, src: int, seat: int) -> None:
        if not self.due(s, src, seat):
            return
        b = s.placed[src].host
        question = said(
            N_("{card}: {minion} unlocks as normal (pass), or decline to leave it locked."),
            card=facts(s.placed[src].card).name,
            minion=ops.label(s, b),
        )
        ask(s, seat, question, [PASS, Action("decline")], may_stay_locked, (b,))


def may_stay_locked(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (b,) = args
    if action.verb != "decline" and b in s.minions:
        ops.unlock(s, b)


def burn_when_bearer_unlocks(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Burn this card if this minion unlocks" (an ``unlocked`` event: waking is no unlocking)."""
    pl = s.placed.get(src)
    if pl is not None and info.get("uid") == pl.host:
        ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
        ops.burn_placed(s, src)


# ------------------------------------------------------------------------ after the combat of a block


def ready_kind_to_another(kind: Callable[[VTESState, int], bool]) -> Callable[..., Any]:
    """Targets of ``MoveBlood(to_pool=False)``: "move 1 blood from a ready <kind> you control to another
    ready <kind>" (the giver, the receiver, ``blood1``)."""

    def targets(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        for v, m in s.ready_minions(seat):
            if m.blood >= 1 and kind(s, v):
                for _t, w, _m in s.all_ready():
                    if w != v and kind(s, w):
                        yield (v, w, "blood1")

    return targets


@dataclass(frozen=True, slots=True)
class AnotherFights:
    """ "When a blocking <kind> has just completed combat with an acting minion, you may lock this card
    and a ready unlocked <kind> you control other than the blocking <kind>. That <kind> enters combat
    with the acting minion. The acting minion cannot use any strikes in the first round of that combat"
    (a ``combat-end`` event of the card in play; the action has then gone past its block, so what
    comes after its resolution waits for that combat)."""

    kind: Callable[[VTESState, int], bool]

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c, a, pl = info["combat"], action_of(s), s.placed.get(src)
        if pl is None or pl.locked or a is None or c.a != a.actor or c.b != a.blocked_by:
            return
        if c.b not in s.minions or not self.kind(s, c.b) or a.actor not in s.minions or not s.is_ready(a.actor):
            return
        seat = pl.controller
        fighters = [u for u, m in s.ready_minions(seat) if not m.locked and u != c.b and self.kind(s, u)]
        if not fighters or s.controller(a.actor) == seat:
            return
        question = said(
            N_("{card}: lock it and a ready unlocked minion to enter combat with {minion}?"),
            card=facts(pl.card).name,
            minion=ops.label(s, a.actor),
        )
        choices = [Action("choose", (u,)) for u in fighters] + [Action("decline")]
        ask(s, seat, question, choices, another_fights, (src, a.actor))


def another_fights(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, actor = args
    fighter = action.args[0] if action.verb == "choose" else -1
    if src not in s.placed or fighter not in s.minions or actor not in s.minions:
        return
    ops.lock(s, src)
    ops.lock(s, fighter)
    enter_combat(s, fighter, actor)
    c = current_combat(s)
    if c is not None and actor in (c.a, c.b):
        c.add(actor, "no-strike", 1, "round")  # "cannot use any strikes in the first round"


# ------------------------------------------------------------------------ a hunt by an action card; what its card gives


@dataclass(frozen=True, slots=True)
class Hunt(Prim):
    """ "Hunt" as an action card's effect: the acting vampire gains blood as a hunt does (VT-ACT-15);
    ``more``: "with +N hunt"."""

    more: int = 0

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            hunt(s, p.by, 1 + self.more)

    def gives(self) -> Gives:
        return Gives(blood=1 + self.more)


@dataclass(frozen=True, slots=True)
class BearerVotes(Prim):
    """ "This vampire gets +N votes" from a card on it (an ability of the card: the vampire it is on), in
    the referendum being polled, on the side chosen."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        ref = current_referendum(s)
        pl = s.placed.get(p.source)
        if ref is not None and pl is not None and pl.host in s.minions:
            ref.add_votes(s, pl.host, self.n, str(p.targets[0]) if p.targets else None)

    def gives(self) -> Gives:
        return Gives(votes=self.n)


def bearer_with_blood(n: int) -> Callable[..., bool]:
    """ "This vampire can burn this card and N blood to ...": the vampire the card is on has N blood."""

    def pred(s: VTESState, ctx: Any, seat: int, src: int) -> bool:
        pl = s.placed.get(src)
        return pl is not None and pl.host in s.minions and s.minions[pl.host].blood >= n

    return pred


def bearer_may_vote(s: VTESState, ctx: Any, seat: int, src: int) -> bool:
    """During the polling step of any referendum, the vampire the card is on may still cast."""
    ref = ctx.referendum
    pl = s.placed.get(src)
    if ref is None or pl is None or pl.host not in s.minions:
        return False
    return pl.host not in ref.abstain and ("no-vote", pl.host) not in s.marks


@dataclass(frozen=True, slots=True)
class TargetBurnsBlood(Prim):
    """ "Burn N blood from <the vampire chosen>" ("from any vampire")."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        v = p.targets[0] if p.targets else -1
        if isinstance(v, int) and v in s.minions:
            k = ops.burn_blood(s, v, self.n)
            ops.say(s, N_("{minion} burns {n} blood."), minion=ops.label(s, v), n=k)

    def gives(self) -> Gives:
        return Gives(harmful=True)


# ------------------------------------------------------------------------ corruption counters burned during an action


def prey_burns_if_corruption_burned(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Your prey burns 1 pool after resolution of each action during which you have burned corruption
    counters" (an ``action-end`` event of the card in play: ``ops.CORRUPTION_BURNED``)."""
    pl = s.placed.get(src)
    if pl is None or (*ops.CORRUPTION_BURNED, pl.controller) not in s.marks:
        return
    prey = s.prey(pl.controller)
    if prey != pl.controller and s.in_game(prey):
        ops.say(s, N_("{seat} burns 1 pool ({card})."), seat=s.seat_name(prey), card=facts(pl.card).name)
        ops.burn_pool(s, prey, 1)


# ------------------------------------------------------------------------ cards in play that send a minion to block


def may_block_of(kind: Callable[[VTESState, int], bool]) -> Callable[..., Any]:
    """Targets: a ready minion of ``kind`` you control, locked or not, that could attempt to block now
    ("a Sabbat vampire you control can ... unlock and attempt to block")."""

    def targets(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        for v, _m in s.ready_minions(seat):
            if kind(s, v) and may_attempt_block(s, ctx, seat, v):
                yield (v,)

    return targets


def bearer_may_block(kind: Callable[[VTESState, int], bool], blood: int = 0) -> Callable[..., Any]:
    """Targets: the minion the card is on, of ``kind``, with ``blood`` to burn, if it could attempt to
    block now ("this Sabbat vampire can burn 1 blood to unlock and attempt to block")."""

    def targets(s: VTESState, ctx: Any, seat: int, src: int) -> Any:
        pl = s.placed.get(src)
        v = pl.host if pl is not None else -1
        if v in s.minions and kind(s, v) and s.minions[v].blood >= blood and may_attempt_block(s, ctx, seat, v):
            yield (v,)

    return targets


# ------------------------------------------------------------------------ cards to burn


def melee_weapon(card: int) -> bool:
    """A melee weapon card (its first line says so)."""
    return "melee weapon" in facts(card).text.split("\n")[0].lower()


@dataclass(frozen=True, slots=True)
class CardsOnMinions:
    """Targets: a card of one of the ``types`` ("Equipment", "Location") on a minion controlled by
    ``whose`` (``others`` or ``neighbours``: "your predator or prey"), not contested, and not
    ``except_`` ("not usable on melee weapons"): an action naming one is directed at its controller."""

    types: tuple[str, ...]
    whose: str = "others"
    except_: Callable[[int], bool] | None = None

    def __call__(self, s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
        near = (s.predator(seat), s.prey(seat)) if self.whose == "neighbours" else ()
        for v, pl in s.placed.items():
            f = facts(pl.card)
            if pl.host not in s.minions or not any(f.is_type(t) for t in self.types):
                continue
            owner = s.controller(pl.host)
            if owner == seat or not s.in_game(owner) or (near and owner not in near) or v in s.contested[owner]:
                continue
            if self.except_ is None or not self.except_(pl.card):
                yield (v,)

    @property
    def harmful(self) -> bool:
        return True


# ------------------------------------------------------------------------ the Edge burned for an effect


def your_prey(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: your prey (a Methuselah token)."""
    prey = s.prey(seat)
    if prey != seat and s.in_game(prey):
        yield (f"p{prey + 1}",)


@dataclass(frozen=True, slots=True)
class EdgeBurnsBloodOrPool(Prim):
    """ "Burn the Edge to burn N blood from <the vampire chosen>, or to burn N pool from <the Methuselah
    chosen>" (nothing without the Edge as it resolves)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0] if p.targets else None
        if s.edge != p.seat or target is None:
            return
        BurnEdge()(s, p)
        if isinstance(target, int) and target in s.minions:
            k = ops.burn_blood(s, target, self.n)
            ops.say(s, N_("{minion} burns {n} blood."), minion=ops.label(s, target), n=k)
        elif isinstance(target, str) and target.startswith("p"):
            seat = token_seat(target)
            ops.say(s, N_("{seat} burns {n} pool."), seat=s.seat_name(seat), n=self.n)
            ops.burn_pool(s, seat, self.n)

    def gives(self) -> Gives:
        return Gives(burn_pool=self.n, harmful=True, tags=frozenset(("burn-edge",)))


# ------------------------------------------------------------------------ traits; sects


def vampire_trait(trait: str) -> Callable[[VTESState, int], bool]:
    """A vampire whose text names the trait ("a Seraph", "a Black Hand vampire")."""

    def kind(s: VTESState, uid: int) -> bool:
        return uid in s.minions and is_vampire(s, uid) and has_trait(s, uid, trait)

    return kind


def bearer_unlocks_other(kind: Callable[[VTESState, int], bool]) -> Callable[..., Any]:
    """Targets: while the minion the card is on is ready, another ready locked minion of ``kind``
    ("this ready Seraph may lock this card to unlock another Black Hand vampire")."""

    def targets(s: VTESState, ctx: Any, seat: int, src: int) -> Any:
        pl = s.placed.get(src)
        host = pl.host if pl is not None else -1
        if host not in s.minions or not s.is_ready(host):
            return
        for _t, v, m in s.all_ready():
            if v != host and m.locked and kind(s, v):
                yield (v,)

    return targets


@dataclass(frozen=True, slots=True)
class JoinsSect(Prim):
    """ "If this vampire is <sect>, <then>. Otherwise, this vampire becomes <sect>, and they unlock if
    they are <clan>, <clan> or ..." (VT-SECT-01)."""

    sect: str
    then: Any = None
    unlock_clans: tuple[str, ...] = ()

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by not in s.minions:
            return
        if s.minions[p.by].sect == self.sect:
            if self.then is not None:
                self.then(s, p)
            return
        s.minions[p.by] = s.minions[p.by]._replace(sect=self.sect)
        ops.say(s, N_("{minion} becomes {sect}."), minion=ops.label(s, p.by), sect=self.sect.capitalize())
        if clan_of(s.minions[p.by]) in self.unlock_clans:
            ops.unlock(s, p.by)

    def gives(self) -> Gives:
        return Gives(unlock=bool(self.unlock_clans), tags=frozenset(("sect",)))


# ------------------------------------------------------------------------ against a Red List minion


@dataclass(frozen=True, slots=True)
class AgainstRedList(Prim):
    """ "If that minion is a Red List minion, this minion gets an optional maneuver or press in that
    combat (its controller's choice, asked as the combat starts) and unlocks at the end of the action if
    he or she is still ready" (after ``EnterCombat``, the target chosen)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0] if p.targets else -1
        a = action_of(s)
        if not isinstance(target, int) or not has_trait(s, target, "Red List") or p.by not in s.minions:
            return
        if a is not None:
            a.trigger("action-end", UNLOCK_IF_SUCCESSFUL, p.by)  # unlocks if still ready, blocked or not
        question = said(N_("{minion}: an optional maneuver or press in this combat?"), minion=ops.label(s, p.by))
        choices = [Action("choose", ("maneuver",)), Action("choose", ("press",))]
        ask(s, p.seat, question, choices, _red_list_choice, (p.by,))

    def gives(self) -> Gives:
        return Gives(maneuver=True, press=True)


def _red_list_choice(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (uid,) = args
    c = current_combat(s)
    if c is not None and uid in (c.a, c.b):
        key = str(action.args[0])
        c.add(uid, key, "" if key == "maneuver" else 1, "combat")


# ------------------------------------------------------------------------ at the end of that combat

#: The trigger of :class:`OneReadyOpposingBurns`.
ONE_READY_OPPOSING_BURNS = "one-ready-opposing-burns"


@dataclass(frozen=True, slots=True)
class OneReadyOpposingBurns(Prim):
    """ "At the end of that combat, if only one combatant is ready, the controller of the opposing
    minion burns 1 pool" (the combat the acting minion entered; the minion opposing it)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and p.by in s.minions:
            a.trigger("combat-end", ONE_READY_OPPOSING_BURNS, p.by)

    def gives(self) -> Gives:
        return Gives(burn_pool=1, harmful=True)


def one_ready_opposing_burns(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    c = info["combat"]
    if uid not in (c.a, c.b):
        return
    course.triggers = tuple(t for t in course.triggers if t != ("combat-end", ONE_READY_OPPOSING_BURNS, uid))
    other = c.other(uid)
    ready = [m for m in (c.a, c.b) if m in s.minions and s.is_ready(m)]
    seat = s.controller(other) if other in s.minions else course.target_seat  # burned: the action's target
    if len(ready) == 1 and seat >= 0 and s.in_game(seat):
        card = course.aplay.card if course.aplay is not None else -1
        name = facts(card).name if card >= 0 else ""
        ops.say(s, N_("{seat} burns 1 pool ({card})."), seat=s.seat_name(seat), card=name)
        ops.burn_pool(s, seat, 1)


ACTION_TRIGGERS[ONE_READY_OPPOSING_BURNS] = one_ready_opposing_burns


# ------------------------------------------------------------------------ a bleed at your predator


def predator_or_prey(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets of a bleed "your predator or prey" (Methuselah tokens)."""
    for t in dict.fromkeys((s.prey(seat), s.predator(seat))):
        if t != seat and s.in_game(t):
            yield (f"p{t + 1}",)


# ------------------------------------------------------------------------ for the rest of the turn

#: ``s.marks[(TURN_STEALTH, minion)]``: stealth the minion gets until the end of the turn.
TURN_STEALTH = "turn-stealth"


@dataclass(frozen=True, slots=True)
class StealthThisTurn(Prim):
    """ "This minion gets +N stealth until the end of the turn" (in each action it takes this turn)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            s.marks[(TURN_STEALTH, p.by)] = int(s.marks.get((TURN_STEALTH, p.by), 0)) + self.n

    def gives(self) -> Gives:
        return Gives(stealth=self.n)


def turn_stealth(s: VTESState, course: Any) -> int:
    """A ``core.STEALTH_MODS`` rule: the acting minion's stealth for the turn (:class:`StealthThisTurn`)."""
    return int(s.marks.get((TURN_STEALTH, course.actor), 0)) if s.marks else 0


core.STEALTH_MODS.append(turn_stealth)


# ------------------------------------------------------------------------ the ash heap to the library


@dataclass(frozen=True, slots=True)
class AshToLibraryTop(Prim):
    """ "Choose N library cards in your ash heap by name. Move them to the top of your library, then
    discard N cards at random (draw afterward)": chosen one at a time as it resolves (the ash heap is
    public; fewer if fewer are there), each put on top of the others."""

    n: int = 3

    def __call__(self, s: VTESState, p: Play) -> None:
        ash_to_library_top(s, p.seat, self.n, self.n)

    def gives(self) -> Gives:
        return tags("draw")


def ash_to_library_top(s: VTESState, seat: int, left: int, discards: int) -> None:
    cards = [c for c in s.ash[seat] if not facts(c).crypt]
    if left <= 0 or not cards:
        for _ in range(discards):
            ops.discard_random(s, seat, draw_up=False)
        ops.refill(s, seat)
        return
    question = said(N_("Choose a library card in your ash heap to move to the top of your library ({n} more)."), n=left)
    options = [Action("choose", (slug,)) for slug in distinct_slugs(cards)]
    ask(s, seat, question, options, _ash_to_library_chosen, (seat, left, discards))


def _ash_to_library_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, left, discards = args
    c = next((c for c in s.ash[seat] if not facts(c).crypt and facts(c).slug == action.args[0]), -1)
    if c >= 0:
        s.ash[seat].remove(c)
        s.library[seat].append(c)  # the top of the library
        ops.say(
            s,
            N_("{seat} moves {card} from their ash heap to the top of their library."),
            seat=ops.who(s, seat),
            card=facts(c).name,
        )
    ash_to_library_top(s, seat, left - 1, discards)


# ------------------------------------------------------------------------ counters burned at will; an ally from the ash heap


def may_burn_counter(most: int) -> Callable[..., bool]:
    """ "During your unlock phase, you can burn 1 counter from this card. You can burn counters from no
    more than N <this card> cards each unlock phase": the card has a counter, and fewer than N of its
    copies gave one this phase (``s.marks[("trained", card, seat)]``, as :class:`TrainingCounter`)."""

    def pred(s: VTESState, ctx: Any, seat: int, src: int) -> bool:
        pl = s.placed.get(src)
        return pl is not None and pl.counters > 0 and s.marks.get(("trained", pl.card, seat), 0) < most

    return pred


@dataclass(frozen=True, slots=True)
class CounterBurnedThen(Prim):
    """Burn 1 counter from this card (counted for :func:`may_burn_counter`); "if this card has no
    counters, burn it and <then>"."""

    then: Any = None

    def __call__(self, s: VTESState, p: Play) -> None:
        pl = s.placed.get(p.source)
        if pl is None or pl.counters <= 0:
            return
        s.marks[("trained", pl.card, p.seat)] = s.marks.get(("trained", pl.card, p.seat), 0) + 1
        s.placed[p.source] = pl._replace(counters=pl.counters - 1)
        if pl.counters > 1:
            return
        ops.say(s, N_("{card} is burned."), card=facts(pl.card).name)
        ops.burn_placed(s, p.source)
        if self.then is not None:
            self.then(s, p)

    def gives(self) -> Gives:
        return tags("counter")


@dataclass(frozen=True, slots=True)
class AllyFromAsh(Prim):
    """ "Move a <trait> ally from your ash heap to your ready region with life equal to its starting
    life" (chosen as it happens; the ash heap is public)."""

    traits: tuple[str, ...]

    def fits(self, c: int) -> bool:
        f = facts(c)
        return not f.crypt and f.is_type("Ally") and bool(set(self.traits) & set(f.trait.split()))

    def __call__(self, s: VTESState, p: Play) -> None:
        slugs = distinct_slugs([c for c in s.ash[p.seat] if self.fits(c)])
        if not slugs:
            return
        question = said(N_("Choose an ally in your ash heap to move to your ready region."))
        ask(s, p.seat, question, [Action("choose", (slug,)) for slug in slugs], _ally_from_ash, (p.seat, self))

    def gives(self) -> Gives:
        return tags("recruit")


def _ally_from_ash(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, rule = args
    c = next((c for c in s.ash[seat] if rule.fits(c) and facts(c).slug == action.args[0]), -1)
    if c < 0:
        return
    s.ash[seat].remove(c)
    uid = ops.new_minion(s, c, seat, facts(c).life)
    s.minions[uid] = s.minions[uid]._replace(sect=None, title=None)
    ops.enter_ready(s, seat, uid)
    if isinstance(rule, AllyRequiringFromAsh):
        ops.lock(s, uid)  # "to your ready region, locked"
    ops.say(
        s,
        N_("{seat} moves {card} from their ash heap to their ready region."),
        seat=ops.who(s, seat),
        card=facts(c).name,
    )


@dataclass(frozen=True, slots=True)
class AllyRequiringFromAsh(Prim):
    """ "Move an ally requiring <clan> or <discipline> from your ash heap to your ready region, locked with
    life equal to its starting life" (chosen as it happens; the ash heap is public; requirements do not
    apply, LSJ 20100204)."""

    clan: str
    discipline: str

    def fits(self, c: int) -> bool:
        f = facts(c)
        if f.crypt or not f.is_type("Ally"):
            return False
        return self.clan in f.clans or any(code == self.discipline for code, _ in f.disciplines)

    def any_in_ash(self, s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
        return any(self.fits(c) for c in s.ash[seat])

    def __call__(self, s: VTESState, p: Play) -> None:
        slugs = distinct_slugs([c for c in s.ash[p.seat] if self.fits(c)])
        if slugs:
            question = said(N_("Choose an ally in your ash heap to move to your ready region."))
            ask(s, p.seat, question, [Action("choose", (slug,)) for slug in slugs], _ally_from_ash, (p.seat, self))

    def gives(self) -> Gives:
        return tags("recruit")


# ------------------------------------------------------------------------ allies of the ash heaps


def allies_in_ash_heaps(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    """Some ally card is in a Methuselah's ash heap."""
    return any(facts(c).is_type("Ally") and not facts(c).crypt for t in s.remaining() for c in s.ash[t])


@dataclass(frozen=True, slots=True)
class RemoveAllyToGain(Prim):
    """ "Remove an ally in any Methuselah's ash heap from the game to gain N blood or to gain M blood and
    unlock" (the ally and the choice asked as it resolves; the ash heaps are public)."""

    blood: int = 3
    or_blood_and_unlock: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        options = []
        for t in s.remaining():
            for slug in distinct_slugs([c for c in s.ash[t] if facts(c).is_type("Ally") and not facts(c).crypt]):
                options += [
                    Action("choose", (f"p{t + 1}", slug, "blood")),
                    Action("choose", (f"p{t + 1}", slug, "unlock")),
                ]
        if not options or p.by not in s.minions:
            return
        question = said(
            N_("Remove an ally in an ash heap from the game: gain {n} blood, or gain {m} blood and unlock."),
            n=self.blood,
            m=self.or_blood_and_unlock,
        )
        ask(s, p.seat, question, options, _ally_removed, (p.by, self))

    def gives(self) -> Gives:
        return Gives(blood=self.blood)


def _ally_removed(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid, rule = args
    seat, slug, how = token_seat(action.args[0]), action.args[1], action.args[2]
    c = next((c for c in s.ash[seat] if facts(c).slug == slug and facts(c).is_type("Ally")), -1)
    if c < 0 or uid not in s.minions:
        return
    s.ash[seat].remove(c)
    s.removed[seat].append(c)
    ops.say(s, N_("{card} is removed from the game."), card=facts(c).name)
    ops.add_blood(s, uid, rule.blood if how == "blood" else rule.or_blood_and_unlock)
    if how == "unlock":
        ops.unlock(s, uid)


@dataclass(frozen=True, slots=True)
class RemoveAllyToFeed(Prim):
    """ "Remove an ally in an ash heap from the game to gain N blood or to add N life to a zombie ally you control"."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by not in s.minions:
            return
        fed = [
            p.by,
            *(
                v
                for v in s.ready[p.seat]
                if not is_vampire(s, v) and "zombie" in facts(s.minions[v].card).trait.split()
            ),
        ]
        options = [
            Action("choose", (f"p{t + 1}", slug, str(v)))
            for t in s.remaining()
            for slug in distinct_slugs([c for c in s.ash[t] if facts(c).is_type("Ally") and not facts(c).crypt])
            for v in fed
        ]
        question = said(
            N_(
                "Remove an ally in an ash heap from the game: gain {n} blood, or add {n} life to a zombie ally you control."
            ),
            n=self.n,
        )
        ask(s, p.seat, question, options, _fed, (self.n,))

    def gives(self) -> Gives:
        return Gives(blood=self.n)


def _fed(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, slug, v = token_seat(action.args[0]), action.args[1], int(action.args[2])
    c = next((c for c in s.ash[seat] if facts(c).slug == slug and facts(c).is_type("Ally")), -1)
    if c < 0 or v not in s.minions:
        return
    s.ash[seat].remove(c)
    s.removed[seat].append(c)
    ops.say(s, N_("{card} is removed from the game."), card=facts(c).name)
    ops.add_blood(s, v, int(args[0]))  # an ally's life has no cap; one that cannot gain life gains none


# ------------------------------------------------------------------------ a vampire of another clan

#: A vampire's mark while a card makes it "of the chosen clan instead of his or her original clan":
#: ``impersonates:<card uid>:<its former clan: mark>`` (restored when the card leaves play).
IMPERSONATES = "impersonates:"


@cache
def all_clans() -> tuple[str, ...]:
    """Every clan of the crypt cards, by name (read once)."""

    out: set[str] = set()
    for c in load_cards():
        f = facts(int(c.id))
        if f.crypt:
            out.update(f.clans)
    return tuple(sorted(out))


def any_clan(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: "choose a clan" (any clan, by its slug)."""
    from ...model import slug

    for name in all_clans():
        yield (slug(name),)


@dataclass(frozen=True, slots=True)
class PutOnAsClan(Prim):
    """ "Choose a clan and put this card on the acting vampire. This vampire is considered to be of the
    chosen clan instead of his or her original clan (if any)" (its ``clan:`` mark, the one
    ``stats.clan_of`` reads first; the former one restored when the card leaves play)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        from ...model import slug

        chosen = next((n for n in all_clans() if slug(n) == p.targets[0]), "") if p.targets else ""
        if p.by not in s.minions or not chosen:
            return
        placed = ops.put_on(s, p.card, p.seat, s.controller(p.by), p.by, mode=use_key(p))
        stays(s)
        m = s.minions[p.by]
        former = next((x for x in m.marks if x.startswith("clan:")), "")
        ops.unmark(s, p.by, *(x for x in m.marks if x.startswith("clan:")))
        ops.mark(s, p.by, f"clan:{chosen}", f"{IMPERSONATES}{placed}:{former}")
        ops.say(s, N_("{minion} is considered a {clan}."), minion=ops.label(s, p.by), clan=chosen)

    def gives(self) -> Gives:
        return tags("put-on-self")


def impersonation_ends(s: VTESState, info: dict[str, Any]) -> None:
    """The card left play: the vampire is of its former clan again."""
    prefix = f"{IMPERSONATES}{info.get('uid')}:"
    for uid, m in list(s.minions.items()):
        mark = next((x for x in m.marks if x.startswith(prefix)), None)
        if mark is None:
            continue
        former = mark[len(prefix) :]
        ops.unmark(s, uid, mark, *(x for x in m.marks if x.startswith("clan:")))
        if former:
            ops.mark(s, uid, former)


listen("card-burned", impersonation_ends)


# ------------------------------------------------------------------------ at your next discard phase

#: ``game_marks[(DISCARD_UNLOCK, minion)]``: the minion "can burn 1 blood during your next discard phase
#: to unlock" (asked as that phase starts, then forgotten).
DISCARD_UNLOCK = "discard-phase unlock"


@dataclass(frozen=True, slots=True)
class MayUnlockAtDiscard(Prim):
    """ "This <kind> can burn 1 blood during your next discard phase to unlock" (only a minion of
    ``kind``)."""

    kind: Callable[[VTESState, int], bool] | None = None

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions and (self.kind is None or self.kind(s, p.by)):
            s.game_marks[(DISCARD_UNLOCK, p.by)] = True

    def gives(self) -> Gives:
        return Gives(unlock=True)


def discard_phase_unlocks(s: VTESState, info: dict[str, Any]) -> None:
    seat = info.get("seat", -1)
    for key in [k for k in s.game_marks if isinstance(k, tuple) and k[:1] == (DISCARD_UNLOCK,)]:
        uid = key[1]
        if uid in s.minions and s.controller(uid) != seat:
            continue
        del s.game_marks[key]
        m = s.minions.get(uid)
        if m is not None and m.locked and m.blood >= 1 and s.is_ready(uid):
            question = said(N_("{minion} can burn 1 blood to unlock."), minion=ops.label(s, uid))
            ask(s, seat, question, [Action("choose", ("unlock",)), Action("decline")], _discard_unlock, (uid,))


def _discard_unlock(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (uid,) = args
    if action.verb == "choose" and uid in s.minions and s.minions[uid].blood >= 1:
        ops.burn_blood(s, uid, 1)
        ops.unlock(s, uid)
        ops.say(s, N_("{minion} burns 1 blood to unlock."), minion=ops.label(s, uid))


listen("discard-phase", discard_phase_unlocks)


# ------------------------------------------------------------------------ two chosen vampires fight

#: ``s.marks[(*THEY_FIGHT, a, b)]``: the combat :class:`TheyFight` started, for its end.
THEY_FIGHT = ("this-action", "they fight")


def predator_and_prey_vampires(s: VTESState, ctx: Any, seat: int, uid: int) -> Any:
    """Targets: "a ready vampire controlled by your predator and another controlled by your prey"."""

    pred, prey = s.predator(seat), s.prey(seat)
    if pred == prey or seat in (pred, prey):
        return
    for a, _m in s.ready_minions(pred):
        if is_vampire(s, a):
            for b, _n in s.ready_minions(prey):
                if is_vampire(s, b):
                    yield (a, b)


@dataclass(frozen=True, slots=True)
class TheyFight(Prim):
    """ "The chosen vampires enter combat. If only one is ready at the end of that combat, he or she
    gains N blood" (the two targets)."""

    gain: int = 4

    def __call__(self, s: VTESState, p: Play) -> None:
        if len(p.targets) < 2:
            return
        a, b = p.targets[0], p.targets[1]
        if not all(isinstance(v, int) and v in s.minions and s.is_ready(v) for v in (a, b)):
            return
        s.marks[(*THEY_FIGHT, a, b)] = self.gain
        enter_combat(s, a, b)

    def gives(self) -> Gives:
        return tags("enter-combat") + Gives(harmful=True)


def they_fought(s: VTESState, info: dict[str, Any]) -> None:
    c = info["combat"]
    gain = s.marks.pop((*THEY_FIGHT, c.a, c.b), None)
    if gain is None:
        return
    ready = [v for v in (c.a, c.b) if v in s.minions and s.is_ready(v)]
    if len(ready) == 1:
        ops.add_blood(s, ready[0], int(gain))
        ops.say(s, N_("{minion} gains {n} blood."), minion=ops.label(s, ready[0]), n=int(gain))


listen("combat-end", they_fought)


# ------------------------------------------------------------------------ in that combat; at the end of the action

#: ``s.marks[(HAND_SIZE_IN_COMBAT, combat serial)]``: (seat, N) the hand size that combat adds.
HAND_SIZE_IN_COMBAT = "hand size in combat"


@dataclass(frozen=True, slots=True)
class HandSizeInCombat(Prim):
    """ "In that combat, your hand size is increased by N" (the combat just entered; drawn up at once,
    and discarded down when it ends, VT-CARD-21)."""

    n: int = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None or p.by not in (c.a, c.b):
            return
        hand_size_in_combat(s, c.serial, p.seat, self.n)

    def gives(self) -> Gives:
        return tags("hand-size")


def hand_size_in_combat(s: VTESState, serial: int, seat: int, n: int) -> None:
    """``seat``'s hand size is increased by ``n`` for the combat ``serial`` (drawn up at once, discarded
    down when it ends: :func:`hand_size_after_combat`)."""
    key = (HAND_SIZE_IN_COMBAT, serial, seat)
    s.marks[key] = int(s.marks.get(key, 0)) + n
    s.marks[("hand size", seat)] = int(s.marks.get(("hand size", seat), 0)) + n
    ops.refill(s, seat)


def hand_size_after_combat(s: VTESState, info: dict[str, Any]) -> None:
    for seat in range(s.players):
        n = s.marks.pop((HAND_SIZE_IN_COMBAT, info["combat"].serial, seat), None)
        if n is not None:
            s.marks[("hand size", seat)] = int(s.marks.get(("hand size", seat), 0)) - n
            ops.refill(s, seat)


listen("combat-end", hand_size_after_combat)

#: The trigger of :class:`BurnPoolUnlessReady`.
POOL_UNLESS_READY = "pool-unless-ready"


@dataclass(frozen=True, slots=True)
class BurnPoolUnlessReady(Prim):
    """ "If this acting vampire is not ready at the end of the action, you burn N pool" (armed as it
    resolves: ``POOL_UNLESS_READY`` at action end)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.trigger("action-end", POOL_UNLESS_READY, p.by)

    def gives(self) -> Gives:
        return tags("burns-own-pool")


def pool_unless_ready(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    if uid in s.minions and s.is_ready(uid):
        return
    seat = course.actor_seat
    if s.in_game(seat):
        card = course.aplay.card if course.aplay is not None else -1
        ops.say(
            s, N_("{seat} burns 1 pool ({card})."), seat=s.seat_name(seat), card=facts(card).name if card >= 0 else ""
        )
        ops.burn_pool(s, seat, 1)


ACTION_TRIGGERS[POOL_UNLESS_READY] = pool_unless_ready


def crypt_card_of_clan(clan: str) -> Callable[[int], bool]:
    """A crypt card of the clan (a test of :class:`~.minion.SearchCrypt`: "search your crypt for a
    Harbinger of Skulls")."""

    def fits(c: int) -> bool:
        return clan in facts(c).clans

    return fits
