"""Decklists (and whatever else a seat brings to a table) read off the event loop, in worker
processes killed at a time limit, with the work of one request capped.

The server process never reads a player's decklist itself, as it never parses an uploaded edition
itself (``engine.datafile``):

- each text's lines are counted first (``deck_lines``): a longer one is refused (422) unread;
- the reading (the deck check, or the table's edition with the seats' decks) runs in a worker
  process (``python -I -c WORKER``) that a thread of this module waits for; at the
  time limit (``deck_seconds``) the worker is killed, a new one starts for the next request, and
  the answer is 422. Start-up (the card database) is not counted in the time limit;
- one request may make ``deck_suggestions`` "did you mean" searches (each compares the name with
  every card's): a name beyond them is refused without a suggestion;
- the threads waiting for workers are this module's own (one per worker), never the shared pool,
  so decklists cannot keep other requests waiting; beyond four waiting requests per worker, 429.

Requests and answers are pickles between this process and its own workers (the player's text is
inside, never unpickled as such): an 8-byte length, then the pickle.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import pickle
import selectors
import signal
import struct
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, Any, cast

from .errors import WebError

if TYPE_CHECKING:
    from .settings import Settings

FRAME = struct.Struct("<Q")
#: How long a new worker may take to start (importing tabletome and loading the card database).
STARTUP_LIMIT = 60.0
#: The worker's command (-I: it ignores PYTHON* variables and the current directory).
WORKER = "from tabletome.web.deckread import main; main()"
#: What "no limit" (a setting of 0) stands for.
UNLIMITED_SUGGESTIONS = 10**9
UNLIMITED_SECONDS = 24 * 3600.0
#: How much lower a worker's CPU priority is than the server's.
NICENESS = 5
#: Requests that may wait for a worker, per worker, before more are refused (429).
BACKLOG_PER_WORKER = 4


@dataclass(frozen=True, slots=True)
class DeckWork:
    """How much reading one request may cost (the settings ``deck_*``)."""

    lines: int = 500
    suggestions: int = 20
    seconds: float = 3.0
    workers: int = 2


def deck_work(settings: Settings) -> DeckWork:
    """The settings' limits; 0 switches a limit off (as every limit of the settings)."""
    suggestions = settings.deck_suggestions or UNLIMITED_SUGGESTIONS
    seconds = settings.deck_seconds or UNLIMITED_SECONDS
    return DeckWork(settings.deck_lines, suggestions, seconds, settings.deck_workers)


def check_lines(text: str, what: str, limit: int) -> None:
    """A text of at most ``limit`` lines (0: any), else a 422 naming ``what`` ("Your deck")."""
    lines = text.count("\n") + 1
    if limit and lines > limit:
        raise WebError(422, f"{what} has {lines:,} lines; a decklist may have at most {limit:,}.")


# ------------------------------------------------------------------ in the worker process
@contextlib.contextmanager
def suggestions_capped(limit: int) -> Iterator[None]:
    """At most ``limit`` "did you mean" searches of the card names while this lasts.

    Only for a process reading one request at a time (a worker): it wraps the class's method.
    """
    from tabletome.games.vtes.cards import CardNames

    original = CardNames.suggest
    left = limit

    def suggest(
        self: CardNames, text: str, *, group: int | str | None = None, capacity: int | None = None
    ) -> str | None:
        nonlocal left
        if left <= 0:
            return None  # the name is still refused, without a suggestion
        left -= 1
        return original(self, text, group=group, capacity=capacity)

    CardNames.suggest = suggest  # type: ignore[method-assign]
    try:
        yield
    finally:
        CardNames.suggest = original  # type: ignore[method-assign]


def _check(text: str, rules: str, players: int | None) -> dict[str, Any]:
    from .decks_api import check_text

    return check_text(text, rules, players)


def _edition(game_id: str, edition: Any, inputs: dict[int, dict[str, str]]) -> Any:
    from tabletome.engine import get_game

    return get_game(game_id).edition_with_inputs(edition, inputs)  # type: ignore[attr-defined]


OPS: dict[str, Callable[..., Any]] = {"check": _check, "edition": _edition}


def answer(request: bytes) -> bytes:
    """The pickled answer to one pickled request ``(op, args, suggestions)``; never raises."""
    from tabletome.engine import TabletomeError

    try:
        op, args, suggestions = pickle.loads(request)
        with suggestions_capped(suggestions):
            reply: tuple[str, Any] = ("ok", OPS[op](*args))
    except (TabletomeError, ValueError) as exc:  # the game's sentence (a deck refused, and why)
        reply = ("refused", str(exc))
    except BaseException as exc:  # every failure becomes an answer: the worker lives on
        reply = ("failed", f"{type(exc).__name__}: {exc}"[:500])
    try:
        return pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as exc:  # an answer that cannot be pickled
        return pickle.dumps(("failed", f"{type(exc).__name__}: {exc}"[:500]))


def _warm() -> None:
    """Load what every reading needs, so that no request's time limit pays for it."""
    try:
        from tabletome.games.vtes.cards import load_cards, names
        from tabletome.games.vtes.check import card_effects
        from tabletome.games.vtes.preconstructed import precons

        names(load_cards())
        precons()
        card_effects()
        _check("1 Deflection", "current", None)
    except Exception:  # a request meets the same failure and says it in a sentence
        pass


def _read_frame(stream: IO[bytes]) -> bytes | None:
    head = stream.read(FRAME.size)
    if len(head) < FRAME.size:
        return None
    (size,) = FRAME.unpack(head)
    data = stream.read(size)
    return data if len(data) == size else None


def _write_frame(stream: IO[bytes], data: bytes) -> None:
    stream.write(FRAME.pack(len(data)) + data)
    stream.flush()


def main() -> None:
    """The worker: answer requests from stdin on stdout until stdin ends."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the server's to handle
    with contextlib.suppress(AttributeError, OSError):
        os.nice(NICENESS)  # on a busy machine the server's own requests go first
    out, inp = sys.stdout.buffer, sys.stdin.buffer
    sys.stdout = sys.stderr  # a stray print cannot corrupt the answers
    _warm()
    _write_frame(out, b"")  # ready
    while (request := _read_frame(inp)) is not None:
        _write_frame(out, answer(request))


# ------------------------------------------------------------------ in the server process
class _Gone(Exception):
    """The worker ended, or did not start."""


class _Worker:
    """One worker process and its pipes; used by one thread at a time."""

    __slots__ = ("proc", "stdin", "fd", "selector")

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-I", "-c", WORKER], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        self.stdin = cast(IO[bytes], self.proc.stdin)
        self.fd = cast(IO[bytes], self.proc.stdout).fileno()
        self.selector = selectors.DefaultSelector()
        self.selector.register(self.fd, selectors.EVENT_READ)
        try:
            if self.read(FRAME.size, time.monotonic() + STARTUP_LIMIT) is None:
                raise _Gone("the worker did not start in time")
        except BaseException:
            self.kill()
            raise

    def ask(self, request: bytes, seconds: float) -> bytes | None:
        """The worker's answer, or None when it took longer than ``seconds``."""
        try:
            self.stdin.write(FRAME.pack(len(request)) + request)
            self.stdin.flush()
        except OSError as exc:
            raise _Gone(str(exc)) from None
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
                raise _Gone("the worker closed its output")
            chunks.append(chunk)
            size -= len(chunk)
        return b"".join(chunks)

    def alive(self) -> bool:
        return self.proc.poll() is None

    def kill(self) -> None:
        """SIGKILL, then reap: no zombie is left."""
        self.proc.kill()
        self.proc.wait()
        self.release()

    def stop(self) -> None:
        """End of input ends the worker; killed if it does not end soon."""
        try:
            self.stdin.close()
            self.proc.wait(2)
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


class DeckReader:
    """Worker processes that read decklists, each killed at its request's time limit."""

    def __init__(self, workers: int = 2) -> None:
        self.workers = max(1, workers)
        self._threads = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="tabletome-decks")
        self._lock = threading.Lock()
        self._idle: list[_Worker] = []
        self._admitted = 0
        self._closed = False
        #: Workers started, and killed at a time limit, so far.
        self.started = 0
        self.killed = 0

    async def run(self, op: str, args: tuple[Any, ...], work: DeckWork) -> Any:
        """``OPS[op](*args)`` in a worker; a refusal, the time limit or a busy server is a WebError."""
        self._admit()
        request = pickle.dumps((op, args, work.suggestions), protocol=pickle.HIGHEST_PROTOCOL)
        future: Future[tuple[str, Any]] = self._threads.submit(self._ask, request, work.seconds)
        future.add_done_callback(self._leave)
        status, value = await asyncio.wrap_future(future)
        if status == "ok":
            return value
        if status == "refused":
            raise WebError(422, str(value))
        if status == "timeout":
            unit = "second" if work.seconds == 1 else "seconds"
            raise WebError(
                422,
                f"Reading the decklist took longer than the server's limit of {work.seconds:g} {unit}; "
                "a decklist is a count and a card name per line.",
            )
        raise WebError(503, "The decklist reader failed; try again in a moment.", retry_after=2)

    def _admit(self) -> None:
        with self._lock:
            if self._admitted >= BACKLOG_PER_WORKER * self.workers:
                raise WebError(
                    429, "The server is reading many decklists right now; try again in a few seconds.", retry_after=2
                )
            self._admitted += 1

    def _leave(self, _: object) -> None:
        with self._lock:
            self._admitted -= 1

    def _ask(self, request: bytes, seconds: float) -> tuple[str, Any]:
        """In one of this reader's threads: the worker's answer, or ("timeout", None)."""
        try:
            worker = self._take()
        except (_Gone, OSError):
            return ("failed", "the worker did not start")
        try:
            raw = worker.ask(request, seconds)
        except BaseException:
            worker.kill()  # gone, or interrupted mid-request: its state is unknown
            return ("failed", "the worker stopped")
        if raw is None:
            worker.kill()
            with self._lock:
                self.killed += 1
            return ("timeout", None)
        self._give_back(worker)
        reply: tuple[str, Any] = pickle.loads(raw)  # our own worker's pickle
        return reply

    def _take(self) -> _Worker:
        with self._lock:
            if self._closed:
                raise _Gone("the reader is closed")
            while self._idle:
                worker = self._idle.pop()
                if worker.alive():
                    return worker
                worker.kill()
            self.started += 1
        return _Worker()

    def _give_back(self, worker: _Worker) -> None:
        with self._lock:
            if not self._closed:
                self._idle.append(worker)
                return
        worker.stop()

    def idle_pids(self) -> list[int]:
        with self._lock:
            return [w.proc.pid for w in self._idle]

    def close(self) -> None:
        """Stop the idle workers (a busy one stops when its request ends)."""
        with self._lock:
            self._closed = True
            idle, self._idle = self._idle, []
        for worker in idle:
            worker.stop()
        self._threads.shutdown(wait=False)

    def _forget_after_fork(self) -> None:
        # A forked child shares the parent's pipes: it drops its copies and starts its own workers.
        for worker in self._idle:
            worker.release()
        self._idle = []
        self._lock = threading.Lock()
        self._admitted = 0
        self._threads = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="tabletome-decks")


_reader: DeckReader | None = None
_reader_lock = threading.Lock()


def reader(workers: int = 2) -> DeckReader:
    """The process's reader, created on first use (with ``workers`` workers) and closed at exit."""
    global _reader
    with _reader_lock:
        if _reader is None:
            _reader = DeckReader(workers)
            atexit.register(_reader.close)
        return _reader


def _after_fork_in_child() -> None:
    if _reader is not None:
        _reader._forget_after_fork()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_after_fork_in_child)


async def read_decks(op: str, args: tuple[Any, ...], work: DeckWork) -> Any:
    """``op`` run in a worker of the process's reader, within ``work``'s limits."""
    return await reader(work.workers).run(op, args, work)
