"""The container files stay true to the command line: every option they pass to `tabletome serve`
exists, and the image installs the wheel with the extra that PostgreSQL and Redis need.

(This machine has no Docker engine to build the image; the note of the release says so.)
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from typer.testing import CliRunner

from tabletome.cli.main import app

ROOT = Path(__file__).resolve().parents[1]


def serve_options() -> set[str]:
    out = CliRunner().invoke(app, ["serve", "--help"], env={"COLUMNS": "200"}).output
    return set(re.findall(r"--[a-z][a-z-]+", out))


def test_compose_runs_serve_with_options_it_has_on_postgresql_and_redis() -> None:
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text(encoding="utf-8"))
    services = compose["services"]
    assert {"db", "redis", "tabletome"} <= set(services)
    command = " ".join(services["tabletome"]["command"])
    assert "tabletome serve" in command
    assert set(re.findall(r"--[a-z][a-z-]+", command)) <= serve_options()
    assert "postgresql://" in command and "redis://redis:6379" in command and "--workers" in command
    assert services["tabletome"]["depends_on"]["db"]["condition"] == "service_healthy"


def test_the_image_installs_the_wheel_with_the_server_extra_and_serves_on_every_interface() -> None:
    docker = (ROOT / "Dockerfile").read_text(encoding="utf-8")
    assert re.search(r"pip install .*tabletome-\*\.whl\)\[server\]", docker)
    cmd = re.search(r"^CMD (\[.*\])$", docker, re.MULTILINE)
    assert cmd is not None
    args = yaml.safe_load(cmd.group(1))
    assert args[:2] == ["tabletome", "serve"] and "0.0.0.0" in args
    assert {a for a in args if a.startswith("--")} <= serve_options()
