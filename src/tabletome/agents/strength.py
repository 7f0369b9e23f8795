"""How strong each kind of AI player measured in each game, in players' words (the lobby's).

The figures live in ``strength.toml`` beside this module, one measured run a line with the
command that reproduces it; a kind never measured in a game says so instead of guessing.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from tabletome.engine.i18n import _


@dataclass(frozen=True, slots=True)
class Measure:
    """One measured run of a kind of player in a game."""

    game: str
    kind: str
    setting: str
    against: str  # "team": every seat of a cooperative team; else the other seats' kind (heuristic, random)
    wins: float
    games: int
    interval: tuple[float, float]  # Wilson 95%, percent
    command: str
    source: str
    budget: int = 0  # the search's iterations a move, when the run set them
    seconds: float = 0.0  # and its think time, CPU seconds a move (ismcts:1000:1s), when the run set one
    fair: float = 0.0  # competitive: a seat's share among equals, percent

    @property
    def rate(self) -> float:
        return 100.0 * self.wins / self.games


@lru_cache(maxsize=1)
def measures() -> tuple[Measure, ...]:
    text = resources.files(__package__).joinpath("strength.toml").read_text(encoding="utf-8")
    rows = tomllib.loads(text)["measure"]
    return tuple(Measure(**{**row, "interval": tuple(row["interval"])}) for row in rows)


def measured(game: str, kind: str) -> list[Measure]:
    return [m for m in measures() if m.game == game and m.kind == kind]


def _sentence(m: Measure) -> str:
    figures = {
        "rate": f"{m.rate:.0f}",
        "games": m.games,
        "setting": m.setting,
        "lo": f"{m.interval[0]:.0f}",
        "hi": f"{m.interval[1]:.0f}",
        "fair": f"{m.fair:.0f}",
        "budget": m.budget,
        "seconds": f"{m.seconds:g}",
    }
    if m.against == "team":
        text = _("a team of these won {rate}% of {games} games ({setting}; 95% interval {lo}–{hi}%).")
    elif m.against == "random":
        text = _(
            "in one seat against random players it won {rate}% of {games} games ({setting}; "
            "a fair share is {fair}%; 95% interval {lo}–{hi}%)."
        )
    else:
        text = _(
            "in one seat against scripted players it won {rate}% of {games} games ({setting}; "
            "a fair share is {fair}%; 95% interval {lo}–{hi}%)."
        )
    if m.seconds:
        head = _("Measured at up to {budget} tries and {seconds} s of thinking a move: ")
    else:
        head = _("Measured at {budget} tries a move: ") if m.budget else _("Measured: ")
    text = head + text
    return text.format(**figures)


def strength_words(game: str, kind: str) -> str:
    """What was measured of ``kind`` in ``game``, in a sentence or two (the latest runs first)."""
    found = measured(game, kind)
    if not found:
        return _("Not measured in this game yet.")
    return " ".join(_sentence(m) for m in found)
