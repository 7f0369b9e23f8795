"""Tables in play: the live states, their seats, the AI players and the rules of every request.

Each table is a :class:`TableRuntime` rebuilt from its record (the action log in the database).
Writers of one table (a human's action, an AI's action, catching up with another process) hold
the table's ``lock``; every change of a state happens on the event loop in code without an
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
import json
import logging
import re
import secrets
import sys
import time
import tomllib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from sqlalchemy.exc import SQLAlchemyError

from tabletome.agents import agent_kinds, make_agent
from tabletome.engine import (
    Agent,
    EditionError,
    Game,
    IllegalAction,
    NotationError,
    OptionError,
    Record,
    RecordError,
    Rng,
    State,
    TabletomeError,
    decide,
    derive_seed,
    get_game,
)

from .hub import Hub, RedisBridge
from .settings import Settings
from .store import FINISHED, PLAYING, Append, SeatRow, Store, TableRow, token_hash

log = logging.getLogger("tabletome.web")

HUMAN = "human"
MAX_SEED = 2**63 - 1
MAX_ACTION_TEXT = 200
_ID = re.compile(r"[0-9a-f]{10}")
# Quick AI decisions in a row are written together; a slow thinker's moves are shown one by one.
AI_STREAK_SECONDS = 0.05
AI_STREAK_MAX = 64
FINISHED_HELD = 200

T = TypeVar("T")


class WebError(Exception):
    """A request the server refuses: an HTTP status and one sentence for the player."""

    def __init__(self, status: int, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail


def _full_view(state: State) -> dict[str, Any]:
    full = getattr(state, "full_view", None)
    view: dict[str, Any] = full() if callable(full) else state.view(0)
    return view


def _label(state: State, seat: int) -> str:
    you = state.view(seat).get("you")
    return str(you) if isinstance(you, str) and you else f"seat {seat + 1}"


class TableRuntime:
    """One table held in memory: its record, its live state (with narration) and its seats."""

    def __init__(self, row: TableRow, seats: list[SeatRow], game: Game, record: Record, state: State) -> None:
        self.id = row.id
        self.name = row.name
        self.created_at = row.created_at
        self.game = game
        self.record = record
        self.state = state
        self.kinds = [s.kind for s in seats]
        self.labels = [s.label for s in seats]
        self.token_hashes: list[str | None] = [s.token_hash for s in seats]
        self.lock = asyncio.Lock()
        self.agents: dict[int, Agent] = {}
        self.ai_task: asyncio.Task[None] | None = None
        self.takeover: asyncio.TimerHandle | None = None
        self.note: str | None = None  # something players should know (an AI that failed, ...)
        self.stale = False  # a database error left us unsure whether our last write landed
        self.rev = 0  # bumped when something beside the actions changes (seats taken, a note)
        self.used = time.monotonic()  # for forgetting finished tables nobody looks at
        self.pages: dict[int, tuple[tuple[int, int], str]] = {}  # per seat, see _core_json

    @property
    def n(self) -> int:
        return len(self.record.actions)

    @property
    def players(self) -> int:
        return len(self.kinds)

    @property
    def over(self) -> bool:
        return self.state.to_move is None


class TableManager:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.hub = Hub()
        self.origin = secrets.token_hex(8)
        self.tables: dict[str, TableRuntime] = {}
        self.bridge: RedisBridge | None = None
        self._store: Store | None = None
        self._load_lock = asyncio.Lock()
        self._poller: asyncio.Task[None] | None = None
        # Appends wait here and are written together: one transaction, one disk flush per batch.
        self._pending: list[tuple[Append, asyncio.Future[bool]]] = []
        self._wake = asyncio.Event()
        self._writer: asyncio.Task[None] | None = None
        # SQLite has one writer at a time: one thread keeps writes in order without lock waits.
        self._db_pool: ThreadPoolExecutor | None = None
        self._ai_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tabletome-ai")

    # ------------------------------------------------------------ life cycle
    @property
    def store(self) -> Store:
        if self._store is None:
            raise WebError(503, "The server is starting; try again in a moment.")
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
        self._writer = asyncio.create_task(self._write_batches(), name="tabletome-writer")
        if self.settings.redis_url:
            self.bridge = RedisBridge(self.settings.redis_url, self.settings.redis_prefix, self.origin, self.on_remote)
            await self.bridge.start()
        # Rebuild every open table by replaying its log, then let the AIs whose turn it is play.
        for table_id in await self._db(store.open_ids):
            try:
                await self.get(table_id, kick=False)
            except WebError as exc:
                log.error("table %s cannot be rebuilt: %s", table_id, exc.detail)
        for rt in self.tables.values():
            self.kick_ai(rt)
        if self.settings.shared and self.settings.poll_seconds > 0:
            self._poller = asyncio.create_task(self._poll(), name="tabletome-poll")
        # Everything built so far (games, rebuilt tables) lives long: keep it out of the garbage
        # collector's walks, and walk less often; most objects here die young by reference count.
        gc.freeze()
        gc.set_threshold(max(gc.get_threshold()[0], 20_000), 20, 20)

    async def stop(self) -> None:
        tasks = [t for t in (self._poller, *(rt.ai_task for rt in self.tables.values())) if t is not None]
        if self._writer is not None:
            tasks.append(self._writer)
        for rt in self.tables.values():
            if rt.takeover is not None:
                rt.takeover.cancel()
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        if self.bridge is not None:
            await self.bridge.stop()
        self._ai_pool.shutdown(wait=False, cancel_futures=True)
        if self._db_pool is not None:
            self._db_pool.shutdown(wait=True)
        if self._store is not None:
            self._store.dispose()

    async def _write(self, append: Append) -> bool:
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending.append((append, future))
        self._wake.set()
        return await future

    async def _write_batches(self) -> None:
        """Group commit: while one batch is written, the next one gathers."""
        loop = asyncio.get_running_loop()
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._pending:
                batch, self._pending = self._pending[:256], self._pending[256:]
                try:
                    results = await loop.run_in_executor(self._db_pool, self.store.append_many, [a for a, _ in batch])
                except asyncio.CancelledError:
                    for _, f in batch:
                        if not f.done():
                            f.set_exception(WebError(503, "The server is stopping; nothing was acknowledged."))
                    raise
                except Exception as exc:
                    log.error("database error while writing actions: %s", exc)
                    for _, f in batch:
                        if not f.done():
                            f.set_exception(
                                WebError(503, "The database did not answer; nothing was acknowledged. Try again.")
                            )
                    continue
                for (_, f), ok in zip(batch, results, strict=True):
                    if not f.done():
                        f.set_result(ok)

    async def _db(self, fn: Callable[..., T], *args: Any) -> T:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._db_pool, functools.partial(fn, *args))
        except SQLAlchemyError as exc:
            log.error("database error: %s", exc)
            raise WebError(503, "The database did not answer; nothing was acknowledged. Try again.") from None

    # ------------------------------------------------------------ tables
    async def get(self, table_id: str, kick: bool = True) -> TableRuntime:
        rt = self.tables.get(table_id)
        if rt is not None:
            rt.used = time.monotonic()
            return rt
        if not _ID.fullmatch(table_id):
            raise WebError(404, f"There is no table '{table_id[:40]}'.")
        async with self._load_lock:
            rt = self.tables.get(table_id)
            if rt is not None:
                return rt
            data = await self._db(self.store.load, table_id)
            if data is None:
                raise WebError(404, f"There is no table '{table_id}'.")
            loop = asyncio.get_running_loop()
            try:
                rt = await loop.run_in_executor(None, _rebuild, *data)
            except RecordError as exc:
                raise WebError(409, f"Table {table_id} cannot be rebuilt: {exc}") from None
            self.tables[table_id] = rt
            self._forget_finished()
        if kick:
            # Loaded on demand: another process created it or played it until now.
            self.kick_ai(rt, delay=self.settings.ai_takeover_seconds if self.settings.shared else 0.0)
        return rt

    def _forget_finished(self) -> None:
        """Hold at most FINISHED_HELD finished tables in memory; the database keeps them all."""
        done = [rt for rt in self.tables.values() if rt.over and not self.hub.count(rt.id)]
        if len(done) <= FINISHED_HELD:
            return
        done.sort(key=lambda rt: rt.used)
        for rt in done[: len(done) - FINISHED_HELD]:
            if rt.ai_task is None or rt.ai_task.done():
                del self.tables[rt.id]

    async def create(
        self,
        game_id: str,
        seats: list[str],
        options: dict[str, Any],
        edition_text: str | None,
        seed: int | None,
        name: str,
        join: int | None,
    ) -> tuple[TableRuntime, int | None, str | None]:
        try:
            game = get_game(game_id)
        except TabletomeError as exc:
            raise WebError(422, str(exc)) from None
        kinds = [k.strip().lower() for k in seats]
        if not game.min_players <= len(kinds) <= game.max_players:
            raise WebError(
                422, f"{game.name} is for {game.min_players} to {game.max_players} players; {len(kinds)} seats given."
            )
        for i, k in enumerate(kinds):
            if k != HUMAN:
                _check_kind(game, k, i)
        given = {str(k): v for k, v in options.items()}
        if "players" in given and str(given["players"]) != str(len(kinds)):
            raise WebError(422, f"The players option says {given['players']} but {len(kinds)} seats are given.")
        try:
            # Like the CLI: the seat count is the "players" option, for games that have one.
            counted = any(o.name == "players" for o in game.options)
            opts = game.resolve_options(given, players=len(kinds) if counted else None)
            edition = game.default_edition() if edition_text is None else _edition(game, edition_text)
        except EditionError as exc:
            problems = "; ".join(f"{where}: {why}" for where, why in exc.problems[:10])
            raise WebError(422, f"The uploaded edition cannot be used: {problems}.") from None
        except (OptionError, TabletomeError) as exc:
            raise WebError(422, str(exc)) from None
        if seed is None:
            seed = secrets.randbelow(2**31)
        if join is None:
            join = next((i for i, k in enumerate(kinds) if k == HUMAN), None)
        elif not 0 <= join < len(kinds) or kinds[join] != HUMAN:
            raise WebError(422, f"join must name a human seat (0 to {len(kinds) - 1}).")
        try:
            state = game.new_state(opts, seed, edition)
        except TabletomeError as exc:
            raise WebError(422, str(exc)) from None
        if state.players != len(kinds):
            raise WebError(422, f"{game.name} set up {state.players} seats, but {len(kinds)} are given.")
        state.enable_log()
        record = Record.start(state, seed, kinds, opts)
        token = secrets.token_urlsafe(24) if join is not None else None
        table_id = secrets.token_hex(5)
        row = TableRow(
            id=table_id,
            game=game.id,
            version=game.version,
            name=name.strip()[:80] or f"{game.name} table",
            edition=record.edition,
            options=record.options,
            seed=seed,
            seats=kinds,
            status=PLAYING if state.to_move is not None else FINISHED,
            n_actions=0,
            to_move=state.to_move,
            outcome=None,
            created_at=time.time(),
        )
        seat_rows = [
            SeatRow(i, k, _label(state, i), token_hash(token) if token is not None and i == join else None)
            for i, k in enumerate(kinds)
        ]
        await self._db(self.store.create_table, row, seat_rows)
        rt = TableRuntime(row, seat_rows, game, record, state)
        self.tables[table_id] = rt
        self._forget_finished()
        self.kick_ai(rt)
        return rt, join, token

    async def join(self, rt: TableRuntime, seat: int) -> str:
        self._seat_exists(rt, seat)
        if rt.kinds[seat] != HUMAN:
            raise WebError(409, f"Seat {seat} ({rt.labels[seat]}) is played by the {rt.kinds[seat]} AI.")
        if rt.over:
            raise WebError(409, "The game is over; open its replay instead.")
        if rt.token_hashes[seat] is not None:
            raise WebError(409, f"Seat {seat} ({rt.labels[seat]}) is taken.")
        token = secrets.token_urlsafe(24)
        hashed = token_hash(token)
        if not await self._db(self.store.take_seat, rt.id, seat, hashed):
            await self._refresh_seats(rt)
            raise WebError(409, f"Seat {seat} ({rt.labels[seat]}) is taken.")
        rt.token_hashes[seat] = hashed
        rt.rev += 1
        self._changed(rt, what="seats")
        return token

    def _seat_exists(self, rt: TableRuntime, seat: int) -> None:
        if not 0 <= seat < rt.players:
            raise WebError(404, f"Table {rt.id} has no seat {seat} (its seats are 0 to {rt.players - 1}).")

    async def authorize(self, rt: TableRuntime, seat: int, token: str | None) -> None:
        """The token must be this seat's own secret: 404 for no such seat, 401 without, 403 otherwise."""
        self._seat_exists(rt, seat)
        if not token:
            raise WebError(401, "This seat's secret token is missing (send it in the X-Seat-Token header).")
        hashed = token_hash(token)
        stored = rt.token_hashes[seat]
        if stored is None and self.settings.shared:
            await self._refresh_seats(rt)  # another process may have given the seat out
            stored = rt.token_hashes[seat]
        if stored is None or not hmac.compare_digest(stored, hashed):
            raise WebError(403, f"This token does not belong to seat {seat} of table {rt.id}.")

    async def _refresh_seats(self, rt: TableRuntime) -> None:
        for s in await self._db(self.store.seats, rt.id):
            if rt.token_hashes[s.seat] != s.token_hash:
                rt.token_hashes[s.seat] = s.token_hash
                rt.rev += 1

    # ------------------------------------------------------------ what a seat sees
    def summary(self, rt: TableRuntime) -> dict[str, Any]:
        state = rt.state
        oc = state.outcome()
        return {
            "id": rt.id,
            "name": rt.name,
            "game": rt.game.id,
            "game_name": rt.game.name,
            "status": FINISHED if rt.over else PLAYING,
            "players": rt.players,
            "options": rt.record.options,
            "edition": rt.record.edition.get("id"),
            # The seed would reveal every hidden card: shown only when the game is over.
            "seed": rt.record.seed if rt.over else None,
            "seats": [
                {"seat": i, "label": rt.labels[i], "kind": k, "taken": k != HUMAN or rt.token_hashes[i] is not None}
                for i, k in enumerate(rt.kinds)
            ],
            "n_actions": rt.n,
            "to_move": state.to_move,
            "outcome": oc.to_json() if oc is not None else None,
            "created_at": rt.created_at,
        }

    def _core(self, rt: TableRuntime, seat: int) -> dict[str, Any]:
        """The seat's page without its log."""
        state = rt.state
        game = rt.game
        view = state.view(seat)
        your_turn = state.to_move == seat
        legal = []
        if your_turn:
            for a in state.legal_actions():
                text = str(a)
                legal.append({"action": text, "text": game.describe_action(view, text)})
        oc = state.outcome()
        to_move = state.to_move
        return {
            "table": self.summary(rt),
            "seat": seat,
            "label": rt.labels[seat],
            "n_actions": rt.n,
            "to_move": to_move,
            "to_move_label": rt.labels[to_move] if to_move is not None else None,
            "your_turn": your_turn,
            "prompt": view.get("prompt") if isinstance(view.get("prompt"), str) else None,
            "view": view,
            "svg": _picture(game, view),
            "legal": legal,
            "outcome": oc.to_json() if oc is not None else None,
            "note": rt.note,
        }

    def _core_json(self, rt: TableRuntime, seat: int) -> str:
        """:meth:`_core` as JSON, kept until the table changes (an update goes to several sockets,
        and to the answer of the action that made it). Only the text is kept: few objects for the
        garbage collector to walk."""
        key = (rt.n, rt.rev)
        cached = rt.pages.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        text = json.dumps(self._core(rt, seat), ensure_ascii=False, separators=(",", ":"))
        rt.pages[seat] = (key, text)
        return text

    def payload(self, rt: TableRuntime, seat: int, log_from: int = 0) -> dict[str, Any]:
        """Everything the page of ``seat`` shows, built from ``view(seat)`` alone (and its log)."""
        core = self._core(rt, seat)
        lines = rt.state.log_for(seat)
        start = max(0, min(log_from, len(lines)))
        return {**core, "log_from": start, "log": lines[start:], "log_total": len(lines)}

    def payload_json(self, rt: TableRuntime, seat: int, log_from: int = 0) -> tuple[str, int]:
        """:meth:`payload` as JSON text (the cached part is not encoded again), and the log length."""
        text = self._core_json(rt, seat)
        lines = rt.state.log_for(seat)
        start = max(0, min(log_from, len(lines)))
        tail = json.dumps(
            {"log_from": start, "log": lines[start:], "log_total": len(lines)},
            ensure_ascii=False,
            separators=(",", ":"),
        )
        return text[:-1] + "," + tail[1:], len(lines)

    async def list_tables(self, limit: int = 50) -> list[dict[str, Any]]:
        out = []
        for row, seats in await self._db(self.store.recent, limit):
            rt = self.tables.get(row.id)
            if rt is not None and rt.n >= row.n_actions:
                out.append(self.summary(rt))
                continue
            out.append(
                {
                    "id": row.id,
                    "name": row.name,
                    "game": row.game,
                    "game_name": _game_name(row.game),
                    "status": row.status,
                    "players": len(row.seats),
                    "options": row.options,
                    "edition": row.edition.get("id"),
                    "seed": row.seed if row.status == FINISHED else None,
                    "seats": [
                        {
                            "seat": s.seat,
                            "label": s.label,
                            "kind": s.kind,
                            "taken": s.kind != HUMAN or bool(s.token_hash),
                        }
                        for s in seats
                    ],
                    "n_actions": row.n_actions,
                    "to_move": row.to_move,
                    "outcome": row.outcome,
                    "created_at": row.created_at,
                }
            )
        return out

    # ------------------------------------------------------------ acting
    async def act(self, rt: TableRuntime, seat: int, text: str, expect: int | None) -> None:
        """Play ``text`` for ``seat``: written to the log before this returns, or refused with a reason."""
        if len(text) > MAX_ACTION_TEXT:
            raise WebError(400, f"An action is at most {MAX_ACTION_TEXT} characters.")
        async with rt.lock:
            if rt.stale:
                await self.sync(rt)
            for _ in range(20):
                action = self._check(rt, seat, text, expect)
                if await self._append(rt, seat, action):
                    break
                # Another process wrote first: catch up and judge the action again.
                await self.sync(rt)
            else:
                raise WebError(503, "The table is too busy right now; nothing was changed. Try again.")
        self._changed(rt)

    def _check(self, rt: TableRuntime, seat: int, text: str, expect: int | None) -> Any:
        state = rt.state
        if state.to_move is None:
            raise WebError(409, "The game is over.")
        if expect is not None and expect != rt.n:
            raise WebError(
                409, f"The table has moved on since you looked (it now has {rt.n} actions); your action was not played."
            )
        try:
            action = rt.game.action_space(state.edition).parse(text)
        except NotationError as exc:
            raise WebError(400, str(exc)) from None
        if state.to_move != seat:
            raise WebError(409, f"It is not your turn: {rt.labels[state.to_move]} is to move.")
        try:
            state.check(action)
        except IllegalAction as exc:
            raise WebError(422, str(exc)) from None
        return action

    async def _append(self, rt: TableRuntime, seat: int, action: Any) -> bool:
        trial = rt.state.clone()
        trial.apply(action)
        return await self._commit(rt, [(seat, action)], trial)

    async def _commit(self, rt: TableRuntime, moves: list[tuple[int, Any]], after: State) -> bool:
        """Write ``moves`` (played on a copy, giving ``after``) to the log, then play them for real.

        The caller holds ``rt.lock``; False if another process wrote first (nothing changed here).
        """
        oc = after.outcome()
        append = Append(
            rt.id, rt.n, tuple((s, str(a)) for s, a in moves), after.to_move, oc.to_json() if oc is not None else None
        )
        try:
            ok = await self._write(append)
        except WebError:
            rt.stale = True
            raise
        if ok:
            # The same actions from the same state and seeded RNG: the live state ends as ``after``.
            for _, action in moves:
                rt.state.apply(action)
                rt.record.actions.append(str(action))
            if oc is not None:
                rt.record.outcome = oc.to_json()
        return ok

    async def sync(self, rt: TableRuntime) -> bool:
        """Catch up with actions other processes wrote (caller holds ``rt.lock``)."""
        texts = await self._db(self.store.actions_since, rt.id, rt.n)
        for text in texts:
            try:
                rt.state.apply(rt.game.parse_action(rt.state, text))
            except IllegalAction as exc:  # the log was written by a different rules version
                log.error("table %s: action %d '%s' does not replay: %s", rt.id, rt.n, text, exc)
                raise WebError(409, f"Table {rt.id} cannot follow its own log: {exc}") from None
            rt.record.actions.append(text)
        oc = rt.state.outcome()
        if oc is not None:
            rt.record.outcome = oc.to_json()
        rt.stale = False
        return bool(texts)

    def _changed(self, rt: TableRuntime, what: str = "action") -> None:
        self.hub.notify(rt.id)
        if self.bridge is not None:
            self.bridge.publish(rt.id, rt.n, what)
        if what == "action":
            self.kick_ai(rt)

    async def on_remote(self, table_id: str, n_actions: int, what: str) -> None:
        """Another process changed a table: catch up, tell our seats, watch its AI seats."""
        rt = self.tables.get(table_id)
        if rt is None:
            return  # not held here; loaded from the database when somebody asks
        if what == "seats":
            await self._refresh_seats(rt)
            self.hub.notify(rt.id)
            return
        if n_actions <= rt.n:
            return
        async with rt.lock:
            changed = await self.sync(rt)
        if changed:
            self.hub.notify(rt.id)
            self._watch_ai(rt)

    async def _poll(self) -> None:
        """Redis pub/sub may drop a message; look in the database now and then for held tables."""
        while True:
            await asyncio.sleep(self.settings.poll_seconds)
            try:
                held = [t for t, rt in self.tables.items() if not rt.over]
                if not held:
                    continue
                versions = await self._db(self.store.versions, held)
                for table_id, n in versions.items():
                    await self.on_remote(table_id, n, "action")
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("polling the database failed")

    # ------------------------------------------------------------ AI seats
    def _ai_to_move(self, rt: TableRuntime) -> int | None:
        seat = rt.state.to_move
        if seat is None or rt.kinds[seat] == HUMAN:
            return None
        return seat

    def kick_ai(self, rt: TableRuntime, delay: float = 0.0) -> None:
        """Start playing the AI seats of ``rt`` if one is to move (after ``delay`` seconds)."""
        if rt.ai_task is not None and not rt.ai_task.done():
            return
        if self._ai_to_move(rt) is None:
            return
        if delay > 0:
            self._watch_ai(rt, delay)
            return
        if rt.takeover is not None:
            rt.takeover.cancel()
            rt.takeover = None
        rt.ai_task = asyncio.create_task(self._ai_loop(rt), name=f"tabletome-ai-{rt.id}")

    def _watch_ai(self, rt: TableRuntime, delay: float | None = None) -> None:
        """Another process plays this table's AI seats; take over if it falls silent."""
        if rt.ai_task is not None and not rt.ai_task.done():
            return
        if rt.takeover is not None:
            rt.takeover.cancel()
            rt.takeover = None
        if self._ai_to_move(rt) is None:
            return
        wait = self.settings.ai_takeover_seconds if delay is None else delay
        rt.takeover = asyncio.get_running_loop().call_later(wait, self.kick_ai, rt)

    def _agent(self, rt: TableRuntime, seat: int) -> Agent:
        agent = rt.agents.get(seat)
        if agent is None:
            agent = budgeted(make_agent(rt.kinds[seat], rt.game, seat, rt.record.seed), self.settings.think_seconds)
            rt.agents[seat] = agent
        return agent

    def _ai_failed(self, rt: TableRuntime, seat: int, exc: BaseException) -> None:
        log.error("table %s: the %s AI of seat %d failed", rt.id, rt.kinds[seat], seat, exc_info=exc)
        rt.note = f"The {rt.kinds[seat]} AI of {rt.labels[seat]} failed ({exc}); the table waits."
        rt.rev += 1
        self.hub.notify(rt.id)

    async def _ai_loop(self, rt: TableRuntime) -> None:
        loop = asyncio.get_running_loop()
        while True:
            async with rt.lock:
                if self.settings.shared or rt.stale:
                    await self.sync(rt)
                seat = self._ai_to_move(rt)
                if seat is None:
                    return
                try:
                    agents = {s: self._agent(rt, s) for s, kind in enumerate(rt.kinds) if kind != HUMAN}
                except Exception as exc:
                    self._ai_failed(rt, seat, exc)
                    return
                snapshot = rt.state.clone()
                n = rt.n
            # The agents think on a copy, in a thread: the event loop keeps serving everybody.
            future = loop.run_in_executor(self._ai_pool, _ai_streak, agents, snapshot, AI_STREAK_SECONDS)
            try:
                moves: list[tuple[int, Any]] = await asyncio.wait_for(future, self.settings.ai_deadline)
            except TimeoutError:
                rt.agents.clear()  # still thinking in their thread: the next turn gets fresh agents
                moves = []
            except Exception as exc:
                self._ai_failed(rt, seat, exc)
                return
            async with rt.lock:
                if rt.n != n or rt.state.to_move != seat:
                    continue  # the table moved on while we thought: look again
                if moves:
                    after = snapshot
                else:
                    legal = rt.state.legal_actions()
                    action = legal[Rng(derive_seed(rt.record.seed, "ai-fallback", n)).below(len(legal))]
                    after = rt.state.clone()
                    after.apply(action)
                    moves = [(seat, action)]
                    rt.note = (
                        f"The {rt.kinds[seat]} AI of {rt.labels[seat]} did not decide within "
                        f"{self.settings.ai_deadline:g} s; it played a random legal move instead."
                    )
                    rt.rev += 1
                try:
                    written = await self._commit(rt, moves, after)
                except WebError:
                    log.warning("table %s: the AI moves could not be written; retrying soon", rt.id)
                    self._watch_ai(rt, 1.0)
                    return
            if not written:  # another process played here first
                if self.settings.shared:
                    self._watch_ai(rt)  # it carries on; we take over only if it falls silent
                    return
                async with rt.lock:
                    await self.sync(rt)
                self.hub.notify(rt.id)
                continue
            self.hub.notify(rt.id)
            if self.bridge is not None:
                self.bridge.publish(rt.id, rt.n, "action")

    # ------------------------------------------------------------ records and replays
    def record(self, rt: TableRuntime) -> dict[str, Any]:
        if not rt.over:
            raise WebError(409, "The record is shown when the game is over: its seed would reveal hidden cards.")
        return rt.record.to_json()

    async def replay(self, rt: TableRuntime, step: int, seat: int | None) -> dict[str, Any]:
        """The table after ``step`` actions as ``seat`` saw it, or everything (seat None)."""
        if not rt.over:
            raise WebError(409, "The replay opens when the game is over.")
        total = rt.n
        if not 0 <= step <= total:
            raise WebError(400, f"step must be between 0 and {total}.")
        if seat is not None:
            self._seat_exists(rt, seat)
        loop = asyncio.get_running_loop()
        state = await loop.run_in_executor(None, functools.partial(rt.record.replay, step, narrate=True))
        view = state.view(seat) if seat is not None else _full_view(state)
        oc = state.outcome()
        return {
            "table": self.summary(rt),
            "step": step,
            "total": total,
            "seat": seat,
            "label": rt.labels[seat] if seat is not None else "everything",
            "played": rt.record.actions[step - 1] if step > 0 else None,
            "next": rt.record.actions[step] if step < total else None,
            "view": view,
            "svg": _picture(rt.game, view),
            "log": state.log_for(seat),
            "outcome": oc.to_json() if oc is not None else None,
        }


def _check_kind(game: Game, spec: str, seat: int) -> None:
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
            _check_kind(game, kind, 0)
        except WebError:
            continue
        out[kind] = help
    return out


class BudgetedAgent:
    """An agent whose search budget is a number of ``iterations``, held to about ``seconds`` a decision.

    The web promises people a quick table: before each decision the iterations are set from the
    time the previous ones took (the first decision measures with a short probe), never above
    the number the seat asked for (``ismcts:N``).
    """

    def __init__(self, inner: Any, seconds: float) -> None:
        self.inner = inner
        self.name: str = inner.name
        self.omniscient: bool = inner.omniscient
        self.rng = inner.rng
        self.cap = int(inner.iterations)
        self.seconds = seconds
        self.per_iteration: float | None = None

    def _run(self, state: State, seat: int, iterations: int) -> Any:
        self.inner.iterations = iterations
        t0 = time.perf_counter()
        action = self.inner.act(state, seat)
        # A search that settles early used fewer iterations than allowed: time what it used.
        used = getattr(self.inner, "last_iterations", iterations)
        if used > 0:  # 0: a forced move, nothing searched, nothing to learn about the speed
            took = (time.perf_counter() - t0) / used
            self.per_iteration = took if self.per_iteration is None else 0.5 * (self.per_iteration + took)
        return action

    def act(self, state: State, seat: int) -> Any:
        if self.per_iteration is None:
            self._run(state.clone(), seat, min(self.cap, 4))
        if self.per_iteration is None:  # the probe was a forced move: nothing measured yet
            return self._run(state, seat, min(self.cap, 4))
        n = max(1, min(self.cap, int(self.seconds / max(self.per_iteration, 1e-6))))
        return self._run(state, seat, n)


def budgeted(agent: Agent, seconds: float) -> Agent:
    iterations = getattr(agent, "iterations", None)
    if isinstance(iterations, int) and not isinstance(iterations, bool):
        wrapped: Agent = BudgetedAgent(agent, seconds)
        return wrapped
    return agent


def _ai_streak(agents: dict[int, Agent], state: State, budget: float) -> list[tuple[int, Any]]:
    """AI decisions in a row on ``state`` (a copy), until a person is to move or ``budget`` seconds
    have gone by: written to the log together, in one transaction (runs in a worker thread)."""
    moves: list[tuple[int, Any]] = []
    t0 = time.perf_counter()
    while True:
        seat = state.to_move
        if seat is None or seat not in agents:
            return moves
        action = decide(agents[seat], state, seat)
        state.apply(action)
        moves.append((seat, action))
        if time.perf_counter() - t0 >= budget or len(moves) >= AI_STREAK_MAX:
            return moves


def _picture(game: Game, view: dict[str, Any]) -> str:
    """The game's own picture of a view; should it fail, the generic one (the table stays playable)."""
    try:
        return game.render_svg(view)
    except Exception:
        log.exception("the %s picture failed; showing the generic one", game.id)
        return Game.render_svg(game, view)


def _game_name(game_id: str) -> str:
    try:
        return get_game(game_id).name
    except TabletomeError:
        return game_id


def _edition(game: Game, text: str) -> Any:
    """An uploaded edition: JSON if it looks like JSON, TOML otherwise."""
    origin = "the uploaded edition"
    stripped = text.lstrip()
    try:
        data = json.loads(text) if stripped.startswith("{") else tomllib.loads(text)
    except (json.JSONDecodeError, tomllib.TOMLDecodeError) as exc:
        kind = "JSON" if stripped.startswith("{") else "TOML"
        raise EditionError(origin, [("file", f"is not valid {kind}: {exc}")]) from None
    if not isinstance(data, dict):
        raise EditionError(origin, [("file", "must hold a table of data at the top level")])
    return game.edition_from_data(data, origin)


def _rebuild(row: TableRow, seats: list[SeatRow], actions: list[str]) -> TableRuntime:
    """A table from its database row: the record replayed, narration on (runs in a worker thread)."""
    record = Record(row.game, row.version, row.edition, row.options, row.seed, list(row.seats), actions)
    state = record.replay(narrate=True)
    oc = state.outcome()
    record.outcome = oc.to_json() if oc is not None else None
    try:
        game = get_game(row.game)
    except TabletomeError as exc:
        raise RecordError(str(exc)) from None
    return TableRuntime(row, seats, game, record, state)
