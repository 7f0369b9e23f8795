"""Rate limits: how much one client, or one seat, may ask for; beyond it 429 with Retry-After.

Each limit is a rate with a burst (the generic cell rate algorithm: a key may run ``burst``
requests ahead of its steady ``rate``). Counters live in this process, or in Redis when several
processes must share them (tables created per client). A client is its network address.
"""

from __future__ import annotations

import hashlib
import time
from typing import Any

from tabletome.engine.i18n import _

from .errors import WebError

# Keys held in memory before expired ones are swept out.
_SWEEP_AT = 10_000

_GCRA = """
local now = tonumber(ARGV[1])
local interval = tonumber(ARGV[2])
local capacity = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local after = tat + interval
if after - now > capacity then return tostring(after - now - capacity) end
redis.call('SET', KEYS[1], tostring(after), 'PX', math.ceil((after - now) * 1000) + 1000)
return '0'
"""


def client_key(address: str | None) -> str:
    """A short stable name for a client's address (the database keeps this, never the address)."""
    return hashlib.sha256(f"tabletome-client:{address or 'unknown'}".encode()).hexdigest()[:24]


class MemoryLimiter:
    """Counters in this process's memory."""

    def __init__(self) -> None:
        self._tat: dict[str, float] = {}

    def check(self, key: str, rate: float, burst: float, now: float | None = None) -> float:
        """0 if one more is allowed now (and counts it), else the seconds to wait."""
        now = time.monotonic() if now is None else now
        interval = 1.0 / rate
        tat = max(self._tat.get(key, now), now)
        after = tat + interval
        excess = after - now - burst * interval
        if excess > 0:
            return excess
        self._tat[key] = after
        if len(self._tat) > _SWEEP_AT:
            self._tat = {k: t for k, t in self._tat.items() if t > now}
        return 0.0


class RedisLimiter:
    """Counters shared by every process through Redis (one round trip per check)."""

    def __init__(self, client: Any, prefix: str) -> None:
        self.client = client
        self.prefix = prefix
        self._script = client.register_script(_GCRA)

    async def check(self, key: str, rate: float, burst: float) -> float:
        interval = 1.0 / rate
        wait = await self._script(keys=[f"{self.prefix}:limit:{key}"], args=[time.time(), interval, burst * interval])
        return float(wait)


def refuse(wait: float, what: str) -> None:
    """Raise the 429 of a limit that says wait ``wait`` seconds (nothing if 0); ``what`` is a sentence
    in the reader's language (or a marked constant, translated here)."""
    if wait > 0:
        again = _("{what} Try again in {n} s.").format(what=_(what), n=max(1, round(wait)))
        raise WebError(429, again, retry_after=wait)
