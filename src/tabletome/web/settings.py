"""Server settings: from ``tabletome serve`` arguments, or the environment for worker processes.

Every field can be set in the environment as ``TABLETOME_`` + its name in capitals (for example
``TABLETOME_TABLES_PER_MINUTE=60``); a value that cannot be read stops the server with one sentence.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, fields
from pathlib import Path

from .store import default_database_url

ENV_PREFIX = "TABLETOME_"
ENV_DATA = "TABLETOME_DATA"
ENV_DATABASE = "TABLETOME_DATABASE_URL"
ENV_REDIS = "TABLETOME_REDIS_URL"
# Older names, still read.
ENV_ALIASES = {"think_seconds": "TABLETOME_AI_THINK"}

MAX_BODY = 64 * 1024


def data_dir() -> Path:
    return Path(os.environ.get(ENV_DATA) or "data")


class SettingsError(ValueError):
    """A setting from the environment that cannot be used; the message is one sentence."""


@dataclass(slots=True)
class Settings:
    #: SQLAlchemy URL; None means the embedded SQLite file under the data directory.
    database_url: str | None = None
    #: Redis for live updates and table ownership between worker processes; None for one process.
    redis_url: str | None = None
    #: Largest request body accepted (413 beyond).
    max_body: int = MAX_BODY
    #: How long an AI seat thinks about one decision: a search agent (one with ``iterations``,
    #: like ismcts) gets as many iterations as fit in this time, and stops at 1.5 times it.
    think_seconds: float = 0.8
    #: An AI seat that has not decided this many seconds after it started thinking plays a
    #: random legal move instead (and the table says so). Searches stop in time on their own;
    #: this guards against any other agent. Time spent waiting for a free AI thread is not counted.
    ai_deadline: float = 2.0
    #: Threads that play AI seats. With two or more, one of them only serves tables with a person.
    ai_threads: int = 2
    #: With several processes, look in the database this often for news that a lost Redis
    #: message did not bring to seats watching through this process (0: never).
    poll_seconds: float = 2.0
    #: A process that dies holds its tables at most this long before another one takes them.
    lease_seconds: float = 3.0
    #: The address this process listens on for requests other processes forward to it.
    internal_host: str = "127.0.0.1"
    #: FULL: a commit is on disk before the answer (survives power loss). NORMAL (WAL): survives
    #: any crash of the server process, SIGKILL included, but not of the machine; faster.
    sqlite_synchronous: str = "FULL"
    redis_prefix: str = "tabletome"

    # Limits: 0 switches a limit off. Beyond them the answer is 429 with Retry-After.
    #: Tables one client (one address) may create per minute.
    tables_per_minute: int = 20
    #: Tables one client may have open (being played and not archived) at once.
    open_tables_per_client: int = 30
    #: Open tables on the whole server.
    open_tables_total: int = 5000
    #: Actions one seat may send per second (short bursts of twice as many pass).
    moves_per_second: float = 10.0
    #: Requests one client may send per second (short bursts of twice as many pass).
    requests_per_second: float = 200.0
    #: Live connections one client may hold at once, in all the worker processes together.
    live_per_client: int = 64
    #: An uploaded edition: the longest key (characters), the deepest nesting (levels; of an
    #: edition sent to the editor as data too), and the seconds its parse may take.
    edition_key_length: int = 128
    edition_depth: int = 24
    edition_seconds: float = 2.0
    #: The edition editor: the longest edition it checks, compares, tries or saves (characters of
    #: its TOML or JSON text; beyond it 413), the most games one "how does it play?" report plays
    #: (422 beyond), the seconds one report may take (it stops early and says so), and the
    #: editions one client may save or update per minute (429 beyond). A playtest runs on a thread
    #: of the AI seats, after people's decisions, one at a time.
    edition_chars: int = 600_000
    playtest_games: int = 50
    playtest_seconds: float = 20.0
    saves_per_minute: int = 20
    #: "What did I change?": the most changes one comparison lists and the most bytes its answer
    #: may take (422 beyond either).
    diff_changes: int = 10_000
    diff_bytes: int = 4_000_000
    #: Decklists (the deck check, decks brought to a table) are read in worker processes, never in
    #: the server's: the lines one decklist may have (422 beyond), the "did you mean" searches one
    #: request may make (a name beyond them is refused without a suggestion), the seconds one
    #: request's reading may take (its worker is killed then, and the answer is 422), and the
    #: worker processes per server process (beyond four requests per worker waiting their turn, 429).
    deck_lines: int = 500
    deck_suggestions: int = 20
    deck_seconds: float = 3.0
    deck_workers: int = 2
    #: The table's creator may give a person's seat a new link (the old one stops working) only once
    #: that person has been away this long: no live connection and no request (0: at any time).
    #: The person may always take a new link for their own seat.
    abandoned_seconds: float = 600.0

    # Table life cycle.
    #: A table nobody has played or looked at for this long leaves memory (it stays in the
    #: database and comes back when a seat opens it).
    idle_seconds: float = 1800.0
    #: Every this many actions the table's position is kept in the database, so that a table comes
    #: back into memory from it instead of replaying its whole log (0: never; always replayed).
    snapshot_every: int = 100
    #: A finished table leaves memory after this long unwatched (its record and replay stay).
    finished_seconds: float = 120.0
    #: Look for tables whose AI seats should be playing but whose process has gone, this often.
    resume_seconds: float = 5.0
    #: Look at the game clocks of the tables this process owns this often (a V:TES round's time
    #: limit): the clock's move is played within this long of its time.
    clock_seconds: float = 1.0

    @property
    def url(self) -> str:
        return self.database_url or default_database_url(data_dir())

    @property
    def shared(self) -> bool:
        """True when other processes may serve the same tables (Redis configured)."""
        return self.redis_url is not None

    @classmethod
    def from_env(cls) -> Settings:
        s = cls(database_url=os.environ.get(ENV_DATABASE) or None, redis_url=os.environ.get(ENV_REDIS) or None)
        for f in fields(cls):
            if f.name in ("database_url", "redis_url"):
                continue
            name = ENV_PREFIX + f.name.upper()
            raw = os.environ.get(name) or os.environ.get(ENV_ALIASES.get(f.name, ""))
            if raw:
                setattr(s, f.name, _read(name, raw, type(getattr(s, f.name))))
        return s


def _read(name: str, raw: str, kind: type) -> object:
    if kind is str:
        return raw
    try:
        value = kind(raw)
    except ValueError:
        raise SettingsError(f"{name}={raw!r} is not a {'whole ' if kind is int else ''}number.") from None
    if value < 0:
        raise SettingsError(f"{name}={raw!r} must not be negative.")
    return value
