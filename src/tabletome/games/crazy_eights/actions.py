"""Crazy Eights actions: ``play 8h``, ``suit hearts``, ``draw``, ``pass`` (a fixed vocabulary)."""

from __future__ import annotations

from tabletome.engine.actions import Action, ActionSpace

from .data import standard_edition

ED = standard_edition()
PLAY = tuple(Action("play", (ED.card_name(c),)) for c in range(52))
SUIT = tuple(Action("suit", (s,)) for s in ED.suits)
DRAW = Action("draw")
PASS = Action("pass")

SPACE = ActionSpace(
    [*PLAY, *SUIT, DRAW, PASS], "Crazy Eights", hint="'play 8h', 'play 10d', 'suit hearts', 'draw' or 'pass'"
)
PLAY = tuple(SPACE[i] for i in range(52))  # the prebuilt actions (with their index)
SUIT = tuple(SPACE[52 + i] for i in range(4))
DRAW = SPACE.get("draw")
PASS = SPACE.get("pass")
