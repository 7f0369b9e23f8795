"""Combat (VT-CMB, VT-RNG, VT-STR, VT-DMG, VT-PRS): rounds of seven steps between two minions.

A :class:`Combat` frame (automatic) runs the steps of each round (VT-CMB-07), pushing a
:class:`CombatWindow` for each stage where the combatants' Methuselahs may play combat cards and
use effects, the acting minion's first (VT-CMB-08):

1. before range (VT-RNG-01);
2. determine range: maneuvers, the acting minion first, alternating, none twice in a row; the
   range is set once the one entitled to answer declines (VT-RNG-02 to VT-RNG-06);
3. before strikes (VT-RNG-07);
4. strikes: the acting minion's controller chooses its strike, then the opposing one's
   (:class:`StrikeChoice`, VT-STR-02); they resolve together: "combat ends" first (VT-STR-08),
   a first strike alone before the other (VT-STR-12), dodges shield their minion (VT-STR-07),
   strike effects, then damage (VT-STR-13); additional strikes follow in further
   choose-and-resolve steps, each free to use any strike (VT-STR-14, VT-STR-15);
5. damage resolution: damage a minion is immune to lands unsuccessfully (VT-DMG-13); the damaged
   minion may prevent (VT-DMG-02), then mends, is wounded, goes to torpor, loses life or is
   burned (VT-DMG-03 to VT-DMG-11); a retainer a ranged strike was aimed at loses life (VT-STR-17);
6. presses (VT-PRS-01 to VT-PRS-03);
7. end of round (VT-PRS-04), which happens even when the combat ended early (VT-CMB-09).

Combat effects are kept on the frame as modifiers with a scope (this round, this combat):
strength, prevention, optional maneuvers and presses, aggravated hand strikes...
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import Any, NamedTuple

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from . import late, ops, prompts
from .hooks import CARDS, COMBAT, OOT, Ctx, active
from .impulse import Window, impulse_order
from .model import facts
from .play import (
    AS_FROM_HAND,
    action_plays,
    deck_may_hold,
    from_elsewhere,
    hand_plays,
    has_abilities,
    outsider_may_play,
    play_from_window,
    start_play,
    window_plays,
)
from .readings import old
from .state import VTESState
from .stats import flagged, is_vampire, strength

CLOSE, LONG = "close", "long"
STEPS = ("before-range", "range", "before-strikes", "strike", "damage", "press", "end-round")


class Strike(NamedTuple):
    """A strike (VT-STR-03): its kind and numbers. A hand strike deals the striker's strength plus
    ``amount`` (VT-STR-06); other damage strikes deal ``amount``."""

    kind: str  # "hand", "damage", "strength", "dodge", "ends", "steal", "destroy", "torpor", "self", "none"
    amount: int = 0
    ranged: bool = False
    agg: bool = False
    name: str = "hand"
    source: int = -1  # the weapon's uid, or -1
    unpreventable_by: str = ""  # damage that cards requiring this discipline cannot prevent
    undodgeable: bool = False
    after: str = ""  # a card's effect applied when the strike resolves (effects.STRIKE_EFFECTS)
    card: int = -1  # the strike card played, if any
    first: bool = False  # first strike: resolved before normal strikes (VT-STR-12)
    at: int = -1  # a retainer of the opposing minion this ranged strike is aimed at (VT-STR-17)
    equipment: int = -1  # the opposing equipment a destroy or steal strike takes, chosen (VT-STR-10)
    on_hit: tuple[OnHit, ...] = ()  # what a card tied to this strike adds if its damage lands (Target Vitals)
    recoil: int = 0  # "this striking vampire also takes N damage" (of the strike's kind): environmental
    recoil_close: bool = False  # "if this strike is used at close range, this striking vampire also takes ..."
    cap: int = 0  # "if more than N damage is inflicted with this strike, ignore the excess" (Quick Jab); NO_DAMAGE
    normal_only: bool = False  # "any effect which would make damage from this strike aggravated leaves it normal"
    dodges: bool = False  # "strike: hand strike and dodge" (Stutter-Step): this strike is a dodge too


class OnHit(NamedTuple):
    """ "If any damage from this strike is successfully inflicted on the opposing minion, they take +N
    damage from this strike" (of the strike's own kind, RTR 19970630), and the combat modifiers
    ``mods`` (key, value, scope) the opposing minion then gets ("they cannot press this round"). A
    card gives it to its minion as the ``on-hit`` combat modifier; :func:`set_strike` ties it to the
    strike chosen next."""

    damage: int = 0
    mods: tuple[tuple[str, Any, str], ...] = ()
    plus: int = 0  # "the strike does +N damage", hit or not (Target Head): added to the strike as it is chosen


#: The combat modifier holding an :class:`OnHit` until the minion's strike is chosen.
ON_HIT = "on-hit"
#: A striker took the recoil of a strike this combat: the combat modifier names the strike's source.
RECOILED = "recoiled"


HAND = Strike("hand")
NO_STRIKE = Strike("none", name="none")
#: ``Strike.unpreventable_by`` of a strike whose damage nothing can prevent ("the damage from this strike is
#: unpreventable").
ANY_PREVENTION = "*"
#: Combat key: unpreventable damage the minion inflicts on the opposing minion during normal strike resolution,
#: not a strike (Gianna di Canneto, "lock during normal strike resolution to inflict 1 unpreventable damage").
ENV_UNPREVENTABLE = "env-unpreventable"
UNPREVENTABLE_ENV = Strike("none", name="none", unpreventable_by=ANY_PREVENTION)
#: The log's line for the most common strikes (a card's strike keeps its name).
STRIKE_SAID = {
    "hand": N_("{minion} strikes: hand."),
    "dodge": N_("{minion} strikes: dodge."),
    "combat ends": N_("{minion} strikes: combat ends."),
}


@cache
def strike_action(name: str) -> Action:
    return Action("strike", (name,))


class Combat(Frame):
    """Combat between the acting minion ``a`` and the opposing minion ``b`` (VT-CMB-01)."""

    __slots__ = (
        "a",
        "b",
        "serial",
        "round",
        "range",
        "step",
        "mods",
        "chosen",
        "over",
        "press",
        "last_press",
        "last_maneuver",
        "lost",
        "extra",
        "flags",
        "damage",
        "grants",
        "hits",
        "initial",
    )

    def __init__(self, a: int, b: int, serial: int = 0) -> None:
        super().__init__(None)
        self.a, self.b = a, b
        self.serial = serial
        self.round = 1
        self.range = CLOSE
        self.step = 0
        self.mods: tuple[tuple[int, str, Any, str], ...] = ()  # (minion, key, value, "round"/"combat")
        self.chosen: tuple[tuple[int, Strike], ...] = ()  # the strikes chosen for this pair
        self.over = False  # the combat ends (VT-CMB-09, VT-STR-08)
        self.press = 0  # +1: a press to continue stands (VT-PRS-01)
        self.last_press = -1
        self.last_maneuver = -1
        self.lost: tuple[tuple[int, int], ...] = ()  # blood lost to damage this round, per minion
        self.extra: tuple[tuple[int, int], ...] = ()  # additional strikes left this round (VT-STR-14)
        self.flags: frozenset[str] = frozenset()
        self.damage: tuple[tuple[int, int, int, int, str], ...] = ()  # pending (minion, normal, agg, striker, flags)
        self.grants: tuple[tuple[int, int, str, str], ...] = ()  # (seat, minion, GRANTS key, step)
        self.hits: tuple[tuple[int, bool, OnHit], ...] = ()  # (index in ``damage``, aggravated, what it adds)
        self.initial: tuple[int, ...] = ()  # indexes in ``damage`` of the round's initial strikes' damage

    def grant(self, seat: int, uid: int, key: str, step: str) -> None:
        self.grants = (*self.grants, (seat, uid, key, step))

    # ---- who
    def seat_of(self, s: VTESState, uid: int) -> int:
        return s.controller(uid)

    def other(self, uid: int) -> int:
        return self.b if uid == self.a else self.a

    def both_ready(self, s: VTESState) -> bool:
        return all(u in s.minions and s.is_ready(u) for u in (self.a, self.b))

    # ---- modifiers
    def add(self, uid: int, key: str, value: Any = 1, scope: str = "round") -> None:
        self.mods = (*self.mods, (uid, key, value, scope))

    def total(self, uid: int, key: str) -> int:
        return sum(int(v) for u, k, v, _ in self.mods if u == uid and k == key)

    def has(self, uid: int, key: str) -> bool:
        return any(u == uid and k == key for u, k, _, _ in self.mods)

    def value(self, uid: int, key: str) -> Any:
        for u, k, v, _ in reversed(self.mods):
            if u == uid and k == key:
                return v
        return None

    def count(self, uid: int, key: str) -> int:
        return sum(1 for u, k, _, _ in self.mods if u == uid and k == key)

    def take(self, uid: int, key: str) -> Any:
        """Remove and return one modifier (an optional maneuver or press, a shield)."""
        for i, (u, k, v, _) in enumerate(self.mods):
            if u == uid and k == key:
                self.mods = self.mods[:i] + self.mods[i + 1 :]
                return v
        return None

    def use_up(self, uid: int, key: str) -> None:
        """Spend one of a counted modifier (an optional maneuver, a prevention shield)."""
        mods = list(self.mods)
        for i, (u, k, v, sc) in enumerate(mods):
            if u == uid and k == key and int(v) > 0:
                if int(v) == 1:
                    del mods[i]
                else:
                    mods[i] = (u, k, int(v) - 1, sc)
                break
        self.mods = tuple(mods)

    def maneuver_due(self, seat_of: int, s: VTESState) -> bool:
        """VT-RNG-06: a combatant of ``seat_of`` owes a maneuver a combat card gave it (``maneuver-due``,
        not an optional one) and may maneuver now: it must use it this round."""
        return any(
            self.last_maneuver != uid
            and uid in s.minions
            and s.controller(uid) == seat_of
            and self.count(uid, "maneuver-due") > 0
            for uid in (self.a, self.b)
        )

    def strength(self, s: VTESState, uid: int) -> int:
        """Strength in this combat: a set value (Torn Signpost) or the minion's, plus bonuses."""
        fixed = self.value(uid, "strength=")
        base = int(fixed) if fixed is not None else strength(s, uid)
        return base + self.total(uid, "strength")

    # ---- the steps
    def run(self, state: VTESState) -> None:
        s = state
        if (self.over or not self.both_ready(s)) and self.step < 6:
            self.step = 6  # VT-CMB-09: straight to the end of the round
        if self.step >= len(STEPS):
            self.next_round(s)
            return
        name = STEPS[self.step]
        self.step += 1
        if name == "before-range":
            ops.fire(s, "round-start", {"combat": self})
        if name == "strike":
            self.start_strikes(s)
        elif name == "damage" or (name == "press" and not self.both_ready(s)):
            return  # damage is resolved with the strikes; presses need both combatants (VT-PRS-01)
        elif name == "range" and "close-next" in self.flags:
            self.flags = self.flags - {"close-next"}  # the round stays at close range
        elif name == "range" and "range-set" in self.flags:
            self.flags = self.flags - {"range-set"}  # set before range (Sniper Rifle): no range step
        else:
            if name == "press":
                ops.fire(s, "press-step", {"combat": self})
            s.push(CombatWindow(name))

    def next_round(self, s: VTESState) -> None:
        """After the end of round: a new round if a press to continue stands (VT-PRS-03)."""
        end_of_round = late.core().end_of_round

        end_of_round(s, self)
        if self.press > 0 and not self.over and self.both_ready(s):
            self.round += 1
            self.range = CLOSE  # VT-RNG-02
            self.step = 0
            self.press = 0
            self.last_press = self.last_maneuver = -1
            self.mods = tuple(m for m in self.mods if m[3] != "round")
            self.lost = ()
            self.extra = ()
            return
        s.finish(self)
        for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == ("this-combat",)]:
            del s.marks[key]
        ops.fire(s, "combat-end", {"combat": self})

    def start_strikes(self, s: VTESState) -> None:
        """VT-STR-02: the acting minion's strike is chosen first, then the opposing one's."""
        self.extra = tuple((u, self.total(u, "additional")) for u in (self.a, self.b))
        s.push(StrikePair())

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        s = state
        return {
            "combat": [self.a, self.b],
            "round": self.round,
            "range": self.range,
            "step": STEPS[max(0, min(self.step - 1, 6))],  # ``step`` already names the next one
            "strength": [self.strength(s, u) if u in s.minions else 0 for u in (self.a, self.b)],
            "strikes": {str(u): st.name for u, st in self.chosen},
            "press": self.press,
        }


class CombatWindow(Window):
    """One stage of a round where the two combatants' Methuselahs may play (VT-CMB-08)."""

    __slots__ = ("step_name",)

    kind = "combat"

    def __init__(self, step: str) -> None:
        super().__init__(-1)
        self.step_name = step

    def moment(self, s: VTESState) -> str:
        return self.step_name

    def seats(self, s: VTESState) -> list[int]:
        """The combatants' Methuselahs, the acting one first (VT-CMB-08), then every other one
        clockwise: their minions not involved may play some cards (VT-CMB-06, VT-SEQ-02)."""
        out = combatant_seats(s, the_combat(s))
        if out:
            self.acting = out[0]
        return impulse_order(s, self.acting, out) if out else out

    def could_act(self, s: VTESState, seat: int) -> bool:
        """Public facts: cards in hand, or something in play usable at this step; a Methuselah with
        no minion in the combat, a card "not involved" its minions could play (VT-CMB-06)."""
        if seat not in combatant_seats(s, the_combat(s)):
            return outsider_may_play(s, self, seat) or has_abilities(s, seat, outsider_moment(self.step_name))
        if s.hand[seat] or has_abilities(s, seat, frozenset((self.step_name,))):
            return True
        from .actions import grant_actions  # imported here, past the common answers: it imports this module
        from .effects import combat_options

        c = the_combat(s)
        return any(True for _ in combat_options(s, self, seat)) or any(
            True for _ in grant_actions(c.grants, seat, self.step_name)
        )

    def prompt(self, state: VTESState) -> str:
        s = state
        c = the_combat(s)
        a, b = (ops.label(s, u) if u in s.minions else "?" for u in (c.a, c.b))
        if self.step_name == "range":
            step = prompts.COMBAT_RANGE.get(c.range) or f"determine range (now {c.range} range): maneuver, or pass"
        else:
            step = prompts.COMBAT_STEP.get(self.step_name, self.step_name)
        return prompts.ask(prompts.COMBAT, round=c.round, minion=a, minion2=b, step=step)

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        grant_actions = late.actions().grant_actions
        combat_options = late.core().combat_options

        yield from window_plays(s, self, seat, why)
        yield from combat_options(s, self, seat)
        c = the_combat(s)
        yield from grant_actions(c.grants, seat, self.step_name, s, c)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        use_grant = late.actions().use_grant

        if play_from_window(s, self, seat, action):
            return
        if action.verb == "grant":
            c = the_combat(s)
            c.grants = use_grant(s, c.grants, seat, action)
            return
        from .effects import combat_option

        combat_option(s, self, seat, action)

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        """The plays, and passing, unless a maneuver is due (VT-RNG-06)."""
        assert self.seat is not None
        yield from self.plays(state, self.seat, why)
        if self.step_name != "range" or not the_combat(state).maneuver_due(self.seat, state):
            yield self.PASS_ACTION
        elif why is not None:
            why.no(
                self.PASS_ACTION,
                N_("A maneuver that is part of a combat card's effect must be used this round (VT-RNG-06)."),
            )

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"window": self.kind, "step": self.step_name, "asking": self.seat}


def combatant_seats(s: VTESState, c: Combat) -> list[int]:
    """The Methuselahs controlling the combatants, the acting minion's first."""
    out = []
    for u in (c.a, c.b):
        t = s.controller(u)
        if t >= 0 and t not in out:
            out.append(t)
    return out


class StrikePair(Frame):
    """Strike choices for one pair, then their resolution (VT-STR-02, VT-STR-13, VT-STR-14)."""

    __slots__ = ("asked", "additional", "declared")

    def __init__(self, additional: bool = False) -> None:
        super().__init__(None)
        self.asked = 0
        self.additional = additional
        self.declared = False  # the strikes' declaration was offered to the table (:class:`AggravatedWindow`)

    def run(self, state: VTESState) -> None:
        s = state
        c = the_combat(s)
        if self.asked == 0:
            c.chosen = ()
            if self.additional:
                free_additional(c)
        order = (c.a, c.b)
        while self.asked < 2:
            uid = order[self.asked]
            self.asked += 1
            if c.over or not c.both_ready(s):
                break
            if self.additional and (dict(c.extra).get(uid, 0) <= 0 or c.has(uid, NO_ADDITIONAL)):
                continue
            s.push(StrikeChoice(uid, self.additional))
            return
        if not self.declared:
            self.declared = True
            if aggravated_targets(s, c) or before_resolution_seats(s, c):  # chosen, not resolved (VT-STR-02)
                s.push(AggravatedWindow())
                return
        s.finish(self)
        if c.over or not c.both_ready(s):
            return
        if self.additional:
            take_extra(c)
        if any(n > 0 and not c.has(u, NO_ADDITIONAL) for u, n in c.extra):
            s.push(StrikePair(True))  # after this pair's damage (VT-STR-14)
        resolve_pair(s, c, self.additional)


#: Combat key: "this minion cannot use any additional strikes this round" (Stutter-Step): its additional strikes
#: are not struck, and it plays no card giving one (LSJ 20011214-5).
NO_ADDITIONAL = "no-additional"


#: The moment a chosen strike attempts to inflict aggravated damage on a vampire: after the strikes are
#: chosen, before they resolve (VT-STR-02; Rötschreck: "when an opposing minion attempts to inflict
#: aggravated damage on him or her, whether the damage would be successfully inflicted or not").
AGGRAVATED_STRIKE = "aggravated-strike"


#: Rules (public facts) opening the same window for cards "only usable before resolution of <a strike>",
#: played by the striking minion's Methuselah (Dragon's Breath Rounds: a gun's strike): ``fn(s, c)`` -> the
#: seats that may then play.
BEFORE_RESOLUTION: list[Callable[[VTESState, Combat], list[int]]] = []


def before_resolution_seats(s: VTESState, c: Combat) -> list[int]:
    if c.over or not c.both_ready(s) or not BEFORE_RESOLUTION:
        return []
    return sorted({t for rule in BEFORE_RESOLUTION for t in rule(s, c)})


def aggravated_targets(s: VTESState, c: Combat) -> list[int]:
    """The vampires a chosen strike of the opposing minion attempts to inflict aggravated damage on, from
    public facts (the strikes chosen, the range, strength): a hand or damage strike, aggravated (or made so
    by a combat modifier), dealing damage at this range (RTR 19980928, ANK 20211102), not aimed at a
    retainer; dodged or not, preventable or not, treated as normal damage or not (LSJ 20011005, ANK
    20200130-1). Environmental and other non-strike damage does not count (ANK 20220114)."""
    if c.over or not c.both_ready(s):
        return []
    out: list[int] = []
    for uid, st in c.chosen:
        target = c.other(uid)
        if st.kind not in DAMAGING or st.at >= 0 or target in out or not is_vampire(s, target):
            continue
        agg = st.agg or (st.kind == "hand" and c.has(uid, "agg-hand")) or AGG_ON_VAMPIRES in c.flags
        agg = agg or bool(AGG_TAKEN and agg_taken(s, target, uid)) or ammo_bonus(c, uid, st) > 0
        if agg and strike_damage(s, c, uid, st) > 0:
            out.append(target)
    return out


@cache
def aggravated_cards() -> tuple[tuple[int, str], ...]:
    """The cards with a use at :data:`AGGRAVATED_STRIKE` and the kind of that use."""

    return tuple((card, use.as_) for card, cd in CARDS.items() for use in cd.uses if AGGRAVATED_STRIKE in use.moments)


def holds_aggravated_card(card: int) -> bool:
    return any(c == card for c, _ in aggravated_cards())


class AggravatedWindow(Window):
    """The strikes are chosen, not yet resolved (VT-STR-02): the Methuselahs may play the cards usable then.
    Opened only when the public facts say a strike attempts to inflict aggravated damage on a vampire
    (:func:`aggravated_targets`: an out-of-turn master, VT-CARD-44: not during your own turn, VT-CARD-43:
    one until your next master phase) or a rule of :data:`BEFORE_RESOLUTION` names a combatant's Methuselah
    (a gun's strike, for ammo); a Methuselah is asked when its hand is not empty and its deck could hold
    such a card (VT-SEQ-02 order, the combatants' Methuselahs first)."""

    __slots__ = ()

    kind = "aggravated"

    def __init__(self) -> None:
        super().__init__(-1)

    def moment(self, s: VTESState) -> str:
        return AGGRAVATED_STRIKE

    def seats(self, s: VTESState) -> list[int]:
        out = combatant_seats(s, the_combat(s))
        if out:
            self.acting = out[0]
        return impulse_order(s, self.acting, out) if out else out

    def could_act(self, s: VTESState, seat: int) -> bool:
        c = the_combat(s)
        if not s.hand[seat] or not deck_may_hold(s, seat, holds_aggravated_card):
            return False
        kinds = {kind for _, kind in aggravated_cards()}
        aggravated = bool(aggravated_targets(s, c))
        oot = aggravated and OOT in kinds and seat != s.current and ("oot", seat) not in s.game_marks
        fighting = COMBAT in kinds and seat in combatant_seats(s, c)
        return oot or (fighting and seat in before_resolution_seats(s, c))

    def prompt(self, state: VTESState) -> str:
        s = state
        targets = aggravated_targets(s, the_combat(s))
        if not targets:
            return prompts.ask(N_("The strikes are chosen, before they resolve: play a card, or pass."))
        names = ", ".join(ops.label(s, u) for u in targets)
        return prompts.ask(
            N_("A strike attempts to inflict aggravated damage on {minion}: play a card, or pass."), minion=names
        )

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        yield from window_plays(s, self, seat, why)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        play_from_window(s, self, seat, action)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"window": self.kind, "step": "strike", "asking": self.seat}


def free_additional(c: Combat) -> None:
    """VT-STR-15: an additional strike may be any strike, even after the minion used the maneuver
    of a strike card or weapon (which committed only its first strike, VT-RNG-05); a card that
    names its additional strike (``forced-additional``) keeps it to that one."""
    kept = tuple(m for m in c.mods if m[1] != "forced")
    c.mods = kept + tuple((u, "forced", v, sc) for u, k, v, sc in kept if k == "forced-additional")


class StrikeChoice(Frame):
    """A combatant's controller chooses its strike (VT-STR-03): ``strike <name>`` for the hand strike
    and the strikes its equipment or text gives, or ``play <card>`` for a strike card."""

    __slots__ = ("uid", "additional")

    def __init__(self, uid: int, additional: bool = False) -> None:
        super().__init__(None)
        self.uid = uid
        self.additional = additional

    def run(self, state: VTESState) -> None:
        s = state
        if self.uid not in s.minions:
            s.finish(self)
            return
        seat = s.controller(self.uid)
        if self.chosen_already(s) or seat < 0:
            s.finish(self)
            return
        intrinsic_strikes = late.core().intrinsic_strikes

        c = the_combat(s)
        options = payable(s, c, self.uid, intrinsic_strikes(s, c, self.uid))
        alone = len(options) <= 1 and not self.has_cards(s, seat) and not named_strikes(s, c, self.uid, options)
        if alone and options and MAY_NOT_STRIKE and may_not_strike(s, c, self.uid):
            alone = False  # that strike, or none
        if cannot_strike(c, self.uid) or alone:  # nothing to choose
            set_strike(s, the_combat(s), self.uid, options[0] if options else NO_STRIKE)
            if options and STRIKE_COSTS:
                pay_strike(s, c, self.uid, options[0])
            s.finish(self)
            return
        self.seat = seat

    def chosen_already(self, s: VTESState) -> bool:
        return any(u == self.uid for u, _ in the_combat(s).chosen)

    def has_cards(self, s: VTESState, seat: int) -> bool:
        """Cards in hand, or a card it may play as if from hand (The Erciyes Fragments): public."""
        return bool(s.hand[seat]) or (bool(AS_FROM_HAND) and any(True for _ in from_elsewhere(s, seat)))

    def moment(self, s: VTESState) -> str:
        return "strike"

    def prompt(self, state: VTESState) -> str:
        s = state
        c = the_combat(s)
        template = prompts.STRIKE.get(c.range, prompts.STRIKE_ANY)
        return prompts.ask(
            template, round=c.round, range=c.range, minion=ops.label(s, self.uid), strength=c.strength(s, self.uid)
        )

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        intrinsic_strikes = late.core().intrinsic_strikes

        s = state
        assert self.seat is not None
        c = the_combat(s)
        options = payable(s, c, self.uid, intrinsic_strikes(s, c, self.uid))
        for st in options:
            if not equipment_choices(s, c, self.uid, st):
                yield strike_action(st.name)
        yield from named_strikes(s, c, self.uid, options)
        if not cannot_strike(c, self.uid):
            ctx = strike_ctx(s, self)
            yield from hand_plays(s, ctx, self.seat)
        if not options or (MAY_NOT_STRIKE and may_not_strike(s, c, self.uid)):
            yield strike_action("none")  # nothing usable at this range: no strike (VT-STR-05)

    def resolve(self, state: VTESState, action: Action) -> None:
        intrinsic_strikes = late.core().intrinsic_strikes

        s = state
        if action.verb == "strike":
            c = the_combat(s)
            chosen = next((st for st in intrinsic_strikes(s, c, self.uid) if st.name == action.args[0]), NO_STRIKE)
            if len(action.args) > 1 and chosen.kind in EQUIPMENT_STRIKES:
                chosen = chosen._replace(equipment=int(action.args[1]))  # the card it takes (VT-STR-10)
            elif len(action.args) > 1 and chosen.kind != "none":
                chosen = chosen._replace(at=int(action.args[1]))  # aimed at a retainer (VT-STR-17)
            set_strike(s, c, self.uid, chosen)
            if STRIKE_COSTS:
                pay_strike(s, c, self.uid, chosen)
            s.finish(self)
            return
        assert self.seat is not None
        ctx = strike_ctx(s, self)
        plays = action_plays(s, ctx, self.seat, action)  # from hand, or as if (Erciyes Fragments)
        self.seat = None  # after the card is played (or withdrawn), look again
        start_play(s, s.controller(self.uid), facts(plays[0].card).name, plays, ctx)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"strike": self.uid}


@cache
def outsider_moment(step: str) -> frozenset[str]:
    """The moment of an ability a minion not involved in the combat may use at a step ("before range is chosen
    in a combat that does not involve Mariel": ``before-range-any``): its Methuselah is asked then."""
    return frozenset((step + "-any",))


@cache
def aimed_action(name: str, retainer: int) -> Action:
    return Action("strike", (name, retainer))


def retainers_of(s: VTESState, uid: int) -> list[int]:
    """The retainers a minion employs (VT-ACT-19)."""
    placed = s.placed
    return [p for p in s.minions[uid].cards if p in placed and facts(placed[p].card).is_type("Retainer")]


def aimed_strikes(s: VTESState, c: Combat, uid: int, options: list[Strike]) -> list[Action]:
    """VT-STR-17: at long range, a ranged damage strike may be aimed at one of the opposing minion's
    retainers, named as the strike is chosen (``strike <name> <retainer>``)."""
    if c.range != LONG:
        return []
    target = c.other(uid)
    if target not in s.minions:
        return []
    found = retainers_of(s, target)
    return [aimed_action(st.name, r) for st in options if st.ranged and st.kind == "damage" for r in found]


#: Strikes that take one equipment card of the opposing minion, which the striker chooses (VT-STR-10, VT-STR-11).
EQUIPMENT_STRIKES = frozenset(("destroy", "steal-equipment"))


def equipment_choices(s: VTESState, c: Combat, uid: int, st: Strike) -> list[Action]:
    """VT-STR-10, VT-STR-11: a strike burning or stealing equipment names the card it takes
    (``strike <name> <card>``) when the opposing minion has more than one it could take (version 2:
    the first card, unasked)."""
    if st.kind not in EQUIPMENT_STRIKES or st.equipment >= 0 or old(s, "equipment_struck"):
        return []  # a strike naming its card already ("an opposing minion can strike: steal this equipment")
    from .effects.core import OR_RETAINER, struck_candidates

    target = c.other(uid)
    retainers = st.name.endswith(OR_RETAINER)
    cards = struck_candidates(s, target, st.name.endswith("weapon"), retainers) if target in s.minions else []
    return [aimed_action(st.name, p) for p in cards] if len(cards) > 1 else []


def named_strikes(s: VTESState, c: Combat, uid: int, options: list[Strike]) -> list[Action]:
    """The strikes chosen with what they name: a retainer aimed at (VT-STR-17), equipment taken
    (VT-STR-10)."""
    out = aimed_strikes(s, c, uid, options)
    for st in options:
        out.extend(equipment_choices(s, c, uid, st))
    return out


#: STRIKE_COSTS -> fns (state, combat, striker, strike) -> the blood or life more that strike costs the
#: striker ("strikes against Lucian cost an additional blood or life"): paid as the strike is chosen
#: (LSJ 20090703); a strike card's own cost is raised instead (a rule of ``core.COST_CHANGES``).
STRIKE_COSTS: list[Callable[[VTESState, Combat, int, Strike], int]] = []
#: MAY_NOT_STRIKE -> fns (state, combat, minion) -> whether that minion may choose not to strike ("a
#: minion opposing Lucian may choose not to strike"): never one held to a strike (LSJ 20090528-2-2).
MAY_NOT_STRIKE: list[Callable[[VTESState, Combat, int], bool]] = []


def strike_cost(s: VTESState, c: Combat, uid: int, st: Strike) -> int:
    """The blood or life more a strike costs its striker (:data:`STRIKE_COSTS`)."""
    return sum(rule(s, c, uid, st) for rule in STRIKE_COSTS)


def payable(s: VTESState, c: Combat, uid: int, options: list[Strike]) -> list[Strike]:
    """The strikes whose cost (:data:`STRIKE_COSTS`) the striker can pay: no other is offered."""
    if not STRIKE_COSTS or uid not in s.minions:
        return options
    return [st for st in options if strike_cost(s, c, uid, st) <= s.minions[uid].blood]


def pay_strike(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    """The striker burns what its strike costs more (:data:`STRIKE_COSTS`), as it is chosen."""
    n = strike_cost(s, c, uid, st)
    other = c.other(uid)
    if n > 0 and uid in s.minions:
        name = facts(s.minions[other].card).name if other in s.minions else ""
        ops.say(s, N_("{minion} burns {n} blood ({card})."), minion=ops.label(s, uid), n=n, card=name)
        ops.burn_blood(s, uid, n)


def may_not_strike(s: VTESState, c: Combat, uid: int) -> bool:
    """A rule lets the minion choose not to strike (:data:`MAY_NOT_STRIKE`), unless it is held to a
    strike (a maneuver's forced strike)."""
    return not c.value(uid, "forced") and any(rule(s, c, uid) for rule in MAY_NOT_STRIKE)


def cannot_strike(c: Combat, uid: int) -> bool:
    """A card says this minion cannot strike (this round, or in the first round)."""
    return c.has(uid, "no-strike") or (c.round == 1 and "no-strike-first-round" in c.flags)


def strike_ctx(s: VTESState, frame: StrikeChoice) -> Any:
    current_action = late.actions().current_action

    return Ctx("strike", current_action(s), the_combat(s), None, frame)


def set_strike(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    """The combatant's strike for this pair (VT-STR-02); a strike card's maneuver already chose it
    (VT-RNG-05)."""
    tied = tuple(v for u, k, v, _ in c.mods if u == uid and k == ON_HIT)
    if tied:  # a card played as this strike is chosen is tied to it (Target Vitals)
        c.mods = tuple(m for m in c.mods if not (m[0] == uid and m[1] == ON_HIT))
    plus = sum(h.plus for h in tied)
    if plus and st.kind in DAMAGING:  # "the strike does +N damage" (none on a strike that inflicts no damage)
        st = st._replace(amount=st.amount + plus)
    st = st._replace(on_hit=(*strike_of(c, uid).on_hit, *st.on_hit, *tied))  # kept if chosen again
    c.chosen = (*tuple(x for x in c.chosen if x[0] != uid), (uid, st))
    if st.kind != "none":
        ops.say(s, STRIKE_SAID.get(st.name, N_("{minion} strikes: {name}.")), minion=ops.label(s, uid), name=st.name)


def strike_of(c: Combat, uid: int) -> Strike:
    for u, st in c.chosen:
        if u == uid:
            return st
    return NO_STRIKE


# ------------------------------------------------------------------------ strike resolution


def resolve_pair(s: VTESState, c: Combat, additional: bool = False) -> None:
    """VT-STR-08: "combat ends" resolves first and stops everything. A first strike chosen by one
    combatant only resolves alone, its damage included, before the other strike (VT-STR-12:
    :class:`LaterStrike`); otherwise both strikes resolve together (two first strikes too): effects
    first, damage after (VT-STR-13)."""
    strike_effect = late.core().strike_effect

    sa, sb = strike_of(c, c.a), strike_of(c, c.b)
    if sa.kind == "ends" or sb.kind == "ends":
        for uid, st in ((c.a, sa), (c.b, sb)):
            if st.kind == "ends":
                strike_effect(s, c, uid, st)
        c.over = True
        ops.say(s, N_("The combat ends."))
        return
    if sa.first != sb.first:  # VT-STR-12: one first strike
        first, later = (c.a, c.b) if sa.first else (c.b, c.a)
        s.push(LaterStrike(later, additional))  # runs once the first strike's damage is resolved
        resolve_strikes(s, c, ((first, strike_of(c, first)),), environment=False, initial=not additional)
        return
    resolve_strikes(s, c, ((c.a, sa), (c.b, sb)), environment=not additional, initial=not additional)


#: A combat flag: "all damage inflicted on vampires during the resulting combat is aggravated" (the
#: damage of the strikes and of their resolution, environmental damage included).
AGG_ON_VAMPIRES = "agg-on-vampires"
#: AGG_TAKEN -> fns (state, minion struck, striking minion) -> whether the damage that striker's strikes
#: inflict on that minion is aggravated ("damage inflicted on Selena by a werewolf is aggravated").
AGG_TAKEN: list[Callable[[VTESState, int, int], bool]] = []


def agg_taken(s: VTESState, target: int, striker: int) -> bool:
    """Whether a rule of :data:`AGG_TAKEN` makes the striker's damage on ``target`` aggravated."""
    return striker in s.minions and target in s.minions and any(rule(s, target, striker) for rule in AGG_TAKEN)


def resolve_strikes(
    s: VTESState, c: Combat, strikes: tuple[tuple[int, Strike], ...], environment: bool, initial: bool = False
) -> None:
    """Strikes resolved at once: their effects now, their damage then resolved (VT-STR-13); the
    environmental damage comes "during normal strike resolution" (VT-DMG-12)."""
    pending: list[tuple[int, int, int, int, Strike]] = []  # (target, normal, agg, striker, strike)
    at_once(s, c, strikes)
    for uid, st in strikes:
        one_strike(s, c, uid, st, pending)
        if c not in s.stack:
            return  # a strike's effect ousted the acting Methuselah: the turn has ended (VT-OUST-05)
    once_counted(s, c, pending)
    if environment:
        environmental(s, c, pending)
    for target, normal, agg, striker, st in pending:
        if target in s.minions or target in s.placed:
            queue_damage(s, c, (target, normal, agg, striker, st), initial)
    if c.damage:
        s.push(DamageFrame())


def queue_damage(s: VTESState, c: Combat, one: tuple[int, int, int, int, Strike], initial: bool) -> None:
    """One damage of the strikes' resolution, queued for the damage resolution (VT-DMG)."""
    target, normal, agg, striker, st = one
    if st.normal_only:  # Psychic Assault: no effect makes its damage aggravated
        normal, agg = normal + agg, 0
    elif normal and AGG_ON_VAMPIRES in c.flags and target in s.minions and is_vampire(s, target):
        normal, agg = 0, agg + normal  # "all damage inflicted on vampires during the combat is aggravated"
    elif normal and AGG_TAKEN and agg_taken(s, target, striker):
        normal, agg = 0, agg + normal
    flags = unpreventable_flags(st)
    if initial and striker >= 0:  # the damage of this round's initial strikes (Superior Mettle)
        c.initial = (*c.initial, len(c.damage))
    if st.on_hit and striker >= 0 and target == c.other(striker):
        c.hits = (*c.hits, *((len(c.damage), agg > 0, h) for h in st.on_hit))
    c.damage = (*c.damage, (target, normal, agg, striker, flags))


def unpreventable_flags(st: Strike) -> str:
    """The damage's flags: ``unpreventable``, or ``no-<discipline>`` (cards requiring it cannot prevent it)."""
    if st.unpreventable_by == ANY_PREVENTION:
        return "unpreventable"
    return "no-" + st.unpreventable_by if st.unpreventable_by else ""


#: ``Strike.cap``: "damage from this strike is reduced to zero" (Autonomic Mastery's hand strike).
NO_DAMAGE = -1


#: A strike effect that changes the strikes resolved at the same time as it (Blood Rage: "the opposing
#: vampire's strikes with weapons inflict no damage this round"): in place before their damage is counted.
WEAPONS_HARMLESS = "weapons-harmless"
AT_ONCE = frozenset((WEAPONS_HARMLESS,))


def at_once(s: VTESState, c: Combat, strikes: tuple[tuple[int, Strike], ...]) -> None:
    """The effects of :data:`AT_ONCE` of the strikes resolving now, unless dodged (VT-STR-07)."""
    strike_effect = late.core().strike_effect

    for uid, st in strikes:
        if st.after in AT_ONCE and not dodged(c, uid, st) and uid in s.minions:
            strike_effect(s, c, uid, st._replace(kind="none"))


def dodged(c: Combat, uid: int, st: Strike) -> bool:
    """VT-STR-07: the opposing minion's dodge shields it from this strike."""
    other = strike_of(c, c.other(uid))
    return (other.kind == "dodge" or other.dodges) and not st.undodgeable


class LaterStrike(Frame):
    """VT-STR-12: the normal strike that waits for the opposing first strike and its damage. A
    combatant the first strike burned or sent to torpor does not strike; one whose striking weapon
    it stole or destroyed loses its strike."""

    __slots__ = ("uid", "additional")

    def __init__(self, uid: int, additional: bool = False) -> None:
        super().__init__(None)
        self.uid = uid
        self.additional = additional

    def run(self, state: VTESState) -> None:
        s = state
        s.finish(self)
        c = the_combat(s)
        if c.over or not c.both_ready(s):
            return
        st = strike_of(c, self.uid)
        if weapon_lost(s, self.uid, st):
            ops.say(s, N_("{minion} lost the weapon it strikes with: no strike."), minion=ops.label(s, self.uid))
            st = NO_STRIKE
        resolve_strikes(s, c, ((self.uid, st),), environment=not self.additional, initial=not self.additional)


def weapon_lost(s: VTESState, uid: int, st: Strike) -> bool:
    """The equipment a strike comes from is no longer on the striker (destroyed or stolen)."""
    if st.source < 0 or st.source == uid:
        return False
    p = s.placed.get(st.source)
    return p is None or p.host != uid


def one_strike(s: VTESState, c: Combat, uid: int, st: Strike, pending: list[tuple[int, int, int, int, Strike]]) -> None:
    """A strike resolved (:func:`strike_resolves`); then the weapon an ammo card said to burn "after strike
    resolution" is burned (:data:`AMMO`: not when the combat ended before the strike resolved)."""
    strike_resolves(s, c, uid, st, pending)
    if st.source in s.placed and any(u == uid and k == AMMO and v[0] == st.source for u, k, v, _ in c.mods):
        ops.say(s, N_("{card} is burned."), card=facts(s.placed[st.source].card).name)
        ops.burn_placed(s, st.source)


#: "This gun inflicts +N aggravated damage each strike for the remainder of this combat. Burn the gun after
#: strike resolution" (an ammo card): a combat modifier of the striker, its value (gun uid, N).
AMMO = "ammo"


def ammo_bonus(c: Combat, uid: int, st: Strike) -> int:
    """The aggravated damage :data:`AMMO` adds to this strike of a weapon."""
    if st.source < 0:
        return 0
    return sum(int(v[1]) for u, k, v, _ in c.mods if u == uid and k == AMMO and v[0] == st.source)


def strike_resolves(
    s: VTESState, c: Combat, uid: int, st: Strike, pending: list[tuple[int, int, int, int, Strike]]
) -> None:
    """A strike's effect, or its damage added to ``pending``; a dodge shields from it (VT-STR-07)."""
    strike_effect = late.core().strike_effect

    target = c.other(uid)
    if st.recoil and uid in s.minions and (c.range == CLOSE or not st.recoil_close):  # dodged or not (LSJ 19970801)
        pending.append((uid, 0 if st.agg else st.recoil, st.recoil if st.agg else 0, -1, NO_STRIKE))
        c.add(uid, RECOILED, st.source, "combat")  # "only once each combat" for a weapon's (Zip Gun)
    if not reaches(s, c, uid, target, st):
        return
    dmg = strike_damage(s, c, uid, st)
    if st.kind not in DAMAGING:
        strike_effect(s, c, uid, st)  # which also applies the card's own effect (``after``)
        return
    hit = aimed_at(s, target, st)
    if hit == target:  # "each strike made by the opposing minion against him inflicts 1 less damage" (Nephandus)
        dmg -= c.total(target, LESS_DAMAGE)
    if st.cap:  # "if more than N damage is inflicted with this strike, ignore the excess"
        dmg = min(dmg, max(st.cap, 0))  # NO_DAMAGE: none
    if dmg > 0:  # added damage needs damage to add to (RTR 19960221)
        aggravated = st.agg or (st.kind == "hand" and c.has(uid, "agg-hand"))
        more = ammo_bonus(c, uid, st)
        pending.append((hit, 0 if aggravated else dmg, (dmg if aggravated else 0) + more, uid, st))
    if st.after and st.after not in ONCE_COUNTED:
        strike_effect(s, c, uid, st)


#: Strike effects (``Strike.after``) of damaging strikes that wait until the damage of every strike resolved
#: at the same time is counted: "the minion with this card has -1 strength" does not apply to the opponent's
#: current strike (Withering, LSJ 20020211).
ONCE_COUNTED: set[str] = set()


def once_counted(s: VTESState, c: Combat, pending: list[tuple[int, int, int, int, Strike]]) -> None:
    """The effects of :data:`ONCE_COUNTED` of the strikes that reached the opposing minion (their damage in
    ``pending``)."""
    strike_effect = late.core().strike_effect

    for _, _, _, striker, st in pending:
        if st.after in ONCE_COUNTED and striker in s.minions:
            strike_effect(s, c, striker, st)


#: Strike effects (``Strike.after``) that happen once the strike is used, whether it reaches the opposing
#: minion or not ("burn after use" of a weapon: a dodged strike was used all the same).
WHEN_USED: set[str] = set()


def reaches(s: VTESState, c: Combat, uid: int, target: int, st: Strike) -> bool:
    """The strike reaches the opposing minion: not dodged (VT-STR-07), both minions still there, no coin
    flip against it (Gemini's Mirror); one that does not still does what :data:`WHEN_USED` says."""
    if dodged(c, uid, st):
        used_anyway(s, c, uid, st)
        return False
    if uid not in s.minions or target not in s.minions:
        return False
    if c.has(target, COIN_FLIP) and coin_misses(s, c, target, st):
        used_anyway(s, c, uid, st)
        return False
    return True


def used_anyway(s: VTESState, c: Combat, uid: int, st: Strike) -> None:
    """A strike that did not reach the opposing minion (dodged, VT-STR-07; no effect on it) still does
    what :data:`WHEN_USED` says of it."""
    from .effects import strike_effect

    if st.after in WHEN_USED and uid in s.minions:
        strike_effect(s, c, uid, st._replace(kind="none"))


#: "For each strike made against this vampire, flip a coin. If it's tails, the strike has no effect on
#: this vampire. This lasts until heads is flipped or combat ends" (Gemini's Mirror): a combat modifier.
COIN_FLIP = "coin-flip"
#: Strikes made against the minion itself: not its equipment or retainers (LSJ 20031118), nor dodges.
AGAINST_MINION = frozenset(("hand", "damage", "strength", "steal", "torpor"))
#: The strikes that inflict damage: a hand strike (VT-STR-06), a damage strike, and a strike of "strength
#: damage" that is not a hand strike (Earthshock: "strength ranged damage").
DAMAGING = frozenset(("hand", "damage", "strength"))


def coin_misses(s: VTESState, c: Combat, target: int, st: Strike) -> bool:
    """:data:`COIN_FLIP`: a coin is flipped (the state's generator) for a strike made against the minion;
    tails, it has no effect on it; heads ends the effect."""
    if st.kind not in AGAINST_MINION or st.at >= 0:
        return False
    if s.rng.below(2):
        c.mods = tuple(m for m in c.mods if not (m[0] == target and m[1] == COIN_FLIP))
        ops.say(s, N_("Heads: the strike reaches {minion}."), minion=ops.label(s, target))
        return False
    ops.say(s, N_("Tails: the strike has no effect on {minion}."), minion=ops.label(s, target))
    return True


def aimed_at(s: VTESState, target: int, st: Strike) -> int:
    """What a strike's damage hits: the opposing minion, or the retainer of it the strike was aimed at
    while that retainer is still there (VT-STR-17)."""
    if st.at >= 0:
        p = s.placed.get(st.at)
        if p is not None and p.host == target:
            return st.at
    return target


def take_extra(c: Combat) -> None:
    """Each additional strike used lowers what is left (VT-STR-14)."""
    c.extra = tuple((u, max(0, n - 1)) for u, n in c.extra)  # each step uses one, struck or not


#: STRIKE_BONUS -> fns (state, combat, striker, strike) -> the damage (or blood stolen) a strike deals
#: more ("The Dracon inflicts +1 damage or steals 1 additional blood or life with ranged strikes"); a
#: strike dealing none gets nothing (RTR 19960221).
STRIKE_BONUS: list[Callable[[VTESState, Combat, int, Strike], int]] = []


def strike_bonus(s: VTESState, c: Combat, uid: int, st: Strike) -> int:
    """What the rules of :data:`STRIKE_BONUS` add to the strike."""
    return sum(rule(s, c, uid, st) for rule in STRIKE_BONUS)


def strike_damage(s: VTESState, c: Combat, uid: int, st: Strike) -> int:
    """A hand strike deals the striker's strength at close range (VT-STR-06); ranged strikes and
    'R' damage work at any range (VT-STR-05); the opposing Blood Rage or Soul Burn zeroes weapons;
    a strike dealing damage deals what :data:`STRIKE_BONUS` adds."""
    dmg = base_damage(s, c, uid, st)
    return dmg + strike_bonus(s, c, uid, st) if dmg > 0 and STRIKE_BONUS else dmg


def base_damage(s: VTESState, c: Combat, uid: int, st: Strike) -> int:
    if st.kind == "hand":
        return c.strength(s, uid) + st.amount + c.total(uid, HAND_DAMAGE) if c.range == CLOSE else 0
    if st.kind == "strength":  # "strength (+N) damage", ranged or not, not a hand strike
        return c.strength(s, uid) + st.amount if c.range == CLOSE or st.ranged else 0
    if st.kind == "damage":
        if c.range == LONG and not st.ranged:
            return 0
        if st.source >= 0 and c.has(uid, "no-weapon-damage"):
            return 0
        return st.amount
    return 0


#: Combat key: each strike or damaging effect of the opposing minion inflicts N less damage on this one.
LESS_DAMAGE = "less-damage"


def environmental(s: VTESState, c: Combat, pending: list[tuple[int, int, int, int, Strike]]) -> None:
    """Damage dealt each round during normal strike resolution by effects (Carrion Crows, Murder of
    Crows; ``env-close``: only at close range, Wolf Companion; ``env-unpreventable``: Gianna di Canneto):
    environmental, never dodged (VT-DMG-12)."""
    for uid in (c.a, c.b):
        n = c.total(uid, "env") + (c.total(uid, "env-close") if c.range == CLOSE else 0)  # Wolf Companion
        n -= c.total(c.other(uid), LESS_DAMAGE)
        if n > 0 and flagged(s, c.other(uid), IMMUNE_RETAINERS):
            n -= retainers_immune(s, c, uid, n)
        if n > 0:
            pending.append((c.other(uid), n, 0, -1, NO_STRIKE))
        u = c.total(uid, ENV_UNPREVENTABLE)  # an ally's (Gianna di Canneto's)
        if u > 0 and flagged(s, c.other(uid), IMMUNE_ALLIES):
            line = N_("{stripped} damage to {minion} lands unsuccessfully: it is immune (VT-DMG-13).")
            ops.say(s, line, stripped=u, minion=ops.label(s, c.other(uid)))
        elif u > 0:
            pending.append((c.other(uid), u, 0, -1, UNPREVENTABLE_ENV))


#: "immune to damage from allies" (a card's flag): an ally's strikes, and what an ally inflicts outside
#: combat (:func:`immune_to_source`), land unsuccessfully (VT-DMG-13).
IMMUNE_ALLIES = "immune-allies"
#: "immune to damage from retainers": the environmental damage a retainer inflicts each round (its
#: combat keys ``env-retainer``, ``env-close-retainer``, given beside ``env``, ``env-close``).
IMMUNE_RETAINERS = "immune-retainers"


def retainers_immune(s: VTESState, c: Combat, uid: int, n: int) -> int:
    """The part of ``uid``'s environmental damage ``n`` its retainers inflict, which lands
    unsuccessfully on an opposing minion immune to them (VT-DMG-13)."""
    r = c.total(uid, "env-retainer") + (c.total(uid, "env-close-retainer") if c.range == CLOSE else 0)
    stripped = min(n, r)
    if stripped > 0:
        ops.say(
            s,
            N_("{stripped} damage to {minion} lands unsuccessfully: it is immune (VT-DMG-13)."),
            stripped=stripped,
            minion=ops.label(s, c.other(uid)),
        )
    return stripped


def immune_to_source(s: VTESState, target: int, source: int) -> bool:
    """Whether ``target`` is immune to damage from ``source``: an ally (a minion not a vampire) or a
    retainer, to a minion with the flag (VT-DMG-13)."""
    if target not in s.minions:
        return False
    if source in s.minions:
        return not is_vampire(s, source) and flagged(s, target, IMMUNE_ALLIES)
    return (
        source in s.placed and "Retainer" in facts(s.placed[source].card).types and flagged(s, target, IMMUNE_RETAINERS)
    )


# ------------------------------------------------------------------------ damage (VT-DMG)


class DamageFrame(Frame):
    """Damage resolution, the acting side first: damage a minion is immune to lands unsuccessfully
    (VT-DMG-13); each damaged minion's Methuselah may prevent (:class:`PreventWindow`), then the
    damage is dealt (VT-DMG-01 to VT-DMG-11); a retainer aimed at loses life (VT-STR-17)."""

    __slots__ = ("i", "asked", "inflict_asked", "torpor_asked", "burn_asked")

    def __init__(self) -> None:
        super().__init__(None)
        self.i = 0
        self.asked = False
        self.inflict_asked = False  # the striker was asked to add to this damage (:class:`InflictWindow`)
        self.torpor_asked = False  # the table was told this damage sends its vampire to torpor
        self.burn_asked = False  # the table was told this damage burns its ally (:class:`AllyBurnWindow`)

    def run(self, state: VTESState) -> None:
        s = state
        c = the_combat(s)
        while self.i < len(c.damage):
            target, normal, agg, _, _ = c.damage[self.i]
            if target in s.placed:  # a retainer a ranged strike was aimed at (VT-STR-17)
                self.i += 1
                self.asked = False
                ops.retainer_loses_life(s, target, normal + agg)
                continue
            if target not in s.minions or not s.is_ready(target) or normal + agg <= 0:
                self.i += 1
                self.asked = False
                continue
            if not self.asked:
                self.asked = True
                for rule in active(s, DAMAGE_AIMED):  # before prevention: "even if it is prevented"
                    rule(s, c, self.i)
                if self.prevention(s, c):
                    return
                continue
            if not self.inflict_asked and inflicting_bound(s, c, self.i):
                self.inflict_asked = True
                s.push(InflictWindow(self.i))
                return
            if not self.torpor_asked and torpor_bound(s, c, self.i):
                self.torpor_asked = True
                s.push(TorporWindow(target))
                return
            if not self.burn_asked and burn_bound(s, c, self.i):
                self.burn_asked = True
                s.push(AllyBurnWindow(target))
                return
            self.deal(s, c)
            if s.stack[-1] is not self:
                return  # what replaced the torpor goes on first (a diablerie and its blood hunt)
        c.damage = ()
        c.hits = ()
        c.initial = ()
        s.finish(self)

    def prevention(self, s: VTESState, c: Combat) -> bool:
        """Immunity (VT-DMG-13), the prevention that needs no decision, then the prevention step
        (VT-DMG-02). Returns whether the damaged minion's Methuselah is asked."""
        if strip_immune(s, c, self.i):
            return False  # it landed unsuccessfully (VT-DMG-13)
        target, normal, agg, striker, flags = c.damage[self.i]
        shield = c.value(target, "prevent-all-strikes")  # the discipline of the card that gave it
        if striker == c.other(target) and shield is not None and flags not in ("unpreventable", f"no-{shield}"):
            prevent(s, c, normal + agg, self.i)  # "all damage from the opposing minion's strikes"
            return False
        if after_first(s, c, self.i) or prevent_from_strike(s, c, self.i) or prevent_half(s, c, self.i):
            return False  # all of it prevented (Flesh of Marble, Stunt Cycle)
        if "unpreventable" not in flags:
            s.push(PreventWindow(self.i))
        return True

    def deal(self, s: VTESState, c: Combat) -> None:
        """The damage left after prevention is successfully inflicted (VT-DMG-03 to VT-DMG-11)."""
        target, normal, agg, striker, _ = c.damage[self.i]
        self.i += 1
        self.asked = self.inflict_asked = self.torpor_asked = self.burn_asked = False
        if normal + agg > 0:
            normal, agg = on_hit(s, c, self.i - 1, normal, agg)
        if striker >= 0:  # what each combatant successfully inflicted this round (Disarm)
            key = ("dealt", c.serial, c.round, striker)
            s.marks[key] = s.marks.get(key, 0) + normal + agg
        if normal + agg > 0:
            s.marks[(TAKEN, c.serial, c.round, target)] = True
        if agg and c.has(target, AGG_AS_NORMAL):  # "treats aggravated damage as normal damage"
            normal, agg = normal + agg, 0
        inflict(s, c, target, normal, agg)


# ------------------------------------------------------------------------ a vampire going to torpor

#: The moment the damage being inflicted is about to send a vampire to torpor (VT-DMG-05): "only usable
#: when the opposing vampire is going into torpor" (Decapitate, Amaranth).
TORPOR_BOUND = "torpor-bound"
#: ``(INSTEAD_OF_TORPOR, vampire)`` -> (what, minion): a card played as the vampire was going to torpor
#: replaces it: ``burn`` ("burn the opposing vampire instead") or ``diablerie`` ("diablerize ... instead").
INSTEAD_OF_TORPOR = "instead-of-torpor"


@cache
def cards_at(moment: str) -> tuple[int, ...]:
    """The cards with a use at ``moment`` (a window only they could use: :data:`TORPOR_BOUND`,
    :data:`DAMAGE_INFLICTED`)."""
    return tuple(card for card, cd in CARDS.items() if any(moment in u.moments for u in cd.uses))


def holds_torpor_card(card: int) -> bool:
    return card in cards_at(TORPOR_BOUND)


def torpor_bound(s: VTESState, c: Combat, index: int) -> bool:
    """The damage at ``index`` (with what a strike tied to it adds, and aggravated damage treated as normal)
    would wound a ready vampire without burning it (VT-DMG-04 to VT-DMG-09): it is going to torpor. Only
    told when some card could use it (public facts)."""
    if not cards_at(TORPOR_BOUND):
        return False
    target, normal, agg, _, _ = c.damage[index]
    if target not in s.minions or not s.is_ready(target) or not is_vampire(s, target):
        return False
    if c.has(target, WOUNDED_IN_COMBAT):
        return False  # already wounded: it goes to torpor after combat
    added = sum(h.damage for i, _, h in c.hits if i == index)
    aggravated = any(a for i, a, h in c.hits if i == index and h.damage)
    normal, agg = (normal, agg + added) if aggravated else (normal + added, agg)
    if agg and c.has(target, AGG_AS_NORMAL):
        normal, agg = normal + agg, 0
    blood = s.minions[target].blood
    wounded = normal > blood
    blood -= min(normal, blood)
    for _ in range(agg):
        if wounded and blood == 0:
            return False  # burned (VT-DMG-09)
        blood -= 1 if wounded else 0
        wounded = True
    return wounded


#: Rules told of each damage of the damage resolution as it is met, before its prevention step and before
#: immunity strips it ("if the opposing minion inflicts any damage on this minion at long range (even if it
#: is prevented)": Improvised Flamethrower), each ``(state, combat, index in c.damage)``; gated by ``needs``.
DAMAGE_AIMED: list[Callable[[VTESState, Combat, int], None]] = []


#: The moment of the cards "only usable as damage from a <strike> is resolved; only usable if this vampire inflicts
#: N or more damage" (Twisting the Knife): after the prevention step, the striker's Methuselah asked.
DAMAGE_INFLICTED = "damage-inflicted"


def holds_inflicting_card(card: int) -> bool:
    return card in cards_at(DAMAGE_INFLICTED)


#: The least damage the cards of :data:`DAMAGE_INFLICTED` need ("3 or more damage": Twisting the Knife): below it,
#: nobody is asked.
INFLICTING_AT_LEAST = 3


def inflicting_bound(s: VTESState, c: Combat, index: int) -> bool:
    """The damage at ``index``, left after prevention, comes from the opposing minion's strike (public facts),
    is enough for some card to add to it."""
    if not cards_at(DAMAGE_INFLICTED):
        return False
    target, normal, agg, striker, _ = c.damage[index]
    return striker == c.other(target) and striker in s.minions and normal + agg >= INFLICTING_AT_LEAST


class InflictWindow(Window):
    """The damage of a strike, past its prevention step, is being inflicted: the striker's Methuselah may play
    the cards usable "as damage from <a strike> is resolved" (Twisting the Knife), when its hand is not empty
    and its deck could hold one."""

    __slots__ = ("index",)

    kind = "inflict"

    def __init__(self, index: int) -> None:
        super().__init__(-1)
        self.index = index

    def moment(self, s: VTESState) -> str:
        return DAMAGE_INFLICTED

    def seats(self, s: VTESState) -> list[int]:
        seat = s.controller(the_combat(s).damage[self.index][3])
        self.acting = seat
        return [seat] if seat >= 0 else []

    def could_act(self, s: VTESState, seat: int) -> bool:
        return bool(s.hand[seat]) and deck_may_hold(s, seat, holds_inflicting_card)

    def prompt(self, state: VTESState) -> str:
        target, normal, agg, _, _ = the_combat(state).damage[self.index]
        return prompts.ask(
            N_("{n} damage is being inflicted on {minion}: play a card, or pass."),
            n=normal + agg,
            minion=ops.label(state, target),
        )

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        yield from window_plays(s, self, seat, why)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        play_from_window(s, self, seat, action)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        target, normal, agg, _, _ = the_combat(state).damage[self.index]
        return {"window": self.kind, "minion": target, "damage": normal, "aggravated": agg, "asking": self.seat}


class TorporWindow(Window):
    """The damage being inflicted sends a vampire to torpor: before it goes, the combatants' Methuselahs
    may play the cards "only usable when the opposing vampire is going into torpor" (Decapitate, Amaranth)
    or "when this vampire should go into torpor" (Undead Persistence). Asked when the hand is not empty and
    the deck could hold such a card (public facts), in impulse order; once one is played, nobody else."""

    __slots__ = ("target",)

    kind = "torpor"

    def __init__(self, target: int) -> None:
        super().__init__(-1)
        self.target = target

    def moment(self, s: VTESState) -> str:
        return TORPOR_BOUND

    def seats(self, s: VTESState) -> list[int]:
        out = combatant_seats(s, the_combat(s))
        if out:
            self.acting = out[0]
        return impulse_order(s, self.acting, out) if out else out

    def could_act(self, s: VTESState, seat: int) -> bool:
        c = the_combat(s)
        other = c.other(self.target)
        if not s.hand[seat] or other not in s.minions or seat not in (s.controller(other), s.controller(self.target)):
            return False
        return (INSTEAD_OF_TORPOR, self.target) not in s.marks and deck_may_hold(s, seat, holds_torpor_card)

    def prompt(self, state: VTESState) -> str:
        return prompts.ask(
            N_("{minion} is going to torpor: play a card, or pass."), minion=ops.label(state, self.target)
        )

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        yield from window_plays(s, self, seat, why)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        play_from_window(s, self, seat, action)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"window": self.kind, "minion": self.target, "asking": self.seat}


#: The moment of the cards "only usable when an ally would be burned in combat" (Left for Dead).
ALLY_BURN_BOUND = "ally-burn-bound"


@cache
def ally_burn_cards() -> tuple[int, ...]:
    """The cards with a use at :data:`ALLY_BURN_BOUND`."""

    return tuple(card for card, cd in CARDS.items() if any(ALLY_BURN_BOUND in u.moments for u in cd.uses))


def holds_ally_burn_card(card: int) -> bool:
    return card in ally_burn_cards()


def burn_bound(s: VTESState, c: Combat, index: int) -> bool:
    """The damage at ``index`` (with what a strike tied to it adds) would burn a ready ally, its life
    gone (VT-DMG-06). Only told when some card could use it (public facts)."""
    if not ally_burn_cards():
        return False
    target, normal, agg, _, _ = c.damage[index]
    if target not in s.minions or not s.is_ready(target) or is_vampire(s, target):
        return False
    added = sum(h.damage for i, _, h in c.hits if i == index)
    return normal + agg + added >= s.minions[target].blood


class AllyBurnWindow(Window):
    """The damage being inflicted burns an ally: before it is burned, a Methuselah may play a card "only
    usable when an ally would be burned in combat" (an out-of-turn master card: not in their own turn,
    VT-CARD-43). Asked when the hand is not empty and the deck could hold such a card (public facts)."""

    __slots__ = ("target",)

    kind = "ally-burn"

    def __init__(self, target: int) -> None:
        super().__init__(-1)
        self.target = target

    def moment(self, s: VTESState) -> str:
        return ALLY_BURN_BOUND

    def seats(self, s: VTESState) -> list[int]:
        self.acting = s.current
        return list(impulse_order(s, s.current, ()))

    def could_act(self, s: VTESState, seat: int) -> bool:
        if not s.hand[seat] or seat == s.current or ("oot", seat) in s.game_marks or self.target not in s.minions:
            return False
        return deck_may_hold(s, seat, holds_ally_burn_card)

    def prompt(self, state: VTESState) -> str:
        return prompts.ask(
            N_("{minion} would be burned in combat: play a card, or pass."), minion=ops.label(state, self.target)
        )

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        yield from window_plays(s, self, seat, why)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        play_from_window(s, self, seat, action)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"window": self.kind, "minion": self.target, "asking": self.seat}


#: "This vampire will not go to torpor until combat ends but is still considered wounded and can be burned as
#: normal. This vampire is sent into torpor after combat" (a combat modifier).
WOUNDED_IN_COMBAT = "wounded-until-combat-ends"


def instead_of_torpor(s: VTESState, uid: int, c: Combat) -> bool:
    """What a card played as the vampire was going to torpor does instead (:data:`INSTEAD_OF_TORPOR`):
    ``persist``: it stays ready until the combat ends, wounded, with 1 optional press this round."""
    found = s.marks.pop((INSTEAD_OF_TORPOR, uid), None)
    if found is None:
        return False
    what, by = found
    if what == "persist":
        c.add(uid, WOUNDED_IN_COMBAT, 1, "combat")
        c.add(uid, "press", 1, "round")
        ops.say(s, N_("{minion} will not go to torpor until combat ends."), minion=ops.label(s, uid))
    elif what == "diablerie" and by in s.minions and s.is_ready(by):
        from .actions import diablerie

        diablerie(s, by, uid)
    else:
        ops.burn(s, uid)
    return True


def on_hit(s: VTESState, c: Combat, index: int, normal: int, agg: int) -> tuple[int, int]:
    """Damage of a strike tied to an :class:`OnHit` is being successfully inflicted (after its
    prevention, VT-DMG-02, and not landing unsuccessfully, VT-DMG-13): the minion takes the added
    damage from this strike with it, of the strike's kind (RTR 19970630), all at once (LSJ
    20001111), past the prevention step; it gets the card's modifiers. Returns the damage now."""
    target = c.damage[index][0]
    for i, aggravated, hit in c.hits:
        if i != index:
            continue
        for key, value, scope in hit.mods:
            c.add(target, key, value, scope)
        if hit.damage > 0:
            ops.say(
                s, N_("{minion} takes {n} more damage from this strike."), minion=ops.label(s, target), n=hit.damage
            )
            normal, agg = (normal, agg + hit.damage) if aggravated else (normal + hit.damage, agg)
    return normal, agg


#: "This vampire treats aggravated damage as normal damage" (a combat modifier): it mends it with blood as it
#: is inflicted, after prevention (a card preventing only non-aggravated damage still cannot prevent it,
#: LSJ 20040812-2).
AGG_AS_NORMAL = "agg-as-normal"
#: "This vampire's hand strikes inflict +N damage" (a combat modifier, its value N).
HAND_DAMAGE = "hand-damage"
#: Damage was successfully inflicted on a minion this round: ``(TAKEN, combat serial, round, minion)``.
TAKEN = "taken"
#: "This combat, if a damage is successfully inflicted on this vampire in a given round, any additional
#: damage inflicted on it in the same round is automatically prevented": a combat modifier whose value
#: says which: ``normal`` (aggravated damage cannot be prevented this way) or ``all``.
PREVENT_AFTER_FIRST = "prevent-after-first"


#: "Prevent half the damage (round up) done by each strike of the opponent for the remainder of combat": a
#: combat modifier whose value names the discipline of the card that gave it (damage that cards requiring it
#: cannot prevent is left alone).
PREVENT_HALF = "prevent-half-strikes"


def half_up(n: int) -> int:
    """Half, rounded up."""
    return (n + 1) // 2


def prevent_half(s: VTESState, c: Combat, index: int) -> bool:
    """:data:`PREVENT_HALF`: half the preventable damage of the opposing minion's strike (round up) is
    prevented at once. Returns whether nothing is left."""
    target, normal, agg, striker, flags = c.damage[index]
    disc = c.value(target, PREVENT_HALF)
    if disc is None or striker != c.other(target) or flags in ("unpreventable", f"no-{disc}"):
        return False
    prevent(s, c, half_up(normal + agg), index)
    _, normal, agg, _, _ = c.damage[index]
    return normal + agg <= 0


def after_first(s: VTESState, c: Combat, index: int) -> bool:
    """:data:`PREVENT_AFTER_FIRST`: damage after the first damage successfully inflicted on the minion
    this round is prevented at once (preventable damage only). Returns whether nothing is left."""
    target, normal, agg, _, flags = c.damage[index]
    which = c.value(target, PREVENT_AFTER_FIRST)
    if which is None or "unpreventable" in flags or (TAKEN, c.serial, c.round, target) not in s.marks:
        return False
    n = normal + agg if which == "all" else normal
    if n <= 0:
        return False
    prevent(s, c, n, index, normal_only=which != "all")
    _, normal, agg, _, _ = c.damage[index]
    return normal + agg <= 0


#: "Prevent N damage from the opposing minion's strike during this strike resolution": a combat
#: modifier (its value N) spent on the first damage of the opposing minion's strikes this round.
PREVENT_FROM_STRIKE = "prevent-from-strike"


def prevent_from_strike(s: VTESState, c: Combat, index: int) -> bool:
    """:data:`PREVENT_FROM_STRIKE`: preventable damage from the opposing minion's strike is prevented at
    once, up to N (RTR 20041202), the rest not carried over (ANK 20200318). Returns whether nothing is
    left."""
    target, normal, agg, striker, flags = c.damage[index]
    n = c.total(target, PREVENT_FROM_STRIKE)
    if n <= 0 or striker != c.other(target) or "unpreventable" in flags:
        return False
    c.mods = tuple(m for m in c.mods if not (m[0] == target and m[1] == PREVENT_FROM_STRIKE))
    prevent(s, c, n, index)
    _, normal, agg, _, _ = c.damage[index]
    return normal + agg <= 0


#: The moment of an ability usable on damage to another Methuselah's minion ("prevent 1 damage inflicted on
#: any other minion in combat", Randall): its Methuselah is asked in that minion's prevention window.
DAMAGE_ANY = frozenset(("damage-any",))


class PreventWindow(Window):
    """The damaged minion may play damage-prevention cards one at a time (VT-DMG-02)."""

    __slots__ = ("index",)

    kind = "prevent"

    def __init__(self, index: int) -> None:
        super().__init__(-1)
        self.index = index

    def target(self, s: VTESState) -> int:
        return the_combat(s).damage[self.index][0]

    def moment(self, s: VTESState) -> str:
        return "damage"

    def seats(self, s: VTESState) -> list[int]:
        """The damaged minion's Methuselah, then every other one clockwise (VT-CMB-06)."""
        t = s.controller(self.target(s))
        self.acting = t
        if t < 0:
            return []
        return impulse_order(s, t, ())

    def could_act(self, s: VTESState, seat: int) -> bool:
        """Public facts: damage left, and cards in hand or a shield or an ability to prevent it; for
        another Methuselah, a card "not involved" its minions could play (VT-CMB-06)."""

        c = the_combat(s)
        target, normal, agg, _, _ = c.damage[self.index]
        if normal + agg <= 0:
            return False
        if seat != self.acting:
            return outsider_may_play(s, self, seat) or has_abilities(s, seat, DAMAGE_ANY)
        return bool(s.hand[seat]) or c.count(target, "shield") > 0 or has_abilities(s, seat, frozenset(("damage",)))

    def prompt(self, state: VTESState) -> str:
        target, normal, agg, _, _ = the_combat(state).damage[self.index]
        damage = said(prompts.DAMAGE_AGG, normal=normal, agg=agg) if agg else said(prompts.DAMAGE, n=normal)
        return prompts.ask(prompts.PREVENT, minion=ops.label(state, target), damage=damage)

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        yield from window_plays(s, self, seat, why)
        c = the_combat(s)
        target = self.target(s)
        shield_amount = late.core().shield_amount

        for n in sorted({v for u, k, v, _ in c.mods if u == target and k == "shield"}, key=str):
            if isinstance(n, int) or shield_amount(s, c, target, n) > 0:  # a keyed one when it applies
                yield shield_action(target, n)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        if action.verb == "shield":
            c = the_combat(s)
            uid, n = int(action.args[0]), action.args[1]
            for i, (u, k, v, _) in enumerate(c.mods):
                if u == uid and k == "shield" and v == n:
                    c.mods = c.mods[:i] + c.mods[i + 1 :]
                    break
            from .effects.core import SHIELD_COSTS, shield_amount

            prevent(s, c, shield_amount(s, c, uid, n), self.index)
            cost = SHIELD_COSTS.get(str(n))
            if cost is not None:  # what using it costs ("may burn 1 blood to prevent ...")
                cost(s, c, uid)
            return
        play_from_window(s, self, seat, action)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        target, normal, agg, _, _ = the_combat(state).damage[self.index]
        return {"window": self.kind, "minion": target, "damage": normal, "aggravated": agg, "asking": self.seat}


@cache
def shield_action(uid: int, n: Any) -> Action:
    return Action("shield", (uid, n))


def strip_immune(s: VTESState, c: Combat, index: int) -> bool:
    """VT-DMG-13: damage from a source the minion is immune to lands unsuccessfully: no blood or life
    is burned, there is no wound and no destruction. Immunity is a combat modifier ``immune`` whose
    value names the source ("all"; "strikes": the opposing minion's strikes; "environmental";
    "aggravated"; "normal"), or a card's lasting ``immune-damage`` flag (all damage). Returns whether
    nothing of this damage is left."""
    target, normal, agg, striker, flags = c.damage[index]
    kinds = {v for u, k, v, _ in c.mods if u == target and k == "immune"}
    if flagged(s, target, "immune-damage") or (striker >= 0 and immune_to_source(s, target, striker)):
        kinds.add("all")  # an ally's strike on a minion immune to allies' damage
    if not kinds:
        return False
    whole = (
        "all" in kinds
        or ("strikes" in kinds and striker == c.other(target))
        or ("environmental" in kinds and striker < 0)
    )
    left_normal = 0 if whole or "normal" in kinds else normal
    left_agg = 0 if whole or "aggravated" in kinds else agg
    stripped = normal + agg - left_normal - left_agg
    if stripped <= 0:
        return False
    dmg = list(c.damage)
    dmg[index] = (target, left_normal, left_agg, striker, flags)
    c.damage = tuple(dmg)
    ops.say(
        s,
        N_("{stripped} damage to {minion} lands unsuccessfully: it is immune (VT-DMG-13)."),
        stripped=stripped,
        minion=ops.label(s, target),
    )
    return left_normal + left_agg <= 0


def prevent(s: VTESState, c: Combat, n: int, index: int = -1, normal_only: bool = False) -> None:
    """Prevent up to ``n`` of the damage being resolved (VT-DMG-02); prevention may go to aggravated
    damage first (VT-DMG-10); ``normal_only``: "prevent N non-aggravated damage"."""
    if index < 0:
        for f in reversed(s.stack):
            if isinstance(f, PreventWindow):
                index = f.index
                break
    if index < 0:
        return
    target, normal, agg, striker, flags = c.damage[index]
    take_agg = 0 if normal_only else min(agg, n)
    take_normal = min(normal, n - take_agg)
    dmg = list(c.damage)
    dmg[index] = (target, normal - take_normal, agg - take_agg, striker, flags)
    c.damage = tuple(dmg)
    ops.say(s, N_("{n} damage to {minion} is prevented."), n=take_agg + take_normal, minion=ops.label(s, target))


def damage_to(s: VTESState, c: Combat) -> tuple[int, int, int, int, str] | None:
    """The damage now in its prevention step: (minion, normal, aggravated, striker, flags)."""
    for f in reversed(s.stack):
        if isinstance(f, PreventWindow):
            return c.damage[f.index]
    return None


#: (state, combat, minion, damage) -> True when the damage successfully inflicted on the minion in combat
#: burns it instead of its usual effect ("burned if he takes more than 3 damage during a single combat").
DAMAGE_TAKEN: list[Callable[[VTESState, Combat, int, int], bool]] = []


def inflict(s: VTESState, c: Combat | None, uid: int, normal: int, agg: int) -> None:
    """Successfully inflicted damage (VT-DMG-03 to VT-DMG-11): a vampire mends normal damage with
    blood and is wounded by what is left; aggravated damage wounds an unwounded vampire and burns
    a wounded one's blood or the vampire itself; allies and retainers lose life (VT-DMG-06)."""
    if uid not in s.minions:
        return
    ops.say_damage(s, uid, normal, agg)
    if c is not None and DAMAGE_TAKEN and any(f(s, c, uid, normal + agg) for f in active(s, DAMAGE_TAKEN)):
        return  # the minion was burned instead (Franciscus)
    if not is_vampire(s, uid):
        _inflict_on_ally(s, c, uid, normal + agg)
        return
    persists = c is not None and c.has(uid, WOUNDED_IN_COMBAT)  # wounded, in torpor only after combat
    wounded = s.in_torpor(uid) or persists  # VT-DMG-08: a vampire in torpor is wounded
    before = s.minions[uid].blood
    mend = min(normal, s.minions[uid].blood)  # VT-DMG-10: normal damage first
    ops.burn_blood(s, uid, mend)
    if normal > mend:
        wounded = True  # VT-DMG-04
    for _ in range(agg):
        if not wounded:
            wounded = True  # VT-DMG-07
        elif s.minions[uid].blood > 0:
            ops.burn_blood(s, uid, 1)  # VT-DMG-09
        else:
            if c is not None:
                c.lost = (*c.lost, (uid, before))
            ops.burn(s, uid)  # burned, not diablerie (VT-DMG-09)
            return
    if c is not None:
        c.lost = (*c.lost, (uid, before - s.minions[uid].blood))
    if wounded and not persists and not (c is not None and instead_of_torpor(s, uid, c)):  # VT-DMG-05
        ops.to_torpor(s, uid)


def _inflict_on_ally(s: VTESState, c: Combat | None, uid: int, n: int) -> None:
    """VT-DMG-06: an ally or retainer loses life (noted for the combat)."""
    before = s.minions[uid].blood
    ops.burn_blood(s, uid, n)
    if c is not None:
        c.lost = (*c.lost, (uid, before - (s.minions[uid].blood if uid in s.minions else 0)))


def lost_blood(c: Combat, uid: int) -> int:
    return sum(n for u, n in c.lost if u == uid)


def the_combat(s: VTESState) -> Combat:
    """The combat in progress (frames below it on the stack never hold a reference to it: a clone
    copies every frame)."""
    c = current_combat(s)
    assert c is not None
    return c


def current_combat(s: VTESState) -> Combat | None:
    c: Combat | None = s.in_progress()[3]
    return c


def enter_combat(s: VTESState, a: int, b: int) -> None:
    """VT-CMB-01: a card or effect starts combat between ``a`` (acting) and ``b``; never two minions
    of one Methuselah (VT-CMB-03), never a minion in torpor (VT-CMB-02)."""
    if a in s.minions and b in s.minions and s.is_ready(a) and s.is_ready(b) and s.controller(a) != s.controller(b):
        from .actions import current_action

        course = current_action(s)
        start_combat(s, Combat(a, b, course.serial if course is not None else 0))


def start_combat(s: VTESState, c: Combat) -> None:
    """Push a combat; cards that act "each combat" give their maneuvers, presses and shields now."""
    s.game_marks["serial"] = c.serial = s.game_marks.get("serial", 0) + 1
    if not old(s, "withdrawal"):
        for uid in (c.a, c.b):  # VT-WD-03: no minion of a withdrawing Methuselah may enter combat
            ops.break_withdrawal(s, s.controller(uid))
    ops.say(s, N_("Combat: {minion} against {minion2}."), minion=ops.label(s, c.a), minion2=ops.label(s, c.b))
    s.push(c)
    ops.fire(s, "combat-start", {"combat": c})
