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

from tabletome.engine.registry import register

from .cards import SCHEMA, CardNames, Lookup, card_key, load_cards, names, source
from .check import RULES, Problem, card_effects, check_deck, unimplemented
from .decks import (
    DEFAULT_DECK_LIMITS,
    FORMATS,
    WRITE_FORMATS,
    DeckError,
    DeckLimits,
    Decklist,
    detect_format,
    parse_deck,
    read_deck_file,
    write_deck,
)
from .game import VTES, VTESEdition
from .precons import V5_SETS, Precon, UnknownPrecon, find_precon, precon, precons
from .state import VTESState

GAME = register(VTES())
VTESState.game = GAME

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
