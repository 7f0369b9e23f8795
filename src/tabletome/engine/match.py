"""Running one game with agents, producing its record."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from time import perf_counter
from typing import TYPE_CHECKING, Any

from .agent import decide
from .errors import TabletomeError
from .record import Record

if TYPE_CHECKING:
    from .agent import Agent
    from .game import Game
    from .state import State


class GameTooLong(TabletomeError):
    """A game that did not end within the decision limit."""


@dataclass(slots=True)
class MatchResult:
    state: State
    record: Record
    decisions: int
    think_time: list[float] = field(default_factory=list)  # seconds per seat
    seat_decisions: list[int] = field(default_factory=list)  # decisions per seat


def play_match(
    game: Game,
    agents: Sequence[Agent],
    seed: int,
    options: Mapping[str, Any] | None = None,
    edition: Any = None,
    seat_names: Sequence[str] | None = None,
    max_decisions: int = 100_000,
    on_action: Callable[[State, int, Any], None] | None = None,
) -> MatchResult:
    """Play a whole game: each seat's agent decides in turn, from its own view."""
    opts = game.resolve_options(options, players=len(agents))
    edition = edition if edition is not None else game.default_edition()
    state = game.new_state(opts, seed, edition)
    names = list(seat_names) if seat_names is not None else [a.name for a in agents]
    record = Record.start(state, seed, names, opts)
    think = [0.0] * len(agents)
    per_seat = [0] * len(agents)
    decisions = 0
    while True:
        seat = state.to_move
        if seat is None:
            break
        if decisions >= max_decisions:
            raise GameTooLong(f"The game did not end within {max_decisions} decisions.")
        t0 = perf_counter()
        action = decide(agents[seat], state, seat)
        think[seat] += perf_counter() - t0
        per_seat[seat] += 1
        state.apply(action)
        record.actions.append(str(action))
        decisions += 1
        if on_action is not None:
            on_action(state, seat, action)
    outcome = state.outcome()
    record.outcome = outcome.to_json() if outcome else None
    return MatchResult(state, record, decisions, think, per_seat)
