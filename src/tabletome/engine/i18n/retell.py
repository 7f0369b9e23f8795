"""Sentences kept in English where the game keeps them, told in the reader's language where shown.

A view, a record, a log and an outcome hold the game's English sentences (agents and the
observations read them; they must not change with the language). A picture drawn from a view
tells such a sentence again in the reader's language: :func:`retell` finds which of the game's
templates (English, marked ``N_``, with named slots) made it, reads the slots' values back and
formats the template's translation with them, each value told by the game's own ``words``.
A sentence no template made is shown as it is.

A narration line is made where it is written, so it keeps what made it: :func:`said` formats an
English template (marked ``N_``) with its slot values and returns a :class:`Said`, a ``str`` equal to
the English sentence (logs, records, tests and agents read it as before) that also remembers the
template and the values; :func:`told` says it again in the reader's language, each value a Said
told in turn, a seat's name or a marked word translated, a number kept. A line that is a plain
``str`` (a constant sentence, or one read back from a pasted position) is translated when the
catalog has it whole, else shown as written.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any

from . import SOURCE, gettext, language, ngettext, seat_words, use

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


class Said(str):
    """An English sentence that remembers its template and slot values (see :func:`said`)."""

    template: str
    plural: str | None
    number: int
    slots: dict[str, Any]

    def __new__(cls, template: str, slots: dict[str, Any], plural: str | None = None, count: int = 1) -> Said:
        form = template if plural is None or count == 1 else plural
        self = super().__new__(cls, form.format(**slots))
        self.template, self.plural, self.number, self.slots = template, plural, count, slots
        return self

    def __getnewargs__(self) -> tuple[Any, ...]:  # pickles with its template
        return (self.template, self.slots, self.plural, self.number)


class Named(str):
    """A slot value the game tells itself (a card or place as each language's edition prints it,
    from the game's glossary): a game subclasses it with its own :meth:`tell`."""

    __slots__ = ()

    def tell(self, lang: str) -> str:
        return gettext(self, lang)


def said(template: str, /, **slots: Any) -> Said:
    """``template`` (English, marked ``N_`` where it is written) formatted with ``slots``."""
    return Said(template, slots)


def said_n(singular: str, plural: str, count: int, /, **slots: Any) -> Said:
    """The form of a sentence for ``count`` (``ngettext``'s two English forms; ``{n}`` is ``count``)."""
    return Said(singular, {"n": count, **slots}, plural, count)


def told(text: str, lang: str | None = None) -> str:
    """A narration line in the reader's language (or ``lang``): see the module's text."""
    lang = lang or language()
    if lang == SOURCE:
        return str(text)
    if not isinstance(text, Said):
        return gettext(text, lang)
    values = {k: _told_value(v, lang) for k, v in text.slots.items()}
    if text.plural is not None:
        return ngettext(text.template, text.plural, text.number, lang).format(**values)
    return gettext(text.template, lang).format(**values)


def _told_value(value: Any, lang: str) -> Any:
    if isinstance(value, Said):
        return told(value, lang)
    if isinstance(value, Named):
        return value.tell(lang)
    if isinstance(value, str):
        return seat_words(value, lang)  # a seat ("player 2"), or any word the catalog has whole
    return value


def told_lines(lines: Iterable[str], lang: str | None = None) -> list[str]:
    """Narration lines in the reader's language (English: the lines themselves)."""
    lang = lang or language()
    return [str(x) for x in lines] if lang == SOURCE else [told(x, lang) for x in lines]


__all__ = ["Named", "Said", "Words", "english", "kept", "pattern", "retell", "said", "said_n", "told", "told_lines"]
