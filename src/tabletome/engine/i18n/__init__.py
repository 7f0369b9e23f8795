"""One translation layer for every player-facing text: the web pages, the terminal and refusals.

English is the source language (the text in the code); ``pt`` (Brazilian Portuguese) and ``es``
(Spanish) are catalogs shipped in the package as gettext ``.po`` files
(``tabletome/locale/LANG/LC_MESSAGES/tabletome.po``), read with Babel the first time a process
needs one (English needs none, so a command in English never imports Babel).

The current language is context-local (a ``ContextVar``): the web sets it per request from the
``tt_lang`` cookie or ``Accept-Language``; the terminal sets it once from ``--lang``,
``TABLETOME_LANG`` or ``LANG``. A message without a translation is shown in English.

``make i18n`` extracts every message (``python -m tabletome.cli.messages``) and updates the
catalogs; ``tests/engine/test_i18n.py`` fails when a message is missing from one.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar, Token
from functools import lru_cache
from importlib import resources
from typing import Any

SOURCE = "en"
#: Every language the players can choose, with its own name (the switch shows the code).
LANGUAGES: dict[str, str] = {"en": "English", "pt": "Português", "es": "Español"}
DOMAIN = "tabletome"
_CURRENT: ContextVar[str] = ContextVar("tabletome_language", default="")
_TAG = re.compile(r"^\s*([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]+)*")


def normalize(tag: str | None) -> str | None:
    """The language a tag names ("pt-BR", "es_ES.UTF-8", "EN") if it is one of ours, else None."""
    if not tag:
        return None
    m = _TAG.match(tag)
    code = m.group(1).lower() if m else ""
    return code if code in LANGUAGES else None


def from_accept(header: str | None) -> str | None:
    """The first of our languages in an ``Accept-Language`` header, by its q weights."""
    if not header:
        return None
    ranked: list[tuple[float, int, str]] = []
    for n, part in enumerate(header.split(",")[:20]):
        tag, _, params = part.partition(";")
        q = 1.0
        for p in params.split(";"):
            key, _, value = p.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        code = normalize(tag)
        if code is not None and q > 0:
            ranked.append((-q, n, code))
    return min(ranked)[2] if ranked else None


def negotiate(cookie: str | None, accept_language: str | None) -> str:
    """The language of a web request: the ``tt_lang`` cookie, else ``Accept-Language``, else English."""
    return normalize(cookie) or from_accept(accept_language) or SOURCE


def environment_language(env: Mapping[str, str] | None = None) -> str:
    """The terminal's language: ``TABLETOME_LANG``, else ``LANG``, else English."""
    env = os.environ if env is None else env
    return normalize(env.get("TABLETOME_LANG")) or normalize(env.get("LANG")) or SOURCE


def language() -> str:
    """The current language (the context's, else the environment's)."""
    return _CURRENT.get() or environment_language()


def set_language(lang: str | None) -> Token[str]:
    """Make ``lang`` (or English, for an unknown one) the current language of this context."""
    return _CURRENT.set(normalize(lang) or SOURCE)


def reset_language(token: Token[str]) -> None:
    _CURRENT.reset(token)


@contextmanager
def use(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the block."""
    token = set_language(lang)
    try:
        yield _CURRENT.get()
    finally:
        _CURRENT.reset(token)


def po_path(lang: str) -> Any:
    """The catalog of ``lang`` in the installed package (a Traversable: works from a wheel)."""
    return resources.files("tabletome").joinpath("locale", lang, "LC_MESSAGES", f"{DOMAIN}.po")


def compiled_path(lang: str) -> Any:
    """``lang``'s translations as ``make i18n`` compiles them from the ``.po``: what a process reads."""
    return resources.files("tabletome").joinpath("locale", lang, "LC_MESSAGES", f"{DOMAIN}.json")


@lru_cache(maxsize=8)
def catalog(lang: str) -> Any:
    """The Babel catalog of ``lang`` (the translators' ``.po``; None for English or a missing file).
    For the tools and tests only: Babel is a development dependency, and players read the compiled
    catalog (:func:`messages`)."""
    if lang == SOURCE or lang not in LANGUAGES:
        return None
    path = po_path(lang)
    if not path.is_file():
        return None
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def compile_catalog(cat: Any) -> dict[str, str | list[str]]:
    """A Babel catalog as :func:`messages` reads it: msgid -> text (or a plural's two forms),
    without fuzzy or empty translations."""
    out: dict[str, str | list[str]] = {}
    for m in cat:
        if not m.id or m.fuzzy:
            continue
        if m.pluralizable:
            forms = [str(s) for s in m.string][:2]
            if all(forms):
                out[str(m.id[0])] = forms
        elif m.string:
            out[str(m.id)] = str(m.string)
    return dict(sorted(out.items()))


@lru_cache(maxsize=8)
def messages(lang: str) -> dict[str, str | tuple[str, ...]]:
    """``lang``'s translations, read once per process from the compiled catalog (empty for English)."""
    if lang == SOURCE or lang not in LANGUAGES:
        return {}
    path = compiled_path(lang)
    if not path.is_file():
        return {}
    raw = json.loads(path.read_text(encoding="utf-8"))
    return {k: v if isinstance(v, str) else tuple(v) for k, v in raw.items()}


def plural_index(lang: str, n: int) -> int:
    """Which plural form ``n`` takes: Portuguese (Brazil) counts 0 and 1 as one, Spanish and English only 1."""
    if lang == "pt":
        return 0 if n in (0, 1) else 1
    return 0 if n == 1 else 1


def gettext(message: str, lang: str | None = None) -> str:
    """``message`` in the current language (or ``lang``); English when it has no translation."""
    lang = lang or language()
    if lang == SOURCE:
        return message
    found = messages(lang).get(message)
    return found if isinstance(found, str) else message


def ngettext(singular: str, plural: str, n: int, lang: str | None = None) -> str:
    """The form of a message for ``n`` (format ``n`` in yourself: ``ngettext(...).format(n=n)``)."""
    lang = lang or language()
    found = messages(lang).get(singular) if lang != SOURCE else None
    if isinstance(found, tuple):
        return found[min(plural_index(lang, n), len(found) - 1)]
    return singular if n == 1 else plural


def N_(message: str) -> str:
    """Marks a message for extraction where it is written; translated later where it is shown."""
    return message


_ = gettext

#: Seat names with a number, as the games write them (``State.seat_name``), and their words.
_NUMBERED = re.compile(r"^(player|Methuselah) (\d+)((?: \(.*\))?)$")
SEAT_FORMS: dict[str, str] = {"player": N_("player {n}"), "Methuselah": N_("Methuselah {n}")}


def seat_words(name: str, lang: str | None = None) -> str:
    """A seat's name (``State.seat_name``: "yellow", "player 2", "Methuselah 3") in the reader's
    language, for display only: views, logs and what agents read keep the game's own name.
    A colour or a role is a message the game marks (``N_("yellow")``); a numbered seat keeps its
    number and what follows it ("player 1 (Amanda Sharpe)")."""
    m = _NUMBERED.match(name)
    if m is None:
        return gettext(name, lang)
    said = gettext(SEAT_FORMS[m.group(1)], lang).format(n=m.group(2))
    return said + m.group(3)


def js_catalog(lang: str) -> dict[str, Any]:
    """What the web pages' ``TT.t`` reads: the language and every translated message."""
    lang = normalize(lang) or SOURCE
    found = messages(lang) if lang != SOURCE else {}
    return {
        "lang": lang,
        "languages": LANGUAGES,
        "messages": {k: v for k, v in found.items() if isinstance(v, str)},
        "plurals": {k: list(v) for k, v in found.items() if isinstance(v, tuple)},
    }


__all__ = [
    "LANGUAGES",
    "N_",
    "SOURCE",
    "_",
    "catalog",
    "compile_catalog",
    "environment_language",
    "from_accept",
    "gettext",
    "js_catalog",
    "language",
    "negotiate",
    "ngettext",
    "normalize",
    "seat_words",
    "set_language",
    "use",
]
