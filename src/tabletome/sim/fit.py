"""Fit a game's learned evaluator by logistic regression on self-play.

    python -m tabletome.sim.fit hexer -n 3000 --seats heuristic --jobs 2

Plays seeded games, samples positions along each, labels them with the final result
of seat 0 (the team in cooperative games; with ``--every-seat``, every seat's own features and
result, for games that offer ``seat_features``), fits sigmoid(bias + w . features) with
L2-regularized Newton steps, and writes the weights into the game package.

``--at round`` (the default) samples the first decision of every round, where the search
agent (tabletome.agents.ismcts) asks the evaluator; ``--at any`` samples one decision in
eight anywhere.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from pathlib import Path

import numpy as np

from tabletome.agents import make_agent
from tabletome.engine import Game, State, TabletomeError, get_game, play_match
from tabletome.engine.capabilities import Features
from tabletome.engine.evaluator import LinearEvaluator
from tabletome.engine.rng import Rng


def evaluator_of(game_id: str) -> Features:
    game = get_game(game_id)
    if not isinstance(game, Features):
        raise TabletomeError(f"{game.name} has no features for a learned evaluator.")
    return game


def sample_game(args: tuple[str, str, int, int, str, bool]) -> list[tuple[list[float], float]]:
    """The positions sampled along one seeded game, each with its label: seat 0's features and final
    result, or with ``every_seat`` each seat's own features and result."""
    game_id, seats, seed, per_game, at, every_seat = args
    game = get_game(game_id)
    features = evaluator_of(game_id).features
    kinds = seats.split(",")
    players = len(kinds) if len(kinds) > 1 else max(game.min_players, min(3, game.max_players))
    kinds = kinds * players if len(kinds) == 1 else kinds
    states: list[State] = []
    rng = Rng(seed ^ 0x5EED)
    last_round = [-1]

    def on_action(state, seat, action) -> None:  # type: ignore[no-untyped-def]
        if state.to_move is None or len(states) >= per_game:
            return
        if at == "round":
            if state.round != last_round[0]:
                last_round[0] = state.round
                states.append(state.clone())
        elif rng.below(8) == 0:
            states.append(state.clone())

    agents = [make_agent(k, game, i, seed) for i, k in enumerate(kinds)]
    result = play_match(game, agents, seed, {"players": players}, on_action=on_action)
    outcome = result.state.outcome()
    assert outcome is not None
    if not every_seat:
        return [(list(features(s)), outcome.value(0)) for s in states]
    by_seat = seat_features_of(game)
    return [(list(by_seat(s, t)), outcome.value(t)) for s in states for t in range(players)]


def seat_features_of(game: Game) -> Callable[[State, int], Sequence[float]]:
    by_seat: Callable[[State, int], Sequence[float]] | None = getattr(game, "seat_features", None)
    if by_seat is None:
        raise TabletomeError(f"{game.name} gives no features seen from each seat: fit it without --every-seat.")
    return by_seat


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-2, steps: int = 30) -> tuple[np.ndarray, float]:
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    w = np.zeros(d + 1)
    reg = l2 * np.eye(d + 1)
    reg[-1, -1] = 0.0
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(xb @ w)))
        grad = xb.T @ (p - y) + reg @ w
        hess = (xb * (p * (1 - p))[:, None]).T @ xb + reg
        w -= np.linalg.solve(hess, grad)
    return w[:-1], float(w[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("game")
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--seats", default="heuristic")
    ap.add_argument("--seed", type=int, default=100_000)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--per-game", type=int, default=60)
    ap.add_argument("--at", choices=("round", "any"), default="round", help="which positions to sample")
    ap.add_argument("--every-seat", action="store_true", help="learn from every seat's side, not only seat 0's")
    ap.add_argument("--out", type=Path, default=None)
    a = ap.parse_args()
    game = get_game(a.game)
    if a.every_seat:
        seat_features_of(game)
    tasks = [(a.game, a.seats, a.seed + i, a.per_game, a.at, a.every_seat) for i in range(a.n)]
    if a.jobs > 1:
        with ProcessPoolExecutor(a.jobs) as pool:
            batches = list(pool.map(sample_game, tasks, chunksize=16))
    else:
        batches = [sample_game(t) for t in tasks]
    xs = [row for rows in batches for row, _ in rows]
    ys = [label for rows in batches for _, label in rows]
    x = np.array(xs, dtype=float)
    y = np.array(ys, dtype=float)
    # Hold out every fifth game's positions to report honest accuracy.
    game_of_row = np.array([i for i, rows in enumerate(batches) for _ in rows])
    test = game_of_row % 5 == 0
    w, b = fit(x[~test], y[~test])
    p = 1 / (1 + np.exp(-(x[test] @ w + b)))
    eps = 1e-9
    log_loss = float(-np.mean(y[test] * np.log(p + eps) + (1 - y[test]) * np.log(1 - p + eps)))
    base = float(np.mean(y[~test]))
    base_loss = float(-np.mean(y[test] * np.log(base + eps) + (1 - y[test]) * np.log(1 - base + eps)))
    w, b = fit(x, y)
    ev = LinearEvaluator(evaluator_of(game.id).feature_names, w.tolist(), b)
    meta = {
        "fitted_on": f"{a.n} games of {a.seats} self-play, seeds {a.seed}..{a.seed + a.n - 1}, "
        f"{len(xs)} {'rows (every seat of each position)' if a.every_seat else 'positions'} "
        f"({'first decision of each round' if a.at == 'round' else 'one decision in 8'})",
        "win_rate": round(float(y.mean()), 4),
        "held_out_log_loss": round(log_loss, 4),
        "held_out_base_log_loss": round(base_loss, 4),
    }
    out = a.out or Path(str(resources.files(type(game).__module__).joinpath("evaluator.json")))
    ev.save(out, meta)
    print(json.dumps(meta))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
