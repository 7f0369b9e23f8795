"""Several server processes on one PostgreSQL, live updates between them through Redis.

Needs PostgreSQL and Redis: skipped with one line without them, a failure under TABLETOME_CI=1.
The servers never poll the database here (TABLETOME_POLL_SECONDS=0), so a push can only come
through Redis.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx2
import pytest
from sqlalchemy import text
from websockets.sync.client import ClientConnection, connect

from tabletome.web.store import Store

from .conftest import DEADLINE, Server, act, create, state, wait_turn

QUIET = {"TABLETOME_POLL_SECONDS": "0"}


@contextmanager
def listen(server: Server, table: str, seat: int, token: str) -> Iterator[ClientConnection]:
    """A seat's live socket on ``server``, the way the page opens it."""
    url = f"{server.ws_base}/api/tables/{table}/seats/{seat}/live"
    with connect(url, max_size=2**22, open_timeout=DEADLINE) as ws:
        ws.send(json.dumps({"token": token}))
        yield ws


def receive_until(ws: ClientConnection, n_actions: int) -> dict[str, Any]:
    """Pushed pages until one shows at least ``n_actions`` actions."""
    while True:
        page: dict[str, Any] = json.loads(ws.recv(timeout=DEADLINE))
        assert "error" not in page, page
        if page["n_actions"] >= n_actions:
            return page


def test_a_move_through_one_server_reaches_a_seat_watching_another(
    tmp_path: Path, servers: list[Server], pg_url: str, redis_url: str
) -> None:
    a = Server(tmp_path, "--database-url", pg_url, "--redis-url", redis_url, env=QUIET)
    b = Server(tmp_path, "--database-url", pg_url, "--redis-url", redis_url, env=QUIET)
    servers += [a.start(), b.start()]
    with httpx2.Client(base_url=a.base, timeout=30) as ca, httpx2.Client(base_url=b.base, timeout=30) as cb:
        made = create(ca, ["human", "human", "heuristic"], seed=6)
        table, token0 = made["table"]["id"], made["token"]
        joined = cb.post(f"/api/tables/{table}/seats/1/join")  # b has never seen this table
        assert joined.status_code == 200, joined.text
        token1 = joined.json()["token"]
        assert state(ca, table, 1, token1)["seat"] == 1  # and a accepts the token b handed out
        with listen(b, table, 1, token1) as watcher:  # seat 1 watches through server b
            first = receive_until(watcher, 0)
            assert first["seat"] == 1 and first["view"]["you"] == "blue"
            pushed_through_redis = 0
            for _ in range(60):
                mover = state(ca, table, 0, token0)["to_move"]
                if mover == 0:  # seat 0 plays through server a ...
                    s = wait_turn(ca, table, 0, token0)
                    r = act(ca, table, 0, token0, s["legal"][0]["action"], expect=s["n_actions"])
                    assert r.status_code == 200, r.text
                    done = r.json()
                    # ... and seat 1, connected to server b, sees it without asking.
                    page = receive_until(watcher, done["n_actions"])
                    assert page["view"]["investigators"][0] == done["view"]["investigators"][0]
                    pushed_through_redis += 1
                    if pushed_through_redis == 3:
                        break
                elif mover == 1:
                    s = wait_turn(cb, table, 1, token1)
                    assert act(cb, table, 1, token1, s["legal"][0]["action"]).status_code == 200
                else:
                    assert mover is not None, "the game ended too soon for this test"
                    time.sleep(0.02)  # the AI seat is playing
            assert pushed_through_redis == 3


def test_the_same_move_sent_to_two_servers_at_once_is_played_once(
    tmp_path: Path, servers: list[Server], pg_url: str, redis_url: str
) -> None:
    a = Server(tmp_path, "--database-url", pg_url, "--redis-url", redis_url, env=QUIET)
    b = Server(tmp_path, "--database-url", pg_url, "--redis-url", redis_url, env=QUIET)
    servers += [a.start(), b.start()]
    with httpx2.Client(base_url=a.base, timeout=30) as ca, httpx2.Client(base_url=b.base, timeout=30) as cb:
        made = create(ca, ["human", "heuristic"], seed=2)
        table, token = made["table"]["id"], made["token"]
        for _round in range(4):
            s = wait_turn(ca, table, 0, token)
            assert s["outcome"] is None
            assert state(cb, table, 0, token)["n_actions"] == s["n_actions"]
            barrier = threading.Barrier(2)
            answers: dict[str, Any] = {}

            def send(
                name: str,
                client: httpx2.Client,
                action: str,
                barrier: threading.Barrier = barrier,
                answers: dict[str, Any] = answers,
            ) -> None:
                barrier.wait()
                answers[name] = act(client, table, 0, token, action)

            moves = [x["action"] for x in s["legal"]]
            threads = [
                threading.Thread(target=send, args=("a", ca, moves[0])),
                threading.Thread(target=send, args=("b", cb, moves[-1])),
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            played = [moves[0] if name == "a" else moves[-1] for name, r in answers.items() if r.status_code == 200]
            refused = [r for r in answers.values() if r.status_code != 200]
            assert played and all(r.status_code in (409, 422) for r in refused), answers
            store = Store(pg_url)
            try:
                with store.engine.connect() as conn:
                    n = conn.execute(text("select n_actions from tt_tables where id = :t"), {"t": table}).scalar()
                    log = dict(
                        conn.execute(text("select idx, text from tt_actions where table_id = :t"), {"t": table}).all()
                    )
            finally:
                store.dispose()
            assert sorted(log) == list(range(n))  # one log: no fork, no gap
            assert sorted(log[s["n_actions"] + i] for i in range(len(played))) == sorted(played)
            if len(played) == 1:  # the loser was told why, in a sentence
                assert refused[0].json()["detail"]
            # Once the AI seat has played (it may be either server), both show the same table.
            settled = wait_turn(ca, table, 0, token)
            assert state(cb, table, 0, token)["view"] == settled["view"]


@pytest.mark.parametrize("workers", [2])
def test_serve_with_workers_keeps_every_connection_live(
    tmp_path: Path, servers: list[Server], pg_url: str, redis_url: str, workers: int
) -> None:
    server = Server(tmp_path, "--workers", str(workers), "--database-url", pg_url, "--redis-url", redis_url, env=QUIET)
    servers.append(server.start())
    with httpx2.Client(base_url=server.base, timeout=30) as c:
        made = create(c, ["human", "human", "heuristic"], seed=6)
        table, token0 = made["table"]["id"], made["token"]
        token1 = c.post(f"/api/tables/{table}/seats/1/join").json()["token"]
        with ExitStack() as stack:
            watchers = [stack.enter_context(listen(server, table, 1, token1)) for _ in range(6)]  # over the workers
            for w in watchers:
                receive_until(w, 0)
            while (mover := state(c, table, 0, token0)["to_move"]) != 0:
                if mover == 1:
                    s = wait_turn(c, table, 1, token1)
                    assert act(c, table, 1, token1, s["legal"][0]["action"]).status_code == 200
                else:
                    wait_turn(c, table, 0, token0)
            s = wait_turn(c, table, 0, token0)
            r = act(c, table, 0, token0, s["legal"][0]["action"])
            assert r.status_code == 200
            for w in watchers:
                assert receive_until(w, r.json()["n_actions"])["seat"] == 1
