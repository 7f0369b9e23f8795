"""Master cards other than locations (VT-CARD-32 to VT-CARD-44): cards put on vampires or in play,
trifles (VT-CARD-35), archetypes, Discipline cards (VT-CARD-37), out-of-turn cards (VT-CARD-41)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from .. import ops
from ..actions import is_equipment
from ..cards import load_cards
from ..combat import ALLY_BURN_BOUND, current_combat, enter_combat, inflict
from ..contests import CONTESTED_TITLE, gain_title
from ..hooks import (
    ACTION,
    ACTION_COSTS,
    ALLY,
    ANY_CARD,
    CARDS,
    COMBAT,
    EQUIPMENT,
    EVENT,
    GRANT_WHEN,
    GRANTS,
    MASTER,
    MODIFIER,
    OOT,
    POLITICAL,
    REACTION,
    RETAINER,
    VOTE_CHANGES,
    Ability,
    ActionSpec,
    Ctx,
    Play,
    Use,
)
from ..impulse import ask
from ..model import facts
from ..play import (
    AS_FROM_HAND,
    CARD_LEVELS,
    CONTROLLER,
    IN_PLAY,
    OUSTING,
    PLAY_LEVEL,
    TRIFLE_NEXT,
    Resolve,
    being_played,
    cancel_played,
    deck_may_hold,
    end_delays,
    pay,
    plays_of,
    stays,
    used_disciplines,
)
from ..politics import BLOOD_HUNT, current_referendum
from ..state import VTESState
from ..stats import CAPACITY_CAPS, capacity, has_clan, is_anarch, is_monster, is_vampire
from ..stats import static as stat_value
from ..traits import BLOOD_CURSE_LIFTED
from . import core
from .vocab.action import (
    ActorBurnsBlood,
    AttemptBlock,
    BarWhileActing,
    BecomesAnarch,
    Bleed,
    BounceCancelled,
    BurnActingMinion,
    BurnEdge,
    EndAction,
    Intercept,
    Lock,
    Redirect,
    ReduceBleed,
    Stealth,
    Unlock,
    action_of,
    actors_prey,
    ask_discard,
    barred_from_blocking,
    barred_from_reacting,
    cancel_next_bounce,
    not_predator_acting,
    vampire_and_prey_minion,
)
from .vocab.combat import (
    AGGRAVATED,
    FIGHT,
    CancelPlayed,
    EndCombat,
    EndCombatTorpor,
    InflictUnpreventable,
    Prevent,
    aggravated_strike_target,
)
from .vocab.inplay import (
    BURN_COUNTER,
    BURN_THIS,
    BURN_THIS_MINION,
    AddCounter,
    BearerBurnedInCombat,
    BearerBurnsBlood,
    BearerCannotPlay,
    BearerCheaper,
    BearerGainsBlood,
    BearerStealthDuring,
    BearerUnblockable,
    BleedCounters,
    BleedPerPreyTorpor,
    BurnCard,
    BurnCounter,
    BurnTargetCard,
    BurnUnlessHunted,
    CancelsNextCanceller,
    CardHeld,
    CostsMoreAround,
    CostsMoreWhile,
    CounterBloodTo,
    CountersToPool,
    CounterWhenFoeLeaves,
    DamageActor,
    DisciplineCardsWait,
    DuringAction,
    EventCanceller,
    FillsOnHunt,
    FirstDisciplineCardReveals,
    GainsOnBleed,
    GainsOnBlock,
    GainsOnPassed,
    Held,
    HuntToll,
    KindGets,
    Locations,
    LocationsForPool,
    MinionCardCanceller,
    MoveThisTo,
    NotAgainThisTurn,
    PerVictoryPoint,
    PutOnNaming,
    SavedFromBurning,
    SuperiorCostsMore,
    TakeAction,
    UnlockBearer,
    UnlockThis,
    ally_being_burned,
    and_card_named,
    attempted_no_action,
    bearer,
    bearer_damaged,
    bearer_succeeded_costing_blood,
    bearer_targeted,
    blocker_controller_burns,
    burn_this_action,
    burn_with_bearer_torpor,
    const,
    controller_of,
    counters_at_least,
    each_combat,
    equippers_unlock_at_end,
    event_card_of_another,
    first_block_combat_each_turn,
    gains_blood,
    hand_size_this_turn,
    has_counters,
    imbued,
    intercept_location,
    is_vampire_actor,
    kind_each_combat,
    minion_and_named,
    minion_card_of_another,
    named_may_fight,
    not_burned,
    not_played_again,
    on_bearer,
    on_its_bearer,
    other_gehenna_event,
    own_location_sets,
    steal_ability,
    the_acting,
    the_bearer,
    this_locked_bearer_bleeds,
    who_hunted,
    yours_on_yours,
)
from .vocab.kinds import (
    acting,
    all_kinds,
    ally,
    anarch_minion,
    any_kind,
    bearing,
    below_superior,
    blocking,
    blood_at_most,
    capacity_at_least,
    capacity_at_most,
    controller_pool_at_most,
    controls_ready,
    entered_last_influence,
    has_discipline,
    has_trait,
    in_sect,
    in_torpor,
    infernal,
    minion_is,
    not_kind,
    of_clan,
    on_path,
    titled_vampire,
    vampire_trait,
    with_title,
    without_archetype,
)
from .vocab.minion import (
    VAMPIRE_DISCIPLINES,
    AddBlood,
    AsSuperior,
    BearerDirectedActionsCost,
    BecomesAlly,
    BloodAmounts,
    BloodOrPool,
    BurnLibrary,
    BurnTarget,
    ClanCheaperWhile,
    CryptToUncontrolled,
    DiscardAsked,
    DiscardChosen,
    DisciplineOn,
    DistributeBlood,
    DrawCards,
    EachToChosen,
    EachToPool,
    FillBlood,
    FirstEquipment,
    GainPool,
    HandCards,
    HoldFromAsh,
    InGame,
    InTurn,
    MoreTransfers,
    MoveBlood,
    PayPool,
    PoolToVampires,
    PutInPlay,
    PutInPlayPer,
    PutOn,
    PutOnWithDiscipline,
    RemoveFromAsh,
    ReorderTop,
    RescuerPaysLess,
    ReshuffleUncontrolled,
    RevealCrypt,
    SearchCrypt,
    SearchToHand,
    SpendPhaseAction,
    StealMinion,
    ask_private,
    blood_or_pool,
    crypt_clan,
    distinct_slugs,
    gehenna_event,
    own_to_others_vampire,
    own_vampire_and_discipline,
    prey_ash_to_hold,
    to_younger_of_clan,
    weapon_card,
)
from .vocab.pays import (
    BLOOD,
    BleedCap,
    BloodOrBurned,
    BloodOrBurnedChosen,
    BurnAfterYouBleed,
    BurnAllCards,
    BurnAnotherEvent,
    BurnOneOfClan,
    BurnsPool,
    CapacityAtMostCounters,
    CounterOffOnGehenna,
    KeepInGame,
    LocksOldest,
    LockUnlessDiscard,
    LoseCounter,
    NoMorePlayed,
    PassControl,
    PoolOr,
    PoolToCounter,
    PoolUnlessBurns,
    StealFromSaved,
    ThisCard,
    VictoryPointsInstead,
    WhenLost,
    bearer_in_torpor,
    being_ousted_pool,
    controls_no_ready,
    events_in_play,
    gehenna_events,
    is_boon,
    master_boon,
    phase_of,
    saved_unlocking,
    unlock_event,
    when_lost,
)
from .vocab.politics import (
    Abstain,
    ChosenGetsVotes,
    CounterEachUnlock,
    FewerVotes,
    FewerVotesRule,
    InGameEach,
    MethuselahVotes,
    NextPassesAutomatically,
    ReferendumFails,
    TitleCard,
    VotesEach,
    called_by_this,
    is_title_card,
    may_call_referendum,
    not_automatic,
    once_each_game_per_methuselah,
    own_kind_and_side,
    political_action,
)
from .vocab.prims import Gives, code, seq, tagged
from .vocab.registry import (
    WhileOnTable,
    abilities,
    card,
    card_id,
    event,
    flag,
    hook,
    hook_while_on_table,
    lend_flag,
    on,
    rule,
    static,
)
from .vocab.targets import (
    ANY_READY_MINION,
    ANY_READY_VAMPIRE,
    OTHERS_READY_MINION,
    READY_VAMPIRE_YOU_CONTROL,
    VAMPIRE_YOU_CONTROL,
    Args,
    ChooserAndYounger,
    Minions,
    Uncontrolled,
    blocker_of,
    sides,
    uncontrolled_of,
    undirected,
)
from .vocab.when import (
    ACTION_STAGES,
    AFTER,
    ANY_TIME,
    AS_PLAYED,
    BEFORE_RANGE,
    DAMAGE,
    DISCARD,
    INFLUENCE,
    MASTER_PHASE,
    MINION_ANY,
    MINION_PHASE,
    POLL,
    PRESS,
    STATE_C,
    UNLOCK,
    all_of,
    ash_holds,
    bled_for,
    bleeding_you,
    bleeding_you_after_blocks,
    bleeding_your_prey,
    crypt_not_empty,
    has_blood,
    has_edge,
    has_hand,
    has_phase_action,
    has_pool,
    may_block_ignoring_who,
    once_in_game,
    once_per_turn,
    political_polling,
    polling,
    pool_below,
    referendum_passed,
)

ARCHETYPE = "archetype"
TRIFLE = "trifle"
PUT_IN_PLAY = Use(MASTER, PutInPlay(), text="put in play")


# ------------------------------------------------------------------------ small helpers


def copies_in_play(s: VTESState, cid: int) -> Iterator[int]:
    """Uids of the copies of a card in play in some Methuselah's area (not on a minion)."""
    placed = s.placed
    for zone in s.inplay:
        for uid in zone:
            if placed[uid].card == cid:
                yield uid


def bears(s: VTESState, uid: int, cid: int) -> bool:
    m = s.minions.get(uid)
    return m is not None and any(s.placed[p].card == cid for p in m.cards)


def controls_ready_anarch(s: VTESState, seat: int) -> bool:
    return any(is_anarch(s, v) for v in s.ready[seat])


def vampires_of(s: VTESState, seat: int) -> Iterator[int]:
    """The vampires a Methuselah controls, ready or in torpor."""
    for v in s.ready[seat] + s.torpor[seat]:
        if is_vampire(s, v):
            yield v


def all_vampires(s: VTESState) -> Iterator[int]:
    """Every vampire in play (controlled, ready or in torpor)."""
    for t in s.remaining():
        yield from vampires_of(s, t)


def unlocked_ready_bearer(s: VTESState, src: int) -> int:
    """The ready unlocked minion a card is on, or -1 ("this Salubri can lock to...")."""
    uid = bearer(s, src)
    if uid in s.minions and s.is_ready(uid) and not s.minions[uid].locked:
        return uid
    return -1


# ------------------------------------------------------------------------ Anarch Revolt


# "A Methuselah not controlling a ready Anarch burns 1 pool during their unlock phase" (the event below).
card(
    "Anarch Revolt",
    Use(
        MASTER,
        tagged(PutInPlay(), "burns-own-pool"),
        text="put in play: no ready Anarch, burn 1 pool each unlock",
    ),
)
# Checked as the unlock phase ends, i.e. when the master phase begins (LSJ 20080106: no ready Anarch
# "by the end of the unlock phase"); each copy burns 1 (LSJ 19980225).
event(
    "Anarch Revolt",
    "master-phase",
    phase_of("each", BurnsPool(1, if_=controls_no_ready(anarch_minion), why=N_(" controls no ready Anarch and"))),
)
abilities(
    "Anarch Revolt",
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        # The referendum passed: Anarch Revolt is burned. Called by an ability, not a political action
        # card, the referendum gives its caller no card vote (VT-VOTE-04); the caller may burn a
        # political action card for a vote like anybody (VT-VOTE-05).
        BURN_THIS,
        when=may_call_referendum,
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Anarch Troublemaker


def troublemaker_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Two vampires of the prey to lock (one if they control one: locking both is never worse for
    you), or an equipment on one of their minions to burn."""
    prey = s.prey(seat)
    if prey == seat:
        return
    vamps = list(vampires_of(s, prey))
    if len(vamps) == 1:
        yield ("lock", vamps[0])
    for a, b in combinations(vamps, 2):
        yield ("lock", a, b)
    for m in s.ready[prey] + s.torpor[prey]:
        for p in s.minions[m].cards:
            if is_equipment(s, p):  # not a location such as Living Manse
                yield ("burn", p)


def troublemaker(s: VTESState, p: Play) -> None:
    """Lock (a locked vampire may be locked again: PIB 20121031) or burn."""
    what, *rest = p.targets
    for uid in rest:
        if what == "lock" and uid in s.minions:
            ops.lock(s, uid)
        elif what == "burn" and uid in s.placed:
            ops.say(s, N_("{card} is burned."), card=facts(s.placed[uid].card).name)
            ops.burn_placed(s, uid)


card("Anarch Troublemaker", PUT_IN_PLAY)
abilities(
    "Anarch Troublemaker",
    Ability(
        "give your prey control of this card: lock up to two of their vampires or burn an equipment",
        UNLOCK,
        seq(ThisCard(PassControl("prey")), code(troublemaker, tags=("lock-target",), harmful=True)),
        targets=troublemaker_targets,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ Archon Investigation


card(
    "Archon Investigation",
    Use(
        OOT,
        BurnActingMinion(),
        moments=STATE_C,
        when=bled_for(4),
        text="burn the minion bleeding you for 4 or more",
    ),
)


# ------------------------------------------------------------------------ blood to and from the pool

BLOOD_DOLL = card(
    "Blood Doll", Use(MASTER, PutOn("target"), targets=VAMPIRE_YOU_CONTROL, text="put on a vampire you control")
)
abilities(
    "Blood Doll",
    Ability(
        "move 1 blood between this vampire and your pool",
        MASTER_PHASE,
        BloodOrPool(),
        targets=blood_or_pool,
        once="turn",
        user="host",
    ),
)


card(
    "Vessel",
    Use(
        MASTER,
        # "Put this card on a vampire and you can burn a card named Blood Doll (if any)".
        seq(tagged(PutOn("target"), "put-on-any-vampire"), BurnTargetCard(index=1, harmful=False)),
        targets=and_card_named(Minions("any", "controlled", vampire=True), "Blood Doll"),
        text="put on a vampire; you can burn a Blood Doll",
    ),
    kinds=(TRIFLE,),
)
abilities(
    "Vessel",
    Ability(
        "move 1 blood between this vampire and your pool",
        UNLOCK,
        BloodOrPool(),
        targets=blood_or_pool,
        once="turn",
        user="host",
    ),
)


# ------------------------------------------------------------------------ Dreams of the Sphinx


def sphinx_locked(s: VTESState, src: int) -> None:
    """ "Add 1 counter to this card each time you lock it ... Burn this card if it has 3 counters"."""
    pl = s.placed.get(src)
    if pl is None:
        return
    s.placed[src] = pl._replace(counters=pl.counters + 1)
    if pl.counters + 1 >= 3:
        ops.say(s, N_("Dreams of the Sphinx has 3 counters and is burned."))
        ops.burn_placed(s, src)


def sphinx_hand_size(s: VTESState, p: Play) -> None:
    """+2 hand size until the end of the turn (vocab.inplay.hand_size_this_turn)."""
    hand_size_this_turn(s, p.seat, 2)
    sphinx_locked(s, p.source)


def have_the_edge(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return s.edge == seat


def sphinx_pool(s: VTESState, p: Play) -> None:
    ops.gain_pool(s, p.seat, 1)
    sphinx_locked(s, p.source)


def own_uncontrolled_vampires(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for v in s.uncontrolled[seat]:
        yield (v,)


def sphinx_blood(s: VTESState, p: Play) -> None:
    uid = p.targets[0]
    if uid in s.minions:
        ops.add_blood(s, uid, 1)
    sphinx_locked(s, p.source)


card("Dreams of the Sphinx", PUT_IN_PLAY)
abilities(
    "Dreams of the Sphinx",
    Ability(
        "lock: +2 hand size until the end of the turn", ANY_TIME, code(sphinx_hand_size, tags=("hand-size",)), lock=True
    ),
    Ability(
        "lock: gain 1 pool (you have the Edge)",
        UNLOCK,
        code(sphinx_pool, tags=("gain-pool",)),
        when=have_the_edge,
        lock=True,
    ),
    Ability(
        "lock: add 1 blood to a vampire in your uncontrolled region",
        ANY_TIME,
        code(sphinx_blood, blood=1, tags=("uncontrolled",)),
        targets=own_uncontrolled_vampires,
        lock=True,
    ),
)


# ------------------------------------------------------------------------ Fame


card("Fame", Use(MASTER, PutOn("target"), targets=ANY_READY_VAMPIRE, text="put on a ready vampire"))
when_lost("Fame", WhenLost(-3, minion="bearer"), torpor_only=True)  # "their controller burns 3 pool"
# "During each Methuselah's unlock phase, if this vampire is in torpor, that Methuselah burns 1 pool"
# (before others may act, LSJ 20010121: an unlock-phase effect of that Methuselah's).
unlock_event("Fame", "each", BurnsPool(1, if_=bearer_in_torpor))


# ------------------------------------------------------------------------ Family Gathering


card(
    "Family Gathering",
    Use(
        MASTER,
        RevealCrypt("Hecata", 1),
        when=crypt_not_empty,
        text="reveal the top crypt card: draw a Hecata with 1 blood",
    ),
    kinds=(TRIFLE,),
)


# ------------------------------------------------------------------------ Frontal Assault


card("Frontal Assault", PUT_IN_PLAY)
when_lost("Frontal Assault", WhenLost(1, minion="prey", who="you"))
# "During your influence phase, burn this card and burn 1 pool for each ready minion controlled by
# your prey".
event("Frontal Assault", "influence-phase", phase_of("own", BurnsPool(1, who="you", per="prey-ready", burn_card=True)))
abilities(
    "Frontal Assault",
    Ability(
        "enter combat with a minion controlled by your prey as a (D) action",
        MINION_PHASE,
        FIGHT,
        targets=Minions("prey"),
        action=ActionSpec(directed=True),
    ),
)


# ------------------------------------------------------------------------ Guardian Angel


card(
    "Guardian Angel",
    Use(MASTER, PutOn("target"), targets=READY_VAMPIRE_YOU_CONTROL, text="put on a ready vampire you control"),
)
static("Guardian Angel", "intercept", on_bearer(1, during="bleed-at-you"))  # "during bleed actions directed at you"
# "This vampire can prevent 1 damage each combat": a shield for the combat (VT-DMG-02).
event("Guardian Angel", "combat-start", each_combat("shield", 1, "combat"))
event("Guardian Angel", "torpor", burn_with_bearer_torpor(say=True))


# ------------------------------------------------------------------------ Haqim's Law: Retribution


card("Haqim's Law: Retribution", PUT_IN_PLAY)
abilities(
    "Haqim's Law: Retribution",
    Ability(
        "an Assamite you control discards a combat card: +1 bleed",
        ACTION_STAGES,
        DiscardChosen(Bleed(1)),
        # During a bleed by an Assamite you control, before resolution (only the acting minion: ANK
        # 20220502, ANK 20231124).
        when=acting(of_clan("Banu Haqim"), yours=True, bleed=True),
        targets=HandCards(("Combat",)),
        once="action",  # each copy once per action (ANK 20221102-2)
    ),
)


# ------------------------------------------------------------------------ Haven Uncovered


card("Haven Uncovered", Use(MASTER, PutOn("target"), targets=ANY_READY_VAMPIRE, text="put on a ready vampire"))
abilities(
    "Haven Uncovered",
    Ability(
        "enter combat with this vampire as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,
        targets=the_bearer,
        action=ActionSpec(stealth=1, directed=True),
        user="any",  # "minions can": those of any Methuselah
    ),
    Ability(
        "this vampire burns this card as a +1 stealth (D) action",
        MINION_PHASE,
        BURN_THIS,
        action=ActionSpec(stealth=1, directed=True, target_seat=controller_of),
        user="host",
        by="host",
    ),
)


# ------------------------------------------------------------------------ Life in the City

card(
    "Life in the City",
    Use(MASTER, AddBlood(1), targets=ANY_READY_VAMPIRE, text="add 1 blood to a ready vampire"),
    kinds=(TRIFLE,),
)


# ------------------------------------------------------------------------ Misdirection

card("Misdirection", Use(MASTER, Lock(target=True), targets=ANY_READY_MINION, text="lock a minion"))


# ------------------------------------------------------------------------ Oblivion

card(
    "Oblivion",
    Use(
        MASTER,
        DisciplineOn(),
        # A controlled vampire (VT-CARD-37) without superior Oblivion.
        targets=Minions("any", "controlled", vampire=True, kind=below_superior("obl")),
        text="put on a vampire: +1 level of Oblivion",
    ),
)


# ------------------------------------------------------------------------ Pentex™ Subversion

PENTEX = card(
    "Pentex™ Subversion", Use(MASTER, PutOn("target"), targets=ANY_READY_MINION, text="put on a ready minion")
)
flag("Pentex™ Subversion", "cannot-block", on_its_bearer)
# "Other minions can burn this card": not the minion it is on.
abilities("Pentex™ Subversion", burn_this_action(when=minion_is(not_kind(bearing("Pentex™ Subversion")))))


# ------------------------------------------------------------------------ archetypes

PERFECTIONIST = card_id("Perfectionist")
#: A vampire you control with no archetype yet.
ARCHETYPE_TARGETS = Minions("yours", "controlled", vampire=True, kind=without_archetype)
SALUBRI = of_clan("Salubri")


def salubri_without_archetype(*more: Any) -> Minions:
    return Minions("yours", "controlled", vampire=True, kind=all_kinds(SALUBRI, without_archetype, *more))


def reaction_played(s: VTESState, course: Any) -> bool:
    """Whether a reaction card was played during the action (even cancelled: LSJ 20070330)."""
    for uid, c in course.used:
        f = facts(c)
        if f.is_type("Reaction") and (not f.is_type("Action Modifier") or s.controller(uid) != course.actor_seat):
            return True
    return False


def perfectionist_offer(s: VTESState, course: Any) -> None:
    """After a successful action with no reaction card played, the vampire can gain 1 blood once each
    turn: offered as ``grant perfectionist <vampire>`` after resolution (ANK 20190113)."""
    uid = course.actor
    if (
        course.successful
        and uid in s.minions
        and bears(s, uid, PERFECTIONIST)
        and ("perfectionist", uid) not in s.marks
        and not reaction_played(s, course)
    ):
        course.grant(s.controller(uid), uid, "perfectionist", "after")


def perfectionist_success(s: VTESState, info: dict[str, Any]) -> None:
    perfectionist_offer(s, info["course"])


def perfectionist_referendum(s: VTESState, info: dict[str, Any]) -> None:
    """A political action succeeds when its referendum is called; the offer comes after the
    referendum (the action's resolution)."""
    course = action_of(s)
    ref = info["referendum"]
    if course is not None and ref.rkind != BLOOD_HUNT and course.stage == "after":
        perfectionist_offer(s, course)


def perfectionist_gain(s: VTESState, uid: int, seat: int) -> None:
    s.marks[("perfectionist", uid)] = True  # "once each turn": each Methuselah's turn (ANK 20180719-4)
    ops.add_blood(s, uid, 1)
    ops.say(s, N_("{minion} gains 1 blood (Perfectionist)."), minion=ops.label(s, uid))


hook("Perfectionist", GRANTS, perfectionist_gain, "perfectionist")
on("Perfectionist", "action-success", perfectionist_success)
on("Perfectionist", "referendum-end", perfectionist_referendum)
card(
    "Perfectionist",
    Use(MASTER, PutOn("target"), targets=ARCHETYPE_TARGETS, text="put on a vampire you control"),
    kinds=(ARCHETYPE,),
)


card(
    "Rebel",
    Use(MASTER, PutOn("target"), targets=ARCHETYPE_TARGETS, text="put on a vampire you control"),
    kinds=(ARCHETYPE, TRIFLE),
)
# "Once each turn, if they block a titled vampire or a political action, this vampire gains 1 blood
# before block resolution".
event("Rebel", "blocked", GainsOnBlock(1, actor=titled_vampire, political=True))


# ---- Saulot's archetypes (Salubri)

TREMERE = of_clan("Tremere")

card(
    "Saulot's Avenging Fist",
    Use(MASTER, PutOn("target"), targets=salubri_without_archetype(), text="put on a Salubri you control: +1 strength"),
    kinds=(ARCHETYPE,),
)
static("Saulot's Avenging Fist", "strength", on_bearer(1))
abilities(
    "Saulot's Avenging Fist",
    Ability(
        "enter combat with a non-Salubri vampire as a (D) action",
        MINION_PHASE,
        FIGHT,
        targets=Minions("others", vampire=True, kind=all_kinds(not_kind(SALUBRI), not_kind(TREMERE))),
        action=ActionSpec(directed=True),
        user="host",
        by="host",
    ),
    Ability(
        "enter combat with a Tremere as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,
        targets=Minions("others", vampire=True, kind=all_kinds(not_kind(SALUBRI), TREMERE)),
        action=ActionSpec(stealth=1, directed=True),
        user="host",
        by="host",
    ),
)

GUIDING_WISDOM = card_id("Saulot's Guiding Wisdom")
TITLE_MARK = "saulot-title"
TITLE = "2 votes"


def guiding_wisdom(s: VTESState, p: Play) -> None:
    """Put on the Salubri, which now has a unique Independent title worth 2 votes (VT-VOTE-09); a
    vampire that already has a title gets the 2 votes (the static below)."""
    PutOn("target")(s, p)
    uid = p.targets[0]
    m = s.minions.get(uid)
    if m is not None and m.title is None:
        s.minions[uid] = m._replace(title=TITLE, marks=m.marks | {TITLE_MARK})


def guiding_wisdom_votes(s: VTESState, src: int, uid: int) -> int:
    return 2 if bearer(s, src) == uid and TITLE_MARK not in s.minions[uid].marks else 0


def guiding_wisdom_gone(s: VTESState, info: dict[str, Any]) -> None:
    """The title lasts while the card is in play."""
    if info["card"] != GUIDING_WISDOM:
        return
    for uid, m in list(s.minions.items()):
        if TITLE_MARK in m.marks and not bears(s, uid, GUIDING_WISDOM):
            s.minions[uid] = m._replace(title=None if m.title == TITLE else m.title, marks=m.marks - {TITLE_MARK})


def salubri_may_lock(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return unlocked_ready_bearer(s, src) >= 0


def abstain_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    ref = ctx.referendum
    if ref is None:
        return
    for _t, v, _m in s.all_ready():
        if is_vampire(s, v) and v not in ref.abstain:
            yield (v,)


def force_abstain(s: VTESState, p: Play) -> None:
    """ "This Salubri can lock during any referendum to force a vampire to abstain"."""
    ref = current_referendum(s)
    uid = unlocked_ready_bearer(s, p.source)
    if ref is None or uid < 0:
        return
    ops.lock(s, uid)
    ref.make_abstain(p.targets[0])
    ops.say(s, N_("{minion} abstains."), minion=ops.label(s, p.targets[0]))


def another_minion_fights(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """A combat involving another minion you control, and the Salubri ready and unlocked."""
    c = ctx.combat
    uid = unlocked_ready_bearer(s, src)
    return c is not None and uid >= 0 and any(u != uid and s.controller(u) == seat for u in (c.a, c.b))


card(
    "Saulot's Guiding Wisdom",
    Use(
        MASTER,
        code(guiding_wisdom, votes=2, tags=("put-on",)),
        targets=salubri_without_archetype(in_sect("independent")),
        text="put on an Independent Salubri you control: a title worth 2 votes",
    ),
    kinds=(ARCHETYPE,),
)
static("Saulot's Guiding Wisdom", "votes", guiding_wisdom_votes)
on("Saulot's Guiding Wisdom", "card-burned", guiding_wisdom_gone)
abilities(
    "Saulot's Guiding Wisdom",
    Ability(
        "this Salubri locks to force a vampire to abstain",
        POLL,
        code(force_abstain, tags=("abstains",)),
        when=salubri_may_lock,
        targets=abstain_targets,
        user="host",
    ),
    Ability(
        "this Salubri locks to end a combat involving another minion you control",
        BEFORE_RANGE,
        EndCombat(lock_bearer=True),
        when=another_minion_fights,
        once="turn",
        user="host",
    ),
)


HEALING_TOUCH = card_id("Saulot's Healing Touch")


def non_tremere_vampire(s: VTESState, uid: int) -> bool:
    return uid in s.minions and is_vampire(s, uid) and not has_clan(s, uid, "Tremere")


def healing_discount(s: VTESState, rescuer: int, victim: int) -> int:
    """ "Rescuing a non-Tremere vampire from torpor costs this Salubri -2 blood": the discount goes
    to the action, whoever pays (PIB 20110918, LSJ 20020304-2)."""
    return -2 if bears(s, rescuer, HEALING_TOUCH) and non_tremere_vampire(s, victim) else 0


def healing_rescued(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "... and if the action is successful, the rescued vampire gains 1 blood"."""
    uid = info.get("uid", -1)
    if info.get("by") == bearer(s, src) and non_tremere_vampire(s, uid):
        ops.add_blood(s, uid, 1)
        ops.say(s, N_("{minion} gains 1 blood (Saulot's Healing Touch)."), minion=ops.label(s, uid))


def heal_one(s: VTESState, p: Play) -> None:
    """1 blood to a vampire (up to its capacity, VT-CARD-04) or 1 life to an ally, not above its
    printed starting life."""
    uid = p.targets[0]
    if uid not in s.minions or not s.is_ready(uid):
        return
    room = is_vampire(s, uid) or s.minions[uid].blood < facts(s.minions[uid].card).life
    if room and ops.add_blood(s, uid, 1):
        ops.say(s, N_("{minion} gets 1 blood or life (Saulot's Healing Touch)."), minion=ops.label(s, uid))


def other_ready_minions(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Another ready minion, anyone's (directed when another Methuselah controls it, VT-ACT-01)."""
    me = bearer(s, src)
    for _t, uid, _m in s.all_ready():
        if uid != me:
            yield (uid,)


card(
    "Saulot's Healing Touch",
    Use(
        MASTER,
        PutOn("target"),
        targets=salubri_without_archetype(),
        text="put on a Salubri you control: cheaper rescues",
    ),
    kinds=(ARCHETYPE,),
)
hook("Saulot's Healing Touch", core.RESCUE_COSTS, healing_discount)
event("Saulot's Healing Touch", "rescued", healing_rescued)
abilities(
    "Saulot's Healing Touch",
    Ability(
        "add 1 blood or life to another ready minion, not to exceed starting life, as a +1 stealth action",
        MINION_PHASE,
        code(heal_one, blood=1),
        # Another ready minion, anyone's (directed when another Methuselah controls it, VT-ACT-01).
        targets=other_ready_minions,
        action=ActionSpec(stealth=1),
        user="host",
        by="host",
    ),
)


# ------------------------------------------------------------------------ Piper


def piper_plays(s: VTESState, seat: int, uid: int) -> Iterator[Play]:
    """The plays of an ally or retainer of the hand this Anarch could make as an action now:
    requirements and cost apply as normal."""

    ctx = Ctx("minion")
    seen: set[int] = set()
    for c in s.hand[seat]:
        if c in seen or c not in CARDS:
            continue
        seen.add(c)
        for p in plays_of(s, ctx, seat, c):
            if p.by == uid and CARDS[c].uses[p.use].as_ in (ALLY, RETAINER):
                yield p


def piper_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """(the Anarch, the card's slug, its mode)."""
    for v, m in s.ready_minions(seat):
        if m.locked or not is_anarch(s, v):
            continue
        seen: set[Args] = set()
        for p in piper_plays(s, seat, v):
            t = (v, facts(p.card).slug, CARDS[p.card].uses[p.use].key)
            if t not in seen:
                seen.add(t)
                yield t


def piper(s: VTESState, p: Play) -> None:
    """Lock the Anarch; it recruits or employs the card from hand (not an action: nothing blocks it;
    the card is paid and replaced as a card played)."""
    v, slug, mode = p.targets
    inner = next(
        (q for q in piper_plays(s, p.seat, v) if facts(q.card).slug == slug and CARDS[q.card].uses[q.use].key == mode),
        None,
    )
    if v in s.minions:
        ops.lock(s, v)
    if inner is not None:
        recruit_from_hand(s, inner)


def recruit_from_hand(s: VTESState, inner: Play) -> None:
    use = CARDS[inner.card].uses[inner.use]
    ops.take_from_hand(s, inner.seat, inner.card)
    ops.say(
        s, N_("{minion} brings {card} into play (Piper)."), minion=ops.label(s, inner.by), card=facts(inner.card).name
    )
    pay(s, inner, use)
    s.marks.pop("card-stays", None)
    if use.effect is not None:
        use.effect(s, inner)
    if not s.marks.pop("card-stays", False):
        s.ash[inner.seat].append(inner.card)
    ops.refill(s, inner.seat)


card(
    "Piper",
    Use(
        MASTER,
        code(piper, tags=("recruit",)),
        targets=piper_targets,
        text="lock an Anarch: it recruits or employs an ally or retainer",
    ),
    requires=controls_ready(anarch_minion),
    requires_text="Requires a ready Anarch",
)


# ------------------------------------------------------------------------ Power Structure

card("Power Structure", PUT_IN_PLAY)
abilities(
    "Power Structure",
    Ability(
        "lock: each Lasombra you control gets +1 vote",
        POLL,
        VotesEach(of_clan("Lasombra"), 1),
        when=polling,  # the polling step of a political action (not a blood hunt: ANK 20190707)
        lock=True,
    ),
)


# ------------------------------------------------------------------------ Priority Contract

PRIORITY_CONTRACT = card_id("Priority Contract")


def contract_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """(a ready Assamite you control, a minion controlled by your prey, ready or in torpor)."""
    prey = s.prey(seat)
    if prey == seat:
        return
    for a, _m in s.ready_minions(seat):
        if is_vampire(s, a) and has_clan(s, a, "Banu Haqim"):
            for m in s.ready[prey] + s.torpor[prey]:
                yield (a, m)


def priority_contract(s: VTESState, p: Play) -> None:
    """Put on the prey's minion, under your control (VT-CARD-33); the chosen Assamite is kept as the
    card's ``data``."""

    chosen, host = p.targets
    if host in s.minions:
        ops.put_on(s, p.card, p.seat, p.seat, host, data=(chosen,))
        stays(s)
        ops.say(s, N_("Priority Contract is put on {minion}."), minion=ops.label(s, host))


def contract_host(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """The attached minion, ready and of another Methuselah, for the chosen Assamite only."""
    data = s.placed[src].data
    uid = bearer(s, src)
    if data and ctx.by == data[0] and uid in s.minions and s.is_ready(uid) and s.controller(uid) != seat:
        yield (uid,)


def contract_leaving(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If the attached minion is about to leave the ready region, you can burn this card to gain 3
    pool" (also when its controller is ousted: ANK 20180129-2). Burned or removed with the minion,
    the card is burned for the pool without asking (nothing is lost); going to torpor with it, its
    controller is asked."""
    if info.get("uid") != bearer(s, src):
        return
    seat = s.placed[src].controller
    if info.get("to") != "torpor":
        cash_contract(s, (src, seat), Action("burn"))
        return
    choices = (Action("burn"), Action("decline"))
    ask(s, seat, N_("Priority Contract: burn it to gain 3 pool?"), choices, cash_contract, (src, seat))


def cash_contract(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, seat = args
    if action.verb != "burn" or src not in s.placed:
        return
    ops.say(s, N_("Priority Contract is burned: {seat} gains 3 pool."), seat=s.seat_name(seat))
    ops.burn_placed(s, src)
    ops.gain_pool(s, seat, 3)


card(
    "Priority Contract",
    Use(
        MASTER,
        code(priority_contract, tags=("put-on", "put-on-prey"), harmful=True),
        targets=contract_targets,
        text="choose a ready Assamite you control; put on a minion controlled by your prey",
    ),
    kinds=(TRIFLE,),
)
event("Priority Contract", "leave-ready", contract_leaving)
#: "The chosen Assamite can enter combat with the attached minion as a +1 stealth (D) action" (contracts).
CONTRACT_FIGHT = Ability(
    "the chosen Assamite enters combat with the attached minion as a +1 stealth (D) action",
    MINION_PHASE,
    FIGHT,
    targets=contract_host,
    action=ActionSpec(stealth=1, directed=True),
)
abilities("Priority Contract", CONTRACT_FIGHT)


# ------------------------------------------------------------------------ Smiling Jack


card("Smiling Jack, The Anarch", PUT_IN_PLAY)
unlock_event("Smiling Jack, The Anarch", "own", PoolToCounter())
unlock_event("Smiling Jack, The Anarch", "other", PoolOr(BLOOD))  # any mix of pool and blood (ANK 20181006)
abilities("Smiling Jack, The Anarch", burn_this_action(vampires_only=True))


# ------------------------------------------------------------------------ Sudden Reversal


def is_sudden_reversal(c: int) -> bool:
    return c == SUDDEN_REVERSAL


def may_reverse(s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
    """Public facts only (the window opens whatever the hands hold): a master card played from hand
    by another Methuselah, in a turn not yours, with no out-of-turn card since your master phase
    (VT-CARD-43, VT-CARD-44), by a Methuselah whose deck may hold a Sudden Reversal (a public deck
    is known)."""

    return (
        use.as_ in (MASTER, OOT)
        and p.seat != seat
        and seat != s.current
        and s.in_game(seat)
        and ("oot", seat) not in s.game_marks
        and deck_may_hold(s, seat, is_sudden_reversal)
    )


def master_being_played(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    p = ctx.played
    if p is None or p.card < 0 or p.seat == seat or CARDS[p.card].uses[p.use].as_ not in (MASTER, OOT):
        return False
    frame = next((f for f in reversed(s.stack) if isinstance(f, Resolve) and f.p == p), None)
    return frame is not None and not frame.cancelled


def reverse(s: VTESState, p: Play) -> None:
    """Cancel it, its cost unpaid (a cancelled trifle gives no master phase action: LSJ 20090126)."""

    cancel_played(s, unpaid=True)


hook("Sudden Reversal", core.CANCELLERS, may_reverse)
SUDDEN_REVERSAL = card(
    "Sudden Reversal",
    Use(
        OOT,
        code(reverse, tags=("cancel-master",)),
        moments=frozenset(("as-played",)),
        when=master_being_played,
        text="cancel a master card as it is played; its cost is not paid",
    ),
)


# ------------------------------------------------------------------------ Tension in the Ranks


card("Tension in the Ranks", PUT_IN_PLAY)
when_lost("Tension in the Ranks", WhenLost(-1))
abilities(
    "Tension in the Ranks",
    Ability(
        "use a master phase action and discard two master cards to burn this card",
        MASTER_PHASE,
        seq(SpendPhaseAction(), DiscardChosen(BURN_THIS)),
        when=has_phase_action,
        targets=HandCards(("Master",), n=2),  # your own hidden cards
        user="any",
    ),
)


# ------------------------------------------------------------------------ The Anarch Free Press


card(
    "The Anarch Free Press",
    PUT_IN_PLAY,
    requires=controls_ready(anarch_minion),
    requires_text="Requires a ready Anarch",
)
abilities(
    "The Anarch Free Press",
    Ability(
        "lock: an Anarch you control gets +1 intercept",
        frozenset(("B",)),
        Intercept(1, target=True),
        targets=blocker_of(anarch_minion),
        lock=True,
        needs="intercept",
    ),
    Ability(
        "lock: add 1 blood to the Anarch that successfully hunted",
        frozenset(("after",)),
        AddBlood(1),
        targets=who_hunted(anarch_minion),
        lock=True,
    ),
)


# ------------------------------------------------------------------------ The Coven


card("The Coven", PUT_IN_PLAY, kinds=(TRIFLE,))
event("The Coven", "discard-phase", phase_of("own", PassControl("predator")))
abilities(
    "The Coven",
    Ability(
        "lock: add 2 blood to a ready vampire you control",
        ANY_TIME,
        AddBlood(2),
        targets=READY_VAMPIRE_YOU_CONTROL,
        lock=True,
    ),
)


# ------------------------------------------------------------------------ Toreador Grand Ball

GRAND_BALL = card_id("Toreador Grand Ball")


def two_toreador(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """(the Toreador whose non-bleed actions cannot be blocked, the Toreador locked): the first chosen
    is the unblockable one (LSJ 19970814)."""
    tor = [v for v, _m in s.ready_minions(seat) if is_vampire(s, v) and has_clan(s, v, "Toreador")]
    for a in tor:
        for b in tor:
            if a != b:
                yield (a, b)


def grand_ball(s: VTESState, p: Play) -> None:
    free, locked = p.targets
    ops.put_in_play(s, p.card, p.seat, data=(free, locked))
    stays(s)
    if locked in s.minions:
        ops.lock(s, locked)


def grand_balls(s: VTESState) -> Iterator[tuple[int | str, ...]]:
    for uid in copies_in_play(s, GRAND_BALL):
        yield s.placed[uid].data


def ball_keeps_locked(s: VTESState, uid: int) -> bool:
    """ "The locked Toreador does not unlock as normal"."""
    return not any(len(d) > 1 and d[1] == uid for d in grand_balls(s))


def ball_unblockable(s: VTESState, course: Any, uid: int) -> bool:
    """ "The other Toreador's non-bleed actions cannot be blocked" (even after a bleed: LSJ 19970814)."""
    if course.is_bleed():
        return True
    return not any(d and d[0] == course.actor for d in grand_balls(s))


def nosferatu_burning_ball(s: VTESState, course: Any) -> int:
    """ "Nosferatu get -1 stealth during that action"."""
    p = course.aplay
    if course.ability is None or p is None or p.source not in s.placed or s.placed[p.source].card != GRAND_BALL:
        return 0
    return -1 if course.actor in s.minions and has_clan(s, course.actor, "Nosferatu") else 0


hook_while_on_table("Toreador Grand Ball", core.UNLOCK_RULES, ball_keeps_locked)
hook_while_on_table("Toreador Grand Ball", core.BLOCK_RULES, ball_unblockable)
hook_while_on_table("Toreador Grand Ball", core.STEALTH_MODS, nosferatu_burning_ball)
card(
    "Toreador Grand Ball",
    Use(
        MASTER,
        code(grand_ball, tags=("put-in-play",)),
        targets=two_toreador,
        text="choose two ready Toreador, put in play, lock the second",
    ),
)
abilities("Toreador Grand Ball", burn_this_action())


# ------------------------------------------------------------------------ Villein

VILLEIN = card_id("Villein")
MINION_TAP = card_id("Minion Tap")


def villeins_on(s: VTESState, uid: int) -> int:
    return sum(1 for p in s.minions[uid].cards if s.placed[p].card == VILLEIN)


def villein_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A vampire you control with blood, and the amount (2 to 5; more than it has moves what it has:
    LSJ 20100216). Each Villein already on it costs +1 pool, which must be payable (ANK 20210714)."""
    for v in vampires_of(s, seat):
        blood = s.minions[v].blood
        if blood > 0 and s.pool[seat] >= villeins_on(s, v):
            for n in range(2, max(2, min(5, blood)) + 1):
                yield (v, n)


def villein(s: VTESState, p: Play) -> None:
    """The extra cost is paid as the pool is gained (LSJ 20020620)."""
    v, n = p.targets
    if v not in s.minions:
        return
    extra = villeins_on(s, v)
    PutOn("target")(s, p)
    moved = ops.blood_to_pool(s, v, p.seat, n)
    ops.say(
        s,
        N_("{seat} moves {moved} blood from {minion} to their pool (Villein)."),
        seat=s.seat_name(p.seat),
        moved=moved,
        minion=ops.label(s, v),
    )
    ops.burn_pool(s, p.seat, extra)


def minion_tap_tax(s: VTESState, info: dict[str, Any]) -> None:
    """ "Cards named Minion Tap cost you +1 pool to play" (each Villein you control): paid as the
    Minion Tap resolves."""
    p = info["play"]
    if p.card != MINION_TAP:
        return
    n = sum(1 for pl in s.placed.values() if pl.card == VILLEIN and pl.controller == p.seat)
    if n:
        ops.say(s, N_("{seat} pays {n} more pool for Minion Tap (Villein)."), seat=s.seat_name(p.seat), n=n)
        ops.burn_pool(s, p.seat, n)


on("Villein", "master-played", minion_tap_tax)
card(
    "Villein",
    Use(
        MASTER,
        code(villein, tags=("blood-to-pool",)),
        targets=villein_targets,
        text="put on a vampire you control: move 2 to 5 blood to your pool",
    ),
    kinds=(TRIFLE,),
)


# ------------------------------------------------------------------------ Visit from the Capuchin

CAPUCHIN = card_id("Visit from the Capuchin")


def no_capuchin(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """It cannot be played by a Methuselah who has one (PIB 20121031)."""
    return next((u for u in s.inplay[seat] if s.placed[u].card == CAPUCHIN), None) is None


def capuchin(s: VTESState, p: Play) -> None:
    PutInPlay(4)(s, p)
    ops.refill(s, p.seat)  # the hand size grew: draw up (VT-CARD-21)


def capuchin_replaces(s: VTESState, seat: int, c: int) -> bool:
    """ "Each time you would replace a card other than this card, instead burn 1 counter from this
    card. Burn this card if it has no counters"."""
    if c == CAPUCHIN:
        return True
    uid = next((u for u in s.inplay[seat] if s.placed[u].card == CAPUCHIN), None)
    if uid is None:
        return True
    left = s.placed[uid].counters - 1
    s.placed[uid] = s.placed[uid]._replace(counters=left)
    if left <= 0:
        ops.say(s, N_("Visit from the Capuchin has no counters left and is burned."))
        ops.burn_placed(s, uid)
    return False


def capuchin_hand_size(s: VTESState, src: int, seat: int) -> int:
    """ "+1 hand size for each counter on this card"."""
    return s.placed[src].counters


hook("Visit from the Capuchin", core.REPLACEMENTS, capuchin_replaces)
card(
    "Visit from the Capuchin",
    Use(MASTER, code(capuchin, tags=("hand-size",)), when=no_capuchin, text="put in play with 4 counters"),
)
static("Visit from the Capuchin", "hand size", capuchin_hand_size)


# ------------------------------------------------------------------------ Week of Nightmares

WEEK = card_id("Week of Nightmares")
NIGHTMARE = "nightmare"


def week_unplayed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only one Week of Nightmares can be played in a game"."""
    return ("week of nightmares",) not in s.game_marks


def week(s: VTESState, p: Play) -> None:
    s.game_marks[("week of nightmares",)] = True
    PutInPlay(10)(s, p)


def week_in_play(s: VTESState) -> bool:
    return next(copies_in_play(s, WEEK), None) is not None


def ravnos_bonus(s: VTESState, src: int, uid: int) -> int:
    """ "Ravnos get +1 bleed and +1 strength"."""
    return 1 if has_clan(s, uid, "Ravnos") else 0


def ravnos_no_hunt(s: VTESState, src: int, uid: int) -> bool:
    """ "... and do not hunt as normal"."""
    return has_clan(s, uid, "Ravnos") and week_in_play(s)


def ravnos_hunts(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return uid in s.minions and is_vampire(s, uid) and has_clan(s, uid, "Ravnos")


def other_ravnos(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """Another Ravnos (the hunt must name a vampire, even one without blood: LSJ 19970224); the actor
    is excluded when the play is made (``steal_blood``)."""
    for v in all_vampires(s):
        if has_clan(s, v, "Ravnos"):
            yield (v,)


def steal_blood(s: VTESState, p: Play) -> None:
    """The hunt steals 1 blood, more with a hunt bonus (RTR 20180511); none stolen, the hunt is not
    successful (LSJ 20050720-2); the excess drains (LSJ 20010809-1)."""
    target = p.targets[0]
    if target not in s.minions or p.by not in s.minions or target == p.by:
        return
    got = ops.move_blood(s, target, p.by, 1 + stat_value(s, p.by, "hunt"))
    if got > 0:
        s.marks[("hunted", p.by)] = True
        ops.fire(s, "hunt-success", {"uid": p.by})


def move_nightmare(s: VTESState, p: Play) -> None:
    """ "That Methuselah can move 1 nightmare counter from this card to a Ravnos"; with none left, the
    nightmare ends."""
    pl = s.placed.get(p.source)
    uid = p.targets[0]
    if pl is None or pl.counters <= 0 or uid not in s.minions:
        return
    s.placed[p.source] = pl._replace(counters=pl.counters - 1)
    ops.add_counters(s, uid, NIGHTMARE, 1)
    if pl.counters - 1 <= 0:
        nightmares_end(s, p.source)


def nightmares_end(s: VTESState, src: int) -> None:
    """ "Each Ravnos burns 1 blood for each nightmare counter on them or is burned, then burn this card
    and the nightmare counters"."""
    for uid in list(s.minions):
        m = s.minions.get(uid)
        if m is None or not m.count(NIGHTMARE):
            continue
        n = m.count(NIGHTMARE)
        ops.add_counters(s, uid, NIGHTMARE, -n)
        if has_clan(s, uid, "Ravnos") and s.region(uid) in ("ready", "torpor"):
            if s.minions[uid].blood >= n:
                ops.burn_blood(s, uid, n)
            else:
                ops.burn(s, uid)
    ops.say(s, N_("Week of Nightmares is burned."))
    ops.burn_placed(s, src)


def ravnos_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for v in all_vampires(s):
        if has_clan(s, v, "Ravnos"):
            yield (v,)


card(
    "Week of Nightmares",
    Use(MASTER, code(week, tags=("put-in-play",)), when=week_unplayed, text="put in play with 10 nightmare counters"),
)
static("Week of Nightmares", "bleed", ravnos_bonus, everywhere=True)
static("Week of Nightmares", "strength", ravnos_bonus, everywhere=True)
abilities(
    "Week of Nightmares",
    Ability(
        "a Ravnos steals 1 blood from another Ravnos as a +1 stealth hunt action",
        MINION_PHASE,
        code(steal_blood, blood=1),
        when=ravnos_hunts,
        targets=other_ravnos,
        action=ActionSpec(stealth=1, hunt=True),
        user="any",
    ),
    Ability(
        "move 1 nightmare counter from this card to a Ravnos",
        UNLOCK,
        code(move_nightmare, tags=("counter",)),
        targets=ravnos_targets,
        once="turn",
        user="any",
    ),
)


def register_ravnos_no_hunt() -> None:
    """Flags are asked of a minion's own card and the cards on it: the rule reaches every Ravnos
    vampire card (for as long as a Week of Nightmares is in play)."""

    ravnos = [int(c.id) for c in load_cards().where(clans="Ravnos") if c.get("kind") == "crypt"]
    lend_flag("Week of Nightmares", "no-hunt", ravnos_no_hunt, ravnos)


register_ravnos_no_hunt()


# ------------------------------------------------------------------------ Wider View


def one_transfer_and_crypt(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return s.transfers >= 1 and bool(s.crypt[seat])


def four_transfers(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return s.transfers >= 4


def wider_draw(s: VTESState, p: Play) -> None:
    """1 transfer: draw a crypt card (VT-TERM-06), then remove a crypt card of your uncontrolled region
    from the game, chosen by you among your face-down cards (the others do not see the choices)."""
    s.transfers -= 1
    uid = ops.new_minion(s, s.crypt[p.seat].pop(), p.seat)
    s.uncontrolled[p.seat].append(uid)
    s.reveals += 1
    ops.say(s, N_("{seat} draws a crypt card (Wider View)."), seat=s.seat_name(p.seat))
    choices = [Action("choose", (v,)) for v in s.uncontrolled[p.seat]]
    ask(
        s,
        p.seat,
        N_("Wider View: remove a crypt card of your uncontrolled region from the game."),
        choices,
        wider_remove,
        public=False,
    )


def wider_remove(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = action.args[0]
    if isinstance(uid, int) and uid in s.minions:
        s.reveals += 1
        ops.burn(s, uid, to="removed")  # removed cards are public (LSJ 20080314)


def wider_cash(s: VTESState, p: Play) -> None:
    s.transfers -= 4
    BURN_THIS(s, p)
    ops.gain_pool(s, p.seat, 2)


card("Wider View", PUT_IN_PLAY, kinds=(TRIFLE,))
abilities(
    "Wider View",
    Ability(
        "use 1 transfer: draw a crypt card, then remove a crypt card of your uncontrolled region",
        INFLUENCE,
        code(wider_draw, tags=("crypt",)),
        when=one_transfer_and_crypt,
    ),
    Ability(
        "use 4 transfers: burn this card and gain 2 pool",
        INFLUENCE,
        code(wider_cash, tags=("gain-pool",)),
        when=four_transfers,
    ),
)


# ------------------------------------------------------------------------ Discipline master cards

#: "Put this card on a vampire. This vampire gets +1 level of X and +1 capacity. Cannot be put on a
#: vampire with superior X" (the older printings: "gains 1 level ... Capacity increases by 1").
DISCIPLINE_CARDS = {
    "Animalism": "ani",
    "Auspex": "aus",
    "Celerity": "cel",
    "Chimerstry": "chi",
    "Dementation": "dem",
    "Dominate": "dom",
    "Fortitude": "for",
    "Necromancy": "nec",
    "Obfuscate": "obf",
    "Obtenebration": "obt",
    "Potence": "pot",
    "Presence": "pre",
    "Protean": "pro",
    "Quietus": "qui",
    "Serpentis": "ser",
    "Thaumaturgy": "tha",
    "Vicissitude": "vic",
}

for _name, _code in DISCIPLINE_CARDS.items():
    card(
        _name,
        Use(
            MASTER,
            DisciplineOn(),
            targets=Minions("any", "controlled", vampire=True, kind=below_superior(_code)),
            text=f"put on a vampire: +1 level of {_name} and +1 capacity",
        ),
    )


# ------------------------------------------------------------------------ blood and pool

card(
    "Giant's Blood",
    Use(
        MASTER,
        FillBlood(),
        targets=Minions("any", "controlled", vampire=True),
        when=once_in_game("giants-blood"),
        text="the chosen vampire gains enough blood to reach full capacity (only one in a game)",
    ),
)
rule("Giant's Blood", core.AS_PLAYED, InGame("giants-blood"), key=card_id("Giant's Blood"))

card(
    "Zillah's Valley",
    Use(
        MASTER,
        AddBlood(4),
        targets=uncontrolled_of(capacity_at_least(8)),
        text="add 4 blood to a vampire in your uncontrolled region with capacity 8 or more",
    ),
)

card(
    "Liquidation",
    Use(
        MASTER,
        seq(BurnLibrary(7), GainPool(3)),
        delay="discard",
        text="burn 7 cards from the top of your library to gain 3 pool",
    ),
)

card(
    "Effective Management",
    Use(
        MASTER,
        CryptToUncontrolled(),
        when=crypt_not_empty,
        text="move the top card of your crypt to your uncontrolled region",
    ),
)

card(
    "Tribute to the Master",
    Use(MASTER, EachToPool(1), text="move 1 blood from each ready vampire you control to your pool"),
)


# ------------------------------------------------------------------------ Direct Intervention

#: The types a minion plays: "a minion card".
MINION_CARD_TYPES = frozenset((ACTION, MODIFIER, REACTION, COMBAT, POLITICAL, ALLY, EQUIPMENT, RETAINER))


def is_direct_intervention(c: int) -> bool:
    return c == card_id("Direct Intervention")


def may_intervene(s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
    """Public facts only: a minion card played by another Methuselah (cancelling your own is no
    choice a player makes), out of your turn, with no out-of-turn card since your master phase
    (VT-CARD-43, VT-CARD-44), 1 pool to pay, by a Methuselah whose deck may hold the card."""

    return (
        use.as_ in MINION_CARD_TYPES
        and p.card >= 0
        and p.seat != seat
        and seat != s.current
        and s.in_game(seat)
        and s.pool[seat] >= 1
        and ("oot", seat) not in s.game_marks
        and deck_may_hold(s, seat, is_direct_intervention)
    )


def minion_card_being_played(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    p = ctx.played
    if p is None or p.card < 0 or p.seat == seat or CARDS[p.card].uses[p.use].as_ not in MINION_CARD_TYPES:
        return False
    frame = next((f for f in reversed(s.stack) if isinstance(f, Resolve) and f.p == p), None)
    return frame is not None and not frame.cancelled


def intervene(s: VTESState, p: Play) -> None:
    """Cancel it, its cost unpaid: an action card leaves its minion unlocked (no action was taken,
    VT-TERM-17); a strike card leaves the striker to choose another strike (its strike choice is still
    open under the cancelled card)."""

    cancel_played(s, unpaid=True)


hook("Direct Intervention", core.CANCELLERS, may_intervene)
card(
    "Direct Intervention",
    Use(
        OOT,
        code(intervene, tags=("cancel",)),
        moments=frozenset(("as-played",)),
        when=minion_card_being_played,
        text="cancel a minion card as it is played; its cost is not paid",
    ),
)


# ------------------------------------------------------------------------ Wash


def is_wash(c: int) -> bool:
    return c == card_id("Wash")


def may_wash(s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
    """A master card played by your predator or prey, out of your turn (an out-of-turn card)."""

    return (
        use.as_ in (MASTER, OOT)
        and p.card >= 0
        and p.seat in (s.predator(seat), s.prey(seat))
        and p.seat != seat
        and seat != s.current
        and s.in_game(seat)
        and ("oot", seat) not in s.game_marks
        and deck_may_hold(s, seat, is_wash)
    )


def neighbour_master_being_played(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    p = ctx.played
    return master_being_played(s, ctx, seat, uid) and p is not None and p.seat in (s.predator(seat), s.prey(seat))


def wash(s: VTESState, p: Play) -> None:
    """Cancel it, its cost unpaid; that Methuselah gets +1 master phase action now (in their master
    phase), or at the start of their next master phase for an out-of-turn master card."""

    played = being_played(s)
    cancel_played(s, unpaid=True)
    if played is None:
        return
    if CARDS[played.card].uses[played.use].as_ == OOT:
        s.game_marks[(TRIFLE_NEXT, played.seat)] = True
    elif played.seat == s.current:
        s.phase_actions += 1
    ops.say(s, N_("{seat} gets +1 master phase action (Wash)."), seat=s.seat_name(played.seat))


hook("Wash", core.CANCELLERS, may_wash)
card(
    "Wash",
    Use(
        OOT,
        code(wash, tags=("cancel-master",)),
        moments=frozenset(("as-played",)),
        when=neighbour_master_being_played,
        delay="unlock",
        text="cancel a master card of your predator or prey as it is played; its cost is not paid; they get "
        "+1 master phase action",
    ),
    kinds=(TRIFLE,),
)


# ------------------------------------------------------------------------ Gangrel Revel

card("Gangrel Revel", Use(MASTER, PutInPlay(), text="put in play: Gangrel you control get +1 strength"))
static("Gangrel Revel", "strength", KindGets(1, of_clan("Gangrel"), yours=True), everywhere=True)
# "Non-Ravnos minions can burn this card as a (D) action."
abilities("Gangrel Revel", burn_this_action(when=minion_is(not_kind(of_clan("Ravnos")))))


# ------------------------------------------------------------------------ events (VT-CARD-61, VT-CARD-62)

card(
    "The Unmasking",
    Use(EVENT, PutInPlay(), delay="discard", text="put in play: allies get +1 intercept against vampires"),
)
static("The Unmasking", "intercept", KindGets(1, ally, against=is_vampire), everywhere=True)

card(
    "Narrow Minds",
    Use(
        EVENT,
        PutInPlay(),
        delay="unlock",
        text="put in play: minion cards that change the target of a bleed cost +1 blood or life",
    ),
)
rule("Narrow Minds", core.COST_CHANGES, CostsMoreWhile("Narrow Minds", "bounce"))


# ------------------------------------------------------------------------ Ashur Tablets

ASHUR = "ashur-tablets"
ASHUR_CHOICES = 13


def ashur_tablets(s: VTESState, p: Play) -> None:
    """Put this card in play; with three copies controlled, remove every copy in play (anybody's) from
    the game, gain 3 pool, then choose up to thirteen library cards of your ash heap: one to your
    hand (chosen first), the others shuffled into your library."""
    PutInPlay()(s, p)
    copies = [u for u in s.inplay[p.seat] if s.placed[u].card == p.card]
    if len(copies) < 3:
        return
    for t in range(s.players):
        for u in [u for u in s.inplay[t] if s.placed[u].card == p.card]:
            ops.burn_placed(s, u, to="removed")
    ops.say(s, N_("{seat} removes the Ashur Tablets from the game and gains 3 pool."), seat=s.seat_name(p.seat))
    ops.gain_pool(s, p.seat, 3)
    ask_ashur(s, p.seat, [])


def ash_library(s: VTESState, seat: int, taken: list[int]) -> list[int]:
    """The library cards of the ash heap not yet chosen."""
    left = list(s.ash[seat])
    for c in taken:
        left.remove(c)
    return [c for c in left if not facts(c).crypt]


def ask_ashur(s: VTESState, seat: int, chosen: list[int]) -> None:
    """The card to your hand first, then up to twelve more to shuffle in (``done`` to stop)."""
    left = ash_library(s, seat, chosen)
    if not left or len(chosen) >= ASHUR_CHOICES:
        ashur_done(s, seat, chosen)
        return
    slugs = sorted({facts(c).slug for c in left})
    choices = [Action("choose", (slug,)) for slug in slugs]
    if chosen:
        choices.append(Action("done"))
    question: str
    if chosen:
        question = said(
            N_("Ashur Tablets: choose a library card of your ash heap to shuffle into your library ({n} chosen)."),
            n=len(chosen),
        )
    else:
        question = N_("Ashur Tablets: choose a library card of your ash heap to move to your hand.")
    ask(s, seat, question, choices, ashur_chosen, (seat, chosen))


def ashur_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, chosen = args
    if action.verb == "done":
        ashur_done(s, seat, chosen)
        return
    card = next(c for c in ash_library(s, seat, chosen) if facts(c).slug == action.args[0])
    ask_ashur(s, seat, [*chosen, card])


def ashur_done(s: VTESState, seat: int, chosen: list[int]) -> None:
    if not chosen:
        return
    first, *rest = chosen
    for c in chosen:
        s.ash[seat].remove(c)
    s.hand[seat].append(first)
    s.library[seat].extend(rest)
    s.rng.shuffle(s.library[seat])
    ops.say(
        s,
        N_("{seat} moves {card} to their hand and shuffles {len} cards into their library."),
        seat=s.seat_name(seat),
        card=facts(first).name,
        len=len(rest),
    )


card(
    "Ashur Tablets",
    Use(
        MASTER,
        seq(InTurn(ASHUR), code(ashur_tablets, tags=("put-in-play",))),
        when=once_per_turn(ASHUR),
        text="put in play; with three copies: remove them all to gain 3 pool and take back library cards of your "
        "ash heap",
    ),
)


# ------------------------------------------------------------------------ Jake Washington

card("Jake Washington", Use(MASTER, BecomesAlly(1), text="put in play: a unique mortal ally with 1 life"))
# "0 strength and 0 bleed": an ally's printed numbers are read from an ally card; a master card holds
# none (the data says 1), so its statics bring them to 0.
static("Jake Washington", "strength", const(-1))
static("Jake Washington", "bleed", const(-1))
abilities(
    "Jake Washington",
    Ability(
        "burn Jake: add 4 blood to a ready vampire with no blood",
        UNLOCK,
        seq(AddBlood(4), BURN_THIS_MINION),
        targets=Minions("any", vampire=True, kind=blood_at_most(0)),
    ),
)


# ------------------------------------------------------------------------ Scourge of the Enochians

card("Scourge of the Enochians", Use(EVENT, PutInPlay(), text="put in play"))
abilities(
    "Scourge of the Enochians",
    Ability(
        "burn a vampire with capacity 2 or less; your predator takes control of this card",
        DISCARD,
        seq(BurnTarget(), ThisCard(PassControl("predator"))),
        targets=Minions("any", "controlled", vampire=True, kind=capacity_at_most(2)),
    ),
)
# "... and your predator takes control of this card (even if you do not burn a vampire)": at the end
# of its controller's turn, when no vampire was burned with it.
event("Scourge of the Enochians", "end-turn", phase_of("own", PassControl("predator")))


# ------------------------------------------------------------------------ more master cards

card(
    "Unholy Sacrament",
    Use(
        MASTER,
        AddBlood(3),
        targets=uncontrolled_of(all_kinds(in_sect("sabbat"), titled_vampire)),
        text="add 3 blood to a titled Sabbat vampire in your uncontrolled region",
    ),
)

card(
    "Sight Beyond Sight",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("yours", vampire=True, kind=of_clan("Salubri")),
        text="put on a Salubri",
    ),
)
static("Sight Beyond Sight", "intercept", on_bearer(1))


# ------------------------------------------------------------------------ Minion Tap


card(
    "Minion Tap",
    Use(
        MASTER,
        MoveBlood(),
        # A vampire you control, ready or in torpor, and the amount announced (up to its blood).
        targets=BloodAmounts(VAMPIRE_YOU_CONTROL),
        text="move any amount of blood from a vampire you control to your pool",
    ),
)


# ------------------------------------------------------------------------ Golconda: Inner Peace


def golconda(s: VTESState, p: Play) -> None:
    """ "Remove a vampire with capacity 8 or more from the game. Their controller gains pool equal to
    the vampire's capacity"."""

    v = p.targets[0] if p.targets else -1
    if not isinstance(v, int) or v not in s.minions:
        return
    seat, n = s.controller(v), capacity(s, v)
    ops.burn(s, v, to="removed")
    if s.in_game(seat):
        ops.gain_pool(s, seat, n)
        ops.say(s, N_("{seat} gains {n} pool."), seat=ops.who(s, seat), n=n)


def golconda_as_played(s: VTESState, p: Play, use: Use) -> None:
    """ "Their controller can burn 2 pool to cancel this card as it is played" (VT-CARD-17): asked of
    the vampire's controller, when another Methuselah plays it."""
    v = p.targets[0] if p.targets else -1
    t = s.controller(v) if isinstance(v, int) and v in s.minions else -1
    if t < 0 or t == p.seat or s.pool[t] < 2:
        return
    question = N_("Golconda: Inner Peace: burn 2 pool to cancel it?")
    ask(s, t, question, [Action("cancel"), Action("pass")], golconda_answer, (t,))


def golconda_answer(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    if action.verb == "cancel":
        t = int(args[0])
        ops.say(s, N_("{seat} burns 2 pool to cancel Golconda: Inner Peace."), seat=ops.who(s, t))
        ops.burn_pool(s, t, 2)
        cancel_played(s)


GOLCONDA = card(
    "Golconda: Inner Peace",
    Use(
        MASTER,
        code(golconda, harmful=True, tags=("remove-vampire",)),
        targets=Minions("any", "controlled", vampire=True, kind=capacity_at_least(8)),
        text="remove a vampire with capacity 8 or more from the game; its controller gains pool equal to its capacity",
    ),
)
hook("Golconda: Inner Peace", core.AS_PLAYED, golconda_as_played, GOLCONDA)


# ------------------------------------------------------------------------ Charisma


card("Charisma", Use(MASTER, PutOn("target"), targets=ANY_READY_VAMPIRE, text="put on a ready vampire"))
rule("Charisma", core.COST_CHANGES, BearerCheaper("Charisma", ALLY))  # "recruit ally actions cost this vampire -1"


# ------------------------------------------------------------------------ Dabbler

DABBLER = card_id("Dabbler")


def dabbler_announced(s: VTESState, info: dict[str, Any]) -> None:
    """The action card itself counts: its Disciplines are noted as the action is announced (the
    cards played during the action are noted by the rules as they are played: ``play.used_disciplines``)."""

    course = info["course"]
    p = course.aplay
    if p is not None and p.card >= 0 and course.ability is None and bears(s, course.actor, DABBLER):
        used_disciplines(s, course.actor, CARDS[p.card].uses[p.use])


def dabbler_may(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "Once each turn, after an action (successful or not) is resolved during which this vampire
    used 3 or more Disciplines to play cards" (each Methuselah's turn, ANK 20180719-4)."""
    uid = bearer(s, src)
    return (
        ctx.action is not None
        and uid in s.minions
        and len(s.marks.get(("this-action", "disciplines", uid), ())) >= 3
        and ("dabbler", uid) not in s.marks
    )


def dabbler_unlock_may(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    uid = bearer(s, src)
    return dabbler_may(s, ctx, seat, src) and s.minions[uid].locked and s.minions[uid].blood >= 1


def dabbler_unlock(s: VTESState, p: Play) -> None:
    uid = bearer(s, p.source)
    s.marks[("dabbler", uid)] = True
    ops.burn_blood(s, uid, 1)
    ops.unlock(s, uid)
    ops.say(s, N_("{minion} burns 1 blood to unlock (Dabbler)."), minion=ops.label(s, uid))


def dabbler_gain(s: VTESState, p: Play) -> None:
    uid = bearer(s, p.source)
    s.marks[("dabbler", uid)] = True
    ops.add_blood(s, uid, 1)
    ops.say(s, N_("{minion} gains 1 blood (Dabbler)."), minion=ops.label(s, uid))


card(
    "Dabbler",
    Use(MASTER, PutOn("target"), targets=ARCHETYPE_TARGETS, text="put on a vampire you control"),
    kinds=(ARCHETYPE, TRIFLE),
)
on("Dabbler", "announce", dabbler_announced)
abilities(
    "Dabbler",
    Ability(
        "this vampire burns 1 blood to unlock",
        AFTER,
        code(dabbler_unlock, tags=("unlock",)),
        when=dabbler_unlock_may,
        user="host",
    ),
    Ability("this vampire gains 1 blood", AFTER, code(dabbler_gain, blood=1), when=dabbler_may, user="host"),
)


# ------------------------------------------------------------------------ Fragment of the Book of Nod


card("Fragment of the Book of Nod", PUT_IN_PLAY)
abilities(
    "Fragment of the Book of Nod",
    Ability("lock this card to draw 2 cards", ANY_TIME, DrawCards(2), lock=True),
    steal_ability("steal this card", is_vampire),
)


# ------------------------------------------------------------------------ Grooming the Protégé


card(
    "Grooming the Protégé",
    Use(
        MASTER,
        MoveBlood(to_pool=False),
        targets=to_younger_of_clan,
        text="move up to 3 blood from a ready vampire you control to a younger one of its clan in your uncontrolled region",
    ),
)


# ------------------------------------------------------------------------ Ferraille

card("Ferraille", PUT_IN_PLAY)
abilities(
    "Ferraille",
    Ability(
        "burn 1 pool to get +3 votes",
        POLL,
        seq(PayPool(1), MethuselahVotes(3)),
        when=has_pool(1),
        targets=sides,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ Camarilla Conclave

CAMARILLA_VAMPIRE = all_kinds(is_vampire, in_sect("camarilla"))

card(
    "Camarilla Conclave",
    Use(MASTER, PutInPlay(4), text="put in play with 4 counters"),
    requires=controls_ready(with_title("justicar", "inner circle")),
    requires_text="Requires a justicar or Inner Circle member",
)
abilities(
    "Camarilla Conclave",
    Ability(
        "burn 1 counter: +1 stealth to the acting Camarilla vampire",
        ACTION_STAGES,
        seq(BURN_COUNTER, Stealth(1)),
        when=all_of(political_action, acting(CAMARILLA_VAMPIRE, yours=True), has_counters),
        needs="stealth",
    ),
    Ability(
        "burn 1 counter: each non-Camarilla vampire gets -1 vote",
        POLL,
        seq(BURN_COUNTER, FewerVotes("camarilla", N_("In this referendum, each non-Camarilla vampire gets -1 vote."))),
        when=all_of(political_polling, acting(CAMARILLA_VAMPIRE, yours=True), has_counters),
    ),
)
rule("Camarilla Conclave", VOTE_CHANGES, FewerVotesRule("camarilla", CAMARILLA_VAMPIRE))


# ------------------------------------------------------------------------ Protected Resources

card("Protected Resources", PUT_IN_PLAY)
event("Protected Resources", "bleed-about", BleedCap(2))  # "you burn 2 pool instead"
event("Protected Resources", "bleed-success", BurnAfterYouBleed())


# ------------------------------------------------------------------------ Fear of Mekhet

JUSTICAR_OR_IC = with_title("justicar", "inner circle")

card(
    "Fear of Mekhet",
    Use(
        MASTER,
        seq(PutOn("target"), Lock(target=True)),
        targets=Minions("any", vampire=True, kind=JUSTICAR_OR_IC),
        text="put on a ready justicar or Inner Circle member and lock them",
    ),
)
unlock_event("Fear of Mekhet", "each", BloodOrBurned(5, JUSTICAR_OR_IC))


# ------------------------------------------------------------------------ Bleeding the Vine


def vines(s: VTESState, seat: int) -> list[int]:
    """The unlocked Bleeding the Vine ``seat`` controls."""
    return [v for v in s.inplay[seat] if s.placed[v].card == BLEEDING_VINE and not s.placed[v].locked]


def may_vine(s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
    """ "A non-out-of-turn master card played by another Methuselah" (public facts)."""
    return use.as_ == MASTER and p.card >= 0 and p.seat != seat and bool(vines(s, seat))


def vine_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    p = ctx.played
    if p is None or p.card < 0 or p.seat == seat or CARDS[p.card].uses[p.use].as_ != MASTER:
        return False
    frame = next((f for f in reversed(s.stack) if isinstance(f, Resolve) and f.p == p), None)
    return frame is not None and not frame.cancelled and src in vines(s, seat)


def vine_cancel(s: VTESState, p: Play) -> None:
    """ "That card has no effect (no cost is paid), and that Methuselah gains another master phase
    action"."""

    played = being_played(s)
    ops.lock(s, p.source)
    cancel_played(s, unpaid=True)
    if played is not None and played.seat == s.current:
        s.phase_actions += 1


def vine_unlock(s: VTESState, src: int, seat: int) -> None:
    """ "During your unlock phase, lock this card or burn 1 pool"."""
    choices = [Action("burn", ("pool",))]
    if not s.placed[src].locked:
        choices.insert(0, Action("lock"))
    ask(s, seat, N_("Bleeding the Vine: lock it, or burn 1 pool."), choices, vine_paid, (src, seat))


def vine_paid(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, seat = args
    if action.verb == "lock":
        ops.lock(s, src)
        ops.say(s, N_("{seat} locks Bleeding the Vine."), seat=ops.who(s, seat))
    else:
        ops.burn_pool(s, seat, 1)
        ops.say(s, N_("{seat} burns 1 pool for Bleeding the Vine."), seat=ops.who(s, seat))


BLEEDING_VINE = card("Bleeding the Vine", PUT_IN_PLAY)
hook_while_on_table("Bleeding the Vine", core.CANCELLERS, may_vine)
unlock_event("Bleeding the Vine", "own", vine_unlock)
abilities(
    "Bleeding the Vine",
    Ability(
        "lock to cancel a master card played by another Methuselah",
        frozenset(("as-played",)),
        code(vine_cancel, tags=("cancel",)),
        when=vine_when,
    ),
)


# ------------------------------------------------------------------------ Monster

MONSTER = card_id("Monster")


def monster_combat_end(s: VTESState, info: dict[str, Any]) -> None:
    """ "Once each turn after a combat involving this vampire ends, this vampire can burn 1 blood to
    unlock if the opposing minion is not ready": offered after the action's resolution."""
    c = info["combat"]
    course = action_of(s)
    if course is None:
        return
    for uid in (c.a, c.b):
        other = c.other(uid)
        opponent_ready = other in s.minions and s.is_ready(other)
        if uid in s.minions and bears(s, uid, MONSTER) and not opponent_ready and ("monster", uid) not in s.marks:
            course.grant(s.controller(uid), uid, "monster", "after")


def monster_may(s: VTESState, frame: Any, uid: int, seat: int) -> bool:
    m = s.minions.get(uid)
    return m is not None and m.locked and m.blood >= 1 and ("monster", uid) not in s.marks


def monster_unlock(s: VTESState, uid: int, seat: int) -> None:
    s.marks[("monster", uid)] = True  # "once each turn": each Methuselah's turn
    ops.burn_blood(s, uid, 1)
    ops.unlock(s, uid)
    ops.say(s, N_("{minion} burns 1 blood to unlock (Monster)."), minion=ops.label(s, uid))


card(
    "Monster",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("yours", vampire=True, kind=without_archetype),
        text="put on a ready vampire you control",
    ),
    kinds=(ARCHETYPE,),
)
on("Monster", "combat-end", monster_combat_end)
hook("Monster", GRANTS, monster_unlock, "monster")
hook("Monster", GRANT_WHEN, monster_may, "monster")


# ------------------------------------------------------------------------ archive cards (issue 37)

card("The Bitter and Sweet Story", Use(EVENT, PutInPlay(), text="put in play: +2 hand size per victory point"))
static("The Bitter and Sweet Story", "hand size", PerVictoryPoint(2), everywhere=True)  # "each Methuselah"


def uncoiling_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "Other Methuselahs ... burn X pool, where X is the number of other events in play"."""
    if s.placed[src].controller != seat and seat == s.current and s.phase_actions > 0:
        x = len(events_in_play(s, but=src))
        if s.pool[seat] >= x:
            yield (f"pool{x}",)


def uncoiling_burn(s: VTESState, p: Play) -> None:
    """A discard phase action: burn X pool, then this card."""
    s.phase_actions -= 1
    x = int(str(p.targets[0])[4:])
    if x:
        ops.burn_pool(s, p.seat, x)
    BURN_THIS(s, p)


card("The Uncoiling", Use(EVENT, PutInPlay(), delay=IN_PLAY, text="put in play: burn another event at random"))
event("The Uncoiling", "discard-phase", phase_of("own", BurnAnotherEvent()))
abilities(
    "The Uncoiling",
    Ability(
        "use a discard phase action and burn X pool (X: the other events in play) to burn this card",
        DISCARD,
        code(uncoiling_burn, tags=("burn-card",)),
        targets=uncoiling_targets,
        user="any",
    ),
)


card("Dragonbound", Use(EVENT, PutInPlay(), delay=IN_PLAY, text="put in play: burn 1 pool per vampire in torpor"))
# "During each Methuselah's discard phase, that Methuselah burns 1 pool for each vampire in torpor they control."
event("Dragonbound", "discard-phase", phase_of("each", BurnsPool(1, per="torpor")))


ASSAMITE = of_clan("Banu Haqim")
card("The Khabar: Community", PUT_IN_PLAY)
static("The Khabar: Community", "stealth", KindGets(1, ASSAMITE, own_action="bleed"), everywhere=True)
abilities(
    "The Khabar: Community",
    burn_this_action(when=minion_is(not_kind(of_clan("Tremere")))),
    burn_this_action(when=minion_is(of_clan("Tremere")), stealth=1),  # "Tremere get +1 stealth during that action"
)


card("NRA PAC", Use(EVENT, PutInPlay(), text="put in play: equipping minions unlock at the end of the turn"))
event("NRA PAC", "action-end", equippers_unlock_at_end)


BRUJAH = of_clan("Brujah")
card("Brujah Debate", PUT_IN_PLAY)
event("Brujah Debate", "master-phase", phase_of("each", LocksOldest(BRUJAH)))
static("Brujah Debate", "strength", KindGets(1, BRUJAH), everywhere=True)
event("Brujah Debate", "combat-start", kind_each_combat(BRUJAH, "maneuver", ""))
abilities("Brujah Debate", burn_this_action(when=minion_is(not_kind(of_clan("Ventrue")))))


card(
    "Abombwe",
    Use(
        MASTER,
        DisciplineOn(),
        # "Put this card on a Laibon or on a vampire with Protean [pro]"; "cannot be placed on a vampire
        # with superior Abombwe"; "capacity increases by 1" (DisciplineOn reads it).
        targets=Minions(
            "any",
            "controlled",
            vampire=True,
            kind=all_kinds(any_kind(in_sect("laibon"), has_discipline("pro")), below_superior("abo")),
        ),
        text="put on a Laibon or a vampire with Protean: +1 level of Abombwe, +1 capacity",
    ),
    kinds=(TRIFLE,),
)

card("Ascendance", Use(MASTER, GainPool(1), text="gain 1 pool"))

card(
    "Vulnerability",
    Use(
        MASTER,
        BurnTarget(),
        targets=Minions("any", "controlled", vampire=True, kind=in_torpor),
        text="burn a vampire in torpor",
    ),
)

card("Failsafe", PUT_IN_PLAY, kinds=(TRIFLE,))
abilities(
    "Failsafe",
    Ability(
        "use a master phase action to burn this card and gain 4 pool (fewer than 3 pool)",
        MASTER_PHASE,
        seq(SpendPhaseAction(), BURN_THIS, GainPool(4)),
        when=all_of(pool_below(3), has_phase_action),
    ),
)


card(
    "Secret Passage",
    Use(
        MASTER,
        PutOn("target"),
        # "A minion can have only one Secret Passage."
        targets=Minions("yours", kind=not_kind(bearing("Secret Passage"))),
        text="put on a ready minion you control",
    ),
)
abilities(
    "Secret Passage",
    Ability(
        "burn this card to make the directed action targeting this ready minion fail",
        ACTION_STAGES,
        seq(BURN_THIS, EndAction(unlock=False)),
        when=bearer_targeted,
        user="host",
    ),
)


FBI = "FBI Special Affairs Division"


def fbi_burned(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If an ally is burned in combat with an acting vampire, add 1 counter to this card and inflict 2
    unpreventable environmental damage on the acting vampire after the combat ends. If this card has 4
    counters, burn it": not an ally saved (Left for Dead, PIB 20121028), nor an acting ally (ANK
    20180913-2); an ally burning itself at the end of combat counts (LSJ 20100527)."""
    c, a = current_combat(s), action_of(s)
    uid = info["uid"]
    if c is None or a is None or uid not in (c.a, c.b) or is_vampire_card(int(info["card"])):
        return
    actor = c.other(uid)
    if actor != a.actor or actor not in s.minions or not is_vampire(s, actor):
        return
    s.marks[("fbi damage", actor)] = int(s.marks.get(("fbi damage", actor), 0)) + 2
    pl = s.placed[src]
    s.placed[src] = pl._replace(counters=pl.counters + 1)
    if pl.counters + 1 >= 4:
        ops.say(s, N_("{card} is burned."), card=FBI)
        ops.burn_placed(s, src)


def fbi_damage(s: VTESState, info: dict[str, Any]) -> None:
    """After the combat ends (even if the card was burned meanwhile: it already acted)."""
    c = info["combat"]
    for uid in (c.a, c.b):
        n = int(s.marks.pop(("fbi damage", uid), 0))
        if n and uid in s.minions:
            ops.say(s, N_("{card}: {minion} takes {n} unpreventable damage."), card=FBI, minion=ops.label(s, uid), n=n)
            inflict(s, None, uid, n, 0)


def is_vampire_card(card_: int) -> bool:
    return facts(card_).crypt


card(FBI, Use(EVENT, PutInPlay(), text="put in play: burning an ally in combat costs the acting vampire 2 damage"))
event(FBI, "burned", fbi_burned)
on(FBI, "combat-end", fbi_damage)


card(
    "Brainwash",
    Use(
        MASTER,
        PutOn("target"),
        targets=Uncontrolled(prey=True),
        text="put on a vampire in your prey's uncontrolled region: no transfers to or from it",
    ),
)
flag("Brainwash", "no-transfers", on_its_bearer)  # "no transfers can be used to move blood to or from that card"
abilities("Brainwash", burn_this_action(stealth=1))  # "any minion may burn this card as a +1 stealth (D) action"


FLAMES = "Flames of Insurrection"


def flames_left_ready(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "When a minion opposing an anarch in combat leaves the ready region, the controller of that
    anarch may move a counter from the bank to a vampire in his or her uncontrolled region" (both
    combatants' controllers when both go, ANK 20180627-2)."""
    c = current_combat(s)
    uid = info.get("uid", -1)
    if c is None or uid not in (c.a, c.b):
        return
    anarch = c.other(uid)
    seat = s.controller(anarch)
    if anarch not in s.minions or not is_anarch(s, anarch) or seat < 0 or not s.uncontrolled[seat]:
        return
    choices = [Action("choose", (v,)) for v in s.uncontrolled[seat]] + [Action("decline")]
    ask(
        s,
        seat,
        said(N_("{card}: add 1 blood to a vampire in your uncontrolled region?"), card=FLAMES),
        choices,
        flames_blood,
    )


def flames_blood(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    if action.verb == "choose" and int(action.args[0]) in s.minions:
        uid = int(action.args[0])
        ops.add_blood(s, uid, 1)
        ops.say(s, N_("{minion} gets {n} blood."), minion=ops.label(s, uid), n=1)


card(FLAMES, PUT_IN_PLAY, requires=controls_ready(anarch_minion), requires_text="Requires a ready anarch")
event(FLAMES, "leave-ready", flames_left_ready)
abilities(
    FLAMES,
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,  # the referendum passed (as Anarch Revolt's)
        when=may_call_referendum,
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


card(
    "Fortschritt Library",
    Use(
        MASTER,
        SearchToHand(gehenna_event, show=True),
        when=once_in_game("fortschritt-library"),
        text="search your library for a Gehenna event, show it and add it to your hand (one in a game)",
    ),
)
rule("Fortschritt Library", core.AS_PLAYED, InGame("fortschritt-library"), key=card_id("Fortschritt Library"))


card("Antediluvian Awakening", PUT_IN_PLAY)
# "During each Methuselah's unlock phase, that Methuselah burns 1 pool unless they burn a vampire they
# control with capacity 4 or more to burn this card."
unlock_event("Antediluvian Awakening", "each", PoolUnlessBurns(1, capacity_at_least(4)))


MILLICENT = "Millicent Smith, Puritan Vampire Hunter"


def millicent_blocked(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If any of your vampires are blocked, burn Millicent and your acting vampire (without combat)"."""
    course = info["course"]
    pl = s.placed.get(src)
    actor = course.actor
    if pl is None or actor not in s.minions or not is_vampire(s, actor) or s.controller(actor) != pl.controller:
        return
    ops.say(s, N_("{card} is burned."), card=MILLICENT)
    ops.burn_placed(s, src)
    ops.burn(s, actor)


card(MILLICENT, PUT_IN_PLAY)
event(MILLICENT, "blocked", millicent_blocked)
# "During your discard phase, your predator takes control of Millicent."
event(MILLICENT, "discard-phase", phase_of("own", PassControl("predator")))


card(
    "The Slow Withering",
    Use(EVENT, PutInPlay(), delay="diablerie", text="put in play: cards requiring superior Disciplines cost +1 blood"),
    requires=other_gehenna_event,
    requires_text="Requires 1 or more other Gehenna events in play",
)
rule("The Slow Withering", core.COST_CHANGES, SuperiorCostsMore("The Slow Withering"))


card(
    "Libertas",
    Use(MASTER, PutOn("target"), targets=Minions("any", "controlled", kind=anarch_minion), text="put on an Anarch"),
    requires=controls_ready(anarch_minion),
    requires_text="Requires an Anarch",
)
rule("Libertas", core.BLOCK_RULES, BearerUnblockable("Libertas", ally))  # "allies cannot block this Anarch"
# "Cards requiring Dominate or Presence cost other minions +1 blood while this Anarch is acting,
# attempting to block or in combat."
rule("Libertas", core.COST_CHANGES, CostsMoreAround("Libertas", ("dom", "pre")))


card("NSA Trio", Use(EVENT, PutInPlay(), text="put in play: no combat ends as a strike in the first block combat"))
# "During the first combat between an acting vampire and a blocking vampire each turn, neither
# combatant may end combat as a strike in the first round."
event("NSA Trio", "combat-start", first_block_combat_each_turn("no-combat-ends", 1, "round"))
abilities(
    "NSA Trio",
    Ability(
        "use a discard phase action to burn this card (your minions attempted no actions this turn)",
        DISCARD,
        seq(SpendPhaseAction(), BURN_THIS),
        when=all_of(has_phase_action, attempted_no_action),
        user="any",
    ),
)


card(
    "Legendary Vampire",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("yours", vampire=True, kind=all_kinds(capacity_at_least(7), entered_last_influence)),
        text="put on a vampire with capacity 7 or more brought out in your last influence phase: +2 bleed, +2 votes",
    ),
)
static("Legendary Vampire", "bleed", on_bearer(2))
static("Legendary Vampire", "votes", on_bearer(2))
abilities(
    "Legendary Vampire",
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,  # the referendum passed (as Anarch Revolt's)
        when=may_call_referendum,  # "any vampire"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


DARK_INFLUENCES = "Dark Influences"
card(
    DARK_INFLUENCES,
    Use(
        OOT,
        seq(CancelPlayed(unpaid=True), NotAgainThisTurn(), PutInPlay()),
        moments=AS_PLAYED,
        when=minion_card_of_another,
        text="cancel a minion card as it is played, its cost not paid; put this card in play",
    ),
)
rule(DARK_INFLUENCES, core.CANCELLERS, MinionCardCanceller(DARK_INFLUENCES))
rule(DARK_INFLUENCES, core.TARGET_RULES, not_played_again)  # "that card cannot be played again this turn"
rule(DARK_INFLUENCES, core.AUTO_CANCELS, CancelsNextCanceller(DARK_INFLUENCES))


card(
    "Blind Spot",
    Use(
        MASTER,
        BarWhileActing(),
        targets=vampire_and_prey_minion,
        text="while your vampire acts this turn, the prey's minion chosen cannot block or play reactions",
    ),
)
rule("Blind Spot", core.BLOCK_RULES, barred_from_blocking)
rule("Blind Spot", core.TARGET_RULES, barred_from_reacting)


LEOPOLD = "Society of Leopold"
card(LEOPOLD, Use(MASTER, PutOn("target"), targets=Minions("any", "controlled", vampire=True), text="put on a vampire"))
unlock_event(LEOPOLD, "each", BloodOrBurnedChosen(1))  # "during his or her controller's unlock phase"
abilities(
    LEOPOLD,
    Ability(
        "move this card to another vampire as a +1 stealth (D) action",
        MINION_PHASE,
        MoveThisTo(),
        targets=Minions("others", "controlled", vampire=True),
        action=ActionSpec(stealth=1, directed=True),
        user="host",
        by="host",
    ),
)


card(
    "Cavalier",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("yours", "controlled", vampire=True, kind=without_archetype),
        text="put on a vampire you control",
    ),
    kinds=(ARCHETYPE,),
)
abilities(
    "Cavalier",
    Ability(
        "once each turn, burn 1 blood to unlock after a successful action costing blood",
        AFTER,
        seq(BearerBurnsBlood(1), UnlockBearer()),
        when=bearer_succeeded_costing_blood,
        once="turn",
        user="host",
    ),
)


card(
    "Vox Domini",
    Use(
        OOT,
        ReferendumFails(unlock_actor=False),
        moments=POLL,
        # "Only usable during the referendum of a political action. Not usable on a referendum that is
        # automatically passing. Each Methuselah may play only one Vox Domini each game."
        when=all_of(polling, not_automatic, once_each_game_per_methuselah("vox-domini")),
        text="the referendum of the political action fails",
    ),
)
rule("Vox Domini", core.AS_PLAYED, InGameEach("vox-domini"), key=card_id("Vox Domini"))


card(
    "From a Sinking Ship",
    Use(
        MASTER,
        StealMinion(),
        # "a minion controlled by a Methuselah with 3 or fewer pool"; "not usable to take control of a
        # vampire with capacity 7 or more"; "only one From a Sinking Ship can be played in a game"
        targets=Minions(
            "others",
            "controlled",
            kind=all_kinds(controller_pool_at_most(3), not_kind(capacity_at_least(7))),
        ),
        when=once_in_game("from-a-sinking-ship"),
        text="take control of a minion of a Methuselah with 3 or fewer pool (one in a game)",
    ),
)
rule("From a Sinking Ship", core.AS_PLAYED, InGame("from-a-sinking-ship"), key=card_id("From a Sinking Ship"))


card("The Marrakesh Codex", PUT_IN_PLAY)
abilities(
    "The Marrakesh Codex",
    Ability("look at and reorder the top 4 cards of your library", ANY_TIME, ReorderTop(4), lock=True),
    steal_ability("steal this card", is_vampire),  # "any vampire may steal this card ... as a (D) action"
)


card(
    "Aching Beauty",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("any", "controlled", kind=of_clan("Toreador")),
        text="put on a Toreador",
    ),
)
event("Aching Beauty", "blocked", blocker_controller_burns(1))  # "the blocking minion's controller burns 1 pool"


card(
    "Kaymakli Nightmares",
    Use(
        MASTER,
        ReshuffleUncontrolled(),
        when=once_in_game("kaymakli-nightmares"),
        text="every uncontrolled region goes back to its crypt, shuffled, and as many are drawn (one in a game)",
    ),
)
rule("Kaymakli Nightmares", core.AS_PLAYED, InGame("kaymakli-nightmares"), key=card_id("Kaymakli Nightmares"))


# ------------------------------------------------------------------------ Unnatural Disaster

card("Unnatural Disaster", Use(MASTER, BurnTargetCard(harmful=False), targets=Locations(), text="burn a location"))


# ------------------------------------------------------------------------ Redeem the Lost Soul


def ash_vampires(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Targets: a vampire in your ash heap (public, VT-TERM-04), named by its slug."""
    for slug in sorted({facts(c).slug for c in s.ash[seat] if facts(c).crypt}):
        yield (slug,)


def redeem_the_lost_soul(s: VTESState, p: Play) -> None:
    """ "Gain X pool, where X is half of the capacity of that vampire (round down). Remove that
    vampire from the game"."""
    c = next((c for c in s.ash[p.seat] if facts(c).crypt and p.targets and facts(c).slug == p.targets[0]), -1)
    if c < 0:
        return
    n = facts(c).capacity // 2
    s.ash[p.seat].remove(c)
    s.removed[p.seat].append(c)
    ops.say(s, N_("{card} is removed from the game."), card=facts(c).name)
    ops.gain_pool(s, p.seat, n)
    ops.say(s, N_("{seat} gains {n} pool."), seat=ops.who(s, p.seat), n=n)


card(
    "Redeem the Lost Soul",
    Use(
        MASTER,
        code(redeem_the_lost_soul, tags=("remove-from-ash",)),
        targets=ash_vampires,
        text="remove a vampire in your ash heap from the game: gain half its capacity in pool",
    ),
)


# ------------------------------------------------------------------------ Gird Minions

card("Gird Minions", Use(MASTER, PoolToVampires(), text="move pool to vampires you control"))


# ------------------------------------------------------------------------ Personal Involvement


def personal_involvement(s: VTESState, p: Play) -> None:
    """ "If your prey has more pool than you (after paying the cost of this card), your prey burns 3
    pool"."""
    prey = s.prey(p.seat)
    if prey != p.seat and s.pool[prey] > s.pool[p.seat]:
        ops.say(s, N_("{seat} burns {n} pool."), seat=s.seat_name(prey), n=3)
        ops.burn_pool(s, prey, 3)


def personal_involvement_as_played(s: VTESState, p: Play, use: Use) -> None:
    """ "Any Methuselah can cancel this card as it is played by burning 2 pool (the cost of this card
    is not paid in that case)" (VT-CARD-17): asked of each other Methuselah in turn from the player's
    prey, while none has cancelled it."""
    personal_involvement_ask(s, p.seat, s.prey(p.seat))


def personal_involvement_ask(s: VTESState, player: int, t: int) -> None:
    while t != player and (not s.in_game(t) or s.pool[t] < 2):
        t = s.prey(t) if s.in_game(t) else (t + 1) % s.players
    if t == player:
        return
    question = N_("Personal Involvement: burn 2 pool to cancel it?")
    ask(s, t, question, [Action("cancel"), Action("pass")], personal_involvement_answer, (player, t))


def personal_involvement_answer(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    player, t = int(args[0]), int(args[1])
    if action.verb == "cancel":
        ops.say(s, N_("{seat} burns 2 pool to cancel Personal Involvement."), seat=ops.who(s, t))
        ops.burn_pool(s, t, 2)
        cancel_played(s, unpaid=True)
        return
    personal_involvement_ask(s, player, s.prey(t))


PERSONAL_INVOLVEMENT = card(
    "Personal Involvement",
    Use(
        MASTER, code(personal_involvement, burn_pool=3, harmful=True), text="your prey burns 3 pool if richer than you"
    ),
)
hook("Personal Involvement", core.AS_PLAYED, personal_involvement_as_played, PERSONAL_INVOLVEMENT)


# ------------------------------------------------------------------------ Spontaneous Power


def vampire_and_discipline(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Targets: a vampire (ready or in torpor, anyone's) and a Discipline chosen."""
    for (v,) in Minions("any", "controlled", vampire=True)(s, ctx, seat, uid):
        for code_ in VAMPIRE_DISCIPLINES:
            yield (v, code_)


def spontaneous_power(s: VTESState, p: Play) -> None:
    """ "Put this card on a vampire and choose a Discipline. This vampire gains 1 level of the chosen
    Discipline. While in play, this card counts as a master: Discipline card" (VT-CARD-37)."""
    from .vocab.minion import stays

    v, chosen = p.targets[0], str(p.targets[1])
    if isinstance(v, int) and v in s.minions:
        ops.put_on(s, p.card, p.seat, p.seat, v, data=("discipline", chosen))
        stays(s)


card(
    "Spontaneous Power",
    Use(
        MASTER,
        code(spontaneous_power, tags=("discipline", "put-on")),
        targets=vampire_and_discipline,
        text="put on a vampire: +1 level of the Discipline chosen",
    ),
)


# ------------------------------------------------------------------------ The Fourth Cycle

FOURTH_CYCLE = "The Fourth Cycle"


def two_gehenna_events(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires 2 or more Gehenna events in play"."""
    return sum(1 for pl in s.placed.values() if gehenna_event(pl.card)) >= 2


def fourth_cycle(s: VTESState, p: Play) -> None:
    """ "After this card enters play, burn all Gehenna events and conviction cards, then send all
    vampires with capacity 3 or less to torpor"."""

    for uid in [u for u, pl in s.placed.items() if gehenna_event(pl.card) or facts(pl.card).is_type("Conviction")]:
        ops.say(s, N_("{minion} is burned."), minion=ops.label(s, uid))
        ops.burn_placed(s, uid)
    for _t, v, _m in list(s.all_ready()):
        if v in s.minions and is_vampire(s, v) and capacity(s, v) <= 3:
            ops.to_torpor(s, v)


def no_gehenna_event_played(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """ "Gehenna events cannot be played" while The Fourth Cycle is in play."""
    return p.card < 0 or not gehenna_event(p.card) or not any(copies_in_play(s, card_id(FOURTH_CYCLE)))


card(
    FOURTH_CYCLE,
    Use(
        EVENT,
        seq(PutInPlay(), code(fourth_cycle, harmful=True, tags=("to-torpor",))),
        text="put in play: burn all Gehenna events and conviction cards; vampires with capacity 3 or less go to torpor",
    ),
    requires=two_gehenna_events,
    requires_text="Requires 2 or more Gehenna events in play",
)
hook_while_on_table(FOURTH_CYCLE, core.TARGET_RULES, no_gehenna_event_played)
no_gehenna_event_played.plays = ANY_CARD  # type: ignore[attr-defined]  # library cards only (hooks.active_for)


# ------------------------------------------------------------------------ Tend the Flock


card(
    "Tend the Flock",
    Use(
        MASTER,
        tagged(AddBlood(3, slot=1), "uncontrolled"),
        targets=ChooserAndYounger(all_kinds(of_clan("Baali"), infernal), infernal),
        text="choose a ready unlocked infernal Baali you control: add 3 blood to a younger infernal vampire in your uncontrolled region",
    ),
)


# ------------------------------------------------------------------------ Anachronism

ANACHRONISM = "Anachronism"
IVORY_BOW = "Ivory Bow"


def ranged_weapon(card: int) -> bool:
    """A weapon with a ranged strike ("Strike: 2R damage", "alternatively, ranged strike")."""

    return weapon_card(card) and re.search(r"\dR\b|ranged", facts(card).text) is not None


def barred_by_anachronism(card: int) -> bool:
    return ranged_weapon(card) and facts(card).name != IVORY_BOW


def anachronism_burns(s: VTESState, p: Play) -> None:
    """ "(If he or she currently has any, they are burned.)" """
    v = p.targets[0] if p.targets else -1
    if isinstance(v, int) and v in s.minions:
        for uid in [u for u in s.minions[v].cards if u in s.placed and barred_by_anachronism(s.placed[u].card)]:
            ops.say(s, N_("{minion} is burned."), minion=ops.label(s, uid))
            ops.burn_placed(s, uid)


def anachronism_carry(s: VTESState, uid: int, card: int) -> bool:
    """ "This vampire cannot have or use any ranged weapons except the Ivory Bow" (a CARRY_RULES entry)."""
    return not (barred_by_anachronism(card) and bears(s, uid, card_id(ANACHRONISM)))


card(
    ANACHRONISM,
    Use(
        MASTER,
        seq(PutOn("target"), code(anachronism_burns, harmful=True, tags=("burn-equipment",))),
        targets=Minions("any", "controlled", vampire=True, kind=capacity_at_least(7)),
        text="put on a vampire with capacity above 6: no ranged weapons but the Ivory Bow (those it has are burned)",
    ),
)
hook(ANACHRONISM, core.CARRY_RULES, anachronism_carry)


def anachronism_equip(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """The bearer does not equip with a ranged weapon from its controller's hand either."""
    return p.card < 0 or p.by not in s.minions or anachronism_carry(s, p.by, p.card)


hook_while_on_table(ANACHRONISM, core.TARGET_RULES, anachronism_equip)


# ------------------------------------------------------------------------ Mob Connections


def own_combatant(s: VTESState, seat: int) -> int:
    """The minion ``seat`` controls in the combat in progress (-1 if none)."""
    c = current_combat(s)
    if c is None:
        return -1
    return next((u for u in (c.a, c.b) if u in s.minions and s.controller(u) == seat), -1)


def mob_connections_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "1 press, only usable to continue combat", for a minion you control in the combat."""
    u = own_combatant(s, seat)
    return ctx.combat is not None and u >= 0 and core.may_press(ctx.combat, u, "continue")


def mob_connections_press(s: VTESState, p: Play) -> None:
    c, u = current_combat(s), own_combatant(s, p.seat)
    if c is not None and u >= 0:
        core.press(s, c, u, "continue")


card("Mob Connections", PUT_IN_PLAY)
abilities(
    "Mob Connections",
    Ability(
        "lock to give a minion you control 1 press, only to continue combat",
        PRESS,
        code(mob_connections_press, press=True),
        when=mob_connections_may,
        lock=True,
    ),
    burn_this_action(),  # "minions can burn this card as a (D) action"
)


# ------------------------------------------------------------------------ Depravity

DEPRAVITY = "Depravity"
card(
    DEPRAVITY,
    Use(MASTER, PutOn("target"), targets=READY_VAMPIRE_YOU_CONTROL, text="put on a ready vampire you control"),
)
static(DEPRAVITY, "strength", on_bearer(1))
rule(
    DEPRAVITY, core.STEALTH_MODS, BearerStealthDuring(DEPRAVITY, "diablerize")
)  # "+1 stealth during diablerie actions"
rule(
    DEPRAVITY, core.TARGET_RULES, BearerCannotPlay(DEPRAVITY, (ALLY, RETAINER))
)  # "cannot recruit allies or employ retainers"


# ------------------------------------------------------------------------ Path of Evil Revelations


def unlock_infernals(s: VTESState, p: Play) -> None:
    """ "Unlock all infernal minions you control"."""
    from ..traits import has_trait

    for uid in list(s.ready[p.seat]):
        if s.minions[uid].locked and has_trait(s, uid, "Infernal"):
            ops.unlock(s, uid)


def burned_with_damage(s: VTESState, p: Play) -> None:
    """The (D) action burning the card "inflicts 1 unpreventable environmental damage on acting
    vampires" (outside combat, VT-DMG-03)."""
    BURN_THIS(s, p)
    if p.by in s.minions and is_vampire(s, p.by):
        inflict(s, None, p.by, 1, 0)


card("Path of Evil Revelations", PUT_IN_PLAY)
abilities(
    "Path of Evil Revelations",
    Ability(
        "burn 1 pool to unlock all infernal minions you control",
        MASTER_PHASE,
        seq(PayPool(1), code(unlock_infernals, tags=("unlock",))),
        when=has_pool(1),
    ),
    burn_this_action(effect=code(burned_with_damage, damage=1, tags=("burn-card",))),
)


# ------------------------------------------------------------------------ Twilight Camp

TWILIGHT_CAMP = "Twilight Camp"


def twilight_camp_enters(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "After you put a non-titled non-Anarch vampire in play from your uncontrolled region, you can
    burn 1 blood from this card to make that vampire Anarch" (a crypt vampire entering your ready
    region)."""
    uid, pl = info.get("uid", -1), s.placed.get(src)
    if pl is None or not pl.counters or uid not in s.minions or uid not in s.ready[pl.controller]:
        return
    if "vampire" in s.minions[uid].marks or not is_vampire(s, uid) or titled_vampire(s, uid) or is_anarch(s, uid):
        return
    question = said(
        N_("{card}: burn 1 blood from it to make {minion} Anarch?"), card=TWILIGHT_CAMP, minion=ops.label(s, uid)
    )
    ask(s, pl.controller, question, [Action("anarch"), Action("pass")], twilight_camp_answer, (src, uid))


def twilight_camp_answer(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, uid = args
    pl = s.placed.get(src)
    if action.verb != "anarch" or pl is None or not pl.counters or uid not in s.minions:
        return
    s.minions[uid] = s.minions[uid]._replace(sect="anarch")
    ops.say(s, N_("{minion} becomes Anarch."), minion=ops.label(s, uid))
    s.placed[src] = pl._replace(counters=pl.counters - 1)
    if not s.placed[src].counters:  # "if this card has no blood, burn it"
        ops.say(s, N_("{card} is burned."), card=TWILIGHT_CAMP)
        ops.burn_placed(s, src)


card(TWILIGHT_CAMP, Use(MASTER, PutInPlay(4), text="put in play with 4 blood"))
event(TWILIGHT_CAMP, "enter-play", twilight_camp_enters)
abilities(
    TWILIGHT_CAMP,
    Ability(
        "use a master phase action to move 1 blood from this card to an Anarch",
        MASTER_PHASE,
        seq(SpendPhaseAction(), AddBlood(1), BURN_COUNTER),  # "if this card has no blood, burn it"
        when=all_of(has_counters, has_phase_action),
        targets=Minions("any", "controlled", vampire=True, kind=anarch_minion),
    ),
)


# ------------------------------------------------------------------------ The Erciyes Fragments

# The card on it is played "as if from hand" (play.AS_FROM_HAND): requirements and cost as normal, not
# replaced (LSJ 20081126), cancellable as played (LSJ 20060106), removed from the game when burned; if the
# Fragments leave play, the card on it goes with them (LSJ 20021128, ops.burn_placed). The lock is usable
# whenever its controller may act (ANK 20200616), not while a card is on it.
FRAGMENTS = "The Erciyes Fragments"
card(FRAGMENTS, PUT_IN_PLAY)
abilities(
    FRAGMENTS,
    Ability(
        "move a library card from your prey's ash heap to this card",
        ANY_TIME,
        HoldFromAsh(),
        targets=prey_ash_to_hold,
        lock=True,
    ),
    steal_ability("steal the Fragments (and any card on it)", capacity_at_least(5)),
)
rule(FRAGMENTS, AS_FROM_HAND, CONTROLLER, key=card_id(FRAGMENTS))


# ------------------------------------------------------------------------ Two Wrongs

# Played after blocks are declined (also after a block failed for stealth: ANK 20211003), before any
# card played "as the bleed would be successful" (LSJ 19980105); never at an invalid bleed target (PIB
# 20130711). The card it cancels still costs its cost (ANK 20260216).
card(
    "Two Wrongs",
    Use(
        OOT,
        seq(Redirect(), BounceCancelled()),
        moments=STATE_C,
        when=all_of(bleeding_you_after_blocks, not_predator_acting),
        targets=actors_prey,
        text="the minion bleeding you now bleeds its controller's prey; the next card changing the target is cancelled",
    ),
    kinds=(TRIFLE,),
)
rule("Two Wrongs", core.AUTO_CANCELS, cancel_next_bounce)


# ------------------------------------------------------------------------ Infernal Pact, Agent of Power

card(
    "Infernal Pact",
    Use(
        MASTER,
        PutOnWithDiscipline("plays"),
        targets=own_vampire_and_discipline(of_clan("Tremere antitribu")),
        text="put on a Tremere antitribu you control: play cards requiring the Discipline chosen as if superior",
    ),
)
for _code in VAMPIRE_DISCIPLINES:
    static("Infernal Pact", PLAY_LEVEL + _code, AsSuperior(_code))

card(
    "Agent of Power",
    Use(
        MASTER,
        PutOnWithDiscipline(),
        targets=own_vampire_and_discipline(),
        text="put on a vampire you control: +1 level of the Discipline chosen; burned in your discard phase",
    ),
    kinds=(TRIFLE,),
)
event("Agent of Power", "discard-phase", phase_of("own", BurnCard(say=True)))


# ------------------------------------------------------------------------ Blood Weakens

# "Is not replaced until the condition is met, even if it is burned" (LSJ 20080805): delay "diablerie".
card(
    "Blood Weakens",
    Use(
        EVENT,
        PutInPlay(),
        delay="diablerie",
        text="put in play: during an action, cards requiring Disciplines are replaced at its end",
    ),
)
rule("Blood Weakens", core.PLAY_DELAYS, DisciplineCardsWait("Blood Weakens"))


# ------------------------------------------------------------------------ Blood Trade

# Reading: "no more boons can be put in play": boon master cards (each puts itself in play or on a
# vampire) cannot be played; Consanguineous Boon, a political action, can (LSJ 20040531-2).
card("Blood Trade", Use(EVENT, seq(BurnAllCards(is_boon), PutInPlay()), text="burn all boons; put in play"))
rule("Blood Trade", core.TARGET_RULES, NoMorePlayed("Blood Trade", master_boon))
abilities(
    "Blood Trade",
    Ability(
        "move 1 blood from a vampire you control to a vampire controlled by another Methuselah",
        UNLOCK,
        MoveBlood(to_pool=False),
        targets=own_to_others_vampire,
        once="turn",
        user="any",
    ),
)


# ------------------------------------------------------------------------ Nightmares upon Nightmares

card(
    "Nightmares upon Nightmares",
    Use(EVENT, PutInPlay(), delay="discard", text="put in play: in each unlock phase, lock each minion or discard"),
)
unlock_event("Nightmares upon Nightmares", "each", LockUnlessDiscard())


# ------------------------------------------------------------------------ Veil of Darkness

card(
    "Veil of Darkness",
    Use(
        EVENT,
        PutInPlay(),
        delay=IN_PLAY,
        text="put in play: a vampire's first Discipline card each turn has no effect if a master card is revealed",
    ),
)
rule("Veil of Darkness", core.AUTO_CANCELS, FirstDisciplineCardReveals("Veil of Darkness", "obt", 2))


# ------------------------------------------------------------------------ Life Boon

# Played as a Methuselah is being ousted for lack of pool (play.Ousting, VT-OUST-01), giving at least
# enough pool to bring them above 0 (RTR 19970630, ANK 20230817-2).
card(
    "Life Boon",
    Use(
        OOT,
        KeepInGame(),
        moments=frozenset((OUSTING,)),
        targets=being_ousted_pool,
        text="give pool to a Methuselah with no pool to keep them in the game; put in play",
    ),
)
abilities(
    "Life Boon",
    Ability(
        "steal 1 pool from the Methuselah kept in the game",
        frozenset(("unlock-any",)),
        StealFromSaved(1),
        when=saved_unlocking,
        once="turn",
    ),
)
rule("Life Boon", ops.VP_REDIRECTS, VictoryPointsInstead("Life Boon"))


# ------------------------------------------------------------------------ Not to Be

# "Cancel an event card as it is played (no cost is paid)": its own "do not replace" clause is cancelled
# with it (LSJ 20080630, play.replace_played).
card(
    "Not to Be",
    Use(
        OOT,
        seq(CancelPlayed(unpaid=True), PutInPlay()),
        moments=AS_PLAYED,
        when=event_card_of_another,
        text="cancel an event card as it is played, its cost not paid; put this card in play",
    ),
)
rule("Not to Be", core.CANCELLERS, EventCanceller("Not to Be"))
static("Not to Be", "master actions", const(1))  # "during your master phase, one additional action"
static("Not to Be", "discard actions", const(-1))  # "during your discard phase, one fewer"
event("Not to Be", "discard-phase", phase_of("own", BurnCard(say=True)))  # "and this card is burned"


# ------------------------------------------------------------------------ The Eternals of Sirius

SETITE = of_clan("Ministry")  # Follower of Set
card(
    "The Eternals of Sirius",
    Use(MASTER, GainPool(5), key="pool", when=controls_ready(SETITE), text="gain 5 pool (a ready Follower of Set)"),
    Use(
        MASTER,
        AddBlood(5),
        key="blood",
        targets=Uncontrolled(kind=all_kinds(SETITE, capacity_at_least(9))),
        text="add 5 blood to a Follower of Set with capacity 9 or more in your uncontrolled region",
    ),
)


# ------------------------------------------------------------------------ Día de los Muertos

card(
    "Día de los Muertos",
    Use(
        MASTER,
        NextPassesAutomatically("sabbat"),
        when=once_in_game("dia-de-los-muertos"),
        text="the first referendum a Sabbat vampire you control calls this turn passes automatically",
    ),
)
rule("Día de los Muertos", core.AS_PLAYED, InGame("dia-de-los-muertos"), key=card_id("Día de los Muertos"))


# ------------------------------------------------------------------------ Privileged Position

POWER_PATH = on_path("Power and the Inner Voice")
card(
    "Privileged Position",
    PUT_IN_PLAY,
    requires=controls_ready(all_kinds(is_vampire, POWER_PATH), 2),
    requires_text="Requires 2 or more ready vampires who follow the Path of Power and the Inner Voice",
)
abilities(
    "Privileged Position",
    Ability(
        "burn 1 pool from your prey",
        AFTER,
        ThisCard(BurnsPool(1, who="prey"), says=Gives(burn_pool=1)),
        when=all_of(referendum_passed, acting(is_vampire, yours=True)),
        lock=True,
    ),
)


# ------------------------------------------------------------------------ The Path of Night

card("The Path of Night", PUT_IN_PLAY)
rule("The Path of Night", core.COST_CHANGES, ClanCheaperWhile("The Path of Night", "Lasombra", "obt"))
abilities(
    "The Path of Night",
    burn_this_action(effect=seq(BURN_THIS, DamageActor(1, vampires=True))),  # "unpreventable ... on acting vampires"
)


# ------------------------------------------------------------------------ Festivo dello Estinto

SABBAT = in_sect("sabbat")
card(
    "Festivo dello Estinto",
    Use(
        MASTER,
        PutInPlay(),
        when=once_in_game("festivo-dello-estinto"),
        text="put in play: Sabbat vampires get -1 stealth when hunting and fill up on a successful hunt",
    ),
)
rule("Festivo dello Estinto", core.AS_PLAYED, InGame("festivo-dello-estinto"), key=card_id("Festivo dello Estinto"))
static("Festivo dello Estinto", "stealth", KindGets(-1, SABBAT, own_action="hunt"), everywhere=True)
event("Festivo dello Estinto", "hunt-success", FillsOnHunt(SABBAT))
unlock_event("Festivo dello Estinto", "own", BurnCard(say=True))


# ------------------------------------------------------------------------ Specialization

card("Specialization", PUT_IN_PLAY)
abilities(
    "Specialization",
    Ability(
        "discard two copies of the same card to gain 1 pool",
        UNLOCK,
        DiscardChosen(then=GainPool(1)),
        targets=HandCards((), 2, same=True),
        lock=True,
    ),
)


# ------------------------------------------------------------------------ Demonstration

card("Demonstration", PUT_IN_PLAY)
abilities(
    "Demonstration",
    Ability(
        "cancel the votes and ballots of a vampire",
        POLL,
        Abstain(lock=False),
        when=polling,
        targets=ANY_READY_VAMPIRE,
        lock=True,
    ),
)


# ------------------------------------------------------------------------ Blessings of the Loa

# Reading: "for each vampire in torpor they control": "they" is your prey (the Methuselah bled).
card("Blessings of the Loa", PUT_IN_PLAY)
static(
    "Blessings of the Loa",
    "bleed",
    BleedPerPreyTorpor(all_kinds(of_clan("Samedi"), capacity_at_least(4))),
    everywhere=True,
)


# ------------------------------------------------------------------------ Dis Pater

# "About to successfully bleed your prey": every block declined (state C), before resolution; only
# cards played "as the bleed would be successful" come after it (LSJ 20050422).
card("Dis Pater", PUT_IN_PLAY)
abilities(
    "Dis Pater",
    Ability(
        "remove seven cards in your ash heap from the game to give the bleed +1 bleed",
        STATE_C,
        RemoveFromAsh(7, then=Bleed(1)),
        when=all_of(acting(of_clan("Giovanni"), yours=True, bleed=True), bleeding_your_prey, ash_holds(7)),
        once="action",
    ),
)


# ------------------------------------------------------------------------ Thirst

card("Thirst", Use(EVENT, PutInPlay(), text="put in play: small vampires who did not hunt burn 1 blood"))
event("Thirst", "influence-phase", phase_of("each", BurnUnlessHunted(1)))


# ------------------------------------------------------------------------ Break the Code

card("Break the Code", Use(EVENT, PutInPlay(), text="put in play: imbued -1 intercept against monsters"))
static("Break the Code", "intercept", KindGets(-1, imbued, against=is_monster), everywhere=True)
abilities(
    "Break the Code",
    Ability(
        "enter combat with an imbued as a (D) action",
        MINION_PHASE,
        FIGHT,
        when=minion_is(is_monster),
        targets=Minions("others", "ready", kind=imbued),
        user="any",
        action=ActionSpec(directed=True),
    ),
)


# ------------------------------------------------------------------------ The Path of Paradox

card("The Path of Paradox", PUT_IN_PLAY)
rule("The Path of Paradox", core.COST_CHANGES, ClanCheaperWhile("The Path of Paradox", "Ravnos", "chi"))
abilities(
    "The Path of Paradox",
    burn_this_action(effect=seq(BURN_THIS, DamageActor(1, vampires=True))),  # "unpreventable ... on acting vampires"
)


# ------------------------------------------------------------------------ Svadharma

card(
    "Svadharma",
    Use(
        MASTER,
        AddBlood(2),
        targets=Minions("any", "ready", kind=of_clan("Ravnos")),
        text="add 2 blood to a ready Ravnos",
    ),
)


# ------------------------------------------------------------------------ Blood Buff

card(
    "Blood Buff",
    Use(
        MASTER,
        DisciplineOn(),
        targets=Minions("yours", "ready", kind=of_clan("Blood Brother")),
        text="put on a ready Blood Brother you control: +1 level of Sanguinus",
    ),
    kinds=(TRIFLE,),
)


# ------------------------------------------------------------------------ Palla Grande

card("Palla Grande", Use(MASTER, PutInPlay(3), text="put in play with 3 counters: Toreador antitribu get +1 bleed"))
static("Palla Grande", "bleed", KindGets(1, of_clan("Toreador antitribu")), everywhere=True)
event("Palla Grande", "discard-phase", phase_of("own", LoseCounter()))


# ------------------------------------------------------------------------ Recruitment, Great Symposium

card(
    "Recruitment",
    Use(
        MASTER,
        SearchCrypt(),
        when=crypt_not_empty,
        text="search your crypt for a vampire, show it and place it in your uncontrolled region",
    ),
)

KIASYD = crypt_clan("Kiasyd")
card(
    "Great Symposium",
    Use(
        MASTER,
        SearchCrypt(KIASYD, then=DistributeBlood(3, KIASYD)),
        when=once_in_game("great-symposium"),
        text="search your crypt for a Kiasyd for your uncontrolled region; distribute 3 blood among Kiasyd there",
    ),
)
rule("Great Symposium", core.AS_PLAYED, InGame("great-symposium"), key=card_id("Great Symposium"))

# "Master. Search your crypt to find a Samedi. Show it to all players and place it in your uncontrolled region with 1
# blood from the bank." (issue 37, tenth list; the search private, VT-TERM-15, as Recruitment's)
card(
    "Coroner's Contact",
    Use(
        MASTER,
        SearchCrypt(crypt_clan("Samedi"), blood=1),
        when=crypt_not_empty,
        text="search your crypt for a Samedi, show it and place it in your uncontrolled region with 1 blood",
    ),
)


# ------------------------------------------------------------------------ Capitalist

#: "Put this card on a Sabbat vampire you control" (an archetype: one with none yet).
SABBAT_ARCHETYPE = Use(
    MASTER,
    PutOn("target"),
    targets=Minions("yours", "controlled", vampire=True, kind=all_kinds(in_sect("sabbat"), without_archetype)),
    text="put on a Sabbat vampire you control",
)
card("Capitalist", SABBAT_ARCHETYPE, kinds=(ARCHETYPE,))
event("Capitalist", "bleed-success", GainsOnBleed(1))


# ---- Guru (issue 37, tenth list): "Master: archetype. Put this card on a Sabbat vampire you control. Once per turn,
# when this vampire calls a referendum and it passes, he or she gains 1 blood from the blood bank. A vampire can have
# only one archetype." (after the referendum of its political action passes, once each Methuselah's turn)
card("Guru", SABBAT_ARCHETYPE, kinds=(ARCHETYPE,))
event("Guru", "referendum-end", GainsOnPassed(1))


# ------------------------------------------------------------------------ Acquired Ventrue Assets

GIOVANNI = of_clan("Giovanni")
card(
    "Acquired Ventrue Assets",
    Use(MASTER, PutInPlayPer(GIOVANNI), text="put in play with 1 blood for each Giovanni you control"),
)
abilities(
    "Acquired Ventrue Assets",
    Ability(
        "move 1 blood from this card to a Giovanni you control",
        MASTER_PHASE,
        CounterBloodTo(1),
        targets=Minions("yours", "controlled", kind=GIOVANNI),
        once="turn",
    ),
    burn_this_action(when=minion_is(not_kind(of_clan("Ventrue")))),  # "any non-Ventrue minion"
)


# ------------------------------------------------------------------------ Corporal Reservoir

card(
    "Corporal Reservoir",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("any", "controlled", vampire=True, kind=vampire_trait("Black Hand")),
        text="put on a Black Hand vampire",
    ),
    kinds=(TRIFLE,),
)
abilities(
    "Corporal Reservoir",
    Ability(
        "lock this card to prevent 1 damage in combat", DAMAGE, Prevent(1), when=bearer_damaged, lock=True, user="host"
    ),
    Ability("lock this card to gain 1 blood", ANY_TIME, BearerGainsBlood(1), lock=True, user="host"),
    Ability(
        "burn 1 blood to unlock this card",
        UNLOCK,
        seq(BearerBurnsBlood(1), UnlockThis()),
        when=this_locked_bearer_bleeds,
        user="host",
    ),
)
rule("Corporal Reservoir", core.CARD_UNLOCK_RULES, CardHeld("Corporal Reservoir"))  # "doesn't unlock as normal"


# ------------------------------------------------------------------------ Tabriz Assembly

card("Tabriz Assembly", PUT_IN_PLAY)
static("Tabriz Assembly", "hand size", const(1))
abilities(
    "Tabriz Assembly",
    Ability(
        "a True Brujah you control gains 1 blood",
        UNLOCK,
        AddBlood(1),
        targets=Minions("yours", "controlled", vampire=True, kind=of_clan("True Brujah")),
        once="turn",
    ),
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=may_call_referendum,
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
    Ability(
        "get +1 vote in that referendum", POLL, MethuselahVotes(1), when=called_by_this, targets=sides, once="action"
    ),
)


# ------------------------------------------------------------------------ Recalled to the Founder

card(
    "Recalled to the Founder",
    Use(EVENT, PutInPlay(), delay=IN_PLAY, text="put in play: in each unlock phase, 3 or more of a clan lose one"),
    requires=gehenna_events(2),
    requires_text="Requires 2 or more other Gehenna events in play",
)
unlock_event("Recalled to the Founder", "each", BurnOneOfClan())


# ------------------------------------------------------------------------ Dead Pool

# Reading: the counter "can" be added: always done (it only helps its controller).
LASOMBRA = of_clan("Lasombra")
card("Dead Pool", PUT_IN_PLAY)
event("Dead Pool", "leave-ready", CounterWhenFoeLeaves(LASOMBRA))
abilities(
    "Dead Pool",
    Ability(
        "burn 1 counter: +2 bleed for the Lasombra bleeding",
        ACTION_STAGES,
        seq(BurnCounter(kept=True), Bleed(2)),
        when=all_of(has_counters, acting(LASOMBRA, yours=True, bleed=True)),
    ),
    Ability(
        "burn 1 counter: +2 votes for a Lasombra you control",
        POLL,
        seq(BurnCounter(kept=True), ChosenGetsVotes(2)),
        when=has_counters,  # "the polling step of any referendum"
        targets=own_kind_and_side(LASOMBRA),
    ),
)


# ------------------------------------------------------------------------ Vast Wealth

card(
    "Vast Wealth",
    Use(MASTER, PutOn("target"), targets=Minions("yours", "ready"), text="put on a ready minion you control"),
)
abilities(
    "Vast Wealth",
    Ability(
        "equip with the first equipment found in your library as a +1 stealth action",
        MINION_PHASE,
        FirstEquipment(),
        when=yours_on_yours("Vast Wealth"),  # "if you control this minion"
        user="host",
        action=ActionSpec(stealth=1),
        by="host",
    ),
)


# ------------------------------------------------------------------------ Left for Dead

LEFT_FOR_DEAD = card(
    "Left for Dead",
    Use(
        OOT,
        seq(EndCombat(), PutOn("target"), Lock(target=True), SavedFromBurning()),
        moments=frozenset((ALLY_BURN_BOUND,)),
        targets=ally_being_burned,
        text="combat ends; put on the ally that would be burned: it is not burned, locked, with 1 life",
    ),
)
rule("Left for Dead", core.BURN_INSTEAD, not_burned)
rule("Left for Dead", core.UNLOCK_RULES, Held(LEFT_FOR_DEAD))  # "this ally does not unlock as normal"
event("Left for Dead", "combat-start", BearerBurnedInCombat())  # "if he or she enters combat, he or she is burned"
unlock_event("Left for Dead", "bearer", BurnCard())  # "burn this card during his or her next unlock phase"


# ------------------------------------------------------------------------ Hand Contract, Dirty Contract

card(
    "Hand Contract",
    Use(
        MASTER,
        PutOnNaming(),
        targets=minion_and_named(ANY_READY_MINION, vampire_trait("Black Hand")),
        text="put on a ready minion, naming a Black Hand vampire who may enter combat with it",
    ),
    kinds=(TRIFLE,),
)
abilities(
    "Hand Contract",
    Ability(
        "the Black Hand vampire named enters combat with the minion with this card as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,
        targets=named_may_fight(others_only=True),
        user="any",
        action=ActionSpec(stealth=1, directed=True),
    ),
)

card(
    "Dirty Contract",
    Use(
        MASTER,
        PutOnNaming(),
        targets=minion_and_named(
            Minions("any", "controlled"), of_clan("Samedi"), any_kind(of_clan("Nosferatu"), of_clan("Giovanni"))
        ),
        text="put on a minion (not a Nosferatu or Giovanni), naming a Samedi who may enter combat with it",
    ),
)
abilities(
    "Dirty Contract",
    Ability(
        "the Samedi named enters combat with the minion with this card as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,
        targets=named_may_fight(),
        user="any",
        action=ActionSpec(stealth=1, directed=True),
    ),
)


# ------------------------------------------------------------------------ Wormwood

card(
    "Wormwood",
    Use(EVENT, PutInPlay(10), delay="discard", text="put in play with 10 counters: capacities above X count as X"),
    requires=gehenna_events(1),
    requires_text="Requires 1 or more other Gehenna events in play",
)
rule("Wormwood", CAPACITY_CAPS, CapacityAtMostCounters("Wormwood"))
event("Wormwood", "enter-play", CounterOffOnGehenna())


# ------------------------------------------------------------------------ Forward Momentum

CATHARI = all_kinds(is_vampire, on_path("Cathari"))
card("Forward Momentum", PUT_IN_PLAY)
event("Forward Momentum", "bleed-success", BleedCounters(CATHARI, "success"))
event("Forward Momentum", "action-end", BleedCounters(CATHARI, "end"))
abilities(
    "Forward Momentum",
    Ability(
        "burn 2 counters to unlock the vampire of the Path of Cathari that acted",
        AFTER,
        seq(BurnCounter(kept=True), BurnCounter(kept=True), Unlock(target=True)),
        when=counters_at_least(2),
        targets=the_acting(CATHARI),
    ),
)


# ------------------------------------------------------------------------ The Paths of the clans

# "Cards requiring <Discipline> cost <clan> 1 fewer blood. Any minion can burn this card as a (D) action
# that inflicts 1 unpreventable environmental damage on acting vampires" (The Path of Retribution and The
# Path of the Feral Heart: "if that minion is a vampire, he or she takes 1 unpreventable damage when this
# card is burned", the same).
for _path, _clan, _disc in (
    ("The Path of Blood", "Banu Haqim", "qui"),
    ("The Path of Bone", "Giovanni", "nec"),
    ("The Path of Harmony", "Ahrimane", "spi"),
    ("The Path of Metamorphosis", "Tzimisce", "vic"),
    ("The Path of Typhon", "Ministry", "ser"),
    ("The Path of Retribution", "Salubri antitribu", "val"),
    ("The Path of the Feral Heart", "Gangrel antitribu", "pro"),
):
    card(_path, PUT_IN_PLAY)
    rule(_path, core.COST_CHANGES, ClanCheaperWhile(_path, _clan, _disc))
    abilities(_path, burn_this_action(effect=seq(BURN_THIS, DamageActor(1, vampires=True))))


# ------------------------------------------------------------------------ Insurance Scam, Ancestor Spirit

card("Insurance Scam", PUT_IN_PLAY)
abilities(
    "Insurance Scam",
    Ability(
        "lock this card and burn X locations you control to gain X pool",
        MASTER_PHASE | MINION_PHASE | INFLUENCE | DISCARD | UNLOCK,
        LocationsForPool(),
        targets=own_location_sets,
        lock=True,
    ),
)

card(
    "Ancestor Spirit",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("any", "controlled", vampire=True, kind=all_kinds(in_sect("laibon"), capacity_at_least(5))),
        text="put on a Laibon with capacity above 4: +1 bleed, +1 vote in the referendums they call",
    ),
)
static("Ancestor Spirit", "bleed", on_bearer(1))
static("Ancestor Spirit", "votes", on_bearer(1, during="own-referendum"))


# ------------------------------------------------------------------------ Information Network

card("Information Network", PUT_IN_PLAY)
abilities(
    "Information Network",
    intercept_location(
        "lock to give a Nosferatu antitribu you control +1 intercept",
        1,
        when=blocking(of_clan("Nosferatu antitribu"), yours=True),
    ),
)


# ------------------------------------------------------------------------ Blood Puppy

PUPPY = "blood-puppy"  # "during your unlock phase, you can <one of three>"
card("Blood Puppy", Use(MASTER, PutInPlay(3), text="put in play with 3 blood"))
abilities(
    "Blood Puppy",
    Ability(
        "move a blood from the Puppy to your pool",
        UNLOCK,
        seq(InTurn(PUPPY), CountersToPool(1)),
        when=all_of(once_per_turn(PUPPY), has_counters),
    ),
    Ability(
        "move a blood from the blood bank to the Puppy",
        UNLOCK,
        seq(InTurn(PUPPY), AddCounter()),
        when=once_per_turn(PUPPY),
    ),
    Ability(
        "burn the Puppy to move all its blood to your pool",
        UNLOCK,
        seq(InTurn(PUPPY), CountersToPool(0), BURN_THIS),
        when=once_per_turn(PUPPY),
    ),
    burn_this_action(),  # "any minion can burn the Puppy and all the blood on it as a (D) action"
)


# ------------------------------------------------------------------------ Seattle Committee

card("Seattle Committee", PUT_IN_PLAY)
abilities(
    "Seattle Committee",
    Ability(
        "make a ready non-titled, non-Anarch vampire you control Anarch",
        MASTER_PHASE,
        BecomesAnarch(target=True),
        targets=Minions(
            "yours", "ready", vampire=True, kind=all_kinds(not_kind(titled_vampire), not_kind(anarch_minion))
        ),
        lock=True,
    ),
)


# ------------------------------------------------------------------------ Mapatano Utando

card("Mapatano Utando", PUT_IN_PLAY)
abilities(
    "Mapatano Utando",
    Ability("lock to reduce a bleed against you by 1", ACTION_STAGES, ReduceBleed(1), when=bleeding_you, lock=True),
    Ability(
        "lock and burn the Edge to gain 4 transfers",
        INFLUENCE,
        seq(BurnEdge(), MoreTransfers(4)),
        when=has_edge,
        lock=True,
    ),
    # "Any vampire may burn this card as a (D) action that costs 1 blood" (paid on success).
    burn_this_action(when=all_of(is_vampire_actor, has_blood(1)), effect=seq(ActorBurnsBlood(1), BURN_THIS)),
)


# ------------------------------------------------------------------------ Bay and Howl

GANGREL_ANTITRIBU = of_clan("Gangrel antitribu")
card(
    "Bay and Howl",
    Use(
        MASTER,
        EachToChosen(all_kinds(is_vampire, GANGREL_ANTITRIBU)),
        targets=uncontrolled_of(GANGREL_ANTITRIBU),
        text="move 1 blood from each ready Gangrel antitribu you control to one in your uncontrolled region",
    ),
)


# ------------------------------------------------------------------------ Hunger Moon

card("Hunger Moon", Use(EVENT, PutInPlay(), text="put in play: each successful hunt gives it 1 blood, burned at 5"))
event("Hunger Moon", "hunt-success", HuntToll(5))


# ------------------------------------------------------------------------ Ravager

card(
    "Ravager",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("any", "controlled", vampire=True, kind=of_clan("Kiasyd")),
        text="put on a Kiasyd",
    ),
)
rule("Ravager", core.BLOCK_RULES, BearerUnblockable("Ravager", not_kind(has_trait("changeling")), undirected="hunt"))


# ------------------------------------------------------------------------ Humanitas

card(
    "Humanitas",
    Use(MASTER, PutOn("target"), targets=READY_VAMPIRE_YOU_CONTROL, text="put on a ready vampire you control"),
)
static("Humanitas", "stealth", DuringAction(1, "rescue", own=True))  # "when attempting to rescue ... +1 stealth"
rule("Humanitas", core.RESCUE_COSTS, RescuerPaysLess("Humanitas", 1))  # "and burns 1 less blood if successful"
flag("Humanitas", "no-diablerie", on_its_bearer)  # "this vampire cannot commit diablerie"


# ------------------------------------------------------------------------ Terrifying Visage, Command Performance

card(
    "Terrifying Visage",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("any", "ready", vampire=True, kind=all_kinds(CATHARI, not_kind(bearing("Terrifying Visage")))),
        text="put on a ready vampire of the Path of Cathari",
    ),
)
event("Terrifying Visage", "blocked", blocker_controller_burns(1))  # "the blocking minion's controller burns 1 pool"

card("Command Performance", PUT_IN_PLAY)
abilities(
    "Command Performance",
    Ability(
        "lock to unlock a ready Daughter of Cacophony",
        MINION_PHASE,
        Unlock(target=True),
        targets=Minions("any", "ready", locked=True, kind=of_clan("Daughter of Cacophony")),
        lock=True,
    ),
    Ability(
        "call a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=all_of(may_call_referendum, minion_is(titled_vampire)),  # "titled vampires can call"
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Rötschreck (issue 37, helper "combat")


# Played after a strike is chosen, before it resolves (LSJ 19990217), on the vampire an opposing strike
# attempts to inflict aggravated damage on (RTR 19980623), dodged, prevented or treated as normal or not
# (LSJ 20011005, ANK 20200130-1); not for non-strike damage (ANK 20220114) nor damage not effective at
# this range (RTR 19980928). Reading: it is offered once both strikes of the pair are chosen (the ruling
# allows it before the opposing strike is chosen too; the effect is the same, the strikes are not resolved).
# A combat that goes on after it (Relentless Reaper) still has the vampire locked and in torpor here.
ROTSCHRECK = card(
    "Rötschreck",
    Use(
        OOT,
        seq(PutOn("target"), EndCombatTorpor()),
        moments=AGGRAVATED,
        targets=aggravated_strike_target,
        text="put on a vampire an opposing strike attempts to inflict aggravated damage on: combat ends; "
        "the vampire is locked and sent to torpor",
    ),
    kinds=("frenzy",),
)
rule("Rötschreck", core.UNLOCK_RULES, Held(ROTSCHRECK))  # "This vampire does not unlock as normal"
unlock_event("Rötschreck", "bearer", BurnCard())  # "During this vampire's next unlock phase, burn this card"


# ------------------------------------------------------------------------ The Path of Lilith

TORTURE = "torture"


def lilith_torpor(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "When a non-Camarilla vampire you control sends an opposing vampire to torpor in combat, you may
    lock this card to put a torture counter on the opposing vampire" (asked of its controller)."""
    uid, c, pl = info.get("uid", -1), current_combat(s), s.placed.get(src)
    if c is None or pl is None or pl.locked or uid not in (c.a, c.b) or uid not in s.minions:
        return
    mine = c.other(uid)
    if mine not in s.minions or s.controller(mine) != pl.controller or not is_vampire(s, mine):
        return
    if s.minions[mine].sect == "camarilla" or not is_vampire(s, uid):
        return
    question = said(
        N_("{card}: lock it to put a torture counter on {minion}?"), card=facts(pl.card).name, minion=ops.label(s, uid)
    )
    ask(s, pl.controller, question, (Action("choose", ("lock",)), Action("decline")), lilith_tortures, (src, uid))


def lilith_tortures(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, uid = args
    if action.verb != "choose" or src not in s.placed or s.placed[src].locked or uid not in s.minions:
        return
    ops.lock(s, src)
    ops.add_counters(s, uid, TORTURE, 1)
    ops.say(s, N_("{minion} gets a {kind} counter."), minion=ops.label(s, uid), kind=TORTURE)


def tortured_seats(s: VTESState) -> list[int]:
    return [
        t
        for t in s.remaining()
        if any(is_vampire(s, v) and s.minions[v].count(TORTURE) for v in (*s.ready[t], *s.torpor[t]))
    ]


def lilith_due(s: VTESState, src: int, seat: int) -> bool:
    return src in s.placed and s.placed[src].controller == seat and bool(tortured_seats(s))


def lilith_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "During your unlock phase, each Methuselah who controls any vampires with torture counters burns
    1 pool"."""
    if not lilith_due(s, src, info["seat"]):
        return
    for t in tortured_seats(s):
        ops.burn_pool(s, t, 1)
        ops.say(s, N_("{seat} burns {n} pool ({card})."), seat=s.seat_name(t), n=1, card="The Path of Lilith")


def lilith_gone(s: VTESState, info: dict[str, Any]) -> None:
    """ "Burn all torture counters when this card leaves play"."""
    if info["card"] != card_id("The Path of Lilith"):
        return
    for uid, m in list(s.minions.items()):
        if m.count(TORTURE):
            s.minions[uid] = m.with_count(TORTURE, 0)


card("The Path of Lilith", PUT_IN_PLAY)
event("The Path of Lilith", "torpor", lilith_torpor)
event("The Path of Lilith", "unlock", lilith_unlock, due=lilith_due)
on("The Path of Lilith", "card-burned", lilith_gone)
abilities("The Path of Lilith", burn_this_action())


# ------------------------------------------------------------------------ Purchase Pact


def pact_may_end(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "When a Sabbat vampire you control is in combat with another Sabbat vampire"."""
    c = ctx.combat
    if c is None or c.a not in s.minions or c.b not in s.minions:
        return False
    sabbat = [u for u in (c.a, c.b) if is_vampire(s, u) and s.minions[u].sect == "sabbat"]
    return len(sabbat) == 2 and any(s.controller(u) == seat for u in sabbat)


def titled_sabbat(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return uid in s.minions and titled_vampire(s, uid) and s.minions[uid].sect == "sabbat"


card(
    "Purchase Pact",
    PUT_IN_PLAY,
    requires=controls_ready(with_title("archbishop", "priscus", "cardinal", "regent")),
    requires_text="Requires a ready archbishop, priscus, cardinal or regent",
)
abilities(
    "Purchase Pact",
    Ability(
        "lock before range is determined: end combat between a Sabbat vampire you control and another Sabbat vampire",
        BEFORE_RANGE,
        EndCombat(),
        when=pact_may_end,
        lock=True,
    ),
    Ability(
        "a titled Sabbat vampire calls a referendum to burn this card as a +1 stealth political action",
        MINION_PHASE,
        BURN_THIS,
        when=all_of(may_call_referendum, titled_sabbat),
        action=ActionSpec(stealth=1, political=True),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Regent

# "Title. Put this card on a Sabbat vampire you control with capacity 8 or more to represent the unique Sabbat
# title of regent. Sabbat vampires can enter combat with this vampire as a (D) action. If a Sabbat vampire
# diablerizes this vampire, move this card to the diablerist (before the blood hunt is called)." The action
# it provides requires a Sabbat vampire (LSJ 20080604); while the title is contested, it cannot be used (LSJ
# 20070808-2). The diablerist gains the title (and loses a former one, VT-SECT-03), whatever its capacity.
REGENT = "Regent"
REGENT_HOLDER = all_kinds(is_vampire, in_sect("sabbat"), capacity_at_least(8))


def regent_bearer(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """:func:`the_bearer`, while the regent's title is not contested."""
    uid = bearer(s, src)
    if uid in s.minions and not s.minions[uid].marked(CONTESTED_TITLE):
        yield from the_bearer(s, ctx, seat, src)


def regent_diablerized(s: VTESState, src: int, info: dict[str, Any]) -> None:
    diablerist, victim = info["diablerist"], info["victim"]
    if bearer(s, src) != victim or diablerist not in s.minions or not in_sect("sabbat")(s, diablerist):
        return
    for old_card in [c for c in s.minions[diablerist].cards if c in s.placed and is_title_card(s.placed[c].card)]:
        ops.burn_placed(s, old_card)
    ops.move_placed(s, src, diablerist)
    ops.say(s, N_("{minion} now holds the title of {card}."), minion=ops.label(s, diablerist), card=REGENT)
    gain_title(s, diablerist, "regent")


card(
    REGENT,
    Use(
        MASTER,
        TitleCard("regent", on="target"),
        targets=Minions("yours", "controlled", vampire=True, kind=REGENT_HOLDER),
        text="put on a Sabbat vampire you control with capacity 8 or more: the title of regent",
    ),
)
abilities(
    REGENT,
    Ability(
        "a Sabbat vampire enters combat with this vampire as a (D) action",
        MINION_PHASE,
        FIGHT,
        when=minion_is(all_kinds(is_vampire, in_sect("sabbat"))),
        targets=regent_bearer,
        action=ActionSpec(directed=True),
        user="any",
        by="minion",
    ),
)
event(REGENT, "diablerie", regent_diablerized)


# ------------------------------------------------------------------------ Lupine Assault

# "Master. Do not replace until your influence phase. Each Methuselah (including you) discards 5 cards of his
# or her choice, then draws back up to his or her hand size. Only one Lupine Assault may be played in a
# game." Each Methuselah chooses privately, one card at a time, in turn order from you (fewer cards in hand:
# all of them), and draws up once done (VT-CARD-21; yours one card short until your influence phase).
LUPINE_ASSAULT = "Lupine Assault"


def lupine_assault(s: VTESState, p: Play) -> None:
    for t in reversed(s.clockwise(p.seat)):  # asked in turn order from you: the last pushed answers first
        ask_discard(s, t, 5, LUPINE_ASSAULT)


card(
    LUPINE_ASSAULT,
    Use(
        MASTER,
        code(lupine_assault, tags=("discards",)),
        when=once_in_game("lupine-assault"),
        delay="influence",
        text="each Methuselah discards 5 cards of their choice, then draws back up",
    ),
)
rule(LUPINE_ASSAULT, core.AS_PLAYED, InGame("lupine-assault"), key=card_id(LUPINE_ASSAULT))


# ------------------------------------------------------------------------ Waiting Game

# "Transient. Put this card in play with 10 counters. Whenever a non-Anarch vampire takes an action, burn a
# counter from this card. Burn this card when it has no counters. During your unlock phase, each anarch burns
# 1 blood or becomes Camarilla, and each ally burns 1 life." Reading: "Transient" is an event type (as
# Gehenna, Inconnu, Government), with no rule of its own in the rulebook or the card's rulings; "each
# anarch", "each ally": every Methuselah's, ready or in torpor (the text names no controller); each anarch's
# Methuselah chooses for it, in turn order. An action cancelled after it was played still counts as taken
# (ANK 20210124): a counter burns as the action is announced.
WAITING_GAME = "Waiting Game"
BURN_1_BLOOD, BECOME_CAMARILLA = Action("choose", ("burn-1-blood",)), Action("choose", ("camarilla",))


def waiting_action(s: VTESState, src: int, info: dict[str, Any]) -> None:
    actor = info["course"].actor
    if src not in s.placed or actor not in s.minions or not is_vampire(s, actor) or is_anarch(s, actor):
        return
    s.placed[src] = s.placed[src]._replace(counters=s.placed[src].counters - 1)
    if s.placed[src].counters <= 0:
        ops.say(s, N_("{card} is burned."), card=WAITING_GAME)
        ops.burn_placed(s, src)


def waiting_unlock(s: VTESState, src: int, seat: int) -> None:
    around = [u for t in s.clockwise(seat) for u in (*s.ready[t], *s.torpor[t])]
    for uid in [u for u in around if u in s.minions and not is_vampire(s, u)]:
        ops.burn_blood(s, uid, 1)  # each ally burns 1 life
    waiting_anarchs(s, tuple(u for u in around if u in s.minions and is_anarch(s, u)), Action("pass"))


def waiting_anarchs(s: VTESState, left: tuple[int, ...], action: Action) -> None:
    """The next anarch burns 1 blood or becomes Camarilla, as its Methuselah chooses (no blood: Camarilla)."""
    while left and left[0] not in s.minions:
        left = left[1:]
    if not left:
        return
    uid, rest = left[0], left[1:]
    choices = [BURN_1_BLOOD, BECOME_CAMARILLA] if s.minions[uid].blood else [BECOME_CAMARILLA]
    question = said(
        N_("{card}: {minion} burns 1 blood or becomes Camarilla."), card=WAITING_GAME, minion=ops.label(s, uid)
    )
    ask(s, s.controller(uid), question, choices, waiting_chosen, (uid, rest))


def waiting_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid, rest = args
    if uid in s.minions:
        if action == BURN_1_BLOOD:
            ops.burn_blood(s, uid, 1)
            ops.say(s, N_("{minion} burns 1 blood or life."), minion=ops.label(s, uid))
        else:
            s.minions[uid] = s.minions[uid]._replace(sect="camarilla")
            ops.say(s, N_("{minion} becomes {sect}."), minion=ops.label(s, uid), sect="Camarilla")
    waiting_anarchs(s, rest, action)


card(WAITING_GAME, Use(EVENT, PutInPlay(10), text="put in play with 10 counters: anarchs and allies pay each unlock"))
event(WAITING_GAME, "announce", waiting_action)
unlock_event(WAITING_GAME, "own", waiting_unlock)


# ------------------------------------------------------------------------ Talons of the Dead

# "Unique master. Put this card on a Gangrel antitribu you control. Damage from this vampire's hand strikes is
# aggravated. Directed actions cost this vampire an additional blood. This vampire's controller may use a
# master phase action to burn this card."
TALONS = "Talons of the Dead"
card(
    TALONS,
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("yours", "controlled", vampire=True, kind=of_clan("Gangrel antitribu")),
        text="put on a Gangrel antitribu you control: aggravated hand strikes; directed actions cost 1 more blood",
    ),
)
event(TALONS, "combat-start", each_combat("agg-hand", True, "combat"))
rule(TALONS, ACTION_COSTS, BearerDirectedActionsCost(TALONS))
abilities(
    TALONS,
    Ability(
        "use a master phase action to burn this card",
        MASTER_PHASE,
        seq(SpendPhaseAction(), BURN_THIS),
        when=has_phase_action,
        user="host",
    ),
)


# ------------------------------------------------------------------------ The Rising

# "Gehenna. Requires at least 2 other Gehenna events in play. Do not replace until your prey is ousted. A
# Methuselah cannot gain pool during their own turn unless they have the Edge or at least 1 victory point
# (instead, any pool they would gain goes to the blood bank)." Not replaced until the condition is met, even
# if it is burned (LSJ 20080805); anything increasing a pool is gaining pool (ANK 20181105: ops.POOL_GAIN_RULES);
# the pool of a bleed's effect comes after the Edge moved (LSJ 20100210-2); ousting, the VP comes first.
RISING = "The Rising"
PREY_OUSTED = "prey-ousted"


@dataclass(frozen=True, slots=True)
class GainsPoolOnlyWithEdgeOrVP(WhileOnTable):
    """A rule of ``ops.POOL_GAIN_RULES`` while the card is in play."""

    card: str

    def __call__(self, s: VTESState, seat: int) -> bool:
        return s.current != seat or s.edge == seat or s.vp[seat] >= 1


def rising_prey_ousted(s: VTESState, info: dict[str, Any]) -> None:
    for pred in info["preds"]:
        if s.in_game(pred):
            end_delays(s, pred, PREY_OUSTED)  # "do not replace until your prey is ousted"


card(
    RISING,
    Use(
        EVENT,
        PutInPlay(),
        delay=PREY_OUSTED,
        text="put in play: no pool gained in your own turn without the Edge or a VP",
    ),
    requires=gehenna_events(2),
    requires_text="Requires 2 or more other Gehenna events in play",
)
rule(RISING, ops.POOL_GAIN_RULES, GainsPoolOnlyWithEdgeOrVP(RISING))
on(RISING, "ousted", rising_prey_ousted)


# ------------------------------------------------------------------------ Clandestine Contract

# "+1 stealth action. Contract. Requires an Assamite with capacity 5 or more. (D) Enter combat with a minion and put
# this card on the target minion. This Assamite is chosen for this contract. This Assamite can enter combat with
# the attached minion as a +1 stealth (D) action." (the card stays its player's, kept with its chosen Assamite as
# Priority Contract; put on even if the combat does not take place)
CLANDESTINE = "Clandestine Contract"


def clandestine(s: VTESState, p: Play) -> None:
    target = p.targets[0] if p.targets else -1
    if not isinstance(target, int) or target not in s.minions:
        return
    ops.put_on(s, p.card, p.seat, p.seat, target, data=(p.by,))
    stays(s)
    ops.say(s, N_("{card} is put on {minion}."), card=CLANDESTINE, minion=ops.label(s, target))
    if s.is_ready(target) and p.by in s.minions and s.is_ready(p.by):
        enter_combat(s, p.by, target)


card(
    CLANDESTINE,
    Use(
        ACTION,
        code(clandestine, tags=("enter-combat", "put-on")),
        action=ActionSpec(stealth=1, directed=True),
        targets=Minions("others"),
        vampire=True,
        text="+1 stealth (D) action: enter combat with a minion and put this contract on it",
    ),
    requires=minion_is(all_kinds(of_clan("Banu Haqim"), capacity_at_least(5))),
    requires_text="Requires an Assamite with capacity 5 or more",
)
abilities(CLANDESTINE, CONTRACT_FIGHT)


# ---- Madness Network: "Unique master. Put this card in play. Unlocked Malkavians can take actions in any
# Methuselah's minion phase (follow normal sequencing rules). Any minion can burn this card as an action that any
# unlocked Malkavian (in addition to the normally eligible blockers) can attempt to block."
# Readings: any Methuselah's Malkavians (not only yours), in another's minion phase once its Methuselah passes the
# impulse, one action at a time (``actions.ExtraAction``); the burn is an undirected action (not marked (D)) of
# a minion of any Methuselah; an unlocked Malkavian of a Methuselah who may not block it attempts to block as
# Anneke does (ignoring who may block), in state A.

MADNESS = "Madness Network"


def madness_card(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    yield (src,)


def burning_madness(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """The action in progress burns this card (its ability's action, naming it)."""
    a = ctx.action
    return a is not None and a.aplay is not None and a.aplay.card < 0 and a.aplay.source == src


def malkavian_blockers(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for uid in s.ready[seat]:
        if of_clan("Malkavian")(s, uid) and may_block_ignoring_who(s, ctx, seat, uid):
            yield (uid,)


card(MADNESS, PUT_IN_PLAY)
abilities(
    MADNESS,
    Ability(
        "an unlocked Malkavian you control takes an action",
        MINION_ANY,
        TakeAction(target=True),
        targets=Minions("yours", locked=False, kind=of_clan("Malkavian")),
        user="any",
    ),
    Ability(
        "burn Madness Network as an action",
        MINION_PHASE,
        BURN_THIS,
        targets=madness_card,
        user="any",
        action=ActionSpec(target_seat=undirected),
        by="minion",
    ),
    Ability(
        "an unlocked Malkavian you control attempts to block the action burning Madness Network",
        frozenset(("A",)),
        AttemptBlock(anyhow=True),
        when=burning_madness,
        targets=malkavian_blockers,
        user="any",
    ),
)


# ---- Fueled by Heart's Blood: "Gehenna. Do not replace until a vampire commits diablerie. This card comes into play
# with 10 counters. After another Gehenna event is played, burn 1 counter from this card. Blood hunts cannot be
# called on vampires with capacity greater than the number of counters on this card who diablerize a younger
# vampire." (the victim's capacity noted as the diablerie is committed, before its blood hunt; the counters of
# the copy in play with the most, were there several)

FUELED = "Fueled by Heart's Blood"
DIABLERIZED_YOUNGER = "diablerized a younger vampire"

card(
    FUELED,
    Use(
        EVENT, PutInPlay(10), delay="diablerie", text="put in play with 10 counters: no blood hunt on some diablerists"
    ),
)
event(FUELED, "enter-play", CounterOffOnGehenna())


def note_younger_victim(s: VTESState, info: dict[str, Any]) -> None:
    diablerist, victim = info["diablerist"], info["victim"]
    if diablerist in s.minions and victim in s.minions and capacity(s, victim) < capacity(s, diablerist):
        s.marks[(DIABLERIZED_YOUNGER, diablerist)] = True


def fueled_no_blood_hunt(s: VTESState, src: int, uid: int) -> bool:
    """ "Blood hunts cannot be called on" this diablerist (a flag lent to every vampire card)."""
    counters = [pl.counters for pl in s.placed.values() if pl.card == FUELED_ID]
    return bool(counters) and (DIABLERIZED_YOUNGER, uid) in s.marks and capacity(s, uid) > max(counters)


FUELED_ID = card_id(FUELED)
on(FUELED, "diablerie", note_younger_victim)
lend_flag(FUELED, "no-blood-hunt", fueled_no_blood_hunt, [int(c.id) for c in load_cards() if c.get("kind") == "crypt"])


# ---- Retribution: "Master. Choose a minion who successfully bled you for more than 1 pool since your last turn. The
# chosen minion takes 3 unpreventable damage. A Methuselah can play only 1 Retribution in a game." (the bleeds
# noted as they succeed, kept until the end of the bled Methuselah's next turn; the minion ready)

BLED_FOR_MORE = "bled for more than 1 pool since your last turn"


def note_bled_for_more(s: VTESState, info: dict[str, Any]) -> None:
    a, target = info["course"], info["target"]
    if info["amount"] > 1 and a.actor in s.minions:
        s.game_marks[(BLED_FOR_MORE, target)] = (*s.game_marks.get((BLED_FOR_MORE, target), ()), a.actor)


def forget_bled_for_more(s: VTESState, info: dict[str, Any]) -> None:
    s.game_marks.pop((BLED_FOR_MORE, info.get("seat", -1)), None)


def bled_you_for_more(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for v in dict.fromkeys(s.game_marks.get((BLED_FOR_MORE, seat), ())):
        if v in s.minions and s.is_ready(v):
            yield (v,)


card(
    "Retribution",
    Use(
        MASTER,
        InflictUnpreventable(3),
        when=once_each_game_per_methuselah("retribution"),
        targets=bled_you_for_more,
        text="3 unpreventable damage to a minion who bled you for more than 1 pool since your last turn (one a game)",
    ),
)
rule("Retribution", core.AS_PLAYED, InGameEach("retribution"), key=card_id("Retribution"))
on("Retribution", "bleed-success", note_bled_for_more)
on("Retribution", "end-turn", forget_bled_for_more)


# ------------------------------------------------------------------------ Galaric's Legacy (issue 37, seventh list)

# "Trifle. Put this card on a ready non-titled, non-Anarch vampire you control to make them Anarch. If this vampire
# changes sects, burn this card." (a change of the actual sect, LSJ 20100811: looked for as each action, referendum
# and master card ends, and at the end of each turn: the card is burned then)
GALARIC = "Galaric's Legacy"
card(
    GALARIC,
    Use(
        MASTER,
        seq(PutOn("target"), BecomesAnarch(target=True)),
        targets=Minions("yours", vampire=True, kind=all_kinds(not_kind(titled_vampire), not_kind(anarch_minion))),
        text="put on a ready non-titled, non-Anarch vampire you control: they become Anarch",
    ),
    kinds=(TRIFLE,),
)
GALARIC_ID = card_id(GALARIC)


def galaric_checks(s: VTESState, info: dict[str, Any]) -> None:
    for uid, pl in list(s.placed.items()):
        if pl.card != GALARIC_ID or pl.host not in s.minions or s.minions[pl.host].sect == "anarch":
            continue
        ops.say(s, N_("{card} is burned."), card=GALARIC)
        ops.burn_placed(s, uid)


for _event in ("action-end", "referendum-end", "master-played", "end-turn"):
    on(GALARIC, _event, galaric_checks)


# ------------------------------------------------------------------------ Inceptor (issue 37, ninth list)

# "Unique master. Put this card on a vampire of capacity 1, and put three cards from your hand, ash heap or library
# on this card, face up but out of play. This vampire may play other copies of these cards as if he or she had the
# Discipline required (if any) at superior." (a ready vampire, any Methuselah's; the three cards chosen one at a
# time as it resolves, privately (the hand and library are hidden), each shown as it is put there
# (ops.FACE_DOWN_CARDS with no FACE_DOWN_FITS: every Methuselah sees them, burned with the card, VT-TERM-01); the
# library shuffled after a search, the hand drawn up afterward (VT-CARD-21); the levels read by play.CARD_LEVELS)
INCEPTOR = "Inceptor"
INCEPTOR_ID = card_id(INCEPTOR)


def capacity_one(s: VTESState, uid: int) -> bool:
    return capacity(s, uid) == 1


def inceptor_put(s: VTESState, p: Play) -> None:
    host = p.targets[0] if p.targets else -1
    if not isinstance(host, int) or host not in s.minions:
        return
    controller = ops.attached_controller(s, p.card, p.seat, host)
    uid = ops.put_on(s, p.card, p.seat, controller, host, data=(ops.FACE_DOWN_CARDS, p.seat))
    stays(s)
    inceptor_ask(s, p.seat, uid, 3, False)


def inceptor_ask(s: VTESState, seat: int, uid: int, left: int, searched: bool) -> None:
    if left <= 0 or uid not in s.placed:
        if searched:
            s.rng.shuffle(s.library[seat])
        ops.refill(s, seat)
        return
    options = [Action("hand", (x,)) for x in distinct_slugs(s.hand[seat])]
    options += [Action("ash", (x,)) for x in distinct_slugs(s.ash[seat])]
    options += [Action("library", (x,)) for x in distinct_slugs(s.library[seat])]
    if not options:
        inceptor_ask(s, seat, uid, 0, searched)
        return
    question = said(
        N_("{card}: a card from your hand, ash heap or library to put on it ({n} more)."), card=INCEPTOR, n=left
    )
    ask_private(s, seat, question, options, inceptor_took, (seat, uid, left, searched))


def inceptor_took(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat, uid, left, searched = int(args[0]), int(args[1]), int(args[2]), bool(args[3])
    zone = {"hand": s.hand, "ash": s.ash, "library": s.library}[action.verb][seat]
    c = next((c for c in zone if facts(c).slug == action.args[0]), -1)
    if c >= 0 and uid in s.placed:
        if action.verb == "hand":
            ops.take_from_hand(s, seat, c)
        else:
            zone.remove(c)
        ops.put_face_down(s, uid, c, seat)
        ops.say(s, N_("{card} is put on {where}."), card=facts(c).name, where=INCEPTOR)
    inceptor_ask(s, seat, uid, left - 1, searched or action.verb == "library")


def inceptor_levels(s: VTESState, uid: int, use: Any) -> bool:
    """A copy of a card on an Inceptor this vampire bears: every Discipline it requires at superior."""
    for p in s.minions[uid].cards:
        if s.placed[p].card == INCEPTOR_ID and any(u is use for c in ops.face_down_cards(s, p) for u in _uses_of(c)):
            return True
    return False


def _uses_of(card: int) -> tuple[Any, ...]:
    """A library card's uses; none for a crypt card (the text takes any three cards of the ash heap, a burned
    vampire among them: it lends no level)."""
    cd = CARDS.get(card)
    return cd.uses if cd is not None else ()


card(
    INCEPTOR,
    Use(
        MASTER,
        code(inceptor_put, tags=("put-on",)),
        targets=Minions(vampire=True, kind=capacity_one),
        text="put on a vampire of capacity 1 with three cards: copies of them played as at superior",
    ),
)
hook_while_on_table(INCEPTOR, CARD_LEVELS, inceptor_levels)


# ------------------------------------------------------------------------ Blood Turnip (issue 37, ninth list)

# "Unique master. Requires a ready anarch. Put this card on any minion. When this minion enters combat, he or she
# moves this card and 1 blood (or life) to the opposing minion. If the opposing minion is an anarch, that anarch can
# move this card onto any minion instead (but it must move)." (a ready minion; its player keeps control of the card,
# VT-CARD-33; the blood goes to the opposing minion in any case, the anarch's controller choosing where the card
# goes: the anarch itself or any other ready minion but the one it came from)
BLOOD_TURNIP = "Blood Turnip"


def blood_turnip_moves(s: VTESState, src: int, info: dict[str, Any]) -> None:
    c = info["combat"]
    host = bearer(s, src)
    if src not in s.placed or host not in (c.a, c.b):
        return
    other = c.other(host)
    if other not in s.minions:
        return
    controller = s.placed[src].controller
    ops.move_blood(s, host, other, 1)
    ops.move_placed(s, src, other, controller)
    ops.say(s, N_("{card} is put on {where}."), card=BLOOD_TURNIP, where=ops.label(s, other))
    if not is_anarch(s, other):
        return
    options = [Action("choose", (v,)) for _t, v, _m in s.all_ready() if v != host]
    question = said(N_("{card}: the minion it moves to."), card=BLOOD_TURNIP)
    ask(s, s.controller(other), question, options, blood_turnip_to, (src, controller))


def blood_turnip_to(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    src, controller = args
    to = int(action.args[0])
    if src in s.placed and to in s.minions and s.placed[src].host != to:
        ops.move_placed(s, src, to, controller)
        ops.say(s, N_("{card} is put on {where}."), card=BLOOD_TURNIP, where=ops.label(s, to))


card(
    BLOOD_TURNIP,
    Use(MASTER, PutOn("target"), targets=ANY_READY_MINION, text="put on any minion: it passes on with 1 blood"),
    requires=controls_ready(anarch_minion),
    requires_text="Requires a ready Anarch",
)
event(BLOOD_TURNIP, "combat-start", blood_turnip_moves)


# ------------------------------------------------------------------------ The Art of Pain (issue 37, ninth list)

# "Unique master. Put this card on a ready Toreador antitribu. This vampire gets +2 strength." (any Methuselah's)
card(
    "The Art of Pain",
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions(vampire=True, kind=of_clan("Toreador antitribu")),
        text="put on a ready Toreador antitribu: +2 strength",
    ),
)
static("The Art of Pain", "strength", on_bearer(2))


# ------------------------------------------------------------------------ Infamous Insurgent (issue 37, tenth list)

# "Unique. Put this card on a Red List Anarch vampire. This vampire is infernal, Bahari, and gets +2 votes. During this
# vampire's minion phase, their controller can unlock a ready Anarch they control." (any Methuselah's vampire, ANK
# 20220718: not a requirement of an Anarch; the traits kept as ``trait:`` marks while the card is on it, read by
# traits.has_trait: Infernal, VT-TRAIT-04; the unlock by the vampire's controller, once in their minion phase)
INSURGENT = "Infamous Insurgent"
INSURGENT_ID = card_id(INSURGENT)
INSURGENT_MARKS = ("trait:Infernal", "trait:Bahari", "insurgent")


def insurgent_marks(s: VTESState, p: Play) -> None:
    host = p.targets[0] if p.targets else -1
    if isinstance(host, int) and host in s.minions:
        ops.mark(s, host, *INSURGENT_MARKS)


def insurgent_gone(s: VTESState, info: dict[str, Any]) -> None:
    """The card left its vampire (burned, moved): the traits it gave go with it."""
    for uid, m in list(s.minions.items()):
        if "insurgent" in m.marks and not bears(s, uid, INSURGENT_ID):
            ops.unmark(s, uid, *INSURGENT_MARKS)


card(
    INSURGENT,
    Use(
        MASTER,
        seq(PutOn("target"), code(insurgent_marks, tags=("trait",))),
        targets=Minions(vampire=True, kind=all_kinds(anarch_minion, vampire_trait("Red List"))),
        text="put on a Red List Anarch vampire: infernal, Bahari, +2 votes; an Anarch unlocks in its minion phase",
    ),
)
static(INSURGENT, "votes", on_bearer(2))
abilities(
    INSURGENT,
    Ability(
        "unlock a ready Anarch you control",
        MINION_PHASE,
        Unlock(target=True),
        targets=Minions("yours", kind=anarch_minion, locked=True),
        once="phase",
        user="host",
    ),
)
for _event in ("card-burned", "moved"):
    on(INSURGENT, _event, insurgent_gone)


# ------------------------------------------------------------------------ Path of the Void (issue 37, tenth list)

# "Unique master. Path. Put this card on a vampire you control. This vampire gets +1 stealth, -1 bleed, and can
# inflict 1 damage on any minion as a (D) action. During this vampire's unlock phase, his or her controller must
# discard a master card or lock this vampire. Burn this card if this vampire commits diablerie. A vampire can have
# only one path." (the damage out of combat, where nothing offers to prevent it: successfully inflicted, VT-DMG-03;
# the choice asked privately each unlock phase, a master card discarded shown and replaced, VT-CARD-21; the lock
# always offered, so that the question tells nothing of the hand)
PATH_VOID = "Path of the Void"


def without_path(s: VTESState, uid: int) -> bool:
    """ "A vampire can have only one path": no card on it is a path ("Path." in its text)."""
    return not any(p in s.placed and "Path." in facts(s.placed[p].card).text for p in s.minions[uid].cards)


def void_due(s: VTESState, src: int, seat: int) -> bool:
    uid = bearer(s, src)
    return uid in s.minions and s.controller(uid) == seat


def void_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    seat = int(info["seat"])
    if not void_due(s, src, seat):
        return
    masters = [c for c in s.hand[seat] if facts(c).is_type("Master")]
    options = [Action("discard", (x,)) for x in distinct_slugs(masters)] + [Action("choose", ("lock",))]
    question = said(
        N_("{card}: discard a master card, or lock {minion}."), card=PATH_VOID, minion=ops.label(s, bearer(s, src))
    )
    ask_private(s, seat, question, options, void_chosen, (src, seat))


def void_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src, seat = int(args[0]), int(args[1])
    card = next((c for c in s.hand[seat] if action.verb == "discard" and facts(c).slug == action.args[0]), -1)
    if card >= 0:
        ops.discard(s, seat, card)
    elif src in s.placed and bearer(s, src) in s.minions:
        ops.lock(s, bearer(s, src))
        ops.say(s, N_("{minion} locks."), minion=ops.label(s, bearer(s, src)))


card(
    PATH_VOID,
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("yours", "controlled", vampire=True, kind=without_path),
        text="put on a vampire you control: +1 stealth, -1 bleed, 1 damage on a minion as a (D) action",
    ),
)
static(PATH_VOID, "stealth", on_bearer(1))
static(PATH_VOID, "bleed", on_bearer(-1))
abilities(
    PATH_VOID,
    Ability(
        "inflict 1 damage on a minion as a (D) action",
        MINION_PHASE,
        InflictUnpreventable(1),
        targets=OTHERS_READY_MINION,
        action=ActionSpec(directed=True),
        user="host",
        by="host",
    ),
)
event(PATH_VOID, "unlock", void_unlock, due=void_due)
event(PATH_VOID, "diablerie", burn_with_bearer_torpor(say=True, who="diablerist"))


# ------------------------------------------------------------------------ Dr. Marisa Fletcher, CDC (issue 37, tenth list)

# "Government. During your unlock phase, add two counters to this card from the blood bank. When a vampire with
# capacity less than X is blocked while hunting, where X is the number of counters on this card, burn that vampire and
# all the counters on this card." (any Methuselah's vampire, as the block succeeds, VT-RES-03; burned, not
# diablerized)
FLETCHER = "Dr. Marisa Fletcher, CDC"


def fletcher_blocked(s: VTESState, src: int, info: dict[str, Any]) -> None:
    course, pl = info.get("course"), s.placed.get(src)
    if course is None or pl is None or course.kind_ != "hunt":
        return
    uid = course.actor
    if uid not in s.minions or not is_vampire(s, uid):
        return
    if capacity(s, uid) < pl.counters:
        s.placed[src] = pl._replace(counters=0)
        ops.say(s, N_("{minion} is burned ({card})."), minion=ops.label(s, uid), card=FLETCHER)
        ops.burn(s, uid)


card(FLETCHER, Use(EVENT, PutInPlay(), text="put in play: 2 counters each unlock; a younger hunter blocked is burned"))
unlock_event(FLETCHER, "own", CounterEachUnlock(2))
event(FLETCHER, "blocked", fletcher_blocked)


# ------------------------------------------------------------------------ Houngan (issue 37, tenth list)

# "Unique master. Put this card on a ready Samedi you control. During your unlock phase, this Samedi gains 1 blood from
# the bank, and he or she may lock to gain an additional blood. Any other Samedi may move this card to himself or
# herself as a +1 stealth action." (the blood as the phase's effect, VT-UNL-02; the lock an ability of that phase,
# once; any Methuselah's Samedi may take it, the card staying its controller's, VT-CARD-33)
HOUNGAN = "Houngan"
SAMEDI = of_clan("Samedi")


def houngan_blood(s: VTESState, src: int, seat: int) -> None:
    gains_blood(s, src, 1)


def houngan_may_lock(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    m = s.minions.get(bearer(s, src))
    return m is not None and not m.locked and s.is_ready(bearer(s, src))


def houngan_lock(s: VTESState, p: Play) -> None:
    uid = bearer(s, p.source)
    if uid in s.minions:
        ops.lock(s, uid)
        gains_blood(s, p.source, 1)


def other_samedi_acting(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    uid = ctx.by
    if uid in s.minions and uid != bearer(s, src) and is_vampire(s, uid) and SAMEDI(s, uid):
        yield (uid,)


card(
    HOUNGAN,
    Use(
        MASTER,
        PutOn("target"),
        targets=Minions("yours", vampire=True, kind=SAMEDI),
        text="put on a ready Samedi you control: 1 blood each unlock phase, 1 more locking",
    ),
)
unlock_event(HOUNGAN, "own", houngan_blood)
abilities(
    HOUNGAN,
    Ability(
        "this Samedi locks to gain 1 more blood",
        UNLOCK,
        code(houngan_lock, blood=1),
        when=houngan_may_lock,
        once="turn",
    ),
    Ability(
        "another Samedi moves this card to himself or herself as a +1 stealth action",
        MINION_PHASE,
        MoveThisTo(),
        targets=other_samedi_acting,
        action=ActionSpec(stealth=1),
        user="any",
        by="minion",
    ),
)


# ------------------------------------------------------------------------ Tajdid (issue 37, tenth list)

# "Only one Tajdid can be played in a game. Until the end of the game, the Blood Curse no longer prevents Assamites from
# committing diablerie." (a mark of the game read by traits.may_diablerize; one in the game, as Giant's Blood)
TAJDID = "Tajdid"


def tajdid_lifts(s: VTESState, p: Play) -> None:
    s.game_marks[BLOOD_CURSE_LIFTED] = True
    ops.say(s, N_("{card}: the Blood Curse no longer prevents Assamites from committing diablerie."), card=TAJDID)


card(
    TAJDID,
    Use(
        MASTER,
        code(tajdid_lifts, tags=("blood-curse",)),
        when=once_in_game("tajdid"),
        text="the Blood Curse no longer prevents Assamites from committing diablerie (only one in a game)",
    ),
)
rule(TAJDID, core.AS_PLAYED, InGame("tajdid"), key=card_id(TAJDID))


# ---- The Admonitions: "Unique master. Put this card in play. Lock to discard one card if you control a ready Sabbat
# vampire. Lock to draw two cards if you control a ready Black Hand vampire. During your discard phase, control of
# The Admonitions passes counter-clockwise until it is controlled by a Methuselah who controls a ready Sabbat
# vampire (or is burned if there are none)." (the only one with a ready Sabbat vampire keeps it, LSJ 20031121; the
# discarded card is replaced, VT-CARD-21, as The Barrens; the draw is discarded down afterward. Not enforced: its
# use as a card is played, to draw a card that would cancel it, RTR 20040501.)

ADMONITIONS = "The Admonitions"
card(ADMONITIONS, Use(MASTER, PutInPlay(), text="put in play: lock to discard or draw two; passes on"))
abilities(
    ADMONITIONS,
    Ability(
        "discard a card (draw up afterward)",
        ANY_TIME,
        DiscardAsked(),
        when=all_of(has_hand, controls_ready(in_sect("sabbat"))),
        lock=True,
    ),
    Ability("draw two cards", ANY_TIME, DrawCards(2), when=controls_ready(vampire_trait("Black Hand")), lock=True),
)


def admonitions_pass(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """In its controller's discard phase: to the first Methuselah counter-clockwise (its controller last) who
    controls a ready Sabbat vampire; burned if none does."""
    seat = s.placed[src].controller
    if info.get("seat") != seat:
        return
    sabbat = controls_ready(in_sect("sabbat"))
    order, t = [], s.predator(seat)
    while t not in order:
        order.append(t)
        t = s.predator(t)
    to = next((t for t in order if sabbat(s, Ctx("discard"), t, -1)), -1)
    if to < 0:
        ops.burn_placed(s, src)
        ops.say(s, N_("The Admonitions is burned: nobody controls a ready Sabbat vampire."))
    elif to != seat:
        ops.steal_placed(s, src, to)
        ops.say(s, N_("{seat} now controls The Admonitions."), seat=s.seat_name(to))


event(ADMONITIONS, "discard-phase", admonitions_pass)
