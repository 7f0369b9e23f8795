"""The game clock in the browser (engine capability ``Clock``; V:TES's option ``clock``, VT-TOUR-04).

The process owning a table plays the clock's move when it is due (the background job
``lifecycle.clocks``), counted from the game's start kept in the table's row: written to the log
before it is played, like a seat's move, shown everywhere as the clock's. Time comes from a fake
source (``TableManager.now``) set relative to the table's own start: nothing waits for minutes.
"""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy import select

from tabletome.engine import Record
from tabletome.web.lifecycle import clocks
from tabletome.web.runtime import rebuild
from tabletome.web.store import Store, actions_t, tables_t

from .conftest import DEADLINE, act, client_for, create, state, wait_turn

MINUTE = 60.0
AI = "random"  # a fair AI kind that plays V:TES quickly
TABLE = ["human", AI, AI, AI]
CLOCK_LINE = "The clock calls time: the round's 120 minutes are up (VT-TOUR-04)."


def vtes(client: TestClient, seats: list[str], clock: str, seed: int = 5) -> dict[str, Any]:
    body = {"game": "vtes", "seats": seats, "seed": seed, "options": {"scoring": "tournament", "clock": clock}}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    made: dict[str, Any] = r.json()
    return made


def manager(client: TestClient) -> Any:
    return client.app.state.manager  # type: ignore[attr-defined]


def begun_ago(client: TestClient, table: str, minutes: float) -> None:
    """The manager's clock reads ``minutes`` after the table's game began (a fake time source)."""
    started = manager(client).tables[table].started_at
    assert started is not None
    manager(client).now = lambda: started + minutes * MINUTE


def logged(url: str, table: str) -> list[tuple[int, str]]:
    """The table's action log in the database: (mover, text) each."""
    store = Store(url)
    try:
        with store.engine.connect() as conn:
            c = actions_t.c
            rows = conn.execute(select(c.seat, c.text).where(c.table_id == table).order_by(c.idx)).all()
    finally:
        store.dispose()
    return [(r.seat, r.text) for r in rows]


def started_at(url: str, table: str) -> float | None:
    store = Store(url)
    try:
        with store.engine.connect() as conn:
            value: float | None = conn.execute(select(tables_t.c.started_at).where(tables_t.c.id == table)).scalar()
    finally:
        store.dispose()
    return value


def wait_for_move(client: TestClient, table: str, token: str, after: int) -> dict[str, Any]:
    end = time.monotonic() + DEADLINE  # a hang guard, not a timing check
    while True:
        page = state(client, table, 0, token)
        if page["latest"] > after:
            return page
        assert time.monotonic() < end, "the clock's move never came"
        time.sleep(0.02)


def play_out(client: TestClient, table: str, token: str) -> dict[str, Any]:
    """The person ends each phase (or takes the first move) until the game is over."""
    for _ in range(200):
        page = wait_turn(client, table, 0, token)
        if page["outcome"] is not None:
            return page
        moves = [m["action"] for m in page["legal"]]
        move = next((m for m in ("end", "pass", "done") if m in moves), moves[0])
        assert act(client, table, 0, token, move, expect=page["n_actions"]).status_code == 200
    raise AssertionError("the game did not end after time was called")


def test_the_owner_plays_the_clocks_move_when_the_round_is_over(sqlite_url: str) -> None:
    with client_for(sqlite_url, moves_per_second=0, clock_seconds=0.05) as client:
        made = vtes(client, TABLE, "120")
        table, token = made["table"]["id"], made["token"]
        page = wait_turn(client, table, 0, token)  # the AI seats played up to the person's decision
        n = page["n_actions"]
        begun_ago(client, table, 119)
        time.sleep(0.2)  # several looks of the job: 119 minutes is not yet the round's end
        assert state(client, table, 0, token)["latest"] == n
        begun_ago(client, table, 121)
        page = wait_for_move(client, table, token, n)  # the background job played it, live
        assert page["latest"] == n + 1  # nobody else moves while the person thinks
        assert page["last_action"]["action"] == "time"
        assert page["last_action"]["label"] == "the clock" and page["last_action"]["seat"] is None
        assert CLOCK_LINE in page["log"]
        watched = client.get(f"/api/tables/{table}/watch").json()
        assert watched["last_action"]["label"] == "the clock" and CLOCK_LINE in watched["log"]
        assert logged(sqlite_url, table)[n] == (-1, "time")  # written with no seat
        over = play_out(client, table, token)
        assert over["outcome"]["cause"] == "VT-TOUR-04"  # the end of the phase, VT-TOUR-04
        assert [r["score"] for r in over["outcome"]["seats"]] == [0.5, 0.5, 0.5, 0.5]  # VT-TOUR-06
        record = client.get(f"/api/tables/{table}/record").json()
        assert record["actions"][n] == "time" and record["actions"].count("time") == 1
        again = Record.from_json(record).replay().outcome()
        assert again is not None and again.to_json() == over["outcome"]  # replays, never by the time of day
        step = client.get(f"/api/tables/{table}/replay", params={"step": n + 1}).json()
        assert step["played"] == "time" and step["played_by"] == "the clock"
        after = client.get(f"/api/tables/{table}/replay", params={"step": n + 2}).json()
        assert after["played_by"] == "Methuselah 1"  # the person ended the phase: a seat's move
        # Another process following the table (a copy from before the call) learns it as the clock's.
        store = Store(sqlite_url)
        try:
            loaded = store.load(table)
        finally:
            store.dispose()
        assert loaded is not None
        loaded.actions, loaded.movers, loaded.move_ids = loaded.actions[:n], loaded.movers[:n], loaded.move_ids[:n]
        behind = rebuild(loaded, manager(client).tables[table].edition)
        assert client.portal.call(manager(client).sync, behind)  # type: ignore[union-attr]
        assert behind.movers[n] == -1 and behind.record.actions == record["actions"]


def test_only_a_begun_table_whose_game_keeps_a_clock_and_has_one_gets_its_move(sqlite_url: str) -> None:
    with client_for(sqlite_url, moves_per_second=0, clock_seconds=3600) as client:  # the job: called here
        mgr = manager(client)
        clocked = vtes(client, TABLE, "120")
        unclocked = vtes(client, TABLE, "none")
        hexer = create(client, ["human", "random"])  # Hexer keeps no clock: it has nothing to ask
        choosing = vtes(client, ["human", "human", AI, AI], "120")  # a person still chooses a deck
        for made in (clocked, unclocked, hexer):
            wait_turn(client, made["table"]["id"], 0, made["token"])
        assert choosing["table"]["status"] == "setup" and started_at(sqlite_url, choosing["table"]["id"]) is None
        mgr.now = lambda: time.time() + 10 * 3600.0  # ten hours after all of them began
        client.portal.call(clocks, mgr)  # type: ignore[union-attr]
        texts = {k: [t for _, t in logged(sqlite_url, m["table"]["id"])] for k, m in
                 {"clocked": clocked, "unclocked": unclocked, "hexer": hexer, "choosing": choosing}.items()}  # fmt: skip
        assert texts["clocked"].count("time") == 1
        assert "time" not in texts["unclocked"] and "time" not in texts["hexer"] and texts["choosing"] == []
        # The last choice starts the game, and its clock.
        table = choosing["table"]["id"]
        r = client.post(f"/api/tables/{table}/seats/1/join")
        assert r.status_code == 200, r.text
        token = r.json()["token"]
        r = client.post(
            f"/api/tables/{table}/seats/1/inputs", json={"inputs": {"deck": "Tremere"}}, headers={"X-Seat-Token": token}
        )
        assert r.status_code == 200, r.text
        assert started_at(sqlite_url, table) == mgr.tables[table].started_at is not None
        begun_ago(client, table, 100)
        client.portal.call(clocks, mgr)  # type: ignore[union-attr]
        assert "time" not in [t for _, t in logged(sqlite_url, table)]
        begun_ago(client, table, 121)
        client.portal.call(clocks, mgr)  # type: ignore[union-attr]
        client.portal.call(clocks, mgr)  # type: ignore[union-attr]
        assert [t for _, t in logged(sqlite_url, table)].count("time") == 1  # called once


def test_a_table_resting_in_an_older_database_is_timed_when_it_comes_back(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'old.sqlite'}"
    with client_for(url, moves_per_second=0) as client:
        made = vtes(client, TABLE, "120")
        table, token = made["table"]["id"], made["token"]
        n = wait_turn(client, table, 0, token)["n_actions"]
    with sqlite3.connect(tmp_path / "old.sqlite") as db:  # a database from before the column
        db.execute("alter table tt_tables drop column started_at")
        (created,) = db.execute("select created_at from tt_tables where id = ?", (table,)).fetchone()
    with client_for(url, moves_per_second=0, clock_seconds=3600) as client:
        mgr = manager(client)
        mgr.now = lambda: created + 121 * MINUTE  # an older row: counted from the table's creation
        client.portal.call(clocks, mgr)  # type: ignore[union-attr]
        assert table not in mgr.tables and len(logged(url, table)) == n  # resting: nothing played
        assert state(client, table, 0, token)["latest"] == n  # opened: back in memory
        client.portal.call(clocks, mgr)  # type: ignore[union-attr]
        page = state(client, table, 0, token)
        assert page["latest"] == n + 1 and page["last_action"]["label"] == "the clock"
        assert logged(url, table)[n] == (-1, "time")


def test_a_move_before_the_clocks_call_is_not_taken_back(sqlite_url: str) -> None:
    """The call stays where it came, as the record replays it: a take-back never crosses it."""
    with client_for(sqlite_url, moves_per_second=0, clock_seconds=3600) as client:
        mgr = manager(client)
        made = vtes(client, TABLE, "120")
        table, token = made["table"]["id"], made["token"]
        page = wait_turn(client, table, 0, token)
        assert act(client, table, 0, token, page["legal"][0]["action"]).status_code == 200
        page = wait_turn(client, table, 0, token)
        begun_ago(client, table, 121)
        client.portal.call(clocks, mgr)  # type: ignore[union-attr]
        page = state(client, table, 0, token)
        assert page["last_action"]["label"] == "the clock" and page["outcome"] is None
        r = client.post(f"/api/tables/{table}/seats/0/undo", headers={"X-Seat-Token": token})
        assert r.status_code == 409 and r.json()["detail"] == "The clock played since your move; it stays played."
