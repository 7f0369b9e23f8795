"""Combat cards (VT-CARD-53, VT-CMB-05): strikes, maneuvers, presses, prevention, combat effects."""

from __future__ import annotations

from ..combat import Strike
from ..hooks import COMBAT, Use
from .base import B, S, card, in_damage_to_self, prevent_damage, strike_with

STRIKE = frozenset(("strike",))
DAMAGE = frozenset(("damage",))

card(
    "Theft of Vitae",
    Use(
        COMBAT,
        strike_with(Strike("steal", 1, ranged=True, name="steal 1 blood (ranged)")),
        key="basic",
        disc=B("tha"),
        moments=STRIKE,
        text="strike, ranged: steal 1 blood",
    ),
    Use(
        COMBAT,
        strike_with(Strike("steal", 2, ranged=True, name="steal 2 blood (ranged)")),
        key="superior",
        disc=S("tha"),
        moments=STRIKE,
        text="strike, ranged: steal 2 blood",
    ),
)

card(
    "Roundhouse",
    Use(
        COMBAT,
        strike_with(Strike("hand", 2, name="hand strike +2")),
        key="basic",
        disc=B("pot"),
        moments=STRIKE,
        text="strike: hand strike at +2 damage",
    ),
    Use(
        COMBAT,
        strike_with(Strike("hand", 3, name="hand strike +3")),
        key="superior",
        disc=S("pot"),
        moments=STRIKE,
        text="strike: hand strike at +3 damage",
    ),
)

card(
    "Majesty",
    Use(
        COMBAT,
        strike_with(Strike("ends", name="combat ends")),
        key="basic",
        disc=B("pre"),
        moments=STRIKE,
        text="strike: combat ends",
    ),
    Use(
        COMBAT,
        strike_with(Strike("ends", name="combat ends, unlock", after="unlock")),
        key="superior",
        disc=S("pre"),
        moments=STRIKE,
        text="strike: combat ends, and unlock this vampire",
    ),
)

card(
    "Hidden Strength",
    Use(
        COMBAT,
        lambda s, p: prevent_damage(p.x + 1)(s, p),
        key="basic",
        disc=B("for"),
        moments=DAMAGE,
        when=in_damage_to_self,
        text="prevent X+1 damage",
    ),
)
