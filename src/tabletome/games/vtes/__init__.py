"""Vampire: The Eternal Struggle (V:TES): 2 to 6 Methuselahs, each with a crypt and a library.

The cards come from krcg 4.19 (the VEKN card database, read offline from krcg's own files);
decklists are read from the tournament archive's text, VDB and Amaranth exports, Lackey and JOL;
``check_deck`` names every deck-construction problem with its clause (clauses.md, VT-DECK-...).
The rules engine (``state``, ``phases``, ``actions``, ``combat``, ``politics``, ``play``) plays
every card of the fourteen preconstructed decks of the fifth edition (``effects/``); a card whose
effect is not implemented is refused in ``enforced`` mode and played by stating its effect in
``assisted`` mode. What is built, and the readings adopted: README.md.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .cards import SCHEMA, CardNames, Lookup, card_key, load_cards, names, source
    from .check import Problem, card_effects, check_deck, unimplemented
    from .decks import (
        DEFAULT_DECK_LIMITS,
        DeckError,
        DeckLimits,
        Decklist,
        detect_format,
        parse_deck,
        read_deck_file,
        write_deck,
    )
    from .formats import FORMATS, RULES, WRITE_FORMATS
    from .game import VTES, VTESEdition
    from .preconstructed import V5_SETS, Precon, UnknownPrecon, find_precon, precon, precons
    from .state import VTESState

    GAME: VTES

#: Where each name of the package lives: importing a module of the package (the deck reader for
#: ``tabletome vtes deck check``) does not build the game, nor read the card database.
_HOME = {
    **dict.fromkeys(("SCHEMA", "CardNames", "Lookup", "card_key", "load_cards", "names", "source"), "cards"),
    **dict.fromkeys(("FORMATS", "RULES", "WRITE_FORMATS"), "formats"),
    **dict.fromkeys(("Problem", "card_effects", "check_deck", "unimplemented"), "check"),
    **dict.fromkeys(
        (
            "DEFAULT_DECK_LIMITS",
            "DeckError",
            "DeckLimits",
            "Decklist",
            "detect_format",
            "parse_deck",
            "read_deck_file",
            "write_deck",
        ),
        "decks",
    ),
    **dict.fromkeys(("VTES", "VTESEdition"), "game"),
    **dict.fromkeys(("V5_SETS", "Precon", "UnknownPrecon", "find_precon", "precon", "precons"), "preconstructed"),
    "VTESState": "state",
}


def _game() -> VTES:
    from tabletome.engine.registry import register

    from .game import VTES
    from .state import VTESState

    game = VTES()
    register(game)
    VTESState.game = game
    return game


def __getattr__(name: str) -> Any:
    if name == "GAME":
        value: Any = _game()
    elif name in _HOME:
        value = getattr(import_module(f"{__name__}.{_HOME[name]}"), name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


__all__ = [
    "DEFAULT_DECK_LIMITS",
    "FORMATS",
    "GAME",
    "RULES",
    "SCHEMA",
    "V5_SETS",
    "VTES",
    "WRITE_FORMATS",
    "CardNames",
    "DeckError",
    "DeckLimits",
    "Decklist",
    "Lookup",
    "Precon",
    "Problem",
    "UnknownPrecon",
    "VTESEdition",
    "VTESState",
    "card_effects",
    "card_key",
    "check_deck",
    "detect_format",
    "find_precon",
    "load_cards",
    "names",
    "parse_deck",
    "precon",
    "precons",
    "read_deck_file",
    "source",
    "unimplemented",
    "write_deck",
]
