"""Storage on SQLite and on a real PostgreSQL: the log never forks, a table survives its server.

The PostgreSQL cases skip with one line when no server answers (and fail under TABLETOME_CI=1).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import func, select

from tabletome.web.store import Append, SeatRow, Store, TableRow, actions_t, tables_t

from .conftest import act, client_for, create, state, wait_turn


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'store.sqlite'}"
    url: str = request.getfixturevalue("pg_url")
    return url


def new_table(store: Store, table_id: str) -> None:
    row = TableRow(table_id, "hexer", "1", "t", {}, {}, 1, ["human", "human"], "playing", 0, 0, None, time.time())
    store.create_table(row, [SeatRow(0, "human", "yellow", None), SeatRow(1, "human", "blue", None)])


def log_of(store: Store, table_id: str) -> list[tuple[int, str]]:
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(actions_t.c.idx, actions_t.c.text).where(actions_t.c.table_id == table_id).order_by(actions_t.c.idx)
        ).all()
        return [(r.idx, r.text) for r in rows]


def test_concurrent_appends_of_the_same_action_number_never_fork_the_log(db_url: str) -> None:
    """Eight writers, each with its own connection pool, race for every action number."""
    stores = [Store(db_url) for _ in range(8)]
    try:
        new_table(stores[0], "race000001")
        for n in range(5):
            barrier = threading.Barrier(len(stores))
            results: list[bool] = [False] * len(stores)

            def write(i: int, n: int = n, barrier: threading.Barrier = barrier, results: list[bool] = results) -> None:
                barrier.wait()
                results[i] = stores[i].append(Append("race000001", n, ((i % 2, f"move {i}"),), 1, None))

            threads = [threading.Thread(target=write, args=(i,)) for i in range(len(stores))]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            assert results.count(True) == 1, results
            winner = results.index(True)
            assert log_of(stores[0], "race000001")[n] == (n, f"move {winner}")
        assert [i for i, _ in log_of(stores[0], "race000001")] == list(range(5))
        with stores[0].engine.connect() as conn:
            assert conn.execute(select(tables_t.c.n_actions).where(tables_t.c.id == "race000001")).scalar() == 5
    finally:
        for s in stores:
            s.dispose()


def test_a_batch_writes_each_table_on_its_own_merits(db_url: str) -> None:
    store = Store(db_url)
    try:
        for t in ("batch00001", "batch00002"):
            new_table(store, t)
        ok = store.append_many(
            [
                Append("batch00001", 0, ((0, "move 1"), (1, "move 2")), 0, None),
                Append("batch00002", 3, ((0, "move 1"),), 1, None),  # stale: the log holds 0 actions
                Append("batch00002", 0, ((0, "move 4"),), 1, {"winners": [], "cause": "X", "reason": "r"}),
            ]
        )
        assert ok == [True, False, True]
        assert log_of(store, "batch00001") == [(0, "move 1"), (1, "move 2")]
        assert log_of(store, "batch00002") == [(0, "move 4")]
        loaded = store.load("batch00002")
        assert loaded is not None and loaded.row.status == "finished" and loaded.row.n_actions == 1
        # A finished table takes no more actions.
        assert store.append(Append("batch00002", 1, ((0, "pass"),), 1, None)) is False
    finally:
        store.dispose()


def test_two_servers_on_one_database_never_fork_a_table(db_url: str) -> None:
    """A server acting on an out-of-date picture loses the race, catches up and says why."""
    with client_for(db_url) as a, client_for(db_url) as b:
        made = create(a, ["human", "human"], seed=2)
        table, token = made["table"]["id"], made["token"]
        s = wait_turn(a, table, 0, token)
        assert state(b, table, 0, token)["n_actions"] == s["n_actions"]  # b holds the table now
        first, second = s["legal"][0]["action"], s["legal"][1]["action"]
        assert act(a, table, 0, token, first).status_code == 200
        late = act(b, table, 0, token, second)  # b still thinks it is before `first`
        assert late.status_code in (409, 422), late.text
        store = Store(db_url)
        try:
            assert log_of(store, table)[s["n_actions"]] == (s["n_actions"], first)
            assert len(log_of(store, table)) == s["n_actions"] + 1
        finally:
            store.dispose()
        assert state(b, table, 0, token)["view"] == state(a, table, 0, token)["view"]


def test_a_table_on_the_database_survives_its_server(db_url: str) -> None:
    with client_for(db_url) as first:
        made = create(first, ["human", "heuristic", "heuristic"], seed=5)
        table, token = made["table"]["id"], made["token"]
        for _ in range(3):
            s = wait_turn(first, table, 0, token)
            assert act(first, table, 0, token, s["legal"][-1]["action"]).status_code == 200
        before = wait_turn(first, table, 0, token)
    with client_for(db_url) as second:
        after = state(second, table, 0, token)
        assert (after["n_actions"], after["view"], after["log"]) == (before["n_actions"], before["view"], before["log"])
        assert act(second, table, 0, token, after["legal"][0]["action"]).status_code == 200


def test_postgres_urls_use_psycopg_3(pg_url: str) -> None:
    assert pg_url.startswith("postgresql://")  # the plain scheme ...
    store = Store(pg_url)
    try:
        assert store.url.drivername == "postgresql+psycopg" and not store.is_sqlite  # ... means psycopg 3
        with store.engine.connect() as conn:
            assert conn.execute(select(func.count()).select_from(tables_t)).scalar() == 0
    finally:
        store.dispose()


def test_a_database_that_cannot_be_used_is_one_sentence(tmp_path: Path) -> None:
    from tabletome.web.store import StoreError

    with pytest.raises(StoreError, match="is not a database URL"):
        Store("nonsense")
    with pytest.raises(StoreError, match="not supported"):
        Store("mysql://root@127.0.0.1/test")
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StoreError, match="cannot be created"):
        Store(f"sqlite:///{blocker / 'sub' / 'db.sqlite'}")


def test_servers_starting_together_on_a_fresh_database_both_start(pg_url: str) -> None:
    """Finding of the takeover benchmark: two processes creating the tables at the same moment made
    one of them exit with a unique violation on CREATE TABLE."""
    for _ in range(3):
        barrier = threading.Barrier(4)
        errors: list[BaseException] = []
        stores: list[Store] = []

        def start(
            barrier: threading.Barrier = barrier, stores: list[Store] = stores, errors: list[BaseException] = errors
        ) -> None:
            barrier.wait()
            try:
                stores.append(Store(pg_url))
            except BaseException as exc:
                errors.append(exc)

        threads = [threading.Thread(target=start) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for s in stores:
            s.dispose()
        assert errors == [] and len(stores) == 4
        _drop_all(pg_url)


def _drop_all(url: str) -> None:
    store = Store(url)
    try:
        from tabletome.web.store import metadata

        metadata.drop_all(store.engine)
    finally:
        store.dispose()
