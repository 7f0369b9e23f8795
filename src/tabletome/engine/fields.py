"""A state's fields, declared once: its slots, its construction and a fast ``clone`` come from it.

A game state lists each field once, in its class body, with how a copy of the game copies it::

    class EightsState(FlowState, Assembled, State):
        ed: EightsEdition = field(SHARED)         # the same object in every copy
        rng: Rng = field(CLONE)                   # value.clone()
        log: list[tuple[int, str]] | None = field(DROPPED, default=None)   # None in a copy
        stack: list[Frame] = field(STACK, factory=list)                   # each frame copied
        hands: list[list[int]] = field(NESTED)   # a list of lists, each copied
        suit: int = field(VALUE, default=-1)      # an immutable value

The class gets ``__slots__`` for them (``State``'s metaclass reads the declarations), a ``clone``
written out field by field (generated once, so it runs as fast as one written by hand) unless the
class writes its own, and ``init_fields(**values)``: the values given, then each field's default or
factory; a field with neither must be given. Declarations are inherited; a subclass adds more, or
declares an inherited one again to copy it its own way (frames that never change, shared).
"""

from __future__ import annotations

from abc import ABCMeta
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

#: How a copy of the game copies a field.
SHARED = "shared"  # the same object: the edition, a map, readings (never changed by the game)
VALUE = "value"  # an immutable value (a number, a string, a tuple, a frozenset, None)
LIST = "list"  # a list (or a flat mutable sequence) of immutable values: value[:]
NESTED = "nested"  # a list of lists (or of sets/dicts) of immutable values, each copied
DICT = "dict"  # a dict of immutable values: dict(value)
SET = "set"  # a set of immutable values: set(value)
CLONE = "clone"  # an object that copies itself: value.clone()
STACK = "stack"  # the frame stack: each frame's copy() (FlowState.copy_stack)
DROPPED = "dropped"  # not carried into a copy: set to None (the narration of a search copy)
KEPT = "kept"  # the same object, but a cache the copy may reuse (the legal actions)

_COPY = {
    SHARED: "s.{0}",
    VALUE: "s.{0}",
    KEPT: "s.{0}",
    LIST: "s.{0}[:]",
    NESTED: "[x.copy() for x in s.{0}]",
    DICT: "dict(s.{0})",
    SET: "set(s.{0})",
    CLONE: "s.{0}.clone()",
    STACK: "[f.copy() for f in s.{0}]",
    DROPPED: "None",
}
_MISSING: Any = object()


@dataclass(frozen=True, slots=True)
class Field:
    """One declared field: how a copy copies it, and its starting value (a value or a factory)."""

    copy: str | Callable[[Any], Any]
    default: Any = _MISSING
    factory: Callable[[], Any] | None = None
    init: Callable[[Any], Any] | None = None


def field(
    copy: str | Callable[[Any], Any] = VALUE,
    *,
    default: Any = _MISSING,
    factory: Callable[[], Any] | None = None,
    init: Callable[[Any], Any] | None = None,
) -> Any:
    """Declare a state field (typed ``Any`` so that its annotation is the field's type). Its
    starting value: ``default`` (immutable), ``factory()``, or ``init(state)`` read off the fields
    set before it (a list per area of the map, per seat...)."""
    if isinstance(copy, str) and copy not in _COPY:
        raise ValueError(f"unknown copy rule {copy!r}; one of {', '.join(_COPY)}")
    return Field(copy, default, factory, init)


class Declared(ABCMeta):
    """The metaclass of states: turns field declarations into slots, ``clone`` and ``init_fields``."""

    def __new__(mcls, name: str, bases: tuple[type, ...], ns: dict[str, Any], **kw: Any) -> Declared:
        own = {k: v for k, v in ns.items() if isinstance(v, Field)}
        if not own:
            return super().__new__(mcls, name, bases, ns, **kw)
        fields: dict[str, Field] = {}
        for base in reversed(bases):
            for klass in reversed(base.__mro__):
                fields.update(getattr(klass, "FIELDS", {}))
        inherited = set(fields)
        fields.update(own)  # a subclass may declare an inherited field again: its own copy rule
        for key in own:
            del ns[key]
        ns["__slots__"] = tuple(ns.get("__slots__", ())) + tuple(k for k in own if k not in inherited)
        ns["FIELDS"] = fields
        if "clone" not in ns:
            ns["clone"] = _cloner(name, fields)
        return super().__new__(mcls, name, bases, ns, **kw)


def _cloner(name: str, fields: Mapping[str, Field]) -> Callable[[Any], Any]:
    """``clone`` written out field by field, compiled once."""
    extra: dict[str, Any] = {"_new": object.__new__}
    lines = [f"def clone(s):  # {name}, generated from its field declarations", "    c = _new(type(s))"]
    for key, f in fields.items():
        if callable(f.copy):
            extra[f"_copy_{key}"] = f.copy
            lines.append(f"    c.{key} = _copy_{key}(s.{key})")
        else:
            lines.append(f"    c.{key} = {_COPY[f.copy].format(key)}")
    lines.append("    return c")
    exec("\n".join(lines), extra)  # our own text, made of the declared names
    fn: Callable[[Any], Any] = extra["clone"]
    fn.__qualname__ = f"{name}.clone"
    return fn


def caches(cls: type) -> frozenset[str]:
    """The fields of a declared state that only cache what the rest decides (copy rule ``KEPT``):
    not part of the game, so a position leaves them out and an equality test ignores them."""
    return frozenset(k for k, f in getattr(cls, "FIELDS", {}).items() if f.copy == KEPT)


def init_fields(state: Any, **values: Any) -> None:
    """Set every declared field of ``state``: the values given first, then, in the order of the
    declarations, each other field's default, factory or ``init(state)``."""
    fields: Mapping[str, Field] = type(state).FIELDS
    unknown = set(values) - set(fields)
    if unknown:
        raise TypeError(f"{type(state).__name__} has no field {', '.join(sorted(unknown))}")
    for key, value in values.items():
        object.__setattr__(state, key, value)
    for key, f in fields.items():
        if key in values:
            continue
        if f.init is not None:
            value = f.init(state)
        elif f.factory is not None:
            value = f.factory()
        elif f.default is not _MISSING:
            value = f.default
        else:
            raise TypeError(f"{type(state).__name__}: field {key} needs a value")
        object.__setattr__(state, key, value)
