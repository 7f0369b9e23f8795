"""Pictures of a Hexer view: rich renderables for the terminal.

Everything here reads a ``view(seat)`` dict, never the state, so a picture
cannot show what its seat may not know.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from tabletome.engine.i18n import N_, _, gettext, language

from .reference import glossary as _glossary
from .words import name as name  # narrow.py and the tests read render.name

# ---------------------------------------------------------------- words in the reader's language
# The view keeps the game's own (English) words; these turn them into the reader's at display time.
# Names are those printed in each language's edition (glossary.LANG.toml, as the glossary shows them).
#: The four items' short words on the board (item spaces, investigator boards).
ITEM_WORDS = {
    "Necronomicon": N_("Necronomicon"),
    "Glasses": N_("Glasses"),
    "Elixir": N_("Elixir"),
    "Dagger": N_("Dagger"),
}
COST_WORDS = {
    "free": N_("free"),
    "Necron +1": N_("Necron +1"),
    "Necron +2": N_("Necron +2"),
    "1 sanity": N_("1 sanity"),
    "2 sanity": N_("2 sanity"),
    "reveal a creature": N_("reveal a creature"),
    "reveal an event": N_("reveal an event"),
}
#: Words of the view that are the game's own: steps (``phase``), tiles, symbols, requirements.
VIEW_WORDS = {
    w: w
    for w in (
        N_("move"),
        N_("meet"),
        N_("answer"),
        N_("defeat"),
        N_("use"),
        N_("acquire"),
        N_("drop"),
        N_("discard"),
        N_("agree"),
        N_("resolving"),
        N_("game over"),
        N_("over"),
        N_("face down"),
        N_("portal"),
        N_("wall"),
        N_("red"),
        N_("purple"),
        N_("silver"),
        N_("any"),
        N_("3 identical items"),
        N_("3 different items"),
        N_("yellow"),
        N_("blue"),
        N_("orange"),
        N_("green"),
    )
}
#: The outcome sentences the rules write (rules.py, flow.py), whole or with their slots.
ENDINGS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), message)
    for pattern, message in (
        (
            r"^Necron reached the last space of his track: a dimensional rupture opens\.$",
            N_("Necron reached the last space of his track: a dimensional rupture opens."),
        ),
        (
            r"^Necron reached the Demonic Power space before the Great Old One in R'lyeh was revealed\.$",
            N_("Necron reached the Demonic Power space before the Great Old One in R'lyeh was revealed."),
        ),
        (r"^Every investigator but one has gone mad\.$", N_("Every investigator but one has gone mad.")),
        (
            r"^The final check finds an artifact on an empty wall at (?P<places>.+)\.$",
            N_("The final check finds an artifact on an empty wall at {places}."),
        ),
        (
            r"^The final check finds a portal closed with the wrong artifact at (?P<places>.+)\.$",
            N_("The final check finds a portal closed with the wrong artifact at {places}."),
        ),
        (
            r"^The final check finds a portal still open at (?P<places>.+)\.$",
            N_("The final check finds a portal still open at {places}."),
        ),
        (
            r"^The Great Old One is banished and every portal is closed: "
            r"the investigators win with victory level (?P<score>\d+)\.$",
            N_(
                "The Great Old One is banished and every portal is closed: "
                "the investigators win with victory level {score}."
            ),
        ),
        (
            r"^The (?P<artifact>.+?) lies at the (?P<location>.+?), whose printed symbol is (?P<symbol>[^:]+): "
            r"an artifact with another symbol can close nothing there\.$",
            N_(
                "The {artifact} lies at the {location}, whose printed symbol is {symbol}: "
                "an artifact with another symbol can close nothing there."
            ),
        ),
    )
)


def names(texts: Sequence[str]) -> str:
    return ", ".join(name(t) for t in texts)


def word(text: str) -> str:
    """One of the game's own words in a view (a step, a tile, a symbol, a colour) in the reader's language."""
    return gettext(text) if text in VIEW_WORDS else text


def item_word(item: str) -> str:
    """An item's short word on the board: ``Glasses`` -> ``Óculos``; an artifact ``red art.``."""
    if item.endswith(" artifact"):
        return _("{symbol} art.").format(symbol=word(item[: -len(" artifact")]))
    return gettext(ITEM_WORDS[item]) if item in ITEM_WORDS else item


def cost_word(cost: str) -> str:
    return gettext(COST_WORDS[cost]) if cost in COST_WORDS else cost


def needs(text: str, short: bool = False) -> str:
    """A requirement (``Necronomicon + Glasses``, ``3 identical items``) in the reader's words
    (``short``: the items' short words, as the board's small cards print them)."""
    if text in VIEW_WORDS:
        return word(text)
    said = item_word if short else name
    return " + ".join(said(part.strip()) for part in text.split("+"))


def ending(reason: str) -> str:
    """An outcome sentence of the rules in the reader's language (one it does not know stays as written)."""
    for pattern, message in ENDINGS:
        m = pattern.match(reason)
        if m is not None:
            slots = m.groupdict()
            if "places" in slots:
                slots["places"] = names(slots["places"].split(", "))
            for key in ("artifact", "location"):
                if key in slots:
                    slots[key] = name(slots[key])
            if "symbol" in slots:
                slots["symbol"] = word(slots["symbol"])
            return gettext(message).format(**slots)
    return reason


def seat(colour: str) -> str:
    return word(colour)


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
#: The short costs' words (the rest are numbers and signs).
SHORT_WORDS = {w: w for w in (N_("free"), N_("creature"), N_("event"))}


def short_cost(cost: str) -> str:
    """A cost as an item space shows it: ``Ncr+1``, ``-1♥``, ``free`` in the reader's words."""
    short = COST_SHORT.get(cost, cost)
    return gettext(short) if short in SHORT_WORDS else short


def item_text(name: str | None) -> Text:
    if name is None:
        return Text("·", style="dim")
    if name.endswith("artifact"):
        return Text("★" + word(name.split()[0]), style="bold magenta")
    return Text(item_word(name), style="cyan")


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
        t.append("  " + _("(R'lyeh must be revealed before space {space})").format(space=demonic), style="dim")
    return t


def board(v: dict[str, Any]) -> Table:
    table = Table(title=_("Arkham — round {round}").format(round=v["round"]), expand=True, show_lines=False)
    # "3:Necronomicon" stays whole on a narrow terminal: the other columns wrap between words first
    longest = max((len(str(n)) for loc in v["locations"] for n in loc["items"] if n is not None), default=8)
    table.add_column("#", justify="right", width=2)
    table.add_column(_("Location"), overflow="fold", ratio=2, min_width=10)
    table.add_column(_("Items (cost)"), overflow="fold", ratio=3, min_width=longest + 2)
    table.add_column(_("Creature"), overflow="fold", ratio=2, min_width=7)
    table.add_column(_("Portal"), overflow="fold", ratio=2, min_width=11)
    table.add_column(_("Here"), overflow="fold", ratio=1, min_width=8)
    for loc in v["locations"]:
        table.add_row(str(loc["number"]), name(loc["name"]), *_board_row(v, loc))
    return table


def _board_row(v: dict[str, Any], loc: dict[str, Any]) -> tuple[Text, Text, Text, Text]:
    """A location's items, creature, portal and who is here, for the terminal's board."""
    items = Text(_("no item spaces (the Shadow's space only)"), style="dim") if not loc["item_spaces"] else Text()
    for i, (item, cost) in enumerate(zip(loc["items"], loc["costs"], strict=True)):
        if i >= loc["item_spaces"]:
            break
        if i:
            items.append("  ")
        items.append(f"{i + 1}:")
        items.append_text(item_text(item))
        if item is not None:
            items.append(f" {short_cost(cost)}", style="dim")
    if loc["number"] == 0:
        shadow = _("Shadow: {old_one}").format(old_one=name(v["shadow"])) if v["shadow"] else ""
        creature = Text(shadow, style="bold red")
        portal = Text(_("open (any artifact, after banishment)"), style="dim")
    else:
        creature = Text(name(loc["creature"]) if loc["creature"] else "", style="red")
        p = loc["portal"]
        shown = {"portal": (_("PORTAL"), "bold red"), "wall": (word("wall"), "green")}.get(
            p["tile"], (word("face down"), "dim")
        )
        portal = Text(shown[0], style=shown[1])
        portal.append(f" [{word(loc['artifact_symbol'])}]", style="magenta")
        if p["artifact"]:
            portal.append(f" ← {name(p['artifact'])}", style="bold magenta")
    here = Text()
    for inv in v["investigators"]:
        if inv["in_game"] and inv["location"] == loc["number"]:
            here.append_text(pawn(inv["colour"]))
    if v["craven"] == loc["number"]:
        here.append(" Craven", style="bold white")
    return items, creature, portal, here


def old_ones(v: dict[str, Any]) -> Text:
    t = Text(_("Great Old Ones  reserve: "))
    for r in v["reserve"]:
        card = r["card"] or "—"
        shown = word(card) if card == "face down" else name(card)
        t.append(f"{r['space']}:{shown}  ", style="dim" if card in ("face down", "—") else "bold")
    t.append("  R'lyeh: ")
    rlyeh = v["rlyeh"]
    t.append(word(rlyeh) if rlyeh == "face down" else name(rlyeh), style="dim" if rlyeh == "face down" else "bold red")
    if v["banished_by"]:
        t.append(" " + _("(banished by {seat})").format(seat=seat(v["banished_by"])), style="bold green")
    if v["out_of_game"]:
        t.append("   " + _("out of the game: {old_ones}").format(old_ones=names(v["out_of_game"])), style="dim")
    return t


def investigators(v: dict[str, Any]) -> Table:
    table = Table(expand=True)
    table.add_column(_("Investigator"), overflow="fold")
    table.add_column(_("Sanity"), overflow="fold")
    table.add_column(_("Items"), overflow="fold")
    table.add_column(_("Artifact"), overflow="fold")
    table.add_column(_("Cards"), overflow="fold")
    table.add_column(_("Looked at"), overflow="fold")
    where = {loc["number"]: name(loc["name"]) for loc in v["locations"]}
    for inv in v["investigators"]:
        who = Text()
        who.append_text(pawn(inv["colour"]))
        who.append(f" {seat(inv['colour'])}")
        if inv["colour"] == v["you"]:
            who.append(" " + _("(you)"), style="bold")
        if not inv["in_game"]:
            table.add_row(who, Text(_("mad — out of the game"), style="dim"), "", "", "", "")
            continue
        sanity = Text("♥" * inv["sanity"], style="red")
        sanity.append("♡" * max(0, 6 - inv["sanity"]), style="dim")
        items = ", ".join(f"{n}×{name(item)}" for item, n in inv["items"].items() if n) or "—"
        cards = " ".join(str(c) for c in inv["cards"]) + (" " + _("+passage") if inv["secret_passage"] else "")
        looked = ", ".join(where[loc] for loc in inv["looked_at"]) or "—"
        table.add_row(who, sanity, items, name(inv["artifact"]) if inv["artifact"] else "—", cards, looked)
    return table


def status(v: dict[str, Any]) -> Text:
    t = Text()
    decks = _("Creature deck {creatures}  ·  event deck {events}  ·  bag {bag}")
    t.append(decks.format(creatures=v["creature_deck"], events=v["event_deck"], bag=v["bag"]), style="dim")
    if v["item_discard"]:
        discards = ", ".join(f"{n}×{name(k)}" for k, n in v["item_discard"].items())
        t.append("  ·  " + _("discards: {items}").format(items=discards), style="dim")
    if v["statements"]:
        last = v["statements"][-1]
        said = _("Round {round}, deciding whether to banish, the team said: ").format(round=last["round"])
        t.append("\n" + said)
        t.append(
            _("someone knows of an open portal.")
            if last["open_portal_known"]
            else _("nobody knows of an open portal."),
            style="bold",
        )
    return t


def terminal(v: dict[str, Any]) -> RenderableType:
    """The whole table for one seat."""
    parts: list[RenderableType] = [board(v), necron_track(v), old_ones(v), investigators(v), status(v)]
    if v["outcome"]:
        oc = v["outcome"]
        style = "bold green" if oc["winners"] else "bold red"
        score = " " + _("Victory level {score}.").format(score=oc["score"]) if oc["score"] is not None else ""
        said = f"{ending(oc['reason'])} ({oc['cause']}){score}"
        parts.append(Panel(Text(said, style=style), title=_("Game over")))
    return Group(*parts)


LETTER_NAMES = {"n": "Necronomicon", "g": "Glasses", "e": "Elixir", "d": "Dagger"}


class _Mover:
    """The acting investigator as its own view shows it: where it stands, with what."""

    __slots__ = ("here", "me", "names", "v")

    def __init__(self, v: dict[str, Any]) -> None:
        self.v = v
        self.names = {loc["number"]: name(loc["name"]) for loc in v["locations"]}
        self.me = next((i for i in v["investigators"] if i["colour"] == v["to_move"]), None)
        self.here = self.names.get(self.me["location"]) if self.me else None


def _item(letter: str) -> str:
    return name(LETTER_NAMES[letter.lower()])


def _move(m: _Mover, args: list[str]) -> str:
    loc = int(args[0])
    if m.me and m.me["location"] == loc:
        return _("play the {location} card (stay)").format(location=m.names[loc])
    return _("play the {location} card").format(location=m.names[loc])


def _passage(m: _Mover, args: list[str]) -> str:
    if args[0] == "rlyeh":
        return _("Secret Passage to R'lyeh: banish the Great Old One (-1 sanity)")
    return _("Secret Passage to the {location} (-1 sanity)").format(location=m.names[int(args[0])])


USES = {
    "Necronomicon": N_("reveal the next face-down Great Old One"),
    "Glasses": N_("look secretly at the portal tile at the {location}"),
    "Elixir": N_("gain sanity"),
    "Dagger": N_("defeat the creature here with Robert Craven's help"),
}


def _use(m: _Mover, args: list[str]) -> str:
    return gettext(USES[LETTER_NAMES[args[0].lower()]]).format(location=m.here)


def _take(m: _Mover, args: list[str]) -> str:
    loc = next(loc for loc in m.v["locations"] if name(loc["name"]) == m.here)
    i = int(args[0]) - 1
    return _("acquire the {item} (cost: {cost})").format(item=name(loc["items"][i]), cost=cost_word(loc["costs"][i]))


def _trade(m: _Mover, a: list[str]) -> str:
    return _("offer {seat} your {item} for their {wanted}").format(
        seat=seat(a[0]), item=_item(a[1]), wanted=_item(a[2])
    )


def _accept(m: _Mover, a: list[str]) -> str:
    return _("accept, discarding a {item} first").format(item=_item(a[1])) if a else _("accept")


def _close(m: _Mover, a: list[str]) -> str:
    artifact = name(m.me["artifact"]) if m.me and m.me["artifact"] else _("artifact")
    return _("place your {artifact} on the portal at the {location}").format(artifact=artifact, location=m.here)


DESCRIBE: dict[str, Callable[[_Mover, list[str]], str]] = {
    "move": _move,
    "passage": _passage,
    "trade": _trade,
    "give": lambda m, a: _("offer {seat} your {item}").format(seat=seat(a[0]), item=_item(a[1])),
    "accept": _accept,
    "decline": lambda m, a: _("refuse the offer"),
    "defeat": lambda m, a: _("defeat what is at the {location}").format(location=m.here),
    "use": _use,
    "close": _close,
    "take": _take,
    "drop": lambda m, a: _("discard a {item} to make room").format(item=_item(a[0])),
    "discard": lambda m, a: _("{seat} discards a {item} for the team").format(seat=seat(a[0]), item=_item(a[1])),
    "pass": lambda m, a: _("skip this step"),
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


def portal_tip(tile: str, symbol: str) -> str:
    return _("portal tile: {tile}; closed by a {symbol} artifact").format(tile=word(tile), symbol=word(symbol))


def open_portal_words() -> str:
    return _("the open portal of the University")


def looked_tip() -> str:
    return _("you looked at this tile (Glasses)")


def space_tip(space: int, cost: str) -> str:
    return _("item space {n}: {cost}").format(n=space, cost=cost_word(cost))


def investigator_tip(colour: str) -> str:
    return _("{seat} investigator").format(seat=seat(colour))


def flow_lines(flow: dict[str, Any]) -> list[str]:
    """An offer waiting for its answer and the team's discard, under the prompt."""
    lines = []
    if flow.get("offer"):
        o = flow["offer"]
        give, get = name(o["give"]), name(o["get"]) if o["get"] else ""
        offer = _("offer to {seat}: {item} for {wanted}") if get else _("offer to {seat}: {item}")
        lines.append(offer.format(seat=seat(o["to"]), item=give, wanted=get))
    if flow.get("discard_demand"):
        d = flow["discard_demand"]
        lines.append(_("the team must discard {n} more {item}").format(n=d["left"], item=name(d["item"])))
    return lines


# ---------------------------------------------------------------- SVG for the browser
# Like the terminal picture, drawn from a view alone; every text from the view is escaped, since
# a custom edition may name things anything.
import math  # noqa: E402

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

from .reference import item_key as _item_key  # noqa: E402
from .reference import slug as _slug  # noqa: E402


def _tips() -> Tips:
    """Hover tips and ``data-ref`` keys from the glossary, in the reader's language; a custom
    edition's creatures have the same kind of keys (their names), so only the tip's text may be
    the standard one's."""
    return _tips_in(language())


@cache
def _tips_in(lang: str) -> Tips:
    entries = _glossary()
    found = resources.files(__package__).joinpath(f"glossary.{lang}.toml")
    if lang != "en" and found.is_file():
        words = tomllib.loads(found.read_text(encoding="utf-8"))
        entries = [_said(e, words.get(e.key, {})) for e in entries]
    return Tips(entries)


def _said(entry: Any, words: dict[str, Any]) -> Any:
    def pick(field: str, english: str) -> str:
        value = words.get(field)
        return value if isinstance(value, str) and value.strip() else english

    return replace(entry, name=pick("name", entry.name), text=pick("text", entry.text))


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


def _item_icon(x: float, y: float, item: str | None, r: int = 13) -> str:
    """An item at (x, y): a coloured disc with its letter, an artifact as a star of its symbol."""
    return _icon(x, y, item, r, language())


def item_letter(item: str) -> str:
    """The letter on an item's disc: its short word's first in the reader's language (N, G/Ó, E, D/P)."""
    if language() == "en" or item not in ITEM_WORDS:
        return ITEM_SHORT.get(item, item[:1])
    return item_word(item)[:1].upper()


@lru_cache(maxsize=4096)  # the same items sit on the same spaces redraw after redraw
def _icon(x: float, y: float, item: str | None, r: int, lang: str) -> str:
    if item is None:
        return f'<circle cx="{x:g}" cy="{y:g}" r="{r}" fill="none" stroke="#4a5060" stroke-dasharray="3 3"/>'
    if item.endswith("artifact"):
        symbol = item[: -len(" artifact")]
        pts = " ".join(f"{x + dx:.1f},{y + dy:.1f}" for dx, dy in _star(r + 2))
        return (
            f'<g class="artifact"{_tips()(_item_key(item), name(item))}<polygon points="{pts}" '
            f'fill="{_symbol_fill(symbol)}" stroke="#111" stroke-width="1"/></g>'
        )
    fill = ITEM_FILL.get(item, "#777")
    return (
        f'<g class="item"{_tips()(_item_key(item), name(item))}<circle cx="{x:g}" cy="{y:g}" r="{r}" '
        f'fill="{fill}" stroke="#111"/>' + _text(x, y + 4.5, item_letter(item), 13, "#fff", _MB) + "</g>"
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
            out.append(f"<g{_tips()(special, _('space {n}').format(n=i))}")
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
    marker = _("Necron is on space {n}").format(n=pos)
    out.append(
        f'<g class="necron-marker"{_tips()("necron:marker", marker)}'
        f'<polygon points="{mx - 8:.1f},{y0 - 12} {mx + 8:.1f},{y0 - 12} {mx:.1f},{y0 - 1}" '
        f'fill="#ff4d4d" stroke="#111"/></g>'
    )
    if v["rlyeh"] == "face down":
        out.append(
            _text(
                x0,
                y0 + 64,
                _("R'lyeh must be revealed before Necron reaches the Demonic Power space ({space}).").format(
                    space=demonic
                ),
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
            f"<g{_el('portal:0', open_portal_words())}>"
            + _fit(x + 10, y + 38, _("open portal: any artifact, after banishment"), 10, "#9aa0aa", "", CELL_W - 20)
            + "</g>"
        )
    else:
        portal = loc["portal"]
        tile = portal["tile"]
        tx, ty = x + CELL_W - 46, y + 6
        sym = _symbol_fill(loc["artifact_symbol"])
        face = {"portal": ("#8e1f1f", word("portal")), "wall": ("#3d5a45", word("wall"))}.get(tile, ("#3b2f4f", "?"))
        known = num in next((i["looked_at"] for i in v["investigators"] if i["colour"] == you), [])
        out.append(
            f'<g class="portal" data-tile="{_e(tile)}"{_el(f"portal:{num}")}'
            + _tips()("portal-tile", portal_tip(tile, loc["artifact_symbol"]))
            + f'<rect x="{tx}" y="{ty}" width="38" height="38" rx="4" fill="{face[0]}" stroke="{sym}" stroke-width="3"/>'
        )
        out.append(_text(tx + 19, ty + 24, face[1], 11 if len(face[1]) > 1 else 18, "#fff", _M))
        if known:
            out.append(
                f'<rect x="{tx - 3}" y="{ty - 3}" width="44" height="44" rx="6" fill="none" stroke="#e84393" '
                f'stroke-width="2" stroke-dasharray="4 2"><title>{_e(looked_tip())}</title></rect>'
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
        out.append(_fit(x + 10, y + 70, _("no item spaces: the Shadow's space only"), 11, "#9aa0aa", "", CELL_W - 20))
    for i, (item, cost) in enumerate(zip(loc["items"], loc["costs"], strict=True)):
        if i >= loc["item_spaces"]:
            break
        bx = x + 10 + i * 74
        by = y + 46
        out.append(
            f'<g class="space" data-space="{i + 1}"{_el(f"space:{num}:{i + 1}")}'
            f'{_tips()("item-space", space_tip(i + 1, cost))}<rect x="{bx}" y="{by}" width="68" height="62" rx="5" '
            f'fill="#1c2028" stroke="#3a404c"/>'
        )
        out.append(_text(bx + 5, by + 13, i + 1, 10, "#7d8491"))
        out.append(_item_icon(bx + 34, by + 27, item))
        if item is not None:
            out.append(_fit(bx + 34, by + 47, item_word(item), 9, "#c9ccd3", _M, 62))
            out.append(_fit(bx + 34, by + 58, short_cost(cost), 9, "#d9a441", _M, 62))
        out.append("</g>")
    return out


def _svg_location(v: dict[str, Any], loc: dict[str, Any], x: float, y: float) -> str:
    num = loc["number"]
    you = v["you"]
    here = name(loc["name"])
    out = [
        f'<g{_el(f"loc:{num}", here)} class="location" data-location="{num}">',
        f'<g{_tips()(f"location:{num}", here)}<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" '
        f'rx="8" fill="{"#27352d" if num == 0 else "#252a34"}" stroke="#3e4656"/>',
        _fit(x + 10, y + 21, f"{num}  {here}", 14, "#f1e9d2", _B, CELL_W - 64) + "</g>",
    ]
    out += _svg_portal(v, loc, x, y)
    out += _svg_spaces(loc, x, y)
    # The creature here (or the Shadow of a Great Old One at the University).
    if num == 0 and v["shadow"]:
        label = _("Shadow of {old_one}").format(old_one=name(v["shadow"]))
        out.append(
            f'<g class="shadow"{_el(f"foe:{num}")}{_tips()("old-one:" + _slug(v["shadow"]), label)}'
            + _fit(x + 10, y + 128, label, 13, "#ff6b6b", _B, CELL_W - 20)
            + "</g>"
        )
    elif loc["creature"]:
        foe = name(loc["creature"])
        out.append(
            f'<g class="creature"{_el(f"foe:{num}")}{_tips()("creature:" + _slug(loc["creature"]), foe)}'
            + _fit(x + 10, y + 128, "☠ " + foe, 13, "#ff7b72", _B, CELL_W - 20)
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
        f'{_tips()("investigator", investigator_tip(colour))}<circle cx="{x:g}" cy="{y:g}" r="{r}" '
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
        out.append(f"<g{_tips()('old-one:' + _slug(card), name(card))}")
        out.append(_fit(x + 58, y + 96, name(card), 12, "#e8e6df", _M, 88) + "</g>")
    lines = []
    if v["banished_by"]:
        lines.append((_("banished by {seat}").format(seat=seat(v["banished_by"])), "#4caf7a"))
    elif not down:
        req = next((o["banish_with"] for o in v["old_ones_overview"] if o["name"] == card), "")
        lines.append((_("banish with:"), "#9aa0aa"))
        lines += [(part.strip(), "#e8e6df") for part in needs(req, short=True).split("+")]
    else:
        lines.append((_("a Great Old One sleeps"), "#9aa0aa"))
        lines.append((_("here, face down"), "#9aa0aa"))
    for i, (text, colour) in enumerate(lines[:6]):
        out.append(_fit(x + 114, y + 50 + 17 * i, text, 11, colour, "", CELL_W - 124))
    out.append("</g>")
    return "".join(out)


def _svg_decks(v: dict[str, Any], x: float, y: float) -> str:
    out = [
        '<g class="decks">',
        f'<rect x="{x}" y="{y}" width="{CELL_W}" height="{CELL_H}" rx="8" fill="#1d2430" stroke="#3e4656"/>',
        _text(x + 10, y + 21, _("Decks and bag"), 14, "#8fb8ff", _B),
    ]
    rows = [
        ("creature-deck", _("creature deck: {n}").format(n=v["creature_deck"])),
        ("event-deck", _("event deck: {n} (+{aside} aside)").format(n=v["event_deck"], aside=v["events_aside"])),
        ("item-bag", _("item bag: {n}").format(n=v["bag"])),
    ]
    if v["item_discard"]:
        short = {k: item_letter(k) if k in ITEM_SHORT else item_word(k) for k in v["item_discard"]}
        gone = " ".join(f"{n}×{short[k]}" for k, n in v["item_discard"].items())
        rows.append(("item-discard", _("discarded: {items}").format(items=gone)))
    if v["event_discard"]:
        last = v["event_discard"][-1]
        rows.append(("event:" + _slug(last), _("last event: {event}").format(event=name(last))))
    if v["statements"]:
        known = v["statements"][-1]["open_portal_known"]
        rows.append(
            (
                "portal-tile",
                _("team: someone knows an open portal") if known else _("team: nobody knows an open portal"),
            )
        )
    for i, (key, text) in enumerate(rows[:8]):
        out.append(f"<g{_tips()(key)}" + _fit(x + 10, y + 44 + 17 * i, text, 11, "#c9ccd3", "", CELL_W - 20) + "</g>")
    out.append("</g>")
    return "".join(out)


def _svg_old_ones(v: dict[str, Any], x: float, y: float) -> str:
    out = ['<g class="old-ones">', _text(x, y + 14, _("Great Old Ones — reserve"), 14, "#8fb8ff", _B)]
    overview = {o["name"]: o["banish_with"] for o in v["old_ones_overview"]}
    for i, r in enumerate(v["reserve"]):
        cx = x + i * 146
        card = r["card"]
        if card is None:
            fill, label = "#1a1d23", "—"
        elif card == "face down":
            fill, label = "#2d2340", "?"
        else:
            fill, label = "#3d2a2a", name(card)
        out.append(
            f'<g class="reserve" data-space="{r["space"]}" data-card="{_e(card or "")}"'
            + (
                _tips()("old-one:" + _slug(card), label)
                if card in overview
                else _tips()("reserve", _("space {n}").format(n=r["space"]))
            )
            + f'<rect x="{cx}" y="{y + 22}" width="138" height="58" rx="6" fill="{fill}" stroke="#4a5060"/>'
        )
        out.append(_text(cx + 8, y + 38, r["space"], 10, "#7d8491"))
        out.append(_fit(cx + 69, y + 54, label, 13 if label != "?" else 20, "#e8e6df", _M, 126))
        if card and card in overview:
            out.append(_fit(cx + 69, y + 71, needs(overview[card], short=True), 9, "#9aa0aa", _M, 130))
        out.append("</g>")
    if v["out_of_game"]:
        gone = _("out of the game: {old_ones}").format(old_ones=names(v["out_of_game"]))
        out.append(_fit(x, y + 98, gone, 11, "#9aa0aa", "", 720))
    out.append("</g>")
    return "".join(out)


def _svg_investigator(v: dict[str, Any], inv: dict[str, Any], x: float, y: float, h: float) -> str:
    colour = inv["colour"]
    fill = PAWN_FILL.get(colour, "#ccc")
    mine = colour == v["you"]
    active = colour == v["to_move"]
    out = [
        f'<g class="investigator" data-colour="{_e(colour)}"{_el(f"inv:{colour}")}'
        f"{_tips()('investigator', investigator_tip(colour))}",
        f'<rect x="{x}" y="{y}" width="424" height="{h - 8}" rx="8" fill="#222731" '
        f'stroke="{"#d9a441" if active else "#3e4656"}" stroke-width="{2 if active else 1}"/>',
        f'<rect x="{x}" y="{y}" width="10" height="{h - 8}" rx="4" fill="{fill}"/>',
        _text(x + 20, y + 22, seat(colour) + (" " + _("(you)") if mine else ""), 15, fill, _B),
    ]
    if active:
        out.append(_text(x + 414, y + 22, _("to move"), 11, "#d9a441", _END))
    if not inv["in_game"]:
        out.append(_text(x + 20, y + 48, _("driven mad: out of the game"), 13, "#9aa0aa"))
        out.append("</g>")
        return "".join(out)
    sanity = inv["sanity"]
    hearts = "♥" * sanity + "♡" * max(0, 6 - sanity)
    out.append(_text(x + 150, y + 22, hearts, 15, "#e0605a", f' data-sanity="{sanity}"'))
    # Items: a disc per kind with its count, then the artifact.
    ix = x + 32
    for item, count in inv["items"].items():
        label = _("{seat} investigator: {item} ×{n}").format(seat=seat(colour), item=name(item), n=count)
        out.append(f"<g{_el(f'item:{colour}:{ITEM_SHORT.get(item, item[:1])}', label)}>")
        out.append(_item_icon(ix, y + 46, item if count else None, 11))
        out.append(_text(ix + 15, y + 51, f"×{count}", 12, "#e8e6df" if count else "#5c6370") + "</g>")
        ix += 58
    out.append(_fit(ix + 4, y + 51, _("artifact:"), 11, "#9aa0aa", "", 58))
    if inv["artifact"]:
        out.append(_item_icon(ix + 62, y + 46, inv["artifact"], 11))
        symbol = word(inv["artifact"].replace(" artifact", ""))
        out.append(_fit(ix + 78, y + 51, symbol, 11, "#e8e6df", "", x + 416 - ix - 78))
    else:
        out.append(_text(ix + 56, y + 51, "—", 11, "#5c6370"))
    # Location cards in hand, and the Secret Passage.
    cx = x + 20
    out.append(_fit(cx, y + 80, _("cards"), 10, "#9aa0aa", "", 34))
    cx += 36
    for c in inv["cards"]:
        out.append(f"<g{_el(f'card:{colour}:{c}')}{_tips()(f'card:{c}')}")
        out.append(f'<rect x="{cx}" y="{y + 66}" width="18" height="22" rx="2" fill="#e8e6df" stroke="#111"/>')
        out.append(_text(cx + 9, y + 82, c, 12, "#111", _MB) + "</g>")
        cx += 22
    if inv["secret_passage"]:
        out.append(f"<g{_el(f'sp:{colour}')}{_tips()('secret-passage')}")
        out.append(f'<rect x="{cx}" y="{y + 66}" width="30" height="22" rx="2" fill="#5b3f8c" stroke="#111"/>')
        out.append(_text(cx + 15, y + 81, _("SP"), 11, "#fff", _MB) + "</g>")
    if inv["looked_at"]:
        where = {loc["number"]: name(loc["name"]) for loc in v["locations"]}
        seen = ", ".join(where.get(n, str(n)) for n in inv["looked_at"])
        out.append(_fit(x + 20, y + 106, _("looked at: {locations}").format(locations=seen), 10, "#e84393", "", 396))
    out.append("</g>")
    return "".join(out)


def _svg_footer(v: dict[str, Any]) -> str:
    out = ['<g class="footer">']
    flow = v["flow"]
    lines = [v["prompt"], *flow_lines(flow)]
    for i, text in enumerate(lines):
        size = 14 if i == 0 else 12
        out.append(_fit(16, SVG_H - 40 + 18 * i, text, size, "#f1e9d2" if i == 0 else "#9aa0aa", "", SVG_W - 32))
    out.append("</g>")
    return "".join(out)


def _svg_outcome(v: dict[str, Any]) -> str:
    oc = v["outcome"]
    won = bool(oc["winners"])
    score = " " + _("Victory level {score}.").format(score=oc["score"]) if oc["score"] is not None else ""
    colour = "#2e7d4f" if won else "#8e2b2b"
    return (
        f'<g class="outcome" data-won="{"yes" if won else "no"}">'
        f'<rect x="60" y="340" width="640" height="110" rx="10" fill="{colour}" fill-opacity="0.94" stroke="#fff"/>'
        + _text(
            380,
            380,
            _("The investigators win!") if won else _("The investigators lose."),
            24,
            "#fff",
            _MB,
        )
        + "".join(_wrap(380, 404, ending(oc["reason"]), 12, "#fff", 600, _M)[:2])
        + _text(380, 438, f"({oc['cause']}){score}", 12, "#f1e9d2", _M)
        + "</g>"
    )


def svg(v: dict[str, Any]) -> str:
    """The whole table for one seat (or everything, for a full view) as one SVG document, with a
    phone's layout (narrow.py) that the page shows instead on a narrow board."""
    title = _("Der Hexer von Salem — round {round} — {phase} — seen by {seat}").format(
        round=v["round"], phase=word(v["phase"]), seat=seat(v["you"]) if v["you"] else _("everything")
    )
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
        _text(16, 18, _("Arkham — round {round}").format(round=v["round"]), 14, "#d9a441", _B),
        _fit(
            180,
            18,
            _("to move: {seat} · phase: {phase} · start player: {start}").format(
                seat=seat(v["to_move"]) if v["to_move"] else "—", phase=word(v["phase"]), start=seat(v["start_player"])
            ),
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
