"""`tabletome serve` refuses a configuration it cannot run, in one sentence, before starting anything."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from .serve_cli import app

runner = CliRunner()


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--workers", "2"], "--workers above 1 needs --redis-url"),
        (["--database-url", "nonsense"], "is not a database URL"),
        (["--database-url", "mysql://root@127.0.0.1/test"], "not supported"),
        (["--redis-url", "redis://127.0.0.1:1/0"], "Redis at redis://127.0.0.1:1/0 does not answer"),
    ],
)
def test_serve_refuses_what_it_cannot_run(tmp_path: Path, args: list[str], words: str) -> None:
    result = runner.invoke(app, ["--port", "1", *args], env={"TABLETOME_DATA": str(tmp_path), "COLUMNS": "200"})
    assert result.exit_code == 1
    assert words in " ".join(result.output.split())


def test_the_default_database_is_a_sqlite_file_under_the_data_directory(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("x")
    result = runner.invoke(app, ["--port", "1"], env={"TABLETOME_DATA": str(blocker / "data"), "COLUMNS": "200"})
    assert result.exit_code == 1
    assert f"The data directory {blocker / 'data'} cannot be created" in " ".join(result.output.split())
