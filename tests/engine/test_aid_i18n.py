"""The player aid and the seats' names in the reader's language (issue 32): the aid's sentences and
each game's opening words go through the translation layer where they are shown, a seat's name is
translated for display only (``i18n.seat_words``), and what agents read (views) stays the game's."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletome.engine import get_game, i18n
from tabletome.engine.aid import HIDDEN_REASON, answer, kinds, opening
from tabletome.engine.i18n import seat_words

AID_JS = Path(__file__).resolve().parents[2] / "src/tabletome/web/static/aid.js"


@pytest.mark.parametrize(
    ("name", "lang", "said"),
    [
        ("yellow", "pt", "amarelo"),
        ("orange", "es", "naranja"),
        ("black", "pt", "preto"),
        ("investigator", "es", "investigador"),
        ("player 2", "pt", "jogador 2"),
        ("player 1 (Amanda Sharpe)", "es", "jugador 1 (Amanda Sharpe)"),
        ("Methuselah 3", "pt", "Matusalém 3"),
        ("Methuselah 3", "es", "Matusalén 3"),
        ("Methuselah 3", "en", "Methuselah 3"),
        ("Amanda Sharpe & Joe Diamond", "pt", "Amanda Sharpe & Joe Diamond"),  # a name stays a name
    ],
)
def test_a_seats_name_is_said_in_the_readers_language(name: str, lang: str, said: str) -> None:
    assert seat_words(name, lang) == said


@pytest.mark.parametrize("game_id", ["hexer", "cyclades", "arkham_noir", "vtes", "crazy_eights", "liars_dice"])
def test_every_seat_name_of_a_game_is_translated_in_portuguese_and_spanish(game_id: str) -> None:
    s = get_game(game_id).new_state(seed=1)
    for seat in range(s.players):
        name = s.seat_name(seat)
        for lang in ("pt", "es"):
            assert seat_words(name, lang) != name, f"{game_id}: {name!r} has no {lang} words"


def test_the_refusal_is_in_the_readers_language_and_english_stays_as_it_was() -> None:
    s = get_game("hexer").new_state(seed=1)
    mover = s.to_move
    assert mover is not None
    other = (mover + 1) % s.players
    english = answer(s, other, "move").sentence
    assert english.startswith(f"It is {s.seat_name(mover)}'s turn, not yours (")
    with i18n.use("pt"):
        said = answer(s, other, "move").sentence
        seen = s.view(other)
        taken = answer(s, mover, "take").sentence
    assert said.startswith(f"É a vez de {seat_words(s.seat_name(mover), 'pt')}, não a sua (")
    assert taken.startswith("Nenhum artefato pode ser pego agora: não neste passo (")
    # the seats' names in the views agents read never change with the language
    assert seen["to_move"] == s.view(other)["to_move"] == s.seat_name(mover)
    assert seen["you"] == s.seat_name(other)
    with i18n.use("es"):
        assert answer(s, None, "move").sentence.startswith(f"Es el turno de {seat_words(s.seat_name(mover), 'es')} (")
        assert i18n.gettext(HIDDEN_REASON) == "eso depende de lo que se te oculta."


def test_every_games_opening_words_are_translated() -> None:
    for game_id in ("hexer", "arkham_noir", "cyclades", "elder_sign", "vtes", "crazy_eights", "liars_dice"):
        game = get_game(game_id)
        for kind, head in kinds(game).items():
            for lang in ("pt", "es"):
                with i18n.use(lang):
                    assert opening(game, kind, head) != head, f"{game_id} {kind}: {head!r} in {lang}"


def test_the_pages_aid_words_go_through_the_layer_the_extractor_reads() -> None:
    text = AID_JS.read_text(encoding="utf-8")
    assert " tr(" not in text and "const tr" not in text
    assert 'TT.t("moves of this step")' in text


def test_the_terminal_names_a_hexer_seat_in_portuguese() -> None:
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k not in ("TABLETOME_LANG", "LANG", "LC_ALL")}
    env["COLUMNS"] = "200"
    game = [sys.executable, "-m", "tabletome.cli.main", "play", "hexer", "--seats", "human,random", "--seed", "3"]
    said = {}
    for lang in ("pt", "en"):
        done = subprocess.run(
            [*game, "--lang", lang], input="quit\n", capture_output=True, text=True, env=env, timeout=120, check=False
        )
        said[lang] = done.stdout
    assert "amarelo> " in said["pt"] and "yellow> " not in said["pt"]  # the seat's own input line
    assert "yellow> " in said["en"]


def test_an_unknown_kind_is_refused_in_the_readers_language() -> None:
    from tabletome.engine.aid import UnknownKind

    s = get_game("crazy_eights").new_state(seed=1)
    with i18n.use("pt"), pytest.raises(UnknownKind) as err:
        answer(s, 0, "fly")
    assert str(err.value) == "'fly' não é uma ação de Crazy Eights; suas ações são draw, pass, play, play:eight, suit."
    with i18n.use("es"), pytest.raises(UnknownKind) as err:
        answer(s, 0, "")
    assert str(err.value).startswith("'(nada)' no es una acción de Crazy Eights")
