"""Cyclades' board, phone layout and prompts in the reader's language (issue 32): the same view
drawn in English and in Portuguese, the view itself unchanged by the language."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from tabletome.engine import Rng
from tabletome.engine.i18n import use
from tabletome.games.cyclades import render
from tabletome.games.cyclades.narrow import picture
from tabletome.games.cyclades.state import CycladesState

from .helpers import ATHENA, at_turn, new

BOX = {"m2_hades": "yes", "m3_heroes": "yes", "m4_favours": "yes"}


@cache
def _played() -> CycladesState:
    """A game with the Hades box after 300 random moves: gods, offers, creatures, Hades."""
    s = new(4, 3, track_slide="one-space", **BOX)
    rng = Rng(1003)
    for _ in range(300):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    return s


def _texts(svg: str) -> list[str]:
    return re.findall(r">([^<>]*[A-Za-z][^<>]*)<", svg)


def _without_prompt(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "prompt"}


def test_the_view_and_the_moves_do_not_change_with_the_language() -> None:
    s = _played()
    with use("en"):
        english, moves = s.view(0), [str(a) for a in s.legal_actions()]
    with use("pt"):
        portuguese, moves_pt = s.view(0), [str(a) for a in s.legal_actions()]
    assert _without_prompt(portuguese) == _without_prompt(english)  # the prompt is the one sentence shown
    assert moves_pt == moves


def test_the_board_in_portuguese_has_the_rulebook_words() -> None:
    v = _played().view(0)
    with use("pt"):
        svg = render.svg(v)
    with use("en"):
        english = render.svg(v)
    texts = _texts(svg)
    assert "Trilha dos Deuses: de cima para baixo, Apolo por último" in texts
    assert "Indicador de turno — ordem das oferendas" in texts
    assert "Jogadores" in texts
    assert any(t.startswith("Cyclades — ciclo ") for t in texts)
    assert "Atena" in texts and "Apolo" in texts  # the gods as the Brazilian edition names them
    for heading in ("Gods track — the top plays first, Apollo last", "Players", "Creature track", "Athena"):
        assert heading in _texts(english)
        assert heading not in texts


def test_the_board_in_english_is_unchanged_by_a_reader_in_another_language() -> None:
    v = _played().view(1)
    with use("en"):
        first = render.svg(v)
    with use("es"):
        render.svg(v)
    with use("en"):
        assert render.svg(v) == first  # nothing cached in the other language leaks into English


def test_the_phone_layout_in_spanish() -> None:
    v = _played().view(0)
    with use("es"):
        body, _ = picture(v)
    texts = _texts(body)
    assert "Dioses: de arriba abajo, Apolo el último" in texts
    assert "Jugadores" in texts
    assert "Gods — the top plays first, Apollo last" not in texts


def test_a_turn_prompt_in_portuguese_names_the_god_as_printed() -> None:
    s = at_turn(new(4, 1), 0, ATHENA)
    with use("en"):
        assert s.prompt() == "blue: your turn with Athena; act, or end your turn."
    with use("pt"):
        assert s.prompt() == "azul: seu turno com Atena; aja, ou encerre o turno."  # the seat told too


def test_plural_words_follow_each_language() -> None:
    with use("pt"):
        assert render.troops_words(0) == "0 Exército"  # Portuguese counts 0 as one
        assert render.troops_words(2) == "2 Exércitos"
    with use("es"):
        assert render.troops_words(0) == "0 tropas"
    with use("en"):
        assert render.troops_words(1) == "1 troop"


def test_move_words_in_portuguese_name_the_god_and_the_building_as_printed() -> None:
    v = _played().view(0)
    with use("pt"):
        assert render.describe_action(v, "end") == "encerrar seu turno"
        assert render.describe_action(v, "offer athena 3").startswith("oferecer 3 Moedas a Atena")
        assert render.describe_action(v, "port 4").startswith("construir Porto na ilha 4 (")
    with use("en"):
        assert render.describe_action(v, "offer athena 3").startswith("offer 3 GP to Athena")
        assert render.describe_action(v, "port 4").startswith("build a Port on island 4 (")
