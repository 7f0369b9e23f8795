"""Reaction cards (VT-CARD-50 to VT-CARD-52): played by ready unlocked minions of other Methuselahs.

Also the Action Modifier/Reaction cards (one CardDef, a MODIFIER use and a REACTION use).

Common shapes:

- "+N intercept": only by the minion attempting to block, and only while needed (VT-STL-05):
  ``needs="intercept"`` with ``when=is_blocker``;
- bounces: state C, "after blocks are declined" (VT-BLK-08), :func:`base.redirect` (VT-BLK-05);
- wake cards: ``locked=True`` and :func:`base.wake` (VT-TERM-20), usable in states A, B, C, after
  resolution (ruling LSJ 20091123) and in a card's as-played window (VT-TERM-21);
- "unlocks and attempts to block": the normal blocking restrictions apply (ruling ANK 20180623),
  and a minion already attempting to block may use it (ruling ANK 20181122-2);
- "if this vampire blocks, ... during the resulting combat": armed when the block succeeds, applied
  at the start of the combat that follows (rulings LSJ 20010813, LSJ 20010814-2: only that combat,
  and again after a second block of the same action).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from .. import ops
from ..combat import Combat, Strike
from ..hooks import ACTION_TRIGGERS, GRANTS, MODIFIER, REACTION, Ctx, Effect, Play, Pred, Use, listen
from ..model import facts
from ..politics import AGAINST, BLOOD_HUNT
from ..state import VTESState
from ..stats import is_anarch, is_vampire, titled
from . import core
from .base import (
    Args,
    B,
    S,
    action_of,
    all_of,
    anarch,
    bleed_targets_other,
    bleeding_you,
    bleeding_you_after_blocks,
    both,
    card,
    directed_at_you,
    has_title,
    intercept_up,
    is_blocker,
    lock_self,
    predator_acting,
    redirect,
    reduce_bleed,
    seat_token,
    side_targets,
    unlock_self,
    wake,
)
from .base import add_votes as votes_up

#: Wake cards: any time during the action, also after resolution (ruling LSJ 20091123), and while
#: another card is being played, in its as-played window (VT-TERM-21, VT-CARD-17).
WAKE = frozenset(("A", "B", "C", "after", "as-played"))
#: "Attempts to block": in state A, or by a minion already attempting to block (state B).
BLOCKING = frozenset(("A", "B"))
POLL = frozenset(("poll",))
AFTER = frozenset(("after",))


# ------------------------------------------------------------------------ conditions


def polling(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable during the polling step of a political action" (not a blood hunt, VT-DIAB-09)."""
    ref = ctx.referendum
    return ref is not None and ref.rkind != BLOOD_HUNT and ctx.action is not None


def may_gain_votes(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Polling, and the playing vampire may still cast (it did not abstain, VT-VOTE-02)."""
    if not polling(s, ctx, seat, uid) or uid < 0 or not is_vampire(s, uid):
        return False
    return uid not in ctx.referendum.abstain and ("no-vote", uid) not in s.marks


def may_attempt_block(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The minion could attempt to block now under the normal restrictions (VT-BLK-01 to VT-BLK-06,
    ruling ANK 20180623), or is already attempting to (ruling ANK 20181122-2)."""
    a = ctx.action
    if a is None:
        return False
    if a.blocker == uid:
        return True
    return bool(a.stage == "A" and a.blocker < 0 and a.may_block(s, seat) and a.can_attempt(s, uid))


def unlocked(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return not s.minions[uid].locked


def has_blood(n: int) -> Pred:
    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return s.minions[uid].blood >= n

    return pred


def has_blocked(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "A vampire who has blocked, after block resolution" (the stage after the combat)."""
    return ctx.action is not None and ctx.action.blocked_by == uid


def more_than_two(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable if there are only two Methuselahs left"."""
    return len(s.remaining()) > 2


def once_between_unlocks(key: str) -> Pred:
    """ "A minion can play only one X between their unlock phases" (see :func:`clear_at_unlock`)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return (key, uid) not in s.game_marks

    return pred


BETWEEN_UNLOCKS = ("on-the-qui-vive", "shadow-sentinel", "qui-vive-ally")


def clear_at_unlock(s: VTESState, info: dict[str, Any]) -> None:
    """A Methuselah's unlock phase ends the "between unlock phases" limits of their minions (after
    the unlock itself, so that an ally's skipped unlock is spent)."""
    seat = info.get("seat", -1)
    for key in [k for k in s.game_marks if isinstance(k, tuple) and k[:1] and k[0] in BETWEEN_UNLOCKS]:
        if key[1] not in s.minions or s.controller(key[1]) in (seat, -1):
            del s.game_marks[key]


listen("unlock", clear_at_unlock)


def qui_vive_ally_unlocks(s: VTESState, uid: int) -> bool:
    """On the Qui Vive: an ally does not unlock as normal during their next unlock phase."""
    return ("qui-vive-ally", uid) not in s.game_marks


core.UNLOCK_RULES.append(qui_vive_ally_unlocks)


# ------------------------------------------------------------------------ effects


def note(key: str) -> Effect:
    """Remember that this minion played ``key`` (for a "between unlock phases" limit)."""

    def effect(s: VTESState, p: Play) -> None:
        s.game_marks[(key, p.by)] = True

    return effect


def burn_own_blood(n: int) -> Effect:
    def effect(s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            ops.burn_blood(s, p.by, n)

    return effect


def attempt_block(s: VTESState, p: Play) -> None:
    """This minion (or the target minion) unlocks and attempts to block (VT-BLK-03, VT-BLK-06)."""
    uid = p.targets[0] if p.targets and isinstance(p.targets[0], int) else p.by
    a = action_of(s)
    if a is None or uid not in s.minions:
        return
    ops.unlock(s, uid)
    if a.blocker != uid:
        a.declare_block(s, uid)


def block_ignoring_restrictions(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None and p.by in s.minions:
        a.declare_block(s, p.by)


def target_intercept(n: int) -> Effect:
    """+N intercept for the targeted minion (Organized Resistance)."""

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        uid = p.targets[0] if p.targets else p.by
        if a is not None and isinstance(uid, int):
            a.add_intercept(uid, n)

    return effect


def wake_target(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None and p.targets:
        a.woke = a.woke | {p.targets[0]}


# ---- "if this vampire blocks, ... during the resulting combat"

CombatEffect = Callable[[VTESState, Combat, int], None]


def if_blocks(key: str, apply: CombatEffect, anyone: bool = False) -> Effect:
    """Register ``apply`` for the combat resulting from this vampire's block (with ``anyone``: from
    any block of this action, "if this action is blocked", for the acting minion); the returned effect
    arms it for the minion playing the card. A block arms it, the next combat start applies it (so a
    follow-up combat does not get it, and a second block of the action arms it again)."""

    def handler(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
        mark = ("this-action", key, uid)
        if "blocker" in info:
            if anyone or info["blocker"] == uid:
                s.marks[mark] = True
        elif "combat" in info and s.marks.pop(mark, False):
            c = info["combat"]
            if uid in (c.a, c.b):
                apply(s, c, uid)

    ACTION_TRIGGERS[key] = handler

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.trigger("blocked", key, p.by)
            a.trigger("combat-start", key, p.by)

    return effect


def optional_maneuver(s: VTESState, c: Combat, uid: int) -> None:
    c.add(uid, "maneuver", "", "combat")


def prevent_1_first_round(s: VTESState, c: Combat, uid: int) -> None:
    c.add(uid, "shield", 1, "round")  # the first round only: round modifiers end with it


def maneuver_without_equipment(s: VTESState, c: Combat, uid: int) -> None:
    """ "... gets 1 optional maneuver and cannot use equipment during the resulting combat" (the
    combat key ``no-equipment``: given before the equipment's own combat-start effects)."""
    c.add(uid, "maneuver", "", "combat")
    c.add(uid, "no-equipment", 1, "combat")


COMBAT_ENDS = Strike("ends", name="combat ends")


def combat_ends_first_round(s: VTESState, c: Combat, uid: int) -> None:
    c.add(uid, "strike", COMBAT_ENDS, "round")


def no_strike_first_round(s: VTESState, c: Combat, uid: int) -> None:
    c.flags = c.flags | {"no-strike-first-round"}


# ------------------------------------------------------------------------ bounces


card(
    "Bait and Switch",
    Use(
        REACTION,
        both(lock_self, redirect),
        vampire=True,
        when=bleeding_you_after_blocks,
        targets=bleed_targets_other,
        text="lock; change the target of the bleed",
    ),
    requires=has_title("baron"),
    requires_text="Requires a baron",
)

# Deflection and the other bounces: also after a failed block (ruling ANK 20211003), and never to
# the acting minion's controller (ruling PIB 20130711).
card(
    "Deflection",
    Use(
        REACTION,
        both(lock_self, redirect),
        key="basic",
        disc=B("dom"),
        when=bleeding_you_after_blocks,
        targets=bleed_targets_other,
        text="lock; change the target of the bleed",
    ),
    Use(
        REACTION,
        redirect,
        key="superior",
        disc=S("dom"),
        when=bleeding_you_after_blocks,
        targets=bleed_targets_other,
        text="change the target of the bleed, without locking",
    ),
)


def predators_predator(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    yield (seat_token(s.predator(s.predator(seat))),)


card(
    "My Enemy's Enemy",
    Use(REACTION, intercept_up(1), key="basic", disc=B("aus"), needs="intercept", when=is_blocker, text="+1 intercept"),
    Use(
        REACTION,
        both(lock_self, redirect),
        key="superior",
        disc=S("aus"),
        when=all_of(bleeding_you_after_blocks, predator_acting, more_than_two),
        targets=predators_predator,
        text="lock; change the target of the bleed to your predator's predator",
    ),
)

card(
    "Telepathic Misdirection",
    Use(REACTION, intercept_up(1), key="basic", disc=B("aus"), needs="intercept", when=is_blocker, text="+1 intercept"),
    Use(
        REACTION,
        both(lock_self, redirect),
        key="superior",
        disc=S("aus"),
        when=bleeding_you_after_blocks,
        targets=bleed_targets_other,
        text="lock; change the target of the bleed",
    ),
)


# ------------------------------------------------------------------------ intercept


card(
    "Enhanced Senses",
    Use(REACTION, intercept_up(1), key="basic", disc=B("aus"), needs="intercept", when=is_blocker, text="+1 intercept"),
    Use(
        REACTION,
        intercept_up(2),
        key="superior",
        disc=S("aus"),
        needs="intercept",
        when=is_blocker,
        text="+2 intercept",
    ),
)

card(
    "Eyes of Argus",
    Use(
        REACTION,
        intercept_up(2),
        key="basic",
        disc=B("aus"),
        when=all_of(directed_at_you, is_blocker),
        needs="intercept",
        text="+2 intercept",
    ),
    Use(REACTION, wake, key="superior", disc=S("aus"), locked=True, vampire=True, moments=WAKE, text="wake"),
)


def eagle_may_block(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Eagle's Sight ignores only who may block (ruling RTR 19950413): no attempt in progress, no
    earlier decision not to block, and nothing else keeping the minion from blocking."""
    a = ctx.action
    return a is not None and a.stage == "A" and a.blocker < 0 and seat not in a.declined and a.can_attempt(s, uid)


card(
    "Eagle's Sight",
    Use(REACTION, intercept_up(1), key="basic", disc=B("aus"), needs="intercept", when=is_blocker, text="+1 intercept"),
    Use(
        REACTION,
        block_ignoring_restrictions,
        key="superior",
        disc=S("aus"),
        moments=frozenset(("A",)),
        when=eagle_may_block,
        text="attempt to block, ignoring the prey, predator or target restrictions",
    ),
)

card(
    "Instinctive Reaction",
    Use(
        REACTION,
        intercept_up(1),
        key="basic",
        disc=B("ani"),
        needs="intercept",
        when=all_of(predator_acting, is_blocker),
        text="+1 intercept",
    ),
    Use(
        REACTION,
        both(intercept_up(1), if_blocks("instinctive-reaction", optional_maneuver)),
        key="superior",
        disc=S("ani"),
        needs="intercept",
        when=all_of(predator_acting, is_blocker),
        text="+1 intercept; 1 optional maneuver in the resulting combat if this vampire blocks",
    ),
)

card(
    "Spirit's Touch",
    Use(REACTION, intercept_up(1), key="basic", disc=B("aus"), needs="intercept", when=is_blocker, text="+1 intercept"),
    Use(
        REACTION,
        both(intercept_up(1), if_blocks("spirits-touch", optional_maneuver)),
        key="superior",
        disc=S("aus"),
        needs="intercept",
        when=is_blocker,
        text="+1 intercept; 1 optional maneuver in the resulting combat if this vampire blocks",
    ),
)

card(
    "Precognition",
    Use(REACTION, intercept_up(1), key="basic", disc=B("aus"), needs="intercept", when=is_blocker, text="+1 intercept"),
    Use(
        REACTION,
        both(intercept_up(1), if_blocks("precognition", prevent_1_first_round)),
        key="superior",
        disc=S("aus"),
        needs="intercept",
        when=is_blocker,
        text="+1 intercept; can prevent 1 damage in the first round of the resulting combat if this vampire blocks",
    ),
)


def warrens_intercept(s: VTESState, p: Play) -> None:
    """+2 intercept, +1 more if this Nosferatu is titled."""
    intercept_up(3 if titled(s, p.by) else 2)(s, p)


card(
    "The Warrens",
    Use(
        REACTION,
        warrens_intercept,
        vampire=True,
        needs="intercept",
        when=all_of(directed_at_you, is_blocker),
        text="+2 intercept (+1 if this Nosferatu is titled)",
    ),
)

PROTECTION_RACKET = "protection-racket"


def protection_racket_intercept(s: VTESState, course: Any, uid: int) -> int:
    """+1 intercept, +1 more while the acting minion is titled (gained or lost as the acting vampire's
    sect changes during the action: ruling ANK 20190416)."""
    if ("this-action", PROTECTION_RACKET, uid) not in s.marks:
        return 0
    actor = course.actor
    return 2 if actor in s.minions and titled(s, actor) else 1


core.INTERCEPT_MODS.append(protection_racket_intercept)


def protection_racket(s: VTESState, p: Play) -> None:
    s.marks[("this-action", PROTECTION_RACKET, p.by)] = True


card(
    "Protection Racket",
    Use(
        REACTION,
        protection_racket,
        needs="intercept",
        when=is_blocker,
        text="+1 intercept (+1 if the acting minion is titled)",
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)

# ---- Truth in Darkness: "can burn 1 blood to unlock after block resolution"

TRUTH = "truth-in-darkness"


def truth_in_darkness(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """On this vampire's block: offered after block resolution (the stage after the combat); dropped
    at the end of the combat if it left the vampire unable to pay or no longer ready."""
    if "blocker" in info:
        seat = s.controller(uid)
        if info["blocker"] == uid and (seat, uid, TRUTH, "after") not in course.grants:
            course.grant(seat, uid, TRUTH, "after")
    elif "combat" in info and (uid not in s.minions or not s.is_ready(uid) or s.minions[uid].blood < 1):
        course.grants = tuple(g for g in course.grants if not (g[1] == uid and g[2] == TRUTH))


ACTION_TRIGGERS[TRUTH] = truth_in_darkness


def truth_unlock(s: VTESState, uid: int, seat: int) -> None:
    """Burn 1 blood to unlock (Truth in Darkness)."""
    if s.is_ready(uid) and s.minions[uid].blood >= 1:
        ops.burn_blood(s, uid, 1)
        ops.unlock(s, uid)


GRANTS[TRUTH] = truth_unlock


def arm_truth(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None:
        a.trigger("blocked", TRUTH, p.by)
        a.trigger("combat-end", TRUTH, p.by)


card(
    "Truth in Darkness",
    Use(REACTION, intercept_up(1), key="basic", disc=B("obl"), needs="intercept", when=is_blocker, text="+1 intercept"),
    Use(
        REACTION,
        both(intercept_up(1), arm_truth),
        key="superior",
        disc=S("obl"),
        needs="intercept",
        when=is_blocker,
        text="+1 intercept; if this vampire blocks, it can burn 1 blood to unlock after block resolution",
    ),
)


# ------------------------------------------------------------------------ unlock, wake, block


card(
    "Cats' Guidance",
    Use(
        REACTION,
        unlock_self,
        key="basic",
        disc=B("ani"),
        locked=True,
        vampire=True,
        moments=AFTER,
        when=has_blocked,
        text="unlock this vampire, after block resolution",
    ),
    Use(
        REACTION,
        intercept_up(1),
        key="superior",
        disc=S("ani"),
        needs="intercept",
        when=is_blocker,
        text="+1 intercept",
    ),
)

card(
    "Guard Dogs",
    Use(
        REACTION,
        unlock_self,
        key="basic",
        disc=B("ani"),
        locked=True,
        vampire=True,
        when=bleeding_you,
        text="unlock this vampire",
    ),
    Use(
        REACTION,
        both(unlock_self, if_blocks("guard-dogs", optional_maneuver)),
        key="superior",
        disc=S("ani"),
        locked=True,
        vampire=True,
        when=bleeding_you,
        text="unlock this vampire; 1 optional maneuver in the resulting combat if this vampire blocks",
    ),
)

card(
    "Deep Ecology",
    Use(
        REACTION,
        intercept_up(2),
        key="ani",
        disc=B("ani"),
        needs="intercept",
        when=all_of(directed_at_you, is_blocker),
        text="+2 intercept",
    ),
    Use(REACTION, reduce_bleed(2), key="for", disc=B("for"), when=bleeding_you, text="reduce the bleed by 2"),
    Use(
        REACTION,
        both(burn_own_blood(1), unlock_self),
        key="pro",
        disc=B("pro"),
        locked=True,
        vampire=True,
        when=has_blood(1),  # ruling ANK 20210226: not playable without the blood to burn
        text="burn 1 blood to unlock",
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


def on_the_qui_vive(s: VTESState, p: Play) -> None:
    """This minion wakes; an ally does not unlock as normal during their next unlock phase."""
    wake(s, p)
    note("on-the-qui-vive")(s, p)
    if p.by in s.minions and not is_vampire(s, p.by):
        s.game_marks[("qui-vive-ally", p.by)] = True


card(
    "On the Qui Vive",
    Use(
        REACTION,
        on_the_qui_vive,
        locked=True,
        moments=WAKE,
        when=once_between_unlocks("on-the-qui-vive"),
        text="this minion wakes",
    ),
)

card(
    "Wake with Evening's Freshness",
    Use(REACTION, wake, locked=True, vampire=True, moments=WAKE, delay="unlock", text="this vampire wakes"),
)


def wraith_or_zombie_ally(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A locked wraith or zombie ally you control."""
    for v, m in s.ready_minions(seat):
        if m.locked and not is_vampire(s, v) and {"wraith", "zombie"} & set(facts(m.card).trait.split()):
            yield (v,)


SENTINEL_ONCE = once_between_unlocks("shadow-sentinel")
SENTINEL_ALLY = Use(
    REACTION,
    both(wake_target, note("shadow-sentinel")),
    key="superior",
    disc=S("obl"),
    vampire=True,
    moments=WAKE,
    when=SENTINEL_ONCE,
    targets=wraith_or_zombie_ally,
    text="a locked wraith or zombie ally you control wakes",
)

card(
    "Shadow Sentinel",
    Use(
        REACTION,
        both(wake, note("shadow-sentinel")),
        key="basic",
        disc=B("obl"),
        locked=True,
        vampire=True,
        moments=WAKE,
        when=SENTINEL_ONCE,
        text="this vampire wakes",
    ),
    # [OBL] "usable by a locked vampire": by an unlocked vampire, or by a locked one
    SENTINEL_ALLY,
    replace(SENTINEL_ALLY, locked=True),
)

# ---- Eyes of the Wild: "during this action, this Gangrel can burn 1 blood to get +1 intercept"

EYES_OF_THE_WILD = "eyes-of-the-wild"


def offer_burn(s: VTESState, course: Any, uid: int) -> None:
    """Offer the burn for +1 intercept while this Gangrel attempts to block (state B)."""
    g = (s.controller(uid), uid, EYES_OF_THE_WILD, "B")
    if g not in course.grants and s.minions[uid].blood >= 1:
        course.grant(*g)


def drop_burn(course: Any, uid: int) -> None:
    course.grants = tuple(g for g in course.grants if not (g[1] == uid and g[2] == EYES_OF_THE_WILD))


def eyes_of_the_wild(s: VTESState, p: Play) -> None:
    """This Gangrel unlocks and attempts to block (its attempts this action offer the burn)."""
    a = action_of(s)
    if a is None or p.by not in s.minions:
        return
    a.trigger("blocked", EYES_OF_THE_WILD, p.by)
    a.trigger("block-failed", EYES_OF_THE_WILD, p.by)
    if a.blocker == p.by:
        ops.unlock(s, p.by)
        offer_burn(s, a, p.by)
    else:
        attempt_block(s, p)


def eyes_of_the_wild_attempt(s: VTESState, course: Any, uid: int) -> None:
    """Each block attempt of a Gangrel that played Eyes of the Wild this action offers the burn."""
    if any(key == EYES_OF_THE_WILD and u == uid for _, key, u in course.triggers):
        offer_burn(s, course, uid)


core.ATTEMPT_COSTS.append(eyes_of_the_wild_attempt)


def eyes_of_the_wild_resolved(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """The attempt is over: the burn is no longer offered; a block is remembered."""
    if info.get("blocker") != uid:
        return
    drop_burn(course, uid)
    if course.blocked_by == uid:
        s.game_marks[(EYES_OF_THE_WILD, course.serial, uid)] = True


ACTION_TRIGGERS[EYES_OF_THE_WILD] = eyes_of_the_wild_resolved


def eyes_of_the_wild_burn(s: VTESState, uid: int, seat: int) -> None:
    a = action_of(s)
    if a is None or a.blocker != uid or s.minions[uid].blood < 1:
        return
    ops.burn_blood(s, uid, 1)
    a.add_intercept(uid, 1)
    offer_burn(s, a, uid)


GRANTS[EYES_OF_THE_WILD] = eyes_of_the_wild_burn


def eyes_of_the_wild_lock(s: VTESState, info: dict[str, Any]) -> None:
    """ "Lock this Gangrel after action resolution if they did not block this action"."""
    course = info["course"]
    for ev, key, uid in course.triggers:
        if key == EYES_OF_THE_WILD and ev == "blocked":
            blocked = s.game_marks.pop((EYES_OF_THE_WILD, course.serial, uid), False)
            if not blocked and uid in s.minions and s.is_ready(uid):
                ops.lock(s, uid)


listen("action-end", eyes_of_the_wild_lock)

card(
    "Eyes of the Wild",
    Use(
        REACTION,
        eyes_of_the_wild,
        locked=True,
        vampire=True,
        moments=BLOCKING,
        when=may_attempt_block,  # the normal blocking restrictions (ruling ANK 20180623)
        text="unlock and attempt to block; can burn 1 blood for +1 intercept this action",
    ),
)

card(
    "One With the Land",
    Use(
        REACTION,
        intercept_up(2),
        key="basic",
        disc=B("pro"),
        needs="intercept",
        when=all_of(directed_at_you, is_blocker),
        text="+2 intercept",
    ),
    Use(
        REACTION,
        both(attempt_block, if_blocks("one-with-the-land", no_strike_first_round)),
        key="superior",
        disc=S("pro"),
        locked=True,
        vampire=True,
        moments=BLOCKING,
        when=all_of(directed_at_you, may_attempt_block),
        text="unlock and attempt to block; if this vampire blocks, no strikes in the first round of the combat",
    ),
)


def blocking_anarch(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """The Anarch you control now attempting to block (intercept goes to the blocker, VT-STL-05)."""
    a = ctx.action
    if a is not None and a.blocker in s.minions and s.controller(a.blocker) == seat and is_anarch(s, a.blocker):
        yield (a.blocker,)


def locked_anarch(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A locked Anarch you control that could attempt to block."""
    for v, m in s.ready_minions(seat):
        if m.locked and is_anarch(s, v) and may_attempt_block(s, ctx, seat, v):
            yield (v,)


OR_INTERCEPT = Use(
    REACTION,
    target_intercept(1),
    key="intercept",
    vampire=True,
    needs="intercept",
    targets=blocking_anarch,
    text="an Anarch you control gets +1 intercept",
)
OR_BLOCK = Use(
    REACTION,
    both(attempt_block, target_intercept(1)),
    key="block",
    vampire=True,
    moments=BLOCKING,
    targets=locked_anarch,
    text="a locked Anarch you control unlocks and attempts to block with +1 intercept",
)

card(
    "Organized Resistance",
    # "usable by a locked baron": each mode by an unlocked baron or a locked one
    OR_INTERCEPT,
    replace(OR_INTERCEPT, locked=True),
    OR_BLOCK,
    replace(OR_BLOCK, locked=True),
    requires=has_title("baron"),
    requires_text="Requires a baron",
)

card(
    "Second Tradition: Domain",
    Use(REACTION, intercept_up(2), key="intercept", needs="intercept", when=is_blocker, text="+2 intercept"),
    Use(
        REACTION,
        both(burn_own_blood(1), attempt_block, intercept_up(2)),
        key="block",
        locked=True,
        vampire=True,
        moments=BLOCKING,
        # not playable without the blood to burn (ruling ANK 20210226)
        when=all_of(has_blood(1), may_attempt_block),
        text="burn 1 blood to unlock and attempt to block with +2 intercept",
    ),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)


# ------------------------------------------------------------------------ stealth, bleed


def stealth_to_zero(s: VTESState, p: Play) -> None:
    """ "Reduce the acting minion's stealth to 0": -X stealth, X the stealth now (ruling RTR 20030519);
    nothing with no or negative stealth (ruling LSJ 20021211)."""
    a = action_of(s)
    if a is not None:
        a.stealth_bonus -= max(0, a.stealth(s))


card(
    "Night Terrors",
    Use(REACTION, stealth_to_zero, key="basic", disc=B("obf", "pre"), text="reduce the acting minion's stealth to 0"),
    Use(
        REACTION,
        both(stealth_to_zero, if_blocks("night-terrors", combat_ends_first_round)),
        key="superior",
        disc=S("obf", "pre"),
        text="reduce the acting minion's stealth to 0; if this vampire blocks, strike: combat ends in the first round",
    ),
)


def bleed_to_zero(s: VTESState, p: Play) -> None:
    """ "Reduce a bleed against you to 0" (later increases still count). A minion attempting to block
    that is locked fails to block unless it woke (ruling LSJ 20010702)."""
    a = action_of(s)
    if a is None:
        return
    a.bleed_set = 0
    a.bleed_bonus = 0
    if a.blocker == p.by and a.stage == "B" and not a.woken(p.by):
        a.fail_attempt(s)


card(
    "Visions of Zapathasura",
    Use(REACTION, reduce_bleed(3), key="basic", disc=B("obf", "pre"), when=bleeding_you, text="reduce the bleed by 3"),
    Use(
        REACTION,
        both(lock_self, bleed_to_zero),
        key="superior",
        disc=S("obf", "pre"),
        when=all_of(bleeding_you, unlocked),  # locking is the cost: an unlocked vampire
        text="lock this vampire to reduce the bleed to 0",
    ),
)


# ------------------------------------------------------------------------ politics


def delaying_tactics(s: VTESState, p: Play) -> None:
    """Cancel the referendum (not tallied: ruling LSJ 20010209); unlock the acting vampire; the political
    action card goes back to its owner's hand (the referendum's cancelled close); the acting
    Methuselah's minions cannot perform the same political action again this turn."""
    from ..politics import current_referendum

    ref = current_referendum(s)
    a = action_of(s)
    if ref is None or a is None:
        return
    ref.cancelled = True
    if a.actor in s.minions:
        ops.unlock(s, a.actor)
    if ref.aplay is not None and ref.aplay.card >= 0:
        slug = facts(ref.aplay.card).slug
        for uid in s.ready[a.actor_seat] + s.torpor[a.actor_seat]:
            s.marks[("nra", uid, slug)] = True
    ops.say(s, "The referendum is cancelled.")
    ref.closed(s)


card(
    "Delaying Tactics",
    Use(REACTION, delaying_tactics, moments=POLL, when=polling, text="cancel the referendum"),
)


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


def scalpel_tongue(burn: int) -> Effect:
    def effect(s: VTESState, p: Play) -> None:
        from ..politics import current_referendum

        ref = current_referendum(s)
        v = p.targets[0] if p.targets else -1
        if ref is None or v not in s.minions:
            return
        ops.lock(s, v)
        ref.make_abstain(v)
        if burn:
            ops.burn_blood(s, v, burn)

    return effect


SCALPEL = Use(
    REACTION,
    scalpel_tongue(0),
    key="basic",
    disc=B("cel", "pre"),
    moments=POLL,
    when=polling,
    targets=cast_vampires,
    text="a vampire who has cast votes is locked and abstains",
)
SCALPEL_S = replace(
    SCALPEL,
    effect=scalpel_tongue(1),
    key="superior",
    disc=S("cel", "pre"),
    text="a vampire who has cast votes is locked, abstains and burns 1 blood",
)

card(
    "Scalpel Tongue",
    replace(SCALPEL, as_=MODIFIER),
    replace(SCALPEL_S, as_=MODIFIER),
    SCALPEL,
    SCALPEL_S,
)

CHORUS = Use(
    REACTION,
    votes_up(3),
    vampire=True,
    moments=POLL,
    when=may_gain_votes,
    targets=side_targets,
    text="this Lasombra gets +3 votes",
)

card("Ominous Chorus", replace(CHORUS, as_=MODIFIER), CHORUS)

card(
    "Party Out Of Bounds",
    Use(REACTION, reduce_bleed(2), key="obf", disc=B("obf"), when=bleeding_you, text="reduce the bleed by 2"),
    Use(
        REACTION,
        votes_up(2),
        key="pre",
        disc=B("pre"),
        moments=POLL,
        when=may_gain_votes,
        targets=side_targets,
        text="+2 votes",
    ),
    Use(REACTION, intercept_up(1), key="pro", disc=B("pro"), needs="intercept", when=is_blocker, text="+1 intercept"),
    requires=anarch,
    requires_text="Requires an Anarch",
)


def against_only(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Votes against the referendum: not by a vampire who voted in favour (ruling LSJ 20031115); gaining
    them makes the vampire vote against (ruling LSJ 20031119)."""
    ref = ctx.referendum
    side = ref.side_of(uid) if ref is not None else None
    if side is None:
        yield (AGAINST,)
    elif side == AGAINST:
        yield ()


card(
    "Protected District",
    Use(REACTION, reduce_bleed(3), key="bleed", vampire=True, when=bleeding_you, text="reduce the bleed by 3"),
    Use(
        REACTION,
        votes_up(3),
        key="votes",
        vampire=True,
        moments=POLL,
        when=may_gain_votes,
        targets=against_only,
        text="+3 votes against the referendum",
    ),
    requires=has_title("primogen"),
    requires_text="Requires a primogen",
)


# ------------------------------------------------------------------------ Form of the Bat


def block_attempted(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if a minion attempts to block" (state B, VT-BLK-06)."""
    a = ctx.action
    return a is not None and a.blocker in s.minions


def blocker_minus_one(s: VTESState, p: Play) -> None:
    """ "The blocking minion gets -1 intercept" (for this action, VT-STL-06)."""
    a = action_of(s)
    if a is not None and a.blocker in s.minions:
        a.add_intercept(a.blocker, -1)


card(
    "Form of the Bat",
    Use(
        MODIFIER,
        both(blocker_minus_one, if_blocks("form-of-the-bat-blocked", maneuver_without_equipment, anyone=True)),
        key="basic",
        disc=B("pro"),
        moments=frozenset(("B",)),
        when=block_attempted,
        text="the blocking minion gets -1 intercept; if blocked, 1 optional maneuver and no equipment in the combat",
    ),
    Use(
        REACTION,
        both(intercept_up(1), if_blocks("form-of-the-bat", maneuver_without_equipment)),
        key="superior",
        disc=S("pro"),
        needs="intercept",
        when=is_blocker,
        text="+1 intercept; if this vampire blocks, 1 optional maneuver and no equipment in the combat",
    ),
)
