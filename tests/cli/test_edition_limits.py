"""Hostile edition files at the command line: one sentence naming the limit, a non-zero exit."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from tabletome.cli.main import app

runner = CliRunner()

HOSTILE = {
    "key.toml": (
        ".".join(["a"] * 30_000) + " = 1\n",
        "file: has a key of 59,999 characters at line 1; the limit is 256",
    ),
    "header.toml": ("[" + ".".join(["a"] * 30_000) + "]\n", "file: has a key of 59,999 characters at line 1"),
    "deep.toml": ("a = " + "[" * 5_000 + "]" * 5_000 + "\n", "file: nests deeper than the limit of 32 levels"),
    "deep.json": ("[" * 100_000 + "]" * 100_000, "file: nests deeper than the limit of 32 levels at line 1"),
    "number.toml": (
        '[edition]\ngame = "hexer"\nn = ' + "9" * 59_000 + "\n",
        "file: has a number of 59,000 digits at line 3; the limit is 100 digits",
    ),
    "number.json": ('{"n": ' + "9" * 59_000 + "}", "file: has a number of 59,000 digits"),
}


def write(tmp_path: Path, name: str) -> Path:
    path = tmp_path / name
    path.write_text(HOSTILE[name][0])
    return path


@pytest.mark.parametrize("name", HOSTILE)
def test_edition_check_names_the_limit(tmp_path: Path, name: str) -> None:
    path = write(tmp_path, name)
    result = runner.invoke(app, ["edition", "check", str(path)], env={"COLUMNS": "200"})
    assert result.exit_code == 1
    assert f"{path}: {HOSTILE[name][1]}" in result.output
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)


def test_edition_check_with_a_game_names_the_limit(tmp_path: Path) -> None:
    path = write(tmp_path, "key.toml")
    result = runner.invoke(app, ["edition", "check", str(path), "--game", "hexer"], env={"COLUMNS": "200"})
    assert result.exit_code == 1
    assert "has a key of 59,999 characters at line 1; the limit is 256" in result.output


def test_simulate_with_a_hostile_edition_is_one_sentence(tmp_path: Path) -> None:
    path = write(tmp_path, "deep.toml")
    result = runner.invoke(app, ["simulate", "hexer", "-n", "1", "--edition", str(path)], env={"COLUMNS": "300"})
    assert result.exit_code == 1
    assert result.output.strip() == (
        f"The edition file {path} cannot be used: file: nests deeper than the limit of 32 levels at line 1."
    )


def run_command(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "COLUMNS": "300"}
    return subprocess.run(
        [sys.executable, "-m", "tabletome", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_the_real_command_prints_one_sentence_and_no_traceback(tmp_path: Path) -> None:
    """A process of its own: the parser's worker starts, and is shut down at exit without a word."""
    hostile = write(tmp_path, "number.toml")
    done = run_command("edition", "check", str(hostile))
    assert done.returncode == 1
    assert f"{hostile}: file: has a number of 59,000 digits at line 3; the limit is 100 digits" in done.stderr
    assert "Traceback" not in done.stderr

    incomplete = tmp_path / "incomplete.toml"
    incomplete.write_text('[edition]\ngame = "hexer"\n')
    done = run_command("edition", "check", str(incomplete))  # parsed in a worker, refused by the schema
    assert done.returncode == 1
    assert "not a usable edition" in done.stderr
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
