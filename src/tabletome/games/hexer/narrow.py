"""Der Hexer von Salem on a phone (issue 31): the table drawn for a board 360 units wide, shown
instead of the wide picture below 600 CSS px (web/static/board.js): every word at 12 units or
more, so at least 11 CSS px on a 390-px screen, and what a decision is about first: the prompt,
your investigator (its items, location cards and Secret Passage), your location (its item spaces,
creature and portal), the other investigators and locations, R'lyeh, Necron and the reserve.

Read from the same view as the wide picture, with its helpers; the same element ids are marked
(``data-el``) so that a tap plays as a click does.
"""

from __future__ import annotations

from typing import Any

from tabletome.engine.capabilities import element
from tabletome.engine.i18n import _
from tabletome.engine.svg import BOLD, END, MIDDLE, MIDDLE_BOLD, Pen, esc, fitted, text

from . import render as r
from .reference import slug

View = dict[str, Any]
NW, PAD = 360, 6
INNER = NW - 2 * PAD
INK, DIM, GOLD, RED = "#e8e6df", "#9aa0aa", "#d9a441", "#ff7b72"
RLYEH = "R'lyeh"
SPACE_W = (INNER - 16) / 3  # an item space: its item's disc, name and cost on a third of a row


def _pen() -> Pen:
    return Pen(PAD + 6, INNER - 12)


def _header(v: View, pen: Pen) -> None:
    nec = v["necron"]
    to_move = r.seat(v["to_move"]) if v["to_move"] else "—"
    pen.write(_("Arkham — round {round} — to move: {seat}").format(round=v["round"], seat=to_move), 14, GOLD, BOLD)
    track = _("Necron {position}/{final} (Demonic Power {demonic}) · phase: {phase}")
    pen.write(
        track.format(
            position=nec["position"], final=nec["final"], demonic=nec["demonic_power"], phase=r.word(v["phase"])
        ),
        12,
        DIM,
    )
    pen.write(v["prompt"], 14, "#f1e9d2", most=4)
    for line in r.flow_lines(v["flow"]):
        pen.write(line, 13, GOLD)


def _investigator(v: View, inv: dict[str, Any], pen: Pen) -> None:
    """A panel: colour, sanity, items (each a tap target), artifact, location cards, Passage."""
    colour = inv["colour"]
    fill = r.PAWN_FILL.get(colour, "#ccc")
    active = colour == v["to_move"]
    top = pen.y
    h = 100 if inv["in_game"] else 34
    out = [
        f'<g class="investigator" data-colour="{esc(colour)}"{element(f"inv:{colour}", r.investigator_tip(colour))}>',
        f'<rect x="{PAD}" y="{top:g}" width="{INNER}" height="{h}" rx="7" fill="#222731" '
        f'stroke="{GOLD if active else "#3e4656"}" stroke-width="{2 if active else 1}"/>',
        f'<rect x="{PAD}" y="{top:g}" width="8" height="{h}" rx="3" fill="{fill}"/>',
        fitted(
            PAD + 16, top + 20, r.seat(colour) + (" " + _("(you)") if colour == v["you"] else ""), 15, fill, BOLD, 108
        ),
    ]
    if active:
        out.append(text(NW - PAD - 8, top + 20, _("to move"), 12, GOLD, END))
    if not inv["in_game"]:
        out.append(text(PAD + 130, top + 20, _("driven mad"), 13, DIM))
        pen.out.append("".join(out) + "</g>")
        pen.y += h + 6
        return
    out.append(text(PAD + 130, top + 20, "♥" * inv["sanity"] + "♡" * max(0, 6 - inv["sanity"]), 15, "#e0605a"))
    ix = PAD + 28
    for item, count in inv["items"].items():
        label = f"{r.seat(colour)}: {r.name(item)} ×{count}"
        out.append(f"<g{element(f'item:{colour}:{r.ITEM_SHORT.get(item, item[:1])}', label)}>")
        out.append(r._item_icon(ix, top + 44, item if count else None, 12))
        out.append(text(ix + 16, top + 49, f"×{count}", 13, INK if count else "#5c6370") + "</g>")
        ix += 58
    art = r.item_word(inv["artifact"]) if inv["artifact"] else _("no artifact")
    out.append(fitted(ix, top + 49, art, 12, INK if inv["artifact"] else DIM, "", NW - PAD - 6 - ix))
    cx = PAD + 16
    for c in inv["cards"]:
        card = _("location card {n}").format(n=c)
        out.append(f"<g{element(f'card:{colour}:{c}', card)}{r._tips()(f'card:{c}')}")
        out.append(f'<rect x="{cx:g}" y="{top + 64:g}" width="26" height="30" rx="3" fill="#e8e6df" stroke="#111"/>')
        out.append(text(cx + 13, top + 85, c, 15, "#111", MIDDLE_BOLD) + "</g>")
        cx += 31
    if inv["secret_passage"]:
        passage = _("Secret Passage")
        out.append(f"<g{element(f'sp:{colour}', passage)}{r._tips()('secret-passage')}")
        out.append(f'<rect x="{cx:g}" y="{top + 64:g}" width="96" height="30" rx="3" fill="#5b3f8c" stroke="#111"/>')
        out.append(fitted(cx + 48, top + 84, passage, 12, "#fff", MIDDLE, 98) + "</g>")
    pen.out.append("".join(out) + "</g>")
    pen.y += h + 6
    if inv["looked_at"]:
        where = {loc["number"]: r.name(loc["name"]) for loc in v["locations"]}
        seen = ", ".join(where.get(n, str(n)) for n in inv["looked_at"])
        pen.write(_("looked at: {locations}").format(locations=seen), 12, "#e84393")


def _portal(v: View, loc: dict[str, Any], y: float) -> str:
    num = loc["number"]
    if num == 0:
        return (
            f"<g{element('portal:0', r.open_portal_words())}>"
            + text(NW - PAD - 8, y + 20, _("open portal"), 12, DIM, END)
            + "</g>"
        )
    tile = loc["portal"]["tile"]
    face = {"portal": ("#8e1f1f", r.word("portal")), "wall": ("#3d5a45", r.word("wall"))}.get(tile, ("#3b2f4f", "?"))
    known = num in next((i["looked_at"] for i in v["investigators"] if i["colour"] == v["you"]), [])
    x = NW - PAD - 56
    return (
        f'<g class="portal" data-tile="{esc(tile)}"{element(f"portal:{num}")}'
        + r._tips()("portal-tile", r.portal_tip(tile, loc["artifact_symbol"]))
        + f'<rect x="{x:g}" y="{y + 5:g}" width="50" height="24" rx="4" fill="{face[0]}" '
        f'stroke="{r._symbol_fill(loc["artifact_symbol"])}" stroke-width="3"/>'
        + (
            f'<rect x="{x - 3:g}" y="{y + 2:g}" width="56" height="30" rx="6" fill="none" stroke="#e84393" '
            f'stroke-width="2" stroke-dasharray="4 2"><title>{esc(r.looked_tip())}</title></rect>'
            if known
            else ""
        )
        + fitted(x + 25, y + 22, face[1], 12, "#fff", MIDDLE, 46)
        + (r._item_icon(x + 44, y + 17, loc["portal"]["artifact"], 9) if loc["portal"]["artifact"] else "")
        + "</g>"
    )


def _spaces(loc: dict[str, Any], y: float) -> list[str]:
    num = loc["number"]
    if not loc["item_spaces"]:
        return [text(PAD + 10, y + 20, _("no item spaces: the Shadow's space only"), 12, DIM)]
    out = []
    for i, (item, cost) in enumerate(zip(loc["items"], loc["costs"], strict=True)):
        if i >= loc["item_spaces"]:
            break
        x = PAD + 6 + i * (SPACE_W + 2)
        out.append(
            f'<g class="space" data-space="{i + 1}"{element(f"space:{num}:{i + 1}")}'
            f'{r._tips()("item-space", r.space_tip(i + 1, cost))}<rect x="{x:g}" y="{y:g}" '
            f'width="{SPACE_W:g}" height="42" rx="5" fill="#1c2028" stroke="#3a404c"/>'
        )
        out.append(r._item_icon(x + 14, y + 15, item, 10))
        short = _("empty") if item is None else r.item_word(item)
        out.append(fitted(x + 28, y + 19, short, 12, "#c9ccd3", "", SPACE_W - 32))
        out.append(fitted(x + 6, y + 36, r.short_cost(cost), 12, GOLD, "", SPACE_W - 10) + "</g>")
    return out


def _location(v: View, loc: dict[str, Any], pen: Pen) -> None:
    """A location across the screen: name, pawns and portal, its item spaces, its creature."""
    num = loc["number"]
    top = pen.y
    foe: str | None
    if num == 0 and v["shadow"]:
        foe = _("Shadow of {old_one}").format(old_one=r.name(v["shadow"]))
    else:
        foe = r.name(loc["creature"]) if loc["creature"] else None
    here = r.name(loc["name"])
    h = 96 if foe or v["craven"] == num else 76
    out = [
        f'<g{element(f"loc:{num}", here)} class="location" data-location="{num}">',
        f'<g{r._tips()(f"location:{num}", here)}<rect x="{PAD}" y="{top:g}" width="{INNER}" height="{h}" '
        f'rx="7" fill="{"#27352d" if num == 0 else "#252a34"}" stroke="#3e4656"/>',
        fitted(PAD + 8, top + 21, f"{num}  {here}", 14, "#f1e9d2", BOLD, 180) + "</g>",
        _portal(v, loc, top),
    ]
    px = PAD + 204
    for inv in v["investigators"]:
        if inv["in_game"] and inv["location"] == num:
            out.append(r.svg_pawn(inv["colour"], num, px, top + 15, 9, inv["colour"] == v["you"]))
            px += 20
    out += _spaces(loc, top + 30)
    if foe:
        key = "old-one:" + slug(v["shadow"]) if num == 0 and v["shadow"] else "creature:" + slug(loc["creature"])
        out.append(
            f'<g class="creature"{element(f"foe:{num}")}{r._tips()(key, foe)}'
            + fitted(PAD + 10, top + 88, "☠ " + foe, 13, RED, BOLD, 220)
            + "</g>"
        )
    if v["craven"] == num:
        out.append(
            f'<g class="craven" data-location="{num}"{r._tips()("craven")}'
            + text(NW - PAD - 8, top + 88, "Robert Craven", 12, INK, END)
            + "</g>"
        )
    pen.out.append("".join(out) + "</g>")
    pen.y += h + 6


def _rlyeh(v: View, pen: Pen) -> None:
    card = v["rlyeh"]
    top = pen.y
    if v["banished_by"]:
        words = _("{old_one}: banished by {seat}").format(old_one=r.name(card), seat=r.seat(v["banished_by"]))
    elif card == "face down":
        words = _("a Great Old One sleeps here, face down")
    else:
        req = next((o["banish_with"] for o in v["old_ones_overview"] if o["name"] == card), "")
        words = _("{old_one}: banish with {needs}").format(old_one=r.name(card), needs=r.needs(req))
    pen.out.append(
        f'<g class="rlyeh" data-rlyeh="{esc(card)}"{element("loc:rlyeh", RLYEH)}{r._tips()("rlyeh")}'
        f'<rect x="{PAD}" y="{top:g}" width="{INNER}" height="52" rx="7" fill="#1d2430" stroke="#3e4656"/>'
        + text(PAD + 8, top + 20, "R'lyeh", 14, "#8fb8ff", BOLD)
        + fitted(PAD + 8, top + 40, words, 12, INK, "", INNER - 16)
        + "</g>"
    )
    pen.y += 58


def _necron(v: View, pen: Pen) -> None:
    """The track as a bar of spaces (Demonic Power edged red), Necron's space filled."""
    nec = v["necron"]
    pos, demonic, final = nec["position"], nec["demonic_power"], nec["final"]
    cw = INNER / (final + 1)
    out = [f'<g class="necron-track" data-necron="{pos}"{r._tips()("necron-track")}']
    for i in range(final + 1):
        stroke = "#e0605a" if i == demonic else "#3a404c"
        out.append(
            f'<rect x="{PAD + i * cw:.1f}" y="{pen.y:g}" width="{cw - 1:.1f}" height="16" '
            f'fill="{"#a33" if i == pos else "#5a1f1f" if i < pos else "#262a33"}" stroke="{stroke}"/>'
        )
    pen.out.append("".join(out) + "</g>")
    pen.y += 20
    if v["rlyeh"] == "face down":
        sleeps = _("R'lyeh must be revealed before Necron reaches the Demonic Power space ({space}).")
        pen.write(sleeps.format(space=demonic), 12, DIM)


def _tail(v: View, pen: Pen) -> None:
    """The reserve of Great Old Ones, the decks and the bag."""
    pen.write(_("Great Old Ones — reserve"), 14, "#8fb8ff", BOLD)
    overview = {o["name"]: o["banish_with"] for o in v["old_ones_overview"]}
    for res in v["reserve"]:
        card = res["card"]
        words = "—" if card is None else r.word(card) if card == "face down" else r.name(card)
        if card in overview:
            words += f" ({r.needs(overview[card])})"
        key = "old-one:" + slug(card) if card in overview else "reserve"
        space = res["space"]
        tip = r._tips()(key, _("space {n}").format(n=space))
        pen.out.append(f'<g class="reserve" data-space="{space}"{tip}')
        pen.write(f"{res['space']}  {words}", 12, INK)
        pen.out.append("</g>")
    if v["out_of_game"]:
        pen.write(_("out of the game: {old_ones}").format(old_ones=r.names(v["out_of_game"])), 12, DIM)
    decks = _("creature deck {creatures} · event deck {events} (+{aside} aside) · item bag {bag}")
    pen.write(
        decks.format(creatures=v["creature_deck"], events=v["event_deck"], aside=v["events_aside"], bag=v["bag"]),
        12,
        DIM,
    )
    if v["event_discard"]:
        pen.write(_("last event: {event}").format(event=r.name(v["event_discard"][-1])), 12, DIM)


def _outcome(v: View, pen: Pen) -> None:
    oc = v["outcome"]
    won = bool(oc["winners"])
    top = pen.y
    pen.y += 4
    pen.out.append('<g class="outcome">')
    at = len(pen.out)
    pen.write(_("The investigators win!") if won else _("The investigators lose."), 18, "#fff", BOLD)
    pen.write(r.ending(oc["reason"]) + f" ({oc['cause']})", 13, "#fff", most=4)
    colour = "#2e7d4f" if won else "#8e2b2b"
    pen.out.insert(at, f'<rect x="{PAD}" y="{top:g}" width="{INNER}" height="{pen.y - top:g}" rx="8" fill="{colour}"/>')
    pen.out.append("</g>")
    pen.y += 6


def picture(v: View) -> tuple[str, float]:
    """The phone's picture (its contents) and its height in units."""
    pen = _pen()
    _header(v, pen)
    if v["outcome"]:
        _outcome(v, pen)
    me = next((i for i in v["investigators"] if i["colour"] == (v["you"] or v["to_move"])), None)
    here = me["location"] if me and me["in_game"] else None
    if me:
        _investigator(v, me, pen)
    for loc in v["locations"]:  # where you stand: its spaces, creature and portal
        if loc["number"] == here:
            _location(v, loc, pen)
    for inv in v["investigators"]:
        if inv is not me:
            _investigator(v, inv, pen)
    for loc in v["locations"]:
        if loc["number"] != here:
            _location(v, loc, pen)
    _rlyeh(v, pen)
    _necron(v, pen)
    _tail(v, pen)
    h = pen.y + 6
    return f'<rect width="{NW}" height="{h:g}" fill="#15171c"/>' + "".join(pen.out), h
