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


def _load(target: str, *, optional: bool = False) -> Game | None:
    """The game a target names; None when ``optional`` and the module defines none.

    A package under tabletome.games without ``GAME`` holds a game whose rules are not built yet
    (its card data and deck tools may already be); an entry point must name a game.
    """
    module, _, attr = target.partition(":")
    found = import_module(module)
    if optional and not hasattr(found, attr):
        return None
    game: Game = getattr(found, attr)
    return game


def _discover() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    packaged = _packaged()
    targets = dict(packaged)
    for ep in entry_points(group="tabletome.games"):
        targets.setdefault(ep.name, ep.value)
    for gid, target in targets.items():
        if gid not in _games:
            game = _load(target, optional=gid in packaged)
            if game is not None:
                register(game)


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
