"""Installed games: the ``tabletome.games`` entry points, and every package under ``tabletome.games``
that defines ``GAME`` (so a source checkout finds its games without a list kept here)."""

from __future__ import annotations

import difflib
import pkgutil
from importlib import import_module
from importlib.metadata import entry_points
from typing import TYPE_CHECKING

from .errors import UnknownGame

if TYPE_CHECKING:
    from .game import Game

PACKAGE = "tabletome.games"

_games: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    _games[game.id] = game
    return game


def _load(target: str) -> Game:
    module, _, attr = target.partition(":")
    game: Game = getattr(import_module(module), attr)
    return game


def _discover() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    targets = _packaged()
    for ep in entry_points(group="tabletome.games"):
        targets.setdefault(ep.name, ep.value)
    for gid, target in targets.items():
        if gid not in _games:
            register(_load(target))


def _packaged() -> dict[str, str]:
    """Every game package shipped under tabletome.games (its directory name is the game id)."""
    try:
        package = import_module(PACKAGE)
    except ImportError:
        return {}
    return {
        info.name: f"{PACKAGE}.{info.name}:GAME"
        for info in pkgutil.iter_modules(package.__path__)
        if info.ispkg and not info.name.startswith("_")
    }


def games() -> list[Game]:
    _discover()
    return sorted(_games.values(), key=lambda g: g.id)


def get_game(game_id: str) -> Game:
    _discover()
    try:
        return _games[game_id]
    except KeyError:
        close = difflib.get_close_matches(game_id, list(_games), n=1)
        hint = f" Did you mean '{close[0]}'?" if close else ""
        known = ", ".join(sorted(_games))
        raise UnknownGame(f"There is no game '{game_id}' installed (installed: {known}).{hint}") from None
