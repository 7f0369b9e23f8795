"""Server settings: from ``tabletome serve`` arguments, or the environment for worker processes."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from .store import default_database_url

ENV_DATA = "TABLETOME_DATA"
ENV_DATABASE = "TABLETOME_DATABASE_URL"
ENV_REDIS = "TABLETOME_REDIS_URL"
ENV_POLL = "TABLETOME_POLL_SECONDS"
ENV_SQLITE_SYNC = "TABLETOME_SQLITE_SYNCHRONOUS"
ENV_AI_DEADLINE = "TABLETOME_AI_DEADLINE"
ENV_AI_TAKEOVER = "TABLETOME_AI_TAKEOVER"
ENV_AI_THINK = "TABLETOME_AI_THINK"

MAX_BODY = 64 * 1024


def data_dir() -> Path:
    return Path(os.environ.get(ENV_DATA) or "data")


@dataclass(slots=True)
class Settings:
    #: SQLAlchemy URL; None means the embedded SQLite file under the data directory.
    database_url: str | None = None
    #: Redis for live updates between worker processes; None for a single process.
    redis_url: str | None = None
    #: Largest request body accepted (413 beyond).
    max_body: int = MAX_BODY
    #: How long an AI seat thinks about one decision: a search agent (one with ``iterations``,
    #: like ismcts) gets as many iterations as fit in this time.
    think_seconds: float = 0.8
    #: An AI seat that has not decided after this many seconds plays a random legal move instead
    #: (and the table says so), so people never wait long whatever the agent does.
    ai_deadline: float = 2.0
    #: With several processes, also look in the database this often for moves a lost Redis
    #: message did not announce (0: never; Redis pub/sub is at-most-once).
    poll_seconds: float = 2.0
    #: In several processes, how long another process waits before it plays an AI seat that the
    #: process which should play it has left alone (it may have died).
    ai_takeover_seconds: float = 5.0
    #: FULL: a commit is on disk before the answer (survives power loss). NORMAL (WAL): survives
    #: any crash of the server process, SIGKILL included, but not of the machine; faster.
    sqlite_synchronous: str = "FULL"
    redis_prefix: str = "tabletome"

    @property
    def url(self) -> str:
        return self.database_url or default_database_url(data_dir())

    @property
    def shared(self) -> bool:
        """True when other processes may write the same tables (Redis configured)."""
        return self.redis_url is not None

    @classmethod
    def from_env(cls) -> Settings:
        s = cls(
            database_url=os.environ.get(ENV_DATABASE) or None,
            redis_url=os.environ.get(ENV_REDIS) or None,
        )
        if os.environ.get(ENV_POLL):
            s.poll_seconds = float(os.environ[ENV_POLL])
        if os.environ.get(ENV_SQLITE_SYNC):
            s.sqlite_synchronous = os.environ[ENV_SQLITE_SYNC]
        if os.environ.get(ENV_AI_DEADLINE):
            s.ai_deadline = float(os.environ[ENV_AI_DEADLINE])
        if os.environ.get(ENV_AI_THINK):
            s.think_seconds = float(os.environ[ENV_AI_THINK])
        if os.environ.get(ENV_AI_TAKEOVER):
            s.ai_takeover_seconds = float(os.environ[ENV_AI_TAKEOVER])
        return s
