"""``tabletome serve``: the browser front (lobby, tables, seats, live updates)."""

from __future__ import annotations

import errno
import os
import socket
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
    forwarded_allow_ips: Annotated[
        str,
        typer.Option(
            help="the reverse proxies whose X-Forwarded-For names the client (comma-separated addresses, "
            "e.g. 127.0.0.1); by default none: a client is its own address",
        ),
    ] = "",
    worker_timeout: Annotated[
        int,
        typer.Option(
            help="seconds a worker may take to start and to answer the supervisor before it is restarted",
            min=1,
            max=600,
        ),
    ] = 60,
) -> None:
    """Play in the browser: a lobby, tables with human and AI seats, live updates; rules kept on the server."""
    import uvicorn
    from uvicorn.supervisors import Multiprocess

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
        from tabletome.engine.extras import hint

        try:
            import redis
        except ImportError:
            raise _fail(f"--redis-url needs the optional extra 'server': {hint('server')}.") from None
        try:
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
    try:
        sock = bind(host, port)
    except OSError as exc:
        raise _fail(bind_problem(exc, host, port)) from None
    config = uvicorn.Config(
        "tabletome.web.app:app_from_env",
        factory=True,
        workers=workers,
        log_level="warning",
        ws_max_size=64 * 1024,
        # Pages are mostly SVG text; compressing every push costs more CPU than loopback or LAN saves.
        ws_per_message_deflate=False,
        timeout_graceful_shutdown=5,
        # A worker importing the web front on a busy machine may take longer than uvicorn's 5 s.
        timeout_worker_healthcheck=worker_timeout,
        # The client's address sets its limits: only a configured proxy may name another one.
        proxy_headers=bool(forwarded_allow_ips.strip()),
        forwarded_allow_ips=forwarded_allow_ips.strip(),
    )
    shown_host = "127.0.0.1" if host in ("0.0.0.0", "::") else host
    shown_host = f"[{shown_host}]" if ":" in shown_host else shown_host
    out.print(Text(f"tabletome is serving on http://{shown_host}:{port}/", style="bold green"))
    out.print(Text(f"database {shown_db}; {workers} worker{'s' if workers > 1 else ''}; Ctrl+C stops", style="dim"))
    try:
        if workers > 1:
            Multiprocess(config, sockets=[sock]).run()
        else:
            uvicorn.Server(config).run(sockets=[sock])
    except KeyboardInterrupt:
        pass
    finally:
        sock.close()


def bind(host: str, port: int) -> socket.socket:
    """The listening socket, bound here so that a taken port is told before anything is printed.

    Bound as uvicorn binds it (the workers inherit it); uvicorn serves it as given.
    """
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    try:
        if os.name != "nt":  # on Windows SO_REUSEADDR would let two servers share the port
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.set_inheritable(True)
    return sock


def bind_problem(exc: OSError, host: str, port: int) -> str:
    """Why the address cannot be listened on, in one sentence that says what to change."""
    if isinstance(exc, socket.gaierror):
        return f"'{host}' is not an address this machine knows; give --host an address such as 127.0.0.1 or 0.0.0.0."
    if exc.errno == errno.EADDRINUSE:
        return (
            f"Port {port} is already in use on {host} (another server, or tabletome already running); "
            f"choose another with --port, e.g. --port {port + 1 if port < 65535 else 8001}."
        )
    if exc.errno in (errno.EACCES, errno.EPERM):
        return f"Port {port} needs administrator rights on this machine; choose one above 1023 with --port."
    if exc.errno == errno.EADDRNOTAVAIL:
        return f"{host} is not an address of this machine; use --host 127.0.0.1, or 0.0.0.0 for every interface."
    return f"Cannot listen on {host}:{port} ({exc.strerror or exc}); choose another --host or --port."
