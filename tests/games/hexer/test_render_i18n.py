"""Hexer's board, move descriptions and outcome sentences in the reader's language (issue 32):
translated where they are drawn, from a view that stays the same in every language."""

from __future__ import annotations

import copy

from tabletome.engine.i18n import use
from tabletome.games.hexer import GAME, narrow, render
from tabletome.games.hexer.state import HexerState

from ..render_words import played, terminal
from ..render_words import words as picture_words
from .helpers import new

#: English words the board draws; none may be left in a Portuguese or Spanish picture.
ENGLISH = (
    "round",
    "to move",
    "phase:",
    "Decks and bag",
    "Great Old Ones",
    "face down",
    "creature deck",
    "item bag",
    "(you)",
    "Sanatorium",
    "Witch House",
    "Miskatonic University",
    "Glasses",
    "Dagger",
    "artifact",
    "no item spaces",
    "open portal",
    "space ",
)


def _played(seed: int, moves: int) -> HexerState:
    s = played(new(players=4, seed=seed), seed, moves)
    assert isinstance(s, HexerState)
    return s


def _terminal(v: dict[str, object]) -> str:
    return terminal(render.terminal, v, 140)


def test_drawing_in_portuguese_leaves_the_view_as_it_was() -> None:
    s = _played(3, 12)
    v = s.view(0)
    kept = copy.deepcopy(v)
    with use("pt"):
        render.svg(v)
        _terminal(v)
        for a in s.legal_actions():
            render.describe_action(v, str(a))
    assert v == kept
    with use("pt"):
        seen_in_pt = s.view(0)
    # the prompt is the one sentence a view carries for people (already in the reader's language)
    assert {k: x for k, x in seen_in_pt.items() if k != "prompt"} == {k: x for k, x in v.items() if k != "prompt"}


def test_the_wide_and_phone_pictures_in_portuguese_keep_no_english_word() -> None:
    for moves in (0, 14, 30):
        v = _played(5, moves).view(1)
        with use("pt"):
            picture = render.svg(v)
        wide, _, phone = picture.partition('<g class="tt-narrow"')
        for layout in (wide, phone):
            words = picture_words(layout)
            left = [w for w in ENGLISH if w in words]
            assert not left, left
            assert "rodada" in words and "Universidade de Miskatonic" in words and "Sanatório" in words
            assert "Primogênitos — reserva" in words
        assert "Baralhos e saco" in wide


def test_the_board_in_spanish_and_english() -> None:
    v = new(players=3, seed=2).view(0)
    with use("es"):
        picture = render.svg(v)
        text = _terminal(v)
    assert "ronda 1" in picture and "Mazos y bolsa" in picture and "Universidad de Miskatonic" in picture
    assert "Localización" in text and "Location" not in text and "Sanatorio" in text
    english = render.svg(v)
    assert "Arkham — round 1" in english and "Decks and bag" in english and "Sanatorium" in english


def test_item_discs_carry_the_letter_of_the_readers_word() -> None:
    assert render.item_letter("Glasses") == "G"
    with use("pt"):
        assert render.item_letter("Glasses") == "Ó" and render.item_letter("Dagger") == "P"
        assert render.item_word("red artifact") == "art. vermelho"
    with use("es"):
        assert render.item_letter("Glasses") == "G" and render.item_letter("Dagger") == "P"


def test_moves_are_described_in_the_readers_language() -> None:
    s = new(players=3, seed=1)
    v = s.view(0)
    assert render.describe_action(v, "move 1") == "play the Sanatorium card"
    with use("pt"):
        assert render.describe_action(v, "move 1") == "jogar a carta Sanatório"
        assert render.describe_action(v, "passage rlyeh").startswith("Passagem Secreta até R'lyeh")
        assert render.describe_action(v, "pass") == "pular este passo"
    with use("es"):
        assert render.describe_action(v, "move 3") == "jugar la carta Casa de la Bruja"
    # every move of a played game has words in Portuguese that are not the English ones
    s = _played(7, 20)
    v = s.view(s.to_move or 0)
    for a in s.legal_actions():
        english = render.describe_action(v, str(a))
        with use("pt"):
            said = render.describe_action(v, str(a))
        assert said and (said != english or str(a).startswith("use n")), a


def test_outcome_sentences_of_the_rules_are_translated() -> None:
    with use("pt"):
        assert render.ending("The final check finds a portal still open at Church, Inn.") == (
            "A verificação final encontra um portal ainda aberto em Igreja, Estalagem."
        )
        said = render.ending(
            "The red artifact lies at the Inn, whose printed symbol is silver: "
            "an artifact with another symbol can close nothing there."
        )
        assert said.startswith("Artefato vermelho está em Estalagem, cujo símbolo impresso é prateado")
        assert render.ending("Something a custom rule said.") == "Something a custom rule said."
    ended = 0
    for seed in range(12):  # games played to their end: each reason the rules wrote is known
        s = _played(seed, 2000)
        if not s.is_over():
            continue
        ended += 1
        v = s.view(0)
        reason = v["outcome"]["reason"]
        with use("es"):
            assert render.ending(reason) != reason, reason
            picture = render.svg(v)
            phone = narrow.picture(v)[0]
        assert "Los investigadores" in picture and "Los investigadores" in phone
        assert render.ending(reason) == reason
    assert ended >= 6


def test_a_custom_editions_names_stay_as_written() -> None:
    with use("pt"):
        assert render.name("Sanatorium") == "Sanatório"
        assert render.name("Hall of Mirrors") == "Hall of Mirrors"
        assert render.needs("Necronomicon + Glasses") == "Necronomicon + Óculos de visão mágica"
        assert render.needs("3 identical items") == "3 objetos iguais"


def test_the_game_offers_the_same_pictures() -> None:
    v = new(players=2, seed=4).view(0)
    with use("pt"):
        assert GAME.render_svg(v) == render.svg(v)
