"""V:TES cards: the engine's card database filled from krcg, and the names a decklist may use.

``load_cards()`` builds one :class:`~tabletome.engine.cards.CardDatabase` per process through
``CardDatabase.from_loader`` (cached for krcg's name and version). Each card keeps its VEKN id
as its id; every field's source is the database default, "krcg 4.19 (the VEKN card database)"
with krcg 4.19 installed. The loader is :func:`tabletome.games.vtes.krcg_source.rows`: another
source (a later krcg, the VEKN CSVs read directly) replaces it by giving rows with these fields.

======================  ========================================================================
field                   value
======================  ========================================================================
``name``                unique: a crypt card carries its group, "Theo Bell (G6)", "Xaviar (G3 ADV)"
``printed_name``        the name as printed ("Theo Bell", "The Dowager")
``aliases``             the other spellings krcg accepts (VEKN's "Dowager, The", earlier names)
``kind``                ``"crypt"`` or ``"library"``
``types``               ("Vampire",), ("Action Modifier", "Reaction"), ...
``clans``               the clan(s); a library card's clan requirement
``disciplines``         crypt: ``{"aus": "basic", "cel": "superior"}``; library: the required
                        codes, ("dom",) or ("pre", "pro")
``combo``/``multidisc`` library: all the listed disciplines are needed / any one of them is
``capacity``            a crypt card's capacity (int); None for most library cards
``capacity_change``     a library card's change of capacity ("+1"), else None
``group``               1 to 7, or ``"ANY"``; None for library cards
``advanced``            an advanced vampire
``title``               "Prince", "Primogen", "1 vote", ... or None
``sect``                a crypt card's sect read from the start of its text, or None
``path``                a crypt card's path, or None
``blood_cost`` etc.     ``blood_cost``, ``pool_cost``, ``conviction_cost``: an int, "X" or None
``burn_option``         may be discarded in the unlock phase
``banned``              the date it was banned (ISO), or None
``text``                the card text
``sets``                set name → its printings (rarity or preconstructed deck and copies)
``precons``             (set, preconstructed deck) → copies of the card in that deck
``rulings``             how many rulings krcg records for the card
======================  ========================================================================

Names. ``db.named("Theo Bell (G6)")`` finds a card by its unique name. A decklist often writes a
vampire bare ("Theo Bell") although several groups print that name (G2 and G6): the bare name is
then ambiguous. :class:`CardNames` resolves it with what the line gives (its group, its capacity),
else the caller settles it with the rest of the deck (decks.py); what is still open takes the card
krcg's own deck parser takes, the oldest group's, and says so.
"""

from __future__ import annotations

import difflib
import functools
from collections.abc import Iterable
from dataclasses import dataclass

from tabletome.engine.cards import Card, CardDatabase, CardSchema, name_key

from . import krcg_source

#: Library card types in the order a decklist lists them (the tournament archive's order).
LIBRARY_TYPE_ORDER = (
    "Master",
    "Conviction",
    "Action",
    "Action/Combat",
    "Action/Reaction",
    "Ally",
    "Equipment",
    "Political Action",
    "Retainer",
    "Power",
    "Action Modifier",
    "Action Modifier/Combat",
    "Action Modifier/Reaction",
    "Reaction",
    "Combat",
    "Combat/Reaction",
    "Event",
)
ANY_GROUP = "ANY"


def card_key(text: str) -> str:
    """The look-up key of a card name: the engine's, folded once more ("Pentex™" is "pentextm")."""
    return name_key(text).casefold()


SCHEMA = CardSchema(name="name", id_field="id", set_field="sets", key=card_key)


def source() -> str:
    """The source every field of every card names."""
    return f"{krcg_source.PACKAGE} {krcg_source.version()} (the VEKN card database)"


@functools.cache  # one database for the process's life: positions name its cards by identity
def load_cards() -> CardDatabase:
    """The V:TES card database, built once per machine from krcg's bundled data (offline), then read
    from the machine's cache (engine.diskcache) by every process. The engine's shared cache of
    databases may drop it when many editions are loaded; the game keeps its own, so the cards held
    by a state, its edition and the position's roots stay the same objects."""
    version = krcg_source.version()
    return CardDatabase.from_loader(
        krcg_source.PACKAGE, version, krcg_source.rows, SCHEMA, default_source=source(), persist=True
    )


# ------------------------------------------------------------------------------ card facts


def is_crypt(card: Card) -> bool:
    return bool(card.get("kind") == "crypt")


def group_of(card: Card) -> int | None:
    """A crypt card's group number; None for "ANY" (it fits every crypt, VT-DECK-07)."""
    group = card.get("group")
    return group if isinstance(group, int) else None


def library_type(card: Card) -> str:
    """The card's type as a decklist heading names it: "Master", "Action Modifier/Reaction"."""
    return "/".join(card.get("types", ()))


def type_rank(card: Card) -> int:
    """Where the card's type comes in LIBRARY_TYPE_ORDER (unknown types last)."""
    kind = library_type(card)
    return LIBRARY_TYPE_ORDER.index(kind) if kind in LIBRARY_TYPE_ORDER else len(LIBRARY_TYPE_ORDER)


def discipline_text(card: Card) -> str:
    """Disciplines as a decklist writes them: superior in capitals first, then basic ("CEL POT aus")."""
    disciplines = card.get("disciplines") or ()
    if not isinstance(disciplines, tuple):
        superior = sorted(code.upper() for code, level in disciplines.items() if level == "superior")
        basic = sorted(code for code, level in disciplines.items() if level != "superior")
        return " ".join(superior + basic)
    return " ".join(disciplines)


def group_text(card: Card) -> str:
    group = card.get("group")
    return "" if group is None else str(group)


def newest(cards: Iterable[Card]) -> Card:
    """The card of the highest group (the latest printing of a vampire); ANY counts as newest."""
    return max(cards, key=lambda c: (group_of(c) if group_of(c) is not None else 99, c.id))


# ------------------------------------------------------------------------------------ names


@dataclass(frozen=True, slots=True)
class Lookup:
    """What a written name names: one card, several vampires (a bare name), or nothing.

    ``default`` is krcg's choice among several; ``suggestion`` a close name when nothing matched.
    """

    text: str
    cards: tuple[Card, ...]
    default: Card | None = None
    suggestion: str | None = None

    @property
    def found(self) -> Card | None:
        return self.cards[0] if len(self.cards) == 1 else None

    @property
    def ambiguous(self) -> bool:
        return len(self.cards) > 1


class CardNames:
    """Every spelling of every card, and the bare vampire names that several groups share."""

    __slots__ = ("db", "_full", "_alias", "_printed")

    def __init__(self, db: CardDatabase) -> None:
        self.db = db
        self._full = {card_key(card.name): card.id for card in db}
        self._alias: dict[str, int] = {}
        self._printed: dict[str, tuple[int, ...]] = {}
        for card in db:
            for alias in card.get("aliases", ()):
                self._alias.setdefault(card_key(alias), card.id)
            if is_crypt(card) and not card.get("advanced"):
                key = card_key(card.get("printed_name", card.name))
                self._printed[key] = (*self._printed.get(key, ()), card.id)

    def lookup(
        self, text: str, *, group: int | str | None = None, capacity: int | None = None, suggest: bool = True
    ) -> Lookup:
        """The card(s) ``text`` names; the line's ``group`` and ``capacity`` narrow a bare name.
        ``suggest=False`` skips the search for a close name (a probe that only asks "is it a card?")."""
        key = card_key(text)
        if key in self._full:
            return Lookup(text, (self.db[self._full[key]],))
        printed = tuple(self.db[i] for i in self._printed.get(key, ()))
        if len(printed) > 1:
            return self._bare(text, key, printed, group, capacity)
        if key in self._alias:
            return Lookup(text, (self.db[self._alias[key]],))
        if printed:
            return Lookup(text, printed)
        close = self.suggest(text, group=group, capacity=capacity) if suggest else None
        return Lookup(text, (), suggestion=close)

    def _bare(
        self, text: str, key: str, cards: tuple[Card, ...], group: int | str | None, capacity: int | None
    ) -> Lookup:
        narrowed = narrow(cards, group, capacity)
        if len(narrowed) == 1:
            return Lookup(text, narrowed)
        chosen = narrowed or cards
        krcg = self.db[self._alias[key]] if key in self._alias else None
        default = krcg if krcg in chosen else newest(chosen)
        return Lookup(text, chosen, default=default)

    def suggest(self, text: str, *, group: int | str | None = None, capacity: int | None = None) -> str | None:
        """The closest card name, when one is close enough to be a likely typo."""
        key = card_key(text)
        keys = [*self._full, *self._alias, *self._printed]
        close = difflib.get_close_matches(key, keys, n=1, cutoff=0.75)
        if not close:
            return None
        best = close[0]
        if best in self._full:
            return self.db[self._full[best]].name
        if best in self._printed and len(self._printed[best]) > 1:
            cards = tuple(self.db[i] for i in self._printed[best])
            return newest(narrow(cards, group, capacity) or cards).name
        card_id = self._alias.get(best) or self._printed[best][0]
        return self.db[card_id].name


def narrow(cards: tuple[Card, ...], group: int | str | None, capacity: int | None) -> tuple[Card, ...]:
    """The cards matching the group and the capacity a line gives (either may be missing)."""
    if group is not None:
        cards = tuple(c for c in cards if c.get("group") == group)
    if capacity is not None:
        cards = tuple(c for c in cards if c.get("capacity") == capacity)
    return cards


@functools.lru_cache(maxsize=4)
def names(db: CardDatabase) -> CardNames:
    """The name index of a database, built once per database."""
    return CardNames(db)
