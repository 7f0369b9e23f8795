"""A table's life in memory: idle and finished tables leave it; tables whose AI seats were left
alone (their process stopped or died) are picked up again; a game's clock plays its move when due.

Start-up loads nothing: a table comes back into memory when a seat opens it, or here, in the
background, when one of its AI seats should be playing.
"""

from __future__ import annotations

import asyncio
import logging
import time

from tabletome.engine import Action, IllegalAction, capabilities

from .errors import WebError
from .presence import TTL
from .runtime import TableRuntime
from .tables import TableManager

log = logging.getLogger("tabletome.web")

GUEST_SECONDS = 10.0  # a copy served while another process owned the table stays this long
RESUME_BATCH = 20  # tables picked up per look


def background(mgr: TableManager) -> list[asyncio.Task[None]]:
    """The tasks that keep a manager's memory in order."""
    tasks = [
        asyncio.create_task(_every(janitor_period(mgr), tidy, mgr), name="tabletome-janitor"),
        asyncio.create_task(_every(mgr.settings.resume_seconds, resume, mgr, first=0.5), name="tabletome-resume"),
        asyncio.create_task(_every(mgr.settings.clock_seconds, clocks, mgr), name="tabletome-clock"),
    ]
    if mgr.cluster is not None and mgr.settings.poll_seconds > 0:
        tasks.append(asyncio.create_task(_every(mgr.settings.poll_seconds, poll, mgr), name="tabletome-poll"))
    if mgr.cluster is not None:
        tasks.append(asyncio.create_task(_every(renew_period(mgr), renew_live, mgr), name="tabletome-live"))
    return tasks


def renew_period(mgr: TableManager) -> float:
    """Live connections are renewed in Redis well within their lifetime there, and often enough for a
    seat's presence to be known within a third of the time after which it counts as abandoned."""
    away = mgr.settings.abandoned_seconds
    return max(0.5, min(TTL / 3, away / 3 if away > 0 else TTL))


async def renew_live(mgr: TableManager) -> None:
    await mgr.connections.renew()


def janitor_period(mgr: TableManager) -> float:
    s = mgr.settings
    return max(0.2, min(30.0, s.idle_seconds / 4, s.finished_seconds / 4, mgr.settings.lease_seconds * 2))


async def _every(period: float, job: object, mgr: TableManager, first: float | None = None) -> None:
    assert callable(job)
    await asyncio.sleep(period if first is None else first)
    while True:
        try:
            await job(mgr)
        except asyncio.CancelledError:
            raise
        except WebError as exc:
            log.warning("%s: %s", getattr(job, "__name__", "background job"), exc.detail)
        except Exception:
            log.exception("%s failed", getattr(job, "__name__", "background job"))
        await asyncio.sleep(period)


async def tidy(mgr: TableManager) -> None:
    """Idle tables rest in the database, finished ones leave memory, lost leases are given up."""
    s = mgr.settings
    now = time.monotonic()
    if mgr.cluster is not None:
        held = [t for t, rt in mgr.tables.items() if rt.owned]
        for table_id, mine in zip(held, await mgr.cluster.still_mine(held), strict=True):
            rt = mgr.tables.get(table_id)
            if rt is not None and not mine:
                log.warning("table %s: another process owns it now; this one lets it go", table_id)
                rt.owned = False
                await mgr.evict(rt, archive=False)
    for rt in list(mgr.tables.values()):
        if mgr.hub.count(rt.id) or rt.thinking:
            continue
        idle = now - rt.used
        if (not rt.owned and idle > GUEST_SECONDS) or (rt.over and idle > s.finished_seconds):
            await mgr.evict(rt, archive=False)
        elif not rt.over and idle > s.idle_seconds:
            await mgr.evict(rt, archive=True)


async def resume(mgr: TableManager) -> None:
    """Tables where an AI seat is to move but nobody plays it: load them here and let it play."""
    quiet = time.time() - mgr.settings.resume_seconds
    for table_id in await mgr.db(mgr.store.waiting_for_ai, quiet, RESUME_BATCH):
        if table_id in mgr.tables or await mgr.route(table_id) is not None:
            continue  # held here, or by another live process
        try:
            await mgr.get(table_id)
        except WebError as exc:
            log.error("table %s cannot be picked up: %s", table_id, exc.detail)
        await asyncio.sleep(0)  # let requests through between loads


async def clocks(mgr: TableManager) -> None:
    """The games' clocks (a V:TES round's minutes, VT-TOUR-04) of the tables this process owns: each
    plays its move when due. Only the owner looks, so the move is written once; a table resting in
    the database is timed when it comes back into memory (its start is kept in its row)."""
    for rt in list(mgr.tables.values()):
        if not timed(rt) or due(mgr, rt) is None:
            continue
        try:
            await tick(mgr, rt)
        except (WebError, IllegalAction) as exc:  # one table's trouble never stops the others' clocks
            log.warning("table %s: the clock's move was not played: %s", rt.id, getattr(exc, "detail", exc))


def timed(rt: TableRuntime) -> bool:
    """A table whose game keeps a clock, owned here, begun and not over (a game without one is not asked)."""
    return rt.owned and not rt.over and not rt.in_setup and isinstance(rt.game, capabilities.Clock)


def due(mgr: TableManager, rt: TableRuntime) -> Action | None:
    """The clock's move due now at ``rt``, or None."""
    elapsed = rt.elapsed(mgr.now())
    return None if elapsed is None else capabilities.clock_move(rt.game, rt.state, elapsed)


async def tick(mgr: TableManager, rt: TableRuntime) -> bool:
    """Play the clock's move at ``rt`` if it is still due: checked, written to the log, then played,
    as a seat's move is (``commit``); its mover is the clock. True if it was played."""
    async with rt.lock:
        if rt.stale:
            await mgr.sync(rt)
        if mgr.tables.get(rt.id) is not rt or not timed(rt):
            return False  # left memory, or the game ended, while we waited for the lock
        action = due(mgr, rt)
        if action is None:
            return False
        move = rt.state.check(action)
        after = rt.state.clone()
        after.apply(move)
        if not await mgr.commit(rt, [(capabilities.CLOCK_SEAT, move)], after):
            await mgr.sync(rt)  # another process wrote first: looked at again next time
            return False
    mgr.changed(rt)  # every seat sees it live; the AI seats play on from the new state
    return True


async def poll(mgr: TableManager) -> None:
    """Seats watching here a table another process owns: look for news a lost Redis message did not bring."""
    watched = [t for t in mgr.hub.watched() if t not in mgr.tables]
    if not watched:
        return
    for table_id, n in (await mgr.db(mgr.store.versions, watched)).items():
        if mgr.hub.seen(table_id, n):
            mgr.hub.notify(table_id)
