"""Liar's Dice's questions in the reader's language (issue 32); the view an agent reads stays English."""

from __future__ import annotations

from tabletome.engine import get_game
from tabletome.engine.i18n import use
from tabletome.engine.i18n.retell import told
from tabletome.games.liars_dice.actions import BIDS, LIAR

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


def test_ld_chal_01_the_log_and_the_outcomes_reason_are_told_in_the_readers_language() -> None:
    """Each narration line keeps its template (engine/i18n/retell.said): the same English as before,
    told in Portuguese and Spanish with the seats' names translated and the bid as its notation."""
    s = GAME.new_state({}, seed=4)
    s.enable_log()
    s.apply(BIDS[8])  # 2x3
    s.apply(LIAR)
    bid, called = (text for _who, text in (s.log or [])[:2])
    assert bid == "player 1 bids 2x3."
    assert called.startswith("player 2 calls liar on bid 2x3: ") and called.endswith(" loses a die.")
    assert told(bid, "pt") == "jogador 1 aposta 2x3."
    assert told(called, "es").startswith("jugador 2 duda de la apuesta 2x3: en la mesa hay ")
    while not s.is_over():
        s.apply(s.legal_actions()[-1])  # call liar whenever there is a bid
    outcome = s.outcome()
    assert outcome is not None and outcome.reason.endswith(" is the last player with dice.")
    assert told(outcome.reason, "pt").endswith(" é o último jogador com dados.")
    assert told((s.log or [])[-1][1], "es").endswith(" es el último jugador con dados.")
