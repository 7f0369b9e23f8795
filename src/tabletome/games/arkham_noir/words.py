"""Arkham Noir's names in the reader's language, for the narration, the refusals and the board.

Card, victim, clue type, effect and method names are those of each language's glossary
(``glossary.LANG.toml``); a custom edition's own names stay as they are. This module reads no
picture library, so the rules may name things with it (only when a sentence is shown).
"""

from __future__ import annotations

import re
import tomllib
from functools import lru_cache
from importlib import resources
from typing import Any

from tabletome.engine.i18n import N_, language
from tabletome.engine.i18n.retell import Named, Said, said

NAMED = ("card:", "victim:", "type:", "effect:", "method:", "attribute:")
_NUMBERED = re.compile(r"^#\d+ ")


@lru_cache(maxsize=4)
def words_of(lang: str) -> dict[str, Any]:
    """``lang``'s glossary file (entry key -> name, text), empty for English."""
    found = resources.files(__package__).joinpath(f"glossary.{lang}.toml")
    if lang == "en" or not found.is_file():
        return {}
    return tomllib.loads(found.read_text(encoding="utf-8"))


@lru_cache(maxsize=4)
def printed(lang: str) -> dict[str, str]:
    """The standard edition's English names -> the names in ``lang``'s glossary (methods without
    their letter: ``Search (S)`` -> ``Busca``)."""
    from .reference import glossary

    words = words_of(lang)
    out: dict[str, str] = {}
    for e in glossary():
        said = words.get(e.key, {}).get("name")
        if e.key.startswith(NAMED) and isinstance(said, str) and said.strip():
            out[e.name] = said
            if e.key.startswith("card:"):  # the glossary names a card with its number: '#7 ...'
                out[_NUMBERED.sub("", e.name)] = _NUMBERED.sub("", said)
            if e.key.startswith("method:"):
                out[e.name.rsplit(" (", 1)[0]] = said.rsplit(" (", 1)[0]
    return out


def name(text: str) -> str:
    """A name the glossary knows (a card, victim, clue type, effect, method) in the reader's language."""
    return printed(language()).get(text, text)


class Printed(Named):
    """A name in a narration line (``#12 Moses Sargent``, ``Draw``): told as the reader's glossary names it."""

    __slots__ = ()

    def tell(self, lang: str) -> str:
        return printed(lang).get(self, self)


def label(ed: Any, card: int) -> Printed:
    """A card as a narration line names it: ``#12 Moses Sargent`` (``ArkhamNoirEdition.card_label``)."""
    return Printed(ed.card_label(card))


def listed(parts: list[Printed]) -> Said:
    """``a, b, c`` as one line whose parts are told in turn."""
    out: Said | None = None
    for part in reversed(parts):
        out = said(N_("{part}"), part=part) if out is None else said(N_("{first}, {rest}"), first=part, rest=out)
    return out if out is not None else Said("", {})
