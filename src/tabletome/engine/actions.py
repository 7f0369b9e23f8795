"""Actions: small immutable values with a stable text notation.

A game builds its whole action vocabulary once (an :class:`ActionSpace`). Every
legal action is one of those prebuilt objects, so legality checks compare by
identity, records store the text, and RL encoders use the fixed index.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from .errors import NotationError
from .i18n import _


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: a verb and its arguments, printed as ``verb arg arg``."""

    verb: str
    args: tuple[str | int, ...] = ()
    index: int = field(default=-1, compare=False)

    def __str__(self) -> str:
        if not self.args:
            return self.verb
        return self.verb + " " + " ".join(str(a) for a in self.args)


def normalize_notation(text: str) -> str:
    return " ".join(text.strip().lower().split())


class ActionSpace(Sequence[Action]):
    """The fixed, ordered vocabulary of a game's actions."""

    __slots__ = ("_actions", "_by_text", "game_name", "hint")

    def __init__(self, actions: Iterable[Action], game_name: str, hint: str = "") -> None:
        built: list[Action] = []
        for i, a in enumerate(actions):
            built.append(Action(a.verb, a.args, i))
        self._actions = tuple(built)
        self._by_text = {normalize_notation(str(a)): a for a in built}
        if len(self._by_text) != len(built):
            raise ValueError("two actions print the same text")
        self.game_name = game_name
        self.hint = hint

    def __len__(self) -> int:
        return len(self._actions)

    def __getitem__(self, i):  # type: ignore[no-untyped-def]
        return self._actions[i]

    def __iter__(self) -> Iterator[Action]:
        return iter(self._actions)

    def get(self, verb: str, *args: str | int) -> Action:
        """The prebuilt action for ``verb args`` (a programming helper)."""
        return self._by_text[normalize_notation(str(Action(verb, tuple(args))))]

    def read(self, text: str, state: object = None) -> Action:
        """:meth:`parse` (the vocabulary does not depend on the moment)."""
        return self.parse(text)

    def parse(self, text: str) -> Action:
        """Read notation back; unknown text raises :class:`NotationError`."""
        key = normalize_notation(text)
        action = self._by_text.get(key)
        if action is None:
            hint = " " + _("Moves look like {examples}.").format(examples=self.hint) if self.hint else ""
            shown = text.strip() or "(nothing)"
            raise NotationError(_("'{move}' is not a move in {game}.").format(move=shown, game=self.game_name) + hint)
        return action
