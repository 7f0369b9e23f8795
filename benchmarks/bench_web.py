"""Web server benchmarks: AI-seat latency, throughput, fairness to people, takeover after a crash.

They measure action latency at tables with AI seats, throughput under many clients, whether the
AI threads keep people's tables on time, and how fast a table moves on when its process dies.

Four scenarios, chosen with --scenario: `tables` (the default, the original benchmark), `scale`,
`fair`, `takeover`, or `all` (every one, in that order). Each starts its own `tabletome serve`
processes on loopback (`python -m tabletome serve`, each in its own process group, so that every
worker can be found and stopped), with the server's per-client limits switched off (one benchmark
client stands for many people at one address). --server-env KEY=VALUE (repeatable) adds to the
servers' environment (every server setting is an environment variable TABLETOME_<NAME>).

tables  100 Hexer tables at once, one human and two heuristic AI seats each (a SQLite file in a
        temporary directory unless --database-url is given). One scripted human client per table
        listens on its seat's WebSocket and, on its turn, plays a legal action through the JSON API.
        The figure is the human action's round trip: from sending the action until the answer,
        which comes once the action is written to the database (AI think time is not in it).

scale   --scale-tables (200) Hexer tables with two human seats each (no AI seats, so the server's
        CPU goes to requests only), their seats spread over --clients (64) concurrent clients in
        this one process. A client is a coroutine with one keep-alive HTTP/1.1 connection (a minimal
        client on asyncio streams: this machine's cores are shared with the server, so the client
        must be cheap) that loops over its seats: it reads the seat (GET /api/tables/{id}/seats/{seat})
        and, on its turn, plays one of the legal actions, chosen by its own seeded random, with the
        `expect` it saw. 409/422 answers (the picture was stale) are counted apart, not as errors; a
        finished table is replaced by a new one, so the load stays constant. After --warmup seconds
        it measures for --seconds: requests/s; p50 and p99 latency of all requests and of actions;
        the server's CPU per request (utime+stime of every process of the server's process group,
        read from /proc at the start and the end of the window); peak memory (VmHWM summed over
        those processes, MiB); errors (5xx answers and transport errors); 429s; and the client's
        own CPU (`client_cpu_share` near 1.0 means the client, not the server, was the limit).
        `services_cpu_ms_per_request` is the CPU of every postgres and redis-server process on the
        machine over the window, per request (it includes anyone else's use of those services).
        --configs picks the servers, each measured in turn:
          sqlite  the default SQLite file in a temporary directory, one worker;
          pg      PostgreSQL (--pg-url), one worker, in a fresh schema dropped afterwards;
          pg2     PostgreSQL and Redis (--redis-url), two workers.

fair    The claim: an AI seat at a person's table never falls back to a random move because of
        other tables' load. One server (SQLite), measured twice, each time fresh: a baseline with
        the person's table alone, then with --fair-tables (40) all-AI Hexer tables of two --fair-ai
        (ismcts) seats each, created first (nobody sits at them) and left to play --fair-warmup (5)
        seconds. The person's table is {"seats": ["human", AI], "seed": 1}; the person plays
        --fair-moves (15) legal actions through the JSON API: GET the seat page (X-Seat-Token) until
        `your_turn`, POST one action (a finished game is followed by a new table, seed + 1). Per AI
        reply (an action answer that leaves the AI to move; Hexer turns are several actions, so 15
        moves bring about 6 replies): the wait from the action's answer until the page shows the
        person's turn again (reads every --fair-poll, 0.02 s, apart: the resolution), p50/p99/max.
        `fallback_replies`: replies whose page carries the note "... did not decide within ..."
        (the AI played a random move); the note stays once set, so this counts the replies from
        the first fallback on, and must be 0. Over the person's window: how many all-AI tables made
        progress (n_actions grew, from GET /api/tables/{id}), their actions/s, and the server's
        CPU cores busy. The server's think time is TABLETOME_AI_THINK (0.8 s) and its deadline
        TABLETOME_AI_DEADLINE (2 s); ismcts stops at 1000 iterations and as soon as its decision is
        settled, so it mostly decides well within the think time.

takeover  The time for another process to take a table over after its owner dies. Two `tabletome
        serve` processes, A and B (separate process groups, started one after the other), on one
        fresh PostgreSQL schema (--pg-url, dropped afterwards) and one Redis (--redis-url) with a
        key prefix of their own (its keys deleted afterwards); TABLETOME_LEASE_SECONDS is
        --lease-seconds (3). --takeover-tables (20) two-human Hexer tables are created through A
        (seat 0), joined through B (seat 1) and played --takeover-moves (4) actions through B
        (forwarded to A, the owner; too few requests for the table to move to B). Then A's process
        group gets SIGKILL and at once, through B, for every table: GET the seat to move until it
        answers 200, then POST one action (until acknowledged). Per table, from the kill: until the
        first 200 read and until the first acknowledged action (p50/max). Every acknowledged
        (index, action) pair, before and after the kill, is compared with the action log in
        PostgreSQL (tt_actions): `lost_moves` must be 0. /api/health `tables` (held in memory) of
        A and B before, and of B after. The untouched variant: a new A makes --takeover-ai-tables
        (3) all-AI tables of --takeover-ai-seats (ismcts,ismcts), lets them play
        --takeover-ai-run (1) s and dies; nobody requests them, so B's background resumer must
        find them (after the lease lapses and TABLETOME_RESUME_SECONDS, 5 s, without a write;
        it looks every 5 s): seconds from the kill until their n_actions in tt_tables grows again
        (read in PostgreSQL every 0.1 s; that includes one AI decision). heuristic,heuristic
        plays a whole Hexer game in about 0.1 s: with it, use --takeover-ai-run 0 (A dies right
        after the tables are made), and `finished_before_kill` tells whether any was over already.

Progress goes to stderr. The LAST line of stdout is one JSON object:
  tables:   {"scenario": "tables", "tables": 100, "actions": ..., "p50_ms": ..., "p99_ms": ..., ...}
  scale:    {"scenario": "scale", "scale": {"tables": 200, "clients": 64, ...},
             "configs": {"sqlite": {...}, "pg": {...},
                         "pg2": {..., "cpu_per_request_vs_pg": ..., "throughput_vs_pg": ...}}}
  fair:     {"scenario": "fair", "fair": {"moves": 15, "ai": "ismcts", "think_s": ..., "deadline_s": ...,
             "baseline": {"ai_replies": ..., "reply_p50_s": ..., "reply_p99_s": ..., "reply_max_s": ...,
                          "fallback_replies": 0, "all_ai_progressed": ..., "all_ai_actions_per_s": ...,
                          "server_cores_busy": ..., ...},
             "loaded": {the same, with "all_ai_tables": 40}}}
  takeover: {"scenario": "takeover", "takeover": {"lease_s": 3, "resume_s": 5, ...,
             "touched": {"read_p50_s": ..., "read_max_s": ..., "move_p50_s": ..., "move_max_s": ...,
                         "acknowledged_moves": ..., "lost_moves": 0, "b_tables_after": 20, ...},
             "untouched": {"resume_p50_s": ..., "resume_max_s": ..., "finished_before_kill": 0, ...}}}
  all:      the keys of every one, with "scenario": "all".

Usage: python benchmarks/bench_web.py [--scenario tables|scale|fair|takeover|all]
         [--tables 100] [--actions-per-table 30] [--think 1.0] [--database-url URL]       (tables)
         [--scale-tables 200] [--clients 64] [--seconds 20] [--warmup 5] [--configs sqlite,pg,pg2]
         [--pg-url URL] [--redis-url URL]                                       (scale, takeover)
         [--fair-tables 40] [--fair-moves 15] [--fair-warmup 5] [--fair-poll 0.02]
         [--fair-ai ismcts]                                                               (fair)
         [--takeover-tables 20] [--takeover-moves 4] [--lease-seconds 3]
         [--takeover-ai-tables 3] [--takeover-ai-seats ismcts,ismcts] [--takeover-ai-run 1]
         [--takeover-timeout 60]                                                      (takeover)
         [--server-env KEY=VALUE ...]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import random
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2
import psycopg
import redis
from websockets.asyncio.client import connect

PG_URL = os.environ.get("TABLETOME_TEST_POSTGRES", "postgresql://postgres@127.0.0.1:5432/test")
REDIS_URL = os.environ.get("TABLETOME_TEST_REDIS", "redis://127.0.0.1:6379/0")
CONFIGS = ("sqlite", "pg", "pg2")
REQUEST_TIMEOUT = 30.0  # seconds; a request slower than this counts as a transport error
TOKEN_HEADER = "X-Seat-Token"


def log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


# ------------------------------------------------------------------ a minimal HTTP/1.1 client


class HttpConn:
    """One keep-alive HTTP/1.1 connection: requests with Content-Length bodies, nothing else."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(
        self, method: str, path: str, body: Any = None, headers: dict[str, str] | None = None
    ) -> tuple[int, bytes]:
        """Send one request and read its answer: (status, body). A broken connection raises."""
        if self.reader is None or self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        data = b"" if body is None else json.dumps(body).encode()
        head = f"{method} {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\nContent-Length: {len(data)}\r\n"
        if body is not None:
            head += "Content-Type: application/json\r\n"
        head += "".join(f"{k}: {v}\r\n" for k, v in (headers or {}).items())
        self.writer.write(head.encode() + b"\r\n" + data)
        status, length, close = parse_head(await self.reader.readuntil(b"\r\n\r\n"))
        payload = await self.reader.readexactly(length)
        if close:
            self.close()
        return status, payload

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


def parse_head(raw: bytes) -> tuple[int, int, bool]:
    """(status, Content-Length, whether the server closes the connection) of a response head."""
    lines = raw.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ", 2)[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip().lower()
    if "content-length" not in headers:
        raise ValueError(f"an answer without Content-Length: {lines[0]}")
    return status, int(headers["content-length"]), headers.get("connection") == "close"


# ------------------------------------------------------------------ server processes and /proc


class Server:
    """`tabletome serve` on loopback, in its own process group; its output goes to a log file."""

    def __init__(self, workdir: Path, args: list[str], env: dict[str, str]) -> None:
        self.port = free_port()
        self.log = workdir / "server.log"
        cmd = [sys.executable, "-m", "tabletome", "serve", "--port", str(self.port), *args]
        full_env = dict(os.environ, TABLETOME_DATA=str(workdir / "data"), **env)
        with open(self.log, "wb") as out:
            self.proc = subprocess.Popen(
                cmd, env=full_env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )

    @property
    def pgid(self) -> int:
        return self.proc.pid  # start_new_session: the server leads its own process group

    def tail(self) -> str:
        return self.log.read_text(errors="replace")[-2000:]

    async def wait_up(self) -> None:
        conn = HttpConn("127.0.0.1", self.port)
        for _ in range(600):
            if self.proc.poll() is not None:
                raise SystemExit(f"the server exited ({self.proc.returncode}): {self.tail()}")
            try:
                if (await conn.request("GET", "/api/health"))[0] == 200:
                    conn.close()
                    return
            except (OSError, asyncio.IncompleteReadError, ValueError):
                conn.close()
            await asyncio.sleep(0.1)
        self.stop()
        raise SystemExit(f"the server did not start: {self.tail()}")

    def stop(self) -> None:
        """SIGTERM to the whole group (the server and its workers), SIGKILL if it lingers."""
        if self.proc.poll() is not None:
            return
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self.pgid, sig)
            except ProcessLookupError:
                return
            try:
                self.proc.wait(15)
                return
            except subprocess.TimeoutExpired:
                continue


def proc_stats() -> dict[int, tuple[str, list[str]]]:
    """Every process now: pid -> (command name, the /proc/<pid>/stat fields after the name)."""
    found = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            text = (entry / "stat").read_text()
        except OSError:
            continue  # it has just exited
        name, rest = text[text.index("(") + 1 :].rsplit(")", 1)
        found[int(entry.name)] = (name, rest.split())
    return found


def group_pids(pgid: int) -> list[int]:
    return [pid for pid, (_, f) in proc_stats().items() if int(f[2]) == pgid]


def cpu_seconds(stats: list[list[str]]) -> float:
    """utime + stime (and that of exited children they waited for) of these processes."""
    ticks = sum(int(f[11]) + int(f[12]) + int(f[13]) + int(f[14]) for f in stats)
    return ticks / os.sysconf("SC_CLK_TCK")


def group_cpu(pgid: int) -> float:
    return cpu_seconds([f for _, f in proc_stats().values() if int(f[2]) == pgid])


def services_cpu() -> float:
    """CPU of every PostgreSQL and Redis process on this machine (visible ones)."""
    return cpu_seconds([f for name, f in proc_stats().values() if name in ("postgres", "redis-server")])


def peak_memory_mib(pids: list[int]) -> float:
    """Sum of VmHWM (peak resident memory) over these processes, MiB."""
    total_kib = 0
    for pid in pids:
        try:
            for line in Path(f"/proc/{pid}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    total_kib += int(line.split()[1])
        except OSError:
            continue
    return total_kib / 1024


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    if not s:
        return float("nan")
    k = min(len(s) - 1, max(0, round(q * (len(s) - 1))))
    return s[k]


# ------------------------------------------------------------------ scenario "tables" (AI seats, WebSockets)


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
    headers = {TOKEN_HEADER: token}
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


async def run_tables(args: argparse.Namespace) -> dict[str, Any]:
    log(f"tables: {args.tables} tables with AI seats, {args.actions_per_table} human actions each at most")
    with tempfile.TemporaryDirectory(prefix="tt-bench-") as tmp:
        db_args = [] if args.database_url is None else ["--database-url", args.database_url]
        server = Server(Path(tmp), db_args, {**UNLIMITED, **args.server_env})
        base, ws_base = f"http://127.0.0.1:{server.port}", f"ws://127.0.0.1:{server.port}"
        try:
            await server.wait_up()
            stats = Stats()
            t0 = time.perf_counter()
            await asyncio.gather(
                *(human(base, ws_base, i, args.actions_per_table, args.think, stats) for i in range(args.tables))
            )
            wall = time.perf_counter() - t0
            server_cpu = group_cpu(server.pgid)
            async with httpx2.AsyncClient() as client:
                tables = (await client.get(f"{base}/api/tables?limit=200")).json()
            all_actions = sum(t["n_actions"] for t in tables)
        finally:
            server.stop()
    ms = [x * 1000 for x in stats.latencies]
    for e in stats.errors[:5]:
        log(f"error: {e}")
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


# ------------------------------------------------------------------ scenario "scale" (many clients, human seats)


@dataclass
class Table:
    """A table's id and seat tokens; replaced in place when its game ends (its seats stay with their clients)."""

    id: str
    tokens: list[str]
    replacing: bool = False


@dataclass
class Recorder:
    """What the clients saw, counted only while `measuring` (the window after the warm-up)."""

    measuring: bool = False
    all_ms: list[float] = field(default_factory=list)
    act_ms: list[float] = field(default_factory=list)
    counts: Counter[str] = field(default_factory=Counter)
    shown: int = 0  # error messages printed so far

    def answer(self, kind: str, status: int, seconds: float, body: bytes) -> None:
        if status not in (200, 201, 409, 422):
            self.show(f"{kind} {status}: {body[:200]!r}")
        if not self.measuring:
            return
        self.all_ms.append(seconds * 1000)
        self.counts[kind] += 1
        if kind == "act":
            self.act_ms.append(seconds * 1000)
        self.counts[outcome_of(status)] += 1

    def failure(self, kind: str, exc: BaseException) -> None:
        self.show(f"{kind}: {type(exc).__name__}: {exc}")
        if self.measuring:
            self.counts["transport_errors"] += 1

    def show(self, message: str) -> None:
        if self.shown < 5:
            log(f"error: {message}")
        self.shown += 1


def outcome_of(status: int) -> str:
    if status < 300:
        return "ok"
    if status in (409, 422):
        return "stale"
    if status == 429:
        return "throttled"
    return "server_errors" if status >= 500 else "other_4xx"


class LoadClient:
    """One simulated client: one connection, its own random, and the seats it plays in turn."""

    def __init__(self, index: int, port: int, rec: Recorder, seeds: Iterator[int]) -> None:
        self.conn = HttpConn("127.0.0.1", port)
        self.rng = random.Random(index)
        self.rec = rec
        self.seeds = seeds  # shared by all clients: seeds for new tables
        self.seats: list[tuple[Table, int]] = []

    async def call(self, kind: str, method: str, path: str, body: Any = None, token: str | None = None) -> Any:
        """The answer's JSON if it is a 2xx, else None (the answer or the failure is recorded)."""
        headers = {TOKEN_HEADER: token} if token else None
        t0 = time.perf_counter()
        try:
            async with asyncio.timeout(REQUEST_TIMEOUT):
                status, data = await self.conn.request(method, path, body, headers)
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError, ValueError) as exc:
            self.conn.close()
            self.rec.failure(kind, exc)
            await asyncio.sleep(0.05)
            return None
        self.rec.answer(kind, status, time.perf_counter() - t0, data)
        return json.loads(data) if status < 300 else None

    async def new_table(self) -> Table | None:
        """A two-seat Hexer table with both human seats taken: seat 0 by creating it, seat 1 by joining."""
        body = {"game": "hexer", "seats": ["human", "human"], "seed": next(self.seeds)}
        created = await self.call("setup", "POST", "/api/tables", body)
        if created is None:
            return None
        table_id = created["table"]["id"]
        joined = await self.call("setup", "POST", f"/api/tables/{table_id}/seats/1/join")
        return None if joined is None else Table(table_id, [created["token"], joined["token"]])

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            for table, seat in self.seats:
                if stop.is_set():
                    return
                await self.visit(table, seat)

    async def visit(self, table: Table, seat: int) -> None:
        """Read one seat; play a random legal action on its turn; replace the table once it is over."""
        table_id = table.id
        path = f"/api/tables/{table_id}/seats/{seat}"
        page = await self.call("read", "GET", path, token=table.tokens[seat])
        if page is None:
            return
        if page["outcome"] is not None:
            await self.replace(table, table_id)
        elif page["your_turn"] and page["legal"]:
            action = self.rng.choice(page["legal"])["action"]
            body = {"action": action, "expect": page["n_actions"]}
            await self.call("act", "POST", path + "/actions", body, token=table.tokens[seat])

    async def replace(self, table: Table, seen_id: str) -> None:
        if table.replacing or table.id != seen_id:
            return  # the client at the other seat is on it, or has done it
        table.replacing = True
        try:
            new = await self.new_table()
            if new is not None:
                table.id, table.tokens = new.id, new.tokens
                if self.rec.measuring:
                    self.rec.counts["tables_finished"] += 1
        finally:
            table.replacing = False


async def create_tables(clients: list[LoadClient], n: int) -> list[Table]:
    """n tables, created by all the clients at once (client i % len(clients) creates table i)."""

    async def batch(client: LoadClient, count: int) -> list[Table | None]:
        return [await client.new_table() for _ in range(count)]

    counts = [len(range(i, n, len(clients))) for i in range(len(clients))]
    batches = await asyncio.gather(*(batch(c, k) for c, k in zip(clients, counts, strict=True)))
    tables = [t for b in batches for t in b if t is not None]
    if len(tables) < n:
        raise SystemExit(f"only {len(tables)} of {n} tables could be set up (see the errors above)")
    return tables


@dataclass
class Sample:
    """Clocks read at one moment: wall, the server's CPU, this client's CPU, PostgreSQL's and Redis'."""

    wall: float
    server_cpu: float
    client_cpu: float
    services_cpu: float

    @classmethod
    def take(cls, pgid: int) -> Sample:
        return cls(time.perf_counter(), group_cpu(pgid), time.process_time(), services_cpu())


async def drive(server: Server, args: argparse.Namespace) -> dict[str, Any]:
    """Set up the tables, run the clients through the warm-up and the window, and report."""
    rec = Recorder()
    seeds = itertools.count()
    clients = [LoadClient(i, server.port, rec, seeds) for i in range(args.clients)]
    tables = await create_tables(clients, args.scale_tables)
    all_seats = [(t, s) for t in tables for s in range(2)]
    for i, client in enumerate(clients):  # a table's two seats go to two different clients
        client.seats = all_seats[i :: len(clients)]
    stop = asyncio.Event()
    tasks = [asyncio.create_task(c.run(stop)) for c in clients]
    log(f"  {len(tables)} tables set up; warming up for {args.warmup:g} s")
    await asyncio.sleep(args.warmup)
    start = Sample.take(server.pgid)
    rec.measuring = True
    log(f"  measuring for {args.seconds:g} s")
    await asyncio.sleep(args.seconds)
    rec.measuring = False
    end = Sample.take(server.pgid)
    pids = group_pids(server.pgid)
    memory = peak_memory_mib(pids)
    stop.set()
    await asyncio.gather(*tasks)
    for c in clients:
        c.conn.close()
    return report(rec, start, end, memory, len(pids))


def report(rec: Recorder, start: Sample, end: Sample, memory_mib: float, processes: int) -> dict[str, Any]:
    c = rec.counts
    n = len(rec.all_ms)
    wall = end.wall - start.wall
    server_cpu, client_cpu = end.server_cpu - start.server_cpu, end.client_cpu - start.client_cpu

    def per_request(seconds: float) -> float | None:
        return round(1000 * seconds / n, 3) if n else None

    return {
        "requests": n,
        "requests_per_s": round(n / wall, 1),
        "actions": c["act"],
        "actions_per_s": round(c["act"] / wall, 1),
        "p50_ms": round(percentile(rec.all_ms, 0.50), 2),
        "p99_ms": round(percentile(rec.all_ms, 0.99), 2),
        "act_p50_ms": round(percentile(rec.act_ms, 0.50), 2),
        "act_p99_ms": round(percentile(rec.act_ms, 0.99), 2),
        "server_cpu_ms_per_request": per_request(server_cpu),
        "server_cores_busy": round(server_cpu / wall, 2),
        "server_processes": processes,
        "peak_memory_mib": round(memory_mib, 1),
        "errors": c["server_errors"] + c["transport_errors"],
        "transport_errors": c["transport_errors"],
        "stale_409_422": c["stale"],
        "throttled_429": c["throttled"],
        "other_4xx": c["other_4xx"],
        "tables_finished": c["tables_finished"],
        "client_cpu_ms_per_request": per_request(client_cpu),
        "client_cpu_share": round(client_cpu / wall, 2),  # of one core; near 1.0: the client was the limit
        "services_cpu_ms_per_request": per_request(end.services_cpu - start.services_cpu),
        "window_s": round(wall, 2),
        "loadavg_1m": round(os.getloadavg()[0], 2),
    }


@contextmanager
def pg_schema(url: str) -> Iterator[str]:
    """The URL of a fresh PostgreSQL schema, dropped afterwards."""
    schema = "tt_bench_" + secrets.token_hex(6)
    with psycopg.connect(url, autocommit=True, connect_timeout=5) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    try:
        yield f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"DROP SCHEMA {schema} CASCADE")


@contextmanager
def redis_prefix(url: str) -> Iterator[str]:
    """A fresh Redis key prefix for one run's servers; its keys are deleted afterwards."""
    prefix = "tt_bench_" + secrets.token_hex(4)
    try:
        yield prefix
    finally:
        client = redis.Redis.from_url(url, socket_connect_timeout=5)
        try:
            keys = list(client.scan_iter(match=prefix + ":*", count=1000))
            if keys:
                client.delete(*keys)
        finally:
            client.close()


# One load client stands for many people at one address: the server's per-client limits are off.
UNLIMITED = {
    "TABLETOME_TABLES_PER_MINUTE": "0",
    "TABLETOME_OPEN_TABLES_PER_CLIENT": "0",
    "TABLETOME_REQUESTS_PER_SECOND": "0",
    "TABLETOME_MOVES_PER_SECOND": "0",
    "TABLETOME_LIVE_PER_CLIENT": "0",
}


@contextmanager
def server_args(config: str, args: argparse.Namespace) -> Iterator[tuple[list[str], dict[str, str]]]:
    """The `tabletome serve` arguments and extra environment of one configuration."""
    if config == "sqlite":
        yield [], {}
        return
    with pg_schema(args.pg_url) as url:
        if config == "pg":
            yield ["--database-url", url], {}
        else:  # pg2; its own Redis prefix keeps runs apart
            with redis_prefix(args.redis_url) as prefix:
                env = {"TABLETOME_REDIS_PREFIX": prefix}
                yield ["--database-url", url, "--redis-url", args.redis_url, "--workers", "2"], env


async def measure(config: str, args: argparse.Namespace) -> dict[str, Any]:
    log(f"scale [{config}]: {args.scale_tables} tables, {args.clients} clients")
    with tempfile.TemporaryDirectory(prefix="tt-bench-") as tmp, server_args(config, args) as (cli, env):
        server = Server(Path(tmp), cli, {**UNLIMITED, **env, **args.server_env})
        try:
            await server.wait_up()
            result = await drive(server, args)
        finally:
            server.stop()
    log(
        f"  {result['requests_per_s']} requests/s, p99 {result['p99_ms']} ms, "
        f"server {result['server_cpu_ms_per_request']} ms CPU/request, errors {result['errors']}"
    )
    if result["throttled_429"]:
        log("  429 answers: the server's rate limits were hit; raise them with --server-env")
    return result


async def run_scale(args: argparse.Namespace) -> dict[str, Any]:
    configs: dict[str, dict[str, Any]] = {}
    for config in args.configs:
        configs[config] = await measure(config, args)
    pg, pg2 = configs.get("pg"), configs.get("pg2")
    if pg and pg2 and pg["server_cpu_ms_per_request"] and pg2["server_cpu_ms_per_request"]:
        pg2["cpu_per_request_vs_pg"] = round(pg2["server_cpu_ms_per_request"] / pg["server_cpu_ms_per_request"], 3)
        pg2["throughput_vs_pg"] = round(pg2["requests_per_s"] / pg["requests_per_s"], 3)
    scale = {
        "tables": args.scale_tables,
        "clients": args.clients,
        "seconds": args.seconds,
        "warmup_s": args.warmup,
        "cpus": os.cpu_count(),
    }
    return {"scale": scale, "configs": configs}


# ------------------------------------------------------------------ JSON requests on a HttpConn


async def jcall(conn: HttpConn, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
    """(status, the answer's JSON or None); status 0 when the request failed in transport."""
    headers = {TOKEN_HEADER: token} if token else None
    try:
        async with asyncio.timeout(REQUEST_TIMEOUT):
            status, data = await conn.request(method, path, body, headers)
    except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError, ValueError):
        conn.close()
        return 0, None
    try:
        return status, json.loads(data) if data else None
    except ValueError:
        return status, None


def seconds_summary(values: list[float], prefix: str) -> dict[str, float | None]:
    """p50, p99 and max of some durations, in seconds (None when there are none)."""

    def fmt(x: float) -> float | None:
        return None if not values else round(x, 3)

    return {
        f"{prefix}_p50_s": fmt(percentile(values, 0.50)),
        f"{prefix}_p99_s": fmt(percentile(values, 0.99)),
        f"{prefix}_max_s": fmt(max(values, default=0.0)),
    }


# ------------------------------------------------------------------ scenario "fair" (a person among all-AI tables)

FALLBACK = "did not decide within"  # in a seat page's note once an AI seat played a random move


@dataclass
class Person:
    """One person at a two-seat Hexer table with an ismcts seat, played through the JSON API."""

    conn: HttpConn
    rng: random.Random
    poll: float  # seconds between two reads of the seat page while the AI thinks
    ai: str  # the AI seat's kind
    table: str = ""
    token: str = ""
    seat: int = 0
    tables: int = 0  # tables sat at (a finished game is followed by a new table)
    moves: int = 0
    waits: list[float] = field(default_factory=list)  # AI replies: the human's answer -> their turn again
    fallback_replies: int = 0
    errors: list[str] = field(default_factory=list)

    async def sit(self, seed: int) -> None:
        body = {"game": "hexer", "seats": ["human", self.ai], "seed": seed, "name": f"person {seed}"}
        status, created = await jcall(self.conn, "POST", "/api/tables", body)
        if status != 201:
            raise SystemExit(f"fair: the person's table could not be created ({status}): {created}")
        self.table, self.token, self.seat = created["table"]["id"], created["token"], created["seat"]
        self.tables += 1

    @property
    def path(self) -> str:
        return f"/api/tables/{self.table}/seats/{self.seat}"

    async def wait_turn(self) -> dict[str, Any]:
        """Read the seat page until it is this person's turn or the game is over."""
        deadline = time.perf_counter() + 120
        while time.perf_counter() < deadline:
            status, page = await jcall(self.conn, "GET", self.path, token=self.token)
            if status == 200 and (page["your_turn"] or page["outcome"] is not None):
                return dict(page)
            if status != 200:
                self.errors.append(f"read {status}: {str(page)[:200]}")
            await asyncio.sleep(self.poll)
        raise SystemExit(f"fair: the person's turn did not come back within 120 s at table {self.table}")

    async def move(self, page: dict[str, Any]) -> dict[str, Any]:
        """Play one legal action; wait for the AI's reply (timed) if it is the AI's turn next."""
        action = self.rng.choice(page["legal"])["action"]
        body = {"action": action, "expect": page["n_actions"]}
        status, answer = await jcall(self.conn, "POST", self.path + "/actions", body, self.token)
        self.moves += 1
        if status != 200:
            self.errors.append(f"act {status}: {str(answer)[:200]}")
            return await self.wait_turn()
        answered = time.perf_counter()
        if answer["your_turn"] or answer["outcome"] is not None:
            return dict(answer)  # no AI reply in between
        after = await self.wait_turn()
        self.waits.append(time.perf_counter() - answered)
        if FALLBACK in (after.get("note") or ""):
            self.fallback_replies += 1
        return after

    async def play(self, moves: int, seed: int) -> None:
        await self.sit(seed)
        page = await self.wait_turn()
        while self.moves < moves:
            if page["outcome"] is not None:
                seed += 1
                await self.sit(seed)
                page = await self.wait_turn()
                continue
            page = await self.move(page)


async def start_machines(conn: HttpConn, n: int, ai: str) -> list[str]:
    """n Hexer tables of two AI seats each (nobody sits at them: the creator takes no seat)."""
    ids = []
    for i in range(n):
        body = {"game": "hexer", "seats": [ai, ai], "seed": i, "name": f"machines {i}"}
        status, created = await jcall(conn, "POST", "/api/tables", body)
        if status != 201:
            raise SystemExit(f"fair: all-AI table {i} could not be created ({status}): {created}")
        ids.append(created["table"]["id"])
    return ids


async def actions_of(conn: HttpConn, ids: list[str]) -> dict[str, int]:
    """Each table's n_actions, from its public summary."""
    found = {}
    for table_id in ids:
        status, summary = await jcall(conn, "GET", f"/api/tables/{table_id}")
        if status == 200:
            found[table_id] = int(summary["n_actions"])
    return found


async def fair_measure(server: Server, args: argparse.Namespace, machines: int) -> dict[str, Any]:
    conn = HttpConn("127.0.0.1", server.port)
    ids = await start_machines(conn, machines, args.fair_ai)
    if ids:
        log(f"  {len(ids)} all-AI tables playing; {args.fair_warmup:g} s before the person sits down")
        await asyncio.sleep(args.fair_warmup)
    before = await actions_of(conn, ids)
    start = Sample.take(server.pgid)
    person = Person(HttpConn("127.0.0.1", server.port), random.Random(1), args.fair_poll, args.fair_ai)
    await person.play(args.fair_moves, seed=1)
    end = Sample.take(server.pgid)
    after = await actions_of(conn, ids)
    conn.close()
    person.conn.close()
    wall = end.wall - start.wall
    grown = [after.get(t, 0) - before.get(t, 0) for t in ids]
    return {
        "all_ai_tables": machines,
        "human_moves": person.moves,
        "person_tables": person.tables,
        "ai_replies": len(person.waits),
        **seconds_summary(person.waits, "reply"),
        "fallback_replies": person.fallback_replies,
        "errors": len(person.errors),
        "all_ai_progressed": sum(1 for g in grown if g > 0),
        "all_ai_actions": sum(grown),
        "all_ai_actions_per_s": round(sum(grown) / wall, 2),
        "server_cores_busy": round((end.server_cpu - start.server_cpu) / wall, 2),
        "window_s": round(wall, 2),
    }


async def fair_run(args: argparse.Namespace, machines: int) -> dict[str, Any]:
    label = f"{machines} all-AI tables" if machines else "baseline, no all-AI tables"
    log(f"fair [{label}]: {args.fair_moves} human moves at a person's table")
    with tempfile.TemporaryDirectory(prefix="tt-bench-") as tmp:
        server = Server(Path(tmp), [], {**UNLIMITED, **args.server_env})
        try:
            await server.wait_up()
            result = await fair_measure(server, args, machines)
        finally:
            server.stop()
    log(
        f"  AI replies p50 {result['reply_p50_s']} s, max {result['reply_max_s']} s; "
        f"fallbacks {result['fallback_replies']}; all-AI tables progressed {result['all_ai_progressed']}/{machines}"
    )
    return result


async def run_fair(args: argparse.Namespace) -> dict[str, Any]:
    baseline = await fair_run(args, 0)
    loaded = await fair_run(args, args.fair_tables)
    env = {**os.environ, **args.server_env}
    fair = {
        "moves": args.fair_moves,
        "ai": args.fair_ai,
        "think_s": float(env.get("TABLETOME_AI_THINK") or env.get("TABLETOME_THINK_SECONDS") or 0.8),
        "deadline_s": float(env.get("TABLETOME_AI_DEADLINE") or 2.0),
        "poll_s": args.fair_poll,
        "cpus": os.cpu_count(),
        "baseline": baseline,
        "loaded": loaded,
    }
    return {"fair": fair}


# ------------------------------------------------------------------ scenario "takeover" (a process dies)


@dataclass
class Duel:
    """A two-human table of the takeover scenario: its seats' tokens and the moves it acknowledged."""

    id: str
    tokens: list[str]
    to_move: int | None
    rng: random.Random
    acked: list[tuple[int, str]] = field(default_factory=list)  # (index in the log, action)
    read_s: float | None = None  # from the kill until the first 200 read
    move_s: float | None = None  # from the kill until the first acknowledged move
    statuses: Counter[int] = field(default_factory=Counter)  # answers after the kill (0: transport error)

    def path(self) -> str:
        # A finished game (nobody to move) is read from seat 0.
        return f"/api/tables/{self.id}/seats/{self.to_move or 0}"

    async def read(self, conn: HttpConn) -> tuple[int, Any]:
        return await jcall(conn, "GET", self.path(), token=self.tokens[self.to_move or 0])

    async def act(self, conn: HttpConn, page: dict[str, Any]) -> int:
        """Play a legal action for the seat to move; remember it if acknowledged."""
        action = self.rng.choice(page["legal"])["action"]
        body = {"action": action, "expect": page["n_actions"]}
        status, answer = await jcall(conn, "POST", self.path() + "/actions", body, self.tokens[self.to_move or 0])
        if status == 200:
            self.acked.append((page["n_actions"], action))
            self.to_move = answer["to_move"]
        return status


async def set_up_duel(a_port: int, b_port: int, seed: int, moves: int) -> Duel:
    """Created through A (seat 0), joined and played through B (forwarded to A, the owner)."""
    a, b = HttpConn("127.0.0.1", a_port), HttpConn("127.0.0.1", b_port)
    body = {"game": "hexer", "seats": ["human", "human"], "seed": seed, "name": f"duel {seed}"}
    status, created = await jcall(a, "POST", "/api/tables", body)
    if status != 201:
        raise SystemExit(f"takeover: a table could not be created ({status}): {created}")
    table_id = created["table"]["id"]
    status, joined = await jcall(b, "POST", f"/api/tables/{table_id}/seats/1/join")
    if status != 200:
        raise SystemExit(f"takeover: seat 1 could not be joined through B ({status}): {joined}")
    duel = Duel(table_id, [created["token"], joined["token"]], created["table"]["to_move"], random.Random(seed))
    for _ in range(moves):
        status, page = await duel.read(b)
        if status != 200:
            raise SystemExit(f"takeover: reading table {table_id} through B failed ({status}): {page}")
        if not page["legal"]:
            break  # the game is over already: the table is still taken over
        acted = await duel.act(b, page)
        if acted != 200:
            raise SystemExit(f"takeover: a move through B failed at table {table_id} ({acted})")
    a.close()
    b.close()
    return duel


async def recover(port: int, duel: Duel, killed: float, timeout: float) -> None:
    """After the kill: read the seat to move until it answers 200, then play one move, until acknowledged."""
    conn = HttpConn("127.0.0.1", port)
    while time.perf_counter() - killed < timeout and duel.move_s is None:
        status, page = await duel.read(conn)
        duel.statuses[status] += 1
        if status == 200:
            if duel.read_s is None:
                duel.read_s = time.perf_counter() - killed
            if not page["legal"]:
                break  # the game is over: nothing to play
            status = await duel.act(conn, page)
            duel.statuses[status] += 1
            if status == 200:
                duel.move_s = time.perf_counter() - killed
                break
        await asyncio.sleep(0.01)
    conn.close()


async def health(port: int) -> dict[str, Any]:
    conn = HttpConn("127.0.0.1", port)
    status, answer = await jcall(conn, "GET", "/api/health")
    conn.close()
    return dict(answer) if status == 200 else {"status": status}


def logged(url: str, ids: list[str]) -> dict[tuple[str, int], str]:
    """(table, index) -> action text, from the action log in PostgreSQL."""
    with psycopg.connect(url, connect_timeout=5) as conn:
        rows = conn.execute("SELECT table_id, idx, text FROM tt_actions WHERE table_id = ANY(%s)", (ids,))
        return {(t, int(i)): str(text) for t, i, text in rows}


def progress_in_db(url: str, ids: list[str]) -> dict[str, tuple[int, str]]:
    """Each table's (n_actions, status), from tt_tables in PostgreSQL (no request loads the table)."""
    with psycopg.connect(url, connect_timeout=5) as conn:
        rows = conn.execute("SELECT id, n_actions, status FROM tt_tables WHERE id = ANY(%s)", (ids,))
        return {t: (int(n), str(s)) for t, n, s in rows}


@dataclass
class Cluster2:
    """Two `tabletome serve` processes, A and B, on one PostgreSQL schema and one Redis prefix."""

    workdir: Path
    cli: list[str]
    env: dict[str, str]
    a: Server | None = None
    b: Server | None = None

    def start(self, name: str) -> Server:
        path = self.workdir / name
        path.mkdir()
        return Server(path, self.cli, self.env)

    def stop(self) -> None:
        for server in (self.a, self.b):
            if server is not None:
                server.stop()

    def kill_a(self) -> float:
        """SIGKILL A's process group; the moment it was sent."""
        assert self.a is not None
        os.killpg(self.a.pgid, signal.SIGKILL)
        killed = time.perf_counter()
        self.a.proc.wait()
        return killed


async def touched_takeover(pair: Cluster2, url: str, args: argparse.Namespace) -> dict[str, Any]:
    """K tables owned by A, played through B; A dies; B reads and plays each of them at once."""
    assert pair.a is not None and pair.b is not None
    a_port, b_port = pair.a.port, pair.b.port
    duels = await asyncio.gather(
        *(set_up_duel(a_port, b_port, seed, args.takeover_moves) for seed in range(args.takeover_tables))
    )
    before_a, before_b = await health(a_port), await health(b_port)
    log(f"  {len(duels)} tables set up; A holds {before_a.get('tables')}, B {before_b.get('tables')}; killing A")
    killed = pair.kill_a()
    await asyncio.gather(*(recover(b_port, d, killed, args.takeover_timeout) for d in duels))
    after_b = await health(b_port)
    ids = [d.id for d in duels]
    log_rows = logged(url, ids)
    acked = [(d.id, i, action) for d in duels for i, action in d.acked]
    lost = [x for x in acked if log_rows.get((x[0], x[1])) != x[2]]
    statuses: Counter[int] = sum((d.statuses for d in duels), Counter())
    reads = [d.read_s for d in duels if d.read_s is not None]
    moves = [d.move_s for d in duels if d.move_s is not None]
    return {
        "tables": len(duels),
        "a_tables_before": before_a.get("tables"),
        "b_tables_before": before_b.get("tables"),
        "read_p50_s": round(percentile(reads, 0.5), 3) if reads else None,
        "read_max_s": round(max(reads), 3) if reads else None,
        "move_p50_s": round(percentile(moves, 0.5), 3) if moves else None,
        "move_max_s": round(max(moves), 3) if moves else None,
        "tables_recovered": len(moves),
        "acknowledged_moves": len(acked),
        "lost_moves": len(lost),
        "answers_after_kill": {str(k): v for k, v in sorted(statuses.items())},
        "b_tables_after": after_b.get("tables"),
    }


async def start_idle(port: int, seats: list[str], n: int) -> list[str]:
    """n all-AI tables made through the process at `port`."""
    conn = HttpConn("127.0.0.1", port)
    ids = []
    for i in range(n):
        body = {"game": "hexer", "seats": seats, "seed": 1000 + i, "name": f"idle {i}"}
        status, created = await jcall(conn, "POST", "/api/tables", body)
        if status != 201:
            raise SystemExit(f"takeover: an all-AI table could not be created ({status}): {created}")
        ids.append(created["table"]["id"])
    conn.close()
    return ids


async def watch_resume(
    url: str, at_kill: dict[str, tuple[int, str]], killed: float, timeout: float
) -> dict[str, float]:
    """Seconds from the kill until each table's n_actions grows again (read in PostgreSQL every 0.1 s)."""
    resumed: dict[str, float] = {}
    waiting = {t for t, (_, status) in at_kill.items() if status == "playing"}
    while waiting and time.perf_counter() - killed < timeout:
        now = await asyncio.to_thread(progress_in_db, url, sorted(waiting))
        for table_id, (n, _) in now.items():
            if n > at_kill[table_id][0]:
                resumed[table_id] = time.perf_counter() - killed
                waiting.discard(table_id)
        await asyncio.sleep(0.1)
    return resumed


async def idle_takeover(pair: Cluster2, url: str, args: argparse.Namespace) -> dict[str, Any]:
    """A new A makes all-AI tables; A dies; nobody requests them: B's resumer must find them."""
    pair.a = pair.start("a2")
    await pair.a.wait_up()
    ids = await start_idle(pair.a.port, args.takeover_ai_seats, args.takeover_ai_tables)
    await asyncio.sleep(args.takeover_ai_run)
    before_a = await health(pair.a.port)
    killed = pair.kill_a()
    await asyncio.sleep(0.2)  # a commit A sent just before it died lands now, not as a "resumed" move
    at_kill = progress_in_db(url, ids)
    resumed = await watch_resume(url, at_kill, killed, args.takeover_timeout)
    assert pair.b is not None
    after_b = await health(pair.b.port)
    times = list(resumed.values())
    return {
        "seats": args.takeover_ai_seats,
        "tables": len(ids),
        "a_tables_before": before_a.get("tables"),
        "finished_before_kill": sum(1 for n, s in at_kill.values() if s != "playing"),
        "resumed": len(times),
        "resume_p50_s": round(percentile(times, 0.5), 3) if times else None,
        "resume_max_s": round(max(times), 3) if times else None,
        "b_tables_after": after_b.get("tables"),
    }


async def run_takeover(args: argparse.Namespace) -> dict[str, Any]:
    log(f"takeover: {args.takeover_tables} tables owned by A, played through B; lease {args.lease_seconds:g} s")
    with (
        tempfile.TemporaryDirectory(prefix="tt-bench-") as tmp,
        pg_schema(args.pg_url) as url,
        redis_prefix(args.redis_url) as prefix,
    ):
        env = {**UNLIMITED, "TABLETOME_REDIS_PREFIX": prefix, "TABLETOME_LEASE_SECONDS": f"{args.lease_seconds:g}"}
        pair = Cluster2(Path(tmp), ["--database-url", url, "--redis-url", args.redis_url], {**env, **args.server_env})
        try:
            # One after the other: two processes creating the tables of a fresh schema at once can
            # collide (one of them exits with a UniqueViolation from CREATE TABLE).
            for name in ("a", "b"):
                server = pair.start(name)
                setattr(pair, name, server)
                await server.wait_up()
            touched = await touched_takeover(pair, url, args)
            log(f"  read after {touched['read_max_s']} s at most, moved after {touched['move_max_s']} s at most")
            log(f"nobody touching: {args.takeover_ai_tables} all-AI tables on a new A, which dies")
            idle = await idle_takeover(pair, url, args)
            log(f"  resumed by B after {idle['resume_p50_s']} s (p50), {idle['resume_max_s']} s at most")
        finally:
            pair.stop()
    resume_s = float({**os.environ, **args.server_env}.get("TABLETOME_RESUME_SECONDS") or 5.0)
    settings = {"lease_s": args.lease_seconds, "resume_s": resume_s, "moves_before_kill": args.takeover_moves}
    return {"takeover": {**settings, "touched": touched, "untouched": idle}}


# ------------------------------------------------------------------ command line


def config_list(text: str) -> list[str]:
    names = [c.strip() for c in text.split(",") if c.strip()]
    unknown = sorted(set(names) - set(CONFIGS))
    if unknown or not names:
        raise argparse.ArgumentTypeError(f"configs are {', '.join(CONFIGS)}; not {', '.join(unknown) or 'none'}")
    return names


def env_pair(text: str) -> tuple[str, str]:
    key, sep, value = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"expected KEY=VALUE, not {text!r}")
    return key, value


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenario", choices=(*SCENARIOS, "all"), default="tables")
    parser.add_argument(
        "--server-env",
        type=env_pair,
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="set in the server's environment (repeatable), e.g. TABLETOME_LIMIT_...=...",
    )
    tables = parser.add_argument_group("scenario tables")
    tables.add_argument("--tables", type=int, default=100)
    tables.add_argument("--actions-per-table", type=int, default=30, help="human actions per table at most")
    tables.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="a scripted human's mean pause before each action, in seconds (0: act at once, flat out)",
    )
    tables.add_argument("--database-url", default=None)
    scale = parser.add_argument_group("scenario scale")
    scale.add_argument("--scale-tables", type=int, default=200, help="two-seat tables, both seats human")
    scale.add_argument("--clients", type=int, default=64, help="concurrent clients (one connection each)")
    scale.add_argument("--seconds", type=float, default=20.0, help="the measured window, per configuration")
    scale.add_argument("--warmup", type=float, default=5.0, help="seconds of load before the window opens")
    scale.add_argument("--configs", type=config_list, default=list(CONFIGS), help="of sqlite,pg,pg2")
    scale.add_argument("--pg-url", default=PG_URL, help="PostgreSQL (a schema is created and dropped in it)")
    scale.add_argument("--redis-url", default=REDIS_URL, help="Redis (scale and takeover)")
    fair = parser.add_argument_group("scenario fair")
    fair.add_argument("--fair-tables", type=int, default=40, help="all-AI tables (two ismcts seats each)")
    fair.add_argument("--fair-moves", type=int, default=15, help="the person's moves")
    fair.add_argument("--fair-warmup", type=float, default=5.0, help="seconds the all-AI tables play first")
    fair.add_argument("--fair-poll", type=float, default=0.02, help="seconds between reads while the AI thinks")
    fair.add_argument(
        "--fair-ai",
        default="ismcts",
        help="the kind of every AI seat (e.g. ismcts:5000: more iterations, up to the think time)",
    )
    takeover = parser.add_argument_group("scenario takeover (uses --pg-url and --redis-url)")
    takeover.add_argument("--takeover-tables", type=int, default=20, help="two-human tables owned by A")
    takeover.add_argument("--takeover-moves", type=int, default=4, help="moves through B before the kill")
    takeover.add_argument("--lease-seconds", type=float, default=3.0, help="TABLETOME_LEASE_SECONDS of A and B")
    takeover.add_argument("--takeover-ai-tables", type=int, default=3, help="all-AI tables nobody touches")
    takeover.add_argument(
        "--takeover-ai-seats",
        type=lambda text: [k.strip() for k in text.split(",")],
        default=["ismcts", "ismcts"],
        help="their seats (heuristic,heuristic finishes a whole game in about 0.1 s: nothing left to resume)",
    )
    takeover.add_argument("--takeover-ai-run", type=float, default=1.0, help="seconds they play before A dies")
    takeover.add_argument("--takeover-timeout", type=float, default=60.0, help="seconds to wait for B, at most")
    args = parser.parse_args()
    args.server_env = dict(args.server_env)
    return args


SCENARIOS = {"tables": run_tables, "scale": run_scale, "fair": run_fair, "takeover": run_takeover}


async def run(args: argparse.Namespace) -> dict[str, Any]:
    result: dict[str, Any] = {"scenario": args.scenario}
    for name, scenario in SCENARIOS.items():
        if args.scenario in (name, "all"):
            result.update(await scenario(args))
    return result


def main() -> None:
    print(json.dumps(asyncio.run(run(parse_args()))))


if __name__ == "__main__":
    main()
