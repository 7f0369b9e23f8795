"""Combat cards (VT-CARD-53, VT-CMB-05): strikes, maneuvers, presses, prevention, combat effects.

Where each kind of combat card is played:

- a strike card ("Strike: ...") when its minion's strike is chosen (moment ``strike``, VT-STR-02),
  only if that strike could be used now: the minion may strike, is not committed to another strike
  by a maneuver (VT-RNG-05, VT-STR-04), and the strike works at this range (VT-STR-05);
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
from typing import Any

from tabletome.engine.actions import Action

from .. import ops
from ..combat import (
    CLOSE,
    LONG,
    STEPS,
    WEAPONS_HARMLESS,
    Combat,
    Strike,
    StrikeChoice,
    current_combat,
    damage_to,
    lost_blood,
    prevent,
)
from ..hooks import (
    CARDS,
    COMBAT,
    GRANT_WHEN,
    GRANTS,
    MODIFIER,
    RETAINER,
    Ability,
    ActionSpec,
    Ctx,
    Effect,
    Play,
    Pred,
    Use,
    listen,
)
from ..model import facts
from ..readings import old
from ..state import VTESState
from ..stats import is_vampire
from . import core
from .base import (
    Args,
    B,
    S,
    abilities,
    action_flag,
    action_of,
    all_of,
    anarch,
    at_close_range,
    bearer,
    both,
    card,
    card_id,
    combat_mod,
    const,
    do_maneuver,
    do_press,
    event,
    first_round,
    from_opposing_strike,
    in_damage_to_self,
    may_maneuver_now,
    may_press_now,
    not_first_round,
    note_round,
    once_per_combat,
    once_per_round,
    prevent_damage,
    put_self_on,
    static,
    stealth_up,
    strike_with,
    strikes,
)

STRIKE = frozenset(("strike",))
DAMAGE = frozenset(("damage",))
RANGE = frozenset(("range",))
PRESS = frozenset(("press",))
BEFORE_RANGE = frozenset(("before-range",))
BEFORE_STRIKES = frozenset(("before-strikes",))
END_ROUND = frozenset(("end-round",))
ANNOUNCE = frozenset(("announce",))
#: Additional strikes are gained before strikes are chosen, or as the minion chooses its strike.
ADDITIONAL = frozenset(("before-range", "before-strikes", "strike"))

LIMITED = "limited additional strike"  # the (limited) additional strike of this round (VT-STR-16)
SHIELD_EACH_ROUND = "shield each round"  # a combat modifier: 1 "shield" at the start of each round
ALLIES_MINUS_ONE = "allies -1 intercept"  # an action flag (Obedient Flesh)


# ------------------------------------------------------------------------ helpers


def can_strike_with(st: Strike) -> Pred:
    """The minion whose strike is being chosen may use this strike now: it may strike, it is not
    committed to another strike by a maneuver (VT-RNG-05, VT-STR-04), and the strike works at this
    range (VT-STR-05) and under this round's restrictions (grapple: hand strikes only)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        c, w = ctx.combat, ctx.window
        if c is None or not isinstance(w, StrikeChoice) or w.uid != uid:
            return False
        if c.has(uid, "no-strike") or (c.round == 1 and "no-strike-first-round" in c.flags):
            return False
        if st.kind == "hand" and c.has(uid, "no-hand-strike"):
            return False
        return core.strike_allowed(c, uid, st, c.value(uid, "forced"))

    return pred


def strike_use(st: Strike, key: str, disc: Any, text: str, *more: Effect, when: Pred | None = None) -> Use:
    """ "Strike: ..." played as the minion's strike (VT-STR-03), with what else the card does."""
    ok = can_strike_with(st)
    effect = both(strike_with(st), *more) if more else strike_with(st)
    return Use(COMBAT, effect, key=key, disc=disc, moments=STRIKE, when=all_of(ok, when) if when else ok, text=text)


def maneuver_use(key: str, disc: Any, text: str = "maneuver", *more: Effect) -> Use:
    """ "Maneuver" (VT-RNG-04): played in the determine-range step, never twice in a row."""
    effect = both(do_maneuver, *more) if more else do_maneuver
    return Use(COMBAT, effect, key=key, disc=disc, moments=RANGE, when=may_maneuver_now, text=text)


def press_use(key: str, disc: Any, how: str = "any", text: str = "press") -> Use:
    """ "Press" (VT-PRS-01, VT-PRS-02): to continue, or to end against a press to continue."""
    return Use(COMBAT, do_press(how), key=key, disc=disc, moments=PRESS, when=may_press_now(how), text=text)


def prevent_use(n: int, key: str, disc: Any, text: str, *more: Effect, when: Pred | None = None) -> Use:
    """ "Prevent N damage", played by the minion taking the damage (VT-DMG-02)."""
    ok = all_of(in_damage_to_self, when) if when else in_damage_to_self
    effect = both(prevent_damage(n), *more) if more else prevent_damage(n)
    return Use(COMBAT, effect, key=key, disc=disc, moments=DAMAGE, when=ok, text=text)


def noted(key: str) -> Effect:
    """Counts the card for "a vampire can play only one ... each round / combat"."""

    def effect(s: VTESState, p: Play) -> None:
        note_round(s, key, p.by)

    return effect


#: "with 1 optional press": usable during the current round only (TOM 19960521).
optional_press = combat_mod("press", 1, "round")


def additional_strike(limited: bool) -> Effect:
    """ "Additional strike" (VT-STR-14): counted now if the strikes of this round have begun;
    a "(limited)" one uses up the minion's limited additional strike for the round (VT-STR-16)."""

    def effect(s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None or p.by not in s.minions:
            return
        if limited:
            note_round(s, LIMITED, p.by)
        c.add(p.by, "additional", 1, "round")
        if c.step > STEPS.index("strike"):
            c.extra = tuple((u, n + 1 if u == p.by else n) for u, n in c.extra)

    return effect


def choosing_own_strike(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """At the strike step, only the minion whose strike is being chosen plays (VT-STR-02)."""
    if ctx.moment != "strike":
        return True
    w = ctx.window
    return isinstance(w, StrikeChoice) and w.uid == uid


limited_free = all_of(choosing_own_strike, once_per_round(LIMITED))


def additional_use(key: str, disc: Any, limited: bool, text: str, *more: Effect, when: Pred | None = None) -> Use:
    """An "additional strike" card (VT-STR-14), "(limited)" or not (VT-STR-16)."""
    ok = limited_free if limited else choosing_own_strike
    effect = both(additional_strike(limited), *more) if more else additional_strike(limited)
    return Use(COMBAT, effect, key=key, disc=disc, moments=ADDITIONAL, when=all_of(ok, when) if when else ok, text=text)


def opposing_weapons_harmless(s: VTESState, p: Play) -> None:
    """Version 2 made the opposing weapons harmless as the strike was chosen (``blood_rage``)."""
    c = current_combat(s)
    if c is not None and old(s, "blood_rage"):
        weapons_harmless(s, c, p.by)


def weapons_harmless(s: VTESState, c: Combat, striker: int, st: Strike | None = None) -> None:
    """ "The opposing vampire's strikes with weapons inflict no damage this round" (Blood Rage,
    Soul Burn): the strike's effect, as it resolves undodged, on the strikes resolved with it and
    later this round; an opposing ally is not a vampire and keeps its weapons' damage."""
    other = c.other(striker)
    if other in s.minions and is_vampire(s, other) and not c.has(other, "no-weapon-damage"):
        c.add(other, "no-weapon-damage", 1, "round")


def weapons_harmless_on_resolution(s: VTESState, c: Combat, striker: int, st: Strike) -> None:
    if not old(s, "blood_rage"):
        weapons_harmless(s, c, striker, st)


core.STRIKE_EFFECTS[WEAPONS_HARMLESS] = weapons_harmless_on_resolution


def from_ash_onto(s: VTESState, card: int, owner: int, host: int, counters: int = 0, controller: int = -1) -> int:
    """A card played this combat (now in its owner's ash heap) is put on a minion, controlled by that
    minion's controller unless told otherwise (VT-CARD-45); -1 if it is gone."""
    ash = s.ash[owner]
    if host not in s.minions or card not in ash:
        return -1
    del ash[len(ash) - 1 - ash[::-1].index(card)]
    if controller < 0:
        controller = ops.attached_controller(s, card, owner, host)
    return ops.put_on(s, card, owner, controller, host, counters)


def cards_on(s: VTESState, uid: int, cid: int) -> Iterator[int]:
    """The copies of card ``cid`` on minion ``uid``."""
    for p in s.minions[uid].cards:
        pl = s.placed.get(p)
        if pl is not None and pl.card == cid:
            yield p


# ------------------------------------------------------------------------ strikes


card(
    "Theft of Vitae",
    strike_use(
        Strike("steal", 1, ranged=True, name="steal 1 blood (ranged)"),
        "basic",
        B("tha"),
        "strike, ranged: steal 1 blood",
    ),
    strike_use(
        Strike("steal", 2, ranged=True, name="steal 2 blood (ranged)"),
        "superior",
        S("tha"),
        "strike, ranged: steal 2 blood",
    ),
)

card(
    "Roundhouse",
    strike_use(Strike("hand", 2, name="hand strike +2"), "basic", B("pot"), "strike: hand strike at +2 damage"),
    strike_use(Strike("hand", 3, name="hand strike +3"), "superior", S("pot"), "strike: hand strike at +3 damage"),
)

card(
    "Majesty",
    strike_use(Strike("ends", name="combat ends"), "basic", B("pre"), "strike: combat ends"),
    strike_use(
        Strike("ends", name="combat ends, unlock", after="unlock"),
        "superior",
        S("pre"),
        "strike: combat ends, and unlock this vampire",
    ),
)

card(
    "Earth Meld",
    strike_use(Strike("ends", name="combat ends"), "basic", B("pro"), "strike: combat ends"),
    strike_use(
        Strike("ends", name="combat ends, unlock", after="unlock"),
        "superior",
        S("pro"),
        "strike: combat ends, and unlock this vampire before combat ends",
    ),
)

card(
    "Walk of Flame",
    strike_use(
        Strike("damage", 1, ranged=True, agg=True, name="1R aggravated damage"),
        "basic",
        B("tha"),
        "strike: 1R aggravated damage",
        when=not_first_round,
    ),
    strike_use(
        Strike("damage", 2, ranged=True, agg=True, name="2R aggravated damage"),
        "superior",
        S("tha"),
        "strike: 2R aggravated damage",
        when=not_first_round,
    ),
)

card(
    "Form of the Cobra",
    strike_use(Strike("steal", 1, name="steal 1 blood"), "basic", B("pro"), "strike: steal 1 blood or life"),
    Use(
        MODIFIER,
        stealth_up(1),
        key="superior",
        disc=S("pro"),
        moments=ANNOUNCE,
        text="as the action is announced: +1 stealth, even if not yet needed",
    ),
)

card(
    "Blood Rage",
    # The opposing weapons are made harmless as the strike resolves: an opponent who dodges it keeps
    # its weapons' damage (LSJ 20040928).
    strike_use(
        Strike("hand", name="blood rage hand strike", unpreventable_by="for", after=WEAPONS_HARMLESS),
        "basic",
        B("tha"),
        "strike: hand strike, not preventable by Fortitude; opposing weapons inflict no damage",
        opposing_weapons_harmless,
        when=at_close_range,
    ),
    strike_use(
        Strike("hand", 1, name="blood rage hand strike +1", unpreventable_by="for", after=WEAPONS_HARMLESS),
        "superior",
        S("tha"),
        "strike: hand strike at +1, not preventable by Fortitude; opposing weapons inflict no damage",
        opposing_weapons_harmless,
        when=at_close_range,
    ),
)

card(
    "Soul Burn",
    strike_use(
        Strike("damage", 1, ranged=True, name="1R damage", unpreventable_by="for", after=WEAPONS_HARMLESS),
        "basic",
        B("tha"),
        "strike: 1R damage, not preventable by Fortitude; opposing weapons inflict no damage",
        opposing_weapons_harmless,
    ),
    strike_use(
        Strike("damage", 2, ranged=True, name="2R damage", unpreventable_by="for", after=WEAPONS_HARMLESS),
        "superior",
        S("tha"),
        "strike: 2R damage, not preventable by Fortitude; opposing weapons inflict no damage",
        opposing_weapons_harmless,
    ),
)

card(
    "Dust Up",
    strike_use(
        Strike("hand", 1, undodgeable=True, name="hand strike +1, undodgeable"),
        "ani",
        B("ani"),
        "strike: hand strike at +1 damage, cannot be dodged",
    ),
    # [cel] the additional strike is part of the card: not playable without it (ANK 20220204).
    strike_use(
        Strike("dodge", name="dodge"),
        "cel",
        B("cel"),
        "strike: dodge, with 1 additional strike (limited)",
        additional_strike(True),
        when=limited_free,
    ),
    strike_use(Strike("hand", 2, name="hand strike +2"), "pot", B("pot"), "strike: hand strike at +2 damage"),
    requires=anarch,
    requires_text="Requires an Anarch",
)

card(
    "Arms of Ahriman",
    additional_use("basic", B("obl"), True, "additional strike (limited)"),
    strike_use(
        Strike("dodge", name="dodge"),
        "superior",
        S("obl"),
        "strike: dodge, with 1 additional strike (limited)",
        additional_strike(True),
        when=limited_free,
    ),
)

card(
    "Pursuit",
    maneuver_use("basic", B("cel")),
    additional_use("superior", S("cel"), True, "additional strike (limited)"),
)

card(
    "Quickness",
    additional_use(
        "basic",
        B("cel"),
        True,
        "additional strike (limited)",
        noted("quickness"),
        when=once_per_round("quickness"),
    ),
    # [CEL] not (limited): playable before or after a limited one (LSJ 20001206, ANK 20211124).
    additional_use(
        "superior",
        S("cel"),
        False,
        "additional strike, not counting against the limit",
        noted("quickness"),
        when=once_per_round("quickness"),
    ),
)


# ---- Voracious Vermin: a dodge, and an additional ranged strike that must burn a weapon

BURN_WEAPON = Strike("destroy", ranged=True, name="burn-weapon")


def vermin_strike(s: VTESState, p: Play) -> None:
    """ "with 1 additional ranged strike: burn weapon": that additional strike is this one
    (``forced-additional``: kept to it as a maneuver's strike is, VT-STR-04), not (limited)."""
    c = current_combat(s)
    if c is not None:
        c.add(p.by, "strike", BURN_WEAPON._replace(card=p.card), "round")
        c.add(p.by, "forced-additional", BURN_WEAPON.name, "round")


card(
    "Voracious Vermin",
    strike_use(Strike("dodge", name="dodge"), "basic", B("ani"), "strike: dodge"),
    strike_use(
        Strike("dodge", name="dodge"),
        "superior",
        S("ani"),
        "strike: dodge, with 1 additional ranged strike: burn weapon",
        additional_strike(False),
        vermin_strike,
    ),
)


# ---- Form of Mist: [PRO] combat ends, then the blocked vampire may go on as if unblocked

FORM_OF_MIST = "form-of-mist"


def form_of_mist_once(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "A vampire can play only one Form of Mist at superior each action"."""
    return ("this-action", FORM_OF_MIST, uid) not in s.marks


def form_of_mist_played(s: VTESState, p: Play) -> None:
    s.marks[("this-action", FORM_OF_MIST, p.by)] = True


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
    ops.say(s, f"{ops.label(s, uid)} burns 1 blood to continue the action as if unblocked, with +1 stealth.")


core.STRIKE_EFFECTS[FORM_OF_MIST] = form_of_mist_resolves
GRANTS[FORM_OF_MIST] = form_of_mist_continue
GRANT_WHEN[FORM_OF_MIST] = form_of_mist_may

card(
    "Form of Mist",
    strike_use(Strike("dodge", name="dodge"), "basic", B("pro"), "strike: dodge"),
    strike_use(
        Strike("ends", name="combat ends (form of mist)", after=FORM_OF_MIST),
        "superior",
        S("pro"),
        "strike: combat ends; if blocked, can burn 1 blood to continue the action with +1 stealth",
        form_of_mist_played,
        when=form_of_mist_once,
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
            ops.say(s, f"Pass Through Shadow is put on {ops.label(s, uid)}.")


def pass_through_shadow_continued(s: VTESState, info: dict[str, Any]) -> None:
    """A new round: the combat did not end, the after-combat effect does not happen (RTR 20020501)."""
    c = info["combat"]
    if c.round > 1:
        for key in [k for k in s.marks if isinstance(k, tuple) and k[:2] == (PASS_THROUGH_SHADOW, c.serial)]:
            del s.marks[key]


def bearer_is_acting(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    a = ctx.action
    return a is not None and bearer(s, src) == a.actor


def burn_for_stealth(s: VTESState, p: Play) -> None:
    """ "This vampire can burn this card to get +1 stealth"."""
    course = action_of(s)
    if course is not None and p.source in s.placed:
        ops.burn_placed(s, p.source)
        course.stealth_bonus += 1


core.STRIKE_EFFECTS[PASS_THROUGH_SHADOW] = pass_through_shadow_resolves
listen("combat-end", pass_through_shadow_combat_end)
listen("round-start", pass_through_shadow_continued)

card(
    "Pass Through Shadow",
    strike_use(Strike("ends", name="combat ends"), "basic", B("obl"), "strike: combat ends"),
    strike_use(
        Strike("ends", name="combat ends (pass through shadow)", after=PASS_THROUGH_SHADOW),
        "superior",
        S("obl"),
        "strike: combat ends; after combat, put this card on this vampire",
    ),
)
abilities(
    "Pass Through Shadow",
    Ability(
        "burn this card: +1 stealth",
        frozenset(("A", "B", "C")),
        burn_for_stealth,
        when=bearer_is_acting,
        needs="stealth",
        user="host",
    ),
)


# ---- Sculpt the Flesh: [PRO] the card goes on the opposing minion

SCULPT = "sculpt-the-flesh"


def sculpt_resolves(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    """ "... and put this card on the opposing minion" (not if the strike is dodged, VT-STR-07).
    The card is controlled by the attached minion's controller (it burns blood there, and any
    minion may burn it)."""
    target = c.other(uid)
    if target in s.minions and from_ash_onto(s, st.card, s.controller(uid), target, 0, s.controller(target)) >= 0:
        ops.say(s, f"Sculpt the Flesh is put on {ops.label(s, target)}.")


def sculpt_due(s: VTESState, src: int, seat: int) -> bool:
    host = bearer(s, src)
    return host in s.minions and s.controller(host) == seat


def sculpt_unlock(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "During their unlock phase, the attached minion burns 1 blood or life"."""
    if sculpt_due(s, src, info["seat"]):
        ops.burn_blood(s, bearer(s, src), 1)


def sculpt_burn_target(s: VTESState, p: Play) -> int:
    """Burning the card on another Methuselah's minion is directed at that Methuselah (VT-ACT-01)."""
    host = bearer(s, p.source)
    return s.controller(host) if host in s.minions else -1


def burn_source(s: VTESState, p: Play) -> None:
    if p.source in s.placed:
        ops.burn_placed(s, p.source)


core.STRIKE_EFFECTS[SCULPT] = sculpt_resolves

card(
    "Sculpt the Flesh",
    strike_use(
        Strike("hand", agg=True, name="aggravated hand strike"), "basic", B("pro"), "strike: hand strike, aggravated"
    ),
    strike_use(
        Strike("hand", 1, name="hand strike +1 (sculpt the flesh)", after=SCULPT),
        "superior",
        S("pro"),
        "strike: hand strike at +1 damage, and put this card on the opposing minion",
    ),
)
event("Sculpt the Flesh", "unlock", sculpt_unlock, due=sculpt_due)
abilities(
    "Sculpt the Flesh",
    Ability(
        "burn this card",
        frozenset(("minion",)),
        burn_source,
        action=ActionSpec(stealth=1, target_seat=sculpt_burn_target),
        user="any",
    ),
)


# ---- Touch of Oblivion: [obl] the card goes on the opposing minion with 2 counters

TOUCH = "touch-of-oblivion"
TOUCH_ID = card_id("Touch of Oblivion")


def touch_resolves(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    """ "Put this card on the opposing minion with 2 counters" (not if the strike is dodged)."""
    target = c.other(uid)
    if target in s.minions and from_ash_onto(s, st.card, s.controller(uid), target, 2) >= 0:
        ops.say(s, f"Touch of Oblivion is put on {ops.label(s, target)} with 2 counters.")


def touch_unlock(s: VTESState, uid: int) -> bool:
    """ "The attached minion burns 1 counter from this card instead of unlocking as normal. If this
    card has no counters, burn it." Read for a locked minion in its unlock phase (the rules ask
    this of the minions that would unlock)."""
    touched = list(cards_on(s, uid, TOUCH_ID))
    for p in touched:
        left = max(0, s.placed[p].counters - 1)
        s.placed[p] = s.placed[p]._replace(counters=left)
        if left == 0:
            ops.burn_placed(s, p)
    return not touched


core.STRIKE_EFFECTS[TOUCH] = touch_resolves
core.UNLOCK_RULES.append(touch_unlock)

card(
    "Touch of Oblivion",
    # A strike with no damage whose effect puts the card in play: a "damage" strike of 0 (a close
    # range strike that a dodge stops, VT-STR-07), its effect run once as it resolves.
    strike_use(
        Strike("damage", 0, name="touch of oblivion", after=TOUCH),
        "basic",
        B("obl"),
        "strike: put this card on the opposing minion with 2 counters",
    ),
    strike_use(
        Strike("torpor", name="send to torpor or burn ally"),
        "superior",
        S("obl"),
        "strike: send the opposing vampire to torpor or burn the opposing ally",
    ),
)


# ---- Slam: [POT] an optional maneuver, only to get to close range, that commits to the strike

SLAM = Strike("hand", 2, name="slam")


def slam_maneuver_ok(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """At long range, a minion that may maneuver now (VT-RNG-04), not already committed to a strike
    (VT-RNG-05) and able to use the strike (LSJ 20021028)."""
    c = ctx.combat
    return (
        c is not None
        and c.range == LONG
        and core.may_maneuver(c, uid)
        and c.value(uid, "forced") is None
        and not c.has(uid, "no-strike")
    )


def slam_maneuver(s: VTESState, p: Play) -> None:
    """The maneuver to close range chooses Slam as this round's first strike (VT-RNG-05)."""
    c = current_combat(s)
    if c is None:
        return
    core.maneuver(s, c, p.by, CLOSE)
    st = SLAM._replace(card=p.card)
    c.add(p.by, "strike", st, "round")
    c.add(p.by, "forced", st.name, "round")


card(
    "Slam",
    strike_use(Strike("hand", 2, name="hand strike +2"), "basic", B("pot"), "strike: hand strike at +2 damage"),
    # The superior mode differs only by its maneuver; played as the strike it is the basic one.
    Use(
        COMBAT,
        slam_maneuver,
        key="superior",
        disc=S("pot"),
        moments=RANGE,
        when=slam_maneuver_ok,
        text="maneuver to close range, then strike: hand strike at +2 damage",
    ),
)


# ---- Hunger of Marduk: a ranged steal strike this round


def gains_strike(st: Strike) -> Effect:
    """ "This round, this vampire can strike: ..." (the strike may be chosen more than once this
    round, ANK 20220207)."""

    def effect(s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            c.add(p.by, "strike", st._replace(card=p.card), "round")

    return effect


card(
    "Hunger of Marduk",
    Use(
        COMBAT,
        gains_strike(Strike("steal", 1, ranged=True, name="marduk-steal-1")),
        key="basic",
        disc=B("tha"),
        moments=BEFORE_RANGE,
        text="this round, can strike, ranged: steal 1 blood or life",
    ),
    Use(
        COMBAT,
        gains_strike(Strike("steal", 2, ranged=True, name="marduk-steal-2")),
        key="superior",
        disc=S("tha"),
        moments=BEFORE_RANGE,
        text="this round, can strike, ranged: steal 2 blood or life",
    ),
)


# ------------------------------------------------------------------------ maneuvers and presses

card(
    "Apportation",
    press_use("basic", B("tha"), "continue", "press, only to continue combat"),
    maneuver_use("superior", S("tha")),
)

card(
    "Flash",
    # "Maneuver or press": one mode, used as the step it is played in allows.
    maneuver_use("basic", B("cel")),
    press_use("basic", B("cel")),
    maneuver_use("superior", S("cel"), "maneuver, with 1 optional press", optional_press),
)

card(
    "Resist Earth's Grasp",
    press_use("basic", B("cel")),
    maneuver_use("basic", B("cel"), "maneuver, with 1 optional press", optional_press),
    Use(MODIFIER, stealth_up(1), key="superior", disc=S("cel"), needs="stealth", text="+1 stealth"),
)

card(
    "Swallowed by the Night",
    Use(MODIFIER, stealth_up(1), key="basic", disc=B("obf"), needs="stealth", text="+1 stealth"),
    maneuver_use("superior", S("obf")),
)

card(
    "Claws of the Dead",
    # Usable until the strikes are chosen (RTR 19960112: before strike resolution).
    Use(
        COMBAT,
        combat_mod("agg-hand", 1, "round"),
        key="basic",
        disc=B("pro"),
        moments=frozenset(("before-range", "before-strikes", "strike")),
        when=choosing_own_strike,
        text="damage from this vampire's hand strikes is aggravated this round",
    ),
    maneuver_use("superior", S("pro")),
)


# ------------------------------------------------------------------------ damage prevention


def prevent_x_plus_one(s: VTESState, p: Play) -> None:
    """ "Prevent X+1 damage": X is the blood paid (LSJ 19970224), up to X+1 (RTR 20041202)."""
    prevent_damage(p.x + 1)(s, p)


card(
    "Hidden Strength",
    Use(
        COMBAT,
        prevent_x_plus_one,
        key="basic",
        disc=B("for"),
        moments=DAMAGE,
        when=in_damage_to_self,
        text="prevent X+1 damage",
    ),
    Use(
        COMBAT,
        both(prevent_x_plus_one, optional_press),
        key="superior",
        disc=S("for"),
        moments=DAMAGE,
        when=in_damage_to_self,
        text="prevent X+1 damage, with 1 optional press",
    ),
)

card(
    "Indomitability",
    prevent_use(1, "basic", B("for"), "prevent 1 damage"),
    # "Press, or prevent 1 damage with 1 optional press": the step decides which.
    press_use("superior", S("for")),
    prevent_use(1, "superior", S("for"), "prevent 1 damage, with 1 optional press", optional_press),
)

rego_motum_once = all_of(from_opposing_strike, once_per_round("rego-motum"))

card(
    "Rego Motum",
    prevent_use(
        2,
        "basic",
        B("tha"),
        "prevent 2 damage from the opposing minion's strike",
        noted("rego-motum"),
        when=rego_motum_once,
    ),
    prevent_use(
        4,
        "superior",
        S("tha"),
        "prevent 4 damage from the opposing minion's strike",
        noted("rego-motum"),
        when=rego_motum_once,
    ),
)


def has_blood(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Burn 1 blood to ...": not playable without the blood (ANK 20210226)."""
    return uid in s.minions and s.minions[uid].blood >= 1


def roll_with_the_punches(s: VTESState, p: Play) -> None:
    """Burn 1 blood (not a cost, ANK 20210226): all damage from the opposing minion's strikes this
    round is prevented, this damage first."""
    c = current_combat(s)
    if c is None or p.by not in s.minions:
        return
    ops.burn_blood(s, p.by, 1)
    c.add(p.by, "prevent-all-strikes", "for", "round")  # a Fortitude card's prevention
    d = damage_to(s, c)
    if d is not None and d[3] == c.other(p.by):
        prevent(s, c, d[1] + d[2])


card(
    "Rolling with the Punches",
    prevent_use(1, "basic", B("for"), "prevent 1 damage"),
    Use(
        COMBAT,
        roll_with_the_punches,
        key="superior",
        disc=S("for"),
        moments=DAMAGE,
        when=all_of(in_damage_to_self, from_opposing_strike, has_blood),
        text="burn 1 blood to prevent all damage from the opposing minion's strikes this round",
    ),
)


# ------------------------------------------------------------------------ before range, before strikes


def bears_skin(scope: str) -> Effect:
    """+1 strength and "can prevent 1 damage" this round, or this combat and each round."""

    def effect(s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None:
            return
        note_round(s, "bears-skin", p.by)
        c.add(p.by, "strength", 1, scope)
        c.add(p.by, "shield", 1, "round")
        if scope == "combat":
            c.add(p.by, SHIELD_EACH_ROUND, 1, "combat")

    return effect


def shields_each_round(s: VTESState, info: dict[str, Any]) -> None:
    """ "... can prevent 1 damage each round": a new shield at the start of each round."""
    c = info["combat"]
    for uid in (c.a, c.b):
        for _ in range(c.count(uid, SHIELD_EACH_ROUND)):
            c.add(uid, "shield", 1, "round")


listen("round-start", shields_each_round)

card(
    "Bear's Skin",
    Use(
        COMBAT,
        bears_skin("round"),
        key="basic",
        disc=B("ani", "pro"),
        moments=BEFORE_RANGE,
        when=once_per_combat("bears-skin"),
        text="this round, +1 strength and can prevent 1 damage",
    ),
    Use(
        COMBAT,
        bears_skin("combat"),
        key="superior",
        disc=S("ani", "pro"),
        moments=BEFORE_RANGE,
        when=once_per_combat("bears-skin"),
        text="this combat, +1 strength and can prevent 1 damage each round",
    ),
)

card(
    "Carrion Crows",
    Use(
        COMBAT,
        both(noted("carrion-crows"), combat_mod("env", 1, "combat")),
        key="basic",
        disc=B("ani"),
        moments=BEFORE_RANGE,
        when=once_per_combat("carrion-crows"),
        text="this combat, the opposing minion takes 1R environmental damage each round",
    ),
    Use(
        COMBAT,
        both(noted("carrion-crows"), combat_mod("env", 2, "combat")),
        key="superior",
        disc=S("ani"),
        moments=BEFORE_RANGE,
        when=once_per_combat("carrion-crows"),
        text="this combat, the opposing minion takes 2R environmental damage each round",
    ),
)

card(
    "Form of the Wolf",
    Use(
        COMBAT,
        both(noted("form-of-the-wolf"), combat_mod("strength", 1, "combat")),
        key="basic",
        disc=B("pro"),
        moments=BEFORE_RANGE,
        when=once_per_combat("form-of-the-wolf"),
        text="+1 strength this combat",
    ),
    Use(
        COMBAT,
        # "1 optional press this combat", usable during the current round only (TOM 19960521).
        both(noted("form-of-the-wolf"), combat_mod("strength", 1, "combat"), optional_press),
        key="superior",
        disc=S("pro"),
        moments=BEFORE_RANGE,
        when=once_per_combat("form-of-the-wolf"),
        text="+1 strength this combat, and 1 optional press",
    ),
)

card(
    "Torn Signpost",
    # Sets the base strength; "+X strength" effects add to it (PIB 20130303, LSJ 20100813).
    Use(
        COMBAT,
        combat_mod("strength=", 2, "combat"),
        key="basic",
        disc=B("pot"),
        moments=BEFORE_RANGE,
        text="this vampire gets a strength of 2 this combat",
    ),
    Use(
        COMBAT,
        combat_mod("strength=", 3, "combat"),
        key="superior",
        disc=S("pot"),
        moments=BEFORE_RANGE,
        text="this vampire gets a strength of 3 this combat",
    ),
)


def allies_lose_intercept(s: VTESState, course: Any, uid: int) -> int:
    """Obedient Flesh: "Allies get -1 intercept" for the rest of the action."""
    return -1 if ALLIES_MINUS_ONE in course.flags and uid in s.minions and not is_vampire(s, uid) else 0


core.INTERCEPT_MODS.append(allies_lose_intercept)

card(
    "Obedient Flesh",
    Use(
        MODIFIER,
        both(stealth_up(1), action_flag(ALLIES_MINUS_ONE)),
        key="basic",
        disc=B("dom", "pro"),
        needs="stealth",
        text="+1 stealth; allies get -1 intercept",
    ),
    Use(
        COMBAT,
        both(
            noted("obedient-flesh"),
            combat_mod("strength", 1, "round"),
            combat_mod("maneuver", "", "round"),
            combat_mod("shield", 1, "round"),
        ),
        key="superior",
        disc=S("dom", "pro"),
        moments=BEFORE_RANGE,
        when=once_per_round("obedient-flesh"),
        text="this round, +1 strength and 1 optional maneuver, and can prevent 1 damage",
    ),
)


def grapple(superior: bool) -> Effect:
    """Only hand strikes this round, for both combatants; [POT] an optional press, and another round
    is at close range (its determine-range step is skipped, RTR 19970630)."""

    def effect(s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None:
            return
        note_round(s, "immortal-grapple", p.by)
        for uid in (c.a, c.b):
            c.add(uid, "hand-only", 1, "round")
        if superior:
            c.add(p.by, "press", 1, "round")
            c.flags = c.flags | {"close-next"}

    return effect


grapple_when = all_of(at_close_range, once_per_round("immortal-grapple"))

card(
    "Immortal Grapple",
    Use(
        COMBAT,
        grapple(False),
        key="basic",
        disc=B("pot"),
        moments=BEFORE_STRIKES,
        when=grapple_when,
        text="only hand strikes this round",
    ),
    Use(
        COMBAT,
        grapple(True),
        key="superior",
        disc=S("pot"),
        moments=BEFORE_STRIKES,
        when=grapple_when,
        text="only hand strikes this round, with 1 optional press; another round is at close range",
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
    from ..play import can_pay, clan_ok, level_ok

    cd = CARDS[c]
    if not level_ok(s, uid, use) or not clan_ok(s, seat, uid, cd, facts(c)):
        return False
    if cd.requires is not None and not cd.requires(s, ctx, seat, uid):
        return False
    return can_pay(s, ctx, seat, uid, c, use, 0)


def may_employ_animal(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """An animal retainer to employ, in the player's own hand (their own knowledge)."""
    return next(retainer_plays(s, ctx, seat, uid), None) is not None


def pack_alpha_employ(s: VTESState, p: Play) -> None:
    """ "Employ an animal retainer from your hand": which one is the player's secret choice."""
    from ..impulse import ask

    c = current_combat(s)
    ctx = Ctx("before-range", action_of(s), c)
    choices = [
        Action("choose", (facts(card_).slug, CARDS[card_].uses[i].key))
        for card_, i in retainer_plays(s, ctx, p.seat, p.by)
    ]
    ask(s, p.seat, "Pack Alpha: employ which animal retainer?", choices, _employ_chosen, (p.by,), public=False)


def _employ_chosen(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    """The retainer leaves the hand (replaced, VT-CARD-18), its cost is paid and it is employed;
    this is not an action (LSJ 20080815)."""
    from ..play import pay

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
    ops.say(s, f"{ops.label(s, uid)} employs {facts(card_).name} with Pack Alpha.")
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


def no_pack_alpha(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "A minion can have only one Pack Alpha"."""
    return next(cards_on(s, uid, PACK_ALPHA_ID), None) is None


def pack_alpha_superior(s: VTESState, p: Play) -> None:
    """Burn the retainer, then this card goes on this vampire (+1 strength while it is there)."""
    if p.targets and p.targets[0] in s.placed:
        ops.burn_placed(s, p.targets[0])
    put_self_on()(s, p)


card(
    "Pack Alpha",
    Use(
        COMBAT,
        both(noted("pack-alpha"), pack_alpha_employ),
        key="basic",
        disc=B("ani"),
        moments=BEFORE_RANGE,
        when=all_of(once_per_round("pack-alpha"), may_employ_animal),
        text="employ an animal retainer from your hand",
    ),
    Use(
        COMBAT,
        both(noted("pack-alpha"), pack_alpha_superior),
        key="superior",
        disc=S("ani"),
        when=all_of(once_per_round("pack-alpha"), no_pack_alpha),
        targets=animal_retainers_on,
        text="burn an animal retainer of this vampire: put this card on it, +1 strength",
    ),
)
static("Pack Alpha", "strength", const(1))


# ---- Weighted Walking Stick: a melee weapon with 5 counters

STICK = "weighted-walking-stick"
STICK_ID = card_id("Weighted Walking Stick")


def no_stick(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "A minion can have only one Weighted Walking Stick"."""
    return next(cards_on(s, uid, STICK_ID), None) is None


def stick_strikes(s: VTESState, c: Any, uid: int, src: int) -> list[Strike]:
    """ "... can strike: strength+1 damage" (a melee weapon: close range only, VT-STR-05)."""
    return [Strike("damage", c.strength(s, uid) + 1, name="walking-stick", source=src, after=STICK)]


def stick_resolves(s: VTESState, c: Any, uid: int, st: Strike) -> None:
    """One counter burned for each damage this strike inflicts, even if prevented; none for damage
    that is not inflicted (LSJ 20100519); the card is burned with no counters left."""
    from ..combat import strike_damage

    src = st.source
    if src not in s.placed:
        return
    left = max(0, s.placed[src].counters - strike_damage(s, c, uid, st))
    s.placed[src] = s.placed[src]._replace(counters=left)
    if left == 0:
        ops.burn_placed(s, src)


core.STRIKE_EFFECTS[STICK] = stick_resolves
strikes("Weighted Walking Stick", stick_strikes)

card(
    "Weighted Walking Stick",
    Use(
        COMBAT,
        put_self_on(counters=5),
        moments=BEFORE_RANGE,
        when=all_of(first_round, no_stick),
        text="put this card on this minion with 5 counters: a melee weapon, strike: strength+1 damage",
    ),
)


# ---- Taste of Vitae


def remember_burned(s: VTESState, info: dict[str, Any]) -> None:
    """The card of a burned minion, to know after it is gone whether it was a vampire."""
    s.marks[("burned card", info["uid"])] = info["card"]


listen("burned", remember_burned)


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
        both(noted("taste-of-vitae"), taste_of_vitae),
        moments=END_ROUND,
        when=all_of(taste_when, once_per_round("taste-of-vitae")),
        vampire=True,
        text="gain blood equal to the blood the opposing vampire lost to damage this round",
    ),
)
