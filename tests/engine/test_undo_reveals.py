"""No take-back at the terminal crosses a roll or a reveal, in any game; quiet decisions stay undoable.

Each game is played with seeded random decisions through the terminal session, every seat a
person; after each decision its seat types ``undo``. When the judge (tests/engine/undo_judge.py)
says the decision showed the seat something, the undo must be refused with a sentence; most
decisions that showed nothing must still be taken back, and then the same decision replays.
"""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest
from rich.console import Console

from tabletome.cli.session import Session, menu_key
from tabletome.engine import State
from tabletome.engine.actions import Action
from tabletome.engine.rng import Rng

from .undo_judge import CASES, Tally, case_game, gap, learned, moves

DECISIONS = {"elder_sign_museum": 140, "elder_sign_pyramid": 140, "vtes": 140, "cyclades": 120}
SEEDS = {"hexer": range(8), "arkham_noir": range(3)}  # Hexer's random games end fast: play more of them


def start(case: str, seed: int) -> tuple[Session, io.StringIO]:
    game, options = case_game(case)
    out = io.StringIO()
    seats = ["human"] * int(options.get("players", game.min_players))
    console = Console(file=out, width=200, color_system=None)
    session = Session.start(game, seats, seed, options, None, console)
    session.confirmed = lambda seat, action: True  # type: ignore[method-assign]  # no "this move loses" question
    session.show_board = lambda seat, always=True, room=None: None  # type: ignore[method-assign]  # drawing it takes most time
    return session, out


def typed(*lines: str) -> Callable[[str], str]:
    """What the person types, line by line; then the input ends."""
    queue = list(lines)

    def read(prompt: str) -> str:
        if not queue:
            raise EOFError
        return queue.pop(0)

    return read


def decide(session: Session, seat: int, action: Action) -> None:
    """``seat`` types the letter of ``action`` at its prompt ('q' quits: then its notation)."""
    key = menu_key(session.state.legal_actions().index(action))
    session.input_fn = typed(key if key != "q" else str(action))
    assert session.human_turn(seat) and len(session.history) > 0


def undo_now(session: Session, out: io.StringIO, seat: int) -> tuple[bool, str]:
    """``undo`` typed by ``seat`` at its next prompt: whether it was taken back, and what was said."""
    start = len(out.getvalue())
    session.input_fn = typed("undo")
    taken = session.human_turn(seat) if session.state.to_move == seat else session.undo(seat)
    return taken, out.getvalue()[start:]


def play(case: str, seed: int, tally: Tally) -> None:
    session, out = start(case, seed)
    for pick in moves(session.game, CASES[case][1], seed, DECISIONS.get(case, 200)):
        state = session.state
        seat = state.to_move
        if seat is None:
            return
        legal = state.legal_actions()
        action = legal[pick % len(legal)]
        saw, before = learned(state, action, seat, case), state.view(seat)
        decide(session, seat, action)
        if session.state.to_move is None:
            return  # the game is over: nothing is taken back any more
        taken, said = undo_now(session, out, seat)
        if saw and not gap(case, action):
            tally.revealed += 1
            assert not taken, f"{case} seed {seed}: '{action}' showed something, yet it was taken back"
            assert "Cannot undo: something hidden was revealed" in said, said
        tally.quiet += not saw
        tally.quiet_taken_back += taken and not saw
        if not taken:
            tally.refusals.append(str(action))
            continue
        assert session.state.view(seat) == before, f"{case}: the take-back of '{action}' left another table"
        decide(session, seat, session.game.parse_action(session.state, str(action)))


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_undo_crosses_a_roll_or_a_reveal_at_the_terminal(case: str) -> None:
    tally = Tally()
    for seed in SEEDS.get(case, range(2)):
        play(case, seed, tally)
    tally.check(case)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_roll_the_rules_forget_to_count_still_blocks_undo(case: str) -> None:
    """Impossible to forget: a draw from the game's generator that no rule counted (a die rolled
    by a new rule that forgets ``reveals``) still stops the take-back."""
    session, out = start(case, 5)
    for pick in moves(session.game, CASES[case][1], 5, 300):
        seat, legal = session.state.to_move, session.state.legal_actions()
        assert seat is not None, f"{case}: no quiet decision to take back"
        reveals, chance = session.state.reveals, session.state.rng.state
        decide(session, seat, legal[pick % len(legal)])
        if (session.state.reveals, session.state.rng.state) == (reveals, chance) and session.state.to_move is not None:
            break  # a decision that revealed nothing
    session.state.rng.below(6)  # the forgotten roll
    taken, said = undo_now(session, out, seat)
    assert not taken and "Cannot undo" in said


def test_griffon_shows_a_screened_purse_and_stays_played() -> None:
    """CY-CRE-16 with screened gold: the Griffon's caller learns half the other purse."""
    state, action = griffon_called()
    assert learned(state, action, state.to_move or 0, "cyclades")
    reveals, chance = state.reveals, state.rng.state
    state.apply(action)
    assert (state.reveals, state.rng.state) != (reveals, chance)


def griffon_called() -> tuple[State, Action]:
    """A seeded two-player game up to the first time the Griffon may be called."""
    game, options = case_game("cyclades")
    for seed in range(4):
        state, pick = game.new_state(options, seed), Rng(seed)
        while state.to_move is not None:
            legal = state.legal_actions()
            call = next((a for a in legal if str(a) == "call griffon"), None)
            if call is not None:
                return state, call
            state.apply(legal[pick.below(len(legal))])
    raise AssertionError("no seeded game called the Griffon")
