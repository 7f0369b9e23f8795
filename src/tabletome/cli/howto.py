"""`tabletome howto GAME`: how to play, in players' words (the same how-to as the page /howto/GAME)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from tabletome.engine.errors import TabletomeError
from tabletome.engine.i18n import _, gettext, language

if TYPE_CHECKING:
    from rich.console import RenderableType

    from tabletome.engine.howto import HowTo
    from tabletome.engine.state import State


def howto_renderable(h: HowTo) -> RenderableType:
    """The how-to as rich text: a heading per section, an item per line, its rule ids dimmed."""
    from tabletome.engine.howto import HEADINGS

    parts: list[RenderableType] = [Text(h.summary), Text("")]
    for key, items in h.sections.items():
        if not items:
            continue
        parts.append(Text(gettext(HEADINGS[key], h.lang), style="bold yellow"))
        # A grid: the marker in its own column, so a long item wraps under its own text.
        grid = Table.grid(padding=(0, 1))
        grid.add_column(justify="right", no_wrap=True)
        grid.add_column(ratio=1)
        for n, item in enumerate(items, 1):
            line = Text()
            if item.title:
                line.append(item.title, style="bold")
                line.append(" — ")
            line.append(item.text)
            if item.clauses:
                line.append("  " + " ".join(item.clauses), style="dim")
            grid.add_row(f"{n}." if key == "turn" else "•", line)
        parts.extend([grid, Text("")])
    parts.append(Text(_("A rule by its id: tabletome rules {game} ID").format(game=h.game), style="dim"))
    title = _("How to play {game}").format(game=h.title)
    return Panel(Group(*parts), title=title, title_align="left", border_style="yellow")


def why_text(state: State, seat: int, kind: str) -> Text:
    """The terminal's 'why KIND': the player aid's answer for a kind of move (engine/aid.py), the
    same sentence as the table page's; without a kind, the kinds each step of a turn names."""
    from tabletome.engine.aid import UnknownKind, answer, turn_actions
    from tabletome.engine.howto import howto

    if not kind:
        found = howto(state.game, language())
        titles = [i.title for i in found.sections["turn"]] if found is not None else []
        steps = [f"{title}: {', '.join(k)}" for title, k in zip(titles, turn_actions(state.game), strict=False) if k]
        return Text("'why KIND' says whether you can do it now, and why not. " + "; ".join(steps) + ".")
    try:
        said = answer(state, seat, kind)
    except UnknownKind as exc:
        return Text(str(exc), style="red")
    if said.legal:
        return Text(f"Possible now: {', '.join(said.legal)}.", style="green")
    return Text(said.sentence)


def howto_cmd(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="a game id, e.g. hexer")],
) -> None:
    """How to play a game: the goal, a turn in steps, the components and how it ends."""
    from tabletome.engine.howto import howto
    from tabletome.engine.registry import get_game

    out = Console(highlight=False, emoji=False)
    err = Console(stderr=True, highlight=False, emoji=False)
    try:
        game = get_game(game_id)
    except TabletomeError as exc:
        err.print(Text(str(exc), style="bold red"), soft_wrap=True)
        raise typer.Exit(1) from None
    found = howto(game, language())
    if found is None:
        said = _("{game} has no how-to yet; 'tabletome rules {id}' lists its rules.").format(game=game.name, id=game.id)
        err.print(Text(said, style="bold red"))
        raise typer.Exit(1)
    out.print(howto_renderable(found))


__all__ = ["howto_cmd", "howto_renderable", "why_text"]
