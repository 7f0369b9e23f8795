"""Pictures of an Elder Sign view: a rich renderable for the terminal, an SVG picture for the
browser, and plain words for a move.

Everything here reads a ``view(seat)`` dict, never the state, so a picture cannot show what its
seat may not know (deck orders, the monster cup). Keys are read with ``.get`` so a view that
gains or lacks a field still draws. Stand-in data (a card whose printed text is not public) is
marked "(stand-in)" wherever its name is shown: a made-up card is never passed off as printed.
"""

from __future__ import annotations

import math
import re
import textwrap
from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import cache
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from tabletome.engine.capabilities import element
from tabletome.engine.i18n import gettext
from tabletome.engine.svg import BOLD, END, MIDDLE, MIDDLE_BOLD, Tips, esc, text
from tabletome.engine.wording import plural

from .actions import slug
from .reference import back_words, card_key, glossary, inv_name, pharaohs_matter, place_label, plain

View = Mapping[str, Any]
Row = Mapping[str, Any]


# ---------------------------------------------------------------- reading the view
def _rows(value: Any) -> list[Row]:
    return [x for x in value if isinstance(x, Mapping)] if isinstance(value, list) else []


def _seq(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _num(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _map(value: Any) -> Row:
    return value if isinstance(value, Mapping) else {}


def stand_in(thing: Row) -> bool:
    """A card's ``stand_in`` is a list of made-up fields; an item's a flag."""
    return bool(thing.get("stand_in"))


def _places(v: View) -> list[Row]:
    return _rows(v.get("places"))


def _pyramid(v: View) -> Row:
    """The Lightless Pyramid's parts of the view ({} in a plain Museum game)."""
    return _map(v.get("pyramid"))


def _in_pyramid(v: View) -> bool:
    return _pyramid(v).get("mode") == "lightless_pyramid"


def face_down(p: Row) -> bool:
    """A card seen from its back only: no name, tasks or rewards in the view (ES-EGY-03)."""
    return bool(p.get("face_down"))


def back_title(p: Row) -> str:
    """``A face-down yellow Egyptian Adventure``: the words of a card's back."""
    label = back_words(p.get("label") or "a face-down card")
    return label[:1].upper() + label[1:]


def card_title(p: Row) -> str:
    """A card's name, or the words of its back when it lies face down."""
    return back_title(p) if face_down(p) else str(p.get("name", "?"))


def _sections(v: View) -> list[tuple[str, list[Row]]]:
    """The cards in play in the rows of the table: in the Pyramid the two rows of Egyptian
    Adventures (a1-a3, a4-a6 and a7), then the Other Worlds; the Dark Pharaoh adventures (p1-p4,
    beside the rows) always as their own row. Empty rows are left out."""
    places = _places(v)

    def where(p: Row) -> str:
        return str(p.get("place", ""))

    pharaoh = [p for p in places if where(p).startswith("p")]
    rest = [p for p in places if not where(p).startswith("p")]
    out: list[tuple[str, list[Row]]]
    if _in_pyramid(v):
        first = [p for p in rest if where(p) in ("a1", "a2", "a3")]
        worlds = [p for p in rest if where(p).startswith("w")]
        second = [p for p in rest if p not in first and p not in worlds]
        out = [("Egyptian Adventures, first row", first), ("Egyptian Adventures, second row", second)]
        out.append(("Other Worlds", worlds))
    else:
        out = [("", rest)]
    out.append(("Dark Pharaoh adventures", pharaoh))
    return [(title, row) for title, row in out if row]


def _investigators(v: View) -> list[Row]:
    return _rows(v.get("investigators"))


def _attempt(v: View) -> Row | None:
    a = v.get("attempt")
    return a if isinstance(a, Mapping) else None


def _active_n(v: View) -> int | None:
    """The number (from 1) of the investigator acting now."""
    a = _attempt(v)
    if a is not None and isinstance(a.get("investigator"), int):
        return int(a["investigator"])
    active = v.get("active")
    return active + 1 if isinstance(active, int) and not isinstance(active, bool) else None


def _you(v: View) -> set[int]:
    """The investigators of the viewing seat."""
    seat = v.get("seat")
    return {_num(i.get("n")) for i in _investigators(v) if seat is not None and i.get("seat") == seat}


# ---------------------------------------------------------------- dice and icons
COLOUR_OF = {"g": "green", "y": "yellow", "r": "red"}
FACE_OF = {"1": "1", "2": "2", "3": "3", "4": "4", "l": "Lore", "p": "Peril", "t": "Terror", "w": "Wild"}
FACE_WORD = {"Wild": "Wildcard"}
ICON_OF = {"L": "Lore", "P": "Peril", "T": "Terror"}


def parse_dice(dice: Any) -> list[tuple[str, str]]:
    """``"g3+gl+rw"`` -> [("green", "3"), ("green", "Lore"), ("red", "Wild")] (odd parts left out)."""
    out = []
    for part in str(dice or "").lower().split("+"):
        part = part.strip()
        if len(part) == 2 and part[0] in COLOUR_OF and part[1] in FACE_OF:
            out.append((COLOUR_OF[part[0]], FACE_OF[part[1]]))
    return out


def _and(words: Sequence[str]) -> str:
    words = list(words)
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def dice_words(dice: Any) -> str:
    """``"g3+gt"`` -> ``green 3 and green Terror``."""
    return _and([f"{c} {FACE_WORD.get(f, f)}" for c, f in parse_dice(dice)]) or str(dice)


def task_parts(task: Any) -> tuple[list[str], str]:
    """``"L T/P 3 (costs 1 sanity, the clock)"`` -> (["Lore", "Terror/Peril", "3"], "costs 1 sanity, the clock")."""
    words = str(task or "")
    cost = ""
    m = re.search(r"\s*\((costs [^)]*)\)\s*$", words)
    if m:
        words, cost = words[: m.start()], m.group(1)
    icons = []
    for part in words.split():
        if part == "nothing":
            continue
        icons.append("/".join(ICON_OF.get(x, x) for x in part.split("/")))
    return icons, cost


def task_words(task: Any) -> str:
    icons, cost = task_parts(task)
    return " ".join(icons) + (f" ({cost})" if cost else "") if icons or cost else "no icon"


# ---------------------------------------------------------------- the Lightless Pyramid's words
DIFFICULTY = {"green": "easy", "yellow": "normal", "red": "hard"}
KIND_WORDS = {
    "egyptian": "Egyptian Adventure",
    "dark_pharaoh": "Dark Pharaoh adventure",
    "hidden_chamber": "Hidden Chamber",
}
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven")
SIDES = ("Cairo", "Dashur")


def band_words(difficulty: Any) -> str:
    """``yellow (normal)``: the skull band of a back (ES-EGY-04)."""
    return f"{difficulty} ({DIFFICULTY.get(str(difficulty), 'difficulty')})"


def _kind_words(p: Row) -> str:
    if face_down(p):
        return KIND_WORDS.get(str(p.get("special")), "Egyptian Adventure") + ", face down"
    if p.get("other_world"):
        return "Other World"
    return KIND_WORDS.get(str(p.get("kind")), "Adventure")


def _trophy_words(p: Row) -> str:
    if p.get("kind") in ("dark_pharaoh", "hidden_chamber"):
        return "never a trophy"
    return f"trophy {_num(p.get('trophy'))}"


def other_side(side: Any) -> str:
    return "Cairo" if side == "Dashur" else "Dashur"


def unlock_green(v: View) -> int:
    """The unlock roll's green dice: six, fewer when some are locked (ES-CHAMB-04)."""
    free = _map(_map(v.get("dice")).get("free")).get("green")
    return min(6, free) if isinstance(free, int) and not isinstance(free, bool) else 6


def flip_words(lp: Row) -> str:
    side = other_side(lp.get("entrance"))
    if lp.get("flip_cost") == "normal_advance":
        return f"Flip: the clock advance of this turn turns the entrance to {side}."
    return f"Flip: advance the clock once to turn the entrance to {side}; the Clock phase's own advance still follows."


def option_words(o: Row) -> str:
    return f"{o.get('n')}. {o.get('effect')} — {plural(_num(o.get('price')), 'trophy', 'trophies')}"


def _options(lp: Row, side: Any) -> list[Row]:
    return _rows(_map(lp.get("options")).get(str(side).lower()))


def _made_up(lp: Row, side: Any) -> str:
    """ " (stand-in)" after a side's trophy options when they are made up (not public)."""
    return " (stand-in)" if _map(lp.get("options_stand_in")).get(str(side).lower()) else ""


def space_use(space: Row) -> str:
    if space.get("use") == "lasting":
        return "once a day" + (", used today" if space.get("used_today") else "")
    return "discard its token to use"


def _deck_line(lp: Row, name: str) -> str:
    deck = _map(_map(lp.get("decks")).get(name.lower()))
    stage = "Stage I" if name == "Cairo" else "Stage II"
    count = _num(deck.get("count"))
    top = deck.get("top_back")
    return f"{name} deck ({stage}): {plural(count, 'card')}" + (f"; the top card's back: {top}" if top else "; empty")


def pharaoh_words(lp: Row) -> str:
    ph = _map(lp.get("dark_pharaoh"))
    discard = [str(x) for x in _seq(ph.get("discard"))]
    return f"Dark Pharaoh pile: {plural(_num(ph.get('pile')), 'card')} face down · discard: " + (
        ", ".join(discard) if discard else "none"
    )


# ---------------------------------------------------------------- the terminal
DIE_STYLE = {"green": "bold black on green3", "yellow": "bold black on yellow1", "red": "bold white on red3"}
ICON_STYLE = {"Lore": "bold medium_purple1", "Peril": "bold orange3", "Terror": "bold green3"}
INV_STYLE = ("bold cyan", "bold magenta", "bold yellow", "bold green", "bold red", "bold blue", "bold white", "bold")
DIM = "dim"


def dice_text(dice: Any) -> Text:
    """Dice as readable chips: ``[3] [Lore] [Wild]``, each on its colour."""
    t = Text()
    for k, (colour, face) in enumerate(parse_dice(dice)):
        if k:
            t.append(" ")
        t.append(f"[{face}]", style=DIE_STYLE[colour])
    return t if t.plain else Text("none", style=DIM)


def task_text(task: Any) -> Text:
    icons, cost = task_parts(task)
    t = Text()
    for k, icon in enumerate(icons):
        if k:
            t.append(" ")
        first = icon.split("/")[0]
        t.append(icon, style=ICON_STYLE.get(first, "bold"))
    if not icons:
        t.append("no icon", style=DIM)
    if cost:
        t.append(f" ({cost})", style="italic")
    return t


def _mark(t: Text, thing: Row) -> Text:
    if stand_in(thing):
        t.append(" (stand-in)", style=DIM)
    return t


def _track(filled: int, size: int, full: str, empty: str, style: str) -> Text:
    t = Text(full * max(0, min(filled, size)), style=style)
    t.append(empty * max(0, size - filled), style=DIM)
    return t


def _header(v: View) -> Text:
    t = Text("Elder Sign", style="bold")
    t.append(f"  turn {_num(v.get('turn'))}")
    clock = _map(v.get("clock"))
    t.append(f"  ·  clock {clock.get('shows', '?')}", style="bold")
    if _num(clock.get("midnights_due")):
        t.append(f" (midnight due: {clock.get('midnights_due')})", style="bold red")
    mover = v.get("to_move")
    t.append("  ·  to move: ")
    t.append(str(mover) if mover else "nobody", style="bold" if mover else DIM)
    you = v.get("you")
    t.append(f"  ·  you are {you}" if you else "  ·  spectator", style=DIM)
    if v.get("prompt"):
        t.append("\n" + str(v["prompt"]), style="italic")
    return t


def ancient_one_text(v: View) -> Text:
    ao = _map(v.get("ancient_one"))
    t = _mark(Text(str(ao.get("name", "Ancient One")), style="bold red"), ao)
    if ao.get("awakened"):
        t.append("  AWAKENED — the final battle", style="bold red")
    doom, track = _num(ao.get("doom")), _num(ao.get("doom_track"))
    t.append("\nDoom        ")
    t.append_text(_track(doom, track, "●", "○", "bold red"))
    t.append(f" {doom}/{track}")
    icons = _map(ao.get("doom_icons"))
    if icons:
        t.append("  (" + "; ".join(f"space {k}: {w}" for k, w in icons.items()) + ")", style=DIM)
    signs, needed = _num(ao.get("elder_signs")), _num(ao.get("elder_signs_needed"))
    t.append("\nElder Signs ")
    t.append_text(_track(signs, needed, "✦", "·", "bold cyan"))
    t.append(f" {signs}/{needed}")
    t.append("\nCombat task: ")
    t.append_text(task_text(ao.get("combat")))
    for label, key in (("Attack", "attack"), ("Awakening", "awakening")):
        if _seq(ao.get(key)):
            t.append(f"\n{label}: ", style="bold")
            t.append("; ".join(str(x) for x in _seq(ao.get(key))))
    if ao.get("text"):
        t.append("\n" + str(ao["text"]), style="italic")
    return t


def mythos_text(v: View) -> Text:
    t = Text("Mythos: ", style="bold")
    m = v.get("mythos")
    if not isinstance(m, Mapping):
        t.append("none in effect", style=DIM)
        return t
    _mark(t.append(str(m.get("name", "?")), style="bold magenta"), m)
    if m.get("text"):
        t.append("\n" + str(m["text"]))
    if _seq(m.get("terror")):
        t.append("\nTerror: ", style="bold green3")
        t.append("; ".join(str(x) for x in _seq(m.get("terror"))))
    choices = _rows(m.get("choices"))
    if choices:
        t.append("\nOptions (the group chooses one):", style="bold")
    for c in choices:
        t.append(f"\n  {c.get('n')}. ", style="bold")
        t.append(str(c.get("text", "")))
        if c.get("expert"):
            t.append(" (Expert)", style="bold cyan")
    return t


def _card_title(p: Row, attempted: bool) -> Text:
    t = Text(f"{p.get('place')} ", style="bold reverse" if attempted else "bold")
    # a back's words go in the body, where they wrap (a panel's title would be cut short)
    t.append("face down" if face_down(p) else card_title(p), style="bold yellow" if attempted else "bold")
    _mark(t, p)
    return t


def _card_flags(p: Row) -> Text:
    flags = [_kind_words(p)]
    if p.get("ordered"):
        flags.append("tasks in order ↓")
    flags.append(_trophy_words(p))
    return Text(" · ".join(flags), style=DIM)


BAND_STYLE = {"green": "bold black on green3", "yellow": "bold black on yellow1", "red": "bold white on red3"}
BAND_BORDER = {"green": "green3", "yellow": "yellow3", "red": "red3"}


def _back_lines(v: View, p: Row) -> Iterator[Text]:
    """A card's back: its band, its effect, its midnight effect, a Hidden Chamber's unlock task."""
    yield Text(back_title(p), style="bold")
    if p.get("difficulty"):
        t = Text("Difficulty band:", style="bold")
        t.append(f" {band_words(p['difficulty'])} ", style=BAND_STYLE.get(str(p["difficulty"]), "bold"))
        yield t
    if p.get("unlock"):
        t = Text("Unlock task: ", style="bold")
        t.append_text(task_text(p["unlock"]))
        t.append(f" — one roll of {NUMBER_WORDS[unlock_green(v)]} green dice before moving onto it", style=DIM)
        yield t
    yield from _labelled(
        p, (("Back", "back", "bold yellow"), ("At Midnight while face down", "back_midnight", "bold blue"))
    )


def _task_line(task: Row) -> Text:
    done = bool(task.get("done"))
    t = Text(f"{task.get('n')}. ", style="bold")
    t.append_text(task_text(task.get("task")))
    if task.get("monster"):
        t.append(f"  ☠ {task['monster']}", style="red")
    if done:
        t.stylize("strike dim")
        t.append(" ✓ done", style="bold green")
    return t


def _effect_lines(p: Row) -> Iterator[Text]:
    yield from _labelled(
        p,
        (
            ("Entry", "entry", "bold cyan"),
            ("Terror", "terror", "bold green3"),
            ("At Midnight", "midnight", "bold blue"),
            ("Rewards", "rewards", "bold green"),
            ("Penalties", "penalties", "bold red"),
        ),
    )


def _labelled(p: Row, fields: tuple[tuple[str, str, str], ...]) -> Iterator[Text]:
    """One line per effect list of a card that has any: its label, then its effects."""
    for label, key, style in fields:
        words = [str(x) for x in _seq(p.get(key))]
        if words:
            t = Text(f"{label}: ", style=style)
            t.append("; ".join(words))
            yield t


def _here_line(v: View, p: Row) -> Text | None:
    t = Text()
    names = {_num(i.get("n")): str(i.get("name")) for i in _investigators(v)}
    here = [n for n in _seq(p.get("investigators")) if isinstance(n, int)]
    if here:
        t.append("Here: ", style="bold")
        for k, n in enumerate(here):
            t.append(", " if k else "")
            t.append(f"{n} {names.get(n, '?')}", style=INV_STYLE[(n - 1) % len(INV_STYLE)])
    on_tasks = {str(x.get("monster")) for x in _rows(p.get("tasks"))}
    extra = [str(m) for m in _seq(p.get("monsters")) if str(m) not in on_tasks]
    if extra:
        t.append(("  " if t.plain else "") + "Monsters: ", style="bold red")
        t.append(", ".join(extra))
    locks = [str(x) for x in _seq(p.get("locks"))]
    if locks:
        t.append(("  " if t.plain else "") + "Locked: ", style="bold")
        t.append(", ".join(f"{c} die" for c in locks))
    return t if t.plain else None


def card_panel(v: View, p: Row) -> Panel:
    a = _attempt(v)
    attempted = a is not None and a.get("place") == p.get("place")
    if face_down(p):
        lines: list[Text] = list(_back_lines(v, p))
        border = BAND_BORDER.get(str(p.get("difficulty")), "dark_orange")
    else:
        lines = [_card_flags(p)]
        lines += [_task_line(task) for task in _rows(p.get("tasks"))]
        lines += list(_effect_lines(p))
        border = "magenta" if p.get("other_world") else "grey50"
    here = _here_line(v, p)
    if here is not None:
        lines.append(here)
    return Panel(
        Group(*lines),
        title=_card_title(p, attempted),
        title_align="left",
        border_style="yellow" if attempted else border,
        padding=(0, 1),
    )


def _entrance_text(lp: Row) -> Text:
    side = str(lp.get("entrance", "?"))
    t = Text("Entrance: ", style="bold")
    t.append(f"{side} side up", style="bold yellow")
    t.append(
        f"\nTrophy options{_made_up(lp, side)} (the investigator on it, at the start of the Clock phase, for any investigator):"
    )
    for o in _options(lp, side):
        t.append("\n  " + option_words(o))
    t.append(f"\n{other_side(side)} side, after a flip{_made_up(lp, other_side(side))}:", style=DIM)
    for o in _options(lp, other_side(side)):
        t.append("\n  " + option_words(o), style=DIM)
    t.append("\n" + flip_words(lp), style="italic")
    return t


def _decks_text(lp: Row) -> Text:
    t = Text()
    for name in SIDES:
        t.append(_deck_line(lp, name) + "\n")
    t.append(pharaoh_words(lp))
    t.append(f"\nRelics left in the deck: {_num(lp.get('relics_left'))}")
    return t


def expedition_text(lp: Row) -> Text:
    spaces = _rows(lp.get("expedition"))
    t = Text("Expedition sheet", style="bold")
    t.append(f" ({plural(_num(lp.get('tokens_left')), 'token')} beside it)", style=DIM)
    for sp in spaces:
        token = bool(sp.get("token"))
        t.append(f"\n{sp.get('n')}. ")
        t.append("● " if token else "○ ", style="bold yellow" if token else DIM)
        t.append(str(sp.get("name", "?")), style="bold" if token else "")
        if stand_in(sp):
            t.append(" (stand-in)", style=DIM)
        t.append(f" [{space_use(sp)}]", style="bold red" if sp.get("used_today") else DIM)
        if sp.get("text"):
            t.append(": " + str(sp["text"]))
    return t


def pyramid_panel(v: View) -> Panel | None:
    """The Lightless Pyramid's sheets: the entrance side and its options, the stage decks' backs,
    the Dark Pharaoh pile, the Relics, the Expedition sheet."""
    lp = _pyramid(v)
    if not _in_pyramid(v):
        return None
    left = Group(_entrance_text(lp), _decks_text(lp))
    return Panel(
        _Side(left, expedition_text(lp), 130),
        title=Text("The Lightless Pyramid", style="bold yellow"),
        title_align="left",
        border_style="yellow3",
        padding=(0, 1),
    )


class _Grid:
    """Renderables in as many columns as the console's width allows (so nothing is clipped)."""

    __slots__ = ("items", "min_width", "fill")

    def __init__(self, items: Sequence[RenderableType], min_width: int, fill: bool = False) -> None:
        self.items, self.min_width, self.fill = list(items), min_width, fill

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        fit = max(1, options.max_width // self.min_width)
        cols = fit if self.fill else max(1, min(len(self.items) or 1, fit))  # fill: a short row keeps the columns
        grid = Table.grid(expand=True, padding=(0, 1))
        for _ in range(cols):
            grid.add_column(ratio=1)
        for k in range(0, len(self.items), cols):
            row = list(self.items[k : k + cols])
            grid.add_row(*row, *([""] * (cols - len(row))))
        yield grid


class _Side:
    """Two renderables side by side on a wide console, one above the other on a narrow one."""

    __slots__ = ("left", "right", "width")

    def __init__(self, left: RenderableType, right: RenderableType, width: int) -> None:
        self.left, self.right, self.width = left, right, width

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if options.max_width < self.width:
            yield self.left
            yield self.right
            return
        grid = Table.grid(expand=True, padding=(0, 2))
        grid.add_column(ratio=3)
        grid.add_column(ratio=2)
        grid.add_row(self.left, self.right)
        yield grid


ITEM_KINDS = {"common": "Common Item", "unique": "Unique Item", "spell": "Spell", "ally": "Ally", "relic": "Relic"}


def item_kind(item: Row) -> str:
    """``Relic``: an item's kind in the rulebook's words."""
    kind = str(item.get("kind") or "")
    return ITEM_KINDS.get(kind, kind)


def _item_line(item: Row) -> Text:
    t = Text("• ")
    t.append(str(item.get("name", "?")), style="bold")
    if item.get("kind"):
        t.append(f" [{item_kind(item)}]", style=DIM)
    _mark(t, item)
    if item.get("text"):
        t.append(": " + str(item["text"]))
    if item.get("secured"):
        t.append(" — secured: ")
        t.append_text(dice_text(item["secured"]))
    return t


def _inv_title(v: View, inv: Row) -> Text:
    n = _num(inv.get("n"))
    t = Text(f"{n} ", style=INV_STYLE[(n - 1) % len(INV_STYLE)])
    if not inv.get("alive", True) or not inv.get("name"):
        t.append("devoured", style="bold red strike")
        return t
    t.append(str(inv.get("name")), style=INV_STYLE[(n - 1) % len(INV_STYLE)])
    if n in _you(v):
        t.append(" (you)", style="bold")
    if n == _active_n(v):
        t.append(" ◀ active", style="bold yellow")
    return t


def _inv_body(v: View, inv: Row) -> Text:
    t = Text("Sanity ")
    t.append(f"{inv.get('sanity')}/{inv.get('max_sanity')}", style="bold blue")
    t.append("  Stamina ")
    t.append(f"{inv.get('stamina')}/{inv.get('max_stamina')}", style="bold red")
    t.append(f"  Clues {_num(inv.get('clues'))}")
    t.append(f"  at {place_label(v, inv.get('where'))}")
    if inv.get("marker"):
        t.append("  marker: ")
        t.append_text(dice_text(inv["marker"]))
    trophies = _rows(inv.get("trophies"))
    t.append(f"\nTrophies (value {_num(inv.get('trophy_value'))}): ", style="bold")
    t.append(
        ", ".join(f"{x.get('name')} ({x.get('value')})" for x in trophies) or "none", style="" if trophies else DIM
    )
    for item in _rows(inv.get("items")):
        t.append("\n")
        t.append_text(_item_line(item))
    if inv.get("ability"):
        t.append("\nAbility: ", style="bold")
        t.append(str(inv["ability"]), style="italic")
    return t


def investigator_panel(v: View, inv: Row) -> Panel:
    alive = bool(inv.get("alive", True)) and bool(inv.get("name"))
    body = _inv_body(v, inv) if alive else Text("devoured: out of the game", style=DIM)
    active = _num(inv.get("n")) == _active_n(v)
    return Panel(
        body,
        title=_inv_title(v, inv),
        title_align="left",
        border_style="yellow" if active else "grey50",
        padding=(0, 1),
    )


def _place_row(v: View, code: Any) -> Row:
    return next((p for p in _places(v) if p.get("place") == code), {})


def attempt_kind(v: View, a: Row) -> str:
    """``Attack`` (the final battle, ES-BATTLE-01), ``Unlock roll`` (a face-down Hidden Chamber,
    ES-CHAMB-03) or ``Attempt``."""
    if a.get("place") == "ancient-one":
        return "Attack"
    card = _place_row(v, a.get("place"))
    return "Unlock roll" if face_down(card) and card.get("unlock") else "Attempt"


def attempt_text(v: View) -> Text | None:
    a = _attempt(v)
    if a is None:
        return None
    battle = a.get("place") == "ancient-one"
    t = Text(f"{attempt_kind(v, a)}: ", style="bold yellow")
    t.append(f"{inv_name(v, a.get('investigator'))} {'against' if battle else 'at'} {place_label(v, a.get('place'))}")
    t.append(f" — {a.get('step')}, after {plural(_num(a.get('rolls')), 'roll')}", style=DIM)
    if a.get("pool"):
        t.append("\n  Rolled: ")
        t.append_text(dice_text(a["pool"]))
    elif a.get("to_roll"):
        t.append(f"\n  To roll: {a['to_roll']}")
    if a.get("held"):
        t.append("\n  Held (focus): ")
        t.append_text(dice_text(a["held"]))
    for helper in _rows(a.get("assisting")):
        t.append(f"\n  {inv_name(v, helper.get('n'))} assists with ")
        t.append_text(dice_text(helper.get("die")))
    t.append(f"\n  Yellow die: {a.get('yellow', '?')} · red die: {a.get('red', '?')}", style=DIM)
    return t


DECK_NAMES = {
    "adventures": "Adventures",
    "other_worlds": "Other Worlds",
    "mythos": "Mythos",
    "monster_cup": "monster cup",
    "common": "Common Items",
    "unique": "Unique Items",
    "spell": "Spells",
    "ally": "Allies",
}


def _deck_count(value: Any) -> str:
    if isinstance(value, Mapping):  # a zone shown as a count may come as {"count": n}
        value = value.get("count", value.get("size", "?"))
    return str(value)


def _decks_words(v: View) -> str:
    """The decks as counts; in the Pyramid without the Adventure deck, which the Cairo and
    Dashur decks replace (ES-LPSETUP-10)."""
    decks = {k: n for k, n in _map(v.get("decks")).items() if not (k == "adventures" and _in_pyramid(v))}
    words = " · ".join(f"{DECK_NAMES.get(k, k)} {_deck_count(n)}" for k, n in decks.items())
    if _num(v.get("mythos_discard")):
        words += f" · Mythos discarded {v['mythos_discard']}"
    return words


def status_text(v: View) -> Text:
    t = Text("Decks: ", style="bold")
    t.append(_decks_words(v))
    if pharaohs_matter(v) and not _in_pyramid(v):  # the Museum with the Dark Pharaoh adventures (ES-OOTP-01)
        t.append("\n" + pharaoh_words(_pyramid(v)))
    dice = _map(v.get("dice"))
    free = _map(dice.get("free"))
    t.append("\nDice free: ", style="bold")
    t.append(", ".join(f"{c} {n}" for c, n in free.items()) or "?")
    locks = _rows(dice.get("locks"))
    if locks:
        t.append("  Locked: ", style="bold")
        t.append(
            ", ".join(f"{x.get('die')} on {x.get('on')}" + (" (waiting)" if x.get("waiting") else "") for x in locks)
        )
    for name, d in _map(dice.get("secured")).items():
        t.append(f"  On {name}: ")
        t.append_text(dice_text(d))
    return t


def outcome_panel(v: View) -> Panel:
    oc = _map(v.get("outcome"))
    won = bool(oc.get("winners"))
    words = "The investigators win!" if won else "The investigators lose."
    return Panel(
        Text(f"{words} {oc.get('reason', '')}", style="bold green" if won else "bold red"),
        title="Game over",
        expand=False,
    )


def terminal(view: Mapping[str, Any]) -> Any:
    """The whole table for one seat: the Ancient One, clock and Mythos, the cards in play, the
    attempt in progress, the investigators, the decks and dice."""
    v = view
    parts: list[RenderableType] = [_header(v), _Side(ancient_one_text(v), mythos_text(v), 130)]
    attempt = attempt_text(v)
    if attempt is not None:
        parts.append(Panel(attempt, border_style="yellow", padding=(0, 1)))
    lp = pyramid_panel(v)
    if lp is not None:
        parts.append(lp)
    for title, row in _sections(v):
        if title:
            parts.append(Text(title, style="bold"))
        parts.append(_Grid([card_panel(v, p) for p in row], 52, fill=bool(title)))
    parts.append(_Grid([investigator_panel(v, i) for i in _investigators(v)], 78))
    parts.append(status_text(v))
    if v.get("outcome"):
        parts.append(outcome_panel(v))
    return Group(*parts)


# ---------------------------------------------------------------- moves in words
@cache
def _item_names() -> dict[str, str]:
    """The standard edition's item names by slug, for an item no one at the table holds now."""
    return {slug(e.name): e.name for e in glossary() if e.kind == "item"}


class _Mover:
    """The table as the acting seat's view shows it, for the words of its moves."""

    __slots__ = ("v", "attempt", "prompt")

    def __init__(self, v: View) -> None:
        self.v = v
        self.attempt = _attempt(v)
        self.prompt = str(v.get("prompt") or "")

    def me(self) -> Row | None:
        n = _active_n(self.v)
        return next((i for i in _investigators(self.v) if i.get("n") == n), None)

    def item(self, word: str) -> str:
        """An item's printed name for its slug (from every investigator's cards)."""
        for inv in _investigators(self.v):
            for it in _rows(inv.get("items")):
                if slug(str(it.get("name", ""))) == word:
                    return str(it["name"])
        for name in _map(_map(self.v.get("dice")).get("secured")):
            if slug(str(name)) == word:
                return str(name)
        return _item_names().get(word, word.replace("-", " "))

    def card(self) -> Row | None:
        a = self.attempt
        return next((p for p in _places(self.v) if a and p.get("place") == a.get("place")), None)

    def battle(self) -> bool:
        return bool(self.attempt and self.attempt.get("place") == "ancient-one")

    def unlocking(self) -> bool:
        """The attempt is the unlock roll of a face-down Hidden Chamber (ES-CHAMB-03)."""
        card = self.card()
        return card is not None and face_down(card) and bool(card.get("unlock"))

    def task(self, n: int) -> str:
        if self.battle():
            return str(_map(self.v.get("ancient_one")).get("combat", "?"))
        card = self.card()
        if card is not None and self.unlocking():
            return str(card.get("unlock"))
        tasks = _rows(card.get("tasks")) if card else []
        return str(tasks[n - 1].get("task")) if 0 < n <= len(tasks) else "?"

    def space(self, word: str) -> Row | None:
        """An Expedition space by its number or its name's slug."""
        for sp in _rows(_pyramid(self.v).get("expedition")):
            if str(sp.get("n")) == word or slug(str(sp.get("name", ""))) == word:
                return sp
        return None


def _go(m: _Mover, a: list[str]) -> str:
    card = _place_row(m.v, a[0])
    if face_down(card):  # ES-EGY-05: its back, then it is turned face up
        back = "; ".join(str(x) for x in _seq(card.get("back")))
        then = f": resolve its back ({back}), then turn it face up" if back else ": turn it face up"
        then += " and resolve its Entry effects"
        return f"Move to {place_label(m.v, a[0])}{then}."
    return f"Move to {place_label(m.v, a[0])}."


def _stay(m: _Mover, a: list[str]) -> str:
    me = m.me()
    where = place_label(m.v, me.get("where")) if me else "your place"
    return f"Stay where you are, at {where}."


def _first_aid(m: _Mover, a: list[str]) -> str:
    return f"Receive free First Aid at the entrance: regain 1 {a[0]}."


def _restore(m: _Mover, a: list[str]) -> str:
    what = "both sanity and stamina to their maximums" if a[0] == "both" else f"{a[0]} to its maximum"
    return f"Receive First Aid paid with trophies: restore {what}."


SOUVENIRS = {
    "clue": "a clue token",
    "common": "a Common Item",
    "unique": "a Unique Item",
    "spell": "a Spell",
    "ally": "an Ally",
    "relic": "a Relic",
    "elder-sign": "an Elder Sign",
}


def _buy(m: _Mover, a: list[str]) -> str:
    return f"Buy a Souvenir with trophies: {SOUVENIRS.get(a[0], a[0])}."


def _roll(m: _Mover, a: list[str]) -> str:
    pool = m.attempt.get("to_roll") if m.attempt else None
    target = "the Ancient One" if m.battle() else "the adventure"
    if m.unlocking():
        target = f"the Hidden Chamber's unlock task ({task_words(m.task(1))}), in one single roll"
    return f"Roll the dice pool ({pool}) against {target}." if pool else f"Roll the dice pool against {target}."


def _spend(m: _Mover, a: list[str]) -> str:
    return f"Spend {m.item(a[0])} to add its die to the roll."


def _take(m: _Mover, a: list[str]) -> str:
    return f"Take {dice_words(a[0])} off your spell to roll it with the pool."


def _give_up(m: _Mover, a: list[str]) -> str:
    if m.battle():
        return "End the attack on the Ancient One for this turn."
    if m.unlocking():
        return "Give up the unlock roll: the Hidden Chamber stays locked; move elsewhere or stay."
    if m.attempt and not _num(m.attempt.get("rolls")):
        return "Declare the adventure failed before rolling: suffer its penalties."
    return "Stop rolling: the adventure fails and its penalties apply."


def _reroll(m: _Mover, a: list[str]) -> str:
    return f"Spend a clue to reroll {dice_words(a[0])}." if a else "Spend a clue to reroll the marked dice."


def _mark_die(m: _Mover, a: list[str]) -> str:
    return f"Mark {dice_words(a[0])} for a clue's reroll."


def _unmark_die(m: _Mover, a: list[str]) -> str:
    return f"Take {dice_words(a[0])} off the dice marked for the reroll."


def _secure(m: _Mover, a: list[str]) -> str:
    return f"Cast {m.item(a[0])}: secure {dice_words(a[1])} on it."


def _complete(m: _Mover, a: list[str]) -> str:
    n = int(a[0])
    dice = a[1] if len(a) > 1 else "-"
    what = f"the combat task ({m.task(n)})" if m.battle() else f"task {n} ({m.task(n)})"
    if m.unlocking():
        what = f"the unlock task ({m.task(n)})"
    words = f"Complete {what} with " + ("no dice" if dice == "-" else _kept_words(m, dice))
    if len(a) > 2:
        words += f", {m.item(a[2])} paying its cost"
    return words + "."


def _kept_words(m: _Mover, dice: str) -> str:
    """``gp+gl@focus+g3@2`` -> green Peril, the focused green Lore and the green 3 on Bob's marker
    (ES-ADV-11: a die not of this roll is named by where it is kept)."""
    parts = []
    for part in dice.split("+"):
        name, _, where = part.partition("@")
        words = dice_words(name)
        if where == "focus":
            words = f"the focused {words}"
        elif where.isdigit():
            words = f"the {words} on {inv_name(m.v, int(where))}'s marker"
        elif where:
            words = f"the {words} on {m.item(where)}"
        parts.append(words)
    return _and(parts)


def _pass(m: _Mover, a: list[str]) -> str:
    if m.prompt.startswith("Mandy Thompson (once per day)"):  # her window, not her own roll
        return "Not now: keep Mandy Thompson's reroll for a later roll today."
    if "roll again" in m.prompt:
        return "Complete no more tasks this roll: roll the dice left again."
    if m.unlocking():
        return "Complete no task: the unlock roll fails and the Hidden Chamber stays locked."
    return "Complete no task: the roll fails."


def _change(m: _Mover, a: list[str]) -> str:
    return f"Use your ability: change {dice_words(a[0])} to a {a[1].capitalize()}."


def _raise(m: _Mover, a: list[str]) -> str:
    dice = parse_dice(a[0])
    if dice and dice[0][1].isdigit():
        colour, face = dice[0]
        return f"Use your ability: raise {colour} {face} to {int(face) + 1}."
    return f"Use your ability: raise {dice_words(a[0])} by one investigation."


def _focus(m: _Mover, a: list[str]) -> str:
    return f"Focus: keep {dice_words(a[0])} on your investigator marker for a later task."


def _assist(m: _Mover, a: list[str]) -> str:
    return f"{inv_name(m.v, int(a[0]))} assists: keep {dice_words(a[1])} on their marker for this attempt."


def _discard(m: _Mover, a: list[str]) -> str:
    return f"Discard {dice_words(a[0])} from the pool after the failed roll."


def _jenny(m: _Mover, a: list[str]) -> str:
    what = {"clue": "a clue", "common": "a Common Item", "spell": "a Spell"}.get(a[0], a[0])
    return f"Discard {what} to add the yellow and red dice to the pool."


def _use(m: _Mover, a: list[str]) -> str:
    who = f" for {inv_name(m.v, int(a[1]))}" if len(a) > 1 else ""
    space = m.space(a[0]) if len(a) == 1 else None
    if space is not None:  # ES-EXPD-04/05
        how = "discarding its token" if space.get("use") == "discard" else "once today"
        what = f": {str(space['text']).rstrip('.')}" if space.get("text") else ""
        return f"Use the Expedition's {space.get('name')} ({how}){what}."
    return f"Use {m.item(a[0])}{who}."


def _end(m: _Mover, a: list[str]) -> str:
    return "End the Clock phase: the clock advances."


def _choose(m: _Mover, a: list[str]) -> str:
    choices = _rows(_map(m.v.get("mythos")).get("choices"))
    picked = next((c for c in choices if str(c.get("n")) == a[0]), None)
    if picked is not None and "option as a group" in m.prompt:  # ES-LPMYTH-02
        expert = " (an Expert option)" if picked.get("expert") else ""
        return f"Choose the Mythos card's option {a[0]} as a group{expert}: {str(picked.get('text')).rstrip('.')}."
    side = re.search(rf"(?:—|;)\s*{re.escape(a[0])}: ([^;]*?)(?:;|\.$|$)", m.prompt)
    return f"Choose side {a[0]}: {side.group(1)}." if side else f"Choose side {a[0]} of the split area."


def _place(m: _Mover, a: list[str]) -> str:
    found = re.match(r"(.+?) appears", m.prompt)
    monster = found.group(1) if found else "the monster"
    where = place_label(m.v, a[0])
    row = int(a[1])
    if row == 0:
        return f"Place {monster} on {where}, below its last task."
    card = next((p for p in _places(m.v) if p.get("place") == a[0]), {})
    rows = _rows(card.get("rows"))
    if 0 < row <= len(rows):
        printed = rows[row - 1]
        kind = printed.get("monster_row") or "task"
        icons = printed.get("task")
        what = f" ({icons})" if icons and icons != "nothing" else ""
        return f"Place {monster} on {where}, on its {kind} in row {row}{what}."
    return f"Place {monster} on {where}, on row {row}."


def _heal(m: _Mover, a: list[str]) -> str:
    found = re.search(r"regains? (\d+ (?:sanity|stamina))", m.prompt)
    what = found.group(1) if found else "what the effect gives"
    return f"{inv_name(m.v, int(a[0]))} regains {what}."


def _lose(m: _Mover, a: list[str]) -> str:
    return f"Discard {m.item(a[0])}."


_INSTEAD = {"clue": "a clue", "common": "a Common Item", "unique": "a Unique Item", "spell": "a Spell"}


def _mandy(m: _Mover, a: list[str]) -> str:
    return f"Mandy Thompson (once per day): have {dice_words(a[0])} rerolled."


def _instead(m: _Mover, a: list[str]) -> str:
    return f'Take {_INSTEAD.get(a[0], a[0])} ("Ashcan" Pete\'s choice).'


KIT = {"common": "a Common Item", "unique": "a Unique Item", "spell": "a Spell"}


def _start(m: _Mover, a: list[str]) -> str:
    return "Start with " + _and([KIT.get(k, k) for k in a[0].split("+")]) + "."


def _no(m: _Mover, a: list[str]) -> str:
    if "or flip to" in m.prompt:
        return "Use no option of the entrance and do not flip it this turn."
    return "Do not use the ability now."


def _unlock(m: _Mover, a: list[str]) -> str:
    card = _place_row(m.v, a[0])
    task = f" that must complete {task_words(card['unlock'])}" if card.get("unlock") else ""
    dice = NUMBER_WORDS[unlock_green(m.v)]
    return (
        f"Try to unlock the Hidden Chamber at {a[0]} (one roll of {dice} green dice{task}); "
        "if it succeeds, move onto it and turn it face up."
    )


def _option(m: _Mover, a: list[str]) -> str:
    lp = _pyramid(m.v)
    side = str(lp.get("entrance") or "the entrance")
    offer = next((o for o in _options(lp, side) if str(o.get("n")) == a[0]), None)
    if offer is None:
        return f"Spend trophies on option {a[0]} of the {side} side for {inv_name(m.v, int(a[1]))}."
    price = plural(_num(offer.get("price")), "trophy", "trophies")
    return f"Spend {price} on {side}'s option {a[0]}: {offer.get('effect')}, for {inv_name(m.v, int(a[1]))}."


def _flip(m: _Mover, a: list[str]) -> str:
    side = other_side(_pyramid(m.v).get("entrance"))
    if _pyramid(m.v).get("flip_cost") == "normal_advance":
        return f"Advance the clock to flip the entrance to {side} (this is the turn's clock advance)."
    return f"Advance the clock to flip the entrance to {side} (the Clock phase's own advance still follows)."


def _token_move(m: _Mover, a: list[str]) -> str:
    space = m.space(a[0])
    name = f"{space.get('name')} (space {a[0]})" if space else f"space {a[0]}"
    if m.prompt.startswith("Discard"):
        return f"Discard the expedition token on {name} of the Expedition sheet, without its effect."
    return f"Place an expedition token on {name} of the Expedition sheet."


def _remove(m: _Mover, a: list[str]) -> str:
    monsters = [str(x) for x in _seq(_place_row(m.v, a[0]).get("monsters"))]
    n = int(a[1])
    monster = monsters[n - 1] if 0 < n <= len(monsters) else f"monster {n}"
    return f"Return {monster} on {place_label(m.v, a[0])} to the monster cup."


DESCRIBE: dict[str, Callable[[_Mover, list[str]], str]] = {
    "go": _go,
    "stay": _stay,
    "first-aid": _first_aid,
    "restore": _restore,
    "lost-and-found": lambda m, a: "Search the Lost & Found: roll one green die and apply its chart.",
    "buy": _buy,
    "roll": _roll,
    "spend": _spend,
    "take": _take,
    "give-up": _give_up,
    "reroll": _reroll,
    "mark": _mark_die,
    "unmark": _unmark_die,
    "secure": _secure,
    "complete": _complete,
    "pass": _pass,
    "change": _change,
    "raise": _raise,
    "focus": _focus,
    "assist": _assist,
    "discard": _discard,
    "jenny": _jenny,
    "use": _use,
    "end": _end,
    "choose": _choose,
    "place": _place,
    "heal": _heal,
    "lose": _lose,
    "instead": _instead,
    "mandy": _mandy,
    "start": _start,
    "no": _no,
    "unlock": _unlock,
    "option": _option,
    "flip": _flip,
    "token": _token_move,
    "remove": _remove,
}


def describe_action(view: Mapping[str, Any], text: str) -> str:
    """One sentence for players for a move's notation ("" for an unknown verb)."""
    words = str(text).split()
    describe = DESCRIBE.get(words[0]) if words else None
    if describe is None:
        return ""
    try:
        return describe(_Mover(view), words[1:])
    except (IndexError, KeyError, TypeError, ValueError, AttributeError):
        return ""  # a known verb with odd arguments: no words rather than wrong ones


# ---------------------------------------------------------------- the SVG picture
W = 1200
PAD = 16
GAP = 12
COLS = 4
CARD_W = (W - 2 * PAD - (COLS - 1) * GAP) / COLS
INV_COLS = 2
INV_W = (W - 2 * PAD - (INV_COLS - 1) * GAP) / INV_COLS
BG, PANEL, EDGE, INK, DIMINK, GOLD = "#14161b", "#20242d", "#3a404c", "#e8e6df", "#9aa0aa", "#d9a441"
DIE_FILL = {"green": "#2f9e44", "yellow": "#f2c82f", "red": "#c92a2a"}
DIE_INK = {"green": "#ffffff", "yellow": "#1b1b1b", "red": "#ffffff"}
ICON_FILL = {"Lore": "#6c4fb3", "Peril": "#b5651d", "Terror": "#2b8a3e"}
INV_FILL = ("#3b82f6", "#e84393", "#f59f00", "#20c997", "#e8590c", "#9775fa", "#74c0fc", "#adb5bd")
TRACK_X = 100  # where the doom and Elder Sign spaces start, right of their labels
FACE_KEY = {"Lore": "lore", "Peril": "peril", "Terror": "terror", "Wild": "wild"}


@cache
def _tips() -> Tips:
    return Tips(glossary())


def _tip(key: str, name: str = "", fallback: str = "adventure") -> str:
    """A tip for ``key``, or for ``fallback`` when a custom edition names something the standard
    glossary lacks (every ``data-ref`` stays a glossary key)."""
    tips = _tips()
    return tips(key if key in tips.entries else fallback, name)


def lines_of(content: Any, size: float, width: float, bold: bool = False) -> list[str]:
    """A text broken into lines that fit ``width`` (the same glyph estimate as engine.svg)."""
    chars = max(6, int(width / ((0.6 if bold else 0.55) * size)))
    return textwrap.wrap(str(content), chars, break_long_words=True) or [""]


class _Pen:
    """Writes wrapped text downwards from ``y``, keeping track of the height used."""

    __slots__ = ("out", "x", "y", "width")

    def __init__(self, x: float, y: float, width: float) -> None:
        self.out: list[str] = []
        self.x, self.y, self.width = x, y, width

    def write(self, content: Any, size: int = 12, fill: str = INK, bold: bool = False, indent: float = 0) -> None:
        for line in lines_of(content, size, self.width - indent, bold):
            self.y += size * 1.25
            self.out.append(text(self.x + indent, self.y, line, size, fill, BOLD if bold else ""))

    def gap(self, h: float) -> None:
        self.y += h


def die_svg(x: float, y: float, colour: str, face: str, size: float = 40, el: str = "", marked: bool = False) -> str:
    """A die drawn with its face: the number large, a symbol's name small (a tip names it); one
    marked for a clue's reroll edged in gold (ES-CLUE-01)."""
    fill, ink = DIE_FILL.get(colour, "#777"), DIE_INK.get(colour, "#fff")
    key = f"face:{FACE_KEY.get(face, face)}"
    edge = f'stroke="{GOLD}" stroke-width="4"' if marked else 'stroke="#0b0c0f" stroke-width="1.5"'
    what = f"{colour} die: {FACE_WORD.get(face, face)}" + (", marked for the reroll" if marked else "")
    out = [
        f'<g class="die" data-colour="{esc(colour)}" data-face="{esc(face)}"'
        + (' data-marked="yes"' if marked else "")
        + (element(el) if el else "")
        + _tip(key, what, "die:green"),
        f'<rect x="{x:g}" y="{y:g}" width="{size:g}" height="{size:g}" rx="{size / 6:.1f}" fill="{fill}" {edge}/>',
    ]
    if face.isdigit():
        out.append(text(x + size / 2, y + size * 0.68, face, int(size * 0.55), ink, MIDDLE_BOLD))
    elif size >= 34:
        out.append(text(x + size / 2, y + size * 0.6, face, int(size * 0.27), ink, MIDDLE_BOLD))
    else:  # a small die: the symbol's letter
        out.append(text(x + size / 2, y + size * 0.7, face[0], int(size * 0.6), ink, MIDDLE_BOLD))
    out.append("</g>")
    return "".join(out)


def dice_svg(
    x: float, y: float, dice: Any, size: float = 40, gap: float = 6, el: str = "", marked: frozenset[int] = frozenset()
) -> tuple[str, float]:
    """A row of dice; returns the picture and the x after it. With ``el`` each die is an element
    ``el:k`` (k from 0, in the pool's order)."""
    out = []
    for k, (colour, face) in enumerate(parse_dice(dice)):
        out.append(die_svg(x, y, colour, face, size, f"{el}:{k}" if el else "", k in marked))
        x += size + gap
    return "".join(out), x


def _chip(x: float, y: float, icon: str, faded: bool) -> tuple[str, float]:
    """One task icon: a number as a pale square, a symbol as a coloured label."""
    first = icon.split("/")[0]
    opacity = ' opacity="0.4"' if faded else ""
    if icon.isdigit():
        w = 22.0
        shape = f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="20" rx="3" fill="#e8e6df"/>'
        label = text(x + w / 2, y + 15, icon, 13, "#1b1b1b", MIDDLE_BOLD)
        key = "task"
    else:
        w = 8 + 7.2 * len(icon)
        fill = ICON_FILL.get(first, "#555")
        shape = f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="20" rx="10" fill="{fill}"/>'
        label = text(x + w / 2, y + 14.5, icon, 11, "#fff", MIDDLE_BOLD)
        key = "split-icon" if "/" in icon else f"face:{FACE_KEY.get(first, 'lore')}"
    return f'<g class="icon"{opacity}{_tip(key, icon)}{shape}{label}</g>', x + w + 4


def _task_svg(pen: _Pen, task: Row, attempted: bool = False) -> None:
    icons, cost = task_parts(task.get("task"))
    done = bool(task.get("done"))
    y = pen.y + 4
    x = pen.x
    mark = element(f"task:{task.get('n')}", f"task {task.get('n')}") if attempted else ""
    out = [f'<g class="task" data-n="{esc(task.get("n", "?"))}" data-done="{"yes" if done else "no"}"{mark}>']
    out.append(f'<circle cx="{x + 10:g}" cy="{y + 10:g}" r="10" fill="{"#2b8a3e" if done else "#343a46"}"/>')
    out.append(text(x + 10, y + 14.5, "✓" if done else task.get("n", "?"), 12, "#fff", MIDDLE_BOLD))
    x += 26
    for icon in icons or ["no icon"]:
        chip, x = _chip(x, y, icon, done)
        out.append(chip)
        if x > pen.x + pen.width - 40:  # many icons: carry on below
            x, y = pen.x + 26, y + 24
    out.append("</g>")
    pen.out.append("".join(out))
    pen.y = y + 22
    notes = [cost] if cost else []
    if task.get("monster"):
        notes.append(f"☠ {task['monster']}")
    if notes:
        pen.write(" · ".join(notes), 11, "#ff8787" if task.get("monster") else DIMINK, indent=26)
    pen.gap(2)


EFFECT_LABELS = (
    ("Entry", "entry", "#66d9e8"),
    ("Terror", "terror", "#51cf66"),
    ("At Midnight", "midnight", "#74c0fc"),
    ("Rewards", "rewards", "#8ce99a"),
    ("Penalties", "penalties", "#ff8787"),
)


def seat_colours(v: View) -> list[str]:
    """Each seat's colour: its first investigator's token colour (the page paints the seat's badge
    with it, so that the board and the list of seats agree)."""
    found: dict[int, int] = {}
    for row in v.get("investigators") or ():
        if isinstance(row, Mapping) and isinstance(row.get("seat"), int) and isinstance(row.get("n"), int):
            found.setdefault(row["seat"], row["n"])
    seats = max(found, default=-1) + 1
    return [INV_FILL[(found.get(s, s + 1) - 1) % len(INV_FILL)] for s in range(seats)]


def seat_letters(v: View) -> list[str]:
    """Each seat's mark beside its colour: its first investigator's number, as the token on the board
    shows it (the page letters the seat's badge with it)."""
    found: dict[int, int] = {}
    for row in v.get("investigators") or ():
        if isinstance(row, Mapping) and isinstance(row.get("seat"), int) and isinstance(row.get("n"), int):
            found.setdefault(row["seat"], row["n"])
    return [str(found.get(s, s + 1)) for s in range(max(found, default=-1) + 1)]


def _token(x: float, y: float, v: View, n: int, r: float = 11) -> str:
    name = inv_name(v, n)
    fill = INV_FILL[(n - 1) % len(INV_FILL)]
    return (
        f'<g class="token" data-investigator="{n}"{_tip("investigator", name, "investigator")}'
        f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{fill}" stroke="#fff" stroke-width="1.5"/>'
        + text(x, y + r * 0.42, n, int(r * 1.15), "#fff", MIDDLE_BOLD)
        + "</g>"
    )


def _card_body(v: View, p: Row, x: float, y: float) -> tuple[list[str], float]:
    """The inside of a card box; returns its elements and the height used."""
    pen = _Pen(x + 10, y + 4, CARD_W - 20)
    name = str(p.get("name", "?"))
    pen.out.append(
        f'<rect x="{x + 10:g}" y="{y + 9:g}" width="26" height="18" rx="4" fill="#343a46"/>'
        + text(x + 23, y + 22, p.get("place", "?"), 11, GOLD, MIDDLE_BOLD)
    )
    head = _Pen(x + 42, y + 4, CARD_W - 52)
    head.write(name, 14, INK, bold=True)
    pen.out += head.out
    pen.y = head.y
    flags = [_kind_words(p)]
    if p.get("ordered"):
        flags.append("tasks in order ↓")
    flags.append(_trophy_words(p))
    if stand_in(p):
        flags.append("(stand-in)")
    pen.write(" · ".join(flags), 11, DIMINK)
    pen.gap(2)
    a = _attempt(v)
    attempted = a is not None and a.get("place") == p.get("place")
    for task in _rows(p.get("tasks")):
        _task_svg(pen, task, attempted)
    for label, key, colour in EFFECT_LABELS:
        words = [str(w) for w in _seq(p.get(key))]
        if words:
            pen.write(f"{label}: " + "; ".join(words), 11, colour)
    _card_extras(v, p, pen)
    return pen.out, pen.y - y + 8


def _card_extras(v: View, p: Row, pen: _Pen) -> None:
    on_tasks = {str(t.get("monster")) for t in _rows(p.get("tasks"))}
    extra = [str(m) for m in _seq(p.get("monsters")) if str(m) not in on_tasks]
    if extra:
        pen.write("Monsters: " + ", ".join(extra), 11, "#ff8787")
    locks = [str(c) for c in _seq(p.get("locks"))]
    if locks:
        pen.write("Locked here: " + ", ".join(f"{c} die" for c in locks), 11, GOLD)
    here = [n for n in _seq(p.get("investigators")) if isinstance(n, int)]
    if here:
        pen.gap(4)
        tx = pen.x + 11
        for n in here:
            pen.out.append(_token(tx, pen.y + 11, v, n))
            tx += 26
        pen.gap(22)


BAND_FILL = {"green": "#2f9e44", "yellow": "#f2c82f", "red": "#c92a2a"}
BAND_INK = {"green": "#ffffff", "yellow": "#1b1b1b", "red": "#ffffff"}
SPECIAL_FILL = {"dark_pharaoh": "#8a6d1f", "hidden_chamber": "#3b5bdb"}
BACK_FILL = "#2b2519"  # the sandstone of an Egyptian back
KIND_KEY = {"egyptian": "egyptian", "dark_pharaoh": "dark-pharaoh", "hidden_chamber": "hidden-chamber"}


def _band(difficulty: Any, special: Any = None) -> tuple[str, str]:
    """The fill and ink of a back's band: its difficulty colour (ES-EGY-04), or a special card's."""
    if difficulty in BAND_FILL:
        return BAND_FILL[str(difficulty)], BAND_INK[str(difficulty)]
    return SPECIAL_FILL.get(str(special), "#5c5340"), "#ffffff"


def _colour_in(label: Any) -> str | None:
    found = re.search(r"\b(green|yellow|red)\b", str(label or ""))
    return found.group(1) if found else None


def _icons_line(pen: _Pen, label: str, task: Any, fill: str = INK) -> None:
    """A label, then a task's icons as chips (carried on below when they do not fit)."""
    y = pen.y + 3
    pen.out.append(text(pen.x, y + 14, label, 11, fill, BOLD))
    x = pen.x + len(label) * 6.6 + 8
    for icon in task_parts(task)[0] or ["no icon"]:
        if x + 8 + 7.2 * len(icon) > pen.x + pen.width:
            x, y = pen.x + 12, y + 24
        chip, x = _chip(x, y, icon, False)
        pen.out.append(chip)
    pen.y = y + 24


def _back_body(v: View, p: Row, x: float, y: float) -> tuple[list[str], float]:
    """A face-down card drawn as its back: the coloured band with the skull, the back's words and
    effects, a Hidden Chamber's unlock task; its monsters, locks and investigators (ES-EGY-03/04)."""
    fill, ink = _band(p.get("difficulty"), p.get("special"))
    pen = _Pen(x + 10, y + 4, CARD_W - 20)
    pen.out.append(
        f'<g class="band" data-difficulty="{esc(p.get("difficulty") or "")}">'
        f'<rect x="{x:g}" y="{y:g}" width="{CARD_W:g}" height="30" rx="8" fill="{fill}"/>'
        f'<rect x="{x:g}" y="{y + 15:g}" width="{CARD_W:g}" height="15" fill="{fill}"/>'
        f'<rect x="{x + 10:g}" y="{y + 6:g}" width="26" height="18" rx="4" fill="#14161b"/>'
        + text(x + 23, y + 19, p.get("place", "?"), 11, GOLD, MIDDLE_BOLD)
        + text(x + 44, y + 20, "☠ " + KIND_WORDS.get(str(p.get("special")), "Egyptian Adventure"), 12, ink, BOLD)
        + "</g>"
    )
    pen.y = y + 30
    pen.write(back_title(p), 14, INK, bold=True)
    if p.get("difficulty"):
        pen.write("Difficulty band: " + band_words(p["difficulty"]), 11, DIMINK)
    pen.gap(2)
    if p.get("unlock"):
        _icons_line(pen, "Unlock task", p["unlock"], "#91a7ff")
        pen.write(f"One roll of {NUMBER_WORDS[unlock_green(v)]} green dice, before moving onto it.", 11, DIMINK)
    for label, key, colour in (
        ("Back", "back", "#ffd43b"),
        ("At Midnight while face down", "back_midnight", "#74c0fc"),
    ):
        words = [str(w) for w in _seq(p.get(key))]
        if words:
            pen.write(f"{label}: " + "; ".join(words), 11, colour)
    _card_extras(v, p, pen)
    return pen.out, pen.y - y + 8


def _card_svg(v: View, p: Row, x: float, y: float, h: float, body: list[str]) -> str:
    a = _attempt(v)
    attempted = a is not None and a.get("place") == p.get("place")
    edge = GOLD if attempted else ("#9775fa" if p.get("other_world") else EDGE)
    kind = "other-world" if p.get("other_world") else KIND_KEY.get(str(p.get("kind")), "adventure")
    name = card_title(p)
    fill = "#2a2620" if attempted else PANEL
    key = card_key("card", name)
    if face_down(p):  # its back only: no name (ES-EGY-03)
        key = kind = KIND_KEY.get(str(p.get("special")), "face-down")
        fill = "#2a2620" if attempted else BACK_FILL
        edge = GOLD if attempted else _band(p.get("difficulty"), p.get("special"))[0]
    return (
        f'<g class="card" data-place="{esc(p.get("place", ""))}" data-name="{esc(name)}"'
        f' data-face="{"down" if face_down(p) else "up"}"{element("card:" + str(p.get("place", "")), name)}>'
        f'<g{_tip(key, name, kind)}<rect x="{x:g}" y="{y:g}" width="{CARD_W:g}" '
        f'height="{h:g}" rx="8" fill="{fill}" stroke="{edge}" '
        f'stroke-width="{2.5 if attempted else 1}"/></g>' + "".join(body) + "</g>"
    )


def _cards(v: View, y: float) -> tuple[str, float]:
    """The cards in play as a grid, each row as tall as its tallest card; in the Pyramid the
    rows of the table (ES-LPSETUP-11), and the Dark Pharaoh adventures as their own row."""
    out = []
    for title, places in _sections(v):
        if title:
            out.append(f'<g class="row-title">{text(PAD + 2, y + 13, title, 13, DIMINK, BOLD)}</g>')
            y += 20
        for k in range(0, len(places), COLS):
            row = places[k : k + COLS]
            drawn = [
                (_back_body if face_down(p) else _card_body)(v, p, PAD + c * (CARD_W + GAP), y)
                for c, p in enumerate(row)
            ]
            h = max(hh for _, hh in drawn)
            for c, (p, (body, _)) in enumerate(zip(row, drawn, strict=True)):
                out.append(_card_svg(v, p, PAD + c * (CARD_W + GAP), y, h, body))
            y += h + GAP
    return "".join(out), y


# ---------------------------------------------------------------- the Lightless Pyramid's sheets
def _option_svg(pen: _Pen, o: Row, side: str, faded: bool) -> None:
    """One trophy option: its number, its price as a gold pill, its effect (ES-CAIRO-05/07)."""
    top = pen.y
    pill, ink, words = ("#4a4030", "#c9bfa5", DIMINK) if faded else (GOLD, "#1b1b1b", INK)
    price = plural(_num(o.get("price")), "trophy", "trophies")
    mark = "" if faded else element(f"option:{o.get('n')}", f"{side} option {o.get('n')}")
    pen.out.append(f'<g class="option" data-side="{esc(side)}" data-n="{esc(o.get("n", ""))}"{mark}>')
    pen.out.append(text(pen.x, top + 16, f"{o.get('n')}.", 12, words, BOLD))
    pen.out.append(f'<rect x="{pen.x + 20:g}" y="{top + 4:g}" width="80" height="17" rx="8.5" fill="{pill}"/>')
    pen.out.append(text(pen.x + 60, top + 16.5, price, 11, ink, MIDDLE_BOLD))
    sub = _Pen(pen.x + 108, top, pen.width - 108)
    sub.write(o.get("effect", ""), 12, words)
    pen.out += sub.out
    pen.out.append("</g>")
    pen.y = max(sub.y, top + 22) + 3


def _entrance_svg(lp: Row, x: float, y: float, w: float) -> tuple[str, float]:
    side = str(lp.get("entrance", "?"))
    pen = _Pen(x + 12, y + 2, w - 24)
    pen.write(f"Entrance: the {side} side is up", 16, GOLD, bold=True)
    pen.write(
        f"Its trophy options{_made_up(lp, side)}: the investigator on the entrance, at the start of their Clock "
        "phase, may buy one for any investigator.",
        11,
        DIMINK,
    )
    pen.gap(2)
    for o in _options(lp, side):
        _option_svg(pen, o, side, False)
    pen.gap(6)
    other = other_side(side)
    pen.write(f"The {other} side, after a flip{_made_up(lp, other)}:", 12, DIMINK, bold=True)
    for o in _options(lp, other):
        _option_svg(pen, o, other, True)
    pen.gap(4)
    pen.out.append(f'<g class="flip"{element("entrance:flip", "flip the entrance")}>')
    pen.write(flip_words(lp), 11, "#74c0fc")
    pen.out.append("</g>")
    h = pen.y - y + 10
    return (
        f'<g class="entrance" data-side="{esc(side)}"><g{_tip("cairo-dashur", side, "entrance")}'
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{{H}}" rx="8" fill="{PANEL}" stroke="{GOLD}"/></g>'
        + "".join(pen.out)
        + "</g>",
        h,
    )


def _pile_svg(x: float, y: float, w: float, title: str, count: int, top: Any, key: str) -> tuple[str, float]:
    """A deck drawn as the back of its top card: the band, the count, the back's words."""
    colour = _colour_in(top)
    special = "hidden_chamber" if "Hidden Chamber" in str(top) else "dark_pharaoh" if key == "dark-pharaoh" else None
    fill, ink = _band(colour, special) if count else ("#343a46", INK)
    pen = _Pen(x + 8, y + 30, w - 16)
    pen.write(plural(count, "card"), 16, INK, bold=True)
    if count and top:
        pen.write("Top card's back: " + back_words(top), 11, DIMINK)
    elif not count:
        pen.write("empty", 11, DIMINK)
    h = pen.y - y + 10
    return (
        f'<g class="pile" data-deck="{esc(title)}" data-count="{count}"><g{_tip(key, title, "stage-decks")}'
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" fill="{BACK_FILL}" stroke="{fill}"/></g>'
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="24" rx="6" fill="{fill}"/>'
        + text(x + 8, y + 17, ("☠ " if colour else "") + title, 12, ink, BOLD)
        + "".join(pen.out)
        + "</g>",
        h,
    )


def _decks_svg(lp: Row, x: float, y: float, w: float) -> tuple[str, float]:
    pen = _Pen(x + 12, y + 2, w - 24)
    pen.write("Decks beside the rows", 14, INK, bold=True)
    pen.gap(6)
    decks = _map(lp.get("decks"))
    ph = _map(lp.get("dark_pharaoh"))
    pw = (pen.width - 2 * 10) / 3
    piles = [
        _pile_svg(pen.x + k * (pw + 10), pen.y, pw, title, _num(d.get("count")), d.get("top_back"), key)
        for k, (title, d, key) in enumerate(
            (
                ("Cairo deck · Stage I", _map(decks.get("cairo")), "stage-decks"),
                ("Dashur deck · Stage II", _map(decks.get("dashur")), "stage-decks"),
                (
                    "Dark Pharaoh pile",
                    {"count": ph.get("pile"), "top_back": "a face-down Dark Pharaoh adventure"},
                    "dark-pharaoh",
                ),
            )
        )
    ]
    pen.out += [drawn for drawn, _ in piles]
    pen.gap(max(hh for _, hh in piles) + 4)
    discard = [str(n) for n in _seq(ph.get("discard"))]
    pen.write("Dark Pharaoh discard: " + (", ".join(discard) if discard else "none"), 12, INK)
    pen.write(f"Relic deck: {plural(_num(lp.get('relics_left')), 'Relic')} left", 12, INK)
    h = pen.y - y + 10
    return (
        f'<g class="decks"><rect x="{x:g}" y="{y:g}" width="{w:g}" height="{{H}}" rx="8" fill="{PANEL}" '
        f'stroke="{EDGE}"/>' + "".join(pen.out) + "</g>",
        h,
    )


EXP_COLS = 2
DASHED = ' stroke-dasharray="3 3"'


def _space_body(sp: Row, x: float, y: float, w: float) -> tuple[list[str], float]:
    token = bool(sp.get("token"))
    out = [
        f'<circle cx="{x + 18:g}" cy="{y + 18:g}" r="10" fill="{GOLD if token else "none"}" '
        f'stroke="{GOLD if token else "#5c6170"}" stroke-width="2"{"" if token else DASHED}/>',
    ]
    head = _Pen(x + 34, y + 2, w - 42)
    head.write(f"{sp.get('n')}. {sp.get('name', '?')}" + (" (stand-in)" if stand_in(sp) else ""), 13, INK, bold=True)
    pen = _Pen(x + 10, max(head.y, y + 28), w - 20)
    pen.out = head.out + out
    used = bool(sp.get("used_today"))
    pen.write(("token on it · " if token else "no token · ") + space_use(sp), 11, "#ff8787" if used else DIMINK)
    if sp.get("text"):
        pen.write(sp["text"], 11, INK)
    return pen.out, pen.y - y + 8


def _expedition_svg(lp: Row, x: float, y: float, w: float) -> tuple[str, float]:
    """The Expedition sheet's spaces, two a row: each with its token, name, use and text (ES-EXPD)."""
    spaces = _rows(lp.get("expedition"))
    pen = _Pen(x + 12, y + 2, w - 24)
    pen.write(f"Expedition sheet — {plural(_num(lp.get('tokens_left')), 'token')} beside it", 14, INK, bold=True)
    pen.write("While a token is on a space, every investigator may use it in their Clock phase.", 11, DIMINK)
    pen.gap(4)
    sw = (pen.width - (EXP_COLS - 1) * 10) / EXP_COLS
    for k in range(0, len(spaces), EXP_COLS):
        row = spaces[k : k + EXP_COLS]
        drawn = [_space_body(sp, pen.x + c * (sw + 10), pen.y, sw) for c, sp in enumerate(row)]
        h = max(hh for _, hh in drawn)
        for c, (sp, (body, _)) in enumerate(zip(row, drawn, strict=True)):
            pen.out.append(_space_svg(sp, pen.x + c * (sw + 10), pen.y, sw, h, body))
        pen.gap(h + 8)
    h = pen.y - y + 2
    rect = f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{{H}}" rx="8" fill="{PANEL}" stroke="{EDGE}"/>'
    return f'<g class="expedition"><g{_tip("expedition")}{rect}</g>' + "".join(pen.out) + "</g>", h


def _space_svg(sp: Row, x: float, y: float, w: float, h: float, body: list[str]) -> str:
    token = bool(sp.get("token"))
    name = str(sp.get("name", ""))
    return (
        f'<g class="space" data-n="{esc(sp.get("n", ""))}" data-token="{"yes" if token else "no"}"{element("space:" + str(sp.get("n")), name)} '
        f'data-used="{"yes" if sp.get("used_today") else "no"}"><g{_tip(card_key("expedition", name), name, "expedition")}'
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" '
        f'fill="{"#2d2a1f" if token else "#1a1d23"}" stroke="{GOLD if token else EDGE}"/></g>' + "".join(body) + "</g>"
    )


def _pyramid_svg(v: View, y: float) -> tuple[str, float]:
    """The Lightless Pyramid's sheets under the Ancient One: the entrance on the left, the decks
    and the Expedition sheet on the right (the taller column sets the height of both)."""
    if not _in_pyramid(v):
        return "", y
    lp = _pyramid(v)
    left = round((W - 2 * PAD - GAP) * 0.42)  # the entrance's list is narrow, the sheets wide
    right, rw = PAD + left + GAP, W - 2 * PAD - GAP - left
    entrance, h0 = _entrance_svg(lp, PAD, y, left)
    decks, h1 = _decks_svg(lp, right, y, rw)
    expedition, h2 = _expedition_svg(lp, right, y + h1 + GAP, rw)
    h = max(h0, h1 + GAP + h2)
    drawn = (
        entrance.replace("{H}", f"{h:g}")
        + decks.replace("{H}", f"{h1:g}")
        + expedition.replace("{H}", f"{h - h1 - GAP:g}")
    )
    return drawn, y + h + GAP


def _doom_track(ao: Row, x: float, y: float, width: float) -> str:
    doom, size = _num(ao.get("doom")), max(1, _num(ao.get("doom_track")))
    icons = _map(ao.get("doom_icons"))
    step = min(28.0, (width - TRACK_X - 50) / size)
    r = min(11.0, step / 2 - 1)
    out = [f'<g class="doom-track" data-doom="{doom}"{_tip("doom")}', text(x, y + 5, gettext("Doom"), 12, DIMINK, BOLD)]
    for k in range(size):
        cx = x + TRACK_X + k * step
        filled = k < doom
        out.append(
            f'<circle cx="{cx:g}" cy="{y:g}" r="{r:g}" fill="{"#c92a2a" if filled else "#2b2f38"}" '
            f'stroke="{"#ff8787" if str(k + 1) in icons else "#4a5060"}" stroke-width="{2 if str(k + 1) in icons else 1}"/>'
        )
        if str(k + 1) in icons:
            out.append(text(cx, y + 4, "!", 11, "#fff", MIDDLE_BOLD))
    out.append(text(x + TRACK_X + size * step, y + 5, f"{doom}/{size}", 13, INK, BOLD))
    out.append("</g>")
    return "".join(out)


def _sign_track(ao: Row, x: float, y: float, width: float) -> str:
    signs, size = _num(ao.get("elder_signs")), max(1, _num(ao.get("elder_signs_needed")))
    step = min(28.0, (width - TRACK_X - 50) / size)
    out = [
        f'<g class="elder-sign-track" data-signs="{signs}"{_tip("elder-sign")}',
        text(x, y + 5, gettext("Elder Signs"), 12, DIMINK, BOLD),
    ]
    for k in range(size):
        cx = x + TRACK_X + k * step
        pts = " ".join(f"{cx + dx:.1f},{y + dy:.1f}" for dx, dy in _star(min(11.0, step / 2)))
        fill = "#4dabf7" if k < signs else "#2b2f38"
        out.append(f'<polygon points="{pts}" fill="{fill}" stroke="#4a5060"/>')
    out.append(text(x + TRACK_X + size * step, y + 5, f"{signs}/{size}", 13, INK, BOLD))
    out.append("</g>")
    return "".join(out)


@cache
def _star(r: float) -> tuple[tuple[float, float], ...]:
    """The corners of a five-pointed star of radius ``r`` around (0, 0): the Elder Sign token."""
    out = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        ang = -math.pi / 2 + i * math.pi / 5
        out.append((rad * math.cos(ang), rad * math.sin(ang)))
    return tuple(out)


def _ancient_one(v: View, x: float, y: float, w: float) -> tuple[str, float]:
    ao = _map(v.get("ancient_one"))
    name = str(ao.get("name", "Ancient One"))
    pen = _Pen(x + 12, y + 2, w - 24)
    title = (
        name
        + (" (stand-in)" if stand_in(ao) else "")
        + ("  — AWAKENED: the final battle" if ao.get("awakened") else "")
    )
    pen.write(title, 18, "#ff6b6b", bold=True)
    pen.gap(16)
    pen.out.append(_doom_track(ao, pen.x, pen.y, pen.width))
    pen.gap(26)
    pen.out.append(_sign_track(ao, pen.x, pen.y, pen.width))
    pen.gap(20)
    icons = _map(ao.get("doom_icons"))
    if icons:
        pen.write("! on the doom track: " + "; ".join(f"space {k}: {w_}" for k, w_ in icons.items()), 11, DIMINK)
    pen.gap(4)
    cx = pen.x
    battle = (_attempt(v) or {}).get("place") == "ancient-one"  # its combat task is the one to complete
    pen.out.append(f'<g class="combat-task"{element("task:1", "the combat task") if battle else ""}>')
    pen.out.append(text(cx, pen.y + 15, gettext("Combat task"), 12, DIMINK, BOLD))
    cx += TRACK_X - 11
    icons_, cost = task_parts(ao.get("combat"))
    for icon in icons_:
        chip, cx = _chip(cx, pen.y + 1, icon, False)
        pen.out.append(chip)
    pen.out.append("</g>")
    pen.gap(24)
    if cost:
        pen.write(cost, 11, DIMINK)
    for label, key in (("Attack", "attack"), ("Awakening", "awakening")):
        words = [str(s) for s in _seq(ao.get(key))]
        if words:
            pen.write(f"{label}: " + "; ".join(words), 12, INK)
    if ao.get("text"):
        pen.write(ao["text"], 12, DIMINK)
    body = "".join(pen.out)
    h = pen.y - y + 10
    return (
        f'<g class="ancient-one" data-name="{esc(name)}"><g{_tip(card_key("ancient-one", name), name, "awakening")}'
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{{H}}" rx="8" fill="{PANEL}" stroke="#8e2b2b"/></g>'
        + body
        + "</g>",
        h,
    )


def _clock(v: View, x: float, y: float, w: float) -> tuple[str, float]:
    clock = _map(v.get("clock"))
    hour = _num(clock.get("hour")) % 12
    cx, cy, r = x + w / 2, y + 72, 52
    out = [
        f'<g class="clock" data-hour="{hour}"{_tip("clock")}',
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{{H}}" rx="8" fill="{PANEL}" stroke="{EDGE}"/>',
        f'<circle cx="{cx:g}" cy="{cy:g}" r="{r}" fill="#e9e2cc" stroke="#8a7d5a" stroke-width="3"/>',
    ]
    for k in range(12):
        ang = math.radians(k * 30 - 90)
        out.append(
            f'<circle cx="{cx + (r - 8) * math.cos(ang):.1f}" cy="{cy + (r - 8) * math.sin(ang):.1f}" '
            f'r="{3 if k % 3 else 4.5}" fill="{"#8e2b2b" if k == 0 else "#5c5340"}"/>'
        )
    ang = math.radians(hour * 30 - 90)
    out.append(
        f'<line x1="{cx:g}" y1="{cy:g}" x2="{cx + (r - 16) * math.cos(ang):.1f}" y2="{cy + (r - 16) * math.sin(ang):.1f}" '
        f'stroke="#1b1b1b" stroke-width="4" stroke-linecap="round"/><circle cx="{cx:g}" cy="{cy:g}" r="4" fill="#1b1b1b"/>'
    )
    out.append(text(cx, y + 150, f"{clock.get('shows', '?')} o'clock", 14, INK, MIDDLE_BOLD))
    h = 164.0
    if _num(clock.get("midnights_due")):
        out.append(text(cx, y + 168, "midnight is due", 12, "#ff8787", MIDDLE_BOLD))
        h = 180.0
    out.append("</g>")
    return "".join(out), h


def _mythos_choices(pen: _Pen, m: Row) -> None:
    """ES-LPMYTH-02: the card's two options; an Expert one in the watermark's turquoise."""
    choices = _rows(m.get("choices"))
    if choices:
        pen.gap(2)
        pen.write("Options (the group chooses one):", 12, DIMINK, bold=True)
    for c in choices:
        expert = bool(c.get("expert"))
        pen.out.append(f'<g class="choice"{element("choice:" + str(c.get("n")), "option " + str(c.get("n")))}>')
        pen.write(
            f"{c.get('n')}. {c.get('text', '')}" + (" (Expert)" if expert else ""),
            12,
            "#3bc9db" if expert else INK,
            indent=4,
        )
        pen.out.append("</g>")


def _mythos(v: View, x: float, y: float, w: float) -> tuple[str, float]:
    m = v.get("mythos")
    pen = _Pen(x + 12, y + 2, w - 24)
    pen.write("Mythos", 12, DIMINK, bold=True)
    name = "none in effect"
    if isinstance(m, Mapping):
        name = str(m.get("name", "?"))
        pen.write(name + (" (stand-in)" if stand_in(m) else ""), 15, "#da77f2", bold=True)
        if m.get("text"):
            pen.write(m["text"], 12, INK)
        terror = [str(s) for s in _seq(m.get("terror"))]
        if terror:
            pen.write("Terror: " + "; ".join(terror), 12, "#51cf66")
        _mythos_choices(pen, m)
    else:
        pen.write(name, 13, DIMINK)
    h = pen.y - y + 10
    key = card_key("mythos", name)
    return (
        f'<g class="mythos" data-name="{esc(name)}"><g{_tip(key, name, "mythos")}'
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{{H}}" rx="8" fill="{PANEL}" stroke="#9c36b5"/></g>'
        + "".join(pen.out)
        + "</g>",
        h,
    )


def _top(v: View, y: float) -> tuple[str, float]:
    """The Ancient One with its tracks, the clock and the Mythos card, side by side."""
    ao_w, clock_w = 640.0, 170.0
    myth_w = W - 2 * PAD - ao_w - clock_w - 2 * GAP
    parts = [
        _ancient_one(v, PAD, y, ao_w),
        _clock(v, PAD + ao_w + GAP, y, clock_w),
        _mythos(v, PAD + ao_w + clock_w + 2 * GAP, y, myth_w),
    ]
    h = max(hh for _, hh in parts)
    return "".join(p.replace("{H}", f"{h:g}") for p, _ in parts), y + h + GAP


def _attempt_svg(v: View, y: float) -> tuple[str, float]:
    a = _attempt(v)
    if a is None:
        return "", y
    pen = _Pen(PAD + 12, y + 2, W - 2 * PAD - 24)
    who = inv_name(v, a.get("investigator"))
    battle = a.get("place") == "ancient-one"
    what = f"{attempt_kind(v, a)}: {who} {'against' if battle else 'at'}"  # the final battle (ES-BATTLE-01)
    pen.write(f"{what} {place_label(v, a.get('place'))}", 15, GOLD, bold=True)
    pen.write(
        f"{a.get('step')} · {plural(_num(a.get('rolls')), 'roll')} so far · yellow die: {a.get('yellow')} · "
        f"red die: {a.get('red')}",
        12,
        DIMINK,
    )
    pen.gap(6)
    x = pen.x
    groups: list[tuple[str, Any]] = []
    if a.get("pool"):
        groups.append(("rolled", a["pool"]))
    marked = marked_dice(a)
    if a.get("held"):
        groups.append(("held (focus)", a["held"]))
    for helper in _rows(a.get("assisting")):
        groups.append((f"{inv_name(v, helper.get('n'))} assists", helper.get("die")))
    for label, dice in groups:
        width = max(len(label) * 7.0, len(parse_dice(dice)) * 46.0)
        if x + width > pen.x + pen.width:
            x, pen.y = pen.x, pen.y + 66
        pen.out.append(text(x, pen.y + 12, label, 12, DIMINK, BOLD))
        rolled = label == "rolled"  # the dice of this roll: each one an element
        drawn, _ = dice_svg(x, pen.y + 18, dice, el="die" if rolled else "", marked=marked if rolled else frozenset())
        pen.out.append(drawn)
        x += width + 28
    if groups:
        pen.gap(62)
    elif a.get("to_roll"):
        pen.write(f"to roll: {a['to_roll']}", 13, INK)
    h = pen.y - y + 10
    rect = f'<rect x="{PAD}" y="{y:g}" width="{W - 2 * PAD}" height="{h:g}" rx="8" fill="#2a2620" stroke="{GOLD}"/>'
    return f'<g class="attempt"{_tip("pool")}' + rect + "".join(pen.out) + "</g>", y + h + GAP


def _inv_head(v: View, inv: Row, pen: _Pen, x: float, y: float) -> None:
    n = _num(inv.get("n"))
    name = str(inv.get("name") or "devoured")
    pen.out.append(_token(x + 22, y + 20, v, n, 13))
    extra = (" (you)" if n in _you(v) else "") + ("  — to act" if n == _active_n(v) else "")
    head = _Pen(x + 42, y, INV_W - 110)
    head.write(name + extra, 15, INK if inv.get("alive", True) else DIMINK, bold=True)
    pen.out += head.out
    pen.y = max(pen.y, head.y)
    if inv.get("marker"):
        pen.out.append(text(x + INV_W - 62, y + 16, "marker", 10, DIMINK, END))
        drawn, _ = dice_svg(x + INV_W - 56, y + 4, inv["marker"], 26)
        pen.out.append(drawn)


def _inv_items(pen: _Pen, inv: Row) -> None:
    seen: set[str] = set()  # a second card of one name is not an element of its own
    for item in _rows(inv.get("items")):
        el = f"item:{_num(inv.get('n'))}:{slug(str(item.get('name', '')))}"
        mark = element(el) if el not in seen else ""
        seen.add(el)
        kind = f" [{item_kind(item)}]" if item.get("kind") else ""
        name = str(item.get("name", "?")) + kind + (" (stand-in)" if stand_in(item) else "")
        start = len(pen.out)
        pen.write(f"• {name}: {item.get('text', '')}", 11, INK, indent=4)
        key = card_key("item", str(item.get("name", "")))
        pen.out.insert(start, f'<g class="item"{mark}{_tip(key, str(item.get("name", "")), "item")}')
        pen.out.append("</g>")
        if item.get("secured"):
            pen.out.append(text(pen.x + 16, pen.y + 15, "secured:", 11, DIMINK))
            drawn, _ = dice_svg(pen.x + 70, pen.y + 3, item["secured"], 20, 4)
            pen.out.append(drawn)
            pen.gap(24)


def _inv_svg_body(v: View, inv: Row, x: float, y: float) -> tuple[list[str], float]:
    pen = _Pen(x + 12, y + 2, INV_W - 24)
    _inv_head(v, inv, pen, x, y)
    pen.y = max(pen.y, y + 36)  # below the token and the name
    if not inv.get("alive", True) or not inv.get("name"):
        pen.write("devoured: out of the game", 12, DIMINK)
        return pen.out, pen.y - y + 10
    pen.write(
        f"Sanity {inv.get('sanity')}/{inv.get('max_sanity')} · Stamina {inv.get('stamina')}/{inv.get('max_stamina')}"
        f" · {plural(_num(inv.get('clues')), 'clue')} · at {place_label(v, inv.get('where'))}",
        13,
        INK,
        bold=True,
    )
    trophies = _rows(inv.get("trophies"))
    words = ", ".join(f"{t.get('name')} ({t.get('value')})" for t in trophies) or "none"
    pen.write(f"Trophies, value {_num(inv.get('trophy_value'))}: {words}", 11, GOLD)
    _inv_items(pen, inv)
    if inv.get("ability"):
        pen.write(f"Ability: {inv['ability']}", 11, DIMINK)
    return pen.out, pen.y - y + 10


def _investigators_svg(v: View, y: float) -> tuple[str, float]:
    invs = _investigators(v)
    out = []
    for k in range(0, len(invs), INV_COLS):
        row = invs[k : k + INV_COLS]
        drawn = [_inv_svg_body(v, inv, PAD + c * (INV_W + GAP), y) for c, inv in enumerate(row)]
        h = max(hh for _, hh in drawn)
        for c, (inv, (body, _)) in enumerate(zip(row, drawn, strict=True)):
            x = PAD + c * (INV_W + GAP)
            active = _num(inv.get("n")) == _active_n(v)
            name = str(inv.get("name") or "")
            out.append(
                f'<g class="investigator" data-n="{esc(inv.get("n", ""))}" data-alive="{"yes" if inv.get("alive", True) else "no"}"'
                f"{element('investigator:' + str(_num(inv.get('n'))), name or 'devoured')}>"
                f'<g{_tip(card_key("investigator", name), name, "investigator")}<rect x="{x:g}" y="{y:g}" '
                f'width="{INV_W:g}" height="{h:g}" rx="8" fill="{PANEL}" stroke="{GOLD if active else EDGE}" '
                f'stroke-width="{2 if active else 1}"/></g>' + "".join(body) + "</g>"
            )
        y += h + GAP
    return "".join(out), y


def _footer(v: View, y: float) -> tuple[str, float]:
    pen = _Pen(PAD, y - 6, W - 2 * PAD)
    pen.write(gettext("Decks: {decks}").format(decks=_decks_words(v)), 12, DIMINK)
    if pharaohs_matter(v) and not _in_pyramid(v):  # the Museum with the Dark Pharaoh adventures (ES-OOTP-01)
        pen.write(pharaoh_words(_pyramid(v)), 12, DIMINK)
    dice = _map(v.get("dice"))
    words = "Free dice: " + ", ".join(f"{c} {n}" for c, n in _map(dice.get("free")).items())
    locks = _rows(dice.get("locks"))
    if locks:
        words += " · locked: " + ", ".join(
            f"{x.get('die')} on {x.get('on')}" + (" (waiting)" if x.get("waiting") else "") for x in locks
        )
    pen.write(words, 12, DIMINK)
    return f'<g class="footer"{_tip("locked-die")}' + "".join(pen.out) + "</g>", pen.y + 12


def _outcome(v: View, h: float) -> str:
    oc = _map(v.get("outcome"))
    won = bool(oc.get("winners"))
    reason = plain(str(oc.get("reason", "")))[0]
    lines = lines_of(reason, 14, 620)
    bh = 70 + 18 * len(lines)
    y = max(PAD, h / 2 - bh / 2)
    out = [
        f'<g class="outcome" data-won="{"yes" if won else "no"}">',
        f'<rect x="{W / 2 - 340:g}" y="{y:g}" width="680" height="{bh}" rx="10" '
        f'fill="{"#2e7d4f" if won else "#8e2b2b"}" fill-opacity="0.95" stroke="#fff"/>',
        text(
            W / 2,
            y + 38,
            gettext("The investigators win!") if won else gettext("The investigators lose."),
            24,
            "#fff",
            MIDDLE_BOLD,
        ),
    ]
    out += [text(W / 2, y + 64 + 18 * k, line, 14, "#fff", MIDDLE) for k, line in enumerate(lines)]
    out.append("</g>")
    return "".join(out)


def _svg_header(v: View) -> tuple[str, float]:
    pen = _Pen(PAD, 0, W - 2 * PAD)
    mover = v.get("to_move") or gettext("nobody")
    pen.write(
        gettext("Elder Sign — turn {n} — to move: {investigator}").format(n=_num(v.get("turn")), investigator=mover),
        16,
        GOLD,
        bold=True,
    )
    if v.get("prompt"):
        pen.write(v["prompt"], 13, INK)
    return "".join(pen.out), pen.y + 10


def svg(view: Mapping[str, Any]) -> str:
    """The whole table for one seat as one SVG document: the Ancient One, clock and Mythos on top,
    the attempt in progress and the cards in play (the adventure attempted in view on a 900-pixel
    screen), the Lightless Pyramid's sheets, the investigators, the decks and dice."""
    v = view
    head, y = _svg_header(v)
    top, y = _top(v, y)
    attempt, y = _attempt_svg(v, y)
    cards, y = _cards(v, y)
    pyramid, y = _pyramid_svg(v, y)
    invs, y = _investigators_svg(v, y)
    foot, y = _footer(v, y)
    h = math.ceil(y + 4)
    title = f"Elder Sign — turn {_num(v.get('turn'))} — seen by {v.get('you') or 'everyone'}"
    from .narrow import NW, picture  # the phone's layout (issue 31), shown below 600 CSS px

    phone, phone_h = picture(v)
    return "".join(
        [
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {h}" width="100%" class="tt-elder-sign" '
            f'data-narrow="0 0 {NW:g} {phone_h:.0f}" '
            f'role="img" aria-label="{esc(title)}" font-family="system-ui, sans-serif" '
            f'data-turn="{_num(v.get("turn"))}" data-to-move="{esc(v.get("to_move") or "")}" '
            f'data-seat-colours="{",".join(seat_colours(v))}" data-seat-letters="{",".join(seat_letters(v))}">',
            f'<g class="tt-wide"><rect width="{W}" height="{h}" fill="{BG}"/>',
            head,
            top,
            attempt,
            cards,
            pyramid,
            invs,
            foot,
            _outcome(v, h) if v.get("outcome") else "",
            f'</g><g class="tt-narrow" display="none">{phone}</g></svg>',
        ]
    )


# ---------------------------------------------------------------- acting on the board
# Each move names the drawn things it is about (issue 31): the adventure card to go to, the task
# to complete, the dice of this roll to mark, focus, assign or change, the item, spell or ally to
# use, the investigator helped, the Expedition space, the entrance's option or its flip.
ON_DICE = frozenset(("mark", "focus", "discard", "change", "raise", "mandy"))
ON_CARD = frozenset(("go", "unlock", "place", "remove"))
ON_ITEM = frozenset(("spend", "use", "lose", "secure"))


def _codes(dice: Any) -> list[str]:
    """``"g1+gl"`` -> ["g1", "gl"]: the dice as the moves write them."""
    return [part.strip().lower() for part in str(dice or "").split("+") if part.strip()]


def marked_dice(a: Row) -> frozenset[int]:
    """Which dice of the pool are marked for the reroll: the first ones showing each marked face."""
    pool = _codes(a.get("pool"))
    out: set[int] = set()
    for code in _codes(a.get("marked")):
        k = next((k for k, c in enumerate(pool) if c == code and k not in out), None)
        if k is not None:
            out.add(k)
    return frozenset(out)


def drawn_ids(v: View) -> set[str]:
    """The element ids the picture of this view marks (each once)."""
    ids = {f"card:{p.get('place', '')}" for _, places in _sections(v) for p in places}
    ids |= {f"investigator:{_num(i.get('n'))}" for i in _investigators(v)}
    for inv in _investigators(v):
        if inv.get("alive", True) and inv.get("name"):
            ids |= {f"item:{_num(inv.get('n'))}:{slug(str(it.get('name', '')))}" for it in _rows(inv.get("items"))}
    ids |= {f"choice:{c.get('n')}" for c in _rows(_map(v.get("mythos")).get("choices"))}
    return ids | _attempt_ids(v) | _pyramid_ids(v)


def _attempt_ids(v: View) -> set[str]:
    """The dice of this roll and the tasks of the card attempted (the combat task in the battle)."""
    a = _attempt(v)
    if a is None:
        return set()
    ids = {f"die:{k}" for k in range(len(parse_dice(a.get("pool"))))}
    card = next((p for p in _places(v) if p.get("place") == a.get("place") and not face_down(p)), None)
    ids |= {f"task:{t.get('n')}" for t in _rows(card.get("tasks"))} if card is not None else set()
    return ids | ({"task:1"} if a.get("place") == "ancient-one" else set())


def _pyramid_ids(v: View) -> set[str]:
    if not _in_pyramid(v):
        return set()
    lp = _pyramid(v)
    ids = {f"space:{sp.get('n')}" for sp in _rows(lp.get("expedition"))}
    return ids | {f"option:{o.get('n')}" for o in _options(lp, lp.get("entrance", "?"))} | {"entrance:flip"}


class _Dice:
    """The dice of this roll by the code a move names them with (``gl``), marked or not."""

    __slots__ = ("codes", "marked")

    def __init__(self, a: Row | None) -> None:
        self.codes = _codes(a.get("pool")) if a is not None else []
        self.marked = marked_dice(a) if a is not None else frozenset()

    def showing(self, dice: str, marked: bool | None = None) -> tuple[str, ...]:
        """The dice showing one of these faces (only the marked, or only the unmarked, ones)."""
        wanted = set(_codes(dice))
        return tuple(
            f"die:{k}"
            for k, c in enumerate(self.codes)
            if c in wanted and (marked is None or (k in self.marked) == marked)
        )


def _item_el(v: View, word: str) -> tuple[str, ...]:
    """The item, spell or ally a move names: the acting investigator's, else the first holder's."""
    holders = sorted(_investigators(v), key=lambda i: i.get("n") != _active_n(v))
    for inv in holders:
        if any(slug(str(it.get("name", ""))) == word for it in _rows(inv.get("items"))):
            return (f"item:{_num(inv.get('n'))}:{word}",)
    return ()


def _secured_on(v: View, code: str) -> tuple[str, ...]:
    """The spell a die is secured on (``take gl``), among the acting investigator's cards."""
    me = next((i for i in _investigators(v) if i.get("n") == _active_n(v)), {})
    for it in _rows(me.get("items")):
        if code in _codes(it.get("secured")):
            return (f"item:{_num(me.get('n'))}:{slug(str(it.get('name', '')))}",)
    return ()


def _named(v: View, dice: _Dice, verb: str, a: list[str]) -> tuple[str, ...]:
    """The ids one move names (some perhaps not drawn: the caller keeps the drawn ones)."""
    attempt = _attempt(v) or {}
    if verb == "mark":
        return dice.showing(a[0], marked=False)
    if verb == "unmark":
        return dice.showing(a[0], marked=True)
    if verb == "reroll":
        return dice.showing(a[0]) if a else tuple(f"die:{k}" for k in sorted(dice.marked))
    if verb in ON_DICE:
        return dice.showing(a[0])
    if verb == "assist":
        return dice.showing(a[1])
    if verb == "complete":
        return (f"task:{a[0]}", f"card:{attempt.get('place')}")  # the unlock task is on the card's back
    if verb in ON_CARD:
        return (f"card:{a[0]}",)
    return _named_more(v, verb, a)


def _named_more(v: View, verb: str, a: list[str]) -> tuple[str, ...]:
    if verb == "use" and _in_pyramid(v) and _Mover(v).space(a[0]) is not None:  # an Expedition space (ES-EXPD-04)
        return (f"space:{_map(_Mover(v).space(a[0])).get('n')}",)
    if verb in ON_ITEM:
        return _item_el(v, a[0])
    if verb == "take":
        return _secured_on(v, a[0])
    if verb == "token":
        return (f"space:{a[0]}",)
    if verb == "option":
        return (f"option:{a[0]}",)
    if verb == "flip":
        return ("entrance:flip",)
    if verb == "heal":
        return (f"investigator:{a[0]}",)
    if verb == "choose" and "option as a group" in str(v.get("prompt") or ""):  # the Mythos card's (ES-LPMYTH-02)
        return (f"choice:{a[0]}",)
    if verb == "stay":
        me = _Mover(v).me()
        return (f"card:{me.get('where')}",) if me is not None else ()
    return ()  # roll, give-up, pass, end, no, a split area's side, buy, first aid, a starting kit, Jenny, Pete


def board_targets(v: View, legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The drawn elements each move is about; a move about nothing drawn stays in the list only.
    A task's completion names the task only (the dice it uses are in its words)."""
    drawn = drawn_ids(v)
    dice = _Dice(_attempt(v))
    out: dict[str, tuple[str, ...]] = {}
    for move in legal:
        verb, *args = move.split()
        try:
            named = _named(v, dice, verb, args)
        except IndexError:  # a move too short for its verb: about nothing drawn
            continue
        ids = [el for el in named if el in drawn]
        if verb == "complete":
            ids = ids[:1]  # the task, else (an unlock roll) the card
        if ids:
            out[move] = tuple(dict.fromkeys(ids))
    return out
