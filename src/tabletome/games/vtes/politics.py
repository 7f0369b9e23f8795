"""V:TES politics without cards (step 4): the referendum, votes and ballots, the blood hunt.

A :class:`Referendum` frame (automatic) runs the three steps of VT-REF-02: terms (VT-REF-03; a
referendum without a card, like the blood hunt, has none), polling (VT-REF-04 to VT-REF-06), and
the tally (VT-REF-07, VT-VOTE-13, VT-VOTE-14). Polling asks each Methuselah in turn order from the
acting Methuselah (AMB-05) who has something to cast: a :class:`Poll` decision, one per
Methuselah covering all their votes and ballots (engine notes E3/E4, AMB-08):

- ``for`` / ``against``: every vote (VT-VOTE-06 to VT-VOTE-09) and ballot (VT-VOTE-13) of the
  Methuselah's ready vampires (VT-VOTE-10, VT-VOTE-11) goes to that side;
- ``for edge`` / ``against edge``: the same, and the Edge is burned for 1 more vote on that side
  (VT-EDGE-04); it goes back to the centre;
- ``pass``: nothing is cast (VT-VOTE-01: a vote need not be cast). Casts are final (VT-REF-05).

Simplifications: one side per Methuselah (VT-VOTE-02 would allow sources on different sides); no
vote or ballot comes from cards (VT-VOTE-03 to VT-VOTE-05, VT-VOTE-12: no political action card
is implemented). Title contests (VT-CONT-08) are not built, so every printed title counts.

The effect of a passed referendum is named by a string (``kind``) looked up in :data:`EFFECTS`, so
that frames stay plain data; political action cards can add their kinds later.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import cache

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS, Frame, Why

from .state import CENTRE, VTESState

#: Votes per title (VT-VOTE-06 Camarilla and Anarch, VT-VOTE-07 Sabbat, VT-VOTE-08 Laibon,
#: VT-VOTE-09 Independent "N votes"). The priscus gives a ballot instead (VT-VOTE-13).
TITLE_VOTES = {
    "primogen": 1,
    "prince": 2,
    "baron": 2,
    "justicar": 3,
    "inner circle": 4,
    "bishop": 1,
    "archbishop": 2,
    "cardinal": 3,
    "regent": 4,
    "kholo": 2,
    "magaji": 2,
    "1 vote": 1,
    "2 votes": 2,
    "3 votes": 3,
}
PRISCUS = "priscus"
PRISCI_BLOCK = 3  # VT-VOTE-14

BLOOD_HUNT = "blood hunt"
FOR, AGAINST = "for", "against"


@cache
def cast(side: str, edge: bool = False) -> Action:
    """``for``, ``against``, ``for edge``, ``against edge`` (the Edge burned for a vote, VT-EDGE-04)."""
    return Action(side, (1,) if edge else ())


def title_votes(title: str | None) -> int:
    """The votes a title gives (VT-VOTE-06 to VT-VOTE-09); 0 for none, for the priscus, or unknown."""
    return TITLE_VOTES.get(title.lower(), 0) if title else 0


def votes_and_ballots(s: VTESState, seat: int) -> tuple[int, int]:
    """The votes and prisci ballots of ``seat``'s ready vampires, locked or not (VT-VOTE-10); a
    vampire in torpor has none (VT-VOTE-11, VT-TORP-04)."""
    votes = ballots = 0
    for v in s.ready[seat]:
        title = s.title(v.card)
        if title is not None and title.lower() == PRISCUS:
            ballots += 1  # VT-VOTE-13
        else:
            votes += title_votes(title)
    return votes, ballots


def passes(votes_for: int, votes_against: int, ballots_for: int, ballots_against: int) -> bool:
    """VT-VOTE-14: the prisci block's 3 votes go to the side with more ballots (a tie abstains);
    VT-REF-07: more votes for than against passes; a tie fails."""
    if ballots_for > ballots_against:
        votes_for += PRISCI_BLOCK
    elif ballots_against > ballots_for:
        votes_against += PRISCI_BLOCK
    return votes_for > votes_against


class Poll(Frame):
    """One Methuselah casts all their votes and ballots for or against, or passes (VT-REF-04)."""

    __slots__ = ("kind", "votes", "ballots", "edge", "side", "burned")

    window = "vote"

    def __init__(self, seat: int, kind: str, votes: int, ballots: int, edge: bool) -> None:
        super().__init__(seat)
        self.kind = kind
        self.votes, self.ballots, self.edge = votes, ballots, edge
        self.side: str | None = None
        self.burned = False

    def prompt(self, state: VTESState) -> str:
        edge = "; you may burn the Edge for 1 more vote" if self.edge else ""
        return (
            f"Referendum ({self.kind}): cast your {self.votes} votes and {self.ballots} prisci ballots "
            f"for or against{edge}, or pass."
        )

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        for side in (FOR, AGAINST):
            if self.votes or self.ballots:
                yield cast(side)
            elif why is not None:
                why.no(
                    cast(side),
                    "You control no ready titled vampire: you have no votes to cast (VT-VOTE-01, VT-VOTE-10).",
                )
            if self.edge:
                yield cast(side, True)
            elif why is not None:
                why.no(
                    cast(side, True),
                    "Only the Methuselah holding the Edge may burn it for a vote (VT-EDGE-04, VT-EDGE-05).",
                )
        yield PASS

    def resolve(self, state: VTESState, action: Action) -> None:
        if action is not PASS:
            self.side = action.verb
            if action.args:  # VT-EDGE-04: burned, back to the centre
                self.burned = True
                state.edge = CENTRE
        state.finish(self)  # VT-REF-05: a cast cannot be changed

    def view(self, state: VTESState, seat: int | None) -> dict[str, object] | None:
        return {"poll": self.seat, "referendum": self.kind, "votes": self.votes, "ballots": self.ballots}


class Referendum(Frame):
    """A referendum (automatic): polling in turn order from ``caller``, then the tally (VT-REF-02).

    ``kind`` names the effect applied if it passes (:data:`EFFECTS`); ``subject`` and ``index``
    and ``card`` say whom it concerns (the blood hunt: the diablerist's seat, place and card)."""

    __slots__ = ("caller", "kind", "subject", "index", "card", "order", "next", "tally", "result")

    def __init__(self, caller: int, kind: str, subject: int = -1, index: int = -1, card: int = -1) -> None:
        super().__init__(None)
        self.caller, self.kind = caller, kind
        self.subject, self.index, self.card = subject, index, card
        self.order: tuple[int, ...] = ()
        self.next = -1  # -1: the terms step has not run (VT-REF-03)
        self.tally = (0, 0, 0, 0)  # votes for, against; ballots for, against
        self.result: bool | None = None

    def run(self, state: VTESState) -> None:
        s = state
        if self.next < 0:  # VT-REF-03: no terms without a card; polling starts (VT-REF-04)
            n = s.players
            self.order = tuple(t for k in range(n) if s.in_game(t := (self.caller + k) % n))
            self.next = 0
        while self.next < len(self.order):
            t = self.order[self.next]
            self.next += 1
            votes, ballots = votes_and_ballots(s, t)
            edge = s.edge == t
            if votes or ballots or edge:
                s.push(Poll(t, self.kind, votes, ballots, edge))
                return
        s.finish(self)  # VT-REF-06: every Methuselah has finished casting
        self.result = passes(*self.tally)
        if self.result:  # VT-REF-07: it passes and its effects apply; otherwise nothing happens
            EFFECTS[self.kind](s, self)

    def child_done(self, state: VTESState, child: Frame) -> None:
        if isinstance(child, Poll) and child.side is not None:
            vf, va, bf, ba = self.tally
            votes = child.votes + (1 if child.burned else 0)
            if child.side == FOR:
                self.tally = (vf + votes, va, bf + child.ballots, ba)
            else:
                self.tally = (vf, va + votes, bf, ba + child.ballots)

    def view(self, state: VTESState, seat: int | None) -> dict[str, object] | None:
        vf, va, bf, ba = self.tally
        return {"referendum": self.kind, "caller": self.caller, "for": vf, "against": va, "ballots": [bf, ba]}


def burn_vampire(s: VTESState, seat: int, index: int, card: int) -> None:
    """Burn a controlled vampire: it goes to its owner's ash heap (here its controller's:
    without cards control never changes)."""
    ready = s.ready[seat]
    if not (0 <= index < len(ready) and ready[index].card == card):
        index = next((j for j, v in enumerate(ready) if v.card == card), -1)
    if index < 0:  # no longer ready: look in torpor
        torpor = s.torpor[seat]
        j = next((j for j, v in enumerate(torpor) if v.card == card), -1)
        if j < 0:
            return  # already gone
        del torpor[j]
    else:
        del ready[index]
    s.ash[seat].append(card)
    s._legal = None


def blood_hunt(s: VTESState, r: Referendum) -> None:
    """VT-DIAB-08: the blood hunt passed: the diablerist is burned."""
    burn_vampire(s, r.subject, r.index, r.card)


EFFECTS: dict[str, Callable[[VTESState, Referendum], None]] = {BLOOD_HUNT: blood_hunt}


def call_blood_hunt(s: VTESState, diablerist: int, index: int) -> None:
    """VT-DIAB-08, VT-DIAB-09: right after a diablerie, a referendum on a blood hunt against the
    diablerist; it is no action (nothing to block, no modifier or reaction) and its polling starts
    with the Methuselah whose turn it is (AMB-05)."""
    s.push(Referendum(s.current, BLOOD_HUNT, diablerist, index, s.ready[diablerist][index].card))
