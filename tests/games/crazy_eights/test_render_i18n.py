"""Crazy Eights' board, prompts and move descriptions in the reader's language (issue 32): the view
an agent reads stays the game's English, the picture and the words drawn from it are translated."""

from __future__ import annotations

import re

from tabletome.engine.i18n import use
from tabletome.engine.i18n.retell import retell, told
from tabletome.games.crazy_eights import render
from tabletome.games.crazy_eights.actions import DRAW, PLAY, SUIT

from .test_ce_rules import card, position


def words(svg: str) -> list[str]:
    """The texts an SVG draws (its elements' contents, not the hover tips)."""
    return [t.strip() for t in re.findall(r"<text[^>]*>([^<]+)</text>", svg) if t.strip()]


def test_a_view_is_the_same_in_every_language_and_only_its_picture_is_translated() -> None:
    s = position([["kh", "2d"], ["4d", "5s"]], top="kc", stock=["3s"])
    with use("en"):
        english = [s.view(0), s.view(1), s.public_view()]
        en_svg = render.svg(s.view(0))
    with use("pt"):
        assert [s.view(0), s.view(1), s.public_view()] == english
        pt_svg = render.svg(s.view(0))
    assert english[0]["prompt"] == "player 1: play a card on kc."
    assert "player 1: play a card on kc." in en_svg and "discard pile" in en_svg
    drawn = words(pt_svg)
    assert "jogador 1: jogue uma carta sobre kc." in drawn
    assert "pilha de descarte" in drawn and "monte 1" in drawn
    assert "jogador 2: 2 cartas" in drawn and "você (na vez): 2 cartas" in drawn
    assert not any(w in " ".join(drawn) for w in ("discard", "stock", "player", "cards", "play a card"))


def test_the_prompt_asked_is_said_in_the_readers_language_and_english_is_unchanged() -> None:
    """CE-PLAY-03, CE-PLAY-04: each question, in Spanish, names the card on top."""
    draw = position([["2d"], ["4d"]], top="kc", stock=["3s"])
    stuck = position([["2d"], ["4d"]], top="kc", stock=[])
    assert draw.prompt() == "player 1: no card of yours matches kc; draw (CE-PLAY-03)."
    with use("es"):
        assert draw.prompt() == "jugador 1: ninguna de tus cartas sirve sobre kc; roba (CE-PLAY-03)."
        assert stuck.prompt().startswith("jugador 1: ninguna de tus cartas") and "pasa (CE-PLAY-04)" in stuck.prompt()
        assert render.said(draw.view(1)["prompt"]) == "jugador 1 juega una carta sobre kc, o roba si no puede."


def test_an_eights_named_suit_and_its_question_are_said_with_the_decks_words() -> None:
    """CE-PLAY-02: after an eight the named suit is the glossary's word (copas), the card stays its notation."""
    s = position([["8h", "2d"], ["4d", "5s"]], top="kh", stock=["3s"])
    s.apply(PLAY[card("8h")])
    assert s.prompt() == "player 1: name the suit to follow (CE-PLAY-02)."
    with use("pt"):
        assert s.prompt() == "jogador 1: escolha o naipe a seguir (CE-PLAY-02)."
    s.apply(SUIT[1])  # diamonds
    view = s.view(1)
    assert view["suit"] == "diamonds" and view["prompt"] == "player 2: play a card on 8h (diamonds was named)."
    with use("pt"):
        assert s.prompt() == "jogador 2: jogue uma carta sobre 8h (ouros foi escolhido)."
        drawn = words(render.svg(view))
        assert (
            "naipe escolhido: ouros" in drawn and "jogador 2: jogue uma carta sobre 8h (ouros foi escolhido)." in drawn
        )
        assert render.describe_action(view, "suit hearts") == "a próxima carta tem de ser de copas (ou um oito)"
        assert "(naipe escolhido: ouros)" in render.terminal(view).plain


def test_the_outcome_is_told_again_from_the_english_the_game_keeps() -> None:
    """CE-END-01: the reason stays English in the outcome; the board says it in Portuguese."""
    s = position([["kh"], ["4d", "5s"]], top="kc", stock=["3s"])
    s.apply(PLAY[card("kh")])
    reason = s.view(0)["outcome"]["reason"]
    assert reason == "player 1 played their last card. They collect 9 penalty points from the others."
    with use("pt"):
        assert s.view(0)["outcome"]["reason"] == reason
        drawn = " ".join(words(render.svg(s.view(0))))
        assert "jogador 1 jogou sua última carta e recebe 9 pontos de penalidade dos outros." in drawn


def test_moves_are_described_in_the_readers_language() -> None:
    view = position([["kh", "2d"], ["4d"]], top="kc", stock=["3s"]).view(0)
    assert render.describe_action(view, "play kh") == "put kh on kc"
    with use("es"):
        assert render.describe_action(view, "play kh") == "poner kh sobre kc"
        assert render.describe_action(view, "draw") == "robar la carta de arriba del mazo"
        assert render.terminal(view).plain.startswith("Montón de descarte: kc\nMazo: 1 cartas\n  tú: ")


def test_a_sentence_no_template_made_is_shown_as_it_is() -> None:
    with use("pt"):
        assert retell("Something else happened.", (render.PROMPTS)) == "Something else happened."
        assert render.said("player 1: play a card on kc") == "player 1: play a card on kc"  # no full stop


def test_the_goals_panel_speaks_the_readers_language() -> None:
    """CE-END-01, CE-END-02: what wins and loses now, in Portuguese; English as it was."""
    from tabletome.games.crazy_eights.reference import goals

    view = position([["kh", "2d"], ["4d", "5s"]], top="kc", stock=["3s"]).view(0)
    assert goals(view)["lose"][0] == "Player 2 holds 2 cards: whoever plays their last card first wins."
    with use("pt"):
        said = goals(view)
    assert said["win"] == [
        "Jogue todas as 2 cartas da sua mão para vencer: cada uma tem de acompanhar kc no naipe ou no valor ou ser um oito."
    ]
    assert said["lose"][0] == "Jogador 2 tem 2 cartas: vence quem jogar primeiro sua última carta."
    assert said["lose"][2].startswith("O monte tem 1 carta: quando estiver vazio")


def test_the_log_and_the_outcomes_reason_are_told_in_the_readers_language() -> None:
    """CE-PLAY-02, CE-PLAY-03, CE-END-01: each narration line keeps its template, so it is told in
    Portuguese (the seat's name, the suit in the deck's word, the card as its notation); English as before."""
    s = position([["8h", "kd"], ["4d", "2c"]], top="kh", stock=["3s"])
    s.enable_log()
    for move in (PLAY[card("8h")], SUIT[3], DRAW, PLAY[card("3s")]):  # spades named; player 2 draws and plays
        s.apply(move)
    lines = [text for _who, text in s.log or []]
    assert lines == [
        "player 1 plays 8h.",
        "The suit is spades.",
        "player 2 draws a card.",
        "You draw 3s.",
        "player 2 plays 3s.",
    ]
    assert [told(x, "pt") for x in lines] == [
        "jogador 1 joga 8h.",
        "O naipe é espadas.",
        "jogador 2 compra uma carta.",
        "Você compra 3s.",
        "jogador 2 joga 3s.",
    ]
    assert told(lines[1], "es") == "El palo es picas."
    won = position([["kh"], ["4d", "5s"]], top="kc", stock=["3s"])
    won.apply(PLAY[card("kh")])
    outcome = won.outcome()
    assert outcome is not None
    assert outcome.reason == "player 1 played their last card. They collect 9 penalty points from the others."
    assert told(outcome.reason, "es") == "jugador 1 jugó su última carta y cobra 9 puntos de penalización a los demás."
