"""Decklists (and whatever else a seat brings to a table) read off the event loop, in worker
processes killed at a time limit, with the work of one request capped.

The server process never reads a player's decklist itself, as it never parses an uploaded edition
itself (``engine.datafile``):

- each text's lines are counted first (``deck_lines``): a longer one is refused (422) unread;
- the reading (the deck check, or the table's edition with the seats' decks) runs in a worker
  process (``python -I -m tabletome.web.deckread``, a pool of engine/workers.py) that a thread of
  this module waits for; at the time limit (``deck_seconds``) the worker is killed, a new one
  starts for the next request, and the answer is 422. Start-up (the card database) is not counted
  in the time limit;
- one request may make ``deck_suggestions`` "did you mean" searches (each compares the name with
  every card's): a name beyond them is refused without a suggestion;
- the threads waiting for workers are this module's own (one per worker), never the shared pool,
  so decklists cannot keep other requests waiting; beyond four waiting requests per worker, 429.

Requests and answers are pickles between this process and its own workers (the player's text is
inside, never unpickled as such), in the frames of engine/workers.py.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import pickle
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletome.engine.i18n import N_, _, ngettext
from tabletome.engine.workers import WorkerGone, WorkerPool, serve

from .errors import WebError

if TYPE_CHECKING:
    from tabletome.engine.capabilities import Decks

    from .settings import Settings

#: The game whose decklists the deck page and the tables' seats bring (the page's /api/vtes).
DECK_GAME = "vtes"

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
    """A text of at most ``limit`` lines (0: any), else a 422 naming ``what`` ("Your deck", in the reader's language)."""
    lines = text.count("\n") + 1
    if limit and lines > limit:
        many = _("{what} has {n} lines; a decklist may have at most {most}.")
        raise WebError(422, many.format(what=what, n=f"{lines:,}", most=f"{limit:,}"))


# ------------------------------------------------------------------ in the worker process
def suggestions_capped(limit: int) -> contextlib.AbstractContextManager[None]:
    """At most ``limit`` "did you mean" searches of the card names while this lasts (the deck
    book's own cap: only for a process reading one request at a time, a worker)."""
    return deck_book().suggestions_capped(limit)


def deck_book() -> Decks:
    """The deck book of the game whose decks are read (its ``Decks`` capability, never its modules)."""
    from tabletome.engine import get_game
    from tabletome.engine.capabilities import decks

    return decks(get_game(DECK_GAME))


def _check(text: str, rules: str, players: int | None) -> dict[str, Any]:
    from .decks_api import check_text

    return check_text(text, rules, players)


def _edition(game_id: str, edition: Any, inputs: dict[int, dict[str, str]]) -> Any:
    from tabletome.engine import get_game

    return get_game(game_id).edition_with_inputs(edition, inputs)  # type: ignore[attr-defined]


def _position(game_id: str, text: str) -> None:
    """Read a pasted position (it may have been written to keep a game's rules busy forever)."""
    from tabletome.engine import get_game

    get_game(game_id).load_position(text)


OPS: dict[str, Callable[..., Any]] = {"check": _check, "edition": _edition, "position": _position}
#: What a request reads, for the sentence that says it took too long.
READS = {"position": N_("a position")}


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
        deck_book().precon_checks()  # the precons, read and checked
        _check("1 Deflection", "current", None)  # the card names and the effects registry
    except Exception:  # a request meets the same failure and says it in a sentence
        pass


def main() -> None:
    """The worker: answer requests until its stdin ends (engine/workers.py)."""
    serve(answer, warm=_warm, nice=NICENESS)


# ------------------------------------------------------------------ in the server process
class DeckReader:
    """Worker processes that read decklists, each killed at its request's time limit."""

    def __init__(self, workers: int = 2) -> None:
        self.workers = max(1, workers)
        self._pool = WorkerPool(__name__, self.workers)
        self._threads = ThreadPoolExecutor(max_workers=self.workers, thread_name_prefix="tabletome-decks")
        self._lock = threading.Lock()
        self._admitted = 0

    @property
    def started(self) -> int:
        """Workers started so far."""
        return self._pool.started

    @property
    def killed(self) -> int:
        """Workers killed at a time limit so far."""
        return self._pool.killed

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
            limit = ngettext("{n} second", "{n} seconds", int(work.seconds)).format(n=f"{work.seconds:g}")
            if op in READS:
                slow = _("Reading {what} took longer than the server's limit of {limit}.")
                raise WebError(422, slow.format(what=_(READS[op]), limit=limit))
            raise WebError(
                422,
                _(
                    "Reading the decklist took longer than the server's limit of {limit}; "
                    "a decklist is a count and a card name per line."
                ).format(limit=limit),
            )
        raise WebError(503, N_("The decklist reader failed; try again in a moment."), retry_after=2)

    def _admit(self) -> None:
        with self._lock:
            if self._admitted >= BACKLOG_PER_WORKER * self.workers:
                busy = N_("The server is reading many decklists right now; try again in a few seconds.")
                raise WebError(429, busy, retry_after=2)
            self._admitted += 1

    def _leave(self, _: object) -> None:
        with self._lock:
            self._admitted -= 1

    def _ask(self, request: bytes, seconds: float) -> tuple[str, Any]:
        """In one of this reader's threads: the worker's answer, or ("timeout", None)."""
        try:
            raw = self._pool.ask(request, seconds)
        except (WorkerGone, OSError):
            return ("failed", "the worker stopped")
        if raw is None:
            return ("timeout", None)
        reply: tuple[str, Any] = pickle.loads(raw)  # our own worker's pickle
        return reply

    def idle_pids(self) -> list[int]:
        return self._pool.idle_pids()

    def close(self) -> None:
        """Stop the idle workers (a busy one stops when its request ends)."""
        self._pool.close()
        self._threads.shutdown(wait=False)

    def _forget_after_fork(self) -> None:
        # A forked child starts threads of its own (the pool forgets the parent's workers itself).
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


if __name__ == "__main__":
    main()
