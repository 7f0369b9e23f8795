"""Der Hexer von Salem rules: legal actions and their resolution, in rulebook order.

Sections follow the rulebook: A. reveal creature cards; B. player turns with
actions 1 (location card), 2 (meet a companion), 3 (creature or Shadow),
4 (use an item), 5 (acquire an item); C. event card; then the Shadow, R'lyeh,
sanity 0, end of game and scoring. Clause ids (HX-...) mark where each rule lives.

Everything automatic (die rolls, draws, reveals, Necron) happens inside
``apply``; the game stops only where a seat has a real choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletome.engine.actions import Action
from tabletome.engine.game import Outcome

from .actions import (
    ACCEPT,
    ACCEPT_DROP,
    CLOSE,
    COLOURS,
    DECLINE,
    DEFEAT,
    DISCARD,
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
    FACE_NECRON,
    FACE_SANITY,
    GE_ACQUIRE_NECRON,
    GE_DIE_NECRON,
    GE_NO_ELIXIR,
    GE_NO_PROTECTION,
    GE_PASSAGE,
    GE_ROUND_NECRON,
    ITEM_LETTERS,
    ITEM_TITLES,
    K_CRAVEN_ELIXIR,
    K_DISCARD,
    K_NECRON,
    K_SANITY,
    K_SUMMON,
    NECRON1,
    NECRON2,
    R_DIFFERENT,
    R_SAME,
    SANITY1,
    SANITY2,
    D,
    E,
    G,
    N,
)

if TYPE_CHECKING:
    from .state import HexerState

# Decision phases.
MOVE_PHASE, MEET, ANSWER, DEFEAT_PHASE, USE_PHASE, ACQUIRE, DROP_PHASE, DISCARD_PHASE, OVER = range(9)
RESOLVING = 9  # inside apply, before the next decision is known
PHASE_NAMES = ("move", "meet", "answer", "defeat", "use", "acquire", "drop", "discard", "over", "resolving")
PROMPTS = (
    "play a location card (action 1)",
    "meet a companion: trade or give one item, or pass (action 2)",
    "answer the companion's offer",
    "defeat the creature or Shadow here, or pass (action 3)",
    "use an item, or pass (action 4)",
    "acquire an item here, or pass (action 5)",
    "discard a normal item to make room for the new one (HX-ACQ-08)",
    "choose who discards which item for the team (HX-CRE-20)",
    "nothing: the game is over",
)
PHASE_VERBS = (
    ("move", "passage"),
    ("trade", "give", "pass"),
    ("accept", "decline"),
    ("defeat", "pass"),
    ("use", "close", "pass"),
    ("take", "pass"),
    ("drop",),
    ("discard",),
    (),
)

# What the automatic flow resumes after a collective discard.
S_NONE, S_ROUND_START, S_ACQUIRE, S_ROUND_END = range(4)

UNIVERSITY = 0
RLYEH = 7  # pawn position of the banisher
PASSAGE_BIT = 1 << 7  # bits 0-6 are the location cards 0-6 (AMB-11)
ALL_CARDS = 0xFF
MAX_SANITY = 6  # HX-USE-11, AMB-27
EVENTS_ASIDE = 4  # HX-SETUP-14


# ---------------------------------------------------------------- helpers
def _say(s: HexerState, text: str, who: int = -1) -> None:
    if s.log is not None:
        s.log.append((who, text))


def colour(seat: int) -> str:
    return COLOURS[seat]


def is_alive(s: HexerState, seat: int) -> bool:
    return s.sanity[seat] > 0


def goo_amount(s: HexerState, effect: int) -> int:
    """Summed text effect of the Shadow (HX-SHD-04) and the revealed, unbanished R'lyeh card (HX-RLY-02)."""
    ed = s.ed
    total = 0
    if s.shadow >= 0 and ed.g_effect[s.shadow] == effect:
        total += ed.g_amount[s.shadow]
    if s.rlyeh_up and s.banisher < 0 and ed.g_effect[s.rlyeh] == effect:
        total += ed.g_amount[s.rlyeh]
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


def next_face_down_goo(s: HexerState) -> int:
    """HX-USE-07/08: reserve spaces 2-5 in order (empty spaces skipped, AMB-25), R'lyeh last.

    Returns the reserve index 0-4, 5 for R'lyeh, or -1 when all are face up.
    """
    up = s.reserve_up
    for i in range(5):
        if s.reserve[i] >= 0 and not (up >> i) & 1:
            return i
    return -1 if s.rlyeh_up else 5


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


def _make_statement(s: HexerState, seat: int) -> None:
    """HX-COOP-03/04: say aloud whether anybody knows of an open portal, nothing more; it stays on record."""
    mask = looked_uncovered(s)
    known = open_portal_known(s)
    last = s.statements[-1] if s.statements else None
    if last is not None and last[2] == mask and last[3] == known:
        return  # the same words over the same tiles tell nothing new
    s.statements.append((s.round_no, seat, mask, known))
    _say(
        s,
        f"The team weighs {'banishing' if s.banisher < 0 else 'closing the University'}: "
        + ("someone knows of an open portal in Arkham." if known else "nobody knows of an open portal in Arkham."),
    )


def decider_from(s: HexerState, seat: int) -> int:
    """``seat`` if still in the game, else the next investigator clockwise (AMB-16)."""
    n = s.players
    for i in range(n):
        t = (seat + i) % n
        if s.sanity[t] > 0:
            return t
    return seat


# ---------------------------------------------------------------- legal actions
def legal_actions(s: HexerState) -> tuple[Action, ...]:
    ph = s.phase
    if ph == MOVE_PHASE:
        return _move_options(s)
    if ph == USE_PHASE:
        return _use_options(s)
    if ph == ACQUIRE:
        base = s.pos[s.seat] * 3
        sp = s.spaces
        return tuple(TAKE[i] for i in range(3) if sp[base + i] >= 0) + (PASS,)
    if ph == DEFEAT_PHASE:
        return (DEFEAT, PASS)
    if ph == MEET:
        return _meet_options(s)
    if ph == ANSWER:
        return _answer_options(s)
    if ph == DROP_PHASE:
        b = s.seat * 4
        return tuple(DROP[k] for k in range(4) if s.held[b + k])
    if ph == DISCARD_PHASE:
        return _discard_options(s)
    return ()


def _move_options(s: HexerState) -> tuple[Action, ...]:
    seat = s.seat
    here = s.pos[seat]
    hand = s.hand[seat]
    out = [MOVE[loc] for loc in range(7) if (hand >> loc) & 1]
    if here == UNIVERSITY and hand & 1:
        out.remove(MOVE[0])  # HX-LOC-09: leave the University the turn after arriving
    if hand & PASSAGE_BIT:
        out += [PASSAGE[loc] for loc in range(7) if loc != here]  # HX-LOC-03/04
        if can_go_to_rlyeh(s, seat):
            out.append(PASSAGE[7])
    return tuple(out)


def can_go_to_rlyeh(s: HexerState, seat: int) -> bool:
    """HX-LOC-06, HX-RLY-04/05, AMB-21a: Secret Passage, revealed card, the 3 items."""
    return s.rlyeh_up and s.banisher < 0 and meets_requirement(s, seat, s.rlyeh)


def companions(s: HexerState, seat: int) -> list[int]:
    here = s.pos[seat]
    return [t for t in range(s.players) if t != seat and s.pos[t] == here and s.sanity[t] > 0]


def _meet_options(s: HexerState) -> tuple[Action, ...]:
    seat = s.seat
    h = s.held
    b = seat * 4
    out: list[Action] = []
    for t in companions(s, seat):
        tb = t * 4
        for x in range(4):
            if not h[b + x]:
                continue
            out.append(GIVE[t][x])  # HX-MEET-03
            trades = TRADE[t][x]
            for y in range(4):
                if y != x and h[tb + y]:
                    out.append(trades[y])  # type: ignore[arg-type]  # HX-MEET-01; None only where y == x
    if out:
        out.append(PASS)
    return tuple(out)


def _answer_options(s: HexerState) -> tuple[Action, ...]:
    t = s.offer_to
    if s.offer_get >= 0:
        return (ACCEPT, DECLINE)
    tb = t * 4
    h = s.held
    if h[tb] + h[tb + 1] + h[tb + 2] + h[tb + 3] >= 3:
        return tuple(ACCEPT_DROP[k] for k in range(4) if h[tb + k]) + (DECLINE,)
    return (ACCEPT, DECLINE)


def _use_options(s: HexerState) -> tuple[Action, ...]:
    seat = s.seat
    here = s.pos[seat]
    b = seat * 4
    h = s.held
    out = []
    if h[b + N] and next_face_down_goo(s) >= 0:
        out.append(USE[N])
    if h[b + G] and 1 <= here <= 6 and s.on_tile[here] < 0:
        out.append(USE[G])
    if h[b + E]:
        out.append(USE[E])
    if h[b + D] and s.craven == here and threat_at(s, here):
        out.append(USE[D])
    if s.art[seat] >= 0 and ((1 <= here <= 6 and s.on_tile[here] < 0) or (here == UNIVERSITY and s.banisher >= 0)):
        out.append(CLOSE)
    if not out:
        return ()
    out.append(PASS)
    return tuple(out)


def discard_kinds(s: HexerState) -> range:
    return range(4) if s.pend_item < 0 else range(s.pend_item, s.pend_item + 1)


def _discard_options(s: HexerState) -> tuple[Action, ...]:
    out = []
    h = s.held
    kinds = discard_kinds(s)
    for t in range(s.players):
        if s.sanity[t] <= 0 or t == s.banisher:  # AMB-22: the banisher's items are never used
            continue
        tb = t * 4
        for k in kinds:
            if h[tb + k]:
                out.append(DISCARD[t][k])
    return tuple(out)


# ---------------------------------------------------------------- apply
def apply(s: HexerState, a: Action) -> None:
    a = s.check(a)
    s._legal = None
    ph = s.phase
    s.phase = RESOLVING
    if ph == MOVE_PHASE:
        _play_location_card(s, a)
    elif ph == MEET:
        _meet(s, a)
    elif ph == ANSWER:
        _answer(s, a)
    elif ph == DEFEAT_PHASE:
        if a is DEFEAT:
            _defeat(s, s.seat, s.pos[s.seat], by_dagger=False)
        _enter_use(s)
    elif ph == USE_PHASE:
        _use_item(s, a)
    elif ph == ACQUIRE:
        if a is PASS:
            _end_turn(s)  # HX-ACQ-10
        else:
            _acquire(s, TAKE.index(a))
    elif ph == DROP_PHASE:
        k = DROP.index(a)
        _item_to_discard(s, s.seat, k)
        s.held[s.seat * 4 + s.acq_item] += 1
        _after_acquire(s)
    elif ph == DISCARD_PHASE:
        t = COLOURS.index(str(a.args[0]))
        k = ITEM_LETTERS.index(str(a.args[1]))
        _item_to_discard(s, t, k)
        s.pend_left -= 1
        if _auto_discard(s):
            _resume(s)
        else:
            s.phase = DISCARD_PHASE


# ---------------------------------------------------------------- setup and rounds
def setup(s: HexerState, start_sanity: int, necron_head_start: bool, remove_pair: bool) -> None:
    """HX-SETUP-01..30 in the rulebook's order, then round 1."""
    ed = s.ed
    rng = s.rng
    n = s.players
    goos = list(range(len(ed.g_names)))
    rng.shuffle(goos)  # HX-SETUP-04
    s.reserve = goos[:5]
    s.rlyeh = goos[5]  # HX-SETUP-05
    s.reserve_up = 1  # HX-SETUP-06: space 1 face up
    s.start = rng.below(n)  # HX-SETUP-08
    deck = [k for k in range(ed.n_kinds) for _ in (0, 1)] + [ed.necron_card, ed.craven_card]  # HX-CRE-05
    if remove_pair:  # HX-DIFF-04, AMB-30: a random regular pair, unseen
        s.removed_kind = rng.below(ed.n_kinds)
        deck = [c for c in deck if c != s.removed_kind]
    rng.shuffle(deck)  # HX-SETUP-10
    s.cdeck = deck
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
    s.tiles = (-1, *tiles[:6])  # HX-SETUP-23: locations 1-6, none at the University
    s.box = tuple(tiles[6:])  # HX-SETUP-24
    s.bag = [k for k in range(ed.n_items) for _ in range(ed.item_counts[k])]  # HX-SETUP-26
    for t in range(n):  # HX-SETUP-27..29
        item = _draw(s)
        if item >= 4:
            s.art[t] = item
        else:
            s.held[t * 4 + item] += 1
    for loc in range(7):  # HX-SETUP-30
        _refill_location(s, loc)
    _start_round(s)


def reveals_this_round(s: HexerState) -> int:
    """HX-CRE-02..04 with the start-player card side fixed at setup (AMB-16)."""
    if s.players == 2:
        return 1
    if s.players == 4:
        return 2
    return 1 if s.round_no % 2 == 1 else 2


def _start_round(s: HexerState) -> None:
    s.round_no += 1
    s.turn_idx = -1
    s.revealer = decider_from(s, s.start)  # HX-CRE-01, HX-EVT-10
    s.reveals_left = reveals_this_round(s)
    s.stage = S_ROUND_START
    _say(s, f"Round {s.round_no} begins.")
    _continue_reveals(s)


def _continue_reveals(s: HexerState) -> None:
    while s.reveals_left > 0:
        s.reveals_left -= 1
        _reveal_creature(s)
        if s.phase == OVER or s.phase == DISCARD_PHASE:
            return
    if s.stage == S_ROUND_START:
        s.stage = S_NONE
        _next_turn(s)
    elif s.stage == S_ACQUIRE:
        _finish_acquire(s)


def _resume(s: HexerState) -> None:
    """Carry on after a collective discard, where the flow stopped."""
    if s.stage == S_ROUND_END:
        _end_round(s)
    else:
        _continue_reveals(s)


# ---------------------------------------------------------------- A. creatures
def _reveal_creature(s: HexerState) -> None:
    ed = s.ed
    card = s.cdeck.pop()  # never empty: the Necron card always returns to it (HX-SPC-03)
    s.reveals += 1
    who = colour(s.revealer)
    if card == ed.necron_card:
        on_board = sum(1 for loc in range(1, 7) if s.board[loc] >= 0)
        steps = on_board + (2 if s.shadow >= 0 else 0)  # HX-SPC-01/02
        _say(
            s,
            f"{who} reveals Necron: {on_board} creatures on the board"
            + (" and a Shadow at the University" if s.shadow >= 0 else "")
            + f", so Necron advances {steps}.",
        )
        s.cdisc.append(card)  # face up until the shuffle (and if the game ends now)
        _necron(s, steps)
        if s.phase == OVER:
            return
        deck = s.cdeck + s.cdisc
        s.rng.shuffle(deck)  # HX-SPC-03
        s.cdeck = deck
        s.cdisc = []
        _say(s, "The creature deck is shuffled with the discards and the Necron card.")
        return
    if card == ed.craven_card:
        s.craven = UNIVERSITY  # HX-SPC-04
        for t in range(s.players):
            if s.sanity[t] > 0 and t != s.banisher:  # AMB-14: the banisher stays in R'lyeh
                s.pos[t] = UNIVERSITY
                s.hand[t] = ALL_CARDS  # HX-SPC-05
        s.cdisc.append(card)  # HX-SPC-07
        _say(
            s,
            f"{who} reveals Robert Craven: he and every investigator go to Miskatonic University "
            "and take back their location cards, without a Madness roll; another creature is revealed.",
        )
        s.reveals_left += 1  # HX-SPC-08, AMB-15
        return
    s.seen_kinds |= 1 << card
    name = ed.c_names[card]
    board = s.board
    for loc in range(1, 7):
        if board[loc] == card:  # HX-CRE-13: activation
            s.cdisc.append(card)  # HX-CRE-26
            _say(
                s,
                f"{who} reveals {name}; the {name} at the {ed.loc_names[loc]} activates: "
                + ed.damage_text(ed.c_kind[card], ed.c_amount[card], ed.c_item[card])
                + ".",
            )
            _damage(s, ed.c_kind[card], ed.c_amount[card], ed.c_item[card], ed.c_red[card], s.revealer)
            return
    for loc in range(1, 7):  # HX-CRE-07/08: first free space clockwise from location 1
        if board[loc] < 0:
            board[loc] = card
            _say(s, f"{who} reveals {name}; it enters play at the {ed.loc_names[loc]}.")
            return
    s.cdisc.append(card)  # HX-CRE-11
    _say(s, f"{who} reveals {name}; every creature space is taken, so it is discarded.")


def _damage(s: HexerState, kind: int, amount: int, item: int, red_arrow: bool, decider: int) -> None:
    """HX-CRE-14/15 and event effects; AMB-05: discards shared, sanity per investigator."""
    if kind == K_NECRON:
        _necron(s, amount)
    elif kind == K_SANITY:
        for t in range(s.players):
            if s.sanity[t] > 0:
                _lose_sanity(s, t, amount, team_damage=True)
                if s.phase == OVER:
                    return
    elif kind == K_DISCARD:
        _demand_discard(s, item, amount, red_arrow, decider)


def _demand_discard(s: HexerState, item: int, amount: int, red_arrow: bool, decider: int) -> None:
    """HX-CRE-17..25: the team discards together; the decider names who gives what."""
    h = s.held
    kinds = range(4) if item < 0 else range(item, item + 1)
    holders = [t for t in range(s.players) if s.sanity[t] > 0 and t != s.banisher]
    total = sum(h[t * 4 + k] for t in holders for k in kinds)
    if total <= amount:  # HX-CRE-24: everything of that kind goes
        for t in holders:
            for k in kinds:
                while h[t * 4 + k]:
                    _item_to_discard(s, t, k)
        if total < amount:
            _say(s, f"The team could discard only {total} of {amount}.")
            if red_arrow:  # HX-CRE-25
                _necron_jump(s)
        return
    s.pend_item = item
    s.pend_left = amount
    if _auto_discard(s):
        return
    s.decider = decider_from(s, decider)
    s.phase = DISCARD_PHASE
    s.to_move_ = s.decider


def _auto_discard(s: HexerState) -> bool:
    """Discard what is forced; True once the demand is met, False at a real choice."""
    while s.pend_left > 0:
        options = _discard_options(s)
        if len(options) != 1:
            return False
        a = options[0]
        _item_to_discard(s, COLOURS.index(str(a.args[0])), ITEM_LETTERS.index(str(a.args[1])))
        s.pend_left -= 1
    s.pend_item = -1
    s.decider = -1
    return True


# ---------------------------------------------------------------- B. turns
def _next_turn(s: HexerState) -> None:
    """HX-ROUND-02: clockwise from the start player; the eliminated are skipped (AMB-16)."""
    n = s.players
    while True:
        s.turn_idx += 1
        if s.turn_idx >= n:
            _step_c(s)
            return
        seat = (s.start + s.turn_idx) % n
        if s.sanity[seat] > 0:
            break
    s.seat = seat
    s.last = seat
    if seat == s.banisher:  # HX-RLY-15: no actions, only the sanity loss
        _end_turn(s)
        return
    if deciding_to_banish(s, seat):
        _make_statement(s, seat)
    s.phase = MOVE_PHASE
    s.to_move_ = seat


def _end_turn(s: HexerState) -> None:
    seat = s.seat
    if seat == s.banisher:
        _say(s, f"{colour(seat)} loses 1 sanity in R'lyeh.")
        _lose_sanity(s, seat, 1, team_damage=False)  # HX-RLY-11
        if s.phase == OVER:
            return
    _next_turn(s)


# Action 1 -------------------------------------------------------------
def _play_location_card(s: HexerState, a: Action) -> None:
    seat = s.seat
    ed = s.ed
    target = a.args[0]
    if a.verb == "move":
        loc = int(target)
        s.hand[seat] &= ~(1 << loc)  # HX-LOC-01, HX-LOC-07
        _say(s, f"{colour(seat)} plays the {ed.loc_names[loc]} card and moves there.")
        _arrive(s, seat, loc)
        _enter_meet(s)
        return
    s.hand[seat] &= ~PASSAGE_BIT
    cost = 1 + goo_amount(s, GE_PASSAGE)  # HX-LOC-05
    where = "R'lyeh" if target == RLYEH_WORD else f"the {ed.loc_names[int(target)]}"
    _say(s, f"{colour(seat)} plays the Secret Passage to {where} and loses {cost} sanity.")
    _lose_sanity(s, seat, cost, team_damage=False)  # AMB-28: may drive the payer out
    if s.phase == OVER:
        return
    if s.sanity[seat] <= 0:
        _next_turn(s)
        return
    if target == RLYEH_WORD:
        _banish(s, seat)
        _end_turn(s)  # AMB-21e: no actions 2-5 on the banishing turn
        return
    _arrive(s, seat, int(target))
    _enter_meet(s)


def _arrive(s: HexerState, seat: int, loc: int) -> None:
    s.pos[seat] = loc  # HX-LOC-02
    if loc == UNIVERSITY:
        s.hand[seat] = ALL_CARDS  # HX-LOC-08, AMB-13a/c


def _banish(s: HexerState, seat: int) -> None:
    """HX-RLY-03..05, AMB-21b: arriving in R'lyeh with the items banishes the Old One."""
    s.pos[seat] = RLYEH
    s.banisher = seat
    _say(s, f"{colour(seat)} banishes {s.ed.g_names[s.rlyeh]} in R'lyeh! The University portal can now be closed.")


# Action 2 -------------------------------------------------------------
def _enter_meet(s: HexerState) -> None:
    if _meet_options(s):
        s.phase = MEET
        s.to_move_ = s.seat
        return
    _enter_encounter(s)


def _meet(s: HexerState, a: Action) -> None:
    if a is PASS:
        _enter_encounter(s)
        return
    t = COLOURS.index(str(a.args[0]))
    s.offer_to = t
    s.offer_give = ITEM_LETTERS.index(str(a.args[1]))
    s.offer_get = ITEM_LETTERS.index(str(a.args[2])) if a.verb == "trade" else -1
    s.phase = ANSWER
    s.to_move_ = t  # AMB-17: the companion agrees or not


def _answer(s: HexerState, a: Action) -> None:
    seat, t = s.seat, s.offer_to
    give, get = s.offer_give, s.offer_get
    h = s.held
    if a is DECLINE:
        _say(s, f"{colour(t)} declines the offer.")
    else:
        if a is not ACCEPT:  # AMB-17: a full receiver discards first, as in HX-ACQ-08
            _item_to_discard(s, t, ACCEPT_DROP.index(a))
        h[seat * 4 + give] -= 1
        h[t * 4 + give] += 1
        if get >= 0:
            h[t * 4 + get] -= 1
            h[seat * 4 + get] += 1
            _say(s, f"{colour(seat)} trades {ITEM_TITLES[give]} for {colour(t)}'s {ITEM_TITLES[get]}.")
        else:
            _say(s, f"{colour(seat)} gives {ITEM_TITLES[give]} to {colour(t)}.")
    s.offer_to = -1
    s.offer_give = -1
    s.offer_get = -1
    _enter_encounter(s)


# Action 3 -------------------------------------------------------------
def _enter_encounter(s: HexerState) -> None:
    seat = s.seat
    here = s.pos[seat]
    if threat_at(s, here):
        if s.craven == here and not goo_amount(s, GE_NO_PROTECTION):
            _say(s, f"Robert Craven protects {colour(seat)}: no Madness roll.")  # HX-ENC-06
        else:
            _roll_madness_die(s, seat)  # HX-ENC-01
            if s.phase == OVER:
                return
            if s.sanity[seat] <= 0:
                _next_turn(s)
                return
        if can_defeat(s, seat, here):
            s.phase = DEFEAT_PHASE
            s.to_move_ = seat
            return
    _enter_use(s)


def _roll_madness_die(s: HexerState, seat: int) -> None:
    ed = s.ed
    face = ed.die[s.rng.below(len(ed.die))]
    s.reveals += 1
    who = colour(seat)
    if face == FACE_SANITY:  # HX-ENC-04
        _say(s, f"{who} rolls the Madness die: lose 1 sanity.")
        _lose_sanity(s, seat, 1, team_damage=False)
    elif face == FACE_NECRON:  # HX-ENC-05
        steps = 1 + goo_amount(s, GE_DIE_NECRON)
        _say(s, f"{who} rolls the Madness die: Necron advances {steps}.")
        _necron(s, steps)
    elif s.held[seat * 4 + face]:  # HX-ENC-02/03: one copy only
        _say(s, f"{who} rolls the Madness die: {ITEM_TITLES[face]}, and discards one.")
        _item_to_discard(s, seat, face)
    else:
        _say(s, f"{who} rolls the Madness die: {ITEM_TITLES[face]}, but holds none.")


def _defeat(s: HexerState, seat: int, loc: int, by_dagger: bool) -> None:
    ed = s.ed
    if loc == UNIVERSITY:
        s.goo_box.append(s.shadow)  # HX-ENC-12, HX-USE-13
        _say(s, f"{colour(seat)} defeats the Shadow of {ed.g_names[s.shadow]}; it leaves the game.")
        s.shadow = -1
        return
    kind = s.board[loc]
    if ed.c_thul[kind] and not by_dagger:  # HX-ENC-10, HX-USE-22; AMB-19: not with the Dagger
        art = s.art[seat]
        s.art[seat] = -1
        _to_discard(s, art)
    s.board[loc] = -1
    s.cdisc.append(kind)  # HX-ENC-11
    _say(s, f"{colour(seat)} defeats the {ed.c_names[kind]} at the {ed.loc_names[loc]}.")


# Action 4 -------------------------------------------------------------
def _enter_use(s: HexerState) -> None:
    if _use_options(s):
        s.phase = USE_PHASE
        s.to_move_ = s.seat
        return
    _enter_acquire(s)


def _use_item(s: HexerState, a: Action) -> None:
    seat = s.seat
    here = s.pos[seat]
    ed = s.ed
    who = colour(seat)
    if a is CLOSE:
        art = s.art[seat]
        s.art[seat] = -1
        s.on_tile[here] = art  # HX-USE-15: the tile stays face down
        _say(s, f"{who} places the {ed.item_name(art)} on the portal at the {ed.loc_names[here]}.")
        if here == UNIVERSITY:
            _final_check(s)  # HX-END-06
            return
        _enter_acquire(s)
        return
    if a is PASS:
        _enter_acquire(s)
        return
    k = USE.index(a)
    _item_to_discard(s, seat, k)  # HX-USE-02
    if k == N:
        i = next_face_down_goo(s)
        s.reveals += 1
        if i == 5:
            s.rlyeh_up = True  # HX-RLY-01
            _say(
                s,
                f"{who} reads the Necronomicon: the Great Old One in R'lyeh is {ed.g_names[s.rlyeh]} "
                f"(banish it with {ed.requirement_text(s.rlyeh)}).",
            )
        else:
            s.reserve_up |= 1 << i
            _say(s, f"{who} reads the Necronomicon: reserve space {i + 1} holds {ed.g_names[s.reserve[i]]}.")
    elif k == G:
        s.known[seat] |= 1 << here  # HX-USE-03..05: only this seat learns it
        s.reveals += 1
        _say(s, f"{who} looks at the portal tile at the {ed.loc_names[here]} with the Glasses.")
        truth = "a dimensional portal" if s.tiles[here] else "an empty wall"
        _say(s, f"You see {truth} at the {ed.loc_names[here]}; you may not tell the others (HX-COOP-02).", seat)
    elif k == E:
        gain = 2 if s.craven == here and not goo_amount(s, GE_NO_ELIXIR) else 1  # HX-USE-09/10
        _say(s, f"{who} drinks the Elixir and gains {gain} sanity.")
        _gain_sanity(s, seat, gain)
    else:
        _say(s, f"{who} uses the Dagger with Robert Craven.")  # HX-USE-12
        _defeat(s, seat, here, by_dagger=True)
    _enter_acquire(s)


# Action 5 -------------------------------------------------------------
def _enter_acquire(s: HexerState) -> None:
    base = s.pos[s.seat] * 3
    sp = s.spaces
    if sp[base] >= 0 or sp[base + 1] >= 0 or sp[base + 2] >= 0:
        s.phase = ACQUIRE
        s.to_move_ = s.seat
        return
    _end_turn(s)


def _acquire(s: HexerState, slot: int) -> None:
    """HX-ACQ-01..07: pay the printed cost, then take the item."""
    ed = s.ed
    seat = s.seat
    here = s.pos[seat]
    idx = here * 3 + slot
    item = s.spaces[idx]
    cost = ed.costs[idx]
    s.spaces[idx] = -1
    s.acq_item = item
    s.acq_loc = here
    _say(
        s, f"{colour(seat)} acquires the {ed.item_name(item)} at the {ed.loc_names[here]} (cost: {ed.cost_text(cost)})."
    )
    extra = goo_amount(s, GE_ACQUIRE_NECRON)
    if cost in (NECRON1, NECRON2):  # HX-ACQ-03
        _necron(s, (1 if cost == NECRON1 else 2) + extra)
    else:
        if extra:
            _necron(s, extra)
        if s.phase == OVER:
            return
        if cost in (SANITY1, SANITY2):  # HX-ACQ-04
            _lose_sanity(s, seat, 1 if cost == SANITY1 else 2, team_damage=False)
        elif cost == CREATURE:  # HX-ACQ-05
            s.stage = S_ACQUIRE
            s.revealer = seat
            s.reveals_left = 1
            _continue_reveals(s)
            return
        elif cost == EVENT:  # HX-ACQ-06, AMB-23
            s.stage = S_ACQUIRE
            _reveal_event(s, seat)
            if s.phase == OVER or s.phase == DISCARD_PHASE:
                return
    if s.phase == OVER:
        return
    _finish_acquire(s)


def _finish_acquire(s: HexerState) -> None:
    s.stage = S_NONE
    seat = s.seat
    item = s.acq_item
    if s.sanity[seat] <= 0:
        _to_discard(s, item)  # AMB-28
        _after_acquire(s)
        return
    if item >= 4:
        if s.art[seat] >= 0:
            _to_discard(s, s.art[seat])  # HX-ACQ-09
        s.art[seat] = item
    else:
        b = seat * 4
        h = s.held
        if h[b] + h[b + 1] + h[b + 2] + h[b + 3] >= 3:
            s.phase = DROP_PHASE  # HX-ACQ-08
            s.to_move_ = seat
            return
        h[b + item] += 1  # HX-ACQ-07
    _after_acquire(s)


def _after_acquire(s: HexerState) -> None:
    loc = s.acq_loc
    base = loc * 3
    sp = s.spaces
    if sp[base] < 0 and sp[base + 1] < 0 and sp[base + 2] < 0:
        _refill_location(s, loc)  # HX-ACQ-12
    s.acq_item = -1
    s.acq_loc = -1
    if s.sanity[s.seat] <= 0:
        _next_turn(s)
    else:
        _end_turn(s)


# ---------------------------------------------------------------- C. events
def _step_c(s: HexerState) -> None:
    """HX-EVT-01: whoever took the last turn reveals the top event card."""
    s.stage = S_ROUND_END
    _reveal_event(s, s.last)
    if s.phase == OVER or s.phase == DISCARD_PHASE:
        return
    _end_round(s)


def _end_round(s: HexerState) -> None:
    s.stage = S_NONE
    steps = goo_amount(s, GE_ROUND_NECRON)
    if steps:
        _say(s, f"The Great Old One's text: Necron advances {steps} at the end of the round.")
        _necron(s, steps)
        if s.phase == OVER:
            return
    _start_round(s)  # HX-EVT-09/10


def _reveal_event(s: HexerState, drawer: int) -> None:
    ed = s.ed
    if not s.edeck:  # HX-EVT-07/08, AMB-24
        pool = s.edisc + s.easide
        s.rng.shuffle(pool)
        s.easide = pool[:EVENTS_ASIDE]
        s.edeck = pool[EVENTS_ASIDE:]
        s.edisc = []
        _say(s, "The event deck is rebuilt: 12 cards shuffled, 4 set aside unseen.")
    card = s.edeck.pop()
    s.edisc.append(card)
    s.reveals += 1
    s.craven = (s.craven + ed.e_craven[card]) % 7  # HX-EVT-02/03
    _say(
        s,
        f"{colour(drawer)} reveals the event '{ed.e_names[card]}': Robert Craven moves "
        f"{ed.e_craven[card]} to the {ed.loc_names[s.craven]}. {ed.e_text[card]}",
    )
    kind = ed.e_kind[card]  # HX-EVT-06
    if kind == K_SUMMON:
        _summon_shadow(s)
    elif kind == K_CRAVEN_ELIXIR:
        for t in range(s.players):
            if s.sanity[t] > 0 and s.pos[t] == s.craven:
                _gain_sanity(s, t, ed.e_amount[card])
    else:
        _damage(s, kind, ed.e_amount[card], ed.e_item[card], False, drawer)


# ---------------------------------------------------------------- the Shadow
def _summon_shadow(s: HexerState) -> None:
    """HX-SHD-01, HX-SHD-05..07, AMB-07/25: the lowest-numbered reserve card, turned face up."""
    for i in range(5):
        goo = s.reserve[i]
        if goo >= 0:
            break
    else:
        _say(s, "No Great Old One is left in the reserve: nothing happens.")
        return
    if not (s.reserve_up >> i) & 1:
        s.reveals += 1
    s.reserve[i] = -1
    s.reserve_up &= ~(1 << i)
    if s.shadow >= 0:
        s.goo_box.append(s.shadow)
        _say(s, f"The Shadow of {s.ed.g_names[s.shadow]} leaves the game.")
    s.shadow = goo
    _say(
        s,
        f"{s.ed.g_names[goo]} from reserve space {i + 1} becomes the Shadow at Miskatonic University: "
        f"{s.ed.g_text[goo]}",
    )


# ---------------------------------------------------------------- Necron, sanity, items
def _necron(s: HexerState, steps: int) -> None:
    s.necron = min(s.necron + steps, s.ed.final)  # AMB-26: never beyond the final space
    _check_track(s)


def _necron_jump(s: HexerState) -> None:
    """HX-CRE-25: straight to the next space that shows Necron's image."""
    for f in s.ed.faces:
        if f > s.necron:
            s.necron = f
            break
    else:
        s.necron = s.ed.final
    _say(s, f"Red arrow: Necron jumps to space {s.necron}.")
    _check_track(s)


def _check_track(s: HexerState) -> None:
    ed = s.ed
    if s.necron >= ed.final:
        _finish(s, Outcome((), "HX-END-03", "Necron reached the last space of his track: a dimensional rupture opens."))
    elif s.necron >= ed.demonic and not s.rlyeh_up:
        _finish(
            s,
            Outcome(
                (),
                "HX-END-02",
                "Necron reached the Demonic Power space before the Great Old One in R'lyeh was revealed.",
            ),
        )


def _lose_sanity(s: HexerState, seat: int, amount: int, team_damage: bool) -> None:
    if team_damage and seat == s.banisher:
        return  # HX-RLY-16
    value = s.sanity[seat] - amount
    if value > 0:
        s.sanity[seat] = value
        return
    s.sanity[seat] = 0
    _eliminate(s, seat)


def _gain_sanity(s: HexerState, seat: int, amount: int) -> None:
    s.sanity[seat] = min(MAX_SANITY, s.sanity[seat] + amount)


def _eliminate(s: HexerState, seat: int) -> None:
    """HX-SAN-01/02, AMB-33: out of the game, every item to the discard pile."""
    b = seat * 4
    for k in range(4):
        while s.held[b + k]:
            _item_to_discard(s, seat, k)
    if s.art[seat] >= 0:
        art = s.art[seat]
        s.art[seat] = -1
        _to_discard(s, art)
    s.pos[seat] = -1
    s.hand[seat] = 0
    _say(s, f"{colour(seat)} goes mad and leaves the game.")
    if s.banisher == seat:
        s.banisher = -1  # HX-RLY-12/13
        _say(s, "The banishment is undone: another investigator must banish the Great Old One again.")
    alive = sum(1 for t in range(s.players) if s.sanity[t] > 0)
    if alive <= 1:
        _finish(s, Outcome((), "HX-END-04", "Every investigator but one has gone mad."))


def _item_to_discard(s: HexerState, seat: int, k: int) -> None:
    s.held[seat * 4 + k] -= 1
    _to_discard(s, k)


def _to_discard(s: HexerState, item: int) -> None:
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


def _draw(s: HexerState) -> int:
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


def _refill_location(s: HexerState, loc: int) -> None:
    """Three items left to right (HX-SETUP-30, HX-ACQ-12); spaces stay empty if nothing is left (AMB-31)."""
    base = loc * 3
    for i in range(3):
        item = _draw(s)
        if item < 0:
            return
        s.spaces[base + i] = item


# ---------------------------------------------------------------- end of game
def _final_check(s: HexerState) -> None:
    """HX-END-05..08: every tile face up; each portal needs the artifact of its symbol."""
    ed = s.ed
    s.tiles_shown = True
    wall_hit, wrong, open_ = [], [], []
    for loc in range(1, 7):
        art = s.on_tile[loc]
        if s.tiles[loc]:
            if art < 0:
                open_.append(ed.loc_names[loc])
            elif art - 4 != ed.loc_symbol[loc]:
                wrong.append(ed.loc_names[loc])
        elif art >= 0:
            wall_hit.append(ed.loc_names[loc])
    if wall_hit:
        _finish(
            s, Outcome((), "HX-USE-18", f"The final check finds an artifact on an empty wall at {', '.join(wall_hit)}.")
        )
    elif wrong:
        _finish(
            s,
            Outcome(
                (), "HX-USE-17", f"The final check finds a portal closed with the wrong artifact at {', '.join(wrong)}."
            ),
        )
    elif open_:
        _finish(s, Outcome((), "HX-END-08", f"The final check finds a portal still open at {', '.join(open_)}."))
    else:
        score = victory_level(s)
        _finish(
            s,
            Outcome(
                tuple(range(s.players)),
                "HX-END-07",
                f"The Great Old One is banished and every portal is closed: the investigators win "
                f"with victory level {score}.",
                score,
            ),
        )


def victory_level(s: HexerState) -> int:
    """HX-SCORE-02..05, AMB-29: spaces strictly between marker and final space + items + sanity."""
    term1 = max(0, s.ed.final - s.necron - 1)
    term2 = term3 = 0
    for t in range(s.players):
        if s.sanity[t] > 0:
            b = t * 4
            term2 += s.held[b] + s.held[b + 1] + s.held[b + 2] + s.held[b + 3] + (s.art[t] >= 0)
            term3 += s.sanity[t]
    return term1 + term2 + term3


def _finish(s: HexerState, outcome: Outcome) -> None:
    if s.outcome_ is not None:
        return
    s.outcome_ = outcome
    s.phase = OVER
    s.to_move_ = None
    s.stage = S_NONE
    s.reveals_left = 0
    _say(s, ("Victory! " if outcome.winners else "Defeat. ") + outcome.reason)


# ---------------------------------------------------------------- explanations
def why_illegal(s: HexerState, a: Action) -> str:
    """One sentence that tells the player why ``a`` is not allowed now."""
    if s.phase == OVER:
        return "The game is over; no more moves can be made."
    ph = s.phase
    ed = s.ed
    who = colour(s.to_move_) if s.to_move_ is not None else "nobody"
    if a.verb not in PHASE_VERBS[ph]:
        return f"'{a}' is not possible now: {who} must {PROMPTS[ph]}."
    seat = s.seat
    here = s.pos[seat]
    b = seat * 4
    h = s.held
    if a.verb == "move":
        loc = int(a.args[0])
        if loc == UNIVERSITY and here == UNIVERSITY:
            return "After arriving at Miskatonic University you must move to another location (HX-LOC-09)."
        return (
            f"You have already played your {ed.loc_names[loc]} card; you take your cards back "
            "at Miskatonic University (HX-LOC-08)."
        )
    if a.verb == "passage":
        if not s.hand[seat] & PASSAGE_BIT:
            return "You have already played your Secret Passage; you take it back at Miskatonic University (HX-LOC-08)."
        if a.args[0] == RLYEH_WORD:
            if not s.rlyeh_up:
                return "Nobody knows yet which Great Old One waits in R'lyeh: reveal it with the Necronomicon first (AMB-21)."
            if s.banisher >= 0:
                return "The Great Old One of R'lyeh is already banished."
            return (
                f"To go to R'lyeh you must hold the items that banish {ed.g_names[s.rlyeh]}: "
                f"{ed.requirement_text(s.rlyeh)} (HX-RLY-05)."
            )
        return "The Secret Passage cannot keep you where you are (HX-LOC-04)."
    if a.verb in ("trade", "give"):
        t = COLOURS.index(str(a.args[0]))
        if t >= s.players or t == seat or s.pos[t] != here or s.sanity[t] <= 0:
            return f"{a.args[0]} is not a companion at your location (HX-MEET-01)."
        x = ITEM_LETTERS.index(str(a.args[1]))
        if not h[b + x]:
            return f"You hold no {ITEM_TITLES[x]} to offer."
        y = ITEM_LETTERS.index(str(a.args[2]))
        return f"{a.args[0]} holds no {ITEM_TITLES[y]} to trade."
    if a.verb == "accept":
        if s.offer_get < 0:
            tb = s.offer_to * 4
            if h[tb] + h[tb + 1] + h[tb + 2] + h[tb + 3] >= 3:
                if a is ACCEPT:
                    return "Your three item spaces are full: accept with 'accept drop X' to discard one first (AMB-17)."
                return f"You hold no {ITEM_TITLES[ACCEPT_DROP.index(a)]} to discard."
        return "Your spaces have room; answer 'accept' or 'decline'."
    if a.verb == "defeat":
        return "You cannot defeat anything here now."
    if a.verb == "use":
        k = USE.index(a)
        if not h[b + k]:
            return f"You hold no {ITEM_TITLES[k]}."
        if k == N:
            return "Every Great Old One is already face up."
        if k == G:
            if here == UNIVERSITY:
                return "There is no portal tile at Miskatonic University, so the Glasses do nothing there (HX-USE-06)."
            return "An artifact already lies on this portal tile; the Glasses cannot look under it (AMB-20)."
        if k == D:
            if s.craven != here:
                return "The Dagger works only at Robert Craven's location (HX-USE-12)."
            return "There is no creature or Shadow here for the Dagger (HX-USE-14)."
    if a.verb == "close":
        if s.art[seat] < 0:
            return "You hold no artifact to close a portal with."
        if here == UNIVERSITY:
            return "The University portal can be closed only after the Great Old One of R'lyeh is banished (HX-USE-21)."
        return "An artifact already lies on this portal tile (HX-USE-19)."
    if a.verb == "take":
        return f"Item space {a.args[0]} at the {ed.loc_names[here]} is empty."
    if a.verb == "drop":
        return f"You hold no {ITEM_TITLES[DROP.index(a)]} to discard."
    if a.verb == "discard":
        t = COLOURS.index(str(a.args[0]))
        k = ITEM_LETTERS.index(str(a.args[1]))
        if t >= s.players or s.sanity[t] <= 0:
            return f"{a.args[0]} is not in the game."
        if t == s.banisher:
            return "The banisher's items are never used for the team's discards (HX-RLY-16)."
        if s.pend_item >= 0 and k != s.pend_item:
            return f"The demand is for {ITEM_TITLES[s.pend_item]}."
        return f"{a.args[0]} holds no {ITEM_TITLES[k]}."
    return f"'{a}' is not possible now: {who} must {PROMPTS[ph]}."
