"""The JSON API under /api, and the live WebSocket of a seat."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from typing import Annotated, Any

from fastapi import APIRouter, Header, Query, Request, Response, WebSocket, WebSocketDisconnect
from pydantic import BaseModel, ConfigDict, Field
from starlette.status import HTTP_201_CREATED

from tabletome.engine import games

from .hub import Subscriber
from .tables import HUMAN, MAX_ACTION_TEXT, MAX_SEED, TableManager, WebError, web_kinds

log = logging.getLogger("tabletome.web")

router = APIRouter(prefix="/api")

TOKEN_HEADER = "X-Seat-Token"
SeatToken = Annotated[str | None, Header(alias=TOKEN_HEADER, description="the seat's secret token", max_length=200)]

Kind = Annotated[str, Field(max_length=32)]


class CreateTable(BaseModel):
    """A new table: the game, one kind per seat, options, and optionally an edition and a seed."""

    model_config = ConfigDict(extra="forbid")

    game: str = Field(max_length=64, examples=["hexer"])
    seats: list[Kind] = Field(
        min_length=1,
        max_length=16,
        description="one kind per seat: 'human' or an AI kind",
        examples=[["human", "heuristic", "heuristic"]],
    )
    options: dict[str, str | int | bool] = Field(
        default_factory=dict, max_length=32, description="game options and presets", examples=[{"difficulty": "hard"}]
    )
    edition: str | None = Field(default=None, max_length=60_000, description="an edition file's text, TOML or JSON")
    seed: int | None = Field(default=None, ge=0, le=MAX_SEED, description="random when not given")
    name: str = Field(default="", max_length=80)
    join: int | None = Field(default=None, description="the seat the creator takes (default: the first human seat)")


class Act(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: str = Field(
        max_length=MAX_ACTION_TEXT, description="the action in the game's notation", examples=["move 3"]
    )
    expect: int | None = Field(
        default=None, ge=0, description="the number of actions the client saw; refused (409) if the table moved on"
    )


def _json(text: str) -> Response:
    """A seat's page, already encoded (see TableManager.payload_json)."""
    return Response(content=text.encode(), media_type="application/json")


def manager(request: Request) -> TableManager:
    mgr: TableManager = request.app.state.manager
    return mgr


def seat_url(table_id: str, seat: int, token: str) -> str:
    # The token travels in the fragment: browsers never send it to a server or in a Referer.
    return f"/table/{table_id}/{seat}#token={token}"


@router.get("/health", summary="Is the server up")
async def health(request: Request) -> dict[str, Any]:
    mgr = manager(request)
    return {"ok": True, "tables": len(mgr.tables), "shared": mgr.settings.shared}


@router.get("/games", summary="Installed games, their options, presets and player kinds")
async def list_games() -> list[dict[str, Any]]:
    return [
        {
            "id": g.id,
            "name": g.name,
            "version": g.version,
            "min_players": g.min_players,
            "max_players": g.max_players,
            "cooperative": g.cooperative,
            "options": [
                {"name": o.name, "choices": list(o.choices), "default": o.default, "help": o.help}
                for o in g.options
                if o.name != "players"
            ],
            "presets": {name: {v: dict(values) for v, values in table.items()} for name, table in g.presets.items()},
            "kinds": {HUMAN: "a person at this table", **web_kinds(g)},
        }
        for g in games()
    ]


@router.get("/tables", summary="Open tables (newest first), then recently finished ones")
async def list_tables(request: Request, limit: Annotated[int, Query(ge=1, le=200)] = 50) -> list[dict[str, Any]]:
    return await manager(request).list_tables(limit)


@router.post("/tables", status_code=HTTP_201_CREATED, summary="Create a table; the creator takes a human seat")
async def create_table(request: Request, body: CreateTable) -> dict[str, Any]:
    mgr = manager(request)
    rt, seat, token = await mgr.create(
        body.game, body.seats, dict(body.options), body.edition, body.seed, body.name, body.join
    )
    return {
        "table": mgr.summary(rt),
        "seat": seat,
        "token": token,
        "url": seat_url(rt.id, seat, token) if seat is not None and token is not None else None,
    }


@router.get("/tables/{table_id}", summary="A table's public summary")
async def get_table(request: Request, table_id: str) -> dict[str, Any]:
    mgr = manager(request)
    return mgr.summary(await mgr.get(table_id))


@router.post("/tables/{table_id}/seats/{seat}/join", summary="Take a free human seat: its secret token and link")
async def join_seat(request: Request, table_id: str, seat: int) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    token = await mgr.join(rt, seat)
    return {"table": mgr.summary(rt), "seat": seat, "token": token, "url": seat_url(rt.id, seat, token)}


@router.get(
    "/tables/{table_id}/seats/{seat}",
    summary="What this seat sees: its view, picture, legal actions (on its turn), log and outcome",
)
async def seat_state(
    request: Request,
    table_id: str,
    seat: int,
    token: SeatToken = None,
    log_from: Annotated[int, Query(ge=0, description="send the log from this line on")] = 0,
) -> Response:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    if mgr.settings.shared and not rt.over:
        async with rt.lock:
            await mgr.sync(rt)
    return _json(mgr.payload_json(rt, seat, log_from)[0])


@router.post(
    "/tables/{table_id}/seats/{seat}/actions",
    summary="Play an action for this seat; answered once it is written to the table's log",
)
async def act(request: Request, table_id: str, seat: int, body: Act, token: SeatToken = None) -> Response:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    t0 = time.perf_counter()
    await mgr.act(rt, seat, body.action, body.expect)
    response = _json(mgr.payload_json(rt, seat)[0])
    # How long the server took (checked, written, page built): lets a client tell network from server.
    response.headers["server-timing"] = f"act;dur={(time.perf_counter() - t0) * 1000:.2f}"
    return response


@router.get("/tables/{table_id}/record", summary="The game record (*.tome.json) of a finished table")
async def record(request: Request, table_id: str) -> dict[str, Any]:
    mgr = manager(request)
    return mgr.record(await mgr.get(table_id))


@router.get("/tables/{table_id}/replay", summary="A finished table after `step` actions, as a seat saw it")
async def replay(
    request: Request,
    table_id: str,
    step: Annotated[int, Query(ge=0)] = 0,
    seat: Annotated[int | None, Query(description="whose view; everything when not given")] = None,
) -> dict[str, Any]:
    mgr = manager(request)
    return await mgr.replay(await mgr.get(table_id), step, seat)


@router.websocket("/tables/{table_id}/seats/{seat}/live")
async def live(ws: WebSocket, table_id: str, seat: int) -> None:
    """The seat's page, pushed on every change. The first message must be {"token": "..."}."""
    mgr: TableManager = ws.app.state.manager
    await ws.accept()
    try:
        hello = json.loads(await asyncio.wait_for(ws.receive_text(), 10))
        token = hello.get("token") if isinstance(hello, dict) else None
        rt = await mgr.get(table_id)
        await mgr.authorize(rt, seat, token if isinstance(token, str) else None)
    except WebError as exc:
        await ws.send_json({"error": exc.detail, "status": exc.status})
        await ws.close(code=4000 + exc.status)
        return
    except (TimeoutError, ValueError, WebSocketDisconnect):
        with contextlib.suppress(Exception):
            await ws.send_json({"error": 'Send {"token": "..."} first.', "status": 401})
            await ws.close(code=4401)
        return
    sub = Subscriber(seat)
    mgr.hub.add(rt.id, sub)
    sender = asyncio.create_task(_send_updates(ws, mgr, rt, sub))
    try:
        while True:
            message = await ws.receive_text()
            if message == "ping":
                sub.dirty.set()  # a client that suspects it missed something gets the page again
    except WebSocketDisconnect:
        pass
    finally:
        mgr.hub.remove(rt.id, sub)
        sender.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await sender


# While others play (AI seats move in quick bursts), a seat's page is sent at most this often;
# when its turn comes or the game ends it is sent at once.
WATCH_INTERVAL = 0.05


async def _send_updates(ws: WebSocket, mgr: TableManager, rt: Any, sub: Subscriber) -> None:
    first = True
    while True:
        await sub.dirty.wait()
        if not first and rt.state.to_move not in (sub.seat, None):
            await asyncio.sleep(WATCH_INTERVAL)
        first = False
        sub.dirty.clear()
        text, sub.log_sent = mgr.payload_json(rt, sub.seat, sub.log_sent)
        await ws.send_text(text)
