"""How to play, on the web: the page ``/howto/GAME`` and its JSON (``/api/howto/GAME``), which the
table page's player aid reads. The words are the game's ``howto.toml`` (engine.howto)."""

from __future__ import annotations

import logging
from functools import lru_cache
from html import escape
from typing import Annotated, Any

from fastapi import APIRouter, Path
from fastapi.responses import HTMLResponse
from pydantic import BaseModel, Field

from tabletome.engine import Game, TabletomeError, capabilities, get_game, i18n, reference
from tabletome.engine.howto import HowTo, howto
from tabletome.engine.i18n import _

from .errors import WebError, documented
from .i18n import page_chrome

log = logging.getLogger("tabletome.web")
router = APIRouter()
GameId = Annotated[
    str, Path(max_length=64, pattern=r"^[a-z][a-z0-9_]*$", description="the game's id, as in /api/games")
]


class HowToItem(BaseModel):
    title: str
    text: str
    clauses: list[str] = Field(description="the numbered rules this item summarises")
    picture: str = Field(description="a component's data-ref in the game's picture ('' for none)")


class HowToSection(BaseModel):
    key: str = Field(description="goal, turn, component, end or mode")
    heading: str
    items: list[HowToItem]


class HowToPage(BaseModel):
    game: str
    title: str
    summary: str
    sections: list[HowToSection]


def _game(game_id: str) -> Game:
    try:
        return get_game(game_id)
    except TabletomeError:
        raise WebError(404, _("There is no game '{game}' here.").format(game=game_id[:40])) from None


def _howto(game: Game) -> HowTo:
    found = howto(game, i18n.language())
    if found is None:
        raise WebError(
            404, _("{game} has no how-to yet; its numbered rules are on the table page.").format(game=game.name)
        )
    return found


@lru_cache(maxsize=16)
def opening_picture(game_id: str) -> str:
    """The table at the start of a game with the default options, as a spectator sees it (the
    game's own picture; none for a game without one)."""
    game = get_game(game_id)
    if not isinstance(game, capabilities.Picture):
        return ""
    try:
        return capabilities.svg(game, game.new_state(seed=0).public_view())
    except Exception:  # the how-to stays readable without its picture
        log.exception("the %s opening picture failed; the how-to shows none", game_id)
        return ""


@router.get(
    "/api/howto/{game_id}",
    summary="How to play a game: the goal, a turn, the components, the end, each citing its rules",
    response_model=HowToPage,
    responses=documented(404, 422, 429),
)
async def howto_json(game_id: GameId) -> dict[str, Any]:
    return _howto(_game(game_id)).to_json()


@router.get("/howto/{game_id}", include_in_schema=False)
def howto_page(game_id: GameId) -> HTMLResponse:  # a thread: the first picture of a game takes a moment
    from .app import PAGE_CSP  # the pages' policy (app imports this module)

    game = _game(game_id)
    headers = {"content-security-policy": PAGE_CSP, "cache-control": "no-store", "vary": "Cookie, Accept-Language"}
    return HTMLResponse(render_page(game, _howto(game)), headers=headers)


def _clause_ids(ids: list[str] | tuple[str, ...], texts: dict[str, str]) -> str:
    # Each id shows its rule's text on hover and leads to it in the list of every rule.
    tags = (
        f'<a class="clause-link" href="#{escape(c)}" title="{escape(texts.get(c, ""))}">{escape(c)}</a>' for c in ids
    )
    return f'<span class="cited">{" ".join(tags)}</span>' if ids else ""


def _item_html(i: dict[str, Any], texts: dict[str, str]) -> str:
    head = f"<strong>{escape(i['title'])}</strong> — " if i["title"] else ""
    # A component's picture: its part of the opening table, cut out on the page (static/howto.js).
    pic = i.get("picture") or ""
    attrs = f' data-picture="{escape(pic)}"' if pic else ""
    holder = '<span class="howto-pic" aria-hidden="true"></span>' if pic else ""
    return f"<li{attrs}>{head}{escape(i['text'])} {_clause_ids(i['clauses'], texts)}{holder}</li>"


def _section(key: str, heading: str, items: list[dict[str, Any]], texts: dict[str, str], figure: str) -> str:
    tag = "ol" if key == "turn" else "ul"
    rows = "".join(_item_html(i, texts) for i in items)
    first = figure if key == "component" else ""
    return (
        f'<section class="card howto-{key}" id="{key}"><h2>{escape(heading)}</h2>{first}'
        f'<{tag} class="howto-items">{rows}</{tag}></section>'
    )


def render_page(game: Game, h: HowTo) -> str:
    """The how-to page: plain HTML, readable without scripts, in the how-to's language."""
    data = h.to_json()
    texts = {c.id: c.text for c in reference.clauses(game)}
    picture = opening_picture(game.id)
    caption = escape(_("The table at the start of a game, as the board shows it."))
    figure = (
        f'<figure class="howto-picture"><div class="howto-svg">{picture}</div><figcaption>{caption}</figcaption></figure>'
        if picture
        else ""
    )
    sections = "".join(_section(s["key"], s["heading"], s["items"], texts, figure) for s in data["sections"])
    rules = "".join(
        f'<li id="{escape(c.id)}"><span class="cid">{escape(c.id)}</span> {escape(c.text)}</li>'
        for c in reference.clauses(game)
    )
    how = escape(_("How to play {game}").format(game=h.title))
    where, lobby = escape(_("How to play")), escape(_("Lobby"))
    steps = escape(
        _("Each step names the numbered rules it sums up: an id shows its rule, and every rule is listed at the end.")
    )
    every = escape(_("Every numbered rule ({count})").format(count=len(texts)))
    page = f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{how} — tabletome</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/static/app.css">
<link rel="stylesheet" href="/static/howto.css">
<script src="/static/common.js" defer></script>
<script src="/static/howto.js" defer></script>
</head>
<body class="howto-page" data-game="{escape(game.id)}">
<header class="top"><a class="brand" href="/">tabletome</a><span class="where">{where}</span><a href="/">{lobby}</a></header>
<main class="howto">
<h1>{how}</h1>
<p class="howto-summary">{escape(h.summary)}</p>
<p class="help">{steps}</p>
{sections}
<details class="card howto-rules"><summary>{every}</summary><ol class="plain">{rules}</ol></details>
</main>
</body>
</html>
"""
    return page_chrome(page, i18n.language())
