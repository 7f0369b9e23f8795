"""Crazy Eights rules, in the order of the clauses: setup, the turn, the end.

The flow is two frames: a player's :class:`Turn` (play a card, draw, or pass) and, after an
eight, a :class:`~tabletome.engine.flow.Choice` of the suit pushed on top of it (CE-PLAY-02).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Choice, Frame, Why
from tabletome.engine.game import Outcome, rank_seats
from tabletome.engine.i18n import N_, _, language, seat_words
from tabletome.engine.i18n.retell import retell, said

from .actions import DRAW, PASS, PLAY, SUIT

if TYPE_CHECKING:
    from .state import EightsState

TIE_BREAKS = (N_("fewer cards in hand"),)  # CE-END-05

#: The questions (said in the reader's language; a view keeps them in English: render.py tells them again).
PLAY_ON = N_("{seat}: play a card on {on}.")
DRAW_ON = N_("{seat}: no card of yours matches {on}; draw (CE-PLAY-03).")
PASS_ON = N_("{seat}: no card of yours matches {on} and you may not draw; pass (CE-PLAY-04).")
PUBLIC = N_("{seat} plays a card on {on}, or draws if they cannot.")
NAMED_ON = N_("{card} ({suit} was named)")
NAME_SUIT = N_("{seat}: name the suit to follow (CE-PLAY-02).")
PROMPTS = (PLAY_ON, DRAW_ON, PASS_ON, PUBLIC, NAME_SUIT)
#: The outcome's sentences, kept in English in the outcome (render.py tells them again).
LAST_CARD = N_("{seat} played their last card.")
COLLECTED = N_("{seat} played their last card. They collect {points} penalty points from the others.")
BLOCKED = N_("The stock is empty and every player passed: the game is blocked.")
REASONS = (COLLECTED, LAST_CARD, BLOCKED)
SUITS = (N_("clubs"), N_("diamonds"), N_("hearts"), N_("spades"))  # the standard deck's, as a log line names them


def say(s: EightsState, template: str, who: int = -1, **slots: Any) -> None:
    """A narration line, made only when somebody reads it (a search world keeps no log): a line that
    keeps its template (engine/i18n/retell.said), or a constant sentence (or a made line) as it is."""
    if s.log is not None:
        s.log.append((who, said(template, **slots) if slots else template))


# ---------------------------------------------------------------- setup
def setup(s: EightsState) -> None:
    """CE-SETUP-01..04."""
    deck = list(range(52))
    s.rng.shuffle(deck)
    per_hand = s.ed.deal[0] if s.players == 2 else s.ed.deal[1]  # CE-SETUP-02
    for t in range(s.players):
        s.hands[t] = sorted(deck.pop() for _ in range(per_hand))
    s.discard.append(deck.pop())  # CE-SETUP-03
    s.stock = deck
    s.push(Turn(1 % s.players))  # CE-SETUP-04: the last seat deals
    s.settle()


# ---------------------------------------------------------------- the turn
def playable(s: EightsState, card: int) -> bool:
    """CE-PLAY-01, CE-PLAY-02: same suit (or the named one) or same rank; an eight on anything."""
    rank = card % 13
    if rank == s.ed.wild:
        return True
    top = s.discard[-1]
    suit = s.suit if s.suit >= 0 else top // 13
    return card // 13 == suit or (s.suit < 0 and rank == top % 13)


class Turn(Frame):
    """A player's turn: play a matching card, or draw, or pass (CE-PLAY-01..05)."""

    __slots__ = ("drew",)

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.drew = False  # drew a card this turn (option draw = one)

    def prompt(self, s: EightsState) -> str:
        """The mover's question, naming only what is offered (it reads the mover's hand: the other
        seats read ``public_prompt``)."""
        seat = self.seat or 0
        if any(playable(s, card) for card in s.hands[seat]):
            question = PLAY_ON
        elif s.stock and not (self.drew and s.options["draw"] == "one"):
            question = DRAW_ON
        else:
            question = PASS_ON
        return _(question).format(seat=seat_words(s.seat_name(seat)), on=self.on_top(s))

    def public_prompt(self, s: EightsState) -> str:
        """The question as the other seats read it: what the mover may do, never what they hold."""
        return _(PUBLIC).format(seat=seat_words(s.seat_name(self.seat or 0)), on=self.on_top(s))

    def on_top(self, s: EightsState) -> str:
        top = s.ed.card_name(s.discard[-1])
        return _(NAMED_ON).format(card=top, suit=suit_word(s, s.suit)) if s.suit >= 0 else top

    def options(self, s: EightsState, why: Why | None) -> Iterator[Action]:
        seat = self.seat
        assert seat is not None
        hand = s.hands[seat]
        can_play = False
        for card in hand:
            if playable(s, card):
                can_play = True
                yield PLAY[card]
            elif why is not None and why.about(PLAY[card]):
                why.no(
                    PLAY[card],
                    _("{card} matches neither the suit nor the rank (CE-PLAY-01).").format(card=s.ed.card_name(card)),
                )
        if why is not None and why.target in PLAY and PLAY.index(why.target) not in hand:
            why.no(why.target, _("You do not hold {card}.").format(card=why.target.args[0]))
        may_draw = not can_play and s.stock and not (self.drew and s.options["draw"] == "one")
        if may_draw:
            yield DRAW
        elif why is not None:
            why.no(
                DRAW,
                N_("You can play a card, so you do not draw (CE-PLAY-03).")
                if can_play
                else N_("The stock is empty (CE-PLAY-04)."),
            )
        if not can_play and not may_draw:
            yield PASS
        elif why is not None:
            why.no(PASS, N_("You can still play or draw (CE-PLAY-04)."))

    def resolve(self, s: EightsState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        if action is DRAW:
            draw(s, seat)
            self.drew = True
        elif action is PASS:
            s.passes += 1
            say(s, N_("{seat} passes."), seat=s.seat_name(seat))
            if s.passes >= s.players:
                end(s, "CE-END-02", BLOCKED)
            else:
                self.next_player(s)
        else:
            play(s, self, seat, PLAY.index(action))

    def next_player(self, s: EightsState) -> None:
        """CE-PLAY-05."""
        assert self.seat is not None
        self.seat = (self.seat + 1) % s.players
        self.drew = False


def draw(s: EightsState, seat: int) -> None:
    """CE-PLAY-03: the top card of the stock, seen by its drawer only."""
    card = s.stock.pop()
    s.hands[seat].append(card)
    s.hands[seat].sort()
    s.reveals += 1
    say(s, N_("{seat} draws a card."), seat=s.seat_name(seat))
    say(s, N_("You draw {card}."), seat, card=s.ed.card_name(card))


def play(s: EightsState, turn: Turn, seat: int, card: int) -> None:
    s.hands[seat].remove(card)
    s.discard.append(card)
    s.suit = -1
    s.passes = 0
    say(s, N_("{seat} plays {card}."), seat=s.seat_name(seat), card=s.ed.card_name(card))
    if not s.hands[seat]:  # CE-END-01
        end(s, "CE-END-01", said(LAST_CARD, seat=s.seat_name(seat)))
        return
    if card % 13 == s.ed.wild:  # CE-PLAY-02: name a suit, then the next player goes on
        s.push(SuitChoice(seat, NAME_SUIT.format(seat=s.seat_name(seat)), SUIT, named))
        return
    turn.next_player(s)


class SuitChoice(Choice):
    """CE-PLAY-02: the eight's player names a suit (the question kept in English, said in the reader's)."""

    __slots__ = ()

    def prompt(self, state: Any) -> str:
        return retell(self.question, (NAME_SUIT,), lambda _k, v: seat_words(v))


def suit_word(s: EightsState, suit: int) -> str:
    return said_suit(s.ed.suits[suit])


def said_suit(suit: str, lang: str | None = None) -> str:
    """A suit as the reader's deck names it (the glossary's word), lower case inside a sentence."""
    return _suit_words(lang or language()).get(suit, suit)


@cache
def _suit_words(lang: str) -> dict[str, str]:
    from tabletome.engine.reference import glossary_words
    from tabletome.engine.registry import get_game

    found = glossary_words(get_game("crazy_eights"), lang)
    return {k[5:]: str(v["name"]).lower() for k, v in found.items() if k.startswith("suit:") and v.get("name")}


def named(s: EightsState, action: Action) -> None:
    """After an eight: the named suit; the turn frame below moves on to the next player."""
    s.suit = SUIT.index(action)
    say(s, N_("The suit is {suit}."), suit=s.ed.suits[s.suit])
    turn = s.stack[-1]
    assert isinstance(turn, Turn)
    turn.next_player(s)


# ---------------------------------------------------------------- the end
def penalty(s: EightsState, seat: int) -> int:
    """CE-END-03."""
    return sum(s.ed.penalty[c % 13] for c in s.hands[seat])


def end(s: EightsState, cause: str, reason: str) -> None:
    """CE-END-04, CE-END-05: everybody ranked by penalty points, then by fewer cards."""
    points = [penalty(s, t) for t in range(s.players)]
    keys = [(-float(points[t]), -float(len(s.hands[t]))) for t in range(s.players)]
    shown = [(float(len(s.hands[t])),) for t in range(s.players)]
    seats, decided = rank_seats(keys, TIE_BREAKS, scores=[float(p) for p in points], shown=shown)
    winners = tuple(r.seat for r in seats if r.rank == 1)
    collected = sum(points) if cause == "CE-END-01" else None
    if collected is not None:
        reason = said(COLLECTED, seat=s.seat_name(winners[0]), points=collected)
    s.outcome_ = Outcome(winners, cause, reason, collected, seats, decided, N_("penalty points"), TIE_BREAKS)
    s.stack.clear()
    s._legal = None
    say(s, reason)
