"""The Portuguese and Spanish how-tos and glossaries (issue 32) against their English originals.

Every ``howto.<lang>.toml`` must keep the English how-to's shape (the same sections, the same items
in the same order, the same clauses, pictures and other fields) and translate every title and text; every
``glossary.<lang>.toml`` may only name entries of the English glossary of the game's standard
edition, each with a name and a text (and what it needs, where the English entry needs something). A long text identical to the English one is an item left
untranslated.
"""

from __future__ import annotations

import fnmatch
import tomllib
from pathlib import Path
from typing import Any

import pytest

import tabletome
from tabletome.engine import get_game, reference
from tabletome.engine.howto import SECTIONS

PACKAGE = Path(tabletome.__file__).parent
GAMES_DIR = PACKAGE / "games"
PYPROJECT = PACKAGE.parents[1] / "pyproject.toml"
LANGS = ("pt", "es")
#: The files issue 32 asks for: every game's how-to, and the glossaries (V:TES's: its rules terms).
HOWTO_GAMES = ("hexer", "arkham_noir", "cyclades", "elder_sign", "crazy_eights", "liars_dice", "vtes")
GLOSSARY_GAMES = ("hexer", "arkham_noir", "cyclades", "elder_sign", "crazy_eights", "vtes")
EXPECTED = [f"{game}/howto.{lang}.toml" for game in HOWTO_GAMES for lang in LANGS] + [
    f"{game}/glossary.{lang}.toml" for game in GLOSSARY_GAMES for lang in LANGS
]
#: The fields a translation changes; every other field of an item is the English one.
TRANSLATED = {"title", "text"}
#: A text this long and identical to the English one was left untranslated.
LONG = 40

HOWTOS = sorted(GAMES_DIR.glob("*/howto.*.toml"))
GLOSSARIES = sorted(GAMES_DIR.glob("*/glossary.*.toml"))


def _load(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _flat(text: str) -> str:
    return " ".join(text.split())


def _name(path: Path) -> str:
    return path.relative_to(GAMES_DIR).as_posix()


def test_every_translation_issue_32_asks_for_is_shipped() -> None:
    shipped = {_name(p) for p in HOWTOS + GLOSSARIES}
    assert not [f for f in EXPECTED if f not in shipped]
    assert {p.name.split(".")[1] for p in HOWTOS + GLOSSARIES} <= set(LANGS)


@pytest.mark.parametrize("path", HOWTOS, ids=_name)
def test_a_translated_how_to_keeps_the_english_shape(path: Path) -> None:
    english = _load(path.with_name("howto.toml"))
    translated = _load(path)
    assert set(translated) <= {"title", "summary", *SECTIONS}
    assert translated["title"].strip() and translated["summary"].strip()
    for key in SECTIONS:
        theirs, ours = english.get(key, []), translated.get(key, [])
        assert len(ours) == len(theirs), f"{_name(path)}: {key} has {len(ours)} items, the English {len(theirs)}"
        for n, (en, tr) in enumerate(zip(theirs, ours, strict=True)):
            where = f"{_name(path)} {key} {n + 1}"
            assert tr.get("clauses", []) == en.get("clauses", []), where
            assert tr.get("picture", "") == en.get("picture", ""), where
            assert set(tr) == set(en), f"{where}: fields {sorted(tr)}, the English {sorted(en)}"
            # what is not words (clauses, picture, the actions a step offers) is the English item's
            assert {k: v for k, v in tr.items() if k not in TRANSLATED} == {
                k: v for k, v in en.items() if k not in TRANSLATED
            }, where
            assert _flat(tr["text"]), f"{where}: no text"
            if "title" in en:
                assert _flat(tr["title"]), f"{where}: no title"


@pytest.mark.parametrize("path", HOWTOS, ids=_name)
def test_no_how_to_text_was_left_in_english(path: Path) -> None:
    english = _load(path.with_name("howto.toml"))
    translated = _load(path)
    pairs = [(english["summary"], translated["summary"])]
    pairs += [
        (en[field], tr[field])
        for key in SECTIONS
        for en, tr in zip(english.get(key, []), translated.get(key, []), strict=True)
        for field in ("title", "text")
        if field in en
    ]
    left = [_flat(en) for en, tr in pairs if len(_flat(en)) > LONG and _flat(en) == _flat(tr)]
    assert not left, f"{_name(path)} left in English: {left}"


@pytest.mark.parametrize("path", GLOSSARIES, ids=_name)
def test_a_translated_glossary_names_only_english_entries_with_a_name_and_a_text(path: Path) -> None:
    english = {e.key: e for e in reference.glossary(get_game(path.parent.name))}
    translated = _load(path)
    assert translated, f"{_name(path)} is empty"
    unknown = [key for key in translated if key not in english]
    assert not unknown, f"{_name(path)}: keys not in the English glossary: {unknown[:5]}"
    for key, entry in translated.items():
        where = f"{_name(path)} [{key}]"
        assert {"name", "text"} <= set(entry) <= {"name", "text", "needs"}, where
        assert all(isinstance(v, str) and _flat(v) for v in entry.values()), f"{where} has an empty field"
        assert "needs" not in entry or english[key].needs, f"{where}: needs for an entry that needs nothing"
    left = [
        key
        for key, entry in translated.items()
        if len(_flat(english[key].text)) > LONG and _flat(entry["text"]) == _flat(english[key].text)
    ]
    assert not left, f"{_name(path)} left in English: {left[:5]}"


def test_the_translations_ship_in_the_wheel() -> None:
    """The package data takes every file under the package, and no exclusion drops a translation."""
    tool = _load(PYPROJECT)["tool"]["setuptools"]
    included = tool["package-data"]["tabletome"]
    excluded = tool.get("exclude-package-data", {}).get("tabletome", [])
    for path in HOWTOS + GLOSSARIES:
        inside = path.relative_to(PACKAGE).as_posix()
        assert any(fnmatch.fnmatch(inside, pattern) for pattern in included), inside
        assert not any(fnmatch.fnmatch(inside, pattern) for pattern in excluded), inside
