"""The edition editor's JSON API under /api: check, compare and try an edition, and keep it under
a secret link.

Everything here calls the engine's own functions (``check_edition``, ``check_text``, ``diff_data``,
``to_toml``, ``template``) and the simulator's ``playtest``: the terminal's ``tabletome edition``
commands say the same sentences. Text is parsed in the data-file worker process, checks and
playtests run in worker threads, one playtest at a time per process, every one bounded in games
and seconds. A saved edition's key travels only in the page's fragment and in the
``X-Edition-Key`` header; the database keeps its hash.
"""

from __future__ import annotations

import asyncio
import functools
import json
import re
import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Header, Path, Query, Request, Response
from pydantic import BaseModel, ConfigDict, Field, field_validator
from starlette.status import HTTP_201_CREATED

from tabletome.engine import EditionError, Game, TabletomeError, games, get_game
from tabletome.engine.editing import Checked, DiffTooLarge, check_edition, diff_data, read_text, template, to_toml
from tabletome.engine.edition import PROVENANCE_KINDS
from tabletome.engine.extras import MissingExtra
from tabletome.engine.i18n import N_, _
from tabletome.sim.playtest import PlayReport, playtest, plot_svg

from .ai import MACHINES
from .api import _CONTROL_NOT_SPACE, PRINTABLE_LINES, _printable, client_of, manager
from .checks import NAME_SCHEMA, Whole, check_name, visible_name
from .editions import refused, upload_limits
from .errors import WebError, documented
from .settings import Settings
from .store import SavedEdition, token_hash
from .tables import TableManager

router = APIRouter(prefix="/api")

KEY_HEADER = "X-Edition-Key"
_KEY = re.compile(r"[A-Za-z0-9_-]{32}")  # secrets.token_urlsafe(24)
ORIGIN = "the edition"
#: Paths whose request bodies may hold whole editions (see ``body_limit``).
EDITOR_PATHS = ("/api/editor/", "/api/editions")
_HELD_REPORTS = 32  # stand-in reports kept, by game, games and seed

EditionKey = Annotated[
    str | None, Header(alias=KEY_HEADER, description="the saved edition's secret key", max_length=200)
]
GameId = Annotated[
    str, Path(max_length=64, pattern=r"^[a-z][a-z0-9_]*$", description="the game's id, as in /api/editor/games")
]
EditionData = Annotated[dict[str, Any], Field(description="the edition as a JSON object (as its TOML file reads)")]


def body_limit(settings: Settings) -> int:
    """The largest request body on the editor's paths: one edition of ``edition_chars`` characters
    in UTF-8, or two editions' JSON (a comparison), with room for the rest of the request."""
    return max(settings.max_body, 4 * settings.edition_chars + settings.max_body)


# ------------------------------------------------------------------ requests
class EditionInput(BaseModel):
    """An edition to check: its data as a JSON object, or the text of its file (TOML or JSON)."""

    model_config = ConfigDict(extra="forbid")

    data: EditionData | None = None
    text: str | None = Field(
        default=None, description="an edition file's text, TOML or JSON", json_schema_extra=PRINTABLE_LINES
    )

    @field_validator("text")
    @classmethod
    def _text(cls, v: str | None) -> str | None:
        return None if v is None else _printable(v, "the edition", _CONTROL_NOT_SPACE)


class Other(BaseModel):
    """Another edition to compare with: its data, or the key of a saved one."""

    model_config = ConfigDict(extra="forbid")

    data: EditionData | None = None
    key: str | None = Field(default=None, max_length=200, description="a saved edition's secret key")


class DiffInput(BaseModel):
    model_config = ConfigDict(extra="forbid")

    data: EditionData
    against: Literal["standin"] | Other = Field(
        default="standin", description="'standin' (the game's own edition), or another edition"
    )


class PlaytestInput(BaseModel):
    model_config = ConfigDict(extra="forbid")

    data: EditionData
    games: Whole = Field(
        default=20, ge=1, le=10_000, description="games per report (at most the server's limit, see /api/editor)"
    )
    seed: Whole = Field(default=0, ge=0, le=2**31, description="the first game's seed; the others follow it")


class SaveInput(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str = Field(min_length=1, max_length=64, pattern=r"^[a-z][a-z0-9_]*$", examples=["hexer"])
    data: EditionData
    name: str = Field(
        default="",
        max_length=80,
        description="a name to know it by (default: the edition's own; no invisible or text-direction characters)",
        json_schema_extra=NAME_SCHEMA,
    )

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        return visible_name(v, "the name")


# ------------------------------------------------------------------ documented answers
class EditableGame(BaseModel):
    id: str
    name: str
    editable: bool


class Limits(BaseModel):
    max_chars: int = Field(description="the longest edition (characters of its TOML or JSON text)")
    max_games: int = Field(description="the most games one report of 'how does it play?' plays")


class EditorInfo(BaseModel):
    game: str
    name: str
    schema_: dict[str, Any] = Field(alias="schema", description="the JSON schema of the game's edition files")
    standin: dict[str, Any] = Field(description="the game's own (stand-in) edition")
    standin_toml: str = Field(description="the same as a TOML file, every field explained in a comment")
    kinds: list[str] = Field(description="the kinds of provenance a field may have")
    limits: Limits


class ProblemInfo(BaseModel):
    field: str = Field(description="where: 'creatures[3].defeat', 'necron_track', 'file'")
    reason: str


class CheckAnswer(BaseModel):
    ok: bool
    problems: list[ProblemInfo]
    notes: list[str] = Field(description="where a valid edition differs from what is known of the printed game")
    name: str
    digest: str
    kinds: dict[str, int] = Field(description="how many fields have each kind of provenance")
    data: dict[str, Any] | None = Field(
        default=None, description="the edition as read from the text sent (null: data was sent, or unreadable text)"
    )


class ChangeInfo(BaseModel):
    field: str
    before: Any = Field(description="the other edition's value (null: absent there)")
    after: Any = Field(description="this edition's value (null: absent here)")


class DiffAnswer(BaseModel):
    changes: list[ChangeInfo]


class PlaytestAnswer(BaseModel):
    edition: dict[str, Any] = Field(description="how this edition plays: games, wins, rate and interval, causes")
    standin: dict[str, Any] = Field(description="the same games with the game's own edition")
    plot: str = Field(description="an SVG picture of both; empty without the 'plots' extra")
    plot_note: str = Field("", description="why there is no picture, when there is none")


class SavedLink(BaseModel):
    key: str = Field(description="the secret key: send it as X-Edition-Key; keep it")
    url: str = Field(description="the editor's page of this edition, the key in its fragment")
    digest: str
    name: str


class SavedInfo(BaseModel):
    game: str
    name: str
    data: dict[str, Any]
    digest: str
    saved_at: float


# ------------------------------------------------------------------ checking what is sent
def editable(game_id: str) -> Game:
    """A game whose editions the editor edits; 404 with a sentence otherwise."""
    try:
        game = get_game(game_id)
    except TabletomeError as exc:
        raise WebError(404, str(exc)) from None
    if game.edition_model is None:
        raise WebError(404, _("{game} has no edition to edit.").format(game=game.name))
    return game


def settings_of(request: Request) -> Settings:
    settings: Settings = request.app.state.settings
    return settings


def _within(settings: Settings, chars: int) -> None:
    if chars > settings.edition_chars:
        long = _("The edition is {n} characters long; at most {most} are allowed.")
        raise WebError(413, long.format(n=f"{chars:,}", most=f"{settings.edition_chars:,}"))


def nesting(data: Any) -> int:
    """How deeply tables and lists nest in ``data``, level by level (no recursion; numbers and text
    are only looked at, never walked)."""
    depth, level = 0, [data] if isinstance(data, (dict, list)) else []  # JSON's own types: fast checks
    while level:
        depth += 1
        inner = (v for c in level for v in (c.values() if isinstance(c, dict) else c))
        level = [v for v in inner if isinstance(v, (dict, list))]
    return depth


def sized(settings: Settings, data: Mapping[str, Any]) -> dict[str, Any]:
    """Edition data within the size and nesting limits (the size measured as compact JSON, first:
    it is the cheaper), that JSON can write."""
    try:
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except ValueError:
        raise WebError(422, N_("The edition holds a number that is not a number (NaN or infinity).")) from None
    except RecursionError:
        text = ""  # too deep to write: the nesting's sentence says so
    _within(settings, len(text))
    depth = nesting(data)
    if depth > settings.edition_depth:
        deep = _("The edition nests {n} levels deep; at most {most} are allowed.")
        raise WebError(422, deep.format(n=f"{depth:,}", most=f"{settings.edition_depth:,}"))
    return dict(data)


def invalid(checked: Checked, lead: str) -> WebError:
    """The 422 of an edition with problems: every problem in one sentence."""
    return refused(EditionError(ORIGIN, [(p.field, p.reason) for p in checked.problems]), lead)


async def checked_data(game: Game, data: Mapping[str, Any]) -> Checked:
    """THE check (``check_edition``), in a worker thread."""
    return await asyncio.to_thread(check_edition, game, data, ORIGIN)


# ------------------------------------------------------------------ saved editions' keys
def key_hash_of(key: str | None) -> str:
    """The stored hash of a saved edition's key: 401 without a key, 422 for one of the wrong shape."""
    if not key:
        raise WebError(
            401, _("The saved edition's key is missing (send it in the {header} header).").format(header=KEY_HEADER)
        )
    if not _KEY.fullmatch(key):
        raise WebError(422, N_("This is not a saved edition's key: a key is 32 letters, digits, '-' or '_'."))
    return token_hash(key)


async def load_saved(mgr: TableManager, key: str | None) -> SavedEdition:
    found = await mgr.db(mgr.store.load_edition, key_hash_of(key))
    if found is None:
        raise WebError(404, N_("No edition is saved under this key; check the link."))
    return found


async def saved_for_table(mgr: TableManager, key: str, game_id: str, text: str | None) -> dict[str, Any]:
    """The data of the saved edition a new table is to be played with (``POST /api/tables``)."""
    if text is not None:
        raise WebError(422, N_("Give either an edition file or a saved edition, not both."))
    if not key:
        raise WebError(422, N_("saved_edition is empty: give a saved edition's key, or leave it out."))
    saved = await load_saved(mgr, key)
    if saved.game != game_id:
        raise WebError(
            422,
            _("The saved edition is for {saved}, not for this game ('{game}').").format(
                saved=_game_name(saved.game), game=game_id
            ),
        )
    return saved.data


def _game_name(game_id: str) -> str:
    try:
        return get_game(game_id).name
    except TabletomeError:
        return f"'{game_id}'"


# ------------------------------------------------------------------ playtests
@dataclass(slots=True)
class Playtests:
    """One playtest at a time in this process, and the stand-in's reports already played."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    ends: float = 0.0  # when the running playtest will have stopped at the latest (monotonic)
    standins: OrderedDict[tuple[str, int, int], PlayReport] = field(default_factory=OrderedDict)

    def take(self, seconds: float) -> None:
        """Hold the lock for a playtest of two reports of at most ``seconds`` each (429 when busy)."""
        if not self.lock.acquire(blocking=False):
            wait = max(1.0, self.ends - time.monotonic())
            raise WebError(
                429,
                _("Another edition is being tried on this server; try again in {n} s.").format(n=round(wait)),
                retry_after=wait,
            )
        self.ends = time.monotonic() + 2 * seconds + 5

    def run(
        self, game: Game, data: Mapping[str, Any], ask: PlaytestInput, seconds: float, label: str
    ) -> dict[str, Any]:
        """Both reports and their picture (in a worker thread; releases the lock taken by ``take``)."""
        try:
            deadline = time.monotonic() + seconds
            mine = playtest(game, data, games=ask.games, seed=ask.seed, deadline=deadline, label=label)
            standin = self._standin(game, ask.games, ask.seed, seconds)
            found = {"edition": mine.to_json(), "standin": standin.to_json(), "plot": "", "plot_note": ""}
            try:
                found["plot"] = plot_svg(game, [mine, standin])
            except MissingExtra as exc:  # the figures stand without their picture
                found["plot_note"] = str(exc)
            return found
        finally:
            self.lock.release()

    def _standin(self, game: Game, n: int, seed: int, seconds: float) -> PlayReport:
        key = (game.id, n, seed)
        held = self.standins.get(key)
        if held is not None:
            self.standins.move_to_end(key)
            return held
        label = game.default_edition().name
        report = playtest(game, None, games=n, seed=seed, deadline=time.monotonic() + seconds, label=label)
        if not report.stopped_early:  # a complete report is the same every time
            self.standins[key] = report
            while len(self.standins) > _HELD_REPORTS:
                self.standins.popitem(last=False)
        return report


PLAYTESTS = Playtests()


# ------------------------------------------------------------------ the editor
@functools.lru_cache(maxsize=16)
def _standin_toml(game_id: str) -> str:
    return template(get_game(game_id))


@router.get(
    "/editor/games",
    summary="The games whose editions the editor edits",
    response_model=list[EditableGame],
    responses=documented(429),
)
async def editor_games() -> list[dict[str, Any]]:
    return [{"id": g.id, "name": g.name, "editable": True} for g in games() if g.edition_model is not None]


@router.get(
    "/editor/{game_id}",
    summary="What the editor needs for a game: the schema of its editions, its stand-in edition, the limits",
    response_model=EditorInfo,
    responses=documented(404, 422, 429),
)
async def editor_info(request: Request, game_id: GameId) -> dict[str, Any]:
    game = editable(game_id)
    s = settings_of(request)
    return {
        "game": game.id,
        "name": game.name,
        "schema": game.edition_schema(),
        "standin": game.default_edition().data,
        "standin_toml": await asyncio.to_thread(_standin_toml, game.id),
        "kinds": list(PROVENANCE_KINDS),
        "limits": {"max_chars": s.edition_chars, "max_games": s.playtest_games},
    }


@router.post(
    "/editor/{game_id}/check",
    summary="Check an edition as `tabletome edition check` does: every problem with its field (200 even with problems)",
    response_model=CheckAnswer,
    responses=documented(400, 404, 413, 422, 429),
)
async def check(request: Request, game_id: GameId, body: EditionInput) -> dict[str, Any]:
    game = editable(game_id)
    s = settings_of(request)
    if (body.data is None) == (body.text is None):
        raise WebError(422, N_("Send the edition either as data (a JSON object) or as text (TOML or JSON)."))
    if body.text is not None:
        _within(s, len(body.text))
        limits = upload_limits(s.edition_key_length, s.edition_depth, s.edition_seconds, 4 * s.edition_chars)
        checked, data = await asyncio.to_thread(read_text, game, body.text, ORIGIN, limits)
        return {**checked.to_json(), "data": data}  # the page fills its form from this reading
    assert body.data is not None
    checked = await checked_data(game, sized(s, body.data))
    return checked.to_json()


@router.post(
    "/editor/{game_id}/diff",
    summary="What an edition changes, field by field, from the stand-in or another edition",
    response_model=DiffAnswer,
    responses=documented(400, 401, 404, 413, 422, 429, 503),
)
async def diff(request: Request, game_id: GameId, body: DiffInput) -> dict[str, Any]:
    game = editable(game_id)
    s = settings_of(request)
    data = sized(s, body.data)
    other = await _other(request, game, body.against)
    compare = functools.partial(diff_data, other, data, max_changes=s.diff_changes, max_bytes=s.diff_bytes)
    try:
        changes = await asyncio.to_thread(compare)
    except DiffTooLarge as exc:  # the answer is bounded: a few requests cannot fill the memory
        raise WebError(422, str(exc)) from None
    return {"changes": [c.to_json() for c in changes]}


async def _other(request: Request, game: Game, against: Literal["standin"] | Other) -> dict[str, Any]:
    if not isinstance(against, Other):
        return dict(game.default_edition().data)
    if (against.data is None) == (against.key is None):
        raise WebError(422, N_("Compare with 'standin', or with another edition's data or a saved edition's key."))
    if against.data is not None:
        return sized(settings_of(request), against.data)
    saved = await load_saved(manager(request), against.key)
    if saved.game != game.id:
        raise WebError(
            422, _("The saved edition is for {saved}, not {game}.").format(saved=_game_name(saved.game), game=game.name)
        )
    return saved.data


@router.post(
    "/editor/{game_id}/playtest",
    summary="How does it play? Seeded games of the heuristic players with this edition and with the stand-in",
    response_model=PlaytestAnswer,
    responses=documented(400, 404, 413, 422, 429),
)
async def try_edition(request: Request, game_id: GameId, body: PlaytestInput) -> dict[str, Any]:
    game = editable(game_id)
    s = settings_of(request)
    if body.games > s.playtest_games:
        raise WebError(
            422,
            _("A playtest plays at most {most} games; {n} were asked for.").format(most=s.playtest_games, n=body.games),
        )
    data = sized(s, body.data)
    checked = await checked_data(game, data)
    if not checked.ok:
        raise invalid(checked, "This edition cannot be played")
    PLAYTESTS.take(s.playtest_seconds)
    try:
        label = f"your edition: {checked.name}"
        run = functools.partial(PLAYTESTS.run, game, data, body, s.playtest_seconds, label)
        # The server's AI share: a thread of the AI seats, queued as a table of machines (the thread
        # kept for people's tables never plays a playtest, and people's decisions go first).
        _ticket, work = manager(request).ai.scheduler.submit(MACHINES, run)
    except BaseException:
        PLAYTESTS.lock.release()  # the work never started: nothing else will release it
        raise
    try:
        # shielded: a request given up still lets the job run, and its end frees the playtest lock
        answer: dict[str, Any] = await asyncio.shield(work)
    except TabletomeError as exc:  # a game the edition leaves without an end (GameTooLong)
        raise WebError(422, _("This edition cannot be played through: {error}").format(error=exc)) from None
    return answer


# ------------------------------------------------------------------ saved editions
async def _valid(request: Request, game: Game, body: SaveInput) -> SavedEdition:
    """The edition to save (refused with 422 and its problems unless valid), after the rate limit."""
    mgr, s = manager(request), settings_of(request)
    saved = _("You have saved {n} editions in the last minute.").format(n=s.saves_per_minute)
    await mgr.per_minute(f"save:{client_of(request)}", s.saves_per_minute, saved)
    data = sized(s, body.data)
    checked = await checked_data(game, data)
    if not checked.ok:
        raise invalid(checked, "Only a valid edition is saved, and this one has problems")
    check_name(checked.name, "the edition's name")  # shown on the editor's page and with its tables
    name = body.name.strip() or checked.name.strip() or game.name
    return SavedEdition(game.id, name[:80], checked.digest, data)


def _link(game: Game, key: str, saved: SavedEdition) -> dict[str, Any]:
    # The key travels in the fragment: browsers never send it to a server or in a Referer.
    return {"key": key, "url": f"/editor/{game.id}#edition={key}", "digest": saved.digest, "name": saved.name}


@router.post(
    "/editions",
    status_code=HTTP_201_CREATED,
    summary="Save a valid edition under a new secret link",
    response_model=SavedLink,
    responses=documented(400, 404, 413, 422, 429, 503),
)
async def save(request: Request, body: SaveInput) -> dict[str, Any]:
    game = editable(body.game)
    saved = await _valid(request, game, body)
    key = secrets.token_urlsafe(24)
    mgr = manager(request)
    await mgr.db(mgr.store.save_edition, token_hash(key), saved)
    return _link(game, key, saved)


@router.put(
    "/editions",
    summary="Replace the edition saved under this key (the link stays the same)",
    response_model=SavedLink,
    responses=documented(400, 401, 404, 413, 422, 429, 503),
)
async def update(request: Request, body: SaveInput, key: EditionKey = None) -> dict[str, Any]:
    mgr = manager(request)
    before = await load_saved(mgr, key)
    game = editable(body.game)
    if before.game != game.id:
        raise WebError(
            422,
            _("This link holds a {saved} edition; save a {game} edition anew.").format(
                saved=_game_name(before.game), game=game.name
            ),
        )
    saved = await _valid(request, game, body)
    if not await mgr.db(mgr.store.update_edition, key_hash_of(key), saved):
        raise WebError(404, N_("No edition is saved under this key; check the link."))
    assert key is not None
    return _link(game, key, saved)


@router.get(
    "/editions",
    summary="The edition saved under this key",
    response_model=SavedInfo,
    responses=documented(401, 404, 422, 429, 503),
)
async def load(request: Request, key: EditionKey = None) -> dict[str, Any]:
    saved = await load_saved(manager(request), key)
    return {
        "game": saved.game,
        "name": saved.name,
        "data": saved.data,
        "digest": saved.digest,
        "saved_at": saved.updated_at,
    }


_FILE_NAME = re.compile(r"[^A-Za-z0-9_.-]+")


@router.get(
    "/editions/download",
    summary="The edition saved under this key as a file to keep (TOML or JSON)",
    response_class=Response,
    responses={
        200: {
            "description": "the edition file",
            "content": {"application/toml": {"schema": {"type": "string"}}, "application/json": {}},
        },
        **documented(401, 404, 422, 429, 503),
    },
)
async def download(
    request: Request, key: EditionKey = None, format: Annotated[Literal["toml", "json"], Query()] = "toml"
) -> Response:
    saved = await load_saved(manager(request), key)
    meta = saved.data.get("edition")
    stem = _FILE_NAME.sub("-", str(meta.get("id", "")) if isinstance(meta, dict) else "").strip("-.")[:60]
    name = f"{saved.game}-{stem or 'edition'}.{format}"
    if format == "toml":
        text = await asyncio.to_thread(to_toml, saved.data)
        media = "application/toml"
    else:
        text = json.dumps(saved.data, ensure_ascii=False, indent=2) + "\n"
        media = "application/json"
    return Response(
        content=text.encode(), media_type=media, headers={"content-disposition": f'attachment; filename="{name}"'}
    )
