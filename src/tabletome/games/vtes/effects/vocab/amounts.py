"""Amounts: a number printed on the card, or one the play fixes ("+X bleed", "prevent X+1 damage"),
or one the text makes depend on the minion playing it ("+1 more if this vampire is Toreador")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...model import facts
from ...stats import has_clan, is_vampire
from ...traits import master_clan
from .when import Kind

if TYPE_CHECKING:
    from ...hooks import Play
    from ...state import VTESState

#: What an X is taken to be when nothing fixes it yet (the scripted player's guess).
TYPICAL_X = 2


@dataclass(frozen=True, slots=True)
class X:
    """ "X" (the value paid for the card, VT-CARD-26), ``times`` over ("2X+1"), plus ``plus``."""

    plus: int = 0
    times: int = 1


@dataclass(frozen=True, slots=True)
class More:
    """``n``, and ``more`` if the minion playing the card is of ``kind`` ("+1 bleed, +1 more if this
    vampire is Toreador")."""

    n: int
    kind: Kind
    more: int = 1


@dataclass(frozen=True, slots=True)
class PerAshCards:
    """ "+1 for every ``per`` cards in the ash heap of the target Methuselah" (the Methuselah the action
    is directed at)."""

    per: int = 10


@dataclass(frozen=True, slots=True)
class PerEnslavingClan:
    """ "+1 for each ready vampire of the enslaving clan you control": of the master clan of the Slave
    playing the card (VT-TRAIT-10)."""


Amount = int | X | More | PerAshCards | PerEnslavingClan


def amount(n: Amount, s: VTESState, p: Play) -> int:
    """The amount for this play."""
    if isinstance(n, int):
        return n
    if isinstance(n, X):
        return p.x * n.times + n.plus
    if isinstance(n, PerAshCards):
        from .action import action_of

        a = action_of(s)
        return len(s.ash[a.target_seat]) // n.per if a is not None and a.target_seat >= 0 else 0
    if isinstance(n, PerEnslavingClan):
        return enslaving_vampires(s, p)
    return n.n + (n.more if p.by in s.minions and n.kind(s, p.by) else 0)


def enslaving_vampires(s: VTESState, p: Play) -> int:
    clan = master_clan(facts(s.minions[p.by].card)) if p.by in s.minions else None
    if not clan:
        return 0
    return sum(1 for v, _m in s.ready_minions(p.seat) if is_vampire(s, v) and has_clan(s, v, clan))


def typical(n: Amount) -> int:
    """The amount as a reader of the card expects it (an X taken as :data:`TYPICAL_X`)."""
    if isinstance(n, int):
        return n
    if isinstance(n, X):
        return TYPICAL_X * n.times + n.plus
    if isinstance(n, PerAshCards | PerEnslavingClan):
        return 1
    return n.n
