"""Nothing acknowledged is lost: a real server killed with SIGKILL mid-game, started again."""

from __future__ import annotations

import signal
import sqlite3
from pathlib import Path

import httpx2

from .conftest import Server, act, create, state, wait_turn


def test_sigkill_mid_game_loses_no_acknowledged_action_and_play_goes_on(tmp_path: Path, servers: list[Server]) -> None:
    first = Server(tmp_path)  # the default storage: a SQLite file under $TABLETOME_DATA
    servers.append(first.start())
    acknowledged: list[tuple[int, str]] = []
    with httpx2.Client(base_url=first.base, timeout=30) as c:
        made = create(c, ["human", "heuristic", "heuristic"], seed=8)
        table, token = made["table"]["id"], made["token"]
        while len(acknowledged) < 8:
            s = wait_turn(c, table, 0, token)
            assert s["outcome"] is None, "the game ended too soon for this test; pick another seed"
            action = s["legal"][len(acknowledged) % len(s["legal"])]["action"]
            r = act(c, table, 0, token, action, expect=s["n_actions"])
            assert r.status_code == 200, r.text
            acknowledged.append((r.json()["n_actions"] - 1, action))
    # Killed right after an answer, while the AI seats are playing: no shutdown code runs.
    first.kill(signal.SIGKILL)
    assert first.proc is not None and first.proc.returncode == -signal.SIGKILL
    database = tmp_path / "data" / "tabletome.sqlite"
    assert database.exists()

    second = Server(tmp_path)
    servers.append(second.start())
    with httpx2.Client(base_url=second.base, timeout=30) as c:
        s = state(c, table, 0, token)
        assert s["n_actions"] >= acknowledged[-1][0] + 1
        with sqlite3.connect(database) as db:
            log = dict(db.execute("select idx, text from tt_actions where table_id = ?", (table,)).fetchall())
        for index, action in acknowledged:
            assert log[index] == action
        assert len(log) == s["n_actions"]
        # ... and the game goes on where it was.
        s = wait_turn(c, table, 0, token)
        r = act(c, table, 0, token, s["legal"][0]["action"], expect=s["n_actions"])
        assert r.status_code == 200 and r.json()["n_actions"] == s["n_actions"] + 1
