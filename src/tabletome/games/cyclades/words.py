"""Cyclades' names as each language's edition prints them, for display only (issue 32).

The gods, buildings, creatures, heroes, favours and items keep their English names in views,
notation and records; what a page, a prompt or a move's description shows a reader is the name
the game's ``glossary.LANG.toml`` gives the same glossary key (the words of the translated
how-to and glossary), or the English one where it gives none.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from tabletome.engine.i18n import _, language, ngettext


def slug(text: str) -> str:
    """A glossary key's tail: "Sea Nymph" -> "seanymph" (as ``creatures.slug``)."""
    return "".join(ch for ch in text.lower() if ch.isalnum())


@cache
def glossary_words(lang: str) -> dict[str, dict[str, str]]:
    """The entries ``glossary.LANG.toml`` translates (key -> name, text, needs; empty for English)."""
    path = Path(__file__).with_name(f"glossary.{lang}.toml")
    if lang == "en" or not path.is_file():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return {
        str(k): {f: str(w) for f, w in e.items() if isinstance(w, str) and w.strip()}
        for k, e in data.items()
        if isinstance(e, dict)
    }


def named(key: str, english: Any) -> str:
    """The name the reader's edition gives glossary entry ``key``, else the English ``english``."""
    return glossary_words(language()).get(key, {}).get("name", str(english))


def god(english: Any) -> str:
    """A god ("Poseidon", "Hades") in the reader's language."""
    return named("god:" + slug(str(english)), english)


def creature(english: Any) -> str:
    """A creature or a hero of the creature deck ("Pegasus", "Perseus") in the reader's language."""
    key = "creature:" + slug(str(english))
    return named(key, named("hero:" + slug(str(english)), english))


def building(english: Any) -> str:
    """A building ("Port", "Metropolis", "Theater") in the reader's language."""
    return named("building:" + slug(str(english)), english)


def area(name: Any) -> str:
    """``3`` -> "island 3", ``c4`` -> "sea c4" (islands are numbered, seas named by their circle)."""
    said = str(name)
    return _("island {n}").format(n=said) if said.isdigit() else _("sea {name}").format(name=said)


def fleets_said(n: int, undead: int) -> str:
    """A group at sea: "2 fleets", "1 fleet and 1 undead", "nothing"."""
    parts = [ngettext("{n} fleet", "{n} fleets", n).format(n=n)] if n else []
    if undead:
        parts.append(_("{n} undead").format(n=undead))
    return _(" and ").join(parts) if parts else _("nothing")
