"""V:TES's deck book: the card database searched by name, the preconstructed decks, and a decklist
checked by the deck check of ``tabletome vtes deck check``, each as the deck page shows it (the
game's ``Decks`` capability: the web and the command line ask the game, never these modules).

The check is the CLI's: the decklist is read by ``parse_deck`` (its refusal is the CLI's sentence)
and judged by ``check_deck`` (its problems are the CLI's sentences); nothing here words a rule.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Iterable, Iterator
from typing import Any

from tabletome.engine.cards import Card

from . import cards as vtes_cards
from .check import Problem, card_effects, check_deck
from .decks import DeckError, Decklist, parse_deck, read_deck_file, write_deck
from .formats import FORMATS as FORMATS  # the layouts and the deck rules it reads (its Decks capability says them)
from .formats import RULES as RULES
from .preconstructed import find_precon, precons

#: Where a construction problem is shown on the page, by its clause (the others name their cards).
SECTION_OF = {"VT-DECK-02": "crypt", "VT-DECK-06": "crypt", "VT-DECK-03": "library", "VT-DECK-04": "library"}


# ------------------------------------------------------------------ cards
def _implemented(card_id: int) -> bool:
    """Whether a card's effect is implemented: the registry the enforced rules refuse decks by."""
    return card_effects().implemented(card_id)


def _cost(card: Card) -> str | None:
    for field, word in (("blood_cost", "blood"), ("pool_cost", "pool"), ("conviction_cost", "conviction")):
        value = card.get(field)
        if value is not None:
            return f"{value} {word}"
    return None


def card_json(card: Card, looked_up: bool = True) -> dict[str, Any]:
    """What the page shows of a card: its facts, its text, and whether the rules implement it (None
    unless ``looked_up``: the effects registry is slow to load for a list only shown)."""
    crypt = vtes_cards.is_crypt(card)
    return {
        "id": card.id,
        "name": card.name,
        "printed_name": str(card.get("printed_name") or card.name),
        "kind": "crypt" if crypt else "library",
        "type": vtes_cards.library_type(card),
        "order": vtes_cards.type_rank(card),
        "clans": list(card.get("clans") or ()),
        "disciplines": vtes_cards.discipline_text(card).split(),
        "combo": bool(card.get("combo")),
        "capacity": card.get("capacity") if crypt else None,
        "group": vtes_cards.group_text(card) or None,
        "advanced": bool(card.get("advanced")),
        "title": card.get("title"),
        "sect": card.get("sect"),
        "cost": _cost(card),
        "text": str(card.get("text") or ""),
        "implemented": _implemented(card.id) if looked_up else None,
        "banned": card.get("banned"),
    }


@functools.cache
def _search_index() -> tuple[tuple[tuple[str, ...], Card], ...]:
    """Every card with the keys of its names (unique, printed, the other spellings), by name."""
    out = []
    for card in sorted(vtes_cards.load_cards(), key=lambda c: vtes_cards.card_key(c.name)):
        spellings = (card.name, str(card.get("printed_name") or ""), *card.get("aliases", ()))
        out.append((tuple(dict.fromkeys(vtes_cards.card_key(s) for s in spellings if s)), card))
    return tuple(out)


def _rank(keys: tuple[str, ...], words: list[str]) -> int | None:
    """How well a card's names match the words: 0 the name itself, 1 it starts so, 2 it holds them."""
    whole = "".join(words)
    best: int | None = None
    for key in keys:
        if all(word in key for word in words):
            rank = 0 if key == whole else 1 if key.startswith(words[0]) else 2
            best = rank if best is None else min(best, rank)
    return best


def _wanted(card: Card, kind: str | None, implemented: bool | None) -> bool:
    """Whether the card is of the kind asked for, implemented or not as asked (None: either)."""
    return (kind is None or card.get("kind") == kind) and (implemented is None or _implemented(card.id) == implemented)


def search_cards(q: str, kind: str | None = None, implemented: bool | None = None, limit: int = 20) -> dict[str, Any]:
    """Cards whose name holds every word of ``q`` (case and accents aside), best matches first."""
    words = [w for w in (vtes_cards.card_key(part) for part in q.split()) if w]
    found: list[tuple[int, Card]] = []
    for keys, card in _search_index():
        rank = _rank(keys, words) if words else 2
        if rank is not None and _wanted(card, kind, implemented):
            found.append((rank, card))
    found.sort(key=lambda item: item[0])  # stable: by name within a rank
    return {"cards": [card_json(card) for _, card in found[:limit]], "total": len(found)}


@functools.cache
def precon_list() -> tuple[dict[str, Any], ...]:
    """The fourteen preconstructed decks, each with its decklist as text."""
    return tuple(
        {
            "name": p.name,
            "set": p.set,
            "title": p.title,
            "crypt": p.deck.crypt_count,
            "library": p.deck.library_count,
            "text": write_deck(p.deck),
        }
        for p in precons()
    )


def precon_checks() -> tuple[dict[str, Any], ...]:
    """The fourteen preconstructed decks, each with its counts and whether it passes the deck
    check: the command line's list (no decklist text, whose writer is slow to load)."""
    return tuple(
        {
            "name": p.name,
            "set": p.set,
            "title": p.title,
            "crypt": p.deck.crypt_count,
            "library": p.deck.library_count,
            "legal": not check_deck(p.deck),
        }
        for p in precons()
    )


# ------------------------------------------------------------------ the check
def _problem(problem: Problem) -> dict[str, Any]:
    return {
        "clause": problem.clause,
        "message": problem.message,
        "cards": list(problem.cards),
        "line": None,
        "section": SECTION_OF.get(problem.clause),
    }


def _counted(deck: Iterable[tuple[Card, int]], looked_up: bool) -> list[dict[str, Any]]:
    return [{**card_json(card, looked_up), "count": count} for card, count in deck]


def _capacity(deck: Decklist) -> dict[str, Any] | None:
    """The crypt's average capacity, and its four smallest and four largest added (a starting hand's range)."""
    capacities = sorted(int(card.get("capacity") or 0) for card, n in deck.crypt for _ in range(n))
    if not capacities:
        return None
    average = round(sum(capacities) / len(capacities), 2)
    return {"average": average, "smallest": sum(capacities[:4]), "largest": sum(capacities[-4:])}


def _crypt(deck: Decklist, looked_up: bool = True) -> dict[str, Any]:
    groups: dict[str, int] = {}
    for card, count in deck.crypt:
        label = vtes_cards.group_text(card) or "?"
        groups[label] = groups.get(label, 0) + count
    rows = sorted(deck.crypt, key=lambda e: (-(e[0].get("capacity") or 0), e[0].name))
    return {
        "count": deck.crypt_count,
        "groups": [{"label": g, "count": n} for g, n in sorted(groups.items(), key=lambda item: item[0])],
        "capacity": _capacity(deck),
        "cards": _counted(rows, looked_up),
    }


def _library(deck: Decklist, looked_up: bool = True) -> dict[str, Any]:
    rows = sorted(deck.library, key=lambda e: (vtes_cards.type_rank(e[0]), e[0].name))
    types: dict[str, int] = {}
    for card, count in rows:
        kind = vtes_cards.library_type(card)
        types[kind] = types.get(kind, 0) + count
    return {
        "count": deck.library_count,
        "types": [{"label": t, "count": n} for t, n in types.items()],
        "cards": _counted(rows, looked_up),
    }


def _written(deck: Decklist) -> str:
    """The deck in the tournament archive's layout (a JOL list while it has no crypt card yet)."""
    return write_deck(deck, "twd" if deck.crypt else "jol")


def _unreadable(exc: DeckError, rules: str) -> dict[str, Any]:
    problem: dict[str, Any] = {"clause": None, "message": str(exc), "cards": [], "line": exc.line, "section": None}
    return {
        "readable": False,
        "legal": False,
        "rules": rules,
        "name": "",
        "author": "",
        "problems": [problem],
        "notes": [],
        "unimplemented": [],
        "crypt": {"count": 0, "groups": [], "capacity": None, "cards": []},
        "library": {"count": 0, "types": [], "cards": []},
        "text": "",
    }


def check_text(text: str, rules: str = "current", players: int | None = None) -> dict[str, Any]:
    """The check of ``tabletome vtes deck check`` on a decklist's text, and the deck as the page shows it."""
    try:
        deck = parse_deck(text)
    except DeckError as exc:
        return _unreadable(exc, rules)
    return {**_checked(deck, rules, players), "text": _written(deck)}


def check_file(path: str, fmt: str = "auto", rules: str = "current", players: int | None = None) -> dict[str, Any]:
    """A decklist file read in the layout ``fmt`` ("auto": guessed) and checked, as ``check_text``
    gives it but for the deck written out as text (krcg's writer: the command line never loads it);
    a file or a text that cannot be read raises DeckError (its sentence)."""
    return _checked(read_deck_file(path, fmt), rules, players)


def deck_file(path: str, fmt: str = "auto") -> dict[str, Any]:
    """A decklist file read, unchecked: its name, author, notes, crypt and library as ``check_text``
    gives them (each card's ``implemented`` left None); DeckError if it cannot be read."""
    return _shown(read_deck_file(path, fmt))


def precon_deck(name: str) -> dict[str, Any]:
    """A preconstructed deck, by its name or title, as ``deck_file`` gives a file; an unknown name
    raises UnknownPrecon (the sentence names the closest deck)."""
    return _shown(find_precon(name).deck)


def _shown(deck: Decklist) -> dict[str, Any]:
    return {
        "name": deck.name,
        "author": deck.author,
        "notes": list(deck.notes),
        "crypt": _crypt(deck, looked_up=False),
        "library": _library(deck, looked_up=False),
    }


def _checked(deck: Decklist, rules: str, players: int | None) -> dict[str, Any]:
    problems = check_deck(deck, rules, players=players)
    return {
        "readable": True,
        "legal": not problems,
        "rules": rules,
        "name": deck.name,
        "author": deck.author,
        "problems": [_problem(p) for p in problems],
        "notes": list(deck.notes),
        "unimplemented": sorted({card.name for card, _ in deck.entries if not _implemented(card.id)}),
        "crypt": _crypt(deck),
        "library": _library(deck),
    }


# ------------------------------------------------------------------ coverage
def coverage(path: str | None = None, fmt: str = "auto") -> dict[str, Any]:
    """Which cards the rules implement: of the pool and the database (``coverage.report``), or of
    the decklist file ``path`` (``coverage.deck_report``, with how its bare names were read)."""
    from .coverage import deck_report, report

    if path is None:
        return report()
    deck = read_deck_file(path, fmt)
    return {**deck_report(deck.entries), "notes": list(deck.notes)}


# ------------------------------------------------------------------ a reader's limits
@contextlib.contextmanager
def suggestions_capped(limit: int) -> Iterator[None]:
    """At most ``limit`` "did you mean" searches of the card names while this lasts.

    Only for a process reading one request at a time (the web's deck reader): it wraps the class's method.
    """
    original = vtes_cards.CardNames.suggest
    left = limit

    def suggest(
        self: vtes_cards.CardNames, text: str, *, group: int | str | None = None, capacity: int | None = None
    ) -> str | None:
        nonlocal left
        if left <= 0:
            return None  # the name is still refused, without a suggestion
        left -= 1
        return original(self, text, group=group, capacity=capacity)

    vtes_cards.CardNames.suggest = suggest  # type: ignore[method-assign]
    try:
        yield
    finally:
        vtes_cards.CardNames.suggest = original  # type: ignore[method-assign]
