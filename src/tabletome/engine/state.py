"""The contract every game state fulfils."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from .errors import IllegalAction
from .fields import Declared

if TYPE_CHECKING:
    from .actions import Action
    from .game import Game, Outcome
    from .rng import Rng
    from .zones import Viewer, Zone


class State(metaclass=Declared):
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
    #: private looks). A decision can be taken back only while it has not moved, nor the
    #: random generator (see ``undo_barrier``: a roll the rules forgot to count still counts).
    reveals: int
    #: Narration of what happened, or None when not narrating (search clones).
    log: list[tuple[int, str]] | None
    #: The one source of chance of this game.
    rng: Rng
    #: Fields that hold what every game of the same edition and options shares (the edition and
    #: what is built from it): a position names them instead of writing them out (``position.py``).
    SHARED: ClassVar[tuple[str, ...]] = ("ed", "edition", "geo", "rd")

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

    def full_view(self) -> dict[str, Any]:
        """Everything, hidden parts included: for a finished game, replays and analysis."""
        raise NotImplementedError(f"{type(self).__name__} has no full view")

    def public_view(self) -> dict[str, Any]:
        """What no seat saw privately: for spectators."""
        raise NotImplementedError(f"{type(self).__name__} has no public view")

    def seat_name(self, seat: int) -> str:
        """How players call a seat (a colour, a name)."""
        return f"player {seat + 1}"

    def prompt(self) -> str:
        """What the seat to move must decide, in the rulebook's words."""
        return "The game is over." if self.to_move is None else f"{self.seat_name(self.to_move)} to move."

    def waiting_on(self) -> list[int]:
        """The seats the game waits for (empty once it is over)."""
        seat = self.to_move
        return [] if seat is None else [seat]

    def shown_action(self, action: Action) -> str:
        """What the other seats are told of ``action``, about to be played now: all of it, unless
        the rules keep part of it private (a card being chosen, a card drawn from a hidden place)."""
        return str(action)

    @abstractmethod
    def determinize(self, seat: int, rng: Rng) -> State: ...

    def clone(self) -> State:
        """A fast, independent copy: generated from the state's field declarations (fields.py)
        unless the game writes its own."""
        raise NotImplementedError(f"{type(self).__name__} declares no fields and writes no clone")

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

    def changed(self) -> None:
        """The position was set up from outside the rules (a test's scenario, an editor, a redeal):
        forget what was worked out from it before. A state that caches nothing has nothing to forget."""

    def enable_log(self) -> None:
        if self.log is None:
            self.log = []  # type: ignore[misc]  # ``log`` is a slot of every concrete state

    def log_for(self, seat: int | None, start: int = 0) -> list[str]:
        """Narration lines from ``start`` that ``seat`` may read (None: everything, each private
        line marked with the seat it was meant for: "You draw 4c" is one seat's line; a spectator,
        any negative seat, reads what every seat may read)."""
        if self.log is None:
            return []
        if seat is None:
            return [self._marked(who, text) for who, text in self.log[start:]]
        return [text for who, text in self.log[start:] if readable(who, seat)]

    def _marked(self, who: int, text: str) -> str:
        from .i18n import N_
        from .i18n.retell import said

        if who == PUBLIC_LINE:
            return text
        if who >= 0:
            return said(N_("({seat}) {text}"), seat=self.seat_name(who), text=text)
        return said(N_("(all but {seat}) {text}"), seat=self.seat_name(others_than(who)), text=text)

    def reseed(self, seed: int) -> None:
        """Replace the source of chance, so a search world does not know the future dice."""
        from .rng import Rng

        self.rng = Rng(seed)  # type: ignore[misc]  # ``rng`` is a slot of every concrete state

    def position(self) -> str:
        """This game as a position: JSON text that ``Game.load_position`` reads back exactly, the
        random generator included (``engine/position.py`` describes the format)."""
        from .position import write

        return write(self)

    def position_options(self) -> Mapping[str, Any]:
        """The options this game was set up with, as ``Game.new_state`` takes them."""
        return dict(getattr(self, "options", {}))

    @classmethod
    def position_roots(cls) -> Mapping[str, Any]:
        """Module-level registries the state's fields may point into (card effects...): a position
        names what it finds there by its place instead of writing it out."""
        return {}

    def is_over(self) -> bool:
        return self.to_move is None

    def undo_barrier(self) -> tuple[int, int]:
        """What a take-back may not cross: the reveals the rules counted and the position of the
        random generator. Every die rolled, card drawn at random or pile shuffled moves the
        generator, so no game can forget to count its chance; a replay restores both."""
        rng = getattr(self, "rng", None)  # a hand-built test table may have none
        return self.reveals, rng.state if rng is not None else 0


#: Who may read a narration line, its first item: a seat (that seat alone), ``PUBLIC_LINE`` (every
#: seat and spectator), or ``others_than(seat)`` (everybody but that seat, who reads a line of its
#: own with what it alone knows: the name of its face-down card).
PUBLIC_LINE = -1


def others_than(seat: int) -> int:
    """The reader code of a line for everybody but ``seat`` (and back: its own inverse)."""
    return -2 - seat


def readable(who: int, seat: int) -> bool:
    """Whether ``seat`` (negative: a spectator) may read a line written for ``who``."""
    if who in (PUBLIC_LINE, seat):
        return True
    return who <= -2 and others_than(who) != seat


class Assembled:
    """``view``, ``public_view``, ``full_view`` and ``determinize`` assembled from the components a
    state declares: mixed into a State that lists its hidden collections in ``ZONES`` and writes
    one ``show(viewer)`` from them (viewer: a seat, ``SPECTATOR`` or None for everything).

    The standard entries every view has (game, seat, you, prompt, to_move, pending decisions,
    outcome) are added here; ``show`` gives the game's own. ``determinize`` redeals the zones'
    components, re-draws their values (zones of ``values``: dice, hidden numbers) and writes the
    attributes that come with each dealt item (zones that ``carry`` them); ``constrain`` may then
    adjust the world for a rule that ties hidden facts together, components or values (default:
    nothing to do; ``Zone.redraw`` draws a value zone again).
    """

    __slots__ = ()

    ZONES: ClassVar[tuple[Zone, ...]] = ()

    def show(self, viewer: Viewer) -> dict[str, Any]:
        """The game's own part of a view, from its zones and public fields (every game writes it)."""
        raise NotImplementedError(f"{type(self).__name__} mixes in Assembled but writes no show(viewer)")

    def constrain(self, world: Any, seat: int, rng: Rng) -> None:
        """Make the redealt ``world`` agree with rules that tie hidden facts together (a statement on
        record, the total of hidden dice someone announced): from what ``seat`` knows alone."""

    def _assemble(self, viewer: Viewer) -> dict[str, Any]:
        me: Any = self
        oc = me.outcome()
        to_move = me.to_move
        decisions = me.decision_view(viewer) if hasattr(me, "decision_view") else []
        return {
            "game": me.game.id,
            "seat": viewer if viewer is not None and viewer >= 0 else None,
            "you": me.seat_name(viewer) if viewer is not None and viewer >= 0 else None,
            "prompt": me.prompt(),
            "to_move": me.seat_name(to_move) if to_move is not None else None,
            "decisions": decisions,
            **self.show(viewer),
            "outcome": oc.to_json() if oc is not None else None,
        }

    def view(self, seat: int) -> dict[str, Any]:
        players: int = getattr(self, "players")  # noqa: B009  (a slot of every concrete state)
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} is not in this {players}-player game")
        return self._assemble(seat)

    def public_view(self) -> dict[str, Any]:
        from .zones import SPECTATOR

        return self._assemble(SPECTATOR)

    def full_view(self) -> dict[str, Any]:
        return self._assemble(None)

    def determinize(self, seat: int, rng: Rng) -> Any:
        from .rng import Rng as _Rng
        from .zones import redeal

        me: Any = self
        world = me.clone()
        redeal(world, seat, self.ZONES, rng)
        self.constrain(world, seat, rng)
        world.rng = _Rng(rng.next64())
        if hasattr(world, "_legal"):
            world._legal = None  # the truth's cached legal actions may depend on what was redealt
        return world
