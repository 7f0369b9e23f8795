"""Decklists: a crypt and a library of the card database's cards, read from the common text layouts.

Every common layout writes a count and a name per line and differs in the decoration around it:

- ``twd``: the tournament archive's text. Event lines (event, place, date, players, player),
  "Deck Name:", "Created by:" and a description come first; then ``Crypt (12 cards, min=...)``,
  crypt lines with capacity, disciplines, title and ``Clan:group``; then ``Library (77 cards)``
  and a heading per card type, ``Master (11; 5 trifle)``. VDB's and Amaranth's text exports use
  this layout too ("Deck Name:", "Author:", "Description:" heads; ARDB-style ``Crypt [12
  vampires]`` / ``Library [77 cards]`` headings are read as well), so ``amaranth`` and ``vdb`` name
  the same reading.
- ``lackey``: LackeyCCG's ``.txt``, ``count<TAB>name``: the library, then a ``Crypt:`` line, then
  the crypt. VDB's Lackey export writes a space instead of the tab; a list that opens with a card
  line and holds a ``Crypt:`` line is read so.
- ``jol``: JOL's list, ``3x Card name`` or ``3 Card name`` lines (VDB writes ``3xCard name``): the
  crypt, then the library.

Splitting a line into count, name, crypt columns and comment is :mod:`.deckline`, which reads
lines as krcg's deck parser does (the names with numbers, "Channel 10", "Pier 13, Port of
Baltimore", the many ways a count is written) in time linear in the line, without krcg. Naming
the card is not left to krcg: it would take a misspelt name for its closest card, and it reads
"Theo Bell (G6)" without the crypt columns as Theo Bell (G2). Here a name must be one of the
card's spellings, or the line is refused with one sentence naming the line and the closest card;
a name krcg's reading would cut ("Lord Tremere", read as "Lord" and a clan) is tried whole first.
A vampire written bare when several groups print its name is settled by the line's group or
capacity, else by the groups of the rest of the crypt, else as krcg's parser settles it (the
oldest group), with a note saying so (:attr:`Decklist.notes`). No card is dropped unsaid: a count
below one or above 99 is refused, and a card line before the crypt heading of the archive's
layout, read there as the deck's description, gets a note.

Input is bounded (:class:`DeckLimits`): a file over the size limit, or anything but a regular
file, is refused before it is read, as a line too long to be a card line is. A message quotes a
line with its control characters escaped and at most 80 characters long. Every pattern here is
linear.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path

from tabletome.engine.cards import Card, CardDatabase
from tabletome.engine.errors import TabletomeError

from . import krcg_source
from .cards import Lookup, group_of, is_crypt, load_cards, names
from .deckline import LineParts, is_header, shown, split_line
from .formats import FORMATS

#: The layouts whose cards come after a crypt heading, with free text before it.
_HEADED = frozenset({"twd", "amaranth", "vdb"})

Entry = tuple[Card, int]


@dataclass(frozen=True, slots=True)
class DeckLimits:
    """How big a decklist may be; a tournament decklist is a few kilobytes."""

    #: Size of the file or text, in bytes (UTF-8).
    max_bytes: int = 256 * 1024
    #: Lines in the whole text.
    max_lines: int = 5_000
    #: Characters of one card line (a name, the crypt columns and a comment fit in far less).
    max_card_line: int = 300
    #: Card lines (a deck of 90 library and 40 crypt cards has at most 130).
    max_card_lines: int = 500

    def __post_init__(self) -> None:
        for name in self.__slots__:
            if not getattr(self, name) > 0:
                raise ValueError(f"DeckLimits.{name} must be positive")


DEFAULT_DECK_LIMITS = DeckLimits()


class DeckError(TabletomeError, ValueError):
    """A decklist that cannot be read: one sentence, naming the line when there is one."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        if not message.endswith((".", "?", "!")):
            message += "."
        super().__init__(f"line {line}: {message}" if line is not None else message)


# ---------------------------------------------------------------------------------- decklist


@dataclass(frozen=True, slots=True)
class Decklist:
    """A Methuselah's two decks (VT-DECK-01): the crypt and the library, as (card, copies).

    Each card appears once per deck; ``of`` merges repeated lines. ``notes`` says how a bare
    vampire name was read; ``fmt`` is the layout the list was read from ("" when built in code).
    """

    crypt: tuple[Entry, ...]
    library: tuple[Entry, ...]
    name: str = ""
    author: str = ""
    fmt: str = ""
    notes: tuple[str, ...] = field(default=())

    def __post_init__(self) -> None:
        for deck, crypt in ((self.crypt, True), (self.library, False)):
            seen: set[int] = set()
            for card, count in deck:
                if is_crypt(card) != crypt:
                    where = "crypt" if crypt else "library"
                    raise ValueError(f"'{card.name}' is not a {where} card (VT-DECK-01).")
                if not isinstance(count, int) or count < 1 or card.id in seen:
                    raise ValueError(f"'{card.name}' needs one entry with a positive count.")
                seen.add(card.id)

    @classmethod
    def of(cls, entries: Iterable[Entry], *, name: str = "", author: str = "", fmt: str = "") -> Decklist:
        """A decklist from (card, copies) pairs in any order: crypt cards go to the crypt."""
        counts: dict[int, int] = {}
        cards: dict[int, Card] = {}
        for card, count in entries:
            counts[card.id] = counts.get(card.id, 0) + count
            cards.setdefault(card.id, card)
        crypt = tuple((cards[i], n) for i, n in counts.items() if is_crypt(cards[i]))
        library = tuple((cards[i], n) for i, n in counts.items() if not is_crypt(cards[i]))
        return cls(crypt, library, name=name, author=author, fmt=fmt)

    @property
    def crypt_count(self) -> int:
        return sum(n for _, n in self.crypt)

    @property
    def library_count(self) -> int:
        return sum(n for _, n in self.library)

    @property
    def entries(self) -> tuple[Entry, ...]:
        return self.crypt + self.library

    def counts(self) -> dict[int, int]:
        """Card id → copies, crypt and library together."""
        return {card.id: n for card, n in self.entries}

    def same_cards(self, other: Decklist) -> bool:
        """Whether both lists hold the same cards in the same numbers (order, name, notes aside)."""
        return self.counts() == other.counts()


# ----------------------------------------------------------------------------------- reading

_SECTION = re.compile(r"^\s*(crypt|library)\s*(?:[:(\[].*|\d+(?:\s*(?:cards?|vampires?))?\W*)?$", re.IGNORECASE)
_META = re.compile(r"^\s*(deck\s*name|name|created\s*by|author|description)\s*:(.*)$", re.IGNORECASE)
_SEPARATOR = re.compile(r"^[\s\-=_~*]+$")
_COMMENT = ("--", "//", "#")
_CRYPT_SUFFIX = re.compile(r"(?:g\s*\d{1,2}|any)(?:\s+adv)?|adv", re.IGNORECASE)
_TAIL_GROUP = re.compile(r"(?::|\bg)\s*(\d{1,2}|any)\s*$", re.IGNORECASE)
_TAIL_CAPACITY = re.compile(r"^\s*(\d{1,2})\b")
_LACKEY_LINE = re.compile(r"^\s*\d+\t")
#: A line that opens with a count: "4 Govern the Unaligned", "4xGovern the Unaligned".
_COUNT_LINE = re.compile(r"\s*\d+[\sxX]")
#: Copies one line may give; krcg's grammar reads two digits at most.
MAX_COPIES = 99


def detect_format(text: str) -> str:
    """``lackey`` (a ``Crypt:`` line after card lines), ``twd`` (a crypt heading), else ``jol``.

    Lackey's own files put a tab after the count; VDB's Lackey export a space, so a list that
    opens with a card line and has a ``Crypt:`` line is Lackey's too (the archive's layout would
    take its library, before the crypt heading, for the deck's description).
    """
    lines = text.splitlines()
    first = next((line for line in lines if line.strip()), "")
    lackey = any(_LACKEY_LINE.match(x) for x in lines) or _COUNT_LINE.match(first) is not None
    if lackey and any(line.strip().lower() == "crypt:" for line in lines):
        return "lackey"
    if any(_SECTION.match(line) and line.strip().lower().startswith("crypt") for line in lines):
        return "twd"
    return "jol"


@dataclass(slots=True)
class _Line:
    """A card line read, its card not chosen yet when its name is a bare, shared vampire name."""

    number: int
    lookup: Lookup
    count: int


class _Reader:
    """One pass over a decklist's lines; ``finish`` settles bare names and builds the Decklist."""

    def __init__(self, db: CardDatabase, fmt: str, limits: DeckLimits) -> None:
        self.names = names(db)
        self.fmt = fmt
        self.limits = limits
        self.section: str | None = "library" if fmt == "lackey" else None
        self.preface = True  # before the first card line or section heading
        self.in_comment = False
        self.meta: dict[str, str] = {}
        self.lines: list[_Line] = []
        self.notes: list[str] = []

    # -- one line
    def read(self, number: int, raw: str) -> None:
        text = raw.strip()
        if not text or self._skipped(text):
            return
        heading = _SECTION.match(text)
        if heading and not self._names_a_card(text):
            self.section = heading.group(1).lower()
            self.preface = False
            return
        if self.preface and self._preface_text(number, text):
            return
        self._card_line(number, text)

    def _skipped(self, text: str) -> bool:
        """Comments, block comments and separator lines."""
        if self.in_comment:
            self.in_comment = "*/" not in text
            return True
        if text.startswith("/*"):
            self.in_comment = "*/" not in text
            return True
        return text.startswith(_COMMENT) or _SEPARATOR.match(text) is not None

    def _preface_text(self, number: int, text: str) -> bool:
        """Whether a line before the cards is text: metadata, a description, the archive's heads."""
        meta = _META.match(text)
        if meta:
            self.meta.setdefault(re.sub(r"\s+", " ", meta.group(1).lower()), meta.group(2).strip())
            return True
        if not self._short(text):
            return True  # a long line is text
        parts = split_line(text)
        if self.fmt in _HEADED:  # before the crypt heading: the deck's presentation
            if parts is not None and parts.count is not None and self._spelling(parts)[2].cards:
                self.notes.append(
                    f"line {number}: '{shown(text)}' comes before the crypt heading, so it was read as "
                    "the deck's description, not as cards."
                )
            return True
        return parts is None or not self._card_like(parts)

    def _short(self, text: str) -> bool:
        """Whether the line is short enough to be read as a card line at all."""
        return len(text) <= self.limits.max_card_line

    def _names_a_card(self, text: str) -> bool:
        if not self._short(text):
            return False
        parts = split_line(text)
        return parts is not None and parts.count is not None and bool(self._spelling(parts)[2].cards)

    def _spelling(self, parts: LineParts) -> tuple[str, int | None, Lookup]:
        """The name a line gives, its count and what the name names without the crypt columns.

        The whole of "Lord Tremere" or "Pier 13" comes first when it names a card; the count is
        then the one written before it.
        """
        if parts.whole:
            whole = self.names.lookup(parts.whole, suggest=False)
            if whole.cards:
                return parts.whole, None if parts.count_after else parts.count, whole
        name = _name(parts)
        return name, parts.count, self.names.lookup(name, suggest=False)

    def _card_like(self, parts: LineParts) -> bool:
        """Whether a line reads as a card line: a count, or a card's name (with a count too big)."""
        name, count, lookup = self._spelling(parts)
        return count is not None or bool(lookup.cards) or self._oversized(name) is not None

    def _oversized(self, name: str) -> int | None:
        """The count of "120x Deflection": three digits or more, which the line splitter leaves in the name."""
        digits = len(name) - len(name.lstrip("0123456789"))
        rest = name[digits:].lstrip()
        rest = rest[1:].lstrip() if rest[:1] in ("x", "X") else rest
        if digits < 3 or not rest or self.names.lookup(name, suggest=False).cards:
            return None
        if not self.names.lookup(rest, suggest=False).cards:
            return None
        return int(name[:digits])

    def _card_line(self, number: int, text: str) -> None:
        self._check_size(number, text)
        if is_header(text) and not self._names_a_card(text):
            return
        parts = split_line(text)
        if parts is None or not self._card_like(parts):
            raise DeckError(
                f"cannot read '{shown(text)}': a card line is a count and a card name, "
                "such as '3x Govern the Unaligned'",
                number,
            )
        name, count, _ = self._spelling(parts)
        copies = self._copies(number, text, name, count)
        lookup = self._lookup(number, name, parts.crypt_tail)
        self._check_section(number, lookup)
        self.lines.append(_Line(number, lookup, copies))
        self.preface = False

    def _copies(self, number: int, text: str, name: str, count: int | None) -> int:
        """The copies a line asks for: 1 when it gives no count; refused when below 1 or above MAX_COPIES."""
        big = self._oversized(name) if count is None else count
        if big is not None and big > MAX_COPIES:
            raise DeckError(f"'{shown(text)}' asks for {big:,} copies, more than a deck can hold", number)
        if count is None:
            return 1
        if count < 0:
            raise DeckError(f"'{shown(text)}' has a negative count ({count}); a count is a number of copies", number)
        if count == 0:
            raise DeckError(f"'{shown(text)}' has no copies (the count is 0)", number)
        return count

    def _check_size(self, number: int, text: str) -> None:
        if not self._short(text):
            raise DeckError(
                f"the line is {len(text):,} characters long, more than a card line can be "
                f"({self.limits.max_card_line:,})",
                number,
            )
        if len(self.lines) >= self.limits.max_card_lines:
            raise DeckError(f"the decklist has more than {self.limits.max_card_lines:,} card lines", number)

    def _lookup(self, number: int, name: str, crypt_tail: str | None) -> Lookup:
        group, capacity = _tail(crypt_tail)
        lookup = self.names.lookup(name, group=group, capacity=capacity)
        if not lookup.cards:
            hint = f"; did you mean '{lookup.suggestion}'?" if lookup.suggestion else ""
            raise DeckError(f"'{shown(name)}' is not a card{hint}", number)
        return lookup

    def _check_section(self, number: int, lookup: Lookup) -> None:
        kind = "crypt" if is_crypt(lookup.cards[0]) else "library"
        if self.section is not None and kind != self.section:
            card = lookup.found.name if lookup.found else shown(lookup.text)
            raise DeckError(f"'{card}' is a {kind} card, but it is listed in the {self.section}", number)

    # -- the end
    def finish(self, name: str) -> Decklist:
        if not self.lines:
            raise DeckError("the decklist holds no card line, such as '3x Govern the Unaligned'")
        known = {g for line in self.lines if line.lookup.found for g in _groups(line.lookup.found)}
        notes = list(self.notes)
        entries = [(self._settle(line, known, notes), line.count) for line in self.lines]
        title = name or self.meta.get("deck name") or self.meta.get("name") or ""
        author = self.meta.get("created by") or self.meta.get("author") or ""
        deck = Decklist.of(entries, name=title, author=author, fmt=self.fmt)
        return replace(deck, notes=tuple(notes))

    @staticmethod
    def _settle(line: _Line, known: set[int], notes: list[str]) -> Card:
        """The card of a line: its only card, else the one whose group fits, else krcg's choice."""
        lookup = line.lookup
        if lookup.found:
            return lookup.found
        fits = [c for c in lookup.cards if _fits(c, known)]
        options = " and ".join(c.name for c in lookup.cards)
        said = f"line {line.number}: '{shown(lookup.text)}' names {len(lookup.cards)} vampires ({options}); took"
        if len(fits) == 1:
            notes.append(f"{said} {fits[0].name}, the one whose group fits the rest of the crypt.")
            return fits[0]
        chosen = lookup.default or lookup.cards[0]
        other = next(c for c in lookup.cards if c is not chosen)
        notes.append(f"{said} {chosen.name}, as krcg's deck parser does; write '{other.name}' to take that one.")
        return chosen


def _name(parts: LineParts) -> str:
    """The card name of a line; a "(G6)" or "(ADV)" read as a comment goes back into it."""
    comment = (parts.comment or "").strip()
    if comment and _CRYPT_SUFFIX.fullmatch(comment):
        return f"{parts.name} ({comment})"
    return parts.name


def _tail(tail: str | None) -> tuple[int | str | None, int | None]:
    """The group and capacity written in a crypt line's columns ("8 CEL POT PRE  Brujah:6")."""
    if not tail:
        return None, None
    group_match = _TAIL_GROUP.search(tail)
    capacity_match = _TAIL_CAPACITY.match(tail)
    group: int | str | None = None
    if group_match:
        text = group_match.group(1)
        group = int(text) if text.isdigit() else text.upper()
    return group, int(capacity_match.group(1)) if capacity_match else None


def _groups(card: Card) -> tuple[int, ...]:
    group = group_of(card)
    return (group,) if group is not None else ()


def _fits(card: Card, known: set[int]) -> bool:
    """Whether the card's group keeps the crypt within two consecutive groups (VT-DECK-06/07)."""
    group = group_of(card)
    if group is None or not known:
        return group is None
    together = known | {group}
    return max(together) - min(together) <= 1


def parse_deck(
    text: str,
    fmt: str = "auto",
    *,
    name: str = "",
    db: CardDatabase | None = None,
    limits: DeckLimits = DEFAULT_DECK_LIMITS,
) -> Decklist:
    """The decklist ``text`` holds, in one of FORMATS or guessed ("auto"); DeckError if unreadable."""
    _check_text(text, limits)
    layout = detect_format(text) if fmt == "auto" else fmt
    if layout not in FORMATS:
        raise DeckError(f"'{fmt}' is not a decklist format; the formats are {', '.join(FORMATS)} and auto")
    reader = _Reader(db or load_cards(), layout, limits)
    for number, line in enumerate(text.splitlines(), start=1):
        reader.read(number, line)
    return reader.finish(name)


def _check_text(text: str, limits: DeckLimits) -> None:
    size = len(text.encode("utf-8", "surrogatepass"))
    if size > limits.max_bytes:
        raise DeckError(f"the decklist is {size:,} bytes long; the limit is {limits.max_bytes:,} bytes")
    if "\x00" in text:
        raise DeckError("the decklist is not text (it holds NUL characters)")
    lines = text.count("\n") + 1
    if lines > limits.max_lines:
        raise DeckError(f"the decklist has {lines:,} lines; the limit is {limits.max_lines:,}")


def read_deck_file(
    path: str | Path,
    fmt: str = "auto",
    *,
    db: CardDatabase | None = None,
    limits: DeckLimits = DEFAULT_DECK_LIMITS,
) -> Decklist:
    """The decklist in a text file (UTF-8); too big a file, or anything but a file, is refused unread.

    The file is opened without waiting (a named pipe would otherwise hang the reader until
    something writes to it), then what was opened is checked to be a regular file.
    """
    path = Path(path)
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            _check_file(path, os.fstat(handle), limits)
        except DeckError:
            os.close(handle)
            raise
        with os.fdopen(handle, "rb") as stream:
            data = stream.read(limits.max_bytes + 1)
    except OSError as exc:
        raise DeckError(f"{path} cannot be read: {exc.strerror or exc}") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DeckError(f"{path} is not UTF-8 text") from None
    return parse_deck(text, fmt, db=db, limits=limits)


def _check_file(path: Path, info: os.stat_result, limits: DeckLimits) -> None:
    """Refuses what was opened unless it is a regular file within the size limit."""
    if not stat.S_ISREG(info.st_mode):
        raise DeckError(f"{path} is not a regular file; a decklist is read from a text file")
    if info.st_size > limits.max_bytes:
        raise DeckError(
            f"{path} is {info.st_size:,} bytes long; the limit for a decklist is {limits.max_bytes:,} bytes"
        )


# ----------------------------------------------------------------------------------- writing


def write_deck(deck: Decklist, fmt: str = "twd") -> str:
    """The decklist as text in one of WRITE_FORMATS (krcg's writers)."""
    if fmt == "twd" and not deck.crypt:
        raise ValueError("The tournament archive's layout needs at least one crypt card.")
    cards = [(card.id, count) for card, count in deck.entries]
    return krcg_source.deck_text(cards, fmt, deck.name, deck.author)
