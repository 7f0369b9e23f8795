"""Cyclades' goals in the reader's language (issue 32): along scripted games with every module of
the Hades box on, each line read in Portuguese or Spanish differs from its English and holds no
English sentence of the game, and the English lines stay as they were."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from tabletome.engine.agent import decide
from tabletome.engine.i18n import use
from tabletome.games.cyclades import GAME
from tabletome.games.cyclades.reference import goals

BOX = {"m2_hades": "yes", "m3_heroes": "yes", "m4_favours": "yes", "theater": "yes"}
# Words no Portuguese or Spanish line of the goals holds, but most English ones do.
ENGLISH = (" the ", " you ", " your ", " of ", " is ", " and ", " owns ", " would ")


def _views() -> Iterator[Mapping[str, Any]]:
    for options, seed in (({}, 1), (BOX, 2), (BOX, 5), ({"players": 2, **BOX}, 3)):
        s = GAME.new_state(options, seed)
        agents = [GAME.heuristic_agent(t, seed) for t in range(s.players)]
        for i in range(4000):
            if s.is_over():
                break
            if i % 9 == 0:
                yield from (s.view(t) for t in range(s.players))
            seat = s.to_move
            assert seat is not None
            s.apply(decide(agents[seat], s, seat))
        yield s.view(0)


def _lines(view: Mapping[str, Any], lang: str) -> list[str]:
    with use(lang):
        said = goals(view)
    return said["win"] + said["lose"]


@pytest.fixture(scope="module")
def views() -> list[Mapping[str, Any]]:
    return list(_views())


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_no_goal_is_left_in_english(views: list[Mapping[str, Any]], lang: str) -> None:
    english = [_lines(v, "en") for v in views]
    told = [_lines(v, lang) for v in views]
    # the box's lines are among them: heroes' upkeep, favours, Hades' column, the game's end
    said = {line.split(" ")[0] for lines in english for line in lines}
    assert {"Hades", "Upkeep", "Your", "The", "4"} <= said
    assert [len(x) for x in told] == [len(x) for x in english]
    for en, there in zip(english, told, strict=True):
        for e, t in zip(en, there, strict=True):
            assert t != e, f"still English in {lang}: {e}"
            assert not any(w in f" {t} " for w in ENGLISH), f"English words in {lang}: {t}"


def test_the_english_lines_are_the_rules_words(views: list[Mapping[str, Any]]) -> None:
    english = {line for v in views for line in _lines(v, "en")}
    assert "4 philosophers make a Metropolis: you have 0." in english
    assert any(line.startswith("Hades at ") and line.endswith(" next cycle.") for line in english)
    assert any(line.startswith("The game is over: ") for line in english)
