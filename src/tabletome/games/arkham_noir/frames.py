"""The flow of Arkham Noir as decision frames on the state's stack (engine.flow).

Bottom of the stack, always: the :class:`Turn`, an automatic step that pushes the action
phase, then runs maintenance and starts the next turn (rules version 1 offered the contact a
last moment in between). Above it, while a turn resolves, the frames of what is pending,
innermost on top:

=======================  =====================================================  ===========
frame                    what                                                   decides
=======================  =====================================================  ===========
:class:`ActionPhase`     the principal card and actions a-e, or the Exchange    investigator
:class:`HandLimit`       discard down to 3 at once, even between two effects    investigator
:class:`Effects`         a placed card's effects, left to right                 automatic
:class:`EffectChoice`    one effect that asks: its targets, or use/skip         investigator
:class:`Collect`         Puzzle clues from the case being closed, or done       investigator
:class:`SanityBonus`     a card from the sanity area after a 6-type close       investigator
:class:`Exchange`        the contact's Exchange, asked as two steps             investigator
:class:`ContactWindow`   rules version 1: the Exchange before maintenance       investigator
=======================  =====================================================  ===========

Each decision frame's ``options`` lists the legal actions and, given a ``Why``, names the
rule that refuses the asked action (sentences in reasons.py): legality lives there only.
The contact's Exchange may be used at any moment (AN-CONT-01): every decision offers
``exchange`` (``_judge``), which pushes an :class:`Exchange` above the decision it interrupts;
that decision is asked again once the Exchange is made (or taken back).
The rules' mechanics (draws, tests, discards, closing) are in rules.py. Frames never change:
a step that moves on puts a new frame (or a shared one) in its place on the stack, so a clone
shares its original's frames and copies the stack as one slice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, _

from . import reasons, rules
from .actions import (
    BACK,
    BONUS,
    CALM,
    CLEAR,
    CLOSE,
    CONTINUE,
    DISCARD,
    DONE,
    DROP,
    EXCHANGE_MOVE,
    GET,
    GIVE,
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
    number_arg,
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
    EFFECT_KINDS,
    NO_TARGET,
)
from .rules import CONTACT_READY, HAND_LIMIT_SIZE, KEY_SIDE, OK, case_at, case_number, say
from .words import Printed, label, name

if TYPE_CHECKING:
    from .state import ArkhamNoirState

# What the investigator decides now, by the top frame (views and the observation encoder
# name it; RESOLVING is never seen outside ``apply`` and keeps the encoding's layout).
# WINDOW ("contact") is the contact's decision: the Exchange being made (its two steps), or
# rules version 1's window before maintenance.
ACTION, HAND_LIMIT, EFFECT, COLLECT_PHASE, BONUS_PHASE, WINDOW, OVER, RESOLVING = range(8)
PHASE_NAMES = ("action", "hand limit", "effect", "collect", "sanity bonus", "contact", "over", "resolving")

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
EFFECT_VERBS = frozenset(("use", "skip", *EFFECT_VERB.values()))


class AnFrame(Frame):
    """A step of the Arkham Noir flow: its phase, and what the investigator must do there."""

    __slots__ = ()

    phase: ClassVar[int] = RESOLVING
    #: The end of "you must ..." (the sentence for an action this step does not consider).
    must: ClassVar[str] = N_("wait")

    def copy(self) -> Frame:
        return self  # frames never change: a step that moves on puts a new frame in its place

    def key(self) -> tuple[Any, ...]:
        """What defines this step, for state equality."""
        names = [n for k in type(self).__mro__ for n in getattr(k, "__slots__", ())]
        return (type(self).__name__, *(getattr(self, n) for n in names))

    def prompt(self, state: Any) -> str:
        return _("You must {must}.").format(must=_(self.must))

    def refuse(self, s: ArkhamNoirState, why: Why) -> None:
        """Name the rule that refuses ``why.target`` (an action not among the options)."""

    def resolve(self, s: ArkhamNoirState, a: Action) -> None:
        """The contact's Exchange interrupts any decision (AN-CONT-01); the rest is the frame's ``answer``."""
        if a is EXCHANGE_MOVE:
            s.push(EXCHANGE_START)
            if s.log is not None:
                say(s, N_("You call on {contact} for the Exchange (AN-CONT-04)."), contact=Printed(s.ed.contact_name))
            return
        self.answer(s, a)

    def answer(self, s: ArkhamNoirState, a: Action) -> None:
        """Play a legal answer to this decision."""
        raise NotImplementedError(f"{type(self).__name__} takes no decision")


def _judge(frame: AnFrame, s: ArkhamNoirState, why: Why | None, legal: list[Action]) -> Iterator[Action]:
    """The options of a decision frame: ``legal``, and the Exchange at any moment (AN-CONT-01) while
    the contact can make one; with ``why``, the reason the asked action is refused."""
    if s.rd.exchange_anywhere and rules.can_exchange(s):
        legal.append(EXCHANGE_MOVE)
    if why is not None and why.target not in legal:
        if why.target.verb == "exchange":
            why.no(why.target, reasons.exchange_move(s, why.target, type(frame) in _PAIR_EXCHANGE))
        else:
            frame.refuse(s, why)
    return iter(legal)


# ---------------------------------------------------------------- the turn
ACTION_STEP, CONTACT_STEP, MAINTENANCE_STEP = range(3)


class Turn(AnFrame):
    """AN-TURN-01/02: the action phase, then maintenance (rules version 1: the contact's last
    moment in between, AMB-09).

    Always the bottom frame; it moves on to its next step by putting that step's frame in its
    place (``TURNS``), so, like every frame here, it never changes."""

    __slots__ = ("step",)

    def __init__(self, step: int = ACTION_STEP) -> None:
        super().__init__(None)
        self.step = step

    def run(self, s: ArkhamNoirState) -> None:
        """The next steps, until one pushes a decision or the game ends."""
        step: int | None = self.step
        while step is not None:
            step = _TURN_STEPS[step](s)


def _action_step(s: ArkhamNoirState) -> int | None:
    s.stack[0] = TURNS[CONTACT_STEP]
    if s.row:
        s.push(ACTION_PHASE)
        return None
    say(s, N_("The main row is empty: no principal card, so the turn goes straight to maintenance (AMB-11)."))
    return CONTACT_STEP


def _contact_step(s: ArkhamNoirState) -> int | None:
    """Rules version 1 (AMB-09 narrowed): a last moment for the Exchange before maintenance. Since
    version 2 the Exchange is offered at every decision, and the action goes straight on to
    maintenance ("pasa inmediatamente a la fase de mantenimiento", AN-ACT-06)."""
    s.stack[0] = TURNS[MAINTENANCE_STEP]
    if not s.rd.exchange_anywhere and rules.exchange_options(s):
        s.push(CONTACT_WINDOW)
        return None
    return MAINTENANCE_STEP


def _maintenance_step(s: ArkhamNoirState) -> int | None:
    rules.maintenance(s)
    if s.outcome_ is not None:
        return None
    s.turn_no += 1
    s.stack[0] = TURNS[ACTION_STEP]
    if s.log is not None:
        say(s, N_("Turn {n}."), n=s.turn_no)
    return ACTION_STEP


_TURN_STEPS: tuple[Callable[[ArkhamNoirState], int | None], ...] = (_action_step, _contact_step, _maintenance_step)
TURNS = (Turn(ACTION_STEP), Turn(CONTACT_STEP), Turn(MAINTENANCE_STEP))


def start(s: ArkhamNoirState) -> None:
    """After setup: turn 1 begins (AN-TURN-01)."""
    s.push(TURNS[ACTION_STEP])
    s.settle()


# ---------------------------------------------------------------- the action phase
class ActionPhase(AnFrame):
    """AN-ACT-01, AMB-13: a and e always; b, c, d only when they can be completed; the Exchange
    at any moment (AN-CONT-01), without using up the action (rules version 1: ``exchange N M``)."""

    __slots__ = ()
    phase = ACTION
    must = N_("take the principal card and perform one of the five actions: take, play, hand, close or pass")

    def prompt(self, s: ArkhamNoirState) -> str:
        # the moves are named by their notation (take, play, hand, close, pass: the rulebook's actions
        # a to e, each citing its clause), never by a letter a menu key could be mistaken for
        said = _(
            "Turn {n}: the principal card is {card}; perform one action (AN-ACT-01): take, play, hand, close or pass."
        )
        return said.format(n=s.turn_no, card=_shown(s.ed.card_label(s.row[0])))

    def options(self, s: ArkhamNoirState, why: Why | None) -> Iterator[Action]:
        ed = s.ed
        facts = rules.line_facts(s)
        key_ready = s.contact == CONTACT_READY
        slots = [n - 1 for n in s.case_numbers]
        out = [TAKE]
        # b: the principal card, c: a card from the hand; the Key side only where no Key
        # allows the play (AN-CONT-03, AMB-08).
        hand = s.hand
        for i, codes in enumerate(rules.placement(ed, [s.row[0], *hand], facts, s.rd.key_side_short)):
            if i:
                plain, keyed = HAND[hand[i - 1]], HAND_KEY[hand[i - 1]]
            else:
                plain, keyed = PLAY, PLAY_KEY
            for ci, code in enumerate(codes):
                if code == OK:
                    out.append(plain[slots[ci]])
                elif code == KEY_SIDE and key_ready:
                    out.append(keyed[slots[ci]])
        out += [CLOSE[slots[ci]] for ci, f in enumerate(facts) if f[3]]  # d: closable
        out.append(PASS)  # e
        if not s.rd.exchange_anywhere:  # rules version 1: the Exchange as one action
            out += rules.exchange_options(s)
        return _judge(self, s, why, out)

    def refuse(self, s: ArkhamNoirState, why: Why) -> None:
        t = why.target
        if t.verb in ("play", "hand"):
            explain_play(s, why, t, in_action=True)
        elif t.verb == "close":
            number = number_arg(t, 0)
            ci = case_at(s, number)
            why.no(t, reasons.no_case(s, number) if ci < 0 else reasons.cannot_close(s, ci))

    def answer(self, s: ArkhamNoirState, a: Action) -> None:
        if a.verb == "exchange":  # rules version 1's ``exchange N M``
            rules.exchange(s, card_arg(a, 0), card_arg(a, 1))  # the action phase goes on
            return
        s.finish(self)
        principal = s.row.pop(0)  # AN-ACT-01: the principal card goes with every action a-e
        _ACTIONS[a.verb](s, a, principal)


def explain_play(s: ArkhamNoirState, why: Why, t: Action, in_action: bool) -> None:
    """Why a refused ``play``/``hand`` action is refused: the case, the card, then rules.placement."""
    from_hand = t.verb == "hand"
    number = number_arg(t, 1 if from_hand else 0)
    ci = case_at(s, number)
    if ci < 0:
        why.no(t, reasons.no_case(s, number))
        return
    if from_hand:
        card = card_arg(t, 0)
        if card not in s.hand:
            why.no(t, reasons.not_in_hand(s, card))
            return
        where = _shown(s.ed.card_label(card))
    else:
        card = s.row[0]
        where = _("the principal card {card}").format(card=_shown(s.ed.card_label(card)))
    code = rules.placement(s.ed, [card], rules.line_facts(s), s.rd.key_side_short)[0][ci]
    if t.args[-1] == KEY_WORD:
        ready = s.contact == CONTACT_READY
        if in_action or s.rd.key_side_effects:
            text = reasons.key_side(s, code, card, ci, where, ready)
        else:
            text = reasons.KEY_ONLY_IN_ACTION
    elif code != OK:
        text = reasons.placement(s, code, card, ci, where)
    else:
        text = _("'{move}' is not possible now.").format(move=t) if in_action else reasons.EFFECT_PLAYS_NOTHING
    why.no(t, text)


def _take(s: ArkhamNoirState, a: Action, p: int) -> None:
    """AN-ACT-02: the principal card to the hand (AMB-13: also with a full hand)."""
    s.hand.append(p)
    if s.log is not None:
        say(s, N_("Action a: you add the principal card {card} to your hand."), card=label(s.ed, p))
    check_hand(s)


def _play(s: ArkhamNoirState, a: Action, p: int) -> None:
    """AN-ACT-03: the principal card into an open case."""
    ci = case_at(s, number_arg(a, 0))
    if len(a.args) > 1:
        rules.use_contact_key(s, ci)
    if s.log is not None:
        say(
            s,
            N_("Action b: you play the principal card {card} in case {case}."),
            card=label(s.ed, p),
            case=case_number(s, ci),
        )
    play_card(s, p, ci)


def _from_hand(s: ArkhamNoirState, a: Action, p: int) -> None:
    """AN-ACT-04: discard the principal card, play a card from the hand."""
    c = card_arg(a, 0)
    ci = case_at(s, number_arg(a, 1))
    if s.log is not None:
        ed = s.ed
        say(
            s,
            N_("Action c: you discard the principal card {card} and play {other} from your hand in case {case}."),
            card=label(ed, p),
            other=label(ed, c),
            case=case_number(s, ci),
        )
    rules.discard_card(s, p)
    if len(a.args) > 2:
        rules.use_contact_key(s, ci)
    s.hand.remove(c)
    play_card(s, c, ci)


def _close(s: ArkhamNoirState, a: Action, p: int) -> None:
    """AN-ACT-05: discard the principal card, close a case."""
    ci = case_at(s, number_arg(a, 0))
    if s.log is not None:
        ed = s.ed
        say(
            s,
            N_("Action d: you discard the principal card {card} and close case {case} ({victim})."),
            card=label(ed, p),
            case=case_number(s, ci),
            victim=Printed(ed.v_names[s.case_victims[ci]]),
        )
    rules.discard_card(s, p)
    start_closing(s, ci)


def _pass(s: ArkhamNoirState, a: Action, p: int) -> None:
    """AN-ACT-06: discard the principal card and pass."""
    if s.log is not None:
        say(s, N_("Action e: you discard the principal card {card} and pass."), card=label(s.ed, p))
    rules.discard_card(s, p)


_ACTIONS: dict[str, Callable[[ArkhamNoirState, Action, int], None]] = {
    "take": _take,
    "play": _play,
    "hand": _from_hand,
    "close": _close,
    "pass": _pass,
}


def play_card(s: ArkhamNoirState, card: int, ci: int) -> None:
    """Place a card (fatigue first, rules.place), then its effects, left to right (AN-EFF-01)."""
    rules.place(s, card, ci)
    if s.outcome_ is None and s.ed.effects[card]:
        s.push(Effects(card, s.case_victims[ci]))


# ---------------------------------------------------------------- the hand limit
class HandLimit(AnFrame):
    """AN-HAND-02: above 3 cards, discard at once (a discard follows AN-DISC)."""

    __slots__ = ()
    phase = HAND_LIMIT
    must = N_("discard down to 3 cards in hand (AN-HAND-02)")

    def options(self, s: ArkhamNoirState, why: Why | None) -> Iterator[Action]:
        return _judge(self, s, why, [DISCARD[c] for c in s.hand])

    def refuse(self, s: ArkhamNoirState, why: Why) -> None:
        if why.target.verb == "discard":
            why.no(why.target, reasons.not_in_hand(s, card_arg(why.target)))

    def answer(self, s: ArkhamNoirState, a: Action) -> None:
        c = card_arg(a)
        s.hand.remove(c)
        if s.log is not None:
            say(s, N_("Hand limit: you discard {card}."), card=label(s.ed, c))
        rules.discard_card(s, c)
        if len(s.hand) <= HAND_LIMIT_SIZE:
            s.finish(self)


def check_hand(s: ArkhamNoirState) -> None:
    """After a card enters the hand: above the limit, the discard comes at once (AN-HAND-02)."""
    if len(s.hand) > HAND_LIMIT_SIZE and s.outcome_ is None:
        s.push(HAND_LIMIT_FRAME)


# ---------------------------------------------------------------- card effects
class Effects(AnFrame):
    """AN-EFF-01..03: a placed card's effects, left to right; black ones without a target (a
    sanity test, a draw, lose time) or with none possible resolve by themselves, the others ask
    (:class:`EffectChoice`), a black one with a single possible target too: a visible step with
    that one answer (rules version 1 resolved it without stopping). It moves on to the next
    effect by putting a new frame in its place: frames never change, so clones share them."""

    __slots__ = ("card", "next", "victim")

    def __init__(self, card: int, victim: int, next: int = 0) -> None:
        super().__init__(None)
        self.card = card
        self.victim = victim  # the case it was placed in
        self.next = next  # the next effect to resolve

    def run(self, s: ArkhamNoirState) -> None:
        effects = s.ed.effects[self.card]
        i = self.next
        if i >= len(effects):
            s.finish(self)
            return
        kind, mandatory = effects[i]
        targets = None if kind in NO_TARGET else effect_targets(s, kind, self.victim)
        if asks(mandatory, targets, s.rd.forced_shown):
            s.push(EffectChoice(self.card, self.victim, i, kind, mandatory))
            return
        s.stack[-1] = Effects(self.card, self.victim, i + 1)  # before resolving: it may push
        if targets:
            if s.log is not None:
                say(
                    s,
                    N_("{effect} of {card} is mandatory and has one target."),
                    effect=Printed(s.ed.effect_names[kind]),
                    card=label(s.ed, self.card),
                )
            _RESOLVE[kind](s, targets[0], self.victim)
        elif targets is None:
            _RESOLVE[kind](s, None, self.victim)
        elif s.log is not None:
            say(
                s,
                N_("{effect} of {card}: nothing to do."),
                effect=Printed(s.ed.effect_names[kind]),
                card=label(s.ed, self.card),
            )

    def child_done(self, s: ArkhamNoirState, child: Frame) -> None:
        if type(child) is EffectChoice:  # answered: the next effect
            s.stack[-1] = Effects(self.card, self.victim, self.next + 1)


def asks(mandatory: bool, targets: list[Action] | None, forced_shown: bool = True) -> bool:
    """Whether an effect is asked: a brown one always (targets, or use/skip), a black one with a
    target whenever one is possible (AN-EFF-02/03); ``forced_shown`` False (rules version 1): a
    black one only with two targets or more."""
    if targets is None:
        return not mandatory
    return bool(targets) and (forced_shown or not (mandatory and len(targets) == 1))


class EffectChoice(AnFrame):
    """One effect that asks: a target (and 'skip' if brown), or 'use'/'skip' for a brown effect
    without a target."""

    __slots__ = ("card", "index", "kind", "mandatory", "victim")
    phase = EFFECT
    must = N_("resolve the card effect")

    def __init__(self, card: int, victim: int, index: int, kind: int, mandatory: bool) -> None:
        super().__init__(0)
        self.card = card
        self.victim = victim
        self.index = index
        self.kind = kind
        self.mandatory = mandatory

    def prompt(self, s: ArkhamNoirState) -> str:
        from .render import effect_text

        ed = s.ed
        how = _("mandatory") if self.mandatory else _("optional: use it or skip")
        if self.mandatory and self.kind not in NO_TARGET:
            targets = effect_targets(s, self.kind, self.victim)
            if len(targets) == 1:
                how = _("mandatory; its one possible target: '{target}'").format(target=targets[0])
        name = _shown(ed.effect_names[self.kind])
        text = effect_text(EFFECT_KINDS[self.kind], ed.effect_texts[self.kind])
        return _("Effect of {card}: {effect} ({how}). {text}").format(
            card=_shown(ed.card_label(self.card)), effect=name, how=how, text=text
        )

    def options(self, s: ArkhamNoirState, why: Why | None) -> Iterator[Action]:
        if self.kind in NO_TARGET:
            return _judge(self, s, why, [USE, SKIP])
        out = effect_targets(s, self.kind, self.victim)
        if not self.mandatory:
            out.append(SKIP)
        return _judge(self, s, why, out)

    def child_done(self, s: ArkhamNoirState, child: Frame) -> None:
        """After an Exchange made here the effect is asked again from its card (:class:`Effects`):
        its targets may have changed (AN-CONT-04 swaps hand and penalty cards)."""
        if type(child) is Exchange and s.contact != CONTACT_READY:
            s.stack.pop()  # this frame, on top: not finished, so its card does not move on
            s._legal = None

    def refuse(self, s: ArkhamNoirState, why: Why) -> None:
        t = why.target
        verb = t.verb
        if verb not in EFFECT_VERBS:
            return
        wanted = EFFECT_VERB.get(self.kind)
        if verb == "skip":
            why.no(t, reasons.mandatory(s, self.kind))
        elif wanted is None:
            why.no(t, reasons.answer_use_or_skip(s, self.kind))
        elif verb != wanted:
            why.no(t, reasons.answer_with(s, self.kind, wanted))
        elif verb == "hand":
            explain_play(s, why, t, in_action=False)
        else:
            why.no(t, reasons.not_there(s, verb, card_arg(t)))

    def answer(self, s: ArkhamNoirState, a: Action) -> None:
        s.finish(self)  # the Effects frame below moves on (child_done)
        if a is SKIP:
            if s.log is not None:
                say(
                    s,
                    N_("You skip {effect} of {card}."),
                    effect=Printed(s.ed.effect_names[self.kind]),
                    card=label(s.ed, self.card),
                )
            return
        _RESOLVE[self.kind](s, None if a is USE else a, self.victim)


def effect_targets(s: ArkhamNoirState, kind: int, victim: int) -> list[Action]:
    """The answers to an effect with a target (AMB-01), given the case its card is in."""
    return _TARGETS[kind](s, victim)


def _plays_from_hand(s: ArkhamNoirState, victim: int) -> list[Action]:
    """The "play" effect: a card from the hand wherever rules.placement allows it (AN-REQ-01),
    with the contact's Key side too (AN-CONT-03; rules version 1: only with action b or c)."""
    slots = [n - 1 for n in s.case_numbers]
    key = s.contact == CONTACT_READY and s.rd.key_side_effects
    out = []
    for h, codes in zip(s.hand, rules.placement(s.ed, s.hand, rules.line_facts(s), s.rd.key_side_short), strict=True):
        for ci, code in enumerate(codes):
            if code == OK:
                out.append(HAND[h][slots[ci]])
            elif code == KEY_SIDE and key:
                out.append(HAND_KEY[h][slots[ci]])
    return out


def _take_back_targets(s: ArkhamNoirState, victim: int) -> list[Action]:
    """A card of this line, except a card whose own effects are still resolving."""
    busy = active_cards(s)
    return [TAKEBACK[c] for c in s.cases[rules.case_index(s, victim)] if c not in busy]


_TARGETS: dict[int, Callable[[ArkhamNoirState, int], list[Action]]] = {
    E_DISCARD: lambda s, v: [DISCARD[c] for c in s.hand],
    E_TAKE_BACK: _take_back_targets,
    E_PLAY: _plays_from_hand,
    E_CLEAR_TIME: lambda s, v: [CLEAR[c] for c in s.time_area],
    E_TAKE_FROM_ROW: lambda s, v: [PICK[c] for c in s.row],
    E_DISCARD_FROM_ROW: lambda s, v: [DROP[c] for c in s.row],
    E_CALM: lambda s, v: [CALM[c] for c in s.sanity_area],
}


# How each effect resolves: (state, the chosen target or None, the victim of the card's case).
def _sanity_test(s: ArkhamNoirState, a: Action | None, victim: int) -> None:
    rules.sanity_test(s)


def _draw(s: ArkhamNoirState, a: Action | None, victim: int) -> None:
    drawn = rules.draw_cards(s, 1)
    s.hand += drawn
    if s.log is not None and drawn:
        say(s, N_("Effect: you draw {card}."), card=label(s.ed, drawn[0]))
    check_hand(s)


def _time_penalty(s: ArkhamNoirState, a: Action | None, victim: int) -> None:
    drawn = rules.draw_cards(s, 1)
    s.time_area += drawn  # not a discard: whatever its icons
    if s.log is not None and drawn:
        say(s, N_("Effect: {card} from the draw deck goes to the time area."), card=label(s.ed, drawn[0]))


def _targeted(move: Callable[[ArkhamNoirState, int, Action, int], None]) -> Callable[..., None]:
    """An effect with a target: say which card it names, then move it."""

    def resolve(s: ArkhamNoirState, a: Action | None, victim: int) -> None:
        assert a is not None
        c = card_arg(a, 0)
        if s.log is not None:
            kind = _KIND_OF_VERB[a.verb]
            say(s, N_("Effect {effect}: {card}."), effect=Printed(s.ed.effect_names[kind]), card=label(s.ed, c))
        move(s, c, a, victim)

    return resolve


def _discard_from_hand(s: ArkhamNoirState, c: int, a: Action, victim: int) -> None:
    s.hand.remove(c)
    rules.discard_card(s, c)


def _take_back(s: ArkhamNoirState, c: int, a: Action, victim: int) -> None:
    s.cases[rules.case_index(s, victim)].remove(c)
    s.hand.append(c)
    check_hand(s)


def _play_from_hand(s: ArkhamNoirState, c: int, a: Action, victim: int) -> None:
    ci = case_at(s, number_arg(a, 1))
    if len(a.args) > 2:
        rules.use_contact_key(s, ci)
    s.hand.remove(c)
    play_card(s, c, ci)


def _clear_time(s: ArkhamNoirState, c: int, a: Action, victim: int) -> None:
    s.time_area.remove(c)
    s.discard.append(c)


def _take_from_row(s: ArkhamNoirState, c: int, a: Action, victim: int) -> None:
    s.row.remove(c)
    s.hand.append(c)
    check_hand(s)


def _discard_from_row(s: ArkhamNoirState, c: int, a: Action, victim: int) -> None:
    s.row.remove(c)
    rules.discard_card(s, c)


def _calm(s: ArkhamNoirState, c: int, a: Action, victim: int) -> None:
    s.sanity_area.remove(c)
    s.discard.append(c)


_KIND_OF_VERB = {verb: kind for kind, verb in EFFECT_VERB.items()}
_RESOLVE: dict[int, Callable[[ArkhamNoirState, Action | None, int], None]] = {
    E_SANITY_TEST: _sanity_test,
    E_DRAW: _draw,
    E_TIME_PENALTY: _time_penalty,
    E_DISCARD: _targeted(_discard_from_hand),
    E_TAKE_BACK: _targeted(_take_back),
    E_PLAY: _targeted(_play_from_hand),
    E_CLEAR_TIME: _targeted(_clear_time),
    E_TAKE_FROM_ROW: _targeted(_take_from_row),
    E_DISCARD_FROM_ROW: _targeted(_discard_from_row),
    E_CALM: _targeted(_calm),
}


# ---------------------------------------------------------------- closing a case
class Collect(AnFrame):
    """AN-CLOSE-03/04: collect Puzzle clues from the case being closed, or stop with 'done'."""

    __slots__ = ("bonus", "victim")
    phase = COLLECT_PHASE
    must = N_("collect Puzzle clues from the case you close, or say 'done' (AN-CLOSE-03)")

    def __init__(self, victim: int, bonus: bool) -> None:
        super().__init__(0)
        self.victim = victim
        self.bonus = bonus  # AN-CLOSE-08: six types, counted before collecting

    def options(self, s: ArkhamNoirState, why: Why | None) -> Iterator[Action]:
        out = rules.collectible(s, self.victim)
        out.append(DONE)
        return _judge(self, s, why, out)

    def refuse(self, s: ArkhamNoirState, why: Why) -> None:
        if why.target.verb == "collect":
            why.no(why.target, reasons.not_there(s, "collect", card_arg(why.target)))

    def answer(self, s: ArkhamNoirState, a: Action) -> None:
        if a is not DONE:
            rules.collect(s, self.victim, card_arg(a))
            if rules.collectible(s, self.victim):
                return
        s.finish(self)
        finish_closing(s, self.victim, self.bonus)


def start_closing(s: ArkhamNoirState, ci: int) -> None:
    """AN-CLOSE-03..08: collecting is asked only when a Puzzle clue can be collected."""
    victim = s.case_victims[ci]
    bonus = rules.types_in(s, s.cases[ci]) == rules.ALL_TYPES
    if rules.collectible(s, victim):
        s.push(Collect(victim, bonus))
    else:
        finish_closing(s, victim, bonus)


def finish_closing(s: ArkhamNoirState, victim: int, bonus: bool) -> None:
    """The case closes (rules.close_case), then the sanity bonus if due and possible (AN-CLOSE-08)."""
    rules.close_case(s, victim)
    if bonus and s.outcome_ is None and s.sanity_area:
        s.push(SANITY_BONUS)


class SanityBonus(AnFrame):
    """AN-CLOSE-08, AMB-06: a card from the sanity area into the hand, or skip."""

    __slots__ = ()
    phase = BONUS_PHASE
    must = N_("take a card from the sanity area into your hand or 'skip' (AN-CLOSE-08)")

    def prompt(self, s: ArkhamNoirState) -> str:
        return _("Sanity bonus: you may take a card from the sanity area into your hand (AN-CLOSE-08), or skip.")

    def options(self, s: ArkhamNoirState, why: Why | None) -> Iterator[Action]:
        return _judge(self, s, why, [*(BONUS[c] for c in s.sanity_area), SKIP])

    def refuse(self, s: ArkhamNoirState, why: Why) -> None:
        if why.target.verb == "bonus":
            why.no(why.target, reasons.not_there(s, "bonus", card_arg(why.target)))

    def answer(self, s: ArkhamNoirState, a: Action) -> None:
        s.finish(self)
        if a is SKIP:
            return
        c = card_arg(a)
        s.sanity_area.remove(c)
        s.hand.append(c)  # AMB-06: into the hand; the hand limit applies at once
        if s.log is not None:
            say(s, N_("Sanity bonus: you take {card} from the sanity area into your hand."), card=label(s.ed, c))
        check_hand(s)


# ---------------------------------------------------------------- the contact's Exchange
class Exchange(AnFrame):
    """AN-CONT-04, AMB-07: the Exchange as one move in two steps, above the decision it interrupts
    (AN-CONT-01: "en cualquier momento"): ``give N`` (a card from the hand), then ``get N`` (a
    card from the time or sanity area); ``back`` takes back the last step, or the Exchange
    itself. Nothing changes until the second step; then the contact leaves the game (AN-CONT-02)
    and the interrupted decision is asked again."""

    __slots__ = ("given",)
    phase = WINDOW
    must = N_("finish the Exchange: 'give' a card from your hand, 'get' one from the time or sanity area, or 'back'")

    def __init__(self, given: int = -1) -> None:
        super().__init__(0)
        self.given = given  # the hand card chosen in the first step, or -1

    def prompt(self, s: ArkhamNoirState) -> str:
        name = s.ed.contact_name
        if self.given < 0:
            return _("{contact}'s Exchange: choose the card of your hand to give ('give N'), or 'back'.").format(
                contact=name
            )
        said = _(
            "{contact}'s Exchange: {card} goes to the penalty area; choose the card "
            "of the time or sanity area to get into your hand ('get N'), or 'back'."
        )
        return said.format(contact=name, card=_shown(s.ed.card_label(self.given)))

    def options(self, s: ArkhamNoirState, why: Why | None) -> Iterator[Action]:
        step = [GIVE[h] for h in s.hand] if self.given < 0 else [GET[c] for c in s.time_area + s.sanity_area]
        out = [*step, BACK]
        if why is not None and why.target not in out:
            self.refuse(s, why)
        return iter(out)

    def refuse(self, s: ArkhamNoirState, why: Why) -> None:
        t = why.target
        if t.verb in ("give", "get"):
            why.no(t, reasons.exchange_step(s, t.verb, card_arg(t), self.given))
        elif t.verb == "exchange":
            why.no(t, reasons.EXCHANGE_UNDER_WAY)

    def answer(self, s: ArkhamNoirState, a: Action) -> None:
        if a is BACK:
            if self.given < 0:
                s.finish(self)  # no Exchange: the interrupted decision is asked again
                say(s, N_("You take the Exchange back."))
            else:
                s.stack[-1] = EXCHANGE_START
            return
        if a.verb == "give":
            s.stack[-1] = Exchange(card_arg(a))
            return
        rules.exchange(s, self.given, card_arg(a))
        s.finish(self)


class ContactWindow(AnFrame):
    """Rules version 1 (AMB-09 narrowed): once after the action, while the contact is unused and an
    Exchange possible: ``exchange N M`` or ``continue``."""

    __slots__ = ()
    phase = WINDOW
    must = N_("'continue' to the maintenance phase, or first use Dr. Armitage's Exchange (AN-CONT-01)")

    def prompt(self, s: ArkhamNoirState) -> str:
        return _("Before the maintenance phase you may use Dr. Armitage's Exchange (AN-CONT-01), or continue.")

    def options(self, s: ArkhamNoirState, why: Why | None) -> Iterator[Action]:
        return _judge(self, s, why, [*rules.exchange_options(s), CONTINUE])

    def answer(self, s: ArkhamNoirState, a: Action) -> None:
        s.finish(self)
        if a is not CONTINUE:
            rules.exchange(s, card_arg(a, 0), card_arg(a, 1))


# The frames without a changing field: one object serves every state.
ACTION_PHASE = ActionPhase(0)
HAND_LIMIT_FRAME = HandLimit(0)
SANITY_BONUS = SanityBonus(0)
CONTACT_WINDOW = ContactWindow(0)
EXCHANGE_START = Exchange()
# The decisions where rules version 1 offered the Exchange, as ``exchange N M``.
_PAIR_EXCHANGE = (ActionPhase, ContactWindow)


# ---------------------------------------------------------------- what the stack tells
def top(s: ArkhamNoirState) -> AnFrame | None:
    frame = s.stack[-1] if s.stack else None
    assert frame is None or isinstance(frame, AnFrame)
    return frame


def stack_frames(s: ArkhamNoirState) -> list[AnFrame]:
    """The frames of the stack, outermost first (all of them Arkham Noir frames)."""
    out = []
    for f in s.stack:
        assert isinstance(f, AnFrame)
        out.append(f)
    return out


def phase(s: ArkhamNoirState) -> int:
    frame = top(s)
    return OVER if frame is None else frame.phase


def pending_effects(s: ArkhamNoirState) -> list[Effects]:
    """The cards whose effects are resolving, outermost first."""
    return [f for f in s.stack if type(f) is Effects]


def active_cards(s: ArkhamNoirState) -> set[int]:
    return {f.card for f in s.stack if type(f) is Effects}


def closing_victim(s: ArkhamNoirState) -> int:
    """The victim of the case being closed, or -1."""
    for f in s.stack:
        if type(f) is Collect:
            return f.victim
    return -1


def exchange_given(s: ArkhamNoirState) -> int:
    """The hand card chosen to give in the Exchange being made, or -1."""
    frame = top(s)
    return frame.given if type(frame) is Exchange else -1


def bonus_due(s: ArkhamNoirState) -> bool:
    """A 6-type close whose sanity bonus is still to come (AN-CLOSE-08)."""
    return any((type(f) is Collect and f.bonus) or type(f) is SanityBonus for f in s.stack)


def _shown(text: str) -> str:
    """A card or effect name as the reader's glossary prints it (for the prompts people read)."""
    return name(text)
