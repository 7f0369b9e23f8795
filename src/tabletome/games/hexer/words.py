"""Hexer's printed names in the reader's language, for the narration, the refusals and the board.

A name (creature, Great Old One, location, event, item, artifact) is the one each language's
edition prints (``glossary.LANG.toml``); a custom edition's own names stay as they are. This module
reads no picture library, so the rules may name things with it (only when a sentence is shown).
"""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources

from tabletome.engine.i18n import N_, language
from tabletome.engine.i18n.retell import Named

#: The glossary entries whose name is printed on a component.
NAMED = ("creature:", "old-one:", "location:", "event:", "item:", "artifact:")

#: The standard edition's card texts (Great Old Ones, events) that narration lines quote whole,
#: marked so the catalogs translate them; a custom edition's own texts stay as written.
CARD_TEXTS = (
    N_("Each Necron result of the Madness die moves the Necron marker one more space."),
    N_("Each use of the Secret Passage costs 1 more sanity."),
    N_("Robert Craven gives no extra sanity point with the Elixir."),
    N_("At the end of each round, the Necron marker advances 1 space."),
    N_("Acquiring an item also advances the Necron marker 1 space."),
    N_("Robert Craven does not protect from the Madness die."),
    N_("The lowest-numbered Great Old One in the reserve becomes the Shadow at Miskatonic University."),
    N_("The Necron marker advances 1 space."),
    N_("The Necron marker advances 2 spaces."),
    N_("Each investigator loses 1 sanity."),
    N_("Nothing happens."),
    N_("The investigators together discard 1 normal item."),
    N_("Each investigator at Robert Craven's location gains 1 sanity."),
)


@lru_cache(maxsize=4)
def printed(lang: str) -> dict[str, str]:
    """The standard edition's English names -> the names printed in ``lang``'s edition."""
    if lang == "en":
        return {}
    found = resources.files(__package__).joinpath(f"glossary.{lang}.toml")
    if not found.is_file():
        return {}
    from .reference import glossary

    words = tomllib.loads(found.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for e in glossary():
        name = words.get(e.key, {}).get("name")
        if e.key.startswith(NAMED) and isinstance(name, str) and name.strip():
            out[e.name] = name
    return out


def name(text: str) -> str:
    """A printed name as the reader's edition prints it (see the module's text)."""
    return printed(language()).get(text, text)


class Printed(Named):
    """A printed name in a narration line: told as the reader's edition prints it."""

    __slots__ = ()

    def tell(self, lang: str) -> str:
        return printed(lang).get(self, self)
