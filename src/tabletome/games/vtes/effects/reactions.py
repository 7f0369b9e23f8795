"""Reaction cards (VT-CARD-50 to VT-CARD-52): played by ready unlocked minions of other Methuselahs."""

from __future__ import annotations

from ..hooks import REACTION, Use
from .base import (
    B,
    S,
    bleed_targets_other,
    bleeding_you_after_blocks,
    both,
    card,
    directed_at_you,
    intercept_up,
    is_blocker,
    lock_self,
    redirect,
    wake,
)

card(
    "Deflection",
    Use(
        REACTION,
        both(lock_self, redirect),
        key="basic",
        disc=B("dom"),
        when=bleeding_you_after_blocks,
        targets=bleed_targets_other,
        text="lock; change the target of the bleed",
    ),
    Use(
        REACTION,
        redirect,
        key="superior",
        disc=S("dom"),
        when=bleeding_you_after_blocks,
        targets=bleed_targets_other,
        text="change the target of the bleed, without locking",
    ),
)

card(
    "Eyes of Argus",
    Use(
        REACTION,
        intercept_up(2),
        key="basic",
        disc=B("aus"),
        when=lambda s, ctx, seat, uid: directed_at_you(s, ctx, seat, uid) and is_blocker(s, ctx, seat, uid),
        needs="intercept",
        text="+2 intercept",
    ),
    Use(
        REACTION, wake, key="superior", disc=S("aus"), locked=True, vampire=True, moments=frozenset(("A",)), text="wake"
    ),
)

card(
    "On the Qui Vive",
    Use(REACTION, wake, locked=True, moments=frozenset(("A",)), text="this minion wakes"),
)
