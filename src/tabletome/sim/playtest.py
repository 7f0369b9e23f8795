"""How does an edition play? A few seeded games of the game's scripted players, and a picture.

``playtest`` plays N games one after the other in this process (seeds ``seed .. seed+N-1``, the
game's heuristic player in every seat) with one edition, and sums them up as a :class:`PlayReport`:
how often the team (or, in a competitive game, the first seat) won, with its Wilson interval, how
the games ended in the rulebook's words, and how long they lasted. A deadline stops it starting
new games: a server bounds its work, and the report says it stopped early. ``plot_svg`` draws
reports side by side, for a page.
"""

from __future__ import annotations

import io
import re
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from tabletome.agents import make_agent
from tabletome.engine import Game, play_match
from tabletome.engine.edition import Edition

from .lab import cause_names
from .stats import mean_sd, quantiles, wilson

HEURISTIC = "heuristic"


@dataclass(slots=True)
class PlayReport:
    """Games of one edition.

    ``wins`` counts the games the team won (cooperative and solo games) or the first seat's share
    of the wins (competitive games: a win shared by k seats counts 1/k); ``rate`` is ``wins /
    games`` with its Wilson 95% interval ``low``..``high``. ``causes`` counts how the games ended,
    in the rulebook's words, each as "won: ..." or "lost: ..." (for the first seat in a competitive
    game). ``rounds_quartiles`` are the first quartile, the median and the third quartile of the
    game lengths in rounds. ``stopped_early``: the deadline came before every game was played
    (``games`` is then the number played).
    """

    label: str
    games: int
    seats: tuple[str, ...]
    wins: float
    rate: float
    low: float
    high: float
    causes: dict[str, int]
    rounds_mean: float
    rounds_quartiles: list[float]
    seconds: float
    stopped_early: bool

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["seats"] = list(self.seats)
        return out


def team_game(game: Game) -> bool:
    """Everybody wins or loses together (a cooperative or a solo game): the report counts team wins."""
    return game.cooperative or game.max_players == 1


def usual_players(game: Game) -> int:
    """The number of players a game is usually set up for: its ``players`` option's default, or
    (as the simulation lab does) three where the game allows it."""
    for option in game.options:
        if option.name == "players":
            return int(option.default)
    return max(game.min_players, min(3, game.max_players))


def playtest(
    game: Game,
    edition: Mapping[str, Any] | None,
    *,
    games: int,
    seed: int = 0,
    seats: Sequence[str] | None = None,
    options: Mapping[str, str] | None = None,
    deadline: float | None = None,
    label: str = "",
) -> PlayReport:
    """``games`` seeded games (seeds ``seed`` to ``seed + games - 1``) of ``edition`` (edition data;
    None for the game's own), played one after the other; no new game starts after ``deadline``
    (a ``time.monotonic()`` value). Same arguments, same report (apart from ``seconds``).

    Raises EditionError when the edition data is not usable, TabletomeError for options or seats
    the game does not take.
    """
    started = time.monotonic()
    kinds = tuple(seats) if seats else (HEURISTIC,) * usual_players(game)
    opts = dict(options or {})
    if any(o.name == "players" for o in game.options):
        opts["players"] = str(len(kinds))
    ed = game.default_edition() if edition is None else game.edition_from_data(edition, label or "the edition tried")
    names = cause_names(game)
    values: list[float] = []
    rounds: list[float] = []
    causes: Counter[str] = Counter()
    stopped = False
    for i in range(max(0, games)):
        if deadline is not None and time.monotonic() >= deadline:
            stopped = True
            break
        value, cause, length = _play(game, ed, kinds, opts, seed + i)
        values.append(value)
        rounds.append(length)
        causes[f"{'won' if value > 0 else 'lost'}: {names.get(cause, cause)}"] += 1
    wins = sum(values)
    rate, low, high = wilson(wins, len(values))
    return PlayReport(
        label=label,
        games=len(values),
        seats=kinds,
        wins=wins,
        rate=rate,
        low=low,
        high=high,
        causes=dict(sorted(causes.items(), key=lambda kv: (-kv[1], kv[0]))),
        rounds_mean=mean_sd(rounds)[0],
        rounds_quartiles=quantiles(rounds, (0.25, 0.5, 0.75)),
        seconds=time.monotonic() - started,
        stopped_early=stopped,
    )


def _play(
    game: Game, edition: Edition, kinds: Sequence[str], options: Mapping[str, str], seed: int
) -> tuple[float, str, int]:
    """One game: the first seat's value (a team win is 1 for every seat), the clause that ended
    it, and its length in rounds."""
    agents = [make_agent(kind, game, seat, seed) for seat, kind in enumerate(kinds)]
    result = play_match(game, agents, seed, options, edition=edition)
    outcome = result.state.outcome()
    assert outcome is not None  # play_match plays until the game is over
    return outcome.value(0), outcome.cause, result.state.round


# ------------------------------------------------------------------------------------ picture

# Matplotlib writes CSS; a page under a strict content security policy shows none of it, so every
# declaration becomes an SVG presentation attribute (the same picture, no style sheet).
_STYLE = re.compile(r'\sstyle="([^"]*)"')
_STYLE_SHEET = re.compile(r"<style[^>]*>.*?</style>\s*", re.DOTALL)
_METADATA = re.compile(r"<metadata>.*?</metadata>\s*", re.DOTALL)
_FONT = re.compile(r"^(?P<style>italic |oblique )?(?P<weight>bold |normal |\d00 )?(?P<size>[\d.]+px) (?P<family>.+)$")
TEAM_COLOUR = "#4c72b0"
OTHER_COLOUR = "#dd8452"


def _attributes(style: str) -> str:
    out = []
    for declaration in style.split(";"):
        name, sep, value = declaration.partition(":")
        name, value = name.strip(), value.strip()
        if not sep or not name:
            continue
        if name == "font":
            out.extend(_font_attributes(value))
        else:
            out.append(f'{name}="{value}"')
    return "".join(f" {a}" for a in out)


def _font_attributes(value: str) -> list[str]:
    found = _FONT.match(value)
    if not found:
        return []
    out = [f'font-size="{found["size"]}"', f'font-family="{found["family"].replace(chr(34), chr(39))}"']
    if found["weight"]:
        out.append(f'font-weight="{found["weight"].strip()}"')
    if found["style"]:
        out.append(f'font-style="{found["style"].strip()}"')
    return out


def _presentation(svg: str) -> str:
    """Matplotlib's SVG as an element to put in a page: no XML prologue, no metadata, no CSS."""
    svg = svg[svg.index("<svg") :]
    svg = _METADATA.sub("", _STYLE_SHEET.sub("", svg))
    return _STYLE.sub(lambda m: _attributes(m.group(1)), svg)


def plot_svg(game: Game, reports: Sequence[PlayReport]) -> str:
    """The reports side by side: win rates with their Wilson 95% intervals, and the game lengths
    (median, quartiles and mean, in rounds). An ``<svg>`` element with no script and no reference
    outside itself; matplotlib escapes every text."""
    from tabletome.engine.extras import require

    require("matplotlib", "plots", "A picture of the trial games")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "tabletome", "font.size": 10}):
        fig, (rates, lengths) = plt.subplots(1, 2, figsize=(8.0, 3.6))
        labels = [r.label or f"edition {i + 1}" for i, r in enumerate(reports)]
        colours = [TEAM_COLOUR if i == 0 else OTHER_COLOUR for i in range(len(reports))]
        _rate_bars(rates, reports, labels, colours, team_game(game))
        _length_bars(lengths, reports, labels, colours)
        fig.suptitle(f"{game.name}: {sum(r.games for r in reports)} games of the scripted players")
        fig.tight_layout()
        out = io.StringIO()
        fig.savefig(out, format="svg", metadata={"Date": None, "Creator": None, "Format": None, "Type": None})
        plt.close(fig)
    return _presentation(out.getvalue())


def _rate_bars(
    ax: Any, reports: Sequence[PlayReport], labels: Sequence[str], colours: Sequence[str], team: bool
) -> None:
    xs = range(len(reports))
    heights = [100 * r.rate for r in reports]
    errors = [[100 * max(0.0, r.rate - r.low) for r in reports], [100 * max(0.0, r.high - r.rate) for r in reports]]
    ax.bar(xs, heights, yerr=errors, capsize=6, color=colours, alpha=0.9)
    for x, r in zip(xs, reports, strict=True):
        ax.annotate(
            f"{100 * r.rate:.0f}% of {r.games}",
            (x, 100 * r.high),
            textcoords="offset points",
            xytext=(0, 4),
            ha="center",
        )
    ax.set_xticks(list(xs))
    ax.set_xticklabels(labels)
    ax.set_ylim(0, 112)
    ax.set_ylabel("games won (%), Wilson 95% interval" if team else "first seat's wins (%), Wilson 95%")
    ax.set_title("Wins")


def _length_bars(ax: Any, reports: Sequence[PlayReport], labels: Sequence[str], colours: Sequence[str]) -> None:
    xs = list(range(len(reports)))
    played = [(x, r) for x, r in zip(xs, reports, strict=True) if r.rounds_quartiles]
    medians = [r.rounds_quartiles[1] for _, r in played]
    spread = [[r.rounds_quartiles[1] - r.rounds_quartiles[0] for _, r in played],
              [r.rounds_quartiles[2] - r.rounds_quartiles[1] for _, r in played]]  # fmt: skip
    ax.bar([x for x, _ in played], medians, yerr=spread, capsize=6, color=[colours[x] for x, _ in played], alpha=0.9)
    ax.scatter(
        [x for x, _ in played], [r.rounds_mean for _, r in played], color="black", marker="D", zorder=3, label="mean"
    )
    ax.set_xticks(xs)
    ax.set_xticklabels(labels)
    ax.set_ylabel("rounds: median, quartiles; ◆ mean")
    ax.set_title("Game length")
