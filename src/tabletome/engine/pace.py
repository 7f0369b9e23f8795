"""How long the other seats' moves are shown between two of a person's decisions.

The browser's live pages (``web/live.py``) and the terminal (``cli/session.py``) share one budget: at
most :data:`BUDGET` seconds of other seats' moves between two decisions of a person, each move
shown for ``min(pace, budget left / moves still to show)``; moves that would each be shown for
less than :data:`SHORTEST` are shown together. A forced decision (one legal option) that resolves
by itself is no decision of the person's: the budget runs on to their next real one.

Nothing here reads the clock: a front end asks for a pause and sleeps it (tests count them).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

#: Seconds of other seats' moves shown, at most, between two of a person's decisions.
BUDGET = 2.0
#: A move shown for less than this is shown with the next ones (one picture for several moves).
SHORTEST = 0.1
#: The page's default pace (seconds per move); the terminal's is the same.
DEFAULT_PACE = 1.0


@dataclass(slots=True)
class Pacer:
    """The pauses of one person (one live page, one terminal) between two of their decisions."""

    pace: float = DEFAULT_PACE  # seconds per move asked for (0: every move at once)
    budget: float = BUDGET  # math.inf: no budget (a spectator watches at the pace asked for)
    left: float = BUDGET

    def __post_init__(self) -> None:
        self.left = self.budget

    def decided(self) -> None:
        """The person decides now: the next moves of the others get the whole budget again."""
        self.left = self.budget

    def next(self, pending: int) -> tuple[int, float]:
        """With ``pending`` moves of other seats still to show: how many to show now in one picture
        (at least 1), and for how many seconds (taken from the budget)."""
        if pending <= 0 or self.pace <= 0:
            return max(1, pending), 0.0
        each = min(self.pace, self.left / pending)
        if each >= SHORTEST:
            step = 1
        elif self.left < SHORTEST:
            return pending, 0.0  # the budget is spent: the rest at once
        else:
            step, each = min(pending, math.ceil(SHORTEST * pending / self.left)), SHORTEST
        self.left = max(0.0, self.left - each)
        return step, each


def forced(legal: Any) -> Any:
    """The one legal action of a forced decision, or None when there is a choice."""
    return legal[0] if len(legal) == 1 else None


#: A forced decision resolved by itself at a table where other people sit waits like a person, so that
#: nobody tells a forced move (and the hidden cards that forced it) by its speed: the seat's typical
#: time to decide, the median of its last decisions, which only the person's page can measure (the
#: page, static/table.js, reads these numbers from the page's ``forced``), kept within these bounds.
LIKE_A_PERSON = (1.0, 5.0)
LIKE_A_PERSON_FIRST = 2.0  # before the seat decided anything


def like_a_person() -> dict[str, float]:
    """How long a forced decision waits, for the page: at least, at most, and before any decision."""
    return {"least": LIKE_A_PERSON[0], "most": LIKE_A_PERSON[1], "first": LIKE_A_PERSON_FIRST}
