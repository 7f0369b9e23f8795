"""The terminal's help in the player's language: every help text of the typer apps (the apps',
the commands' and their docstrings, each option's and argument's) is read in place and replaced
by its translation before typer parses the command line (``tabletome --lang pt --help``)."""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable, Iterator
from typing import Any

from typer.models import ArgumentInfo, OptionInfo

from tabletome.engine.i18n import SOURCE, gettext, language

Setter = Callable[[str], None]


def _holder(obj: Any, attr: str = "help") -> Iterator[tuple[str, Setter]]:
    text = getattr(obj, attr, None)
    if isinstance(text, str) and text.strip():
        yield text, lambda t: setattr(obj, attr, t)


def _params(callback: Callable[..., Any] | None) -> Iterator[tuple[str, Setter]]:
    if callback is None:
        return
    try:
        hints = typing.get_type_hints(callback, include_extras=True)
    except Exception:  # an annotation typer resolves but this module cannot: skip its help
        hints = {}
    for name, param in inspect.signature(callback).parameters.items():
        infos = [param.default, *getattr(hints.get(name), "__metadata__", ())]
        for info in infos:
            if isinstance(info, (OptionInfo, ArgumentInfo)):
                yield from _holder(info)


def _command(info: Any) -> Iterator[tuple[str, Setter]]:
    if isinstance(info.help, str) and info.help.strip():
        yield from _holder(info)
    elif info.callback is not None and inspect.getdoc(info.callback):
        yield inspect.getdoc(info.callback) or "", lambda t: setattr(info, "help", t)
    yield from _holder(info, "short_help")
    yield from _params(info.callback)


def walk(app: Any) -> Iterator[tuple[str, Setter]]:
    """Each help text of ``app`` and of its groups, with how to replace it."""
    yield from _holder(app.info)
    if app.registered_callback is not None:
        yield from _params(app.registered_callback.callback)
    for command in app.registered_commands:
        yield from _command(command)
    for group in app.registered_groups:
        yield from _holder(group)
        if group.typer_instance is not None:
            yield from walk(group.typer_instance)


def localize(app: Any, lang: str | None = None) -> int:
    """Translates ``app``'s help in place into ``lang`` (the current language); how many changed."""
    lang = lang or language()
    if lang == SOURCE:
        return 0
    changed = 0
    for text, put in list(walk(app)):
        said = gettext(text, lang)
        if said != text:
            put(said)
            changed += 1
    return changed
