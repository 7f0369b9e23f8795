"""What is wrong with a field, in a player's words: one place that turns the data library's
(pydantic's) validation errors into the short sentences tabletome shows everywhere (``edition
check``, the editor, a refused web request, a broken record)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

_SHORT = 40  # characters of a given value quoted back


def plural(n: int | str, one: str, many: str | None = None) -> str:
    """``plural(1, "problem")`` is ``1 problem``, ``plural(2, "problem")`` ``2 problems``."""
    single = str(n) in ("1", "1.0")
    return f"{n} {one if single else (many or one + 's')}"


def given(value: Any) -> str:
    """The value a field was given, short: a quoted text, a number, or what kind of thing it is."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return repr(value if len(value) <= _SHORT else value[: _SHORT - 1] + "…")
    if isinstance(value, Mapping):
        return "a table"
    if isinstance(value, list | tuple):
        return f"a list of {len(value)}"
    return "nothing" if value is None else f"a {type(value).__name__}"


def _number(value: Any) -> str:
    """A value compared with a bound, as written (a URL's number arrives as text)."""
    return value if isinstance(value, str) and len(value) <= _SHORT else given(value)


def _bound(words: str, key: str) -> Callable[[Mapping[str, Any], Any], str]:
    return lambda ctx, value: words.format(ctx.get(key)) + f", not {_number(value)}"


def _kind(what: str) -> Callable[[Mapping[str, Any], Any], str]:
    return lambda ctx, value: f"must be {what}, not {given(value)}"


def _count(word: str, key: str) -> Callable[[Mapping[str, Any], Any], str]:
    def say(ctx: Mapping[str, Any], value: Any) -> str:
        had = ctx.get("actual_length")
        return f"{word} {ctx.get(key)} entries" + (f", not {had}" if had is not None else "")

    return say


_SAY: dict[str, Callable[[Mapping[str, Any], Any], str]] = {
    "missing": lambda ctx, value: "is missing",
    "extra_forbidden": lambda ctx, value: "is not a field here (misspelt, or in the wrong section?)",
    "too_short": _count("needs at least", "min_length"),
    "too_long": _count("may have at most", "max_length"),
    "string_too_short": lambda ctx, value: f"must have at least {ctx.get('min_length')} characters",
    "string_too_long": lambda ctx, value: f"may have at most {ctx.get('max_length')} characters",
    "int_type": _kind("a whole number"),
    "int_parsing": _kind("a whole number"),
    "int_from_float": _kind("a whole number"),
    "float_type": _kind("a number"),
    "float_parsing": _kind("a number"),
    "bool_type": _kind("true or false"),
    "bool_parsing": _kind("true or false"),
    "string_type": _kind("text"),
    "list_type": _kind("a list"),
    "tuple_type": _kind("a list"),
    "set_type": _kind("a list"),
    "dict_type": _kind("a table of fields"),
    "model_type": _kind("a table of fields"),
    "model_attributes_type": _kind("a table of fields"),
    "literal_error": lambda ctx, value: f"must be {ctx.get('expected')}, not {given(value)}",
    "enum": lambda ctx, value: f"must be {ctx.get('expected')}, not {given(value)}",
    "greater_than_equal": _bound("must be {} or more", "ge"),
    "greater_than": _bound("must be more than {}", "gt"),
    "less_than_equal": _bound("must be {} or less", "le"),
    "less_than": _bound("must be less than {}", "lt"),
    "multiple_of": _bound("must be a multiple of {}", "multiple_of"),
}


def reason(error: Mapping[str, Any]) -> str:
    """What is wrong, for one error of ``ValidationError.errors()`` (the field is named apart)."""
    say = _SAY.get(str(error.get("type", "")))
    if say is not None:
        return say(error.get("ctx") or {}, error.get("input"))
    # A rule of our own (a validator's ValueError) already speaks a player's words.
    return str(error.get("msg", "is not valid")).removeprefix("Value error, ").removeprefix("Assertion failed, ")


def where(loc: Sequence[Any], skip: Sequence[str] = ()) -> str:
    """A field's path as the files write it: ``creatures[2].defeat``."""
    parts = [p for p in loc if p not in skip]
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in parts).lstrip(".")
