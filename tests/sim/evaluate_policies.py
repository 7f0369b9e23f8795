"""Policy callables for the benchmark tests, named as module:function like a researcher's own."""

from __future__ import annotations

from typing import Any

import numpy as np

SEEN: list[dict[str, Any]] = []


def first_legal(obs: dict[str, Any]) -> int:
    """The first legal action of the mask (a deterministic, weak policy)."""
    SEEN.append(obs)
    return int(np.flatnonzero(obs["action_mask"])[0])


def illegal(obs: dict[str, Any]) -> int:
    """Always an action that is not legal now."""
    return int(np.flatnonzero(obs["action_mask"] == 0)[0])


NOT_CALLABLE = 3
