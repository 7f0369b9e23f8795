"""A scripted Arkham Noir investigator that plays sensibly and fairly.

It reads only what the view shows: the state it gets is a determinization (see
engine.agent.observe), and it never looks at the order of the draw deck, only at
its contents, which the view implies (every card not seen elsewhere). The plan:

* build lines that reach 5-6 different clue types, with Keys placed before the
  Puzzle clues (Locks) of types the Big Picture still lacks;
* close a case when closing collects a new Puzzle type (or wins), never the last
  open case when no victim is left (AMB-10);
* keep lines at 7 clues or fewer unless a card is worth a sanity test (AN-FAT-01);
* avoid discarding cards with the time-penalty icon, more so near the limit and
  with few victims left; keep the sanity area away from its limit;
* keep Dr. Armitage for a Lock that no Key opens, or to rescue a Puzzle clue of a
  missing type (or a Key) from the time or sanity area: the Exchange is made at the first
  decision where it is worth it (rules version 2 offers it at every decision; version 1 at
  the action decision and before maintenance).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from . import frames, rules
from .actions import BACK, CONTINUE, DONE, EXCHANGE_MOVE, GET, GIVE, SKIP, TAKE, USE, card_arg, number_arg
from .data import (
    ALL_MASK,
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
    ArkhamNoirEdition,
)
from .state import ArkhamNoirState

WIN = 10_000.0
LOSS = -10_000.0
# Weights of the evaluation, tuned over seeded games at the default difficulty.
W = {
    "big": 100.0,  # one new Puzzle type in the Big Picture
    "bank": 0.9,  # a type collectible now, not yet collected
    "waiting": 30.0,
    "types": 10.0,
    "spare": 18.0,
    "tail": 10.0,
    "turns_per_victim": 30.0,
    "horizon": 40.0,
    "victim": 60.0,
    "time": 3.0,
    "hand_puzzle": 6.0,
    "hand_key": 10.0,
    "hand_play": 0.4,
    "hand_c": 0.3,
    "contact": 18.0,
}


class ArkhamNoirHeuristic:
    name = "heuristic"
    omniscient = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view_state: State, seat: int) -> Action:
        state = cast(ArkhamNoirState, view_state)  # a determinization of the view (engine.agent.observe)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        frame = frames.top(state)
        plan = Plan(state)
        if isinstance(frame, frames.Exchange):
            return plan.choose_exchange_step(frame.given)
        if EXCHANGE_MOVE in legal:  # the Exchange at any decision (AN-CONT-01), when worth it
            if plan.best_exchange()[0] > 0:
                return EXCHANGE_MOVE
            legal = tuple(a for a in legal if a is not EXCHANGE_MOVE)
            if len(legal) == 1:
                return legal[0]
        if isinstance(frame, frames.EffectChoice):
            return plan.choose_effect(legal, frame)
        if isinstance(frame, frames.Collect):
            return plan.choose_collect(legal, frame.victim)
        choose = _CHOOSERS.get(type(frame))
        return choose(plan, legal) if choose is not None else legal[0]


def _test_odds(ed: ArkhamNoirEdition, deck: list[int]) -> tuple[float, float]:
    """The chances that a sanity test sends a card to the sanity area, or one to the time area."""
    n = len(deck)
    if not n:
        return 0.0, 0.0
    sanity, time = ed.sanity, ed.time
    to_sanity = to_time = 0
    for c in deck:
        if sanity[c]:
            to_sanity += 1
        elif time[c]:
            to_time += 1
    return to_sanity / n, to_time / n


# For each left icon (a bitmask), the sets of right icons (masks 1-15) it matches.
_MATCHED_BY = tuple(tuple(mask for mask in range(1, 16) if left & mask) for left in range(16))


def _matching_left(ed: ArkhamNoirEdition, pool: list[int]) -> list[int]:
    """Per set of right icons (mask 0-15), how many cards of ``pool`` have a left icon it matches."""
    left = ed.left
    by_left: dict[int, int] = {}  # few distinct left icons
    for c in pool:
        icon = left[c]
        by_left[icon] = by_left.get(icon, 0) + 1
    out = [0] * 16
    for icon, k in by_left.items():
        for mask in _MATCHED_BY[icon]:
            out[mask] += k
    return out


class Plan:
    """The investigator's situation, and the worth of each choice."""

    def __init__(self, s: ArkhamNoirState) -> None:
        self.s = s
        ed = self.ed = s.ed
        bit = ed.type_bit
        big = 0
        for c in s.big_picture:
            big |= bit[c]
        self.big = big
        self.need = s.victory - big.bit_count()
        # What may still come: the cards of the draw deck and the discard pile (contents only).
        self.p_sanity, self.p_time = _test_odds(ed, s.deck)
        pool = s.deck + s.discard + s.row + s.hand
        self.pool = pool
        self.pool_left = _matching_left(ed, pool)
        self.victims_left = len(s.victim_deck)
        self.memo: dict[int, float] = {}
        self._cases: dict[int, float] = {}  # case_value per case (pure speed)
        self._test_cost: float | None = None
        self._facts: list[rules.LineFacts] | None = None
        # How much the promise of a line still counts: less as the game's clock runs down.
        turns_left = len(s.deck) + W["turns_per_victim"] * self.victims_left
        self.patience = min(1.0, turns_left / W["horizon"])

    # ------------------------------------------------------------ costs
    def victim_cost(self) -> float:
        """Revealing one more victim: the clock of the game (AN-END-04)."""
        if self.victims_left == 0:
            return -LOSS
        return W["victim"] / self.victims_left

    def time_cost(self, extra: int = 1) -> float:
        """Adding ``extra`` cards to the time area."""
        s = self.s
        n = len(s.time_area)
        if n + extra >= s.limit:
            return self.victim_cost() * 0.8 + 3.0 * extra
        return (W["time"] + 2.0 * n) * extra

    def sanity_cost(self, extra: int = 1) -> float:
        s = self.s
        n = len(s.sanity_area)
        if n + extra >= s.limit:
            return -LOSS * 0.5
        return (10.0 + 8.0 * n) * extra

    def discard_cost(self, card: int) -> float:
        return self.time_cost() if self.ed.time[card] else 0.0

    def sanity_test_cost(self) -> float:
        cost = self._test_cost
        if cost is None:
            cost = self._test_cost = self.p_sanity * self.sanity_cost() + self.p_time * self.time_cost()
        return cost

    # ------------------------------------------------------------ lines
    def harvest(self, line: list[int]) -> tuple[int, int]:
        """(new Puzzle types, Puzzle clues) collectible if the case were closed now (AN-CLOSE-03)."""
        ed = self.ed
        counts = [0] * 6
        for c in line:
            counts[ed.ctype[c]] += 1
        types = 6 - counts.count(0)
        if types < rules.CLOSE_TYPES:
            return 0, 0
        got = self.big
        new = taken = 0
        puzzles = [c for c in line if ed.puzzle[c]]
        # Free ones first (their type stays in the line), then the ones that cost a type.
        for free_pass in (True, False):
            for c in puzzles:
                t = ed.ctype[c]
                if counts[t] == 0 or (got >> t) & 1:
                    continue
                if counts[t] > 1 or (not free_pass and types > rules.CLOSE_TYPES):
                    if counts[t] == 1:
                        types -= 1
                    counts[t] -= 1
                    got |= 1 << t
                    new += 1
                    taken += 1
        return new, taken

    def line_value(self, line: list[int], tail: int, spare: int) -> float:
        """What a line is worth: the Puzzle types it would give if closed now, and its promise."""
        ed = self.ed
        bit, puzzle, big = ed.type_bit, ed.puzzle, self.big
        seen = 0
        waiting = 0
        for c in line:
            b = bit[c]
            seen |= b
            if puzzle[c] and not big & b:
                waiting |= b
        types = seen.bit_count()
        new, _ = self.harvest(line)
        v = W["bank"] * W["big"] * new
        # Promise: Puzzle clues of missing types still waiting, types gathered, Keys ready, a tail to follow.
        pool = len(self.pool) or 1
        promise = (
            W["waiting"] * max(waiting.bit_count() - new, 0)
            + W["types"] * min(types, 6)
            + (W["spare"] * min(max(spare, 0), 2) if self.need > 0 else 0.0)
            + W["tail"] * self.pool_left[tail] / pool
        )
        v += promise * self.patience
        n = len(line)
        if n >= rules.FATIGUE_AFTER:
            v -= 0.5 * (n - rules.FATIGUE_AFTER + 1) * self.sanity_test_cost()
        return v

    def case_value(self, ci: int) -> float:
        v = self._cases.get(ci)
        if v is None:
            s = self.s
            tail, _, spare, _ = self.facts()[ci]
            v = self._cases[ci] = self.line_value(s.cases[ci], tail, spare)
        return v

    def effects_value(self, card: int, ci: int) -> float:
        """Expected worth of a card's effects when placed (AN-EFF-01..03)."""
        v = 0.0
        for kind, mandatory in self.ed.effects[card]:
            v += _EFFECT_WORTH[kind](self, mandatory)
        return v

    # The worth of one effect, by kind (brown ones that would hurt are skipped: worth 0).
    def sanity_test_worth(self, mandatory: bool) -> float:
        return -self.sanity_test_cost() if mandatory else 0.0

    def time_penalty_worth(self, mandatory: bool) -> float:
        return -self.time_cost() if mandatory else 0.0

    def discard_worth(self, mandatory: bool) -> float:
        hand = self.s.hand
        return -(6.0 + min(self.static_value(h) for h in hand) * 0.5) if mandatory and hand else 0.0

    def draw_worth(self, mandatory: bool) -> float:
        return 4.0 if len(self.s.hand) < rules.HAND_LIMIT_SIZE else (0.0 if not mandatory else -4.0)

    def play_worth(self, mandatory: bool) -> float:
        return 6.0 if self.s.hand else 0.0

    def clear_time_worth(self, mandatory: bool) -> float:
        return 0.8 * self.time_cost() if self.s.time_area else 0.0

    def calm_worth(self, mandatory: bool) -> float:
        sanity = self.s.sanity_area
        return 12.0 + 6.0 * len(sanity) if sanity else 0.0

    def take_from_row_worth(self, mandatory: bool) -> float:
        return 3.0

    def no_worth(self, mandatory: bool) -> float:
        return 0.0

    def placement_gain(self, card: int, ci: int) -> float:
        """How much better case ``ci`` gets with ``card`` at the end of its line."""
        s = self.s
        ed = self.ed
        line = s.cases[ci]
        spare = self.facts()[ci][2]
        before = self.case_value(ci)
        if ed.key[card]:
            spare += 1
        elif ed.lock[card]:
            spare -= 1
        after = self.line_value([*line, card], ed.right[card], spare)
        gain = after - before + self.effects_value(card, ci)
        if len(line) >= rules.FATIGUE_AFTER:
            gain -= self.sanity_test_cost()
        return gain

    def best_placement(self, card: int) -> float:
        best = -1e9
        for ci, code in enumerate(rules.placement(self.ed, [card], self.facts())[0]):
            if code == rules.OK:
                best = max(best, self.placement_gain(card, ci))
        return best

    def facts(self) -> list[rules.LineFacts]:
        facts = self._facts
        if facts is None:
            facts = self._facts = rules.line_facts(self.s)
        return facts

    # ------------------------------------------------------------ cards in hand
    def static_value(self, card: int) -> float:
        """What a card is worth in hand, whatever the lines look like now."""
        ed = self.ed
        v = 2.0
        if ed.puzzle[card] and not (self.big >> ed.ctype[card]) & 1:
            v += W["hand_puzzle"]
        if ed.key[card]:
            v += W["hand_key"]
        if ed.left[card] == ALL_MASK:
            v += 5.0
        if ed.min_cards[card] >= 4:
            v -= 3.0
        return v

    def hand_value(self, card: int) -> float:
        """What holding ``card`` is worth: its future plays."""
        memo = self.memo
        v = memo.get(card)
        if v is None:
            v = self.static_value(card)
            best = self.best_placement(card)
            if best > -1e8:
                v += W["hand_play"] * max(best, 0.0)
            memo[card] = v
        return v

    def hand_total(self, hand: list[int]) -> float:
        """The hand's worth; more than 3 cards only means a discard to come."""
        return sum(self.hand_value(c) for c in hand)

    # ------------------------------------------------------------ closing
    def close_gain(self, ci: int) -> float:
        s = self.s
        line = s.cases[ci]
        new, _ = self.harvest(line)
        last = len(s.cases) == 1
        if self.big.bit_count() + new >= s.victory and not (last and self.victims_left == 0):
            return WIN
        gain = W["big"] * new - self.case_value(ci)
        if rules.types_in(s, line) == 6 and s.sanity_area:
            gain += 12.0 + 6.0 * len(s.sanity_area)  # AN-CLOSE-08
        if last:
            gain -= self.victim_cost()  # AN-CLOSE-06/07
        return gain

    # ------------------------------------------------------------ action phase
    def choose_action(self, legal: tuple[Action, ...]) -> Action:
        best, best_score = legal[0], -1e18
        for a in legal:
            score = self.action_score(a)
            if score > best_score:
                best, best_score = a, score
        return best

    def action_score(self, a: Action) -> float:
        """The worth of an action of the action phase (a: take, b: play, c: hand, d: close, e: pass)."""
        s = self.s
        p = s.row[0]
        verb = a.verb
        if a is TAKE:
            hand = [*s.hand, p]
            score = self.hand_total(hand) - self.hand_total(s.hand)
            if len(hand) > rules.HAND_LIMIT_SIZE:
                worst = min(hand, key=lambda c: self.hand_value(c) + self.discard_cost(c))
                score -= self.hand_value(worst) + self.discard_cost(worst)
            return score
        if verb == "play":
            score = self.placement_gain(p, rules.case_at(s, number_arg(a, 0))) + 2.0
            return score - self.contact_value() if len(a.args) > 1 else score
        discard_p = self.discard_cost(p)
        if verb == "hand":
            c = card_arg(a, 0)
            ci = rules.case_at(s, number_arg(a, 1))
            score = self.placement_gain(c, ci) - self.hand_value(c) * W["hand_c"] - discard_p
            return score - self.contact_value() if len(a.args) > 2 else score
        if verb == "close":
            return self.close_gain(rules.case_at(s, number_arg(a, 0))) - discard_p
        if verb == "exchange":  # rules version 1: ``exchange N M``
            return self.exchange_gain(card_arg(a, 0), card_arg(a, 1))
        return -discard_p - 1.0  # pass

    def contact_value(self) -> float:
        return W["contact"]

    def exchange_gain(self, h: int, c: int) -> float:
        """Hand card ``h`` for card ``c`` of the time or sanity area (AN-CONT-04)."""
        gain = self.hand_value(c) - self.hand_value(h)
        # Only worth the one use for a card that matters: a missing Puzzle type or a Key.
        ed = self.ed
        if not ((ed.puzzle[c] and not (self.big >> ed.ctype[c]) & 1) or ed.key[c]):
            return -100.0
        return gain - self.contact_value() - 8.0

    def best_exchange(self, given: int = -1) -> tuple[float, int, int]:
        """The best Exchange (its gain, the hand card, the penalty card), ``given`` the hand card if chosen."""
        s = self.s
        best = (-1e18, -1, -1)
        for h in s.hand if given < 0 else [given]:
            for c in s.time_area + s.sanity_area:
                gain = self.exchange_gain(h, c)
                if gain > best[0]:
                    best = (gain, h, c)
        return best

    def choose_exchange_step(self, given: int) -> Action:
        """The Exchange's steps (give, then get) for the best pair; 'back' if none is worth it."""
        gain, h, c = self.best_exchange(given)
        if h < 0 or (gain <= 0 and given < 0):
            return BACK
        return GIVE[h] if given < 0 else GET[c]

    # ------------------------------------------------------------ other decisions
    def choose_hand_discard(self, legal: tuple[Action, ...]) -> Action:
        return min(legal, key=lambda a: self.hand_value(card_arg(a)) + self.discard_cost(card_arg(a)))

    def choose_effect(self, legal: tuple[Action, ...], frame: frames.EffectChoice) -> Action:
        """AN-EFF-02/03: an effect that asks; brown ones are skipped when they would only hurt."""
        kind, mandatory = frame.kind, frame.mandatory
        if USE in legal:
            if kind == E_DRAW:
                return USE if len(self.s.hand) < rules.HAND_LIMIT_SIZE else SKIP
            return SKIP  # an optional sanity test or time penalty only hurts
        targets = [a for a in legal if a is not SKIP]
        choose = _EFFECT_CHOOSERS.get(kind)
        if choose is not None:
            return choose(self, targets, mandatory, frame.victim)
        return targets[0] if mandatory or SKIP not in legal else SKIP

    def discard_from_hand(self, targets: list[Action], mandatory: bool, victim: int) -> Action:
        return min(targets, key=lambda a: self.hand_value(card_arg(a)) + self.discard_cost(card_arg(a)))

    def discard_from_row(self, targets: list[Action], mandatory: bool, victim: int) -> Action:
        """Clear a useless card off the row if it costs no time."""
        ed = self.ed
        junk = [a for a in targets if not ed.time[card_arg(a)] and self.hand_value(card_arg(a)) < 6]
        return junk[0] if junk else SKIP

    def play_from_hand(self, targets: list[Action], mandatory: bool, victim: int) -> Action:
        s = self.s
        scored = [
            (
                self.placement_gain(card_arg(a), rules.case_at(s, number_arg(a, 1)))
                - 0.6 * self.hand_value(card_arg(a))
                - (self.contact_value() if len(a.args) > 2 else 0.0),
                a,
            )
            for a in targets
        ]
        score, a = max(scored, key=lambda x: x[0])
        return a if score > 0 or mandatory else SKIP

    def first_target(self, targets: list[Action], mandatory: bool, victim: int) -> Action:
        """Clearing the time area or calming the sanity area: any card will do."""
        return targets[0]

    def take_from_row(self, targets: list[Action], mandatory: bool, victim: int) -> Action:
        s = self.s
        a = max(targets, key=lambda x: self.hand_value(card_arg(x)))
        if len(s.hand) < rules.HAND_LIMIT_SIZE or mandatory:
            return a
        worst = min(self.hand_value(h) + self.discard_cost(h) for h in s.hand)
        return a if self.hand_value(card_arg(a)) > worst + 8 else SKIP

    def take_back(self, targets: list[Action], mandatory: bool, victim: int) -> Action:
        """Only a Puzzle clue that this line cannot let go of anyway is worth more in hand."""
        s = self.s
        ed = self.ed
        for a in targets:
            c = card_arg(a)
            if ed.puzzle[c] and not (self.big >> ed.ctype[c]) & 1 and len(s.hand) < rules.HAND_LIMIT_SIZE:
                line = s.cases[rules.case_index(s, victim)]
                if rules.types_in(s, line) < 4:
                    return a
        return SKIP if not mandatory else min(targets, key=lambda x: self.hand_value(card_arg(x)))

    def choose_collect(self, legal: tuple[Action, ...], victim: int) -> Action:
        """New Puzzle types first, and the free ones (whose type stays in the case) before the rest."""
        s = self.s
        ed = self.ed
        line = s.cases[rules.case_index(s, victim)]
        counts = [0] * 6
        for c in line:
            counts[ed.ctype[c]] += 1

        def rank(a: Action) -> tuple[int, int]:
            c = card_arg(a)
            t = ed.ctype[c]
            return (0 if (self.big >> t) & 1 else 2) + (1 if counts[t] > 1 else 0), -c

        options = [a for a in legal if a is not DONE]
        best = max(options, key=rank)
        # A Puzzle type already in the Big Picture adds nothing (AN-MAINT-02).
        return best if rank(best)[0] >= 2 else DONE

    def choose_bonus(self, legal: tuple[Action, ...]) -> Action:
        options = [a for a in legal if a is not SKIP]
        return max(options, key=lambda a: self.hand_value(card_arg(a)))

    def choose_window(self, legal: tuple[Action, ...]) -> Action:
        """Rules version 1's window before maintenance: ``exchange N M`` or ``continue``."""
        best, best_gain = CONTINUE, 0.0
        for a in legal:
            if a is CONTINUE:
                continue
            gain = self.exchange_gain(card_arg(a, 0), card_arg(a, 1))
            if gain > best_gain:
                best, best_gain = a, gain
        return best


_EFFECT_WORTH: dict[int, Callable[[Plan, bool], float]] = {
    E_SANITY_TEST: Plan.sanity_test_worth,
    E_TIME_PENALTY: Plan.time_penalty_worth,
    E_DISCARD: Plan.discard_worth,
    E_DRAW: Plan.draw_worth,
    E_PLAY: Plan.play_worth,
    E_CLEAR_TIME: Plan.clear_time_worth,
    E_CALM: Plan.calm_worth,
    E_TAKE_FROM_ROW: Plan.take_from_row_worth,
    E_TAKE_BACK: Plan.no_worth,
    E_DISCARD_FROM_ROW: Plan.no_worth,
}
EffectChooser = Callable[[Plan, list[Action], bool, int], Action]
_EFFECT_CHOOSERS: dict[int, EffectChooser] = {
    E_DISCARD: Plan.discard_from_hand,
    E_DISCARD_FROM_ROW: Plan.discard_from_row,
    E_PLAY: Plan.play_from_hand,
    E_CLEAR_TIME: Plan.first_target,
    E_CALM: Plan.first_target,
    E_TAKE_FROM_ROW: Plan.take_from_row,
    E_TAKE_BACK: Plan.take_back,
}
# The other decisions, by the frame that asks them.
_CHOOSERS: dict[type, Callable[[Plan, tuple[Action, ...]], Action]] = {
    frames.ActionPhase: Plan.choose_action,
    frames.HandLimit: Plan.choose_hand_discard,
    frames.SanityBonus: Plan.choose_bonus,
    frames.ContactWindow: Plan.choose_window,
}

__all__ = ["ArkhamNoirHeuristic", "Plan"]
