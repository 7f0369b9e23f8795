"""How does an edition play: seeded games of the scripted players, a report and a picture."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest

from tabletome.engine import EditionError, get_game
from tabletome.sim.playtest import PlayReport, playtest, plot_svg


def hexer_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(json.dumps(get_game("hexer").default_edition().data))
    return data


def short_track() -> dict[str, Any]:
    """Hexer with a Necron track less than a third as long: the team has far less time."""
    data = hexer_data()
    data["necron_track"].update(final=10, demonic_power=6, necron_faces=[3])
    return data


def comparable(report: PlayReport) -> dict[str, Any]:
    out = report.to_json()
    del out["seconds"]
    return out


def test_a_seed_gives_the_same_report() -> None:
    game = get_game("hexer")
    first = playtest(game, hexer_data(), games=4, seed=11, label="mine")
    again = playtest(game, hexer_data(), games=4, seed=11, label="mine")
    assert comparable(first) == comparable(again)
    assert first.games == 4 and first.seats == ("heuristic",) * 3 and not first.stopped_early
    assert sum(first.causes.values()) == 4
    assert all(c.startswith(("won: ", "lost: ")) for c in first.causes)
    assert sum(n for c, n in first.causes.items() if c.startswith("won: ")) == first.wins
    assert first.rate == first.wins / 4 and first.low <= first.rate <= first.high
    assert len(first.rounds_quartiles) == 3 and first.rounds_quartiles == sorted(first.rounds_quartiles)
    other = playtest(game, hexer_data(), games=4, seed=12, label="mine")
    assert comparable(other) != comparable(first)  # the seeds matter


def test_the_seats_and_the_number_of_games_are_respected() -> None:
    game = get_game("hexer")
    report = playtest(game, None, games=2, seed=0, seats=["heuristic", "heuristic"])
    assert report.games == 2 and report.seats == ("heuristic", "heuristic")
    assert sum(report.causes.values()) == 2


def test_a_deadline_already_passed_plays_nothing_and_says_so() -> None:
    report = playtest(get_game("hexer"), None, games=5, deadline=time.monotonic() - 1.0)
    assert report.games == 0 and report.stopped_early
    assert report.causes == {} and report.wins == 0 and report.rounds_quartiles == []
    full = playtest(get_game("crazy_eights"), None, games=2, deadline=time.monotonic() + 3600)
    assert full.games == 2 and not full.stopped_early


def test_a_crippled_edition_plays_differently() -> None:
    game = get_game("hexer")
    standin = playtest(game, None, games=4, seed=0)
    crippled = playtest(game, short_track(), games=4, seed=0)
    assert crippled.rounds_mean < standin.rounds_mean
    assert crippled.wins == 0
    assert (crippled.causes, crippled.rounds_quartiles) != (standin.causes, standin.rounds_quartiles)


def test_a_competitive_report_is_about_the_first_seat() -> None:
    game = get_game("crazy_eights")
    report = playtest(game, None, games=3, seed=1)
    assert report.seats == ("heuristic", "heuristic")
    assert 0 <= report.wins <= 3 and sum(report.causes.values()) == 3
    won = sum(n for c, n in report.causes.items() if c.startswith("won: "))
    assert won == pytest.approx(report.wins, abs=1)  # a shared win counts a share


def test_an_unusable_edition_is_refused() -> None:
    data = hexer_data()
    data["portal_tiles"]["walls"] = 9
    with pytest.raises(EditionError):
        playtest(get_game("hexer"), data, games=1)


def test_the_picture_is_one_svg_element_with_nothing_from_outside() -> None:
    game = get_game("hexer")
    reports = [
        playtest(game, short_track(), games=2, label='<b onload="x()">mine & yours</b>'),
        playtest(game, None, games=2, label="stand-in"),
    ]
    svg = plot_svg(game, reports)
    assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
    assert "<script" not in svg.lower() and "<!doctype" not in svg.lower() and "<?xml" not in svg
    assert all(href.startswith("#") for href in re.findall(r'href="([^"]*)"', svg))
    assert "url(http" not in svg and "<image" not in svg
    # No CSS: a page with a strict content security policy shows presentation attributes only.
    assert "style=" not in svg and "<style" not in svg
    assert '&lt;b onload="x()"&gt;mine &amp; yours&lt;/b&gt;' in svg
    assert "<b onload" not in svg
    assert "stand-in" in svg and "Wins" in svg and "Game length" in svg
