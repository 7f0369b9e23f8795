"""Issue 35: an option's value is typed once, where it is declared; readers never parse it again.
A yes/no (or on/off) option reads as a bool, a number as an int, "none" or a number as an int or
None, in every registered game."""

from __future__ import annotations

import pytest

from tabletome.engine import Game, games
from tabletome.engine.game import Option

SWITCHES = ({"yes", "no"}, {"on", "off"})


def _kind(o: Option) -> type | None:
    choices = set(o.choices)
    if choices in SWITCHES:
        return bool
    numbers = choices - {"none"}
    if numbers and all(c.isdigit() for c in numbers):
        return int
    return None


@pytest.mark.parametrize("game", games(), ids=lambda g: g.id)
def test_every_switch_and_number_option_reads_as_its_type(game: Game) -> None:
    for o in game.options:
        kind = _kind(o)
        if kind is None:
            continue
        for choice in o.choices:
            value = o.parse(choice)
            if choice == "none":
                assert value is None, f"{game.id}: {o.name}={choice}"
            else:
                assert type(value) is kind, f"{game.id}: {o.name}={choice} reads as {value!r}"
            assert o.text(value) == choice  # a record keeps the typed value and replays through the choice


def test_a_game_is_set_up_with_typed_values_and_told_as_choices() -> None:
    """Cyclades' modules, Elder Sign's Exhibit and team, V:TES's turn limit: typed in the state,
    written back as the choice a player types."""
    from tabletome.engine import get_game

    cyclades = get_game("cyclades")
    s = cyclades.new_state({"m2_hades": "yes", "metro_buildings": "no"}, 1)
    assert s.options["m2_hades"] is True and s.options["metro_buildings"] is False
    assert cyclades.option_texts(s.options)["m2_hades"] == "yes"
    es = get_game("elder_sign")
    e = es.new_state({"the_exhibit": "on", "team": "2"}, 1)
    assert e.options["the_exhibit"] is True and e.options["team"] == 2
    assert e.view(0)["readings"]["the_exhibit"] == "on"
    vtes = get_game("vtes")
    assert vtes.resolve_options({"time_limit": "90"})["time_limit"] == 90
    assert vtes.resolve_options({})["clock"] is None
