"""The Crazy Eights state: the stock, the hands and the discard pile as zones, and the frame stack.

Hidden information: the order of the stock and every hand but one's own. The zones say so, and
``view``, ``public_view``, ``full_view`` and ``determinize`` are assembled from them.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tabletome.engine.fields import LIST, NESTED, SHARED, VALUE, field, init_fields
from tabletome.engine.flow import FlowGameState
from tabletome.engine.game import Game
from tabletome.engine.i18n import SOURCE, language, use
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled
from tabletome.engine.zones import HIDDEN, OWNER, PUBLIC, Viewer, Zone

from .data import EightsEdition


def _name(state: Any, card: int) -> str:
    return str(state.ed.card_name(card))


class EightsState(Assembled, FlowGameState):
    game: ClassVar[Game]
    ZONES = (
        Zone("stock", "cards", HIDDEN, label=_name),  # CE-SETUP-03: face down, top = last
        Zone("hands", "cards", OWNER, label=_name),
        Zone("discard", "cards", PUBLIC, label=_name),  # top = last
    )

    ed: EightsEdition = field(SHARED)
    stock: list[int] = field(LIST, factory=list)
    hands: list[list[int]] = field(NESTED)
    discard: list[int] = field(LIST, factory=list)
    suit: int = field(VALUE, default=-1)  # the suit an eight named (-1: follow the top card)
    passes: int = field(VALUE, default=0)  # passes in a row while the stock is empty (CE-END-02)

    def __init__(self, ed: EightsEdition, seed: int, options: dict[str, Any]) -> None:
        from . import rules

        players: int = options["players"]
        init_fields(
            self,
            ed=ed,
            players=players,
            options=options,
            rng=Rng(seed),
            stops=[None] * players,
            hands=[[] for _ in range(players)],
        )
        rules.setup(self)

    @property
    def edition(self) -> EightsEdition:
        return self.ed

    def seat_name(self, seat: int) -> str:
        return f"player {seat + 1}"

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
            "prompt": self.prompt_for(viewer, SOURCE),
        }

    def prompt_for(self, viewer: Viewer, lang: str | None = None) -> str:
        """The question of the moment as ``viewer`` may read it: the mover's own (it may tell what
        their hand holds) for the mover, its public wording for everyone else; a view keeps it in
        English (``lang`` SOURCE: agents read views), a picture tells it again (render.py)."""
        top = self.stack[-1] if self.stack else None
        public = getattr(top, "public_prompt", None)
        with use(lang or language()):
            if top is None or public is None or viewer is None or viewer == top.seat:
                return self.prompt()
            return str(public(self))
