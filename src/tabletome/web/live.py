"""A seat's live connection: its page pushed on every change of its table.

The first message must be ``{"token": "..."}``. The page comes from the process that owns the
table: built here when this process owns it, otherwise asked of the owner (cluster.py), so a
process never replays a table it does not own just to keep a connection informed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json

from fastapi import WebSocket, WebSocketDisconnect

from .cluster import PeerGone
from .errors import WebError
from .hub import Subscriber
from .limits import client_key
from .tables import TableManager

# While others play (AI seats move in quick bursts), a seat's page is sent at most this often;
# when its turn comes or the game ends it is sent at once.
WATCH_INTERVAL = 0.05
TURN_HEADER = "x-tabletome-turn"  # "yours", "over" or "other": lets a forwarding process pace pushes
LOG_HEADER = "x-tabletome-log-total"


class Page:
    """The seat's page, however it is obtained, and what pacing needs from it."""

    __slots__ = ("log_total", "text", "urgent")

    def __init__(self, text: str, log_total: int, urgent: bool) -> None:
        self.text = text
        self.log_total = log_total
        self.urgent = urgent


async def fetch(mgr: TableManager, ws: WebSocket, table_id: str, seat: int, token: str, log_from: int) -> Page:
    """The seat's page from ``log_from`` on, from whichever process owns the table."""
    for _ in range(3):
        peer = await mgr.route(table_id)
        if mgr.cluster is not None:
            await mgr.cluster.follow(table_id, peer)  # notices come from the owner (none if it is us)
        if peer is None:
            rt = await mgr.get(table_id)
            await mgr.authorize(rt, seat, token)
            text, total = mgr.payload_json(rt, seat, log_from)
            return Page(text, total, rt.state.to_move in (seat, None))
        assert mgr.cluster is not None
        scope = {
            "method": "GET",
            "path": f"/api/tables/{table_id}/seats/{seat}",
            "query_string": f"log_from={log_from}".encode(),
            "headers": [(b"x-seat-token", token.encode("latin-1", "replace"))],
            "client": (ws.client.host, ws.client.port) if ws.client else None,
        }
        try:
            reply = await mgr.cluster.forward(peer, scope, b"")
        except PeerGone:
            await mgr.cluster.bury(peer)
            continue
        text = reply.body.decode()
        if reply.status != 200:
            raise WebError(reply.status, str(json.loads(text).get("detail", "Refused.")))
        head = {k.lower(): v for k, v in reply.headers}
        return Page(text, int(head.get(LOG_HEADER, "0")), head.get(TURN_HEADER) != "other")
    raise WebError(503, "The table's server does not answer; reload the page in a moment.", 1)


async def _hello(ws: WebSocket) -> str:
    try:
        hello = json.loads(await asyncio.wait_for(ws.receive_text(), 10))
    except (TimeoutError, ValueError, WebSocketDisconnect):
        raise WebError(401, 'Send {"token": "..."} first.') from None
    token = hello.get("token") if isinstance(hello, dict) else None
    if not isinstance(token, str) or not token or len(token) > 200:
        raise WebError(401, 'Send {"token": "..."} first.')
    return token


async def serve_live(mgr: TableManager, ws: WebSocket, table_id: str, seat: int) -> None:
    await ws.accept()
    client = client_key(ws.client.host if ws.client else None)
    limit = mgr.settings.live_per_client
    try:
        if limit and mgr.live.get(client, 0) >= limit:
            raise WebError(429, f"This address already holds {limit} live connections; close some first.")
        token = await _hello(ws)
        page = await fetch(mgr, ws, table_id, seat, token, 0)
    except WebError as exc:
        with contextlib.suppress(Exception):
            await ws.send_json({"error": exc.detail, "status": exc.status})
            await ws.close(code=4000 + exc.status)
        return
    mgr.live[client] = mgr.live.get(client, 0) + 1
    sub = Subscriber(seat)
    mgr.hub.add(table_id, sub)
    sender = asyncio.create_task(_send_updates(mgr, ws, table_id, seat, token, sub, page))
    try:
        while True:
            if await ws.receive_text() == "ping":
                sub.dirty.set()  # a client that suspects it missed something gets the page again
    except WebSocketDisconnect:
        pass
    finally:
        mgr.hub.remove(table_id, sub)
        if mgr.cluster is not None and not mgr.hub.count(table_id):
            with contextlib.suppress(Exception):
                await mgr.cluster.follow(table_id, None)
        mgr.live[client] -= 1
        if not mgr.live[client]:
            del mgr.live[client]
        sender.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await sender


def _urgent(mgr: TableManager, table_id: str, seat: int, last: Page) -> bool:
    """Send at once: the seat's turn has come or the game is over (as far as this process knows)."""
    rt = mgr.tables.get(table_id)
    if rt is not None and rt.owned:
        return rt.state.to_move in (seat, None)
    return last.urgent


async def _send_updates(
    mgr: TableManager, ws: WebSocket, table_id: str, seat: int, token: str, sub: Subscriber, page: Page
) -> None:
    sub.dirty.clear()
    await ws.send_text(page.text)
    sub.log_sent = page.log_total
    while True:
        await sub.dirty.wait()
        if not _urgent(mgr, table_id, seat, page):
            await asyncio.sleep(WATCH_INTERVAL)
        sub.dirty.clear()
        try:
            page = await fetch(mgr, ws, table_id, seat, token, sub.log_sent)
        except WebError as exc:
            await ws.send_json({"error": exc.detail, "status": exc.status})
            if exc.status != 503:
                await ws.close(code=4000 + exc.status)
                return
            continue
        sub.log_sent = page.log_total
        await ws.send_text(page.text)
