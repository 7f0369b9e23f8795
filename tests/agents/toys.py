"""Two tiny solo games written only against the engine contract, to pin down how the search decides.

* ``DiceGame``: one decision, then one die decides. ``safe`` and ``same`` win on 4-6, ``bold``
  on 2-6; the scripted player always says ``safe``. Nothing is hidden but the die.
* ``RoundsGame``: ``length`` decisions of ``tick`` (or ``tock``), two per round; a die is rolled
  after every decision and the game is won if the last die shows 6. Its evaluator remembers
  where it was asked. ``JumpGame``: the same, but ``tock`` ends the round at once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tabletome.engine import Action, ActionSpace, Game, IllegalAction, Outcome, Rng, State

DICE = ActionSpace([Action("safe"), Action("same"), Action("bold")], "Toy dice")
SAFE, SAME, BOLD = DICE[0], DICE[1], DICE[2]
ROUNDS = ActionSpace([Action("tick"), Action("tock")], "Toy rounds")
TICK, TOCK = ROUNDS[0], ROUNDS[1]


class _Solo(State):
    """What the toys share: one seat, nothing hidden but the future dice."""

    __slots__ = ("edition", "log", "players", "reveals", "rng")

    def view(self, seat: int) -> dict[str, Any]:
        return {"state": repr(self.key())}

    def key(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def determinize(self, seat: int, rng: Rng) -> State:
        d = self.clone()
        d.rng = Rng(rng.next64())
        return d

    def why_illegal(self, action: Action) -> str:
        return "Not now."

    def _base(self, other: _Solo) -> None:
        other.players, other.edition, other.log, other.reveals = 1, None, None, self.reveals
        other.rng = self.rng.clone()


class DiceState(_Solo):
    __slots__ = ("won",)

    game: ClassVar[Game]

    def __init__(self, seed: int) -> None:
        self.players, self.edition, self.log, self.reveals = 1, None, None, 0
        self.rng = Rng(seed)
        self.won: bool | None = None

    def key(self) -> tuple[Any, ...]:
        return (self.won,)

    @property
    def to_move(self) -> int | None:
        return 0 if self.won is None else None

    def legal_actions(self) -> tuple[Action, ...]:
        return (SAFE, SAME, BOLD) if self.won is None else ()

    def apply(self, action: Action) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(self.why_illegal(action))
        roll = 1 + self.rng.below(6)
        self.won = roll >= (2 if action == BOLD else 4)

    def outcome(self) -> Outcome | None:
        if self.won is None:
            return None
        return Outcome((0,) if self.won else (), "TOY-DICE", "the die")

    def clone(self) -> DiceState:
        c = DiceState.__new__(DiceState)
        self._base(c)
        c.won = self.won
        return c


class DiceHeuristic:
    name = "toy heuristic"
    omniscient = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        return state.legal_actions()[0]


class _ToyGame(Game):
    version = "1"
    min_players = 1
    max_players = 1
    cooperative = False

    def action_space(self, edition: Any = None) -> ActionSpace:
        raise NotImplementedError

    def heuristic_agent(self, seat: int, seed: int) -> Any:
        return DiceHeuristic(seed)


class DiceGame(_ToyGame):
    id = "toy_dice"
    name = "Toy dice"

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> DiceState:
        return DiceState(seed)


class RoundsState(_Solo):
    __slots__ = ("dice", "length", "steps")

    game: ClassVar[Game]

    def __init__(self, seed: int, length: int) -> None:
        self.players, self.edition, self.log, self.reveals = 1, None, None, 0
        self.rng = Rng(seed)
        self.steps = 0
        self.length = length
        self.dice: list[int] = []

    def key(self) -> tuple[Any, ...]:
        return (self.steps, tuple(self.dice))

    @property
    def round(self) -> int:
        return self.steps // 2

    @property
    def to_move(self) -> int | None:
        return 0 if self.steps < self.length else None

    def legal_actions(self) -> tuple[Action, ...]:
        return (TICK, TOCK) if self.steps < self.length else ()

    def apply(self, action: Action) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(self.why_illegal(action))
        self.steps += 1
        self.dice.append(1 + self.rng.below(6))

    def outcome(self) -> Outcome | None:
        if self.steps < self.length:
            return None
        won = self.dice[-1] == 6
        return Outcome((0,) if won else (), "TOY-ROUNDS", "the last die")

    def clone(self) -> RoundsState:
        c = type(self).__new__(type(self))
        self._base(c)
        c.steps, c.length, c.dice = self.steps, self.length, self.dice[:]
        return c


class RoundsGame(_ToyGame):
    id = "toy_rounds"
    name = "Toy rounds"

    def __init__(self, length: int = 40, value: float | None = 0.25) -> None:
        self.length = length
        self.value = value
        self.asked: list[tuple[int, int]] = []  # (round, decisions made) where evaluate was asked

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> RoundsState:
        return RoundsState(seed, self.length)

    def evaluate(self, state: State) -> Sequence[float] | None:
        assert isinstance(state, RoundsState)
        self.asked.append((state.round, state.steps))
        return None if self.value is None else (self.value,)


class JumpState(RoundsState):
    """A round of ``RoundsState`` that ``tock`` ends at once: its next decision is the next round's first."""

    __slots__ = ()

    def apply(self, action: Action) -> None:
        super().apply(action)
        if action == TOCK and self.steps % 2:
            self.steps += 1


class JumpGame(RoundsGame):
    id = "toy_jump"
    name = "Toy jump"

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> JumpState:
        return JumpState(seed, self.length)
