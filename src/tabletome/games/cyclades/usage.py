"""Which components of the box a move uses: for the usage reports and tests of the scripted player.

``uses(state, action)`` names what ``action`` uses, read from the state it is played in (before
it is applied): ``creature:Siren`` (called, or copied by the Chimera), ``hero:Perseus``
(recruited), ``sacrifice:Perseus``, ``favour:Hera``, ``item:Item 3 (stand-in)``, ``theater``,
``undead:troop``, ``undead:fleet``, ``necropolis``, ``priestess``. ``catalogue(state)`` lists every
component the game's options put in the box, so that a report can show the ones never used.
"""

from __future__ import annotations

from typing import Any

from tabletome.engine.actions import Action

from . import favours, rules
from .battle import Battle
from .favours import Boon
from .favours import slug as item_slug
from .state import CycladesState
from .turns import GodTurn

MODULES = {"m1_free_placement": "yes", "m2_hades": "yes", "m3_heroes": "yes", "m4_favours": "yes", "theater": "yes"}


def every_module(mode: str = "") -> dict[str, str]:
    """The options that bring every component into play: the Hades box's four modules and the Theater."""
    return dict(MODULES)


def catalogue(s: CycladesState) -> list[str]:
    """Every component the options bring into play: the creature deck's cards (heroes and Module
    3's creatures with it, CY-HERO-01), undead and the Necropolis (Module 2), favours, items and
    priestesses (Module 4), the Theater (its option)."""
    ed = s.ed
    out = []
    for c in rules.creature_deck(s):
        name = ed.c_names[c]
        out += [f"hero:{name}", f"sacrifice:{name}"] if ed.is_hero(c) else [f"creature:{name}"]
    if s.options["m2_hades"]:
        out += ["undead:troop", "undead:fleet", "necropolis"]
    if favours.on(s):
        out += [
            f"favour:{g}"
            for g, p in zip(ed.favour_names, ed.favour_powers, strict=True)
            if p != "theater" or favours.theaters_on(s)
        ]
        out += [f"item:{n}" for n in ed.item_names]
        out.append("priestess")
        if favours.theaters_on(s):
            out.append("theater")
    return sorted(set(out))


def uses(s: CycladesState, action: Action) -> list[str]:
    frame: Any = s.stack[-1]
    verb = action.verb
    if verb == "call":
        return [_called(s, str(action.args[0]))]
    if verb == "copy":
        return [f"creature:{_named(s, str(action.args[0]))}"]
    if verb == "sacrifice":
        return [f"sacrifice:{_named(s, str(action.args[0]))}"]
    if verb == "favour" and isinstance(frame, GodTurn):
        return [f"favour:{s.ed.favour_names[s.favour]}"]
    if verb == "use" and isinstance(frame, (GodTurn, Battle)):
        word = str(action.args[0])
        return [f"item:{n}" for n in s.ed.item_names if item_slug(n) == word][:1]
    if verb == "undead":
        return [f"undead:{action.args[0]}"]
    if verb == "necropolis":
        return ["necropolis"]
    if verb == "priestess":
        return ["priestess"]
    if verb == "theater" and isinstance(frame, Boon):
        return ["theater"]
    return []


def _named(s: CycladesState, word: str) -> str:
    slugs = s.ed.c_slugs
    return s.ed.c_names[slugs.index(word)] if word in slugs else word


def _called(s: CycladesState, word: str) -> str:
    card = s.ed.c_slugs.index(word) if word in s.ed.c_slugs else -1
    name = _named(s, word)
    return f"hero:{name}" if card >= 0 and s.ed.is_hero(card) else f"creature:{name}"
