"""Live connections: a seat's page (or a spectator's) pushed on every change of its table.

The first message is ``{"token": "..."}`` for a seat (``{}`` for a spectator), optionally with
``"pace": seconds``: the other seats' moves are then shown one at a time, that many seconds apart
(``{"pace": 0}`` later shows them at once, as they come), within a seat's budget of ``pace.BUDGET``
seconds between two of its decisions (``pace.Pacer``); ``"stop": true`` says the seat stops at its
forced decisions (they count as decisions then). The page comes from the process that
owns the table: built here when this process owns it, otherwise asked of the owner (cluster.py),
so a process never replays a table it does not own just to keep a connection informed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
from dataclasses import dataclass, field
from typing import Any

from fastapi import WebSocket, WebSocketDisconnect

from tabletome.engine import SPECTATOR
from tabletome.engine.i18n import N_
from tabletome.engine.pace import BUDGET, Pacer

from .cluster import PeerGone
from .errors import WebError
from .hub import Subscriber
from .limits import client_key
from .presence import Connection
from .tables import TableManager

# While others play (AI seats move in quick bursts), a page is sent at most this often when not
# paced; when the seat's turn comes or the game ends it is sent at once.
WATCH_INTERVAL = 0.05
MAX_PACE = 10.0
TURN_HEADER = "x-tabletome-turn"  # "yours", "over" or "other": lets a forwarding process pace pushes
LOG_HEADER = "x-tabletome-log-total"
SHOWN_HEADER = "x-tabletome-n"  # the action count of the moment the page shows
LATEST_HEADER = "x-tabletome-latest"  # the table's action count now


@dataclass(slots=True)
class Page:
    """A page, however it is obtained, and what pacing needs from it."""

    text: str
    log_total: int
    urgent: bool  # the seat's turn, or the game is over
    shown: int  # the action count of the moment shown
    latest: int  # the table's action count
    mover: int | None = None  # who played the action shown (None: the start, the clock)
    options: int = 0  # the moves offered to the seat (on its turn)

    def __post_init__(self) -> None:
        facts = json.loads(self.text) if self.text.startswith("{") else {}
        last = facts.get("last_action") or {}
        self.mover = last.get("seat")
        self.options = len(facts.get("legal") or ())


@dataclass(slots=True)
class Watcher:
    """Who is connected: a seat with its token, or a spectator."""

    table_id: str
    seat: int
    token: str
    pace: float = 0.0
    stop: bool = False  # the seat stops at its forced decisions (one legal move)
    pacer: Pacer = field(default_factory=Pacer)

    def __post_init__(self) -> None:
        self.pacer = Pacer(self.pace, math.inf if self.seat == SPECTATOR else BUDGET)

    def set_pace(self, pace: float) -> None:
        self.pace = self.pacer.pace = pace

    def decides(self, page: Page) -> bool:
        """The page asks the seat a decision of its own (a forced one only if the seat stops there)."""
        return page.urgent and page.shown == page.latest and (page.options > 1 or (self.stop and page.options == 1))

    def path(self) -> str:
        if self.seat == SPECTATOR:
            return f"/api/tables/{self.table_id}/watch"
        return f"/api/tables/{self.table_id}/seats/{self.seat}"


async def fetch(mgr: TableManager, ws: WebSocket, who: Watcher, log_from: int, at: int | None = None) -> Page:
    """The page from ``log_from`` on (right after action ``at``, if given), from the table's owner."""
    for _ in range(3):
        peer = await mgr.route(who.table_id)
        if mgr.cluster is not None:
            await mgr.cluster.follow(who.table_id, peer)  # notices come from the owner (none if it is us)
        if peer is None:
            return await _local(mgr, who, log_from, at)
        assert mgr.cluster is not None
        query = f"log_from={log_from}" + (f"&at={at}" if at is not None else "")
        scope = {
            "method": "GET",
            "path": who.path(),
            "query_string": query.encode(),
            "headers": [(b"x-seat-token", who.token.encode("latin-1", "replace"))] if who.token else [],
            "client": (ws.client.host, ws.client.port) if ws.client else None,
        }
        try:
            reply = await mgr.cluster.forward(peer, scope, b"")
        except PeerGone:
            await mgr.cluster.bury(peer)
            continue
        return _remote_page(reply.status, reply.body.decode(), dict((k.lower(), v) for k, v in reply.headers))
    raise WebError(503, N_("The table's server does not answer; reload the page in a moment."), 1)


async def _local(mgr: TableManager, who: Watcher, log_from: int, at: int | None) -> Page:
    rt = await mgr.get(who.table_id)
    if who.seat != SPECTATOR:
        await mgr.authorize(rt, who.seat, who.token)
    text, total = mgr.payload_json(rt, who.seat, log_from, at)
    shown = rt.n if at is None else at
    urgent = shown == rt.n and (rt.state.to_move is None or rt.state.to_move == who.seat)
    return Page(text, total, urgent, shown, rt.n)


def _remote_page(status: int, text: str, head: dict[str, str]) -> Page:
    if status != 200:
        raise WebError(status, str(json.loads(text).get("detail", "Refused.")))
    shown = int(head.get(SHOWN_HEADER, "0"))
    latest = int(head.get(LATEST_HEADER, str(shown)))
    return Page(text, int(head.get(LOG_HEADER, "0")), head.get(TURN_HEADER) != "other", shown, latest)


def headers_for(shown: int, latest: int, turn: str, log_total: int) -> dict[str, str]:
    """What a forwarding process needs to pace a page it did not build."""
    return {TURN_HEADER: turn, LOG_HEADER: str(log_total), SHOWN_HEADER: str(shown), LATEST_HEADER: str(latest)}


async def pause_for(seconds: float) -> None:
    """The pause after a paced page (tests count them instead of waiting)."""
    await asyncio.sleep(seconds)


def _read_hello(text: str, seat: int) -> tuple[str, float, bool]:
    try:
        hello = json.loads(text)
    except ValueError:
        hello = None
    if not isinstance(hello, dict):
        raise WebError(401, N_('Send {"token": "..."} first.'))
    token = hello.get("token", "")
    if seat != SPECTATOR and (not isinstance(token, str) or not token or len(token) > 200):
        raise WebError(401, N_('Send {"token": "..."} first.'))
    return (token if isinstance(token, str) else ""), _pace(hello.get("pace", 0)), hello.get("stop") is True


def _pace(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return 0.0
    return max(0.0, min(MAX_PACE, float(value)))


async def serve_live(mgr: TableManager, ws: WebSocket, table_id: str, seat: int) -> None:
    await ws.accept()
    client = client_key(ws.client.host if ws.client else None)
    try:  # counted per client in every process (presence.py)
        conn = await mgr.connections.open(client, table_id)
    except WebError as exc:
        await _refuse(ws, exc)
        return
    # Registered before the first page is read: a change made while it is read wakes the sender
    # again (registering after the read could miss the last move before the seat's turn for good).
    sub = Subscriber(seat)
    mgr.hub.add(table_id, sub)
    try:
        await _serve(mgr, ws, Seated(conn), seat, sub)
    finally:
        mgr.hub.remove(table_id, sub)
        if mgr.cluster is not None and not mgr.hub.count(table_id):
            with contextlib.suppress(Exception):
                await mgr.cluster.follow(table_id, None)
        await mgr.connections.close(conn)


@dataclass(slots=True)
class Seated:
    """A live connection, told once its seat's token is accepted (its person is then there)."""

    conn: Connection


async def _refuse(ws: WebSocket, exc: WebError) -> None:
    with contextlib.suppress(Exception):
        await ws.send_json({"error": exc.body()["detail"], "status": exc.status})  # in the reader's language
        await ws.close(code=4000 + exc.status)


async def _serve(mgr: TableManager, ws: WebSocket, held: Seated, seat: int, sub: Subscriber) -> None:
    table_id = held.conn.table_id
    try:
        try:
            first = await asyncio.wait_for(ws.receive_text(), 10)
        except (TimeoutError, WebSocketDisconnect):
            raise WebError(401, N_('Send {"token": "..."} first.')) from None
        token, pace, stop = _read_hello(first, seat)
        who = Watcher(table_id, seat, token, pace, stop)
        sub.dirty.clear()  # from here on, any change is news to send
        page = await fetch(mgr, ws, who, 0)
        if seat != SPECTATOR:  # the token was accepted
            held.conn = await mgr.connections.seated(held.conn, seat)
    except WebError as exc:
        await _refuse(ws, exc)
        return
    sender = asyncio.create_task(_send_updates(mgr, ws, who, sub, page))
    try:
        await _listen(ws, who, sub)
    except WebSocketDisconnect:
        pass
    finally:
        sender.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await sender


async def _listen(ws: WebSocket, who: Watcher, sub: Subscriber) -> None:
    """ "ping": send the page again (the client suspects it missed one); {"pace": s}: pacing;
    {"stop": bool}: whether the seat stops at its forced decisions."""
    while True:
        text = await ws.receive_text()
        if text != "ping":
            with contextlib.suppress(ValueError, AttributeError):
                said = json.loads(text)
                who.set_pace(_pace(said.get("pace", who.pace)))
                who.stop = said.get("stop", who.stop) is True
        sub.dirty.set()


def _urgent(mgr: TableManager, who: Watcher, last: Page) -> bool:
    """Send at once: the seat's turn has come or the game is over (as far as this process knows)."""
    rt = mgr.tables.get(who.table_id)
    if rt is not None and rt.owned:
        return rt.state.to_move is None or rt.state.to_move == who.seat
    return last.urgent


async def _send_updates(mgr: TableManager, ws: WebSocket, who: Watcher, sub: Subscriber, page: Page) -> None:
    # dirty is not cleared here: a change since the first page was read is sent next
    await ws.send_text(page.text)
    sub.log_sent = page.log_total
    if who.decides(page):
        who.pacer.decided()
    while True:
        await sub.dirty.wait()
        if not who.pace and not _urgent(mgr, who, page):
            await asyncio.sleep(WATCH_INTERVAL)
        sub.dirty.clear()
        try:
            page, pause = await _next_page(mgr, ws, who, sub, page.shown)
        except WebError as exc:
            await ws.send_json({"error": exc.body()["detail"], "status": exc.status})  # in the reader's language
            if exc.status != 503:
                await ws.close(code=4000 + exc.status)
                return
            continue
        sub.log_sent = page.log_total
        await ws.send_text(page.text)
        if who.decides(page):
            who.pacer.decided()  # between two decisions of the seat, the others' moves share a budget
        if page.shown < page.latest:  # paced: more moments to show
            await pause_for(pause)
            sub.dirty.set()


async def _next_page(mgr: TableManager, ws: WebSocket, who: Watcher, sub: Subscriber, shown: int) -> tuple[Page, float]:
    """The next page to send and how long to show it: when paced, the moment after the next action
    (or after the next few, when the budget leaves too little time for each), else the latest."""
    if who.pace:
        try:
            page = await fetch(mgr, ws, who, sub.log_sent, at=shown + 1)
            if page.mover == who.seat or page.shown >= page.latest:
                return page, 0.0  # the seat's own move (it saw it played), or the present
            step, pause = who.pacer.next(page.latest - shown)
            if step > 1:  # several moves in one picture
                page = await fetch(mgr, ws, who, sub.log_sent, at=min(page.latest, shown + step))
            return page, pause
        except WebError as exc:
            if exc.status != 404:  # a moment no longer kept: go to the latest
                raise
    return await fetch(mgr, ws, who, sub.log_sent), 0.0
