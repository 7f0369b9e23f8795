"""Action modifier cards (VT-CARD-47 to VT-CARD-49): played by the acting minion during its action."""

from __future__ import annotations

from ..hooks import MODIFIER, Use
from .base import B, S, bleed_up, both, card, during_bleed, stealth_up

card(
    "Bonding",
    Use(
        MODIFIER, bleed_up(1), key="basic", disc=B("dom"), when=during_bleed, limited="bleed", text="+1 bleed (limited)"
    ),
    Use(
        MODIFIER,
        both(stealth_up(1), bleed_up(1)),
        key="superior",
        disc=S("dom"),
        when=during_bleed,
        limited="bleed",
        text="+1 stealth and +1 bleed (limited)",
    ),
)

card(
    "Conditioning",
    Use(
        MODIFIER, bleed_up(2), key="basic", disc=B("dom"), when=during_bleed, limited="bleed", text="+2 bleed (limited)"
    ),
    Use(
        MODIFIER,
        bleed_up(3),
        key="superior",
        disc=S("dom"),
        when=during_bleed,
        limited="bleed",
        text="+3 bleed (limited)",
    ),
)
