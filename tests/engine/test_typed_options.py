"""An option is declared once: its choices, default and parse. ``resolve_options`` gives every
option the game declares, typed by its parse, so the rules read ``opts[name]`` and never restate a
default; a typed value goes back to its choice whatever the parse, so records replay."""

from __future__ import annotations

import pytest

from tabletome.engine import registry
from tabletome.engine.game import BOOL_CHOICES, Option, parse_bool

GAMES = ("arkham_noir", "crazy_eights", "cyclades", "elder_sign", "hexer", "liars_dice", "vtes")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_new_game_holds_every_declared_option_typed_by_its_parse(game_id: str) -> None:
    game = registry.get_game(game_id)
    state = game.new_state(None, 1)
    options = getattr(state, "options", None) or state.opts  # type: ignore[attr-defined]
    assert set(options) == {o.name for o in game.options}
    for o in game.options:
        assert options[o.name] == o.parse(o.default), o.name
        assert o.text(options[o.name]) == o.default  # back to its choice: a record replays


@pytest.mark.parametrize("game_id", GAMES)
def test_every_choice_goes_back_to_itself(game_id: str) -> None:
    for o in registry.get_game(game_id).options:
        assert [o.text(o.parse(c)) for c in o.choices] == list(o.choices), o.name


def test_a_typed_value_goes_back_to_its_choice_whatever_the_parse() -> None:
    reading = Option("exchange", ("anywhere", "city"), "anywhere", "where one may exchange", lambda t: t == "anywhere")
    assert reading.text(True) == "anywhere" and reading.text(False) == "city"
    flag = Option("head_start", tuple(BOOL_CHOICES), "no", "a head start", parse_bool)
    assert flag.text(True) == "yes" and flag.text("no") == "no"
    count = Option("players", ("2", "3"), "2", "players", int)
    assert count.text(3) == "3" and count.text(True) == "yes"  # a bool is no count: written as before, then refused
