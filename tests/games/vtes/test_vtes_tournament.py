"""V:TES tournament scoring (clauses.md section 17: VT-TOUR), time limits and concessions."""

from __future__ import annotations

import pytest

from tabletome.engine.errors import OptionError
from tabletome.engine.flow import GameOver
from tabletome.engine.rng import Rng
from tabletome.games.vtes.game import VTES
from tabletome.games.vtes.tournament import (
    concede,
    final_winner,
    game_win,
    outcome,
    rank_players,
    score_table,
    tournament_points,
)
from tests.games.vtes.scenario import ready, table


def game(**options: str):  # type: ignore[no-untyped-def]
    base = {"players": "4", "rules": "assisted", "scoring": "tournament"}
    base.update(options)
    return VTES().new_state(base, seed=3)


def test_vt_tour_01_four_or_five_seat_one_first() -> None:
    s = game()
    assert s.first == 0 and s.current == 0
    with pytest.raises(OptionError, match="VT-TOUR-01"):
        game(players="3")


def test_vt_tour_02_03_tournament_decks_are_checked() -> None:
    s = game(deck_1="Tremere")
    assert s.decks[0].name.startswith("Tremere")


def test_vt_tour_05_withdrawal_scores_half() -> None:
    from tabletome.games.vtes.phases import withdrawal_check

    s = table(4)
    s.opts["scoring"] = "tournament"
    s.marks[("withdrawing", 0)] = s.turn
    s.turn += 4
    withdrawal_check(s, 0)
    assert not s.in_game(0) and s.vp[0] == 0.5


def test_vt_tour_07_game_win_needs_two_vp_and_strictly_most() -> None:
    assert game_win([2, 1, 1, 0, 0]) == 0
    assert game_win([1.5, 1.5, 1, 0, 0]) is None
    assert game_win([1, 0, 0, 0, 0]) is None  # fewer than 2 VP


def test_vt_tour_08_09_10_tournament_points_test_cases() -> None:
    assert tournament_points([1.5, 1.5, 0.5, 0, 0]) == [54, 54, 36, 18, 18]
    assert tournament_points([1.5, 0.5, 0.5, 0]) == [60, 36, 36, 12]
    assert tournament_points([3, 1, 1, 0, 0]) == [60, 42, 42, 18, 18]
    assert [s.gw for s in score_table([3, 1, 1, 0, 0])] == [1, 0, 0, 0, 0]


def test_vt_tour_11_12_ranking_and_final() -> None:
    totals = {"ann": (1, 4.0, 120.0), "bob": (1, 4.0, 130.0), "cy": (2, 3.0, 100.0), "di": (0, 5.0, 90.0)}
    assert rank_players(totals, Rng(1)) == ["cy", "bob", "ann", "di"]
    assert final_winner({"ann": 2.0, "bob": 2.0, "cy": 1.0}, ["bob", "ann", "cy"]) == "bob"


def test_vt_tour_04_06_time_called_half_vp_each() -> None:
    s = game(time_limit="60")
    s.turn = 61
    from tabletome.games.vtes.phases import Turn
    from tabletome.games.vtes.state import UNLOCK

    s.stack = [Turn()]
    s.phase = UNLOCK
    s.settle()
    assert s.to_move is None and s.vp == [0.5, 0.5, 0.5, 0.5]
    oc = s.outcome()
    assert oc is not None and oc.cause == "VT-TOUR-04" and oc.winners == ()


def test_vt_tour_13_concession() -> None:
    s = table(4)
    s.opts["scoring"] = "tournament"
    with pytest.raises(GameOver):
        concede(s, 0)
    assert s.vp == [4.0, 0.0, 0.0, 0.0]  # three preys ousted one after another, and last standing
    assert s.outcome().winners == (0,)  # type: ignore[union-attr]


def test_vt_tour_14_a_repeated_failed_attempt_is_not_offered() -> None:
    """The loop rule: a block attempt that failed is not offered again while nothing changed."""
    from tests.games.vtes.scenario import action, do, goto, pass_until

    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    b = ready(s, 1, "Alice Chen (G6)")
    goto(s, "minion")
    do(s, f"hunt {a}")  # +1 stealth: an attempt at 0 intercept fails
    pass_until(s, lambda st: st.to_move == 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st).stage == "A")  # type: ignore[union-attr]
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {b}" not in [str(x) for x in s.legal_actions()]
    action(s).stealth_bonus = -1  # type: ignore[union-attr]  # something changed: it may try again
    s.changed()
    assert f"block {b}" in [str(x) for x in s.legal_actions()]


def test_tournament_outcome_lists_gw_and_tp() -> None:
    s = table(5)
    s.opts["scoring"] = "tournament"
    s.vp = [2.0, 1.0, 0.0, 0.0, 0.0]
    oc = outcome(s, "VT-VP-04", "")
    assert oc.winners == (0,) and oc.tiebreak_names == ("game wins", "tournament points")
    assert oc.seats[0].tiebreak == (1.0, 60.0)
