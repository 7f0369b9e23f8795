"""Arkham Noir rules: the table's mechanics and the rulebook's checks, in rulebook order.

Sections follow the rulebook: setup (AN-SETUP); the matching rule (AN-PLAY), Locks, Keys
and minimum cards (AN-REQ), mental fatigue (AN-FAT), the sanity test (AN-SAN), discards
and the time penalty (AN-DISC), closing cases (AN-CLOSE), the Professional Contact
(AN-CONT); then the maintenance phase (AN-MAINT), the empty draw deck (AN-DECK) and the
end of the game (AN-END). Clause ids mark where each rule lives; AMB-nn are the readings
of the clause file's ambiguities adopted here (see README.md).

This module changes the table and answers questions about it; it never decides what is
asked next. The flow of a turn (who decides what, in which order) is the frame stack of
``frames.py``, which calls these functions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.game import Outcome
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import said

from .actions import COLLECT, EXCHANGE
from .data import N_VICTIMS
from .words import Printed, label, listed

if TYPE_CHECKING:
    from .data import ArkhamNoirEdition
    from .state import ArkhamNoirState

HAND_LIMIT_SIZE = 3  # AN-HAND-01
ROW_SIZE = 5  # AN-SETUP-07, AN-MAINT-08
HAND_SIZE = 3  # AN-SETUP-09
START_CASES = 2  # AN-SETUP-05
FATIGUE_AFTER = 7  # AN-FAT-01: the 8th and later clue cards of a line
CLOSE_TYPES = 5  # AN-CLOSE-01, AN-CLOSE-03
ALL_TYPES = 6  # AN-CLOSE-08

# Whether a card may go into a case (see placement): OK, KEY_SIDE (a Lock only the
# contact's Key side can open), or why not.
OK, NO_MATCH, TOO_FEW, NO_KEY, KEY_SIDE = range(5)

CONTACT_READY, CONTACT_KEY, CONTACT_EXCHANGE = range(3)

# Where a new victim was needed, for the sentence of the loss (AN-END-04).
NEEDED_BECAUSE = {
    "AN-DECK-01": N_("the draw deck ran out"),
    "AN-MAINT-05": N_("the time area reached its limit"),
    "AN-CLOSE-07": N_("you closed your last open case"),
}


@dataclass(frozen=True, slots=True)
class Readings:
    """How a table reads the points that rules version 1 read otherwise (the legacy options of
    ``__init__.py``, README "Rules versions"). Every field is True for the rulebook's words, the
    reading of rules version 2; a record of version 1 replays with all of them False."""

    #: AN-CONT-01 "en cualquier momento": the Exchange at every decision, as one compound move
    #: (``exchange``, ``give N``, ``get N``); False: ``exchange N M`` at the action decision and
    #: in a ``continue`` window before maintenance.
    exchange_anywhere: bool = True
    #: AN-CONT-03 "Juega una carta": the Key side for any placement, the "play" effect's too;
    #: False: with action b or c only.
    key_side_effects: bool = True
    #: AN-CONT-03 "aunque no haya una carta [Key]": also on a line whose Locks already outnumber
    #: its Keys (after a Take back); False: only where Locks and Keys are even.
    key_side_short: bool = True
    #: Cases keep the number they opened with (AN-MAINT-04 "bajo los anteriores"); False: their
    #: place in the column, renumbered after a close.
    fixed_numbers: bool = True
    #: A mandatory effect with one possible target is a visible step (a decision with that one
    #: answer); False: it resolves without stopping.
    forced_shown: bool = True

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Readings:
        return cls(
            exchange_anywhere=options["exchange"] == "anywhere",
            key_side_effects=options["key_side"] == "any-placement",
            key_side_short=bool(options["key_side_short"]),
            fixed_numbers=options["case_numbers"] == "fixed",
            forced_shown=options["forced_effects"] == "shown",
        )


def say(s: ArkhamNoirState, template: str, who: int = -1, **slots: Any) -> None:
    """Narrate the marked ``template`` with ``slots``. Search worlds do not narrate (``log`` is None):
    nothing is formatted for them, and the steps they run most check ``s.log`` before gathering the slots."""
    if s.log is not None:
        s.log.append((who, said(template, **slots)))


# ---------------------------------------------------------------- reading the table
def types_in(s: ArkhamNoirState, line: list[int]) -> int:
    """Different clue types in a line; the victim adds none (AN-CLOSE-02)."""
    ct = s.ed.ctype
    seen = 0
    for c in line:
        seen |= 1 << ct[c]
    return seen.bit_count()


def puzzle_types(s: ArkhamNoirState) -> int:
    """Different clue types among the Puzzle clues in the Big Picture (AN-MAINT-02)."""
    return types_in(s, s.big_picture)


LineFacts = tuple[int, int, int, bool]  # (icons to match, clues in the line, spare Keys, closable)


def line_facts(s: ArkhamNoirState) -> list[LineFacts]:
    """Per open case, what a card played there must meet, and whether it can be closed, in one
    pass over each line: the right icons of its last card, the victim's while it is empty
    (AN-PLAY-02); the clues already there (AN-REQ-05, AMB-16); its spare Keys, i.e. Keys (+1
    for the contact's Key there) minus Locks (AN-REQ-03, AMB-15); at least 5 different clue
    types (AN-CLOSE-01/02)."""
    ed = s.ed
    balance, bit, right = ed.key_balance, ed.type_bit, ed.right
    contact = s.contact_victim
    victims = s.case_victims
    out = []
    for ci, line in enumerate(s.cases):
        victim = victims[ci]
        spare = 1 if contact == victim else 0
        seen = 0
        for c in line:
            seen |= bit[c]
            spare += balance[c]
        tail = right[line[-1]] if line else ed.v_right[victim]
        out.append((tail, len(line), spare, seen.bit_count() >= CLOSE_TYPES))
    return out


def spare_keys(s: ArkhamNoirState, ci: int) -> int:
    return line_facts(s)[ci][2]


def can_close(s: ArkhamNoirState, ci: int) -> bool:
    return line_facts(s)[ci][3]


def placement(ed: ArkhamNoirEdition, cards: list[int], facts: list[LineFacts], short: bool = True) -> list[list[int]]:
    """Per card, per open case, whether the card may be placed at the end of the case's line:
    the one rule for action b, action c and the "play" effect (AN-PLAY-02..04, AN-REQ-02..05,
    AMB-14..16).

    OK; KEY_SIDE for a Lock that no Key of the line opens but the contact's Key side could
    (AN-CONT-03, AMB-08: "aunque no haya una carta [Key] que te lo permita", so also where the
    Locks already outnumber the Keys, unless ``short`` is False: rules version 1); or why not:
    NO_MATCH, TOO_FEW, NO_KEY.
    """
    out = []
    for card in cards:
        left = ed.left[card]
        need = ed.min_cards[card]
        lock = ed.lock[card]
        codes = []  # plain loops: lines are few, and a comprehension costs a call
        for tail, n, spare, _ in facts:
            if not left & tail:
                codes.append(NO_MATCH)
            elif need > n:
                codes.append(TOO_FEW)
            elif not lock or spare >= 1:
                codes.append(OK)
            else:
                codes.append(KEY_SIDE if short or spare >= 0 else NO_KEY)
        out.append(codes)
    return out


def collectible(s: ArkhamNoirState, victim: int) -> list[Action]:
    """AN-CLOSE-03: a Puzzle clue whose removal leaves at least 5 different types."""
    ed = s.ed
    line = s.cases[case_index(s, victim)]
    counts = [0] * ALL_TYPES
    for c in line:
        counts[ed.ctype[c]] += 1
    types = sum(1 for k in counts if k)
    return [COLLECT[c] for c in line if ed.puzzle[c] and (types > CLOSE_TYPES or counts[ed.ctype[c]] > 1)]


def can_exchange(s: ArkhamNoirState) -> bool:
    """AN-CONT-02/04: the contact is unused, and there is a hand card and a penalty card to swap."""
    return s.contact == CONTACT_READY and bool(s.hand) and bool(s.time_area or s.sanity_area)


def exchange_options(s: ArkhamNoirState) -> list[Action]:
    """AN-CONT-04 in rules version 1's notation: any card in hand for any card in the time or
    sanity area, as one action ``exchange N M``."""
    if s.contact != CONTACT_READY:
        return []
    areas = s.time_area + s.sanity_area
    return [EXCHANGE[h, c] for h in s.hand for c in areas]


def case_index(s: ArkhamNoirState, victim: int) -> int:
    return s.case_victims.index(victim)


def case_number(s: ArkhamNoirState, ci: int) -> int:
    """The number players call open case ``ci`` by (AN-SETUP-05, AN-MAINT-04)."""
    return s.case_numbers[ci]


def case_at(s: ArkhamNoirState, number: int) -> int:
    """The open case called ``number``, or -1 if no open case has that number."""
    numbers = s.case_numbers
    return numbers.index(number) if number in numbers else -1


def number_of(s: ArkhamNoirState, victim: int) -> int | None:
    """The number of the open case of ``victim``, None when that case is not open."""
    victims = s.case_victims
    return s.case_numbers[victims.index(victim)] if victim in victims else None


def open_case(s: ArkhamNoirState, victim: int) -> int:
    """A new case below the others (AN-SETUP-05, AN-MAINT-04): its number follows the cases
    opened before it, closed ones included, so no case is ever renumbered; in rules version 1
    (``case_numbers=column``) its place in the column."""
    s.cases.append([])
    s.case_victims.append(victim)
    number = len(s.cases) + (len(s.closed_victims) if s.rd.fixed_numbers else 0)
    s.case_numbers.append(number)
    return number


# ---------------------------------------------------------------- placing a card
def place(s: ArkhamNoirState, card: int, ci: int) -> None:
    """Put a clue card at the right end of a line (AN-ACT-03); mental fatigue comes first.

    The card's effects are the flow's business (frames.play_card)."""
    line = s.cases[ci]
    tired = len(line) >= FATIGUE_AFTER  # AN-FAT-01, AMB-17: whoever places it
    line.append(card)
    if tired:
        if s.log is not None:
            say(
                s,
                N_("Mental fatigue: case {case} already holds {n} clues, so a sanity test comes first."),
                case=case_number(s, ci),
                n=len(line) - 1,
            )
        sanity_test(s)  # AN-FAT-02: before the effects


def use_contact_key(s: ArkhamNoirState, ci: int) -> None:
    """AN-CONT-02/03, AMB-08/15: the contact counts as one more Key in that line; then it leaves the game."""
    s.contact = CONTACT_KEY
    s.contact_victim = s.case_victims[ci]
    if s.log is not None:
        say(
            s,
            N_("{contact} (Key side) opens a Lock in case {case}; the contact leaves the game."),
            contact=Printed(s.ed.contact_name),
            case=case_number(s, ci),
        )


def exchange(s: ArkhamNoirState, h: int, c: int) -> None:
    """AN-CONT-04, AMB-07: hand card ``h`` takes the place of card ``c`` in its area."""
    ed = s.ed
    area = s.time_area if c in s.time_area else s.sanity_area
    area[area.index(c)] = h
    s.hand[s.hand.index(h)] = c
    s.contact = CONTACT_EXCHANGE
    if s.log is not None:
        if area is s.time_area:
            line = N_(
                "{contact} (Exchange side): {card} goes to the time area and {other} to your hand; "
                "the contact leaves the game."
            )
        else:
            line = N_(
                "{contact} (Exchange side): {card} goes to the sanity area and {other} to your hand; "
                "the contact leaves the game."
            )
        say(s, line, contact=Printed(ed.contact_name), card=label(ed, h), other=label(ed, c))


# ---------------------------------------------------------------- discards, draws, sanity tests
def discard_card(s: ArkhamNoirState, card: int) -> None:
    """AN-DISC-01/02: with the time-penalty icon to the time area, otherwise to the discard pile."""
    if s.ed.time[card]:
        s.time_area.append(card)
        if s.log is not None:
            say(s, N_("{card} shows the time-penalty icon: it goes to the time area."), card=label(s.ed, card))
    else:
        s.discard.append(card)


def draw_cards(s: ArkhamNoirState, n: int) -> list[int]:
    """Up to ``n`` cards from the draw deck, with the empty-deck procedure once (AN-DECK-01..03, AMB-11)."""
    out: list[int] = []
    deck = s.deck
    refilled = False
    while len(out) < n:
        if not deck:
            if refilled:
                break  # AMB-11: one new victim per occasion; the rest stays short
            refilled = True
            deck = _refill_deck(s)
            if not deck:
                break
        out.append(deck.pop())
    s.reveals += len(out)
    return out


def _refill_deck(s: ArkhamNoirState) -> list[int]:
    """AN-DECK-01/02: a new victim, then the discard pile shuffled into a new draw deck (empty if lost)."""
    say(s, N_("The draw deck is empty (AN-DECK-01)."))
    if not reveal_victim(s, "AN-DECK-01"):
        return []
    deck = s.discard  # AN-DECK-02: the discard pile only
    s.discard = []
    s.rng.shuffle(deck)
    s.deck = deck
    if not deck:
        say(s, N_("The discard pile is empty too: nothing can be drawn."))
    return deck


def sanity_test(s: ArkhamNoirState) -> None:
    """AN-SAN-01..03, AMB-12: reveal the top card; sanity icon to the sanity area, else discard it."""
    drawn = draw_cards(s, 1)
    if s.outcome_ is not None:
        return
    if not drawn:
        say(s, N_("Sanity test: no card can be revealed, so the test has no result (AMB-12)."))
        return
    c = drawn[0]
    if s.ed.sanity[c]:
        s.sanity_area.append(c)
        if s.log is not None:
            say(
                s,
                N_("Sanity test: {card} shows the sanity icon and goes to the sanity area ({n}/{limit})."),
                card=label(s.ed, c),
                n=len(s.sanity_area),
                limit=s.limit,
            )
    else:
        if s.log is not None:
            say(s, N_("Sanity test: {card} has no sanity icon and is discarded."), card=label(s.ed, c))
        discard_card(s, c)


def reveal_victim(s: ArkhamNoirState, cause: str) -> bool:
    """Open a new case below the others (AMB-21); no victim left loses the game (AN-END-04)."""
    if not s.victim_deck:
        reason = said(
            N_(
                "A new victim must be revealed because {because}, and none is left: "
                "the cult's killings go on unpunished."
            ),
            because=NEEDED_BECAUSE[cause],
        )
        end_game(s, Outcome((), cause, reason))
        return False
    v = s.victim_deck.pop()
    s.reveals += 1
    number = open_case(s, v)
    if s.log is not None:
        say(
            s,
            N_("A new victim: {victim} ({profession}) opens case {n}."),
            victim=Printed(s.ed.v_names[v]),
            profession=s.ed.v_professions[v],
            n=number,
        )
    return True


# ---------------------------------------------------------------- closing a case
def collect(s: ArkhamNoirState, victim: int, card: int) -> None:
    """AN-CLOSE-04: a collected Puzzle clue goes to the Big Picture."""
    s.cases[case_index(s, victim)].remove(card)
    s.big_picture.append(card)
    if s.log is not None:
        say(s, N_("You collect {card} into the Big Picture."), card=label(s.ed, card))


def close_case(s: ArkhamNoirState, victim: int) -> None:
    """AN-CLOSE-05..07, AMB-18/19: the rest to the closed pile; with no open case, reshuffle and a new victim."""
    ci = case_index(s, victim)
    line = s.cases.pop(ci)
    s.case_victims.pop(ci)
    number = s.case_numbers.pop(ci)
    if not s.rd.fixed_numbers:  # rules version 1: the cases below move up a place
        s.case_numbers = list(range(1, len(s.cases) + 1))
    s.closed += line
    s.closed_victims.append(victim)
    if s.log is not None:
        say(
            s,
            N_("Case {n} ({victim}) is closed; {clues} clues go to the closed cases."),
            n=number,
            victim=Printed(s.ed.v_names[victim]),
            clues=len(line),
        )
    if not s.cases:
        deck = s.deck + s.discard + s.time_area  # AN-CLOSE-06
        s.discard = []
        s.time_area = []
        s.rng.shuffle(deck)
        s.deck = deck
        say(s, N_("No case is open: the discard pile, the time area and the draw deck are shuffled together."))
        reveal_victim(s, "AN-CLOSE-07")


# ---------------------------------------------------------------- maintenance
def maintenance(s: ArkhamNoirState) -> None:
    """AN-MAINT-01: steps a, b, c, d in this order; the first that ends the game stops it."""
    if puzzle_types(s) >= s.victory:  # a: AN-MAINT-02, AN-END-02
        win(s)
    elif len(s.sanity_area) >= s.limit:  # b: AN-MAINT-03, AN-END-03
        n = len(s.sanity_area)
        reason = said(N_("The sanity area holds {n} cards (limit {limit}): you lose your mind."), n=n, limit=s.limit)
        end_game(s, Outcome((), "AN-END-03", reason))
    elif len(s.time_area) < s.limit or cult_strikes(s):  # c: AN-MAINT-04..06
        need = ROW_SIZE - len(s.row)  # d: AN-MAINT-07/08, AMB-05: the row is kept packed to the left
        if need > 0:
            s.row += draw_cards(s, need)


def win(s: ArkhamNoirState) -> None:
    """AN-END-02."""
    reason = said(
        N_("The Big Picture holds Puzzle clues of {n} different types: you expose the witch cult."), n=puzzle_types(s)
    )
    end_game(s, Outcome((0,), "AN-END-02", reason))


def cult_strikes(s: ArkhamNoirState) -> bool:
    """AN-MAINT-04..06: the time area at its limit: a new victim, and the time area to the discard
    pile. False when no victim was left (the game is lost)."""
    say(
        s,
        N_("The time area holds {n} cards (limit {limit}): the cult strikes again."),
        n=len(s.time_area),
        limit=s.limit,
    )
    if not reveal_victim(s, "AN-MAINT-05"):
        return False
    s.discard += s.time_area
    s.time_area = []
    return True


# ---------------------------------------------------------------- setup and end
def setup(s: ArkhamNoirState) -> None:
    """AN-SETUP-01..11 in the rulebook's order; the flow then starts turn 1."""
    rng = s.rng
    victims = list(range(N_VICTIMS))
    rng.shuffle(victims)
    aside = N_VICTIMS - s.n_victims  # AN-SETUP-03, AN-DIFF-05..07, AMB-20
    s.victims_aside = victims[:aside]
    s.victim_deck = victims[aside:]  # AN-SETUP-04
    for _ in range(START_CASES):  # AN-SETUP-05
        open_case(s, s.victim_deck.pop())
    s.reveals += START_CASES
    deck = list(range(len(s.ed.names)))
    rng.shuffle(deck)  # AN-SETUP-06
    s.deck = deck
    s.row = draw_cards(s, ROW_SIZE)[::-1]  # AN-SETUP-07/08: built right to left, the 5th drawn is principal
    s.hand = draw_cards(s, HAND_SIZE)  # AN-SETUP-09
    s.contact = CONTACT_READY  # AN-SETUP-10/11
    s.turn_no = 1
    if s.log is not None:
        names = listed([Printed(s.ed.v_names[v]) for v in s.case_victims])
        say(s, N_("The case begins: open cases for {victims}. Turn 1."), victims=names)


def end_game(s: ArkhamNoirState, outcome: Outcome) -> None:
    """AN-END-01: the game ends at once; nothing pending is resolved."""
    if s.outcome_ is not None:
        return
    s.outcome_ = outcome
    s.stack.clear()  # in place: the flow's loop holds this list
    s._legal = None
    say(s, N_("Victory! {reason}") if outcome.winners else N_("Defeat. {reason}"), reason=outcome.reason)
