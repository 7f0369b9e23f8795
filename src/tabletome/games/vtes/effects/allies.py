"""Allies, retainers and equipment (VT-CARD-55 to VT-CARD-58, VT-ACT-16 to VT-ACT-22).

Equipment goes on the acting minion (``EQUIP``), a retainer on it with its life kept as the card's
counters (``Employ``), an ally enters its controller's ready region (``RECRUIT``). What they do
afterwards is written as statics (intercept, bleed, stealth, strength: :func:`~.vocab.inplay.on_bearer`),
events ("each combat": :func:`~.vocab.inplay.each_combat`, "during your unlock phase", "after this
ally enters play"), strikes and abilities.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said, said_n

from .. import ops
from ..actions import current_action, is_equipment
from ..combat import (
    ANY_PREVENTION,
    CLOSE,
    DAMAGE_AIMED,
    ENV_UNPREVENTABLE,
    HAND,
    LESS_DAMAGE,
    LONG,
    NO_STRIKE,
    STEPS,
    Combat,
    Strike,
    current_combat,
    strike_of,
)
from ..hooks import (
    ACTION_TYPES,
    ALLY,
    CARDS,
    COMBAT,
    EQUIPMENT,
    GRANT_WHEN,
    GRANTS,
    REACTION,
    RETAINER,
    STATICS,
    Ability,
    ActionSpec,
    CardDef,
    Ctx,
    Effect,
    Play,
    Use,
)
from ..impulse import ask
from ..model import BASIC, facts
from ..play import AS_FROM_HAND, BEARER, COMBAT_ONLY, NON_ALLY, cancel_played, once_key, use_ok
from ..state import VTESState
from ..stats import LEVEL, LEVEL_UP, capacity, disciplines, has_clan, is_vampire
from . import core
from .action_cards import infernal_vampire
from .vocab.action import (
    ActorBurnsBlood,
    ActorNoDisciplines,
    Bleed,
    BlockerIntercept,
    CannotBlockKind,
    EndAction,
    Intercept,
    ReduceBleed,
    Stealth,
    Stun,
    Unlock,
    action_of,
    flag,
    hand_size_in_combat,
)
from .vocab.combat import (
    BURN_AFTER_USE,
    ENTER_COMBAT,
    FIGHT,
    HAND_SIZE_FOR,
    LIMITED,
    AdditionalStrike,
    BarredIfPlayed,
    CancelPlayed,
    EndCombat,
    FirstStrike,
    LifeFromBloodUsed,
    OnceEachCombat,
    OpenHandInCombat,
    PlayedCard,
    Press,
    Prevent,
    PreventAll,
    SetRange,
    ShieldVs,
    StolenInsteadOfBurned,
    bearer_in_combat,
    frenzy_played_on,
    limited_free,
    normal_damage_to_prevent,
    once_each_combat_strike,
    range_not_set,
)
from .vocab.inplay import (
    BURN_THIS,
    BURN_THIS_MINION,
    SHUFFLED_BACK,
    BarredAround,
    BearerBurnsBlood,
    BearerGainsBlood,
    BearerHalfBlood,
    BearerIntercept,
    BearerStealthDuring,
    BearerUnblockable,
    BurnIfBlockedBy,
    BurnsOwnLife,
    BurnTargetCard,
    BurnThis,
    BurnThisMinion,
    CardsInPlay,
    ContinueUnblocked,
    CostsMoreAround,
    CostsMoreWhileBearerReady,
    CounterLevels,
    CountersClearedOnMove,
    CounterUpTo,
    DamageActor,
    DuringAction,
    EquipActionStealth,
    GainsIfOpposingBurned,
    GainsInPhase,
    HasTrait,
    IfPreyControls,
    InterceptDuringActionsRequiring,
    KindGets,
    LessInterceptAgainst,
    Locations,
    LockedOnEntry,
    MandatoryPress,
    NoEquipment,
    NoLifeGain,
    NotTakenByDiablerist,
    NotTargeted,
    OpposingKindGets,
    OpposingMayTake,
    PlaysAsVampire,
    Regains,
    RemoveOrBurn,
    ShuffledBack,
    StealCard,
    StealthOnActionsRequiring,
    StealthOnAnarchActions,
    StrengthPerLife,
    StunBearer,
    UnlockAtDiscard,
    UnlockAtEndOfTurn,
    UnlockBearer,
    YoungerHeir,
    YourCardsCostMore,
    bearer,
    bearer_acting,
    bearer_blocked,
    bearer_blocking,
    bearer_damaged,
    bearer_did,
    bearer_locked,
    bearer_ready_counters,
    bearer_struck,
    bearer_targeted,
    bearer_with,
    bleed_ability,
    burn_ally_or_retainer,
    burn_card_as_action,
    carry_havens,
    carry_one,
    carry_vehicles,
    const,
    damage_to_yours,
    each_combat,
    enter_combat_ability,
    equip_cost,
    equip_paid,
    equip_use,
    equipment_barred,
    fewer_copies_than,
    hand_size_this_turn,
    intercept_location,
    is_action_play,
    is_vehicle,
    life_exactly,
    may_carry_card,
    melee_strikes,
    no_combat,
    of_its_own,
    on_bearer,
    on_its_bearer,
    own_minion_damaged,
    own_strikes,
    own_targeted,
    placed_mode,
    regains,
    requires_discipline,
    steal_ability,
    the_bearer,
    weapon_strikes,
)
from .vocab.kinds import (
    acting,
    all_kinds,
    ally,
    anarch_minion,
    any_kind,
    any_minion,
    blocking,
    blood_at_least,
    capacity_at_least,
    capacity_at_most,
    controls_ready,
    has_discipline,
    in_sect,
    in_torpor,
    infernal,
    minion_is,
    named,
    not_kind,
    of_clan,
    titled_vampire,
    unique_minion,
    vampire_trait,
    with_title,
    wounded_ally,
    yours_in_combat,
)
from .vocab.kinds import has_trait as trait_is
from .vocab.minion import (
    EQUIP,
    EXTRA_ON_REPLACE,
    RECRUIT,
    AddBlood,
    AshToHand,
    AshVampireToUncontrolled,
    BurnBlood,
    BurnTarget,
    CannotPlayTypes,
    ControlOfThis,
    CopyFromAsh,
    DiscardChosen,
    DrawCards,
    Employ,
    Equip,
    ExtraOnReplace,
    HandCards,
    Heal,
    InGame,
    LifeForBlood,
    PayPool,
    PutOn,
    Recruit,
    RemoveFromAsh,
    SearchToHand,
    SourceGainsLife,
    StealBlood,
    StealMinion,
    ask_private,
    distinct_slugs,
    gehenna_event,
    recruited_at,
    stays,
    vampire_in_ash,
    weapon_card,
)
from .vocab.pays import EmployerBloodOrBurned, phase_of, unlock_event
from .vocab.politics import political_action
from .vocab.prims import code, seq, tagged
from .vocab.registry import (
    B,
    S,
    WhileOnTable,
    abilities,
    card,
    card_id,
    event,
    hook,
    hook_while_on_table,
    levels,
    mode,
    on,
    rule,
    static,
    strikes,
)
from .vocab.registry import flag as lasting_flag
from .vocab.targets import (
    OTHERS_READY_MINION,
    OTHERS_READY_VAMPIRE,
    Args,
    Minions,
    Uncontrolled,
    other_methuselahs,
    seat_token,
    token_seat,
    undirected,
)
from .vocab.when import (
    ACTION_STAGES,
    ADDITIONAL,
    AFTER,
    ANNOUNCE,
    ANY_TIME,
    AS_PLAYED,
    BEFORE_RANGE,
    BLOCKED,
    DAMAGE,
    DISCARD,
    MASTER_PHASE,
    MINION_PHASE,
    OUT_OF_COMBAT,
    PRESS,
    UNLOCK,
    all_of,
    ash_holds,
    bleeding_self,
    bleeding_you,
    directed_at_you,
    first_round,
    has_blood,
    has_pool,
    is_blocker,
    may_press_now,
    not_recruited,
    note_round,
    once_in_game,
    successful,
    unsuccessful,
)

SUPERIOR_MARK = "mode:superior"  # an ally recruited at superior level (its text's [ANI] version)


# ------------------------------------------------------------------------ shared helpers


def newest(s: VTESState, seat: int, card_id: int) -> int:
    """The ally just recruited: the newest ready minion of ``seat`` with this card (-1 if none)."""
    found = [u for u in s.ready[seat] if s.minions[u].card == card_id]
    return max(found) if found else -1


def superior_ally(life: int) -> Effect:
    """Recruit the [ANI] version: ``life`` life, remembered as a mark (VT-CARD-59: another way in
    gives the basic version)."""

    def effect(s: VTESState, p: Play) -> None:
        Recruit(life)(s, p)
        uid = newest(s, p.seat, p.card)
        if uid >= 0:
            ops.mark(s, uid, SUPERIOR_MARK)

    return effect


# ---- intercept and stealth from cards in play


# ------------------------------------------------------------------------ equipment


card(".44 Magnum", Use(EQUIPMENT, EQUIP, text="equip: a gun, strike 2R"))
strikes(".44 Magnum", weapon_strikes(Strike("damage", 2, ranged=True, name="44-magnum-2r")))
# "1 optional maneuver each combat" that chooses the Magnum's strike (VT-RNG-05); one each combat even
# if the bearer changes (LSJ 19980302-2): it is given once, when the combat starts.
event(".44 Magnum", "combat-start", each_combat("maneuver", "44-magnum-2r"))


card("Sport Bike", Use(EQUIPMENT, EQUIP, when=may_carry_card("Sport Bike"), text="equip: a vehicle, +1 intercept"))
static("Sport Bike", "intercept", on_bearer(1))
carry_vehicles()


card("Ivory Bow", Use(EQUIPMENT, EQUIP, text="equip: a weapon, strike 1R aggravated"))
strikes("Ivory Bow", weapon_strikes(Strike("damage", 1, ranged=True, agg=True, name="ivory-bow-1r-agg")))


# ---- Bowl of Convergence


card("Bowl of Convergence", Use(EQUIPMENT, EQUIP, text="equip: +1 intercept with Auspex"))
static("Bowl of Convergence", "intercept", on_bearer(1, kind=has_discipline("aus")))  # "the bearer with Auspex"
abilities(
    "Bowl of Convergence",
    Ability(
        "the bearer burns 1 blood for +1 intercept",
        ACTION_STAGES,
        seq(BearerBurnsBlood(1), BearerIntercept(1)),
        # "The bearer with superior Auspex can burn 1 blood during an action": while it blocks (the only
        # time intercept counts, VT-STL-05).
        when=bearer_blocking(has_discipline("aus", 2), blood=1),
        needs="intercept",
        user="host",
    ),
)


# ---- Kevlar Vest


# "Once each combat, the bearer can prevent 2 damage from gun strikes or 1 damage from any other source".
rule("Kevlar Vest", core.SHIELDS, ShieldVs(gun=2, other=1), key="kevlar-vest")
card(
    "Kevlar Vest",
    Use(EQUIPMENT, EQUIP, when=may_carry_card("Kevlar Vest"), text="equip: prevent damage once each combat"),
)
carry_one("Kevlar Vest")
# "Once each combat, the bearer can prevent 2 damage from gun strikes or 1 damage from any other
# source": one shield for the combat, offered when the bearer is damaged (VT-DMG-02).
event("Kevlar Vest", "combat-start", each_combat("shield", "kevlar-vest"))


# ---- Codex of the Edenic Groundskeepers


def codex_stealth(s: VTESState, course: Any) -> int:
    """ "The bearer gets -2 stealth during bleed actions"."""
    uid = course.actor
    if not course.is_bleed() or uid not in s.minions:
        return 0
    return -2 * sum(1 for p in s.minions[uid].cards if p in s.placed and s.placed[p].card == CODEX)


def codex_may_bleed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "This vampire can bleed as a (D) action that costs 1 blood" (one bleed each turn, VT-ACT-07)."""
    m = s.minions.get(uid)
    return m is not None and is_vampire(s, uid) and m.blood >= 1 and ("bled", uid) not in s.marks


def codex_pay(s: VTESState, p: Play) -> None:
    """The action's cost, paid on success (VT-ACT-05)."""
    if p.by in s.minions:
        ops.burn_blood(s, p.by, 1)


def no_ready_unlocked(s: VTESState, seat: int) -> bool:
    return not any(not m.locked for _u, m in s.ready_minions(seat))


def codex_bonus(s: VTESState, info: dict[str, Any]) -> None:
    """ "This action gets +3 bleed if the target Methuselah controls no ready unlocked minions":
    judged as the bleed is about to succeed (the bleed amount is settled at resolution)."""
    course = info["course"]
    if course.ability is CODEX_BLEED and no_ready_unlocked(s, course.target_seat):
        course.bleed_bonus += 3
        ops.say(s, N_("{seat} controls no ready unlocked minion: +3 bleed."), seat=s.seat_name(course.target_seat))


def codex_announced(s: VTESState, info: dict[str, Any]) -> None:
    """A bleed: one each turn (VT-ACT-07)."""
    course = info["course"]
    if course.ability is CODEX_BLEED:
        s.marks[("bled", course.actor)] = True


def prey_of(s: VTESState, p: Play) -> int:
    """A bleed is directed at the prey (VT-ACT-06)."""
    return s.prey(p.seat)


CODEX_BLEED = Ability(
    "bleed as a (D) action that costs 1 blood",
    frozenset(("minion",)),
    code(codex_pay, tags=("burn-blood",)),
    when=codex_may_bleed,
    action=ActionSpec(bleed=0, target_seat=prey_of),
    by="host",
)
CODEX = card("Codex of the Edenic Groundskeepers", Use(EQUIPMENT, EQUIP, text="equip: -2 stealth bleeding; bleed"))
abilities("Codex of the Edenic Groundskeepers", CODEX_BLEED)
hook_while_on_table("Codex of the Edenic Groundskeepers", core.STEALTH_MODS, codex_stealth)
on("Codex of the Edenic Groundskeepers", "bleed-about", codex_bonus)
on("Codex of the Edenic Groundskeepers", "announce", codex_announced)


# ---- Heart of Nizchetus


def heart_may(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "If the bearer is ready during your unlock phase"."""
    return s.is_ready(bearer(s, src)) and bool(s.library[seat])


def heart_counts(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for n in range(1, min(3, len(s.library[seat])) + 1):
        yield (n,)


def heart_draw(s: VTESState, p: Play) -> None:
    """Draw up to 3 cards without discarding, then move as many from hand to the bottom of the
    library, chosen one by one by their owner (hidden: ``public=False``)."""
    got = ops.draw(s, p.seat, int(p.targets[0]))
    if s.log is not None:
        line = said_n(
            "{seat} draws {n} card with Heart of Nizchetus.",
            "{seat} draws {n} cards with Heart of Nizchetus.",
            got,
            seat=ops.who(s, p.seat),
        )
        ops.tell(s, line)
    ask_bottom(s, p.seat, got)


def ask_bottom(s: VTESState, seat: int, left: int) -> None:
    if left <= 0 or not s.hand[seat]:
        return
    slugs: list[str] = []
    for c in s.hand[seat]:
        if facts(c).slug not in slugs:
            slugs.append(facts(c).slug)
    choices = [Action("choose", (slug,)) for slug in slugs]
    question = said(
        N_("Heart of Nizchetus: move a card from your hand to the bottom of your library ({left} left)."), left=left
    )
    ask(s, seat, question, choices, to_bottom, (seat, left), public=False)


def to_bottom(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, left = int(args[0]), int(args[1])
    found = next((c for c in s.hand[seat] if facts(c).slug == action.args[0]), None)
    if found is not None:
        ops.take_from_hand(s, seat, found)
        s.library[seat].insert(0, found)  # the bottom (the top is the last item)
    ask_bottom(s, seat, left - 1)


card("Heart of Nizchetus", Use(EQUIPMENT, EQUIP, text="equip: draw up to 3 in your unlock phase"))
abilities(
    "Heart of Nizchetus",
    Ability(
        "draw up to 3 cards, then put as many from hand at the bottom of your library",
        frozenset(("unlock",)),
        code(heart_draw, tags=("draw",)),
        when=heart_may,
        targets=heart_counts,
        once="turn",
    ),
)


# ---- Living Manse


card(
    "Living Manse",
    Use(
        EQUIPMENT,
        # "Location. While in play, this card does not count as equipment" (``data``: a location, so
        # it is not taken by the equip action, VT-ACT-18).
        tagged(PutOn("by", data=("location",)), bleed=1),
        when=may_carry_card("Living Manse"),
        text="put on this vampire: +1 bleed",
    ),
)
# "A vampire can have only one Living Manse"; not being equipment in play, it is never taken by the
# equip action (VT-ACT-18), burned by a destroy-equipment strike (VT-STR-10) or taken by a diablerist
# (VT-DIAB-03): actions.is_equipment.
carry_one("Living Manse")
static("Living Manse", "bleed", on_bearer(1))
abilities(
    "Living Manse",
    Ability(
        "burn this card to end combat",
        frozenset(("before-range",)),
        seq(BurnThis(), EndCombat()),
        when=bearer_in_combat,
        user="host",
    ),
)


# ---- Shilmulo Tarot: not implemented (its draw replacement needs a hook in ops.draw).


# ---- Sword of the Archangel


def sword_strike(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    """ "Strike: strength+1 aggravated damage" (melee: close range only, VT-STR-05)."""
    return [Strike("damage", c.strength(s, uid) + 1, agg=True, name="sword-strength+1-agg", source=src)]


def opposing_card(s: VTESState, c: Combat, played_by: int, card_: int) -> int:
    """The card ``card_`` borne by the minion opposing ``played_by`` in this combat (-1 if none): a weapon
    cancelling what the opposing minion plays (Sword of the Archangel, Joumlon's Axe)."""
    if played_by not in (c.a, c.b):
        return -1
    other = c.other(played_by)
    if other not in s.minions:
        return -1
    return next((p for p in s.minions[other].cards if p in s.placed and s.placed[p].card == card_), -1)


def sword_source(s: VTESState, c: Combat, played_by: int) -> int:
    """The Sword borne by the minion opposing ``played_by`` in this combat (-1 if none)."""
    return opposing_card(s, c, played_by, SWORD)


def sword_may_cancel(s: VTESState, seat: int, p: Play, src: int) -> bool:
    """ "Once each combat, this Salubri can burn 1 blood to cancel a grapple or aim card as it is
    played by the opposing minion"."""

    c = current_combat(s)
    if c is None or p.card < 0 or not CARDS[p.card].kinds & {"grapple", "aim"}:
        return False
    if src < 0 or s.placed[src].controller != seat:
        return False
    uid = bearer(s, src)
    if not has_clan(s, uid, "Salubri") or s.minions[uid].blood < 1 or equipment_barred(s, c, uid, src):
        return False
    return once_key(s, Ctx("as-played", None, c), SWORD_CANCEL, src) not in s.marks


def sword_canceller(s: VTESState, seat: int, p: Play, cd: CardDef, use: Use) -> bool:
    c = current_combat(s)
    return c is not None and sword_may_cancel(s, seat, p, sword_source(s, c, p.by))


def sword_cancel_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    p = ctx.played
    c = ctx.combat
    return p is not None and c is not None and sword_source(s, c, p.by) == src and sword_may_cancel(s, seat, p, src)


def sword_cancel(s: VTESState, p: Play) -> None:
    ops.burn_blood(s, bearer(s, p.source), 1)
    cancel_played(s, unpaid=True)  # "and its cost is not paid"


def sword_burned(s: VTESState, info: dict[str, Any]) -> None:
    """ "Once each turn, if the opposing vampire is burned during this weapon's strike resolution and
    the bearer remains ready, the bearer can unlock at the end of combat": offered at the end of
    the round (the last one: the combat is over)."""
    c = current_combat(s)
    if c is None or not facts(info["card"]).crypt or info["uid"] not in (c.a, c.b):
        return
    uid = c.other(info["uid"])
    st = strike_of(c, uid)
    if uid not in s.minions or st.source not in s.placed or s.placed[st.source].card != SWORD:
        return
    if ("sword-unlock", st.source) not in s.marks:  # once each turn
        s.marks[("sword-unlock", st.source)] = True
        c.grant(s.controller(uid), uid, "sword-unlock", "end-round")


def sword_unlock(s: VTESState, uid: int, seat: int) -> None:
    if s.is_ready(uid):
        ops.unlock(s, uid)
        ops.say(s, N_("{minion} unlocks (Sword of the Archangel)."), minion=ops.label(s, uid))


SWORD_CANCEL = Ability(
    "burn 1 blood to cancel a grapple or aim card of the opposing minion",
    frozenset(("as-played",)),
    code(sword_cancel, tags=("cancel",)),
    when=sword_cancel_when,
    once="combat",
    user="host",
)
SWORD = card("Sword of the Archangel", Use(EQUIPMENT, EQUIP, text="equip: a melee weapon, strike strength+1 agg"))
strikes("Sword of the Archangel", sword_strike)
abilities("Sword of the Archangel", SWORD_CANCEL)
hook_while_on_table("Sword of the Archangel", core.CANCELLERS, sword_canceller)
hook("Sword of the Archangel", GRANTS, sword_unlock, "sword-unlock")
on("Sword of the Archangel", "burned", sword_burned)


# ---- Treasured Samadji


card("Treasured Samadji", Use(EQUIPMENT, EQUIP, text="equip: +1 bleed, a dodge each combat"))
static("Treasured Samadji", "bleed", on_bearer(1, kind=of_clan("Ravnos")))
# "Once each combat, this Ravnos can strike: dodge".
once_each_combat_strike(
    "Treasured Samadji",
    OnceEachCombat(Strike("dodge", name="samadji-dodge", after="samadji"), kind=of_clan("Ravnos")),
)


# ------------------------------------------------------------------------ retainers


card(
    "Raven Spy",
    levels(
        "ani",
        Use(RETAINER, Employ(1), text="employ: +1 intercept"),
        Use(RETAINER, Employ(2), text="employ with 2 life: +1 intercept"),
    ),
)
static("Raven Spy", "intercept", on_bearer(1))

card("Mr. Winthrop", Use(RETAINER, Employ(1), text="employ: +1 intercept"))
static("Mr. Winthrop", "intercept", on_bearer(1))

card("Revenant", Use(RETAINER, Employ(2), text="employ a ghoul: +1 intercept"))
static("Revenant", "intercept", on_bearer(1))


# ---- Feral Hound


card(
    "Feral Hound",
    levels(
        "ani",
        # [ani] "unlock this vampire during the next discard phase"; [ANI] "unlock this vampire after
        # resolution of this action": now, as the action resolves.
        Use(RETAINER, seq(Employ(1), UnlockAtDiscard()), text="employ; unlock during the next discard phase"),
        Use(RETAINER, seq(Employ(1), Unlock()), text="employ; unlock after this action"),
    ),
)
abilities(
    "Feral Hound",
    Ability(
        "lock this retainer: +1 intercept for the employer",
        ACTION_STAGES,
        BearerIntercept(1),
        when=bearer_blocking(),
        lock=True,
        needs="intercept",
    ),
)


# ---- Homunculus


card(
    "Homunculus",
    levels(
        "pro",
        Use(RETAINER, Employ(1), text="employ"),
        Use(RETAINER, Employ(2), text="employ with 2 life"),
    ),
)
abilities(
    "Homunculus",
    Ability(
        "the employer burns 1 blood to unlock",
        frozenset(("unlock", "unlock-any")),
        seq(BearerBurnsBlood(1), UnlockBearer()),
        when=bearer_locked(blood=1),
        once="turn",  # "during any Methuselah's unlock phase": once in each (VT-TERM-13)
        user="host",
    ),
)


# ---- Murder of Crows

card(
    "Murder of Crows",
    levels(
        "ani",
        Use(RETAINER, Employ(1), text="employ: 1R damage each round"),
        Use(RETAINER, Employ(2), text="employ with 2 life: 1R damage each round"),
    ),
)
# "inflicts 1R damage on the opposing minion each round of combat during normal strike resolution":
# environmental damage (VT-DMG-12, ANK 20180612), never dodged (RTR 19941109); given each round while
# the retainer is in play.
event("Murder of Crows", "round-start", each_combat("env", 1, "round"))


# ------------------------------------------------------------------------ allies


card("47th Street Royals", Use(ALLY, RECRUIT, text="recruit: a unique mortal, 1 strength"))
abilities(
    "47th Street Royals",
    Ability(
        "burn this ally: reduce a bleed against you by 3",
        ACTION_STAGES,
        seq(BURN_THIS_MINION, ReduceBleed(3)),
        when=bleeding_you,
    ),
)


# ---- Aggressive Corpse


def corpse_enters(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "This ally cannot gain life (instead, any life it would gain goes to the blood bank)"."""
    if info.get("uid") == src and src in s.minions:
        ops.mark(s, src, "no-life-gain")


def corpse_combat(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "In combat, strikes made by this ally cannot be dodged": its hand strike is replaced by an
    undodgeable one for the combat."""
    c: Combat = info["combat"]
    if src in (c.a, c.b):
        c.add(src, "no-hand-strike", "aggressive-corpse", "combat")


def corpse_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    own = [v for u, k, v, _ in c.mods if u == uid and k == "no-hand-strike"]
    if not own or any(v != "aggressive-corpse" for v in own) or c.value(uid, "forced"):
        return []
    return [HAND._replace(undodgeable=True)]


CORPSE = card("Aggressive Corpse", Use(ALLY, RECRUIT, text="recruit: a zombie with 3 life, 2 strength"))
# "This ally cannot be the target of directed actions requiring Dominate or Presence".
rule("Aggressive Corpse", core.TARGET_RULES, NotTargeted(CORPSE, requiring=("dom", "pre")))
abilities("Aggressive Corpse", enter_combat_ability("a minion", OTHERS_READY_MINION))
event("Aggressive Corpse", "enter-play", corpse_enters)
event("Aggressive Corpse", "combat-start", corpse_combat)
strikes("Aggressive Corpse", corpse_strikes)


# ---- City Star Taxi

card("City Star Taxi", Use(ALLY, RECRUIT, text="recruit: a mortal, strike 1R, a maneuver each combat"))
strikes("City Star Taxi", own_strikes(Strike("damage", 1, ranged=True, name="taxi-1r")))
event("City Star Taxi", "combat-start", each_combat("maneuver", ""))
abilities(
    "City Star Taxi",
    Ability(
        "lock: +1 stealth for a Ravnos you control",
        ACTION_STAGES,
        Stealth(1),
        # "Give a Ravnos you control +1 stealth": the acting minion, when stealth is needed.
        when=acting(of_clan("Ravnos"), yours=True),
        lock=True,
        needs="stealth",
    ),
)


# ---- Double Deuce


card("Double Deuce", Use(ALLY, RECRUIT, text="recruit: a unique werewolf, +1 stealth"))
static("Double Deuce", "stealth", const(1))
regains("Double Deuce", Regains(2))  # "if Double Deuce has 2 or fewer life during your unlock phase, he gains 1 life"


# ---- Screamer


def screamer_stealth_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "A minion controlled by your predator or prey": the acting minion (stealth counts only for
    it, VT-STL-01), when the stealth is above the blocker's intercept."""
    a = ctx.action
    return a is not None and a.actor_seat != seat and a.actor_seat in (s.predator(seat), s.prey(seat))


def screamer_stealth(s: VTESState, p: Play) -> None:
    a = action_of(s)
    ops.burn(s, p.source)
    if a is not None:
        a.stealth_bonus -= 1


def screamer_fail_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "As an action directed at an ally you control is announced" (ANK 20190425: before any
    modifier or reaction that is not played as the action is announced)."""
    a = ctx.action
    if a is None or not a.directed or a.target_seat != seat or a.aplay is None:
        return False
    return any(isinstance(t, int) and t in s.ready[seat] and not is_vampire(s, t) for t in a.aplay.targets)


def screamer_fail(s: VTESState, p: Play) -> None:
    """The action fails: it has reached its end without success (not blocked, LSJ 20070219)."""
    a = action_of(s)
    ops.burn(s, p.source)
    if a is not None:
        ops.say(s, N_("The action fails (Screamer)."))
        a.end_now(s)


card("Screamer", Use(ALLY, RECRUIT, text="recruit: a wraith, 1 strength, 1 bleed"))
abilities(
    "Screamer",
    Ability(
        "burn this ally: -1 stealth for a minion of your predator or prey",
        ACTION_STAGES,
        code(screamer_stealth, tags=("minus-stealth",)),
        when=screamer_stealth_when,
        needs="intercept",
    ),
    Ability(
        "burn this ally: an action directed at an ally you control fails",
        frozenset(("announce",)),
        code(screamer_fail, tags=("action-fails",)),
        when=screamer_fail_when,
    ),
)


# ---- Spectral Servitor


def servitor(superior: bool) -> Effect:
    """Recruit; "this ally can perform actions the turn it is recruited"; "unlock this vampire if this
    is their first successful recruit ally action this turn"."""

    def effect(s: VTESState, p: Play) -> None:
        earlier = s.marks.get(("recruits", p.by), 0)
        RECRUIT(s, p)
        uid = newest(s, p.seat, p.card)
        if uid >= 0:
            s.marks.pop(("recruited", uid), None)
            if superior:
                ops.mark(s, uid, SUPERIOR_MARK)
        if not earlier and p.by in s.minions and is_vampire(s, p.by):
            ops.unlock(s, p.by)

    return effect


def count_recruit_announced(s: VTESState, info: dict[str, Any]) -> None:
    course = info["course"]
    p = course.aplay
    if p is not None and p.card >= 0 and p.card in CARDS and CARDS[p.card].uses[p.use].as_ == ALLY:
        s.marks[("recruit-action", course.serial)] = True


def count_recruit_success(s: VTESState, info: dict[str, Any]) -> None:
    course = info["course"]
    if s.marks.pop(("recruit-action", course.serial), False):
        s.marks[("recruits", course.actor)] = s.marks.get(("recruits", course.actor), 0) + 1


def servitor_enters(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "This ally can play non-action cards requiring basic Oblivion as a vampire" (VT-CARD-63)."""
    if info.get("uid") == src and src in s.minions:
        ops.mark(s, src, "as-vampire:obl")


def servitor_due(s: VTESState, src: int, seat: int) -> bool:
    return seat == s.controller(src) and s.is_ready(src)


def servitor_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "During your unlock phase, burn this ally"; [OBL]: "you can burn 1 pool instead": the burn
    waits for the end of the unlock phase, in case the pool is paid."""
    if not servitor_due(s, src, info["seat"]):
        return
    if s.minions[src].marked(SUPERIOR_MARK):
        s.marks[("servitor-due", src)] = True
    else:
        ops.burn(s, src)


def servitor_master_phase(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if s.marks.pop(("servitor-due", src), False):
        ops.burn(s, src)


def servitor_pay(s: VTESState, p: Play) -> None:
    s.marks.pop(("servitor-due", p.source), None)
    ops.burn_pool(s, p.seat, 1)


def servitor_may_pay(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return ("servitor-due", src) in s.marks


card(
    "Spectral Servitor",
    levels(
        "obl",
        Use(
            ALLY, code(servitor(False), tags=("recruit",)), text="recruit: acts this turn, burned in your unlock phase"
        ),
        Use(ALLY, code(servitor(True), tags=("recruit",)), text="recruit: acts this turn, kept for 1 pool"),
    ),
)
abilities(
    "Spectral Servitor",
    Ability(
        "burn 1 pool instead of burning this ally",
        frozenset(("unlock",)),
        code(servitor_pay, tags=("keep-ally",)),
        when=servitor_may_pay,
    ),
)
event("Spectral Servitor", "enter-play", servitor_enters)
event("Spectral Servitor", "unlock", servitor_unlock, due=servitor_due)
event("Spectral Servitor", "master-phase", servitor_master_phase)
on("Spectral Servitor", "announce", count_recruit_announced)
on("Spectral Servitor", "action-success", count_recruit_success)


# ---- Nocturn: "Demon with 1 life. 1 strength, 1 bleed. [obt] Nocturn can perform actions the turn it is
# recruited. Unlock this vampire if this is their first successful recruit ally action this turn. Nocturn can
# play non-ally cards requiring basic Obtenebration [obt] as a vampire. Burn Nocturn during your unlock phase.
# [OBT] As above, and this vampire can perform this action again this turn, with the cost increased by 1
# blood (cumulative)." [OBT] lifts VT-MIN-07 for this vampire and Nocturn once it succeeds; each later
# Nocturn it recruits this turn costs 1 more blood for each such earlier one. Played as a vampire: action
# cards too (play.NON_ALLY: only ally cards are excluded), as for every such ally (VT-CARD-63, VT-CARD-64).

NOCTURN = "Nocturn"


def nocturn(superior: bool) -> Effect:
    def effect(s: VTESState, p: Play) -> None:
        earlier = s.marks.get(("recruits", p.by), 0)
        RECRUIT(s, p)
        uid = newest(s, p.seat, p.card)
        if uid >= 0:
            s.marks.pop(("recruited", uid), None)  # acts the turn it is recruited
            ops.mark(s, uid, f"as-vampire:obt{NON_ALLY}")
        if superior:  # "can perform this action again this turn" (VT-MIN-07)
            s.marks[(NOCTURN, p.by)] = s.marks.get((NOCTURN, p.by), 0) + 1
            s.marks.pop(("nra", p.by, facts(p.card).slug), None)
        if not earlier and p.by in s.minions and is_vampire(s, p.by):
            ops.unlock(s, p.by)

    return effect


def nocturn_cost(s: VTESState, seat: int, uid: int, card: int, use: Use) -> tuple[int, int]:
    """[OBT] "with the cost increased by 1 blood (cumulative)": for each earlier one this turn."""
    if card != NOCTURN_ID:
        return (0, 0)
    return (s.marks.get((NOCTURN, uid), 0), 0)


card(
    NOCTURN,
    levels(
        "obt",
        Use(ALLY, code(nocturn(False), tags=("recruit",)), text="recruit: acts this turn, burned in your unlock phase"),
        Use(
            ALLY,
            code(nocturn(True), tags=("recruit",)),
            text="recruit: acts this turn; may recruit again, 1 blood more",
        ),
    ),
)
NOCTURN_ID = card_id(NOCTURN)
nocturn_cost.plays = NOCTURN_ID  # type: ignore[attr-defined]  # its plays alone (hooks.active_for)
rule(NOCTURN, core.COST_CHANGES, nocturn_cost)
event(NOCTURN, "unlock", servitor_unlock, due=servitor_due)


# ---- Underbridge Stray


def stray_press_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "Give a minion you control 1 press": a combatant of yours that may press now (VT-PRS-01)."""
    c = ctx.combat
    if c is None:
        return
    for uid in (c.a, c.b):
        if uid in s.minions and s.controller(uid) == seat:
            for how in ("continue", "end"):
                if core.may_press(c, uid, how):
                    yield (uid, how)


def stray_press(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    ops.burn_blood(s, p.source, 1)  # its last life burns it (VT-DMG-06)
    if c is not None and c.both_ready(s):  # the Stray itself may have been the combatant
        core.press(s, c, int(p.targets[0]), str(p.targets[1]))


def stray_unlock_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """ "During an action directed at you (or a card you control) ... if it is not blocking"."""
    a = ctx.action
    return directed_at_you(s, ctx, seat, src) and a.blocker != src and a.blocked_by != src


def stray_unlock_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for uid, m in s.ready_minions(seat):
        if m.locked and uid != src:
            yield (uid,)


def stray_unlock(s: VTESState, p: Play) -> None:
    ops.burn(s, p.source)
    uid = p.targets[0]
    if uid in s.minions:
        ops.unlock(s, uid)


def stray_strength(s: VTESState, src: int, uid: int) -> int:
    """[ANI]: the superior version has 1 strength."""
    return 1 if s.minions[uid].marked(SUPERIOR_MARK) else 0


card(
    "Underbridge Stray",
    levels(
        "ani",
        Use(ALLY, Recruit(1), text="recruit: an animal with 1 life"),
        Use(ALLY, code(superior_ally(2), tags=("recruit",)), text="recruit: 2 life, 1 strength"),
    ),
)
static("Underbridge Stray", "strength", stray_strength)
abilities(
    "Underbridge Stray",
    Ability(
        "burn 1 life: a minion you control presses",
        frozenset(("press",)),
        code(stray_press, press=True),
        targets=stray_press_targets,
    ),
    Ability(
        "burn this ally: unlock a ready minion you control",
        ACTION_STAGES,
        code(stray_unlock, unlock=True),
        when=stray_unlock_when,
        targets=stray_unlock_targets,
    ),
)


# ---- The Vozhd of Sofia


card("The Vozhd of Sofia", Use(ALLY, RECRUIT, text="recruit: a unique ghoul with 5 life, strike 3R"))
event("The Vozhd of Sofia", "enter-play", burn_ally_or_retainer)
strikes("The Vozhd of Sofia", own_strikes(Strike("damage", 3, ranged=True, name="vozhd-3r")))
abilities(
    "The Vozhd of Sofia",
    enter_combat_ability("a minion", OTHERS_READY_MINION),
    Ability(
        "discard an ally or retainer card: +2 life",
        frozenset(("unlock",)),
        DiscardChosen(SourceGainsLife(2)),
        targets=HandCards(("Ally", "Retainer")),
        once="turn",
    ),
)


# ---- War Ghoul


card("War Ghoul", Use(ALLY, RECRUIT, text="recruit: a ghoul with 5 life, 4 strength"))
event("War Ghoul", "enter-play", burn_ally_or_retainer)
event("War Ghoul", "round-start", each_combat("shield", 1, "round"))
abilities(
    "War Ghoul",
    enter_combat_ability("a vampire", OTHERS_READY_VAMPIRE),
    Ability(
        "lock and burn itself to burn a location",
        OUT_OF_COMBAT,
        seq(BURN_THIS_MINION, BurnTargetCard()),
        when=no_combat,
        targets=Locations("any"),
        lock=True,
    ),
)


# ---- Shilmulo Tarot

TAROT = "Shilmulo Tarot"


def tarot_of(s: VTESState, seat: int) -> int:
    """The Shilmulo Tarot the seat controls in play (-1 if none; it is unique, VT-CARD-33)."""
    tarot = card_id(TAROT)
    for uid, p in s.placed.items():
        if p.card == tarot and p.controller == seat and p.host in s.minions:
            return uid
    return -1


def tarot_to_aside(s: VTESState, seat: int, n: int) -> int:
    """Move the top ``n`` cards of the library onto the Tarot, face down and out of play: they are
    kept in ``state.aside``, which only their owner sees."""
    moved = 0
    while moved < n and s.library[seat]:
        s.aside[seat].append(s.library[seat].pop())
        moved += 1
    return moved


def tarot_equip(s: VTESState, p: Play) -> None:
    """Equip, then "move the top 2 cards of your library to this equipment, face down and out of play"."""
    EQUIP(s, p)
    n = tarot_to_aside(s, p.seat, 2)
    if s.log is not None:
        line = said_n(
            "{seat} moves {n} card face down onto {card}.",
            "{seat} moves {n} cards face down onto {card}.",
            n,
            seat=ops.who(s, p.seat),
            card=TAROT,
        )
        ops.tell(s, line)


def tarot_may_draw(s: VTESState, seat: int) -> bool:
    """ "While this Ravnos is ready, if you would draw a card from your library, you can draw one of
    these cards instead" (a DRAW_CHOICES entry)."""
    uid = tarot_of(s, seat)
    return uid >= 0 and bool(s.aside[seat]) and s.is_ready(s.placed[uid].host)


def tarot_draw(s: VTESState, seat: int, card: int) -> bool:
    if card not in s.aside[seat] or not tarot_may_draw(s, seat):
        return False
    s.aside[seat].remove(card)
    s.hand[seat].append(card)
    ops.say(s, N_("{seat} draws a card from {card}."), seat=ops.who(s, seat), card=TAROT)
    return True


def tarot_unlock(s: VTESState, p: Play) -> None:
    """ "During your unlock phase, you can move the top card of your library to this equipment"."""
    if tarot_to_aside(s, p.seat, 1):
        ops.say(s, N_("{seat} moves the top card of their library onto {card}."), seat=ops.who(s, p.seat), card=TAROT)


def tarot_burned(s: VTESState, info: dict[str, Any]) -> None:
    """The cards on the Tarot go with it to its owner's ash heap when it leaves play."""
    if info.get("card") == card_id(TAROT):
        seat = int(info["controller"])
        s.ash[seat].extend(s.aside[seat])
        s.aside[seat].clear()


def tarot_library(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    return bool(s.library[seat])


card(TAROT, Use(EQUIPMENT, code(tarot_equip, tags=("equip",)), text="equip: unique; draw from the 2 cards it holds"))
on(TAROT, "card-burned", tarot_burned)
hook(TAROT, core.DRAW_CHOICES, tarot_may_draw)
hook(TAROT, core.DRAW_FROM, tarot_draw)
abilities(
    TAROT,
    Ability(
        "move the top card of your library onto the Tarot",
        frozenset(("unlock",)),
        code(tarot_unlock),
        when=tarot_library,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ cards outside the Fifth Edition pool
# Each written from its printed text as data (``tabletome vtes coverage``): the ally's life,
# strength and bleed come from its first line (model.Facts).

card("The Knights", Use(ALLY, RECRUIT, text="recruit: a unique mortal with 2 life, 2 strength"))
card("Loyal Street Gang", Use(ALLY, RECRUIT, text="recruit: a mortal with 2 life, 1 strength"))
card("Political Ally", Use(ALLY, RECRUIT, text="recruit: a unique mortal with 1 life, 3 bleed"))
for _name in ("J. S. Simmons, Esq.", "Tasha Morgan"):
    card(_name, Use(RETAINER, Employ(), text="employ: the employer gets +1 bleed"))
    static(_name, "bleed", on_bearer(1))  # "The employer gets +1 bleed"

card("Flamethrower", Use(EQUIPMENT, EQUIP, text="equip: a weapon, strike 2R aggravated"))
strikes("Flamethrower", weapon_strikes(Strike("damage", 2, ranged=True, agg=True, name="flamethrower-2r-agg")))
for _name in ("Bastard Sword", "Meat Cleaver"):
    card(_name, Use(EQUIPMENT, EQUIP, text="equip: a melee weapon, strength+1 damage each strike"))
    strikes(_name, melee_strikes(1, f"{facts(card_id(_name)).slug}-strength+1"))


# ------------------------------------------------------------------------ Mylan Horseed, Vagabond Mystic

card("Mylan Horseed", Use(ALLY, RECRUIT, text="recruit: a unique changeling with 1 bleed, a dodge each combat"))
once_each_combat_strike("Mylan Horseed", OnceEachCombat(Strike("dodge", name="mylan-dodge")))
abilities(
    "Mylan Horseed",
    Ability(
        "unlock a ready non-Camarilla vampire with capacity 8 or more",
        MINION_PHASE,
        Unlock(target=True),
        targets=Minions(
            "any", vampire=True, locked=True, kind=all_kinds(not_kind(in_sect("camarilla")), capacity_at_least(8))
        ),
        action=ActionSpec(stealth=1),
        by="self",
    ),
)
rule("Mylan Horseed", core.BLOCK_RULES, CannotBlockKind("Mylan Horseed", is_vampire))  # "cannot block vampires"

card("Vagabond Mystic", Use(ALLY, RECRUIT, text="recruit: a unique mortal with 2 life that heals your allies"))
abilities(
    "Vagabond Mystic",
    Ability(
        "add 1 life to an ally you control with fewer life than its starting life",
        ANY_TIME,
        Heal(1),
        targets=Minions("yours", "controlled", vampire=False, kind=wounded_ally),
        lock=True,
    ),
)
rule("Vagabond Mystic", core.BLOCK_RULES, CannotBlockKind("Vagabond Mystic", is_vampire))


# ------------------------------------------------------------------------ more equipment

card(
    "Laptop Computer",
    Use(EQUIPMENT, EQUIP, when=may_carry_card("Laptop Computer"), text="equip: electronic, +1 bleed"),
)
static("Laptop Computer", "bleed", on_bearer(1))
carry_one("Laptop Computer")  # "A minion can have only one Laptop Computer"

card("IR Goggles", Use(EQUIPMENT, EQUIP, text="equip: electronic, an optional maneuver each combat"))
event("IR Goggles", "combat-start", each_combat("maneuver", ""))

card("Assault Rifle", Use(EQUIPMENT, EQUIP, text="equip: a gun, strike 4R, an optional maneuver each combat"))
strikes("Assault Rifle", weapon_strikes(Strike("damage", 4, ranged=True, name="assault-rifle-4r")))
event("Assault Rifle", "combat-start", each_combat("maneuver", "assault-rifle-4r"))

card("Flak Jacket", Use(EQUIPMENT, EQUIP, text="equip: prevent 1 damage each combat"))
event("Flak Jacket", "combat-start", each_combat("shield", 1))

card("Erebus Mask", Use(EQUIPMENT, EQUIP, text="equip: a Harbinger of Skulls gets +1 stealth"))
static("Erebus Mask", "stealth", on_bearer(1, kind=of_clan("Harbinger of Skulls")))

card("Jackie Therman", Use(RETAINER, Employ(), text="employ: an optional maneuver each combat"))
event("Jackie Therman", "combat-start", each_combat("maneuver", ""))


# ------------------------------------------------------------------------ Renegade Garou


def garou_round(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "An additional strike (limited) each round": it uses up the round's limited additional strike
    (VT-STR-16)."""

    c: Combat = info["combat"]
    if src in (c.a, c.b):
        c.add(src, "additional", 1, "round")
        note_round(s, LIMITED, src)


card("Renegade Garou", Use(ALLY, RECRUIT, text="recruit: a werewolf with 3 life, 2 strength"))
event("Renegade Garou", "round-start", garou_round)
event("Renegade Garou", "combat-start", each_combat("maneuver", ""))  # "an optional maneuver each combat"
abilities(
    "Renegade Garou",
    Ability(
        "enter combat with a minion controlled by another Methuselah",
        MINION_PHASE,
        FIGHT,
        when=not_recruited,
        targets=OTHERS_READY_MINION,
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)
regains("Renegade Garou", Regains(2))  # "If he has 2 or fewer life during your unlock phase, he gains 1 life"


# ------------------------------------------------------------------------ Carlton Van Wyk


def last_turn_of(s: VTESState, seat: int) -> int:
    """The game turn of ``seat``'s last turn before this one (0 if none): walked back from the
    current turn, each earlier turn being the one of the previous Methuselah still in the game then
    (a Methuselah ousted on turn k still played the turns before, VT-OUST-04)."""
    who, t = s.current, s.turn
    while t > 1:
        t -= 1
        present = [x for x in range(s.players) if s.ousted_on[x] == 0 or s.ousted_on[x] >= t]
        who = present[present.index(who) - 1]  # who played turn t + 1 was still in the game on turn t
        if who == seat:
            return t
    return 0


def diablerists(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "A vampire who has committed diablerie since your last turn": between the end of your last
    turn and now, your current turn included (LSJ 20020429), even the turn Carlton was recruited (ANK
    20180517). The diablerie's turn is kept by the rules (``("diablerie", uid)``)."""
    since = last_turn_of(s, seat)
    for t in s.remaining():
        for v in s.ready[t] + s.torpor[t]:
            if s.game_marks.get(("diablerie", v), 0) > since and is_vampire(s, v):
                yield (v,)


card("Carlton Van Wyk", Use(ALLY, RECRUIT, text="recruit: a unique mortal with 2 life, strike 1R, a dodge each combat"))
CARLTON_DODGE = OnceEachCombat(Strike("dodge", name="carlton-dodge", after="carlton-dodge"))
CARLTON_1R = own_strikes(Strike("damage", 1, ranged=True, name="carlton-1r"))


def carlton_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    """ "Carlton can strike: 1R damage. Once each combat, he can strike: dodge"."""
    return [*CARLTON_1R(s, c, uid, src), *CARLTON_DODGE(s, c, uid, src)]


once_each_combat_strike("Carlton Van Wyk", CARLTON_DODGE)
strikes("Carlton Van Wyk", carlton_strikes)  # both strikes (the line above registered the dodge alone)
static("Carlton Van Wyk", "intercept", KindGets(1, any_minion, against=is_vampire))  # "+1 intercept against vampires"
abilities(
    "Carlton Van Wyk",
    Ability(
        "burn Carlton to burn a vampire who has committed diablerie since your last turn",
        DISCARD,
        seq(BURN_THIS_MINION, BurnTarget()),
        targets=diablerists,
    ),
)


# ------------------------------------------------------------------------ Palatial Estate


card(
    "Palatial Estate",
    # "Represents a location and does not count as equipment while in play" (LSJ 20080114), as Living Manse.
    Use(EQUIPMENT, PutOn("by", data=("location",)), text="put on this vampire: it gains 1 blood each master phase"),
)
event("Palatial Estate", "master-phase", phase_of("own", GainsInPhase(1)))  # "during your master phase"


# ------------------------------------------------------------------------ The Signet of King Saul


card("The Signet of King Saul", Use(EQUIPMENT, EQUIP, text="equip: vampires with capacity 8 or more cannot block"))
# "Vampires with capacity 8 or more cannot attempt to block the bearer".
rule(
    "The Signet of King Saul",
    core.BLOCK_RULES,
    BearerUnblockable("The Signet of King Saul", all_kinds(is_vampire, capacity_at_least(8))),
)


# ------------------------------------------------------------------------ Sniper Rifle

SNIPER_STRIKE = "sniper-rifle-2r"


def sniper_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    """ "Strike: 2R damage, only usable at long range"."""

    return [Strike("damage", 2, ranged=True, name=SNIPER_STRIKE, source=src)] if c.range == LONG else []


def sniper_blocked(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If the bearer blocks, they can, before range is determined, set the range for the first round
    of the resulting combat to long": the combat of the block with the acting minion itself (not a
    Slave fighting for it, ANK 20200115; not a new combat, LSJ 20010814), the Rifle borne as it
    started (LSJ 20021028)."""
    c: Combat = info["combat"]
    a = action_of(s)
    uid = bearer(s, src)
    if a is None or uid != c.b or a.blocked_by != uid or c.a != a.actor:
        return
    key = ("this-action", "sniper-rifle", uid)
    if key not in s.marks:
        s.marks[key] = True
        c.grant(s.controller(uid), uid, "sniper-rifle", "before-range")


def sniper_may(s: VTESState, c: Any, uid: int, seat: int) -> bool:
    """Only in the first round, unless another effect already sets its range (PIB 20120214)."""
    return isinstance(c, Combat) and c.round == 1 and "close-next" not in c.flags


def sniper_set(s: VTESState, uid: int, seat: int) -> None:
    """The range is long and set (no range step that round, RTR 19970630); the bearer's initial
    strike must be with the Rifle."""

    c = current_combat(s)
    if c is None:
        return
    c.range = LONG
    c.flags = c.flags | {"range-set"}
    c.add(uid, "forced", SNIPER_STRIKE, "round")
    ops.say(s, N_("{minion} sets the range to long (Sniper Rifle)."), minion=ops.label(s, uid))


card("Sniper Rifle", Use(EQUIPMENT, EQUIP, text="equip: a gun, strike 2R at long range"))
strikes("Sniper Rifle", sniper_strikes)
event("Sniper Rifle", "combat-start", sniper_blocked)
hook("Sniper Rifle", GRANTS, sniper_set, "sniper-rifle")
hook("Sniper Rifle", GRANT_WHEN, sniper_may, "sniper-rifle")


# ------------------------------------------------------------------------ Dog Pack


card("Dog Pack", Use(RETAINER, Employ(), text="employ: an animal; the opposing minion cannot strike: combat ends"))
# "Minions in combat with the employer cannot strike: combat ends".
event("Dog Pack", "combat-start", each_combat("no-combat-ends", 1, "combat", opposing=True))


# ------------------------------------------------------------------------ Blood Tears of Kephran


card("Blood Tears of Kephran", Use(EQUIPMENT, EQUIP, text="equip: burn to prevent 2 damage or gain 2 blood"))
abilities(
    "Blood Tears of Kephran",
    Ability(
        "burn this card to prevent 2 damage in combat",
        DAMAGE,
        seq(BurnThis(), Prevent(2)),
        when=bearer_damaged,
        user="host",
    ),
    # "To gain 2 blood (ignore excess blood)".
    Ability("burn this card to gain 2 blood", ANY_TIME, seq(BearerGainsBlood(2), BurnThis()), user="host"),
)


# ------------------------------------------------------------------------ Cooler


card("Cooler", Use(EQUIPMENT, Equip(counters=4), text="equip with 4 blood counters"))
abilities(
    "Cooler",
    Ability(
        "move 1 blood from this card to this vampire",
        UNLOCK,
        # "... move 1 blood from this card to this vampire. Burn this card when it has no counters".
        BearerGainsBlood(1, from_counters=True),
        when=bearer_ready_counters,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ Camera Phone


def camera_may_bleed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """A bleed: one each turn (VT-ACT-07)."""
    return uid in s.minions and ("bled", uid) not in s.marks


def camera_announced(s: VTESState, info: dict[str, Any]) -> None:
    course = info["course"]
    if course.ability is CAMERA_BLEED:
        s.marks[("bled", course.actor)] = True


def camera_no_other(s: VTESState, info: dict[str, Any]) -> None:
    """ "No other equipment can increase the bleed amount of this action": what the actor's other
    equipment adds to its bleed is taken off as the bleed is about to succeed."""

    course = info["course"]
    if course.ability is not CAMERA_BLEED or course.actor not in s.minions:
        return
    table = STATICS.get("bleed", {})
    for p in s.minions[course.actor].cards:
        if p in s.placed and is_equipment(s, p):
            more = sum(f(s, p, course.actor) for f in table.get(s.placed[p].card, ()))
            course.bleed_bonus -= max(0, more)


def camera_bleed(s: VTESState, p: Play) -> None:
    """The bleed itself: +1 bleed (the action's ``bleed``), nothing else to do."""


CAMERA_BLEED = Ability(
    "bleed at +1 bleed as a (D) action",
    frozenset(("minion",)),
    code(camera_bleed, bleed=1),
    when=camera_may_bleed,
    action=ActionSpec(bleed=1, target_seat=prey_of),
    by="host",
)
card("Camera Phone", Use(EQUIPMENT, EQUIP, text="equip: electronic, bleed at +1 bleed"))
abilities("Camera Phone", CAMERA_BLEED)
on("Camera Phone", "announce", camera_announced)
on("Camera Phone", "bleed-about", camera_no_other)


# ------------------------------------------------------------------------ Saatet-ta

SETITE = of_clan("Ministry")  # "a Follower of Set": the clan is now named the Ministry

card("Saatet-ta", Use(ALLY, RECRUIT, text="recruit: a unique mummy with 2 life, 2 strength, 1 bleed"))
abilities(
    "Saatet-ta",
    Ability(
        "lock: +1 stealth for a Follower of Set you control",
        ACTION_STAGES,
        Stealth(1),
        when=acting(SETITE, yours=True),
        lock=True,
        needs="stealth",
    ),
    Ability(
        "lock: +1 intercept for a Follower of Set you control",
        ACTION_STAGES,
        BlockerIntercept(1),
        when=blocking(SETITE, yours=True),
        lock=True,
        needs="intercept",
    ),
    Ability(
        "lock: +1 bleed for a Follower of Set you control",
        ACTION_STAGES,  # before resolution (ANK 20231124)
        Bleed(1),
        when=acting(SETITE, yours=True, bleed=True),
        lock=True,
    ),
)
rule("Saatet-ta", SHUFFLED_BACK, ShuffledBack(), key=card_id("Saatet-ta"))


# ------------------------------------------------------------------------ Crypt's Sons

card(
    "Crypt's Sons",
    Use(RETAINER, Employ(), text="employ: a unique mortal with 3 life"),
    requires=minion_is(anarch_minion),
    requires_text="Requires an Anarch",
)
abilities(
    "Crypt's Sons",
    Ability(
        "burn 1 life from this retainer to lock the blocking minion and continue the action as if unblocked",
        BLOCKED,
        ContinueUnblocked(1),
        when=bearer_blocked,
        user="host",
    ),
)
# "This retainer inflicts 1R damage on the opposing minion each round of combat during normal strike
# resolution": environmental damage, as Murder of Crows's (VT-DMG-12; even against a dodge, RTR 19941109).
event("Crypt's Sons", "round-start", each_combat("env", 1, "round"))


# ------------------------------------------------------------------------ Leather Jacket

card(
    "Leather Jacket",
    Use(
        EQUIPMENT,
        seq(EQUIP, UnlockAtEndOfTurn()),  # "if the action to equip ... is successful"
        when=may_carry_card("Leather Jacket"),
        text="equip: unlocked at the end of the turn; burn to prevent a strike's damage",
    ),
)
carry_one("Leather Jacket")  # "A minion may have only one Leather Jacket"
abilities(
    "Leather Jacket",
    Ability(
        "burn this card to prevent all the damage from the opposing minion's strike",
        DAMAGE,
        seq(BurnThis(), PreventAll()),
        when=bearer_struck,
        user="host",
    ),
)


# ------------------------------------------------------------------------ Robert Carter

card("Robert Carter", Use(RETAINER, Employ(1), text="employ: a unique ghoul, +2 bleed; 1 blood each unlock phase"))
static("Robert Carter", "bleed", on_bearer(2))  # "The vampire with this retainer gets +2 bleed"
unlock_event("Robert Carter", "own", EmployerBloodOrBurned(1))  # "Carter's employer burns 1 blood, or ..."


# ------------------------------------------------------------------------ Muddled Vampire Hunter

card("Muddled Vampire Hunter", Use(ALLY, RECRUIT, text="recruit: a unique mortal, 4 strength, first strike"))
rule("Muddled Vampire Hunter", core.FIRST_STRIKERS, FirstStrike("Muddled Vampire Hunter"))
abilities(
    "Muddled Vampire Hunter",
    enter_combat_ability("a ready vampire controlled by another Methuselah", OTHERS_READY_VAMPIRE),
)


# ------------------------------------------------------------------------ Ponticulus

card("Ponticulus", Use(ALLY, RECRUIT, text="recruit: a unique wraith, +1 intercept during actions directed at you"))
static("Ponticulus", "intercept", DuringAction(1, "at-you"))  # "+1 intercept during actions directed at you"
abilities(
    "Ponticulus",
    # "He can lock to give any Tremere +1 intercept": the Tremere attempting to block (VT-STL-05).
    intercept_location(
        "lock to give a Tremere attempting to block +1 intercept", 1, blocking(of_clan("Tremere"), None)
    ),
)
event("Ponticulus", "combat-start", each_combat("immune", "normal"))  # "immune to non-aggravated damage"
lasting_flag("Ponticulus", "cannot-act", of_its_own)  # "He cannot act"
rule("Ponticulus", core.CARRY_RULES, NoEquipment("Ponticulus"))  # "he cannot have or use equipment"


# ------------------------------------------------------------------------ Sengir Dagger

card("Sengir Dagger", Use(EQUIPMENT, EQUIP, text="equip: a unique melee weapon, strength aggravated damage"))
strikes("Sengir Dagger", melee_strikes(0, "sengir-dagger-strength-agg", agg=True))


# ------------------------------------------------------------------------ Ossian

card("Ossian", Use(ALLY, RECRUIT, text="recruit: a unique werewolf with 4 life, 2 strength"))
abilities(
    "Ossian",
    Ability(
        "enter combat with a vampire as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,
        when=not_recruited,  # VT-ACT-22
        targets=OTHERS_READY_VAMPIRE,  # a directed action: a vampire of another Methuselah
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)
# "In the first round of combat with a vampire who has played a card that requires Auspex during
# this action, that vampire cannot use any maneuvers or strikes."
event("Ossian", "combat-start", BarredIfPlayed("aus"))
# "Ossian gains 1 life at the end of each round for each blood the opposing vampire used to heal
# damage or prevent destruction that round."
rule("Ossian", core.ROUND_END, LifeFromBloodUsed("Ossian"))


# ------------------------------------------------------------------------ Stolen Police Cruiser

card(
    "Stolen Police Cruiser",
    Use(
        EQUIPMENT, EQUIP, when=may_carry_card("Stolen Police Cruiser"), text="equip: a vehicle, +1 bleed for an Anarch"
    ),
)
static("Stolen Police Cruiser", "bleed", on_bearer(1, kind=anarch_minion))  # "This Anarch gets +1 bleed"
# "Allies and younger vampires get -1 intercept against this Anarch."
rule("Stolen Police Cruiser", core.INTERCEPT_MODS, LessInterceptAgainst("Stolen Police Cruiser", 1, anarch_minion))
# "Vampires can burn this card as a (D) action that costs 1 pool; if that action is successful, this
# Anarch is locked and does not unlock as normal during their next unlock phase."
abilities("Stolen Police Cruiser", burn_card_as_action("Stolen Police Cruiser", True, pool=1, then=StunBearer()))


# ------------------------------------------------------------------------ havens: Zaire River Ferry, Body Bag

carry_havens()  # "A vampire can have only one haven"

card(
    "Zaire River Ferry",
    Use(
        EQUIPMENT,
        # "While in play, this equipment card represents a location and does not count as equipment."
        PutOn("by", data=("location",)),
        when=may_carry_card("Zaire River Ferry"),
        text="put on this Lasombra: a haven",
    ),
)
abilities(
    "Zaire River Ferry",
    Ability(
        "lock as an action directed at this Lasombra is announced to have that action fail",
        ANNOUNCE,
        EndAction(unlock=False),
        when=bearer_targeted,
        lock=True,
        user="host",
    ),
    Ability(
        "lock to give this Lasombra +1 stealth",
        ACTION_STAGES,
        Stealth(1),
        when=bearer_acting(),
        lock=True,
        needs="stealth",
        user="host",
    ),
)

card(
    "Body Bag",
    Use(EQUIPMENT, EQUIP, when=may_carry_card("Body Bag"), text="equip: a haven for an anarch"),
    requires=minion_is(anarch_minion),
    requires_text="Only usable by an anarch",
)
abilities(
    "Body Bag",
    Ability(
        "burn 2 blood to cause an action directed at this anarch to fail",
        ACTION_STAGES,
        seq(BearerBurnsBlood(2), EndAction(unlock=False)),
        when=all_of(bearer_targeted, bearer_with(anarch_minion, blood=2)),
        user="host",
    ),
)


# ------------------------------------------------------------------------ Owl Companion

card(
    "Owl Companion",
    levels(
        "ani",
        Use(RETAINER, Employ(1), text="employ: the opposing Methuselah plays with an open hand in combat"),
        Use(RETAINER, Employ(2), text="employ with 2 life: the opposing Methuselah plays with an open hand in combat"),
    ),
)
# "While the employer is in combat, the opposing minion's controller plays with an open hand."
event("Owl Companion", "combat-start", OpenHandInCombat())


# ------------------------------------------------------------------------ Flaming Candle

card(
    "Flaming Candle",
    # "Only one Flaming Candle can be played or equipped in a game."
    Use(EQUIPMENT, EQUIP, when=once_in_game("flaming-candle"), text="equip: burn it to make an action unblockable"),
)
rule("Flaming Candle", core.AS_PLAYED, InGame("flaming-candle"), key=card_id("Flaming Candle"))
abilities(
    "Flaming Candle",
    Ability(
        "burn 1 blood and this card as the action is announced: unblockable by vampires",
        ANNOUNCE,
        seq(BearerBurnsBlood(1), BURN_THIS, flag("no-vampire-block")),
        when=all_of(bearer_acting(), bearer_with(is_vampire, blood=1)),
        user="host",
    ),
)


# ------------------------------------------------------------------------ The Sargon Fragment

card("The Sargon Fragment", Use(EQUIPMENT, EQUIP, text="equip: superior Necromancy; ash heap to hand as an action"))
static("The Sargon Fragment", LEVEL + "nec", on_bearer(2, kind=is_vampire))  # "gets superior Necromancy"
abilities(
    "The Sargon Fragment",
    Ability(
        "move a library card from your ash heap to your hand as an action that costs 1 blood",
        MINION_PHASE,
        seq(ActorBurnsBlood(1), AshToHand()),  # the cost, paid on success (VT-ACT-05)
        when=all_of(has_blood(1), ash_holds(1)),
        action=ActionSpec(),
        by="host",
    ),
)


# ------------------------------------------------------------------------ Gran Madre di Dio, Italy

card(
    "Gran Madre di Dio, Italy",
    Use(
        EQUIPMENT,
        # "In play, this is a unique location and does not count as equipment."
        PutOn("by", data=("location",)),
        text="put on this vampire: minions your predator or prey put in play are locked",
    ),
)
event("Gran Madre di Dio, Italy", "enter-play", LockedOnEntry(1))


# ------------------------------------------------------------------------ Grey Thorne

card(
    "Grey Thorne",
    Use(ALLY, RECRUIT, text="recruit: a unique ghoul with 2 life, 1 strength, 1 bleed"),
    requires=minion_is(anarch_minion),
    requires_text="Requires an anarch",
)
# "Grey may play cards that require Celerity or Potence as an Anarch vampire."
event("Grey Thorne", "enter-play", PlaysAsVampire(("cel", "pot")))
abilities(
    "Grey Thorne",
    Ability(
        "a ready anarch you control burns 1 blood to add 1 life to Grey",
        UNLOCK,
        LifeForBlood(1),  # "During your unlock phase, if Grey has only 1 life, any ready anarch may burn a blood"
        when=life_exactly(1),
        targets=Minions("yours", kind=all_kinds(anarch_minion, blood_at_least(1))),
    ),
)


# ------------------------------------------------------------------------ An Anarch Manifesto

MANIFESTO = "Anarch Manifesto, An"
card(
    MANIFESTO,
    Use(EQUIPMENT, EQUIP, when=may_carry_card(MANIFESTO), text="equip: +1 stealth on actions requiring an anarch"),
)
carry_one(MANIFESTO)  # "A minion may have only one Anarch Manifesto"
rule(MANIFESTO, core.STEALTH_MODS, StealthOnAnarchActions(MANIFESTO))  # "+1 stealth on actions that require an anarch"
# "Titled non-Anarch vampires get +1 strength in combat with this minion."
event(MANIFESTO, "combat-start", OpposingKindGets("strength", 1, all_kinds(titled_vampire, not_kind(anarch_minion))))


# ------------------------------------------------------------------------ Helicopter

card(
    "Helicopter",
    # "When a minion equips with the Helicopter, lock it."
    Use(EQUIPMENT, Equip(locked=True), when=may_carry_card("Helicopter"), text="equip: a vehicle, put on locked"),
)
abilities(
    "Helicopter",
    Ability(
        "lock the Helicopter to unlock after resolving a successful action",
        AFTER,
        UnlockBearer(),  # "After resolving a successful action, this minion may lock the Helicopter to unlock."
        when=all_of(bearer_acting(), successful),
        lock=True,
        user="host",
    ),
)


# ------------------------------------------------------------------------ Ritual Goblet

card("Ritual Goblet", Use(EQUIPMENT, EQUIP, text="equip: +1 level of Blood Sorcery, cheaper rescues"))
static("Ritual Goblet", LEVEL + "tha", on_bearer(1, kind=is_vampire))  # "+1 level of Blood Sorcery"
static("Ritual Goblet", "rescue-cost", on_bearer(-1))  # "Rescuing a vampire from torpor costs this vampire -1 blood"
abilities(
    "Ritual Goblet",
    Ability(
        "unlock after rescuing a vampire from torpor (once each turn)",
        AFTER,
        UnlockBearer(),
        when=bearer_did("rescue"),
        once="turn",
        user="host",
    ),
)


# ------------------------------------------------------------------------ weapons and retainers of the archive

card("Kali's Fang", Use(EQUIPMENT, EQUIP, text="equip: a unique melee weapon, strength+1 aggravated damage"))
strikes("Kali's Fang", melee_strikes(1, "kalis-fang-strength+1-agg", agg=True))

card("Desert Eagle", Use(EQUIPMENT, EQUIP, text="equip: a gun, strike 2R"))
strikes("Desert Eagle", weapon_strikes(Strike("damage", 2, ranged=True, name="desert-eagle-2r")))

card("Deer Rifle", Use(EQUIPMENT, EQUIP, text="equip: a gun, 1R each strike, two optional maneuvers each combat"))
strikes("Deer Rifle", weapon_strikes(Strike("damage", 1, ranged=True, name="deer-rifle-1r")))
for _ in range(2):  # "with two optional maneuvers each combat" (that choose the rifle's strike, VT-RNG-05)
    event("Deer Rifle", "combat-start", each_combat("maneuver", "deer-rifle-1r"))

card("D'habi Revenant", Use(RETAINER, Employ(2), text="employ a ghoul: +1 bleed for this Baali"))
static("D'habi Revenant", "bleed", on_bearer(1, kind=of_clan("Baali")))  # "This Baali gets +1 bleed"

card("Childling Muse", Use(RETAINER, Employ(1), text="employ a changeling: +1 bleed for this Malkavian"))
static("Childling Muse", "bleed", on_bearer(1, kind=of_clan("Malkavian")))  # "This Malkavian gets +1 bleed"

card("Outcast Mage", Use(ALLY, RECRUIT, text="recruit: a mage with 2 life, strike 2R, a maneuver each combat"))
strikes("Outcast Mage", own_strikes(Strike("damage", 2, ranged=True, name="outcast-mage-2r")))
event("Outcast Mage", "combat-start", each_combat("maneuver", ""))  # "one optional maneuver each combat"


# ------------------------------------------------------------------------ Omael Kuman

OMAEL = "Omael Kuman"
RANGE_LONG = N_("{minion} sets the range to long ({card}).")


def omael_combat(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "The employer can burn 1 blood to set the range for the round before range is determined
    during the first round of combat": offered before range, close or long."""
    c: Combat = info["combat"]
    uid = bearer(s, src)
    if uid in (c.a, c.b):
        for key in ("omael-close", "omael-long"):
            c.grant(s.controller(uid), uid, key, "before-range")


def omael_may(s: VTESState, c: Any, uid: int, seat: int) -> bool:
    """The first round, with 1 blood (or life) to burn, its range not set yet by another effect."""
    return (
        isinstance(c, Combat)
        and c.round == 1
        and not {"close-next", "range-set"} & c.flags
        and uid in s.minions
        and s.minions[uid].blood >= 1
        and any(p in s.placed and s.placed[p].card == card_id(OMAEL) for p in s.minions[uid].cards)
    )


def omael_set(rng: str) -> Any:
    def apply(s: VTESState, uid: int, seat: int) -> None:
        """Burn 1 blood: the range is set for the round (no range step, as Sniper Rifle)."""
        c = current_combat(s)
        if c is None:
            return
        ops.burn_blood(s, uid, 1)
        c.range = rng
        c.flags = c.flags | {"range-set"}
        said_range = N_("{minion} sets the range to close ({card}).") if rng == CLOSE else RANGE_LONG
        ops.say(s, said_range, minion=ops.label(s, uid), card=OMAEL)

    return apply


card(OMAEL, Use(RETAINER, Employ(1), text="employ a unique ghoul: burn 1 blood to set the range in the first round"))
event(OMAEL, "combat-start", omael_combat)
for _rng in (CLOSE, LONG):
    hook(OMAEL, GRANTS, omael_set(_rng), f"omael-{_rng}")
    hook(OMAEL, GRANT_WHEN, omael_may, f"omael-{_rng}")


# ------------------------------------------------------------------------ Wolf Companion

card(
    "Wolf Companion",
    levels(
        "ani",
        Use(RETAINER, Employ(2), text="employ an animal: 1 damage to the opposing minion at close range"),
        Use(RETAINER, Employ(3), text="employ with 3 life: 1 damage to the opposing minion at close range"),
    ),
)
# "The opposing minion takes 1 damage during strike resolution (if the range is close)": environmental
# damage each round at close range (VT-DMG-12), as Murder of Crows.
event("Wolf Companion", "round-start", each_combat("env-close", 1, "round"))


# ------------------------------------------------------------------------ Thadius Zho


def zho_burn(s: VTESState, p: Play) -> None:
    """ "Burn 1 blood from a vampire"."""
    target = p.targets[0] if p.targets else -1
    if isinstance(target, int) and target in s.minions:
        n = ops.burn_blood(s, target, 1)
        ops.say(s, N_("{minion} burns {n} blood ({card})."), minion=ops.label(s, target), n=n, card="Thadius Zho")


card("Thadius Zho", Use(ALLY, RECRUIT, text="recruit: a unique mage with 2 life, strike 2R, a maneuver each combat"))
strikes("Thadius Zho", own_strikes(Strike("damage", 2, ranged=True, name="thadius-zho-2r")))
event("Thadius Zho", "combat-start", each_combat("maneuver", ""))  # "1 optional maneuver each combat"
abilities(
    "Thadius Zho",
    Ability(
        "burn 1 blood from a vampire as a +1 stealth (D) action",
        MINION_PHASE,
        code(zho_burn, tags=("burn-blood",)),
        when=not_recruited,  # VT-ACT-22
        targets=Minions("others", "controlled", vampire=True),  # directed: another Methuselah's vampire
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Raptor


def raptor_combat(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """[ANI] "While the employer is in combat, the opposing minion's controller gets -1 hand size":
    the hand size of the combat, given back as it ends (vocab.combat.HAND_SIZE_FOR)."""

    c: Combat = info["combat"]
    uid = bearer(s, src)
    if placed_mode(s, src) != "superior" or uid not in (c.a, c.b) or c.other(uid) not in s.minions:
        return
    t = s.controller(c.other(uid))
    if t < 0:
        return
    s.marks[("hand size", t)] = int(s.marks.get(("hand size", t), 0)) - 1
    s.marks[(HAND_SIZE_FOR, t)] = int(s.marks.get((HAND_SIZE_FOR, t), 0)) - 1


card(
    "Raptor",
    levels(
        "ani",
        Use(RETAINER, Employ(1), text="employ an animal: +1 intercept"),
        Use(RETAINER, Employ(1), text="employ an animal: +1 intercept, -1 hand size for the opposing Methuselah"),
    ),
)
static("Raptor", "intercept", on_bearer(1))  # "The employer gets +1 intercept"
event("Raptor", "combat-start", raptor_combat)


# ------------------------------------------------------------------------ Marijava Ghoul


def marijava_stealth(s: VTESState, course: Any) -> int:
    """ "The minion with this retainer gets +1 stealth when attempting an action that requires
    Presence": an action card played at a mode requiring Presence."""
    actor, p = course.actor, course.aplay
    if actor not in s.minions or p is None or not requires_discipline(p, ("pre",)):
        return 0
    cid = card_id("Marijava Ghoul")
    return 1 if any(q in s.placed and s.placed[q].card == cid for q in s.minions[actor].cards) else 0


card("Marijava Ghoul", Use(RETAINER, Employ(2), text="employ a ghoul: +1 stealth on actions requiring Presence"))
hook_while_on_table("Marijava Ghoul", core.STEALTH_MODS, marijava_stealth)


# ------------------------------------------------------------------------ Asanbonsam Ghoul


def asanbonsam_close(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "If Asanbonsam Ghoul blocks a directed action, set the range for the first round of the
    resulting combat to close" (no range step that round)."""
    c: Combat = info["combat"]
    a = action_of(s)
    if a is None or not a.directed or a.blocked_by != src or c.b != src or c.a != a.actor or c.round != 1:
        return
    c.range = CLOSE
    c.flags = c.flags | {"range-set"}


card("Asanbonsam Ghoul", Use(ALLY, RECRUIT, text="recruit: a ghoul with 3 life, 2 strength"))
static("Asanbonsam Ghoul", "intercept", DuringAction(1, "directed"))  # "+1 intercept during directed actions"
event("Asanbonsam Ghoul", "combat-start", asanbonsam_close)


# ------------------------------------------------------------------------ Infernal Servitor


def controls_infernal(s: VTESState, seat: int) -> bool:
    """Whether ``seat`` controls an infernal vampire (ready or in torpor, VT-TERM-08)."""
    from ..traits import has_trait as vampire_trait

    return any(is_vampire(s, v) and vampire_trait(s, v, "Infernal") for v in s.ready[seat] + s.torpor[seat])


def infernal_servitor(superior: bool) -> Effect:
    """Recruit; "Infernal Servitor can perform actions the turn it is recruited"; [DAI] "and can play
    cards requiring basic Daimoinon and/or basic Obfuscate as a vampire" (VT-CARD-63: level 1)."""

    def effect(s: VTESState, p: Play) -> None:
        RECRUIT(s, p)
        uid = newest(s, p.seat, p.card)
        if uid < 0:
            return
        s.marks.pop(("recruited", uid), None)
        if superior:
            ops.mark(s, uid, SUPERIOR_MARK)
            for code_ in ("dai", "obf"):
                ops.mark(s, uid, f"as-vampire:{code_}")

    return effect


def servitor_removed(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Remove it from the game if you control no infernal vampires, or after it performs a
    successful action": checked as a minion leaves play and as each action ends (a stolen vampire,
    its own successful action)."""
    if src not in s.minions:
        return
    course = info.get("course")
    own_success = course is not None and course.actor == src and course.successful
    if own_success or not controls_infernal(s, s.controller(src)):
        ops.burn(s, src, to="removed")


card(
    "Infernal Servitor",
    levels(
        "dai",
        Use(ALLY, code(infernal_servitor(False), tags=("recruit",)), text="recruit: a demon that acts this turn"),
        Use(
            ALLY,
            code(infernal_servitor(True), tags=("recruit",)),
            text="recruit: a demon that acts this turn, plays Daimoinon and Obfuscate as a vampire",
        ),
    ),
    requires=infernal_vampire,
    requires_text="Requires an infernal vampire",
)
for _ev in ("burned", "action-end", "referendum-end"):
    event("Infernal Servitor", _ev, servitor_removed)


# ------------------------------------------------------------------------ Veneficti

VENEFICTI = "Veneficti"


def demon_retainers(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """A demon retainer on a minion of another Methuselah (the (D) action is directed at them)."""
    for t in s.remaining():
        if t == seat:
            continue
        for v in s.ready[t] + s.torpor[t]:
            for p in s.minions[v].cards:
                f = facts(s.placed[p].card)
                if f.is_type("Retainer") and "demon" in f.trait.split() and s.placed[p].controller == t:
                    yield (p,)


def veneficti_not_targeted(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """ "He cannot be the target of a directed action performed by an ally or a vampire with capacity
    6 or less"."""

    guard = NotTargeted(card_id(VENEFICTI))
    if not any(isinstance(t, int) and guard.covers(s, t, p.seat) for t in p.targets) or not is_action_play(s, p):
        return True
    return p.by in s.minions and is_vampire(s, p.by) and capacity(s, p.by) > 6


card(
    VENEFICTI,
    Use(ALLY, RECRUIT, text="recruit: a unique mage with 2 life, +1 stealth"),
    requires=infernal_vampire,
    requires_text="Requires an infernal vampire",
)
static(VENEFICTI, "stealth", const(1))  # "Veneficti has +1 stealth"
abilities(
    VENEFICTI,
    Ability(
        "steal a demon ally as a (D) action",
        MINION_PHASE,
        StealMinion(),
        when=not_recruited,
        targets=Minions("others", vampire=False, kind=trait_is("demon")),
        action=ActionSpec(directed=True),
        by="self",
    ),
    Ability(
        "burn a demon retainer as a (D) action",
        MINION_PHASE,
        BurnTargetCard(),
        when=not_recruited,
        targets=demon_retainers,
        action=ActionSpec(directed=True),
        by="self",
    ),
)
hook_while_on_table(VENEFICTI, core.TARGET_RULES, veneficti_not_targeted)


# ------------------------------------------------------------------------ Nephandus


card("Nephandus", Use(ALLY, RECRUIT, text="recruit: a mage with 2 life, strike 1R, a press each combat"))
strikes("Nephandus", own_strikes(Strike("damage", 1, ranged=True, name="nephandus-1r")))  # "can strike: 1R damage"
event("Nephandus", "combat-start", each_combat("press", 1, "combat"))  # "1 optional press each combat"
# "Each strike or damaging effect made by the opposing minion against Nephandus in combat inflicts 1
# less damage" (combat.LESS_DAMAGE: its strikes and the environmental damage it brings).
event("Nephandus", "combat-start", each_combat(LESS_DAMAGE, 1, "combat"))
abilities(
    "Nephandus",
    Ability(
        "burn a vampire in torpor to gain 1 life as a (D) action",
        MINION_PHASE,
        seq(BurnTarget(), SourceGainsLife(1)),
        when=not_recruited,
        targets=Minions("others", "controlled", vampire=True, kind=in_torpor),  # directed: another's vampire
        action=ActionSpec(directed=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Incriminating Videotape

VIDEOTAPE = "Incriminating Videotape"


def videotape_equip(s: VTESState, p: Play) -> None:
    """Equip, remembering the minion chosen (its ``data``)."""
    EQUIP(s, p)
    chosen = p.targets[0] if p.targets else -1
    tape = (
        max((q for q in s.minions[p.by].cards if s.placed[q].card == p.card), default=-1) if p.by in s.minions else -1
    )
    if tape >= 0 and isinstance(chosen, int):
        s.placed[tape] = s.placed[tape]._replace(data=("chosen", chosen))


def videotape_may_block(s: VTESState, course: Any, uid: int) -> bool:
    """ "The chosen minion cannot block the minion with this equipment"."""
    actor = course.actor
    if actor not in s.minions:
        return True
    cid = card_id(VIDEOTAPE)
    return not any(s.placed[q].card == cid and s.placed[q].data == ("chosen", uid) for q in s.minions[actor].cards)


def no_directed_target(s: VTESState, p: Play) -> int:
    """An equip action stays undirected (VT-ACT-16): choosing a minion directs it at no one."""
    return -1


card(
    VIDEOTAPE,
    Use(
        EQUIPMENT,
        code(videotape_equip, tags=("equip",)),
        targets=Minions("prey", "controlled"),  # "choose a minion your prey controls"
        action=ActionSpec(stealth=1, target_seat=no_directed_target),
        text="equip: the chosen minion of your prey cannot block this minion",
    ),
)
hook_while_on_table(VIDEOTAPE, core.BLOCK_RULES, videotape_may_block)


# ------------------------------------------------------------------------ Neighborhood Watch Commander

WATCH_LOCKED = "neighborhood-watch-commander"  # an action flag: one has locked to inflict damage


def watch_may(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """After resolution of an unsuccessful action of a vampire; "only one Neighborhood Watch
    Commander can lock to inflict damage each action"."""
    a = ctx.action
    return a is not None and WATCH_LOCKED not in a.flags and a.actor in s.minions and is_vampire(s, a.actor)


card("Neighborhood Watch Commander", Use(ALLY, RECRUIT, text="recruit: a mortal with 1 life, 1 strength"))
abilities(
    "Neighborhood Watch Commander",
    Ability(
        "lock after an unsuccessful action: 1 damage to the acting vampire",
        AFTER,
        seq(flag(WATCH_LOCKED), DamageActor(1)),
        when=all_of(unsuccessful, watch_may),
        lock=True,
    ),
)


# ------------------------------------------------------------------------ Gregory Winter

card("Gregory Winter", Use(ALLY, RECRUIT, text="recruit: a unique ghoul with 4 life, 1 strength, 1 bleed"))
abilities(
    "Gregory Winter",
    Ability(
        # "Can use his action on a vampire with no blood" (RTR 20010711): a vampire in torpor too.
        "steal 1 blood (becoming life) from a vampire controlled by another Methuselah as a +1 stealth (D) action",
        MINION_PHASE,
        StealBlood(1),
        when=not_recruited,
        targets=Minions("others", "controlled", vampire=True),
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
    Ability(
        "burn a vampire in torpor to gain 2 life as a (D) action",
        MINION_PHASE,
        seq(BurnTarget(), SourceGainsLife(2)),
        when=not_recruited,
        targets=Minions("others", "controlled", vampire=True, kind=in_torpor),
        action=ActionSpec(directed=True),
        by="self",
    ),
)
regains("Gregory Winter", BurnsOwnLife(1))  # "During your unlock phase, Gregory burns 1 life"


# ------------------------------------------------------------------------ ECTU Operative

card("ECTU Operative", Use(ALLY, RECRUIT, text="recruit: a mortal with 3 life, strike 1R, a maneuver each combat"))
strikes("ECTU Operative", own_strikes(Strike("damage", 1, ranged=True, name="ectu-operative-1r")))
event("ECTU Operative", "combat-start", each_combat("maneuver", ""))  # "1 optional maneuver each combat"
abilities(
    "ECTU Operative",
    Ability(
        "burn a vampire in torpor as a (D) action",
        MINION_PHASE,
        BurnTarget(),
        when=not_recruited,
        targets=Minions("others", "controlled", vampire=True, kind=in_torpor),
        action=ActionSpec(directed=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ The Vozhd of Gravesend

GRAVESEND_CANCEL = PlayedCard("The Vozhd of Gravesend", COMBAT, strike=True, in_play=True)
rule("The Vozhd of Gravesend", core.CANCELLERS, GRAVESEND_CANCEL.may)
card("The Vozhd of Gravesend", Use(ALLY, RECRUIT, text="recruit: a unique ghoul with 5 life, 4 strength"))
event("The Vozhd of Gravesend", "enter-play", burn_ally_or_retainer)  # "burn an ally or retainer you control"
event("The Vozhd of Gravesend", "round-start", each_combat("shield", 1, "round"))  # "prevent 1 damage each round"
abilities(
    "The Vozhd of Gravesend",
    enter_combat_ability("a vampire", OTHERS_READY_VAMPIRE),
    Ability(
        # "... and its cost is not paid (the minion chooses a strike again)".
        "burn 1 life to cancel a strike card as the opposing minion plays it; its cost is not paid",
        AS_PLAYED,
        seq(BurnBlood(1), CancelPlayed()),
        when=all_of(GRAVESEND_CANCEL, has_blood(1)),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Kaymakli Fragment

# "Does not make the vampire Sabbat nor infernal: it merely gives the option to such vampires" (PIB
# 20150809); the two actions are not cross-restrictive (LSJ 20100909): each is its own action.
card(
    "Kaymakli Fragment",
    Use(EQUIPMENT, EQUIP, text="equip: unique; draw 5 cards, or add 3 blood to an uncontrolled vampire"),
)
abilities(
    "Kaymakli Fragment",
    Ability(
        "this Sabbat vampire draws 5 cards as an action (discard down afterward)",
        MINION_PHASE,
        DrawCards(5),
        when=minion_is(all_kinds(is_vampire, in_sect("sabbat"))),
        action=ActionSpec(),
        by="host",
    ),
    Ability(
        "this infernal minion adds 3 blood to a vampire in your uncontrolled region as a +1 stealth action",
        MINION_PHASE,
        AddBlood(3),
        when=minion_is(infernal),
        targets=Uncontrolled(),
        action=ActionSpec(stealth=1),
        by="host",
    ),
)
event("Kaymakli Fragment", "combat-start", OpposingMayTake())  # "An opposing minion can strike: steal this equipment"


# ------------------------------------------------------------------------ Seal of Veddartha

card(
    "Seal of Veddartha", Use(EQUIPMENT, EQUIP, text="equip: unique; bleed at +1; Dominate and Fortitude from counters")
)
abilities(
    "Seal of Veddartha",
    # "Only usable by a vampire with capacity above 5": the bleed; a younger vampire can equip it, and
    # the Discipline levels apply (LSJ 20030607, ANK 20180801).
    bleed_ability(1, "bleed at +1 bleed as a (D) action", minion_is(capacity_at_least(6))),
)
# "During each of your unlock phases, put a counter on this card if it has 3 or fewer counters"
# (whatever the bearer's Disciplines, LSJ 20070320-2).
unlock_event("Seal of Veddartha", "own", CounterUpTo(3))
static("Seal of Veddartha", LEVEL + "dom", CounterLevels(0, 2))  # "The first 2 counters each grant ... Dominate"
static("Seal of Veddartha", LEVEL + "for", CounterLevels(2, 2))  # "The next 2 each grant ... Fortitude"
event("Seal of Veddartha", "moved", CountersClearedOnMove())  # "if another minion gains control of it"


# ------------------------------------------------------------------------ Concoction of Vitality

CONCOCTION = "concoction-of-vitality"  # an action flag: the actor burned it as the action was announced

card(
    "Concoction of Vitality",
    Use(EQUIPMENT, EQUIP, text="equip: unique; burn as an action is announced: unblockable by vampires"),
)
abilities(
    "Concoction of Vitality",
    Ability(
        # Usable after an action using a Discipline is announced (Govern the Unaligned, LSJ 20100402).
        "burn this card as the action is announced: vampires cannot block it; no cards requiring Disciplines",
        ANNOUNCE,
        seq(BURN_THIS, flag("no-vampire-block", CONCOCTION)),
        when=all_of(bearer_acting(), bearer_with(is_vampire)),
        user="host",
    ),
)
# "If he or she does so, this vampire cannot play cards requiring Disciplines until the action is complete."
rule("Concoction of Vitality", core.TARGET_RULES, ActorNoDisciplines(CONCOCTION))


# ------------------------------------------------------------------------ The Book of Going Forth by Night

BOOK = "The Book of Going Forth by Night"
card(BOOK, Use(EQUIPMENT, EQUIP, text="equip: unique; superior Serpentis; opposing allies stolen instead of burned"))
static(BOOK, LEVEL + "ser", on_bearer(2, kind=is_vampire))  # "This vampire gets superior Serpentis"
# "If an ally opposing this vampire in combat would be burned, instead steal and lock the ally; if the
# ally has lost their last life, they gain 1 life" (the requirements of the ally do not apply, TOM
# 19960226-1).
rule(BOOK, core.BURN_INSTEAD, StolenInsteadOfBurned(BOOK))


# ------------------------------------------------------------------------ Soul Gem of Etrius

SOUL_GEM = "Soul Gem of Etrius"
card(SOUL_GEM, Use(EQUIPMENT, EQUIP, text="equip: unique; if this vampire is burned, a younger one from your crypt"))
# "If this vampire is burned, draw the top card from your crypt. If it is younger, put the Soul Gem on him
# or her and move him or her to your ready region with blood from the blood bank equal to his or her
# capacity; otherwise, move that card to your uncontrolled region (and burn the Soul Gem)" (even if the
# bearer could not use equipment, LSJ 20010729).
for _ev in ("burning", "burned"):
    event(SOUL_GEM, _ev, YoungerHeir())
rule(SOUL_GEM, core.DIABLERIE_KEEPS, NotTakenByDiablerist(SOUL_GEM))  # "the diablerizing vampire cannot take"


# ------------------------------------------------------------------------ The Ankara Citadel, Turkey

ANKARA = "The Ankara Citadel, Turkey"
card(
    ANKARA,
    # "While in play, this equipment card represents a location and does not count as equipment"
    # (LSJ 20080114: equipment and location as it is played, a location in play).
    Use(EQUIPMENT, PutOn("by", data=("location",)), text="put on this Tremere: cards cost half as much blood"),
)
# "Non-action modifier cards costing blood cost this vampire half as much blood to play, rounded down":
# every card but an action modifier (the printed cost halved first, RTR 20070707).
rule(ANKARA, core.COST_CHANGES, BearerHalfBlood(ANKARA))


# ------------------------------------------------------------------------ Vivienne Géroux

VIVIENNE = "Vivienne Géroux"
card(
    VIVIENNE,
    Use(ALLY, RECRUIT, text="recruit: a unique ghoul with 2 life, 2 strength, 1 bleed"),
    requires=minion_is(anarch_minion),
    requires_text="Requires an Anarch",
)
# "Vivienne can play cards requiring basic Celerity and/or Fortitude as an Anarch vampire" (she is not
# an Anarch herself: RBK allies, ANK 20230417).
event(VIVIENNE, "enter-play", PlaysAsVampire(("cel", "for")))
# "Vampires you control get -1 stealth during political actions" (their own political actions).
static(VIVIENNE, "stealth", KindGets(-1, is_vampire, yours=True, own_action="political"), everywhere=True)
abilities(
    VIVIENNE,
    Ability(
        "a vampire you control gives another Methuselah control of Vivienne as a (D) action",
        MINION_PHASE,
        ControlOfThis("chosen"),
        when=minion_is(is_vampire),
        targets=other_methuselahs,
        action=ActionSpec(directed=True),
    ),
    steal_ability(
        "a vampire controlled by another Methuselah steals Vivienne as a (D) action", is_vampire, ControlOfThis()
    ),
)


# ------------------------------------------------------------------------ Emerald Legionnaire

card("Emerald Legionnaire", Use(ALLY, RECRUIT, text="recruit: a wraith with 2 life, 2 strength, 1 bleed"))
abilities(
    "Emerald Legionnaire",
    Ability(
        # "During your unlock phase, if you control fewer copies of Emerald Legionnaire than ready unique
        # Harbinger of Skulls, you can remove 7 cards in your ash heap from the game to move an Emerald
        # Legionnaire from your ash heap to the ready region with 2 life": a ready one's ability, not the
        # ash heap's (ANK 20180511-1); the new one is not paid for, can act this turn and use it at once
        # (ANK 20180509). The 7 cards are chosen one at a time, a copy left to move.
        "remove 7 cards in your ash heap from the game to move an Emerald Legionnaire from it to the ready region",
        UNLOCK,
        RemoveFromAsh(7, then=CopyFromAsh(2)),
        when=fewer_copies_than(all_kinds(of_clan("Harbinger of Skulls"), unique_minion), ash=8),
        once="turn",
        by="self",
    ),
)


# ------------------------------------------------------------------------ Vengeful Spirit

card("Vengeful Spirit", Use(RETAINER, Employ(), text="employ a wraith: +1 bleed, 1 damage each round at close range"))
static("Vengeful Spirit", "bleed", on_bearer(1))  # "The employer gets +1 bleed"
# "Vengeful Spirit inflicts 1 damage on the opposing minion each round of combat during normal strike
# resolution at close range": environmental, the retainer its source (ANK 20180612), even against a
# dodge (RTR 19941109), as Wolf Companion's.
event("Vengeful Spirit", "round-start", each_combat("env-close", 1, "round"))


# ------------------------------------------------------------------------ Tye Cooper

card("Tye Cooper", Use(ALLY, RECRUIT, text="recruit: a unique wraith with 1 life, 1 bleed"))
abilities(
    "Tye Cooper",
    Ability(
        "burn a non-ready minion as a (D) action; then you can move a library card from your ash heap to your hand",
        MINION_PHASE,
        seq(BurnTarget(), AshToHand(optional=True)),  # "if that action is successful, you can move ..."
        when=not_recruited,
        targets=Minions("others", "controlled", kind=in_torpor),
        action=ActionSpec(directed=True),
        by="self",
    ),
)
# "He is immune to non-aggravated damage" (in combat, as Ponticulus).
event("Tye Cooper", "combat-start", each_combat("immune", "normal"))


# ------------------------------------------------------------------------ Procurer

card("Procurer", Use(ALLY, RECRUIT, text="recruit: a ghoul with 1 life, 1 strength"))
abilities(
    "Procurer",
    Ability(
        "move 1 blood from the blood bank to a ready vampire you control as a +2 stealth action",
        MINION_PHASE,
        AddBlood(1),
        when=not_recruited,
        targets=Minions("yours", vampire=True),
        action=ActionSpec(stealth=2),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Twisted Bloodhound

card("Twisted Bloodhound", Use(RETAINER, Employ(), text="employ a ghoul with 3 life: the employer can enter combat"))
abilities(
    "Twisted Bloodhound",
    Ability(
        "the employer enters combat with a minion as a (D) action",
        MINION_PHASE,
        FIGHT,
        targets=OTHERS_READY_MINION,
        action=ActionSpec(directed=True),
        by="host",
    ),
)


# ------------------------------------------------------------------------ guns

card("Saturday-Night Special", Use(EQUIPMENT, EQUIP, text="equip: a gun, 1R each strike, a maneuver each combat"))
strikes("Saturday-Night Special", weapon_strikes(Strike("damage", 1, ranged=True, name="saturday-night-special-1r")))
event("Saturday-Night Special", "combat-start", each_combat("maneuver", "saturday-night-special-1r"))

card("Sawed-Off Shotgun", Use(EQUIPMENT, EQUIP, text="equip: a gun, 3R damage once each combat"))
# "3R damage each strike, only usable once each combat" (each copy once: ANK 20230316).
once_each_combat_strike(
    "Sawed-Off Shotgun",
    OnceEachCombat(Strike("damage", 3, ranged=True, name="sawed-off-shotgun-3r", after="sawed-off-shotgun")),
)


# ------------------------------------------------------------------------ Leonardo, Mortician

card("Leonardo, Mortician", Use(ALLY, RECRUIT, text="recruit: a unique mortal with 2 life, 1 strength"))
abilities(
    "Leonardo, Mortician",
    Ability(
        "add 1 blood to a ready vampire as a +1 stealth action",
        MINION_PHASE,
        AddBlood(1),
        when=not_recruited,
        targets=Minions("any", vampire=True),
        action=ActionSpec(stealth=1, target_seat=undirected),  # not a (D) action, whoever's vampire it is
        by="self",
    ),
)


# ------------------------------------------------------------------------ Freakish Conglomeration

FREAKISH = "Freakish Conglomeration"
card(
    FREAKISH,
    # "[obl] or [tha]": played with one of them (a multi-Discipline card requires the one used, LSJ
    # 20011204-3); "[OBL] or [THA] As above, but this ally has 4 life".
    *(
        mode(c, Use(ALLY, Recruit(3), text="recruit: a zombie with 3 life, 3 strength, 1 bleed"))
        for c in ("obl", "tha")
    ),
    *(
        replace(
            Use(ALLY, Recruit(4), text="recruit: a zombie with 4 life, 3 strength, 1 bleed"),
            key=f"superior-{c}",
            disc=S(c),
        )
        for c in ("obl", "tha")
    ),
)
regains(FREAKISH, BurnsOwnLife(1))  # "During your unlock phase, this ally burns 1 life"
abilities(FREAKISH, enter_combat_ability("a minion", OTHERS_READY_MINION))


# ------------------------------------------------------------------------ Felix "Fix" Hessian

FELIX = 'Felix "Fix" Hessian'
card(FELIX, Use(ALLY, RECRUIT, text="recruit: a unique wraith with 2 life, 1 strength, 1 bleed"))
abilities(
    FELIX,
    Ability(
        "burn a location as a +1 stealth (D) action that costs 1 pool",
        MINION_PHASE,
        seq(PayPool(1), BurnTargetCard()),  # the cost, paid on success (VT-ACT-05)
        when=all_of(not_recruited, has_pool(1)),
        targets=Locations("others"),  # directed at its controller (LSJ 20090324)
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Rock Cat

card("Rock Cat", Use(ALLY, RECRUIT, text="recruit: a Gargoyle creature with 4 life, 3 strength"))
abilities("Rock Cat", enter_combat_ability("a ready minion", OTHERS_READY_MINION))
# "Opposing vampires with capacity 3 or less cannot strike in the first round" (nor use a strike's
# maneuver, LSJ 20001126).
event("Rock Cat", "combat-start", OpposingKindGets("no-strike", 1, capacity_at_most(3), scope="round"))
event("Rock Cat", "combat-start", each_combat("press", 1, "combat"))  # "an optional press each combat"
# "Rock Cat may play cards requiring basic Potence as a 3-capacity vampire" (VT-CARD-63).
event("Rock Cat", "enter-play", PlaysAsVampire(("pot",)))


# ------------------------------------------------------------------------ Fiorella, Empty One

FIORELLA = "Fiorella, Empty One"
WRAITH_OR_ZOMBIE_ALLY = trait_is("wraith", "zombie")  # an ally (or retainer) of that trait
card(FIORELLA, Use(ALLY, RECRUIT, text="recruit: a unique wraith with 1 life, 1 strength, 1 bleed"))
abilities(
    FIORELLA,
    # "Fiorella can lock to give another wraith or zombie ally you control +1 stealth or +1 intercept"
    # (even the turn she is recruited, ANK 20180517).
    Ability(
        "lock to give another wraith or zombie ally you control +1 stealth",
        ACTION_STAGES,
        Stealth(1),
        when=acting(WRAITH_OR_ZOMBIE_ALLY, yours=True, other=True),
        lock=True,
        needs="stealth",
    ),
    Ability(
        "lock to give another wraith or zombie ally you control +1 intercept",
        ACTION_STAGES,
        BlockerIntercept(1),
        when=blocking(WRAITH_OR_ZOMBIE_ALLY, True, other=True),
        lock=True,
        needs="intercept",
    ),
)


# ------------------------------------------------------------------------ Razor Bat

card("Razor Bat", Use(RETAINER, Employ(), text="employ a Gargoyle creature: +1 intercept, 1R damage each round"))
GARGOYLE = of_clan("Gargoyle")
static("Razor Bat", "intercept", on_bearer(1, kind=GARGOYLE))  # "The Gargoyle with this retainer gets +1 intercept"
# "When the Gargoyle with this retainer is in combat, the opposing minion takes 1R damage during the
# initial strike resolution phase of each round, at long or close range": environmental, the retainer its
# source (ANK 20180612), even against a dodge (RTR 19941109).
event("Razor Bat", "round-start", each_combat("env", 1, "round", kind=GARGOYLE))


# ------------------------------------------------------------------------ Hand of Conrad

card(
    "Hand of Conrad",
    Use(EQUIPMENT, EQUIP, text="equip: unique; superior Potence; a vampire from ash heap to uncontrolled"),
)
static("Hand of Conrad", LEVEL + "pot", on_bearer(2, kind=is_vampire))  # "This vampire gets superior Potence"
abilities(
    "Hand of Conrad",
    Ability(
        "move a vampire from your ash heap to your uncontrolled region as an action",
        MINION_PHASE,
        AshVampireToUncontrolled(),
        when=all_of(minion_is(is_vampire), vampire_in_ash),
        action=ActionSpec(),
        by="host",
    ),
)


# ------------------------------------------------------------------------ Shaal Fragment

card("Shaal Fragment", Use(EQUIPMENT, EQUIP, text="equip: a unique Nod fragment, +2 hand size"))
static("Shaal Fragment", "hand size", const(2))  # "+2 hand size" (its controller)
abilities(
    "Shaal Fragment",
    # "Any vampire can steal this equipment as a (D) action" (it goes onto the acting vampire, whatever
    # its requirements: ANK 20180719-3).
    steal_ability("a vampire steals this equipment as a (D) action", is_vampire, StealCard(this=True)),
)


# ------------------------------------------------------------------------ Shambling Hordes, Rotting Behemoth

card(
    "Shambling Hordes",
    levels(
        "nec",
        Use(ALLY, Recruit(3), text="recruit: a zombie with 3 life, +1 strength for each life"),
        Use(ALLY, Recruit(4), text="recruit: a zombie with 4 life, +1 strength for each life"),
    ),
)
# "After this ally enters play, remove an ally or vampire in your ash heap from the game or burn this ally."
event("Shambling Hordes", "enter-play", RemoveOrBurn())
event("Shambling Hordes", "enter-play", NoLifeGain())  # "It cannot gain life (... goes to the blood bank)"
static("Shambling Hordes", "strength", StrengthPerLife())  # "+1 strength for each life it has"
abilities("Shambling Hordes", enter_combat_ability("a minion", OTHERS_READY_MINION))

card(
    "Rotting Behemoth",
    levels(
        "obl",
        Use(ALLY, Recruit(6, marked=True), text="recruit: a zombie with 6 life, 3 strength"),
        Use(ALLY, Recruit(6, marked=True), text="recruit: a zombie with 6 life, 3 strength; burns 1 life to press"),
    ),
)
# "After this ally enters play, burn it unless you remove an ally or vampire in your ash heap from the game."
event("Rotting Behemoth", "enter-play", RemoveOrBurn())
event("Rotting Behemoth", "enter-play", NoLifeGain())  # "This ally cannot gain life"
abilities(
    "Rotting Behemoth",
    Ability(
        "enter combat with a minion as a (D) action that costs 1 life",
        MINION_PHASE,
        seq(BurnBlood(1), ENTER_COMBAT),  # the cost, paid on success (VT-ACT-05): it must survive it
        when=not_recruited,
        targets=OTHERS_READY_MINION,
        action=ActionSpec(directed=True),
        by="self",
    ),
    Ability(
        # [OBL] "during the first round of each combat, this ally can burn 1 life to get 1 press".
        "burn 1 life to get 1 press (first round)",
        PRESS,
        seq(BurnBlood(1), Press("any")),
        when=all_of(recruited_at("superior"), first_round, may_press_now("any")),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Ruins of Ceoris

card(
    "Ruins of Ceoris",
    # "This equipment card represents a location and does not count as equipment while in play. Unique."
    Use(
        EQUIPMENT,
        PutOn("by", data=("location",)),
        text="put on this Tremere antitribu: a maneuver or press each combat",
    ),
)
# "The Tremere antitribu with this location gets an optional maneuver or press each combat" (one
# modifier, used either way: core.MANEUVER_OR_PRESS).
event(
    "Ruins of Ceoris",
    "combat-start",
    each_combat(core.MANEUVER_OR_PRESS, 1, "combat", kind=of_clan("Tremere antitribu")),
)


# ------------------------------------------------------------------------ Guarded Rubrics

card(
    "Guarded Rubrics",
    Use(EQUIPMENT, EQUIP, text="equip: unique; bleed at +2 bleed for 1 blood; Gehenna cards cost 1 more pool"),
    requires=controls_ready(vampire_trait("Black Hand")),
    requires_text="Requires a ready Black Hand vampire",
)
# "The vampire with this equipment may bleed at +2 bleed as a (D) action that costs 1 blood."
abilities("Guarded Rubrics", bleed_ability(2, "bleed at +2 bleed as a (D) action that costs 1 blood", blood=1))
# "While bearer is ready, Gehenna cards cost an additional pool to play" (every Methuselah's).
rule("Guarded Rubrics", core.COST_CHANGES, CostsMoreWhileBearerReady("Guarded Rubrics", gehenna_event))


# ------------------------------------------------------------------------ Unlicensed Taxicab

TAXI = "Unlicensed Taxicab"
card(
    TAXI, Use(EQUIPMENT, EQUIP, when=may_carry_card(TAXI), text="equip: a vehicle, +1 stealth on hunt, recruit, employ")
)
rule(TAXI, core.STEALTH_MODS, EquipActionStealth(TAXI))  # "The action to equip with this vehicle is with +1 stealth"
# "This minion gets +1 stealth during hunt, recruit and employ actions."
rule(TAXI, core.STEALTH_MODS, BearerStealthDuring(TAXI, "hunt", plays=(ALLY, RETAINER)))
# "If this minion is blocked by a prince or an archbishop (during any action), burn this vehicle."
event(TAXI, "blocked", BurnIfBlockedBy(with_title("prince", "archbishop")))


# ------------------------------------------------------------------------ Draeven Softfoot

DRAEVEN = "Draeven Softfoot"
card(DRAEVEN, Use(ALLY, RECRUIT, text="recruit: a unique changeling with 1 life, 1 strength"))
abilities(
    DRAEVEN,
    Ability(
        # "Draeven can lock to prevent 1 damage inflicted in combat on a Kiasyd" (even the turn he is
        # recruited, ANK 20180517): a Kiasyd you control.
        "lock to prevent 1 damage inflicted in combat on a Kiasyd",
        DAMAGE,
        Prevent(1),
        when=damage_to_yours(of_clan("Kiasyd")),
        lock=True,
    ),
)
# "Cards requiring Chimerstry can neither be played while he is acting, blocking, or in combat, nor
# target him."
rule(DRAEVEN, core.TARGET_RULES, BarredAround(DRAEVEN, "chi"))


# ------------------------------------------------------------------------ Stone Dog

card(
    "Stone Dog",
    Use(RETAINER, Employ(), text="employ a Gargoyle creature with 4 life: enter combat; 1 damage at close range"),
)
abilities(
    "Stone Dog",
    Ability(
        "the Gargoyle with this retainer enters combat with a ready minion of another Methuselah as a (D) action",
        MINION_PHASE,
        FIGHT,
        when=minion_is(GARGOYLE),
        targets=OTHERS_READY_MINION,
        action=ActionSpec(directed=True),
        by="host",
    ),
)
# "When the Gargoyle with this retainer is in combat, the opposing minion takes 1 damage during the initial
# strike resolution phase of each round when the range is close" (environmental, as Wolf Companion's).
event("Stone Dog", "round-start", each_combat("env-close", 1, "round", kind=GARGOYLE))


# ------------------------------------------------------------------------ Righteous Blade

card("Righteous Blade", Use(EQUIPMENT, EQUIP, text="equip: a melee weapon, strength+1 damage, a press each combat"))
strikes("Righteous Blade", melee_strikes(1, "righteous-blade-strength+1"))
# "with 1 optional press, only usable to continue combat, each combat"
event("Righteous Blade", "combat-start", each_combat("press", "continue", "combat"))


# ------------------------------------------------------------------------ Arms Dealer

card("Arms Dealer", Use(ALLY, RECRUIT, text="recruit: a mortal with 1 life, 1 strength"))
abilities(
    "Arms Dealer",
    Ability(
        "search your library for a weapon and move it to your hand as a +1 stealth action",
        MINION_PHASE,
        SearchToHand(weapon_card),  # "Shuffle and discard afterward"
        when=not_recruited,
        action=ActionSpec(stealth=1),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Szlachta Bodyguard

card(
    "Szlachta Bodyguard",
    Use(RETAINER, Employ(), text="employ a ghoul with 2 life: prevent damage, or make an action fail"),
)
abilities(
    "Szlachta Bodyguard",
    Ability(
        "lock this retainer to prevent 1 damage in combat",  # to the employer
        DAMAGE,
        Prevent(1),
        when=bearer_damaged,
        lock=True,
        user="host",
    ),
    Ability(
        "burn this retainer to have an action directed at a minion you control fail",
        ACTION_STAGES,
        seq(BURN_THIS, EndAction(unlock=False)),
        when=own_targeted(any_minion),
        user="host",
    ),
)


# ------------------------------------------------------------------------ Impundulu

card("Impundulu", Use(ALLY, RECRUIT, text="recruit: a unique demon with 1 life, flight, strike 1R"))
event("Impundulu", "enter-play", HasTrait("Flight"))  # "Impundulu has flight [FLIGHT]"
event("Impundulu", "combat-start", each_combat("maneuver", ""))  # "one optional maneuver each combat"
strikes("Impundulu", own_strikes(Strike("damage", 1, ranged=True, name="impundulu-1r")))  # "may strike: 1R damage"
abilities(
    "Impundulu",
    Ability(
        "steal 1 blood or life from a minion as a +1 stealth (D) action",
        MINION_PHASE,
        StealBlood(1),
        when=not_recruited,
        targets=Minions("others", "controlled"),
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Kduva's Mask

KDUVA = "Kduva's Mask"
LAIBON = in_sect("laibon")
card(
    KDUVA,
    Use(EQUIPMENT, EQUIP, text="equip: unique; this Laibon gets +1 bleed and 2 votes"),
    requires=controls_ready(LAIBON),
    requires_text="Requires a ready Laibon",
)
static(KDUVA, "bleed", on_bearer(1, kind=LAIBON))  # "This Laibon gets +1 bleed and 2 additional votes"
static(KDUVA, "votes", on_bearer(2, kind=LAIBON))
# "Reaction cards that require Auspex cost an additional blood while this Laibon is acting."
rule(KDUVA, core.COST_CHANGES, CostsMoreAround(KDUVA, ("aus",), as_=REACTION, acting_only=True))


# ------------------------------------------------------------------------ Bomb

card("Bomb", Use(EQUIPMENT, EQUIP, text="equip: a weapon, strike 5R, the bearer takes 5; or burn a location"))
# "Strike: 5R damage. If the bomb is used in combat, the bearer takes 5 damage as well ... Burn the Bomb
# after use" (the bearer's damage: of the strike's kind, dodged or not, Strike.recoil).
strikes("Bomb", weapon_strikes(Strike("damage", 5, ranged=True, name="bomb-5r", recoil=5, after=BURN_AFTER_USE)))
abilities(
    "Bomb",
    Ability(
        "burn a location as a (D) action, then burn the Bomb",
        MINION_PHASE,
        seq(BurnTargetCard(), BURN_THIS),
        targets=Locations("others"),
        action=ActionSpec(directed=True),
        by="host",
    ),
)


# ------------------------------------------------------------------------ equipment and allies of a few decks each

# "This Malkavian antitribu gets +1 bleed and +1 stealth during bleed actions" (its own bleeds).
card("Enchanted Marionette", Use(EQUIPMENT, EQUIP, text="equip: unique; +1 bleed, +1 stealth bleeding"))
static("Enchanted Marionette", "bleed", on_bearer(1, kind=of_clan("Malkavian antitribu")))
static("Enchanted Marionette", "stealth", DuringAction(1, "bleed", own=True))

# "The vampire with this equipment has superior Celerity. This vampire gets one optional maneuver each combat."
card("Drum of Xipe Totec", Use(EQUIPMENT, EQUIP, text="equip: unique; superior Celerity, a maneuver each combat"))
static("Drum of Xipe Totec", LEVEL + "cel", on_bearer(2, kind=is_vampire))
event("Drum of Xipe Totec", "combat-start", each_combat("maneuver", ""))

card("Aaron's Feeding Razor", Use(EQUIPMENT, EQUIP, text="equip: unique; +1 hunt"))
static("Aaron's Feeding Razor", "hunt", on_bearer(1))  # "The bearer gets +1 hunt"

# "Toreador and Toreador antitribu cannot block this minion."
card("Cloak of the Abalone", Use(EQUIPMENT, EQUIP, text="equip: unique; Toreador cannot block this minion"))
rule(
    "Cloak of the Abalone",
    core.BLOCK_RULES,
    BearerUnblockable("Cloak of the Abalone", any_kind(of_clan("Toreador"), of_clan("Toreador antitribu"))),
)

SACRE_COEUR = "Sacré-Cœur Cathedral, France"
card(
    SACRE_COEUR,
    # "This equipment card represents a location and does not count as equipment while in play. Unique."
    Use(EQUIPMENT, PutOn("by", data=("location",)), text="put on this vampire: allies cannot block it"),
)
rule(SACRE_COEUR, core.BLOCK_RULES, BearerUnblockable(SACRE_COEUR, ally))  # "Allies cannot block this vampire"

card(
    "Talaq, The Immortal",
    Use(ALLY, RECRUIT, text="recruit: a unique mage with 3 life, strike 1R, a maneuver each combat"),
)
strikes("Talaq, The Immortal", own_strikes(Strike("damage", 1, ranged=True, name="talaq-1r")))  # "may strike for 1R"
event("Talaq, The Immortal", "combat-start", each_combat("maneuver", ""))  # "an optional maneuver each combat"
# "Talaq may play cards that require basic Quietus or basic Blood Sorcery as a vampire with a capacity of 3."
event("Talaq, The Immortal", "enter-play", PlaysAsVampire(("qui", "tha")))

card("Changeling Skin Mask", Use(EQUIPMENT, EQUIP, text="equip: unique; superior Obfuscate; burn for +2 intercept"))
static("Changeling Skin Mask", LEVEL + "obf", on_bearer(2, kind=is_vampire))  # "has superior Obfuscate"
abilities(
    "Changeling Skin Mask",
    Ability(
        "burn this card to get +2 intercept for the current action",
        ACTION_STAGES,
        seq(BearerIntercept(2), BURN_THIS),  # its bearer known before it burns
        when=bearer_blocking(is_vampire),
        needs="intercept",
        user="host",
    ),
)


# ------------------------------------------------------------------------ Nephren-Ka, Amam the Devourer

NEPHREN = "Nephren-Ka"
card(NEPHREN, Use(ALLY, RECRUIT, text="recruit: a unique mummy with 5 life, 2 strength"))
abilities(
    NEPHREN,
    Ability(
        "prevent 1 non-aggravated damage (once each combat)",  # "can prevent 1 non-aggravated damage each combat"
        DAMAGE,
        Prevent(1, normal_only=True),
        when=all_of(damage_to_yours(named(NEPHREN)), normal_damage_to_prevent),
        once="combat",
    ),
    enter_combat_ability("a minion", OTHERS_READY_MINION),
)
event(NEPHREN, "enter-play", PlaysAsVampire(("nec",)))  # "cards requiring basic Necromancy as a vampire"
rule(NEPHREN, SHUFFLED_BACK, ShuffledBack(), key=card_id(NEPHREN))  # "shuffle him into his owner's library"

AMAM = "Amam the Devourer"
card(AMAM, Use(ALLY, RECRUIT, text="recruit: a unique mummy with 3 life, 2 strength"))
abilities(
    AMAM,
    enter_combat_ability("a minion", OTHERS_READY_MINION),
    Ability(
        "burn a vampire in torpor to gain 1 life as a (D) action",
        MINION_PHASE,
        seq(BurnTarget(), SourceGainsLife(1)),
        when=not_recruited,
        targets=Minions("others", "controlled", vampire=True, kind=in_torpor),
        action=ActionSpec(directed=True),
        by="self",
    ),
)
event(AMAM, "burned", GainsIfOpposingBurned(1))  # "If a minion opposing Amam in combat is burned, Amam can gain 1 life"
rule(AMAM, SHUFFLED_BACK, ShuffledBack(), key=card_id(AMAM))  # "If Amam is burned, shuffle him into ..."


# ------------------------------------------------------------------------ Giulia Giovanni Abruzzina, Mummy's Tongue

GIULIA = "Giulia Giovanni Abruzzina"
card(GIULIA, Use(ALLY, RECRUIT, text="recruit: a unique wraith with 1 life: a Giovanni's combat at close range"))
abilities(
    GIULIA,
    Ability(
        "lock before range is determined to set the range for the round to close (a Giovanni you control in combat)",
        BEFORE_RANGE,
        SetRange(CLOSE),
        when=all_of(yours_in_combat(of_clan("Giovanni")), range_not_set),
        lock=True,
        by="self",
    ),
)

card("Mummy's Tongue", Use(EQUIPMENT, EQUIP, text="equip: unique; burn in your master phase to stun a vampire"))
abilities(
    "Mummy's Tongue",
    Ability(
        # "This vampire can burn this card during your master phase to lock any vampire. The locked vampire
        # does not unlock as normal during their next unlock phase" (a ready unlocked one).
        "burn this card to lock a vampire, who does not unlock during their next unlock phase",
        MASTER_PHASE,
        seq(Stun(), BURN_THIS),
        targets=Minions("any", vampire=True, locked=False),
        user="host",
    ),
)


# ------------------------------------------------------------------------ weapons, vehicles and allies of a line or two

BANG_NAKH = "Bang Nakh — Tiger's Claws"
card(BANG_NAKH, Use(EQUIPMENT, EQUIP, text="equip: a melee weapon, strength+2 damage"))
strikes(BANG_NAKH, melee_strikes(2, "bang-nakh-strength+2"))  # "Strike: strength+2 damage"

card("Femur of Toomler", Use(EQUIPMENT, EQUIP, text="equip: a unique melee weapon, strength+1 aggravated damage"))
strikes("Femur of Toomler", melee_strikes(1, "femur-of-toomler-strength+1-agg", agg=True))

card("Blow Torch", Use(EQUIPMENT, EQUIP, text="equip: a weapon, 1 aggravated damage each strike"))
strikes("Blow Torch", weapon_strikes(Strike("damage", 1, agg=True, name="blow-torch-1-agg")))  # close range

card("Submachine Gun", Use(EQUIPMENT, EQUIP, text="equip: a gun, 3R each strike, a maneuver each combat"))
strikes("Submachine Gun", weapon_strikes(Strike("damage", 3, ranged=True, name="submachine-gun-3r")))
event("Submachine Gun", "combat-start", each_combat("maneuver", "submachine-gun-3r"))  # "an optional maneuver"

# "3 damage as a strike, only usable once each combat" (close range: not ranged).
card("Chainsaw", Use(EQUIPMENT, EQUIP, text="equip: a weapon, 3 damage once each combat"))
once_each_combat_strike("Chainsaw", OnceEachCombat(Strike("damage", 3, name="chainsaw-3", after="chainsaw")))
card("Gas-Powered Chainsaw", Use(EQUIPMENT, EQUIP, text="equip: a melee weapon, 3 damage once each combat"))
once_each_combat_strike(
    "Gas-Powered Chainsaw",
    OnceEachCombat(Strike("damage", 3, name="gas-powered-chainsaw-3", after="gas-powered-chainsaw")),
)

card("Hawg", Use(EQUIPMENT, EQUIP, when=may_carry_card("Hawg"), text="equip: a vehicle, a press each combat"))
event("Hawg", "combat-start", each_combat("press", 1, "combat"))  # "an optional press each combat"

card("Gypsies", Use(ALLY, RECRUIT, text="recruit: a unique mortal with 1 life, 1 strength, 1 bleed, +1 stealth"))
static("Gypsies", "stealth", const(1))  # "Gypsies get +1 stealth on each of their actions"

card("The Slashers", Use(ALLY, RECRUIT, text="recruit: a unique mortal with 3 life, strike 1R"))
strikes("The Slashers", own_strikes(Strike("damage", 1, ranged=True, name="slashers-1r")))  # "may strike for 1R"

card("Resplendent Protector", Use(RETAINER, Employ(), text="employ a mortal: prevent 1 damage each combat"))
event("Resplendent Protector", "combat-start", each_combat("shield", 1))  # "may prevent 1 damage each combat"

card(
    "Baseball Bat",
    Use(
        EQUIPMENT,
        seq(EQUIP, UnlockAtEndOfTurn()),  # "If the action to equip with the Baseball Bat is successful, unlock ..."
        delay="action",  # "Do not replace until after this action"
        text="equip: a melee weapon, strength+1 damage; unlocked at the end of the turn",
    ),
)
strikes("Baseball Bat", melee_strikes(1, "baseball-bat-strength+1"))

card("Ghouled Street Thug", Use(ALLY, RECRUIT, text="recruit: a ghoul with 2 life, strike 1R"))
strikes("Ghouled Street Thug", own_strikes(Strike("damage", 1, ranged=True, name="street-thug-1r")))
event("Ghouled Street Thug", "enter-play", PlaysAsVampire(("pot",)))  # "basic Potence as a 2-capacity vampire"

card("Rafastio Ghoul", Use(ALLY, RECRUIT, text="recruit: a ghoul with 2 life, plays Blood Sorcery as a vampire"))
event("Rafastio Ghoul", "enter-play", PlaysAsVampire(("tha",)))  # "basic Blood Sorcery as a vampire with capacity 3"

card("Rom Gypsy", Use(ALLY, RECRUIT, text="recruit: a mortal with 2 life, strike 1R, a maneuver each combat"))
strikes("Rom Gypsy", own_strikes(Strike("damage", 1, ranged=True, name="rom-gypsy-1r")))
event("Rom Gypsy", "combat-start", each_combat("maneuver", ""))
abilities(
    "Rom Gypsy",
    Ability(
        "lock to give a Ravnos you control +1 stealth",
        ACTION_STAGES,
        Stealth(1),
        when=acting(of_clan("Ravnos"), yours=True),
        lock=True,
        needs="stealth",
    ),
)

SCAPELLI = 'Scapelli, The Family "Mechanic"'
card(SCAPELLI, Use(ALLY, RECRUIT, text="recruit: a unique mortal with 3 life, strike 2R, a press each combat"))
strikes(SCAPELLI, own_strikes(Strike("damage", 2, ranged=True, name="scapelli-2r")))  # "may strike for 2R damage"
event(SCAPELLI, "combat-start", each_combat("press", "continue", "combat"))  # "may press to continue combat"

card("Order of Hermes Cabal", Use(ALLY, RECRUIT, text="recruit: a unique mage with 2 life, strike 1R aggravated"))
strikes("Order of Hermes Cabal", own_strikes(Strike("damage", 1, ranged=True, agg=True, name="cabal-1r-agg")))
abilities(
    "Order of Hermes Cabal",
    enter_combat_ability("a Tremere controlled by another Methuselah", Minions("others", kind=of_clan("Tremere"))),
)

card(
    "Shade",
    levels(
        "obt",
        Use(RETAINER, Employ(2), text="employ a demon: 1 damage each round at close range"),
        Use(RETAINER, Employ(3), text="employ a demon with 3 life: 1 damage each round at close range"),
    ),
)
event("Shade", "round-start", each_combat("env-close", 1, "round"))  # environmental, as Wolf Companion's

card("Political Antagonist", Use(ALLY, RECRUIT, text="recruit: a mortal with 1 life, 1 strength, 1 bleed"))
abilities(
    "Political Antagonist",
    Ability(
        "lock during a political action to give a Ventrue antitribu +1 intercept",
        ACTION_STAGES,
        BlockerIntercept(1),
        when=all_of(political_action, blocking(of_clan("Ventrue antitribu"), None)),
        lock=True,
        needs="intercept",
    ),
)

card("Hellhound", Use(ALLY, RECRUIT, text="recruit: a ghoul with 2 life that cannot act"))
lasting_flag("Hellhound", "cannot-act", of_its_own)  # "The Hellhound cannot take actions"
regains("Hellhound", Regains(1))  # "If the Hellhound has only 1 life during your unlock phase, it gains 1 life"

card("Faithful Servant", Use(RETAINER, Employ(), text="employ a mortal: 1 blood each minion phase in torpor"))
# "If the vampire with this retainer is in torpor, he or she gains 1 blood at the beginning of his or her
# minion phase."
event("Faithful Servant", "minion-phase", phase_of("own", GainsInPhase(1, in_torpor=True)))

VENEFICORUM = "Veneficorum Artum Sanguis"
card(VENEFICORUM, Use(EQUIPMENT, EQUIP, text="equip: unique; superior Blood Sorcery"))
static(VENEFICORUM, LEVEL + "tha", on_bearer(2, kind=is_vampire))  # "has superior Blood Sorcery"
abilities(
    VENEFICORUM,
    Ability(
        # "Any Tremere or Tremere antitribu may enter combat with the minion with this equipment as a (D) action."
        "a Tremere enters combat with the minion with this equipment as a (D) action",
        MINION_PHASE,
        FIGHT,
        when=minion_is(any_kind(of_clan("Tremere"), of_clan("Tremere antitribu"))),
        targets=the_bearer,
        user="any",
        action=ActionSpec(directed=True),
    ),
)

card("Zombie", Use(RETAINER, Employ(), text="employ a zombie: 1 damage each round at close range; burn it for 2 blood"))
event("Zombie", "round-start", each_combat("env-close", 1, "round"))  # environmental, as Wolf Companion's
abilities(
    "Zombie",
    Ability(
        "burn this retainer to gain 2 blood as a +1 stealth action",
        MINION_PHASE,
        seq(BearerGainsBlood(2), BURN_THIS),
        when=minion_is(is_vampire),
        action=ActionSpec(stealth=1),
        by="host",
    ),
)

card(
    "Dread Mastiff",
    levels(
        "ani",
        Use(RETAINER, Employ(), text="employ an animal: 1 damage each round at close range"),
        Use(RETAINER, Employ(), text="employ an animal: 1 damage each round at close range, a press each combat"),
    ),
)
event("Dread Mastiff", "round-start", each_combat("env-close", 1, "round"))
event("Dread Mastiff", "combat-start", each_combat("press", 1, "combat", superior=True))  # [ANI] "1 optional press"

card(
    "Catacombs",
    # "This equipment card represents a location and does not count as equipment while in play. Unique."
    Use(EQUIPMENT, PutOn("by", data=("location",)), text="put on this vampire: +1 stealth rescuing, 1 less blood"),
)
# "When attempting to rescue a vampire from torpor, the vampire with this location gets +1 stealth and
# burns 1 less blood if successful."
rule("Catacombs", core.STEALTH_MODS, BearerStealthDuring("Catacombs", "rescue"))
static("Catacombs", "rescue-cost", on_bearer(-1))

card(
    "Dartmoor, England",
    Use(
        EQUIPMENT,
        PutOn("by", data=("location",)),
        text="put on this vampire: +1 stealth on Animalism or Protean actions",
    ),
)
# "The vampire with this location gets +1 stealth on any action requiring Animalism or Protean."
rule("Dartmoor, England", core.STEALTH_MODS, StealthOnActionsRequiring("Dartmoor, England", ("ani", "pro")))

card("Giuseppe, Gravedigger", Use(RETAINER, Employ(), text="employ a unique mortal: +1 stealth on Necromancy actions"))
# "This vampire gets +1 stealth during actions requiring Necromancy."
rule("Giuseppe, Gravedigger", core.STEALTH_MODS, StealthOnActionsRequiring("Giuseppe, Gravedigger", ("nec",)))

card(
    "The Ancestor's Talisman",
    Use(EQUIPMENT, EQUIP, text="equip: unique; +1 intercept during Dominate or Presence actions"),
)
# "The bearer gets +1 intercept during actions requiring Dominate or Presence."
static("The Ancestor's Talisman", "intercept", InterceptDuringActionsRequiring(("dom", "pre")))

# "End combat as a strike, only usable at long range. Burn after use."
card(
    "Smoke Grenade", Use(EQUIPMENT, EQUIP, text="equip: a weapon, strike: combat ends at long range, burned after use")
)
strikes("Smoke Grenade", weapon_strikes(Strike("ends", name="smoke-grenade-ends", after=BURN_AFTER_USE), at_range=LONG))

# "6R damage each strike; only usable after the first round of combat; only usable at long range."
card("RPG Launcher", Use(EQUIPMENT, EQUIP, text="equip: a weapon, 6R after the first round, at long range"))
strikes(
    "RPG Launcher",
    weapon_strikes(Strike("damage", 6, ranged=True, name="rpg-launcher-6r"), at_range=LONG, from_round=2),
)

card("The Bruisers", Use(ALLY, RECRUIT, text="recruit: a unique mortal with 2 life, 2 strength"))
abilities(
    "The Bruisers",
    Ability(
        "burn a location controlled by your prey as a (D) action",
        MINION_PHASE,
        BurnTargetCard(),
        when=not_recruited,
        targets=Locations("prey"),
        action=ActionSpec(directed=True),
        by="self",
    ),
)

WALKS = "Walks-With-Might"
card(WALKS, Use(ALLY, RECRUIT, text="recruit: a unique werewolf with 4 life, 3 strength"))
static(
    WALKS, "intercept", KindGets(1, any_minion, against=of_clan("Ministry"))
)  # "+1 intercept against Followers of Set"
rule(WALKS, core.COST_CHANGES, YourCardsCostMore(WALKS, "Master"))  # "Master cards cost you 1 additional pool to play"
# "Each strike or damaging effect made against him inflicts 1 less damage on him" (as Nephandus).
event(WALKS, "combat-start", each_combat(LESS_DAMAGE, 1, "combat"))

card(
    "Jackal",
    levels(
        "ani",
        Use(
            RETAINER, Employ(), text="employ an animal: +1 stealth if your prey controls a Follower of Set or Assamite"
        ),
        Use(
            RETAINER, Employ(), text="employ an animal: +2 stealth if your prey controls a Follower of Set or Assamite"
        ),
    ),
)
# "If your prey controls a ready Follower of Set or Assamite, the minion with this retainer gets +1 stealth"
# ([ANI] +2): the Ministry and the Banu Haqim, as the clans are now named.
static("Jackal", "stealth", IfPreyControls(1, any_kind(of_clan("Ministry"), of_clan("Banu Haqim")), superior=2))

card(
    "Hatch the Viper",
    Use(
        RETAINER,
        Employ(),
        key="basic",
        disc=B("pro", "ser"),
        text="employ: prevent 1 damage each combat, 1 damage at close range",
    ),
    Use(
        RETAINER,
        Employ(),
        key="superior",
        disc=S("pro", "ser"),
        text="employ: prevent 1 damage each combat, 2 damage at close range",
    ),
)
event("Hatch the Viper", "combat-start", each_combat("shield", 1))  # "The employer can prevent 1 damage each combat"
# "Hatch the Viper inflicts 1 damage on the opposing minion each round ... at close range"; [PRO][SER] 2.
event("Hatch the Viper", "round-start", each_combat("env-close", 1, "round"))
event("Hatch the Viper", "round-start", each_combat("env-close", 1, "round", superior=True))

LOCAL_1111 = "Local 1111"
SABBAT = in_sect("sabbat")
card(
    LOCAL_1111,
    Use(
        EQUIPMENT, PutOn("by", data=("location",)), text="put on this Sabbat vampire: 2 blood to another Sabbat vampire"
    ),
    requires=controls_ready(all_kinds(is_vampire, SABBAT)),
    requires_text="Requires a ready Sabbat vampire",
)
abilities(
    LOCAL_1111,
    Ability(
        "move 2 blood from the blood bank to any other ready Sabbat vampire as a +1 stealth action",
        MINION_PHASE,
        AddBlood(2),
        when=minion_is(all_kinds(is_vampire, SABBAT)),
        targets=Minions("any", vampire=True, kind=SABBAT, other=True),
        action=ActionSpec(stealth=1, target_seat=undirected),
        by="host",
    ),
)

card("Succubus", Use(ALLY, RECRUIT, text="recruit: a demon with 3 life, aggravated hand strikes"))
event("Succubus", "combat-start", each_combat("agg-hand", True, "combat"))  # "hand strikes are aggravated"
abilities(
    "Succubus",
    Ability(
        "steal 1 blood or life (gaining a life) from a minion as a +1 stealth (D) action",
        MINION_PHASE,
        StealBlood(1),
        when=not_recruited,
        targets=Minions("others", "controlled"),
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
    Ability(
        "burn 1 life to get +1 bleed for the current action (once each turn)",
        ACTION_STAGES,
        seq(BurnBlood(1), Bleed(1)),
        when=all_of(bleeding_self, has_blood(1)),
        once="turn",
        by="self",
    ),
)

ORB = "Orb of Ulain"
ORB_DISCIPLINES = ("aus", "chi", "dom", "pre", "ser")
card(ORB, Use(EQUIPMENT, EQUIP, text="equip: unique; this ally cannot be the target of some directed actions"))
# "This ally cannot be the target of directed actions requiring Auspex, Chimerstry, Dominate, Presence or
# Serpentis. Reaction cards requiring any of those Disciplines cost 1 additional blood while this ally is acting."
rule(ORB, core.TARGET_RULES, NotTargeted(card_id(ORB), requiring=ORB_DISCIPLINES))
rule(ORB, core.COST_CHANGES, CostsMoreAround(ORB, ORB_DISCIPLINES, as_=REACTION, acting_only=True))

# "3R damage each strike, only usable once each round."
card("Combat Shotgun", Use(EQUIPMENT, EQUIP, text="equip: a gun, 3R once each round"))
once_each_combat_strike(
    "Combat Shotgun",
    OnceEachCombat(Strike("damage", 3, ranged=True, name="combat-shotgun-3r", after="combat-shotgun"), each_round=True),
)

card("Black Spiral Buddy", Use(ALLY, RECRUIT, text="recruit: a werewolf with 3 life, aggravated hand strikes"))
event("Black Spiral Buddy", "combat-start", each_combat("agg-hand", True, "combat"))  # "hand strikes are aggravated"
abilities(
    "Black Spiral Buddy",
    Ability(
        "an additional strike (limited), once each combat",  # "Once each combat, ... an additional strike (limited)"
        ADDITIONAL,
        AdditionalStrike(True),
        when=all_of(bearer_in_combat, limited_free),
        once="combat",
        by="self",
    ),
)
regains("Black Spiral Buddy", Regains(2))  # "If he has fewer than 3 life during your unlock phase, he gains 1 life"

# "Strike: 4R damage, only usable once each round and only at long range."
card("Mark V", Use(EQUIPMENT, EQUIP, text="equip: a gun, 4R once each round at long range"))
once_each_combat_strike(
    "Mark V",
    OnceEachCombat(Strike("damage", 4, ranged=True, name="mark-v-4r", after="mark-v"), each_round=True, at_range=LONG),
)


# ---- Learjet: "Vehicle. Each time you draw to replace a card this minion played as an acting minion, you may draw
# an additional card (discard afterward). A minion may have only one vehicle." The additional card is drawn with
# the replacement, delayed or not (PIB 20110718); drawn, as every such "may" (a player keeps the better cards in
# discarding down); a card played from elsewhere than the hand is not replaced (LSJ 20081126): none then.

LEARJET = "Learjet"


def learjet_played(s: VTESState, src: int, info: dict[str, Any]) -> None:
    p = info.get("play")
    uid = bearer(s, src)
    if p is None or p.card < 0 or p.source >= 0 or p.by != uid or uid < 0:
        return
    a = current_action(s)
    acting = (a is not None and a.actor == uid) or CARDS[p.card].uses[p.use].as_ in ACTION_TYPES
    if acting:
        key = (EXTRA_ON_REPLACE, p.seat)
        s.marks[key] = int(s.marks.get(key, 0)) + 1


card(LEARJET, Use(EQUIPMENT, EQUIP, when=may_carry_card(LEARJET), text="equip: a vehicle, draw more on replacing"))
event(LEARJET, "card-played", learjet_played)
rule(LEARJET, ops.REFILL_MORE, ExtraOnReplace())


# ---- Light Intensifying Goggles: "Electronic. The bearer gets 1 optional maneuver during the first round of
# combat. You can move any aim card the bearer uses to this card, face up and out of play (even if it is
# canceled). The bearer can play an aim card on this equipment as if from your hand; it is then removed from the
# game." One card on it at a time (the rulings speak of "the card on it"), moved from the ash heap once the aim
# card is done, until the end of that combat; played from it by the bearer alone (play.BEARER), not replaced
# (LSJ 20081126), cancellable as played (LSJ 20060106).

GOGGLES = "Light Intensifying Goggles"
GOGGLES_CATCH = "goggles-catch"


def goggles_aim_played(s: VTESState, src: int, info: dict[str, Any]) -> None:
    p = info.get("play")
    if p is None or p.card < 0 or p.by != bearer(s, src) or p.source == src or "aim" not in CARDS[p.card].kinds:
        return
    s.marks[("this-combat", GOGGLES_CATCH, src)] = (p.card, p.seat)


def goggles_may_catch(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    caught = s.marks.get(("this-combat", GOGGLES_CATCH, src)) if s.marks else None
    return caught is not None and caught[0] in s.ash[caught[1]] and ops.held_card(s, src) is None


def goggles_catch(s: VTESState, p: Play) -> None:
    caught = s.marks.pop(("this-combat", GOGGLES_CATCH, p.source), None)
    if caught is None or caught[0] not in s.ash[caught[1]] or ops.held_card(s, p.source) is not None:
        return
    card_, owner = caught
    s.ash[owner].remove(card_)
    ops.hold(s, p.source, card_, owner)
    ops.say(s, N_("{card} is put on {where}."), card=facts(card_).name, where=GOGGLES)


card(GOGGLES, Use(EQUIPMENT, EQUIP, text="equip: a maneuver in each first round; aim cards kept on it"))
event(GOGGLES, "combat-start", each_combat("maneuver", "", "round"))  # the first round
event(GOGGLES, "card-played", goggles_aim_played)
abilities(
    GOGGLES,
    Ability(
        "move the aim card the bearer used to this card",
        ANY_TIME,
        code(goggles_catch, tags=("draw",)),
        when=goggles_may_catch,
    ),
)
rule(GOGGLES, AS_FROM_HAND, BEARER, key=card_id(GOGGLES))


# ---- Sire's Index Finger: "Unique equipment. The vampire with this equipment is immune to frenzy cards (including
# Brujah Frenzy, Drawing Out the Beast, Frenzy, Rötschreck and Terror Frenzy)." Reading: a frenzy card cannot be
# played naming its bearer, nor by the minion in combat with its bearer when the card acts on the opposing minion
# (a combat modifier for the opposing minion); a frenzy card played before the Finger came stays (LSJ 20040210).

SIRES_FINGER = "Sire's Index Finger"


@dataclass(frozen=True, slots=True)
class ImmuneToFrenzy(WhileOnTable):
    """A rule of ``core.TARGET_RULES`` while the card is at the table: False for a frenzy card that would
    affect a bearer (``above``: "this vampire with capacity above 5 is immune", Blade of Enoch)."""

    card: str
    above: int = 0

    def bears(self, s: VTESState, uid: int) -> bool:
        m = s.minions.get(uid)
        if m is None or (self.above and capacity(s, uid) <= self.above):
            return False
        return any(s.placed[c].card == card_id(self.card) for c in m.cards if c in s.placed)

    def __call__(self, s: VTESState, ctx: Ctx, p: Play) -> bool:
        return not frenzy_played_on(s, p, lambda uid: self.bears(s, uid))


card(SIRES_FINGER, Use(EQUIPMENT, EQUIP, text="equip: immune to frenzy cards"))
rule(SIRES_FINGER, core.TARGET_RULES, ImmuneToFrenzy(SIRES_FINGER))


# ---- Blade of Enoch: "Unique melee weapon. Strike: strength+1 damage, only usable by a vampire with capacity above
# 5. Damage inflicted by this weapon on a Brujah or Brujah antitribu is aggravated. This vampire with capacity above
# 5 is immune to the effects of Frenzy cards." (a vampire of capacity 5 or less may carry it, without its strike or
# immunity: LSJ 20030607; the immunity as Sire's Index Finger's)

BLADE_OF_ENOCH = "Blade of Enoch"


def blade_of_enoch_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    if capacity(s, uid) <= 5:
        return []
    other = c.other(uid)
    agg = other in s.minions and (has_clan(s, other, "Brujah") or has_clan(s, other, "Brujah antitribu"))
    return [Strike("damage", c.strength(s, uid) + 1, agg=agg, name="blade-of-enoch", source=src)]


card(BLADE_OF_ENOCH, Use(EQUIPMENT, EQUIP, text="equip: melee weapon, strength+1 (a vampire above capacity 5)"))
strikes(BLADE_OF_ENOCH, blade_of_enoch_strikes)
rule(BLADE_OF_ENOCH, core.TARGET_RULES, ImmuneToFrenzy(BLADE_OF_ENOCH, above=5))


# ---- Grenade: "Weapon. 3R damage as a strike. If Grenade is used at close range, the minion with this weapon takes 1
# damage. Burn after use."

card(
    "Grenade", Use(EQUIPMENT, EQUIP, text="equip: a weapon, strike: 3R damage (1 to the bearer at close range), burned")
)
strikes(
    "Grenade",
    weapon_strikes(
        Strike("damage", 3, ranged=True, name="grenade-3r", recoil=1, recoil_close=True, after=BURN_AFTER_USE)
    ),
)


# ---- Bloodstone: "Equipment. Put this equipment on any minion (this is a +1 stealth (D) action if the minion is
# controlled by another Methuselah). This acting vampire gets +2 intercept when attempting to block the bearer of
# this equipment." (the vampire who took the action is kept on the card; on another's minion the card is that
# Methuselah's, VT-CARD-45)

BLOODSTONE = "Bloodstone"


def bloodstone_on(s: VTESState, p: Play) -> None:
    target = p.targets[0] if p.targets else -1
    if isinstance(target, int) and target in s.minions and p.by in s.minions:
        ops.put_on(s, p.card, p.seat, ops.attached_controller(s, p.card, p.seat, target), target, data=(p.by,))
        stays(s)


def bloodstone_intercept(s: VTESState, src: int, uid: int) -> int:
    """+2 intercept for the vampire who put it on, attempting to block its bearer (a static everywhere)."""
    pl = s.placed.get(src)
    a = current_action(s)
    if pl is None or a is None or pl.data[:1] != (uid,) or a.blocker != uid or a.actor != pl.host:
        return 0
    return 2


card(
    BLOODSTONE,
    Use(
        EQUIPMENT,
        code(bloodstone_on, tags=("equip",)),
        key="yours",
        targets=Minions("yours"),
        vampire=True,
        text="put on a minion you control: you get +2 intercept blocking it",
    ),
    Use(
        EQUIPMENT,
        code(bloodstone_on, tags=("equip",)),
        key="others",
        targets=Minions("others"),
        action=ActionSpec(stealth=1, directed=True),
        vampire=True,
        text="+1 stealth (D): put on a minion of another Methuselah: you get +2 intercept blocking it",
    ),
)
static(BLOODSTONE, "intercept", bloodstone_intercept, everywhere=True)


# ------------------------------------------------------------------------ Gianna di Canneto (issue 37, seventh list)

# "Unique wraith with 2 life. 1 strength, 1 bleed. If another minion you control is in combat, Gianna can lock and burn
# herself to burn an equipment on the opposing minion, or lock during normal strike resolution to inflict 1
# unpreventable damage on the opposing minion." Readings: the damage is used as the strikes are chosen (before
# strikes, or at the strike step), and inflicted with the round's normal strike resolution, as environmental damage
# that nothing prevents (combat key ENV_UNPREVENTABLE); an equipment burned that was to strike leaves that strike
# without effect (PIB 20141026: the rules' weapon check); usable the turn she is recruited (ANK 20180517). Not
# enforced: the ruling that she cannot inflict the damage once a "strike: combat ends" was used (ANK 20211130).
GIANNA = "Gianna di Canneto"
card(GIANNA, Use(ALLY, RECRUIT, text="recruit: a unique wraith with 2 life, 1 strength, 1 bleed"))


def gianna_fight(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "If another minion you control is in combat"."""
    c = ctx.combat
    return c is not None and any(u != uid and u in s.minions and s.controller(u) == seat for u in (c.a, c.b))


def opposing_equipment(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """An equipment on the minion in combat with a minion you control."""
    c = ctx.combat
    if c is None:
        return
    for u in (c.a, c.b):
        if u in s.minions and s.controller(u) == seat and c.other(u) in s.minions:
            for p in s.minions[c.other(u)].cards:
                if is_equipment(s, p):
                    yield (p,)


def gianna_damages(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    if c is None:
        return
    mine = next((u for u in (c.a, c.b) if u != p.by and u in s.minions and s.controller(u) == p.seat), -1)
    if mine >= 0:
        c.add(mine, ENV_UNPREVENTABLE, 1, "round")


abilities(
    GIANNA,
    Ability(
        "lock and burn herself to burn an equipment on the opposing minion",
        frozenset(("before-range", "range", "before-strikes", "strike", "press")),
        seq(BurnTargetCard(), BurnThisMinion()),
        when=gianna_fight,
        targets=opposing_equipment,
        lock=True,
        by="self",
    ),
    Ability(
        "lock: 1 unpreventable damage to the opposing minion during normal strike resolution",
        frozenset(("before-strikes", "strike")),
        code(gianna_damages, damage=1),
        when=gianna_fight,
        lock=True,
        by="self",
    ),
)


# ------------------------------------------------------------------------ Bone Shambler (issue 37, seventh list)

# "Zombie with 1 life. 1 strength, 1 bleed. [obl] This ally cannot have or use equipment or retainers. During a bleed
# action, you can lock another copy of this ally you control to give this ally +1 bleed. [OBL] As above, and during a
# bleed action, a Hecata you control can burn 1 blood to give this ally +1 bleed." (before resolution, ANK 20231124;
# a copy recruited this turn can lock, ANK 20180517; the [OBL] text is the superior-recruited ally's own)
SHAMBLER = "Bone Shambler"
card(
    SHAMBLER,
    levels(
        "obl",
        Use(ALLY, Recruit(marked=True), text="recruit: a zombie with 1 life, 1 strength, 1 bleed"),
        Use(
            ALLY,
            Recruit(marked=True),
            text="recruit: a zombie with 1 life; a Hecata you control can burn 1 blood for +1 bleed",
        ),
    ),
)
rule(SHAMBLER, core.CARRY_RULES, NoEquipment(SHAMBLER))
rule(SHAMBLER, core.TARGET_RULES, CannotPlayTypes(SHAMBLER, ("Equipment", "Retainer")))


def shambler_hecata(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """A Hecata you control (ready or in torpor) with blood to burn, while the Bone Shambler whose text it is
    (recruited at superior) bleeds."""
    a = ctx.action
    if a is None or a.actor != src or not a.is_bleed() or not s.minions[src].marked("mode:superior"):
        return
    for v in (*s.ready[seat], *s.torpor[seat]):
        if is_vampire(s, v) and has_clan(s, v, "Hecata") and s.minions[v].blood >= 1:
            yield (v,)


def hecata_burns_blood(s: VTESState, p: Play) -> None:
    v = p.targets[0] if p.targets else -1
    if isinstance(v, int) and v in s.minions and ops.burn_blood(s, v, 1):
        Bleed(1)(s, p)


abilities(
    SHAMBLER,
    Ability(
        "lock this copy: another Bone Shambler you control bleeding gets +1 bleed",
        ACTION_STAGES,
        Bleed(1),
        when=acting(named(SHAMBLER), yours=True, bleed=True, other=True),
        lock=True,
        by="self",
    ),
    Ability(
        "a Hecata you control burns 1 blood: this Bone Shambler gets +1 bleed",
        ACTION_STAGES,
        code(hecata_burns_blood, bleed=1),
        targets=shambler_hecata,
    ),
)


# ------------------------------------------------------------------------ Monocle of Clarity (issue 37, seventh list)

# "Unique equipment. During your unlock phase, if bearer is ready, you can ask any Methuselah a yes-or-no question
# pertaining to the game. He or she must answer "yes" or "no" truthfully. If the question pertains to the future, the
# answer is not binding." Reading: the questions offered are those the rules can answer truthfully for the asked
# Methuselah, "do you hold a <type> card in your hand?" (one library card type each); the answer is said to the whole
# table, as it is spoken aloud. Not enforced: any other question (a free question has no notation here).
MONOCLE = "Monocle of Clarity"
#: The card types a Monocle question names, as a word of the notation each.
MONOCLE_TYPES = {
    "action": "Action",
    "action-modifier": "Action Modifier",
    "reaction": "Reaction",
    "combat": "Combat",
    "political-action": "Political Action",
    "master": "Master",
    "ally": "Ally",
    "equipment": "Equipment",
    "retainer": "Retainer",
    "event": "Event",
}
card(MONOCLE, Use(EQUIPMENT, EQUIP, text="equip: unique; in your unlock phase, ask a Methuselah a yes-or-no question"))


def monocle_questions(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    for t in s.remaining():
        if t != seat:
            for word in MONOCLE_TYPES:
                yield (seat_token(t), word)


def monocle_asks(s: VTESState, p: Play) -> None:
    if len(p.targets) < 2:
        return
    other, kind = token_seat(p.targets[0]), MONOCLE_TYPES.get(str(p.targets[1]), "")
    if not kind or not 0 <= other < s.players:
        return
    held = any(facts(c).is_type(kind) for c in s.hand[other])
    s.reveals += 1
    line = (
        N_("{seat} asks {other}: do you hold a {kind} card? Yes.")
        if held
        else N_("{seat} asks {other}: do you hold a {kind} card? No.")
    )
    ops.say(s, line, seat=s.seat_name(p.seat), other=s.seat_name(other), kind=kind)


def monocle_bearer_ready(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    v = bearer(s, src)
    return v in s.minions and s.is_ready(v)


abilities(
    MONOCLE,
    Ability(
        "ask a Methuselah whether they hold a card of a type",
        UNLOCK,
        code(monocle_asks, tags=("look-hand",)),
        when=monocle_bearer_ready,
        targets=monocle_questions,
        once="turn",
    ),
)


# ------------------------------------------------------------------------ Corpse Balloon (issue 37, seventh list)

# "Ghoul with 1 life. [vic] If the employer blocks a directed action, they get 1 optional maneuver during the first round
# of the resulting combat. [VIC] As above, and the employer gets +1 intercept during directed actions." (the level it was
# employed at decides, RTR 19941109; the intercept only counts while blocking: a directed action at its controller)
BALLOON = "Corpse Balloon"
card(
    BALLOON,
    levels(
        "vic",
        Use(RETAINER, Employ(1), text="employ: a maneuver when the employer blocks a directed action"),
        Use(RETAINER, Employ(1), text="employ: a maneuver when the employer blocks a directed action; +1 intercept"),
    ),
)
static(BALLOON, "intercept", on_bearer(0, superior=1, during="directed-at-you"))


def balloon_maneuver(s: VTESState, src: int, info: dict[str, Any]) -> None:
    c: Combat = info["combat"]
    a = current_action(s)
    uid = bearer(s, src)
    if a is None or not a.directed or a.blocker != uid or uid not in (c.a, c.b) or c.round != 1:
        return
    c.add(uid, "maneuver", "", "round")


event(BALLOON, "combat-start", balloon_maneuver)


# ------------------------------------------------------------------------ Heartrender (issue 37, seventh list)

# "Unique wraith with 1 life. 1 strength, 1 bleed. The Heartrender can remove itself from the game to burn a non-wraith
# non-zombie ally or retainer as a +1 stealth (D) action." (another Methuselah's; removed from the game as the action
# succeeds, its cost, VT-ACT-05)
HEARTRENDER = "Heartrender"
card(HEARTRENDER, Use(ALLY, RECRUIT, text="recruit: a unique wraith with 1 life, 1 strength, 1 bleed"))


def _living(card: int) -> bool:
    traits = facts(card).trait.split()
    return "wraith" not in traits and "zombie" not in traits


def heartrender_targets(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    for t, v, m in s.all_ready():
        if t != seat and not is_vampire(s, v) and _living(m.card):
            yield (v,)
    for (p,) in CardsInPlay("Retainer")(s, ctx, seat, uid):
        if _living(s.placed[p].card):
            yield (p,)


def heartrender_burns(s: VTESState, p: Play) -> None:
    target = p.targets[0] if p.targets else -1
    if isinstance(target, int) and target in s.minions:
        ops.burn(s, target)
    elif isinstance(target, int) and target in s.placed:
        ops.say(s, N_("{card} is burned."), card=facts(s.placed[target].card).name)
        ops.burn_placed(s, target)
    if p.by in s.minions:
        ops.burn(s, p.by, to="removed")


abilities(
    HEARTRENDER,
    Ability(
        "remove itself from the game to burn a non-wraith non-zombie ally or retainer as a +1 stealth (D) action",
        MINION_PHASE,
        code(heartrender_burns, harmful=True, tags=("burn-ally",)),
        when=not_recruited,
        targets=heartrender_targets,
        action=ActionSpec(stealth=1, directed=True),
        by="self",
    ),
)


# ------------------------------------------------------------------------ Reanimated Corpse (issue 37, seventh list)

# "Zombie with 2 life. 2 strength, 2 bleed. [thn] Put X pathos counters on this corpse when it enters play. During your
# unlock phase, burn 1 pathos counter. Remove the corpse from the game if it has no pathos counters. The corpse can play
# combat cards that require basic Fortitude [for] as a vampire. [THN] As above, but put 2 additional pathos counters on
# the corpse." (X its cost, 0 or more, LSJ 20030502: with none it is removed at once, LSJ 20071015; the combat cards
# "as a vampire", VT-CARD-63: the mark as-vampire:for:combat)
REANIMATED = "Reanimated Corpse"
PATHOS = "pathos"


def corpse_rises(more: int) -> Any:
    def effect(s: VTESState, p: Play) -> None:
        before = set(s.ready[p.seat])
        Recruit()(s, p)
        new = [v for v in s.ready[p.seat] if v not in before and s.minions[v].card == p.card]
        for v in new:
            ops.mark(s, v, f"as-vampire:for{COMBAT_ONLY}")
            n = p.x + more
            if n > 0:
                ops.add_counters(s, v, PATHOS, n)
            corpse_rots(s, v)

    return effect


def corpse_rots(s: VTESState, uid: int) -> None:
    """ "Remove the corpse from the game if it has no pathos counters"."""
    if uid in s.minions and s.minions[uid].count(PATHOS) <= 0:
        ops.burn(s, uid, to="removed")


def corpse_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    if src not in s.minions or info.get("seat") != s.controller(src):
        return
    if s.minions[src].count(PATHOS) > 0:
        ops.add_counters(s, src, PATHOS, -1)
        ops.say(s, N_("{card}: 1 counter is burned ({n} left)."), card=REANIMATED, n=s.minions[src].count(PATHOS))
    corpse_rots(s, src)


card(
    REANIMATED,
    levels(
        "thn",
        Use(ALLY, code(corpse_rises(0), tags=("recruit",)), text="recruit: a zombie with 2 life, X pathos counters"),
        Use(ALLY, code(corpse_rises(2), tags=("recruit",)), text="recruit: a zombie with 2 life, X+2 pathos counters"),
    ),
)
event(REANIMATED, "unlock", corpse_unlock)


# ------------------------------------------------------------------------ the archive's allies and retainers, eighth list (issue 37)

# ---- Shaman: "Unique mage with 2 life. Requires a ready Laibon. This Laibon has +1 intercept. When acting,
# this Laibon can shuffle this retainer back into his owner's library to get +1 stealth." (the Laibon employing
# it, as "this Laibon" says; +1 stealth when stealth is needed, as any "+1 stealth")


def shuffled_into_library(s: VTESState, p: Play) -> None:
    """ "Shuffle this retainer back into his owner's library": the card leaves play (VT-TERM-01: not burned)
    to its owner's library, shuffled."""
    if p.source not in s.placed:
        return
    pl = s.placed[p.source]
    ops.detach(s, p.source)
    del s.placed[p.source]
    s.library[pl.owner].append(pl.card)
    s.rng.shuffle(s.library[pl.owner])
    ops.say(s, N_("{card} is shuffled into {seat}'s library."), card=facts(pl.card).name, seat=s.seat_name(pl.owner))


card(
    "Shaman",
    Use(RETAINER, Employ(), text="employ: a unique mage with 2 life; this Laibon has +1 intercept"),
    requires=minion_is(LAIBON),
    requires_text="Requires a ready Laibon",
)
static("Shaman", "intercept", on_bearer(1, kind=LAIBON))
abilities(
    "Shaman",
    Ability(
        "shuffle this retainer into its owner's library to give this Laibon +1 stealth",
        ACTION_STAGES,
        seq(code(shuffled_into_library), Stealth(1)),
        when=bearer_acting(),
        needs="stealth",
        user="host",
    ),
)


# ---- Herald of Topheth: "Demon with 5 life. 3 strength, 1 bleed, flight [FLIGHT]. Infernal. Herald of Topheth
# can play cards requiring basic Daimoinon [dai], basic Potence [pot] and/or basic Presence [pre] as a vampire
# with capacity 5. It can enter combat with a minion as a (D) action. If it has 4 or fewer life during your
# unlock phase, it gains 1 life." (as a vampire, VT-CARD-63: the as-vampire marks; its capacity 5 not read by
# the cards it plays so)
card("Herald of Topheth", Use(ALLY, RECRUIT, text="recruit: a demon with 5 life, 3 strength, 1 bleed, flight"))
event("Herald of Topheth", "enter-play", PlaysAsVampire(("dai", "pot", "pre")))
abilities("Herald of Topheth", enter_combat_ability("a minion", OTHERS_READY_MINION))
regains("Herald of Topheth", Regains(4))


# ---- Member of the Entourage (issue 37, tenth list): "Mortal with 2 life. 0 strength, 0 bleed. This ally cannot
# perform actions. During an action directed at you (or a card you control), this ally can burn 1 life to get +1
# intercept. Burn this ally if he blocks a vampire, before block resolution." (the intercept only when needed, by this
# ally attempting to block, as often as it has the life: its last life burns it, VT-DMG-06; burned as its block of a
# vampire succeeds, the action blocked with no combat, VT-RES-03)
ENTOURAGE = "Member of the Entourage"


def entourage_burned_blocking(s: VTESState, src: int, info: dict[str, Any]) -> None:
    course = info.get("course")
    if info.get("blocker") != src or course is None or src not in s.minions or not is_vampire(s, course.actor):
        return
    ops.say(s, N_("{minion} is burned ({card})."), minion=ops.label(s, src), card=ENTOURAGE)
    ops.burn(s, src)


card(ENTOURAGE, Use(ALLY, RECRUIT, text="recruit: a mortal with 2 life that cannot act, burning life for intercept"))
lasting_flag(ENTOURAGE, "cannot-act", of_its_own)
abilities(
    ENTOURAGE,
    Ability(
        "burn 1 life: +1 intercept",
        ACTION_STAGES,
        seq(BurnBlood(1), Intercept(1)),
        when=all_of(is_blocker, directed_at_you, has_blood(1)),
        needs="intercept",
        by="self",
    ),
)
event(ENTOURAGE, "blocked", entourage_burned_blocking)


# ---- Repo Man (issue 37, tenth list): "Unique ghoul with 1 life. 0 strength, 0 bleed. If the action to recruit Repo Man
# is successful, unlock the acting minion at the end of the turn. Repo Man can retrieve the first vehicle you find in
# your library as a +2 stealth action. You then place the vehicle on any ready minion you control who meets the
# requirements of the card (pay cost to equip as normal). If none of your ready minions meet the requirements of the
# card, the card is burned without cost. Shuffle afterward." (the library searched from its top, the vehicle shown;
# a minion that may carry it and pay its blood; the cost paid even if it ousts, RTR 19941109, RTR 20010710)
REPO_MAN = "Repo Man"


def repo_may_take(s: VTESState, seat: int, uid: int, card: int) -> bool:
    use = equip_use(card)
    if use is None or use.targets is not None or not use_ok(s, Ctx("", None), seat, uid, card, CARDS[card], use):
        return False
    return s.minions[uid].blood >= equip_cost(s, None, seat, card, uid)[0]


def repo_retrieves(s: VTESState, p: Play) -> None:
    library = s.library[p.seat]
    found = next((c for c in reversed(library) if facts(c).is_type("Equipment") and is_vehicle(c)), -1)
    if found >= 0:
        library.remove(found)
    s.rng.shuffle(library)
    if found < 0:
        return
    takers = [v for v in s.ready[p.seat] if repo_may_take(s, p.seat, v, found)]
    if not takers:
        s.ash[p.seat].append(found)
        ops.say(s, N_("{card} is burned."), card=facts(found).name)
        return
    question = said(N_("{card}: the minion it moves to."), card=facts(found).name)
    ask(s, p.seat, question, [Action("choose", (v,)) for v in takers], repo_places, (p.seat, found))


def repo_places(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, card = int(args[0]), int(args[1])
    uid = int(action.args[0])
    if uid not in s.minions:
        s.ash[seat].append(card)
        return
    blood, pool = equip_cost(s, None, seat, card, uid)
    equip_paid(s, seat, uid, card, blood, pool, seat)


card(
    REPO_MAN,
    Use(
        ALLY,
        seq(RECRUIT, UnlockAtEndOfTurn()),
        text="recruit: a ghoul with 1 life; the recruiter unlocks at turn's end",
    ),
)
abilities(
    REPO_MAN,
    Ability(
        "retrieve the first vehicle of your library onto a ready minion you control, as a +2 stealth action",
        MINION_PHASE,
        code(repo_retrieves, tags=("equip",)),
        action=ActionSpec(stealth=2),
        by="self",
    ),
)


# ---- Talbot's Chainsaw (issue 37, tenth list): "Unique weapon. Strike: 3 damage. If the bearer is ready during your
# unlock phase, this weapon inflicts 3 unpreventable damage on a ready minion you control. The bearer cannot hunt. The
# bearer can enter combat with a minion as a +1 stealth (D) action. The bearer gets 1 press (mandatory), only usable
# to continue combat during the first round, and can prevent 1 damage each combat." (a melee weapon; the unlock-phase
# damage weapon damage, on a ready minion its controller chooses, the bearer included, LSJ 20090304-1; the action not
# forcing a strike with it, LSJ 19971215)
TALBOT = "Talbot's Chainsaw"


def talbot_due(s: VTESState, src: int, seat: int) -> bool:
    uid = bearer(s, src)
    return uid in s.minions and s.is_ready(uid) and s.controller(uid) == seat


def talbot_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    seat = int(info["seat"])
    if talbot_due(s, src, seat):
        own_minion_damaged(s, seat, TALBOT, 3)


card(TALBOT, Use(EQUIPMENT, EQUIP, text="equip: a weapon, strike: 3 damage; the bearer enters combat, cannot hunt"))
strikes(TALBOT, weapon_strikes(Strike("damage", 3, name="talbots-chainsaw-3")))
event(TALBOT, "unlock", talbot_unlock, due=talbot_due)
lasting_flag(TALBOT, "no-hunt", on_its_bearer)
abilities(
    TALBOT,
    Ability(
        "the bearer enters combat with a minion as a +1 stealth (D) action",
        MINION_PHASE,
        FIGHT,
        targets=OTHERS_READY_MINION,
        action=ActionSpec(stealth=1, directed=True),
        user="host",
        by="host",
    ),
)
event(TALBOT, "press-step", MandatoryPress(first_round=True))
event(TALBOT, "combat-start", each_combat("shield", 1, "combat"))


# ---- Reliquary: Shango Remains (issue 37, tenth list): "Choose an Assamite in your ash heap or burn 1 pool to choose an
# Assamite in your uncontrolled region. Remove the chosen Assamite from the game or burn this equipment. Once each turn,
# except during combat, if the Assamite bearer is ready, they can burn 1 blood to give you +2 hand size until the end
# of the turn." (chosen as it is equipped, the uncontrolled vampire's blood going back to the bank; none chosen: the
# equipment burned; each Methuselah's turn, ANK 20180719-4: vocab.inplay.hand_size_this_turn)
RELIQUARY = "Reliquary: Shango Remains"
ASSAMITE = "Banu Haqim"


def reliquary_choose(s: VTESState, p: Play) -> None:
    src = next((u for u in s.minions[p.by].cards if s.placed[u].card == p.card), -1) if p.by in s.minions else -1
    if src < 0:
        return
    ash = [c for c in s.ash[p.seat] if facts(c).crypt and ASSAMITE in facts(c).clans]
    options = [Action("choose", (x,)) for x in distinct_slugs(ash)]
    if s.pool[p.seat] >= 1:
        options += [Action("choose", (v,)) for v in s.uncontrolled[p.seat] if has_clan(s, v, ASSAMITE)]
    question = said(N_("{card}: the Assamite you remove from the game, or decline to burn it."), card=RELIQUARY)
    ask_private(s, p.seat, question, [*options, Action("decline")], reliquary_chosen, (p.seat, src))


def reliquary_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    seat, src = int(args[0]), int(args[1])
    chosen = action.args[0] if action.verb == "choose" else None
    if isinstance(chosen, int) and chosen in s.uncontrolled[seat]:
        ops.burn_pool(s, seat, 1)
        card_ = s.minions[chosen].card
        s.uncontrolled[seat].remove(chosen)
        del s.minions[chosen]
        s.removed[seat].append(card_)
        ops.say(s, N_("{card} is removed from the game."), card=facts(card_).name)
        return
    found = next((c for c in s.ash[seat] if facts(c).slug == chosen), -1) if chosen is not None else -1
    if found >= 0:
        s.ash[seat].remove(found)
        s.removed[seat].append(found)
        ops.say(s, N_("{card} is removed from the game."), card=facts(found).name)
    elif src in s.placed:
        ops.say(s, N_("{card} is burned."), card=RELIQUARY)
        ops.burn_placed(s, src)


def reliquary_may(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    uid = bearer(s, src)
    return (
        ctx.combat is None
        and uid in s.minions
        and s.is_ready(uid)
        and has_clan(s, uid, ASSAMITE)
        and s.minions[uid].blood >= 1
    )


def reliquary_hand_size(s: VTESState, p: Play) -> None:
    uid = bearer(s, p.source)
    if uid in s.minions and ops.burn_blood(s, uid, 1):
        hand_size_this_turn(s, p.seat, 2)


card(RELIQUARY, Use(EQUIPMENT, seq(EQUIP, code(reliquary_choose)), text="equip: an Assamite removed from the game"))
abilities(
    RELIQUARY,
    Ability(
        "the Assamite bearer burns 1 blood: +2 hand size until the end of the turn",
        OUT_OF_COMBAT,
        code(reliquary_hand_size, tags=("hand-size",)),
        when=reliquary_may,
        once="turn",
    ),
)


# ---- Camarilla Vitae Slave: "Retainer with 1 life. This vampire gets +1 capacity. During their master phase, they can
# choose a Discipline they have at inferior and get +1 level of the chosen Discipline until their next master phase."
# (kept until then even if the retainer is burned or stolen, LSJ 19970224: a mark on the vampire, stats.LEVEL_UP)
CAMARILLA_VITAE_SLAVE = "Camarilla Vitae Slave"


def inferior_disciplines(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[tuple[str]]:
    host = bearer(s, src)
    if host in s.minions and is_vampire(s, host):
        for code_, lvl in sorted(disciplines(s, host).items()):
            if lvl == BASIC:
                yield (code_,)


def level_up(s: VTESState, p: Play) -> None:
    host = bearer(s, p.source)
    if host in s.minions and p.targets:
        ops.mark(s, host, LEVEL_UP + str(p.targets[0]))
        ops.say(s, N_("{minion} gets superior {discipline}."), minion=ops.label(s, host), discipline=p.targets[0])


def level_down(s: VTESState, info: dict[str, Any]) -> None:
    """Their next master phase: the level is gone (the vampire's controller's)."""
    seat = info["seat"]
    for uid, m in list(s.minions.items()):
        ups = [x for x in m.marks if x.startswith(LEVEL_UP)] if m.marks else []
        if ups and s.controller(uid) == seat:
            ops.unmark(s, uid, *ups)


card(CAMARILLA_VITAE_SLAVE, Use(RETAINER, Employ(), text="employ: +1 capacity; +1 level of an inferior Discipline"))
static(CAMARILLA_VITAE_SLAVE, "capacity", on_bearer(1))
abilities(
    CAMARILLA_VITAE_SLAVE,
    Ability(
        "+1 level of a Discipline this vampire has at inferior, until their next master phase",
        MASTER_PHASE,
        code(level_up, tags=("level-up",)),
        targets=inferior_disciplines,
        once="phase",
        user="host",
    ),
)
on(CAMARILLA_VITAE_SLAVE, "master-phase", level_down)


# ---- Enhanced Coagulant: "Weapon. Strike: 3 unpreventable damage and put this card on the opposing vampire; it
# becomes a card with "Cards requiring a Discipline cost this vampire +1 blood. After this vampire successfully hunts,
# burn this card"." (close range; not against an ally, ANK 20220818; it stays on the bearer if the strike is dodged,
# ANK 20220923; once moved, no longer a weapon, ANK 20220818: its mode ``coagulated``. Left out: moved, it still counts
# as an equipment for other cards that look for one)
COAGULANT = "Enhanced Coagulant"
COAGULATED = "coagulated"
COAGULANT_MOVES = "coagulant-moves"


def coagulant_strikes(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    other = c.other(uid)
    if s.placed[src].mode == COAGULATED or other not in s.minions or not is_vampire(s, other):
        return []
    return [
        Strike(
            "damage", 3, name="enhanced coagulant", source=src, unpreventable_by=ANY_PREVENTION, after=COAGULANT_MOVES
        )
    ]


def coagulant_moves(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    other = c.other(uid)
    if st.source in s.placed and other in s.minions and is_vampire(s, other):
        ops.move_placed(s, st.source, other)
        s.placed[st.source] = s.placed[st.source]._replace(mode=COAGULATED)
        ops.say(s, N_("{card} is put on {minion}."), card=COAGULANT, minion=ops.label(s, other))


def coagulated_costs(s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
    """ "Cards requiring a Discipline cost this vampire +1 blood" (a rule of ``core.COST_CHANGES``)."""
    m = s.minions.get(uid)
    if m is None or not use.disc:
        return 0, 0
    cid = card_id(COAGULANT)
    on = any(p in s.placed and s.placed[p].card == cid and s.placed[p].mode == COAGULATED for p in m.cards)
    return (1, 0) if on else (0, 0)


def coagulant_hunted(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "After this vampire successfully hunts, burn this card"."""
    if src in s.placed and s.placed[src].mode == COAGULATED and info.get("uid") == bearer(s, src):
        ops.burn_placed(s, src)


card(
    COAGULANT,
    Use(EQUIPMENT, EQUIP, text="equip: a weapon, strike 3 unpreventable damage, then on the opposing vampire"),
)
strikes(COAGULANT, coagulant_strikes)
hook(COAGULANT, core.STRIKE_EFFECTS, coagulant_moves, COAGULANT_MOVES)
hook_while_on_table(COAGULANT, core.COST_CHANGES, coagulated_costs)
event(COAGULANT, "hunt-success", coagulant_hunted)


# ---- Joumlon's Axe: "Unique melee weapon. Strike: strength+1 damage. Damage inflicted on a Kiasyd by this weapon is
# aggravated. Once each combat, the bearer can cancel a grapple card played by the opposing minion as it is played, its
# cost is not paid, and the bearer's initial strike this round must be or have been with this weapon (not usable
# otherwise)." (as Sword of the Archangel's cancel, G00058: at once, as the card is played; usable only at close range,
# the Axe's, with no other strike chosen yet this round, which the cancel then commits to the Axe's: "forced". Left
# out: during an additional strike, the initial strike of the round is not looked back at)
AXE = "Joumlon's Axe"
AXE_STRIKE = "joumlon's axe strength+1"


def axe_strike(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
    other = c.other(uid)
    kiasyd = other in s.minions and is_vampire(s, other) and has_clan(s, other, "Kiasyd")
    return [Strike("damage", c.strength(s, uid) + 1, agg=kiasyd, name=AXE_STRIKE, source=src)]


def chosen_this_round(c: Combat, uid: int) -> Strike:
    """The strike ``uid`` chose this round (``combat.NO_STRIKE`` before the strike step: what is chosen stays until
    the next round's strikes)."""
    return strike_of(c, uid) if c.step > STEPS.index("strike") else NO_STRIKE


def axe_may_cancel(s: VTESState, seat: int, p: Play, src: int) -> bool:
    c = current_combat(s)
    if c is None or p.card < 0 or "grapple" not in CARDS[p.card].kinds or src < 0 or s.placed[src].controller != seat:
        return False
    uid = bearer(s, src)
    if c.range != CLOSE or equipment_barred(s, c, uid, src) or c.value(uid, "forced") not in (None, AXE_STRIKE):
        return False
    if chosen_this_round(c, uid).kind != "none" and chosen_this_round(c, uid).source != src:
        return False  # the initial strike chosen already: the Axe's, or none yet
    return once_key(s, Ctx("as-played", None, c), AXE_CANCEL, src) not in s.marks


def axe_canceller(s: VTESState, seat: int, p: Play, cd: CardDef, use: Use) -> bool:
    c = current_combat(s)
    return c is not None and axe_may_cancel(s, seat, p, opposing_card(s, c, p.by, AXE_ID))


def axe_cancel_when(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    p, c = ctx.played, ctx.combat
    return (
        p is not None and c is not None and opposing_card(s, c, p.by, AXE_ID) == src and axe_may_cancel(s, seat, p, src)
    )


def axe_cancel(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    cancel_played(s, unpaid=True)  # "its cost is not paid"
    uid = bearer(s, p.source)
    if c is not None and chosen_this_round(c, uid).kind == "none" and c.value(uid, "forced") is None:
        c.add(uid, "forced", AXE_STRIKE, "round")  # "the bearer's initial strike this round must be with this weapon"


AXE_CANCEL = Ability(
    "cancel a grapple card of the opposing minion; the initial strike this round with this weapon",
    frozenset(("as-played",)),
    code(axe_cancel, tags=("cancel",)),
    when=axe_cancel_when,
    once="combat",
    user="host",
)
AXE_ID = card(
    AXE, Use(EQUIPMENT, EQUIP, text="equip: a unique melee weapon, strike strength+1 (aggravated on a Kiasyd)")
)
strikes(AXE, axe_strike)
abilities(AXE, AXE_CANCEL)
hook_while_on_table(AXE, core.CANCELLERS, axe_canceller)


# ---- Improvised Flamethrower: "Weapon. Strike: 2R aggravated damage, only usable once per combat. If the opposing
# minion inflicts any damage on this minion at long range (even if it is prevented), this weapon is burned and the
# bearer takes 2 aggravated (non-strike) damage." Each copy is used once (ANK 20230316); any damage the opposing
# minion inflicts at long range, prevented or ignored (immunity), sets it off (LSJ 20040802).
IMPROVISED_FLAMETHROWER = "Improvised Flamethrower"
card(IMPROVISED_FLAMETHROWER, Use(EQUIPMENT, EQUIP, text="equip: a weapon, 2R aggravated once each combat"))
once_each_combat_strike(
    IMPROVISED_FLAMETHROWER,
    OnceEachCombat(
        Strike(
            "damage", 2, ranged=True, agg=True, name="improvised-flamethrower-2r-agg", after="improvised-flamethrower"
        )
    ),
)


def flamethrower_backfires(s: VTESState, c: Combat, index: int) -> None:
    """The opposing minion's damage meets the bearer at long range: each Improvised Flamethrower it bears is
    burned, and the bearer takes 2 aggravated damage (not from a strike: striker -1) for each."""
    target, normal, agg, striker, _ = c.damage[index]
    if c.range != LONG or target not in s.minions or striker != c.other(target) or normal + agg <= 0:
        return
    flamethrower = card_id(IMPROVISED_FLAMETHROWER)
    for w in [u for u in s.minions[target].cards if u in s.placed and s.placed[u].card == flamethrower]:
        ops.burn_placed(s, w)
        ops.say(s, N_("{minion}'s Improvised Flamethrower bursts into flames."), minion=ops.label(s, target))
        c.damage = (*c.damage, (target, 0, 2, -1, ""))


hook_while_on_table(IMPROVISED_FLAMETHROWER, DAMAGE_AIMED, flamethrower_backfires)


# ---- Nar-Sheptha: "Unique wraith with 1 life. While this vampire is in combat, you get +2 hand size, and the
# opposing minion is considered the acting minion." (at the start of each combat the employer enters, LSJ 20030530:
# a new combat, a new draw; it supersedes an earlier change of the acting minion, Deep Song, ANK 20211022; the
# hand size drawn up at once and discarded down as the combat ends, as Ecstasy). Left out: her burning during the
# combat ending the effect at once (ANK 20211022): the acting minion and hand size stay for that combat.
NAR_SHEPTHA = "Nar-Sheptha"
card(NAR_SHEPTHA, Use(RETAINER, Employ(1), text="employ: a unique wraith; in combat +2 hand size, the opponent acts"))


def nar_sheptha_combat(s: VTESState, src: int, info: dict[str, Any]) -> None:
    c: Combat = info["combat"]
    uid = bearer(s, src)
    if uid not in (c.a, c.b):
        return
    hand_size_in_combat(s, c.serial, s.controller(uid), 2)
    if c.a == uid:  # the opposing minion is now the acting one (the bearer already is not, when blocking)
        c.a, c.b = c.b, c.a
        ops.say(s, N_("{minion} is considered the acting minion (Nar-Sheptha)."), minion=ops.label(s, c.a))


event(NAR_SHEPTHA, "combat-start", nar_sheptha_combat)


# ---- Shackles of Enkidu: "Unique equipment. Before range is chosen in a round of combat, you may put the Shackles
# on any minion opposing the vampire with this card; you still controls this card, however. Combat ends. The
# Shackled minion does not unlock as normal during his or her unlock phases; he or she burns 2 blood during each of
# your unlock phases. Any minion may burn this card as a (D) action." (the shackled minion is the one the card is
# on, TOM 19951212-2, still equipment, LSJ 20100527; an ally burns no blood, RTR 19971201.) Shackles put on by
# another way than their own use (diablerie, theft) stay inert here: the plain reading keeps "shackled" for the use.
SHACKLES = "Shackles of Enkidu"
SHACKLED = "shackled"
card(SHACKLES, Use(EQUIPMENT, EQUIP, text="equip: unique; before range, shackle the opposing minion, combat ends"))


def shackle(s: VTESState, p: Play) -> None:
    """Onto the opposing minion, still controlled by you, marked as shackling it."""
    c = current_combat(s)
    host = bearer(s, p.source) if p.source in s.placed else -1
    if c is None or host not in (c.a, c.b) or c.other(host) not in s.minions:
        return
    ops.move_placed(s, p.source, c.other(host), controller=s.placed[p.source].controller)
    s.placed[p.source] = s.placed[p.source]._replace(mode=SHACKLED)
    ops.say(s, N_("{minion} is shackled (Shackles of Enkidu)."), minion=ops.label(s, c.other(host)))


abilities(
    SHACKLES,
    Ability(
        "put the Shackles on the opposing minion: combat ends",
        frozenset(("before-range",)),
        seq(code(shackle), EndCombat()),
        when=bearer_in_combat,
        user="host",
    ),
    burn_card_as_action(SHACKLES, vampires_only=False),
)


def shackled_by(s: VTESState, uid: int) -> list[int]:
    shackles = card_id(SHACKLES)
    return [p for p in s.minions[uid].cards if p in s.placed and s.placed[p].card == shackles and s.placed[p].mode]


def not_shackled(s: VTESState, uid: int) -> bool:
    """ "The Shackled minion does not unlock as normal" (a rule of ``core.UNLOCK_RULES``)."""
    return not shackled_by(s, uid)


def shackled_burns_blood(s: VTESState, src: int, seat: int) -> None:
    """ "He or she burns 2 blood during each of your unlock phases" (a vampire: an ally burns none)."""
    host = bearer(s, src)
    if s.placed[src].mode == SHACKLED and host in s.minions and is_vampire(s, host):
        ops.burn_blood(s, host, 2)


hook_while_on_table(SHACKLES, core.UNLOCK_RULES, not_shackled)
unlock_event(SHACKLES, "own", shackled_burns_blood)
