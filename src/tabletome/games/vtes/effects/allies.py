"""Allies, retainers and equipment (VT-CARD-55 to VT-CARD-58, VT-ACT-16 to VT-ACT-22)."""

from __future__ import annotations

from collections.abc import Iterator

from ..combat import Combat, Strike
from ..hooks import ALLY, EQUIPMENT, RETAINER, Ability, ActionSpec, Ctx, Play, Use
from ..state import VTESState
from .base import Args, abilities, bearer, card, employ, equip, event, host_of, recruit, static, strikes


def add_each_combat(key: str, value: object = 1) -> object:
    """ "... each combat": the bearer gets it at the start of every combat it is in."""

    def on_start(s: VTESState, src: int, info: dict) -> None:  # type: ignore[type-arg]
        c: Combat = info["combat"]
        uid = bearer(s, src) if src in s.placed else src
        if uid in (c.a, c.b):
            c.add(uid, key, value, "combat")

    return on_start


# ---- equipment

card(".44 Magnum", Use(EQUIPMENT, equip, text="equip: a gun, strike 2R"))
strikes(".44 Magnum", lambda s, c, uid, src: [Strike("damage", 2, ranged=True, name="44-magnum-2r", source=src)])
event(".44 Magnum", "combat-start", add_each_combat("maneuver", "44-magnum-2r"))  # type: ignore[arg-type]

card("Sport Bike", Use(EQUIPMENT, equip, text="equip: a vehicle, +1 intercept"))
static("Sport Bike", "intercept", host_of(lambda s, uid: 1))

# ---- retainers

card(
    "Raven Spy",
    Use(RETAINER, employ(1), key="basic", disc=(("ani", 1),), text="employ: +1 intercept"),
    Use(RETAINER, employ(2), key="superior", disc=(("ani", 2),), text="employ with 2 life: +1 intercept"),
)
static("Raven Spy", "intercept", host_of(lambda s, uid: 1))

# ---- allies


def enter_combat_targets(s: VTESState, ctx: Ctx, seat: int, src: int) -> Iterator[Args]:
    """ "... can enter combat with a minion as a (D) action": a ready minion of another Methuselah."""
    for t, uid, _m in s.all_ready():
        if t != seat:
            yield (uid,)


def enter_combat(s: VTESState, p: Play) -> None:
    from ..combat import enter_combat as fight

    fight(s, p.by, p.targets[0])


card("Aggressive Corpse", Use(ALLY, recruit(), text="recruit: a zombie with 3 life, 2 strength"))
abilities(
    "Aggressive Corpse",
    Ability(
        "enter combat with a minion",
        frozenset(("minion",)),
        enter_combat,
        targets=enter_combat_targets,
        action=ActionSpec(directed=True),
        by="self",
    ),
)
