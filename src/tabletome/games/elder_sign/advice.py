""" "What are my odds?": the exact chance to complete an adventure, for each card a seat may move
to and for each choice of an attempt in progress, from :mod:`.odds`.

Everything the chance depends on is open information (the tasks, the dice, the seat's own
cards), so the answer never reads a hidden fact. What the solver does not foresee is named in
the answer: cards drawn during the attempt, monsters and doom a Terror effect brings, the
once-per-roll abilities. A question too large to answer in a moment is answered with fewer of
the investigator's clues counted, and says so.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action

from . import table as t
from .abilities import ability, immune_to_terror
from .actions import parse_dice
from .attempt import ASIDE, DISCARD, POST, PRE, Attempt
from .dice import GREEN, RED, YELLOW, remove
from .flow import PLACE_INDEX, Movement
from .odds import (
    ADD_R,
    ADD_Y,
    CLUES,
    DONE,
    HELD,
    HELPERS,
    SAN,
    SECURED,
    SPELLS,
    STA,
    G,
    Kit,
    Odds,
    R,
    TooLarge,
    Y,
    _colours,
    _set,
)  # fmt: skip
from .odds import Attempt as Question
from .pyramid import UnlockRoll, unlock_chance

if TYPE_CHECKING:
    from .state import ESState

BUDGET = 25_000  # positions one move's chance may work out (a fraction of a second on one core)
UNMODELLED = "cards drawn during the attempt, monsters or doom a Terror effect brings, and abilities that change dice are not foreseen"


def odds(s: ESState, seat: int) -> dict[str, Any]:
    """The chance each choice open to ``seat`` leaves of completing the adventure."""
    top = s.stack[-1] if s.stack else None
    if top is None or top.seat != seat:
        return {"moves": [], "note": "The odds are worked out for your own decisions."}
    if isinstance(top, Movement):
        return _movement(s, top)
    if isinstance(top, UnlockRoll):
        return _unlock(s, top)
    if isinstance(top, Attempt) and not top.battle:
        return _attempt(s, top)
    return {"moves": [], "note": "Odds are given when you choose where to go and during an adventure."}


def _movement(s: ESState, frame: Movement) -> dict[str, Any]:
    i = frame.inv
    moves, notes = [], set()
    for action in s.legal_actions():
        p = s.where[i] if action.verb == "stay" else PLACE_INDEX.get(str(action.args[0]), -1) if action.args else -1
        if p < 0 or s.places[p] < 0:
            continue
        if action.verb == "unlock":
            moves.append(_entry(action, _unlock_chance(s, i, p)))
            notes.add("an unlock: the chance of its one roll with the green dice, before clues or items")
            continue
        if s.down[p]:  # AMB-22: what a face-down card asks is not known
            moves.append(_entry(action, None))
            notes.add("a face-down card's tasks are not known")
            continue
        question, kit = _question(s, i, p, helpers=_helpers(s, i, p))
        values, note = _card_chance(question, kit)
        moves.append(_entry(action, values[0]))
        notes |= note
    return {"moves": moves, "note": _note(notes)}


def _attempt(s: ESState, a: Attempt) -> dict[str, Any]:
    question, kit = _question(s, a.inv, a.place, a)
    legal = s.legal_actions()
    asks = [_asker(s, a, action) for action in legal]
    values, notes = _solve(question, kit, asks)
    return {"moves": [_entry(x, v) for x, v in zip(legal, values, strict=True)], "note": _note(notes)}


def _unlock_chance(s: ESState, i: int, p: int) -> Fraction:
    green = t.usable_dice(s, GREEN, i)
    if s.ed.pyramid is not None:
        green = min(green, s.ed.pyramid.unlock_green)
    return unlock_chance(s.card(s.places[p]).unlock, green, s.ed.faces[GREEN])


def _unlock(s: ESState, a: UnlockRoll) -> dict[str, Any]:
    """ES-CHAMB-06: one roll; its chance with the dice in the pool (green ones only are counted)."""
    green = sum(1 for d in a.pool if d >> 4 == GREEN)
    chance = unlock_chance(s.card(s.places[a.place]).unlock, green, s.ed.faces[GREEN]) if not a.rolls else None
    moves = [_entry(x, chance if x.verb == "roll" else None) for x in s.legal_actions()]
    return {
        "moves": moves,
        "note": "The unlock roll is one roll: its chance with the green dice of the pool, before clues and added dice.",
    }


def _asker(s: ESState, a: Attempt, action: Action) -> Callable[[Odds, Kit], Fraction]:
    def ask(o: Odds, kit: Kit) -> Fraction:
        return _after(o, kit, s, a, action)

    return ask


# ------------------------------------------------------------------ the question asked of the solver
def _question(s: ESState, i: int, p: int, a: Attempt | None = None, helpers: int = 0) -> tuple[Question, Kit]:
    tasks = t.tasks_at(s, p)
    card = s.card(s.places[p])
    terror = [] if immune_to_terror(s, i) else [*card.terror, *(s.ed.mythos[s.mythos].terror if s.mythos >= 0 else ())]
    icons = [icon for _, eff in terror for icon, n in eff[0] for _ in range(n)]
    question = Question(
        tuple(task for _, task, _ in tasks),
        ordered=card.ordered,
        terror="fail" if "fail" in icons else "discard" if "discard_terror" in icons else "",
        terror_sanity=icons.count("sanity"),
        terror_stamina=icons.count("stamina"),
        terror_every_roll=t.option(s, "terror_trigger") == "every_failed_roll",
        focus_every_roll=t.option(s, "focus_limit") == "every_failed_roll",
        many_tasks=ability(s, i) == "amanda",
        faces=s.ed.faces,
        unmodelled=(UNMODELLED,),
    )
    return question, _kit(s, i, tasks, a, helpers)


def _kit(s: ESState, i: int, tasks: list[Any], a: Attempt | None, helpers: int) -> Kit:
    if a is None:
        return _kit_before(s, i, helpers)
    own = s.items[i]
    adds = {colour for c in own for colour in s.item(c).dice}
    g, y, r = _colours(a.pool)
    held = tuple(a.held) + tuple(s.marker[k] for k in a.assisted if s.marker[k] >= 0)
    done = sum(1 << n for n, (key, _, _) in enumerate(tasks) if key in a.done)
    can_add = {colour: a.cannot_add(s, (colour,)) is None for colour in (YELLOW, RED)}
    return Kit(
        green=g, yellow=y, red=r, held=held, secured=_secured(s, i), spells=_spells(s, i), clues=s.clues[i],
        focus=a.focused == 0 or t.option(s, "focus_limit") == "every_failed_roll",
        helpers=sum(1 for k in range(len(s.team)) if a.can_assist(s, k)),
        add_yellow=YELLOW in adds and can_add[YELLOW], add_red=RED in adds and can_add[RED],
        sanity=s.sanity[i], stamina=s.stamina[i], fired=bool(a.fired), done=done,
    )  # fmt: skip


def _kit_before(s: ESState, i: int, helpers: int) -> Kit:
    """The kit an investigator would start an attempt with (ES-ADV-02/03)."""
    adds = {colour for c in s.items[i] for colour in s.item(c).dice}
    return Kit(
        green=t.usable_dice(s, GREEN, i), secured=_secured(s, i), spells=_spells(s, i), clues=s.clues[i], helpers=helpers,
        add_yellow=YELLOW in adds and t.usable_dice(s, YELLOW, i) > 0, add_red=RED in adds and t.usable_dice(s, RED, i) > 0,
        sanity=s.sanity[i], stamina=s.stamina[i],
    )  # fmt: skip


def _secured(s: ESState, i: int) -> tuple[int, ...]:
    return tuple(d for c, dice in s.secured.items() if c in s.items[i] for d in dice)


def _spells(s: ESState, i: int) -> tuple[int, ...]:
    return tuple(s.item(c).secure for c in s.items[i] if s.item(c).secure and c not in s.secured)


def _helpers(s: ESState, i: int, p: int) -> int:
    return sum(1 for k in range(len(s.team)) if k != i and t.alive(s, k) and s.where[k] == p and s.marker[k] < 0)


_CACHE: dict[tuple[Question, Kit], tuple[list[Fraction | None], set[str]]] = {}


def _card_chance(question: Question, kit: Kit) -> tuple[list[Fraction | None], set[str]]:
    """A card's chance before its first roll (kept: the same cards are asked about again and again)."""
    key = (question, kit)
    got = _CACHE.get(key)
    if got is None:
        if len(_CACHE) > 2000:
            _CACHE.clear()
        got = _CACHE[key] = _solve(question, kit, [lambda o, k: o.before_roll(k)], BUDGET // 4)
    return got


def _solve(
    question: Question, kit: Kit, asks: list[Callable[[Odds, Kit], Fraction]], budget: int = BUDGET
) -> tuple[list[Fraction | None], set[str]]:
    """Every ask from one solver per question (they share its positions). An ask too large for
    its budget is asked again with fewer of the investigator's means counted, and the answer says so."""
    values: list[Fraction | None] = [None] * len(asks)
    notes: set[str] = set()
    left = list(range(len(asks)))
    steps = _smaller(kit)
    for n, (smaller, note) in enumerate(steps):
        odds = Odds(question)
        # the last, smallest question may work out more positions: it is the answer or none
        room = budget * (3 if n == len(steps) - 1 else 1)
        total = 4 * room  # for all the moves together: a person waits for the answer
        failed = []
        for k in left:
            odds.budget = min(len(odds._memo) + room, total)
            try:
                values[k] = asks[k](odds, smaller)
            except TooLarge:
                failed.append(k)
                continue
            notes |= note
        left = failed
        if not left:
            return values, notes
    return values, notes | {"some moves have more dice combinations than can be worked out now"}


def _smaller(kit: Kit) -> list[tuple[Kit, set[str]]]:
    out: list[tuple[Kit, set[str]]] = [(kit, set())]
    if kit.clues:
        out.append((replace(kit, clues=0), {f"counting none of the investigator's {kit.clues} clues"}))
    if kit.add_red or kit.add_yellow or kit.spells:
        bare = replace(kit, clues=0, add_red=False, add_yellow=False, spells=())
        out.append((bare, {"counting no clue, no item's die and no spell not yet cast"}))
    return out


# ------------------------------------------------------------------ the chance after one choice
def _after(o: Odds, kit: Kit, s: ESState, a: Attempt, action: Action) -> Fraction:
    key = o._start(kit)
    verb = action.verb
    if verb == "give-up":
        return Fraction(0)
    if a.step == PRE:
        return o._fraction(_pre_value(o, key, s, a, action))
    pool = tuple(sorted(a.pool))
    if a.step == POST:
        return o._fraction(_post_value(o, key, s, a, action, pool))
    if a.step in (ASIDE, DISCARD):
        return o._fraction(_aside_value(o, key, action, pool))
    return o._fraction(o._pre(key))


def _pre_value(o: Odds, key: tuple[Any, ...], s: ESState, a: Attempt, action: Action) -> int:
    verb = action.verb
    if verb == "roll":
        return o._roll(key)
    if verb == "take":
        d = parse_dice(str(action.args[0]))
        return o._pre(_set(key, G=key[G] + 1, SECURED=remove(key[SECURED], d)))
    if verb == "jenny":
        return o._pre(_set(key, Y=key[Y] + 1, R=key[R] + 1, ADD_Y=False, ADD_R=False))
    code = next(c for c in s.items[a.inv] if action.args and _slug(s, c) == action.args[0])
    colours = s.item(code).dice
    nxt = key
    for colour in colours:
        nxt = _set(nxt, Y=nxt[Y] + 1, ADD_Y=False) if colour == YELLOW else _set(nxt, R=nxt[R] + 1, ADD_R=False)
    return o._pre(nxt)


def _post_value(o: Odds, key: tuple[Any, ...], s: ESState, a: Attempt, action: Action, pool: tuple[int, ...]) -> int:
    verb = action.verb
    if verb == "reroll":
        sub = parse_dice(str(action.args[0]))
        return o._reroll(o._canon(remove(pool, sub), key), _colours(sub), _set(key, CLUES=max(0, key[CLUES] - 1)))
    if verb == "secure":
        sub = parse_dice(str(action.args[1]))
        code = next(c for c in s.items[a.inv] if _slug(s, c) == action.args[0])
        spells = list(key[SPELLS])
        if s.item(code).secure in spells:  # (a smaller question may count no spell)
            spells.remove(s.item(code).secure)
        nxt = _set(key, SPELLS=tuple(spells), SECURED=tuple(sorted(key[SECURED] + sub)))
        return o._secure(o._canon(remove(pool, sub), nxt), nxt)
    if verb == "complete":
        return _complete_value(o, key, a, s, action, pool)
    if verb in ("change", "raise"):
        (d,) = parse_dice(str(action.args[0]))
        new = d + 1 if verb == "raise" else (d & ~15) | (6 if action.args[1] == "peril" else 5)
        return o._after(o._canon(tuple(sorted((*remove(pool, (d,)), new))), key), key)
    if a.completed:  # Amanda Sharpe, after a task of this roll: the dice left are rolled again
        g, y, r = _colours(pool)
        return o._pre(_set(key, G=g, Y=y, R=r))
    return o._fail(pool, key)


def _complete_value(
    o: Odds, key: tuple[Any, ...], a: Attempt, s: ESState, action: Action, pool: tuple[int, ...]
) -> int:
    n = int(action.args[0])
    used = parse_dice(str(action.args[1])) if len(action.args) > 1 and action.args[1] != "-" else ()
    task = o.attempt.tasks[n - 1]
    nxt, left = o._consume(key, n - 1, task, pool, used)
    if len(action.args) > 2:  # a Whiskey or Food pays the cost (ES-ADV-15)
        nxt = _set(nxt, SAN=key[SAN], STA=key[STA])
    return o._completed(nxt, left)


def _aside_value(o: Odds, key: tuple[Any, ...], action: Action, pool: tuple[int, ...]) -> int:
    d = parse_dice(str(action.args[-1]))
    rest = remove(pool, d)
    if action.verb == "focus":
        nxt = _set(key, HELD=tuple(sorted(key[HELD] + d)), FOCUS=o.attempt.focus_every_roll)
        return o._discard(rest, nxt)
    if action.verb == "assist":
        return o._discard(rest, _set(key, HELD=tuple(sorted(key[HELD] + d)), HELPERS=key[HELPERS] - 1))
    g, y, r = _colours(rest)
    return o._pre(_set(key, G=g, Y=y, R=r, ADD_Y=key[ADD_Y] and y == 0, ADD_R=key[ADD_R] and r == 0))


def _slug(s: ESState, code: int) -> str:
    from .actions import slug

    return slug(s.item_name(code))


def _entry(action: Action, value: Fraction | None) -> dict[str, Any]:
    if value is None:
        return {"action": str(action), "chance": None, "exact": None}
    return {"action": str(action), "chance": round(float(value), 4), "exact": f"{value.numerator}/{value.denominator}"}


def _note(extra: set[str]) -> str:
    return (
        "; ".join(["The exact chance to complete the adventure with the best play from here", *sorted(extra)])
        + f" ({UNMODELLED})."
    )


__all__ = ["DONE", "odds"]
