"""Sentences kept in English where the game keeps them, told in the reader's language where shown.

A view, a record, a log and an outcome hold the game's English sentences (agents and the
observations read them; they must not change with the language). A picture drawn from a view
tells such a sentence again in the reader's language: :func:`retell` finds which of the game's
templates (English, marked ``N_``, with named slots) made it, reads the slots' values back and
formats the template's translation with them, each value told by the game's own ``words``.
A sentence no template made is shown as it is.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache

from . import SOURCE, gettext, use

_SLOT = re.compile(r"\{(\w+)\}")

#: How a slot's value is told: ``words(slot, value)``.
Words = Callable[[str, str], str]


@lru_cache(maxsize=1024)
def pattern(template: str) -> re.Pattern[str]:
    """The regular expression matching every sentence ``template`` makes (a slot: any text)."""
    out: list[str] = []
    seen: set[str] = set()
    for i, part in enumerate(_SLOT.split(template)):
        if i % 2 == 0:
            out.append(re.escape(part))
        else:
            out.append(f"(?P={part})" if part in seen else f"(?P<{part}>.+?)")
            seen.add(part)
    return re.compile("".join(out) + r"\Z", re.DOTALL)


def kept(slot: str, value: str) -> str:
    """A slot's value as the game wrote it (a card's notation, a number)."""
    return value


def retell(text: str, templates: Iterable[str], words: Words = kept, lang: str | None = None) -> str:
    """``text`` in the reader's language (or ``lang``) when one of ``templates`` made it."""
    for template in templates:
        found = pattern(template).match(text)
        if found is not None:
            values = {k: words(k, v) for k, v in found.groupdict().items()}
            return gettext(template, lang).format(**values)
    return text


def english(say: Callable[[], str]) -> str:
    """What ``say`` says in English, whatever the reader's language: for a view (agents read it)."""
    with use(SOURCE):
        return say()


__all__ = ["Words", "english", "kept", "pattern", "retell"]
