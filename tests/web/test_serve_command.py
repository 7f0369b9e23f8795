"""`tabletome serve` refuses a configuration it cannot run, in one sentence, before starting anything."""

from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx2
import pytest
from typer.testing import CliRunner

from .conftest import DEADLINE, Server
from .serve_cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--workers", "2"], "--workers above 1 needs --redis-url"),
        (["--database-url", "nonsense"], "is not a database URL"),
        (["--database-url", "mysql://root@127.0.0.1/test"], "not supported"),
        (["--redis-url", "redis://127.0.0.1:1/0"], "Redis at redis://127.0.0.1:1/0 does not answer"),
    ],
)
def test_serve_refuses_what_it_cannot_run(tmp_path: Path, args: list[str], words: str) -> None:
    result = runner.invoke(app, ["--port", "1", *args], env={"TABLETOME_DATA": str(tmp_path), "COLUMNS": "200"})
    assert result.exit_code == 1
    assert words in " ".join(result.output.split())


def test_the_default_database_is_a_sqlite_file_under_the_data_directory(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("x")
    result = runner.invoke(app, ["--port", "1"], env={"TABLETOME_DATA": str(blocker / "data"), "COLUMNS": "200"})
    assert result.exit_code == 1
    assert f"The data directory {blocker / 'data'} cannot be created" in " ".join(result.output.split())


def test_a_taken_port_gets_one_sentence_naming_port_and_no_serving_line(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = runner.invoke(app, ["--port", str(port)], env={"TABLETOME_DATA": str(tmp_path), "COLUMNS": "200"})
    said = " ".join(result.output.split())
    assert result.exit_code == 1
    assert f"Port {port} is already in use on 127.0.0.1" in said and "--port" in said
    assert "serving" not in said


def test_two_workers_answer_beside_four_busy_processes(
    tmp_path: Path, servers: list[Server], pg_url: str, redis_url: str
) -> None:
    """On a loaded machine each worker takes seconds to import the web front: uvicorn's own 5 s check
    used to kill them before they answered (--worker-timeout sets it, 60 s by default)."""
    busy = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(4)]
    try:
        server = Server(tmp_path, "--workers", "2", "--database-url", pg_url, "--redis-url", redis_url)
        servers.append(server.start())
        pids: set[int] = set()
        end = time.monotonic() + DEADLINE  # a hang guard: how long the workers take is not the check
        while len(pids) < 2 and time.monotonic() < end:
            with httpx2.Client(base_url=server.base, timeout=DEADLINE) as client:  # a new connection each time
                pids.add(client.get("/api/health").json()["pid"])
        log = server.log.read_text()
        assert "died" not in log and "failed to start" not in log, log[-2000:]
        assert len(pids) == 2, f"{len(pids)} worker answered: {log[-2000:]}"
    finally:
        for p in busy:
            p.kill()
            p.wait()


@pytest.mark.parametrize(("proxies", "third"), [((), 429), (("--forwarded-allow-ips", "127.0.0.1"), 201)])
def test_x_forwarded_for_names_the_client_only_from_a_configured_proxy(
    tmp_path: Path, servers: list[Server], proxies: tuple[str, ...], third: int
) -> None:
    """A client sending its own X-Forwarded-For must not escape the per-client limits (uvicorn
    trusts 127.0.0.1 by default); behind a proxy given by --forwarded-allow-ips the header counts."""
    server = Server(tmp_path, *proxies, env={"TABLETOME_TABLES_PER_MINUTE": "2"})
    servers.append(server.start())
    body = {"game": "crazy_eights", "seats": ["human", "heuristic"], "seed": 1}
    with httpx2.Client(base_url=server.base, timeout=30) as client:
        codes = [
            client.post("/api/tables", json=body, headers={"X-Forwarded-For": f"203.0.113.{i}"}).status_code
            for i in range(3)
        ]
    assert codes == [201, 201, third]
