"""The 14 Fifth Edition preconstructed decks, built from the set data of the card database.

Three sets: Fifth Edition (7 decks), Fifth Edition (Anarch) (4) and Fifth Edition (Companion) (3).
Each deck is named after its clan and holds 12 crypt and 77 library cards, as krcg records them
(the copies of each card per deck come from the VEKN set field, e.g. ``V5:PTr12``).
"""

from __future__ import annotations

import difflib
import functools
from dataclasses import dataclass

from tabletome.engine.cards import CardDatabase
from tabletome.engine.errors import TabletomeError

from .cards import card_key, load_cards
from .decks import Decklist

#: The Fifth Edition sets with preconstructed decks, in release order.
V5_SETS = ("Fifth Edition", "Fifth Edition (Anarch)", "Fifth Edition (Companion)")


class UnknownPrecon(TabletomeError, LookupError):
    """A name that is no Fifth Edition preconstructed deck; the sentence suggests a close one."""


@dataclass(frozen=True, slots=True)
class Precon:
    """One preconstructed deck: its set, its name (a clan) and its cards."""

    set: str
    name: str
    deck: Decklist

    @property
    def title(self) -> str:
        """The deck's title, such as "Tremere (Fifth Edition)"."""
        return f"{self.name} ({self.set})"


@functools.lru_cache(maxsize=4)
def _precons(db: CardDatabase) -> tuple[Precon, ...]:
    decks: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for card in db:
        for (set_name, deck), copies in card.get("precons", {}).items():
            if set_name in V5_SETS:
                decks.setdefault((set_name, deck), []).append((card.id, copies))
    built = []
    for (set_name, deck), cards in sorted(decks.items(), key=lambda item: (V5_SETS.index(item[0][0]), item[0][1])):
        title = f"{deck} ({set_name})"
        built.append(Precon(set_name, deck, Decklist.of(((db[i], n) for i, n in cards), name=title)))
    return tuple(built)


def precons(db: CardDatabase | None = None) -> tuple[Precon, ...]:
    """The 14 decks, by set (release order) then name."""
    return _precons(db or load_cards())


def find_precon(name: str, db: CardDatabase | None = None) -> Precon:
    """A deck by its name ("Tremere") or its title ("Tremere (Fifth Edition)"), case aside."""
    every = precons(db)
    key = card_key(name)
    for found in every:
        if key in (card_key(found.name), card_key(found.title)):
            return found
    close = difflib.get_close_matches(key, [card_key(p.name) for p in every], n=1)
    hint = next((f"; did you mean '{p.name}'?" for p in every if close and card_key(p.name) == close[0]), ".")
    raise UnknownPrecon(f"There is no Fifth Edition preconstructed deck '{name}'{hint}")


def precon(name: str, db: CardDatabase | None = None) -> Decklist:
    """The cards of one preconstructed deck: ``precon("Tremere")``."""
    return find_precon(name, db).deck
