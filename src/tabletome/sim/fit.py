"""Fit a game's learned evaluator by logistic regression on self-play.

    python -m tabletome.sim.fit hexer -n 3000 --seats heuristic --jobs 2

Plays seeded games, samples positions along each, labels them with the final result
of seat 0 (the team in cooperative games), fits sigmoid(bias + w . features) with
L2-regularized Newton steps, and writes the weights into the game package.

``--at round`` (the default) samples the first decision of every round, where the search
agent (tabletome.agents.ismcts) asks the evaluator; ``--at any`` samples one decision in
eight anywhere.
"""

from __future__ import annotations

import argparse
import json
from concurrent.futures import ProcessPoolExecutor
from importlib import resources
from pathlib import Path

import numpy as np

from tabletome.agents import make_agent
from tabletome.engine import TabletomeError, get_game, play_match
from tabletome.engine.capabilities import Features
from tabletome.engine.evaluator import LinearEvaluator
from tabletome.engine.rng import Rng


def evaluator_of(game_id: str) -> Features:
    game = get_game(game_id)
    if not isinstance(game, Features):
        raise TabletomeError(f"{game.name} has no features for a learned evaluator.")
    return game


def sample_game(args: tuple[str, str, int, int, str]) -> tuple[list[list[float]], float]:
    game_id, seats, seed, per_game, at = args
    game = get_game(game_id)
    features = evaluator_of(game_id).features
    kinds = seats.split(",")
    players = len(kinds) if len(kinds) > 1 else max(game.min_players, min(3, game.max_players))
    kinds = kinds * players if len(kinds) == 1 else kinds
    rows: list[list[float]] = []
    rng = Rng(seed ^ 0x5EED)
    last_round = [-1]

    def on_action(state, seat, action) -> None:  # type: ignore[no-untyped-def]
        if state.to_move is None or len(rows) >= per_game:
            return
        if at == "round":
            if state.round != last_round[0]:
                last_round[0] = state.round
                rows.append(list(features(state)))
        elif rng.below(8) == 0:
            rows.append(list(features(state)))

    agents = [make_agent(k, game, i, seed) for i, k in enumerate(kinds)]
    result = play_match(game, agents, seed, {"players": players}, on_action=on_action)
    outcome = result.state.outcome()
    assert outcome is not None
    return rows, outcome.value(0)


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
    ap.add_argument("--out", type=Path, default=None)
    a = ap.parse_args()
    game = get_game(a.game)
    tasks = [(a.game, a.seats, a.seed + i, a.per_game, a.at) for i in range(a.n)]
    if a.jobs > 1:
        with ProcessPoolExecutor(a.jobs) as pool:
            batches = list(pool.map(sample_game, tasks, chunksize=16))
    else:
        batches = [sample_game(t) for t in tasks]
    xs = [row for rows, _ in batches for row in rows]
    ys = [label for rows, label in batches for _ in rows]
    x = np.array(xs, dtype=float)
    y = np.array(ys, dtype=float)
    # Hold out every fifth game's positions to report honest accuracy.
    game_of_row = np.array([i for i, (rows, _) in enumerate(batches) for _ in rows])
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
        f"{len(xs)} positions ({'first decision of each round' if a.at == 'round' else 'one decision in 8'})",
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
