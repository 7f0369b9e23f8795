"""Elder Sign on a phone (issue 31): the table drawn for a board 360 units wide, shown instead of
the wide picture below 600 CSS px (web/static/board.js): every word at 12 units or more, so at
least 11 CSS px on a 390-px screen, and what the decision is about first (an attempt's dice and its
card's tasks right under the prompt, then the acting investigator, then the cards).

Read from the same view as the wide picture, with its helpers; the same element ids are marked
(``data-el``) so that a tap plays as a click does: the cards, the tasks, the dice of the roll, the
items, the investigators, the Expedition spaces, the entrance's options and its flip.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletome.engine.capabilities import element
from tabletome.engine.i18n import gettext
from tabletome.engine.svg import BOLD, MIDDLE_BOLD, esc, text, wrapped

from . import render as r
from .actions import slug
from .render import inv_name
from .words import colours_words, effect_words, name_words, text_words

_ = gettext

View = Mapping[str, Any]
Row = Mapping[str, Any]

NW = 360.0  # the phone picture's width in units (about one CSS px each on a 390-px screen)
PAD = 6.0
INNER = NW - 2 * PAD
DIE, ROW = 46.0, 6  # a die's side ("Terror" fits in it at 12 units), dice a row
MARKED = ' data-marked="yes"'  # a die marked for a clue's reroll (ES-CLUE-01)
SYMBOL = {"l": "Lore", "p": "Peril", "t": "Terror", "w": "Wild"}


class _Pen:
    """Writes downwards from ``y``: wrapped lines (12 units at least) and drawn pieces."""

    __slots__ = ("mark", "out", "y")

    def __init__(self, y: float) -> None:
        self.out: list[str] = []
        self.y = y
        self.mark = 0  # where the panel being written starts in ``out``

    def write(
        self, words: Any, size: int = 12, fill: str = r.INK, bold: bool = False, indent: float = 0, most: int = 3
    ) -> None:
        width = INNER - 16 - indent
        if bold:  # bold glyphs run wider than the estimate: a long name ("Tentativa: ... Thief's Regret") kept inside
            width *= 0.93
        lines = wrapped(PAD + 8 + indent, self.y + size, words, size, fill, width, BOLD if bold else "")
        self.out += lines[:most]
        self.y += size * 1.25 * min(most, len(lines)) + 2

    def box(self, top: float, stroke: str, fill: str = r.PANEL) -> None:
        """A panel behind what was written since ``top`` (drawn first, under it)."""
        self.y += 4
        rect = f'<rect x="{PAD:g}" y="{top:g}" width="{INNER:g}" height="{self.y - top:g}" rx="7" fill="{fill}" stroke="{stroke}"/>'
        self.out.insert(self.mark, rect)
        self.y += 6

    def start(self) -> float:
        self.mark = len(self.out)
        return self.y


def _die(x: float, y: float, code: str, el: str, marked: bool) -> str:
    colour = r.COLOUR_OF.get(code[:1], "green")
    face = code[1:2]
    fill, ink = r.DIE_FILL.get(colour, "#777"), r.DIE_INK.get(colour, "#fff")
    edge = f'stroke="{r.GOLD}" stroke-width="4"' if marked else 'stroke="#0b0c0f" stroke-width="1.5"'
    label = face if face.isdigit() else r.die_face(SYMBOL.get(face, face))
    size = 22 if face.isdigit() else int(12 * min(1.0, 6 / len(label)))  # "Peligro" fits as "Terror" does
    said = face if face.isdigit() else r.face_word(SYMBOL.get(face, face))
    return (
        f'<g class="phone-die"{MARKED if marked else ""}{element(el, r.die_words(colour, said)) if el else ""}>'
        f'<rect x="{x:g}" y="{y:g}" width="{DIE:g}" height="{DIE:g}" rx="7" fill="{fill}" {edge}/>'
        + text(x + DIE / 2, y + (31 if face.isdigit() else 28), label, size, ink, MIDDLE_BOLD)
        + "</g>"
    )


def _dice_row(pen: _Pen, label: str, dice: Any, el: str = "", marked: frozenset[int] = frozenset()) -> None:
    codes = r._codes(dice)
    if not codes:
        return
    pen.write(label, 12, r.DIMINK, bold=True)
    for k, code in enumerate(codes):
        x = PAD + 8 + (k % ROW) * (DIE + 8)
        pen.out.append(_die(x, pen.y + (k // ROW) * (DIE + 8), code, f"{el}:{k}" if el else "", k in marked))
    pen.y += (DIE + 8) * ((len(codes) + ROW - 1) // ROW) + 2


def _header(v: View) -> _Pen:
    pen = _Pen(4)
    mover = v.get("to_move") or _("nobody")
    pen.write(
        _("Elder Sign — turn {n} — to move: {investigator}").format(n=r._num(v.get("turn")), investigator=mover),
        14,
        r.GOLD,
        True,
    )
    if v.get("prompt"):
        pen.write(v["prompt"], 13, r.INK, most=7)
    return pen


def _attempt(v: View, pen: _Pen) -> None:
    a = r._attempt(v)
    if a is None:
        return
    top = pen.start()
    battle = a.get("place") == "ancient-one"
    pen.write(r.attempt_head(v, a), 14, r.GOLD, True)
    pen.write(f"{_(str(a.get('step')))} · {r.rolls_so_far(a)}", 12, r.DIMINK)
    _dice_row(pen, _("rolled (tap a die)"), a.get("pool"), "die", r.marked_dice(a))
    _dice_row(pen, _("held (focus)"), a.get("held"))
    for helper in r._rows(a.get("assisting")):
        _dice_row(pen, _("{investigator} assists").format(investigator=inv_name(v, helper.get("n"))), helper.get("die"))
    if a.get("to_roll") and not a.get("pool"):
        pen.write(_("to roll: {dice}").format(dice=colours_words(a["to_roll"])), 13, r.INK)
    if battle:
        ao = r._map(v.get("ancient_one"))
        pen.out.append(f'<g class="phone-task"{element("task:1", _(r.COMBAT))}>')
        pen.write(_("Combat task") + ": " + r.task_words(ao.get("combat")), 13, r.INK, bold=True)
        pen.out.append("</g>")
    pen.box(top, r.GOLD, "#2a2620")


def _ancient_one(v: View, pen: _Pen) -> None:
    ao = r._map(v.get("ancient_one"))
    clock = r._map(v.get("clock"))
    top = pen.start()
    awake = "  — " + _("AWAKENED") if ao.get("awakened") else ""
    pen.write(str(ao.get("name") or _("Ancient One")) + awake, 14, "#ff6b6b", True)
    pen.write(
        _("Doom {doom}/{track} · Elder Signs {signs}/{needed} · {hour} o'clock").format(
            doom=r._num(ao.get("doom")),
            track=r._num(ao.get("doom_track")),
            signs=r._num(ao.get("elder_signs")),
            needed=r._num(ao.get("elder_signs_needed")),
            hour=clock.get("shows", "?"),
        ),
        13,
        r.INK,
    )
    m = v.get("mythos")
    if isinstance(m, Mapping):
        said = _("Mythos: {card} — {text}").format(
            card=name_words(m.get("name", "?")), text=text_words(m.get("text", ""))
        )
        pen.write(said, 12, "#da77f2", most=3)
        for c in r._rows(m.get("choices")):  # ES-LPMYTH-02: the group's choice, a tap each
            n = str(c.get("n"))
            pen.out.append(f'<g class="phone-choice"{element("choice:" + n, _(r.OPTION_N).format(n=n))}>')
            expert = _(" (Expert)") if c.get("expert") else ""
            pen.write(f"{n}. {text_words(c.get('text', ''))}{expert}", 13, "#3bc9db" if expert else r.INK, indent=4)
            pen.out.append("</g>")
    pen.box(top, "#8e2b2b")


def _task(pen: _Pen, task: Row, attempted: bool) -> None:
    n = task.get("n", "?")
    done = bool(task.get("done"))
    mark = element(f"task:{n}", _("task {n}").format(n=n)) if attempted else ""
    pen.out.append(f'<g class="phone-task" data-done="{"yes" if done else "no"}"{mark}>')
    words = f"{'✓' if done else n}. {r.task_words(task.get('task'))}" + (
        f" · ☠ {name_words(task['monster'])}" if task.get("monster") else ""
    )
    pen.write(words, 13 if attempted else 12, r.DIMINK if done else r.INK, bold=attempted, indent=4, most=3)
    pen.out.append("</g>")


def _card(v: View, p: Row, pen: _Pen, attempted: bool) -> None:
    place = str(p.get("place", ""))
    pen.out.append(f'<g class="phone-card" data-place="{esc(place)}"{element("card:" + place, r.card_title(p))}>')
    top = pen.start()
    pen.write(f"{place} · {r.card_title(p)}", 14, r.INK, True, most=3)
    if r.face_down(p):
        if p.get("difficulty"):
            pen.write(_("Difficulty band:") + " " + r.band_words(p["difficulty"]), 12, r.DIMINK)
        if p.get("unlock"):
            pen.write(_("Unlock task") + ": " + r.task_words(p["unlock"]), 12, "#91a7ff")
        for w in r._seq(p.get("back")):
            pen.write(_("Back") + ": " + effect_words(w), 12, "#ffd43b", most=3)
    else:
        pen.write(r._kind_words(p) + " · " + r._trophy_words(p), 12, r.DIMINK)
        for task in r._rows(p.get("tasks")):
            _task(pen, task, attempted)
        for label, key, colour in r.EFFECT_LABELS:
            if r._seq(p.get(key)):
                pen.write(f"{_(label)}: " + r.effects_words(p.get(key)), 12, colour, most=3)
    extra = [name_words(m) for m in r._seq(p.get("monsters"))]
    here = [inv_name(v, n) for n in r._seq(p.get("investigators")) if isinstance(n, int)]
    if extra:
        pen.write(_("Monsters:") + " " + ", ".join(extra), 12, "#ff8787", most=3)
    if here:
        pen.write(_("Here:") + " " + ", ".join(here), 12, r.GOLD, most=3)
    pen.box(top, r.GOLD if attempted else r.EDGE, "#2a2620" if attempted else r.PANEL)
    pen.out.append("</g>")


def _cards(v: View, pen: _Pen) -> None:
    a = r._attempt(v)
    at = a.get("place") if a is not None else None
    places = [p for _title, row in r._sections(v) for p in row]
    places.sort(key=lambda p: p.get("place") != at)  # the attempted card first
    for p in places:
        _card(v, p, pen, p.get("place") == at)


def _investigator(v: View, inv: Row, pen: _Pen) -> None:
    n = r._num(inv.get("n"))
    name = str(inv.get("name") or _("devoured"))
    pen.out.append(f'<g class="phone-investigator"{element(f"investigator:{n}", name)}>')
    top = pen.start()
    fill = r.INV_FILL[(n - 1) % len(r.INV_FILL)]
    pen.out.append(f'<circle cx="{PAD + 20:g}" cy="{pen.y + 14:g}" r="11" fill="{fill}" stroke="#fff"/>')
    pen.out.append(text(PAD + 20, pen.y + 19, n, 13, "#fff", MIDDLE_BOLD))
    you = _(" (you)") if n in r._you(v) else ""
    acting = "  — " + _("to act") if n == r._active_n(v) else ""
    pen.write(name + you + acting, 14, r.INK, True, indent=26, most=2)
    if inv.get("alive", True) and inv.get("name"):
        pen.write(r.stats_words(v, inv), 12, r.INK, most=3)
        trophies = r._trophy_list(r._rows(inv.get("trophies")))
        pen.write(
            _("Trophies {n}: {trophies}").format(n=r._num(inv.get("trophy_value")), trophies=trophies),
            12,
            r.GOLD,
            most=3,
        )
        _items(inv, pen)
    pen.box(top, r.GOLD if n == r._active_n(v) else r.EDGE)
    pen.out.append("</g>")


def _items(inv: Row, pen: _Pen) -> None:
    seen: set[str] = set()
    for item in r._rows(inv.get("items")):
        el = f"item:{r._num(inv.get('n'))}:{slug(str(item.get('name', '')))}"
        name = name_words(item.get("name", "?"))
        pen.out.append(f'<g class="phone-item"{element(el, name) if el not in seen else ""}>')
        seen.add(el)
        secured = " — " + _("secured:") + f" {item['secured']}" if item.get("secured") else ""
        pen.write(f"• {name}: {text_words(item.get('text', ''))}{secured}", 12, "#ffd479", indent=4, most=3)
        pen.out.append("</g>")


def _pyramid(v: View, pen: _Pen) -> None:
    if not r._in_pyramid(v):
        return
    lp = r._pyramid(v)
    side = str(lp.get("entrance", "?"))
    top = pen.start()
    pen.write(_("Entrance: the {side} side is up — its trophy options").format(side=side), 14, r.GOLD, True, most=3)
    for o in r._options(lp, side):
        n = str(o.get("n"))
        pen.out.append(
            f'<g class="phone-option"{element("option:" + n, _("{side} option {n}").format(side=side, n=n))}>'
        )
        pen.write(r.option_words(o), 12, r.INK, indent=4, most=3)
        pen.out.append("</g>")
    pen.out.append(f'<g class="phone-flip"{element("entrance:flip", _(r.FLIP))}>')
    pen.write(r.flip_words(lp), 12, "#74c0fc", most=4)
    pen.out.append("</g>")
    pen.box(top, r.GOLD)
    top = pen.start()
    pen.write(_("Expedition sheet") + " — " + r._tokens_beside(lp), 14, r.INK, True, most=2)
    for sp in r._rows(lp.get("expedition")):
        token = "● " + _("token") if sp.get("token") else "○ " + _("no token")
        name = name_words(sp.get("name", "?"))
        pen.out.append(f'<g class="phone-space"{element("space:" + str(sp.get("n")), name)}>')
        pen.write(f"{sp.get('n')}. {name} ({token}): {text_words(sp.get('text', ''))}", 12, r.INK, indent=4, most=3)
        pen.out.append("</g>")
    pen.write(r._deck_line(lp, "Cairo") + " · " + r._deck_line(lp, "Dashur"), 12, r.DIMINK, most=4)
    pen.box(top, r.EDGE)


def picture(v: View) -> tuple[str, float]:
    """The phone's picture and its height: what the decision is about right under the prompt."""
    pen = _header(v)
    _attempt(v, pen)
    active = [i for i in r._investigators(v) if r._num(i.get("n")) == r._active_n(v)]
    for inv in active:  # the acting investigator's items before the cards
        _investigator(v, inv, pen)
    _ancient_one(v, pen)
    _cards(v, pen)
    _pyramid(v, pen)
    for inv in r._investigators(v):
        if inv not in active:
            _investigator(v, inv, pen)
    pen.write(_("Decks: {decks}").format(decks=r._decks_words(v)), 12, r.DIMINK, most=4)
    h = pen.y + 6
    return f'<rect width="{NW:g}" height="{h:.0f}" fill="{r.BG}"/>' + "".join(pen.out), h
