"""Reaction cards (VT-CARD-50 to VT-CARD-52): played by ready unlocked minions of other Methuselahs.

Also the Action Modifier/Reaction cards (one CardDef, a MODIFIER use and a REACTION use).

Common shapes (vocab/uses.py):

- "+N intercept": only by the minion attempting to block, and only while needed (VT-STL-05):
  :func:`~.vocab.uses.intercept`;
- bounces: state C, "after blocks are declined" (VT-BLK-08): :func:`~.vocab.uses.bounce`;
- wake cards: :func:`~.vocab.uses.wake` (VT-TERM-20), usable in states A, B, C, after resolution
  (ruling LSJ 20091123) and in a card's as-played window (VT-TERM-21);
- "unlocks and attempts to block": the normal blocking restrictions apply (ruling ANK 20180623),
  and a minion already attempting to block may use it (ruling ANK 20181122-2);
- "if this vampire blocks, ... during the resulting combat": :func:`~.vocab.action.if_blocks`, armed
  when the block succeeds, applied at the start of the combat that follows (rulings LSJ 20010813,
  LSJ 20010814-2: only that combat, and again after a second block of the same action).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from .. import ops
from ..combat import Strike
from ..hooks import (
    ACTION_TRIGGERS,
    ACTION_TYPES,
    GRANTS,
    MASTER,
    MODIFIER,
    REACTION,
    VOTE_CHANGES,
    Ability,
    Ctx,
    Play,
    Use,
)
from ..impulse import ask
from ..state import VTESState
from ..stats import is_vampire, titled
from . import core
from .vocab.action import (
    AttemptBlock,
    Bleed,
    BleedToZero,
    BlockerIntercept,
    EndAction,
    FailBlock,
    InCombat,
    Intercept,
    InterceptNoted,
    KindIntercept,
    Lock,
    LockOpposing,
    LockUnlessBlocks,
    MayBurnForIntercept,
    NoLockForBlock,
    NoNextUnlock,
    Note,
    OnActingIfBlocks,
    ReduceBleed,
    StealthToZero,
    Unlock,
    UnlockEach,
    Wake,
    action_of,
    if_blocks,
)
from .vocab.action import flag as action_flag
from .vocab.amounts import More
from .vocab.combat import AnyCardPlayed, CancelPlayed, CombatMod, EnterCombat, PlayedCard
from .vocab.inplay import (
    ON_LOCATION,
    BearerIntercept,
    BurnCard,
    BurnThis,
    bearer_blocking,
    burn_to_fail_at_location,
    burned_with_its_location,
    location_acted_on,
    on_bearer,
    reactor_bleeding_bearer,
)
from .vocab.kinds import (
    acting,
    all_kinds,
    anarch_minion,
    any_minion,
    blocking,
    capacity_at_least,
    corrupted,
    has_discipline,
    has_trait,
    in_sect,
    minion_is,
    not_kind,
    of_clan,
    on_path,
    titled_vampire,
    vampire_trait,
)
from .vocab.minion import BurnBlood, CheaperForClan, InTurn, PhaseActions, PutOn, stays
from .vocab.pays import phase_of
from .vocab.politics import (
    Abstain,
    CancelReferendum,
    FailsIfTitled,
    FewerVotes,
    FewerVotesRule,
    MirrorPoolLoss,
    VotesEach,
    political_action,
)
from .vocab.prims import code, seq, tagged
from .vocab.registry import (
    abilities,
    as_too,
    basic,
    card,
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
    Minions,
    acting_minion_of,
    against_only,
    blocker_of,
    cast_vampires,
    enslaving_blocker,
    locked_may_block,
    predators_predator,
    several_of,
)
from .vocab.uses import (
    Part,
    bleed_mod,
    bounce,
    combo_uses,
    intercept,
    reduce_bleed,
    stealth_mod,
    votes_mod,
    votes_reaction,
    wake,
)
from .vocab.when import (
    ACTION_STAGES,
    AFTER,
    AS_PLAYED,
    BLOCK_ATTEMPT,
    BLOCKED,
    BLOCKING,
    POLL,
    WAKE,
    about_to_fight,
    all_of,
    ally_or_younger_acting,
    ally_or_younger_blocking,
    anarch,
    any_of,
    before_votes,
    bleeding_you,
    bleeding_you_after_blocks,
    block_attempted,
    blocks_declined,
    directed_action,
    directed_at_you,
    during_bleed,
    has_blocked,
    has_blood,
    has_title,
    is_blocker,
    may_attempt_block,
    may_block_anyhow,
    moments,
    more_than_two,
    not_with,
    once_between_unlocks,
    once_per_turn,
    political_polling,
    polling,
    predator_acting,
    unlocked,
    younger_acting,
)

AT_YOU_BLOCKING = all_of(directed_at_you, is_blocker)
#: What a minion gets in the combat resulting from its block.
OPTIONAL_MANEUVER = InCombat((("maneuver", "", "combat"),))
PREVENT_1_FIRST_ROUND = InCombat((("shield", 1, "round"),))  # the first round only: round modifiers end with it
#: "... gets 1 optional maneuver and cannot use equipment during the resulting combat" (the combat key
#: ``no-equipment``: given before the equipment's own combat-start effects).
MANEUVER_WITHOUT_EQUIPMENT = InCombat((("maneuver", "", "combat"), ("no-equipment", 1, "combat")))
COMBAT_ENDS_FIRST_ROUND = InCombat((("strike", Strike("ends", name="combat ends"), "round"),))
NO_STRIKE_FIRST_ROUND = InCombat(flags=("no-strike-first-round",))
MANEUVER_IF_BLOCKS = "1 optional maneuver in the resulting combat if this vampire blocks"


# ------------------------------------------------------------------------ bounces

card("Bait and Switch", bounce(vampire=True), requires=has_title("baron"), requires_text="Requires a baron")

# Deflection and the other bounces: also after a failed block (ruling ANK 20211003), and never to
# the acting minion's controller (ruling PIB 20130711).
card("Deflection", levels("dom", bounce(), bounce(lock=False)))

card(
    "My Enemy's Enemy",
    basic("aus", intercept(1)),
    superior(
        "aus",
        bounce(
            when=all_of(bleeding_you_after_blocks, predator_acting, more_than_two),
            targets=predators_predator,
            text="lock; change the target of the bleed to your predator's predator",
        ),
    ),
)

card("Telepathic Misdirection", levels("aus", intercept(1), bounce()))


# ------------------------------------------------------------------------ intercept

card("Enhanced Senses", levels("aus", intercept(1), intercept(2)))

card("Eyes of Argus", levels("aus", intercept(2, when=AT_YOU_BLOCKING), wake()))

card(
    "Eagle's Sight",
    levels(
        "aus",
        intercept(1),
        Use(
            REACTION,
            AttemptBlock(anyhow=True),
            moments=moments("A"),
            when=may_block_anyhow,
            text="attempt to block, ignoring the prey, predator or target restrictions",
        ),
    ),
)

card(
    "Instinctive Reaction",
    levels(
        "ani",
        intercept(1, when=all_of(predator_acting, is_blocker)),
        intercept(
            1,
            if_blocks("instinctive-reaction", OPTIONAL_MANEUVER),
            when=all_of(predator_acting, is_blocker),
            text=f"+1 intercept; {MANEUVER_IF_BLOCKS}",
        ),
    ),
)

card(
    "Spirit's Touch",
    levels(
        "aus",
        intercept(1),
        intercept(1, if_blocks("spirits-touch", OPTIONAL_MANEUVER), text=f"+1 intercept; {MANEUVER_IF_BLOCKS}"),
    ),
)

card(
    "Precognition",
    levels(
        "aus",
        intercept(1),
        intercept(
            1,
            if_blocks("precognition", PREVENT_1_FIRST_ROUND),
            text="+1 intercept; can prevent 1 damage in the first round of the resulting combat if this vampire blocks",
        ),
    ),
)

card(
    "The Warrens",
    # +2 intercept, +1 more if this Nosferatu is titled.
    intercept(
        More(2, titled), vampire=True, when=AT_YOU_BLOCKING, text="+2 intercept (+1 if this Nosferatu is titled)"
    ),
)

PROTECTION_RACKET = "protection-racket"


# "+1 intercept, with an additional +1 intercept if the acting minion is titled".
rule("Protection Racket", core.INTERCEPT_MODS, InterceptNoted(PROTECTION_RACKET, 1, more=1, actor=titled_vampire))

card(
    "Protection Racket",
    Use(
        REACTION,
        tagged(Note(PROTECTION_RACKET), intercept=1),
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


def truth_unlock(s: VTESState, uid: int, seat: int) -> None:
    """Burn 1 blood to unlock (Truth in Darkness)."""
    if s.is_ready(uid) and s.minions[uid].blood >= 1:
        ops.burn_blood(s, uid, 1)
        ops.unlock(s, uid)


def arm_truth(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is not None:
        a.trigger("blocked", TRUTH, p.by)
        a.trigger("combat-end", TRUTH, p.by)


hook("Truth in Darkness", ACTION_TRIGGERS, truth_in_darkness, TRUTH)
hook("Truth in Darkness", GRANTS, truth_unlock, TRUTH)

card(
    "Truth in Darkness",
    levels(
        "obl",
        intercept(1),
        intercept(
            1,
            code(arm_truth, tags=("unlock-after-block",)),
            text="+1 intercept; if this vampire blocks, it can burn 1 blood to unlock after block resolution",
        ),
    ),
)


# ------------------------------------------------------------------------ unlock, wake, block

UNLOCK_THIS = Use(REACTION, Unlock(), locked=True, vampire=True, text="unlock this vampire")

card(
    "Cats' Guidance",
    levels(
        "ani",
        replace(UNLOCK_THIS, moments=AFTER, when=has_blocked, text="unlock this vampire, after block resolution"),
        intercept(1),
    ),
)

card(
    "Guard Dogs",
    levels(
        "ani",
        replace(UNLOCK_THIS, when=bleeding_you),
        replace(
            UNLOCK_THIS,
            effect=seq(Unlock(), if_blocks("guard-dogs", OPTIONAL_MANEUVER)),
            when=bleeding_you,
            text=f"unlock this vampire; {MANEUVER_IF_BLOCKS}",
        ),
    ),
)

card(
    "Deep Ecology",
    mode("ani", intercept(2, when=AT_YOU_BLOCKING)),
    mode("for", reduce_bleed(2)),
    mode(
        "pro",
        replace(
            UNLOCK_THIS,
            effect=seq(BurnBlood(1), Unlock()),
            when=has_blood(1),  # ruling ANK 20210226: not playable without the blood to burn
            text="burn 1 blood to unlock",
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)

card(
    "On the Qui Vive",
    Use(
        REACTION,
        # "If this minion is an ally, they do not unlock as normal during their next unlock phase."
        seq(Wake(), Note("on-the-qui-vive", "unlocks"), NoNextUnlock(allies_only=True)),
        locked=True,
        moments=WAKE,
        when=once_between_unlocks("on-the-qui-vive"),
        text="this minion wakes",
    ),
)

card("Wake with Evening's Freshness", wake("this vampire wakes", delay="unlock"))

SENTINEL_ONCE = once_between_unlocks("shadow-sentinel")
SENTINEL_NOTE = Note("shadow-sentinel", "unlocks")
SENTINEL_ALLY = superior(
    "obl",
    Use(
        REACTION,
        seq(Wake(target=True), SENTINEL_NOTE),
        vampire=True,
        moments=WAKE,
        when=SENTINEL_ONCE,
        targets=Minions("yours", vampire=False, locked=True, kind=has_trait("wraith", "zombie")),
        text="a locked wraith or zombie ally you control wakes",
    ),
)

card(
    "Shadow Sentinel",
    basic("obl", wake("this vampire wakes", SENTINEL_NOTE, when=SENTINEL_ONCE)),
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
        AttemptBlock()(s, p)


def eyes_of_the_wild_attempt(s: VTESState, course: Any, uid: int) -> None:
    """Each block attempt of a Gangrel that played Eyes of the Wild this action offers the burn."""
    if any(key == EYES_OF_THE_WILD and u == uid for _, key, u in course.triggers):
        offer_burn(s, course, uid)


def eyes_of_the_wild_resolved(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """The attempt is over: the burn is no longer offered; a block is remembered."""
    if info.get("blocker") != uid:
        return
    drop_burn(course, uid)
    if course.blocked_by == uid:
        s.game_marks[(EYES_OF_THE_WILD, course.serial, uid)] = True


def eyes_of_the_wild_burn(s: VTESState, uid: int, seat: int) -> None:
    a = action_of(s)
    if a is None or a.blocker != uid or s.minions[uid].blood < 1:
        return
    ops.burn_blood(s, uid, 1)
    a.add_intercept(uid, 1)
    offer_burn(s, a, uid)


def eyes_of_the_wild_lock(s: VTESState, info: dict[str, Any]) -> None:
    """ "Lock this Gangrel after action resolution if they did not block this action"."""
    course = info["course"]
    for ev, key, uid in course.triggers:
        if key == EYES_OF_THE_WILD and ev == "blocked":
            blocked = s.game_marks.pop((EYES_OF_THE_WILD, course.serial, uid), False)
            if not blocked and uid in s.minions and s.is_ready(uid):
                ops.lock(s, uid)


hook("Eyes of the Wild", core.ATTEMPT_COSTS, eyes_of_the_wild_attempt)
hook("Eyes of the Wild", ACTION_TRIGGERS, eyes_of_the_wild_resolved, EYES_OF_THE_WILD)
hook("Eyes of the Wild", GRANTS, eyes_of_the_wild_burn, EYES_OF_THE_WILD)
on("Eyes of the Wild", "action-end", eyes_of_the_wild_lock)

card(
    "Eyes of the Wild",
    Use(
        REACTION,
        code(eyes_of_the_wild, block=True, intercept=1),
        locked=True,
        vampire=True,
        moments=BLOCKING,
        when=may_attempt_block,  # the normal blocking restrictions (ruling ANK 20180623)
        text="unlock and attempt to block; can burn 1 blood for +1 intercept this action",
    ),
)

card(
    "One With the Land",
    levels(
        "pro",
        intercept(2, when=AT_YOU_BLOCKING),
        Use(
            REACTION,
            seq(AttemptBlock(), if_blocks("one-with-the-land", NO_STRIKE_FIRST_ROUND)),
            locked=True,
            vampire=True,
            moments=BLOCKING,
            when=all_of(directed_at_you, may_attempt_block),
            text="unlock and attempt to block; if this vampire blocks, no strikes in the first round of the combat",
        ),
    ),
)

OR_INTERCEPT = Use(
    REACTION,
    Intercept(1, target=True),
    key="intercept",
    vampire=True,
    needs="intercept",
    targets=blocker_of(anarch_minion),
    text="an Anarch you control gets +1 intercept",
)
OR_BLOCK = Use(
    REACTION,
    seq(AttemptBlock(), Intercept(1, target=True)),
    key="block",
    vampire=True,
    moments=BLOCKING,
    targets=locked_may_block(anarch_minion),
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
    intercept(2, key="intercept"),
    Use(
        REACTION,
        seq(BurnBlood(1), AttemptBlock(), Intercept(2)),
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

card(
    "Night Terrors",
    levels(
        ("obf", "pre"),
        Use(REACTION, StealthToZero(), text="reduce the acting minion's stealth to 0"),
        Use(
            REACTION,
            seq(StealthToZero(), if_blocks("night-terrors", COMBAT_ENDS_FIRST_ROUND)),
            text="reduce the acting minion's stealth to 0; if this vampire blocks, strike: combat ends in the first "
            "round",
        ),
    ),
)

card(
    "Visions of Zapathasura",
    levels(
        ("obf", "pre"),
        reduce_bleed(3),
        Use(
            REACTION,
            seq(Lock(), BleedToZero()),
            when=all_of(bleeding_you, unlocked),  # locking is the cost: an unlocked vampire
            text="lock this vampire to reduce the bleed to 0",
        ),
    ),
)


# ------------------------------------------------------------------------ politics


card(
    "Delaying Tactics",
    Use(
        REACTION,
        CancelReferendum(),
        moments=POLL,
        when=polling,
        text="cancel the referendum",
    ),
)

SCALPEL = levels(
    ("cel", "pre"),
    Use(
        REACTION,
        Abstain(),
        moments=POLL,
        when=polling,
        targets=cast_vampires,
        text="a vampire who has cast votes is locked and abstains",
    ),
    Use(
        REACTION,
        Abstain(burn=1),
        moments=POLL,
        when=polling,
        targets=cast_vampires,
        text="a vampire who has cast votes is locked, abstains and burns 1 blood",
    ),
)

card("Scalpel Tongue", *(replace(u, as_=MODIFIER) for u in SCALPEL), *SCALPEL)

card("Ominous Chorus", as_too(votes_reaction(3, vampire=True, text="this Lasombra gets +3 votes"), MODIFIER, REACTION))

card(
    "Party Out Of Bounds",
    mode("obf", reduce_bleed(2)),
    mode("pre", votes_reaction(2)),
    mode("pro", intercept(1)),
    requires=anarch,
    requires_text="Requires an Anarch",
)

card(
    "Protected District",
    replace(reduce_bleed(3, vampire=True), key="bleed"),
    votes_reaction(3, key="votes", vampire=True, targets=against_only, text="+3 votes against the referendum"),
    requires=has_title("primogen"),
    requires_text="Requires a primogen",
)


# ------------------------------------------------------------------------ Form of the Bat

card(
    "Form of the Bat",
    basic(
        "pro",
        Use(
            MODIFIER,
            seq(BlockerIntercept(-1), if_blocks("form-of-the-bat-blocked", MANEUVER_WITHOUT_EQUIPMENT, anyone=True)),
            moments=BLOCK_ATTEMPT,
            when=block_attempted,
            text="the blocking minion gets -1 intercept; if blocked, 1 optional maneuver and no equipment in the "
            "combat",
        ),
    ),
    superior(
        "pro",
        intercept(
            1,
            if_blocks("form-of-the-bat", MANEUVER_WITHOUT_EQUIPMENT),
            text="+1 intercept; if this vampire blocks, 1 optional maneuver and no equipment in the combat",
        ),
    ),
)


# ------------------------------------------------------------------------ cards outside the Fifth Edition pool
# Each written from its printed text as data (``tabletome vtes coverage``).

card("Telepathic Counter", levels("aus", reduce_bleed(1), reduce_bleed(2)))


# ------------------------------------------------------------------------ more reactions

card("Spectral Divination", levels("nec", stealth_mod(1), intercept(1)))

YOUNGER_BLEEDING_YOU = all_of(bleeding_you_after_blocks, younger_acting)

card(
    "Redirection",
    levels(
        "dom",
        bounce(when=YOUNGER_BLEEDING_YOU, text="a younger vampire bleeds you: lock; change the target of the bleed"),
        bounce(
            when=all_of(bleeding_you_after_blocks, acting(is_vampire)),
            text="a vampire bleeds you: lock; change the target of the bleed",
        ),
    ),
)

card(
    "Murmur of the False Will",
    levels(
        "dom",
        bleed_mod(1),
        bounce(when=YOUNGER_BLEEDING_YOU, text="a younger vampire bleeds you: lock; change the target of the bleed"),
    ),
)

card(
    "Sense the Savage Way",
    levels(
        "ani",
        intercept(1),
        Use(
            REACTION,
            AttemptBlock(),
            locked=True,
            vampire=True,
            moments=BLOCKING,
            when=may_attempt_block,
            text="this locked vampire unlocks and attempts to block",
        ),
    ),
    requires=minion_is(capacity_at_least(7)),
    requires_text="Requires a vampire with capacity 7 or more",
)

card(
    "Eluding the Arms of Morpheus",
    Use(
        REACTION,
        AttemptBlock(),
        locked=True,
        vampire=True,
        moments=BLOCKING,
        when=may_attempt_block,
        text="this locked vampire unlocks and attempts to block",
    ),
)


# ------------------------------------------------------------------------ the archive's reactions (issue 37)

FORCED_AWAKENING = "forced-awakening"


def forced_awakening_arm(s: VTESState, p: Play) -> None:
    """Remember to ask for the blood as the action begins to resolve (LSJ 19990421)."""
    a = action_of(s)
    if a is not None:
        a.trigger("blocked", FORCED_AWAKENING, p.by)
        a.trigger("action-resolves", FORCED_AWAKENING, p.by)


def forced_awakening_burns(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """ "If they do not block this action, they burn 1 blood before action resolution": not if they
    blocked it, even if it then continues as if unblocked (LSJ 20070417); once."""
    done = ("this-action", FORCED_AWAKENING, uid)
    if "blocker" in info:  # a successful block: by this vampire, no blood to burn
        if info["blocker"] == uid:
            s.marks[done] = True
        return
    if done in s.marks or uid not in s.minions:
        return
    s.marks[done] = True
    if ops.burn_blood(s, uid, 1):
        ops.say(s, N_("{minion} did not block: burns 1 blood (Forced Awakening)."), minion=ops.label(s, uid))


ACTION_TRIGGERS[FORCED_AWAKENING] = forced_awakening_burns

card(
    "Forced Awakening",
    wake("this vampire wakes; if they do not block this action, they burn 1 blood", code(forced_awakening_arm)),
)


# ------------------------------------------------------------------------ the archive's reactions, 2 (issue 37)

card(
    "Sonar",
    levels(
        "pro",
        intercept(1, when=all_of(directed_action, is_blocker), delay="turn", text="+1 intercept (a directed action)"),
        intercept(1, delay="turn"),
    ),
)


card(
    "Elder Intervention",
    intercept(
        2,
        when=all_of(bleeding_you, is_blocker, not_with("Pack Tactics", same_vampire=True)),
        delay="action",
        text="+2 intercept (a bleed directed at you)",
    ),
)


# ---- about to enter combat: played as the action is blocked, before block resolution

card(
    "Obedience",
    levels(
        "dom",
        Use(
            REACTION,
            EndAction(unlock=True),
            vampire=True,
            moments=BLOCKED,
            when=about_to_fight(younger=True, acting=True),
            text="about to enter combat with an acting younger vampire: unlock it and end the action",
        ),
        Use(
            REACTION,
            EndAction(unlock=False),
            vampire=True,
            moments=BLOCKED,
            when=about_to_fight(younger=True, acting=True),
            text="about to enter combat with an acting younger vampire: end the action",
        ),
    ),
)

#: "Lock this reacting vampire: the action fails (ends)" (Mental Maze, Faerie Wards, The Mole).
LOCK_AND_FAIL = seq(Lock(), EndAction(unlock=False))

# "This card costs Followers of Set 1 fewer blood" (the Ministry).
rule("Mental Maze", core.COST_CHANGES, CheaperForClan("Mental Maze", "Ministry"))

card(
    "Mental Maze",
    levels(
        "obf",
        Use(
            REACTION,
            LOCK_AND_FAIL,
            vampire=True,
            moments=BLOCKED,
            when=about_to_fight(allies=True, younger=True, acting=True),
            text="this vampire blocks an ally or younger vampire: lock this vampire and end the action",
        ),
        Use(
            REACTION,
            EndAction(unlock=False),
            vampire=True,
            moments=BLOCKED,
            when=about_to_fight(allies=True, younger=True, acting=True),
            text="this vampire blocks an ally or younger vampire: end the action",
        ),
    ),
)

GIFT_OF_SLEEP = Use(
    REACTION,
    seq(LockOpposing(), EndAction(unlock=False)),
    vampire=True,
    moments=BLOCKED,
    when=about_to_fight(allies=True),
    text="about to enter combat with an ally: lock that ally and end the action",
)

card(
    "Gift of Sleep",
    mode("obf", stealth_mod(1)),
    *as_too(mode("obe", GIFT_OF_SLEEP), MODIFIER, REACTION),
    superior("obe", stealth_mod(1)),
)


# ---- Eyes of the Beast: put on this vampire (-1 stealth), burned during your discard phase

EYES_OF_THE_BEAST = "+1 intercept; put this card on this vampire: -1 stealth, burned during your discard phase"

card(
    "Eyes of the Beast",
    levels(
        "pro",
        intercept(1, PutOn("by"), text=EYES_OF_THE_BEAST),
        # the maneuver only in the combat of a block of this action, again after a second block (ANK 20191108)
        intercept(
            1,
            PutOn("by"),
            if_blocks("eyes-of-the-beast", InCombat((("maneuver", "", "round"),))),
            text=f"{EYES_OF_THE_BEAST}; 1 optional maneuver in the first round of the combat if this vampire blocks",
        ),
    ),
)
static("Eyes of the Beast", "stealth", on_bearer(-1))
event("Eyes of the Beast", "discard-phase", phase_of("own", BurnCard()))


# ---- intercept, unlock, block

card(
    "Quicken Sight",
    levels(
        ("aus", "cel"),
        intercept(1, if_blocks("quicken-sight", OPTIONAL_MANEUVER), text=f"+1 intercept; {MANEUVER_IF_BLOCKS}"),
        intercept(2, if_blocks("quicken-sight", OPTIONAL_MANEUVER), text=f"+2 intercept; {MANEUVER_IF_BLOCKS}"),
    ),
)

card(
    "Rat's Warning",
    levels(
        "ani",
        replace(UNLOCK_THIS, when=bleeding_you, text="a bleed against you: unlock this vampire"),
        replace(
            UNLOCK_THIS,
            effect=seq(Unlock(), if_blocks("rats-warning", InCombat((("press", 1, "combat"),)))),
            when=bleeding_you,
            text="a bleed against you: unlock this vampire; 1 optional press in the resulting combat if it blocks",
        ),
    ),
)

LOCKED_BLOCKS = Use(
    REACTION,
    AttemptBlock(),
    locked=True,
    vampire=True,
    moments=BLOCKING,
    when=may_attempt_block,
    text="this locked vampire unlocks and attempts to block",
)

card(
    "Black Sunrise",
    levels(
        "qui",
        replace(
            LOCKED_BLOCKS,
            when=all_of(directed_at_you, may_attempt_block),
            text="an action directed at you: this locked vampire unlocks and attempts to block",
        ),
        LOCKED_BLOCKS,
    ),
)

card(
    "Read the Winds",
    levels(
        ("ani", "aus"),
        intercept(1, NoLockForBlock(), delay="action", text="+1 intercept; this vampire does not lock for the block"),
        replace(
            LOCKED_BLOCKS,
            effect=seq(AttemptBlock(), Intercept(1)),
            delay="action",
            text="this locked vampire unlocks and attempts to block with +1 intercept, even if not yet needed",
        ),
    ),
)


def guardian_vigil_uses() -> tuple[Use, ...]:
    """ "More than one Discipline can be used to play this card. This Anarch attempts to block"."""
    parts = {
        "aus": Part("+1 intercept, even if intercept is not yet needed", effect=Intercept(1)),
        "cel": Part(
            "1 optional maneuver in the resulting combat if it blocks",
            effect=if_blocks("guardian-vigil", OPTIONAL_MANEUVER),
        ),
        "for": Part("it does not lock for blocking this action", effect=NoLockForBlock()),
    }
    return tuple(
        replace(
            u,
            action=None,
            effect=seq(AttemptBlock(), *((u.effect,) if u.effect else ())),
            moments=BLOCKING,
            when=may_attempt_block,
        )
        for u in combo_uses(parts, as_=REACTION, prefix="this Anarch attempts to block: ")
    )


card("Guardian Vigil", guardian_vigil_uses(), requires=anarch, requires_text="Requires an Anarch")


# ---- Lost in Translation, Sense the Sin

card(
    "Lost in Translation",
    bounce(
        # "only one Lost in Translation may be played each action" (by anyone)
        when=all_of(bleeding_you_after_blocks, ally_or_younger_acting, not_with("Lost in Translation")),
        text="an ally or younger vampire bleeds you: lock; change the target of the bleed",
    ),
)

SENSE_THE_SIN = "sense-the-sin"
# "+1 intercept, with an additional +1 intercept if the acting minion has any corruption counters"
rule("Sense the Sin", core.INTERCEPT_MODS, InterceptNoted(SENSE_THE_SIN, 1, more=1, actor=corrupted))
SENSE_THE_SIN_BLEED = "sense-the-sin-bleed"
# "Minions with any corruption counters get -1 intercept" (this action)
rule("Sense the Sin", core.INTERCEPT_MODS, KindIntercept(SENSE_THE_SIN_BLEED, corrupted))

card(
    "Sense the Sin",
    mode("aus", intercept(1, when=all_of(younger_acting, is_blocker), text="+1 intercept (a younger vampire acting)")),
    mode(
        "dai",
        Use(
            REACTION,
            tagged(Note(SENSE_THE_SIN), intercept=1),
            needs="intercept",
            when=is_blocker,
            text="+1 intercept (+1 if the acting minion has corruption counters)",
        ),
    ),
    superior(
        "dai",
        bleed_mod(
            2,
            action_flag(SENSE_THE_SIN_BLEED),
            text="+2 bleed (limited); minions with any corruption counters get -1 intercept",
        ),
    ),
)


# ---- Poison Pill: "only usable during a referendum, before votes and ballots are cast" (not one
# passing automatically, PIB 20150105: that one is not polled)

card(
    "Poison Pill",
    Use(
        REACTION,
        MirrorPoolLoss(),
        moments=POLL,
        when=all_of(polling, before_votes),
        text="if the referendum passes and its effect makes you lose pool, the acting vampire's controller loses "
        "as much",
    ),
)


card(
    "Confusion of the Eye",
    levels(
        "obf",
        replace(
            reduce_bleed(1),
            when=all_of(bleeding_you, ally_or_younger_acting),
            text="reduce a younger vampire's or an ally's bleed against you by 1",
        ),
        Use(
            REACTION,
            seq(Abstain(lock=False, acting=True), FailsIfTitled()),
            moments=POLL,
            when=all_of(polling, before_votes),
            text="the acting vampire cannot cast votes or ballots in this referendum; one requiring a titled "
            "vampire fails",
        ),
    ),
)


# ---- Touch of Clarity: "usable by a ready unlocked vampire other than the acting minion"; cancels a
# non-combat card requiring Dementation, Dominate or Presence as it is played (its cost not paid)

CLARITY_OF = {
    as_: tuple(PlayedCard("Touch of Clarity", played, requiring=code, anyone=True) for code in ("dem", "dom", "pre"))
    for as_, played in ((MODIFIER, REACTION), (REACTION, MODIFIER))
}
for _records in CLARITY_OF.values():
    for _record in _records:
        rule("Touch of Clarity", core.CANCELLERS, _record.may)


def clarity_uses(as_: str) -> tuple[Use, ...]:
    when = all_of(any_of(*CLARITY_OF[as_]), unlocked)
    words = "cancel a non-combat card requiring Dementation, Dominate or Presence as it is played (no cost paid)"
    fields: dict[str, Any] = {"other": True} if as_ == MODIFIER else {}
    return levels(
        "dem",
        Use(
            as_,
            seq(CancelPlayed(), Lock()),
            moments=AS_PLAYED,
            when=when,
            vampire=True,
            text=f"{words}; lock this vampire",
            **fields,
        ),
        Use(as_, CancelPlayed(), moments=AS_PLAYED, when=when, vampire=True, text=words, **fields),
    )


card("Touch of Clarity", *clarity_uses(MODIFIER), *clarity_uses(REACTION))


# ------------------------------------------------------------------------ the archive's reactions, 4 (issue 37)

# ---- Power of All: "lock this anarch and one other unlocked ready anarch you control to cancel a library card as
# it is played. Usable even if there is no action. Not usable during your own turn." The cost of a cancelled card is
# still paid, but an action card's (paid on success) (RBK cancel-a-card); not during combat (LSJ 20080618).

POWER_OF_ALL = AnyCardPlayed("Power of All", kind=anarch_minion, count=2)
rule("Power of All", core.CANCELLERS, POWER_OF_ALL.may)

card(
    "Power of All",
    Use(
        REACTION,
        seq(Lock(), Lock(target=True), CancelPlayed(unpaid=False)),
        moments=AS_PLAYED,
        when=POWER_OF_ALL,
        targets=Minions("yours", locked=False, kind=anarch_minion, other=True),
        no_action=True,
        text="lock this anarch and another unlocked anarch you control to cancel a library card as it is played",
    ),
    requires=anarch,
    requires_text="Requires a ready anarch",
)


# ---- Dogged Pursuit (Ravnos): "only usable by a locked vampire. This vampire unlocks and attempts to block. If this
# vampire does not block this action, lock them after action resolution. [ANI] As above, and ... put this card on them
# after action resolution. This vampire can burn this card to get +1 intercept. A vampire can have only one."

DOGGED_PURSUIT = Use(
    REACTION,
    seq(AttemptBlock(), LockUnlessBlocks()),
    locked=True,
    vampire=True,
    moments=BLOCKING,
    when=may_attempt_block,
    text="this locked vampire unlocks and attempts to block; locked after resolution if it does not block",
)

card(
    "Dogged Pursuit",
    levels(
        "ani",
        DOGGED_PURSUIT,
        replace(
            DOGGED_PURSUIT,
            effect=seq(AttemptBlock(), LockUnlessBlocks(put_on=True)),
            text="this locked vampire unlocks and attempts to block; if it does not block, after resolution it is "
            "locked and this card goes on it (burn it for +1 intercept)",
        ),
    ),
)
abilities(
    "Dogged Pursuit",
    Ability(
        "burn this card: +1 intercept",
        ACTION_STAGES,
        seq(BearerIntercept(1), BurnThis(say=False)),
        when=bearer_blocking(),
        needs="intercept",
    ),
)


# ---- Melange: "[AUS] +1 intercept, and if this vampire blocks, put this card on the acting minion; you still control
# this card. During a bleed action against the controller of the attached minion, this reacting vampire can burn this
# card to get +1 bleed" (before resolution: ANK 20231124, LSJ 19970718).

card(
    "Melange",
    levels(
        "aus",
        intercept(1),
        intercept(
            1,
            OnActingIfBlocks(),
            text="+1 intercept; if this vampire blocks, put this card on the acting minion (burn it for +1 bleed "
            "when this vampire bleeds its controller)",
        ),
    ),
)
abilities(
    "Melange",
    Ability(
        "burn this card: +1 bleed",
        ACTION_STAGES,
        seq(Bleed(1), BurnThis(say=False)),
        when=reactor_bleeding_bearer,
    ),
)


# ---- more of the archive's reactions (issue 37)

card(
    "Wrong and Crosswise",
    levels(
        "dem",
        reduce_bleed(2),
        votes_reaction(4, vampire=True, targets=against_only, text="this vampire gets +4 votes against the referendum"),
    ),
)

card(
    "Aura Absorption",
    mode(
        "aus",
        intercept(1, BurnBlood(1), when=all_of(is_blocker, has_blood(1)), text="burn 1 blood: +1 intercept"),
    ),
    mode("myt", intercept(1)),
    superior("myt", stealth_mod(1)),
)

# ---- The Eldest Are Kholo (Ravnos): "only usable during the polling step of a political action. [ACTION MODIFIER]
# Each Laibon Ravnos gets +2 votes. [REACTION] Each Ravnos gets +1 vote." (every one at the table)

card(
    "The Eldest Are Kholo",
    Use(
        MODIFIER,
        VotesEach(all_kinds(of_clan("Ravnos"), in_sect("laibon")), 2, anyone=True),
        key="modifier",
        moments=POLL,
        when=political_polling,
        text="each Laibon Ravnos gets +2 votes",
    ),
    Use(
        REACTION,
        VotesEach(of_clan("Ravnos"), 1, anyone=True),
        key="reaction",
        moments=POLL,
        when=polling,
        text="each Ravnos gets +1 vote",
    ),
)


# ---- Funeral Wake: "usable by a locked vampire. [nec] Unlock a mummy, wraith, or zombie ally you control. [NEC]
# Unlock up to two mummy, wraith, and/or zombie allies you control."

FUNERAL_ALLIES = Minions("yours", vampire=False, locked=True, kind=has_trait("mummy", "wraith", "zombie"))
FUNERAL_WAKE = levels(
    "nec",
    Use(
        REACTION,
        Unlock(target=True),
        vampire=True,
        targets=FUNERAL_ALLIES,
        text="unlock a mummy, wraith or zombie ally you control",
    ),
    Use(
        REACTION,
        UnlockEach(),
        vampire=True,
        targets=several_of(2, FUNERAL_ALLIES),
        text="unlock up to two mummy, wraith and/or zombie allies you control",
    ),
)

card("Funeral Wake", *FUNERAL_WAKE, *(replace(u, locked=True) for u in FUNERAL_WAKE))


# ---- Rewind Time: "[tem] Cancel an action card as it is played (the acting minion does not lock). [TEM] Usable even
# though there is no action. Cancel a non-out-of-turn master card as it is played by another Methuselah, and its cost
# is not paid. That Methuselah gets +1 master phase action." An action card's as-played window comes before its
# action is announced: both uses are reactions out of any action (Use.no_action); never in combat (LSJ 20080618).

REWIND_ACTION = AnyCardPlayed("Rewind Time", kind=has_discipline("tem"), types=tuple(sorted(ACTION_TYPES)))
REWIND_MASTER = AnyCardPlayed("Rewind Time", kind=has_discipline("tem", 2), types=(MASTER,), in_turn=True)
rule("Rewind Time", core.CANCELLERS, REWIND_ACTION.may)
rule("Rewind Time", core.CANCELLERS, REWIND_MASTER.may)

card(
    "Rewind Time",
    mode("pre", reduce_bleed(1)),
    basic(
        "tem",
        Use(
            REACTION,
            CancelPlayed(unpaid=True),
            moments=AS_PLAYED,
            when=REWIND_ACTION,
            vampire=True,
            no_action=True,
            text="cancel an action card as it is played (the acting minion does not lock)",
        ),
    ),
    superior(
        "tem",
        Use(
            REACTION,
            seq(CancelPlayed(unpaid=True), PhaseActions(1, theirs=True)),
            moments=AS_PLAYED,
            when=REWIND_MASTER,
            vampire=True,
            no_action=True,
            text="cancel a master card as it is played, its cost not paid; that Methuselah gets +1 master phase action",
        ),
    ),
)


# ---- Truth in Ink: "requires a Black Hand vampire. Only usable when a vampire who is not Black Hand is bleeding you.
# Reduce the bleed amount by 2."

BLACK_HAND = vampire_trait("Black Hand")

card(
    "Truth in Ink",
    Use(
        REACTION,
        ReduceBleed(2),
        when=all_of(bleeding_you, acting(all_kinds(is_vampire, not_kind(BLACK_HAND)))),
        text="a vampire who is not Black Hand bleeds you: reduce the bleed by 2",
    ),
    requires=minion_is(BLACK_HAND),
    requires_text="Requires a Black Hand vampire",
)

# ---- Ophidian Gaze: "[PRE][SER] Only usable during a political action, after blocks are declined. Cancel an action
# modifier card as it is played, and its cost is not paid." (Even one played after the referendum: ANK 20180909.)

OPHIDIAN_GAZE = PlayedCard("Ophidian Gaze", MODIFIER, anyone=True)
rule("Ophidian Gaze", core.CANCELLERS, OPHIDIAN_GAZE.may)

card(
    "Ophidian Gaze",
    levels(
        ("pre", "ser"),
        reduce_bleed(2),
        Use(
            REACTION,
            CancelPlayed(unpaid=True),
            moments=AS_PLAYED,
            when=all_of(OPHIDIAN_GAZE, political_action, blocks_declined),
            vampire=True,
            text="cancel an action modifier card as it is played during a political action, its cost not paid",
        ),
    ),
)

# ---- Absolute Tyranny: "only usable during the polling step of a political action. [pot][pre] This vampire gets +3
# votes. [POT][PRE] Vampires who do not follow the Path of Power and the Inner Voice get -1 vote." (this referendum)

TYRANNY = "absolute-tyranny"
rule("Absolute Tyranny", VOTE_CHANGES, FewerVotesRule(TYRANNY, on_path("Power and the Inner Voice")))
TYRANNY_FEWER = FewerVotes(
    TYRANNY,
    N_("In this referendum, each vampire who does not follow the Path of Power and the Inner Voice gets -1 vote."),
)
TYRANNY_WORDS = "vampires who do not follow the Path of Power and the Inner Voice get -1 vote"

card(
    "Absolute Tyranny",
    basic(("pot", "pre"), votes_mod(3)),
    basic(("pot", "pre"), votes_reaction(3, vampire=True, text="this vampire gets +3 votes")),
    superior(("pot", "pre"), Use(MODIFIER, TYRANNY_FEWER, moments=POLL, when=political_polling, text=TYRANNY_WORDS)),
    superior(("pot", "pre"), Use(REACTION, TYRANNY_FEWER, moments=POLL, when=polling, text=TYRANNY_WORDS)),
)


# ---- Voices of the Castle: "[tha] Burn 1 blood to get +1 intercept. [vis] +1 intercept, or give +1 intercept to a
# vampire to whom this vampire is enslaved. [VIS] Reduce a bleed against you by 2."

card(
    "Voices of the Castle",
    mode(
        "tha",
        intercept(1, BurnBlood(1), when=all_of(is_blocker, has_blood(1)), text="burn 1 blood: +1 intercept"),
    ),
    basic("vis", intercept(1)),
    replace(
        basic(
            "vis",
            Use(
                REACTION,
                Intercept(1, target=True),
                vampire=True,
                needs="intercept",
                targets=enslaving_blocker,
                text="give +1 intercept to the vampire to whom this vampire is enslaved",
            ),
        ),
        key="vis-master",
    ),
    superior("vis", reduce_bleed(2)),
)


# ---- Sentry Signal: "[ani] or [tha] Only usable by a locked vampire. This vampire unlocks and attempts to block. [ANI]
# or [THA] Reduce a bleed against you by 3."

card("Sentry Signal", either_levels(("ani", "tha"), LOCKED_BLOCKS, reduce_bleed(3)))

# ---- Blood Awakening: "[qui] [REACTION] +1 intercept. [QUI] [ACTION MODIFIER] Only usable if a younger vampire attempts
# to block this vampire. That attempt fails and the blocking vampire cannot attempt to block this action again."

card(
    "Blood Awakening",
    basic("qui", intercept(1)),
    superior(
        "qui",
        Use(
            MODIFIER,
            FailBlock(),
            moments=BLOCK_ATTEMPT,
            when=all_of(ally_or_younger_blocking, blocking(is_vampire, None)),
            text="a younger vampire attempts to block: that attempt fails; it cannot attempt to block this action "
            "again",
        ),
    ),
)


# ---- intercept with Spiritus: Ears of the Hare, Falcon's Eye

BURN_FOR_INTERCEPT = intercept(
    1, BurnBlood(1), when=all_of(is_blocker, has_blood(1)), text="burn 1 blood: +1 intercept"
)

card("Ears of the Hare", mode("pro", BURN_FOR_INTERCEPT), levels("spi", intercept(1), intercept(2)))

card(
    "Falcon's Eye",
    mode("ani", BURN_FOR_INTERCEPT),
    levels(
        "spi",
        intercept(1),
        Use(
            REACTION,
            AttemptBlock(anyhow=True),
            moments=moments("A"),
            when=may_block_anyhow,
            text="attempt to block, ignoring the prey, predator or target restrictions",
        ),
    ),
)

# ---- Random Patterns: "[aus][dem] [REACTION] +1 intercept. [AUS][DEM] [ACTION MODIFIER] Only usable if a minion
# attempts to block. The blocking minion gets -1 intercept."

card(
    "Random Patterns",
    levels(
        ("aus", "dem"),
        intercept(1),
        Use(MODIFIER, BlockerIntercept(-1), moments=BLOCK_ATTEMPT, text="the blocking minion gets -1 intercept"),
    ),
)

# ---- Quicksilver Contemplation: "[aus] [REACTION] +1 intercept. [tem] [REACTION] Reduce a bleed against you by 2.
# [aus][tem] [ACTION MODIFIER][REACTION] Only usable during the polling step of a political action. Force a younger
# vampire to abstain (this can cancel their votes and ballots). [AUS][TEM] [ACTION MODIFIER] Only usable during a bleed
# action. +2 bleed, not counting against the limit."

QUICKSILVER_ABSTAIN = Use(
    MODIFIER,
    Abstain(lock=False),
    moments=POLL,
    when=political_polling,
    targets=Minions("others", vampire=True, younger=True),
    text="force a younger vampire to abstain",
)

card(
    "Quicksilver Contemplation",
    mode("aus", intercept(1)),
    mode("tem", reduce_bleed(2)),
    basic(("aus", "tem"), QUICKSILVER_ABSTAIN),
    basic(("aus", "tem"), replace(QUICKSILVER_ABSTAIN, as_=REACTION, when=polling)),
    superior(
        ("aus", "tem"),
        Use(MODIFIER, Bleed(2), when=during_bleed, text="+2 bleed, not counting against the (limited) rule"),
    ),
)


# ---- Faerie Wards: "only usable if an ally or younger vampire is taking an action directed at you (or a card you
# control). [aus] +2 intercept. [myt] The action fails. Lock this reacting vampire. [MYT] As [myt] above, and the acting
# minion does not unlock as normal during their next unlock phase."

FAERIE_WARDS = all_of(directed_at_you, ally_or_younger_acting)

card(
    "Faerie Wards",
    mode("aus", intercept(2, when=all_of(FAERIE_WARDS, is_blocker))),
    basic(
        "myt",
        Use(
            REACTION,
            LOCK_AND_FAIL,
            when=FAERIE_WARDS,
            text="the action fails; lock this reacting vampire",
        ),
    ),
    superior(
        "myt",
        Use(
            REACTION,
            seq(Lock(), NoNextUnlock(actor=True), EndAction(unlock=False)),
            when=FAERIE_WARDS,
            text="the action fails; lock this reacting vampire; the acting minion does not unlock as normal during "
            "their next unlock phase",
        ),
    ),
)


# ---- Speak with Spirits: "[ani] +1 intercept. Only usable during a bleed action. [spi] +1 intercept. [SPI] Only usable
# by a locked vampire. This vampire unlocks and attempts to block. Once this action, this vampire can burn 1 blood to
# get +1 intercept." (The normal blocking restrictions apply: ANK 20180623.)

card(
    "Speak with Spirits",
    mode("ani", intercept(1, when=all_of(during_bleed, is_blocker), text="+1 intercept (a bleed action)")),
    basic("spi", intercept(1)),
    superior(
        "spi",
        replace(
            LOCKED_BLOCKS,
            effect=seq(AttemptBlock(), MayBurnForIntercept()),
            text="this locked vampire unlocks and attempts to block; once this action, it can burn 1 blood for +1 "
            "intercept",
        ),
    ),
)


# ---- Fillip: "requires a vampire. Usable by a locked vampire. Choose a younger locked vampire you control. The chosen
# vampire can play reaction cards and attempt to block as though unlocked until the current action is concluded. A
# vampire may play only one Fillip each turn." (The chosen vampire wakes, VT-TERM-20.)

FILLIP = Use(
    REACTION,
    seq(InTurn("fillip", per_vampire=True), Wake(target=True)),
    vampire=True,
    moments=WAKE,
    when=once_per_turn("fillip"),
    targets=Minions("yours", vampire=True, locked=True, younger=True),
    text="a younger locked vampire you control can react and block as though unlocked this action",
)

card("Fillip", FILLIP, replace(FILLIP, locked=True))


# ---- Salt of Thoth: "Usable by a locked Tremere. Cause an action directed at a location you control to fail
# and put this card on that location. You may burn this card to cause an action directed at this location to
# fail." Not while a block is being attempted or after a successful one (ANK 20260316, LSJ 20041022); the
# action fails, unblocked (LSJ 20070219), having reached its end (ANK 20211015: VT-MIN-07 holds). An action is
# directed at a location when it is the location's own ability (burn this location) or names it. Put on the
# location, the card stays in its controller's area, burned if the location leaves play.

SALT = "Salt of Thoth"


def salt_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return location_acted_on(s, ctx, seat) >= 0


def salt_fails(s: VTESState, p: Play) -> None:
    loc = location_acted_on(s, Ctx("", action_of(s)), p.seat)
    if loc >= 0:
        ops.put_in_play(s, p.card, p.seat, data=(ON_LOCATION, loc))
        stays(s)
        ops.say(s, N_("{card} is put on {where}."), card=SALT, where=ops.label(s, loc))
    EndAction(unlock=False)(s, p)


card(
    SALT,
    Use(
        REACTION,
        code(salt_fails, tags=("action-fails", "put-on")),
        locked=True,
        when=salt_when,
        text="the action directed at your location fails; put this card on that location",
    ),
)
abilities(
    SALT,
    burn_to_fail_at_location(),
)
on(SALT, "card-burned", burned_with_its_location)


# ---- Eyes of the Night: "[obt] +1 intercept. [OBT] As above, with 1 optional maneuver or press during the resulting
# combat if this vampire blocks." (one modifier, used either way: core.MANEUVER_OR_PRESS)

card(
    "Eyes of the Night",
    levels(
        "obt",
        intercept(1),
        intercept(
            1,
            if_blocks("eyes-of-the-night", InCombat(((core.MANEUVER_OR_PRESS, 1, "combat"),))),
            text="+1 intercept; if this vampire blocks, 1 optional maneuver or press in the combat",
        ),
    ),
)


# ---- Detect Authority: "Requires an Anarch. [ani] Only usable during an action directed at a minion or location you
# control. The action fails unless the acting minion burns 2 blood (allies cannot burn blood). [ser] +1 intercept.
# [tha] Reduce a bleed against you by 2." The acting minion's Methuselah chooses whether it burns the 2 blood.

PAY_2_BLOOD, DECLINE = Action("burn-2-blood"), Action("decline")


def at_your_minion_or_location(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    a = ctx.action
    if a is None or not a.directed or a.aplay is None:
        return False
    if location_acted_on(s, ctx, seat) >= 0:
        return True
    return any(isinstance(t, int) and t in s.minions and s.controller(t) == seat for t in a.aplay.targets)


def detect_authority_fails(s: VTESState, p: Play) -> None:
    a = action_of(s)
    if a is None or a.actor not in s.minions:
        return
    if not is_vampire(s, a.actor) or s.minions[a.actor].blood < 2:
        detect_authority_paid(s, (), DECLINE)
        return
    question = said(N_("{card}: burn 2 blood, or the action fails."), card="Detect Authority")
    ask(s, a.actor_seat, question, [PAY_2_BLOOD, DECLINE], detect_authority_paid, ())


def detect_authority_paid(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    a = action_of(s)
    if a is None or a.actor not in s.minions:
        return
    if action == PAY_2_BLOOD:
        ops.burn_blood(s, a.actor, 2)
        ops.say(s, N_("{minion} burns {n} blood."), minion=ops.label(s, a.actor), n=2)
        return
    ops.say(s, N_("The action fails ({card})."), card="Detect Authority")
    EndAction(unlock=False)(s, Play(a.actor_seat, -1, 0, -1, a.actor))


card(
    "Detect Authority",
    mode(
        "ani",
        Use(
            REACTION,
            code(detect_authority_fails, tags=("action-fails",)),
            when=at_your_minion_or_location,
            text="the action directed at your minion or location fails unless the acting minion burns 2 blood",
        ),
    ),
    mode("ser", intercept(1)),
    mode("tha", reduce_bleed(2)),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- The Mole (issue 37, tenth list): "Requires a ready anarch. Only usable when a non-anarch minion is acting. [ani]
# Only usable by a locked vampire. This vampire unlocks and attempts to block. [cel] +1 intercept. Not usable if the
# acting minion has Celerity [cel]. [dom] Only usable when you are being bled by a younger vampire. Lock this vampire
# to cause the action to fail." (played by an Anarch, as the other "requires a ready anarch" minion cards; [ani] not
# ignoring who may block, ANK 20180623; [dom] not while a block is being attempted nor after a successful one, ANK
# 20260316, LSJ 20041022: the action fails unblocked, having reached its end, as Faerie Wards's)
NON_ANARCH_ACTING = acting(not_kind(anarch_minion))


def unblocked_so_far(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    a = ctx.action
    return a is not None and a.blocker not in s.minions and a.blocked_by < 0


card(
    "The Mole",
    mode("ani", replace(LOCKED_BLOCKS, when=all_of(may_attempt_block, NON_ANARCH_ACTING))),
    mode(
        "cel",
        intercept(
            1,
            when=all_of(is_blocker, NON_ANARCH_ACTING, acting(not_kind(has_discipline("cel")))),
            text="+1 intercept (the acting minion without Celerity)",
        ),
    ),
    mode(
        "dom",
        Use(
            REACTION,
            LOCK_AND_FAIL,
            vampire=True,
            when=all_of(bleeding_you, younger_acting, NON_ANARCH_ACTING, unblocked_so_far),
            text="you are being bled by a younger vampire: lock this vampire, the action fails",
        ),
    ),
    requires=anarch,
    requires_text="Requires a ready anarch",
)


# ---- Fast Reaction: "Only usable after a combat between a blocking minion you control other than this vampire and
# the acting minion. [aus] Lock this vampire. This vampire enters combat with the acting minion. The first round of
# this new combat, the acting minion cannot strike. [AUS] As above, with an optional press." (after block
# resolution, the acting minion still ready; once that combat is followed by another, no more: one Fast Reaction
# combat each action. Left out: a blocker burned in its combat no longer names the Methuselah who controlled it)
FAST_REACTION = "fast-reaction"


def after_others_block_combat(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    a = ctx.action
    if a is None or a.blocked_by < 0 or a.blocked_by == uid or a.blocked_by not in s.minions:
        return False
    if s.controller(a.blocked_by) != seat or a.actor not in s.minions or not s.is_ready(a.actor):
        return False
    return not any(isinstance(k, tuple) and k[:2] == ("this-action", FAST_REACTION) for k in s.marks)


def fast_reaction(text: str, *mine: CombatMod) -> Use:
    then = (CombatMod("no-strike", 1, "round", who="opposing"), *mine)
    return Use(
        REACTION,
        seq(Lock(), Note(FAST_REACTION), EnterCombat(then=then)),
        moments=AFTER,
        when=after_others_block_combat,
        targets=acting_minion_of(any_minion),
        vampire=True,
        text=text,
    )


FAST_REACTION_TEXT = "lock this vampire to enter combat with the acting minion, who cannot strike in the first round"
card(
    "Fast Reaction",
    levels(
        "aus",
        fast_reaction(FAST_REACTION_TEXT),
        fast_reaction(f"{FAST_REACTION_TEXT}; 1 optional press", CombatMod("press", 1, "round")),
    ),
)
