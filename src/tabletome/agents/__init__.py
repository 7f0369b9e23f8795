"""Game-agnostic players and the factory that names them for the CLI, the lab and the web."""

from __future__ import annotations

from collections.abc import Callable

from tabletome.engine.agent import Agent
from tabletome.engine.errors import TabletomeError
from tabletome.engine.game import Game
from tabletome.engine.rng import derive_seed

from .random import RandomAgent

AgentFactory = Callable[[Game, int, int], Agent]

_KINDS: dict[str, tuple[AgentFactory, str]] = {
    "random": (lambda game, seat, seed: RandomAgent(seed), "picks a legal action uniformly at random"),
    "heuristic": (lambda game, seat, seed: game.heuristic_agent(seat, seed), "the game's scripted player"),
}


def register_agent(kind: str, factory: AgentFactory, help: str) -> None:
    _KINDS[kind] = (factory, help)


def agent_kinds() -> dict[str, str]:
    """Every AI kind with a one-line description ('human' is not an agent)."""
    return {k: h for k, (_, h) in _KINDS.items()}


def make_agent(kind: str, game: Game, seat: int, seed: int) -> Agent:
    """An agent of ``kind`` for ``seat``; its RNG stream is derived from ``seed`` and the seat."""
    try:
        factory, _ = _KINDS[kind]
    except KeyError:
        known = ", ".join(["human", *_KINDS])
        raise TabletomeError(f"'{kind}' is not a kind of player; choose one of {known}.") from None
    return factory(game, seat, derive_seed(seed, "agent", kind, seat))


__all__ = ["RandomAgent", "agent_kinds", "make_agent", "register_agent"]
