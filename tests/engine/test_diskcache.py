"""The machine's cache of built data: built once, read back by later processes, rebuilt when the
key changes or the file is broken, and never in the way when the folder cannot be used."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tabletome.engine import diskcache
from tabletome.engine.cards import CardDatabase, CardSchema, clear_cache


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(diskcache.ENV_CACHE, str(tmp_path / "cache"))
    return tmp_path / "cache"


def counting() -> tuple[list[int], object]:
    built: list[int] = []

    def build() -> dict[str, int]:
        built.append(1)
        return {"cards": 4149}

    return built, build


def test_built_once_then_read_back(folder: Path) -> None:
    built, build = counting()
    assert diskcache.cached("thing", "v1", build) == {"cards": 4149}  # type: ignore[arg-type]
    assert diskcache.cached("thing", "v1", build) == {"cards": 4149}  # type: ignore[arg-type]
    assert len(built) == 1
    assert [p.name for p in folder.iterdir()] == ["thing.pickle"]


def test_another_key_or_a_broken_file_is_built_again(folder: Path) -> None:
    built, build = counting()
    diskcache.cached("thing", "v1", build)  # type: ignore[arg-type]
    diskcache.cached("thing", "v2", build)  # type: ignore[arg-type]
    assert len(built) == 2
    path = folder / "thing.pickle"
    path.write_bytes(b"v2\n" + b"not a pickle")
    assert diskcache.cached("thing", "v2", build) == {"cards": 4149}  # type: ignore[arg-type]
    assert len(built) == 3
    assert diskcache.cached("thing", "v2", build) == {"cards": 4149}  # type: ignore[arg-type]
    assert len(built) == 3  # the broken file was replaced


def test_off_or_an_unusable_folder_builds_in_memory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    built, build = counting()
    monkeypatch.setenv(diskcache.ENV_CACHE, "off")
    assert diskcache.cache_dir() is None
    diskcache.cached("thing", "v1", build)  # type: ignore[arg-type]
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv(diskcache.ENV_CACHE, str(blocker / "cache"))
    assert diskcache.cache_dir() is None
    assert diskcache.cached("thing", "v1", build) == {"cards": 4149}  # type: ignore[arg-type]
    assert len(built) == 2


def loader() -> list[dict[str, object]]:
    return [
        {"id": 7, "name": "Theo Bell", "sets": {"V5": [{"precon": "Brujah", "copies": 2}]}, "clans": ["Brujah"]},
        {"id": 3, "name": "Govern the Unaligned", "sets": {"V5": [{"rarity": "C"}]}, "clans": []},
    ]


SCHEMA = CardSchema(set_field="sets")


def test_a_persisted_card_database_reads_back_equal_and_frozen(folder: Path) -> None:
    clear_cache()
    built = CardDatabase.from_loader("demo", "1", loader, SCHEMA, default_source="demo 1", persist=True)
    clear_cache()
    read = CardDatabase.from_loader("demo", "1", loader, SCHEMA, default_source="demo 1", persist=True)
    clear_cache()
    assert read is not built and read.schema is SCHEMA
    assert list(read) == list(built) and read.ids == (3, 7)
    theo = read.named("theo bell")
    assert theo.sets["V5"][0]["copies"] == 2 and theo.provenance("clans") == "demo 1"
    with pytest.raises(TypeError):
        theo.sets["V5"][0]["copies"] = 3  # type: ignore[index]
    assert read.where(clans="Brujah") == (theo,)


def test_vtes_cards_are_read_from_the_cache_by_a_new_process_without_krcg(folder: Path) -> None:
    """A warm cache: the card database without importing krcg (its YAML parsing is what was slow)."""
    code = (
        "import sys; from tabletome.games.vtes.cards import load_cards; db = load_cards();"
        "print(len(db), 'krcg' in sys.modules, db.named('Theo Bell (G2)').get('capacity'))"
    )
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True)
    second = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True)
    count, krcg_first, capacity = first.stdout.split()
    assert int(count) > 4000 and krcg_first == "True"
    assert second.stdout.split() == [count, "False", capacity]
