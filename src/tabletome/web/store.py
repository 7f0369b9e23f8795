"""Storage for the web server: tables, their seats and each table's action log.

SQLAlchemy 2.x Core on SQLite (the embedded default) or PostgreSQL (``postgresql+psycopg://``).
Every method is synchronous and short; the server calls them from a small thread pool.

The action log cannot fork. Appending action *n* is one transaction that first moves the
table's ``n_actions`` from *n* to *n + 1* with a conditional UPDATE (an optimistic version
check that also row-locks the table in PostgreSQL until commit, and takes SQLite's write lock,
``BEGIN IMMEDIATE``), then inserts the action with primary key (table, n). A second writer
that read the same *n* matches no row and learns it lost; it catches up and decides again.
The server writes the appends waiting at one moment, of many tables, in one transaction (a group
commit: one disk flush for all of them), each judged on its own.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    Column,
    Connection,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    bindparam,
    create_engine,
    delete,
    event,
    func,
    insert,
    inspect,
    select,
    update,
)
from sqlalchemy.engine import URL, Engine, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError, OperationalError, ProgrammingError

from tabletome.engine.extras import available, hint

metadata = MetaData()

tables_t = Table(
    "tt_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("version", String(32), nullable=False),
    Column("name", String(80), nullable=False),
    Column("edition", JSON, nullable=False),  # the record's edition reference (custom data in full)
    Column("options", JSON, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("seats", JSON, nullable=False),  # one kind per seat: "human" or an AI kind
    Column("status", String(16), nullable=False),  # setup | playing | finished
    Column("n_actions", Integer, nullable=False),  # the version: how many actions the log holds
    Column("to_move", Integer, nullable=True),  # the seat to decide now; None once over
    Column("outcome", JSON, nullable=True),
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
    # Added after the first release (see ``_migrate``): all nullable, so older rows stay valid.
    Column("creator", String(64), nullable=True),  # a hash of the creating client's address (limits)
    Column("archived_at", Float, nullable=True),  # set while the table rests in the database only
    Column("ai_turn", Boolean, nullable=True),  # an AI seat is to move (the resumer looks for these)
    Column("next_id", String(32), nullable=True),  # the table of the rematch, once somebody asked for it
    Column("creator_seat", Integer, nullable=True),  # the seat its creator took (may reissue seat links)
    Column("hints", Boolean, nullable=True),  # whether seats may ask the search player for advice
    Column("idle_limit", Float, nullable=True),  # seconds a person's turn may wait before others may act
    # The setup stage: the seats still choosing what they bring (a deck), and each person's own
    # texts meanwhile (shown back to that seat only; cleared once the game starts).
    Column("waiting", JSON, nullable=True),
    Column("inputs", JSON, nullable=True),
    # When the game began (the setup stage over): a game clock counts from it. Older rows have none.
    Column("started_at", Float, nullable=True),
    # The position the game began at (State.position()), when it did not begin at setup.
    Column("position", Text, nullable=True),
)
Index("tt_tables_status", tables_t.c.status, tables_t.c.created_at)
Index("tt_tables_creator", tables_t.c.creator, tables_t.c.status)

# A custom edition is stored once, by the digest of its data; tables name it by digest.
editions_t = Table(
    "tt_editions",
    metadata,
    Column("digest", String(64), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("data", JSON, nullable=False),
    Column("created_at", Float, nullable=False),
)

# An edition saved from the editor, under a secret link: only a hash of the link's key is kept.
saved_editions_t = Table(
    "tt_saved_editions",
    metadata,
    Column("key_hash", String(64), primary_key=True),  # sha256 of the secret key; never the key
    Column("game", String(64), nullable=False),
    Column("name", String(80), nullable=False),
    Column("digest", String(64), nullable=False),
    Column("data", JSON, nullable=False),
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
)

seats_t = Table(
    "tt_seats",
    metadata,
    Column("table_id", String(32), ForeignKey("tt_tables.id", ondelete="CASCADE"), primary_key=True),
    Column("seat", Integer, primary_key=True, autoincrement=False),
    Column("kind", String(32), nullable=False),
    Column("label", String(40), nullable=False),
    Column("token_hash", String(64), nullable=True),  # sha256 of the seat's secret; never the secret
    Column("taken_at", Float, nullable=True),
)

actions_t = Table(
    "tt_actions",
    metadata,
    Column("table_id", String(32), ForeignKey("tt_tables.id", ondelete="CASCADE"), primary_key=True),
    Column("idx", Integer, primary_key=True, autoincrement=False),
    Column("seat", Integer, nullable=False),  # who played it; -1: the game's clock (no seat)
    Column("text", String(200), nullable=False),
    Column("at", Float, nullable=False),
    # The client's id of a person's move: a retry with the same id is answered, not played again.
    Column("move_id", String(64), nullable=True),
)

# The latest position of a table's game (State.position()), so that a table comes back into memory
# from it and the actions after it instead of replaying its whole log; the log stays the truth.
snapshots_t = Table(
    "tt_snapshots",
    metadata,
    Column("table_id", String(32), ForeignKey("tt_tables.id", ondelete="CASCADE"), primary_key=True),
    Column("at_action", Integer, nullable=False),  # the position after this many actions
    Column("version", String(32), nullable=False),  # the rules version that wrote it
    Column("position", Text, nullable=False),
)

# What happened at a table besides its actions: hints asked for, moves taken back, seats handed
# over. Part of the table's story (every seat's page and the record show them), never of its rules.
events_t = Table(
    "tt_events",
    metadata,
    Column("table_id", String(32), ForeignKey("tt_tables.id", ondelete="CASCADE"), primary_key=True),
    Column("idx", Integer, primary_key=True, autoincrement=False),
    Column("at_action", Integer, nullable=False),
    Column("seat", Integer, nullable=True),
    Column("kind", String(16), nullable=False),
    Column("text", String(200), nullable=False),
    Column("at", Float, nullable=False),
)

SETUP = "setup"  # waiting for people to choose what they bring (their decks): no move yet
PLAYING = "playing"
FINISHED = "finished"
OPEN = (SETUP, PLAYING)

# The statements of the hot path, built once: move a table's count from b_expected to b_n (the
# optimistic version check), finishing it when these actions end the game; then log the actions.
_ADVANCE = (
    update(tables_t)
    .where(
        tables_t.c.id == bindparam("b_id"),
        tables_t.c.n_actions == bindparam("b_expected"),
        tables_t.c.status == PLAYING,
    )
    .values(
        n_actions=bindparam("b_n"),
        to_move=bindparam("b_to_move"),
        updated_at=bindparam("b_now"),
        ai_turn=bindparam("b_ai_turn"),
        archived_at=None,
    )
)
_FINISH = _ADVANCE.values(status=FINISHED, outcome=bindparam("b_outcome", type_=JSON))
_INSERT_ACTIONS = insert(actions_t)


class StoreError(Exception):
    """The database cannot be used; the message is one sentence."""


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(slots=True)
class SeatRow:
    seat: int
    kind: str
    label: str
    token_hash: str | None


@dataclass(frozen=True, slots=True)
class Append:
    """Actions to write to a table's log, the first as number ``expected``; (seat, notation) each."""

    table_id: str
    expected: int
    actions: tuple[tuple[int, str], ...]
    to_move: int | None  # after these actions
    outcome: dict[str, Any] | None  # the game's outcome if these actions end it
    ai_turn: bool = False  # an AI seat is to move after these actions
    move_id: str | None = None  # the client's id of the first action (a person's move)


@dataclass(slots=True)
class TableRow:
    id: str
    game: str
    version: str
    name: str
    edition: dict[str, Any]
    options: dict[str, Any]
    seed: int
    seats: list[str]
    status: str
    n_actions: int
    to_move: int | None
    outcome: dict[str, Any] | None
    created_at: float
    creator: str | None = None
    archived_at: float | None = None
    ai_turn: bool = False
    next_id: str | None = None
    creator_seat: int | None = None
    hints: bool = False
    idle_limit: float = 0.0
    waiting: list[int] | None = None  # the seats still choosing (the setup stage)
    inputs: dict[str, dict[str, str]] | None = None  # by seat: the people's own texts during setup
    started_at: float | None = None  # when the game began (None: in setup, or an older row)
    position: str | None = None  # the position it began at (None: at setup)


@dataclass(frozen=True, slots=True)
class Choice:
    """A seat's choice during setup: the table's new edition (its data stored once by digest), who
    is still choosing, and, once nobody is, the game's start (status, who moves first)."""

    game: str
    edition: dict[str, Any]  # the reference the table row keeps
    edition_data: dict[str, Any] | None  # a custom edition's data
    waiting: list[int]
    inputs: dict[str, dict[str, str]] | None
    status: str
    to_move: int | None
    ai_turn: bool
    started_at: float | None = None  # when the game began: set by the last choice


@dataclass(frozen=True, slots=True)
class SavedEdition:
    """An edition saved from the editor (valid when saved), as the database holds it."""

    game: str
    name: str
    digest: str
    data: dict[str, Any]
    created_at: float = 0.0
    updated_at: float = 0.0


@dataclass(slots=True)
class Loaded:
    """A table as the database holds it: its row, seats, action log and custom edition data."""

    row: TableRow
    seats: list[SeatRow]
    actions: list[str]
    edition_data: dict[str, Any] | None
    movers: list[int] = field(default_factory=list)  # the seat that played each action
    events: list[dict[str, Any]] = field(default_factory=list)
    move_ids: list[str | None] = field(default_factory=list)  # the client's id of each action, if any
    snapshot: tuple[int, str] | None = None  # the latest position kept: after how many actions, and it


def default_database_url(data_dir: str | Path) -> str:
    return f"sqlite:///{Path(data_dir).resolve() / 'tabletome.sqlite'}"


def normalize_url(url: str) -> URL:
    """A SQLAlchemy URL; plain ``postgresql://`` means the psycopg 3 driver."""
    try:
        u = make_url(url)
    except ArgumentError:
        raise StoreError(f"'{url}' is not a database URL (try sqlite:///path or postgresql://user@host/db).") from None
    if u.drivername in ("postgresql", "postgres"):
        u = u.set(drivername="postgresql+psycopg")
    if u.get_backend_name() not in ("sqlite", "postgresql"):
        raise StoreError(f"The database '{u.get_backend_name()}' is not supported; use SQLite or PostgreSQL.")
    if u.get_backend_name() == "postgresql" and not available("psycopg"):
        raise StoreError(f"PostgreSQL needs the optional extra 'server': {hint('server')}.")
    return u


class Store:
    def __init__(self, url: str, sqlite_synchronous: str = "FULL") -> None:
        u = normalize_url(url)
        self.url = u
        self.is_sqlite = u.get_backend_name() == "sqlite"
        if self.is_sqlite:
            if u.database and u.database != ":memory:":
                try:
                    Path(u.database).parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    where = Path(u.database).parent
                    raise StoreError(f"The data directory {where} cannot be created ({exc.strerror or exc}).") from None
            self.engine: Engine = create_engine(
                u, connect_args={"timeout": 30, "check_same_thread": False}, pool_size=4, max_overflow=4
            )
            _sqlite_setup(self.engine, sqlite_synchronous)
        else:
            self.engine = create_engine(u, pool_pre_ping=True, pool_size=8, max_overflow=8)
        try:
            self._create()
        except OperationalError as exc:
            raise StoreError(
                f"The database at {u.render_as_string(hide_password=True)} cannot be used: {exc.orig}"
            ) from None

    def _create(self) -> None:
        """The tables and later columns; another process starting at the same moment may create
        them between our check and our CREATE: then look again."""
        for attempt in range(3):
            try:
                metadata.create_all(self.engine)
                self._migrate()
                return
            except (IntegrityError, ProgrammingError):
                if attempt == 2:
                    raise

    def _migrate(self) -> None:
        """Add the columns later releases added to a database an older release made (all nullable)."""
        for table in (tables_t, actions_t):
            have = {c["name"] for c in inspect(self.engine).get_columns(table.name)}
            missing = [c for c in table.columns if c.name not in have]
            if not missing:
                continue
            with self.engine.begin() as conn:
                for column in missing:
                    kind = column.type.compile(dialect=self.engine.dialect)
                    conn.exec_driver_sql(f"ALTER TABLE {table.name} ADD COLUMN {column.name} {kind}")

    def dispose(self) -> None:
        self.engine.dispose()

    @contextmanager
    def _write(self) -> Iterator[Connection]:
        """A write transaction: SQLite takes its write lock at BEGIN, so a check-then-write cannot race."""
        with self.engine.connect() as conn:
            conn = conn.execution_options(tt_write=True)
            with conn.begin():
                yield conn

    # ------------------------------------------------------------ tables
    def create_table(self, row: TableRow, seats: Sequence[SeatRow], edition_data: dict[str, Any] | None = None) -> None:
        """A new table with its seats; ``edition_data`` is its custom edition, stored once per digest."""
        now = row.created_at
        with self._write() as conn:
            if edition_data is not None:
                self._keep_edition(conn, str(row.edition["sha256"]), row.game, edition_data, now)
            conn.execute(
                insert(tables_t).values(
                    id=row.id,
                    game=row.game,
                    version=row.version,
                    name=row.name,
                    edition=row.edition,
                    options=row.options,
                    seed=row.seed,
                    seats=row.seats,
                    status=row.status,
                    n_actions=0,
                    to_move=row.to_move,
                    outcome=row.outcome,
                    created_at=now,
                    updated_at=now,
                    creator=row.creator,
                    ai_turn=row.ai_turn,
                    creator_seat=row.creator_seat,
                    hints=row.hints,
                    idle_limit=row.idle_limit,
                    waiting=row.waiting,
                    inputs=row.inputs,
                    started_at=row.started_at,
                    position=row.position,
                )
            )
            conn.execute(
                insert(seats_t),
                [
                    {
                        "table_id": row.id,
                        "seat": s.seat,
                        "kind": s.kind,
                        "label": s.label,
                        "token_hash": s.token_hash,
                        "taken_at": now if s.token_hash else None,
                    }
                    for s in seats
                ],
            )

    def _keep_edition(self, conn: Connection, digest: str, game: str, data: dict[str, Any], now: float) -> None:
        found = conn.execute(select(editions_t.c.digest).where(editions_t.c.digest == digest)).first()
        if found is None:
            try:
                with conn.begin_nested():
                    conn.execute(insert(editions_t).values(digest=digest, game=game, data=data, created_at=now))
            except IntegrityError:
                pass  # another process stored the same edition at the same moment

    def choose(self, table_id: str, choice: Choice) -> bool:
        """A seat's choice during setup, in one transaction; False if the table is no longer in setup."""
        now = time.time()
        with self._write() as conn:
            if choice.edition_data is not None:
                self._keep_edition(conn, str(choice.edition["sha256"]), choice.game, choice.edition_data, now)
            res = conn.execute(
                update(tables_t)
                .where(tables_t.c.id == table_id, tables_t.c.status == SETUP, tables_t.c.n_actions == 0)
                .values(
                    edition=choice.edition,
                    waiting=choice.waiting or None,
                    inputs=choice.inputs,
                    status=choice.status,
                    to_move=choice.to_move,
                    ai_turn=choice.ai_turn,
                    started_at=choice.started_at,
                    updated_at=now,
                )
            )
            return res.rowcount == 1

    # ------------------------------------------------------------ saved editions
    def save_edition(self, key_hash: str, saved: SavedEdition) -> None:
        """A new saved edition under the hash of its secret key."""
        now = time.time()
        with self._write() as conn:
            conn.execute(
                insert(saved_editions_t).values(
                    key_hash=key_hash,
                    game=saved.game,
                    name=saved.name,
                    digest=saved.digest,
                    data=saved.data,
                    created_at=now,
                    updated_at=now,
                )
            )

    def update_edition(self, key_hash: str, saved: SavedEdition) -> bool:
        """Replace the edition saved under this key; False if there is none."""
        with self._write() as conn:
            res = conn.execute(
                update(saved_editions_t)
                .where(saved_editions_t.c.key_hash == key_hash)
                .values(game=saved.game, name=saved.name, digest=saved.digest, data=saved.data, updated_at=time.time())
            )
            return res.rowcount == 1

    def load_edition(self, key_hash: str) -> SavedEdition | None:
        c = saved_editions_t.c
        with self.engine.connect() as conn:
            r = conn.execute(
                select(c.game, c.name, c.digest, c.data, c.created_at, c.updated_at).where(c.key_hash == key_hash)
            ).first()
        if r is None:
            return None
        return SavedEdition(r.game, r.name, r.digest, dict(r.data), float(r.created_at), float(r.updated_at))

    def take_seat(self, table_id: str, seat: int, hashed: str) -> bool:
        """Give a free human seat its secret; False if somebody took it first."""
        with self._write() as conn:
            res = conn.execute(
                update(seats_t)
                .where(
                    seats_t.c.table_id == table_id,
                    seats_t.c.seat == seat,
                    seats_t.c.kind == "human",
                    seats_t.c.token_hash.is_(None),
                )
                .values(token_hash=hashed, taken_at=time.time())
            )
            return res.rowcount == 1

    def set_archived(self, table_id: str, archived: bool) -> None:
        """Mark a table as resting in the database only (archived) or held by a server again."""
        with self._write() as conn:
            conn.execute(
                update(tables_t).where(tables_t.c.id == table_id).values(archived_at=time.time() if archived else None)
            )

    def append(self, append: Append) -> bool:
        """Write the actions of ``append`` to its table's log; False if the log has moved on."""
        return self.append_many([append])[0]

    def append_many(self, batch: Sequence[Append]) -> list[bool]:
        """Several tables' next actions in one transaction (one disk flush), each judged on its own.

        Tables are visited in id order, so two processes locking rows never deadlock.
        """
        try:
            return self._append_batch(batch)
        except IntegrityError:
            # Only a log that disagrees with its table's count gets here (never in normal
            # operation): judge each append alone so the others still land.
            out = []
            for a in batch:
                try:
                    out.append(self._append_batch([a])[0])
                except IntegrityError:
                    out.append(False)
            return out

    def _append_batch(self, batch: Sequence[Append]) -> list[bool]:
        results = [False] * len(batch)
        rows: list[dict[str, Any]] = []
        now = time.time()
        order = sorted(range(len(batch)), key=lambda i: (batch[i].table_id, batch[i].expected))
        with self._write() as conn:
            for i in order:
                a = batch[i]
                params: dict[str, Any] = {
                    "b_id": a.table_id,
                    "b_expected": a.expected,
                    "b_n": a.expected + len(a.actions),
                    "b_to_move": a.to_move,
                    "b_now": now,
                    "b_ai_turn": a.ai_turn,
                }
                if a.outcome is None:
                    res = conn.execute(_ADVANCE, params)
                else:
                    res = conn.execute(_FINISH, {**params, "b_outcome": a.outcome})
                if res.rowcount == 1:
                    results[i] = True
                    rows += [
                        {
                            "table_id": a.table_id,
                            "idx": a.expected + j,
                            "seat": seat,
                            "text": text,
                            "at": now,
                            "move_id": a.move_id if j == 0 else None,
                        }
                        for j, (seat, text) in enumerate(a.actions)
                    ]
            if rows:
                conn.execute(_INSERT_ACTIONS, rows)
        return results

    def take_back(self, table_id: str, keep: int, expected: int, to_move: int | None, ai_turn: bool) -> bool:
        """Remove the actions from number ``keep`` on, if the log still holds ``expected``: one
        transaction, so the log never holds half an undo. False if the table moved on."""
        with self._write() as conn:
            res = conn.execute(
                update(tables_t)
                .where(tables_t.c.id == table_id, tables_t.c.n_actions == expected)
                .values(
                    n_actions=keep,
                    status=PLAYING,
                    outcome=None,
                    to_move=to_move,
                    ai_turn=ai_turn,
                    updated_at=time.time(),
                )
            )
            if res.rowcount != 1:
                return False
            conn.execute(delete(actions_t).where(actions_t.c.table_id == table_id, actions_t.c.idx >= keep))
            s = snapshots_t.c
            conn.execute(delete(snapshots_t).where(s.table_id == table_id, s.at_action > keep))
            return True

    def keep_snapshot(self, table_id: str, at_action: int, version: str, position: str) -> None:
        """The table's latest position (replacing the one before), if its log still holds that many
        actions (an undo may have come first: then it is not kept)."""
        with self._write() as conn:
            n = conn.execute(select(tables_t.c.n_actions).where(tables_t.c.id == table_id)).scalar()
            if n is None or n < at_action:
                return
            conn.execute(delete(snapshots_t).where(snapshots_t.c.table_id == table_id))
            conn.execute(
                insert(snapshots_t).values(table_id=table_id, at_action=at_action, version=version, position=position)
            )

    def set_next(self, table_id: str, next_id: str) -> str:
        """Name the rematch of a table (the first asker's); the rematch it has."""
        with self._write() as conn:
            conn.execute(
                update(tables_t).where(tables_t.c.id == table_id, tables_t.c.next_id.is_(None)).values(next_id=next_id)
            )
            found: str = conn.execute(select(tables_t.c.next_id).where(tables_t.c.id == table_id)).scalar_one()
            return found

    def set_seat(self, table_id: str, seat: int, kind: str, hashed: str | None, kinds: list[str]) -> None:
        """A seat handed to another player (an AI kind, or a person with a new secret)."""
        with self._write() as conn:
            conn.execute(
                update(seats_t)
                .where(seats_t.c.table_id == table_id, seats_t.c.seat == seat)
                .values(kind=kind, token_hash=hashed, taken_at=time.time() if hashed else None)
            )
            conn.execute(update(tables_t).where(tables_t.c.id == table_id).values(seats=kinds))

    def add_event(self, table_id: str, at_action: int, seat: int | None, kind: str, text: str) -> None:
        with self._write() as conn:
            n = conn.execute(select(func.count()).where(events_t.c.table_id == table_id)).scalar() or 0
            conn.execute(
                insert(events_t).values(
                    table_id=table_id, idx=n, at_action=at_action, seat=seat, kind=kind, text=text[:200], at=time.time()
                )
            )

    @staticmethod
    def _events(conn: Connection, table_id: str) -> list[dict[str, Any]]:
        c = events_t.c
        rows = conn.execute(
            select(c.at_action, c.seat, c.kind, c.text).where(c.table_id == table_id).order_by(c.idx)
        ).all()
        return [{"at_action": r.at_action, "seat": r.seat, "kind": r.kind, "text": r.text} for r in rows]

    # ------------------------------------------------------------ reads
    def load(self, table_id: str) -> Loaded | None:
        with self.engine.connect() as conn, conn.begin():
            r = conn.execute(select(tables_t).where(tables_t.c.id == table_id)).mappings().first()
            if r is None:
                return None
            row = _table_row(r)
            seats = self._seats(conn, [table_id])[table_id]
            acts = conn.execute(
                select(actions_t.c.text, actions_t.c.seat, actions_t.c.move_id)
                .where(actions_t.c.table_id == table_id)
                .order_by(actions_t.c.idx)
            ).all()
            events = self._events(conn, table_id)
            data = None
            if row.edition.get("custom") and "data" not in row.edition:
                data = conn.execute(
                    select(editions_t.c.data).where(editions_t.c.digest == row.edition.get("sha256"))
                ).scalar()
            custom = dict(data) if data is not None else None
            loaded = Loaded(row, seats, [a.text for a in acts], custom, [a.seat for a in acts], events)
            loaded.move_ids = [a.move_id for a in acts]
            s = snapshots_t.c
            snap = conn.execute(select(s.at_action, s.version, s.position).where(s.table_id == table_id)).first()
            if snap is not None and snap.version == row.version and snap.at_action <= len(loaded.actions):
                loaded.snapshot = (int(snap.at_action), str(snap.position))
            return loaded

    def actions_since(self, table_id: str, start: int) -> list[str]:
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(actions_t.c.text)
                .where(actions_t.c.table_id == table_id, actions_t.c.idx >= start)
                .order_by(actions_t.c.idx)
            ).scalars()
            return list(rows)

    def moves_since(self, table_id: str, start: int) -> list[tuple[str, str | None, int]]:
        """The actions from number ``start`` on, each with the client's move id (None: none given)
        and who played it (-1: the game's clock)."""
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(actions_t.c.text, actions_t.c.move_id, actions_t.c.seat)
                .where(actions_t.c.table_id == table_id, actions_t.c.idx >= start)
                .order_by(actions_t.c.idx)
            ).all()
            return [(r.text, r.move_id, int(r.seat)) for r in rows]

    def seats(self, table_id: str) -> list[SeatRow]:
        with self.engine.connect() as conn:
            return self._seats(conn, [table_id])[table_id]

    def versions(self, ids: Sequence[str]) -> dict[str, int]:
        if not ids:
            return {}
        with self.engine.connect() as conn:
            rows = conn.execute(select(tables_t.c.id, tables_t.c.n_actions).where(tables_t.c.id.in_(list(ids)))).all()
            return {r.id: r.n_actions for r in rows}

    def open_count(self, creator: str | None = None) -> int:
        """Tables being set up or played and not archived: of one creator, or all of them."""
        c = tables_t.c
        query = select(func.count()).where(c.status.in_(OPEN), c.archived_at.is_(None))
        if creator is not None:
            query = query.where(c.creator == creator)
        with self.engine.connect() as conn:
            return int(conn.execute(query).scalar() or 0)

    def waiting_for_ai(self, quiet_since: float, limit: int = 100) -> list[str]:
        """Open tables where an AI seat is to move and nothing was written since ``quiet_since``."""
        c = tables_t.c
        with self.engine.connect() as conn:
            rows = conn.execute(
                select(c.id)
                .where(c.status == PLAYING, c.archived_at.is_(None), c.ai_turn.is_(True), c.updated_at < quiet_since)
                .order_by(c.updated_at)
                .limit(limit)
            ).scalars()
            return list(rows)

    def recent(self, limit: int) -> list[tuple[TableRow, list[SeatRow]]]:
        """Open tables (being set up or played, newest first), then recently finished ones, with their seats."""
        with self.engine.connect() as conn, conn.begin():
            found: list[Any] = []
            for statuses in (OPEN, (FINISHED,)):
                found += (
                    conn.execute(
                        select(tables_t)
                        .where(tables_t.c.status.in_(statuses))
                        .order_by(tables_t.c.created_at.desc())
                        .limit(limit)
                    )
                    .mappings()
                    .all()
                )
            seats = self._seats(conn, [r["id"] for r in found])
            return [(_table_row(r), seats[r["id"]]) for r in found]

    @staticmethod
    def _seats(conn: Connection, ids: Sequence[str]) -> dict[str, list[SeatRow]]:
        out: dict[str, list[SeatRow]] = {i: [] for i in ids}
        if not ids:
            return out
        c = seats_t.c
        rows = conn.execute(
            select(c.table_id, c.seat, c.kind, c.label, c.token_hash)
            .where(c.table_id.in_(list(ids)))
            .order_by(c.table_id, c.seat)
        ).all()
        for s in rows:
            out[s.table_id].append(SeatRow(s.seat, s.kind, s.label, s.token_hash))
        return out


def _table_row(r: Any) -> TableRow:
    return TableRow(
        id=r["id"],
        game=r["game"],
        version=r["version"],
        name=r["name"],
        edition=dict(r["edition"]),
        options=dict(r["options"]),
        seed=int(r["seed"]),
        seats=list(r["seats"]),
        status=r["status"],
        n_actions=int(r["n_actions"]),
        to_move=r["to_move"],
        outcome=dict(r["outcome"]) if r["outcome"] is not None else None,
        created_at=float(r["created_at"]),
        creator=r["creator"],
        archived_at=r["archived_at"],
        ai_turn=bool(r["ai_turn"]),
        next_id=r["next_id"],
        creator_seat=r["creator_seat"],
        hints=bool(r["hints"]),
        idle_limit=float(r["idle_limit"] or 0.0),
        waiting=[int(s) for s in r["waiting"]] if r["waiting"] else None,
        inputs=_inputs(r["inputs"]),
        started_at=r["started_at"],
        position=r["position"],
    )


def _inputs(value: Any) -> dict[str, dict[str, str]] | None:
    if not isinstance(value, dict):
        return None
    return {str(k): {str(n): str(t) for n, t in v.items()} for k, v in value.items() if isinstance(v, dict)}


def _sqlite_setup(engine: Engine, synchronous: str) -> None:
    """WAL (readers never wait for the writer), durable commits, and BEGIN IMMEDIATE for writes."""
    sync = synchronous.upper()
    if sync not in ("FULL", "NORMAL", "EXTRA"):
        raise StoreError(f"SQLite synchronous must be FULL, NORMAL or EXTRA, not '{synchronous}'.")

    @event.listens_for(engine, "connect")
    def _connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we issue BEGIN ourselves (below)
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute(f"PRAGMA synchronous={sync}")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA busy_timeout=30000")
        cur.close()

    @event.listens_for(engine, "begin")
    def _begin(conn: Connection) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get("tt_write") else "BEGIN")
