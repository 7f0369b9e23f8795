"""Game records (``*.tome.json``): save, load, replay to the identical state."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, ValidationError

from . import wording
from .errors import IllegalAction, RecordError, TabletomeError
from .registry import get_game

if TYPE_CHECKING:
    from .edition import Edition
    from .game import Game
    from .state import State

SUFFIX = ".tome.json"


class _RecordModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    game: str
    version: str
    edition: dict[str, Any]
    options: dict[str, Any]
    seed: int
    seats: list[str]
    actions: list[str]
    outcome: dict[str, Any] | None = None
    events: list[dict[str, Any]] = []
    position: str | None = None


@dataclass(slots=True)
class Record:
    game: str
    version: str
    edition: dict[str, Any]
    options: dict[str, Any]
    seed: int
    seats: list[str]
    actions: list[str] = field(default_factory=list)
    outcome: dict[str, Any] | None = None
    #: What happened besides the actions (advice asked for, moves taken back): not replayed.
    events: list[dict[str, Any]] = field(default_factory=list)
    #: The position the game began from (``State.position()``), when it did not begin at setup:
    #: a problem, a tutorial step, a position somebody shared. The actions are played from it.
    position: str | None = None

    @classmethod
    def start(cls, state: State, seed: int, seats: list[str], options: dict[str, Any]) -> Record:
        game = state.game
        return cls(game.id, game.version, game.edition_ref(state.edition), dict(options), seed, list(seats))

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "version": self.version,
            "edition": self.edition,
            "options": self.options,
            "seed": self.seed,
            "seats": self.seats,
            "actions": self.actions,
            "outcome": self.outcome,
            **({"events": self.events} if self.events else {}),
            **({"position": self.position} if self.position is not None else {}),
        }

    def save(self, path: str | Path) -> Path:
        p = Path(path)
        p.write_text(json.dumps(self.to_json(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        return p

    @classmethod
    def from_json(cls, data: Any, origin: str = "the record") -> Record:
        try:
            m = _RecordModel.model_validate(data)
        except ValidationError as exc:
            err = exc.errors()[0]
            where = wording.where(err["loc"]) or "top level"
            raise RecordError(f"{origin} is not a valid game record: {where}: {wording.reason(err)}.") from None
        return cls(m.game, m.version, m.edition, m.options, m.seed, m.seats, m.actions, m.outcome, m.events, m.position)

    @classmethod
    def load(cls, path: str | Path) -> Record:
        p = Path(path)
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except OSError as exc:
            raise RecordError(f"The record {p} cannot be read ({exc.strerror or exc}).") from None
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise RecordError(f"The record {p} is not valid JSON ({exc}).") from None
        return cls.from_json(data, f"The record {p}")

    @classmethod
    def from_position(cls, game: Game, text: str, seats: list[str], seed: int) -> tuple[Record, State]:
        """A record of a game that begins at a position (``seed`` drives the AI seats only: the
        position carries its own random generator); PositionError if the text is not one."""
        state = game.load_position(text)
        if len(seats) != state.players:
            raise RecordError(f"This position is a {state.players}-player game; {len(seats)} seats were given.")
        record = cls.start(state, seed, seats, dict(state.position_options()))
        record.position = text
        return record, state

    def new_state(self, edition: Edition | None = None) -> State:
        """The game after setup (or at its starting position); ``edition``, when given, is the
        already-built edition the record names."""
        try:
            game = get_game(self.game)
        except TabletomeError as exc:
            raise RecordError(f"The record cannot be replayed: {exc}") from None
        if self.position is not None:
            try:
                return game.load_position(self.position)
            except TabletomeError as exc:
                raise RecordError(f"The record's starting position cannot be read: {exc}") from None
        options = self.options
        if self.version != game.version:
            legacy = game.legacy_versions.get(self.version)
            if legacy is None:
                raise RecordError(
                    f"The record was made with {game.name} rules version {self.version}; "
                    f"this tabletome has version {game.version}."
                )
            options = {**legacy, **options}  # the readings of the version it was played with
        try:
            if edition is None:
                edition = game.edition_from_ref(self.edition)
            elif self.edition.get("sha256") not in (None, edition.digest):
                raise RecordError("The record names another edition than the one given to replay it.")
            return game.new_state(options, self.seed, edition)
        except TabletomeError as exc:
            raise RecordError(f"The record cannot be replayed: {exc}") from None

    def replay(self, upto: int | None = None, narrate: bool = False, edition: Edition | None = None) -> State:
        """The state after the first ``upto`` actions (all by default)."""
        state = self.new_state(edition)
        if narrate:
            state.enable_log()
        actions = self.actions if upto is None else self.actions[:upto]
        game = state.game
        for i, text in enumerate(actions):
            try:
                state.apply(game.parse_action(state, text))
            except IllegalAction as exc:
                raise RecordError(f"The record does not replay: action {i + 1} '{text}' fails: {exc}") from None
        return state
