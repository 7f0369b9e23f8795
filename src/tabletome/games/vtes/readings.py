"""The readings of the rules that changed between rules versions, each a legacy option (game.py).

Rules version 3 follows the rulebook where version 2 narrowed it (issue 30). A record made with
version 2 (or 1) replays with these options set to their old values (``VTES.legacy_versions``);
front ends never offer them. Each rule reads its option with :func:`old`, so a table built
without options (the tests' scenes) plays today's rules.
"""

from __future__ import annotations

from typing import NamedTuple

from .state import VTESState


class Reading(NamedTuple):
    """A legacy option: today's value, version 2's value, and what they mean."""

    name: str
    new: str
    old: str
    help: str


READINGS = (
    Reading(
        "title_contest",
        "any-time",
        "entering",
        "a unique title is contested as soon as two vampires claim it, a title gained in play too "
        "(VT-CONT-08); version 2: only when a claimant entered the ready region",
    ),
    Reading(
        "withdrawal",
        "combat-and-life",
        "blood-and-pool",
        "a withdrawal fails when a minion of the Methuselah enters combat or loses life (VT-WD-03, "
        "AMB-12); version 2: only blood and pool",
    ),
    Reading(
        "equip",
        "several",
        "one",
        "an equip action may take several equipment cards from your other minions (VT-ACT-18); version 2: one",
    ),
    Reading(
        "equipment_struck",
        "chosen",
        "first",
        "the striker chooses the equipment its strike burns or steals (VT-STR-10, VT-STR-11); version 2: "
        "the first card",
    ),
    Reading(
        "diablerie_equipment",
        "chosen",
        "all",
        "the diablerist may take any of the victim's equipment (VT-DIAB-03); version 2: all, unasked",
    ),
    Reading(
        "unlock_order",
        "chosen",
        "automatic",
        "the unlock-phase effects of cards are carried out in the order the acting Methuselah chooses "
        "(VT-UNL-02); version 2: all at once as the phase starts",
    ),
    Reading(
        "edge_pool",
        "may",
        "always",
        "the Edge's holder may gain 1 pool in the unlock phase (VT-EDGE-03); version 2: always gained",
    ),
    Reading(
        "blood_doll",
        "last-pool",
        "keeps-one",
        "Blood Doll and Vessel may move your last pool to the vampire (AMB-21); version 2: not offered at 1 pool",
    ),
    Reading(
        "true_loves_face",
        "as-played",
        "as-resolved",
        "True Love's Face may be cancelled (1 pool) as it is played; version 2: asked as it resolves",
    ),
    Reading(
        "blood_rage",
        "on-resolution",
        "on-choice",
        "Blood Rage and Soul Burn make the opposing weapons harmless when their strike resolves undodged; "
        "version 2: as the strike is chosen",
    ),
)
#: The old value of each reading, by option name.
OLD = {r.name: r.old for r in READINGS}
#: Version 2's readings (a record of version 2 replays with them).
VERSION_2 = {r.name: r.old for r in READINGS}


def old(s: VTESState, name: str) -> bool:
    """Whether this table plays the old reading ``name`` (a record of an older rules version)."""
    return s.opts.get(name) == OLD[name]
