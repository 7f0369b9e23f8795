"""The simulation lab: settings grids, line-up comparisons, summaries, tables and plots."""

from __future__ import annotations

import itertools
import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rich.table import Table

from tabletome.engine import Game, TabletomeError

from .runner import GameResult, GameSpec
from .stats import mcnemar, mean_sd, quantiles, wilson


@dataclass(slots=True)
class Setting:
    """One cell of a sweep: the seats and options every game of the cell uses."""

    label: str
    seats: tuple[str, ...]
    options: dict[str, str]


def parse_sweeps(sweeps: Sequence[str]) -> list[tuple[str, list[str]]]:
    out = []
    for item in sweeps:
        name, sep, values = item.partition("=")
        vals = [v.strip() for v in values.split(",") if v.strip()]
        if not sep or not name.strip() or not vals:
            raise TabletomeError(f"--sweep takes name=value1,value2 (got '{item}').")
        out.append((name.strip().replace("-", "_"), vals))
    return out


def seat_line(text: str) -> list[str]:
    seats = [s.strip() for s in text.split(",") if s.strip()]
    if not seats:
        raise TabletomeError("--seats needs at least one kind of player.")
    return seats


def settings_for(
    game: Game,
    lineups: Sequence[str],
    options: Mapping[str, str],
    sweeps: Sequence[tuple[str, list[str]]],
) -> list[Setting]:
    """Every (line-up x sweep cell) as a setting. A single seat kind fills every seat."""
    grid = [
        dict(zip([n for n, _ in sweeps], combo, strict=True)) for combo in itertools.product(*[v for _, v in sweeps])
    ]
    out = []
    for lineup in lineups:
        seats = seat_line(lineup)
        for cell in grid or [{}]:
            opts = {**options, **cell}
            players = opts.get("players")
            if len(seats) == 1:
                n = int(players) if players else max(game.min_players, min(3, game.max_players))
                seats_here = seats * n
            else:
                seats_here = list(seats)
                if players and int(players) != len(seats):
                    raise TabletomeError(
                        f"players={players} but --seats names {len(seats)} seats; give one kind to fill any number."
                    )
            if not game.min_players <= len(seats_here) <= game.max_players:
                raise TabletomeError(f"{game.name} is for {game.min_players} to {game.max_players} players.")
            opts["players"] = str(len(seats_here))
            parts = [",".join(seats)] if len(lineups) > 1 else []
            parts += [f"{k}={v}" for k, v in cell.items()]
            out.append(Setting(" ".join(parts) or "all games", tuple(seats_here), opts))
    for s in out:
        game.resolve_options(s.options)  # fail early, with the game's sentence
    return out


def specs_for(
    game: Game,
    setting: Setting,
    n: int,
    seed: int,
    edition: Mapping[str, Any] | None,
    keep_records: str | None,
) -> list[GameSpec]:
    options = tuple(sorted(setting.options.items()))
    return [GameSpec(game.id, setting.seats, options, seed + i, edition, keep_records, setting.label) for i in range(n)]


@dataclass(slots=True)
class Summary:
    label: str
    seats: tuple[str, ...]
    options: dict[str, str]
    games: int
    wins: int
    win_rate: float
    ci_low: float
    ci_high: float
    rounds_mean: float
    rounds_sd: float
    decisions_mean: float
    decisions_sd: float
    loss_causes: dict[str, int]
    win_causes: dict[str, int]
    score: dict[str, float] = field(default_factory=dict)
    ms_per_decision: dict[str, float] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def summarize(setting: Setting, results: Sequence[GameResult]) -> Summary:
    n = len(results)
    wins = sum(1 for r in results if r.won)
    rate, lo, hi = wilson(wins, n)
    rm, rs = mean_sd([r.rounds for r in results])
    dm, ds = mean_sd([r.decisions for r in results])
    losses = Counter(r.cause for r in results if not r.won)
    won = Counter(r.cause for r in results if r.won)
    scores = [r.score for r in results if r.score is not None]
    score: dict[str, float] = {}
    if scores:
        q = quantiles(scores)
        m, sd = mean_sd(scores)
        score = {
            "games": len(scores),
            "mean": m,
            "sd": sd,
            "min": q[0],
            "q1": q[1],
            "median": q[2],
            "q3": q[3],
            "max": q[4],
        }
    think: dict[str, list[float]] = {}
    for r in results:
        for seat, kind in enumerate(r.seats):
            if seat < len(r.seat_decisions) and r.seat_decisions[seat]:
                t = think.setdefault(kind, [0.0, 0.0])
                t[0] += r.think[seat]
                t[1] += r.seat_decisions[seat]
    ms = {kind: 1000 * t / d for kind, (t, d) in think.items() if d}
    return Summary(
        setting.label,
        setting.seats,
        setting.options,
        n,
        wins,
        rate,
        lo,
        hi,
        rm,
        rs,
        dm,
        ds,
        dict(losses.most_common()),
        dict(won.most_common()),
        score,
        ms,
    )


@dataclass(slots=True)
class Comparison:
    a: str
    b: str
    only_a: int
    only_b: int
    p_value: float

    @property
    def significant(self) -> bool:
        return self.p_value < 0.05

    def sentence(self) -> str:
        verdict = "significant" if self.significant else "not significant"
        return (
            f"{self.a} vs {self.b} on the same seeds: {self.only_a} games won only by the first, "
            f"{self.only_b} only by the second; McNemar p = {self.p_value:.3g} ({verdict} at 5%)."
        )


def compare(a: tuple[Setting, list[GameResult]], b: tuple[Setting, list[GameResult]]) -> Comparison:
    only_a, only_b, p = mcnemar([r.won for r in a[1]], [r.won for r in b[1]])
    return Comparison(a[0].label, b[0].label, only_a, only_b, p)


def table(game: Game, summaries: Sequence[Summary]) -> Table:
    t = Table(title=f"{game.name}: simulated games", show_lines=False)
    for col in ("setting", "games", "win rate [95% CI]", "rounds", "decisions", "loss causes", "score", "ms/decision"):
        t.add_column(col, overflow="fold")
    for s in summaries:
        score = ""
        if s.score:
            score = f"{s.score['mean']:.1f} (median {s.score['median']:.0f}, {s.score['min']:.0f}–{s.score['max']:.0f})"
        causes = ", ".join(f"{c} {k}" for c, k in s.loss_causes.items())
        ms = ", ".join(f"{k} {v:.2f}" for k, v in s.ms_per_decision.items())
        t.add_row(
            s.label,
            str(s.games),
            f"{100 * s.win_rate:.1f}% [{100 * s.ci_low:.1f}, {100 * s.ci_high:.1f}]",
            f"{s.rounds_mean:.1f} ± {s.rounds_sd:.1f}",
            f"{s.decisions_mean:.0f} ± {s.decisions_sd:.0f}",
            causes,
            score,
            ms,
        )
    return t


def plot(game: Game, summaries: Sequence[Summary], path: Path) -> list[Path]:
    """Win rate with 95% error bars per setting, written as PNG and SVG."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = [s.label for s in summaries]
    rates = [100 * s.win_rate for s in summaries]
    err = [
        [100 * max(0.0, s.win_rate - s.ci_low) for s in summaries],
        [100 * max(0.0, s.ci_high - s.win_rate) for s in summaries],
    ]
    fig, ax = plt.subplots(figsize=(max(5.0, 1.1 * len(labels) + 2), 4.2))
    ax.bar(range(len(labels)), rates, yerr=err, capsize=5, color="#4c72b0", alpha=0.85)
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=20, ha="right")
    ax.set_ylabel("win rate (%) with Wilson 95% interval")
    ax.set_ylim(0, max(10.0, min(100.0, max(s.ci_high for s in summaries) * 100 + 10)))
    ax.set_title(f"{game.name} — {sum(s.games for s in summaries)} games")
    for i, (rate, s) in enumerate(zip(rates, summaries, strict=True)):  # above the error bar
        ax.annotate(f"{rate:.0f}%", (i, 100 * s.ci_high), textcoords="offset points", xytext=(0, 4), ha="center")
    fig.tight_layout()
    stem = path.with_suffix("")
    written = []
    for ext in (".png", ".svg"):
        out = stem.with_suffix(ext)
        fig.savefig(out, dpi=120)
        written.append(out)
    plt.close(fig)
    return written


def write_json(path: Path, game: Game, summaries: Sequence[Summary], comparisons: Sequence[Comparison],
               results: Mapping[str, Sequence[GameResult]], seed: int) -> None:  # fmt: skip
    data = {
        "game": game.id,
        "version": game.version,
        "base_seed": seed,
        "settings": [s.to_json() for s in summaries],
        "comparisons": [{**asdict(c), "significant": c.significant} for c in comparisons],
        "games": {label: [r.to_json() for r in rs] for label, rs in results.items()},
    }
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
