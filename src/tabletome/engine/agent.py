"""What an agent is, and how a game is run with agents."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from .actions import Action
    from .rng import Rng
    from .state import State


@runtime_checkable
class Agent(Protocol):
    """A player. ``act`` gets a state the agent may read in full.

    For a fair agent (``omniscient`` False) that state is a determinization of its
    seat's view, made by :func:`observe`, so no hidden fact can reach it.
    """

    name: str
    omniscient: bool
    rng: Rng

    def act(self, state: State, seat: int) -> Action: ...


def observe(agent: Agent, state: State, seat: int) -> State:
    """The state an agent is allowed to read for its decision at ``seat``."""
    if agent.omniscient:
        return state.clone()
    return state.determinize(seat, agent.rng)


@runtime_checkable
class Hurried(Protocol):
    """A player that can decide by cheaper means when time is short (Elder Sign's scripted player:
    estimated odds instead of exact ones). A search that plays it as its champion under a think time
    sets ``hurry_at``, an instant of ``time.process_time``; past it the player finishes its decision
    the cheap way. None (the default): it always decides the same, exact way."""

    hurry_at: float | None


@runtime_checkable
class Chooser(Protocol):
    """A player that needs nothing but the legal actions (a random player): it is handed those,
    which depend on the seat's view alone, and no state at all, so no world is sampled for it."""

    def choose(self, legal: Sequence[Action], seat: int) -> Action: ...


def decide(agent: Agent, state: State, seat: int) -> Action:
    """Ask ``agent`` for its action and map it to the true state's legal action."""
    if isinstance(agent, Chooser):
        return state.check(agent.choose(state.legal_actions(), seat))
    action = agent.act(observe(agent, state, seat), seat)
    # Legal actions depend only on what the seat knows, so the determinized
    # choice is legal in the true state; check anyway to fail loudly if not.
    return state.check(action)
