"""The scripted Hexer player's decisions, pinned: a change made for speed must not change one of them.

``heuristic_decisions.json`` holds, for seeded games of the scripted player over every player
count and difficulty, a digest of the whole action sequence; and, for seeded ISMCTS searches on
positions from such games, the action picked and every root action's visits and summed value.
Each of those values is a playout of the scripted player from a sampled world, so the searches
pin tens of thousands of decisions in positions no real game reaches (and the search's own use
of its RNG). Regenerate only for an intended change of play::

    python -m tests.games.hexer.test_heuristic_decisions

The scripted player weighs a move's seven places at once (``Plan.places``); the last test pins
that to the plain, one-place definition (``Plan.place_value``), part by part, number by number.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from tabletome.agents import ISMCTSAgent
from tabletome.engine import Rng, State, decide, get_game
from tabletome.engine.match import play_match
from tabletome.games.hexer.heuristic import Plan
from tabletome.games.hexer.state import HexerState

PATH = Path(__file__).parent / "heuristic_decisions.json"
DIFFICULTIES = ("standard", "hard", "nightmare")
PLAYERS = (2, 3, 4)
GAME_SEEDS = range(24)  # 216 games
SEARCH_SEEDS = range(4)  # 36 searches
ITERATIONS = 60


def options(players: int, difficulty: str) -> dict[str, Any]:
    """Rules version 1's readings: the record was made with them, and it pins the players, not the rules."""
    game = get_game("hexer")
    return {**game.legacy_versions["1"], **game.presets["difficulty"][difficulty], "players": str(players)}


def game_digest(players: int, difficulty: str, seed: int) -> dict[str, Any]:
    game = get_game("hexer")
    agents = [game.heuristic_agent(seat, seed * 10 + seat) for seat in range(players)]
    result = play_match(game, agents, seed, options(players, difficulty))
    digest = hashlib.sha256("\n".join(result.record.actions).encode()).hexdigest()[:20]
    return {"decisions": result.decisions, "digest": digest}


def position(players: int, difficulty: str, seed: int) -> State:
    """A decision with a real choice, after some scripted play (decisions from each seat's own view)."""
    game = get_game("hexer")
    state = game.new_state(options(players, difficulty), seed)
    agents = [game.heuristic_agent(seat, seed) for seat in range(players)]
    stop = 8 + Rng(seed + 100 * players).below(50)
    steps = 0
    while state.to_move is not None and (steps < stop or len(state.legal_actions()) < 2):
        state.apply(decide(agents[state.to_move], state, state.to_move))
        steps += 1
    return state


def search_result(players: int, difficulty: str, seed: int) -> dict[str, Any] | None:
    state = position(players, difficulty, seed)
    seat = state.to_move
    if seat is None:
        return None
    agent = ISMCTSAgent(get_game("hexer"), seed + 7, iterations=ITERATIONS, settle=False)
    root = agent.search(state, seat, settle=False)
    return {
        "choice": str(root.choice),
        "children": {str(a): [node.visits, node.total] for a, (_, node) in root.children.items()},
    }


def record() -> dict[str, Any]:
    games = {f"{p}-{d}-{seed}": game_digest(p, d, seed) for p in PLAYERS for d in DIFFICULTIES for seed in GAME_SEEDS}
    searches = {
        f"{p}-{d}-{seed}": search_result(p, d, seed) for p in PLAYERS for d in DIFFICULTIES for seed in SEARCH_SEEDS
    }
    return {"games": games, "searches": searches}


RECORDED = json.loads(PATH.read_text()) if PATH.exists() else {"games": {}, "searches": {}}


def _key(key: str) -> tuple[int, str, int]:
    p, d, seed = key.split("-")
    return int(p), d, int(seed)


@pytest.mark.parametrize("key", sorted(RECORDED["games"]))
def test_scripted_games_make_the_recorded_decisions(key: str) -> None:
    assert game_digest(*_key(key)) == RECORDED["games"][key]


@pytest.mark.parametrize("key", sorted(RECORDED["searches"]))
def test_searches_play_out_the_recorded_worlds_and_pick_the_recorded_action(key: str) -> None:
    expected = RECORDED["searches"][key]
    got = search_result(*_key(key))
    if expected is None:
        assert got is None
        return
    assert got is not None
    assert got["choice"] == expected["choice"]
    assert got["children"].keys() == expected["children"].keys()
    for action, (visits, total) in expected["children"].items():
        assert got["children"][action][0] == visits
        assert got["children"][action][1] == pytest.approx(total, rel=1e-9, abs=1e-9)


def test_the_record_covers_every_player_count_and_difficulty() -> None:
    assert len(RECORDED["games"]) == len(PLAYERS) * len(DIFFICULTIES) * len(GAME_SEEDS)
    assert len(RECORDED["searches"]) == len(PLAYERS) * len(DIFFICULTIES) * len(SEARCH_SEEDS)


def positions_of_a_game(players: int, difficulty: str, seed: int) -> list[HexerState]:
    game = get_game("hexer")
    state = game.new_state(options(players, difficulty), seed)
    agents = [game.heuristic_agent(seat, seed) for seat in range(players)]
    out = []
    while state.to_move is not None:
        out.append(state.clone())
        state.apply(decide(agents[state.to_move], state, state.to_move))
    return out


@pytest.mark.parametrize("players", PLAYERS)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_a_move_weighs_every_place_as_place_value_defines_it(players: int, difficulty: str) -> None:
    """``Plan.places`` works out ``place_value`` of the seven locations part by part: each part, and the
    whole, is the plain definition's number exactly (every seat, every position of a few games)."""
    for seed in range(3):
        for state in positions_of_a_game(players, difficulty, seed):
            for seat in range(players):
                plain, fast = Plan(state, seat), Plan(state, seat)
                assert fast.portal_values() == [plain.portal_value(loc) for loc in range(7)]
                assert fast.item_gains() == [plain.best_item_gain(loc) for loc in range(7)]
                scores = [float(loc) - 3.5 for loc in range(7)]
                fast.add_threats(scores)
                assert scores == [plain.with_threat(loc, float(loc) - 3.5) for loc in range(7)]
                assert Plan(state, seat).places == [Plan(state, seat).place_value(loc) for loc in range(7)]


if __name__ == "__main__":
    PATH.write_text(json.dumps(record(), indent=1, sort_keys=True) + "\n")
