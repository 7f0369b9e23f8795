"""A table's life in memory: idle and finished tables leave it; tables whose AI seats were left
alone (their process stopped or died) are picked up again.

Start-up loads nothing: a table comes back into memory when a seat opens it, or here, in the
background, when one of its AI seats should be playing.
"""

from __future__ import annotations

import asyncio
import logging
import time

from .errors import WebError
from .presence import TTL
from .tables import TableManager

log = logging.getLogger("tabletome.web")

GUEST_SECONDS = 10.0  # a copy served while another process owned the table stays this long
RESUME_BATCH = 20  # tables picked up per look


def background(mgr: TableManager) -> list[asyncio.Task[None]]:
    """The tasks that keep a manager's memory in order."""
    tasks = [
        asyncio.create_task(_every(janitor_period(mgr), tidy, mgr), name="tabletome-janitor"),
        asyncio.create_task(_every(mgr.settings.resume_seconds, resume, mgr, first=0.5), name="tabletome-resume"),
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


async def poll(mgr: TableManager) -> None:
    """Seats watching here a table another process owns: look for news a lost Redis message did not bring."""
    watched = [t for t in mgr.hub.watched() if t not in mgr.tables]
    if not watched:
        return
    for table_id, n in (await mgr.db(mgr.store.versions, watched)).items():
        if mgr.hub.seen(table_id, n):
            mgr.hub.notify(table_id)
