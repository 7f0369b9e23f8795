"""Errors that carry a sentence a player understands."""

from __future__ import annotations

from .wording import plural


class TabletomeError(Exception):
    """Base class: ``str(error)`` is one clear sentence for a player."""


class IllegalAction(TabletomeError):
    """An action that the rules do not allow now; the state is unchanged."""


class NotationError(IllegalAction):
    """Text that is not an action of this game at all."""


class OptionError(TabletomeError):
    """A game option that does not exist or has a wrong value."""


class EditionError(TabletomeError):
    """An edition file that cannot be used; ``problems`` lists (field, reason)."""

    def __init__(self, path: str, problems: list[tuple[str, str]]) -> None:
        self.path = path
        self.problems = problems
        first = f"{problems[0][0]}: {problems[0][1]}" if problems else "unknown problem"
        more = f" (and {plural(len(problems) - 1, 'more problem')})" if len(problems) > 1 else ""
        super().__init__(f"The edition file {path} cannot be used: {first}{more}.")


class RecordError(TabletomeError):
    """A game record that cannot be read or does not replay."""


class UnknownGame(TabletomeError):
    """A game id that is not installed."""
