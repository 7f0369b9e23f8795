"""The shape every effect primitive has: a small frozen record of its amounts that does what it says
when called with ``(state, play)``, and says what it gives (:class:`Gives`) to whoever reads it (the
scripted player, the coverage report).

A card's effect is a primitive (``Bleed(2)``), a sequence of them (``Seq(Stealth(1), Bleed(1))``), or
code the vocabulary cannot say, wrapped with what it gives (``Code(fn, Gives(bleed=1))``): code is
never anonymous, so the coverage report can tell a card written as data from one written in code.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...hooks import Play
    from ...state import VTESState


@dataclass(frozen=True, slots=True)
class Gives:
    """What an effect gives its player, in numbers and words: read by the scripted player.

    The numbers add up over a sequence (``hit`` keeps the best, -1 for "no hand strike"); ``tags``
    name what numbers cannot ("enter-combat", "on-success", "put-on-self"...; the list is in
    effects/README.md)."""

    bleed: int = 0
    stealth: int = 0
    intercept: int = 0
    votes: int = 0
    strength: int = 0
    prevent: int = 0
    minus_icpt: int = 0  # the blocking minion's intercept lowered
    reduce: int = 0  # a bleed against you reduced (9: to 0)
    blood: int = 0  # blood added or gained
    steal: int = 0  # blood or life stolen by a strike
    hit: int = -1  # a hand strike at +N (-1: none)
    damage: int = 0  # a damage strike (ranged or not)
    env: int = 0  # environmental damage to the opposing minion each round
    burn_pool: int = 0  # pool the target Methuselah burns
    agg: bool = False
    ends: bool = False  # strike: combat ends
    dodge: bool = False
    maneuver: bool = False
    press: bool = False
    additional: bool = False
    unlock: bool = False
    wake: bool = False
    bounce: bool = False  # the target of a bleed changed
    block: bool = False  # unlock and attempt to block
    fails: bool = False  # a block attempt fails
    harmful: bool = False  # aimed at a rival's minion or Methuselah
    tags: frozenset[str] = frozenset()

    def __add__(self, other: Gives) -> Gives:
        out: dict[str, Any] = {}
        for f in fields(self):
            a, b = getattr(self, f.name), getattr(other, f.name)
            if f.name == "hit":
                out[f.name] = max(a, b)
            elif f.name == "tags":
                out[f.name] = a | b
            elif isinstance(a, bool):
                out[f.name] = a or b
            else:
                out[f.name] = a + b
        return Gives(**out)

    def tagged(self, *tags: str) -> Gives:
        return Gives(
            **{f.name: getattr(self, f.name) for f in fields(self) if f.name != "tags"}, tags=self.tags | set(tags)
        )

    def has(self, tag: str) -> bool:
        return tag in self.tags


NOTHING = Gives()


def tags(*names: str) -> Gives:
    return Gives(tags=frozenset(names))


class Prim:
    """An effect primitive: ``prim(state, play)`` does it; ``gives()`` says what it gives."""

    __slots__ = ()

    def __call__(self, s: VTESState, p: Play) -> None:
        raise NotImplementedError

    def gives(self) -> Gives:
        return NOTHING


def gives_of(effect: object) -> Gives:
    """What an effect gives: a primitive says; a plain function (a test's) gives nothing known."""
    return effect.gives() if isinstance(effect, Prim) else NOTHING


@dataclass(frozen=True, slots=True)
class Seq(Prim):
    """Several effects, in order ("+1 stealth and +1 bleed")."""

    effects: tuple[Callable[..., None], ...]

    def __call__(self, s: VTESState, p: Play) -> None:
        for e in self.effects:
            e(s, p)

    def gives(self) -> Gives:
        out = NOTHING
        for e in self.effects:
            out = out + gives_of(e)
        return out


def seq(*effects: Callable[..., None]) -> Seq:
    return Seq(tuple(effects))


@dataclass(frozen=True, slots=True)
class Code(Prim):
    """What the vocabulary cannot say: a card's own code, with what it gives (for the scripted player).
    Every use of it marks its card as implemented by code in the coverage report."""

    fn: Callable[..., None]
    says: Gives = field(default=NOTHING)

    def __call__(self, s: VTESState, p: Play) -> None:
        self.fn(s, p)

    def gives(self) -> Gives:
        return self.says


def code(fn: Callable[..., None], **says: Any) -> Code:
    """``code(fn, bleed=1, tags=("on-success",))``: the card's own function and what it gives."""
    tag_names = frozenset(says.pop("tags", ()))
    return Code(fn, Gives(**says, tags=tag_names))


@dataclass(frozen=True, slots=True)
class Tagged(Prim):
    """An effect, with what the card does besides it that the scripted player should know of
    (``more``): "put in play" of a card that makes its controller burn pool later; "put on this
    vampire" of a card giving it +1 bleed."""

    effect: Prim
    more: Gives

    def __call__(self, s: VTESState, p: Play) -> None:
        self.effect(s, p)

    def gives(self) -> Gives:
        return self.effect.gives() + self.more


def tagged(effect: Prim, *names: str, **numbers: Any) -> Tagged:
    """``tagged(PutInPlay(), "burns-own-pool")``, ``tagged(PutOn("by"), bleed=1)``."""
    return Tagged(effect, Gives(**numbers, tags=frozenset(names)))
