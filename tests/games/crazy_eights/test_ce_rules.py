"""Crazy Eights, clause by clause (clauses.md of the package), and the engine contract."""

from __future__ import annotations

import pytest

from tabletome.engine import SPECTATOR, IllegalAction, Rng
from tabletome.games.crazy_eights import GAME, EightsState
from tabletome.games.crazy_eights.actions import DRAW, PASS, PLAY, SUIT
from tabletome.games.crazy_eights.rules import Turn
from tabletome.testing import check_contract


def card(name: str) -> int:
    """``8h`` -> its code."""
    suits = "cdhs"
    ranks = ["a", "2", "3", "4", "5", "6", "7", "8", "9", "10", "j", "q", "k"]
    return suits.index(name[-1]) * 13 + ranks.index(name[:-1])


def position(hands: list[list[str]], top: str, stock: list[str], seat: int = 0, draw: str = "until") -> EightsState:
    """A table set by hand: the hands, the top of the discard pile, the stock (top = last)."""
    s = GAME.new_state({"players": len(hands), "draw": draw}, 1)
    s.hands = [sorted(card(c) for c in h) for h in hands]
    s.discard = [card(top)]
    s.stock = [card(c) for c in stock]
    s.suit = -1
    s.passes = 0
    s.stack = [Turn(seat)]
    s.changed()
    return s


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_ce_setup_01_02_03_a_52_card_deck_dealt_7_or_5_the_rest_the_stock_with_one_card_up(players: int) -> None:
    s = GAME.new_state({"players": players}, 7)
    per_hand = 7 if players == 2 else 5
    assert [len(h) for h in s.hands] == [per_hand] * players
    assert len(s.discard) == 1 and len(s.stock) == 52 - per_hand * players - 1
    every = sorted([c for h in s.hands for c in h] + s.discard + s.stock)
    assert every == list(range(52))


def test_ce_setup_04_the_seat_after_the_dealer_plays_first() -> None:
    assert GAME.new_state({"players": 3}, 2).to_move == 1


def test_ce_play_01_a_card_matching_suit_or_rank_is_played_others_are_refused_with_the_rule() -> None:
    s = position([["5h", "9c", "kd"], ["2c"]], top="9h", stock=["3s"])
    assert set(s.legal_actions()) == {PLAY[card("5h")], PLAY[card("9c")]}
    with pytest.raises(IllegalAction, match=r"kd matches neither the suit nor the rank \(CE-PLAY-01\)"):
        s.apply(PLAY[card("kd")])
    assert "You do not hold 2c" in s.why_illegal(PLAY[card("2c")])
    s.apply(PLAY[card("9c")])
    assert s.discard[-1] == card("9c") and s.to_move == 1


def test_ce_play_02_an_eight_on_anything_then_its_player_names_the_suit_to_follow() -> None:
    s = position([["8s", "2d"], ["4h", "4c"]], top="kh", stock=["3s"])
    assert PLAY[card("8s")] in s.legal_actions()
    s.apply(PLAY[card("8s")])
    assert s.to_move == 0 and s.legal_actions() == SUIT and "name the suit" in s.prompt()
    s.apply(SUIT[2])  # hearts
    assert s.to_move == 1 and s.legal_actions() == (PLAY[card("4h")],)  # the named suit, not the eight's
    assert "hearts was named" in s.prompt()


def test_ce_play_03_a_player_who_cannot_play_draws_until_a_card_can_be_played() -> None:
    s = position([["2d"], ["4h"]], top="kh", stock=["7h", "9c", "3s"])
    assert s.legal_actions() == (DRAW,)
    assert "so you do not draw" in position([["2h"], ["4h"]], top="kh", stock=["3s"]).why_illegal(DRAW)
    s.apply(DRAW)  # 3s: still nothing to play
    assert s.legal_actions() == (DRAW,) and s.to_move == 0
    s.apply(DRAW)  # 9c
    s.apply(DRAW)  # 7h: it matches
    assert s.legal_actions() == (PLAY[card("7h")],)


def test_ce_play_03_with_draw_one_a_player_draws_once_then_passes() -> None:
    s = position([["2d"], ["4h"]], top="kh", stock=["7c", "3s"], draw="one")
    s.apply(DRAW)
    assert s.legal_actions() == (PASS,)


def test_ce_play_04_with_the_stock_empty_and_nothing_to_play_the_player_passes() -> None:
    s = position([["2d"], ["4h", "9s"]], top="kh", stock=[])
    assert s.legal_actions() == (PASS,)
    assert s.why_illegal(DRAW) == "The stock is empty (CE-PLAY-04)."


def test_ce_play_05_play_passes_to_the_next_seat() -> None:
    s = position([["2d", "5d"], ["3c"], ["4d", "6c"]], top="kd", stock=["3s"], seat=2)
    s.apply(PLAY[card("4d")])
    assert s.to_move == 0


def test_ce_end_01_04_going_out_wins_and_collects_the_others_penalty_points() -> None:
    """CE-END-01, CE-END-03, CE-END-04."""
    s = position([["5h"], ["8c", "kd", "ac"], ["2s", "3s"]], top="9h", stock=["3c"])
    s.apply(PLAY[card("5h")])
    oc = s.outcome()
    assert oc is not None and oc.cause == "CE-END-01" and oc.winners == (0,)
    assert oc.score == 50 + 10 + 1 + 2 + 3  # the eight 50, the king 10, the ace 1, the rest their number
    assert [(r.seat, r.rank, r.score) for r in oc.ranking()] == [(0, 1, 0), (2, 2, 5), (1, 3, 61)]
    assert oc.returns(3) == [1.0, 0.0, 0.0]


def test_ce_end_02_05_a_blocked_game_ends_when_all_pass_and_ties_break_on_fewer_cards() -> None:
    """CE-END-02, CE-END-05."""
    s = position([["2d", "3d"], ["5c"]], top="kh", stock=[])
    s.apply(PASS)
    assert s.outcome() is None
    s.apply(PASS)
    oc = s.outcome()
    assert oc is not None and oc.cause == "CE-END-02" and oc.score is None
    assert oc.winners == (1,)  # 5 points each; the player with one card beats the one with two
    assert oc.decided_by == "fewer cards in hand"


def test_ce_end_05_players_equal_on_points_and_cards_share_the_place() -> None:
    s = position([["2d", "3d"], ["4c", "ac"]], top="kh", stock=[])
    s.apply(PASS)
    s.apply(PASS)
    oc = s.outcome()
    assert oc is not None and oc.winners == (0, 1) and oc.returns(2) == [0.5, 0.5] and oc.decided_by is None


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others() -> None:
    s = GAME.new_state({"players": 3}, 5)
    v = s.view(1)
    assert isinstance(v["hands"][1], list) and v["hands"][0] == 5 and v["stock"] == len(s.stock)
    assert s.public_view()["hands"] == [5, 5, 5]
    assert s.full_view()["hands"][0] == [s.ed.card_name(c) for c in s.hands[0]]
    world = s.determinize(1, Rng(3))
    assert world.hands[1] == s.hands[1] and world.view(1) == v


def test_the_engine_contract_holds_for_every_option() -> None:
    report = check_contract(GAME, seeds=(1, 2, 3))
    assert report.games == 3 * len(report.combinations) and report.hidden_seen > 0
    assert SPECTATOR == -1
