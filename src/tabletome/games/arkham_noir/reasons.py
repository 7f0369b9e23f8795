"""The sentences that tell the investigator why an action is refused, each with its clause.

The frames (frames.py) decide what is legal; when asked about a refused action they call
these to name the rule that refuses it. A sentence about a card starts with its label
(``#12 Moses Sargent``); ``sentence`` turns that into ``Card #12 ...`` at the start of the
sentence players see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rules import CLOSE_TYPES, CONTACT_READY, NO_MATCH, OK, TOO_FEW, types_in

if TYPE_CHECKING:
    from .state import ArkhamNoirState

GAME_OVER = "The game is over; no more moves can be made."
KEY_ONLY_IN_ACTION = "The contact's Key side goes only with action b or c (AMB-08)."
EFFECT_PLAYS_NOTHING = "This card effect does not let you play a card now."

# Where the card of a refused target verb would have to be.
WHERE = {
    "discard": "in your hand",
    "takeback": "a card of this line that you may take back",
    "clear": "in the time area",
    "pick": "in the main row",
    "drop": "in the main row",
    "calm": "in the sanity area",
    "collect": "a Puzzle clue you may collect while 5 types stay in the case (AN-CLOSE-03)",
    "bonus": "in the sanity area",
}


def sentence(text: str) -> str:
    """Upper-case start; a sentence that starts with a card label names it as a card."""
    if text.startswith("#"):
        text = "Card " + text
    return text[0].upper() + text[1:]


def not_now(action: str, must: str) -> str:
    return f"'{action}' is not possible now: you must {must}."


def no_case(s: ArkhamNoirState, ci: int) -> str:
    n = len(s.cases)
    return f"There is no open case {ci + 1}; you have {n} open case{'s' if n != 1 else ''}."


def not_in_hand(s: ArkhamNoirState, card: int) -> str:
    return f"{s.ed.card_label(card)} is not in your hand."


def not_there(s: ArkhamNoirState, verb: str, card: int) -> str:
    return f"{s.ed.card_label(card)} is not {WHERE[verb]}."


def contact_gone(s: ArkhamNoirState) -> str:
    return f"{s.ed.contact_name} has already been used and left the game (AN-CONT-02)."


def placement(s: ArkhamNoirState, code: int, card: int, ci: int, where: str) -> str:
    """Why ``card`` (called ``where``) may not go into case ``ci``: a refusal code of rules.placement."""
    if code == NO_MATCH:
        return (
            f"The left icon of {where} does not match the right icons of the last card of case {ci + 1} (AN-PLAY-02)."
        )
    if code == TOO_FEW:
        return (
            f"{where} needs at least {s.ed.min_cards[card]} clues already in the line; case {ci + 1} has "
            f"{len(s.cases[ci])} (AN-REQ-05)."
        )
    return f"{where} is a Lock and case {ci + 1} has no unused Key for it (AN-REQ-02/03)."


def key_side(s: ArkhamNoirState, code: int, card: int, ci: int, where: str, ready: bool) -> str:
    """Why the contact's Key side does not play ``card`` into case ``ci`` (AN-CONT-02/03, AMB-08)."""
    if not ready:
        return contact_gone(s)
    if not s.ed.lock[card]:
        return f"{where} has no Lock, so the contact's Key side has nothing to open (AN-CONT-03)."
    if code == OK:
        return f"A Key in case {ci + 1} already opens {where}; keep the contact for later (AMB-08)."
    return placement(s, code, card, ci, where)


def cannot_close(s: ArkhamNoirState, ci: int) -> str:
    return (
        f"Case {ci + 1} holds {types_in(s, s.cases[ci])} different clue types; closing needs "
        f"{CLOSE_TYPES} (AN-CLOSE-01)."
    )


def exchange(s: ArkhamNoirState, hand_card: int, other: int) -> str:
    """Why an Exchange is refused (AN-CONT-02/04)."""
    if s.contact != CONTACT_READY:
        return contact_gone(s)
    if hand_card not in s.hand:
        return not_in_hand(s, hand_card)
    return f"{s.ed.card_label(other)} is in neither the time area nor the sanity area (AN-CONT-04)."


def mandatory(s: ArkhamNoirState, kind: int) -> str:
    return f"{s.ed.effect_names[kind]} is printed in black: it is mandatory (AN-EFF-02)."


def answer_use_or_skip(s: ArkhamNoirState, kind: int) -> str:
    return f"The effect now is {s.ed.effect_names[kind]}: answer 'use' or 'skip'."


def answer_with(s: ArkhamNoirState, kind: int, verb: str) -> str:
    return f"The effect now is {s.ed.effect_names[kind]}: answer with '{verb} ...'."
