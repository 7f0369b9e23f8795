"""The sentences that tell the investigator why an action is refused, each with its clause.

The frames (frames.py) decide what is legal; when asked about a refused action they call
these to name the rule that refuses it. A sentence about a card starts with its label
(``#12 Moses Sargent``); ``sentence`` turns that into ``Card #12 ...`` at the start of the
sentence players see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletome.engine.i18n import N_, _

from .rules import CLOSE_TYPES, CONTACT_READY, NO_MATCH, OK, TOO_FEW, case_number, types_in
from .words import name

if TYPE_CHECKING:
    from tabletome.engine.actions import Action

    from .state import ArkhamNoirState

GAME_OVER = N_("The game is over; no more moves can be made.")
KEY_ONLY_IN_ACTION = N_("The contact's Key side goes only with action b or c in these rules (version 1, AMB-08).")
EXCHANGE_UNDER_WAY = N_("You are making the Exchange: 'give' or 'get' its card, or 'back' (AN-CONT-04).")
NEITHER_AREA = N_("{card} is in neither the time area nor the sanity area (AN-CONT-04).")
EFFECT_PLAYS_NOTHING = N_("This card effect does not let you play a card now.")

# Where the card of a refused target verb would have to be.
WHERE = {
    "discard": N_("{card} is not in your hand."),
    "takeback": N_("{card} is not a card of this line that you may take back."),
    "clear": N_("{card} is not in the time area."),
    "pick": N_("{card} is not in the main row."),
    "drop": N_("{card} is not in the main row."),
    "calm": N_("{card} is not in the sanity area."),
    "collect": N_("{card} is not a Puzzle clue you may collect while 5 types stay in the case (AN-CLOSE-03)."),
    "bonus": N_("{card} is not in the sanity area."),
}


def sentence(text: str) -> str:
    """Upper-case start; a sentence that starts with a card label names it as a card."""
    if text.startswith("#"):
        text = _("Card {label}").format(label=text)
    return text[0].upper() + text[1:]


def not_now(action: str, must: str) -> str:
    return _("'{action}' is not possible now: you must {must}.").format(action=action, must=_(must))


def no_case(s: ArkhamNoirState, number: int) -> str:
    numbers = s.case_numbers
    if not numbers:
        return _("There is no open case {number}; no case is open.").format(number=number)
    if len(numbers) == 1:
        return _("There is no open case {number}; the open case is {open}.").format(number=number, open=numbers[0])
    names = _("{list} and {last}").format(list=", ".join(str(n) for n in numbers[:-1]), last=numbers[-1])
    return _("There is no open case {number}; the open cases are {open}.").format(number=number, open=names)


def not_in_hand(s: ArkhamNoirState, card: int) -> str:
    return _("{card} is not in your hand.").format(card=name(s.ed.card_label(card)))


def not_there(s: ArkhamNoirState, verb: str, card: int) -> str:
    return _(WHERE[verb]).format(card=name(s.ed.card_label(card)))


def contact_gone(s: ArkhamNoirState) -> str:
    return _("{contact} has already been used and left the game (AN-CONT-02).").format(contact=s.ed.contact_name)


def placement(s: ArkhamNoirState, code: int, card: int, ci: int, where: str) -> str:
    """Why ``card`` (called ``where``) may not go into case ``ci``: a refusal code of rules.placement."""
    number = case_number(s, ci)
    if code == NO_MATCH:
        return _(
            "The left icon of {card} does not match the right icons of the last card of case {number} (AN-PLAY-02)."
        ).format(card=where, number=number)
    if code == TOO_FEW:
        return _("{card} needs at least {n} clues already in the line; case {number} has {has} (AN-REQ-05).").format(
            card=where, n=s.ed.min_cards[card], number=number, has=len(s.cases[ci])
        )
    return _("{card} is a Lock and case {number} has no unused Key for it (AN-REQ-02/03).").format(
        card=where, number=number
    )


def key_side(s: ArkhamNoirState, code: int, card: int, ci: int, where: str, ready: bool) -> str:
    """Why the contact's Key side does not play ``card`` into case ``ci`` (AN-CONT-02/03, AMB-08)."""
    if not ready:
        return contact_gone(s)
    if not s.ed.lock[card]:
        return _("{card} has no Lock, so the contact's Key side has nothing to open (AN-CONT-03).").format(card=where)
    if code == OK:
        return _("A Key in case {number} already opens {card}; keep the contact for later (AMB-08).").format(
            number=case_number(s, ci), card=where
        )
    return placement(s, code, card, ci, where)


def cannot_close(s: ArkhamNoirState, ci: int) -> str:
    return _("Case {number} holds {n} different clue types; closing needs {needed} (AN-CLOSE-01).").format(
        number=case_number(s, ci), n=types_in(s, s.cases[ci]), needed=CLOSE_TYPES
    )


def exchange(s: ArkhamNoirState, hand_card: int, other: int) -> str:
    """Why an Exchange ``exchange N M`` (rules version 1) is refused (AN-CONT-02/04)."""
    if s.contact != CONTACT_READY:
        return contact_gone(s)
    if hand_card not in s.hand:
        return not_in_hand(s, hand_card)
    return _(NEITHER_AREA).format(card=name(s.ed.card_label(other)))


def exchange_move(s: ArkhamNoirState, t: Action, pair_here: bool) -> str:
    """Why ``exchange`` (or rules version 1's ``exchange N M``) is refused at a decision."""
    if s.contact != CONTACT_READY:
        return contact_gone(s)
    if not s.rd.exchange_anywhere:  # rules version 1
        if not pair_here:
            return _(
                "In these rules (version 1) the Exchange comes at the action decision or before maintenance (AMB-09)."
            )
        if not t.args:
            return _("In these rules (version 1) the Exchange names both cards: 'exchange 17 33' (AN-CONT-04).")
        return exchange(s, int(t.args[0]) - 1, int(t.args[1]) - 1)
    if t.args:
        return _("The Exchange is made in steps: 'exchange', then 'give N' and 'get N' (AN-CONT-04).")
    if not s.hand:
        return _("You have no card in hand to exchange (AN-CONT-04).")
    return _("The time and sanity areas are empty: there is no card to exchange for (AN-CONT-04).")


def exchange_step(s: ArkhamNoirState, verb: str, card: int, given: int) -> str:
    """Why a step of the Exchange is refused (AN-CONT-04)."""
    label = name(s.ed.card_label(card))
    if verb == "give":
        if given >= 0:
            return _("You give {card}; now choose the card to get ('get N'), or 'back'.").format(
                card=name(s.ed.card_label(given))
            )
        return not_in_hand(s, card)
    if given < 0:
        return _("First choose the card of your hand to give ('give N').")
    return _(NEITHER_AREA).format(card=label)


def mandatory(s: ArkhamNoirState, kind: int) -> str:
    return _("{effect} is printed in black: it is mandatory (AN-EFF-02).").format(effect=name(s.ed.effect_names[kind]))


def answer_use_or_skip(s: ArkhamNoirState, kind: int) -> str:
    return _("The effect now is {effect}: answer 'use' or 'skip'.").format(effect=name(s.ed.effect_names[kind]))


def answer_with(s: ArkhamNoirState, kind: int, verb: str) -> str:
    return _("The effect now is {effect}: answer with '{verb} ...'.").format(
        effect=name(s.ed.effect_names[kind]), verb=verb
    )
