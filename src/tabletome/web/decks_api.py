"""V:TES decks in the browser (the /decks page): the card database searched by name, the
preconstructed decks, and a decklist checked by the deck check of ``tabletome vtes deck check``.

The check is the CLI's: the decklist is read by ``parse_deck`` (its refusal is the CLI's sentence)
and judged by ``check_deck`` (its problems are the CLI's sentences); nothing here words a rule.
A decklist is held to the length and lines a seat may bring to a table (``editions.check_texts``)
and read in a worker process killed at a time limit, with its "did you mean" searches capped
(``deckread``). A list that cannot be read is an answer too (``readable: false``, the sentence
naming its line), so the page shows it where the player types; only a request the server will not
read at all (too long, control characters, not JSON) is refused with a 4xx.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Iterable
from typing import Annotated, Any, Literal, TypeVar

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, ConfigDict, Field, field_validator

from tabletome.engine import get_game
from tabletome.engine.cards import Card
from tabletome.games.vtes import cards as vtes_cards
from tabletome.games.vtes.check import Problem, card_effects, check_deck
from tabletome.games.vtes.decks import DeckError, Decklist, parse_deck, write_deck
from tabletome.games.vtes.preconstructed import precons

from .api import _CONTROL_NOT_SPACE, InputText, _printable
from .checks import Whole
from .deckread import deck_work, read_decks
from .editions import check_texts
from .errors import documented

router = APIRouter(prefix="/api/vtes", tags=["V:TES decks"])

MAX_QUERY = 80  # characters of a search
MAX_RESULTS = 50  # cards one search returns at most
DEFAULT_RESULTS = 20
#: Where a construction problem is shown on the page, by its clause (the others name their cards).
SECTION_OF = {"VT-DECK-02": "crypt", "VT-DECK-06": "crypt", "VT-DECK-03": "library", "VT-DECK-04": "library"}

T = TypeVar("T")


# ------------------------------------------------------------------ answers
class CardInfo(BaseModel):
    id: int
    name: str = Field(description="the card's unique name; a vampire carries its group: 'Theo Bell (G6)'")
    printed_name: str
    kind: Literal["crypt", "library"]
    type: str = Field(description="the card's type as a decklist heading names it: 'Vampire', 'Action Modifier'")
    order: int = Field(description="where the type comes in a decklist's library (the tournament archive's order)")
    clans: list[str]
    disciplines: list[str] = Field(
        description="a vampire's disciplines (superior in capitals), a library card's requirement"
    )
    combo: bool = Field(description="a library card needing all its disciplines (else any one of them)")
    capacity: int | None = Field(description="a crypt card's capacity")
    group: str | None = Field(description="a crypt card's group: 1 to 7, or ANY")
    advanced: bool
    title: str | None
    sect: str | None
    cost: str | None = Field(description="'2 blood', '1 pool', 'X pool'")
    text: str = Field(description="the card text (© Paradox Interactive AB, through krcg)")
    implemented: bool = Field(description="whether the rules engine implements the card's effect")
    banned: str | None = Field(description="the date it was put on the VEKN banned list")


class CardSearch(BaseModel):
    cards: list[CardInfo]
    total: int = Field(description="cards matching, of which the first `limit` are given")


class PreconInfo(BaseModel):
    name: str
    set: str
    title: str
    crypt: int
    library: int
    text: str = Field(description="the decklist in the tournament archive's text format")


class DeckCard(CardInfo):
    count: int


class DeckProblem(BaseModel):
    clause: str | None = Field(description="the rule broken (None: the list cannot be read)")
    message: str = Field(description="the sentence of `tabletome vtes deck check`")
    cards: list[str] = Field(description="the cards it names")
    line: int | None = Field(description="the line of the text that cannot be read")
    section: Literal["crypt", "library"] | None = Field(description="the deck it is about, when not about cards")


class Count(BaseModel):
    label: str = Field(description="a crypt group ('6', 'ANY') or a library card type")
    count: int


class Capacity(BaseModel):
    average: float
    smallest: int = Field(description="the four smallest capacities added (the tournament archive's min)")
    largest: int = Field(description="the four largest capacities added (its max)")


class CryptPart(BaseModel):
    count: int
    groups: list[Count]
    capacity: Capacity | None
    cards: list[DeckCard] = Field(description="by capacity, largest first, then name")


class LibraryPart(BaseModel):
    count: int
    types: list[Count] = Field(description="cards per type, in a decklist's order")
    cards: list[DeckCard] = Field(description="by type in a decklist's order, then name")


class DeckCheck(BaseModel):
    readable: bool = Field(description="whether the text could be read as a decklist at all")
    legal: bool = Field(description="readable, and no construction problem under the rules asked for")
    rules: str
    name: str
    author: str
    problems: list[DeckProblem]
    notes: list[str] = Field(description="how a vampire's bare name was read")
    unimplemented: list[str] = Field(
        description="cards whose effect the rules do not implement: a table under the enforced rules refuses the deck"
    )
    crypt: CryptPart
    library: LibraryPart
    text: str = Field(description="the deck in the tournament archive's text format ('' when unreadable)")


class DeckText(BaseModel):
    model_config = ConfigDict(extra="forbid")

    text: Annotated[InputText, Field(description="a decklist in any common layout (as a seat brings it to a table)")]
    rules: Literal["current", "seed"] = Field(default="current", description="seed: the classic deck rules")
    players: Whole | None = Field(default=None, ge=2, le=6, description="the table size for the classic library limit")

    @field_validator("text")
    @classmethod
    def _text(cls, v: str) -> str:
        return _printable(v, "the decklist", _CONTROL_NOT_SPACE)


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


def card_json(card: Card) -> dict[str, Any]:
    """What the page shows of a card: its facts, its text, and whether the rules implement it."""
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
        "implemented": _implemented(card.id),
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


# ------------------------------------------------------------------ the check
def _problem(problem: Problem) -> dict[str, Any]:
    return {
        "clause": problem.clause,
        "message": problem.message,
        "cards": list(problem.cards),
        "line": None,
        "section": SECTION_OF.get(problem.clause),
    }


def _counted(deck: Iterable[tuple[Card, int]]) -> list[dict[str, Any]]:
    return [{**card_json(card), "count": count} for card, count in deck]


def _capacity(deck: Decklist) -> dict[str, Any] | None:
    """The crypt's average capacity, and its four smallest and four largest added (a starting hand's range)."""
    capacities = sorted(int(card.get("capacity") or 0) for card, n in deck.crypt for _ in range(n))
    if not capacities:
        return None
    average = round(sum(capacities) / len(capacities), 2)
    return {"average": average, "smallest": sum(capacities[:4]), "largest": sum(capacities[-4:])}


def _crypt(deck: Decklist) -> dict[str, Any]:
    groups: dict[str, int] = {}
    for card, count in deck.crypt:
        label = vtes_cards.group_text(card) or "?"
        groups[label] = groups.get(label, 0) + count
    rows = sorted(deck.crypt, key=lambda e: (-(e[0].get("capacity") or 0), e[0].name))
    return {
        "count": deck.crypt_count,
        "groups": [{"label": g, "count": n} for g, n in sorted(groups.items(), key=lambda item: item[0])],
        "capacity": _capacity(deck),
        "cards": _counted(rows),
    }


def _library(deck: Decklist) -> dict[str, Any]:
    rows = sorted(deck.library, key=lambda e: (vtes_cards.type_rank(e[0]), e[0].name))
    types: dict[str, int] = {}
    for card, count in rows:
        kind = vtes_cards.library_type(card)
        types[kind] = types.get(kind, 0) + count
    return {
        "count": deck.library_count,
        "types": [{"label": t, "count": n} for t, n in types.items()],
        "cards": _counted(rows),
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
        "text": _written(deck),
    }


# ------------------------------------------------------------------ routes
async def _off_loop(work: Callable[..., T], *args: Any) -> T:
    """Card data and decklists are read in a worker thread, never on the event loop."""
    return await asyncio.get_running_loop().run_in_executor(None, functools.partial(work, *args))


@router.get(
    "/cards",
    summary="Search the V:TES cards by name: their facts, their text, and whether the rules implement them",
    response_model=CardSearch,
    responses=documented(422, 429),
)
async def cards(
    q: Annotated[str, Query(max_length=MAX_QUERY, description="words of the card's name")] = "",
    kind: Annotated[Literal["crypt", "library"] | None, Query(description="crypt or library cards only")] = None,
    implemented: Annotated[
        bool | None, Query(description="only cards the rules implement (or only the others)")
    ] = None,
    limit: Annotated[Whole, Query(ge=1, le=MAX_RESULTS, description="cards returned at most")] = DEFAULT_RESULTS,
) -> dict[str, Any]:
    return await _off_loop(search_cards, q, kind, implemented, limit)


@router.get(
    "/precons",
    summary="The fourteen Fifth Edition preconstructed decks, with their decklists",
    response_model=list[PreconInfo],
    responses=documented(429),
)
async def precon_decks() -> list[dict[str, Any]]:
    return list(await _off_loop(precon_list))


@router.post(
    "/decks/check",
    summary="Check a decklist as `tabletome vtes deck check` does: every problem, the crypt and the library",
    response_model=DeckCheck,
    responses=documented(400, 413, 422, 429, 503),
)
async def check(request: Request, body: DeckText) -> dict[str, Any]:
    work = deck_work(request.app.state.settings)
    check_texts(get_game("vtes"), {"deck": body.text}, "Your", work.lines)  # what a seat may bring to a table
    answer: dict[str, Any] = await read_decks("check", (body.text, body.rules, body.players), work)
    return answer
