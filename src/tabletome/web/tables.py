"""Tables in play: loading and creating them, their seats, and every action people send.

A table lives in the database (its row, seats and action log) and, while it is used, in the
memory of the one process that owns it (see cluster.py) as a :class:`TableRuntime` rebuilt from
its log. Writers of one table (a person's action, the AI seats, catching up after a lost race)
hold the table's ``lock``; every change of a state happens on the event loop in code without an
``await``, so readers (views for the seats) never see half an action.

Order of an accepted action: parse and check it against the rules, play it on a clone to learn
the outcome, append it to the log in the database (one transaction, see ``store.append``), then
apply it to the live state and answer. A crash at any point loses nothing acknowledged.
"""

from __future__ import annotations

import asyncio
import functools
import gc
import hmac
import logging
import os
import re
import secrets
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, TypeVar

from sqlalchemy.exc import SQLAlchemyError
from starlette.types import ASGIApp

from tabletome.agents import agent_kinds, make_agent
from tabletome.engine import (
    Edition,
    EditionError,
    Game,
    IllegalAction,
    NotationError,
    OptionError,
    Record,
    RecordError,
    State,
    TabletomeError,
    capabilities,
    get_game,
)
from tabletome.engine.rng import derive_seed
from tabletome.engine.safety import danger

from . import pages, tutorial
from .ai import AISeats
from .cluster import Cluster, Peer
from .deckread import deck_work, read_decks
from .editions import Editions, check_inputs, edition_ref, has_text, upload_limits
from .errors import WebError
from .hub import Hub
from .limits import MemoryLimiter, RedisLimiter, refuse
from .presence import LiveConnections
from .runtime import HUMAN, TableRuntime, full_view, label_of, rebuild
from .settings import Settings
from .store import FINISHED, PLAYING, SETUP, Append, SeatRow, Store, TableRow, token_hash
from .writer import BatchWriter

log = logging.getLogger("tabletome.web")

MAX_SEED = 2**63 - 1
# A table whose requests come mostly through one other process moves there: fewer forwards.
HANDOVER_WINDOW = 64
HANDOVER_SHARE = 0.75
MAX_ACTION_TEXT = 200
_ID = re.compile(r"[0-9a-f]{10}")
# A write that failed may have landed all the same (the database committed, then the answer was lost).
UNSURE_MOVE = (
    "The database did not answer, so your move may or may not have been saved; send it again with the same "
    "move_id and it is played at most once."
)

T = TypeVar("T")


@dataclass(slots=True)
class TableRequest:
    """What a person asks for when creating a table (checked by ``TableManager.create``)."""

    game: str
    seats: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    edition: str | None = None
    seed: int | None = None
    name: str = ""
    join: int | None = None
    hints: bool | None = None  # None: on when at most one person plays
    idle_limit: float = 600.0
    inputs: dict[str, dict[str, str]] = field(default_factory=dict)  # by seat: what it brings (its deck)
    saved_edition: dict[str, Any] | None = None  # the data of an edition saved from the editor
    position: str | None = None  # begin there (State.position()): it brings edition, options and dice


@dataclass(slots=True)
class NewTable:
    """A checked table to set up: the game, its seats, options and edition."""

    game: Game
    kinds: list[str]
    options: dict[str, Any]
    edition: Edition
    seed: int | None
    name: str
    join: int | None
    hints: bool
    idle_limit: float
    waiting: list[int] = field(default_factory=list)  # the people still to choose what they bring
    inputs: dict[int, dict[str, str]] = field(default_factory=dict)  # the creator's own, shown back to them
    position: str | None = None  # the position the game begins at (None: at setup)
    start: State | None = None  # that position, read


class TableManager:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.hub = Hub()
        self.origin = secrets.token_hex(8)
        self.tables: dict[str, TableRuntime] = {}
        self.editions = Editions(
            upload_limits(settings.edition_key_length, settings.edition_depth, settings.edition_seconds),
            deck_work(settings),
        )
        self.ai = AISeats(self)
        self.limiter = MemoryLimiter()
        self.shared_limiter: RedisLimiter | None = None
        self.cluster: Cluster | None = None
        self.app: ASGIApp | None = None  # the application serving this manager (set by create_app)
        self.connections = LiveConnections(settings.live_per_client, self.origin)  # per client, every process
        self._store: Store | None = None
        self._loading: dict[str, asyncio.Lock] = {}
        self._handovers: set[asyncio.Task[None]] = set()
        self._tasks: list[asyncio.Task[None]] = []
        self._redis: Any = None
        # SQLite has one writer at a time: one thread keeps writes in order without lock waits.
        self._db_pool: ThreadPoolExecutor | None = None
        self.writer: BatchWriter | None = None
        #: The wall clock of the games' clocks (``time.time``, like the tables' start; tests fake it).
        self.now: Callable[[], float] = time.time

    # ------------------------------------------------------------ life cycle
    @property
    def store(self) -> Store:
        if self._store is None:
            raise WebError(503, "The server is starting; try again in a moment.", retry_after=1)
        return self._store

    async def start(self) -> None:
        # AI players and the database run in threads. With Python's default 5 ms switch interval
        # the event loop, coming back from every socket wait, queues behind them for the GIL;
        # a short interval keeps answers to people prompt (a server-wide setting, on purpose).
        sys.setswitchinterval(min(sys.getswitchinterval(), 0.0005))
        loop = asyncio.get_running_loop()
        store = await loop.run_in_executor(None, Store, self.settings.url, self.settings.sqlite_synchronous)
        self._store = store
        self._db_pool = ThreadPoolExecutor(max_workers=1 if store.is_sqlite else 8, thread_name_prefix="tabletome-db")
        self.writer = BatchWriter(store, self._db_pool)
        self.writer.start()
        if self.settings.redis_url:
            await self._join_cluster(self.settings.redis_url)
        from .lifecycle import background  # lifecycle imports this module

        self._tasks = background(self)
        # Everything built so far lives long: keep it out of the garbage collector's walks, and
        # walk less often; most objects here die young by reference count.
        gc.freeze()
        gc.set_threshold(max(gc.get_threshold()[0], 20_000), 20, 20)

    async def _join_cluster(self, url: str) -> None:
        import redis.asyncio as aioredis

        client = aioredis.from_url(url)
        try:
            await client.ping()
        except Exception as exc:
            await client.aclose()
            raise RuntimeError(f"Redis at {url} does not answer ({exc}).") from None
        self._redis = client
        prefix = self.settings.redis_prefix
        self.cluster = Cluster(client, prefix, self.origin, self.settings.lease_seconds, self.settings.internal_host)
        self.cluster.app = self.app
        self.cluster.on_notice = self._noticed
        await self.cluster.start()
        self.shared_limiter = RedisLimiter(client, prefix)
        self.connections.share(client, prefix)

    async def stop(self) -> None:
        tasks = [*self._tasks, *(rt.ai_task for rt in self.tables.values() if rt.ai_task is not None)]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self.writer is not None:
            await self.writer.stop()
        if self.cluster is not None:
            await self.cluster.stop([t for t, rt in self.tables.items() if rt.owned])
        if self._redis is not None:
            await self._redis.aclose()
        self.ai.shutdown()
        if self._db_pool is not None:
            self._db_pool.shutdown(wait=True)
        if self._store is not None:
            self._store.dispose()

    async def db(self, fn: Callable[..., T], *args: Any) -> T:
        """Run a store call in the database threads; a database failure is a 503 sentence."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._db_pool, functools.partial(fn, *args))
        except SQLAlchemyError as exc:
            log.error("database error: %s", exc)
            raise WebError(503, "The database did not answer; nothing was acknowledged. Try again.", 1) from None

    def health(self) -> dict[str, Any]:
        return {
            "ok": True,
            "tables": len(self.tables),
            "shared": self.settings.shared,
            "worker": self.origin,
            "pid": os.getpid(),
        }

    # ------------------------------------------------------------ which process serves a table
    async def route(self, table_id: str) -> Peer | None:
        """The other live process that owns ``table_id``; None when this one serves it."""
        if self.cluster is None:
            return None
        rt = self.tables.get(table_id)
        if rt is not None and rt.owned:
            return None
        return await self.cluster.route(table_id)

    def holds(self, table_id: str) -> bool:
        rt = self.tables.get(table_id)
        return rt is not None and rt.owned

    def served(self, table_id: str, source: str) -> None:
        """Count a request for a table served here, by the process it came through ('' this one)."""
        rt = self.tables.get(table_id)
        if rt is None or not rt.owned or self.cluster is None:
            return
        traffic = rt.traffic
        traffic[source] = traffic.get(source, 0) + 1
        if sum(traffic.values()) < HANDOVER_WINDOW:
            return
        source, count = max(traffic.items(), key=lambda kv: kv[1])
        traffic.clear()
        if source and count >= HANDOVER_SHARE * HANDOVER_WINDOW:
            task = asyncio.create_task(self._hand_over(rt, source))
            self._handovers.add(task)
            task.add_done_callback(self._handovers.discard)

    async def _hand_over(self, rt: TableRuntime, worker: str) -> None:
        """Move ``rt`` to the process its requests come through, unless it is busy here."""
        if self.cluster is None or rt.thinking or self.hub.count(rt.id):
            return  # its AI seats think here, or seats watch it live here
        async with rt.lock:
            if self.tables.get(rt.id) is not rt or not rt.owned or rt.thinking:
                return
            if not await self.cluster.hand_over(rt.id, worker):
                return
            rt.owned = False
            del self.tables[rt.id]

    # ------------------------------------------------------------ tables
    async def get(self, table_id: str) -> TableRuntime:
        rt = self.tables.get(table_id)
        if rt is not None:
            rt.touch()
            return rt
        if not _ID.fullmatch(table_id):
            raise WebError(404, f"There is no table '{table_id[:40]}'.")
        lock = self._loading.setdefault(table_id, asyncio.Lock())
        async with lock:
            rt = self.tables.get(table_id)
            if rt is None:
                rt = await self._load(table_id)
        self._loading.pop(table_id, None)
        return rt

    async def _load(self, table_id: str) -> TableRuntime:
        """A table from the database, rebuilt by replaying its log; its AI seats start playing."""
        loaded = await self.db(self.store.load, table_id)
        if loaded is None:
            raise WebError(404, f"There is no table '{table_id}'.")
        owned = await self.cluster.claim(table_id) if self.cluster is not None else True
        try:
            game = get_game(loaded.row.game)
            edition = self.editions.for_record(game, loaded.row.edition, loaded.edition_data)
            rt = await asyncio.get_running_loop().run_in_executor(None, rebuild, loaded, edition)
        except (RecordError, EditionError, TabletomeError) as exc:
            raise WebError(409, f"Table {table_id} cannot be rebuilt: {exc}") from None
        rt.owned = owned
        self.tables[table_id] = rt
        if owned and loaded.row.archived_at is not None and not rt.over:
            await self.db(self.store.set_archived, table_id, False)
        if owned:
            self.ai.kick(rt)
        return rt

    async def evict(self, rt: TableRuntime, archive: bool, idle_since: float | None = None) -> None:
        """Let a table leave memory (the database keeps it); ``archive`` marks it resting there.

        With ``idle_since``, a table used after that moment (while we waited for its lock) stays.
        """
        async with rt.lock:  # no action of this table is half written
            if self.tables.get(rt.id) is not rt or (idle_since is not None and rt.used > idle_since):
                return
            if archive and rt.owned:
                await self.db(self.store.set_archived, rt.id, True)
            del self.tables[rt.id]
        if rt.ai_task is not None:
            rt.ai_task.cancel()
        if self.cluster is not None and rt.owned:
            await self.cluster.release(rt.id)

    async def create(self, request: TableRequest, client: str) -> tuple[TableRuntime, int | None, str | None]:
        """A new table from a person's request, checked at every step; the creator's seat and token."""
        game = _game(request.game)
        kinds = _kinds(game, request.seats)
        if request.position is not None:
            return await self.create_at_position(request, game, kinds, client)
        join = _creator_seat(kinds, request.join)
        opts = _options(game, request.options, len(kinds))
        inputs = check_inputs(game, request.inputs, kinds, join, self.settings.deck_lines)
        await self._within_limits(client)
        edition = await self.editions.given(game, request.edition, request.saved_edition)
        if has_text(inputs):
            edition = await self.editions.with_inputs(game, edition, inputs)
        humans = kinds.count(HUMAN)
        hints = request.hints if request.hints is not None else humans <= 1  # advice off among several people
        spec = NewTable(game, kinds, opts, edition, request.seed, request.name, join, hints, request.idle_limit)
        spec.waiting = _choosing(game, kinds, join)
        if spec.waiting and join is not None and join in inputs:
            spec.inputs = {join: inputs[join]}
        return await self.open_table(spec, client)

    async def create_at_position(
        self, request: TableRequest, game: Game, kinds: list[str], client: str
    ) -> tuple[TableRuntime, int | None, str | None]:
        """A table that begins at a pasted position: it brings its edition, options and dice."""
        if request.edition is not None or request.saved_edition is not None or request.options or request.inputs:
            raise WebError(422, "A position brings its own edition, options and decks: give the position alone.")
        join = _creator_seat(kinds, request.join)
        text = str(request.position)
        await self._within_limits(client)
        await read_decks("position", (game.id, text), deck_work(self.settings))  # in a worker, time-limited
        try:  # read again here: what a worker read in time, this process reads as fast
            state = await asyncio.to_thread(game.load_position, text)
        except TabletomeError as exc:
            raise WebError(422, str(exc)) from None
        humans = kinds.count(HUMAN)
        hints = request.hints if request.hints is not None else humans <= 1
        opts = dict(state.position_options())
        spec = NewTable(game, kinds, opts, state.edition, request.seed, request.name, join, hints, request.idle_limit)
        spec.position, spec.start = text, state
        return await self.open_table(spec, client)

    async def open_table(self, spec: NewTable, client: str) -> tuple[TableRuntime, int | None, str | None]:
        """Set the table up, store it, and seat its creator (a new random seed when none is given)."""
        game, kinds, edition, join = spec.game, spec.kinds, spec.edition, spec.join
        seed = secrets.randbelow(2**31) if spec.seed is None else spec.seed
        if spec.position is not None and spec.start is None:  # a rematch: the same position again
            spec.start = await asyncio.to_thread(game.load_position, spec.position)
        try:
            state = spec.start if spec.start is not None else game.new_state(spec.options, seed, edition)
        except TabletomeError as exc:
            raise WebError(422, str(exc)) from None
        if state.players != len(kinds):
            raise WebError(422, f"{game.name} set up {state.players} seats, but {len(kinds)} are given.")
        state.enable_log()
        record = Record.start(state, seed, kinds, spec.options)
        record.position = spec.position
        ref, data = edition_ref(game, edition)
        if data is not None:  # a custom edition: its data is stored once, by digest
            record.edition = ref
        token = secrets.token_urlsafe(24) if join is not None else None
        row = _row(game, record, spec, state, client)
        seat_rows = [
            SeatRow(i, k, label_of(state, i), token_hash(token) if token is not None and i == join else None)
            for i, k in enumerate(kinds)
        ]
        await self.db(self.store.create_table, row, seat_rows, data)
        rt = TableRuntime(row, seat_rows, game, record, state, edition)
        if self.cluster is not None:
            rt.owned = await self.cluster.claim(row.id)
        self.tables[row.id] = rt
        self.ai.kick(rt)
        return rt, join, token

    async def per_minute(self, key: str, count: int, done: str) -> None:
        """At most ``count`` per minute for ``key`` (a client's, counted by every process); beyond it
        429 saying "You have ``done`` in the last minute." (0: no limit)."""
        if count <= 0:
            return
        rate, burst = count / 60.0, float(count)
        if self.shared_limiter is not None:
            wait = await self.shared_limiter.check(key, rate, burst)
        else:
            wait = self.limiter.check(key, rate, burst)
        refuse(wait, f"You have {done} in the last minute.")

    async def _within_limits(self, client: str) -> None:
        """Tables per client per minute, then open tables per client and in all (429 beyond)."""
        s = self.settings
        await self.per_minute(f"create:{client}", s.tables_per_minute, f"created {s.tables_per_minute} tables")
        if s.open_tables_per_client > 0 and await self.db(self.store.open_count, client) >= s.open_tables_per_client:
            refuse(60, f"You already have {s.open_tables_per_client} open tables; finish or leave one first.")
        if s.open_tables_total > 0 and await self.db(self.store.open_count) >= s.open_tables_total:
            refuse(60, f"The server holds {s.open_tables_total} open tables, its limit.")

    async def join(self, rt: TableRuntime, seat: int) -> str:
        self.seat_exists(rt, seat)
        if rt.kinds[seat] != HUMAN:
            raise WebError(409, f"Seat {seat} ({rt.labels[seat]}) is played by the {rt.kinds[seat]} AI.")
        if rt.over:
            raise WebError(409, "The game is over; open its replay instead.")
        if rt.token_hashes[seat] is not None:
            raise WebError(409, f"Seat {seat} ({rt.labels[seat]}) is taken.")
        token = secrets.token_urlsafe(24)
        hashed = token_hash(token)
        if not await self.db(self.store.take_seat, rt.id, seat, hashed):
            await self._refresh_seats(rt)
            raise WebError(409, f"Seat {seat} ({rt.labels[seat]}) is taken.")
        rt.token_hashes[seat] = hashed
        rt.seen[seat] = time.time()
        rt.rev += 1
        self.changed(rt, kick=False)
        return token

    def seat_exists(self, rt: TableRuntime, seat: int) -> None:
        if not 0 <= seat < rt.players:
            raise WebError(404, f"Table {rt.id} has no seat {seat} (its seats are 0 to {rt.players - 1}).")

    async def authorize(self, rt: TableRuntime, seat: int, token: str | None) -> None:
        """The token must be this seat's own secret: 404 for no such seat, 401 without, 403 otherwise."""
        self.seat_exists(rt, seat)
        if not token:
            raise WebError(401, "This seat's secret token is missing (send it in the X-Seat-Token header).")
        hashed = token_hash(token)
        stored = rt.token_hashes[seat]
        if stored is None and not rt.owned:
            await self._refresh_seats(rt)  # the owning process may have given the seat out
            stored = rt.token_hashes[seat]
        if stored is None or not hmac.compare_digest(stored, hashed):
            raise WebError(403, f"This token does not belong to seat {seat} of table {rt.id}.")
        rt.seen[seat] = time.time()  # the seat's person is here (see ops.reissue)

    async def _refresh_seats(self, rt: TableRuntime) -> None:
        for s in await self.db(self.store.seats, rt.id):
            if rt.token_hashes[s.seat] != s.token_hash:
                rt.token_hashes[s.seat] = s.token_hash
                rt.rev += 1

    # ------------------------------------------------------------ what a seat sees
    def summary(self, rt: TableRuntime) -> dict[str, Any]:
        return pages.summary(rt)

    def payload_json(self, rt: TableRuntime, seat: int, log_from: int = 0, at: int | None = None) -> tuple[str, int]:
        return pages.payload_json(rt, seat, log_from, at)

    async def list_tables(self, limit: int = 50) -> list[dict[str, Any]]:
        out = []
        for row, seats in await self.db(self.store.recent, limit):
            rt = self.tables.get(row.id)
            if rt is not None and rt.n >= row.n_actions:
                out.append(pages.summary(rt))
            else:
                out.append(pages.row_summary(row, seats))
        return out

    # ------------------------------------------------------------ acting
    async def act(
        self, rt: TableRuntime, seat: int, text: str, expect: int | None, safe: bool = False, move_id: str | None = None
    ) -> int | None:
        """Play ``text`` for ``seat``: written to the log before this returns, or refused with a reason.

        ``safe``: refuse (409, with the game's sentence) a move that loses at once, judged from the
        seat's own view; the player confirms by sending it again without ``safe``. ``move_id``: the
        client's id of the move; if this seat already played a move under it (its answer was lost,
        or a 503 came after it was written), nothing is played and its action number is returned."""
        if len(text) > MAX_ACTION_TEXT:
            raise WebError(422, f"An action is at most {MAX_ACTION_TEXT} characters.")
        rate = self.settings.moves_per_second
        if rate > 0:
            refuse(self.limiter.check(f"move:{rt.id}:{seat}", rate, 2 * rate), "Too many actions from this seat.")
        async with rt.lock:
            if rt.stale:
                await self.sync(rt)  # reads the move ids written meanwhile too
            done = rt.played(move_id, seat) if move_id is not None else None
            if done is not None:
                return done
            await self._play(rt, seat, text, expect, safe, move_id)
        self.changed(rt)
        return None

    async def _play(
        self, rt: TableRuntime, seat: int, text: str, expect: int | None, safe: bool, move_id: str | None
    ) -> None:
        for _ in range(20):
            action = self._check(rt, seat, text, expect)
            if safe:
                self._refuse_losing(rt, seat, action)
            try:
                if await self._append(rt, seat, action, move_id):
                    return
            except WebError as exc:
                if exc.status != 503:
                    raise
                raise WebError(503, UNSURE_MOVE, exc.retry_after) from None
            # Another process wrote first: catch up and judge the action again.
            await self.sync(rt)
        raise WebError(503, "The table is too busy right now; nothing was changed. Try again.", 1)

    def _check(self, rt: TableRuntime, seat: int, text: str, expect: int | None) -> Any:
        state = rt.state
        if rt.in_setup:
            raise WebError(409, rt.not_started())
        if state.to_move is None:
            raise WebError(409, "The game is over.")
        if expect is not None and expect != rt.n:
            raise WebError(
                409, f"The table has moved on since you looked (it now has {rt.n} actions); your action was not played."
            )
        try:
            action = rt.game.notation(state.edition).read(text, state)
        except (NotationError, IllegalAction) as exc:  # a well-formed request whose text is no move now
            raise WebError(422, str(exc)) from None
        if state.to_move != seat:
            raise WebError(409, f"It is not your turn: {rt.labels[state.to_move]} is to move.")
        tutorial.refuse(rt, seat, str(action))  # a guided first game asks for one move at a time
        try:
            state.check(action)
        except IllegalAction as exc:
            raise WebError(422, str(exc)) from None
        return action

    def _refuse_losing(self, rt: TableRuntime, seat: int, action: Any) -> None:
        reason = danger(rt.game, rt.state, seat, action, derive_seed(rt.record.seed, "danger", rt.n))
        if reason is not None:
            raise WebError(409, f"This move loses the game: {reason} Play it again to confirm.", confirm=reason)

    async def _append(self, rt: TableRuntime, seat: int, action: Any, move_id: str | None = None) -> bool:
        trial = rt.state.clone()
        trial.apply(action)
        return await self.commit(rt, [(seat, action)], trial, move_id)

    async def commit(
        self, rt: TableRuntime, moves: list[tuple[int, Any]], after: State, move_id: str | None = None
    ) -> bool:
        """Write ``moves`` (played on a copy, giving ``after``) to the log, then play them for real.

        The caller holds ``rt.lock``; False if another process wrote first (nothing changed here).
        ``move_id``: the client's id of the first move, written with it.
        """
        assert self.writer is not None
        oc = after.outcome()
        to_move = after.to_move
        append = Append(
            rt.id,
            rt.n,
            tuple((s, str(a)) for s, a in moves),
            to_move,
            oc.to_json() if oc is not None else None,
            ai_turn=to_move is not None and rt.kinds[to_move] != HUMAN,
            move_id=move_id,
        )
        try:
            ok = await self.writer.write(append)
        except WebError:
            rt.stale = True
            raise
        if ok:
            before = rt.n
            rt.keep_move_id(move_id, rt.n, str(moves[0][1]))
            # The same actions from the same state and seeded RNG: the live state ends as ``after``.
            for seat, action in moves:
                shown = rt.state.shown_action(action)
                rt.state.apply(action)
                rt.record.actions.append(str(action))
                rt.movers.append(seat)
                rt.remember(seat, str(action), shown)
            rt.undo_request = None  # the table moved on: a pending take-back no longer stands
            if oc is not None:
                rt.record.outcome = oc.to_json()
            rt.touch()
            every = self.settings.snapshot_every
            if every > 0 and rt.n // every > before // every:
                await self._keep_position(rt)
        return ok

    async def _keep_position(self, rt: TableRuntime) -> None:
        """Keep the table's position in the database (the caller holds ``rt.lock``); a failure costs
        only the shortcut: the table then comes back by replaying its log."""
        try:
            text = await asyncio.to_thread(rt.state.position)
            await self.db(self.store.keep_snapshot, rt.id, rt.n, rt.game.version, text)
        except Exception as exc:  # the move is written; the shortcut is optional
            log.warning("table %s: its position after %d actions was not kept: %s", rt.id, rt.n, exc)

    async def sync(self, rt: TableRuntime) -> bool:
        """Catch up with actions another process wrote (caller holds ``rt.lock``)."""
        texts = await self.db(self.store.moves_since, rt.id, rt.n)
        for text, move_id, mover in texts:  # the mover as written: a seat, or the clock
            rt.keep_move_id(move_id, rt.n, text)
            try:
                action = rt.game.parse_action(rt.state, text)
                shown = rt.state.shown_action(action)
                rt.state.apply(action)
            except IllegalAction as exc:  # the log was written by a different rules version
                log.error("table %s: action %d '%s' does not replay: %s", rt.id, rt.n, text, exc)
                raise WebError(409, f"Table {rt.id} cannot follow its own log: {exc}") from None
            rt.record.actions.append(text)
            rt.movers.append(mover)
            rt.remember(mover, text, shown)
        oc = rt.state.outcome()
        if oc is not None:
            rt.record.outcome = oc.to_json()
        rt.stale = False
        return bool(texts)

    def changed(self, rt: TableRuntime, kick: bool = True) -> None:
        """Tell the seats watching here and the processes that follow the table; let the AI seats play."""
        self.hub.notify(rt.id)
        if self.cluster is not None:
            self.cluster.notify(rt.id, rt.n)
        if kick:
            self.ai.kick(rt)

    def _noticed(self, table_id: str, n_actions: int) -> None:
        """The owner of a table watched here says it changed (or left its process): watchers look again."""
        rt = self.tables.get(table_id)
        if rt is not None and not rt.owned:
            del self.tables[table_id]  # a copy served once; the owner's is the one to read
        self.hub.notify(table_id)

    # ------------------------------------------------------------ records and replays
    def record(self, rt: TableRuntime) -> dict[str, Any]:
        if not rt.over:
            raise WebError(409, "The record is shown when the game is over: its seed would reveal hidden cards.")
        from .ops import record_with_events

        return record_with_events(rt)

    async def replay(self, rt: TableRuntime, step: int, seat: int | None) -> dict[str, Any]:
        """The table after ``step`` actions as ``seat`` saw it, or everything (seat None)."""
        if not rt.over:
            raise WebError(409, "The replay opens when the game is over.")
        total = rt.n
        if not 0 <= step <= total:
            raise WebError(404, f"This game has {total} actions: there is no step {step} (steps are 0 to {total}).")
        if seat is not None:
            self.seat_exists(rt, seat)
        loop = asyncio.get_running_loop()
        replayer = functools.partial(rt.record.replay, step, narrate=True, edition=rt.edition)
        state = await loop.run_in_executor(None, replayer)
        view = state.view(seat) if seat is not None else full_view(state)
        oc = state.outcome()
        return {
            "table": pages.summary(rt),
            "step": step,
            "total": total,
            "seat": seat,
            "label": rt.labels[seat] if seat is not None else "everything",
            "played": rt.record.actions[step - 1] if step > 0 else None,
            "played_by": rt.mover_label(rt.movers[step - 1]) if 0 < step <= len(rt.movers) else None,
            "next": rt.record.actions[step] if step < total else None,
            "view": view,
            "svg": pages.picture(rt.game, view),
            "log": state.log_for(seat),
            "outcome": oc.to_json() if oc is not None else None,
        }


# ------------------------------------------------------------ checking a new table's request
def _game(game_id: str) -> Game:
    try:
        return get_game(game_id)
    except TabletomeError as exc:
        raise WebError(422, str(exc)) from None


def _kinds(game: Game, seats: list[str]) -> list[str]:
    kinds = [k.strip().lower() for k in seats]
    if not game.min_players <= len(kinds) <= game.max_players:
        raise WebError(
            422, f"{game.name} is for {game.min_players} to {game.max_players} players; {len(kinds)} seats given."
        )
    for i, k in enumerate(kinds):
        if k != HUMAN:
            check_kind(game, k, i)
    return kinds


def _options(game: Game, options: dict[str, Any], players: int) -> dict[str, Any]:
    given = {str(k): v for k, v in options.items()}
    if "players" in given and str(given["players"]) != str(players):
        raise WebError(422, f"The players option says {given['players']} but {players} seats are given.")
    # Like the CLI: the seat count is the "players" option, for games that have one.
    counted = any(o.name == "players" for o in game.options)
    try:
        return game.resolve_options(given, players=players if counted else None)
    except (OptionError, TabletomeError) as exc:
        raise WebError(422, str(exc)) from None


def _choosing(game: Game, kinds: list[str], join: int | None) -> list[int]:
    """The people who choose what they bring before the start: every person's seat but the creator's
    (who chose while creating the table), when the game asks seats for anything."""
    if not capabilities.seat_inputs(game):
        return []
    return [i for i, k in enumerate(kinds) if k == HUMAN and i != join]


def _status(spec: NewTable, state: State) -> str:
    if spec.waiting:
        return SETUP
    return PLAYING if state.to_move is not None else FINISHED


def _creator_seat(kinds: list[str], join: int | None) -> int | None:
    """The seat the creator takes: the one asked for (a human seat), else the first human seat."""
    if join is None:
        return next((i for i, k in enumerate(kinds) if k == HUMAN), None)
    if not 0 <= join < len(kinds) or kinds[join] != HUMAN:
        raise WebError(422, f"join must name a human seat (0 to {len(kinds) - 1}).")
    return join


def _row(game: Game, record: Record, spec: NewTable, state: State, client: str) -> TableRow:
    to_move = state.to_move
    kinds = spec.kinds
    now = time.time()
    return TableRow(
        id=secrets.token_hex(5),
        game=game.id,
        version=game.version,
        name=spec.name.strip()[:80] or f"{game.name} table",
        edition=record.edition,
        options=record.options,
        seed=record.seed,
        seats=kinds,
        status=_status(spec, state),
        n_actions=0,
        to_move=to_move,
        outcome=None,
        created_at=now,
        creator=client,
        ai_turn=not spec.waiting and to_move is not None and kinds[to_move] != HUMAN,
        creator_seat=spec.join,
        hints=spec.hints,
        idle_limit=spec.idle_limit,
        waiting=list(spec.waiting) or None,
        inputs={str(k): dict(v) for k, v in spec.inputs.items()} or None,
        started_at=None if spec.waiting else now,  # with people still choosing, the last choice starts it
        position=record.position,
    )


def check_kind(game: Game, spec: str, seat: int) -> None:
    """A seat kind the web can seat: a known agent (``kind`` or ``kind:param``) that plays fair."""
    try:
        agent = make_agent(spec, game, seat, 0)
    except TabletomeError as exc:
        raise WebError(422, str(exc)) from None
    except Exception as exc:
        raise WebError(422, f"'{spec}' cannot play {game.name}: {exc}") from None
    if agent.omniscient:
        raise WebError(422, f"'{spec}' reads every hidden card (analysis only); it cannot sit at a table.")


def web_kinds(game: Game) -> dict[str, str]:
    """The AI kinds that may sit at a table of ``game`` (fair ones), with their descriptions."""
    out = {}
    for kind, help in agent_kinds().items():
        try:
            check_kind(game, kind, 0)
        except WebError:
            continue
        out[kind] = help
    return out


__all__ = ["HUMAN", "MAX_ACTION_TEXT", "MAX_SEED", "TableManager", "WebError", "web_kinds"]
