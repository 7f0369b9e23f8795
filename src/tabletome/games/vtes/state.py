"""The V:TES table: Methuselahs, their regions and counters, cards in play, the Edge, victory points.

Hidden cards are VEKN ids in plain lists (the top of a library or crypt is the last item). Cards in
play are immutable records (:class:`~.model.Minion`, :class:`~.model.Placed`) in two dicts keyed by
uid; each region is a list of uids. Each field is declared once (``engine/fields.py``); the
generated ``clone`` copies dicts and lists of references and never deep-copies anything: it is a
hot path of search.

Zones (VT-SETUP-11): ``library``, ``hand``, ``crypt``, ``ash`` (the ash heap), ``removed``,
``uncontrolled``, ``ready`` and ``torpor`` (the controlled region), ``inplay`` (cards in play that
are on no minion: locations and master cards in play), ``contested`` (copies of unique cards out of
play while contested, VT-CONT-02), ``aside`` (cards set face down by a card's text, seen by their
owner). What each seat sees is built in ``views.py`` from one function for every viewer;
determinization is below.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.errors import IllegalAction
from tabletome.engine.fields import CLONE, DICT, DROPPED, KEPT, LIST, NESTED, SHARED, STACK, VALUE, field
from tabletome.engine.flow import FlowState, Frame, GameOver
from tabletome.engine.game import Outcome, SeatResult, rank_seats
from tabletome.engine.i18n import N_, gettext
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from .decks import Decklist
from .model import Facts, Minion, Placed, facts

#: The Edge's place when no Methuselah holds it (VT-SETUP-07, VT-EDGE-01).
CENTRE = -1
#: ``marks[(SEES_HANDS, viewer)]``: ``viewer`` may look at every Methuselah's hand for the rest of the turn
#: (Pulse of the Canaille): shown in its views, kept as they are in its determinizations.
SEES_HANDS = "sees-hands"

UNLOCK, MASTER, MINION, INFLUENCE, DISCARD = "unlock", "master", "minion", "influence", "discard"
PHASES = (UNLOCK, MASTER, MINION, INFLUENCE, DISCARD)


def _per_seat(s: Any) -> list[list[int]]:
    """An empty zone per Methuselah (a field's starting value, ``init_fields``)."""
    return [[] for _ in range(s.players)]


class VTESState(FlowState, State):
    """A V:TES game in progress."""

    # Each field once, with how a copy of the game copies it (``engine/fields.py``): the slots, the
    # starting values (``init_fields``, table.py) and ``clone`` (a hot path of search) come from here.
    # The order is the positions' order of fields: keep it.
    players: int = field(VALUE)
    rng: Rng = field(CLONE)
    log: list[tuple[int, str]] | None = field(DROPPED, default=None)
    reveals: int = field(VALUE, default=0)
    _legal: tuple[Action, ...] | None = field(KEPT, default=None)
    stack: list[Frame] = field(STACK, factory=list)
    stops: list[frozenset[str] | None] = field(LIST, init=lambda s: [None] * s.players)
    outcome_: Outcome | None = field(VALUE, default=None)
    decks: tuple[Decklist, ...] = field(VALUE)
    # whether each deck is known to all: a precon named by a table option is; any other deck is not
    public_decks: tuple[bool, ...] = field(VALUE)
    # the table's options: never changed once set, so every copy holds the same dict (VALUE, not
    # SHARED: a position writes them out, as it always has)
    opts: dict[str, Any] = field(VALUE, factory=dict)
    edition: Any = field(SHARED, default=None)
    # per Methuselah (index = seat, clockwise)
    pool: list[int] = field(LIST)
    library: list[list[int]] = field(NESTED, init=_per_seat)
    hand: list[list[int]] = field(NESTED, init=_per_seat)
    crypt: list[list[int]] = field(NESTED, init=_per_seat)
    ash: list[list[int]] = field(NESTED, init=_per_seat)
    removed: list[list[int]] = field(NESTED, init=_per_seat)
    uncontrolled: list[list[int]] = field(NESTED, init=_per_seat)
    ready: list[list[int]] = field(NESTED, init=_per_seat)
    torpor: list[list[int]] = field(NESTED, init=_per_seat)
    inplay: list[list[int]] = field(NESTED, init=_per_seat)
    contested: list[list[int]] = field(NESTED, init=_per_seat)
    aside: list[list[int]] = field(NESTED, init=_per_seat)
    # played cards not yet replaced: (card, until when)
    delayed: list[tuple[tuple[int, str], ...]] = field(LIST, init=lambda s: [() for _ in range(s.players)])
    # known[viewer][owner]: cards of owner's hand viewer has seen
    known: list[list[tuple[int, ...]]] = field(NESTED, init=lambda s: [[()] * s.players for _ in range(s.players)])
    vp: list[float] = field(LIST, init=lambda s: [0.0] * s.players)
    # 0: still in the game; else the game turn of the oust (or withdrawal)
    ousted_on: list[int] = field(LIST, init=lambda s: [0] * s.players)
    # cards in play
    minions: dict[int, Minion] = field(DICT, factory=dict)
    placed: dict[int, Placed] = field(DICT, factory=dict)
    next_uid: int = field(VALUE, default=0)
    # a cache: the card ids at the table and what is derived from them (``hooks.table_of``), with the
    # counts they were read at
    table_: tuple[int, int, int, Any] | None = field(KEPT, default=None)
    # a cache: the frames in progress ``play.context`` reads off the stack, with the top frame and the
    # depth they were read at (a copy of the state has copies of the frames: it reads them again)
    frames_: tuple[Any, int, Any, Any, Any] | None = field(KEPT, default=None)
    # the table
    edge: int = field(VALUE, default=CENTRE)
    turn: int = field(VALUE, default=1)  # the game's turn number, counted over all Methuselahs (AMB-03)
    current: int = field(VALUE)
    first: int = field(VALUE)
    phase: str = field(VALUE, default=UNLOCK)
    transfers: int = field(VALUE, default=0)
    phase_actions: int = field(VALUE, default=0)  # master or discard phase actions left in the current phase
    # effects that last until the end of the turn (VT-TERM-13, once-per-turn uses)
    marks: dict[Any, Any] = field(DICT, factory=dict)
    # effects that last longer (out-of-turn plays, events played, ...)
    game_marks: dict[Any, Any] = field(DICT, factory=dict)

    OVER = N_("The game is over (VT-OUST-06).")

    # ---- seating (VT-SETUP-04, VT-OUST-04)
    def position_options(self) -> Mapping[str, Any]:
        return dict(self.opts)

    @classmethod
    def position_roots(cls) -> Mapping[str, Any]:
        """The card database and the effect registries: a card, a use or an effect in play is named
        by its place there."""
        from . import effects, hooks  # noqa: F401  (the effects register themselves)
        from .cards import load_cards

        registries = {name: value for name, value in vars(hooks).items() if name.isupper() and isinstance(value, dict)}
        return {"cards": load_cards(), "hooks": registries, "core": _core_registries()}

    def in_game(self, seat: int) -> bool:
        return self.ousted_on[seat] == 0

    def remaining(self) -> list[int]:
        return [t for t in range(self.players) if self.ousted_on[t] == 0]

    def prey(self, seat: int) -> int:
        """The next Methuselah clockwise still in the game (VT-SETUP-04, VT-OUST-04)."""
        n = self.players
        for k in range(1, n):
            t = (seat + k) % n
            if self.ousted_on[t] == 0:
                return t
        return seat

    def predator(self, seat: int) -> int:
        """The previous Methuselah clockwise still in the game (VT-SETUP-04, VT-OUST-04)."""
        n = self.players
        for k in range(1, n):
            t = (seat - k) % n
            if self.ousted_on[t] == 0:
                return t
        return seat

    def current_phase(self) -> str:
        """The phase being played (``phase`` names the one the turn starts next)."""
        for f in self.stack:
            kind = getattr(f, "kind", "")
            if kind in PHASES:
                return str(kind)
        return self.phase

    def clockwise(self, start: int) -> list[int]:
        """Every Methuselah still in the game, clockwise from ``start`` (included if still in)."""
        n = self.players
        return [t for k in range(n) if self.ousted_on[t := (start + k) % n] == 0]

    # ---- cards in play
    def new_uid(self) -> int:
        self.next_uid += 1
        return self.next_uid

    def facts(self, uid: int) -> Facts:
        """The printed facts of the card with this uid (a minion or a placed card)."""
        m = self.minions.get(uid)
        return facts(m.card if m is not None else self.placed[uid].card)

    def in_progress(self) -> tuple[Any, ...]:
        """(the top frame, the depth, then the action course, the combat and the referendum in
        progress: the innermost of each kind, or None), kept with the stack they were read from."""
        stack = self.stack
        hit = self.frames_  # the same stack as at the last question: most often
        top = stack[-1] if stack else None
        if hit is None or hit[0] is not top or hit[1] != len(stack):
            hit = self.frames_ = (top, len(stack), *_frames_in_progress(stack))
        return hit

    def controller(self, uid: int) -> int:
        """Who controls a minion (the region it is in) or a placed card; -1 if it is not in play."""
        p = self.placed.get(uid)
        if p is not None:
            return p.controller
        for t in range(self.players):
            if uid in self.ready[t] or uid in self.torpor[t]:
                return t
        return -1

    def region(self, uid: int) -> str:
        """``ready``, ``torpor``, ``uncontrolled``, ``contested`` or '' for a minion uid."""
        for t in range(self.players):
            if uid in self.ready[t]:
                return "ready"
            if uid in self.torpor[t]:
                return "torpor"
            if uid in self.uncontrolled[t]:
                return "uncontrolled"
            if uid in self.contested[t]:
                return "contested"
        return ""

    def is_ready(self, uid: int) -> bool:
        for r in self.ready:  # noqa: SIM110  (a loop is cheaper than any() of a generator: a hot path)
            if uid in r:
                return True
        return False

    def in_torpor(self, uid: int) -> bool:
        for r in self.torpor:  # noqa: SIM110  (as is_ready)
            if uid in r:
                return True
        return False

    def in_transit(self) -> Iterator[tuple[int, int]]:
        """(owner, card) of the cards played and not yet resolved: they are in no zone (VT-CARD-15)."""
        for f in self.stack:
            held = getattr(f, "held", None)
            if held is not None:
                yield from held()

    def owned(self, seat: int) -> Counter[int]:
        """Every card ``seat`` owns, wherever it is: its deck, card for card, as long as no card
        leaves the game."""
        zones = (self.library, self.hand, self.crypt, self.ash, self.removed, self.aside)
        cards = Counter(c for z in zones for c in z[seat])
        cards.update(m.card for m in self.minions.values() if m.owner == seat)
        cards.update(p.card for p in self.placed.values() if p.owner == seat)
        cards.update(int(p.data[1]) for p in self.placed.values() if p.data[:1] == ("holds",) and p.data[2] == seat)
        cards.update(int(c) for p in self.placed.values() if p.data[:2] == ("face-down", seat) for c in p.data[2:])
        cards.update(card for owner, card in self.in_transit() if owner == seat)
        return cards

    def ready_minions(self, seat: int) -> Iterator[tuple[int, Minion]]:
        ready = self.ready[seat]  # lazy, as a generator would be, without a generator's frame (a hot path)
        return zip(ready, map(self.minions.__getitem__, ready), strict=False)

    def all_ready(self) -> Iterator[tuple[int, int, Minion]]:
        """(seat, uid, minion) of every ready minion at the table."""
        m = self.minions
        for t in range(self.players):
            for uid in self.ready[t]:
                yield t, uid, m[uid]

    def name(self, uid: int) -> str:
        return self.facts(uid).name

    # ---- naming seats and turns
    @property
    def round(self) -> int:
        return self.turn

    def seat_name(self, seat: int) -> str:
        return f"Methuselah {seat + 1}"

    def outcome(self) -> Outcome | None:
        return self.outcome_

    # ---- the clock's move (VT-TOUR-04): not a seat's choice, so never among the legal actions
    def check(self, action: Action) -> Action:
        if action.verb == "time":
            from .tournament import TIME, why_no_time

            why = why_no_time(self)
            if why:
                raise IllegalAction(why)
            return TIME
        return State.check(self, action)

    def why_illegal(self, action: Action) -> str:
        if action.verb == "time":
            from .tournament import why_no_time

            return why_no_time(self) or gettext("Time may be called now (VT-TOUR-04).")
        return FlowState.why_illegal(self, action)

    def apply(self, action: Action) -> None:
        if action.verb == "time":
            from .tournament import call_time_now

            self.check(action)
            try:
                call_time_now(self)
            except GameOver:
                self._legal = None
            return
        FlowState.apply(self, action)

    if TYPE_CHECKING:  # generated from the declarations above (fields.py)

        def clone(self) -> VTESState: ...

    # ---- what a seat sees (VT-SETUP-12): built in views.py, one function for every viewer
    def view(self, seat: int) -> dict[str, Any]:
        if not 0 <= seat < self.players:
            raise ValueError(f"seat {seat} is not in this {self.players}-player game")
        from .views import table_view

        return table_view(self, seat)

    def public_view(self) -> dict[str, Any]:
        from .views import table_view

        return table_view(self, -1)

    def full_view(self) -> dict[str, Any]:
        from .views import table_view

        return table_view(self, None)

    def determinize(self, seat: int, rng: Rng) -> VTESState:
        """A world agreeing with ``view(seat)`` (see ``hidden.py``)."""
        from .hidden import determinize

        return determinize(self, seat, rng)

    # ---- the end (VT-VP-04)
    def final_outcome(self, cause: str, reason: str) -> Outcome:
        keys = [(float(self.vp[t]),) for t in range(self.players)]
        ranked, _ = rank_seats(keys)
        seats = tuple(SeatResult(r.seat, r.rank, r.score, r.tiebreak, self.ousted_on[r.seat] or None) for r in ranked)
        best = max(self.vp)
        top = tuple(t for t in range(self.players) if self.vp[t] == best)
        winners = top if len(top) == 1 else ()
        return Outcome(winners, cause, reason, None, seats, None, "victory points")


def _core_registries() -> dict[str, Any]:
    from .effects import core

    return {name: value for name, value in vars(core).items() if name.isupper() and isinstance(value, (dict, list))}


def _frames_in_progress(stack: list[Any]) -> list[Any]:
    """The action course, the combat, the referendum in progress (the innermost of each kind) or None."""
    found: list[Any] = [None, None, None]
    for f in reversed(stack):
        k = _KIND_OF.get(type(f))
        if k is None:
            k = _KIND_OF[type(f)] = _kind_of(type(f))
        if k >= 0 and found[k] is None:
            found[k] = f
    return found


def _kind_of(t: type) -> int:
    """Which of :func:`_frame_kinds` a frame's type is (-1: none), kept per type."""
    return next((k for k, kind in enumerate(_frame_kinds()) if issubclass(t, kind)), -1)


_KIND_OF: dict[type, int] = {}


@cache
def _frame_kinds() -> tuple[type, type, type]:
    from .actions import ActionCourse
    from .combat import Combat
    from .politics import Referendum

    return ActionCourse, Combat, Referendum
