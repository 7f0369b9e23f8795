"""`tabletome simulate`: many seeded games, statistics, sweeps, comparisons, plots."""

from __future__ import annotations

import itertools
import time
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.text import Text

from tabletome.engine.errors import TabletomeError

if TYPE_CHECKING:
    from tabletome.engine.game import Game
    from tabletome.sim.lab import Comparison, Setting, Summary
    from tabletome.sim.runner import GameResult, GameSpec


def simulate(
    ctx: typer.Context,
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="a game id, e.g. hexer")],
    n: Annotated[int, typer.Option("-n", "--games", min=1, help="games per setting")] = 100,
    seats: Annotated[str, typer.Option(help="one kind per seat, or one kind for every seat")] = "heuristic",
    seed: Annotated[int, typer.Option(help="game i of each setting uses seed + i")] = 1,
    jobs: Annotated[int, typer.Option(min=1, help="local worker processes")] = 1,
    option: Annotated[list[str] | None, typer.Option("--option", "-o", help="a game option name=value")] = None,
    sweep: Annotated[list[str] | None, typer.Option(help="vary an option: name=v1,v2 (repeatable: a grid)")] = None,
    compare_: Annotated[
        list[str] | None, typer.Option("--compare", help="a seat line-up to compare on the same seeds (repeat)")
    ] = None,
    compare_seat: Annotated[
        int, typer.Option(min=0, help="competitive games: the seat (from 0) whose results --compare pairs")
    ] = 0,
    edition: Annotated[Path | None, typer.Option(help="play with this edition file")] = None,
    out: Annotated[Path | None, typer.Option(help="write every result and summary as JSON")] = None,
    plot_path: Annotated[Path | None, typer.Option("--plot", help="win rates with error bars (PNG and SVG)")] = None,
    keep_records: Annotated[Path | None, typer.Option(help="save every game as a *.tome.json here")] = None,
    backend: Annotated[str, typer.Option(help="processes (default) or ray")] = "processes",
    ray_address: Annotated[str | None, typer.Option(help="a Ray cluster address (default: a local Ray)")] = None,
) -> None:
    """Simulate seeded games and report win rates with Wilson 95% intervals (per seat for competitive games)."""
    from tabletome.engine.edition import read_data_file
    from tabletome.engine.registry import get_game
    from tabletome.sim.lab import parse_sweeps, settings_for, specs_for, summarize, table

    from .options import game_options

    console = Console(highlight=False, emoji=False)
    paired = list(compare_ or [])
    try:
        game = get_game(game_id)
        edition_data = read_data_file(edition) if edition else None
        if edition is not None:
            game.load_edition(edition)  # validate now, with field-level reasons
        options = game_options(ctx.args, option or [])
        settings = settings_for(game, paired or [seats], options, parse_sweeps(sweep or []))
        _check(settings, backend, compare_seat if len(paired) > 1 else None)
    except TabletomeError as exc:
        raise _fail(console, exc) from None
    records = str(keep_records) if keep_records else None
    specs = {s.label: specs_for(game, s, n, seed, edition_data, records) for s in settings}
    t0 = time.perf_counter()
    try:
        results = _play(console, game.name, specs, jobs, backend, ray_address)
    except (TabletomeError, RuntimeError) as exc:
        raise _fail(console, exc) from None
    summaries = [summarize(s, results[s.label]) for s in settings]
    console.print(table(game, summaries))
    comparisons = _comparisons(settings, results, compare_seat) if len(paired) > 1 else []
    for c in comparisons:
        console.print(c.sentence())
    total = sum(len(group) for group in specs.values())
    console.print(
        Text(f"{total} games in {time.perf_counter() - t0:.1f} s, seeds {seed}..{seed + n - 1}.", style="dim")
    )
    _write(console, game, summaries, comparisons, results, seed, out, plot_path)


def _check(settings: list[Setting], backend: str, compare_seat: int | None) -> None:
    from tabletome.sim.lab import check_seat

    if compare_seat is not None:
        check_seat(settings, compare_seat)
    if backend not in ("processes", "ray"):
        raise TabletomeError(f"'{backend}' is not a backend; use processes or ray.")


def _write(
    console: Console,
    game: Game,
    summaries: list[Summary],
    comparisons: list[Comparison],
    results: dict[str, list[GameResult]],
    seed: int,
    out: Path | None,
    plot_path: Path | None,
) -> None:
    """The JSON file and the plot, when asked for."""
    from tabletome.sim.lab import plot, write_json

    if out is not None:
        write_json(out, game, summaries, comparisons, results, seed)
        console.print(f"Results written to {out}")
    if plot_path is not None:
        written = plot(game, summaries, plot_path)
        console.print("Plot written to " + ", ".join(str(p) for p in written))


def _fail(console: Console, exc: Exception) -> typer.Exit:
    console.print(Text(str(exc), style="bold red"), soft_wrap=True)
    return typer.Exit(1)


def _play(
    console: Console,
    name: str,
    specs: dict[str, list[GameSpec]],
    jobs: int,
    backend: str,
    ray_address: str | None,
) -> dict[str, list[GameResult]]:
    """Every game of every setting, with a progress bar; the results by setting label."""
    from rich.progress import (
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
        TimeRemainingColumn,
    )

    from tabletome.sim.runner import run_games

    all_specs = [spec for group in specs.values() for spec in group]
    t0 = time.perf_counter()
    columns = (
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, transient=False) as progress:
        task = progress.add_task(name, total=len(all_specs), rate="")

        def advance(k: int) -> None:
            progress.advance(task, k)
            done = progress.tasks[0].completed
            progress.update(task, rate=f"{done / max(1e-9, time.perf_counter() - t0):.1f} games/s")

        flat = run_games(all_specs, jobs=jobs, backend=backend, ray_address=ray_address, progress=advance)
    results: dict[str, list[GameResult]] = {}
    i = 0
    for label, group in specs.items():
        results[label] = flat[i : i + len(group)]
        i += len(group)
    return results


def _comparisons(settings: list[Setting], results: dict[str, list[GameResult]], seat: int) -> list[Comparison]:
    """Each line-up against the next, cell by cell of the sweep grid, on the same seeds."""
    from tabletome.sim.lab import compare

    by_lineup: dict[str, list[tuple[Setting, list[GameResult]]]] = {}
    for s in settings:
        by_lineup.setdefault(",".join(s.seats), []).append((s, results[s.label]))
    groups = list(by_lineup.values())
    comparisons = []
    for a_cells, b_cells in itertools.pairwise(groups):
        for a, b in zip(a_cells, b_cells, strict=True):
            comparisons.append(compare(a, b, seat))
    return comparisons
