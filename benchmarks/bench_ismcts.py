"""ISMCTS iterations per second on one core, per registered game, at the default settings.

An iteration is one sampled world played out from one root action (a playout of the game's
rollout player, at least ``depth`` decisions long, judged by the evaluator at the next round
start). Positions come from games of the scripted player, so they look like real decisions.
The searches here spend their whole budget (``settle`` off): a real decision usually stops
sooner, once only one action is left in the race.

The machine is shared, so time is the process's CPU time (``time.process_time``: what the
iterations cost, not how long other sessions kept the core), the games are measured in turn,
``rounds`` times over (interleaved: a busy spell slows every game alike), and each game's best
round counts.

Prints one JSON object per game; the last line is a summary: each game's iterations/s as a share
of Hexer's, measured in the same run.
Usage: python benchmarks/bench_ismcts.py [seconds per game and round] [rounds] [games]
(``games``: comma-separated game ids to measure, e.g. ``cyclades``; Hexer, the reference, is always
measured too. Default: every registered game.)
"""

from __future__ import annotations

import json
import sys
import time

from tabletome.agents import ISMCTSAgent
from tabletome.engine import Game, Rng, State, games
from tabletome.engine.agent import decide

REFERENCE = "hexer"


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


def measure(game: Game, states: list[State], seconds: float) -> float:
    """Iterations per CPU second of full-budget searches on ``states``, for about ``seconds`` of CPU."""
    agent = ISMCTSAgent(game, 1, iterations=100)
    iterations = 0
    t0 = time.process_time()
    while time.process_time() - t0 < seconds:
        for s in states:
            seat = s.to_move
            assert seat is not None
            iterations += agent.search(s, seat).visits
    return iterations / (time.process_time() - t0)


def main(seconds: float = 4.0, rounds: int = 3, only: str = "") -> dict[str, object]:
    wanted = {g for g in only.split(",") if g} | {REFERENCE} if only else None
    every = [game for game in games() if wanted is None or game.id in wanted]
    states = {game.id: positions(game.id) for game in every}
    best: dict[str, float] = {}
    for _ in range(rounds):
        for game in every:
            best[game.id] = max(best.get(game.id, 0.0), measure(game, states[game.id], seconds))
    depth = ISMCTSAgent(every[0], 1).depth
    for game in every:
        print(json.dumps({"game": game.id, "iterations_per_s": round(best[game.id]), "depth": depth}), flush=True)
    reference = best.get(REFERENCE, 0.0)
    ratios = {g: round(v / reference, 3) for g, v in best.items()} if reference else {}
    summary: dict[str, object] = {
        "summary": f"best of {rounds} interleaved rounds of {seconds:g} CPU s",
        "reference": REFERENCE,
        "ratio_to_reference": ratios,
        "lowest": min(ratios, key=lambda g: ratios[g]) if ratios else None,
        "all_at_least_a_quarter": bool(ratios) and min(ratios.values()) >= 0.25,
    }
    print(json.dumps(summary), flush=True)
    return summary


if __name__ == "__main__":
    main(
        float(sys.argv[1]) if len(sys.argv) > 1 else 4.0,
        int(sys.argv[2]) if len(sys.argv) > 2 else 3,
        sys.argv[3] if len(sys.argv) > 3 else "",
    )
