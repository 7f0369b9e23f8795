"""The contract every game state fulfils."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar

from .errors import IllegalAction

if TYPE_CHECKING:
    from .actions import Action
    from .game import Game, Outcome
    from .rng import Rng


class State(ABC):
    """A game in progress.

    ``to_move`` is the seat that decides now (None once the game is over);
    ``apply`` resolves an action and every automatic consequence, chance included,
    from the state's own RNG; ``view(seat)`` is exactly what that seat may know;
    ``determinize(seat, rng)`` is a full state that agrees with ``view(seat)`` and
    depends on nothing else, so an agent given it cannot learn a hidden fact.
    """

    __slots__ = ()

    game: ClassVar[Game]
    edition: Any
    players: int
    #: Counts every event that showed hidden information to anybody (draws, rolls,
    #: private looks). A decision can be taken back only while it has not moved.
    reveals: int
    #: Narration of what happened, or None when not narrating (search clones).
    log: list[tuple[int, str]] | None
    #: The one source of chance of this game.
    rng: Rng

    @property
    @abstractmethod
    def to_move(self) -> int | None: ...

    @abstractmethod
    def legal_actions(self) -> tuple[Action, ...]:
        """Every legal action now; empty only when the game is over."""

    @abstractmethod
    def apply(self, action: Action) -> None:
        """Resolve ``action``; raise IllegalAction (state unchanged) if not legal."""

    @abstractmethod
    def outcome(self) -> Outcome | None: ...

    @abstractmethod
    def view(self, seat: int) -> dict[str, Any]: ...

    @abstractmethod
    def determinize(self, seat: int, rng: Rng) -> State: ...

    @abstractmethod
    def clone(self) -> State: ...

    @abstractmethod
    def why_illegal(self, action: Action) -> str:
        """A sentence saying why ``action`` is not allowed now."""

    @property
    def round(self) -> int:
        """The rulebook's round (or turn) number: for statistics, and where search playouts pause
        to ask the game's evaluator (a game without rounds is played out to its end)."""
        return 0

    def check(self, action: Action) -> Action:
        """The prebuilt legal action equal to ``action``; IllegalAction (state unchanged) if it is not legal now."""
        legal = self.legal_actions()
        try:
            return legal[legal.index(action)]  # identity comparisons in the rules then hold
        except ValueError:
            raise IllegalAction(self.why_illegal(action)) from None

    def enable_log(self) -> None:
        if self.log is None:
            self.log = []  # type: ignore[misc]  # ``log`` is a slot of every concrete state

    def log_for(self, seat: int | None, start: int = 0) -> list[str]:
        """Narration lines from ``start`` that ``seat`` may read (None: everything)."""
        if self.log is None:
            return []
        return [text for who, text in self.log[start:] if who < 0 or seat is None or who == seat]

    def reseed(self, seed: int) -> None:
        """Replace the source of chance, so a search world does not know the future dice."""
        from .rng import Rng

        self.rng = Rng(seed)  # type: ignore[misc]  # ``rng`` is a slot of every concrete state

    def is_over(self) -> bool:
        return self.to_move is None
