"""A game without component data needs no edition of its own (issue 35): the engine gives it one
named after the game, and an edition file for it may only name its edition."""

from __future__ import annotations

import pytest

from tabletome.engine import Edition, EditionError
from tests.agents.toys import DiceGame


def test_a_game_without_component_data_has_an_edition_named_after_it() -> None:
    ed = DiceGame().default_edition()
    assert isinstance(ed, Edition) and ed.builtin
    assert (ed.id, ed.name) == ("standard", "Toy dice")
    assert ed.digest == DiceGame().default_edition().digest  # records name it by a stable hash


def test_its_edition_file_may_only_name_the_edition() -> None:
    game = DiceGame()
    named = game.edition_from_data({"edition": {"id": "house", "name": "House dice"}}, "house.toml")
    assert (named.id, named.builtin) == ("house", False)
    with pytest.raises(EditionError, match=r"house\.toml cannot be used: cards: Toy dice has no component data"):
        game.edition_from_data({"edition": {"id": "house"}, "cards": []}, "house.toml")
