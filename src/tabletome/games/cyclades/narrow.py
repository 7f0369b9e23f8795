"""Cyclades on a phone (issue 31): the table drawn for a board 360 units wide, shown instead of the
wide picture below 600 CSS px (web/static/board.js): every word at 12 units or more, so at least
11 CSS px on a 390-px screen, and what the decision is about first (the gods during the
offerings, the map in a turn or a battle).

Read from the same view as the wide picture, with its helpers; the same element ids are marked
(``data-el``) so that a tap plays as a click does: the islands, the sea spaces, the gods, the
creature cards, the favour, your items and the players.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletome.engine.capabilities import element
from tabletome.engine.i18n import _
from tabletome.engine.svg import BOLD, END, MIDDLE, MIDDLE_BOLD, esc, fitted, text, wrapped

from . import render as r
from .reference import building_key, card_key, favour_key, favour_name, hero_key, item_key, slug
from .words import named

View = Mapping[str, Any]
Row = Mapping[str, Any]

NW = 360.0  # the phone picture's width in units (about one CSS px each on a 390-px screen)
PAD = 6.0
LAND, SEA_FILL, INK, PAPER, DIM, GOLD = "#d9c58f", "#2f6e9c", "#1b1b1b", "#f5f0e0", "#b9c3cc", "#f4c542"
OFFER_STEPS = ("offerings", "rebid", "apollo")


def _step(v: View) -> str:
    ds = r._decisions(v)
    return str(ds[-1].get("step", "")) if ds else ""


def _header(v: View) -> tuple[str, float]:
    mover = v.get("to_move")
    line = _("to move: {seat}").format(seat=mover) if mover else _("the game is over")
    steps = r.step_text(v)
    you = v.get("you")
    seen = _(" — you: {seat} ({letter})").format(seat=you, letter=r.letters(v).get(str(you), "?")) if you else ""
    out = [text(PAD, 20, _("Cyclades — cycle {n}").format(n=r._int(v.get("cycle"))) + seen, 15, GOLD, BOLD)]
    lines = wrapped(PAD, 40, line + (f" — {steps}" if steps else ""), 13, PAPER, NW - 2 * PAD)[:3]
    return "".join(out + lines), 40 + 16.25 * len(lines)


# ---- the map
def _geometry(v: View) -> tuple[float, float]:
    """The distance between two circles' centres, and the map's height, for the phone's width."""
    cut = r._int(r._board(v).get("cut"))
    d = min(46.0, (NW - 2 * PAD) / max(1, 11 - cut))
    return d, 10 * d * 0.866 + d


def _xy(cell: Any, d: float, y0: float) -> tuple[float, float]:
    row, col = r.rc(cell)
    return PAD + (col + abs(row - 5) / 2) * d + d / 2, y0 + row * d * 0.866 + d / 2


def _island(v: View, isl: Row, d: float, y0: float, marks: dict[str, str]) -> str:
    cells = [_xy(c, d, y0) for c in r._seq(isl.get("cells")) if isinstance(c, list | tuple) and len(c) == 2]
    if not cells:
        return ""
    number = r._int(isl.get("number"))
    owner = isl.get("owner")
    edge = r.seat_fill(v, owner) if owner else "#8a7a55"
    out = [f'<g class="phone-island"{element(f"island:{number}", r.area_words(number))}>']
    rad = d * 0.47
    for x, y in cells:
        out.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{rad:.1f}" fill="{LAND}" stroke="{edge}" stroke-width="3"/>')
    x, y = cells[0]
    out.append(text(x, y - 1, number, 13, INK, MIDDLE_BOLD))
    units = r._int(isl.get("troops")) + r._int(isl.get("undead"))
    if owner and units:
        out.append(text(x, y + 12, f"{units}{marks.get(str(owner), '?')}", 12, INK, MIDDLE_BOLD))
    marks_ = [named(building_key(str(b)), b)[:1] for b in r._seq(isl.get("buildings")) if b]
    if isl.get("metropolis") or isl.get("necropolis"):
        city = ("building:metropolis", "M") if isl.get("metropolis") else ("building:necropolis", "N")
        marks_.insert(0, named(*city)[:1])
    for (bx, by), word in zip(cells[1:], marks_, strict=False):
        out.append(text(bx, by + 5, word, 13, "#5a3b05", MIDDLE_BOLD))
    if len(cells) == 1 and marks_:
        out.append(text(x + rad * 0.7, y - rad * 0.45, marks_[0], 12, "#5a3b05", MIDDLE_BOLD))
    out.append("</g>")
    return "".join(out)


def _sea(v: View, sea: Row, d: float, y0: float, marks: dict[str, str]) -> str:
    x, y = _xy(sea.get("cell") or [0, 0], d, y0)
    name = str(sea.get("name", ""))
    owner = sea.get("owner")
    units = r._int(sea.get("fleets")) + r._int(sea.get("undead"))
    fill = r.seat_fill(v, owner) if owner and units else "none"
    out = [
        f'<g class="phone-sea"{element("sea:" + name, r.area_words(name))}>',
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{d * 0.47:.1f}" fill="{SEA_FILL}" stroke="#5b9cc9"/>',
    ]
    if owner and units:
        out.append(f'<rect x="{x - 13:.1f}" y="{y - 2:.1f}" width="26" height="16" rx="4" fill="{fill}"/>')
        out.append(text(x, y + 11, f"{units}{marks.get(str(owner), '?')}", 12, r._ink_on(fill), MIDDLE_BOLD))
        out.append(text(x, y - 4, name, 12, "#cfe3f2", MIDDLE))
    else:
        out.append(text(x, y + 4, name, 12, "#cfe3f2", MIDDLE))
    out.append("</g>")
    return "".join(out)


def _map(v: View, y0: float) -> tuple[str, float]:
    d, h = _geometry(v)
    marks = r.letters(v)
    out = [f'<rect x="0" y="{y0 - 4:g}" width="{NW:g}" height="{h + 8:.1f}" fill="#1f5479"/>']
    out += [_sea(v, s, d, y0, marks) for s in r._seas(v)]
    out += [_island(v, i, d, y0, marks) for i in r._islands(v)]
    for dec in r._decisions(v):  # a battle's place ringed in red, a voyage's fleets where they are
        if dec.get("step") not in ("battle", "voyage"):
            continue
        where = r._area(v, dec.get("area") if dec.get("step") == "battle" else dec.get("at"))
        if where is None:
            continue
        cx, cy = _xy(where.get("cell") or (where.get("cells") or [[0, 0]])[0], d, y0)
        dash = "5 3" if dec.get("step") == "battle" else "2 3"
        colour = "#ff3b30" if dec.get("step") == "battle" else GOLD
        out.append(
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{d * 0.55:.1f}" fill="none" stroke="{colour}" '
            f'stroke-width="3" stroke-dasharray="{dash}"/>'
        )
    return "".join(out), y0 + h + 8


# ---- the gods, the creature track, the players
def _god(v: View, g: Row, y: float, marks: dict[str, str]) -> str:
    god_id = str(g.get("id", ""))
    up = bool(g.get("face_up"))
    fill = r.GOD_FILL.get(god_id, "#555555") if up else "#2b3440"
    ink = r._ink_on(fill) if up else DIM
    name = named("god:" + god_id, g.get("god", god_id))
    out = [
        f'<g class="phone-god" data-god="{esc(god_id)}"{element("god:" + god_id, name)}>',
        f'<rect x="{PAD:g}" y="{y:g}" width="{NW - 2 * PAD:g}" height="40" rx="6" fill="{fill}"/>',
        text(PAD + 8, y + 17, name, 15, ink, BOLD),
    ]
    offer = g.get("offer") if isinstance(g.get("offer"), Mapping) else None
    right = NW - PAD - 8
    if god_id == "apollo":
        on = " ".join(marks.get(str(c), "?") for c in r._seq(v.get("apollo")))
        if on:
            out.append(text(right, y + 17, on, 14, ink, END + BOLD))
    elif offer is not None:
        who = marks.get(str(offer.get("seat")), "?")
        out.append(
            text(right, y + 17, who + " " + _("{n} GP").format(n=r._int(offer.get("amount"))), 15, ink, END + BOLD)
        )
    short = r.god_short(god_id) if up else _("face down this cycle")
    out.append(fitted(PAD + 8, y + 33, short, 12, ink, "", NW - 2 * PAD - 16))
    out.append("</g>")
    return "".join(out)


def _hades(v: View, g: Row, y: float, marks: dict[str, str]) -> str:
    offer = r._hades_offer(v)
    hades = named("god:hades", "Hades")
    words = _("{hades}, over {god}").format(hades=hades, god=r.god_named(v, g.get("god")))
    if offer is not None:
        gp = _("{n} GP").format(n=r._int(offer.get("amount")))
        words += f" — {marks.get(str(offer.get('seat')), '?')} {gp}"
    return (
        f'<g class="phone-hades"{element("god:hades", hades)}>'
        f'<rect x="{PAD + 12:g}" y="{y:g}" width="{NW - 2 * PAD - 12:g}" height="24" rx="6" fill="{r.GOD_FILL["hades"]}"/>'
        + fitted(PAD + 20, y + 17, words, 13, "#ffffff", BOLD, NW - 2 * PAD - 32)
        + "</g>"
    )


def _gods(v: View, y: float) -> tuple[str, float]:
    marks = r.letters(v)
    out = [text(PAD, y + 14, _("Gods — the top plays first, Apollo last"), 13, DIM, BOLD)]
    y += 22
    fav = r._favour_row(v)
    for g in r._rows(v.get("gods")):
        out.append(_god(v, g, y, marks))
        y += 44
        if r.covered_by_hades(v, g):
            out.append(_hades(v, g, y - 2, marks))
            y += 26
        if fav is not None and fav.get("beside") == g.get("god"):
            name = named(favour_key(str(fav.get("god"))), favour_name(str(fav.get("god"))))
            out.append(
                f'<g class="phone-favour"{element("favour:" + slug(str(fav.get("god"))), name)}>'
                + "".join(wrapped(PAD + 12, y + 12, f"✦ {name}: {fav.get('power', '')}", 12, "#9fe0da", NW - 30)[:3])
                + "</g>"
            )
            y += 15 * min(3, len(wrapped(0, 0, f"✦ {name}: {fav.get('power', '')}", 12, "", NW - 30))) + 4
    return "".join(out), y + 4


def _creatures(v: View, y: float) -> tuple[str, float]:
    spaces = r._rows(v.get("creature_track"))
    if not spaces:
        return "", y
    out = [text(PAD, y + 14, _("Creature track"), 13, DIM, BOLD)]
    y += 20
    w = (NW - 2 * PAD - 6 * (len(spaces) - 1)) / len(spaces)
    for i, space in enumerate(spaces):
        x = PAD + i * (w + 6)
        name = space.get("creature")
        shown = named(card_key(str(name)), name) if name else ""
        mark = element("creature:" + slug(str(name)), shown) if name else ""
        out.append(
            f'<g class="phone-creature"{mark}>'
            f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="40" rx="6" fill="{"#4a2a55" if name else "#232c36"}"/>'
            + text(x + 6, y + 16, _("{n} GP").format(n=r._int(space.get("price"))), 12, GOLD, BOLD)
            + fitted(x + 6, y + 33, shown or _("empty"), 12, PAPER if name else DIM, BOLD, w - 12)
            + "</g>"
        )
    return "".join(out), y + 48


def _seat(v: View, seat: Row, y: float, marks: dict[str, str]) -> tuple[str, float]:
    colour = seat.get("colour")
    fill = r.seat_fill(v, colour)
    you = colour == v.get("you")
    gold = seat.get("gold")
    head = f"{colour} ({marks.get(str(colour), '?')})" + (_(" — you") if you else "")
    if seat.get("eliminated"):
        line = _("out of the game")
    else:
        line = _("{gp} · Metropolises {n}/{goal} · {islands} · philosophers {philosophers} · {priests}").format(
            gp=_("GP hidden") if gold is None else _("{n} GP").format(n=r._int(gold)),
            n=r._int(seat.get("metropolises")),
            goal=r._int(v.get("goal"), 2),
            islands=r.islands_words(r._int(seat.get("islands"))),
            philosophers=r._int(seat.get("philosophers")),
            priests=r.priests_words(r._int(seat.get("priests"))),
        )
    lines = wrapped(PAD + 30, y + 34, line, 12, PAPER, NW - 2 * PAD - 34)[:2]
    h = 24 + 15 * len(lines) + 6
    active = colour == v.get("to_move")
    out = [
        f'<g class="phone-player"{element("player:" + slug(str(colour)), _("{seat} player").format(seat=colour))}>',
        f'<rect x="{PAD:g}" y="{y:g}" width="{NW - 2 * PAD:g}" height="{h - 4:g}" rx="6" fill="#1c2733" '
        f'stroke="{GOLD if active else "#34495e"}" stroke-width="{2.5 if active else 1}"/>',
        f'<circle cx="{PAD + 15:g}" cy="{y + 16:g}" r="10" fill="{fill}" stroke="{PAPER}"/>',
        text(PAD + 15, y + 20.5, marks.get(str(colour), "?"), 12, r._ink_on(fill), MIDDLE_BOLD),
        text(PAD + 30, y + 19, head, 14, PAPER, BOLD),
        *lines,
        "</g>",
    ]
    return "".join(out), h


def _items(v: View, y: float) -> tuple[str, float]:
    """Your magic items, each an element (a tap uses one)."""
    you = r.seat_of(v, v.get("you"))
    if you is None:
        return "", y
    names = [str(i) for i in r._seq(you.get("items"))] + r._hidden_items(you)[0]
    if not names:
        return "", y
    out = [text(PAD, y + 14, _("Your magic items"), 13, DIM, BOLD)]
    y += 20
    for name in names:
        out.append(
            f'<g class="phone-item"{element("item:" + slug(name), named(item_key(name), name))}>'
            f'<rect x="{PAD:g}" y="{y:g}" width="{NW - 2 * PAD:g}" height="22" rx="5" fill="#3a2f12"/>'
            + fitted(PAD + 8, y + 16, named(item_key(name), name), 13, "#ffd479", BOLD, NW - 2 * PAD - 16)
            + "</g>"
        )
        y += 26
    return "".join(out), y


def _hero_name(hero: str) -> str:
    return r.short_name(named(hero_key(hero), hero))


def _hero_on(hero: str, owner: str, island: Any) -> str:
    """ "Perseus (blue) on island 4"."""
    return _("{hero}{owner} on island {n}").format(hero=_hero_name(hero), owner=owner, n=island)


def _figures(v: View, y: float) -> tuple[str, float]:
    """The figurines and heroes on the map, one line each: a tap lets one go, keeps or sacrifices a hero."""
    rows: list[tuple[str, str]] = []
    for f in r._rows(v.get("figurines")):
        if r._area(v, f.get("area")) is not None:
            rows.append((f"figurine:{slug(str(f.get('creature')))}", r.figurine_words(f)))
    for isl in r._islands(v):
        if r._cells(isl):
            owner = f" ({isl.get('owner')})" if isl.get("owner") else ""
            rows += [
                (f"hero:{slug(str(h))}", _hero_on(str(h), owner, isl.get("number"))) for h in r._seq(isl.get("heroes"))
            ]
    for d in r._decisions(v):
        if d.get("step") == "battle" and r._area(v, d.get("area")) is not None:
            rows += [
                (
                    f"hero:{slug(str(h))}",
                    _("{hero} attacking {area}").format(hero=_hero_name(str(h)), area=r.area_words(d.get("area"))),
                )
                for h in r._seq(d.get("attacking_heroes"))
            ]
    if not rows:
        return "", y
    out = [text(PAD, y + 14, _("Figurines and heroes on the map"), 13, DIM, BOLD)]
    y += 20
    seen: set[str] = set()
    for el, words in rows:
        mark = element(el, words) if el not in seen else ""
        seen.add(el)
        out.append(
            f'<g class="phone-figure"{mark}>'
            f'<rect x="{PAD:g}" y="{y:g}" width="{NW - 2 * PAD:g}" height="22" rx="5" fill="#3b2140"/>'
            + fitted(PAD + 8, y + 16, words, 13, "#f0c8ec", BOLD, NW - 2 * PAD - 16)
            + "</g>"
        )
        y += 26
    return "".join(out), y


def _players(v: View, y: float) -> tuple[str, float]:
    marks = r.letters(v)
    out = [text(PAD, y + 14, _("Players"), 13, DIM, BOLD)]
    y += 20
    for seat in r._seats(v):
        body, h = _seat(v, seat, y, marks)
        out.append(body)
        y += h
    return "".join(out), y


def picture(v: View) -> tuple[str, float]:
    """The phone's picture and its height: what the decision is about right under the header."""
    head, y = _header(v)
    parts = [head]
    # in a turn the creature track and your items follow the map (a call, an item used), the gods after
    offering = _step(v) in OFFER_STEPS
    sections = (_gods, _map, _creatures, _items) if offering else (_map, _figures, _creatures, _items, _gods)
    for section in (*sections, *((_figures,) if offering else ()), _players):
        body, y = section(v, y + 6)
        parts.append(body)
    h = y + 8
    return f'<rect width="{NW:g}" height="{h:.0f}" fill="#10202e"/>' + "".join(parts), h
