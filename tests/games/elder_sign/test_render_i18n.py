"""Elder Sign's board headings and prompts in the reader's language (issue 32): the same view drawn
in English and in Portuguese, the view itself unchanged by the language."""

from __future__ import annotations

import re
from typing import Any

from tabletome.engine.i18n import use
from tabletome.games.elder_sign import GAME, render

from .helpers import new


def _texts(svg: str) -> list[str]:
    return re.findall(r">([^<>]*[A-Za-z][^<>]*)<", svg)


def _without_prompt(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "prompt"}


def test_the_view_and_the_moves_do_not_change_with_the_language() -> None:
    s = new(2, 5)
    with use("en"):
        english, moves = s.view(0), [str(a) for a in s.legal_actions()]
    with use("pt"):
        portuguese, moves_pt = s.view(0), [str(a) for a in s.legal_actions()]
    assert _without_prompt(portuguese) == _without_prompt(english)
    assert moves_pt == moves


def test_the_first_prompt_in_portuguese_and_spanish() -> None:
    s = new(1, 3)
    with use("en"):
        english = s.prompt()
    assert english.endswith(": Movement — go to an adventure, an Other World or the entrance, or stay.")
    who = english.split(":")[0]
    with use("pt"):
        assert s.prompt() == f"{who}: Movimento — vá para uma aventura, um Outro Mundo ou a entrada, ou fique."
    with use("es"):
        assert s.prompt() == f"{who}: Movimiento — ve a una aventura, un Otro Mundo o la entrada, o quédate."


def test_the_board_headings_in_portuguese() -> None:
    v = new(1, 3).view(0)
    with use("pt"):
        texts = _texts(render.svg(v))
    with use("en"):
        english = _texts(render.svg(v))
    assert "Perdição" in texts and "Sinais" in texts  # short: the label has the room of "Elder Signs"
    assert any(t.startswith("Elder Sign — turno 1 — a jogar: ") for t in texts)
    assert "Doom" in english and "Elder Signs" in english
    assert "Doom" not in texts and "Elder Signs" not in texts


def test_a_monster_prompt_in_portuguese() -> None:
    s = GAME.new_state({"players": 1}, 3)  # this seed's first mythos brings a monster
    with use("en"):
        english = s.prompt()
    monster, rest = english.split(" appears (", 1)
    task = rest.split("): choose where it goes.")[0]
    with use("pt"):
        assert s.prompt() == f"{monster} aparece ({task}): escolha onde ele fica."
