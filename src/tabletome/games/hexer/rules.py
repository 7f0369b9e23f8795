"""Der Hexer von Salem rules: the facts the steps read and the effects they apply, in rulebook order.

The flow of the game (the round's steps A, B, C and a player's actions 1-5) is a stack of
frames in ``flow.py``; this module holds what those steps do: setup, revealing creatures,
the team's discards, events, the Shadow, Necron, sanity, items, the final check and scoring.
Two frames live here because effects push them: :class:`CreatureReveals` (a Robert Craven
card, or an acquisition's cost, reveals one more card) and :class:`TeamDiscard` (a creature
or an event demands items the team chooses). Clause ids (HX-...) mark where each rule lives.

The game can end in the middle of a step (Necron reaches the end of his track during a
reveal, a cost drives the last companion mad): :func:`end_game` records the outcome, empties
the stack and raises :class:`GameOver`, which unwinds to the state's ``apply`` or ``settle``
so nothing after the end happens (no draw, no shuffle, no further damage).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, GameOver, Why
from tabletome.engine.game import Outcome
from tabletome.engine.i18n import N_, _, seat_words
from tabletome.engine.i18n.retell import Said, said, told

from .actions import ACCEPT, COLOURS, DECLINE, DISCARD
from .data import (
    FACE_NECRON,
    FACE_SANITY,
    GE_DIE_NECRON,
    GE_PASSAGE,
    ITEM_TITLES,
    K_CRAVEN_ELIXIR,
    K_DISCARD,
    K_NECRON,
    K_SANITY,
    K_SUMMON,
    R_DIFFERENT,
    R_SAME,
)
from .words import Printed, name

if TYPE_CHECKING:
    from .state import HexerState

UNIVERSITY = 0
RLYEH = 7  # pawn position of the banisher
PASSAGE_BIT = 1 << 7  # bits 0-6 are the location cards 0-6 (AMB-11)
ALL_CARDS = 0xFF
MAX_SANITY = 6  # HX-USE-11, AMB-27
EVENTS_ASIDE = 4  # HX-SETUP-14
USE_PHASE = "use"  # the name of action 4 in views (other packages' tests build positions with it)


@dataclass(frozen=True, slots=True)
class Readings:
    """How a table reads the points that rules version 1 read otherwise (the legacy options of
    ``__init__.py``, README "Rules versions"). Every field is True for the rulebook's words, the
    reading of rules version 2; a record of version 1 replays with all of them False."""

    #: HX-USE-17 "em qualquer momento ... perderão o jogo de imediato": an artifact placed by a
    #: location whose printed symbol differs loses at once; False: at the final check.
    wrong_symbol_at_once: bool = True
    #: HX-COOP-03 "se o grupo decidir em ir banir": the team speaks when a seat decides so
    #: (``ask``); False: automatically at the start of the turn of a seat that could banish.
    statement_decided: bool = True
    #: HX-EVT-10 "quantos jogadores estejam em jogo": creature reveals follow the investigators
    #: still in the game; False: the starting count (AMB-16).
    reveals_in_game: bool = True
    #: HX-CRE-20 "eles podem decidir entre eles": a team discard is proposed in full and every
    #: other investigator who gives an item accepts it or proposes another; False: the decider
    #: names who gives each item, one at a time, alone.
    discards_agreed: bool = True
    #: HX-ENC-10 "para derrotá-la é necessário que o jogador se descarte de um artefacto": the
    #: Dagger too; False: the Dagger spares the artifact (AMB-19).
    dagger_takes_artifact: bool = True
    #: HX-USE-06 "não tem nenhuma utilidade": the Glasses may be used where they show nothing
    #: (the University, a tile under an artifact); False: not offered there (AMB-20).
    useless_glasses_offered: bool = True

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> Readings:
        return cls(
            wrong_symbol_at_once=options.get("wrong_symbol", "at-once") == "at-once",
            statement_decided=options.get("statement", "decided") == "decided",
            reveals_in_game=options.get("reveals", "in-game") == "in-game",
            discards_agreed=options.get("team_discards", "agreed") == "agreed",
            dagger_takes_artifact=options.get("dagger_thul", "artifact") == "artifact",
            useless_glasses_offered=options.get("useless_glasses", "offered") == "offered",
        )


class HexerFrame(Frame):
    """A pending step of Hexer. It never changes once pushed (a step that moves on replaces
    itself with a new frame), so a clone shares the frames of its original."""

    __slots__ = ()

    #: The step's name in views (``phase``) and for the scripted player.
    name = "resolving"
    #: What the seat must do, in the words of "'X' is not possible now: blue must ...".
    task = ""
    #: For a step whose frame holds only a seat: that frame for each seat, made once (see flow.py).
    FOR_SEAT: ClassVar[tuple[Any, ...]] = ()

    def copy(self) -> HexerFrame:
        return self

    def key(self) -> tuple[Any, ...]:
        """The frame as plain values (for equality of states)."""
        return (
            type(self).__name__,
            *(getattr(self, n) for k in type(self).__mro__ for n in getattr(k, "__slots__", ())),
        )

    def prompt(self, state: Any) -> str:
        return _("{seat}: {task}.").format(seat=seat_words(colour(self.seat or 0)), task=_(self.task))

    def view(self, state: Any, seat: int | None) -> dict[str, Any] | None:
        """A decision shows its step and who decides (everybody sees that); automatic steps show nothing."""
        return None if self.seat is None else {"step": self.name, "seat": colour(self.seat)}


def replace(s: HexerState, old: Frame, new: Frame) -> None:
    """Put ``new`` where ``old`` is on the stack (a step that moves on)."""
    stack = s.stack
    stack[len(stack) - 1 if stack[-1] is old else stack.index(old)] = new
    s._legal = None


# ---------------------------------------------------------------- helpers
def say(s: HexerState, template: str, who: int = -1, **slots: Any) -> None:
    """Narrate the marked ``template`` with ``slots`` (``who``: the one seat the line is for). Search
    worlds do not narrate (``log`` is None): nothing is formatted for them, and the steps they run
    most check ``s.log`` before gathering the slots."""
    if s.log is not None:
        s.log.append((who, said(template, **slots)))


def listed(parts: list[Said] | list[Printed], sep: str = ", ") -> Said:
    """``a, b, c`` (or ``a + b``) as one line whose parts are told in turn."""
    joined = N_("{first}, {rest}") if sep == ", " else N_("{first} + {rest}")
    out: Said | None = None
    for part in reversed(parts):
        out = said(N_("{part}"), part=part) if out is None else said(joined, first=part, rest=out)
    return out if out is not None else Said("", {})


def place(ed: Any, loc: int) -> Printed:
    return Printed(ed.loc_names[loc])


def item_of(code: int) -> Printed:
    return Printed(ITEM_TITLES[code])


def requirement_said(ed: Any, goo: int) -> str:
    """The items that banish ``goo`` (``HexerEdition.requirement_text``), told in the reader's language."""
    req = ed.g_req[goo]
    if req == R_SAME:
        return N_("3 identical items")
    if req == R_DIFFERENT:
        return N_("3 different items")
    return listed([item_of(k) for k in range(4) for _ in range(ed.g_req_counts[goo][k])], " + ")


def colour(seat: int) -> str:
    return COLOURS[seat]


def normal_items(s: HexerState, seat: int) -> int:
    """How many normal items ``seat`` holds (3 spaces, HX-SETUP-28)."""
    b = seat * 4
    h = s.held
    return h[b] + h[b + 1] + h[b + 2] + h[b + 3]


def goo_amount(s: HexerState, effect: int) -> int:
    """Summed text effect of the Shadow (HX-SHD-04) and the revealed, unbanished R'lyeh card (HX-RLY-02)."""
    ed = s.ed
    total = 0
    if s.shadow >= 0 and ed.g_effect[s.shadow] == effect:
        total += ed.g_amount[s.shadow]
    if s.rlyeh_up and s.banisher < 0:
        goo = s.rlyeh_space[0]
        if ed.g_effect[goo] == effect:
            total += ed.g_amount[goo]
    return total


def meets_requirement(s: HexerState, seat: int, goo: int) -> bool:
    """Holds the 3 items shown on a Great Old One card (HX-SHD-02, HX-RLY-05, AMB-06)."""
    b = seat * 4
    h = s.held
    req = s.ed.g_req[goo]
    if req == R_SAME:
        return h[b] >= 3 or h[b + 1] >= 3 or h[b + 2] >= 3 or h[b + 3] >= 3
    if req == R_DIFFERENT:
        return (h[b] > 0) + (h[b + 1] > 0) + (h[b + 2] > 0) + (h[b + 3] > 0) >= 3
    need = s.ed.g_req_counts[goo]
    return h[b] >= need[0] and h[b + 1] >= need[1] and h[b + 2] >= need[2] and h[b + 3] >= need[3]


def threat_at(s: HexerState, loc: int) -> bool:
    if loc == UNIVERSITY:
        return s.shadow >= 0
    return 1 <= loc <= 6 and s.board[loc] >= 0


def can_defeat(s: HexerState, seat: int, loc: int) -> bool:
    """HX-ENC-08: the 2 printed items (3 for a Shadow); Thul Saduum also takes an artifact (HX-ENC-10)."""
    if loc == UNIVERSITY:
        return s.shadow >= 0 and meets_requirement(s, seat, s.shadow)
    kind = s.board[loc] if 1 <= loc <= 6 else -1
    if kind < 0:
        return False
    need = s.ed.c_defeat[kind]
    b = seat * 4
    h = s.held
    if h[b] < need[0] or h[b + 1] < need[1] or h[b + 2] < need[2] or h[b + 3] < need[3]:
        return False
    return not s.ed.c_thul[kind] or s.art[seat] >= 0


def can_go_to_rlyeh(s: HexerState, seat: int) -> bool:
    """HX-LOC-06, HX-RLY-04/05, AMB-21a: Secret Passage, revealed card, the 3 items."""
    return s.rlyeh_up and s.banisher < 0 and meets_requirement(s, seat, s.rlyeh_space[0])


def next_face_down_goo(s: HexerState) -> int:
    """HX-USE-07/08: reserve spaces 2-5 in order (empty spaces skipped, AMB-25), R'lyeh last.

    Returns the reserve index 0-4, 5 for R'lyeh, or -1 when all are face up.
    """
    up = s.reserve_up
    for i in range(5):
        if s.reserve[i] >= 0 and not (up >> i) & 1:
            return i
    return -1 if s.rlyeh_up else 5


def decider_from(s: HexerState, seat: int) -> int:
    """``seat`` if still in the game, else the next investigator clockwise (AMB-16)."""
    n = s.players
    for i in range(n):
        t = (seat + i) % n
        if s.sanity[t] > 0:
            return t
    return seat


# ---------------------------------------------------------------- what may be said (HX-COOP)
def looked_uncovered(s: HexerState) -> int:
    """Tiles some investigator still in the game looked at, with no artifact on them (bit loc-1)."""
    looked = 0
    for t in range(s.players):
        if s.sanity[t] > 0:
            looked |= s.known[t]
    return sum(1 << (loc - 1) for loc in range(1, 7) if (looked >> loc) & 1 and s.on_tile[loc] < 0)


def open_portal_known(s: HexerState) -> bool:
    """The one thing players may say about portals (HX-COOP-03/04): does anybody know of an open portal?"""
    mask = looked_uncovered(s)
    return any((mask >> (loc - 1)) & 1 and s.tiles[loc] for loc in range(1, 7))


def deciding_to_banish(s: HexerState, seat: int) -> bool:
    """HX-COOP-03: the group decides to banish (or to close the University) at this seat's turn.

    That is when this investigator could take the Secret Passage to R'lyeh right now, or,
    the Old One banished, holds an artifact to close the University portal.
    """
    if s.banisher < 0:
        return bool(s.hand[seat] & PASSAGE_BIT) and can_go_to_rlyeh(s, seat)
    return s.art[seat] >= 0


def says_something_new(s: HexerState) -> bool:
    """The statement now would differ from the last one on record (the same words over the same
    tiles tell nothing new)."""
    if not s.statements:
        return True
    last = s.statements[-1]
    return last[2] != looked_uncovered(s) or last[3] != open_portal_known(s)


def may_ask(s: HexerState, seat: int) -> bool:
    """HX-COOP-03 (rules version 2): at action 1, a seat that could banish (or close the University)
    may decide so for the group, and the team then says what it may; not twice over the same facts."""
    return deciding_to_banish(s, seat) and says_something_new(s)


def make_statement(s: HexerState, seat: int) -> None:
    """HX-COOP-03/04: say aloud whether anybody knows of an open portal, nothing more; it stays on record."""
    if not says_something_new(s):
        return
    mask = looked_uncovered(s)
    known = open_portal_known(s)
    s.statements.append((s.round_no, seat, mask, known))
    say(
        s,
        N_("The team weighs {plan}: {news}"),
        plan=N_("banishing") if s.banisher < 0 else N_("closing the University"),
        news=N_("someone knows of an open portal in Arkham.")
        if known
        else N_("nobody knows of an open portal in Arkham."),
    )


# ---------------------------------------------------------------- setup
def deal(s: HexerState, start_sanity: int, necron_head_start: bool, remove_pair: bool) -> None:
    """HX-SETUP-01..30 in the rulebook's order (round 1 starts in flow.py)."""
    ed = s.ed
    rng = s.rng
    n = s.players
    goos = list(range(len(ed.g_names)))
    rng.shuffle(goos)  # HX-SETUP-04
    s.reserve = goos[:5]
    s.rlyeh_space = [goos[5]]  # HX-SETUP-05
    s.reserve_up = 1  # HX-SETUP-06: space 1 face up
    s.start = rng.below(n)  # HX-SETUP-08
    _shuffle_creatures(s, remove_pair)
    events = list(range(len(ed.e_names)))
    rng.shuffle(events)  # HX-SETUP-13
    s.easide = events[:EVENTS_ASIDE]  # HX-SETUP-14
    s.edeck = events[EVENTS_ASIDE:]  # HX-SETUP-15
    s.sanity = [start_sanity] * n  # HX-SETUP-18, HX-DIFF-02
    s.pos = [UNIVERSITY] * n  # HX-SETUP-19
    s.hand = [ALL_CARDS] * n  # HX-SETUP-17
    s.craven = UNIVERSITY  # HX-SETUP-20, AMB-32
    s.necron = 3 if necron_head_start else 0  # HX-SETUP-21, HX-DIFF-03
    tiles = [1] * ed.portals + [0] * ed.walls
    rng.shuffle(tiles)
    s.tiles = [-1, *tiles[:6]]  # HX-SETUP-23: locations 1-6, none at the University
    s.box = tiles[6:]  # HX-SETUP-24
    _fill_bag_and_boards(s)


def _shuffle_creatures(s: HexerState, remove_pair: bool) -> None:
    """HX-CRE-05, HX-SETUP-10; HX-DIFF-04, AMB-30: a random regular pair leaves the deck, unseen."""
    ed = s.ed
    deck = [k for k in range(ed.n_kinds) for _ in (0, 1)] + [ed.necron_card, ed.craven_card]
    if remove_pair:
        kind = s.rng.below(ed.n_kinds)
        s.removed = [kind, kind]
        deck = [c for c in deck if c != kind]
    s.rng.shuffle(deck)
    s.cdeck = deck


def _fill_bag_and_boards(s: HexerState) -> None:
    """HX-SETUP-26..30: every item into the bag, one per investigator, three per location."""
    ed = s.ed
    s.bag = [k for k in range(ed.n_items) for _ in range(ed.item_counts[k])]
    for t in range(s.players):
        item = draw(s)
        if item >= 4:
            s.art[t] = item
        else:
            s.held[t * 4 + item] += 1
    for loc in range(7):
        refill_location(s, loc)


def reveals_this_round(s: HexerState) -> int:
    """HX-CRE-02..04 for the investigators still in the game (HX-EVT-10 "estejam em jogo"): three
    alternate 1 and 2 with the round. Version 1 read the starting count (AMB-16)."""
    n = sum(1 for t in range(s.players) if s.sanity[t] > 0) if s.rd.reveals_in_game else s.players
    if n <= 2:
        return 1
    if n == 4:
        return 2
    return 1 if s.round_no % 2 == 1 else 2


# ---------------------------------------------------------------- A. creatures
class CreatureReveals(HexerFrame):
    """HX-CRE-01..04: ``revealer`` turns over ``left`` creature cards, resolving each at once (HX-CRE-06)."""

    __slots__ = ("left", "revealer")

    def __init__(self, revealer: int, left: int) -> None:
        self.seat = None
        self.revealer = revealer
        self.left = left

    def run(self, s: HexerState) -> None:
        s.finish(self)
        if self.left > 1:
            s.push(CreatureReveals(self.revealer, self.left - 1))  # the rest, after this card's effects
        reveal_creature(s, self.revealer)

    def view(self, s: HexerState, seat: int | None) -> dict[str, Any]:
        return {"step": "reveal creatures", "revealer": colour(self.revealer), "left": self.left}


def reveal_creature(s: HexerState, revealer: int) -> None:
    card = s.cdeck.pop()  # never empty: the Necron card always returns to it (HX-SPC-03)
    s.reveals += 1
    if card == s.ed.necron_card:
        _necron_card(s, card, revealer)
    elif card == s.ed.craven_card:
        _craven_card(s, card, revealer)
    else:
        _creature_card(s, card, revealer)


def _necron_card(s: HexerState, card: int, revealer: int) -> None:
    """HX-SPC-01..03: Necron advances one space per creature (two for a Shadow), then the deck is rebuilt."""
    on_board = sum(1 for loc in range(1, 7) if s.board[loc] >= 0)
    steps = on_board + (2 if s.shadow >= 0 else 0)
    if s.log is not None:
        if s.shadow >= 0:
            line = N_(
                "{seat} reveals Necron: {n} creatures on the board and a Shadow at the University, "
                "so Necron advances {steps}."
            )
        else:
            line = N_("{seat} reveals Necron: {n} creatures on the board, so Necron advances {steps}.")
        say(s, line, seat=colour(revealer), n=on_board, steps=steps)
    s.cdisc.append(card)  # face up until the shuffle (and if the game ends now)
    advance_necron(s, steps)
    deck = s.cdeck + s.cdisc
    s.rng.shuffle(deck)  # HX-SPC-03
    s.cdeck = deck
    s.cdisc = []
    say(s, N_("The creature deck is shuffled with the discards and the Necron card."))


def _craven_card(s: HexerState, card: int, revealer: int) -> None:
    """HX-SPC-04..08: everybody to the University with every card back; one more card is revealed."""
    s.craven = UNIVERSITY
    for t in range(s.players):
        if s.sanity[t] > 0 and t != s.banisher:  # AMB-14: the banisher stays in R'lyeh
            s.pos[t] = UNIVERSITY
            s.hand[t] = ALL_CARDS
    s.cdisc.append(card)
    say(
        s,
        N_(
            "{seat} reveals Robert Craven: he and every investigator go to Miskatonic University "
            "and take back their location cards, without a Madness roll; another creature is revealed."
        ),
        seat=colour(revealer),
    )
    s.push(CreatureReveals(revealer, 1))  # HX-SPC-08, AMB-15: in place of this card


def _creature_card(s: HexerState, card: int, revealer: int) -> None:
    """HX-CRE-07..15: a twin on the board activates; otherwise the card takes the first free space."""
    ed = s.ed
    s.seen_kinds |= 1 << card
    board = s.board
    for loc in range(1, 7):
        if board[loc] == card:  # HX-CRE-13: activation
            s.cdisc.append(card)  # HX-CRE-26
            if s.log is not None:
                say(
                    s,
                    N_("{seat} reveals {creature}; the {creature} at the {location} activates: {effect}."),
                    seat=colour(revealer),
                    creature=Printed(ed.c_names[card]),
                    location=place(ed, loc),
                    effect=damage_said(ed.c_kind[card], ed.c_amount[card], ed.c_item[card]),
                )
            damage(s, ed.c_kind[card], ed.c_amount[card], ed.c_item[card], ed.c_red[card], revealer)
            return
    for loc in range(1, 7):  # HX-CRE-07/08: first free space clockwise from location 1
        if board[loc] < 0:
            board[loc] = card
            if s.log is not None:
                say(
                    s,
                    N_("{seat} reveals {creature}; it enters play at the {location}."),
                    seat=colour(revealer),
                    creature=Printed(ed.c_names[card]),
                    location=place(ed, loc),
                )
            return
    s.cdisc.append(card)  # HX-CRE-11
    if s.log is not None:
        say(
            s,
            N_("{seat} reveals {creature}; every creature space is taken, so it is discarded."),
            seat=colour(revealer),
            creature=Printed(ed.c_names[card]),
        )


def damage_said(kind: int, amount: int, code: int) -> Said:
    """A card's damage (``HexerEdition.damage_text``) as a line told in the reader's language."""
    if kind == K_NECRON:
        return said(N_("Necron +{n}"), n=amount)
    if kind == K_DISCARD:
        what = N_("normal items") if code < 0 else item_of(code)
        return said(N_("the team discards {n} {items}"), n=amount, items=what)
    if kind == K_SANITY:
        return said(N_("each investigator loses {n} sanity"), n=amount)
    if kind == K_SUMMON:
        return said(N_("a Great Old One from the reserve becomes the Shadow"))
    if kind == K_CRAVEN_ELIXIR:
        return said(N_("investigators with Robert Craven gain {n} sanity"), n=amount)
    return said(N_("no effect"))


def damage(s: HexerState, kind: int, amount: int, item: int, red_arrow: bool, decider: int) -> None:
    """HX-CRE-14/15 and event effects; AMB-05: discards shared, sanity per investigator."""
    if kind == K_NECRON:
        advance_necron(s, amount)
    elif kind == K_SANITY:
        for t in range(s.players):
            if s.sanity[t] > 0:
                lose_sanity(s, t, amount, team_damage=True)
    elif kind == K_DISCARD:
        demand_discard(s, item, amount, red_arrow, decider)


# ---------------------------------------------------------------- the team's discards
class TeamDiscard(HexerFrame):
    """HX-CRE-17..24: the team must discard ``left`` more items of kind ``item`` (-1: any normal item);
    the decider (the seat that revealed the card) names who gives each one, one at a time.

    Rules version 2 (HX-CRE-20 "eles podem decidir entre eles"): the names make a proposal
    (``draft``, nothing given yet); once it is whole, every other investigator who would give an
    item accepts it or declines and proposes another (:class:`TeamAgreement`). Version 1: each
    named item is discarded at once and nobody else is asked."""

    __slots__ = ("draft", "item", "left")
    name = "discard"
    task = N_("choose who discards which item for the team (HX-CRE-20)")

    def __init__(self, decider: int, item: int, left: int, draft: tuple[tuple[int, int], ...] = ()) -> None:
        self.seat = decider
        self.item = item
        self.left = left
        self.draft = draft  # (seat, item) named so far, in order

    def what(self) -> str:
        return "normal items" if self.item < 0 else ITEM_TITLES[self.item]

    def prompt(self, s: HexerState) -> str:
        who = seat_words(colour(self.seat or 0))
        what = _("normal items") if self.item < 0 else name(ITEM_TITLES[self.item])
        if not s.rd.discards_agreed:
            return _("{seat}: the team must discard {n} more {items}; choose who gives one.").format(
                seat=who, n=self.left, items=what
            )
        if not self.draft:
            return _("{seat}: propose who gives the team's {n} more {items}; choose one.").format(
                seat=who, n=self.left, items=what
            )
        return _("{seat}: propose who gives the team's {n} more {items} (so far: {proposal}); choose one.").format(
            seat=who, n=self.left, items=what, proposal=told(proposal_said(self.draft))
        )

    def options(self, s: HexerState, why: Why | None) -> Iterator[Action]:
        out = []
        h = s.held
        draft = self.draft
        for t in range(4):
            holder = t < s.players and s.sanity[t] > 0
            if not holder or t == s.banisher:  # AMB-22: the banisher's items are never used
                if why is not None:
                    _refuse_holder(why, t, holder)
                continue
            for k in range(4):
                if (self.item < 0 or k == self.item) and h[t * 4 + k] > (draft.count((t, k)) if draft else 0):
                    out.append(DISCARD[t][k])
                elif why is not None:
                    why.no(DISCARD[t][k], self._refusal(t, k))
        return iter(out)

    def _refusal(self, t: int, k: int) -> str:
        if self.item >= 0 and k != self.item:
            return _("The demand is for {item}.").format(item=name(ITEM_TITLES[self.item]))
        if (t, k) in self.draft:
            return _("Every {item} {seat} holds is already in the proposal.").format(
                item=name(ITEM_TITLES[k]), seat=seat_words(COLOURS[t])
            )
        return _("{seat} holds no {item}.").format(seat=seat_words(COLOURS[t]), item=name(ITEM_TITLES[k]))

    def resolve(self, s: HexerState, action: Action) -> None:
        t, k = DISCARD_OF[action]
        if s.rd.discards_agreed:
            rest = discard_forced(s, TeamDiscard(self.seat or 0, self.item, self.left - 1, (*self.draft, (t, k))))
        else:
            item_to_discard(s, t, k)
            rest = discard_forced(s, TeamDiscard(self.seat or 0, self.item, self.left - 1))
        if rest is None:
            s.finish(self)
        else:
            replace(s, self, rest)

    def view(self, s: HexerState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "discard",
            "decider": colour(self.seat or 0),
            "item": self.what(),
            "left": self.left,
            "proposal": proposal_json(self.draft),
        }


class TeamAgreement(HexerFrame):
    """HX-CRE-20/21 (rules version 2): the proposal of ``proposer`` stands; ``answering`` are the other
    investigators who would give an item and have not answered yet, asked in seat order. ``accept``
    by all gives the items; ``decline`` makes the one who declines propose another split."""

    __slots__ = ("amount", "item", "proposal", "proposer", "answering")
    name = "agree"
    task = N_("accept the team's discard as proposed, or decline and propose another (HX-CRE-20)")

    def __init__(
        self, proposer: int, item: int, proposal: tuple[tuple[int, int], ...], answering: tuple[int, ...]
    ) -> None:
        self.seat = answering[0]
        self.proposer = proposer
        self.item = item
        self.proposal = proposal
        self.amount = len(proposal)
        self.answering = answering

    def prompt(self, s: HexerState) -> str:
        return _(
            "{seat}: {proposer} proposes for the team's discard: {proposal}. Accept, or decline and propose another."
        ).format(
            seat=seat_words(colour(self.seat or 0)),
            proposer=seat_words(colour(self.proposer)),
            proposal=told(proposal_said(self.proposal)),
        )

    def options(self, s: HexerState, why: Why | None) -> Iterator[Action]:
        return iter((ACCEPT, DECLINE))

    def resolve(self, s: HexerState, action: Action) -> None:
        if action is ACCEPT:
            rest = self.answering[1:]
            if rest:
                replace(s, self, TeamAgreement(self.proposer, self.item, self.proposal, rest))
                return
            s.finish(self)
            give_up(s, self.proposal)
            return
        s.finish(self)
        say(s, N_("{seat} declines and will propose another split."), seat=colour(self.seat or 0))
        counter = discard_forced(s, TeamDiscard(self.seat or 0, self.item, self.amount))
        if counter is not None:
            s.push(counter)

    def view(self, s: HexerState, seat: int | None) -> dict[str, Any]:
        return {
            "step": "agree",
            "seat": colour(self.seat or 0),
            "proposer": colour(self.proposer),
            "proposal": proposal_json(self.proposal),
            "answering": [colour(t) for t in self.answering],
        }


def proposal_said(draft: tuple[tuple[int, int], ...]) -> Said:
    """``yellow gives Glasses, blue gives Elixir`` as a line told in the reader's language."""
    return listed([said(N_("{seat} gives {item}"), seat=COLOURS[t], item=item_of(k)) for t, k in draft])


def proposal_json(draft: tuple[tuple[int, int], ...]) -> list[dict[str, str]]:
    return [{"seat": COLOURS[t], "item": ITEM_TITLES[k]} for t, k in draft]


def propose(s: HexerState, proposer: int, item: int, draft: tuple[tuple[int, int], ...]) -> None:
    """A whole proposal: the others who would give an item are asked; nobody else to ask, it is done."""
    givers = {t for t, _ in draft if t != proposer}
    answering = tuple(t for t in ((proposer + i) % s.players for i in range(1, s.players)) if t in givers)
    if answering:
        say(
            s,
            N_("{seat} proposes for the team's discard: {proposal}."),
            seat=colour(proposer),
            proposal=proposal_said(draft),
        )
        s.push(TeamAgreement(proposer, item, draft, answering))
    else:
        give_up(s, draft)


def give_up(s: HexerState, draft: tuple[tuple[int, int], ...]) -> None:
    """The agreed items go to the discard pile (HX-CRE-22)."""
    for t, k in draft:
        item_to_discard(s, t, k)
    if s.log is not None:
        say(s, N_("The team discards: {proposal}."), proposal=proposal_said(draft))


DISCARD_OF = {DISCARD[t][k]: (t, k) for t in range(4) for k in range(4)}


def _refuse_holder(why: Why, t: int, in_game: bool) -> None:
    reason = (
        _("The banisher's items are never used for the team's discards (HX-RLY-16).")
        if in_game
        else _("{seat} is not in the game.").format(seat=seat_words(COLOURS[t]))
    )
    for k in range(4):
        why.no(DISCARD[t][k], reason)


def demand_discard(s: HexerState, item: int, amount: int, red_arrow: bool, decider: int) -> None:
    """HX-CRE-17..25: the team discards together; the decider names who gives what."""
    h = s.held
    kinds = range(4) if item < 0 else range(item, item + 1)
    holders = [t for t in range(s.players) if s.sanity[t] > 0 and t != s.banisher]
    total = sum(h[t * 4 + k] for t in holders for k in kinds)
    if total <= amount:  # HX-CRE-24: everything of that kind goes, nobody is asked
        for t in holders:
            for k in kinds:
                while h[t * 4 + k]:
                    item_to_discard(s, t, k)
        if total < amount:
            say(s, N_("The team could discard only {n} of {amount}."), n=total, amount=amount)
            if red_arrow:  # HX-CRE-25
                necron_jump(s)
        return
    demand = discard_forced(s, TeamDiscard(decider_from(s, decider), item, amount))
    if demand is not None:
        s.push(demand)


def discard_forced(s: HexerState, demand: TeamDiscard) -> TeamDiscard | None:
    """Name what is forced (one way only); the demand still to choose, or None once it is met
    (version 2: the whole proposal is then put to the others, :func:`propose`)."""
    left = demand.left
    draft = demand.draft
    agreed = s.rd.discards_agreed
    while left > 0:
        step = TeamDiscard(demand.seat or 0, demand.item, left, draft)
        choices = tuple(step.options(s, None))
        if len(choices) != 1:
            return demand if left == demand.left else step
        if agreed:
            draft = (*draft, DISCARD_OF[choices[0]])
        else:
            item_to_discard(s, *DISCARD_OF[choices[0]])
        left -= 1
    if agreed:
        propose(s, demand.seat or 0, demand.item, draft)
    return None


# ---------------------------------------------------------------- C. events
def reveal_event(s: HexerState, drawer: int) -> None:
    """HX-EVT-01..08: the top event card; Robert Craven moves, then its text resolves."""
    ed = s.ed
    if not s.edeck:  # HX-EVT-07/08, AMB-24
        pool = s.edisc + s.easide
        s.rng.shuffle(pool)
        s.easide = pool[:EVENTS_ASIDE]
        s.edeck = pool[EVENTS_ASIDE:]
        s.edisc = []
        say(s, N_("The event deck is rebuilt: 12 cards shuffled, 4 set aside unseen."))
    card = s.edeck.pop()
    s.edisc.append(card)
    s.reveals += 1
    s.craven = (s.craven + ed.e_craven[card]) % 7  # HX-EVT-02/03
    if s.log is not None:
        say(
            s,
            N_("{seat} reveals the event '{event}': Robert Craven moves {n} to the {location}. {text}"),
            seat=colour(drawer),
            event=Printed(ed.e_names[card]),
            n=ed.e_craven[card],
            location=place(ed, s.craven),
            text=ed.e_text[card],
        )
    kind = ed.e_kind[card]  # HX-EVT-06
    if kind == K_SUMMON:
        summon_shadow(s)
    elif kind == K_CRAVEN_ELIXIR:
        for t in range(s.players):
            if s.sanity[t] > 0 and s.pos[t] == s.craven:
                gain_sanity(s, t, ed.e_amount[card])
    else:
        damage(s, kind, ed.e_amount[card], ed.e_item[card], False, drawer)


# ---------------------------------------------------------------- the Shadow
def summon_shadow(s: HexerState) -> None:
    """HX-SHD-01, HX-SHD-05..07, AMB-07/25: the lowest-numbered reserve card, turned face up."""
    for i in range(5):
        goo = s.reserve[i]
        if goo >= 0:
            break
    else:
        say(s, N_("No Great Old One is left in the reserve: nothing happens."))
        return
    if not (s.reserve_up >> i) & 1:
        s.reveals += 1
    s.reserve[i] = -1
    s.reserve_up &= ~(1 << i)
    if s.shadow >= 0:
        s.goo_box.append(s.shadow)
        if s.log is not None:
            say(s, N_("The Shadow of {old_one} leaves the game."), old_one=Printed(s.ed.g_names[s.shadow]))
    s.shadow = goo
    if s.log is not None:
        say(
            s,
            N_("{old_one} from reserve space {n} becomes the Shadow at Miskatonic University: {text}"),
            old_one=Printed(s.ed.g_names[goo]),
            n=i + 1,
            text=s.ed.g_text[goo],
        )


# ---------------------------------------------------------------- action 3: the Madness die, defeats
def roll_madness_die(s: HexerState, seat: int) -> None:
    """HX-ENC-01..05: one roll of the shared die (HX-SETUP-22)."""
    ed = s.ed
    face = ed.die[s.rng.below(len(ed.die))]
    s.reveals += 1
    who = colour(seat)
    if face == FACE_SANITY:  # HX-ENC-04
        if s.log is not None:
            say(s, N_("{seat} rolls the Madness die: lose 1 sanity."), seat=who)
        lose_sanity(s, seat, 1, team_damage=False)
    elif face == FACE_NECRON:  # HX-ENC-05
        steps = 1 + goo_amount(s, GE_DIE_NECRON)
        if s.log is not None:
            say(s, N_("{seat} rolls the Madness die: Necron advances {n}."), seat=who, n=steps)
        advance_necron(s, steps)
    elif s.held[seat * 4 + face]:  # HX-ENC-02/03: one copy only
        if s.log is not None:
            say(s, N_("{seat} rolls the Madness die: {item}, and discards one."), seat=who, item=item_of(face))
        item_to_discard(s, seat, face)
    else:
        if s.log is not None:
            say(s, N_("{seat} rolls the Madness die: {item}, but holds none."), seat=who, item=item_of(face))


def defeat(s: HexerState, seat: int, loc: int, by_dagger: bool) -> None:
    """HX-ENC-07..12, HX-USE-12/13: the creature to the discards, a Shadow out of the game."""
    ed = s.ed
    if loc == UNIVERSITY:
        s.goo_box.append(s.shadow)  # HX-ENC-12, HX-USE-13
        if s.log is not None:
            say(
                s,
                N_("{seat} defeats the Shadow of {old_one}; it leaves the game."),
                seat=colour(seat),
                old_one=Printed(ed.g_names[s.shadow]),
            )
        s.shadow = -1
        return
    kind = s.board[loc]
    # HX-ENC-10, HX-USE-22: Thul Saduum takes an artifact, with the Dagger too (version 1: AMB-19, not then).
    if ed.c_thul[kind] and (not by_dagger or s.rd.dagger_takes_artifact):
        art = s.art[seat]
        s.art[seat] = -1
        to_discard(s, art)
    s.board[loc] = -1
    s.cdisc.append(kind)  # HX-ENC-11
    if s.log is not None:
        say(
            s,
            N_("{seat} defeats the {creature} at the {location}."),
            seat=colour(seat),
            creature=Printed(ed.c_names[kind]),
            location=place(ed, loc),
        )


def passage_cost(s: HexerState) -> int:
    """HX-LOC-05: 1 sanity, plus a Great Old One's text."""
    return 1 + goo_amount(s, GE_PASSAGE)


# ---------------------------------------------------------------- Necron, sanity, items
def advance_necron(s: HexerState, steps: int) -> None:
    s.necron = min(s.necron + steps, s.ed.final)  # AMB-26: never beyond the final space
    _check_track(s)


def necron_jump(s: HexerState) -> None:
    """HX-CRE-25: straight to the next space that shows Necron's image."""
    for f in s.ed.faces:
        if f > s.necron:
            s.necron = f
            break
    else:
        s.necron = s.ed.final
    say(s, N_("Red arrow: Necron jumps to space {n}."), n=s.necron)
    _check_track(s)


def _check_track(s: HexerState) -> None:
    ed = s.ed
    if s.necron >= ed.final:
        reason = N_("Necron reached the last space of his track: a dimensional rupture opens.")
        end_game(s, Outcome((), "HX-END-03", reason))
    elif s.necron >= ed.demonic and not s.rlyeh_up:
        reason = N_("Necron reached the Demonic Power space before the Great Old One in R'lyeh was revealed.")
        end_game(s, Outcome((), "HX-END-02", reason))


def lose_sanity(s: HexerState, seat: int, amount: int, team_damage: bool) -> None:
    if team_damage and seat == s.banisher:
        return  # HX-RLY-16
    value = s.sanity[seat] - amount
    if value > 0:
        s.sanity[seat] = value
        return
    s.sanity[seat] = 0
    _eliminate(s, seat)


def gain_sanity(s: HexerState, seat: int, amount: int) -> None:
    s.sanity[seat] = min(MAX_SANITY, s.sanity[seat] + amount)


def _eliminate(s: HexerState, seat: int) -> None:
    """HX-SAN-01/02, AMB-33: out of the game, every item to the discard pile."""
    b = seat * 4
    for k in range(4):
        while s.held[b + k]:
            item_to_discard(s, seat, k)
    if s.art[seat] >= 0:
        art = s.art[seat]
        s.art[seat] = -1
        to_discard(s, art)
    s.pos[seat] = -1
    s.hand[seat] = 0
    say(s, N_("{seat} goes mad and leaves the game."), seat=colour(seat))
    if s.banisher == seat:
        s.banisher = -1  # HX-RLY-12/13
        say(s, N_("The banishment is undone: another investigator must banish the Great Old One again."))
    alive = sum(1 for t in range(s.players) if s.sanity[t] > 0)
    if alive <= 1:
        end_game(s, Outcome((), "HX-END-04", N_("Every investigator but one has gone mad.")))


def item_to_discard(s: HexerState, seat: int, k: int) -> None:
    s.held[seat * 4 + k] -= 1
    to_discard(s, k)


def to_discard(s: HexerState, item: int) -> None:
    s.discard[item] += 1  # HX-CRE-22
    if not s.bag:
        _refill_bag(s)


def _refill_bag(s: HexerState) -> None:
    """HX-ACQ-13, AMB-31: the moment the bag is empty, the discards go back in."""
    bag = s.bag
    d = s.discard
    for k in range(len(d)):
        if d[k]:
            bag.extend([k] * d[k])
            d[k] = 0


def draw(s: HexerState) -> int:
    """One item from the bag, at random (-1 when bag and discards are empty)."""
    bag = s.bag
    if not bag:
        _refill_bag(s)
        if not bag:
            return -1
    i = s.rng.below(len(bag))
    item = bag[i]
    bag[i] = bag[-1]
    bag.pop()
    s.reveals += 1
    if not bag:
        _refill_bag(s)
    return item


def refill_location(s: HexerState, loc: int) -> None:
    """Three items left to right (HX-SETUP-30, HX-ACQ-12), on the spaces the edition gives the
    location (``item_spaces``: none at a Shadow-only University); spaces stay empty if nothing is left (AMB-31)."""
    base = loc * 3
    for i in range(s.ed.item_spaces[loc]):
        item = draw(s)
        if item < 0:
            return
        s.spaces[base + i] = item


# ---------------------------------------------------------------- end of game
def final_check(s: HexerState) -> None:
    """HX-END-05..08: every tile face up; each portal needs the artifact of its symbol."""
    ed = s.ed
    s.tiles_shown = True
    wall_hit: list[Printed] = []
    wrong: list[Printed] = []
    open_: list[Printed] = []
    for loc in range(1, 7):
        art = s.on_tile[loc]
        if s.tiles[loc]:
            if art < 0:
                open_.append(place(ed, loc))
            elif art - 4 != ed.loc_symbol[loc]:
                wrong.append(place(ed, loc))
        elif art >= 0:
            wall_hit.append(place(ed, loc))
    if wall_hit:
        reason = said(N_("The final check finds an artifact on an empty wall at {places}."), places=listed(wall_hit))
        end_game(s, Outcome((), "HX-USE-18", reason))
    if wrong:
        reason = said(
            N_("The final check finds a portal closed with the wrong artifact at {places}."), places=listed(wrong)
        )
        end_game(s, Outcome((), "HX-USE-17", reason))
    if open_:
        reason = said(N_("The final check finds a portal still open at {places}."), places=listed(open_))
        end_game(s, Outcome((), "HX-END-08", reason))
    score = victory_level(s)
    reason = said(
        N_(
            "The Great Old One is banished and every portal is closed: "
            "the investigators win with victory level {score}."
        ),
        score=score,
    )
    end_game(s, Outcome(tuple(range(s.players)), "HX-END-07", reason, score))


def victory_level(s: HexerState) -> int:
    """HX-SCORE-02..05, AMB-29: spaces strictly between marker and final space + items + sanity."""
    term1 = max(0, s.ed.final - s.necron - 1)
    term2 = term3 = 0
    for t in range(s.players):
        if s.sanity[t] > 0:
            term2 += normal_items(s, t) + (s.art[t] >= 0)
            term3 += s.sanity[t]
    return term1 + term2 + term3


def end_game(s: HexerState, outcome: Outcome) -> None:
    """The game is over: record the outcome, drop every pending step, and stop the step that ended it."""
    if s.outcome_ is None:
        s.outcome_ = outcome
        s.stack.clear()
        s._legal = None
        say(s, N_("Victory! {reason}") if outcome.winners else N_("Defeat. {reason}"), reason=outcome.reason)
    raise GameOver
