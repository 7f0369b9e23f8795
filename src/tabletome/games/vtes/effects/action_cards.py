"""Action cards (VT-CARD-46, VT-ACT-31): the action each card announces and what it does on success.

An action card's effect runs when the action succeeds (VT-RES-01), after its cost; a bleed card's
effect runs after the pool is burned, with the bleed amount in the course's ``result`` (VT-ACT-11:
"if the bleed is successful" means an amount of 1 or more: :class:`~.vocab.action.OnSuccessfulBleed`).
Cards that put themselves in play keep their later texts as abilities, statics and events of the
card in play.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from itertools import combinations
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from .. import ops
from ..actions import CARD_BLOCKERS
from ..combat import AGG_AS_NORMAL, CLOSE, Combat, Strike, current_combat, inflict
from ..hooks import (
    ACTION,
    ACTION_COSTS,
    ACTION_TRIGGERS,
    CARDS,
    COMBAT,
    GRANT_WHEN,
    GRANTS,
    VOTE_CHANGES,
    Ability,
    ActionSpec,
    Ctx,
    Effect,
    FromHand,
    Play,
    Use,
)
from ..impulse import ask
from ..model import SUPERIOR, facts
from ..play import AS_FROM_HAND, BEARER, X_HAND_CARDS, card_owner, stays
from ..state import CENTRE, VTESState
from ..stats import TURN_LEVEL, capacity, disciplines, has_clan, is_vampire, title
from ..traits import has_trait as has_printed_trait
from ..traits import sterile, traits
from . import core
from .vocab.action import (
    ANNOUNCED,
    NO_BLOCK_LOCK,
    ActionFlag,
    ActionUnblockableBy,
    AgainstRedList,
    AggAfterResolution,
    AllyFromAsh,
    AnotherFights,
    AsAnnounced,
    AshToLibraryTop,
    AttemptBlock,
    BearerVotes,
    BecomesAnarch,
    BledDiscards,
    BlocksAs,
    BurnEdgeTo,
    BurnPoolUnlessReady,
    CapacityXEntered,
    CardsOnMinions,
    Corrupt,
    CorruptOneOfBled,
    CounterBurnedThen,
    EdgeBurnsBloodOrPool,
    Grant,
    HandSizeInCombat,
    Hunt,
    InCombat,
    Intercept,
    JoinsSect,
    KindIntercept,
    Lock,
    LockOneOfBled,
    MayStayLocked,
    MayUnlockAtDiscard,
    MinionsGetThisTurn,
    NoBleedThisTurn,
    OneReadyOpposingBurns,
    OnSuccessfulBleed,
    PutOnAsClan,
    PutOnChoosing,
    RemoveAllyToFeed,
    RemoveAllyToGain,
    StealPool,
    Stealth,
    StealthThisTurn,
    Stun,
    TargetBurnsBlood,
    TargetLocksOne,
    TheyFight,
    Unlock,
    action_of,
    allies_in_ash_heaps,
    any_clan,
    bearer_may_block,
    bearer_may_vote,
    bearer_unlocks_other,
    bearer_with_blood,
    burn_when_bearer_unlocks,
    chosen_gets,
    corruption_worth,
    crypt_card_of_clan,
    if_blocks,
    may_block_of,
    may_burn_counter,
    melee_weapon,
    predator_and_prey_vampires,
    predator_or_prey,
    prey_burns_if_corruption_burned,
    ready_kind_to_another,
    steal_corrupted,
    vampire_trait,
    your_prey,
)
from .vocab.combat import (
    ENTER_COMBAT,
    FIGHT,
    OPTIONAL_PRESS,
    UNTIL_UNLOCK_MODS,
    CombatMod,
    EachCombatUntilUnlock,
    EnterCombat,
    InflictUnpreventable,
    Noted,
    OnceEachCombat,
    OpenHandThisCombat,
    PreventAll,
    StrikeAtPlus,
    choosing_own_strike,
    damage_to_your_other_minion,
    hand_or_melee,
)
from .vocab.inplay import (
    BURN_COUNTER,
    BURN_THIS,
    ON_LOCATION,
    AddCounter,
    BearerBurnsBlood,
    BearerIntercept,
    BurnCard,
    BurnTargetCard,
    BurnThis,
    CardsInPlay,
    CounterFromPool,
    Held,
    KindGets,
    Locations,
    StealCard,
    UnlockAtEndOfTurn,
    UnlockBearer,
    bearer,
    bearer_acting,
    bearer_blocking,
    bearer_locked,
    burn_card_as_action,
    burn_this_action,
    burn_to_fail_at_location,
    burn_with_bearer_torpor,
    burned_with_its_location,
    controller_of,
    counter_action,
    each_combat,
    has_counters,
    location_controller,
    on_bearer,
    on_its_bearer,
    one_more_counter,
    own_strikes,
    placed_at,
    placed_mode,
)
from .vocab.kinds import (
    all_kinds,
    ally,
    anarch_minion,
    any_kind,
    blood_at_most,
    capacity_at_least,
    capacity_at_most,
    corrupted,
    has_discipline,
    has_trait,
    in_sect,
    in_torpor,
    infernal,
    locked_minion,
    minion_is,
    not_kind,
    of_clan,
    titled_vampire,
    with_flight,
)
from .vocab.minion import (
    DECLINE_CHOICE,
    AddBlood,
    AddBloodThenReady,
    AshToHand,
    BearerDirectedActionsCost,
    BecomesVampire,
    BurnLife,
    BurnTarget,
    CountersMakeVampire,
    CryptToUncontrolled,
    DrawCards,
    EquipNamed,
    Fetch,
    FillBlood,
    FillLife,
    GainPool,
    Heal,
    InGame,
    InTurn,
    LeaveTorpor,
    LookAndDiscard,
    MayBurnBloodTo,
    MoveBlood,
    NamedEquipment,
    PayPool,
    PoolToOldest,
    PutInPlay,
    PutOn,
    PutOnCapacityCounters,
    RemoveFromAsh,
    RevealCrypt,
    SearchCrypt,
    SearchToHand,
    SeeAllHands,
    SpendPhaseAction,
    StealBlood,
    StealMinion,
    TargetBurnsPool,
    ToUncontrolled,
    TrainingCounter,
    VampireOfCard,
    as_vampire,
    ask_private,
    crypt_card_shown,
    distinct_slugs,
    new_this_turn,
    own_ash_library_cards,
    put_from_elsewhere,
    to_hand_shown,
    use_key,
    vampire_card,
)
from .vocab.pays import ASH, HAND, BurnsPool, PoolOr, phase_of, unlock_event
from .vocab.politics import BurnTitleCard, TitleCard, TitlesWorthLess, may_call_referendum
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
    flag,
    hook,
    hook_while_on_table,
    levels,
    mode,
    on,
    rule,
    static,
    strikes,
    superior,
)
from .vocab.targets import (
    MINION_YOU_CONTROL,
    OTHERS_LOCKED_MINION,
    OTHERS_READY_ALLY,
    OTHERS_READY_MINION,
    OTHERS_READY_VAMPIRE,
    OTHERS_YOUNGER_VAMPIRE,
    Args,
    Minions,
    Uncontrolled,
    any_target,
    other_methuselahs,
    own_uncontrolled,
    several_of,
    sides,
    token_seat,
    uncontrolled_of,
    undirected,
    younger_uncontrolled,
)
from .vocab.uses import Part, bleed_action, combo_uses, stealth_action
from .vocab.when import (
    ACTION_STAGES,
    AFTER,
    ANY_TIME,
    BEFORE_RANGE,
    BLOCKING,
    DAMAGE,
    INFLUENCE,
    MASTER_PHASE,
    MINION_PHASE,
    POLL,
    STRIKE,
    UNLOCK,
    all_of,
    anarch,
    ash_holds,
    crypt_not_empty,
    directed_at_you,
    from_opposing_strike,
    has_edge,
    has_phase_action,
    has_pool,
    has_title,
    in_damage_to_self,
    more_than_two,
    once_in_game,
    once_per_round,
    once_per_turn,
    only_one_on,
    predator_acting,
    referendum_passed,
)

DECLINE = Action("decline")


# ------------------------------------------------------------------------ small helpers


def mode_is(p: Play, key: str) -> bool:
    return use_key(p) == key


# ------------------------------------------------------------------------ bleeds


card(
    "Govern the Unaligned",
    basic("dom", bleed_action(2)),
    superior(
        "dom",
        stealth_action(
            "+1 stealth action: add 3 blood to a younger vampire in your uncontrolled region",
            AddBlood(3),
            targets=younger_uncontrolled,
        ),
    ),
)

card(
    "Enchant Kindred",
    basic("pre", bleed_action(1)),
    superior(
        "pre",
        stealth_action(
            "+1 stealth action: add 2 blood to a younger vampire in your uncontrolled region",
            AddBlood(2),
            targets=younger_uncontrolled,
        ),
    ),
)

card("Intimidation", levels("pre", bleed_action(1), bleed_action(2)))

card(
    "Feast of the Soul's Secrets",
    basic("dom", bleed_action(2)),
    superior(
        "dom",
        bleed_action(
            2,
            effect=OnSuccessfulBleed(AddBlood(2)),
            # "A younger vampire you control or in your uncontrolled region" (chosen when played, ruling
            # ANK 20240724-2).
            targets=Minions("yours", "yours", vampire=True, younger=True, other=True),
            text="bleed with +2 bleed; if successful, add 2 blood to a younger vampire of yours",
        ),
    ),
)

# [obf]: "you can lock a minion controlled by the target Methuselah" and [pre] "add 1 blood to an
# uncontrolled vampire" after a successful bleed (chosen on resolution, the [pre] vampire when played:
# ruling ANK 20240706).
card(
    "Break the Bonds",
    combo_uses(
        {
            "ani": Part("+1 bleed", bleed=1),
            "obf": Part("if successful, lock a minion of the target", effect=OnSuccessfulBleed(LockOneOfBled())),
            "pre": Part(
                "if successful, add 1 blood to an uncontrolled vampire",
                effect=OnSuccessfulBleed(AddBlood(1)),
                targets=own_uncontrolled,
            ),
        }
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)

card(
    "The Platinum Protocol",
    combo_uses(
        {
            "obf": Part("+1 stealth", stealth=1),
            "pre": Part("+1 bleed", bleed=1),
            "pro": Part(
                "if successful, a corruption counter on a minion of the target",
                effect=OnSuccessfulBleed(CorruptOneOfBled()),
            ),
        }
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Shroud of Decay


card(
    "Shroud of Decay",
    basic(
        "obl",
        bleed_action(
            1,
            effect=OnSuccessfulBleed(BledDiscards(2)),
            text="bleed with +1 bleed; if successful, the target discards 2 cards",
        ),
    ),
    superior(
        "obl",
        Use(
            ACTION,
            # The 7 cards chosen by the acting Methuselah (ruling LSJ 20090710).
            RemoveFromAsh(7, "target", then=TargetBurnsPool(3)),
            action=ActionSpec(directed=True),
            when=ash_holds(7, "prey"),
            text="remove 7 cards of your prey's ash heap from the game to burn 3 of their pool",
        ),
    ),
)


# ---- Show of Force


def show_of_force_announced(s: VTESState, info: dict[str, Any]) -> None:
    """The card's text for a block: kept on the course until its combat starts."""
    a = info["course"]
    p = a.aplay
    if p is not None and p.card == SHOW_OF_FORCE:
        a.trigger("combat-start", "show-of-force", a.actor)


def show_of_force_combat(s: VTESState, course: Any, uid: int, info: dict[str, Any]) -> None:
    """ "If this action is blocked, before range is determined during the first round of the
    resulting combat, this vampire can gain +N strength that combat" (a grant, usable or not)."""
    c: Combat = info["combat"]
    p = course.aplay
    if course.blocked_by < 0 or c.a != uid or c.b != course.blocked_by or p is None:
        return
    n = 2 if CARDS[SHOW_OF_FORCE].uses[p.use].key == "superior" else 1
    c.grant(s.controller(uid), uid, f"show-of-force-{n}", "before-range")


def first_round_only(s: VTESState, frame: Any, uid: int, seat: int) -> bool:
    """ "... during the first round of the resulting combat"."""
    return isinstance(frame, Combat) and frame.round == 1


def strength_grant(n: int) -> Callable[[VTESState, int, int], None]:
    def grant(s: VTESState, uid: int, seat: int) -> None:
        c = current_combat(s)
        if c is not None:
            c.add(uid, "strength", n, "combat")
            ops.say(s, N_("{minion} gains +{n} strength this combat."), minion=ops.label(s, uid), n=n)

    return grant


SHOW_OF_FORCE = card(
    "Show of Force",
    levels(
        ("pot", "pre"),
        bleed_action(1, text="bleed with +1 bleed; if blocked, can gain +1 strength that combat"),
        bleed_action(2, text="bleed with +2 bleed; if blocked, can gain +2 strength that combat"),
    ),
)
on("Show of Force", "announce", show_of_force_announced)
hook("Show of Force", ACTION_TRIGGERS, show_of_force_combat, "show-of-force")
hook("Show of Force", GRANTS, strength_grant(1), "show-of-force-1")
hook("Show of Force", GRANTS, strength_grant(2), "show-of-force-2")
hook("Show of Force", GRANT_WHEN, first_round_only, "show-of-force-1")
hook("Show of Force", GRANT_WHEN, first_round_only, "show-of-force-2")


# ------------------------------------------------------------------------ enter combat


card(
    "Deep Song",
    basic("ani", bleed_action(1)),
    superior(
        "ani",
        Use(
            ACTION,
            # The mode is a frenzy card; ``kinds`` is the whole card's, so it is not tagged (the [ani]
            # bleed is not one).
            EnterCombat(lock_target=True, target_acts=True),
            targets=Minions("others", vampire=True),
            text="frenzy: enter combat with and lock a vampire, which is the acting minion of that combat",
        ),
    ),
)

card(
    "Fleetness",
    basic("cel", bleed_action(0, stealth=1, text="+1 stealth bleed")),
    # [CEL]: enter combat with the locked minion; if it is no longer locked the action fizzles (ruling
    # ANK 20210124). The acting vampire gets 1 optional maneuver during that combat.
    superior(
        "cel",
        stealth_action(
            "+1 stealth action: enter combat with a locked minion, with 1 optional maneuver",
            EnterCombat((CombatMod("maneuver", "", "combat"),), locked=True),
            targets=OTHERS_LOCKED_MINION,
        ),
    ),
)

# Enter combat with 1 optional press (a press to continue or to end); [CEL][THA]: the opposing minion
# cannot strike: combat ends during the first round.
ANY_PRESS = CombatMod("press", "any", "combat")

card(
    "Hunter's Mark",
    levels(
        ("cel", "tha"),
        Use(
            ACTION,
            EnterCombat((ANY_PRESS,)),
            targets=OTHERS_READY_MINION,
            text="enter combat with a minion, with 1 optional press",
        ),
        Use(
            ACTION,
            # the first round: the combat has just begun
            EnterCombat((ANY_PRESS, CombatMod("no-combat-ends", True, "round", who="other"))),
            targets=OTHERS_READY_MINION,
            text="enter combat with a minion, with 1 optional press; it cannot strike: combat ends in the first round",
        ),
    ),
)

card(
    "Line Brawl",
    mode("cel", Use(ACTION, StealPool(1), targets=other_methuselahs, text="steal 1 pool from another Methuselah")),
    mode("pot", Use(ACTION, ENTER_COMBAT, targets=OTHERS_READY_MINION, text="enter combat with a minion")),
    mode("pre", bleed_action(1)),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ------------------------------------------------------------------------ cards put on the vampire

card(
    "Heart of the City",
    levels(
        "pre",
        stealth_action(
            "+1 stealth action: put on this vampire: +1 bleed", PutOn(), when=only_one_on("Heart of the City")
        ),
        stealth_action(
            "+1 stealth action: put on this vampire: +2 bleed", PutOn(), when=only_one_on("Heart of the City")
        ),
    ),
)
static("Heart of the City", "bleed", on_bearer(1, superior=2))

card(
    "Heroic Might",
    levels(
        "pot",
        stealth_action(
            "+3 stealth action: put on this vampire: +1 strength, strike: burn equipment",
            PutOn(),
            stealth=3,
            when=only_one_on("Heroic Might"),
        ),
        stealth_action(
            "+3 stealth action: put on this vampire: +2 strength, strike: burn equipment or 2R damage",
            PutOn(),
            stealth=3,
            when=only_one_on("Heroic Might"),
        ),
    ),
)
static("Heroic Might", "strength", on_bearer(1, superior=2))
# "This vampire can strike: burn equipment" ([POT]: and "strike: 2R damage"); Potence strikes (ruling
# LSJ 20081120-2).
strikes(
    "Heroic Might",
    own_strikes(
        Strike("destroy", name="heroic-might-burn-equipment"),
        superior=(Strike("damage", 2, ranged=True, name="heroic-might-2r"),),
    ),
)
event("Heroic Might", "torpor", burn_with_bearer_torpor())  # "burn this card if this vampire is in torpor"

# "They cannot play cards named Torn Signpost" is the flag ``cannot-play:torn-signpost``, read by
# ``play.use_ok``.
card(
    "Preternatural Strength",
    levels(
        "pot",
        stealth_action(
            "+2 stealth action: put on this vampire: +1 strength; no Torn Signpost",
            PutOn(),
            stealth=2,
            when=only_one_on("Preternatural Strength"),
        ),
        stealth_action(
            "+2 stealth action: put on this vampire: +2 strength; no Torn Signpost",
            PutOn(),
            stealth=2,
            when=only_one_on("Preternatural Strength"),
        ),
    ),
)
static("Preternatural Strength", "strength", on_bearer(1, superior=2))
flag("Preternatural Strength", "cannot-play:torn-signpost", on_its_bearer)


# ---- Rutor's Hand


def rutors_hand(s: VTESState, p: Play) -> None:
    """Put the card on this vampire, locked; the vampire takes 1 unpreventable environmental
    aggravated damage (VT-DMG-07, VT-DMG-12); [THA]: it can burn 3 blood to be immune to it."""

    if p.by not in s.minions:
        return
    uid = ops.put_on(s, p.card, p.seat, p.seat, p.by, mode=use_key(p))
    ops.lock(s, uid)
    stays(s)
    if mode_is(p, "superior") and s.minions[p.by].blood >= 3:
        question = said(
            N_("Rutor's Hand: {minion} burns 3 blood to be immune to the aggravated damage?"), minion=ops.label(s, p.by)
        )
        ask(s, p.seat, question, [Action("burn", (p.by, 3)), DECLINE], _rutors_choice, (p.by,))
        return
    _rutors_damage(s, p.by)


def _rutors_choice(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid = args[0]
    if uid not in s.minions:
        return
    if action.verb == "burn":
        ops.burn_blood(s, uid, 3)
        ops.say(s, N_("{minion} burns 3 blood to be immune to the damage."), minion=ops.label(s, uid))
        return
    _rutors_damage(s, uid)


def _rutors_damage(s: VTESState, uid: int) -> None:
    if uid in s.minions and s.is_ready(uid):
        ops.say(s, N_("{minion} takes 1 aggravated damage."), minion=ops.label(s, uid))
        inflict(s, None, uid, 0, 1)


def rutors_unlock_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    uid = bearer(s, src)
    return uid in s.minions and s.minions[uid].locked


def rutors_unlock(s: VTESState, p: Play) -> None:
    uid = bearer(s, p.source)
    if uid in s.minions:
        ops.unlock(s, uid)


card(
    "Rutor's Hand",
    levels(
        "tha",
        stealth_action(
            "+1 stealth action: put on this vampire, locked; it takes 1 unpreventable aggravated damage",
            code(rutors_hand, tags=("put-on-self", "self-locked")),
            when=only_one_on("Rutor's Hand"),
        ),
        stealth_action(
            "+1 stealth action: put on this vampire, locked; 1 aggravated damage unless it burns 3 blood",
            code(rutors_hand, tags=("put-on-self", "self-locked")),
            when=only_one_on("Rutor's Hand"),
        ),
    ),
)
abilities(
    "Rutor's Hand",
    Ability(
        "lock this card to unlock this vampire",
        MINION_PHASE,
        code(rutors_unlock, unlock=True),
        when=rutors_unlock_when,
        lock=True,
        user="host",
    ),
)


# ---- Monstrous Form


def monstrous_form_options(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "During combat, you can lock this card to give this vampire +1 strength this round, or 1
    maneuver or press": strength before range or strikes, a maneuver while range is determined, a
    press at the press step."""
    c = ctx.combat
    uid = bearer(s, src)
    if c is None or uid not in (c.a, c.b):
        return
    if ctx.moment in ("before-range", "before-strikes"):
        yield ("strength",)
    elif ctx.moment == "range" and core.may_maneuver(c, uid):
        yield ("maneuver",)
    elif ctx.moment == "press":
        for how in ("continue", "end"):
            if core.may_press(c, uid, how):
                yield (how,)


def monstrous_form_use(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    uid = bearer(s, p.source)
    if c is None or uid not in (c.a, c.b):
        return
    what = p.targets[0]
    if what == "strength":
        c.add(uid, "strength", 1, "round")
        ops.say(s, N_("{minion} gets +1 strength this round."), minion=ops.label(s, uid))
    elif what == "maneuver":
        core.maneuver(s, c, uid)
    else:
        core.press(s, c, uid, str(what))


card(
    "Monstrous Form",
    basic(
        ("dom", "pro"),
        # +1 strength this combat; one Monstrous Form each round.
        Use(
            COMBAT,
            seq(Noted("monstrous-form"), CombatMod("strength", 1, "combat")),
            moments=BEFORE_RANGE,
            when=once_per_round("monstrous-form"),
            vampire=True,
            text="+1 strength this combat",
        ),
    ),
    superior(
        ("dom", "pro"),
        stealth_action(
            "+1 stealth action: put on this vampire (lock it in combat: +1 strength, a maneuver or a press)", PutOn()
        ),
    ),
)
abilities(
    "Monstrous Form",
    Ability(
        "lock this card: +1 strength this round, or 1 maneuver or press",
        frozenset(("before-range", "range", "before-strikes", "press")),
        code(monstrous_form_use, strength=1, maneuver=True, press=True),
        targets=monstrous_form_options,
        lock=True,
    ),
)


# ---- Biothaumaturgic Experiment


card(
    "Biothaumaturgic Experiment",
    levels(
        "tha",
        stealth_action(
            "+1 stealth action: employ an animal retainer from your hand, ignoring requirements",
            # Ignoring requirements, paying its cost: its basic version (VT-CARD-59).
            Fetch("Retainer", trait="animal", requirements=False, text="employ an animal retainer from your hand"),
        ),
        stealth_action(
            "+1 stealth action: put on a minion you control: +1 strength, 1 optional maneuver each combat",
            PutOn("target"),
            targets=MINION_YOU_CONTROL,
        ),
    ),
)
static("Biothaumaturgic Experiment", "strength", on_bearer(1))
# "The attached minion gets 1 optional maneuver each combat".
event("Biothaumaturgic Experiment", "combat-start", each_combat("maneuver", ""))


# ---- Magic of the Smith


# Chosen on resolution (ruling RBK search; a search may fail, VT-TERM-15), requirements and cost
# applying as normal (ruling ANK 20180817); unimplemented cards are left out.
SMITH = Fetch("Equipment", "library", text="equip this vampire with an equipment card from your library")

card(
    "Magic of the Smith",
    levels(
        "tha",
        stealth_action(
            "+1 stealth action: equip this vampire with an equipment card from your library",
            SMITH,
        ),
        stealth_action(
            "+3 stealth action: equip this vampire with an equipment card from your library",
            SMITH,
            stealth=3,
        ),
    ),
)


# ---- Puppet Master


def puppet_master(s: VTESState, p: Play) -> None:
    """[DOM]: put this card on the younger vampire and lock them; you still control this card (the
    turn it was played is kept, for "your next minion phase")."""

    target = p.targets[0]
    if isinstance(target, int) and target in s.minions and s.controller(target) >= 0:
        ops.put_on(s, p.card, p.seat, p.seat, target, mode="superior", data=(s.turn,))
        ops.lock(s, target)
        stays(s)


def puppet_ready(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "During your next minion phase": a later turn of yours, before that turn ends."""
    pl = s.placed.get(src)
    if pl is None or not pl.data or pl.data[0] == "expired":
        return False
    return s.turn > int(pl.data[0]) and bearer(s, src) in s.minions


def puppet_take(s: VTESState, p: Play) -> None:
    """Burn this card to unlock the attached vampire and take control of them until the end of your
    turn."""
    uid = bearer(s, p.source)
    ops.burn_placed(s, p.source)
    owner = s.controller(uid)
    if uid not in s.minions or owner < 0 or owner == p.seat:
        return
    ops.unlock(s, uid)
    ops.steal_minion(s, uid, p.seat)
    s.marks["puppets"] = (*s.marks.get("puppets", ()), (uid, owner))
    ops.say(
        s,
        N_("{seat} takes control of {minion} until the end of the turn."),
        seat=ops.who(s, p.seat),
        minion=ops.label(s, uid),
    )


def puppet_expires(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """After the controller's next turn the ability is gone (the card stays)."""
    pl = s.placed[src]
    if info.get("seat") == pl.controller and pl.data and pl.data[0] != "expired" and s.turn > int(pl.data[0]):
        s.placed[src] = pl._replace(data=("expired",))


def puppets_return(s: VTESState, info: dict[str, Any]) -> None:
    """At the end of the turn control returns; to an ousted Methuselah it cannot: the vampire is
    removed from the game (ruling ANK 20181110). In torpor it returns in torpor (LSJ 20010119)."""
    for uid, owner in s.marks.pop("puppets", ()):
        if uid not in s.minions or s.controller(uid) < 0:
            continue
        if s.in_game(owner):
            ops.steal_minion(s, uid, owner)
        else:
            ops.burn(s, uid, to="removed")


PUPPET_MASTER = card(
    "Puppet Master",
    basic("dom", bleed_action(2)),
    superior(
        "dom",
        Use(
            ACTION,
            code(puppet_master, tags=("take-control", "lock-target"), harmful=True),
            # A ready younger vampire of another Methuselah, locked or not (ruling PIB 20150412).
            targets=Minions("others", vampire=True, younger=True),
            text="put on a younger vampire and lock them; in your next minion phase, take control of them",
        ),
    ),
)
abilities(
    "Puppet Master",
    Ability(
        "burn this card: unlock the vampire and control them until the end of your turn",
        MINION_PHASE,
        code(puppet_take, tags=("take-control",)),
        when=puppet_ready,
    ),
)
event("Puppet Master", "end-turn", puppet_expires)
rule("Puppet Master", core.UNLOCK_RULES, Held(PUPPET_MASTER))  # "does not unlock as normal"
on("Puppet Master", "end-turn", puppets_return)


# ------------------------------------------------------------------------ cards put in play

# ---- Constant Revolution


card(
    "Constant Revolution",
    stealth_action("+1 stealth action: put in play with 1 counter", PutInPlay(1)),
    requires=anarch,
    requires_text="Requires an Anarch",
)
unlock_event("Constant Revolution", "own", one_more_counter)
unlock_event("Constant Revolution", "other", PoolOr(HAND))
abilities("Constant Revolution", burn_card_as_action("Constant Revolution", vampires_only=True, pool=1))


# ---- Creeping Sabotage


def copies_controlled(s: VTESState, seat: int) -> int:
    return sum(1 for uid in s.inplay[seat] if s.placed[uid].card == CREEPING_SABOTAGE)


def sabotage_payable(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """X blood, X the number of copies you control (the X of the cost, fixed by the copies)."""
    return s.minions[uid].blood >= copies_controlled(s, seat)


def creeping_sabotage(s: VTESState, p: Play) -> None:
    ops.burn_blood(s, p.by, copies_controlled(s, p.seat))  # the cost X, paid on success (VT-ACT-05)
    PutInPlay()(s, p)


CREEPING_SABOTAGE = card(
    "Creeping Sabotage",
    stealth_action(
        "+1 stealth action: put in play (X blood: the copies you control)",
        code(creeping_sabotage, tags=("put-in-play",)),
        when=sabotage_payable,
        x=(0,),
    ),
)
unlock_event("Creeping Sabotage", "own", BurnsPool(1, who="prey"))  # "your prey burns 1 pool"
abilities("Creeping Sabotage", burn_card_as_action("Creeping Sabotage", vampires_only=False))


# ---- The Gate of Acheron


card("The Gate of Acheron", stealth_action("+1 stealth action: put in play with 1 counter", PutInPlay(1)))
unlock_event("The Gate of Acheron", "own", one_more_counter)
unlock_event("The Gate of Acheron", "prey", PoolOr(ASH))
abilities(
    "The Gate of Acheron",
    counter_action("Hecata", 4),
    burn_card_as_action("The Gate of Acheron", vampires_only=True),
)


# ---- Pit of Contemplation


card("Pit of Contemplation", stealth_action("+1 stealth action: put in play with 1 counter", PutInPlay(1)))
abilities(
    "Pit of Contemplation",
    counter_action("Hecata"),
    Ability(
        "burn this card: a vampire of your predator or prey with capacity below X goes to uncontrolled",
        UNLOCK,
        seq(BurnThis(say=False), ToUncontrolled()),
        targets=Minions("neighbours", "controlled", vampire=True, below_counters=True),
    ),
    burn_card_as_action("Pit of Contemplation", vampires_only=True),
)


# ---- Revelations


def open_hands(s: VTESState, info: dict[str, Any]) -> None:
    """ "Your prey plays with an open hand" while a Revelations is in play: the seats it opens are
    kept in ``game_marks`` and their ``open-hand`` marks renewed each turn and when cards come and go."""
    now = {s.prey(pl.controller) for pl in s.placed.values() if pl.card == REVELATIONS and s.in_game(pl.controller)}
    before: frozenset[int] = s.game_marks.get("revelations-open", frozenset())
    for t in before - now:
        s.marks.pop(("open-hand", t), None)
    for t in now:
        s.marks[("open-hand", t)] = True
    s.game_marks["revelations-open"] = frozenset(now)


REVELATIONS = card(
    "Revelations",
    levels(
        "aus",
        Use(
            ACTION,
            LookAndDiscard(),  # your prey's hand: its replacement drawn unseen (ruling LSJ 20100119)
            action=ActionSpec(stealth=1, directed=True),
            text="+1 stealth action: look at your prey's hand and discard a card of your choice from it",
        ),
        stealth_action("+1 stealth action: put in play: your prey plays with an open hand", PutInPlay()),
    ),
)
abilities("Revelations", burn_card_as_action("Revelations", vampires_only=False))
for _event in ("unlock", "enter-play", "card-burned"):
    on("Revelations", _event, open_hands)


# ---- Childe of the Revolution


def non_sterile_baron(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires a non-sterile baron"."""
    return uid >= 0 and is_vampire(s, uid) and title(s, uid) == "baron" and not sterile(s, uid)


card(
    "Childe of the Revolution",
    stealth_action(
        "+1 stealth action: the card becomes a 1-capacity Anarch vampire of your clan",
        # "You can search your library (shuffle afterward), hand and/or ash heap for a Discipline master
        # card and put it on this new vampire".
        BecomesVampire(sect="anarch", discipline=True),
        vampire=True,
    ),
    requires=non_sterile_baron,
    requires_text="Requires a non-sterile baron",
)


# ------------------------------------------------------------------------ other actions

card(
    "Entrancement",
    basic("pre", bleed_action(1)),
    superior(
        "pre",
        stealth_action(
            "+1 stealth action: steal an ally controlled by another Methuselah",
            StealMinion(),
            targets=OTHERS_READY_ALLY,
        ),
    ),
)

card(
    "Thing",
    stealth_action(
        "+1 stealth action: add 2 blood to a Gangrel in your uncontrolled region",
        AddBlood(2),
        targets=uncontrolled_of(of_clan("Gangrel")),
    ),
)


card(
    "Rewilding",
    Use(
        ACTION,
        BurnTargetCard(pool=2),
        targets=Locations("others"),
        text="burn a location and 2 pool from its controller",
    ),
)


# ---- Touch of Valeren


card(
    "Touch of Valeren",
    mode(
        "for",
        stealth_action(
            "+1 stealth action: add 3 blood or life to a minion, not beyond its starting life",
            Heal(3),
            # "A minion": any controlled minion, in torpor too (VT-CARD-28).
            targets=Minions("any", "controlled"),
        ),
        key="action",
    ),
    mode(
        "for",
        Use(
            COMBAT,
            PreventAll(),
            moments=DAMAGE,
            when=all_of(in_damage_to_self, from_opposing_strike),
            text="prevent all damage from the opposing minion's strike",
        ),
        key="combat",
    ),
    superior(
        "for",
        Use(
            COMBAT,
            PreventAll(),
            moments=DAMAGE,
            when=damage_to_your_other_minion,
            other=True,
            vampire=True,
            text="by a vampire not in the combat: prevent all damage to your minion from the opposing strike",
        ),
    ),
)


# ------------------------------------------------------------------------ cards outside the Fifth Edition pool
# Each written from its printed text as data (``tabletome vtes coverage``).

card(
    "Ambush",
    # "(D) Enter combat with a locked minion. This acting minion gets 1 optional maneuver during that
    # combat" (a minion no longer locked makes the action fizzle, as Fleetness: ruling ANK 20210124).
    Use(
        ACTION,
        EnterCombat((CombatMod("maneuver", "", "combat"),), locked=True),
        targets=OTHERS_LOCKED_MINION,
        text="enter combat with a locked minion, with 1 optional maneuver",
    ),
)

card("Computer Hacking", bleed_action(1))  # "(D) Bleed with +1 bleed"


# ------------------------------------------------------------------------ Army of Rats, Bum's Rush, Harass

card("Army of Rats", basic("ani", stealth_action("+1 stealth action: put in play", PutInPlay())))
# "During your unlock phase, your prey burns 1 pool. You can burn only 1 pool each turn with Army of
# Rats cards."
unlock_event("Army of Rats", "own", BurnsPool(1, who="prey", once_turn="Army of Rats"))
abilities("Army of Rats", burn_card_as_action("Army of Rats", vampires_only=False))

card(
    "Bum's Rush",
    Use(
        ACTION,
        EnterCombat((CombatMod("maneuver", "", "combat"),)),
        targets=OTHERS_READY_MINION,
        delay="action",
        text="enter combat with a minion, with 1 optional maneuver",
    ),
)

card(
    "Harass",
    # "(D) Enter combat with a vampire who has 3 or fewer blood or with a locked minion."
    Use(
        ACTION,
        EnterCombat((CombatMod("press", "continue", "combat"),)),
        targets=Minions("others", kind=any_kind(blood_at_most(3), locked_minion)),
        text="enter combat with a vampire with 3 or fewer blood or a locked minion, with 1 optional press to continue",
    ),
)

card(
    "Scouting Mission",
    basic("dom", bleed_action(1)),
    superior(
        "dom",
        stealth_action(
            "+1 stealth action: add 2 blood to a younger vampire in your uncontrolled region",
            AddBlood(2),
            targets=younger_uncontrolled,
        ),
    ),
)

card(
    "Illegalism",
    combo_uses(
        {
            "cel": Part("unlock this Anarch if the bleed is successful", effect=OnSuccessfulBleed(Unlock())),
            "chi": Part("+1 stealth action", stealth=1),
            "pre": Part("+1 bleed", bleed=1),
        }
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)

card(
    "Fourth Tradition: The Accounting",
    stealth_action(
        "+1 stealth action: add 3 blood to a younger vampire in your uncontrolled region",
        AddBlood(3),
        targets=younger_uncontrolled,
    ),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)

card("Art Scam", stealth_action("+1 stealth action: gain 2 pool", GainPool(2)))

card(
    "Social Charm",
    basic("pre", bleed_action(1)),
    superior(
        "pre",
        bleed_action(1, effect=OnSuccessfulBleed(GainPool(1)), text="bleed with +1 bleed; gain 1 pool if successful"),
    ),
)
card(
    "Legal Manipulations",
    basic("pre", bleed_action(2)),
    superior(
        "pre",
        bleed_action(2, effect=OnSuccessfulBleed(GainPool(1)), text="bleed with +2 bleed; gain 1 pool if successful"),
    ),
)


# ------------------------------------------------------------------------ Aranthebes, The Immortal (issue 37)


def aranthebes_bleed(s: VTESState, src: int, uid: int) -> int:
    """ "While Aranthebes is unlocked, vampires with capacity 4 or less get -1 bleed against you"."""

    pl = s.placed.get(src)
    a = action_of(s)
    if pl is None or pl.locked or a is None or a.actor != uid or not a.is_bleed():
        return 0
    if a.target_seat != pl.controller or not is_vampire(s, uid) or capacity(s, uid) > 4:
        return 0
    return -1


def aranthebes_of_another(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[tuple[int]]:
    """Aranthebes controlled by another Methuselah: the target of the (D) action."""
    if src in s.placed and s.placed[src].controller != seat:
        yield (src,)


def aranthebes_shuffled(s: VTESState, p: Play) -> None:
    """ "... can shuffle Aranthebes into your library" (its controller's, the card's owner)."""
    src = int(p.targets[0]) if p.targets else -1
    if src not in s.placed:
        return
    pl = s.placed[src]
    ops.detach(s, src)
    del s.placed[src]
    s.library[pl.owner].append(pl.card)
    s.rng.shuffle(s.library[pl.owner])
    ops.say(s, N_("{card} is shuffled into {seat}'s library."), card=facts(pl.card).name, seat=s.seat_name(pl.owner))


def capacity_5_or_more(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Vampires with capacity 5 or more can ... as a (D) action": the acting minion."""
    return uid in s.minions and capacity_at_least(5)(s, uid)


card(
    "Aranthebes, The Immortal",
    stealth_action("+1 stealth action: put this card in play", PutInPlay()),
)
# Usable any time during the action before resolution, no block attempt needed (LSJ 20020612).
abilities(
    "Aranthebes, The Immortal",
    Ability(
        "lock: a minion controlled by your predator gets -1 stealth",
        ACTION_STAGES,
        Stealth(-1),
        when=predator_acting,
        lock=True,
    ),
    Ability(
        "shuffle Aranthebes into its controller's library as a (D) action",
        MINION_PHASE,
        code(aranthebes_shuffled, tags=("burn-location",)),
        when=capacity_5_or_more,
        targets=aranthebes_of_another,
        user="any",
        action=ActionSpec(directed=True),
    ),
)
static("Aranthebes, The Immortal", "bleed", aranthebes_bleed, everywhere=True)


# ---- Dominate Kine


card(
    "Dominate Kine",
    basic("dom", bleed_action(1, stealth=1, text="+1 stealth action: bleed with +1 bleed")),
    superior(
        "dom",
        Use(ACTION, StealCard(), targets=Locations("others"), text="steal a location"),
    ),
)


# ---- Field Training (requires an Anarch)

FIELD_TRAINING = card_id("Field Training")


def field_training_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[tuple[int, str]]:
    """Another ready non-titled vampire you control without a Field Training, and a Discipline this
    vampire has at superior."""

    if uid not in s.minions:
        return
    codes = sorted(c for c, lvl in disciplines(s, uid).items() if lvl >= SUPERIOR)
    for v in s.ready[seat]:
        if v == uid or not is_vampire(s, v) or title(s, v) is not None:
            continue
        if any(s.placed[p].card == FIELD_TRAINING for p in s.minions[v].cards if p in s.placed):
            continue
        for code_ in codes:
            yield (v, code_)


def field_training(s: VTESState, p: Play) -> None:
    """Unlock this vampire; the card goes on the chosen vampire, who is considered Anarch and gets +1
    level of the chosen Discipline (a card raising a Discipline, as a Discipline card does)."""

    if p.by in s.minions:
        ops.unlock(s, p.by)
    host, code_ = int(p.targets[0]), str(p.targets[1])
    if host not in s.minions:
        return
    ops.put_on(s, p.card, p.seat, p.seat, host, data=("discipline", code_))
    s.minions[host] = s.minions[host]._replace(sect="anarch")
    stays(s)
    ops.say(
        s, N_("{minion} is considered Anarch and gets +1 level of [{code}]."), minion=ops.label(s, host), code=code_
    )


def field_training_sect(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If the attached vampire changes sect, burn this card": looked at when an action or a
    referendum (what changes a sect) is over."""
    host = bearer(s, src)
    if host in s.minions and s.minions[host].sect != "anarch":
        ops.burn_placed(s, src)


card(
    "Field Training",
    stealth_action(
        "+1 stealth action: unlock; another non-titled vampire you control is Anarch with +1 level of a "
        "Discipline this vampire has at superior",
        code(field_training, tags=("put-on",)),
        targets=field_training_targets,
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)
event("Field Training", "action-end", field_training_sect)
event("Field Training", "referendum-end", field_training_sect)


# ---- Public Trust

card(
    "Public Trust",
    basic("pre", bleed_action(2)),
    superior(
        "pre",
        bleed_action(
            2,
            effect=OnSuccessfulBleed(AddBlood(1)),
            targets=own_uncontrolled,
            text="bleed with +2 bleed; if successful, add 1 blood to a vampire in your uncontrolled region",
        ),
    ),
)


# ---- Judgment: Camarilla Segregation (requires a prince or justicar)

non_camarilla_vampire = all_kinds(is_vampire, not_kind(in_sect("camarilla")))


def controls_non_camarilla(s: VTESState, src: int, seat: int) -> bool:
    """ "Each Methuselah controlling a non-Camarilla vampire" (ready or in torpor)."""
    return any(non_camarilla_vampire(s, v) for v in s.ready[seat] + s.torpor[seat])


def burn_vampire_and_this(s: VTESState, p: Play) -> None:
    """ "Burn a non-Camarilla vampire they control ... to burn this card"."""
    v = int(p.targets[0]) if p.targets else -1
    if v in s.minions and p.source in s.placed:
        ops.burn(s, v)
        ops.burn_placed(s, p.source)


card(
    "Judgment: Camarilla Segregation",
    stealth_action("+1 stealth action: put this card in play", PutInPlay()),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)
unlock_event("Judgment: Camarilla Segregation", "each", BurnsPool(1, if_=controls_non_camarilla))
abilities(
    "Judgment: Camarilla Segregation",
    Ability(
        "burn a non-Camarilla vampire you control to burn this card",
        MASTER_PHASE,
        code(burn_vampire_and_this, tags=("burn-location",)),
        targets=Minions("yours", "controlled", vampire=True, kind=non_camarilla_vampire),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Fee Stakes (issue 37)

ANARCH_5 = all_of(anarch, minion_is(capacity_at_least(5)))


def fee_stake(name: str, clan: str = "") -> None:
    """ "Put this card on this Anarch to represent the unique Anarch title of Baron of <city>.
    [While this Anarch is <clan> or <clan> antitribu, they get +1 vote during referendums they call.]
    Vampires can call a referendum to burn this card as a +1 stealth political action; during that
    referendum, non-Anarch titles are worth -1 vote." Called by an ability, the referendum gives its
    caller no card vote (VT-VOTE-04)."""
    card(
        name,
        stealth_action("+1 stealth action: put on this Anarch: the title of baron of its city", TitleCard("baron")),
        requires=ANARCH_5,
        requires_text="Requires an Anarch with capacity 5 or more",
    )
    abilities(
        name,
        Ability(
            "call a referendum to burn this card as a +1 stealth political action",
            MINION_PHASE,
            BurnTitleCard(),
            when=may_call_referendum,
            action=ActionSpec(stealth=1, political=True),
            user="any",
        ),
    )
    rule(name, VOTE_CHANGES, TitlesWorthLess(name))
    if clan:
        of_it = any_kind(of_clan(clan), of_clan(f"{clan} antitribu"))
        static(name, "votes", on_bearer(1, kind=of_it, during="own-referendum"))


fee_stake("Fee Stake: Corte")
fee_stake("Fee Stake: Perth")
fee_stake("Fee Stake: Seattle", "Gangrel")
fee_stake("Fee Stake: New York", "Brujah")
fee_stake("Fee Stake: Los Angeles")
fee_stake("Fee Stake: Boston", "Toreador")


# ------------------------------------------------------------------------ Corruption (issue 37)

card(
    "Corruption",
    Use(
        ACTION,
        Corrupt(),
        action=ActionSpec(stealth=1, directed=True),
        targets=Minions("prey", "controlled"),
        text="+1 stealth action: a corruption counter on a minion of your prey (enough: burn them to steal it)",
    ),
)


# ------------------------------------------------------------------------ Mesu Bedshet, Conceal (issue 37)

card(
    "Mesu Bedshet",
    stealth_action(
        "+1 stealth action: reveal the top card of your crypt: draw a Follower of Set, +2 blood if younger",
        # "Otherwise, shuffle it back into your crypt."
        RevealCrypt("Ministry", 2, younger=True, shuffle=True),
        when=crypt_not_empty,
    ),
)

card(
    "Conceal",
    levels(
        "obf",
        Use(ACTION, BurnTargetCard(), targets=CardsInPlay("Equipment"), text="burn an equipment"),
        Use(ACTION, BurnTargetCard(), targets=Locations("others"), text="burn a location"),
    ),
)


# ------------------------------------------------------------------------ cards that become vampires (issue 37)


def non_sterile(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires a non-sterile vampire"."""
    return uid >= 0 and is_vampire(s, uid) and not sterile(s, uid)


def non_sterile_setite_5(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires a non-sterile Follower of Set with capacity 5 or more"."""
    return non_sterile(s, ctx, seat, uid) and of_clan("Ministry")(s, uid) and capacity_at_least(5)(s, uid)


def non_sterile_prince_or_justicar(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires a non-sterile prince or justicar"."""
    return non_sterile(s, ctx, seat, uid) and title(s, uid) in ("prince", "justicar")


card(
    "Waters of Duat",
    stealth_action(
        "+1 stealth action: the card becomes a 1-capacity Follower of Set that must hunt; a Discipline card on it",
        BecomesVampire(clan="Ministry", discipline=True),
        vampire=True,
    ),
    requires=non_sterile_setite_5,
    requires_text="Requires a non-sterile Follower of Set with capacity 5 or more",
)

card(
    "The Embrace",
    stealth_action(
        "+1 stealth action: the card becomes a 1-capacity vampire of your clan and sect that must hunt",
        BecomesVampire(),
        vampire=True,
    ),
    requires=non_sterile,
    requires_text="Requires a non-sterile vampire",
)

card(
    "Third Tradition: Progeny",
    stealth_action(
        "+1 stealth action: the card becomes a 1-capacity Camarilla vampire of your clan; up to 2 blood moved to it",
        BecomesVampire(sect="camarilla", hunt=False, discipline=True, move_blood=2),
        vampire=True,
    ),
    requires=non_sterile_prince_or_justicar,
    requires_text="Requires a non-sterile prince or justicar",
)
flag("Third Tradition: Progeny", "cannot-act", new_this_turn)  # "cannot perform actions this turn"


# ------------------------------------------------------------------------ Far Mastery, Mind Numb (issue 37)

card(
    "Far Mastery",
    levels(
        "dom",
        Use(
            ACTION,
            StealCard(),
            action=ActionSpec(stealth=1, directed=True),
            targets=CardsInPlay("Retainer"),
            text="+1 stealth action: steal a retainer controlled by another vampire",
        ),
        Use(
            ACTION,
            StealMinion(),
            action=ActionSpec(stealth=1, directed=True),
            targets=OTHERS_READY_ALLY,
            text="+1 stealth action: steal an ally controlled by another Methuselah",
        ),
    ),
)

OTHERS_UNLOCKED_VAMPIRE = Minions("others", vampire=True, locked=False)

card(
    "Mind Numb",
    levels(
        "pre",
        Use(ACTION, Stun(), targets=OTHERS_UNLOCKED_VAMPIRE, text="stun an unlocked vampire"),
        Use(
            ACTION,
            Stun(),
            action=ActionSpec(stealth=1, directed=True),
            targets=OTHERS_UNLOCKED_VAMPIRE,
            text="+1 stealth action: stun an unlocked vampire",
        ),
    ),
)


# ------------------------------------------------------------------------ Open War (issue 37)

card(
    "Open War",
    stealth_action("+1 stealth action: put this card in play", PutInPlay(), when=once_in_game("open-war")),
    requires=has_title("baron"),
    requires_text="Requires a baron",
)
rule("Open War", core.AS_PLAYED, InGame("open-war"), key=card_id("Open War"))  # "only one ... in a game"
# The two actions are not cross-restrictive: each once a turn by the same minion (LSJ 20100909, VT-MIN-08).
abilities(
    "Open War",
    Ability(
        "an Anarch enters combat with a minion as a (D) action",
        MINION_PHASE,
        FIGHT,
        when=anarch,
        targets=OTHERS_READY_MINION,
        user="any",
        action=ActionSpec(directed=True),
    ),
    Ability(
        "an Anarch burns a location as a (D) action that costs 2 pool",
        MINION_PHASE,
        seq(PayPool(2), BurnTargetCard()),  # the cost paid on success (VT-ACT-05)
        when=all_of(anarch, has_pool(2)),
        targets=Locations("others"),
        user="any",
        action=ActionSpec(directed=True),
    ),
    Ability(
        "use a master phase action to move 1 counter from your pool to this card (4: burn it, gain 4 pool)",
        MASTER_PHASE,
        seq(SpendPhaseAction(), CounterFromPool(4, 4)),
        when=all_of(has_phase_action, has_pool(1)),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Undue Influence (issue 37)


def crypt_blood_to_chosen(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """[chi]: a crypt card with blood in another Methuselah's uncontrolled region (the source, at whom
    the action is directed), the vampire chosen in your uncontrolled region, and the 1 blood moved."""
    for t in s.remaining():
        if t == seat:
            continue
        for src in s.uncontrolled[t]:
            if s.minions[src].blood > 0:
                for (v,) in own_uncontrolled(s, ctx, seat, uid):
                    yield (src, v, "blood1")


def source_owner(s: VTESState, p: Play) -> int:
    """The Methuselah whose uncontrolled region the blood is moved from."""
    src = p.targets[0] if p.targets else -1
    return s.minions[src].owner if isinstance(src, int) and src in s.minions else -1


# "Choose a vampire in your uncontrolled region": chosen as the card is played (not playable without
# one, LSJ 20060623).
card(
    "Undue Influence",
    mode(
        "chi",
        Use(
            ACTION,
            MoveBlood(to_pool=False),
            targets=crypt_blood_to_chosen,
            action=ActionSpec(stealth=1, directed=True, target_seat=source_owner),
            text="+1 stealth action: move 1 blood from a crypt card in another uncontrolled region to the chosen vampire",
        ),
    ),
    mode(
        "pre",
        bleed_action(
            0,
            stealth=1,
            effect=OnSuccessfulBleed(AddBlood(1)),
            targets=own_uncontrolled,
            text="+1 stealth action: bleed; if successful, add 1 blood to the chosen vampire",
        ),
    ),
    mode(
        "qui",
        stealth_action(
            "+1 stealth action: add 1 blood to the chosen vampire; at capacity, move them to your ready region",
            AddBloodThenReady(1),
            targets=own_uncontrolled,
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ------------------------------------------------------------------------ Dream World (issue 37)

card(
    "Dream World",
    basic("pre", bleed_action(1)),
    superior(
        "pre",
        stealth_action(
            "+1 stealth action: each of your minions gets +1 bleed this turn, until a bleed action is blocked",
            MinionsGetThisTurn(
                "bleed",
                1,
                N_("Each minion of {seat} gets +{n} bleed for the remainder of the turn or until a bleed is blocked."),
                until_blocked="bleed",
            ),
            when=once_per_turn("dream-world-superior"),
        ),
    ),
)
# "Only one Dream World can be played at superior each turn" (noted as played: a blocked one counts).
rule("Dream World", core.AS_PLAYED, InTurn("dream-world-superior", mode="superior"), key=card_id("Dream World"))


# ------------------------------------------------------------------------ Skullduggery, Make the Misere (issue 37)

card(
    "Skullduggery",
    mode("obf", bleed_action(0, stealth=1, text="+1 stealth bleed, with an optional maneuver if blocked")),
    mode("pre", bleed_action(1)),
    mode("pro", bleed_action(0, stealth=1, text="+1 stealth bleed")),
    requires=anarch,
    requires_text="Requires a ready anarch",
)
# [obf]: "with an optional maneuver in the resulting combat if the action is blocked" (armed as the
# action is announced).
rule(
    "Skullduggery",
    ANNOUNCED,
    AsAnnounced(if_blocks("skullduggery", InCombat((("maneuver", "", "combat"),)), anyone=True), mode="obf"),
    key=card_id("Skullduggery"),
)

card(
    "Make the Misere",
    # "(D) Enter combat with a locked minion" (no longer locked: the action fizzles, ANK 20210124); more
    # than one Discipline can be used.
    combo_uses(
        {
            "cel": Part("1 optional maneuver", effect=CombatMod("maneuver", "", "combat")),
            "obf": Part("+1 stealth", stealth=1),
            "pot": Part("+1 strength", effect=CombatMod("strength", 1, "combat")),
        },
        prefix="enter combat with a locked minion: ",
        base=EnterCombat(locked=True),
        targets=OTHERS_LOCKED_MINION,
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ------------------------------------------------------------------------ Smash and Grab, Shattering (issue 37)

ALLY_OR_RETAINER = any_target(OTHERS_READY_ALLY, CardsInPlay("Retainer"))

card(
    "Smash and Grab",
    mode(
        "ani",
        Use(
            ACTION,
            BurnLife(2),
            action=ActionSpec(stealth=1, directed=True),
            targets=ALLY_OR_RETAINER,
            text="+1 stealth action: burn 2 life from an ally or retainer",
        ),
    ),
    mode("dem", bleed_action(1)),
    mode(
        "pot",
        Use(
            ACTION,
            BurnTargetCard(),
            action=ActionSpec(stealth=1, directed=True),
            targets=Locations("neighbours"),
            text="+1 stealth action: burn a location controlled by your predator or prey",
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


def no_one(s: VTESState, p: Play) -> int:
    """ "This action is undirected, no matter who controls the event"."""
    return -1


card(
    "Shattering",
    mode(
        "chi",
        Use(
            ACTION,
            LookAndDiscard(),
            action=ActionSpec(stealth=1, directed=True),
            targets=other_methuselahs,
            text="+1 stealth action: look at another Methuselah's hand and discard a card of your choice from it",
        ),
    ),
    mode(
        "dem",
        Use(
            ACTION,
            BurnTargetCard(harmful=False),
            action=ActionSpec(stealth=2, target_seat=no_one),
            targets=CardsInPlay("Event", "any"),
            text="+2 stealth action: burn an event (undirected)",
        ),
    ),
    mode(
        "pro",
        Use(
            ACTION,
            InflictUnpreventable(2),
            action=ActionSpec(directed=True),
            targets=OTHERS_READY_MINION,
            text="inflict 2 unpreventable damage on a ready minion",
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ------------------------------------------------------------------------ Tier of Souls (issue 37)

STEAL_FROM_PREY = Minions("prey", "controlled")

card(
    "Tier of Souls",
    levels(
        "ani",
        Use(
            ACTION,
            StealBlood(1),
            action=ActionSpec(directed=True),
            targets=STEAL_FROM_PREY,
            text="steal 1 blood or life from a minion controlled by your prey",
        ),
        Use(
            ACTION,
            seq(StealBlood(1), PutOn()),
            action=ActionSpec(directed=True),
            targets=STEAL_FROM_PREY,
            when=only_one_on("Tier of Souls"),
            text="steal 1 blood or life from a minion of your prey; put on this vampire: +1 bleed against your prey",
        ),
    ),
)
static("Tier of Souls", "bleed", on_bearer(1, during="at-prey"))  # "+1 bleed against your prey"
abilities("Tier of Souls", burn_this_action())  # "Minions can burn this card as a (D) action"


# ------------------------------------------------------------------------ more archive actions (issue 37)

card(
    "Flurry of Action",
    levels(
        "cel",
        bleed_action(
            0, effect=OnSuccessfulBleed(DrawCards(2)), text="bleed; if successful, draw two cards (discard afterward)"
        ),
        bleed_action(0, effect=OnSuccessfulBleed(Unlock()), text="bleed; if successful, this vampire unlocks"),
    ),
)

card(
    "Ritual Challenge",
    stealth_action(
        "+1 stealth action: if successful, put on the acting Gangrel: +1 strength",
        PutOn(),
        when=only_one_on("Ritual Challenge"),
    ),
)
static("Ritual Challenge", "strength", on_bearer(1))

TORPID_OF_OTHERS = Minions("others", "controlled", vampire=True, kind=in_torpor)

card(
    "Graverobbing",
    levels(
        "dom",
        Use(
            ACTION,
            StealMinion(),
            action=ActionSpec(directed=True),
            targets=TORPID_OF_OTHERS,
            text="steal a vampire in torpor controlled by another Methuselah",
        ),
        Use(
            ACTION,
            seq(
                StealMinion(),
                MayBurnBloodTo(
                    2,
                    LeaveTorpor(),
                    N_("{card}: {minion} burns 2 blood to move the stolen vampire to your ready region?"),
                ),
            ),
            action=ActionSpec(directed=True),
            targets=TORPID_OF_OTHERS,
            text="steal a vampire in torpor; burn 2 blood to move it to your ready region",
        ),
    ),
)


def free_or_cheap_location(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """ "A location that is free or costs 1 blood or pool", of another Methuselah (directed)."""
    for (v,) in Locations("others")(s, ctx, seat, uid):
        costs = [str(c) for c in (facts(s.placed[v].card).blood_cost, facts(s.placed[v].card).pool_cost) if c]
        if all(c.isdigit() for c in costs) and sum(int(c) for c in costs) <= 1:
            yield (v,)


card(
    "New Management",
    Use(
        ACTION,
        StealCard(),
        targets=free_or_cheap_location,
        delay="action",  # "Do not replace until after this action"
        text="take control of a location that is free or costs 1 blood or pool",
    ),
)

card(
    "Haqim's Law: Leadership",
    stealth_action(
        "+1 stealth action: each Methuselah controlling one of the oldest ready Assamites gains 2 pool",
        PoolToOldest(of_clan("Banu Haqim"), 2),
    ),
)

card(
    "Dark Mirror of the Mind",
    stealth_action("+1 stealth action: gain 2 pool", GainPool(2)),
    requires=minion_is(capacity_at_least(8)),
    requires_text="Requires a vampire with capacity 8 or more",
)

card(
    "Fifth Tradition: Hospitality",
    Use(
        ACTION,
        AddBlood(4),
        action=ActionSpec(stealth=1, target_seat=no_one),  # not a directed action
        targets=Minions("any", "controlled", vampire=True, other=True),
        text="+1 stealth action: add 4 blood to another vampire",
    ),
    requires=has_title("prince", "justicar"),
    requires_text="Requires a prince or justicar",
)

card(
    "Kindred Spirits",
    levels(
        "dem",
        bleed_action(
            0,
            effect=OnSuccessfulBleed(GainPool(1)),
            targets=other_methuselahs,
            text="bleed any Methuselah; gain 1 pool if successful",
        ),
        bleed_action(
            1,
            effect=OnSuccessfulBleed(GainPool(1)),
            targets=other_methuselahs,
            text="bleed any Methuselah with +1 bleed; gain 1 pool if successful",
        ),
    ),
)

SHEEPDOG = card(
    "Sheepdog",
    Use(ACTION, seq(AddBlood(4), PutOn()), text="this vampire gains 4 blood; put on it: it does not unlock as normal"),
)
rule("Sheepdog", core.UNLOCK_RULES, Held(SHEEPDOG))  # "This vampire does not unlock as normal"
unlock_event("Sheepdog", "own", BurnCard())  # "Burn this card during your unlock phase"


# ------------------------------------------------------------------------ Propaganda (issue 37)

card(
    "Propaganda",
    basic("pre", bleed_action(1, text="bleed with +1 bleed; titled vampires cannot block")),
    superior(
        "pre",
        bleed_action(
            1,
            effect=TargetLocksOne(),
            text="bleed with +1 bleed; titled vampires cannot block; the target Methuselah locks a minion",
        ),
    ),
)
rule("Propaganda", core.BLOCK_RULES, ActionUnblockableBy("Propaganda", titled_vampire))


# ------------------------------------------------------------------------ Shadow of the Beast (issue 37)

card(
    "Shadow of the Beast",
    levels(
        "pro",
        Use(
            ACTION, PutOn(), when=only_one_on("Shadow of the Beast"), text="put on this vampire: a maneuver each combat"
        ),
        Use(
            ACTION,
            PutOn(),
            when=only_one_on("Shadow of the Beast"),
            text="put on this vampire: a maneuver and a press each combat",
        ),
    ),
)
event("Shadow of the Beast", "combat-start", each_combat("maneuver", ""))  # "an optional maneuver each combat"
event("Shadow of the Beast", "combat-start", each_combat("press", "any", superior=True))  # [PRO] "a press"


# ------------------------------------------------------------------------ Renewed Vigor (issue 37)


def torpid_bearer(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """The vampire this card is on, in torpor."""
    uid = bearer(s, src)
    if uid in s.minions and s.in_torpor(uid):
        yield (uid,)


card(
    "Renewed Vigor",
    mode(
        "for",
        stealth_action(
            "+1 stealth action: put on this vampire: it can burn this card to leave torpor in your unlock phase",
            PutOn(),
            when=only_one_on("Renewed Vigor"),
        ),
    ),
    mode(
        "obe",
        Use(
            ACTION,
            LeaveTorpor(),
            action=ActionSpec(stealth=1, target_seat=no_one),
            targets=Minions("any", "controlled", vampire=True, kind=in_torpor),
            text="+1 stealth action: move a vampire from torpor to their controller's ready region",
        ),
        key="obe-torpor",
    ),
    mode(
        "obe",
        Use(
            ACTION,
            FillLife(),
            action=ActionSpec(stealth=1, target_seat=no_one),
            targets=any_target(Minions("any", vampire=False), CardsInPlay("Retainer", "any")),
            text="+1 stealth action: add enough life to an ally or retainer to reach their starting life",
        ),
        key="obe-life",
    ),
    superior(
        "obe",
        Use(
            ACTION,
            FillBlood(),
            action=ActionSpec(stealth=1, target_seat=no_one),
            targets=Minions("any", "controlled", vampire=True, other=True),
            text="+1 stealth action: add enough blood to another vampire to reach full capacity",
        ),
    ),
)
abilities(
    "Renewed Vigor",
    Ability(
        "burn this card: this vampire moves from torpor to the ready region",
        UNLOCK,
        seq(BurnThis(), LeaveTorpor()),
        targets=torpid_bearer,
        user="host",
    ),
)


# ------------------------------------------------------------------------ Clotho's Gift (issue 37)

card(
    "Clotho's Gift",
    mode(
        "obf",
        stealth_action("+1 stealth action: draw 1 card from your crypt", CryptToUncontrolled(), when=crypt_not_empty),
    ),
    basic(
        "tem",
        stealth_action(
            "+1 stealth action: add 2 blood to a younger vampire in your uncontrolled region",
            AddBlood(2),
            targets=younger_uncontrolled,
        ),
    ),
    superior(
        "tem",
        stealth_action(
            "+1 stealth action: put on this vampire, locked: lock it and burn 1 blood to unlock",
            PutOn(locked=True),
        ),
    ),
)
abilities(
    "Clotho's Gift",
    Ability(
        "lock this card and burn 1 blood: this vampire unlocks",
        MINION_PHASE,
        seq(BearerBurnsBlood(1), UnlockBearer()),
        when=bearer_locked(blood=1),
        lock=True,
        user="host",
    ),
)


# ------------------------------------------------------------------------ Condemnation: Mute (issue 37)


def infernal_vampire(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires an infernal vampire"."""
    from ..traits import has_trait

    return uid in s.minions and is_vampire(s, uid) and has_trait(s, uid, "Infernal")


def is_condemnation(c: int) -> bool:
    return "Condemnation." in facts(c).text.split("\n")[0]


def burn_other_condemnations(s: VTESState, p: Play) -> None:
    """ "Burn all other condemnation cards on this minion" (the vampire this card went on)."""
    host = p.targets[0] if p.targets else -1
    if not isinstance(host, int) or host not in s.minions:
        return
    found = [c for c in s.minions[host].cards if c in s.placed and is_condemnation(s.placed[c].card)]
    for c in found[:-1]:  # the last one is this card, just put on
        ops.burn_placed(s, c)


def mute_referendum_passed(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """[DAI]: "the attached vampire burns 1 blood after a referendum passes"."""
    uid = bearer(s, src)
    if info.get("passed") and s.placed[src].mode == "superior" and uid in s.minions and s.minions[uid].blood > 0:
        ops.burn_blood(s, uid, 1)
        ops.say(s, N_("{minion} burns 1 blood (Condemnation: Mute)."), minion=ops.label(s, uid))


MUTE_DAI = seq(PutOn("target"), code(burn_other_condemnations, votes=-3, harmful=True))

card(
    "Condemnation: Mute",
    mode(
        "chi",
        Use(
            ACTION,
            Lock(target=True),
            action=ActionSpec(stealth=1, directed=True),
            targets=Minions("others", vampire=True, younger=True),
            text="+1 stealth action: lock a younger vampire",
        ),
    ),
    basic(
        "dai",
        Use(
            ACTION,
            MUTE_DAI,
            action=ActionSpec(stealth=1, directed=True),
            targets=OTHERS_READY_VAMPIRE,
            when=infernal_vampire,
            text="+1 stealth action: put on a ready vampire: -3 votes",
        ),
    ),
    superior(
        "dai",
        Use(
            ACTION,
            MUTE_DAI,
            action=ActionSpec(stealth=1, directed=True),
            targets=OTHERS_READY_VAMPIRE,
            when=infernal_vampire,
            text="+1 stealth action: put on a ready vampire: -3 votes, 1 blood burned after a referendum passes",
        ),
    ),
)
static("Condemnation: Mute", "votes", on_bearer(-3))  # votes only, not ballots (PIB 20110802)
event("Condemnation: Mute", "referendum-end", mute_referendum_passed)


# ------------------------------------------------------------------------ Blithe Acceptance (issue 37)


def blithe_enters_combat(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Burn this card if this vampire enters combat" (each combat, ANK 20230527); [OBF] "this vampire
    can burn 1 blood when he enters combat instead of burning this card"."""
    c: Combat = info["combat"]
    uid = bearer(s, src)
    if uid not in (c.a, c.b):
        return
    if s.placed[src].mode == "superior" and s.minions[uid].blood >= 1:
        question = said(N_("Blithe Acceptance: {minion} burns 1 blood to keep it?"), minion=ops.label(s, uid))
        ask(s, s.controller(uid), question, [Action("burn", (uid, 1)), DECLINE], _blithe_kept, (src,))
        return
    ops.say(s, N_("{card} is burned."), card="Blithe Acceptance")
    ops.burn_placed(s, src)


def _blithe_kept(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    src = args[0]
    uid = bearer(s, src)
    if action.verb == "burn" and uid in s.minions and s.minions[uid].blood >= 1:
        ops.burn_blood(s, uid, 1)
        return
    ops.burn_placed(s, src)


card(
    "Blithe Acceptance",
    levels(
        "obf",
        Use(ACTION, PutOn(), when=only_one_on("Blithe Acceptance"), text="put on this vampire: +1 stealth"),
        Use(ACTION, PutOn(), when=only_one_on("Blithe Acceptance"), text="put on this vampire: +1 stealth"),
    ),
)
static("Blithe Acceptance", "stealth", on_bearer(1))
event("Blithe Acceptance", "combat-start", blithe_enters_combat)


# ------------------------------------------------------------------------ Slaughtering the Herd (issue 37)

SLAUGHTERING = card_id("Slaughtering the Herd")


def bearer_has_blood(n: int) -> Callable[[VTESState, Ctx, int, int], bool]:
    """The vampire this card is on has N blood to burn."""

    def pred(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
        m = s.minions.get(bearer(s, src))
        return m is not None and m.blood >= n

    return pred


def slaughtering_announce(s: VTESState, info: dict[str, Any]) -> None:
    """[DOM]: "each time the attached vampire announces an action, they move 1 blood from themselves to
    this acting vampire" (the vampire that played the card, kept in its data)."""
    a = info["course"]
    actor = a.actor
    if actor not in s.minions:
        return
    for src in s.minions[actor].cards:
        pl = s.placed.get(src)
        if pl is None or pl.card != SLAUGHTERING or not pl.data:
            continue
        to = int(pl.data[0])
        if to in s.minions and s.is_ready(to) and s.minions[actor].blood > 0:
            ops.move_blood(s, actor, to, 1)
            ops.say(s, N_("{minion} moves 1 blood to {minion2}."), minion=ops.label(s, actor), minion2=ops.label(s, to))


def slaughtering_gone(s: VTESState, info: dict[str, Any]) -> None:
    """ "Burn this card after this acting vampire leaves the ready region"."""
    gone = info.get("uid")
    for src, pl in list(s.placed.items()):
        if pl.card == SLAUGHTERING and pl.data and int(pl.data[0]) == gone:
            ops.burn_placed(s, src)


def slaughtering_put(s: VTESState, p: Play) -> None:
    """Put this card on the vampire of your predator, remembering this acting vampire."""

    target = p.targets[0] if p.targets else -1
    if isinstance(target, int) and target in s.minions and p.by in s.minions:
        ops.put_on(s, p.card, p.seat, s.controller(target), target, mode="superior", data=(p.by,))
        stays(s)


card(
    "Slaughtering the Herd",
    basic("dom", bleed_action(2, text="bleed with +2 bleed; allies cannot block")),
    superior(
        "dom",
        Use(
            ACTION,
            code(slaughtering_put, tags=("put-on",), blood=1, harmful=True),
            action=ActionSpec(directed=True),
            targets=Minions("predator", vampire=True),
            text="put on a vampire of your predator: it moves 1 blood to this vampire each action it announces",
        ),
    ),
)
rule("Slaughtering the Herd", core.BLOCK_RULES, ActionUnblockableBy("Slaughtering the Herd", ally, mode="basic"))
on("Slaughtering the Herd", "announce", slaughtering_announce)
on("Slaughtering the Herd", "leave-ready", slaughtering_gone)
abilities(
    "Slaughtering the Herd",
    Ability(
        "burn 4 blood to burn this card",
        MINION_PHASE,
        seq(BearerBurnsBlood(4), BurnThis()),
        when=bearer_has_blood(4),
        user="host",
    ),
)


# ------------------------------------------------------------------------ Contagion (issue 37)


def contagion_bearer_ready(s: VTESState, src: int, seat: int) -> bool:
    """ "If this vampire is ready" (the vampire the card is on)."""
    uid = bearer(s, src)
    return uid in s.minions and s.is_ready(uid)


#: [DAI] "Once each combat, this vampire can strike: put 1 corruption counter on the opposing minion".
CONTAGION_STRIKE = OnceEachCombat(Strike("none", name="contagion", after="contagion"))


def contagion_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    return CONTAGION_STRIKE(s, c, uid, src) if s.placed[src].mode == "superior" else []


def contagion_struck(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    """The strike resolves: a corruption counter on the opposing minion; with as many of your counters
    as its capacity or cost, you can burn them to steal it after the resolution of this strike (ending
    combat), asked at the end of the round."""
    CONTAGION_STRIKE.used(s, c, uid, st)
    target = c.other(uid)
    seat = s.controller(uid)
    if target not in s.minions or seat < 0:
        return
    key = f"corruption {seat + 1}"
    ops.add_counters(s, target, key, 1)
    ops.say(s, N_("{minion} gets a corruption counter."), minion=ops.label(s, target))
    if s.minions[target].count(key) >= corruption_worth(s, target):
        c.add(uid, "contagion-steal", target, "round")


def contagion_round_end(s: VTESState, c: Combat) -> None:
    for uid in (c.a, c.b):
        target = c.value(uid, "contagion-steal")
        seat = s.controller(uid) if uid in s.minions else -1
        if target is None or target not in s.minions or seat < 0 or s.controller(target) in (-1, seat):
            continue
        question = said(
            N_("{card}: burn your {n} corruption counters on {minion} to steal them?"),
            card="Contagion",
            n=s.minions[target].count(f"corruption {seat + 1}"),
            minion=ops.label(s, target),
        )
        ask(s, seat, question, [Action("steal", (target,)), DECLINE], _contagion_steal, (seat, c))


def _contagion_steal(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, c = args
    if action.verb != "steal":
        return
    steal_corrupted(s, (seat,), action)
    c.over = True  # "(ending combat)"
    ops.say(s, N_("The combat ends."))


card(
    "Contagion",
    levels(
        "dai",
        stealth_action(
            "+1 stealth action: put on this vampire: each other Methuselah burns 1 pool each unlock", PutOn()
        ),
        stealth_action(
            "+1 stealth action: put on this vampire: 1 pool each unlock, a corruption strike each combat", PutOn()
        ),
    ),
    requires=infernal_vampire,
    requires_text="Requires an infernal vampire",
)
# "During each other Methuselah's unlock phase, they burn 1 pool if this vampire is ready".
unlock_event("Contagion", "other", BurnsPool(1, if_=contagion_bearer_ready))
strikes("Contagion", contagion_strikes)
rule("Contagion", core.STRIKE_EFFECTS, contagion_struck, key="contagion")
rule("Contagion", core.ROUND_END, CONTAGION_STRIKE.at_round_end)
hook("Contagion", core.ROUND_END, contagion_round_end)


# ------------------------------------------------------------------------ Khabar: Glory (issue 37)

KHABAR_GLORY = card_id("Khabar: Glory")


def note_non_mandatory(s: VTESState, info: dict[str, Any]) -> None:
    """An action announced this turn that was not mandatory (VT-MIN-04: the hunt of an empty vampire, or
    of one that must hunt; told before its blood changes)."""
    a = info["course"]
    m = s.minions.get(a.actor)
    hunt_owed = a.kind_ == "hunt" and m is not None and (m.blood == 0 or ("must-hunt", a.actor) in s.marks)
    if not hunt_owed:
        s.marks[("non-mandatory-action", a.actor_seat)] = True


def no_voluntary_action_yet(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable if any non-mandatory actions have been performed this turn"."""
    return ("non-mandatory-action", seat) not in s.marks


def khabar_prey_ousted(s: VTESState, info: dict[str, Any]) -> None:
    """ "If your prey is ousted, you gain 4 additional pool" (the Methuselah controlling this card)."""
    for t, p in zip(info["seats"], info["preds"], strict=True):
        if p == t or p in info["seats"] or not s.in_game(p):
            continue
        if any(pl.card == KHABAR_GLORY and pl.controller == p for pl in s.placed.values()):
            ops.gain_pool(s, p, 4)
            ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(p), n=4)


card(
    "Khabar: Glory",
    stealth_action(
        "+1 stealth action: put on this Assamite and unlock them: +1 bleed, 4 more pool if your prey is ousted",
        seq(PutOn(), Unlock()),
        when=no_voluntary_action_yet,
    ),
)
static("Khabar: Glory", "bleed", on_bearer(1))
unlock_event("Khabar: Glory", "own", BurnCard())  # "Burn this card during your unlock phase"
on("Khabar: Glory", "announce", note_non_mandatory)
on("Khabar: Glory", "ousted", khabar_prey_ousted)


# ------------------------------------------------------------------------ The Summoning (issue 37)


def ally_or_retainer_card(c: int) -> bool:
    f = facts(c)
    return f.is_type("Ally") or f.is_type("Retainer")


card(
    "The Summoning",
    levels(
        "pre",
        stealth_action(
            "+1 stealth action: search your library for an ally or retainer, shown, to your hand",
            SearchToHand(ally_or_retainer_card, show=True),  # shuffled, then discard down (VT-CARD-21)
        ),
        stealth_action(
            "+1 stealth action: search your library for an ally: this vampire recruits it",
            # Requirements and cost apply as normal; the ally cannot act this turn (RBK recruit-ally).
            Fetch("Ally", "library", text="recruit an ally from your library"),
        ),
    ),
)


# ------------------------------------------------------------------------ Muricia's Call (issue 37)


def muricias_call(extra_life: int) -> Fetch:
    """ "Search your library for a retainer that requires Animalism. This vampire employs that retainer
    (pay cost as normal). Shuffle your library afterward" (requirements apply, ANK 20180817)."""
    return Fetch(
        "Retainer",
        "library",
        discipline="ani",
        extra_life=extra_life,
        text="employ a retainer requiring Animalism from your library",
    )


MURICIA = stealth_action(
    "+1 stealth employ retainer action: a retainer requiring Animalism from your library", muricias_call(0)
)
card(
    "Muricia's Call",
    mode("ani", MURICIA),
    replace(
        MURICIA,
        key="ani+spi",
        disc=B("ani", "spi"),
        effect=muricias_call(1),
        text="+1 stealth employ retainer action: a retainer requiring Animalism, with 1 more life",
    ),
    superior(
        ("ani", "spi"),
        replace(
            MURICIA,
            effect=seq(muricias_call(1), UnlockAtEndOfTurn()),
            text="+1 stealth employ retainer action: a retainer requiring Animalism, 1 more life; unlock at the end of the turn",
        ),
    ),
)


# ------------------------------------------------------------------------ SchreckNET (issue 37)


def schrecknet_unlock(s: VTESState, p: Play) -> None:
    """ "If this Nosferatu's capacity is 6 or more, he or she unlocks"."""
    if p.by in s.minions and capacity_at_least(6)(s, p.by):
        ops.unlock(s, p.by)
        ops.say(s, N_("{minion} unlocks ({name})."), minion=ops.label(s, p.by), name="SchreckNET")


def look_at_hand(s: VTESState, p: Play) -> None:
    """ "Look at any Methuselah's hand" (the cards known to its player while they stay there)."""
    seat = token_seat(p.targets[0]) if p.targets else -1
    if s.in_game(seat):
        ops.reveal_hand(s, seat, p.seat)
        ops.say(s, N_("{seat} looks at {seat2}'s hand."), seat=s.seat_name(p.seat), seat2=s.seat_name(seat))


card(
    "SchreckNET",
    stealth_action(
        "+1 stealth action: put in play (capacity 6 or more: this Nosferatu unlocks)",
        seq(code(schrecknet_unlock, unlock=True), PutInPlay()),
    ),
)
abilities(
    "SchreckNET",
    Ability(
        "lock this card to look at any Methuselah's hand",
        AFTER,
        code(look_at_hand, tags=("look-hand",)),
        when=referendum_passed,  # "whenever a referendum succeeds"
        targets=other_methuselahs,
        lock=True,
    ),
)


# ------------------------------------------------------------------------ Mantle of the Bestial Majesty (issue 37)

MANTLE_AGG = (("agg-hand", True, "combat"),)
MANTLE_STRONG = (("agg-hand", True, "combat"), ("strength", 1, "combat"))

card(
    "Mantle of the Bestial Majesty",
    levels(
        "pro",
        stealth_action(
            "+1 stealth action: unlock; hand strikes aggravated until the next unlock phase",
            seq(Unlock(), EachCombatUntilUnlock("mantle-basic", MANTLE_AGG)),
        ),
        stealth_action(
            "+1 stealth action: unlock; aggravated hand strikes and +1 strength until the next unlock phase",
            seq(Unlock(), EachCombatUntilUnlock("mantle-superior", MANTLE_STRONG)),
        ),
    ),
)
rule("Mantle of the Bestial Majesty", UNTIL_UNLOCK_MODS, MANTLE_AGG, key="mantle-basic")
rule("Mantle of the Bestial Majesty", UNTIL_UNLOCK_MODS, MANTLE_STRONG, key="mantle-superior")


# ------------------------------------------------------------------------ Atonement (issue 37)


def atonement_blocks(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "This vampire ... does not lock for blocking a vampire the same age or younger" (the capacity
    of the acting vampire no higher than its own, VT-CARD-03)."""

    course, uid = info["course"], info["blocker"]
    actor = course.actor
    if uid != bearer(s, src) or actor not in s.minions or not is_vampire(s, actor):
        return
    if capacity(s, actor) <= capacity(s, uid):
        course.flags = course.flags | {f"{NO_BLOCK_LOCK}:{uid}"}


def setite_actor(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return uid in s.minions and of_clan("Ministry")(s, uid)


def other_vampire_actor(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return uid in s.minions and is_vampire(s, uid) and not of_clan("Ministry")(s, uid)


card(
    "Atonement",
    stealth_action(
        "+1 stealth action: put on this vampire: +1 intercept, no lock for blocking the same age or younger", PutOn()
    ),
    requires=minion_is(capacity_at_most(5)),
    requires_text="Requires a vampire with capacity 5 or less",
)
static("Atonement", "intercept", on_bearer(1))
event("Atonement", "blocked", atonement_blocks)
# "Any vampire can burn this card as a (D) action; Followers of Set get -1 stealth during that action."
abilities(
    "Atonement",
    burn_this_action(when=other_vampire_actor),
    Ability(
        "burn this card as a (D) action (-1 stealth: a Follower of Set)",
        MINION_PHASE,
        BURN_THIS,
        when=setite_actor,
        action=ActionSpec(stealth=-1, directed=True, target_seat=controller_of),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Petra Resonance (issue 37)


def no_crypt_empty(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable if any Methuselah's crypt is empty"."""
    return all(s.crypt[t] for t in s.remaining())


def petra_resonance(s: VTESState, p: Play) -> None:
    """Each Methuselah reveals the top card of their crypt; a tie for the highest or lowest cost
    (capacity): every Methuselah burns 1 pool; otherwise the highest steals 3 pool from the lowest. All
    crypts are shuffled afterward."""
    seats = [t for t in s.remaining() if s.crypt[t]]
    cost = {}
    for t in seats:
        f = facts(s.crypt[t][-1])
        s.reveals += 1
        ops.say(s, N_("{seat} reveals {name} from the top of their crypt."), seat=s.seat_name(t), name=f.name)
        cost[t] = f.capacity
    if cost:
        high, low = max(cost.values()), min(cost.values())
        highs, lows = [t for t in seats if cost[t] == high], [t for t in seats if cost[t] == low]
        if len(highs) > 1 or len(lows) > 1:
            for t in seats:
                ops.say(s, N_("{seat} burns {n} pool ({name})."), seat=s.seat_name(t), n=1, name="Petra Resonance")
                ops.burn_pool(s, t, 1)
        elif s.in_game(lows[0]) and s.in_game(highs[0]):
            ops.gain_pool(s, highs[0], 3)
            ops.say(
                s,
                N_("{seat} steals {n} pool from {seat2}."),
                seat=s.seat_name(highs[0]),
                n=3,
                seat2=s.seat_name(lows[0]),
            )
            ops.burn_pool(s, lows[0], 3)
    for t in s.remaining():
        s.rng.shuffle(s.crypt[t])


card(
    "Petra Resonance",
    stealth_action(
        "+1 stealth action: each Methuselah reveals their top crypt card: the highest steals 3 pool from the lowest",
        code(petra_resonance, tags=("steal-pool",)),
        when=no_crypt_empty,
    ),
)


# ------------------------------------------------------------------------ Skaald (issue 37)


def untitled_gangrel(s: VTESState, uid: int) -> bool:
    return uid in s.minions and of_clan("Gangrel")(s, uid) and title(s, uid) is None


def skaald_requires(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Requires a non-titled Gangrel with capacity 5 or more"."""
    return untitled_gangrel(s, uid) and capacity_at_least(5)(s, uid)


def skaald_votes(s: VTESState, src: int, uid: int) -> int:
    """ "This non-titled Gangrel gets +2 votes in referendums called by a Gangrel"."""
    a = action_of(s)
    if bearer(s, src) != uid or not untitled_gangrel(s, uid) or a is None or a.kind_ != "political":
        return 0
    return 2 if a.actor in s.minions and of_clan("Gangrel")(s, a.actor) else 0


def skaald_thief(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Any older non-titled Gangrel" (older than the Gangrel the card is on: its targets)."""
    return untitled_gangrel(s, uid)


def skaald_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """The card, on a Gangrel of another Methuselah younger than the thief (ctx.by)."""

    host = bearer(s, src)
    ok = host in s.minions and s.controller(host) not in (seat, -1) and ctx.by in s.minions
    if ok and capacity(s, ctx.by) > capacity(s, host):
        yield ()


def skaald_stolen(s: VTESState, p: Play) -> None:
    """The card moves onto the Gangrel that stole it."""
    if p.source in s.placed and p.by in s.minions:
        ops.move_placed(s, p.source, p.by, controller=p.seat)
        ops.say(s, N_("{seat} steals {card}."), seat=ops.who(s, p.seat), card="Skaald")


card(
    "Skaald",
    stealth_action(
        "+1 stealth action: put on this Gangrel and unlock: +2 votes in Gangrel referendums", seq(PutOn(), Unlock())
    ),
    requires=skaald_requires,
    requires_text="Requires a non-titled Gangrel with capacity 5 or more",
)
static("Skaald", "votes", skaald_votes)
abilities(
    "Skaald",
    Ability(
        "an older non-titled Gangrel steals this card as a +1 stealth (D) action",
        MINION_PHASE,
        code(skaald_stolen, tags=("steal-location",)),
        when=skaald_thief,
        targets=skaald_targets,
        user="any",
        action=ActionSpec(stealth=1, directed=True, target_seat=location_controller),
    ),
)


# ------------------------------------------------------------------------ Unleash Hell's Fury (issue 37)

card(
    "Unleash Hell's Fury",
    levels(
        "dai",
        stealth_action("+1 stealth action: put in play: blocks actions directed at you as a vampire", PutInPlay()),
        stealth_action(
            "+1 stealth action: put in play: blocks actions directed at you as a vampire; unlock this vampire",
            seq(PutInPlay(), Unlock()),
        ),
    ),
    requires=minion_is(all_kinds(is_vampire, infernal)),
    requires_text="Requires an infernal vampire",
)
# "This card can attempt to block an action directed at you (or a card you control) and is considered a
# 9-capacity infernal vampire with +2 intercept during that attempt; if successful, the acting minion
# takes 1 unpreventable environmental aggravated damage and this card is burned."
rule("Unleash Hell's Fury", CARD_BLOCKERS, BlocksAs(9, 2), key=card_id("Unleash Hell's Fury"))


# ------------------------------------------------------------------------ Chameleon (issue 37)

card(
    "Chameleon",
    stealth_action(
        "+1 stealth (D) action: take control of a younger vampire with capacity X who entered play since your "
        "last minion phase; that vampire becomes Anarch",
        seq(StealMinion(), BecomesAnarch(target=True)),
        targets=Minions(where="controlled", vampire=True, younger=True),
    ),
    requires=has_title("baron"),
    requires_text="Requires a baron",
)
rule("Chameleon", core.TARGET_RULES, CapacityXEntered("Chameleon"))


# ------------------------------------------------------------------------ Force of Will (issue 37)

card(
    "Force of Will",
    levels(
        "for",
        bleed_action(
            1, locked=True, vampire=True, text="by a locked vampire: bleed with +1 bleed; 2 aggravated damage"
        ),
        bleed_action(
            2, locked=True, vampire=True, text="by a locked vampire: bleed with +2 bleed; 1 aggravated damage"
        ),
    ),
)
# "After resolution, this vampire takes 2 (superior: only 1) unpreventable aggravated damage even if the
# action is blocked": armed as the action is announced (not if it is cancelled before resolution, ANK
# 20220401; even if it ends before combat once blocked, ANK 20220331).
rule(
    "Force of Will",
    ANNOUNCED,
    (AsAnnounced(AggAfterResolution(2), mode="basic"), AsAnnounced(AggAfterResolution(1), mode="superior")),
    key=card_id("Force of Will"),
)


# ------------------------------------------------------------------------ Anarch Secession (issue 37)

card(
    "Anarch Secession",
    stealth_action(
        "+1 stealth action: this vampire becomes Anarch (a city title: this card on him as baron of the same "
        "city); minions without titles cannot block",
        seq(BecomesAnarch(), TitleCard("baron", same_city=True)),
    ),
    requires=minion_is(all_kinds(titled_vampire, not_kind(in_sect("anarch")))),
    requires_text="Requires a ready, non-anarch, titled vampire",
)
# "Minions without titles cannot block this action."
rule("Anarch Secession", core.BLOCK_RULES, ActionUnblockableBy("Anarch Secession", not_kind(titled_vampire)))


# ------------------------------------------------------------------------ Anima Gathering (issue 37)

card(
    "Anima Gathering",
    levels(
        "aus",
        stealth_action(
            "+1 stealth action: put on this vampire (who may stay locked); another minion you control gets "
            "+2 intercept",
            PutOnChoosing(),
            targets=Minions(whose="yours", where="controlled", other=True),
        ),
        stealth_action(
            "+1 stealth action: put on this vampire (who may stay locked); another minion you control gets "
            "+2 intercept and +1 bleed",
            PutOnChoosing(),
            targets=Minions(whose="yours", where="controlled", other=True),
        ),
    ),
)
# "Burn this card if this minion unlocks. During your unlock phase, you may choose not to unlock this
# minion as normal. The chosen minion gets +2 intercept [AUS: and +1 bleed]."
rule("Anima Gathering", core.UNLOCK_RULES, Held(card_id("Anima Gathering")))
unlock_event("Anima Gathering", "bearer", MayStayLocked())
event("Anima Gathering", "unlocked", burn_when_bearer_unlocks)
static("Anima Gathering", "intercept", chosen_gets(2), everywhere=True)
static("Anima Gathering", "bleed", chosen_gets(1, mode="superior"), everywhere=True)


# ------------------------------------------------------------------------ Web of Knives Recruit (issue 37)

# "It becomes a 3-capacity (non-unique) Independent Assamite with Celerity, Obfuscate, Potence, Quietus
# and 3 blood who is Blood cursed" (the Assamite are the Banu Haqim now).
WEB_OF_KNIVES = VampireOfCard(
    3, "Banu Haqim", "independent", 3, (("cel", 1), ("obf", 1), ("pot", 1), ("qui", 1)), ("Blood Cursed",)
)
# "Put this card in play in your uncontrolled region with 3 training counters" (kept among the cards in
# play: not a vampire yet, it takes no transfers; not an action to put a vampire in play, LSJ
# 20060616-2).
card(
    "Web of Knives Recruit",
    stealth_action("+1 stealth action: put in play with 3 training counters; it becomes a vampire", PutInPlay(3)),
)
vampire_card("Web of Knives Recruit", WEB_OF_KNIVES)
# "During your unlock phase, burn 1 training counter from this card. You can burn training counters from
# no more than two Web of Knives Recruit cards each unlock phase. After the last training counter is
# burned, move this card to your ready region."
unlock_event("Web of Knives Recruit", "own", TrainingCounter(WEB_OF_KNIVES, most=2))


# ------------------------------------------------------------------------ Call the Great Beast (issue 37)

# "This card becomes a 9-capacity unique clanless Independent infernal vampire with 4 strength, 3 bleed,
# the chosen three Disciplines at the superior level and 9 blood" (its uniqueness is not checked against
# another copy that became a vampire).
GREAT_BEAST = VampireOfCard(9, "", "independent", 9, traits=("Infernal",), strength=4, bleed=3, choose=3)
# "If this card has 11 or more ritual counters, move this card to your ready region, burn this Baali and
# choose three Disciplines" (checked as counters are put on it).
GREAT_BEAST_RISES = CountersMakeVampire(11, GREAT_BEAST)

card(
    "Call the Great Beast",
    stealth_action(
        "+1 stealth action: put on this Baali with X ritual counters, X its capacity (11 or more: it becomes "
        "a vampire)",
        seq(PutOnCapacityCounters(), GREAT_BEAST_RISES),
    ),
)
vampire_card("Call the Great Beast", GREAT_BEAST)
abilities(
    "Call the Great Beast",
    Ability(
        "this Baali puts 1 ritual counter on this card as a +1 stealth action",
        MINION_PHASE,
        seq(AddCounter(), GREAT_BEAST_RISES),
        action=ActionSpec(stealth=1),
        by="host",
    ),
    Ability(
        "enter combat with a minion as a (D) action",
        MINION_PHASE,
        EnterCombat(check=False),
        targets=Minions(other=True),
        action=ActionSpec(directed=True),
        by="self",
    ),
)
# Its abilities: the first by the Baali it is on (by="host"), the others once it is a vampire (by="self").
# "... and can prevent 1 damage each combat" (once it is a vampire).
event("Call the Great Beast", "combat-start", as_vampire(each_combat("shield", 1, "combat")))


# ------------------------------------------------------------------------ The Status Perfectus (issue 37)

card(
    "The Status Perfectus",
    stealth_action("+1 stealth action: put in play", PutInPlay()),
    requires=anarch,
    requires_text="Requires a ready anarch",
)
abilities(
    "The Status Perfectus",
    Ability(
        "during your master phase, move 1 blood from a ready anarch you control to another ready anarch",
        MASTER_PHASE,
        MoveBlood(to_pool=False),
        targets=ready_kind_to_another(anarch_minion),
        once="turn",
    ),
)
event("The Status Perfectus", "combat-end", AnotherFights(anarch_minion))


# ------------------------------------------------------------------------ Steely Tenacity (issue 37)

card(
    "Steely Tenacity",
    mode(
        "ani",
        Use(
            COMBAT,
            seq(StrikeAtPlus(1), OPTIONAL_PRESS),
            moments=STRIKE,
            when=choosing_own_strike,
            targets=hand_or_melee,
            delay="action",
            text="strike: hand or melee weapon strike at +1 damage, with 1 optional press",
        ),
    ),
    mode("dom", bleed_action(1, delay="action")),
    mode(
        "qui",
        stealth_action(
            "+1 stealth (D) action: enter combat with a minion",
            ENTER_COMBAT,
            targets=OTHERS_READY_MINION,
            delay="action",
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)
# "Do not replace until after this action. If you would replace this card, instead you can take this card
# from your ash heap" (not once it is cancelled, LSJ 20080630: then it is replaced at once).
rule("Steely Tenacity", core.TAKE_FROM_ASH, True, key=card_id("Steely Tenacity"))


# ------------------------------------------------------------------------ Loki's Gift (issue 37)

LOKI = "Loki's Gift"
card(
    LOKI,
    levels(
        "pro",
        Use(
            ACTION,
            seq(Hunt(), PutOn()),
            when=only_one_on(LOKI),
            action=ActionSpec(stealth=1, hunt=True),
            text="+1 stealth hunt action: hunt, and put this card on this vampire",
        ),
        Use(
            ACTION,
            seq(Hunt(), PutOn(), TargetBurnsBlood(1)),
            when=only_one_on(LOKI),
            targets=Minions(where="controlled", vampire=True),
            action=ActionSpec(stealth=1, hunt=True, directed=True),
            text="+1 stealth (D) hunt action: hunt, put this card on this vampire, and burn 1 blood from any vampire",
        ),
    ),
)
abilities(
    LOKI,
    # "This vampire can burn this card and 1 blood to get +1 stealth."
    Ability(
        "burn this card and 1 blood: +1 stealth",
        ACTION_STAGES,
        seq(BearerBurnsBlood(1), Stealth(1), BurnThis()),
        when=all_of(bearer_acting(), bearer_with_blood(1)),
        user="host",
        needs="stealth",
    ),
    # [PRO] "... or can burn it during the polling step of any referendum to get +2 votes."
    Ability(
        "burn this card: +2 votes",
        POLL,
        seq(BearerVotes(2), BurnThis()),
        when=all_of(placed_at("superior"), bearer_may_vote),
        targets=sides,
        user="host",
    ),
)


# ------------------------------------------------------------------------ Rise of the Fallen (issue 37)

card(
    "Rise of the Fallen",
    stealth_action(
        "+1 stealth action: put in play: your prey burns 1 pool after actions you burned corruption in", PutInPlay()
    ),
    requires=minion_is(infernal),
    requires_text="Requires an infernal minion",
)
# "Your prey burns 1 pool after resolution of each action during which you have burned corruption counters."
event("Rise of the Fallen", "action-end", prey_burns_if_corruption_burned)
abilities(
    "Rise of the Fallen",
    # "Methuselahs can burn a vampire they control with any corruption counters during their unlock phase
    # to burn this card."
    Ability(
        "burn a vampire you control with corruption counters to burn this card",
        UNLOCK,
        seq(BurnTarget(), BurnThis()),
        targets=Minions(whose="yours", where="controlled", vampire=True, kind=corrupted),
        user="any",
    ),
)


# ------------------------------------------------------------------------ Nose of the Hound, Sense Death (issue 37)

MANEUVER_THIS_COMBAT = CombatMod("maneuver", "", "combat")
PRESS_THIS_COMBAT = CombatMod("press", 1, "combat")

card(
    "Nose of the Hound",
    mode(
        "aus",
        stealth_action(
            "+1 stealth (D) action: enter combat with a ready locked minion of another Methuselah, with an "
            "optional maneuver",
            EnterCombat((MANEUVER_THIS_COMBAT,), locked=True),
            targets=OTHERS_LOCKED_MINION,
        ),
    ),
    basic(
        "spi",
        stealth_action(
            "+1 stealth (D) action: enter combat with a ready locked minion of another Methuselah, with two "
            "optional maneuvers",
            EnterCombat((MANEUVER_THIS_COMBAT, MANEUVER_THIS_COMBAT), locked=True),
            targets=OTHERS_LOCKED_MINION,
        ),
    ),
    superior(
        "spi",
        stealth_action(
            "+1 stealth (D) action: enter combat with any ready minion of another Methuselah, with two "
            "optional maneuvers",
            EnterCombat((MANEUVER_THIS_COMBAT, MANEUVER_THIS_COMBAT)),
            targets=OTHERS_READY_MINION,
        ),
    ),
)

card(
    "Sense Death",
    mode(
        "ani",
        stealth_action(
            "+1 stealth (D) action: enter combat with a younger vampire", ENTER_COMBAT, targets=OTHERS_YOUNGER_VAMPIRE
        ),
    ),
    basic(
        "val",
        stealth_action(
            "+1 stealth (D) action: enter combat with any minion, with an optional press this combat",
            EnterCombat((PRESS_THIS_COMBAT,)),
            targets=OTHERS_READY_MINION,
        ),
    ),
    superior(
        "val",
        stealth_action(
            "+1 stealth (D) action: enter combat with any minion, with an optional press and an optional "
            "maneuver this combat",
            EnterCombat((PRESS_THIS_COMBAT, MANEUVER_THIS_COMBAT)),
            targets=OTHERS_READY_MINION,
        ),
    ),
)


# ------------------------------------------------------------------------ Abbot (issue 37)

card(
    "Abbot",
    stealth_action(
        "+1 stealth action: put on this Sabbat vampire and unlock: +1 intercept during actions directed at you",
        seq(PutOn(), Unlock()),
        when=only_one_on("Abbot"),
    ),
    requires=minion_is(in_sect("sabbat")),
    requires_text="Requires a Sabbat vampire",
)
# "This Sabbat vampire gets +1 intercept during actions directed at their controller."
static("Abbot", "intercept", on_bearer(1, kind=in_sect("sabbat"), during="directed-at-you"))


# ------------------------------------------------------------------------ Under Siege, Eternal Vigilance (issue 37)

SABBAT_VAMPIRE = all_kinds(is_vampire, in_sect("sabbat"))

card(
    "Under Siege",
    stealth_action("+1 stealth action: put in play with 3 counters", PutInPlay(3)),
    requires=minion_is(all_kinds(titled_vampire, in_sect("sabbat"))),
    requires_text="Requires a titled Sabbat vampire",
)
abilities(
    "Under Siege",
    # "Once each action, a Sabbat vampire you control can burn 1 counter from this card to unlock and attempt
    # to block with +1 intercept, even if intercept is not yet needed. If this card has no counters, burn it."
    Ability(
        "burn 1 counter: a Sabbat vampire you control unlocks and attempts to block with +1 intercept",
        BLOCKING,
        seq(AttemptBlock(), Intercept(1, target=True), BURN_COUNTER),
        targets=may_block_of(SABBAT_VAMPIRE),
        once="action",
    ),
)

card(
    "Eternal Vigilance",
    stealth_action("+1 stealth action: put on this vampire, who can burn 1 blood to unlock and block", PutOn()),
    requires=has_title("archbishop", "priscus", "cardinal", "regent"),
    requires_text="Requires a ready archbishop, priscus, cardinal or regent",
)
abilities(
    "Eternal Vigilance",
    # "During an action, this Sabbat vampire can burn 1 blood to unlock and attempt to block."
    Ability(
        "this Sabbat vampire burns 1 blood to unlock and attempt to block",
        BLOCKING,
        seq(BearerBurnsBlood(1), AttemptBlock()),
        targets=bearer_may_block(SABBAT_VAMPIRE, blood=1),
        user="host",
    ),
)
event("Eternal Vigilance", "torpor", burn_with_bearer_torpor(say=True))


# ------------------------------------------------------------------------ Arson, Loss, Gremlins (issue 37)

card(
    "Arson",
    Use(
        ACTION,
        BurnTargetCard(),
        targets=Locations("others"),
        action=ActionSpec(directed=True),
        delay="action",
        text="(D) burn a location",
    ),
)

card(
    "Loss",
    basic(
        "qui",
        Use(
            ACTION,
            BurnTargetCard(),
            targets=CardsOnMinions(("Equipment", "Location"), "neighbours"),
            action=ActionSpec(directed=True),
            text="(D) burn an equipment or location on a minion controlled by your predator or prey",
        ),
    ),
    superior("qui", bleed_action(2)),
)

card(
    "Gremlins",
    mode("dom", bleed_action(1)),
    basic(
        "myt",
        stealth_action(
            "+1 stealth (D) action: burn an equipment (not a melee weapon)",
            BurnTargetCard(),
            targets=CardsOnMinions(("Equipment",), except_=melee_weapon),
        ),
    ),
    superior("myt", bleed_action(1, stealth=1, text="+1 stealth bleed with +1 bleed")),
)


# ------------------------------------------------------------------------ Inside Dirt (issue 37)

card(
    "Inside Dirt",
    Use(
        ACTION,
        EdgeBurnsBloodOrPool(3),
        when=has_edge,
        targets=any_target(Minions("others", where="controlled", vampire=True), your_prey),
        action=ActionSpec(directed=True),
        text="(D) burn the Edge to burn 3 blood from a vampire of another Methuselah, or 3 pool from your prey",
    ),
)


# ------------------------------------------------------------------------ Tattoo Signal, Mozambique Allure (issue 37)

card(
    "Tattoo Signal",
    stealth_action(
        "+1 stealth action: put on this Seraph, who can lock it to unlock another Black Hand vampire",
        PutOn(),
        when=only_one_on("Tattoo Signal"),
    ),
    requires=minion_is(vampire_trait("Seraph")),
    requires_text="Requires a Seraph",
)
abilities(
    "Tattoo Signal",
    # "This ready Seraph may lock this card to unlock another Black Hand vampire."
    Ability(
        "lock this card to unlock another Black Hand vampire",
        ANY_TIME,
        Unlock(target=True),
        targets=bearer_unlocks_other(vampire_trait("Black Hand")),
        lock=True,
        user="host",
    ),
)

# "Otherwise, this vampire becomes Laibon, and they unlock if they are Akunanse, Guruhi, Ishtarri, Osebo,
# Assamite (Banu Haqim), Follower of Set (Ministry), Ravnos, Lasombra, Tzimisce, Harbinger of Skulls, or
# Salubri antitribu."
LAIBON_CLANS = (
    "Akunanse", "Guruhi", "Ishtarri", "Osebo", "Banu Haqim", "Ministry", "Ravnos", "Lasombra", "Tzimisce",
    "Harbinger of Skulls", "Salubri antitribu",
)  # fmt: skip
card(
    "Mozambique Allure",
    stealth_action(
        "+1 stealth action: a Laibon draws 1 card from your crypt; another becomes Laibon (and may unlock)",
        JoinsSect("laibon", CryptToUncontrolled(), LAIBON_CLANS),
    ),
    requires=minion_is(any_kind(in_sect("laibon"), not_kind(titled_vampire))),
    requires_text="Requires a Laibon or non-titled vampire",
)


# ------------------------------------------------------------------------ Big Game (issue 37)

card(
    "Big Game",
    Use(
        ACTION,
        seq(ENTER_COMBAT, AgainstRedList()),
        targets=OTHERS_READY_MINION,
        action=ActionSpec(directed=True),
        delay="action",
        text="(D) enter combat with a ready minion of another Methuselah (a Red List one: a maneuver or press, "
        "and unlock after the action)",
    ),
)


# ------------------------------------------------------------------------ Abuse of Power (issue 37)

card(
    "Abuse of Power",
    stealth_action(
        "+1 stealth (D) action: enter combat with a minion; if only one combatant is ready at its end, the "
        "opposing minion's controller burns 1 pool",
        seq(OneReadyOpposingBurns(), ENTER_COMBAT),
        targets=OTHERS_READY_MINION,
    ),
)


# ------------------------------------------------------------------------ Night Moves (issue 37)

card(
    "Night Moves",
    levels(
        "obf",
        bleed_action(0, stealth=3, targets=predator_or_prey, text="bleed your predator or prey at +3 stealth"),
        bleed_action(0, stealth=6, targets=predator_or_prey, text="bleed your predator or prey at +6 stealth"),
    ),
)
# "If more than 1 pool is bled with this action, ignore the excess" (a cap the action carries from its
# announcement).
rule("Night Moves", ANNOUNCED, AsAnnounced(ActionFlag(("bleed-cap:1",))), key=card_id("Night Moves"))


# ------------------------------------------------------------------------ Gear Up (issue 37)

GEAR_UP_STRENGTH = (("strength", 1, "combat"),)
card(
    "Gear Up",
    mode(
        "nec",
        stealth_action("+1 stealth action: unlock; a card from your ash heap to your hand", seq(Unlock(), AshToHand())),
    ),
    mode(
        "pre",
        stealth_action(
            "+1 stealth action: unlock; +1 stealth until the end of the turn", seq(Unlock(), StealthThisTurn(1))
        ),
    ),
    mode(
        "vic",
        stealth_action(
            "+1 stealth action: unlock; +1 strength until your unlock phase",
            seq(Unlock(), EachCombatUntilUnlock("gear-up", GEAR_UP_STRENGTH)),
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)
rule("Gear Up", UNTIL_UNLOCK_MODS, GEAR_UP_STRENGTH, key="gear-up")


# ------------------------------------------------------------------------ Sudario Refraction (issue 37)

card(
    "Sudario Refraction",
    stealth_action(
        "+1 stealth action: three library cards from your ash heap to the top of your library; discard 3 at random",
        AshToLibraryTop(3),
    ),
)


# ------------------------------------------------------------------------ Disciple of Lazarus (issue 37)


card(
    "Disciple of Lazarus",
    stealth_action(
        "+1 stealth action: add 2 blood to a younger Harbinger of Skulls in your uncontrolled region",
        AddBlood(2),
        targets=Uncontrolled(kind=of_clan("Harbinger of Skulls"), younger=True),
        key="blood",
    ),
    stealth_action(
        "+1 stealth action: search your crypt for a Harbinger of Skulls, reveal them, and move them to your "
        "uncontrolled region",
        SearchCrypt(kind=crypt_card_of_clan("Harbinger of Skulls")),
        when=crypt_not_empty,
        key="search",
    ),
)


# ------------------------------------------------------------------------ Split the Veil (issue 37)

card("Split the Veil", stealth_action("+1 stealth action: put in play with 2 counters", PutInPlay(2)))
abilities(
    "Split the Veil",
    # "During your unlock phase, you can burn 1 counter from this card. You can burn counters from no more
    # than two Split the Veil cards each unlock phase. If this card has no counters, burn it and move a
    # wraith or zombie ally from your ash heap to your ready region with life equal to its starting life."
    Ability(
        "burn 1 counter from this card (none left: burn it, a wraith or zombie ally from your ash heap)",
        UNLOCK,
        CounterBurnedThen(AllyFromAsh(("wraith", "zombie"))),
        when=may_burn_counter(2),
        once="turn",
    ),
)


# ------------------------------------------------------------------------ Psychophagia, Soul Feasting (issue 37)

card(
    "Psychophagia",
    Use(
        ACTION,
        RemoveAllyToGain(3, 2),
        when=allies_in_ash_heaps,
        action=ActionSpec(stealth=1, hunt=True),
        text="+1 stealth hunt action: remove an ally in an ash heap from the game: 3 blood, or 2 blood and unlock",
    ),
)

WRAITH = has_trait("wraith")
HUNT = ActionSpec(stealth=1, hunt=True)


def soul_feasting(more: int, key: str, disc: Any) -> tuple[Use, Use]:
    """ "Hunt, or burn a wraith to hunt with +3 hunt (this is a directed action if you do not control the
    wraith)" ([NEC]: an additional +1 hunt)."""
    return (
        Use(ACTION, Hunt(more), action=HUNT, key=key, disc=disc, text=f"+1 stealth hunt action: hunt (+{more})"),
        Use(
            ACTION,
            seq(BurnTarget(), Hunt(3 + more)),
            targets=Minions(where="ready", vampire=False, kind=WRAITH),
            action=HUNT,
            key=f"{key}-wraith",
            disc=disc,
            text=f"+1 stealth hunt action: burn a wraith to hunt with +{3 + more} hunt",
        ),
    )


card("Soul Feasting", soul_feasting(0, "basic", B("nec")), soul_feasting(1, "superior", S("nec")))


# ------------------------------------------------------------------------ Clan Impersonation (issue 37)

card(
    "Clan Impersonation",
    stealth_action(
        "+1 stealth action: choose a clan and put this card on this vampire, who is considered of that clan",
        PutOnAsClan(),
        targets=any_clan,
    ),
)
# "This vampire can burn this card as an action."
abilities(
    "Clan Impersonation",
    Ability("burn this card as an action", MINION_PHASE, BURN_THIS, action=ActionSpec(), by="host"),
)


# ------------------------------------------------------------------------ Fiendish Tongue (issue 37)

FIENDISH_TONGUE = "fiendish-tongue"
card(
    "Fiendish Tongue",
    bleed_action(
        1,
        text="bleed with +1 bleed; anarchs get -1 intercept",
        effect=OnSuccessfulBleed(MayUnlockAtDiscard(of_clan("Tzimisce"))),
    ),
    requires=minion_is(in_sect("sabbat")),
    requires_text="Requires a Sabbat vampire",
)
# "Anarchs get -1 intercept during this action" (from its announcement).
rule("Fiendish Tongue", ANNOUNCED, AsAnnounced(ActionFlag((FIENDISH_TONGUE,))), key=card_id("Fiendish Tongue"))
rule("Fiendish Tongue", core.INTERCEPT_MODS, KindIntercept(FIENDISH_TONGUE, anarch_minion))


# ------------------------------------------------------------------------ The Call (issue 37)

YOUNGER_DEMENTED = Uncontrolled(kind=has_discipline("dem"), younger=True)
card(
    "The Call",
    levels(
        ("aus", "dem"),
        stealth_action(
            "+1 stealth action: add 2 blood to a younger vampire with Dementation in your uncontrolled region",
            AddBlood(2),
            targets=YOUNGER_DEMENTED,
        ),
        stealth_action(
            "+1 stealth action: add 3 blood to a younger vampire with Dementation in your uncontrolled region",
            AddBlood(3),
            targets=YOUNGER_DEMENTED,
        ),
    ),
)


# ------------------------------------------------------------------------ Taunt the Caged Beast (issue 37)

card(
    "Taunt the Caged Beast",
    levels(
        "ani",
        Use(
            ACTION,
            EnterCombat((MANEUVER_THIS_COMBAT,)),
            targets=OTHERS_READY_VAMPIRE,
            action=ActionSpec(directed=True),
            text="(D) enter combat with any vampire, with an optional maneuver",
        ),
        Use(
            ACTION,
            TheyFight(4),
            when=more_than_two,
            targets=predator_and_prey_vampires,
            action=ActionSpec(target_seat=undirected),
            text="a vampire of your predator and one of your prey enter combat; the one left ready gains 4 blood",
        ),
    ),
)


# ------------------------------------------------------------------------ Rumble (issue 37)

card(
    "Rumble",
    Use(
        ACTION,
        seq(BurnPoolUnlessReady(), ENTER_COMBAT, HandSizeInCombat(1)),
        targets=OTHERS_READY_MINION,
        action=ActionSpec(directed=True),
        text="(D) enter combat with a ready minion of another Methuselah, +1 hand size in it; burn 1 pool if "
        "this vampire is not ready at the end of the action",
    ),
    requires=minion_is(in_sect("sabbat")),
    requires_text="Requires a Sabbat vampire",
)


# ------------------------------------------------------------------------ Dive Bomb (issue 37)

card(
    "Dive Bomb",
    stealth_action(
        "+1 stealth (D) action: enter combat with a minion, with an optional maneuver in the first round",
        EnterCombat((CombatMod("maneuver", "", "round"),)),
        targets=OTHERS_READY_MINION,
    ),
    requires=minion_is(with_flight),  # [FLIGHT]: a trait, not a Discipline (VT-TRAIT-01)
    requires_text="Requires Flight",
)
# "If this action is blocked, the blocking minion gets 1 optional press during the first round of the
# resulting combat" (armed as the action is announced).
rule(
    "Dive Bomb",
    ANNOUNCED,
    AsAnnounced(if_blocks("dive-bomb", InCombat((("press", 1, "round"),), opposing=True), anyone=True)),
    key=card_id("Dive Bomb"),
)


# ---- Anonymous Freight: "+3 stealth equip action. Requires a vampire. Equip this vampire with a
# non-location equipment card from your hand (requirements and cost apply as normal)." The card is named
# as the action is announced, in hand before Anonymous Freight is replaced, every Methuselah hearing its
# name, shown only as it resolves (FromHand: LSJ 20100130, ANK 20180925-2); not a card playable "as if
# from hand" (LSJ 20050913).

card(
    "Anonymous Freight",
    stealth_action(
        "+3 stealth equip action: equip this vampire with a non-location equipment card from your hand",
        EquipNamed(),
        stealth=3,
        targets=FromHand(NamedEquipment()),
        vampire=True,
    ),
)


# ---- Pulse of the Canaille: "+1 stealth action. [aus] For the remainder of this turn, you may look at all
# Methuselahs' hands. [AUS] Put this card on the acting vampire. The vampire with this card gets +2 bleed.
# A vampire can have only one Pulse of the Canaille."

card(
    "Pulse of the Canaille",
    levels(
        "aus",
        stealth_action("+1 stealth action: look at all Methuselahs' hands for the rest of the turn", SeeAllHands()),
        stealth_action(
            "+1 stealth action: put on this vampire: +2 bleed", PutOn(), when=only_one_on("Pulse of the Canaille")
        ),
    ),
)
static("Pulse of the Canaille", "bleed", on_bearer(2))


# ---- Gift of Proteus: "+1 stealth action. Put this card on this Gangrel with any number of cards requiring
# Protean [pro] from your hand face down and out of play (you can look at the cards at any time). This Gangrel
# can play these cards as if from your hand. Burn this card if it has no cards on it. A vampire can have only
# one Gift of Proteus." The number of cards is announced with the action (X); at resolution that many are
# put on it, or all those left if fewer (PIB 20150428): chosen then, privately. Played from it: requirements
# and cost as normal, not replaced (LSJ 20081126), cancellable as played (LSJ 20060106); they go to the ash
# heap as from the hand. Burned with the cards on it; it is burned as soon as it has none.

GIFT_OF_PROTEUS = "Gift of Proteus"


def requires_protean(c: int) -> bool:
    return any(code == "pro" for code, _ in facts(c).disciplines)


def gift_hand(s: VTESState, p: Play, use: Use) -> None:
    """As it is played, before its replacement is drawn: the cards it may take (PIB 20150428)."""
    if p.by >= 0:
        s.marks[ops.hand_at_play(p.seat, p.by)] = tuple(c for c in s.hand[p.seat] if requires_protean(c))


def gift_of_proteus(s: VTESState, p: Play) -> None:
    if p.by not in s.minions:
        return
    gift = ops.put_on(s, p.card, p.seat, s.controller(p.by), p.by, data=(ops.FACE_DOWN_CARDS, p.seat))
    stays(s)
    gift_takes(s, (gift, p.x, s.marks.get(ops.hand_at_play(p.seat, p.by))), Action("pass"))


def gift_takes(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    """One card more face down on the Gift (the answer ``choose <card>``), then the next of the X:
    cards of the hand as it was played (in a world of another seat, which does not know it: any)."""
    gift, left, allowed = args
    if gift not in s.placed:
        return
    seat = s.placed[gift].owner
    if action.verb == "choose":
        c = next(c for c in s.hand[seat] if facts(c).slug == action.args[0])
        ops.take_from_hand(s, seat, c)
        ops.put_face_down(s, gift, c, seat)
        if allowed is not None:
            rest = list(allowed)
            rest.remove(c)
            allowed = tuple(rest)
    fits = sorted({facts(c).slug for c in s.hand[seat] if requires_protean(c) and (allowed is None or c in allowed)})
    if left <= 0 or not fits:
        n = len(ops.face_down_cards(s, gift))
        ops.say(s, N_("{card}: {n} cards face down on it."), card=GIFT_OF_PROTEUS, n=n)
        ops.refill(s, seat)  # VT-CARD-21
        burn_empty_gift(s, gift)
        return
    question = said(
        N_("{card}: choose a card requiring Protean to put face down on it ({n} left)."), card=GIFT_OF_PROTEUS, n=left
    )
    ask_private(s, seat, question, [Action("choose", (slug,)) for slug in fits], gift_takes, (gift, left - 1, allowed))


def burn_empty_gift(s: VTESState, gift: int) -> None:
    """ "Burn this card if it has no cards on it"."""
    if gift in s.placed and not ops.face_down_cards(s, gift):
        ops.say(s, N_("{card} is burned."), card=GIFT_OF_PROTEUS)
        ops.burn_placed(s, gift)


def gift_card_played(s: VTESState, info: dict[str, Any]) -> None:
    src = info["play"].source
    if src in s.placed and s.placed[src].card == GIFT_ID:
        burn_empty_gift(s, src)


card(
    GIFT_OF_PROTEUS,
    stealth_action(
        "+1 stealth action: put on this Gangrel with X cards requiring Protean from your hand, face down",
        code(gift_of_proteus, tags=("put-on-self",)),
        when=only_one_on(GIFT_OF_PROTEUS),
    ),
)
GIFT_ID = card_id(GIFT_OF_PROTEUS)
rule(GIFT_OF_PROTEUS, AS_FROM_HAND, BEARER, key=GIFT_ID)
rule(GIFT_OF_PROTEUS, core.AS_PLAYED, gift_hand, key=GIFT_ID)
rule(GIFT_OF_PROTEUS, X_HAND_CARDS, requires_protean, key=GIFT_ID)
rule(GIFT_OF_PROTEUS, ops.FACE_DOWN_FITS, requires_protean, key=GIFT_ID)
on(GIFT_OF_PROTEUS, "card-played", gift_card_played)


# ---- Song of Pan: "+1 stealth action. Unique. Unlock this acting Kiasyd and put this card in play. All Kiasyd
# and changeling allies get +1 bleed. During your discard phase, burn this card and inflict 1 unpreventable
# damage on each Kiasyd or changeling ally you control who did not successfully bleed this turn." Reading:
# "Kiasyd or changeling ally" names the same minions as "Kiasyd and changeling allies" (Kiasyd vampires and
# changeling allies, every Methuselah's for the bleed, yours, ready or in torpor, for the damage); a
# successful bleed is one of 1 or more (VT-ACT-11), noted for the turn whatever is in play.

SONG_OF_PAN = "Song of Pan"
PAN_KIND = any_kind(of_clan("Kiasyd"), has_trait("changeling"))
BLED = "bled-successfully"


def pan_bled(s: VTESState, info: dict[str, Any]) -> None:
    a = info["course"]
    if a.is_bleed() and isinstance(a.result, int) and a.result >= 1:
        s.marks[(BLED, a.actor)] = True


def pan_discard(s: VTESState, src: int, seat: int) -> None:
    ops.say(s, N_("{card} is burned."), card=SONG_OF_PAN)
    ops.burn_placed(s, src)
    for uid in [*s.ready[seat], *s.torpor[seat]]:
        if uid in s.minions and PAN_KIND(s, uid) and (BLED, uid) not in s.marks:
            inflict(s, None, uid, 1, 0)


card(
    SONG_OF_PAN,
    stealth_action(
        "+1 stealth action: unlock this Kiasyd, put in play: Kiasyd and changeling allies get +1 bleed",
        seq(Unlock(), PutInPlay()),
    ),
)
static(SONG_OF_PAN, "bleed", KindGets(1, PAN_KIND), everywhere=True)
event(SONG_OF_PAN, "discard-phase", phase_of("own", pan_discard))
on(SONG_OF_PAN, "action-success", pan_bled)


# ---- Kaymakli Barrier: "Requires a ready vampire. Unique. (D) Put this card on a younger ready vampire. You still
# control this card. This vampire cannot block undirected actions. Directed actions cost this vampire an
# additional blood."

KAYMAKLI = "Kaymakli Barrier"


def kaymakli_put_on(s: VTESState, p: Play) -> None:
    target = p.targets[0] if p.targets else -1
    if isinstance(target, int) and target in s.minions and s.is_ready(target):
        ops.put_on(s, p.card, p.seat, p.seat, target)  # "you still control this card"
        stays(s)


def kaymakli_blocks(s: VTESState, course: Any, uid: int) -> bool:
    """ "This vampire cannot block undirected actions" (a rule of ``core.BLOCK_RULES``)."""
    m = s.minions.get(uid)
    if m is None or course.directed:
        return True
    return not any(s.placed[c].card == KAYMAKLI_ID for c in m.cards if c in s.placed)


card(
    KAYMAKLI,
    Use(
        ACTION,
        code(kaymakli_put_on, tags=("put-on", "harmful")),
        action=ActionSpec(directed=True),
        targets=Minions("others", vampire=True, younger=True),
        vampire=True,
        text="(D) put on a younger ready vampire: it cannot block undirected actions; directed actions cost it "
        "1 more blood",
    ),
)
KAYMAKLI_ID = card_id(KAYMAKLI)
hook_while_on_table(KAYMAKLI, core.BLOCK_RULES, kaymakli_blocks)
rule(KAYMAKLI, ACTION_COSTS, BearerDirectedActionsCost(KAYMAKLI))


# ---- Well-Marked: "+1 stealth action. Requires a Laibon. Put this card on this Laibon. If his or her capacity is
# 5 or more, he or she unlocks. Once each combat, this Laibon may prevent 1 non-aggravated damage from the
# opponent's strike. A minion can have only one Well-Marked." The prevention is offered against damage of the
# opposing minion's strike with no aggravated part (the engine's prevention takes aggravated damage first).

WELL_MARKED = "Well-Marked"


def well_marked_unlocks(s: VTESState, p: Play) -> None:
    if p.by in s.minions and capacity(s, p.by) >= 5:
        ops.unlock(s, p.by)


def well_marked_shield(s: VTESState, c: Any, uid: int, damage: Any) -> int:
    if damage is None or damage[3] != c.other(uid) or damage[2]:
        return 0
    return min(1, int(damage[1]))


card(
    WELL_MARKED,
    stealth_action(
        "+1 stealth action: put on this Laibon (capacity 5 or more: unlock); prevent 1 damage once each combat",
        seq(PutOn(), code(well_marked_unlocks, unlock=True)),
        when=only_one_on(WELL_MARKED),
    ),
    requires=minion_is(in_sect("laibon")),
    requires_text="Requires a Laibon",
)
WELL_MARKED_SHIELD = "well-marked"
event(WELL_MARKED, "combat-start", each_combat("shield", WELL_MARKED_SHIELD, "combat"))
hook(WELL_MARKED, core.SHIELDS, well_marked_shield, key=WELL_MARKED_SHIELD)


# ---- Umbrous Clutch: "+1 stealth action. [obl] (D) Enter combat with a minion. [OBL] As above, and this acting
# vampire gets 1 optional maneuver during that combat."

card(
    "Umbrous Clutch",
    levels(
        "obl",
        stealth_action("+1 stealth (D) action: enter combat with a minion", ENTER_COMBAT, targets=OTHERS_READY_MINION),
        stealth_action(
            "+1 stealth (D) action: enter combat with a minion, with 1 optional maneuver",
            EnterCombat((CombatMod("maneuver", "", "combat"),)),
            targets=OTHERS_READY_MINION,
        ),
    ),
)


# ---- Off Kilter: "+1 stealth action. Gain 1 pool. If you do not have the Edge, you get the Edge. Otherwise, you can
# burn the Edge to gain 1 additional pool."

BURN_EDGE = Action("burn-edge")


def off_kilter(s: VTESState, p: Play) -> None:
    ops.gain_pool(s, p.seat, 1)
    if s.edge != p.seat:
        s.edge = p.seat
        ops.say(s, N_("{seat} gets the Edge."), seat=s.seat_name(p.seat))
        return
    question = said(N_("{card}: burn the Edge to gain 1 additional pool?"), card="Off Kilter")
    ask(s, p.seat, question, [BURN_EDGE, DECLINE], off_kilter_edge, (p.seat,))


def off_kilter_edge(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    (seat,) = args
    if action == BURN_EDGE and s.edge == seat:
        s.edge = CENTRE
        ops.say(s, N_("{seat} burns the Edge."), seat=s.seat_name(seat))
        ops.gain_pool(s, seat, 1)


card(
    "Off Kilter",
    stealth_action(
        "+1 stealth action: gain 1 pool; get the Edge, or burn it for 1 more pool",
        code(off_kilter, tags=("gain-pool",)),
    ),
)


# ---- Augury of Doom: "+1 stealth action. Put this card in play. During your prey's unlock phase, for each vampire in
# torpor they control, they burn 1 pool. If your prey controls no vampires in torpor or after they are ousted, burn
# this card. A Methuselah can have only one Augury of Doom." The condition is checked as it enters play, in that
# unlock phase and as the prey is ousted.

AUGURY = "Augury of Doom"


def augury_burned_if_idle(s: VTESState, src: int) -> bool:
    seat = s.placed[src].controller
    prey = s.prey(seat)
    if prey != seat and s.in_game(prey) and any(is_vampire(s, v) for v in s.torpor[prey]):
        return False
    ops.say(s, N_("{card} is burned."), card=AUGURY)
    ops.burn_placed(s, src)
    return True


def augury_played(s: VTESState, p: Play) -> None:
    src = ops.put_in_play(s, p.card, p.seat)
    stays(s)
    augury_burned_if_idle(s, src)


def augury_unlock(s: VTESState, src: int, seat: int) -> None:
    if src not in s.placed or augury_burned_if_idle(s, src):
        return
    n = sum(1 for v in s.torpor[seat] if is_vampire(s, v))
    ops.say(s, N_("{seat} burns {n} pool ({name})."), seat=s.seat_name(seat), n=n, name=AUGURY)
    ops.burn_pool(s, seat, n)


def augury_ousted(s: VTESState, info: dict[str, Any]) -> None:
    """ "After they are ousted, burn this card": a card whose controller's prey was just ousted."""
    for uid in [u for u, pl in s.placed.items() if pl.card == AUGURY_ID and pl.controller in info["preds"]]:
        ops.say(s, N_("{card} is burned."), card=AUGURY)
        ops.burn_placed(s, uid)


def no_augury_yet(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return not any(s.placed[u].card == AUGURY_ID for u in s.inplay[seat])


card(
    AUGURY,
    stealth_action(
        "+1 stealth action: put in play: your prey burns 1 pool per vampire in torpor each unlock phase",
        code(augury_played, tags=("put-in-play",)),
        when=no_augury_yet,
    ),
)
AUGURY_ID = card_id(AUGURY)
unlock_event(AUGURY, "prey", augury_unlock)
on(AUGURY, "ousted", augury_ousted)


# ---- Charge of the Buffalo: "[for] (D) Enter combat with a locked minion. [spi] (D) Enter combat with a minion. Set the
# range for the first round of that combat to close, and this acting vampire's initial strike during that round is
# strike: hand strike at +1 damage. [SPI] As [spi] above, but the strike is at +2 damage." (no range step that
# round; the acting vampire is held to that strike, as a maneuver's strike holds it, VT-STR-04)


def buffalo_charge(n: int) -> Effect:
    def effect(s: VTESState, p: Play) -> None:
        ENTER_COMBAT(s, p)
        c = current_combat(s)
        if c is None or p.by not in (c.a, c.b) or c.round != 1:
            return
        c.range = CLOSE
        c.flags = c.flags | {"range-set"}
        st = Strike("hand", n, name=f"charge-of-the-buffalo-{n}", card=p.card)
        c.add(p.by, "strike", st, "round")
        c.add(p.by, "forced", st.name, "round")

    return effect


def buffalo_use(n: int) -> Use:
    return Use(
        ACTION,
        code(buffalo_charge(n), tags=("enter-combat",), harmful=True),
        action=ActionSpec(directed=True),
        targets=OTHERS_READY_MINION,
        text=f"(D) enter combat with a minion at close range, initial strike: hand strike at +{n} damage",
    )


card(
    "Charge of the Buffalo",
    mode(
        "for",
        Use(
            ACTION,
            EnterCombat(locked=True),
            action=ActionSpec(directed=True),
            targets=OTHERS_LOCKED_MINION,
            text="(D) enter combat with a locked minion",
        ),
    ),
    basic("spi", buffalo_use(1)),
    superior("spi", buffalo_use(2)),
)


# ---- Khabar: Loyalty: "+1 stealth action. Add 2 blood to a younger Assamite in your uncontrolled region."

card(
    "Khabar: Loyalty",
    stealth_action(
        "+1 stealth action: add 2 blood to a younger Assamite in your uncontrolled region",
        AddBlood(2),
        targets=Uncontrolled(kind=of_clan("Banu Haqim"), younger=True),
    ),
)


# ---- Reunion Kamut: "+1 stealth action. Requires a Black Hand vampire. Move 2 blood from the blood bank
# to a Black Hand vampire in your uncontrolled region." (any age: unlike Khabar: Loyalty, not "younger")

card(
    "Reunion Kamut",
    stealth_action(
        "+1 stealth action: move 2 blood from the blood bank to a Black Hand vampire in your uncontrolled region",
        AddBlood(2),
        targets=Uncontrolled(kind=vampire_trait("Black Hand")),
    ),
    requires=minion_is(vampire_trait("Black Hand")),
    requires_text="Requires a Black Hand vampire",
)


# ---- Baltimore Purge: "Requires a vampire. If this vampire is Ravnos, this is a +1 stealth action. Put this
# card on this vampire. During your unlock phase, burn this card and each other Methuselah chooses a ready
# vampire they control who is not older than this vampire; if you control a ready Lasombra, you choose the
# vampires instead; this vampire and the chosen vampires go to torpor."
# Readings: "not older" is a capacity at most this vampire's (VT-TERM: older is higher capacity), measured as
# the card burns; a Methuselah without such a vampire chooses none; the choices are asked in turn from your
# prey (clockwise) and the vampires go to torpor together after the last; this vampire goes too wherever
# it is ready (one in torpor already stays there).

BALTIMORE = "Baltimore Purge"
PURGE_QUESTION = N_("Baltimore Purge: choose a ready vampire to go to torpor.")


def purge_unlock(s: VTESState, src: int, seat: int) -> None:
    host = bearer(s, src)
    ops.burn_placed(s, src)
    if host not in s.minions:
        return
    ctrl = s.controller(host)
    lasombra = any(is_vampire(s, v) and of_clan("Lasombra")(s, v) for v in s.ready[ctrl])
    order = [t for t in s.remaining() if t != ctrl]
    if ctrl in s.remaining():  # clockwise from your prey
        order = [s.prey(ctrl)]
        while len(order) < len(s.remaining()) - 1:
            order.append(s.prey(order[-1]))
    ask_purged(s, (host, capacity(s, host), ctrl if lasombra else -1, tuple(order), ()))


def ask_purged(s: VTESState, args: tuple[Any, ...]) -> None:
    host, cap, chooser, left, chosen = args
    left = tuple(t for t in left if s.in_game(t))
    while left and not any(is_vampire(s, v) and capacity(s, v) <= cap for v in s.ready[left[0]]):
        left = left[1:]  # nobody to choose: that Methuselah chooses none
    if not left:
        for uid in (host, *chosen):
            if uid in s.minions and s.is_ready(uid):
                ops.to_torpor(s, uid)
        return
    seat = left[0]
    choices = [Action("choose", (v,)) for v in s.ready[seat] if is_vampire(s, v) and capacity(s, v) <= cap]
    ask(s, seat if chooser < 0 else chooser, PURGE_QUESTION, choices, purged, (host, cap, chooser, left, chosen))


def purged(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    host, cap, chooser, left, chosen = args
    v = int(action.args[0])
    ops.say(s, N_("{seat} chooses {minion}."), seat=s.seat_name(left[0]), minion=ops.label(s, v))
    ask_purged(s, (host, cap, chooser, left[1:], (*chosen, v)))


def purge_use(stealth: int, key: str, when: Any) -> Use:
    return Use(
        ACTION,
        PutOn(),
        key=key,
        when=when,
        action=ActionSpec(stealth=stealth),
        vampire=True,
        text=f"{'+1 stealth action: ' if stealth else ''}put on this vampire: next unlock, it and a younger or "
        "equal ready vampire of each other Methuselah go to torpor",
    )


card(
    BALTIMORE,
    purge_use(1, "ravnos", minion_is(of_clan("Ravnos"))),
    purge_use(0, "play", minion_is(not_kind(of_clan("Ravnos")))),
)
unlock_event(BALTIMORE, "own", purge_unlock)


# ---- Summon History: "[tem] Search your library (shuffle afterward) and/or ash heap for an ally, retainer or
# equipment card costing X or fewer blood or pool and put that card in play, on this vampire and with life
# equal to its starting life if applicable. [TEM] Search your crypt (shuffle afterward) and/or ash heap for a
# non-scarce vampire card with capacity X or less and put that vampire in play (with no blood)."
# Rulings: X is chosen as the card is played (LSJ 20100314), 0 or more (LSJ 20030502); the card is put in
# play, its cost not paid and its requirements not applying, at its basic version (RBK equip, recruit-ally,
# employ-retainer; LSJ 20100204); a card of cost X counts X as 0 (PIB 20111101); a minion put in the ready
# region can act this turn (LSJ 20100302-1). Readings: "costing X or fewer blood or pool" reads the printed
# cost; the vampire enters the ready region unlocked; the search is private (the library and crypt are
# hidden), declining allowed, and the library or crypt is shuffled in any case.

SUMMON_KINDS = ("Ally", "Retainer", "Equipment")
SUMMON_LIBRARY = N_("an ally, retainer or equipment card costing X or fewer blood or pool")
SUMMON_CRYPT = N_("a non-scarce vampire with capacity X or less")


def summon_kind(c: int) -> str:
    """The card's kind among ally, retainer, equipment, if it can be put in play (a use of that kind
    without targets), else ``""``."""
    f, cd = facts(c), CARDS.get(c)
    kind = next((k.lower() for k in SUMMON_KINDS if f.is_type(k)), "")
    if cd is None or not any(u.as_ == kind and u.targets is None for u in cd.uses):
        return ""
    return kind


def summon_fits(c: int, x: int, crypt: bool) -> bool:
    f = facts(c)
    if crypt:
        return f.crypt and f.capacity is not None and f.capacity <= x and "Scarce" not in traits(c)
    costs = [n for n in (f.blood_cost, f.pool_cost) if isinstance(n, int)]
    return not f.crypt and bool(summon_kind(c)) and all(n <= x for n in costs)


def summon_history(crypt: bool) -> Callable[[VTESState, Play], None]:
    def effect(s: VTESState, p: Play) -> None:
        if p.by not in s.minions:
            return
        searched = s.crypt[p.seat] if crypt else s.library[p.seat]
        zones = (("crypt" if crypt else "library", searched), ("ash", s.ash[p.seat]))
        options = [
            Action("choose", (slug, where))
            for where, zone in zones
            for slug in distinct_slugs([c for c in zone if summon_fits(c, p.x, crypt)])
        ]
        what = SUMMON_CRYPT if crypt else SUMMON_LIBRARY
        question = said(N_("{card}: {text}, or decline."), card=facts(p.card).name, text=said(what))
        ask_private(s, p.seat, question, [*options, Action("decline")], summoned, (p.by, p.seat, crypt))

    return effect


def summoned(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid, seat, crypt = args
    searched = s.crypt[seat] if crypt else s.library[seat]
    c = -1
    if action.verb == "choose":
        slug, where = action.args
        zone = s.ash[seat] if where == "ash" else searched
        c = next((x for x in zone if facts(x).slug == slug), -1)
        if c >= 0:
            zone.remove(c)
    s.rng.shuffle(searched)
    if c < 0 or not s.in_game(seat):
        return
    line = N_("{seat} puts {card} in play.")
    ops.say(s, line, seat=ops.who(s, seat), card=facts(c).name)
    before = set(s.ready[seat])
    if crypt:
        ops.enter_ready(s, seat, ops.new_minion(s, c, seat, 0))
    elif uid in s.minions:
        put_from_elsewhere(s, seat, uid, c, summon_kind(c), free=True)
    for new in set(s.ready[seat]) - before:
        s.marks.pop(("recruited", new), None)  # put in play, not recruited: it may act this turn


card(
    "Summon History",
    basic(
        "tem",
        Use(
            ACTION,
            code(summon_history(False), tags=("recruit", "equip")),
            action=ActionSpec(),
            text="search your library and/or ash heap for an ally, retainer or equipment costing X or less: in play",
        ),
    ),
    superior(
        "tem",
        Use(
            ACTION,
            code(summon_history(True), tags=("crypt", "becomes-vampire")),
            action=ActionSpec(),
            text="search your crypt and/or ash heap for a non-scarce vampire of capacity X or less: in play",
        ),
    ),
)


# ---- Enticement: "[ser] (D) Burn the Edge to burn 2 pool from your prey. Minions you control cannot bleed until
# the end of the turn. [SER] As above, but your prey burns 3 pool." Directed at your prey (LSJ 20010807); the
# Edge is needed to play it and burned as it resolves; lost during the action, the prey burns nothing but your
# minions still cannot bleed (LSJ 20100527). Reading: both are done as the action succeeds.


def enticement(n: int) -> Use:
    return Use(
        ACTION,
        seq(BurnEdgeTo(TargetBurnsPool(n)), NoBleedThisTurn()),
        when=has_edge,
        targets=your_prey,
        action=ActionSpec(directed=True),
        text=f"(D) burn the Edge to burn {n} pool from your prey; your minions cannot bleed this turn",
    )


card("Enticement", levels("ser", enticement(2), enticement(3)))


# ---- Soul Scan: "+1 stealth action. [aus] Search your crypt for a younger vampire without Obfuscate [obf], reveal
# them, and move them to your uncontrolled region (shuffle afterward). [AUS] As above, but you can search for a
# younger vampire with up to one level of Obfuscate." (younger than the acting vampire; the search private)


def obfuscate_at_most(level: int) -> Callable[[int], bool]:
    def test(c: int) -> bool:
        return dict(facts(c).disciplines).get("obf", 0) <= level

    return test


card(
    "Soul Scan",
    levels(
        "aus",
        stealth_action(
            "+1 stealth action: a younger vampire without Obfuscate from your crypt to your uncontrolled region",
            SearchCrypt(obfuscate_at_most(0), younger=True),
        ),
        stealth_action(
            "+1 stealth action: a younger vampire with at most basic Obfuscate from your crypt to your uncontrolled "
            "region",
            SearchCrypt(obfuscate_at_most(1), younger=True),
        ),
    ),
)


# ------------------------------------------------------------------------ issue 37, seventh list

# ---- Restoration: "+1 stealth action. [for] This vampire gains 2 blood. [FOR] This vampire gains 3 blood."
card(
    "Restoration",
    levels(
        "for",
        stealth_action("+1 stealth action: this vampire gains 2 blood", AddBlood(2)),
        stealth_action("+1 stealth action: this vampire gains 3 blood", AddBlood(3)),
    ),
)


# ---- Enthrall: "[obf] or [pre] (D) Bleed with +1 bleed. [OBF] or [PRE] As above, and if the bleed is successful (for
# 1 or more), this vampire can burn 1 blood to draw 1 card from your crypt." (offered after resolution: grant
# enthrall-draws; the card drawn goes to the uncontrolled region, face down)
ENTHRALL_DRAWS = "enthrall-draws"


def enthrall_draws(s: VTESState, uid: int, seat: int) -> None:
    if uid in s.minions and s.minions[uid].blood >= 1 and s.crypt[seat]:
        ops.burn_blood(s, uid, 1)
        s.uncontrolled[seat].append(ops.new_minion(s, s.crypt[seat].pop(), seat))
        s.reveals += 1
        ops.say(s, N_("{seat} draws 1 card from their crypt."), seat=s.seat_name(seat))


def enthrall_may_draw(s: VTESState, course: Any, uid: int, seat: int) -> bool:
    m = s.minions.get(uid)
    return bool(course.successful and m is not None and m.blood >= 1 and s.crypt[seat])


GRANTS[ENTHRALL_DRAWS] = enthrall_draws
GRANT_WHEN[ENTHRALL_DRAWS] = enthrall_may_draw
card(
    "Enthrall",
    either_levels(
        ("obf", "pre"),
        bleed_action(1),
        bleed_action(
            1,
            effect=OnSuccessfulBleed(Grant(ENTHRALL_DRAWS, "after")),
            text="bleed with +1 bleed; if successful, this vampire can burn 1 blood to draw 1 card from your crypt",
        ),
    ),
)


# ---- Abactor: "+1 stealth action. Hunt at +4 hunt. After successful resolution, a referendum is called to call a
# blood hunt on this vampire (independent of the action, just as if they had committed diablerie)." Rulings: only if
# the vampire gained blood (LSJ 20090411: a vampire that cannot gain blood calls none); not a diablerie (LSJ
# 20090724); the referendum is part of the resolution (LSJ 20100112); once each turn by a minion (RBK).
ABACTOR = "Abactor"


def abactor_hunts(s: VTESState, p: Play) -> None:
    from ..politics import call_blood_hunt

    if p.by not in s.minions:
        return
    s.marks[(ABACTOR, p.by)] = True
    Hunt(4)(s, p)
    if p.by in s.minions and "no-life-gain" not in s.minions[p.by].marks:
        call_blood_hunt(s, p.by)


def abactor_not_yet(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return (ABACTOR, uid) not in s.marks


card(
    ABACTOR,
    Use(
        ACTION,
        code(abactor_hunts, blood=5, tags=("blood-hunt",)),
        when=abactor_not_yet,
        action=ActionSpec(stealth=1, hunt=True),
        text="+1 stealth hunt action: hunt at +4 hunt; then a blood hunt referendum is called on this vampire",
    ),
)


# ---- Dance of the Dead: "+1 stealth action. Unique. Put this card in play with 4 counters. Once each combat, you can
# burn 1 counter from this card to give a wraith or zombie ally you control 1 maneuver or press. If this card has no
# counters, burn it." (the ally in the combat; one maneuver or one press, its controller's choice)
DANCE = "Dance of the Dead"
UNDEAD_ALLY = all_kinds(ally, any_kind(has_trait("wraith"), has_trait("zombie")))


def dance_choices(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    c = ctx.combat
    if c is None:
        return
    for v in (c.a, c.b):
        if v in s.minions and s.controller(v) == seat and UNDEAD_ALLY(s, v):
            yield (v, "maneuver")
            yield (v, "press")


def dance_gives(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    if c is None or len(p.targets) < 2 or p.targets[0] not in s.minions:
        return
    v, what = int(p.targets[0]), str(p.targets[1])
    c.add(v, what, "" if what == "maneuver" else 1, "combat")


card(DANCE, stealth_action("+1 stealth action: put in play with 4 counters", PutInPlay(4)))
abilities(
    DANCE,
    Ability(
        "burn 1 counter: a wraith or zombie ally you control gets 1 maneuver or press",
        frozenset(("before-range", "range", "before-strikes", "press")),
        seq(code(dance_gives, maneuver=True, press=True), BURN_COUNTER),
        when=has_counters,
        targets=dance_choices,
        once="combat",
    ),
)


# ---- Marked Territory: "+2 stealth action. Put this card on this vampire and unlock them. You can burn this card to
# give this vampire +2 intercept during an action directed at you (or a card you control). A vampire can have only
# one Marked Territory." (Gangrel antitribu: the card's clan requirement)
MARKED = "Marked Territory"
card(
    MARKED,
    stealth_action(
        "+2 stealth action: put on this vampire and unlock them",
        seq(PutOn(), Unlock()),
        stealth=2,
        when=only_one_on(MARKED),
    ),
)
abilities(
    MARKED,
    Ability(
        "burn this card: +2 intercept (an action directed at you)",
        ACTION_STAGES,
        seq(BearerIntercept(2), BurnThis(say=False)),
        when=all_of(bearer_blocking(), directed_at_you),
        needs="intercept",
        user="host",
    ),
)


# ---- Dive into Madness: "+1 stealth action. [dem] This vampire gets superior Dementation [DEM] until the end of the
# turn and unlocks. [DEM] Put this card on this vampire. This vampire gets +1 bleed. Older vampires can burn this card
# as a (D) action. A vampire can have no more than two Dive into Madness." ([dem] by a vampire with superior
# Dementation too, PIB 20130311; the level for the turn: stats.TURN_LEVEL)
DIVE = "Dive into Madness"
DIVE_ID = card_id(DIVE)


def dive_superior_dementation(s: VTESState, p: Play) -> None:
    if p.by in s.minions:
        s.marks[(TURN_LEVEL, p.by, "dem")] = SUPERIOR
        ops.unlock(s, p.by)
        ops.say(s, N_("{minion} unlocks."), minion=ops.label(s, p.by))


def fewer_than_two_dives(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return sum(1 for c in s.minions[uid].cards if c in s.placed and s.placed[c].card == DIVE_ID) < 2


def older_than_bearer(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "Older vampires can burn this card": the acting vampire is older than the one the card is on."""
    pl = s.placed.get(src)
    by = ctx.by
    if pl is None or pl.host not in s.minions or by not in s.minions or not is_vampire(s, by):
        return
    if capacity(s, by) > capacity(s, pl.host):
        yield ()


card(
    DIVE,
    levels(
        "dem",
        stealth_action(
            "+1 stealth action: this vampire gets superior Dementation until the end of the turn and unlocks",
            code(dive_superior_dementation, unlock=True),
        ),
        stealth_action("+1 stealth action: put on this vampire: +1 bleed", PutOn(), when=fewer_than_two_dives),
    ),
)
static(DIVE, "bleed", on_bearer(1))
abilities(DIVE, replace(burn_this_action(), targets=older_than_bearer))


# ---- Putrescent Sustenance: "+1 stealth action. [obl] or [tha] Remove an ally in an ash heap from the game to gain 2
# blood or to add 2 life to a zombie ally you control. [OBL] or [THA] As above, but for 3 blood or life." (the ally and
# the choice asked as it resolves, as Psychophagia's; the ash heaps are public)


card(
    "Putrescent Sustenance",
    either_levels(
        ("obl", "tha"),
        stealth_action(
            "+1 stealth action: remove an ally in an ash heap: 2 blood, or 2 life to a zombie ally",
            RemoveAllyToFeed(2),
            when=allies_in_ash_heaps,
        ),
        stealth_action(
            "+1 stealth action: remove an ally in an ash heap: 3 blood, or 3 life to a zombie ally",
            RemoveAllyToFeed(3),
            when=allies_in_ash_heaps,
        ),
    ),
)


# ---- Founders of the Ebony Kingdom: "+1 stealth action. Put this card on a younger Laibon in your uncontrolled region
# and move 4 blood from the blood bank to that vampire. (This card remains in play.) A vampire may have only one
# Founders of the Ebony Kingdom. Burn this card if the vampire leaves the uncontrolled region." (Guruhi: the card's
# clan requirement; leaving as it enters play, an enter-play listener; burned with it otherwise)
FOUNDERS = "Founders of the Ebony Kingdom"
FOUNDERS_ID = card_id(FOUNDERS)


def _without_founders(s: VTESState, uid: int) -> bool:
    return in_sect("laibon")(s, uid) and not any(
        c in s.placed and s.placed[c].card == FOUNDERS_ID for c in s.minions[uid].cards
    )


def founders_leave(s: VTESState, info: dict[str, Any]) -> None:
    uid = info.get("uid", -1)
    if uid not in s.minions:
        return
    for c in list(s.minions[uid].cards):
        if c in s.placed and s.placed[c].card == FOUNDERS_ID:
            ops.say(s, N_("{card} is burned."), card=FOUNDERS)
            ops.burn_placed(s, c)


card(
    FOUNDERS,
    stealth_action(
        "+1 stealth action: put on a younger Laibon in your uncontrolled region with 4 blood",
        seq(PutOn("target"), AddBlood(4)),
        targets=Uncontrolled(kind=_without_founders, younger=True),
    ),
)
on(FOUNDERS, "enter-play", founders_leave)


# ---- Divine Sign: "+1 stealth action. [nec] (D) Choose any minion, put this card on this acting minion, and
# unlock this acting minion. This minion gets +2 intercept against the chosen minion. The chosen minion can burn
# this card as a (D) action. A minion can have only one Divine Sign. [NEC] As above, and if this minion blocks the
# chosen minion, their controller plays with an open hand during the resulting combat." (the chosen minion: one
# of another Methuselah, the action directed at them; remembered on the card, ``Placed.data`` ("sign", uid))

DIVINE_SIGN = "Divine Sign"


def divine_sign_put(s: VTESState, p: Play) -> None:
    chosen = p.targets[0] if p.targets else -1
    if p.by not in s.minions or not isinstance(chosen, int):
        return
    controller = ops.attached_controller(s, p.card, p.seat, p.by)
    ops.put_on(s, p.card, p.seat, controller, p.by, 0, mode=use_key(p), data=("sign", chosen))
    stays(s)
    ops.unlock(s, p.by)


def sign_chosen(s: VTESState, src: int) -> int:
    pl = s.placed.get(src)
    return int(pl.data[1]) if pl is not None and pl.data[:1] == ("sign",) else -1


def divine_sign_intercept(s: VTESState, src: int, uid: int) -> int:
    """ "+2 intercept against the chosen minion": while it is acting."""
    a = action_of(s)
    return 2 if a is not None and a.actor == sign_chosen(s, src) >= 0 and bearer(s, src) == uid else 0


def is_chosen_by_a_sign(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The acting minion is one a Divine Sign of another Methuselah chose."""
    sign = card_id(DIVINE_SIGN)
    return any(pl.card == sign and pl.controller != seat and pl.data[1:] == (uid,) for pl in s.placed.values())


def divine_sign_open_hand(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """[NEC] "If this minion blocks the chosen minion, their controller plays with an open hand"."""
    a = action_of(s)
    host, chosen = bearer(s, src), sign_chosen(s, src)
    if a is None or placed_mode(s, src) != "superior" or a.actor != chosen or a.blocker != host or host < 0:
        return
    OpenHandThisCombat()(s, Play(s.controller(host), -1, 0, src, host))


card(
    DIVINE_SIGN,
    *(
        replace(
            stealth_action(
                "+1 stealth (D) action: choose a minion, put this card on this minion and unlock; +2 intercept "
                "against the chosen minion" + more,
                code(divine_sign_put, tags=("put-on-self", "unlock")),
                targets=Minions("others", "controlled"),
            ),
            when=only_one_on(DIVINE_SIGN),
            key=key,
            disc=disc,
        )
        for key, disc, more in (
            ("basic", B("nec"), ""),
            ("superior", S("nec"), "; blocking it: an open hand during the combat"),
        )
    ),
)
static(DIVINE_SIGN, "intercept", divine_sign_intercept)
event(DIVINE_SIGN, "combat-start", divine_sign_open_hand)
abilities(
    DIVINE_SIGN,
    Ability(
        "the chosen minion burns Divine Sign as a (D) action",
        MINION_PHASE,
        BurnThis(),
        when=is_chosen_by_a_sign,
        targets=lambda s, ctx, seat, src: iter(
            [(src,)] if src in s.placed and s.placed[src].controller != seat else []
        ),
        user="any",
        action=ActionSpec(directed=True),
    ),
)


# ---- Media Influence (issue 37, ninth list): "[pre] (D) Bleed with +2 bleed. [PRE] Each of your unlocked vampires
# gains 1 blood from the blood bank." (at resolution, so not the acting vampire, locked by its action; the vampires
# you control, in torpor too: they are still yours, VT-TORP-01; none beyond its capacity, ops.add_blood)
def media_influence_blood(s: VTESState, p: Play) -> None:
    for uid in (*s.ready[p.seat], *s.torpor[p.seat]):
        m = s.minions[uid]
        if not m.locked and is_vampire(s, uid) and ops.add_blood(s, uid, 1):
            ops.say(s, N_("{minion} gains {n} blood ({card})."), minion=ops.label(s, uid), n=1, card="Media Influence")


card(
    "Media Influence",
    basic("pre", bleed_action(2)),
    superior(
        "pre",
        stealth_action("each of your unlocked vampires gains 1 blood", code(media_influence_blood, blood=1), stealth=0),
    ),
)


# ---- Gramle (issue 37, ninth list): "+1 stealth action. Do not replace until after this action. Choose a card in
# play or in any ash heap by name. Search your library or crypt for the chosen card, show it to all Methuselahs, and
# move it to your hand (discard afterward) or uncontrolled region." (the name chosen as the action is announced,
# among the cards in play, minions included, and in the ash heaps; a vampire's name without its group, so any
# version of it; the search private and free to find nothing, VT-TERM-15; the library or crypt shuffled afterward;
# a crypt card goes to the uncontrolled region, a library card to the hand)
GROUP = re.compile(r" \(G\d+( ADV)?\)$")


def name_of(card: int) -> str:
    return GROUP.sub("", facts(card).name)


def gramle_cards(s: VTESState) -> list[int]:
    """The cards in play (minions included) and in the ash heaps."""
    cards = [pl.card for pl in s.placed.values()]
    for t in range(s.players):
        cards += [s.minions[v].card for v in (*s.ready[t], *s.torpor[t])]
        cards += s.ash[t]
    return cards


def gramle_names(s: VTESState, ctx: Any, seat: int, uid: int) -> Iterator[tuple[str, ...]]:
    seen: set[str] = set()
    for c in gramle_cards(s):
        name = name_of(c)
        if name not in seen:
            seen.add(name)
            yield (facts(c).slug,)


def gramle_search(s: VTESState, p: Play) -> None:
    slug = str(p.targets[0]) if p.targets else ""
    named = next((c for c in gramle_cards(s) if facts(c).slug == slug), -1)
    if named < 0:  # the card named has left play and the ash heaps since: its name is still known
        named = next((c for c in (*s.library[p.seat], *s.crypt[p.seat]) if facts(c).slug == slug), -1)
    name = name_of(named) if named >= 0 else ""
    found = [c for c in (*s.library[p.seat], *s.crypt[p.seat]) if name_of(c) == name]
    options = [Action("choose", (x,)) for x in distinct_slugs(found)] + [Action(DECLINE_CHOICE)]
    question = said(N_("{card}: the card you take from your library or crypt, or decline."), card="Gramle")
    ask_private(s, p.seat, question, options, gramle_found, (p.seat,))


def gramle_found(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat = int(args[0])
    slug = action.args[0] if action.verb == "choose" else ""
    lib = next((c for c in s.library[seat] if facts(c).slug == slug), -1)
    crypt = next((c for c in s.crypt[seat] if facts(c).slug == slug), -1) if lib < 0 else -1
    if lib >= 0:
        s.library[seat].remove(lib)
        to_hand_shown(s, seat, lib)
    elif crypt >= 0:
        crypt_card_shown(s, seat, crypt)
    s.rng.shuffle(s.library[seat])
    s.rng.shuffle(s.crypt[seat])
    ops.refill(s, seat)


card(
    "Gramle",
    stealth_action(
        "+1 stealth action: name a card in play or in an ash heap; search your library or crypt for it, shown",
        code(gramle_search, tags=("draw",)),
        targets=gramle_names,
        delay="action",
    ),
)


# ---- Concert Tour (issue 37, ninth list): "+1 stealth action. Put this card on this Daughter of Cacophony. During
# your unlock phase, burn this card to have this vampire gain enough blood to reach full capacity." (the clan required
# by the card, VT-CARD-05; in torpor too: "this vampire", wherever they are)
def concert_tour_bearer(s: VTESState, ctx: Any, seat: int, src: int) -> Iterator[tuple[int, ...]]:
    uid = bearer(s, src)
    if uid in s.minions:
        yield (uid,)


card("Concert Tour", stealth_action("+1 stealth action: put this card on this Daughter of Cacophony", PutOn("by")))
abilities(
    "Concert Tour",
    Ability(
        "burn this card: this vampire gains enough blood to reach full capacity",
        UNLOCK,
        seq(BurnThis(), FillBlood()),
        targets=concert_tour_bearer,
    ),
)


# ---- Shattering Crescendo (issue 37, ninth list): "[pro] (D) Inflict 1 unpreventable damage on an ally or retainer.
# [mel] (D) Discard a Shattering Crescendo to inflict 2 unpreventable damage on each of up to two minions controlled
# by a single Methuselah. [MEL] As [mel] above, but for 3 unpreventable damage each." (another Methuselah's ally or
# retainer, directed at them; "minions": ready or in torpor; the other copy discarded as the action is announced,
# so only playable with two in hand; damage outside combat, VT-DMG-03)
SHATTERING = "Shattering Crescendo"


SHATTERING_ALLY_OR_RETAINER = any_target(OTHERS_READY_ALLY, CardsInPlay("Retainer"))


def shattering_damage(n: int) -> Any:
    def effect(s: VTESState, p: Play) -> None:
        for t in p.targets:
            if isinstance(t, int) and t in s.placed:
                ops.retainer_loses_life(s, t, n)
            elif isinstance(t, int) and t in s.minions:
                inflict(s, None, t, n, 0)

    return effect


def two_minions_of_one(s: VTESState, ctx: Any, seat: int, uid: int) -> Iterator[tuple[int | str, ...]]:
    """One or two minions (ready or in torpor) controlled by one other Methuselah (one, then another or
    ``none``, as ``several_of``)."""
    for t in range(s.players):
        if t == seat or not s.in_game(t):
            continue
        minions = [*s.ready[t], *s.torpor[t]]
        for m in minions:
            yield (m, "none")
            for other in minions:
                if other != m:
                    yield (m, other)


def two_in_hand(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    return sum(1 for c in s.hand[seat] if facts(c).name == SHATTERING) >= 2


def shattering_discards(s: VTESState, p: Play) -> None:
    copy = next((c for c in s.hand[p.seat] if facts(c).name == SHATTERING), -1)
    if copy >= 0:
        ops.discard(s, p.seat, copy)  # said by ops.discard; replaced (VT-CARD-21)


card(
    SHATTERING,
    mode(
        "pro",
        Use(
            ACTION,
            code(shattering_damage(1), damage=1, harmful=True),
            targets=SHATTERING_ALLY_OR_RETAINER,
            text="(D) inflict 1 unpreventable damage on an ally or retainer",
        ),
    ),
    *levels(
        "mel",
        *(
            Use(
                ACTION,
                code(shattering_damage(n), damage=n, harmful=True, tags=("discard-cost",)),
                targets=two_minions_of_one,
                when=two_in_hand,
                text=f"(D) discard a Shattering Crescendo: {n} unpreventable damage on each of up to two minions "
                "of one Methuselah",
            )
            for n in (2, 3)
        ),
    ),
)
rule(
    SHATTERING,
    ANNOUNCED,
    tuple(AsAnnounced(code(shattering_discards), mode=m) for m in ("basic", "superior")),
    key=card_id(SHATTERING),
)


# ---- Scrounging (issue 37, ninth list): "+1 stealth action. Look at up to 3 cards from the top of your library and
# move up to 2 of them to your hand (shuffle and discard afterward)." (the top three looked at, by their player
# alone: a private question naming the cards taken, none to two of them; the library shuffled, then the hand
# discarded down, VT-CARD-21)
def scrounging_look(s: VTESState, p: Play) -> None:
    top = s.library[p.seat][-3:]  # the top of a library is its end (ops.draw_library)
    if not top:
        return
    slugs = [facts(c).slug for c in top]
    picks = {"/".join(sorted(pair)) for pair in combinations(slugs, 2)} | set(slugs)
    options = [Action("take", (x,)) for x in sorted(picks)] + [Action(DECLINE_CHOICE)]
    question = said(N_("{card}: the card you take from your library, or decline."), card="Scrounging")
    ask_private(s, p.seat, question, options, scrounging_took, (p.seat,))


def scrounging_took(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    seat = int(args[0])
    top = list(s.library[seat][-3:])
    for slug in str(action.args[0]).split("/") if action.verb == "take" else ():
        c = next((c for c in top if facts(c).slug == slug), -1)
        if c >= 0:
            top.remove(c)
            s.library[seat].remove(c)
            s.hand[seat].append(c)
    s.rng.shuffle(s.library[seat])
    ops.refill(s, seat)


card(
    "Scrounging",
    stealth_action(
        "+1 stealth action: look at the top 3 of your library, take up to 2", code(scrounging_look, tags=("draw",))
    ),
)


# ---- Armor of Terra (issue 37, ninth list): "+1 stealth action. [tha] Put this card on a slave Gargoyle you control.
# The Gargoyle with this card treats aggravated damage as normal damage. Burn this card if this Gargoyle goes to
# torpor. A Gargoyle can have only one Armor of Terra. [vis] As [tha] above, but put this card on this acting
# Gargoyle. [VIS] As [vis] above, and the Gargoyle with this card may prevent 1 damage each combat." (the damage
# treated as normal in combat, combat.AGG_AS_NORMAL, as Gotsdam's; the prevention a shield each combat, VT-DMG-02)
ARMOR = "Armor of Terra"


def gargoyle_without_armor(s: VTESState, uid: int) -> bool:
    cards = s.minions[uid].cards
    return has_clan(s, uid, "Gargoyle") and not any(s.placed[p].card == card_id(ARMOR) for p in cards)


def slave_gargoyle_without_armor(s: VTESState, uid: int) -> bool:
    return gargoyle_without_armor(s, uid) and has_printed_trait(s, uid, "Slave")


def acting_gargoyle_without_armor(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    return uid in s.minions and gargoyle_without_armor(s, uid)


card(
    ARMOR,
    mode(
        "tha",
        stealth_action(
            "+1 stealth action: put on a slave Gargoyle you control: aggravated damage treated as normal",
            PutOn("target"),
            targets=Minions("yours", vampire=True, kind=slave_gargoyle_without_armor),
        ),
    ),
    *levels(
        "vis",
        stealth_action(
            "+1 stealth action: put on this Gargoyle: aggravated damage treated as normal",
            PutOn(),
            when=acting_gargoyle_without_armor,
        ),
        stealth_action(
            "+1 stealth action: put on this Gargoyle: aggravated damage treated as normal, prevent 1 each combat",
            PutOn(),
            when=acting_gargoyle_without_armor,
        ),
    ),
)
event(ARMOR, "combat-start", each_combat(AGG_AS_NORMAL, 1, "combat"))
event(ARMOR, "combat-start", each_combat("shield", 1, "combat", superior=True))
event(ARMOR, "torpor", burn_with_bearer_torpor())


# ---- Thanks for the Donation (issue 37, tenth list): "+1 stealth action. [dom] Put this card into play and choose a
# card you are contesting with another Methuselah. Your cost to avoid yielding the contested card is now paid by your
# prey. (You still decide whether you will yield.) Any minion may burn this card as a (D) action." (the card chosen
# as the action is announced, a copy of yours out of play, VT-CONT-02; a rule of core.CONTEST_PAYERS: the prey
# short of pool pays what it has, is ousted, and the card is still yielded, RTR 20010710)
DONATION = "Thanks for the Donation"
DONATION_ID = card_id(DONATION)


def your_contested_cards(s: VTESState, ctx: Any, seat: int, uid: int) -> Iterator[tuple[int, ...]]:
    for u in s.contested[seat]:
        yield (u,)


def donation_put(s: VTESState, p: Play) -> None:
    chosen = p.targets[0] if p.targets else -1
    ops.put_in_play(s, p.card, p.seat, data=(DONATION, chosen))
    stays(s)
    ops.say(s, N_("{seat} puts {card} in play."), seat=s.seat_name(p.seat), card=DONATION)


def donation_payer(s: VTESState, seat: int, uid: int) -> int:
    for src in s.inplay[seat]:
        pl = s.placed[src]
        if pl.card == DONATION_ID and pl.data[:2] == (DONATION, uid):
            return s.prey(seat)
    return -1


card(
    DONATION,
    mode(
        "dom",
        stealth_action(
            "+1 stealth action: put in play: your prey pays to keep a card you are contesting",
            code(donation_put, tags=("put-in-play",)),
            targets=your_contested_cards,
        ),
    ),
)
abilities(DONATION, burn_this_action())
hook_while_on_table(DONATION, core.CONTEST_PAYERS, donation_payer)


# ---- Gather (issue 37, tenth list): "+1 stealth action. Unique. Put this card in play, locked, and choose a younger
# Gangrel in your uncontrolled region. During the influence phase, you may lock this card to move that Gangrel from
# your uncontrolled region to your ready region, with any counters he or she has, unless that Gangrel would contest a
# vampire in play. Any vampire can burn this card as a (D) action that costs 1 pool." (the Gangrel chosen as the action
# is announced, remembered by the card; not from torpor, LSJ 20030520-1; in your influence phase)
GATHER = "Gather"


def gather_put(s: VTESState, p: Play) -> None:
    chosen = p.targets[0] if p.targets else -1
    uid = ops.put_in_play(s, p.card, p.seat, data=(GATHER, chosen))
    ops.lock(s, uid)
    stays(s)


def gathered(s: VTESState, src: int, seat: int) -> int:
    """The Gangrel the card names, still in ``seat``'s uncontrolled region and contesting no vampire in play; -1."""
    pl = s.placed.get(src)
    v = pl.data[1] if pl is not None and pl.data[:1] == (GATHER,) else -1
    return v if v in s.uncontrolled[seat] and not ops.copies_in_play(s, v) else -1


def gather_may(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return gathered(s, src, seat) >= 0


def gather_moves(s: VTESState, p: Play) -> None:
    v = gathered(s, p.source, p.seat)
    if v >= 0:
        ops.enter_ready(s, p.seat, v)
        ops.say(s, N_("{seat} brings out {card}."), seat=s.seat_name(p.seat), card=facts(s.minions[v].card).name)


card(
    GATHER,
    stealth_action(
        "+1 stealth action: put in play locked, naming a younger Gangrel in your uncontrolled region",
        code(gather_put, tags=("put-in-play",)),
        targets=Uncontrolled(kind=of_clan("Gangrel"), younger=True),
    ),
)
abilities(
    GATHER,
    Ability(
        "lock: move the Gangrel it names from your uncontrolled region to your ready region",
        INFLUENCE,
        code(gather_moves, tags=("uncontrolled",)),
        when=gather_may,
        lock=True,
    ),
    burn_card_as_action(GATHER, vampires_only=True, pool=1),
)


# ---- Haunt (issue 37, tenth list): "+1 stealth action. [nec] Put this card on a location you control. You can burn
# this card to have an action directed at the attached location fail. A location can have only one Haunt. [NEC] (D)
# Burn a location that does not require Giovanni to play." (as Salt of Thoth's card on a location: the action fails
# unblocked, not once a block is attempted; burned with its location)
HAUNT = "Haunt"
HAUNT_ID = card_id(HAUNT)


def unhaunted_location(s: VTESState, ctx: Any, seat: int, uid: int) -> Iterator[tuple[int, ...]]:
    """A location you control with no Haunt on it."""
    for v in Locations("any")(s, ctx, seat, uid):
        if s.placed[v[0]].controller == seat and not any(
            pl.card == HAUNT_ID and pl.data == (ON_LOCATION, v[0]) for pl in s.placed.values()
        ):
            yield v


def location_not_giovanni(s: VTESState, ctx: Any, seat: int, uid: int) -> Iterator[tuple[int, ...]]:
    """Another Methuselah's location that does not require Giovanni to play."""
    for v in Locations("others")(s, ctx, seat, uid):
        if "Giovanni" not in facts(s.placed[v[0]].card).clans:
            yield v


def haunt_put(s: VTESState, p: Play) -> None:
    loc = p.targets[0] if p.targets else -1
    if loc in s.placed:
        ops.put_in_play(s, p.card, p.seat, data=(ON_LOCATION, loc))
        stays(s)
        ops.say(s, N_("{card} is put on {where}."), card=HAUNT, where=ops.label(s, loc))


card(
    HAUNT,
    *levels(
        "nec",
        stealth_action(
            "+1 stealth action: put on a location you control: burn it to have an action directed at it fail",
            code(haunt_put, tags=("put-on",)),
            targets=unhaunted_location,
        ),
        stealth_action(
            "+1 stealth action: (D) burn a location that does not require Giovanni",
            BurnTargetCard(),
            targets=location_not_giovanni,
        ),
    ),
)
abilities(
    HAUNT,
    burn_to_fail_at_location(),
)
on(HAUNT, "card-burned", burned_with_its_location)


# ---- Summon Soul (issue 37, tenth list): "+1 stealth action. [nec] This vampire gains 2 blood. [NEC] Remove this card
# from the game and shuffle up to two library cards from your ash heap into your library." (the cards chosen as the
# action is announced, none to two)
def up_to_two_ash_library_cards(s: VTESState, ctx: Any, seat: int, uid: int) -> Iterator[tuple[Any, ...]]:
    yield ("none", "none")
    yield from several_of(2, own_ash_library_cards)(s, ctx, seat, uid)


def summon_soul_shuffles(s: VTESState, p: Play) -> None:
    stays(s)
    s.removed[card_owner(p)].append(p.card)
    ops.say(s, N_("{card} is removed from the game."), card="Summon Soul")
    for slug in p.targets:
        c = next((c for c in s.ash[p.seat] if not facts(c).crypt and facts(c).slug == slug), -1)
        if c >= 0:
            s.ash[p.seat].remove(c)
            s.library[p.seat].append(c)
    s.rng.shuffle(s.library[p.seat])


card(
    "Summon Soul",
    *levels(
        "nec",
        stealth_action("+1 stealth action: this vampire gains 2 blood", AddBlood(2)),
        stealth_action(
            "+1 stealth action: remove this card from the game; up to two library cards of your ash heap shuffled "
            "into your library",
            code(summon_soul_shuffles, tags=("recycle",)),
            targets=up_to_two_ash_library_cards,
        ),
    ),
)
