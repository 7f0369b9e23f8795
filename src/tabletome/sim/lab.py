"""The simulation lab: settings grids, line-up comparisons, summaries, tables and plots."""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from rich.table import Table

from tabletome.engine import Game, TabletomeError, reference

from .runner import GameResult, GameSpec
from .stats import mcnemar, mean_sd, quantiles, sign_test, wilson


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
class SeatSummary:
    """One seat position of a competitive setting, over its games.

    ``wins`` counts a win shared by k seats as 1/k (``Outcome.value``, OpenSpiel's returns), so the
    seats' win rates add up to the share of games somebody won (1 when every game has a winner);
    ``shared`` counts the games the seat tied for first place. ``win_rate`` is ``wins / games``
    with its Wilson 95% interval. ``rank_mean`` is the mean place (1 is first; tied seats share a
    place); ``score_*`` the seat's rulebook score (``SeatResult.score``) over the games that gave one.
    """

    seat: int
    player: str
    wins: float
    shared: int
    win_rate: float
    ci_low: float
    ci_high: float
    rank_mean: float
    rank_sd: float
    score_games: int
    score_mean: float | None
    score_sd: float | None


@dataclass(slots=True)
class Summary:
    """One setting's games.

    ``wins``/``win_rate``/``ci_*`` are the team's result (cooperative and solo games) or whether
    seat 0 won, alone or shared (competitive games); ``loss_causes`` are the causes of the games
    that were not such wins. A competitive setting (``team`` False) also has ``per_seat``, one
    :class:`SeatSummary` per seat position, and ``decided_by``: how often each rule decided first
    place ("score", a tie-break's name, "tie (shared win)" when nothing separated the first seats,
    "no winner").
    """

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
    team: bool = True
    per_seat: list[SeatSummary] = field(default_factory=list)
    decided_by: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @property
    def causes(self) -> dict[str, int]:
        """How every game ended (the clause), won or not."""
        total = Counter(self.win_causes) + Counter(self.loss_causes)
        return dict(total.most_common())


SCORE_DECIDED = "score"
TIE = "tie (shared win)"
NO_WINNER = "no winner"


def decided_label(result: GameResult) -> str:
    """What decided first place in a competitive game."""
    if not result.winners:
        return NO_WINNER
    if len(result.winners) > 1:
        return TIE
    return result.decided_by or SCORE_DECIDED


def summarize(setting: Setting, results: Sequence[GameResult]) -> Summary:
    n = len(results)
    wins = sum(1 for r in results if r.won)
    rate, lo, hi = wilson(wins, n)
    rm, rs = mean_sd([r.rounds for r in results])
    dm, ds = mean_sd([r.decisions for r in results])
    team = all(r.team for r in results)
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
        dict(Counter(r.cause for r in results if not r.won).most_common()),
        dict(Counter(r.cause for r in results if r.won).most_common()),
        score_summary([r.score for r in results if r.score is not None]),
        ms_per_decision(results),
        team,
        [] if team else seat_summaries(setting.seats, results),
        {} if team else dict(Counter(decided_label(r) for r in results).most_common()),
    )


def score_summary(scores: Sequence[float]) -> dict[str, float]:
    """Mean, spread and quartiles of the games' outcome scores (empty when no game had one)."""
    if not scores:
        return {}
    q = quantiles(scores)
    m, sd = mean_sd(scores)
    return {"games": len(scores), "mean": m, "sd": sd, "min": q[0], "q1": q[1], "median": q[2], "q3": q[3], "max": q[4]}


def ms_per_decision(results: Sequence[GameResult]) -> dict[str, float]:
    """Mean thinking time per decision of each kind of player, in milliseconds."""
    think: dict[str, list[float]] = {}
    for r in results:
        for seat, kind in enumerate(r.seats):
            if seat < len(r.seat_decisions) and r.seat_decisions[seat]:
                t = think.setdefault(kind, [0.0, 0.0])
                t[0] += r.think[seat]
                t[1] += r.seat_decisions[seat]
    return {kind: 1000 * t / d for kind, (t, d) in think.items() if d}


def seat_summaries(seats: Sequence[str], results: Sequence[GameResult]) -> list[SeatSummary]:
    return [seat_summary(seat, kind, results) for seat, kind in enumerate(seats)]


def seat_summary(seat: int, kind: str, results: Sequence[GameResult]) -> SeatSummary:
    played = [r for r in results if not r.team]
    wins = sum(r.value(seat) for r in played)
    rate, lo, hi = wilson(wins, len(played))
    rank_mean, rank_sd = mean_sd([r.ranks[seat] for r in played])
    scores = [s for r in played if (s := r.seat_scores[seat]) is not None]
    score_mean, score_sd = mean_sd(scores) if scores else (None, None)
    shared = sum(1 for r in played if seat in r.winners and len(r.winners) > 1)
    return SeatSummary(seat, kind, wins, shared, rate, lo, hi, rank_mean, rank_sd, len(scores), score_mean, score_sd)


@dataclass(slots=True)
class Comparison:
    """Two line-ups on the same seeds: ``only_a`` games where the first did better, ``only_b`` the second.

    Team results compare win against loss (exact McNemar test). Competitive results compare seat
    ``seat``'s value in each game (1 for a win, 1/k for a win shared by k, 0 otherwise) with the
    exact sign test, which is McNemar's test when no win is shared.
    """

    a: str
    b: str
    only_a: int
    only_b: int
    p_value: float
    seat: int | None = None

    @property
    def significant(self) -> bool:
        return self.p_value < 0.05

    def sentence(self) -> str:
        verdict = "significant" if self.significant else "not significant"
        if self.seat is None:
            return (
                f"{self.a} vs {self.b} on the same seeds: {self.only_a} games won only by the first, "
                f"{self.only_b} only by the second; McNemar p = {self.p_value:.3g} ({verdict} at 5%)."
            )
        return (
            f"{self.a} vs {self.b} on the same seeds, seat {self.seat}'s result: {self.only_a} games better "
            f"with the first line-up, {self.only_b} with the second; sign test (McNemar) p = {self.p_value:.3g} "
            f"({verdict} at 5%)."
        )


def compare(
    a: tuple[Setting, Sequence[GameResult]], b: tuple[Setting, Sequence[GameResult]], seat: int = 0
) -> Comparison:
    """Paired comparison: the team result, or ``seat``'s value when the games are competitive."""
    if all(r.team for r in (*a[1], *b[1])):
        only_a, only_b, p = mcnemar([r.won for r in a[1]], [r.won for r in b[1]])
        return Comparison(a[0].label, b[0].label, only_a, only_b, p)
    check_seat([a[0], b[0]], seat)
    only_a, only_b, p = sign_test([r.value(seat) for r in a[1]], [r.value(seat) for r in b[1]])
    return Comparison(a[0].label, b[0].label, only_a, only_b, p, seat)


def check_seat(settings: Sequence[Setting], seat: int) -> None:
    """TabletomeError unless every setting has ``seat``."""
    for setting in settings:
        if not 0 <= seat < len(setting.seats):
            raise TabletomeError(f"There is no seat {seat} in '{setting.label}' (seats 0-{len(setting.seats) - 1}).")


def table(game: Game, summaries: Sequence[Summary]) -> Table:
    """The team table (one row per setting), or for competitive games one row per seat of each setting."""
    if summaries and not all(s.team for s in summaries):
        return seat_table(game, summaries)
    t = Table(title=f"{game.name}: simulated games", show_lines=False)
    for col in ("setting", "games", "win rate [95% CI]", "rounds", "decisions", "loss causes", "score", "ms/decision"):
        t.add_column(col, overflow="fold")
    for s in summaries:
        t.add_row(
            s.label,
            str(s.games),
            percent_ci(s.win_rate, s.ci_low, s.ci_high),
            f"{s.rounds_mean:.1f} ± {s.rounds_sd:.1f}",
            f"{s.decisions_mean:.0f} ± {s.decisions_sd:.0f}",
            cause_counts(game, s.loss_causes),
            score_text(s.score),
            thinking(s),
        )
    return t


def seat_table(game: Game, summaries: Sequence[Summary]) -> Table:
    t = Table(title=f"{game.name}: simulated games, by seat", show_lines=False)
    t.add_column("setting", overflow="fold")
    t.add_column("seat", no_wrap=True)
    t.add_column("wins [95% CI]", no_wrap=True)
    t.add_column("mean place", justify="right")
    t.add_column("score", justify="right")
    t.add_column("first place decided by · game ended by", overflow="fold")
    for s in summaries:
        setting = f"{s.label}\n{s.games} games\n{s.decisions_mean:.0f} ± {s.decisions_sd:.0f} decisions"
        ended = f"{counts(s.decided_by)}\n{cause_counts(game, s.causes)}"
        for i, p in enumerate(s.per_seat):
            shared = f" ({p.shared} shared)" if p.shared else ""
            t.add_row(
                setting if i == 0 else "",
                f"{p.seat} {p.player}",
                percent_ci(p.win_rate, p.ci_low, p.ci_high) + shared,
                f"{p.rank_mean:.2f}",
                "" if p.score_mean is None else f"{p.score_mean:.1f} ± {p.score_sd or 0.0:.1f}",
                ended if i == 0 else "",
            )
        t.add_section()
    t.caption = "A win shared by k seats counts 1/k for each. ms/decision: " + "; ".join(
        f"{s.label}: {thinking(s)}" for s in summaries
    )
    return t


def percent_ci(rate: float, low: float, high: float) -> str:
    return f"{100 * rate:.1f}% [{100 * low:.1f}, {100 * high:.1f}]"


def counts(items: Mapping[str, int]) -> str:
    return ", ".join(f"{c} {k}" for c, k in items.items())


# A clause's text up to where it starts explaining: "Loss: the Necron marker reaches the last
# space of the Necron track (the opening ...)." names the cause "The Necron marker reaches ...".
_CLAUSE_PREFIX = re.compile(r"^(?:Loss|Win|Lose)\s*:\s*", re.IGNORECASE)
_CLAUSE_STOP = re.compile(r"\s\(|;|\.\s|\.$|, that is|: ")


def cause_names(game: Game) -> dict[str, str]:
    """Each clause id of the game with a short name for it, from the game's clauses."""
    out = {}
    for clause in reference.clauses(game):
        words = _CLAUSE_PREFIX.sub("", clause.text)
        words = _CLAUSE_STOP.split(words, maxsplit=1)[0].strip()
        out[clause.id] = words[:1].upper() + words[1:]
    return out


def cause_label(cause: str, names: Mapping[str, str]) -> str:
    """``The Necron marker reaches the last space of the Necron track (HX-END-03)``; a cause that
    is no clause of the game stays as it is."""
    name = names.get(cause)
    return f"{name} ({cause})" if name else cause


def cause_counts(game: Game, items: Mapping[str, int]) -> str:
    """End causes with their counts, each named by its clause (the JSON keeps the bare ids)."""
    names = cause_names(game)
    return ", ".join(f"{cause_label(cause, names)} {n}" for cause, n in items.items())


def score_text(score: Mapping[str, float]) -> str:
    if not score:
        return ""
    return f"{score['mean']:.1f} (median {score['median']:.0f}, {score['min']:.0f}–{score['max']:.0f})"


def thinking(s: Summary) -> str:
    return ", ".join(f"{k} {v:.2f}" for k, v in s.ms_per_decision.items())


def plot(game: Game, summaries: Sequence[Summary], path: Path) -> list[Path]:
    """Win rate with 95% error bars per setting (per seat of each setting for a competitive game),
    written as PNG and SVG."""
    from tabletome.engine.extras import require

    require("matplotlib", "plots", "A plot")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    labels = [s.label for s in summaries]
    fig, ax = plt.subplots(figsize=(max(5.0, 1.1 * len(labels) + 2), 4.2))
    if all(s.team for s in summaries):
        _team_bars(ax, summaries)
        ax.set_ylabel("win rate (%) with Wilson 95% interval")
    else:
        _seat_bars(ax, summaries)
        ax.set_ylabel("win rate per seat (%), Wilson 95%")
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=20, ha="right")
    tops = [p.ci_high for s in summaries for p in s.per_seat] or [s.ci_high for s in summaries]
    ax.set_ylim(0, max(10.0, min(100.0, max(tops) * 100 + 10)))
    ax.set_title(f"{game.name} — {sum(s.games for s in summaries)} games")
    fig.tight_layout()
    stem = path.with_suffix("")
    written = []
    for ext in (".png", ".svg"):
        out = stem.with_suffix(ext)
        fig.savefig(out, dpi=120)
        written.append(out)
    plt.close(fig)
    return written


def _errors(rates: Sequence[tuple[float, float, float]]) -> list[list[float]]:
    """Matplotlib's asymmetric error bars (percent) from (rate, low, high) triples."""
    return [[100 * max(0.0, r - lo) for r, lo, _ in rates], [100 * max(0.0, hi - r) for r, _, hi in rates]]


def _team_bars(ax: Any, summaries: Sequence[Summary]) -> None:
    rates = [(s.win_rate, s.ci_low, s.ci_high) for s in summaries]
    ax.bar(
        range(len(rates)), [100 * r for r, _, _ in rates], yerr=_errors(rates), capsize=5, color="#4c72b0", alpha=0.85
    )
    for i, (rate, _, high) in enumerate(rates):  # above the error bar
        ax.annotate(f"{100 * rate:.0f}%", (i, 100 * high), textcoords="offset points", xytext=(0, 4), ha="center")


def _seat_bars(ax: Any, summaries: Sequence[Summary]) -> None:
    """Grouped bars: one group per setting, one bar per seat (colour = seat position)."""
    most = max(len(s.per_seat) for s in summaries)
    width = 0.8 / most
    for seat in range(most):
        xs, rates = [], []
        for i, s in enumerate(summaries):
            if seat < len(s.per_seat):
                p = s.per_seat[seat]
                xs.append(i + width * (seat - (len(s.per_seat) - 1) / 2))  # each group centred on its tick
                rates.append((p.win_rate, p.ci_low, p.ci_high))
        ax.bar(xs, [100 * r for r, _, _ in rates], width, yerr=_errors(rates), capsize=3, label=f"seat {seat}")
    ax.legend(fontsize="small")


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
