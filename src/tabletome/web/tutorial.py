"""Guided first games on the web (engine/tutorial.py): the lobby's list, a new guided table (the
learner in their seat, the scripted player everywhere else), the learner's "Next", and the hooks
the table's code calls: the step shown on the learner's page, the sentence refusing another move,
the other seats' scripted moves, no take-back while the guide runs.

A guided table is an ordinary table whose first event says so (kind ``guide``): it comes back
from the database like any other, and its guide stands where its actions say (the explanations
after its last action are shown again).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Annotated, Any

from fastapi import APIRouter, Header, Path, Request, Response
from pydantic import BaseModel, ConfigDict, Field
from starlette.status import HTTP_201_CREATED

from tabletome.engine import Game, TabletomeError, capabilities, get_game, i18n
from tabletome.engine.i18n import N_, _, gettext
from tabletome.engine.tutorial import Guide, Tutorial, move_words, tutorial, tutorials

from .errors import WebError, documented
from .runtime import TableRuntime

if TYPE_CHECKING:
    from .tables import TableManager

router = APIRouter()
GUIDE_EVENT = "guide"
GUIDED = N_("A guided first game: {title}.")
GameId = Annotated[str, Path(max_length=64, pattern=r"^[a-z][a-z0-9_]*$", description="the game's id")]
TableId = Annotated[str, Path(max_length=40, description="the table's id (ten hexadecimal digits)")]
SeatToken = Annotated[str | None, Header(alias="X-Seat-Token", description="the seat's secret token", max_length=200)]
Seat = Annotated[int, Path(ge=0, lt=16, description="the learner's seat number, from 0")]
NO_HINT = N_("In this guided game, the step beside the board says which move to play and why.")
NO_UNDO = N_(
    "In this guided game, moves are not taken back: the next steps are written for the moves played. "
    "Once the guide hands the game over to you, undo works as usual."
)
NOT_GUIDED = N_("This seat is not following a guided game now.")
ALREADY_READ = N_("That step was already read; the table shows the next one.")


class GuidedGame(BaseModel):
    game: str
    game_name: str
    title: str
    intro: str
    players: int = Field(description="the table's seats: the learner and the scripted player in the others")
    seat: int = Field(description="the learner's seat")


class Read(BaseModel):
    model_config = ConfigDict(extra="forbid")

    step: int = Field(ge=1, le=1000, description="the number of the step read (a second press reads nothing more)")


# ------------------------------------------------------------------ the hooks of the table's code


def guide_of(rt: TableRuntime) -> Guide | None:
    """The table's guide while its guided part runs (None otherwise)."""
    guide: Guide | None = getattr(rt, "guide", None)
    return guide if guide is not None and guide.active(rt.record.actions) else None


def attach(rt: TableRuntime) -> None:
    """A table rebuilt from the database: its guide, if it is a guided game (its first event says)."""
    if not any(e.get("kind") == GUIDE_EVENT for e in rt.events):
        return
    found = tutorial(rt.game)
    if found is not None:
        guide = Guide(found)
        guide.resume(rt.n)
        rt.guide = guide


def texts(game: Game) -> Tutorial | None:
    """The game's guided first game in the request's language (its words; the moves are the same)."""
    lang = i18n.language()
    return None if lang == i18n.SOURCE else _texts(game.id, lang)


@lru_cache(maxsize=32)
def _texts(game_id: str, lang: str) -> Tutorial | None:
    return tutorial(get_game(game_id), lang)


def decorate(rt: TableRuntime, seat: int, page: dict[str, Any]) -> None:
    """The learner's page now: the step the guide is at (its words, the move asked and the board
    elements it is about, from the legal moves' targets); no forced move plays itself meanwhile."""
    guide = guide_of(rt)
    if guide is None or seat != guide.tutorial.seat or page.get("n_actions") != rt.n:
        return
    step = guide.step(rt.n)
    asked: dict[str, Any] = next(
        (m for m in page.get("legal", []) if step is not None and m["action"] == step.action), {}
    )
    page["guide"] = guide.page(rt.n, move_words(asked.get("text", "")), asked.get("el", []), texts(rt.game))
    page["forced"] = None


def refuse(rt: TableRuntime, seat: int, text: str) -> None:
    """Refuse (409, one sentence) a move of the learner other than the one the guide asks."""
    guide = guide_of(rt)
    if guide is None or seat != guide.tutorial.seat:
        return
    step = guide.step(rt.n)
    words = ""
    if step is not None and step.action:
        words = move_words(capabilities.describe(rt.game, rt.state.view(seat), step.action))
    reason = guide.refusal(rt.n, text, words, texts(rt.game))
    if reason is not None:
        raise WebError(409, reason)


def no_undo(rt: TableRuntime) -> None:
    if guide_of(rt) is not None:
        raise WebError(409, gettext(NO_UNDO))


def no_hint(rt: TableRuntime) -> None:
    """The search's advice could differ from the move the step asks for: the step is the advice."""
    if guide_of(rt) is not None:
        raise WebError(409, gettext(NO_HINT))


async def play_script(mgr: TableManager, rt: TableRuntime) -> bool:
    """Play the other seats' scripted moves due now (the caller holds ``rt.lock``); True when the
    guide runs: the AI seats then wait for it (for the learner to read, or to move)."""
    guide = guide_of(rt)
    if guide is None:
        return False
    texts = guide.scripted(rt.n)
    if texts:
        after = rt.state.clone()
        moves: list[tuple[int, Any]] = []
        for text in texts:
            seat = after.to_move
            assert seat is not None  # the tutorial's check: the game runs through its script
            action = rt.game.parse_action(after, text)
            moves.append((seat, action))
            after.apply(action)
        if await mgr.commit(rt, moves, after):
            mgr.changed(rt, kick=False)
    return True


# ------------------------------------------------------------------ the API


def _manager(request: Request) -> TableManager:
    mgr: TableManager = request.app.state.manager
    return mgr


def _game(game_id: str) -> tuple[Game, Tutorial]:
    try:
        game = get_game(game_id)
    except TabletomeError:
        raise WebError(404, _("There is no game '{game}' here.").format(game=game_id[:40])) from None
    found = tutorial(game)
    if found is None:
        raise WebError(404, _("{game} has no guided first game yet.").format(game=game.name))
    return game, found


@router.get(
    "/api/tutorials",
    summary="The guided first games: a seeded game that explains each step as it comes",
    response_model=list[GuidedGame],
    responses=documented(429),
)
async def list_tutorials() -> list[dict[str, Any]]:
    out = []
    for game_id, t in sorted(tutorials().items()):
        game = get_game(game_id)
        players = len(t.seats(game))
        said = texts(game) or t
        out.append(
            {
                "game": game_id,
                "game_name": game.name,
                "title": said.title,
                "intro": said.intro,
                "players": players,
                "seat": t.seat,
            }
        )
    return out


@router.post(
    "/api/tutorials/{game_id}",
    status_code=HTTP_201_CREATED,
    summary="Start a guided first game: a table with you in the learner's seat and the scripted player in the others",
    responses=documented(404, 422, 429, 503),
)
async def start_tutorial(request: Request, game_id: GameId) -> dict[str, Any]:
    from .api import client_of, seat_url
    from .ops import note
    from .tables import NewTable

    mgr = _manager(request)
    game, t = _game(game_id)
    client = client_of(request)
    await mgr._within_limits(client)
    edition = await mgr.editions.given(game, None, None)
    spec = NewTable(
        game, t.seats(game), t.resolved_options(game), edition, t.seed, "Guided first game", t.seat, True, 600.0
    )
    rt, seat, token = await mgr.open_table(spec, client)
    rt.guide = Guide(t)  # before any await: the AI seats' first look already finds it
    await note(mgr, rt, None, GUIDE_EVENT, GUIDED.format(title=t.title))  # told again: pages.told_events
    mgr.changed(rt)
    assert seat is not None and token is not None
    return {"table": mgr.summary(rt), "seat": seat, "token": token, "url": seat_url(rt.id, seat, token)}


@router.post(
    "/api/tables/{table_id}/seats/{seat}/guide/next",
    summary="In a guided first game: the step shown was read; the game goes on (the learner's page)",
    responses=documented(400, 401, 403, 404, 409, 422, 429, 503),
)
async def read_step(request: Request, table_id: TableId, seat: Seat, body: Read, token: SeatToken = None) -> Response:
    mgr = _manager(request)
    rt = await mgr.get(table_id)
    await mgr.authorize(rt, seat, token)
    async with rt.lock:
        guide = guide_of(rt)
        if guide is None or seat != guide.tutorial.seat:
            raise WebError(409, gettext(NOT_GUIDED))
        page = guide.page(rt.n)
        if page is None or page["number"] != body.step:
            raise WebError(409, gettext(ALREADY_READ))
        try:
            guide.next(rt.n)
        except TabletomeError as exc:
            raise WebError(409, str(exc)) from None
        rt.rev += 1
    mgr.changed(rt)
    return _page(mgr, rt, seat)


def _page(mgr: TableManager, rt: TableRuntime, seat: int) -> Response:
    return Response(mgr.payload_json(rt, seat)[0], media_type="application/json")
