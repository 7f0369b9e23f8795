"""Edition files: component data with per-field provenance, validated by a schema.

Every data record carries a ``provenance`` table naming, for each of its fields,
where its value comes from: a source (``"[PT] example 1"``), ``"stand-in"`` where the
printed component is not public, ``"printed"`` (read off the owner's copy of the box) or
``"house rule: ..."`` (see ``provenance_kind``). The schema of each game is a pydantic model; this module
reads files, turns validation failures into (field, reason) pairs and hashes data
so a record can tell which edition it was played with.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from . import wording
from .datafile import (
    DEFAULT_LIMITS,
    DataLimits,
    DataParser,
    check_size,
    data_kind,
    parse_data_text,
    parse_data_text_async,
    parse_trusted,
)
from .errors import EditionError

__all__ = [
    "PROVENANCE_KINDS",
    "STAND_IN",
    "DataLimits",
    "Edition",
    "EditionError",
    "Provenanced",
    "digest",
    "parse_data_text",
    "parse_data_text_async",
    "problems_of",
    "provenance_kind",
    "read_data_file",
    "validate",
]

STAND_IN = "stand-in"
PRINTED = "printed"
SOURCED = "sourced"
HOUSE_RULE = "house rule"

#: What a provenance string says about a field's value: read off the owner's copy of the box
#: ("printed" or "printed: <note>"), taken from a named source (any other text: the text is the
#: source), a labelled stand-in ("stand-in", "stand-in: <why>"), or a house rule ("house rule: <note>").
PROVENANCE_KINDS: tuple[str, ...] = (PRINTED, SOURCED, STAND_IN, HOUSE_RULE)

M = TypeVar("M", bound=BaseModel)


class Provenanced(BaseModel):
    """A data record whose every field names where its value comes from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    provenance: dict[str, str]
    #: The source of a field's default value, for records that leave the field out: a field added
    #: to a schema later keeps older data files valid (and their digests, which records name).
    DEFAULT_SOURCES: ClassVar[Mapping[str, str]] = {}

    @model_validator(mode="after")
    def _every_field_sourced(self) -> Provenanced:
        fields = [f for f in type(self).model_fields if f != "provenance"]
        given = self.model_fields_set
        missing = [
            f
            for f in fields
            if not self.provenance.get(f, "").strip() and (f in given or f not in self.DEFAULT_SOURCES)
        ]
        if missing:
            raise ValueError(
                f"provenance is missing for {', '.join(missing)} (give a source, 'printed', 'stand-in' or 'house rule')"
            )
        extra = [k for k in self.provenance if k not in fields]
        if extra:
            raise ValueError(f"provenance names unknown fields {', '.join(extra)}")
        return self

    def source(self, name: str) -> str:
        """Where the value of field ``name`` comes from (its default's source when left out)."""
        return self.provenance.get(name, "").strip() or self.DEFAULT_SOURCES.get(name, "")

    def is_stand_in(self, name: str) -> bool:
        return provenance_kind(self.source(name)) == STAND_IN


def provenance_kind(source: str) -> str:
    """The kind (one of ``PROVENANCE_KINDS``) of one provenance string; case-insensitive."""
    text = source.strip().lower()
    if text == PRINTED or text.startswith(PRINTED + ":"):
        return PRINTED
    for kind in (STAND_IN, HOUSE_RULE):
        if text.startswith(kind):
            return kind
    return SOURCED


def read_data_file(
    path: str | Path,
    *,
    trusted: bool = False,
    limits: DataLimits = DEFAULT_LIMITS,
    parser: DataParser | None = None,
) -> dict[str, Any]:
    """A TOML or JSON file as a dict; EditionError with one sentence otherwise.

    A user's file is pre-scanned against ``limits`` and parsed in a worker process killed at
    the time limit. ``trusted`` files (the editions shipped inside tabletome) are parsed here,
    at once.
    """
    p = Path(path)
    origin = str(path)
    raw = _read_bytes(p, origin, None if trusted else limits)
    encoding = json.detect_encoding(raw) if p.suffix.lower() == ".json" else "utf-8"
    try:
        text = raw.decode(encoding)
    except UnicodeDecodeError:
        raise EditionError(origin, [("file", f"is not {encoding.upper()} text")]) from None
    kind = data_kind(text, p.suffix)
    if trusted:
        return parse_trusted(text, kind, origin)
    return parse_data_text(text, origin, kind, limits, parser)


def _read_bytes(path: Path, origin: str, limits: DataLimits | None) -> bytes:
    """The file's bytes; with limits, never more than one byte over the size limit."""
    try:
        with path.open("rb") as f:
            if limits is None:
                return f.read()
            raw = f.read(limits.max_bytes + 1)
            size = max(len(raw), os.fstat(f.fileno()).st_size)
    except OSError as exc:
        raise EditionError(origin, [("file", f"cannot be read ({exc.strerror or exc})")]) from None
    check_size(size, origin, limits)
    return raw


def problems_of(exc: ValidationError) -> list[tuple[str, str]]:
    """Each problem as (the field, what is wrong with it in a player's words)."""
    return [(wording.where(err["loc"]) or "file", wording.reason(err)) for err in exc.errors()]


def validate(model: type[M], data: Mapping[str, Any], origin: str) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise EditionError(origin, problems_of(exc)) from None


def digest(data: Mapping[str, Any]) -> str:
    # A value JSON has no form for (a TOML date) is hashed as its text: such data fails its
    # schema, and the hash must not fail before the schema names the field.
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()


class Edition:
    """Runtime form of an edition: validated data plus identity."""

    __slots__ = ("builtin", "data", "digest", "id", "name", "origin")

    def __init__(self, data: Mapping[str, Any], origin: str, builtin: bool) -> None:
        self.data = dict(data)
        self.origin = origin
        self.builtin = builtin
        self.digest = digest(data)
        meta = data.get("edition")
        meta = meta if isinstance(meta, Mapping) else {}
        self.id = str(meta.get("id", "custom"))
        self.name = str(meta.get("name", self.id))
