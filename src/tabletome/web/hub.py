"""Live updates: local subscribers per table, and Redis pub/sub between worker processes.

Only the news "table T now has n actions" travels between processes; never a view. Each
process catches up from the database and builds each of its connected seats' own view.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Awaitable, Callable
from typing import Any

log = logging.getLogger("tabletome.web")


class Subscriber:
    """One live connection of one seat: woken when its table changes."""

    __slots__ = ("dirty", "log_sent", "seat")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.dirty = asyncio.Event()
        self.dirty.set()  # the first picture is sent at once
        self.log_sent = 0


class Hub:
    def __init__(self) -> None:
        self._subs: dict[str, set[Subscriber]] = {}

    def add(self, table_id: str, sub: Subscriber) -> None:
        self._subs.setdefault(table_id, set()).add(sub)

    def remove(self, table_id: str, sub: Subscriber) -> None:
        subs = self._subs.get(table_id)
        if subs is not None:
            subs.discard(sub)
            if not subs:
                del self._subs[table_id]

    def notify(self, table_id: str) -> None:
        for sub in self._subs.get(table_id, ()):
            sub.dirty.set()

    def watched(self) -> list[str]:
        return list(self._subs)

    def count(self, table_id: str) -> int:
        return len(self._subs.get(table_id, ()))


RemoteHandler = Callable[[str, int, str], Awaitable[None]]


class RedisBridge:
    """Publishes this process's table changes and hands other processes' changes to ``on_remote``."""

    def __init__(self, url: str, prefix: str, origin: str, on_remote: RemoteHandler) -> None:
        self.url = url
        self.prefix = prefix
        self.origin = origin
        self.on_remote = on_remote
        self._client: Any = None
        self._task: asyncio.Task[None] | None = None
        self._ready = asyncio.Event()
        self._pending: set[asyncio.Task[None]] = set()

    def channel(self, table_id: str) -> str:
        return f"{self.prefix}:table:{table_id}"

    async def start(self) -> None:
        import redis.asyncio as aioredis

        self._client = aioredis.from_url(self.url)
        try:
            await self._client.ping()
        except Exception as exc:
            await self._client.aclose()
            raise RuntimeError(f"Redis at {self.url} does not answer ({exc}).") from None
        self._task = asyncio.create_task(self._listen(), name="tabletome-redis-listen")
        # Subscribed before we serve, so no change published after start-up is missed.
        await asyncio.wait_for(self._ready.wait(), 10)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        for t in list(self._pending):
            t.cancel()
        if self._client is not None:
            with contextlib.suppress(Exception):
                await self._client.aclose()

    def publish(self, table_id: str, n_actions: int, what: str = "action") -> None:
        """Announce a change ("action" or "seats") without making the caller wait for Redis."""
        task = asyncio.create_task(self._publish(table_id, n_actions, what))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _publish(self, table_id: str, n_actions: int, what: str) -> None:
        message = json.dumps({"origin": self.origin, "n": n_actions, "what": what})
        try:
            await self._client.publish(self.channel(table_id), message)
        except Exception as exc:  # the poller (Settings.poll_seconds) covers a lost message
            log.warning("could not publish to Redis: %s", exc)

    async def _listen(self) -> None:
        pattern = f"{self.prefix}:table:*"
        start = len(pattern) - 1
        delay = 0.5
        while True:
            try:
                pubsub = self._client.pubsub()
                await pubsub.psubscribe(pattern)
                self._ready.set()
                delay = 0.5
                async for msg in pubsub.listen():
                    if msg.get("type") != "pmessage":
                        continue
                    channel = msg["channel"].decode() if isinstance(msg["channel"], bytes) else str(msg["channel"])
                    try:
                        data = json.loads(msg["data"])
                        if data.get("origin") == self.origin:
                            continue
                        await self.on_remote(channel[start:], int(data["n"]), str(data.get("what", "action")))
                    except Exception:
                        log.exception("a Redis message could not be handled")
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("Redis subscription lost (%s); retrying in %.1f s", exc, delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, 10.0)
