"""One table held in memory: its record, its live state (with narration), its seats and its AI players."""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tabletome.agents import player_words
from tabletome.engine import Agent, Edition, Game, Record, RecordError, State, TabletomeError, get_game
from tabletome.engine.capabilities import CLOCK_NAME, CLOCK_SEAT
from tabletome.engine.errors import IllegalAction
from tabletome.engine.i18n import _, gettext, seat_words

from .store import Loaded, SeatRow, TableRow

log = logging.getLogger("tabletome.web")

HUMAN = "human"
HISTORY = 64  # recent moments kept, so a watcher can follow the last moves one at a time
MOVE_IDS = 1024  # clients' move ids kept per table: a retry comes within moments, not 1,000 moves later


@dataclass(frozen=True, slots=True)
class Moment:
    """The table right after action ``n`` (``state`` is a copy; the log up to ``log_len`` lines)."""

    n: int
    state: State
    log_len: int
    seat: int | None  # who played action n (None: the start; CLOCK_SEAT: the game's clock)
    action: str | None
    shown: str | None = None  # what the other seats are told of it (State.shown_action), if less


class TableRuntime:
    """A live table. Writers hold ``lock``; every change of ``state`` happens on the event loop
    without an ``await`` in between, so readers never see half an action."""

    def __init__(
        self, row: TableRow, seats: list[SeatRow], game: Game, record: Record, state: State, edition: Edition
    ) -> None:
        self.id = row.id
        self.name = row.name
        self.created_at = row.created_at
        # When the game began (time.time()), for its clock; None while people choose what they bring.
        self.started_at = row.started_at
        if self.started_at is None and not row.waiting:  # a row older than the column: its creation
            self.started_at = row.created_at
        self.creator = row.creator
        self.game = game
        self.record = record  # its edition is the reference stored with the table (no custom data)
        self.edition = edition  # shared by every table of the same edition
        self.state = state
        self.kinds = [s.kind for s in seats]
        self.labels = [s.label for s in seats]
        self.token_hashes: list[str | None] = [s.token_hash for s in seats]
        self.has_human = HUMAN in self.kinds
        self.movers: list[int] = []  # the seat that played each action (CLOCK_SEAT: the clock)
        self.events: list[dict[str, Any]] = []  # hints, moves taken back, seats handed over
        self.next_id = row.next_id  # the rematch, once somebody asked for one
        self.creator_seat = row.creator_seat
        self.hints = row.hints
        self.idle_limit = row.idle_limit
        # The setup stage: the seats still choosing what they bring, and each person's own texts
        # meanwhile (private to that seat). No move is played and no AI moves while anyone chooses.
        self.waiting: list[int] = list(row.waiting or [])
        self.inputs: dict[int, dict[str, str]] = {int(k): dict(v) for k, v in (row.inputs or {}).items()}
        self.undo_request: dict[str, Any] | None = None  # a take-back waiting for other players' consent
        self.replace_request: dict[str, Any] | None = None  # handing an idle seat over, by agreement
        self.lock = asyncio.Lock()
        self.agents: dict[int, Agent] = {}
        self.ai_task: asyncio.Task[None] | None = None
        self.note: str | None = None  # something players should know (an AI that failed, ...)
        self.stale = False  # a database error left us unsure whether our last write landed
        self.rev = 0  # bumped when something beside the actions changes (seats taken, a note)
        self.used = time.monotonic()  # last action or look: idle tables leave memory
        self.owned = True  # False: a copy served once while another process owned the table
        self.pages: dict[int, tuple[tuple[int, int, str], str]] = {}  # per seat, see pages.core_json
        self.traffic: dict[str, int] = {}  # requests served, by the process they came through ('' here)
        self.history: deque[Moment] = deque(maxlen=HISTORY)
        self.turn_since = time.monotonic()  # when the last action was played: how long the mover takes
        self.move_ids: dict[str, tuple[int, str]] = {}  # a client's move id: the action's number and text
        self.seen: dict[int, float] = {}  # per person's seat: when it was last heard from (time.time())
        self.held_since = time.time()  # before this, nothing is known here of who was there
        self.guide: Any = None  # a guided first game's guide (web/tutorial.py), while it runs
        self.remember(None, None)

    def remember(self, seat: int | None, action: str | None, shown: str | None = None) -> None:
        """Keep the moment after the action just played (pages of it can be shown later); ``shown``:
        what the other seats are told of it, when the rules keep part of it private."""
        log = self.state.log
        hidden = shown if shown is not None and shown != action else None
        self.history.append(Moment(self.n, self.state.clone(), len(log) if log else 0, seat, action, hidden))
        if seat != CLOCK_SEAT:  # the clock's move gives the person to move no more time
            self.turn_since = time.monotonic()

    def mover_label(self, seat: int | None) -> str | None:
        """Who played an action, in words: a seat's label, "the clock", None for the start."""
        if seat == CLOCK_SEAT:
            return CLOCK_NAME
        return self.labels[seat] if seat is not None and 0 <= seat < self.players else None

    def elapsed(self, now: float) -> float | None:
        """Seconds since the game began (``now`` from ``time.time()``); None while people choose."""
        return None if self.started_at is None or self.in_setup else max(0.0, now - self.started_at)

    def keep_move_id(self, move_id: str | None, n: int, text: str) -> None:
        """Remember that the client's move ``move_id`` is action number ``n``."""
        if move_id is None:
            return
        self.move_ids[move_id] = (n, text)
        if len(self.move_ids) > MOVE_IDS:
            del self.move_ids[next(iter(self.move_ids))]

    def played(self, move_id: str, seat: int) -> int | None:
        """The number of the action ``seat`` played under ``move_id``, if it is still in the log."""
        n, text = self.move_ids.get(move_id, (-1, ""))
        if 0 <= n < self.n and self.record.actions[n] == text and self.movers[n] == seat:
            return n
        return None  # never played, or taken back since

    def moment(self, n: int) -> Moment | None:
        """The moment after action ``n``, if it is still kept."""
        for m in reversed(self.history):
            if m.n == n:
                return m
        return None

    @property
    def n(self) -> int:
        return len(self.record.actions)

    @property
    def players(self) -> int:
        return len(self.kinds)

    @property
    def over(self) -> bool:
        return self.state.to_move is None

    @property
    def ai_turn(self) -> bool:
        seat = self.state.to_move
        return seat is not None and self.kinds[seat] != HUMAN and not self.waiting

    @property
    def in_setup(self) -> bool:
        """People are still choosing what they bring: the game has not started."""
        return bool(self.waiting)

    def not_started(self) -> str:
        """Why nothing can be played yet, naming who is still choosing."""
        waiting = words(seat_words(self.labels[s]) for s in self.waiting)
        return _("The game starts when every player has chosen: waiting for {seats}.").format(seats=waiting)

    @property
    def thinking(self) -> bool:
        return self.ai_task is not None and not self.ai_task.done()

    def touch(self) -> None:
        self.used = time.monotonic()

    def full_record(self) -> Record:
        """The record to download: a custom edition travels inside it, so it replays anywhere."""
        ref = dict(self.record.edition)
        if ref.pop("custom", False) and "data" not in ref:
            ref["data"] = self.edition.data
        r = self.record
        return Record(
            r.game, r.version, ref, r.options, r.seed, r.seats, list(r.actions), r.outcome, position=r.position
        )


def _resume(record: Record, snapshot: tuple[int, str] | None, game: Game, edition: Edition) -> State:
    """The table's state: from its latest kept position and the actions after it, else the whole
    log replayed (a position that does not read back is only a lost shortcut)."""
    if snapshot is not None:
        at, text = snapshot
        try:
            state = game.load_position(text)
        except TabletomeError as exc:
            log.warning("table position after %d actions not used: %s", at, exc)
        else:
            state.enable_log()
            for i, action in enumerate(record.actions[at:], at):
                try:
                    state.apply(game.parse_action(state, action))
                except IllegalAction as exc:
                    raise RecordError(f"The record does not replay: action {i + 1} '{action}' fails: {exc}") from None
            return state
    return record.replay(narrate=True, edition=edition)


def rebuild(loaded: Loaded, edition: Edition) -> TableRuntime:
    """A table from the database: its record replayed with narration (runs in a worker thread)."""
    row = loaded.row
    record = Record(
        row.game,
        row.version,
        row.edition,
        row.options,
        row.seed,
        list(row.seats),
        loaded.actions,
        position=row.position,
    )
    try:
        game = get_game(row.game)
    except TabletomeError as exc:
        raise RecordError(str(exc)) from None
    state = _resume(record, loaded.snapshot, game, edition)
    oc = state.outcome()
    record.outcome = oc.to_json() if oc is not None else None
    rt = TableRuntime(row, loaded.seats, game, record, state, edition)
    rt.movers = list(loaded.movers)
    rt.events = list(loaded.events)
    from .tutorial import attach  # a guided first game: its guide, from its events

    attach(rt)
    for n, move_id in enumerate(loaded.move_ids):
        rt.keep_move_id(move_id, n, loaded.actions[n])
    return rt


def played_by_ai(rt: TableRuntime, seat: int) -> str:
    """Why a person cannot act for a seat an AI plays."""
    label = seat_words(rt.labels[seat])
    return _("Seat {n} ({seat}) is played by the {kind} AI.").format(n=seat, seat=label, kind=kind_name(rt.kinds[seat]))


def kind_name(kind: str) -> str:
    """A seat kind's short name in the reader's language: an AI's is the head of its player words
    (``heuristic`` -> "Scripted", "Roteirizado"); a kind without short words keeps its id."""
    if kind == HUMAN:
        return gettext("human")
    head = gettext(player_words(kind.partition(":")[0])).split(":")[0]
    return head if len(head) < 40 else kind


def words(items: Iterable[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    names = list(items)
    if len(names) <= 1:
        return names[0] if names else _("nobody")
    return _("{list} and {last}").format(list=", ".join(names[:-1]), last=names[-1])


def label_of(state: State, seat: int) -> str:
    return state.seat_name(seat)


def full_view(state: State) -> dict[str, Any]:
    try:
        return state.full_view()
    except NotImplementedError:  # a game without a full view: the first seat's
        return state.view(0)
