"""Decision frames: the flow of a game as a stack of pending steps kept in its state.

The top frame says everything about the present moment: the seat that decides (``seat``),
what it is asked (``prompt``), which actions are legal and why others are not (``options``),
and what a choice does (``resolve``). A frame whose ``seat`` is None is an automatic step (a
die roll, a draw, a phase change): the state's loop (:meth:`FlowState.settle`) runs automatic
frames until a decision is on top, so the game stops only where a seat has a real choice.

Legality lives in one place. ``options(state, why)`` lists the legal actions; given a
:class:`Why` it also explains each candidate it refuses, so ``legal_actions()`` and
``why_illegal()`` can never disagree:

    def options(self, s, why):
        for loc in range(8):
            if not s.has_card(self.seat, loc):
                if why is not None:
                    why.no(MOVE[loc], lambda: f"You have no card for {s.name(loc)} (HX-LOC-02).")
                continue
            yield MOVE[loc]

Frames are plain data (no generators: a suspended call stack could not be cloned, saved or
replayed) and copy themselves; rules code gives them behaviour. The functions a ready-made frame
is given (``then``, ``play``, ``done``...) are module-level functions that receive the state as
their first argument, never closures over a state: a cloned state must not reach the original. A frame pushes children for
nested decisions (an answer, a block attempt, a reaction) and removes *itself* when done with
:meth:`FlowState.finish`, never blindly the top, so a child pushed during its parent's
resolution is never popped by the parent's own exit. A parent hears about its finished children
through ``child_done``.

Ready-made frames for the patterns every game meets: :class:`Choice` (one seat, one question),
:class:`Interrupt` (a seat decides ahead of the turn), :class:`PriorityWindow` (seats in order
may act; closes when all have passed in a row), :class:`Vote`, :class:`Compound` (a move asked
as a few sub-choices, each undoable before it is committed) and :class:`Proposal` (one seat
proposes, every affected seat accepts or counters).

Standing instructions ("stops"): a seat may say in advance in which kinds of window it wants to
be asked. A window passes for a seat without a stop for its kind. Whether a seat is asked
depends only on public facts (the window's kind and the seat's stops, which are public), never
on what its hidden cards would allow, so who is asked, and how fast a seat passes, reveals
nothing. By default every seat has every stop: it is asked everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from .actions import Action
from .errors import IllegalAction
from .fields import CLONE, DROPPED, KEPT, LIST, SHARED, STACK, VALUE, field
from .i18n import N_, gettext
from .rng import Rng
from .state import State

if TYPE_CHECKING:
    from .game import Outcome

Reason = str | Callable[[], str]


class Why:
    """Collects the reason a candidate action is refused, for one action asked about."""

    __slots__ = ("reason", "target")

    def __init__(self, target: Action) -> None:
        self.target = target
        self.reason: str | None = None

    def no(self, action: Action, reason: Reason) -> None:
        """``action`` is not legal because of ``reason`` (a sentence, or a function making it)."""
        if self.reason is None and action == self.target:
            self.reason = reason() if callable(reason) else reason

    def about(self, action: Action) -> bool:
        """True when the asked-about action is ``action`` (to skip building costly reasons)."""
        return action == self.target


_COPIERS: dict[type, Callable[[Any], Any]] = {}


def _copier(cls: type) -> Callable[[Any], Any]:
    """A copy function written for the class, one assignment per slot (clone is a hot path: this
    is several times faster than a loop of getattr and setattr)."""
    names = [
        n
        for n in dict.fromkeys(n for k in cls.__mro__ for n in getattr(k, "__slots__", ()))
        if n not in ("__weakref__", "__dict__")
    ]
    body = "".join(f"    c.{n} = self.{n}\n" for n in names)
    namespace: dict[str, Any] = {"new": object.__new__, "cls": cls}
    exec(f"def copy(self):\n    c = new(cls)\n{body}    return c\n", namespace)
    return namespace["copy"]  # type: ignore[no-any-return]


class GameOver(Exception):
    """Raised by rules that end the game in the middle of a step (after setting the outcome and
    clearing the stack): ``apply`` and ``settle`` stop there."""


class Frame:
    """One pending step. Subclasses set ``seat`` and implement what they need."""

    __slots__ = ("seat",)

    #: Which kind of window this is, for stops (None: not a window a seat can skip).
    window: str | None = None

    def __init__(self, seat: int | None) -> None:
        self.seat = seat

    # ---- a decision
    def prompt(self, state: Any) -> str:
        """What the seat is asked, in the rulebook's words."""
        return "Choose an action."

    def options(self, state: Any, why: Why | None) -> Iterator[Action]:
        """The legal actions; with ``why``, also say why each refused candidate is refused."""
        return iter(())

    def resolve(self, state: Any, action: Action) -> None:
        """Play a legal ``action``: change the state; push children or finish this frame."""
        raise NotImplementedError(f"{type(self).__name__} takes no decision")

    # ---- an automatic step
    def run(self, state: Any) -> None:
        """Do this automatic step: push children, or change the state and finish."""
        raise NotImplementedError(f"{type(self).__name__} is not an automatic step")

    def child_done(self, state: Any, child: Frame) -> None:
        """A frame this one pushed has finished (it may carry a result for this one)."""

    # ---- what seats see, and copies
    def view(self, state: Any, seat: int | None) -> dict[str, Any] | None:
        """What ``seat`` (None: everything) knows of this pending step; None to show nothing."""
        return None

    def waiting(self, state: Any) -> list[int]:
        """The seats this step waits for."""
        return [] if self.seat is None else [self.seat]

    def shown(self, state: Any, action: Action) -> str:
        """What the other seats are told of ``action`` taken here (default: all of it)."""
        return str(action)

    def copy(self) -> Frame:
        """A copy for a cloned state. Frames hold ints, strings, tuples and functions, which are
        shared; a frame that holds a list overrides this to copy it (or keeps tuples instead)."""
        cls = type(self)
        copier = _COPIERS.get(cls)
        if copier is None:
            copier = _COPIERS[cls] = _copier(cls)
        return copier(self)  # type: ignore[no-any-return]


class FlowState:
    """The flow part of a state: the frame stack, and the contract read off its top frame.

    Mixed into a game's State. The state must have the slots ``stack`` (a list of frames),
    ``stops`` (per seat, a frozenset of window kinds, or None for every window) and ``_legal``
    (the cached legal actions, None when stale).
    """

    __slots__ = ()

    stack: list[Frame]
    stops: list[frozenset[str] | None]
    _legal: tuple[Action, ...] | None

    #: What an action is told once the game is over (a game may say it its own way).
    OVER = N_("The game is over.")

    # ---- the contract, read off the top frame
    @property
    def to_move(self) -> int | None:
        stack = self.stack
        return stack[-1].seat if stack else None

    def changed(self) -> None:
        """State.changed: the cached legal actions are stale."""
        self._legal = None  # type: ignore[misc]

    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            stack = self.stack
            legal = self._legal = tuple(stack[-1].options(self, None)) if stack else ()  # type: ignore[misc]
        return legal

    def why_illegal(self, action: Action) -> str:
        if not self.stack:
            return gettext(self.OVER)
        why = Why(action)
        for _option in self.stack[-1].options(self, why):
            pass
        if why.reason is not None:
            return gettext(why.reason)  # a game's sentence, in the reader's language where translated
        return self.not_now(action)

    def not_now(self, action: Action) -> str:
        """The sentence for an action the present decision does not even consider."""
        from .notation import not_now

        return not_now(self, str(action))  # type: ignore[arg-type]

    def prompt(self) -> str:
        stack = self.stack
        return stack[-1].prompt(self) if stack else "The game is over."

    def waiting_on(self) -> list[int]:
        """The seats the game waits for (empty once it is over)."""
        stack = self.stack
        return stack[-1].waiting(self) if stack else []

    def shown_action(self, action: Action) -> str:
        """What the other seats are told of ``action``, about to be played: the deciding frame says."""
        stack = self.stack
        return stack[-1].shown(self, action) if stack else str(action)

    def apply(self, action: Action) -> None:
        legal = self.legal_actions()
        for a in legal:  # most often the very object offered: found without comparing fields (__eq__)
            if a is action:
                break
        else:
            try:
                action = legal[legal.index(action)]
            except ValueError:
                raise IllegalAction(self.why_illegal(action)) from None
        self._legal = None  # type: ignore[misc]
        try:
            self.stack[-1].resolve(self, action)
            self._settle()
        except GameOver:
            self._legal = None  # type: ignore[misc]

    # ---- moving the stack
    def push(self, frame: Frame) -> None:
        self.stack.append(frame)
        self._legal = None  # type: ignore[misc]

    def finish(self, frame: Frame) -> None:
        """Remove ``frame`` (wherever it is: children it pushed stay above it) and tell its parent."""
        stack = self.stack
        if stack and stack[-1] is frame:
            stack.pop()
        else:
            for i in range(len(stack) - 1, -1, -1):
                if stack[i] is frame:
                    del stack[i]
                    break
        self._legal = None  # type: ignore[misc]
        if stack:
            stack[-1].child_done(self, frame)

    def settle(self) -> None:
        """Run automatic steps, and pass windows for seats without a stop, until a decision is on top
        (or the game is over)."""
        try:
            self._settle()
        except GameOver:
            self._legal = None  # type: ignore[misc]

    def _settle(self) -> None:
        stack = self.stack
        while stack:
            top = stack[-1]
            if top.seat is None:
                top.run(self)
            elif top.window is not None and not self.asks(top.seat, top.window):
                top.resolve(self, PASS)
            else:
                return
            self._legal = None  # type: ignore[misc]

    def asks(self, seat: int, window: str) -> bool:
        """Whether ``seat`` wants to be asked in windows of kind ``window`` (public: its stops)."""
        stops = self.stops[seat]
        return stops is None or window in stops

    def copy_stack(self) -> list[Frame]:
        return [f.copy() for f in self.stack]

    def decision_view(self, seat: int | None) -> list[dict[str, Any]]:
        """What ``seat`` knows of every pending step, outermost first."""
        out = []
        for frame in self.stack:
            v = frame.view(self, seat)
            if v is not None:
                out.append(v)
        return out


PASS = Action("pass")
BACK = Action("back")
ACCEPT = Action("accept")


# ------------------------------------------------------------------------ ready-made frames


class FlowGameState(FlowState, State):
    """A game state played through frames, with the fields every such game has declared once
    (``fields.py``): a game adds its own fields and inherits slots, ``clone`` and ``init_fields``.
    Put ``Assembled`` before it among the bases when the views are assembled from zones."""

    players: int = field(VALUE)
    options: dict[str, Any] = field(SHARED)
    rng: Rng = field(CLONE)
    log: list[tuple[int, str]] | None = field(DROPPED, default=None)
    reveals: int = field(VALUE, default=0)
    _legal: tuple[Action, ...] | None = field(KEPT, default=None)
    stack: list[Frame] = field(STACK, factory=list)
    stops: list[frozenset[str] | None] = field(LIST, factory=list)
    outcome_: Outcome | None = field(VALUE, default=None)

    def outcome(self) -> Outcome | None:
        return self.outcome_


class Choice(Frame):
    """One seat answers one question among fixed actions; ``then(state, action)`` resolves it."""

    __slots__ = ("choices", "question", "then")

    def __init__(
        self, seat: int, question: str, choices: Sequence[Action], then: Callable[[Any, Action], None]
    ) -> None:
        super().__init__(seat)
        self.question = question
        self.choices = tuple(choices)
        self.then = then

    def prompt(self, state: Any) -> str:
        return self.question

    def options(self, state: Any, why: Why | None) -> Iterator[Action]:
        return iter(self.choices)

    def resolve(self, state: Any, action: Action) -> None:
        state.finish(self)
        self.then(state, action)


class Interrupt(Choice):
    """A seat decides ahead of the turn (the outbid player re-bids at once): a Choice pushed on top.

    It is an ordinary choice; the name says why it is there, and its view tells every seat who
    decides out of turn.
    """

    __slots__ = ()

    def view(self, state: Any, seat: int | None) -> dict[str, Any] | None:
        return {"interrupt": self.seat, "question": self.question}


class PriorityWindow(Frame):
    """Seats in order may act; the window closes when every seat still in it has passed in a row.

    ``order`` lists the seats in the order they are asked; ``act`` lists a seat's legal plays
    (besides passing) and ``play`` resolves one. Any play restarts the round of passes (the
    seat that played is asked again last). ``window`` names the kind for stops. Subclasses or
    callers give ``done`` to hear that the window closed.
    """

    __slots__ = ("act", "cursor", "done", "kind", "order", "passes", "play", "title")

    def __init__(
        self,
        kind: str,
        title: str,
        order: Sequence[int],
        act: Callable[[Any, int, Why | None], Iterator[Action]],
        play: Callable[[Any, int, Action], None],
        done: Callable[[Any], None] | None = None,
    ) -> None:
        super().__init__(order[0] if order else None)
        self.kind = kind
        self.title = title
        self.order = tuple(order)
        self.cursor = 0
        self.passes = 0
        self.act = act
        self.play = play
        self.done = done

    @property
    def window(self) -> str | None:  # type: ignore[override]
        return self.kind

    def prompt(self, state: Any) -> str:
        return f"{self.title}: play something, or pass."

    def options(self, state: Any, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        yield from self.act(state, self.seat, why)
        yield PASS

    def resolve(self, state: Any, action: Action) -> None:
        assert self.seat is not None
        if action == PASS:
            self.passes += 1
        else:
            self.passes = 0
            self.play(state, self.seat, action)
        if self.passes >= len(self.order):
            state.finish(self)
            if self.done is not None:
                self.done(state)
            return
        self.cursor = (self.cursor + 1) % len(self.order)
        self.seat = self.order[self.cursor]
        state._legal = None

    def run(self, state: Any) -> None:  # an empty window closes at once
        state.finish(self)
        if self.done is not None:
            self.done(state)

    def view(self, state: Any, seat: int | None) -> dict[str, Any] | None:
        return {"window": self.kind, "asking": self.seat, "passes": self.passes}


class Vote(Frame):
    """Every seat in ``order`` votes for or against (or abstains); ``weight`` gives a seat's votes
    (titles, cards). ``done(state, votes_for, votes_against)`` decides the referendum."""

    __slots__ = ("against", "ballots", "cursor", "done", "order", "question", "votes_for", "weight")

    FOR = Action("vote", ("for",))
    AGAINST = Action("vote", ("against",))
    ABSTAIN = Action("vote", ("abstain",))

    def __init__(
        self,
        question: str,
        order: Sequence[int],
        weight: Callable[[Any, int], int],
        done: Callable[[Any, int, int], None],
    ) -> None:
        super().__init__(order[0] if order else None)
        self.question = question
        self.order = tuple(order)
        self.cursor = 0
        self.weight = weight
        self.done = done
        self.votes_for = 0
        self.against = 0
        self.ballots: tuple[tuple[int, str, int], ...] = ()  # (seat, how, votes): public

    def prompt(self, state: Any) -> str:
        assert self.seat is not None
        return f"{self.question} You have {self.weight(state, self.seat)} votes."

    def options(self, state: Any, why: Why | None) -> Iterator[Action]:
        return iter((self.FOR, self.AGAINST, self.ABSTAIN))

    def resolve(self, state: Any, action: Action) -> None:
        assert self.seat is not None
        votes = self.weight(state, self.seat)
        how = str(action.args[0])
        if how == "for":
            self.votes_for += votes
        elif how == "against":
            self.against += votes
        self.ballots = (*self.ballots, (self.seat, how, votes))
        self.cursor += 1
        if self.cursor < len(self.order):
            self.seat = self.order[self.cursor]
            state._legal = None
            return
        state.finish(self)
        self.done(state, self.votes_for, self.against)

    def run(self, state: Any) -> None:  # nobody to vote
        state.finish(self)
        self.done(state, 0, 0)

    def view(self, state: Any, seat: int | None) -> dict[str, Any] | None:
        return {
            "vote": self.question,
            "ballots": [list(b) for b in self.ballots],
            "for": self.votes_for,
            "against": self.against,
        }


class Step:
    """One sub-choice of a compound move: its name and the options given the choices so far."""

    __slots__ = ("name", "options")

    def __init__(self, name: str, options: Callable[[Any, tuple[Any, ...]], Sequence[Any]]) -> None:
        self.name = name
        self.options = options


class Compound(Frame):
    """A move asked as a short sequence of sub-choices (card, then acting minion, then target).

    Each sub-choice is an action ``<step name> <value>``; ``back`` takes the last one back.
    Nothing changes in the game until the last sub-choice: then ``commit(state, chosen)`` plays
    the whole move. A step with one possible value is still asked (the player may go back).
    """

    __slots__ = ("chosen", "commit", "steps", "title")

    def __init__(
        self, seat: int, title: str, steps: Sequence[Step], commit: Callable[[Any, tuple[Any, ...]], None]
    ) -> None:
        super().__init__(seat)
        self.title = title
        self.steps = tuple(steps)
        self.chosen: tuple[Any, ...] = ()
        self.commit = commit

    def prompt(self, state: Any) -> str:
        step = self.steps[len(self.chosen)]
        so_far = ", ".join(f"{s.name} {v}" for s, v in zip(self.steps, self.chosen, strict=False))
        return f"{self.title}: choose the {step.name}" + (f" (so far: {so_far})." if so_far else ".")

    def options(self, state: Any, why: Why | None) -> Iterator[Action]:
        step = self.steps[len(self.chosen)]
        for value in step.options(state, self.chosen):
            yield Action(step.name, (value,))
        if self.chosen:
            yield BACK

    def resolve(self, state: Any, action: Action) -> None:
        state._legal = None
        if action == BACK:
            self.chosen = self.chosen[:-1]
            return
        self.chosen = (*self.chosen, action.args[0])
        if len(self.chosen) == len(self.steps):
            state.finish(self)
            self.commit(state, self.chosen)

    def view(self, state: Any, seat: int | None) -> dict[str, Any] | None:
        # The sub-choices are the mover's private draft until it commits the move.
        if seat is not None and seat != self.seat:
            return {"compound": self.title, "seat": self.seat, "chosen": len(self.chosen)}
        return {"compound": self.title, "seat": self.seat, "chosen": [str(v) for v in self.chosen]}


class Proposal(Frame):
    """One seat proposes, every affected seat accepts or counters with its own proposal.

    ``proposals(state, seat)`` lists the proposals a seat may make (actions); a counter starts a
    new round in which every other affected seat must accept. When every affected seat but the
    author has accepted the standing proposal, ``done(state, proposal)`` resolves it. A seat with
    nothing to choose is never asked: with one possible proposal it is adopted at once.
    """

    __slots__ = ("accepted", "affected", "author", "done", "pending", "proposals", "title")

    def __init__(
        self,
        title: str,
        proposer: int,
        affected: Sequence[int],
        proposals: Callable[[Any, int], Sequence[Action]],
        done: Callable[[Any, Action], None],
    ) -> None:
        super().__init__(proposer)
        self.title = title
        self.author = proposer
        self.affected = tuple(affected)
        self.proposals = proposals
        self.done = done
        self.pending: Action | None = None
        self.accepted: tuple[int, ...] = ()

    def prompt(self, state: Any) -> str:
        if self.pending is None:
            return f"{self.title}: make a proposal."
        return f"{self.title}: accept the proposal '{self.pending}', or make another."

    def options(self, state: Any, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        if self.pending is not None:
            yield ACCEPT
        for p in self.proposals(state, self.seat):
            if p != self.pending:
                yield Action("propose", (str(p),))

    def run(self, state: Any) -> None:
        """Only one proposal is possible: adopt it without asking anybody."""
        choices = self.proposals(state, self.author)
        state.finish(self)
        self.done(state, choices[0])

    def resolve(self, state: Any, action: Action) -> None:
        state._legal = None
        if action == ACCEPT:
            self.accepted = (*self.accepted, self.seat)  # type: ignore[arg-type]
        else:
            wanted = str(action.args[0])
            assert self.seat is not None
            self.pending = next(p for p in self.proposals(state, self.seat) if str(p) == wanted)
            self.author = self.seat
            self.accepted = ()
        waiting = [t for t in self.affected if t != self.author and t not in self.accepted]
        if not waiting and self.pending is not None:
            state.finish(self)
            self.done(state, self.pending)
            return
        self.seat = waiting[0] if waiting else self.author

    @classmethod
    def start(
        cls,
        state: Any,
        title: str,
        proposer: int,
        affected: Sequence[int],
        proposals: Callable[[Any, int], Sequence[Action]],
        done: Callable[[Any, Action], None],
    ) -> None:
        """Push a proposal, or resolve at once when there is nothing to choose."""
        frame = cls(title, proposer, affected, proposals, done)
        if len(proposals(state, proposer)) <= 1:
            frame.seat = None  # an automatic step: adopted without asking
        state.push(frame)

    def view(self, state: Any, seat: int | None) -> dict[str, Any] | None:
        return {
            "proposal": self.title,
            "author": self.author,
            "pending": str(self.pending) if self.pending is not None else None,
            "accepted": list(self.accepted),
        }
