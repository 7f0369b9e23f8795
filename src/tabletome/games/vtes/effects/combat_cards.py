"""Combat cards (VT-CARD-53, VT-CMB-05): strikes, maneuvers, presses, prevention, combat effects.

Where each kind of combat card is played (vocab/combat.py):

- a strike card ("Strike: ...", :func:`~.vocab.combat.strike_use`) when its minion's strike is
  chosen (moment ``strike``, VT-STR-02), only if that strike could be used now: the minion may
  strike, is not committed to another strike by a maneuver (VT-RNG-05, VT-STR-04), and the strike
  works at this range (VT-STR-05);
- a maneuver in the determine-range step (``range``, VT-RNG-04), a press in the press step
  (``press``, VT-PRS-01, VT-PRS-02), a damage prevention card while its minion takes damage
  (``damage``, VT-DMG-02);
- "additional strike" cards before strikes are chosen, or as their minion's strike is chosen
  (VT-STR-14); a "(limited)" one at most once per round per minion (VT-STR-16);
- other combat cards before range is determined or before strikes are chosen (the default), or at
  the moment their text says.

"1 optional maneuver / press" and "can prevent 1 damage" are combat modifiers the minion may use
later this round (``maneuver``, ``press``, ``shield``); an optional press given by a card is usable
only during the current round (TOM 19960521).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_

from .. import ops
from ..combat import (
    AGG_AS_NORMAL,
    AGGRAVATED_STRIKE,
    ANY_PREVENTION,
    CLOSE,
    COIN_FLIP,
    DAMAGE_INFLICTED,
    DAMAGING,
    HAND_DAMAGE,
    LONG,
    NO_ADDITIONAL,
    NO_DAMAGE,
    PREVENT_AFTER_FIRST,
    PREVENT_FROM_STRIKE,
    PREVENT_HALF,
    TAKEN,
    WEAPONS_HARMLESS,
    Combat,
    InflictWindow,
    Strike,
    current_combat,
    damage_to,
    dodged,
    lost_blood,
    retainers_of,
    strike_damage,
    strike_of,
)
from ..combat import (
    BEFORE_RESOLUTION as BEFORE_RESOLUTION_RULES,
)
from ..hooks import (
    CARDS,
    COMBAT,
    GRANT_WHEN,
    GRANTS,
    MODIFIER,
    REACTION,
    RETAINER,
    Ability,
    ActionSpec,
    Ctx,
    FromHand,
    Play,
    Pred,
    Use,
)
from ..impulse import ask
from ..model import SUPERIOR, facts
from ..play import X_BLOOD, Resolve, can_pay, cancel_played, clan_ok, deck_may_hold, level_ok, pay
from ..state import VTESState
from ..stats import capacity, is_vampire, level
from . import core
from .vocab.action import ALLIES_MINUS_ONE, BlockCost, Note, Stealth, action_of, block_cost, flag, melee_weapon
from .vocab.amounts import X
from .vocab.combat import (
    BECOMES_WEAPON,
    BEFORE_RESOLUTION,
    BURN_TO_ESCAPE_CEL,
    COMBAT_CARDS_COST,
    CONTINUE_UNBLOCKED,
    CONTINUE_UNBLOCKED_NOT_BLEED,
    CONTINUE_UNBLOCKED_NOT_BLEED_POLITICAL,
    DAMAGE_AFTER,
    ENDS_AFTER_RESOLUTION,
    ENDS_UNLESS_DODGED,
    METTLE,
    NO_STRIKE_CARDS,
    ON_OPPOSING_FOR_STRIKER,
    OPPOSING_BURNS_AFTER,
    OPPOSING_NO_NEXT_UNLOCK,
    OPTIONAL_PRESS,
    PRESS_STEP_DAMAGE,
    PUT_ON_AND_LOCK_AFTER,
    RANGE_BY_OPPOSING,
    SHIELD_EACH_ROUND,
    STUN_AFTER,
    TORPOR,
    UNLOCK_OPPOSING,
    AdditionalStrike,
    Ammo,
    BloodFromBurnedAlly,
    BotchedMove,
    CancelByDiscard,
    CancelPlayed,
    CombatCardCheaper,
    CombatCardsCost,
    CombatFlag,
    CombatMod,
    ContinueAsUnblocked,
    ContinueCombat,
    CopiesThisCombat,
    CopyPlayed,
    CounterThenBurn,
    EndCombat,
    GainStrike,
    HandSizeThisCombat,
    HeldStrike,
    InflictDamage,
    InsteadOfTorpor,
    Maneuver,
    MoreOnReplace,
    NextRound,
    Noted,
    OnHitMod,
    OpenHandThisCombat,
    PlayedCard,
    PressEachRound,
    Prevent,
    PreventAll,
    PreventHalf,
    SetRange,
    StrikerBleedsMore,
    WeaponFromHand,
    WeaponsHarmlessAsChosen,
    WeaponStrikeLater,
    additional_use,
    against_ally,
    against_vampire,
    aim_at_own_strike,
    bearer_must_hunt_to_torpor,
    blocker_gone,
    burn_at_combat_end,
    burn_when_bearer_leaves,
    can_diablerize,
    can_strike_with,
    choosing_own_strike,
    combat_would_end,
    damage_in_combat,
    damage_with_retainers,
    first_strike_choice,
    from_ash_onto,
    gun_strikers,
    limited_free,
    maneuver_use,
    may_maneuver_to_strike,
    may_set_range_now,
    normal_damage_to_prevent,
    not_against_flight,
    not_with_ally_or_older,
    once_each_combat,
    only_one_on_opposing,
    opposing_ally_burned,
    opposing_going_to_torpor,
    opposing_has_weapon,
    opposing_vampire_target,
    own_damage_or_before,
    own_gun_strike,
    press_use,
    prevent_use,
    put_on_opposing,
    range_next_round,
    range_not_set,
    range_setter,
    ready_against_not_ready,
    recoil_once_each_combat,
    recruiting,
    self_going_to_torpor,
    strike_at_plus,
    strike_use,
    weapon_in_hand,
    with_effect,
    won_the_round,
)
from .vocab.inplay import (
    BURN_FOR_STEALTH,
    BearerCannotPlay,
    BurnCard,
    BurnThis,
    Held,
    bearer_acting,
    bearer_burns_at_unlock,
    bearer_damaged,
    const,
    each_combat,
    host_controller,
    is_vampire_actor,
    on_bearer,
    on_its_bearer,
)
from .vocab.kinds import has_trait, minion_is, vampire_trait, with_flight
from .vocab.minion import (
    AddBlood,
    BurnBlood,
    EquipNamed,
    InTurn,
    LookAndDiscard,
    LookAtHand,
    NamedEquipment,
    PutOn,
    blood_of,
    blood_word,
)
from .vocab.pays import phase_of, unlock_event
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
    strikes,
    superior,
)
from .vocab.registry import flag as card_flag
from .vocab.targets import seat_token, younger_uncontrolled
from .vocab.uses import stealth_mod
from .vocab.when import (
    ACTION_STAGES,
    ADDITIONAL,
    ANNOUNCE,
    ANY_TIME,
    AS_PLAYED,
    BEFORE_RANGE,
    BEFORE_STRIKES,
    DAMAGE,
    END_ROUND,
    PRESS,
    RANGE,
    STRIKE,
    all_of,
    anarch,
    at_close_range,
    at_long_range,
    first_round,
    from_opposing_strike,
    has_blood,
    in_damage_to_self,
    may_maneuver_now,
    may_press_now,
    not_first_round,
    once_per_action,
    once_per_combat,
    once_per_round,
    once_per_turn,
    only_one_on,
    unlocked,
)

Args = tuple[Any, ...]
COMBAT_ENDS = Strike("ends", name="combat ends")
DODGE = Strike("dodge", name="dodge")


# ------------------------------------------------------------------------ helpers


def cards_on(s: VTESState, uid: int, cid: int) -> Iterator[int]:
    """The copies of card ``cid`` on minion ``uid``."""
    for p in s.minions[uid].cards:
        pl = s.placed.get(p)
        if pl is not None and pl.card == cid:
            yield p


# ------------------------------------------------------------------------ strikes


card(
    "Theft of Vitae",
    levels(
        "tha",
        strike_use(Strike("steal", 1, ranged=True, name="steal 1 blood (ranged)"), "strike, ranged: steal 1 blood"),
        strike_use(Strike("steal", 2, ranged=True, name="steal 2 blood (ranged)"), "strike, ranged: steal 2 blood"),
    ),
)

card(
    "Roundhouse",
    levels(
        "pot",
        strike_use(Strike("hand", 2, name="hand strike +2"), "strike: hand strike at +2 damage"),
        strike_use(Strike("hand", 3, name="hand strike +3"), "strike: hand strike at +3 damage"),
    ),
)

card(
    "Majesty",
    levels(
        "pre",
        strike_use(COMBAT_ENDS, "strike: combat ends"),
        strike_use(
            Strike("ends", name="combat ends, unlock", after="unlock"), "strike: combat ends, and unlock this vampire"
        ),
    ),
)

card(
    "Earth Meld",
    levels(
        "pro",
        strike_use(COMBAT_ENDS, "strike: combat ends"),
        strike_use(
            Strike("ends", name="combat ends, unlock", after="unlock"),
            "strike: combat ends, and unlock this vampire before combat ends",
        ),
    ),
)

card(
    "Walk of Flame",
    levels(
        "tha",
        strike_use(
            Strike("damage", 1, ranged=True, agg=True, name="1R aggravated damage"),
            "strike: 1R aggravated damage",
            when=not_first_round,
        ),
        strike_use(
            Strike("damage", 2, ranged=True, agg=True, name="2R aggravated damage"),
            "strike: 2R aggravated damage",
            when=not_first_round,
        ),
    ),
)

card(
    "Form of the Cobra",
    basic("pro", strike_use(Strike("steal", 1, name="steal 1 blood"), "strike: steal 1 blood or life")),
    superior(
        "pro",
        Use(
            MODIFIER,
            Stealth(1),
            moments=ANNOUNCE,
            text="as the action is announced: +1 stealth, even if not yet needed",
        ),
    ),
)

# The opposing weapons are made harmless as the strike resolves: an opponent who dodges it keeps its
# weapons' damage (LSJ 20040928).
WEAPONS_TEXT = "not preventable by Fortitude; opposing weapons inflict no damage"

card(
    "Blood Rage",
    levels(
        "tha",
        strike_use(
            Strike("hand", name="blood rage hand strike", unpreventable_by="for", after=WEAPONS_HARMLESS),
            f"strike: hand strike, {WEAPONS_TEXT}",
            WeaponsHarmlessAsChosen(),
            when=at_close_range,
        ),
        strike_use(
            Strike("hand", 1, name="blood rage hand strike +1", unpreventable_by="for", after=WEAPONS_HARMLESS),
            f"strike: hand strike at +1, {WEAPONS_TEXT}",
            WeaponsHarmlessAsChosen(),
            when=at_close_range,
        ),
    ),
)

card(
    "Soul Burn",
    levels(
        "tha",
        strike_use(
            Strike("damage", 1, ranged=True, name="1R damage", unpreventable_by="for", after=WEAPONS_HARMLESS),
            f"strike: 1R damage, {WEAPONS_TEXT}",
            WeaponsHarmlessAsChosen(),
        ),
        strike_use(
            Strike("damage", 2, ranged=True, name="2R damage", unpreventable_by="for", after=WEAPONS_HARMLESS),
            f"strike: 2R damage, {WEAPONS_TEXT}",
            WeaponsHarmlessAsChosen(),
        ),
    ),
)

DODGE_WITH_ADDITIONAL = strike_use(
    DODGE, "strike: dodge, with 1 additional strike (limited)", AdditionalStrike(True), when=limited_free
)

card(
    "Dust Up",
    mode(
        "ani",
        strike_use(
            Strike("hand", 1, undodgeable=True, name="hand strike +1, undodgeable"),
            "strike: hand strike at +1 damage, cannot be dodged",
        ),
    ),
    # [cel] the additional strike is part of the card: not playable without it (ANK 20220204).
    mode("cel", DODGE_WITH_ADDITIONAL),
    mode("pot", strike_use(Strike("hand", 2, name="hand strike +2"), "strike: hand strike at +2 damage")),
    requires=anarch,
    requires_text="Requires an Anarch",
)

card("Arms of Ahriman", levels("obl", additional_use(True, "additional strike (limited)"), DODGE_WITH_ADDITIONAL))

card("Pursuit", levels("cel", maneuver_use(), additional_use(True, "additional strike (limited)")))

card(
    "Quickness",
    levels(
        "cel",
        additional_use(True, "additional strike (limited)", Noted("quickness"), when=once_per_round("quickness")),
        # [CEL] not (limited): playable before or after a limited one (LSJ 20001206, ANK 20211124).
        additional_use(
            False,
            "additional strike, not counting against the limit",
            Noted("quickness"),
            when=once_per_round("quickness"),
        ),
    ),
)


# ---- Voracious Vermin: a dodge, and an additional ranged strike that must burn a weapon

BURN_WEAPON = Strike("destroy", ranged=True, name="burn-weapon")


card(
    "Voracious Vermin",
    levels(
        "ani",
        strike_use(DODGE, "strike: dodge"),
        strike_use(
            DODGE,
            "strike: dodge, with 1 additional ranged strike: burn weapon",
            AdditionalStrike(False),
            HeldStrike(BURN_WEAPON),
        ),
    ),
)


# ---- Form of Mist: [PRO] combat ends, then the blocked vampire may go on as if unblocked

FORM_OF_MIST = "form-of-mist"


def form_of_mist_resolves(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    """The combat ends; "after combat ends, if this vampire was blocked, they can burn 1 blood to
    continue the action": offered at the end of this round (VT-PRS-04), the step that follows the
    end of the combat (VT-CMB-09); not after a combat that follows a successful action (RTR 19970630)."""
    course = action_of(s)
    if course is not None and course.actor == uid and course.stage == "combat" and uid in s.minions:
        c.grant(s.controller(uid), uid, FORM_OF_MIST, "end-round")


def form_of_mist_may(s: VTESState, frame: Any, uid: int, seat: int) -> bool:
    """ "They can burn 1 blood": only with the blood to burn (ANK 20210226: not a cost)."""
    return uid in s.minions and s.minions[uid].blood >= 1


def form_of_mist_continue(s: VTESState, uid: int, seat: int) -> None:
    """Burn 1 blood: the action continues as if unblocked (its card is not burned), with +1 stealth
    even if stealth is not yet needed (RTR 19941109: the cards played for it stay in effect)."""
    course = action_of(s)
    if course is None or course.actor != uid:
        return
    ops.burn_blood(s, uid, 1)
    course.flags = course.flags | {"continue"}
    course.stealth_bonus += 1
    ops.say(
        s,
        N_("{minion} burns 1 blood to continue the action as if unblocked, with +1 stealth."),
        minion=ops.label(s, uid),
    )


hook("Form of Mist", core.STRIKE_EFFECTS, form_of_mist_resolves, FORM_OF_MIST)
hook("Form of Mist", GRANTS, form_of_mist_continue, FORM_OF_MIST)
hook("Form of Mist", GRANT_WHEN, form_of_mist_may, FORM_OF_MIST)

card(
    "Form of Mist",
    levels(
        "pro",
        strike_use(DODGE, "strike: dodge"),
        # "A vampire can play only one Form of Mist at superior each action".
        strike_use(
            Strike("ends", name="combat ends (form of mist)", after=FORM_OF_MIST),
            "strike: combat ends; if blocked, can burn 1 blood to continue the action with +1 stealth",
            Note(FORM_OF_MIST),
            when=once_per_action(FORM_OF_MIST),
        ),
    ),
)


# ---- Pass Through Shadow: [OBL] after combat ends, the card goes on the vampire

PASS_THROUGH_SHADOW = "pass-through-shadow"


def pass_through_shadow_resolves(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    """Remember to put the card on the vampire once the combat ends."""
    s.marks[(PASS_THROUGH_SHADOW, c.serial, uid)] = (st.card, s.controller(uid))


def pass_through_shadow_combat_end(s: VTESState, info: dict[str, Any]) -> None:
    """ "After combat ends, put this card on this vampire"."""
    c = info["combat"]
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:2] == (PASS_THROUGH_SHADOW, c.serial)]:
        played, owner = s.marks.pop(key)
        uid = key[2]
        if from_ash_onto(s, played, owner, uid) >= 0:
            ops.say(s, N_("Pass Through Shadow is put on {minion}."), minion=ops.label(s, uid))


def pass_through_shadow_continued(s: VTESState, info: dict[str, Any]) -> None:
    """A new round: the combat did not end, the after-combat effect does not happen (RTR 20020501)."""
    c = info["combat"]
    if c.round > 1:
        for key in [k for k in s.marks if isinstance(k, tuple) and k[:2] == (PASS_THROUGH_SHADOW, c.serial)]:
            del s.marks[key]


hook("Pass Through Shadow", core.STRIKE_EFFECTS, pass_through_shadow_resolves, PASS_THROUGH_SHADOW)
on("Pass Through Shadow", "combat-end", pass_through_shadow_combat_end)
on("Pass Through Shadow", "round-start", pass_through_shadow_continued)

card(
    "Pass Through Shadow",
    levels(
        "obl",
        strike_use(COMBAT_ENDS, "strike: combat ends"),
        strike_use(
            Strike("ends", name="combat ends (pass through shadow)", after=PASS_THROUGH_SHADOW),
            "strike: combat ends; after combat, put this card on this vampire",
        ),
    ),
)
abilities(
    "Pass Through Shadow",
    Ability(
        "burn this card: +1 stealth",
        ACTION_STAGES,
        BURN_FOR_STEALTH,
        when=bearer_acting(),
        needs="stealth",
        user="host",
    ),
)


# ---- Sculpt the Flesh: [PRO] the card goes on the opposing minion

# "... and put this card on the opposing minion" (not if the strike is dodged, VT-STR-07), controlled by
# the attached minion's controller (it burns blood there, and any minion may burn it).
SCULPT = put_on_opposing(0, host_controls=True)


card(
    "Sculpt the Flesh",
    levels(
        "pro",
        strike_use(Strike("hand", agg=True, name="aggravated hand strike"), "strike: hand strike, aggravated"),
        strike_use(
            Strike("hand", 1, name="hand strike +1 (sculpt the flesh)", after=SCULPT),
            "strike: hand strike at +1 damage, and put this card on the opposing minion",
        ),
    ),
)
# "During their unlock phase, the attached minion burns 1 blood or life".
event("Sculpt the Flesh", "unlock", *bearer_burns_at_unlock(1))
abilities(
    "Sculpt the Flesh",
    Ability(
        "burn this card",
        frozenset(("minion",)),
        BurnThis(say=False),
        action=ActionSpec(stealth=1, target_seat=host_controller),
        user="any",
    ),
)


# ---- Touch of Oblivion: [obl] the card goes on the opposing minion with 2 counters

# "Put this card on the opposing minion with 2 counters" (not if the strike is dodged).
TOUCH = put_on_opposing(2)
TOUCH_ID = card_id("Touch of Oblivion")


# "The attached minion burns 1 counter from this card instead of unlocking as normal. If this card
# has no counters, burn it."
rule("Touch of Oblivion", core.UNLOCK_RULES, Held(TOUCH_ID, counters=True))

card(
    "Touch of Oblivion",
    levels(
        "obl",
        # A strike with no damage whose effect puts the card in play: a "damage" strike of 0 (a close
        # range strike that a dodge stops, VT-STR-07), its effect run once as it resolves.
        strike_use(
            Strike("damage", 0, name="touch of oblivion", after=TOUCH),
            "strike: put this card on the opposing minion with 2 counters",
        ),
        strike_use(
            Strike("torpor", name="send to torpor or burn ally"),
            "strike: send the opposing vampire to torpor or burn the opposing ally",
        ),
    ),
)


# ---- Slam: [POT] an optional maneuver, only to get to close range, that commits to the strike

SLAM = Strike("hand", 2, name="slam")


card(
    "Slam",
    basic("pot", strike_use(Strike("hand", 2, name="hand strike +2"), "strike: hand strike at +2 damage")),
    # The superior mode differs only by its maneuver; played as the strike it is the basic one.
    superior(
        "pot",
        Use(
            COMBAT,
            HeldStrike(SLAM, via="maneuver"),
            moments=RANGE,
            when=may_maneuver_to_strike,
            text="maneuver to close range, then strike: hand strike at +2 damage",
        ),
    ),
)


# ---- Hunger of Marduk: a ranged steal strike this round

card(
    "Hunger of Marduk",
    levels(
        "tha",
        Use(
            COMBAT,
            GainStrike(Strike("steal", 1, ranged=True, name="marduk-steal-1")),
            moments=BEFORE_RANGE,
            text="this round, can strike, ranged: steal 1 blood or life",
        ),
        Use(
            COMBAT,
            GainStrike(Strike("steal", 2, ranged=True, name="marduk-steal-2")),
            moments=BEFORE_RANGE,
            text="this round, can strike, ranged: steal 2 blood or life",
        ),
    ),
)


# ------------------------------------------------------------------------ maneuvers and presses

card("Apportation", levels("tha", press_use("continue", "press, only to continue combat"), maneuver_use()))

card(
    "Flash",
    # "Maneuver or press": one mode, used as the step it is played in allows.
    basic("cel", maneuver_use()),
    basic("cel", press_use()),
    superior("cel", maneuver_use("maneuver, with 1 optional press", OPTIONAL_PRESS)),
)

card(
    "Resist Earth's Grasp",
    basic("cel", press_use()),
    basic("cel", maneuver_use("maneuver, with 1 optional press", OPTIONAL_PRESS)),
    superior("cel", stealth_mod(1)),
)

card("Swallowed by the Night", levels("obf", stealth_mod(1), maneuver_use()))

card(
    "Claws of the Dead",
    levels(
        "pro",
        # Usable until the strikes are chosen (RTR 19960112: before strike resolution).
        Use(
            COMBAT,
            CombatMod("agg-hand", 1, "round"),
            moments=ADDITIONAL,
            when=choosing_own_strike,
            text="damage from this vampire's hand strikes is aggravated this round",
        ),
        maneuver_use(),
    ),
)


# ------------------------------------------------------------------------ damage prevention

card(
    "Hidden Strength",
    levels(
        "for",
        prevent_use(X(1), "prevent X+1 damage"),
        prevent_use(X(1), "prevent X+1 damage, with 1 optional press", OPTIONAL_PRESS),
    ),
)

card(
    "Indomitability",
    basic("for", prevent_use(1, "prevent 1 damage")),
    # "Press, or prevent 1 damage with 1 optional press": the step decides which.
    superior("for", press_use()),
    superior("for", prevent_use(1, "prevent 1 damage, with 1 optional press", OPTIONAL_PRESS)),
)

REGO_MOTUM_ONCE = all_of(from_opposing_strike, once_per_round("rego-motum"))

card(
    "Rego Motum",
    levels(
        "tha",
        prevent_use(2, "prevent 2 damage from the opposing minion's strike", Noted("rego-motum"), when=REGO_MOTUM_ONCE),
        prevent_use(4, "prevent 4 damage from the opposing minion's strike", Noted("rego-motum"), when=REGO_MOTUM_ONCE),
    ),
)


card(
    "Rolling with the Punches",
    levels(
        "for",
        prevent_use(1, "prevent 1 damage"),
        Use(
            COMBAT,
            # Burn 1 blood (not a cost, ANK 20210226): all damage from the opposing minion's strikes this
            # round is prevented (a Fortitude card's prevention), this damage first.
            seq(BurnBlood(1), CombatMod("prevent-all-strikes", "for", "round"), PreventAll()),
            moments=DAMAGE,
            when=all_of(in_damage_to_self, from_opposing_strike, has_blood(1)),
            text="burn 1 blood to prevent all damage from the opposing minion's strikes this round",
        ),
    ),
)


# ------------------------------------------------------------------------ before range, before strikes

card(
    "Bear's Skin",
    levels(
        ("ani", "pro"),
        once_each_combat(
            "bears-skin",
            "this round, +1 strength and can prevent 1 damage",
            CombatMod("strength", 1, "round"),
            CombatMod("shield", 1, "round"),
        ),
        once_each_combat(
            "bears-skin",
            "this combat, +1 strength and can prevent 1 damage each round",
            CombatMod("strength", 1, "combat"),
            CombatMod("shield", 1, "round"),
            CombatMod(SHIELD_EACH_ROUND, 1, "combat"),
        ),
    ),
)

card(
    "Carrion Crows",
    levels(
        "ani",
        once_each_combat(
            "carrion-crows",
            "this combat, the opposing minion takes 1R environmental damage each round",
            CombatMod("env", 1, "combat"),
        ),
        once_each_combat(
            "carrion-crows",
            "this combat, the opposing minion takes 2R environmental damage each round",
            CombatMod("env", 2, "combat"),
        ),
    ),
)

card(
    "Form of the Wolf",
    levels(
        "pro",
        once_each_combat("form-of-the-wolf", "+1 strength this combat", CombatMod("strength", 1, "combat")),
        # "1 optional press this combat", usable during the current round only (TOM 19960521).
        once_each_combat(
            "form-of-the-wolf",
            "+1 strength this combat, and 1 optional press",
            CombatMod("strength", 1, "combat"),
            OPTIONAL_PRESS,
        ),
    ),
)

card(
    "Torn Signpost",
    # Sets the base strength; "+X strength" effects add to it (PIB 20130303, LSJ 20100813).
    levels(
        "pot",
        Use(
            COMBAT,
            CombatMod("strength=", 2, "combat"),
            moments=BEFORE_RANGE,
            text="this vampire gets a strength of 2 this combat",
        ),
        Use(
            COMBAT,
            CombatMod("strength=", 3, "combat"),
            moments=BEFORE_RANGE,
            text="this vampire gets a strength of 3 this combat",
        ),
    ),
)

card(
    "Obedient Flesh",
    levels(
        ("dom", "pro"),
        stealth_mod(1, flag(ALLIES_MINUS_ONE), text="+1 stealth; allies get -1 intercept"),
        Use(
            COMBAT,
            seq(
                Noted("obedient-flesh"),
                CombatMod("strength", 1, "round"),
                CombatMod("maneuver", "", "round"),
                CombatMod("shield", 1, "round"),
            ),
            moments=BEFORE_RANGE,
            when=once_per_round("obedient-flesh"),
            text="this round, +1 strength and 1 optional maneuver, and can prevent 1 damage",
        ),
    ),
)

GRAPPLE = (Noted("immortal-grapple"), CombatMod("hand-only", 1, "round", who="both"))
GRAPPLE_WHEN = all_of(at_close_range, once_per_round("immortal-grapple"))

card(
    "Immortal Grapple",
    # Only hand strikes this round, for both combatants; [POT] an optional press, and another round
    # is at close range (its determine-range step is skipped, RTR 19970630).
    levels(
        "pot",
        Use(COMBAT, seq(*GRAPPLE), moments=BEFORE_STRIKES, when=GRAPPLE_WHEN, text="only hand strikes this round"),
        Use(
            COMBAT,
            seq(*GRAPPLE, CombatMod("press", 1, "round"), CombatFlag("close-next")),
            moments=BEFORE_STRIKES,
            when=GRAPPLE_WHEN,
            text="only hand strikes this round, with 1 optional press; another round is at close range",
        ),
    ),
    kinds=("grapple",),
)


# ---- Pack Alpha

PACK_ALPHA_ID = card_id("Pack Alpha")


def is_animal_retainer(card_: int) -> bool:
    f = facts(card_)
    return f.is_type("Retainer") and f.trait == "animal"


def retainer_plays(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[tuple[int, int]]:
    """(card, use) of the animal retainers in ``seat``'s hand that ``uid`` could employ now, their
    requirements and cost applying as normal (RTR 20070707); only retainers whose effect exists."""
    seen: set[int] = set()
    for c in s.hand[seat]:
        cd = CARDS.get(c)
        if c in seen or cd is None or not is_animal_retainer(c):
            continue
        seen.add(c)
        for i, use in enumerate(cd.uses):
            if use.as_ == RETAINER and use.targets is None and employable(s, ctx, seat, uid, c, use):
                yield c, i


def employable(s: VTESState, ctx: Ctx, seat: int, uid: int, c: int, use: Use) -> bool:
    """The minion meets the retainer's discipline, clan and other requirements and can pay it."""

    cd = CARDS[c]
    if not level_ok(s, uid, use) or not clan_ok(s, seat, uid, cd, facts(c)):
        return False
    if cd.requires is not None and not cd.requires(s, ctx, seat, uid):
        return False
    return can_pay(s, ctx, seat, uid, c, use, 0)


def may_employ_animal(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """An animal retainer to employ, in the player's own hand (their own knowledge)."""
    return next(retainer_plays(s, ctx, seat, uid), None) is not None


def animal_retainers_in_hand(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Targets (in ``FromHand``): an animal retainer of your hand this vampire could employ, by name."""
    seen: list[str] = []
    for card_, _i in retainer_plays(s, ctx, seat, uid):
        if facts(card_).slug not in seen:
            seen.append(facts(card_).slug)
            yield (facts(card_).slug,)


def pack_alpha_employ(s: VTESState, p: Play) -> None:
    """ "Employ an animal retainer from your hand": the retainer named as the card was played (G00128:
    LSJ 20100130, ANK 20180925-2), if still in hand; its mode is the player's secret choice."""

    c = current_combat(s)
    ctx = Ctx("before-range", action_of(s), c)
    choices = [
        Action("choose", (facts(card_).slug, CARDS[card_].uses[i].key))
        for card_, i in retainer_plays(s, ctx, p.seat, p.by)
        if p.targets and facts(card_).slug == p.targets[0]
    ]
    ask(s, p.seat, N_("Pack Alpha: employ which animal retainer?"), choices, _employ_chosen, (p.by,), public=False)


def _employ_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    """The retainer leaves the hand (replaced, VT-CARD-18), its cost is paid and it is employed;
    this is not an action (LSJ 20080815)."""

    uid = args[0]
    if uid not in s.minions:
        return
    seat = s.controller(uid)
    slug, key = action.args
    plays = retainer_plays(s, Ctx("before-range"), seat, uid)
    found = next(((c, i) for c, i in plays if facts(c).slug == slug and CARDS[c].uses[i].key == key), None)
    if found is None:
        return
    card_, i = found
    use = CARDS[card_].uses[i]
    play = Play(seat, card_, i, -1, uid)
    ops.take_from_hand(s, seat, card_)
    ops.say(s, N_("{minion} employs {card} with Pack Alpha."), minion=ops.label(s, uid), card=facts(card_).name)
    pay(s, play, use)
    before = s.marks.pop("card-stays", None)
    if use.effect is not None:
        use.effect(s, play)
    if not s.marks.pop("card-stays", False):
        s.ash[seat].append(card_)
    if before is not None:
        s.marks["card-stays"] = before
    ops.refill(s, seat)


def animal_retainers_on(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """An animal retainer employed by this vampire (public)."""
    for p in s.minions[uid].cards:
        pl = s.placed.get(p)
        if pl is not None and is_animal_retainer(pl.card):
            yield (p,)


def pack_alpha_superior(s: VTESState, p: Play) -> None:
    """Burn the retainer, then this card goes on this vampire (+1 strength while it is there)."""
    if p.targets and p.targets[0] in s.placed:
        ops.burn_placed(s, p.targets[0])
    PutOn()(s, p)


card(
    "Pack Alpha",
    levels(
        "ani",
        Use(
            COMBAT,
            seq(Noted("pack-alpha"), code(pack_alpha_employ, tags=("employ",))),
            moments=BEFORE_RANGE,
            when=all_of(once_per_round("pack-alpha"), may_employ_animal),
            targets=FromHand(animal_retainers_in_hand),
            text="employ an animal retainer from your hand",
        ),
        Use(
            COMBAT,
            seq(Noted("pack-alpha"), code(pack_alpha_superior, strength=1, tags=("put-on-self",))),
            when=all_of(once_per_round("pack-alpha"), only_one_on("Pack Alpha")),
            targets=animal_retainers_on,
            text="burn an animal retainer of this vampire: put this card on it, +1 strength",
        ),
    ),
)
static("Pack Alpha", "strength", const(1))


# ---- Weighted Walking Stick: a melee weapon with 5 counters

STICK = "weighted-walking-stick"


def stick_strikes(s: VTESState, c: Any, uid: int, src: int) -> list[Strike]:
    """ "... can strike: strength+1 damage" (a melee weapon: close range only, VT-STR-05)."""
    return [Strike("damage", c.strength(s, uid) + 1, name="walking-stick", source=src, after=STICK)]


def stick_resolves(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    """One counter burned for each damage this strike inflicts, even if prevented; none for damage
    that is not inflicted (LSJ 20100519); the card is burned with no counters left."""

    src = st.source
    if src not in s.placed:
        return
    left = max(0, s.placed[src].counters - strike_damage(s, c, uid, st))
    s.placed[src] = s.placed[src]._replace(counters=left)
    if left == 0:
        ops.burn_placed(s, src)


hook("Weighted Walking Stick", core.STRIKE_EFFECTS, stick_resolves, STICK)
strikes("Weighted Walking Stick", stick_strikes)

card(
    "Weighted Walking Stick",
    Use(
        COMBAT,
        PutOn(counters=5),
        moments=BEFORE_RANGE,
        when=all_of(first_round, only_one_on("Weighted Walking Stick")),
        text="put this card on this minion with 5 counters: a melee weapon, strike: strength+1 damage",
    ),
)


# ---- Taste of Vitae


def remember_burned(s: VTESState, info: dict[str, Any]) -> None:
    """The card of a burned minion, to know after it is gone whether it was a vampire."""
    s.marks[("burned card", info["uid"])] = info["card"]


on("Taste of Vitae", "burned", remember_burned)


def opposing_vampire(s: VTESState, c: Any, uid: int) -> bool:
    """The opposing minion is (or was, if burned: LSJ 20031201-2) a vampire; not an ally (PIB 20121028)."""

    other = c.other(uid)
    if other in s.minions:
        return is_vampire(s, other)
    burned = s.marks.get(("burned card", other))
    return burned is not None and facts(burned).crypt


def taste_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """At the end of a round (after the presses, RTR 20001020), by a vampire still ready (not being
    burned or going to torpor), once per round, against a vampire."""
    c = ctx.combat
    return c is not None and s.is_ready(uid) and opposing_vampire(s, c, uid)


def taste_of_vitae(s: VTESState, p: Play) -> None:
    """ "This vampire gains blood equal to the amount of blood lost by the opposing vampire to
    damage this round"."""
    c = current_combat(s)
    if c is not None and p.by in s.minions:
        ops.add_blood(s, p.by, lost_blood(c, c.other(p.by)))


card(
    "Taste of Vitae",
    Use(
        COMBAT,
        seq(Noted("taste-of-vitae"), code(taste_of_vitae, blood=1, tags=("gain-blood-lost",))),
        moments=END_ROUND,
        when=all_of(taste_when, once_per_round("taste-of-vitae")),
        vampire=True,
        text="gain blood equal to the blood the opposing vampire lost to damage this round",
    ),
)


# ------------------------------------------------------------------------ cards outside the Fifth Edition pool
# Each written from its printed text as data (``tabletome vtes coverage``).

DODGE_USE = strike_use(DODGE, "strike: dodge")
COMBAT_ENDS_USE = strike_use(COMBAT_ENDS, "strike: combat ends")
LIMITED_ADDITIONAL = additional_use(True, "additional strike (limited)")


def ranged(n: int, agg: bool = False) -> Use:
    """ "Strike: NR [aggravated] damage"."""
    words = f"{n}R aggravated damage" if agg else f"{n}R damage"
    return strike_use(Strike("damage", n, ranged=True, agg=agg, name=words), f"strike: {words}")


card("Conflagration", mode("pot", ranged(2)), basic("dai", ranged(1, agg=True)), superior("dai", ranged(2, agg=True)))
card("Earth Swords", mode("pot", ranged(1)), basic("myt", ranged(2)), superior("myt", ranged(3)))
card("Fade from View", levels("obf", press_use(), DODGE_USE))
card("Flesh Bond", levels("ani", ranged(2), COMBAT_ENDS_USE))
card("Form of the Ghost", levels("pro", maneuver_use(), press_use()))
card("Gleam of Red Eyes", levels("pro", press_use(), maneuver_use()))
card("Nimble Feet", levels("cel", press_use(), LIMITED_ADDITIONAL))
card("Sacrament of Carnage", levels("pot", ranged(2), ranged(3)))
card("Side Strike", levels("cel", DODGE_USE, LIMITED_ADDITIONAL))
card("Skin of Rock", levels("for", prevent_use(1, "prevent 1 damage"), prevent_use(2, "prevent 2 damage")))
card("Spiritual Intervention", levels("nec", DODGE_USE, COMBAT_ENDS_USE))
card("Staredown", levels("pre", DODGE_USE, COMBAT_ENDS_USE))
card("Shadow Shift", levels("obl", LIMITED_ADDITIONAL, maneuver_use()))
card("Quick Exit", levels("obf", press_use("end", "press, only to end combat"), DODGE_USE))
card("Read Intentions", levels("aus", press_use("end", "press, only to end combat"), DODGE_USE))

# "Do not replace until after combat" (a use's ``delay``, replaced as the combat ends).
card("Dodge", strike_use(DODGE, "strike: dodge", delay="combat"))
card("Boxed In", press_use(delay="combat"))
card("Fake Out", maneuver_use(delay="combat"))
card("Open Grate", press_use("end", "press, only to end combat"))
card("Movement of the Mind", levels("tha", press_use("end", "press, only to end combat"), maneuver_use()))
card("Vanish from the Mind's Eye", levels("obf", press_use("end", "press, only to end combat"), press_use()))


# ------------------------------------------------------------------------ more strikes, dodges, prevention

card(
    "Blur",
    levels(
        "cel",
        additional_use(True, "additional strike (limited)"),
        additional_use(True, "2 additional strikes (limited)", AdditionalStrike(True)),
    ),
)

card(
    "Sideslip",
    levels(
        "cel",
        strike_use(DODGE, "strike: dodge"),
        prevent_use(
            1, "prevent 1 damage (one at superior each round)", Noted("sideslip"), when=once_per_round("sideslip")
        ),
    ),
)

card(
    "Canine Horde",
    levels(
        "ani",
        strike_use(Strike("damage", 1, ranged=True, name="1R damage (canine horde)"), "strike: 1R damage"),
        strike_use(
            Strike("destroy", ranged=True, first=True, name="destroy equipment (canine horde)"),
            "strike, ranged: destroy equipment with first strike",
        ),
    ),
)

card(
    "No Trace",
    levels(
        "obf",
        strike_use(COMBAT_ENDS, "strike: combat ends (only at long range)", when=at_long_range),
        strike_use(COMBAT_ENDS, "strike: combat ends"),
    ),
)

card(
    "Unflinching Persistence",
    levels(
        "for",
        prevent_use(1, "prevent 1 damage"),
        maneuver_use("maneuver; this vampire can prevent 1 damage later this round", CombatMod("shield", 1, "round")),
    ),
)

card(
    "Chiropteran Marauder",
    levels(
        "vic",
        maneuver_use(),
        Use(
            COMBAT,
            seq(BurnBlood(1), CombatMod("agg-hand", 1, "round")),
            moments=ADDITIONAL,
            when=all_of(choosing_own_strike, has_blood(1)),
            text="burn 1 blood: this vampire's hand strikes are aggravated this round",
        ),
    ),
)

card("Rapid Change", levels("pro", stealth_mod(1), strike_use(COMBAT_ENDS, "strike: combat ends")))

card(
    "Behind You!",
    levels(
        "obf",
        Use(
            COMBAT,
            Maneuver(),
            moments=RANGE,
            when=all_of(may_maneuver_now, first_round),
            text="maneuver (first round only)",
        ),
        strike_use(DODGE, "strike: dodge (first round only)", when=first_round),
    ),
)

# "Strike: 1R damage, with 1 optional maneuver": the maneuver is one this minion may use later in
# the combat (as an equipment's "optional maneuver each combat"); [ANI] also 1 optional press.
AID_FROM_BATS = Strike("damage", 1, ranged=True, name="1R damage (aid from bats)")
card(
    "Aid from Bats",
    levels(
        "ani",
        strike_use(AID_FROM_BATS, "strike: 1R damage, with 1 optional maneuver", CombatMod("maneuver", "", "combat")),
        strike_use(
            AID_FROM_BATS,
            "strike: 1R damage, with 1 optional maneuver and 1 optional press",
            CombatMod("maneuver", "", "combat"),
            OPTIONAL_PRESS,
        ),
    ),
)

card("Plasmic Form", levels("vic", stealth_mod(1), strike_use(DODGE, "strike: dodge")))
card("Occlusion", levels("chi", strike_use(DODGE, "strike: dodge"), stealth_mod(1)))
card("Deny", levels("dem", press_use(), stealth_mod(1)))

card(
    "Glancing Blow",
    prevent_use(1, "prevent 1 damage from the opposing minion's strike", when=from_opposing_strike, delay="unlock"),
)

card(
    "Thrown Sewer Lid",
    levels(
        "pot",
        strike_use(
            Strike("damage", 3, ranged=True, name="3R damage (sewer lid)"), "strike: 3R damage", when=at_long_range
        ),
        strike_use(
            Strike("damage", 3, ranged=True, name="3R damage (sewer lid)"),
            "strike: 3R damage, with an optional press",
            OPTIONAL_PRESS,
            when=at_long_range,
        ),
    ),
)

card(
    "Taste of Death",
    levels(
        "qui",
        strike_use(
            Strike("damage", 1, ranged=True, agg=True, name="1R aggravated (taste of death)"),
            "strike: 1R aggravated damage",
            when=at_long_range,
        ),
        strike_use(
            Strike("damage", 2, ranged=True, agg=True, name="2R aggravated (taste of death)"),
            "strike: 2R aggravated damage",
            when=at_long_range,
        ),
    ),
)

card(
    "Body Flare",
    levels(
        "pro",
        strike_use(Strike("damage", 2, agg=True, name="2 aggravated (body flare)"), "strike: 2 aggravated damage"),
        strike_use(
            Strike("damage", 2, ranged=True, agg=True, name="2R aggravated (body flare)"),
            "strike: 2R aggravated damage",
        ),
    ),
)

card(
    "Wolf Claws",
    levels(
        "pro",
        Use(
            COMBAT,
            CombatMod("agg-hand", 1, "round"),
            moments=ADDITIONAL,
            when=choosing_own_strike,
            text="damage from this vampire's hand strikes is aggravated this round",
        ),
        press_use(),
    ),
)

THROWN_GATE = ("1R damage (thrown gate)", "2R damage (thrown gate)")
card(
    "Thrown Gate",
    levels(
        "pot",
        strike_use(
            Strike("damage", 1, ranged=True, name=THROWN_GATE[0]),
            "strike: 1R damage, with an optional maneuver",
            CombatMod("maneuver", "", "combat"),
        ),
        strike_use(
            Strike("damage", 2, ranged=True, name=THROWN_GATE[1]),
            "strike: 2R damage, with an optional maneuver",
            CombatMod("maneuver", "", "combat"),
        ),
    ),
)


# ------------------------------------------------------------------------ the archive's Anarch combat cards (issue 37)

# "Only usable at close range": each mode's strike, played as the strike is chosen. [obf] burns one
# equipment card or retainer of the opposing minion, the one the striker names (VT-STR-10), before
# the other strike (first strike, VT-STR-12); [ser] can target a minion with less than 2 blood or
# life (RTR 20010711).
# The name ends with core.OR_RETAINER: the destroy strike may take a retainer too.
DONNYBROOK_BURN = Strike("destroy", first=True, name=N_("burn equipment or retainer"))


def opposing_equipment_or_retainers(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """The equipment cards and retainers of the opposing minion: the one burned is named as the strike
    is chosen (VT-STR-10)."""
    c = ctx.combat
    other = c.other(uid) if c is not None else -1
    if other in s.minions:
        for p in core.struck_candidates(s, other, False, retainers=True):
            yield (p,)


def strike_names_target(s: VTESState, p: Play) -> None:
    """The strike chosen takes the card named as it was played."""
    c = current_combat(s)
    if c is not None and p.targets:
        named = int(p.targets[0])
        c.chosen = tuple((u, st._replace(equipment=named) if u == p.by else st) for u, st in c.chosen)


card(
    "Donnybrook",
    mode(
        "obf",
        strike_use(
            DONNYBROOK_BURN,
            "strike: burn equipment or retainer with first strike",
            code(strike_names_target),
            when=at_close_range,
            targets=opposing_equipment_or_retainers,
        ),
    ),
    mode(
        "pro",
        strike_use(
            Strike("hand", agg=True, name="aggravated hand strike"),
            "strike: hand strike, aggravated",
            when=at_close_range,
        ),
    ),
    mode(
        "ser",
        strike_use(
            Strike("steal", 2, name=N_("steal 2 blood")),
            "strike: steal 2 blood or life (becoming blood)",
            when=at_close_range,
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)

# [for] prevents at most the damage being resolved (RTR 20041202), none carried over; [tha] can
# target a vampire with no blood (RTR 20010711); its maneuver is one this minion may use later.
card(
    "Diversion",
    mode("cel", additional_use(True, "additional strike (limited)")),
    mode("for", prevent_use(2, "prevent 2 damage")),
    mode(
        "tha",
        strike_use(
            Strike("steal", 1, ranged=True, name="steal 1 blood (ranged)"),
            "strike, ranged: steal 1 blood or life (becoming blood), with 1 optional maneuver",
            CombatMod("maneuver", "", "combat"),
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Hell-for-Leather: one at each Discipline each combat

HELL = "hell-for-leather"


def hell_remember_seat(s: VTESState, info: dict[str, Any]) -> None:
    """The controller of a burned minion, for "the opposing minion's controller" after it is gone."""
    s.marks[("burned seat", info["uid"])] = info["seat"]


on("Hell-for-Leather", "burned", hell_remember_seat)


def opposing_not_ready(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if this Anarch is ready and the opposing minion is not": at the end of a round
    in which the opposing minion went to torpor or was burned."""
    c = ctx.combat
    if c is None or not s.is_ready(uid):
        return False
    other = c.other(uid)
    return not s.is_ready(other) if other in s.minions else ("burned seat", other) in s.marks


def hell_burns_pool(s: VTESState, p: Play) -> None:
    """ "The opposing minion's controller burns 2 pool"."""
    c = current_combat(s)
    if c is None:
        return
    other = c.other(p.by)
    seat = s.controller(other) if other in s.minions else s.marks.get(("burned seat", other), -1)
    if seat >= 0 and s.in_game(seat):
        ops.say(s, N_("{seat} burns {n} pool ({name})."), seat=s.seat_name(seat), n=2, name="Hell-for-Leather")
        ops.burn_pool(s, seat, 2)


def hell_noted(disc: str) -> Noted:
    """Counts the card played at this Discipline for "only one ... at a given Discipline each combat"."""
    return Noted(f"{HELL}-{disc}")


def hell_once(disc: str) -> Any:
    return once_per_combat(f"{HELL}-{disc}")


card(
    "Hell-for-Leather",
    mode(
        "ani",
        strike_use(
            DODGE,
            "strike: dodge, with 1 additional strike (limited)",
            AdditionalStrike(True),
            hell_noted("ani"),
            when=all_of(limited_free, hell_once("ani")),
        ),
    ),
    # [cel] not (limited): a limited additional strike can be played before or after (LSJ 20001206).
    mode(
        "cel",
        additional_use(
            False,
            "additional strike that does not count against the limit",
            hell_noted("cel"),
            when=hell_once("cel"),
        ),
    ),
    mode(
        "obt",
        Use(
            COMBAT,
            seq(hell_noted("obt"), code(hell_burns_pool, burn_pool=2)),
            moments=END_ROUND,
            when=all_of(opposing_not_ready, hell_once("obt")),
            text="the opposing minion's controller burns 2 pool (this Anarch ready, the opposing minion not)",
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Disarm: at the end of a round this vampire inflicted more damage in


def dealt(s: VTESState, c: Any, uid: int) -> int:
    """The damage ``uid`` successfully inflicted this round (environmental damage does not count,
    LSJ 20010812): noted as it is dealt (combat.DamageFrame)."""
    return int(s.marks.get(("dealt", c.serial, c.round, uid), 0))


def disarm_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """At close range, at the end of a round in which this vampire, still ready (not being burned or
    going to torpor), inflicted more damage than the opposing vampire, who has no Disarm yet."""

    c = ctx.combat
    if c is None or c.range != "close" or not s.is_ready(uid):
        return False
    other = c.other(uid)
    if other not in s.minions or not is_vampire(s, other) or any(True for _ in cards_on(s, other, DISARM_ID)):
        return False
    return dealt(s, c, uid) > dealt(s, c, other)


def the_opposing_vampire(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    c = ctx.combat
    if c is not None and c.other(uid) in s.minions:
        yield (c.other(uid),)


def disarm_torpor(s: VTESState, p: Play) -> None:
    """ "... and send them to torpor" (already there after this round's damage: nothing more)."""
    if p.targets and p.targets[0] in s.minions and s.is_ready(p.targets[0]):
        ops.to_torpor(s, p.targets[0])


def disarm_bearer_may(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    host = s.placed[src].host if src in s.placed else -1
    return host in s.minions and s.minions[host].blood >= 3


def disarm_burn(s: VTESState, p: Play) -> None:
    """ "They can burn 3 blood to burn this card"."""
    src = p.source
    host = s.placed[src].host if src in s.placed else -1
    if host in s.minions and s.minions[host].blood >= 3:
        ops.burn_blood(s, host, 3)
        ops.burn_placed(s, src)


DISARM_ID = card_id("Disarm")
DISARM_TEXT = "put this card on the opposing vampire and send them to torpor; they get {n} strength"
card(
    "Disarm",
    levels(
        "pot",
        *(
            Use(
                COMBAT,
                seq(PutOn("target"), code(disarm_torpor, tags=("torpor",))),
                moments=END_ROUND,
                when=disarm_when,
                targets=the_opposing_vampire,
                text=DISARM_TEXT.format(n=n),
            )
            for n in (-1, -2)
        ),
    ),
)
static("Disarm", "strength", on_bearer(-1, superior=-2))
abilities(
    "Disarm",
    Ability("burn 3 blood to burn this card", ANY_TIME, code(disarm_burn), when=disarm_bearer_may, user="host"),
)


# ---- Psyche!: [CEL] queue a combat with the opposing minion as this one is about to end

PSYCHE = "psyche-queued"


def psyche_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Both combatants still ready and the combat about to end (no press to continue stands, or an
    effect ends it); not with a combat already queued (RTR 20020501)."""
    c = ctx.combat
    if c is None or PSYCHE in c.flags or not c.both_ready(s):
        return False
    return bool(c.over or c.press <= 0)


def psyche_queue(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    if c is not None:
        c.flags = c.flags | {PSYCHE}
        ops.say(s, N_("{minion} queues a combat with the opposing minion."), minion=ops.label(s, p.by))


def psyche_new_combat(s: VTESState, c: Any) -> None:
    """The combat ends (its end-of-combat effects apply), then the queued combat between the same
    minions begins, still part of the action (LSJ 20021213): the same frame starts again at round 1,
    a combat of its own (a new serial, nothing kept of the last one)."""
    if PSYCHE not in c.flags:
        return
    c.flags = c.flags - {PSYCHE}
    if not c.both_ready(s):
        return
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == ("this-combat",)]:
        del s.marks[key]
    ops.fire(s, "combat-end", {"combat": c})
    if not c.both_ready(s):
        return
    c.mods = ()
    c.flags = frozenset()
    c.over = False
    c.round, c.press = 0, 1  # next_round starts round 1 of the new combat
    s.game_marks["serial"] = c.serial = s.game_marks.get("serial", 0) + 1
    ops.say(s, N_("Combat: {minion} against {minion2}."), minion=ops.label(s, c.a), minion2=ops.label(s, c.b))
    ops.fire(s, "combat-start", {"combat": c})


hook("Psyche!", core.ROUND_END, psyche_new_combat, PSYCHE)

card(
    "Psyche!",
    basic("cel", press_use()),
    superior(
        "cel",
        Use(
            COMBAT,
            code(psyche_queue, tags=("queue-combat",)),
            moments=END_ROUND,
            when=psyche_when,
            text="queue a combat with the opposing minion (both ready, combat about to end)",
        ),
    ),
)


# ---- Bollix (requires an Anarch)

CANCELLED_KINDS = frozenset(("aim", "frenzy", "grapple"))


def is_bollix(c: int) -> bool:
    return c == BOLLIX


def opposing_aim_frenzy_grapple(s: VTESState, p: Play, cd: Any, use: Use) -> bool:
    """An aim, frenzy or grapple card being played as a combat card by a minion in combat."""
    c = current_combat(s)
    return c is not None and use.as_ == COMBAT and bool(cd.kinds & CANCELLED_KINDS) and p.by in (c.a, c.b)


def may_bollix(s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
    """The as-played window opens for the opposing minion's Methuselah (a deck that could hold it)."""

    c = current_combat(s)
    if c is None or p.seat == seat or not opposing_aim_frenzy_grapple(s, p, cd, use):
        return False
    other = c.other(p.by)
    return other in s.minions and s.controller(other) == seat and deck_may_hold(s, seat, is_bollix)


def bollix_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Cancel an aim, frenzy, or grapple card as it is played by the opposing minion"."""

    p, c = ctx.played, current_combat(s)
    if p is None or p.card < 0 or c is None or c.other(uid) != p.by:
        return False
    cd = CARDS[p.card]
    if not opposing_aim_frenzy_grapple(s, p, cd, cd.uses[p.use]):
        return False
    frame = next((f for f in reversed(s.stack) if isinstance(f, Resolve) and f.p == p), None)
    return frame is not None and not frame.cancelled


def bollix_cancel(s: VTESState, p: Play) -> None:
    """ "... and its cost is not paid"."""

    cancel_played(s, unpaid=True)


hook("Bollix", core.CANCELLERS, may_bollix)

BOLLIX = card(
    "Bollix",
    mode("cel", maneuver_use()),
    mode("cel", press_use()),
    mode(
        "pre",
        Use(
            COMBAT,
            code(bollix_cancel, tags=("cancel",)),
            moments=frozenset(("as-played",)),
            when=bollix_when,
            text="cancel an aim, frenzy or grapple card as it is played by the opposing minion; its cost is not paid",
        ),
    ),
    mode(
        "tha",
        strike_use(
            Strike(
                "hand", 1, name=N_("hand strike +1, weapons harmless"), unpreventable_by="for", after=WEAPONS_HARMLESS
            ),
            f"strike: hand strike at +1 damage, {WEAPONS_TEXT}",
            WeaponsHarmlessAsChosen(),
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Force of Personality: [pre] a strike; [PRE] an action modifier as the action is announced

FORCE = "force-of-personality"
zombie = has_trait("zombie")


def no_non_zombie_ally(s: VTESState, course: Any, uid: int) -> bool:
    """ "Non-zombie allies cannot block this action" (a rule of the block, core.BLOCK_RULES)."""
    if uid not in s.minions:  # a card in play blocking "as a vampire"
        return True
    return FORCE not in course.flags or is_vampire(s, uid) or zombie(s, uid)


# "Vampires must burn 1 blood to attempt to block this action".
block_cost("Force of Personality", BlockCost("blood", flag=FORCE, blocker=lambda s, a, uid: is_vampire(s, uid)))
hook("Force of Personality", core.BLOCK_RULES, no_non_zombie_ally)

card(
    "Force of Personality",
    basic("pre", strike_use(COMBAT_ENDS, "strike: combat ends")),
    superior(
        "pre",
        Use(
            MODIFIER,
            flag(FORCE),
            moments=ANNOUNCE,
            text="vampires must burn 1 blood to attempt to block; non-zombie allies cannot block",
        ),
    ),
)


# ------------------------------------------------------------------------ the archive's combat cards, second list (issue 37)

# ---- Target Vitals: an aim tied to the strike chosen next (combat.OnHit)

TARGET_VITALS = card(
    "Target Vitals",
    Use(
        COMBAT,
        OnHitMod(2, ((core.NO_PRESS, "any", "round"),)),
        moments=STRIKE,
        when=aim_at_own_strike,
        text="if this strike's damage is successfully inflicted, +2 damage from it and the opposing minion cannot press",
    ),
    kinds=("aim",),
)
rule("Target Vitals", core.AS_PLAYED, CancelByDiscard(2), key=TARGET_VITALS)


# ---- Soak: non-aggravated damage only


SOAK_WHEN = all_of(in_damage_to_self, normal_damage_to_prevent, once_per_round("soak"))

card(
    "Soak",
    levels(
        "for",
        *(
            Use(
                COMBAT,
                seq(Prevent(n, normal_only=True), Noted("soak")),
                moments=DAMAGE,
                when=SOAK_WHEN,
                text=f"prevent {n} non-aggravated damage (one Soak each round)",
            )
            for n in (2, 4)
        ),
    ),
)


# ---- Lightning Reflexes: [CEL] burn X blood for X additional strikes (limited)


def blood_to_burn(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """X, announced as the card is played: 1 up to the blood left once its cost of 1 blood is paid
    (the burn is not a cost, ANK 20210226)."""

    for n in range(1, s.minions[uid].blood):
        yield (blood_word(n),)


def reflexes_strikes(s: VTESState, p: Play) -> None:
    """ "Burn X blood to get X additional strikes (limited)": the limited additional strike of the
    round, X times over (VT-STR-14, VT-STR-16)."""

    n = blood_of(p.targets[0]) if p.targets else 0
    if p.by not in s.minions or n <= 0:
        return
    ops.burn_blood(s, p.by, n)
    for _ in range(n):
        AdditionalStrike(True)(s, p)


card(
    "Lightning Reflexes",
    levels(
        "cel",
        additional_use(True, "additional strike (limited)"),
        Use(
            COMBAT,
            code(reflexes_strikes, additional=True, tags=("x-additional",)),
            moments=ADDITIONAL,
            when=limited_free,
            targets=blood_to_burn,
            text="burn X blood: X additional strikes (limited)",
        ),
    ),
)


# ---- Absorb the Mind: [MYT] also steals a master Discipline card from the opposing vampire

ABSORB = "absorb-the-mind"


def absorbable(s: VTESState, striker: int, target: int) -> list[int]:
    """The master Discipline cards on the opposing vampire that could be played on the striking
    vampire (LSJ 20011205-2: not one of a Discipline it has at superior)."""

    out = []
    for p in s.minions[target].cards:
        pl = s.placed.get(p)
        if pl is not None and pl.data[:1] == ("discipline",) and level(s, striker, str(pl.data[1])) < SUPERIOR:
            out.append(p)
    return out


def absorb_the_mind(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    """ "... and steal 1 master: Discipline card from the opposing vampire (put it on this striking
    vampire)": the striker's Methuselah chooses among several (cards in play: a public choice)."""

    target = c.other(uid)
    if uid not in s.minions or target not in s.minions or not is_vampire(s, target):
        return
    found = absorbable(s, uid, target)
    choices = [Action("take", (p,)) for p in found]
    ask(s, s.controller(uid), N_("Absorb the Mind: take which Discipline card?"), choices, _absorb, (uid, target))


def _absorb(s: VTESState, args: Args, action: Action) -> None:
    uid, target = args
    p = int(action.args[0])
    if uid in s.minions and p in s.placed and s.placed[p].host == target:
        ops.move_placed(s, p, uid, s.controller(uid))
        ops.say(s, N_("{minion} steals {card}."), minion=ops.label(s, uid), card=facts(s.placed[p].card).name)


hook("Absorb the Mind", core.STRIKE_EFFECTS, absorb_the_mind, ABSORB)

card(
    "Absorb the Mind",
    mode("dom", strike_use(DODGE, "strike: dodge")),
    basic(
        "myt",
        strike_use(Strike("steal", 1, ranged=True, name="steal 1 blood (ranged)"), "strike, ranged: steal 1 blood"),
    ),
    superior(
        "myt",
        strike_use(
            Strike("steal", 1, ranged=True, name="steal 1 blood and a discipline", after=ABSORB),
            "strike, ranged: steal 1 blood and a master: Discipline card from the opposing vampire",
        ),
    ),
)


# ---- Burst of Sunlight: the striking vampire also takes the damage (environmental, LSJ 19970801)

card(
    "Burst of Sunlight",
    levels(
        "tha",
        *(
            strike_use(
                Strike("damage", n, ranged=True, agg=True, recoil=n, name=f"{n}R aggravated (burst of sunlight)"),
                f"strike: {n}R aggravated damage; this striking vampire also takes {n} aggravated damage",
                vampire=True,
            )
            for n in (1, 2)
        ),
    ),
)


# ---- Fast Hands: steal a weapon


card(
    "Fast Hands",
    levels(
        "cel",
        strike_use(Strike("steal-equipment", name="steal weapon"), "strike: steal weapon", when=opposing_has_weapon),
        strike_use(
            Strike("steal-equipment", first=True, name="steal weapon with first strike"),
            "strike: steal weapon with first strike",
            when=opposing_has_weapon,
        ),
    ),
)


# ---- Torrent: [CEL] combat ends, a blocked action continues as if unblocked

card(
    "Torrent",
    levels(
        "cel",
        additional_use(True, "additional strike (limited)"),
        strike_use(
            Strike("ends", name="combat ends (torrent)", after=CONTINUE_UNBLOCKED),
            "strike: combat ends; if this vampire was blocked, the action continues as if unblocked",
        ),
    ),
)


# ---- Outside the Hourglass: [TEM] 2 damage before range, inflicted by this vampire

HOURGLASS = "outside-the-hourglass"


card(
    "Outside the Hourglass",
    basic("obf", strike_use(DODGE, "strike: dodge")),
    basic("tem", maneuver_use()),
    basic(
        "tem",
        strike_use(DODGE, "strike: dodge, with 1 optional maneuver", CombatMod("maneuver", "", "combat")),
    ),
    superior(
        "tem",
        Use(
            COMBAT,
            seq(Noted(HOURGLASS), InflictDamage(2)),
            moments=BEFORE_RANGE,
            when=once_per_round(HOURGLASS),
            vampire=True,
            text="this vampire inflicts 2 damage on the opposing minion (one at superior each round)",
        ),
    ),
)


# ---- Alpha Glint: not in combat with an ally or an older vampire


card(
    "Alpha Glint",
    basic(("ani", "for"), strike_use(COMBAT_ENDS, "strike: combat ends", when=not_with_ally_or_older)),
    superior(
        ("ani", "for"),
        Use(
            COMBAT,
            EndCombat(),
            moments=BEFORE_RANGE,
            when=not_with_ally_or_older,
            text="combat ends (not in combat with an ally or an older vampire)",
        ),
    ),
)


# ---- Meld with the Land

card(
    "Meld with the Land",
    levels(
        "vic",
        strike_use(
            Strike("ends", name="combat ends, unlock the opposing minion", after=UNLOCK_OPPOSING),
            "strike: combat ends, and unlock the opposing minion before combat ends",
        ),
        strike_use(COMBAT_ENDS, "strike: combat ends"),
    ),
)


card("Acrobatics", levels("cel", additional_use(True, "additional strike (limited)"), DODGE_WITH_ADDITIONAL))

card(
    "Wind Dance",
    levels(
        "tha",
        strike_use(DODGE, "strike: dodge"),
        strike_use(
            DODGE,
            "strike: dodge, with 1 additional strike: dodge (limited)",
            AdditionalStrike(True),
            HeldStrike(DODGE),
            when=limited_free,
        ),
    ),
)

# Played before strikes resolve, to count for this round's strikes (RTR 19960112).
card(
    "Bone Spur",
    levels(
        "pro",
        *(
            Use(
                COMBAT,
                CombatMod("agg-hand", 1, scope),
                moments=ADDITIONAL,
                when=choosing_own_strike,
                vampire=True,
                text=f"this vampire's hand damage is aggravated for the remainder of this {scope}",
            )
            for scope in ("round", "combat")
        ),
    ),
)


# ---- Concealed Weapon, Disguised Weapon: equip with a weapon from hand in combat. The weapon is named to
# every Methuselah as the card is played, in hand before the card is replaced, shown as it resolves
# (FromHand: LSJ 20100130, ANK 20180925-2): not a card drawn to replace it.

CONCEALED = WeaponFromHand(
    "Equipment",
    concealed=True,
    text="equip with a non-unique weapon card from your hand (under 3 pool, no aggravated damage nor 4 or more)",
)
DISGUISED = WeaponFromHand("Equipment", text="equip this vampire with a weapon card from your hand")

card(
    "Concealed Weapon",
    Use(
        COMBAT,
        EquipNamed(CONCEALED),
        moments=BEFORE_RANGE,
        when=weapon_in_hand(CONCEALED),
        targets=FromHand(NamedEquipment(CONCEALED)),
        text="this minion equips with a non-unique weapon card from your hand",
    ),
)

card(
    "Disguised Weapon",
    levels(
        "obf",
        Use(
            COMBAT,
            EquipNamed(DISGUISED),
            moments=BEFORE_RANGE,
            when=weapon_in_hand(DISGUISED),
            targets=FromHand(NamedEquipment(DISGUISED)),
            vampire=True,
            text="equip this vampire with a weapon card from your hand",
        ),
        Use(
            COMBAT,
            EquipNamed(DISGUISED),
            moments=BEFORE_RANGE | STRIKE,
            when=all_of(weapon_in_hand(DISGUISED), choosing_own_strike),
            targets=FromHand(NamedEquipment(DISGUISED)),
            vampire=True,
            text="equip this vampire with a weapon card from your hand (also as it chooses a strike)",
        ),
    ),
)


# ---- Hide the Mind, Charismatic Aura: cancelling a card as it is played

HIDE_COMBAT = PlayedCard("Hide the Mind", COMBAT, requiring="aus")
HIDE_REACTION = PlayedCard("Hide the Mind", REACTION, requiring="aus", opposing=False)
rule("Hide the Mind", core.CANCELLERS, HIDE_COMBAT.may)
rule("Hide the Mind", core.CANCELLERS, HIDE_REACTION.may)

card(
    "Hide the Mind",
    basic(
        "obf",
        Use(
            COMBAT,
            CancelPlayed(),
            moments=AS_PLAYED,
            when=HIDE_COMBAT,
            text="cancel a combat card requiring Auspex as it is played; its cost is not paid",
        ),
    ),
    superior(
        "obf",
        Use(
            MODIFIER,
            CancelPlayed(),
            moments=AS_PLAYED,
            when=HIDE_REACTION,
            text="cancel a reaction card requiring Auspex as it is played; its cost is not paid",
        ),
    ),
)

# "Burn 1 blood" is not a cost (ANK 20210226), but needed to play it; a cancelled strike card leaves
# the minion to choose its strike again.
AURA = PlayedCard("Charismatic Aura", COMBAT, kinds=frozenset(("grapple",)), strike=True)
rule("Charismatic Aura", core.CANCELLERS, AURA.may)

card(
    "Charismatic Aura",
    basic(
        ("aus", "pre"),
        Use(
            COMBAT,
            seq(Noted("charismatic-aura"), BurnBlood(1), CancelPlayed()),
            moments=AS_PLAYED,
            when=all_of(AURA, has_blood(1), once_per_round("charismatic-aura")),
            vampire=True,
            text="burn 1 blood to cancel a strike or grapple card as the opposing minion plays it; its cost is not paid",
        ),
    ),
    superior(("aus", "pre"), strike_use(COMBAT_ENDS, "strike: combat ends")),
)


# ---- Flesh of Marble: damage after the first this round is prevented (combat.PREVENT_AFTER_FIRST)

card(
    "Flesh of Marble",
    levels(
        "pro",
        *(
            Use(
                COMBAT,
                CombatMod(PREVENT_AFTER_FIRST, which, "combat"),
                moments=BEFORE_RANGE,
                vampire=True,
                text=f"this combat, damage after the first inflicted on this vampire each round is prevented{more}",
            )
            for which, more in (("normal", " (not aggravated damage)"), ("all", ", aggravated damage too"))
        ),
    ),
)


# ---- Groundfighting: cancel a combat card restricting this anarch's strikes (a grapple: hand strikes
# only); not one that removes the strike altogether, sets range or bars Disciplines (LSJ 20050221).

GROUNDFIGHTING = PlayedCard(
    "Groundfighting", COMBAT, kinds=frozenset(("grapple",)), tags=frozenset(("hand-only", "combat:no-hand-strike"))
)
rule("Groundfighting", core.CANCELLERS, GROUNDFIGHTING.may)

card(
    "Groundfighting",
    maneuver_use(delay="combat"),
    press_use(delay="combat"),
    Use(
        COMBAT,
        seq(BurnBlood(1), CancelPlayed(unpaid=False)),
        moments=AS_PLAYED,
        when=all_of(GROUNDFIGHTING, has_blood(1)),
        delay="combat",
        text="burn 1 blood to cancel a combat card of the opposing minion restricting this anarch's strikes",
    ),
    requires=anarch,
    requires_text="Requires a ready anarch",
)


# ---- Lam Into: the hand strike or a melee weapon strike at more damage


def lam_into(extra: int, text: str, *more: Any) -> Use:
    return strike_at_plus(extra, text, *more, delay="combat")


card(
    "Lam Into",
    mode(
        "for",
        lam_into(
            1,
            "strike: hand or melee weapon strike at +1 damage, with 1 optional maneuver",
            CombatMod("maneuver", "", "combat"),
        ),
    ),
    mode("pot", lam_into(2, "strike: hand or melee weapon strike at +2 damage")),
    mode(
        "vic",
        lam_into(
            1,
            "strike: hand or melee weapon strike at +1 damage, with 1 optional press; another round is at close range",
            OPTIONAL_PRESS,
            CombatFlag("close-next"),
        ),
    ),
    requires=anarch,
    requires_text="Requires an Anarch",
)


# ---- Telepathic Tracking

card(
    "Telepathic Tracking",
    levels(
        "aus",
        with_effect(
            press_use("continue", "press, only to continue combat; if another round occurs, 1 optional maneuver then"),
            NextRound("maneuver", ""),
        ),
        Use(
            COMBAT,
            ContinueCombat(),
            moments=END_ROUND,
            when=combat_would_end,
            text="both combatants ready and the combat would end: a new round starts instead",
        ),
    ),
)


# ---- Terror Frenzy, Drawing Out the Beast: frenzy cards binding the opposing minion


def opposing(key: str, value: Any = 1) -> CombatMod:
    """A modifier the opposing minion gets for the rest of the combat."""
    return CombatMod(key, value, "combat", who="opposing")


NO_EQUIPMENT = opposing("no-equipment")

card(
    "Terror Frenzy",
    basic(
        "ani",
        Use(
            COMBAT,
            seq(opposing("no-maneuver", "close"), opposing(core.NO_PRESS, "continue"), NO_EQUIPMENT),
            moments=BEFORE_RANGE,
            when=first_round,
            text="this combat, the opposing minion cannot maneuver to close range, press to continue or use equipment",
        ),
    ),
    superior(
        "ani",
        Use(
            COMBAT,
            seq(Noted("terror-frenzy"), opposing(COMBAT_CARDS_COST, 1)),
            moments=BEFORE_RANGE,
            when=once_per_combat("terror-frenzy"),
            text="this combat, combat cards cost the opposing vampire +1 blood (one at superior each combat)",
        ),
    ),
    kinds=("frenzy",),
)
# The rule reading the combat's modifier, registered once.
rule("Terror Frenzy", core.COST_CHANGES, CombatCardsCost())

DRAWING_OUT = (
    Noted("drawing-out-the-beast"),
    opposing("strength", 1),
    opposing("no-maneuver", "long"),
    opposing(core.NO_PRESS, "end"),
    NO_EQUIPMENT,
)
DRAWING_WHEN = all_of(first_round, against_vampire, once_per_combat("drawing-out-the-beast"))

card(
    "Drawing Out the Beast",
    levels(
        "ani",
        Use(
            COMBAT,
            seq(*DRAWING_OUT),
            moments=BEFORE_RANGE,
            when=DRAWING_WHEN,
            text="this combat, the opposing vampire gets +1 strength but cannot maneuver to long range, "
            "press to end combat or use equipment",
        ),
        Use(
            COMBAT,
            seq(*DRAWING_OUT, opposing(PRESS_STEP_DAMAGE, 1)),
            moments=BEFORE_RANGE,
            when=DRAWING_WHEN,
            text="as basic, and the opposing vampire takes 1 unpreventable damage during the press step each round",
        ),
    ),
    kinds=("frenzy",),
)


# ---- Zip Gun: a combat card that is an equipment (a gun) once in play

ZIP_GUN = Strike("damage", 1, ranged=True, recoil=1, name="zip-gun-1r")

card(
    "Zip Gun",
    Use(
        COMBAT,
        # put on this minion; its "optional maneuver each combat" (choosing its strike, VT-RNG-05) for
        # this combat too, which had begun
        seq(PutOn(), CombatMod("maneuver", ZIP_GUN.name, "combat")),
        moments=BEFORE_RANGE,
        text="put this card on this minion: an equipment, a gun: 1R damage each strike, 1 optional maneuver each "
        "combat; the bearer takes 1 damage striking with it, once each combat",
    ),
)
strikes("Zip Gun", recoil_once_each_combat(ZIP_GUN))
event("Zip Gun", "combat-start", each_combat("maneuver", ZIP_GUN.name))


# ---- Trap, Conquer the Beast: cards pressing each round (PressEachRound)

card(
    "Trap",
    Use(
        COMBAT,
        PressEachRound(3, "any"),
        text="put this card in play with 3 counters: a press to continue each round while it has counters "
        "(reset to 3 when a card is played this combat); burned at the end of combat",
        moments=BEFORE_RANGE,
        when=first_round,
    ),
)

CONQUER_TEXT = (
    "put this card in play with 3 counters: this vampire cannot use equipment this combat, and {how} each round "
    "while it has counters (reset to 3 when a card is played this combat); burned at the end of combat"
)
card(
    "Conquer the Beast",
    levels(
        "ani",
        Use(
            COMBAT,
            seq(CombatMod("no-equipment", 1, "combat"), PressEachRound(3, "mandatory")),
            vampire=True,
            text=CONQUER_TEXT.format(how="presses to continue"),
            moments=BEFORE_RANGE,
            when=first_round,
        ),
        Use(
            COMBAT,
            seq(CombatMod("no-equipment", 1, "combat"), PressEachRound(3, "optional")),
            vampire=True,
            text=CONQUER_TEXT.format(how="gets 1 optional press to continue"),
            moments=BEFORE_RANGE,
            when=first_round,
        ),
    ),
)


card(
    "Infernal Pursuit",
    levels(
        "cel",
        press_use(),
        Use(
            COMBAT,
            MoreOnReplace(),
            text="for the remainder of combat, each time you replace a card, draw an additional card and discard "
            "down to your hand size",
        ),
    ),
)


# ---- Gemini's Mirror: a coin flipped for each strike against this vampire (combat.COIN_FLIP)

card(
    "Gemini's Mirror",
    levels(
        "obf",
        strike_use(DODGE, "strike: dodge, with an optional maneuver", CombatMod("maneuver", "", "combat")),
        Use(
            COMBAT,
            seq(Noted("geminis-mirror"), CombatMod(COIN_FLIP, 1, "combat")),
            moments=BEFORE_RANGE,
            when=once_per_combat("geminis-mirror"),
            vampire=True,
            text="for each strike made against this vampire, flip a coin: tails, no effect on it; "
            "until heads is flipped or combat ends",
        ),
    ),
)


# ---- Aura Reading

card(
    "Aura Reading",
    levels(
        "aus",
        Use(
            COMBAT,
            OpenHandThisCombat(),
            moments=BEFORE_RANGE,
            text="the opposing minion's controller plays with an open hand for the remainder of combat",
        ),
        Use(
            COMBAT,
            seq(Noted("aura-reading"), HandSizeThisCombat(2)),
            moments=BEFORE_RANGE,
            when=once_per_combat("aura-reading"),
            text="+2 hand size for the remainder of this combat",
        ),
    ),
)


# ---- Botched Move: as the opposing minion plays a card requiring a Discipline

BOTCHED = PlayedCard("Botched Move", COMBAT, requiring="*")
rule("Botched Move", core.CANCELLERS, BOTCHED.may)

card(
    "Botched Move",
    Use(
        COMBAT,
        seq(Noted("botched-move"), BotchedMove()),
        moments=AS_PLAYED,
        when=all_of(BOTCHED, once_per_combat("botched-move")),
        text="the opposing minion's controller reveals the top two cards of their library: with another copy of "
        "the card played, it is canceled, 1 unpreventable damage to that minion, the copies burned",
    ),
)


card(
    "Orgy of Blood",
    Use(
        COMBAT,
        BloodFromBurnedAlly(),
        moments=END_ROUND,
        when=opposing_ally_burned,
        vampire=True,
        text="the opposing ally being burned: each vampire you control gains blood equal to its cost to recruit",
    ),
)


# ---- Unholy Penance: [PRE] the card goes on the opposing minion, the striker bleeding its controller more

card(
    "Unholy Penance",
    levels(
        "pre",
        strike_use(COMBAT_ENDS, "strike: combat ends"),
        strike_use(
            Strike("ends", name="combat ends (unholy penance)", after=ON_OPPOSING_FOR_STRIKER),
            "strike: combat ends, and put this card on the opposing minion: this vampire gets +1 bleed against "
            "its controller",
        ),
    ),
)
static("Unholy Penance", "bleed", StrikerBleedsMore(1), everywhere=True)
abilities(
    "Unholy Penance",
    Ability(
        "burn this card",
        frozenset(("minion",)),
        BurnThis(say=False),
        action=ActionSpec(stealth=1),
        user="host",
        by="host",
    ),
)


# ---- Pulled Fangs: at the end of a round won, on the opposing vampire

card(
    "Pulled Fangs",
    Use(
        COMBAT,
        seq(PutOn("target"), InflictDamage(1)),
        moments=END_ROUND,
        when=all_of(won_the_round, only_one_on_opposing("Pulled Fangs")),
        targets=opposing_vampire_target,
        text="put this card on the opposing vampire and inflict 1 damage on them: they cannot hunt "
        "(going to torpor if they must)",
    ),
)
card_flag("Pulled Fangs", "no-hunt", on_its_bearer)
event("Pulled Fangs", "minion-phase", bearer_must_hunt_to_torpor)
abilities(
    "Pulled Fangs",
    Ability(
        "add a counter; burn this card with the second",
        frozenset(("minion",)),
        CounterThenBurn(2),
        when=is_vampire_actor,
        action=ActionSpec(stealth=1),
        user="any",
    ),
)


# ---- Superior Mettle

METTLE_WHEN = all_of(in_damage_to_self, from_opposing_strike)

card(
    "Superior Mettle",
    levels(
        "for",
        Use(
            COMBAT,
            PreventAll(),
            moments=DAMAGE,
            when=METTLE_WHEN,
            text="prevent all damage from the opposing minion's strike",
        ),
        Use(
            COMBAT,
            seq(PreventAll(), CombatMod(SHIELD_EACH_ROUND, METTLE, "combat")),
            moments=DAMAGE,
            when=METTLE_WHEN,
            text="prevent all damage from the opposing minion's strike; each round of this combat, can burn 1 blood "
            "to prevent all damage from its initial strike",
        ),
    ),
)


# ---- Stunt Cycle: at long range


def stunt_cycle(n: int, prevented: int) -> Use:
    return strike_use(
        Strike("damage", n, ranged=True, name=f"{n}R damage (stunt cycle)", after=BURN_TO_ESCAPE_CEL),
        f"strike: {n}R damage, and prevent {prevented} damage from the opposing minion's strike; an opposing "
        "minion with Celerity can burn 1 blood to prevent all damage from this strike",
        CombatMod(PREVENT_FROM_STRIKE, prevented, "round"),
        CombatMod("shield", BURN_TO_ESCAPE_CEL, "round", who="opposing"),
        when=at_long_range,
    )


card("Stunt Cycle", levels("pot", stunt_cycle(3, 1), stunt_cycle(4, 2)))


# ---- Breath of the Dragon: the striking vampire also takes the damage, at close range only (LSJ 19970801)

card(
    "Breath of the Dragon",
    levels(
        "vic",
        *(
            strike_use(
                Strike(
                    "damage", n, ranged=True, agg=True, recoil=n, recoil_close=True, name=f"{n}R aggravated (dragon)"
                ),
                f"strike: {n}R aggravated damage; at close range, this striking vampire also takes {n} environmental "
                "aggravated damage",
                vampire=True,
            )
            for n in (1, 2)
        ),
    ),
)


# ---- Molotov Cocktail: a strike that puts the card on its minion as a weapon

card(
    "Molotov Cocktail",
    strike_use(
        # The strike touches only its own minion: a dodge does not stop it; "strike: combat ends" does (ANK
        # 20200203-1: combat ends first, the strike is not resolved).
        Strike("self", ranged=True, undodgeable=True, name="put this card on this minion", after=BECOMES_WEAPON),
        "ranged strike: put this card on this minion; it becomes a weapon that can strike: 2R aggravated "
        "damage, not in the round it is put in play; burn after use or at the end of combat",
    ),
)
strikes(
    "Molotov Cocktail", WeaponStrikeLater(Strike("damage", 2, ranged=True, agg=True, name="2R aggravated (molotov)"))
)
event("Molotov Cocktail", "combat-end", burn_at_combat_end)


# ------------------------------------------------------------------------ archive cards, fourth list (issue 37)

card(
    "Raking Talons",
    once_each_combat(
        "raking-talons",
        "for the remainder of combat, damage from this Gargoyle's hand strikes is aggravated",
        CombatMod("agg-hand", 1, "combat"),
    ),
)


card(
    "Skin of Steel",
    levels(
        "for",
        Use(
            COMBAT,
            PreventAll(),
            moments=DAMAGE,
            when=METTLE_WHEN,
            text="prevent all damage from the opponent's strike",
        ),
        Use(
            COMBAT,
            # the rest of the round: "prevent-all-strikes", a Fortitude card's prevention
            seq(CombatMod("prevent-all-strikes", "for", "round"), PreventAll()),
            moments=DAMAGE,
            when=METTLE_WHEN,
            text="prevent all damage from the opponent's strikes for the remainder of this round",
        ),
    ),
)


card(
    "Resilience",
    levels(
        "for",
        prevent_use(1, "prevent 1 damage"),
        Use(
            COMBAT,
            Prevent(3, normal_only=True),
            moments=DAMAGE,
            when=all_of(in_damage_to_self, normal_damage_to_prevent),
            text="prevent 3 non-aggravated damage",
        ),
    ),
)


card(
    "Horrid Form",
    levels(
        "vic",
        Use(
            COMBAT,
            CombatMod("strength", 1, "combat"),
            moments=BEFORE_RANGE,
            text="this vampire gets +1 strength this combat",
        ),
        Use(
            COMBAT,
            seq(
                CombatMod("strength", 1, "combat"),
                CombatMod("shield", 1, "round"),
                CombatMod(SHIELD_EACH_ROUND, 1, "combat"),
            ),
            moments=BEFORE_RANGE,
            text="+1 strength this combat, and can prevent 1 damage each round",
        ),
    ),
)


TYPHONIC_STRENGTH = CombatMod("strength", 1, "combat")
TYPHONIC_SHIELD = seq(CombatMod("shield", 1, "round"), CombatMod(SHIELD_EACH_ROUND, 1, "combat"))
card(
    "Typhonic Beast",
    mode("ser", Use(COMBAT, TYPHONIC_STRENGTH, moments=BEFORE_RANGE, text="+1 strength this combat")),
    replace(
        Use(
            COMBAT,
            seq(TYPHONIC_STRENGTH, TYPHONIC_SHIELD),
            moments=BEFORE_RANGE,
            text="+1 strength this combat, and can prevent 1 damage each round",
        ),
        key="pot+ser",
        disc=B("pot", "ser"),
    ),
    superior(
        ("pot", "ser"),
        Use(
            COMBAT,
            seq(TYPHONIC_STRENGTH, TYPHONIC_SHIELD, OPTIONAL_PRESS),
            moments=BEFORE_RANGE,
            text="+1 strength this combat, can prevent 1 damage each round, and 1 optional press this round",
        ),
    ),
)


card(
    "Stonestrength",
    mode("tha", press_use("continue", "press, only usable to continue combat")),
    mode("vis", press_use("any", "press"), key="vis-press"),
    mode("vis", prevent_use(1, "prevent 1 damage"), key="vis-prevent"),
    superior("vis", prevent_use(2, "prevent 2 damage")),
)


card(
    "Preternatural Evasion",
    levels(
        "cel",
        strike_use(DODGE, "strike: dodge"),
        # "The blood is burned when playing the card" (ANK 20200703-2), not a cost (ANK 20210226).
        strike_use(COMBAT_ENDS, "strike: this vampire burns 1 blood to end combat", BurnBlood(1), when=has_blood(1)),
    ),
)


card(
    "Entombment",
    levels(
        "obt",
        strike_use(
            Strike("torpor", name="burn the opposing ally"), "strike: burn the opposing ally", when=against_ally
        ),
        strike_use(
            Strike("torpor", name="send the opposing vampire to torpor"),
            "strike: send the opposing vampire to torpor",
            when=against_vampire,
        ),
    ),
)


card(
    "Coma",
    levels(
        "dem",
        strike_use(
            Strike("torpor", name="send the opposing vampire to torpor"),
            "strike: send the opposing vampire to torpor",
            when=against_vampire,
        ),
        strike_use(
            Strike("torpor", name="send to torpor, no unlock", after=OPPOSING_NO_NEXT_UNLOCK),
            "strike: send the opposing vampire to torpor; it does not unlock as normal during its next unlock phase",
            when=against_vampire,
        ),
    ),
)


# Anesthetic Touch: "only usable at close range" for each mode.
card(
    "Anesthetic Touch",
    mode("aus", strike_use(DODGE, "strike: dodge", when=at_close_range)),
    mode(
        "obe",
        strike_use(
            Strike("hand", name="hand strike, then combat ends", after=ENDS_AFTER_RESOLUTION),
            "strike: hand strike; combat ends immediately after the resolution of this strike",
            when=at_close_range,
        ),
    ),
    superior(
        "obe",
        strike_use(
            Strike(
                "hand", first=True, name="hand strike with first strike, then combat ends", after=ENDS_AFTER_RESOLUTION
            ),
            "strike: hand strike with first strike; combat ends immediately after the resolution of this strike",
            when=at_close_range,
        ),
    ),
)


card(
    "Shadow Body",
    levels(
        "obt",
        strike_use(COMBAT_ENDS, "strike: combat ends"),
        strike_use(
            Strike("ends", name="combat ends (shadow body)", after=CONTINUE_UNBLOCKED_NOT_BLEED_POLITICAL),
            "strike: combat ends; if this vampire was blocked while performing a non-bleed non-political action, "
            "the action continues as if unblocked",
        ),
    ),
)


card(
    "Mirror Image",
    basic("chi", stealth_mod(1)),
    superior(
        "chi",
        strike_use(
            Strike("ends", name="combat ends (mirror image)", after=CONTINUE_UNBLOCKED_NOT_BLEED),
            "strike: combat ends; if this vampire was blocked while performing a non-bleed action, the action "
            "continues as if unblocked",
        ),
    ),
)


card(
    "Oubliette",
    levels(
        "obt",
        strike_use(COMBAT_ENDS, "strike: combat ends"),
        strike_use(
            Strike("ends", name="combat ends (oubliette)", after=OPPOSING_BURNS_AFTER),
            "strike: combat ends; the opposing minion burns 1 blood or life after combat ends",
        ),
    ),
)


NUMBING_KISS = card(
    "Serpent's Numbing Kiss",
    levels(
        ("pre", "ser"),
        strike_use(COMBAT_ENDS, "strike: combat ends"),
        strike_use(
            Strike("ends", name="combat ends (numbing kiss)", after=PUT_ON_AND_LOCK_AFTER),
            "strike: combat ends; at close range, after combat this vampire burns 1 blood to put this card on "
            "the opposing minion and lock them: they do not unlock as normal",
            when=has_blood(1),
        ),
    ),
)
rule("Serpent's Numbing Kiss", core.UNLOCK_RULES, Held(NUMBING_KISS))  # "does not unlock as normal"
unlock_event("Serpent's Numbing Kiss", "bearer", BurnCard())  # "Burn this card during their unlock phase"


card(
    "Earthshock",
    levels(
        "pot",
        *(
            strike_use(
                # "Cannot be dodged": the dodge has no effect (LSJ 20030902-2); at long range it may be aimed
                # at a retainer (LSJ 20060509, VT-STR-17: a ranged strike).
                Strike("strength", n, ranged=True, undodgeable=True, name=f"strength+{n} ranged damage (earthshock)"),
                f"strike: strength{'+' + str(n) if n else ''} ranged damage; cannot be dodged; not usable against a "
                "minion with flight",
                when=not_against_flight,
            )
            for n in (0, 1)
        ),
    ),
)


card(
    "Relentless Reaper",
    mode("for", prevent_use(1, "prevent 1 damage")),
    mode("thn", press_use()),
    superior(
        "thn",
        Use(
            COMBAT,
            # "Burn 1 blood" is not a cost (ANK 20210226): not playable without it.
            seq(BurnBlood(1), ContinueCombat()),
            moments=END_ROUND,
            when=all_of(combat_would_end, has_blood(1)),
            text="both combatants ready and combat would end: burn 1 blood to start a new round instead",
        ),
    ),
)


card(
    "Swift Cover",
    either_levels(("cel", "obf"), strike_use(DODGE, "strike: dodge"), stealth_mod(1)),
)


card(
    "Kiss of Cathari",
    either_levels(
        ("obf", "pre"),
        strike_use(COMBAT_ENDS, "strike: combat ends"),
        strike_use(
            Strike("ends", name="combat ends (kiss of cathari)", after=STUN_AFTER),
            "strike: combat ends; after combat ends, if the range is close, stun the opposing minion",
        ),
    ),
)


card(
    "Catatonic Fear",
    levels(
        "pre",
        strike_use(COMBAT_ENDS, "strike: combat ends"),
        strike_use(
            Strike("ends", name="combat ends (catatonic fear)", after=DAMAGE_AFTER),
            "strike: combat ends; after combat ends, if the range is close, 1 unpreventable damage to the opposing "
            "minion",
        ),
    ),
)


card(
    "Quick Jab",
    strike_use(
        Strike("hand", first=True, cap=1, name="hand strike with first strike (quick jab)"),
        "strike: hand strike with first strike; more than 1 damage inflicted with it is ignored",
        delay="combat",
    ),
)


card(
    "Blood Fury",
    levels(
        "tha",
        *(
            strike_use(
                Strike(
                    "hand", n, name=f"hand strike at +{n} (blood fury)", unpreventable_by="for", after=WEAPONS_HARMLESS
                ),
                f"strike: hand strike at +{n} damage, {WEAPONS_TEXT}",
                WeaponsHarmlessAsChosen(),
                when=at_close_range,
            )
            for n in (1, 2)
        ),
    ),
)


card(
    "Sanguine Entrapment",
    levels(
        ("cel", "qui"),
        *(
            Use(
                COMBAT,
                seq(Noted("sanguine-entrapment"), CombatMod(key, 1, "round", who="opposing")),
                moments=BEFORE_RANGE,
                when=once_per_round("sanguine-entrapment"),
                text=text,
            )
            for key, text in (
                ("no-dodge", "the opposing minion cannot strike: dodge this round"),
                ("no-combat-ends", "the opposing minion cannot strike: combat ends this round"),
            )
        ),
    ),
)


card(
    "Rage of Apedemak",
    either_levels(
        ("ani", "pot"),
        *(
            once_each_combat(
                "rage-of-apedemak",
                f"this combat, you get +1 hand size and this vampire's hand strikes inflict +{n} damage",
                HandSizeThisCombat(1),
                CombatMod(HAND_DAMAGE, n, "combat"),
            )
            for n in (1, 2)
        ),
    ),
    kinds=("frenzy",),
)


card(
    "Skin of Night",
    levels(
        "for",
        Use(
            COMBAT,
            CombatMod(AGG_AS_NORMAL, 1, "round"),
            moments=BEFORE_RANGE | BEFORE_STRIKES | DAMAGE,
            when=own_damage_or_before,
            text="this vampire treats aggravated damage as normal damage for the remainder of this round",
        ),
        # "Cannot be used if there is no damage to prevent" (LSJ 20001114): in the damage step.
        prevent_use(
            1,
            "treat aggravated damage as normal this round, and prevent 1 damage",
            CombatMod(AGG_AS_NORMAL, 1, "round"),
        ),
    ),
)


card(
    "Brick by Brick",
    mode("tha", maneuver_use()),
    mode(
        "vis",
        strike_use(
            Strike("damage", 2, ranged=True, name="2R damage (brick by brick)"),
            "strike: 2R damage, with 1 optional maneuver",
            CombatMod("maneuver", "", "combat"),
        ),
    ),
    *(
        replace(
            Use(
                COMBAT,
                SetRange(r),
                moments=BEFORE_RANGE,
                when=range_not_set,
                text=f"this vampire sets the range for this round: {r}",
            ),
            key=f"superior-{r}",
            disc=S("vis"),
        )
        for r in ("close", "long")
    ),
)


card(
    "Breath of Thanatos",
    levels(
        "nec",
        stealth_mod(2, when=recruiting("wraith"), text="+2 stealth, during an action to recruit or employ a wraith"),
        strike_use(
            Strike("damage", 1, agg=True, name="1 aggravated damage (breath of thanatos)"),
            "strike: 1 aggravated damage",
        ),
    ),
)


DEATH_SEEKER = PlayedCard("Death Seeker", COMBAT)
rule("Death Seeker", core.CANCELLERS, DEATH_SEEKER.may)
card(
    "Death Seeker",
    Use(
        COMBAT,
        seq(Noted("death-seeker"), CancelPlayed()),
        moments=AS_PLAYED,
        when=all_of(DEATH_SEEKER, once_per_round("death-seeker")),
        text="cancel a combat card played by the opposing minion as it is played; its cost is not paid",
    ),
)


# Martyr's Resilience: by an unlocked vampire not in the combat (VT-CMB-06), for any minion in combat. A
# retainer's damage (VT-STR-17) has no prevention step in the engine, so only minions are offered.
MARTYR_WHEN = all_of(unlocked, damage_in_combat)
card(
    "Martyr's Resilience",
    levels(
        ("aus", "for"),
        Use(
            COMBAT,
            Prevent(1),
            moments=DAMAGE,
            when=MARTYR_WHEN,
            other=True,
            vampire=True,
            text="by an unlocked vampire not in the combat: prevent 1 damage to a minion in combat",
        ),
        Use(
            COMBAT,
            # "Burn X blood" is not a cost (ANK 20210226): X up to the blood this vampire has.
            seq(BurnBlood(X()), Prevent(X(plus=1))),
            moments=DAMAGE,
            when=MARTYR_WHEN,
            x=X_BLOOD,
            other=True,
            vampire=True,
            text="by an unlocked vampire not in the combat: burn X blood to prevent X+1 damage to a minion in combat",
        ),
    ),
)


card(
    "Righteous Aura",
    Use(
        COMBAT,
        PutOn(),
        moments=END_ROUND,
        when=all_of(ready_against_not_ready, only_one_on("Righteous Aura")),
        vampire=True,
        text="put this card on this vampire: +2 bleed; burn it if this vampire is about to leave the ready region",
    ),
)
static("Righteous Aura", "bleed", on_bearer(2))
event("Righteous Aura", "leave-ready", burn_when_bearer_leaves)


# ---- Rockheart: half the damage of the opponent's strike

card(
    "Rockheart",
    mode("tha", strike_use(DODGE, "strike: dodge")),
    mode(
        "vis",
        Use(
            COMBAT,
            PreventHalf(),
            moments=DAMAGE,
            when=METTLE_WHEN,
            text="prevent half the damage (round up) done by the opponent's strike",
        ),
    ),
    superior(
        "vis",
        Use(
            COMBAT,
            # "Superior still prevents only half of the current strike" (PIB 20120116).
            seq(Noted("rockheart"), PreventHalf(), CombatMod(PREVENT_HALF, "vis", "combat")),
            moments=DAMAGE,
            when=all_of(METTLE_WHEN, once_per_combat("rockheart")),
            text="prevent half the damage (round up) of the opponent's strike, and of each of its strikes for the "
            "remainder of combat",
        ),
    ),
)


# ---- Inner Essence, Focus the Blood: a combat card cheaper

INNER_ESSENCE = CombatCardCheaper("inner-essence")
rule("Inner Essence", core.COST_REDUCERS, INNER_ESSENCE)
rule("Inner Essence", core.REDUCER_COSTS, INNER_ESSENCE.spend, key=INNER_ESSENCE.key)
card(
    "Inner Essence",
    levels(
        "vic",
        once_each_combat(
            "inner-essence",
            "once this combat, this vampire can reduce the cost of a combat card they play by 1 blood",
            CombatMod(INNER_ESSENCE.key, 1, "combat"),
        ),
        once_each_combat(
            "inner-essence",
            "once this combat, this vampire can reduce the cost of a combat card they play by 1 blood; it "
            "gains 1 blood",
            CombatMod(INNER_ESSENCE.key, 1, "combat"),
            AddBlood(1),
        ),
    ),
)

FOCUS_THE_BLOOD = CombatCardCheaper("focus-the-blood", card="Focus the Blood")
rule("Focus the Blood", core.COST_REDUCERS, FOCUS_THE_BLOOD)
rule("Focus the Blood", core.REDUCER_COSTS, FOCUS_THE_BLOOD.spend, key=FOCUS_THE_BLOOD.key)
card(
    "Focus the Blood",
    once_each_combat(
        "focus-the-blood",
        "put this card and 1 blood on this Assamite; burn this card to reduce the cost of a combat card they "
        "play by 1 blood",
        PutOn(),
        AddBlood(1),
    ),
)


# ---- Groaning Corpse: X is the number already played this combat

GROANING_CORPSES = CopiesThisCombat("Groaning Corpse")
rule("Groaning Corpse", core.COST_CHANGES, GROANING_CORPSES)
card(
    "Groaning Corpse",
    basic(
        "thn",
        Use(
            COMBAT,
            seq(CopyPlayed("Groaning Corpse"), CombatMod("env-close", 1, "combat")),
            moments=BEFORE_RANGE,
            x=(0,),
            text="the opposing minion takes 1 environmental damage each round of this combat at close range",
        ),
    ),
    superior(
        "thn",
        Use(
            COMBAT,
            seq(Noted("groaning-corpse"), CopyPlayed("Groaning Corpse"), CombatMod("env-close", 2, "combat")),
            moments=BEFORE_RANGE,
            when=once_per_combat("groaning-corpse"),
            x=(0,),
            text="the opposing minion takes 2 environmental damage each round of this combat at close range",
        ),
    ),
)


# ---- Shadow Boxing: [OBF][POT] the action continues after the blocker is gone

card(
    "Shadow Boxing",
    replace(
        maneuver_use("maneuver, only usable to get to close range"),
        when=all_of(may_maneuver_now, at_long_range),
        key="maneuver",
        disc=B("obf", "pot"),
    ),
    replace(press_use("continue", "press, only usable to continue combat"), key="press", disc=B("obf", "pot")),
    superior(
        ("obf", "pot"),
        Use(
            MODIFIER,
            # "This vampire burns 1 blood": not a cost (ANK 20210226, not reduced), but needed to play it.
            seq(BurnBlood(1), ContinueAsUnblocked()),
            moments=END_ROUND,
            when=all_of(blocker_gone, has_blood(1)),
            text="after a combat resulting from a block, the blocking minion not ready: this vampire burns 1 blood "
            "to continue the action as if unblocked",
        ),
    ),
)


# ---- Decapitate, Amaranth: instead of torpor

card(
    "Decapitate",
    levels(
        "pot",
        strike_at_plus(2, "strike: hand strike or a melee weapon strike, at +2 damage"),
        Use(
            COMBAT,
            InsteadOfTorpor("burn"),
            moments=TORPOR,
            when=opposing_going_to_torpor,
            text="the opposing vampire going to torpor: burn it instead",
        ),
    ),
)


card(
    "Amaranth",
    Use(
        COMBAT,
        InsteadOfTorpor("diablerie"),
        moments=TORPOR,
        when=all_of(opposing_going_to_torpor, can_diablerize),
        vampire=True,
        text="the opposing vampire going to torpor: diablerize it instead",
    ),
)


# ---- Fae Contortion: [myt] [REFLEX] cancel a grapple card as it is played

FAE_CONTORTION = PlayedCard("Fae Contortion", COMBAT, kinds=frozenset(("grapple",)))
rule("Fae Contortion", core.CANCELLERS, FAE_CONTORTION.may)
card(
    "Fae Contortion",
    mode(
        "myt",
        Use(
            COMBAT,
            CancelPlayed(),
            moments=AS_PLAYED,
            when=FAE_CONTORTION,
            text="[REFLEX] cancel a grapple card as it is played; its cost is not paid",
        ),
        key="myt-reflex",
    ),
    mode("obt", maneuver_use()),
    mode("myt", maneuver_use()),
    superior("myt", stealth_mod(1)),
)


# ---- Dragon's Breath Rounds: ammo for a gun's strike chosen this round

rule("Dragon's Breath Rounds", BEFORE_RESOLUTION_RULES, gun_strikers)
card(
    "Dragon's Breath Rounds",
    Use(
        COMBAT,
        Ammo(2),
        moments=BEFORE_RESOLUTION,
        when=own_gun_strike,
        text="before resolution of this minion's gun strike: the gun inflicts +2 aggravated damage each strike "
        "this combat; burn the gun after strike resolution",
    ),
    kinds=("ammo",),
)


# ---- Undead Persistence: [for] in torpor only after combat

card(
    "Undead Persistence",
    levels(
        "for",
        Use(
            COMBAT,
            # The vampire stays ready, wounded (aggravated damage burns its blood, then it), with 1 optional
            # press this round; three rounds in a row with no card played end the combat; it goes to torpor
            # after combat. Played first, it stops "going to torpor" cards (RTR 20010711).
            InsteadOfTorpor("persist"),
            moments=TORPOR,
            when=self_going_to_torpor,
            text="this vampire should go into torpor: instead, 1 optional press; it goes to torpor only after "
            "combat, still wounded; three rounds with no cards played end the combat",
        ),
        prevent_use(2, "prevent 2 damage"),
    ),
)


# ---- Arms of the Abyss: "[obt] Strike: dodge. [OBT] As above, with 1 additional strike (limited)."

card("Arms of the Abyss", levels("obt", DODGE_USE, DODGE_WITH_ADDITIONAL))


# ---- Flames of the Netherworld: "[tha] Only usable at long range. Burn 1 blood to strike: 1R aggravated damage.
# [dai] Strike: 1 aggravated damage. [DAI] Strike: 1R aggravated damage." The blood is burned as the strike is
# chosen (a cost of that mode: only with the blood).

card(
    "Flames of the Netherworld",
    mode(
        "tha",
        strike_use(
            Strike("damage", 1, ranged=True, agg=True, name="1R aggravated damage"),
            "burn 1 blood to strike: 1R aggravated damage (only at long range)",
            BurnBlood(1),
            when=all_of(at_long_range, has_blood(1)),
        ),
    ),
    basic("dai", strike_use(Strike("damage", 1, agg=True, name="1 aggravated damage"), "strike: 1 aggravated damage")),
    superior("dai", ranged(1, agg=True)),
)


# ---- Lead Fist: "[tha] Strike: hand strike at +1 damage. [vis] As [tha] above, and once this round this vampire can
# burn 1 blood to get 1 press, only usable to continue combat. [VIS] As [vis] above, but at +2 damage." The press is
# offered at this round's press step (a grant, usable while a press to continue may be made, with the blood).

LEAD_FIST = "lead-fist"


def lead_fist_resolves(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    if uid in s.minions:
        s.marks[(LEAD_FIST, uid)] = c.round
        c.grant(s.controller(uid), uid, LEAD_FIST, "press")


def lead_fist_may(s: VTESState, frame: Any, uid: int, seat: int) -> bool:
    c = current_combat(s)
    return (
        c is not None
        and s.marks.get((LEAD_FIST, uid)) == c.round
        and uid in s.minions
        and s.minions[uid].blood >= 1
        and core.may_press(c, uid, "continue")
    )


def lead_fist_press(s: VTESState, uid: int, seat: int) -> None:
    c = current_combat(s)
    if c is None or not lead_fist_may(s, None, uid, seat):
        return
    ops.burn_blood(s, uid, 1)
    s.marks.pop((LEAD_FIST, uid), None)
    core.press(s, c, uid, "continue")


hook("Lead Fist", core.STRIKE_EFFECTS, lead_fist_resolves, LEAD_FIST)
hook("Lead Fist", GRANTS, lead_fist_press, LEAD_FIST)
hook("Lead Fist", GRANT_WHEN, lead_fist_may, LEAD_FIST)

card(
    "Lead Fist",
    mode("tha", strike_use(Strike("hand", 1, name="hand strike +1"), "strike: hand strike at +1 damage")),
    basic(
        "vis",
        strike_use(
            Strike("hand", 1, name="hand strike +1 (lead fist)", after=LEAD_FIST),
            "strike: hand strike at +1 damage; once this round, burn 1 blood for a press to continue",
        ),
    ),
    superior(
        "vis",
        strike_use(
            Strike("hand", 2, name="hand strike +2 (lead fist)", after=LEAD_FIST),
            "strike: hand strike at +2 damage; once this round, burn 1 blood for a press to continue",
        ),
    ),
)


# ---- Wall of Filth: "Only usable before range is determined. [pro] or [tha] Put this card on this vampire. This
# vampire can burn this card to prevent 2 non-aggravated damage in combat. A vampire can have only one Wall of
# Filth. [PRO] or [THA] As above, but to prevent 2 damage in combat." (any later combat too; fewer points being
# resolved: all of them, RTR 20041202)

WALL_OF_FILTH = "Wall of Filth"


def wall_superior(s: VTESState, ctx: Any, seat: int, src: int) -> bool:
    return src in s.placed and s.placed[src].mode.endswith("superior")


def wall_basic(s: VTESState, ctx: Any, seat: int, src: int) -> bool:
    return src in s.placed and not s.placed[src].mode.endswith("superior")


card(
    WALL_OF_FILTH,
    either_levels(
        ("pro", "tha"),
        Use(
            COMBAT,
            PutOn(),
            moments=BEFORE_RANGE,
            when=only_one_on(WALL_OF_FILTH),
            text="put on this vampire: burn it to prevent 2 non-aggravated damage in combat",
        ),
        Use(
            COMBAT,
            PutOn(),
            moments=BEFORE_RANGE,
            when=only_one_on(WALL_OF_FILTH),
            text="put on this vampire: burn it to prevent 2 damage in combat",
        ),
    ),
)
abilities(
    WALL_OF_FILTH,
    Ability(
        "burn this card to prevent 2 non-aggravated damage",
        DAMAGE,
        seq(BurnThis(), Prevent(2, normal_only=True)),
        when=all_of(bearer_damaged, wall_basic),
        user="host",
    ),
    Ability(
        "burn this card to prevent 2 damage",
        DAMAGE,
        seq(BurnThis(), Prevent(2)),
        when=all_of(bearer_damaged, wall_superior),
        user="host",
    ),
)


# ---- Still the Mortal Flesh: "Only usable in combat with an ally or younger vampire. Not usable against a mummy,
# wraith, or zombie. [dom] Maneuver or press. [DOM] Strike: burn the opposing ally."


def ally_or_younger(*except_traits: str) -> Pred:
    """ "Only usable in combat with an ally or younger vampire" (not an ally of ``except_traits``: "not usable
    against a mummy, wraith, or zombie"; "a non-wraith ally")."""

    def pred(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
        c = ctx.combat
        other = c.other(uid) if c is not None else -1
        if other not in s.minions or uid not in s.minions:
            return False
        if is_vampire(s, other):
            return capacity(s, other) < capacity(s, uid)
        return not set(except_traits) & set(facts(s.minions[other].card).trait.split())

    return pred


STILL_FLESH = ally_or_younger("mummy", "wraith", "zombie")
card(
    "Still the Mortal Flesh",
    mode("dom", replace(maneuver_use("maneuver"), when=all_of(STILL_FLESH, may_maneuver_now)), key="maneuver"),
    mode("dom", replace(press_use("any", "press"), when=all_of(STILL_FLESH, may_press_now("any"))), key="press"),
    superior(
        "dom",
        strike_use(
            Strike("torpor", name="burn the opposing ally"),
            "strike: burn the opposing ally",
            when=all_of(STILL_FLESH, against_ally),
        ),
    ),
)


# ---- The Jones: "Only usable in combat with an ally or younger vampire. [ser] Strike: dodge, with 1 optional press,
# only usable to end combat. [SER] Cancel the opposing minion's strike card as it is played, and its cost is not paid
# (the minion chooses another strike). A vampire can play only one The Jones at superior each round." The press
# is usable this round only (TOM 19960521); the cancelled card was played (ANK 20190104).

THE_JONES = "The Jones"


def against_ally_or_younger(s: VTESState, ctx: Any, seat: int, uid: int) -> bool:
    c = ctx.combat if ctx.combat is not None else current_combat(s)
    other = c.other(uid) if c is not None else -1
    if other not in s.minions or uid not in s.minions:
        return False
    return not is_vampire(s, other) or capacity(s, other) < capacity(s, uid)


def is_strike_card(p: Play) -> bool:
    return p.card >= 0 and "strike" in CARDS[p.card].uses[p.use].moments


def jones_when(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The opposing minion's strike card, being played, not yet cancelled."""
    p, c = ctx.played, current_combat(s)
    if p is None or c is None or c.other(uid) != p.by or not is_strike_card(p):
        return False
    frame = next((f for f in reversed(s.stack) if isinstance(f, Resolve) and f.p == p), None)
    return frame is not None and not frame.cancelled and against_ally_or_younger(s, ctx, seat, uid)


def may_jones(s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
    """The as-played window opens for the opposing minion's Methuselah (a deck that could hold it)."""
    c = current_combat(s)
    if c is None or p.seat == seat or p.by not in (c.a, c.b) or not is_strike_card(p):
        return False
    other = c.other(p.by)
    return other in s.minions and s.controller(other) == seat and deck_may_hold(s, seat, is_the_jones)


def is_the_jones(c: int) -> bool:
    return c == THE_JONES_ID


hook(THE_JONES, core.CANCELLERS, may_jones)
THE_JONES_ID = card(
    THE_JONES,
    levels(
        "ser",
        strike_use(
            DODGE,
            "strike: dodge, with 1 optional press, only usable to end combat",
            CombatMod("press", "end", "round"),
            when=against_ally_or_younger,
        ),
        Use(
            COMBAT,
            seq(Noted("the-jones"), code(bollix_cancel, tags=("cancel",))),
            moments=frozenset(("as-played",)),
            when=all_of(jones_when, once_per_round("the-jones")),
            text="cancel the opposing minion's strike card as it is played; its cost is not paid",
        ),
    ),
)


# ---- Lucky Blow: "Do not replace until after combat. Strike: hand strike or use a melee weapon strike. This strike is
# at +1 damage."

card("Lucky Blow", strike_at_plus(1, "strike: hand or melee weapon strike at +1 damage", delay="combat"))


# ---- Soulgrinder: "[pot] or [tha] Strike: hand strike at +2 damage. [POT] or [THA] As above, and damage from this
# strike cannot be prevented by cards requiring Fortitude [for]."

card(
    "Soulgrinder",
    either_levels(
        ("pot", "tha"),
        strike_use(Strike("hand", 2, name="hand strike +2 (soulgrinder)"), "strike: hand strike at +2 damage"),
        strike_use(
            Strike("hand", 2, name="hand strike +2, not prevented by Fortitude", unpreventable_by="for"),
            "strike: hand strike at +2 damage, not preventable by cards requiring Fortitude",
        ),
    ),
)


# ---- Thoughts Betrayed: "Only usable before range is determined on the first round. [dom] Opposing minion takes 1
# additional damage in the first round of combat during normal strike resolution. [DOM] Opposing minion cannot play
# any strike cards for the duration of this combat." (the damage: as environmental damage dealt each round is)

card(
    "Thoughts Betrayed",
    levels(
        "dom",
        Use(
            COMBAT,
            CombatMod("env", 1, "round"),
            moments=BEFORE_RANGE,
            when=first_round,
            text="the opposing minion takes 1 additional damage this round during strike resolution",
        ),
        Use(
            COMBAT,
            CombatMod(NO_STRIKE_CARDS, 1, "combat", who="opposing"),
            moments=BEFORE_RANGE,
            when=first_round,
            text="the opposing minion cannot play strike cards this combat",
        ),
    ),
)


# ---- Selective Silence (issue 37, seventh list): "Only usable during the first round of combat. [qui] Maneuver. [QUI]
# Only usable before range is determined. Burn 1 blood to set the range for this round." (the blood burned is not a
# cost: a card lowering costs leaves it, and the card needs the blood, ANK 20210226)
card(
    "Selective Silence",
    basic("qui", replace(maneuver_use(), when=all_of(may_maneuver_now, first_round))),
    *(
        replace(
            Use(
                COMBAT,
                seq(BurnBlood(1), SetRange(r)),
                moments=BEFORE_RANGE,
                when=all_of(first_round, range_not_set, has_blood(1)),
                text=f"burn 1 blood: this vampire sets the range for this round: {r}",
            ),
            key=f"superior-{r}",
            disc=S("qui"),
        )
        for r in ("close", "long")
    ),
)


# ---- Armor of Vitality: "[for] Prevent 3 damage. [FOR] As above, and if any of the damage was from the opposing
# minion's melee weapon, that weapon is destroyed." (the weapon of the opposing strike whose damage it is; fewer
# points prevents them all, RTR 20041202; not without damage, LSJ 20001114)


def armor_destroys_weapon(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    d = damage_to(s, c) if c is not None else None
    if c is None or d is None or p.by not in (c.a, c.b) or d[3] != c.other(p.by):
        return
    weapon = strike_of(c, d[3]).source
    if weapon in s.placed and melee_weapon(s.placed[weapon].card):
        ops.say(s, N_("{card} is burned."), card=facts(s.placed[weapon].card).name)
        ops.burn_placed(s, weapon)


card(
    "Armor of Vitality",
    levels(
        "for",
        prevent_use(3, "prevent 3 damage"),
        prevent_use(
            3,
            "prevent 3 damage; if any was from the opposing minion's melee weapon, it is destroyed",
            code(armor_destroys_weapon, tags=("destroy-weapon",)),
        ),
    ),
)


# ---- Psychic Assault: "[aus] Strike: 1R damage. Any effect which would make damage from this strike aggravated
# leaves the damage normal instead. If this striking vampire is Black Hand, the damage from this strike is
# unpreventable. [AUS] As above, but for 2R damage." (Strike.normal_only; unpreventable: combat.ANY_PREVENTION)
BLACK_HAND = minion_is(vampire_trait("Black Hand"))


def psychic_assault(n: int) -> tuple[Use, Use]:
    plain = Strike("damage", n, ranged=True, name=f"{n}R damage (psychic assault)", normal_only=True)
    black_hand = plain._replace(name=f"{n}R unpreventable damage (psychic assault)", unpreventable_by=ANY_PREVENTION)
    return (
        strike_use(plain, f"strike: {n}R damage, never aggravated", when=not_kind_acting(BLACK_HAND)),
        strike_use(black_hand, f"strike: {n}R unpreventable damage, never aggravated (Black Hand)", when=BLACK_HAND),
    )


def not_kind_acting(pred: Any) -> Any:
    def test(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return not pred(s, ctx, seat, uid)

    return test


_pa_basic, _pa_black_hand = psychic_assault(1)
_pa_superior, _pa_superior_black_hand = psychic_assault(2)
card(
    "Psychic Assault",
    basic("aus", _pa_basic),
    replace(basic("aus", _pa_black_hand), key="basic-black-hand"),
    superior("aus", _pa_superior),
    replace(superior("aus", _pa_superior_black_hand), key="superior-black-hand"),
)


# ---- Personal Scourge: "Only usable at close range. [dem] Strike: 1 damage. This damage cannot be prevented by
# equipment or cards requiring Fortitude [for]. The opposing vampire's strikes with weapons inflict no damage this
# round. [DEM] As above, with 1 optional press, only usable to end combat." (the weapons harmless as Blood Rage's: an
# opponent who dodges keeps its weapons' damage, LSJ 20040928. Not enforced: prevention by equipment is not barred,
# only by cards requiring Fortitude)
SCOURGE_STRIKE = Strike("damage", 1, name="1 damage (personal scourge)", unpreventable_by="for", after=WEAPONS_HARMLESS)
card(
    "Personal Scourge",
    levels(
        "dem",
        strike_use(
            SCOURGE_STRIKE,
            f"strike: 1 damage, {WEAPONS_TEXT}",
            WeaponsHarmlessAsChosen(),
            when=at_close_range,
        ),
        strike_use(
            SCOURGE_STRIKE,
            f"strike: 1 damage, {WEAPONS_TEXT}; 1 optional press, only usable to end combat",
            WeaponsHarmlessAsChosen(),
            CombatMod("press", "end", "round"),
            when=at_close_range,
        ),
    ),
)


# ------------------------------------------------------------------------ the archive's combat cards, eighth list (issue 37)

# ---- High Ground: "Maneuver, only usable to go to long range. If this minion has flight [FLIGHT] and the
# opposing minion does not, play before range is determined to set the range for the round to long. A minion
# may play only one High Ground each round." (the range set: no other effect resets it, the determine-range
# step skipped, RTR 19970630, ANK 20180720; an effect already setting the range keeps it, PIB 20120214)

TO_LONG = all_of(may_maneuver_now, at_close_range)


def flies_over_opponent(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """This minion has Flight [FLIGHT] and the opposing minion does not (VT-TRAIT-01)."""
    c = ctx.combat
    return c is not None and c.other(uid) in s.minions and with_flight(s, uid) and not with_flight(s, c.other(uid))


card(
    "High Ground",
    replace(
        maneuver_use("maneuver, only usable to go to long range", Noted("high-ground")),
        when=all_of(TO_LONG, once_per_round("high-ground")),
        key="maneuver",
    ),
    Use(
        COMBAT,
        seq(SetRange("long"), Noted("high-ground")),
        moments=BEFORE_RANGE,
        when=all_of(range_not_set, flies_over_opponent, once_per_round("high-ground")),
        text="with flight against a minion without: set the range for this round to long",
        key="flight",
    ),
)


# ---- Backstep: "Maneuver, only usable to go to long range. If the opposing minion's strike successfully
# inflicts any damage on this minion this round, the opposing minion gets an optional press." (usable this
# round only, TOM 19960521; the damage the opposing minion successfully inflicted this round, noted as it is
# dealt, counted as the press step begins)

#: "If the opposing minion's strike successfully inflicts any damage on this minion this round, the opposing
#: minion gets an optional press": a combat modifier of the minion that played it, for the round.
PRESS_IF_HIT = "opposing-press-if-hit"

card(
    "Backstep",
    replace(
        maneuver_use("maneuver, only usable to go to long range", CombatMod(PRESS_IF_HIT, 1, "round")),
        when=TO_LONG,
    ),
)


def backstep_press(s: VTESState, info: dict[str, Any]) -> None:
    c = info["combat"]
    for uid in (c.a, c.b):
        other = c.other(uid)
        if c.has(uid, PRESS_IF_HIT) and other in s.minions and dealt(s, c, other) > 0:
            c.add(other, "press", 1, "round")
            ops.say(s, N_("{minion} gets an optional press: the damage landed."), minion=ops.label(s, other))


on("Backstep", "press-step", backstep_press)


# ---- Street Cred: "Only usable at the end of a round of combat in which this vampire successfully inflicted more
# damage than the opposing minion. [pot] Move 1 blood from the blood bank to a younger vampire in your
# uncontrolled region. A vampire can play only 1 Street Cred each turn. [POT] As above, but move 2 blood." (after
# the presses, also when the round ends early, RTR 20030519; at any range, against any minion; the damage each
# inflicted noted as it is dealt, environmental damage not counted, LSJ 20010812)


def inflicted_more(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """This vampire successfully inflicted more damage than the opposing minion this round."""
    c = ctx.combat
    return c is not None and uid in s.minions and dealt(s, c, uid) > dealt(s, c, c.other(uid))


card(
    "Street Cred",
    levels(
        "pot",
        *(
            Use(
                COMBAT,
                seq(InTurn("street-cred", per_vampire=True), AddBlood(n)),
                moments=END_ROUND,
                when=all_of(inflicted_more, once_per_turn("street-cred")),
                targets=younger_uncontrolled,
                text=f"move {n} blood from the blood bank to a younger vampire in your uncontrolled region",
            )
            for n in (1, 2)
        ),
    ),
)


# ---- Weather Control: "Only usable before range is determined during the first round. A vampire can play only
# one Weather Control each combat. [tha] Both combatants and each retainer on them take 1 unpreventable
# environmental damage before range is determined each round this combat. [THA] As above, but the amount of
# damage inflicted is increased by 1 in each subsequent round." (environmental, RTR 19970630; inflicted as it is
# played in the first round, then as each later round begins)

#: "Both combatants and each retainer on them take N unpreventable environmental damage before range is
#: determined each round this combat": a combat modifier whose value is the increase each later round (0, 1).
WEATHER = "weather-damage"


def weather_damage(s: VTESState, c: Any, n: int) -> None:
    for uid in (c.a, c.b):
        if uid in s.minions and s.is_ready(uid):
            damage_with_retainers(s, c, uid, n)


def weather_now(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    if c is not None:
        weather_damage(s, c, 1)


def weather_each_round(s: VTESState, info: dict[str, Any]) -> None:
    c = info["combat"]
    for _uid, key, step, _scope in c.mods:
        if key == WEATHER:
            weather_damage(s, c, 1 + step * (c.round - 1))


card(
    "Weather Control",
    levels(
        "tha",
        *(
            Use(
                COMBAT,
                seq(Noted("weather-control"), CombatMod(WEATHER, step, "combat"), code(weather_now, env=1)),
                moments=BEFORE_RANGE,
                when=all_of(first_round, once_per_combat("weather-control")),
                text=text,
            )
            for step, text in (
                (0, "both combatants and their retainers take 1 unpreventable damage before range each round"),
                (1, "both combatants and their retainers take 1 unpreventable damage before range, 1 more each round"),
            )
        ),
    ),
)
on("Weather Control", "round-start", weather_each_round)


card(
    "Song in the Dark",
    levels(
        "ani",
        strike_use(Strike("damage", 2, name="2 damage (song in the dark)"), "strike: 2 damage"),
        strike_use(
            Strike("damage", 2, agg=True, name="2 aggravated (song in the dark)"), "strike: 2 aggravated damage"
        ),
    ),
)


# ---- Roll (issue 37, ninth list): "Do not replace until after combat. [FLIGHT] Maneuver. A minion may play only one
# Roll each round. If this minion is still ready when you would draw to replace this card, you may move this card from
# your ash heap to your hand instead." (a minion with Flight, VT-TRAIT-01; the minion that played it remembered, the
# take-back asked as the replacement falls due after combat: play.end_delays with core.TAKE_FROM_ASH's test)
ROLL = "Roll"


def roll_remembers(s: VTESState, p: Play) -> None:
    s.game_marks[(ROLL, p.seat)] = p.by


def roll_minion_ready(s: VTESState, seat: int) -> bool:
    uid = s.game_marks.get((ROLL, seat), -1)
    return uid in s.minions and s.is_ready(uid)


def flies(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    return with_flight(s, uid)


card(
    ROLL,
    replace(
        maneuver_use(
            "maneuver (flight); taken back from the ash heap after combat if still ready",
            Noted("roll"),
            code(roll_remembers),
        ),
        when=all_of(may_maneuver_now, flies, once_per_round("roll")),
        delay="combat",
    ),
)
rule(ROLL, core.TAKE_FROM_ASH, roll_minion_ready, key=card_id(ROLL))


# ---- Bond with the Mountain (issue 37, ninth list): "[tha] Strike: dodge, with an optional press. [vis] Strike:
# combat ends. Unlock both combatants. [VIS] Strike: combat ends. Unlock this vampire." (unlocked before combat
# ends, as Majesty's)
BOTH_UNLOCK = "unlock-both-combatants"


def unlock_both(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    for v in (c.a, c.b):
        if v in s.minions:
            ops.unlock(s, v)


hook("Bond with the Mountain", core.STRIKE_EFFECTS, unlock_both, BOTH_UNLOCK)
card(
    "Bond with the Mountain",
    mode("tha", strike_use(DODGE, "strike: dodge, with an optional press", OPTIONAL_PRESS)),
    *levels(
        "vis",
        strike_use(
            Strike("ends", name="combat ends, unlock both combatants", after=BOTH_UNLOCK),
            "strike: combat ends, and unlock both combatants",
        ),
        strike_use(
            Strike("ends", name="combat ends, unlock", after="unlock"), "strike: combat ends, and unlock this vampire"
        ),
    ),
)


# ---- Undead Strength (issue 37, tenth list): "[pot] Strike: hand strike or use a melee weapon strike. This strike is at
# +1 damage. [POT] Strike: hand strike or use a melee weapon strike. This strike is at +2 damage." (as Lucky Blow's)
card(
    "Undead Strength",
    levels(
        "pot",
        strike_at_plus(1, "strike: hand or melee weapon strike at +1 damage"),
        strike_at_plus(2, "strike: hand or melee weapon strike at +2 damage"),
    ),
)


# ---- Necrosis (issue 37, tenth list): "[pot] Strike: hand strike at +1 damage. [thn] Strike: hand strike at +2 damage.
# [THN] As [thn] above, and the opposing vampire takes 1 unpreventable environmental damage during the press step this
# round (only effective if this strike was made at close range)." (not if the strike is dodged, ANK 20200517; not if
# the combat ends first, LSJ 20010312: vocab.combat.PRESS_STEP_DAMAGE for the round)
NECROSIS_PRESS = "necrosis-press-step-damage"


def necrosis_press_damage(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    other = c.other(uid)
    if c.range == CLOSE and not dodged(c, uid, st) and other in s.minions and is_vampire(s, other):
        c.add(other, PRESS_STEP_DAMAGE, 1, "round")


hook("Necrosis", core.STRIKE_EFFECTS, necrosis_press_damage, NECROSIS_PRESS)
card(
    "Necrosis",
    mode("pot", strike_use(Strike("hand", 1, name="hand strike +1"), "strike: hand strike at +1 damage")),
    *levels(
        "thn",
        strike_use(Strike("hand", 2, name="hand strike +2"), "strike: hand strike at +2 damage"),
        strike_use(
            Strike("hand", 2, name="hand strike +2, 1 damage in the press step", after=NECROSIS_PRESS),
            "strike: hand strike at +2 damage; at close range the opposing vampire takes 1 unpreventable "
            "environmental damage during the press step",
        ),
    ),
)


# ---- Dust to Dust (issue 37, tenth list): "[obf] Press, only usable to end combat. [thn] Strike: dodge, with an
# optional press. [THN] As [thn] above, with an optional maneuver." (the maneuver one this minion may use later in the
# combat, as Aid from Bats's)
card(
    "Dust to Dust",
    mode("obf", press_use("end", "press, only usable to end combat")),
    *levels(
        "thn",
        strike_use(DODGE, "strike: dodge, with an optional press", OPTIONAL_PRESS),
        strike_use(
            DODGE,
            "strike: dodge, with an optional press and an optional maneuver",
            OPTIONAL_PRESS,
            CombatMod("maneuver", "", "combat"),
        ),
    ),
)


# ---- Compress (issue 37, tenth list): "[pot] Strike: hand strike at +2 damage. [thn] Strike: 2 aggravated damage.
# [THN] Strike: 3 aggravated damage." (close range, VT-STR-05)
card(
    "Compress",
    mode("pot", strike_use(Strike("hand", 2, name="hand strike +2"), "strike: hand strike at +2 damage")),
    *levels(
        "thn",
        strike_use(Strike("damage", 2, agg=True, name="2 aggravated damage"), "strike: 2 aggravated damage"),
        strike_use(Strike("damage", 3, agg=True, name="3 aggravated damage"), "strike: 3 aggravated damage"),
    ),
)


# ---- Withering: "[ani] Strike: 1R damage. [thn] Strike: hand strike. Place this card on the opposing minion. The
# minion with this card has -1 strength. Burn this card during his or her controller's next discard phase. [THN] As
# [thn] above, and the minion with this card cannot play cards that require any Disciplines." (not if the strike is
# dodged, VT-STR-07, as Sculpt the Flesh's; not on the opponent's strike this round, LSJ 20020211: strength is read as
# the strikes resolve, simultaneously)
WITHERING = "Withering"
card(
    WITHERING,
    mode("ani", strike_use(Strike("damage", 1, ranged=True, name="1R damage"), "strike: 1R damage")),
    *levels(
        "thn",
        strike_use(
            Strike("hand", name="hand strike (withering)", after=put_on_opposing(counted=True)),
            "strike: hand strike; put this card on the opposing minion: -1 strength until its next discard phase",
        ),
        strike_use(
            Strike(
                "hand", name="hand strike (withering, superior)", after=put_on_opposing(mode="superior", counted=True)
            ),
            "strike: hand strike; put this card on the opposing minion: -1 strength and no cards requiring "
            "Disciplines until its next discard phase",
        ),
    ),
)
static(WITHERING, "strength", on_bearer(-1))
rule(WITHERING, core.TARGET_RULES, BearerCannotPlay(WITHERING, (), disciplines_at="superior"))
event(WITHERING, "discard-phase", phase_of("bearer", BurnCard()))


# ---- Darkling Trickery: "[obt] Press, only usable to end combat. [myt] Maneuver or press. [MYT] Only usable if the
# opposing minion strikes with a weapon that inflicts ranged damage. That weapon inflicts no damage. The opposing
# minion takes 1R environmental damage during normal strike resolution." (after the strikes are chosen, before they
# resolve; the environmental damage even against a dodge, RTR 19941109, not if a "combat ends" strike ends the combat
# first, VT-DMG-12)


def ranged_weapon_strike(s: VTESState, c: Combat, striker: int) -> bool:
    """The striker chose the strike of a weapon (equipment) that inflicts ranged damage."""
    st = strike_of(c, striker)
    return st.kind in DAMAGING and st.ranged and st.source in s.placed


def facing_ranged_weapon(s: VTESState, c: Combat) -> list[int]:
    """The Methuselahs whose combatant faces a ranged weapon's strike (a rule of ``combat.BEFORE_RESOLUTION``)."""
    return [s.controller(c.other(u)) for u in (c.a, c.b) if u in s.minions and ranged_weapon_strike(s, c, u)]


def against_ranged_weapon(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    c = ctx.combat
    if c is None or ctx.moment != AGGRAVATED_STRIKE or uid not in (c.a, c.b):
        return False
    return ranged_weapon_strike(s, c, c.other(uid))


rule("Darkling Trickery", BEFORE_RESOLUTION_RULES, facing_ranged_weapon)
card(
    "Darkling Trickery",
    mode("obt", press_use("end", "press, only usable to end combat")),
    # "Maneuver or press": one mode, used as the step it is played in allows (as Flash's).
    basic("myt", maneuver_use()),
    basic("myt", press_use()),
    superior(
        "myt",
        Use(
            COMBAT,
            seq(CombatMod("no-weapon-damage", 1, "round", who="opposing"), CombatMod("env", 1, "round")),
            moments=BEFORE_RESOLUTION,
            when=against_ranged_weapon,
            text="the opposing minion's ranged weapon inflicts no damage; it takes 1R environmental damage",
        ),
    ),
)


# ---- Stutter-Step: "[cel] Strike: dodge. [CEL] Strike: hand strike and dodge. Only usable if both strike: hand strike
# and strike: dodges could be chosen (individually). Only usable at close range. Not usable as an additional strike,
# and this vampire cannot use any additional strikes this round." (a hand strike that is a dodge too, Strike.dodges:
# not when only hand strikes or only dodges are allowed, LSJ 20010919; its dodge protects from the opponent's strike,
# its hand strike inflicts damage in the normal strike resolution, ANK 20180913-1; close range: a hand strike's)
card(
    "Stutter-Step",
    levels(
        "cel",
        strike_use(DODGE, "strike: dodge"),
        strike_use(
            Strike("hand", name="hand strike and dodge", dodges=True),
            "strike: hand strike and dodge, not as an additional strike; no additional strikes this round",
            CombatMod(NO_ADDITIONAL, 1, "round"),
            when=all_of(first_strike_choice, can_strike_with(Strike("hand")), can_strike_with(DODGE)),
        ),
    ),
)


# ---- Target Head: "Aim. Play when choosing a strike. The strike does +2 damage. The opposing minion may discard a
# combat card to cancel this card. If any damage from this strike is successfully inflicted on the opposing minion,
# he or she cannot use any additional strikes or presses this round, and you may set the range for the next round. A
# minion may play only one aim each strike." (as Target Vitals: combat.OnHit tied to the strike chosen next, its +2
# added as the strike is chosen, none to a strike that inflicts no damage, RTR 19960221; the range for the next round
# a grant of the striker, before range, unless another effect set it, PIB 20120214. Left out: a hand strike of
# strength 0 still gets the +2)
TARGET_HEAD_HIT = ((NO_ADDITIONAL, 1, "round"), (core.NO_PRESS, "any", "round"), (RANGE_BY_OPPOSING, 1, "round"))
TARGET_HEAD = card(
    "Target Head",
    Use(
        COMBAT,
        OnHitMod(0, TARGET_HEAD_HIT, plus=2),
        moments=STRIKE,
        when=aim_at_own_strike,
        text="the strike does +2 damage; if it hits, the opposing minion cannot use additional strikes or presses "
        "this round, and you may set the range for the next round",
    ),
    kinds=("aim",),
)
rule("Target Head", core.AS_PLAYED, CancelByDiscard(1), key=TARGET_HEAD)
hook("Target Head", core.ROUND_END, range_next_round)
for _rng in (CLOSE, LONG):
    hook("Target Head", GRANTS, range_setter(_rng), f"set-range-{_rng}")
    hook("Target Head", GRANT_WHEN, may_set_range_now, f"set-range-{_rng}")


# ---- Autonomic Mastery: "Only usable at close range. [dom] Strike: burn the opposing non-wraith ally or a non-wraith
# retainer on the opposing minion. [DOM] Strike: hand strike. Damage from this strike is reduced to zero. Combat ends
# immediately after this strike resolves, unless it is dodged. Only usable in combat with a non-wraith ally or a
# younger vampire." (the [DOM] strike is a hand strike resolved with the opponent's, whose strike still does damage,
# LSJ 20071112; the retainer named as the strike is chosen, VT-STR-10, burned unless the strike is dodged)
AUTONOMIC_BURNS_RETAINER = "autonomic-burns-retainer"


def non_wraith(s: VTESState, card_: int) -> bool:
    return "wraith" not in facts(card_).trait.split()


def against_non_wraith_ally(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    c = ctx.combat
    return against_ally(s, ctx, seat, uid) and c is not None and non_wraith(s, s.minions[c.other(uid)].card)


def opposing_non_wraith_retainers(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    c = ctx.combat
    other = c.other(uid) if c is not None else -1
    for p in retainers_of(s, other) if other in s.minions else ():
        if non_wraith(s, s.placed[p].card):
            yield (p,)


def autonomic_burns_retainer(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    p = st.equipment
    if p in s.placed and s.placed[p].host == c.other(uid):
        ops.say(s, N_("{card} is burned."), card=facts(s.placed[p].card).name)
        ops.burn_placed(s, p)


hook("Autonomic Mastery", core.STRIKE_EFFECTS, autonomic_burns_retainer, AUTONOMIC_BURNS_RETAINER)
card(
    "Autonomic Mastery",
    basic(
        "dom",
        strike_use(
            Strike("torpor", name="burn the opposing non-wraith ally"),
            "strike: burn the opposing non-wraith ally",
            when=all_of(at_close_range, against_non_wraith_ally),
        ),
    ),
    basic(
        "dom",
        # A strike of no damage whose effect burns the retainer named: a close-range "damage" strike of 0, as
        # Touch of Oblivion's, stopped by a dodge.
        strike_use(
            Strike("damage", 0, name="burn a non-wraith retainer", after=AUTONOMIC_BURNS_RETAINER),
            "strike: burn a non-wraith retainer on the opposing minion",
            code(strike_names_target),
            when=at_close_range,
            targets=opposing_non_wraith_retainers,
        ),
    ),
    superior(
        "dom",
        strike_use(
            Strike("hand", name="hand strike of no damage; combat ends", cap=NO_DAMAGE, after=ENDS_UNLESS_DODGED),
            "strike: hand strike of no damage; combat ends after it resolves, unless it is dodged",
            when=all_of(at_close_range, ally_or_younger("wraith")),
        ),
    ),
)


# ---- Twisting the Knife: "[pot] Only usable as damage from a hand or melee weapon strike is resolved; only usable if
# this vampire inflicts 3 or more damage. He or she inflicts an additional point of damage. Only one Twisting the Knife
# may be played by a vampire during a strike phase. [POT] As above, with an optional press." (after the opposing
# minion's prevention step, combat.InflictWindow: the 3 counted then, the added point not prevented; aggravated if all
# the strike's damage is; the optional press in the current round only, TOM 19960521)
TWISTING = "twisting-the-knife"


def inflicting_3_by_hand_or_melee(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    c, w = ctx.combat, ctx.window
    if c is None or not isinstance(w, InflictWindow):
        return False
    _, normal, agg, striker, _ = c.damage[w.index]
    st = strike_of(c, uid)
    weapon = st.source in s.placed and melee_weapon(s.placed[st.source].card)
    return striker == uid and normal + agg >= 3 and (st.kind == "hand" or weapon)


def one_more_damage(s: VTESState, p: Play) -> None:
    c = current_combat(s)
    w = next((f for f in reversed(s.stack) if isinstance(f, InflictWindow)), None)
    if c is None or w is None:
        return
    target, normal, agg, striker, flags = c.damage[w.index]
    more = (normal, agg + 1) if agg and not normal else (normal + 1, agg)
    c.damage = (*c.damage[: w.index], (target, *more, striker, flags), *c.damage[w.index + 1 :])
    ops.say(s, N_("{minion} takes {n} more damage from this strike."), minion=ops.label(s, target), n=1)


TWISTING_WHEN = all_of(inflicting_3_by_hand_or_melee, once_per_round(TWISTING))
card(
    "Twisting the Knife",
    levels(
        "pot",
        *(
            Use(
                COMBAT,
                seq(code(one_more_damage, damage=1), Noted(TWISTING), *press),
                moments=frozenset((DAMAGE_INFLICTED,)),
                when=TWISTING_WHEN,
                text=text,
            )
            for press, text in (
                ((), "this vampire inflicts 1 more damage with this strike"),
                ((OPTIONAL_PRESS,), "this vampire inflicts 1 more damage with this strike, with 1 optional press"),
            )
        ),
    ),
)


# ---- Lessons in the Steel: "[aus][for] Only usable when damage is successfully inflicted on this vampire. Look at
# the opposing minion's controller's hand, and this vampire gets an optional press this round. A vampire can play
# only one Lessons in the Steel each round. [AUS][FOR] As above, and that Methuselah discards a card of your
# choice." (no ruling on its timing: the plain reading chosen is the press step of a round in which damage was
# successfully inflicted on this vampire, before anyone presses, so the press it gives is usable this round; the
# replacement of the discarded card drawn unseen, as Revelations, LSJ 20100119)
LESSONS = "lessons-in-the-steel"


def damaged_this_round(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Damage was successfully inflicted on this vampire this round (noted as it is dealt: combat.TAKEN)."""
    c = ctx.combat
    return c is not None and (TAKEN, c.serial, c.round, uid) in s.marks


def opposing_controller(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Iterator[Args]:
    """Targets: the opposing minion's controller (its seat token), when another Methuselah."""
    c = ctx.combat
    other = s.controller(c.other(uid)) if c is not None and c.other(uid) in s.minions else -1
    if other >= 0 and other != seat:
        yield (seat_token(other),)


def lessons_use(look: Any, text: str) -> Use:
    return Use(
        COMBAT,
        seq(Noted(LESSONS), look, OPTIONAL_PRESS),
        moments=PRESS,
        when=all_of(damaged_this_round, once_per_round(LESSONS)),
        targets=opposing_controller,
        text=text,
    )


card(
    "Lessons in the Steel",
    basic(
        ("aus", "for"), lessons_use(LookAtHand(), "look at the opposing minion's controller's hand; an optional press")
    ),
    superior(
        ("aus", "for"),
        lessons_use(
            LookAndDiscard(), "look at the opposing minion's controller's hand, discard a card of your choice; a press"
        ),
    ),
)
