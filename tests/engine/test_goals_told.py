"""The goals panel and the generic board in the reader's language (issue 32): each game's goals
from a seat's view read in Portuguese and Spanish, none of their sentences left in English, and
the English ones as they were; a game without a picture (Liar's Dice) shows its view in words."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping
from html import unescape
from typing import Any

import pytest

from tabletome.engine import capabilities, get_game, reference
from tabletome.engine.i18n import use

GAMES = ("hexer", "arkham_noir", "vtes", "crazy_eights")


def _views(game_id: str, seeds: tuple[int, ...] = (1, 2), moves: int = 300) -> Iterator[Mapping[str, Any]]:
    """Views of every seat along random games, and each game's last view (an outcome's lines)."""
    game = get_game(game_id)
    for seed in seeds:
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        for i in range(moves):
            if state.is_over():
                break
            if i % 10 == 0:
                yield from (state.view(seat) for seat in range(state.players))
            state.apply(rng.choice(list(state.legal_actions())))
        yield state.view(0)


def _lines(game_id: str, view: Mapping[str, Any], lang: str) -> list[str]:
    with use(lang):
        said = reference.goals(get_game(game_id), view)
    return said["win"] + said["lose"]


@pytest.mark.parametrize("game_id", GAMES)
def test_no_goal_is_left_in_english_in_portuguese_or_spanish(game_id: str) -> None:
    views = list(_views(game_id))
    english = [_lines(game_id, v, "en") for v in views]
    assert sum(len(lines) for lines in english) > 3 * len(views)
    for lang in ("pt", "es"):
        told = [_lines(game_id, v, lang) for v in views]
        assert [len(lines) for lines in told] == [len(lines) for lines in english]
        left = sorted({e for en, t in zip(english, told, strict=True) for e, s in zip(en, t, strict=True) if e == s})
        assert not left, f"{game_id} goals still English in {lang}: {left[:5]}"


# The English of a few lines, byte for byte (agents, tests and records read English).
PINNED = {
    "hexer": "Necron is on 0 of 34: the investigators lose when it reaches 34.",
    "arkham_noir": "The Big Picture holds Puzzle clues of 0 types of the 5 you need.",
    "vtes": "You have 30 pool: at 0 you are ousted, and your predator scores.",
}


@pytest.mark.parametrize("game_id", sorted(PINNED))
def test_the_english_goals_are_unchanged(game_id: str) -> None:
    view = get_game(game_id).new_state(seed=1).view(0)
    assert PINNED[game_id] in _lines(game_id, view, "en")


def test_hexer_goals_name_things_as_the_portuguese_edition_prints_them() -> None:
    view = get_game("hexer").new_state(seed=1).view(0)
    lines = _lines("hexer", view, "pt")
    assert "Necron está em 0 de 34: os investigadores perdem quando ele chegar a 34." in lines
    assert any("Grande Primogênito" in line and "R'lyeh" in line for line in lines)


def _liars_view() -> dict[str, Any]:
    state = get_game("liars_dice").new_state(seed=1)
    state.apply(next(iter(state.legal_actions())))  # a bid: the view has a bidder and a raise to ask
    return state.view(1)


def test_the_generic_board_speaks_portuguese() -> None:
    game, view = get_game("liars_dice"), _liars_view()
    with use("pt"):
        picture = unescape(capabilities.generic_svg(game, view))
    assert "Liar's Dice: visão genérica (este jogo ainda não tem uma imagem própria)" in picture
    for said in ('"copos"', '"aposta"', '"quem apostou": "jogador 1"', '"uns": "coringas"', '"a jogar": "jogador 2"'):
        assert said in picture
    for english in ('"cups"', '"bidder"', "player 1", "generic view", "call liar"):
        assert english not in picture


def test_the_generic_board_in_english_is_the_view_itself() -> None:
    game, view = get_game("liars_dice"), _liars_view()
    with use("en"):
        picture = unescape(capabilities.generic_svg(game, view))
        assert capabilities.spoken(view) is view
    assert "Liar's Dice: generic view (this game has no picture of its own yet)" in picture
    assert json.dumps(view["bidder"]) in picture and '"cups"' in picture


@pytest.mark.parametrize("game_id", GAMES)
def test_the_glossarys_kinds_are_told_in_portuguese_and_spanish(game_id: str) -> None:
    game = get_game(game_id)
    english = {e.key: e.kind for e in reference.glossary(game, None, "en")}
    for lang in ("pt", "es"):
        told = {e.key: e.kind for e in reference.glossary(game, None, lang)}
        left = sorted({kind for key, kind in told.items() if kind == english[key]})
        assert not left, f"{game_id} glossary kinds still English in {lang}: {left}"
    assert "card" in english.values() or "creature" in english.values() or "victim" in english.values()
