"""``tabletome serve``: the browser front (lobby, tables, seats, live updates)."""

from __future__ import annotations

import os
from typing import Annotated

import typer
from rich.console import Console
from rich.text import Text

err = Console(stderr=True, highlight=False, emoji=False)
out = Console(highlight=False, emoji=False)


def _fail(message: str) -> typer.Exit:
    err.print(Text(message, style="bold red"), soft_wrap=True)
    return typer.Exit(1)


def serve(
    host: Annotated[str, typer.Option(help="the address to listen on (0.0.0.0 for every interface)")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="the TCP port", min=1, max=65535)] = 8000,
    database_url: Annotated[
        str | None,
        typer.Option(
            "--database-url",
            help="SQLAlchemy URL, e.g. postgresql://user@host/db (default: a SQLite file under $TABLETOME_DATA or ./data)",
        ),
    ] = None,
    workers: Annotated[int, typer.Option(help="worker processes (more than 1 needs --redis-url)", min=1, max=64)] = 1,
    redis_url: Annotated[
        str | None,
        typer.Option("--redis-url", help="Redis for live updates between workers, e.g. redis://127.0.0.1:6379"),
    ] = None,
) -> None:
    """Play in the browser: a lobby, tables with human and AI seats, live updates; rules kept on the server."""
    import uvicorn

    from tabletome.web.settings import ENV_DATABASE, ENV_REDIS, Settings
    from tabletome.web.store import Store, StoreError

    if workers > 1 and not redis_url:
        raise _fail("--workers above 1 needs --redis-url, so that a move made in one worker reaches every seat.")
    settings = Settings.from_env()  # tuning from the environment (TABLETOME_*), the rest from here
    settings.database_url = database_url
    settings.redis_url = redis_url
    url = settings.url
    try:
        store = Store(url, settings.sqlite_synchronous)  # fails now, in one sentence, rather than in every worker
    except StoreError as exc:
        raise _fail(str(exc)) from None
    shown_db = store.url.render_as_string(hide_password=True)
    store.dispose()
    if redis_url:
        try:
            import redis

            client = redis.Redis.from_url(redis_url, socket_connect_timeout=5)
            client.ping()
            client.close()
        except Exception as exc:
            raise _fail(f"Redis at {redis_url} does not answer ({exc}).") from None
    # Worker processes read their settings from the environment.
    os.environ[ENV_DATABASE] = store.url.render_as_string(hide_password=False)
    if redis_url:
        os.environ[ENV_REDIS] = redis_url
    else:
        os.environ.pop(ENV_REDIS, None)
    shown_host = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    out.print(Text(f"tabletome is serving on http://{shown_host}:{port}/", style="bold green"))
    out.print(Text(f"database {shown_db}; {workers} worker{'s' if workers > 1 else ''}; Ctrl+C stops", style="dim"))
    uvicorn.run(
        "tabletome.web.app:app_from_env",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        log_level="warning",
        ws_max_size=64 * 1024,
        # Pages are mostly SVG text; compressing every push costs more CPU than loopback or LAN saves.
        ws_per_message_deflate=False,
        timeout_graceful_shutdown=5,
    )
