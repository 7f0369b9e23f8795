"""A table's life in memory: nothing loaded at start-up, idle and finished tables leave memory and
come back on demand, AI seats left alone are picked up again, custom editions are stored once.

Findings: open tables were never freed and all were rebuilt at start-up (10 s for 3,000 tables
before /api/health answered); each table kept its own copy of a 32 KiB custom edition.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Column, MetaData, Table, create_engine, func, select

from tabletome.agents import _KINDS, make_agent
from tabletome.engine import Record, Rng
from tabletome.games.hexer import GAME as HEXER
from tabletome.web.ai import AI_STREAK_SECONDS
from tabletome.web.store import Store, editions_t, tables_t

from .conftest import DEADLINE, act, client_for, create, state, wait_turn


def manager(client: Any) -> Any:
    return client.app.state.manager


def row(url: str, table: str) -> Any:
    store = Store(url)
    try:
        with store.engine.connect() as conn:
            return conn.execute(select(tables_t).where(tables_t.c.id == table)).mappings().one()
    finally:
        store.dispose()


def wait_for(predicate: Any, what: str) -> None:
    end = time.monotonic() + DEADLINE
    while not predicate():
        assert time.monotonic() < end, what
        time.sleep(0.05)


def test_start_up_loads_nothing_and_health_answers_at_once(sqlite_url: str) -> None:
    with client_for(sqlite_url, tables_per_minute=0, open_tables_per_client=0) as first:
        made = [create(first, ["human", "human"], seed=s) for s in range(40)]
    with client_for(sqlite_url) as second:
        health = second.get("/api/health").json()
        assert health["ok"] and health["tables"] == 0
        assert len(second.get("/api/tables").json()) == 40  # the lobby lists them from the database
        one = made[7]
        assert state(second, one["table"]["id"], 0, one["token"])["n_actions"] == 0
        assert second.get("/api/health").json()["tables"] == 1  # loaded on demand


def test_an_idle_table_rests_in_the_database_and_comes_back_when_a_seat_opens_it(sqlite_url: str) -> None:
    with client_for(sqlite_url, idle_seconds=0.3) as client:
        made = create(client, ["human", "heuristic"], seed=4)
        table, token = made["table"]["id"], made["token"]
        s = wait_turn(client, table, 0, token)
        assert act(client, table, 0, token, s["legal"][0]["action"]).status_code == 200
        before = wait_turn(client, table, 0, token)
        wait_for(lambda: table not in manager(client).tables, "the idle table never left memory")
        assert row(sqlite_url, table)["archived_at"] is not None
        listed = next(t for t in client.get("/api/tables").json() if t["id"] == table)
        assert listed["archived"] and listed["status"] == "playing"
        after = state(client, table, 0, token)
        for key in ("n_actions", "view", "legal", "log"):
            assert after[key] == before[key], key
        assert row(sqlite_url, table)["archived_at"] is None
        assert act(client, table, 0, token, after["legal"][0]["action"]).status_code == 200


def test_a_finished_table_leaves_memory_and_its_record_and_replay_are_still_served(sqlite_url: str) -> None:
    with client_for(sqlite_url, finished_seconds=0.3) as client:
        made = create(client, ["heuristic", "heuristic"], seed=3, join=None)
        table = made["table"]["id"]
        wait_for(lambda: client.get(f"/api/tables/{table}").json()["status"] == "finished", "the game never ended")
        wait_for(lambda: table not in manager(client).tables, "the finished table never left memory")
        record = client.get(f"/api/tables/{table}/record")
        assert record.status_code == 200
        replayed = Record.from_json(record.json()).replay()
        r = client.get(f"/api/tables/{table}/replay", params={"step": len(record.json()["actions"])})
        assert r.status_code == 200 and r.json()["outcome"] == replayed.outcome().to_json()  # type: ignore[union-attr]


class GatedAgent:
    """The scripted player, stopped at a gate after its first decisions until the test opens it: the
    game cannot end before the first server stops, however loaded the machine is."""

    name = "gated"
    omniscient = False
    free_moves = 12  # decisions made before the gate, counted over every instance
    gate = threading.Event()
    made = 0

    def __init__(self, game: Any, seat: int, seed: int) -> None:
        self.inner = make_agent("heuristic", game, seat, seed)
        self.rng = Rng(seed)  # samples the world the scripted player is handed

    def act(self, state: Any, seat: int) -> Any:
        GatedAgent.made += 1
        if GatedAgent.made > self.free_moves:
            GatedAgent.gate.wait(DEADLINE)
        else:
            time.sleep(AI_STREAK_SECONDS)  # one move a streak: each is written before the gate shuts
        return self.inner.act(state, seat)


def test_ai_seats_left_alone_by_a_stopped_server_are_picked_up_without_anybody_asking(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(GatedAgent, "gate", threading.Event())
    monkeypatch.setattr(GatedAgent, "made", 0)
    monkeypatch.setitem(_KINDS, "gated", (lambda game, seat, seed, param: GatedAgent(game, seat, seed), "gated"))
    # A long deadline: the server does not stand in with a random move while its AI waits at the gate.
    with client_for(sqlite_url, ai_deadline=DEADLINE) as first:
        table = create(first, ["gated", "gated"], seed=9, join=None)["table"]["id"]
        wait_for(lambda: row(sqlite_url, table)["n_actions"] > 0, "the AI seats never started")
    stopped_at = row(sqlite_url, table)
    assert stopped_at["status"] == "playing" and stopped_at["ai_turn"]
    GatedAgent.gate.set()  # the first server's thread may finish its decision: nobody hears it
    with client_for(sqlite_url, resume_seconds=0.2) as second:  # nobody opens the table
        wait_for(lambda: row(sqlite_url, table)["n_actions"] > stopped_at["n_actions"] + 5, "never picked up")
        assert second.get("/api/health").json()["tables"] == 1


def test_a_custom_edition_is_stored_once_and_every_record_still_carries_it(sqlite_url: str) -> None:
    data = json.loads(json.dumps(HEXER.default_edition().data))
    data["edition"]["id"] = "house-rules"
    text = json.dumps(data)
    with client_for(sqlite_url) as client:
        tables = []
        for seed in range(3):
            r = client.post(
                "/api/tables",
                json={"game": "hexer", "seats": ["heuristic", "heuristic"], "seed": seed, "edition": text},
            )
            assert r.status_code == 201, r.text
            tables.append(r.json()["table"]["id"])
        held = {manager(client).tables[t].edition for t in tables}
        assert len(held) == 1  # one built edition shared by the three tables
        store = Store(sqlite_url)
        try:
            with store.engine.connect() as conn:
                assert conn.execute(select(func.count()).select_from(editions_t)).scalar() == 1
                refs = conn.execute(select(tables_t.c.edition).where(tables_t.c.id.in_(tables))).scalars().all()
        finally:
            store.dispose()
        assert all("data" not in ref and ref["custom"] for ref in refs)
        wait_for(lambda: client.get(f"/api/tables/{tables[0]}").json()["status"] == "finished", "never ended")
        record = client.get(f"/api/tables/{tables[0]}/record").json()
        assert record["edition"]["data"]["edition"]["id"] == "house-rules"  # it replays anywhere
        assert Record.from_json(record).replay().outcome() is not None
    with client_for(sqlite_url) as again:  # rebuilt from the stored edition after a restart
        assert again.get(f"/api/tables/{tables[1]}").json()["edition"] == "house-rules"


def test_a_database_of_the_first_release_is_upgraded_and_its_tables_still_load(tmp_path: Path) -> None:
    """Its tables row lacks the later columns and keeps a custom edition inside each table's row."""
    url = f"sqlite:///{tmp_path / 'old.sqlite'}"
    with client_for(url) as client:
        made = create(client, ["human", "human"], seed=2)
        table, token = made["table"]["id"], made["token"]
        s = wait_turn(client, table, 0, token)
        assert act(client, table, 0, token, s["legal"][0]["action"]).status_code == 200
    # Rewrite the database the way the first release made it.
    engine = create_engine(url)
    old = MetaData()
    first_columns = [c for c in tables_t.columns if c.name not in ("creator", "archived_at", "ai_turn")]
    Table("tt_tables_old", old, *(Column(c.name, c.type, primary_key=c.primary_key) for c in first_columns))
    with engine.begin() as conn:
        old.create_all(conn)
        names = ", ".join(c.name for c in first_columns)
        conn.exec_driver_sql(f"INSERT INTO tt_tables_old ({names}) SELECT {names} FROM tt_tables")
        conn.exec_driver_sql("PRAGMA foreign_keys=OFF")
        conn.exec_driver_sql("DROP TABLE tt_tables")
        conn.exec_driver_sql("ALTER TABLE tt_tables_old RENAME TO tt_tables")
    engine.dispose()
    with client_for(url) as client:
        s = state(client, table, 0, token)
        assert s["n_actions"] == 1
        assert row(url, table)["archived_at"] is None
