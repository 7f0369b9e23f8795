"""The ``tabletome`` command: games, rules, play, replay, edition check."""

from __future__ import annotations

import json
import secrets
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer
from rich.console import Console
from rich.text import Text

from tabletome import __version__
from tabletome.engine.errors import EditionError, TabletomeError
from tabletome.engine.i18n import SOURCE, _, language, set_language
from tabletome.engine.i18n.retell import told, told_lines

from .evaluate import evaluate_cmd
from .howto import howto_cmd
from .learn import learn_cmd
from .serve import serve
from .simulate import simulate
from .vtes import vtes_app

if TYPE_CHECKING:
    from tabletome.engine.editing import Checked, Problem
    from tabletome.engine.game import Game, Outcome

# The rules, the games and the web front are imported by the commands that use them, so that
# `--help` and a game's command pay only for what they need.

app = typer.Typer(
    help="tabletome: tabletop games from their rulebooks. Play, replay, check editions.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
edition_app = typer.Typer(help="Work with edition files (component data).", no_args_is_help=True)
app.add_typer(edition_app, name="edition")
app.add_typer(vtes_app, name="vtes")

console = Console(highlight=False, emoji=False)
err = Console(stderr=True, highlight=False, emoji=False)


def _print_version(value: bool) -> None:
    if value:
        typer.echo(f"tabletome {__version__}")
        raise typer.Exit()


@app.callback()
def _consoles(
    version: Annotated[
        bool,
        typer.Option("--version", callback=_print_version, is_eager=True, help="Print the version and exit."),
    ] = False,
    lang: Annotated[
        str | None,
        typer.Option(
            "--lang",
            metavar="LANG",
            help="The language of the messages: en, pt or es (default: TABLETOME_LANG, else LANG, else English).",
        ),
    ] = None,
) -> None:
    """Consoles are made when a command starts, so they see the terminal's width at that moment."""
    global console, err
    if lang is not None:
        set_language(lang)
    console = Console(highlight=False, emoji=False)
    err = Console(stderr=True, highlight=False, emoji=False)


def fail(message: str, code: int = 1) -> typer.Exit:
    err.print(Text(message, style="bold red"), soft_wrap=True)
    return typer.Exit(code)


def load_edition(game: Game, path: Path | None) -> Any:
    return game.default_edition() if path is None else game.load_edition(path)


def with_decks(game: Game, edition: Any, given: Sequence[str], seats: int) -> Any:
    """``--deck SEAT=FILE``: the decks seats bring (seats count from 1), in the game's edition."""
    if not given:
        return edition
    from tabletome.engine import capabilities

    if not any(i.name == "deck" for i in capabilities.seat_inputs(game)):
        raise TabletomeError(
            _("In {game} the players bring no decks of their own: --deck is not used.").format(game=game.name)
        )
    inputs: dict[int, dict[str, str]] = {}
    for item in given:
        number, sep, value = item.partition("=")
        if not sep or not number.strip().isdigit() or not 1 <= int(number) <= seats or not value.strip():
            raise TabletomeError(
                f"'--deck {item}' should be SEAT=FILE with a seat from 1 to {seats}, e.g. --deck 2=mine.txt."
            )
        inputs[int(number) - 1] = {"deck": deck_text(Path(value.strip()))}
    return game.edition_with_inputs(edition, inputs)  # type: ignore[attr-defined]


def deck_text(path: Path) -> str:
    """A decklist file's text, or the value itself when it names no file (a preconstructed deck)."""
    if not path.is_file():
        if path.suffix or len(path.parts) > 1:
            raise TabletomeError(_("There is no file {path}.").format(path=path))
        return str(path)
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        raise TabletomeError(_("{path} is not a readable text file.").format(path=path)) from None


@app.command("games")
def list_games() -> None:
    """List the installed games."""
    from rich.table import Table

    from tabletome.agents import agent_kinds
    from tabletome.engine.registry import games, unavailable

    table = Table(title="Installed games")
    for col in ("id", "game", "players", "kind", "options"):
        table.add_column(col)
    for g in games():
        opts = ", ".join(f"{o.name}={'|'.join(o.choices)}" for o in g.options if o.name != "players" and not o.legacy)
        presets = "; ".join(f"{k}={'|'.join(v)}" for k, v in g.presets.items())
        players = f"{g.min_players}" if g.min_players == g.max_players else f"{g.min_players}-{g.max_players}"
        kind = "cooperative" if g.cooperative else ("solo" if g.max_players == 1 else "competitive")
        table.add_row(g.id, g.name, players, kind, "; ".join(x for x in (presets, opts) if x))
    console.print(table)
    for gid, why in unavailable().items():
        console.print(Text(f"{gid}: installed but cannot be played ({why})", style="yellow"), soft_wrap=True)
    console.print("Players: human, " + ", ".join(f"{k} ({v})" for k, v in agent_kinds().items()))


def print_rules(out: Console, game: Game, words: Sequence[str], edition: Any = None) -> int:
    """The rules (all of them, or those that mention every word), and the components that do."""
    from rich.markdown import Markdown

    from tabletome.engine import reference

    path = game.clauses_path()
    if not words:
        if path is None or not path.exists():
            out.print(_("{game} ships no numbered rules.").format(game=game.name))
            return 0
        lines = path.read_text(encoding="utf-8").splitlines()
        out.print(Markdown("\n".join(lines)))
        return len(lines)
    entries, found = reference.search(game, words, edition)
    for e in entries:
        needs = f" Needs: {e.needs}" if e.needs else ""
        out.print(Text.assemble((f"{e.name}", "bold"), f" ({e.kind}): {e.text}{needs}"))
    for c in found:
        out.print(Text.assemble((c.id, "bold"), f" — {c.text}"))
    said = " ".join(words)
    out.print(Text(f"{len(entries)} components and {len(found)} clauses mention {said}.", style="dim"))
    return len(entries) + len(found)


app.command("simulate", context_settings={"allow_extra_args": True, "ignore_unknown_options": True})(simulate)
app.command("serve")(serve)
app.command("evaluate")(evaluate_cmd)
app.command("howto")(howto_cmd)
app.command("learn")(learn_cmd)


@app.command("rules")
def rules_cmd(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="a game id, e.g. hexer")],
    words: Annotated[list[str] | None, typer.Argument(help="show only clauses with all these words")] = None,
) -> None:
    """Show a game's numbered rule clauses, or search them by word."""
    from tabletome.engine.registry import get_game

    try:
        game = get_game(game_id)
    except TabletomeError as exc:
        raise fail(str(exc)) from None
    print_rules(console, game, words or [])


@app.command(
    "play",
    context_settings={"allow_extra_args": True, "ignore_unknown_options": True},
)
def play(
    ctx: typer.Context,
    game_id: Annotated[str | None, typer.Argument(metavar="GAME", help="a game id, e.g. hexer")] = None,
    seats: Annotated[
        str | None, typer.Option(help="one kind per seat: human, random, heuristic... (comma separated)")
    ] = None,
    seed: Annotated[int | None, typer.Option(help="the game's seed (random if not given; printed)")] = None,
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help="a game option name=value")] = None,
    edition: Annotated[Path | None, typer.Option(help="play with this edition file")] = None,
    deck: Annotated[
        list[str] | None,
        typer.Option(help="SEAT=FILE: that seat's own deck, a decklist file or a preconstructed deck's name"),
    ] = None,
    record: Annotated[Path | None, typer.Option(help="save the game record here (also on quit)")] = None,
    resume: Annotated[
        Path | None,
        typer.Option(help="continue a saved game record (a game clock, e.g. V:TES's clock, counts from the resume)"),
    ] = None,
    position: Annotated[
        Path | None,
        typer.Option(help="begin at a position file (written by 'tabletome position'), with --seats"),
    ] = None,
    pace: Annotated[
        float | None,
        typer.Option(
            help="seconds each AI move is shown at most while you watch (default 1 in a terminal, 0 otherwise); "
            "never more than 2 s in all between two of your decisions",
            min=0,
        ),
    ] = None,
) -> None:
    """Play in the terminal. Game options may also be given as --name value (e.g. --difficulty hard)."""
    from tabletome.engine.pace import DEFAULT_PACE
    from tabletome.engine.record import Record
    from tabletome.engine.registry import get_game

    from .options import game_options
    from .session import Session, default_seats, parse_seats

    try:
        if resume is not None:
            session = Session.resume(Record.load(resume), console, record or resume)
        elif position is not None:
            session = _from_position(game_id, position, seats, seed, record)
        else:
            if game_id is None:
                raise TabletomeError(_("Name a game to play, e.g. 'tabletome play hexer'."))
            game = get_game(game_id)
            opts = game_options(ctx.args, option or [])
            seat_list = parse_seats(seats or default_seats(game, opts), game)
            if seed is None:
                seed = secrets.randbelow(2**31)
            ed = with_decks(game, load_edition(game, edition), deck or [], len(seat_list))
            session = Session.start(game, seat_list, seed, opts, ed, console, record)
            begins = _("{game} — seed {seed} — seats {seats} — {options} — edition {edition}").format(
                game=game.name,
                seed=seed,
                seats=", ".join(seat_list),
                options=game.describe_options(session.record.options),
                edition=ed.name,
            )
            console.print(Text(begins, style="bold"))
        session.pace = pace if pace is not None else (DEFAULT_PACE if console.is_terminal else 0.0)
        code = session.run()
    except TabletomeError as exc:
        raise fail(str(exc)) from None
    except KeyboardInterrupt:
        raise fail(_("Interrupted."), 130) from None
    raise typer.Exit(code)


def _from_position(game_id: str | None, path: Path, seats: str | None, seed: int | None, save: Path | None) -> Any:
    """A session that begins at the position in ``path`` (its game named in the file)."""
    import json

    from tabletome.engine.record import Record
    from tabletome.engine.registry import get_game

    from .session import Session, default_seats, parse_seats

    text = read_text(path, "position").strip()
    try:
        named = json.loads(text).get("game")
    except (json.JSONDecodeError, AttributeError):
        named = None
    if not isinstance(named, str):
        raise TabletomeError(
            _("{path} is not a position file (write one with 'tabletome position RECORD').").format(path=path)
        )
    if game_id is not None and game_id != named:
        raise TabletomeError(
            _("{path} is a position of {named}, not of {game}.").format(path=path, named=named, game=game_id)
        )
    game = get_game(named)
    state = game.load_position(text)
    seat_list = parse_seats(seats or default_seats(game, dict(state.position_options())), game)
    record, _start = Record.from_position(game, text, seat_list, secrets.randbelow(2**31) if seed is None else seed)
    begins = _("{game} — from the position in {path} — seats {seats}")
    console.print(Text(begins.format(game=game.name, path=path, seats=", ".join(seat_list)), style="bold"))
    return Session.resume(record, console, save)


def read_text(path: Path, what: str) -> str:
    """A text file a command was given; one sentence if it cannot be read."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else "not UTF-8 text"
        raise TabletomeError(f"The {what} file {path} cannot be read ({reason}).") from None


@app.command("position")
def position_cmd(
    file: Annotated[Path, typer.Argument(help="a *.tome.json game record")],
    at: Annotated[int | None, typer.Option(help="after this many of its actions (default: all of them)", min=0)] = None,
    output: Annotated[Path | None, typer.Option("--output", "-o", help="write it to this file")] = None,
) -> None:
    """Write the position of a recorded game (after --at actions), to begin a game there with
    'tabletome play --position FILE'."""
    from tabletome.engine.record import Record

    try:
        rec = Record.load(file)
        if at is not None and at > len(rec.actions):
            raise TabletomeError(
                _("The record has {n} actions; --at {at} is past its end.").format(n=len(rec.actions), at=at)
            )
        text = rec.replay(at, narrate=True).position()
    except TabletomeError as exc:
        raise fail(str(exc)) from None
    if output is None:
        typer.echo(text)
    else:
        output.write_text(text + "\n", encoding="utf-8")
        console.print(_("Position written to {path}.").format(path=output))


@app.command("replay")
def replay(
    file: Annotated[Path, typer.Argument(help="a *.tome.json game record")],
    final: Annotated[bool, typer.Option("--final", help="print the final state and outcome only")] = False,
    seat: Annotated[int | None, typer.Option(help="see only what this seat saw (default: everything)")] = None,
) -> None:
    """Step through a game record forward and back, or print how it ended."""
    from tabletome.engine import capabilities
    from tabletome.engine.record import Record

    try:
        rec = Record.load(file)
        state = rec.replay(narrate=True)
    except TabletomeError as exc:
        raise fail(str(exc)) from None
    game = state.game

    def show(upto: int) -> None:
        st = rec.replay(upto, narrate=True)
        view = st.view(seat) if seat is not None else _full(st)
        console.print(capabilities.terminal(game, view))
        lines = told_lines(st.log_for(seat))
        for line in lines[-8:]:
            console.print(Text(line, style="dim"))
        nxt = rec.actions[upto] if upto < len(rec.actions) else _("(end)")
        console.print(
            Text(_("step {n}/{total} — next: {move}").format(n=upto, total=len(rec.actions), move=nxt), style="bold")
        )

    if final:
        show(len(rec.actions))
        oc = state.outcome()
        if oc is not None:
            print_outcome(state, oc, rec.seats)
        return
    i = 0
    show(i)
    while True:
        try:
            cmd = input(_("[n]ext, [p]revious, number, [e]nd, [q]uit> ")).strip().lower()
        except EOFError:
            return
        if cmd in ("q", "quit"):
            return
        if cmd in ("", "n", "next"):
            i = min(len(rec.actions), i + 1)
        elif cmd in ("p", "prev", "previous", "b", "back"):
            i = max(0, i - 1)
        elif cmd in ("e", "end"):
            i = len(rec.actions)
        elif cmd.isdigit():
            i = max(0, min(len(rec.actions), int(cmd)))
        else:
            err.print(_("Type n, p, a step number, e or q."))
            continue
        show(i)


def print_outcome(state: Any, oc: Outcome, kinds: Sequence[str]) -> None:
    """How a record ended: won or lost for a team, the ranking and its deciding rule otherwise."""
    from .outcome import print_ranking

    reason = told(oc.reason)
    if oc.team:
        ended = _("Outcome: won — {reason} ({cause})") if oc.winners else _("Outcome: lost — {reason} ({cause})")
        console.print(ended.format(reason=reason, cause=oc.cause))
    else:
        console.print(_("Outcome: {reason} ({cause})").format(reason=reason, cause=oc.cause))
        print_ranking(console, state, oc, kinds)
    if oc.score is not None:
        console.print((_("Score: {score}") if oc.team else _("Game score: {score}")).format(score=oc.score))


def _full(state: Any) -> dict[str, Any]:
    full = getattr(state, "full_view", None)
    view: dict[str, Any] = full() if callable(full) else state.view(0)
    return view


def _edition_file(file: Path, game_id: str | None) -> tuple[Game, dict[str, Any]]:
    """An edition file's data and its game (``--game``, or the file's ``edition.game``)."""
    from tabletome.engine.edition import read_data_file
    from tabletome.engine.registry import get_game

    data = read_data_file(file)
    gid = game_id
    if gid is None:
        meta = data.get("edition")
        gid = meta.get("game") if isinstance(meta, dict) else None
        if not isinstance(gid, str):
            raise EditionError(str(file), [("edition.game", "is missing; add it or pass --game")])
    return get_game(gid), data


def _checked_file(file: Path, game_id: str | None) -> tuple[Game, dict[str, Any], Checked]:
    """The file's game, data and verdict; every problem printed and exit 1 when it is not usable."""
    from tabletome.engine.editing import Problem, check_edition

    try:
        game, data = _edition_file(file, game_id)
    except EditionError as exc:
        raise _unusable(file, [Problem(where, why) for where, why in exc.problems]) from None
    except TabletomeError as exc:
        raise fail(str(exc)) from None
    checked = check_edition(game, data, str(file))
    if not checked.ok:
        raise _unusable(file, checked.problems)
    return game, data, checked


def _unusable(file: Path, problems: Sequence[Problem]) -> typer.Exit:
    from tabletome.engine.wording import plural

    err.print(
        Text(f"{file}: not a usable edition ({plural(len(problems), 'problem')})", style="bold red"), soft_wrap=True
    )
    for p in problems:
        err.print(Text(f"  {file}: {p.field}: {p.reason}"), soft_wrap=True)
    return typer.Exit(1)


@edition_app.command("check")
def edition_check(
    file: Annotated[Path, typer.Argument(help="a TOML or JSON edition file")],
    game_id: Annotated[str | None, typer.Option("--game", help="the game (default: read from the file)")] = None,
) -> None:
    """Validate an edition file: every problem with its field and reason."""
    from tabletome.engine.edition import STAND_IN

    game, _, checked = _checked_file(file, game_id)
    console.print(
        Text(
            f"{file}: a valid {game.name} edition '{checked.name}' ({checked.kinds[STAND_IN]} stand-in fields).",
            style="green",
        )
    )
    console.print(Text("  fields: " + ", ".join(f"{n} {kind}" for kind, n in checked.kinds.items())))
    for d in checked.notes:
        console.print(Text(f"  note: {d}", style="yellow"))


@edition_app.command("new")
def edition_new(game_id: Annotated[str, typer.Argument(metavar="GAME", help="a game id, e.g. hexer")]) -> None:
    """Print an edition file to edit: the game's stand-in edition, every field explained."""
    from tabletome.engine.editing import template
    from tabletome.engine.registry import get_game

    try:
        text = template(get_game(game_id))
    except TabletomeError as exc:
        raise fail(str(exc)) from None
    typer.echo(text, nl=False)


@edition_app.command("diff")
def edition_diff(
    a: Annotated[Path, typer.Argument(help="the edition file to compare from")],
    b: Annotated[Path, typer.Argument(help="the edition file to compare to")],
) -> None:
    """What differs between two edition files, field by field (records matched by name)."""
    from tabletome.engine.editing import Problem, diff_data
    from tabletome.engine.edition import read_data_file

    try:
        changes = diff_data(read_data_file(a), read_data_file(b))
    except EditionError as exc:
        raise _unusable(Path(exc.path), [Problem(where, why) for where, why in exc.problems]) from None
    if not changes:
        console.print(f"{a} and {b}: no differences.")
    for c in changes:
        console.print(Text(f"{c.field}: {_shown(c.before)} -> {_shown(c.after)}"), soft_wrap=True)


def _shown(value: Any) -> str:
    return "(absent)" if value is None else json.dumps(value, ensure_ascii=False)


@edition_app.command("try")
def edition_try(
    file: Annotated[Path, typer.Argument(help="a TOML or JSON edition file")],
    games: Annotated[int, typer.Option("--games", "-n", min=1, help="games of each edition")] = 20,
    seed: Annotated[int, typer.Option(help="the first game's seed")] = 0,
    plot: Annotated[Path | None, typer.Option(help="also draw the results as an SVG picture here")] = None,
    game_id: Annotated[str | None, typer.Option("--game", help="the game (default: read from the file)")] = None,
) -> None:
    """How does it play? Games of the scripted players with this edition and with the stand-in."""
    from rich.table import Table

    from tabletome.sim.lab import percent_ci
    from tabletome.sim.playtest import playtest, plot_svg, team_game

    game, data, _ = _checked_file(file, game_id)
    reports = [
        playtest(game, data, games=games, seed=seed, label=file.name),
        playtest(game, None, games=games, seed=seed, label="stand-in"),
    ]
    who = "team wins" if team_game(game) else "first seat's wins"
    t = Table(title=f"{game.name}: the scripted players, seeds {seed} to {seed + games - 1}")
    for col in ("edition", "games", f"{who} [95% CI]", "how the games ended", "rounds: mean (quartiles)"):
        t.add_column(col, overflow="fold")
    for r in reports:
        rounds = ", ".join(f"{q:.3g}" for q in r.rounds_quartiles)
        t.add_row(
            Text(r.label),
            str(r.games),
            percent_ci(r.rate, r.low, r.high),
            Text("\n".join(f"{n} {cause}" for cause, n in r.causes.items())),
            f"{r.rounds_mean:.1f} ({rounds})",
        )
    console.print(t)
    if plot is not None:
        try:
            plot.write_text(plot_svg(game, reports), encoding="utf-8")
        except OSError as exc:
            raise fail(f"The picture cannot be written to {plot} ({exc.strerror or exc}).") from None
        console.print(f"Picture: {plot}")


def main(argv: Sequence[str] | None = None) -> None:
    """The command: its help is put in the chosen language before typer reads the line."""
    from .i18n_help import click_words, command_for, panel_titles

    args = front_language(list(sys.argv[1:] if argv is None else argv))
    chosen = language_argument(args)
    if chosen is not None:
        set_language(chosen)
    panel_titles()
    if language() != SOURCE:
        click_words()  # "Usage:", the --help option's help, click's errors
    command_for(app)(args=args, prog_name="tabletome")


def front_language(args: list[str]) -> list[str]:
    """``--lang X`` written after the command (``tabletome play hexer --lang es``) moved before it,
    where the main callback reads it (a command's own options never take ``--lang``)."""
    words = args[: args.index("--")] if "--" in args else args
    for n, arg in enumerate(words):
        if n and arg == "--lang" and n + 1 < len(words):
            return ["--lang", words[n + 1], *args[:n], *args[n + 2 :]]
        if n and arg.startswith("--lang="):
            return [arg, *args[:n], *args[n + 1 :]]
    return args


def language_argument(args: Sequence[str]) -> str | None:
    """``--lang X`` or ``--lang=X`` before the command's own words (None when not given)."""
    for n, arg in enumerate(args):
        if arg == "--lang" and n + 1 < len(args):
            return args[n + 1]
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
        if not arg.startswith("-"):
            return None
    return None


if __name__ == "__main__":
    main()
