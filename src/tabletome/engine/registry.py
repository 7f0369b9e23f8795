"""Installed games: the ``tabletome.games`` entry points, and every package under ``tabletome.games``
that defines ``GAME`` (so a source checkout finds its games without a list kept here).

Finding the games imports none of them: a package's directory name is its game id, an entry
point's name is its id. ``get_game(id)`` imports that one game only; ``games()`` imports every
game (the lobby and ``tabletome games`` list them all). A game that fails to import never hides
the others: ``unavailable()`` gives its id with the reason, and every other game plays.
"""

from __future__ import annotations

import difflib
import pkgutil
from importlib import import_module
from importlib.metadata import entry_points
from typing import TYPE_CHECKING

from .errors import TabletomeError, UnknownGame

if TYPE_CHECKING:
    from .game import Game

PACKAGE = "tabletome.games"

_games: dict[str, Game] = {}
_broken: dict[str, str] = {}
_empty: set[str] = set()  # packages under tabletome.games that define no GAME (rules not built yet)
_targets: dict[str, tuple[str, bool]] | None = None  # id -> (module:attr, shipped under tabletome.games)


class GameUnavailable(UnknownGame):
    """An installed game that cannot be loaded (a missing data file, a broken dependency)."""


def register(game: Game) -> Game:
    _games[game.id] = game
    _broken.pop(game.id, None)
    return game


def _found() -> dict[str, tuple[str, bool]]:
    """Every game id with where it is, found without importing any game."""
    global _targets
    if _targets is None:
        targets = {gid: (target, True) for gid, target in _packaged().items()}
        for ep in entry_points(group="tabletome.games"):
            targets.setdefault(ep.name, (ep.value, False))
        _targets = targets
    return _targets


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


def _reason(exc: BaseException) -> str:
    """Why a game did not load, in one line (a player's sentence when the error carries one)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    if isinstance(exc, TabletomeError) and text:
        return text
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _load(game_id: str) -> Game | None:
    """The game of ``game_id`` imported now; None when its package defines no ``GAME`` (its rules
    are not built yet) or when it fails to load (the reason kept for ``unavailable``)."""
    if game_id in _games:
        return _games[game_id]
    if game_id in _broken or game_id in _empty:
        return None
    target, packaged = _found()[game_id]
    module, _, attr = target.partition(":")
    try:
        found = import_module(module)
        game: Game | None = getattr(found, attr, None)
        if game is None and not packaged:
            raise AttributeError(f"the entry point {target} names no game")
    except Exception as exc:  # a broken game must not take the others down with it
        _broken[game_id] = _reason(exc)
        return None
    if game is None:
        _empty.add(game_id)
    else:
        _games.setdefault(game.id, game)
    return game


def games() -> list[Game]:
    """Every installed game that loads, imported now (those that fail: ``unavailable``)."""
    for gid in _found():
        _load(gid)
    return sorted(_games.values(), key=lambda g: g.id)


def unavailable() -> dict[str, str]:
    """Installed games that cannot be loaded, with the reason (after ``games()``)."""
    games()
    return dict(sorted(_broken.items()))


def game_ids() -> list[str]:
    """The ids of the installed games, without importing any."""
    return sorted((set(_found()) - _empty) | set(_games))


def get_game(game_id: str) -> Game:
    """The game ``game_id``, importing it (and no other game)."""
    if game_id in _games:
        return _games[game_id]
    game = _load(game_id) if game_id in _found() else None
    if game is not None:
        return game
    if game_id in _broken:
        raise GameUnavailable(f"The game '{game_id}' is installed but cannot be loaded: {_broken[game_id]}")
    known = [gid for gid in game_ids() if gid not in _broken]
    close = difflib.get_close_matches(game_id, known, n=1)
    hint = f" Did you mean '{close[0]}'?" if close else ""
    raise UnknownGame(f"There is no game '{game_id}' installed (installed: {', '.join(known)}).{hint}") from None
