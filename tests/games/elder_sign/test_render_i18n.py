"""Elder Sign's board headings and prompts in the reader's language (issue 32): the same view drawn
in English and in Portuguese, the view itself unchanged by the language."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tabletome.engine.i18n import use
from tabletome.games.elder_sign import GAME, render
from tabletome.games.elder_sign.words import name_words

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
    with use("pt"):  # a stand-in name is told too: "Monster 18" is "Monstro 18"
        assert s.prompt() == f"{name_words(monster)} aparece ({task}): escolha onde ele fica."


# ---------------------------------------------------------------- every word of the board (issue 32)
def _game_phrases(lang: str) -> set[str]:
    """The fixed parts (three words or more) of every message the game's code marks, where the
    language's catalog words them otherwise: none of them may be left in a picture in ``lang``."""
    from pathlib import Path

    from babel.messages.extract import extract_from_dir

    from tabletome.cli.messages import KEYWORDS
    from tabletome.engine.i18n import messages

    where = Path(render.__file__).parent
    found = extract_from_dir(str(where), [("**.py", "python")], keywords=KEYWORDS)
    catalog = messages(lang)
    out: set[str] = set()
    for _file, _line, message, _comments, _context in found:
        for english in [message] if isinstance(message, str) else message:
            said = catalog.get(english)
            said = said if isinstance(said, str) else " ".join(said or ())
            for part in re.split(r"\{\w+\}", english):
                part = part.strip(" .:;,—()·!")
                if len(part.split()) >= 3 and part not in said:
                    out.add(part)
    return out


def _shown(s: Any, lang: str) -> str:
    """Everything a reader of ``lang`` sees of ``s``: the picture (wide and phone), the terminal
    board, the prompt and the words of every legal move."""
    from ..render_words import terminal
    from ..render_words import words as picture_words

    with use(lang):
        v = s.view(0)
        picture = render.svg(v)
        board = terminal(render.terminal, v, 160)
        moves = [render.describe_action(v, str(a)) for a in s.legal_actions()]
    return "\n".join([picture_words(picture), board, *moves])


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_no_english_sentence_of_the_game_is_left_on_a_portuguese_or_spanish_board(lang: str) -> None:
    from ..render_words import played

    phrases = _game_phrases(lang)
    assert len(phrases) > 300  # the board's, the moves', the prompts' and the cards' sentences
    left: dict[str, tuple[str, int, int]] = {}
    for mode in ("museum", "lightless_pyramid"):
        for seed, moves in ((1, 0), (2, 12), (3, 30), (4, 70), (5, 140)):
            s = played(GAME.new_state({"mode": mode, "players": str(1 + seed % 3)}, seed), seed, moves)
            shown = _shown(s, lang)
            left.update({p: (mode, seed, moves) for p in phrases if p in shown})
    assert not left, left


def test_a_portuguese_board_speaks_the_rulebooks_words() -> None:
    from ..render_words import played, terminal
    from ..render_words import words as picture_words

    s = played(GAME.new_state({"mode": "lightless_pyramid", "players": "2"}, 4), 4, 60)
    v = s.view(0)
    with use("pt"):
        picture = render.svg(v)
        board = terminal(render.terminal, v, 160)
    wide, _sep, phone = picture.partition('<g class="tt-narrow"')
    for drawn in (picture_words(wide), picture_words(phone), board):
        shown = " ".join(drawn.split())  # a wrapped line read as one
        assert "Sanidade" in shown and "Vigor" in shown and "Perdição" in shown
        assert "Folha da Expedição" in shown and "Cairo para cima" in shown
    assert "Penalidades:" in board and "Recompensas:" in board
    with use("en"):
        english = render.svg(v)
    assert "Sanity" in english and "Sanidade" not in english


def test_every_move_reads_differently_in_spanish() -> None:
    from ..render_words import played

    seen = 0
    for mode in ("museum", "lightless_pyramid"):
        for seed, moves in ((1, 0), (2, 8), (6, 25), (7, 50)):
            s = played(GAME.new_state({"mode": mode, "players": "2"}, seed), seed, moves)
            with use("es"):
                v = s.view(0)  # the prompt in the view is the reader's (the moves' words read it)
            for a in s.legal_actions():
                english = render.describe_action(s.view(0), str(a))
                with use("es"):
                    said = render.describe_action(v, str(a))
                assert said and said != english, (str(a), said)
                seen += 1
    assert seen > 20


def test_stand_in_names_and_card_texts_are_told_and_printed_names_kept() -> None:
    from tabletome.games.elder_sign.words import effect_words, text_words

    with use("pt"):
        assert name_words("Monster 18") == "Monstro 18" and name_words("Common Item 3") == "Item Comum 3"
        assert name_words("The Gift Shop") == "The Gift Shop"  # as printed: no source gives a Brazilian name
        assert effect_words("each investigator: lose 1 sanity or lose 2 stamina") == (
            "cada investigador: perca 1 de sanidade ou perca 2 de vigor"
        )
        assert text_words("A doom token is added. The group chooses one of the two options.") == (
            "É acrescentado um token de perdição. O grupo escolhe uma das duas opções."
        )
        assert text_words("A sentence no card prints.") == "A sentence no card prints."
    with use("es"):
        assert name_words("a face-down red Egyptian Adventure") == "una Aventura Egipcia boca abajo (rojo)"


def test_the_outcome_is_told_in_the_readers_language() -> None:
    from ..render_words import played
    from ..render_words import words as picture_words

    ended = 0
    for seed in range(8):
        s = played(GAME.new_state({"players": "1"}, seed), seed, 3000)
        if not s.is_over():
            continue
        ended += 1
        v = s.view(0)
        reason = v["outcome"]["reason"]
        with use("pt"):
            said = render.ending(reason)
            picture = picture_words(render.svg(v))
        assert (said != reason and said in picture.replace("\n", " ")) or said[:30] in picture, (reason, said)
        assert "Os investigadores" in picture
    assert ended >= 4
