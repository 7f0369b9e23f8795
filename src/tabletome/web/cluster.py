"""Several server processes: each table is owned by one of them, and the others forward to it.

Ownership is a lease in Redis (``lease:<table>`` names the owning process), valid while that
process's heartbeat key lives (``worker:<id>``, renewed every third of ``lease_seconds``). A
process that dies stops renewing: after at most ``lease_seconds`` (at once, if its internal port
refuses connections) another process claims its tables and rebuilds them from the database. The
owner is the only process that plays a table's actions and AI seats, so the others neither replay
moves nor query the database to catch up: a request that reaches another process is forwarded to
the owner over a persistent internal connection and answered from there.

Safety never depends on the lease: the action log's conditional append (store.py) refuses a
second writer, so two processes that both believe they own a table cannot fork it.

Seats watching a table through a process that does not own it are kept live by notices: that
process asks the owner to follow the table, and the owner sends "table T now has n actions" on
the same connection after every change (Redis carries no per-move traffic).

The internal protocol: frames of ``!II`` (header length, body length), a JSON header and a body.
A connection starts with a hello carrying the cluster's secret (kept in Redis), so nobody else
can pass requests off as forwarded (and, for instance, choose the client address they come from).
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import itertools
import json
import logging
import re
import secrets
import struct
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from starlette.types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("tabletome.web")

FRAME = struct.Struct("!II")
MAX_FRAME = 16 * 1024 * 1024
HOP = "tabletome.forwarded"  # scope key of a request another process forwarded here
TABLE_PATH = re.compile(r"^/api/tables/([0-9a-f]{10})(?:/|$)")
ROUTE_TTL = 30.0  # seconds a learned owner is trusted; a moved table answers 421 and the route is asked again
FORWARD_TIMEOUT = 30.0

_ROUTE = """
local owner = redis.call('GET', KEYS[1])
if not owner then return false end
local addr = redis.call('GET', ARGV[1] .. owner)
if not addr then return false end
return {owner, addr}
"""
_CLAIM = """
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] and redis.call('EXISTS', ARGV[2] .. owner) == 1 then return owner end
redis.call('SET', KEYS[1], ARGV[1], 'EX', 86400)
return ARGV[1]
"""
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""
_MOVE = """
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if redis.call('EXISTS', ARGV[3] .. ARGV[2]) == 0 then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'EX', 86400)
return 1
"""
_BURY = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class PeerGone(Exception):
    """The owning process did not answer; ``sent`` tells whether the request may have reached it."""

    def __init__(self, sent: bool) -> None:
        super().__init__("the owning process did not answer")
        self.sent = sent


@dataclass(frozen=True, slots=True)
class Peer:
    worker: str
    address: str  # host:port of its internal server


@dataclass(slots=True)
class Reply:
    status: int
    headers: list[tuple[str, str]]
    body: bytes


async def _read_frame(reader: asyncio.StreamReader) -> tuple[dict[str, Any], bytes]:
    head_len, body_len = FRAME.unpack(await reader.readexactly(FRAME.size))
    if head_len + body_len > MAX_FRAME:
        raise ConnectionError("frame too large")
    head = json.loads(await reader.readexactly(head_len))
    body = await reader.readexactly(body_len) if body_len else b""
    return head, body


def _frame(head: dict[str, Any], body: bytes = b"") -> bytes:
    h = json.dumps(head, separators=(",", ":")).encode()
    return FRAME.pack(len(h), len(body)) + h + body


NoticeFn = Callable[[str, int], None]


class PeerLink:
    """One persistent connection to another process; many requests in flight, matched by id.

    The other process also sends notices on it: "table T now has n actions" for the tables this
    process asked to follow (a seat here watches a table owned there).
    """

    def __init__(self, peer: Peer, secret: str, on_notice: NoticeFn, me: str) -> None:
        self.peer = peer
        self.secret = secret
        self.me = me
        self.on_notice = on_notice
        self.following: set[str] = set()
        self._writer: asyncio.StreamWriter | None = None
        self._reader_task: asyncio.Task[None] | None = None
        self._pending: dict[int, asyncio.Future[tuple[dict[str, Any], bytes]]] = {}
        self._ids = itertools.count(1)
        self._connecting = asyncio.Lock()

    async def _connect(self) -> asyncio.StreamWriter:
        async with self._connecting:
            if self._writer is not None and not self._writer.is_closing():
                return self._writer
            host, _, port = self.peer.address.rpartition(":")
            try:
                reader, writer = await asyncio.wait_for(asyncio.open_connection(host, int(port)), 5.0)
            except (OSError, TimeoutError):
                raise PeerGone(sent=False) from None
            writer.write(_frame({"hello": self.secret, "worker": self.me}))
            for table_id in self.following:  # a new connection: follow again what we followed
                writer.write(_frame({"follow": table_id}))
            self._writer = writer
            self._reader_task = asyncio.create_task(self._read(reader), name=f"tabletome-peer-{self.peer.worker}")
            return writer

    async def _read(self, reader: asyncio.StreamReader) -> None:
        try:
            while True:
                head, body = await _read_frame(reader)
                if "notice" in head:
                    self.on_notice(str(head["notice"]), int(head.get("n", -1)))
                    continue
                future = self._pending.pop(int(head.get("id", -1)), None)
                if future is not None and not future.done():
                    future.set_result((head, body))
        except (asyncio.IncompleteReadError, ConnectionError, OSError, ValueError):
            pass
        finally:
            self._writer = None
            for future in self._pending.values():
                if not future.done():
                    future.set_exception(PeerGone(sent=True))
            self._pending.clear()

    async def request(self, head: dict[str, Any], body: bytes) -> Reply:
        writer = await self._connect()
        rid = next(self._ids)
        future: asyncio.Future[tuple[dict[str, Any], bytes]] = asyncio.get_running_loop().create_future()
        self._pending[rid] = future
        try:
            writer.write(_frame({**head, "id": rid}, body))
        except (OSError, RuntimeError):
            self._pending.pop(rid, None)
            raise PeerGone(sent=False) from None
        try:
            got, data = await asyncio.wait_for(future, FORWARD_TIMEOUT)
        except TimeoutError:
            self._pending.pop(rid, None)
            raise PeerGone(sent=True) from None
        return Reply(int(got["status"]), [(k, v) for k, v in got["headers"]], data)

    async def follow(self, table_id: str, on: bool) -> None:
        """Ask for (or stop) notices about ``table_id``."""
        if on:
            self.following.add(table_id)
        else:
            self.following.discard(table_id)
        writer = await self._connect()
        writer.write(_frame({"follow" if on else "unfollow": table_id}))

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
        if self._reader_task is not None:
            self._reader_task.cancel()
            await asyncio.gather(self._reader_task, return_exceptions=True)


class Cluster:
    """This process's place among the server processes sharing one database and one Redis."""

    def __init__(self, client: Any, prefix: str, worker: str, lease_seconds: float, internal_host: str) -> None:
        self.client = client
        self.prefix = prefix
        self.worker = worker
        self.lease_seconds = lease_seconds
        self.internal_host = internal_host
        self.address = ""
        self.secret = ""
        self.app: ASGIApp | None = None  # the application; forwarded requests enter at its top
        self._server: asyncio.Server | None = None
        self._beat: asyncio.Task[None] | None = None
        self._links: dict[str, PeerLink] = {}
        self._routes: dict[str, tuple[Peer | None, float]] = {}
        self._followers: dict[str, set[asyncio.StreamWriter]] = {}  # tables owned here: who follows
        self._follows: dict[str, Peer] = {}  # tables watched here, owned elsewhere: by whom
        self._incoming: dict[str, asyncio.StreamWriter] = {}  # connections other processes opened here
        self._move = client.register_script(_MOVE)
        self.on_notice: NoticeFn = lambda table_id, n: None
        self._handlers: set[asyncio.Task[None]] = set()
        self._route = client.register_script(_ROUTE)
        self._claim = client.register_script(_CLAIM)
        self._release = client.register_script(_RELEASE)
        self._bury = client.register_script(_BURY)

    # ------------------------------------------------------------ keys
    def _lease(self, table_id: str) -> str:
        return f"{self.prefix}:lease:{table_id}"

    @property
    def _workers(self) -> str:
        return f"{self.prefix}:worker:"

    # ------------------------------------------------------------ life cycle
    async def start(self) -> None:
        await self.client.set(f"{self.prefix}:secret", secrets.token_hex(16), nx=True)
        self.secret = (await self.client.get(f"{self.prefix}:secret")).decode()
        self._server = await asyncio.start_server(self._serve, self.internal_host, 0)
        host, port = self._server.sockets[0].getsockname()[:2]
        self.address = f"{host}:{port}"
        await self._heartbeat()
        self._beat = asyncio.create_task(self._beating(), name="tabletome-heartbeat")

    async def stop(self, held: list[str]) -> None:
        """Hand every table back at once (others need not wait for the lease to lapse)."""
        if self._beat is not None:
            self._beat.cancel()
            await asyncio.gather(self._beat, return_exceptions=True)
        with contextlib.suppress(Exception):
            for table_id in held:
                await self._release(keys=[self._lease(table_id)], args=[self.worker])
            await self.client.delete(self._workers + self.worker)
        if self._server is not None:
            self._server.close()
        for link in self._links.values():
            await link.close()
        for t in list(self._handlers):
            t.cancel()

    async def _heartbeat(self) -> None:
        await self.client.set(self._workers + self.worker, self.address, px=int(self.lease_seconds * 1000))

    async def _beating(self) -> None:
        while True:
            await asyncio.sleep(self.lease_seconds / 3)
            try:
                await self._heartbeat()
            except asyncio.CancelledError:
                raise
            except Exception as exc:
                log.warning("could not renew this process's heartbeat in Redis: %s", exc)

    # ------------------------------------------------------------ ownership
    async def route(self, table_id: str) -> Peer | None:
        """The live process that owns ``table_id`` if it is another one; None: serve it here."""
        cached = self._routes.get(table_id)
        now = time.monotonic()
        if cached is not None and cached[1] > now:
            return cached[0]
        found = await self._route(keys=[self._lease(table_id)], args=[self._workers])
        peer = None
        if found:
            worker, address = (x.decode() for x in found)
            peer = None if worker == self.worker else Peer(worker, address)
        self._routes[table_id] = (peer, now + ROUTE_TTL)
        if len(self._routes) > 50_000:
            self._routes = {k: v for k, v in self._routes.items() if v[1] > now}
        return peer

    def forget_route(self, table_id: str) -> None:
        self._routes.pop(table_id, None)

    async def claim(self, table_id: str) -> bool:
        """Own ``table_id`` unless another live process does."""
        owner = await self._claim(keys=[self._lease(table_id)], args=[self.worker, self._workers])
        self.forget_route(table_id)
        return bool(owner.decode() == self.worker)

    async def release(self, table_id: str) -> None:
        await self._release(keys=[self._lease(table_id)], args=[self.worker])
        self.forget_route(table_id)
        self.notify(table_id, -1)  # followers ask the next owner
        self._followers.pop(table_id, None)

    async def hand_over(self, table_id: str, worker: str) -> bool:
        """Give ``table_id`` to the live process ``worker`` (the caller has let go of it in memory)."""
        moved = await self._move(keys=[self._lease(table_id)], args=[self.worker, worker, self._workers])
        if not moved:
            return False
        self.forget_route(table_id)
        self.notify(table_id, -1)  # followers ask the new owner
        self._followers.pop(table_id, None)
        writer = self._incoming.get(worker)
        if writer is not None and not writer.is_closing():
            writer.write(_frame({"notice": table_id, "n": -1}))  # it serves the table from now on
        return True

    async def still_mine(self, table_ids: list[str]) -> list[bool]:
        """For each table, whether this process still holds its lease (taking it back if it lapsed)."""
        if not table_ids:
            return []
        owners = await self.client.mget([self._lease(t) for t in table_ids])
        out = []
        for table_id, owner in zip(table_ids, owners, strict=True):
            if owner is None:
                out.append(await self.claim(table_id))
            else:
                out.append(owner.decode() == self.worker)
        return out

    async def bury(self, peer: Peer) -> None:
        """``peer`` refused a connection: it is dead, so its tables may be claimed now."""
        with contextlib.suppress(Exception):
            await self._bury(keys=[self._workers + peer.worker], args=[peer.address])
        self._links.pop(peer.worker, None)
        self._routes = {k: v for k, v in self._routes.items() if v[0] != peer}
        for table_id in [t for t, p in self._follows.items() if p == peer]:
            del self._follows[table_id]

    # ------------------------------------------------------------ notices
    def notify(self, table_id: str, n_actions: int) -> None:
        """Tell the processes that follow ``table_id`` (n -1: it left this process; look again)."""
        followers = self._followers.get(table_id)
        if not followers:
            return
        frame = _frame({"notice": table_id, "n": n_actions})
        for writer in list(followers):
            if writer.is_closing():
                followers.discard(writer)
            else:
                writer.write(frame)

    def _noticed(self, table_id: str, n_actions: int) -> None:
        if n_actions < 0:
            self.forget_route(table_id)
        self.on_notice(table_id, n_actions)

    async def follow(self, table_id: str, peer: Peer | None) -> None:
        """Seats here watch ``table_id``: get its notices from ``peer`` (None: from nobody)."""
        old = self._follows.get(table_id)
        if old == peer:
            return
        try:
            if old is not None:
                del self._follows[table_id]
                await self._link(old).follow(table_id, False)
            if peer is not None:
                self._follows[table_id] = peer
                await self._link(peer).follow(table_id, True)
        except PeerGone:
            pass  # the poller still looks in the database for what a dead process cannot tell

    def _link(self, peer: Peer) -> PeerLink:
        link = self._links.get(peer.worker)
        if link is None or link.peer != peer:
            link = self._links[peer.worker] = PeerLink(peer, self.secret, self._noticed, self.worker)
        return link

    # ------------------------------------------------------------ forwarding
    async def forward(self, peer: Peer, scope: Scope, body: bytes) -> Reply:
        link = self._link(peer)
        head = {
            "method": scope["method"],
            "path": scope["path"],
            "query": scope.get("query_string", b"").decode("latin-1"),
            "headers": [[k.decode("latin-1"), v.decode("latin-1")] for k, v in scope.get("headers", [])],
            "client": list(scope["client"]) if scope.get("client") else None,
            "from": self.worker,
        }
        return await link.request(head, body)

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        lock = asyncio.Lock()
        try:
            hello, _ = await asyncio.wait_for(_read_frame(reader), 5.0)
            if not hmac.compare_digest(str(hello.get("hello", "")), self.secret):
                return
            self._incoming[str(hello.get("worker", ""))] = writer
            while True:
                head, body = await _read_frame(reader)
                if "follow" in head or "unfollow" in head:
                    self._following(head, writer)
                    continue
                task = asyncio.create_task(self._answer(head, body, writer, lock))
                self._handlers.add(task)
                task.add_done_callback(self._handlers.discard)
        except (asyncio.IncompleteReadError, ConnectionError, OSError, ValueError, TimeoutError):
            pass
        finally:
            for followers in self._followers.values():
                followers.discard(writer)
            self._incoming = {w: x for w, x in self._incoming.items() if x is not writer}
            writer.close()

    def _following(self, head: dict[str, Any], writer: asyncio.StreamWriter) -> None:
        if "follow" in head:
            self._followers.setdefault(str(head["follow"]), set()).add(writer)
            return
        followers = self._followers.get(str(head["unfollow"]))
        if followers is not None:
            followers.discard(writer)
            if not followers:
                del self._followers[str(head["unfollow"])]

    async def _answer(
        self, head: dict[str, Any], body: bytes, writer: asyncio.StreamWriter, lock: asyncio.Lock
    ) -> None:
        reply = await self.call(head, body)
        async with lock:
            writer.write(_frame({"id": head["id"], "status": reply.status, "headers": reply.headers}, reply.body))
            with contextlib.suppress(ConnectionError, OSError):
                await writer.drain()

    async def call(self, head: dict[str, Any], body: bytes) -> Reply:
        """Run a forwarded request through the whole application (the forwarding layer lets it pass)."""
        assert self.app is not None
        path = str(head["path"])
        scope: Scope = {
            "type": "http",
            "asgi": {"version": "3.0", "spec_version": "2.3"},
            "http_version": "1.1",
            "method": str(head["method"]),
            "scheme": "http",
            "path": path,
            "raw_path": path.encode(),
            "root_path": "",
            "query_string": str(head.get("query", "")).encode("latin-1"),
            "headers": [(k.encode("latin-1"), v.encode("latin-1")) for k, v in head.get("headers", [])],
            "client": tuple(head["client"]) if head.get("client") else None,
            "server": ("tabletome-internal", 0),
            "state": {},
            HOP: str(head.get("from", "")) or True,
        }
        return await collect(self.app, scope, body)


async def collect(app: ASGIApp, scope: Scope, body: bytes) -> Reply:
    """Call an ASGI application with a whole body and gather its whole answer."""
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        await asyncio.Event().wait()  # a forwarded request never disconnects early
        return {"type": "http.disconnect"}

    reply = Reply(500, [], b"")
    chunks: list[bytes] = []

    async def send(message: Message) -> None:
        if message["type"] == "http.response.start":
            reply.status = int(message["status"])
            reply.headers = [(k.decode("latin-1"), v.decode("latin-1")) for k, v in message.get("headers", [])]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))

    await app(scope, receive, send)
    reply.body = b"".join(chunks)
    return reply


class Host(Protocol):
    """What the forwarding layer needs from the table manager."""

    cluster: Cluster | None

    async def route(self, table_id: str) -> Peer | None: ...

    def holds(self, table_id: str) -> bool: ...

    def served(self, table_id: str, source: str) -> None: ...


MISDIRECTED = 421  # a forwarded request reached a process that no longer owns the table


class Forwarder:
    """The first ASGI layer: a request for a table another live process owns is answered by that
    process, which applies every other layer (limits, headers) as if the request had come to it."""

    def __init__(self, app: ASGIApp, host: Host, limit: int) -> None:
        self.app = app
        self.host = host
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        cluster = self.host.cluster
        match = TABLE_PATH.match(scope["path"]) if cluster is not None and scope["type"] == "http" else None
        if match is None:
            await self.app(scope, receive, send)
            return
        table_id = match.group(1)
        source = scope.get(HOP)
        if source:
            await self._forwarded(table_id, str(source) if isinstance(source, str) else "", scope, receive, send)
            return
        body: bytes | None = None
        for _ in range(3):
            peer = await self.host.route(table_id)
            if peer is None:
                self.host.served(table_id, "")
                await self.app(scope, receive if body is None else _replay(body), send)
                return
            if body is None:
                body = await _whole_body(receive, self.limit)
                if body is None:  # too large: the body limit layer says so
                    await self.app(scope, _replay(b"x" * (self.limit + 1)), send)
                    return
            reply = await self._forward(peer, scope, body)
            if reply is None:
                continue  # the owner was dead or had moved the table: look again
            await _send(send, reply)
            return
        await _send(send, Reply(503, [("content-type", "application/json"), ("retry-after", "1")], _GONE))

    async def _forward(self, peer: Peer, scope: Scope, body: bytes) -> Reply | None:
        """The owner's answer; None when the request never took effect there and may be retried."""
        assert self.host.cluster is not None
        cluster = self.host.cluster
        try:
            reply = await cluster.forward(peer, scope, body)
        except PeerGone as gone:
            await cluster.bury(peer)
            if gone.sent and scope["method"] not in ("GET", "HEAD"):
                return Reply(503, [("content-type", "application/json"), ("retry-after", "1")], _GONE)
            return None
        if reply.status == MISDIRECTED:
            cluster.forget_route(str(TABLE_PATH.match(scope["path"]).group(1)))  # type: ignore[union-attr]
            return None
        return reply

    async def _forwarded(self, table_id: str, source: str, scope: Scope, receive: Receive, send: Send) -> None:
        """A request another process sent here because it believed this one owns the table."""
        if not self.host.holds(table_id) and await self.host.route(table_id) is not None:
            await _send(send, Reply(MISDIRECTED, [("content-type", "application/json")], _MOVED))
            return
        self.host.served(table_id, source)
        await self.app(scope, receive, send)


_MOVED = json.dumps({"detail": "This table is served by another process now."}).encode()
_GONE = json.dumps(
    {
        "detail": "The table's server stopped while handling this, so it may or may not have been done: look at "
        "the table again before you retry, or send a move again with the same move_id (it is played at most once)."
    }
).encode()


async def _whole_body(receive: Receive, limit: int) -> bytes | None:
    """The request body, or None beyond ``limit`` bytes."""
    chunks = []
    size = 0
    while True:
        message = await receive()
        if message["type"] != "http.request":
            break
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            return None
        chunks.append(chunk)
        if not message.get("more_body", False):
            break
    return b"".join(chunks)


def _replay(body: bytes) -> Receive:
    sent = False

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        await asyncio.Event().wait()
        return {"type": "http.disconnect"}

    return receive


async def _send(send: Send, reply: Reply) -> None:
    headers = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in reply.headers if k.lower() != "content-length"]
    headers.append((b"content-length", str(len(reply.body)).encode()))
    await send({"type": "http.response.start", "status": reply.status, "headers": headers})
    await send({"type": "http.response.body", "body": reply.body})
