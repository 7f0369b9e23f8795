"""Liar's Dice's questions in the reader's language (issue 32); the view an agent reads stays English."""

from __future__ import annotations

from tabletome.engine import get_game
from tabletome.engine.i18n import use
from tabletome.games.liars_dice.actions import BIDS

GAME = get_game("liars_dice")


def test_ld_play_02_the_question_is_asked_in_the_readers_language() -> None:
    s = GAME.new_state({}, seed=4)
    assert s.prompt() == "player 1: open the round with a bid."
    with use("pt"):
        assert s.prompt() == "jogador 1: abra a rodada com uma aposta."
    s.apply(BIDS[8])  # 2x3
    assert s.prompt() == "player 2: raise bid 2x3, or call liar."
    with use("es"):
        assert s.prompt() == "jugador 2: sube la apuesta 2x3 o duda de ella."
    with use("pt"):
        assert s.prompt() == "jogador 2: aumente a aposta 2x3 ou duvide dela."


def test_a_view_is_the_same_in_every_language() -> None:
    s = GAME.new_state({"players": "3"}, seed=2)
    s.apply(BIDS[3])
    with use("en"):
        english = [s.view(t) for t in range(3)] + [s.public_view()]
    with use("pt"):
        assert [s.view(t) for t in range(3)] + [s.public_view()] == english
    with use("es"):
        assert [s.view(t) for t in range(3)] + [s.public_view()] == english
    assert english[0]["prompt"] == "player 2: raise bid 1x4, or call liar."
