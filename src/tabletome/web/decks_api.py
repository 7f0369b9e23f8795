"""V:TES decks in the browser (the /decks page): the card database searched by name, the
preconstructed decks, and a decklist checked by the deck check of ``tabletome vtes deck check``.

What a card, a precon and a checked deck are is the game's (its ``Decks`` capability,
games/vtes/deckbook.py: the check of the CLI); nothing here words a rule or reads a game module.
A decklist is held to the length and lines a seat may bring to a table (``editions.check_texts``)
and read in a worker process killed at a time limit, with its "did you mean" searches capped
(``deckread``). A list that cannot be read is an answer too (``readable: false``, the sentence
naming its line), so the page shows it where the player types; only a request the server will not
read at all (too long, control characters, not JSON) is refused with a 4xx.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from typing import Annotated, Any, Literal, TypeVar

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, ConfigDict, Field, field_validator

from tabletome.engine import get_game

from .api import _CONTROL_NOT_SPACE, InputText, _printable
from .checks import Whole
from .deckread import DECK_GAME, deck_book, deck_work, read_decks
from .editions import check_texts
from .errors import documented

router = APIRouter(prefix="/api/vtes", tags=["V:TES decks"])

MAX_QUERY = 80  # characters of a search
MAX_RESULTS = 50  # cards one search returns at most
DEFAULT_RESULTS = 20

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


# ------------------------------------------------------------------ the game's deck book
def search_cards(q: str, kind: str | None = None, implemented: bool | None = None, limit: int = 20) -> dict[str, Any]:
    return dict(deck_book().search_cards(q, kind, implemented, limit))


def precon_list() -> list[dict[str, Any]]:
    return [dict(p) for p in deck_book().precon_list()]


def check_text(text: str, rules: str = "current", players: int | None = None) -> dict[str, Any]:
    """The check of ``tabletome vtes deck check`` on a decklist's text, and the deck as the page shows it."""
    return dict(deck_book().check_deck_text(text, rules, players))


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
    check_texts(get_game(DECK_GAME), {"deck": body.text}, max_lines=work.lines)  # what a seat may bring to a table
    answer: dict[str, Any] = await read_decks("check", (body.text, body.rules, body.players), work)
    return answer
