"""'why KIND' at the terminal (issue 32): the player aid's answer for a kind of move of the
how-to's turn, the same sentence the table page shows (engine/aid.py)."""

from __future__ import annotations

from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.engine import get_game
from tabletome.engine.aid import answer

runner = CliRunner()


def test_why_prints_the_rules_sentence_the_legal_moves_or_the_kinds_of_a_turn() -> None:
    s = get_game("crazy_eights").new_state(seed=3)
    mover = s.to_move
    assert mover is not None
    refused = answer(s, mover, "pass").sentence
    assert refused == "You cannot pass now: You can still play or draw (CE-PLAY-04)."
    plays = answer(s, mover, "play").legal
    lines = "why pass\nwhy play\nwhy\nwhy fly\nquit\n"
    result = runner.invoke(
        app, ["play", "crazy_eights", "--seats", "human,human", "--seed", "3"], input=lines, env={"COLUMNS": "200"}
    )
    assert "The game is not finished." in result.output  # quit before the end: exit code 1
    out = result.output
    assert refused in out
    assert f"Possible now: {', '.join(plays)}." in out
    assert "'why KIND' says whether you can do it now, and why not. Match the top card: play; " in out
    assert "'fly' is not an action of Crazy Eights; its actions are draw, pass, play, play:eight, suit." in out
