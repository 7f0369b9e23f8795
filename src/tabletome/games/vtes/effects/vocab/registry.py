"""Registering a card: how it is played from hand (:func:`card`, one :class:`~...hooks.Use` per way,
each at a discipline level: :func:`levels`, :func:`B`, :func:`S`), what it does in play
(:func:`abilities`, :func:`static`, :func:`flag`, :func:`event`, :func:`strikes`), a vampire's text
(:func:`vampire`), and a card's own code hooked into the rules (:func:`hook`, :func:`on`), always
under the card's name so that the coverage report can tell data from code."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from ...cards import load_cards
from ...hooks import (
    ABILITIES,
    CARDS,
    COVERAGE,
    Ability,
    CardDef,
    Pred,
    Use,
    abilities_added,
    add_event,
    add_flag,
    add_static,
    listen,
)
from ...model import BASIC, SUPERIOR, facts
from ...play import ANYONE

if TYPE_CHECKING:
    from ...combat import Combat, Strike
    from ...state import VTESState

F = TypeVar("F", bound=Callable[..., Any])


@cache
def card_id(name: str) -> int:
    return int(load_cards().named(name).id)


class WhileOnTable:
    """A rule that does nothing while the card its field ``NAMED_BY`` names (``card``) is neither a
    minion nor a card in play: ``hooks.active`` leaves it out at such a table."""

    __slots__ = ()
    NAMED_BY: ClassVar[str] = "card"

    @property
    def needs(self) -> int:
        return card_id(getattr(self, self.NAMED_BY))


class WhileMinionOnTable(WhileOnTable):
    """A rule of the minion ``minion`` (a vampire or an ally) that does nothing while it is not a
    minion (``hooks.active``)."""

    __slots__ = ()
    NAMED_BY = "minion"


class WhileVampireOnTable(WhileOnTable):
    """A vampire's rule that does nothing while ``vampire`` is not a minion (``hooks.active``)."""

    __slots__ = ()
    NAMED_BY = "vampire"


def card(
    name: str,
    *uses: Use | Iterable[Use],
    requires: Pred | None = None,
    requires_text: str = "",
    kinds: Iterable[str] = (),
) -> int:
    """Register how a library card is played (its uses, in order: a play names one by its index);
    returns its id."""
    cid = card_id(name)
    if cid in CARDS:
        raise ValueError(f"{name} is defined twice")
    flat: list[Use] = []
    for u in uses:
        flat.extend([u] if isinstance(u, Use) else u)
    CARDS[cid] = CardDef(facts(cid).name, tuple(flat), requires, requires_text, frozenset(kinds))
    COVERAGE.library.add(cid)
    return cid


def abilities(name: str, *abs_: Ability) -> int:
    """Register what a card in play (or a minion's own text) lets its controller do (in order: a use
    names one by its number)."""
    cid = card_id(name)
    ABILITIES[cid] = (*ABILITIES.get(cid, ()), *abs_)
    abilities_added[0] += 1
    if any(a.user == "any" for a in abs_):
        ANYONE.add(cid)
    return cid


def vampire(name: str) -> int:
    """Mark a vampire's text as implemented (its abilities, statics, events registered alongside)."""
    cid = card_id(name)
    COVERAGE.crypt.add(cid)
    return cid


def static(name: str, stat: str, fn: Callable[[VTESState, int, int], int], everywhere: bool = False) -> None:
    """A number changed while the card is in play (hooks.STATICS)."""
    add_static(stat, card_id(name), fn, everywhere)


def flag(name: str, which: str, fn: Callable[[VTESState, int, int], bool]) -> None:
    """A yes/no rule while the card is in play (hooks.FLAGS)."""
    add_flag(which, card_id(name), fn)


def event(
    name: str,
    which: str,
    fn: Callable[[VTESState, int, dict[str, Any]], None],
    due: Callable[[VTESState, int, int], bool] | None = None,
) -> None:
    """A handler of ``which`` for the card; an unlock-phase effect gives ``due(s, src, seat)``: whether
    it acts in that Methuselah's unlock phase (VT-UNL-02: carried out in the order chosen)."""
    add_event(which, card_id(name), fn, due)


def strikes(name: str, fn: Callable[[VTESState, Combat, int, int], list[Strike]]) -> None:
    """The strikes the card gives its bearer (or the minion whose card it is)."""
    from ..core import STRIKES

    STRIKES[card_id(name)] = fn


#: card id -> the vocabulary's rules put in a rules registry for the card (coverage: data).
RULES: dict[int, list[Any]] = {}


def rule(name: str, registry: list[Any] | dict[Any, Any], fn: Any, key: Any = None) -> None:
    """A rule of the vocabulary, made for the card (:class:`~.inplay.Held`), put in a registry of the
    rules (a list: ``core.UNLOCK_RULES``...; a dict under ``key``: ``core.STRIKE_EFFECTS``)."""
    if isinstance(registry, dict):
        registry[key] = fn
    else:
        registry.append(fn)
    RULES.setdefault(card_id(name), []).append(fn)


# ------------------------------------------------------------------------ a card's code in the rules

#: card id -> the card's own functions hooked into the rules' registries (coverage: code).
CODE: dict[int, list[Callable[..., Any]]] = {}


def hook(name: str | tuple[str, ...], registry: list[Any] | dict[Any, Any], fn: F, key: Any = None) -> F:
    """Hook a card's own function (or one several cards share) into a registry of the rules (a list
    of ``effects/core.py`` or ``hooks.py``, or a dict under ``key``)."""
    if isinstance(registry, dict):
        registry[key] = fn
    else:
        registry.append(fn)
    for n in (name,) if isinstance(name, str) else name:
        CODE.setdefault(card_id(n), []).append(fn)
    return fn


def hook_while_on_table(name: str, registry: list[Any], fn: F) -> F:
    """:func:`hook` for a card's function that does nothing while the card ``name`` is neither a
    minion nor a card in play (it reads that card's minion first): the function ``needs`` it, so
    ``hooks.active`` leaves it out at such a table, as a :class:`WhileOnTable` rule."""
    fn.needs = card_id(name)  # type: ignore[attr-defined]  # a function's attribute, read by hooks.active
    return hook(name, registry, fn)


def on(name: str, event_name: str, fn: F) -> F:
    """A card's own listener of an event of the rules (hooks.LISTENERS), whatever is in play."""
    listen(event_name, fn)
    CODE.setdefault(card_id(name), []).append(fn)
    return fn


#: Functions a card lends to other cards' entries in the registries (a static of every Toreador
#: vampire while a Toreador Justicar referendum is polled): the card lending them owns them.
LENT: set[Callable[..., Any]] = set()


def lend_static(owner: str, stat: str, fn: Callable[[VTESState, int, int], int], cards: Iterable[int]) -> None:
    """A number a card changes for other cards, registered on each of them (``owner``'s code)."""
    for c in cards:
        add_static(stat, c, fn)
    LENT.add(fn)
    CODE.setdefault(card_id(owner), []).append(fn)


def lend_flag(owner: str, which: str, fn: Callable[[VTESState, int, int], bool], cards: Iterable[int]) -> None:
    """A yes/no rule a card sets for other cards, registered on each of them (``owner``'s code)."""
    for c in cards:
        add_flag(which, c, fn)
    LENT.add(fn)
    CODE.setdefault(card_id(owner), []).append(fn)


# ------------------------------------------------------------------------ discipline levels


def B(*codes: str) -> tuple[tuple[str, int], ...]:
    """Basic level of each discipline (VT-CARD-09)."""
    return tuple((c, BASIC) for c in codes)


def S(*codes: str) -> tuple[tuple[str, int], ...]:
    """Superior level of each discipline (VT-CARD-09)."""
    return tuple((c, SUPERIOR) for c in codes)


def _codes(codes: str | tuple[str, ...]) -> tuple[str, ...]:
    return (codes,) if isinstance(codes, str) else codes


def basic(codes: str | tuple[str, ...], use: Use) -> Use:
    """The use at basic level of the discipline(s) ("mode basic")."""
    return replace(use, key="basic", disc=B(*_codes(codes)))


def superior(codes: str | tuple[str, ...], use: Use) -> Use:
    """The use at superior level of the discipline(s) ("mode superior")."""
    return replace(use, key="superior", disc=S(*_codes(codes)))


def levels(codes: str | tuple[str, ...], basic_use: Use, superior_use: Use) -> tuple[Use, Use]:
    """A card's basic and superior uses: ``levels("dom", bleed_mod(2), bleed_mod(3))``."""
    return basic(codes, basic_use), superior(codes, superior_use)


def either_levels(codes: tuple[str, ...], basic_use: Use, superior_use: Use) -> tuple[Use, ...]:
    """A card played with either of several disciplines at each level ("[pot] or [pre] ... [POT] or
    [PRE] ..."): the modes ``pot``, ``pre`` (basic) and ``pot-superior``, ``pre-superior``."""
    return tuple(mode(code, basic_use) for code in codes) + tuple(
        replace(superior_use, key=f"{code}-superior", disc=S(code)) for code in codes
    )


def mode(code: str, use: Use, key: str = "") -> Use:
    """A card played with one of several disciplines ("[ani] ... [for] ..."): the mode is named
    after its discipline."""
    return replace(use, key=key or code, disc=B(code))


def as_too(use: Use, *types: str) -> tuple[Use, ...]:
    """The same use as each of the card's types ("Action Modifier/Reaction": one way each)."""
    return tuple(replace(use, as_=t) for t in types)
