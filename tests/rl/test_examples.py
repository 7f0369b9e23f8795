"""examples/train_arkham_noir.py runs end to end on a tiny budget, and its learning step is right."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from .helpers import GAME_IDS, game_or_skip, require_rl

SCRIPT = Path(__file__).resolve().parents[2] / "examples" / "train_arkham_noir.py"


@pytest.fixture(scope="module")
def script() -> ModuleType:
    require_rl()
    spec = importlib.util.spec_from_file_location("train_arkham_noir", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_training_script_runs_and_reports_comparable_win_rates(
    game_id: str, script: ModuleType, capsys: pytest.CaptureFixture[str]
) -> None:
    game_or_skip(game_id)
    argv = ["--game", game_id, "--episodes", "16", "--batch", "4", "--eval-games", "3", "--seed", "2", "--quiet"]
    summary = script.main(argv)
    printed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert printed == summary
    assert summary["game"] == game_id and summary["episodes"] == 16
    assert summary["imitation_episodes"] == 8  # the first half imitates the heuristic player
    assert set(summary["evaluation"]) == {"trained", "random", "heuristic"}
    for result in summary["evaluation"].values():
        assert result["games"] == 3 and 0.0 <= result["win_rate"] <= 1.0
        assert result["low"] - 1e-9 <= result["win_rate"] <= result["high"] + 1e-9
    again = script.main(argv)
    capsys.readouterr()
    assert {k: v for k, v in again.items() if k != "train_seconds"} == {
        k: v for k, v in summary.items() if k != "train_seconds"
    }


def test_a_rewarded_action_becomes_more_likely_and_a_punished_one_less(script: ModuleType) -> None:
    rng = np.random.default_rng(0)
    policy = script.Policy(6, 5, 4, rng)
    obs = rng.random(6).astype(np.float32)
    mask = np.array([1, 0, 1, 1, 0], dtype=np.int8)
    legal = np.flatnonzero(mask)
    chose = script.Episode([obs], [mask], [2])  # action 2, the second legal one
    for ret, direction in ((1.0, 1), (-1.0, -1)):
        chose.ret = ret
        before = policy.probabilities(obs, legal)[1]
        policy.adam_ascent(script.reinforce_gradient(policy, [chose], 0.0), 0.05)
        after = policy.probabilities(obs, legal)[1]
        assert np.sign(after - before) == direction
    # Illegal actions get no gradient at all, and a return equal to the baseline none either.
    chose.ret = 1.0
    grads = script.reinforce_gradient(policy, [chose], 0.0)
    assert not grads["w2"][:, [1, 4]].any() and not grads["b2"][[1, 4]].any() and grads["b2"][2] > 0
    assert not any(g.any() for g in script.reinforce_gradient(policy, [chose], 1.0).values())


def test_the_batched_gradient_equals_the_per_decision_formula(script: ModuleType) -> None:
    """grad log softmax = onehot - probabilities over the legal actions, backpropagated through tanh."""
    rng = np.random.default_rng(1)
    policy = script.Policy(5, 6, 3, rng)
    obs = rng.random((4, 5)).astype(np.float32)
    masks = np.array([[1, 1, 0, 0, 1, 0], [0, 1, 1, 1, 0, 0], [1, 0, 0, 0, 0, 1], [1, 1, 1, 1, 1, 1]], dtype=bool)
    actions = np.array([4, 2, 0, 5])
    weights = np.array([1.0, -0.5, 2.0, 0.25], dtype=np.float32)
    got = policy.gradient(obs, masks, actions, weights)
    p = policy.params
    want = {k: np.zeros_like(v, dtype=np.float64) for k, v in p.items()}
    for x, m, a, w in zip(obs, masks, actions, weights, strict=True):
        h = np.tanh(x @ p["w1"] + p["b1"])
        legal = np.flatnonzero(m)
        z = h @ p["w2"][:, legal] + p["b2"][legal]
        q = np.exp(z - z.max()) / np.exp(z - z.max()).sum()
        dz = np.zeros(6)
        dz[legal] = -q * w
        dz[a] += w
        want["w2"] += np.outer(h, dz)
        want["b2"] += dz
        dh = (p["w2"] @ dz) * (1 - h * h)
        want["w1"] += np.outer(x, dh)
        want["b1"] += dh
    for k in p:
        np.testing.assert_allclose(got[k], want[k], rtol=1e-4, atol=1e-6)


def test_imitation_makes_the_teachers_move_the_likeliest(script: ModuleType) -> None:
    """Imitation is the REINFORCE step with every teacher decision weighted 1 (maximum likelihood)."""
    rng = np.random.default_rng(3)
    policy = script.Policy(6, 5, 8, rng)
    obs = [rng.random(6).astype(np.float32) for _ in range(3)]
    masks = [np.array([1, 1, 1, 0, 1], dtype=np.int8)] * 3
    teacher = script.Episode(obs, masks, [4, 0, 2], ret=1.0)
    for _ in range(200):
        policy.adam_ascent(script.reinforce_gradient(policy, [teacher], 0.0), 0.02)
    legal = np.flatnonzero(masks[0])
    for o, a in zip(obs, teacher.actions, strict=True):
        assert legal[policy.probabilities(o, legal).argmax()] == a
