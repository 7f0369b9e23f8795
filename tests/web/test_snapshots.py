"""A table comes back into memory from its latest kept position and the actions after it (issue
34): the same game as its whole log replayed, and an undo drops the positions it passed."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from tabletome.engine.record import Record

from .conftest import DEADLINE, client_for, wait_finished


def kept(store: Any, table: str, at_least: int) -> Any:
    """The table as stored once its latest position (at ``at_least`` actions or more) is kept: the position
    is written after the moves, so a finished table may still be writing it."""
    end = time.monotonic() + DEADLINE
    while True:
        loaded = store.load(table)
        if loaded.snapshot is not None and loaded.snapshot[0] >= at_least:
            return loaded
        assert time.monotonic() < end, f"no position kept at {at_least} actions or more: {loaded.snapshot}"
        time.sleep(0.02)


def test_a_table_comes_back_from_its_latest_position_as_the_same_game(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = f"sqlite:///{tmp_path / 'snap.sqlite'}"
    with client_for(url, snapshot_every=7) as first:
        r = first.post("/api/tables", json={"game": "crazy_eights", "seats": ["heuristic"] * 3, "seed": 3})
        assert r.status_code == 201, r.text
        table = r.json()["table"]["id"]
        n = wait_finished(first, table)["n_actions"]
        store = first.app.state.manager.store  # type: ignore[attr-defined]
        loaded = kept(store, table, n // 7 * 7)
        assert loaded.snapshot[0] <= n  # AI moves come in batches
    replays: list[Any] = []
    real = Record.replay

    def counted(self: Record, *args: Any, **kwargs: Any) -> Any:
        replays.append(args)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Record, "replay", counted)
    with client_for(url, snapshot_every=7) as second:
        assert second.get(f"/api/tables/{table}").status_code == 200
        rt = second.app.state.manager.tables[table]  # type: ignore[attr-defined]
        assert replays == []  # it came back from the position, not from the whole log
        whole = real(rt.record, narrate=True)
        assert rt.state.position() == whole.position()


def test_an_undo_drops_the_positions_it_passed(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'undo.sqlite'}"
    with client_for(url, snapshot_every=4) as client:
        r = client.post("/api/tables", json={"game": "crazy_eights", "seats": ["heuristic"] * 3, "seed": 5})
        table = r.json()["table"]["id"]
        n = wait_finished(client, table)["n_actions"]
        store = client.app.state.manager.store  # type: ignore[attr-defined]
        at = kept(store, table, n // 4 * 4).snapshot[0]
        assert store.take_back(table, at - 1, n, 0, False)
        assert store.load(table).snapshot is None  # it described actions no longer in the log
        store.keep_snapshot(table, at, "1", "{}")  # a position past the log's end is not kept
        assert store.load(table).snapshot is None
