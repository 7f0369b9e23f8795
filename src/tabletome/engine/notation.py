"""Reading actions from text: a fixed vocabulary, a grammar of typed arguments, or the legal set.

Every action prints as ``verb arg arg`` (``str(action)``); records, the CLI, the web API and
logs all use that text. Reading it back:

- a game with a fixed vocabulary (:class:`~tabletome.engine.actions.ActionSpace`) looks the
  text up in it;
- a game with a :class:`Grammar` parses each argument by its type (a number, a word from a
  list, a name looked up with suggestions) into an action, which the state then judges, so
  an action that is well written but not legal now gets the rule's sentence;
- any other game reads against the legal actions of the moment (:class:`LegalNotation`).
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from .actions import Action, normalize_notation
from .errors import IllegalAction, NotationError
from .i18n import _

if TYPE_CHECKING:
    from .state import State


class Notation(Protocol):
    def read(self, text: str, state: State | None = None) -> Action:
        """The action ``text`` writes; NotationError (one sentence) if it writes none."""


class LegalNotation:
    """Actions read against the legal set of the moment (games without a fixed vocabulary)."""

    def __init__(self, game_name: str) -> None:
        self.game_name = game_name

    def read(self, text: str, state: State | None = None) -> Action:
        if state is None:
            raise NotationError(f"{self.game_name} reads actions only against a game in progress.")
        key = normalize_notation(text)
        for action in state.legal_actions():
            if normalize_notation(str(action)) == key:
                return action
        raise IllegalAction(not_now(state, text))


@dataclass(frozen=True, slots=True)
class Arg:
    """One typed argument of a verb: ``parse`` turns the word into its value or raises ValueError."""

    name: str
    parse: Callable[[str], Any]
    help: str = ""

    @classmethod
    def number(cls, name: str, low: int = 0, high: int = 10**9) -> Arg:
        def parse(word: str) -> int:
            value = int(word)
            if not low <= value <= high:
                raise ValueError(f"{name} is a number from {low} to {high}")
            return value

        return cls(name, parse, f"a number from {low} to {high}")

    @classmethod
    def word(cls, name: str, choices: Sequence[str]) -> Arg:
        allowed = {normalize_notation(c): c for c in choices}

        def parse(word: str) -> str:
            if word in allowed:
                return allowed[word]
            close = difflib.get_close_matches(word, list(allowed), n=1)
            hint = f"; did you mean '{allowed[close[0]]}'?" if close else ""
            raise ValueError(f"'{word}' is not a {name}{hint}")

        return cls(name, parse, "one of " + ", ".join(choices))


@dataclass(frozen=True, slots=True)
class Verb:
    name: str
    args: tuple[Arg, ...] = ()
    #: The last argument takes every remaining word (a card name with spaces).
    rest: bool = False
    help: str = ""
    #: How many of the last arguments may be left out (``sail c4 2`` and ``sail c4 2 1``): the
    #: action then has only the arguments given.
    optional: int = 0


@dataclass(slots=True)
class Grammar:
    """Verbs with typed arguments: reads any well-written action, legal now or not."""

    game_name: str
    verbs: Sequence[Verb]
    hint: str = ""
    _by_name: dict[str, Verb] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self._by_name = {v.name: v for v in self.verbs}

    def read(self, text: str, state: State | None = None) -> Action:
        words = normalize_notation(text).split()
        shown = text.strip() or "(nothing)"
        if not words or words[0] not in self._by_name:
            hint = " " + _("Moves look like {examples}.").format(examples=self.hint) if self.hint else ""
            raise NotationError(_("'{move}' is not a move in {game}.").format(move=shown, game=self.game_name) + hint)
        verb = self._by_name[words[0]]
        given = words[1:]
        if verb.rest and verb.args and len(given) > len(verb.args):
            given = [*given[: len(verb.args) - 1], " ".join(given[len(verb.args) - 1 :])]
        least = len(verb.args) - verb.optional
        if not least <= len(given) <= len(verb.args):
            want = " ".join(f"<{a.name}>" if i < least else f"[{a.name}]" for i, a in enumerate(verb.args))
            said = _("'{move}': write it as '{form}'.").format(move=shown, form=f"{verb.name} {want}")
            raise NotationError(said.replace("  ", " "))
        values = []
        for arg, word in zip(verb.args, given, strict=False):
            try:
                values.append(arg.parse(word))
            except ValueError as exc:
                raise NotationError(f"'{shown}': {exc}.") from None
        return Action(verb.name, tuple(values))


def not_now(state: State, text: str) -> str:
    """The sentence for a move the present decision does not consider, with what is possible."""
    legal = state.legal_actions()
    listed = ", ".join(str(a) for a in legal[:12]) + (", ..." if len(legal) > 12 else "")
    shown = text.strip() or "(nothing)"
    return _("'{move}' is not possible now. {prompt} Possible: {moves}.").format(
        move=shown, prompt=state.prompt(), moves=listed
    )


def names_lookup(names: Iterable[str]) -> Callable[[str], str]:
    """An argument parser for a name among ``names`` (case and spacing ignored), with a suggestion."""
    by_key = {normalize_notation(n): n for n in names}

    def parse(word: str) -> str:
        key = normalize_notation(word)
        if key in by_key:
            return by_key[key]
        close = difflib.get_close_matches(key, list(by_key), n=1)
        hint = f"; did you mean '{by_key[close[0]]}'?" if close else ""
        raise ValueError(f"'{word}' is not known{hint}")

    return parse
