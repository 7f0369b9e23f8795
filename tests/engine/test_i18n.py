"""The translation layer (engine/i18n): languages, look-ups, the catalogs shipped in the package
and complete for what the code says, and the translated how-tos and glossaries."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from tabletome.engine import i18n
from tabletome.engine.howto import howto, howto_path
from tabletome.engine.reference import glossary
from tabletome.engine.registry import games, get_game


def test_tags_name_our_languages_or_none() -> None:
    assert i18n.normalize("pt-BR") == "pt"
    assert i18n.normalize("es_ES.UTF-8") == "es"
    assert i18n.normalize("EN") == "en"
    assert i18n.normalize("de-DE") is None
    assert i18n.normalize("") is None


def test_the_cookie_beats_the_header_and_unknown_is_english() -> None:
    assert i18n.negotiate("es", "pt-BR,pt;q=0.9") == "es"
    assert i18n.negotiate(None, "de-DE,pt;q=0.8,es;q=0.9") == "es"  # by weight, unknown skipped
    assert i18n.negotiate("xx", "pt-BR") == "pt"  # an unknown cookie: the header decides
    assert i18n.negotiate("fr", "de, it;q=0.5") == "en"
    assert i18n.negotiate(None, None) == "en"
    assert i18n.negotiate(None, "pt;q=0") == "en"  # q=0 means "not this one"


def test_the_environment_chooses_the_terminals_language() -> None:
    assert i18n.environment_language({"TABLETOME_LANG": "es", "LANG": "pt_BR.UTF-8"}) == "es"
    assert i18n.environment_language({"LANG": "pt_BR.UTF-8"}) == "pt"
    assert i18n.environment_language({"LANG": "C.UTF-8"}) == "en"


def test_messages_follow_the_current_language_and_fall_back_to_english() -> None:
    with i18n.use("pt"):
        assert i18n.gettext("Your turn.") == "Sua vez."
        assert i18n.gettext("a sentence nobody translated") == "a sentence nobody translated"
        assert i18n.ngettext("{n} player", "{n} players", 1).format(n=1) == "1 jogador"
        assert i18n.ngettext("{n} player", "{n} players", 3).format(n=3) == "3 jogadores"
    with i18n.use("es"):
        assert i18n.gettext("Your turn.") == "Tu turno."
    with i18n.use("en"):
        assert i18n.gettext("Your turn.") == "Your turn."
        assert i18n.ngettext("{n} player", "{n} players", 2) == "{n} players"


def test_each_context_keeps_its_own_language() -> None:
    import asyncio

    async def said(lang: str) -> str:
        with i18n.use(lang):
            await asyncio.sleep(0)
            return i18n.gettext("Your turn.")

    async def both() -> list[str]:
        return list(await asyncio.gather(said("pt"), said("es"), said("en")))

    assert asyncio.run(both()) == ["Sua vez.", "Tu turno.", "Your turn."]


def test_the_catalogs_ship_in_the_package() -> None:
    for lang in ("pt", "es"):
        assert i18n.po_path(lang).is_file(), lang
        assert i18n.compiled_path(lang).is_file(), lang
        assert i18n.catalog(lang) is not None
    assert i18n.catalog("en") is None  # English is the code's own text


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_the_compiled_catalog_is_its_po_compiled(lang: str) -> None:
    """`make i18n` was run after the last translation: the players read the .json, not the .po."""
    import json

    shipped = json.loads(i18n.compiled_path(lang).read_text(encoding="utf-8"))
    assert shipped == i18n.compile_catalog(i18n.catalog(lang)), "run `make i18n`"
    assert i18n.messages(lang)["Your turn."] == i18n.compile_catalog(i18n.catalog(lang))["Your turn."]


def test_a_game_in_another_language_never_imports_babel() -> None:
    import subprocess
    import sys

    code = (
        "import sys; from tabletome.engine import i18n; "
        "assert i18n.gettext('Your turn.', 'pt') != 'Your turn.'; "
        "assert not [m for m in sys.modules if m.split('.')[0] == 'babel'], 'babel imported'"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def _missing(lang: str, wanted: dict[object, list[str]]) -> list[object]:
    found = i18n.messages(lang)
    out = []
    for key in wanted:
        msg = key if isinstance(key, str) else key[0]
        if msg not in found:
            out.append(key)
    return out


@pytest.fixture(scope="module")
def extracted() -> dict[object, list[str]]:
    from tabletome.cli.messages import messages

    return messages()


def test_every_message_of_the_code_is_in_the_catalogs(extracted: dict[object, list[str]]) -> None:
    """`make i18n` was run: a fresh extraction (code, pages, options, terminal help) finds nothing
    the template lacks."""
    from babel.messages.pofile import read_po

    from tabletome.cli.messages import LOCALE

    with (LOCALE / "messages.pot").open("rb") as f:
        template = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}
    fresh = {k if isinstance(k, str) else k[0] for k in extracted}
    assert sorted(fresh - template) == [], "run `make i18n` and translate the new messages"


def _web(places: list[str]) -> bool:
    return any(p.endswith((".js", ".html")) or "/web/" in p.split(":")[0] for p in places)


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_the_web_chrome_is_translated_completely(lang: str, extracted: dict[object, list[str]]) -> None:
    chrome = {k: v for k, v in extracted.items() if _web(v)}
    assert len(chrome) > 300
    assert _missing(lang, chrome) == []


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_every_message_is_translated(lang: str, extracted: dict[object, list[str]]) -> None:
    """Not only the web's: option words, player kinds, the terminal's help and session, every game's
    refusals. A new message without its translation fails here (run `make i18n`, then translate)."""
    assert len(extracted) > 800
    missing = _missing(lang, extracted)
    assert missing == [], f"{len(missing)} messages untranslated in {lang}, e.g. {missing[:5]}"
    cat = i18n.catalog(lang)
    assert all(m.string for m in cat if m.id), "the catalog holds an empty translation"
    assert not [m.id for m in cat if m.id and m.fuzzy], "fuzzy translations are not shown"


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_translations_keep_their_slots(lang: str) -> None:
    import re

    slot = re.compile(r"\{(\w*)\}")
    for m in i18n.catalog(lang):
        if not m.id or not m.string:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for s in strings:
            assert set(slot.findall(s)) == set(slot.findall(ids[-1])), (lang, m.id, s)


# ---------------------------------------------------------------- how-tos and glossaries


def _tiny_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    game = get_game("crazy_eights")
    english = howto_path(game)
    assert english is not None
    (tmp_path / "clauses.md").write_text(english.with_name("clauses.md").read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / "howto.toml").write_text(english.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(type(game), "clauses_path", lambda self: tmp_path / "clauses.md")
    return game


def test_a_translated_howto_keeps_the_english_structure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _tiny_game(tmp_path, monkeypatch)
    en = howto(game)
    assert en is not None and howto(game, "pt") == en  # no translation: English
    first = en.sections["goal"][0]
    (tmp_path / "howto.pt.toml").write_text(
        'title = "Oitos Malucos"\nsummary = "Um resumo."\n\n[[goal]]\ntitle = "Objetivo"\ntext = "Fique sem cartas."\n'
        f"clauses = {list(first.clauses)!r}\n".replace("'", '"'),
        encoding="utf-8",
    )
    pt = howto(game, "pt")
    assert pt is not None and pt.lang == "pt"
    assert (pt.title, pt.summary) == ("Oitos Malucos", "Um resumo.")
    assert pt.sections["goal"][0].text == "Fique sem cartas."
    assert pt.sections["goal"][0].clauses == first.clauses
    # an item the translation lacks stays English, in its place
    assert pt.sections["turn"] == en.sections["turn"]
    assert pt.to_json()["sections"][0]["heading"] == "O objetivo"
    assert howto(game, "es") == en


def test_a_glossary_translation_applies_entry_by_entry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game("hexer")
    english = game.clauses_path()
    assert english is not None
    (tmp_path / "clauses.md").write_text(english.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(type(game), "clauses_path", lambda self: tmp_path / "clauses.md")
    en = glossary(game)
    first, second = en[0], en[1]
    (tmp_path / "glossary.es.toml").write_text(f'["{first.key}"]\nname = "Nombre"\ntext = "Texto."\n', encoding="utf-8")
    es = glossary(game, None, "es")
    assert (es[0].name, es[0].text, es[0].key, es[0].clauses) == ("Nombre", "Texto.", first.key, first.clauses)
    from dataclasses import replace

    from tabletome.engine.i18n import gettext

    assert es[1] == replace(second, kind=gettext(second.kind, "es"))  # not in the file: English; its kind told
    assert es[1].kind == "criatura" and second.kind == "creature"
    assert glossary(game, None, "pt") == [replace(e, kind=gettext(e.kind, "pt")) for e in en]


def _shipped(kind: str) -> list[tuple[str, str, Path]]:
    out = []
    for g in games():
        path = g.clauses_path()
        if path is None:
            continue
        for lang in ("pt", "es"):
            found = path.with_name(f"{kind}.{lang}.toml")
            if found.exists():
                out.append((g.id, lang, found))
    return out


@pytest.mark.parametrize(("game_id", "lang", "path"), _shipped("howto"))
def test_every_shipped_howto_translation_has_the_english_shape(game_id: str, lang: str, path: Path) -> None:
    game = get_game(game_id)
    english = tomllib.loads(path.with_name("howto.toml").read_text(encoding="utf-8"))
    said = tomllib.loads(path.read_text(encoding="utf-8"))
    for key in ("goal", "turn", "component", "end", "mode"):
        assert [i.get("clauses", []) for i in said.get(key, [])] == [i.get("clauses", []) for i in english.get(key, [])]
    h = howto(game, lang)
    assert h is not None and h.lang == lang and h.cited() == howto(game).cited()  # type: ignore[union-attr]


@pytest.mark.parametrize(("game_id", "lang", "path"), _shipped("glossary"))
def test_every_shipped_glossary_translation_names_real_entries(game_id: str, lang: str, path: Path) -> None:
    game = get_game(game_id)
    keys = {e.key for e in glossary(game)}
    said = tomllib.loads(path.read_text(encoding="utf-8"))
    assert set(said) <= keys
    translated = glossary(game, None, lang)
    assert [e.key for e in translated] == [e.key for e in glossary(game)]
    assert sum(e.name != o.name or e.text != o.text for e, o in zip(translated, glossary(game), strict=True)) > 0
