"""The assisted rules mode: a card whose effect is not implemented is played by stating its effect.

In the option ``rules=assisted`` a card with no effect in ``effects/`` can still be played, as on a
real table: ``assist <card>`` in a window where its printed type is played (an action in the minion
phase, a modifier by the acting minion, a reaction by another Methuselah's ready minion, a combat card
by a combatant, a master card in the master phase or out of turn, an event in the discard phase), by a
minion with its printed clan and disciplines, paying its printed cost (an action only on success,
VT-ACT-05). Its player then states the effect as adjustments, each one logged for the table:

``adjust pool pN +1|-1``, ``adjust blood <minion> +1|-1``, ``adjust lock|unlock|torpor|burn <minion>``,
``adjust draw``, ``adjust keep`` (the card stays in play: on the minion that played it, or in the
Methuselah's area), then ``done``. The text of a vampire whose ability is not implemented is stated the
same way (``assist-text <minion>``), in any window where its Methuselah is asked.

The rules still enforce everything else (who may play what, when, costs, blocks, combat); only the
card's own effect is taken on trust, and every statement is public.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_

from . import ops, prompts
from .hooks import CARDS, Ctx, Play
from .impulse import CHOOSING
from .model import Facts, facts
from .state import VTESState
from .stats import has_clan, is_vampire, level

ACTION_KINDS = ("Action", "Political Action", "Ally", "Equipment", "Retainer")
DONE = Action("done")
BACK = Action("back")


def assisted(s: VTESState) -> bool:
    return s.opts.get("rules") == "assisted"


@cache
def assist_action(slug: str) -> Action:
    return Action("assist", (slug,))


# ------------------------------------------------------------------------ which cards, by whom


def assist_plays(s: VTESState, ctx: Ctx, seat: int) -> Iterator[Action]:
    """``assist <card>`` for each unimplemented card of the hand that its type lets be played now."""
    seen: set[int] = set()
    for card in s.hand[seat]:
        if card in CARDS or card in seen:
            continue
        seen.add(card)
        if players(s, ctx, seat, facts(card)):
            yield assist_action(facts(card).slug)
    yield from text_plays(s, seat)


def text_plays(s: VTESState, seat: int) -> Iterator[Action]:
    """``assist-text <minion>``: a vampire whose own text is not implemented."""
    from .coverage import implemented

    for uid in s.ready[seat] + s.torpor[seat]:
        if is_vampire(s, uid) and not implemented(s.minions[uid].card):
            yield Action("assist-text", (uid,))


def players(s: VTESState, ctx: Ctx, seat: int, f: Facts) -> list[int]:
    """Who may play the card now (-1: the Methuselah), by its printed type and requirements."""
    if "Master" in f.types or "Event" in f.types:
        return [-1] if master_fits(s, ctx, seat, f) else []
    return [u for u in minion_pool(s, ctx, seat, f.types) if meets(s, u, f)]


def minion_pool(s: VTESState, ctx: Ctx, seat: int, types: tuple[str, ...]) -> list[int]:
    """The seat's minions that a card of these types may come from at this moment."""
    if any(t in types for t in ACTION_KINDS):
        if ctx.moment != "minion" or seat != s.current:
            return []
        return [u for u, m in s.ready_minions(seat) if not m.locked]
    action = ctx.action
    if "Action Modifier" in types and action is not None and action.actor_seat == seat:
        return [action.actor]
    if "Reaction" in types and action is not None and action.actor_seat != seat:
        return [u for u, _m in s.ready_minions(seat)]
    if "Combat" in types and ctx.combat is not None:
        return [u for u in (ctx.combat.a, ctx.combat.b) if u in s.minions and s.controller(u) == seat]
    return []


def master_fits(s: VTESState, ctx: Ctx, seat: int, f: Facts) -> bool:
    if "Event" in f.types:
        return ctx.moment == "discard" and seat == s.current and s.phase_actions > 0
    if f.text.startswith("Out-of-turn"):
        return seat != s.current and ("oot", seat) not in s.game_marks
    return ctx.moment == "master" and seat == s.current and s.phase_actions > 0


def meets(s: VTESState, uid: int, f: Facts) -> bool:
    """The printed requirements (VT-CARD-05, VT-CARD-08): a clan, one of the disciplines, blood."""
    if f.clans and not any(has_clan(s, uid, c) for c in f.clans):
        return False
    if f.disciplines and not any(level(s, uid, code) for code, _ in f.disciplines):
        return False
    cost = f.blood_cost if isinstance(f.blood_cost, int) else 0
    return s.minions[uid].blood >= cost


# ------------------------------------------------------------------------ playing


class AssistPlay(Frame):
    """Who plays the card, and (an action) whom it is directed at: ``with <minion> <pN|none>``."""

    __slots__ = ("card", "choices")

    window = None

    def __init__(self, seat: int, card: int, choices: tuple[tuple[int, str], ...]) -> None:
        super().__init__(seat)
        self.card = card
        self.choices = choices

    def prompt(self, state: VTESState) -> str:
        return prompts.ask(prompts.ASSIST_WHO, card=facts(self.card).name)

    def shown(self, state: VTESState, action: Action) -> str:
        """Who plays the card is told with the card, once it is played."""
        return CHOOSING

    def public_prompt(self, state: VTESState) -> str:
        """The card stays hidden until it is played (its player may take it back)."""
        return prompts.ask(prompts.CHOOSING, seat=state.seat_name(self.seat)) if self.seat is not None else ""

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        for by, target in self.choices:
            yield Action("with", (by, target))
        yield BACK

    def resolve(self, state: VTESState, action: Action) -> None:
        state.finish(self)
        if action == BACK:
            return
        commit(state, self.seat, self.card, int(action.args[0]), str(action.args[1]))  # type: ignore[arg-type]

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        if seat is not None and seat != self.seat:
            return {"assist": self.seat, "card": None}
        return {"assist": self.seat, "card": facts(self.card).name}


def start(s: VTESState, ctx: Ctx, seat: int, slug: str) -> None:
    card = next(c for c in s.hand[seat] if facts(c).slug == slug)
    f = facts(card)
    action = any(t in f.types for t in ACTION_KINDS)
    targets = [f"p{t + 1}" for t in s.remaining() if t != seat] + ["none"] if action else ["none"]
    choices = tuple((by, t) for by in players(s, ctx, seat, f) for t in targets)
    s.push(AssistPlay(seat, card, choices))


def commit(s: VTESState, seat: int, card: int, by: int, target: str) -> None:
    """The card is shown and leaves the hand; an action is announced (paid on success); any other
    card is paid now and its effect stated."""
    f = facts(card)
    ops.take_from_hand(s, seat, card)
    ops.say(
        s,
        N_("(assisted) {seat} plays {name}; its effect is stated by its player."),
        seat=s.seat_name(seat),
        name=f.name,
    )
    if f.text.startswith("Out-of-turn"):
        s.game_marks[("oot", seat)] = True
    elif "Master" in f.types or "Event" in f.types:
        s.phase_actions -= 1
    ops.refill(s, seat)
    p = Play(seat, card, -1, -1, by, (target,), 0)
    if any(t in f.types for t in ACTION_KINDS):
        announce(s, p, f)
        return
    pay(s, p)
    s.push(Statement(seat, card, by))


def stealth_of(f: Facts) -> int:
    """ "+N stealth action" printed on the card (VT-ACT-31: 0 otherwise; VT-STL-02 for allies...)."""
    import re

    found = re.search(r"\+(\d) stealth action", f.text)
    if found:
        return int(found.group(1))
    return 1 if any(t in f.types for t in ("Ally", "Equipment", "Retainer", "Political Action")) else 0


def announce(s: VTESState, p: Play, f: Facts) -> None:
    from .actions import ActionCourse, start

    course = ActionCourse(p.seat, p.by, "assisted")
    course.aplay = p
    course.base_stealth = stealth_of(f)
    if p.targets[0] != "none":
        course.target_seat, course.directed = int(str(p.targets[0])[1:]) - 1, True
    start(s, course)


def pay(s: VTESState, p: Play) -> None:
    f = facts(p.card)
    blood = f.blood_cost if isinstance(f.blood_cost, int) else 0
    pool = f.pool_cost if isinstance(f.pool_cost, int) else 0
    if blood and p.by in s.minions:
        ops.burn_blood(s, p.by, blood)
    if pool:
        ops.burn_pool(s, p.seat, pool)


def succeed(s: VTESState, p: Play) -> None:
    """An assisted action succeeded: its cost, then its stated effect."""
    pay(s, p)
    s.push(Statement(p.seat, p.card, p.by))


# ------------------------------------------------------------------------ stating the effect


class Statement(Frame):
    """The player states the card's effect, one public adjustment at a time, then ``done``."""

    __slots__ = ("card", "by", "kept")

    window = None

    def __init__(self, seat: int, card: int, by: int) -> None:
        super().__init__(seat)
        self.card = card  # -1: a vampire's own text
        self.by = by
        self.kept = False

    def held(self) -> tuple[tuple[int, int], ...]:
        """(owner, card): the stated card until its effect is done."""
        return ((self.seat, self.card),) if self.card >= 0 and not self.kept and self.seat is not None else ()

    def prompt(self, state: VTESState) -> str:
        what = facts(self.card).name if self.card >= 0 else ops.label(state, self.by)
        return prompts.ask(prompts.ASSIST_STATE, what=what)

    def options(self, state: VTESState, why: Why | None) -> Iterator[Action]:
        yield from adjustments(state)
        if self.card >= 0 and not self.kept:
            yield Action("adjust", ("keep",))
        yield DONE

    def resolve(self, state: VTESState, action: Action) -> None:
        s = state
        assert self.seat is not None
        s._legal = None
        if action == DONE:
            s.finish(self)
            if self.card >= 0 and not self.kept:
                s.ash[self.seat].append(self.card)
            return
        if action.args == ("keep",):
            self.kept = True
            keep(s, self.seat, self.card, self.by)
            return
        adjust(s, self.seat, action)

    def view(self, state: VTESState, seat: int | None) -> dict[str, Any] | None:
        return {"statement": self.seat, "card": facts(self.card).name if self.card >= 0 else None}


def keep(s: VTESState, seat: int, card: int, by: int) -> None:
    if by in s.minions:
        ops.put_on(s, card, seat, seat, by)
    else:
        ops.put_in_play(s, card, seat)
    ops.say(s, N_("(assisted) {card} stays in play."), card=facts(card).name)


def adjustments(s: VTESState) -> Iterator[Action]:
    for t in s.remaining():
        for d in ("+1", "-1"):
            yield Action("adjust", ("pool", f"p{t + 1}", d))
    for _t, uid, m in s.all_ready():
        yield from _minion_adjustments(uid, m.locked, m.blood)
    for t in s.remaining():
        for uid in s.torpor[t]:
            yield from _minion_adjustments(uid, s.minions[uid].locked, s.minions[uid].blood, torpor=True)
    yield Action("adjust", ("draw",))


def _minion_adjustments(uid: int, locked: bool, blood: int, torpor: bool = False) -> Iterator[Action]:
    yield Action("adjust", ("blood", uid, "+1"))
    if blood > 0:
        yield Action("adjust", ("blood", uid, "-1"))
    yield Action("adjust", ("unlock" if locked else "lock", uid))
    if not torpor:
        yield Action("adjust", ("torpor", uid))
    yield Action("adjust", ("burn", uid))


def adjust(s: VTESState, seat: int, action: Action) -> None:
    what = str(action.args[0])
    if what == "pool":
        t, d = int(str(action.args[1])[1:]) - 1, int(str(action.args[2]))
        ops.gain_pool(s, t, d) if d > 0 else ops.burn_pool(s, t, -d)
        words = f"{s.seat_name(t)} {'gains' if d > 0 else 'burns'} 1 pool"
    elif what == "draw":
        ops.draw_library(s, seat, 1)
        words = f"{s.seat_name(seat)} draws a card"
    else:
        uid = int(action.args[1])
        words = f"{ops.label(s, uid)}: {what} {action.args[2] if len(action.args) > 2 else ''}".strip()
        minion_adjust(s, uid, what, action.args[2:])
    ops.say(s, N_("(assisted) {seat} states: {words}."), seat=s.seat_name(seat), words=words)


def minion_adjust(s: VTESState, uid: int, what: str, rest: tuple[Any, ...]) -> None:
    if uid not in s.minions:
        return
    if what == "blood":
        if str(rest[0]) == "+1":
            ops.add_blood(s, uid, 1)
        else:
            ops.burn_blood(s, uid, 1)
    elif what == "lock":
        ops.lock(s, uid)
    elif what == "unlock":
        ops.unlock(s, uid)
    elif what == "torpor":
        ops.to_torpor(s, uid)
    elif what == "burn":
        ops.burn(s, uid)
