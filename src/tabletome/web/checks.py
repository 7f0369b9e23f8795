"""What every person-given input is held to, in one place: names other people see, and numbers.

A name (a table's, a saved edition's, an uploaded edition's) is shown to everybody in the lobby
and on the pages. Characters that cannot be seen, or that reverse the text around them, would let
a name pass for another ("Alice's table" that reads backwards, a name padded with invisible
characters), so they are refused with one sentence naming the first one: control characters,
Unicode format characters (bidirectional overrides and isolates, zero-width spaces, the word
joiner, the byte-order mark, soft hyphens, tags), line and paragraph separators, and the Hangul
and Braille blanks. The zero-width joiner and non-joiner stay allowed between two visible
characters, where emoji sequences and Persian or Indic names need them.

A whole number is an integer, or its digits (a query or a path is text): ``1.0``, ``"1.0"`` and
``true`` are refused, which pydantic would have read as 1.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Annotated, Any

from pydantic import BeforeValidator

from tabletome.engine.i18n import N_, _

from .errors import WebError

#: Unicode categories never allowed in a name: control, format, surrogate, line and paragraph separators.
_HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
#: Letters and symbols that are drawn as nothing.
_BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u034f")
_JOINERS = frozenset("\u200c\u200d")  # zero-width non-joiner and joiner
# What the OpenAPI schema can say of it (the joiners' rule is the server's).
_HIDDEN_CLASS = (
    "\\u0000-\\u001f\\u007f-\\u009f\\u00ad\\u034f\\u061c\\u115f\\u1160\\u180e\\u200b\\u200e\\u200f"
    "\\u2028-\\u202e\\u2060-\\u206f\\u2800\\u3164\\ufeff\\uffa0\\ufff9-\\ufffb"
)
NAME_SCHEMA: dict[str, Any] = {"pattern": f"^[^{_HIDDEN_CLASS}]*$"}


def hidden_character(text: str) -> str | None:
    """The first character of ``text`` that cannot be seen or turns the text around, if any."""
    for i, ch in enumerate(text):
        if ch in _JOINERS:
            if 0 < i < len(text) - 1 and _visible(text[i - 1]) and _visible(text[i + 1]):
                continue
            return ch
        if ch in _BLANKS or unicodedata.category(ch) in _HIDDEN_CATEGORIES:
            return ch
    return None


def _visible(ch: str) -> bool:
    return not (ch.isspace() or ch in _BLANKS or ch in _JOINERS or unicodedata.category(ch) in _HIDDEN_CATEGORIES)


def _named(ch: str) -> str:
    name = unicodedata.name(ch, "")
    return f"U+{ord(ch):04X} {name}".rstrip()


def visible_name(text: str, what: str = N_("the name")) -> str:
    """``text`` if every character of it can be seen; ValueError (a validator's sentence, in the
    reader's language; ``what`` a marked constant) otherwise."""
    ch = hidden_character(text)
    if ch is not None and unicodedata.category(ch) == "Cc":
        raise ValueError(_("{what} may not contain control characters").format(what=_(what)))
    if ch is not None:
        hidden = _("{what} may not contain invisible or text-direction characters ({character})")
        raise ValueError(hidden.format(what=_(what), character=_named(ch)))
    return text


def check_name(text: str, what: str) -> str:
    """``visible_name`` for a name found in a file or a request body: a 422 with one sentence."""
    try:
        return visible_name(text, what)
    except ValueError as exc:
        raise WebError(422, f"{str(exc)[:1].upper()}{str(exc)[1:]}.") from None


_DIGITS = re.compile(r"[+-]?[0-9]{1,30}")


def _whole(value: Any) -> Any:
    """An integer as it is, digits (a query or a path) as their number; nothing else."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str) and _DIGITS.fullmatch(value):
        return int(value)
    raise ValueError("must be a whole number, such as 3 (not 3.0)")


#: An integer of the API: a JSON integer or digits, never 1.0 or true.
Whole = Annotated[int, BeforeValidator(_whole)]
