""" "What are my odds?": the exact chance to complete an adventure, for each card a seat may move
to and for each choice of an attempt in progress, from :mod:`.odds`.

Everything the chance depends on is open information (the tasks, the dice, the seat's own
cards), so the answer never reads a hidden fact. What the solver does not foresee is named in
the answer: cards drawn during the attempt, monsters and doom a Terror effect brings, the
once-per-roll abilities. A question too large to answer in a moment is answered with fewer of
the investigator's clues counted, and says so.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, NamedTuple

from tabletome.engine.actions import Action
from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import Said, said

from . import table as t
from .abilities import ability, immune_to_terror
from .actions import dice_of, parse_dice, parse_kept
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
    relaxed,
)  # fmt: skip
from .odds import Attempt as Question
from .pyramid import UnlockRoll, unlock_chance
from .words import Kept

if TYPE_CHECKING:
    from .state import ESState

BUDGET = 12_000  # positions one move's chance may work out (about 30 microseconds each on one core)
CARD_BUDGET = 8_000  # for each card at the Movement: every card is asked at once
UNMODELLED = N_(
    "cards drawn during the attempt, monsters or doom a Terror effect brings, and abilities that change dice are not foreseen"
)


def odds(s: ESState, seat: int) -> dict[str, Any]:
    """The chance each choice open to ``seat`` leaves of completing the adventure."""
    top = s.stack[-1] if s.stack else None
    if top is None or top.seat != seat:
        return {"moves": [], "note": N_("The odds are worked out for your own decisions.")}
    if isinstance(top, Movement):
        return _movement(s, top)
    if isinstance(top, UnlockRoll):
        return _unlock(s, top)
    if isinstance(top, Attempt) and not top.battle:
        return _attempt(s, top)
    return {"moves": [], "note": N_("Odds are given when you choose where to go and during an adventure.")}


def _movement(s: ESState, frame: Movement) -> dict[str, Any]:
    i = frame.inv
    moves, notes = [], set()
    for action in s.legal_actions():
        p = s.where[i] if action.verb == "stay" else PLACE_INDEX.get(str(action.args[0]), -1) if action.args else -1
        if p < 0 or s.places[p] < 0:
            continue
        if action.verb == "unlock":
            chance = _unlock_chance(s, i, p)
            moves.append(_entry(action, Chance(chance, chance)))
            notes.add(N_("an unlock: the chance of its one roll with the green dice, before clues or items"))
            continue
        if s.down[p]:  # AMB-22: what a face-down card asks is not known
            moves.append(_entry(action, None, N_("unknown: a face-down card's tasks are not known")))
            continue
        question, kit = _question(s, i, p, helpers=_helpers(s, i, p))
        moves.append(_entry(action, _card_chance(question, kit)))
    return {"moves": moves, "note": _note(notes, moves)}


def _attempt(s: ESState, a: Attempt) -> dict[str, Any]:
    question, kit = _question(s, a.inv, a.place, a)
    legal = s.legal_actions()
    asks = [_asker(s, a, action) for action in legal]
    moves = [_entry(x, v) for x, v in zip(legal, _solve(question, kit, asks), strict=True)]
    return {"moves": moves, "note": _note(set(), moves)}


def _unlock_chance(s: ESState, i: int, p: int) -> Fraction:
    green = t.usable_dice(s, GREEN, i)
    if s.ed.pyramid is not None:
        green = min(green, s.ed.pyramid.unlock_green)
    return unlock_chance(s.card(s.places[p]).unlock, green, s.ed.faces[GREEN])


def _unlock(s: ESState, a: UnlockRoll) -> dict[str, Any]:
    """ES-CHAMB-06: one roll; its chance with the dice in the pool (green ones only are counted)."""
    green = sum(1 for d in a.pool if d >> 4 == GREEN)
    value = unlock_chance(s.card(s.places[a.place]).unlock, green, s.ed.faces[GREEN]) if not a.rolls else None
    chance = Chance(value, value) if value is not None else None
    moves = [_entry(x, chance if x.verb == "roll" else None) for x in s.legal_actions()]
    return {
        "moves": moves,
        "note": N_(
            "The unlock roll is one roll: its chance with the green dice of the pool, before clues and added dice."
        ),
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
        kept_choice=t.option(s, "kept_dice") != "roll_first",
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


class Chance(NamedTuple):
    """What the solver says of one move: the exact chance (low == high), or a range that is true,
    with what its bounds leave out or stretch (``note``)."""

    low: Fraction
    high: Fraction
    note: str = ""


Ask = Callable[[Odds, Kit], Fraction]
_CACHE: dict[tuple[Question, Kit], Chance] = {}


def _card_chance(question: Question, kit: Kit) -> Chance:
    """A card's chance before its first roll (kept: the same cards are asked about again and again)."""
    key = (question, kit)
    got = _CACHE.get(key)
    if got is None:
        if len(_CACHE) > 2000:
            _CACHE.clear()
        got = _CACHE[key] = _solve(question, kit, [lambda o, k: o.before_roll(k)], CARD_BUDGET)[0]
    return got


def _solve(question: Question, kit: Kit, asks: list[Ask], budget: int = BUDGET) -> list[Chance]:
    """Every ask from one solver per question (they share its positions). An ask too large for
    its budget gets a range that is true: at least the chance with fewer of the investigator's means
    (a player may leave them unused), at most the chance of a kinder game (the item dice always a
    Wildcard, spells as held Wildcards, no Terror)."""
    if _hopeless(kit):
        exact: list[Fraction | None] = [None] * len(asks)
    else:
        exact = _ask_all(Odds(question), kit, asks, budget, 4 * budget)
    left = [k for k, v in enumerate(exact) if v is None]
    ranges = dict(zip(left, _ranges(question, kit, [asks[k] for k in left], budget), strict=True)) if left else {}
    return [Chance(v, v) if v is not None else ranges[k] for k, v in enumerate(exact)]


def _hopeless(kit: Kit) -> bool:
    """Clue rerolls, or spells to cast, with seven dice or more are far too many to work out now."""
    dice = kit.green + kit.yellow + kit.red + kit.add_yellow + kit.add_red
    return bool(kit.clues or kit.spells) and dice >= HOPELESS_DICE


HOPELESS_DICE = 7


def _ask_all(odds: Odds, kit: Kit, asks: list[Ask], room: int, total: int) -> list[Fraction | None]:
    values: list[Fraction | None] = []
    for ask in asks:
        odds.budget = min(odds.work + room, total)  # the moves together: a person waits for the answer
        try:
            values.append(ask(odds, kit))
        except TooLarge:
            values.append(None)
    return values


def _ranges(question: Question, kit: Kit, asks: list[Ask], budget: int) -> list[Chance]:
    """The best lower bound that fits for each ask, and the upper bound if it fits."""
    lows: list[tuple[Fraction, str] | None] = [None] * len(asks)
    odds = Odds(question)
    for smaller, note in _smaller(kit):
        missing = [j for j, x in enumerate(lows) if x is None]
        if not missing:
            break
        got = _ask_all(odds, smaller, [asks[j] for j in missing], budget, odds.work + 2 * budget)
        for j, v in zip(missing, got, strict=True):
            if v is not None:
                lows[j] = (v, note)
    wide, wide_kit = relaxed(question, kit)
    if wide_kit.clues and _hopeless(kit):  # even the kinder game's rerolls are too many
        highs: list[Fraction | None] = [None] * len(asks)
    else:
        highs = _ask_all(Odds(wide), wide_kit, asks, budget // 2, budget)
    out = []
    for low_got, high in zip(lows, highs, strict=True):
        low, low_note = low_got or (Fraction(0), "")
        notes = [said(AT_LEAST, means=low_note) if low_note else N_("no lower bound could be worked out now")]
        notes.append(said(AT_MOST, means=WIDE_NOTE) if high is not None else NO_UPPER)
        out.append(Chance(low, max(low, high if high is not None else Fraction(1)), joined(notes)))
    return out


WIDE_NOTE = N_("with the yellow and red dice always Wildcards, spells as held Wildcards and no Terror")
AT_LEAST, AT_MOST = N_("at least {means}"), N_("at most {means}")
NO_UPPER = N_("no upper bound below 100% could be worked out now")


def _smaller(kit: Kit) -> list[tuple[Kit, str]]:
    """Kits with fewer means, each a true lower bound (a player may leave a means unused)."""
    out: list[tuple[Kit, str]] = []
    bare = replace(kit, clues=0, spells=())
    if kit.clues or kit.spells:
        out.append((bare, N_("counting no clue and no spell not yet cast")))
    if kit.add_red and kit.add_yellow:
        out.append((replace(bare, add_yellow=False), N_("counting no clue, no spell and not the yellow die")))
        out.append((replace(bare, add_red=False), N_("counting no clue, no spell and not the red die")))
    if kit.add_red or kit.add_yellow:
        out.append((replace(bare, add_red=False, add_yellow=False), N_("counting no clue, no spell and no item's die")))
    out.append((replace(bare, add_red=False, add_yellow=False, focus=False, helpers=0),
                N_("counting no clue, spell, item's die, focus or assistance")))  # fmt: skip
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
    if verb in ("reroll", "mark", "unmark"):
        return _reroll_value(o, key, a, action, pool)
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


def _reroll_value(o: Odds, key: tuple[Any, ...], a: Attempt, action: Action, pool: tuple[int, ...]) -> int:
    """ES-CLUE-01: a reroll of these dice (version 1's move, or the marked ones); a die marked or
    unmarked: the best reroll of the dice then marked and perhaps more (nothing marked: every
    choice after the roll). A kit counting no clue gets the reroll with no clue after it."""
    spent = _set(key, CLUES=max(0, key[CLUES] - 1))
    if action.verb == "reroll":
        sub = parse_dice(str(action.args[0])) if action.args else a.marked
        return o._reroll(o._canon(remove(pool, sub), key), _colours(sub), spent)
    (d,) = parse_dice(str(action.args[0]))
    marked = tuple(sorted((*a.marked, d))) if action.verb == "mark" else remove(a.marked, (d,))
    if not marked:
        return o._after(o._canon(pool, key), key)
    return o._best_reroll(o._canon(remove(pool, marked), key), _colours(marked), spent)


def _complete_value(
    o: Odds, key: tuple[Any, ...], a: Attempt, s: ESState, action: Action, pool: tuple[int, ...]
) -> int:
    n = int(action.args[0])
    text = str(action.args[1]) if len(action.args) > 1 else "-"
    used = dice_of(text)
    task = o.attempt.tasks[n - 1]
    if t.option(s, "kept_dice") == "roll_first":
        nxt, left = o._consume(key, n - 1, task, pool, used)
    else:  # each die from where the move says (ES-ADV-11): this roll, a marker, a spell
        pairs = parse_kept(text) if text != "-" else ()
        from_roll = tuple(sorted(d for d, where in pairs if not where))
        from_spells = tuple(d for d, where in pairs if where and where != "focus" and not where.isdigit())
        nxt, left = o._consume(key, n - 1, task, pool, used, from_roll, from_spells)
    if len(action.args) > 2:  # a Whiskey or Food pays the cost (ES-ADV-15)
        nxt = _set(nxt, SAN=key[SAN], STA=key[STA])
    return o._completed(nxt, left)


def _aside_value(o: Odds, key: tuple[Any, ...], action: Action, pool: tuple[int, ...]) -> int:
    d = parse_dice(str(action.args[-1]))
    rest = remove(pool, d)
    if action.verb == "focus":
        nxt = _set(key, HELD=tuple(sorted(key[HELD] + d)), FOCUS=o.attempt.focus_every_roll)
        return o._discard(rest, o._canon_held(nxt))
    if action.verb == "assist":
        return o._discard(rest, o._canon_held(_set(key, HELD=tuple(sorted(key[HELD] + d)), HELPERS=key[HELPERS] - 1)))
    g, y, r = _colours(rest)
    return o._pre(_set(key, G=g, Y=y, R=r, ADD_Y=key[ADD_Y] and y == 0, ADD_R=key[ADD_R] and r == 0))


def _slug(s: ESState, code: int) -> str:
    from .actions import slug

    return slug(s.item_name(code))


def _entry(action: Action, chance: Chance | None, note: str = "") -> dict[str, Any]:
    """One move's answer: ``chance`` the exact chance, or the lower end of a range that is true
    (``low``, ``high``); ``note`` what the range leaves out, or why there is no answer."""
    if chance is None:
        return {"action": str(action), "chance": None, "exact": None, "note": note}
    low, high = chance.low, chance.high
    if low == high:
        return {"action": str(action), "chance": round(float(low), 4), "exact": f"{low.numerator}/{low.denominator}"}
    return {
        "action": str(action),
        "chance": round(float(low), 4),
        "exact": None,
        "low": round(float(low), 4),
        "high": round(float(high), 4),
        "note": chance.note,
    }


#: A note's parts in a row, and sentences one after another: the same in every language.
PARTS, SENTENCES = "{first}; {second}", "{first} {second}"


def joined(parts: Sequence[str], template: str = PARTS) -> str:
    """Parts of a note as one line (a :class:`Said` each reader's language tells part by part)."""
    out = parts[0]
    for part in parts[1:]:
        out = Said(template, {"first": out, "second": part})
    return out


def _note(extra: set[str], moves: list[dict[str, Any]]) -> str:
    """The shared note, then each move that has a range or no answer, and what it leaves out: an
    English line (what agents read) that the front ends tell in the reader's language."""
    head = joined([N_("The exact chance to complete the adventure with the best play from here"), *sorted(extra)])
    lines = [said(N_("{head} ({unmodelled})."), head=head, unmodelled=UNMODELLED)]
    for m in moves:
        if m.get("high") is not None:
            low, high = Kept(f"{m['low']:.1%}"), Kept(f"{m['high']:.1%}")
            lines.append(
                said(
                    N_("{move}: between {low} and {high}, not exact ({note})."),
                    move=Kept(m["action"]), low=low, high=high, note=m["note"],
                )
            )  # fmt: skip
        elif m.get("chance") is None:
            lines.append(said(N_("{move}: {note}."), move=Kept(m["action"]), note=m.get("note") or N_("no answer")))
    return joined(lines, SENTENCES)


__all__ = ["DONE", "odds"]
