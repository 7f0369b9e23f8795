"""Arkham Noir actions and their notation.

Clue cards are named by their printed number 1-50, cases by their number: the two cases of
setup are 1 and 2 (AN-SETUP-05), and each new case takes the next number (AN-MAINT-04: it
opens below the others), which it keeps for the whole game. (Rules version 1 numbered the open
cases by their place in the column, so a close renumbered the cases below it.)

=========================  ====================================================
``take``                   action a: add the principal card to your hand
``play 2``                 action b: play the principal card in open case 2
``play 2 key``             action b with Dr. Armitage's Key side (AN-CONT-03)
``hand 17 2``              action c: discard the principal card, play #17 from
                           your hand in case 2 (also the answer to a "play" effect)
``hand 17 2 key``          action c with the contact's Key side
``close 1``                action d: discard the principal card, close case 1
``pass``                   action e: discard the principal card and pass
``exchange``               the contact's Exchange side (AN-CONT-04), at any decision:
                           a move in two steps, then
``give 17``                the card from your hand, which takes the other's place
``get 33``                 the card from the time or sanity area, into your hand
``back``                   take back the last step of the Exchange (or the Exchange)
``discard 17``             discard #17 from your hand (hand limit, effects)
``use`` / ``skip``         resolve or skip an optional effect
``takeback 9``             effect: take #9 of this line back into your hand
``clear 9`` / ``calm 9``   effect: move #9 from the time / sanity area to the discard pile
``pick 9`` / ``drop 9``    effect: take #9 from the main row into your hand / discard it
``collect 9`` / ``done``   closing a case: collect the Puzzle clue #9 / stop collecting
``bonus 9``                sanity bonus: take #9 from the sanity area into your hand
=========================  ====================================================

Rules version 1 also had ``exchange 17 33`` (the Exchange as one action, at the action decision
and before maintenance) and ``continue`` (go on to maintenance without the contact); they stay
in the vocabulary so that its records replay. New actions are appended to the vocabulary, so
the index of every older action (the RL Discrete space) is unchanged.
"""

from __future__ import annotations

from tabletome.engine.actions import Action, ActionSpace

from .data import N_CARDS, N_VICTIMS

MAX_CASES = N_VICTIMS  # never more open cases than victims
NUMBERS = range(1, N_CARDS + 1)
SLOTS = range(1, MAX_CASES + 1)
KEY_WORD = "key"


def _vocabulary() -> list[Action]:
    acts: list[Action] = [Action("take")]
    acts += [Action("play", (c,)) for c in SLOTS]
    acts += [Action("play", (c, KEY_WORD)) for c in SLOTS]
    acts += [Action("hand", (n, c)) for n in NUMBERS for c in SLOTS]
    acts += [Action("hand", (n, c, KEY_WORD)) for n in NUMBERS for c in SLOTS]
    acts += [Action("close", (c,)) for c in SLOTS]
    acts.append(Action("pass"))
    acts += [Action("exchange", (n, m)) for n in NUMBERS for m in NUMBERS if n != m]
    for verb in ("discard", "takeback", "clear", "pick", "drop", "calm", "collect", "bonus"):
        acts += [Action(verb, (n,)) for n in NUMBERS]
    acts += [Action("use"), Action("skip"), Action("done"), Action("continue")]
    # Rules version 2: the Exchange as a compound move (appended: older indices stay).
    acts.append(Action("exchange"))
    acts += [Action("give", (n,)) for n in NUMBERS]
    acts += [Action("get", (n,)) for n in NUMBERS]
    acts.append(Action("back"))
    return acts


SPACE = ActionSpace(
    _vocabulary(),
    "Arkham Noir",
    hint="'take', 'play 1', 'hand 17 2', 'close 1', 'pass', 'exchange', 'give 17', 'get 33', 'discard 17', 'use' or 'skip'",
)

_get = SPACE.get
# Indexed by card code 0-49 and case number - 1 (EXCHANGE by the pair of codes), so the rules never build strings.
TAKE = _get("take")
PLAY = tuple(_get("play", c) for c in SLOTS)
PLAY_KEY = tuple(_get("play", c, KEY_WORD) for c in SLOTS)
HAND = tuple(tuple(_get("hand", n, c) for c in SLOTS) for n in NUMBERS)
HAND_KEY = tuple(tuple(_get("hand", n, c, KEY_WORD) for c in SLOTS) for n in NUMBERS)
CLOSE = tuple(_get("close", c) for c in SLOTS)
PASS = _get("pass")
EXCHANGE = {(n - 1, m - 1): _get("exchange", n, m) for n in NUMBERS for m in NUMBERS if n != m}
DISCARD = tuple(_get("discard", n) for n in NUMBERS)
TAKEBACK = tuple(_get("takeback", n) for n in NUMBERS)
CLEAR = tuple(_get("clear", n) for n in NUMBERS)
PICK = tuple(_get("pick", n) for n in NUMBERS)
DROP = tuple(_get("drop", n) for n in NUMBERS)
CALM = tuple(_get("calm", n) for n in NUMBERS)
COLLECT = tuple(_get("collect", n) for n in NUMBERS)
BONUS = tuple(_get("bonus", n) for n in NUMBERS)
USE = _get("use")
SKIP = _get("skip")
DONE = _get("done")
CONTINUE = _get("continue")
EXCHANGE_MOVE = _get("exchange")
GIVE = tuple(_get("give", n) for n in NUMBERS)
GET = tuple(_get("get", n) for n in NUMBERS)
BACK = _get("back")


def card_arg(a: Action, i: int = 0) -> int:
    """The card code (0-49) named by argument ``i`` of ``a``."""
    return int(a.args[i]) - 1


def number_arg(a: Action, i: int) -> int:
    """The case number (1-6) named by argument ``i`` of ``a`` (rules.case_at finds the case)."""
    return int(a.args[i])
