"""AI seats on the server: a fair scheduler of thinking threads, and each table's AI loop.

Fairness: a table with a person at it is served before tables of AI seats only, and when there
are two threads or more one of them serves nothing else, so a crowd of all-AI tables never makes
a person wait for a thread. The deadline of a decision counts from the moment it starts thinking,
never the time it waited, so an AI seat at a person's table does not fall back to a random move
because other tables are busy.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tabletome.agents import budgeted, make_agent
from tabletome.engine import Agent, Rng, State, decide, derive_seed
from tabletome.engine.i18n import N_

from .errors import WebError
from .runtime import HUMAN, TableRuntime
from .tutorial import play_script

if TYPE_CHECKING:
    from .tables import TableManager

log = logging.getLogger("tabletome.web")

# Quick AI decisions in a row are written together; a slow thinker's moves are shown one by one.
AI_STREAK_SECONDS = 0.05
AI_STREAK_MAX = 64
PEOPLE = 0  # priority of a table with a person at it
MACHINES = 1  # priority of a table of AI seats only


#: What the table is told when an AI seat fails or is slow: written in English (made outside any
#: request), told again in each reader's language where a page shows it (pages.core).
AI_FAILED = N_("The {kind} AI of {seat} failed ({error}); the table waits.")
AI_SLOW = N_("The {kind} AI of {seat} did not decide within {n} s; it played a random legal move instead.")


@dataclass(order=True)
class _Job:
    priority: int
    seq: int
    fn: Callable[[], Any] = field(compare=False)
    loop: asyncio.AbstractEventLoop = field(compare=False)
    started: asyncio.Future[None] = field(compare=False)
    done: asyncio.Future[Any] = field(compare=False)


class AIScheduler:
    """Threads that run AI decisions in priority order (``PEOPLE`` before ``MACHINES``)."""

    def __init__(self, threads: int) -> None:
        self.threads = max(1, threads)
        self._people: queue.PriorityQueue[_Job] = queue.PriorityQueue()
        self._all: queue.PriorityQueue[_Job] = queue.PriorityQueue()
        self._seq = itertools.count()
        self._workers: list[threading.Thread] = []
        self._stopping = False
        self._lock = threading.Lock()

    def _start(self) -> None:
        with self._lock:
            if self._workers:
                return
            for i in range(self.threads):
                # Thread 0 serves people only (when there is more than one thread).
                reserved = i == 0 and self.threads > 1
                t = threading.Thread(target=self._work, args=(reserved,), name=f"tabletome-ai-{i}", daemon=True)
                t.start()
                self._workers.append(t)

    def submit(self, priority: int, fn: Callable[[], Any]) -> tuple[asyncio.Future[None], asyncio.Future[Any]]:
        """Queue ``fn``; two futures: when it starts thinking, and its result."""
        self._start()
        loop = asyncio.get_running_loop()
        job = _Job(priority, next(self._seq), fn, loop, loop.create_future(), loop.create_future())
        (self._people if priority == PEOPLE and self.threads > 1 else self._all).put(job)
        return job.started, job.done

    def _next(self, reserved: bool) -> _Job | None:
        try:
            if reserved:
                return self._people.get(timeout=0.1)
            # The shared threads take a person's job first if one waits.
            try:
                return self._people.get_nowait()
            except queue.Empty:
                return self._all.get(timeout=0.05)
        except queue.Empty:
            return None

    def _work(self, reserved: bool) -> None:
        while not self._stopping:
            job = self._next(reserved)
            if job is None or self._stopping:
                continue
            if job.done.cancelled():
                continue
            if not _tell(job.loop, job.started, None, None):
                continue  # the server is stopping
            try:
                result, error = job.fn(), None
            except BaseException as exc:  # handed to the waiting coroutine
                result, error = None, exc
            _tell(job.loop, job.done, result, error)

    def shutdown(self) -> None:
        """Threads end after their current decision (they are daemons: they never hold up an exit)."""
        self._stopping = True


def _tell(
    loop: asyncio.AbstractEventLoop, future: asyncio.Future[Any], result: Any, error: BaseException | None
) -> bool:
    try:
        loop.call_soon_threadsafe(_resolve, future, result, error)
    except RuntimeError:  # the loop is closed
        return False
    return True


def _resolve(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.done():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


def streak(agents: dict[int, Agent], state: State, budget: float) -> list[tuple[int, Any]]:
    """AI decisions in a row on ``state`` (a copy), until a person is to move or ``budget`` seconds
    have gone by: written to the log together, in one transaction (runs in an AI thread)."""
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


class AISeats:
    """Plays the AI seats of the tables a manager holds."""

    def __init__(self, mgr: TableManager) -> None:
        self.mgr = mgr
        self.settings = mgr.settings
        self.scheduler = AIScheduler(mgr.settings.ai_threads)

    def kick(self, rt: TableRuntime) -> None:
        """Start playing the AI seats of ``rt`` if one is to move and this process owns the table."""
        if rt.thinking or not rt.owned or not rt.ai_turn:
            return
        rt.ai_task = asyncio.create_task(self._loop(rt), name=f"tabletome-ai-{rt.id}")

    def _agent(self, rt: TableRuntime, seat: int) -> Agent:
        agent = rt.agents.get(seat)
        if agent is None:
            agent = budgeted(make_agent(rt.kinds[seat], rt.game, seat, rt.record.seed), self.settings.think_seconds)
            rt.agents[seat] = agent
        return agent

    def _failed(self, rt: TableRuntime, seat: int, exc: BaseException) -> None:
        log.error("table %s: the %s AI of seat %d failed", rt.id, rt.kinds[seat], seat, exc_info=exc)
        rt.note = AI_FAILED.format(kind=rt.kinds[seat], seat=rt.labels[seat], error=exc)
        rt.rev += 1
        self.mgr.hub.notify(rt.id)

    async def _think(self, rt: TableRuntime, agents: dict[int, Agent], snapshot: State) -> list[tuple[int, Any]]:
        """The AI moves from ``snapshot``; [] if the deadline passed (counted from the start of thinking)."""
        started, done = self.scheduler.submit(
            PEOPLE if rt.has_human else MACHINES, lambda: streak(agents, snapshot, AI_STREAK_SECONDS)
        )
        try:
            await started
            moves: list[tuple[int, Any]] = await asyncio.wait_for(asyncio.shield(done), self.settings.ai_deadline)
        except TimeoutError:
            rt.agents.clear()  # still thinking in their thread: the next turn gets fresh agents
            return []
        except asyncio.CancelledError:
            done.cancel()
            raise
        return moves

    def _fallback(self, rt: TableRuntime, seat: int) -> tuple[list[tuple[int, Any]], State]:
        legal = rt.state.legal_actions()
        action = legal[Rng(derive_seed(rt.record.seed, "ai-fallback", rt.n)).below(len(legal))]
        after = rt.state.clone()
        after.apply(action)
        rt.note = AI_SLOW.format(kind=rt.kinds[seat], seat=rt.labels[seat], n=f"{self.settings.ai_deadline:g}")
        rt.rev += 1
        return [(seat, action)], after

    async def _loop(self, rt: TableRuntime) -> None:
        mgr = self.mgr
        while rt.owned:
            async with rt.lock:
                if rt.stale:
                    await mgr.sync(rt)
                seat = rt.state.to_move
                if seat is None or rt.kinds[seat] == HUMAN or rt.in_setup:
                    return
                if await play_script(mgr, rt):  # a guided first game's script plays the other seats
                    return
                try:
                    agents = {s: self._agent(rt, s) for s, kind in enumerate(rt.kinds) if kind != HUMAN}
                except Exception as exc:
                    self._failed(rt, seat, exc)
                    return
                snapshot = rt.state.clone()
                n = rt.n
            try:
                moves = await self._think(rt, agents, snapshot)
            except Exception as exc:
                self._failed(rt, seat, exc)
                return
            async with rt.lock:
                if rt.n != n or rt.state.to_move != seat:
                    continue  # the table moved on while we thought: look again
                after = snapshot
                if not moves:
                    moves, after = self._fallback(rt, seat)
                try:
                    written = await mgr.commit(rt, moves, after)
                except WebError:
                    log.warning("table %s: the AI moves could not be written; retrying soon", rt.id)
                    await asyncio.sleep(1.0)
                    continue
                if not written:  # another process played here first: catch up and look again
                    await mgr.sync(rt)
            mgr.changed(rt, kick=False)

    def shutdown(self) -> None:
        self.scheduler.shutdown()
