"""The terminal at 80 × 24: every game's decision and its first 9 options stay on the screen, the
board fitted above them; a long menu pages; the other seats' moves share a 2 s budget between two
of a person's decisions (counted as the pauses the session asks for, never timed); a forced
decision plays itself unless the seat asks to stop there."""

from __future__ import annotations

import io
from typing import Any

import pytest
from rich.console import Console

from tabletome.cli.screen import PAGE, choose, page_of
from tabletome.cli.session import Session, menu_key
from tabletome.engine import get_game
from tabletome.engine.pace import BUDGET, SHORTEST, Pacer

WIDTH, HEIGHT = 80, 24
TABLES = [
    ("crazy_eights", 4),
    ("cyclades", 4),
    ("vtes", 4),
    ("elder_sign", 2),
    ("arkham_noir", 1),
    ("hexer", 3),
]


class Screen:
    """A Console of 80 × 24 whose output is read back as the lines a terminal would show."""

    def __init__(self) -> None:
        self.out = io.StringIO()
        self.console = Console(file=self.out, width=WIDTH, height=HEIGHT, color_system=None, legacy_windows=False)

    def last(self, rows: int) -> list[str]:
        return self.out.getvalue().splitlines()[-rows:]


def start(game_id: str, players: int, seed: int, screen: Screen, **opts: Any) -> Session:
    game = get_game(game_id)
    counted = any(o.name == "players" for o in game.options)
    seats = ["human"] + ["heuristic"] * (players - 1)
    s = Session.start(
        game, seats, seed, {"players": players} if counted else {}, game.default_edition(), screen.console
    )
    s.height = HEIGHT
    s.pace = 1.0
    s.sleep = lambda seconds: None
    return s


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_at_80_by_24_the_decision_and_its_first_9_options_are_on_the_screen(game_id: str, players: int) -> None:
    screen = Screen()
    s = start(game_id, players, 5, screen)
    seen: list[int] = []

    def answer(prompt: str) -> str:
        shown = screen.last(HEIGHT - 1)  # the input line is the screen's last row
        legal = s.state.legal_actions()
        assert len(prompt) < WIDTH
        head = s.state.prompt()[:40]
        assert any(head in line for line in shown), (head, shown)
        for i in range(min(PAGE, len(legal))):
            key = menu_key(i)
            assert any(line.startswith(f"{key}  {legal[i]}"[:WIDTH]) or line.startswith(f"{key} ") for line in shown)
        assert all(len(line) <= WIDTH for line in shown)
        seen.append(len(legal))
        if len(seen) >= 6:
            return "quit"
        return "a"

    s.input_fn = answer
    s.run()
    assert seen, f"{game_id}: the person was never asked"


def test_a_long_menu_shows_nine_moves_and_enter_shows_the_next_ones() -> None:
    screen = Screen()
    s = start("cyclades", 4, 5, screen)
    asked: list[list[str]] = []

    def answer(prompt: str) -> str:
        asked.append(screen.last(HEIGHT - 1))
        return "" if len(asked) == 1 else "quit"

    s.input_fn = answer
    s.run()
    first, second = asked[0], asked[1]
    legal = s.state.legal_actions()
    assert len(legal) > PAGE
    assert any(line.startswith(f"{menu_key(PAGE - 1)} ") for line in first)
    assert not any(line.startswith(f"{menu_key(PAGE)} ") for line in first)
    assert any("more" in line and f"{menu_key(PAGE)}–" in line for line in first)
    assert any(line.startswith(f"{menu_key(PAGE)} ") for line in second[-PAGE - 2 :])  # the next page
    assert [list(page_of(20, p)) for p in range(4)] == [list(range(9)), list(range(9, 18)), [18, 19], list(range(9))]


def test_the_whole_board_is_one_word_away_and_a_board_that_did_not_change_is_not_printed_again() -> None:
    screen = Screen()
    s = start("cyclades", 4, 5, screen)
    marks: list[int] = []

    def answer(prompt: str) -> str:
        marks.append(len(screen.out.getvalue().splitlines()))
        return ["board", "quit"][len(marks) - 1]

    s.input_fn = answer
    s.run()
    lines = screen.out.getvalue().splitlines()
    fitted = "\n".join(lines[: marks[0]])
    whole = "\n".join(lines[marks[0] : marks[1]])
    assert "more lines: type 'board'" in fitted
    assert "Islands" in whole and "Gods track" in whole  # all of it, then the decision again
    assert s.state.prompt()[:30] in whole.splitlines()[-PAGE - 2]


def test_the_board_parts_that_changed_come_first_when_not_all_fit() -> None:
    assert choose([3, 28, 12, 4], [True, True, True, True], 50) == [0, 1, 2, 3]
    assert choose([3, 28, 12, 4], [False, False, True, False], 20) == [0, 2, 3]  # the changed one first
    assert choose([3, 28, 12, 4], [False, True, False, False], 12) == [0, 3]  # what does not fit stays out


def test_the_other_seats_moves_share_two_seconds_between_two_of_your_decisions() -> None:
    for game_id in ("cyclades", "crazy_eights"):
        screen = Screen()
        s = start(game_id, 4, 5, screen)
        pauses: list[float] = []
        between: list[float] = []
        s.sleep = pauses.append

        def answer(prompt: str, s: Session = s, pauses: list[float] = pauses, between: list[float] = between) -> str:
            between.append(sum(pauses))
            pauses.clear()
            return "quit" if len(between) > 12 else "a"

        s.input_fn = answer
        s.run()
        assert max(between) <= BUDGET + 1e-9, (game_id, between)
        assert any(b > 0 for b in between)  # the others' moves are shown, not skipped
        assert all(p >= SHORTEST - 1e-9 for b in [pauses] for p in b)


def test_the_pacer_shares_the_budget_and_groups_moves_too_short_to_show_alone() -> None:
    p = Pacer(1.0)
    assert [p.next(n)[1] for n in (2, 1)] == [1.0, 1.0]  # two moves: a second each
    p.decided()
    steps = []
    left = 40
    while left:
        step, pause = p.next(left)
        steps.append((step, pause))
        left -= step
    assert sum(pause for _, pause in steps) <= BUDGET + 1e-9
    assert all(pause == 0 or pause >= SHORTEST for _, pause in steps) and max(s for s, _ in steps) > 1
    assert Pacer(0.0).next(5) == (5, 0.0)  # 'all at once'
    spectator = Pacer(1.0, float("inf"))
    assert [spectator.next(50)[1] for _ in range(5)] == [1.0] * 5  # a spectator watches at the pace asked for


def test_a_forced_decision_plays_itself_unless_the_seat_stops_there() -> None:
    screen = Screen()
    s = start("crazy_eights", 4, 5, screen)
    asked: list[int] = []

    def answer(prompt: str) -> str:
        asked.append(len(s.state.legal_actions()))
        return "quit" if len(asked) > 8 else "a"

    s.input_fn = answer
    s.run()
    assert all(n > 1 for n in asked)  # never asked a decision with one legal move
    assert any(step.forced for step in s.history)
    assert "your only move, played for you" in screen.out.getvalue()
    # 'stop on': asked every decision
    screen = Screen()
    s = start("crazy_eights", 4, 5, screen)
    asked.clear()
    answers = iter(["stop on"] + ["a"] * 8 + ["quit"])
    s.input_fn = lambda prompt: asked.append(len(s.state.legal_actions())) or next(answers)
    s.run()
    assert 1 in asked and not any(step.forced for step in s.history)


def test_an_undo_goes_back_past_the_forced_moves_to_your_last_decision() -> None:
    screen = Screen()
    s = start("vtes", 4, 5, screen)
    target: list[int] = []

    def answer(prompt: str) -> str:
        if target:
            assert len(s.record.actions) == target[0]  # back at the decision, the forced moves since undone
            return "quit"
        mine = [i for i, step in enumerate(s.history) if step.seat == 0]
        real = [i for i in mine if not s.history[i].forced]
        if real and mine[-1] != real[-1] and s.state.undo_barrier() == s.history[real[-1]].barrier:
            target.append(real[-1])
            return "undo"
        return "quit" if len(s.history) > 400 else "a"

    s.input_fn = answer
    s.run()
    assert target and "Your last decision is taken back." in screen.out.getvalue()


@pytest.mark.parametrize(("game_id", "players"), TABLES)
def test_at_80_columns_no_name_on_a_board_is_cut_short(game_id: str, players: int) -> None:
    from tabletome.agents import make_agent
    from tabletome.engine import capabilities, decide

    game = get_game(game_id)
    counted = any(o.name == "players" for o in game.options)
    opts = game.resolve_options({"players": players} if counted else {}, players=players if counted else None)
    state = game.new_state(opts, 5, game.default_edition())
    agents = [make_agent("heuristic", game, i, 5) for i in range(state.players)]
    for _ in range(40):
        seat = state.to_move
        if seat is None:
            break
        screen = Screen()
        screen.console.print(capabilities.terminal(game, state.view(seat)))
        board = screen.out.getvalue()
        assert "…" not in board, [line for line in board.splitlines() if "…" in line]
        state.apply(decide(agents[seat], state, seat))


def test_the_cyclades_map_names_its_sea_spaces() -> None:
    from tabletome.engine import capabilities

    game = get_game("cyclades")
    view = game.new_state(game.resolve_options({"players": 4}, players=4), 5, game.default_edition()).view(0)
    screen = Screen()
    screen.console.print(capabilities.terminal(game, view))
    drawn = screen.out.getvalue()
    rows = {
        line[0]: line for line in drawn.splitlines() if len(line) > 2 and line[0] in "abcdefghijk" and line[1] == " "
    }
    empty = [sea for sea in view["board"]["seas"] if not sea.get("owner") and not sea.get("fleets")]
    assert empty and all(str(sea["name"]) in rows[str(sea["name"])[0]].split() for sea in empty)


def test_hexer_item_names_stay_whole_on_an_80_column_terminal() -> None:
    """Issue 33: at 80 columns the board split 'Necronomicon' across two lines."""
    from rich.console import Console

    from tabletome.engine.registry import get_game
    from tabletome.games.hexer import render

    for players in (2, 3, 4):
        for seed in range(1, 6):
            view = get_game("hexer").new_state({"players": players}, seed=seed).view(0)
            console = Console(width=80, record=True, file=io.StringIO())
            console.print(render.board(view))
            text = console.export_text()
            assert max(len(line) for line in text.splitlines()) <= 80
            shown = [render.item_text(n).plain for loc in view["locations"] for n in loc["items"] if n is not None]
            for name in {n for n in shown if " " not in n}:  # a name of one word is never cut
                assert text.count(name) == shown.count(name), name
