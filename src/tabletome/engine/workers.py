"""Worker processes that can be killed: untrusted input (an uploaded edition, a player's decklist)
is read in a process of its own, so that a time limit can end it without harming the server.

A pool keeps a few workers (fresh interpreters, started with ``python -I -m MODULE``, never forked,
so this is safe in a threaded server), gives each request to an idle one and waits for the answer
up to the request's time limit; a worker that overruns is killed, and the next request starts a
new one. Start-up (imports, data the worker loads first) is not counted in a request's limit.

Protocol on the worker's stdin and stdout: every message is a frame, an 8-byte length then its
bytes. The worker writes one empty frame when it is ready, then answers each request with one
frame; the end of its stdin ends it. This module imports only the standard library, so a worker
that imports it pays nothing for it.
"""

from __future__ import annotations

import contextlib
import os
import selectors
import signal
import struct
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from typing import IO, BinaryIO, cast

FRAME = struct.Struct("<Q")
#: How long a new worker may take to start (its imports and what it loads before saying ready).
STARTUP_LIMIT = 60.0


class WorkerGone(Exception):
    """The worker ended, closed its pipe, or did not start."""


# ------------------------------------------------------------------------ in the worker process
def read_frame(stream: BinaryIO) -> bytes | None:
    """The next frame's bytes; None at the end of the stream."""
    head = stream.read(FRAME.size)
    if len(head) < FRAME.size:
        return None
    (size,) = FRAME.unpack(head)
    data = stream.read(size)
    return data if len(data) == size else None


def write_frame(stream: BinaryIO, data: bytes) -> None:
    stream.write(FRAME.pack(len(data)) + data)
    stream.flush()


def serve(answer: Callable[[bytes], bytes], warm: Callable[[], None] | None = None, nice: int = 0) -> None:
    """A worker's main loop: say ready, then ``answer`` each request until stdin ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C reaches the process group: the parent decides
    out, inp = sys.stdout.buffer, sys.stdin.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the answers
    if warm is not None:
        warm()  # at the server's priority: a slow start would keep the first request waiting
    if nice:
        with contextlib.suppress(AttributeError, OSError):
            os.nice(nice)  # on a busy machine the server's own requests go first
    write_frame(out, b"")
    while (request := read_frame(inp)) is not None:
        write_frame(out, answer(request))


# ------------------------------------------------------------------------ in the parent process
class Worker:
    """One worker process and its pipes; used by one thread at a time."""

    __slots__ = ("proc", "stdin", "fd", "selector")

    def __init__(self, module: str) -> None:
        # -I: the worker ignores PYTHON* variables, the user's site and the current directory.
        self.proc = subprocess.Popen(
            [sys.executable, "-I", "-m", module], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        self.stdin = cast(IO[bytes], self.proc.stdin)
        self.fd = cast(IO[bytes], self.proc.stdout).fileno()
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.fd, selectors.EVENT_READ)
        try:
            if self.read(FRAME.size, time.monotonic() + STARTUP_LIMIT) is None:
                raise WorkerGone("the worker did not start in time")
        except BaseException:
            self.kill()
            raise

    @property
    def pid(self) -> int:
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc.poll() is None

    def ask(self, request: bytes, seconds: float) -> bytes | None:
        """The worker's answer, or None when it took longer than ``seconds``."""
        try:
            self.stdin.write(FRAME.pack(len(request)) + request)
            self.stdin.flush()
        except OSError as exc:
            raise WorkerGone(str(exc)) from None
        deadline = time.monotonic() + seconds
        head = self.read(FRAME.size, deadline)
        if head is None:
            return None
        return self.read(FRAME.unpack(head)[0], deadline)

    def read(self, size: int, deadline: float) -> bytes | None:
        """Exactly ``size`` bytes, or None at the deadline."""
        chunks: list[bytes] = []
        while size > 0:
            wait = deadline - time.monotonic()
            if wait <= 0 or not self.selector.select(wait):
                return None
            chunk = os.read(self.fd, min(size, 1 << 20))
            if not chunk:
                raise WorkerGone("the worker closed its output")
            chunks.append(chunk)
            size -= len(chunk)
        return b"".join(chunks)

    def kill(self) -> None:
        """SIGKILL, then reap, so that no zombie is left."""
        self.proc.kill()
        self.proc.wait()
        self.release()

    def stop(self, grace: float = 2.0) -> None:
        """The end of its input ends the worker; killed if it does not end soon."""
        try:
            self.stdin.close()
            self.proc.wait(grace)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
        self.release()

    def release(self) -> None:
        self.selector.close()
        for pipe in (self.proc.stdin, self.proc.stdout):
            with contextlib.suppress(OSError):
                if pipe is not None:
                    pipe.close()


_POOLS: weakref.WeakSet[WorkerPool] = weakref.WeakSet()


class WorkerPool:
    """At most ``workers`` worker processes of ``module``, started on first use and reused."""

    def __init__(self, module: str, workers: int = 2) -> None:
        if workers < 1:
            raise ValueError("a worker pool needs at least one worker")
        self.module = module
        self.workers = workers
        self._slots = threading.BoundedSemaphore(workers)
        self._lock = threading.Lock()
        self._idle: list[Worker] = []
        self._closed = False
        #: Worker processes started, and killed at a time limit, so far.
        self.started = 0
        self.killed = 0
        _POOLS.add(self)

    def ask(self, request: bytes, seconds: float) -> bytes | None:
        """A worker's answer to ``request``; None when it overran ``seconds`` (it is killed).

        WorkerGone when no worker could start or the worker stopped mid-request.
        """
        with self._slots:
            worker = self._take()
            try:
                answer = worker.ask(request, seconds)
            except BaseException:
                worker.kill()  # gone, or interrupted mid-request: its state is unknown
                raise
            if answer is None:
                worker.kill()
                with self._lock:
                    self.killed += 1
                return None
            self._give_back(worker)
            return answer

    def idle_pids(self) -> list[int]:
        """Process ids of the workers waiting for a request."""
        with self._lock:
            return [worker.pid for worker in self._idle]

    def _take(self) -> Worker:
        with self._lock:
            if self._closed:
                raise WorkerGone("the pool is closed")
            while self._idle:
                worker = self._idle.pop()
                if worker.alive():
                    return worker
                worker.kill()  # reap one that died while idle
            self.started += 1
        try:
            return Worker(self.module)
        except OSError as exc:
            raise WorkerGone(str(exc)) from None

    def _give_back(self, worker: Worker) -> None:
        with self._lock:
            if not self._closed:
                self._idle.append(worker)
                return
        worker.stop()

    def close(self) -> None:
        """Stop the idle workers (a busy one stops when its request ends)."""
        with self._lock:
            self._closed = True
            idle, self._idle = self._idle, []
        for worker in idle:
            worker.stop()

    def _forget_after_fork(self) -> None:
        # A forked child shares the parent's pipes: it drops its copies and starts workers of its own.
        for worker in self._idle:
            worker.release()
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(self.workers)
        self._idle = []


def _after_fork_in_child() -> None:
    for pool in list(_POOLS):
        pool._forget_after_fork()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


__all__: Sequence[str] = ("FRAME", "Worker", "WorkerGone", "WorkerPool", "read_frame", "serve", "write_frame")
