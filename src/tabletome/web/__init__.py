"""The browser front: a FastAPI app with tables, seats and live updates (``tabletome serve``).

The names below are read from their modules on first use, so that a worker process importing
one module of this package (``tabletome.web.deckread``) does not import the whole application.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .app import app_from_env, create_app
    from .settings import Settings

_HOME = {"app_from_env": "app", "create_app": "app", "Settings": "settings"}


def __getattr__(name: str) -> Any:
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{_HOME[name]}"), name)
    globals()[name] = value
    return value


__all__ = ["Settings", "app_from_env", "create_app"]
