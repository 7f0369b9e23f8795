"""Deck construction: every problem of a decklist, one sentence each with its clause id.

``rules="current"`` (the default) is the VEKN rules and tournament deck: a crypt of at least 12
cards (VT-DECK-02), a library of 60 to 90 (VT-DECK-03), a crypt from one group or two consecutive
groups where "ANY" fits every crypt (VT-DECK-06, VT-DECK-07), and no card of the VEKN banned list
(VT-TOUR-03, read from the card data's ``banned`` field). There is no limit on copies: any number
of a card, unique ones included (VT-DECK-05).

``rules="seed"`` is the option "classic deck rules" from the older rulebook: the library holds 40
to 40 + 10 per Methuselah at the table (VT-DECK-04, replacing VT-DECK-03). The group check stays
on (AMB-02) and the banned list, a tournament rule, is not applied: classic decks are not
tournament decks (VT-TOUR-02).

``core=True`` adds the engine's scope: imbued, conviction and power cards are outside the core
rules (VT-SCOPE-01).

:func:`unimplemented` is the hook of the enforced mode: the rules engine refuses a deck holding a
card whose effect it does not implement, naming the cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from tabletome.engine.cards import Effects

from .cards import group_of, load_cards
from .decks import Decklist
from .formats import RULES

MIN_CRYPT = 12  # VT-DECK-02
LIBRARY = (60, 90)  # VT-DECK-03
CLASSIC_LIBRARY = 40  # VT-DECK-04: 40 + 10 per Methuselah at most
CLASSIC_PER_PLAYER = 10
#: The largest table the engine accepts (VT-SETUP-01): the classic limit when no table is given.
MAX_PLAYERS = 6
#: Card types outside the core rules (VT-SCOPE-01).
OUT_OF_SCOPE = frozenset({"Imbued", "Conviction", "Power"})


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing that makes a deck illegal: the clause broken, a sentence, the cards involved."""

    clause: str
    message: str
    cards: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.message


def check_deck(
    deck: Decklist, rules: str = "current", *, players: int | None = None, core: bool = False
) -> list[Problem]:
    """Every deck-construction problem of ``deck`` under ``rules`` (see the module's text).

    ``players`` is the table size for the classic library limit (VT-DECK-04); without it the
    limit is the one of the largest table, 6.
    """
    if rules not in RULES:
        raise ValueError(f"'{rules}' are not deck rules; the rules are {', '.join(RULES)}.")
    problems = _crypt_size(deck)
    problems += _library_size(deck) if rules == "current" else _classic_library_size(deck, players)
    problems += _grouping(deck)
    if rules == "current":
        problems += _banned(deck)
    if core:
        problems += _out_of_scope(deck)
    return problems


def _crypt_size(deck: Decklist) -> list[Problem]:
    count = deck.crypt_count
    if count >= MIN_CRYPT:
        return []
    return [
        Problem(
            "VT-DECK-02",
            f"The crypt holds {_cards(count)}; a crypt needs at least {MIN_CRYPT} (VT-DECK-02).",
        )
    ]


def _library_size(deck: Decklist) -> list[Problem]:
    low, high = LIBRARY
    count = deck.library_count
    if low <= count <= high:
        return []
    return [
        Problem(
            "VT-DECK-03",
            f"The library holds {_cards(count)}; a library holds {low} to {high} (VT-DECK-03).",
        )
    ]


def _classic_library_size(deck: Decklist, players: int | None) -> list[Problem]:
    table = MAX_PLAYERS if players is None else players
    high = CLASSIC_LIBRARY + CLASSIC_PER_PLAYER * table
    count = deck.library_count
    if CLASSIC_LIBRARY <= count <= high:
        return []
    at = f"at a table of {table}" if players is not None else f"at the largest table, {MAX_PLAYERS}"
    return [
        Problem(
            "VT-DECK-04",
            f"The library holds {_cards(count)}; under the classic deck rules it holds "
            f"{CLASSIC_LIBRARY} to {high} {at} (VT-DECK-04).",
        )
    ]


def _grouping(deck: Decklist) -> list[Problem]:
    """VT-DECK-06 and VT-DECK-07: the crypt within two consecutive groups, "ANY" ignored."""
    by_group: dict[int, int] = {}
    for card, count in deck.crypt:
        group = group_of(card)
        if group is not None:
            by_group[group] = by_group.get(group, 0) + count
    if not by_group or max(by_group) - min(by_group) <= 1:
        return []
    # The two consecutive groups holding the most cards; the others do not fit with them.
    best = max(by_group, key=lambda g: (by_group.get(g, 0) + by_group.get(g + 1, 0), -g))
    outside = [card for card, _ in deck.crypt if group_of(card) not in (None, best, best + 1)]
    names = _and([card.name for card in outside])
    verb = "does" if len(outside) == 1 else "do"
    fit = f"groups {best} and {best + 1}" if best + 1 in by_group else f"group {best}"
    return [
        Problem(
            "VT-DECK-06",
            f"The crypt uses groups {_and([str(g) for g in sorted(by_group)])}, but a crypt comes from one group "
            f"or two consecutive ones (VT-DECK-06): {names} {verb} not fit with {fit}.",
            tuple(card.name for card in outside),
        )
    ]


def _banned(deck: Decklist) -> list[Problem]:
    return [
        Problem(
            "VT-TOUR-03",
            f"{card.name} is on the VEKN banned list (banned {card.get('banned')}) (VT-TOUR-03).",
            (card.name,),
        )
        for card, _ in deck.entries
        if card.get("banned")
    ]


def _out_of_scope(deck: Decklist) -> list[Problem]:
    return [
        Problem(
            "VT-SCOPE-01",
            f"{card.name} is a {'/'.join(card.get('types', ()))} card, outside the core rules (VT-SCOPE-01).",
            (card.name,),
        )
        for card, _ in deck.entries
        if OUT_OF_SCOPE & set(card.get("types", ()))
    ]


def _cards(count: int) -> str:
    return f"{count} card" + ("" if count == 1 else "s")


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


# --------------------------------------------------------------------------- enforced mode


@cache
def card_effects() -> Effects[Any]:
    """The card effects the rules implement, by card (``coverage.implemented``): library cards with a
    definition in ``effects/``, crypt cards whose text is handled or holds only sect and title."""
    from .coverage import implemented

    registry: Effects[Any] = Effects(load_cards())
    for card in load_cards():
        if implemented(card.id):
            registry.add(card.id, True)
    return registry


def unimplemented(deck: Decklist, effects: Effects[Any] | None = None) -> None:
    """Refuse a deck holding a card whose effect is not implemented: UnimplementedCards names them.

    The enforced rules mode calls this before a game starts.
    """
    registry = card_effects() if effects is None else effects
    registry.require([card.id for card, _ in deck.entries], what="deck")
