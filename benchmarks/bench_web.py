"""Web server latency under load: many Hexer tables at once, AI seats and one scripted human each.

Starts `tabletome serve` on loopback (a SQLite file in a temporary directory unless --database-url
is given), creates the tables (one human and two heuristic seats), and runs one scripted human
client per table: it listens on its seat's WebSocket and, on its turn, plays a legal action through
the JSON API. The figure is the human action's round trip: from sending the action until the
answer, which comes once the action is written to the database (AI think time is not in it).

Prints one JSON object as its LAST line:
{"tables": 100, "actions": ..., "p50_ms": ..., "p99_ms": ..., "errors": 0, ...}

Usage: python benchmarks/bench_web.py [--tables 100] [--actions-per-table 30] [--database-url URL]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2
from websockets.asyncio.client import connect


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start_server(port: int, data: Path, database_url: str | None) -> subprocess.Popen[bytes]:
    env = dict(os.environ, TABLETOME_DATA=str(data))
    code = (
        "from tabletome.cli.serve import serve; "
        f"serve(host='127.0.0.1', port={port}, database_url={database_url!r}, workers=1, redis_url=None)"
    )
    return subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


async def wait_up(base: str, proc: subprocess.Popen[bytes]) -> None:
    async with httpx2.AsyncClient() as client:
        for _ in range(300):
            if proc.poll() is not None:
                raise SystemExit(f"the server exited: {proc.stderr.read().decode() if proc.stderr else ''}")
            try:
                if (await client.get(base + "/api/health")).status_code == 200:
                    return
            except httpx2.TransportError:
                pass
            await asyncio.sleep(0.1)
    raise SystemExit("the server did not start")


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.server: list[float] = []  # the same actions, as timed inside the server
        self.errors: list[str] = []
        self.finished = 0


async def human(base: str, ws_base: str, i: int, budget: int, think: float, stats: Stats) -> None:
    # One client (one keep-alive connection) per player, like one browser per person.
    async with httpx2.AsyncClient(timeout=60) as client:
        await play(base, ws_base, i, budget, think, stats, client)


async def play(
    base: str, ws_base: str, i: int, budget: int, think: float, stats: Stats, client: httpx2.AsyncClient
) -> None:
    rng = random.Random(i)
    r = await client.post(
        base + "/api/tables",
        json={"game": "hexer", "seats": ["human", "heuristic", "heuristic"], "seed": i, "name": f"bench {i}"},
    )
    if r.status_code != 201:
        stats.errors.append(f"create {r.status_code}: {r.text[:200]}")
        return
    created = r.json()
    table, seat, token = created["table"]["id"], created["seat"], created["token"]
    headers = {"X-Seat-Token": token}
    played = 0
    async with connect(f"{ws_base}/api/tables/{table}/seats/{seat}/live", max_size=2**22) as ws:
        await ws.send(json.dumps({"token": token}))
        payload: dict[str, Any] = json.loads(await ws.recv())
        while played < budget:
            if payload.get("error"):
                stats.errors.append(str(payload["error"]))
                return
            if payload["outcome"] is not None:
                stats.finished += 1
                return
            if not payload["your_turn"]:
                newer = json.loads(await asyncio.wait_for(ws.recv(), 60))
                if newer.get("n_actions", -1) >= payload["n_actions"]:
                    payload = newer
                continue
            action = rng.choice(payload["legal"])["action"]
            if think > 0:  # a person reads the board before clicking
                await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
            t0 = time.perf_counter()
            r = await client.post(
                f"{base}/api/tables/{table}/seats/{seat}/actions",
                json={"action": action, "expect": payload["n_actions"]},
                headers=headers,
            )
            stats.latencies.append(time.perf_counter() - t0)
            timing = r.headers.get("server-timing", "")
            if timing.startswith("act;dur="):
                stats.server.append(float(timing[len("act;dur=") :]) / 1000)
            played += 1
            if r.status_code != 200:
                stats.errors.append(f"act {r.status_code}: {r.text[:200]}")
                return
            payload = r.json()


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of a process (Linux /proc; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = min(len(s) - 1, max(0, round(q * (len(s) - 1))))
    return s[k]


async def run(args: argparse.Namespace) -> dict[str, Any]:
    port = free_port()
    base, ws_base = f"http://127.0.0.1:{port}", f"ws://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory(prefix="tt-bench-") as tmp:
        proc = start_server(port, Path(tmp), args.database_url)
        try:
            await wait_up(base, proc)
            stats = Stats()
            t0 = time.perf_counter()
            await asyncio.gather(
                *(human(base, ws_base, i, args.actions_per_table, args.think, stats) for i in range(args.tables))
            )
            wall = time.perf_counter() - t0
            server_cpu = cpu_seconds(proc.pid)
            async with httpx2.AsyncClient() as client:
                tables = (await client.get(f"{base}/api/tables?limit=200")).json()
            all_actions = sum(t["n_actions"] for t in tables)
        finally:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    ms = [x * 1000 for x in stats.latencies]
    for e in stats.errors[:5]:
        print("error:", e, file=sys.stderr)
    return {
        "tables": args.tables,
        "actions": len(ms),
        "p50_ms": round(percentile(ms, 0.50), 2),
        "p99_ms": round(percentile(ms, 0.99), 2),
        "max_ms": round(max(ms), 2) if ms else None,
        "server_p50_ms": round(percentile([x * 1000 for x in stats.server], 0.50), 2),
        "server_p99_ms": round(percentile([x * 1000 for x in stats.server], 0.99), 2),
        "errors": len(stats.errors),
        "games_finished": stats.finished,
        "all_actions": all_actions,
        "server_cpu_ms_per_action": round(1000 * server_cpu / all_actions, 2) if server_cpu and all_actions else None,
        "think_s": args.think,
        "wall_s": round(wall, 1),
        "database": "sqlite" if args.database_url is None else args.database_url.split(":", 1)[0],
        # Other work on the machine shows up in every figure above: the load it was measured under.
        "loadavg_1m": os.getloadavg()[0] if hasattr(os, "getloadavg") else None,
        "cpus": os.cpu_count(),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--actions-per-table", type=int, default=30, help="human actions per table at most")
    parser.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="a scripted human's mean pause before each action, in seconds (0: act at once, flat out)",
    )
    parser.add_argument("--database-url", default=None)
    args = parser.parse_args()
    print(json.dumps(asyncio.run(run(args))))


if __name__ == "__main__":
    main()
