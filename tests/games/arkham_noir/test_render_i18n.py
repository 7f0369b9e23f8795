"""Arkham Noir's table, move descriptions and outcome sentences in the reader's language (issue 32):
translated where they are drawn, from a view that stays the same in every language."""

from __future__ import annotations

import copy
from typing import Any

from tabletome.engine.i18n import use
from tabletome.games.arkham_noir import GAME, narrow, render
from tabletome.games.arkham_noir.state import ArkhamNoirState

from ..render_words import played, terminal
from ..render_words import words as picture_words

#: English words the table draws; none may be left in a Portuguese or Spanish picture.
ENGLISH = (
    "turn ",
    "Main row",
    "Hand ",
    "Open cases",
    "Time area",
    "Sanity area",
    "Big Picture",
    "draw deck",
    "victims left",
    "discard pile",
    "On the cards",
    "time icon",
    "sanity icon",
    "Person of interest",
    "Evidence",
    "Surveillance",
    "Interview",
    "types",
    "ready",
)


def _played(seed: int, moves: int) -> ArkhamNoirState:
    s = played(GAME.new_state({}, seed), seed, moves)
    assert isinstance(s, ArkhamNoirState)
    return s


def _terminal(v: dict[str, Any]) -> str:
    return terminal(render.terminal, v, 160)


def test_drawing_in_spanish_leaves_the_view_as_it_was() -> None:
    s = _played(3, 10)
    v = s.view(0)
    kept = copy.deepcopy(v)
    with use("es"):
        render.svg(v)
        _terminal(v)
        for a in s.legal_actions():
            render.describe_action(v, str(a))
    assert v == kept
    with use("es"):
        seen_in_es = s.view(0)
    # the prompt is the one sentence a view carries for people (already in the reader's language)
    assert {k: x for k, x in seen_in_es.items() if k != "prompt"} == {k: x for k, x in v.items() if k != "prompt"}


def test_the_wide_and_phone_pictures_in_spanish_keep_no_english_word() -> None:
    for moves in (0, 12, 25):
        v = _played(4, moves).view(0)
        with use("es"):
            picture = render.svg(v)
        wide, _, phone = picture.partition('<g class="tt-narrow"')
        for layout in (wide, phone):
            words = picture_words(layout)
            left = [w for w in ENGLISH if w in words]
            assert not left, (moves, left)
            assert "Fila principal" in words and "Casos abiertos" in words and "Área de tiempo" in words
            assert "En las cartas:" in words and "Vigilancia" in words


def test_card_and_victim_names_are_the_glossarys() -> None:
    v = _played(1, 0).view(0)
    card = v["main_row"][0]
    with use("pt"):
        said = render.name(card["name"])
        picture = render.svg(v)
        text = _terminal(v)
    with use("en"):
        english = render.svg(v)
    assert card["name"] in english and said in picture and said in text
    assert "Fila principal" in text and "Casos abertos" in text and "Main row" not in text
    with use("pt"):
        assert render.name("Person of interest") == "Pessoa de interesse"
        assert render.name("Search") == "Busca" and render.method_word("all") == "todos"
        assert render.name("A custom clue") == "A custom clue"


def test_moves_are_described_in_the_readers_language() -> None:
    s = _played(2, 0)
    v = s.view(0)
    english = {str(a): render.describe_action(v, str(a)) for a in s.legal_actions()}
    assert any(e.startswith("add the principal card") for e in english.values())
    with use("es"):
        spanish = {a: render.describe_action(v, a) for a in english}
    assert any(e.startswith("añadir la carta principal") for e in spanish.values())
    for a, said in spanish.items():
        assert said and said != english[a], a
    s = _played(9, 30)  # later decisions: effects, the contact, the maintenance
    v = s.view(0)
    for a in s.legal_actions():
        english_words = render.describe_action(v, str(a))
        with use("pt"):
            said = render.describe_action(v, str(a))
        assert said and said != english_words, a


def test_outcome_sentences_of_the_rules_are_translated() -> None:
    with use("pt"):
        assert render.ending("The sanity area holds 6 cards (limit 6): you lose your mind.") == (
            "A área de sanidade tem 6 cartas (limite 6): você enlouquece."
        )
        said = render.ending(
            "A new victim must be revealed because the draw deck ran out, and none is left: "
            "the cult's killings go on unpunished."
        )
        assert said.startswith("Uma nova vítima precisa ser revelada porque o monte de compra acabou")
        assert render.ending("Something a custom rule said.") == "Something a custom rule said."
    ended = 0
    for seed in range(10):  # games played to their end: each reason the rules wrote is known
        s = _played(seed, 3000)
        if not s.is_over():
            continue
        ended += 1
        v = s.view(0)
        reason = v["outcome"]["reason"]
        with use("es"):
            assert render.ending(reason) != reason, reason
            picture = render.svg(v)
            phone = narrow.picture(v)[0]
        won = "¡Caso resuelto!" if v["outcome"]["winners"] else "El caso está perdido"
        assert won in picture and won in phone
        assert render.ending(reason) == reason
    assert ended >= 5
