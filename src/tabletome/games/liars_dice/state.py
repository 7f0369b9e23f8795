"""The Liar's Dice state: the cups as a zone of hidden values (a world draws the dice a seat cannot
see again from the die: never the true dice, nor their multiset), the bid, and the frame stack."""

from __future__ import annotations

from typing import Any, ClassVar

from tabletome.engine.flow import FlowState
from tabletome.engine.game import Game, Outcome
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled, State
from tabletome.engine.zones import OWNER, Die, Viewer, Zone

from .actions import BIDS
from .data import LiarsEdition

D6 = Die("d6", (1, 2, 3, 4, 5, 6))  # LD-SETUP-01
CUPS = Zone("cups", "dice", OWNER, values=D6)  # LD-SETUP-02: one cup per seat, seen by its owner


class LiarsState(FlowState, Assembled, State):
    __slots__ = ("edition", "players", "options", "rng", "log", "reveals", "_legal", "stack", "stops",
                 "cups", "bid", "bidder", "shown", "out", "outcome_")  # fmt: skip

    game: ClassVar[Game]
    ZONES = (CUPS,)

    def __init__(self, ed: LiarsEdition, seed: int, options: dict[str, Any]) -> None:
        from .rules import setup

        self.edition, self.players, self.options = ed, int(options["players"]), options
        self.rng, self.log, self.reveals, self._legal = Rng(seed), None, 0, None
        self.stack, self.stops = [], [None] * self.players
        self.cups = [[0] * ed.per_player for _ in range(self.players)]
        self.bid = self.bidder = -1  # the round's last bid (its index in BIDS) and its bidder; -1: none yet
        self.shown: list[list[int]] = []  # every cup as the last call showed it (LD-CHAL-01): public
        self.out: list[int] = []  # the seats out of the game, in the order they went out (LD-END-01)
        self.outcome_: Outcome | None = None
        setup(self)

    def outcome(self) -> Outcome | None:
        return self.outcome_

    def clone(self) -> LiarsState:
        c = object.__new__(type(self))
        c.edition, c.players, c.options, c.rng, c.log = self.edition, self.players, self.options, self.rng.clone(), None
        c.reveals, c._legal, c.stack, c.stops = self.reveals, self._legal, self.copy_stack(), self.stops[:]
        c.cups = [cup[:] for cup in self.cups]
        c.bid, c.bidder, c.shown, c.out, c.outcome_ = self.bid, self.bidder, self.shown, self.out[:], self.outcome_
        return c

    def show(self, viewer: Viewer) -> dict[str, Any]:
        return {
            "players": self.players,
            "ones": self.options["ones"],
            "cups": [CUPS.show(self, viewer, t) for t in range(self.players)],  # others' cups: a count
            "bid": str(BIDS[self.bid]) if self.bid >= 0 else None,
            "bidder": self.seat_name(self.bidder) if self.bidder >= 0 else None,
            "shown": self.shown,
            "out": [self.seat_name(t) for t in self.out],
        }
