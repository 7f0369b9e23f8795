"""The game clock in the terminal (engine capability ``Clock``; V:TES's option ``clock``, VT-TOUR-04).

The session asks the game's clock before each decision and whenever a person types a line, with the
seconds since the session began (a resumed game: since the resume); the clock's move is played,
recorded and said in words. Time comes from a fake source: nothing here waits or reads the time of day.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

from rich.console import Console

from tabletome.cli.session import Session
from tabletome.engine import capabilities
from tabletome.engine.agent import decide
from tabletome.engine.record import Record
from tabletome.engine.registry import get_game
from tabletome.games.vtes.heuristic import VTESHeuristic

MINUTE = 60.0
CLOCKED = {"players": "4", "scoring": "tournament", "clock": "120"}


def session(
    seats: list[str], options: dict[str, Any], game_id: str = "vtes", seed: int = 5
) -> tuple[Session, io.StringIO]:
    game = get_game(game_id)
    out = io.StringIO()
    s = Session.start(game, seats, seed, dict(options), game.default_edition(), Console(file=out, width=140))
    return s, out


def assert_ended_by_the_clock(s: Session, out: io.StringIO) -> None:
    """VT-TOUR-04, VT-TOUR-06: the game ended by the clock's call; each Methuselah still in has 0.5 VP."""
    oc = s.state.outcome()
    assert oc is not None and oc.cause == "VT-TOUR-04"
    assert [r.score for r in oc.seats] == [0.5, 0.5, 0.5, 0.5]
    text = out.getvalue()
    assert "The clock: time" in text  # the move, in words, as the clock's
    assert "The clock calls time: the round's 120 minutes are up (VT-TOUR-04)." in text  # the log line
    again = Record.from_json(s.record.to_json()).replay()  # never by the time of day
    assert again.outcome() == oc


def test_a_game_begun_121_minutes_ago_gets_time_before_its_next_decision() -> None:
    s, out = session(["heuristic"] * 4, CLOCKED)
    s.now = lambda: 0.0
    s.began = -121 * MINUTE
    assert s.run() == 0
    assert s.record.actions.count("time") == 1 and s.record.actions[0] == "time"
    assert s.history[0].seat == capabilities.CLOCK_SEAT  # nobody's move
    assert_ended_by_the_clock(s, out)


def test_the_clock_counts_the_sessions_seconds_and_calls_time_once_when_they_are_up() -> None:
    s, out = session(["heuristic"] * 4, CLOCKED)
    s.now = lambda: MINUTE * len(s.record.actions)  # a minute a decision
    assert s.run() == 0
    assert s.record.actions.index("time") == 120 and s.record.actions.count("time") == 1
    assert_ended_by_the_clock(s, out)


def scripted(s: Session, moves: Callable[[str], str], limit: int = 400) -> list[str]:
    """Input for a person: ``moves(prompt)`` each time, end of input after ``limit`` lines."""
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        if len(asked) > limit:
            raise EOFError
        if prompt.startswith("This move loses"):
            return "y"
        return moves(prompt)

    s.input_fn = read
    return asked


def test_time_running_out_while_a_person_is_at_the_prompt_is_called_when_they_type() -> None:
    s, out = session(["human", "heuristic", "heuristic", "heuristic"], CLOCKED)
    clock = [0.0]
    s.now = lambda: clock[0]
    at: list[int] = []

    def moves(prompt: str) -> str:
        if not at:  # the person thinks for 121 minutes over the first move
            at.append(len(s.record.actions))
            clock[0] = 121 * MINUTE
        return "a"

    scripted(s, moves)
    assert s.run() == 0
    assert s.record.actions[at[0]] == "time"  # before the line typed: it was not played
    assert "The table changed before your move; choose again." in out.getvalue()
    assert_ended_by_the_clock(s, out)


def test_a_resumed_games_clock_counts_from_the_resume_and_its_record_replays() -> None:
    game = get_game("vtes")
    state = game.new_state(CLOCKED, 5)
    agents = [VTESHeuristic(k) for k in range(4)]
    played: list[str] = []
    while len(played) < 50:
        assert state.to_move is not None
        move = decide(agents[state.to_move], state, state.to_move)
        played.append(str(move))
        state.apply(move)
    saved = Record("vtes", game.version, game.edition_ref(state.edition), CLOCKED, 5, ["heuristic"] * 4, list(played))
    out = io.StringIO()
    s = Session.resume(saved, Console(file=out, width=140), None)
    s.now = lambda: MINUTE * len(s.record.actions)  # a minute a decision, the first 50 before the resume
    assert s.run() == 0
    assert s.record.actions[:50] == played
    assert s.record.actions.index("time") == 50 + 120  # 120 minutes after the resume, not after the start
    assert_ended_by_the_clock(s, out)


def test_only_a_game_keeping_a_clock_is_asked_and_only_a_table_with_a_clock_gets_its_move() -> None:
    reads: list[str] = []

    def late(name: str) -> Callable[[], float]:
        def now() -> float:
            reads.append(name)
            return 10 * 3600.0  # ten hours after the session began

        return now

    # Hexer keeps no clock: it is never asked (it has no clock_move to ask), and the time is not read.
    hexer, _ = session(["heuristic", "heuristic"], {}, "hexer", seed=3)
    hexer.now = late("hexer")
    hexer.began = 0.0
    assert not isinstance(hexer.game, capabilities.Clock)
    assert hexer.run() == 0 and "time" not in hexer.record.actions and "hexer" not in reads
    # A V:TES table without a clock is asked, and never gets the move; with one, it does.
    unclocked, out = session(["human", "heuristic", "heuristic", "heuristic"], {**CLOCKED, "clock": "none"})
    unclocked.now = late("none")
    unclocked.began = 0.0
    scripted(unclocked, lambda prompt: "a", limit=30)
    assert unclocked.run() == 1  # input ended after 30 lines, the game still going
    assert "none" in reads and "time" not in unclocked.record.actions and "clock" not in out.getvalue().lower()
    clocked, _ = session(["heuristic"] * 4, CLOCKED)
    clocked.now = late("120")
    clocked.began = 0.0
    assert clocked.run() == 0 and clocked.record.actions[0] == "time"


def test_a_move_before_the_clocks_call_cannot_be_taken_back() -> None:
    """The call stays where it came (as the record replays it): an undo never crosses it."""
    s, out = session(["human", "heuristic", "heuristic", "heuristic"], CLOCKED)
    clock = [0.0]
    s.now = lambda: clock[0]
    lines = ["a", "undo", "undo", "quit"]

    def moves(prompt: str) -> str:
        if len(lines) == 3:  # at the person's next prompt, 121 minutes have gone by
            clock[0] = 121 * MINUTE
        return lines.pop(0) if lines else "quit"

    scripted(s, moves)
    s.run()
    assert "time" in s.record.actions
    assert "Cannot undo: the clock played since your last decision; it stays played." in out.getvalue()
