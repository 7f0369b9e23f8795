"""`tabletome evaluate`: a policy's win rate on the benchmark's fixed evaluation seeds, paired with baselines."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Annotated

import typer
from rich.console import Console
from rich.text import Text

if TYPE_CHECKING:
    from tabletome.sim.evaluate import Evaluation, Line


def _row(line: Line) -> list[str]:
    data = line.to_json()
    rate, low, high = line.rate
    return [
        line.policy,
        str(data["games"]),
        f"{100 * rate:.1f}% [{100 * low:.1f}, {100 * high:.1f}]",
        f"{data['ms_per_decision']:.2f}",
    ]


def report(console: Console, result: Evaluation) -> None:
    from rich.table import Table

    seats = result.protocol.players
    setting = ", ".join([f"{seats} player{'s' * (seats != 1)}", *(f"{k}={v}" for k, v in result.protocol.options)])
    table = Table(title=f"{result.game} ({setting}), seeds {result.seeds.start}..{result.seeds.stop - 1}")
    for column in ("policy", "games", "team wins (Wilson 95%)", "ms / decision"):
        table.add_column(column)
    for line in (result.policy, *result.against):
        table.add_row(*_row(line))
    console.print(table)
    for line in result.against:
        paired = result.paired(line)
        console.print(
            f"{result.policy.policy} against {line.policy}: won {paired['policy_only']} games the other lost, "
            f"lost {paired['against_only']} it won (exact McNemar p = {paired['p']:.2g})"
        )


def evaluate_cmd(
    game_id: Annotated[str, typer.Argument(metavar="GAME", help="a game id, e.g. hexer")],
    policy: Annotated[
        str,
        typer.Argument(
            metavar="POLICY", help="a player kind (learned, heuristic, ismcts:300), FILE.npz or module:function"
        ),
    ],
    seeds: Annotated[int, typer.Option("--seeds", min=1, help="evaluation games (seeds 10,000,000 + i)")] = 500,
    against: Annotated[
        list[str] | None, typer.Option("--against", help="a baseline on the same seeds, paired (repeatable)")
    ] = None,
    jobs: Annotated[int, typer.Option(min=1, help="local worker processes")] = 1,
) -> None:
    """Benchmark a policy: its team's win rate on fixed evaluation seeds, Wilson 95%, paired comparisons (last line JSON)."""
    from tabletome.engine.errors import TabletomeError
    from tabletome.engine.registry import get_game
    from tabletome.sim.evaluate import evaluate

    console = Console(highlight=False, emoji=False)
    errors = Console(stderr=True, highlight=False, emoji=False)

    def finished(line: Line) -> None:  # each policy as it ends: a run stopped later keeps these
        policy, games, rate, ms = _row(line)
        errors.print(f"{policy}: {sum(line.wins)} of {games} games won, {rate}, {ms} ms a decision")

    try:
        game = get_game(game_id)
        result = evaluate(game, policy, seeds, against or [], jobs, finished=finished)
    except TabletomeError as exc:
        errors.print(Text(str(exc), style="bold red"), soft_wrap=True)
        raise typer.Exit(1) from None
    report(console, result)
    print(json.dumps(result.to_json()))
