"""Action modifier cards (VT-CARD-47 to VT-CARD-49): played by the acting minion during its action.

Timings (hooks.py): ordinary modifiers are usable in states A, B and C of the action (VT-BLK-06 to
VT-BLK-08, VT-SEQ-05); stealth only when needed (VT-STL-04, ``needs="stealth"``); "as the action is
announced" is the moment ``announce`` (VT-ANN-04); "if a minion attempts to block" is state ``B``;
"if this minion is blocked, before block resolution" is ``blocked`` (VT-RES-03); "after
resolution" is ``after`` (AMB-15); "during the polling step" is ``poll`` (VT-REF-04, VT-VOTE-12).
What a modifier does lasts until the end of the action (VT-RES-06, VT-STL-06).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations
from typing import Any

from tabletome.engine.actions import Action

from .. import ops
from ..combat import inflict
from ..hooks import (
    ABILITIES,
    ACTION_TRIGGERS,
    ACTION_TYPES,
    CARDS,
    DEFAULT_USE,
    GRANT_WHEN,
    GRANTS,
    MODIFIER,
    POLITICAL,
    REACTION,
    Ability,
    Ctx,
    Effect,
    Play,
    Pred,
    Use,
    listen,
)
from ..impulse import ask
from ..model import facts
from ..play import cancel_played
from ..readings import old
from ..state import VTESState
from ..stats import capacity, has_clan, is_vampire, level, titled
from . import core
from .base import (
    B,
    S,
    abilities,
    action_flag,
    action_of,
    add_votes,
    anarch,
    bearer,
    bleed_up,
    both,
    card,
    card_id,
    during_bleed,
    event,
    referendum_passed,
    side_targets,
    stealth_up,
    successful,
    unlock_self,
    use_key,
    was_blocked,
)

Args = tuple[Any, ...]

ANNOUNCE = frozenset(("announce",))
BLOCK_ATTEMPT = frozenset(("B",))
BLOCKED = frozenset(("blocked",))
AFTER = frozenset(("after",))
POLL = frozenset(("poll",))
STATE_C = frozenset(("C",))


# ------------------------------------------------------------------------ shared helpers


def corruption(seat: int) -> str:
    """The counter kind of Methuselah ``seat``'s corruption counters (model.Minion)."""
    return f"corruption {seat + 1}"


def political_polling(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable during the polling step of a political action" (VT-REF-04): not a blood hunt
    (VT-DIAB-09)."""
    a, ref = ctx.action, ctx.referendum
    return a is not None and ref is not None and a.kind_ == "political" and ref.rkind != "blood hunt"


def margin(ctx: Ctx) -> int:
    """The number of votes by which the action's referendum passed (0 if it did not)."""
    a = ctx.action
    if a is None or not isinstance(a.result, tuple) or not a.result[0]:
        return 0
    return max(0, int(a.result[1]) - int(a.result[2]))


def other_ready_vampires(s: VTESState, seat: int) -> Iterator[int]:
    """Ready vampires of the other Methuselahs: the ones that could block this action."""
    for t, v, _m in s.all_ready():
        if t != seat and is_vampire(s, v):
            yield v


def stealth_needed(s: VTESState, ctx: Ctx) -> bool:
    from ..play import needed

    return needed(s, ctx, "stealth")


def pool_word(k: int) -> str:
    return f"pool{k}"


def pool_of(word: Any) -> int:
    return int(str(word)[4:])


def fail_block(forbid: bool = True) -> Effect:
    """ "That attempt fails (and the blocking minion cannot attempt to block this action again)"."""

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and a.blocker >= 0:
            a.fail_attempt(s, forbid=forbid)

    return effect


def blocker_intercept(n: int) -> Effect:
    """ "The blocking minion gets N intercept" (the attempt in progress, VT-STL-03)."""

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None and a.blocker >= 0:
            a.add_intercept(a.blocker, n)

    return effect


def cannot_block(s: VTESState, p: Play) -> None:
    """ "The chosen vampire cannot block this action"."""
    a = action_of(s)
    if a is not None and p.targets:
        a.noblock = a.noblock | {p.targets[0]}


def action_trigger(event_name: str, key: str) -> Effect:
    """A card's effect later in this action (``ACTION_TRIGGERS[key]``), for the playing minion."""

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.trigger(event_name, key, p.by)

    return effect


# ------------------------------------------------------------------------ bleed modifiers


def aire_bleed(n: int) -> Effect:
    """Aire of Elation: +N bleed, with an additional +1 if this vampire is Toreador."""

    def effect(s: VTESState, p: Play) -> None:
        a = action_of(s)
        if a is not None:
            a.bleed_bonus += n + (1 if has_clan(s, p.by, "Toreador") else 0)

    return effect


card(
    "Aire of Elation",
    Use(
        MODIFIER,
        aire_bleed(1),
        key="basic",
        disc=B("pre"),
        when=during_bleed,
        limited="bleed",
        text="+1 bleed, +1 more if this vampire is Toreador (limited)",
    ),
    Use(
        MODIFIER,
        aire_bleed(2),
        key="superior",
        disc=S("pre"),
        when=during_bleed,
        limited="bleed",
        text="+2 bleed, +1 more if this vampire is Toreador (limited)",
    ),
)

card(
    "Bonding",
    Use(
        MODIFIER, bleed_up(1), key="basic", disc=B("dom"), when=during_bleed, limited="bleed", text="+1 bleed (limited)"
    ),
    # Ruling [TOM 19951109]: [DOM] cannot be used if the stealth is not needed (VT-STL-04).
    Use(
        MODIFIER,
        both(stealth_up(1), bleed_up(1)),
        key="superior",
        disc=S("dom"),
        when=during_bleed,
        limited="bleed",
        needs="stealth",
        text="+1 stealth and +1 bleed (limited)",
    ),
)

card(
    "Conditioning",
    Use(
        MODIFIER, bleed_up(2), key="basic", disc=B("dom"), when=during_bleed, limited="bleed", text="+2 bleed (limited)"
    ),
    Use(
        MODIFIER,
        bleed_up(3),
        key="superior",
        disc=S("dom"),
        when=during_bleed,
        limited="bleed",
        text="+3 bleed (limited)",
    ),
)


def monkey_wrench(s: VTESState, p: Play) -> None:
    """+X bleed, X the value paid in blood."""
    a = action_of(s)
    if a is not None:
        a.bleed_bonus += p.x


card(
    "Monkey Wrench",
    Use(MODIFIER, monkey_wrench, when=during_bleed, limited="bleed", x=(1, 2, 3), text="+X bleed (limited), X 1 to 3"),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Foreshadowing Destruction: +3 bleed while the target has 9 or fewer pool

FORESHADOW = "foreshadowing+3"  # the +3 is counted in the bleed now
FORESHADOW_OFF = "foreshadowing+0"  # played, the +3 not counted now


def foreshadow_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Ruling [PIB 20110817]: against a target with 10 or more pool it does not count against the
    (limited) rule (VT-ACT-12)."""
    a = ctx.action
    if a is None or not a.is_bleed():
        return False
    return not a.bleed_limited or s.pool[a.target_seat] >= 10


def foreshadow(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is None:
        return
    if s.pool[a.target_seat] <= 9:
        a.bleed_bonus += 3
        a.bleed_limited = True  # it counts against the limit now (VT-ACT-12)
        a.flags = a.flags | {FORESHADOW}
    else:
        a.flags = a.flags | {FORESHADOW_OFF}
    a.trigger("bleed-about", "foreshadowing", p.by)


def foreshadow_check(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """As the bleed is about to succeed the condition is read again (rulings [PIB 20110817],
    [RTR 20191031]: a lingering effect, lost if the target changed to one with 10 or more pool)."""
    low = s.pool[course.target_seat] <= 9
    if low and FORESHADOW_OFF in course.flags:
        course.bleed_bonus += 3
        course.flags = (course.flags - {FORESHADOW_OFF}) | {FORESHADOW}
    elif not low and FORESHADOW in course.flags:
        course.bleed_bonus -= 3
        course.flags = (course.flags - {FORESHADOW}) | {FORESHADOW_OFF}


ACTION_TRIGGERS["foreshadowing"] = foreshadow_check

card(
    "Foreshadowing Destruction",
    Use(
        MODIFIER, bleed_up(1), key="basic", disc=B("dom"), when=during_bleed, limited="bleed", text="+1 bleed (limited)"
    ),
    # The limit is handled here: it counts only while the +3 applies (rulings above).
    Use(
        MODIFIER,
        foreshadow,
        key="superior",
        disc=S("dom"),
        when=foreshadow_when,
        text="+3 bleed if the target Methuselah has 9 or fewer pool (limited)",
    ),
)


# ---- Revelation of the Serpent


def serpent_choice(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """+1 bleed, or +1 stealth and +1 bleed: the stealth only when needed (VT-STL-04)."""
    yield ("bleed",)
    if stealth_needed(s, ctx):
        yield ("stealth",)


def serpent(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is None:
        return
    a.bleed_bonus += 1
    if p.targets and p.targets[0] == "stealth":
        a.stealth_bonus += 1


def serpent_superior(s: VTESState, p: Play) -> None:
    serpent(s, p)
    a = action_of(s)
    if a is not None:
        a.trigger("action-success", "serpent-unlock", p.by)


def serpent_candidates(s: VTESState, target: int, seat: int) -> list[int]:
    """Minions of the target Methuselah with 2 or more of ``seat``'s corruption counters."""
    if not s.in_game(target):
        return []
    kind = corruption(seat)
    return [v for v in s.ready[target] + s.torpor[target] if s.minions[v].count(kind) >= 2]


def serpent_success(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """If the bleed is successful (and the target still in the game, ruling [ANK 20220210]), this
    vampire can burn 2 corruption counters to unlock: offered after resolution."""
    if course.is_bleed() and (course.result or 0) >= 1 and uid in s.minions:
        seat = s.controller(uid)
        if serpent_candidates(s, course.target_seat, seat):
            course.grant(seat, uid, "serpent-unlock", "after")


def serpent_unlock(s: VTESState, uid: int, seat: int) -> None:
    a = action_of(s)
    found = serpent_candidates(s, a.target_seat, seat) if a is not None else []
    choices = [Action("counters", (v,)) for v in found]
    ask(
        s,
        seat,
        "Revelation of the Serpent: burn 2 of your corruption counters from which minion?",
        choices,
        _serpent_burn,
        (uid, seat),
    )


def _serpent_burn(s: VTESState, args: Args, action: Action) -> None:
    uid, seat = args
    victim = int(action.args[0])
    if victim in s.minions and s.minions[victim].count(corruption(seat)) >= 2:
        ops.add_counters(s, victim, corruption(seat), -2)
        if uid in s.minions:
            ops.unlock(s, uid)


def serpent_usable(s: VTESState, course: Any, uid: int, seat: int) -> bool:
    return course is not None and bool(serpent_candidates(s, course.target_seat, seat))


ACTION_TRIGGERS["serpent-unlock"] = serpent_success
GRANTS["serpent-unlock"] = serpent_unlock
GRANT_WHEN["serpent-unlock"] = serpent_usable

card(
    "Revelation of the Serpent",
    Use(
        MODIFIER,
        serpent,
        key="basic",
        disc=B("pre", "pro"),
        when=during_bleed,
        targets=serpent_choice,
        limited="bleed",
        text="+1 bleed, or +1 stealth and +1 bleed (limited)",
    ),
    Use(
        MODIFIER,
        serpent_superior,
        key="superior",
        disc=S("pre", "pro"),
        when=during_bleed,
        targets=serpent_choice,
        limited="bleed",
        text="as basic; if the bleed succeeds, can burn 2 of your corruption counters from a minion of the target to unlock",
    ),
)


# ---- Spying Mission

SPYING_PENDING = -1  # the card's data: ("spying", target seat), -1 until the bleed resolves


def spying_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if a bleed would be successful": every block declined (state C), a bleed of 1
    or more that still burns pool."""
    a = ctx.action
    return a is not None and a.is_bleed() and "no-bleed" not in a.flags and a.bleed_amount(s) >= 1


def spying_mission(s: VTESState, p: Play) -> None:
    """Instead, the bleed burns no pool and is unsuccessful; the card goes on this vampire."""
    from ..play import stays

    a = action_of(s)
    if a is None or p.by not in s.minions:
        return
    placed = ops.put_on(s, p.card, p.seat, p.seat, p.by, mode=use_key(p), data=("spying", SPYING_PENDING))
    stays(s)
    a.flags = a.flags | {"no-bleed", "spying-mission"}
    a.trigger("bleed-about", "spying-mission", placed)


def spying_resolves(s: VTESState, course: Any, placed: int, info: dict[str, Any]) -> None:
    """The bleed resolves: the card stays on the vampire, against the Methuselah it would have bled;
    the action is unsuccessful."""
    if placed in s.placed:
        s.placed[placed] = s.placed[placed]._replace(data=("spying", course.target_seat))
    course.successful = False


def spying_bonus(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """The next time this vampire is about to successfully bleed the same Methuselah: burn this
    card, +2 bleed (ruling [ANK 20200609]: every such card burns at once)."""
    course = info.get("course")
    pl = s.placed.get(src)
    if course is None or pl is None or pl.data[:1] != ("spying",) or "no-bleed" in course.flags:
        return
    if pl.data[1] == course.target_seat and bearer(s, src) == course.actor:
        ops.burn_placed(s, src)
        course.bleed_bonus += 2
        ops.say(s, f"{ops.label(s, course.actor)} burns Spying Mission: +2 bleed.")


def spying_leftover(s: VTESState, info: dict[str, Any]) -> None:
    """A Spying Mission played on a bleed that never resolved goes to the ash heap."""
    course = info.get("course")
    if course is None or "spying-mission" not in course.flags or course.actor not in s.minions:
        return
    for p in s.minions[course.actor].cards:
        pl = s.placed.get(p)
        if pl is not None and pl.data == ("spying", SPYING_PENDING):
            ops.burn_placed(s, p)


ACTION_TRIGGERS["spying-mission"] = spying_resolves
listen("action-end", spying_leftover)

card(
    "Spying Mission",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("obf"), needs="stealth", text="+1 stealth"),
    # No "would be successful" sub-window (AMB-15): played in state C; it applies as the bleed resolves.
    Use(
        MODIFIER,
        spying_mission,
        key="superior",
        disc=S("obf"),
        moments=STATE_C,
        when=spying_when,
        text="instead, the bleed burns no pool and is unsuccessful; put this card on this vampire "
        "(+2 bleed the next time it bleeds that Methuselah)",
    ),
)
event("Spying Mission", "bleed-about", spying_bonus)


def true_loves_face(s: VTESState, p: Play) -> None:
    """ "That attempt fails and the blocking minion cannot attempt to block this action again"; version
    2 asked its cancel here, as the card resolved."""
    a = action_of(s)
    if a is None or a.blocker < 0:
        return
    if old(s, "true_loves_face"):
        ask_true_love(s, a.blocker, resolving=True)
        return
    a.fail_attempt(s, forbid=True)


def true_love_as_played(s: VTESState, p: Play, use: Use) -> None:
    """ "The blocking minion's controller can burn 1 pool to cancel this card as it is played" (the
    superior mode): asked as the card is played (VT-CARD-17), before it resolves."""
    a = action_of(s)
    if use.key != "superior" or a is None or a.blocker < 0 or old(s, "true_loves_face"):
        return
    ask_true_love(s, a.blocker, resolving=False)


def ask_true_love(s: VTESState, b: int, resolving: bool) -> None:
    t = s.controller(b)
    choices = [Action("cancel"), Action("pass")] if t >= 0 and s.pool[t] >= 1 else [Action("pass")]
    ask(s, t, "True Love's Face: burn 1 pool to cancel it?", choices, _true_love_answer, (b, resolving))


def _true_love_answer(s: VTESState, args: Args, action: Action) -> None:
    b, resolving = args
    a = action_of(s)
    if action.verb == "cancel":
        t = s.controller(b)
        ops.say(s, f"{s.seat_name(t)} burns 1 pool to cancel True Love's Face.")
        ops.burn_pool(s, t, 1)
        if not resolving:
            cancel_played(s)  # VT-TERM-16: no effect
        return
    if resolving and a is not None and a.blocker == b:
        a.fail_attempt(s, forbid=True)


card(
    "True Love's Face",
    Use(
        MODIFIER,
        bleed_up(1),
        key="basic",
        disc=B("obf", "pre"),
        when=during_bleed,
        limited="bleed",
        text="+1 bleed (limited)",
    ),
    Use(
        MODIFIER,
        true_loves_face,
        key="superior",
        disc=S("obf", "pre"),
        moments=BLOCK_ATTEMPT,
        text="the block attempt fails and that minion cannot attempt to block this action again "
        "(its controller can burn 1 pool to cancel this card)",
    ),
)
core.AS_PLAYED[card_id("True Love's Face")] = true_love_as_played


card(
    "Visions of Gehenna",
    Use(MODIFIER, action_flag("no-ally-block"), key="basic", disc=B("pre"), text="allies cannot block this action"),
    Use(
        MODIFIER,
        both(action_flag("no-ally-block"), bleed_up(2)),
        key="superior",
        disc=S("pre"),
        when=during_bleed,
        limited="bleed",
        text="allies cannot block this action; +2 bleed (limited)",
    ),
)


# ------------------------------------------------------------------------ stealth modifiers


card(
    "Earth Control",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("pro"), needs="stealth", text="+1 stealth"),
    Use(MODIFIER, stealth_up(2), key="superior", disc=S("pro"), needs="stealth", text="+2 stealth"),
)


def not_with(other: str) -> Pred:
    """ "X and cards named Y cannot both be played during the same action"."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        a = ctx.action
        return a is not None and not any(facts(c).name == other for _u, c in a.used)

    return pred


card(
    "Lost in Crowds",
    Use(
        MODIFIER,
        stealth_up(1),
        key="basic",
        disc=B("obf"),
        when=not_with("Into Thin Air"),
        needs="stealth",
        text="+1 stealth",
    ),
    Use(
        MODIFIER,
        stealth_up(2),
        key="superior",
        disc=S("obf"),
        when=not_with("Into Thin Air"),
        needs="stealth",
        text="+2 stealth",
    ),
)

card(
    "Cloak the Gathering",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("obf"), needs="stealth", text="+1 stealth"),
    # Rulings [RTR 19941109], [LSJ 19980210]: [OBF] can be played by a locked vampire.
    Use(
        MODIFIER,
        stealth_up(1),
        key="superior",
        disc=S("obf"),
        other=True,
        vampire=True,
        needs="stealth",
        text="played by another ready vampire: the acting minion gets +1 stealth",
    ),
)


# ---- Enchanting Gaze


def gaze_superior(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None:
        a.stealth_bonus += 1
        a.grant(p.seat, p.by, "enchanting-gaze", "B")


def gaze_usable(s: VTESState, course: Any, uid: int, seat: int) -> bool:
    """The blocking minion bears at least 1 of your corruption counters."""
    b = course.blocker if course is not None else -1
    return b >= 0 and b in s.minions and s.minions[b].count(corruption(seat)) >= 1


def gaze_grant(s: VTESState, uid: int, seat: int) -> None:
    """Once this action: burn 1 of your corruption counters from the blocking minion; its attempt
    fails and it cannot attempt to block this action again."""
    a = action_of(s)
    if a is None or not gaze_usable(s, a, uid, seat):
        return
    b = a.blocker
    ops.add_counters(s, b, corruption(seat), -1)
    ops.say(s, f"A corruption counter on {ops.label(s, b)} is burned: the block attempt fails.")
    a.fail_attempt(s, forbid=True)


GRANT_WHEN["enchanting-gaze"] = gaze_usable
GRANTS["enchanting-gaze"] = gaze_grant

card(
    "Enchanting Gaze",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("pre", "pro"), needs="stealth", text="+1 stealth"),
    Use(
        MODIFIER,
        gaze_superior,
        key="superior",
        disc=S("pre", "pro"),
        needs="stealth",
        text="+1 stealth; once this action, burn 1 of your corruption counters from a blocking minion "
        "to have its attempt fail",
    ),
)


# ---- Faceless Night


def faceless_superior(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is None:
        return
    a.stealth_bonus += 1
    a.trigger("block-failed", "faceless-night", p.by)
    a.trigger("blocked", "faceless-lock", p.by)
    a.trigger("action-success", "faceless-lock", p.by)


def faceless_failed(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """A minion whose attempt fails after the card was played (ruling [ANK 20190509])."""
    s.marks[("this-action", "faceless-night", info["blocker"])] = True


def faceless_lock(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """Those minions become locked at resolution (ruling [ANK 20171017]): when a later attempt
    blocks, or once the action succeeds (the engine has no event just before a non-bleed action's
    effects: they lock right after)."""
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:2] == ("this-action", "faceless-night")]:
        if key[2] in s.minions:
            ops.lock(s, key[2])


ACTION_TRIGGERS["faceless-night"] = faceless_failed
ACTION_TRIGGERS["faceless-lock"] = faceless_lock

card(
    "Faceless Night",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("obf"), needs="stealth", text="+1 stealth"),
    Use(
        MODIFIER,
        faceless_superior,
        key="superior",
        disc=S("obf"),
        needs="stealth",
        text="+1 stealth; minions who attempt to block and fail become locked before resolution",
    ),
)


# ---- Mirror Walk


def mirror_walk_blocked(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """If this action is blocked: lock the blocking minion and end the action before block
    resolution (VT-RES-04: no combat)."""
    if course.stage != "blocked":
        return
    b = info.get("blocker", -1)
    if b in s.minions:
        ops.lock(s, b)
    ops.say(s, "Mirror Walk: the action ends before the block resolves.")
    course.end_now(s)


ACTION_TRIGGERS["mirror-walk"] = mirror_walk_blocked

card(
    "Mirror Walk",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("tha"), needs="stealth", delay="discard", text="+1 stealth"),
    Use(
        MODIFIER,
        both(stealth_up(1), action_trigger("blocked", "mirror-walk")),
        key="superior",
        disc=S("tha"),
        needs="stealth",
        delay="discard",
        text="+1 stealth; if this action is blocked, lock the blocking minion and end the action",
    ),
)


# ---- Shadow Cast


def directed_success(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """After resolution of a successful action directed at another Methuselah."""
    a = ctx.action
    return a is not None and a.successful and a.directed and a.target_seat >= 0 and a.target_seat != seat


def shadow_cast(s: VTESState, p: Play) -> None:
    """Put this card on this vampire, remembering the Methuselah the action was directed at."""
    from ..play import stays

    a = action_of(s)
    if a is None or p.by not in s.minions:
        return
    ops.put_on(s, p.card, p.seat, p.seat, p.by, mode=use_key(p), data=("target", a.target_seat))
    stays(s)


def shadow_cast_usable(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """During an action of this vampire directed at the same Methuselah."""
    a = ctx.action
    pl = s.placed.get(src)
    if a is None or pl is None or not a.directed:
        return False
    return bearer(s, src) == a.actor and pl.data[1:] == (a.target_seat,)


def shadow_cast_burn(s: VTESState, p: Play) -> None:
    a = action_of(s)
    ops.burn_placed(s, p.source)
    if a is not None:
        a.stealth_bonus += 1


card(
    "Shadow Cast",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("obl"), needs="stealth", text="+1 stealth"),
    Use(
        MODIFIER,
        shadow_cast,
        key="superior",
        disc=S("obl"),
        moments=AFTER,
        when=directed_success,
        text="put this card on this vampire: burn it for +1 stealth during an action directed at the same Methuselah",
    ),
)
abilities(
    "Shadow Cast",
    Ability(
        "burn this card: +1 stealth",
        frozenset(("B",)),
        shadow_cast_burn,
        when=shadow_cast_usable,
        needs="stealth",
    ),
)


# ---- Shadow Cloak


def successful_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    a = ctx.action
    return a is not None and a.successful


def shadow_cloak(s: VTESState, p: Play) -> None:
    """Put this card on this vampire."""
    from ..play import stays

    if p.by in s.minions:
        ops.put_on(s, p.card, p.seat, p.seat, p.by, mode=use_key(p))
        stays(s)


def is_action_play(s: VTESState, p: Play) -> bool:
    """A play that is an action which can be directed (a political action never is, VT-ACT-23)."""
    if p.use == DEFAULT_USE:
        return True  # a default action naming the vampire (a rescue, a diablerie)
    if p.card >= 0:
        use = CARDS[p.card].uses[p.use]
        return use.as_ in ACTION_TYPES and use.as_ != POLITICAL
    src = p.source
    card_ = s.minions[src].card if src in s.minions else s.placed[src].card if src in s.placed else -1
    abs_ = ABILITIES.get(card_, ())
    return 0 <= p.use < len(abs_) and abs_[p.use].action is not None


def cloaked(s: VTESState, uid: int) -> bool:
    m = s.minions.get(uid)
    return m is not None and any(p in s.placed and s.placed[p].card == SHADOW_CLOAK for p in m.cards)


def cloak_targets(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """Minions without Auspex cannot perform actions directed at this vampire: an action naming a
    cloaked vampire of another Methuselah (directed at it, VT-ACT-01) needs an actor with Auspex
    (a TARGET_RULES entry; the default rescue and diablerie do not read these rules)."""
    hit = [t for t in p.targets if isinstance(t, int) and cloaked(s, t) and s.controller(t) != p.seat]
    if not hit or not is_action_play(s, p):
        return True
    return p.by >= 0 and p.by in s.minions and is_vampire(s, p.by) and level(s, p.by, "aus") > 0


def cloak_due(s: VTESState, src: int, seat: int) -> bool:
    pl = s.placed.get(src)
    return pl is not None and seat == pl.controller


def cloak_ends(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """During your unlock phase, burn this card."""
    if cloak_due(s, src, info["seat"]):
        ops.burn_placed(s, src)


core.TARGET_RULES.append(cloak_targets)

SHADOW_CLOAK = card(
    "Shadow Cloak",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("obl"), needs="stealth", text="+1 stealth"),
    Use(
        MODIFIER,
        shadow_cloak,
        key="superior",
        disc=S("obl"),
        moments=AFTER,
        when=successful_action,
        text="put this card on this vampire: minions without Auspex cannot perform actions directed at it; "
        "burn it during your unlock phase",
    ),
)
event("Shadow Cloak", "unlock", cloak_ends, due=cloak_due)


# ---- Veil the Legions


def veil_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable by a ready unlocked vampire other than the acting minion. Only one Veil the
    Legions can be played each action" (by anyone)."""
    a = ctx.action
    if a is None or uid < 0 or s.minions[uid].locked:
        return False
    return not any(c == VEIL for _u, c in a.used)


def veil_superior_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only one Veil the Legions can be played at superior each turn"."""
    return veil_when(s, ctx, seat, uid) and ("veil-the-legions-superior",) not in s.marks


def veil_x(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """X: the blood this vampire burns (0 up to its blood)."""
    for x in range(0, s.minions[uid].blood + 1):
        yield (x,)


def veil_superior(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None:
        a.stealth_bonus += 1
    x = int(p.targets[0]) if p.targets else 0
    s.marks[("veil-the-legions-superior",)] = True
    if x > 0 and p.by in s.minions:
        ops.burn_blood(s, p.by, x)
        key = ("veil-the-legions", p.seat)
        s.marks[key] = int(s.marks.get(key, 0)) + x


def veil_next_actions(s: VTESState, info: dict[str, Any]) -> None:
    """Each of the next X actions of your minions this turn gets +1 stealth as it is announced."""
    course = info.get("course")
    if course is None:
        return
    key = ("veil-the-legions", course.actor_seat)
    left = int(s.marks.get(key, 0))
    if left > 0:
        course.stealth_bonus += 1
        s.marks[key] = left - 1


listen("announce", veil_next_actions)

VEIL = card(
    "Veil the Legions",
    Use(
        MODIFIER,
        stealth_up(1),
        key="basic",
        disc=B("obf"),
        other=True,
        vampire=True,
        when=veil_when,
        needs="stealth",
        text="by another ready unlocked vampire: the acting minion gets +1 stealth",
    ),
    Use(
        MODIFIER,
        veil_superior,
        key="superior",
        disc=S("obf"),
        other=True,
        vampire=True,
        when=veil_superior_when,
        targets=veil_x,
        needs="stealth",
        text="as basic, and this vampire burns X blood: the next X actions of your minions this turn get +1 stealth",
    ),
)


# ---- Where the Veil Thins

VEIL_THINS = "veil-thins"


def veil_thins_allowed(s: VTESState, course: Any, uid: int) -> bool:
    """Minions without Oblivion must burn 1 blood to attempt to block; allies cannot burn blood."""
    if VEIL_THINS not in course.flags or (is_vampire(s, uid) and level(s, uid, "obl") > 0):
        return True
    return is_vampire(s, uid) and s.minions[uid].blood >= 1


def veil_thins_cost(s: VTESState, course: Any, uid: int) -> None:
    if VEIL_THINS in course.flags and is_vampire(s, uid) and level(s, uid, "obl") == 0:
        ops.burn_blood(s, uid, 1)


core.BLOCK_RULES.append(veil_thins_allowed)
core.ATTEMPT_COSTS.append(veil_thins_cost)

card(
    "Where the Veil Thins",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("obl"), needs="stealth", text="+1 stealth"),
    Use(
        MODIFIER,
        both(stealth_up(1), action_flag(VEIL_THINS)),
        key="superior",
        disc=S("obl"),
        needs="stealth",
        text="+1 stealth; minions without Oblivion must burn 1 blood to attempt to block",
    ),
)


# ------------------------------------------------------------------------ blocks


card(
    "Forced Confessional",
    Use(
        MODIFIER,
        blocker_intercept(-1),
        key="basic",
        disc=B("dom"),
        moments=BLOCK_ATTEMPT,
        text="the blocking minion gets -1 intercept",
    ),
    Use(
        MODIFIER,
        fail_block(),
        key="superior",
        disc=S("dom"),
        moments=BLOCK_ATTEMPT,
        text="that attempt fails; the blocking minion cannot attempt to block this action again",
    ),
)


def can_burn_blood(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Ruling [ANK 20210226]: not playable if the minion cannot burn the blood."""
    return uid >= 0 and s.minions[uid].blood >= 1


def burn_one_blood(s: VTESState, p: Play) -> None:
    ops.burn_blood(s, p.by, 1)


card(
    "Stygian Shroud",
    Use(
        MODIFIER,
        blocker_intercept(-1),
        key="basic",
        disc=B("obl"),
        moments=BLOCK_ATTEMPT,
        text="the blocking minion gets -1 intercept",
    ),
    Use(
        MODIFIER,
        both(burn_one_blood, fail_block()),
        key="superior",
        disc=S("obl"),
        moments=BLOCK_ATTEMPT,
        when=can_burn_blood,
        text="burn 1 blood: the attempt fails; the blocking minion cannot attempt to block this action again",
    ),
)


def daring_the_dawn(n: int) -> Effect:
    return action_flag("no-vampire-block", f"daring-the-dawn:{n}")


def daring_damage(s: VTESState, info: dict[str, Any]) -> None:
    """After action resolution (a block included: after combat, ruling [RTR 19980623]; an action
    ended once blocked too, [ANK 20220331]; not one that never reached resolution), this vampire
    takes unpreventable environmental aggravated damage (VT-DMG-12)."""
    course = info.get("course")
    if course is None or not any(f.startswith("daring-the-dawn:") for f in course.flags):
        return
    if course.stage != "after" and course.blocked_by < 0:
        return
    n = sum(int(f.split(":")[1]) for f in course.flags if f.startswith("daring-the-dawn:"))
    if course.actor in s.minions:
        ops.say(s, f"{ops.label(s, course.actor)} takes {n} aggravated damage (Daring the Dawn).")
        inflict(s, None, course.actor, 0, n)


listen("action-end", daring_damage)

card(
    "Daring the Dawn",
    Use(
        MODIFIER,
        daring_the_dawn(2),
        key="basic",
        disc=B("for"),
        text="vampires cannot block this action; this vampire takes 2 unpreventable aggravated damage after resolution",
    ),
    Use(
        MODIFIER,
        daring_the_dawn(1),
        key="superior",
        disc=S("for"),
        text="vampires cannot block this action; this vampire takes 1 unpreventable aggravated damage after resolution",
    ),
)


# ---- as the action is announced (VT-ANN-04)


def younger_vampires(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A younger vampire (than this vampire) that could block."""
    cap = capacity(s, uid)
    for v in other_ready_vampires(s, seat):
        if capacity(s, v) < cap:
            yield (v,)


def any_vampire(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v in other_ready_vampires(s, seat):
        yield (v,)


def locked_vampires(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v in other_ready_vampires(s, seat):
        if s.minions[v].locked:
            yield (v,)


card(
    "Seduction",
    Use(
        MODIFIER,
        cannot_block,
        key="basic",
        disc=B("dom"),
        moments=ANNOUNCE,
        targets=younger_vampires,
        text="a younger vampire cannot block this action",
    ),
    Use(
        MODIFIER,
        cannot_block,
        key="superior",
        disc=S("dom"),
        moments=ANNOUNCE,
        targets=any_vampire,
        text="a vampire cannot block this action",
    ),
)


def no_unlock(s: VTESState, p: Play) -> None:
    """ "During this action, minions cannot unlock" (ops.unlock reads the mark; a wake is no unlock,
    ruling [PIB 20150703])."""
    s.marks[("this-action", "no-unlock")] = True


card(
    "The Sleeping Mind",
    Use(
        MODIFIER,
        cannot_block,
        key="basic",
        disc=B("dom"),
        moments=ANNOUNCE,
        targets=locked_vampires,
        text="a locked vampire cannot block this action",
    ),
    Use(
        MODIFIER,
        no_unlock,
        key="superior",
        disc=S("dom"),
        moments=ANNOUNCE,
        text="during this action, minions cannot unlock",
    ),
)

CONSIGN_COST = "reaction+1:consign"  # counted by core.extra_costs
CONSIGN_DELAY = "reactions-wait:consign"


def consign_delay(s: VTESState, seat: int, card_: int, use: Use) -> str:
    """[OBL]: reaction cards played this action are not replaced until its end (VT-CARD-21)."""
    a = action_of(s)
    if use.as_ == REACTION and a is not None and CONSIGN_DELAY in a.flags:
        return "action"
    return ""


core.DELAYS.append(consign_delay)

card(
    "Consign to Oblivion",
    Use(
        MODIFIER,
        action_flag(CONSIGN_COST),
        key="basic",
        disc=B("obl"),
        moments=ANNOUNCE,
        text="reaction cards cost +1 blood or life this action",
    ),
    Use(
        MODIFIER,
        action_flag(CONSIGN_COST, CONSIGN_DELAY),
        key="superior",
        disc=S("obl"),
        moments=ANNOUNCE,
        text="reaction cards cost +1 blood or life and are not replaced until the end of the action",
    ),
)


# ---- Change of Target


def change_of_target(s: VTESState, p: Play) -> None:
    """Unlock this minion; the action ends unsuccessfully (VT-RES-04: the block does not resolve).
    It cannot perform the same action again this turn (ruling [LSJ 20070709]): an action card and a
    bleed are already marked (VT-MIN-07, VT-ACT-07); a default action is marked ``nra-default`` with
    its target (rulings [LSJ 20060522], [RTR 19950509])."""
    a = action_of(s)
    if a is None:
        return
    if a.aplay is None and a.kind_ != "bleed":
        s.marks[("nra-default", a.actor, a.kind_, a.victim)] = True
    a.end_now(s, unlock=True)


card(
    "Change of Target",
    Use(
        MODIFIER,
        change_of_target,
        moments=BLOCKED,
        text="unlock this minion; the action ends unsuccessfully",
    ),
)


# ------------------------------------------------------------------------ combat during the action


def invigorate_strength(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    c = info["combat"]
    if uid in (c.a, c.b):
        c.add(uid, "strength", 1, "combat")


def invigorate_aggravated(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    c = info["combat"]
    if uid in (c.a, c.b):
        c.add(uid, "agg-hand", 1, "combat")


ACTION_TRIGGERS["invigorate-strength"] = invigorate_strength
ACTION_TRIGGERS["invigorate-aggravated"] = invigorate_aggravated

card(
    "Invigorate",
    Use(
        MODIFIER,
        action_trigger("combat-start", "invigorate-strength"),
        key="ani",
        disc=B("ani"),
        text="this Anarch gets +1 strength this action",
    ),
    Use(
        MODIFIER,
        action_flag("no-ally-block"),
        key="dom",
        disc=B("dom"),
        text="this Anarch cannot be blocked by allies this action",
    ),
    Use(
        MODIFIER,
        action_trigger("combat-start", "invigorate-aggravated"),
        key="pro",
        disc=B("pro"),
        text="this Anarch's hand strikes are aggravated this action",
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Perfect Paragon

PARAGON = "perfect-paragon"


def paragon_intercept(s: VTESState, course: Any, uid: int) -> int:
    """[PRE]: allies and vampires younger than the acting vampire get -1 intercept this action."""
    if PARAGON not in course.flags:
        return 0
    if not is_vampire(s, uid):
        return -1
    actor = course.actor
    return -1 if actor in s.minions and capacity(s, uid) < capacity(s, actor) else 0


core.INTERCEPT_MODS.append(paragon_intercept)

card(
    "Perfect Paragon",
    Use(
        MODIFIER,
        add_votes(3),
        key="basic",
        disc=B("pre"),
        moments=POLL,
        when=political_polling,
        targets=side_targets,
        text="this vampire gets +3 votes",
    ),
    # Ruling [LSJ 20020612]: any time before resolution, no block attempt needed.
    Use(
        MODIFIER,
        action_flag(PARAGON),
        key="superior",
        disc=S("pre"),
        text="allies and younger vampires get -1 intercept",
    ),
)


# ------------------------------------------------------------------------ votes and referendums


card(
    "Bewitching Oration",
    Use(
        MODIFIER,
        add_votes(2),
        key="basic",
        disc=B("pre"),
        moments=POLL,
        when=political_polling,
        targets=side_targets,
        text="this vampire gets +2 votes",
    ),
    Use(
        MODIFIER,
        add_votes(4),
        key="superior",
        disc=S("pre"),
        moments=POLL,
        when=political_polling,
        targets=side_targets,
        text="this vampire gets +4 votes",
    ),
)


def captivation_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """[PRE]: how many of those blood (up to 2) go to your pool."""
    for k in range(0, min(2, margin(ctx)) + 1):
        yield (pool_word(k),)


def captivation(s: VTESState, p: Play) -> None:
    """This vampire gains 1 blood for each vote by which the referendum passed; with [PRE], up to 2
    of them go to your pool instead."""
    a = action_of(s)
    n = margin(Ctx("after", a))
    k = pool_of(p.targets[0]) if p.targets else 0
    if p.by in s.minions:
        ops.add_blood(s, p.by, n - k)
    ops.gain_pool(s, p.seat, k)


card(
    "Voter Captivation",
    Use(
        MODIFIER,
        captivation,
        key="basic",
        disc=B("pre"),
        moments=AFTER,
        when=referendum_passed,
        text="this vampire gains 1 blood for each vote by which the referendum passed",
    ),
    Use(
        MODIFIER,
        captivation,
        key="superior",
        disc=S("pre"),
        moments=AFTER,
        when=referendum_passed,
        targets=captivation_targets,
        text="as basic, moving up to 2 of those blood to your pool instead",
    ),
)


def ready_lasombra(s: VTESState, seat: int) -> list[int]:
    return [v for v, _m in s.ready_minions(seat) if is_vampire(s, v) and has_clan(s, v, "Lasombra")]


def amici_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """The distributions of the blood: how much goes to your pool (at most 1, 2 if this Lasombra is
    titled), then which ready Lasombra gain 1 each. Only the distributions of the most blood are
    offered (gaining is never worse)."""
    las = sorted(ready_lasombra(s, seat))
    cap = 2 if titled(s, uid) else 1
    total = min(margin(ctx), len(las) + cap)
    for k in range(max(0, total - len(las)), min(cap, total) + 1):
        for chosen in combinations(las, total - k):
            yield (pool_word(k), *chosen)


def amici_noctis(s: VTESState, p: Play) -> None:
    if not p.targets:
        return
    ops.gain_pool(s, p.seat, pool_of(p.targets[0]))
    for v in p.targets[1:]:
        if v in s.minions:
            ops.add_blood(s, v, 1)


card(
    "Amici Noctis",
    Use(
        MODIFIER,
        amici_noctis,
        moments=AFTER,
        when=referendum_passed,
        targets=amici_targets,
        text="for each vote by which the referendum passed, 1 blood to a ready Lasombra you control or your pool",
    ),
)


# ------------------------------------------------------------------------ after resolution


card(
    "Freak Drive",
    Use(
        MODIFIER,
        unlock_self,
        key="basic",
        disc=B("for"),
        moments=AFTER,
        when=successful,
        text="the action was successful: unlock this vampire",
    ),
    Use(
        MODIFIER,
        unlock_self,
        key="superior",
        disc=S("for"),
        moments=AFTER,
        when=was_blocked,
        text="the action was blocked: unlock this vampire",
    ),
)


# ---- Unleashing the Bestial Soul


def other_minions(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "Choose a minion": a ready minion of another Methuselah (only those play reactions)."""
    for t, v, _m in s.all_ready():
        if t != seat:
            yield (v,)


def no_reactions(s: VTESState, p: Play) -> None:
    """ "The chosen minion cannot play reaction cards this action" (``play.reactors`` reads it)."""
    if p.targets and isinstance(p.targets[0], int):
        s.marks[("this-action", "no-reactions", p.targets[0])] = True


def next_reaction_costs_more(s: VTESState, p: Play) -> None:
    """ "The next reaction card played this action costs +1 blood or life" (core.extra_costs)."""
    a = action_of(s)
    if a is not None:
        a.flags = a.flags | {"next-reaction+1"}


card(
    "Unleashing the Bestial Soul",
    Use(
        MODIFIER,
        no_reactions,
        key="basic",
        disc=B("dom"),
        moments=ANNOUNCE,
        targets=other_minions,
        text="a minion cannot play reaction cards this action",
    ),
    Use(
        MODIFIER,
        both(no_reactions, next_reaction_costs_more),
        key="superior",
        disc=S("dom"),
        moments=ANNOUNCE,
        targets=other_minions,
        text="a minion cannot play reaction cards this action; the next reaction card costs +1 blood or life",
    ),
)
