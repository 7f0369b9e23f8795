"""Cards as data: one immutable, indexed database per edition, loaded once per process.

Games with hundreds or thousands of cards keep them as rows of data (an edition file, an
edition's validated model, or a package such as a card library) and read them through a
:class:`CardDatabase`:

- **Ids.** Every card has a stable integer id, so records and RL vectors can name cards across
  runs. When the rows carry ids (the schema's ``id_field``) those are kept; when none does, ids
  are assigned from 1 in the order of the cards' look-up keys (``schema.key(name)``), so they do
  not depend on the order of the rows, only on the set of names. Rows that mix the two, two
  rows with one id and two rows with one look-up key are refused with one sentence naming both.
  ``db.position(card_id)`` gives the dense index 0..n-1 (in id order) that a vector needs.
- **Names.** ``db.named(text)`` ignores case, accents, spacing and punctuation (:func:`name_key`)
  and suggests the closest name when nothing matches. A game whose cards share a printed name
  (an advanced version, a second group) gives ``CardSchema(name=...)`` a function that writes
  the distinguishing mark into the name, and may give its own ``key``.
- **Provenance.** Each field of each card names its source: a per-field entry (the row's
  ``provenance`` table, or ``overrides``) beats a per-card one (a row's ``provenance = "..."``
  string, or ``overrides``), which beats the source of the card's set (``by_set``, tried in its
  own order), which beats the database's ``default_source``. A field left with no source at
  all is refused, as :class:`~tabletome.engine.edition.Provenanced` refuses it.
- **Effects.** :class:`Effects` maps cards to the handlers a game wrote for them, so a game can
  refuse a deck that uses a card its rules do not implement yet, by name.

Loading goes through a small process-wide cache keyed by edition id and digest (or a package's
name and version), so a game reads its thousands of rows once.
"""

from __future__ import annotations

import difflib
import inspect
import json
import pickle
import re
import threading
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, BinaryIO, Generic, NoReturn, TypeVar

from pydantic import BaseModel

from .datafile import DEFAULT_LIMITS, DataLimits
from .edition import STAND_IN, Edition, read_data_file
from .errors import EditionError, TabletomeError

__all__ = [
    "DEFAULT_SCHEMA",
    "Card",
    "CardDataError",
    "CardDatabase",
    "CardNotFound",
    "CardSchema",
    "Effects",
    "UnimplementedCards",
    "UnknownField",
    "clear_cache",
    "load_once",
    "name_key",
]

#: A card row: a mapping of fields, or a pydantic model (a ``Provenanced`` record).
Row = Mapping[str, Any] | BaseModel
#: A card named by its id or by its name.
CardRef = int | str
#: The row field that holds per-card or per-field sources.
PROVENANCE = "provenance"
#: The first assigned id (0 is left free, for "no card" in vectors).
FIRST_ID = 1
#: Databases kept by the process-wide cache (least recently used dropped first).
CACHE_SIZE = 16
#: Names listed in full by an UnimplementedCards sentence before "and N more".
LISTED_NAMES = 10

H = TypeVar("H")


# ----------------------------------------------------------------------------------- errors


class CardNotFound(TabletomeError, LookupError):
    """A card id or name that the database does not hold; the sentence suggests a close name."""

    def __init__(self, wanted: CardRef, suggestion: str | None = None) -> None:
        self.wanted = wanted
        self.suggestion = suggestion
        if isinstance(wanted, int):
            text = f"There is no card with the id {wanted}."
        elif suggestion is not None:
            text = f"There is no card '{wanted}'; did you mean '{suggestion}'?"
        else:
            text = f"There is no card '{wanted}'."
        super().__init__(text)


class UnknownField(TabletomeError, LookupError):
    """A field that a card does not have (asked for its provenance)."""


class CardDataError(EditionError):
    """Card rows that cannot make a database: a missing name, a duplicate id, an unsourced field.

    An EditionError, so whoever reports broken edition files reports these the same way.
    """

    def __init__(self, origin: str, why: str) -> None:
        Exception.__init__(self, f"The card data {origin} cannot be used: {why}.")
        self.path = origin
        self.problems = [("cards", why)]


class UnimplementedCards(TabletomeError):
    """Cards whose effects the rules do not implement yet; ``cards`` lists them.

    ``what`` names what uses them ("deck", "scenario"); without it the sentence is about one card.
    """

    def __init__(self, cards: tuple[Card, ...], what: str | None = "deck") -> None:
        self.cards = cards
        if what is None:
            super().__init__(f"The rules do not implement the card '{cards[0].name}' yet.")
            return
        count = f"{len(cards)} card" + ("" if len(cards) == 1 else "s")
        super().__init__(f"This {what} uses {count} the rules do not implement yet: {_list_names(cards)}.")


def _list_names(cards: tuple[Card, ...]) -> str:
    """Names joined by commas, or semicolons when a name has a comma of its own."""
    names = [card.name for card in cards[:LISTED_NAMES]]
    if len(cards) > LISTED_NAMES:
        names.append(f"and {len(cards) - LISTED_NAMES} more")
    separator = "; " if any("," in name for name in names) else ", "
    return separator.join(names)


# ------------------------------------------------------------------------------------ names

_LETTERS = str.maketrans({"æ": "ae", "œ": "oe", "ø": "o", "ð": "d", "þ": "th", "ł": "l", "đ": "d", "ı": "i"})
_NOT_ALNUM = re.compile(r"[\W_]+")


def name_key(text: str) -> str:
    """The look-up key of a name: case, accents, spaces and punctuation dropped.

    "Govern the Unaligned", "govern  the unaligned" and "GOVERN-THE-UNALIGNED" share a key, as do
    "Ma'at" / "Ma’at" / "maat" and "Anson" / "Ânson". Two cards whose names only differ so are
    refused by the database; a game that has such cards gives its schema another ``key``.
    """
    # NFKD splits accented letters into letter + combining mark; the mark, like spaces and
    # punctuation, is not alphanumeric and goes with them.
    text = text.casefold()
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text.translate(_LETTERS))
    return _NOT_ALNUM.sub("", text)


# ------------------------------------------------------------------------------------ values

_SCALARS = frozenset({str, int, float, bool, type(None)})


def _freeze(value: Any) -> Any:
    """An immutable copy: lists become tuples, tables read-only mappings, models their fields."""
    if type(value) in _SCALARS:
        return value
    if isinstance(value, list | tuple):
        return tuple([_freeze(v) for v in value])
    if isinstance(value, BaseModel):
        value = dict(value)
    if isinstance(value, Mapping):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    if isinstance(value, set | frozenset):
        return frozenset([_freeze(v) for v in value])
    return value


def _thaw(value: Any) -> Any:
    """Read-only mappings back to dicts (they cannot be pickled); the rest as it is."""
    if isinstance(value, MappingProxyType):
        return {k: _thaw(v) for k, v in value.items()}
    if isinstance(value, tuple):
        return tuple(_thaw(v) for v in value)
    return value


def _values(value: Any) -> tuple[Any, ...]:
    """The values a field holds for indexing: each item of a list, each key of a table."""
    if value is None:
        return ()
    if isinstance(value, str | bytes):
        return (value,)
    if isinstance(value, Mapping):
        return tuple(value)
    if isinstance(value, tuple | list | set | frozenset):
        return tuple(value)
    return (value,)


def _is_stand_in(source: str) -> bool:
    return source.strip().lower().startswith(STAND_IN)


# -------------------------------------------------------------------------------------- card


class Card:
    """One card: its id, its name and its fields, immutable.

    Fields read as attributes (``card.capacity``) or with ``card.get("card text")``; ``fields``
    is a read-only view of them all. Lists in the data are tuples here, tables read-only
    mappings. A card carries its own sources, so ``card.provenance(field)`` needs no database.
    A field named like one of the card's own attributes (``id``, ``name``, ``fields``, ``get``,
    ``provenance``, ``is_stand_in``) reads with ``get``: ``card.name`` is the schema's name.
    """

    __slots__ = ("id", "name", "_fields", "_sources", "_source")

    id: int
    name: str
    _fields: dict[str, Any]
    _sources: dict[str, str]
    _source: str

    def __init__(self, card_id: int, name: str, fields: Mapping[str, Any], sources: Mapping[str, str], source: str):
        init = object.__setattr__
        init(self, "id", card_id)
        init(self, "name", name)
        init(self, "_fields", {k: v if type(v) in _SCALARS else _freeze(v) for k, v in fields.items()})
        init(self, "_sources", dict(sources))
        init(self, "_source", source)

    def __getattr__(self, field: str) -> Any:
        if field.startswith("_"):
            raise AttributeError(field)
        try:
            return self._fields[field]
        except KeyError:
            raise AttributeError(f"The card '{self.name}' has no field '{field}'.") from None

    def __setattr__(self, attr: str, value: Any) -> NoReturn:
        raise AttributeError("A card is immutable.")

    def __delattr__(self, attr: str) -> NoReturn:
        raise AttributeError("A card is immutable.")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Card, (self.id, self.name, _thaw(MappingProxyType(self._fields)), self._sources, self._source))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Card):
            return NotImplemented
        return (self.id, self.name, self._fields, self._sources, self._source) == (
            other.id,
            other.name,
            other._fields,
            other._sources,
            other._source,
        )

    def __hash__(self) -> int:
        return hash((self.id, self.name))

    def __repr__(self) -> str:
        return f"Card({self.id}, {self.name!r})"

    @property
    def fields(self) -> Mapping[str, Any]:
        return MappingProxyType(self._fields)

    def get(self, field: str, default: Any = None) -> Any:
        return self._fields.get(field, default)

    def provenance(self, field: str) -> str:
        """The source of ``field``: its own, else the card's, its set's or the database's."""
        if field not in self._fields:
            raise UnknownField(f"The card '{self.name}' has no field '{field}'.")
        return self._sources.get(field, self._source)

    def is_stand_in(self, field: str) -> bool:
        return _is_stand_in(self.provenance(field))


# ------------------------------------------------------------------------------------ schema


@dataclass(frozen=True, eq=False)
class CardSchema:
    """How a game reads its rows: where the id, the name and the set are, how names compare.

    Compared by identity, because the cache keys databases by schema: keep one per game at
    module level, so that two games reading one edition differently get two databases.
    """

    #: The field holding the card's name, or a function from the row to its unique name
    #: (e.g. adding " (ADV)" to an advanced vampire's printed name).
    name: str | Callable[[Mapping[str, Any]], str] = "name"
    #: The field holding the source's own integer id, if the rows have one.
    id_field: str = "id"
    #: The field naming the card's set(s): one name, a list, or a table keyed by set.
    set_field: str = "set"
    #: The look-up key of a name, for both the cards and the text a player writes.
    key: Callable[[str], str] = name_key

    def name_of(self, row: Mapping[str, Any]) -> Any:
        if callable(self.name):
            return self.name(row)
        return row.get(self.name)


DEFAULT_SCHEMA = CardSchema()


# ----------------------------------------------------------------------------------- building


@dataclass(slots=True)
class _Row:
    """One row while the database is built; ``pos`` counts from 1, as a reader of the file does."""

    pos: int
    name: str
    key: str
    card_id: int | None
    fields: dict[str, Any]
    field_sources: dict[str, str]
    card_source: str

    def __str__(self) -> str:
        return f"'{self.name}' (row {self.pos})"


class _Builder:
    """Turns rows into cards, refusing bad data with one sentence naming the rows concerned."""

    def __init__(self, schema: CardSchema, origin: str) -> None:
        self.schema = schema
        self.origin = origin

    def fail(self, why: str) -> CardDataError:
        return CardDataError(self.origin, why)

    def read(self, pos: int, row: Row) -> _Row:
        if isinstance(row, BaseModel):
            row = dict(row)
        if not isinstance(row, Mapping):
            raise self.fail(f"row {pos} is not a table of fields")
        name = self.name(pos, row)
        key = self.schema.key(name)
        if not key:
            raise self.fail(f"the name '{name}' (row {pos}) has no letter or digit to look it up by")
        fields = {k: v for k, v in row.items() if k != PROVENANCE}
        field_sources, card_source = self.own_sources(f"'{name}' (row {pos})", row.get(PROVENANCE), fields)
        return _Row(pos, name, key, self.card_id(pos, name, row), fields, field_sources, card_source)

    def name(self, pos: int, row: Mapping[str, Any]) -> str:
        try:
            name = self.schema.name_of(row)
        except (KeyError, TypeError, ValueError):
            raise self.fail(f"row {pos} has no name") from None
        if not isinstance(name, str) or not name.strip():
            raise self.fail(f"row {pos} has no name")
        return name.strip()

    def card_id(self, pos: int, name: str, row: Mapping[str, Any]) -> int | None:
        value = row.get(self.schema.id_field)
        if value is None:
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(f"'{name}' (row {pos}) has the id {value!r}, which is not a whole number")
        return value

    def own_sources(self, who: str, given: Any, fields: Mapping[str, Any]) -> tuple[dict[str, str], str]:
        """A row's ``provenance``: a string for the whole card or a table of field sources."""
        if given is None:
            return {}, ""
        if isinstance(given, str):
            if not given.strip():
                raise self.fail(f"{who} has an empty provenance")
            return {}, given.strip()
        if not isinstance(given, Mapping):
            raise self.fail(f"{who} has a provenance that is neither a source nor a table of sources")
        return self.field_sources(who, given, fields), ""

    def field_sources(self, who: str, given: Mapping[Any, Any], fields: Mapping[str, Any]) -> dict[str, str]:
        unknown = [str(k) for k in given if k not in fields]
        if unknown:
            raise self.fail(f"the provenance of {who} names unknown fields {', '.join(unknown)}")
        empty = [str(k) for k, v in given.items() if not isinstance(v, str) or not v.strip()]
        if empty:
            raise self.fail(f"the provenance of {who} gives no source for {', '.join(empty)}")
        return {str(k): v.strip() for k, v in given.items()}

    def assign_ids(self, rows: list[_Row]) -> None:
        """Keep the source's ids, or number the cards from FIRST_ID in the order of their keys."""
        with_id = next((r for r in rows if r.card_id is not None), None)
        without = next((r for r in rows if r.card_id is None), None)
        if with_id is None:
            for number, row in enumerate(sorted(rows, key=lambda r: r.key), start=FIRST_ID):
                row.card_id = number
        elif without is not None:
            raise self.fail(f"{without} has no id while {with_id} has one (give every card an id, or none)")

    def check_unique(self, rows: list[_Row]) -> None:
        by_id: dict[int | None, _Row] = {}
        by_key: dict[str, _Row] = {}
        for row in rows:
            first = by_id.setdefault(row.card_id, row)
            if first is not row:
                raise self.fail(f"{first} and {row} both have the id {row.card_id}")
            first = by_key.setdefault(row.key, row)
            if first is not row:
                raise self.fail(f"{first} and {row} have the same name for look-up")

    def apply_overrides(self, rows: list[_Row], overrides: Mapping[CardRef, str | Mapping[str, str]]) -> None:
        """Sources given beside the rows: a string for a whole card, a table for some fields."""
        by_id = {row.card_id: row for row in rows}
        by_key = {row.key: row for row in rows}
        for ref, given in overrides.items():
            row = by_id.get(ref) if isinstance(ref, int) else by_key.get(self.schema.key(ref))
            if row is None:
                raise self.fail(f"the provenance overrides name {ref!r}, which is no card")
            field_sources, card_source = self.own_sources(str(row), given, row.fields)
            row.field_sources.update(field_sources)
            row.card_source = card_source or row.card_source

    def card(self, row: _Row, default_source: str, by_set: Mapping[str, str]) -> Card:
        """The card of a row, every field of it sourced."""
        source = row.card_source or self.set_source(row, by_set) or default_source
        if not source:
            unsourced = [f for f in row.fields if f not in row.field_sources]
            if unsourced:
                raise self.fail(
                    f"{row} has no source for {', '.join(unsourced)} (give it a provenance, "
                    "a source for its set or a default source)"
                )
        assert row.card_id is not None  # assign_ids gave every row an id
        return Card(row.card_id, row.name, row.fields, row.field_sources, source)

    def set_source(self, row: _Row, by_set: Mapping[str, str]) -> str:
        """The source of the first set in ``by_set`` (in its order) that the card belongs to."""
        sets = _values(row.fields.get(self.schema.set_field))
        if not sets or not by_set:
            return ""
        return next((source for name, source in by_set.items() if name in sets), "")


# ----------------------------------------------------------------------------------- database


class CardDatabase:
    """All the cards of one edition, by id, by name and by any field; immutable once built.

    Build one with the constructor (rows in memory, e.g. a package's), :meth:`from_data`,
    :meth:`for_edition`, :meth:`from_file` or :meth:`from_loader`; the last three go through the
    process-wide cache. Iterating gives the cards in id order.
    """

    __slots__ = (
        "schema",
        "origin",
        "default_source",
        "by_set",
        "_cards",
        "_ids",
        "_positions",
        "_by_key",
        "_indexes",
        "_stand_ins",
    )

    def __init__(
        self,
        rows: Iterable[Row],
        schema: CardSchema = DEFAULT_SCHEMA,
        *,
        origin: str = "in memory",
        default_source: str = "",
        by_set: Mapping[str, str] | None = None,
        overrides: Mapping[CardRef, str | Mapping[str, str]] | None = None,
    ) -> None:
        self.schema = schema
        self.origin = origin
        self.default_source = default_source.strip()
        self.by_set: Mapping[str, str] = MappingProxyType(dict(by_set or {}))
        builder = _Builder(schema, origin)
        read = [builder.read(pos, row) for pos, row in enumerate(rows, start=1)]
        builder.assign_ids(read)
        builder.check_unique(read)
        builder.apply_overrides(read, overrides or {})
        cards = sorted((builder.card(row, self.default_source, self.by_set) for row in read), key=lambda c: c.id)
        self._cards: dict[int, Card] = {card.id: card for card in cards}
        self._ids = tuple(self._cards)
        self._positions = {card_id: pos for pos, card_id in enumerate(self._ids)}
        self._by_key = {row.key: row.card_id for row in read if row.card_id is not None}
        self._indexes: dict[str, Mapping[Hashable, tuple[int, ...]]] = {}
        self._stand_ins: tuple[tuple[int, str], ...] | None = None

    # -- loading
    @classmethod
    def from_data(
        cls,
        data: Mapping[str, Any],
        schema: CardSchema = DEFAULT_SCHEMA,
        *,
        origin: str,
        table: str = "cards",
        sources_table: str = "sources",
    ) -> CardDatabase:
        """The cards of ``data[table]``, with ``data[sources_table]`` giving ``default`` and ``by_set``.

        In a TOML file: ``[sources]`` with ``default = "..."`` and ``by_set = {...}``, then one
        ``[[cards]]`` table per card, whose ``provenance`` is a source or a table of field sources.
        """
        rows = data.get(table)
        if not isinstance(rows, list):
            raise CardDataError(origin, f"it has no list of cards '{table}'")
        default, by_set = _read_sources(data.get(sources_table, {}), origin, sources_table)
        return cls(rows, schema, origin=origin, default_source=default, by_set=by_set)

    @classmethod
    def for_edition(
        cls,
        edition: Edition,
        schema: CardSchema = DEFAULT_SCHEMA,
        *,
        table: str = "cards",
        sources_table: str = "sources",
    ) -> CardDatabase:
        """The cards of an edition's data, built once per process for its id and digest."""

        def build() -> CardDatabase:
            return cls.from_data(edition.data, schema, origin=edition.origin, table=table, sources_table=sources_table)

        return load_once(edition.id, edition.digest, build, variant=(table, sources_table, schema))

    @classmethod
    def from_file(
        cls,
        path: str | Path,
        schema: CardSchema = DEFAULT_SCHEMA,
        *,
        table: str = "cards",
        sources_table: str = "sources",
        trusted: bool = False,
        limits: DataLimits = DEFAULT_LIMITS,
    ) -> CardDatabase:
        """The cards of a TOML or JSON file, read safely unless ``trusted`` (shipped with tabletome)."""
        edition = Edition(read_data_file(path, trusted=trusted, limits=limits), str(path), builtin=trusted)
        return cls.for_edition(edition, schema, table=table, sources_table=sources_table)

    @classmethod
    def from_loader(
        cls,
        source_id: str,
        version: str,
        loader: Callable[[], Iterable[Row]],
        schema: CardSchema = DEFAULT_SCHEMA,
        *,
        default_source: str = "",
        by_set: Mapping[str, str] | None = None,
        overrides: Mapping[CardRef, str | Mapping[str, str]] | None = None,
        persist: bool = False,
    ) -> CardDatabase:
        """The rows a package's ``loader`` returns, loaded once per process for its id and version.

        ``persist`` also keeps the built database in this machine's cache (``engine.diskcache``),
        keyed by the version, the sources and a digest of the code that builds it: a slow loader
        (a card library parsing thousands of cards) then runs once per machine, not per process.
        """
        sources = _fingerprint(default_source, by_set, overrides)

        def build() -> CardDatabase:
            return cls(
                loader(),
                schema,
                origin=f"{source_id} {version}",
                default_source=default_source,
                by_set=by_set,
                overrides=overrides,
            )

        def build_or_read() -> CardDatabase:
            if not persist:
                return build()
            from tabletome import __version__

            from . import diskcache

            code = diskcache.code_digest(*_code_files(loader, schema))
            key = json.dumps([source_id, version, __version__, code, sources])
            return diskcache.cached(
                f"cards-{source_id}", key, build, dump=_dump_database, load=lambda f: _load_database(f, schema)
            )

        return load_once(source_id, version, build_or_read, variant=("loader", sources, schema))

    # -- cards
    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards.values())

    def __contains__(self, ref: object) -> bool:
        if isinstance(ref, int):
            return ref in self._cards
        return isinstance(ref, str) and self.schema.key(ref) in self._by_key

    def __getitem__(self, ref: CardRef) -> Card:
        return self.card(ref)

    def __repr__(self) -> str:
        return f"CardDatabase({self.origin!r}, {len(self)} cards)"

    @property
    def ids(self) -> tuple[int, ...]:
        """Every id, ascending."""
        return self._ids

    def card(self, ref: CardRef) -> Card:
        """The card with this id (an int) or this name (a string); CardNotFound otherwise."""
        if isinstance(ref, int):
            try:
                return self._cards[ref]
            except KeyError:
                raise CardNotFound(ref) from None
        return self.named(ref)

    def named(self, name: str) -> Card:
        """The card whose name has the look-up key of ``name``; CardNotFound with a suggestion."""
        card_id = self._by_key.get(self.schema.key(name))
        if card_id is None:
            raise CardNotFound(name, self.suggest(name))
        return self._cards[card_id]

    def suggest(self, name: str) -> str | None:
        """The name closest to ``name``, if one is close enough to be a likely typo."""
        close = difflib.get_close_matches(self.schema.key(name), self._by_key, n=1)
        return self._cards[self._by_key[close[0]]].name if close else None

    def id_of(self, ref: CardRef) -> int:
        return self.card(ref).id

    def position(self, ref: CardRef) -> int:
        """The card's place 0..n-1 in id order: its index in a vector with one entry per card."""
        return self._positions[self.card(ref).id]

    # -- indexes
    def index(self, field: str) -> Mapping[Hashable, tuple[int, ...]]:
        """Each value of ``field`` to the ids (ascending) of the cards that have it.

        A list or set field indexes each item, a table field each key; cards without the field
        are in no entry. Built on first use, then kept.
        """
        found = self._indexes.get(field)
        if found is None:
            found = self._indexes[field] = self._build_index(field)
        return found

    def _build_index(self, field: str) -> Mapping[Hashable, tuple[int, ...]]:
        groups: dict[Hashable, list[int]] = {}
        for card in self._cards.values():
            for value in _values(card._fields.get(field)):
                try:
                    groups.setdefault(value, []).append(card.id)
                except TypeError:
                    raise TypeError(
                        f"The field '{field}' of '{card.name}' holds tables, which cannot be indexed."
                    ) from None
        return MappingProxyType({value: tuple(ids) for value, ids in groups.items()})

    def where(self, **wanted: Hashable) -> tuple[Card, ...]:
        """The cards (in id order) whose every named field has the value given, or holds it.

        Values compare exactly (``"DOM"`` is not ``"dom"``): card data often means something by case.
        """
        chosen: set[int] | None = None
        for field, value in wanted.items():
            ids = set(self.index(field).get(value, ()))
            chosen = ids if chosen is None else chosen & ids
        if chosen is None:
            return tuple(self._cards.values())
        return tuple(self._cards[card_id] for card_id in sorted(chosen))

    # -- provenance
    def provenance(self, ref: CardRef, field: str) -> str:
        """The effective source of one field of one card."""
        return self.card(ref).provenance(field)

    def stand_ins(self) -> tuple[tuple[int, str], ...]:
        """Every (card id, field) whose value is a stand-in, in id order then field order."""
        if self._stand_ins is None:
            self._stand_ins = tuple(
                (card.id, field) for card in self._cards.values() for field in card._fields if card.is_stand_in(field)
            )
        return self._stand_ins


def _code_files(*parts: Any) -> list[str]:
    """The source files of this module and of the functions given (and a schema's functions)."""
    found = [__file__]
    for part in parts:
        functions = (part.name, part.key) if isinstance(part, CardSchema) else (part,)
        for fn in functions:
            if callable(fn):
                try:
                    found.append(inspect.getsourcefile(fn) or "")
                except TypeError:  # a built-in: nothing of ours to follow
                    continue
    return sorted(set(found))


class _DatabasePickler(pickle.Pickler):
    """Keeps a built database as built: read-only mappings and cards restored without rebuilding."""

    def reducer_override(self, obj: Any) -> Any:
        if type(obj) is MappingProxyType:
            return _proxy, (dict(obj),)
        if type(obj) is Card:
            return _card, (obj.id, obj.name, obj._fields, obj._sources, obj._source)
        return NotImplemented


def _proxy(table: dict[Any, Any]) -> MappingProxyType[Any, Any]:
    return MappingProxyType(table)


def _card(card_id: int, name: str, fields: dict[str, Any], sources: dict[str, str], source: str) -> Card:
    """A card whose fields are frozen already (read from the cache)."""
    card = object.__new__(Card)
    for attr, value in (
        ("id", card_id),
        ("name", name),
        ("_fields", fields),
        ("_sources", sources),
        ("_source", source),
    ):
        object.__setattr__(card, attr, value)
    return card


def _dump_database(db: CardDatabase, stream: BinaryIO) -> None:
    state = (db.origin, db.default_source, db.by_set, tuple(db._cards.values()), db._by_key)
    _DatabasePickler(stream, protocol=pickle.HIGHEST_PROTOCOL).dump(state)


def _load_database(stream: BinaryIO, schema: CardSchema) -> CardDatabase:
    origin, default_source, by_set, cards, by_key = pickle.load(stream)
    db = object.__new__(CardDatabase)
    db.schema, db.origin, db.default_source, db.by_set = schema, origin, default_source, by_set
    db._cards = {card.id: card for card in cards}
    db._ids = tuple(db._cards)
    db._positions = {card_id: pos for pos, card_id in enumerate(db._ids)}
    db._by_key = by_key
    db._indexes = {}
    db._stand_ins = None
    return db


def _read_sources(given: Any, origin: str, where: str) -> tuple[str, dict[str, str]]:
    """``default`` and ``by_set`` from a data file's sources table."""
    if not isinstance(given, Mapping):
        raise CardDataError(origin, f"'{where}' is not a table")
    unknown = [str(k) for k in given if k not in ("default", "by_set")]
    if unknown:
        raise CardDataError(origin, f"'{where}' has unknown keys {', '.join(unknown)} (it takes default and by_set)")
    default = given.get("default", "")
    by_set = given.get("by_set", {})
    if not isinstance(default, str):
        raise CardDataError(origin, f"'{where}.default' is not a source")
    if not isinstance(by_set, Mapping) or not all(isinstance(v, str) and v.strip() for v in by_set.values()):
        raise CardDataError(origin, f"'{where}.by_set' is not a table of set names to sources")
    return default, {str(k): v.strip() for k, v in by_set.items()}


def _fingerprint(default: str, by_set: Mapping[str, str] | None, overrides: Mapping[Any, Any] | None) -> str:
    """The sources given beside a package's rows, as text: part of the cache key."""
    plain = [default, list((by_set or {}).items()), [[repr(k), v] for k, v in (overrides or {}).items()]]
    return json.dumps(plain, sort_keys=True, default=dict)


# -------------------------------------------------------------------------------------- cache

_CACHE: OrderedDict[tuple[str, str, Hashable], CardDatabase] = OrderedDict()
_CACHE_LOCK = threading.RLock()


def load_once(
    edition_id: str, digest: str, build: Callable[[], CardDatabase], *, variant: Hashable = None
) -> CardDatabase:
    """The database cached for (edition id, digest, variant), built by ``build`` the first time.

    ``variant`` tells apart several databases of one edition (another table, another schema).
    The cache holds the CACHE_SIZE most recently used databases; building happens under a lock,
    so two threads asking for one edition build it once.
    """
    key = (edition_id, digest, variant)
    with _CACHE_LOCK:
        found = _CACHE.get(key)
        if found is not None:
            _CACHE.move_to_end(key)
            return found
        built = _CACHE[key] = build()
        while len(_CACHE) > CACHE_SIZE:
            _CACHE.popitem(last=False)
        return built


def clear_cache() -> None:
    """Forget every cached database (tests; a long-lived process that reloads its data)."""
    with _CACHE_LOCK:
        _CACHE.clear()


# ------------------------------------------------------------------------------------ effects


class Effects(Generic[H]):
    """The handlers a game wrote for its cards, keyed by card id.

    Naming a card that the database does not hold fails at once, at registration, with a
    suggestion: a typo in a decorator must not leave a card silently unimplemented.
    """

    __slots__ = ("db", "_handlers")

    def __init__(self, db: CardDatabase) -> None:
        self.db = db
        self._handlers: dict[int, H] = {}

    def __len__(self) -> int:
        return len(self._handlers)

    def add(self, ref: CardRef, handler: H) -> H:
        """Register ``handler`` for one card (by id or name); a second handler is an error."""
        card = self.db.card(ref)
        if card.id in self._handlers:
            raise ValueError(f"The card '{card.name}' already has an effect handler.")
        self._handlers[card.id] = handler
        return handler

    def register(self, ref: CardRef) -> Callable[[H], H]:
        """A decorator registering its function for one card: ``@effects.register("Name")``."""
        card = self.db.card(ref)

        def decorate(handler: H) -> H:
            return self.add(card.id, handler)

        return decorate

    def implemented(self, ref: CardRef) -> bool:
        return self.db.card(ref).id in self._handlers

    def handler(self, ref: CardRef) -> H:
        """The handler of one card; UnimplementedCards if it has none."""
        card = self.db.card(ref)
        try:
            return self._handlers[card.id]
        except KeyError:
            raise UnimplementedCards((card,), None) from None

    def missing(self) -> tuple[Card, ...]:
        """The cards of the database without a handler, in id order."""
        return tuple(card for card in self.db if card.id not in self._handlers)

    def require(self, refs: Iterable[CardRef], what: str = "deck") -> None:
        """UnimplementedCards naming, once each and in order, the cards of ``refs`` without a handler."""
        lacking: dict[int, Card] = {}
        for ref in refs:
            card = self.db.card(ref)
            if card.id not in self._handlers:
                lacking.setdefault(card.id, card)
        if lacking:
            raise UnimplementedCards(tuple(lacking.values()), what)
