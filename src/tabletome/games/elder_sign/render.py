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
from tabletome.engine.i18n import N_, gettext, language
from tabletome.engine.reference import glossary as glossary_in
from tabletome.engine.svg import BOLD, END, MIDDLE, MIDDLE_BOLD, Tips, esc, text

from .actions import slug
from .reference import back_words, card_key, glossary, pharaohs_matter, plain
from .words import colours_words, cost_words, effect_words, name_words, text_words
from .words import task_words as task_notation

_ = gettext

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
    label = back_text(p.get("label") or N_("a face-down card"))
    return label[:1].upper() + label[1:]


def back_title_en(p: Row) -> str:
    """A back's words in English (a data attribute tests and scripts read)."""
    label = back_words(p.get("label") or "a face-down card")
    return label[:1].upper() + label[1:]


def card_title(p: Row) -> str:
    """A card's name, or the words of its back when it lies face down."""
    return back_title(p) if face_down(p) else name_words(p.get("name", "?"))


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
        out = [(_("Egyptian Adventures, first row"), first), (_("Egyptian Adventures, second row"), second)]
        out.append((_("Other Worlds"), worlds))
    else:
        out = [("", rest)]
    out.append((_("Dark Pharaoh adventures"), pharaoh))
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
STAND_IN_WORD = N_(" (stand-in)")
# Labels of drawn elements (written inside f-strings, where they could not be found for the catalogs)
FLIP, COMBAT, OPTION_N, ADVENTURE = N_("flip the entrance"), N_("the combat task"), N_("option {n}"), N_("Adventure")
FACE_NAMES = (N_("Lore"), N_("Peril"), N_("Terror"), N_("Wild"), N_("Wildcard"))
COLOUR_NAMES = (N_("green"), N_("yellow"), N_("red"))


def plural(n: Any, one: str, many: str) -> str:
    """``{n} card`` / ``{n} cards`` in the reader's language: the English form for ``n``, each
    form a message of its own (both marked ``N_`` where called)."""
    form = many if str(n) != "1" else one
    return _(form).format(n=n)


def face_word(face: str) -> str:
    """A die face's name (``Lore``, ``Wildcard``) in the reader's language."""
    return _(FACE_WORD.get(face, face))


def icon_word(icon: str) -> str:
    """A task icon (``Terror/Peril``, ``3``) in the reader's language."""
    return "/".join(_(x) for x in icon.split("/"))


def effects_words(words: Any) -> str:
    """A card's effect list (``lose 1 sanity``, ``a clue``) in the reader's language, joined."""
    return "; ".join(effect_words(w) for w in _seq(words))


def inv_name(v: View, n: Any) -> str:
    """An investigator's name (a devoured one's in the reader's language)."""
    inv = next((i for i in _rows(v.get("investigators")) if i.get("n") == n), None)
    if inv is None:
        return _("investigator {n}").format(n=n)
    return str(inv.get("name") or _("investigator {n} (devoured)").format(n=n))


def place_label(v: View, code: Any) -> str:
    """``The Gift Shop (a3)``, ``the entrance``, ``the Ancient One`` in the reader's language
    (reference.place_label's English, which the goals read)."""
    if code == "entrance":
        side = _pyramid(v).get("entrance")
        return _("the entrance ({side})").format(side=side) if side else _("the entrance")
    if code == "ancient-one":
        return str(_map(v.get("ancient_one")).get("name") or _("the Ancient One"))
    card = next((p for p in _places(v) if p.get("place") == code), None)
    if card is None:
        return str(code)
    if face_down(card):  # only its back is known (ES-EGY-03)
        return f"{back_text(card.get('label') or 'a face-down card')} ({code})"
    return f"{name_words(card.get('name'))} ({code})"


_UNLOCK = re.compile(r"\(([^():]*): ([^)]*)\)\Z")


def back_text(label: Any) -> str:
    """A back's label in the reader's language, its unlock task in words: ``(unlock: 3 Peril)``."""

    def words(m: re.Match[str]) -> str:
        parts = ("/".join(_(ICON_OF.get(x, x)) for x in part.split("/")) for part in m.group(2).split())
        return f"({m.group(1)}: {' '.join(parts)})"

    return _UNLOCK.sub(words, name_words(label))


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
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def dice_words(dice: Any) -> str:
    """``"g3+gt"`` -> ``green 3 and green Terror``."""
    return _and([die_words(c, f) for c, f in parse_dice(dice)]) or str(dice)


def die_words(colour: str, face: str) -> str:
    """``green 3``, ``red Wildcard``: a die in the reader's language."""
    return _("{colour} {face}").format(colour=_(colour), face=face_word(face))


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
    if not icons and not cost:
        return _("no icon")
    return " ".join(icon_word(i) for i in icons) + (f" ({cost_words(cost)})" if cost else "")


# ---------------------------------------------------------------- the Lightless Pyramid's words
DIFFICULTY = {"green": N_("easy"), "yellow": N_("normal"), "red": N_("hard")}
KIND_WORDS = {
    "egyptian": N_("Egyptian Adventure"),
    "dark_pharaoh": N_("Dark Pharaoh adventure"),
    "hidden_chamber": N_("Hidden Chamber"),
}
NUMBER_WORDS = (N_("no"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"))
SIDES = ("Cairo", "Dashur")


def band_words(difficulty: Any) -> str:
    """``yellow (normal)``: the skull band of a back (ES-EGY-04)."""
    return f"{_(str(difficulty))} ({_(DIFFICULTY.get(str(difficulty), N_('difficulty')))})"


def _kind_words(p: Row) -> str:
    if face_down(p):
        return _("{kind}, face down").format(kind=_(KIND_WORDS.get(str(p.get("special")), "Egyptian Adventure")))
    if p.get("other_world"):
        return _("Other World")
    return _(KIND_WORDS.get(str(p.get("kind")), ADVENTURE))


def _trophy_words(p: Row) -> str:
    if p.get("kind") in ("dark_pharaoh", "hidden_chamber"):
        return _("never a trophy")
    return _("trophy {n}").format(n=_num(p.get("trophy")))


def other_side(side: Any) -> str:
    return "Cairo" if side == "Dashur" else "Dashur"


def unlock_green(v: View) -> int:
    """The unlock roll's green dice: six, fewer when some are locked (ES-CHAMB-04)."""
    free = _map(_map(v.get("dice")).get("free")).get("green")
    return min(6, free) if isinstance(free, int) and not isinstance(free, bool) else 6


def flip_words(lp: Row) -> str:
    side = other_side(lp.get("entrance"))
    if lp.get("flip_cost") == "normal_advance":
        return _("Flip: the clock advance of this turn turns the entrance to {side}.").format(side=side)
    return _(
        "Flip: advance the clock once to turn the entrance to {side}; the Clock phase's own advance still follows."
    ).format(side=side)


def option_words(o: Row) -> str:
    price = plural(_num(o.get("price")), N_("{n} trophy"), N_("{n} trophies"))
    return f"{o.get('n')}. {effect_words(o.get('effect'))} — {price}"


def _options(lp: Row, side: Any) -> list[Row]:
    return _rows(_map(lp.get("options")).get(str(side).lower()))


def _made_up(lp: Row, side: Any) -> str:
    """ " (stand-in)" after a side's trophy options when they are made up (not public)."""
    return _(STAND_IN_WORD) if _map(lp.get("options_stand_in")).get(str(side).lower()) else ""


def space_use(space: Row) -> str:
    if space.get("use") == "lasting":
        return _("once a day, used today") if space.get("used_today") else _("once a day")
    return _("discard its token to use")


def _deck_line(lp: Row, name: str) -> str:
    deck = _map(_map(lp.get("decks")).get(name.lower()))
    stage = _("Stage I") if name == "Cairo" else _("Stage II")
    count = plural(_num(deck.get("count")), N_("{n} card"), N_("{n} cards"))
    top = deck.get("top_back")
    if top:
        return _("{name} deck ({stage}): {count}; the top card's back: {back}").format(
            name=name, stage=stage, count=count, back=name_words(top)
        )
    return _("{name} deck ({stage}): {count}; empty").format(name=name, stage=stage, count=count)


def pharaoh_words(lp: Row) -> str:
    ph = _map(lp.get("dark_pharaoh"))
    discard = [name_words(x) for x in _seq(ph.get("discard"))]
    return _("Dark Pharaoh pile: {count} face down · discard: {discard}").format(
        count=plural(_num(ph.get("pile")), N_("{n} card"), N_("{n} cards")),
        discard=", ".join(discard) if discard else _("none"),
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
        t.append(f"[{_(face)}]", style=DIE_STYLE[colour])
    return t if t.plain else Text(_("none"), style=DIM)


def task_text(task: Any) -> Text:
    icons, cost = task_parts(task)
    t = Text()
    for k, icon in enumerate(icons):
        if k:
            t.append(" ")
        first = icon.split("/")[0]
        t.append(icon_word(icon), style=ICON_STYLE.get(first, "bold"))
    if not icons:
        t.append(_("no icon"), style=DIM)
    if cost:
        t.append(f" ({cost_words(cost)})", style="italic")
    return t


def _mark(t: Text, thing: Row) -> Text:
    if stand_in(thing):
        t.append(_(STAND_IN_WORD), style=DIM)
    return t


def _track(filled: int, size: int, full: str, empty: str, style: str) -> Text:
    t = Text(full * max(0, min(filled, size)), style=style)
    t.append(empty * max(0, size - filled), style=DIM)
    return t


def _header(v: View) -> Text:
    t = Text("Elder Sign", style="bold")
    t.append("  " + _("turn {n}").format(n=_num(v.get("turn"))))
    clock = _map(v.get("clock"))
    t.append("  ·  " + _("clock {hour}").format(hour=clock.get("shows", "?")), style="bold")
    if _num(clock.get("midnights_due")):
        t.append(" " + _("(midnight due: {n})").format(n=clock.get("midnights_due")), style="bold red")
    mover = v.get("to_move")
    t.append("  ·  " + _("to move:") + " ")
    t.append(str(mover) if mover else _("nobody"), style="bold" if mover else DIM)
    you = v.get("you")
    t.append("  ·  " + (_("you are {investigator}").format(investigator=you) if you else _("spectator")), style=DIM)
    if v.get("prompt"):
        t.append("\n" + str(v["prompt"]), style="italic")
    return t


def ancient_one_text(v: View) -> Text:
    ao = _map(v.get("ancient_one"))
    t = _mark(Text(str(ao.get("name") or _("Ancient One")), style="bold red"), ao)
    if ao.get("awakened"):
        t.append("  " + _("AWAKENED — the final battle"), style="bold red")
    doom, track = _num(ao.get("doom")), _num(ao.get("doom_track"))
    labels = (_("Doom"), _("Elder Signs"))
    width = max(len(w) for w in labels) + 1
    t.append("\n" + labels[0].ljust(width))
    t.append_text(_track(doom, track, "●", "○", "bold red"))
    t.append(f" {doom}/{track}")
    icons = _map(ao.get("doom_icons"))
    if icons:
        t.append("  (" + _doom_icons(icons) + ")", style=DIM)
    signs, needed = _num(ao.get("elder_signs")), _num(ao.get("elder_signs_needed"))
    t.append("\n" + labels[1].ljust(width))
    t.append_text(_track(signs, needed, "✦", "·", "bold cyan"))
    t.append(f" {signs}/{needed}")
    t.append("\n" + _("Combat task") + ": ")
    t.append_text(task_text(ao.get("combat")))
    for label, key in AO_LABELS:
        if _seq(ao.get(key)):
            t.append(f"\n{_(label)}: ", style="bold")
            t.append(effects_words(ao.get(key)))
    if ao.get("text"):
        t.append("\n" + text_words(ao["text"]), style="italic")
    return t


AO_LABELS = ((N_("Attack"), "attack"), (N_("Awakening"), "awakening"))


def _doom_icons(icons: Row) -> str:
    """``space 4: a monster appears; space 8: ...``: what a doom space triggers when it fills."""
    return "; ".join(_("space {n}: {effect}").format(n=k, effect=effect_words(w)) for k, w in icons.items())


def mythos_text(v: View) -> Text:
    t = Text(_("Mythos") + ": ", style="bold")
    m = v.get("mythos")
    if not isinstance(m, Mapping):
        t.append(_("none in effect"), style=DIM)
        return t
    _mark(t.append(name_words(m.get("name", "?")), style="bold magenta"), m)
    if m.get("text"):
        t.append("\n" + text_words(m["text"]))
    if _seq(m.get("terror")):
        t.append("\n" + _("Terror") + ": ", style="bold green3")
        t.append(effects_words(m.get("terror")))
    choices = _rows(m.get("choices"))
    if choices:
        t.append("\n" + _("Options (the group chooses one):"), style="bold")
    for c in choices:
        t.append(f"\n  {c.get('n')}. ", style="bold")
        t.append(text_words(c.get("text", "")))
        if c.get("expert"):
            t.append(_(" (Expert)"), style="bold cyan")
    return t


def _card_title(p: Row, attempted: bool) -> Text:
    t = Text(f"{p.get('place')} ", style="bold reverse" if attempted else "bold")
    # a back's words go in the body, where they wrap (a panel's title would be cut short)
    t.append(_("face down") if face_down(p) else card_title(p), style="bold yellow" if attempted else "bold")
    _mark(t, p)
    return t


def _card_flags(p: Row) -> Text:
    flags = [_kind_words(p)]
    if p.get("ordered"):
        flags.append(_("tasks in order ↓"))
    flags.append(_trophy_words(p))
    return Text(" · ".join(flags), style=DIM)


BAND_STYLE = {"green": "bold black on green3", "yellow": "bold black on yellow1", "red": "bold white on red3"}
BAND_BORDER = {"green": "green3", "yellow": "yellow3", "red": "red3"}


def _back_lines(v: View, p: Row) -> Iterator[Text]:
    """A card's back: its band, its effect, its midnight effect, a Hidden Chamber's unlock task."""
    yield Text(back_title(p), style="bold")
    if p.get("difficulty"):
        t = Text(_("Difficulty band:"), style="bold")
        t.append(f" {band_words(p['difficulty'])} ", style=BAND_STYLE.get(str(p["difficulty"]), "bold"))
        yield t
    if p.get("unlock"):
        t = Text(_("Unlock task") + ": ", style="bold")
        t.append_text(task_text(p["unlock"]))
        t.append(" — " + _unlock_roll(v, N_("one roll of {n} green dice before moving onto it")), style=DIM)
        yield t
    yield from _labelled(
        p, ((BACK_LABELS[0][0], "back", "bold yellow"), (BACK_LABELS[1][0], "back_midnight", "bold blue"))
    )


BACK_LABELS = ((N_("Back"), "back", "#ffd43b"), (N_("At Midnight while face down"), "back_midnight", "#74c0fc"))


def _unlock_roll(v: View, template: str) -> str:
    return _(template).format(n=_(NUMBER_WORDS[unlock_green(v)]))


def _task_line(task: Row) -> Text:
    done = bool(task.get("done"))
    t = Text(f"{task.get('n')}. ", style="bold")
    t.append_text(task_text(task.get("task")))
    if task.get("monster"):
        t.append(f"  ☠ {name_words(task['monster'])}", style="red")
    if done:
        t.stylize("strike dim")
        t.append(" ✓ " + _("done"), style="bold green")
    return t


def _effect_lines(p: Row) -> Iterator[Text]:
    styles = ("bold cyan", "bold green3", "bold blue", "bold green", "bold red")
    yield from _labelled(
        p, tuple((label, key, style) for (label, key, _c), style in zip(EFFECT_LABELS, styles, strict=True))
    )


def _labelled(p: Row, fields: tuple[tuple[str, str, str], ...]) -> Iterator[Text]:
    """One line per effect list of a card that has any: its label, then its effects."""
    for label, key, style in fields:
        if _seq(p.get(key)):
            t = Text(f"{_(label)}: ", style=style)
            t.append(effects_words(p.get(key)))
            yield t


def _here_line(v: View, p: Row) -> Text | None:
    t = Text()
    names = {_num(i.get("n")): str(i.get("name")) for i in _investigators(v)}
    here = [n for n in _seq(p.get("investigators")) if isinstance(n, int)]
    if here:
        t.append(_("Here:") + " ", style="bold")
        for k, n in enumerate(here):
            t.append(", " if k else "")
            t.append(f"{n} {names.get(n, '?')}", style=INV_STYLE[(n - 1) % len(INV_STYLE)])
    on_tasks = {str(x.get("monster")) for x in _rows(p.get("tasks"))}
    extra = [name_words(m) for m in _seq(p.get("monsters")) if str(m) not in on_tasks]
    if extra:
        t.append(("  " if t.plain else "") + _("Monsters:") + " ", style="bold red")
        t.append(", ".join(extra))
    locks = [str(x) for x in _seq(p.get("locks"))]
    if locks:
        t.append(("  " if t.plain else "") + _("Locked:") + " ", style="bold")
        t.append(", ".join(_die_colour(c) for c in locks))
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


def _die_colour(colour: str) -> str:
    """``green die``: a die by its colour."""
    return _("{colour} die").format(colour=_(colour))


def _entrance_text(lp: Row) -> Text:
    side = str(lp.get("entrance", "?"))
    t = Text(_("Entrance:") + " ", style="bold")
    t.append(_("{side} side up").format(side=side), style="bold yellow")
    t.append(
        "\n"
        + _(
            "Trophy options{stand_in} (the investigator on it, at the start of the Clock phase, for any investigator):"
        ).format(stand_in=_made_up(lp, side))
    )
    for o in _options(lp, side):
        t.append("\n  " + option_words(o))
    other = other_side(side)
    t.append(
        "\n" + _("{side} side, after a flip{stand_in}:").format(side=other, stand_in=_made_up(lp, other)), style=DIM
    )
    for o in _options(lp, other_side(side)):
        t.append("\n  " + option_words(o), style=DIM)
    t.append("\n" + flip_words(lp), style="italic")
    return t


def _decks_text(lp: Row) -> Text:
    t = Text()
    for name in SIDES:
        t.append(_deck_line(lp, name) + "\n")
    t.append(pharaoh_words(lp))
    t.append("\n" + _("Relics left in the deck: {n}").format(n=_num(lp.get("relics_left"))))
    return t


def expedition_text(lp: Row) -> Text:
    spaces = _rows(lp.get("expedition"))
    t = Text(_("Expedition sheet"), style="bold")
    t.append(" (" + _tokens_beside(lp) + ")", style=DIM)
    for sp in spaces:
        token = bool(sp.get("token"))
        t.append(f"\n{sp.get('n')}. ")
        t.append("● " if token else "○ ", style="bold yellow" if token else DIM)
        t.append(name_words(sp.get("name", "?")), style="bold" if token else "")
        if stand_in(sp):
            t.append(_(STAND_IN_WORD), style=DIM)
        t.append(f" [{space_use(sp)}]", style="bold red" if sp.get("used_today") else DIM)
        if sp.get("text"):
            t.append(": " + text_words(sp["text"]))
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
        title=Text(_("The Lightless Pyramid"), style="bold yellow"),
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
        for _k in range(cols):
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


ITEM_KINDS = {
    "common": N_("Common Item"),
    "unique": N_("Unique Item"),
    "spell": N_("Spell"),
    "ally": N_("Ally"),
    "relic": N_("Relic"),
}


def item_kind(item: Row) -> str:
    """``Relic``: an item's kind in the rulebook's words (in the reader's language)."""
    kind = str(item.get("kind") or "")
    return _(ITEM_KINDS.get(kind, kind))


def _tokens_beside(lp: Row) -> str:
    return plural(_num(lp.get("tokens_left")), N_("{n} token beside it"), N_("{n} tokens beside it"))


def _item_line(item: Row) -> Text:
    t = Text("• ")
    t.append(name_words(item.get("name", "?")), style="bold")
    if item.get("kind"):
        t.append(f" [{item_kind(item)}]", style=DIM)
    _mark(t, item)
    if item.get("text"):
        t.append(": " + text_words(item["text"]))
    if item.get("secured"):
        t.append(" — " + _("secured:") + " ")
        t.append_text(dice_text(item["secured"]))
    return t


def _inv_title(v: View, inv: Row) -> Text:
    n = _num(inv.get("n"))
    t = Text(f"{n} ", style=INV_STYLE[(n - 1) % len(INV_STYLE)])
    if not inv.get("alive", True) or not inv.get("name"):
        t.append(_("devoured"), style="bold red strike")
        return t
    t.append(str(inv.get("name")), style=INV_STYLE[(n - 1) % len(INV_STYLE)])
    if n in _you(v):
        t.append(_(" (you)"), style="bold")
    if n == _active_n(v):
        t.append(" ◀ " + _("active"), style="bold yellow")
    return t


def _inv_body(v: View, inv: Row) -> Text:
    t = Text(_("Sanity") + " ")
    t.append(f"{inv.get('sanity')}/{inv.get('max_sanity')}", style="bold blue")
    t.append("  " + _("Stamina") + " ")
    t.append(f"{inv.get('stamina')}/{inv.get('max_stamina')}", style="bold red")
    t.append("  " + _("Clues {n}").format(n=_num(inv.get("clues"))))
    t.append("  " + _("at {place}").format(place=place_label(v, inv.get("where"))))
    if inv.get("marker"):
        t.append("  " + _("marker:") + " ")
        t.append_text(dice_text(inv["marker"]))
    trophies = _rows(inv.get("trophies"))
    t.append("\n" + _("Trophies (value {n}):").format(n=_num(inv.get("trophy_value"))) + " ", style="bold")
    t.append(_trophy_list(trophies), style="" if trophies else DIM)
    for item in _rows(inv.get("items")):
        t.append("\n")
        t.append_text(_item_line(item))
    if inv.get("ability"):
        t.append("\n" + _("Ability:") + " ", style="bold")
        t.append(text_words(inv["ability"]), style="italic")
    return t


def _trophy_list(trophies: list[Row]) -> str:
    return ", ".join(f"{name_words(x.get('name'))} ({x.get('value')})" for x in trophies) or _("none")


def investigator_panel(v: View, inv: Row) -> Panel:
    alive = bool(inv.get("alive", True)) and bool(inv.get("name"))
    body = _inv_body(v, inv) if alive else Text(_("devoured: out of the game"), style=DIM)
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
    ES-CHAMB-03) or ``Attempt``, in the reader's language."""
    if a.get("place") == "ancient-one":
        return _("Attack")
    card = _place_row(v, a.get("place"))
    return _("Unlock roll") if face_down(card) and card.get("unlock") else _("Attempt")


def attempt_head(v: View, a: Row) -> str:
    """``Attempt: Amanda Sharpe at The Gift Shop (a3)``, ``Attack: ... against Azathoth``."""
    who, where = inv_name(v, a.get("investigator")), place_label(v, a.get("place"))
    if a.get("place") == "ancient-one":  # the final battle (ES-BATTLE-01)
        return _("{kind}: {investigator} against {place}").format(
            kind=attempt_kind(v, a), investigator=who, place=where
        )
    return _("{kind}: {investigator} at {place}").format(kind=attempt_kind(v, a), investigator=who, place=where)


STEPS = (N_("before a roll"), N_("after a roll"), N_("after a failed roll"), N_("the discard"))


def rolls_so_far(a: Row) -> str:
    return plural(_num(a.get("rolls")), N_("{n} roll so far"), N_("{n} rolls so far"))


def attempt_text(v: View) -> Text | None:
    a = _attempt(v)
    if a is None:
        return None
    kind, _sep, rest = attempt_head(v, a).partition(": ")
    t = Text(f"{kind}: ", style="bold yellow")
    t.append(rest)
    rolls = plural(_num(a.get("rolls")), N_("{n} roll"), N_("{n} rolls"))
    t.append(" — " + _("{step}, after {rolls}").format(step=_(str(a.get("step"))), rolls=rolls), style=DIM)
    if a.get("pool"):
        t.append("\n  " + _("Rolled:") + " ")
        t.append_text(dice_text(a["pool"]))
    elif a.get("to_roll"):
        t.append("\n  " + _("To roll: {dice}").format(dice=colours_words(a["to_roll"])))
    if a.get("held"):
        t.append("\n  " + _("Held (focus):") + " ")
        t.append_text(dice_text(a["held"]))
    for helper in _rows(a.get("assisting")):
        t.append("\n  " + _("{investigator} assists with").format(investigator=inv_name(v, helper.get("n"))) + " ")
        t.append_text(dice_text(helper.get("die")))
    t.append("\n  " + _dice_state(a, N_("Yellow die: {yellow} · red die: {red}")), style=DIM)
    return t


N_("free")
N_("in this attempt")


def _dice_state(a: Row, template: str = N_("yellow die: {yellow} · red die: {red}")) -> str:
    """``yellow die: free · red die: in this attempt``."""
    return _(template).format(yellow=_(str(a.get("yellow", "?"))), red=_(str(a.get("red", "?"))))


DECK_NAMES = {
    "adventures": N_("Adventures"),
    "other_worlds": N_("Other Worlds"),
    "mythos": N_("Mythos"),
    "monster_cup": N_("monster cup"),
    "common": N_("Common Items"),
    "unique": N_("Unique Items"),
    "spell": N_("Spells"),
    "ally": N_("Allies"),
}


def _deck_count(value: Any) -> str:
    if isinstance(value, Mapping):  # a zone shown as a count may come as {"count": n}
        value = value.get("count", value.get("size", "?"))
    return str(value)


def _decks_words(v: View) -> str:
    """The decks as counts; in the Pyramid without the Adventure deck, which the Cairo and
    Dashur decks replace (ES-LPSETUP-10)."""
    decks = {k: n for k, n in _map(v.get("decks")).items() if not (k == "adventures" and _in_pyramid(v))}
    words = " · ".join(f"{_(DECK_NAMES.get(k, k))} {_deck_count(n)}" for k, n in decks.items())
    if _num(v.get("mythos_discard")):
        words += " · " + _("Mythos discarded {n}").format(n=v["mythos_discard"])
    return words


def status_text(v: View) -> Text:
    t = Text(_("Decks:") + " ", style="bold")
    t.append(_decks_words(v))
    if pharaohs_matter(v) and not _in_pyramid(v):  # the Museum with the Dark Pharaoh adventures (ES-OOTP-01)
        t.append("\n" + pharaoh_words(_pyramid(v)))
    dice = _map(v.get("dice"))
    free = _map(dice.get("free"))
    t.append("\n" + _("Dice free:") + " ", style="bold")
    t.append(", ".join(f"{_(str(c))} {n}" for c, n in free.items()) or "?")
    locks = _rows(dice.get("locks"))
    if locks:
        t.append("  " + _("Locked:") + " ", style="bold")
        t.append(_locks_words(locks))
    for name, d in _map(dice.get("secured")).items():
        t.append("  " + _("On {item}:").format(item=name_words(name)) + " ")
        t.append_text(dice_text(d))
    return t


HOLDERS = (N_("entrance"), N_("out of the game"))  # what holds a locked die besides a card or a monster


def _locks_words(locks: list[Row]) -> str:
    """``green on a3, yellow on Monster 10 (waiting)``: the locked dice and what holds them."""
    out = []
    for x in locks:
        on = str(x.get("on"))
        holder = _(on) if on in HOLDERS else name_words(on)
        words = _("{colour} on {holder}").format(colour=_(str(x.get("die"))), holder=holder)
        out.append(words + (_(" (waiting)") if x.get("waiting") else ""))
    return ", ".join(out)


def outcome_panel(v: View) -> Panel:
    oc = _map(v.get("outcome"))
    won = bool(oc.get("winners"))
    words = _("The investigators win!") if won else _("The investigators lose.")
    return Panel(
        Text(f"{words} {ending(oc.get('reason', ''))}", style="bold green" if won else "bold red"),
        title=_("Game over"),
        expand=False,
    )


ENDINGS = (
    N_("The final battle removed the last doom token: the Ancient One is driven back."),
    N_("{ancient_one} is sealed away: {n} Elder Signs."),
    N_("Every investigator in the final battle has been devoured."),
    N_("{ancient_one} awakens: the investigators lose."),
    N_("No investigator is left to stop the Ancient One."),
    N_("The night never ends: the Ancient One's hour has come."),
)


def ending(reason: Any) -> str:
    """The outcome's reason (the view keeps the game's English) in the reader's language."""
    from tabletome.engine.i18n.retell import retell

    return retell(str(reason), ENDINGS)


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
                    return name_words(it["name"])
        for name in _map(_map(self.v.get("dice")).get("secured")):
            if slug(str(name)) == word:
                return name_words(name)
        return name_words(_item_names().get(word, word.replace("-", " ")))

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
            return task_notation(_map(self.v.get("ancient_one")).get("combat", "?"))
        card = self.card()
        if card is not None and self.unlocking():
            return task_notation(card.get("unlock"))
        tasks = _rows(card.get("tasks")) if card else []
        return task_notation(tasks[n - 1].get("task")) if 0 < n <= len(tasks) else "?"

    def said(self, template: str) -> re.Match[str] | None:
        """The prompt's parts when ``template`` made it (the view's prompt is in the reader's
        language; a view written in English is read too)."""
        from tabletome.engine.i18n.retell import pattern

        for words in dict.fromkeys((_(template), template)):
            found = pattern(words).match(self.prompt)
            if found is not None:
                return found
        return None

    def space(self, word: str) -> Row | None:
        """An Expedition space by its number or its name's slug."""
        for sp in _rows(_pyramid(self.v).get("expedition")):
            if str(sp.get("n")) == word or slug(str(sp.get("name", ""))) == word:
                return sp
        return None


def _go(m: _Mover, a: list[str]) -> str:
    card = _place_row(m.v, a[0])
    where = place_label(m.v, a[0])
    if face_down(card):  # ES-EGY-05: its back, then it is turned face up
        back = effects_words(card.get("back"))
        if back:
            return _(
                "Move to {place}: resolve its back ({back}), then turn it face up and resolve its Entry effects."
            ).format(place=where, back=back)
        return _("Move to {place}: turn it face up and resolve its Entry effects.").format(place=where)
    return _("Move to {place}.").format(place=where)


def _stay(m: _Mover, a: list[str]) -> str:
    me = m.me()
    where = place_label(m.v, me.get("where")) if me else _("your place")
    return _("Stay where you are, at {place}.").format(place=where)


def _first_aid(m: _Mover, a: list[str]) -> str:
    return _("Receive free First Aid at the entrance: regain 1 {what}.").format(what=_(a[0]))


def _restore(m: _Mover, a: list[str]) -> str:
    if a[0] == "both":
        return _("Receive First Aid paid with trophies: restore both sanity and stamina to their maximums.")
    return _("Receive First Aid paid with trophies: restore {what} to its maximum.").format(what=_(a[0]))


SOUVENIRS = {
    "clue": N_("a clue token"),
    "common": N_("a Common Item"),
    "unique": N_("a Unique Item"),
    "spell": N_("a Spell"),
    "ally": N_("an Ally"),
    "relic": N_("a Relic"),
    "elder-sign": N_("an Elder Sign"),
}


def _buy(m: _Mover, a: list[str]) -> str:
    return _("Buy a Souvenir with trophies: {souvenir}.").format(souvenir=_(SOUVENIRS.get(a[0], a[0])))


def _roll(m: _Mover, a: list[str]) -> str:
    pool = m.attempt.get("to_roll") if m.attempt else None
    target = _("the Ancient One") if m.battle() else _("the adventure")
    if m.unlocking():
        target = _("the Hidden Chamber's unlock task ({task}), in one single roll").format(task=task_words(m.task(1)))
    if pool:
        return _("Roll the dice pool ({dice}) against {target}.").format(dice=colours_words(pool), target=target)
    return _("Roll the dice pool against {target}.").format(target=target)


def _spend(m: _Mover, a: list[str]) -> str:
    return _("Spend {item} to add its die to the roll.").format(item=m.item(a[0]))


def _take(m: _Mover, a: list[str]) -> str:
    return _("Take {dice} off your spell to roll it with the pool.").format(dice=dice_words(a[0]))


def _give_up(m: _Mover, a: list[str]) -> str:
    if m.battle():
        return _("End the attack on the Ancient One for this turn.")
    if m.unlocking():
        return _("Give up the unlock roll: the Hidden Chamber stays locked; move elsewhere or stay.")
    if m.attempt and not _num(m.attempt.get("rolls")):
        return _("Declare the adventure failed before rolling: suffer its penalties.")
    return _("Stop rolling: the adventure fails and its penalties apply.")


def _reroll(m: _Mover, a: list[str]) -> str:
    if a:
        return _("Spend a clue to reroll {dice}.").format(dice=dice_words(a[0]))
    return _("Spend a clue to reroll the marked dice.")


def _mark_die(m: _Mover, a: list[str]) -> str:
    return _("Mark {dice} for a clue's reroll.").format(dice=dice_words(a[0]))


def _unmark_die(m: _Mover, a: list[str]) -> str:
    return _("Take {dice} off the dice marked for the reroll.").format(dice=dice_words(a[0]))


def _secure(m: _Mover, a: list[str]) -> str:
    return _("Cast {item}: secure {dice} on it.").format(item=m.item(a[0]), dice=dice_words(a[1]))


def _complete(m: _Mover, a: list[str]) -> str:
    n = int(a[0])
    dice = a[1] if len(a) > 1 else "-"
    if m.battle():
        what = _("the combat task ({task})").format(task=m.task(n))
    elif m.unlocking():
        what = _("the unlock task ({task})").format(task=m.task(n))
    else:
        what = _("task {n} ({task})").format(n=n, task=m.task(n))
    used = _("no dice") if dice == "-" else _kept_words(m, dice)
    if len(a) > 2:
        return _("Complete {task} with {dice}, {item} paying its cost.").format(task=what, dice=used, item=m.item(a[2]))
    return _("Complete {task} with {dice}.").format(task=what, dice=used)


def _kept_words(m: _Mover, dice: str) -> str:
    """``gp+gl@focus+g3@2`` -> green Peril, the focused green Lore and the green 3 on Bob's marker
    (ES-ADV-11: a die not of this roll is named by where it is kept)."""
    parts = []
    for part in dice.split("+"):
        name, _sep, where = part.partition("@")
        words = dice_words(name)
        if where == "focus":
            words = _("the focused {die}").format(die=words)
        elif where.isdigit():
            words = _("the {die} on {investigator}'s marker").format(die=words, investigator=inv_name(m.v, int(where)))
        elif where:
            words = _("the {die} on {item}").format(die=words, item=m.item(where))
        parts.append(words)
    return _and(parts)


def _pass(m: _Mover, a: list[str]) -> str:
    if m.said(MANDY):  # her window, not her own roll
        return _("Not now: keep Mandy Thompson's reroll for a later roll today.")
    if m.said(ROLL_AGAIN):
        return _("Complete no more tasks this roll: roll the dice left again.")
    if m.unlocking():
        return _("Complete no task: the unlock roll fails and the Hidden Chamber stays locked.")
    return _("Complete no task: the roll fails.")


# The prompts (made in the frames) whose words tell which decision a move answers.
MANDY = N_("Mandy Thompson (once per day): have up to two dice of this roll rerolled, or pass.")
ROLL_AGAIN = N_("{investigator} rolled {dice}: complete another task, or pass to roll again.")
GROUP_OPTION = N_("{mythos}: choose one option as a group — {options}.")
SIDES_PROMPT = N_("{investigator}: choose one side ({why}) — {sides}.")
MONSTER_PROMPT = N_("{monster} appears ({task}): choose where it goes.")
ENTRANCE_PROMPT = N_(
    "{investigator} is on the {side} side ({n} trophies): an option — {offers} — or flip to {other}, or nothing."
)
DISCARD_TOKEN = N_("Discard the expedition token of a space — {spaces}.")
HEAL_PROMPTS = (
    (N_("Which investigator regains {n} sanity?"), "sanity"),
    (N_("Which investigator regains {n} stamina?"), "stamina"),
    (N_("{investigator} (once per day): an investigator regains 1 sanity, or not now."), "sanity"),
    (N_("{investigator} (once per day): an investigator regains 1 stamina, or not now."), "stamina"),
)


def _change(m: _Mover, a: list[str]) -> str:
    return _("Use your ability: change {dice} to a {face}.").format(dice=dice_words(a[0]), face=_(a[1].capitalize()))


def _raise(m: _Mover, a: list[str]) -> str:
    dice = parse_dice(a[0])
    if dice and dice[0][1].isdigit():
        colour, face = dice[0]
        return _("Use your ability: raise {die} to {n}.").format(die=die_words(colour, face), n=int(face) + 1)
    return _("Use your ability: raise {dice} by one investigation.").format(dice=dice_words(a[0]))


def _focus(m: _Mover, a: list[str]) -> str:
    return _("Focus: keep {dice} on your investigator marker for a later task.").format(dice=dice_words(a[0]))


def _assist(m: _Mover, a: list[str]) -> str:
    return _("{investigator} assists: keep {dice} on their marker for this attempt.").format(
        investigator=inv_name(m.v, int(a[0])), dice=dice_words(a[1])
    )


def _discard(m: _Mover, a: list[str]) -> str:
    return _("Discard {dice} from the pool after the failed roll.").format(dice=dice_words(a[0]))


def _jenny(m: _Mover, a: list[str]) -> str:
    what = _(_INSTEAD.get(a[0], a[0]))
    return _("Discard {what} to add the yellow and red dice to the pool.").format(what=what)


def _use(m: _Mover, a: list[str]) -> str:
    space = m.space(a[0]) if len(a) == 1 else None
    if space is not None:  # ES-EXPD-04/05
        how = _("discarding its token") if space.get("use") == "discard" else _("once today")
        name = name_words(space.get("name"))
        if space.get("text"):
            return _("Use the Expedition's {space} ({how}): {text}.").format(
                space=name, how=how, text=text_words(space["text"]).rstrip(".")
            )
        return _("Use the Expedition's {space} ({how}).").format(space=name, how=how)
    if len(a) > 1:
        return _("Use {item} for {investigator}.").format(item=m.item(a[0]), investigator=inv_name(m.v, int(a[1])))
    return _("Use {item}.").format(item=m.item(a[0]))


def _end(m: _Mover, a: list[str]) -> str:
    return _("End the Clock phase: the clock advances.")


def _choose(m: _Mover, a: list[str]) -> str:
    choices = _rows(_map(m.v.get("mythos")).get("choices"))
    picked = next((c for c in choices if str(c.get("n")) == a[0]), None)
    if picked is not None and m.said(GROUP_OPTION):  # ES-LPMYTH-02
        text = text_words(picked.get("text")).rstrip(".")
        if picked.get("expert"):
            return _("Choose the Mythos card's option {n} as a group (an Expert option): {text}.").format(
                n=a[0], text=text
            )
        return _("Choose the Mythos card's option {n} as a group: {text}.").format(n=a[0], text=text)
    sides = m.said(SIDES_PROMPT)
    side = re.search(rf"(?:^|;)\s*{re.escape(a[0])}: ([^;]*)", sides.group("sides")) if sides else None
    if side:
        return _("Choose side {n}: {side}.").format(n=a[0], side=side.group(1))
    return _("Choose side {n} of the split area.").format(n=a[0])


def _place(m: _Mover, a: list[str]) -> str:
    found = m.said(MONSTER_PROMPT)
    monster = found.group("monster") if found else _("the monster")
    where = place_label(m.v, a[0])
    row = int(a[1])
    if row == 0:
        return _("Place {monster} on {place}, below its last task.").format(monster=monster, place=where)
    card = next((p for p in _places(m.v) if p.get("place") == a[0]), {})
    rows = _rows(card.get("rows"))
    if 0 < row <= len(rows):
        printed = rows[row - 1]
        kind = _(str(printed.get("monster_row") or "task"))
        icons = printed.get("task")
        what = f" ({task_words(icons)})" if icons and icons != "nothing" else ""
        return _("Place {monster} on {place}, on its {kind} in row {n}{icons}.").format(
            monster=monster, place=where, kind=kind, n=row, icons=what
        )
    return _("Place {monster} on {place}, on row {n}.").format(monster=monster, place=where, n=row)


N_("blank monster task")
N_("monster task")
N_("partial monster task")
N_("task")


def _heal(m: _Mover, a: list[str]) -> str:
    what = _("what the effect gives")
    for template, stat in HEAL_PROMPTS:
        found = m.said(template)
        if found is not None:
            n = found.groupdict().get("n", "1")
            what = _("{n} sanity").format(n=n) if stat == "sanity" else _("{n} stamina").format(n=n)
            break
    return _("{investigator} regains {what}.").format(investigator=inv_name(m.v, int(a[0])), what=what)


def _lose(m: _Mover, a: list[str]) -> str:
    return _("Discard {item}.").format(item=m.item(a[0]))


_INSTEAD = {"clue": N_("a clue"), "common": N_("a Common Item"), "unique": N_("a Unique Item"), "spell": N_("a Spell")}


def _mandy(m: _Mover, a: list[str]) -> str:
    return _("Mandy Thompson (once per day): have {dice} rerolled.").format(dice=dice_words(a[0]))


def _instead(m: _Mover, a: list[str]) -> str:
    return _('Take {what} ("Ashcan" Pete\'s choice).').format(what=_(_INSTEAD.get(a[0], a[0])))


KIT = {"common": N_("a Common Item"), "unique": N_("a Unique Item"), "spell": N_("a Spell")}


def _start(m: _Mover, a: list[str]) -> str:
    return _("Start with {cards}.").format(cards=_and([_(KIT.get(k, k)) for k in a[0].split("+")]))


def _no(m: _Mover, a: list[str]) -> str:
    if m.said(ENTRANCE_PROMPT):
        return _("Use no option of the entrance and do not flip it this turn.")
    return _("Do not use the ability now.")


def _unlock(m: _Mover, a: list[str]) -> str:
    card = _place_row(m.v, a[0])
    dice = _(NUMBER_WORDS[unlock_green(m.v)])
    if card.get("unlock"):
        return _(
            "Try to unlock the Hidden Chamber at {place} (one roll of {n} green dice that must complete {task}); "
            "if it succeeds, move onto it and turn it face up."
        ).format(place=a[0], n=dice, task=task_words(card["unlock"]))
    return _(
        "Try to unlock the Hidden Chamber at {place} (one roll of {n} green dice); "
        "if it succeeds, move onto it and turn it face up."
    ).format(place=a[0], n=dice)


def _option(m: _Mover, a: list[str]) -> str:
    lp = _pyramid(m.v)
    side = str(lp.get("entrance") or _("the entrance"))
    offer = next((o for o in _options(lp, side) if str(o.get("n")) == a[0]), None)
    who = inv_name(m.v, int(a[1]))
    if offer is None:
        return _("Spend trophies on option {n} of the {side} side for {investigator}.").format(
            n=a[0], side=side, investigator=who
        )
    price = plural(_num(offer.get("price")), N_("{n} trophy"), N_("{n} trophies"))
    return _("Spend {price} on {side}'s option {n}: {effect}, for {investigator}.").format(
        price=price, side=side, n=a[0], effect=effect_words(offer.get("effect")), investigator=who
    )


def _flip(m: _Mover, a: list[str]) -> str:
    side = other_side(_pyramid(m.v).get("entrance"))
    if _pyramid(m.v).get("flip_cost") == "normal_advance":
        return _("Advance the clock to flip the entrance to {side} (this is the turn's clock advance).").format(
            side=side
        )
    return _("Advance the clock to flip the entrance to {side} (the Clock phase's own advance still follows).").format(
        side=side
    )


def _token_move(m: _Mover, a: list[str]) -> str:
    space = m.space(a[0])
    number = _("space {n}").format(n=a[0])
    name = f"{name_words(space.get('name'))} ({number})" if space else number
    if m.said(DISCARD_TOKEN):
        return _("Discard the expedition token on {space} of the Expedition sheet, without its effect.").format(
            space=name
        )
    return _("Place an expedition token on {space} of the Expedition sheet.").format(space=name)


def _remove(m: _Mover, a: list[str]) -> str:
    monsters = [name_words(x) for x in _seq(_place_row(m.v, a[0]).get("monsters"))]
    n = int(a[1])
    monster = monsters[n - 1] if 0 < n <= len(monsters) else _("monster {n}").format(n=n)
    return _("Return {monster} on {place} to the monster cup.").format(monster=monster, place=place_label(m.v, a[0]))


DESCRIBE: dict[str, Callable[[_Mover, list[str]], str]] = {
    "go": _go,
    "stay": _stay,
    "first-aid": _first_aid,
    "restore": _restore,
    "lost-and-found": lambda m, a: _("Search the Lost & Found: roll one green die and apply its chart."),
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


def _tips() -> Tips:
    """Hover tips from the glossary, in the reader's language."""
    return _tips_in(language())


@cache
def _tips_in(lang: str) -> Tips:
    from . import GAME

    return Tips(glossary() if lang == "en" else glossary_in(GAME, lang=lang))


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
    what = _("{colour} die: {face}").format(colour=_(colour), face=face_word(face))
    if marked:
        what = _("{die}, marked for the reroll").format(die=what)
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
        word = die_face(face)  # seven letters (Peligro, Coringa) in a smaller font than six (Terror)
        out.append(
            text(x + size / 2, y + size * 0.6, word, int(size * 0.27 * min(1.0, 6 / len(word))), ink, MIDDLE_BOLD)
        )
    else:  # a small die: the symbol's letter
        out.append(text(x + size / 2, y + size * 0.7, face_word(face)[0], int(size * 0.6), ink, MIDDLE_BOLD))
    out.append("</g>")
    return "".join(out)


def die_face(face: str) -> str:
    """A symbol's name short enough for a die's face (``Conhecimento`` is cut to ``Conh.``: the tip
    names it whole)."""
    word = face_word(face) if face != "Wild" else _(face)
    return word if len(word) <= 7 else word[:4] + "."


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
        said = icon_word(icon)
        w = 8 + 7.2 * len(said)
        fill = ICON_FILL.get(first, "#555")
        shape = f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="20" rx="10" fill="{fill}"/>'
        label = text(x + w / 2, y + 14.5, said, 11, "#fff", MIDDLE_BOLD)
        key = "split-icon" if "/" in icon else f"face:{FACE_KEY.get(first, 'lore')}"
    return f'<g class="icon"{opacity}{_tip(key, icon_word(icon))}{shape}{label}</g>', x + w + 4


def _task_svg(pen: _Pen, task: Row, attempted: bool = False) -> None:
    icons, cost = task_parts(task.get("task"))
    done = bool(task.get("done"))
    y = pen.y + 4
    x = pen.x
    mark = element(f"task:{task.get('n')}", _("task {n}").format(n=task.get("n"))) if attempted else ""
    out = [f'<g class="task" data-n="{esc(task.get("n", "?"))}" data-done="{"yes" if done else "no"}"{mark}>']
    out.append(f'<circle cx="{x + 10:g}" cy="{y + 10:g}" r="10" fill="{"#2b8a3e" if done else "#343a46"}"/>')
    out.append(text(x + 10, y + 14.5, "✓" if done else task.get("n", "?"), 12, "#fff", MIDDLE_BOLD))
    x += 26
    for icon in icons or [N_("no icon")]:
        if x + 8 + 7.2 * len(icon_word(icon)) > pen.x + pen.width and x > pen.x + 26:  # carry on below
            x, y = pen.x + 26, y + 24
        chip, x = _chip(x, y, icon, done)
        out.append(chip)
        if x > pen.x + pen.width - 40:  # many icons: carry on below
            x, y = pen.x + 26, y + 24
    out.append("</g>")
    pen.out.append("".join(out))
    pen.y = y + 22
    notes = [cost_words(cost)] if cost else []
    if task.get("monster"):
        notes.append(f"☠ {name_words(task['monster'])}")
    if notes:
        pen.write(" · ".join(notes), 11, "#ff8787" if task.get("monster") else DIMINK, indent=26)
    pen.gap(2)


EFFECT_LABELS = (
    (N_("Entry"), "entry", "#66d9e8"),
    (N_("Terror"), "terror", "#51cf66"),
    (N_("At Midnight"), "midnight", "#74c0fc"),
    (N_("Rewards"), "rewards", "#8ce99a"),
    (N_("Penalties"), "penalties", "#ff8787"),
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
    name = name_words(p.get("name", "?"))
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
        flags.append(_("tasks in order ↓"))
    flags.append(_trophy_words(p))
    if stand_in(p):
        flags.append(_(STAND_IN_WORD).strip())
    pen.write(" · ".join(flags), 11, DIMINK)
    pen.gap(2)
    a = _attempt(v)
    attempted = a is not None and a.get("place") == p.get("place")
    for task in _rows(p.get("tasks")):
        _task_svg(pen, task, attempted)
    for label, key, colour in EFFECT_LABELS:
        if _seq(p.get(key)):
            pen.write(f"{_(label)}: " + effects_words(p.get(key)), 11, colour)
    _card_extras(v, p, pen)
    return pen.out, pen.y - y + 8


def _card_extras(v: View, p: Row, pen: _Pen) -> None:
    on_tasks = {str(t.get("monster")) for t in _rows(p.get("tasks"))}
    extra = [name_words(m) for m in _seq(p.get("monsters")) if str(m) not in on_tasks]
    if extra:
        pen.write(_("Monsters:") + " " + ", ".join(extra), 11, "#ff8787")
    locks = [str(c) for c in _seq(p.get("locks"))]
    if locks:
        pen.write(_("Locked here:") + " " + ", ".join(_die_colour(c) for c in locks), 11, GOLD)
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
    for icon in task_parts(task)[0] or [N_("no icon")]:
        if x + 8 + 7.2 * len(icon_word(icon)) > pen.x + pen.width:
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
        + text(x + 44, y + 20, "☠ " + _(KIND_WORDS.get(str(p.get("special")), "Egyptian Adventure")), 12, ink, BOLD)
        + "</g>"
    )
    pen.y = y + 30
    pen.write(back_title(p), 14, INK, bold=True)
    if p.get("difficulty"):
        pen.write(_("Difficulty band:") + " " + band_words(p["difficulty"]), 11, DIMINK)
    pen.gap(2)
    if p.get("unlock"):
        _icons_line(pen, _("Unlock task"), p["unlock"], "#91a7ff")
        pen.write(_unlock_roll(v, N_("One roll of {n} green dice, before moving onto it.")), 11, DIMINK)
    for label, key, colour in BACK_LABELS:
        if _seq(p.get(key)):
            pen.write(f"{_(label)}: " + effects_words(p.get(key)), 11, colour)
    _card_extras(v, p, pen)
    return pen.out, pen.y - y + 8


def _card_svg(v: View, p: Row, x: float, y: float, h: float, body: list[str]) -> str:
    a = _attempt(v)
    attempted = a is not None and a.get("place") == p.get("place")
    edge = GOLD if attempted else ("#9775fa" if p.get("other_world") else EDGE)
    kind = "other-world" if p.get("other_world") else KIND_KEY.get(str(p.get("kind")), "adventure")
    name = card_title(p)
    english = str(p.get("name", "?"))  # the glossary's key and the data attribute keep the printed name
    fill = "#2a2620" if attempted else PANEL
    key = card_key("card", english)
    if face_down(p):  # its back only: no name (ES-EGY-03)
        key = kind = KIND_KEY.get(str(p.get("special")), "face-down")
        fill = "#2a2620" if attempted else BACK_FILL
        edge = GOLD if attempted else _band(p.get("difficulty"), p.get("special"))[0]
    return (
        f'<g class="card" data-place="{esc(p.get("place", ""))}" data-name="{esc(english if not face_down(p) else back_title_en(p))}"'
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
            for c, (p, (body, _h)) in enumerate(zip(row, drawn, strict=True)):
                out.append(_card_svg(v, p, PAD + c * (CARD_W + GAP), y, h, body))
            y += h + GAP
    return "".join(out), y


# ---------------------------------------------------------------- the Lightless Pyramid's sheets
def _option_svg(pen: _Pen, o: Row, side: str, faded: bool) -> None:
    """One trophy option: its number, its price as a gold pill, its effect (ES-CAIRO-05/07)."""
    top = pen.y
    pill, ink, words = ("#4a4030", "#c9bfa5", DIMINK) if faded else (GOLD, "#1b1b1b", INK)
    price = plural(_num(o.get("price")), N_("{n} trophy"), N_("{n} trophies"))
    mark = "" if faded else element(f"option:{o.get('n')}", _("{side} option {n}").format(side=side, n=o.get("n")))
    pen.out.append(f'<g class="option" data-side="{esc(side)}" data-n="{esc(o.get("n", ""))}"{mark}>')
    pen.out.append(text(pen.x, top + 16, f"{o.get('n')}.", 12, words, BOLD))
    pill_w = max(80.0, 6.0 * len(price) + 8)  # a longer price (another language) widens its pill
    pen.out.append(f'<rect x="{pen.x + 20:g}" y="{top + 4:g}" width="{pill_w:g}" height="17" rx="8.5" fill="{pill}"/>')
    pen.out.append(text(pen.x + 20 + pill_w / 2, top + 16.5, price, 11, ink, MIDDLE_BOLD))
    sub = _Pen(pen.x + 28 + pill_w, top, pen.width - 28 - pill_w)
    sub.write(effect_words(o.get("effect", "")), 12, words)
    pen.out += sub.out
    pen.out.append("</g>")
    pen.y = max(sub.y, top + 22) + 3


def _entrance_svg(lp: Row, x: float, y: float, w: float) -> tuple[str, float]:
    side = str(lp.get("entrance", "?"))
    pen = _Pen(x + 12, y + 2, w - 24)
    pen.write(_("Entrance: the {side} side is up").format(side=side), 16, GOLD, bold=True)
    pen.write(
        _(
            "Its trophy options{stand_in}: the investigator on the entrance, at the start of their Clock "
            "phase, may buy one for any investigator."
        ).format(stand_in=_made_up(lp, side)),
        11,
        DIMINK,
    )
    pen.gap(2)
    for o in _options(lp, side):
        _option_svg(pen, o, side, False)
    pen.gap(6)
    other = other_side(side)
    pen.write(
        _("The {side} side, after a flip{stand_in}:").format(side=other, stand_in=_made_up(lp, other)),
        12,
        DIMINK,
        bold=True,
    )
    for o in _options(lp, other):
        _option_svg(pen, o, other, True)
    pen.gap(4)
    pen.out.append(f'<g class="flip"{element("entrance:flip", _(FLIP))}>')
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
    pen.write(plural(count, N_("{n} card"), N_("{n} cards")), 16, INK, bold=True)
    if count and top:
        pen.write(_("Top card's back:") + " " + back_text(top), 11, DIMINK)
    elif not count:
        pen.write(_("empty"), 11, DIMINK)
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
    pen.write(_("Decks beside the rows"), 14, INK, bold=True)
    pen.gap(6)
    decks = _map(lp.get("decks"))
    ph = _map(lp.get("dark_pharaoh"))
    pw = (pen.width - 2 * 10) / 3
    piles = [
        _pile_svg(pen.x + k * (pw + 10), pen.y, pw, title, _num(d.get("count")), d.get("top_back"), key)
        for k, (title, d, key) in enumerate(
            (
                (_("Cairo deck · Stage I"), _map(decks.get("cairo")), "stage-decks"),
                (_("Dashur deck · Stage II"), _map(decks.get("dashur")), "stage-decks"),
                (
                    _("Dark Pharaoh pile"),
                    {"count": ph.get("pile"), "top_back": "a face-down Dark Pharaoh adventure"},
                    "dark-pharaoh",
                ),
            )
        )
    ]
    pen.out += [drawn for drawn, _ in piles]
    pen.gap(max(hh for _, hh in piles) + 4)
    discard = [name_words(n) for n in _seq(ph.get("discard"))]
    pen.write(_("Dark Pharaoh discard:") + " " + (", ".join(discard) if discard else _("none")), 12, INK)
    relics = plural(_num(lp.get("relics_left")), N_("{n} Relic"), N_("{n} Relics"))
    pen.write(_("Relic deck: {relics} left").format(relics=relics), 12, INK)
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
    stand = _(STAND_IN_WORD) if stand_in(sp) else ""
    head.write(f"{sp.get('n')}. {name_words(sp.get('name', '?'))}{stand}", 13, INK, bold=True)
    pen = _Pen(x + 10, max(head.y, y + 28), w - 20)
    pen.out = head.out + out
    used = bool(sp.get("used_today"))
    said = _("token on it · {use}") if token else _("no token · {use}")
    pen.write(said.format(use=space_use(sp)), 11, "#ff8787" if used else DIMINK)
    if sp.get("text"):
        pen.write(text_words(sp["text"]), 11, INK)
    return pen.out, pen.y - y + 8


def _expedition_svg(lp: Row, x: float, y: float, w: float) -> tuple[str, float]:
    """The Expedition sheet's spaces, two a row: each with its token, name, use and text (ES-EXPD)."""
    spaces = _rows(lp.get("expedition"))
    pen = _Pen(x + 12, y + 2, w - 24)
    pen.write(_("Expedition sheet") + " — " + _tokens_beside(lp), 14, INK, bold=True)
    pen.write(_("While a token is on a space, every investigator may use it in their Clock phase."), 11, DIMINK)
    pen.gap(4)
    sw = (pen.width - (EXP_COLS - 1) * 10) / EXP_COLS
    for k in range(0, len(spaces), EXP_COLS):
        row = spaces[k : k + EXP_COLS]
        drawn = [_space_body(sp, pen.x + c * (sw + 10), pen.y, sw) for c, sp in enumerate(row)]
        h = max(hh for _, hh in drawn)
        for c, (sp, (body, _h)) in enumerate(zip(row, drawn, strict=True)):
            pen.out.append(_space_svg(sp, pen.x + c * (sw + 10), pen.y, sw, h, body))
        pen.gap(h + 8)
    h = pen.y - y + 2
    rect = f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{{H}}" rx="8" fill="{PANEL}" stroke="{EDGE}"/>'
    return f'<g class="expedition"><g{_tip("expedition")}{rect}</g>' + "".join(pen.out) + "</g>", h


def _space_svg(sp: Row, x: float, y: float, w: float, h: float, body: list[str]) -> str:
    token = bool(sp.get("token"))
    name = str(sp.get("name", ""))
    return (
        f'<g class="space" data-n="{esc(sp.get("n", ""))}" data-token="{"yes" if token else "no"}"{element("space:" + str(sp.get("n")), name_words(name))} '
        f'data-used="{"yes" if sp.get("used_today") else "no"}"><g{_tip(card_key("expedition", name), name_words(name), "expedition")}'
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
    out = [f'<g class="doom-track" data-doom="{doom}"{_tip("doom")}', text(x, y + 5, _("Doom"), 12, DIMINK, BOLD)]
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
    name = str(ao.get("name") or _("Ancient One"))
    pen = _Pen(x + 12, y + 2, w - 24)
    title = (
        name
        + (_(STAND_IN_WORD) if stand_in(ao) else "")
        + ("  — " + _("AWAKENED: the final battle") if ao.get("awakened") else "")
    )
    pen.write(title, 18, "#ff6b6b", bold=True)
    pen.gap(16)
    pen.out.append(_doom_track(ao, pen.x, pen.y, pen.width))
    pen.gap(26)
    pen.out.append(_sign_track(ao, pen.x, pen.y, pen.width))
    pen.gap(20)
    icons = _map(ao.get("doom_icons"))
    if icons:
        pen.write(_("! on the doom track:") + " " + _doom_icons(icons), 11, DIMINK)
    pen.gap(4)
    cx = pen.x
    battle = (_attempt(v) or {}).get("place") == "ancient-one"  # its combat task is the one to complete
    pen.out.append(f'<g class="combat-task"{element("task:1", _(COMBAT)) if battle else ""}>')
    pen.out.append(text(cx, pen.y + 15, _("Combat task"), 12, DIMINK, BOLD))
    cx += TRACK_X - 11
    icons_, cost = task_parts(ao.get("combat"))
    for icon in icons_:
        chip, cx = _chip(cx, pen.y + 1, icon, False)
        pen.out.append(chip)
    pen.out.append("</g>")
    pen.gap(24)
    if cost:
        pen.write(cost_words(cost), 11, DIMINK)
    for label, key in AO_LABELS:
        if _seq(ao.get(key)):
            pen.write(f"{_(label)}: " + effects_words(ao.get(key)), 12, INK)
    if ao.get("text"):
        pen.write(text_words(ao["text"]), 12, DIMINK)
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
    out.append(text(cx, y + 150, _("{hour} o'clock").format(hour=clock.get("shows", "?")), 14, INK, MIDDLE_BOLD))
    h = 164.0
    if _num(clock.get("midnights_due")):
        out.append(text(cx, y + 168, _("midnight is due"), 12, "#ff8787", MIDDLE_BOLD))
        h = 180.0
    out.append("</g>")
    return "".join(out), h


def _mythos_choices(pen: _Pen, m: Row) -> None:
    """ES-LPMYTH-02: the card's two options; an Expert one in the watermark's turquoise."""
    choices = _rows(m.get("choices"))
    if choices:
        pen.gap(2)
        pen.write(_("Options (the group chooses one):"), 12, DIMINK, bold=True)
    for c in choices:
        expert = bool(c.get("expert"))
        pen.out.append(f'<g class="choice"{element("choice:" + str(c.get("n")), _(OPTION_N).format(n=c.get("n")))}>')
        pen.write(
            f"{c.get('n')}. {text_words(c.get('text', ''))}" + (_(" (Expert)") if expert else ""),
            12,
            "#3bc9db" if expert else INK,
            indent=4,
        )
        pen.out.append("</g>")


def _mythos(v: View, x: float, y: float, w: float) -> tuple[str, float]:
    m = v.get("mythos")
    pen = _Pen(x + 12, y + 2, w - 24)
    pen.write(_("Mythos"), 12, DIMINK, bold=True)
    name = N_("none in effect")
    if isinstance(m, Mapping):
        name = str(m.get("name", "?"))
        pen.write(name_words(name) + (_(STAND_IN_WORD) if stand_in(m) else ""), 15, "#da77f2", bold=True)
        if m.get("text"):
            pen.write(text_words(m["text"]), 12, INK)
        if _seq(m.get("terror")):
            pen.write(_("Terror") + ": " + effects_words(m.get("terror")), 12, "#51cf66")
        _mythos_choices(pen, m)
    else:
        pen.write(_("none in effect"), 13, DIMINK)
    h = pen.y - y + 10
    key = card_key("mythos", name)
    return (
        f'<g class="mythos" data-name="{esc(name)}"><g{_tip(key, name_words(name) if isinstance(m, Mapping) else _(name), "mythos")}'
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
    pen.write(attempt_head(v, a), 15, GOLD, bold=True)
    pen.write(f"{_(str(a.get('step')))} · {rolls_so_far(a)} · {_dice_state(a)}", 12, DIMINK)
    pen.gap(6)
    x = pen.x
    groups: list[tuple[str, Any]] = []
    rolled_label = _("rolled")
    if a.get("pool"):
        groups.append((rolled_label, a["pool"]))
    marked = marked_dice(a)
    if a.get("held"):
        groups.append((_("held (focus)"), a["held"]))
    for helper in _rows(a.get("assisting")):
        groups.append(
            (_("{investigator} assists").format(investigator=inv_name(v, helper.get("n"))), helper.get("die"))
        )
    for label, dice in groups:
        width = max(len(label) * 7.0, len(parse_dice(dice)) * 46.0)
        if x + width > pen.x + pen.width:
            x, pen.y = pen.x, pen.y + 66
        pen.out.append(text(x, pen.y + 12, label, 12, DIMINK, BOLD))
        rolled = label == rolled_label  # the dice of this roll: each one an element
        drawn, _x = dice_svg(x, pen.y + 18, dice, el="die" if rolled else "", marked=marked if rolled else frozenset())
        pen.out.append(drawn)
        x += width + 28
    if groups:
        pen.gap(62)
    elif a.get("to_roll"):
        pen.write(_("to roll: {dice}").format(dice=colours_words(a["to_roll"])), 13, INK)
    h = pen.y - y + 10
    rect = f'<rect x="{PAD}" y="{y:g}" width="{W - 2 * PAD}" height="{h:g}" rx="8" fill="#2a2620" stroke="{GOLD}"/>'
    return f'<g class="attempt"{_tip("pool")}' + rect + "".join(pen.out) + "</g>", y + h + GAP


def _inv_head(v: View, inv: Row, pen: _Pen, x: float, y: float) -> None:
    n = _num(inv.get("n"))
    name = str(inv.get("name") or _("devoured"))
    pen.out.append(_token(x + 22, y + 20, v, n, 13))
    extra = (_(" (you)") if n in _you(v) else "") + ("  — " + _("to act") if n == _active_n(v) else "")
    head = _Pen(x + 42, y, INV_W - 110)
    head.write(name + extra, 15, INK if inv.get("alive", True) else DIMINK, bold=True)
    pen.out += head.out
    pen.y = max(pen.y, head.y)
    if inv.get("marker"):
        pen.out.append(text(x + INV_W - 62, y + 16, _("marker"), 10, DIMINK, END))
        drawn, _x = dice_svg(x + INV_W - 56, y + 4, inv["marker"], 26)
        pen.out.append(drawn)


def _inv_items(pen: _Pen, inv: Row) -> None:
    seen: set[str] = set()  # a second card of one name is not an element of its own
    for item in _rows(inv.get("items")):
        el = f"item:{_num(inv.get('n'))}:{slug(str(item.get('name', '')))}"
        mark = element(el) if el not in seen else ""
        seen.add(el)
        kind = f" [{item_kind(item)}]" if item.get("kind") else ""
        name = name_words(item.get("name", "?")) + kind + (_(STAND_IN_WORD) if stand_in(item) else "")
        start = len(pen.out)
        pen.write(f"• {name}: {text_words(item.get('text', ''))}", 11, INK, indent=4)
        key = card_key("item", str(item.get("name", "")))
        pen.out.insert(start, f'<g class="item"{mark}{_tip(key, name_words(item.get("name", "")), "item")}')
        pen.out.append("</g>")
        if item.get("secured"):
            said = _("secured:")
            pen.out.append(text(pen.x + 16, pen.y + 15, said, 11, DIMINK))
            drawn, _x = dice_svg(pen.x + max(70.0, 22 + 6.0 * len(said)), pen.y + 3, item["secured"], 20, 4)
            pen.out.append(drawn)
            pen.gap(24)


def _inv_svg_body(v: View, inv: Row, x: float, y: float) -> tuple[list[str], float]:
    pen = _Pen(x + 12, y + 2, INV_W - 24)
    _inv_head(v, inv, pen, x, y)
    pen.y = max(pen.y, y + 36)  # below the token and the name
    if not inv.get("alive", True) or not inv.get("name"):
        pen.write(_("devoured: out of the game"), 12, DIMINK)
        return pen.out, pen.y - y + 10
    pen.write(stats_words(v, inv), 13, INK, bold=True)
    trophies = _rows(inv.get("trophies"))
    pen.write(
        _("Trophies, value {n}: {trophies}").format(n=_num(inv.get("trophy_value")), trophies=_trophy_list(trophies)),
        11,
        GOLD,
    )
    _inv_items(pen, inv)
    if inv.get("ability"):
        pen.write(_("Ability:") + " " + text_words(inv["ability"]), 11, DIMINK)
    return pen.out, pen.y - y + 10


def stats_words(v: View, inv: Row) -> str:
    """``Sanity 5/6 · Stamina 3/4 · 0 clues · at The Gift Shop (a3)``."""
    return _("Sanity {sanity}/{max_sanity} · Stamina {stamina}/{max_stamina} · {clues} · at {place}").format(
        sanity=inv.get("sanity"),
        max_sanity=inv.get("max_sanity"),
        stamina=inv.get("stamina"),
        max_stamina=inv.get("max_stamina"),
        clues=plural(_num(inv.get("clues")), N_("{n} clue"), N_("{n} clues")),
        place=place_label(v, inv.get("where")),
    )


def _investigators_svg(v: View, y: float) -> tuple[str, float]:
    invs = _investigators(v)
    out = []
    for k in range(0, len(invs), INV_COLS):
        row = invs[k : k + INV_COLS]
        drawn = [_inv_svg_body(v, inv, PAD + c * (INV_W + GAP), y) for c, inv in enumerate(row)]
        h = max(hh for _, hh in drawn)
        for c, (inv, (body, _h)) in enumerate(zip(row, drawn, strict=True)):
            x = PAD + c * (INV_W + GAP)
            active = _num(inv.get("n")) == _active_n(v)
            name = str(inv.get("name") or "")
            out.append(
                f'<g class="investigator" data-n="{esc(inv.get("n", ""))}" data-alive="{"yes" if inv.get("alive", True) else "no"}"'
                f"{element('investigator:' + str(_num(inv.get('n'))), name or _('devoured'))}>"
                f'<g{_tip(card_key("investigator", name), name, "investigator")}<rect x="{x:g}" y="{y:g}" '
                f'width="{INV_W:g}" height="{h:g}" rx="8" fill="{PANEL}" stroke="{GOLD if active else EDGE}" '
                f'stroke-width="{2 if active else 1}"/></g>' + "".join(body) + "</g>"
            )
        y += h + GAP
    return "".join(out), y


def _footer(v: View, y: float) -> tuple[str, float]:
    pen = _Pen(PAD, y - 6, W - 2 * PAD)
    pen.write(_("Decks: {decks}").format(decks=_decks_words(v)), 12, DIMINK)
    if pharaohs_matter(v) and not _in_pyramid(v):  # the Museum with the Dark Pharaoh adventures (ES-OOTP-01)
        pen.write(pharaoh_words(_pyramid(v)), 12, DIMINK)
    dice = _map(v.get("dice"))
    words = _("Free dice:") + " " + ", ".join(f"{_(str(c))} {n}" for c, n in _map(dice.get("free")).items())
    locks = _rows(dice.get("locks"))
    if locks:
        words += " · " + _("locked:") + " " + _locks_words(locks)
    pen.write(words, 12, DIMINK)
    return f'<g class="footer"{_tip("locked-die")}' + "".join(pen.out) + "</g>", pen.y + 12


def _outcome(v: View, h: float) -> str:
    oc = _map(v.get("outcome"))
    won = bool(oc.get("winners"))
    reason = plain(ending(oc.get("reason", "")))[0]
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
            _("The investigators win!") if won else _("The investigators lose."),
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
    mover = v.get("to_move") or _("nobody")
    pen.write(
        _("Elder Sign — turn {n} — to move: {investigator}").format(n=_num(v.get("turn")), investigator=mover),
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
    title = _("Elder Sign — turn {n} — seen by {investigator}").format(
        n=_num(v.get("turn")), investigator=v.get("you") or _("everyone")
    )
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
