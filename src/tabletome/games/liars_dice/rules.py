"""Liar's Dice rules in the clauses' order. One frame, the :class:`Turn` of the player to bid or call;
a call is resolved at once (the cups lifted, a die lost, new dice rolled)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.game import Outcome, rank_seats
from tabletome.engine.i18n import N_, _, seat_words
from tabletome.engine.i18n.retell import said

from .actions import BIDS, FACES, LIAR, quantity_face
from .state import D6

if TYPE_CHECKING:
    from .state import LiarsState

TIE_BREAKS = (N_("went out later"),)  # LD-END-02
BEAT = N_("A bid must beat {bid}: more dice, or as many of a higher face (LD-BID-02).")
RAISE, OPEN = N_("{seat}: raise bid {bid}, or call liar."), N_("{seat}: open the round with a bid.")
CALLED = N_("{seat} calls liar on bid {bid}: {count} count; {loser} loses a die.")  # the log's line (LD-CHAL-01)


def say(s: LiarsState, template: str, who: int = -1, **slots: object) -> None:
    if s.log is not None:  # a search world keeps no log: nothing formatted
        s.log.append((who, said(template, **slots) if slots else template))


def setup(s: LiarsState) -> None:
    """LD-SETUP-01..03."""
    roll(s)
    s.push(Turn(0))
    s.settle()


def roll(s: LiarsState) -> None:
    """LD-SETUP-02: every player still in rolls all their dice; each sees their own."""
    for cup in s.cups:
        cup[:] = sorted(D6.roll(s.rng) for _ in cup)
    s.reveals += 1


def next_seat(s: LiarsState, seat: int) -> int:
    """LD-PLAY-01: the next seat clockwise that still has dice."""
    return next(t for k in range(1, s.players + 1) if s.cups[t := (seat + k) % s.players])


def in_play(s: LiarsState) -> int:
    return sum(len(cup) for cup in s.cups)


class Turn(Frame):
    """A player raises the bid or calls liar (LD-PLAY-02)."""

    __slots__ = ()

    def prompt(self, s: LiarsState) -> str:
        who = seat_words(s.seat_name(self.seat or 0))  # said in the reader's language (a view keeps English)
        return _(RAISE).format(seat=who, bid=BIDS[s.bid].args[0]) if s.bid >= 0 else _(OPEN).format(seat=who)

    def options(self, s: LiarsState, why: Why | None) -> Iterator[Action]:
        top = in_play(s) * FACES  # LD-BID-03: no more dice than are in play
        yield from BIDS[s.bid + 1 : top]  # LD-BID-02: only higher bids
        if s.bid >= 0:
            yield LIAR
        elif why is not None:
            why.no(LIAR, N_("There is no bid to call yet: open the round with a bid (LD-PLAY-02)."))
        if why is not None and (t := why.target) in BIDS:
            if BIDS.index(t) <= s.bid:
                why.no(t, _(BEAT).format(bid=BIDS[s.bid]))
            elif BIDS.index(t) >= top:
                why.no(t, _("Only {n} dice are in play (LD-BID-03).").format(n=in_play(s)))

    def resolve(self, s: LiarsState, action: Action) -> None:
        seat = self.seat or 0
        if action == LIAR:
            call(s, self, seat)
            return
        s.bid, s.bidder = action.index, seat
        say(s, N_("{seat} bids {bid}."), seat=s.seat_name(seat), bid=action.args[0])
        self.seat = next_seat(s, seat)


def counted(s: LiarsState, face: int) -> int:
    """LD-CHAL-01, LD-BID-04: the dice showing ``face``, with the ones when they are wild."""
    wild = s.options["ones"] == "wild" and face != 1
    return sum(d == face or (wild and d == 1) for cup in s.cups for d in cup)


def call(s: LiarsState, turn: Turn, caller: int) -> None:
    """LD-CHAL-01..03, LD-END-01: every cup lifted, the loser loses a die and opens the next round."""
    quantity, face = quantity_face(s.bid)
    count = counted(s, face)
    loser = caller if count >= quantity else s.bidder  # LD-CHAL-02
    s.shown = [cup[:] for cup in s.cups]
    say(s, CALLED, seat=s.seat_name(caller), bid=BIDS[s.bid].args[0], count=count, loser=s.seat_name(loser))
    s.cups[loser].pop()
    if not s.cups[loser]:
        s.out.append(loser)
    s.bid = s.bidder = -1
    if len(s.out) == s.players - 1:
        end(s)
        return
    roll(s)
    turn.seat = loser if s.cups[loser] else next_seat(s, loser)


def end(s: LiarsState) -> None:
    """LD-END-02: the last player with dice wins; the others are placed by how long they lasted."""
    winner = next(t for t in range(s.players) if s.cups[t])
    keys = [(float(len(s.cups[t])), float(s.out.index(t) if t in s.out else s.players)) for t in range(s.players)]
    seats, decided = rank_seats(keys, TIE_BREAKS)
    reason = said(N_("{seat} is the last player with dice."), seat=s.seat_name(winner))
    s.outcome_ = Outcome((winner,), "LD-END-02", reason, None, seats, decided, N_("dice left"), TIE_BREAKS)
    s.stack.clear()
    s._legal = None
    say(s, reason)
