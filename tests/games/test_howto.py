"""Each game's how-to (howto.toml beside its clauses.md) and its options in players' words."""

from __future__ import annotations

import re

import pytest

from tabletome.engine import games, get_game, reference
from tabletome.engine.howto import SECTIONS, howto

# The games of issue 32, and every game installed (a new game ships its how-to too).
GAMES = sorted({"hexer", "arkham_noir", "cyclades", "elder_sign", "vtes", "crazy_eights", "liars_dice"})
INSTALLED = sorted(g.id for g in games())
# Choices players read as they are: numbers, yes/no, on/off, and names printed with a capital.
PLAIN = {"yes", "no", "on", "off"}


def test_the_named_games_are_installed() -> None:
    assert set(GAMES) <= set(INSTALLED)


@pytest.mark.parametrize("game_id", INSTALLED)
def test_every_cited_clause_exists_in_the_games_clauses(game_id: str) -> None:
    game = get_game(game_id)
    h = howto(game)
    assert h is not None, f"{game_id} ships no howto.toml"
    ids = {c.id for c in reference.clauses(game)}
    assert h.cited(), f"{game_id}'s how-to cites no rule"
    missing = [c for c in h.cited() if c not in ids]
    assert not missing, f"{game_id}'s how-to cites clauses its clauses.md lacks: {missing}"


@pytest.mark.parametrize("game_id", INSTALLED)
def test_a_how_to_has_a_goal_a_turn_in_steps_components_and_an_end(game_id: str) -> None:
    h = howto(get_game(game_id))
    assert h is not None
    assert h.summary and h.title
    for key in ("goal", "turn", "component", "end"):
        assert h.sections[key], f"{game_id}: no {key}"
    assert 3 <= len(h.sections["turn"]) <= 12, "a turn in a few steps"
    for key in SECTIONS:
        for item in h.sections[key]:
            assert item.text.strip(), f"{game_id} {key} '{item.title}' has no text"
            assert item.clauses, f"{game_id} {key} '{item.title}' cites no rule"
            # players' words: no engine names, no pointer outside the project
            assert "shared/" not in item.text and "_" not in item.text, item.text


def test_the_modes_and_modules_are_explained() -> None:
    es = howto(get_game("elder_sign"))
    assert es is not None
    es_modes = " ".join(c for m in es.sections["mode"] for c in m.clauses)
    assert "ES-ENT-01" in es_modes  # the Museum's entrance
    assert "ES-LPSETUP-01" in es_modes and "ES-CAIRO-05" in es_modes  # the Lightless Pyramid
    cy = howto(get_game("cyclades"))
    assert cy is not None
    cy_modes = " ".join(c for m in cy.sections["mode"] for c in m.clauses)
    for module in ("CY-FREE-", "CY-HADES-", "CY-HERO-", "CY-FAV-"):  # Hades box modules 1 to 4
        assert module in cy_modes


@pytest.mark.parametrize("game_id", INSTALLED)
def test_every_offered_option_has_a_label_and_a_one_line_explanation(game_id: str) -> None:
    game = get_game(game_id)
    for o in game.options:
        if o.legacy:
            continue  # never offered: it replays older records
        assert o.label and "_" not in o.label, f"{game_id} option {o.name} needs a label in players' words"
        assert o.help and "\n" not in o.help and not re.search(r"\bAMB-\d", o.help), o.help
        for choice in o.choices:
            if choice.isdigit() or choice in PLAIN or choice[:1].isupper():
                continue
            words = o.choice_words(choice)
            assert words != choice and "_" not in words, f"{game_id} {o.name}={choice} needs words"


def test_elder_signs_place_is_its_mode_and_vtes_asks_its_decks_by_seat() -> None:
    es_modes = [o for o in get_game("elder_sign").options if o.mode]
    assert [o.name for o in es_modes] == ["mode"]
    assert set(es_modes[0].choices) == {"museum", "lightless_pyramid"}
    decks = [o for o in get_game("vtes").options if o.name.startswith("deck_")]
    assert decks and all(o.per_seat == "deck" for o in decks)


@pytest.mark.parametrize("game_id", INSTALLED)
def test_an_option_shown_only_with_another_names_a_choice_of_that_option(game_id: str) -> None:
    options = {o.name: o for o in get_game(game_id).options}
    for o in options.values():
        if o.when:
            other, value = o.when
            assert other in options and value in options[other].choices, (game_id, o.name, o.when)
