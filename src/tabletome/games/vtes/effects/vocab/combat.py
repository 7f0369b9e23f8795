"""Combat (VT-CMB to VT-PRS): strikes, maneuvers, presses, prevention, combat modifiers, and the uses
of the usual combat cards ("Strike: ...", "Maneuver", "Press", "Prevent N damage", "Additional
strike").

"1 optional maneuver / press" and "can prevent 1 damage" are combat modifiers the minion may use
later this round (``maneuver``, ``press``, ``shield``); an optional press given by a card is usable
only during the current round (TOM 19960521).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from ... import ops
from ...actions import BECOMES_EQUIPMENT, current_action
from ...combat import (
    AGGRAVATED_STRIKE,
    AMMO,
    CLOSE,
    HAND,
    INSTEAD_OF_TORPOR,
    LONG,
    NO_ADDITIONAL,
    ON_HIT,
    ONCE_COUNTED,
    RECOILED,
    STEPS,
    TORPOR_BOUND,
    WEAPONS_HARMLESS,
    WHEN_USED,
    WOUNDED_IN_COMBAT,
    Combat,
    DamageFrame,
    OnHit,
    PreventWindow,
    Strike,
    StrikeChoice,
    TorporWindow,
    aggravated_targets,
    cannot_strike,
    current_combat,
    damage_to,
    dodged,
    enter_combat,
    half_up,
    inflict,
    lost_blood,
    prevent,
    retainers_of,
    set_strike,
    strike_of,
)
from ...hooks import CARDS, COMBAT, Ctx, Play, Pred, Use, listen
from ...impulse import Ask
from ...model import facts
from ...phases import DiscardDown
from ...play import PLAYED_DISC, Resolve, being_played, cancel_played, cost_of, deck_may_hold, end_delays
from ...readings import old
from ...state import VTESState
from ...stats import capacity, hand_size, is_vampire, level
from ...traits import has_trait, may_diablerize
from .. import core
from ..core import Reducer
from .action import NO_NEXT_UNLOCK, action_of
from .amounts import Amount, X, amount, typical
from .inplay import bearer, first_line, named
from .minion import Fetch, stays
from .prims import NOTHING, Gives, Prim, seq, tags
from .registry import card_id, rule, strikes
from .when import (
    ADDITIONAL,
    BEFORE_RANGE,
    DAMAGE,
    PRESS,
    RANGE,
    STRIKE,
    Kind,
    all_of,
    in_damage_to_self,
    may_maneuver_now,
    may_press_now,
    note_round,
    once_per_combat,
    once_per_round,
    until_unlock,
)

#: The (limited) additional strike of this round (VT-STR-16), a key of :func:`.when.once_per_round`.
LIMITED = "limited additional strike"


@dataclass(frozen=True, slots=True)
class CombatMod(Prim):
    """A combat modifier (combat.py: ``strength``, ``strength=``, ``maneuver``, ``press``,
    ``shield``, ``agg-hand``, ``env``...) for the minion playing it (``who="self"``) or the opposing
    one, for the round or the combat (``scope``)."""

    key: str
    value: Any = 1
    scope: str = "round"
    who: str = "self"

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None:
            return
        for uid in (c.a, c.b) if self.who == "both" else (p.by if self.who == "self" else c.other(p.by),):
            c.add(uid, self.key, self.value, self.scope)

    def gives(self) -> Gives:
        return mod_gives(self.key, self.value)


@dataclass(frozen=True, slots=True)
class CombatFlag(Prim):
    """A rule for the rest of the combat (``close-next``: another round is at close range, its
    determine-range step skipped)."""

    flag: str

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            c.flags = c.flags | {self.flag}

    def gives(self) -> Gives:
        return tags(f"combat:{self.flag}")


#: A combat modifier: "can prevent 1 damage each round" for the rest of the combat (a new ``shield``
#: at the start of each round).
SHIELD_EACH_ROUND = "shield each round"


def shields_each_round(s: VTESState, info: dict[str, Any]) -> None:
    """ "... can prevent 1 damage each round": a new shield at the start of each round."""
    c = info["combat"]
    for uid in (c.a, c.b):
        for value in [v for u, k, v, _ in c.mods if u == uid and k == SHIELD_EACH_ROUND]:
            c.add(uid, "shield", value, "round")  # 1, or a shield's key (Superior Mettle)


listen("round-start", shields_each_round)


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


@dataclass(frozen=True, slots=True)
class WeaponsHarmlessAsChosen(Prim):
    """Version 2 made the opposing weapons harmless as the strike was chosen (legacy reading
    ``blood_rage``); version 3 does it as the strike resolves (:data:`WEAPONS_HARMLESS`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None and old(s, "blood_rage"):
            weapons_harmless(s, c, p.by)


def mod_gives(key: str, value: Any) -> Gives:
    """What a combat modifier gives its minion."""
    if key == "strength":
        return Gives(strength=int(value))
    if key == "strength=":
        return Gives(strength=int(value) - 1)
    if key in ("maneuver", "maneuver-due"):
        return Gives(maneuver=True)
    if key == "press":
        return Gives(press=True)
    if key == "shield":
        return Gives(prevent=value if isinstance(value, int) else 1)
    if key == "agg-hand":
        return Gives(agg=True)
    if key == "env":
        return Gives(env=int(value))
    if key == "hand-only":
        return tags("hand-only")
    if key == SHIELD_EACH_ROUND:
        return Gives(prevent=1)
    return tags(f"combat:{key}")


#: "with 1 optional press": usable during the current round only (TOM 19960521).
OPTIONAL_PRESS = CombatMod("press", 1, "round")


def strike_gives(st: Strike) -> Gives:
    """What a strike does, read by the scripted player."""
    if st.kind in ("hand", "strength"):
        return Gives(hit=st.amount, agg=st.agg, dodge=st.dodges)
    if st.kind == "damage":
        return Gives(damage=st.amount, agg=st.agg)
    if st.kind == "steal":
        return Gives(steal=st.amount)
    if st.kind == "ends":
        return Gives(ends=True, unlock=st.after == "unlock")
    if st.kind == "dodge":
        return Gives(dodge=True)
    return tags(f"strike:{st.kind}")


@dataclass(frozen=True, slots=True)
class StrikeWith(Prim):
    """ "Strike: ..." played as the minion's strike."""

    strike: Strike

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            set_strike(s, c, p.by, self.strike._replace(card=p.card))

    def gives(self) -> Gives:
        return strike_gives(self.strike).tagged("strike-card")


@dataclass(frozen=True, slots=True)
class GainStrike(Prim):
    """ "This round, this vampire can strike: ..." (the strike may be chosen more than once this round,
    ANK 20220207)."""

    strike: Strike

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            c.add(p.by, "strike", self.strike._replace(card=p.card), "round")

    def gives(self) -> Gives:
        return strike_gives(self.strike)


@dataclass(frozen=True, slots=True)
class HeldStrike(Prim):
    """A strike this round that the minion is held to: "with 1 additional strike: <strike>" (``via``
    ``additional``: that additional strike is this one, kept to it as a maneuver's strike is,
    VT-STR-04) or "with 1 optional maneuver, only usable to get to close range" (``maneuver``: the
    maneuver to close range chooses it as the round's first strike, VT-RNG-05)."""

    strike: Strike
    via: str = "additional"

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None:
            return
        if self.via == "maneuver":
            core.maneuver(s, c, p.by, CLOSE)
        st = self.strike._replace(card=p.card)
        c.add(p.by, "strike", st, "round")
        c.add(p.by, "forced" if self.via == "maneuver" else "forced-additional", st.name, "round")

    def gives(self) -> Gives:
        more = Gives(maneuver=True) if self.via == "maneuver" else NOTHING
        return strike_gives(self.strike) + more


def may_maneuver_to_strike(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """A maneuver "only usable to get to close range" that commits to a strike (:class:`HeldStrike`):
    at long range, a minion that may maneuver now (VT-RNG-04), not already committed to a strike
    (VT-RNG-05) and able to strike (LSJ 20021028)."""

    c = ctx.combat
    return (
        c is not None
        and c.range == LONG
        and core.may_maneuver(c, uid)
        and c.value(uid, "forced") is None
        and not c.has(uid, "no-strike")
    )


@dataclass(frozen=True, slots=True)
class Prevent(Prim):
    """ "Prevent N damage" (VT-DMG-02); ``X(1)``: "prevent X+1 damage", X the blood paid (LSJ
    19970224), up to X+1 (RTR 20041202); ``normal_only``: "prevent N non-aggravated damage"."""

    n: Amount = 1
    normal_only: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            prevent(s, c, amount(self.n, s, p), normal_only=self.normal_only)

    def gives(self) -> Gives:
        out = Gives(prevent=typical(self.n))
        return out.tagged("x") if isinstance(self.n, X) else out


@dataclass(frozen=True, slots=True)
class Maneuver(Prim):
    """ "Maneuver" (VT-RNG-04)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            core.maneuver(s, c, p.by)

    def gives(self) -> Gives:
        return Gives(maneuver=True)


@dataclass(frozen=True, slots=True)
class Press(Prim):
    """ "Press" (VT-PRS-01, VT-PRS-02): ``continue``, ``end``, or ``any``: to end against a press to
    continue, else to continue."""

    how: str = "continue"

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            how = self.how if self.how != "any" else ("end" if c.press > 0 else "continue")
            core.press(s, c, p.by, how)

    def gives(self) -> Gives:
        return Gives(press=True)


@dataclass(frozen=True, slots=True)
class Noted(Prim):
    """Counts the card for "a vampire can play only one ... each round / combat"
    (:func:`.when.once_per_round`, :func:`.when.once_per_combat`)."""

    key: str

    def __call__(self, s: VTESState, p: Play) -> None:
        note_round(s, self.key, p.by)


@dataclass(frozen=True, slots=True)
class AdditionalStrike(Prim):
    """ "Additional strike" (VT-STR-14): counted now if the strikes of this round have begun; a
    "(limited)" one uses up the minion's limited additional strike for the round (VT-STR-16)."""

    limited: bool = True

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None or p.by not in s.minions:
            return
        if self.limited:
            note_round(s, LIMITED, p.by)
        c.add(p.by, "additional", 1, "round")
        if c.step > STEPS.index("strike"):
            c.extra = tuple((u, n + 1 if u == p.by else n) for u, n in c.extra)

    def gives(self) -> Gives:
        return Gives(additional=True)


@dataclass(frozen=True, slots=True)
class EnterCombat(Prim):
    """ "Enter combat with" the target minion (VT-CMB-01), both ready (with ``locked``: "with a locked
    minion", which must still be locked, ruling ANK 20210124); ``then``: what the combatants get in
    that combat (combat modifiers, ``who`` the acting minion or the other); ``lock_target`` and
    ``target_acts``: "enter combat with and lock a vampire; the target vampire is considered the
    acting minion during that combat"."""

    then: tuple[CombatMod, ...] = ()
    locked: bool = False
    check: bool = True  # False: the abilities of cards in play, which enter combat as asked
    lock_target: bool = False  # "enter combat with and lock a vampire" (at once, ruling ANK 20200702)
    target_acts: bool = False  # "the target vampire is considered the acting minion during that combat"

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0]
        if self.check and not (
            isinstance(target, int) and target in s.minions and s.is_ready(target) and s.is_ready(p.by)
        ):
            return
        if self.locked and not s.minions[target].locked:
            return
        if self.lock_target:
            ops.lock(s, target)
        if self.target_acts:
            enter_combat(s, target, p.by)
        else:
            enter_combat(s, p.by, target)
        for mod in self.then:
            mod(s, p)

    def gives(self) -> Gives:
        out = tags("enter-combat", *(("lock-target",) if self.lock_target else ())) + Gives(harmful=True)
        for mod in self.then:
            out = out + mod.gives() if mod.who == "self" else out
        return out


ENTER_COMBAT = EnterCombat()


@dataclass(frozen=True, slots=True)
class InflictUnpreventable(Prim):
    """ "Inflict N unpreventable (aggravated) damage on <the minion chosen>" out of combat: it is
    successfully inflicted (VT-DMG-03 to VT-DMG-11: mended with blood, allies and retainers lose life)."""

    n: int
    agg: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        target = p.targets[0] if p.targets else -1
        if isinstance(target, int) and target in s.minions and s.is_ready(target):
            inflict(s, None, target, 0 if self.agg else self.n, self.n if self.agg else 0)

    def gives(self) -> Gives:
        return Gives(damage=self.n, agg=self.agg, harmful=True)


def damage_with_retainers(s: VTESState, c: Combat | None, uid: int, n: int) -> None:
    """N unpreventable damage on a combatant and on each retainer it employs ("both combatants and each retainer
    on them take 1 unpreventable environmental damage": Weather Control; "... on each combatant and any retainers
    they have after combat ends": Mariel, Lady Thunder): the retainers lose life (VT-DMG-06), the minion takes it as
    successfully inflicted (``c`` the combat it is in, None once the combat is over, VT-DMG-03)."""
    if uid not in s.minions:
        return
    for r in retainers_of(s, uid):
        ops.retainer_loses_life(s, r, n)
    inflict(s, c, uid, n, 0)


#: key -> combat modifiers ((key, value, scope), ...) a minion gets in each combat until its next unlock
#: phase (:class:`EachCombatUntilUnlock`).
UNTIL_UNLOCK_MODS: dict[str, tuple[tuple[str, Any, str], ...]] = {}


@dataclass(frozen=True, slots=True)
class EachCombatUntilUnlock(Prim):
    """ "Until his or her next unlock phase, damage from this vampire's hand strikes is aggravated (and
    this vampire gets +1 strength)": the acting minion is noted (``game_marks``, cleared at its next
    unlock phase, :func:`.when.until_unlock`) and gets the combat modifiers ``mods`` in each combat
    until then (:func:`until_unlock_combat`), registered with ``rule(name, UNTIL_UNLOCK_MODS, mods,
    key=key)``."""

    key: str
    mods: tuple[tuple[str, Any, str], ...]

    def __call__(self, s: VTESState, p: Play) -> None:
        if p.by in s.minions:
            s.game_marks[(until_unlock(self.key), p.by)] = True

    def gives(self) -> Gives:
        out = Gives()
        for key, value, _scope in self.mods:
            if key == "agg-hand":
                out = out + Gives(agg=True)
            elif key == "strength":
                out = out + Gives(strength=int(value))
        return out


def until_unlock_combat(s: VTESState, info: dict[str, Any]) -> None:
    c: Combat = info["combat"]
    for key, mods in UNTIL_UNLOCK_MODS.items():
        for uid in (c.a, c.b):
            if (key, uid) in s.game_marks:
                for k, value, scope in mods:
                    c.add(uid, k, value, scope)


listen("combat-start", until_unlock_combat)


#: An ability's "enter combat with ... as a (D) action": its rules check the minions when it is used.
FIGHT = EnterCombat(check=False)


# ------------------------------------------------------------------------ when each kind is played


#: Combat key: "<this minion> cannot play any strike cards" (Thoughts Betrayed): no strike card's strike.
NO_STRIKE_CARDS = "no-strike-cards"


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
        if (st.kind == "hand" and c.has(uid, "no-hand-strike")) or c.has(uid, NO_STRIKE_CARDS):
            return False
        return core.strike_allowed(c, uid, st, c.value(uid, "forced"))

    return pred


def choosing_own_strike(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """At the strike step, only the minion whose strike is being chosen plays (VT-STR-02)."""
    if ctx.moment != "strike":
        return True
    w = ctx.window
    return isinstance(w, StrikeChoice) and w.uid == uid


def additional_allowed(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Not a minion that "cannot use any additional strikes this round" (``combat.NO_ADDITIONAL``)."""
    return ctx.combat is None or not ctx.combat.has(uid, NO_ADDITIONAL)


def first_strike_choice(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable as an additional strike": the minion's initial strike of the round is being chosen."""
    w = ctx.window
    return isinstance(w, StrikeChoice) and not w.additional


#: A (limited) additional strike is still free this round, for the minion choosing its strike.
limited_free = all_of(choosing_own_strike, once_per_round(LIMITED))

Effect = Callable[[VTESState, Play], None]


def strike_use(st: Strike, text: str, *more: Effect, when: Pred | None = None, **fields: Any) -> Use:
    """ "Strike: ..." played as the minion's strike (VT-STR-03), with what else the card does."""
    ok = can_strike_with(st)
    effect = seq(StrikeWith(st), *more) if more else StrikeWith(st)
    return Use(COMBAT, effect, moments=STRIKE, when=all_of(ok, when) if when else ok, text=text, **fields)


def maneuver_use(text: str = "maneuver", *more: Effect, **fields: Any) -> Use:
    """ "Maneuver" (VT-RNG-04): played in the determine-range step, never twice in a row."""
    effect = seq(Maneuver(), *more) if more else Maneuver()
    return Use(COMBAT, effect, moments=RANGE, when=may_maneuver_now, text=text, **fields)


def press_use(how: str = "any", text: str = "press", **fields: Any) -> Use:
    """ "Press" (VT-PRS-01, VT-PRS-02): to continue, or to end against a press to continue."""
    return Use(COMBAT, Press(how), moments=PRESS, when=may_press_now(how), text=text, **fields)


def prevent_use(n: Amount, text: str, *more: Effect, when: Pred | None = None, **fields: Any) -> Use:
    """ "Prevent N damage", played by the minion taking the damage (VT-DMG-02)."""
    ok = all_of(in_damage_to_self, when) if when else in_damage_to_self
    effect = seq(Prevent(n), *more) if more else Prevent(n)
    return Use(COMBAT, effect, moments=DAMAGE, when=ok, text=text, **fields)


def once_each_combat(key: str, text: str, *effects: Effect) -> Use:
    """ "Only usable before range is determined. A vampire can play only one <card> each combat":
    the card's combat modifiers, noted under ``key``."""
    return Use(COMBAT, seq(Noted(key), *effects), moments=BEFORE_RANGE, when=once_per_combat(key), text=text)


def additional_use(limited: bool, text: str, *more: Effect, when: Pred | None = None, **fields: Any) -> Use:
    """An "additional strike" card (VT-STR-14), "(limited)" or not (VT-STR-16)."""
    ok = all_of(limited_free if limited else choosing_own_strike, additional_allowed)
    effect = seq(AdditionalStrike(limited), *more) if more else AdditionalStrike(limited)
    return Use(COMBAT, effect, moments=ADDITIONAL, when=all_of(ok, when) if when else ok, text=text, **fields)


def with_effect(use: Use, *more: Effect) -> Use:
    """The same use, doing more."""
    assert use.effect is not None
    return replace(use, effect=seq(use.effect, *more))


@dataclass(frozen=True, slots=True)
class PreventAll(Prim):
    """ "Prevent all damage from the opposing minion's strike" being resolved."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        d = damage_to(s, c) if c is not None else None
        if c is not None and d is not None:
            prevent(s, c, d[1] + d[2])

    def gives(self) -> Gives:
        return Gives(prevent=9)


def damage_to_your_other_minion(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The damage is to another minion you control, from the opposing minion's strike (and there is
    damage to prevent, ruling LSJ 20001114): a vampire not in the combat plays the card."""

    c = ctx.combat
    d = damage_to(s, c) if c is not None and ctx.moment == "damage" else None
    if c is None or d is None or d[1] + d[2] <= 0:
        return False
    return d[0] != uid and s.controller(d[0]) == seat and d[3] == c.other(d[0])


def put_on_opposing(counters: int = 0, host_controls: bool = False, mode: str = "", counted: bool = False) -> str:
    """A strike's effect "put this card on the opposing minion [with N counters]" (not if the strike
    is dodged, VT-STR-07): the card played this combat moves from its owner's ash heap; it is
    controlled by the attached minion's controller with ``host_controls``, else as a minion card
    goes (VT-CARD-45); ``mode``: the level it keeps in play ("superior": what the card does there
    differs by it); ``counted``: once the damage of the strikes resolved with it is counted (its -1
    strength not on the opponent's current strike, Withering: ``combat.ONCE_COUNTED``). Returns the
    key of the effect (``Strike.after``)."""
    key = f"put-on-opposing:{counters}:{int(host_controls)}:{mode}:{int(counted)}"
    if counted:
        ONCE_COUNTED.add(key)

    def effect(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
        target = c.other(uid)
        controller = s.controller(target) if host_controls else -1
        put = from_ash_onto(s, st.card, s.controller(uid), target, counters, controller, mode)
        if target in s.minions and put >= 0:
            line = N_("{card} is put on {minion} with {n} counters.") if counters else N_("{card} is put on {minion}.")
            ops.say(s, line, card=facts(st.card).name, minion=ops.label(s, target), n=counters)

    core.STRIKE_EFFECTS.setdefault(key, effect)
    return key


def from_ash_onto(
    s: VTESState, card: int, owner: int, host: int, counters: int = 0, controller: int = -1, mode: str = ""
) -> int:
    """A card played this combat (now in its owner's ash heap) is put on a minion, controlled by that
    minion's controller unless told otherwise (VT-CARD-45); -1 if it is gone."""

    ash = s.ash[owner]
    if host not in s.minions or card not in ash:
        return -1
    del ash[len(ash) - 1 - ash[::-1].index(card)]
    if controller < 0:
        controller = ops.attached_controller(s, card, owner, host)
    return ops.put_on(s, card, owner, controller, host, counters, mode)


def replace_after_combat(s: VTESState, info: dict[str, Any]) -> None:
    """ "Do not replace until after combat" (a use's ``delay="combat"``, VT-CARD-21): the cards
    waiting are replaced as the combat ends."""

    for t in range(s.players):
        end_delays(s, t, "combat")


listen("combat-end", replace_after_combat)


# ------------------------------------------------------------------------ a strike once each combat


@dataclass(frozen=True, slots=True)
class OnceEachCombat:
    """ "Once each combat, <this minion> can strike: <strike>" (the strikes a card gives its bearer, or
    a minion's text: :func:`once_each_combat_strike`): only by a minion of ``kind``; with ``discard``,
    "can discard a card at random to strike" (a card in hand needed; paid once, as the strike
    resolves). The strike is used once chosen, even when it had nothing to resolve against (a dodge
    against a "combat ends" strike): it is then marked at the end of the round."""

    strike: Strike
    kind: Kind | None = None
    discard: bool = False
    each_round: bool = False  # "only usable once each round" (an additional strike cannot use it again)
    at_range: str = ""  # "and only at long range"

    def key(self, c: Combat, holder: int) -> tuple[Any, ...]:
        """(its key, the card or minion, the combat[, the round])."""
        base = (self.strike.after, holder, c.serial)
        return (*base, c.round) if self.each_round else base

    def __call__(self, s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
        holder = src if src in s.placed else uid
        seat = s.controller(uid)
        if (self.kind is not None and not self.kind(s, uid)) or (self.at_range and c.range != self.at_range):
            return []
        if self.key(c, holder) in s.marks or (self.discard and (seat < 0 or not s.hand[seat])):
            return []
        return [self.strike._replace(source=src if src in s.placed else -1)]

    def used(self, s: VTESState, c: Combat, uid: int, st: Strike) -> None:
        holder = st.source if st.source in s.placed else uid
        if self.key(c, holder) in s.marks:
            return
        s.marks[self.key(c, holder)] = True
        seat = s.controller(uid)
        if self.discard and seat >= 0:
            ops.discard_random(s, seat)

    def at_round_end(self, s: VTESState, c: Combat) -> None:
        for uid in (c.a, c.b):
            st = strike_of(c, uid)
            if st.name == self.strike.name:
                self.used(s, c, uid, st)


def once_each_combat_strike(name: str, record: OnceEachCombat) -> None:
    """Register a :class:`OnceEachCombat` strike for a card (its ``after`` key names the strike)."""

    strikes(name, record)
    rule(name, core.STRIKE_EFFECTS, record.used, key=record.strike.after)
    rule(name, core.ROUND_END, record.at_round_end)


# ------------------------------------------------------------------------ ending the combat


@dataclass(frozen=True, slots=True)
class EndCombat(Prim):
    """ "End combat" / "to end that combat": the combat ends, the end of the round still happens
    (VT-CMB-09, RTR 20001020); ``lock_bearer``: the minion the card is on locks to do it ("this
    Salubri can lock ... to end a combat")."""

    lock_bearer: bool = False

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None:
            return
        if self.lock_bearer:
            uid = bearer(s, p.source)
            if uid not in s.minions:
                return
            ops.lock(s, uid)
        c.over = True
        ops.say(s, N_("The combat ends."))

    def gives(self) -> Gives:
        return tags("end-combat")


def bearer_in_combat(s: VTESState, ctx: Ctx, seat: int, src: int) -> bool:
    """The minion the card is on (or the minion whose own text it is) is in the combat."""

    c = ctx.combat
    return c is not None and (bearer(s, src) if src in s.placed else src) in (c.a, c.b)


# ------------------------------------------------------------------------ prevention by the strike's source


def is_gun_strike(s: VTESState, c: Combat, striker: int) -> bool:
    """The striker's strike is made with a gun (a weapon whose first line says so, or "this equipment
    is a weapon, gun": Zip Gun)."""

    st = strike_of(c, striker)
    if st.source not in s.placed:
        return False
    card = s.placed[st.source].card
    return "gun" in first_line(card) or "a weapon, gun" in facts(card).text


@dataclass(frozen=True, slots=True)
class ShieldVs:
    """A prevention shield whose amount depends on the damage's source (a ``core.SHIELDS`` entry,
    offered by ``each_combat("shield", key)``): "prevent 2 damage from gun strikes or 1 damage from
    any other source"."""

    gun: int
    other: int

    def __call__(self, s: VTESState, c: Combat, uid: int, damage: Any) -> int:
        if damage is None:
            return 0
        striker = damage[3]
        return self.gun if striker >= 0 and is_gun_strike(s, c, striker) else self.other


@dataclass(frozen=True, slots=True)
class FirstStrike:
    """ "<This minion> strikes with first strike" (VT-STR-12), registered with ``rule(name,
    core.FIRST_STRIKERS, ...)``: the hand and damage strikes of the minion whose text it is are first
    strikes."""

    card: str

    def __call__(self, s: VTESState, uid: int) -> bool:
        return uid in s.minions and facts(s.minions[uid].card).name == self.card


# ------------------------------------------------------------------------ conditions of the archive's combat cards


def opposing_has_weapon(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The opposing minion has a weapon a strike could take ("cannot be used if there is no weapon
    to steal", RTR 19980928)."""
    c = ctx.combat
    other = c.other(uid) if c is not None else -1
    return other in s.minions and bool(core.struck_candidates(s, other, True))


def normal_damage_to_prevent(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The damage being resolved has non-aggravated damage to prevent ("prevent N non-aggravated
    damage": not usable with none, LSJ 20001114)."""

    c = ctx.combat
    d = damage_to(s, c) if c is not None else None
    return d is not None and d[1] > 0


def not_with_ally_or_older(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable in combat with an ally or an older vampire" (older: a higher capacity)."""

    c = ctx.combat
    other = c.other(uid) if c is not None else -1
    return other in s.minions and is_vampire(s, other) and capacity(s, other) <= capacity(s, uid)


def aim_at_own_strike(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """An aim: "only usable as this minion chooses a strike. A minion can play only one aim each
    strike": at its strike choice, while it may strike (LSJ 20080409), no aim tied to that strike
    yet (:data:`~...combat.ON_HIT`)."""

    c, w = ctx.combat, ctx.window
    if c is None or not isinstance(w, StrikeChoice) or w.uid != uid or cannot_strike(c, uid):
        return False
    return not c.has(uid, ON_HIT) and not strike_of(c, uid).on_hit


# ------------------------------------------------------------------------ effects of the archive's combat cards


@dataclass(frozen=True, slots=True)
class OnHitMod(Prim):
    """ "If any damage from this strike is successfully inflicted on the opposing minion, they take +N
    damage from this strike" (and the modifiers ``mods`` they then get: "they cannot press this
    round"): an :class:`~...combat.OnHit` tied to the strike this minion chooses next."""

    damage: int
    mods: tuple[tuple[str, Any, str], ...] = ()
    plus: int = 0  # "the strike does +N damage", whether it hits or not (Target Head)

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            c.add(p.by, ON_HIT, OnHit(self.damage, self.mods, self.plus), "round")

    def gives(self) -> Gives:
        return Gives(damage=self.damage + self.plus).tagged("aim")


@dataclass(frozen=True, slots=True)
class InflictDamage(Prim):
    """ "This vampire inflicts N damage on the opposing minion" outside the strikes (by the minion, not
    environmental: PIB 20120426), resolved at once; the opposing minion may prevent it (VT-DMG-02)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None or p.by not in s.minions or c.other(p.by) not in s.minions:
            return
        c.damage = (*c.damage, (c.other(p.by), self.n, 0, p.by, ""))
        s.push(DamageFrame())

    def gives(self) -> Gives:
        return Gives(damage=self.n, harmful=True)


#: A strike's effect: "unlock the opposing minion (at any range) before combat ends" (RTR 19970630).
UNLOCK_OPPOSING = "unlock-opposing"
#: A strike's effect: "if this vampire was blocked while performing an action, the action continues
#: as if unblocked" (not after a combat following a successful action, RTR 19970630).
CONTINUE_UNBLOCKED = "continue-unblocked"


def unlock_opposing(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    other = c.other(uid)
    if other in s.minions:
        ops.unlock(s, other)


def continue_unblocked(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    course = action_of(s)
    if course is not None and course.actor == uid and course.stage == "combat" and uid in s.minions:
        course.flags = course.flags | {"continue"}
        ops.say(s, N_("{minion} continues the action as if unblocked."), minion=ops.label(s, uid))


core.STRIKE_EFFECTS[UNLOCK_OPPOSING] = unlock_opposing
core.STRIKE_EFFECTS[CONTINUE_UNBLOCKED] = continue_unblocked


@dataclass(frozen=True, slots=True)
class CancelByDiscard:
    """A card's own cancel clause, registered with ``rule(name, core.AS_PLAYED, ..., key=card id)``:
    "they (the opposing minion's Methuselah) can discard N combat cards to cancel this card as it is
    played". The answer is private (how many combat cards they hold is theirs to know): asked whenever
    their hand holds N cards; the cards named are discarded (replaced, VT-CARD-21)."""

    n: int

    def __call__(self, s: VTESState, p: Play, use: Any) -> None:
        c = current_combat(s)
        other = c.other(p.by) if c is not None else -1
        seat = s.controller(other) if other in s.minions else -1
        if seat < 0 or not s.in_game(seat) or len(s.hand[seat]) < self.n:
            return
        held = sorted(facts(x).slug for x in s.hand[seat] if facts(x).is_type("Combat"))
        sets = sorted(set(combinations(held, self.n)))
        question = said(N_("{card}: discard {n} combat cards to cancel it?"), card=facts(p.card).name, n=self.n)
        choices = [*(Action("discard", t) for t in sets), Action("pass")]
        s.push(Ask(seat, question, choices, discarded_to_cancel, (seat,), public=False))


def discarded_to_cancel(s: VTESState, args: tuple[Any, ...], action: Any) -> None:
    (seat,) = args
    if action.verb != "discard":
        return
    hand = [x for x in s.hand[seat] if facts(x).is_type("Combat")]
    picked = []
    for slug in action.args:
        found = next((x for x in hand if facts(x).slug == slug), None)
        if found is None:
            return
        hand.remove(found)
        picked.append(found)
    for x in picked:
        ops.discard(s, seat, x)
    cancel_played(s)


# ------------------------------------------------------------------------ equipping in combat


class _NoStrength:
    """A combat stand-in for a weapon's own damage: strength and other bonuses of the minion are not
    counted (LSJ 20020821), nor conditional damage (LSJ 20020729)."""

    serial = -1
    round = 1
    range = "close"
    mods: tuple[Any, ...] = ()
    flags: frozenset[str] = frozenset()

    def strength(self, s: VTESState, uid: int) -> int:
        return 0

    def has(self, uid: int, key: str) -> bool:
        return False

    def value(self, uid: int, key: str) -> Any:
        return None

    def other(self, uid: int) -> int:
        return -1


def regular_strikes(s: VTESState, uid: int, card: int) -> list[Strike]:
    """The strikes a weapon card gives, as against a generic opponent (RTR 19980623)."""
    fn = core.STRIKES.get(card)
    return list(fn(s, _NoStrength(), uid, -1)) if fn is not None else []  # type: ignore[arg-type]


@dataclass(frozen=True, slots=True)
class WeaponFromHand(Fetch):
    """ "This minion equips with a weapon card from your hand (requirements and cost apply as normal)"
    in combat (not an action, LSJ 20080815); with ``concealed``: "a non-unique weapon card ... that
    cannot cost 3 or more pool or inflict (with a regular strike) aggravated damage or 4 or more
    damage" (Concealed Weapon)."""

    concealed: bool = False

    def fits(self, s: VTESState, seat: int, uid: int, c: int) -> bool:
        f = facts(c)
        if "weapon" not in f.text.split("\n", 1)[0].lower() or not Fetch.fits(self, s, seat, uid, c):
            return False
        if not self.concealed:
            return True
        if f.unique or cost_of(s, c, 0)[1] >= 3:
            return False
        damage = [st for st in regular_strikes(s, uid, c) if st.kind in ("hand", "damage")]
        return not any(st.agg or st.amount >= 4 for st in damage)


def weapon_in_hand(fetch: WeaponFromHand) -> Pred:
    """ "Only usable if you have a weapon card in your hand" (one this minion may equip with): the
    player's own knowledge of their hand."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        return uid in s.minions and bool(fetch.options(s, seat, uid))

    return pred


@dataclass(frozen=True, slots=True)
class BarredIfPlayed:
    """ "In the first round of combat with a vampire who has played a card that requires <code>
    during this action, that vampire cannot use any maneuvers or strikes" (a ``combat-start`` event of
    the minion's own text; whatever the action, LSJ 20050201): the combat modifiers ``no-strike`` and
    ``no-maneuver`` for the first round. A card the vampire plays during that round itself is not
    counted."""

    code: str

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c: Combat = info["combat"]
        if src not in (c.a, c.b):
            return
        other = c.other(src)
        if other in s.minions and is_vampire(s, other) and ("this-action", PLAYED_DISC, other, self.code) in s.marks:
            c.add(other, "no-strike", 1, "round")
            c.add(other, "no-maneuver", 1, "round")
            ops.say(s, N_("{minion} cannot use maneuvers or strikes this round."), minion=ops.label(s, other))


@dataclass(frozen=True, slots=True)
class LifeFromBloodUsed:
    """ "<This ally> gains 1 life at the end of each round for each blood the opposing vampire used to
    heal damage or prevent destruction that round" (a ``core.ROUND_END`` rule): the blood the vampire
    burned to the round's damage (VT-DMG-04, VT-DMG-09); an ally's life may exceed its starting life."""

    card: str

    def __call__(self, s: VTESState, c: Combat) -> None:
        for uid in (c.a, c.b):
            other = c.other(uid)
            if uid not in s.minions or facts(s.minions[uid].card).name != self.card:
                continue
            n = lost_blood(c, other) if other in s.minions and is_vampire(s, other) else 0
            if n > 0:
                ops.add_blood(s, uid, n)
                ops.say(s, N_("{minion} gains {n} life."), minion=ops.label(s, uid), n=n)


# ------------------------------------------------------------------------ equipping in combat
class Later(Frame):
    """An effect carried out once the step in progress is over (a card's effect that a rules event
    triggers in the middle of damage resolution: the damage is resolved first)."""

    __slots__ = ("fn", "args")

    def __init__(self, fn: Callable[..., None], *args: Any) -> None:
        super().__init__(None)
        self.fn = fn
        self.args = args

    def run(self, state: VTESState) -> None:
        state.finish(self)
        self.fn(state, *self.args)


@dataclass(frozen=True, slots=True)
class BurnedAtNoBlood:
    """ "If the attached vampire's blood is reduced to 0 in combat, the attached vampire is burned and
    the Methuselah controlling the opposing minion gains pool equal to the attached vampire's
    capacity" (a ``blood-gone`` event of the card on the vampire): whatever took the blood (RTR
    19980623), in a combat the vampire is in; carried out once the step is over, so a vampire burned
    meanwhile (aggravated damage, LSJ 20021120) is not, and one Anathema alone acts (LSJ 20021117)."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c = current_combat(s)
        uid = info["uid"]
        if c is None or uid != bearer(s, src) or uid not in (c.a, c.b):
            return
        s.push(Later(burned_at_no_blood, src, uid, s.controller(c.other(uid))))


def burned_at_no_blood(s: VTESState, src: int, uid: int, gainer: int) -> None:
    if src not in s.placed or uid not in s.minions or s.placed[src].host != uid or s.minions[uid].blood > 0:
        return
    n = capacity(s, uid)
    ops.say(s, N_("{minion} is burned ({card})."), minion=ops.label(s, uid), card=facts(s.placed[src].card).name)
    ops.burn(s, uid)
    if gainer >= 0 and s.in_game(gainer):
        ops.gain_pool(s, gainer, n)
        ops.say(s, N_("{seat} gains {n} pool."), seat=s.seat_name(gainer), n=n)


# ------------------------------------------------------------------------ cancelling a card as it is played


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """ "Cancel a <type> card [requiring <Discipline>] [a strike card or a <kind> card] as it is played
    [by the opposing minion]" (VT-CARD-17): the card now in its as-played window is one this card
    cancels. Used as the cancelling use's ``when`` (the minion playing it: in combat with the one
    playing the card, ``opposing``; else the acting minion whose action it is), and registered with
    ``rule(name, core.CANCELLERS, record.may)`` so that the window opens for the Methuselahs whose
    deck could hold ``card``. A multi-Discipline card requires the Discipline it is played with (LSJ
    20011204-3)."""

    card: str  # the cancelling card
    as_: str = COMBAT  # the type the card is played as (COMBAT, REACTION)
    requiring: str = ""
    kinds: frozenset[str] = frozenset()  # "grapple", "aim"...: any of them
    strike: bool = False  # a strike card ("Strike: ..."): one of ``kinds`` or a strike
    opposing: bool = True
    tags: frozenset[str] = frozenset()  # or a card whose effect says so (``Gives.tags``: ``hand-only``)
    by: Any = None  # played by a minion of that kind ("by a vampire with capacity 6 or less or an ally")
    anyone: bool = False  # during an action, by any minion of a Methuselah other than the card's player
    in_play: bool = False  # ``card`` is a minion in play cancelling it by its own text (an ally's ability)

    def matches(self, s: VTESState, p: Play, cd: Any, use: Use) -> bool:
        if self.by is not None and (p.by not in s.minions or not self.by(s, p.by)):
            return False
        return self.use_gate(cd, use)

    def use_gate(self, cd: Any, use: Use) -> bool:
        """What :meth:`matches` reads of the card played alone: its type, Disciplines, kinds and tags
        (``core.cancellers_of`` keeps the answer per deck and use)."""
        if use.as_ != self.as_ or (self.requiring == "*" and not use.disc):  # "*": any Discipline
            return False
        if self.requiring not in ("", "*") and self.requiring not in {code for code, _ in use.disc}:
            return False
        if not (self.kinds or self.strike or self.tags):
            return True
        gives = getattr(use.effect, "gives", None)
        told = gives().tags if gives is not None else frozenset()
        return (self.strike and "strike-card" in told) or bool(cd.kinds & self.kinds) or bool(told & self.tags)

    def against(self, s: VTESState, p: Play, uid: int) -> bool:
        """The card is played by the minion in combat with ``uid`` (``opposing``), or during ``uid``'s
        action by another Methuselah."""

        if self.anyone:
            return action_of(s) is not None and p.seat != s.controller(uid)
        if self.opposing:
            c = current_combat(s)
            return c is not None and uid in (c.a, c.b) and c.other(uid) == p.by
        a = action_of(s)
        return a is not None and a.actor == uid and p.seat != s.controller(uid)

    def deck_gate(self, s: VTESState, seat: int) -> bool:
        """Whether ``seat`` could play the card: its deck could hold it, or (``in_play``) it is a minion
        (``core.cancellers`` asks it once per public deck)."""
        return self.in_play or deck_may_hold(s, seat, named(self.card))

    def may(self, s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
        """A Methuselah whose deck could hold the card, with a minion it could be played by (``in_play``: one
        controlling that minion, in the combat)."""

        if p.seat == seat or not self.deck_gate(s, seat):
            return False  # the deck answer first: kept per deck, it settles most Methuselahs at once
        if not self.matches(s, p, cd, use):
            return False
        if self.in_play:  # the window opens for the controller of that minion, as it could use it
            return any(facts(m.card).name == self.card and self.against(s, p, u) for u, m in s.ready_minions(seat))
        return any(self.against(s, p, uid) for uid, _ in s.ready_minions(seat))

    def __call__(self, s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        p = ctx.played
        if p is None or p.card < 0 or p.seat == seat or not self.against(s, p, uid):
            return False
        cd = CARDS[p.card]
        if not self.matches(s, p, cd, cd.uses[p.use]):
            return False
        frame = next((f for f in reversed(s.stack) if isinstance(f, Resolve) and f.p == p), None)
        return frame is not None and not frame.cancelled


@dataclass(frozen=True, slots=True)
class CancelPlayed(Prim):
    """Cancel the card being played (VT-TERM-16: it has no effect); ``unpaid``: "and its cost is not
    paid"."""

    unpaid: bool = True

    def __call__(self, s: VTESState, p: Play) -> None:
        cancel_played(s, unpaid=self.unpaid)

    def gives(self) -> Gives:
        return tags("cancel")


@dataclass(frozen=True, slots=True)
class AnyCardPlayed:
    """ "Cancel a library card as it is played. Usable even if there is no action. Not usable during
    your own turn" (a reaction with ``Use.no_action``): the card in its as-played window is another
    Methuselah's card played from hand (RTR 20001020), outside combat (LSJ 20080618), not during the
    turn of the Methuselah cancelling it; played as one of ``types`` when given ("cancel a master
    card"); ``in_turn``: played by the Methuselah whose turn it is ("a non-out-of-turn master card",
    VT-CARD-44). Used as the cancelling use's ``when``, and registered with ``rule(name,
    core.CANCELLERS, record.may)``: the window opens for the Methuselahs whose deck could hold ``card``
    and who control ``count`` ready unlocked minions of ``kind`` (public facts)."""

    card: str
    kind: Kind | None = None
    count: int = 1
    types: tuple[str, ...] = ()
    in_turn: bool = False

    def matches(self, s: VTESState, seat: int, p: Play, use: Use) -> bool:
        if p.card < 0 or p.seat == seat or seat == s.current or current_combat(s) is not None:
            return False
        if self.in_turn and p.seat != s.current:
            return False
        return self.use_gate(None, use)

    def use_gate(self, cd: Any, use: Use) -> bool:
        """What :meth:`matches` reads of the card played alone: the type it is played as
        (``core.cancellers_of`` keeps the answer per deck and use)."""
        return not self.types or use.as_ in self.types

    def deck_gate(self, s: VTESState, seat: int) -> bool:
        """Whether ``seat``'s deck could hold the card (``core.cancellers`` asks it once per public deck)."""
        return deck_may_hold(s, seat, named(self.card))

    def may(self, s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
        if not self.deck_gate(s, seat) or not self.matches(s, seat, p, use):
            return False
        kind = self.kind
        able = sum(1 for uid, m in s.ready_minions(seat) if not m.locked and (kind is None or kind(s, uid)))
        return able >= self.count

    def __call__(self, s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        p = ctx.played
        if p is None or p.card < 0 or not self.matches(s, seat, p, CARDS[p.card].uses[p.use]):
            return False
        frame = next((f for f in reversed(s.stack) if isinstance(f, Resolve) and f.p == p), None)
        return frame is not None and not frame.cancelled


@dataclass(frozen=True, slots=True)
class StolenInsteadOfBurned:
    """ "If an ally opposing this vampire in combat would be burned, instead steal and lock the ally; if
    the ally has lost their last life, they gain 1 life" (the vampire bearing ``card``; a rule of
    ``core.BURN_INSTEAD``). The combat then ends: two minions of one Methuselah never fight (VT-CMB-03)."""

    card: str

    def __call__(self, s: VTESState, uid: int) -> bool:
        c = current_combat(s)
        if c is None or uid not in (c.a, c.b) or is_vampire(s, uid) or not s.is_ready(uid):
            return False
        v = c.other(uid)
        if v not in s.minions or not is_vampire(s, v) or not s.is_ready(v):
            return False
        cid = card_id(self.card)
        if not any(s.placed[p].card == cid for p in s.minions[v].cards if p in s.placed):
            return False
        thief = s.controller(v)
        if s.controller(uid) != thief:
            ops.steal_minion(s, uid, thief)
        ops.lock(s, uid)
        if s.minions[uid].blood <= 0:
            ops.add_blood(s, uid, 1)
        c.over = True
        ops.say(
            s,
            N_("{minion} is stolen and locked instead of being burned ({card})."),
            minion=ops.label(s, uid),
            card=self.card,
        )
        return True


# ------------------------------------------------------------------------ a strike at more damage


def hand_or_melee(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Any:
    """Targets of "Strike: hand strike or use a melee weapon strike" (the strike this card is): the
    hand strike (``hand``), or one of this minion's melee weapons (its uid), usable now."""
    c, w = ctx.combat, ctx.window
    if c is None or not isinstance(w, StrikeChoice) or w.uid != uid:
        return
    for st in core.intrinsic_strikes(s, c, uid):
        if st.kind == "hand" and st.name == "hand":
            yield ("hand",)
        elif st.kind == "damage" and st.source >= 0 and not st.ranged and st.source in s.placed:
            yield (st.source,)


@dataclass(frozen=True, slots=True)
class StrikeAtPlus(Prim):
    """ "Strike: hand strike or use a melee weapon strike; this strike is at +N damage" (the one
    chosen as the card is played, :func:`hand_or_melee`): the added damage has the kind of the strike
    it adds to (RTR 19970630)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None or not p.targets:
            return
        chosen = p.targets[0]
        base = HAND if chosen == "hand" else None
        for st in core.intrinsic_strikes(s, c, p.by) if base is None else ():
            if st.source == chosen and st.kind == "damage":
                base = st
        if base is not None:
            st = base._replace(amount=base.amount + self.n, name=f"{base.name} +{self.n}", card=p.card)
            set_strike(s, c, p.by, st)

    def gives(self) -> Gives:
        return Gives(hit=self.n).tagged("strike-card")


def strike_at_plus(n: int, text: str, *more: Effect, delay: str = "") -> Use:
    """ "Strike: hand strike or use a melee weapon strike. This strike is at +N damage" (:class:`StrikeAtPlus` on the
    strike named, :func:`hand_or_melee`), with what else the card does (``more``: "with 1 optional maneuver")."""
    return Use(
        COMBAT,
        seq(StrikeAtPlus(n), *more) if more else StrikeAtPlus(n),
        moments=STRIKE,
        when=choosing_own_strike,
        targets=hand_or_melee,
        delay=delay,
        text=text,
    )


# ------------------------------------------------------------------------ another round


@dataclass(frozen=True, slots=True)
class NextRound(Prim):
    """ "If another round of combat occurs, this vampire gets <a combat modifier> that round" (``1
    optional maneuver``): given as that round starts, lost if the combat ends first."""

    key: str
    value: Any = 1

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            c.add(p.by, NEXT_ROUND, (c.round + 1, self.key, self.value), "combat")

    def gives(self) -> Gives:
        return mod_gives(self.key, self.value)


#: A combat modifier waiting for a round: its value is (round, key, value).
NEXT_ROUND = "next-round"


def next_round_mods(s: VTESState, info: dict[str, Any]) -> None:
    c = info["combat"]
    for uid, key, value, _ in c.mods:
        if key == NEXT_ROUND and value[0] == c.round:
            c.add(uid, value[1], value[2], "round")


listen("round-start", next_round_mods)


def combat_would_end(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if both combatants are still ready and combat would end" (at the end of the round:
    no press to continue stands, or an effect ended it); not once another combat is queued (ANK
    20191219: not after Psyche!)."""
    c = ctx.combat
    if c is None or not c.both_ready(s) or any(f.startswith("psyche") for f in c.flags):
        return False
    return bool(c.over or c.press <= 0)


@dataclass(frozen=True, slots=True)
class ContinueCombat(Prim):
    """ "Instead (of ending), start a new round" of this combat."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None and c.both_ready(s):
            c.over = False
            c.press = 1
            ops.say(s, N_("The combat goes on: a new round."))

    def gives(self) -> Gives:
        return Gives(press=True)


# ------------------------------------------------------------------------ a frenzy card played on a minion


def acts_on_opposing(effect: Any) -> bool:
    """Whether an effect acts on the opposing minion (a primitive whose ``who`` is ``opposing``, or holding one)."""
    if getattr(effect, "who", "") == "opposing":
        return True
    return any(acts_on_opposing(e) for e in getattr(effect, "effects", ()))


def frenzy_played_on(s: VTESState, p: Play, on: Callable[[int], bool]) -> bool:
    """A frenzy card played "on" a minion passing ``on`` ("any frenzy card that targets/selects/chooses/affects the
    minion when played, is considered being played on the minion", LSJ 20051113): naming it, or played by the minion
    in combat with it and acting on the opposing minion."""
    if p.card < 0 or "frenzy" not in CARDS[p.card].kinds:
        return False
    if any(isinstance(t, int) and t in s.minions and on(t) for t in p.targets):
        return True
    c = current_combat(s)
    if c is None or p.by not in (c.a, c.b) or not on(c.other(p.by)):
        return False
    return acts_on_opposing(CARDS[p.card].uses[p.use].effect)


@dataclass(frozen=True, slots=True)
class FrenzyOnThis:
    """[REFLEX] "Cancel a frenzy card played on this vampire as it is played" (VT-CARD-17;
    :func:`frenzy_played_on`): another Methuselah's frenzy card on the minion playing the cancel. Used as the
    cancelling use's ``when``, and registered with ``rule(name, core.CANCELLERS, record.may)``: the window opens
    for the Methuselahs whose deck could hold ``card`` and whose vampire the frenzy card is played on."""

    card: str

    def deck_gate(self, s: VTESState, seat: int) -> bool:
        """Whether ``seat``'s deck could hold the card (``core.cancellers`` asks it once per public deck)."""
        return deck_may_hold(s, seat, named(self.card))

    def may(self, s: VTESState, seat: int, p: Play, cd: Any, use: Use) -> bool:
        if p.seat == seat or "frenzy" not in cd.kinds or not self.deck_gate(s, seat):
            return False
        return frenzy_played_on(s, p, lambda v: s.controller(v) == seat and is_vampire(s, v))

    def __call__(self, s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        p = ctx.played
        if p is None or p.seat == seat or not frenzy_played_on(s, p, lambda v: v == uid):
            return False
        frame = next((f for f in reversed(s.stack) if isinstance(f, Resolve) and f.p == p), None)
        return frame is not None and not frame.cancelled


# ------------------------------------------------------------------------ frenzy: what the opposing minion cannot do

#: "This combat, combat cards cost the opposing vampire +N blood": a combat modifier (its value N).
COMBAT_CARDS_COST = "combat-cards-cost"


@dataclass(frozen=True, slots=True)
class CombatCardsCost:
    """The rule of :data:`COMBAT_CARDS_COST`, registered with ``rule(name, core.COST_CHANGES, ...)``:
    combat cards a vampire plays cost it the added blood, at the end of a round too (ANK 20191221)."""

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if use.as_ != COMBAT:  # read first: asked of every card whose cost is checked
            return 0, 0
        c = current_combat(s)
        if c is None or uid not in (c.a, c.b) or not is_vampire(s, uid):
            return 0, 0
        return c.total(uid, COMBAT_CARDS_COST), 0


#: "The opposing vampire takes N unpreventable damage during the press step each round": a combat
#: modifier (its value N), environmental (RTR 19970630); not if the combat ended first (LSJ 20010312).
PRESS_STEP_DAMAGE = "press-step-damage"


def press_step_damage(s: VTESState, info: dict[str, Any]) -> None:
    c = info["combat"]
    for uid in (c.a, c.b):
        n = c.total(uid, PRESS_STEP_DAMAGE)
        if n > 0 and uid in s.minions and s.is_ready(uid):
            inflict(s, c, uid, n, 0)


listen("press-step", press_step_damage)


def against_vampire(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The opposing minion is a vampire ("opposing vampire gets ...")."""

    c = ctx.combat
    other = c.other(uid) if c is not None else -1
    return other in s.minions and is_vampire(s, other)


#: ``(OPENED_BY, card uid)`` -> the Methuselah whose hand a card opened for the combat in progress.
OPENED_BY = "open-hand-by"


@dataclass(frozen=True, slots=True)
class OpenHandInCombat:
    """ "While the employer is in combat, the opposing minion's controller plays with an open hand" (a
    ``combat-start`` event of the card on the minion): the ``open-hand`` mark (views, hidden
    information) for that Methuselah, taken off when the combat ends unless it was open already."""

    def __call__(self, s: VTESState, src: int, info: dict[str, Any]) -> None:
        c: Combat = info["combat"]
        host = bearer(s, src)
        if host not in (c.a, c.b):
            return
        t = s.controller(c.other(host))
        if t >= 0 and not s.marks.get(("open-hand", t)):
            s.marks[("open-hand", t)] = True
            s.marks[(OPENED_BY, src)] = t
            ops.say(s, N_("{seat} plays with an open hand during this combat."), seat=s.seat_name(t))


def close_opened_hands(s: VTESState, info: dict[str, Any]) -> None:
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == (OPENED_BY,)]:
        s.marks.pop(("open-hand", s.marks.pop(key)), None)


listen("combat-end", close_opened_hands)


# ------------------------------------------------------------------------ a weapon hurting its bearer


def recoil_once_each_combat(strike: Strike) -> Callable[[VTESState, Combat, int, int], list[Strike]]:
    """A weapon's strike (``Strike.recoil``): "bearer takes N damage during strike resolution when
    striking with this gun, but only once each combat" (not when it does not strike with it, LSJ
    20100310: the recoil is counted as the strike resolves, :data:`~...combat.RECOILED`)."""

    def fn(s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
        spent = any(u == uid and k == RECOILED and v == src for u, k, v, _ in c.mods)
        return [strike._replace(source=src, recoil=0 if spent else strike.recoil)]

    return fn


# ------------------------------------------------------------------------ a card pressing each round

#: ``s.marks[PRESS_COUNTERS]``: the cards in play pressing in a combat: (card uid, combat serial,
#: minion, how, counters to reset to).
PRESS_COUNTERS = "press-counters"


@dataclass(frozen=True, slots=True)
class PressEachRound(Prim):
    """ "Put this card in play with N counters. Each time a card is played this combat, reset the number
    of counters on this card to N. During the press step of each round this combat, this card
    automatically burns 1 counter to provide 1 press to continue combat. Burn this card at the end of
    combat." ``how``: ``any`` (a press to continue that stands first, either combatant can press to
    end: Trap, ANK 20200525-1), ``mandatory`` (this vampire's press to continue) or ``optional`` (1
    optional press for this vampire)."""

    n: int = 3
    how: str = "any"

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None or p.by not in s.minions:
            return
        uid = ops.put_in_play(s, p.card, p.seat, self.n)
        stays(s)
        s.marks[PRESS_COUNTERS] = (*s.marks.get(PRESS_COUNTERS, ()), (uid, c.serial, p.by, self.how, self.n))

    def gives(self) -> Gives:
        return Gives(press=True).tagged("put-in-play")


def reset_press_counters(s: VTESState, info: dict[str, Any]) -> None:
    """A card is played: the pressing cards of the combat in progress go back to their counters."""
    armed = s.marks.get(PRESS_COUNTERS, ())
    c = current_combat(s) if armed else None
    if c is None:
        return
    for uid, serial, _, _, n in armed:
        if serial == c.serial and uid in s.placed:
            s.placed[uid] = s.placed[uid]._replace(counters=n)


def press_from_counters(s: VTESState, info: dict[str, Any]) -> None:
    """The press step: each pressing card of this combat burns 1 counter to press to continue."""
    c = info["combat"]
    for uid, serial, by, how, _ in s.marks.get(PRESS_COUNTERS, ()):
        if serial != c.serial or uid not in s.placed or s.placed[uid].counters <= 0:
            continue
        s.placed[uid] = s.placed[uid]._replace(counters=s.placed[uid].counters - 1)
        if how == "optional":
            c.add(by, "press", "continue", "round")
        elif c.press == 0:
            c.press = 1
            c.last_press = by if how == "mandatory" else -1
            ops.say(s, N_("{card} presses to continue the combat."), card=facts_name(s, uid))


def facts_name(s: VTESState, uid: int) -> str:
    return facts(s.placed[uid].card).name


def burn_pressing_cards(s: VTESState, info: dict[str, Any]) -> None:
    """ "Burn this card at the end of combat"."""
    c = info["combat"]
    armed = s.marks.get(PRESS_COUNTERS, ())
    left = tuple(a for a in armed if a[1] != c.serial)
    for uid, serial, *_ in armed:
        if serial == c.serial and uid in s.placed:
            ops.burn_placed(s, uid)
    if len(left) != len(armed):
        s.marks[PRESS_COUNTERS] = left


listen("card-played", reset_press_counters)
listen("press-step", press_from_counters)
listen("combat-end", burn_pressing_cards)


# ------------------------------------------------------------------------ drawing more for the combat

#: ``(MORE_ON_REPLACE, seat, combat serial)`` -> how many cards (one each) make that Methuselah draw an
#: additional card each time they replace one during that combat.
MORE_ON_REPLACE = "more-on-replace"


@dataclass(frozen=True, slots=True)
class MoreOnReplace(Prim):
    """ "For the remainder of the combat, each time you replace a card (including when you draw to
    replace this card), draw an additional card and discard down to your hand size" (this card was
    already replaced as it resolved: its additional card now, TOM 19950924: any card discarded; one
    at a time for each card replaced, several played adding up, ANK 20180925-1, TOM 19950921-2)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is None:
            return
        key = (MORE_ON_REPLACE, p.seat, c.serial)
        s.marks[key] = s.marks.get(key, 0) + 1
        ops.draw(s, p.seat, 1)
        if len(s.hand[p.seat]) > hand_size(s, p.seat):
            s.push(DiscardDown(p.seat))

    def gives(self) -> Gives:
        return tags("draw")


def more_on_replace(s: VTESState, seat: int) -> int:
    c = current_combat(s)
    return int(s.marks.get((MORE_ON_REPLACE, seat, c.serial), 0)) if c is not None else 0


ops.REFILL_MORE.append(more_on_replace)


# ------------------------------------------------------------------------ hands in combat


@dataclass(frozen=True, slots=True)
class OpenHandThisCombat(Prim):
    """ "The opposing minion's controller plays with an open hand for the remainder of combat" (the
    ``open-hand`` mark, closed as the combat ends unless it was open already: :data:`OPENED_BY`)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        other = c.other(p.by) if c is not None else -1
        t = s.controller(other) if other in s.minions else -1
        if c is not None and t >= 0 and not s.marks.get(("open-hand", t)):
            s.marks[("open-hand", t)] = True
            s.marks[(OPENED_BY, "combat", c.serial, t)] = t
            ops.say(s, N_("{seat} plays with an open hand during this combat."), seat=s.seat_name(t))

    def gives(self) -> Gives:
        return tags("open-hand")


#: ``(HAND_SIZE_FOR, seat)`` -> the hand size a Methuselah got for the combat in progress.
HAND_SIZE_FOR = "hand-size-this-combat"


@dataclass(frozen=True, slots=True)
class HandSizeThisCombat(Prim):
    """ "You get +N hand size for the remainder of this combat" (the ``hand size`` mark of the turn,
    given back as the combat ends)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        if current_combat(s) is None:
            return
        s.marks[("hand size", p.seat)] = int(s.marks.get(("hand size", p.seat), 0)) + self.n
        s.marks[(HAND_SIZE_FOR, p.seat)] = int(s.marks.get((HAND_SIZE_FOR, p.seat), 0)) + self.n

    def gives(self) -> Gives:
        return tags("hand-size")


def hand_size_back(s: VTESState, info: dict[str, Any]) -> None:
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == (HAND_SIZE_FOR,)]:
        seat, n = key[1], int(s.marks.pop(key))
        s.marks[("hand size", seat)] = int(s.marks.get(("hand size", seat), 0)) - n


listen("combat-end", hand_size_back)


@dataclass(frozen=True, slots=True)
class BotchedMove(Prim):
    """ "The opposing minion's controller reveals the top two cards of their library (before drawing to
    replace). If another copy of the same combat card is revealed, the played card is canceled (cost
    still paid), the opposing minion takes 1 unpreventable damage (environmental, RTR 19970630), and
    all revealed copies are burned"."""

    n: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        played = being_played(s)
        c = current_combat(s)
        if played is None or c is None or played.by not in s.minions:
            return
        seat = played.seat
        top = s.library[seat][-self.n :][::-1]  # the top of the library is its end
        s.reveals += len(top)
        names = ", ".join(facts(x).name for x in top) or "-"
        ops.say(s, N_("{seat} reveals the top of their library: {cards}."), seat=s.seat_name(seat), cards=names)
        copies = [x for x in top if x == played.card]
        if not copies:
            return
        cancel_played(s)
        library = s.library[seat]
        for i in range(len(library) - 1, max(-1, len(library) - 1 - self.n), -1):
            if library[i] == played.card:
                s.ash[seat].append(library.pop(i))
        inflict(s, c, played.by, 1, 0)

    def gives(self) -> Gives:
        return tags("cancel")


# ------------------------------------------------------------------------ the opposing minion burned

#: ``(BURNED_IN_COMBAT, uid)`` -> (card, seat, combat serial): a minion burned during a combat.
BURNED_IN_COMBAT = "burned in combat"


def remember_burned_in_combat(s: VTESState, info: dict[str, Any]) -> None:
    c = current_combat(s)
    if c is not None and info["uid"] in (c.a, c.b):
        s.marks[(BURNED_IN_COMBAT, info["uid"])] = (info["card"], info["seat"], c.serial)


listen("burned", remember_burned_in_combat)


def opposing_ally_burned(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if the opposing ally is being burned": at the end of the round it was burned in
    (the minion playing it may be going to torpor or being burned too, LSJ 20100721)."""

    gone = opposing_burned(s, ctx, uid)
    return gone is not None and facts(gone[0]).is_type("Ally")


def opposing_burned(s: VTESState, ctx: Ctx, uid: int) -> tuple[int, int, int] | None:
    """(card, controller, combat serial) of the minion burned in this combat while opposing ``uid``; None if none
    was ("if a minion is burned in combat, his opponent is always considered to have burned him", LSJ 20090922)."""
    c = ctx.combat
    if c is None:
        return None
    gone = s.marks.get((BURNED_IN_COMBAT, c.other(uid)))
    return gone if gone is not None and gone[2] == c.serial else None


def opposing_of_prey_burned(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable when this vampire burns a minion controlled by your prey ... in combat": at the end of the round
    the minion opposing it was burned in."""
    gone = opposing_burned(s, ctx, uid)
    return gone is not None and gone[1] == s.prey(seat)


@dataclass(frozen=True, slots=True)
class BloodFromBurnedAlly(Prim):
    """ "Each vampire you control gains X blood, where X is the cost to recruit the (burned opposing)
    ally"."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        gone = s.marks.get((BURNED_IN_COMBAT, c.other(p.by))) if c is not None else None
        if gone is None:
            return
        f = facts(gone[0])
        x = sum(n for n in (f.pool_cost, f.blood_cost) if isinstance(n, int))
        for uid in (*s.ready[p.seat], *s.torpor[p.seat]):
            if is_vampire(s, uid):
                ops.add_blood(s, uid, x)
        ops.say(s, N_("Each vampire of {seat} gains {n} blood."), seat=s.seat_name(p.seat), n=x)

    def gives(self) -> Gives:
        return Gives(blood=2)


# ------------------------------------------------------------------------ a card on the opposing minion for the striker

#: A strike's effect: "put this card on the opposing minion" remembering the striking vampire (its
#: ``data``: ("striker", uid)); "a minion can have only one" of it.
ON_OPPOSING_FOR_STRIKER = "put-on-opposing-for-striker"


def on_opposing_for_striker(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    target = c.other(uid)
    if target not in s.minions or any(p in s.placed and s.placed[p].card == st.card for p in s.minions[target].cards):
        return
    p = from_ash_onto(s, st.card, s.controller(uid), target)
    if p >= 0:
        s.placed[p] = s.placed[p]._replace(data=("striker", uid))
        ops.say(s, N_("{card} is put on {minion}."), card=facts(st.card).name, minion=ops.label(s, target))


core.STRIKE_EFFECTS[ON_OPPOSING_FOR_STRIKER] = on_opposing_for_striker


@dataclass(frozen=True, slots=True)
class StrikerBleedsMore:
    """ "The striking vampire gets +N bleed against this minion's controller" (a static of the card on
    the minion, registered with ``static(name, "bleed", ..., everywhere=True)``): during a bleed by the
    vampire the card remembers, directed at the controller of the minion the card is on."""

    n: int = 1

    def __call__(self, s: VTESState, src: int, uid: int) -> int:
        p = s.placed.get(src)
        if p is None or p.data[:2] != ("striker", uid) or p.host not in s.minions:
            return 0
        a = current_action(s)
        if a is None or a.actor != uid or not a.is_bleed() or a.target_seat != s.controller(p.host):
            return 0
        return self.n

    def at(self, mode: str) -> int:
        return self.n


# ------------------------------------------------------------------------ at the end of a round this minion won


def won_the_round(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable at close range at the end of a round during which this minion successfully
    inflicted more damage than the opposing vampire. Not usable by a minion being burned or going to
    torpor": the damage each inflicted is noted as dealt (combat.DamageFrame; environmental damage
    does not count, LSJ 20010812)."""

    c = ctx.combat
    if c is None or c.range != "close" or uid not in s.minions or not s.is_ready(uid):
        return False
    other = c.other(uid)
    if other not in s.minions or not is_vampire(s, other):
        return False
    mine = int(s.marks.get(("dealt", c.serial, c.round, uid), 0))
    return mine > int(s.marks.get(("dealt", c.serial, c.round, other), 0))


def opposing_vampire_target(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Any:
    """Targets: the opposing vampire (the card goes on it)."""
    c = ctx.combat
    if c is not None and c.other(uid) in s.minions:
        yield (c.other(uid),)


@dataclass(frozen=True, slots=True)
class CounterThenBurn(Prim):
    """ "Any vampire(s) can burn this card with N +1 stealth actions" (an ability's effect): a counter
    for each successful action, the card burned with the Nth."""

    n: int = 2

    def __call__(self, s: VTESState, p: Play) -> None:
        src = p.source
        if src not in s.placed:
            return
        left = s.placed[src].counters + 1
        if left >= self.n:
            ops.burn_placed(s, src)
        else:
            s.placed[src] = s.placed[src]._replace(counters=left)

    def gives(self) -> Gives:
        return tags("burn-card")


def bearer_must_hunt_to_torpor(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "The attached vampire cannot hunt; if they must hunt, they go to torpor instead" (a
    ``minion-phase`` event): a ready unlocked vampire with no blood, as its controller's minion phase
    begins (VT-ACT-15)."""

    p = s.placed.get(src)
    uid = p.host if p is not None else -1
    if uid not in s.minions or s.controller(uid) != info.get("seat", s.current):
        return
    m = s.minions[uid]
    if s.is_ready(uid) and not m.locked and m.blood == 0 and is_vampire(s, uid):
        ops.say(s, N_("{minion} must hunt but cannot: it goes to torpor."), minion=ops.label(s, uid))
        ops.to_torpor(s, uid)


def only_one_on_opposing(name: str) -> Pred:
    """ "A vampire can have only one <name>" (a card put on the opposing vampire): it has none yet."""

    cid = card_id(name)

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        c = ctx.combat
        other = c.other(uid) if c is not None else -1
        return other in s.minions and not any(s.placed[p].card == cid for p in s.minions[other].cards if p in s.placed)

    return pred


# ------------------------------------------------------------------------ prevention at a cost, each round

#: The shield key of "this vampire may burn 1 blood to prevent all damage from the opposing minion's
#: initial strike for that round" (given each round by ``CombatMod(SHIELD_EACH_ROUND, METTLE, "combat")``).
METTLE = "initial-strike-for-blood"


def initial_strike_damage(s: VTESState, c: Combat, uid: int, damage: Any) -> int:
    """All the damage of the opposing minion's initial strike of the round being resolved, with a blood
    to burn (the card cannot be used without it, ANK 20210226)."""

    index = next((f.index for f in reversed(s.stack) if isinstance(f, PreventWindow)), -1)
    if damage is None or index not in c.initial or damage[3] != c.other(uid) or s.minions[uid].blood < 1:
        return 0
    return int(damage[1] + damage[2])


def burn_one_blood(s: VTESState, c: Combat, uid: int) -> None:
    ops.burn_blood(s, uid, 1)


core.SHIELDS[METTLE] = initial_strike_damage
core.SHIELD_COSTS[METTLE] = burn_one_blood


# ------------------------------------------------------------------------ a strike the opposing minion may escape

#: The shield key of "if the opposing minion has Celerity, he or she can burn 1 blood to prevent all
#: damage from this strike" (given to the opposing minion with the strike).
BURN_TO_ESCAPE_CEL = "escape-with-celerity"


def escape_with_celerity(s: VTESState, c: Combat, uid: int, damage: Any) -> int:
    """All the damage of the striker's strike that gave the shield, for a minion with Celerity and a
    blood to burn."""

    if damage is None or damage[3] != c.other(uid) or s.minions[uid].blood < 1 or level(s, uid, "cel") < 1:
        return 0
    st = strike_of(c, damage[3])
    return int(damage[1] + damage[2]) if st.after == BURN_TO_ESCAPE_CEL else 0


core.SHIELDS[BURN_TO_ESCAPE_CEL] = escape_with_celerity
core.SHIELD_COSTS[BURN_TO_ESCAPE_CEL] = burn_one_blood


# ------------------------------------------------------------------------ an aggravated strike attempted

#: The moment a chosen strike attempts to inflict aggravated damage on a vampire, before the strikes
#: resolve (:class:`~...combat.AggravatedWindow`).
AGGRAVATED = frozenset((AGGRAVATED_STRIKE,))


def aggravated_strike_target(s: VTESState, ctx: Ctx, seat: int, uid: int) -> Any:
    """ "A vampire an opposing minion attempts to inflict aggravated damage on, whether the damage would be
    successfully inflicted or not" (the strikes chosen, :func:`~...combat.aggravated_targets`)."""
    c = ctx.combat
    if c is None:
        return
    for v in aggravated_targets(s, c):
        yield (v,)


@dataclass(frozen=True, slots=True)
class EndCombatTorpor(Prim):
    """ "Combat ends. This vampire is locked and sent to torpor" (the target): the combat ends at once, its
    strikes not resolved and no damage prevented (LSJ 19990217, LSJ 20020715), both minions still ready as
    it ends (LSJ 20070709-2); then the vampire locks and goes to torpor."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            c.over = True
            c.chosen = ()
            ops.say(s, N_("The combat ends."))
        uid = p.targets[0] if p.targets else -1
        if isinstance(uid, int) and uid in s.minions and s.is_ready(uid):
            ops.lock(s, uid)
            ops.to_torpor(s, uid)

    def gives(self) -> Gives:
        return tags("end-combat") + Gives(harmful=True)


# ------------------------------------------------------------------------ a strike that makes its card a weapon

#: A strike's effect: "put this card on this minion; it becomes a weapon equipment" (its ``data``: the
#: combat and round it was put in play, for "not usable the round it is put in play").
BECOMES_WEAPON = "becomes-weapon"
#: A weapon strike's effect: "burn after use" (whether the strike is dodged or not: ``combat.WHEN_USED``).
BURN_AFTER_USE = "burn-after-use"


def becomes_weapon(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    p = from_ash_onto(s, st.card, s.controller(uid), uid)
    if p >= 0:
        s.placed[p] = s.placed[p]._replace(data=(BECOMES_EQUIPMENT, c.serial, c.round))
        ops.say(s, N_("{card} is put on {minion}."), card=facts(st.card).name, minion=ops.label(s, uid))


def burn_after_use(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    if st.source in s.placed:
        ops.say(s, N_("{card} is burned."), card=facts(s.placed[st.source].card).name)
        ops.burn_placed(s, st.source)


core.STRIKE_EFFECTS[BECOMES_WEAPON] = becomes_weapon
core.STRIKE_EFFECTS[BURN_AFTER_USE] = burn_after_use
WHEN_USED.add(BURN_AFTER_USE)


@dataclass(frozen=True, slots=True)
class WeaponStrikeLater:
    """The strike of a card its own strike made a weapon (:data:`BECOMES_WEAPON`, a ``strikes`` record):
    "that can strike: <strike>, not usable the round it is put in play. Burn after use"."""

    strike: Strike

    def __call__(self, s: VTESState, c: Combat, uid: int, src: int) -> list[Strike]:
        data = s.placed[src].data if src in s.placed else ()
        if tuple(data[1:3]) == (c.serial, c.round):
            return []
        return [self.strike._replace(source=src, after=BURN_AFTER_USE)]


def burn_at_combat_end(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Burn ... at the end of combat" (an ``event`` of the card in play, ``combat-end``)."""
    if src in s.placed:
        ops.burn_placed(s, src)


# ------------------------------------------------------------------------ whom a strike may be used against


def against_ally(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The opposing minion is an ally ("burn the opposing ally")."""

    c = ctx.combat
    other = c.other(uid) if c is not None else -1
    return other in s.minions and facts(s.minions[other].card).is_type("Ally")


#: A minion's own text giving it flight ("Flight [FLIGHT]", "has flight [FLIGHT]"), not a card's words
#: about others ("not usable against a minion with flight [FLIGHT]").
_FLIGHT = re.compile(r"(?<!with )flight \[FLIGHT\]", re.IGNORECASE)


def has_flight(s: VTESState, uid: int) -> bool:
    """The minion has flight [FLIGHT]: a vampire's trait (VT-TRAIT-01), an ally's own text, or a card on it
    says so."""

    m = s.minions.get(uid)
    if m is None:
        return False
    if is_vampire(s, uid) and has_trait(s, uid, "Flight"):
        return True
    texts = [facts(m.card).text] + [facts(s.placed[p].card).text for p in m.cards if p in s.placed]
    return any(_FLIGHT.search(t or "") for t in texts)


def not_against_flight(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Not usable against a minion with flight [FLIGHT]"."""
    c = ctx.combat
    return c is not None and not has_flight(s, c.other(uid))


# ------------------------------------------------------------------------ what a strike does besides damage

#: A strike's effect: "combat ends immediately after the resolution of this strike" (a dodge does not stop
#: it, LSJ 20011210-2: ``combat.WHEN_USED``; its damage is resolved and may be prevented, LSJ 20011210-3).
ENDS_AFTER_RESOLUTION = "ends-after-resolution"
#: A strike's effect: "the opposing vampire does not unlock as normal during their next unlock phase".
OPPOSING_NO_NEXT_UNLOCK = "opposing-no-next-unlock"
#: Strike effects: "if this vampire was blocked while performing a non-bleed action" / "a non-bleed
#: non-political action", "the action continues as if unblocked" (:data:`CONTINUE_UNBLOCKED` otherwise).
CONTINUE_UNBLOCKED_NOT_BLEED = "continue-unblocked-not-bleed"
CONTINUE_UNBLOCKED_NOT_BLEED_POLITICAL = "continue-unblocked-not-bleed-political"


def ends_after_resolution(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    if not c.over:
        c.over = True
        ops.say(s, N_("The combat ends."))


def opposing_no_next_unlock(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    other = c.other(uid)
    if other in s.minions:
        s.game_marks[(NO_NEXT_UNLOCK, other)] = True


def continue_unless(*kinds: str) -> Callable[[VTESState, Combat, int, Strike], None]:
    """:data:`CONTINUE_UNBLOCKED` for an action of none of these kinds (``bleed``, ``political``)."""

    def fn(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
        course = action_of(s)
        if course is not None and course.kind_ not in kinds:
            continue_unblocked(s, c, uid, st)

    return fn


core.STRIKE_EFFECTS[ENDS_AFTER_RESOLUTION] = ends_after_resolution
WHEN_USED.add(ENDS_AFTER_RESOLUTION)
#: "Combat ends immediately after this strike resolves, unless it is dodged" (as :data:`ENDS_AFTER_RESOLUTION`,
#: but a dodge stops it).
ENDS_UNLESS_DODGED = "ends-unless-dodged"
core.STRIKE_EFFECTS[ENDS_UNLESS_DODGED] = ends_after_resolution
core.STRIKE_EFFECTS[OPPOSING_NO_NEXT_UNLOCK] = opposing_no_next_unlock
core.STRIKE_EFFECTS[CONTINUE_UNBLOCKED_NOT_BLEED] = continue_unless("bleed")
core.STRIKE_EFFECTS[CONTINUE_UNBLOCKED_NOT_BLEED_POLITICAL] = continue_unless("bleed", "political")


# ------------------------------------------------------------------------ after combat ends

#: Strike effects done "after combat ends" (not if the combat continues or a new combat begins, RTR
#: 20020501; not if the strike is dodged, LSJ 19980526): ``fn(s, striker, opposing minion, card)``, keyed
#: by the strike's ``after``; :data:`AFTER_COMBAT_CLOSE`: "if the range is close" as the strike resolves.
AFTER_COMBAT: dict[str, Callable[[VTESState, int, int, int], None]] = {}
AFTER_COMBAT_CLOSE: set[str] = set()
_AFTER = "after-combat"


def after_combat_noted(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    """The strike resolves: its after-combat effect is noted for the end of this combat."""

    if dodged(c, uid, st) or (st.after in AFTER_COMBAT_CLOSE and c.range != CLOSE):
        return
    s.marks[(_AFTER, c.serial, uid, st.after)] = (st.card, c.other(uid))


def after_combat(key: str, fn: Callable[[VTESState, int, int, int], None], close: bool = False) -> str:
    """Register an after-combat strike effect under ``key`` (the strike's ``after``)."""
    AFTER_COMBAT[key] = fn
    core.STRIKE_EFFECTS[key] = after_combat_noted
    if close:
        AFTER_COMBAT_CLOSE.add(key)
    return key


def run_after_combat(s: VTESState, info: dict[str, Any]) -> None:
    c: Combat = info["combat"]
    for key in [k for k in s.marks if isinstance(k, tuple) and k[:2] == (_AFTER, c.serial)]:
        card, other = s.marks.pop(key)
        AFTER_COMBAT[key[3]](s, key[2], other, card)


def combat_goes_on(s: VTESState, info: dict[str, Any]) -> None:
    c: Combat = info["combat"]
    if c.round > 1:
        for key in [k for k in s.marks if isinstance(k, tuple) and k[:2] == (_AFTER, c.serial)]:
            del s.marks[key]


listen("combat-end", run_after_combat)
listen("round-start", combat_goes_on)


def opposing_burns_one(s: VTESState, striker: int, other: int, card: int) -> None:
    """ "The opposing minion burns 1 blood or life after combat ends (even at long range)"."""
    if other in s.minions:
        ops.burn_blood(s, other, 1)
        ops.say(s, N_("{minion} burns 1 blood or life."), minion=ops.label(s, other))


def burn_to_put_on_and_lock(s: VTESState, striker: int, other: int, card: int) -> None:
    """ "This vampire burns 1 blood to put this card on the opposing minion and lock them" (the blood is
    burned whatever happens, ANK 20180420-2; the lock holds even if the opposing minion unlocked during
    combat, LSJ 20040601)."""

    if striker not in s.minions or other not in s.minions:
        return
    ops.burn_blood(s, striker, 1)
    if from_ash_onto(s, card, s.controller(striker), other) >= 0:
        ops.say(s, N_("{card} is put on {minion}."), card=facts(card).name, minion=ops.label(s, other))
    ops.lock(s, other)


#: "The opposing minion burns 1 blood or life after combat ends".
OPPOSING_BURNS_AFTER = after_combat("after-combat-opposing-burns", opposing_burns_one)
#: "If the range is close, this vampire burns 1 blood to put this card on the opposing minion and lock
#: them" (after combat ends, RTR 19970630).
PUT_ON_AND_LOCK_AFTER = after_combat("after-combat-put-on-and-lock", burn_to_put_on_and_lock, close=True)


def stun_opposing(s: VTESState, striker: int, other: int, card: int) -> None:
    """ "Stun the opposing minion": it is locked (again, if it unlocked during combat, LSJ 20040601) and does
    not unlock as normal during its next unlock phase."""

    if other in s.minions and s.is_ready(other):
        ops.lock(s, other)
        s.game_marks[(NO_NEXT_UNLOCK, other)] = True
        ops.say(
            s,
            N_("{minion} is stunned: locked, it does not unlock during its next unlock phase."),
            minion=ops.label(s, other),
        )


#: "After combat ends, if the range is close, stun the opposing minion".
STUN_AFTER = after_combat("after-combat-stun", stun_opposing, close=True)


def damage_opposing(s: VTESState, striker: int, other: int, card: int) -> None:
    """ "This vampire inflicts 1 unpreventable damage on the opposing minion" after combat: damage by the
    vampire, not environmental (RTR 19970630), which combat cards cannot prevent (LSJ 20010205)."""
    if other in s.minions:
        inflict(s, None, other, 1, 0)


#: "After combat ends, if the range is close, this vampire inflicts 1 unpreventable damage on the opposing
#: minion" (Catatonic Fear).
DAMAGE_AFTER = after_combat("after-combat-damage", damage_opposing, close=True)


# ------------------------------------------------------------------------ setting the range


def range_not_set(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """The round's range is not set yet by another effect (PIB 20120214: the first one has priority)."""
    c = ctx.combat
    return c is not None and not {"close-next", "range-set"} & c.flags


@dataclass(frozen=True, slots=True)
class SetRange(Prim):
    """ "This vampire sets the range for this round" (before range is determined): the determine-range step
    is skipped this round, and no other effect resets it (RTR 19970630, ANK 20180720)."""

    range: str

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            set_range(s, c, p.by, self.range)

    def gives(self) -> Gives:
        return Gives(maneuver=True)


def set_range(s: VTESState, c: Combat, uid: int, rng: str) -> None:
    """``uid`` sets the range for this round (:class:`SetRange`), unless another effect did."""
    if not {"close-next", "range-set"} & c.flags:
        c.range = rng
        c.flags = c.flags | {"range-set"}
        ops.say(s, N_("{minion} sets the range: {range}."), minion=ops.label(s, uid), range=rng)


#: On a combatant, for the round: the opposing minion "may set the range for the next round" (Target Head, on a hit);
#: at the end of the round the opposing minion gets the grants ``set-range-close``, ``set-range-long`` for the next
#: round (:func:`range_next_round`), the round noted in its combat modifier ``range-next``.
RANGE_BY_OPPOSING = "range-by-opposing"


def range_next_round(s: VTESState, c: Combat) -> None:
    """A ``core.ROUND_END`` rule: :data:`RANGE_BY_OPPOSING` turned into the opposing minion's choice next round."""
    for uid in (c.a, c.b):
        if c.has(uid, RANGE_BY_OPPOSING) and c.other(uid) in s.minions:
            other = c.other(uid)
            c.add(other, "range-next", c.round + 1, "combat")
            for rng in (CLOSE, LONG):
                c.grant(s.controller(other), other, f"set-range-{rng}", "before-range")


def may_set_range_now(s: VTESState, c: Any, uid: int, seat: int) -> bool:
    """The grant is for this round, and no effect set its range yet."""
    return isinstance(c, Combat) and c.value(uid, "range-next") == c.round and not {"close-next", "range-set"} & c.flags


def range_setter(rng: str) -> Callable[[VTESState, int, int], None]:
    def apply(s: VTESState, uid: int, seat: int) -> None:
        c = current_combat(s)
        if c is not None:
            set_range(s, c, uid, rng)

    return apply


# ------------------------------------------------------------------------ a card on a minion while it is ready


def burn_when_bearer_leaves(s: VTESState, src: int, info: dict[str, Any]) -> None:
    """ "Burn this card if this vampire is about to leave the ready region" (an ``event`` at
    ``leave-ready``: burned before it leaves, ANK 20180511-1)."""

    if src in s.placed and info.get("uid") == bearer(s, src):
        ops.burn_placed(s, src)


def ready_against_not_ready(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable if this vampire is ready and the opposing minion is not"."""
    c = ctx.combat
    if c is None or uid not in (c.a, c.b) or uid not in s.minions or not s.is_ready(uid):
        return False
    other = c.other(uid)
    return other not in s.minions or not s.is_ready(other)


def recruiting(trait: str) -> Pred:
    """ "Only usable during an action to recruit or employ a <trait>" (the ally or retainer card the action
    plays has that printed trait)."""

    def pred(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
        a = action_of(s)
        p = a.aplay if a is not None else None
        if p is None or p.card < 0:
            return False
        f = facts(p.card)
        return (f.is_type("Ally") or f.is_type("Retainer")) and trait in (f.trait or "").split()

    return pred


def damage_in_combat(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Damage to a minion in combat is in its prevention step, with damage left to prevent (LSJ 20001114):
    "prevent N damage to a minion in combat", by a minion not involved."""

    c = ctx.combat
    d = damage_to(s, c) if c is not None and ctx.moment == "damage" else None
    return d is not None and d[1] + d[2] > 0 and d[0] in (c.a, c.b)


# ------------------------------------------------------------------------ half the damage


@dataclass(frozen=True, slots=True)
class PreventHalf(Prim):
    """ "Prevent half the damage (round up) done by the opponent's strike" (of what is left of it: doing it
    twice prevents all of it)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        d = damage_to(s, c) if c is not None else None
        if c is not None and d is not None:
            prevent(s, c, half_up(d[1] + d[2]))

    def gives(self) -> Gives:
        return Gives(prevent=2)


# ------------------------------------------------------------------------ combat cards cheaper


@dataclass(frozen=True, slots=True)
class CombatCardCheaper:
    """ "This vampire can reduce the cost of a combat card they play by N blood": an optional cost reducer
    (VT-CARD-27, a rule of ``core.COST_REDUCERS``) from a combat modifier ``key`` the minion holds this
    combat ("once this combat", spent as it is used) or, with ``card``, from that card on it ("burn this
    card to ...", burned as it is used: :meth:`spend`, in ``core.REDUCER_COSTS`` under ``key``)."""

    key: str
    card: str = ""
    n: int = 1

    def __call__(self, s: VTESState, p: Play, use: Any) -> list[Any]:
        if use.as_ != COMBAT or p.card < 0 or p.by not in s.minions or cost_of(s, p.card, p.x)[0] <= 0:
            return []
        if self.card:
            cid = card_id(self.card)
            on = [q for q in s.minions[p.by].cards if q in s.placed and s.placed[q].card == cid]
            return [Reducer(q, blood=self.n, key=self.key) for q in on]
        c = current_combat(s)
        return [Reducer(p.by, blood=self.n, key=self.key)] if c is not None and c.has(p.by, self.key) else []

    def spend(self, s: VTESState, p: Play, reducer: Any) -> None:
        c = current_combat(s)
        if self.card and reducer.source in s.placed:
            ops.burn_placed(s, reducer.source)
        elif c is not None:
            c.take(reducer.source, self.key)


# ------------------------------------------------------------------------ a cost counted in the combat


@dataclass(frozen=True, slots=True)
class CopiesThisCombat:
    """ "X is the number of <card>s already played this combat" (a rule of ``core.COST_CHANGES``: X blood
    added to its cost, the card's ``x`` fixed at 0); each one played is counted by :class:`CopyPlayed`."""

    card: str

    @property
    def plays(self) -> int:
        """The one card whose plays this rule concerns (``hooks.active_for``)."""
        return card_id(self.card)

    def __call__(self, s: VTESState, seat: int, uid: int, card: int, use: Any) -> tuple[int, int]:
        if card != card_id(self.card) or current_combat(s) is None:
            return 0, 0
        return int(s.marks.get(("this-combat", "copies", self.card), 0)), 0


@dataclass(frozen=True, slots=True)
class CopyPlayed(Prim):
    """Counts a copy of ``card`` played this combat (:class:`CopiesThisCombat`)."""

    card: str

    def __call__(self, s: VTESState, p: Play) -> None:
        key = ("this-combat", "copies", self.card)
        s.marks[key] = int(s.marks.get(key, 0)) + 1

    def gives(self) -> Gives:
        return NOTHING


def own_damage_or_before(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """Before range or strikes, or as this vampire takes damage (a card about the damage it takes)."""
    return ctx.moment != "damage" or in_damage_to_self(s, ctx, seat, uid)


# ------------------------------------------------------------------------ after a combat resulting from a block


def blocker_gone(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable after a combat resulting from a block. Not usable if the blocking minion is ready": the
    acting minion's combat with its blocker is over, the blocker no longer ready (the end of its last round)."""

    a = action_of(s)
    c = ctx.combat
    if a is None or c is None or a.stage != "combat" or a.actor != uid or a.blocked_by not in (c.a, c.b):
        return False
    return a.blocked_by not in s.minions or not s.is_ready(a.blocked_by)


@dataclass(frozen=True, slots=True)
class ContinueAsUnblocked(Prim):
    """ "(This vampire) continues the action as if unblocked" (the acting minion, after the combat with its
    blocker)."""

    def __call__(self, s: VTESState, p: Play) -> None:
        course = action_of(s)
        if course is not None and course.actor == p.by and p.by in s.minions:
            course.flags = course.flags | {"continue"}
            ops.say(s, N_("{minion} continues the action as if unblocked."), minion=ops.label(s, p.by))

    def gives(self) -> Gives:
        return tags("continue")


# ------------------------------------------------------------------------ instead of torpor

#: The moment a vampire is going to torpor from the damage being inflicted (:class:`~...combat.TorporWindow`).
TORPOR = frozenset((TORPOR_BOUND,))


def opposing_going_to_torpor(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable when the opposing vampire is going into torpor; not usable by a vampire being burned or
    going into torpor" (the minion playing it is ready and not itself the one going)."""

    w, c = ctx.window, ctx.combat
    return (
        isinstance(w, TorporWindow)
        and c is not None
        and uid in (c.a, c.b)
        and c.other(uid) == w.target
        and uid in s.minions
        and s.is_ready(uid)
    )


def can_diablerize(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable by a vampire who can commit diablerie" (VT-TRAIT-02: not a Blood Cursed one)."""

    return uid in s.minions and is_vampire(s, uid) and may_diablerize(s, uid)


@dataclass(frozen=True, slots=True)
class InsteadOfTorpor(Prim):
    """ "Burn the opposing vampire instead of sending that vampire to torpor" (``burn``) / "diablerize the
    opposing vampire instead" (``diablerie``): done as the damage is inflicted (``combat.instead_of_torpor``)."""

    what: str

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None and p.by in (c.a, c.b):
            going = p.by if self.what == "persist" else c.other(p.by)  # "persist": this vampire itself
            s.marks[(INSTEAD_OF_TORPOR, going)] = (self.what, p.by)

    def gives(self) -> Gives:
        return tags(f"instead-of-torpor:{self.what}") + Gives(harmful=True)


# ------------------------------------------------------------------------ ammo

#: The moment the strikes are chosen, before they resolve (:class:`~...combat.AggravatedWindow`: "only usable
#: before resolution of a gun's strike", RTR 19990105).
BEFORE_RESOLUTION = AGGRAVATED


def loaded(c: Combat, gun: int) -> bool:
    """ "No more than one ammo card can be used on a gun each combat"."""

    return any(k == AMMO and v[0] == gun for _, k, v, _ in c.mods)


def gun_strikers(s: VTESState, c: Combat) -> list[int]:
    """The Methuselahs whose combatant chose a strike of its own gun with no ammo yet this combat (a rule
    of ``combat.BEFORE_RESOLUTION``)."""

    return [
        s.controller(u)
        for u in (c.a, c.b)
        if u in s.minions and is_gun_strike(s, c, u) and not loaded(c, strike_of(c, u).source)
    ]


def own_gun_strike(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable before resolution of a gun's strike" (this minion's gun, not the opponent's: LSJ
    20020425), no ammo used on that gun this combat."""

    c = ctx.combat
    if c is None or ctx.moment != AGGRAVATED_STRIKE or uid not in (c.a, c.b) or not is_gun_strike(s, c, uid):
        return False
    return not loaded(c, strike_of(c, uid).source)


@dataclass(frozen=True, slots=True)
class Ammo(Prim):
    """ "This gun inflicts +N aggravated damage each strike for the remainder of this combat. Burn the gun
    after strike resolution" (``combat.AMMO``: not burned when the combat ends before the strike resolves,
    LSJ 19981006; the gun's own damage stays as it is, LSJ 20030419-2)."""

    n: int

    def __call__(self, s: VTESState, p: Play) -> None:
        c = current_combat(s)
        if c is not None:
            c.add(p.by, AMMO, (strike_of(c, p.by).source, self.n), "combat")

    def gives(self) -> Gives:
        return Gives(damage=self.n, agg=True)


def self_going_to_torpor(s: VTESState, ctx: Ctx, seat: int, uid: int) -> bool:
    """ "Only usable when this vampire should go into torpor" (from the damage being inflicted)."""

    w = ctx.window
    return isinstance(w, TorporWindow) and w.target == uid and uid in s.minions and s.is_ready(uid)


#: ``s.marks`` key: (combat serial, round) of the last card played in a combat.
_PLAYED_IN = ("this-combat", "card-played-in")
_QUIET = ("this-combat", "quiet-rounds")


def note_card_in_round(s: VTESState, info: dict[str, Any]) -> None:
    c = current_combat(s)
    if c is not None:
        s.marks[_PLAYED_IN] = (c.serial, c.round)


def quiet_rounds(s: VTESState, c: Combat) -> None:
    """While a vampire there will go to torpor only after combat (``combat.WOUNDED_IN_COMBAT``): "if three
    rounds of combat pass with no cards played, combat ends" (three rounds in a row, counted at their end)."""

    if not any(k == WOUNDED_IN_COMBAT for _, k, _, _ in c.mods):
        return
    quiet = 0 if s.marks.get(_PLAYED_IN) == (c.serial, c.round) else int(s.marks.get(_QUIET, 0)) + 1
    s.marks[_QUIET] = quiet
    if quiet >= 3 and not c.over:
        c.over = True
        ops.say(s, N_("Three rounds of combat passed with no cards played: the combat ends."))


def torpor_after_combat(s: VTESState, info: dict[str, Any]) -> None:
    """ "This vampire is sent into torpor after combat" (``combat.WOUNDED_IN_COMBAT``)."""

    c: Combat = info["combat"]
    for uid, key, _, _ in c.mods:
        if key == WOUNDED_IN_COMBAT and uid in s.minions and s.is_ready(uid):
            ops.to_torpor(s, uid)


listen("card-played", note_card_in_round)
listen("combat-end", torpor_after_combat)
core.ROUND_END.append(quiet_rounds)
