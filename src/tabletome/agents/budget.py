"""Search players held to a think time: for tables where people wait for the AI seats."""

from __future__ import annotations

import time
from typing import Any

from tabletome.engine.agent import Agent
from tabletome.engine.state import State

#: A search stops with what it has at this many times its think time (searches check between rounds).
STOP_FACTOR = 1.5


class BudgetedAgent:
    """An agent whose search budget is a number of ``iterations``, held to about ``seconds`` a decision.

    Before each decision the iterations are set from the time the previous ones took (the first
    decision measures with a short probe), never above the number the seat asked for
    (``ismcts:N``). A search that has a ``deadline`` attribute also stops at ``STOP_FACTOR``
    times ``seconds`` whatever happens, with the best move found so far: a machine suddenly
    busier than the probe measured never makes people wait.
    """

    def __init__(self, inner: Any, seconds: float) -> None:
        self.inner = inner
        self.name: str = inner.name
        self.omniscient: bool = inner.omniscient
        self.rng = inner.rng
        self.cap = int(inner.iterations)
        self.seconds = seconds
        self.per_iteration: float | None = None

    def _run(self, state: State, seat: int, iterations: int) -> Any:
        self.inner.iterations = iterations
        t0 = time.perf_counter()
        if hasattr(self.inner, "deadline"):
            self.inner.deadline = t0 + STOP_FACTOR * self.seconds
        action = self.inner.act(state, seat)
        # A search that settles early used fewer iterations than allowed: time what it used.
        used = getattr(self.inner, "last_iterations", iterations)
        if used > 0:  # 0: a forced move, nothing searched, nothing to learn about the speed
            took = (time.perf_counter() - t0) / used
            self.per_iteration = took if self.per_iteration is None else 0.5 * (self.per_iteration + took)
        return action

    def act(self, state: State, seat: int) -> Any:
        if self.per_iteration is None:
            self._run(state.clone(), seat, min(self.cap, 4))
        if self.per_iteration is None:  # the probe was a forced move: nothing measured yet
            return self._run(state, seat, min(self.cap, 4))
        n = max(1, min(self.cap, int(self.seconds / max(self.per_iteration, 1e-6))))
        return self._run(state, seat, n)


def budgeted(agent: Agent, seconds: float) -> Agent:
    """``agent`` held to ``seconds`` a decision if it searches a number of iterations; else itself."""
    iterations = getattr(agent, "iterations", None)
    if hasattr(agent, "settles_heap"):  # a server's heap: objects its requests hold would never be collected
        agent.settles_heap = False
    if isinstance(iterations, int) and not isinstance(iterations, bool):
        wrapped: Agent = BudgetedAgent(agent, seconds)
        return wrapped
    return agent
