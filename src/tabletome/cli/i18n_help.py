"""The terminal's help in the player's language: every help text of the typer apps (the apps',
the commands' and their docstrings, each option's and argument's) is read in place and replaced
by its translation before typer parses the command line (``tabletome --lang pt --help``).

Typer evaluates each parameter's annotation again when it builds the click command (the modules use
``from __future__ import annotations``), so a parameter's help is translated on the built command
(:func:`command_for`), the apps' and commands' own help on the typer objects (:func:`localize`)."""

from __future__ import annotations

import inspect
import sys
import typing
from collections.abc import Callable, Iterator
from typing import Any

from typer.models import ArgumentInfo, OptionInfo

from tabletome.engine.i18n import N_, SOURCE, gettext, language, ngettext
from tabletome.engine.i18n.retell import retell

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


#: The help screen's panel titles and words (typer's, made when typer.rich_utils is imported), said
#: in the chosen language by :func:`panel_titles`.
PANELS = {
    "OPTIONS_PANEL_TITLE": N_("Options"),
    "COMMANDS_PANEL_TITLE": N_("Commands"),
    "ARGUMENTS_PANEL_TITLE": N_("Arguments"),
    "ERRORS_PANEL_TITLE": N_("Error"),
    "ABORTED_TEXT": N_("Aborted."),
    "RICH_HELP": N_("Try [blue]'{command_path} {help_option}'[/] for help."),
    "DEFAULT_STRING": N_("[default: {}]"),
    "ENVVAR_STRING": N_("[env var: {}]"),
    "REQUIRED_LONG_STRING": N_("[required]"),
    "DEPRECATED_STRING": N_("(deprecated) "),
}

#: typer's own words (its core says them through gettext's functions, which :func:`click_words`
#: points at our catalog): the usage line's word, the --help option's help, a mistyped command.
CLICK_WORDS = (
    N_("Usage:"),
    N_("Show this message and exit."),
    N_("No such command {name!r}."),
    N_("Missing command."),
    N_("Aborted!"),
    N_("(dynamic)"),
    N_("default: {default}"),
    N_("required"),
    N_("env var: {var}"),
)
#: The errors typer's own copy of click writes in English (f-strings), told again from these
#: templates before typer shows them (:func:`click_words`); the values are kept as written.
TYPER_ERRORS = (
    N_("{message}. Did you mean {suggestions}?"),
    N_("Missing argument {param_hint}."),
    N_("Missing option {param_hint}."),
    N_("Missing parameter {param_hint}."),
    N_("No such option: {name}"),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Invalid value: {message}"),
    N_("Got unexpected extra argument(s) ({args})"),
    N_("Option {name} does not take a value."),
)


def _said_usage(formatter: type[Any]) -> type[Any]:
    """typer's help formatter, whose usage line begins with "Usage:" in the current language (typer's
    own copy of click writes the word itself)."""

    class Said(formatter):  # type: ignore[misc]
        def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
            super().write_usage(prog, args, f"{gettext(CLICK_WORDS[0])} " if prefix is None else prefix)

    return Said


def _translate_click(command: Any, lang: str) -> int:
    changed = 0
    said = _said_usage(command.context_class.formatter_class)
    context: Any = type(command.context_class.__name__, (command.context_class,), {"formatter_class": said})
    command.context_class = context
    helper = command.get_help_option(context(command, **command.context_settings))  # made once, kept
    if helper is not None and isinstance(helper.help, str):
        helper.help = gettext(helper.help, lang)
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


def _said(message: str) -> str:
    return gettext(message)


def _said_n(singular: str, plural: str, n: int) -> str:
    return ngettext(singular, plural, n)


def click_words() -> int:
    """click's and typer's messages in the current language, process-wide: each of their modules that
    took gettext's ``gettext``/``ngettext`` (they read no catalog of ours) says them through ours
    instead, and typer's error box tells the errors its copy of click writes in English; a message
    our catalog lacks stays English. How many names were pointed."""
    import gettext as stdlib

    import typer.core  # noqa: F401  (typer's modules the command line uses, loaded)
    import typer.rich_utils as ru

    if not getattr(ru.rich_format_error, "told", False):
        ru.rich_format_error = _told_errors(ru.rich_format_error)
    pointed = 0
    for name, module in list(sys.modules.items()):
        if name.partition(".")[0] not in ("click", "typer") or module is None:
            continue
        for attr, theirs, ours in (("_", stdlib.gettext, _said), ("ngettext", stdlib.ngettext, _said_n)):
            if getattr(module, attr, None) is theirs:
                setattr(module, attr, ours)
                pointed += 1
    return pointed


def _told_errors(show: Callable[[Any], None]) -> Any:
    """typer's error box, its message told in the current language first (TYPER_ERRORS)."""

    def told(exc: Any) -> None:
        english = exc.format_message()
        said = retell(english, TYPER_ERRORS)
        if said != english:
            exc.format_message = lambda: said  # this exception only: its box shows the told message
        show(exc)

    told.told = True  # type: ignore[attr-defined]
    return told
