"""The value estimate a search judges its playouts by (``evaluate``): the seats' holdings read in
one pass as the rules count them, one win shared out among the seats still in the game
(CY-WIN-02, CY-WIN-04), stored weights that belong to these features, and the direction the
fitted weights give a Metropolis (CY-WIN-02: two win)."""

from __future__ import annotations

from typing import Any

import pytest

from tabletome.games.cyclades import GAME, evaluate, rules
from tabletome.games.cyclades.state import CycladesState

from .helpers import TABLES


def cycle_starts(options: dict[str, Any], seed: int) -> list[CycladesState]:
    """The first decision of every cycle of a scripted game (where a search's playouts stop)."""
    s = GAME.new_state(options, seed)
    players = [GAME.heuristic_agent(seat, seed + seat) for seat in range(s.players)]
    out: list[CycladesState] = []
    last = -1
    while s.to_move is not None:
        if s.cycle != last:
            last = s.cycle
            out.append(s.clone())
        seat = s.to_move
        s.apply(players[seat].act(s, seat))
    return out


def mid_game() -> CycladesState:
    states = cycle_starts({}, 5)
    return states[len(states) // 2]


@pytest.mark.parametrize("options", TABLES)
def test_the_holdings_are_what_the_rules_count(options: dict[str, Any]) -> None:
    for s in cycle_starts(options, 2):
        for seat, h in enumerate(evaluate.holdings(s)):
            built = rules.buildings_of(s, seat)
            assert h.metropolises == rules.metropolises(s, seat)
            assert h.islands == len(rules.islands_of(s, seat))
            assert h.troops == rules.troops_on_board(s, seat)
            assert h.fleets == rules.fleets_on_board(s, seat)
            assert h.revenue == rules.revenue(s, seat)
            assert h.buildings == len(built)
            assert h.kinds == min(4, len({kind for _, kind in built}))
            assert h.guards == sum(s.units[i] for i in rules.islands_of(s, seat) if s.metro[i] == 1)
            assert (h.gold, h.philosophers, h.priests) == (s.gold[seat], s.philo[seat], s.priest[seat])


def test_the_stored_weights_belong_to_these_features() -> None:
    # weights fitted for other features load as None, and a search would then play every game to its end
    assert evaluate._model() is not None
    assert len(evaluate.seat_features(mid_game(), 0)) == len(evaluate.FEATURES)


@pytest.mark.parametrize("options", TABLES)
def test_one_win_is_shared_out_among_the_seats_still_in_the_game(options: dict[str, Any]) -> None:
    s = cycle_starts(options, 4)[-1]
    chances = evaluate.evaluate(s)
    assert chances is not None and len(chances) == s.players
    assert sum(chances) == pytest.approx(1.0)
    s.out[1] = s.cycle  # CY-WIN-04: an eliminated seat cannot win
    after = evaluate.evaluate(s)
    assert after is not None and after[1] == 0.0 and sum(after) == pytest.approx(1.0)


def test_a_metropolis_raises_its_owners_chance_and_lowers_the_others() -> None:
    s = mid_game()
    before = evaluate.evaluate(s)
    island = next(i for i in rules.islands_of(s, 0) if s.metro[i] == 0)
    s.metro[island] = 1  # CY-WIN-02: one of the two Metropolises that win
    after = evaluate.evaluate(s)
    assert before is not None and after is not None
    assert after[0] > before[0]
    assert all(after[t] < before[t] for t in range(1, s.players) if before[t] > 0)


def test_every_seat_is_seen_from_its_own_side() -> None:
    s = mid_game()
    seats = evaluate.holdings(s)
    assert evaluate.features(s) == evaluate.seat_features(s, 0)
    for t in range(s.players):
        f = evaluate.seat_features(s, t)
        assert f[evaluate.FEATURES.index("islands")] == seats[t].islands / 6
        best = max(seats[o].troops for o in range(s.players) if o != t and not s.out[o])
        assert f[evaluate.FEATURES.index("troops_best_other")] == best / 8
