"""Live updates: the connections of this process that watch each table.

Between processes only the news "table T now has n actions" travels (cluster.py), never a view:
a seat watching through a process that does not own its table asks the owner for its page again.
"""

from __future__ import annotations

import asyncio
import logging

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
        self._versions: dict[str, int] = {}  # last action count seen by the poller, per watched table

    def add(self, table_id: str, sub: Subscriber) -> None:
        self._subs.setdefault(table_id, set()).add(sub)

    def remove(self, table_id: str, sub: Subscriber) -> None:
        subs = self._subs.get(table_id)
        if subs is not None:
            subs.discard(sub)
            if not subs:
                del self._subs[table_id]
                self._versions.pop(table_id, None)

    def notify(self, table_id: str) -> None:
        for sub in self._subs.get(table_id, ()):
            sub.dirty.set()

    def watched(self) -> list[str]:
        return list(self._subs)

    def count(self, table_id: str) -> int:
        return len(self._subs.get(table_id, ()))

    def seen(self, table_id: str, n_actions: int) -> bool:
        """Remember the table's action count; True if it changed since the last time."""
        old = self._versions.get(table_id)
        self._versions[table_id] = n_actions
        return old is not None and old != n_actions
