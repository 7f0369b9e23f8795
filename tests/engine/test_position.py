"""Positions: every game written as text and read back exactly, and hostile text refused."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.engine.errors import TabletomeError
from tabletome.engine.position import PositionError, _Reader, _Writer
from tabletome.engine.record import Record
from tabletome.engine.registry import game_ids, get_game
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

runner = CliRunner()


def played(game_id: str, moves: int, seed: int = 2) -> State:
    state = get_game(game_id).new_state(seed=seed)
    state.enable_log()
    pick = Rng(seed + 100)
    for _ in range(moves):
        if state.is_over():
            break
        legal = state.legal_actions()
        state.apply(legal[pick.next64() % len(legal)])
    return state


def same_game(a: State, b: State, moves: int, seed: int) -> None:
    """Both play the same moves and stay the same game: views, legal moves and dice."""
    pick = Rng(seed)
    for _ in range(moves):
        assert json.dumps(a.full_view(), sort_keys=True, default=str) == json.dumps(
            b.full_view(), sort_keys=True, default=str
        )
        assert a.rng.state == b.rng.state
        if a.is_over():
            assert b.is_over()
            return
        la, lb = a.legal_actions(), b.legal_actions()
        assert [str(x) for x in la] == [str(x) for x in lb]
        i = pick.next64() % len(la)
        a.apply(la[i])
        b.apply(lb[i])


@pytest.mark.parametrize("game_id", game_ids())
@pytest.mark.parametrize("moves", [0, 23, 61])
def test_every_game_reads_back_its_position_and_plays_on_identically(game_id: str, moves: int) -> None:
    state = played(game_id, moves)
    text = state.position()
    back = get_game(game_id).load_position(text)
    assert type(back) is type(state) and back is not state
    assert back.position() == text  # exactly: nothing lost, nothing added
    assert back.log == state.log
    same_game(state.clone(), back, 40, seed=moves)


def test_a_position_is_the_same_text_in_every_process() -> None:
    """Sets of strings are written in an order that does not depend on the process's hash seed."""
    code = (
        "import sys; from tests.engine.test_position import played; "
        "sys.stdout.write(played('cyclades', 40).position() + played('elder_sign', 30).position())"
    )
    texts = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
            cwd=Path(__file__).parents[2],
        ).stdout
        for seed in ("1", "2")
    }
    assert len(texts) == 1


def test_a_value_two_fields_share_stays_shared() -> None:
    rng = Rng(7)
    both = [rng, rng, [rng]]
    data = _Writer({}).value(both)
    assert data[1] == {"$a": 1}  # the second mention names the first
    back = _Reader({}).value(json.loads(json.dumps(data)))
    assert back[0] is back[1] is back[2][0] and back[0].state == 7


def test_a_record_can_begin_at_a_position_and_replays_from_it() -> None:
    game = get_game("hexer")
    text = played("hexer", 30).position()
    record, state = Record.from_position(game, text, ["heuristic"] * state_players(text), seed=5)
    pick = Rng(3)
    for _ in range(20):
        legal = state.legal_actions()
        action = legal[pick.next64() % len(legal)]
        state.apply(action)
        record.actions.append(str(action))
    again = Record.from_json(json.loads(json.dumps(record.to_json()))).replay()
    assert again.position() == state.position()


def state_players(text: str) -> int:
    return int(json.loads(text)["options"]["players"])


def damaged(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


BAD = {
    "not JSON": lambda t: t[:-3],
    "not a position": lambda t: json.dumps({"game": "hexer"}),
    "another game": lambda t: damaged(t, '"game":"hexer"', '"game":"cyclades"'),
    "another rules version": lambda t: damaged(t, '"rules":"', '"rules":"0.'),
    "another format": lambda t: damaged(t, '"format":1', '"format":9'),
    "a class from outside": lambda t: damaged(t, '"$o":"tabletome.engine.rng:Rng"', '"$o":"subprocess:Popen"'),
    "a function from outside": lambda t: damaged(
        t, '{"$o":"tabletome.engine.rng:Rng"', '{"$q":"builtins:eval","x":{"$o":""'
    ),
    "a reference past the end": lambda t: damaged(t, '"rng":{', '"rng":{"$a":99999},"x":{'),
    "nested too deeply": lambda t: "[" * 50_000 + "]" * 50_000,
    "a state nested too deeply": lambda t: damaged(t, '"rng":{', '"rng":' + "[" * 20_000 + "]" * 20_000 + ',"x":{'),
    "a field the rules cannot read": lambda t: damaged(t, '"hand":', '"hand":{"$t":[1]},"x":'),
}


@pytest.mark.parametrize("case", list(BAD))
def test_a_broken_or_hostile_position_is_refused_with_one_sentence(case: str) -> None:
    text = BAD[case](played("hexer", 12).position())
    with pytest.raises(PositionError) as err:
        get_game("hexer").load_position(text)
    sentence = str(err.value)
    assert sentence.endswith(".") and "\n" not in sentence and "Traceback" not in sentence
    assert isinstance(err.value, TabletomeError)


def test_the_terminal_writes_a_position_and_begins_a_game_there(tmp_path: Path) -> None:
    rec = tmp_path / "game.tome.json"
    seats = "heuristic,heuristic,heuristic"
    done = runner.invoke(app, ["play", "crazy_eights", "--seats", seats, "--seed", "4", "--record", str(rec)])
    assert done.exit_code == 0, done.output
    pos = tmp_path / "at10.json"
    assert runner.invoke(app, ["position", str(rec), "--at", "10", "-o", str(pos)]).exit_code == 0
    at10 = Record.load(rec).replay(10, narrate=True).position()
    assert pos.read_text().strip() == at10
    rec2 = tmp_path / "from10.tome.json"
    again = runner.invoke(app, ["play", "--position", str(pos), "--seats", seats, "--record", str(rec2)])
    assert again.exit_code == 0, again.output
    saved = Record.load(rec2)
    assert saved.position == at10 and saved.replay().is_over()
    wrong = runner.invoke(app, ["play", "hexer", "--position", str(pos)])
    assert wrong.exit_code != 0 and "is a position of crazy_eights, not of hexer." in wrong.output
    past = runner.invoke(app, ["position", str(rec), "--at", "9999"])
    assert past.exit_code != 0 and "past its end" in past.output
