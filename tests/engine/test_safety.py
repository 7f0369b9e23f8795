"""Losing moves are found from the seat's view: a sure loss is flagged, a gamble is not."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, ClassVar

from tabletome.engine import Action, Assembled, Edition, FlowState, Frame, Game, Outcome, Rng, State, Why
from tabletome.engine.safety import loses_at_once, losing_moves

JUMP, ROLL, WAIT = Action("jump"), Action("roll"), Action("wait")


class Edge(Frame):
    __slots__ = ()

    def options(self, s: Any, why: Why | None) -> Iterator[Action]:
        yield from (JUMP, ROLL, WAIT)

    def resolve(self, s: Any, action: Action) -> None:
        if action == JUMP:
            s.end("You jumped off the cliff.")
        elif action == ROLL and s.rng.below(2) == 0:  # the die decides: half the worlds survive
            s.end("The die said fall.")
        elif action == WAIT:
            s.waited += 1


class Cliff(FlowState, Assembled, State):
    __slots__ = ("_legal", "edition", "log", "outcome_", "players", "reveals", "rng", "stack", "stops", "waited")
    game: ClassVar[Game]

    def __init__(self, seed: int) -> None:
        self.players, self.reveals, self.log, self.rng = 1, 0, None, Rng(seed)
        self.edition = CLIFF_EDITION
        self._legal, self.stack, self.stops, self.outcome_, self.waited = None, [Edge(0)], [None], None, 0

    def end(self, reason: str) -> None:
        self.outcome_ = Outcome((), "CLIFF-1", reason)
        self.stack.clear()

    def outcome(self) -> Outcome | None:
        return self.outcome_

    def show(self, viewer: Any) -> dict[str, Any]:
        return {"waited": self.waited}

    def clone(self) -> Cliff:
        c = object.__new__(Cliff)
        c.players, c.reveals, c.log, c.rng, c.edition = 1, self.reveals, None, self.rng.clone(), self.edition
        c._legal, c.stack, c.stops, c.outcome_, c.waited = None, self.copy_stack(), [None], self.outcome_, self.waited
        return c


CLIFF_EDITION = Edition({"edition": {"id": "cliff"}}, "test", True)


class CliffGame(Game):
    id, name, version, min_players, max_players, cooperative = "cliff", "Cliff", "1", 1, 1, True

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> Cliff:
        return Cliff(seed)

    def default_edition(self) -> Edition:
        return CLIFF_EDITION

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return Edition(data, origin, False)


GAME = CliffGame()
Cliff.game = GAME


def test_a_move_that_loses_in_every_world_is_flagged_with_the_games_sentence_and_a_gamble_is_not() -> None:
    s = GAME.new_state(seed=4)
    assert losing_moves(GAME, s, 0) == {"jump": "You jumped off the cliff."}
    assert loses_at_once(s, 0, ROLL, Rng(1)) is None  # some worlds survive the die
    assert s.outcome() is None and s.waited == 0  # asking changed nothing


def test_nothing_is_flagged_for_a_seat_that_is_not_to_move() -> None:
    s = GAME.new_state(seed=4)
    s.stack[-1].seat = None  # type: ignore[misc]
    assert losing_moves(GAME, s, 0) == {}
