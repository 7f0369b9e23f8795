"""``tabletome vtes``: V:TES decklists (check, show), the Fifth Edition preconstructed decks, and
which cards the rules implement (coverage). Play with ``tabletome play vtes``.

Exit codes of ``deck check``: 0 the deck is legal, 1 it has problems (each printed with its
clause), 2 the file cannot be read as a decklist (one sentence).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.text import Text

from tabletome.engine.errors import TabletomeError
from tabletome.games.vtes.formats import FORMATS, RULES

if TYPE_CHECKING:
    from rich.table import Table

    from tabletome.engine.cards import Card
    from tabletome.games.vtes.decks import Decklist

# The card database is read by the commands that need it (a warm cache makes it quick).

#: Exit codes.
LEGAL, PROBLEMS, UNREADABLE = 0, 1, 2

vtes_app = typer.Typer(
    help="Vampire: The Eternal Struggle: decklists, the Fifth Edition preconstructed decks, card coverage.",
    no_args_is_help=True,
)
deck_app = typer.Typer(help="Read, check and show V:TES decklists.", no_args_is_help=True)
vtes_app.add_typer(deck_app, name="deck")

FormatOption = Annotated[str, typer.Option("--format", "-f", help=f"the decklist's layout: auto, {', '.join(FORMATS)}")]


def _out() -> Console:
    return Console(highlight=False, emoji=False)


def _err() -> Console:
    return Console(stderr=True, highlight=False, emoji=False)


def _unreadable(message: str) -> typer.Exit:
    _err().print(Text(message, style="bold red"), soft_wrap=True)
    return typer.Exit(UNREADABLE)


def _print_notes(out: Console, deck: Decklist) -> None:
    for note in deck.notes:
        out.print(Text(f"note: {note}", style="yellow"), soft_wrap=True)


@deck_app.command("check")
def deck_check(
    file: Annotated[Path, typer.Argument(help="a decklist: tournament archive text, VDB, Amaranth, Lackey or JOL")],
    rules: Annotated[
        str, typer.Option(help=f"the deck rules: {' or '.join(RULES)} (the classic deck rules)")
    ] = "current",
    players: Annotated[
        int | None, typer.Option(help="table size for the classic library limit (VT-DECK-04)", min=2, max=6)
    ] = None,
    fmt: FormatOption = "auto",
) -> None:
    """Check a decklist's construction: every problem, one sentence each with its clause."""
    from tabletome.engine.wording import plural
    from tabletome.games.vtes.check import check_deck
    from tabletome.games.vtes.decks import read_deck_file

    if rules not in RULES:
        raise _unreadable(f"'{rules}' are not deck rules; the rules are {', '.join(RULES)}.")
    try:
        deck = read_deck_file(file, fmt)
    except TabletomeError as exc:
        raise _unreadable(f"{file}: {exc}") from None
    out = _out()
    _print_notes(out, deck)
    problems = check_deck(deck, rules, players=players)
    size = f"{deck.crypt_count} crypt, {deck.library_count} library"
    _print_unimplemented(out, deck)
    if not problems:
        out.print(Text(f"{file}: a legal deck ({size}) under the {rules} rules.", style="green"), soft_wrap=True)
        return
    out.print(
        Text(f"{file}: not a legal deck ({size}): {plural(len(problems), 'problem')}.", style="bold red"),
        soft_wrap=True,
    )
    for problem in problems:
        out.print(Text(f"  {problem.message}", style="red"), soft_wrap=True)
    raise typer.Exit(PROBLEMS)


def _print_unimplemented(out: Console, deck: Decklist) -> None:
    """Cards whose effect the rules do not implement: refused in enforced mode, stated by hand in
    assisted mode (not a construction problem)."""
    from tabletome.games.vtes.coverage import implemented

    missing = sorted({card.name for card, _ in deck.entries if not implemented(card.id)})
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
    from tabletome.games.vtes.decks import read_deck_file
    from tabletome.games.vtes.preconstructed import find_precon

    try:
        path = Path(deck_ref)
        looks_like_a_file = path.is_file() or bool(path.suffix) or len(path.parts) > 1
        deck = read_deck_file(path, fmt) if looks_like_a_file else find_precon(deck_ref).deck
    except TabletomeError as exc:
        raise _unreadable(str(exc)) from None
    out = _out()
    _print_notes(out, deck)
    title = deck.name or deck_ref
    out.print(Text(f"{title}: {deck.crypt_count} crypt, {deck.library_count} library", style="bold"))
    out.print(_crypt_table(deck))
    out.print(_library_table(deck))


def _crypt_table(deck: Decklist) -> Table:
    from rich.table import Table

    from tabletome.games.vtes import cards as vtes_cards

    capacities = sorted(c.get("capacity") or 0 for c, n in deck.crypt for _ in range(n))
    average = sum(capacities) / len(capacities) if capacities else 0
    table = Table(title=f"Crypt ({deck.crypt_count} cards, average capacity {average:.2f})", title_justify="left")
    for column in ("#", "vampire", "cap", "disciplines", "title", "clan", "group"):
        table.add_column(column, justify="right" if column in ("#", "cap") else "left")
    rows = sorted(deck.crypt, key=lambda e: (-e[1], -(e[0].get("capacity") or 0), e[0].name))
    for card, count in rows:
        table.add_row(
            str(count),
            card.name,
            str(card.get("capacity") or ""),
            vtes_cards.discipline_text(card),
            card.get("title") or "",
            "/".join(card.get("clans", ())),
            vtes_cards.group_text(card),
        )
    return table


def _library_table(deck: Decklist) -> Table:
    from rich.table import Table

    from tabletome.games.vtes import cards as vtes_cards

    table = Table(title=f"Library ({deck.library_count} cards)", title_justify="left")
    for column in ("#", "card", "requires"):
        table.add_column(column, justify="right" if column == "#" else "left")
    rows = sorted(deck.library, key=lambda e: (vtes_cards.type_rank(e[0]), e[0].name))
    current = None
    for card, count in rows:
        kind = vtes_cards.library_type(card)
        if kind != current:
            total = sum(n for c, n in deck.library if vtes_cards.library_type(c) == kind)
            table.add_row("", Text(f"{kind} ({total})", style="bold"), "")
            current = kind
        table.add_row(str(count), card.name, _requirement(card))
    return table


def _requirement(card: Card) -> str:
    """A library card's clan and discipline requirements, as a decklist notes them."""
    disciplines = card.get("disciplines") or ()
    joiner = " & " if card.get("combo") else " / "
    parts = ["/".join(card.get("clans", ())), joiner.join(disciplines)]
    return "; ".join(part for part in parts if part)


@vtes_app.command("coverage")
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

    from tabletome.games.vtes.coverage import report

    found = report()
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
    from tabletome.games.vtes.coverage import CODE, TEXT, VOCABULARY, deck_report
    from tabletome.games.vtes.decks import read_deck_file

    try:
        deck = read_deck_file(file, fmt)
    except TabletomeError as exc:
        raise _unreadable(f"{file}: {exc}") from None
    out = _out()
    _print_notes(out, deck)
    found = deck_report(deck.entries)
    copies = found["copies"]
    for key, label, style in (
        (VOCABULARY, "by the vocabulary", "green"),
        (CODE, "by code of their own", "cyan"),
        (TEXT, "crypt cards with nothing but sect and title", "green"),
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


@vtes_app.command("precons")
def list_precons() -> None:
    """List the 14 Fifth Edition preconstructed decks."""
    from rich.table import Table

    from tabletome.games.vtes.check import check_deck
    from tabletome.games.vtes.preconstructed import precons

    table = Table(title="Fifth Edition preconstructed decks")
    for column in ("set", "deck", "crypt", "library", "legal"):
        table.add_column(column, justify="right" if column in ("crypt", "library") else "left")
    every = precons()
    for found in every:
        legal = "yes" if not check_deck(found.deck) else "no"
        table.add_row(found.set, found.name, str(found.deck.crypt_count), str(found.deck.library_count), legal)
    out = _out()
    out.print(table)
    out.print(Text(f"{len(every)} decks; show one with 'tabletome vtes deck show NAME'.", style="dim"))
