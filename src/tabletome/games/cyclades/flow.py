"""The Cyclades cycle as frames: the five phases (CY-CYC-01), the offerings auction with the
outbid player placing again at once (CY-OFF), and the players' turns in god order (CY-ACT).

The stack reads, bottom to top: ``Cycles`` (the game, cycle after cycle), the phases still to
come (pushed in reverse so they run in the rulebook's order), and the decision on top: an
offering, a re-placement after being outbid (``Rebid``, ahead of everybody), a god's turn, or a
step of an action (a voyage, a battle, a Metropolis to place).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _
from tabletome.engine.i18n.retell import said

from . import favours, hades, heroes, placement, rules, turns
from .base import APOLLO_ACTION, END, ENTERING, LISTED, Fixed, act, available_gods, draw_creature, god_label
from .data import OFFER_GODS, OFFER_NAMES
from .rules import joined, name, say, seat_named
from .state import HADES
from .words import WON, god

if TYPE_CHECKING:
    from .state import CycladesState


# ---------------------------------------------------------------- the cycle
class Cycles(Fixed):
    """The game: cycle after cycle until a player wins (CY-GEN-06, CY-CYC-01/02)."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, s: CycladesState) -> None:

        s.cycle += 1
        s.temples_used = [0] * s.players
        say(s, N_("Cycle {n} begins."), n=s.cycle)
        steps: list[Frame] = [CycleEnd(), turns.ActionPhase(), Offerings()]
        if heroes.on(s):
            steps.append(heroes.UpkeepStart())  # CY-HERO-09: right after the revenue phase
        steps += [Revenue(), GodsTrack()]
        if hades.on(s):
            steps.append(hades.HadesRoll())  # CY-CYC-03, CY-HADES-03: after phase 1, before phase 2
        steps.append(CreatureTrack())
        for step in steps:
            s.push(step)

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {"step": "cycle", "cycle": s.cycle}


class CreatureTrack(Fixed):
    """Phase 1 (CY-TRACK-01..05): the card on the 2 GP space is discarded, the others slide
    towards it and the empty spaces are filled from the deck (the first two cycles fill fewer)."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, s: CycladesState) -> None:
        s.finish(self)
        if s.ctrack[2] >= 0:  # CY-TRACK-02
            s.cdisc.append(s.ctrack[2])
            s.ctrack[2] = -1
        fill = 1 if s.cycle == 1 else 2 if s.cycle == 2 else 3  # CY-TRACK-04: the spaces in use
        slide(s, fill)  # a new list when the gaps close
        track = s.ctrack
        for k in range(fill - 1, -1, -1):
            if track[k] < 0:
                track[k] = draw_creature(s)


def slide(s: CycladesState, used: int) -> None:
    """CY-TRACK-03: AMB-02 closes the gaps towards the 2 GP end within the ``used`` spaces of this
    cycle (CY-TRACK-04; option track_slide: one space)."""
    track = s.ctrack
    if s.options["track_slide"] == "one-space":
        for k in (1, 0):
            if track[k] >= 0 and track[k + 1] < 0:
                track[k + 1], track[k] = track[k], -1
        return
    if s.options["slide_spaces"] == "all":  # rules version 1 closed the gaps over all three
        used = 3
    cards = [c for c in track[:used] if c >= 0]
    s.ctrack = [-1] * (used - len(cards)) + cards + track[used:]


class GodsTrack(Fixed):
    """Phase 2 (CY-GODS-01..06): the god tiles are dealt onto the track; how many are face up
    depends on the player count."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, s: CycladesState) -> None:

        s.finish(self)
        deal_gods(s)
        entering = s.hades_at == ENTERING
        if entering:
            hades.cover(s)
        favours.deal_favour(s, entering)
        if s.log is not None:
            up = [god_label(s, g) for g in available_gods(s)]
            say(s, N_("The gods this cycle, top to bottom: {gods}, then Apollo."), gods=joined(up, LISTED))


def deal_gods(s: CycladesState) -> None:
    n = s.players
    gods = s.gods
    if n == 5:  # CY-GODS-02
        s.rng.shuffle(gods)
        s.god_up = [True] * 4
    elif n in (4, 2):  # CY-GODS-03/04, CY-2P-02
        if s.cycle == 1:
            s.rng.shuffle(gods)
        else:
            hidden = gods[3]
            rest = gods[:3]
            s.rng.shuffle(rest)
            s.gods = [hidden, *rest]
        s.god_up = [True, True, True, False]
    else:  # 3 players, CY-GODS-05/06: two up; next cycle the other two; then a new shuffle
        if s.cycle % 2 == 1:
            s.rng.shuffle(gods)
        else:
            pair = gods[2:]
            s.rng.shuffle(pair)
            s.gods = [*pair, *gods[:2]]
        s.god_up = [True, True, False, False]


class Revenue(Fixed):
    """Phase 3 (CY-INC-01..03): every player takes 1 GP per cornucopia he controls; the
    Necropolis's GP go to its island's controller (CY-NEC-06)."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, s: CycladesState) -> None:

        s.finish(self)
        if placement.no_revenue(s):
            say(s, N_("No revenue in the first cycle after the free placement (m1_first_revenue=none, AMB-19)."))
            return
        hades.collect(s)
        gains = rules.revenues(s)
        for t in range(s.players):
            if not s.out[t]:
                gain = gains[t]
                s.gold[t] += gain
                say(s, N_("{seat} takes {n} GP of revenue."), seat=name(s, t), n=gain)


class CycleEnd(Fixed):
    """After Apollo: victory is checked (CY-WIN-01..03); the markers' order for the next cycle is
    the reverse of this cycle's play (CY-ACT-05/06)."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, s: CycladesState) -> None:

        s.finish(self)
        hades.leave(s)
        favours.discard_favour(s)
        winners = rules.winners_now(s)
        if winners:
            seats = joined([name(s, t) for t in winners])
            n = rules.metropolises(s, winners[0])
            reason = said(WON, seats=seats, n=n, cycle=s.cycle)
            rules.finish(s, winners, "CY-WIN-02", reason)
        order = [m for m in reversed(s.played) if not s.out[m // 2]]
        # Every marker of a player still in the game gets a place, even one that never played.
        order += [m for m in s.track if m not in order and not s.out[m // 2]]
        s.track = order
        s.played = []
        s.apollo = []
        for g in range(len(s.offer_seat)):
            s.offer_seat[g] = -1
            s.offer_mark[g] = -1
            s.offer_amt[g] = 0


# ---------------------------------------------------------------- phase 4: the offerings
def bid_cost(s: CycladesState, seat: int, amount: int) -> int:
    """CY-OFF-10: the offer minus 1 GP per priest, never less than 1 GP."""
    return max(1, amount - s.priest[seat])


def committed(s: CycladesState, seat: int, marker: int) -> int:
    """What the player's other marker already costs him (CY-2P-06)."""
    total = 0
    for g in (0, 1, 2, 3, HADES):
        if s.offer_seat[g] == seat and s.offer_mark[g] != marker:
            total += bid_cost(s, seat, s.offer_amt[g])
    return total


def offer_options(s: CycladesState, marker: int, banned: int, why: Why | None) -> Iterator[Action]:
    """CY-OFF-01..08, CY-OFF-11: a higher offer on a face-up god (not the one just lost), or Apollo."""
    seat = marker // 2
    avail = spendable(s, seat, marker)
    any_offer = False
    for g in available_gods(s):
        label = OFFER_NAMES[g]
        if g == banned:
            if why is not None and why.target.verb == "offer" and why.target.args[0] == label:
                why.no(
                    why.target,
                    _("You were just outbid on {god}: place on another god (CY-OFF-06).").format(god=god_label(s, g)),
                )
            continue
        low = s.offer_amt[g] + 1 if s.offer_seat[g] >= 0 else 1
        room = avail + freed(s, marker, g)
        high = room + s.priest[seat] if room >= 1 else 0  # the most whose cost he can pay
        if high >= low:
            any_offer = True
            yield from offers(label, low, high)
        if why is not None and why.target.verb == "offer" and why.target.args[0] == label:
            _refuse_offer(s, why, seat, g, low, room)
    if apollo_open(s, seat, marker, any_offer):
        yield APOLLO_ACTION
    elif why is not None:
        why.no(APOLLO_ACTION, apollo_refusal(s))


def freed(s: CycladesState, marker: int, god: int) -> int:
    """CY-2P-05/06: outbidding his own other marker on ``god`` displaces it, so its offer no longer
    counts against his GP (in the preliminary cycle a GP stays kept for it, AMB-39)."""
    seat = marker // 2
    if s.offer_seat[god] != seat or s.offer_mark[god] == marker or s.options["own_outbid"] == "counted":
        return 0  # rules version 1 counted it still
    kept = 1 if placement.preliminary(s) else 0
    return bid_cost(s, seat, s.offer_amt[god]) - kept


_OFFERS: dict[str, list[Action]] = {}


def offers(label: str, low: int, high: int) -> list[Action]:
    """The actions ``offer label low`` .. ``offer label high`` (made once, then sliced)."""
    made = _OFFERS.setdefault(label, [APOLLO_ACTION])  # index 0 unused: offers start at 1
    while len(made) <= high:
        made.append(act("offer", label, len(made)))
    return made[low : high + 1]


def _refuse_offer(s: CycladesState, why: Why, seat: int, god: int, low: int, avail: int) -> None:
    amount = why.target.args[1] if len(why.target.args) > 1 else 0
    if not isinstance(amount, int) or amount < low:
        why.no(
            why.target, _("An offer on {god} must be at least {n} GP (CY-OFF-02).").format(god=god_label(s, god), n=low)
        )
    else:
        why.no(
            why.target,
            _("An offer of {amount} would cost you {cost} GP and you can spend {n} (CY-OFF-08).").format(
                amount=amount, cost=bid_cost(s, seat, amount), n=max(0, avail)
            ),
        )


def apollo_open(s: CycladesState, seat: int, marker: int, any_offer: bool) -> bool:
    """CY-APO-01: Apollo is open to any number of players; in the 2-player game both markers of
    one player go there only when no offer on a god is possible (AMB-33); in the preliminary
    cycle of the free placement only one marker goes there (CY-FREE-05, CY-FREE-23)."""

    if placement.apollo_taken(s):
        return False
    if s.players == 2 and any(m // 2 == seat for m in s.apollo):
        return not any_offer
    return True


def apollo_refusal(s: CycladesState) -> str:
    if placement.apollo_taken(s):
        return _("In the preliminary cycle only one player may choose Apollo, and one already has (CY-FREE-05).")
    return _("Your other marker is on Apollo: this one must go to a god while you can make an offer (AMB-33).")


def spendable(s: CycladesState, seat: int, marker: int) -> int:
    """CY-OFF-08, CY-2P-06: his GP less what his other marker costs; in the 2-player preliminary
    cycle a GP is kept for each of his markers not yet placed (AMB-39)."""

    avail = s.gold[seat] - committed(s, seat, marker)
    if placement.preliminary(s) and s.players == 2:
        placed = {s.offer_mark[g] for g in (0, 1, 2, 3, HADES)} | set(s.apollo)
        avail -= sum(1 for m in (seat * 2, seat * 2 + 1) if m != marker and m not in placed)
    return avail


def place(s: CycladesState, marker: int, action: Action) -> int:
    """Put ``marker`` where ``action`` says; the marker it displaces (-1 for none)."""
    seat = marker // 2
    if action is APOLLO_ACTION:
        s.apollo.append(marker)
        say(s, N_("{seat} goes to Apollo."), seat=name(s, seat))
        return -1
    label, amount = action.args
    g = OFFER_GODS[str(label)]
    displaced = s.offer_mark[g]
    s.offer_seat[g] = seat
    s.offer_mark[g] = marker
    s.offer_amt[g] = int(amount)
    say(s, N_("{seat} offers {n} GP to {god}."), seat=name(s, seat), n=s.offer_amt[g], god=god_label(s, g))
    return displaced


class Offerings(Frame):
    """Phase 4: markers are placed one at a time in turn-track order (CY-OFF-01); then the gods'
    holders pay their offers (CY-OFF-09/10)."""

    __slots__ = ("cursor",)
    name = "offer"

    def __init__(self) -> None:
        super().__init__(None)
        self.cursor = 0

    def start(self, s: CycladesState) -> None:
        self.seat = s.track[self.cursor] // 2 if self.cursor < len(s.track) else None

    def marker(self, s: CycladesState) -> int:
        return s.track[self.cursor]

    def prompt(self, s: CycladesState) -> str:
        return _("{seat}: make an offering to a god, or go to Apollo (phase 4).").format(
            seat=seat_named(s, self.seat or 0)
        )

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        return offer_options(s, self.marker(s), -1, why)

    def resolve(self, s: CycladesState, action: Action) -> None:
        displaced = place(s, self.marker(s), action)
        self.cursor += 1
        self.start(s)
        if displaced >= 0:  # CY-OFF-05/06: the outbid player places again at once
            s.push(Rebid(displaced, OFFER_GODS[str(action.args[0])]))

    def run(self, s: CycladesState) -> None:
        if self.cursor == 0 and s.track and self.seat is None:
            self.start(s)  # the first marker decides
            if self.seat is not None:
                return
        s.finish(self)
        pay_offerings(s)

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {"step": "offerings", "placed": self.cursor, "markers": len(s.track)}


class Rebid(Fixed):
    """An outbid marker is placed again at once, ahead of every other (CY-OFF-06/07)."""

    __slots__ = ("banned", "marker")
    name = "rebid"

    def __init__(self, marker: int, banned: int) -> None:
        super().__init__(marker // 2)
        self.marker = marker
        self.banned = banned

    def prompt(self, s: CycladesState) -> str:

        return _("{seat}: you were outbid on {god}; make an offering to another god, or go to Apollo.").format(
            seat=seat_named(s, self.seat or 0), god=god(god_label(s, self.banned))
        )

    def options(self, s: CycladesState, why: Why | None) -> Iterator[Action]:
        return offer_options(s, self.marker, self.banned, why)

    def resolve(self, s: CycladesState, action: Action) -> None:
        s.finish(self)
        displaced = place(s, self.marker, action)
        if displaced >= 0:  # CY-OFF-07: displacements chain
            s.push(Rebid(displaced, OFFER_GODS[str(action.args[0])]))

    def view(self, s: CycladesState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "rebid",
            "interrupt": self.seat,
            "seat": name(s, self.seat or 0),
            "lost": god_label(s, self.banned),
        }


def pay_offerings(s: CycladesState) -> None:
    """CY-OFF-09/10: each god's holder pays his offer, less his priests, to the bank; the winner of
    the god beside the favour tile takes its bonus item (CY-FAV-06/07, AMB-30)."""

    for g in (0, 1, 2, 3, HADES):
        seat = s.offer_seat[g]
        if seat >= 0:
            cost = bid_cost(s, seat, s.offer_amt[g])
            s.gold[seat] -= cost
            say(s, N_("{seat} pays {n} GP to {god}."), seat=name(s, seat), n=cost, god=god_label(s, g))
    favours.give_bonus(s)


# The cycle's frames and the offerings' rules, with the primitives of ``base`` that modules and
# tests still name from the flow.
__all__ = [
    "APOLLO_ACTION",
    "END",
    "ENTERING",
    "LISTED",
    "CreatureTrack",
    "CycleEnd",
    "Cycles",
    "Fixed",
    "GodsTrack",
    "Offerings",
    "Rebid",
    "Revenue",
    "act",
    "apollo_open",
    "apollo_refusal",
    "available_gods",
    "bid_cost",
    "committed",
    "deal_gods",
    "draw_creature",
    "freed",
    "god_label",
    "offer_options",
    "offers",
    "pay_offerings",
    "place",
    "slide",
    "spendable",
]
