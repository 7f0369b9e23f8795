"""The one module that imports krcg: card rows, krcg's name table, and its writers (decklist lines are read
by :mod:`.deckline`, without krcg).

krcg 4.19 (MIT) bundles the VEKN card CSVs and the rulings; it is read offline, never downloading:
``LOCAL_CARDS=1`` and ``NO_TRANSLATIONS=1`` are set before krcg is imported (both are needed:
without the second, krcg fetches the translations from vekn.net), and set again on krcg's module
in case something imported krcg before this module did. krcg's objects are untyped for our
purposes, so they stay ``Any`` here; everything leaving this module is plain data.

The rows follow the field list of :mod:`tabletome.games.vtes.cards`; another source (a later krcg,
the CSVs read directly) replaces this module by giving the same rows.
"""

from __future__ import annotations

import functools
import os
import re
import time
from collections.abc import Iterable, Mapping
from importlib import metadata
from typing import Any

from .formats import WRITE_FORMATS

PACKAGE = "krcg"
#: What krcg needs to read its bundled files and nothing else.
OFFLINE = {"LOCAL_CARDS": "1", "NO_TRANSLATIONS": "1"}
#: The sects a crypt card's text starts with ("Anarch: ...", "Sabbat priscus: ...").
SECTS = ("Camarilla", "Sabbat", "Anarch", "Independent", "Laibon")
_SECT = re.compile(r"^(?:\[MERGED\]\s*)?(" + "|".join(SECTS) + r")\b")
#: Seconds the last load of krcg's card data took (import and CSV reading), for the record.
load_seconds: float | None = None


@functools.cache
def version() -> str:
    """The installed krcg version (4.19 is the last one for Python 3.11); read once per process."""
    return metadata.version(PACKAGE)


@functools.cache
def _vtes() -> Any:
    """krcg's card map, loaded once per process from the files in its wheel."""
    global load_seconds
    start = time.perf_counter()
    os.environ.update(OFFLINE)
    import krcg.cards as krcg_cards
    from krcg.vtes import VTES

    krcg_cards.LOCAL_CARDS = OFFLINE["LOCAL_CARDS"]
    krcg_cards.NO_TRANSLATIONS = OFFLINE["NO_TRANSLATIONS"]
    if not VTES:
        VTES.load_from_vekn()
    load_seconds = time.perf_counter() - start
    return VTES


# ------------------------------------------------------------------------------------- rows


def rows() -> list[dict[str, Any]]:
    """One row per card, in krcg's order: the card database's input."""
    vtes = _vtes()
    aliases = _aliases(vtes)
    return [_row(card, aliases.get(card.id, ())) for card in vtes]


def _row(card: Any, aliases: tuple[str, ...]) -> dict[str, Any]:
    crypt = bool(card.crypt)
    return {
        "id": int(card.id),
        "name": str(card.name),
        "printed_name": str(card.printed_name),
        "aliases": aliases,
        "kind": "crypt" if crypt else "library",
        "types": tuple(card.types),
        "clans": tuple(card.clans),
        "disciplines": _crypt_disciplines(card.disciplines) if crypt else tuple(card.disciplines),
        "combo": bool(card.combo),
        "multidisc": bool(card.multidisc),
        "capacity": card.capacity,
        "capacity_change": card.capacity_change,
        "group": _group(card.group),
        "advanced": bool(card.adv),
        "title": card.title,
        "sect": _sect(card.card_text) if crypt else None,
        "path": card.path,
        "blood_cost": _cost(card.blood_cost),
        "pool_cost": _cost(card.pool_cost),
        "conviction_cost": _cost(card.conviction_cost),
        "burn_option": bool(card.burn_option),
        "banned": card.banned,
        "text": str(card.card_text),
        "sets": {name: tuple(dict(p) for p in printings) for name, printings in card.sets.items()},
        "precons": _precons(card.sets),
        "rulings": len(card.rulings),
    }


def _crypt_disciplines(codes: Iterable[str]) -> dict[str, str]:
    """``["aus", "CEL"]`` → ``{"aus": "basic", "cel": "superior"}`` (flight has one level)."""
    levels = {}
    for code in codes:
        superior = code.isupper() and code != "FLIGHT"
        levels[code.lower()] = "superior" if superior else "basic"
    return levels


def _group(group: str | None) -> int | str | None:
    if group is None:
        return None
    return int(group) if group.isdigit() else group.upper()


def _cost(cost: str | None) -> int | str | None:
    """A cost as a number, or ``"X"``; None when the card has none."""
    if cost is None:
        return None
    return int(cost) if cost.isdigit() else cost


def _sect(text: str) -> str | None:
    found = _SECT.match(text)
    return found.group(1) if found else None


def _precons(sets: Mapping[str, Any]) -> dict[tuple[str, str], int]:
    """(set, preconstructed deck) → copies of the card in that deck."""
    decks: dict[tuple[str, str], int] = {}
    for set_name, printings in sets.items():
        for printing in printings:
            deck = printing.get("precon")
            if deck:
                key = (set_name, str(deck))
                decks[key] = decks.get(key, 0) + int(printing.get("copies", 1))
    return decks


def _aliases(vtes: Any) -> dict[int, tuple[str, ...]]:
    """Every other spelling krcg accepts for a card: its name table and its explicit aliases.

    krcg's table holds, per card, the VEKN spelling ("Dowager, The"), the forms with and without
    "The" or a trailing ", ..." part, earlier names ("aka"), and the bare name of a vampire's
    first group (so "Theo Bell" is Theo Bell (G2) there); a name with "™" is also accepted without
    it. krcg's fuzzy matching is not taken: a name that is none of these spellings is not that card.
    """
    from krcg import config, utils

    found: dict[int, list[str]] = {}
    for key, card in vtes._cards.items():
        if isinstance(key, str) and key != utils.normalize(card.name):
            found.setdefault(card.id, []).append(key)
    for alias, target in config.ALIASES.items():
        card = vtes.get(target)
        if card is not None:
            found.setdefault(card.id, []).append(alias)
    for card in vtes:
        if "™" in card.name:  # "Pentex Subversion", as decklists often write it
            found.setdefault(card.id, []).append(card.name.replace("™", ""))
        head, _, article = card.name.rpartition(", ")
        if article in ("A", "An"):  # "Anarch Manifesto, An": krcg's own table moves only ", The" to the front
            found.setdefault(card.id, []).append(f"{article} {head}")
    return {card_id: tuple(dict.fromkeys(names)) for card_id, names in found.items()}


# ---------------------------------------------------------------------------------- writers

#: The text layouts krcg writes: the tournament archive's, JOL's and Lackey's.
WRITERS = WRITE_FORMATS


def deck_text(cards: Iterable[tuple[int, int]], fmt: str, name: str = "", author: str = "") -> str:
    """A deck (card id, copies) as krcg writes it in ``fmt`` (one of WRITERS)."""
    if fmt not in WRITERS:
        raise ValueError(f"krcg writes decks as {', '.join(WRITERS)}, not '{fmt}'.")
    vtes = _vtes()
    from krcg.deck import Deck

    deck = Deck(author=author or None)
    deck.name = name or None
    for card_id, count in cards:
        deck[vtes[card_id]] += count
    return str(deck.to_txt(fmt))
