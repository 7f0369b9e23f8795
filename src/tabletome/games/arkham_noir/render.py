"""Pictures of an Arkham Noir view: rich renderables for the terminal.

Everything here reads a ``view(0)`` (or ``full_view()``) dict, never the state, so a
picture cannot show what the investigator may not know.

Card icons, as in ``card["icons"]``: ``S>VI`` is the left icon (Search) and the right
icons (Surveillance, Interview); S Search, V Surveillance, I Interview, Q Inquiry,
``*`` ALL; then the clue type, the attribute, and the time and sanity icons.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

TYPE_STYLE = {
    "Person of interest": "bold cyan",
    "Threat": "bold red",
    "Artifact": "bold yellow",
    "Evidence": "bold green",
    "Location": "bold blue",
    "Creature": "bold magenta",
}
METHOD_LETTER = {"search": "S", "surveillance": "V", "interview": "I", "inquiry": "Q", "all": "*"}


def icons(names: list[str]) -> str:
    return "".join(METHOD_LETTER.get(n, "?") for n in names)


def card_text(card: dict[str, Any], principal: bool = False) -> Text:
    """``#12 Moses Sargent  V>I  PER  puzzle ⌛ ☹`` with the clue type coloured."""
    t = Text()
    if principal:
        t.append("▶ ", style="bold white")
    t.append(f"#{card['number']} ", style="bold")
    t.append(card["name"], style=TYPE_STYLE.get(card["type"], ""))
    t.append(f"  {icons(card['left'])}>{icons(card['right'])}", style="bold")
    t.append(f" {card['type'][:3].upper()}", style=TYPE_STYLE.get(card["type"], ""))
    attr = card["attribute"]
    if attr == "min_cards":
        t.append(f" min{card['min_cards']}", style="yellow")
    elif attr == "puzzle":
        t.append(" puzzle+lock", style="bold yellow")
    elif attr != "none":
        t.append(f" {attr}", style="yellow")
    if card["time"]:
        t.append(" ⌛", style="red")
    if card["sanity"]:
        t.append(" ☹", style="magenta")
    if card["effects"]:
        effects = ", ".join(e["name"] + ("" if e["mandatory"] else "?") for e in card["effects"])
        t.append(f"  [{effects}]", style="dim")
    return t


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
    table = Table(title="Open cases", expand=True, show_lines=True)
    table.add_column("#", justify="right", width=2)
    table.add_column("Victim")
    table.add_column("Investigation line (left to right)")
    table.add_column("Types", justify="right")
    for case in v["cases"]:
        victim = case["victim"]
        who = Text(victim["name"], style="bold")
        who.append(f"\n{victim['profession']}  ▷{icons(victim['right'])}", style="dim")
        if case["being_closed"]:
            who.append("\nbeing closed", style="bold yellow")
        line = Text()
        for i, c in enumerate(case["line"]):
            if i:
                line.append("\n")
            line.append(f"{i + 1:>2}. ", style="dim" if i < 7 else "bold red")
            line.append_text(card_text(c))
        if not case["line"]:
            line.append("(no clue yet: the first one matches the victim's icons)", style="dim")
        types = Text(f"{case['clue_types']}/6")
        if case["closable"]:
            types.append(" ✓", style="bold green")
        keys = case["spare_keys"]
        types.append(f"\nkeys {keys}", style="dim")
        if case["contact_key"]:
            types.append("\n+Armitage", style="dim")
        table.add_row(str(case["case"]), who, line, types)
    return table


def areas(v: dict[str, Any]) -> Table:
    table = Table(expand=True, show_header=True)
    limit = v["limit"]
    table.add_column(f"Time area {len(v['time_area'])}/{limit}", style="")
    table.add_column(f"Sanity area {len(v['sanity_area'])}/{limit}")
    table.add_column(f"Big Picture {len(v['puzzle_types'])}/{v['victory']} types")
    bp = Text(", ".join(v["puzzle_types"]) or "no Puzzle clue yet", style="bold green")
    bp.append("\n")
    bp.append_text(card_list(v["big_picture"], ""))
    table.add_row(card_list(v["time_area"]), card_list(v["sanity_area"]), bp)
    return table


def status(v: dict[str, Any]) -> Text:
    t = Text()
    t.append(f"Draw deck {v['draw_deck']}  ·  discard pile {len(v['discard'])}  ·  ", style="dim")
    t.append(f"victims left {v['victim_deck']}", style="bold red" if v["victim_deck"] == 0 else "bold")
    if v["victims_aside"]:
        t.append(f" ({v['victims_aside']} set aside unseen)", style="dim")
    t.append(f"  ·  closed cases {len(v['closed_victims'])}", style="dim")
    contact = v["contact"]
    t.append(f"\n{contact['name']}: {contact['state']}", style="bold" if contact["state"] == "ready" else "dim")
    return t


def terminal(v: dict[str, Any]) -> RenderableType:
    """The whole table for the investigator."""
    header = Text(f"Arkham Noir — turn {v['turn']}", style="bold")
    header.append(f"   {v['prompt']}", style="")
    row = Table(expand=True, show_header=True)
    row.add_column("Main row (▶ principal card)")
    row.add_column(f"Hand {len(v['hand'])}/{v['hand_limit']}")
    row.add_row(card_list(v["main_row"], "empty", mark_first=True), card_list(v["hand"], "empty"))
    parts: list[RenderableType] = [header, row, cases(v), areas(v), status(v)]
    hidden = v.get("hidden")
    if hidden:
        deck = ", ".join(f"#{c['number']}" for c in hidden["draw_deck_top_first"])
        victims = ", ".join(x["name"] for x in hidden["victim_deck_top_first"]) or "—"
        aside = ", ".join(x["name"] for x in hidden["victims_set_aside"]) or "—"
        parts.append(Text(f"Draw deck (top first): {deck}\nVictim deck: {victims}; set aside: {aside}", style="dim"))
    if v["outcome"]:
        oc = v["outcome"]
        style = "bold green" if oc["winners"] else "bold red"
        parts.append(Panel(Text(f"{oc['reason']} ({oc['cause']})", style=style), title="Game over"))
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
    return f"#{number} {c['name']}" if c else f"#{number}"


def _case(v: dict[str, Any], slot: str) -> str:
    i = int(slot) - 1
    if 0 <= i < len(v["cases"]):
        return f"case {slot} ({v['cases'][i]['victim']['name']})"
    return f"case {slot}"


def describe_action(v: dict[str, Any], text: str) -> str:
    """Plain words for a move, from the investigator's view."""
    words = text.split()
    if not words:
        return ""
    verb, args = words[0].lower(), words[1:]
    key = " with Dr. Armitage's Key side" if args and args[-1].lower() == "key" else ""
    principal = f"#{v['principal']}" if v.get("principal") else "the principal card"
    if v.get("principal"):
        principal = _name(v, str(v["principal"]))
    if verb == "take":
        return f"a: add the principal card {principal} to your hand"
    if verb == "play":
        return f"b: play the principal card {principal} in {_case(v, args[0])}{key}"
    if verb == "hand":
        if v["phase"] == "effect":
            return f"play {_name(v, args[0])} from your hand in {_case(v, args[1])}"
        return f"c: discard {principal}, play {_name(v, args[0])} from your hand in {_case(v, args[1])}{key}"
    if verb == "close":
        return f"d: discard {principal} and close {_case(v, args[0])}"
    if verb == "pass":
        return f"e: discard {principal} and pass"
    if verb == "exchange":
        return f"Dr. Armitage's Exchange: {_name(v, args[0])} for {_name(v, args[1])}"
    if verb == "discard":
        return f"discard {_name(v, args[0])} from your hand"
    if verb == "takeback":
        return f"take {_name(v, args[0])} back into your hand"
    if verb == "clear":
        return f"move {_name(v, args[0])} from the time area to the discard pile"
    if verb == "calm":
        return f"move {_name(v, args[0])} from the sanity area to the discard pile"
    if verb == "pick":
        return f"take {_name(v, args[0])} from the main row into your hand"
    if verb == "drop":
        return f"discard {_name(v, args[0])} from the main row"
    if verb == "collect":
        return f"collect {_name(v, args[0])} into the Big Picture"
    if verb == "bonus":
        return f"take {_name(v, args[0])} from the sanity area into your hand"
    if verb == "done":
        return "stop collecting; the rest goes to the closed cases"
    if verb == "use":
        return "resolve the optional effect"
    if verb == "skip":
        return "do not use it"
    if verb == "continue":
        return "go on to the maintenance phase"
    return ""
