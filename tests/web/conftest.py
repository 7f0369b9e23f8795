"""Web tests: apps on SQLite or PostgreSQL, real server processes, and the services they need.

A test that needs PostgreSQL, Redis or a browser skips with a one-line reason when the service is
missing; with TABLETOME_CI=1 (CI sets it) the same test fails instead, so a green CI run means
every test really ran.
"""

from __future__ import annotations

import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tabletome.web import Settings, create_app

CI = os.environ.get("TABLETOME_CI") == "1"
# One URL for both psycopg (a libpq URI) and the server (postgresql:// means psycopg 3 there).
PG_URL = os.environ.get("TABLETOME_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
PG_CONNINFO = PG_URL
REDIS_URL = os.environ.get("TABLETOME_TEST_REDIS", "redis://127.0.0.1:6379/0")
SERVE_SCRIPT = Path(__file__).with_name("serve_cli.py")
DEADLINE = 60.0  # seconds a wait may last before the test gives up (a hang guard, not a timing check)


def need(problem: str | None, what: str) -> None:
    """Skip with one line when ``problem`` is set; under TABLETOME_CI=1 fail instead."""
    if problem is None:
        return
    reason = f"{what} is not available: {problem}"
    if CI:
        pytest.fail(f"{reason} (TABLETOME_CI=1: a missing service is a failure, not a skip)", pytrace=False)
    pytest.skip(reason)


def postgres_problem() -> str | None:
    try:
        import psycopg

        with psycopg.connect(PG_CONNINFO, connect_timeout=3) as conn:
            conn.execute("select 1")
    except Exception as exc:
        return f"{type(exc).__name__}: {str(exc).strip().splitlines()[0] if str(exc).strip() else ''}"
    return None


def redis_problem() -> str | None:
    try:
        import redis

        client = redis.Redis.from_url(REDIS_URL, socket_connect_timeout=3)
        client.ping()
        client.close()
    except Exception as exc:
        return f"{type(exc).__name__}: {exc}"
    return None


@pytest.fixture
def pg_url() -> Iterator[str]:
    """A PostgreSQL URL whose tables live in a fresh schema, dropped afterwards."""
    need(postgres_problem(), f"PostgreSQL ({PG_CONNINFO})")
    import psycopg

    schema = "tt_test_" + secrets.token_hex(6)
    with psycopg.connect(PG_CONNINFO, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        sep = "&" if "?" in PG_URL else "?"
        yield f"{PG_URL}{sep}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(PG_CONNINFO, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture
def redis_url() -> str:
    need(redis_problem(), f"Redis ({REDIS_URL})")
    return REDIS_URL


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'tabletome.sqlite'}"


#: A decklist's time limit in tests that are not about it: a busy machine reads slowly (the limit
#: itself is tested with a limit no reading can meet).
TEST_DECK_SECONDS = 60.0


def client_for(url: str, **settings: Any) -> TestClient:
    settings.setdefault("deck_seconds", TEST_DECK_SECONDS)
    return TestClient(create_app(Settings(database_url=url, **settings)))


@pytest.fixture
def client(sqlite_url: str) -> Iterator[TestClient]:
    # A test plays faster than any person: the per-seat move limit is tested on its own (test_limits).
    with client_for(sqlite_url, moves_per_second=0) as c:
        yield c


# ------------------------------------------------------------------ talking to a server


def create(client: Any, seats: list[str], seed: int = 7, **extra: Any) -> dict[str, Any]:
    r = client.post("/api/tables", json={"game": "hexer", "seats": seats, "seed": seed, **extra})
    assert r.status_code == 201, r.text
    data: dict[str, Any] = r.json()
    return data


def headers(token: str) -> dict[str, str]:
    return {"X-Seat-Token": token}


def state(client: Any, table: str, seat: int, token: str) -> dict[str, Any]:
    r = client.get(f"/api/tables/{table}/seats/{seat}", headers=headers(token))
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def wait_turn(client: Any, table: str, seat: int, token: str) -> dict[str, Any]:
    """The seat's page once it is its turn or the game is over (the AI seats play meanwhile)."""
    end = time.monotonic() + DEADLINE
    while True:
        s = state(client, table, seat, token)
        if s["your_turn"] or s["outcome"] is not None:
            return s
        if time.monotonic() > end:
            raise AssertionError(f"seat {seat} never got its turn: {s['prompt']}")
        time.sleep(0.01)


def wait_finished(client: Any, table: str) -> dict[str, Any]:
    end = time.monotonic() + DEADLINE
    while True:
        r = client.get(f"/api/tables/{table}")
        assert r.status_code == 200, r.text
        t: dict[str, Any] = r.json()
        if t["status"] == "finished":
            return t
        if time.monotonic() > end:
            raise AssertionError(f"table {table} did not finish: {t}")
        time.sleep(0.02)


def act(client: Any, table: str, seat: int, token: str, action: str, expect: int | None = None) -> Any:
    body: dict[str, Any] = {"action": action}
    if expect is not None:
        body["expect"] = expect
    return client.post(f"/api/tables/{table}/seats/{seat}/actions", json=body, headers=headers(token))


# ------------------------------------------------------------------ real server processes


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


class Server:
    """`tabletome serve` in its own process group, so it (and its workers) can be killed outright."""

    def __init__(self, workdir: Path, *args: str, env: dict[str, str] | None = None) -> None:
        self.workdir = workdir
        self.args = list(args)
        given = {"TABLETOME_DECK_SECONDS": f"{TEST_DECK_SECONDS:g}", **(env or {})}
        self.env = dict(os.environ, TABLETOME_DATA=str(workdir / "data"), **given)
        self.proc: subprocess.Popen[bytes] | None = None
        self.port = 0
        self.log = workdir / f"server-{secrets.token_hex(3)}.log"

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_base(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self) -> Server:
        import httpx2

        self.port = free_port()
        cmd = [sys.executable, str(SERVE_SCRIPT), "--port", str(self.port), *self.args]
        with open(self.log, "ab") as out:
            self.proc = subprocess.Popen(
                cmd, env=self.env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
        end = time.monotonic() + DEADLINE
        while True:
            if self.proc.poll() is not None:
                raise AssertionError(f"the server exited ({self.proc.returncode}): {self.log.read_text()[-2000:]}")
            try:
                if httpx2.get(self.base + "/api/health", timeout=2).status_code == 200:
                    return self
            except httpx2.TransportError:
                pass
            if time.monotonic() > end:
                self.kill()
                raise AssertionError(f"the server did not start: {self.log.read_text()[-2000:]}")
            time.sleep(0.1)

    def kill(self, sig: int = signal.SIGKILL) -> None:
        """Send ``sig`` to the server's own process group (the server and its workers) and wait."""
        if self.proc is None or self.proc.poll() is not None:
            return
        try:
            os.killpg(self.proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(15)

    def stop(self) -> None:
        self.kill(signal.SIGTERM)


@pytest.fixture
def servers(tmp_path: Path) -> Iterator[list[Server]]:
    """Servers a test starts; every one still running is killed at the end."""
    started: list[Server] = []
    try:
        yield started
    finally:
        for s in started:
            s.kill()
