"""The terminal table: letters for moves, confirmations for losing moves, advice, a quiet board."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from rich.console import Console

from tabletome.cli.session import Session, menu_key
from tabletome.engine import get_game, registry

from ..engine.test_safety import GAME as CLIFF


def session(
    game_id: str, seats: list[str], seed: int, answers: list[str], edition: Any = None
) -> tuple[Session, Console]:
    game = get_game(game_id)
    console = Console(record=True, width=140, color_system=None)
    s = Session.start(game, seats, seed, {}, edition or game.default_edition(), console)
    feed = iter(answers)
    s.input_fn = lambda prompt: next(feed)
    return s, console


def test_moves_have_letters_so_a_number_is_never_taken_for_a_menu_entry() -> None:
    assert [menu_key(i) for i in (0, 1, 25, 26, 27, 51, 52)] == ["a", "b", "z", "aa", "ab", "az", "ba"]


@pytest.fixture
def cliff(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    registry.games()
    monkeypatch.setitem(registry._games, "cliff", CLIFF)
    yield CLIFF


def test_a_move_that_loses_at_once_is_played_only_when_confirmed(cliff: Any) -> None:
    s, _ = session("cliff", ["human"], 4, ["jump", "n", "jump", "y"])
    asked: list[str] = []
    feed = s.input_fn
    s.input_fn = lambda prompt: (asked.append(prompt) if "loses" in prompt else None) or feed(prompt)
    s.run()
    assert asked == ["This move loses the game: You jumped off the cliff. Play it anyway? [y/N] "] * 2
    assert s.state.outcome() is not None and s.record.actions == ["jump"]  # refused once, then confirmed


def test_advice_in_the_terminal_comes_from_the_seats_view(monkeypatch: pytest.MonkeyPatch) -> None:
    s, console = session("crazy_eights", ["random", "human"], 3, ["hint", "quit"])
    s.run()
    text = console.export_text()
    assert "%" in text and "the hidden cards are sampled, never read" in text


def test_odds_in_the_terminal_give_each_move_an_exact_chance() -> None:
    s, console = session("elder_sign", ["human"], 2, ["odds", "quit"])  # seed 2 opens on the Movement
    s.run()
    text = console.export_text()
    assert "Move to" in text and "%" in text and "exact chance" in text


def test_a_game_without_odds_says_so() -> None:
    s, console = session("crazy_eights", ["random", "human"], 3, ["odds", "quit"])
    s.run()
    assert "does not work out odds" in console.export_text()


def test_advice_is_off_with_several_people() -> None:
    s, console = session("crazy_eights", ["human", "human"], 3, ["hint", "quit"])
    s.run()
    assert "Advice is off when several people play." in console.export_text()


def test_the_board_is_reprinted_only_when_it_changed_or_when_asked() -> None:
    s, console = session("crazy_eights", ["random", "human"], 3, ["help", "quit"])
    seat = 1
    s.show_board(seat, always=False)
    first = console.export_text(clear=True)
    s.show_board(seat, always=False)
    assert first and console.export_text(clear=True) == ""  # unchanged: nothing printed
    s.show_board(seat)
    assert console.export_text(clear=True) == first  # asked: printed again


def test_rules_word_finds_clauses_by_their_words() -> None:
    from tabletome.cli.main import print_rules

    console = Console(record=True, width=140, color_system=None)
    found = print_rules(console, get_game("crazy_eights"), ["eight"])
    assert found >= 1 and "CE-PLAY-02" in console.export_text()


def test_the_odds_are_said_as_a_chance_a_true_range_or_why_none() -> None:
    """Elder Sign's answer for a move is exact, a range that is true (a kit too large to work out
    within a second), or none (a face-down card): the terminal says each in words."""
    from tabletome.cli.session import _chance_words

    assert _chance_words({"chance": 0.375, "exact": "3/8"}) == "37.5% (3/8)"
    ranged = {"chance": 0.62, "exact": None, "low": 0.62, "high": 1.0, "note": "at least ..."}
    assert _chance_words(ranged) == "between 62.0% and 100.0%"
    unknown = {"chance": None, "exact": None, "note": "unknown: a face-down card's tasks are not known"}
    assert _chance_words(unknown) == unknown["note"]
