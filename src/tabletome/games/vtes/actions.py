"""The minion phase and the course of an action (VT-MIN, VT-ACT, VT-ANN, VT-BLK, VT-STL, VT-RES).

:class:`MinionPhase` is the acting Methuselah's stage between actions: each ready unlocked minion
may take an action (VT-MIN-01, VT-MIN-02), mandatory ones first (VT-MIN-04); ``end`` closes the
phase (VT-MIN-09). The default actions (VT-ACT-04): ``bleed M``, ``hunt M``, ``leave M`` (a
vampire in torpor), ``rescue M V [K]``, ``diablerize M V``, ``equip M E`` (equipment from another
minion), ``anarch M`` (become Anarch); an action card is ``play <card>``, an ability that is an
action ``use <source> <n>``.

:class:`ActionCourse` is the action in progress, a window whose stage follows the rulebook's
detailed course (VT-BLK-06 to VT-BLK-08): state A (no block attempt: modifiers, reactions, block
declarations in blocking order), state B (a block attempt: stealth and intercept only when needed,
VT-STL-04, VT-STL-05), state C (every Methuselah declined: bleed modifiers, bounces), then the
resolution (VT-RES-01: the cost, then the effects) and a stage after it (AMB-15). A successful
block locks the blocker and starts combat (VT-RES-03); the action card is burned, its cost unpaid
(VT-RES-02); a card in play that "can attempt to block ... as a vampire" (``CARD_BLOCKERS``) is
offered beside the minions, and does what its block does instead of a combat. Stealth and intercept are live numbers: the action's base stealth (VT-STL-02) and the
minion's lasting changes, plus what cards added during this action (VT-STL-03, VT-STL-06).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS, Frame, Why
from tabletome.engine.i18n import N_, gettext
from tabletome.engine.i18n.retell import said

from . import late, ops, prompts
from .combat import Combat, enter_combat, start_combat
from .hooks import (
    ABILITIES,
    ACTION_COSTS,
    ACTION_TYPES,
    ALLY,
    CARDS,
    CARRY_RULES,
    DEFAULT_USE,
    EQUIPMENT,
    GRANT_WHEN,
    GRANTS,
    MANDATORY,
    RETAINER,
    TARGET_RULES,
    Ability,
    ActionSpec,
    Ctx,
    Play,
    Use,
    action_intercept,
    action_stealth,
    active,
)
from .impulse import Ask, Window, impulse_order
from .model import facts
from .play import (
    ALONE,
    ability_actions,
    acting_alone,
    context,
    cost_of,
    deck_may_hold,
    end_delays,
    free_to_act,
    has_abilities,
    level_ok,
    named_in_hand,
    pay,
    play_from_window,
    take_effect,
    targets_allowed,
    window_plays,
)
from .politics import Referendum, call_blood_hunt, call_referendum
from .readings import old
from .state import CENTRE, VTESState
from .stats import bleed as base_bleed
from .stats import capacity, flagged, is_vampire, seat_static, static
from .tournament import TIME_CALLED, call_time
from .traits import may_diablerize, red_list_combats, slave_may_direct

END = Action("end")
LEAVE_COST = RESCUE_COST = 2  # VT-ACT-25, VT-ACT-27
ANARCH_COST = 2  # VT-ACT-33
FREE_ANARCH = "free anarch"  # a seat's static: the action to become Anarch costs its vampires 0 blood

#: Base stealth of the default actions (VT-STL-02).
#: An action by its kind, in the log and the prompts.
ACTION_KINDS = {
    "bleed": N_("a bleed"),
    "hunt": N_("a hunt"),
    "leave": N_("leaving torpor"),
    "rescue": N_("a rescue"),
    "diablerize": N_("a diablerie"),
    "equip": N_("an equip action"),
    "anarch": N_("becoming Anarch"),
    "political": N_("a political action"),
}
#: An action flag "bleed-cap:N": the bleed amount is at most N (:meth:`ActionCourse.bleed_amount`).
BLEED_CAP = "bleed-cap:"
#: ``marks[(NO_BLEED, seat)]``: "minions you control cannot bleed until the end of the turn" (Enticement):
#: no default bleed here; bleed cards and abilities are refused by ``vocab.action.bleed_forbidden``.
NO_BLEED = "cannot bleed this turn"
STEALTH = {"bleed": 0, "hunt": 1, "leave": 1, "equip": 1, "anarch": 1}


#: card id -> how that card in play attempts to block "as a <N>-capacity vampire with +M intercept"
#: (a :class:`~.effects.vocab.action.BlocksAs`: ``may(s, course, seat)``, ``intercept``,
#: ``blocked(s, course, uid)``): a card blocker, asked for beside the ready minions.
CARD_BLOCKERS: dict[int, Any] = {}


def card_blocker(s: VTESState, uid: int) -> Any:
    """The blocking rule of a card in play that can attempt to block, or None (a minion, a card not in play)."""
    p = s.placed.get(uid)
    return CARD_BLOCKERS.get(p.card) if p is not None else None


@cache
def act(verb: str, *args: int) -> Action:
    """The one Action object for ``verb args`` (shared, so building the legal list is cheap)."""
    return Action(verb, args)


def current_action(s: VTESState) -> ActionCourse | None:
    course: ActionCourse | None = s.in_progress()[2]
    return course


# ------------------------------------------------------------------------ the minion phase


def must_hunt(s: VTESState, seat: int) -> list[int]:
    """VT-ACT-15, AMB-23: the ready unlocked vampires with no blood, which must hunt (checked before
    every action); a vampire that cannot hunt is stuck and holds nobody back (VT-MIN-06)."""
    out = []
    for uid, m in s.ready_minions(seat):
        if (not m.locked and m.blood == 0 and is_vampire(s, uid) and not flagged(s, uid, "no-hunt")) or (
            not m.locked and ("must-hunt", uid) in s.marks and ("hunted", uid) not in s.marks
        ):
            out.append(uid)
    return out


def mandatory(s: VTESState, seat: int) -> list[Action]:
    """The mandatory actions the seat's minions can take now (VT-MIN-04): the hunt of an empty
    vampire (VT-ACT-15), and those cards make mandatory (MANDATORY)."""

    out = [act("hunt", uid) for uid in must_hunt(s, seat)]
    for f in active(s, MANDATORY):
        out.extend(a for a in f(s, seat) if a not in out)
    return out


class MinionPhase(Window):
    """The acting Methuselah's minions act one at a time (VT-MIN-01); ``end`` closes the phase."""

    __slots__ = ()

    kind = "minion"
    PASS_ACTION = END

    def moment(self, s: VTESState) -> str:
        """``minion`` for the acting Methuselah; ``minion-any`` for the others ("during any Methuselah's
        minion phase", once the acting Methuselah passes the impulse, VT-SEQ-02)."""
        return "minion" if self.seat is None or self.seat == self.acting else "minion-any"

    def seats(self, s: VTESState) -> list[int]:
        return impulse_order(s, self.acting, ())

    def could_act(self, s: VTESState, seat: int) -> bool:
        """The others only with an effect usable "during any Methuselah's minion phase" (Enkil Cog):
        public facts."""
        return seat == self.acting or others_may_act(s, seat)

    def prompt(self, state: VTESState) -> str:
        if self.seat is not None and self.seat != self.acting:
            return gettext(prompts.MINION_OTHERS)
        if must_hunt(state, self.acting):
            return gettext(prompts.MINION_HUNT)
        if mandatory(state, self.acting):
            return gettext(prompts.MINION_MANDATORY)
        return gettext(prompts.MINION_ACT)

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        return self._plays(s, seat, why, mandatory(s, seat))

    def _plays(self, s: VTESState, seat: int, why: Why | None, owed: list[Action]) -> Iterator[Action]:
        """:meth:`plays`, with the mandatory actions the seat owes (asked once per decision)."""
        if owed:
            yield from owed
            if why is not None:
                hunt_first = N_("A ready vampire with no blood must hunt first (VT-ACT-15, VT-MIN-04, VT-MIN-05).")
                other = N_("A minion with a mandatory action must take it first (VT-MIN-04, VT-MIN-05).")
                why.no(why.target, hunt_first if must_hunt(s, seat) else other)
            return
        yield from default_actions(s, seat, why)
        yield from window_plays(s, self, seat, why)

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        if self.seat != self.acting:  # another Methuselah: its effects, or pass
            yield from window_plays(state, self, self.seat, why)
            yield PASS
            return
        owed = mandatory(state, self.seat)
        yield from self._plays(state, self.seat, why, owed)
        if not owed:  # VT-MIN-09, AMB-04
            yield END
        elif why is not None:
            why.no(
                END, N_("A ready vampire with no blood must hunt before the phase ends (VT-ACT-15, VT-MIN-09, AMB-04).")
            )

    def resolve(self, state: VTESState, action: Action) -> None:
        super().resolve(state, END if action is PASS or action == PASS else action)  # another Methuselah's pass

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        if not play_from_window(s, self, seat, action):
            announce_default(s, seat, action)

    def run(self, s: VTESState) -> None:
        """Between actions: time called during the last one ends the game now (VT-TOUR-04)."""
        if s.game_marks and TIME_CALLED in s.game_marks:
            call_time(s)
        super().run(s)


def default_actions(s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
    """VT-ACT-04: the actions that need no card (of the one minion taking an action out of its
    Methuselah's minion phase, if one is: :class:`ExtraAction`)."""
    alone = acting_alone(s, seat)
    for uid, m in ready_of(s, seat, alone):
        if free_to_act(s, uid):
            yield from minion_defaults(s, seat, uid, m.blood, why)
    if alone >= 0:
        return
    yield from red_list_combats(s, seat)
    yield from leaving_torpor(s, seat, why)
    if why is not None:
        explain_default(s, seat, why)


def minion_defaults(s: VTESState, seat: int, uid: int, blood: int, why: Why | None) -> Iterator[Action]:
    """One ready minion's actions that need no card: bleed, hunt, become anarch, equip, torpor's."""
    vamp = is_vampire(s, uid)
    if (NO_BLEED, seat) in s.marks:
        if why is not None:
            why.no(act("bleed", uid), N_("A card played this turn says your minions cannot bleed until its end."))
    elif ("bled", uid) not in s.marks and slave_may_direct(s, seat, uid) and bleed_payable(s, seat, uid):
        yield act("bleed", uid)  # VT-ACT-07, VT-TRAIT-10
    elif why is not None:
        why.no(act("bleed", uid), N_("A minion can take at most one bleed action each turn (VT-ACT-07)."))
    if vamp and not flagged(s, uid, "no-hunt") and ("nra-default", uid, "hunt", -1) not in s.marks:
        yield act("hunt", uid)
    if vamp and may_become_anarch(s, seat, uid) and ("nra-default", uid, "anarch", -1) not in s.marks:
        yield act("anarch", uid)
    yield from equip_options(s, seat, uid)
    if vamp:
        yield from torpor_actions(s, seat, uid, blood)


def leaving_torpor(s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
    """VT-ACT-25: a vampire in torpor, unlocked, with the blood it costs, may leave torpor."""
    for uid in s.torpor[seat]:
        m = s.minions[uid]
        if m.count("hostage"):
            continue  # "cannot be moved to the ready region" (Carver's Meat Packing)
        if not m.locked and m.blood >= LEAVE_COST:
            yield act("leave", uid)
        elif why is not None:
            why.no(
                act("leave", uid),
                gettext(
                    "A vampire in torpor must be unlocked and have {n} blood to leave torpor (VT-MIN-02, VT-ACT-25)."
                ).format(n=LEAVE_COST),
            )


# ------------------------------------------------------------------------ acting in another's minion phase

MINION_ANY = frozenset(("minion-any",))


def ready_of(s: VTESState, seat: int, alone: int) -> Iterator[tuple[int, Any]]:
    """``seat``'s ready minions, or only ``alone`` (a minion acting out of its Methuselah's phase)."""
    return ((u, m) for u, m in s.ready_minions(seat) if alone < 0 or u == alone)


def others_may_act(s: VTESState, seat: int) -> bool:
    """Whether ``seat`` has an effect usable now ("during any Methuselah's minion phase")."""

    return has_abilities(s, seat, MINION_ANY) and any(True for _ in ability_actions(s, Ctx("minion-any"), seat))


class ExtraAction(MinionPhase):
    """One minion takes an action out of its Methuselah's own minion phase ("during any Methuselah's
    minion phase, this vampire can lock this card to take an action"): its Methuselah is the acting
    Methuselah of that action; only that minion acts; ``end`` lets the chance go, and an action card
    cancelled as it is played leaves it open (ruling LSJ 20081213-1). Over once an action is
    announced and done."""

    __slots__ = ("only", "since")

    def __init__(self, seat: int, uid: int, since: int) -> None:
        super().__init__(seat)
        self.only = uid
        self.since = since  # the serial of the last action announced before

    def seats(self, s: VTESState) -> list[int]:
        return [self.acting]

    def could_act(self, s: VTESState, seat: int) -> bool:
        return seat == self.acting

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        if self.only in must_hunt(s, seat):
            yield act("hunt", self.only)  # VT-ACT-15
            return
        yield from default_actions(s, seat, why)
        yield from window_plays(s, self, seat, why)

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        yield from self.plays(state, self.seat, why)
        yield END

    def run(self, s: VTESState) -> None:
        if s.game_marks.get("serial", 0) != self.since or self.only not in s.minions:
            self.closed(s)  # its action is over
            return
        super().run(s)

    def closed(self, s: VTESState) -> None:
        s.marks.pop((ALONE, self.acting), None)
        s.finish(self)


def take_action(s: VTESState, uid: int) -> None:
    """``uid`` takes an action now, out of its Methuselah's minion phase (:class:`ExtraAction`)."""
    seat = s.controller(uid)
    if seat < 0 or not s.is_ready(uid) or s.minions[uid].locked:
        return
    s.marks[(ALONE, seat)] = uid
    s.push(ExtraAction(seat, uid, s.game_marks.get("serial", 0)))


def may_become_anarch(s: VTESState, seat: int, uid: int) -> bool:
    """VT-ACT-33: an untitled vampire that is not Anarch, with the blood to pay."""
    m = s.minions[uid]
    return m.sect != "anarch" and m.title is None and m.blood >= anarch_cost(s, seat, uid)


def anarch_cost(s: VTESState, seat: int, uid: int) -> int:
    """VT-ACT-33: 2 blood, or 1 if you control another ready Anarch; nothing while a card of the seat says so
    (the seat's static ``free anarch``: Brunhilde (advanced))."""
    if seat_static(s, seat, FREE_ANARCH):
        return 0
    others = any(v != uid and s.minions[v].sect == "anarch" and is_vampire(s, v) for v in s.ready[seat])
    return 1 if others else ANARCH_COST


def equip_options(s: VTESState, seat: int, uid: int) -> Iterator[Action]:
    """VT-ACT-18: take an equipment card from another minion you control."""
    for other in s.ready[seat] + s.torpor[seat]:
        if other == uid:
            continue
        for p in s.minions[other].cards:
            if is_equipment(s, p) and may_carry(s, uid, s.placed[p].card):
                yield act("equip", uid, p)


def torpor_actions(s: VTESState, seat: int, uid: int, blood: int) -> Iterator[Action]:
    """Rescue (VT-ACT-27) and diablerie (VT-ACT-30) of vampires in torpor."""
    for t in s.remaining():
        for v in s.torpor[t]:
            if "hostage" in dict(s.minions[v].counters) or not default_target_ok(s, seat, uid, v):
                continue
            need = max(0, rescue_cost(s, uid, v))
            if ("nra-default", uid, "rescue", v) not in s.marks and not flagged(s, uid, "no-rescue"):
                for k in range(max(0, need - s.minions[v].blood), min(blood, need) + 1):
                    yield act("rescue", uid, v, k)
            if (
                not flagged(s, uid, "no-diablerie")
                and may_diablerize(s, uid)
                and ("nra-default", uid, "diablerize", v) not in s.marks
            ):
                yield act("diablerize", uid, v)  # VT-TRAIT-02


def default_target_ok(s: VTESState, seat: int, uid: int, victim: int) -> bool:
    """Rules of cards about what an action may target (TARGET_RULES: Shadow Cloak), for the default
    actions that name a minion."""

    return targets_allowed(s, Ctx("minion"), Play(seat, -1, DEFAULT_USE, -1, uid, (victim,)))


def is_equipment(s: VTESState, p: int) -> bool:
    """An equipment card in play (a location attached like one, Living Manse, does not count)."""
    pl = s.placed.get(p)
    if pl is None or pl.data[:1] == ("location",):
        return False
    f = facts(pl.card)
    if pl.data[:1] == (BECOMES_EQUIPMENT,):  # "put this card on this minion; it becomes a weapon equipment"
        return True
    return f.is_type("Equipment") or REPRESENTS_EQUIPMENT in f.text  # Zip Gun, a combat card in play


#: A card of another type that is an equipment card while in play ("This card represents an equipment
#: card and doesn't count as a combat card while in play").
REPRESENTS_EQUIPMENT = "represents an equipment card"
#: A placed card's ``data`` first word: a card of another type that became equipment as it was put in play
#: (Molotov Cocktail's strike).
BECOMES_EQUIPMENT = "becomes-equipment"


def may_carry(s: VTESState, uid: int, card: int) -> bool:
    """Rules of cards about what a minion may carry ("a minion can have only one vehicle")."""
    return all(f(s, uid, card) for f in CARRY_RULES)


def rescue_cost(s: VTESState, rescuer: int, victim: int) -> int:
    """VT-ACT-27: 2 blood, changed by the rescuer's cards (Doc Martina, Saulot's Healing Touch)."""
    RESCUE_COSTS: list[Callable[[VTESState, int, int], int]] = late.core().RESCUE_COSTS

    return RESCUE_COST + static(s, rescuer, "rescue-cost") + sum(f(s, rescuer, victim) for f in RESCUE_COSTS)


def explain_default(s: VTESState, seat: int, why: Why) -> None:
    a = why.target
    if a.verb in ("bleed", "hunt", "anarch", "equip", "rescue", "diablerize") and a.args:
        uid = int(a.args[0])
        if uid not in s.ready[seat]:
            if a.verb == "diablerize":
                why.no(a, N_("Only a ready vampire of yours commits diablerie (VT-DIAB-01, VT-MIN-02)."))
            why.no(
                a,
                gettext(
                    "{minion} is not one of your ready minions; only ready unlocked minions act (VT-MIN-02, VT-TORP-03)."
                ).format(minion=uid),
            )
        elif s.minions[uid].locked:
            why.no(
                a,
                gettext("{minion} is locked: only ready unlocked minions act (VT-MIN-02).").format(minion=s.name(uid)),
            )
        elif a.verb == "hunt":
            why.no(a, N_("Only a vampire may hunt (VT-ACT-13)."))
        elif a.verb == "anarch":
            why.no(
                a,
                N_(
                    "Only an untitled vampire that is not Anarch may become Anarch, paying 2 blood (1 with another ready Anarch) (VT-ACT-33)."
                ),
            )
        elif a.verb in ("rescue", "diablerize"):
            why.no(
                a,
                N_(
                    "A rescue or diablerie names one of your ready unlocked vampires and a vampire in torpor (VT-ACT-27, VT-ACT-30, VT-DIAB-01)."
                ),
            )
    elif a.verb == "leave":
        why.no(a, N_("That is not one of your vampires in torpor (VT-TORP-03)."))


# ------------------------------------------------------------------------ announcing


def announce_default(s: VTESState, seat: int, action: Action, named: bool = False) -> None:
    """Announce a default action (VT-ANN-01): its kind, target and cost are fixed now; the acting
    minion locks (VT-ANN-02). An equip action first names every card it takes (VT-ACT-18)."""
    verb = action.verb
    uid = int(action.args[0])
    if verb == "equip" and not named and not old(s, "equip"):
        first = (int(action.args[1]),)
        if more_equipment(s, seat, uid, first):
            ask_equipment(s, seat, uid, first)  # VT-ACT-18: all named before the announcement
            return
    course = ActionCourse(seat, uid, verb)
    if verb == "bleed":
        course.target_seat = s.prey(seat)
        course.directed = True  # VT-ACT-06
        s.marks[("bled", uid)] = True  # VT-ACT-07
    elif verb in ("rescue", "diablerize"):
        victim = int(action.args[1])
        course.victim = victim
        owner = s.controller(victim)
        if owner != seat:  # VT-ACT-28: directed, 0 stealth
            course.target_seat, course.directed = owner, True
        else:
            course.base_stealth = 1
        if verb == "rescue":
            course.paid = int(action.args[2])
    elif verb == "equip":
        course.victim = int(action.args[1])
        course.taken = tuple(int(p) for p in action.args[1:])
        course.base_stealth = 1
    elif verb == "redlist":  # VT-TRAIT-06, AMB-20: directed, +1 stealth, 1 blood on success
        course.victim = int(action.args[1])
        course.target_seat, course.directed = s.controller(course.victim), True
        course.base_stealth = 1
        s.marks[("red-list-combat", uid)] = True
    else:
        course.base_stealth = STEALTH.get(verb, 0)
    start(s, course)


def more_equipment(s: VTESState, seat: int, uid: int, chosen: tuple[int, ...]) -> list[int]:
    """VT-ACT-18: the equipment of ``seat``'s other minions that ``uid`` may still take with the cards
    already named."""
    return [p for a in equip_options(s, seat, uid) if (p := int(a.args[1])) not in chosen]


def ask_equipment(s: VTESState, seat: int, uid: int, chosen: tuple[int, ...]) -> None:
    """VT-ACT-18: another equipment card for the same action (``take P``), or ``done`` to announce it."""

    choices = [Action("take", (p,)) for p in more_equipment(s, seat, uid, chosen)]
    names = ", ".join(ops.label(s, p) for p in chosen)
    question = said(
        N_("{minion} takes {names}: name another equipment card for this action, or done (VT-ACT-18)."),
        minion=ops.label(s, uid),
        names=names,
    )
    s.push(Ask(seat, question, (*choices, Action("done")), _equipment_named, (uid, chosen)))


def _equipment_named(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    uid, chosen = args
    seat = s.controller(uid)
    if action.verb == "take":
        chosen = (*chosen, int(action.args[0]))
        if more_equipment(s, seat, uid, chosen):
            ask_equipment(s, seat, uid, chosen)
            return
    announce_default(s, seat, Action("equip", (uid, *chosen)), named=True)


def announce_card(s: VTESState, p: Play, use: Use) -> None:
    """An action card announces its action (VT-ACT-31): its stealth, whether it is directed, its
    target; the card is kept aside until resolution (VT-ANN-01)."""
    course = card_course(s, p, use)
    if course.kind_ == "bleed":
        s.marks[("bled", p.by)] = True
    start(s, course)


def card_course(s: VTESState, p: Play, use: Use) -> ActionCourse:
    """The action an action card would announce (VT-ACT-31)."""
    spec = use.action or default_spec(use)
    kind = "bleed" if spec.bleed is not None else ("political" if spec.political else "card")
    if spec.hunt:
        kind = "hunt"
    course = ActionCourse(p.seat, p.by, kind)
    course.aplay = p
    course.spec = spec
    course.base_stealth = spec.stealth
    target = spec.target_seat(s, p) if spec.target_seat is not None else target_of(s, p)
    if kind == "bleed":
        course.target_seat = target if target >= 0 and target != p.seat else s.prey(p.seat)
        course.directed = True
    elif target >= 0 and target != p.seat:
        course.target_seat, course.directed = target, True
    elif spec.directed:
        course.target_seat, course.directed = s.prey(p.seat), True
    return course


def default_spec(use: Use) -> ActionSpec:
    """Ally, equipment and retainer cards from hand: +1 stealth, undirected (VT-ACT-16, 19, 21); an
    action card with no stealth printed has 0 stealth (VT-ACT-31), directed only by its target
    (VT-ACT-02)."""
    return ActionSpec(stealth=1) if use.as_ in (ALLY, EQUIPMENT, RETAINER) else NO_STEALTH


NO_STEALTH = ActionSpec()


def target_of(s: VTESState, p: Play) -> int:
    """The Methuselah a play targets: a minion's or card's controller, or ``pN`` (-1: none)."""
    for t in p.targets:
        if isinstance(t, int) and (t in s.minions or t in s.placed):
            c = s.controller(t)
            if c >= 0:
                return c
        if isinstance(t, str) and t.startswith("p") and t[1:].isdigit():
            return int(t[1:]) - 1
    return -1


def announce_ability(s: VTESState, p: Play, ab: Ability) -> None:
    """An ability that is an action ("... as a +1 stealth action", "burn this card as a (D) action")."""
    course = ability_course(s, p, ab)
    if course.kind_ == "political":
        s.marks[("political", p.by)] = True  # VT-ACT-24
    if course.kind_ == "bleed":
        s.marks[("bled", p.by)] = True
    s.marks[("nra-ability", p.by, p.source, p.use)] = True  # VT-MIN-08
    start(s, course)


def ability_course(s: VTESState, p: Play, ab: Ability) -> ActionCourse:
    """The action an ability would announce."""
    spec = ab.action
    assert spec is not None
    kind = "bleed" if spec.bleed is not None else "political" if spec.political else "hunt" if spec.hunt else "ability"
    course = ActionCourse(p.seat, p.by, kind)
    course.aplay = p
    course.spec = spec
    course.ability = ab
    course.base_stealth = spec.stealth
    target = spec.target_seat(s, p) if spec.target_seat is not None else target_of(s, p)
    if kind == "bleed":
        course.target_seat, course.directed = (target if target >= 0 and target != p.seat else s.prey(p.seat)), True
    elif target >= 0 and target != p.seat:
        course.target_seat, course.directed = target, True
    elif spec.directed:
        course.target_seat, course.directed = s.prey(p.seat), True
    return course


# ------------------------------------------------------------------------ costs added to actions


def action_costs(s: VTESState, course: ActionCourse) -> tuple[int, int]:
    """(blood, pool) the rules of ``hooks.ACTION_COSTS`` add to the cost of this action."""
    blood = pool = 0
    for rule in active(s, ACTION_COSTS):
        b, q = rule(s, course)
        blood, pool = blood + b, pool + q
    return blood, pool


def payable(s: VTESState, course: ActionCourse, blood: int = 0, pool: int = 0) -> bool:
    """Whether the acting minion's blood and its Methuselah's pool cover ``blood``, ``pool`` and what
    the rules add to this action (VT-CARD-24, VT-CARD-25)."""
    more_b, more_p = action_costs(s, course)
    if not more_b and not more_p:
        return True
    blood_ok = not (blood + more_b) or s.minions[course.actor].blood >= blood + more_b
    return blood_ok and (not (pool + more_p) or s.pool[course.actor_seat] >= pool + more_p)


def bleed_payable(s: VTESState, seat: int, uid: int) -> bool:
    """A default bleed (directed at the prey, VT-ACT-06) is announced only if its added cost can be paid."""
    if not ACTION_COSTS or not active(s, ACTION_COSTS):
        return True
    course = ActionCourse(seat, uid, "bleed")
    course.target_seat, course.directed = s.prey(seat), True
    return payable(s, course)


def action_payable(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """A rule of ``hooks.TARGET_RULES``: an action card or an ability's action is played only if its
    cost, with what the rules add to it for its minion and targets, can be paid."""
    if p.by < 0 or p.by not in s.minions or not active(s, ACTION_COSTS):
        return True
    if p.card >= 0:
        use = CARDS[p.card].uses[p.use]
        if use.as_ not in ACTION_TYPES:
            return True
        blood, pool = cost_of(s, p.card, p.x)
        return payable(s, card_course(s, p, use), blood, pool)
    card = (
        s.minions[p.source].card if p.source in s.minions else s.placed[p.source].card if p.source in s.placed else -1
    )
    abilities = ABILITIES.get(card, ())
    if not 0 <= p.use < len(abilities) or abilities[p.use].action is None:
        return True
    return payable(s, ability_course(s, p, abilities[p.use]))


def pay_action_costs(s: VTESState, course: ActionCourse) -> None:
    """VT-RES-01: what the rules add to the cost of the action is paid as it succeeds."""
    blood, pool = action_costs(s, course)
    if blood and course.actor in s.minions:
        ops.burn_blood(s, course.actor, blood)
    if pool:
        ops.burn_pool(s, course.actor_seat, pool)


def play_spec(s: VTESState, p: Play) -> ActionSpec | None:
    """The action a card or an ability's play would announce (``None``: not an action)."""
    if p.card >= 0:
        use = CARDS[p.card].uses[p.use]
        return (use.action or default_spec(use)) if use.as_ in ACTION_TYPES else None
    pl = s.minions.get(p.source) or s.placed.get(p.source)
    abilities = ABILITIES.get(pl.card, ()) if pl is not None else ()
    return abilities[p.use].action if 0 <= p.use < len(abilities) else None


def bleed_allowed(s: VTESState, ctx: Ctx, p: Play) -> bool:
    """A rule of ``hooks.TARGET_RULES``: no bleed action card or ability by a Methuselah whose minions
    "cannot bleed until the end of the turn" (:data:`NO_BLEED`)."""
    if (NO_BLEED, p.seat) not in s.marks or p.by < 0:
        return True
    spec = play_spec(s, p)
    return spec is None or spec.bleed is None


TARGET_RULES.append(action_payable)
TARGET_RULES.append(bleed_allowed)


def start(s: VTESState, course: ActionCourse) -> None:
    """VT-ANN-02: the acting minion locks (a vampire leaving torpor locks in torpor); the course
    begins in state A."""
    ops.lock(s, course.actor)
    s.game_marks["serial"] = course.serial = s.game_marks.get("serial", 0) + 1
    s.marks["actions"] = s.marks.get("actions", 0) + 1
    if s.marks["actions"] == 1:
        course.flags = course.flags | {"first"}  # the first action of this minion phase
    ops.say(s, N_("{minion} announces {what}."), minion=ops.label(s, course.actor), what=course.describe(s))
    s.push(course)
    ops.fire(s, "announce", {"course": course})


# ------------------------------------------------------------------------ the course of an action


STAGE_MOMENT = {"A": "A", "B": "B", "C": "C", "blocked": "blocked", "after": "after", "poll": "poll"}


class ActionCourse(Window):
    """One action from its announcement to its end (VT-TERM-23)."""

    __slots__ = (
        "serial",
        "actor",
        "actor_seat",
        "kind_",
        "aplay",
        "spec",
        "ability",
        "target_seat",
        "directed",
        "victim",
        "paid",
        "base_stealth",
        "stage",
        "stealth_bonus",
        "bleed_bonus",
        "bleed_set",
        "blocker",
        "icpt",
        "declined",
        "noblock",
        "failed",
        "used",
        "announce_open",
        "bleed_limited",
        "woke",
        "flags",
        "result",
        "blocked_by",
        "successful",
        "triggers",
        "grants",
        "taken",
    )

    kind = "action"

    def __init__(self, seat: int, actor: int, kind: str) -> None:
        super().__init__(seat)
        self.serial = 0
        self.actor = actor
        self.actor_seat = seat
        self.kind_ = kind
        self.aplay: Play | None = None
        self.spec: ActionSpec | None = None
        self.ability: Ability | None = None
        self.target_seat = -1
        self.directed = False
        self.victim = -1
        self.paid = 0
        self.base_stealth = 0
        self.stage = "A"
        self.stealth_bonus = 0
        self.bleed_bonus = 0
        self.bleed_set: int | None = None  # "reduce the bleed to 0": the amount from then on
        self.blocker = -1
        self.icpt: tuple[tuple[int, int], ...] = ()  # intercept added this action, per minion
        self.declined: frozenset[int] = frozenset()
        self.noblock: frozenset[int] = frozenset()  # minions that may not attempt to block
        self.failed: tuple[tuple[int, int, int], ...] = ()  # (minion, stealth, intercept) of failed attempts
        self.used: tuple[tuple[int, int], ...] = ()  # (minion, card) of modifiers and reactions played
        self.announce_open = True  # VT-ANN-04
        self.bleed_limited = False  # VT-ACT-12
        self.woke: frozenset[int] = frozenset()  # minions woken for this action (VT-TERM-20)
        self.flags: frozenset[str] = frozenset()  # "no-vampire-block", "no-ally-block", ...
        self.result: Any = None  # a referendum's result for "after resolution" cards
        self.blocked_by = -1
        self.successful = False
        self.triggers: tuple[tuple[str, str, int], ...] = ()  # (event, ACTION_TRIGGERS key, minion)
        self.grants: tuple[tuple[int, int, str, str], ...] = ()  # (seat, minion, GRANTS key, moment)
        self.taken: tuple[int, ...] = ()  # the equipment an equip action takes (VT-ACT-18)

    def held(self) -> tuple[tuple[int, int], ...]:
        """(owner, card): the action card while the action is in progress (VT-ACT-03)."""
        p = self.aplay
        if p is None or p.card < 0 or self.ability is not None:
            return ()
        return ((p.owner if p.owner >= 0 else p.seat, p.card),)

    def trigger(self, event: str, key: str, uid: int) -> None:
        self.triggers = (*self.triggers, (event, key, uid))

    def grant(self, seat: int, uid: int, key: str, moment: str) -> None:
        self.grants = (*self.grants, (seat, uid, key, moment))

    @property
    def kind_name(self) -> str:
        return self.kind_

    # ---- numbers (VT-STL-01 to VT-STL-06)
    def stealth(self, s: VTESState) -> int:
        if self.actor not in s.minions:
            return self.base_stealth + self.stealth_bonus
        return self.base_stealth + self.stealth_bonus + static(s, self.actor, "stealth") + action_stealth(s, self)

    def intercept(self, s: VTESState, uid: int | None = None) -> int:
        uid = self.blocker if uid is None else uid
        added = sum(n for u, n in self.icpt if u == uid)
        rule = card_blocker(s, uid) if uid >= 0 else None
        if rule is not None:  # "+2 intercept during that attempt", then what cards add (ANK 20211112-2)
            return int(rule.intercept) + added + action_intercept(s, self, uid)
        if uid < 0 or uid not in s.minions:
            return 0
        return added + static(s, uid, "intercept") + action_intercept(s, self, uid)

    def add_intercept(self, uid: int, n: int) -> None:
        self.icpt = (*self.icpt, (uid, n))

    def bleed_amount(self, s: VTESState) -> int:
        """VT-ACT-09: the minion's bleed, the action card's bonus (VT-ACT-32), the modifiers'; at most the
        cap an action flag ``bleed-cap:N`` sets ("if more than 1 pool is bled with this action, ignore the
        excess")."""
        if self.bleed_set is not None:
            amount = max(0, self.bleed_set + self.bleed_bonus)
        else:
            base = base_bleed(s, self.actor) if self.actor in s.minions else 1
            card = self.spec.bleed if self.spec is not None and self.spec.bleed else 0
            amount = max(0, base + card + self.bleed_bonus)
        caps = [int(f[len(BLEED_CAP) :]) for f in self.flags if f.startswith(BLEED_CAP)]
        return min(amount, *caps) if caps else amount

    def woken(self, uid: int) -> bool:
        return uid in self.woke

    def is_bleed(self) -> bool:
        return self.kind_ == "bleed"

    def describe(self, s: VTESState) -> str:
        """The action in words ("a bleed with Govern the Unaligned directed at Methuselah 2"), a line
        the log and the view keep in English and a reader is told in their language."""
        what: str = ACTION_KINDS.get(self.kind_, N_("an action"))
        if self.aplay is not None and self.aplay.card >= 0:
            what = said(N_("{what} with {card}"), what=what, card=facts(self.aplay.card).name)
        elif self.ability is not None and self.aplay is not None:
            what = said(N_("{what} ({ability})"), what=what, ability=self.ability.name)
        if self.directed and self.target_seat >= 0:
            what = said(N_("{what} directed at {seat}"), what=what, seat=s.seat_name(self.target_seat))
        return what

    # ---- the window
    def moment(self, s: VTESState) -> str:
        return STAGE_MOMENT.get(self.stage, self.stage)

    def defenders(self, s: VTESState) -> list[int]:
        """VT-SEQ-02: the target (directed), or the prey then the predator (undirected)."""
        if self.directed and self.target_seat >= 0:
            return [self.target_seat]
        return list(undirected_blockers(s, self.actor_seat))

    def seats(self, s: VTESState) -> list[int]:
        return impulse_order(s, self.actor_seat, self.defenders(s))

    def could_act(self, s: VTESState, seat: int) -> bool:
        if seat == self.actor_seat:
            return self.stage in ("A", "B", "C", "blocked", "after") and self.actor in s.minions
        if self.stage == "blocked":  # the blocking minion, about to enter combat (Obedience)
            return self.blocked_by >= 0 and s.controller(self.blocked_by) == seat and may_react_blocked(s, self, seat)
        if self.stage == "A" and not s.ready[seat] and self.may_block(s, seat):
            return any(True for _ in self.candidates(s, seat))  # a card in play that can block
        if self.stage in ("A", "B", "C"):
            return bool(s.ready[seat]) or (self.stage == "C" and self._oot(s, seat))
        if self.stage == "after":
            return (self.blocked_by >= 0 and s.controller(self.blocked_by) == seat) or self._after_in_play(s, seat)
        return False

    def _after_in_play(self, s: VTESState, seat: int) -> bool:
        """A card in play of that Methuselah usable now, after resolution (The Crocodile Temple), or a
        ready minion's own ability (Neighborhood Watch Commander): public."""
        ctx = Ctx("after", self)
        cards = [(uid, s.placed[uid].card, s.placed[uid].locked) for uid in s.inplay[seat]]
        cards += [(uid, s.minions[uid].card, s.minions[uid].locked) for uid in s.ready[seat]]
        for uid, card, locked in cards:
            for ab in ABILITIES.get(card, ()):
                usable = "after" in ab.moments and not (ab.lock and locked) and ab.user == "controller"
                if usable and (ab.when is None or ab.when(s, ctx, seat, uid)):
                    return True
        return False

    def _oot(self, s: VTESState, seat: int) -> bool:
        """An out-of-turn master card could be played (VT-CARD-41, VT-CARD-43), by the bled Methuselah."""
        return self.is_bleed() and seat == self.target_seat and ("oot", seat) not in s.game_marks

    def prompt(self, state: VTESState) -> str:
        s = state
        slots: dict[str, Any] = {"stealth": self.stealth(s)}
        if self.blocker >= 0:
            slots.update(blocker=ops.label(s, self.blocker), intercept=self.intercept(s))
        if self.is_bleed():
            slots["bleed"] = self.bleed_amount(s)
        numbers = said(prompts.NUMBERS[(self.blocker >= 0) * 2 + self.is_bleed()], **slots)
        return prompts.ask(
            prompts.ACTION,
            minion=ops.label(s, self.actor),
            seat=s.seat_name(self.actor_seat),
            what=self.describe(s),
            numbers=numbers,
            ask=prompts.ACTION_ASK.get(self.stage, prompts.PASS),
        )

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        if why is None and self.stage != "A" and not self.grants:  # most decisions: the cards alone
            return window_plays(s, self, seat, None)
        return self._all_plays(s, seat, why)

    def _all_plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        yield from window_plays(s, self, seat, why)
        if self.stage == "A":
            yield from self.block_options(s, seat, why)
        if self.grants:  # most actions grant nothing: no generator built
            yield from grant_actions(self.grants, seat, self.moment(s), s, self)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        if action.verb == "block":
            self.declare_block(s, int(action.args[0]))
            return
        if action.verb == "grant":
            self.grants = use_grant(s, self.grants, seat, action)
            return
        play_from_window(s, self, seat, action)

    def passed(self, s: VTESState, seat: int) -> None:
        if self.stage == "A" and seat in self.blocker_seats(s):
            self.declined = self.declined | {seat}  # VT-BLK-06, AMB-07

    # ---- blocks (VT-BLK)
    def blocker_seats(self, s: VTESState) -> list[int]:
        """VT-BLK-01: the target of a directed action; VT-BLK-02: the prey, then the predator."""
        if self.directed and self.target_seat >= 0:
            return [self.target_seat] if self.target_seat != self.actor_seat else []
        return [t for t in undirected_blockers(s, self.actor_seat) if t != self.actor_seat]

    def may_block(self, s: VTESState, seat: int) -> bool:
        seats = self.blocker_seats(s)
        if seat not in seats or seat in self.declined:
            return False
        i = seats.index(seat)
        return all(t in self.declined for t in seats[:i])  # the predator after the prey (VT-BLK-02)

    def block_options(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        if not self.may_block(s, seat):
            return
        for uid in self.candidates(s, seat):
            yield act("block", uid)

    def candidates(self, s: VTESState, seat: int) -> Iterator[int]:
        """What of ``seat``'s may attempt to block now: its unlocked (or woken) ready minions, then its
        card blockers in play (locked or not: LSJ 20100210, Unleash Hell's Fury)."""
        for uid, m in s.ready_minions(seat):
            if (not m.locked or self.woken(uid)) and self.can_attempt(s, uid):
                yield uid
        for uid in s.inplay[seat]:
            rule = card_blocker(s, uid)
            if rule is not None and rule.may(s, self, seat) and self.can_attempt(s, uid):
                yield uid

    def can_attempt(self, s: VTESState, uid: int) -> bool:
        block_allowed: Callable[[VTESState, ActionCourse, int], bool] = late.core().block_allowed

        by_card = card_blocker(s, uid) is not None  # a card in play blocking "as a vampire"
        if uid in self.noblock or (not by_card and flagged(s, uid, "cannot-block")) or ("no-block", uid) in s.marks:
            return False
        vamp = by_card or is_vampire(s, uid)
        if vamp and "no-vampire-block" in self.flags:
            return False
        if not vamp and "no-ally-block" in self.flags:
            return False
        if self.failed and self.tried_already(s, uid):
            return False  # the same attempt again would change nothing (VT-TOUR-14)
        return block_allowed(s, self, uid)

    def tried_already(self, s: VTESState, uid: int) -> bool:
        """Whether ``uid`` failed to block this action at the stealth and intercept it would have now."""
        stealth = self.stealth(s)
        return any(u == uid and st == stealth and ic == self.intercept(s, uid) for u, st, ic in self.failed)

    def declare_block(self, s: VTESState, uid: int) -> None:
        """State A -> B: a block attempt with ``uid`` (VT-BLK-03, VT-BLK-06)."""
        before_attempt = late.core().before_attempt

        before_attempt(s, self, uid)
        if uid not in s.minions and card_blocker(s, uid) is None:
            return
        self.blocker = uid
        self.stage = "B"
        ops.say(s, N_("{minion} attempts to block."), minion=ops.label(s, uid))
        self.open(s)

    def fail_attempt(self, s: VTESState, forbid: bool = False) -> None:
        """The attempt fails now (a card says so); with ``forbid`` that minion may not try again."""
        if self.blocker >= 0:
            if forbid:
                self.noblock = self.noblock | {self.blocker}
            self.failed = (*self.failed, (self.blocker, self.stealth(s), self.intercept(s)))
        self.blocker = -1
        self.stage = "A"
        self.open(s)

    def retarget(self, s: VTESState, seat: int) -> None:
        """A change of target (a bounced bleed): block attempts reopen (VT-BLK-05, VT-BLK-08, AMB-07)."""
        self.target_seat = seat
        self.declined = frozenset()
        self.stage = "A"
        ops.say(s, N_("The action is now directed at {seat}."), seat=s.seat_name(seat))
        self.open(s)

    # ---- stages
    def closed(self, s: VTESState) -> None:
        stage = self.stage
        if stage == "A":  # every Methuselah declined (VT-BLK-06)
            self.stage = "C"
            self.open(s)
        elif stage == "B":
            self.resolve_attempt(s)
        elif stage == "C":
            self.succeed(s)
        elif stage == "blocked":
            self.block_resolves(s)
        else:
            self.end(s)

    def resolve_attempt(self, s: VTESState) -> None:
        """VT-BLK-07, VT-STL-01: blocked when intercept >= stealth; otherwise back to state A."""
        uid = self.blocker
        rule = card_blocker(s, uid)
        if rule is None and (uid not in s.minions or not s.is_ready(uid)):
            self.blocker = -1
            self.stage = "A"
            self.open(s)
            return
        if rule is None and s.minions[uid].locked and not self.woken(uid):  # VT-TERM-09: unlocked (or woken)
            ops.say(s, N_("{minion} is locked: the attempt fails."), minion=ops.label(s, uid))
            self.fail_attempt(s)
            return
        if self.intercept(s) >= self.stealth(s):
            self.stage = "blocked"
            self.blocked_by = uid
            ops.say(s, N_("{minion} blocks {minion2}."), minion=ops.label(s, uid), minion2=ops.label(s, self.actor))
            ops.fire(s, "blocked", {"course": self, "blocker": uid})
            if rule is not None:  # after the other effects of the block, before anything is played
                rule.blocked(s, self, uid)  # (ANK 20220116), even if the action has ended (LSJ 20100301)
            if self.stage == "blocked":
                self.open(s)
            return
        ops.say(
            s,
            N_("{minion} fails to block ({intercept} intercept against {stealth} stealth)."),
            minion=ops.label(s, uid),
            intercept=self.intercept(s),
            stealth=self.stealth(s),
        )
        ops.fire(s, "block-failed", {"course": self, "blocker": uid})
        self.fail_attempt(s)

    def block_resolves(self, s: VTESState) -> None:
        """VT-RES-03: the blocker locks and enters combat with the acting minion; a blocked leave
        torpor leads to no combat (VT-ACT-26)."""
        uid = self.blocked_by
        self.stage = "combat"
        if uid in s.minions and self.actor in s.minions and s.is_ready(uid):
            if f"no-block-lock:{uid}" not in self.flags:  # "does not lock for blocking this action"
                ops.lock(s, uid)
            if self.kind_ == "leave" and is_vampire(s, uid):
                offer_diablerie(s, uid, self.actor)  # VT-ACT-26
                return
            fighter = self.substitute(s)
            # ``no-combat``: "this vampire can choose to cancel the resulting combat if this action is blocked"
            if self.kind_ != "leave" and s.is_ready(fighter) and "no-combat" not in self.flags:
                start_combat(s, Combat(fighter, uid, self.serial))
                return
        self.blocked_over(s)

    def substitute(self, s: VTESState) -> int:
        """The minion that fights the blocker: the acting one, or a Slave taking over (VT-TRAIT-11)."""
        for f in self.flags:
            if f.startswith("substitute:") and int(f[11:]) in s.minions:
                return int(f[11:])
        return self.actor

    def blocked_over(self, s: VTESState) -> None:
        """VT-RES-02: the blocked action fails: the card used for it is burned, its cost unpaid; an
        effect may let the action go on "as if unblocked" (``continue`` flag)."""
        if "continue" in self.flags and self.actor in s.minions and s.is_ready(self.actor):
            self.flags = self.flags - {"continue"}
            self.blocker = -1
            self.blocked_by = -1
            self.stage = "A"
            self.open(s)
            return
        if self.triggers:  # what a card does "before action resolution" (Forced Awakening)
            ops.fire(s, "action-resolves", {"course": self})
        if self.aplay is not None and self.aplay.card >= 0 and self.ability is None:
            ops.played_card_done(s, self.actor_seat, self.aplay.card, self.aplay.owner)
            self.aplay = self.aplay._replace(card=-2)  # burned
        self.stage = "after"
        self.open(s)

    def child_done(self, state: VTESState, child: Frame) -> None:
        super().child_done(state, child)
        if isinstance(child, Combat | Ask) and self.stage == "combat":
            self.blocked_over(state)
        elif isinstance(child, Referendum) and self.stage == "poll":
            self.result = child.result
            self.stage = "after"
            self.open(state)

    def succeed(self, s: VTESState) -> None:
        """VT-RES-01: the action succeeds: its cost is paid, then its effects apply."""
        if self.triggers:  # what a card does "before action resolution" (Forced Awakening)
            ops.fire(s, "action-resolves", {"course": self})
        if ACTION_COSTS and active(s, ACTION_COSTS):
            pay_action_costs(s, self)
            if self not in s.stack:
                return  # paying ousted the acting Methuselah: the turn has ended
        self.successful = True
        self.stage = "after"
        resolve_success(s, self)
        if any(f is self for f in s.stack):
            ops.fire(s, "action-success", {"course": self})
            if self.stage == "after":
                self.open(s)

    def end(self, s: VTESState) -> None:
        """The action is over (VT-TERM-23); what lasted for it ends (VT-RES-06, VT-STL-06)."""
        ops.fire(s, "action-end", {"course": self})  # while the action is still the one in progress
        s.finish(self)
        for key in [k for k in s.marks if isinstance(k, tuple) and k[:1] == ("this-action",)]:
            del s.marks[key]

        for t in range(s.players):
            end_delays(s, t, "action")
        if self.aplay is not None and self.aplay.card >= 0 and not self.successful:
            ops.played_card_done(s, self.actor_seat, self.aplay.card, self.aplay.owner)  # of an unsuccessful action

    def end_now(self, s: VTESState, unlock: bool = False) -> None:
        """An effect ends the action (unsuccessfully) before it resolves (VT-RES-04)."""
        if unlock and self.actor in s.minions:
            ops.unlock(s, self.actor)
        self.blocker = -1
        self.stage = "ended"
        self.end(s)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        s = state
        out: dict[str, Any] = {
            "window": self.kind,
            "action": self.kind_,
            "describe": self.describe(s),
            "actor": self.actor,
            "acting": self.actor_seat,
            "stage": self.stage,
            "stealth": self.stealth(s),
            "directed": self.directed,
            "target": self.target_seat if self.target_seat >= 0 else None,
            "asking": self.seat,
            "declined": sorted(self.declined),
        }
        if self.aplay is not None and self.aplay.card >= 0:
            out["card"] = facts(self.aplay.card).name
        named = named_in_hand(s, self.aplay) if self.aplay is not None and not self.successful else ()
        if named:  # told to every Methuselah as the action was announced, not shown (hooks.FromHand)
            out["named"] = [facts(c).name for c in named]
        if self.blocker >= 0:
            out["blocker"] = self.blocker
            out["intercept"] = self.intercept(s)
        if self.is_bleed():
            out["bleed"] = self.bleed_amount(s)
        if self.victim >= 0:
            out["victim"] = self.victim  # the vampire rescued or diablerized, the equipment taken
        if len(self.taken) > 1:
            out["taken"] = list(self.taken)
        if self.stage == "after":
            out["successful"] = bool(self.successful)
        return out


@cache
def blocked_reactions() -> frozenset[int]:
    """The cards with a reaction usable as the action is blocked, before block resolution ("only
    usable if this vampire is about to enter combat with ...")."""
    return frozenset(
        c for c, cd in CARDS.items() if any(u.as_ == "reaction" and "blocked" in u.moments for u in cd.uses)
    )


def blocked_reaction(card: int) -> bool:
    return card in blocked_reactions()


def may_react_blocked(s: VTESState, course: ActionCourse, seat: int) -> bool:
    """Public facts: the blocking minion's Methuselah holds cards and may hold such a reaction, one
    the blocking minion could play now (its Disciplines, the minions about to fight)."""

    if not s.hand[seat] or not deck_may_hold(s, seat, blocked_reaction):
        return False
    ctx = context(s, course)
    uid = course.blocked_by
    return any(
        u.as_ == "reaction"
        and "blocked" in u.moments
        and level_ok(s, uid, u)
        and (u.when is None or u.when(s, ctx, seat, uid))
        for c in blocked_reactions()
        for u in CARDS[c].uses
    )


@cache
def grant_action(key: str, uid: int) -> Action:
    return Action("grant", (key, uid))


def grant_actions(
    grants: tuple[tuple[int, int, str, str], ...], seat: int, moment: str, s: VTESState | None = None, frame: Any = None
) -> Iterator[Action]:
    """``grant <key> <minion>``: an optional effect a card granted, usable now by ``seat`` (and, when
    the card says when, only then: hooks.GRANT_WHEN)."""

    for g_seat, uid, key, g_moment in grants:
        if g_seat == seat and g_moment == moment:
            when = GRANT_WHEN.get(key)
            if when is None or s is None or when(s, frame, uid, seat):
                yield grant_action(key, uid)


def use_grant(
    s: VTESState, grants: tuple[tuple[int, int, str, str], ...], seat: int, action: Action
) -> tuple[tuple[int, int, str, str], ...]:
    """Use a granted effect once: it is removed from ``grants`` (returned) and applied."""

    key, uid = str(action.args[0]), int(action.args[1])
    left = list(grants)
    for i, g in enumerate(left):
        if g[0] == seat and g[1] == uid and g[2] == key:
            del left[i]
            break
    if uid in s.minions:
        GRANTS[key](s, uid, seat)
    return tuple(left)


def offer_diablerie(s: VTESState, blocker: int, victim: int) -> None:
    """VT-ACT-26: a blocked leave torpor leads to no combat; the blocking vampire may diablerize the
    vampire that tried to leave; declining, the action fails and nothing is paid."""

    seat = s.controller(blocker)
    choices = (act("diablerize", blocker, victim), Action("decline"))
    s.push(
        Ask(
            seat,
            said(
                N_("{minion} blocked {minion2} leaving torpor: diablerize it, or decline (VT-ACT-26)."),
                minion=ops.label(s, blocker),
                minion2=ops.label(s, victim),
            ),
            choices,
            _blocked_leave,
            (blocker, victim),
        )
    )


def _blocked_leave(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    blocker, victim = args
    if action.verb == "diablerize" and blocker in s.minions and victim in s.minions and s.in_torpor(victim):
        diablerie(s, blocker, victim)


def undirected_blockers(s: VTESState, seat: int) -> tuple[int, ...]:
    """VT-BLK-02: the prey first, then the predator (once, at a table of two)."""
    prey, pred = s.prey(seat), s.predator(seat)
    return (prey,) if pred == prey else (prey, pred)


# ------------------------------------------------------------------------ resolution


def resolve_success(s: VTESState, a: ActionCourse) -> None:
    """The effects of a successful action (VT-RES-01), after its cost."""
    kind = a.kind_
    if a.actor not in s.minions:
        return
    if kind == "bleed":
        succeed_bleed(s, a)
    elif kind == "hunt" and a.aplay is None:
        hunt(s, a.actor)
    elif kind == "assisted" and a.aplay is not None:
        from .assist import succeed

        succeed(s, a.aplay)
    elif kind in DEFAULT_EFFECTS:
        DEFAULT_EFFECTS[kind](s, a)
    elif a.ability is not None and a.aplay is not None:
        if kind == "political":
            call_referendum(s, a.aplay)  # VT-ACT-23: a referendum; the effect if it passes
        else:
            a.ability.effect(s, a.aplay)
    elif a.aplay is not None and a.aplay.card >= 0:
        succeed_card(s, a)


def succeed_card(s: VTESState, a: ActionCourse) -> None:
    """An action card succeeds (VT-ACT-31): its cost, then its effect; a political action calls a
    referendum (VT-REF-01)."""

    p = a.aplay
    assert p is not None
    use = CARDS[p.card].uses[p.use]
    pay(s, p, use)
    if a not in s.stack:
        return  # paying ousted the acting Methuselah: the turn ended, the card went to the ash heap
    a.aplay = p._replace(card=-3)  # resolved: it no longer goes to the ash heap at the end
    if a.kind_ == "political":
        call_referendum(s, p)  # the card waits for the referendum's end
        return
    take_effect(s, p, use, act=a.actor in s.minions)


def succeed_bleed(s: VTESState, a: ActionCourse) -> None:
    """VT-ACT-10, VT-ACT-11: the target burns pool equal to the bleed amount; a bleed of 1 or more
    is successful and moves the Edge (VT-EDGE-02)."""

    if a.aplay is not None and a.aplay.card >= 0:
        p = a.aplay
        use = CARDS[p.card].uses[p.use]
        pay(s, p, use)
        if a not in s.stack:
            return  # paying ousted the acting Methuselah (VT-OUST-05)
    if a.bleed_amount(s) >= 1:
        ops.fire(s, "bleed-about", {"course": a})
    amount = 0 if "no-bleed" in a.flags else a.bleed_amount(s)
    target = a.target_seat
    a.result = amount
    if amount >= 1 and s.in_game(target):
        s.edge = CENTRE if "no-edge" in a.flags else a.actor_seat  # "if you would get the Edge, it is burned instead"
        ops.say(s, N_("{seat} burns {amount} pool from the bleed."), seat=s.seat_name(target), amount=amount)
        ops.fire(s, "bleed-success", {"course": a, "amount": amount, "target": target})
        ops.burn_pool(s, target, amount)
    if a.aplay is not None and a.aplay.card >= 0:
        p = a.aplay
        use = CARDS[p.card].uses[p.use]
        a.aplay = p._replace(card=-3)
        take_effect(s, p, use, act=a.actor in s.minions)
    elif a.ability is not None and a.aplay is not None:
        a.ability.effect(s, a.aplay)


def hunt(s: VTESState, uid: int, amount: int = 1) -> None:
    """VT-ACT-14: blood from the bank equal to the hunt amount; the excess drains."""
    ops.add_blood(s, uid, amount + static(s, uid, "hunt"))
    s.marks[("hunted", uid)] = True
    ops.fire(s, "hunt-success", {"uid": uid})


def leave(s: VTESState, a: ActionCourse) -> None:
    """VT-ACT-25, VT-TORP-06: 2 blood, back to the ready region."""
    ops.burn_blood(s, a.actor, LEAVE_COST)
    ops.leave_torpor(s, a.actor)


def rescue(s: VTESState, a: ActionCourse) -> None:
    """VT-ACT-27, VT-ACT-29: the cost split as announced; back to ready, its lock unchanged."""
    if a.victim not in s.minions or not s.in_torpor(a.victim):
        return
    cost = max(0, rescue_cost(s, a.actor, a.victim))
    ops.burn_blood(s, a.actor, min(a.paid, cost))
    ops.burn_blood(s, a.victim, max(0, cost - a.paid))
    ops.leave_torpor(s, a.victim)
    ops.fire(s, "rescued", {"uid": a.victim, "by": a.actor})


def diablerize(s: VTESState, a: ActionCourse) -> None:
    """VT-ACT-30: the victim is diablerized (VT-DIAB)."""
    if a.victim in s.minions and s.in_torpor(a.victim):
        diablerie(s, a.actor, a.victim)


def equip_from(s: VTESState, a: ActionCourse) -> None:
    """VT-ACT-18: the equipment named moves to the acting minion."""
    for p in a.taken or (a.victim,):
        if p in s.placed:
            ops.move_placed(s, p, a.actor)


def become_anarch(s: VTESState, a: ActionCourse) -> None:
    """VT-ACT-33: the vampire's sect becomes Anarch."""
    ops.burn_blood(s, a.actor, anarch_cost(s, a.actor_seat, a.actor))
    s.minions[a.actor] = s.minions[a.actor]._replace(sect="anarch")


def red_list_combat(s: VTESState, a: ActionCourse) -> None:
    """VT-TRAIT-06: the cost, then combat with the marked minion."""

    ops.burn_blood(s, a.actor, 1)
    if a.victim in s.minions and s.is_ready(a.victim) and a.actor in s.minions:
        enter_combat(s, a.actor, a.victim)


DEFAULT_EFFECTS = {
    "redlist": red_list_combat,
    "leave": leave,
    "rescue": rescue,
    "diablerize": diablerize,
    "equip": equip_from,
    "anarch": become_anarch,
}


def diablerie(s: VTESState, diablerist: int, victim: int) -> None:
    """Diablerie, one unbroken unit (VT-DIAB-07), then the blood hunt (VT-DIAB-08).

    Step 1: the victim's blood moves to the diablerist, the excess drains (VT-DIAB-02). Step 2: the
    diablerist may take any of the victim's equipment, asked one card at a time (VT-DIAB-03). Step 3: the victim is burned (VT-DIAB-04).
    Step 4: an older victim gives the diablerist a Discipline card (VT-DIAB-05, AMB-24). Step 5: a
    Red List victim may earn the diablerist trophies (VT-DIAB-06, ``traits.burned_red_list``, asked
    as the victim burns). The choices of steps 4 and 5 come before the blood hunt (VT-TRAIT-08)."""
    older = capacity(s, victim) > capacity(s, diablerist)
    ops.move_blood(s, victim, diablerist, s.minions[victim].blood)
    if old(s, "diablerie_equipment"):  # version 2: every equipment card, unasked
        for p in s.minions[victim].cards:
            if is_equipment(s, p):
                ops.move_placed(s, p, diablerist)
    elif victim_equipment(s, diablerist, victim):
        s.push(DiablerieEnd(diablerist, victim, older))  # steps 3 to 5, once step 2's choice is made
        ask_victim_equipment(s, diablerist, victim)
        return
    diablerie_end(s, diablerist, victim, older)


def diablerie_end(s: VTESState, diablerist: int, victim: int, older: bool) -> None:
    """Diablerie, steps 3 to 5, then the blood hunt (VT-DIAB-04 to VT-DIAB-08)."""

    s.game_marks[("diablerie", diablerist)] = s.turn  # "has committed diablerie since ..." (Carlton Van Wyk)
    ops.fire(s, "diablerie", {"diablerist": diablerist, "victim": victim})  # before the blood hunt (Regent)

    for t in range(s.players):
        end_delays(s, t, "diablerie")  # "do not replace until a vampire commits diablerie"
    if not (victim in s.minions and flagged(s, victim, "no-blood-hunt-if-diablerized")):  # March Halcyon
        call_blood_hunt(s, diablerist)  # pushed first: it comes after the choices of steps 4 and 5
    ops.burn(s, victim)  # a Red List victim's trophies are asked now, above the blood hunt
    if older:
        from .effects import diablerie_discipline

        diablerie_discipline(s, diablerist)


class DiablerieEnd(Frame):
    """The rest of a diablerie, once the diablerist has taken the equipment it wants (VT-DIAB-07:
    no effect comes between the steps)."""

    __slots__ = ("diablerist", "victim", "older")

    def __init__(self, diablerist: int, victim: int, older: bool) -> None:
        super().__init__(None)
        self.diablerist, self.victim, self.older = diablerist, victim, older

    def run(self, state: VTESState) -> None:
        state.finish(self)
        if self.victim in state.minions and self.diablerist in state.minions:
            diablerie_end(state, self.diablerist, self.victim, self.older)


def victim_equipment(s: VTESState, diablerist: int, victim: int) -> list[int]:
    """VT-DIAB-03: the victim's equipment the diablerist may take (and carry); not a card saying "the
    diablerizing vampire cannot take" it (``core.DIABLERIE_KEEPS``)."""
    from .effects.core import DIABLERIE_KEEPS

    return [
        p
        for p in s.minions[victim].cards
        if is_equipment(s, p)
        and may_carry(s, diablerist, s.placed[p].card)
        and not any(f(s, p) for f in DIABLERIE_KEEPS)
    ]


def ask_victim_equipment(s: VTESState, diablerist: int, victim: int) -> None:
    """VT-DIAB-03: "the diablerist may take any of the victim's equipment": one card at a time
    (``take P``), ``done`` leaving the rest to burn with the victim."""

    cards = victim_equipment(s, diablerist, victim)
    if not cards:
        return
    question = said(
        N_("{minion} diablerizes {minion2}: take its equipment (VT-DIAB-03)?"),
        minion=ops.label(s, diablerist),
        minion2=ops.label(s, victim),
    )
    choices = (*(Action("take", (p,)) for p in cards), Action("done"))
    s.push(Ask(s.controller(diablerist), question, choices, _equipment_taken, (diablerist, victim)))


def _equipment_taken(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    diablerist, victim = args
    if action.verb == "take" and diablerist in s.minions and victim in s.minions:
        ops.move_placed(s, int(action.args[0]), diablerist)
        ask_victim_equipment(s, diablerist, victim)


def equipment_types() -> tuple[str, str]:
    return (EQUIPMENT, RETAINER)


def action_ctx(s: VTESState, a: ActionCourse) -> Ctx:
    return context(s, a)


def abilities_of(card: int) -> tuple[Ability, ...]:
    return ABILITIES.get(card, ())


__all__ = ["END", "ActionCourse", "MinionPhase", "announce_card", "current_action", "diablerie", "hunt"]
_ = ACTION_TYPES
