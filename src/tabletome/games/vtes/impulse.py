"""Impulse and sequencing (VT-SEQ-01 to VT-SEQ-04) as one window frame, and the small frames that
ask one Methuselah one question.

A :class:`Window` is a stage where Methuselahs may play cards and use effects, one decision at a
time. The acting Methuselah holds the impulse first; a pass moves it to the next Methuselah of the
window's ``order`` (the acting one, then the defenders, then every other one clockwise, VT-SEQ-02,
AMB-06); any play gives the impulse back to the acting Methuselah (VT-SEQ-03); the stage closes
when every Methuselah has passed in turn with nothing played in between (VT-SEQ-04).

Who is asked depends on public facts only: a Methuselah whom the public rules allow to act in this
window (``could_act``: a ready minion for a reaction, a combatant in combat...) is asked, unless its
standing instructions (the engine's stops) pass for it. Nobody learns from who is asked that a
seat holds no usable card (engine notes E3, AMB-16): a seat with nothing in hand is asked all the
same, and its pass looks like any other.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS, Frame, Why
from tabletome.engine.i18n import SOURCE, language
from tabletome.engine.i18n.retell import told

from .state import VTESState

#: Moves that begin a play whose card stays private until the play is complete.
PRIVATE_STARTS = frozenset(("play", "use", "assist"))
#: What the others are told of such a move, and of each step of the play.
CHOOSING = "chooses a play"


class Window(Frame):
    """A stage of plays in impulse order; subclasses say who may do what and what closing does."""

    __slots__ = ("order", "cursor", "passes", "acting", "saved")

    kind = "window"
    #: The action that passes (``end`` for a phase's stage of the acting Methuselah alone).
    PASS_ACTION = PASS

    def __init__(self, acting: int) -> None:
        super().__init__(None)  # the first sync finds who holds the impulse
        self.acting = acting
        self.order: tuple[int, ...] = ()
        self.cursor = 0
        self.passes = 0
        self.saved: tuple[int, int] = (0, 0)

    window: str | None = "window"  # the kind, for stops: each subclass's own (``__init_subclass__``)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A window's ``window`` is its ``kind``, a class attribute (read at every step of the flow:
        no property call)."""
        super().__init_subclass__(**kwargs)
        if "window" not in cls.__dict__:
            cls.window = cls.kind

    # ---- what subclasses give
    def seats(self, s: VTESState) -> Sequence[int]:
        """The impulse order (VT-SEQ-02): the acting Methuselah, the defenders, the others."""
        return impulse_order(s, self.acting, ())

    def could_act(self, s: VTESState, seat: int) -> bool:
        """Whether the public rules allow ``seat`` to do anything here (else it is not asked)."""
        return seat == self.acting

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        """The seat's plays here, besides passing."""
        return iter(())

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        """Resolve one play (it may push frames; the impulse then goes back to the acting seat)."""

    def closed(self, s: VTESState) -> None:
        """Every Methuselah has passed in turn: by default the window is over."""
        s.finish(self)

    # ---- the protocol
    def open(self, s: VTESState) -> None:
        """(Re)start the stage: the order is computed now, the acting Methuselah holds the impulse."""
        self.order = tuple(self.seats(s))
        self.cursor = 0
        self.passes = 0
        self.seat = None

    def run(self, s: VTESState) -> None:
        """Find who holds the impulse: skip (as passes) the seats that may not act; close when all passed."""
        if not self.order:
            self.order = tuple(self.seats(s))
        n = len(self.order)
        while self.passes < n:
            seat = self.order[self.cursor]
            if s.ousted_on[seat] == 0 and self.could_act(s, seat):  # in the game (VTESState.in_game)
                self.seat = seat
                return
            self.passed(s, seat)  # a seat that may do nothing passes (a blocker declines, VT-BLK-06)
            self.passes += 1
            self.cursor = (self.cursor + 1) % n
        self.seat = None
        self.closed(s)

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        if why is None:  # the legal actions, at every decision: no generator of generators
            return iter((*self.plays(state, self.seat, None), self.PASS_ACTION))
        return self._options(state, self.seat, why)

    def _options(self, state: VTESState, seat: int, why: Why) -> Iterator[Action]:
        yield from self.plays(state, seat, why)
        yield self.PASS_ACTION

    def shown(self, state: VTESState, action: Action) -> str:
        """A play begun is shown once it is complete (VT-CARD-15): until then its player may take it
        back, and the others must not learn the card."""
        if action.verb in PRIVATE_STARTS:
            return CHOOSING
        return str(action)

    def resolve(self, state: VTESState, action: Action) -> None:
        s = state
        seat = self.seat
        assert seat is not None
        if action is self.PASS_ACTION or action == self.PASS_ACTION:  # most often the very object
            self.seat = None  # the next sync (run) finds who holds the impulse
            self.passes += 1
            self.cursor = (self.cursor + 1) % max(1, len(self.order))
            self.passed(s, seat)
            return
        self.saved = (self.cursor, self.passes)
        self.cursor = 0  # VT-SEQ-03: the acting Methuselah regains the impulse
        self.passes = 0
        self.play(s, seat, action)  # the window still names the seat playing (its moment may depend on it)
        self.seat = None

    def child_done(self, state: VTESState, child: Frame) -> None:
        """A play withdrawn before it was complete changed nothing: the impulse stays where it was."""
        if getattr(child, "withdrawn", False):
            self.cursor, self.passes = self.saved

    def passed(self, s: VTESState, seat: int) -> None:
        """A seat passed (a blocker's pass in state A also declines to block, VT-BLK-06)."""

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"window": self.kind, "acting": self.acting, "asking": self.seat, "order": list(self.order)}


def impulse_order(s: VTESState, acting: int, defenders: Sequence[int]) -> list[int]:
    """VT-SEQ-02, AMB-06: the acting Methuselah, the defenders, then every other Methuselah still in
    the game clockwise from the acting one, none twice."""
    out = [acting] if s.in_game(acting) else []
    for d in defenders:
        if d not in out and s.in_game(d):
            out.append(d)
    around = s.clockwise(acting)
    if s.game_marks.get("play-reversed"):  # the direction of play reversed (phases.REVERSED)
        around = around[:1] + around[:0:-1]
    for t in around:
        if t not in out:
            out.append(t)
    return out


# ------------------------------------------------------------------------ one seat, one question


class Ask(Frame):
    """One Methuselah answers one question among fixed actions; ``then(state, args, action)``
    resolves it (a module-level function, so a cloned state never reaches the original)."""

    __slots__ = ("question", "choices", "then", "args", "public")

    window = None

    def __init__(
        self,
        seat: int,
        question: str,
        choices: Sequence[Action],
        then: Callable[[VTESState, tuple[Any, ...], Action], None],
        args: tuple[Any, ...] = (),
        public: bool = True,
    ) -> None:
        super().__init__(seat)
        self.question = question
        self.choices = tuple(choices)
        self.then = then
        self.args = args
        self.public = public  # whether the others may see the choices (they hold no hidden card)

    def prompt(self, state: VTESState) -> str:
        """The question in the reader's language; in English, as it was made (a view keeps the line
        its template made, so the picture tells it again)."""
        return self.question if language() == SOURCE else told(self.question)

    def shown(self, state: VTESState, action: Action) -> str:
        """A private question's answer (a card of one's hand) is the answering seat's own."""
        return str(action) if self.public else "answers privately"

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        return iter(self.choices)

    def run(self, state: VTESState) -> None:  # nobody to ask (the seat left the game)
        state.finish(self)

    def resolve(self, state: VTESState, action: Action) -> None:
        state.finish(self)
        self.then(state, self.args, action)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        out: dict[str, Any] = {"ask": self.seat, "question": self.question}
        if self.public or seat is None or seat == self.seat:
            out["choices"] = [str(c) for c in self.choices]
        return out


def ask(
    s: VTESState,
    seat: int,
    question: str,
    choices: Sequence[Action],
    then: Callable[[VTESState, tuple[Any, ...], Action], None],
    args: tuple[Any, ...] = (),
    public: bool = True,
) -> None:
    """Push a question; with one possible answer it is taken at once (nothing to decide)."""
    if not s.in_game(seat) or not choices:
        return
    if len(choices) == 1:
        then(s, args, choices[0])
        return
    s.push(Ask(seat, question, choices, then, args, public))
