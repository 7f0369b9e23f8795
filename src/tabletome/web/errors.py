"""What the server refuses, and how: an HTTP status with one sentence, as the OpenAPI schema says."""

from __future__ import annotations

import math
from typing import Any

from pydantic import BaseModel, Field

from tabletome.engine.i18n import gettext


class WebError(Exception):
    """A request the server refuses: an HTTP status and one sentence for the player."""

    def __init__(self, status: int, detail: str, retry_after: float | None = None, confirm: str | None = None) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail
        self.retry_after = retry_after
        self.confirm = confirm  # a losing move: why it loses (the player may confirm it)

    def body(self) -> dict[str, str]:
        """The refusal in the request's language where its sentence is translated (English else)."""
        detail = gettext(self.detail)
        return {"detail": detail} if self.confirm is None else {"detail": detail, "loses": gettext(self.confirm)}

    @property
    def headers(self) -> dict[str, str] | None:
        if self.retry_after is None:
            return None
        return {"Retry-After": str(max(1, math.ceil(self.retry_after)))}


class ErrorBody(BaseModel):
    """Every refusal: one sentence a player understands."""

    detail: str = Field(description="one sentence saying what is wrong and, where it helps, what to do")
    loses: str | None = Field(
        default=None, description="on a 409 to a move sent with safe: why the move loses at once (confirm by resending)"
    )


RETRY_AFTER = {
    "Retry-After": {"description": "seconds to wait before trying again", "schema": {"type": "integer", "minimum": 1}}
}

_MEANINGS: dict[int, tuple[str, bool]] = {
    400: ("The request is malformed: a body that is not JSON, a bad header.", False),
    401: ("The seat's secret token is missing (X-Seat-Token header).", False),
    403: ("The token belongs to no seat of this table, or to another one.", False),
    404: ("No such table, seat, replay step or page.", False),
    409: ("Not now: not your turn, the table moved on since you looked, the game is over, the seat is taken.", False),
    413: ("The request body is too large.", False),
    422: (
        "Against the rules (a legal-looking move the rules forbid now) or invalid input (names, seats, options, edition).",
        False,
    ),
    429: ("Too many requests, tables or moves; wait the Retry-After seconds.", True),
    503: (
        "The database or the table's server did not answer. A move may have been saved all the same: send it "
        "again with the same move_id and it is played at most once (if it was, the answer is the page, with the "
        "header x-tabletome-already-played). Anything else: look, then try again.",
        True,
    ),
}


def documented(*codes: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI ``responses`` for these statuses: each an ``ErrorBody`` with what it means."""
    out: dict[int | str, dict[str, Any]] = {}
    for code in codes:
        meaning, retry = _MEANINGS[code]
        entry: dict[str, Any] = {"model": ErrorBody, "description": meaning}
        if retry:
            entry["headers"] = RETRY_AFTER
        out[code] = entry
    return out
