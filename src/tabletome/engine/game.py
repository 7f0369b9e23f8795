"""Game metadata, options and outcomes."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from .edition import Edition, read_data_file
from .errors import EditionError, OptionError, TabletomeError

if TYPE_CHECKING:
    from .actions import Action, ActionSpace
    from .agent import Agent
    from .state import State


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended.

    ``winners`` are the seats that won (empty when everybody lost), ``cause`` the
    clause id of the rule that ended the game, ``reason`` a sentence for players,
    ``score`` the rulebook score where one exists (a team score for coop games).
    """

    winners: tuple[int, ...]
    cause: str
    reason: str
    score: int | None = None

    def value(self, seat: int) -> float:
        return 1.0 if seat in self.winners else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "cause": self.cause,
            "reason": self.reason,
            "score": self.score,
        }


@dataclass(frozen=True, slots=True)
class Option:
    """One game option: its name, allowed values (as text) and the default."""

    name: str
    choices: tuple[str, ...]
    default: str
    help: str
    parse: Callable[[str], Any] = field(default=str)


class Game(ABC):
    """A registered game: metadata plus ``new_state``."""

    id: ClassVar[str]
    name: ClassVar[str]
    version: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    cooperative: ClassVar[bool]
    options: ClassVar[tuple[Option, ...]] = ()
    # Named sets of options, such as difficulty levels (name -> option values).
    presets: ClassVar[Mapping[str, Mapping[str, Mapping[str, str]]]] = {}

    @abstractmethod
    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> State:
        """A fresh game after setup; all chance comes from ``seed``."""

    @abstractmethod
    def action_space(self, edition: Any = None) -> ActionSpace:
        """The fixed vocabulary of every action of this game."""

    @abstractmethod
    def default_edition(self) -> Edition:
        """The embedded edition."""

    @abstractmethod
    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        """Validate edition data; raise EditionError listing every problem."""

    def load_edition(self, path: str | Path) -> Edition:
        """An edition file, validated; raises EditionError listing every problem."""
        return self.edition_from_data(read_data_file(path), str(path))

    def edition_ref(self, edition: Edition) -> dict[str, Any]:
        """How a record names its edition: the embedded one by id and hash, others in full."""
        ref: dict[str, Any] = {"id": edition.id, "sha256": edition.digest}
        if not edition.builtin:
            ref["data"] = edition.data
        return ref

    def edition_from_ref(self, ref: Mapping[str, Any]) -> Edition:
        if "data" in ref:
            edition = self.edition_from_data(ref["data"], "the edition stored in the record")
        else:
            edition = self.default_edition()
        if ref.get("sha256") not in (None, edition.digest):
            raise EditionError(
                "the record",
                [("edition", f"'{ref.get('id')}' differs from the data this tabletome has for it")],
            )
        return edition

    @abstractmethod
    def heuristic_agent(self, seat: int, seed: int) -> Agent:
        """The game's scripted player."""

    def evaluate(self, state: State) -> Sequence[float] | None:
        """An estimate of each seat's final value (0..1) for a running game, or None if the game has none.

        Search agents use it to stop a rollout early; it may read the state it is given in full
        (a sampled world), so it must not be called on a true state by a fair agent.
        """
        return None

    #: Names of the numbers ``features`` returns (empty: the game has no learned evaluator).
    feature_names: ClassVar[tuple[str, ...]] = ()

    def features(self, state: State) -> Sequence[float]:
        """Numbers describing a (sampled, full) state, for a learned evaluator."""
        raise TabletomeError(f"{self.name} has no features for a learned evaluator.")

    # Observation encoding for learning agents (tabletome.rl) ---------------
    def observation_size(self, players: int, edition: Any = None) -> int:
        """Length of the flat vector ``encode_view`` returns for this player count and edition."""
        raise TabletomeError(f"{self.name} has no observation encoder yet.")

    def encode_view(self, view: Mapping[str, Any], edition: Any = None) -> list[float]:
        """A seat's view as a fixed-length list of floats; it can only hold what the view holds."""
        raise TabletomeError(f"{self.name} has no observation encoder yet.")

    def encode_state(self, state: State, seat: int) -> list[float]:
        """The vector of ``encode_view(state.view(seat))``; games may compute it faster from the state.

        A game that overrides this must keep it equal to the view-based encoding (test it):
        the view is the definition of what a seat may know.
        """
        return self.encode_view(state.view(seat), state.edition)

    def render_terminal(self, view: Mapping[str, Any]) -> Any:
        """A rich renderable of a seat's view; games override it with their board."""
        from rich.pretty import Pretty

        return Pretty(view)

    def describe_action(self, view: Mapping[str, Any], text: str) -> str:
        """Plain words for an action, from the acting seat's view (shown beside the notation)."""
        return ""

    def render_svg(self, view: Mapping[str, Any]) -> str:
        """An SVG picture of a seat's view for the browser; games override it with their board.

        This default is deliberately generic (the view's JSON as text), so a new game can be
        played in the browser before it has a picture of its own.
        """
        import json
        from html import escape

        lines = json.dumps(view, indent=1, ensure_ascii=False, default=str).splitlines()
        limit = 400
        more = len(lines) - limit
        lines = lines[:limit] + ([f"... {more} more lines"] if more > 0 else [])
        height = 56 + 15 * len(lines)
        rows = "".join(
            f'<text x="14" y="{60 + 15 * i}" xml:space="preserve">{escape(line[:140])}</text>'
            for i, line in enumerate(lines)
        )
        title = escape(f"{self.name}: generic view (this game has no picture of its own yet)")
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 {height}" width="960" height="{height}" '
            f'class="tt-generic" role="img" aria-label="{title}">'
            f'<rect width="960" height="{height}" fill="#1b1e24"/>'
            f'<text x="14" y="28" fill="#d9a441" font-family="sans-serif" font-size="17" font-weight="bold">{title}</text>'
            f'<g fill="#d8dbe0" font-family="monospace" font-size="12">{rows}</g></svg>'
        )

    def clauses_path(self) -> Path | None:
        """The numbered rule clauses shipped with the game, if any."""
        return None

    def parse_action(self, state: State, text: str) -> Action:
        """Read notation for ``state``: NotationError if not a move, IllegalAction if not now."""
        return state.check(self.action_space(state.edition).parse(text))

    # Options -------------------------------------------------------------
    def resolve_options(self, given: Mapping[str, Any] | None, players: int | None = None) -> dict[str, Any]:
        """Defaults, then presets, then explicit values; every value checked."""
        raw: dict[str, str] = {o.name: o.default for o in self.options}
        given = dict(given or {})
        if players is not None:
            given.setdefault("players", str(players))
        for preset_name, table in self.presets.items():
            if preset_name in given:
                value = str(given.pop(preset_name))
                if value not in table:
                    choices = ", ".join(table)
                    raise OptionError(f"'{value}' is not a {preset_name} of {self.name}; choose one of {choices}.")
                raw.update(table[value])
        known = {o.name: o for o in self.options}
        for key, value in given.items():
            if key not in known:
                names = ", ".join([*known, *self.presets])
                raise OptionError(f"{self.name} has no option '{key}'; its options are {names}.")
            raw[key] = _text(value)
        out: dict[str, Any] = {}
        for name, opt in known.items():
            value = raw[name]
            if value not in opt.choices:
                raise OptionError(
                    f"'{value}' is not allowed for {name} in {self.name}; choose one of {', '.join(opt.choices)}."
                )
            out[name] = opt.parse(value)
        return out

    def describe_options(self, options: Mapping[str, Any]) -> str:
        return ", ".join(f"{k}={_text(v)}" for k, v in options.items())


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def parse_bool(text: str) -> bool:
    return text in ("yes", "true", "1", "on")


BOOL_CHOICES: Sequence[str] = ("no", "yes")
