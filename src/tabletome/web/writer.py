"""Group commit: appends that wait at one moment, of many tables, are written in one transaction."""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import Executor

from .errors import WebError
from .store import Append, Store

log = logging.getLogger("tabletome.web")

BATCH = 256


class BatchWriter:
    """While one batch is written, the next one gathers: one disk flush for all of them."""

    def __init__(self, store: Store, pool: Executor) -> None:
        self.store = store
        self.pool = pool
        self._pending: list[tuple[Append, asyncio.Future[bool]]] = []
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="tabletome-writer")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def write(self, append: Append) -> bool:
        """True once ``append`` is in the database; False if the table's log had moved on."""
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._pending.append((append, future))
        self._wake.set()
        return await future

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self._pending:
                batch, self._pending = self._pending[:BATCH], self._pending[BATCH:]
                try:
                    results = await loop.run_in_executor(self.pool, self.store.append_many, [a for a, _ in batch])
                except asyncio.CancelledError:
                    _fail(batch, WebError(503, "The server is stopping; nothing was acknowledged."))
                    raise
                except Exception as exc:
                    log.error("database error while writing actions: %s", exc)
                    _fail(batch, WebError(503, "The database did not answer; nothing was acknowledged. Try again.", 1))
                    continue
                for (_, f), ok in zip(batch, results, strict=True):
                    if not f.done():
                        f.set_result(ok)


def _fail(batch: list[tuple[Append, asyncio.Future[bool]]], error: WebError) -> None:
    for _, f in batch:
        if not f.done():
            f.set_exception(error)
