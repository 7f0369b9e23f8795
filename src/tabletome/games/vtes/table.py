"""Setting up a table (VT-SETUP): seats, decks shuffled and cut, hands, crypts, pools, the Edge."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletome.engine.rng import Rng

from .decks import Decklist
from .phases import Turn
from .state import CENTRE, UNLOCK, VTESState

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
    s = object.__new__(VTESState)
    s.players = n
    s.rng = Rng(seed)
    s.log = None
    s.reveals = 0
    s._legal = None
    s.stack = []
    s.stops = [None] * n
    s.outcome_ = None
    s.decks = tuple(decks)
    s.public_decks = tuple(public) if public is not None else (True,) * n
    s.opts = dict(options or {})
    s.edition = None
    s.minions = {}
    s.placed = {}
    s.next_uid = 0
    s.pool = [START_POOL] * n
    s.library, s.hand, s.crypt, s.uncontrolled = [], [], [], []
    for t, deck in enumerate(decks):
        library = [c.id for c, k in deck.library for _ in range(k)]
        crypt = [c.id for c, k in deck.crypt for _ in range(k)]
        s.rng.shuffle(crypt)
        s.rng.shuffle(library)
        s.hand.append([library.pop() for _ in range(min(HAND_SIZE, len(library)))])
        dealt = [crypt.pop() for _ in range(min(START_CRYPT, len(crypt)))]
        s.library.append(library)
        s.crypt.append(crypt)
        s.uncontrolled.append([])
        for card in dealt:
            s.uncontrolled[t].append(_minion(s, card, t))
    for name in ("ash", "removed", "ready", "torpor", "inplay", "contested", "aside"):
        setattr(s, name, [[] for _ in range(n)])
    s.delayed = [() for _ in range(n)]
    s.known = [[() for _ in range(n)] for _ in range(n)]
    s.vp = [0.0] * n
    s.ousted_on = [0] * n
    s.edge = CENTRE
    s.turn = 1
    s.first = s.current = s.rng.below(n) if first is None else first % n
    s.phase = UNLOCK
    s.transfers = 0
    s.phase_actions = 0
    s.marks = {}
    s.game_marks = {}
    s.push(Turn())
    s.settle()
    return s


def _minion(s: VTESState, card: int, owner: int) -> int:
    from .ops import new_minion

    return new_minion(s, card, owner)
