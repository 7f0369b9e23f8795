"""Every player-facing message, gathered for the catalogs (``make i18n`` runs this module).

Three kinds of source, one list:

- the code, through Babel with ``babel.cfg``: Python's ``_()``, ``N_()``, ``ngettext()``; the
  pages' scripts' ``TT.t()``, ``TT.tn()``; the static pages' words (``tabletome.web.i18n``);
- what games declare: each option's label, help and choice words, preset names, seat inputs;
- the players the web offers (``agents.PLAYER_WORDS``) and the terminal's help (the typer apps).

``python -m tabletome.cli.messages`` writes ``tabletome/locale/messages.pot`` and updates each
language's ``.po`` (new messages empty, gone ones dropped) and its compiled ``.json`` (what the
game reads: no Babel at play); the tests compare a fresh extraction with the catalogs and each
``.json`` with its ``.po``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]  # the checkout: src/tabletome/cli/messages.py
LOCALE = Path(__file__).resolve().parents[1] / "locale"
KEYWORDS: dict[str, Any] = {
    "_": None,
    "gettext": None,
    "N_": None,
    "ngettext": (1, 2),
    "said": None,
    "said_n": (1, 2),
    "TT.t": None,
    "TT.tn": (1, 2),
    "TT.parts": None,
}
PLURALS: dict[str, tuple[int, str]] = {"pt": (2, "(n > 1)"), "es": (2, "(n != 1)")}
#: Where messages read from objects are said to come from (a catalog comment).
DECLARED = "declared"


def _code_messages() -> Iterator[tuple[str | tuple[str, ...], str]]:
    from babel.messages.extract import extract_from_dir
    from babel.messages.frontend import parse_mapping_cfg

    with (ROOT / "babel.cfg").open(encoding="utf-8") as f:
        method_map, options_map = parse_mapping_cfg(f)
    for filename, line, message, _comments, _context in extract_from_dir(
        str(ROOT), method_map, options_map, keywords=KEYWORDS
    ):
        yield message, f"{filename}:{line}"


def _option_messages() -> Iterator[str]:
    from tabletome.engine import capabilities
    from tabletome.engine.registry import games

    for g in games():
        for o in g.options:
            if o.legacy:
                continue
            yield from (t for t in (o.label, o.help) if t)
            yield from (w for c, w in o.words if w and w != c)
        for name, table in g.presets.items():
            yield name
            yield from table
        for spec in capabilities.seat_inputs(g):
            yield from (t for t in (spec.label, spec.help) if t)


def _player_messages() -> Iterator[str]:
    from tabletome.agents import PLAYER_WORDS

    yield from PLAYER_WORDS.values()


def help_texts(app: Any) -> Iterator[str]:
    """Every help text of a typer app: its own, its commands', their parameters', its groups'."""
    from .i18n_help import walk

    for text, _set in walk(app):
        yield text


def _cli_messages() -> Iterator[str]:
    from .main import app

    yield from help_texts(app)


def messages() -> dict[str | tuple[str, str], list[str]]:
    """Every message (a plural: its two English forms) with where it comes from."""
    found: dict[str | tuple[str, str], list[str]] = {}
    for message, where in _code_messages():
        key = message if isinstance(message, str) else (message[0], message[1])
        found.setdefault(key, []).append(where)
    for text in [*_option_messages(), *_player_messages(), *_cli_messages()]:
        found.setdefault(text, []).append(DECLARED)
    return {k: v for k, v in found.items() if k}


def _first_created() -> Any:
    """The template's creation date as first written (so an unchanged tree gives unchanged files)."""
    from babel.messages.pofile import read_po

    path = LOCALE / "messages.pot"
    if not path.exists():
        return None
    with path.open("rb") as f:
        return read_po(f).creation_date


def template() -> Any:
    """The catalog template: every message, untranslated."""
    from babel.messages.catalog import Catalog

    cat = Catalog(project="tabletome", domain="tabletome", charset="utf-8", creation_date=_first_created())
    for message, places in sorted(messages().items(), key=lambda kv: str(kv[0])):
        locations = [(p.rsplit(":", 1)[0], int(p.rsplit(":", 1)[1])) for p in places if p != DECLARED]
        cat.add(message, locations=locations, auto_comments=["declared"] if DECLARED in places else [])
    return cat


def po_file(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "tabletome.po"


def update() -> dict[str, tuple[int, int]]:
    """Writes the template and updates each catalog; returns language -> (translated, total)."""
    from babel.messages.pofile import read_po, write_po

    from tabletome.engine.i18n import LANGUAGES, SOURCE, compile_catalog

    pot = template()
    LOCALE.mkdir(parents=True, exist_ok=True)
    with (LOCALE / "messages.pot").open("wb") as f:
        write_po(f, pot, width=120, omit_header=False, sort_output=True)
    counts: dict[str, tuple[int, int]] = {}
    for lang in LANGUAGES:
        if lang == SOURCE:
            continue
        path = po_file(lang)
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists():
            with path.open("rb") as f:
                cat = read_po(f, locale=lang)
        else:
            from babel.messages.catalog import Catalog

            cat = Catalog(locale=lang, project="tabletome", domain="tabletome")
        # Two forms, as the pages' TT.tn counts: Brazil's "0 or 1" is one, Spanish's only 1.
        forms, rule = PLURALS[lang]
        cat._num_plurals = forms  # type: ignore[assignment]
        cat._plural_expr = rule  # type: ignore[assignment]
        cat.update(pot, no_fuzzy_matching=True)
        cat.obsolete.clear()
        with path.open("wb") as f:
            write_po(f, cat, width=120, sort_output=True, ignore_obsolete=True)
        compiled = json.dumps(compile_catalog(cat), ensure_ascii=False, indent=0, sort_keys=True)
        path.with_suffix(".json").write_text(compiled + "\n", encoding="utf-8")
        done = sum(1 for m in cat if m.id and m.string and not m.fuzzy and (not m.pluralizable or all(m.string[:2])))
        counts[lang] = (done, sum(1 for m in cat if m.id))
    return counts


def main() -> None:
    counts = update()
    for lang, (done, total) in counts.items():
        sys.stdout.write(f"{lang}: {done} of {total} messages translated ({100 * done / max(total, 1):.1f}%)\n")


if __name__ == "__main__":
    main()
