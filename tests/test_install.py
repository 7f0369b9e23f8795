"""The package as a user installs it: the wheel built from this checkout, installed into a new virtual
environment (no editable paths, no source tree on ``sys.path``), then every game played by its AI
seats, the lobby and a table served with their static files, and a precon's decklist checked.

This is what an editable install hides: package data a wheel forgets, a module that exists only in
the checkout. The plain install is also ``make play``'s: it must hold nothing of the extras (no
PyTorch, Ray, Selenium or Gymnasium) and weigh under 200 MB.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import httpx2
import pytest

from tabletome import __version__
from tabletome.engine.registry import game_ids, get_game
from tests.web.conftest import free_port

pytestmark = pytest.mark.wheel

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "tabletome"
#: What playing must not install (the extras for research, training, clusters and tests).
NOT_FOR_PLAYING = ("torch", "ray", "selenium", "gymnasium", "pettingzoo", "pytest", "mypy")
MAX_MB = 200
DEADLINE = 120.0  # a hang guard for a whole command, not a timing check


@dataclass(frozen=True, slots=True)
class Installed:
    venv: Path
    env: dict[str, str]
    work: Path

    def bin(self, name: str) -> str:
        return str(self.venv / ("Scripts" if os.name == "nt" else "bin") / name)

    def run(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [self.bin("tabletome"), *args],
            cwd=self.work,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=DEADLINE,
        )
        if check:
            assert done.returncode == 0, f"tabletome {' '.join(args)}: {done.returncode}\n{done.stdout}\n{done.stderr}"
        return done


def _quiet(*cmd: str, cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, f"{' '.join(cmd)}: {done.returncode}\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    base = tmp_path_factory.mktemp("wheel")
    wheels, venv, work = base / "dist", base / "venv", base / "work"
    work.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
    # Built from a copy: setuptools leaves build/ in the tree it builds, and files deleted since a
    # former build would then slip into the wheel.
    source = base / "source"
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build")
    shutil.copytree(ROOT / "src", source / "src", ignore=skip)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    _quiet(
        sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(wheels), str(source), env=env
    )
    (wheel,) = wheels.glob("tabletome-*.whl")
    _quiet(sys.executable, "-m", "venv", str(venv), env=env)
    python = venv / ("Scripts" if os.name == "nt" else "bin") / "python"
    _quiet(str(python), "-m", "pip", "install", "--quiet", str(wheel), cwd=work, env=env)
    env.update(TABLETOME_DATA=str(base / "data"), TABLETOME_CACHE=str(base / "cache"), COLUMNS="200")
    return Installed(venv, env, work)


def _python(installed: Installed, code: str) -> str:
    done = subprocess.run(
        [installed.bin("python"), "-c", code],
        cwd=installed.work,
        env=installed.env,
        capture_output=True,
        text=True,
        timeout=DEADLINE,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_wheel_installs_the_package_itself_not_the_checkout(installed: Installed) -> None:
    found = json.loads(
        _python(installed, "import json, sys, tabletome; print(json.dumps([tabletome.__file__, sys.path]))")
    )
    module, path = Path(found[0]), [Path(p) for p in found[1] if p]
    assert installed.venv in module.parents
    assert not any(p == ROOT or ROOT in p.parents for p in path), path
    assert installed.run("--version").stdout.strip() == f"tabletome {__version__}"


def test_every_file_of_the_package_is_in_the_wheel(installed: Installed) -> None:
    """Package data is declared once (everything under the package that is not Python bytecode)."""
    site = Path(_python(installed, "import tabletome, os; print(os.path.dirname(tabletome.__file__))").strip())

    def files(root: Path) -> set[str]:
        return {
            p.relative_to(root).as_posix()
            for p in root.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".pyo")
        }

    missing = files(PACKAGE) - files(site)
    assert not missing, f"not in the wheel: {sorted(missing)}"


def test_playing_installs_none_of_the_extras_and_stays_small(installed: Installed) -> None:
    listed = json.loads(subprocess.run(
        [installed.bin("python"), "-m", "pip", "list", "--format", "json"],
        env=installed.env, capture_output=True, text=True, timeout=DEADLINE, check=True,
    ).stdout)  # fmt: skip
    names = {p["name"].lower() for p in listed}
    assert not names & set(NOT_FOR_PLAYING), names & set(NOT_FOR_PLAYING)
    size = sum(p.stat().st_size for p in installed.venv.rglob("*") if p.is_file() and not p.is_symlink())
    assert size < MAX_MB * 1024 * 1024, f"the environment holds {size / 2**20:.0f} MB"


def test_every_game_is_listed_and_none_is_unavailable(installed: Installed) -> None:
    out = installed.run("games").stdout
    for gid in game_ids():
        assert re.search(rf"\b{gid}\b", out), (gid, out)
    assert "cannot be played" not in out, out


def _seats(gid: str) -> str:
    return ",".join(["heuristic"] * get_game(gid).min_players)


def test_an_ai_only_game_of_every_game_plays_to_its_end(installed: Installed) -> None:
    def play(gid: str) -> tuple[str, subprocess.CompletedProcess[str]]:
        return gid, installed.run("play", gid, "--seats", _seats(gid), "--seed", "1", check=False)

    with ThreadPoolExecutor(2) as pool:
        for gid, done in pool.map(play, game_ids()):
            assert done.returncode == 0, f"{gid}: {done.stdout[-2000:]}\n{done.stderr[-2000:]}"
            assert re.search(r"Seed 1; \d+ decisions", done.stdout), (gid, done.stdout[-500:])


def test_a_precons_decklist_is_checked(installed: Installed) -> None:
    from tabletome.games.vtes import precons, write_deck

    deck = precons()[0]
    path = installed.work / "precon.txt"
    path.write_text(write_deck(deck.deck, "twd"), encoding="utf-8")
    out = installed.run("vtes", "deck", "check", str(path)).stdout
    assert "a legal deck" in out, out


@pytest.fixture
def served(installed: Installed) -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen(
        [installed.bin("tabletome"), "serve", "--port", str(port)],
        cwd=installed.work,
        env=installed.env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        end = time.monotonic() + DEADLINE
        while True:
            assert proc.poll() is None, proc.stdout.read() if proc.stdout else ""
            try:
                if httpx2.get(base + "/api/health", timeout=2).status_code == 200:
                    break
            except httpx2.TransportError:
                pass
            assert time.monotonic() < end, "the server did not answer"
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()


def _assets(client: httpx2.Client, page: str) -> list[str]:
    """The page's own scripts and style sheets, each fetched."""
    found = re.findall(r'(?:src|href)="(/static/[^"]+)"', page)
    assert found, page[:500]
    for asset in found:
        r = client.get(asset)
        assert r.status_code == 200 and r.content, asset
    return found


def test_the_lobby_and_a_table_are_served_with_their_static_files(served: str) -> None:
    with httpx2.Client(base_url=served, timeout=30) as client:
        lobby = client.get("/")
        assert lobby.status_code == 200
        _assets(client, lobby.text)
        games = {g["id"] for g in client.get("/api/games").json()}
        assert games == set(game_ids())
        made = client.post("/api/tables", json={"game": "crazy_eights", "seats": ["human", "heuristic"], "seed": 3})
        assert made.status_code == 201, made.text
        table, token = made.json()["table"]["id"], made.json()["token"]
        page = client.get(f"/table/{table}/0")
        assert page.status_code == 200
        _assets(client, page.text)
        seat = client.get(f"/api/tables/{table}/seats/0", headers={"X-Seat-Token": token})
        assert seat.status_code == 200 and seat.json()["seat"] == 0
