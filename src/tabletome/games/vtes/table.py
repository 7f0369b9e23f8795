"""Setting up a table (VT-SETUP): seats, decks shuffled and cut, hands, crypts, pools, the Edge."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletome.engine.fields import init_fields
from tabletome.engine.rng import Rng

from .decks import Decklist
from .phases import Turn
from .state import VTESState

START_POOL = 30  # VT-SETUP-05
HAND_SIZE = 7  # VT-SETUP-09
START_CRYPT = 4  # VT-SETUP-10


def new_table(
    decks: Sequence[Decklist],
    seed: int,
    first: int | None = None,
    public: Sequence[bool] | None = None,
    options: Mapping[str, Any] | None = None,
) -> VTESState:
    """A table of ``len(decks)`` Methuselahs seated clockwise in the order given (VT-SETUP-02).

    The first Methuselah is ``first``, or drawn from the seed (VT-SETUP-02). Each crypt and library
    is shuffled by the state's generator, which stands in for the shuffle and the predator's cut
    (VT-SETUP-08, AMB-25); 7 cards are drawn (VT-SETUP-09), 4 crypt cards dealt face down to the
    uncontrolled region (VT-SETUP-10); 30 pool each (VT-SETUP-05); the Edge in the centre
    (VT-SETUP-07). ``public[t]``: whether seat t's decklist is known to all (a preconstructed deck).
    """
    from . import effects  # noqa: F401  # the card effects register themselves

    n = len(decks)
    if not 2 <= n <= 6:
        raise ValueError(f"V:TES takes 2 to 6 Methuselahs, not {n} (VT-SETUP-01).")
    rng = Rng(seed)
    s = object.__new__(VTESState)
    init_fields(  # every other field starts as state.py declares it
        s,
        players=n,
        rng=rng,
        decks=tuple(decks),
        public_decks=tuple(public) if public is not None else (True,) * n,
        opts=dict(options or {}),
        pool=[START_POOL] * n,
        current=-1,  # drawn below, after the shuffles (the generator's order is the game's)
        first=-1,
    )
    for t, deck in enumerate(decks):
        library = [c.id for c, k in deck.library for _ in range(k)]
        crypt = [c.id for c, k in deck.crypt for _ in range(k)]
        rng.shuffle(crypt)
        rng.shuffle(library)
        s.hand[t] = [library.pop() for _ in range(min(HAND_SIZE, len(library)))]
        dealt = [crypt.pop() for _ in range(min(START_CRYPT, len(crypt)))]
        s.library[t] = library
        s.crypt[t] = crypt
        for card in dealt:
            s.uncontrolled[t].append(_minion(s, card, t))
    s.first = s.current = rng.below(n) if first is None else first % n
    s.push(Turn())
    s.settle()
    return s


def _minion(s: VTESState, card: int, owner: int) -> int:
    from .ops import new_minion

    return new_minion(s, card, owner)
