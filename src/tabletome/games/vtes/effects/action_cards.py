"""Action cards (VT-CARD-46, VT-ACT-31): the action each card announces and what it does on success."""

from __future__ import annotations

from ..hooks import ACTION, ActionSpec, Use
from .base import B, S, add_blood, card, younger_uncontrolled

card(
    "Govern the Unaligned",
    Use(ACTION, key="basic", disc=B("dom"), action=ActionSpec(bleed=2), text="bleed with +2 bleed"),
    Use(
        ACTION,
        add_blood(3),
        key="superior",
        disc=S("dom"),
        action=ActionSpec(stealth=1),
        targets=younger_uncontrolled,
        text="+1 stealth action: add 3 blood to a younger vampire in your uncontrolled region",
    ),
)

card(
    "Enchant Kindred",
    Use(ACTION, key="basic", disc=B("pre"), action=ActionSpec(bleed=1), text="bleed with +1 bleed"),
    Use(
        ACTION,
        add_blood(2),
        key="superior",
        disc=S("pre"),
        action=ActionSpec(stealth=1),
        targets=younger_uncontrolled,
        text="+1 stealth action: add 2 blood to a younger vampire in your uncontrolled region",
    ),
)

card(
    "Intimidation",
    Use(ACTION, key="basic", disc=B("pre"), action=ActionSpec(bleed=1), text="bleed with +1 bleed"),
    Use(ACTION, key="superior", disc=S("pre"), action=ActionSpec(bleed=2), text="bleed with +2 bleed"),
)
