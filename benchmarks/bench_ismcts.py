"""ISMCTS iterations per second on one core, per registered game, at the default settings.

An iteration is one sampled world played out from one root action (a playout of the game's
scripted player, at least ``depth`` decisions long, judged by the evaluator at the next round
start). Positions come from games of the scripted player, so they look like real decisions.
The searches here spend their whole budget (``settle`` off): a real decision usually stops
sooner, once only one action is left in the race.

Prints one JSON object per game; the last line is the last game's object.
Usage: python benchmarks/bench_ismcts.py [seconds per game]
"""

from __future__ import annotations

import json
import sys
import time

from tabletome.agents import ISMCTSAgent
from tabletome.engine import Rng, State, games
from tabletome.engine.agent import decide


def positions(game_id: str, count: int = 8) -> list[State]:
    """Decisions with a real choice, from games of the scripted player, spread over the game."""
    from tabletome.engine import get_game

    game = get_game(game_id)
    out: list[State] = []
    seed = 0
    while len(out) < count:
        state = game.new_state({}, seed)
        agents = [game.heuristic_agent(seat, seed) for seat in range(state.players)]
        rng = Rng(seed)
        stop = 5 + rng.below(60)
        steps = 0
        while state.to_move is not None and steps < stop:
            state.apply(decide(agents[state.to_move], state, state.to_move))
            steps += 1
        if state.to_move is not None and len(state.legal_actions()) > 1:
            out.append(state)
        seed += 1
    return out


def main(seconds: float = 4.0) -> list[dict[str, object]]:
    rows = []
    for game in games():
        agent = ISMCTSAgent(game, 1, iterations=100)
        iterations = 0
        states = positions(game.id)
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            for s in states:
                seat = s.to_move
                assert seat is not None
                root = agent.search(s, seat)
                iterations += root.visits
        elapsed = time.perf_counter() - t0
        row = {"game": game.id, "iterations_per_s": round(iterations / elapsed), "depth": agent.depth}
        print(json.dumps(row), flush=True)
        rows.append(row)
    return rows


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 4.0)
