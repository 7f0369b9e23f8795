"""The browser front: a FastAPI app with tables, seats and live updates (``tabletome serve``)."""

from __future__ import annotations

from .app import app_from_env, create_app
from .settings import Settings

__all__ = ["Settings", "app_from_env", "create_app"]
