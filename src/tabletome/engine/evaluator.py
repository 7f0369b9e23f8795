"""A learned linear value estimate: sigmoid(bias + weights . features).

Games expose ``Game.features(state)``; ``tabletome.sim.fit`` fits the weights by
logistic regression on self-play and stores them as JSON in the game package,
next to the names of the features they belong to.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path


class LinearEvaluator:
    __slots__ = ("bias", "names", "weights")

    def __init__(self, names: Sequence[str], weights: Sequence[float], bias: float) -> None:
        if len(names) != len(weights):
            raise ValueError("one weight per feature")
        self.names = tuple(names)
        self.weights = tuple(float(w) for w in weights)
        self.bias = float(bias)

    def value(self, features: Sequence[float]) -> float:
        z = self.bias
        for w, f in zip(self.weights, features, strict=True):
            z += w * f
        if z < -30:
            return 0.0
        return 1.0 / (1.0 + math.exp(-z))

    def to_json(self) -> dict[str, object]:
        return {"features": dict(zip(self.names, self.weights, strict=True)), "bias": self.bias}

    def save(self, path: Path, meta: dict[str, object] | None = None) -> None:
        path.write_text(json.dumps({**(meta or {}), **self.to_json()}, indent=1) + "\n", encoding="utf-8")

    @classmethod
    def load(cls, path: Path, names: Sequence[str]) -> LinearEvaluator | None:
        """The stored weights, or None if missing or fitted for other features."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        weights = data.get("features", {})
        if list(weights) != list(names):
            return None
        return cls(names, [weights[n] for n in names], data.get("bias", 0.0))
