"""Cyclades' learned player: a linear action scorer over rows read from the seat's view, trained
against scripted opponents (tabletome.rl.versus). Numpy alone: no PyTorch needed."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np
import pytest

from tabletome.agents import make_agent
from tabletome.agents.learned import Scorer, ScorerAgent, position_key, shipped_network
from tabletome.engine import State, decide, get_game
from tabletome.engine.rng import Rng
from tabletome.games.cyclades import heuristic as h
from tabletome.games.cyclades.flow import Offerings, Rebid
from tabletome.games.cyclades.policy_features import NAMES, action_features
from tabletome.rl import versus

GAME = get_game("cyclades")


def decisions(seed: int, agents: list[object] | None = None) -> Iterator[tuple[State, int]]:
    """The positions of a 4-player game where the seat to move has a choice (scripted players)."""
    state = GAME.new_state(GAME.resolve_options({"players": 4}, 4), seed)
    players = agents or [make_agent("heuristic", GAME, t, seed) for t in range(4)]
    while (seat := state.to_move) is not None:
        if len(state.legal_actions()) > 1:
            yield state, seat
        state.apply(decide(players[seat], state, seat))  # type: ignore[arg-type]


def test_the_rows_hold_only_what_the_seat_may_know() -> None:
    """Rows from the true state equal rows from worlds sampled from the seat's view (other players'
    GP behind their screens, the creature deck's order)."""
    eye = Rng(3)
    checked = 0
    for state, seat in decisions(21):
        rows = action_features(state, list(state.legal_actions()))
        world = state.determinize(seat, eye)
        assert action_features(world, list(world.legal_actions())) == rows
        checked += 1
    assert checked > 100


def test_the_scripted_choice_marks_the_scripted_players_move() -> None:
    offers = 0
    for state, seat in decisions(22):
        legal = list(state.legal_actions())
        rows = action_features(state, legal)
        marked = [r[NAMES.index("scripted_choice")] for r in rows]
        frame = state.stack[-1]
        me = h.Seat(state, seat)
        if isinstance(frame, (Offerings, Rebid)):
            offers += 1
            marker = frame.marker(state) if isinstance(frame, Offerings) else frame.marker
            expected = h.offer_choice(me, marker, legal)
        else:
            expected = h.decide(me, frame, legal)
        if expected in legal:
            assert marked == [float(a == expected) for a in legal]
        else:
            assert sum(marked) == 0
    assert offers > 20


def test_the_starting_weights_play_exactly_as_the_scripted_player() -> None:
    start = tuple(float(x) for x in versus.start(GAME))
    for seed in (5, 6):
        scripted = versus.play(versus.Task("cyclades", 4, seed, 0, None)).returns
        for seat in range(4):
            assert versus.play(versus.Task("cyclades", 4, seed, seat, start)).returns == scripted


def test_the_measure_counts_every_seat_of_the_same_games() -> None:
    m = versus.measure("cyclades", versus.start(GAME), seeds=2, players=4, jobs=1)
    assert m.games == 8
    assert m.scripted == 2.0  # each all-scripted game's win, shared or not, counts once
    assert m.learned == 2.0  # the scripted player's own weights win the same games
    assert len(m.by_seat) == 4 and sum(m.by_seat) == m.learned
    assert m.ms_per_decision > 0


def test_training_is_a_function_of_its_seed_and_moves_only_the_offerings() -> None:
    settings = versus.Settings(rounds=1, games=1, threshold=-1.0)  # keep the best move whatever it did
    first, info = versus.train(settings, log=lambda _: None)
    again, _ = versus.train(settings, log=lambda _: None)
    assert np.array_equal(first, again)
    moved = [n for n, a, b in zip(NAMES, first, versus.start(GAME), strict=True) if a != b]
    assert len(moved) == 1 and moved[0] in {f for f, _ in versus.MOVES}
    assert info["rounds_played"][0]["kept"] and info["rounds"] == 1


def test_a_move_is_kept_only_when_it_beats_the_weights(monkeypatch: pytest.MonkeyPatch) -> None:
    """A fitness that rewards bidding one GP under the scripted offer and punishes the rest."""
    less, athena = NAMES.index("offer_one_less"), NAMES.index("god_athena")

    def fitness(settings: versus.Settings, seeds: list[int], w: np.ndarray) -> float:
        return 0.25 + 0.02 * w[less] - 0.1 * abs(w[athena])

    monkeypatch.setattr(versus, "fitness", fitness)
    weights, info = versus.train(versus.Settings(rounds=2, step=1.0, threshold=0.01), log=lambda _: None)
    assert weights[less] == 2.0 and weights[athena] == 0.0
    assert [r["best"] for r in info["rounds_played"]] == ["offer_one_less+", "offer_one_less+"]
    weights, info = versus.train(versus.Settings(rounds=1, step=1.0, threshold=0.05), log=lambda _: None)
    assert np.array_equal(weights, versus.start(GAME)) and not info["rounds_played"][0]["kept"]


def test_the_shipped_player_reads_these_features_and_plays_a_seat() -> None:
    net = shipped_network("cyclades", "tabletome.games.cyclades")
    assert isinstance(net, Scorer) and net.feature_names == NAMES and len(net.weights) == 1
    assert net.weights[0][NAMES.index("scripted_choice"), 0] == 1.0
    agent = make_agent("learned", GAME, 2, 9)
    assert isinstance(agent, ScorerAgent)
    players: list[object] = [make_agent("heuristic", GAME, t, 9) for t in range(4)]
    players[2] = agent
    seen: list[int] = []
    for state, seat in decisions(9, players):
        if seat == 2:
            seen.append(position_key(state, seat))
    # Cyclades says no position comes back (positions_return = False): the learned seat's never did.
    assert len(seen) > 30 and len(set(seen)) == len(seen)
