"""The flow of Der Hexer von Salem as frames: the round (steps A, B, C) and a player's turn (actions 1-5).

The stack, bottom to top, in the middle of a turn::

    Rounds, RoundEnd, EventStep, Turns, <the action deciding now>

:class:`Rounds` starts a round by pushing its steps in reverse order, so they run in the
rulebook's: A. :class:`~.rules.CreatureReveals`, B. :class:`Turns`, C. :class:`EventStep`, then
:class:`RoundEnd` (an Old One's text at the end of the round). ``Turns`` begins each
investigator's turn with action 1 (the banisher's turns are only its sanity loss, HX-RLY-11);
the turn is over when its last step is done and ``Turns`` is on top again. An action frame,
once played, pushes what comes next: the next action that has something to choose (actions
2-5 are optional: one with nothing to choose is skipped) or an automatic step the settle loop
runs (:class:`Encounter`, action 3's Madness roll; :class:`TakeItem`, after a cost is paid). A step that must
wait for something pushes its continuation first and the awaited step on top (an offer above
the encounter, a cost's reveal above the taking of the item), so a team discard pushed
meanwhile is resolved before the flow goes on.

Decisions: :class:`LocationCard` (action 1), :class:`Meeting` (2), :class:`Offer` (the
companion's answer), :class:`Defeat` (3), :class:`ItemUse` (4), :class:`Acquisition` (5),
:class:`Drop` (a full investigator makes room, HX-ACQ-08) and :class:`~.rules.TeamDiscard`.
Each decision's ``options`` is the one place that decides what is legal and, asked with a
``Why``, says why a refused candidate is refused.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Why
from tabletome.engine.game import Outcome
from tabletome.engine.i18n import N_, _, seat_words
from tabletome.engine.i18n.retell import said, told

from .actions import (
    ACCEPT,
    ACCEPT_DROP,
    ASK,
    CLOSE,
    COLOURS,
    DECLINE,
    DEFEAT,
    DROP,
    GIVE,
    MOVE,
    PASS,
    PASSAGE,
    RLYEH_WORD,
    TAKE,
    TRADE,
    USE,
)
from .data import (
    CREATURE,
    EVENT,
    GE_ACQUIRE_NECRON,
    GE_NO_ELIXIR,
    GE_NO_PROTECTION,
    GE_ROUND_NECRON,
    ITEM_LETTERS,
    ITEM_TITLES,
    NECRON1,
    NECRON2,
    SANITY1,
    SANITY2,
    D,
    E,
    G,
    N,
)
from .rules import (
    ALL_CARDS,
    PASSAGE_BIT,
    RLYEH,
    UNIVERSITY,
    CreatureReveals,
    HexerFrame,
    advance_necron,
    can_defeat,
    can_go_to_rlyeh,
    colour,
    decider_from,
    deciding_to_banish,
    defeat,
    end_game,
    final_check,
    gain_sanity,
    goo_amount,
    item_of,
    item_to_discard,
    lose_sanity,
    make_statement,
    may_ask,
    next_face_down_goo,
    normal_items,
    passage_cost,
    place,
    refill_location,
    replace,
    requirement_said,
    reveal_event,
    reveals_this_round,
    roll_madness_die,
    say,
    threat_at,
    to_discard,
)
from .words import Printed, name

if TYPE_CHECKING:
    from .state import HexerState


# ---------------------------------------------------------------- the round
class Rounds(HexerFrame):
    """The game, round after round (HX-ROUND-01..03); it stays at the bottom until the game ends."""

    __slots__ = ()

    def __init__(self) -> None:
        self.seat = None

    def run(self, s: HexerState) -> None:
        s.round_no += 1
        if s.log is not None:
            say(s, N_("Round {n} begins."), n=s.round_no)
        s.push(ROUND_END)
        s.push(EVENT_STEP)
        s.push(Turns(-1))
        # HX-CRE-01, HX-EVT-10: the start player (the next one clockwise if mad, AMB-16) reveals.
        s.push(CreatureReveals(decider_from(s, s.start), reveals_this_round(s)))


class EventStep(HexerFrame):
    """C. HX-EVT-01: whoever took the last turn reveals the top event card."""

    __slots__ = ()

    def __init__(self) -> None:
        self.seat = None

    def run(self, s: HexerState) -> None:
        s.finish(self)
        reveal_event(s, s.active)


class RoundEnd(HexerFrame):
    """After step C: an Old One's text that moves Necron at the end of each round (HX-RLY-02)."""

    __slots__ = ()

    def __init__(self) -> None:
        self.seat = None

    def run(self, s: HexerState) -> None:
        s.finish(self)
        steps = goo_amount(s, GE_ROUND_NECRON)
        if steps:
            if s.log is not None:
                say(s, N_("The Great Old One's text: Necron advances {n} at the end of the round."), n=steps)
            advance_necron(s, steps)


ROUND_END = RoundEnd()
EVENT_STEP = EventStep()


class Turns(HexerFrame):
    """B. HX-ROUND-02: one turn each, clockwise from the start player; the mad are skipped (AMB-16).

    ``index`` counts the turns of this round already begun (-1 before the first)."""

    __slots__ = ("index",)

    def __init__(self, index: int) -> None:
        self.seat = None
        self.index = index

    def run(self, s: HexerState) -> None:
        n = s.players
        i = self.index
        while True:
            i += 1
            if i >= n:
                s.finish(self)  # every investigator has played: step C
                return
            seat = (s.start + i) % n
            if s.sanity[seat] > 0:
                break
        replace(s, self, Turns(i))
        s.active = seat
        if seat == s.banisher:  # HX-RLY-15: no actions, only the sanity loss
            in_rlyeh(s, seat)
            return
        s.push(LocationCard.FOR_SEAT[seat])
        if not s.rd.statement_decided and deciding_to_banish(s, seat):
            s.push(TeamStatement(seat))  # version 1: the team speaks at once, unasked

    def view(self, s: HexerState, seat: int | None) -> dict[str, Any]:
        return {"step": "turns", "turn": self.index}


class TeamStatement(HexerFrame):
    """HX-COOP-03/04 as rules version 1 read it: at the start of the turn of a seat that could
    banish, the team says whether anybody knows of an open portal, unasked. Automatic: the rules
    fix what is said (the truth, nothing more). Version 2: the seat decides (``ask``, action 1)."""

    __slots__ = ("deciding",)

    def __init__(self, deciding: int) -> None:
        self.seat = None
        self.deciding = deciding

    def run(self, s: HexerState) -> None:
        s.finish(self)
        make_statement(s, self.deciding)


def in_rlyeh(s: HexerState, seat: int) -> None:
    """HX-RLY-11: at the end of each of its turns, the banishing turn included, the banisher loses 1 sanity.

    (Only the banisher's turns end with a rule; any other turn ends when its last step is done.)"""
    say(s, N_("{seat} loses 1 sanity in R'lyeh."), seat=colour(seat))
    lose_sanity(s, seat, 1, team_damage=False)


# ---------------------------------------------------------------- action 1: a location card
LEAVE_UNIVERSITY = N_("After arriving at Miskatonic University you must move to another location (HX-LOC-09).")
PASSAGE_SPENT = N_(
    "You have already played your Secret Passage; you take it back at Miskatonic University (HX-LOC-08)."
)
PASSAGE_STAYS = N_("The Secret Passage cannot keep you where you are (HX-LOC-04).")
RLYEH_UNKNOWN = N_(
    "Nobody knows yet which Great Old One waits in R'lyeh: reveal it with the Necronomicon first (AMB-21)."
)
RLYEH_BANISHED = N_("The Great Old One of R'lyeh is already banished.")


# The location cards a hand can play (bits 0-6), and the Secret Passage's destinations from a location.
CARDS = tuple(tuple(MOVE[loc] for loc in range(7) if (hand >> loc) & 1) for hand in range(128))
ELSEWHERE = tuple(tuple(PASSAGE[loc] for loc in range(7) if loc != here) for here in range(8))


class LocationCard(HexerFrame):
    """Action 1 (HX-LOC-01..09): play a location card and move there, or the Secret Passage."""

    __slots__ = ()
    name = "move"
    task = N_("play a location card (action 1)")

    def options(self, s: HexerState, why: Why | None) -> Iterator[Action]:
        seat = self.seat
        assert seat is not None
        here = s.pos[seat]
        hand = s.hand[seat]
        playable = hand & ~1 if here == UNIVERSITY else hand  # HX-LOC-09: leave the University
        out = list(CARDS[playable & 0x7F])  # AMB-12: the card of the location here too
        rlyeh = False
        if hand & PASSAGE_BIT:
            out += ELSEWHERE[here]  # HX-LOC-03/04
            rlyeh = can_go_to_rlyeh(s, seat)
            if rlyeh:
                out.append(PASSAGE[7])
        ask = s.rd.statement_decided and may_ask(s, seat)
        if ask:
            out.append(ASK)
        if why is not None:
            self._refusals(s, why, here, playable, rlyeh)
            if not ask:
                why.no(ASK, self._no_ask(s, seat))
        return iter(out)

    @staticmethod
    def _no_ask(s: HexerState, seat: int) -> str:
        if not s.rd.statement_decided:
            return _("In this game's rules version the team speaks unasked, at the start of the turn (HX-COOP-03).")
        if not deciding_to_banish(s, seat):
            return _(
                "The team may speak about portals only when it decides to banish the Great Old One "
                "(you could take the Secret Passage to R'lyeh now) or, once it is banished, to close the "
                "University portal (you hold an artifact) (HX-COOP-03/04)."
            )
        return _("The team has already said this about the same tiles; nothing has changed since (HX-COOP-04).")

    def _refusals(self, s: HexerState, why: Why, here: int, playable: int, rlyeh: bool) -> None:
        for loc in range(7):
            if not (playable >> loc) & 1:
                why.no(MOVE[loc], LEAVE_UNIVERSITY if loc == here == UNIVERSITY else self._spent(s, loc))
        if not playable & PASSAGE_BIT:
            for a in PASSAGE:
                why.no(a, PASSAGE_SPENT)
            return
        if 0 <= here < 7:
            why.no(PASSAGE[here], PASSAGE_STAYS)
        if not rlyeh:
            why.no(PASSAGE[7], self._no_rlyeh(s))

    @staticmethod
    def _spent(s: HexerState, loc: int) -> str:
        return _(
            "You have already played your {location} card; you take your cards back at Miskatonic University (HX-LOC-08)."
        ).format(location=name(s.ed.loc_names[loc]))

    @staticmethod
    def _no_rlyeh(s: HexerState) -> str:
        """HX-LOC-06, HX-RLY-05, AMB-21a: why the Secret Passage does not lead to R'lyeh now."""
        if not s.rlyeh_up:
            return RLYEH_UNKNOWN
        if s.banisher >= 0:
            return RLYEH_BANISHED
        goo = s.rlyeh
        return _("To go to R'lyeh you must hold the items that banish {old_one}: {items} (HX-RLY-05).").format(
            old_one=name(s.ed.g_names[goo]), items=told(requirement_said(s.ed, goo))
        )

    def resolve(self, s: HexerState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        if action is ASK:  # HX-COOP-03/04: the team speaks; the seat then plays its card
            make_statement(s, seat)
            s._legal = None
            return
        s.finish(self)
        if action.verb == "move":
            loc = int(action.args[0])
            s.hand[seat] &= ~(1 << loc)  # HX-LOC-01, HX-LOC-07
            if s.log is not None:
                say(
                    s,
                    N_("{seat} plays the {location} card and moves there."),
                    seat=colour(seat),
                    location=place(s.ed, loc),
                )
            arrive(s, seat, loc)
        else:
            secret_passage(s, seat, action.args[0])


def secret_passage(s: HexerState, seat: int, target: str | int) -> None:
    """HX-LOC-03..06: anywhere else for 1 sanity, or to R'lyeh to banish the Old One (HX-RLY-03..05)."""
    s.hand[seat] &= ~PASSAGE_BIT
    cost = passage_cost(s)
    if s.log is not None:
        if target == RLYEH_WORD:
            say(s, N_("{seat} plays the Secret Passage to R'lyeh and loses {n} sanity."), seat=colour(seat), n=cost)
        else:
            say(
                s,
                N_("{seat} plays the Secret Passage to the {location} and loses {n} sanity."),
                seat=colour(seat),
                location=place(s.ed, int(target)),
                n=cost,
            )
    lose_sanity(s, seat, cost, team_damage=False)  # AMB-28: may drive the payer out
    if s.sanity[seat] <= 0:
        return  # mad: the turn is over
    if target == RLYEH_WORD:
        banish(s, seat)
        in_rlyeh(s, seat)  # AMB-21e: no actions 2-5 on the banishing turn
        return
    arrive(s, seat, int(target))


def arrive(s: HexerState, seat: int, loc: int) -> None:
    """The pawn arrives (HX-LOC-02, HX-LOC-08); then action 2 if there is someone to meet, else action 3."""
    s.pos[seat] = loc
    if loc == UNIVERSITY:
        s.hand[seat] = ALL_CARDS  # HX-LOC-08, AMB-13a/c
    s.push((Meeting if Meeting.offers(s, seat) else Encounter).FOR_SEAT[seat])


def banish(s: HexerState, seat: int) -> None:
    """HX-RLY-03..05, AMB-21b: arriving in R'lyeh with the items banishes the Old One."""
    s.pos[seat] = RLYEH
    s.banisher = seat
    say(
        s,
        N_("{seat} banishes {old_one} in R'lyeh! The University portal can now be closed."),
        seat=colour(seat),
        old_one=Printed(s.ed.g_names[s.rlyeh]),
    )


# ---------------------------------------------------------------- action 2: meet a companion
class Meeting(HexerFrame):
    """Action 2 (HX-MEET-01..04, AMB-17): offer one companion here a trade or a gift, or pass."""

    __slots__ = ()
    name = "meet"
    task = N_("meet a companion: trade or give one item, or pass (action 2)")

    @staticmethod
    def offers(s: HexerState, seat: int, why: Why | None = None) -> list[Action]:
        """Every trade and gift ``seat`` may offer; with ``why``, the reasons for the others."""
        h = s.held
        b = seat * 4
        here = s.pos[seat]
        out: list[Action] = []
        for t in range(4):
            if t >= s.players or t == seat or s.pos[t] != here or s.sanity[t] <= 0:
                if why is not None:
                    _refuse_companion(why, t)
                continue
            for x in range(4):
                if h[b + x]:
                    out.append(GIVE[t][x])  # HX-MEET-03
                    _trades(s, t, x, out, why)
                elif why is not None:
                    _refuse_item(why, t, x)
        return out

    def options(self, s: HexerState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        out = self.offers(s, self.seat, why)
        if out:
            out.append(PASS)
        return iter(out)

    def resolve(self, s: HexerState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        s.finish(self)
        s.push(Encounter.FOR_SEAT[seat])  # action 3, after the companion's answer if there is an offer
        if action is PASS:
            return
        give = ITEM_LETTERS.index(str(action.args[1]))
        get = ITEM_LETTERS.index(str(action.args[2])) if action.verb == "trade" else -1
        s.push(Offer(COLOURS.index(str(action.args[0])), seat, give, get))  # AMB-17: the companion agrees or not


def _trades(s: HexerState, t: int, x: int, out: list[Action], why: Why | None) -> None:
    """HX-MEET-01: ``x`` for any other kind companion ``t`` holds."""
    trades = TRADE[t][x]
    for y in range(4):
        if y == x:
            continue
        a = trades[y]
        assert a is not None
        if s.held[t * 4 + y]:
            out.append(a)
        elif why is not None:
            why.no(
                a, _("{seat} holds no {item} to trade.").format(seat=seat_words(COLOURS[t]), item=name(ITEM_TITLES[y]))
            )


def _refuse_companion(why: Why, t: int) -> None:
    reason = _("{seat} is not a companion at your location (HX-MEET-01).").format(seat=seat_words(COLOURS[t]))
    for x in range(4):
        why.no(GIVE[t][x], reason)
        for a in TRADE[t][x]:
            if a is not None:
                why.no(a, reason)


def _refuse_item(why: Why, t: int, x: int) -> None:
    reason = _("You hold no {item} to offer.").format(item=name(ITEM_TITLES[x]))
    why.no(GIVE[t][x], reason)
    for a in TRADE[t][x]:
        if a is not None:
            why.no(a, reason)


class Offer(HexerFrame):
    """The companion's answer to a trade or a gift (AMB-17); a full receiver of a gift discards first."""

    __slots__ = ("get", "give", "offerer")
    name = "answer"
    task = N_("answer the companion's offer")

    def __init__(self, companion: int, offerer: int, give: int, get: int) -> None:
        self.seat = companion
        self.offerer = offerer
        self.give = give
        self.get = get  # -1: a gift

    def prompt(self, s: HexerState) -> str:
        who = seat_words(colour(self.seat or 0))
        offerer = seat_words(colour(self.offerer))
        give = name(ITEM_TITLES[self.give])
        if self.get >= 0:
            return _("{seat}: {offerer} offers {give} for your {get}.").format(
                seat=who, offerer=offerer, give=give, get=name(ITEM_TITLES[self.get])
            )
        return _("{seat}: {offerer} offers you {give}.").format(seat=who, offerer=offerer, give=give)

    def options(self, s: HexerState, why: Why | None) -> Iterator[Action]:
        t = self.seat
        assert t is not None
        if self.get >= 0 or normal_items(s, t) < 3:
            if why is not None:
                for a in ACCEPT_DROP:
                    why.no(a, _("Your spaces have room; answer 'accept' or 'decline'."))
            return iter((ACCEPT, DECLINE))
        if why is not None:
            why.no(
                ACCEPT, _("Your three item spaces are full: accept with 'accept drop X' to discard one first (AMB-17).")
            )
        out = []
        for k in range(4):
            if s.held[t * 4 + k]:
                out.append(ACCEPT_DROP[k])
            elif why is not None:
                why.no(ACCEPT_DROP[k], _("You hold no {item} to discard.").format(item=name(ITEM_TITLES[k])))
        out.append(DECLINE)
        return iter(out)

    def resolve(self, s: HexerState, action: Action) -> None:
        s.finish(self)
        t = self.seat
        assert t is not None
        if action is DECLINE:
            say(s, N_("{seat} declines the offer."), seat=colour(t))
            return
        if action is not ACCEPT:  # AMB-17: a full receiver discards first, as in HX-ACQ-08
            item_to_discard(s, t, ACCEPT_DROP.index(action))
        self.exchange(s)

    def exchange(self, s: HexerState) -> None:
        seat, t, give, get = self.offerer, self.seat or 0, self.give, self.get
        h = s.held
        h[seat * 4 + give] -= 1
        h[t * 4 + give] += 1
        if get >= 0:
            h[t * 4 + get] -= 1
            h[seat * 4 + get] += 1
            if s.log is not None:
                say(
                    s,
                    N_("{seat} trades {give} for {other}'s {get}."),
                    seat=colour(seat),
                    give=item_of(give),
                    other=colour(t),
                    get=item_of(get),
                )
        else:
            if s.log is not None:
                say(s, N_("{seat} gives {item} to {other}."), seat=colour(seat), item=item_of(give), other=colour(t))

    def view(self, s: HexerState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "answer",
            "from": colour(self.offerer),
            "to": colour(self.seat or 0),
            "give": ITEM_TITLES[self.give],
            "get": ITEM_TITLES[self.get] if self.get >= 0 else None,
        }


# ---------------------------------------------------------------- action 3: a creature or the Shadow
class Encounter(HexerFrame):
    """Action 3 (HX-ENC-01..06): a creature or the Shadow here forces a Madness roll, unless
    Robert Craven protects; then the investigator may defeat it."""

    __slots__ = ("turn_of",)

    def __init__(self, turn_of: int) -> None:
        self.seat = None
        self.turn_of = turn_of

    def run(self, s: HexerState) -> None:
        s.finish(self)
        seat = self.turn_of
        here = s.pos[seat]
        if threat_at(s, here):
            if s.craven == here and not goo_amount(s, GE_NO_PROTECTION):
                if s.log is not None:
                    say(s, N_("Robert Craven protects {seat}: no Madness roll."), seat=colour(seat))  # HX-ENC-06
            else:
                roll_madness_die(s, seat)  # HX-ENC-01
                if s.sanity[seat] <= 0:
                    return  # mad: the turn is over
            if can_defeat(s, seat, here):
                s.push(Defeat.FOR_SEAT[seat])
                return
        to_item_use(s, seat)


class Defeat(HexerFrame):
    """Action 3 (HX-ENC-07..12): defeat the creature or Shadow here with the items it shows, or not."""

    __slots__ = ()
    name = "defeat"
    task = N_("defeat the creature or Shadow here, or pass (action 3)")

    def options(self, s: HexerState, why: Why | None) -> Iterator[Action]:
        return iter((DEFEAT, PASS))

    def resolve(self, s: HexerState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        s.finish(self)
        if action is DEFEAT:
            defeat(s, seat, s.pos[seat], by_dagger=False)
        to_item_use(s, seat)


# ---------------------------------------------------------------- action 4: use an item
NO_GLASSES_HERE = N_("There is no portal tile at Miskatonic University, so the Glasses do nothing there (HX-USE-06).")
NO_LOOK_UNDER = N_("An artifact already lies on this portal tile; the Glasses cannot look under it (AMB-20).")
DAGGER_NEEDS_CRAVEN = N_("The Dagger works only at Robert Craven's location (HX-USE-12).")
DAGGER_NEEDS_THREAT = N_("There is no creature or Shadow here for the Dagger (HX-USE-14).")
DAGGER_NEEDS_ARTIFACT = N_("To defeat Thul Saduum you must discard an artifact, with the Dagger too (HX-ENC-10).")
NO_ARTIFACT = N_("You hold no artifact to close a portal with.")
UNIVERSITY_LAST = N_(
    "The University portal can be closed only after the Great Old One of R'lyeh is banished (HX-USE-21)."
)
TILE_TAKEN = N_("An artifact already lies on this portal tile (HX-USE-19).")


class ItemUse(HexerFrame):
    """Action 4 (HX-USE-01..22, AMB-18): use one item, or place the artifact on the portal here."""

    __slots__ = ()
    name = "use"
    task = N_("use an item, or pass (action 4)")

    @staticmethod
    def uses(s: HexerState, seat: int, why: Why | None = None) -> list[Action]:
        here = s.pos[seat]
        b = seat * 4
        h = s.held
        bare_tile = 1 <= here <= 6 and s.on_tile[here] < 0  # HX-USE-06, AMB-20
        rd = s.rd
        usable = (
            h[b + N] > 0 and next_face_down_goo(s) >= 0,  # HX-USE-07/08
            # HX-USE-03; HX-USE-06: where they show nothing they may still be used (version 1: not offered)
            h[b + G] > 0 and (bare_tile or rd.useless_glasses_offered),
            h[b + E] > 0,  # HX-USE-09: at any time
            # HX-USE-12/14; HX-ENC-10: Thul Saduum takes an artifact, with the Dagger too (version 2)
            h[b + D] > 0 and s.craven == here and threat_at(s, here) and not _thul_without_artifact(s, seat, here),
        )
        out = [USE[k] for k in range(4) if usable[k]]
        # HX-USE-15..21: an artifact on a bare tile here; on the University only after the banishment.
        closable = s.art[seat] >= 0 and (bare_tile or (here == UNIVERSITY and s.banisher >= 0))
        if closable:
            out.append(CLOSE)
        if why is not None:
            _use_refusals(s, seat, why, usable, closable)
        return out

    def options(self, s: HexerState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        out = self.uses(s, self.seat, why)
        if out:
            out.append(PASS)
        return iter(out)

    def resolve(self, s: HexerState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        s.finish(self)
        if action is CLOSE:
            close_portal(s, seat)
        elif action is not PASS:
            k = ITEM_LETTERS.index(str(action.args[0]))  # USE.index(action), without comparing actions
            item_to_discard(s, seat, k)  # HX-USE-02
            ITEM_EFFECTS[k](s, seat, s.pos[seat])
        to_acquisition(s, seat)


def _use_refusals(s: HexerState, seat: int, why: Why, usable: tuple[bool, ...], closable: bool) -> None:
    here = s.pos[seat]
    for k in range(4):
        if not usable[k]:
            why.no(USE[k], _why_not_use(s, seat, k, here))
    if not closable:
        if s.art[seat] < 0:
            why.no(CLOSE, NO_ARTIFACT)
        else:
            why.no(CLOSE, UNIVERSITY_LAST if here == UNIVERSITY else TILE_TAKEN)


def _thul_without_artifact(s: HexerState, seat: int, here: int) -> bool:
    """HX-ENC-10 (rules version 2): the Dagger cannot defeat Thul Saduum for a seat with no artifact."""
    if not s.rd.dagger_takes_artifact or not 1 <= here <= 6:
        return False
    kind = s.board[here]
    return kind >= 0 and s.ed.c_thul[kind] and s.art[seat] < 0


def _why_not_use(s: HexerState, seat: int, k: int, here: int) -> str:
    if not s.held[seat * 4 + k]:
        return _("You hold no {item}.").format(item=name(ITEM_TITLES[k]))
    if k == N:
        return _("Every Great Old One is already face up.")
    if k == G:
        return NO_GLASSES_HERE if here == UNIVERSITY else NO_LOOK_UNDER
    if s.craven != here:
        return DAGGER_NEEDS_CRAVEN
    return DAGGER_NEEDS_ARTIFACT if threat_at(s, here) else DAGGER_NEEDS_THREAT


def to_item_use(s: HexerState, seat: int) -> None:
    if ItemUse.uses(s, seat):
        s.push(ItemUse.FOR_SEAT[seat])
    else:
        to_acquisition(s, seat)


def close_portal(s: HexerState, seat: int) -> None:
    """HX-USE-15/16, HX-USE-20: the artifact goes face down on the tile; at the University, the final check."""
    here = s.pos[seat]
    art = s.art[seat]
    s.art[seat] = -1
    s.on_tile[here] = art  # HX-USE-15: the tile stays face down
    if s.log is not None:
        say(
            s,
            N_("{seat} places the {artifact} on the portal at the {location}."),
            seat=colour(seat),
            artifact=Printed(s.ed.item_name(art)),
            location=place(s.ed, here),
        )
    if here == UNIVERSITY:
        final_check(s)  # HX-END-06
    elif s.rd.wrong_symbol_at_once and art - 4 != s.ed.loc_symbol[here]:
        wrong_symbol(s, here, art)


def wrong_symbol(s: HexerState, here: int, art: int) -> None:
    """HX-USE-17 "em qualquer momento ... de imediato": the symbol printed by the portal field (AMB-09)
    differs from the artifact's, for all to see: the investigators lose at once (rules version 2;
    version 1 waited for the final check). Whether the tile is a portal or a wall stays unsaid."""
    ed = s.ed
    reason = said(
        N_(
            "The {artifact} lies at the {location}, whose printed symbol is {symbol}: "
            "an artifact with another symbol can close nothing there."
        ),
        artifact=Printed(ed.item_name(art)),
        location=place(ed, here),
        symbol=ed.symbols[ed.loc_symbol[here]],
    )
    end_game(s, Outcome((), "HX-USE-17", reason))


def read_necronomicon(s: HexerState, seat: int, here: int) -> None:
    """HX-USE-07/08, HX-RLY-01: the next face-down Great Old One turns face up."""
    ed = s.ed
    i = next_face_down_goo(s)
    s.reveals += 1
    who = colour(seat)
    if i == 5:
        s.rlyeh_up = True
        goo = s.rlyeh
        if s.log is not None:
            say(
                s,
                N_("{seat} reads the Necronomicon: the Great Old One in R'lyeh is {old_one} (banish it with {items})."),
                seat=who,
                old_one=Printed(ed.g_names[goo]),
                items=requirement_said(ed, goo),
            )
    else:
        s.reserve_up |= 1 << i
        if s.log is not None:
            say(
                s,
                N_("{seat} reads the Necronomicon: reserve space {n} holds {old_one}."),
                seat=who,
                n=i + 1,
                old_one=Printed(ed.g_names[s.reserve[i]]),
            )


def look_with_glasses(s: HexerState, seat: int, here: int) -> None:
    """HX-USE-03..06: a look at the tile here; where there is none to see, the Glasses are spent for nothing."""
    if here == UNIVERSITY or s.on_tile[here] >= 0:  # HX-USE-06, HX-USE-15: nothing to see (version 2)
        where = (
            N_("there is no portal tile at Miskatonic University")
            if here == UNIVERSITY
            else N_("an artifact covers the tile")
        )
        say(
            s,
            N_("{seat} uses the Glasses at the {location}, but {why}: they show nothing."),
            seat=colour(seat),
            location=place(s.ed, here),
            why=where,
        )
        return
    _look(s, seat, here)


def _look(s: HexerState, seat: int, here: int) -> None:
    """HX-USE-03..05: only this seat learns the tile (the others learn that it looked)."""
    s.known[seat] |= 1 << here
    s.reveals += 1
    if s.log is not None:
        where = place(s.ed, here)
        say(
            s,
            N_("{seat} looks at the portal tile at the {location} with the Glasses."),
            seat=colour(seat),
            location=where,
        )
        truth = N_("a dimensional portal") if s.tiles[here] else N_("an empty wall")
        say(
            s,
            N_("You see {tile} at the {location}; you may not tell the others (HX-COOP-02)."),
            seat,
            tile=truth,
            location=where,
        )


def drink_elixir(s: HexerState, seat: int, here: int) -> None:
    """HX-USE-09..11: 1 sanity, 2 with Robert Craven, never above 6."""
    gain = 2 if s.craven == here and not goo_amount(s, GE_NO_ELIXIR) else 1
    if s.log is not None:
        say(s, N_("{seat} drinks the Elixir and gains {n} sanity."), seat=colour(seat), n=gain)
    gain_sanity(s, seat, gain)


def stab_with_dagger(s: HexerState, seat: int, here: int) -> None:
    """HX-USE-12/13: with Robert Craven, the Dagger defeats what is here."""
    if s.log is not None:
        say(s, N_("{seat} uses the Dagger with Robert Craven."), seat=colour(seat))
    defeat(s, seat, here, by_dagger=True)


ITEM_EFFECTS = (read_necronomicon, look_with_glasses, drink_elixir, stab_with_dagger)


# ---------------------------------------------------------------- action 5: acquire an item
class Acquisition(HexerFrame):
    """Action 5 (HX-ACQ-01..13): pay the cost printed under an item here and take it, or pass."""

    __slots__ = ()
    name = "acquire"
    task = N_("acquire an item here, or pass (action 5)")

    def options(self, s: HexerState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        here = s.pos[self.seat]
        base = here * 3
        out = []
        for i in range(3):
            if s.spaces[base + i] >= 0:
                out.append(TAKE[i])
            elif why is not None:
                why.no(
                    TAKE[i],
                    _("Item space {n} at the {location} is empty.").format(
                        n=i + 1, location=name(s.ed.loc_names[here])
                    ),
                )
        out.append(PASS)  # HX-ACQ-10
        return iter(out)

    def resolve(self, s: HexerState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        s.finish(self)
        if action is not PASS:
            acquire(s, seat, int(action.args[0]) - 1)  # TAKE.index(action), without comparing actions


def to_acquisition(s: HexerState, seat: int) -> None:
    base = s.pos[seat] * 3
    sp = s.spaces
    if sp[base] >= 0 or sp[base + 1] >= 0 or sp[base + 2] >= 0:
        s.push(Acquisition.FOR_SEAT[seat])


def acquire(s: HexerState, seat: int, slot: int) -> None:
    """HX-ACQ-01..06: take the item off its space and pay the printed cost; the item is taken after."""
    ed = s.ed
    here = s.pos[seat]
    idx = here * 3 + slot
    item = s.spaces[idx]
    cost = ed.costs[idx]
    s.spaces[idx] = -1
    s.acquiring = item  # in the acquirer's hand until paid for
    s.push(TakeItem(seat, here))  # after the cost: a reveal may call for a team discard first
    if s.log is not None:
        say(
            s,
            N_("{seat} acquires the {item} at the {location} (cost: {cost})."),
            seat=colour(seat),
            item=Printed(ed.item_name(item)),
            location=place(ed, here),
            cost=ed.cost_text(cost),
        )
    extra = goo_amount(s, GE_ACQUIRE_NECRON)
    if cost in (NECRON1, NECRON2):  # HX-ACQ-03
        advance_necron(s, (1 if cost == NECRON1 else 2) + extra)
        return
    if extra:
        advance_necron(s, extra)
    if cost in (SANITY1, SANITY2):  # HX-ACQ-04
        lose_sanity(s, seat, 1 if cost == SANITY1 else 2, team_damage=False)
    elif cost == CREATURE:  # HX-ACQ-05: the acquirer reveals
        s.push(CreatureReveals(seat, 1))
    elif cost == EVENT:  # HX-ACQ-06, AMB-23
        reveal_event(s, seat)


class TakeItem(HexerFrame):
    """HX-ACQ-07..09, HX-ACQ-12: the paid-for item goes on the board; the location refills once empty."""

    __slots__ = ("at", "taker")

    def __init__(self, taker: int, at: int) -> None:
        self.seat = None
        self.taker = taker
        self.at = at

    def run(self, s: HexerState) -> None:
        s.finish(self)
        seat, at = self.taker, self.at
        item = s.acquiring
        if s.sanity[seat] > 0 and item < 4 and normal_items(s, seat) >= 3:
            s.push(Drop(seat, at))  # HX-ACQ-08: the item stays in hand until there is room
            return
        s.acquiring = -1
        if s.sanity[seat] <= 0:
            to_discard(s, item)  # AMB-28: the cost drove the payer mad
        elif item >= 4:
            if s.art[seat] >= 0:
                to_discard(s, s.art[seat])  # HX-ACQ-09
            s.art[seat] = item
        else:
            s.held[seat * 4 + item] += 1  # HX-ACQ-07
        refill_if_empty(s, at)

    def view(self, s: HexerState, seat: int | None) -> dict[str, Any]:
        return {"step": "acquiring", "item": s.ed.item_name(s.acquiring), "at": self.at}


class Drop(HexerFrame):
    """HX-ACQ-08: three normal items already: discard one to make room for the new one."""

    __slots__ = ("at",)
    name = "drop"
    task = N_("discard a normal item to make room for the new one (HX-ACQ-08)")

    def __init__(self, seat: int, at: int) -> None:
        self.seat = seat
        self.at = at

    def options(self, s: HexerState, why: Why | None) -> Iterator[Action]:
        b = (self.seat or 0) * 4
        out = []
        for k in range(4):
            if s.held[b + k]:
                out.append(DROP[k])
            elif why is not None:
                why.no(DROP[k], _("You hold no {item} to discard.").format(item=name(ITEM_TITLES[k])))
        return iter(out)

    def resolve(self, s: HexerState, action: Action) -> None:
        seat = self.seat
        assert seat is not None
        s.finish(self)
        item_to_discard(s, seat, DROP.index(action))
        s.held[seat * 4 + s.acquiring] += 1
        s.acquiring = -1
        refill_if_empty(s, self.at)

    def view(self, s: HexerState, seat: int | None) -> dict[str, Any]:
        return {"step": "drop", "seat": colour(self.seat or 0), "item": s.ed.item_name(s.acquiring), "at": self.at}


def refill_if_empty(s: HexerState, loc: int) -> None:
    """HX-ACQ-12: a location refills only once its last item is taken (AMB-31)."""
    base = loc * 3
    sp = s.spaces
    if sp[base] < 0 and sp[base + 1] < 0 and sp[base + 2] < 0:
        refill_location(s, loc)


# A frame never changes, so each seat's frame of these steps is made once and shared.
for _step in (LocationCard, Meeting, Encounter, Defeat, ItemUse, Acquisition):
    _step.FOR_SEAT = tuple(_step(seat) for seat in range(len(COLOURS)))

#: The steps a view may name, in the order of the observation vector.
STEPS = ("move", "meet", "answer", "defeat", "use", "acquire", "drop", "discard", "agree", "over")

#: The decision frames by the name views give their step.
DECISIONS = {f.name: f for f in (LocationCard, Meeting, Offer, Defeat, ItemUse, Acquisition, Drop)}
