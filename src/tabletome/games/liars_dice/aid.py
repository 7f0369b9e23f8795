"""The player aid's kinds of move (engine/aid.py); the rules judge every bid, lowest first, or the call."""

from tabletome.engine.i18n import N_

from .actions import BIDS, LIAR

KINDS = {"bid": N_("No bid can be made now"), "liar": N_("You cannot call liar now")}


def candidates(s: object, seat: int, kind: str) -> tuple[object, ...]:
    return BIDS if kind == "bid" else (LIAR,)
