"""The questions of the moment (combat, actions, referendums, plays), in the rulebook's words.

Each question is an English template marked ``N_`` with named slots. A frame's ``prompt`` says it in
the reader's language (:func:`ask`); a view keeps the English (agents read it: ``views.table_view``
asks under ``english``), and the picture and the terminal tell a view's question again in the
reader's language (:func:`retold`), reading the slots back from the English sentence.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from tabletome.engine.i18n import N_, seat_words
from tabletome.engine.i18n.retell import Said, pattern, said, said_n, told

# ---- the minion phase (VT-MIN-01 to VT-MIN-09)
MINION_HUNT = N_("Minion phase: a ready vampire with no blood must hunt first (VT-ACT-15).")
MINION_MANDATORY = N_("Minion phase: a minion must first take its mandatory action (VT-MIN-04).")
MINION_ACT = N_("Minion phase: a ready minion takes an action, or end the phase.")
MINION_OTHERS = N_("Another Methuselah's minion phase: use an effect that lets a minion of yours act now, or pass.")

# ---- an action (VT-SEQ, VT-BLK)
ACTION = N_("{minion} ({seat}) takes {what} [{numbers}]: {ask}.")
NUMBERS = (  # by (a blocker, a bleed); the longest is told first
    N_("stealth {stealth}"),
    N_("stealth {stealth}, bleed {bleed}"),
    N_("stealth {stealth}, {blocker} blocks with intercept {intercept}"),
    N_("stealth {stealth}, {blocker} blocks with intercept {intercept}, bleed {bleed}"),
)
ACTION_ASK = {
    "A": N_("play a card, block, or pass (a pass declines to block, VT-BLK-06)"),
    "B": N_("a block attempt is in progress: play a card, or pass"),
    "C": N_("every Methuselah declined to block: play a card, or pass"),
    "blocked": N_("the action is blocked: play a card before the block resolves, or pass"),
    "after": N_("the action is resolved: play a card, or pass"),
}
PASS = N_("pass")
#: An action in words (``ActionCourse.describe``): its kind, with its card or effect, directed at a seat.
ACTION_WHAT = (
    N_("{what} with {card} directed at {seat}"),
    N_("{what} ({ability}) directed at {seat}"),
    N_("{what} directed at {seat}"),
    N_("{what} with {card}"),
    N_("{what} ({ability})"),
)

# ---- combat (VT-CMB, VT-RNG, VT-STR, VT-DMG)
COMBAT = N_("Combat, round {round}: {minion} against {minion2}; {step}: play a card, or pass.")
COMBAT_STEP = {
    "before-range": N_("before range is determined"),
    "before-strikes": N_("before strikes are chosen"),
    "press": N_("presses"),
    "end-round": N_("the end of the round"),
}
COMBAT_RANGE = {
    "close": N_("determine range (now close range): maneuver, or pass"),
    "long": N_("determine range (now long range): maneuver, or pass"),
}
STRIKE = {
    "close": N_("Combat, round {round} at close range: choose the strike of {minion} (strength {strength})."),
    "long": N_("Combat, round {round} at long range: choose the strike of {minion} (strength {strength})."),
}
STRIKE_ANY = N_("Combat, round {round} at {range} range: choose the strike of {minion} (strength {strength}).")
#: The strikes the cards name in plain words (the log's "strikes: ..." and the picture tell them whole;
#: a strike named after its card keeps its name).
STRIKE_NAMES = (
    N_("dodge"),
    N_("combat ends"),
    N_("combat ends, unlock"),
    N_("1R damage"),
    N_("2R damage"),
    N_("1R aggravated damage"),
    N_("2R aggravated damage"),
    N_("aggravated hand strike"),
    N_("hand strike +2"),
    N_("hand strike +3"),
    N_("hand strike +1, undodgeable"),
    N_("blood rage hand strike"),
    N_("blood rage hand strike +1"),
    N_("steal 1 blood"),
    N_("steal 1 blood (ranged)"),
    N_("steal 2 blood (ranged)"),
    N_("send to torpor or burn ally"),
)
PREVENT = N_("{minion} takes {damage}: prevent some, or pass.")
DAMAGE = N_("{n} damage")
DAMAGE_AGG = N_("{normal} damage and {agg} aggravated")

# ---- a referendum (VT-REF, VT-VOTE)
REFERENDUM = N_("Referendum on {what}: {vf} for, {va} against; cast votes, play a card, or pass.")
REFERENDUM_WHAT = (N_("{card}: {ability}"),)

# ---- a card being played (VT-CARD-15 to VT-CARD-17)
PLAY_STEP = {
    "by": N_("{title}: choose which minion plays it."),
    "mode": N_("{title}: choose how to play it."),
    "target": N_("{title}: choose the target."),
    "x": N_("{title}: choose X."),
}
CHOOSING = N_("{seat} is choosing a play.")
AS_PLAYED = N_("{card} is being played: cancel it, or pass.")
OUSTING = N_("{seat} has no pool left and is being ousted: play a card to keep them in the game, or pass.")
ASSIST_WHO = N_("{card} (assisted): choose who plays it and whom it is directed at.")
ASSIST_STATE = N_("State the effect of {what} (assisted): adjust the game, then done.")
DRAW = (  # a plural: its message is made by ``ask_draw``
    "Draw {n} card: from your library, or from the cards set aside.",
    "Draw {n} cards: from your library, or from the cards set aside.",
)
DISCARD_DOWN = N_("Your hand is over its size of {n}: discard a card.")

#: A face-down vampire, as a question names it (``ops.words_for``).
FACE_DOWN = (N_("face-down vampire #{n}"), N_("Face-down vampire #{n}"))

#: Every question a view may hold, the templates of the words in their slots after them.
QUESTIONS: tuple[str, ...] = (
    MINION_HUNT,
    MINION_MANDATORY,
    MINION_ACT,
    MINION_OTHERS,
    ACTION,
    COMBAT,
    *STRIKE.values(),
    STRIKE_ANY,
    PREVENT,
    REFERENDUM,
    *PLAY_STEP.values(),
    CHOOSING,
    AS_PLAYED,
    OUSTING,
    ASSIST_WHO,
    ASSIST_STATE,
    *DRAW,
    DISCARD_DOWN,
)
#: The templates a slot's words may come from, by slot (the rest: a seat's name, or kept).
INNER: dict[str, tuple[str, ...]] = {
    "what": (*ACTION_WHAT, *REFERENDUM_WHAT),
    "numbers": NUMBERS[::-1],
    "damage": (DAMAGE_AGG, DAMAGE),
    "minion": FACE_DOWN,
    "minion2": FACE_DOWN,
}
SEATS = frozenset(("seat",))


def ask(template: str, /, **slots: Any) -> str:
    """A question in the reader's language (English under ``english``)."""
    return told(said(template, **slots))


def ask_draw(n: int) -> str:
    """VT-CARD-18: a draw the Methuselah may take from elsewhere (Shilmulo Tarot)."""
    return told(
        said_n(
            "Draw {n} card: from your library, or from the cards set aside.",
            "Draw {n} cards: from your library, or from the cards set aside.",
            n,
        )
    )


def retold(text: str, templates: tuple[str, ...] = QUESTIONS) -> str:
    """A view's English question in the reader's language, where one of ``templates`` made it
    (its slots' words told in turn); a question no template made, translated whole if the
    catalog has it."""
    if isinstance(text, Said):
        return told(text)
    from tabletome.engine.i18n import gettext, language, ngettext

    lang = language()
    for template in templates:
        found = _pattern(template).match(text)
        if found is None:
            continue
        values = {k: _slot(k, v) for k, v in found.groupdict().items()}
        plural = _PLURALS.get(template)
        if plural is not None:
            return ngettext(plural[0], plural[1], int(values.get("n", 1)), lang).format(**values)
        return gettext(template, lang).format(**values)
    return seat_words(text)


@lru_cache(maxsize=256)
def _pattern(template: str) -> re.Pattern[str]:
    """``retell.pattern``, a seat's slot matching no bracket: "Anson (G6) (Methuselah 2)" is a
    vampire's name, then its seat."""
    said = pattern(template).pattern
    for key in SEATS:
        said = said.replace(f"(?P<{key}>.+?)", f"(?P<{key}>[^()\\[\\]]+?)")
    return re.compile(said, re.DOTALL)


def _slot(key: str, value: str) -> str:
    inner = INNER.get(key)
    if inner is not None:
        return retold(value, inner)
    return seat_words(value) if key in SEATS or key not in ("title", "card") else value


#: The plural questions, by each of their English forms.
_PLURALS = {DRAW[0]: DRAW, DRAW[1]: DRAW}
