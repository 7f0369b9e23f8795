"""Edition files: component data with per-field provenance, validated by a schema.

Every data record carries a ``provenance`` table naming, for each of its fields,
either a source (``"[PT] example 1"``) or ``"stand-in"`` where the printed
component is not public. The schema of each game is a pydantic model; this module
reads files, turns validation failures into (field, reason) pairs and hashes data
so a record can tell which edition it was played with.
"""

from __future__ import annotations

import hashlib
import json
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from .errors import EditionError

STAND_IN = "stand-in"

M = TypeVar("M", bound=BaseModel)


class Provenanced(BaseModel):
    """A data record whose every field names where its value comes from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    provenance: dict[str, str]

    @model_validator(mode="after")
    def _every_field_sourced(self) -> Provenanced:
        fields = [f for f in type(self).model_fields if f != "provenance"]
        missing = [f for f in fields if not self.provenance.get(f, "").strip()]
        if missing:
            raise ValueError(f"provenance is missing for {', '.join(missing)} (give a source or 'stand-in')")
        extra = [k for k in self.provenance if k not in fields]
        if extra:
            raise ValueError(f"provenance names unknown fields {', '.join(extra)}")
        return self

    def is_stand_in(self, name: str) -> bool:
        return self.provenance.get(name, "").strip().lower().startswith(STAND_IN)


def read_data_file(path: str | Path) -> dict[str, Any]:
    """A TOML or JSON file as a dict; EditionError with one sentence otherwise."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except OSError as exc:
        raise EditionError(str(path), [("file", f"cannot be read ({exc.strerror or exc})")]) from None
    try:
        data = json.loads(raw) if p.suffix.lower() == ".json" else tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise EditionError(str(path), [("file", f"is not valid {p.suffix.lstrip('.') or 'TOML'}: {exc}")]) from None
    if not isinstance(data, dict):
        raise EditionError(str(path), [("file", "must hold a table of data at the top level")])
    return data


def problems_of(exc: ValidationError) -> list[tuple[str, str]]:
    out = []
    for err in exc.errors():
        where = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in err["loc"]).lstrip(".") or "file"
        msg = err["msg"]
        if msg.startswith("Value error, "):
            msg = msg[len("Value error, ") :]
        out.append((where, msg))
    return out


def validate(model: type[M], data: Mapping[str, Any], origin: str) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise EditionError(origin, problems_of(exc)) from None


def digest(data: Mapping[str, Any]) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


class Edition:
    """Runtime form of an edition: validated data plus identity."""

    __slots__ = ("builtin", "data", "digest", "id", "name", "origin")

    def __init__(self, data: Mapping[str, Any], origin: str, builtin: bool) -> None:
        self.data = dict(data)
        self.origin = origin
        self.builtin = builtin
        self.digest = digest(data)
        meta = data.get("edition", {})
        self.id = str(meta.get("id", "custom"))
        self.name = str(meta.get("name", self.id))
