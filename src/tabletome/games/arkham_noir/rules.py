"""Arkham Noir rules: legal actions and their resolution, in rulebook order.

Sections follow the rulebook: setup (AN-SETUP); the action phase with actions a-e
(AN-ACT), the matching rule (AN-PLAY), Locks, Keys and minimum cards (AN-REQ), mental
fatigue (AN-FAT), the sanity test (AN-SAN), card effects (AN-EFF), discards and the
time penalty (AN-DISC), closing cases (AN-CLOSE), the Professional Contact (AN-CONT);
then the maintenance phase (AN-MAINT), the empty draw deck (AN-DECK) and the end of
the game (AN-END). Clause ids mark where each rule lives; AMB-nn are the readings of
the clause file's ambiguities adopted here (see README.md).

Everything automatic (draws, sanity tests, shuffles, victims) happens inside
``apply``; the game stops only where the investigator has a real choice. What is
still to do is kept in fields (pending card effects, the case being closed, the
stage of the turn), and :func:`advance` runs until the next choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletome.engine.actions import Action
from tabletome.engine.game import Outcome

from .actions import (
    BONUS,
    CALM,
    CLEAR,
    CLOSE,
    COLLECT,
    CONTINUE,
    DISCARD,
    DONE,
    DROP,
    EXCHANGE,
    HAND,
    HAND_KEY,
    KEY_WORD,
    PASS,
    PICK,
    PLAY,
    PLAY_KEY,
    SKIP,
    TAKE,
    TAKEBACK,
    USE,
    card_arg,
    case_arg,
)
from .data import (
    E_CALM,
    E_CLEAR_TIME,
    E_DISCARD,
    E_DISCARD_FROM_ROW,
    E_DRAW,
    E_PLAY,
    E_SANITY_TEST,
    E_TAKE_BACK,
    E_TAKE_FROM_ROW,
    E_TIME_PENALTY,
    N_VICTIMS,
    NO_TARGET,
)

if TYPE_CHECKING:
    from .state import ArkhamNoirState

# Decision phases.
ACTION, HAND_LIMIT, EFFECT, COLLECT_PHASE, BONUS_PHASE, WINDOW, OVER = range(7)
RESOLVING = 7  # inside apply, before the next decision is known
PHASE_NAMES = ("action", "hand limit", "effect", "collect", "sanity bonus", "contact", "over", "resolving")
# What the investigator must do now, as the end of "you must ..." / "'x' is not possible now: you must ...".
PROMPTS = (
    "take the principal card and choose action a-e",
    "discard down to 3 cards in hand (AN-HAND-02)",
    "resolve the card effect",
    "collect Puzzle clues from the case you close, or say 'done' (AN-CLOSE-03)",
    "take a card from the sanity area into your hand or 'skip' (AN-CLOSE-08)",
    "'continue' to the maintenance phase, or first use Dr. Armitage's Exchange (AN-CONT-01)",
    "nothing: the game is over",
    "wait",
)
PHASE_VERBS: tuple[tuple[str, ...], ...] = (
    ("take", "play", "hand", "close", "pass", "exchange"),
    ("discard",),
    ("use", "skip", "discard", "takeback", "hand", "clear", "pick", "drop", "calm"),
    ("collect", "done"),
    ("bonus", "skip"),
    ("exchange", "continue"),
    (),
    (),
)
# Which target verb answers which effect kind.
EFFECT_VERB = {
    E_DISCARD: "discard",
    E_TAKE_BACK: "takeback",
    E_PLAY: "hand",
    E_CLEAR_TIME: "clear",
    E_TAKE_FROM_ROW: "pick",
    E_DISCARD_FROM_ROW: "drop",
    E_CALM: "calm",
}

# Where the turn stands outside the pending work (effects, closing, bonus).
T_ACTION, T_AFTER, T_WINDOW, T_MAINT = range(4)

HAND_LIMIT_SIZE = 3  # AN-HAND-01
ROW_SIZE = 5  # AN-SETUP-07, AN-MAINT-08
HAND_SIZE = 3  # AN-SETUP-09
START_CASES = 2  # AN-SETUP-05
FATIGUE_AFTER = 7  # AN-FAT-01: the 8th and later clue cards of a line
CLOSE_TYPES = 5  # AN-CLOSE-01, AN-CLOSE-03

# Why a card cannot go into a case (see placement_problem).
OK, NO_MATCH, TOO_FEW, NO_KEY, CLOSING = range(5)

CONTACT_READY, CONTACT_KEY, CONTACT_EXCHANGE = range(3)


# ---------------------------------------------------------------- helpers
def _say(s: ArkhamNoirState, text: str) -> None:
    if s.log is not None:
        s.log.append((-1, text))


def types_in(s: ArkhamNoirState, line: list[int]) -> int:
    """Different clue types in a line; the victim adds none (AN-CLOSE-02)."""
    ct = s.ed.ctype
    seen = 0
    for c in line:
        seen |= 1 << ct[c]
    return seen.bit_count()


def puzzle_types(s: ArkhamNoirState) -> int:
    """Different clue types among the Puzzle clues in the Big Picture (AN-MAINT-02)."""
    ct = s.ed.ctype
    seen = 0
    for c in s.big_picture:
        seen |= 1 << ct[c]
    return seen.bit_count()


def spare_keys(s: ArkhamNoirState, ci: int) -> int:
    """AN-REQ-03, AMB-15: Keys in the line (+1 for the contact's Key there) minus its Locks."""
    ed = s.ed
    lock, key = ed.lock, ed.key
    n = 1 if s.contact_victim == s.case_victims[ci] else 0
    for c in s.cases[ci]:
        if key[c]:
            n += 1
        elif lock[c]:
            n -= 1
    return n


def tail_right(s: ArkhamNoirState, ci: int) -> int:
    """The right-side icons of the last card of a line; the victim's while it is empty (AN-PLAY-02)."""
    line = s.cases[ci]
    return s.ed.right[line[-1]] if line else s.ed.v_right[s.case_victims[ci]]


def placement_problem(s: ArkhamNoirState, card: int, ci: int, with_key: bool = False) -> int:
    """OK, or why ``card`` may not be played in open case ``ci`` now."""
    ed = s.ed
    if s.case_victims[ci] == s.closing:
        return CLOSING
    if not ed.left[card] & tail_right(s, ci):  # AN-PLAY-02..04, AMB-14
        return NO_MATCH
    if ed.min_cards[card] > len(s.cases[ci]):  # AN-REQ-05, AMB-16
        return TOO_FEW
    if ed.lock[card] and spare_keys(s, ci) + (1 if with_key else 0) < 1:  # AN-REQ-02/03, AN-CONT-03
        return NO_KEY
    return OK


def can_close(s: ArkhamNoirState, ci: int) -> bool:
    return types_in(s, s.cases[ci]) >= CLOSE_TYPES  # AN-CLOSE-01


def exchange_options(s: ArkhamNoirState) -> list[Action]:
    """AN-CONT-04: any card in hand for any card in the time or sanity area."""
    if s.contact != CONTACT_READY:
        return []
    out = []
    for h in s.hand:
        for c in s.time_area:
            out.append(EXCHANGE[h, c])
        for c in s.sanity_area:
            out.append(EXCHANGE[h, c])
    return out


def case_index(s: ArkhamNoirState, victim: int) -> int:
    return s.case_victims.index(victim)


def active_cards(s: ArkhamNoirState) -> set[int]:
    return {f[0] for f in s.frames}


# ---------------------------------------------------------------- legal actions
def legal_actions(s: ArkhamNoirState) -> tuple[Action, ...]:
    if s.phase == ACTION:
        return _action_options(s)
    # Every other decision computes its options while stopping there (advance).
    return s._legal or ()


def _action_options(s: ArkhamNoirState) -> tuple[Action, ...]:
    """AN-ACT-01, AMB-13: a and e always; b, c, d only when they can be completed."""
    ed = s.ed
    cases = s.cases
    n = len(cases)
    left, lock, mins = ed.left, ed.lock, ed.min_cards
    key_ready = s.contact == CONTACT_READY
    # Per case: the icons to match, its length and its spare Keys.
    tails = [tail_right(s, ci) for ci in range(n)]
    lens = [len(line) for line in cases]
    spares = [spare_keys(s, ci) for ci in range(n)]
    out: list[Action] = [TAKE]
    p = s.row[0]
    for ci in range(n):
        if left[p] & tails[ci] and mins[p] <= lens[ci]:
            if not lock[p] or spares[ci] >= 1:
                out.append(PLAY[ci])
            elif key_ready and spares[ci] >= 0:
                out.append(PLAY_KEY[ci])  # AN-CONT-03, AMB-08: only where no Key allows it
    for h in s.hand:
        hand_row = HAND[h]
        for ci in range(n):
            if left[h] & tails[ci] and mins[h] <= lens[ci]:
                if not lock[h] or spares[ci] >= 1:
                    out.append(hand_row[ci])
                elif key_ready and spares[ci] >= 0:
                    out.append(HAND_KEY[h][ci])
    for ci in range(n):
        if can_close(s, ci):
            out.append(CLOSE[ci])
    out.append(PASS)
    if key_ready:
        out += exchange_options(s)
    return tuple(out)


def _effect_targets(s: ArkhamNoirState, kind: int, victim: int) -> list[Action]:
    if kind == E_DISCARD:
        return [DISCARD[c] for c in s.hand]
    if kind == E_TAKE_BACK:
        busy = active_cards(s)
        return [TAKEBACK[c] for c in s.cases[case_index(s, victim)] if c not in busy]
    if kind == E_PLAY:
        out = []
        for h in s.hand:
            for ci in range(len(s.cases)):
                if placement_problem(s, h, ci) == OK:
                    out.append(HAND[h][ci])
        return out
    if kind == E_CLEAR_TIME:
        return [CLEAR[c] for c in s.time_area]
    if kind == E_TAKE_FROM_ROW:
        return [PICK[c] for c in s.row]
    if kind == E_DISCARD_FROM_ROW:
        return [DROP[c] for c in s.row]
    if kind == E_CALM:
        return [CALM[c] for c in s.sanity_area]
    return []


def _collect_options(s: ArkhamNoirState) -> tuple[Action, ...]:
    """AN-CLOSE-03: a Puzzle clue whose removal leaves at least 5 different types."""
    ed = s.ed
    line = s.cases[case_index(s, s.closing)]
    counts = [0] * 6
    for c in line:
        counts[ed.ctype[c]] += 1
    types = sum(1 for k in counts if k)
    out = []
    for c in line:
        if ed.puzzle[c] and (types > CLOSE_TYPES or counts[ed.ctype[c]] > 1):
            out.append(COLLECT[c])
    return tuple(out)


# ---------------------------------------------------------------- apply
def apply(s: ArkhamNoirState, a: Action) -> None:
    a = s.check(a)
    s._legal = None
    ph = s.phase
    s.phase = RESOLVING
    if ph == ACTION:
        _action(s, a)
    elif ph == HAND_LIMIT:
        c = card_arg(a)
        s.hand.remove(c)
        if s.log is not None:
            _say(s, f"Hand limit: you discard {s.ed.card_label(c)}.")
        discard_card(s, c)
    elif ph == EFFECT:
        _answer_effect(s, a)
    elif ph == COLLECT_PHASE:
        if a is DONE:
            _finish_close(s)
        else:
            c = card_arg(a)
            s.cases[case_index(s, s.closing)].remove(c)
            s.big_picture.append(c)  # AN-CLOSE-04
            if s.log is not None:
                _say(s, f"You collect {s.ed.card_label(c)} into the Big Picture.")
    elif ph == BONUS_PHASE:
        s.bonus_due = False
        if a is not SKIP:
            c = card_arg(a)
            s.sanity_area.remove(c)
            s.hand.append(c)  # AMB-06: into the hand; the hand limit applies at once
            if s.log is not None:
                _say(s, f"Sanity bonus: you take {s.ed.card_label(c)} from the sanity area into your hand.")
    elif ph == WINDOW:
        if a is not CONTINUE:
            _exchange(s, a)
        s.stage = T_MAINT
    advance(s)


def _action(s: ArkhamNoirState, a: Action) -> None:
    """AN-ACT-01: the principal card goes with every action a-e."""
    ed = s.ed
    verb = a.verb
    if verb == "exchange":
        _exchange(s, a)  # AN-CONT-01: at any moment; the action phase goes on
        return
    p = s.row.pop(0)
    s.stage = T_AFTER
    log = s.log is not None
    if a is TAKE:  # AN-ACT-02
        s.hand.append(p)
        if log:
            _say(s, f"Action a: you add the principal card {ed.card_label(p)} to your hand.")
    elif verb == "play":  # AN-ACT-03
        ci = case_arg(a, 0)
        if len(a.args) > 1:
            _use_contact_key(s, ci)
        if log:
            _say(s, f"Action b: you play the principal card {ed.card_label(p)} in case {ci + 1}.")
        place(s, p, ci)
    elif verb == "hand":  # AN-ACT-04
        c = card_arg(a, 0)
        ci = case_arg(a, 1)
        if log:
            _say(
                s,
                f"Action c: you discard the principal card {ed.card_label(p)} and play {ed.card_label(c)} "
                f"from your hand in case {ci + 1}.",
            )
        discard_card(s, p)
        if len(a.args) > 2:
            _use_contact_key(s, ci)
        s.hand.remove(c)
        place(s, c, ci)
    elif verb == "close":  # AN-ACT-05
        ci = case_arg(a, 0)
        if log:
            _say(
                s,
                f"Action d: you discard the principal card {ed.card_label(p)} and close case {ci + 1} "
                f"({ed.v_names[s.case_victims[ci]]}).",
            )
        discard_card(s, p)
        _start_close(s, ci)
    else:  # AN-ACT-06
        if log:
            _say(s, f"Action e: you discard the principal card {ed.card_label(p)} and pass.")
        discard_card(s, p)


def _use_contact_key(s: ArkhamNoirState, ci: int) -> None:
    """AN-CONT-02/03, AMB-08/15: the contact counts as one more Key in that line; then it leaves the game."""
    s.contact = CONTACT_KEY
    s.contact_victim = s.case_victims[ci]
    _say(s, f"{s.ed.contact_name} (Key side) opens a Lock in case {ci + 1}; the contact leaves the game.")


def _exchange(s: ArkhamNoirState, a: Action) -> None:
    """AN-CONT-04, AMB-07: the hand card takes the other card's place in the same area."""
    ed = s.ed
    h, c = card_arg(a, 0), card_arg(a, 1)
    area = s.time_area if c in s.time_area else s.sanity_area
    area[area.index(c)] = h
    s.hand[s.hand.index(h)] = c
    s.contact = CONTACT_EXCHANGE
    if s.log is not None:
        where = "time" if area is s.time_area else "sanity"
        _say(
            s,
            f"{ed.contact_name} (Exchange side): {ed.card_label(h)} goes to the {where} area and "
            f"{ed.card_label(c)} to your hand; the contact leaves the game.",
        )


# ---------------------------------------------------------------- placing cards and their effects
def place(s: ArkhamNoirState, card: int, ci: int) -> None:
    """Put a clue card at the right end of a line (AN-ACT-03); fatigue, then its effects."""
    line = s.cases[ci]
    tired = len(line) >= FATIGUE_AFTER  # AN-FAT-01, AMB-17: whoever places it
    line.append(card)
    if tired:
        if s.log is not None:
            _say(s, f"Mental fatigue: case {ci + 1} already holds {len(line) - 1} clues, so a sanity test comes first.")
        sanity_test(s)  # AN-FAT-02: before the effects
        if s.outcome_ is not None:
            return
    if s.ed.effects[card]:
        s.frames.append((card, s.case_victims[ci], 0))  # AN-EFF-01: left to right


def _step_effects(s: ArkhamNoirState) -> bool:
    """Resolve the next effect of the innermost card; True when it needs a decision."""
    card, victim, i = s.frames[-1]
    effects = s.ed.effects[card]
    if i >= len(effects):
        s.frames.pop()
        return False
    kind, mandatory = effects[i]
    if kind in NO_TARGET:
        if mandatory:  # AN-EFF-02
            s.frames[-1] = (card, victim, i + 1)
            _resolve_effect(s, kind, None)
            return False
        s.phase = EFFECT  # AN-EFF-03
        s._legal = (USE, SKIP)
        return True
    targets = _effect_targets(s, kind, victim)
    if not targets or (mandatory and len(targets) == 1):
        s.frames[-1] = (card, victim, i + 1)
        if targets:
            _resolve_effect(s, kind, targets[0])
        elif s.log is not None:
            _say(s, f"{s.ed.effect_names[kind]} of {s.ed.card_label(card)}: nothing to do.")
        return False
    if not mandatory:
        targets.append(SKIP)
    s.phase = EFFECT
    s._legal = tuple(targets)
    return True


def _answer_effect(s: ArkhamNoirState, a: Action) -> None:
    card, victim, i = s.frames[-1]
    kind = s.ed.effects[card][i][0]
    s.frames[-1] = (card, victim, i + 1)
    if a is SKIP:
        if s.log is not None:
            _say(s, f"You skip {s.ed.effect_names[kind]} of {s.ed.card_label(card)}.")
        return
    _resolve_effect(s, kind, None if a is USE else a)


def _resolve_effect(s: ArkhamNoirState, kind: int, a: Action | None) -> None:
    ed = s.ed
    log = s.log is not None
    if kind == E_SANITY_TEST:
        sanity_test(s)
    elif kind == E_DRAW:
        drawn = draw_cards(s, 1)
        s.hand += drawn
        if log and drawn:
            _say(s, f"Effect: you draw {ed.card_label(drawn[0])}.")
    elif kind == E_TIME_PENALTY:
        drawn = draw_cards(s, 1)
        s.time_area += drawn
        if log and drawn:
            _say(s, f"Effect: {ed.card_label(drawn[0])} from the draw deck goes to the time area.")
    else:
        assert a is not None
        c = card_arg(a, 0)
        if log:
            _say(s, f"Effect {ed.effect_names[kind]}: {ed.card_label(c)}.")
        if kind == E_DISCARD:
            s.hand.remove(c)
            discard_card(s, c)
        elif kind == E_TAKE_BACK:
            s.cases[case_index(s, _frame_victim(s))].remove(c)
            s.hand.append(c)
        elif kind == E_PLAY:
            s.hand.remove(c)
            place(s, c, case_arg(a, 1))
        elif kind == E_CLEAR_TIME:
            s.time_area.remove(c)
            s.discard.append(c)
        elif kind == E_TAKE_FROM_ROW:
            s.row.remove(c)
            s.hand.append(c)
        elif kind == E_DISCARD_FROM_ROW:
            s.row.remove(c)
            discard_card(s, c)
        elif kind == E_CALM:
            s.sanity_area.remove(c)
            s.discard.append(c)


def _frame_victim(s: ArkhamNoirState) -> int:
    return s.frames[-1][1]


# ---------------------------------------------------------------- discards, draws, sanity tests
def discard_card(s: ArkhamNoirState, card: int) -> None:
    """AN-DISC-01/02: with the time-penalty icon to the time area, otherwise to the discard pile."""
    if s.ed.time[card]:
        s.time_area.append(card)
        if s.log is not None:
            _say(s, f"{s.ed.card_label(card)} shows the time-penalty icon: it goes to the time area.")
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
            if s.log is not None:
                _say(s, "The draw deck is empty (AN-DECK-01).")
            if not reveal_victim(s, "AN-DECK-01"):
                break
            deck = s.discard  # AN-DECK-02: the discard pile only
            s.discard = []
            s.rng.shuffle(deck)
            s.deck = deck
            if not deck:
                if s.log is not None:
                    _say(s, "The discard pile is empty too: nothing can be drawn.")
                break
        out.append(deck.pop())
    s.reveals += len(out)
    return out


def sanity_test(s: ArkhamNoirState) -> None:
    """AN-SAN-01..03, AMB-12: reveal the top card; sanity icon to the sanity area, else discard it."""
    drawn = draw_cards(s, 1)
    if s.outcome_ is not None:
        return
    if not drawn:
        _say(s, "Sanity test: no card can be revealed, so the test has no result (AMB-12).")
        return
    c = drawn[0]
    if s.ed.sanity[c]:
        s.sanity_area.append(c)
        if s.log is not None:
            _say(
                s,
                f"Sanity test: {s.ed.card_label(c)} shows the sanity icon and goes to the sanity area "
                f"({len(s.sanity_area)}/{s.limit}).",
            )
    else:
        if s.log is not None:
            _say(s, f"Sanity test: {s.ed.card_label(c)} has no sanity icon and is discarded.")
        discard_card(s, c)


def reveal_victim(s: ArkhamNoirState, cause: str) -> bool:
    """Open a new case below the others (AMB-21); no victim left loses the game (AN-END-04)."""
    if not s.victim_deck:
        where = {
            "AN-DECK-01": "the draw deck ran out",
            "AN-MAINT-05": "the time area reached its limit",
            "AN-CLOSE-07": "you closed your last open case",
        }[cause]
        finish(
            s,
            Outcome(
                (),
                cause,
                f"A new victim must be revealed because {where}, and none is left: "
                "the cult's killings go on unpunished.",
            ),
        )
        return False
    v = s.victim_deck.pop()
    s.reveals += 1
    s.cases.append([])
    s.case_victims.append(v)
    if s.log is not None:
        _say(s, f"A new victim: {s.ed.v_names[v]} ({s.ed.v_professions[v]}) opens case {len(s.cases)}.")
    return True


# ---------------------------------------------------------------- closing a case
def _start_close(s: ArkhamNoirState, ci: int) -> None:
    s.closing = s.case_victims[ci]
    s.bonus_due = types_in(s, s.cases[ci]) == 6  # AN-CLOSE-08: counted before collecting


def _finish_close(s: ArkhamNoirState) -> None:
    """AN-CLOSE-05..07, AMB-18/19: the rest to the closed pile; with no open case, reshuffle and a new victim."""
    ci = case_index(s, s.closing)
    line = s.cases.pop(ci)
    v = s.case_victims.pop(ci)
    s.closed += line
    s.closed_victims.append(v)
    s.closing = -1
    if s.log is not None:
        _say(s, f"Case {ci + 1} ({s.ed.v_names[v]}) is closed; {len(line)} clues go to the closed cases.")
    if not s.cases:
        deck = s.deck + s.discard + s.time_area  # AN-CLOSE-06
        s.discard = []
        s.time_area = []
        s.rng.shuffle(deck)
        s.deck = deck
        _say(s, "No case is open: the discard pile, the time area and the draw deck are shuffled together.")
        reveal_victim(s, "AN-CLOSE-07")


# ---------------------------------------------------------------- the flow
def advance(s: ArkhamNoirState) -> None:
    """Run everything automatic until the next decision or the end of the game."""
    while s.outcome_ is None:
        if len(s.hand) > HAND_LIMIT_SIZE:  # AN-HAND-02: at once, even between effects
            s.phase = HAND_LIMIT
            s._legal = tuple(DISCARD[c] for c in s.hand)
            return
        if s.frames:
            if _step_effects(s):
                return
            continue
        if s.closing >= 0:
            options = _collect_options(s)
            if options:
                s.phase = COLLECT_PHASE
                s._legal = (*options, DONE)
                return
            _finish_close(s)
            continue
        if s.bonus_due:  # AN-CLOSE-08, AMB-06
            if s.sanity_area:
                s.phase = BONUS_PHASE
                s._legal = (*(BONUS[c] for c in s.sanity_area), SKIP)
                return
            s.bonus_due = False
            continue
        st = s.stage
        if st == T_ACTION:
            if s.row:
                s.phase = ACTION
                s._legal = None
                return
            _say(s, "The main row is empty: no principal card, so the turn goes straight to maintenance (AMB-11).")
            s.stage = T_AFTER
        elif st == T_AFTER:
            s.stage = T_WINDOW
            swaps = exchange_options(s)
            if swaps:  # AN-CONT-01, AMB-09: the last moment before the time area is emptied
                s.phase = WINDOW
                s._legal = (*swaps, CONTINUE)
                return
        elif st == T_WINDOW:
            s.stage = T_MAINT
        else:
            maintenance(s)
            if s.outcome_ is not None:
                break
            s.turn_no += 1
            s.stage = T_ACTION
            if s.log is not None:
                _say(s, f"Turn {s.turn_no}.")
    s.phase = OVER
    s.to_move_ = None
    s._legal = ()


def maintenance(s: ArkhamNoirState) -> None:
    """AN-MAINT-01: steps a, b, c, d in this order."""
    if puzzle_types(s) >= s.victory:  # a: AN-MAINT-02, AN-END-02
        finish(
            s,
            Outcome(
                (0,),
                "AN-END-02",
                f"The Big Picture holds Puzzle clues of {puzzle_types(s)} different types: you expose the witch cult.",
            ),
        )
        return
    if len(s.sanity_area) >= s.limit:  # b: AN-MAINT-03, AN-END-03
        finish(
            s,
            Outcome(
                (),
                "AN-END-03",
                f"The sanity area holds {len(s.sanity_area)} cards (limit {s.limit}): you lose your mind.",
            ),
        )
        return
    if len(s.time_area) >= s.limit:  # c: AN-MAINT-04..06
        _say(s, f"The time area holds {len(s.time_area)} cards (limit {s.limit}): the cult strikes again.")
        if not reveal_victim(s, "AN-MAINT-05"):
            return
        s.discard += s.time_area
        s.time_area = []
    need = ROW_SIZE - len(s.row)  # d: AN-MAINT-07/08, AMB-05: the row is kept packed to the left
    if need > 0:
        s.row += draw_cards(s, need)


def setup(s: ArkhamNoirState) -> None:
    """AN-SETUP-01..11 in the rulebook's order, then turn 1."""
    rng = s.rng
    victims = list(range(N_VICTIMS))
    rng.shuffle(victims)
    aside = N_VICTIMS - s.n_victims  # AN-SETUP-03, AN-DIFF-05..07, AMB-20
    s.victims_aside = victims[:aside]
    s.victim_deck = victims[aside:]  # AN-SETUP-04
    for _ in range(START_CASES):  # AN-SETUP-05
        v = s.victim_deck.pop()
        s.cases.append([])
        s.case_victims.append(v)
    s.reveals += START_CASES
    deck = list(range(len(s.ed.names)))
    rng.shuffle(deck)  # AN-SETUP-06
    s.deck = deck
    s.row = draw_cards(s, ROW_SIZE)[::-1]  # AN-SETUP-07/08: built right to left, the 5th drawn is principal
    s.hand = draw_cards(s, HAND_SIZE)  # AN-SETUP-09
    s.contact = CONTACT_READY  # AN-SETUP-10/11
    s.turn_no = 1
    s.stage = T_ACTION
    if s.log is not None:
        names = ", ".join(s.ed.v_names[v] for v in s.case_victims)
        _say(s, f"The case begins: open cases for {names}. Turn 1.")
    advance(s)


def finish(s: ArkhamNoirState, outcome: Outcome) -> None:
    if s.outcome_ is not None:
        return
    s.outcome_ = outcome
    s.phase = OVER
    s.to_move_ = None
    s._legal = ()
    _say(s, ("Victory! " if outcome.winners else "Defeat. ") + outcome.reason)


# ---------------------------------------------------------------- explanations
def why_illegal(s: ArkhamNoirState, a: Action) -> str:
    """One sentence that tells the player why ``a`` is not allowed now."""
    text = _why(s, a)
    if text.startswith("#"):
        text = "Card " + text
    return text[0].upper() + text[1:]


def _why(s: ArkhamNoirState, a: Action) -> str:
    ph = s.phase
    if ph == OVER:
        return "The game is over; no more moves can be made."
    ed = s.ed
    if a.verb not in PHASE_VERBS[ph]:
        return f"'{a}' is not possible now: you must {PROMPTS[ph]}."
    verb = a.verb
    if ph == EFFECT:
        card, _, i = s.frames[-1]
        kind, mandatory = ed.effects[card][i]
        wanted = EFFECT_VERB.get(kind)
        if verb == "skip" and mandatory:
            return f"{ed.effect_names[kind]} is printed in black: it is mandatory (AN-EFF-02)."
        if wanted is None and verb not in ("use", "skip"):
            return f"The effect now is {ed.effect_names[kind]}: answer 'use' or 'skip'."
        if wanted is not None and verb not in (wanted, "skip"):
            return f"The effect now is {ed.effect_names[kind]}: answer with '{wanted} ...'."
    n_cases = len(s.cases)
    if verb in ("play", "hand", "close"):
        ci = case_arg(a, 1 if verb == "hand" else 0)
        if ci >= n_cases:
            return f"There is no open case {ci + 1}; you have {n_cases} open case{'s' if n_cases != 1 else ''}."
    if verb in ("play", "hand"):
        if verb == "play":
            card = s.row[0]
            where = f"the principal card {ed.card_label(card)}"
        else:
            card = card_arg(a, 0)
            if card not in s.hand:
                return f"{ed.card_label(card)} is not in your hand."
            where = ed.card_label(card)
        ci = case_arg(a, 1 if verb == "hand" else 0)
        with_key = a.args[-1] == KEY_WORD
        if with_key:
            if ph != ACTION:
                return "The contact's Key side goes only with action b or c (AMB-08)."
            if s.contact != CONTACT_READY:
                return f"{ed.contact_name} has already been used and left the game (AN-CONT-02)."
            if not ed.lock[card]:
                return f"{where} has no Lock, so the contact's Key side has nothing to open (AN-CONT-03)."
        problem = placement_problem(s, card, ci, with_key)
        if problem == NO_MATCH:
            return (
                f"The left icon of {where} does not match the right icons of the last card of case {ci + 1} "
                "(AN-PLAY-02)."
            )
        if problem == TOO_FEW:
            return (
                f"{where} needs at least {ed.min_cards[card]} clues already in the line; case {ci + 1} has "
                f"{len(s.cases[ci])} (AN-REQ-05)."
            )
        if problem == NO_KEY:
            return f"{where} is a Lock and case {ci + 1} has no unused Key for it (AN-REQ-02/03)."
        if problem == CLOSING:
            return f"Case {ci + 1} is being closed."
        if with_key:
            return f"A Key in case {ci + 1} already opens {where}; keep the contact for later (AMB-08)."
        if ph == EFFECT:
            return "This card effect does not let you play a card now."
        return f"'{a}' is not possible now."
    if verb == "close":
        ci = case_arg(a, 0)
        return (
            f"Case {ci + 1} holds {types_in(s, s.cases[ci])} different clue types; closing needs "
            f"{CLOSE_TYPES} (AN-CLOSE-01)."
        )
    if verb == "exchange":
        if s.contact != CONTACT_READY:
            return f"{ed.contact_name} has already been used and left the game (AN-CONT-02)."
        h, c = card_arg(a, 0), card_arg(a, 1)
        if h not in s.hand:
            return f"{ed.card_label(h)} is not in your hand."
        return f"{ed.card_label(c)} is in neither the time area nor the sanity area (AN-CONT-04)."
    if verb in ("discard", "takeback", "clear", "pick", "drop", "calm", "collect", "bonus"):
        c = card_arg(a, 0)
        where = {
            "discard": "in your hand",
            "takeback": "a card of this line that you may take back",
            "clear": "in the time area",
            "pick": "in the main row",
            "drop": "in the main row",
            "calm": "in the sanity area",
            "collect": "a Puzzle clue you may collect while 5 types stay in the case (AN-CLOSE-03)",
            "bonus": "in the sanity area",
        }[verb]
        return f"{ed.card_label(c)} is not {where}."
    return f"'{a}' is not possible now: you must {PROMPTS[ph]}."
