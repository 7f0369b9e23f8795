"""Limits: beyond each one the answer is 429 with Retry-After and a sentence; nothing is lost.

Finding: one client created 3,000 four-seat tables in 10 s, and nothing stopped it.
"""

from __future__ import annotations

import json

from tabletome.web.limits import MemoryLimiter

from .conftest import act, client_for, create, wait_turn


def assert_429(r: object, words: str) -> None:
    assert r.status_code == 429, r.text  # type: ignore[attr-defined]
    retry = int(r.headers["retry-after"])  # type: ignore[attr-defined]
    assert retry >= 1
    assert words in r.json()["detail"], r.json()  # type: ignore[attr-defined]


def test_tables_per_client_per_minute(sqlite_url: str) -> None:
    with client_for(sqlite_url, tables_per_minute=3, open_tables_per_client=0) as client:
        for seed in range(3):
            create(client, ["human", "human"], seed=seed)
        r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "human"]})
        assert_429(r, "You have created 3 tables in the last minute")
        assert int(r.headers["retry-after"]) <= 20  # one table's worth of the minute
        assert len(client.get("/api/tables").json()) == 3


def test_open_tables_per_client_and_in_all(sqlite_url: str) -> None:
    with client_for(sqlite_url, tables_per_minute=0, open_tables_per_client=2, open_tables_total=0) as client:
        create(client, ["human", "human"], seed=1)
        create(client, ["human", "human"], seed=2)
        assert_429(
            client.post("/api/tables", json={"game": "hexer", "seats": ["human", "human"]}),
            "already have 2 open tables",
        )
    with client_for(sqlite_url, tables_per_minute=0, open_tables_per_client=0, open_tables_total=2) as client:
        assert_429(
            client.post("/api/tables", json={"game": "hexer", "seats": ["human", "human"]}), "holds 2 open tables"
        )


def test_moves_per_seat_per_second(sqlite_url: str) -> None:
    with client_for(sqlite_url, moves_per_second=1.0) as client:
        made = create(client, ["human", "human"], seed=5)
        table, token = made["table"]["id"], made["token"]
        s = wait_turn(client, table, 0, token)
        answers = [act(client, table, 0, token, "nonsense move") for _ in range(4)]
        assert [r.status_code for r in answers[:2]] == [422, 422]  # a burst of twice the rate passes
        assert_429(answers[2], "Too many actions from this seat")
        assert client.get(f"/api/tables/{table}").json()["n_actions"] == s["n_actions"]


def test_requests_per_client_per_second(sqlite_url: str) -> None:
    with client_for(sqlite_url, requests_per_second=2.0) as client:
        codes = [client.get("/api/health").status_code for _ in range(6)]
        assert codes[:4] == [200] * 4 and 429 in codes[4:]
        r = client.get("/api/games")
        assert_429(r, "Too many requests from this address")
        assert client.get("/").status_code == 200  # pages are not API requests


def test_live_connections_per_client(sqlite_url: str) -> None:
    with client_for(sqlite_url, live_per_client=1) as client:
        made = create(client, ["human", "human"], seed=5)
        table, token = made["table"]["id"], made["token"]
        url = f"/api/tables/{table}/seats/0/live"
        with client.websocket_connect(url) as first:
            first.send_text(json.dumps({"token": token}))
            assert first.receive_json()["seat"] == 0
            with client.websocket_connect(url) as second:
                refused = second.receive_json()
                assert refused["status"] == 429 and "1 live connections" in refused["error"]
        with client.websocket_connect(url) as again:  # the first one closed: room again
            again.send_text(json.dumps({"token": token}))
            assert again.receive_json()["seat"] == 0


def test_limits_can_be_switched_off(sqlite_url: str) -> None:
    with client_for(sqlite_url, tables_per_minute=0, open_tables_per_client=0, requests_per_second=0) as client:
        for seed in range(25):
            create(client, ["human", "human"], seed=seed)


def test_the_rate_limiter_lets_a_burst_through_then_the_steady_rate() -> None:
    limiter = MemoryLimiter()
    waits = [limiter.check("k", rate=2.0, burst=4.0, now=100.0) for _ in range(6)]
    assert waits[:4] == [0.0] * 4 and waits[4] > 0
    assert limiter.check("k", 2.0, 4.0, now=100.0 + waits[4]) == 0.0  # after the wait it passes
    assert limiter.check("other", 2.0, 4.0, now=100.0) == 0.0  # keys are counted apart
