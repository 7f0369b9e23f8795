"""Tables in play: loading and creating them, their seats; the actions people send are playing.py's.

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
from typing import Any, TypeVar

from sqlalchemy.exc import SQLAlchemyError
from starlette.types import ASGIApp

from tabletome.engine import (
    EditionError,
    Game,
    Record,
    RecordError,
    TabletomeError,
    get_game,
)
from tabletome.engine.i18n import N_, _, seat_words

from .ai import AISeats
from .cluster import Cluster, Peer
from .deckread import deck_work, read_decks
from .editions import Editions, check_inputs, edition_ref, has_text, upload_limits
from .errors import WebError
from .hub import Hub
from .limits import MemoryLimiter, RedisLimiter, refuse
from .playing import MAX_ACTION_TEXT, UNSURE_MOVE, Playing
from .presence import LiveConnections
from .runtime import HUMAN, TableRuntime, label_of, played_by_ai, rebuild
from .settings import Settings
from .store import SeatRow, Store, token_hash
from .table_requests import (
    NewTable,
    TableRequest,
    _choosing,
    _creator_seat,
    _game,
    _kinds,
    _options,
    _row,
    check_kind,
    web_kinds,
)
from .writer import BatchWriter

log = logging.getLogger("tabletome.web")

MAX_SEED = 2**63 - 1
# A table whose requests come mostly through one other process moves there: fewer forwards.
HANDOVER_WINDOW = 64
HANDOVER_SHARE = 0.75
_ID = re.compile(r"[0-9a-f]{10}")

T = TypeVar("T")


class TableManager(Playing):
    """Every table this process serves: their life cycle, which process serves each, creating
    them and their seats (playing at them: playing.py; checking a new one: table_requests.py)."""

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
            raise WebError(503, N_("The server is starting; try again in a moment."), retry_after=1)
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
            raise WebError(503, N_("The database did not answer; nothing was acknowledged. Try again."), 1) from None

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
            raise WebError(404, _("There is no table '{id}'.").format(id=table_id[:40]))
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
            raise WebError(404, _("There is no table '{id}'.").format(id=table_id))
        owned = await self.cluster.claim(table_id) if self.cluster is not None else True
        try:
            game = get_game(loaded.row.game)
            edition = self.editions.for_record(game, loaded.row.edition, loaded.edition_data)
            rt = await asyncio.get_running_loop().run_in_executor(None, rebuild, loaded, edition)
        except (RecordError, EditionError, TabletomeError) as exc:
            raise WebError(409, _("Table {id} cannot be rebuilt: {error}").format(id=table_id, error=exc)) from None
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
            raise WebError(422, N_("A position brings its own edition, options and decks: give the position alone."))
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
            raise WebError(
                422,
                _("{game} set up {n} seats, but {given} are given.").format(
                    game=game.name, n=state.players, given=len(kinds)
                ),
            )
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
        429 saying ``done`` ("You have created 5 tables in the last minute.") (0: no limit)."""
        if count <= 0:
            return
        rate, burst = count / 60.0, float(count)
        if self.shared_limiter is not None:
            wait = await self.shared_limiter.check(key, rate, burst)
        else:
            wait = self.limiter.check(key, rate, burst)
        refuse(wait, done)

    async def _within_limits(self, client: str) -> None:
        """Tables per client per minute, then open tables per client and in all (429 beyond)."""
        s = self.settings
        created = _("You have created {n} tables in the last minute.").format(n=s.tables_per_minute)
        await self.per_minute(f"create:{client}", s.tables_per_minute, created)
        if s.open_tables_per_client > 0 and await self.db(self.store.open_count, client) >= s.open_tables_per_client:
            refuse(
                60, _("You already have {n} open tables; finish or leave one first.").format(n=s.open_tables_per_client)
            )
        if s.open_tables_total > 0 and await self.db(self.store.open_count) >= s.open_tables_total:
            refuse(60, _("The server holds {n} open tables, its limit.").format(n=s.open_tables_total))

    async def join(self, rt: TableRuntime, seat: int) -> str:
        self.seat_exists(rt, seat)
        if rt.kinds[seat] != HUMAN:
            raise WebError(409, played_by_ai(rt, seat))
        if rt.over:
            raise WebError(409, N_("The game is over; open its replay instead."))
        if rt.token_hashes[seat] is not None:
            raise WebError(409, _("Seat {n} ({seat}) is taken.").format(n=seat, seat=seat_words(rt.labels[seat])))
        token = secrets.token_urlsafe(24)
        hashed = token_hash(token)
        if not await self.db(self.store.take_seat, rt.id, seat, hashed):
            await self._refresh_seats(rt)
            raise WebError(409, _("Seat {n} ({seat}) is taken.").format(n=seat, seat=seat_words(rt.labels[seat])))
        rt.token_hashes[seat] = hashed
        rt.seen[seat] = time.time()
        rt.rev += 1
        self.changed(rt, kick=False)
        return token

    def seat_exists(self, rt: TableRuntime, seat: int) -> None:
        if not 0 <= seat < rt.players:
            raise WebError(
                404,
                _("Table {id} has no seat {n} (its seats are 0 to {last}).").format(
                    id=rt.id, n=seat, last=rt.players - 1
                ),
            )

    async def authorize(self, rt: TableRuntime, seat: int, token: str | None) -> None:
        """The token must be this seat's own secret: 404 for no such seat, 401 without, 403 otherwise."""
        self.seat_exists(rt, seat)
        if not token:
            raise WebError(401, N_("This seat's secret token is missing (send it in the X-Seat-Token header)."))
        hashed = token_hash(token)
        stored = rt.token_hashes[seat]
        if stored is None and not rt.owned:
            await self._refresh_seats(rt)  # the owning process may have given the seat out
            stored = rt.token_hashes[seat]
        if stored is None or not hmac.compare_digest(stored, hashed):
            raise WebError(403, _("This token does not belong to seat {n} of table {id}.").format(n=seat, id=rt.id))
        rt.seen[seat] = time.time()  # the seat's person is here (see ops.reissue)

    async def _refresh_seats(self, rt: TableRuntime) -> None:
        for s in await self.db(self.store.seats, rt.id):
            if rt.token_hashes[s.seat] != s.token_hash:
                rt.token_hashes[s.seat] = s.token_hash
                rt.rev += 1


__all__ = [
    "HUMAN",
    "MAX_ACTION_TEXT",
    "MAX_SEED",
    "UNSURE_MOVE",
    "NewTable",
    "TableManager",
    "TableRequest",
    "WebError",
    "check_kind",
    "web_kinds",
]
