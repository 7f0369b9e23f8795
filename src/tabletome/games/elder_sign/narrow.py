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
from tabletome.engine.svg import BOLD, MIDDLE_BOLD, esc, text, wrapped
from tabletome.engine.wording import plural

from . import render as r
from .actions import slug
from .reference import inv_name, place_label

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
        lines = wrapped(PAD + 8 + indent, self.y + size, words, size, fill, INNER - 16 - indent, BOLD if bold else "")
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
    label = face if face.isdigit() else SYMBOL.get(face, face)
    size = 22 if face.isdigit() else 12
    return (
        f'<g class="phone-die"{MARKED if marked else ""}{element(el, colour + " " + label) if el else ""}>'
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
    pen.write(f"Elder Sign — turn {r._num(v.get('turn'))} — to move: {v.get('to_move') or 'nobody'}", 14, r.GOLD, True)
    if v.get("prompt"):
        pen.write(v["prompt"], 13, r.INK, most=5)
    return pen


def _attempt(v: View, pen: _Pen) -> None:
    a = r._attempt(v)
    if a is None:
        return
    top = pen.start()
    battle = a.get("place") == "ancient-one"
    who = inv_name(v, a.get("investigator"))
    pen.write(
        f"{r.attempt_kind(v, a)}: {who} {'against' if battle else 'at'} {place_label(v, a.get('place'))}",
        14,
        r.GOLD,
        True,
    )
    pen.write(f"{a.get('step')} · {plural(r._num(a.get('rolls')), 'roll')} so far", 12, r.DIMINK)
    _dice_row(pen, "rolled (tap a die)", a.get("pool"), "die", r.marked_dice(a))
    _dice_row(pen, "held (focus)", a.get("held"))
    for helper in r._rows(a.get("assisting")):
        _dice_row(pen, f"{inv_name(v, helper.get('n'))} assists", helper.get("die"))
    if a.get("to_roll") and not a.get("pool"):
        pen.write(f"to roll: {a['to_roll']}", 13, r.INK)
    if battle:
        ao = r._map(v.get("ancient_one"))
        pen.out.append(f'<g class="phone-task"{element("task:1", "the combat task")}>')
        pen.write(f"Combat task: {r.task_words(ao.get('combat'))}", 13, r.INK, bold=True)
        pen.out.append("</g>")
    pen.box(top, r.GOLD, "#2a2620")


def _ancient_one(v: View, pen: _Pen) -> None:
    ao = r._map(v.get("ancient_one"))
    clock = r._map(v.get("clock"))
    top = pen.start()
    pen.write(str(ao.get("name", "Ancient One")) + ("  — AWAKENED" if ao.get("awakened") else ""), 14, "#ff6b6b", True)
    pen.write(
        f"Doom {r._num(ao.get('doom'))}/{r._num(ao.get('doom_track'))} · Elder Signs {r._num(ao.get('elder_signs'))}"
        f"/{r._num(ao.get('elder_signs_needed'))} · {clock.get('shows', '?')} o'clock",
        13,
        r.INK,
    )
    m = v.get("mythos")
    if isinstance(m, Mapping):
        pen.write(f"Mythos: {m.get('name', '?')} — {m.get('text', '')}", 12, "#da77f2", most=2)
        for c in r._rows(m.get("choices")):  # ES-LPMYTH-02: the group's choice, a tap each
            n = str(c.get("n"))
            pen.out.append(f'<g class="phone-choice"{element("choice:" + n, "option " + n)}>')
            expert = " (Expert)" if c.get("expert") else ""
            pen.write(f"{n}. {c.get('text', '')}{expert}", 13, "#3bc9db" if expert else r.INK, indent=4)
            pen.out.append("</g>")
    pen.box(top, "#8e2b2b")


def _task(pen: _Pen, task: Row, attempted: bool) -> None:
    n = task.get("n", "?")
    done = bool(task.get("done"))
    mark = element(f"task:{n}", f"task {n}") if attempted else ""
    pen.out.append(f'<g class="phone-task" data-done="{"yes" if done else "no"}"{mark}>')
    words = f"{'✓' if done else n}. {r.task_words(task.get('task'))}" + (
        f" · ☠ {task['monster']}" if task.get("monster") else ""
    )
    pen.write(words, 13 if attempted else 12, r.DIMINK if done else r.INK, bold=attempted, indent=4, most=2)
    pen.out.append("</g>")


def _card(v: View, p: Row, pen: _Pen, attempted: bool) -> None:
    place = str(p.get("place", ""))
    pen.out.append(f'<g class="phone-card" data-place="{esc(place)}"{element("card:" + place, r.card_title(p))}>')
    top = pen.start()
    pen.write(f"{place} · {r.card_title(p)}", 14, r.INK, True, most=2)
    if r.face_down(p):
        if p.get("difficulty"):
            pen.write("Difficulty band: " + r.band_words(p["difficulty"]), 12, r.DIMINK)
        if p.get("unlock"):
            pen.write(f"Unlock task: {r.task_words(p['unlock'])}", 12, "#91a7ff")
        for w in r._seq(p.get("back")):
            pen.write(f"Back: {w}", 12, "#ffd43b", most=2)
    else:
        pen.write(r._kind_words(p) + " · " + r._trophy_words(p), 12, r.DIMINK)
        for task in r._rows(p.get("tasks")):
            _task(pen, task, attempted)
        for label, key, colour in r.EFFECT_LABELS:
            words = [str(w) for w in r._seq(p.get(key))]
            if words:
                pen.write(f"{label}: " + "; ".join(words), 12, colour, most=2)
    extra = [str(m) for m in r._seq(p.get("monsters"))]
    here = [inv_name(v, n) for n in r._seq(p.get("investigators")) if isinstance(n, int)]
    if extra:
        pen.write("Monsters: " + ", ".join(extra), 12, "#ff8787", most=2)
    if here:
        pen.write("Here: " + ", ".join(here), 12, r.GOLD, most=2)
    pen.box(top, r.GOLD if attempted else r.EDGE, "#2a2620" if attempted else r.PANEL)
    pen.out.append("</g>")


def _cards(v: View, pen: _Pen) -> None:
    a = r._attempt(v)
    at = a.get("place") if a is not None else None
    places = [p for _, row in r._sections(v) for p in row]
    places.sort(key=lambda p: p.get("place") != at)  # the attempted card first
    for p in places:
        _card(v, p, pen, p.get("place") == at)


def _investigator(v: View, inv: Row, pen: _Pen) -> None:
    n = r._num(inv.get("n"))
    name = str(inv.get("name") or "devoured")
    pen.out.append(f'<g class="phone-investigator"{element(f"investigator:{n}", name)}>')
    top = pen.start()
    fill = r.INV_FILL[(n - 1) % len(r.INV_FILL)]
    pen.out.append(f'<circle cx="{PAD + 20:g}" cy="{pen.y + 14:g}" r="11" fill="{fill}" stroke="#fff"/>')
    pen.out.append(text(PAD + 20, pen.y + 19, n, 13, "#fff", MIDDLE_BOLD))
    you = " (you)" if n in r._you(v) else ""
    pen.write(name + you + ("  — to act" if n == r._active_n(v) else ""), 14, r.INK, True, indent=26, most=1)
    if inv.get("alive", True) and inv.get("name"):
        pen.write(
            f"Sanity {inv.get('sanity')}/{inv.get('max_sanity')} · Stamina {inv.get('stamina')}/{inv.get('max_stamina')}"
            f" · {plural(r._num(inv.get('clues')), 'clue')} · at {place_label(v, inv.get('where'))}",
            12,
            r.INK,
            most=2,
        )
        trophies = ", ".join(f"{t.get('name')} ({t.get('value')})" for t in r._rows(inv.get("trophies"))) or "none"
        pen.write(f"Trophies {r._num(inv.get('trophy_value'))}: {trophies}", 12, r.GOLD, most=2)
        _items(inv, pen)
    pen.box(top, r.GOLD if n == r._active_n(v) else r.EDGE)
    pen.out.append("</g>")


def _items(inv: Row, pen: _Pen) -> None:
    seen: set[str] = set()
    for item in r._rows(inv.get("items")):
        el = f"item:{r._num(inv.get('n'))}:{slug(str(item.get('name', '')))}"
        pen.out.append(f'<g class="phone-item"{element(el, str(item.get("name", ""))) if el not in seen else ""}>')
        seen.add(el)
        secured = f" — secured: {item['secured']}" if item.get("secured") else ""
        pen.write(f"• {item.get('name', '?')}: {item.get('text', '')}{secured}", 12, "#ffd479", indent=4, most=2)
        pen.out.append("</g>")


def _pyramid(v: View, pen: _Pen) -> None:
    if not r._in_pyramid(v):
        return
    lp = r._pyramid(v)
    side = str(lp.get("entrance", "?"))
    top = pen.start()
    pen.write(f"Entrance: the {side} side is up — its trophy options", 14, r.GOLD, True, most=2)
    for o in r._options(lp, side):
        n = str(o.get("n"))
        pen.out.append(f'<g class="phone-option"{element("option:" + n, side + " option " + n)}>')
        pen.write(r.option_words(o), 12, r.INK, indent=4, most=2)
        pen.out.append("</g>")
    pen.out.append(f'<g class="phone-flip"{element("entrance:flip", "flip the entrance")}>')
    pen.write(r.flip_words(lp), 12, "#74c0fc", most=3)
    pen.out.append("</g>")
    pen.box(top, r.GOLD)
    top = pen.start()
    pen.write(f"Expedition sheet — {plural(r._num(lp.get('tokens_left')), 'token')} beside it", 14, r.INK, True)
    for sp in r._rows(lp.get("expedition")):
        token = "● token" if sp.get("token") else "○ no token"
        pen.out.append(f'<g class="phone-space"{element("space:" + str(sp.get("n")), str(sp.get("name", "")))}>')
        pen.write(f"{sp.get('n')}. {sp.get('name', '?')} ({token}): {sp.get('text', '')}", 12, r.INK, indent=4, most=2)
        pen.out.append("</g>")
    pen.write(r._deck_line(lp, "Cairo") + " · " + r._deck_line(lp, "Dashur"), 12, r.DIMINK, most=3)
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
    pen.write("Decks: " + r._decks_words(v), 12, r.DIMINK, most=3)
    h = pen.y + 6
    return f'<rect width="{NW:g}" height="{h:.0f}" fill="{r.BG}"/>' + "".join(pen.out), h
