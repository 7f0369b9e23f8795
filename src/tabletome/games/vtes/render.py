"""Pictures of a V:TES view: a rich board for the terminal, one SVG table for the browser, and plain
words for a move.

Everything here reads a ``view(seat)`` dict, never the state, so a picture cannot show what its
seat may not know: another Methuselah's hand is a count (plus the cards that seat was shown), a
face-down vampire of another seat shows only its blood. Every key is read with ``.get`` and ignored
when absent or odd. Card facts (type, cost, disciplines, capacity, text) come from the card database
by the names the view gives.

The words are the rulebook's: the stages of an action are states A, B and C, a Methuselah "declines
to block", "stealth" meets "intercept", a referendum is "polled".
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from functools import cache, partial
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from tabletome.engine.capabilities import element
from tabletome.engine.i18n import N_, SOURCE, _, language, ngettext, seat_words
from tabletome.engine.svg import BOLD, END, MIDDLE, MIDDLE_BOLD, esc, fitted, text, wrapped

from .cards import load_cards
from .model import DISCIPLINE_NAMES, slug
from .reference import (
    card_facts,
    card_key,
    card_words,
    in_glossary,
    num,
    plain,
    plural,
    points,
    rows,
    seat_name,
    seat_of,
    viewer,
)

View = Mapping[str, Any]
Row = Mapping[str, Any]

PHASE_WORDS = {  # shown through gettext: the rulebook's words in the reader's language
    "unlock": N_("unlock phase"),
    "master": N_("master phase"),
    "minion": N_("minion phase"),
    "influence": N_("influence phase"),
    "discard": N_("discard phase"),
}
ACTION_WORDS = {
    "bleed": N_("a bleed"),
    "hunt": N_("a hunt"),
    "leave": N_("leaving torpor"),
    "rescue": N_("a rescue"),
    "diablerize": N_("a diablerie"),
    "equip": N_("an equip action"),
    "anarch": N_("becoming Anarch"),
    "redlist": N_("a Red List combat"),
    "political": N_("a political action"),
    "card": N_("an action"),
    "ability": N_("an action"),
}
STEP_WORDS = {
    "before-range": N_("before range is determined"),
    "range": N_("range is being determined (maneuvers)"),
    "before-strikes": N_("before strikes are chosen"),
    "strike": N_("strikes are being chosen"),
    "damage": N_("damage is being resolved"),
    "press": N_("presses"),
    "end-round": N_("the end of the round"),
}


def _and(words: Sequence[str]) -> str:
    words = [w for w in words if w]
    if len(words) <= 1:
        return "".join(words)
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def strike_words(name: Any) -> str:
    """A strike as players say it: "a hand strike", "no strike", "1R aggravated damage"."""
    n = str(name or "none")
    if n == "hand":
        return _("a hand strike")
    if n == "none":
        return _("no strike")
    if " " not in n and "-" in n:
        parts = [p.upper() if re.fullmatch(r"\d+r", p) else ("aggravated" if p == "agg" else p) for p in n.split("-")]
        return " ".join(parts)
    return _(n)  # a strike in plain words (prompts.STRIKE_NAMES), else as its card names it


def mode_words(mode: Any) -> str:
    """A card's mode: ``ani+obf`` -> "[ani] Animalism and [obf] Obfuscate", ``superior``."""
    m = str(mode)
    codes = m.split("+")
    if all(c in DISCIPLINE_NAMES for c in codes):
        return _and([f"[{c}] {DISCIPLINE_NAMES[c]}" for c in codes])
    return m.replace("-", " ")


# ---------------------------------------------------------------- the view, read once
class Seen:
    """A view read once: every card in play by id, with the seat and region it is in."""

    __slots__ = ("v", "seats", "me", "things")

    def __init__(self, v: View) -> None:
        self.v = v
        self.seats = rows(v.get("methuselahs"))
        self.me = viewer(v)
        self.things: dict[int, tuple[Row, int, str]] = {}
        for t, seat in enumerate(self.seats):
            for region in ("ready", "torpor", "uncontrolled", "in_play", "contested"):
                for r in rows(seat.get(region)):
                    self._add(r, t, region)

    def _add(self, r: Row, t: int, region: str) -> None:
        uid = num(r.get("id"), -1)
        if uid >= 0:
            self.things.setdefault(uid, (r, t, region))
        for c in rows(r.get("cards")):
            self._add(c, t, f"on:{uid}")

    def row(self, uid: Any) -> Row | None:
        found = self.things.get(num(uid, -1))
        return found[0] if found else None

    def name(self, uid: Any) -> str:
        """A card in play by its name ("a face-down vampire" for one its seat may not see)."""
        found = self.things.get(num(uid, -1))
        if found is None:
            return _("card #{n}").format(n=uid)
        r, _t, region = found
        if r.get("card"):
            return str(r.get("card"))
        return _("a face-down vampire") if region == "uncontrolled" else _("card #{n}").format(n=uid)

    def seat_of(self, uid: Any) -> int | None:
        found = self.things.get(num(uid, -1))
        return found[1] if found else None

    def who(self, t: Any) -> str:
        """A Methuselah by name, "you" for the viewing seat."""
        if t is not None and t == self.me:
            return _("you")
        return seat_words(seat_name(self.v, t))

    def whose(self, uid: Any) -> str:
        """``Sully (G6) (Methuselah 5)``: a minion with its controller."""
        t = self.seat_of(uid)
        name = self.name(uid)
        if t is None:
            return name
        if t == self.me:
            return _("{card} (yours)").format(card=name)
        return f"{name} ({seat_words(seat_name(self.v, t))})"


@cache
def _slug_names() -> dict[str, str]:
    """Card names by their notation slug (``govern-the-unaligned``); library cards win a tie."""
    out: dict[str, str] = {}
    for card in load_cards():
        get = card.get
        key = slug(str(get("printed_name") or card.name))
        if key not in out or get("kind") != "crypt":
            out[key] = str(card.name)
    return out


def card_name(s: Seen, token: Any) -> str:
    """A card slug of a move as the card's name."""
    word = str(token)
    for name in _view_names(s):
        if slug(name) == word:
            return name
    return _slug_names().get(word, word.replace("-", " "))


def _view_names(s: Seen) -> Iterator[str]:
    if s.me is not None:
        hand = s.seats[s.me].get("hand")
        if isinstance(hand, list):
            yield from (str(n) for n in hand)
    for r, _t, _region in s.things.values():
        if r.get("card"):
            yield str(r.get("card"))


# ---------------------------------------------------------------- the present moment in words
def _decisions(v: View) -> list[Row]:
    return rows(v.get("decisions"))


def _turn_line(s: Seen) -> str:
    v = s.v
    phase = _(PHASE_WORDS.get(str(v.get("phase")), str(v.get("phase") or "")))
    who = seat_words(seat_name(v, v.get("current")))
    out = _("Turn {n}: {seat}'s {phase}").format(n=num(v.get("turn")), seat=who, phase=phase)
    if v.get("phase") == "influence":
        n = num(v.get("transfers"))
        out += ngettext(", {n} transfer left", ", {n} transfers left", n).format(n=n)
    elif v.get("phase") == "master":
        n = num(v.get("phase_actions"))
        out += ngettext(", {n} master phase action left", ", {n} master phase actions left", n).format(n=n)
    elif v.get("phase") == "discard":
        n = num(v.get("phase_actions"))
        out += ngettext(", {n} discard phase action left", ", {n} discard phase actions left", n).format(n=n)
    return out + "."


def blocker_seats(s: Seen, d: Row) -> list[int]:
    """Who may block: the target of a directed action; the prey, then the predator, otherwise."""
    target = d.get("target")
    if d.get("directed") and isinstance(target, int):
        return [target]
    acting = seat_of(s.v, d.get("acting")) or {}
    out = []
    for key in ("prey", "predator"):
        t = acting.get(key)
        if isinstance(t, int) and t != d.get("acting") and t not in out:
            out.append(t)
    return out


def _stage_words(s: Seen, d: Row) -> str:
    stage = str(d.get("stage"))
    blocker = s.whose(d.get("blocker")) if d.get("blocker") is not None else _("a minion")
    if stage == "A":
        may = [seat_words(seat_name(s.v, t)) for t in blocker_seats(s, d) if t not in (d.get("declined") or ())]
        if may:
            said = ngettext("{seats} may block or decline to block", "{seats} may block or decline to block", len(may))
            who = said.format(seats=_and(may))
        else:
            who = _("nobody may block any more")
        return _("State A, no block attempt in progress: {who}; action modifiers and reactions may be played.").format(
            who=who
        )
    if stage == "B":
        return _(
            "State B: {blocker} attempts to block, {stealth} stealth against {intercept} intercept "
            "(the block succeeds if intercept is at least stealth)."
        ).format(blocker=blocker, stealth=num(d.get("stealth")), intercept=num(d.get("intercept")))
    if stage == "C":
        return _("State C: every Methuselah declined to block; last modifiers and reactions, then the action succeeds.")
    words = STAGE_WORDS.get(stage)
    return _(words).format(blocker=blocker) if words else _("Stage {stage}.").format(stage=stage)


STAGE_WORDS = {
    "blocked": N_("{blocker} blocks: combat follows."),
    "combat": N_("{blocker} blocked: combat."),
    "poll": N_("The action succeeded: its referendum is polled."),
    "after": N_("The action has resolved: effects after it."),
    "ended": N_("The action is over."),
}


def _action_lines(s: Seen, d: Row) -> list[str]:
    from .prompts import INNER, retold

    described = plain(d.get("describe"))
    what = retold(described, INNER["what"]) if described else _(ACTION_WORDS.get(str(d.get("action")), N_("an action")))
    head = _("Action by {minion}: {what}").format(minion=s.whose(d.get("actor")), what=what)
    if d.get("directed") and isinstance(d.get("target"), int) and "directed at" not in described:
        head = _("{action}, directed at {seat}").format(action=head, seat=seat_words(seat_name(s.v, d.get("target"))))
    head = _("{action}.").format(action=head) if d.get("directed") else _("{action}, undirected.").format(action=head)
    facts_ = [_("Stealth {n}").format(n=num(d.get("stealth")))]
    if d.get("intercept") is not None:
        facts_.append(_("intercept {n}").format(n=num(d.get("intercept"))))
    if d.get("bleed") is not None:
        facts_.append(_("bleed amount {n}").format(n=num(d.get("bleed"))))
    out = [head, ", ".join(facts_) + ".", _stage_words(s, d)]
    named = [str(n) for n in d.get("named") or ()]
    if named:  # told as the action was announced, shown as it resolves (hooks.FromHand)
        out.append(_("Named from hand, shown when the action resolves: {cards}.").format(cards=_and(named)))
    declined = [seat_words(seat_name(s.v, t)) for t in d.get("declined") or ()]
    if declined:
        said = ngettext("{seats} declined to block.", "{seats} declined to block.", len(declined))
        out.append(said.format(seats=_and(declined)))
    return out


def combat_step(v: View) -> str:
    """The step of the round now: the open combat window's, else the strike or damage being resolved
    (the combat frame's own ``step`` names the step after the open one)."""
    step = ""
    for d in _decisions(v):
        if "combat" in d:
            step = str(d.get("step") or "")
        elif d.get("window") == "combat":
            step = str(d.get("step") or step)
        elif d.get("window") == "prevent":
            step = "damage"
        elif "strike" in d:
            step = "strike"
    return step


def _combat_lines(s: Seen, d: Row) -> list[str]:
    pair = list(d.get("combat") or ())[:2]
    strength = list(d.get("strength") or ()) + [0, 0]
    sides = [_("{minion} (strength {n})").format(minion=s.whose(u), n=num(strength[i])) for i, u in enumerate(pair)]
    step = combat_step(s.v)
    at = {
        "close": N_("Combat, round {n} at close range: {sides}; {step}."),
        "long": N_("Combat, round {n} at long range: {sides}; {step}."),
    }
    said = at.get(str(d.get("range", "close")))
    step_words = _(STEP_WORDS[step]) if step in STEP_WORDS else step
    if said is None:
        said = f"Combat, round {{n}} at {d.get('range')} range: {{sides}}; {{step}}."
    out = [_(said).format(n=num(d.get("round"), 1), sides=_(" against ").join(sides), step=step_words)]
    strikes = d.get("strikes") if isinstance(d.get("strikes"), Mapping) else {}
    if strikes:
        chosen = "; ".join(f"{s.name(u)}: {strike_words(n)}" for u, n in strikes.items())
        out.append(_("Strikes: {strikes}.").format(strikes=chosen))
    if num(d.get("press")) > 0:
        out.append(_("A press to continue stands: another round follows."))
    return out


def _poll_lines(s: Seen, d: Row) -> list[str]:
    terms = [card_or_word(s, t) for t in d.get("terms") or ()]
    what = f"{d.get('referendum')}" + (f" ({', '.join(terms)})" if terms else "")
    head = _("Referendum on {what}, called by {seat}: polling.").format(
        what=what, seat=seat_words(seat_name(s.v, d.get("caller")))
    )
    ballots = list(d.get("ballots") or ()) + [0, 0]
    votes = num(d.get("for"))
    tally = ngettext("{n} vote for, {against} against", "{n} votes for, {against} against", votes).format(
        n=votes, against=num(d.get("against"))
    )
    if num(ballots[0]) or num(ballots[1]):
        tally = _("{tally}; prisci ballots {n} for, {against} against").format(
            tally=tally, n=num(ballots[0]), against=num(ballots[1])
        )
    out = [head, tally[:1].upper() + tally[1:] + "."]
    cast = [c for c in d.get("cast") or () if isinstance(c, list | tuple) and len(c) >= 4]
    if cast:
        out.append(_("Cast: {votes}.").format(votes="; ".join(_cast_words(s, c) for c in cast)))
    return out


def _cast_words(s: Seen, c: Any) -> str:
    k = num(c[3])
    said = (
        ngettext("{seat}, {source}: {n} vote for", "{seat}, {source}: {n} votes for", k)
        if c[2] == "for"
        else ngettext("{seat}, {source}: {n} vote against", "{seat}, {source}: {n} votes against", k)
    )
    return said.format(seat=seat_words(seat_name(s.v, c[1])), source=c[0], n=k)


def card_or_word(s: Seen, token: Any) -> str:
    """A referendum's term or a move's target: a card in play, a Methuselah, or the word itself."""
    word = str(token)
    if word.isdigit():
        return s.whose(word)
    if re.fullmatch(r"p\d+", word):
        return seat_name(s.v, int(word[1:]) - 1)
    if re.fullmatch(r"p\d+=\d+(\+p\d+=\d+)*", word):  # an amount for each Methuselah
        shares = [part.split("=") for part in word.split("+")]
        return ", ".join(f"{seat_name(s.v, int(p[1:]) - 1)} {k}" for p, k in shares)
    return re.sub(r"\bp(\d+)\b", lambda g: seat_name(s.v, int(g.group(1)) - 1), word).replace("-", " ")


def _small_lines(s: Seen, d: Row) -> list[str]:
    """The frames that ask one Methuselah one thing."""
    if "pending" in d:
        return [_pending_line(s, d)]
    if "ask" in d:
        return _ask_lines(s, d)
    if "strike" in d:
        return [_("{minion} chooses its strike.").format(minion=s.whose(d.get("strike")))]
    if "discard-down" in d:
        who = seat_words(seat_name(s.v, d.get("discard-down")))
        return [_("{seat} is over their hand size and discards a card.").format(seat=who)]
    if "draw" in d:
        k = num(d.get("left"))
        said = ngettext(
            "{seat} draws {n} card, choosing where from.", "{seat} draws {n} cards, choosing where from.", k
        )
        return [said.format(seat=seat_words(seat_name(s.v, d.get("draw"))), n=k)]
    if "assist" in d or "statement" in d:
        who = seat_words(seat_name(s.v, d.get("assist", d.get("statement"))))
        said = _("{seat} plays {card}, stating its effect by hand (assisted rules).")
        return [said.format(seat=who, card=d.get("card"))]
    return []


def _pending_line(s: Seen, d: Row) -> str:
    chosen = ", ".join(str(c) for c in d.get("chosen") or ())
    pending = str(d.get("pending"))
    pending = _(pending) if pending == "a play being chosen" else pending
    said = {"seat": seat_words(seat_name(s.v, d.get("seat"))), "card": pending, "chosen": chosen}
    if chosen:
        return _("{seat} is playing {card} ({chosen}).").format(**said)
    return _("{seat} is playing {card}.").format(**said)


def _ask_lines(s: Seen, d: Row) -> list[str]:
    who = seat_words(seat_name(s.v, d.get("ask")))
    from .prompts import retold

    question = plain(retold(d.get("question") or ""))
    out = [_("{seat} decides: {question}").format(seat=who, question=question)]
    if d.get("ask") == s.me and d.get("choices"):
        choices = "; ".join(describe_action(s.v, str(c)) for c in d.get("choices") or ())
        out.append(_("Choices: {choices}.").format(choices=choices))
    return out


def _window_lines(s: Seen, d: Row) -> list[str]:
    kind = d.get("window")
    if kind == "prevent":
        agg, n = num(d.get("aggravated")), num(d.get("damage"))
        said = (
            _("{minion} takes {n} damage and {agg} aggravated: it may prevent some.")
            if agg
            else _("{minion} takes {n} damage: it may prevent some.")
        )
        return [said.format(minion=s.whose(d.get("minion")), n=n, agg=agg)]
    if kind == "as-played":
        return [_("{card} is being played: a card that cancels it may answer now.").format(card=d.get("card"))]
    return []


def moment(view: View) -> list[tuple[str, str]]:
    """The present moment, outermost first, as (kind, sentence): the turn, the action, the combat,
    the referendum, the small questions, and who is asked now."""
    s = Seen(view)
    v = s.v
    out: list[tuple[str, str]] = [("turn", _turn_line(s))]
    for d in _decisions(v):
        if d.get("window") == "action":
            out += [("action", line) for line in _action_lines(s, d)]
        elif "combat" in d:
            out += [("combat", line) for line in _combat_lines(s, d)]
        elif d.get("window") == "poll":
            out += [("poll", line) for line in _poll_lines(s, d)]
        else:
            out += [("info", line) for line in _small_lines(s, d) + _window_lines(s, d)]
    if v.get("to_move") is not None:
        asked = _("Asked now: {seat} (you)") if v.get("to_move") == s.me else _("Asked now: {seat}")
        ask = asked.format(seat=seat_words(seat_name(v, v.get("to_move"))))
        out.append(("asked", f"{ask}. {plain(asked_words(_prompt(v)))}".strip()))
    return out


def _prompt(v: View) -> str:
    """The view's question: a line its template made (kept as made, to be told), or its words."""
    prompt = v.get("prompt")
    return prompt if isinstance(prompt, str) else ""


def asked_words(prompt: str) -> str:
    """A view's English question in the reader's language, where a phase's template made it."""
    from .phases import PHASE_PROMPTS
    from .prompts import QUESTIONS, retold

    return retold(prompt, (*PHASE_PROMPTS, *QUESTIONS))


# ---------------------------------------------------------------- moves in words
class _Mover:
    """The seat making the move and the moment it answers, as its view shows them."""

    __slots__ = ("s", "seat", "d")

    def __init__(self, v: View) -> None:
        self.s = Seen(v)
        to_move = v.get("to_move")
        self.seat = to_move if isinstance(to_move, int) else self.s.me
        self.d = _decisions(v)

    def last(self, key: str) -> Row:
        for d in reversed(self.d):
            if key in d:
                return d
        return {}

    def window(self, kind: str) -> Row:
        for d in reversed(self.d):
            if d.get("window") == kind:
                return d
        return {}

    def innermost(self) -> Row:
        return self.d[-1] if self.d else {}

    def name(self, token: Any) -> str:
        return self.s.name(token)

    def prey(self) -> str:
        me = seat_of(self.s.v, self.seat) or {}
        prey = me.get("prey")
        row = seat_of(self.s.v, prey)
        if not row:
            return _("your prey")
        return _("{seat} ({n} pool)").format(seat=seat_words(seat_name(self.s.v, prey)), n=num(row.get("pool")))


def _bleed(m: _Mover, a: list[str]) -> str:
    r = m.s.row(a[0]) or {}
    f = card_facts(str(r.get("card"))) if r.get("card") else None
    amount = f.bleed if f is not None and not f.crypt else 1
    return _("{minion} bleeds your prey {prey} for {n} (directed, 0 stealth)").format(
        minion=m.name(a[0]), prey=m.prey(), n=amount
    )


def _rescue(m: _Mover, a: list[str]) -> str:
    k = num(a[2]) if len(a) > 2 else 0
    return _("{minion} rescues {other} from torpor ({minion} pays {k} blood, {minion2} the rest of the cost)").format(
        minion=m.name(a[0]), other=m.s.whose(a[1]), k=k, minion2=m.name(a[1])
    )


def _diablerize(m: _Mover, a: list[str]) -> str:
    return _(
        "{minion} diablerizes {other} in torpor: takes its blood and burns it; a blood hunt referendum follows"
    ).format(minion=m.name(a[0]), other=m.s.whose(a[1]))


def _equip(m: _Mover, a: list[str]) -> str:
    host = m.s.things.get(num(a[1], -1))
    if host is not None and host[2].startswith("on:"):
        said = _("{minion} takes {card} from {other} (equip action, +1 stealth)")
        return said.format(minion=m.name(a[0]), card=m.name(a[1]), other=m.name(host[2][3:]))
    return _("{minion} takes {card} (equip action, +1 stealth)").format(minion=m.name(a[0]), card=m.name(a[1]))


def _block(m: _Mover, a: list[str]) -> str:
    act = m.window("action")
    what = _(ACTION_WORDS.get(str(act.get("action")), N_("the action")))
    return _("{minion} attempts to block {other} ({what}, {n} stealth)").format(
        minion=m.name(a[0]), other=m.s.whose(act.get("actor")), what=what, n=num(act.get("stealth"))
    )


def _card_line(name: str) -> str:
    f = card_facts(name)
    if f is None:
        return name
    kind = " / ".join(f.types)
    costs = [
        (_("{n} blood") if u == "blood" else _("{n} pool")).format(n=c)
        for c, u in ((f.blood_cost, "blood"), (f.pool_cost, "pool"))
        if c not in (None, 0, "")
    ]
    cost = _(" and ").join(costs)
    return f"{name} ({kind}{', ' + cost if cost else ''})"


def _play(m: _Mover, a: list[str]) -> str:
    name = card_name(m.s, a[0])
    if "strike" in m.innermost():
        said = _("play {card} as the strike of {minion}")
        return said.format(card=_card_line(name), minion=m.name(m.innermost().get("strike")))
    return _("play {card}").format(card=_card_line(name))


def _use(m: _Mover, a: list[str]) -> str:
    r = m.s.row(a[0]) or {}
    abilities = list(r.get("abilities") or ())
    n = num(a[1], 1) if len(a) > 1 else 1
    what = str(abilities[n - 1]) if 0 < n <= len(abilities) else _("ability {n}").format(n=n)
    return _("use {card}: {what}").format(card=m.name(a[0]), what=what)


def _pending(m: _Mover) -> str:
    return str(m.last("pending").get("pending") or _("the card"))


def _by(m: _Mover, a: list[str]) -> str:
    return _("{card} is played by {minion}").format(card=_pending(m), minion=m.s.whose(a[0]))


def _mode(m: _Mover, a: list[str]) -> str:
    mode = mode_words(a[0])
    if mode == "basic":
        return _("{card} at basic level").format(card=_pending(m))
    if mode == "superior":
        return _("{card} at superior level").format(card=_pending(m))
    return _("{card} with {mode}").format(card=_pending(m), mode=mode)


def _target(m: _Mover, a: list[str]) -> str:
    word = a[0]
    if word == "none":
        return _("{card} with no target").format(card=_pending(m))
    return _("{card} targets {target}").format(card=_pending(m), target=card_or_word(m.s, word))


def _pass(m: _Mover, a: list[str]) -> str:
    d = m.innermost()
    if d.get("window") == "action" and d.get("stage") == "A" and m.seat in blocker_seats(m.s, d):
        return _("decline to block and pass")
    if d.get("window") == "prevent":
        return _("prevent no more damage (pass)")
    if d.get("window") == "poll":
        return _("cast nothing more in this referendum (pass)")
    return _("pass")


def _end(m: _Mover, a: list[str]) -> str:
    phase = str(m.s.v.get("phase") or "")
    return _("end your {phase}").format(phase=_(PHASE_WORDS[phase]) if phase in PHASE_WORDS else phase + " phase")


def _transfer(m: _Mover, a: list[str]) -> str:
    k = num(a[1], 1) if len(a) > 1 else 1
    r = m.s.row(a[0]) or {}
    after = num(r.get("blood")) + k
    said = {"k": k, "minion": m.name(a[0]), "after": after, "cap": r.get("capacity")}
    if r.get("capacity"):
        return ngettext(
            "move {k} pool onto {minion} ({k} transfer; it will have {after} of {cap} blood)",
            "move {k} pool onto {minion} ({k} transfers; it will have {after} of {cap} blood)",
            k,
        ).format(**said)
    return ngettext(
        "move {k} pool onto {minion} ({k} transfer; it will have {after} blood)",
        "move {k} pool onto {minion} ({k} transfers; it will have {after} blood)",
        k,
    ).format(**said)


def _bring(m: _Mover, a: list[str]) -> str:
    return _("bring {minion} out into your ready region").format(minion=m.name(a[0]))


VOTE_SIDES = {"for": N_("for"), "against": N_("against")}


def _vote(m: _Mover, a: list[str]) -> str:
    side = a[1] if len(a) > 1 else "for"
    poll = m.window("poll")
    on = f" {poll.get('referendum')}" if poll else ""
    src = a[0]
    said = {
        "side": _(VOTE_SIDES.get(side, side)),
        "on": on,
        "minion": m.name(src) if src not in ("edge", "card") else "",
    }
    if src == "edge":
        return _("burn the Edge for 1 vote {side}{on}").format(**said)
    if src == "card":
        return _("cast the political action card's vote {side}{on}").format(**said)
    return _("cast the votes of {minion} {side}{on}").format(**said)


def _burn(m: _Mover, a: list[str]) -> str:
    if len(a) >= 2 and a[1] in ("for", "against"):
        return _("burn {card} from your hand for 1 vote {side}").format(
            card=card_name(m.s, a[0]), side=_(VOTE_SIDES[a[1]])
        )
    if len(a) >= 2 and a[0].endswith("-pool"):
        k = num(a[1].split("-")[0])
        cards = ngettext("{n} card", "{n} cards", k).format(n=k)
        return _("burn {n} pool and {cards} at random").format(n=a[0].removesuffix("-pool"), cards=cards)
    if not a:
        return _("burn it")
    return _("burn {what}").format(what=" ".join(card_or_word(m.s, w) for w in a))


def _strike(m: _Mover, a: list[str]) -> str:
    who = m.last("strike").get("strike")
    what = strike_words(a[0])
    if len(a) > 1:  # a retainer or equipment named
        what = _("{strike}, at {target}").format(strike=what, target=m.name(a[1]))
    if who is None:
        return _("strike: {strike}").format(strike=what)
    return _("{minion} strikes: {strike}").format(minion=m.name(who), strike=what)


def _done(m: _Mover, a: list[str]) -> str:
    if "ask" in m.innermost():
        return _("done: take no more")
    return _("done: the stated effect is complete")


def _maneuver(m: _Mover, a: list[str]) -> str:
    fight = m.last("combat")
    if fight.get("range", "close") == "close":
        return _("{minion} maneuvers to long range").format(minion=m.name(a[0]))
    return _("{minion} maneuvers to close range").format(minion=m.name(a[0]))


def _press(m: _Mover, a: list[str]) -> str:
    how = a[1] if len(a) > 1 else "continue"
    if how == "continue":
        return _("{minion} presses to continue the combat").format(minion=m.name(a[0]))
    return _("{minion} presses to end the combat").format(minion=m.name(a[0]))


def _shield(m: _Mover, a: list[str]) -> str:
    if len(a) > 1 and a[1]:
        return _("prevent damage to {minion} with its protection ({n})").format(minion=m.name(a[0]), n=a[1])
    return _("prevent damage to {minion} with its protection").format(minion=m.name(a[0]))


def _grant(m: _Mover, a: list[str]) -> str:
    key = a[0]
    if key == "slave-substitute":
        return _("{minion} (a Slave) takes over the combat").format(minion=m.name(a[1]))
    base = re.sub(r"-\d+$", "", key)
    name = _slug_names().get(base, key.replace("-", " "))
    return _("{minion} uses the effect of {card}").format(minion=m.name(a[1]), card=name)


def _choose(m: _Mover, a: list[str]) -> str:
    chosen = _and([card_or_word(m.s, w) if not _is_card(w) else card_name(m.s, w) for w in a])
    return _("choose {what}").format(what=chosen)


def _is_card(word: str) -> bool:
    return word in _slug_names()


def _draw(m: _Mover, a: list[str]) -> str:
    if a[0] == "library":
        return _("draw from your library")
    return _("draw {card} from the cards set aside").format(card=card_name(m.s, a[0]))


def _discard(m: _Mover, a: list[str]) -> str:
    name = card_name(m.s, a[0])
    if "discard-down" in m.innermost():
        return _("discard {card} (your hand is over its size)").format(card=name)
    if m.s.v.get("phase") == "discard" and m.innermost().get("window") == "discard":
        return _("discard {card} and draw a card (a discard phase action)").format(card=name)
    return _("discard {card}").format(card=name)


def _with(m: _Mover, a: list[str]) -> str:
    card = m.last("assist").get("card") or _("the card")
    target = _("no target") if len(a) < 2 or a[1] == "none" else card_or_word(m.s, a[1])
    return _("{card} is played by {minion}, aimed at {target}").format(card=card, minion=m.s.whose(a[0]), target=target)


def _adjust(m: _Mover, a: list[str]) -> str:
    words = [card_or_word(m.s, w) for w in a]
    return _("adjust by hand (assisted rules): {what}").format(what=" ".join(words))


def _one(fmt: str) -> Callable[[_Mover, list[str]], str]:
    """A move about one minion or card: ``fmt`` (marked ``N_``) with its name for ``{card}``."""
    return lambda m, a: _(fmt).format(card=m.name(a[0]))


def _slugged(fmt: str) -> Callable[[_Mover, list[str]], str]:
    """A move about one card named by its slug."""
    return lambda m, a: _(fmt).format(card=card_name(m.s, a[0]))


def _said(fmt: str) -> Callable[[_Mover, list[str]], str]:
    """A move in words that name nothing (``fmt`` marked ``N_``)."""
    return lambda m, a: _(fmt)


def _redlist(m: _Mover, a: list[str]) -> str:
    said = _("{minion} enters combat with the marked Red List minion {other} (+1 stealth, 1 blood)")
    return said.format(minion=m.name(a[0]), other=m.s.whose(a[1]))


DESCRIBE: dict[str, Callable[[_Mover, list[str]], str]] = {
    "bleed": _bleed,
    "hunt": _one(N_("{card} hunts (+1 stealth) to gain blood")),
    "leave": _one(N_("{card} leaves torpor (costs 2 blood, +1 stealth)")),
    "anarch": _one(N_("{card} becomes Anarch (2 blood, or 1 with another ready Anarch; +1 stealth)")),
    "rescue": _rescue,
    "diablerize": _diablerize,
    "equip": _equip,
    "redlist": _redlist,
    "block": _block,
    "play": _play,
    "use": _use,
    "by": _by,
    "mode": _mode,
    "target": _target,
    "x": lambda m, a: _("{card} with X = {x}").format(card=_pending(m), x=a[0]),
    "back": lambda m, a: _("go back: {card} is not played").format(card=_pending(m)),
    "pass": _pass,
    "end": _end,
    "transfer": _transfer,
    "return": _one(N_("move 1 blood from {card} back to your pool (2 transfers)")),
    "bring": _bring,
    "merge": _one(N_("merge {card} with its counterpart in play (4 transfers and 1 pool)")),
    "crypt": _said(N_("move the top card of your crypt to your uncontrolled region (4 transfers and 1 pool)")),
    "discard": _discard,
    "vote": _vote,
    "burn": _burn,
    "strike": _strike,
    "maneuver": _maneuver,
    "press": _press,
    "shield": _shield,
    "grant": _grant,
    "keep": _one(N_("pay 1 pool to keep contesting {card}")),
    "yield": _one(N_("yield {card} (it is burned)")),
    "keep-title": _one(N_("{card} pays 1 blood to keep contesting its title")),
    "yield-title": _one(N_("{card} yields its contested title")),
    "withdraw": _said(N_("announce your withdrawal from the game")),
    "burn-option": _slugged(N_("discard {card} (a burn-option card you cannot use) and draw")),
    "mark": _one(N_("mark the Red List minion {card} until the end of the turn (a master phase action)")),
    "infernal": _one(N_("pay 1 pool to unlock the Infernal {card}")),
    "discipline": _slugged(N_("put the Discipline card {card} on the diablerist")),
    "trophy": _slugged(N_("put the trophy {card} on your vampire")),
    "decline": _said(N_("decline")),
    "draw": _draw,
    "choose": _choose,
    "assist": _slugged(N_("play {card}, stating its effect by hand (assisted rules)")),
    "with": _with,
    "adjust": _adjust,
    "done": _done,
    "cancel": _said(N_("cancel it")),
    "edge": _said(N_("gain 1 pool from the Edge")),
    "effect": _one(N_("carry out the unlock-phase effect of {card}")),
    "take": _one(N_("take {card}")),
    "time": _said(N_("time is called: the round's clock has run out")),
}


def describe_action(view: View, text_: str) -> str:
    """Plain words for a move, from the view of the seat making it; an unknown verb gets its words
    with each minion or Methuselah named."""
    words = str(text_).split()
    if not words:
        return ""
    m = _Mover(view)
    describe = DESCRIBE.get(words[0])
    said = ""
    if describe is not None:
        with suppress(IndexError, KeyError, TypeError, ValueError, AttributeError):  # odd arguments
            said = describe(m, words[1:])
    if not said:
        rest = " ".join(card_or_word(m.s, w) for w in words[1:])
        said = f"{words[0].replace('-', ' ')} {rest}".strip()
    # the sentences speak to the mover; told to another seat, "your prey" is the mover's: "their"
    # (Portuguese "sua" and Spanish "su" already say both)
    if m.s.me == m.seat or language() != SOURCE:
        return said
    return re.sub(r"\byour\b", "their", said)


# ---------------------------------------------------------------- the terminal
MOMENT_STYLE = {
    "turn": "bold",
    "action": "bold yellow",
    "combat": "bold red",
    "poll": "bold magenta",
    "asked": "bold cyan",
    "info": "",
}


def _traits(r: Row) -> str:
    """Clan, sect and title; an ally's kind, strength and bleed."""
    if r.get("kind") == "ally":
        return ally_words(str(r.get("card")))
    bits = [str(r.get(k)) for k in ("clan", "sect", "title") if r.get(k)]
    return ", ".join(b.title() if b.islower() and len(b) > 3 and " " not in b else b for b in bits)


def ally_words(name: str) -> str:
    f = card_facts(name)
    if f is None:
        return "ally"
    kind = f"{f.trait} ally" if f.trait else "ally"
    return f"{kind}, strength {f.strength}, bleed {f.bleed}"


def _placed_words(v: View, c: Row, seat: Any = None) -> str:
    bits = [str(c.get("card"))]
    extra = []
    if num(c.get("counters")):
        extra.append(plural(num(c.get("counters")), "counter"))
    if c.get("locked"):
        extra.append("locked")
    if isinstance(c.get("controller"), int) and c.get("controller") != seat:
        extra.append(f"controlled by {seat_name(v, c.get('controller'))}")
    return f"{bits[0]} [#{c.get('id')}]" + (f" ({', '.join(extra)})" if extra else "")


def _counters(r: Row) -> str:
    counters = r.get("counters")
    parts = []
    if isinstance(counters, Mapping):
        parts += [f"{k} {n}" for k, n in counters.items()]
    parts += [str(x) for x in r.get("marks") or ()]
    if r.get("cannot_block"):
        parts.append("cannot block")
    return ", ".join(parts)


def minion_text(v: View, r: Row, seat: Any = None) -> Text:
    """A minion in one line or a few: id, name, blood, lock, clan, sect, title, disciplines, cards on it."""
    t = Text()
    t.append(f"#{r.get('id')} ", style="dim")
    t.append(str(r.get("card")), style="bold")
    if r.get("kind") == "ally":
        t.append(f"  life {num(r.get('life', r.get('blood')))}", style="green")
    else:
        t.append(f"  blood {num(r.get('blood'))}/{num(r.get('capacity'))}", style="red")
    if r.get("locked"):
        t.append("  LOCKED", style="bold yellow")
    traits = _traits(r)
    if traits:
        t.append(f"  {traits}")
    if r.get("disciplines"):
        t.append(f"  {r.get('disciplines')}", style="cyan")
    extra = _counters(r)
    if extra:
        t.append(f"  [{extra}]", style="dim")
    for c in rows(r.get("cards")):
        t.append("\n    on it: " + _placed_words(v, c, seat), style="yellow" if c.get("locked") else "")
    return t


def _hand_text(row: Row, own: bool) -> Text:
    hand = row.get("hand")
    t = Text("Hand: ", style="bold")
    size = f" (hand size {num(row.get('hand_size'))})"
    if isinstance(hand, list):
        t.append(", ".join(str(n) for n in hand) if hand else "empty")
        t.append(size + ("" if own else ", shown to all"), style="dim")
    else:
        t.append(plural(num(hand), "card"))
        t.append(size, style="dim")
    known = row.get("hand_known")
    if isinstance(known, list) and known:
        t.append("; you were shown: " + ", ".join(str(n) for n in known), style="yellow")
    for name, why in _hand_why(row).items():
        said = why if why.startswith(name) else f"{name} cannot be played now: {why}"  # the name once
        t.append(f"\n  ✕ {said}", style="yellow")
    return t


def _hand_why(row: Row) -> dict[str, str]:
    """Why each master card of the seat's own hand cannot be played now (the rules' sentence)."""
    why = row.get("hand_why")
    return {str(k): str(w) for k, w in why.items()} if isinstance(why, Mapping) else {}


def _uncontrolled_text(row: Row) -> Text | None:
    found = rows(row.get("uncontrolled"))
    if not found:
        return None
    parts = []
    for u in found:
        if u.get("card"):
            parts.append(f"#{u.get('id')} {u.get('card')} {num(u.get('blood'))}/{num(u.get('capacity'))} blood")
        else:
            parts.append(f"#{u.get('id')} face down, {plural(num(u.get('blood')), 'blood', 'blood')}")
    return Text("Uncontrolled: ", style="bold").append("; ".join(parts))


def ash_words(names: Sequence[str], latest: int = 4) -> tuple[str, str]:
    """An ash heap as (the latest names, the whole heap grouped: "Bonding x3, ...")."""
    recent = ", ".join(reversed(list(names)[-latest:]))
    counts: dict[str, int] = {}
    for n in names:
        counts[n] = counts.get(n, 0) + 1
    every = ", ".join(f"{n} x{k}" if k > 1 else n for n, k in sorted(counts.items()))
    return recent, every


def _zone_lines(v: View, row: Row) -> Iterator[Text]:
    for key, label in (("in_play", "In play"), ("contested", "Contested")):
        found = rows(row.get(key))
        if found:
            yield Text(f"{label}: ", style="bold").append(
                "; ".join(_placed_words(v, c, row.get("seat")) for c in found)
            )
    ash = [str(n) for n in row.get("ash_heap") or ()]
    if ash:
        recent, every = ash_words(ash)
        yield (
            Text(f"Ash heap ({len(ash)}): ", style="bold")
            .append(f"latest {recent}")
            .append(f"; all: {every}", style="dim")
        )
    removed = [str(n) for n in row.get("removed") or ()]
    if removed:
        yield Text(f"Removed from the game ({len(removed)}): ", style="bold").append(", ".join(removed))
    yield from _extras(row)


def _extras(row: Row) -> Iterator[Text]:
    aside = row.get("aside")
    if isinstance(aside, list) and aside:
        yield Text("Set aside: ", style="bold").append(", ".join(str(n) for n in aside))
    elif num(aside):
        yield Text(f"Set aside face down: {plural(num(aside), 'card')}", style="bold")
    for item in row.get("delayed") or ():
        if isinstance(item, list | tuple) and len(item) == 2:
            yield Text(f"{item[0]} is not replaced until the {item[1]}.", style="dim")
    if row.get("withdrawing"):
        yield Text("Withdrawing from the game.", style="bold yellow")


def seat_title(v: View, row: Row) -> Text:
    me = viewer(v)
    t = Text(str(row.get("name")), style="bold")
    if row.get("seat") == me:
        t.append(" (you)", style="bold cyan")
    if row.get("deck"):
        t.append(f" · {row.get('deck')}", style="dim")
    return t


def standing(v: View, row: Row) -> str:
    """Ousted, the last one left, or prey and predator."""
    if row.get("ousted"):
        return _("ousted on turn {n}").format(n=row.get("ousted"))
    if row.get("prey") == row.get("seat"):
        return _("the last Methuselah in the game")
    prey, predator = (seat_words(seat_name(v, row.get(k))) for k in ("prey", "predator"))
    return _("prey: {prey} · predator: {predator}").format(prey=prey, predator=predator)


def seat_status(v: View, row: Row) -> Text:
    t = Text()
    t.append(f"pool {num(row.get('pool'))}", style="bold red")
    t.append(f" · {plural(points(row.get('vp')), 'victory point')}", style="bold")
    if v.get("edge") == row.get("seat") and row.get("seat") is not None:
        t.append(" · holds the Edge", style="bold yellow")
    t.append(f" · {standing(v, row)}", style="bold red" if row.get("ousted") else "")
    t.append(f" · library {num(row.get('library'))} · crypt {num(row.get('crypt'))}", style="dim")
    if v.get("current") == row.get("seat"):
        t.append(" · their turn", style="bold green")
    return t


def seat_panel(v: View, row: Row) -> Panel:
    own = row.get("seat") == viewer(v) and row.get("seat") is not None
    lines: list[RenderableType] = [seat_status(v, row), _hand_text(row, own)]
    unc = _uncontrolled_text(row)
    if unc is not None:
        lines.append(unc)
    for key, label in (("ready", "Ready region"), ("torpor", "Torpor")):
        found = rows(row.get(key))
        lines.append(Text(f"{label}: " + ("" if found else "none"), style="bold"))
        lines += [Text("  ").append(minion_text(v, r, row.get("seat"))) for r in found]
    lines += list(_zone_lines(v, row))
    asked = v.get("to_move") == row.get("seat")
    style = "cyan" if own else ("green" if asked else "grey50")
    return Panel(Group(*lines), title=seat_title(v, row), title_align="left", border_style=style, padding=(0, 1))


def _header(v: View) -> Text:
    t = Text("Vampire: The Eternal Struggle", style="bold red")
    t.append(f" — seen by {v.get('you') or 'a spectator'}", style="dim")
    edge = v.get("edge")
    t.append(" · the Edge: " + (seat_name(v, edge) if edge is not None else "in the centre"), style="yellow")
    return t


def _moment_panel(v: View) -> Panel:
    t = Text()
    for i, (kind, line) in enumerate(moment(v)):
        if i:
            t.append("\n")
        t.append(line, style=MOMENT_STYLE.get(kind, ""))
    return Panel(t, title="Now", title_align="left", border_style="yellow", padding=(0, 1))


def _outcome_panel(v: View) -> Panel:
    oc = v.get("outcome") or {}
    lines = [Text(plain(oc.get("reason", "")), style="bold green")]
    for r in rows(oc.get("seats")):
        lines.append(
            Text(f"{r.get('rank')}. {seat_name(v, r.get('seat'))}: {plural(points(r.get('score')), 'victory point')}")
        )
    return Panel(Group(*lines), title="Game over", title_align="left", border_style="green")


def terminal(view: View) -> RenderableType:
    """The whole table for one seat: the present moment, then every Methuselah in seat order."""
    v = view
    parts: list[RenderableType] = [_header(v)]
    if isinstance(v.get("outcome"), Mapping):
        parts.append(_outcome_panel(v))
    else:
        parts.append(_moment_panel(v))
    parts += [seat_panel(v, row) for row in rows(v.get("methuselahs"))]
    return Group(*parts)


# ---------------------------------------------------------------- the SVG table
PAD = 8
BOLD_FIT = 0.88  # bold glyphs are wider than fitted() reckons
CHIP_H = 44
BG, PANEL, OWN_EDGE, ASKED_EDGE, EDGE_LINE = "#141016", "#221b26", "#d9a441", "#4fc3f7", "#4a3d52"
INK, DIM, GOLD, BLOOD = "#efe9e1", "#b7adbd", "#f0c05a", "#c62f3a"
CRYPT_FILL, LIB_FILL, MASTER_FILL, ALLY_FILL = "#4a1f29", "#1f3140", "#3a2f55", "#274230"
TORPOR_FILL, DOWN_FILL = "#2e2e38", "#3b2a1c"
MOMENT_FILL = {"turn": INK, "action": "#ffd166", "combat": "#ff7b7b", "poll": "#d9a0ff", "asked": "#7fd6ff"}


@dataclass(frozen=True, slots=True)
class Frame:
    """The measures of one layout of the picture. The page scales the picture to the board's width:
    the wide layout is drawn for a desktop's board (about 850 CSS px: a unit is about 1 px), the
    narrow one for a phone's (about 360 CSS px for 380 units: 12 units are still 11 px)."""

    w: float  # the picture's width
    chip_cols: int  # cards of a hand or a region to a row
    minion_cols: int  # minions to a row
    marked: bool  # its minions and cards in hand carry their element ids (data-el: a click plays)

    @property
    def inner(self) -> float:
        """The width inside a seat's panel."""
        return self.w - 4 * PAD

    @property
    def chip_w(self) -> float:
        return (self.inner - (self.chip_cols - 1) * PAD) / self.chip_cols

    @property
    def min_w(self) -> float:
        return (self.inner - (self.minion_cols - 1) * PAD) / self.minion_cols


#: The elements a move is about are marked once in each layout (the page shows one of them).
WIDE = Frame(880, 3, 2, True)
NARROW = Frame(380, 2, 1, True)
Draw = Callable[[float, float, float], str]  # a chip drawn at (x, y), so wide


class Box:
    """Markup drawn at a vertical cursor: ``add`` appends, ``y`` is the next free line."""

    __slots__ = ("parts", "y")

    def __init__(self, y: float) -> None:
        self.parts: list[str] = []
        self.y = y

    def add(self, *markup: str) -> None:
        self.parts.extend(markup)


def _hover(name: str, extra: str = "") -> tuple[str, str]:
    """A card's data-ref and hover text: its name, type, cost, disciplines, capacity and text."""
    f = card_facts(name)
    words = f"{name}" + (f" ({extra})" if extra else "")
    if f is None:
        return "", words
    return (card_key(f.name) if in_glossary(f.id) else ""), f"{words}: {card_words(f)}"


def _group(ref: str, title: str, body: str, extra: str = "") -> str:
    """A card: ``<g>`` with its glossary key and a hover ``<title>`` first."""
    attr = f' data-ref="{esc(ref)}"' if ref else ""
    return f'<g class="card"{attr}{extra}><title>{esc(title)}</title>{body}</g>'


def _fill(name: str) -> str:
    f = card_facts(name)
    if f is None:
        return LIB_FILL
    if f.crypt:
        return CRYPT_FILL
    if f.is_type("Master"):
        return MASTER_FILL
    return ALLY_FILL if f.is_type("Ally") else LIB_FILL


def _kind_line(name: str) -> str:
    f = card_facts(name)
    if f is None:
        return ""
    if f.crypt:
        return f"{', '.join(f.clans)} · capacity {f.capacity}"
    return " / ".join(f.types)


def _turned(x: float, y: float) -> str:
    """The mark of a locked card: a small card turned sideways and the word LOCKED."""
    return (
        f'<rect x="{x:g}" y="{y:g}" width="20" height="14" rx="2" fill="none" stroke="{GOLD}" stroke-width="1.6"/>'
        + text(x + 24, y + 12, "LOCKED", 12, GOLD, BOLD)
    )


def chip(
    x: float,
    y: float,
    w: float,
    name: str,
    sub: str,
    fill: str = "",
    locked: bool = False,
    extra: str = "",
    warn: bool = False,
    attrs: str = "",
) -> str:
    """A library card, an uncontrolled vampire or a card in play as a labelled box ``w`` wide
    (``warn``: a card that cannot be played now, its sub-line in the warning colour)."""
    ref, title = _hover(name, extra)
    stroke = f'stroke="{GOLD}" stroke-width="2.2" stroke-dasharray="5 3"' if locked else 'stroke="#00000066"'
    body = (
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{CHIP_H}" rx="5" fill="{fill or _fill(name)}" {stroke}/>'
        + fitted(x + 7, y + 18, name, 14, INK, BOLD, BOLD_FIT * (w - 14))
    )
    if locked:
        body += _turned(x + 7, y + 26)
    else:
        body += fitted(x + 7, y + 36, sub, 12, "#ff9e7a" if warn else DIM, BOLD if warn else "", w - 14)
    return _group(ref, title, body, attrs + (' data-unplayable="1"' if warn else ""))


def hand_chip(x: float, y: float, w: float, name: str, why: str = "", attrs: str = "") -> str:
    """A card of the hand; a master card that cannot be played now says so, and why on hover."""
    if not why:
        return chip(x, y, w, name, _kind_line(name), attrs=attrs)
    said = "✕ not now: " + _kind_line(name)
    return chip(x, y, w, name, said, extra=f"cannot be played now: {why}", warn=True, attrs=attrs)


def plain_chip(
    x: float, y: float, w: float, label: str, sub: str, title: str, ref: str, fill: str = DOWN_FILL, attrs: str = ""
) -> str:
    """A box for something with no face to show: another seat's hand, a face-down vampire."""
    body = (
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{CHIP_H}" rx="5" fill="{fill}" stroke="#00000066"/>'
        + fitted(x + 7, y + 18, label, 14, INK, BOLD, BOLD_FIT * (w - 14))
        + fitted(x + 7, y + 36, sub, 12, DIM, "", w - 14)
    )
    return _group(ref, title, body, attrs)


def _flow(box: Box, x0: float, items: Sequence[Draw], f: Frame) -> None:
    """Chips left to right, as many to a row as the layout takes."""
    cols = f.chip_cols
    for i, draw in enumerate(items):
        col, line = i % cols, i // cols
        box.add(draw(x0 + col * (f.chip_w + PAD), box.y + line * (CHIP_H + PAD), f.chip_w))
    if items:
        box.y += ((len(items) + cols - 1) // cols) * (CHIP_H + PAD)


def _label(box: Box, x: float, words: str) -> None:
    box.add(text(x, box.y + 14, words, 13, GOLD, BOLD))
    box.y += 20


def _lines(box: Box, x: float, words: str, fill: str, width: float) -> None:
    """Words wrapped to ``width`` at the cursor (13 units: 11 CSS px and more on a phone)."""
    got = wrapped(x, box.y + 12, words, 13, fill, width)
    box.add(*got)
    box.y += 16.25 * len(got) + 4


def _hand_items(v: View, row: Row, marked: bool = False) -> list[Draw]:
    hand = row.get("hand")
    items: list[Draw] = []
    if isinstance(hand, list):
        why = _hand_why(row)
        ids = _hand_ids(v, row) if marked else {}
        for i, n in enumerate(hand):
            attrs = element(ids[str(n)]) if ids.get(str(n)) and hand.index(n) == i else ""  # its first copy
            items.append(partial(hand_chip, name=str(n), why=why.get(str(n), ""), attrs=attrs))
    else:
        n = num(hand)
        title = f"{row.get('name')}'s hand: {plural(n, 'card')}, hidden"
        items.append(partial(plain_chip, label=plural(n, "card"), sub="hidden hand", title=title, ref="term:hand"))
    for n in row.get("hand_known") or ():
        items.append(partial(chip, name=str(n), sub="shown to you", extra="in their hand, shown to you"))
    return items


def _uncontrolled_items(row: Row, marked: bool = False) -> list[Draw]:
    items: list[Draw] = []
    for u in rows(row.get("uncontrolled")):
        blood, uid = num(u.get("blood")), u.get("id")
        attrs = element(f"minion:{uid}") if marked and isinstance(uid, int) else ""
        if u.get("card"):
            name, cap = str(u.get("card")), num(u.get("capacity"))
            sub = _("#{id} · {blood} of {capacity} blood").format(id=uid, blood=blood, capacity=cap)
            items.append(partial(chip, name=name, sub=sub, extra=sub, attrs=attrs))
        else:
            title = _("A face-down vampire (#{id}) with {blood} blood").format(id=uid, blood=blood)
            sub = _("#{id} · {blood} blood").format(id=uid, blood=blood)
            label = _("face down")
            items.append(partial(plain_chip, label=label, sub=sub, title=title, ref="term:regions", attrs=attrs))
    return items


def _placed_items(v: View, found: Iterable[Row], note: str = "") -> list[Draw]:
    items: list[Draw] = []
    for c in found:
        name = str(c.get("card"))
        sub = f"#{c.get('id')}" + (f" · {plural(num(c.get('counters')), 'counter')}" if num(c.get("counters")) else "")
        sub += f" · {note}" if note else ""
        items.append(partial(chip, name=name, sub=sub, locked=bool(c.get("locked")), extra=sub))
    return items


def _minion_height(r: Row, compact: bool = False) -> float:
    cards = rows(r.get("cards"))
    return 68 + ((18 if cards else 0) if compact else 24 * len(cards)) + (18 if _counters(r) else 0)


def _minion_badge(x: float, y: float, r: Row) -> str:
    """Blood and capacity (a vampire) or life (an ally) in a red or green tag at the top right."""
    if r.get("kind") == "ally":
        words, fill = f"life {num(r.get('life', r.get('blood')))}", "#2f7a44"
    else:
        words, fill = f"{num(r.get('blood'))}/{num(r.get('capacity'))}", BLOOD
    return f'<rect x="{x - 56:g}" y="{y:g}" width="50" height="22" rx="11" fill="{fill}"/>' + text(
        x - 31, y + 16, words, 14, "#ffffff", MIDDLE_BOLD
    )


def _attached(v: View, x: float, y: float, c: Row, seat: Any, w: float) -> str:
    name = str(c.get("card"))
    bits = [f"#{c.get('id')}"]
    if num(c.get("counters")):
        bits.append(plural(num(c.get("counters")), "counter"))
    if c.get("locked"):
        bits.append("locked")
    if c.get("mode") in ("basic", "superior"):
        bits.append(str(c.get("mode")))
    controller = c.get("controller")
    if isinstance(controller, int) and controller != seat:
        bits.append(f"of {seat_name(v, controller)}")
    ref, title = _hover(name, ", ".join(bits))
    stroke = f'stroke="{GOLD}" stroke-dasharray="4 2"' if c.get("locked") else 'stroke="#00000055"'
    body = f'<rect x="{x:g}" y="{y:g}" width="{w - 16:g}" height="20" rx="3" fill="{_fill(name)}" {stroke}/>' + fitted(
        x + 5, y + 15, f"{name} · {' · '.join(bits[1:])}" if len(bits) > 1 else name, 13, INK, "", w - 26
    )
    return _group(ref, title, body)


def minion_box(
    v: View,
    x: float,
    y: float,
    r: Row,
    torpor: bool,
    seat: Any = None,
    w: float = WIDE.min_w,
    attrs: str = "",
    compact: bool = False,
) -> str:
    """A minion as a labelled card ``w`` wide: name, blood and capacity, clan, sect, title,
    disciplines, the cards on it (``compact``: named on one line, as in the middle of the table); a
    locked one has a dashed gold edge and the LOCKED mark."""
    name = str(r.get("card"))
    h = _minion_height(r, compact)
    locked = bool(r.get("locked"))
    fill = TORPOR_FILL if torpor else (ALLY_FILL if r.get("kind") == "ally" else CRYPT_FILL)
    stroke = f'stroke="{GOLD}" stroke-width="2.5" stroke-dasharray="7 4"' if locked else 'stroke="#00000088"'
    state = ", ".join(
        x for x in (f"#{r.get('id')}", "in torpor" if torpor else "ready", "locked" if locked else "unlocked") if x
    )
    ref, title = _hover(name, f"{state}, {num(r.get('blood'))} blood")
    disciplines = str(r.get("disciplines") or ("" if r.get("kind") == "ally" else "no disciplines"))
    body = [
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" fill="{fill}" {stroke}/>',
        fitted(x + 8, y + 20, name, 15, INK, BOLD, BOLD_FIT * (w - 74)),
        _minion_badge(x + w, y + 5, r),
        fitted(x + 8, y + 39, " · ".join(b for b in (f"#{r.get('id')}", _traits(r)) if b), 13, DIM, "", w - 16),
        fitted(x + 8, y + 58, disciplines, 14, "#9fe0ff", BOLD, w - 90),
    ]
    if locked:
        body.append(_turned(x + w - 80, y + 46))
    cy = y + 66
    extra = _counters(r)
    if extra:
        body.append(fitted(x + 8, cy + 12, extra, 12, GOLD, "", w - 16))
        cy += 18
    if compact and rows(r.get("cards")):  # the panel below has each card with its hover text
        on = ", ".join(str(c.get("card")) for c in rows(r.get("cards")))
        body.append(fitted(x + 8, cy + 12, f"on it: {on}", 13, INK, "", w - 16))
    for c in () if compact else rows(r.get("cards")):
        body.append(_attached(v, x + 8, cy, c, seat, w))
        cy += 24
    return _group(ref, title, "".join(body), attrs)


def _minions(box: Box, v: View, x0: float, found: list[Row], torpor: bool, seat: Any, f: Frame) -> None:
    """Minions as many to a row as the layout takes, each row as tall as its tallest."""
    cols = f.minion_cols
    for i in range(0, len(found), cols):
        group = found[i : i + cols]
        for k, r in enumerate(group):
            attrs = element(f"minion:{r.get('id')}") if f.marked and isinstance(r.get("id"), int) else ""
            box.add(minion_box(v, x0 + k * (f.min_w + PAD), box.y, r, torpor, seat, f.min_w, attrs))
        box.y += max(_minion_height(r) for r in group) + PAD


def _seat_head(box: Box, v: View, row: Row, x: float, f: Frame) -> None:
    me = viewer(v)
    name = seat_words(str(row.get("name")))
    name = _("{seat} (you)").format(seat=name) if row.get("seat") == me and me is not None else name
    right = x + f.inner
    edge = v.get("edge") == row.get("seat") and row.get("seat") is not None
    wide = f.w >= WIDE.w
    pool = _("pool {n}").format(n=num(row.get("pool")))
    more = 11 * max(0, len(pool) - len(f"pool {num(row.get('pool'))}"))  # a longer word than English's: move left
    room = (min(250, f.inner - 190) if wide else f.inner - 150 - (26 if edge else 0)) - more
    box.add(fitted(x, box.y + 22, name, 18, INK, BOLD, BOLD_FIT * room))
    box.add(text(right, box.y + 22, pool, 18, "#ff8a8a", END + BOLD))
    vp = _("VP {n}").format(n=points(row.get("vp")))
    box.add(text(right - (100 if wide else 85) - more, box.y + 22, vp, 17, GOLD, END + BOLD))
    if edge:  # on a phone without its word (the hover says it): the name needs the room
        at = right - more
        box.add(edge_token(at - 175, box.y + 4, 22) if wide else edge_token(at - 170, box.y + 5, 20, word=False))
    box.y += 30
    _lines(box, x, standing(v, row), DIM, f.inner)
    counts = _("hand {n} of {size} · library {library} · crypt {crypt}").format(
        n=_count(row.get("hand")),
        size=num(row.get("hand_size")),
        library=num(row.get("library")),
        crypt=num(row.get("crypt")),
    )
    if row.get("deck"):
        counts += f" · {row.get('deck')}"
    _lines(box, x, counts, DIM, f.inner)


def _count(hand: Any) -> int:
    return len(hand) if isinstance(hand, list) else num(hand)


def edge_token(x: float, y: float, size: float, word: bool = True) -> str:
    """The Edge: a gold diamond (with its name), a hover text saying what it does."""
    h = size / 2
    return (
        '<g class="edge" data-ref="term:edge"><title>The Edge: its holder may gain 1 pool in each unlock '
        "phase, or burn it for 1 vote</title>"
        f'<path d="M{x + h:g},{y:g} L{x + size:g},{y + h:g} L{x + h:g},{y + size:g} L{x:g},{y + h:g} Z" fill="{GOLD}" stroke="#7a5408"/>'
        + (text(x - 4, y + h + 5, _("Edge"), 14, GOLD, END + BOLD) if word else "")
        + "</g>"
    )


def _ash(box: Box, row: Row, x: float, f: Frame) -> None:
    ash = [str(n) for n in row.get("ash_heap") or ()]
    removed = [str(n) for n in row.get("removed") or ()]
    if not ash and not removed:
        return
    recent, every = ash_words(ash)
    words = _("Ash heap {n}").format(n=len(ash)) + (" · " + _("latest: {cards}").format(cards=recent) if ash else "")
    title = f"{row.get('name')}'s ash heap ({plural(len(ash), 'card')}): {every or 'empty'}"
    if removed:
        words += " · " + _("removed {n}").format(n=len(removed))
        title += f". Removed from the game: {', '.join(removed)}"
    lines = wrapped(x, box.y + 14, words, 13, DIM, f.inner)
    box.add(f'<g class="ash" data-ref="term:ash-heap"><title>{esc(title)}</title>{"".join(lines)}</g>')
    box.y += 16.25 * len(lines) + 4


def _seat_extras(box: Box, row: Row, x: float, f: Frame) -> None:
    for line in _extras(row):
        _lines(box, x, line.plain, GOLD, f.inner)


def _regions(box: Box, v: View, row: Row, x: float, f: Frame) -> None:
    own = row.get("seat") == viewer(v) and row.get("seat") is not None
    hand = _hand_items(v, row, f.marked)
    _label(box, x, _("Hand") if own or not isinstance(row.get("hand"), list) else _("Hand (shown to all)"))
    _flow(box, x, hand, f)
    for name, why in _hand_why(row).items():  # where the card is: why it cannot be played now
        said = why if why.startswith(name) else f"{name}: {why}"
        _lines(box, x, f"✕ {said}", "#ff9e7a", f.inner)
    unc = _uncontrolled_items(row, f.marked)
    if unc:
        _label(box, x, _("Uncontrolled region ({n})").format(n=len(unc)))
        _flow(box, x, unc, f)
    for key, label in (("ready", _("Ready region")), ("torpor", _("Torpor"))):
        found = rows(row.get(key))
        if found or key == "ready":
            said = _("{region} ({n})") if found else _("{region}: no minions")
            _label(box, x, said.format(region=label, n=len(found)))
            _minions(box, v, x, found, key == "torpor", row.get("seat"), f)
    for key, label in (("in_play", _("In play")), ("contested", _("Contested (out of play)"))):
        found = rows(row.get(key))
        if found:
            _label(box, x, label)
            _flow(box, x, _placed_items(v, found, "contested" if key == "contested" else ""), f)


def seat_svg(v: View, row: Row, y: float, f: Frame = WIDE) -> tuple[str, float]:
    """One Methuselah's panel: name, pool, VP, the Edge, prey and predator, then every region."""
    box = Box(y + PAD)
    x = 2 * PAD
    _seat_head(box, v, row, x, f)
    _regions(box, v, row, x, f)
    _ash(box, row, x, f)
    _seat_extras(box, row, x, f)
    h = box.y - y + PAD
    frame = f'<rect x="{PAD}" y="{y:g}" width="{f.w - 2 * PAD:g}" height="{h:g}" rx="10" fill="{PANEL}" stroke="{_edge(v, row)}" stroke-width="2"/>'
    opacity = ' opacity="0.55"' if row.get("ousted") else ""
    return f'<g class="seat" data-seat="{num(row.get("seat"))}"{opacity}>{frame}{"".join(box.parts)}</g>', h


def _edge(v: View, row: Row) -> str:
    """A seat's frame: gold for yours, blue for the one asked now."""
    me, seat = viewer(v), row.get("seat")
    if seat == me and me is not None:
        return OWN_EDGE
    return ASKED_EDGE if v.get("to_move") == seat else EDGE_LINE


def _svg_header(v: View, f: Frame) -> tuple[str, float]:
    edge = v.get("edge")
    where = _("the Edge: {seat}").format(
        seat=seat_words(seat_name(v, edge)) if edge is not None else _("in the centre")
    )
    seen = _("seen by {seat}").format(seat=seat_words(v["you"]) if v.get("you") else _("a spectator"))
    parts = [text(PAD + 4, 28, "Vampire: The Eternal Struggle", 19, "#ff6b6b", BOLD)]
    if f.w >= WIDE.w:
        parts += [text(PAD + 4, 50, seen, 13, DIM), text(f.w - PAD - 4, 50, where, 13, GOLD, END)]
        return "".join(parts), 60
    parts += [fitted(PAD + 4, 48, seen, 13, DIM, "", f.w - 2 * PAD), fitted(PAD + 4, 66, where, 13, GOLD, "", f.w - 16)]
    return "".join(parts), 76


# ---------------------------------------------------------------- the table, seen from above
TABLE_BOX_W, TABLE_LINE = 240, 17
TABLE_MINIONS = 4  # ready minions named in a seat's place at the table (the rest are counted)
PREY, PREDATOR = "#ff8a8a", "#ffb26b"


#: Where each place is, from the viewer's clockwise (VT-TURN-02: play passes to the left, so a
#: Methuselah's prey sits to their left): B bottom, L/R the sides (LL/LH, RH/RL two to a side),
#: T the top (TL/TR two on top).
PLACES = {
    1: ("B",),
    2: ("B", "T"),
    3: ("B", "L", "R"),
    4: ("B", "L", "T", "R"),
    5: ("B", "L", "TL", "TR", "R"),
    6: ("B", "LL", "LH", "T", "RH", "RL"),
}
#: The same on a phone: no room beside the middle, so the places go on a row above it and a row below
#: (you at the bottom in the middle; clockwise: bottom left, then the top from left to right, then
#: bottom right).
NARROW_PLACES = {
    1: ("B",),
    2: ("B", "T"),
    3: ("B", "TL", "TR"),
    4: ("B", "BL", "T", "BR"),
    5: ("B", "BL", "TL", "TR", "BR"),
    6: ("B", "BL", "TL", "T", "TR", "BR"),
}
TOKEN_W, TOKEN_H = 108, 72  # a place at the table on a phone
RAIL = 10  # how far from the picture's sides the arrows between the two rows run


def _seat_order(v: View) -> list[Row]:
    """The Methuselahs from the viewer (a spectator: the first seat) clockwise."""
    seats = rows(v.get("methuselahs"))
    me = viewer(v)
    start = me if isinstance(me, int) and 0 <= me < len(seats) else 0
    return seats[start:] + seats[:start]


def _relation(v: View, row: Row, short: bool = False) -> tuple[str, str]:
    """How this Methuselah stands to the viewer: "you", "your prey", "your predator", or their own
    prey and predator (for a spectator, or a seat across the table). ``short``: in a word or two."""
    me = viewer(v)
    t = row.get("seat")
    if row.get("ousted"):
        return (_("ousted") if short else _("ousted on turn {n}").format(n=row.get("ousted"))), DIM
    mine = seat_of(v, me) if me is not None else None
    if t == me and me is not None:
        if short:
            return _("you"), OWN_EDGE
        if row.get("prey") == t:
            return _("you: the last Methuselah in the game"), OWN_EDGE
        return _("you: your prey is {seat}").format(seat=seat_words(seat_name(v, row.get("prey")))), OWN_EDGE
    if mine is not None and mine.get("prey") == t:
        return (_("your prey") if short else _("your prey: you bleed them")), PREY
    if mine is not None and mine.get("predator") == t:
        return (_("your predator") if short else _("your predator: they bleed you")), PREDATOR
    if short:
        return "", DIM
    return _("their prey: {seat}").format(seat=seat_words(seat_name(v, row.get("prey")))), DIM


def _place_minion(x: float, y: float, r: Row, torpor: bool = False) -> str:
    """A minion in one line at the table: name, blood, LOCKED, the cards on it (hover: its card)."""
    name = str(r.get("card"))
    ally = r.get("kind") == "ally"
    blood = f"life {num(r.get('life', r.get('blood')))}" if ally else f"{num(r.get('blood'))}/{num(r.get('capacity'))}"
    cards = [str(c.get("card")) for c in rows(r.get("cards"))]
    bits = [blood] + (["LOCKED"] if r.get("locked") else [])
    on = f", with {', '.join(cards)} on it" if cards else ""
    ref, title = _hover(name, f"#{r.get('id')}, " + ", ".join(bits) + (", in torpor" if torpor else "") + on)
    said = " · ".join(bits) + (f" +{len(cards)}" if cards else "")
    room = TABLE_BOX_W - 24 - 0.6 * 13 * len(said) - 8
    body = fitted(x, y, name, 14, DIM if torpor else INK, BOLD, BOLD_FIT * room)
    body += text(x + TABLE_BOX_W - 20, y, said, 13, GOLD if r.get("locked") else "#ff9a9a", END)
    return _group(ref, title, body)


def _place_lines(v: View, row: Row, x: float, y: float) -> list[str]:
    """What a seat's place at the table shows below its name: minions, torpor, the uncontrolled region."""
    out: list[str] = []
    ready = rows(row.get("ready"))
    for r in ready[:TABLE_MINIONS]:
        out.append(_place_minion(x, y + TABLE_LINE * len(out), r))
    if len(ready) > TABLE_MINIONS:
        more = _("+{n} more ready").format(n=len(ready) - TABLE_MINIONS)
        out.append(text(x, y + TABLE_LINE * len(out), more, 12, DIM))
    if not ready:
        out.append(text(x, y, _("no ready minion"), 12, DIM))
    for r in rows(row.get("torpor"))[:2]:
        out.append(_place_minion(x, y + TABLE_LINE * len(out), r, torpor=True))
    unc = rows(row.get("uncontrolled"))
    if unc:
        blood = sum(num(u.get("blood")) for u in unc)
        words = _("uncontrolled {n} ({blood} blood)").format(n=len(unc), blood=blood)
        out.append(text(x, y + TABLE_LINE * len(out), words, 12, DIM))
    return out


def _place_height(row: Row) -> float:
    ready = rows(row.get("ready"))
    n = max(1, min(len(ready), TABLE_MINIONS) + (len(ready) > TABLE_MINIONS))
    n += min(2, len(rows(row.get("torpor")))) + bool(rows(row.get("uncontrolled")))
    return 70 + TABLE_LINE * n


def _state_words(v: View, seat: Any) -> str:
    current = v.get("current") == seat
    return (_("their turn") if current else "") + (" · " + _("asked now") if v.get("to_move") == seat else "")


def _place(v: View, row: Row, cx: float, cy: float) -> str:
    """A Methuselah's place at the table: name and pool, how they stand to you, VP and counts, their
    turn, the Edge, then their minions."""
    x, top = cx - TABLE_BOX_W / 2, cy - _place_height(row) / 2
    seat = row.get("seat")
    words, colour = _relation(v, row)
    pool = _("pool {n}").format(n=num(row.get("pool")))
    parts = [
        f'<rect x="{x:g}" y="{top:g}" width="{TABLE_BOX_W}" height="{_place_height(row):g}" rx="9" fill="{PANEL}" '
        f'stroke="{_edge(v, row)}" stroke-width="{3 if v.get("current") == seat else 2}"/>',
        fitted(
            x + 10,
            top + 21,
            seat_words(str(row.get("name"))),
            16,
            INK,
            BOLD,
            BOLD_FIT * (TABLE_BOX_W - 30 - 10 * len(pool)),
        ),
        text(x + TABLE_BOX_W - 10, top + 21, pool, 16, "#ff8a8a", END + BOLD),
        fitted(x + 10, top + 39, words, 13, colour, BOLD if colour != DIM else "", TABLE_BOX_W - 20),
    ]
    counts = _("VP {vp} · hand {n} · library {library} · crypt {crypt}").format(
        vp=points(row.get("vp")),
        n=_count(row.get("hand")),
        library=num(row.get("library")),
        crypt=num(row.get("crypt")),
    )
    parts.append(fitted(x + 10, top + 57, counts, 12, DIM, "", TABLE_BOX_W - 20))
    state = _state_words(v, seat).strip(" ·")
    if state:  # a tag on the frame's top edge
        tag_w = 0.62 * 12 * len(state) + 12
        parts.append(
            f'<rect x="{x + 10:g}" y="{top - 9:g}" width="{tag_w:.0f}" height="17" rx="8" fill="{GOLD}"/>'
            + text(x + 16, top + 4, state, 12, "#1a1208", BOLD)
        )
    if v.get("edge") == seat and seat is not None:
        parts.append(edge_token(x + TABLE_BOX_W - 30, top - 11, 20))
    parts += _place_lines(v, row, x + 10, top + 78)
    opacity = ' opacity="0.55"' if row.get("ousted") else ""
    return f'<g class="place" data-seat="{num(seat)}"{opacity}>{"".join(parts)}</g>'


def _token(v: View, row: Row, cx: float, cy: float) -> str:
    """A Methuselah's place at the table on a phone: name, pool and VP, then two of how they stand to
    you, whose turn it is and their minions counted (their panel below names them)."""
    x, top, seat = cx - TOKEN_W / 2, cy - TOKEN_H / 2, row.get("seat")
    words, colour = _relation(v, row, short=True)
    state = _("their turn") if v.get("current") == seat else (_("asked now") if v.get("to_move") == seat else "")
    ready, torpor = len(rows(row.get("ready"))), len(rows(row.get("torpor")))
    minions = _("{n} ready").format(n=ready) + (" · " + _("{n} torpor").format(n=torpor) if torpor else "")
    minions = minions if ready or torpor else _("no minion")
    said = [(w, c, BOLD) for w, c in ((words, colour), (state, GOLD)) if w] + [(minions, DIM, "")]
    pool = _("pool {n} · VP {vp}").format(n=num(row.get("pool")), vp=points(row.get("vp")))
    parts = [
        f'<rect x="{x:g}" y="{top:g}" width="{TOKEN_W}" height="{TOKEN_H}" rx="8" fill="{PANEL}" '
        f'stroke="{_edge(v, row)}" stroke-width="{3 if v.get("current") == seat else 2}"/>',
        fitted(x + 7, top + 17, seat_words(str(row.get("name"))), 13, INK, BOLD, BOLD_FIT * (TOKEN_W - 14)),
        fitted(x + 7, top + 33, pool, 12, "#ff8a8a", BOLD, TOKEN_W - 14),
    ]
    for k, (line, fill, bold) in enumerate(said[:2]):
        parts.append(fitted(x + 7, top + 49 + 16 * k, line, 12, fill, bold, TOKEN_W - 14))
    if v.get("edge") == seat and seat is not None:
        parts.append(edge_token(x + TOKEN_W - 12, top - 8, 16, word=False))
    opacity = ' opacity="0.55"' if row.get("ousted") else ""
    return f'<g class="place" data-seat="{num(seat)}"{opacity}>{"".join(parts)}</g>'


def _arrow(cx: float, cy: float, rx: float, ry: float, a: float, b: float, colour: str) -> str:
    """An arc along the table's edge from angle ``a`` to angle ``b``, clockwise, ending in an arrowhead."""
    while b <= a:
        b += 2 * math.pi
    gap = min(0.3, (b - a) / 4)
    a, b = a + gap, b - gap
    x1, y1 = cx + rx * math.cos(a), cy + ry * math.sin(a)
    x2, y2 = cx + rx * math.cos(b), cy + ry * math.sin(b)
    large = 1 if b - a > math.pi else 0
    tx, ty = -rx * math.sin(b), ry * math.cos(b)  # the direction of travel at the end
    norm = math.hypot(tx, ty) or 1.0
    ux, uy = tx / norm, ty / norm
    head = (
        f"M{x2 + 9 * ux:.1f},{y2 + 9 * uy:.1f} L{x2 - 5 * ux - 7 * uy:.1f},{y2 - 5 * uy + 7 * ux:.1f} "
        f"L{x2 - 5 * ux + 7 * uy:.1f},{y2 - 5 * uy - 7 * ux:.1f} Z"
    )
    return (
        f'<path d="M{x1:.1f},{y1:.1f} A{rx:g},{ry:g} 0 {large} 1 {x2:.1f},{y2:.1f}" fill="none" stroke="{colour}" '
        f'stroke-width="3" stroke-linecap="round"/><path d="{head}" fill="{colour}"/>'
    )


def _fighters(v: View) -> list[Row]:
    """The minions in the middle of the table: both combatants during a combat, else the minion
    taking the action in progress (none: no action)."""
    s = Seen(v)
    found: list[Row] = []
    for d in _decisions(v):
        if d.get("window") == "action" and d.get("actor") is not None:
            found = [r for r in (s.row(d.get("actor")),) if r is not None]
        pair = d.get("combat")
        if isinstance(pair, list | tuple) and pair:
            found = [r for r in (s.row(uid) for uid in pair) if r is not None]
    return found


def _middle(v: View, cx: float, y: float, width: float) -> tuple[list[str], float]:
    """The middle of the table: the acting minion's card (both combatants' in a combat) and the
    moment in words (the action in progress, the combat, the referendum, who is asked now); or the
    end of the game."""
    out: list[str] = []
    cy = y
    for i, r in enumerate(_fighters(v)):
        if i:
            out.append(text(cx, cy + 13, "against", 13, "#ff7b7b", MIDDLE_BOLD))
            cy += 20
        box = minion_box(v, cx - width / 2, cy, r, False, w=width, compact=True)
        out.append(f'<g class="{"acting" if not i else "opposing"}">{box}</g>')
        cy += _minion_height(r, compact=True) + 8
    if isinstance(v.get("outcome"), Mapping):
        lines = [("turn", "Game over: " + plain((v.get("outcome") or {}).get("reason", "")))]
    else:
        lines = moment(v)
    for kind, words in lines:
        fill = MOMENT_FILL.get(kind, DIM)
        bold = kind in ("turn", "asked")
        got = wrapped(cx, cy + 14, words, 14, fill, width * (0.9 if bold else 0.98), MIDDLE_BOLD if bold else MIDDLE)
        out += got
        cy += 17.5 * len(got) + 3
    return out, cy - y


def _layout(order: list[Row], mh: float, y: float) -> tuple[dict[int, tuple[float, float]], tuple[float, float, float]]:
    """Each place's centre (by its index in ``order``), and the middle's top, height and width."""
    w = WIDE.w
    slots = PLACES.get(len(order), PLACES[6])
    hs = {slot: _place_height(r) for slot, r in zip(slots, order, strict=False)}
    top_h = max((h for s, h in hs.items() if s.startswith("T")), default=0.0)
    # each side's places from top to bottom: clockwise, play goes up the left side and down the right
    side = {c: [s for s in (f"{c}H", c, f"{c}L") if s in hs] for c in "LR"}
    side_h = max((sum(hs[s] for s in side[c]) + PAD * (len(side[c]) - 1) for c in "LR"), default=0.0)
    mid_top = y + (top_h + 2 * PAD if top_h else 0.0)
    mid_h = max(mh, side_h)
    bottom = mid_top + mid_h + 2 * PAD + hs.get("B", 0.0) / 2
    width = w - 2 * (TABLE_BOX_W + 3 * PAD)
    xs = {"L": TABLE_BOX_W / 2 + PAD, "R": w - TABLE_BOX_W / 2 - PAD, "T": w / 2, "B": w / 2}
    xs |= {"TL": w / 2 - TABLE_BOX_W / 2 - PAD, "TR": w / 2 + TABLE_BOX_W / 2 + PAD}
    centre: dict[int, tuple[float, float]] = {}
    for i, slot in enumerate(slots[: len(order)]):
        if slot == "B":
            centre[i] = (xs["B"], bottom)
        elif slot.startswith("T"):
            centre[i] = (xs[slot], y + top_h / 2)
        else:
            stack = side[slot[0]]
            above = sum(hs[s] + PAD for s in stack[: stack.index(slot)])
            used = sum(hs[s] for s in stack) + PAD * (len(stack) - 1)
            centre[i] = (xs[slot[0]], mid_top + (mid_h - used) / 2 + above + hs[slot] / 2)
    return centre, (mid_top + (mid_h - mh) / 2, bottom + hs.get("B", 0.0) / 2 - y, width)


def _narrow_layout(order: list[Row], mh: float, y: float) -> tuple[dict[int, tuple[float, float]], float, float]:
    """On a phone: each token's centre (by its index in ``order``), the middle's top and the height used."""
    w = NARROW.w
    slots = NARROW_PLACES.get(len(order), NARROW_PLACES[6])[: len(order)]
    tops = [s for s in slots if s.startswith("T")]
    top_y = y + TOKEN_H / 2
    mid_top = y + (TOKEN_H + 3 * PAD if tops else 2 * PAD)
    bottom_y = mid_top + mh + 3 * PAD + TOKEN_H / 2
    step = (w - 2 * PAD - TOKEN_W) / 2  # three to a row, the outer ones at the sides
    if len(tops) == 2:  # two on top: each above the middle of its half
        xs = {tops[0]: w / 2 - step / 2, tops[1]: w / 2 + step / 2}
    else:
        xs = {"TL": w / 2 - step, "T": w / 2, "TR": w / 2 + step}
    xs |= {"BL": w / 2 - step, "B": w / 2, "BR": w / 2 + step}
    centre = {i: (xs[slot], top_y if slot.startswith("T") else bottom_y) for i, slot in enumerate(slots)}
    return centre, mid_top, bottom_y + TOKEN_H / 2 - y


def _rim(centre: dict[int, tuple[float, float]], cx: float, cy: float, rx: float, ry: float) -> dict[int, float]:
    """Each place's angle on the table's edge."""
    return {i: math.atan2((py - cy) / ry, (px - cx) / rx) for i, (px, py) in centre.items()}


def table_svg(v: View, y: float) -> tuple[str, float]:
    """The table seen from above: each Methuselah's place around it, you at the bottom, play going
    clockwise (an arrow from each Methuselah to their prey), the present moment in the middle."""
    w = WIDE.w
    order = _seat_order(v)
    width = w - 2 * (TABLE_BOX_W + 3 * PAD)
    middle, mh = _middle(v, w / 2, 0, width)
    centre, (mid_y, h, _) = _layout(order, mh, y + PAD)
    cx = w / 2
    ys = [c[1] for c in centre.values()] + [mid_y, mid_y + mh]  # the rim runs through the places, round the middle
    rx, ry = w / 2 - TABLE_BOX_W / 2 - PAD, max(60.0, (max(ys) - min(ys)) / 2)
    cy = (max(ys) + min(ys)) / 2
    parts = [
        f'<ellipse cx="{cx:g}" cy="{cy:.1f}" rx="{rx:.0f}" ry="{ry:.0f}" fill="#2b1d24" stroke="#6b4d3a" stroke-width="3"/>'
    ]
    parts += _arrows(v, order, _rim(centre, cx, cy, rx, ry), (cx, cy, rx, ry))
    parts += [_place(v, order[i], px, py) for i, (px, py) in centre.items()]
    parts.append(f'<g class="moment" transform="translate(0,{mid_y:.1f})">{"".join(middle)}</g>')
    return f'<g class="table">{"".join(parts)}</g>', h + PAD


def _route(a: tuple[float, float], b: tuple[float, float]) -> list[tuple[float, float]]:
    """The way from one token to another on a phone, clockwise: along a row between them (right to
    left below, left to right on top), else up the left side or down the right side."""
    (xa, ya), (xb, yb), half = a, b, TOKEN_W / 2
    if abs(ya - yb) < 1:
        sign = 1 if xb > xa else -1
        return [(xa + sign * half, ya), (xb - sign * half, yb)]
    rail = RAIL if yb < ya else NARROW.w - RAIL
    side = -1 if yb < ya else 1  # leave and reach each token on the rail's side
    up = -1 if yb < ya else 1
    start = (xa + side * half, ya) if abs(xa + side * half - rail) > 12 else (rail, ya + up * TOKEN_H / 2)
    end = (xb + side * half, yb) if abs(xb + side * half - rail) > 12 else (rail, yb - up * TOKEN_H / 2)
    return [start, (rail, start[1]), (rail, end[1]), end]


def _path_arrow(points: list[tuple[float, float]], colour: str) -> str:
    """A line through ``points`` ending in an arrowhead."""
    pts = [p for i, p in enumerate(points) if i == 0 or math.dist(p, points[i - 1]) > 0.5]
    (x1, y1), (x2, y2) = pts[-2], pts[-1]
    norm = math.dist(pts[-2], pts[-1]) or 1.0
    ux, uy = (x2 - x1) / norm, (y2 - y1) / norm
    bx, by = x2 - 9 * ux, y2 - 9 * uy  # the line stops where the head begins
    line = " ".join(f"{'M' if i == 0 else 'L'}{x:.1f},{y:.1f}" for i, (x, y) in enumerate([*pts[:-1], (bx, by)]))
    head = f"M{x2:.1f},{y2:.1f} L{bx - 6 * uy:.1f},{by + 6 * ux:.1f} L{bx + 6 * uy:.1f},{by - 6 * ux:.1f} Z"
    return (
        f'<path d="{line}" fill="none" stroke="{colour}" stroke-width="3" stroke-linejoin="round"/>'
        f'<path d="{head}" fill="{colour}"/>'
    )


def narrow_table_svg(v: View, y: float) -> tuple[str, float]:
    """The table on a phone: the places on a row above the middle and a row below (you at the
    bottom), an arrow from each Methuselah to their prey (clockwise), the moment in the middle."""
    w = NARROW.w
    order = _seat_order(v)
    width = w - 2 * (RAIL + 2 * PAD)  # the middle, between the arrows up and down the sides
    middle, mh = _middle(v, w / 2, 0, width)
    centre, mid_top, h = _narrow_layout(order, mh, y + PAD)
    ys = [c[1] for c in centre.values()] or [mid_top]
    top, bottom = min(ys + [mid_top]), max(ys + [mid_top + mh])
    parts = [
        f'<rect x="{RAIL + 4}" y="{top:.1f}" width="{w - 2 * RAIL - 8:g}" height="{bottom - top:.1f}" rx="40" '
        'fill="#2b1d24" stroke="#6b4d3a" stroke-width="3"/>'
    ]
    where = {r.get("seat"): centre[i] for i, r in enumerate(order) if i in centre}
    for r in order:
        prey = r.get("prey")
        if r.get("ousted") or prey is None or prey == r.get("seat") or prey not in where:
            continue
        parts.append(_path_arrow(_route(where[r.get("seat")], where[prey]), _arrow_colour(v, r)))
    parts += [_token(v, order[i], px, py) for i, (px, py) in centre.items()]
    parts.append(f'<g class="moment" transform="translate(0,{mid_top:.1f})">{"".join(middle)}</g>')
    return f'<g class="table">{"".join(parts)}</g>', h + PAD


def _arrow_colour(v: View, r: Row) -> str:
    """Red from you to your prey, orange from your predator to you, grey between the others."""
    me = viewer(v)
    return PREY if r.get("seat") == me else (PREDATOR if r.get("prey") == me else "#8a7696")


def _arrows(v: View, order: list[Row], angles: dict[int, float], rim: tuple[float, float, float, float]) -> list[str]:
    """From each Methuselah still in the game to their prey: red from you, orange to you."""
    where = {r.get("seat"): angles[i] for i, r in enumerate(order) if i in angles}
    out = []
    for i, r in enumerate(order):
        prey = r.get("prey")
        if i not in angles or r.get("ousted") or prey is None or prey == r.get("seat") or prey not in where:
            continue
        out.append(_arrow(*rim, angles[i], where[prey], _arrow_colour(v, r)))
    return out


def _picture(v: View, f: Frame) -> tuple[str, float]:
    """One layout: the header, the table seen from above, then each Methuselah's regions in full,
    yours first, then clockwise."""
    head, y = _svg_header(v, f)
    parts = [head]
    table, h = (table_svg if f is WIDE else narrow_table_svg)(v, y)
    parts.append(table)
    y += h + PAD
    for row in _seat_order(v):
        out, h = seat_svg(v, row, y, f)
        parts.append(out)
        y += h + PAD
    height = int(y + PAD)
    return f'<rect width="{f.w:g}" height="{height}" fill="{BG}"/>' + "".join(parts), height


def svg(view: View) -> str:
    """The whole table for one seat as one SVG picture (a viewBox: it scales to any screen), in two
    layouts: the wide one (a desktop), shown unless the page finds the board narrow (a phone), then
    it shows the narrow one, whose viewBox ``data-narrow`` gives (web/static/board.js), so that its
    words stay as large as a phone needs."""
    v = view
    wide, height = _picture(v, WIDE)
    narrow, tall = _picture(v, NARROW)
    title = f"V:TES, turn {num(v.get('turn'))}, seen by {v.get('you') or 'a spectator'}"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDE.w:g} {height}" width="100%" class="tt-vtes" '
        f'role="img" aria-label="{esc(title)}" font-family="system-ui, sans-serif" '
        f'data-narrow="0 0 {NARROW.w:g} {tall}" '
        f'data-turn="{num(v.get("turn"))}" data-to-move="{esc(v.get("to_move") if v.get("to_move") is not None else "")}">'
        f'<g class="tt-wide">{wide}</g><g class="tt-narrow" display="none">{narrow}</g></svg>'
    )


# ---------------------------------------------------------------- acting on the board
#: The moves about a minion, and which of their words name one (by its number): the page lets a
#: player click the minion to play them. A number that is no minion drawn (a card's) is left out.
MINION_WORDS = {
    **dict.fromkeys(
        ("bleed", "hunt", "block", "anarch", "leave", "bring", "return", "by", "target", "choose", "transfer", "equip"),
        (0,),
    ),
    **dict.fromkeys(("diablerize", "rescue"), (0, 1)),
}
CARD_WORDS = ("play", "discard")  # a card of your hand, by its notation word


def _hand_ids(v: View, row: Row) -> dict[str, str]:
    """The element id of each card name of the viewer's own hand (one per name: copies are alike)."""
    me = viewer(v)
    hand = row.get("hand")
    if me is None or row.get("seat") != me or not isinstance(hand, list):
        return {}
    return {str(n): f"hand:{slug(str(n))}" for n in hand if slug(str(n))}


def _drawn_minions(v: View) -> set[str]:
    """The minions the picture marks: every ready, torpid and uncontrolled one in a seat's panel."""
    return {
        f"minion:{r.get('id')}"
        for row in rows(v.get("methuselahs"))
        for key in ("ready", "torpor", "uncontrolled")
        for r in rows(row.get(key))
        if isinstance(r.get("id"), int)
    }


def board_targets(view: View, legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The drawn elements each move is about: the minion that bleeds, hunts, blocks, is brought out
    or receives transfers (and the one rescued or diablerized), the card of your hand played or
    discarded."""
    minions = _drawn_minions(view)
    cards = {i for row in rows(view.get("methuselahs")) for i in _hand_ids(view, row).values()}
    out: dict[str, tuple[str, ...]] = {}
    for move in legal:
        verb, *args = move.split()
        ids: tuple[str, ...] = ()
        if verb in MINION_WORDS:
            named = (f"minion:{args[k]}" for k in MINION_WORDS[verb] if k < len(args))
            ids = tuple(i for i in named if i in minions)
        elif verb in CARD_WORDS and args and f"hand:{args[0]}" in cards:
            ids = (f"hand:{args[0]}",)
        if ids:
            out[move] = ids
    return out
