"""Decision frames: the top frame decides everything, ready-made frames behave as documented."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tabletome.engine import (
    ACCEPT,
    BACK,
    PASS,
    Action,
    Choice,
    Compound,
    FlowState,
    Frame,
    IllegalAction,
    Interrupt,
    PriorityWindow,
    Proposal,
    Step,
    Vote,
    Why,
)


class Table(FlowState):
    """The least state a frame stack needs, and a notebook of what happened."""

    __slots__ = ("_legal", "notes", "players", "stack", "stops")

    def __init__(self, players: int = 3) -> None:
        self.players = players
        self.stack: list[Frame] = []
        self.stops: list[frozenset[str] | None] = [None] * players
        self._legal = None
        self.notes: list[Any] = []


YES, NO = Action("yes"), Action("no")


def noted(state: Table, action: Action) -> None:
    state.notes.append(("chose", str(action)))


class Guess(Frame):
    """A decision with a refused candidate and its reason, to pin why_illegal to options."""

    __slots__ = ()

    def prompt(self, state: Any) -> str:
        return "Say yes."

    def options(self, state: Any, why: Why | None) -> Iterator[Action]:
        yield YES
        if why is not None:
            why.no(NO, "No is never allowed here (TEST-01).")

    def resolve(self, state: Any, action: Action) -> None:
        state.finish(self)
        state.notes.append("guessed")


class Roll(Frame):
    """An automatic step: it runs by itself and pushes a decision."""

    __slots__ = ()

    def run(self, state: Any) -> None:
        state.finish(self)
        state.notes.append("rolled")
        state.push(Guess(1))


def test_the_top_frame_gives_the_seat_the_prompt_and_the_legal_actions() -> None:
    t = Table()
    t.push(Roll(None))
    t.settle()  # the automatic step ran, the decision is on top
    assert t.notes == ["rolled"] and t.to_move == 1
    assert t.prompt() == "Say yes." and t.legal_actions() == (YES,) and t.waiting_on() == [1]


def test_why_illegal_comes_from_the_same_options_that_list_the_legal_actions() -> None:
    t = Table()
    t.push(Guess(0))
    assert t.why_illegal(NO) == "No is never allowed here (TEST-01)."
    with pytest.raises(IllegalAction, match="never allowed"):
        t.apply(NO)
    assert "not possible now" in t.why_illegal(Action("fly")) and "Possible: yes" in t.why_illegal(Action("fly"))
    t.apply(YES)
    assert t.notes == ["guessed"] and t.to_move is None and t.legal_actions() == ()
    assert t.why_illegal(YES) == "The game is over." and t.waiting_on() == []


class Parent(Frame):
    """Pushes a child while resolving, then finishes itself: the child must stay (deferred pop)."""

    __slots__ = ("heard",)

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        self.heard: tuple[str, ...] = ()

    def options(self, state: Any, why: Why | None) -> Iterator[Action]:
        yield YES

    def resolve(self, state: Any, action: Action) -> None:
        state.push(Choice(2, "Child question", (YES, NO), noted))
        state.finish(self)  # the parent leaves; the child it raised is still asked

    def child_done(self, state: Any, child: Frame) -> None:
        self.heard = (*self.heard, type(child).__name__)


def test_a_frame_finishing_itself_never_pops_a_child_it_pushed() -> None:
    t = Table()
    t.push(Parent(0))
    t.apply(YES)
    assert t.to_move == 2 and t.prompt() == "Child question"
    t.apply(NO)
    assert t.notes == [("chose", "no")] and t.stack == []


def test_a_parent_hears_when_its_child_finishes() -> None:
    t = Table()
    parent = Parent(0)
    t.push(parent)
    t.push(Choice(1, "Child", (YES,), noted))
    t.apply(YES)
    assert parent.heard == ("Choice",) and t.to_move == 0


def test_an_interrupt_puts_one_seat_ahead_and_says_so_in_the_view() -> None:
    t = Table()
    t.push(Guess(0))
    t.push(Interrupt(2, "You were outbid: bid again.", (YES, NO), noted))
    assert t.to_move == 2 and t.decision_view(0) == [{"interrupt": 2, "question": "You were outbid: bid again."}]
    t.apply(YES)
    assert t.to_move == 0


def play_block(state: Any, seat: int, action: Action) -> None:
    state.notes.append((seat, str(action)))


def block_options(state: Any, seat: int, why: Why | None) -> Iterator[Action]:
    if seat == 1 and not any(n == (1, "block") for n in state.notes):
        yield Action("block")


def window_closed(state: Any) -> None:
    state.notes.append("closed")


def test_a_priority_window_closes_when_every_seat_passed_in_a_row_and_a_play_restarts_the_round() -> None:
    t = Table()
    t.push(PriorityWindow("block", "Block attempts", (1, 2, 0), block_options, play_block, window_closed))
    assert t.to_move == 1 and set(t.legal_actions()) == {Action("block"), PASS}
    t.apply(Action("block"))  # a play: everybody must pass again, the player who played last
    for seat in (2, 0, 1):
        assert t.to_move == seat and "closed" not in t.notes
        t.apply(PASS)
    assert t.notes == [(1, "block"), "closed"] and t.to_move is None


def test_a_window_passes_for_a_seat_without_a_stop_whatever_its_cards_allow() -> None:
    """Who is asked depends on public facts only: the seats' stops (public), never their hands."""
    t = Table()
    t.stops = [None, frozenset({"reaction"}), frozenset()]  # seat 1 wants reaction windows only
    t.push(PriorityWindow("block", "Block attempts", (1, 2, 0), block_options, play_block, window_closed))
    t.settle()
    assert t.to_move == 0  # seats 1 and 2 passed for themselves although seat 1 could block
    t.apply(PASS)
    t.settle()
    assert t.notes == ["closed"]
    t.stops = [None, None, None]
    t.push(PriorityWindow("block", "Block attempts", (1, 2, 0), block_options, play_block, window_closed))
    assert t.to_move == 1 and t.legal_actions() == (Action("block"), PASS)


def weight(state: Any, seat: int) -> int:
    return 2 if seat == 0 else 1  # seat 0 holds a title


def decided(state: Any, yes: int, no: int) -> None:
    state.notes.append(("referendum", yes, no))


def test_a_vote_counts_weighted_ballots_in_order_and_shows_them() -> None:
    t = Table()
    t.push(Vote("Should the referendum pass?", (0, 1, 2), weight, decided))
    assert "You have 2 votes" in t.prompt()
    t.apply(Vote.FOR)
    t.apply(Vote.AGAINST)
    assert t.decision_view(2)[0]["ballots"] == [[0, "for", 2], [1, "against", 1]]
    t.apply(Vote.ABSTAIN)
    assert t.notes == [("referendum", 2, 1)]


def cards(state: Any, chosen: tuple[Any, ...]) -> list[Any]:
    return ["ghoul", "torpor"]


def minions(state: Any, chosen: tuple[Any, ...]) -> list[Any]:
    return [1, 2] if chosen[0] == "ghoul" else [3]


def committed(state: Any, chosen: tuple[Any, ...]) -> None:
    state.notes.append(("played", chosen))


def test_a_compound_move_is_asked_step_by_step_undoable_until_committed() -> None:
    t = Table()
    t.push(Compound(0, "Play a card", (Step("card", cards), Step("minion", minions)), committed))
    assert t.legal_actions() == (Action("card", ("ghoul",)), Action("card", ("torpor",)))
    t.apply(Action("card", ("ghoul",)))
    assert BACK in t.legal_actions() and t.notes == []  # nothing happened yet
    assert t.decision_view(1) == [{"compound": "Play a card", "seat": 0, "chosen": 1}]  # the draft is private
    t.apply(BACK)
    t.apply(Action("card", ("torpor",)))
    assert t.legal_actions() == (Action("minion", (3,)), BACK)
    t.apply(Action("minion", (3,)))
    assert t.notes == [("played", ("torpor", 3))] and t.stack == []


def discard_proposals(state: Any, seat: int) -> list[Action]:
    return [Action("discard", (who,)) for who in ("yellow", "blue")]


def adopted(state: Any, proposal: Action) -> None:
    state.notes.append(("adopted", str(proposal)))


def test_a_proposal_is_adopted_once_every_affected_seat_accepts_and_a_counter_starts_over() -> None:
    t = Table()
    Proposal.start(t, "The team discards an item", 0, (0, 1, 2), discard_proposals, adopted)
    assert t.to_move == 0 and ACCEPT not in t.legal_actions()
    t.apply(Action("propose", ("discard yellow",)))
    assert t.to_move == 1
    t.apply(ACCEPT)
    assert t.to_move == 2
    t.apply(Action("propose", ("discard blue",)))  # a counter-proposal: the others must accept it
    assert t.to_move == 0
    t.apply(ACCEPT)
    t.apply(ACCEPT)
    assert t.notes == [("adopted", "discard blue")]


def only_one(state: Any, seat: int) -> list[Action]:
    return [Action("discard", ("yellow",))]


def test_a_proposal_with_nothing_to_choose_asks_nobody() -> None:
    t = Table()
    Proposal.start(t, "The team discards an item", 0, (0, 1), only_one, adopted)
    t.settle()
    assert t.notes == [("adopted", "discard yellow")] and t.stack == []


def test_a_copied_frame_is_independent_of_its_original() -> None:
    window = PriorityWindow("block", "Blocks", (0, 1), block_options, play_block, window_closed)
    twin = window.copy()
    assert isinstance(twin, PriorityWindow) and twin is not window and twin.order == window.order
    twin.passes = 5
    assert window.passes == 0
