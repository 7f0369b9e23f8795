"""Which components of the box a move uses: for the usage reports and tests of the scripted player.

``uses(state, action)`` names what ``action`` uses, read from the state it is played in (before it
is applied): ``common:Whiskey`` (an item or relic spent for its die, or paying a cost),
``spell:Spell 2`` (cast: dice secured), ``ally:Duke`` (used in the Clock phase), ``space:Expedition
Space 4``, ``entrance:buy spell`` (the Museum's Entrance), ``cairo:unique`` / ``dashur:elder_sign``
(the Pyramid's entrance options, by what they give) and ``entrance:flip``. ``catalogue(state)``
lists every component of the game's mode, so that a report can show the ones never used.
"""

from __future__ import annotations

from typing import Any

from tabletome.engine.actions import Action

from .actions import slug
from .attempt import Attempt
from .flow import Entrance
from .state import ESState

KINDS = ("common", "unique", "spell", "ally", "relic")


def every_module(mode: str = "") -> dict[str, str]:
    """The options that bring every component of a mode into play: in the Museum, The Exhibit's
    Relics and the Souvenir Elder Sign (the Lightless Pyramid has its Relics of itself)."""
    if mode == "lightless_pyramid":
        return {"mode": mode}
    return {"the_exhibit": "on", "souvenir_elder_sign": "on"}


def catalogue(s: ESState) -> list[str]:
    """Every item of the mode's decks and kits (read from a state of the game), the entrance's
    options, the Expedition's spaces."""
    codes = {*s.commons, *s.uniques, *s.spells, *s.allies, *s.relics, *s.item_discard}
    codes |= {c for items in s.items for c in items}
    names = {(s.item(c).kind, s.item_name(c)) for c in codes}
    out = [f"{kind}:{item.name}" for kind in KINDS for item in s.ed.items[kind] if (kind, item.name) in names]
    if s.pyramid and s.ed.pyramid is not None:
        out += [f"space:{space.name}" for space in s.ed.pyramid.expedition]
        for side in ("cairo", "dashur"):
            out += [f"{side}:{_what(effect)}" for _, effect in s.ed.pyramid_options[side]]
        out.append("entrance:flip")
    else:
        out += [f"entrance:first-aid {x}" for x in ("sanity", "stamina")]
        out += [f"entrance:restore {x}" for x in ("sanity", "stamina", "both")]
        out.append("entrance:lost-and-found")
        out += [f"entrance:buy {what}" for what, _ in Entrance(0, 0).souvenirs(s)]
    return out


def _what(effect: Any) -> str:
    """An option's effect by its icons: ``unique``, ``2 clue`` → ``clue``."""
    return "+".join(icon for group in effect[1] for icon, _ in group)


def uses(s: ESState, action: Action) -> list[str]:
    frame: Any = s.stack[-1]
    name = type(frame).__name__
    verb = action.verb
    if isinstance(frame, Attempt) and verb in ("spend", "secure"):
        return _items(s, frame.inv, str(action.args[0]))
    if isinstance(frame, Attempt) and verb == "complete" and len(action.args) > 2:
        return _items(s, frame.inv, str(action.args[2]))
    if name == "ClockPhase" and verb == "use":
        word = str(action.args[0])
        if s.ed.pyramid is not None:
            spaces = [f"space:{sp.name}" for sp in s.ed.pyramid.expedition if slug(sp.name) == word]
            if spaces:
                return spaces
        return _items(s, frame.inv, word)
    if name == "Entrance":
        return [f"entrance:{action}"]
    if name == "PyramidEntrance":
        if verb == "option":
            side = "dashur" if s.side else "cairo"
            return [f"{side}:{_what(frame.choices(s)[int(action.args[0]) - 1][1])}"]
        return ["entrance:flip"] if verb == "flip" else []
    return []


def _items(s: ESState, i: int, word: str) -> list[str]:
    for code in s.items[i]:
        item = s.item(code)
        if slug(item.name) == word:
            return [f"{item.kind}:{item.name}"]
    return []
