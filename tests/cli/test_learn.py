"""`tabletome learn GAME`: the guided first game at the terminal, every step printed at its
point, another move refused with the guide's sentence, then the game played on to its end."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from tabletome.cli.learn import Lesson, run_lesson
from tabletome.cli.main import app
from tabletome.engine import Record, get_game
from tabletome.engine.tutorial import NOTE, PLAY, tutorial

GUIDED = ("hexer", "arkham_noir", "cyclades", "elder_sign")


def _console() -> tuple[Console, io.StringIO]:
    buf = io.StringIO()
    return Console(file=buf, width=200, highlight=False, emoji=False, color_system=None), buf


def _answers(game_id: str, wrong: str) -> Iterator[str]:
    """What the learner types: Enter on an explanation, one wrong move on the first move step,
    then the asked move; after the guide, the first move of every menu ('a')."""
    t = tutorial(get_game(game_id))
    assert t is not None
    first = True
    for step in t.steps:
        if step.kind == NOTE:
            yield ""
        elif step.kind == PLAY:
            if first:
                first = False
                yield wrong
            yield step.action
    while True:
        yield "a"


@pytest.mark.parametrize("game_id", GUIDED)
def test_every_step_is_printed_at_its_point_and_a_wrong_move_is_refused(game_id: str) -> None:
    game = get_game(game_id)
    t = tutorial(game)
    assert t is not None
    console, buf = _console()
    typed = _answers(game_id, "no such move")
    prompts: list[str] = []

    def answer(prompt: str) -> str:
        prompts.append(prompt)
        return next(typed)

    lesson = Lesson(game, t, console, answer)
    assert lesson.run()
    out = " ".join(buf.getvalue().split())
    at = 0
    for n, step in enumerate(t.shown_steps(), 1):
        found = out.find(" ".join(f"step {n} of {len(t.shown_steps())}".split()), at)
        assert found >= 0, f"step {n} was not printed"
        words = " ".join(step.text.split()[:8])
        assert out.find(words, found) >= 0, f"step {n}'s text is not printed with it"
        at = found
    first = next(s for s in t.steps if s.kind == PLAY)
    assert out.count("In this guided game, ") == 1 and f"now: {first.why}." in out
    assert lesson.record.actions == t.actions()  # the wrong move changed nothing


def test_the_guided_game_goes_on_to_its_end(tmp_path: Path) -> None:
    game = get_game("hexer")
    t = tutorial(game)
    assert t is not None
    console, buf = _console()
    typed = _answers("hexer", "move 4")
    code = run_lesson(game, t, console, lambda _p: next(typed), tmp_path / "g.tome.json")
    assert code == 0
    out = " ".join(buf.getvalue().split())
    assert "In this guided game, play the Witch House card now: the Witch House is where your Glasses" in out
    record = Record.load(tmp_path / "g.tome.json")
    assert record.outcome is not None and record.actions[: len(t.actions())] == t.actions()
    assert record.replay().outcome() is not None


def test_learn_an_unguided_game_is_one_sentence() -> None:
    result = CliRunner().invoke(app, ["learn", "liars_dice"], env={"COLUMNS": "160"})
    assert result.exit_code == 1
    assert "has no guided first game yet; these games have one:" in result.output
    result = CliRunner().invoke(app, ["learn", "chess"])
    assert result.exit_code == 1 and "There is no game 'chess'" in result.output


def test_learn_quits_cleanly() -> None:
    result = CliRunner().invoke(app, ["learn", "hexer"], input="\nquit\n", env={"COLUMNS": "160"})
    assert result.exit_code == 1
    assert "step 1 of 13" in result.output and "step 2 of 13" in result.output
    assert "You left the guided game." in result.output
