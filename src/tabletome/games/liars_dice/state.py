"""The Liar's Dice state: the cups as a zone of hidden values (a world draws the dice a seat cannot
see again from the die: never the true dice, nor their multiset), the bid, and the frame stack."""

from __future__ import annotations

from typing import Any, ClassVar

from tabletome.engine.fields import LIST, NESTED, SHARED, VALUE, field, init_fields
from tabletome.engine.flow import FlowGameState
from tabletome.engine.game import Game
from tabletome.engine.i18n.retell import english
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled
from tabletome.engine.zones import OWNER, Die, Viewer, Zone

from .actions import BIDS
from .data import LiarsEdition

D6 = Die("d6", (1, 2, 3, 4, 5, 6))  # LD-SETUP-01
CUPS = Zone("cups", "dice", OWNER, values=D6)  # LD-SETUP-02: one cup per seat, seen by its owner


class LiarsState(Assembled, FlowGameState):
    game: ClassVar[Game]
    ZONES = (CUPS,)

    edition: LiarsEdition = field(SHARED)
    cups: list[list[int]] = field(NESTED)
    bid: int = field(VALUE, default=-1)  # the round's last bid (its index in BIDS); -1: none yet
    bidder: int = field(VALUE, default=-1)  # who made it
    shown: list[list[int]] = field(VALUE, factory=list)  # the cups the last call showed, replaced (LD-CHAL-01)
    out: list[int] = field(LIST, factory=list)  # the seats out, in the order they went out (LD-END-01)

    def __init__(self, ed: LiarsEdition, seed: int, options: dict[str, Any]) -> None:
        from .rules import setup

        n: int = options["players"]
        cups = [[0] * ed.per_player for _ in range(n)]
        init_fields(self, edition=ed, players=n, options=options, rng=Rng(seed), stops=[None] * n, cups=cups)
        setup(self)

    def show(self, viewer: Viewer) -> dict[str, Any]:
        return {
            "players": self.players,
            "prompt": english(self.prompt),  # agents read views: the page says it in the reader's language
            "ones": self.options["ones"],
            "cups": [CUPS.show(self, viewer, t) for t in range(self.players)],  # others' cups: a count
            "bid": str(BIDS[self.bid]) if self.bid >= 0 else None,
            "bidder": self.seat_name(self.bidder) if self.bidder >= 0 else None,
            "shown": self.shown,
            "out": [self.seat_name(t) for t in self.out],
        }
