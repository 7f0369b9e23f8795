"""The turn (VT-TURN-01): unlock, master, minion, influence and discard phases.

A :class:`Turn` frame sits at the bottom of the stack; each phase is a window of the acting
Methuselah (others may use what their cards allow at that moment):

- unlock (:class:`UnlockPhase`): unlock everything (VT-UNL-01), then the unlock-phase effects in
  the order the Methuselah chooses (VT-UNL-02): the Edge's pool (VT-EDGE-03), hunting grounds and
  other cards; contests are paid or yielded (VT-CONT-03, VT-CONT-09); a withdrawal may be
  announced (VT-WD-01, VT-WD-02);
- master (:class:`MasterPhase`): 1 master phase action (VT-MAST-01), less one for an out-of-turn
  card played since (VT-MAST-02); master cards (VT-CARD-32), trifles (VT-CARD-35, VT-CARD-36);
- minion (``actions.MinionPhase``);
- influence (:class:`InfluencePhase`): ``transfer V K``, ``return V``, ``crypt``, ``bring V``
  (VT-INF-01 to VT-INF-08); 1, 2, 3 transfers on the game's first three turns (VT-INF-02, AMB-03);
- discard (:class:`DiscardPhase`): discard phase actions (VT-DISC-01 to VT-DISC-04).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS, Frame, Why
from tabletome.engine.i18n import N_, gettext, seat_words

from . import late, ops, prompts
from .actions import END, MinionPhase, act
from .contests import gain_title, return_won, settle_titles
from .hooks import (
    ABILITIES,
    ACTION_TYPES,
    CARDS,
    DRAW_CHOICES,
    DRAW_FROM,
    EVENT,
    EVENT_DUE,
    EVENTS,
    LISTENERS,
    OOT,
    Ctx,
    at_table,
)
from .hooks import MASTER as MASTER_CARD
from .impulse import Ask, Window, impulse_order
from .model import Minion, facts
from .play import TRIFLE_NEXT, deck_may_hold, end_delays, has_abilities, level_ok, play_from_window, window_plays
from .readings import old
from .state import DISCARD, INFLUENCE, MASTER, MINION, UNLOCK, VTESState
from .stats import capacity, flagged, hand_size, has_clan, level, seat_static
from .tournament import WITHDRAW_VP, call_time, time_up
from .traits import mark_red_list, red_list_marks, scarce_cost

#: The phases' questions (said in the reader's language; a view keeps the English, render.py tells it again).
P_UNLOCK_OTHER = N_("{seat}'s unlock phase: use an effect that works now, or pass.")
P_UNLOCK = N_("Unlock phase: use your unlock-phase effects, or end the phase.")
P_MASTER_OTHER = N_("{seat}'s master phase: use an effect that works now, or pass.")
P_MASTER = (
    N_("Master phase: {n} master phase action left; play a master card, or end the phase."),
    N_("Master phase: {n} master phase actions left; play a master card, or end the phase."),
)
P_INFLUENCE = N_("Influence phase: {n} transfers left; transfer, bring out a vampire, or end.")
P_DISCARD = (
    N_("Discard phase: {n} discard phase action; discard a card and draw, or end."),
    N_("Discard phase: {n} discard phase actions; discard a card and draw, or end."),
)
PHASE_PROMPTS = (P_UNLOCK_OTHER, P_UNLOCK, P_MASTER_OTHER, *P_MASTER, P_INFLUENCE, *P_DISCARD)

CRYPT = Action("crypt")
WITHDRAW = Action("withdraw")
TRANSFERS = 4  # VT-INF-01
UNIQUE = N_("You already control a copy of that unique vampire (VT-CONT-06).")


class Turn(Frame):
    """The bottom frame: runs the automatic part of each phase and pushes the phase's window."""

    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None)

    def run(self, state: VTESState) -> None:
        s = state
        me = s.current
        if time_up(s):
            call_time(s)  # VT-TOUR-04, AMB-17: the limit is reached at the end of a turn
        if s.phase == UNLOCK:
            if SKIP_TURN and offer_skip(s, me):
                return
            start_turn(s, me)
            s.push(UnlockPhase(me))
            s.phase = MASTER
        elif s.phase == MASTER:
            s.phase_actions = master_actions(s, me)
            s.game_marks.pop(("oot", me), None)  # VT-CARD-43: the out-of-turn debt is settled
            if s.game_marks.pop((TRIFLE_NEXT, me), None):
                s.marks[("trifle", s.turn)] = True  # VT-CARD-36: this phase's trifle action is given
            end_delays(s, me, "master")  # "not replaced until the master phase"
            ops.fire(s, "master-phase", {"seat": me})
            s.push(MasterPhase(me))
            s.phase = MINION
        elif s.phase == MINION:
            ops.fire(s, "minion-phase", {"seat": me})
            s.push(MinionPhase(me))
            s.phase = INFLUENCE
        elif s.phase == INFLUENCE:
            for t in range(s.players):  # "does not replace cards during any Methuselah's minion phase"
                end_delays(s, t, MINION)
            s.transfers = min(s.turn, TRANSFERS) + seat_static(s, me, "transfers")  # VT-INF-01, VT-INF-02, AMB-03
            if s.game_marks.pop(("no-transfers", me), False):  # "lose all transfers" (Leandro)
                s.transfers = 0
            s.game_marks[(LAST_INFLUENCE, me)] = s.turn  # "your last influence phase"
            end_delays(s, me, "influence")  # "do not replace until your influence phase"
            ops.fire(s, "influence-phase", {"seat": me})
            s.push(InfluencePhase(me))
            s.phase = DISCARD
        elif s.phase == DISCARD:
            s.transfers = 0  # VT-INF-03
            s.phase_actions = 1 + discard_bonus(s, me)  # VT-DISC-01
            ops.fire(s, "discard-phase", {"seat": me})
            end_delays(s, me, "discard")
            s.push(DiscardPhase(me))
            s.phase = "end"
        else:
            end_turn(s, me)

    def view(self, state: VTESState, seat: int | None) -> dict[str, object] | None:
        return {"turn": state.turn, "methuselah": state.current, "phase": state.phase}


#: Rules of cards in play letting a Methuselah "choose to skip his or her entire turn", decided before
#: the unlock phase (ruling ANK 20210110): records with ``offered(s, seat)`` and ``skipped(s, seat)``.
SKIP_TURN: list[Any] = []
SKIP_ASKED = "skip-asked"
SKIP = Action("skip-turn")
PLAY_TURN = Action("play-turn")


def offer_skip(s: VTESState, me: int) -> bool:
    """Before the unlock phase, a Methuselah a card lets skip their turn is asked once (True: asked)."""

    if (SKIP_ASKED, s.turn, me) in s.marks or not any(r.offered(s, me) for r in SKIP_TURN):
        return False
    s.marks[(SKIP_ASKED, s.turn, me)] = True
    question = N_("Skip your entire turn, or play it?")
    s.push(Ask(me, question, (PLAY_TURN, SKIP), skip_answered))
    return True


def skip_answered(s: VTESState, args: tuple[Any, ...], action: Action) -> None:
    me = s.current
    if action != SKIP:
        return
    ops.say(s, N_("{seat} skips their entire turn."), seat=s.seat_name(me))
    for r in SKIP_TURN:
        r.skipped(s, me)
    end_turn(s, me)


def master_actions(s: VTESState, me: int) -> int:
    """VT-MAST-01, VT-MAST-02: 1, less one if an out-of-turn master card was played since, plus one
    for an out-of-turn trifle played since (VT-CARD-35)."""
    n = 1 + seat_static(s, me, "master actions")
    if ("oot", me) in s.game_marks:
        n -= 1
    if (TRIFLE_NEXT, me) in s.game_marks:
        n += 1
    return max(0, n)


def card_unlocks(s: VTESState, uid: int) -> bool:
    """A card in play (not a minion) unlocks as normal unless a rule says it does not
    (``core.CARD_UNLOCK_RULES``: "this card doesn't unlock as normal")."""
    CARD_UNLOCK_RULES = late.core().CARD_UNLOCK_RULES

    return all(f(s, uid) for f in CARD_UNLOCK_RULES)


def discard_bonus(s: VTESState, me: int) -> int:
    return seat_static(s, me, "discard actions")


#: ``game_marks[(LAST_INFLUENCE, seat)]``: the turn of that Methuselah's last influence phase;
#: ``game_marks[(BROUGHT_OUT, uid)]``: the turn a vampire was moved to the ready region in an influence phase.
LAST_INFLUENCE = "last influence phase"
BROUGHT_OUT = "brought out"
#: ``game_marks[(HELD_CARD, uid)]``: a card (not a minion) that "does not unlock as normal" during its
#: controller's next unlock phase.
HELD_CARD = "card does not unlock"


def start_turn(s: VTESState, me: int) -> None:
    """VT-UNL-01: unlock all your cards, those in torpor too (except those whose text forbids it);
    the effects of the start of the unlock phase."""
    unlocks_normally = late.core().unlocks_normally

    s.marks = {k: v for k, v in s.marks.items() if _lasting(k)}
    for uid in s.ready[me] + s.torpor[me]:
        if s.minions[uid].locked and unlocks_normally(s, uid):
            ops.unlock(s, uid)
    for uid in s.inplay[me]:
        if s.game_marks.pop((HELD_CARD, uid), None) is None and card_unlocks(s, uid):
            ops.unlock(s, uid)
    for uid in s.ready[me] + s.torpor[me]:
        for p in s.minions[uid].cards:
            if s.placed[p].controller == me and s.game_marks.pop((HELD_CARD, p), None) is None and card_unlocks(s, p):
                ops.unlock(s, p)
    end_delays(s, me, "unlock")

    return_won(s, me)
    settle_titles(s, me)
    withdrawal_check(s, me)
    if s.edge == me and old(s, "edge_pool"):  # version 2: gained without asking
        ops.gain_pool(s, me, 1)
    elif s.edge == me:
        s.marks[(EDGE_POOL, me)] = True  # VT-EDGE-03: "may gain 1 pool", offered as ``edge``
    if old(s, "unlock_order"):  # version 2: every unlock-phase effect at once, unordered
        ops.fire(s, "unlock", {"seat": me})
        return
    unlock_effects_due(s, me)


# ------------------------------------------------------------------------ unlock-phase effects (VT-UNL-02)

EDGE = Action("edge")
EDGE_POOL = "edge-pool"
UNLOCK_DUE = "unlock-due"


def unlock_effects_due(s: VTESState, me: int) -> None:
    """VT-UNL-02: after unlocking, the unlock-phase effects of the cards in play are carried out in
    the order the acting Methuselah chooses (``effect <card>``), every one of them before the phase
    ends. One effect with nothing else the Methuselah could order is carried out at once."""

    info = {"seat": me}
    for listener in LISTENERS.get("unlock", ()):
        listener(s, info)
    due: list[int] = []
    table = EVENTS.get("unlock")
    if not table or not at_table(s, table):  # no card at the table has such an effect
        s.marks[(UNLOCK_DUE, me)] = ()
        return
    for uid, fns in ops.event_sources(s, table):
        for f in fns:
            when = EVENT_DUE.get(f)
            if when is None:
                f(s, uid, info)  # an effect with no order to choose
            elif uid not in due and when(s, uid, me):
                due.append(uid)
    s.marks[(UNLOCK_DUE, me)] = tuple(due)
    if len(due) == 1 and not orderable(s, me):
        carry_out(s, me, due[0])


def orderable(s: VTESState, me: int) -> bool:
    """Whether the Methuselah has, besides one card's unlock-phase effect, something of the unlock
    phase to order with it (public facts): the Edge's pool, a contest, an ability, an Infernal
    vampire, a withdrawal."""
    from .effects import unlock_options

    return (
        (EDGE_POOL, me) in s.marks
        or can_withdraw(s, me)
        or has_abilities(s, me, UNLOCK_MOMENTS)
        or any(True for _ in unlock_options(s, me))
    )


def effects_due(s: VTESState, me: int) -> list[int]:
    """The cards whose unlock-phase effect is still to be carried out (and which are still in play)."""
    return [uid for uid in s.marks.get((UNLOCK_DUE, me), ()) if uid in s.placed or uid in s.minions]


@cache
def effect_action(uid: int) -> Action:
    return Action("effect", (uid,))


def unlock_effect_options(s: VTESState, me: int) -> Iterator[Action]:
    for uid in effects_due(s, me):
        yield effect_action(uid)
    if s.marks.get((EDGE_POOL, me)) and s.edge == me:
        yield EDGE


def carry_out(s: VTESState, me: int, uid: int) -> None:
    """One card's unlock-phase effect, if it still acts now."""

    s.marks[(UNLOCK_DUE, me)] = tuple(u for u in s.marks.get((UNLOCK_DUE, me), ()) if u != uid)
    card = s.minions[uid].card if uid in s.minions else s.placed[uid].card
    for f in EVENTS["unlock"].get(card, ()):
        when = EVENT_DUE.get(f)
        if (uid in s.minions or uid in s.placed) and when is not None and when(s, uid, me):
            f(s, uid, {"seat": me})


def edge_pool(s: VTESState, me: int) -> None:
    """VT-EDGE-03: the Edge's holder gains 1 pool."""
    s.marks.pop((EDGE_POOL, me), None)
    ops.gain_pool(s, me, 1)
    ops.say(s, N_("{seat} gains 1 pool from the Edge (VT-EDGE-03)."), seat=s.seat_name(me))


def _lasting(key: Any) -> bool:
    return isinstance(key, tuple) and key[:1] in (("withdrawing",), ("withdrawal-failed",))


#: ``game_marks[REVERSED]``: the direction of play is reversed (the prey is still to the left).
REVERSED = "play-reversed"


def end_turn(s: VTESState, me: int) -> None:
    """VT-TURN-02: the next Methuselah clockwise still in the game takes their turn."""
    ops.fire(s, "end-turn", {"seat": me})
    for t in range(s.players):
        end_delays(s, t, "turn")  # "do not replace until after the current turn"
    s.current = s.predator(me) if s.game_marks.get(REVERSED) else s.prey(me)  # Reversal of Fortunes
    s.turn += 1
    s.phase = UNLOCK


# ------------------------------------------------------------------------ unlock phase


UNLOCK_MOMENTS = frozenset(("unlock", "unlock-any"))
OTHERS_UNLOCK = frozenset(("unlock-any",))


def burn_option(card: int) -> bool:
    return facts(card).burn_option


def unlock_choices(s: VTESState, seat: int) -> bool:
    """Whether the acting Methuselah has contests to settle or unlock-phase effects to order (public)."""
    unlock_options = late.core().unlock_options  # read past the common answers of ``could_act``: it imports this module

    return any(True for _ in unlock_options(s, seat)) or any(True for _ in unlock_effect_options(s, seat))


class UnlockPhase(Window):
    """VT-UNL-02: the acting Methuselah's unlock-phase effects, in the order they choose; others may
    use what works "during any Methuselah's unlock phase"."""

    __slots__ = ()

    kind = "unlock"
    PASS_ACTION = END

    def moment(self, s: VTESState) -> str:
        return "unlock" if self.seat == self.acting else "unlock-any"

    def seats(self, s: VTESState) -> list[int]:
        return impulse_order(s, self.acting, ())

    def could_act(self, s: VTESState, seat: int) -> bool:
        """Public facts: cards in play usable now, contests to settle, a withdrawal, or a deck that
        may hold a burn-option card (VT-UNL-03)."""
        if seat == self.acting:
            if can_withdraw(s, seat) or has_abilities(s, seat, UNLOCK_MOMENTS) or unlock_choices(s, seat):
                return True
        elif has_abilities(s, seat, OTHERS_UNLOCK):
            return True
        return deck_may_hold(s, seat, burn_option) and not s.marks.get(("burn-option", seat))

    def prompt(self, state: VTESState) -> str:
        if state.to_move != self.acting:
            return gettext(P_UNLOCK_OTHER).format(seat=seat_words(state.seat_name(self.acting)))
        return gettext(P_UNLOCK)

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        yield from window_plays(s, self, seat, why)
        yield from burn_option_discards(s, seat)
        if seat != self.acting:
            return
        unlock_options = late.core().unlock_options

        yield from unlock_effect_options(s, seat)
        yield from unlock_options(s, seat)
        if can_withdraw(s, seat):
            yield WITHDRAW

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        unlock_pending = late.core().unlock_pending

        assert self.seat is not None
        yield from self.plays(state, self.seat, why)
        if self.seat != self.acting:
            yield PASS
        elif effects_due(state, self.seat):
            if why is not None:
                why.no(END, N_("Every unlock-phase effect must be carried out before the phase ends (VT-UNL-02)."))
        elif not unlock_pending(state, self.seat):
            yield END
        elif why is not None:
            why.no(END, N_("A contest must be paid or yielded before the unlock phase ends (VT-CONT-03, VT-CONT-09)."))

    def resolve(self, state: VTESState, action: Action) -> None:
        if action is PASS or action == PASS:  # a Methuselah other than the acting one passes
            super().resolve(state, END)
            return
        super().resolve(state, action)

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        if action == WITHDRAW:
            announce_withdrawal(s, seat)
            return
        if action == EDGE:
            edge_pool(s, seat)
            return
        if action.verb == "effect":
            carry_out(s, seat, int(action.args[0]))
            return
        if action.verb == "burn-option":
            burn_option_discard(s, seat, str(action.args[0]))
            return
        if play_from_window(s, self, seat, action):
            return
        from .effects import unlock_option

        unlock_option(s, seat, action)


def burn_option_discards(s: VTESState, seat: int) -> Iterator[Action]:
    """VT-UNL-03: a burn-option card may be discarded (and replaced) by a Methuselah who controls no
    minion meeting its requirements, or for whom it has no legal target, once per unlock phase."""
    if s.marks.get(("burn-option", seat)):
        return
    seen: set[str] = set()
    for c in s.hand[seat]:
        f = facts(c)
        if f.burn_option and f.slug not in seen and may_burn_option(s, seat, c):
            seen.add(f.slug)
            yield Action("burn-option", (f.slug,))


def may_burn_option(s: VTESState, seat: int, card: int) -> bool:
    """VT-UNL-03: no minion meets the card's requirements, or it has no legal target."""
    return not meets_requirements(s, seat, card) or not has_legal_target(s, seat, card)


#: The types of play whose targets can be judged outside an action or a combat.
OUTSIDE = frozenset((*ACTION_TYPES, MASTER_CARD, OOT, EVENT))


def has_legal_target(s: VTESState, seat: int, card: int) -> bool:
    """Whether some use of the card has a legal target now for a minion of ``seat`` meeting its
    requirements. A use with no target, or one played inside an action or a combat (its targets are
    only known there), counts as having one; so does a card whose effect is not implemented (assisted
    rules): the rules do not know its targets."""

    cd = CARDS.get(card)
    if cd is None:
        return True
    for use in cd.uses:
        if use.targets is None or use.as_ not in OUTSIDE:
            return True
        moment = "minion" if use.as_ in ACTION_TYPES else next(iter(sorted(use.moments)), use.as_)
        ctx = Ctx(moment)
        players = [-1] if use.as_ not in ACTION_TYPES else [u for u, _ in s.ready_minions(seat)]
        for uid in players:
            if (uid < 0 or level_ok(s, uid, use)) and any(True for _ in use.targets(s, ctx, seat, uid)):
                return True
    return False


def meets_requirements(s: VTESState, seat: int, card: int) -> bool:
    """Whether a ready minion of ``seat`` has the card's clan and one of its disciplines."""

    f = facts(card)
    for uid in s.ready[seat]:
        if f.clans and not any(has_clan(s, uid, c) for c in f.clans):
            continue
        if f.disciplines and not any(level(s, uid, code) for code, _ in f.disciplines):
            continue
        return True
    return False


def burn_option_discard(s: VTESState, seat: int, slug: str) -> None:
    card = next(c for c in s.hand[seat] if facts(c).slug == slug)
    s.marks[("burn-option", seat)] = True
    ops.say(
        s, N_("{seat} discards {card}, a burn-option card (VT-UNL-03)."), seat=s.seat_name(seat), card=facts(card).name
    )
    ops.discard(s, seat, card)


def can_withdraw(s: VTESState, seat: int) -> bool:
    """VT-WD-01, VT-WD-02: an empty library and fewer cards in hand than the hand size at the start of
    the turn (AMB-12: checked before any draw)."""
    return (
        not s.library[seat]
        and s.marks.get(("short-hand", seat), False)
        and not s.marks.get(("withdrawing", seat), False)
    )


def announce_withdrawal(s: VTESState, seat: int) -> None:
    s.marks[("withdrawing", seat)] = s.turn
    s.marks.pop(("withdrawal-failed", seat), None)
    ops.say(s, N_("{seat} announces a withdrawal (VT-WD-02)."), seat=s.seat_name(seat))


def withdrawal_check(s: VTESState, me: int) -> None:
    """VT-WD-05: a withdrawal announced last turn whose conditions held: the Methuselah withdraws with
    1 VP (0.5 under tournament scoring, VT-TOUR-05); the predator gains nothing (VT-WD-06)."""

    s.marks[("short-hand", me)] = len(s.hand[me]) < hand_size(s, me)
    when = s.marks.get(("withdrawing", me))
    if when is None or when == s.turn:
        return
    failed = s.marks.pop(("withdrawal-failed", me), False)
    s.marks.pop(("withdrawing", me), None)
    if failed:
        ops.say(s, N_("{seat}'s withdrawal fails (VT-WD-04)."), seat=s.seat_name(me))
        return

    s.vp[me] += WITHDRAW_VP if s.opts.get("scoring") == "tournament" else 1
    s.ousted_on[me] = s.turn
    ops.say(s, N_("{seat} withdraws from the game (VT-WD-05)."), seat=s.seat_name(me))
    ops.remove_everything(s, me)
    ops.end_if_last(s, [me])


# ------------------------------------------------------------------------ master phase


#: "During any Methuselah's master phase": what other Methuselahs' cards in play may do then.
OTHERS_MASTER = frozenset(("master-any",))


class MasterPhase(Window):
    """VT-MAST-01 to VT-MAST-05: master phase actions for master cards; ``end`` closes the phase. The
    other Methuselahs are asked in impulse order only if a card of theirs works "during any
    Methuselah's master phase" (moment ``master-any``), as in the unlock phase."""

    __slots__ = ()

    kind = "master"
    PASS_ACTION = END

    def moment(self, s: VTESState) -> str:
        return "master" if self.seat in (None, self.acting) else "master-any"

    def seats(self, s: VTESState) -> list[int]:
        return impulse_order(s, self.acting, ())

    def could_act(self, s: VTESState, seat: int) -> bool:
        """The acting Methuselah; another one with a card in play of theirs usable "during any
        Methuselah's master phase" (unlocked, if using it locks it: public facts)."""

        if seat == self.acting:
            return True
        return any(
            ab.moments & OTHERS_MASTER and not (ab.lock and s.placed[uid].locked)
            for uid in s.inplay[seat]
            for ab in ABILITIES.get(s.placed[uid].card, ())
        )

    def prompt(self, state: VTESState) -> str:
        if state.to_move != self.acting:
            return gettext(P_MASTER_OTHER).format(seat=seat_words(state.seat_name(self.acting)))
        n = state.phase_actions
        return gettext(P_MASTER[n != 1]).format(n=n)

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        yield from self.plays(state, self.seat, why)
        yield END if self.seat == self.acting else PASS

    def resolve(self, state: VTESState, action: Action) -> None:
        if action is PASS or action == PASS:  # a Methuselah other than the acting one passes
            super().resolve(state, END)
            return
        super().resolve(state, action)

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        yield from window_plays(s, self, seat, why)
        if seat == self.acting:
            yield from red_list_marks(s, seat)  # VT-MAST-03, VT-TRAIT-05

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        if action.verb == "mark":
            mark_red_list(s, seat, int(action.args[0]))
            return
        play_from_window(s, self, seat, action)


@cache
def discard_action(slug: str) -> Action:
    """``discard <card>``, one object per card (offered at every discard phase decision)."""
    return Action("discard", (slug,))


# ------------------------------------------------------------------------ influence phase


class InfluencePhase(Window):
    """Transfers (VT-INF-04 to VT-INF-06) and bringing vampires out (VT-INF-07), until ``end``."""

    __slots__ = ()

    kind = "influence"
    PASS_ACTION = END

    def moment(self, s: VTESState) -> str:
        return "influence"

    def seats(self, s: VTESState) -> list[int]:
        return [self.acting]

    def prompt(self, state: VTESState) -> str:
        return gettext(P_INFLUENCE).format(n=state.transfers)

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        yield from influence_moves(s, seat, why)
        yield from window_plays(s, self, seat, why)

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        """:meth:`Window.options` with the plays inline (one generator less for each transfer offered)."""
        assert self.seat is not None
        yield from influence_moves(state, self.seat, why)
        yield from window_plays(state, self, self.seat, why)
        yield self.PASS_ACTION

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        if play_from_window(s, self, seat, action):
            return
        influence(s, seat, action)


def influence_moves(s: VTESState, me: int, why: Why | None) -> Iterator[Action]:
    left = s.transfers
    pool = s.pool[me]
    for uid in s.uncontrolled[me]:
        v = s.minions[uid]
        moves = not flagged(s, uid, "no-transfers")  # "no transfers can be used to move blood to or from"
        for k in range(1, min(left, pool) + 1 if moves else 1):
            yield act("transfer", uid, k)
        if v.blood < capacity(s, uid):
            if why is not None:
                why.no(
                    act("bring", uid),
                    gettext("That vampire has {n} blood, fewer than its capacity (VT-INF-07).").format(n=v.blood),
                )
        elif may_bring(s, me, uid) and s.pool[me] >= scarce_cost(s, me, uid):
            yield act("bring", uid)
        elif why is not None:
            why.no(act("bring", uid), UNIQUE)
        if moves and left >= 2 and v.blood > 0:
            yield act("return", uid)
        elif why is not None:
            why.no(
                act("return", uid),
                N_("Moving 1 blood back to your pool takes 2 transfers and a vampire with blood (VT-INF-05)."),
            )
    if left >= MERGE_TRANSFERS and s.pool[me] >= 1:
        yield from merges(s, me)
    if left >= 4 and s.crypt[me]:
        yield CRYPT
    elif why is not None:
        why.no(
            CRYPT,
            N_(
                "Moving a crypt card to your uncontrolled region takes 4 transfers, 1 pool and a crypt card (VT-INF-06)."
            ),
        )
    if why is not None:
        explain_influence(s, me, why)


MERGE_TRANSFERS = 4  # VT-INF-09


def counterpart(s: VTESState, me: int, uid: int) -> int:
    """The controlled vampire an uncontrolled card may merge with: the same vampire, one advanced
    and the other not (VT-INF-09); -1 if none."""
    f = s.facts(uid)
    for v in s.ready[me] + s.torpor[me]:
        g = s.facts(v)
        merged = any(x.startswith("merged:") for x in s.minions[v].marks)
        if g.crypt and g.slug == f.slug and g.advanced != f.advanced and not merged:
            return v
    return -1


def merges(s: VTESState, me: int) -> Iterator[Action]:
    for uid in s.uncontrolled[me]:
        if counterpart(s, me, uid) >= 0:
            yield act("merge", uid)


def merge(s: VTESState, me: int, uid: int) -> None:
    """VT-INF-09 to VT-INF-12: 4 transfers and 1 pool put the card on its counterpart: one vampire,
    with the advanced card's features and the base card's text; the counters and cards of the in-play
    vampire stay, those on the incoming card are burned (VT-INF-10)."""
    target = counterpart(s, me, uid)
    incoming = s.minions[uid]
    s.transfers -= MERGE_TRANSFERS
    s.uncontrolled[me].remove(uid)
    for p in incoming.cards:
        ops.burn_placed(s, p)
    del s.minions[uid]
    m = s.minions[target]
    if facts(incoming.card).advanced:
        merged = m._replace(card=incoming.card, marks=m.marks | {f"merged:{m.card}"})
        merged = advanced_wins(merged, m.card, incoming.card)
    else:
        merged = m._replace(marks=m.marks | {f"merged:{incoming.card}"})
    s.minions[target] = merged
    ops.say(s, N_("{seat} merges {card} (VT-INF-09)."), seat=s.seat_name(me), card=facts(merged.card).name)
    ops.burn_pool(s, me, 1)
    gain_merged_title(s, target)
    gain_merged_sect(s, target)


#: "[MERGED] Baron of Chicago.", "[MERGED] Assamite Justicar.": the title an advanced vampire's merged
#: text gives (VT-INF-13); the clan of a clan's title, the city of a city's title.
MERGED_TITLE = re.compile(
    r"\[MERGED\]\s*(?:(?:Camarilla|Sabbat|Anarch|Independent|Laibon)\s+)?(?:([A-Z][\w'-]*)\s+)?"
    r"(prince|baron|archbishop|justicar|inner circle|primogen|bishop|cardinal|regent|priscus)"
    r"(?:\s+of\s+([^.:]+))?\s*[.:]",
    re.IGNORECASE,
)


def gain_merged_title(s: VTESState, uid: int) -> None:
    """VT-INF-13: a merged vampire gains the title its advanced card's merged text gives."""

    found = next((MERGED_TITLE.search(facts(c).text) for c in merged_cards(s, uid)), None)
    if found is None:
        return
    clan, title, city = found.group(1) or "", found.group(2).lower(), (found.group(3) or "").strip()
    gain_title(s, uid, title, clan=clan if title in ("justicar", "inner circle") else "", city=city)


#: "[MERGED] Anarch.": the sect an advanced vampire's merged text gives, alone in its sentence (VT-INF-13).
MERGED_SECT = re.compile(r"\[MERGED\]\s*(Camarilla|Sabbat|Anarch|Independent|Laibon)\s*\.")


def gain_merged_sect(s: VTESState, uid: int) -> None:
    """VT-INF-13, VT-SECT-01: a merged vampire becomes of the sect its advanced card's merged text names."""
    if not any(x.startswith("merged:") for x in s.minions[uid].marks):
        return
    for c in merged_cards(s, uid):
        found = MERGED_SECT.search(facts(c).text)
        if found:
            sect = found.group(1).lower()
            s.minions[uid] = s.minions[uid]._replace(sect=sect)
            ops.say(s, N_("{minion} becomes {sect}."), minion=ops.label(s, uid), sect=found.group(1))
            return


def merged_cards(s: VTESState, uid: int) -> list[int]:
    """The advanced card of a merged vampire (the card it is now, or the one merged into it)."""
    m = s.minions[uid]
    cards = [m.card, *(int(x[7:]) for x in m.marks if x.startswith("merged:"))]
    return [c for c in cards if facts(c).advanced]


def advanced_wins(m: Minion, base: int, advanced: int) -> Minion:
    """VT-INF-12: where the base card and the advanced card conflict, the advanced card wins: a sect
    or title still as the base card prints it becomes the advanced card's (one changed in play stays)."""
    b, a = facts(base), facts(advanced)
    if a.sect and m.sect == b.sect and a.sect != b.sect:
        m = m._replace(sect=a.sect)
    if a.title and m.title == b.title and a.title != b.title:
        m = m._replace(title=a.title)
    return m


def may_bring(s: VTESState, me: int, uid: int) -> bool:
    """VT-CONT-06: you may not choose to bring out a copy of a unique vampire you already control."""
    slug = s.facts(uid).slug
    return not any(s.facts(v).slug == slug for v in s.ready[me] + s.torpor[me] + s.contested[me])


def explain_influence(s: VTESState, me: int, why: Why) -> None:
    a = why.target
    if a.verb in ("transfer", "bring", "return") and a.args and int(a.args[0]) not in s.uncontrolled[me]:
        why.no(
            a, gettext("{vampire} is not a vampire in your uncontrolled region (VT-INF-04).").format(vampire=a.args[0])
        )
    elif a.verb == "transfer":
        why.no(
            a,
            gettext(
                "You have {n} transfers left and {pool} pool; each blood moved costs 1 of each (VT-INF-03, VT-INF-04)."
            ).format(n=s.transfers, pool=s.pool[me]),
        )
    elif a.verb == "bring":
        why.no(a, UNIQUE)


def influence(s: VTESState, me: int, action: Action) -> None:
    verb = action.verb
    if action == CRYPT:  # VT-INF-06
        s.transfers -= 4
        uid = ops.new_minion(s, s.crypt[me].pop(), me)
        s.uncontrolled[me].append(uid)
        s.reveals += 1
        ops.say(s, N_("{seat} moves a crypt card to the uncontrolled region."), seat=s.seat_name(me))
        ops.burn_pool(s, me, 1)
        return
    uid = int(action.args[0])
    if verb == "merge":
        merge(s, me, uid)
        return
    if verb == "bring":  # VT-INF-07: face up, unlocked; the excess drains
        ops.say(s, N_("{seat} brings out {card}."), seat=s.seat_name(me), card=facts(s.minions[uid].card).name)
        cost = scarce_cost(s, me, uid)  # VT-TRAIT-09
        ops.enter_ready(s, me, uid)
        s.game_marks[(BROUGHT_OUT, uid)] = s.turn  # "entered your ready region during your last influence phase"
        ops.burn_pool(s, me, cost)
    elif verb == "return":  # VT-INF-05
        s.transfers -= 2
        ops.blood_to_pool(s, uid, me, 1)
        ops.say_return(s, me, uid)
    else:  # VT-INF-04, one transfer per counter
        k = int(action.args[1])
        s.transfers -= k
        s.minions[uid] = s.minions[uid]._replace(blood=s.minions[uid].blood + k)
        ops.burn_pool(s, me, k)
        ops.say_transfer(s, me, uid, k)


# ------------------------------------------------------------------------ discard phase


#: A per-Methuselah static: the pool a discard phase action costs (none by default).
DISCARD_COST = "discard cost"


class DiscardPhase(Window):
    """VT-DISC-01 to VT-DISC-04: each discard phase action discards a card and draws; ``end``."""

    __slots__ = ()

    kind = "discard"
    PASS_ACTION = END

    def moment(self, s: VTESState) -> str:
        return "discard"

    def seats(self, s: VTESState) -> list[int]:
        return [self.acting]

    def prompt(self, state: VTESState) -> str:
        n = state.phase_actions
        return gettext(P_DISCARD[n != 1]).format(n=n)

    def plays(self, s: VTESState, seat: int, why: Why | None) -> Iterator[Action]:
        if s.phase_actions > 0 and s.pool[seat] >= seat_static(s, seat, DISCARD_COST):
            seen: set[str] = set()
            for c in s.hand[seat]:
                slug = facts(c).slug
                if slug not in seen:
                    seen.add(slug)
                    yield discard_action(slug)
        elif why is not None and why.target.verb == "discard":
            why.no(why.target, N_("You have no discard phase action left (VT-DISC-01, VT-DISC-04)."))
        yield from window_plays(s, self, seat, why)
        if why is not None and why.target.verb == "discard":
            why.no(
                why.target,
                gettext("You have no card '{card}' in your hand.").format(
                    card=why.target.args[0] if why.target.args else ""
                ),
            )

    def play(self, s: VTESState, seat: int, action: Action) -> None:
        if play_from_window(s, self, seat, action):
            return
        card = next(c for c in s.hand[seat] if facts(c).slug == action.args[0])
        s.phase_actions -= 1
        cost = seat_static(s, seat, DISCARD_COST)
        if cost > 0:  # "must pay an additional pool to use a discard phase action" (Camarilla Threat)
            ops.say(s, N_("{seat} pays {n} pool to discard."), seat=s.seat_name(seat), n=cost)
            ops.burn_pool(s, seat, cost)
            if not s.in_game(seat):
                return
        ops.fire(s, "discard-action", {"seat": seat, "card": card})
        ops.discard(s, seat, card)  # VT-DISC-02: discard and draw


# ------------------------------------------------------------------------ drawing from elsewhere


class DrawChoice(Frame):
    """A Methuselah who may draw from elsewhere than the library (the cards a Shilmulo Tarot holds)
    chooses, for each card drawn, where it comes from (``draw library``, ``draw <card>``). Only they
    see the choices: the cards aside are theirs alone to see."""

    __slots__ = ("left",)

    window = None

    def __init__(self, seat: int, left: int) -> None:
        super().__init__(seat)
        self.left = left

    def prompt(self, state: VTESState) -> str:
        return prompts.ask_draw(self.left)

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        if state.library[self.seat] or not state.aside[self.seat]:
            # with nothing left aside (the Tarot burned before the draw was chosen) the draw is from
            # the library, which draws nothing when empty (VT-CARD-19): never a question without a move
            yield Action("draw", ("library",))
        seen: set[str] = set()
        for c in state.aside[self.seat]:
            slug = facts(c).slug
            if slug not in seen:
                seen.add(slug)
                yield Action("draw", (slug,))

    def run(self, state: VTESState) -> None:
        state.finish(self)

    def shown(self, state: VTESState, action: Action) -> str:
        """Which card is drawn from the cards set aside is the drawer's own (VT-CARD-18)."""
        return "draws a card"

    def resolve(self, state: VTESState, action: Action) -> None:
        s = state
        seat = self.seat
        assert seat is not None
        what = str(action.args[0])
        if what == "library":
            ops.draw_library(s, seat, 1)
        else:
            card = next(c for c in s.aside[seat] if facts(c).slug == what)
            for f in DRAW_FROM:
                if f(s, seat, card):
                    break
        self.left -= 1
        if self.left <= 0:
            s.finish(self)
        elif not any(f(s, seat) for f in DRAW_CHOICES):
            s.finish(self)
            ops.draw_library(s, seat, self.left)
        s._legal = None

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"draw": self.seat, "left": self.left}


# ------------------------------------------------------------------------ discarding down


class DiscardDown(Frame):
    """VT-CARD-21: a Methuselah over their hand size discards down at once, choosing the cards."""

    __slots__ = ()

    window = None

    def prompt(self, state: VTESState) -> str:
        assert self.seat is not None
        return prompts.ask(prompts.DISCARD_DOWN, n=hand_size(state, self.seat))

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        assert self.seat is not None
        seen: set[str] = set()
        for c in state.hand[self.seat]:
            slug = facts(c).slug
            if slug not in seen:
                seen.add(slug)
                yield Action("discard", (slug,))

    def resolve(self, state: VTESState, action: Action) -> None:
        s = state
        seat = self.seat
        assert seat is not None
        card = next(c for c in s.hand[seat] if facts(c).slug == action.args[0])
        ops.take_from_hand(s, seat, card)
        s.ash[seat].append(card)
        if len(s.hand[seat]) <= hand_size(s, seat):
            s.finish(self)

    def run(self, state: VTESState) -> None:
        state.finish(self)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"discard-down": self.seat}


_ = (impulse_order, MINION, INFLUENCE)
