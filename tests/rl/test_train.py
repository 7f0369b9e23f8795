"""Training the learned player: reproducible from a seed, and never on evaluation seeds."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from tabletome.engine import TabletomeError
from tabletome.rl import train
from tabletome.sim.evaluate import is_evaluation_seed
from tests.web.conftest import need


@pytest.fixture(autouse=True)
def _torch() -> None:
    """Training needs the optional extra; under TABLETOME_CI its absence fails (make test installs it)."""
    missing = importlib.util.find_spec("torch") is None
    need("the torch package is not installed (pip install 'tabletome[learn]')" if missing else None, "Training")


def quick(game: str, games: int, **kw: object) -> train.Settings:
    base = {
        "teacher": "heuristic", "round_games": 4, "hidden": (32,), "steps_per_round": 20, "final_steps": 40,
        "warmup_games": 4, "warmup_round_games": 4, "seed": 3,
    }  # fmt: skip
    base.update(kw)
    return train.Settings(game, games=games, **base)  # type: ignore[arg-type]


def test_the_same_seed_and_games_give_the_same_weights_bit_for_bit(tmp_path: Path) -> None:
    a, b, c = tmp_path / "a.npz", tmp_path / "b.npz", tmp_path / "c.npz"
    train.run(quick("hexer", 4), a, log=lambda _: None)
    train.run(quick("hexer", 4), b, log=lambda _: None)
    train.run(quick("hexer", 4, seed=4), c, log=lambda _: None)
    assert a.read_bytes() == b.read_bytes()
    assert a.read_bytes() != c.read_bytes()


def test_training_refuses_to_play_an_evaluation_seed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not any(is_evaluation_seed(train.training_seed(s, i)) for s in range(3) for i in range(2000))
    monkeypatch.setattr(train, "derive_seed", lambda *parts: 2 * 10_000_123)  # >> 1: evaluation game 123
    with pytest.raises(TabletomeError, match="evaluation game"):
        train.run(quick("arkham_noir", 4), tmp_path / "w.npz", log=lambda _: None)
    assert not (tmp_path / "w.npz").exists()
