"""The player aid's actions on the web: which action kinds each step of a turn names, and what
tapping one tells a seat now (the moves of that kind legal now, or one sentence saying why there
is none: engine/aid.py, from the same code as the rules' legality). A spectator is told whose turn
it is and what they decide."""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Path, Request
from pydantic import BaseModel, Field

from tabletome.engine import aid
from tabletome.engine.errors import TabletomeError
from tabletome.engine.rng import derive_seed

from .api import Seat, SeatToken, TableId, manager
from .errors import WebError, documented
from .howto import GameId, _game

router = APIRouter(prefix="/api")
Kind = Annotated[
    str,
    Path(
        max_length=40,
        pattern=r"^[a-z][a-z0-9_-]*(:[a-z0-9_-]+)?$",
        description="an action kind of the game's aid: a notation word ('use') or a word and a qualifier ('play:master')",
    ),
]


class AidKinds(BaseModel):
    game: str
    turn: list[list[str]] = Field(description="each step of the how-to's turn, in order: the action kinds it names")
    kinds: dict[str, str] = Field(
        description="every kind a player may ask about, and the words its refusal starts with"
    )


class AidAnswer(BaseModel):
    kind: str
    legal: list[str] = Field(description="the moves of that kind legal now for this seat (notation); empty: refused")
    sentence: str = Field(description="why none is legal now, one sentence ('' when some are)")
    targets: dict[str, list[str]] = Field(description="for each legal move about the board, the elements it names")


@router.get(
    "/aid/{game_id}",
    summary="The player aid's action kinds: for each step of a turn, the kinds of move it names",
    response_model=AidKinds,
    responses=documented(404, 422, 429),
)
async def aid_kinds(game_id: GameId) -> dict[str, Any]:
    game = _game(game_id)
    try:
        turn = aid.turn_actions(game)
    except TabletomeError as exc:  # a how-to file that names its actions wrongly
        raise WebError(404, str(exc)) from None
    return {"game": game.id, "turn": [list(kinds) for kinds in turn], "kinds": aid.kinds(game)}


async def _answer(request: Request, table_id: str, seat: int | None, kind: str, token: str | None) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    if seat is not None:
        await mgr.authorize(rt, seat, token)
    try:
        aid.check_kind(rt.game, kind)
    except aid.UnknownKind as exc:
        raise WebError(404, str(exc)) from None
    if rt.in_setup:
        raise WebError(409, rt.not_started())
    snapshot = rt.state.clone()  # the table may move on while the answer is worked out
    seed = derive_seed("aid", rt.n, kind)  # never the table's own seed: the worlds tell nothing of it
    # to_thread carries the request's context (its language: the refusal is said in it)
    answer = await asyncio.to_thread(aid.answer, snapshot, seat, kind, seed)
    return answer.to_json()


@router.get(
    "/tables/{table_id}/seats/{seat}/aid/{kind}",
    summary="Tap an action of the player aid: this seat's moves of that kind legal now, or why there is none",
    response_model=AidAnswer,
    responses=documented(401, 403, 404, 409, 422, 429, 503),
)
async def seat_aid(
    request: Request, table_id: TableId, seat: Seat, kind: Kind, token: SeatToken = None
) -> dict[str, Any]:
    return await _answer(request, table_id, seat, kind, token)


@router.get(
    "/tables/{table_id}/aid/{kind}",
    summary="Tap an action of the player aid as a spectator: whose turn it is and what they decide",
    response_model=AidAnswer,
    responses=documented(404, 409, 422, 429, 503),
)
async def watch_aid(request: Request, table_id: TableId, kind: Kind) -> dict[str, Any]:
    return await _answer(request, table_id, None, kind, None)
