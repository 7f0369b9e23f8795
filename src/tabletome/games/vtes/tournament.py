"""Tournament scoring (VT-TOUR-01 to VT-TOUR-14, the option ``scoring=tournament``).

A table's result: victory points (1 per prey ousted, 1 for the last Methuselah standing, 0.5 for a
withdrawal, 0.5 for each Methuselah still in when time is called: VT-TOUR-05, VT-TOUR-06), a game win
(GW) for the one Methuselah with at least 2 VP and strictly more than every other (VT-TOUR-07), and
tournament points (TP) by VP rank: 60, 48, 36, 24, 12 at five, 60, 48, 24, 12 at four, ties sharing
the average of the places they cover (VT-TOUR-08 to VT-TOUR-10). Across rounds players rank by GW, VP,
TP, then at random (VT-TOUR-11); the final's winner has the most VP there, ties broken by that
ranking (VT-TOUR-12). A concession records the remaining Methuselah as having ousted the others one
after another (VT-TOUR-13). The time limit (VT-TOUR-04, AMB-17) is a number of game turns (time is
called when the last of them ends), or a clock of a round's minutes: the front end keeping it submits
the move ``time`` when it runs out, so the call is in the record and a replay never depends on the
time of day; the game then ends after the current minion action, or at the end of the current phase.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletome.engine.actions import Action
from tabletome.engine.flow import GameOver
from tabletome.engine.game import Outcome, SeatResult
from tabletome.engine.i18n import N_, gettext
from tabletome.engine.i18n.retell import said
from tabletome.engine.rng import Rng

from .state import VTESState

TP_FIVE = (60.0, 48.0, 36.0, 24.0, 12.0)  # VT-TOUR-08
TP_FOUR = (60.0, 48.0, 24.0, 12.0)  # the 36 slot is skipped at a table of four
TIME_VP = 0.5  # VT-TOUR-06
WITHDRAW_VP = 0.5  # VT-TOUR-05


@dataclass(frozen=True, slots=True)
class TableScore:
    """One Methuselah's result at a table: game win, victory points, tournament points."""

    gw: int
    vp: float
    tp: float


def game_win(vps: Sequence[float]) -> int | None:
    """VT-TOUR-07: the seat with at least 2 VP and strictly more than every other, if any."""
    best = max(vps)
    top = [t for t, v in enumerate(vps) if v == best]
    return top[0] if len(top) == 1 and best >= 2 else None


def tournament_points(vps: Sequence[float]) -> list[float]:
    """VT-TOUR-08, VT-TOUR-09: TP by VP rank; tied seats share the average of their places."""
    slots = TP_FOUR if len(vps) == 4 else TP_FIVE[: len(vps)] if len(vps) <= 5 else TP_FIVE + (0.0,) * (len(vps) - 5)
    order = sorted(range(len(vps)), key=lambda t: -vps[t])
    out = [0.0] * len(vps)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and vps[order[j + 1]] == vps[order[i]]:
            j += 1
        share = sum(slots[i : j + 1]) / (j - i + 1)
        for k in range(i, j + 1):
            out[order[k]] = share
        i = j + 1
    return out


def score_table(vps: Sequence[float]) -> list[TableScore]:
    gw = game_win(vps)
    tps = tournament_points(vps)
    return [TableScore(1 if t == gw else 0, float(v), tps[t]) for t, v in enumerate(vps)]


def rank_players(totals: dict[str, tuple[int, float, float]], rng: Rng) -> list[str]:
    """VT-TOUR-11: by total GW, then VP, then TP; remaining ties at random (the generator given)."""
    names = sorted(totals)
    rng.shuffle(names)
    return sorted(names, key=lambda n: (-totals[n][0], -totals[n][1], -totals[n][2]))


def final_winner(final_vps: dict[str, float], preliminary: Sequence[str]) -> str:
    """VT-TOUR-12: the finalist with the most VP in the final; a tie goes to the better seed."""
    best = max(final_vps.values())
    tied = [n for n, v in final_vps.items() if v == best]
    return min(tied, key=preliminary.index)


# ------------------------------------------------------------------------ at the table


def time_up(s: VTESState) -> bool:
    """VT-TOUR-04, AMB-17: the table's time limit, in game turns (option ``time_limit``), or time
    called by the clock (option ``clock``, the ``time`` move)."""
    limit: int | None = s.opts.get("time_limit")
    return (limit is not None and s.turn > limit) or TIME_CALLED in s.game_marks


# ---- the clock: a round's minutes (option ``clock``), its call a move of the record

TIME = Action("time")
TIME_CALLED = "time-called"


def clock(s: VTESState) -> int | None:
    """The round's time limit in minutes (VT-TOUR-04), or None: no clock is kept."""
    minutes: int | None = s.opts.get("clock")
    return minutes


def why_no_time(s: VTESState) -> str:
    """Why time cannot be called now ('' if it can)."""
    if s.outcome_ is not None or not s.stack:
        return gettext(s.OVER)
    if clock(s) is None:
        return gettext("No clock is kept at this table: the option clock is none (VT-TOUR-04).")
    if TIME_CALLED in s.game_marks:
        return gettext("Time has already been called (VT-TOUR-04).")
    return ""


def clock_move(s: VTESState, elapsed: float) -> Action | None:
    """The clock's move ``elapsed`` seconds after the game began: ``time`` once the round's minutes
    are up, unless time is already called or the game is over (VT-TOUR-04); None without a clock."""
    minutes = clock(s)
    if minutes is None or elapsed < minutes * 60 or why_no_time(s):
        return None
    return TIME


def call_time_now(s: VTESState) -> None:
    """``time``: the round's clock has run out (a front end submits the move when it does, so a record
    replays the call where it came, never by the time of day). The game ends after the current minion
    action, or at the end of the current phase (VT-TOUR-04): at once if the minion phase waits
    between actions."""
    from .actions import MinionPhase
    from .ops import say

    s.game_marks[TIME_CALLED] = s.turn
    s._legal = None
    say(s, N_("The clock calls time: the round's {clock} minutes are up (VT-TOUR-04)."), clock=clock(s))
    if isinstance(s.stack[-1], MinionPhase):
        call_time(s)


def call_time(s: VTESState) -> None:
    """Time is called: the game ends; under tournament scoring every Methuselah still in scores
    0.5 VP (VT-TOUR-06). Called after the current minion action or at the end of a phase (VT-TOUR-04)."""
    tournament = s.opts.get("scoring") == "tournament"
    for t in s.remaining():
        if tournament:
            s.vp[t] += TIME_VP
    s.outcome_ = outcome(s, "VT-TOUR-04", N_("Time is called."))
    s.stack.clear()
    s._legal = None
    raise GameOver


def outcome(s: VTESState, cause: str, reason: str) -> Outcome:
    """The table's outcome: with tournament scoring, the winner is the seat with a game win (none
    without one), and each seat's tie-break values are its GW and TP."""
    if s.opts.get("scoring") != "tournament":
        return s.final_outcome(cause, reason)
    scores = score_table(s.vp)
    order = sorted(range(s.players), key=lambda t: (-scores[t].vp, -scores[t].tp))
    seats = []
    for rank, t in enumerate(order, 1):
        same = [u for u in order if scores[u].vp == scores[t].vp]
        seats.append(
            SeatResult(
                t,
                order.index(same[0]) + 1 if same else rank,
                scores[t].vp,
                (float(scores[t].gw), scores[t].tp),
                s.ousted_on[t] or None,
            )
        )
    gw = game_win(s.vp)
    winners = (gw,) if gw is not None else ()
    words = (
        said(N_("{seat} wins the game (a game win, VT-TOUR-07)."), seat=s.seat_name(gw))
        if gw is not None
        else N_("No game win (VT-TOUR-07).")
    )
    return Outcome(
        winners,
        cause,
        said(N_("{reason} {words}"), reason=reason, words=words) if reason else words,
        None,
        tuple(sorted(seats, key=lambda r: r.seat)),
        None,
        "victory points",
        ("game wins", "tournament points"),
    )


def concede(s: VTESState, winner: int) -> None:
    """VT-TOUR-13: every other Methuselah concedes; ``winner`` is recorded as having ousted them one
    after another (its prey first)."""
    from .ops import oust

    while len(s.remaining()) > 1:
        oust(s, [s.prey(winner)])
