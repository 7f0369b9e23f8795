"""The V:TES turn without card effects (steps 2 and 3): setup, the five phases, the actions, ousting.

A :class:`Turn` frame sits at the bottom of the stack and runs the automatic parts of each
phase (VT-TURN-01); each phase that asks something pushes its decision frame:

- unlock (automatic): unlock every card of the acting Methuselah (VT-UNL-01); the Edge's holder
  gains 1 pool (VT-EDGE-03; taken without asking, since nothing in this step makes declining
  useful);
- master (automatic): no master card is implemented, so the 1 master phase action (VT-MAST-01)
  goes unused (VT-MAST-04) and the phase passes;
- minion (:class:`MinionPhase`): ``bleed N``, ``hunt N`` by ready vampire N, ``leave N`` by
  torpor vampire N, ``rescue N S M K``, ``diablerize N S M``, ``end``. An announced action is an
  :class:`ActionCourse` (automatic) that asks each Methuselah allowed to block in turn
  (:class:`BlockDecision`: ``block N`` or ``pass``), then resolves; a block leads to combat
  (``combat.py``);
- influence (:class:`InfluencePhase`): ``transfer N K``, ``return N``, ``crypt``, ``bring N``,
  ``end``;
- discard (:class:`DiscardPhase`): ``discard N`` (hand position N) or ``pass``.

Not built: card effects, hence the action windows' modifiers and reactions and any change of
stealth or intercept (all stay at their base values, VT-STL-02), library cards (master, action,
reaction, combat cards, events), political actions (the referendum machinery is in ``politics.py``,
used by the blood hunt after a diablerie, VT-DIAB-08), the blocker's diablerie of a vampire leaving
torpor (VT-ACT-26), equip, become Anarch, merging advanced vampires (VT-INF-09), withdrawal, contests, the
burn-option discard (VT-UNL-03).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache

from tabletome.engine.actions import Action, normalize_notation
from tabletome.engine.errors import NotationError
from tabletome.engine.flow import PASS, Frame, GameOver, Why
from tabletome.engine.rng import Rng

from .combat import Combat
from .decks import Decklist
from .politics import AGAINST, FOR, call_blood_hunt, cast
from .state import CENTRE, Vamp, VTESState, card_table

START_POOL = 30  # VT-SETUP-05
HAND_SIZE = 7  # VT-SETUP-09
START_CRYPT = 4  # VT-SETUP-10
OUST_POOL = 6  # VT-VP-01

END = Action("end")
CRYPT = Action("crypt")

UNLOCK, MINION, INFLUENCE, DISCARD = "unlock", "minion", "influence", "discard"

HINT = "'bleed 1', 'hunt 2', 'leave 1', 'rescue 1 2 1 2', 'diablerize 1 2 1', 'block 1', 'for', 'against edge', 'transfer 3 2', 'return 1', 'bring 1', 'crypt', 'discard 4', 'pass' or 'end'"


@cache
def act(verb: str, *args: int) -> Action:
    """The one Action object for ``verb args`` (shared, so building the legal list is cheap)."""
    return Action(verb, args)


def parse_move(text: str) -> Action:
    """Read a move: ``bleed N``, ``hunt N``, ``leave N``, ``rescue N S M [K]`` (K defaults to 2),
    ``diablerize N S M`` (or ``diablerise``), ``transfer N [K]`` (K defaults to 1), ``return N``,
    ``bring N``, ``discard N``, ``block N``, ``crypt``, ``end``, ``pass``, and in a referendum
    ``for``, ``against``, ``for edge``, ``against edge``; N counts from 1 as the view lists."""
    words = normalize_notation(text).split()
    arity = {
        "bleed": (1,),
        "hunt": (1,),
        "block": (1,),
        "return": (1,),
        "bring": (1,),
        "discard": (1,),
        "transfer": (1, 2),
        "leave": (1,),
        "rescue": (3, 4),
        "diablerize": (3,),
    }
    if words and words[0] == "diablerise":
        words[0] = "diablerize"
    if words and words[0] in (FOR, AGAINST) and words[1:] in ([], ["edge"]):
        return cast(words[0], len(words) == 2)
    if words and words[0] in ("end", "pass", "crypt") and len(words) == 1:
        return {"end": END, "pass": PASS, "crypt": CRYPT}[words[0]]
    if words and words[0] in arity and len(words) - 1 in arity[words[0]] and all(w.isdigit() for w in words[1:]):
        nums = [int(w) for w in words[1:]]
        if words[0] == "transfer" and len(nums) == 1:
            nums.append(1)
        if words[0] == "rescue" and len(nums) == 3:
            nums.append(RESCUE_COST)  # the rescuer pays the whole cost
        return act(words[0], *nums)
    shown = text.strip() or "(nothing)"
    raise NotationError(f"'{shown}' is not a V:TES move. Moves look like {HINT}.")


# ------------------------------------------------------------------------ setup (VT-SETUP)


def new_table(decks: Sequence[Decklist], seed: int, first: int | None = None) -> VTESState:
    """A table of ``len(decks)`` Methuselahs seated clockwise in the order given (VT-SETUP-02).

    The first Methuselah is ``first``, or drawn from the seed (VT-SETUP-02). Each crypt and library
    is shuffled by the state's generator, which stands in for the shuffle and the predator's cut
    (VT-SETUP-08, AMB-25); 7 cards are drawn (VT-SETUP-09), 4 crypt cards dealt face down to the
    uncontrolled region (VT-SETUP-10); 30 pool each (VT-SETUP-05); the Edge in the centre
    (VT-SETUP-07).
    """
    n = len(decks)
    if not 2 <= n <= 6:
        raise ValueError(f"V:TES takes 2 to 6 Methuselahs, not {n} (VT-SETUP-01).")
    s = object.__new__(VTESState)
    s.players = n
    s.rng = Rng(seed)
    s.log = None
    s.reveals = 0
    s._legal = None
    s.stack = []
    s.stops = [None] * n
    s.outcome_ = None
    s.decks = tuple(decks)
    s.info = card_table(decks)
    s.pool = [START_POOL] * n
    s.library, s.hand, s.crypt, s.uncontrolled = [], [], [], []
    for deck in decks:
        library = [c.id for c, k in deck.library for _ in range(k)]
        crypt = [c.id for c, k in deck.crypt for _ in range(k)]
        s.rng.shuffle(crypt)
        s.rng.shuffle(library)
        s.hand.append([library.pop() for _ in range(min(HAND_SIZE, len(library)))])
        s.uncontrolled.append([Vamp(crypt.pop()) for _ in range(min(START_CRYPT, len(crypt)))])
        s.library.append(library)
        s.crypt.append(crypt)
    s.ash = [[] for _ in range(n)]
    s.removed = [[] for _ in range(n)]
    s.ready = [[] for _ in range(n)]
    s.torpor = [[] for _ in range(n)]
    s.vp = [0] * n
    s.ousted_on = [0] * n
    s.edge = CENTRE
    s.turn = 1
    s.first = s.current = s.rng.below(n) if first is None else first % n
    s.phase = UNLOCK
    s.transfers = 0
    s.push(Turn())
    s.settle()
    return s


# ------------------------------------------------------------------------ the turn (VT-TURN)


class Turn(Frame):
    """The bottom frame: runs the automatic part of each phase and pushes the phase's decision."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, state: VTESState) -> None:
        s = state
        me = s.current
        if s.phase == UNLOCK:
            unlock(s, me)
            s.phase = MINION  # the master phase passes: no master card is implemented (VT-MAST-04)
            s.push(MinionPhase(me))
        elif s.phase == MINION:
            s.phase = INFLUENCE
            s.transfers = min(s.turn, 4)  # VT-INF-01, VT-INF-02, AMB-03
            s.push(InfluencePhase(me))
        elif s.phase == INFLUENCE:
            s.transfers = 0  # VT-INF-03
            s.phase = DISCARD
            s.push(DiscardPhase(me))
        else:  # the discard phase is over: the next Methuselah still in the game (VT-TURN-02)
            s.current = s.prey(me)
            s.turn += 1
            s.phase = UNLOCK

    def view(self, state: VTESState, seat: int | None) -> dict[str, object] | None:
        return {"turn": state.turn, "methuselah": state.current, "phase": state.phase}


def unlock(s: VTESState, me: int) -> None:
    """VT-UNL-01: unlock all your cards, those in torpor too; VT-EDGE-03: the Edge's pool."""
    s.ready[me] = [v._replace(locked=False) if v.locked else v for v in s.ready[me]]
    s.torpor[me] = [v._replace(locked=False) if v.locked else v for v in s.torpor[me]]
    if s.edge == me:
        s.pool[me] += 1


# ------------------------------------------------------------------------ minion phase (VT-MIN, VT-ACT)


def must_hunt(s: VTESState, me: int) -> bool:
    """Whether a ready unlocked vampire has no blood, so must hunt first (VT-ACT-15, VT-MIN-04)."""
    return any(not v.locked and v.blood == 0 for v in s.ready[me])


STEALTH = {"bleed": 0, "hunt": 1, "leave": 1}  # VT-ACT-06, VT-ACT-13, VT-ACT-25 (VT-STL-02)
LEAVE_COST = RESCUE_COST = 2  # VT-ACT-25, VT-ACT-27


def intercept(s: VTESState, seat: int, index: int) -> int:
    """A minion's intercept: 0 without cards (VT-STL-02)."""
    return 0


class MinionPhase(Frame):
    """Ready unlocked vampires act one at a time (VT-MIN-01, VT-MIN-02); ``end`` closes the phase.

    ``bleed N``, ``hunt N`` (ready vampire N), ``leave N`` (torpor vampire N, VT-ACT-25),
    ``rescue N S M K`` (ready vampire N rescues Methuselah S's torpor vampire M, paying K of the
    2 blood, the rescued vampire the rest, VT-ACT-27).
    """

    __slots__ = ()

    def prompt(self, state: VTESState) -> str:
        return (
            "Minion phase: a ready vampire bleeds, hunts or rescues, a vampire in torpor leaves it, or end the phase."
        )

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        s = state
        me = self.seat
        assert me is not None
        mandatory = must_hunt(s, me)
        yield from ready_options(s, me, mandatory, why)
        if not mandatory:
            yield from torpor_options(s, me, why)
            yield from rescue_options(s, me)
            yield from diablerie_options(s, me)
        if mandatory:
            if why is not None:
                why.no(
                    END, "A ready vampire with no blood must hunt before the phase ends (VT-ACT-15, VT-MIN-09, AMB-04)."
                )
                for verb in ("leave", "rescue", "diablerize"):
                    if why.target.verb == verb:
                        why.no(why.target, "A ready vampire with no blood must hunt first (VT-ACT-15, VT-MIN-04).")
        else:
            yield END
        if why is not None:
            explain_minion(why)

    def resolve(self, state: VTESState, action: Action) -> None:
        s = state
        me = self.seat
        assert me is not None
        if action is END:
            s.finish(self)  # VT-MIN-09
            return
        s.push(announce(s, me, action))


def ready_options(s: VTESState, me: int, mandatory: bool, why: Why | None) -> Iterator[Action]:
    """Bleed and hunt by ready vampires (VT-ACT-04, VT-ACT-06, VT-ACT-13)."""
    for i, v in enumerate(s.ready[me], 1):
        if v.locked:
            if why is not None:
                reason = f"Vampire {i} is locked: only ready unlocked vampires act (VT-MIN-02)."
                why.no(act("bleed", i), reason)
                why.no(act("hunt", i), reason)
            continue
        if mandatory and v.blood > 0:
            if why is not None:
                reason = "A ready vampire with no blood must hunt first (VT-ACT-15, VT-MIN-04)."
                why.no(act("bleed", i), reason)
                why.no(act("hunt", i), reason)
            continue
        if v.blood > 0:
            yield act("bleed", i)
        elif why is not None:
            why.no(act("bleed", i), "This vampire has no blood: it must hunt (VT-ACT-15, VT-MIN-05).")
        yield act("hunt", i)


def torpor_options(s: VTESState, me: int, why: Why | None) -> Iterator[Action]:
    """Leave torpor: an unlocked vampire in torpor with the 2 blood of its cost (VT-ACT-25, VT-MIN-02)."""
    for i, v in enumerate(s.torpor[me], 1):
        if not v.locked and v.blood >= LEAVE_COST:
            yield act("leave", i)
        elif why is not None:
            why.no(
                act("leave", i),
                f"Vampire {i} in torpor must be unlocked and have {LEAVE_COST} blood to leave torpor (VT-MIN-02, VT-ACT-25).",
            )


def rescue_options(s: VTESState, me: int) -> Iterator[Action]:
    """Rescue: a ready unlocked vampire pays K of the 2 blood, the rescued vampire 2 - K (VT-ACT-27)."""
    rescuers = [(i, v.blood) for i, v in enumerate(s.ready[me], 1) if not v.locked and v.blood > 0]
    if not rescuers:
        return
    for t in s.remaining():
        for m, w in enumerate(s.torpor[t], 1):
            for i, blood in rescuers:
                for k in range(max(0, RESCUE_COST - w.blood), min(blood, RESCUE_COST) + 1):
                    yield act("rescue", i, t + 1, m, k)


def diablerie_options(s: VTESState, me: int) -> Iterator[Action]:
    """Diablerize: a ready unlocked vampire against any vampire in torpor, at no cost (VT-DIAB-01, VT-ACT-30)."""
    actors = [i for i, v in enumerate(s.ready[me], 1) if not v.locked]
    for t in s.remaining():
        for m in range(1, len(s.torpor[t]) + 1):
            for i in actors:
                yield act("diablerize", i, t + 1, m)


def explain_minion(why: Why) -> None:
    a = why.target
    if a.verb in ("bleed", "hunt"):
        why.no(
            a,
            f"You have no ready vampire numbered {a.args[0]}; a vampire in torpor can only leave torpor (VT-MIN-02, VT-TORP-03).",
        )
    elif a.verb == "leave":
        why.no(a, f"You have no vampire in torpor numbered {a.args[0]} (VT-TORP-03).")
    elif a.verb == "rescue":
        why.no(
            a,
            "A rescue names a ready unlocked vampire with blood, a Methuselah, one of their vampires in torpor, "
            f"and the blood the rescuer pays of the {RESCUE_COST} (VT-ACT-27).",
        )
    elif a.verb == "diablerize":
        why.no(
            a,
            "A diablerie names one of your ready unlocked vampires, a Methuselah still in the game, and one of "
            "their vampires in torpor: only a ready vampire commits diablerie, on a vampire in torpor "
            "(VT-DIAB-01, VT-ACT-30, VT-MIN-02).",
        )


def announce(s: VTESState, me: int, action: Action) -> ActionCourse:
    """Announce an action (VT-ANN-01): the acting vampire locks (VT-ANN-02, VT-MIN-02); its stealth and
    who may block follow from the action (VT-ACT-01, VT-STL-02, VT-BLK-01, VT-BLK-02)."""
    verb = action.verb
    i = int(action.args[0]) - 1
    if verb == "leave":
        s.torpor[me][i] = s.torpor[me][i]._replace(locked=True)
        return ActionCourse(me, verb, i, STEALTH[verb], undirected_blockers(s, me))
    s.ready[me][i] = s.ready[me][i]._replace(locked=True)
    if verb == "bleed":
        prey = s.prey(me)
        return ActionCourse(me, verb, i, STEALTH[verb], (prey,), prey)
    if verb == "hunt":
        return ActionCourse(me, verb, i, STEALTH[verb], undirected_blockers(s, me))
    t, m = int(action.args[1]) - 1, int(action.args[2]) - 1
    k = int(action.args[3]) if verb == "rescue" else 0
    if t == me:  # VT-ACT-28: own vampire: undirected, +1 stealth
        return ActionCourse(me, verb, i, 1, undirected_blockers(s, me), t, m, k)
    return ActionCourse(me, verb, i, 0, (t,), t, m, k)  # directed, 0 stealth: its controller blocks


def undirected_blockers(s: VTESState, me: int) -> tuple[int, ...]:
    """VT-BLK-02: the prey first, then the predator (once, at a table of two)."""
    prey, pred = s.prey(me), s.predator(me)
    return (prey,) if pred == prey else (prey, pred)


def can_block(s: VTESState, seat: int, stealth: int) -> bool:
    """Whether ``seat`` has a ready unlocked minion whose intercept meets ``stealth`` (VT-STL-01).

    Without cards intercept cannot be raised (VT-STL-05), so an attempt that must fail is not offered:
    the seat is not asked (public facts: locks, stealth and intercept are public)."""
    return any(not v.locked and intercept(s, seat, j) >= stealth for j, v in enumerate(s.ready[seat]))


class ActionCourse(Frame):
    """The course of one announced action (automatic): block attempts in order, then resolution.

    Each Methuselah allowed to block (``blockers``, in order, VT-BLK-01, VT-BLK-02) gets a
    :class:`BlockDecision` if it has a minion able to block; declining holds for the rest of the
    action (VT-BLK-05). A block locks the blocker and starts combat (VT-RES-03, VT-CMB-01); the action
    fails, its cost unpaid (VT-RES-02). Otherwise the action succeeds: cost, then effects (VT-RES-01).
    """

    __slots__ = ("actor", "kind", "index", "stealth", "blockers", "target", "victim", "paid", "next", "block", "stage")

    def __init__(
        self,
        actor: int,
        kind: str,
        index: int,
        stealth: int,
        blockers: tuple[int, ...],
        target: int = -1,
        victim: int = -1,
        paid: int = 0,
    ) -> None:
        super().__init__(None)
        self.actor, self.kind, self.index, self.stealth = actor, kind, index, stealth
        self.blockers = tuple(b for b in blockers if b != actor)
        self.target, self.victim, self.paid = target, victim, paid
        self.next = 0
        self.block: tuple[int, int] | None = None
        self.stage = 0

    def run(self, state: VTESState) -> None:
        s = state
        if self.block is not None:
            self.blocked(s)
            return
        while self.next < len(self.blockers):
            b = self.blockers[self.next]
            self.next += 1
            if s.in_game(b) and can_block(s, b, self.stealth):
                s.push(BlockDecision(b, self.actor, self.kind, self.index + 1, self.stealth))
                return
        s.finish(self)
        succeed(s, self)

    def blocked(self, s: VTESState) -> None:
        assert self.block is not None
        if self.stage:  # the combat is over: so is the action (VT-RES-02)
            s.finish(self)
            return
        self.stage = 1
        b, j = self.block
        s.ready[b][j] = s.ready[b][j]._replace(locked=True)  # VT-RES-03
        if self.kind != "leave":  # VT-ACT-26: a blocked leave torpor leads to no combat
            s.push(Combat(self.actor, self.index, b, j))  # VT-RES-03, VT-CMB-01

    def child_done(self, state: VTESState, child: Frame) -> None:
        if isinstance(child, BlockDecision) and child.blocker is not None and child.seat is not None:
            self.block = (child.seat, child.blocker)

    def view(self, state: VTESState, seat: int | None) -> dict[str, object] | None:
        return {"action": self.kind, "actor": self.actor, "vampire": self.index + 1, "stealth": self.stealth}


class BlockDecision(Frame):
    """A Methuselah allowed to block declares a block attempt with a ready unlocked minion, or
    declines (VT-BLK-01, VT-BLK-02, VT-BLK-06).

    Only attempts that succeed are offered: intercept 0 (VT-STL-02) against the action's stealth
    (VT-STL-01); with no card to raise intercept (VT-STL-05), a failed attempt could change nothing
    and the retries of VT-BLK-04 would be idle. A hunt (+1 stealth) is thus never blockable here.
    """

    __slots__ = ("actor", "kind", "vampire", "stealth", "blocker")

    window = "block"

    def __init__(self, seat: int, actor: int, kind: str, vampire: int, stealth: int) -> None:
        super().__init__(seat)
        self.actor = actor
        self.kind = kind
        self.vampire = vampire
        self.stealth = stealth
        self.blocker: int | None = None

    def prompt(self, state: VTESState) -> str:
        return (
            f"{state.seat_name(self.actor)}'s vampire {self.vampire} takes a {self.kind} action "
            f"({self.stealth} stealth): block with a ready vampire, or pass."
        )

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        s = state
        assert self.seat is not None
        for i, v in enumerate(s.ready[self.seat], 1):
            if v.locked:
                if why is not None:
                    why.no(act("block", i), f"Vampire {i} is locked: only ready unlocked minions block (VT-BLK-01).")
            elif intercept(s, self.seat, i - 1) < self.stealth:
                if why is not None:
                    why.no(
                        act("block", i),
                        f"Vampire {i} has {intercept(s, self.seat, i - 1)} intercept against {self.stealth} stealth: "
                        "the attempt would fail (VT-STL-01).",
                    )
            else:
                yield act("block", i)
        yield PASS
        if why is not None and why.target.verb == "block":
            why.no(
                why.target,
                f"You have no ready vampire numbered {why.target.args[0]}; a vampire in torpor cannot block (VT-BLK-01, VT-TORP-04).",
            )

    def resolve(self, state: VTESState, action: Action) -> None:
        if action is not PASS:  # blocked: intercept >= stealth (VT-STL-01, VT-BLK-07)
            self.blocker = int(action.args[0]) - 1
        state.finish(self)  # a pass is final for this action (VT-BLK-05)

    def view(self, state: VTESState, seat: int | None) -> dict[str, object] | None:
        return {"block": self.seat, "actor": self.actor, "action": self.kind, "vampire": self.vampire}


def succeed(s: VTESState, a: ActionCourse) -> None:
    """The action succeeds (VT-RES-01): its cost is paid, then its effects apply."""
    me, i = a.actor, a.index
    if a.kind == "bleed":
        bleed(s, me, a.target, 1)
    elif a.kind == "hunt":  # VT-ACT-13, VT-ACT-14: +1 blood, the excess drains
        v = s.ready[me][i]
        s.ready[me][i] = v._replace(blood=min(v.blood + 1, s.capacity(v.card)))
    elif a.kind == "leave":  # VT-ACT-25, VT-TORP-06: 2 blood, back to the ready region
        v = s.torpor[me].pop(i)
        s.ready[me].append(v._replace(blood=v.blood - LEAVE_COST))
    elif a.kind == "diablerize":  # VT-ACT-30: no cost
        diablerie(s, me, i, a.target, a.victim)
    else:  # rescue, VT-ACT-27, VT-ACT-29: the split cost, back to ready, its lock unchanged
        r = s.ready[me][i]
        s.ready[me][i] = r._replace(blood=r.blood - a.paid)
        w = s.torpor[a.target].pop(a.victim)
        s.ready[a.target].append(w._replace(blood=w.blood - (RESCUE_COST - a.paid)))


def diablerie(s: VTESState, me: int, i: int, t: int, m: int) -> None:
    """Diablerie, one unbroken unit (VT-DIAB-07), then the blood hunt (VT-DIAB-08).

    Step 1: the victim's blood moves to the diablerist, the excess over capacity drains to the
    bank (VT-DIAB-02). Step 2: no equipment exists without cards (VT-DIAB-03). Step 3: the victim
    is burned, to its owner's ash heap (VT-DIAB-04). Step 4: the capacity gain takes a master
    Discipline card, and none is implemented (VT-DIAB-05, AMB-24). Step 5: no Red List without
    cards (VT-DIAB-06)."""
    d = s.ready[me][i]
    w = s.torpor[t].pop(m)
    s.ready[me][i] = d._replace(blood=min(d.blood + w.blood, s.capacity(d.card)))
    s.ash[t].append(w.card)
    call_blood_hunt(s, me, i)


def bleed(s: VTESState, me: int, target: int, amount: int) -> None:
    """A successful bleed (not blocked): the target burns ``amount`` pool
    (VT-ACT-10) and the Edge goes to the bleeder (VT-ACT-11, VT-EDGE-02)."""
    if amount <= 0:
        return
    s.edge = me
    s.pool[target] -= amount
    if s.pool[target] <= 0:
        oust(s, [target])


# ------------------------------------------------------------------------ influence phase (VT-INF)


class InfluencePhase(Frame):
    """Transfers (VT-INF-04 to VT-INF-06) and bringing vampires out (VT-INF-07), until ``end``."""

    __slots__ = ()

    def prompt(self, state: VTESState) -> str:
        return f"Influence phase: {state.transfers} transfers left; transfer, bring out a vampire, or end."

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        s = state
        me = self.seat
        assert me is not None
        left = s.transfers
        pool = s.pool[me]
        for i, v in enumerate(s.uncontrolled[me], 1):
            for k in range(1, min(left, pool) + 1):
                yield act("transfer", i, k)
            if v.blood >= s.capacity(v.card):
                yield act("bring", i)
            elif why is not None:
                why.no(act("bring", i), f"Vampire {i} has {v.blood} blood, fewer than its capacity (VT-INF-07).")
            if left >= 2 and v.blood > 0:
                yield act("return", i)
            elif why is not None:
                why.no(
                    act("return", i),
                    "Moving 1 blood back to your pool takes 2 transfers and a vampire with blood (VT-INF-05).",
                )
        if left >= 4 and s.crypt[me]:
            yield CRYPT
        elif why is not None:
            why.no(
                CRYPT,
                "Moving a crypt card to your uncontrolled region takes 4 transfers, 1 pool and a crypt card (VT-INF-06).",
            )
        yield END
        if why is not None:
            self.explain(s, why, me)

    def explain(self, s: VTESState, why: Why, me: int) -> None:
        a = why.target
        if a.verb in ("transfer", "bring", "return") and a.args and not 1 <= int(a.args[0]) <= len(s.uncontrolled[me]):
            why.no(a, f"You have no uncontrolled vampire numbered {a.args[0]} (VT-INF-04).")
        elif a.verb == "transfer" and len(a.args) == 2:
            why.no(
                a,
                f"You have {s.transfers} transfers left and {s.pool[me]} pool; each blood moved costs 1 of each (VT-INF-03, VT-INF-04).",
            )

    def resolve(self, state: VTESState, action: Action) -> None:
        s = state
        me = self.seat
        assert me is not None
        verb = action.verb
        if action is END:
            s.finish(self)  # VT-INF-03: unused transfers are lost
            return
        if action is CRYPT:  # VT-INF-06
            s.transfers -= 4
            s.uncontrolled[me].append(Vamp(s.crypt[me].pop()))
            s.reveals += 1
            pay_pool(s, me, 1)
            return
        i = int(action.args[0]) - 1
        v = s.uncontrolled[me][i]
        if verb == "bring":  # VT-INF-07: face up, unlocked; the excess drains
            del s.uncontrolled[me][i]
            s.ready[me].append(Vamp(v.card, min(v.blood, s.capacity(v.card)), False))
        elif verb == "return":  # VT-INF-05
            s.transfers -= 2
            s.uncontrolled[me][i] = v._replace(blood=v.blood - 1)
            s.pool[me] += 1
        else:  # VT-INF-04, one transfer per counter
            k = int(action.args[1])
            s.transfers -= k
            s.uncontrolled[me][i] = v._replace(blood=v.blood + k)
            pay_pool(s, me, k)


def pay_pool(s: VTESState, me: int, k: int) -> None:
    """Spend ``k`` pool; at 0 the Methuselah is ousted at once (VT-OUST-01, AMB-21)."""
    s.pool[me] -= k
    if s.pool[me] <= 0:
        oust(s, [me])


# ------------------------------------------------------------------------ discard phase (VT-DISC)


class DiscardPhase(Frame):
    """One discard phase action (VT-DISC-01): discard a card and draw its replacement
    (VT-DISC-02), or pass (VT-DISC-04). No event card is implemented (VT-DISC-03)."""

    __slots__ = ()

    def prompt(self, state: VTESState) -> str:
        return "Discard phase: discard a card from your hand and draw, or pass."

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        n = len(state.hand[self.seat])
        for i in range(1, n + 1):
            yield act("discard", i)
        yield PASS
        if why is not None and why.target.verb == "discard":
            why.no(why.target, f"Your hand has {n} cards; discard names one by its place, 1 to {n} (VT-DISC-02).")

    def resolve(self, state: VTESState, action: Action) -> None:
        s = state
        me = self.seat
        assert me is not None
        s.finish(self)
        if action is PASS:
            return
        s.ash[me].append(s.hand[me].pop(int(action.args[0]) - 1))
        draw(s, me)


def draw(s: VTESState, me: int) -> None:
    """Draw the top library card; an empty library draws nothing."""
    if s.library[me]:
        s.hand[me].append(s.library[me].pop())
        s.reveals += 1


# ------------------------------------------------------------------------ ousting (VT-OUST, VT-VP)


def oust(s: VTESState, seats: Sequence[int]) -> None:
    """Oust ``seats`` at once (VT-OUST-01): each predator, judged on the ring as it stood, gains
    1 VP and, unless ousted too, 6 pool (VT-VP-01, VT-VP-02, AMB-10); the ousted Methuselah's
    vampires are removed from the game (VT-OUST-02); a held Edge returns to the centre (AMB-11).
    The last Methuselah standing gains 1 VP and the game ends (VT-VP-03, VT-OUST-06)."""
    preds = [s.predator(t) for t in seats]
    for t in seats:
        s.pool[t] = 0
        s.ousted_on[t] = s.turn
        s.removed[t] += [v.card for z in (s.uncontrolled[t], s.ready[t], s.torpor[t]) for v in z]
        s.uncontrolled[t], s.ready[t], s.torpor[t] = [], [], []
        if s.edge == t:
            s.edge = CENTRE
    for p in preds:
        if p in seats:
            continue
        s.vp[p] += 1
        s.pool[p] += OUST_POOL
    for t, p in zip(seats, preds, strict=True):
        if p in seats and p != t:
            s.vp[p] += 1  # VT-VP-02: the VP without the pool
    left = s.remaining()
    if len(left) <= 1:
        for t in left:
            s.vp[t] += 1
        s.outcome_ = s.final_outcome("VT-VP-04", end_reason(s))
        s.stack.clear()
        s._legal = None
        raise GameOver
    if s.current in seats:  # ousted in their own turn: the turn ends (VT-OUST-05)
        del s.stack[1:]
        s.phase = DISCARD
        s._legal = None


def end_reason(s: VTESState) -> str:
    best = max(s.vp)
    top = [t for t in range(s.players) if s.vp[t] == best]
    if len(top) == 1:
        return f"{s.seat_name(top[0])} wins with {best} victory points (VT-VP-04)."
    return f"A shared highest total of {best} victory points: nobody wins (VT-VP-04)."
