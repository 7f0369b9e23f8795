"""The Crazy Eights state: the stock, the hands and the discard pile as zones, and the frame stack.

Hidden information: the order of the stock and every hand but one's own. The zones say so, and
``view``, ``public_view``, ``full_view`` and ``determinize`` are assembled from them.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tabletome.engine.flow import FlowState, Frame
from tabletome.engine.game import Game, Outcome
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled, State
from tabletome.engine.zones import HIDDEN, OWNER, PUBLIC, Viewer, Zone

from .data import EightsEdition


def _name(state: Any, card: int) -> str:
    return str(state.ed.card_name(card))


class EightsState(FlowState, Assembled, State):
    __slots__ = (
        "ed",
        "players",
        "options",
        "rng",
        "log",
        "reveals",
        "_legal",
        "stack",
        "stops",
        "stock",
        "hands",
        "discard",
        "suit",
        "passes",
        "outcome_",
    )

    game: ClassVar[Game]
    ZONES = (
        Zone("stock", "cards", HIDDEN, label=_name),  # CE-SETUP-03: face down, top = last
        Zone("hands", "cards", OWNER, label=_name),
        Zone("discard", "cards", PUBLIC, label=_name),  # top = last
    )

    ed: EightsEdition
    players: int
    options: dict[str, Any]
    rng: Rng
    log: list[tuple[int, str]] | None
    reveals: int
    _legal: Any
    stack: list[Frame]
    stops: list[frozenset[str] | None]
    stock: list[int]
    hands: list[list[int]]
    discard: list[int]
    suit: int  # the suit an eight named (-1: follow the top card)
    passes: int  # passes in a row while the stock is empty (CE-END-02)
    outcome_: Outcome | None

    def __init__(self, ed: EightsEdition, seed: int, options: dict[str, Any]) -> None:
        from . import rules

        self.ed = ed
        self.players = int(options["players"])
        self.options = options
        self.rng = Rng(seed)
        self.log = None
        self.reveals = 0
        self._legal = None
        self.stack = []
        self.stops = [None] * self.players
        self.stock = []
        self.hands = [[] for _ in range(self.players)]
        self.discard = []
        self.suit = -1
        self.passes = 0
        self.outcome_ = None
        rules.setup(self)

    @property
    def edition(self) -> EightsEdition:  # type: ignore[override]
        return self.ed

    def outcome(self) -> Outcome | None:
        return self.outcome_

    def seat_name(self, seat: int) -> str:
        return f"player {seat + 1}"

    def clone(self) -> EightsState:
        c = object.__new__(type(self))
        c.ed = self.ed
        c.players = self.players
        c.options = self.options
        c.rng = self.rng.clone()
        c.log = None
        c.reveals = self.reveals
        c._legal = self._legal
        c.stack = self.copy_stack()
        c.stops = self.stops[:]
        c.stock = self.stock[:]
        c.hands = [h[:] for h in self.hands]
        c.discard = self.discard[:]
        c.suit = self.suit
        c.passes = self.passes
        c.outcome_ = self.outcome_
        return c

    def show(self, viewer: Viewer) -> dict[str, Any]:
        zones = {z.attr: z for z in self.ZONES}
        top = self.discard[-1] if self.discard else -1
        return {
            "players": self.players,
            "stock": zones["stock"].show(self, viewer),
            "hands": [zones["hands"].show(self, viewer, t) for t in range(self.players)],
            "discard": zones["discard"].show(self, viewer),
            "top": self.ed.card_name(top) if top >= 0 else None,
            "suit": self.ed.suits[self.suit] if self.suit >= 0 else None,
            "passes": self.passes,
            "prompt": self.prompt_for(viewer),
        }

    def prompt_for(self, viewer: Viewer) -> str:
        """The question of the moment as ``viewer`` may read it: the mover's own (it may tell what
        their hand holds) for the mover, its public wording for everyone else."""
        top = self.stack[-1] if self.stack else None
        public = getattr(top, "public_prompt", None)
        if top is None or public is None or viewer is None or viewer == top.seat:
            return self.prompt()
        return str(public(self))
