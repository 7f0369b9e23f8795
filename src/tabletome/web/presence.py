"""Who is connected: live connections counted per client across every worker process, and when a
person's seat was last connected (a seat's link may be reissued to the table's creator only once
its person has been away long enough).

With one process the counts live in memory. With several (Redis configured) each connection is a
member of a sorted set per client in Redis, scored by when it expires; the process holding it
renews it every few seconds, so a process that dies frees its connections within ``TTL`` seconds.
A seat's last connection time is kept in Redis too, renewed while the connection lasts.
"""

from __future__ import annotations

import contextlib
import itertools
import logging
import time
from dataclasses import dataclass, replace
from typing import Any

from tabletome.engine.i18n import _

from .errors import WebError

log = logging.getLogger("tabletome.web")

#: Seconds a connection counts in Redis without being renewed (its process died).
TTL = 30.0
#: Seconds a seat's last connection time is kept in Redis.
SEEN_KEEP = 7 * 24 * 3600

_TAKE = """
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if limit > 0 and redis.call('ZCARD', KEYS[1]) >= limit then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[5])
return 1
"""


@dataclass(frozen=True, slots=True)
class Connection:
    """One live connection of this process: its client, and the seat it watches (None: a spectator)."""

    id: str
    client: str
    table_id: str
    seat: int | None


class LiveConnections:
    """Live connections per client (at most ``limit``, 0: any), in this process or all of them."""

    def __init__(self, limit: int, origin: str) -> None:
        self.limit = limit
        self.origin = origin
        self._ids = itertools.count()
        self._open: dict[str, Connection] = {}
        self._per_client: dict[str, int] = {}
        self._seen: dict[tuple[str, int], float] = {}  # (table, seat): when its last connection here ended
        self._redis: Any = None
        self._prefix = ""
        self._take: Any = None

    def share(self, client: Any, prefix: str) -> None:
        """Count in Redis, with every other process."""
        self._redis = client
        self._prefix = prefix
        self._take = client.register_script(_TAKE)

    # ------------------------------------------------------------ connections
    async def open(self, client: str, table_id: str) -> Connection:
        """A new connection, or 429 when the client holds ``limit`` already."""
        conn = Connection(f"{self.origin}:{next(self._ids)}", client, table_id, None)
        if not await self._admit(conn):
            raise WebError(
                429, _("This address already holds {n} live connections; close some first.").format(n=self.limit)
            )
        self._open[conn.id] = conn
        self._per_client[client] = self._per_client.get(client, 0) + 1
        return conn

    async def seated(self, conn: Connection, seat: int) -> Connection:
        """The connection, once its seat's token was accepted, counts as the seat's person being there."""
        seated = replace(conn, seat=seat)
        if conn.id in self._open:
            self._open[conn.id] = seated
            await self._mark_seen(seated)
        return seated

    async def _admit(self, conn: Connection) -> bool:
        if self._redis is None:
            return not self.limit or self._per_client.get(conn.client, 0) < self.limit
        now = time.time()
        args = [now, now + TTL, self.limit, conn.id, int(TTL) + 60]
        return bool(await self._take(keys=[self._key(conn.client)], args=args))

    async def close(self, opened: Connection) -> None:
        conn = self._open.pop(opened.id, None)  # as it is now (seated, perhaps)
        if conn is None:
            return
        left = self._per_client[conn.client] - 1
        if left:
            self._per_client[conn.client] = left
        else:
            del self._per_client[conn.client]
        if conn.seat is not None:
            self._seen[(conn.table_id, conn.seat)] = time.time()
        if self._redis is not None:
            with contextlib.suppress(Exception):  # it expires on its own
                await self._redis.zrem(self._key(conn.client), conn.id)
                await self._mark_seen(conn)

    async def renew(self) -> None:
        """Keep this process's connections counted in Redis, and their seats seen (every few seconds)."""
        if self._redis is None or not self._open:
            return
        now = time.time()
        pipe = self._redis.pipeline(transaction=False)
        for conn in self._open.values():
            pipe.zadd(self._key(conn.client), {conn.id: now + TTL})
            pipe.expire(self._key(conn.client), int(TTL) + 60)
            if conn.seat is not None:
                pipe.hset(self._seen_key(conn.table_id), str(conn.seat), now)
                pipe.expire(self._seen_key(conn.table_id), SEEN_KEEP)
        await pipe.execute()

    # ------------------------------------------------------------ seats
    def connected_here(self, table_id: str, seat: int) -> bool:
        return any(c.table_id == table_id and c.seat == seat for c in self._open.values())

    async def last_seen(self, table_id: str, seat: int) -> float:
        """When a live connection of the seat was last known to be open (0: never, as far as known)."""
        if self.connected_here(table_id, seat):
            return time.time()
        here = self._seen.get((table_id, seat), 0.0)
        if self._redis is None:
            return here
        try:
            there = await self._redis.hget(self._seen_key(table_id), str(seat))
        except Exception as exc:
            log.warning("Redis did not say when seat %s of table %s was seen: %s", seat, table_id, exc)
            return time.time()  # unknown: taken as present, so no seat is given away on a guess
        return max(here, float(there or 0.0))

    async def _mark_seen(self, conn: Connection) -> None:
        if conn.seat is None or self._redis is None:
            return
        key = self._seen_key(conn.table_id)
        await self._redis.hset(key, str(conn.seat), time.time())
        await self._redis.expire(key, SEEN_KEEP)

    def _key(self, client: str) -> str:
        return f"{self._prefix}:live:{client}"

    def _seen_key(self, table_id: str) -> str:
        return f"{self._prefix}:seen:{table_id}"
