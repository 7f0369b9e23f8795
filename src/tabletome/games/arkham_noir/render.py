"""Pictures of an Arkham Noir view: rich renderables for the terminal.

Everything here reads a ``view(0)`` (or ``full_view()``) dict, never the state, so a
picture cannot show what the investigator may not know.

Card icons, as in ``card["icons"]``: ``S>VI`` is the left icon (Search) and the right
icons (Surveillance, Interview); S Search, V Surveillance, I Interview, Q Inquiry,
``*`` ALL; then the clue type, the attribute, and the time and sanity icons.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from tabletome.engine.capabilities import element
from tabletome.engine.i18n import N_, _, gettext, language
from tabletome.engine.svg import Tips

from .data import CLUE_TYPES
from .reference import glossary
from .reference import slug as _slug
from .words import name as name  # narrow.py and the tests read render.name
from .words import words_of as _words_of

TYPE_STYLE = {
    "Person of interest": "bold cyan",
    "Threat": "bold red",
    "Artifact": "bold yellow",
    "Evidence": "bold green",
    "Location": "bold blue",
    "Creature": "bold magenta",
}
METHOD_LETTER = {"search": "S", "surveillance": "V", "interview": "I", "inquiry": "Q", "all": "*"}

# ---------------------------------------------------------------- words in the reader's language
# The view keeps the game's own (English) words; these turn them into the reader's at display time.
# Card, victim, clue type, effect and method names are those of each language's glossary
# (glossary.LANG.toml); a custom edition's own names stay as they are.
#: The view's own words: steps (``phase``), the contact's state, the victims' professions.
VIEW_WORDS = {
    w: w
    for w in (
        N_("action"),
        N_("hand limit"),
        N_("effect"),
        N_("collect"),
        N_("sanity bonus"),
        N_("contact"),
        N_("over"),
        N_("resolving"),
        N_("ready"),
        N_("used: Key side"),
        N_("used: Exchange side"),
        N_("history professor"),
        N_("student of mathematics"),
        N_("student"),
        N_("writer"),
    )
}
#: Why a new victim was needed, as the rules say it (rules.NEEDED_BECAUSE).
BECAUSE = {
    "the draw deck ran out": N_("the draw deck ran out"),
    "the time area reached its limit": N_("the time area reached its limit"),
    "you closed your last open case": N_("you closed your last open case"),
}
#: The outcome sentences the rules write (rules.py), with their slots.
ENDINGS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), message)
    for pattern, message in (
        (
            r"^A new victim must be revealed because (?P<because>.+), and none is left: "
            r"the cult's killings go on unpunished\.$",
            N_(
                "A new victim must be revealed because {because}, and none is left: "
                "the cult's killings go on unpunished."
            ),
        ),
        (
            r"^The sanity area holds (?P<n>\d+) cards \(limit (?P<limit>\d+)\): you lose your mind\.$",
            N_("The sanity area holds {n} cards (limit {limit}): you lose your mind."),
        ),
        (
            r"^The Big Picture holds Puzzle clues of (?P<n>\d+) different types: you expose the witch cult\.$",
            N_("The Big Picture holds Puzzle clues of {n} different types: you expose the witch cult."),
        ),
    )
)


def word(text: str) -> str:
    """One of the view's own words (a step, the contact's state, a profession) in the reader's language."""
    return gettext(text) if text in VIEW_WORDS else text


def ending(reason: str) -> str:
    """An outcome sentence of the rules in the reader's language (one it does not know stays as written)."""
    for pattern, message in ENDINGS:
        m = pattern.match(reason)
        if m is not None:
            slots = m.groupdict()
            if "because" in slots:
                slots["because"] = gettext(BECAUSE.get(slots["because"], slots["because"]))
            return gettext(message).format(**slots)
    return reason


def effect_text(kind: str, english: str) -> str:
    """An effect's words in the reader's language: the glossary's first sentence for the standard
    edition's text; a custom edition's own text stays as written."""
    from tabletome.engine.svg import first_sentence

    from .data import EFFECT_KINDS, standard_edition

    said = _words_of(language()).get("effect:" + kind, {}).get("text")
    standard = standard_edition().effect_texts[EFFECT_KINDS.index(kind)] if kind in EFFECT_KINDS else None
    if not isinstance(said, str) or not said.strip() or english != standard:
        return english
    return first_sentence(said)


def type_short(card_type: str) -> str:
    """A clue type's three letters on a small card (PER, THR, ...; in the reader's words)."""
    return name(card_type)[:3].upper()


def effects_text(effects: list[dict[str, Any]], sep: str) -> str:
    return sep.join(name(e["name"]) + ("" if e["mandatory"] else "?") for e in effects)


def icons(names: list[str]) -> str:
    return "".join(METHOD_LETTER.get(n, "?") for n in names)


def card_text(card: dict[str, Any], principal: bool = False) -> Text:
    """``#12 Moses Sargent  V>I  PER  puzzle ⌛ ☹`` with the clue type coloured."""
    t = Text()
    if principal:
        t.append("▶ ", style="bold white")
    t.append(f"#{card['number']} ", style="bold")
    t.append(name(card["name"]), style=TYPE_STYLE.get(card["type"], ""))
    t.append(f"  {icons(card['left'])}>{icons(card['right'])}", style="bold")
    t.append(f" {type_short(card['type'])}", style=TYPE_STYLE.get(card["type"], ""))
    attr = card["attribute"]
    if attr == "min_cards":
        t.append(" " + _("min{n}").format(n=card["min_cards"]), style="yellow")
    elif attr == "puzzle":
        t.append(" " + _("puzzle+lock"), style="bold yellow")
    elif attr != "none":
        t.append(f" {gettext(ATTRIBUTE_WORDS.get(attr, attr))}", style="yellow")
    if card["time"]:
        t.append(" ⌛", style="red")
    if card["sanity"]:
        t.append(" ☹", style="magenta")
    if card["effects"]:
        t.append(f"  [{effects_text(card['effects'], ', ')}]", style="dim")
    return t


ATTRIBUTE_WORDS = {"key": N_("key"), "lock": N_("lock")}


def card_list(cards: list[dict[str, Any]], empty: str = "—", mark_first: bool = False) -> Text:
    if not cards:
        return Text(empty, style="dim")
    out = Text()
    for i, c in enumerate(cards):
        if i:
            out.append("\n")
        out.append_text(card_text(c, principal=mark_first and i == 0))
    return out


def cases(v: dict[str, Any]) -> Table:
    table = Table(title=_("Open cases"), expand=True, show_lines=True)
    table.add_column("#", justify="right", width=2)
    table.add_column(_("Victim"), overflow="fold")
    table.add_column(_("Investigation line (left to right)"), overflow="fold")
    table.add_column(_("Types"), justify="right", overflow="fold")
    for case in v["cases"]:
        victim = case["victim"]
        who = Text(name(victim["name"]), style="bold")
        who.append(f"\n{word(victim['profession'])}  ▷{icons(victim['right'])}", style="dim")
        if case["being_closed"]:
            who.append("\n" + _("being closed"), style="bold yellow")
        line = Text()
        for i, c in enumerate(case["line"]):
            if i:
                line.append("\n")
            line.append(f"{i + 1:>2}. ", style="dim" if i < 7 else "bold red")
            line.append_text(card_text(c))
        if not case["line"]:
            line.append(_("(no clue yet: the first one matches the victim's icons)"), style="dim")
        types = Text(f"{case['clue_types']}/6")
        if case["closable"]:
            types.append(" ✓", style="bold green")
        keys = case["spare_keys"]
        types.append("\n" + _("keys {n}").format(n=keys), style="dim")
        if case.get("keys_short"):
            types.append(" " + _("({n} short)").format(n=case["keys_short"]), style="dim")
        if case["contact_key"]:
            types.append("\n+Armitage", style="dim")
        table.add_row(str(case["case"]), who, line, types)
    return table


def areas(v: dict[str, Any]) -> Table:
    table = Table(expand=True, show_header=True)
    limit = v["limit"]
    time_area = _("Time area {n}/{limit}").format(n=len(v["time_area"]), limit=limit)
    table.add_column(time_area, style="", overflow="fold")
    table.add_column(_("Sanity area {n}/{limit}").format(n=len(v["sanity_area"]), limit=limit), overflow="fold")
    big = _("Big Picture {n}/{goal} types").format(n=len(v["puzzle_types"]), goal=v["victory"])
    table.add_column(big, overflow="fold")
    bp = Text(", ".join(name(t) for t in v["puzzle_types"]) or _("no Puzzle clue yet"), style="bold green")
    bp.append("\n")
    bp.append_text(card_list(v["big_picture"], ""))
    table.add_row(card_list(v["time_area"]), card_list(v["sanity_area"]), bp)
    return table


def status(v: dict[str, Any]) -> Text:
    t = Text()
    decks = _("Draw deck {n}  ·  discard pile {m}  ·  ").format(n=v["draw_deck"], m=len(v["discard"]))
    t.append(decks, style="dim")
    left = _("victims left {n}").format(n=v["victim_deck"])
    t.append(left, style="bold red" if v["victim_deck"] == 0 else "bold")
    if v["victims_aside"]:
        t.append(" " + _("({n} set aside unseen)").format(n=v["victims_aside"]), style="dim")
    t.append("  ·  " + _("closed cases {n}").format(n=len(v["closed_victims"])), style="dim")
    contact = v["contact"]
    said = f"\n{contact['name']}: {word(contact['state'])}"
    t.append(said, style="bold" if contact["state"] == "ready" else "dim")
    return t


def terminal(v: dict[str, Any]) -> RenderableType:
    """The whole table for the investigator."""
    header = Text(_("Arkham Noir — turn {n}").format(n=v["turn"]), style="bold")
    header.append(f"   {v['prompt']}", style="")
    row = Table(expand=True, show_header=True)
    row.add_column(_("Main row (▶ principal card)"), overflow="fold")
    row.add_column(_("Hand {n}/{limit}").format(n=len(v["hand"]), limit=v["hand_limit"]), overflow="fold")
    row.add_row(card_list(v["main_row"], _("empty"), mark_first=True), card_list(v["hand"], _("empty")))
    parts: list[RenderableType] = [header, row, cases(v), areas(v), status(v)]
    hidden = v.get("hidden")
    if hidden:
        deck = ", ".join(f"#{c['number']}" for c in hidden["draw_deck_top_first"])
        victims = ", ".join(name(x["name"]) for x in hidden["victim_deck_top_first"]) or "—"
        aside = ", ".join(name(x["name"]) for x in hidden["victims_set_aside"]) or "—"
        said = _("Draw deck (top first): {deck}\nVictim deck: {victims}; set aside: {aside}")
        parts.append(Text(said.format(deck=deck, victims=victims, aside=aside), style="dim"))
    if v["outcome"]:
        oc = v["outcome"]
        style = "bold green" if oc["winners"] else "bold red"
        parts.append(Panel(Text(f"{ending(oc['reason'])} ({oc['cause']})", style=style), title=_("Game over")))
    return Group(*parts)


def _find(v: dict[str, Any], number: int) -> dict[str, Any] | None:
    zones = [v["main_row"], v["hand"], v["time_area"], v["sanity_area"], v["big_picture"], v["discard"]]
    zones += [case["line"] for case in v["cases"]]
    for zone in zones:
        for c in zone:
            if c["number"] == number:
                found: dict[str, Any] = c
                return found
    return None


def _name(v: dict[str, Any], number: str) -> str:
    c = _find(v, int(number))
    return f"#{number} {name(c['name'])}" if c else f"#{number}"


def _case(v: dict[str, Any], number: str) -> str:
    for case in v["cases"]:
        if case["case"] == int(number):
            return _("case {n} ({victim})").format(n=number, victim=name(case["victim"]["name"]))
    return _("case {n}").format(n=number)


AREAS = (("time_area", N_("the time area")), ("sanity_area", N_("the sanity area")))


def _area_of(v: dict[str, Any], number: str) -> str:
    for key, area in AREAS:
        if any(c["number"] == int(number) for c in v[key]):
            return gettext(area)
    return _("the time or sanity area")


def describe_action(v: dict[str, Any], text: str) -> str:
    """Plain words for a move, from the investigator's view."""
    words = text.split()
    if not words:
        return ""
    verb, args = words[0].lower(), words[1:]
    if verb in _ACTION_WORDS:  # actions a-e (AN-ACT-01): they name the principal card
        return _describe_turn_action(v, verb, args)
    if verb in _CARD_WORDS:  # one card named by its number
        return gettext(_CARD_WORDS[verb]).format(card=_name(v, args[0]))
    contact = v["contact"]["name"]
    if verb == "exchange":
        if not args:
            return _("{contact}'s Exchange: swap a card of your hand with one of the time or sanity area").format(
                contact=contact
            )
        swap = _("{contact}'s Exchange: {card} for {other}")
        return swap.format(contact=contact, card=_name(v, args[0]), other=_name(v, args[1]))
    if verb == "give":
        return _("give {card} from your hand; it takes the place of the card you get").format(card=_name(v, args[0]))
    if verb == "get":
        return _("get {card} from {area} into your hand").format(card=_name(v, args[0]), area=_area_of(v, args[0]))
    return gettext(_PLAIN_WORDS[verb]) if verb in _PLAIN_WORDS else ""


def _describe_turn_action(v: dict[str, Any], verb: str, args: list[str]) -> str:
    key = " " + _("with Dr. Armitage's Key side") if args and args[-1].lower() == "key" else ""
    principal = _name(v, str(v["principal"])) if v.get("principal") else _("the principal card")
    if verb == "hand":
        card, case = _name(v, args[0]), _case(v, args[1])
        if v["phase"] == "effect":  # the "play" effect: the principal card stays
            return _("play {card} from your hand in {case}{key}").format(card=card, case=case, key=key)
        said = _("discard {principal}, play {card} from your hand in {case}{key} (AN-ACT-04)")
        return said.format(principal=principal, card=card, case=case, key=key)
    case = _case(v, args[0]) if args else ""
    return gettext(_ACTION_WORDS[verb]).format(principal=principal, case=case, key=key)


#: The rulebook's actions a to e, named by their notation and citing their clause (never by the
#: letter, which the terminal's menu keys would contradict).
_ACTION_WORDS = {
    "take": N_("add the principal card {principal} to your hand (AN-ACT-02)"),
    "play": N_("play the principal card {principal} in {case}{key} (AN-ACT-03)"),
    "hand": "",  # see _describe_turn_action
    "close": N_("discard {principal} and close {case} (AN-ACT-05)"),
    "pass": N_("discard {principal} and pass (AN-ACT-06)"),
}
_CARD_WORDS = {
    "discard": N_("discard {card} from your hand"),
    "takeback": N_("take {card} back into your hand"),
    "clear": N_("move {card} from the time area to the discard pile"),
    "calm": N_("move {card} from the sanity area to the discard pile"),
    "pick": N_("take {card} from the main row into your hand"),
    "drop": N_("discard {card} from the main row"),
    "collect": N_("collect {card} into the Big Picture"),
    "bonus": N_("take {card} from the sanity area into your hand"),
}
_PLAIN_WORDS = {
    "done": N_("stop collecting; the rest goes to the closed cases"),
    "use": N_("resolve the optional effect"),
    "skip": N_("do not use it"),
    "continue": N_("go on to the maintenance phase"),
    "back": N_("take back the last step of the Exchange"),
}


def board_targets(v: dict[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The drawn elements each move is about: the principal card for the actions on it (take,
    play, pass; AN-ACT-01), the case a card goes into or that is closed, a card of the hand, a line,
    the main row or the time and sanity areas that an effect, the Exchange or a close names."""
    principal = f"card:{v['main_row'][0]['number']}" if v["main_row"] else None
    out: dict[str, tuple[str, ...]] = {}
    for move in legal:
        verb, *args = move.split()
        ids: tuple[str, ...] = ()
        if verb in ("take", "pass") and principal and v["phase"] == "action":
            ids = (principal,)
        elif verb == "play" and args:
            ids = (f"case:{args[0]}", principal) if principal else (f"case:{args[0]}",)
        elif verb == "hand":
            ids = (f"card:{args[0]}", f"case:{args[1]}")
        elif verb == "close":
            ids = (f"case:{args[0]}",)
        elif verb in _CARD_WORDS or verb in ("give", "get"):
            ids = (f"card:{args[0]}",)
        elif verb in ("exchange", "back"):  # the contact's Exchange side (AN-CONT-04), or its step back
            ids = ("contact:exchange",)
        elif verb == "done":  # stop collecting from the case being closed
            ids = tuple(f"case:{c['case']}" for c in v["cases"] if c["being_closed"])
        if ids:
            out[move] = ids
    return out


def said_text(x: float, y: float, said: str, size: int, fill: str, width: float, extra: str = "") -> str:
    """A text as English draws it, or, in another language, fitted into ``width`` (a translation
    may be longer than the English it replaces)."""
    from tabletome.engine.svg import fitted, text

    if language() == "en":
        return text(x, y, said, size, fill, extra)
    return fitted(x, y, said, size, fill, extra, width)


def case_words(number: int, victim: str) -> str:
    return _("case {n}: {victim}").format(n=number, victim=victim)


def case_info(case: dict[str, Any]) -> str:
    """``3 types · keys 1 · can close``: where a case stands."""
    state = []
    if case["closable"]:
        state.append(_("can close"))
    if case["being_closed"]:
        state.append(_("closing"))
    if case["contact_key"]:
        state.append(_("Armitage's key"))
    info = _("{n} types · keys {keys}").format(n=case["clue_types"], keys=case["spare_keys"])
    return info + (f" · {', '.join(state)}" if state else "")


# ---------------------------------------------------------------- SVG for the browser
SVG_W = 1000
TYPE_FILL = {
    "Person of interest": "#3b6ea5",
    "Threat": "#a53b3b",
    "Artifact": "#a5843b",
    "Evidence": "#5a8f3c",
    "Location": "#6b4fa5",
    "Creature": "#2f8f8a",
}
TYPE_ORDER = tuple(TYPE_FILL)
ATTRIBUTE_BADGE = {"puzzle": "PUZZLE+LOCK", "key": "KEY", "lock": "LOCK"}
CARD_W, CARD_H = 128, 100
SMALL_W, SMALL_H = 92, 80
#: Each method's letter on a card, its name and the colour of its chip (the legend draws the same chips).
METHOD_CHIPS = {
    "S": ("Search", "#2f6fb0"),
    "V": ("Surveillance", "#2f8a55"),
    "I": ("Interview", "#b06a22"),
    "Q": ("Inquiry", "#7a4fb8"),
    "*": ("all", "#8f7a1f"),
}
BADGE_WORDS = {
    "PUZZLE+LOCK": N_("PUZZLE+LOCK"),
    "PZL+LOCK": N_("PZL+LOCK"),
    "KEY": N_("KEY"),
    "LOCK": N_("LOCK"),
}


def method_word(method: str) -> str:
    """A method's name on a chip's tip and in the legend (``all`` is the rulebook's ALL)."""
    return _("all") if method == "all" else name(method)


def badge(card: dict[str, Any], small: bool) -> str:
    """The attribute a card prints: PUZZLE+LOCK, KEY, LOCK, or MIN n IN LINE."""
    if card["attribute"] == "min_cards":
        return _("MIN {n} IN LINE").format(n=card["min_cards"])
    said = ATTRIBUTE_BADGE.get(card["attribute"], "")
    if small and said == "PUZZLE+LOCK":
        said = "PZL+LOCK"
    return gettext(BADGE_WORDS[said]) if said else ""


def _tips() -> Tips:
    """Hover tips and ``data-ref`` keys from the glossary (cards by number, victims by name), in
    the reader's language."""
    return _tips_in(language())


@cache
def _tips_in(lang: str) -> Tips:
    words = _words_of(lang)
    return Tips([_said(e, words.get(e.key, {})) for e in glossary()] if words else glossary())


def _said(entry: Any, words: dict[str, Any]) -> Any:
    def pick(field: str, english: str) -> str:
        value = words.get(field)
        return value if isinstance(value, str) and value.strip() else english

    return replace(entry, name=pick("name", entry.name), text=pick("text", entry.text))


def _name_lines(name: str, x: float, y: float, size: int, width: float, most: int) -> list[str]:
    """A card name in full: wrapped to at most ``most`` lines, the last one squeezed if it must be."""
    from tabletome.engine.svg import fitted

    lines = textwrap.wrap(name, max(6, int(width / (0.55 * size)))) or [""]
    if len(lines) > most:
        lines = [*lines[: most - 1], " ".join(lines[most - 1 :])]
    return [fitted(x, y + i * (size + 2), line, size, "#e8e6df", "", width) for i, line in enumerate(lines)]


def _chips(letters: str, x: float, y: float, size: float = 15) -> tuple[str, float]:
    """Method letters as coloured chips (their names on hover), left to right; the width used."""
    from tabletome.engine.svg import MIDDLE_BOLD, esc, text

    out = []
    for k, letter in enumerate(letters):
        method, fill = METHOD_CHIPS.get(letter, ("?", "#555"))
        cx = x + k * (size + 2)
        out.append(
            f'<g class="method"><title>{esc(method_word(method))}</title><rect x="{cx:g}" y="{y - size + 3:g}" width="{size:g}" '
            f'height="{size:g}" rx="3" fill="{fill}"/>'
            + text(cx + size / 2, y - 1, letter, int(size * 0.75), "#fff", MIDDLE_BOLD)
            + "</g>"
        )
    return "".join(out), len(letters) * (size + 2)


def _arrow(x: float, y: float, size: float) -> str:
    """The ▸ between the method a card needs and the ones it offers (drawn: no font may lack it)."""
    h = size * 0.45
    return f'<path d="M{x:g},{y - size / 2 + 2 - h:g} l{h * 1.2:g},{h:g} l{-h * 1.2:g},{h:g} z" fill="#9fd3ff"/>'


def _needs_offers(left: list[str], right: list[str], x: float, y: float, size: float = 15) -> str:
    """``V ▸ V I``: the method the card needs on the card before it, then the ones it offers."""
    need, w = _chips(icons(left), x, y, size) if left else ("", 0.0)
    gap = x + w + (3 if left else 0)
    give, _ = _chips(icons(right), gap + size * 0.7, y, size)
    return need + _arrow(gap, y, size) + give


def _hourglass(x: float, y: float, size: float = 10) -> str:
    """The time icon: an hourglass of two triangles (drawn: no font may lack it)."""
    tip = _("time icon")
    return (
        f'<path d="M{x - size / 2:g},{y:g} h{size:g} l{-size:g},{size * 1.2:g} h{size:g} z" fill="#ff9f80">'
        f"<title>{tip}</title></path>"
    )


def _svg_card(card: dict[str, Any], x: float, y: float, w: float = CARD_W, h: float = CARD_H, mark: str = "") -> str:
    """A clue card: type colour, number and name, needed >offered methods, attribute, icons, effects."""
    from tabletome.engine.svg import BOLD, END, fitted, text

    fill = TYPE_FILL.get(card["type"], "#555")
    small = w < CARD_W
    out = [
        f'<g class="card" data-card="{card["number"]}"'
        + element(f"card:{card['number']}")
        + _tips()(f"card:{card['number']}"),
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="6" fill="#1d2027" stroke="{fill}" '
        f'stroke-width="{3 if mark else 2}"/>',
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="16" rx="6" fill="{fill}"/>',
        said_text(
            x + 5,
            y + 12,
            f"#{card['number']} " + (type_short(card["type"]) if small else name(card["type"])),
            10,
            "#fff",
            w - 10,
            BOLD,
        ),
        *_name_lines(name(card["name"]), x + 5, y + 27, 9 if small else 11, w - 10, 3 if small else 2),
        _needs_offers(card["left"], card["right"], x + 5, y + (64 if small else 60), 12 if small else 15),
    ]
    printed = badge(card, small)
    if printed:
        if small:
            out.append(fitted(x + 5, y + h - 5, printed, 9, "#ffd479", BOLD, w - 10))
        else:
            out.append(fitted(x + w - 5, y + 74, printed, 9, "#ffd479", END + BOLD, w - 10))
    right = x + w - 8
    if card["sanity"]:
        out.append(text(right, y + h - 6, "☹", 12, "#e07070", END))
        right -= 14
    if card["time"]:
        out.append(_hourglass(right - 5, y + h - 16, 8))
    if card["effects"] and not small:
        out.append(fitted(x + 5, y + h - 8, effects_text(card["effects"], " · "), 10, "#c9ccd3", "", w - 10))
    if mark:
        out.append(text(x + w / 2, y - 5, gettext(mark), 11, "#ffd479", ' text-anchor="middle" font-weight="bold"'))
    out.append("</g>")
    return "".join(out)


def _svg_row(title: str, key: str, cards: list[dict[str, Any]], x: float, y: float, marks: dict[int, str]) -> str:
    from tabletome.engine.svg import BOLD, text

    out = [f"<g{_tips()(key, title)}" + text(x, y, title, 14, "#8fb8ff", BOLD) + "</g>"]
    for i, card in enumerate(cards):
        out.append(_svg_card(card, x + i * (CARD_W + 10), y + 18, mark=marks.get(i, "")))
    if not cards:
        out.append(text(x, y + 40, "—", 13, "#6b7080"))
    return "".join(out)


def _svg_cases(v: dict[str, Any], x: float, y: float) -> tuple[str, float]:
    from tabletome.engine.svg import BOLD, fitted, text

    out = [f"<g{_tips()('case')}" + text(x, y, _("Open cases"), 14, "#8fb8ff", BOLD) + "</g>"]
    y += 14
    for case in v["cases"]:
        victim = case["victim"]
        number = case["case"]
        who = name(victim["name"])
        named = case_words(number, who)
        tip = _tips()("victim:" + _slug(victim["name"]), who)
        out.append(
            f'<g class="case" data-case="{case["case"]}"{element(f"case:{number}", named)}><g{tip}'
            f'<rect x="{x:g}" y="{y:g}" width="150" height="{SMALL_H:g}" rx="6" fill="#2a2330" stroke="#b07cd8"/>'
        )
        out.append(fitted(x + 6, y + 16, f"{case['case']}. {who}", 11, "#f0e6ff", BOLD, 138))
        out.append(fitted(x + 6, y + 31, word(victim["profession"]), 10, "#c9b8da", "", 138))
        out.append(_needs_offers([], victim["right"], x + 6, y + 52, 13) + "</g>")
        info = case_info(case)
        out.append(fitted(x + 160, y + SMALL_H + 12, info, 10, "#9aa0aa", "", SVG_W - x - 176))
        line = case["line"]
        step = min(SMALL_W + 6, (SVG_W - x - 170) / max(1, len(line)))
        for i, card in enumerate(line):
            out.append(_svg_card(card, x + 160 + i * step, y, SMALL_W, SMALL_H))
        out.append("</g>")
        y += SMALL_H + 22
    if not v["cases"]:
        out.append(text(x, y + 20, _("no open case"), 12, "#6b7080"))
        y += 30
    return "".join(out), y


def _svg_areas(v: dict[str, Any], x: float, y: float) -> str:
    from tabletome.engine.svg import BOLD, MIDDLE, fitted

    limit = v["limit"]
    out = []
    for i, (title, key, cards, colour) in enumerate(
        (
            (N_("Time area"), "time-area", v["time_area"], "#ff9f80"),
            (N_("Sanity area"), "sanity-area", v["sanity_area"], "#e07070"),
        )
    ):
        bx = x + i * 300
        title = gettext(title)
        out.append(f"<g{_tips()(key)}" + fitted(bx, y, f"{title} {len(cards)}/{limit}", 14, colour, BOLD, 290))
        for k in range(limit):
            filled = k < len(cards)
            slot = (
                f'<rect x="{bx + k * 26:g}" y="{y + 8:g}" width="22" height="30" rx="3" '
                f'fill="{colour if filled else "none"}" stroke="{colour}"/>'
            )
            if filled:  # that card (named below): it is clicked to clear, calm or get it
                card = cards[k]
                named = f"#{card['number']} {name(card['name'])} ({title.lower()})"
                slot = f"<g{element('card:' + str(card['number']), named)}>{slot}</g>"
            out.append(slot)
        names = ", ".join(f"#{c['number']}" for c in cards)
        out.append(fitted(bx, y + 54, names, 10, "#c9ccd3", "", 280) + "</g>")
    bx = x + 600
    have = set(v["puzzle_types"])
    out.append(
        f"<g{_tips()('big-picture')}"
        + fitted(
            bx, y, _("Big Picture {n}/{goal} types").format(n=len(have), goal=v["victory"]), 14, "#ffd479", BOLD, 290
        )
        + "</g>"
    )
    for k, t in enumerate(TYPE_ORDER):
        got = t in have
        cx = bx + 10 + (k % 3) * 96
        cy = y + 10 + (k // 3) * 26
        out.append(
            f"<g{_tips()('type:' + CLUE_TYPES[k])}"
            f'<rect x="{cx - 8:g}" y="{cy:g}" width="90" height="22" rx="11" fill="{TYPE_FILL[t] if got else "none"}" '
            f'stroke="{TYPE_FILL[t]}"/>'
        )
        out.append(fitted(cx + 37, cy + 15, name(t), 10, "#fff" if got else "#9aa0aa", MIDDLE, 84) + "</g>")
    return "".join(out)


def _svg_status(v: dict[str, Any], x: float, y: float) -> str:
    from tabletome.engine.svg import fitted

    contact = v["contact"]
    victims = _("victims left {n} ({aside} set aside unseen)").format(n=v["victim_deck"], aside=v["victims_aside"])
    parts = [
        ("draw-deck", _("draw deck {n}").format(n=v["draw_deck"]), 140),
        ("victim-deck", victims, 300),
        ("discard", _("discard pile {n}").format(n=len(v["discard"])), 140),
        ("closed-cases", _("closed cases {n}").format(n=len(v["closed_cases"])), 140),
        ("contact", f"{contact['name']}: {word(contact['state'])}", SVG_W - x - 780),
    ]
    out = []
    for key, words, width in parts:
        mark = element("contact:exchange", contact["name"]) if key == "contact" else ""  # its Exchange side
        out.append(f"<g{mark}{_tips()(key)}" + fitted(x, y, words, 12, "#c9ccd3", "", width - 16) + "</g>")
        x += width
    return "".join(out)


def _svg_legend(x: float, y: float) -> str:
    """What the chips and icons on the cards mean, drawn as the cards draw them, on the board itself."""
    from tabletome.engine.svg import BOLD, fitted, text

    size, ink = 14, "#c9ccd3"
    out = [f"<g{_tips()('icons')}", fitted(x, y, _("On the cards:"), size, "#9fd3ff", BOLD, 106)]
    cx = x + 110
    for letter, (method, _colour) in METHOD_CHIPS.items():
        chip, w = _chips(letter, cx, y + 1, 15)
        said = (
            method_word(method) if letter != "*" else _("{all} (matches every method)").format(all=method_word(method))
        )
        out += [chip, text(cx + w + 3, y, said, size, ink)]
        # English keeps its measure; other words are measured a little wider (accents, longer words)
        cx += w + 8 + (0.56 if language() == "en" else 0.64) * size * len(said)
    y2 = y + 22
    out.append(_needs_offers(["surveillance"], ["surveillance", "interview"], x, y2 + 1, 15))
    out.append(
        text(
            x + 72,
            y2,
            _("the card needs a V on the card before it in the line, and offers V or I to the card after it."),
            size,
            ink,
        )
    )
    y3 = y2 + 22
    out += [
        _hourglass(x + 6, y3 - 11, 10),
        said_text(x + 16, y3, _("time icon: a discarded card goes to the time area"), size, ink, 356),
    ]
    out += [
        text(x + 380, y3, "☹", 15, "#e07070"),
        said_text(x + 398, y3, _("sanity icon: revealed by a sanity test, to the sanity area"), size, ink, 570),
    ]
    y4 = y3 + 22
    out.append(
        text(
            x,
            y4,
            _("MIN n IN LINE: n clue cards already in the line · KEY opens one LOCK later in the same line."),
            size,
            ink,
        )
    )
    return '<g class="legend">' + "".join(out) + "</g></g>"


def svg(v: dict[str, Any]) -> str:
    """The whole table as one SVG document, from the investigator's view, with a phone's layout
    (narrow.py) that the page shows instead on a narrow board."""
    from tabletome.engine.svg import BOLD, MIDDLE, MIDDLE_BOLD, esc, fitted, text, wrapped

    cases_svg, cases_end = _svg_cases(v, 16, 340)
    areas_y = cases_end + 24
    height = int(areas_y + 190)
    title = _("Arkham Noir — turn {n} — {phase}").format(n=v["turn"], phase=word(v["phase"]))
    marks = {0: N_("principal")} if v["main_row"] else {}
    from .narrow import NW, picture  # the phone's layout (issue 31), shown below 600 CSS px

    phone, phone_h = picture(v)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SVG_W} {height}" width="100%" '
        f'data-narrow="0 0 {NW} {phone_h:.0f}" '
        f'class="tt-arkham-noir" role="img" aria-label="{esc(title)}" font-family="system-ui, sans-serif" '
        f'data-turn="{v["turn"]}">',
        f'<g class="tt-wide"><rect width="{SVG_W}" height="{height}" fill="#15171c"/>',
        text(16, 22, title, 15, "#d9a441", BOLD),
        fitted(330, 22, v["prompt"], 12, "#9aa0aa", "", SVG_W - 346),
        _svg_row(_("Main row (principal card first)"), "main-row", v["main_row"], 16, 50, marks),
        _svg_row(_("Hand {n}/{limit}").format(n=len(v["hand"]), limit=v["hand_limit"]), "hand", v["hand"], 16, 195, {}),
        cases_svg,
        _svg_areas(v, 16, areas_y),
        _svg_legend(16, height - 104),
        _svg_status(v, 16, height - 12),
    ]
    oc = v["outcome"]
    if oc:
        colour = "#2fb36b" if oc["winners"] else "#d64541"
        parts.append(
            f'<g class="outcome"><rect x="300" y="{height / 2 - 40:g}" width="600" height="80" rx="10" '
            f'fill="#000" fill-opacity="0.85" stroke="{colour}" stroke-width="3"/>'
        )
        parts.append(
            text(
                600,
                height / 2 - 8,
                _("Case solved!") if oc["winners"] else _("The case is lost"),
                22,
                colour,
                MIDDLE_BOLD,
            )
        )
        said = f"{ending(oc['reason'])} ({oc['cause']})"
        parts += wrapped(600, height / 2 + 14, said, 12, "#e8e6df", 580, MIDDLE)[:2]
        parts.append("</g>")
    parts.append(f'</g><g class="tt-narrow" display="none">{phone}</g></svg>')
    return "".join(parts)
