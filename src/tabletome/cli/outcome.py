"""How the terminal shows a finished game: the team's result, or every seat's place.

A cooperative (or solo) outcome is one line, won or lost. A competitive outcome (``Outcome.seats``)
is a ranking — place, seat name, score, tie-break values — and the rule that decided first place.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tabletome.engine import State
from tabletome.engine.game import Outcome
from tabletome.engine.i18n import _, language, seat_words


def number(value: float | None) -> str:
    """A score or tie-break value as players write it: 3, not 3.0."""
    if value is None:
        return "–"
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def tiebreak_text(values: Sequence[float]) -> str:
    """The tie-break values as players count them (the engine keeps them so)."""
    return ", ".join(number(v) for v in values)


def ordinal(n: int) -> str:
    if language() in ("pt", "es"):
        return f"{n}º"
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def decided_text(outcome: Outcome) -> str:
    """Which rule decided first place, in words."""
    if not outcome.winners:
        return _("Nobody won.")
    if len(outcome.winners) > 1:
        return _("First place is shared: no tie-break separated them.")
    return _("Decided by: {rule}.").format(rule=_(outcome.decided_by) if outcome.decided_by else _("the score"))


def winners_text(state: State, outcome: Outcome) -> str:
    names = ", ".join(seat_words(state.seat_name(t)) for t in outcome.winners)
    if not names:
        return _("Nobody won")
    return (_("Winner: {names}") if len(outcome.winners) == 1 else _("Winners (shared): {names}")).format(names=names)


def ranking_table(state: State, outcome: Outcome, kinds: Sequence[str] = ()) -> Table:
    """Place, seat name (and who played it), score and tie-break values, first to last."""
    ranking = outcome.ranking()
    tiebreaks = any(r.tiebreak for r in ranking)
    eliminations = any(r.eliminated is not None for r in ranking)
    table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False)
    score = _(outcome.score_name) if outcome.score_name else _("score")
    tiebreak = ", ".join(_(name) for name in outcome.tiebreak_names) or _("tie-break")
    for header in (_("place"), _("seat"), score, *([tiebreak] * tiebreaks), *([_("out")] * eliminations)):
        table.add_column(header, justify="right" if header in (score, tiebreak) else "left")
    for r in ranking:
        who = seat_words(state.seat_name(r.seat)) + (f" ({_(kinds[r.seat])})" if r.seat < len(kinds) else "")
        cells = [ordinal(r.rank), who, number(r.score)]
        if tiebreaks:
            cells.append(tiebreak_text(r.tiebreak))
        if eliminations:
            cells.append("" if r.eliminated is None else _("turn {n}").format(n=r.eliminated))
        table.add_row(*cells, style="bold green" if r.seat in outcome.winners else None)
    return table


def you_text(outcome: Outcome, me: int) -> Text | None:
    """The one human's place, when one human played."""
    mine = next((r for r in outcome.seats if r.seat == me), None)
    if mine is None:
        return None
    won = me in outcome.winners
    placed = _("You placed {place} of {count} — you won!") if won else _("You placed {place} of {count}.")
    return Text(
        placed.format(place=ordinal(mine.rank), count=len(outcome.seats)), style="bold green" if won else "bold"
    )


def print_ranking(console: Console, state: State, outcome: Outcome, kinds: Sequence[str] = ()) -> None:
    """A competitive result: the ranking, who won, and the rule that decided it."""
    console.print(ranking_table(state, outcome, kinds))
    console.print(Text(f"{winners_text(state, outcome)}. {decided_text(outcome)}", style="bold"))
