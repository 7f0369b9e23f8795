"""Positions: a game in progress written as text and read back, exactly.

A position is a JSON document::

    {"position": "tabletome", "format": 1, "game": "hexer", "rules": "2",
     "edition": {"id": ..., "sha256": ...}, "options": {...}, "state": {...}}

``state`` holds every field of the game state, its random generator included, so that a position
read back plays on exactly as the game it was written from. What a state shares with every other
game of the same edition and options (the edition, maps and readings built from it, card and effect
registries) is not written out: it is named by where it is found (``{"$r": "ed.cards[3]"}``) and
found again in a fresh game when the position is read. A state lists those fields in ``SHARED``
and any module-level registry in ``position_roots()``.

Values are written as JSON: numbers, strings, lists and null as themselves; every other value as an
object with one tag: ``$t`` a tuple, ``$d`` a dict (key/value pairs), ``$s``/``$f`` a set/frozenset,
``$o`` an object of a tabletome class with its fields in ``f``, ``$n`` a named tuple, ``$e`` an
enumeration member, ``$q`` a function or class by name, ``$a`` the same object as the n-th one
written (lists, dicts and objects shared between two fields stay shared), ``$r`` a shared value.

Reading trusts nothing: only tabletome's own classes are built (never through their ``__init__``),
and a position that does not make a consistent game of its kind is refused with one sentence.
Records stay the source of truth for a game's history; a position is a snapshot.
"""

from __future__ import annotations

import enum
import importlib
import json
import types
from collections import ChainMap
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from typing import TYPE_CHECKING, Any

from .errors import TabletomeError
from .fields import caches

if TYPE_CHECKING:
    from .game import Game
    from .state import State

FORMAT = 1
#: Fields that only cache what the rest of the state decides (dropped, rebuilt on demand).
CACHES = frozenset({"_legal"})
_PRIMITIVE = (str, int, float, bool, type(None))
_TRUSTED = "tabletome."


class PositionError(TabletomeError):
    """A position that cannot be written or read; the message is one sentence for the player."""


# ------------------------------------------------------------------------------------- writing
def write(state: State) -> str:
    """The position of ``state`` as JSON text (``Game.load_position`` reads it back)."""
    game = state.game
    header = {
        "position": "tabletome",
        "format": FORMAT,
        "game": game.id,
        "rules": game.version,
        "edition": game.edition_ref(state.edition),
        "options": dict(state.position_options()),
    }
    paths, _ = shared_index(state)
    body = _Writer(paths).value(state)
    return json.dumps({**header, "state": body}, separators=(",", ":"), ensure_ascii=False)


def field_names(obj: Any) -> Iterator[str]:
    """The fields an object holds: its slots (every class of its hierarchy) and its ``__dict__``."""
    seen: set[str] = set()
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        for name in (slots,) if isinstance(slots, str) else slots:
            if name not in seen and name not in ("__dict__", "__weakref__") and hasattr(obj, name):
                seen.add(name)
                yield name
    for name in getattr(obj, "__dict__", {}):
        if name not in seen:
            yield name


def qualified(obj: Any) -> str:
    return f"{obj.__module__}:{obj.__qualname__}"


class _Writer:
    __slots__ = ("keep", "memo", "shared")

    def __init__(self, shared: Mapping[int, str]) -> None:
        self.shared = shared
        self.memo: dict[int, int] = {}
        self.keep: list[Any] = []  # the objects numbered, alive while ids are compared

    def value(self, obj: Any) -> Any:
        if isinstance(obj, _PRIMITIVE) and type(obj) in _PRIMITIVE:
            return obj
        if isinstance(obj, str) and not isinstance(obj, enum.Enum):  # a sentence that remembers its
            return str(obj)  # template (i18n.retell.Said) is read back as its English text
        key = id(obj)
        if key in self.shared:
            return {"$r": self.shared[key]}
        if key in self.memo:
            return {"$a": self.memo[key]}
        if isinstance(obj, (types.FunctionType, types.BuiltinFunctionType, type)):
            return {"$q": _named(obj)}
        self.memo[key] = len(self.keep)
        self.keep.append(obj)
        return self.compound(obj)

    def compound(self, obj: Any) -> Any:
        kind = type(obj)
        if kind is list:
            return [self.value(x) for x in obj]
        if kind is tuple:
            return {"$t": [self.value(x) for x in obj]}
        if kind is dict:
            return {"$d": [[self.value(k), self.value(v)] for k, v in obj.items()]}
        if kind in (set, frozenset):
            return {"$s" if kind is set else "$f": [self.value(x) for x in _ordered(obj)]}
        if isinstance(obj, enum.Enum):
            return {"$e": qualified(kind), "v": obj.name}
        if isinstance(obj, tuple) and hasattr(obj, "_fields"):
            return {"$n": qualified(kind), "v": [self.value(x) for x in obj]}
        if not kind.__module__.startswith(_TRUSTED):
            raise PositionError(f"A {kind.__name__} in this game cannot be written into a position.")
        skip = CACHES | caches(kind)
        fields = {name: self.value(getattr(obj, name)) for name in field_names(obj) if name not in skip}
        return {"$o": qualified(kind), "f": fields}


def _ordered(items: Any) -> list[Any]:
    """A set's items in an order that does not depend on the process (strings hash differently)."""
    try:
        return sorted(items)
    except TypeError:
        return sorted(items, key=repr)


def _named(obj: Any) -> str:
    name = qualified(obj)
    if "<" in name or _resolve(name, trusted=False) is not obj:
        raise PositionError(f"The function {obj.__qualname__} held by this game cannot be written into a position.")
    return name


# ------------------------------------------------------------------------------------- shared
def shared_index(state: State) -> tuple[ChainMap[int, str], ChainMap[str, Any]]:
    """Where each shared value of ``state`` is found (``id`` -> a path from a shared field or a root),
    and the other way round (path -> the value)."""
    roots = _ROOTS.get(type(state))
    if roots is None:  # module-level registries: walked once per process
        roots = _ROOTS[type(state)] = ({}, {})
        for name, root in sorted(type(state).position_roots().items()):
            _walk(root, name, *roots)
    paths: ChainMap[int, str] = ChainMap({}, roots[0])
    found: ChainMap[str, Any] = ChainMap({}, roots[1])
    for name in shared_fields(type(state)):
        if hasattr(state, name):
            _walk(getattr(state, name), name, paths, found)
    return paths, found


def shared_fields(cls: type) -> list[str]:
    """The fields every game of an edition shares: those declared ``SHARED`` (``fields.py``) and
    those a state not yet declaring its fields lists in ``State.SHARED``."""
    from .fields import SHARED

    declared = [name for name, f in getattr(cls, "FIELDS", {}).items() if f.copy == SHARED]
    return declared + [name for name in getattr(cls, "SHARED", ()) if name not in declared]


_ROOTS: dict[type, tuple[dict[int, str], dict[str, Any]]] = {}


def _walk(obj: Any, path: str, paths: MutableMapping[int, str], found: MutableMapping[str, Any]) -> None:
    """Every container and object reachable from ``obj``, by its first path (an explicit stack: the
    card registries are deep)."""
    stack = [(obj, path)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, _PRIMITIVE) or id(item) in paths:
            continue
        paths[id(item)] = where
        found[where] = item
        if isinstance(item, (types.FunctionType, types.BuiltinFunctionType, type, types.ModuleType)):
            continue
        stack.extend(reversed(list(_children(item, where))))


def _children(item: Any, where: str) -> Iterator[tuple[Any, str]]:
    if isinstance(item, (list, tuple)):
        for i, x in enumerate(item):
            yield x, f"{where}[{i}]"
    elif isinstance(item, dict):
        for i, (k, v) in enumerate(item.items()):
            yield k, f"{where}<{i}>"
            yield v, f"{where}[{i}]"
    elif isinstance(item, (set, frozenset)):
        for i, x in enumerate(_ordered(item)):
            yield x, f"{where}{{{i}}}"
    elif type(item).__module__.startswith(_TRUSTED):
        for name in field_names(item):
            yield getattr(item, name), f"{where}.{name}"


# ------------------------------------------------------------------------------------- reading
def read(game: Game, text: str) -> State:
    """The state a position describes; PositionError (one sentence) if it is not one of ``game``."""
    doc = _document(game, text)
    try:
        edition = game.edition_from_ref(doc["edition"])
        fresh = game.new_state(doc["options"], 0, edition)
    except TabletomeError as exc:
        raise PositionError(f"This position's edition or options do not make a game: {exc}") from None
    _, targets = shared_index(fresh)
    try:
        state = _Reader(targets).value(doc["state"])
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, RecursionError) as exc:
        raise PositionError(f"This position is damaged ({type(exc).__name__}).") from None
    if type(state) is not type(fresh):
        raise PositionError(f"This position does not hold a game of {game.name}.")
    _consistent(state, game)
    return state


def _document(game: Game, text: str) -> dict[str, Any]:
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PositionError(f"This is not a position (not JSON: {exc.msg} at line {exc.lineno}).") from None
    except RecursionError:
        raise PositionError("This is not a position (its values are nested too deeply).") from None
    if not isinstance(doc, dict) or doc.get("position") != "tabletome" or not isinstance(doc.get("state"), dict):
        raise PositionError("This is not a tabletome position.")
    if doc.get("format") != FORMAT:
        raise PositionError(f"This position is in format {doc.get('format')!r}; this tabletome reads format {FORMAT}.")
    if doc.get("game") != game.id:
        raise PositionError(f"This position is a game of {doc.get('game')!r}, not of {game.id!r}.")
    if str(doc.get("rules")) != str(game.version):
        raise PositionError(
            f"This position was written by rules version {doc.get('rules')} of {game.name}; "
            f"this tabletome plays version {game.version}."
        )
    if not isinstance(doc.get("edition"), dict) or not isinstance(doc.get("options"), dict):
        raise PositionError("This position does not name its edition and options.")
    return doc


def _consistent(state: State, game: Game) -> None:
    """Refuse a position its game cannot play: the rules must answer every question they are asked."""
    try:
        state.legal_actions()
        state.full_view()
        for seat in range(state.players):
            state.view(seat)
    except Exception as exc:  # any failure means the text was not a real position
        raise PositionError(f"This position is not a consistent game of {game.name} ({type(exc).__name__}).") from None


class _Reader:
    __slots__ = ("memo", "shared")

    def __init__(self, shared: Mapping[str, Any]) -> None:
        self.shared = shared
        self.memo: list[Any] = []

    def value(self, data: Any) -> Any:
        if isinstance(data, _PRIMITIVE):
            return data
        if isinstance(data, list):
            out: list[Any] = []
            self.memo.append(out)
            out.extend(self.value(x) for x in data)
            return out
        if not isinstance(data, dict) or len(data) not in (1, 2):
            raise PositionError("This position is damaged: a value has no known form.")
        tag = next(iter(data))
        if tag == "$r":
            if data["$r"] not in self.shared:
                raise PositionError(f"This position names a shared value this game lacks ({data['$r']}).")
            return self.shared[data["$r"]]
        if tag == "$a":
            return self.memo[int(data["$a"])]
        if tag == "$q":
            return _resolve(str(data["$q"]), trusted=True)
        return self.compound(tag, data)

    def compound(self, tag: str, data: dict[str, Any]) -> Any:
        build = self._BUILDERS.get(tag)
        if build is None:
            raise PositionError(f"This position is damaged: unknown tag {tag!r}.")
        return build(self, data)

    def _reserve(self) -> int:
        self.memo.append(None)
        return len(self.memo) - 1

    def _tuple(self, data: dict[str, Any]) -> Any:
        slot = self._reserve()
        self.memo[slot] = out = tuple(self.value(x) for x in data["$t"])
        return out

    def _dict(self, data: dict[str, Any]) -> Any:
        out: dict[Any, Any] = {}
        self.memo.append(out)
        for key, value in data["$d"]:
            k = self.value(key)
            out[k] = self.value(value)
        return out

    def _set(self, data: dict[str, Any]) -> Any:
        out: set[Any] = set()
        self.memo.append(out)
        out.update(self.value(x) for x in data["$s"])
        return out

    def _frozenset(self, data: dict[str, Any]) -> Any:
        slot = self._reserve()
        self.memo[slot] = out = frozenset(self.value(x) for x in data["$f"])
        return out

    def _enum(self, data: dict[str, Any]) -> Any:
        slot = self._reserve()
        self.memo[slot] = out = _resolve(str(data["$e"]), trusted=True)[str(data["v"])]
        return out

    def _named_tuple(self, data: dict[str, Any]) -> Any:
        slot = self._reserve()
        cls = _resolve(str(data["$n"]), trusted=True)
        self.memo[slot] = out = cls._make(self.value(x) for x in data["v"])
        return out

    def _object(self, data: dict[str, Any]) -> Any:
        cls = _resolve(str(data["$o"]), trusted=True)
        if not isinstance(cls, type):
            raise PositionError("This position is damaged: an object of no class.")
        obj: Any = object.__new__(cls)
        self.memo.append(obj)
        fields = data.get("f")
        if not isinstance(fields, dict):
            raise PositionError("This position is damaged: an object without fields.")
        for name, value in fields.items():
            object.__setattr__(obj, name, self.value(value))
        for name in CACHES | caches(cls):
            if hasattr(cls, name) or name in getattr(cls, "__slots__", ()):
                object.__setattr__(obj, name, None)
        return obj

    _BUILDERS: Mapping[str, Callable[[_Reader, dict[str, Any]], Any]] = {
        "$t": _tuple,
        "$d": _dict,
        "$s": _set,
        "$f": _frozenset,
        "$e": _enum,
        "$n": _named_tuple,
        "$o": _object,
    }


def _resolve(name: str, trusted: bool) -> Any:
    """The module-level object ``module:qualname`` names; with ``trusted``, only tabletome's own."""
    module, _, qualname = name.partition(":")
    if trusted and not module.startswith(_TRUSTED):
        raise PositionError(f"This position names {module!r}, which is not part of tabletome.")
    try:
        obj: Any = importlib.import_module(module)
        for part in qualname.split("."):
            obj = getattr(obj, part)
    except (ImportError, AttributeError, ValueError):
        raise PositionError(f"This position names {name!r}, which this tabletome does not have.") from None
    return obj
