"""Which cards the rules implement, and how: as data (a composition of the effect vocabulary,
``effects/vocab``) or with code of their own.

A library card is implemented when a module of ``effects/`` defines how it is played. A crypt card
is implemented when its text holds nothing but its sect and title ("Camarilla Prince of Nairobi."),
or when ``effects/vampires.py`` handles the rest of its text. Imbued crypt cards are outside the
core rules (VT-SCOPE-01) and never implemented.

How (:func:`how`): ``vocabulary`` when everything registered for the card (its uses, abilities,
statics, flags, events, strikes and the hooks of its own) is made of the vocabulary's primitives;
``code`` when any of it is a function written in a card module, or a :class:`~.effects.vocab.prims.Code`;
``text`` for a crypt card with nothing but sect and title to implement.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterable, Iterator
from functools import cache
from typing import Any

from .cards import load_cards
from .hooks import ABILITIES, ACTION_TRIGGERS, CARDS, COVERAGE, EVENTS, FLAGS, GRANT_WHEN, GRANTS, STATICS
from .model import Facts, facts

VOCABULARY = "vocabulary"
CODE = "code"
TEXT = "text"
EFFECTS = "tabletome.games.vtes.effects."
VOCAB = "tabletome.games.vtes.effects.vocab"


def ability_text(f: Facts) -> str:
    """What a crypt card's text says beyond its sect and title (VT-CARD-12)."""
    text = f.text.strip()
    head, colon, rest = text.partition(":")
    if colon and "." not in head:
        return rest.strip()
    return "" if text.count(".") <= 1 and ":" not in text else text


def implemented(card_id: int) -> bool:
    from . import effects  # noqa: F401  # the card effects register themselves

    f = facts(card_id)
    if f.crypt:
        if "Imbued" in f.types:
            return False
        return card_id in COVERAGE.crypt or not ability_text(f)
    return card_id in CARDS


# ------------------------------------------------------------------------ data or code


def how(card_id: int) -> str | None:
    """``vocabulary``, ``code`` or ``text`` for an implemented card; None for one that is not."""
    if not implemented(card_id):
        return None
    if facts(card_id).crypt and card_id not in COVERAGE.crypt:
        return TEXT
    return CODE if code_of(card_id) else VOCABULARY


@cache
def code_of(card_id: int) -> tuple[str, ...]:
    """The functions written for the card (module.name), empty for a card written as data."""
    found: dict[str, None] = {}
    seen: dict[int, Any] = {}  # by id, holding each object so that no id is reused meanwhile
    for obj in registered(card_id):
        for fn in walk(obj, seen):
            found[label(fn)] = None
    return tuple(found)


def label(fn: Any) -> str:
    """A function as ``module.name`` (the module under ``effects``)."""
    name = getattr(fn, "__qualname__", type(fn).__name__)
    return f"{(getattr(fn, '__module__', '') or '').removeprefix(EFFECTS)}.{name}"


def registered(card_id: int) -> Iterator[Any]:
    """Everything the card modules registered for a card."""
    from . import effects
    from .effects.vocab.registry import CODE as HOOKED
    from .effects.vocab.registry import LENT, RULES

    yield CARDS.get(card_id)
    yield ABILITIES.get(card_id, ())
    for table in (STATICS, FLAGS, EVENTS):
        for by_card in table.values():
            yield [fn for fn in by_card.get(card_id, ()) if fn not in LENT]
    yield effects.core.STRIKES.get(card_id)
    yield effects.core.AS_PLAYED.get(card_id)
    yield HOOKED.get(card_id, ())
    yield RULES.get(card_id, ())


def walk(obj: Any, seen: dict[int, Any]) -> Iterator[Any]:
    """The card-module functions reachable from a registered object: through sequences, the fields
    of the vocabulary's records, closures and the keys naming registered effects."""
    if obj is None or isinstance(obj, (str, int, float, bool, frozenset)) or id(obj) in seen:
        return
    seen[id(obj)] = obj
    if isinstance(obj, (tuple, list)):
        for item in obj:
            yield from walk(item, seen)
    elif inspect.isfunction(obj):
        yield from walk_function(obj, seen)
    elif inspect.ismethod(obj):  # a vocabulary record's method put in a registry (BlockCost.may)
        yield from walk(obj.__func__, seen)
        yield from walk(obj.__self__, seen)
    elif hasattr(obj, "__dataclass_fields__") or hasattr(obj, "_fields"):
        yield from walk_record(obj, seen)


def walk_function(fn: Any, seen: dict[int, Any]) -> Iterator[Any]:
    module = fn.__module__ or ""
    if module.startswith(EFFECTS) and not module.startswith(VOCAB):
        yield fn
    for cell in fn.__closure__ or ():
        try:
            yield from walk(cell.cell_contents, seen)
        except ValueError:  # an empty cell
            continue


def walk_record(obj: Any, seen: dict[int, Any]) -> Iterator[Any]:
    from .effects.vocab.prims import Code

    if isinstance(obj, Code):
        yield obj.fn
        return
    names = obj._fields if hasattr(obj, "_fields") else obj.__dataclass_fields__
    for name in names:
        yield from walk(getattr(obj, name), seen)
    yield from walk(keyed(obj), seen)


def keyed(obj: Any) -> list[Any]:
    """What a record names by key: a strike's effect, a trigger, a grant."""
    from .effects import core

    out: list[Any] = []
    after = getattr(obj, "after", None)
    if isinstance(after, str) and after:
        out.append(core.STRIKE_EFFECTS.get(after))
    key = getattr(obj, "key", None)
    if isinstance(key, str) and type(obj).__name__ in ("IfBlocks", "InCombats", "Grant"):
        out.extend((ACTION_TRIGGERS.get(key), GRANTS.get(key), GRANT_WHEN.get(key)))
    return out


# ------------------------------------------------------------------------ reports


@cache
def pool_ids() -> tuple[frozenset[int], frozenset[int]]:
    """(library, crypt) card ids of the 14 Fifth Edition preconstructed decks."""
    from .preconstructed import precons

    lib: set[int] = set()
    crypt: set[int] = set()
    for p in precons():
        lib.update(c.id for c, _ in p.deck.library)
        crypt.update(c.id for c, _ in p.deck.crypt)
    return frozenset(lib), frozenset(crypt)


def count(ids: Iterable[int]) -> list[int]:
    """[implemented, of them], then how many by vocabulary, by code and by text alone."""
    ids = list(ids)
    ways = [how(c) for c in ids]
    return [
        sum(1 for w in ways if w is not None),
        len(ids),
        ways.count(VOCABULARY),
        ways.count(CODE),
        ways.count(TEXT),
    ]


def split(ids: Iterable[int]) -> dict[str, list[int]]:
    ids = list(ids)
    lib = [c for c in ids if not facts(c).crypt]
    crypt = [c for c in ids if facts(c).crypt]
    return {"library": count(lib), "crypt": count(crypt), "all": count(ids)}


def report() -> dict[str, Any]:
    """Cards implemented over cards in the pool, and over the whole database, each split into
    implemented by vocabulary, by code, by text alone (crypt)."""
    lib, crypt = pool_ids()
    everything = [c.id for c in load_cards()]
    return {
        "pool": split([*lib, *crypt]),
        "database": split(everything),
        "missing_pool": sorted(facts(c).name for c in (*lib, *crypt) if not implemented(c)),
    }


def deck_report(entries: Iterable[tuple[Any, int]]) -> dict[str, Any]:
    """A deck's cards (``(card, count)`` entries of a decklist) by how the rules implement them:
    names under ``vocabulary``, ``code``, ``text`` and ``missing``; copies counted in ``copies``."""
    out: dict[str, Any] = {VOCABULARY: [], CODE: [], TEXT: [], "missing": [], "copies": {}}
    for card, n in entries:
        way = how(card.id) or "missing"
        out[way].append(facts(card.id).name)
        out["copies"][way] = out["copies"].get(way, 0) + n
    for key in (VOCABULARY, CODE, TEXT, "missing"):
        out[key] = sorted(set(out[key]))
    return out


# ------------------------------------------------------------------------ the vocabulary a card uses


@cache
def vocabulary_of(card_id: int) -> frozenset[str]:
    """The names of the vocabulary's primitives a card is made of: the classes of the records its
    registrations hold (``Bleed``, ``Minions``) and the vocabulary's functions they reach (``during_bleed``;
    ``of_clan`` for what ``of_clan("Ravnos")`` made), read by effects/README.md's test."""
    found: set[str] = set()
    seen: dict[int, Any] = {}
    for obj in registered(card_id):
        for x in reachable(obj, seen):
            module = getattr(x, "__module__", "") if inspect.isfunction(x) else type(x).__module__
            if not (module or "").startswith(VOCAB):
                continue
            found.add(x.__qualname__.split(".")[0] if inspect.isfunction(x) else type(x).__name__)
    return frozenset(found)


def reachable(obj: Any, seen: dict[int, Any]) -> Iterator[Any]:
    """Every object reachable from a registered one (as :func:`walk` goes)."""
    if obj is None or isinstance(obj, (str, int, float, bool, frozenset)) or id(obj) in seen:
        return
    seen[id(obj)] = obj
    yield obj
    if isinstance(obj, (tuple, list)):
        for item in obj:
            yield from reachable(item, seen)
    elif inspect.isfunction(obj):
        for cell in obj.__closure__ or ():
            try:
                yield from reachable(cell.cell_contents, seen)
            except ValueError:  # an empty cell
                continue
    elif inspect.ismethod(obj):
        yield from reachable(obj.__self__, seen)
    elif hasattr(obj, "__dataclass_fields__") or hasattr(obj, "_fields"):
        names = obj._fields if hasattr(obj, "_fields") else obj.__dataclass_fields__
        for name in names:
            yield from reachable(getattr(obj, name), seen)
        yield from reachable(keyed(obj), seen)
