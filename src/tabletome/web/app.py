"""The FastAPI application: pages, the JSON API, limits and error sentences."""

from __future__ import annotations

import json
import logging
import math
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any

import swagger_ui_bundle
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from tabletome.engine import i18n, wording
from tabletome.engine.i18n import _

from .aid import router as aid_router
from .api import router
from .cluster import Forwarder
from .decks_api import router as decks_router
from .editor_api import EDITOR_PATHS, body_limit
from .editor_api import router as editor_router
from .errors import WebError
from .howto import router as howto_router
from .i18n import Language, static_page
from .limits import client_key
from .settings import Settings
from .tables import TableManager
from .tutorial import router as tutorial_router

log = logging.getLogger("tabletome.web")

STATIC = resources.files("tabletome.web").joinpath("static")

SECURITY_HEADERS = [
    (b"referrer-policy", b"no-referrer"),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
]
# Pages run only our own scripts; pictures are inline SVG made on the server from escaped text.
PAGE_CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
)


def _page(name: str) -> HTMLResponse:
    html = static_page(name, i18n.language())  # in the request's language (web/i18n.py)
    headers = {"content-security-policy": PAGE_CSP, "cache-control": "no-store", "vary": "Cookie, Accept-Language"}
    return HTMLResponse(html, headers=headers)


def create_app(settings: Settings | None = None) -> FastAPI:
    settings = settings or Settings.from_env()
    mgr = TableManager(settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await mgr.start()
        try:
            yield
        finally:
            await mgr.stop()

    app = FastAPI(
        title="tabletome",
        summary="Tabletop games from their rulebooks: tables, seats and live updates.",
        description=(
            "Every seat call needs the seat's secret token in the `X-Seat-Token` header. A seat only "
            "ever receives its own view. Errors are `{detail: sentence}`: 400 malformed, 401 no token, "
            "403 another seat's token, 404 unknown table or seat, 409 not now, 413 body too large, "
            "422 against the rules or invalid, 429 too many (see Retry-After), 503 database unavailable "
            "(see Retry-After; a move sent again with the same `move_id` is played at most once). A seat's live page is a WebSocket at "
            '`/api/tables/{table_id}/seats/{seat}/live`: send `{"token": "..."}` first.'
        ),
        version="1",
        lifespan=lifespan,
        # The docs page is served below from local assets: the machine may have no internet.
        docs_url=None,
        redoc_url=None,
    )
    app.state.manager = mgr
    mgr.app = app
    app.state.settings = settings

    _error_handlers(app)
    _pages(app)

    # The last one added runs first. A request for a table another process owns is forwarded
    # before anything else: the owner applies the limits (to the original client) and headers.
    app.add_middleware(SecurityHeaders)
    app.add_middleware(RequestRate, manager=mgr)
    app.add_middleware(BodyLimit, limit=settings.max_body, wider=(EDITOR_PATHS, body_limit(settings)))
    app.add_middleware(Forwarder, host=mgr, limit=settings.max_body)
    app.add_middleware(Language)  # first: refusals and pages are said in the request's language
    return app


def _error_handlers(app: FastAPI) -> None:
    """Every refusal as one sentence in `{detail}` (the OpenAPI schema documents them)."""

    @app.exception_handler(WebError)
    async def _web_error(request: Request, exc: WebError) -> JSONResponse:
        return JSONResponse(exc.body(), status_code=exc.status, headers=exc.headers)

    @app.exception_handler(RequestValidationError)
    async def _invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        errors = list(exc.errors())
        if any(e.get("type") == "json_invalid" for e in errors):
            return JSONResponse({"detail": _("The request body is not valid JSON.")}, status_code=400)
        parts = []
        for e in errors[:5]:
            parts.append(
                f"{wording.where(e.get('loc', ()), skip=('body', 'path', 'query')) or 'request'}: {wording.reason(e)}"
            )
        invalid = _("Invalid request: {problems}.").format(problems="; ".join(parts))
        return JSONResponse({"detail": invalid}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http(request: Request, exc: StarletteHTTPException) -> Response:
        detail = exc.detail if isinstance(exc.detail, str) else "Request refused."
        if exc.status_code == 404 and detail == "Not Found":
            detail = f"There is nothing at {request.url.path}."
        elif exc.status_code == 400 and detail == "There was an error parsing the body":
            detail = "The request body cannot be read as JSON (too deeply nested, or a number too long?)."
        headers = exc.headers
        if exc.status_code == 405:
            allow = _allowed(app, request.scope)
            if request.method == "OPTIONS":
                return Response(status_code=204, headers={"Allow": allow})
            detail = f"{request.method} is not allowed at {request.url.path}; use {allow}."
            headers = {"Allow": allow}
        return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=headers)

    @app.exception_handler(Exception)
    async def _crash(request: Request, exc: Exception) -> JSONResponse:
        log.exception("unexpected error on %s", request.url.path)
        return JSONResponse({"detail": "The server failed on this request; nothing was changed."}, status_code=500)


def _pages(app: FastAPI) -> None:
    """The lobby, table, watch, replay and edition editor pages, the API and the local API docs."""

    app.include_router(router)
    app.include_router(editor_router)
    app.include_router(decks_router)
    app.include_router(howto_router)
    app.include_router(aid_router)
    app.include_router(tutorial_router)
    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")
    app.mount("/docs-assets", StaticFiles(directory=swagger_ui_bundle.swagger_ui_path), name="docs-assets")

    @app.get("/docs", include_in_schema=False)
    async def docs() -> HTMLResponse:
        return get_swagger_ui_html(
            openapi_url=app.openapi_url or "/openapi.json",
            title="tabletome API",
            swagger_js_url="/docs-assets/swagger-ui-bundle.js",
            swagger_css_url="/docs-assets/swagger-ui.css",
            swagger_favicon_url="/docs-assets/favicon-32x32.png",
        )

    @app.get("/", include_in_schema=False)
    async def lobby() -> HTMLResponse:
        return _page("lobby.html")

    @app.get("/table/{table_id}/{seat}", include_in_schema=False)
    async def table_page(table_id: str, seat: int) -> HTMLResponse:
        return _page("table.html")

    @app.get("/watch/{table_id}", include_in_schema=False)
    async def watch_page(table_id: str) -> HTMLResponse:
        return _page("watch.html")

    @app.get("/replay/{table_id}", include_in_schema=False)
    async def replay_page(table_id: str) -> HTMLResponse:
        return _page("replay.html")

    @app.get("/decks", include_in_schema=False)
    async def decks_page() -> HTMLResponse:
        return _page("decks.html")

    @app.get("/editor", include_in_schema=False)
    async def editor_choice() -> HTMLResponse:
        return _page("editor.html")

    @app.get("/editor/{game}", include_in_schema=False)
    async def editor_page(game: str) -> HTMLResponse:
        return _page("editor.html")


def _allowed(app: FastAPI, scope: Scope) -> str:
    """Every method some route accepts at this path (Starlette names only the first route's)."""
    methods: set[str] = {"OPTIONS"}
    probe = {**scope, "method": "GET"}
    # the API sits in included routers
    for route in [
        *app.router.routes,
        *router.routes,
        *editor_router.routes,
        *decks_router.routes,
        *howto_router.routes,
        *aid_router.routes,
        *tutorial_router.routes,
    ]:
        match, _ = route.matches(probe)
        if match != Match.NONE:
            methods |= set(getattr(route, "methods", None) or ())
    return ", ".join(sorted(methods))


def app_from_env() -> FastAPI:
    """The factory uvicorn's worker processes call (``tabletome serve`` puts settings in the environment)."""
    return create_app(Settings.from_env())


class BodyLimit:
    """Refuse request bodies above ``limit`` bytes with 413, whether announced or streamed
    (``wider``: path prefixes whose bodies may be larger, such as whole editions, and their limit)."""

    def __init__(self, app: ASGIApp, limit: int, wider: tuple[tuple[str, ...], int] = ((), 0)) -> None:
        self.app = app
        self.limit = limit
        self.wider = wider

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        prefixes, wider = self.wider
        limit = max(self.limit, wider) if str(scope["path"]).startswith(prefixes) else self.limit
        length = dict(scope["headers"]).get(b"content-length")
        if length is not None:
            try:
                too_big = int(length) > limit
            except ValueError:
                await _json(send, 400, _("The Content-Length header is not a number."))
                return
            if too_big:
                await _json(send, 413, _("The request body is larger than {n} KiB.").format(n=limit // 1024))
                return
        # Read the (small) body here, so a streamed body without a length is held to the limit too.
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] != "http.request":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                await _json(send, 413, _("The request body is larger than {n} KiB.").format(n=limit // 1024))
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        sent = False

        async def replay() -> Message:
            nonlocal sent
            if not sent:
                sent = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)


class RequestRate:
    """Requests per client per second under /api (a flood guard, counted in each process)."""

    def __init__(self, app: ASGIApp, manager: TableManager) -> None:
        self.app = app
        self.mgr = manager

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        rate = self.mgr.settings.requests_per_second
        if rate > 0 and scope["type"] == "http" and scope["path"].startswith("/api/"):
            client = scope.get("client")
            wait = self.mgr.limiter.check(f"req:{client_key(client[0] if client else None)}", rate, 2 * rate)
            if wait > 0:
                retry = str(max(1, math.ceil(wait)))
                await _json(
                    send, 429, _("Too many requests from this address; try again in {n} s.").format(n=retry), retry
                )
                return
        await self.app(scope, receive, send)


class SecurityHeaders:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        await self.app(scope, receive, with_headers)


async def _json(send: Send, status: int, detail: str, retry_after: str | None = None) -> None:
    body = json.dumps({"detail": detail}).encode()
    headers: list[Any] = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if retry_after is not None:
        headers.append((b"retry-after", retry_after.encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers + SECURITY_HEADERS})
    await send({"type": "http.response.body", "body": body})
