"""Vampire: The Eternal Struggle (V:TES), first step: the card database, decklists and deck checks.

The cards come from krcg 4.19 (the VEKN card database, read offline from krcg's own files);
decklists are read from the tournament archive's text, VDB and Amaranth exports, Lackey and JOL;
``check_deck`` names every deck-construction problem with its clause (clauses.md, VT-DECK-...).
Step 2 (``state.py``, ``turn.py``): the table and the turn without card effects; step 3
(``combat.py``): blocks, combat, torpor; step 4 (``politics.py``): diablerie, the blood hunt and
the referendum. Most of the rules
engine is not built yet, so this package defines no ``GAME``: V:TES is not a playable game of the
registry. What is built and what is not: README.md.
"""

from __future__ import annotations

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
from .precons import V5_SETS, Precon, UnknownPrecon, find_precon, precon, precons

__all__ = [
    "DEFAULT_DECK_LIMITS",
    "FORMATS",
    "RULES",
    "SCHEMA",
    "V5_SETS",
    "WRITE_FORMATS",
    "CardNames",
    "DeckError",
    "DeckLimits",
    "Decklist",
    "Lookup",
    "Precon",
    "Problem",
    "UnknownPrecon",
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
