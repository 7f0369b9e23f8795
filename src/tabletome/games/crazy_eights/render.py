"""Crazy Eights in the terminal and in the browser (SVG), and plain words for an action."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from rich.text import Text

from tabletome.engine.capabilities import element
from tabletome.engine.i18n import _, language, ngettext, seat_words
from tabletome.engine.i18n.retell import retell
from tabletome.engine.svg import BOLD, MIDDLE, MIDDLE_BOLD, Tips, esc, text, wrapped

from .rules import NAMED_ON, PROMPTS, REASONS, said_suit

# Words are said in the reader's language here, from a view that keeps the game's English: the
# prompt and the outcome's reason are told again from the rules' templates (engine/i18n/retell.py).


def terminal(view: Mapping[str, Any]) -> Text:
    out = Text()
    out.append(_("Discard pile: {card}").format(card=view["top"]), style="bold")
    if view.get("suit"):
        out.append("  " + _("(suit named: {suit})").format(suit=said_suit(view["suit"])), style="yellow")
    out.append("\n" + _("Stock: {n} cards").format(n=_count(view["stock"])) + "\n")
    for seat, hand in enumerate(view["hands"]):
        shown = " ".join(c for c in hand if c) if isinstance(hand, list) else _("{n} cards").format(n=hand)
        out.append(f"  {_who(view, seat)}: {shown}\n")
    return out


def _who(view: Mapping[str, Any], seat: int) -> str:
    return _("you") if view.get("seat") == seat else seat_words(f"player {seat + 1}")


def _words(slot: str, value: str) -> str:
    """A slot of a retold sentence: a seat's name, or the card on top (with the suit named)."""
    if slot == "seat":
        return seat_words(value)
    if slot == "on":
        return retell(value, (NAMED_ON,), lambda k, v: said_suit(v) if k == "suit" else v)
    return value


def said(sentence: str, templates: tuple[str, ...] = PROMPTS) -> str:
    """A view's English sentence (the prompt; the outcome's reason) in the reader's language: told
    again from the template that made it, or a constant the catalog holds whole ("The game is over.")."""
    told = retell(sentence, templates, _words)
    return _(sentence) if told == sentence else told


def _count(value: Any) -> int:
    return value if isinstance(value, int) else len(value)


def describe_action(view: Mapping[str, Any], text: str) -> str:
    verb, _sep, arg = text.partition(" ")
    if verb == "play":
        return _("put {card} on {top}").format(card=arg, top=view.get("top"))
    if verb == "suit":
        return _("the next card must be {suit} (or an eight)").format(suit=said_suit(arg))
    if verb == "draw":
        return _("take the top card of the stock")
    if verb == "pass":
        return _("you cannot play and the stock is empty")
    return ""


def board_targets(view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The drawn element each move is about: a card of your hand to play, the stock to draw from
    (or to pass by, once it is empty), the eight on the discard pile to name its suit (CE-PLAY-02)."""
    out: dict[str, tuple[str, ...]] = {}
    for move in legal:
        verb, _, arg = move.partition(" ")
        if verb == "play":
            out[move] = (f"hand:{arg}",)
        elif verb in ("draw", "pass"):
            out[move] = ("stock:top",)
        elif verb == "suit" and view.get("top"):
            out[move] = ("discard:top",)
    return out


# ---------------------------------------------------------------- SVG for the browser
# Drawn from a view alone: other hands are counts there, so their cards are drawn face down.
SVG_W, CARD_W, CARD_H = 960, 54, 78
SUIT_MARK = {"c": ("♣", "#1b1e24"), "d": ("♦", "#c0392b"), "h": ("♥", "#c0392b"), "s": ("♠", "#1b1e24")}


def tips() -> Tips:
    """The glossary's hover tips in the reader's language."""
    return _tips(language())


@cache
def _tips(lang: str) -> Tips:
    """The glossary's hover tips, built once a language."""
    from tabletome.engine.reference import glossary
    from tabletome.engine.registry import get_game

    return Tips(glossary(get_game("crazy_eights"), lang=lang))


def _face(name: str, x: float, y: float, el: str = "") -> str:
    mark, colour = SUIT_MARK.get(name[-1:], ("?", "#1b1e24"))
    return (
        f'<g class="card" data-card="{esc(name)}"{element(el) if el else ""}{tips()(f"card:{name}")}'
        f'<rect x="{x:g}" y="{y:g}" width="{CARD_W}" height="{CARD_H}" rx="6" fill="#f4f1ea" stroke="#333"/>'
        + text(x + CARD_W / 2, y + 30, name[:-1].upper(), 18, colour, MIDDLE_BOLD)
        + text(x + CARD_W / 2, y + 60, mark, 24, colour, MIDDLE_BOLD)
        + "</g>"
    )


def _back(x: float, y: float) -> str:
    return f'<rect x="{x:g}" y="{y:g}" width="{CARD_W}" height="{CARD_H}" rx="6" fill="#2d4f8c" stroke="#d8dbe0"/>'


def _label(view: Mapping[str, Any], seat: int, count: int) -> tuple[str, str]:
    """A hand's title (who holds it, if they are to move, how many cards) and its tip."""
    who = _who(view, seat)
    if view.get("to_move") == f"player {seat + 1}":
        title = ngettext("{who} (to move): {n} card", "{who} (to move): {n} cards", count)
    else:
        title = ngettext("{who}: {n} card", "{who}: {n} cards", count)
    return title.format(who=who, n=count), _("{who}: {n} cards").format(who=who, n=count)


def _hand(view: Mapping[str, Any], seat: int, hand: Any, y: float) -> str:
    count = _count(hand)
    title, tip = _label(view, seat, count)
    out = [f'<g class="hand" data-seat="{seat}"{tips()("hand", tip)}']
    out.append(text(16, y + 16, title, 14, "#d9a441", BOLD))
    step = min(CARD_W + 6, (SVG_W - 40) / max(1, count))
    for i in range(count):
        x = 16 + i * step
        out.append(_face(hand[i], x, y + 24, f"hand:{hand[i]}") if isinstance(hand, list) else _back(x, y + 24))
    out.append("</g>")
    return "".join(out)


def svg(view: Mapping[str, Any]) -> str:
    """The table for one seat (or a spectator): the stock, the discard pile, every hand; with a
    phone's layout (issue 31) that the page shows instead below 600 CSS px (web/static/board.js)."""
    hands = view["hands"]
    height = 170 + 110 * len(hands) + (50 if view.get("outcome") else 0)
    phone, phone_h = _narrow(view)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SVG_W} {height}" width="100%" '
        f'data-narrow="0 0 {NW} {phone_h:g}" '
        f'class="tt-crazy-eights" role="img" aria-label="Crazy Eights" font-family="system-ui, sans-serif">',
        f'<g class="tt-wide"><rect width="{SVG_W}" height="{height}" fill="#1f5136"/>',
        *wrapped(16, 24, said(view.get("prompt", "")), 14, "#f1e9d2", SVG_W - 32),
        _stock(view, 16, 50),
        f'<g class="discard"{tips()("discard")}' + text(100, 64, _("discard pile"), 12, "#f1e9d2") + "</g>",
    ]
    if view.get("top"):
        parts.append(_face(view["top"], 100, 72 - 2, "discard:top"))
    if view.get("suit"):
        parts.append(_suit(view, 170, 110))
    for seat, hand in enumerate(hands):
        parts.append(_hand(view, seat, hand, 160 + 110 * seat))
    if view.get("outcome"):
        parts += wrapped(16, height - 34, said(view["outcome"]["reason"], REASONS), 14, "#ffd479", SVG_W - 32, BOLD)[:2]
    parts.append(f'</g><g class="tt-narrow" display="none">{phone}</g></svg>')
    return "".join(parts)


def _stock(view: Mapping[str, Any], x: float, y: float) -> str:
    return (
        f'<g class="stock"{element("stock:top")}{tips()("stock")}'
        + _back(x, y)
        + text(x + CARD_W / 2, y + 96, _("stock {n}").format(n=_count(view["stock"])), 12, "#f1e9d2", MIDDLE)
        + "</g>"
    )


def _suit(view: Mapping[str, Any], x: float, y: float) -> str:
    return (
        f'<g class="named-suit"{tips()("suit:" + view["suit"], _("named suit"))}'
        + text(x, y, _("suit named: {suit}").format(suit=said_suit(view["suit"])), 14, "#ffd479", BOLD)
        + "</g>"
    )


# ---------------------------------------------------------------- the phone's layout
# 360 units wide, about one CSS px each on a 390-px screen: every word at 12 units or more, and
# what a move is about first (the prompt, the discard pile and the stock, then your hand).
NW, ROW = 360, 6  # units wide; cards a row (your hand wraps rather than shrinks)


def _narrow(view: Mapping[str, Any]) -> tuple[str, float]:
    """The phone's picture and its height."""
    lines = wrapped(10, 20, said(view.get("prompt", "")), 14, "#f1e9d2", NW - 20)[:4]
    y = 20 + 17.5 * len(lines)
    out = [
        *lines,
        _stock(view, 10, y),
        f'<g class="discard"{tips()("discard")}' + text(80, y + 96, _("discard pile"), 12, "#f1e9d2") + "</g>",
    ]
    if view.get("top"):
        out.append(_face(view["top"], 80, y, "discard:top"))
    if view.get("suit"):
        out.append(_suit(view, 150, y + 44))
    y += 116
    seats = sorted(range(len(view["hands"])), key=lambda s: s != view.get("seat"))  # your hand first
    for seat in seats:
        hand = view["hands"][seat]
        drawn, y = _narrow_hand(view, seat, hand, y)
        out.append(drawn)
    if view.get("outcome"):
        reason = wrapped(10, y + 16, said(view["outcome"]["reason"], REASONS), 14, "#ffd479", NW - 40, BOLD)[
            :3
        ]  # bold: wider letters
        out += reason
        y += 16 + 17.5 * len(reason)
    return f'<rect width="{NW}" height="{y + 8:g}" fill="#1f5136"/>' + "".join(out), y + 8


def _narrow_hand(view: Mapping[str, Any], seat: int, hand: Any, y: float) -> tuple[str, float]:
    """A hand on the phone: your cards in rows of six, another's as its count and a few backs."""
    count = _count(hand)
    title, tip = _label(view, seat, count)
    out = [f'<g class="hand" data-seat="{seat}"{tips()("hand", tip)}']
    out.append(text(10, y + 16, title, 14, "#d9a441", BOLD))
    y += 24
    if isinstance(hand, list):
        for i, name in enumerate(hand):
            out.append(_face(name, 10 + (i % ROW) * (CARD_W + 4), y + (i // ROW) * (CARD_H + 6), f"hand:{name}"))
        y += (CARD_H + 6) * max(1, (count + ROW - 1) // ROW)
    else:  # face down: a fan of backs, as many as fit
        for i in range(count):
            out.append(_back(10 + i * min(CARD_W + 4, (NW - 20 - CARD_W) / max(1, count - 1)), y))
        y += CARD_H + 6
    out.append("</g>")
    return "".join(out), y + 4
