"""Card effects: how each implemented card is played and what it does.

``core.py`` is the rules' side (hooks the rules call); ``base.py`` the vocabulary the cards are
written in; one module per card type holds the cards, each close to its printed text:
``action_cards.py``, ``modifiers.py``, ``reactions.py``, ``combat_cards.py``, ``masters.py``,
``master_cards.py``, ``allies.py`` (allies, retainers, equipment), ``political.py``, and ``vampires.py`` (the crypt
cards' own texts). Importing this package registers every card.
"""

from __future__ import annotations

from . import action_cards, allies, combat_cards, master_cards, masters, modifiers, political, reactions, vampires  # noqa: F401
from .core import (
    before_attempt,
    before_cast,
    block_allowed,
    can_cancel,
    combat_option,
    combat_options,
    diablerie_discipline,
    end_of_round,
    extra_costs,
    intrinsic_strikes,
    replacement,
    strike_effect,
    unlock_option,
    unlock_options,
    unlock_pending,
    unlocks_normally,
)

__all__ = [
    "before_attempt",
    "before_cast",
    "block_allowed",
    "can_cancel",
    "combat_option",
    "combat_options",
    "diablerie_discipline",
    "end_of_round",
    "extra_costs",
    "intrinsic_strikes",
    "replacement",
    "strike_effect",
    "unlock_option",
    "unlock_options",
    "unlock_pending",
    "unlocks_normally",
]
