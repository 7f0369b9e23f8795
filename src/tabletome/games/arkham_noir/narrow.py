"""Arkham Noir on a phone (issue 31): the table drawn for a board 360 units wide, shown instead of
the wide picture below 600 CSS px (web/static/board.js): every word at 12 units or more, so at
least 11 CSS px on a 390-px screen, and what a decision is about first: the prompt, the time and
sanity areas, the case an effect or a closing is about, the main row (the principal card first),
the hand, then the other open cases with their lines, the Big Picture, the decks and the contact,
and what the chips on the cards mean.

Read from the same view as the wide picture, with its helpers; the same element ids are marked
(``data-el``) so that a tap plays as a click does.
"""

from __future__ import annotations

import textwrap
from typing import Any

from tabletome.engine.capabilities import element
from tabletome.engine.i18n import N_, _, gettext
from tabletome.engine.svg import BOLD, END, MIDDLE, MIDDLE_BOLD, Pen, fitted, text

from . import render as r
from .data import CLUE_TYPES
from .reference import slug

View = dict[str, Any]
Card = dict[str, Any]
NW, PAD = 360, 6
INNER = NW - 2 * PAD
INK, DIM, GOLD = "#e8e6df", "#9aa0aa", "#d9a441"
BIG_W, BIG_H = (INNER - 8) / 2, 112  # a card of the main row or the hand: two a row
LINE_W, LINE_H = (INNER - 12) / 3, 112  # a card of a case's line: three a row


def _pen() -> Pen:
    return Pen(PAD + 6, INNER - 12)


def _name(name: str, x: float, y: float, width: float, most: int) -> list[str]:
    """A card's name in full at 13 units, wrapped, the last line squeezed if it must be."""
    lines = textwrap.wrap(name, max(6, int(width / (0.55 * 13)))) or [""]
    if len(lines) > most:
        lines = [*lines[: most - 1], " ".join(lines[most - 1 :])]
    return [fitted(x, y + i * 15, line, 13, INK, "", width) for i, line in enumerate(lines)]


def _card(card: Card, x: float, y: float, w: float, h: float, mark: str = "") -> str:
    """A clue card: type colour, number and type, name, needed > offered methods, attribute, icons."""
    fill = r.TYPE_FILL.get(card["type"], "#555")
    big = w >= BIG_W
    number = card["number"]
    out = [
        f'<g class="card" data-card="{number}"{element(f"card:{number}")}' + r._tips()(f"card:{number}"),
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" fill="#1d2027" stroke="{GOLD if mark else fill}" '
        f'stroke-width="{3 if mark else 2}"/>',
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="18" rx="6" fill="{fill}"/>',
        fitted(x + 5, y + 14, f"#{number} {r.name(card['type'])}", 12, "#fff", BOLD, w - 10),
        *_name(r.name(card["name"]), x + 5, y + 33, w - 10, 2 if big else 3),
        r._needs_offers(card["left"], card["right"], x + 5, y + h - 26, 16),
    ]
    if card["attribute"] == "min_cards":
        badge = _("MIN {n} IN LINE").format(n=card["min_cards"]) if big else _("MIN {n}").format(n=card["min_cards"])
    else:
        badge = r.badge(card, False)
    if badge:
        out.append(fitted(x + 5, y + h - 6, badge, 12, "#ffd479", BOLD, w - 40))
    right = x + w - 8
    if card["sanity"]:
        out.append(text(right, y + h - 6, "☹", 14, "#e07070", END))
        right -= 16
    if card["time"]:
        out.append(r._hourglass(right - 5, y + h - 18, 10))
    if card["effects"] and big:
        out.append(fitted(x + 5, y + h - 44, r.effects_text(card["effects"], " · "), 12, "#c9ccd3", "", w - 10))
    out.append("</g>")
    return "".join(out)


def _cards(pen: Pen, title: str, key: str, cards: list[Card], principal: bool = False) -> None:
    """A row of big cards, two a row, under its title."""
    pen.out.append(f"<g{r._tips()(key, title)}" + text(PAD + 2, pen.y + 14, title, 14, "#8fb8ff", BOLD) + "</g>")
    pen.y += 22
    if not cards:
        pen.write("—", 13, "#6b7080")
        return
    for i, card in enumerate(cards):
        x = PAD + (i % 2) * (BIG_W + 8)
        y = pen.y + (i // 2) * (BIG_H + 8)
        pen.out.append(_card(card, x, y, BIG_W, BIG_H, _("principal") if principal and i == 0 else ""))
    pen.y += (BIG_H + 8) * ((len(cards) + 1) // 2) + 4


def _case(v: View, case: dict[str, Any], pen: Pen) -> None:
    """A case: its victim (the tap target), what it stands at, then its line, three cards a row."""
    victim, number = case["victim"], case["case"]
    top = pen.y
    who = r.name(victim["name"])
    named = r.case_words(number, who)
    pen.out.append(
        f'<g class="case" data-case="{number}"{element(f"case:{number}", named)}>'
        f"<g{r._tips()('victim:' + slug(victim['name']), who)}"
        f'<rect x="{PAD}" y="{top:g}" width="{INNER}" height="56" rx="6" fill="#2a2330" stroke="#b07cd8"/>'
        + fitted(PAD + 8, top + 19, f"{number}. {who}", 14, "#f0e6ff", BOLD, 210)
        + fitted(PAD + 8, top + 48, r.word(victim["profession"]), 12, "#c9b8da", "", 120)
        + r._needs_offers([], victim["right"], NW - PAD - 70, top + 21, 16)
        + "</g>"
    )
    info = r.case_info(case)
    pen.out.append(fitted(PAD + 134, top + 48, info, 12, DIM, "", INNER - 140))
    pen.y += 62
    line = case["line"]
    for i, card in enumerate(line):
        x = PAD + (i % 3) * (LINE_W + 6)
        pen.out.append(_card(card, x, pen.y + (i // 3) * (LINE_H + 6), LINE_W, LINE_H))
    pen.y += (LINE_H + 6) * ((len(line) + 2) // 3) + 6
    pen.out.append("</g>")


def _areas(v: View, pen: Pen) -> None:
    """The time and sanity areas: their cards to tap, to clear, calm or get one."""
    limit = v["limit"]
    for title, key, cards, colour in (
        (N_("Time area"), "time-area", v["time_area"], "#ff9f80"),
        (N_("Sanity area"), "sanity-area", v["sanity_area"], "#e07070"),
    ):
        y = pen.y
        title = gettext(title)
        head = fitted(PAD + 2, y + 14, f"{title} {len(cards)}/{limit}", 14, colour, BOLD, 144)
        out = [f"<g{r._tips()(key)}" + head]
        for k in range(limit):
            slot_x = PAD + 150 + k * 40
            if k < len(cards):  # that card: it is tapped to clear, calm or get it
                card = cards[k]
                named = f"#{card['number']} {r.name(card['name'])} ({title.lower()})"
                out.append(
                    f"<g{element('card:' + str(card['number']), named)}>"
                    f'<rect x="{slot_x:g}" y="{y:g}" width="36" height="22" rx="3" fill="{colour}"/>'
                    + text(slot_x + 18, y + 16, card["number"], 13, "#111", MIDDLE_BOLD)
                    + "</g>"
                )
            else:
                out.append(
                    f'<rect x="{slot_x:g}" y="{y:g}" width="36" height="22" rx="3" fill="none" stroke="{colour}"/>'
                )
        pen.out.append("".join(out) + "</g>")
        pen.y += 30


def _big_picture(v: View, pen: Pen) -> None:
    """The Big Picture's clue types, those placed filled."""
    have = set(v["puzzle_types"])
    pen.out.append(
        f"<g{r._tips()('big-picture')}"
        + text(
            PAD + 2,
            pen.y + 14,
            _("Big Picture {n}/{goal} types").format(n=len(have), goal=v["victory"]),
            14,
            "#ffd479",
            BOLD,
        )
        + "</g>"
    )
    pen.y += 22
    for k, t in enumerate(r.TYPE_ORDER):
        got = t in have
        cx, cy = PAD + (k % 3) * 117, pen.y + (k // 3) * 28
        pen.out.append(
            f"<g{r._tips()('type:' + CLUE_TYPES[k])}"
            f'<rect x="{cx:g}" y="{cy:g}" width="112" height="24" rx="12" fill="{r.TYPE_FILL[t] if got else "none"}" '
            f'stroke="{r.TYPE_FILL[t]}"/>'
            + fitted(cx + 56, cy + 17, r.name(t), 12, "#fff" if got else DIM, MIDDLE, 104)
            + "</g>"
        )
    pen.y += 62


def _status(v: View, pen: Pen) -> None:
    contact = v["contact"]
    pen.out.append(f"<g{element('contact:exchange', contact['name'])}{r._tips()('contact')}")
    pen.write(f"{contact['name']}: {r.word(contact['state'])}", 13, INK, BOLD)
    pen.out.append("</g>")
    victims = _("victims left {n} ({aside} set aside unseen)").format(n=v["victim_deck"], aside=v["victims_aside"])
    piles = _("discard pile {n} · closed cases {m}").format(n=len(v["discard"]), m=len(v["closed_cases"]))
    for key, words in (
        ("draw-deck", _("draw deck {n}").format(n=v["draw_deck"])),
        ("victim-deck", victims),
        ("discard", piles),
    ):
        pen.out.append(f"<g{r._tips()(key)}")
        pen.write(words, 12, "#c9ccd3")
        pen.out.append("</g>")


def _legend(pen: Pen) -> None:
    """What the chips and icons on the cards mean, drawn as the cards draw them."""
    pen.out.append(f'<g class="legend"><g{r._tips()("icons")}')
    pen.write(_("On the cards:"), 13, "#9fd3ff", BOLD)
    for k, (letter, (method, _colour)) in enumerate(r.METHOD_CHIPS.items()):
        x, y = PAD + 8 + (k % 3) * 116, pen.y + 14 + (k // 3) * 22
        chip, w = r._chips(letter, x, y, 16)
        pen.out.append(chip + fitted(x + w + 3, y, r.method_word(method), 12, "#c9ccd3", "", 110 - w))
    pen.y += 50
    pen.out.append(r._needs_offers(["surveillance"], ["surveillance", "interview"], PAD + 8, pen.y + 13, 16))
    pen.out.append(fitted(PAD + 80, pen.y + 12, _("needs V before it, offers V or I"), 12, "#c9ccd3", "", INNER - 76))
    pen.y += 22
    pen.out.append(r._hourglass(PAD + 14, pen.y + 2, 10))
    said = _("time icon: a discard goes to the time area")
    pen.out.append(fitted(PAD + 26, pen.y + 12, said, 12, "#c9ccd3", "", INNER - 22))
    pen.y += 20
    pen.out.append(text(PAD + 8, pen.y + 12, "☹", 14, "#e07070"))
    said = _("sanity icon: to the sanity area")
    pen.out.append(fitted(PAD + 26, pen.y + 12, said, 12, "#c9ccd3", "", INNER - 22))
    pen.y += 20
    pen.write(_("MIN n IN LINE: n clue cards already in the line. KEY opens one LOCK later in the same line."), 12)
    pen.out.append("</g></g>")


def _outcome(v: View, pen: Pen) -> None:
    oc = v["outcome"]
    colour = "#2fb36b" if oc["winners"] else "#d64541"
    top = pen.y
    pen.out.append('<g class="outcome">')
    at = len(pen.out)
    pen.write(_("Case solved!") if oc["winners"] else _("The case is lost"), 18, colour, BOLD)
    pen.write(f"{r.ending(oc['reason'])} ({oc['cause']})", 13, INK, most=4)
    pen.out.insert(
        at,
        f'<rect x="{PAD}" y="{top:g}" width="{INNER}" height="{pen.y - top + 4:g}" rx="8" fill="#000" '
        f'stroke="{colour}" stroke-width="3"/>',
    )
    pen.out.append("</g>")
    pen.y += 10


def _focus(v: View) -> int | None:
    """The case the decision is about: the one whose card's effect is being resolved, or the one
    being closed."""
    effects = v["flow"]["effects"]
    if effects and effects[0].get("case") is not None:
        return int(effects[0]["case"])
    return next((c["case"] for c in v["cases"] if c["being_closed"]), None)


def _cases(v: View, cases: list[dict[str, Any]], pen: Pen, title: str) -> None:
    if v["cases"] and not cases:  # every open case is already drawn first
        return
    pen.out.append(f"<g{r._tips()('case')}" + text(PAD + 2, pen.y + 14, title, 14, "#8fb8ff", BOLD) + "</g>")
    pen.y += 22
    for case in cases:
        _case(v, case, pen)
    if not v["cases"]:
        pen.write(_("no open case"), 13, "#6b7080")


def _effect_kind(v: View) -> str:
    """The kind of the card effect being resolved ("" when none): it says what is tapped."""
    effects = v["flow"]["effects"]
    if not effects:
        return ""
    number, step = effects[0].get("card"), effects[0].get("next", 0)
    for case in v["cases"]:
        for card in case["line"]:
            if card["number"] == number and 0 <= step < len(card["effects"]):
                return str(card["effects"][step]["kind"])
    return ""


# Which part an effect's (or a phase's) moves are about, drawn first: the hand, the main row or the
# case's line (the Exchange gives cards of the hand; the hand limit discards from it).
FIRST_FOR = {"discard": "hand", "play": "hand", "take_from_row": "row", "discard_from_row": "row"}
FIRST_IN_PHASE = {"hand limit": "hand", "contact": "hand"}


def picture(v: View) -> tuple[str, float]:
    """The phone's picture (its contents) and its height in units."""
    pen = _pen()
    pen.write(_("Arkham Noir — turn {n} — {phase}").format(n=v["turn"], phase=r.word(v["phase"])), 15, GOLD, BOLD)
    pen.write(v["prompt"], 14, "#f1e9d2", most=5)
    if v["outcome"]:
        _outcome(v, pen)
    _areas(v, pen)  # small, and what a losing game fills: always in sight
    focus = _focus(v)
    first = [c for c in v["cases"] if c["case"] == focus]  # the case an effect or a closing is about
    parts = {
        "case": lambda: _cases(v, first, pen, _("Case in play")) if first else None,
        "row": lambda: _cards(pen, _("Main row (principal card first)"), "main-row", v["main_row"], principal=True),
        "hand": lambda: _cards(
            pen, _("Hand {n}/{limit}").format(n=len(v["hand"]), limit=v["hand_limit"]), "hand", v["hand"]
        ),
    }
    lead = FIRST_IN_PHASE.get(v["phase"]) or FIRST_FOR.get(_effect_kind(v), "case")
    for key in (lead, *(k for k in parts if k != lead)):
        parts[key]()
    others = _("Other open cases") if first else _("Open cases")
    _cases(v, [c for c in v["cases"] if c["case"] != focus], pen, others)
    _big_picture(v, pen)
    _status(v, pen)
    _legend(pen)
    h = pen.y + 6
    return f'<rect width="{NW}" height="{h:g}" fill="#15171c"/>' + "".join(pen.out), h
