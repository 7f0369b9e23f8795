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

from tabletome.engine.i18n import N_, _, language, ngettext, seat_words
from tabletome.engine.i18n.retell import Said, retell, told

#: The names a log line holds as the edition writes them (gods, buildings, creatures, heroes, favours,
#: magic items), marked for the catalogs: ``told`` shows a line's name in the reader's language
#: through them, as the language's glossary names it (``tests/games/cyclades`` checks both).
LOG_NAMES = (
    # the gods
    N_("Poseidon"),
    N_("Ares"),
    N_("Zeus"),
    N_("Athena"),
    N_("Apollo"),
    N_("Hades"),
    # the buildings (Port, Fortress, Temple and University are marked with the refusals: turns.py)
    N_("Theater"),
    # the creatures
    N_("Fates"),
    N_("Satyr"),
    N_("Dryad"),
    N_("Siren"),
    N_("Pegasus"),
    N_("Giant"),
    N_("Harpy"),
    N_("Griffon"),
    N_("Sphinx"),
    N_("Sylph"),
    N_("Cyclops"),
    N_("Chimera"),
    N_("Kraken"),
    N_("Minotaur"),
    N_("Medusa"),
    N_("Polyphemus"),
    N_("Chiron"),
    N_("Cerberus"),
    N_("Charon"),
    N_("Erinyes"),
    N_("Empusa"),
    # the heroes
    N_("Perseus"),
    N_("Penthesilea"),
    N_("Achilles"),
    N_("Hero 4 (stand-in)"),
    N_("Hero 5 (stand-in)"),
    N_("Hero 6 (stand-in)"),
    # the divine favours (by their gods)
    N_("Hera"),
    N_("Hermes"),
    N_("Aphrodite"),
    N_("Demeter"),
    N_("Hephaestus"),
    N_("Favour 6 (stand-in)"),
    N_("Favour 7 (stand-in)"),
    N_("Favour 8 (stand-in)"),
    # the magic items
    N_("Poseidon's Trident"),
    N_("Item 2 (stand-in)"),
    N_("Item 3 (stand-in)"),
    N_("Item 4 (stand-in)"),
    N_("Item 5 (stand-in)"),
    N_("Item 6 (stand-in)"),
    N_("Item 7 (stand-in)"),
    N_("Item 8 (stand-in)"),
    N_("Item 9 (stand-in)"),
    N_("Item 10 (stand-in)"),
)


#: The outcome's sentences (flow.py and rules.py make them with ``said``; :func:`reason` tells them).
WON = N_("{seats} owns {n} Metropolises at the end of cycle {cycle}.")
LAST_LEFT = N_("{seat} is the last player left in the game.")


def reason(text: Any) -> str:
    """The outcome's sentence in the reader's language: the line itself when the rules' ``Said`` is
    at hand, else (a view read back from its JSON holds the English text) matched to its template."""
    if isinstance(text, Said):
        return told(text)
    return retell(str(text), (WON, LAST_LEFT), _reason_word)


def _reason_word(slot: str, value: str) -> str:
    if slot == "seats":  # "blue and red": each colour told, joined again
        seats = [seat_words(x) for x in value.split(" and ")]
        out = seats[0]
        for seat in seats[1:]:
            out = _("{a} and {b}").format(a=out, b=seat)
        return out
    return seat_words(value) if slot == "seat" else value


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
