"""Action modifier cards (VT-CARD-47 to VT-CARD-49): played by the acting minion during its action.

Timings (vocab/when.py): ordinary modifiers are usable in states A, B and C of the action (VT-BLK-06
to VT-BLK-08, VT-SEQ-05); stealth only when needed (VT-STL-04, ``needs="stealth"``); "as the action
is announced" is ``ANNOUNCE`` (VT-ANN-04); "if a minion attempts to block" is ``BLOCK_ATTEMPT``
(state B); "if this minion is blocked, before block resolution" is ``BLOCKED`` (VT-RES-03); "after
resolution" is ``AFTER`` (AMB-15); "during the polling step" is ``POLL`` (VT-REF-04, VT-VOTE-12).
What a modifier does lasts until the end of the action (VT-RES-06, VT-STL-06).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_

from .. import ops
from ..combat import AGG_ON_VAMPIRES, Strike, current_combat
from ..hooks import (
    ACTION_TRIGGERS,
    CARDS,
    COMBAT,
    GRANT_WHEN,
    GRANTS,
    MODIFIER,
    REACTION,
    Ability,
    Ctx,
    Play,
    Use,
    listen,
)
from ..impulse import ask
from ..play import cancel_played, needed, stays
from ..politics import BLOOD_HUNT
from ..readings import old
from ..state import VTESState
from ..stats import capacity, is_vampire, titled
from . import core
from .vocab.action import (
    ALLIES_AND_YOUNGER_MINUS_ONE,
    NEXT_REACTION_COSTS_MORE,
    REACTIONS_COST_MORE,
    REACTIONS_WAIT,
    AggAfterResolution,
    Bleed,
    BlockCost,
    BlockerBurns,
    BlockerCancels,
    BlockerIntercept,
    BlockFails,
    BurnCorruption,
    BurnEdge,
    CancelAction,
    CannotBlock,
    ChosenBurnForBleed,
    EndAction,
    FailBlock,
    Grant,
    IfBlockedEnd,
    InCombat,
    KindIntercept,
    Lock,
    LockBlocker,
    MayBurnToUnlock,
    MayCancelCombat,
    NoMoreActions,
    NoReactions,
    Note,
    NoUnlock,
    PoolIfSuccessful,
    Stealth,
    StealthNextAction,
    UnaffectedBy,
    Unblocked,
    Unlock,
    UnlockIfSuccessful,
    action_card,
    action_of,
    agg_after_resolution,
    block_cost,
    circle_with_blood,
    corrupted_of_target,
    flag,
    if_blocks,
    in_combats,
    recruiting,
    vampire_blocker,
)
from .vocab.amounts import More, PerAshCards, PerEnslavingClan, X
from .vocab.combat import CancelPlayed, FrenzyOnThis, PlayedCard, opposing_of_prey_burned
from .vocab.inplay import (
    BURN_FOR_STEALTH,
    BurnAfter,
    BurnCard,
    BurnThis,
    KindGets,
    NotTargeted,
    TakeAction,
    UnlockAtEndOfTurn,
    bearer,
    bearer_acting,
    bearer_may_act,
    burn_with_bearer_torpor,
    during_equip,
    on_bearer,
    placed_at,
)
from .vocab.kinds import (
    acting,
    all_kinds,
    ally,
    anarch_minion,
    any_kind,
    any_minion,
    blocking,
    capacity_at_least,
    capacity_at_most,
    has_discipline,
    has_trait,
    in_sect,
    minion_is,
    not_kind,
    of_clan,
    unique_minion,
    vampire_trait,
    with_flight,
)
from .vocab.minion import (
    AddBlood,
    BloodToEachUncontrolled,
    BurnBlood,
    GainPool,
    InGame,
    InTurn,
    LookAtHand,
    LookAtLibraryTop,
    PayPool,
    PutInPlay,
    PutOn,
    RemoveFromAsh,
    TargetBurnsPool,
    action_target,
    use_key,
)
from .vocab.pays import unlock_event
from .vocab.politics import (
    Abstain,
    AgainstBurn,
    CancelReferendum,
    LockIfPassed,
    MarginBlood,
    MethuselahVotes,
    NextPassesAutomatically,
    OnlySectCasts,
    PoolForVotesEach,
    margin_terms,
    not_automatic,
)
from .vocab.prims import code, seq
from .vocab.registry import (
    B,
    S,
    abilities,
    basic,
    card,
    card_id,
    either_levels,
    event,
    hook,
    levels,
    mode,
    on,
    rule,
    static,
    superior,
)
from .vocab.targets import (
    ANY_READY_VAMPIRE,
    OTHERS_LOCKED_VAMPIRE,
    OTHERS_READY_MINION,
    OTHERS_READY_VAMPIRE,
    OTHERS_YOUNGER_VAMPIRE,
    Minions,
    acting_minion_of,
    several_of,
    sides,
    uncontrolled_of,
)
from .vocab.uses import Part, bleed_mod, combo_uses, stealth_mod, votes_mod
from .vocab.when import (
    AFTER,
    ANNOUNCE,
    AS_PLAYED,
    BLOCK_ATTEMPT,
    BLOCKED,
    END_ROUND,
    MINION_ANY,
    MINION_PHASE,
    POLL,
    STATE_C,
    about_to_fight,
    all_of,
    ally_or_younger_blocking,
    anarch,
    ash_holds,
    before_votes,
    bled_your_prey,
    directed_action,
    directed_success,
    during_bleed,
    has_blood,
    has_edge,
    has_pool,
    has_title,
    not_during,
    not_during_bleed,
    not_with,
    once_in_game,
    once_per_action,
    once_per_turn,
    only_one_on,
    political_polling,
    polling,
    referendum_passed,
    same_circle_as_actor,
    successful,
    unlocked,
    unsuccessful,
    was_blocked,
)

Args = tuple[Any, ...]


# ------------------------------------------------------------------------ shared helpers


def corruption(seat: int) -> str:
    """The counter kind of Methuselah ``seat``'s corruption counters (model.Minion)."""
    return f"corruption {seat + 1}"


def stealth_needed(s: VTESState, ctx: Ctx) -> bool:
    return needed(s, ctx, "stealth")


# ------------------------------------------------------------------------ bleed modifiers

TOREADOR = of_clan("Toreador")

card(
    "Aire of Elation",
    levels(
        "pre",
        bleed_mod(More(1, TOREADOR), text="+1 bleed, +1 more if this vampire is Toreador (limited)"),
        bleed_mod(More(2, TOREADOR), text="+2 bleed, +1 more if this vampire is Toreador (limited)"),
    ),
)

card(
    "Bonding",
    basic("dom", bleed_mod(1)),
    # Ruling [TOM 19951109]: [DOM] cannot be used if the stealth is not needed (VT-STL-04).
    superior(
        "dom",
        Use(
            MODIFIER,
            seq(Stealth(1), Bleed(1)),
            when=during_bleed,
            limited="bleed",
            needs="stealth",
            text="+1 stealth and +1 bleed (limited)",
        ),
    ),
)

card("Conditioning", levels("dom", bleed_mod(2), bleed_mod(3)))

card(
    "Monkey Wrench",
    bleed_mod(X(), x=(1, 2, 3), text="+X bleed (limited), X 1 to 3"),
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


hook("Foreshadowing Destruction", ACTION_TRIGGERS, foreshadow_check, "foreshadowing")

card(
    "Foreshadowing Destruction",
    basic("dom", bleed_mod(1)),
    # The limit is handled here: it counts only while the +3 applies (rulings above).
    superior(
        "dom",
        Use(
            MODIFIER,
            code(foreshadow, bleed=3),
            when=foreshadow_when,
            text="+3 bleed if the target Methuselah has 9 or fewer pool (limited)",
        ),
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
        N_("Revelation of the Serpent: burn 2 of your corruption counters from which minion?"),
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


hook("Revelation of the Serpent", ACTION_TRIGGERS, serpent_success, "serpent-unlock")
hook("Revelation of the Serpent", GRANTS, serpent_unlock, "serpent-unlock")
hook("Revelation of the Serpent", GRANT_WHEN, serpent_usable, "serpent-unlock")

card(
    "Revelation of the Serpent",
    levels(
        ("pre", "pro"),
        Use(
            MODIFIER,
            code(serpent, bleed=1, stealth=1),
            when=during_bleed,
            targets=serpent_choice,
            limited="bleed",
            text="+1 bleed, or +1 stealth and +1 bleed (limited)",
        ),
        Use(
            MODIFIER,
            code(serpent_superior, bleed=1, stealth=1, unlock=True),
            when=during_bleed,
            targets=serpent_choice,
            limited="bleed",
            text="as basic; if the bleed succeeds, can burn 2 of your corruption counters from a minion of the "
            "target to unlock",
        ),
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
        ops.say(s, N_("{minion} burns Spying Mission: +2 bleed."), minion=ops.label(s, course.actor))


def spying_leftover(s: VTESState, info: dict[str, Any]) -> None:
    """A Spying Mission played on a bleed that never resolved goes to the ash heap."""
    course = info.get("course")
    if course is None or "spying-mission" not in course.flags or course.actor not in s.minions:
        return
    for p in s.minions[course.actor].cards:
        pl = s.placed.get(p)
        if pl is not None and pl.data == ("spying", SPYING_PENDING):
            ops.burn_placed(s, p)


hook("Spying Mission", ACTION_TRIGGERS, spying_resolves, "spying-mission")
on("Spying Mission", "action-end", spying_leftover)

card(
    "Spying Mission",
    basic("obf", stealth_mod(1)),
    # No "would be successful" sub-window (AMB-15): played in state C; it applies as the bleed resolves.
    superior(
        "obf",
        Use(
            MODIFIER,
            code(spying_mission, tags=("put-on-self", "burns-no-pool")),
            moments=STATE_C,
            when=spying_when,
            text="instead, the bleed burns no pool and is unsuccessful; put this card on this vampire "
            "(+2 bleed the next time it bleeds that Methuselah)",
        ),
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
    ask(s, t, N_("True Love's Face: burn 1 pool to cancel it?"), choices, _true_love_answer, (b, resolving))


def _true_love_answer(s: VTESState, args: Args, action: Action) -> None:
    b, resolving = args
    a = action_of(s)
    if action.verb == "cancel":
        t = s.controller(b)
        ops.say(s, N_("{seat} burns 1 pool to cancel True Love's Face."), seat=s.seat_name(t))
        ops.burn_pool(s, t, 1)
        if not resolving:
            cancel_played(s)  # VT-TERM-16: no effect
        return
    if resolving and a is not None and a.blocker == b:
        a.fail_attempt(s, forbid=True)


TRUE_LOVE = card(
    "True Love's Face",
    basic(("obf", "pre"), bleed_mod(1)),
    superior(
        ("obf", "pre"),
        Use(
            MODIFIER,
            code(true_loves_face, fails=True),
            moments=BLOCK_ATTEMPT,
            text="the block attempt fails and that minion cannot attempt to block this action again "
            "(its controller can burn 1 pool to cancel this card)",
        ),
    ),
)
hook("True Love's Face", core.AS_PLAYED, true_love_as_played, TRUE_LOVE)


card(
    "Visions of Gehenna",
    basic("pre", Use(MODIFIER, flag("no-ally-block"), text="allies cannot block this action")),
    superior(
        "pre",
        Use(
            MODIFIER,
            seq(flag("no-ally-block"), Bleed(2)),
            when=during_bleed,
            limited="bleed",
            text="allies cannot block this action; +2 bleed (limited)",
        ),
    ),
)


# ------------------------------------------------------------------------ stealth modifiers


card("Earth Control", levels("pro", stealth_mod(1), stealth_mod(2)))

NOT_WITH_INTO_THIN_AIR = not_with("Into Thin Air")

card(
    "Lost in Crowds",
    levels("obf", stealth_mod(1, when=NOT_WITH_INTO_THIN_AIR), stealth_mod(2, when=NOT_WITH_INTO_THIN_AIR)),
)

card(
    "Cloak the Gathering",
    basic("obf", stealth_mod(1)),
    # Rulings [RTR 19941109], [LSJ 19980210]: [OBF] can be played by a locked vampire.
    superior(
        "obf",
        stealth_mod(
            1, other=True, vampire=True, text="played by another ready vampire: the acting minion gets +1 stealth"
        ),
    ),
)


# ---- Enchanting Gaze


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
    ops.say(s, N_("A corruption counter on {minion} is burned: the block attempt fails."), minion=ops.label(s, b))
    a.fail_attempt(s, forbid=True)


hook("Enchanting Gaze", GRANT_WHEN, gaze_usable, "enchanting-gaze")
hook("Enchanting Gaze", GRANTS, gaze_grant, "enchanting-gaze")

card(
    "Enchanting Gaze",
    levels(
        ("pre", "pro"),
        stealth_mod(1),
        stealth_mod(
            1,
            Grant("enchanting-gaze", "B"),
            text="+1 stealth; once this action, burn 1 of your corruption counters from a blocking minion "
            "to have its attempt fail",
        ),
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


hook("Faceless Night", ACTION_TRIGGERS, faceless_failed, "faceless-night")
hook("Faceless Night", ACTION_TRIGGERS, faceless_lock, "faceless-lock")

card(
    "Faceless Night",
    levels(
        "obf",
        stealth_mod(1),
        Use(
            MODIFIER,
            code(faceless_superior, stealth=1),
            needs="stealth",
            text="+1 stealth; minions who attempt to block and fail become locked before resolution",
        ),
    ),
)


# ---- Mirror Walk


card(
    "Mirror Walk",
    levels(
        "tha",
        stealth_mod(1, delay="discard"),
        stealth_mod(
            1,
            IfBlockedEnd(),
            delay="discard",
            text="+1 stealth; if this action is blocked, lock the blocking minion and end the action",
        ),
    ),
)


# ---- Shadow Cast


card(
    "Shadow Cast",
    levels(
        "obl",
        stealth_mod(1),
        Use(
            MODIFIER,
            PutOn("by", remember_target=True),
            moments=AFTER,
            when=directed_success,
            text="put this card on this vampire: burn it for +1 stealth during an action directed at the same "
            "Methuselah",
        ),
    ),
)
abilities(
    "Shadow Cast",
    Ability(
        "burn this card: +1 stealth",
        BLOCK_ATTEMPT,
        BURN_FOR_STEALTH,
        when=bearer_acting(same_target=True),  # "during an action directed at the same Methuselah"
        needs="stealth",
    ),
)


# ---- Shadow Cloak


# "Minions without Auspex cannot perform actions directed at this vampire".
SHADOW_CLOAK = card(
    "Shadow Cloak",
    levels(
        "obl",
        stealth_mod(1),
        Use(
            MODIFIER,
            PutOn("by"),
            moments=AFTER,
            when=successful,
            text="put this card on this vampire: minions without Auspex cannot perform actions directed at it; "
            "burn it during your unlock phase",
        ),
    ),
)
rule("Shadow Cloak", core.TARGET_RULES, NotTargeted(SHADOW_CLOAK, unless_actor="aus"))
unlock_event("Shadow Cloak", "own", BurnCard())  # "during your unlock phase, burn this card"


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


on("Veil the Legions", "announce", veil_next_actions)

VEIL = card(
    "Veil the Legions",
    levels(
        "obf",
        stealth_mod(
            1,
            other=True,
            vampire=True,
            when=veil_when,
            text="by another ready unlocked vampire: the acting minion gets +1 stealth",
        ),
        Use(
            MODIFIER,
            code(veil_superior, stealth=1),
            other=True,
            vampire=True,
            when=veil_superior_when,
            targets=veil_x,
            needs="stealth",
            text="as basic, and this vampire burns X blood: the next X actions of your minions this turn get "
            "+1 stealth",
        ),
    ),
)


# ---- Where the Veil Thins

VEIL_THINS = "veil-thins"


# "Minions without Oblivion must burn 1 blood to attempt to block" (allies cannot burn blood).
block_cost("Where the Veil Thins", BlockCost("blood", flag=VEIL_THINS, unless="obl"))

card(
    "Where the Veil Thins",
    levels(
        "obl",
        stealth_mod(1),
        stealth_mod(
            1, flag(VEIL_THINS), text="+1 stealth; minions without Oblivion must burn 1 blood to attempt to block"
        ),
    ),
)


# ------------------------------------------------------------------------ blocks

BLOCKER_MINUS_ONE = Use(
    MODIFIER, BlockerIntercept(-1), moments=BLOCK_ATTEMPT, text="the blocking minion gets -1 intercept"
)
FAIL_BLOCK = "that attempt fails; the blocking minion cannot attempt to block this action again"

card(
    "Forced Confessional",
    levels("dom", BLOCKER_MINUS_ONE, Use(MODIFIER, FailBlock(), moments=BLOCK_ATTEMPT, text=FAIL_BLOCK)),
)

card(
    "Stygian Shroud",
    levels(
        "obl",
        BLOCKER_MINUS_ONE,
        Use(
            MODIFIER,
            seq(BurnBlood(1), FailBlock()),
            moments=BLOCK_ATTEMPT,
            when=has_blood(1),  # ruling [ANK 20210226]: not playable if the minion cannot burn the blood
            text="burn 1 blood: the attempt fails; the blocking minion cannot attempt to block this action again",
        ),
    ),
)


# Its damage comes as the action ends (registered here, among the other action-end effects).
listen("action-end", agg_after_resolution)

card(
    "Daring the Dawn",
    levels(
        "for",
        Use(
            MODIFIER,
            seq(flag("no-vampire-block"), AggAfterResolution(2)),
            text="vampires cannot block this action; this vampire takes 2 unpreventable aggravated damage after "
            "resolution",
        ),
        Use(
            MODIFIER,
            seq(flag("no-vampire-block"), AggAfterResolution(1)),
            text="vampires cannot block this action; this vampire takes 1 unpreventable aggravated damage after "
            "resolution",
        ),
    ),
)


# ---- as the action is announced (VT-ANN-04)

card(
    "Seduction",
    levels(
        "dom",
        Use(
            MODIFIER,
            CannotBlock(),
            moments=ANNOUNCE,
            targets=OTHERS_YOUNGER_VAMPIRE,
            text="a younger vampire cannot block this action",
        ),
        Use(
            MODIFIER,
            CannotBlock(),
            moments=ANNOUNCE,
            targets=OTHERS_READY_VAMPIRE,
            text="a vampire cannot block this action",
        ),
    ),
)

card(
    "The Sleeping Mind",
    levels(
        "dom",
        Use(
            MODIFIER,
            CannotBlock(),
            moments=ANNOUNCE,
            targets=OTHERS_LOCKED_VAMPIRE,
            text="a locked vampire cannot block this action",
        ),
        Use(MODIFIER, NoUnlock(), moments=ANNOUNCE, text="during this action, minions cannot unlock"),
    ),
)

card(
    "Consign to Oblivion",
    levels(
        "obl",
        Use(
            MODIFIER,
            flag(f"{REACTIONS_COST_MORE}:consign"),
            moments=ANNOUNCE,
            text="reaction cards cost +1 blood or life this action",
        ),
        Use(
            MODIFIER,
            flag(f"{REACTIONS_COST_MORE}:consign", f"{REACTIONS_WAIT}:consign"),
            moments=ANNOUNCE,
            text="reaction cards cost +1 blood or life and are not replaced until the end of the action",
        ),
    ),
)

card(
    "Change of Target",
    Use(MODIFIER, EndAction(unlock=True), moments=BLOCKED, text="unlock this minion; the action ends unsuccessfully"),
)


# ------------------------------------------------------------------------ combat during the action

card(
    "Invigorate",
    mode(
        "ani",
        Use(
            MODIFIER,
            in_combats("invigorate-strength", InCombat((("strength", 1, "combat"),))),
            text="this Anarch gets +1 strength this action",
        ),
    ),
    mode("dom", Use(MODIFIER, flag("no-ally-block"), text="this Anarch cannot be blocked by allies this action")),
    mode(
        "pro",
        Use(
            MODIFIER,
            in_combats("invigorate-aggravated", InCombat((("agg-hand", 1, "combat"),))),
            text="this Anarch's hand strikes are aggravated this action",
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)

card(
    "Perfect Paragon",
    basic("pre", votes_mod(3)),
    # Ruling [LSJ 20020612]: any time before resolution, no block attempt needed.
    superior(
        "pre", Use(MODIFIER, flag(ALLIES_AND_YOUNGER_MINUS_ONE), text="allies and younger vampires get -1 intercept")
    ),
)


# ------------------------------------------------------------------------ votes and referendums

card("Bewitching Oration", levels("pre", votes_mod(2), votes_mod(4)))


CAPTIVATION = Use(
    MODIFIER,
    MarginBlood(),
    moments=AFTER,
    when=referendum_passed,
    text="this vampire gains 1 blood for each vote by which the referendum passed",
)

card(
    "Voter Captivation",
    levels(
        "pre",
        CAPTIVATION,
        Use(
            MODIFIER,
            CAPTIVATION.effect,
            moments=AFTER,
            when=referendum_passed,
            targets=margin_terms(2),  # "move up to 2 of those blood to your pool instead"
            text="as basic, moving up to 2 of those blood to your pool instead",
        ),
    ),
)


card(
    "Amici Noctis",
    Use(
        MODIFIER,
        MarginBlood(each_chosen=True),
        moments=AFTER,
        when=referendum_passed,
        # "A vampire cannot gain more than 1 blood this way. You cannot gain more than 1 pool this way
        # or more than 2 pool this way if this acting Lasombra is titled."
        targets=margin_terms(1, titled_cap=2, among=all_kinds(is_vampire, of_clan("Lasombra"))),
        text="for each vote by which the referendum passed, 1 blood to a ready Lasombra you control or your pool",
    ),
)


# ------------------------------------------------------------------------ after resolution

card(
    "Freak Drive",
    levels(
        "for",
        Use(MODIFIER, Unlock(), moments=AFTER, when=successful, text="the action was successful: unlock this vampire"),
        Use(MODIFIER, Unlock(), moments=AFTER, when=was_blocked, text="the action was blocked: unlock this vampire"),
    ),
)

card(
    "Unleashing the Bestial Soul",
    levels(
        "dom",
        Use(
            MODIFIER,
            NoReactions(),
            moments=ANNOUNCE,
            targets=OTHERS_READY_MINION,
            text="a minion cannot play reaction cards this action",
        ),
        Use(
            MODIFIER,
            seq(NoReactions(), flag(NEXT_REACTION_COSTS_MORE)),
            moments=ANNOUNCE,
            targets=OTHERS_READY_MINION,
            text="a minion cannot play reaction cards this action; the next reaction card costs +1 blood or life",
        ),
    ),
)


# ------------------------------------------------------------------------ cards outside the Fifth Edition pool
# Each written from its printed text as data (``tabletome vtes coverage``).

card("Eyes of Chaos", levels("dem", bleed_mod(1), bleed_mod(2)))
card("Threats", levels("dom", bleed_mod(1), bleed_mod(2)))
card("Shadow Play", levels("obt", stealth_mod(1), stealth_mod(2)))


# ------------------------------------------------------------------------ more stealth and bleed

card(
    "Elder Impersonation",
    levels("obf", stealth_mod(1), Use(MODIFIER, FailBlock(), moments=BLOCK_ATTEMPT, text=FAIL_BLOCK)),
)

card(
    "Call of the Hungry Dead",
    levels(
        "nec",
        BLOCKER_MINUS_ONE,
        Use(
            MODIFIER,
            seq(BurnBlood(1), FailBlock()),
            moments=BLOCK_ATTEMPT,
            when=has_blood(1),
            text="burn 1 blood: the attempt fails; the blocking minion cannot attempt to block this action again",
        ),
    ),
)

card(
    "Forgotten Labyrinth",
    levels(
        "obf",
        stealth_mod(2, when=not_during_bleed, text="+2 stealth (not during a bleed)"),
        stealth_mod(3, when=not_during_bleed, text="+3 stealth (not during a bleed)"),
    ),
)

card(
    "Shroud of Night",
    levels("obt", stealth_mod(1, when=not_during_bleed, text="+1 stealth (not during a bleed)"), stealth_mod(1)),
)

card("Changeling", levels("vic", bleed_mod(1), stealth_mod(1)))

card(
    "Confusion",
    basic("dem", bleed_mod(1)),
    # As Bonding's superior: the stealth of "+1 stealth and +1 bleed" must be needed (VT-STL-04).
    superior(
        "dem",
        Use(
            MODIFIER,
            seq(Stealth(1), Bleed(1)),
            when=during_bleed,
            limited="bleed",
            needs="stealth",
            text="+1 stealth and +1 bleed (limited)",
        ),
    ),
)

card("Iron Glare", basic(("pot", "pre"), votes_mod(2)), superior(("pot", "pre"), bleed_mod(2)))

INSTANT = "instantaneous-transformation"

card(
    "Instantaneous Transformation",
    levels(
        ("cel", "pro"),
        stealth_mod(1),
        Use(
            MODIFIER,
            seq(InTurn(INSTANT, per_vampire=True), Unlock()),
            moments=AFTER,
            when=all_of(successful, once_per_turn(INSTANT)),
            text="the action was successful: unlock this vampire (one at superior each turn)",
        ),
    ),
)

card(
    "Awe",
    levels(
        "pre",
        votes_mod(X(1), text="this vampire gets +X+1 votes"),
        votes_mod(X(1, times=2), text="this vampire gets +2X+1 votes"),
    ),
)

card(
    "Command of the Beast",
    basic("dom", bleed_mod(1)),
    superior(
        "dom",
        Use(MODIFIER, Bleed(1), when=during_bleed, text="+1 bleed that does not count against the limit"),
    ),
)


# ------------------------------------------------------------------------ the archive's modifiers (issue 37)

# ---- Forced March: "a vampire can play only one Forced March each turn"

FORCED_MARCH = "forced-march"


def forced_march_may(s: VTESState, course: Any, uid: int, seat: int) -> bool:
    """ "After action resolution, if the action was successful, this vampire can burn 1 blood to
    unlock" (not a cost, ANK 20210226; also when the action fizzles, ANK 20220218)."""
    return course is not None and course.successful and uid in s.minions and s.minions[uid].blood >= 1


def forced_march_unlock(s: VTESState, uid: int, seat: int) -> None:
    a = action_of(s)
    if a is None or not forced_march_may(s, a, uid, seat):
        return
    ops.burn_blood(s, uid, 1)
    ops.unlock(s, uid)
    ops.say(s, N_("{minion} burns 1 blood to unlock (Forced March)."), minion=ops.label(s, uid))


hook("Forced March", GRANT_WHEN, forced_march_may, FORCED_MARCH)
hook("Forced March", GRANTS, forced_march_unlock, FORCED_MARCH)

card(
    "Forced March",
    levels(
        ("cel", "for"),
        # Played after resolution, still during the action (LSJ 19981028); unlocks even if the
        # action had no effect for lack of a target (LSJ 20070411).
        Use(
            MODIFIER,
            seq(InTurn(FORCED_MARCH, per_vampire=True), Unlock()),
            moments=AFTER,
            when=all_of(successful, once_per_turn(FORCED_MARCH)),
            text="the action was successful: unlock this vampire",
        ),
        stealth_mod(
            1,
            InTurn(FORCED_MARCH, per_vampire=True),
            Grant(FORCED_MARCH, "after"),
            text="+1 stealth; after resolution of a successful action, can burn 1 blood to unlock",
            when=once_per_turn(FORCED_MARCH),
        ),
    ),
)


# ---- Power of One (1 blood, requires an Anarch)


def blocker_burns_2(s: VTESState, p: Play) -> None:
    """ "The blocking minion burns 2 blood or life" (an ally with no life left is burned)."""
    a = action_of(s)
    b = a.blocked_by if a is not None and a.blocked_by >= 0 else (a.blocker if a is not None else -1)
    if b in s.minions:
        k = ops.burn_blood(s, b, 2)
        ops.say(s, N_("{minion} burns {n} blood or life (Power of One)."), minion=ops.label(s, b), n=k)


card(
    "Power of One",
    mode(
        "obt",
        Use(
            MODIFIER,
            code(blocker_burns_2, tags=("blocker-burns",)),
            moments=BLOCKED,
            text="this Anarch is blocked: the blocking minion burns 2 blood or life",
        ),
    ),
    # [pot] a limited bleed modifier can be played before or after (LSJ 20100218).
    mode("pot", Use(MODIFIER, Bleed(1), when=during_bleed, text="+1 bleed that does not count against the limit")),
    mode("pre", bleed_mod(1)),
    mode("pre", bleed_mod(1, Stealth(1), text="+1 stealth and +1 bleed (limited)"), key="pre+stealth"),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Memory Rift: "more than one Discipline can be used to play this card"


def titled_or_younger(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[tuple[int]]:
    """ "Choose a titled vampire or a younger vampire" (any ready vampire but the acting one)."""

    cap = capacity(s, uid)
    for _t, v, _m in s.all_ready():
        if v != uid and is_vampire(s, v) and (titled(s, v) or capacity(s, v) < cap):
            yield (v,)


MEMORY_RIFT_ENDS = Strike("ends", name="combat ends")


def memory_rift_uses() -> tuple[Use, ...]:
    """Every combination of its Disciplines, "only usable as the action is announced"."""
    parts = {
        "dem": Part("the chosen titled or younger vampire cannot block this action", effect=CannotBlock()),
        "obf": Part("+1 stealth, even if stealth is not yet needed", effect=Stealth(1)),
        "pre": Part(
            "if this action is blocked, this Anarch can strike: combat ends during the first round",
            effect=if_blocks("memory-rift", InCombat(mods=(("strike", MEMORY_RIFT_ENDS, "round"),)), anyone=True),
        ),
    }
    uses = combo_uses(parts, as_=MODIFIER, prefix="")
    return tuple(
        replace(u, action=None, moments=ANNOUNCE, targets=titled_or_younger if "dem" in u.key else None) for u in uses
    )


card("Memory Rift", memory_rift_uses(), requires=anarch, requires_text="Requires an Anarch")


# ---- CrimethInc.: after a successful action requiring an Anarch or making this vampire Anarch


def anarch_action_succeeded(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """After resolution of a successful action (even with no effect, LSJ 20070411) that required an
    Anarch (or a baron, LSJ 20080603: the card played for it says so) or made this vampire Anarch."""

    a = ctx.action
    if a is None or not a.successful or a.actor != uid:
        return False
    if a.kind_ == "anarch":
        return True
    card_ = action_card(s)
    cd = CARDS.get(card_) if card_ >= 0 else None
    words = cd.requires_text.lower() if cd is not None else ""
    return "anarch" in words or "baron" in words


ANARCHS_YOU_CONTROL_LOCKED = Minions("yours", locked=True, kind=anarch_minion)

card(
    "CrimethInc.",
    mode("pro", Use(MODIFIER, Unlock(), moments=AFTER, when=anarch_action_succeeded, text="unlock this Anarch")),
    mode(
        "qui",
        Use(
            MODIFIER,
            Unlock(target=True),
            moments=AFTER,
            when=anarch_action_succeeded,
            targets=Minions(kind=anarch_minion, other=True),
            text="unlock another ready Anarch",
        ),
    ),
    mode("tha", Use(MODIFIER, PutInPlay(), moments=AFTER, when=anarch_action_succeeded, text="put this card in play")),
    requires=anarch,
    requires_text="Requires an Anarch",
)
abilities(
    "CrimethInc.",
    Ability(
        "burn 1 pool: unlock a ready Anarch you control",
        MINION_PHASE,
        seq(PayPool(1), Unlock(target=True)),
        when=has_pool(1),
        targets=ANARCHS_YOU_CONTROL_LOCKED,
    ),
)


# ---- Propaganda of the Deed (requires an Anarch)

card(
    "Propaganda of the Deed",
    Use(MODIFIER, PutInPlay(), moments=AFTER, when=directed_success, text="put this card in play"),
    requires=anarch,
    requires_text="Requires an Anarch",
)
# "You can burn this card during the polling step of a political action to get +2 votes" (the
# Methuselah's, on the side chosen; counted before the card is burned).
abilities(
    "Propaganda of the Deed",
    Ability(
        "burn this card: +2 votes", POLL, seq(MethuselahVotes(2), BurnThis(say=False)), when=polling, targets=sides
    ),
)


# ---- Into Thin Air: "do not replace until your unlock phase"

INTO_THIN_AIR = "into-thin-air"


def thin_air_may(s: VTESState, course: Any, uid: int, seat: int) -> bool:
    """An ally or a younger vampire attempting to block, and this vampire with 1 blood to burn."""

    b = course.blocker if course is not None else -1
    if b not in s.minions or uid not in s.minions or s.minions[uid].blood < 1:
        return False
    return not is_vampire(s, b) or capacity(s, b) < capacity(s, uid)


def thin_air_burn(s: VTESState, uid: int, seat: int) -> None:
    """ "Once this action, this vampire may burn 1 blood to give an ally or younger vampire -1
    intercept"."""
    a = action_of(s)
    if a is None or not thin_air_may(s, a, uid, seat):
        return
    ops.burn_blood(s, uid, 1)
    a.add_intercept(a.blocker, -1)
    ops.say(
        s,
        N_("{minion} burns 1 blood: {minion2} gets -1 intercept."),
        minion=ops.label(s, uid),
        minion2=ops.label(s, a.blocker),
    )


hook("Into Thin Air", GRANT_WHEN, thin_air_may, INTO_THIN_AIR)
hook("Into Thin Air", GRANTS, thin_air_burn, INTO_THIN_AIR)

THIN_AIR_TEXT = "+{n} stealth; once this action, burn 1 blood: an ally or younger vampire gets -1 intercept"
card(
    "Into Thin Air",
    levels(
        "obf",
        *(
            stealth_mod(
                n,
                Grant(INTO_THIN_AIR, "B"),
                text=THIN_AIR_TEXT.format(n=n),
                when=not_with("Lost in Crowds"),
                delay="unlock",
            )
            for n in (1, 2)
        ),
    ),
)


# ------------------------------------------------------------------------ the archive's modifiers, 2 (issue 37)


card(
    "Zephyr",
    levels(
        "cel",
        Use(
            MODIFIER,
            UnlockAtEndOfTurn(),
            moments=AFTER,
            when=unsuccessful,
            text="the action was unsuccessful: unlock this vampire at the end of the turn",
        ),
        Use(
            MODIFIER,
            Unlock(),
            moments=AFTER,
            when=unsuccessful,
            text="the action was unsuccessful: unlock this vampire",
        ),
    ),
)

card(
    "Adhocracy",
    mode("ani", bleed_mod(1)),
    mode("chi", votes_mod(3, text="this Anarch gets +3 votes")),
    mode(
        "pot",
        Use(
            MODIFIER,
            if_blocks("adhocracy", InCombat((("strength", 1, "combat"),)), anyone=True),
            text="if this Anarch is blocked, +1 strength in the resulting combat",
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


card(
    "Smoke and Mirrors",
    mode(
        "chi",
        # the maneuver in the combat of a block only, again after a second block (LSJ 20010813, 20010814-2)
        stealth_mod(
            1,
            if_blocks("smoke-and-mirrors", InCombat((("maneuver", "", "combat"),)), anyone=True),
            text="+1 stealth; 1 optional maneuver in the resulting combat if this action is blocked",
        ),
    ),
    mode(
        "obf",
        stealth_mod(
            2, when=not_during("bleed", "political"), text="+2 stealth (not during a bleed or political action)"
        ),
    ),
    mode("obt", BLOCKER_MINUS_ONE),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Enkil Cog (unique; requires a vampire with capacity 10 or more)


card(
    "Enkil Cog",
    Use(
        MODIFIER,
        PutOn("by"),
        moments=AFTER,
        when=bled_your_prey,
        text="put this card on this vampire: +1 bleed; lock it to take an action during another Methuselah's "
        "minion phase",
    ),
    requires=minion_is(capacity_at_least(10)),
    requires_text="Requires a vampire with capacity 10 or more",
)
static("Enkil Cog", "bleed", on_bearer(1))
# "During any Methuselah's minion phase": in its own, the vampire acts as it may anyway.
abilities(
    "Enkil Cog", Ability("lock this card: take an action", MINION_ANY, TakeAction(), when=bearer_may_act, lock=True)
)


# ---- blocks undone

NO_FORTITUDE_BLOCKING = blocking(all_kinds(is_vampire, not_kind(has_discipline("for"))), None)

card(
    "The Kiss of Ra",
    levels(
        "for",
        # "effectively canceled": the same action may be taken again (ANK 20211015); no combat, no
        # diablerie of a vampire leaving torpor (LSJ 19970325)
        Use(
            MODIFIER,
            seq(BlockerBurns(2), EndAction(unlock=False, again=True)),
            moments=BLOCK_ATTEMPT,
            when=NO_FORTITUDE_BLOCKING,
            text="a vampire without Fortitude attempts to block: the attempt is canceled, it burns 2 blood, the "
            "action ends",
        ),
        Use(
            MODIFIER,
            seq(BlockerBurns(2, torpor=True), EndAction(unlock=False, again=True)),
            moments=BLOCK_ATTEMPT,
            when=NO_FORTITUDE_BLOCKING,
            text="as basic, and the blocking vampire goes to torpor",
        ),
    ),
)

card(
    "Horrific Countenance",
    basic(
        "pro",
        Use(
            MODIFIER,
            Unblocked(),
            moments=BLOCKED,
            text="this vampire is blocked: unlock the blocking minion; the action is not blocked and is now "
            "unblockable",
        ),
    ),
)

card(
    "Leverage",
    # a limited bleed modifier can be played before or after (LSJ 20100218)
    Use(
        MODIFIER,
        seq(BurnEdge(), Bleed(1), flag("no-edge")),
        when=all_of(during_bleed, has_edge),
        text="burn the Edge: +1 bleed that does not count against the limit; you cannot gain the Edge this action",
    ),
)


# ---- stealth and the combat of a block

FIRST_ROUND_MANEUVER = InCombat((("maneuver", "", "round"),))  # combat-start: the first round only

card(
    "Alacrity",
    levels(
        "cel",
        stealth_mod(1),
        stealth_mod(
            1,
            if_blocks("alacrity", FIRST_ROUND_MANEUVER, anyone=True),
            text="+1 stealth; an optional maneuver in the first round of the combat if this action is blocked",
        ),
    ),
)

card(
    "Beast Meld",
    levels(
        ("ani", "pro"),
        stealth_mod(
            1,
            if_blocks("beast-meld", InCombat((("shield", 1, "combat"),)), anyone=True),
            text="+1 stealth; if this vampire is blocked, it can prevent 1 damage in the resulting combat",
        ),
        Use(
            MODIFIER,
            flag("no-vampire-block"),
            moments=ANNOUNCE,
            when=not_during("bleed"),
            text="as a non-bleed action is announced: vampires cannot block this action",
        ),
    ),
)

card("Old Friends", levels("obf", bleed_mod(1, delay="unlock"), votes_mod(2, delay="unlock")))


# ---- Ni Dieu ni Maître: "more than one Discipline can be used"; only as the action is announced

NI_DIEU = "ni-dieu-ni-maitre"
block_cost("Ni Dieu ni Maître", BlockCost("blood", flag=NI_DIEU, blocker=vampire_blocker))


def ni_dieu_uses() -> tuple[Use, ...]:
    parts = {
        "ani": Part(
            "if this action is blocked, the opposing minion cannot maneuver in the resulting combat",
            effect=if_blocks("ni-dieu-ani", InCombat((("no-maneuver", 1, "combat"),), opposing=True), anyone=True),
        ),
        "for": Part("vampires must burn 1 blood to attempt to block this action", effect=flag(NI_DIEU)),
        "vic": Part(
            "if this action is blocked, +1 strength in the resulting combat",
            effect=if_blocks("ni-dieu-vic", InCombat((("strength", 1, "combat"),)), anyone=True),
        ),
    }
    return tuple(replace(u, action=None, moments=ANNOUNCE) for u in combo_uses(parts, as_=MODIFIER, prefix=""))


card("Ni Dieu ni Maître", ni_dieu_uses(), requires=anarch, requires_text="Requires an Anarch")


# ---- Loup (Toreador): "only one Loup can be played each turn"

LOUP = "loup"

card(
    "Loup",
    Use(
        MODIFIER,
        seq(InTurn(LOUP), PutInPlay()),
        when=once_per_turn(LOUP),
        text="put this card in play: Toreador get +1 stealth; burned at the end of the turn or after a Toreador's "
        "successful action",
    ),
)
static("Loup", "stealth", KindGets(1, TOREADOR), everywhere=True)
event("Loup", "action-success", BurnAfter(TOREADOR))
event("Loup", "end-turn", BurnAfter())


# ---- Psychomachia: "only usable if an ally or younger vampire blocks, before block resolution"

ALLY_OR_YOUNGER_BLOCKS = about_to_fight(allies=True, younger=True)

card(
    "Psychomachia",
    mode(
        "pre",
        Use(
            MODIFIER,
            EndAction(unlock=True),
            moments=BLOCKED,
            when=ALLY_OR_YOUNGER_BLOCKS,
            text="an ally or younger vampire blocks: unlock this vampire; the action ends unsuccessfully",
        ),
    ),
    basic(
        "dai",
        Use(
            MODIFIER,
            BlockFails(),
            moments=BLOCKED,
            when=ALLY_OR_YOUNGER_BLOCKS,
            text="an ally or younger vampire blocks: the block fails, the action continues; it cannot attempt to "
            "block this action again",
        ),
    ),
    superior(
        "dai",
        Use(
            MODIFIER,
            BlockFails(damage=1),
            moments=BLOCKED,
            when=ALLY_OR_YOUNGER_BLOCKS,
            text="as basic, and the blocking minion takes 1 unpreventable environmental damage",
        ),
    ),
)


# ---- I am Legion: cancel a reaction card requiring Auspex as it is played (its cost paid)

LEGION = PlayedCard("I am Legion", REACTION, requiring="aus", opposing=False)
rule("I am Legion", core.CANCELLERS, LEGION.may)
LEGION_CANCEL = Use(
    MODIFIER,
    CancelPlayed(unpaid=False),
    moments=AS_PLAYED,
    when=LEGION,
    text="cancel a reaction card requiring Auspex as it is played (its cost is paid)",
)

card(
    "I am Legion",
    mode("dai", stealth_mod(1)),
    replace(LEGION_CANCEL, key="dai+obf", disc=B("dai", "obf")),
    replace(
        LEGION_CANCEL,
        effect=seq(CancelPlayed(unpaid=False), PoolIfSuccessful(1)),
        key="superior",
        disc=S("dai", "obf"),
        text="as [dai][obf], and gain 1 pool after resolution if this action is successful",
    ),
    Use(
        MODIFIER,
        PoolIfSuccessful(1),
        key="pool",
        disc=S("dai", "obf"),
        text="gain 1 pool after action resolution if this action is successful",
    ),
)


# ---- Telepathic Vote Counting (before, during or after votes are cast: LSJ 19980130)

card(
    "Telepathic Vote Counting",
    levels(
        "aus",
        Use(
            MODIFIER,
            CancelReferendum(plain=True),
            moments=POLL,
            when=political_polling,
            text="cancel the referendum (a political action card goes back to its owner's hand)",
        ),
        Use(
            MODIFIER,
            Abstain(lock=False),
            moments=POLL,
            when=political_polling,
            targets=ANY_READY_VAMPIRE,
            text="a vampire abstains (its votes and ballots cancelled)",
        ),
    ),
)


# ---- Mind of the Wilds

MIND_OF_THE_WILDS = (
    if_blocks("mind-of-the-wilds", FIRST_ROUND_MANEUVER, anyone=True),
    if_blocks("mind-of-the-wilds-opposing", InCombat((("no-combat-ends", 1, "combat"),), opposing=True), anyone=True),
)
MIND_WORDS = (
    "if this action is blocked: 1 optional maneuver in the first round; the blocking minion cannot strike: combat ends"
)

card(
    "Mind of the Wilds",
    levels(
        ("ani", "aus"),
        Use(MODIFIER, seq(*MIND_OF_THE_WILDS), text=MIND_WORDS),
        Use(MODIFIER, seq(Stealth(1), *MIND_OF_THE_WILDS), text=f"+1 stealth; {MIND_WORDS}"),
    ),
)


# ---- Domain of Evernight: "a vampire can play only one Domain of Evernight at superior each turn"

DOMAIN = "domain-of-evernight"

card(
    "Domain of Evernight",
    mode("obf", stealth_mod(1)),
    basic(
        "tem",
        Use(
            MODIFIER,
            if_blocks(DOMAIN, InCombat(flags=(AGG_ON_VAMPIRES,)), anyone=True),
            text="if this action is blocked, all damage inflicted on vampires in the resulting combat is aggravated",
        ),
    ),
    superior(
        "tem",
        Use(
            MODIFIER,
            seq(InTurn(DOMAIN, per_vampire=True), Unlock()),
            moments=AFTER,
            when=all_of(successful, once_per_turn(DOMAIN)),
            text="the action was successful: unlock this vampire (one at superior each turn)",
        ),
    ),
)


card(
    "Cryptic Rider",
    Use(
        MODIFIER,
        NextPassesAutomatically(),
        moments=AFTER,
        when=referendum_passed,
        text="the referendum passed: the next referendum a vampire you control calls this turn passes automatically",
    ),
)


# ---- Closed Session (requires a prince, justicar or Inner Circle member)

CLOSED_SESSION = "closed-session"
rule("Closed Session", core.CAST_ALLOWED, OnlySectCasts(CLOSED_SESSION, "camarilla"))

card(
    "Closed Session",
    Use(
        MODIFIER,
        flag(CLOSED_SESSION),
        moments=POLL,
        when=all_of(political_polling, before_votes),
        text="non-Camarilla vampires cannot cast votes or ballots during this referendum",
    ),
    requires=has_title("prince", "justicar", "inner circle"),
    requires_text="Requires a prince, justicar or Inner Circle member",
)


UNDER_THE_SKIN_WHEN = all_of(political_polling, before_votes)

card(
    "Under the Skin",
    levels(
        ("aus", "pre"),
        Use(
            MODIFIER,
            Abstain(lock=False),
            moments=POLL,
            when=UNDER_THE_SKIN_WHEN,
            targets=OTHERS_YOUNGER_VAMPIRE,
            text="a younger vampire abstains",
        ),
        Use(
            MODIFIER,
            seq(Abstain(lock=False), LockIfPassed()),
            moments=POLL,
            when=UNDER_THE_SKIN_WHEN,
            targets=OTHERS_YOUNGER_VAMPIRE,
            text="a younger vampire abstains, and is locked at the end of the action if the referendum passes",
        ),
    ),
)


# ---- Under My Skin: "during any action after this one, this vampire can burn this card for +1 stealth"

UNDER_MY_SKIN_ON = PutOn("by", remember_action=True)

card(
    "Under My Skin",
    mode("obf", stealth_mod(1)),
    basic(
        "thn",
        stealth_mod(
            1, UNDER_MY_SKIN_ON, text="+1 stealth; put this card on this vampire (+1 stealth in a later action)"
        ),
    ),
    superior(
        "thn",
        stealth_mod(
            2, UNDER_MY_SKIN_ON, text="+2 stealth; put this card on this vampire (+1 stealth in a later action)"
        ),
    ),
)
abilities(
    "Under My Skin",
    Ability(
        "burn this card: +1 stealth",
        BLOCK_ATTEMPT,
        BURN_FOR_STEALTH,
        when=bearer_acting(later=True),
        needs="stealth",
    ),
)


card(
    "Scorn of Adonis",
    Use(
        MODIFIER,
        AgainstBurn(1),
        moments=POLL,
        when=political_polling,
        text="Methuselahs casting votes or ballots against the referendum burn 1 pool once results are tallied",
    ),
)


# ---- Approximation of Loyalty (requires a vampire with capacity 7 or more)

LOYALTY_KIND = any_kind(capacity_at_most(6), ally)
LOYALTY = PlayedCard("Approximation of Loyalty", REACTION, opposing=False, by=LOYALTY_KIND)
rule("Approximation of Loyalty", core.CANCELLERS, LOYALTY.may)

card(
    "Approximation of Loyalty",
    levels(
        "pre",
        Use(
            MODIFIER,
            CannotBlock(),
            moments=ANNOUNCE,
            targets=Minions("others", kind=LOYALTY_KIND),
            text="a vampire with capacity 6 or less or an ally cannot block this action",
        ),
        Use(
            MODIFIER,
            seq(CancelPlayed(), flag("no-modifiers")),
            moments=AS_PLAYED,
            when=LOYALTY,
            text="cancel a reaction card played by a vampire with capacity 6 or less or an ally (no cost is paid); "
            "no more action modifiers this action",
        ),
    ),
    requires=minion_is(capacity_at_least(7)),
    requires_text="Requires a vampire with capacity 7 or more",
)


# ---- Crocodile's Tongue: "only usable if an ally or younger vampire attempts to block"

CROCODILE = "that attempt fails and the blocking minion's controller cannot attempt to block this action again"
CROCODILES_TONGUE = card(
    "Crocodile's Tongue",
    levels(
        "aus",
        Use(
            MODIFIER,
            FailBlock(controller=True),
            moments=BLOCK_ATTEMPT,
            when=ally_or_younger_blocking,
            text=f"{CROCODILE} (the blocking minion can burn 1 blood or life to cancel this card)",
        ),
        Use(
            MODIFIER,
            FailBlock(controller=True),
            moments=BLOCK_ATTEMPT,
            when=ally_or_younger_blocking,
            text=f"{CROCODILE} (the blocking minion can burn 2 blood or life to cancel this card)",
        ),
    ),
)
rule("Crocodile's Tongue", core.AS_PLAYED, BlockerCancels(1, more=1), key=CROCODILES_TONGUE)


# ------------------------------------------------------------------------ the archive's modifiers, 4 (issue 37)

# ---- Marked Path: "only usable after a successful directed action. Put this card on the acting vampire. During an
# action directed at the same Methuselah, this vampire may burn this card to get +1 stealth ([OBF] +2 stealth)."

MARKED_PATH_ON = Use(
    MODIFIER,
    PutOn("by", remember_target=True),
    moments=AFTER,
    when=directed_success,
    text="put this card on this vampire: burn it for +{n} stealth during an action directed at the same Methuselah",
)

card(
    "Marked Path",
    levels(
        "obf",
        replace(MARKED_PATH_ON, text=MARKED_PATH_ON.text.format(n=1)),
        replace(MARKED_PATH_ON, text=MARKED_PATH_ON.text.format(n=2)),
    ),
)
abilities(
    "Marked Path",
    Ability(
        "burn this card: +1 stealth",
        BLOCK_ATTEMPT,
        BURN_FOR_STEALTH,
        when=all_of(bearer_acting(same_target=True), placed_at("basic")),
        needs="stealth",
    ),
    Ability(
        "burn this card: +2 stealth",
        BLOCK_ATTEMPT,
        seq(BurnThis(say=False), Stealth(2)),
        when=all_of(bearer_acting(same_target=True), placed_at("superior")),
        needs="stealth",
    ),
)


# ---- Tenebrous Form: "[OBT] minions without Obtenebration must burn 1 blood to attempt to block (allies cannot burn
# blood)"

TENEBROUS_FORM = "tenebrous-form"
block_cost("Tenebrous Form", BlockCost("blood", flag=TENEBROUS_FORM, unless="obt"))

card(
    "Tenebrous Form",
    levels(
        "obt",
        stealth_mod(1),
        stealth_mod(
            1,
            flag(TENEBROUS_FORM),
            text="+1 stealth; minions without Obtenebration must burn 1 blood to attempt to block",
        ),
    ),
)


# ---- Private Audience: "non-Sabbat vampires cannot cast votes or ballots during this referendum"

PRIVATE_AUDIENCE = "private-audience"
rule("Private Audience", core.CAST_ALLOWED, OnlySectCasts(PRIVATE_AUDIENCE, "sabbat"))

card(
    "Private Audience",
    Use(
        MODIFIER,
        flag(PRIVATE_AUDIENCE),
        moments=POLL,
        when=all_of(political_polling, before_votes),
        text="non-Sabbat vampires cannot cast votes or ballots during this referendum",
    ),
    requires=has_title("archbishop", "priscus", "cardinal", "regent"),
    requires_text="Requires an archbishop, priscus, cardinal or regent",
)


# ---- "[x] or [y]" cards: either discipline at each level

card(
    "Relentlessness",
    either_levels(("cel", "for"), stealth_mod(1), Use(MODIFIER, FailBlock(), moments=BLOCK_ATTEMPT, text=FAIL_BLOCK)),
)

card(
    "Dominant Personality",
    either_levels(
        ("pot", "pre"),
        BLOCKER_MINUS_ONE,
        Use(
            MODIFIER,
            CannotBlock(),
            moments=ANNOUNCE,
            targets=OTHERS_READY_VAMPIRE,
            text="the chosen vampire cannot block this action",
        ),
    ),
)

UNTHINKABLE = "unthinkable-humiliation"
UNTHINKABLE_MINUS = "unthinkable-humiliation-intercept"
block_cost("Unthinkable Humiliation", BlockCost("blood or life", flag=UNTHINKABLE))
# "[POT] or [PRE] As above, and minions get -1 intercept" (this action).
rule("Unthinkable Humiliation", core.INTERCEPT_MODS, KindIntercept(UNTHINKABLE_MINUS, any_minion))

card(
    "Unthinkable Humiliation",
    either_levels(
        ("pot", "pre"),
        Use(
            MODIFIER,
            flag(UNTHINKABLE),
            text="minions must burn 1 blood or life to attempt to block this action",
        ),
        Use(
            MODIFIER,
            flag(UNTHINKABLE, UNTHINKABLE_MINUS),
            text="minions must burn 1 blood or life to attempt to block this action; minions get -1 intercept",
        ),
    ),
)


# ---- Acheron Vortex (Harbinger of Skulls): "minions without Necromancy or Obtenebration get -1 intercept"

ACHERON_VORTEX = "acheron-vortex"
rule(
    "Acheron Vortex",
    core.INTERCEPT_MODS,
    KindIntercept(ACHERON_VORTEX, not_kind(any_kind(has_discipline("nec"), has_discipline("obt")))),
)

card(
    "Acheron Vortex",
    Use(MODIFIER, flag(ACHERON_VORTEX), text="minions without Necromancy or Obtenebration get -1 intercept"),
)


# ---- Shroud of Absence: "[DOM][OBT] +1 stealth, and this vampire can strike: combat ends during the first round of
# the resulting combat if they are blocked"

card(
    "Shroud of Absence",
    levels(
        ("dom", "obt"),
        stealth_mod(1),
        stealth_mod(
            1,
            if_blocks(
                "shroud-of-absence",
                InCombat((("strike", Strike("ends", name="combat ends"), "round"),)),
                anyone=True,
            ),
            text="+1 stealth; if this vampire is blocked, strike: combat ends in the first round",
        ),
    ),
)


# ---- Business Pressure: "Methuselahs can burn pool to get votes during the resolution of this card (resolve this
# card before moving on). A Methuselah gets +2 votes for each pool they burn. [PRE] As above, but you get +3 votes for
# each pool you burn." Not before the terms are set (RTR 20040501: the polling step), nor on a referendum passing
# automatically (PIB 20150105).

BUSINESS_PRESSURE = "Methuselahs can burn pool to get +2 votes for each pool they burn"

card(
    "Business Pressure",
    levels(
        "pre",
        Use(
            MODIFIER,
            PoolForVotesEach(2, 2),
            moments=POLL,
            when=all_of(political_polling, not_automatic),
            text=BUSINESS_PRESSURE,
        ),
        Use(
            MODIFIER,
            PoolForVotesEach(2, 3),
            moments=POLL,
            when=all_of(political_polling, not_automatic),
            text=f"{BUSINESS_PRESSURE} (you +3 votes for each)",
        ),
    ),
)


# ---- Perfect Clarity: "only usable when the action is announced. [tha] Reaction cards that require Dominate or
# Presence do not affect this vampire for the duration of this action. [THA] As above, and for the remainder of this
# action, minions opposing this vampire in combat cannot play cards that require Dominate or Presence." (No bounce:
# LSJ 20010621; what "affects" it is UnaffectedBy's reading.)

PERFECT_CLARITY = "perfect-clarity"
PERFECT_CLARITY_COMBAT = "perfect-clarity-combat"
rule(
    "Perfect Clarity",
    core.TARGET_RULES,
    UnaffectedBy(PERFECT_CLARITY, ("dom", "pre"), combat_flag=PERFECT_CLARITY_COMBAT),
)
CLARITY_TEXT = "reaction cards requiring Dominate or Presence do not affect this vampire this action"

card(
    "Perfect Clarity",
    levels(
        "tha",
        Use(MODIFIER, flag(PERFECT_CLARITY), moments=ANNOUNCE, text=CLARITY_TEXT),
        Use(
            MODIFIER,
            flag(PERFECT_CLARITY, PERFECT_CLARITY_COMBAT),
            moments=ANNOUNCE,
            text=f"{CLARITY_TEXT}; minions opposing it in combat cannot play cards requiring Dominate or Presence",
        ),
    ),
)


# ---- more of the archive's modifiers (issue 37)

card(
    "Truth of a Thousand Lies",
    levels(
        "ser",
        bleed_mod(2),
        Use(MODIFIER, Unlock(), moments=AFTER, when=successful, text="the action was successful: unlock this vampire"),
    ),
)

card(
    "Fata Morgana",
    basic("chi", stealth_mod(1)),
    superior("chi", bleed_mod(1)),
    replace(
        superior("chi", bleed_mod(1, Stealth(1), text="+1 stealth and +1 bleed (limited)")),
        key="superior-stealth",
    ),
)

card(
    "Deed the Heart's Desire",
    levels(
        "qui",
        Use(
            MODIFIER,
            CannotBlock(),
            moments=ANNOUNCE,
            targets=OTHERS_YOUNGER_VAMPIRE,
            text="a younger vampire cannot block this action",
        ),
        Use(
            MODIFIER,
            seq(CannotBlock(), NoReactions()),
            moments=ANNOUNCE,
            targets=OTHERS_YOUNGER_VAMPIRE,
            text="a younger vampire cannot block this action nor play reaction cards during it",
        ),
    ),
)

# ---- Blanket of Night: "[OBT] only usable by a ready vampire other than the acting minion if a minion attempts to
# block. Lock this modifying vampire to have that attempt fail; the blocking minion cannot attempt to block this
# action again."

card(
    "Blanket of Night",
    levels(
        "obt",
        stealth_mod(1),
        Use(
            MODIFIER,
            seq(Lock(), FailBlock()),
            moments=BLOCK_ATTEMPT,
            when=unlocked,  # locking is the cost
            other=True,
            vampire=True,
            text=f"lock this vampire: {FAIL_BLOCK}",
        ),
    ),
)

# ---- As the Crow: "only usable after resolution of a successful action. A minion can play only one As the Crow each
# turn. [FLIGHT] Unlock this minion."

AS_THE_CROW = "as-the-crow"

card(
    "As the Crow",
    Use(
        MODIFIER,
        seq(InTurn(AS_THE_CROW, per_vampire=True), Unlock()),
        moments=AFTER,
        when=all_of(successful, once_per_turn(AS_THE_CROW)),
        text="the action was successful: unlock this minion (one As the Crow each turn)",
    ),
    requires=minion_is(with_flight),  # [FLIGHT]: a trait, not a Discipline (VT-TRAIT-01)
    requires_text="Requires Flight",
)

# ---- Trochomancy, Inevitability of the Void: the target Methuselah's ash heap ("only usable during a bleed action")

TROCHOMANCY = "remove {n} cards of the target Methuselah's ash heap from the game: +{bleed} bleed (limited)"


def trochomancy(n: int, more: int) -> Use:
    return Use(
        MODIFIER,
        RemoveFromAsh(n, "target", then=Bleed(more)),
        when=all_of(during_bleed, ash_holds(n, "target")),
        limited="bleed",
        text=TROCHOMANCY.format(n=n, bleed=more),
    )


card(
    "Trochomancy",
    basic("nec", trochomancy(13, 1)),
    replace(trochomancy(7, 1), key="aus+nec", disc=B("aus", "nec")),
    superior(("aus", "nec"), trochomancy(7, 2)),
)

card(
    "Inevitability of the Void",
    levels(
        ("aus", "nec"),
        bleed_mod(1),
        bleed_mod(PerAshCards(10), text="+1 bleed for every 10 cards in the target Methuselah's ash heap (limited)"),
    ),
)

# ---- Hag's Wrinkles: "only usable during an equip action"

card(
    "Hag's Wrinkles",
    mode("obf", stealth_mod(2, when=during_equip)),
    basic(
        "thn",
        Use(
            MODIFIER,
            UnlockIfSuccessful(),
            when=during_equip,
            text="unlock this vampire after resolution if the action is successful",
        ),
    ),
    superior(
        "thn",
        stealth_mod(
            1,
            UnlockIfSuccessful(),
            when=during_equip,
            text="+1 stealth; unlock this vampire after resolution if the action is successful",
        ),
    ),
)


# ---- "an optional maneuver or press in the resulting combat if this vampire is blocked" (core.MANEUVER_OR_PRESS)

MANEUVER_OR_PRESS_IF_BLOCKED = InCombat(((core.MANEUVER_OR_PRESS, 1, "combat"),))

card(
    "Mind Tricks",
    levels(
        "dem",
        stealth_mod(1),
        stealth_mod(
            1,
            if_blocks("mind-tricks", MANEUVER_OR_PRESS_IF_BLOCKED, anyone=True),
            text="+1 stealth; 1 optional maneuver or press in the resulting combat if this vampire is blocked",
        ),
    ),
)

SKIN_OF_THE_CHAMELEON = if_blocks("skin-of-the-chameleon", MANEUVER_OR_PRESS_IF_BLOCKED, anyone=True)
SKIN_WORDS = "an optional maneuver or press in the resulting combat if this vampire is blocked"

card(
    "Skin of the Chameleon",
    mode("tha", Use(MODIFIER, SKIN_OF_THE_CHAMELEON, moments=ANNOUNCE, text=SKIN_WORDS)),
    basic("vis", stealth_mod(1, SKIN_OF_THE_CHAMELEON, text=f"+1 stealth; {SKIN_WORDS}")),
    superior("vis", stealth_mod(2, SKIN_OF_THE_CHAMELEON, text=f"+2 stealth; {SKIN_WORDS}")),
)


# ---- Magnetic Authority: "only usable after resolution of a political action whose referendum passed"

card(
    "Magnetic Authority",
    either_levels(
        ("dom", "pot"),
        Use(
            MODIFIER,
            AddBlood(2),
            moments=AFTER,
            when=referendum_passed,
            targets=uncontrolled_of(in_sect("sabbat")),
            text="add 2 blood to a Sabbat vampire in your uncontrolled region",
        ),
        Use(
            MODIFIER,
            BloodToEachUncontrolled(1, in_sect("sabbat")),
            moments=AFTER,
            when=referendum_passed,
            text="add 1 blood to each Sabbat vampire in your uncontrolled region",
        ),
    ),
)


# ---- wraiths and zombies: Paths in Two Worlds, Shroud Mastery, Gifts From Hereafter

card(
    "Paths in Two Worlds",
    levels(
        "obl",
        Use(
            MODIFIER,
            Stealth(1),
            moments=ANNOUNCE,
            when=recruiting("wraith", "zombie"),
            text="+1 stealth, even if not yet needed",
        ),
        Use(
            MODIFIER,
            seq(Stealth(1), MayBurnToUnlock()),
            moments=ANNOUNCE,
            when=recruiting("wraith", "zombie"),
            text="+1 stealth, even if not yet needed; if the action is successful, this vampire can burn 1 blood to "
            "unlock after resolution",
        ),
    ),
)

card(
    "Shroud Mastery",
    basic(
        "nec",
        Use(
            MODIFIER,
            Stealth(1),
            other=True,
            vampire=True,
            needs="stealth",
            when=acting(has_trait("wraith")),
            text="the acting wraith gets +1 stealth",
        ),
    ),
    superior(
        "nec",
        Use(
            MODIFIER,
            UnlockIfSuccessful(),
            moments=ANNOUNCE,
            when=recruiting("wraith"),
            text="unlock this vampire after resolution if the action is successful",
        ),
    ),
)

GIFTS_WHEN = all_of(during_bleed, unlocked, acting(has_trait("wraith", "zombie")))

card(
    "Gifts From Hereafter",
    either_levels(
        ("dom", "obl"),
        bleed_mod(1, other=True, vampire=True, when=GIFTS_WHEN, text="the acting ally gets +1 bleed (limited)"),
        bleed_mod(
            1,
            MayBurnToUnlock(actor=True),
            other=True,
            vampire=True,
            when=GIFTS_WHEN,
            text="the acting ally gets +1 bleed (limited); after resolution, this vampire can burn 1 blood to unlock "
            "it",
        ),
    ),
)


# ---- Tangle Atropos' Hand: "only usable if a minion attempts to block. [pot] Cancel the action and unlock this
# vampire. (The action is not blocked. Do not lock the blocking minion.) [tem] As [pot] above, and if an action card
# was played, take it back in your hand (discard down afterward). [TEM] As [tem] above, and this vampire gets +1
# stealth during their next action this turn." No card after it: the action ends at once (RTR 20180719).

TANGLE = "cancel the action and unlock this vampire (the action is not blocked)"

card(
    "Tangle Atropos' Hand",
    mode("pot", Use(MODIFIER, CancelAction(), moments=BLOCK_ATTEMPT, text=TANGLE)),
    basic(
        "tem",
        Use(
            MODIFIER,
            CancelAction(card_back=True),
            moments=BLOCK_ATTEMPT,
            text=f"{TANGLE}; its action card back in your hand",
        ),
    ),
    superior(
        "tem",
        Use(
            MODIFIER,
            seq(StealthNextAction(1), CancelAction(card_back=True)),
            moments=BLOCK_ATTEMPT,
            text=f"{TANGLE}; its action card back in your hand; +1 stealth in this vampire's next action this turn",
        ),
    ),
)


# ---- Repulsion: "[pre] Only usable as the action is announced. If this action is blocked, this vampire gets 1
# optional maneuver, only usable to get to long range, during the resulting combat. [obe] +1 stealth. [OBE] Put this
# card on this vampire. This vampire gets +1 stealth. Burn this card if this vampire is in torpor. This vampire cannot
# have or play another Repulsion." ([OBE] even if the stealth is not needed: LSJ 20011214-2; "+1 stealth" read as the
# vampire's while the card is on it.)

NO_OTHER_REPULSION = only_one_on("Repulsion")

card(
    "Repulsion",
    mode(
        "pre",
        Use(
            MODIFIER,
            if_blocks("repulsion", InCombat(((core.MANEUVER_TO_LONG, 1, "combat"),)), anyone=True),
            moments=ANNOUNCE,
            when=NO_OTHER_REPULSION,
            text="1 optional maneuver, only usable to get to long range, in the resulting combat if blocked",
        ),
    ),
    basic("obe", stealth_mod(1, when=NO_OTHER_REPULSION)),
    superior(
        "obe",
        Use(
            MODIFIER,
            PutOn("by"),
            when=NO_OTHER_REPULSION,
            text="put this card on this vampire: +1 stealth (burned if it goes to torpor)",
        ),
    ),
)
static("Repulsion", "stealth", on_bearer(1))
event("Repulsion", "torpor", burn_with_bearer_torpor())


# ---- Stone Travel: "[obt] Burn 1 blood to get +1 stealth. [myt] +1 stealth. [MYT] As [myt] above, and this vampire
# can choose to cancel the resulting combat if this action is blocked." (Not playable without the blood to burn:
# ANK 20210226.)

card(
    "Stone Travel",
    mode("obt", stealth_mod(1, BurnBlood(1), when=has_blood(1), text="burn 1 blood: +1 stealth")),
    basic("myt", stealth_mod(1)),
    superior(
        "myt",
        stealth_mod(
            1, MayCancelCombat(), text="+1 stealth; if this action is blocked, this vampire can cancel the combat"
        ),
    ),
)


# ---- Seeds of Terror: "only usable as the action is announced. [obf] or [pre] Minions must burn 1 blood to attempt to
# block this action. [OBF] or [PRE] As above, and choose a vampire. The chosen vampire cannot block this action."
# (Allies cannot burn blood: they cannot block it.)

SEEDS_OF_TERROR = "seeds-of-terror"
block_cost("Seeds of Terror", BlockCost("blood", flag=SEEDS_OF_TERROR))

card(
    "Seeds of Terror",
    either_levels(
        ("obf", "pre"),
        Use(
            MODIFIER,
            flag(SEEDS_OF_TERROR),
            moments=ANNOUNCE,
            text="minions must burn 1 blood to attempt to block this action",
        ),
        Use(
            MODIFIER,
            seq(flag(SEEDS_OF_TERROR), CannotBlock()),
            moments=ANNOUNCE,
            targets=OTHERS_READY_VAMPIRE,
            text="minions must burn 1 blood to attempt to block this action; the chosen vampire cannot block it",
        ),
    ),
)

# ---- Spoils of War (Brujah antitribu): "only usable after resolution of a successful directed action. This vampire
# gains 1 blood and you gain 1 pool."

card(
    "Spoils of War",
    Use(
        MODIFIER,
        seq(AddBlood(1), GainPool(1)),
        moments=AFTER,
        when=directed_success,
        text="this vampire gains 1 blood and you gain 1 pool",
    ),
)

# ---- Strange Day: "requires a Laibon. Only usable as the action is announced. Vampires cannot block this action.
# Only one Strange Day can be played in a game."

rule("Strange Day", core.AS_PLAYED, InGame("strange-day"), key=card_id("Strange Day"))

card(
    "Strange Day",
    Use(
        MODIFIER,
        flag("no-vampire-block"),
        moments=ANNOUNCE,
        when=once_in_game("strange-day"),
        text="vampires cannot block this action (only one Strange Day in a game)",
    ),
    requires=minion_is(in_sect("laibon")),
    requires_text="Requires a Laibon",
)


# ---- Subversion: "[cel] or [pre] +1 stealth. [CEL] or [PRE] +1 bleed (limited), or +1 stealth and +1 bleed
# (limited)."

card(
    "Subversion",
    either_levels(("cel", "pre"), stealth_mod(1), bleed_mod(1)),
    *(
        replace(
            superior(code, bleed_mod(1, Stealth(1), text="+1 stealth and +1 bleed (limited)")),
            key=f"{code}-superior-stealth",
        )
        for code in ("cel", "pre")
    ),
)

# ---- Seraph's Second: "requires a ready Seraph. Only usable when a non-Seraph Black Hand vampire is acting, after
# resolution. Unlock the acting Black Hand vampire. A Seraph may play only one Seraph's Second each turn."

SERAPH = vampire_trait("Seraph")
SERAPHS_SECOND = "seraphs-second"

card(
    "Seraph's Second",
    Use(
        MODIFIER,
        seq(InTurn(SERAPHS_SECOND, per_vampire=True), Unlock(target=True)),
        moments=AFTER,
        other=True,
        vampire=True,
        when=once_per_turn(SERAPHS_SECOND),
        targets=acting_minion_of(all_kinds(vampire_trait("Black Hand"), not_kind(SERAPH))),
        text="unlock the acting Black Hand vampire (one each turn per Seraph)",
    ),
    requires=minion_is(SERAPH),
    requires_text="Requires a ready Seraph",
)


# ---- Patterns in the Chaos: "only usable after resolution of a successful bleed. [dem] Look at the top card of the
# library of the target Methuselah. [DEM] Look at the target Methuselah's hand." (Told to you alone.)

card(
    "Patterns in the Chaos",
    levels(
        "dem",
        Use(
            MODIFIER,
            LookAtLibraryTop(),
            moments=AFTER,
            when=all_of(successful, during_bleed),
            targets=action_target,
            text="look at the top card of the target Methuselah's library",
        ),
        Use(
            MODIFIER,
            LookAtHand(),
            moments=AFTER,
            when=all_of(successful, during_bleed),
            targets=action_target,
            text="look at the target Methuselah's hand",
        ),
    ),
)


# ---- Unleash the Hounds: "only usable during a bleed action. [dom] +1 bleed (limited). [vis] +1 bleed (limited). [VIS]
# Only usable by a unique slave Gargoyle. +1 bleed for each ready vampire of the enslaving clan you control (limited)."

card(
    "Unleash the Hounds",
    mode("dom", bleed_mod(1)),
    mode("vis", bleed_mod(1)),
    superior(
        "vis",
        bleed_mod(
            PerEnslavingClan(),
            when=all_of(
                during_bleed,
                minion_is(all_kinds(of_clan("Gargoyle"), vampire_trait("Slave"), unique_minion)),
            ),
            text="+1 bleed for each ready vampire of the enslaving clan you control (limited)",
        ),
    ),
)


# ---- Revelation of Desire: "only usable during a bleed action. [ser] +1 bleed (limited). [SER] Burn 1 of your
# corruption counters from a minion controlled by the target Methuselah to get +3 bleed against that Methuselah
# (limited)."

card(
    "Revelation of Desire",
    levels(
        "ser",
        bleed_mod(1),
        bleed_mod(
            3,
            BurnCorruption(),
            targets=corrupted_of_target,
            text="burn 1 of your corruption counters from a minion of the target Methuselah: +3 bleed (limited)",
        ),
    ),
)


# ---- Mirror's Visage: "[chi] Only usable if this vampire is blocked, before block resolution. Unlock this vampire,
# lock the blocking minion, and end the action. This vampire cannot perform actions again this turn. [CHI] +2 stealth if
# this is an undirected action, otherwise +1 stealth."

card(
    "Mirror's Visage",
    basic(
        "chi",
        Use(
            MODIFIER,
            seq(LockBlocker(), NoMoreActions(), EndAction(unlock=True)),
            moments=BLOCKED,
            text="unlock this vampire, lock the blocking minion and end the action; no more actions this turn",
        ),
    ),
    superior("chi", stealth_mod(2, when=acting(any_minion, undirected=True), text="+2 stealth (an undirected action)")),
    superior("chi", stealth_mod(1, when=directed_action, text="+1 stealth (a directed action)")),
)


# ---- Claiming the Body: "requires a ready unlocked Blood Brother of the same circle as another one who has just been
# blocked, before block resolution. [san] Lock the blocking minion and end the action. [SAN] As above, and unlock the
# acting Blood Brother." (The action ends at once: RTR 20180719.)

CLAIMING_WHEN = all_of(unlocked, same_circle_as_actor)

card(
    "Claiming the Body",
    levels(
        "san",
        Use(
            MODIFIER,
            seq(LockBlocker(), EndAction(unlock=False)),
            other=True,
            vampire=True,
            moments=BLOCKED,
            when=CLAIMING_WHEN,
            text="lock the blocking minion and end the action",
        ),
        Use(
            MODIFIER,
            seq(LockBlocker(), EndAction(unlock=True)),
            other=True,
            vampire=True,
            moments=BLOCKED,
            when=CLAIMING_WHEN,
            text="lock the blocking minion and end the action; unlock the acting Blood Brother",
        ),
    ),
)


# ---- Walk of Caine: "[san] Only usable as a bleed action is announced. Choose X ready Blood Brothers you control with
# 1 or more blood of the same circle as this Blood Brother, including this Blood Brother. Each chosen Blood Brother burns
# 1 blood. +X bleed (limited). [SAN] As above, but usable any time before the action is resolved." (Up to five chosen.)

WALK_OF_CAINE = bleed_mod(
    0,
    ChosenBurnForBleed(),
    targets=several_of(5, circle_with_blood),
    text="X Blood Brothers of this one's circle burn 1 blood each: +X bleed (limited)",
)

card(
    "Walk of Caine",
    levels("san", replace(WALK_OF_CAINE, moments=ANNOUNCE), WALK_OF_CAINE),
)


# ---- Predator's Transformation (issue 37, tenth list): "[abo] [REFLEX] Cancel a frenzy card played on this vampire as
# it is played. [abo] [ACTION MODIFIER] Only usable as the action is announced. +1 stealth, even if stealth is not yet
# needed. [ABO] [ACTION MODIFIER][COMBAT] Only usable when this vampire burns a minion controlled by your prey, either
# in combat or as a (D) action. Your prey burns two pool. A vampire may play only one Predator's Transformation at
# superior each action." (the reflex: another Methuselah's frenzy card on this vampire, LSJ 20051113, its cost still
# paid, RBK cancel-a-card; in combat, the minion burned while opposing it, LSJ 20090922, at the end of that round as
# Orgy of Blood; as a (D) action, a minion of the prey burned as this vampire's directed action resolves, not in a
# combat nor by a referendum, LSJ 20090922; the superior mode once each action, vocab.action.Note)
PREDATORS = "Predator's Transformation"
PREDATORS_REFLEX = FrenzyOnThis(PREDATORS)
PREDATORS_SUPERIOR = "predators-transformation"
PREDATORS_BURNED = "predators-transformation-burned"


def predator_burned_by_action(s: VTESState, info: dict[str, Any]) -> None:
    """A minion of the acting vampire's prey burned as its directed action resolves (``this-action`` mark)."""
    a = action_of(s)
    if a is None or not a.directed or a.stage != "after" or current_combat(s) is not None:
        return
    if a.actor in s.minions and is_vampire(s, a.actor) and info.get("seat") == s.prey(a.actor_seat):
        s.marks[("this-action", PREDATORS_BURNED, a.actor)] = True


def burned_prey_minion_by_action(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return ("this-action", PREDATORS_BURNED, uid) in s.marks


card(
    PREDATORS,
    mode(
        "abo",
        Use(
            COMBAT,
            CancelPlayed(unpaid=False),
            moments=AS_PLAYED,
            when=PREDATORS_REFLEX,
            text="[REFLEX] cancel a frenzy card played on this vampire as it is played",
        ),
        key="abo-reflex",
    ),
    mode(
        "abo",
        Use(
            MODIFIER,
            Stealth(1),
            moments=ANNOUNCE,
            text="as the action is announced: +1 stealth, even if not yet needed",
        ),
    ),
    *(
        replace(
            superior(
                "abo",
                Use(
                    as_,
                    seq(Note(PREDATORS_SUPERIOR), TargetBurnsPool(2, prey=True)),
                    moments=moments,
                    when=all_of(burned, once_per_action(PREDATORS_SUPERIOR)),
                    vampire=True,
                    text=f"this vampire burned a minion of your prey {how}: your prey burns 2 pool",
                ),
            ),
            key=key,
        )
        for as_, moments, burned, how, key in (
            (MODIFIER, AFTER, burned_prey_minion_by_action, "as a (D) action", "superior"),
            (COMBAT, END_ROUND, opposing_of_prey_burned, "in combat", "superior-combat"),
        )
    ),
)
rule(PREDATORS, core.CANCELLERS, PREDATORS_REFLEX.may)
on(PREDATORS, "burned", predator_burned_by_action)


# ---- Bribes (issue 37, tenth list): "Only usable during a referendum before votes and ballots are cast. Gain 1 pool.
# Any other Methuselah who casts one or more votes or ballots in favor of and does not cast votes or ballots against
# the referendum gains 1 pool when the results of the referendum are tallied." (the acting vampire's referendum; the
# Methuselahs paid as the referendum ends, one pool for each Bribes played on it, VT-REF-05)
BRIBED = "bribes"


def bribes_noted(s: VTESState, p: Play) -> None:
    s.marks[("this-action", BRIBED)] = (*s.marks.get(("this-action", BRIBED), ()), p.seat)


def bribes_tallied(s: VTESState, info: dict[str, Any]) -> None:
    players = s.marks.get(("this-action", BRIBED), ()) if s.marks else ()
    ref = info.get("referendum")
    if not players or ref is None or ref.rkind == BLOOD_HUNT:
        return
    s.marks.pop(("this-action", BRIBED), None)
    sides: dict[int, set[str]] = {}
    for c in ref.cast:
        if c[1] >= 0:
            sides.setdefault(c[1], set()).add(c[2])
    for seat, cast in sorted(sides.items()):
        n = sum(1 for t in players if t != seat)
        if cast == {"for"} and n and s.in_game(seat):
            ops.gain_pool(s, seat, n)
            ops.say(s, N_("{seat} gains {n} pool ({name})."), seat=s.seat_name(seat), n=n, name="Bribes")


card(
    "Bribes",
    Use(
        MODIFIER,
        seq(GainPool(1), code(bribes_noted, tags=("bribes",))),
        moments=POLL,
        when=all_of(political_polling, before_votes),
        text="gain 1 pool; each other Methuselah casting only in favor gains 1 pool when the votes are tallied",
    ),
)
on("Bribes", "referendum-end", bribes_tallied)
