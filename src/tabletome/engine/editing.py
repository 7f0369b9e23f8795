"""Editing an edition: the check every front end uses, a field-by-field diff, TOML out.

``check_edition`` is THE check of edition data (``tabletome edition check`` and the browser's
editor both call it): the game's own ``edition_from_data``, its EditionError turned into
problems, one sentence per problem. ``diff_data`` lists what changed between two editions,
field by field, matching records by name. ``template`` writes the game's stand-in edition as a
TOML file to start from, with a comment before every field saying what it may be and where its
value comes from.
"""

from __future__ import annotations

import inspect
import json
import re
import textwrap
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast, get_args

import tomlkit
from pydantic import BaseModel
from tomlkit.items import AoT, Array, InlineTable, Item, Table

from .datafile import DEFAULT_LIMITS, DataLimits, parse_data_text
from .edition import PROVENANCE_KINDS, SOURCED, digest, provenance_kind
from .errors import EditionError, TabletomeError

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "Change",
    "Checked",
    "Problem",
    "check_edition",
    "check_text",
    "diff_data",
    "provenance_counts",
    "read_text",
    "template",
    "to_toml",
]

PROVENANCE = "provenance"


# ------------------------------------------------------------------------------------ checking


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason an edition cannot be used: the field (``creatures[3].defeat``) and why."""

    field: str
    reason: str


@dataclass(frozen=True, slots=True)
class Checked:
    """The verdict on edition data: its problems (none when usable), the notes on a usable
    edition (where it departs from known printed facts), its name and digest, and how many of
    its fields are of each provenance kind."""

    problems: tuple[Problem, ...]
    notes: tuple[str, ...]
    name: str
    digest: str
    kinds: dict[str, int]

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "problems": [{"field": p.field, "reason": p.reason} for p in self.problems],
            "notes": list(self.notes),
            "name": self.name,
            "digest": self.digest,
            "kinds": dict(self.kinds),
        }


def check_edition(game: Game, data: Mapping[str, Any], origin: str) -> Checked:
    """Edition data checked by the game's own ``edition_from_data``: every problem, or the notes."""
    if not isinstance(data, Mapping):
        return _unusable([("file", "must be a table of fields (a TOML file or a JSON object)")])
    kinds = provenance_counts(data)
    try:
        edition = game.edition_from_data(data, origin)
    except EditionError as exc:
        return Checked(_problems(exc.problems), (), _data_name(data), digest(data), kinds)
    notes: list[str] = getattr(edition, "known_fact_differences", list)()
    return Checked((), tuple(notes), edition.name, edition.digest, kinds)


def check_text(game: Game, text: str, origin: str, limits: DataLimits = DEFAULT_LIMITS) -> Checked:
    """TOML or JSON text, read by the safe parser, then ``check_edition``; unreadable text gives
    the parser's problems (field ``file``)."""
    return read_text(game, text, origin, limits)[0]


def read_text(
    game: Game, text: str, origin: str, limits: DataLimits = DEFAULT_LIMITS
) -> tuple[Checked, dict[str, Any] | None]:
    """``check_text`` and the data read (None when the text cannot be read): a front end fills its
    form from the server's reading of a file, never from a second parser of its own."""
    try:
        data = parse_data_text(text, origin, None, limits)
    except EditionError as exc:
        return _unusable(exc.problems), None
    return check_edition(game, data, origin), data


def _problems(pairs: Sequence[tuple[str, str]]) -> tuple[Problem, ...]:
    return tuple(Problem(where, why) for where, why in pairs) or (Problem("file", "cannot be used"),)


def _unusable(pairs: Sequence[tuple[str, str]]) -> Checked:
    return Checked(_problems(pairs), (), "", "", dict.fromkeys(PROVENANCE_KINDS, 0))


def _data_name(data: Mapping[str, Any]) -> str:
    meta = data.get("edition")
    if not isinstance(meta, Mapping):
        return ""
    name = meta.get("name", meta.get("id", ""))
    return name if isinstance(name, str) else ""


def _records(value: Any) -> Iterator[Mapping[str, Any]]:
    """Every record of the data: a table with a provenance, at any depth."""
    if isinstance(value, Mapping):
        if _is_record(value):
            yield value
        for key, item in value.items():
            if key != PROVENANCE:
                yield from _records(item)
    elif isinstance(value, list):
        for item in value:
            yield from _records(item)


def _is_record(value: Any) -> bool:
    """A table whose fields name their sources: a provenance table, or one source for them all."""
    return isinstance(value, Mapping) and isinstance(value.get(PROVENANCE), Mapping | str)


def _source(record: Mapping[str, Any], key: str) -> str:
    """Where a record says field ``key`` comes from ("" when it does not say)."""
    sources = record.get(PROVENANCE)
    source = sources.get(key) if isinstance(sources, Mapping) else sources
    return source.strip() if isinstance(source, str) else ""


def provenance_counts(data: Mapping[str, Any]) -> dict[str, int]:
    """How many fields of the data's records are of each provenance kind (``PROVENANCE_KINDS``).

    A field its record does not source takes the edition's default source (a schema's
    ``DEFAULT_SOURCES``, an edition's ``[sources]``): it counts as sourced.
    """
    counts = Counter(dict.fromkeys(PROVENANCE_KINDS, 0))
    for record in _records(data):
        for key in record:
            if key != PROVENANCE:
                source = _source(record, key)
                counts[provenance_kind(source) if source else SOURCED] += 1
    return {kind: counts[kind] for kind in PROVENANCE_KINDS}


# ------------------------------------------------------------------------------------ diffing


@dataclass(frozen=True, slots=True)
class Change:
    """One field that differs: its value before and after (None where absent)."""

    field: str
    before: Any
    after: Any

    def to_json(self) -> dict[str, Any]:
        return {"field": self.field, "before": self.before, "after": self.after}


class DiffTooLarge(TabletomeError):
    """Two editions whose differences are too many, or too long, to list: one sentence."""


def diff_data(a: Mapping[str, Any], b: Mapping[str, Any], *, max_changes: int = 0, max_bytes: int = 0) -> list[Change]:
    """What changed from ``a`` to ``b``, field by field.

    Lists of records that all have a unique ``name`` are matched by name: a reordered list has no
    changes, a changed record's fields are named by its index in ``b`` (``creatures[3].defeat``),
    and a record only in ``b`` (or only in ``a``: named by its index in ``a``) is one change of the
    whole record. Other lists are compared index by index.

    The walk keeps its own stack (any nesting, no recursion). ``max_changes`` and ``max_bytes``
    (0: no limit) bound the answer: the changes, and their size written as JSON (every change
    repeats its field's path, so a deep path over a long list multiplies); DiffTooLarge beyond.
    """
    out: list[Change] = []
    size = 0
    for change in _walk(a, b):
        out.append(change)
        if max_changes and len(out) > max_changes:
            raise DiffTooLarge(f"The editions differ in more than {max_changes:,} fields, too many to list.")
        if max_bytes:
            size += _json_size(change, max_bytes - size)
            if size > max_bytes:
                raise DiffTooLarge(
                    f"The list of differences would be more than {max_bytes:,} bytes long, too long to send."
                )
    return out


Step = Change | tuple[Any, Any, str]


def _walk(a: Any, b: Any) -> Iterator[Change]:
    """The changes from ``a`` to ``b`` in the order a recursive walk finds them, with a stack."""
    stack: list[Iterator[Step]] = [_steps(a, b, "")]
    while stack:
        step = next(stack[-1], None)
        if step is None:
            stack.pop()
        elif isinstance(step, Change):
            yield step
        else:
            stack.append(_steps(*step))


def _steps(a: Any, b: Any, path: str) -> Iterator[Step]:
    """One level: the changes found here, and the pairs to compare further down."""
    if isinstance(a, Mapping) and isinstance(b, Mapping):
        return _table_steps(a, b, path)
    if isinstance(a, list) and isinstance(b, list):
        return _named_steps(a, b, path) if _named(a) and _named(b) else _indexed_steps(a, b, path)
    if a != b or type(a) is not type(b):
        return iter((Change(path or "file", a, b),))
    return iter(())


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _table_steps(a: Mapping[str, Any], b: Mapping[str, Any], path: str) -> Iterator[Step]:
    for key in [*b, *(k for k in a if k not in b)]:
        where = _join(path, str(key))
        if key not in a or key not in b:
            yield Change(where, a.get(key), b.get(key))
        else:
            yield (a[key], b[key], where)


def _named(items: Sequence[Any]) -> bool:
    """A list of records that all have a name, no two the same."""
    names = [item.get("name") for item in items if isinstance(item, Mapping)]
    return (
        bool(items)
        and len(names) == len(items)
        and all(isinstance(n, str) for n in names)
        and len(set(names)) == len(names)
    )


def _named_steps(a: Sequence[Mapping[str, Any]], b: Sequence[Mapping[str, Any]], path: str) -> Iterator[Step]:
    before = {item["name"]: item for item in a}
    after = {item["name"] for item in b}
    for j, item in enumerate(b):
        old = before.get(item["name"])
        yield Change(f"{path}[{j}]", None, item) if old is None else (old, item, f"{path}[{j}]")
    for i, item in enumerate(a):
        if item["name"] not in after:
            yield Change(f"{path}[{i}]", item, None)


def _indexed_steps(a: Sequence[Any], b: Sequence[Any], path: str) -> Iterator[Step]:
    for i in range(max(len(a), len(b))):
        where = f"{path}[{i}]"
        if i >= len(a):
            yield Change(where, None, b[i])
        elif i >= len(b):
            yield Change(where, a[i], None)
        else:
            yield (a[i], b[i], where)


def _json_size(change: Change, room: int) -> int:
    """About how many bytes ``change`` takes in a JSON answer; more than ``room`` once it is sure
    to (a value too deep to write counts as too long)."""
    size = len(change.field) + 40
    for value in (change.before, change.after):
        if size > room:
            break
        try:
            size += len(json.dumps(value, ensure_ascii=False, default=str))
        except (RecursionError, ValueError):
            return room + 1
    return size


# ------------------------------------------------------------------------------------ TOML out

HEADER = """\
{name}: an edition file to edit, made by `tabletome edition new {id}`.
It holds the edition tabletome ships ("{edition}").
Change what your box prints; a comment before each field says what the field may be
and where its value comes from now.

Every record has a provenance naming, for each of its fields, where the value comes from:
  "printed" or "printed: <note>"   read off your copy of the box;
  "stand-in" or "stand-in: <why>"  a labelled stand-in where the printed card is not public;
  "house rule: <note>"             a change of your own (a variant);
  anything else                    the source of the value (a rulebook page, a card list).
Check it:  tabletome edition check FILE
Play it:   tabletome play {id} --edition FILE"""

WRAP = 100
DEFAULT_SOURCE = "the edition's default source for the field"


def to_toml(data: Mapping[str, Any]) -> str:
    """Edition data as a TOML file: records as tables, provenance as inline tables.

    TOML has no null: a field whose value is None (absent) is left out.
    """
    return tomlkit.dumps(_Writer(None).document(data))


def template(game: Game) -> str:
    """The game's stand-in edition as TOML, with a comment before every field: what it may be
    (type, choices, bounds, description) and its provenance. It passes ``check_edition`` as is."""
    model = game.edition_model
    if model is None:
        raise TabletomeError(f"{game.name} has no edition file to edit.")
    edition = game.default_edition()
    header = HEADER.format(name=game.name, id=game.id, edition=edition.name)
    text = "".join(f"# {line}".rstrip() + "\n" for line in header.split("\n"))
    return text + tomlkit.dumps(_Writer(_Schema(model)).document(edition.data))


class _Schema:
    """A game's JSON schema, with the ``#:`` comments of its model classes, read by path."""

    __slots__ = ("defs", "notes", "root")

    def __init__(self, model: type[BaseModel]) -> None:
        self.root: dict[str, Any] = model.model_json_schema()
        self.defs: dict[str, Any] = self.root.get("$defs", {})
        self.notes = {cls.__name__: _field_comments(cls) for cls in _model_classes(model)}

    def resolve(self, schema: Mapping[str, Any] | None) -> Mapping[str, Any] | None:
        """The schema itself: ``$ref`` followed, the non-null branch of an optional value."""
        if schema is None:
            return None
        ref = schema.get("$ref")
        if isinstance(ref, str):
            return self.resolve(self.defs.get(ref.rsplit("/", 1)[-1]))
        branches = [b for b in schema.get("anyOf", ()) if b.get("type") != "null"]
        if len(branches) == 1:
            return {**schema, **(self.resolve(branches[0]) or {})}
        return schema

    def field(self, table: Mapping[str, Any] | None, key: str) -> Mapping[str, Any] | None:
        """The schema of field ``key`` of a table's schema."""
        table = self.resolve(table)
        if table is None:
            return None
        prop = table.get("properties", {}).get(key)
        if prop is None:
            prop = table.get("additionalProperties")
        return prop if isinstance(prop, Mapping) else None

    def item(self, schema: Mapping[str, Any] | None) -> Mapping[str, Any] | None:
        """The schema of a list's items."""
        schema = self.resolve(schema)
        items = schema.get("items") if schema else None
        return items if isinstance(items, Mapping) else None

    def note(self, table: Mapping[str, Any] | None, key: str) -> str:
        """A field's description, or the comment before it in its model class."""
        prop = self.field(table, key) or {}
        if isinstance(prop.get("description"), str):
            return str(prop["description"])
        title = (self.resolve(table) or {}).get("title", "")
        return self.notes.get(title, {}).get(key, "")


def _model_classes(model: type[BaseModel]) -> list[type[BaseModel]]:
    """The model and every model class its fields use, at any depth."""
    found: dict[str, type[BaseModel]] = {}
    todo: list[Any] = [model]
    while todo:
        t = todo.pop()
        if isinstance(t, type) and issubclass(t, BaseModel):
            if t.__name__ not in found:
                found[t.__name__] = t
                todo.extend(f.annotation for f in t.model_fields.values())
        else:
            todo.extend(get_args(t))
    return list(found.values())


_COMMENT = re.compile(r"^\s*#:\s?(.*)$")
_FIELD = re.compile(r"^\s*([A-Za-z_]\w*)\s*:")


def _field_comments(cls: type[BaseModel]) -> dict[str, str]:
    """The ``#:`` comments written before fields in a model class's source."""
    try:
        lines = inspect.getsource(cls).splitlines()
    except (OSError, TypeError):
        return {}
    out: dict[str, str] = {}
    pending: list[str] = []
    for line in lines:
        comment = _COMMENT.match(line)
        if comment:
            pending.append(comment.group(1).strip())
            continue
        name = _FIELD.match(line)
        if name and pending and name.group(1) in cls.model_fields:
            out[name.group(1)] = " ".join(pending)
        pending = []
    return out


def describe(schema: Mapping[str, Any] | None, s: _Schema) -> str:
    """What a value may be, in words, from its JSON schema ("" when the schema does not say)."""
    schema = s.resolve(schema)
    if not schema:
        return ""
    if "enum" in schema:
        text = "one of " + ", ".join(_show(v) for v in schema["enum"])
    elif "const" in schema:
        text = f"always {_show(schema['const'])}"
    else:
        text = _describe_type(schema, s)
    if "default" in schema and not isinstance(schema["default"], Mapping | list):
        text += f"; {_show(schema['default'])} when left out"
    return text


def _describe_type(schema: Mapping[str, Any], s: _Schema) -> str:
    kind = schema.get("type")
    if kind in ("integer", "number"):
        noun = "a whole number" if kind == "integer" else "a number"
        return noun + _bounds(schema.get("minimum"), schema.get("maximum"), "")
    if kind == "string":
        low = schema.get("minLength")
        high = schema.get("maxLength")
        if low == 1 and high is None:
            return "text, not empty"
        return "text" + _bounds(low, high, "character")
    if kind == "boolean":
        return "true or false"
    if kind == "array":
        items = describe(s.item(schema), s)
        listed = "a list" + _bounds(schema.get("minItems"), schema.get("maxItems"), "item")
        return f"{listed}, each {items}" if items else listed
    if kind == "object":
        return _describe_table(schema, s)
    return ""


def _describe_table(schema: Mapping[str, Any], s: _Schema) -> str:
    props = schema.get("properties")
    if isinstance(props, Mapping) and props:
        parts = [f"{key} ({describe(prop, s) or 'a value'})" for key, prop in props.items() if key != PROVENANCE]
        return "a table of " + "; ".join(parts)
    extra = schema.get("additionalProperties")
    if isinstance(extra, Mapping) and extra:
        return f"a table of names, each {describe(extra, s)}"
    return "a table"


def _bounds(low: Any, high: Any, unit: str) -> str:
    def count(n: Any) -> str:
        return f"{n} {unit}{'' if n == 1 else 's'}" if unit else str(n)

    if low is not None and high is not None:
        return f" of exactly {count(low)}" if low == high and unit else f" from {low} to {count(high)}"
    if low is not None:
        return f" of at least {count(low)}" if unit else f", at least {low}"
    if high is not None:
        return f" of at most {count(high)}" if unit else f", at most {high}"
    return ""


def _show(value: Any) -> str:
    if isinstance(value, str):
        return f'"{value}"'
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _value_words(value: Any) -> str:
    """What a value is when the schema does not say."""
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a number"
    if isinstance(value, str):
        return "text"
    if isinstance(value, list):
        return "a list"
    return "a table"


def _is_table(value: Any) -> bool:
    """Written as a [table] of its own: a record, or a table holding tables or lists of records."""
    if not isinstance(value, Mapping):
        return False
    return _is_record(value) or any(isinstance(v, Mapping) or _is_records(v) for v in value.values())


def _is_records(value: Any) -> bool:
    """Written as [[tables]]: a list of records."""
    return isinstance(value, list) and bool(value) and all(_is_table(v) for v in value)


class _Writer:
    """Edition data as a tomlkit document; with a schema, a comment before every field.

    In a list of records a field is described where it first appears; every record gives each
    field's provenance.
    """

    __slots__ = ("schema",)

    def __init__(self, schema: _Schema | None) -> None:
        self.schema = schema

    def document(self, data: Mapping[str, Any]) -> tomlkit.TOMLDocument:
        doc = tomlkit.document()
        root = self.schema.root if self.schema else None
        tables = [k for k, v in data.items() if isinstance(v, Mapping) or _is_records(v)]
        self._fill(doc, data, root, tables, None)
        return doc

    def _fill(
        self,
        table: Any,
        data: Mapping[str, Any],
        schema: Mapping[str, Any] | None,
        later: list[str],
        described: set[str] | None,
    ) -> None:
        """Plain values first (TOML puts a table's keys before its sub-tables), then sub-tables.

        ``described``: the fields an earlier record of the same list described (None outside lists).
        """
        for key, value in data.items():
            if key in later or key == PROVENANCE or value is None:
                continue
            self._comment(table, schema, key, value, _shown_source(data, key), _first(described, key), False)
            table.add(key, _inline(value))
        if PROVENANCE in data:
            table.add(PROVENANCE, _inline(data[PROVENANCE]))
        for key in later:
            if self.schema is not None:
                table.add(tomlkit.nl())
            self._comment(table, schema, key, data[key], _shown_source(data, key), _first(described, key), True)
            table.add(key, self._table_or_list(data[key], self._field(schema, key)))

    def _field(self, schema: Mapping[str, Any] | None, key: str) -> Mapping[str, Any] | None:
        return self.schema.field(schema, key) if self.schema else None

    def _table_or_list(self, value: Any, schema: Mapping[str, Any] | None) -> Table | AoT:
        if isinstance(value, Mapping):
            table = tomlkit.table()
            self._fill(table, value, schema, _nested(value), None)
            return table
        items = self.schema.item(schema) if self.schema else None
        out = tomlkit.aot()
        described: set[str] = set()
        for record in value:
            table = tomlkit.table()
            self._fill(table, record, items, _nested(record), described)
            out.append(table)
        return out

    def _comment(
        self,
        table: Any,
        schema: Mapping[str, Any] | None,
        key: str,
        value: Any,
        source: str,
        first: bool,
        own_table: bool,
    ) -> None:
        """What the field may be (once in a list of records), then where its value comes from."""
        if self.schema is None:
            return
        lines: list[str] = []
        if first:
            lines.append(f"{key}: {self._what(schema, key, value, own_table)}.")
            note = self.schema.note(schema, key)
            if note:
                lines.append(note)
        if source:
            kind = provenance_kind(source)
            lines.append(f"provenance: {source}" + (f" ({kind})" if kind == SOURCED else ""))
        for text in lines:
            for line in textwrap.wrap(text, WRAP, break_long_words=False, break_on_hyphens=False):
                table.add(tomlkit.comment(line))

    def _what(self, schema: Mapping[str, Any] | None, key: str, value: Any, own_table: bool) -> str:
        """What a field may be; a [table] or a list of [[tables]] is described field by field inside."""
        assert self.schema is not None
        field = self._field(schema, key)
        if own_table and isinstance(value, Mapping):
            return "a table (its fields follow)"
        if own_table:
            resolved = self.schema.resolve(field) or {}
            bounds = _bounds(resolved.get("minItems"), resolved.get("maxItems"), "table")
            return f"a list{bounds}" if bounds else "a list of tables"
        return describe(field, self.schema) or _value_words(value)


def _first(described: set[str] | None, key: str) -> bool:
    """Whether a field is to be described here: always outside lists, once in a list of records."""
    if described is None:
        return True
    if key in described:
        return False
    described.add(key)
    return True


def _shown_source(data: Mapping[str, Any], key: str) -> str:
    """A field's source for its comment: a record's field it does not source takes the default."""
    return _source(data, key) or (DEFAULT_SOURCE if _is_record(data) else "")


def _nested(data: Mapping[str, Any]) -> list[str]:
    """The fields of a table written as tables of their own, after its plain values."""
    return [k for k, v in data.items() if k != PROVENANCE and (_is_table(v) or _is_records(v))]


def _inline(value: Any) -> Item:
    """A value written on its line: tables inline, lists of tables one per line."""
    if isinstance(value, Mapping):
        table: InlineTable = tomlkit.inline_table()
        for key, item in value.items():
            if item is not None:
                table.append(key, _inline(item))
        return table
    if isinstance(value, list):
        array: Array = tomlkit.array()
        for item in value:
            array.append(_inline(item))
        if any(isinstance(item, Mapping) for item in value):
            array.multiline(True)
        return array
    return cast(Item, tomlkit.item(value))
