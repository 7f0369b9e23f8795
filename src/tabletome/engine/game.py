"""Game metadata, options and outcomes."""

from __future__ import annotations

import sys
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel

from .edition import Edition, read_data_file
from .errors import EditionError, OptionError
from .i18n import SOURCE, language
from .i18n import gettext as _

if TYPE_CHECKING:
    from .actions import Action
    from .notation import Notation
    from .offers import Offer
    from .state import State


@dataclass(frozen=True, slots=True)
class SeatResult:
    """One seat's result in a competitive game.

    ``rank`` 1 is first; seats with equal rank tie. ``score`` is the rulebook's measure (victory
    points, metropolises, penalty points); ``tiebreak`` the values of the tie-breaks, in the
    rulebook's order, as players count them (cards in hand, not a sort key). ``eliminated`` is
    the turn a seat was ousted, if it was.
    """

    seat: int
    rank: int
    score: float | None = None
    tiebreak: tuple[float, ...] = ()
    eliminated: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "rank": self.rank,
            "score": self.score,
            "tiebreak": list(self.tiebreak),
            "eliminated": self.eliminated,
        }


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended.

    ``winners`` are the seats that won (empty when everybody lost), ``cause`` the
    clause id of the rule that ended the game, ``reason`` a sentence for players,
    ``score`` the rulebook score where one exists (a team score for coop games).
    A competitive game also gives ``seats``: every seat's rank, score and tie-break values,
    ``decided_by`` names the tie-break rule that separated the first seats, when one did,
    ``score_name`` what the score counts ("penalty points") and ``tiebreak_names`` the rules
    behind the tie-break values.
    """

    winners: tuple[int, ...]
    cause: str
    reason: str
    score: int | None = None
    seats: tuple[SeatResult, ...] = ()
    decided_by: str | None = None
    score_name: str | None = None
    tiebreak_names: tuple[str, ...] = ()

    @property
    def team(self) -> bool:
        """A cooperative result: everybody won or everybody lost together."""
        return not self.seats

    def returns(self, players: int) -> list[float]:
        """Each seat's final value, in OpenSpiel's sense: a team game gives every seat 1 for a win
        and 0 for a loss; a competitive game shares 1 among the seats that won (constant sum)."""
        if self.team:
            won = 1.0 if self.winners else 0.0
            return [won] * players
        share = 1.0 / len(self.winners) if self.winners else 0.0
        return [share if t in self.winners else 0.0 for t in range(players)]

    def value(self, seat: int) -> float:
        """The seat's value (see :meth:`returns`)."""
        if self.team:
            return 1.0 if seat in self.winners else 0.0
        return 1.0 / len(self.winners) if seat in self.winners else 0.0

    def ranking(self) -> list[SeatResult]:
        """The seats from first to last."""
        return sorted(self.seats, key=lambda r: (r.rank, r.seat))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "winners": list(self.winners),
            "cause": self.cause,
            "reason": self.reason,
            "score": self.score,
        }
        if self.seats:
            out["seats"] = [r.to_json() for r in self.ranking()]
            out["decided_by"] = self.decided_by
            out["score_name"] = self.score_name
            out["tiebreak_names"] = list(self.tiebreak_names)
        return out


def rank_seats(
    keys: Sequence[tuple[float, ...]],
    names: Sequence[str] = (),
    scores: Sequence[float] | None = None,
    shown: Sequence[Sequence[float]] | None = None,
) -> tuple[tuple[SeatResult, ...], str | None]:
    """Ranks from per-seat sort keys (higher is better; the first value is the score, the rest
    tie-breaks in order) and the name of the tie-break that separated the first two seats.

    ``names[i]`` names the rule behind ``key[i + 1]`` (e.g. "most gold"); ``scores`` are shown as
    each seat's score when the sort key is not the score itself (fewest penalty points first),
    and ``shown`` each seat's tie-break values as players count them (the keys otherwise).
    """
    order = sorted(range(len(keys)), key=lambda t: keys[t], reverse=True)
    results = []
    rank = 0
    for pos, t in enumerate(order):
        if pos == 0 or keys[t] != keys[order[pos - 1]]:
            rank = pos + 1
        score = scores[t] if scores is not None else keys[t][0]
        tiebreak = tuple(shown[t]) if shown is not None else tuple(keys[t][1:])
        results.append(SeatResult(t, rank, score, tiebreak))
    decided = None
    if len(order) > 1:
        a, b = keys[order[0]], keys[order[1]]
        for i in range(1, len(a)):
            if a[:i] == b[:i] and a[i] != b[i]:
                decided = names[i - 1] if i - 1 < len(names) else f"tie-break {i}"
                break
    return tuple(sorted(results, key=lambda r: r.seat)), decided


@dataclass(frozen=True, slots=True)
class Option:
    """One game option: its name, allowed values (as text) and the default.

    A ``reading`` is how the game settles a point the rulebook leaves open (or how an older rules
    version read it); a ``legacy`` option only exists so that records of an older rules version
    replay as they were played: front ends do not offer it.

    What a player reads: ``label`` names the option and ``help`` explains it in one line, in
    players' words; ``words`` names the choices that are not plain numbers or printed names
    (value -> words). A ``mode`` option picks one of the game's modes (a front end asks it
    first); a ``per_seat`` option is asked again by the seat input of that name (a front end asks
    it once, with each seat); ``when`` (option, value): the option matters only when that other
    option has that value (a front end shows it then).
    """

    name: str
    choices: tuple[str, ...]
    default: str
    help: str
    parse: Callable[[str], Any] = field(default=str)
    legacy: bool = False
    label: str = ""
    words: tuple[tuple[str, str], ...] = ()
    mode: bool = False
    per_seat: str = ""
    when: tuple[str, str] | tuple[()] = ()

    def shown_name(self) -> str:
        """The option as a refusal names it: its name in English (what a player types), its label
        in the reader's language elsewhere."""
        return _(self.label) if self.label and language() != SOURCE else self.name

    def choice_words(self, value: str) -> str:
        """What a player reads for one of the choices."""
        return dict(self.words).get(value, value)

    def text(self, value: Any) -> str:
        """The choice ``value`` stands for: itself when it is text, else the choice ``parse`` reads
        as that value (``True`` -> "yes", ``3`` -> "3"), so a typed value goes back to its choice
        whatever the parse (a record stores resolved values and replays through this)."""
        if isinstance(value, str):
            return value
        for choice in self.choices:
            parsed = self.parse(choice)
            if parsed == value and type(parsed) is type(value):
                return choice
        return _text(value)


class Game(ABC):
    """A registered game: its metadata, options and editions, and ``new_state``: the rules.

    What a game may offer beyond the rules (a picture, an observation encoder, a scripted
    player, an evaluator, a fixed action vocabulary) are capabilities: see capabilities.py.
    """

    id: ClassVar[str]
    name: ClassVar[str]
    version: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    cooperative: ClassVar[bool]
    options: ClassVar[tuple[Option, ...]] = ()
    #: For each older rules version, the option values that reproduce its readings: a record made
    #: with that version replays as it was played (see Record.new_state).
    legacy_versions: ClassVar[Mapping[str, Mapping[str, str]]] = {}
    # Named sets of options, such as difficulty levels (name -> option values).
    presets: ClassVar[Mapping[str, Mapping[str, Mapping[str, str]]]] = {}
    #: The schema of the game's edition files, for games whose component data a player may edit
    #: (the browser's edition editor, ``tabletome edition new``); None for the others.
    edition_model: ClassVar[type[BaseModel] | None] = None
    #: What the game offers beyond its rules, each capability once (see offers.py): its members
    #: become the game's methods, read from the module named.
    offers: ClassVar[tuple[Offer, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """The offered capabilities installed; a half-made one refused (HalfMadeCapability)."""
        super().__init_subclass__(**kwargs)
        from .capabilities import every_capability
        from .offers import half_made, install

        install(cls)
        half_made(cls, every_capability())

    @abstractmethod
    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> State:
        """A fresh game after setup; all chance comes from ``seed``."""

    def default_edition(self) -> Edition:
        """The embedded edition. A game without component data (a game of dice, of a standard
        deck its rules name) need not write one: its edition is its name alone."""
        return Edition({"edition": {"id": "standard", "name": self.name}}, "built-in", True)

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        """Validate edition data; raise EditionError listing every problem. A game without
        component data takes an edition file that holds its ``[edition]`` table alone."""
        extra = sorted(k for k in data if k != "edition")
        if extra:
            why = f"{self.name} has no component data, so an edition file may only name its edition"
            raise EditionError(origin, [(extra[0], why)] + [(k, why) for k in extra[1:]])
        return Edition(data, origin, False)

    def load_position(self, text: str) -> State:
        """The game a position describes (``State.position()`` wrote it); PositionError, one
        sentence, when the text is not a position of this game that its rules can play."""
        from .position import read

        return read(self, text)

    def edition_schema(self) -> dict[str, Any] | None:
        """The JSON schema of the game's edition files, when they are editable."""
        return None if self.edition_model is None else self.edition_model.model_json_schema()

    def load_edition(self, path: str | Path) -> Edition:
        """An edition file, validated; raises EditionError listing every problem."""
        return self.edition_from_data(read_data_file(path), str(path))

    def edition_ref(self, edition: Edition) -> dict[str, Any]:
        """How a record names its edition: the embedded one by id and hash, others in full."""
        ref: dict[str, Any] = {"id": edition.id, "sha256": edition.digest}
        if not edition.builtin:
            ref["data"] = edition.data
        return ref

    def former_editions(self) -> Mapping[str, Callable[[], Edition]]:
        """The embedded editions this game shipped before, by digest: a record names the embedded
        edition by its digest, so a record made with a former one still finds the data it was
        played with (a stand-in renamed, a map rebalanced)."""
        return {}

    def edition_from_ref(self, ref: Mapping[str, Any]) -> Edition:
        former = None if "data" in ref else self.former_editions().get(str(ref.get("sha256")))
        if former is not None:
            return former()
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

    def clauses_path(self) -> Path | None:
        """The numbered rule clauses shipped with the game: ``clauses.md`` in its package (or in the
        package of the game it is built on), None without one."""
        for cls in type(self).__mro__:
            module = sys.modules.get(cls.__module__)
            if module is None or cls is Game or not issubclass(cls, Game):
                continue
            package = module.__name__ if hasattr(module, "__path__") else module.__name__.rpartition(".")[0]
            found = _clauses_in(package)
            if found is not None:
                return found
        return None

    def notation(self, edition: Any = None) -> Notation:
        """How this game's actions are written: its fixed vocabulary if it has one (``Vocabulary``),
        else the legal actions of the moment (a game with unbounded actions writes its own)."""
        from .capabilities import Vocabulary
        from .notation import LegalNotation

        if isinstance(self, Vocabulary):
            return self.action_space(edition)
        return LegalNotation(self.name)

    def parse_action(self, state: State, text: str) -> Action:
        """Read notation for ``state``: NotationError if not a move, IllegalAction if not now."""
        return state.check(self.notation(state.edition).read(text, state))

    # Options -------------------------------------------------------------
    def resolve_options(self, given: Mapping[str, Any] | None, players: int | None = None) -> dict[str, Any]:
        """Defaults, then presets, then explicit values; every value checked. The result holds every
        option the game declares, typed by its ``parse``: readers index it (``opts["sanity"]``) and
        never restate a default, which the declaration alone gives."""
        raw: dict[str, str] = {o.name: o.default for o in self.options}
        given = dict(given or {})
        if players is not None:
            given.setdefault("players", str(players))
        for preset_name, table in self.presets.items():
            if preset_name in given:
                value = str(given.pop(preset_name))
                if value not in table:
                    choices = ", ".join(table)
                    raise OptionError(
                        _("'{value}' is not a {preset} of {game}; choose one of {choices}.").format(
                            value=value, preset=_(preset_name), game=self.name, choices=choices
                        )
                    )
                raw.update(table[value])
        known = {o.name: o for o in self.options}
        for key, value in given.items():
            if key not in known:
                names = ", ".join([*known, *self.presets])
                raise OptionError(
                    _("{game} has no option '{key}'; its options are {names}.").format(
                        game=self.name, key=key, names=names
                    )
                )
            raw[key] = known[key].text(value)
        out: dict[str, Any] = {}
        for name, opt in known.items():
            value = raw[name]
            if value not in opt.choices:
                raise OptionError(
                    _("'{value}' is not allowed for {option} in {game}; choose one of {choices}.").format(
                        value=value, option=opt.shown_name(), game=self.name, choices=", ".join(opt.choices)
                    )
                )
            out[name] = opt.parse(value)
        return out

    def option_texts(self, options: Mapping[str, Any]) -> dict[str, str]:
        """Each option's value as the choice a player types ("yes", "on", "3"), typed or not."""
        known = {o.name: o for o in self.options}
        return {k: known[k].text(v) if k in known else _text(v) for k, v in options.items()}

    def describe_options(self, options: Mapping[str, Any]) -> str:
        return ", ".join(f"{k}={v}" for k, v in self.option_texts(options).items())


def _clauses_in(package: str) -> Path | None:
    try:
        with resources.as_file(resources.files(package).joinpath("clauses.md")) as p:
            path = Path(p)
    except (ModuleNotFoundError, TypeError):
        return None
    return path if path.is_file() else None


def _text(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def parse_bool(text: str) -> bool:
    return text in ("yes", "true", "1", "on")


def parse_limit(text: str) -> int | None:
    """A number, or "none": no limit."""
    return None if text == "none" else int(text)


BOOL_CHOICES: Sequence[str] = ("no", "yes")
