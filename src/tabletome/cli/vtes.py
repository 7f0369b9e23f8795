"""``tabletome vtes``: V:TES decklists (check, show), the Fifth Edition preconstructed decks, and
which cards the rules implement (coverage). Play with ``tabletome play vtes``.

Every answer comes from the game's deck book (its ``Decks`` capability), never from its modules;
the commands are made when ``tabletome vtes`` is used (their help names the game's decklist
layouts and deck rules), so no other command loads the game.

Exit codes of ``deck check``: 0 the deck is legal, 1 it has problems (each printed with its
clause), 2 the file cannot be read as a decklist (one sentence).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.text import Text
from typer.core import TyperGroup, TyperOption

from tabletome.engine.errors import TabletomeError

if TYPE_CHECKING:
    from rich.table import Table

    from tabletome.engine.capabilities import Decks

#: The game whose decks these commands read.
GAME_ID = "vtes"

#: Exit codes.
LEGAL, PROBLEMS, UNREADABLE = 0, 1, 2


def _book() -> Decks:
    from tabletome.engine import get_game
    from tabletome.engine.capabilities import decks

    return decks(get_game(GAME_ID))


class _Made(TyperGroup):
    """``tabletome vtes``: its commands are made on first use, from ``commands`` below."""

    def list_commands(self, ctx: Any) -> list[str]:
        return list(_made().commands)

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        return _made().commands.get(cmd_name)


vtes_app = typer.Typer(
    help="Vampire: The Eternal Struggle: decklists, the Fifth Edition preconstructed decks, card coverage.",
    no_args_is_help=True,
    cls=_Made,
)
commands = typer.Typer()
deck_app = typer.Typer(help="Read, check and show V:TES decklists.", no_args_is_help=True)
commands.add_typer(deck_app, name="deck")

#: The help of the options that name the game's choices, completed when the commands are made.
CHOICES_HELP = {
    "fmt": lambda book: f"the decklist's layout: auto, {', '.join(book.deck_formats())}",
    "rules": lambda book: f"the deck rules: {' or '.join(book.deck_rules())} (the classic deck rules)",
}

FormatOption = Annotated[str, typer.Option("--format", "-f")]


@functools.cache
def _made() -> TyperGroup:
    group = typer.main.get_group(commands)
    book = _book()
    todo: list[Any] = [group]
    while todo:
        command = todo.pop()
        todo += getattr(command, "commands", {}).values()  # a group's commands
        for param in command.params:
            if isinstance(param, TyperOption) and param.name in CHOICES_HELP:
                param.help = CHOICES_HELP[param.name](book)
    return group


def _out() -> Console:
    return Console(highlight=False, emoji=False)


def _err() -> Console:
    return Console(stderr=True, highlight=False, emoji=False)


def _unreadable(message: str) -> typer.Exit:
    _err().print(Text(message, style="bold red"), soft_wrap=True)
    return typer.Exit(UNREADABLE)


def _print_notes(out: Console, deck: Mapping[str, Any]) -> None:
    for note in deck["notes"]:
        out.print(Text(f"note: {note}", style="yellow"), soft_wrap=True)


@deck_app.command("check")
def deck_check(
    file: Annotated[Path, typer.Argument(help="a decklist: tournament archive text, VDB, Amaranth, Lackey or JOL")],
    rules: Annotated[str, typer.Option()] = "current",
    players: Annotated[
        int | None, typer.Option(help="table size for the classic library limit (VT-DECK-04)", min=2, max=6)
    ] = None,
    fmt: FormatOption = "auto",
) -> None:
    """Check a decklist's construction: every problem, one sentence each with its clause."""
    from tabletome.engine.wording import plural

    book = _book()
    if rules not in book.deck_rules():
        raise _unreadable(f"'{rules}' are not deck rules; the rules are {', '.join(book.deck_rules())}.")
    try:
        deck = book.check_deck_file(str(file), fmt, rules, players)
    except TabletomeError as exc:
        raise _unreadable(f"{file}: {exc}") from None
    out = _out()
    _print_notes(out, deck)
    problems = deck["problems"]
    size = f"{deck['crypt']['count']} crypt, {deck['library']['count']} library"
    _print_unimplemented(out, deck)
    if not problems:
        out.print(Text(f"{file}: a legal deck ({size}) under the {rules} rules.", style="green"), soft_wrap=True)
        return
    out.print(
        Text(f"{file}: not a legal deck ({size}): {plural(len(problems), 'problem')}.", style="bold red"),
        soft_wrap=True,
    )
    for problem in problems:
        out.print(Text(f"  {problem['message']}", style="red"), soft_wrap=True)
    raise typer.Exit(PROBLEMS)


def _print_unimplemented(out: Console, deck: Mapping[str, Any]) -> None:
    """Cards whose effect the rules do not implement: refused in enforced mode, stated by hand in
    assisted mode (not a construction problem)."""
    missing = deck["unimplemented"]
    if missing:
        shown = ", ".join(missing[:12]) + (f" and {len(missing) - 12} more" if len(missing) > 12 else "")
        out.print(
            Text(
                f"{len(missing)} of its cards have effects the rules do not implement ({shown}): "
                "play it with --rules assisted (their effects stated by hand).",
                style="yellow",
            ),
            soft_wrap=True,
        )


@deck_app.command("show")
def deck_show(
    deck_ref: Annotated[
        str, typer.Argument(metavar="NAME|FILE", help="a preconstructed deck's name or a decklist file")
    ],
    fmt: FormatOption = "auto",
) -> None:
    """Show a decklist: the crypt with capacity, disciplines, clan and group; the library by type."""
    book = _book()
    try:
        path = Path(deck_ref)
        looks_like_a_file = path.is_file() or bool(path.suffix) or len(path.parts) > 1
        deck = book.deck_file(str(path), fmt) if looks_like_a_file else book.precon_deck(deck_ref)
    except TabletomeError as exc:
        raise _unreadable(str(exc)) from None
    out = _out()
    _print_notes(out, deck)
    title = deck["name"] or deck_ref
    out.print(Text(f"{title}: {deck['crypt']['count']} crypt, {deck['library']['count']} library", style="bold"))
    out.print(_crypt_table(deck["crypt"]))
    out.print(_library_table(deck["library"]))


def _crypt_table(crypt: Mapping[str, Any]) -> Table:
    from rich.table import Table

    cards = crypt["cards"]
    capacities = sorted(c["capacity"] or 0 for c in cards for _ in range(c["count"]))
    average = sum(capacities) / len(capacities) if capacities else 0
    table = Table(title=f"Crypt ({crypt['count']} cards, average capacity {average:.2f})", title_justify="left")
    for column in ("#", "vampire", "cap", "disciplines", "title", "clan", "group"):
        table.add_column(column, justify="right" if column in ("#", "cap") else "left")
    for card in sorted(cards, key=lambda c: (-c["count"], -(c["capacity"] or 0), c["name"])):
        table.add_row(
            str(card["count"]),
            card["name"],
            str(card["capacity"] or ""),
            " ".join(card["disciplines"]),
            card["title"] or "",
            "/".join(card["clans"]),
            card["group"] or "",
        )
    return table


def _library_table(library: Mapping[str, Any]) -> Table:
    from rich.table import Table

    table = Table(title=f"Library ({library['count']} cards)", title_justify="left")
    for column in ("#", "card", "requires"):
        table.add_column(column, justify="right" if column == "#" else "left")
    totals = {kind["label"]: kind["count"] for kind in library["types"]}
    current = None
    for card in sorted(library["cards"], key=lambda c: (c["order"], c["name"])):
        kind = card["type"]
        if kind != current:
            table.add_row("", Text(f"{kind} ({totals[kind]})", style="bold"), "")
            current = kind
        table.add_row(str(card["count"]), card["name"], _requirement(card))
    return table


def _requirement(card: Mapping[str, Any]) -> str:
    """A library card's clan and discipline requirements, as a decklist notes them."""
    joiner = " & " if card["combo"] else " / "
    parts = ["/".join(card["clans"]), joiner.join(card["disciplines"])]
    return "; ".join(part for part in parts if part)


@commands.command("coverage")
def coverage(
    file: Annotated[Path | None, typer.Argument(help="a decklist: which of its cards are implemented, and how")] = None,
    fmt: FormatOption = "auto",
) -> None:
    """Cards whose effects the rules implement, by the effect vocabulary (data) or by code of their
    own: of the Fifth Edition pool and of the whole database, or of a decklist."""
    if file is not None:
        _deck_coverage(file, fmt)
        return
    from rich.table import Table

    found = _book().deck_coverage(None, fmt)
    table = Table(title="V:TES cards implemented")
    for column in ("cards", "library", "crypt", "all"):
        table.add_column(column, justify="left" if column == "cards" else "right")
    for key, label in (("pool", "Fifth Edition preconstructed decks"), ("database", "whole card database")):
        row = found[key]
        table.add_row(label, *(f"{row[k][0]} / {row[k][1]}" for k in ("library", "crypt", "all")))
        for i, how in ((2, "by the vocabulary"), (3, "by code of their own"), (4, "sect and title only")):
            table.add_row(f"  {how}", *(str(row[k][i]) for k in ("library", "crypt", "all")), style="dim")
    out = _out()
    out.print(table)
    lib = found["database"]["library"]
    share = lib[2] / lib[0] if lib[0] else 0.0
    out.print(Text(f"{share:.0%} of the implemented library cards are written as data.", style="dim"))
    if found["missing_pool"]:
        out.print(
            Text("Not implemented in the pool: " + ", ".join(found["missing_pool"]), style="yellow"), soft_wrap=True
        )


def _deck_coverage(file: Path, fmt: str) -> None:
    """A decklist's cards by how the rules implement them; exit 1 if any is not implemented."""
    try:
        found = _book().deck_coverage(str(file), fmt)
    except TabletomeError as exc:
        raise _unreadable(f"{file}: {exc}") from None
    out = _out()
    _print_notes(out, found)
    copies = found["copies"]
    for key, label, style in (
        ("vocabulary", "by the vocabulary", "green"),
        ("code", "by code of their own", "cyan"),
        ("text", "crypt cards with nothing but sect and title", "green"),
        ("missing", "not implemented", "bold red"),
    ):
        names = found[key]
        if names:
            head = f"{len(names)} cards ({copies.get(key, 0)} copies) {label}: "
            out.print(Text(head + ", ".join(names), style=style), soft_wrap=True)
    if found["missing"]:
        out.print(Text("The enforced rules refuse this deck; the assisted rules play it.", style="yellow"))
        raise typer.Exit(PROBLEMS)
    out.print(Text(f"{file}: every card is implemented.", style="green"), soft_wrap=True)


@commands.command("precons")
def list_precons() -> None:
    """List the 14 Fifth Edition preconstructed decks."""
    from rich.table import Table

    table = Table(title="Fifth Edition preconstructed decks")
    for column in ("set", "deck", "crypt", "library", "legal"):
        table.add_column(column, justify="right" if column in ("crypt", "library") else "left")
    every = _book().precon_checks()
    for found in every:
        legal = "yes" if found["legal"] else "no"
        table.add_row(found["set"], found["name"], str(found["crypt"]), str(found["library"]), legal)
    out = _out()
    out.print(table)
    out.print(Text(f"{len(every)} decks; show one with 'tabletome vtes deck show NAME'.", style="dim"))
