"""The tabletome command, driven as a user would."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tabletome.cli.main import app
from tabletome.engine import Record, get_game

runner = CliRunner()


def run(*args: str, input: str | None = None):
    return runner.invoke(app, list(args), input=input, env={"COLUMNS": "140"})


def test_games_lists_hexer() -> None:
    result = run("games")
    assert result.exit_code == 0
    assert "hexer" in result.output and "Der Hexer von Salem" in result.output


def test_rules_search_by_word() -> None:
    result = run("rules", "hexer", "Dagger")
    assert result.exit_code == 0
    assert "HX-USE-12" in result.output and "clauses mention" in result.output


def test_rules_unknown_game_is_one_sentence() -> None:
    result = run("rules", "chess")
    assert result.exit_code == 1
    assert "There is no game 'chess'" in result.output


def test_all_ai_game_runs_without_input_and_reports(tmp_path: Path) -> None:
    out = tmp_path / "g.tome.json"
    result = run("play", "hexer", "--seats", "heuristic,heuristic,heuristic", "--seed", "7", "--record", str(out))
    assert result.exit_code == 0, result.output
    assert ("WON:" in result.output) or ("LOST:" in result.output)
    assert "Cause: HX-" in result.output
    record = Record.load(out)
    assert record.outcome is not None and record.seed == 7
    assert record.replay().outcome().to_json() == record.outcome


def test_difficulty_and_options_reach_the_game(tmp_path: Path) -> None:
    out = tmp_path / "hard.tome.json"
    result = run(
        "play",
        "hexer",
        "--seats",
        "random,random",
        "--seed",
        "3",
        "--difficulty",
        "hard",
        "-o",
        "sanity=4",
        "--record",
        str(out),
    )
    assert result.exit_code == 0, result.output
    options = json.loads(out.read_text())["options"]
    readings = {o.name: o.default for o in get_game("hexer").options if o.legacy}
    assert options == {"players": 2, "sanity": 4, "necron_head_start": True, "remove_pair": True, **readings}


def test_human_prompt_accepts_numbers_notation_and_recovers_from_bad_input(tmp_path: Path) -> None:
    save = tmp_path / "saved.tome.json"
    lines = ["help", "fly away", "move 0", "99", "zz", "a", f"save {save}", "quit"]
    result = run("play", "hexer", "--seats", "human,heuristic", "--seed", "11", input="\n".join(lines) + "\n")
    assert result.exit_code == 1  # quit before the end
    assert "'fly away' is not a move" in result.output
    assert "HX-LOC-09" in result.output  # move 0 from the University
    assert "Type the letter of a move" in result.output and "e.g. 'move 99'" in result.output
    assert "There is no move 'zz'" in result.output
    assert "Saved the game" in result.output
    record = Record.load(save)
    assert len(record.actions) >= 1
    resumed = run("play", "--resume", str(save), input="quit\n")
    assert resumed.exit_code == 1
    assert "Action" in resumed.output or "action" in resumed.output


def test_undo_only_while_nothing_hidden_was_revealed() -> None:
    from tabletome.engine import get_game

    hexer = get_game("hexer")
    for choice in range(1, 7):
        s = hexer.new_state({"players": 2}, 11)
        before = s.reveals
        s.apply(s.legal_actions()[choice - 1])
        expected = "taken back" if s.reveals == before else "Cannot undo"
        key = "abcdefgh"[choice - 1]
        result = run("play", "hexer", "--seats", "human,human", "--seed", "11", input=f"{key}\nundo\nquit\n")
        assert expected in result.output


def test_bad_seats_and_options_exit_non_zero() -> None:
    result = run("play", "hexer", "--seats", "human")
    assert result.exit_code == 1 and "2 to 4 players" in result.output
    result = run("play", "hexer", "--seats", "human,robot")
    assert result.exit_code == 1 and "'robot' is not a kind of player" in result.output
    result = run("play", "hexer", "--seats", "random,random", "--colour", "red")
    assert result.exit_code == 1 and "no option 'colour'" in result.output


def test_edition_check_good_and_broken(tmp_path: Path) -> None:
    from tests.games.hexer.helpers import standard_data

    good = tmp_path / "good.json"
    good.write_text(json.dumps(standard_data()))
    result = run("edition", "check", str(good))
    assert result.exit_code == 0 and "valid Der Hexer von Salem edition" in result.output
    data = standard_data()
    data["events"][0]["craven"] = 9
    data["locations"][1]["provenance"].pop("name")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    result = run("edition", "check", str(bad))
    assert result.exit_code == 1
    assert f"{bad}: events[0].craven" in result.output
    assert f"{bad}: locations[1]" in result.output and "provenance is missing for name" in result.output


def test_play_with_a_broken_edition_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("this is = = not toml")
    result = run("play", "hexer", "--seats", "random,random", "--edition", str(bad))
    assert result.exit_code == 1 and "cannot be used" in result.output


def test_replay_final_and_stepping(tmp_path: Path) -> None:
    out = tmp_path / "g.tome.json"
    run("play", "hexer", "--seats", "random,random", "--seed", "5", "--record", str(out))
    result = run("replay", str(out), "--final")
    assert result.exit_code == 0 and "Outcome:" in result.output
    result = run("replay", str(out), "--seat", "1", input="n\nn\np\nq\n")
    assert result.exit_code == 0 and "step 1/" in result.output


def test_replay_corrupt_record_is_one_sentence(tmp_path: Path) -> None:
    bad = tmp_path / "bad.tome.json"
    bad.write_text("[1, 2")
    result = run("replay", str(bad))
    assert result.exit_code == 1 and "not valid JSON" in result.output


# ------------------------------------------------------------------ competitive games: the ranking


def test_a_competitive_game_ends_with_the_ranking_and_the_deciding_rule(tmp_path: Path) -> None:
    """Seed 84 (four heuristic players, draw one) ends blocked with two seats on 11 points: fewer cards wins."""
    out = tmp_path / "ce.tome.json"
    seats = "heuristic,heuristic,heuristic,heuristic"
    result = run("play", "crazy_eights", "--seats", seats, "--seed", "84", "-o", "draw=one", "--record", str(out))
    assert result.exit_code == 0, result.output
    assert "GAME OVER: The stock is empty" in result.output and "WON:" not in result.output
    lines = [ln.split() for ln in result.output.splitlines()]
    table = [ln for ln in lines if ln and ln[0] in ("1st", "2nd", "3rd", "4th")]
    assert table[0] == ["1st", "player", "1", "(heuristic)", "11", "2"]  # place, seat, score, cards in hand
    assert table[1] == ["2nd", "player", "4", "(heuristic)", "11", "3"]
    assert [row[0] for row in table] == ["1st", "2nd", "3rd", "4th"]
    assert "Winner: player 1. Decided by: fewer cards in hand." in result.output
    final = run("replay", str(out), "--final")
    assert final.exit_code == 0 and "Decided by: fewer cards in hand." in final.output
    assert "1st    player 1 (heuristic)" in final.output


def test_a_shared_first_place_and_the_human_seats_place_are_said() -> None:
    seats = "heuristic,heuristic,heuristic,heuristic"
    result = run("play", "crazy_eights", "--seats", seats, "--seed", "925", "-o", "draw=one")
    assert "Winners (shared): player 1, player 4. First place is shared" in result.output
    moves = "\n".join(["a"] * 300) + "\n"
    result = run("play", "crazy_eights", "--seats", "human,random,random", "--seed", "12", input=moves)
    assert result.exit_code == 0 and "You placed 3rd of 3." in result.output


def test_play_without_seats_sits_you_at_the_games_default_table(tmp_path: Path) -> None:
    """`tabletome play vtes` is you and four scripted Methuselahs (players defaults to 5), and
    `--players 4` alone gives four seats (it raised IndexError: the seats stopped at 2)."""
    for extra, seats in (([], 5), (["--players", "4"], 4)):
        rec = tmp_path / f"vtes{seats}.tome.json"
        result = runner.invoke(app, ["play", "vtes", "--seed", "1", "--record", str(rec), *extra], input="quit\n")
        assert "Saved the game" in result.output, result.output  # quitting saves (and exits 1: not finished)
        assert Record.load(rec).seats == ["human"] + ["heuristic"] * (seats - 1)


def test_players_and_seats_that_disagree_get_one_sentence() -> None:
    result = runner.invoke(app, ["play", "vtes", "--players", "4", "--seats", "human,heuristic"])
    assert result.exit_code == 1
    assert "--players 4 and the 2 seats of --seats disagree" in " ".join(result.output.split())


def test_an_error_in_a_player_never_loses_the_record_of_the_game_so_far(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tabletome.agents.random import RandomAgent

    played = {"n": 0}
    real = RandomAgent.choose

    def faulty(self, legal, seat):  # type: ignore[no-untyped-def]
        played["n"] += 1
        if played["n"] > 10:
            raise IndexError("list index out of range")
        return real(self, legal, seat)

    monkeypatch.setattr(RandomAgent, "choose", faulty)
    rec = tmp_path / "game.tome.json"
    result = runner.invoke(app, ["play", "hexer", "--seats", "random,random", "--seed", "4", "--record", str(rec)])
    assert isinstance(result.exception, IndexError)
    assert f"The game so far is saved in {rec}" in " ".join(result.output.split())
    assert len(Record.load(rec).actions) == 10
