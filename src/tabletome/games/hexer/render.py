"""Pictures of a Hexer view: rich renderables for the terminal.

Everything here reads a ``view(seat)`` dict, never the state, so a picture
cannot show what its seat may not know.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

COLOUR_STYLE = {"yellow": "bold yellow", "blue": "bold blue", "orange": "bold dark_orange", "green": "bold green"}
ITEM_SHORT = {"Necronomicon": "N", "Glasses": "G", "Elixir": "E", "Dagger": "D"}


def pawn(colour: str) -> Text:
    return Text("●", style=COLOUR_STYLE.get(colour, "bold"))


COST_SHORT = {
    "free": "free",
    "Necron +1": "Ncr+1",
    "Necron +2": "Ncr+2",
    "1 sanity": "-1♥",
    "2 sanity": "-2♥",
    "reveal a creature": "creature",
    "reveal an event": "event",
}


def item_text(name: str | None) -> Text:
    if name is None:
        return Text("·", style="dim")
    if name.endswith("artifact"):
        return Text("★" + name.split()[0], style="bold magenta")
    return Text(name, style="cyan")


def necron_track(v: dict[str, Any]) -> Text:
    nec = v["necron"]
    pos, demonic, final = nec["position"], nec["demonic_power"], nec["final"]
    faces = set(nec["necron_faces"])
    t = Text("Necron  ")
    for i in range(final + 1):
        if i == pos:
            t.append("▲", style="bold red")
        elif i == final:
            t.append("◎", style="red")
        elif i == demonic:
            t.append("D", style="bold red" if v["rlyeh"] == "face down" else "dim red")
        elif i in faces:
            t.append("☻", style="red")
        elif i < pos:
            t.append("━", style="red")
        else:
            t.append("─", style="dim")
    t.append(f"  {pos}/{final}", style="bold")
    if v["rlyeh"] == "face down":
        t.append(f"  (R'lyeh must be revealed before space {demonic})", style="dim")
    return t


def board(v: dict[str, Any]) -> Table:
    table = Table(title=f"Arkham — round {v['round']}", expand=True, show_lines=False)
    # "3:Necronomicon" stays whole on a narrow terminal: the other columns wrap between words first
    longest = max((len(str(n)) for loc in v["locations"] for n in loc["items"] if n is not None), default=8)
    table.add_column("#", justify="right", width=2)
    table.add_column("Location", overflow="fold", ratio=2, min_width=10)
    table.add_column("Items (cost)", overflow="fold", ratio=3, min_width=longest + 2)
    table.add_column("Creature", overflow="fold", ratio=2, min_width=7)
    table.add_column("Portal", overflow="fold", ratio=2, min_width=11)
    table.add_column("Here", overflow="fold", ratio=1, min_width=8)
    for loc in v["locations"]:
        items = Text("no item spaces (the Shadow's space only)", style="dim") if not loc["item_spaces"] else Text()
        for i, (name, cost) in enumerate(zip(loc["items"], loc["costs"], strict=True)):
            if i >= loc["item_spaces"]:
                break
            if i:
                items.append("  ")
            items.append(f"{i + 1}:")
            items.append_text(item_text(name))
            if name is not None:
                items.append(f" {COST_SHORT.get(cost, cost)}", style="dim")
        if loc["number"] == 0:
            creature = Text(f"Shadow: {v['shadow']}", style="bold red") if v["shadow"] else Text("")
            portal = Text("open (any artifact, after banishment)", style="dim")
        else:
            creature = Text(loc["creature"] or "", style="red")
            p = loc["portal"]
            shown = {"portal": ("PORTAL", "bold red"), "wall": ("wall", "green")}.get(p["tile"], ("face down", "dim"))
            portal = Text(shown[0], style=shown[1])
            portal.append(f" [{loc['artifact_symbol']}]", style="magenta")
            if p["artifact"]:
                portal.append(f" ← {p['artifact']}", style="bold magenta")
        here = Text()
        for inv in v["investigators"]:
            if inv["in_game"] and inv["location"] == loc["number"]:
                here.append_text(pawn(inv["colour"]))
        if v["craven"] == loc["number"]:
            here.append(" Craven", style="bold white")
        table.add_row(str(loc["number"]), loc["name"], items, creature, portal, here)
    return table


def old_ones(v: dict[str, Any]) -> Text:
    t = Text("Great Old Ones  reserve: ")
    for r in v["reserve"]:
        card = r["card"] or "—"
        t.append(f"{r['space']}:{card}  ", style="dim" if card in ("face down", "—") else "bold")
    t.append("  R'lyeh: ")
    t.append(v["rlyeh"], style="dim" if v["rlyeh"] == "face down" else "bold red")
    if v["banished_by"]:
        t.append(f" (banished by {v['banished_by']})", style="bold green")
    if v["out_of_game"]:
        t.append(f"   out of the game: {', '.join(v['out_of_game'])}", style="dim")
    return t


def investigators(v: dict[str, Any]) -> Table:
    table = Table(expand=True)
    table.add_column("Investigator", overflow="fold")
    table.add_column("Sanity", overflow="fold")
    table.add_column("Items", overflow="fold")
    table.add_column("Artifact", overflow="fold")
    table.add_column("Cards", overflow="fold")
    table.add_column("Looked at", overflow="fold")
    names = {loc["number"]: loc["name"] for loc in v["locations"]}
    for inv in v["investigators"]:
        who = Text()
        who.append_text(pawn(inv["colour"]))
        who.append(f" {inv['colour']}")
        if inv["colour"] == v["you"]:
            who.append(" (you)", style="bold")
        if not inv["in_game"]:
            table.add_row(who, Text("mad — out of the game", style="dim"), "", "", "", "")
            continue
        sanity = Text("♥" * inv["sanity"], style="red")
        sanity.append("♡" * max(0, 6 - inv["sanity"]), style="dim")
        items = ", ".join(f"{n}×{name}" for name, n in inv["items"].items() if n) or "—"
        cards = " ".join(str(c) for c in inv["cards"]) + (" +passage" if inv["secret_passage"] else "")
        looked = ", ".join(names[loc] for loc in inv["looked_at"]) or "—"
        table.add_row(who, sanity, items, inv["artifact"] or "—", cards, looked)
    return table


def status(v: dict[str, Any]) -> Text:
    t = Text()
    t.append(f"Creature deck {v['creature_deck']}  ·  event deck {v['event_deck']}  ·  bag {v['bag']}", style="dim")
    if v["item_discard"]:
        t.append("  ·  discards: " + ", ".join(f"{n}×{k}" for k, n in v["item_discard"].items()), style="dim")
    if v["statements"]:
        last = v["statements"][-1]
        t.append(f"\nRound {last['round']}, deciding whether to banish, the team said: ")
        t.append(
            "someone knows of an open portal." if last["open_portal_known"] else "nobody knows of an open portal.",
            style="bold",
        )
    return t


def terminal(v: dict[str, Any]) -> RenderableType:
    """The whole table for one seat."""
    parts: list[RenderableType] = [board(v), necron_track(v), old_ones(v), investigators(v), status(v)]
    if v["outcome"]:
        oc = v["outcome"]
        style = "bold green" if oc["winners"] else "bold red"
        score = f" Victory level {oc['score']}." if oc["score"] is not None else ""
        parts.append(Panel(Text(f"{oc['reason']} ({oc['cause']}){score}", style=style), title="Game over"))
    return Group(*parts)


LETTER_NAMES = {"n": "Necronomicon", "g": "Glasses", "e": "Elixir", "d": "Dagger"}


class _Mover:
    """The acting investigator as its own view shows it: where it stands, with what."""

    __slots__ = ("here", "me", "names", "v")

    def __init__(self, v: dict[str, Any]) -> None:
        self.v = v
        self.names = {loc["number"]: loc["name"] for loc in v["locations"]}
        self.me = next((i for i in v["investigators"] if i["colour"] == v["to_move"]), None)
        self.here = self.names.get(self.me["location"]) if self.me else None


def _item(letter: str) -> str:
    return LETTER_NAMES[letter.lower()]


def _move(m: _Mover, args: list[str]) -> str:
    loc = int(args[0])
    return f"play the {m.names[loc]} card" + (" (stay)" if m.me and m.me["location"] == loc else "")


def _passage(m: _Mover, args: list[str]) -> str:
    if args[0] == "rlyeh":
        return "Secret Passage to R'lyeh: banish the Great Old One (-1 sanity)"
    return f"Secret Passage to the {m.names[int(args[0])]} (-1 sanity)"


def _use(m: _Mover, args: list[str]) -> str:
    return {
        "Necronomicon": "reveal the next face-down Great Old One",
        "Glasses": f"look secretly at the portal tile at the {m.here}",
        "Elixir": "gain sanity",
        "Dagger": "defeat the creature here with Robert Craven's help",
    }[_item(args[0])]


def _take(m: _Mover, args: list[str]) -> str:
    loc = next(loc for loc in m.v["locations"] if loc["name"] == m.here)
    i = int(args[0]) - 1
    return f"acquire the {loc['items'][i]} (cost: {loc['costs'][i]})"


DESCRIBE: dict[str, Callable[[_Mover, list[str]], str]] = {
    "move": _move,
    "passage": _passage,
    "trade": lambda m, a: f"offer {a[0]} your {_item(a[1])} for their {_item(a[2])}",
    "give": lambda m, a: f"offer {a[0]} your {_item(a[1])}",
    "accept": lambda m, a: "accept" + (f", discarding a {_item(a[1])} first" if a else ""),
    "decline": lambda m, a: "refuse the offer",
    "defeat": lambda m, a: f"defeat what is at the {m.here}",
    "use": _use,
    "close": lambda m, a: f"place your {m.me['artifact'] if m.me else 'artifact'} on the portal at the {m.here}",
    "take": _take,
    "drop": lambda m, a: f"discard a {_item(a[0])} to make room",
    "discard": lambda m, a: f"{a[0]} discards a {_item(a[1])} for the team",
    "pass": lambda m, a: "skip this step",
}


def describe_action(v: dict[str, Any], text: str) -> str:
    """Plain words for a move, from the view of the seat making it."""
    verb, *args = text.split()
    describe = DESCRIBE.get(verb)
    return describe(_Mover(v), args) if describe is not None else ""


def board_targets(v: dict[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The drawn element each move is about: a location to go to (its card, or the Secret Passage),
    an item space to acquire from, the creature to defeat or the portal to close here, your item to
    use or to discard, the companion you make an offer to or answer, a companion's item for the team."""
    m = _Mover(v)
    me = m.me["colour"] if m.me else ""
    here = m.me["location"] if m.me else None
    out: dict[str, tuple[str, ...]] = {}
    for move in legal:
        verb, *args = move.split()
        ids: tuple[str, ...] = ()
        if verb == "move":  # the location, and its card in hand
            ids = (f"loc:{args[0]}", f"card:{me}:{args[0]}")
        elif verb == "passage":  # the location, and the Secret Passage card
            ids = (f"loc:{args[0]}", f"sp:{me}")
        elif verb in ("trade", "give"):
            ids = (f"inv:{args[0]}",)
        elif verb in ("use", "drop") or (verb == "accept" and args):
            ids = (f"item:{me}:{args[-1]}",)
        elif verb in ("accept", "decline") and v["flow"]["offer"]:  # an offer of the one whose turn it is
            ids = (f"inv:{v['flow']['active']}",)
        elif verb == "discard":
            ids = (f"item:{args[0]}:{args[1]}",)
        elif verb == "take" and here is not None:
            ids = (f"space:{here}:{args[0]}",)
        elif verb == "defeat" and here is not None:
            ids = (f"foe:{here}",)
        elif verb == "close" and here is not None:
            ids = (f"portal:{here}",)
        if ids:
            out[move] = ids
    return out


# ---------------------------------------------------------------- SVG for the browser
# Like the terminal picture, drawn from a view alone; every text from the view is escaped, since
# a custom edition may name things anything.
import math  # noqa: E402
from functools import cache, lru_cache  # noqa: E402

from tabletome.engine.capabilities import element as _el  # noqa: E402
from tabletome.engine.svg import BOLD as _B  # noqa: E402
from tabletome.engine.svg import END as _END  # noqa: E402
from tabletome.engine.svg import MIDDLE as _M  # noqa: E402
from tabletome.engine.svg import MIDDLE_BOLD as _MB  # noqa: E402
from tabletome.engine.svg import Tips  # noqa: E402
from tabletome.engine.svg import esc as _e  # noqa: E402
from tabletome.engine.svg import fitted as _fit  # noqa: E402
from tabletome.engine.svg import text as _text  # noqa: E402
from tabletome.engine.svg import wrapped as _wrap  # noqa: E402

from .reference import glossary as _glossary  # noqa: E402
from .reference import item_key as _item_key  # noqa: E402
from .reference import slug as _slug  # noqa: E402


@cache
def _tips() -> Tips:
    """Hover tips and ``data-ref`` keys from the glossary; a custom edition's creatures have the
    same kind of keys (their names), so only the tip's text may be the standard one's."""
    return Tips(_glossary())


SVG_W, SVG_H = 1200, 880
PAWN_FILL = {"yellow": "#f1c40f", "blue": "#3b82f6", "orange": "#f08a24", "green": "#2fb36b"}
ITEM_FILL = {"Necronomicon": "#8b5a2b", "Glasses": "#1f9e8f", "Elixir": "#5fae3e", "Dagger": "#8e9aa6"}
SYMBOL_FILL = {"red": "#d64541", "purple": "#9b59b6", "silver": "#c9d0d6", "any": "#d9a441"}
_PALETTE = ("#e67e22", "#16a085", "#e84393", "#0984e3", "#fdcb6e", "#00cec9")
# Board cells (column, row) for each location: the University in the middle, the others around it.
CELL = {1: (0, 0), 2: (2, 0), 3: (2, 1), 4: (2, 2), 5: (0, 2), 6: (0, 1), 0: (1, 1)}
CELL_W, CELL_H, BOARD_X, BOARD_Y, GAP = 236, 176, 16, 104, 8


@cache
def _star(r: int) -> tuple[tuple[float, float], ...]:
    """The corners of a five-pointed star of radius ``r`` around (0, 0)."""
    out = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        ang = -math.pi / 2 + i * math.pi / 5
        out.append((rad * math.cos(ang), rad * math.sin(ang)))
    return tuple(out)


def _symbol_fill(symbol: str) -> str:
    if symbol in SYMBOL_FILL:
        return SYMBOL_FILL[symbol]
    return _PALETTE[sum(map(ord, symbol)) % len(_PALETTE)]


@lru_cache(maxsize=4096)  # the same items sit on the same spaces redraw after redraw
def _item_icon(x: float, y: float, name: str | None, r: int = 13) -> str:
    """An item at (x, y): a coloured disc with its letter, an artifact as a star of its symbol."""
    if name is None:
        return f'<circle cx="{x:g}" cy="{y:g}" r="{r}" fill="none" stroke="#4a5060" stroke-dasharray="3 3"/>'
    if name.endswith("artifact"):
        symbol = name[: -len(" artifact")]
        pts = " ".join(f"{x + dx:.1f},{y + dy:.1f}" for dx, dy in _star(r + 2))
        return (
            f'<g class="artifact"{_tips()(_item_key(name), name)}<polygon points="{pts}" '
            f'fill="{_symbol_fill(symbol)}" stroke="#111" stroke-width="1"/></g>'
        )
    fill = ITEM_FILL.get(name, "#777")
    letter = ITEM_SHORT.get(name, name[:1])
    return (
        f'<g class="item"{_tips()(_item_key(name), name)}<circle cx="{x:g}" cy="{y:g}" r="{r}" fill="{fill}" stroke="#111"/>'
        + _text(x, y + 4.5, letter, 13, "#fff", _MB)
        + "</g>"
    )


def _svg_necron(v: dict[str, Any]) -> str:
    nec = v["necron"]
    pos, demonic, final = nec["position"], nec["demonic_power"], nec["final"]
    faces = set(nec["necron_faces"])
    x0, y0 = 110, 30
    cw = min(30.0, (SVG_W - x0 - 20) / (final + 1))
    out = [
        f'<g class="necron-track" data-necron="{pos}"{_tips()("necron-track")}',
        _text(16, y0 + 20, "Necron", 16, "#e0605a", _B),
        _text(16, y0 + 38, f"{pos} / {final}", 12, "#9aa0aa"),
    ]
    for i in range(final + 1):
        x = x0 + i * cw
        fill = "#5a1f1f" if i < pos else "#262a33"
        stroke = "#e0605a" if i == demonic else "#3a404c"
        width = 3 if i == demonic else 1
        special = "necron:final" if i == final else "necron:demonic-power" if i == demonic else ""
        special = special or ("necron:face" if i in faces else "")
        if special:
            out.append(f"<g{_tips()(special, f'space {i}')}")
        out.append(
            f'<rect x="{x:.1f}" y="{y0}" width="{cw - 2:.1f}" height="34" rx="3" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{width}"/>'
        )
        mid = x + (cw - 2) / 2
        if i == final:
            out.append(_text(mid, y0 + 22, "✷", 15, "#e0605a", _M))
        elif i == demonic:
            out.append(_text(mid, y0 + 22, "D", 14, "#e0605a", _MB))
        elif i in faces:
            out.append(_text(mid, y0 + 22, "☻", 14, "#c0504d", _M))
        if special:
            out.append("</g>")
        if i % 5 == 0:
            out.append(_text(mid, y0 + 48, i, 10, "#9aa0aa", _M))
    mx = x0 + pos * cw + (cw - 2) / 2
    out.append(
        f'<g class="necron-marker"{_tips()("necron:marker", f"Necron is on space {pos}")}'
        f'<polygon points="{mx - 8:.1f},{y0 - 12} {mx + 8:.1f},{y0 - 12} {mx:.1f},{y0 - 1}" '
        f'fill="#ff4d4d" stroke="#111"/></g>'
    )
    if v["rlyeh"] == "face down":
        out.append(
            _text(
                x0,
                y0 + 64,
                f"R'lyeh must be revealed before Necron reaches the Demonic Power space ({demonic}).",
                12,
                "#9aa0aa",
            )
        )
    out.append("</g>")
    return "".join(out)


def _svg_portal(v: dict[str, Any], loc: dict[str, Any], x: float, y: float) -> list[str]:
    """The portal tile: face down, or a portal / a wall when this seat may know it."""
    num = loc["number"]
    you = v["you"]
    out: list[str] = []
    if num == 0:
        out.append(
            f"<g{_el('portal:0', 'the open portal of the University')}>"
            + _fit(x + 10, y + 38, "open portal: any artifact, after banishment", 10, "#9aa0aa", "", CELL_W - 20)
            + "</g>"
        )
    else:
        portal = loc["portal"]
        tile = portal["tile"]
        tx, ty = x + CELL_W - 46, y + 6
        sym = _symbol_fill(loc["artifact_symbol"])
        face = {"portal": ("#8e1f1f", "portal"), "wall": ("#3d5a45", "wall")}.get(tile, ("#3b2f4f", "?"))
        known = num in next((i["looked_at"] for i in v["investigators"] if i["colour"] == you), [])
        out.append(
            f'<g class="portal" data-tile="{_e(tile)}"{_el(f"portal:{num}")}'
            + _tips()("portal-tile", f"portal tile: {tile}; closed by a {loc['artifact_symbol']} artifact")
            + f'<rect x="{tx}" y="{ty}" width="38" height="38" rx="4" fill="{face[0]}" stroke="{sym}" stroke-width="3"/>'
        )
        out.append(_text(tx + 19, ty + 24, face[1], 11 if len(face[1]) > 1 else 18, "#fff", _M))
        if known:
            out.append(
                f'<rect x="{tx - 3}" y="{ty - 3}" width="44" height="44" rx="6" fill="none" stroke="#e84393" '
                f'stroke-width="2" stroke-dasharray="4 2"><title>you looked at this tile (Glasses)</title></rect>'
            )
        if portal["artifact"]:
            out.append(_item_icon(tx + 30, ty + 32, portal["artifact"], 9))
        out.append("</g>")
    return out


def _svg_spaces(loc: dict[str, Any], x: float, y: float) -> list[str]:
    """The item spaces (three, or none at a Shadow-only University) with their costs."""
    out: list[str] = []
    num = loc["number"]
    if not loc["item_spaces"]:
        out.append(_fit(x + 10, y + 70, "no item spaces: the Shadow's space only", 11, "#9aa0aa", "", CELL_W - 20))
    for i, (name, cost) in enumerate(zip(loc["items"], loc["costs"], strict=True)):
        if i >= loc["item_spaces"]:
            break
        bx = x + 10 + i * 74
        by = y + 46
        out.append(
            f'<g class="space" data-space="{i + 1}"{_el(f"space:{num}:{i + 1}")}'
            f'{_tips()("item-space", f"item space {i + 1}: {cost}")}<rect x="{bx}" y="{by}" width="68" height="62" rx="5" '
            f'fill="#1c2028" stroke="#3a404c"/>'
        )
        out.append(_text(bx + 5, by + 13, i + 1, 10, "#7d8491"))
        out.append(_item_icon(bx + 34, by + 27, name))
        if name is not None:
            short = name if not name.endswith("artifact") else name.replace(" artifact", " art.")
            out.append(_fit(bx + 34, by + 47, short, 9, "#c9ccd3", _M, 62))
            out.append(_fit(bx + 34, by + 58, COST_SHORT.get(cost, cost), 9, "#d9a441", _M, 62))
        out.append("</g>")
    return out


def _svg_location(v: dict[str, Any], loc: dict[str, Any], x: float, y: float) -> str:
    num = loc["number"]
    you = v["you"]
    out = [
        f'<g{_el(f"loc:{num}", loc["name"])} class="location" data-location="{num}">',
        f'<g{_tips()(f"location:{num}", loc["name"])}<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" '
        f'rx="8" fill="{"#27352d" if num == 0 else "#252a34"}" stroke="#3e4656"/>',
        _fit(x + 10, y + 21, f"{num}  {loc['name']}", 14, "#f1e9d2", _B, CELL_W - 64) + "</g>",
    ]
    out += _svg_portal(v, loc, x, y)
    out += _svg_spaces(loc, x, y)
    # The creature here (or the Shadow of a Great Old One at the University).
    if num == 0 and v["shadow"]:
        label = f"Shadow of {v['shadow']}"
        out.append(
            f'<g class="shadow"{_el(f"foe:{num}")}{_tips()("old-one:" + _slug(v["shadow"]), label)}'
            + _fit(x + 10, y + 128, label, 13, "#ff6b6b", _B, CELL_W - 20)
            + "</g>"
        )
    elif loc["creature"]:
        name = loc["creature"]
        out.append(
            f'<g class="creature"{_el(f"foe:{num}")}{_tips()("creature:" + _slug(name), name)}'
            + _fit(x + 10, y + 128, "☠ " + name, 13, "#ff7b72", _B, CELL_W - 20)
            + "</g>"
        )
    # Pawns and Robert Craven.
    px = x + 18
    for inv in v["investigators"]:
        if inv["in_game"] and inv["location"] == num:
            out.append(svg_pawn(inv["colour"], num, px, y + CELL_H - 20, 11, inv["colour"] == you))
            px += 28
    if v["craven"] == num:
        cx, cy = x + CELL_W - 40, y + CELL_H - 22
        out.append(
            f'<g class="craven" data-location="{num}"{_tips()("craven")}'
            f'<rect x="{cx - 12}" y="{cy - 14}" width="24" height="7" fill="#111" stroke="#ddd"/>'
            f'<rect x="{cx - 7}" y="{cy - 26}" width="14" height="13" fill="#111" stroke="#ddd"/>'
            f'<circle cx="{cx}" cy="{cy + 3}" r="9" fill="#e8e6df" stroke="#111"/>'
            + _text(cx, cy + 7, "RC", 9, "#111", _MB)
            + "</g>"
        )
    out.append("</g>")
    return "".join(out)


def pawn_letter(colour: str) -> str:
    """The letter a pawn and the seat list carry beside its colour (colour is never alone)."""
    return colour[:1].upper()


def svg_pawn(colour: str, num: int, x: float, y: float, r: int, mine: bool) -> str:
    """An investigator's pawn: a disc of its colour with its letter, yours ringed in white."""
    ring = ' stroke="#fff" stroke-width="3"' if mine else ' stroke="#111" stroke-width="1"'
    return (
        f'<g class="pawn" data-pawn="{_e(colour)}" data-location="{num}"'
        f'{_tips()("investigator", colour + " investigator")}<circle cx="{x:g}" cy="{y:g}" r="{r}" '
        f'fill="{PAWN_FILL.get(colour, "#cccccc")}"{ring}/>'
        + _text(x, y + 4.5, pawn_letter(colour), 12, "#fff" if colour == "blue" else "#111", _MB)
        + "</g>"
    )


def _svg_rlyeh(v: dict[str, Any], x: float, y: float) -> str:
    card = v["rlyeh"]
    down = card == "face down"
    out = [
        f'<g class="rlyeh" data-rlyeh="{_e(card)}"{_el("loc:rlyeh")}{_tips()("rlyeh")}',
        f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="8" fill="#1d2430" stroke="#3e4656"/>',
        _text(x + 10, y + 21, "R'lyeh", 14, "#8fb8ff", _B),
        f'<rect x="{x + 10}" y="{y + 32}" width="96" height="118" rx="6" fill="{"#2d2340" if down else "#4a1d1d"}" '
        f'stroke="#8fb8ff"/>',
    ]
    if down:
        out.append(_text(x + 58, y + 96, "?", 28, "#e8e6df", _M))
    else:
        out.append(f"<g{_tips()('old-one:' + _slug(card), card)}")
        out.append(_fit(x + 58, y + 96, card, 12, "#e8e6df", _M, 88) + "</g>")
    lines = []
    if v["banished_by"]:
        lines.append((f"banished by {v['banished_by']}", "#4caf7a"))
    elif not down:
        req = next((o["banish_with"] for o in v["old_ones_overview"] if o["name"] == card), "")
        lines.append(("banish with:", "#9aa0aa"))
        lines += [(part.strip(), "#e8e6df") for part in req.split("+")]
    else:
        lines.append(("a Great Old One sleeps", "#9aa0aa"))
        lines.append(("here, face down", "#9aa0aa"))
    for i, (text, colour) in enumerate(lines[:6]):
        out.append(_fit(x + 114, y + 50 + 17 * i, text, 11, colour, "", CELL_W - 124))
    out.append("</g>")
    return "".join(out)


def _svg_decks(v: dict[str, Any], x: float, y: float) -> str:
    out = [
        '<g class="decks">',
        f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="8" fill="#1d2430" stroke="#3e4656"/>',
        _text(x + 10, y + 21, "Decks and bag", 14, "#8fb8ff", _B),
    ]
    rows = [
        ("creature-deck", f"creature deck: {v['creature_deck']}"),
        ("event-deck", f"event deck: {v['event_deck']} (+{v['events_aside']} aside)"),
        ("item-bag", f"item bag: {v['bag']}"),
    ]
    if v["item_discard"]:
        short = {k: ITEM_SHORT.get(k, k.replace(" artifact", " art.")) for k in v["item_discard"]}
        rows.append(("item-discard", "discarded: " + " ".join(f"{n}×{short[k]}" for k, n in v["item_discard"].items())))
    if v["event_discard"]:
        rows.append(("event:" + _slug(v["event_discard"][-1]), f"last event: {v['event_discard'][-1]}"))
    if v["statements"]:
        known = v["statements"][-1]["open_portal_known"]
        rows.append(
            ("portal-tile", "team: someone knows an open portal" if known else "team: nobody knows an open portal")
        )
    for i, (key, text) in enumerate(rows[:8]):
        out.append(f"<g{_tips()(key)}" + _fit(x + 10, y + 44 + 17 * i, text, 11, "#c9ccd3", "", CELL_W - 20) + "</g>")
    out.append("</g>")
    return "".join(out)


def _svg_old_ones(v: dict[str, Any], x: float, y: float) -> str:
    out = ['<g class="old-ones">', _text(x, y + 14, "Great Old Ones — reserve", 14, "#8fb8ff", _B)]
    overview = {o["name"]: o["banish_with"] for o in v["old_ones_overview"]}
    for i, r in enumerate(v["reserve"]):
        cx = x + i * 146
        card = r["card"]
        if card is None:
            fill, label = "#1a1d23", "—"
        elif card == "face down":
            fill, label = "#2d2340", "?"
        else:
            fill, label = "#3d2a2a", card
        out.append(
            f'<g class="reserve" data-space="{r["space"]}" data-card="{_e(card or "")}"'
            + (
                _tips()("old-one:" + _slug(card), card)
                if card in overview
                else _tips()("reserve", f"space {r['space']}")
            )
            + f'<rect x="{cx}" y="{y + 22}" width="138" height="58" rx="6" fill="{fill}" stroke="#4a5060"/>'
        )
        out.append(_text(cx + 8, y + 38, r["space"], 10, "#7d8491"))
        out.append(_fit(cx + 69, y + 54, label, 13 if label != "?" else 20, "#e8e6df", _M, 126))
        if card and card in overview:
            out.append(_fit(cx + 69, y + 71, overview[card], 9, "#9aa0aa", _M, 130))
        out.append("</g>")
    if v["out_of_game"]:
        out.append(_fit(x, y + 98, "out of the game: " + ", ".join(v["out_of_game"]), 11, "#9aa0aa", "", 720))
    out.append("</g>")
    return "".join(out)


def _svg_investigator(v: dict[str, Any], inv: dict[str, Any], x: float, y: float, h: float) -> str:
    colour = inv["colour"]
    fill = PAWN_FILL.get(colour, "#ccc")
    mine = colour == v["you"]
    active = colour == v["to_move"]
    out = [
        f'<g class="investigator" data-colour="{_e(colour)}"{_el(f"inv:{colour}")}{_tips()("investigator", colour + " investigator")}',
        f'<rect x="{x}" y="{y}" width="424" height="{h - 8}" rx="8" fill="#222731" '
        f'stroke="{"#d9a441" if active else "#3e4656"}" stroke-width="{2 if active else 1}"/>',
        f'<rect x="{x}" y="{y}" width="10" height="{h - 8}" rx="4" fill="{fill}"/>',
        _text(x + 20, y + 22, colour + (" (you)" if mine else ""), 15, fill, _B),
    ]
    if active:
        out.append(_text(x + 414, y + 22, "to move", 11, "#d9a441", _END))
    if not inv["in_game"]:
        out.append(_text(x + 20, y + 48, "driven mad: out of the game", 13, "#9aa0aa"))
        out.append("</g>")
        return "".join(out)
    sanity = inv["sanity"]
    hearts = "♥" * sanity + "♡" * max(0, 6 - sanity)
    out.append(_text(x + 150, y + 22, hearts, 15, "#e0605a", f' data-sanity="{sanity}"'))
    # Items: a disc per kind with its count, then the artifact.
    ix = x + 32
    for name, count in inv["items"].items():
        out.append(
            f"<g{_el(f'item:{colour}:{ITEM_SHORT.get(name, name[:1])}', f'{colour} investigator: {name} ×{count}')}>"
        )
        out.append(_item_icon(ix, y + 46, name if count else None, 11))
        out.append(_text(ix + 15, y + 51, f"×{count}", 12, "#e8e6df" if count else "#5c6370") + "</g>")
        ix += 58
    out.append(_text(ix + 4, y + 51, "artifact:", 11, "#9aa0aa"))
    if inv["artifact"]:
        out.append(_item_icon(ix + 62, y + 46, inv["artifact"], 11))
        out.append(
            _fit(ix + 78, y + 51, inv["artifact"].replace(" artifact", ""), 11, "#e8e6df", "", x + 416 - ix - 78)
        )
    else:
        out.append(_text(ix + 56, y + 51, "—", 11, "#5c6370"))
    # Location cards in hand, and the Secret Passage.
    cx = x + 20
    out.append(_text(cx, y + 80, "cards", 10, "#9aa0aa"))
    cx += 36
    for c in inv["cards"]:
        out.append(f"<g{_el(f'card:{colour}:{c}')}{_tips()(f'card:{c}')}")
        out.append(f'<rect x="{cx}" y="{y + 66}" width="18" height="22" rx="2" fill="#e8e6df" stroke="#111"/>')
        out.append(_text(cx + 9, y + 82, c, 12, "#111", _MB) + "</g>")
        cx += 22
    if inv["secret_passage"]:
        out.append(f"<g{_el(f'sp:{colour}')}{_tips()('secret-passage')}")
        out.append(f'<rect x="{cx}" y="{y + 66}" width="30" height="22" rx="2" fill="#5b3f8c" stroke="#111"/>')
        out.append(_text(cx + 15, y + 81, "SP", 11, "#fff", _MB) + "</g>")
    if inv["looked_at"]:
        names = {loc["number"]: loc["name"] for loc in v["locations"]}
        seen = ", ".join(names.get(n, str(n)) for n in inv["looked_at"])
        out.append(_fit(x + 20, y + 106, f"looked at: {seen}", 10, "#e84393", "", 396))
    out.append("</g>")
    return "".join(out)


def _svg_footer(v: dict[str, Any]) -> str:
    out = ['<g class="footer">']
    flow = v["flow"]
    lines = [v["prompt"]]
    if flow.get("offer"):
        o = flow["offer"]
        lines.append(f"offer to {o['to']}: {o['give']}" + (f" for {o['get']}" if o["get"] else ""))
    if flow.get("discard_demand"):
        d = flow["discard_demand"]
        lines.append(f"the team must discard {d['left']} more {d['item']}")
    for i, text in enumerate(lines):
        size = 14 if i == 0 else 12
        out.append(_fit(16, SVG_H - 40 + 18 * i, text, size, "#f1e9d2" if i == 0 else "#9aa0aa", "", SVG_W - 32))
    out.append("</g>")
    return "".join(out)


def _svg_outcome(v: dict[str, Any]) -> str:
    oc = v["outcome"]
    won = bool(oc["winners"])
    score = f" Victory level {oc['score']}." if oc["score"] is not None else ""
    colour = "#2e7d4f" if won else "#8e2b2b"
    return (
        f'<g class="outcome" data-won="{"yes" if won else "no"}">'
        f'<rect x="60" y="340" width="640" height="110" rx="10" fill="{colour}" fill-opacity="0.94" stroke="#fff"/>'
        + _text(
            380,
            380,
            "The investigators win!" if won else "The investigators lose.",
            24,
            "#fff",
            _MB,
        )
        + "".join(_wrap(380, 404, oc["reason"], 12, "#fff", 600, _M)[:2])
        + _text(380, 438, f"({oc['cause']}){score}", 12, "#f1e9d2", _M)
        + "</g>"
    )


def svg(v: dict[str, Any]) -> str:
    """The whole table for one seat (or everything, for a full view) as one SVG document, with a
    phone's layout (narrow.py) that the page shows instead on a narrow board."""
    seat_name = v["you"] or "everything"
    title = f"Der Hexer von Salem — round {v['round']} — {v['phase']} — seen by {seat_name}"
    from .narrow import NW, picture  # the phone's layout (issue 31), shown below 600 CSS px

    phone, phone_h = picture(v)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SVG_W} {SVG_H}" width="100%" '
        f'data-narrow="0 0 {NW} {phone_h:.0f}" '
        f'class="tt-hexer" role="img" aria-label="{_e(title)}" font-family="system-ui, sans-serif" '
        f'data-round="{v["round"]}" data-to-move="{_e(v["to_move"] or "")}" '
        f'data-seat-colours="{",".join(PAWN_FILL.get(i["colour"], "#cccccc") for i in v["investigators"])}" '
        f'data-seat-letters="{_e(",".join(pawn_letter(i["colour"]) for i in v["investigators"]))}">',
        f'<g class="tt-wide"><rect width="{SVG_W}" height="{SVG_H}" fill="#15171c"/>',
        _text(16, 18, f"Arkham — round {v['round']}", 14, "#d9a441", _B),
        _fit(
            180,
            18,
            f"to move: {v['to_move'] or '—'} · phase: {v['phase']} · start player: {v['start_player']}",
            12,
            "#9aa0aa",
            "",
            SVG_W - 196,
        ),
        _svg_necron(v),
    ]
    by_number = {loc["number"]: loc for loc in v["locations"]}
    for num, (col, row) in CELL.items():
        if num in by_number:
            parts.append(
                _svg_location(v, by_number[num], BOARD_X + col * (CELL_W + GAP), BOARD_Y + row * (CELL_H + GAP))
            )
    parts.append(_svg_rlyeh(v, BOARD_X + CELL_W + GAP, BOARD_Y))
    parts.append(_svg_decks(v, BOARD_X + CELL_W + GAP, BOARD_Y + 2 * (CELL_H + GAP)))
    parts.append(_svg_old_ones(v, BOARD_X, BOARD_Y + 3 * (CELL_H + GAP) + 4))
    invs = v["investigators"]
    h = min(150.0, (SVG_H - BOARD_Y - 60) / max(1, len(invs)))
    for i, inv in enumerate(invs):
        parts.append(_svg_investigator(v, inv, 760, BOARD_Y + i * h, h))
    parts.append(_svg_footer(v))
    if v["outcome"]:
        parts.append(_svg_outcome(v))
    parts.append(f'</g><g class="tt-narrow" display="none">{phone}</g></svg>')
    return "".join(parts)
