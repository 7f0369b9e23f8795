"""Der Hexer von Salem actions and their notation.

Seats are named by the colour of their investigator board (HX-SETUP-17); items by
letter: N Necronomicon, G Glasses (Óculos), E Elixir, D Dagger (Punhal).

=====================  =====================================================
``move 3``             action 1: play the location card 3 and move there
``passage 5``          action 1: play the Secret Passage to location 5
``passage rlyeh``      action 1: Secret Passage to R'lyeh, banishing the Old One
``trade blue G E``     action 2: offer blue your Glasses for their Elixir
``give blue G``        action 2: offer blue your Glasses
``accept`` / ``decline`` / ``accept drop N``   the companion's answer
``defeat``             action 3: defeat the creature or Shadow here
``use N|G|E|D``        action 4: use an item
``close``              action 4: place your artifact on the portal here
``take 2``             action 5: acquire the item on space 2 (1-3, left to right)
``drop N``             discard a normal item to make room for the one taken
``discard blue G``     collective discard: blue gives one Glasses (towards the proposal)
``pass``               skip the optional step offered now
``ask``                action 1: the team decides to banish (or to close the University)
                       and says whether anybody knows of an open portal (HX-COOP-03/04)
=====================  =====================================================
"""

from __future__ import annotations

from tabletome.engine.actions import Action, ActionSpace
from tabletome.engine.i18n import N_

from .data import ITEM_LETTERS

#: The seats' colours (their names: shown in the reader's language by ``i18n.seat_words``).
COLOURS = (N_("yellow"), N_("blue"), N_("orange"), N_("green"))
RLYEH_WORD = "rlyeh"


def _vocabulary() -> list[Action]:
    acts: list[Action] = []
    acts += [Action("move", (loc,)) for loc in range(7)]
    acts += [Action("passage", (loc,)) for loc in range(7)]
    acts.append(Action("passage", (RLYEH_WORD,)))
    for c in COLOURS:
        for x in ITEM_LETTERS:
            for y in ITEM_LETTERS:
                if x != y:
                    acts.append(Action("trade", (c, x, y)))
    acts += [Action("give", (c, x)) for c in COLOURS for x in ITEM_LETTERS]
    acts += [Action("accept"), Action("decline")]
    acts += [Action("accept", ("drop", x)) for x in ITEM_LETTERS]
    acts.append(Action("defeat"))
    acts += [Action("use", (x,)) for x in ITEM_LETTERS]
    acts.append(Action("close"))
    acts += [Action("take", (s,)) for s in (1, 2, 3)]
    acts += [Action("drop", (x,)) for x in ITEM_LETTERS]
    acts += [Action("discard", (c, x)) for c in COLOURS for x in ITEM_LETTERS]
    acts.append(Action("pass"))
    acts.append(Action("ask"))  # rules version 2: last, so version 1's actions keep their indices
    return acts


SPACE = ActionSpace(
    _vocabulary(),
    "Der Hexer von Salem",
    hint="'move 3', 'passage 5', 'passage rlyeh', 'give blue G', 'defeat', 'use N', 'close', 'take 2' or 'pass'",
)

_get = SPACE.get
MOVE = tuple(_get("move", loc) for loc in range(7))
PASSAGE = tuple(_get("passage", loc) for loc in range(7)) + (_get("passage", RLYEH_WORD),)
TRADE = tuple(
    tuple(tuple(_get("trade", c, x, y) if x != y else None for y in ITEM_LETTERS) for x in ITEM_LETTERS)
    for c in COLOURS
)
GIVE = tuple(tuple(_get("give", c, x) for x in ITEM_LETTERS) for c in COLOURS)
ACCEPT = _get("accept")
DECLINE = _get("decline")
ACCEPT_DROP = tuple(_get("accept", "drop", x) for x in ITEM_LETTERS)
DEFEAT = _get("defeat")
USE = tuple(_get("use", x) for x in ITEM_LETTERS)
CLOSE = _get("close")
TAKE = tuple(_get("take", s) for s in (1, 2, 3))
DROP = tuple(_get("drop", x) for x in ITEM_LETTERS)
DISCARD = tuple(tuple(_get("discard", c, x) for x in ITEM_LETTERS) for c in COLOURS)
PASS = _get("pass")
ASK = _get("ask")
