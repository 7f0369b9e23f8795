"""The question a player is asked names only what is offered (CE-PLAY-01, CE-PLAY-03, CE-PLAY-04),
and the other seats read a wording that does not tell what the mover holds."""

from __future__ import annotations

from tabletome.games.crazy_eights.actions import DRAW, PASS, PLAY

from .test_ce_rules import card, position


def test_ce_play_01_a_player_who_can_play_is_asked_to_play_not_to_draw() -> None:
    s = position([["kh", "2d"], ["4d"]], top="kc", stock=["3s"])
    assert s.legal_actions() == (PLAY[card("kh")],)
    assert s.prompt() == "player 1: play a card on kc."
    assert "draw" not in s.prompt()


def test_ce_play_03_a_player_who_cannot_play_is_asked_to_draw() -> None:
    s = position([["2d"], ["4d"]], top="kc", stock=["3s"])
    assert s.legal_actions() == (DRAW,)
    assert "draw" in s.prompt() and "play a card" not in s.prompt()


def test_ce_play_04_with_the_stock_empty_the_player_is_asked_to_pass() -> None:
    s = position([["2d"], ["4d"]], top="kc", stock=[])
    assert s.legal_actions() == (PASS,)
    assert s.prompt().endswith("pass (CE-PLAY-04).")


def test_the_other_seats_read_a_question_that_does_not_tell_the_movers_hand() -> None:
    can = position([["kh", "2d"], ["4d"]], top="kc", stock=["3s"])
    cannot = position([["2d", "3h"], ["4d"]], top="kc", stock=["3s"])
    assert can.view(1)["prompt"] == cannot.view(1)["prompt"] == "player 1 plays a card on kc, or draws if they cannot."
    assert can.public_view()["prompt"] == cannot.public_view()["prompt"]
    assert can.view(0)["prompt"] == can.prompt() and cannot.view(0)["prompt"] == cannot.prompt()
