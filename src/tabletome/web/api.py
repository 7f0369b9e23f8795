"""The JSON API under /api, and the live WebSocket of a seat.

Every client input is checked here, at the edge, before it reaches the rules or the database:
names, seat kinds, options, seeds, ids and numbers have bounds and allowed characters, so a bad
request is a 4xx with one sentence on every database, never a 5xx.
"""

from __future__ import annotations

import json
import re
import time
from functools import lru_cache
from typing import Annotated, Any

from fastapi import APIRouter, Header, Path, Query, Request, Response, WebSocket
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PlainValidator,
    StringConstraints,
    WithJsonSchema,
    field_validator,
)
from starlette.status import HTTP_201_CREATED

from tabletome.agents import player_words
from tabletome.agents.strength import strength_words
from tabletome.engine import SPECTATOR, capabilities, games, i18n, reference
from tabletome.engine.i18n import _

from . import ops, tutorial
from .checks import NAME_SCHEMA, Whole, visible_name
from .editions import input_json
from .errors import documented
from .limits import client_key
from .live import headers_for, serve_live
from .tables import HUMAN, MAX_ACTION_TEXT, MAX_SEED, TableManager, TableRequest, web_kinds

router = APIRouter(prefix="/api")

TOKEN_HEADER = "X-Seat-Token"
ALREADY_PLAYED = "x-tabletome-already-played"  # the number of the action a retried move_id played
MAX_SEATS = 16
MAX_COUNT = 10**9  # actions, log lines, steps: far beyond any game
SeatToken = Annotated[str | None, Header(alias=TOKEN_HEADER, description="the seat's secret token", max_length=200)]
TableId = Annotated[str, Path(max_length=40, description="the table's id (ten hexadecimal digits)")]
Seat = Annotated[Whole, Path(ge=0, lt=MAX_SEATS, description="the seat number, from 0")]

Kind = Annotated[
    str, StringConstraints(min_length=1, max_length=32, pattern=r"^[A-Za-z][A-Za-z0-9_-]*(:[A-Za-z0-9_.-]{1,16})?$")
]
OptionName = Annotated[str, StringConstraints(min_length=1, max_length=40, pattern=r"^[A-Za-z_][A-Za-z0-9_-]*$")]
_OPTION_TEXT = re.compile(r"[A-Za-z0-9_. +-]{0,40}")


def _option_value(v: Any) -> bool | int | str:
    if isinstance(v, bool) or (isinstance(v, int) and -(10**9) <= v <= 10**9):
        return v
    if isinstance(v, str) and _OPTION_TEXT.fullmatch(v):
        return v
    raise ValueError("an option is yes/no (true or false), a whole number or a short word of letters and digits")


OptionValue = Annotated[
    bool | int | str,
    PlainValidator(_option_value),
    WithJsonSchema(
        {
            "anyOf": [
                {"type": "boolean"},
                {"type": "integer", "minimum": -(10**9), "maximum": 10**9},
                {"type": "string", "maxLength": 40, "pattern": "^[A-Za-z0-9_. +-]*$"},
            ]
        }
    ),
]


_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
_CONTROL_NOT_SPACE = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff]")
# The same rules, told to the OpenAPI schema (the validators below give the sentence).
PRINTABLE: dict[str, Any] = {"pattern": "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"}
PRINTABLE_LINES: dict[str, Any] = {"pattern": "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$"}


def _printable(text: str, what: str, pattern: re.Pattern[str] = _CONTROL) -> str:
    """No control characters (NUL included): they cannot be shown, and some databases refuse them."""
    if pattern.search(text):
        raise ValueError(f"{what} may not contain control characters")
    return text


# What a seat brings to the table (a decklist): by input name, each a text of printable lines (the
# game's own limit on its length is checked against the game; this one bounds any request).
MAX_INPUT_TEXT = 60_000
SeatKey = Annotated[str, StringConstraints(pattern=r"^(0|[1-9][0-9]?)$")]
InputName = Annotated[str, StringConstraints(min_length=1, max_length=40, pattern=r"^[A-Za-z_][A-Za-z0-9_-]*$")]
InputText = Annotated[str, Field(max_length=MAX_INPUT_TEXT, json_schema_extra=PRINTABLE_LINES)]
InputTexts = dict[InputName, InputText]


def _printable_inputs(texts: dict[str, str]) -> dict[str, str]:
    for name, text in texts.items():
        _printable(text, f"the {name}", _CONTROL_NOT_SPACE)
    return texts


class CreateTable(BaseModel):
    """A new table: the game, one kind per seat, options, and optionally an edition and a seed."""

    model_config = ConfigDict(extra="forbid")

    game: str = Field(min_length=1, max_length=64, pattern=r"^[a-z][a-z0-9_]*$", examples=["hexer"])
    seats: list[Kind] = Field(
        min_length=1,
        max_length=MAX_SEATS,
        description="one kind per seat: 'human' or an AI kind (see /api/games)",
        examples=[["human", "heuristic", "heuristic"]],
    )
    options: dict[OptionName, OptionValue] = Field(
        default_factory=dict, max_length=32, description="game options and presets", examples=[{"difficulty": "hard"}]
    )
    edition: str | None = Field(
        default=None,
        max_length=60_000,
        description="an edition file's text, TOML or JSON (at most 60,000 characters)",
        json_schema_extra=PRINTABLE_LINES,
    )
    seed: Whole | None = Field(default=None, ge=0, le=MAX_SEED, description="random when not given")
    name: str = Field(
        default="",
        max_length=80,
        description="the table's name in the lobby (no invisible or text-direction characters)",
        json_schema_extra=NAME_SCHEMA,
    )
    join: Whole | None = Field(
        default=None, ge=0, lt=MAX_SEATS, description="the seat the creator takes (default: the first human seat)"
    )
    hints: bool | None = Field(
        default=None, description="may seats ask the search player for advice (default: only with one person)"
    )
    idle_limit: float = Field(
        default=600.0,
        ge=0,
        le=7 * 24 * 3600,
        description="seconds a person may keep the others waiting before they may hand the seat over (0: never)",
    )
    inputs: dict[SeatKey, Annotated[InputTexts, Field(max_length=8)]] = Field(
        default_factory=dict,
        max_length=MAX_SEATS,
        description="what seats bring to the table (see seat_inputs in /api/games), by seat number: yours and "
        "the AI seats'; the other people choose once they join",
        examples=[{"0": {"deck": "Tremere"}, "1": {"deck": "Ventrue"}}],
    )
    saved_edition: str | None = Field(
        default=None,
        max_length=200,
        description="the secret key of an edition saved from the editor (instead of `edition`)",
    )
    position: str | None = Field(
        default=None,
        max_length=MAX_INPUT_TEXT,
        description="begin at this position (`tabletome position` writes one): it decides the edition, the "
        "options and the dice, so `edition`, `options`, `seed` and `inputs` are not given with it",
        json_schema_extra=PRINTABLE_LINES,
    )

    @field_validator("inputs")
    @classmethod
    def _inputs(cls, v: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
        for texts in v.values():
            _printable_inputs(texts)
        return v

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        return visible_name(v, "the name")

    @field_validator("edition")
    @classmethod
    def _edition(cls, v: str | None) -> str | None:
        return None if v is None else _printable(v, "the edition", _CONTROL_NOT_SPACE)


class Choose(BaseModel):
    model_config = ConfigDict(extra="forbid")

    inputs: InputTexts = Field(
        max_length=8,
        description="what your seat brings, by input name (see seat_inputs in /api/games); an empty text keeps "
        "the table's option",
        examples=[{"deck": "Tremere"}],
    )

    @field_validator("inputs")
    @classmethod
    def _inputs(cls, v: dict[str, str]) -> dict[str, str]:
        return _printable_inputs(v)


class Act(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: str = Field(
        min_length=1,
        max_length=MAX_ACTION_TEXT,
        description="the action in the game's notation",
        examples=["move 3"],
        json_schema_extra=PRINTABLE,
    )
    expect: Whole | None = Field(
        default=None,
        ge=0,
        le=MAX_COUNT,
        description="the number of actions the client saw; refused (409) if the table moved on",
    )
    safe: bool = Field(
        default=False,
        description="refuse (409 with `loses`) a move that loses the game at once, judged from the seat's view",
    )
    move_id: str | None = Field(
        default=None,
        min_length=8,
        max_length=64,
        pattern=r"^[A-Za-z0-9_-]+$",
        description="the client's id of this move, new for each move (a random one): if the answer is lost or "
        "is a 503, send the same request again with the same id; a move this seat already played under it is "
        "not played again, and the answer is the seat's page (header x-tabletome-already-played: its number)",
        examples=["3f9c2a7e51d04b8c"],
    )

    @field_validator("action")
    @classmethod
    def _action(cls, v: str) -> str:
        return _printable(v, "an action")


# ------------------------------------------------------------------ documented answers
class SeatInfo(BaseModel):
    seat: int
    label: str
    kind: str
    kind_name: str = Field("", description="the kind in the reader's words: 'Scripted' for 'heuristic'")
    taken: bool


class TableSummary(BaseModel):
    id: str
    name: str
    game: str
    game_name: str
    status: str = Field(
        description="setup (people still choose what they bring, e.g. their decks), playing or finished"
    )
    players: int
    options: dict[str, Any]
    edition: str | None
    seed: int | None = Field(description="shown once the game is over")
    seats: list[SeatInfo]
    n_actions: int
    to_move: int | None
    outcome: dict[str, Any] | None
    created_at: float
    archived: bool = Field(description="resting in the database; it comes back when a seat opens it")
    rematch: str | None = Field(default=None, description="the table of the rematch, once somebody asked for one")
    hints: bool = Field(default=False, description="whether seats may ask the search player for advice")
    odds: bool = Field(default=False, description="whether the game answers 'what are my odds?' (exact chances)")
    waiting: list[int] = Field(default_factory=list, description="during setup: the seats still choosing")


class Seated(BaseModel):
    table: TableSummary
    seat: int | None
    token: str | None = Field(description="the seat's secret: send it as X-Seat-Token")
    url: str | None = Field(description="the seat's page, the token in its fragment")


class LegalAction(BaseModel):
    action: str
    text: str
    el: list[str] = Field(
        default_factory=list, description="the board elements (data-el ids of the picture) this move is about"
    )


class SeatInputInfo(BaseModel):
    name: str
    label: str
    help: str
    max_chars: int
    choices: list[str] = Field(description="ready-made values (deck names) a seat may pick instead of a text")


class SetupInfo(BaseModel):
    waiting: list[str] = Field(description="the seats still choosing, by label")
    waiting_seats: list[int]
    inputs: list[SeatInputInfo]
    values: dict[str, str | None] = Field(description="this seat's own texts (never another seat's); null: none")
    can_choose: bool = Field(description="whether this seat may choose (a person's seat; again while others choose)")
    chosen: bool = Field(description="whether this seat has chosen (the creator's and AI seats count as chosen)")


class SeatPage(BaseModel):
    table: TableSummary
    seat: int | None = Field(description="None on a spectator's page")
    label: str
    n_actions: int = Field(description="the actions played at the moment shown")
    latest: int = Field(description="the actions played now (more than n_actions on a paced page)")
    to_move: int | None
    to_move_label: str | None
    your_turn: bool
    prompt: str | None
    view: dict[str, Any] = Field(description="exactly what this seat (or a spectator) may know")
    svg: str
    legal: list[LegalAction]
    last_action: dict[str, Any] | None = Field(description="who did what in the action that led here")
    outcome: dict[str, Any] | None
    note: str | None
    events: list[dict[str, Any]] = Field(description="advice asked for, moves taken back, seats handed over")
    requests: dict[str, Any] = Field(description="a take-back or a seat hand-over waiting for agreement; an idle seat")
    creator_seat: int | None
    goals: dict[str, list[str]] = Field(description="what is still to do to win, and how the game can be lost now")
    log_from: int
    log: list[str]
    log_total: int
    setup: SetupInfo | None = Field(
        default=None, description="only while the table is set up: who is still choosing, and what to choose"
    )
    guide: dict[str, Any] | None = Field(
        default=None, description="a guided first game, on the learner's page: the step it is at (see /api/tutorials)"
    )


class Replay(BaseModel):
    table: TableSummary
    step: int
    total: int
    seat: int | None
    label: str
    played: str | None
    played_by: str | None = Field(default=None, description="who played it: a seat's label, or 'the clock'")
    next: str | None
    view: dict[str, Any]
    svg: str
    log: list[str]
    outcome: dict[str, Any] | None


class Health(BaseModel):
    ok: bool
    tables: int = Field(description="tables held in this process's memory")
    shared: bool
    worker: str
    pid: int


class GameOption(BaseModel):
    name: str
    choices: list[str]
    default: str
    help: str
    label: str = Field(description="the option's name for players")
    words: dict[str, str] = Field(description="what players read for each choice")
    mode: bool = Field(description="whether the option picks one of the game's modes (asked first)")
    per_seat: str = Field(description="the seat input that asks the same thing, once per seat ('' if none)")
    when: dict[str, str] | None = Field(
        description="the option matters only when another option has a value: {option, value} (null: always)"
    )


class GameInfo(BaseModel):
    id: str
    name: str
    version: str
    min_players: int
    max_players: int
    cooperative: bool
    options: list[GameOption]
    presets: dict[str, dict[str, dict[str, str]]]
    kinds: dict[str, str]
    strength: dict[str, str] = Field(description="how strong each AI kind measured in this game, in words")
    seat_inputs: list[SeatInputInfo] = Field(description="what each seat brings to the table before the start")


PAGE: dict[int | str, dict[str, Any]] = {200: {"model": SeatPage, "description": "the seat's page"}}


def _json(text: str, headers: dict[str, str] | None = None) -> Response:
    """A seat's page, already encoded (see pages.payload_json)."""
    return Response(content=text.encode(), media_type="application/json", headers=headers)


def manager(request: Request) -> TableManager:
    mgr: TableManager = request.app.state.manager
    return mgr


def client_of(request: Request) -> str:
    return client_key(request.client.host if request.client else None)


def seat_url(table_id: str, seat: int, token: str) -> str:
    # The token travels in the fragment: browsers never send it to a server or in a Referer.
    return f"/table/{table_id}/{seat}#token={token}"


@router.get("/health", summary="Is the server up", response_model=Health, responses=documented(429))
async def health(request: Request) -> dict[str, Any]:
    return manager(request).health()


class Catalog(BaseModel):
    lang: str = Field(description="the language's code: en, pt or es")
    languages: dict[str, str] = Field(description="every language a player can choose, by its own name")
    messages: dict[str, str] = Field(description="English message -> its translation")
    plurals: dict[str, list[str]] = Field(description="English singular -> the translated plural forms")


@router.get(
    "/i18n/{lang}",
    summary="The words of the pages in a language (what the pages' TT.t reads); unknown languages get English",
    response_model=Catalog,
    responses=documented(422, 429),
)
async def translations(lang: Annotated[str, Path(max_length=16, pattern=r"^[A-Za-z_-]+$")]) -> Response:
    text = _catalog_json(i18n.normalize(lang) or i18n.SOURCE)
    return Response(content=text, media_type="application/json", headers={"cache-control": "public, max-age=3600"})


@lru_cache(maxsize=8)
def _catalog_json(lang: str) -> bytes:
    return json.dumps(i18n.js_catalog(lang), ensure_ascii=False).encode()


def _input_words(spec: dict[str, Any]) -> dict[str, Any]:
    """A seat input's label and help in the request's language."""
    return {**spec, **{k: _(spec[k]) for k in ("label", "help") if isinstance(spec.get(k), str) and spec[k]}}


@router.get(
    "/games",
    summary="Installed games, their options, presets and player kinds",
    response_model=list[GameInfo],
    responses=documented(429),
)
async def list_games() -> list[dict[str, Any]]:
    return [
        {
            "id": g.id,
            "name": g.name,
            "version": g.version,
            "min_players": g.min_players,
            "max_players": g.max_players,
            "cooperative": g.cooperative,
            # A game's modes first: they decide which other options matter.
            "options": [
                {
                    "name": o.name,
                    "choices": list(o.choices),
                    "default": o.default,
                    "help": _(o.help),
                    "label": _(o.label or o.name),
                    "words": {c: _(o.choice_words(c)) for c in o.choices},
                    "mode": o.mode,
                    "per_seat": o.per_seat,
                    "when": {"option": o.when[0], "value": o.when[1]} if o.when else None,
                }
                for o in sorted(g.options, key=lambda o: not o.mode)
                if o.name != "players" and not o.legacy
            ],
            "presets": {name: {v: dict(values) for v, values in table.items()} for name, table in g.presets.items()},
            "kinds": {HUMAN: _("a person at this table"), **{k: _(player_words(k)) for k in web_kinds(g)}},
            "strength": {k: strength_words(g.id, k) for k in web_kinds(g)},
            "seat_inputs": [_input_words(input_json(i)) for i in capabilities.seat_inputs(g)],
        }
        for g in games()
    ]


@router.get(
    "/tables",
    summary="Open tables (newest first), then recently finished ones",
    response_model=list[TableSummary],
    responses=documented(422, 429, 503),
)
async def list_tables(request: Request, limit: Annotated[Whole, Query(ge=1, le=200)] = 50) -> list[dict[str, Any]]:
    return await manager(request).list_tables(limit)


@router.post(
    "/tables",
    status_code=HTTP_201_CREATED,
    summary="Create a table; the creator takes a human seat",
    response_model=Seated,
    responses=documented(400, 413, 422, 429, 503),
)
async def create_table(request: Request, body: CreateTable) -> dict[str, Any]:
    mgr = manager(request)
    ask = TableRequest(body.game, body.seats, dict(body.options), body.edition, body.seed, body.name, body.join)
    ask.hints, ask.idle_limit, ask.inputs = body.hints, body.idle_limit, {k: dict(v) for k, v in body.inputs.items()}
    ask.position = body.position
    if body.saved_edition is not None:
        from .editor_api import saved_for_table  # the editor's module builds on this one

        ask.saved_edition = await saved_for_table(mgr, body.saved_edition, body.game, body.edition)
    rt, seat, token = await mgr.create(ask, client_of(request))
    return {
        "table": mgr.summary(rt),
        "seat": seat,
        "token": token,
        "url": seat_url(rt.id, seat, token) if seat is not None and token is not None else None,
    }


@router.get(
    "/tables/{table_id}",
    summary="A table's public summary",
    response_model=TableSummary,
    responses=documented(404, 409, 422, 429, 503),
)
async def get_table(request: Request, table_id: TableId) -> dict[str, Any]:
    mgr = manager(request)
    return mgr.summary(await mgr.get(table_id))


@router.post(
    "/tables/{table_id}/seats/{seat}/join",
    summary="Take a free human seat: its secret token and link",
    response_model=Seated,
    responses=documented(404, 409, 422, 429, 503),
)
async def join_seat(request: Request, table_id: TableId, seat: Seat) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    token = await mgr.join(rt, seat)
    return {"table": mgr.summary(rt), "seat": seat, "token": token, "url": seat_url(rt.id, seat, token)}


@router.get(
    "/tables/{table_id}/seats/{seat}",
    summary="What this seat sees: its view, picture, legal actions (on its turn), log and outcome",
    responses={**PAGE, **documented(401, 403, 404, 409, 422, 429, 503)},
)
async def seat_state(
    request: Request,
    table_id: TableId,
    seat: Seat,
    token: SeatToken = None,
    log_from: Annotated[Whole, Query(ge=0, le=MAX_COUNT, description="send the log from this line on")] = 0,
    at: Annotated[
        Whole | None, Query(ge=0, le=MAX_COUNT, description="the page right after this action, if still kept")
    ] = None,
) -> Response:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    return _page(mgr, rt, seat, log_from, at)


def _page(mgr: TableManager, rt: Any, seat: int, log_from: int, at: int | None) -> Response:
    text, total = mgr.payload_json(rt, seat, log_from, at)
    to_move = rt.state.to_move
    turn = "over" if to_move is None else ("yours" if to_move == seat else "other")
    shown = rt.n if at is None else at
    return _json(text, headers_for(shown, rt.n, turn, total))


@router.get(
    "/tables/{table_id}/watch",
    summary="A spectator's page: the public view (nothing any seat saw privately), the public log",
    responses={**PAGE, **documented(404, 409, 422, 429, 503)},
)
async def watch(
    request: Request,
    table_id: TableId,
    log_from: Annotated[Whole, Query(ge=0, le=MAX_COUNT, description="send the log from this line on")] = 0,
    at: Annotated[
        Whole | None, Query(ge=0, le=MAX_COUNT, description="the page right after this action, if still kept")
    ] = None,
) -> Response:
    mgr = manager(request)
    return _page(mgr, await mgr.get(table_id), SPECTATOR, log_from, at)


@router.post(
    "/tables/{table_id}/seats/{seat}/actions",
    summary="Play an action for this seat; answered once it is written to the table's log",
    responses={**PAGE, **documented(400, 401, 403, 404, 409, 413, 422, 429, 503)},
)
async def act(request: Request, table_id: TableId, seat: Seat, body: Act, token: SeatToken = None) -> Response:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    t0 = time.perf_counter()
    done = await mgr.act(rt, seat, body.action, body.expect, body.safe, body.move_id)
    # How long the server took (checked, written, page built): lets a client tell network from server.
    head = {"server-timing": f"act;dur={(time.perf_counter() - t0) * 1000:.2f}"}
    if done is not None:  # a retry of a move already played: nothing was played now
        head[ALREADY_PLAYED] = str(done)
    return _json(mgr.payload_json(rt, seat)[0], head)


@router.post(
    "/tables/{table_id}/seats/{seat}/inputs",
    summary="While the table is set up: choose what your seat brings (your deck); the game starts once everybody has",
    responses={**PAGE, **documented(400, 401, 403, 404, 409, 413, 422, 429, 503)},
)
async def choose(request: Request, table_id: TableId, seat: Seat, body: Choose, token: SeatToken = None) -> Response:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    await ops.choose(mgr, rt, seat, dict(body.inputs))
    return _json(mgr.payload_json(rt, seat)[0])


class Answer(BaseModel):
    model_config = ConfigDict(extra="forbid")

    accept: bool = Field(description="agree to the take-back, or not")


class Handover(BaseModel):
    model_config = ConfigDict(extra="forbid")

    to: Kind = Field(alias="with", description="an AI kind to play the seat, or 'nobody' to free it for a person")


class Agreement(BaseModel):
    done: bool = Field(description="True once it happened; False while others must still agree")
    waiting: list[int] = Field(description="the seats whose agreement is still needed")


class Advice(BaseModel):
    moves: list[dict[str, Any]] = Field(description="each legal move with the estimated chance to win, best first")
    best: str | None


class OddsAnswer(BaseModel):
    moves: list[dict[str, Any]] = Field(
        description="each legal move with the exact chance it leaves (chance, exact fraction)"
    )
    note: str = Field(description="what the chance counts and what it does not foresee")


@router.get(
    "/tables/{table_id}/seats/{seat}/odds",
    summary="What are my odds? The exact chance each of your moves leaves, from what you may see",
    response_model=OddsAnswer,
    responses=documented(401, 403, 404, 409, 422, 429, 503),
)
async def seat_odds(request: Request, table_id: TableId, seat: Seat, token: SeatToken = None) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    return await ops.odds(rt, seat)


@router.post(
    "/tables/{table_id}/seats/{seat}/undo",
    summary="Take back your last move (and the AI moves after it); with several people, ask those who played since",
    response_model=Agreement,
    responses=documented(401, 403, 404, 409, 422, 429, 503),
)
async def undo(request: Request, table_id: TableId, seat: Seat, token: SeatToken = None) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    tutorial.no_undo(rt)
    return await ops.ask_undo(mgr, rt, seat)


@router.post(
    "/tables/{table_id}/seats/{seat}/undo/answer",
    summary="Agree (or not) that another player takes back a move",
    response_model=Agreement,
    responses=documented(400, 401, 403, 404, 409, 413, 422, 429, 503),
)
async def undo_answer(
    request: Request, table_id: TableId, seat: Seat, body: Answer, token: SeatToken = None
) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    return await ops.answer_undo(mgr, rt, seat, body.accept)


@router.post(
    "/tables/{table_id}/seats/{seat}/hint",
    summary="What the search player would do from your view, with each move's estimated chance; the table is told",
    response_model=Advice,
    responses=documented(401, 403, 404, 409, 422, 429, 503),
)
async def advice(request: Request, table_id: TableId, seat: Seat, token: SeatToken = None) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    return await ops.hint(mgr, rt, seat)


@router.post(
    "/tables/{table_id}/seats/{seat}/rematch",
    summary="Play again: the same seats and options, a new seed; your seat at the new table",
    response_model=Seated,
    responses=documented(401, 403, 404, 409, 422, 429, 503),
)
async def play_again(request: Request, table_id: TableId, seat: Seat, token: SeatToken = None) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    new, new_token = await ops.rematch(mgr, rt, seat)
    return {"table": mgr.summary(new), "seat": seat, "token": new_token, "url": seat_url(new.id, seat, new_token)}


@router.post(
    "/tables/{table_id}/seats/{seat}/reissue/{target}",
    summary="A new secret link for a person's seat (the old one stops working): asked by its own player, or by "
    "the table's creator for a free seat or once its player has been away (abandoned_seconds); the table is told",
    response_model=Seated,
    responses=documented(401, 403, 404, 409, 422, 429, 503),
)
async def reissue(
    request: Request, table_id: TableId, seat: Seat, target: Seat, token: SeatToken = None
) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    new_token = await ops.reissue(mgr, rt, seat, target)
    return {"table": mgr.summary(rt), "seat": target, "token": new_token, "url": seat_url(rt.id, target, new_token)}


@router.post(
    "/tables/{table_id}/seats/{seat}/replace/{target}",
    summary="Agree to hand an idle person's seat to an AI, or free it for somebody else, once every other person agrees",
    response_model=Agreement,
    responses=documented(400, 401, 403, 404, 409, 413, 422, 429, 503),
)
async def hand_over(
    request: Request, table_id: TableId, seat: Seat, target: Seat, body: Handover, token: SeatToken = None
) -> dict[str, Any]:
    mgr = manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    mgr.seat_exists(rt, target)
    return await ops.replace(mgr, rt, seat, target, body.to)


class TableReference(BaseModel):
    rules: list[dict[str, str]] = Field(
        description="the numbered rule clauses: id, section, text, the rulebook's words"
    )
    entries: list[dict[str, Any]] = Field(description="every named component: key, kind, name, text, needs")


@router.get(
    "/tables/{table_id}/reference",
    summary="The rules and the components of this table's game and edition, in words",
    response_model=TableReference,
    responses=documented(404, 409, 422, 429, 503),
)
async def table_reference(request: Request, table_id: TableId) -> dict[str, Any]:
    rt = await manager(request).get(table_id)
    return {
        "rules": [c.to_json() for c in reference.clauses(rt.game)],
        "entries": [e.to_json() for e in reference.glossary(rt.game, rt.edition, _glossary_language(rt))],
    }


def _glossary_language(rt: Any) -> str:
    """The request's language for the shipped edition's words; a player's own edition keeps its own."""
    try:
        shipped = rt.edition.id == rt.game.default_edition().id
    except Exception:  # an edition without an id: its own words
        shipped = False
    return i18n.language() if shipped else i18n.SOURCE


@router.get(
    "/tables/{table_id}/record",
    summary="The game record (*.tome.json) of a finished table",
    response_model=dict[str, Any],
    responses=documented(404, 409, 422, 429, 503),
)
async def record(request: Request, table_id: TableId) -> dict[str, Any]:
    mgr = manager(request)
    return mgr.record(await mgr.get(table_id))


@router.get(
    "/tables/{table_id}/replay",
    summary="A finished table after `step` actions, as a seat saw it",
    response_model=Replay,
    responses=documented(400, 404, 409, 422, 429, 503),
)
async def replay(
    request: Request,
    table_id: TableId,
    step: Annotated[Whole, Query(ge=0, le=MAX_COUNT)] = 0,
    seat: Annotated[
        Whole | None, Query(ge=0, lt=MAX_SEATS, description="whose view; everything when not given")
    ] = None,
) -> dict[str, Any]:
    mgr = manager(request)
    return await mgr.replay(await mgr.get(table_id), step, seat)


@router.websocket("/tables/{table_id}/seats/{seat}/live")
async def live(ws: WebSocket, table_id: str, seat: Whole) -> None:
    """The seat's page, pushed on every change. The first message must be {"token": "..."}
    (with "pace": seconds to see the other seats' moves one at a time)."""
    await serve_live(ws.app.state.manager, ws, table_id[:40], max(0, seat))


@router.websocket("/tables/{table_id}/watch/live")
async def watch_live(ws: WebSocket, table_id: str) -> None:
    """A spectator's page, pushed on every change. The first message is {} (or {"pace": seconds})."""
    await serve_live(ws.app.state.manager, ws, table_id[:40], SPECTATOR)
