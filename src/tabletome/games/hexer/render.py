"""Pictures of a Hexer view: rich renderables for the terminal.

Everything here reads a ``view(seat)`` dict, never the state, so a picture
cannot show what its seat may not know.
"""

from __future__ import annotations

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
    table.add_column("#", justify="right", width=2)
    table.add_column("Location")
    table.add_column("Items (cost)")
    table.add_column("Creature")
    table.add_column("Portal")
    table.add_column("Here")
    for loc in v["locations"]:
        items = Text()
        for i, (name, cost) in enumerate(zip(loc["items"], loc["costs"], strict=True)):
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
    table.add_column("Investigator")
    table.add_column("Sanity")
    table.add_column("Items")
    table.add_column("Artifact")
    table.add_column("Cards")
    table.add_column("Looked at")
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
    statement = v["open_portal_statement"]
    if statement is not None:
        t.append("\nThe team says: ")
        t.append(
            "someone knows of an open portal." if statement else "nobody knows of an open portal.",
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


def describe_action(v: dict[str, Any], text: str) -> str:
    """Plain words for a move, from the view of the seat making it."""
    words = text.split()
    verb, args = words[0], words[1:]
    names = {loc["number"]: loc["name"] for loc in v["locations"]}
    me = next((i for i in v["investigators"] if i["colour"] == v["to_move"]), None)
    here = names.get(me["location"]) if me else None
    if verb == "move":
        loc = int(args[0])
        return f"play the {names[loc]} card" + (" (stay)" if me and me["location"] == loc else "")
    if verb == "passage":
        if args[0] == "rlyeh":
            return "Secret Passage to R'lyeh: banish the Great Old One (-1 sanity)"
        return f"Secret Passage to the {names[int(args[0])]} (-1 sanity)"
    if verb == "trade":
        return f"offer {args[0]} your {LETTER_NAMES[args[1].lower()]} for their {LETTER_NAMES[args[2].lower()]}"
    if verb == "give":
        return f"offer {args[0]} your {LETTER_NAMES[args[1].lower()]}"
    if verb == "accept":
        return "accept" + (f", discarding a {LETTER_NAMES[args[1].lower()]} first" if args else "")
    if verb == "decline":
        return "refuse the offer"
    if verb == "defeat":
        return f"defeat what is at the {here}"
    if verb == "use":
        item = LETTER_NAMES[args[0].lower()]
        return {
            "Necronomicon": "reveal the next face-down Great Old One",
            "Glasses": f"look secretly at the portal tile at the {here}",
            "Elixir": "gain sanity",
            "Dagger": "defeat the creature here with Robert Craven's help",
        }[item]
    if verb == "close":
        return f"place your {me['artifact'] if me else 'artifact'} on the portal at the {here}"
    if verb == "take":
        loc = next(loc for loc in v["locations"] if loc["name"] == here)
        i = int(args[0]) - 1
        return f"acquire the {loc['items'][i]} (cost: {loc['costs'][i]})"
    if verb == "drop":
        return f"discard a {LETTER_NAMES[args[0].lower()]} to make room"
    if verb == "discard":
        return f"{args[0]} discards a {LETTER_NAMES[args[1].lower()]} for the team"
    if verb == "pass":
        return "skip this step"
    return ""
