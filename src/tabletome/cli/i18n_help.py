"""The terminal's help in the player's language: every help text of the typer apps (the apps',
the commands' and their docstrings, each option's and argument's) is read in place and replaced
by its translation before typer parses the command line (``tabletome --lang pt --help``).

Typer evaluates each parameter's annotation again when it builds the click command (the modules use
``from __future__ import annotations``), so a parameter's help is translated on the built command
(:func:`command_for`), the apps' and commands' own help on the typer objects (:func:`localize`)."""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable, Iterator
from typing import Any

from typer.models import ArgumentInfo, OptionInfo

from tabletome.engine.i18n import N_, SOURCE, gettext, language

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


#: The help screen's panel titles (typer's), said in the chosen language by :func:`panel_titles`.
PANELS = {
    "OPTIONS_PANEL_TITLE": N_("Options"),
    "COMMANDS_PANEL_TITLE": N_("Commands"),
    "ARGUMENTS_PANEL_TITLE": N_("Arguments"),
}


def _translate_click(command: Any, lang: str) -> int:
    changed = 0
    for attr in ("help", "short_help"):
        text = getattr(command, attr, None)
        if isinstance(text, str) and text.strip() and gettext(text, lang) != text:
            setattr(command, attr, gettext(text, lang))
            changed += 1
    for param in command.params:
        text = getattr(param, "help", None)
        if isinstance(text, str) and text.strip() and gettext(text, lang) != text:
            param.help = gettext(text, lang)
            changed += 1
    for sub in getattr(command, "commands", {}).values():
        changed += _translate_click(sub, lang)
    return changed


def command_for(app: Any, lang: str | None = None) -> Any:
    """``app`` as the click command typer runs, every help text in ``lang`` (the current language)."""
    import typer.main

    lang = lang or language()
    localize(app, lang)
    command = typer.main.get_command(app)
    if lang != SOURCE:
        _translate_click(command, lang)
    return command


def panel_titles(lang: str | None = None) -> None:
    """The help screen's panel titles in ``lang`` (process-wide: for the command's own process)."""
    import typer.rich_utils as ru

    lang = lang or language()
    for name, title in PANELS.items():
        setattr(ru, name, gettext(title, lang))
