"""A hostile client against the server: every finding of the attack becomes a test here.

Findings: an uploaded edition froze the event loop (quadratic TOML on a long dotted key) or
crashed the request (deep nesting, a 59,000-digit integer) with a 500; a NUL in a table name gave
503 on PostgreSQL and 201 on SQLite; bodies that Python's JSON cannot read were 500s.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import httpx2
import pytest
from fastapi.testclient import TestClient

from .conftest import DEADLINE, Server, client_for, create, headers

DEEP = 20_000

HOSTILE_EDITIONS = {
    "a long dotted key": ("a." * 20_000 + "a = 1", "has a key of"),
    "a long table header": ("[" + "a." * 20_000 + "a]\nx = 1", "has a key of"),
    "deeply nested arrays": ("a = " + "[" * DEEP + "]" * DEEP, "nests deeper than"),
    "deeply nested inline tables": ("a = " + "{b=" * 5000 + "1" + "}" * 5000, "nests deeper than"),
    "deeply nested JSON arrays": ('{"a": ' + "[" * DEEP + "]" * DEEP + "}", "nests deeper than"),
    "deeply nested JSON objects": ('{"a": ' + '{"b": ' * 5000 + "1" + "}" * 5001, "nests deeper than"),
    "a 59,000-digit integer in TOML": ("a = " + "9" * 59_000, "has a number of 59,000 digits"),
    "a 59,000-digit integer in JSON": ('{"a": ' + "9" * 59_000 + "}", "has a number of 59,000 digits"),
    "too many keys": ("a=1\n" * 10_001, "keys"),
}


@pytest.mark.parametrize("name", list(HOSTILE_EDITIONS))
def test_a_hostile_edition_is_refused_in_one_sentence_naming_the_limit(client: TestClient, name: str) -> None:
    text, words = HOSTILE_EDITIONS[name]
    before = len(client.get("/api/tables").json())
    r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "human"], "edition": text})
    assert r.status_code == 422, (name, r.status_code, r.text[:300])
    detail = r.json()["detail"]
    assert detail.startswith("The uploaded edition cannot be used:") and words in detail, detail
    assert "limit" in detail
    assert len(client.get("/api/tables").json()) == before  # nothing was made


def test_the_server_answers_other_requests_while_an_edition_is_being_parsed(sqlite_url: str) -> None:
    """A file the pre-scan lets through (its limits raised here) but that parses slowly runs in a
    worker process killed at the time limit; meanwhile health requests are answered."""
    slow = "a." * 29_990 + "a = 1"  # quadratic in Python's TOML parser: some 20 s, far beyond the limit
    with client_for(
        sqlite_url, edition_key_length=100_000, edition_depth=100_000, edition_seconds=1.0, requests_per_second=0
    ) as client:
        result: dict[str, Any] = {}

        def upload() -> None:
            result["r"] = client.post(
                "/api/tables", json={"game": "hexer", "seats": ["human", "human"], "edition": slow}
            )

        t = threading.Thread(target=upload)
        t.start()
        answered_meanwhile = 0
        end = time.monotonic() + DEADLINE
        while t.is_alive() and time.monotonic() < end:
            if client.get("/api/health").status_code == 200 and t.is_alive():
                answered_meanwhile += 1
        t.join()
        r = result["r"]
        assert r.status_code == 422 and "took longer than the time limit of 1 second" in r.json()["detail"], r.text
        assert answered_meanwhile >= 3, answered_meanwhile
        # The parser was replaced: a good edition still works afterwards.
        from tabletome.games.hexer import GAME

        good = json.dumps(GAME.default_edition().data)
        made = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "human"], "edition": good})
        assert made.status_code == 201, made.text


BAD_NAMES = ["a\x00b", "tab\tle", "\x1b[31mred", "bell\x07"]


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'hostile.sqlite'}"
    url: str = request.getfixturevalue("pg_url")
    return url


@pytest.mark.parametrize("name", BAD_NAMES)
def test_control_characters_in_a_name_are_422_on_every_database(any_db: str, name: str) -> None:
    with client_for(any_db) as client:
        r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "human"], "name": name})
        assert r.status_code == 422, r.text
        assert r.json()["detail"] == "Invalid request: name: the name may not contain control characters."
        assert client.get("/api/tables").json() == []


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"game": "hexer", "seats": ["human", "hu\x00man"]}, "seats[1]"),
        ({"game": "hexer", "seats": ["human", "human"], "options": {"san\x00ity": 5}}, "options"),
        ({"game": "hexer", "seats": ["human", "human"], "options": {"sanity": "5\x00"}}, "options.sanity"),
        ({"game": "hexer", "seats": ["human", "human"], "edition": 'x = "\x00"'}, "edition"),
        ({"game": "hexer", "seats": ["human", "human"], "seed": 2**64}, "seed"),
        ({"game": "hexer", "seats": ["human", "human"], "join": 10**30}, "join"),
        ({"game": "hex\x00er", "seats": ["human", "human"]}, "game"),
    ],
)
def test_every_input_of_a_new_table_is_checked_at_the_edge(any_db: str, body: dict[str, Any], field: str) -> None:
    with client_for(any_db) as client:
        r = client.post("/api/tables", json=body)
        assert r.status_code == 422, r.text
        assert r.json()["detail"].startswith(f"Invalid request: {field}"), r.json()["detail"]


def test_an_action_or_token_with_control_characters_is_4xx_and_changes_nothing(any_db: str) -> None:
    with client_for(any_db) as client:
        made = create(client, ["human", "human"], seed=3)
        table, token = made["table"]["id"], made["token"]
        r = client.post(f"/api/tables/{table}/seats/0/actions", json={"action": "move\x001"}, headers=headers(token))
        assert r.status_code == 422 and "control characters" in r.json()["detail"]
        r = client.get(f"/api/tables/{table}/seats/0", headers={"X-Seat-Token": "x" * 201})
        assert r.status_code == 422
        assert client.get(f"/api/tables/{table}").json()["n_actions"] == 0


@pytest.mark.parametrize(
    "body",
    [
        b'{"game": ' + b"[" * DEEP + b"]" * DEEP + b"}",
        b'{"game": "hexer", "seats": ["human", "human"], "seed": ' + b"9" * 50_000 + b"}",
    ],
    ids=["deep", "long-number"],
)
def test_a_body_python_cannot_read_as_json_is_400(client: TestClient, body: bytes) -> None:
    r = client.post("/api/tables", content=body, headers={"content-type": "application/json"})
    assert r.status_code == 400
    assert r.json()["detail"].startswith("The request body cannot be read as JSON")


def test_hostile_requests_never_crash_a_real_server_or_its_keep_alive_connection(
    tmp_path: Path, servers: list[Server]
) -> None:
    """Before: RecursionError and ValueError escaped as 500s, uvicorn logged "Exception in ASGI
    application" and dropped the connection. Now each is a 4xx and the same connection goes on."""
    server = Server(tmp_path)
    servers.append(server.start())
    hostile: list[tuple[str, bytes]] = [
        (
            "edition-deep",
            json.dumps({"game": "hexer", "seats": ["human"] * 2, "edition": "a = " + "[" * 9000 + "]" * 9000}).encode(),
        ),
        (
            "edition-number",
            json.dumps({"game": "hexer", "seats": ["human"] * 2, "edition": "a = " + "9" * 59_000}).encode(),
        ),
        (
            "edition-dotted",
            json.dumps({"game": "hexer", "seats": ["human"] * 2, "edition": "a." * 20_000 + "a = 1"}).encode(),
        ),
        ("body-deep", b'{"game": ' + b"[" * DEEP + b"]" * DEEP + b"}"),
        ("body-number", b'{"game": "hexer", "seats": ["human"], "seed": ' + b"9" * 50_000 + b"}"),
        ("name-nul", b'{"game": "hexer", "seats": ["human", "human"], "name": "a\\u0000b"}'),
    ]
    with httpx2.Client(base_url=server.base, timeout=30, limits=httpx2.Limits(max_connections=1)) as c:
        for name, body in hostile:
            r = c.post("/api/tables", content=body, headers={"content-type": "application/json"})
            assert 400 <= r.status_code < 500, (name, r.status_code, r.text[:200])
            assert r.json()["detail"], name
        assert c.get("/api/health").status_code == 200
    log = server.log.read_text()
    assert "Exception in ASGI application" not in log and "Traceback" not in log, log[-3000:]
