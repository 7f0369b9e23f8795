"""The guided first games in Portuguese and Spanish (issue 32): each ``tutorial.LANG.toml`` has the
English file's steps (kinds, moves, clauses) with every text translated; the loader takes the
translation text by text, English where one is missing; the guide's refusals and pages speak the
reader's language; ``tabletome learn hexer --lang es`` prints the first step in Spanish."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from tabletome.engine import get_game, i18n
from tabletome.engine.tutorial import NOTE, PLAY, Guide, Tutorial, check, parse, tutorial, tutorial_path

GUIDED = ("hexer", "arkham_noir", "cyclades", "elder_sign")
LANGS = ("pt", "es")
WORDS = ("title", "intro", "closing")
STEP_WORDS = ("text", "why")


def _files(game_id: str, lang: str) -> tuple[dict[str, Any], dict[str, Any]]:
    path = tutorial_path(get_game(game_id))
    assert path is not None
    translated = path.with_name(f"tutorial.{lang}.toml")
    assert translated.exists(), f"{game_id} ships no {translated.name}"
    return tomllib.loads(path.read_text(encoding="utf-8")), tomllib.loads(translated.read_text(encoding="utf-8"))


def _flat(text: Any) -> str:
    return " ".join(str(text).split())


def _shape(step: dict[str, Any]) -> tuple[Any, ...]:
    kind = "play" if "play" in step else "do" if "do" in step else "note"
    return kind, step.get("play", step.get("do")), tuple(step.get("clauses", ())), "text" in step, "why" in step


def _untranslated(english: str, said: str) -> bool:
    return _flat(said) == _flat(english) and len(_flat(english)) > 40


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GUIDED)
def test_the_translation_has_the_english_steps_and_every_text_translated(game_id: str, lang: str) -> None:
    english, said = _files(game_id, lang)
    assert [_shape(s) for s in said["step"]] == [_shape(s) for s in english["step"]]
    assert not {"seed", "seat", "options"} & set(said)  # never the setup: the English file's
    for key in WORDS:
        assert _flat(said.get(key, "")), f"{lang} {key} is empty"
        assert not _untranslated(english[key], said[key]), f"{lang} {key} is the English"
    for n, (theirs, mine) in enumerate(zip(english["step"], said["step"], strict=True)):
        for key in STEP_WORDS:
            if key in theirs:
                assert _flat(mine.get(key, "")), f"{lang} step {n + 1}: empty {key}"
                assert not _untranslated(theirs[key], mine[key]), f"{lang} step {n + 1}: {key} is the English"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GUIDED)
def test_the_loader_gives_the_translated_words_and_the_english_moves(game_id: str, lang: str) -> None:
    game = get_game(game_id)
    english, said = tutorial(game), tutorial(game, lang)
    assert english is not None and said is not None
    assert (english.lang, said.lang) == ("en", lang)
    assert said.actions() == english.actions()
    assert (said.seed, said.seat, said.options) == (english.seed, english.seat, english.options)
    assert [(s.kind, s.action, s.clauses) for s in said.steps] == [(s.kind, s.action, s.clauses) for s in english.steps]
    assert said.title != english.title and said.intro != english.intro and said.closing != english.closing
    differs = [a.text != b.text for a, b in zip(said.steps, english.steps, strict=True) if a.shown]
    assert all(differs)
    assert check(game, said) == []


def test_a_language_without_a_translation_is_english() -> None:
    game = get_game("hexer")
    assert tutorial(game, "de") == tutorial(game)
    assert tutorial(get_game("liars_dice"), "pt") is None


ENGLISH = """
title = "First game"
intro = "The English intro."
closing = "The English closing."
seed = 1
seat = 1
[[step]]
text = "Read this first."
[[step]]
text = "Play the Witch House."
play = "move 3"
why = "the Glasses look there"
[[step]]
do = "move 4"
text = "Yellow moved."
"""


def test_a_missing_or_empty_text_falls_back_to_english_text_by_text() -> None:
    partial = """
title = "Primeira partida"
intro = "  "
[[step]]
text = "Leia isto antes."
[[step]]
why = "os Óculos olham ali"
play = "move 99"
"""
    t = parse("hexer", ENGLISH, partial, "pt")
    assert (t.lang, t.title, t.intro, t.closing) == (
        "pt",
        "Primeira partida",
        "The English intro.",
        "The English closing.",
    )
    texts = [(s.kind, s.text, s.action, s.why) for s in t.steps]
    assert texts == [
        (NOTE, "The English intro.", "", ""),
        (NOTE, "Leia isto antes.", "", ""),
        (PLAY, "Play the Witch House.", "move 3", "os Óculos olham ali"),  # the move stays the English file's
        ("do", "", "move 4", ""),
        (NOTE, "Yellow moved.", "", ""),
        (NOTE, "The English closing.", "", ""),
    ]


def test_the_refusal_and_the_page_speak_the_readers_language() -> None:
    english = parse("hexer", ENGLISH)
    words = parse("hexer", ENGLISH, '[[step]]\ntext = "Leia."\n[[step]]\ntext = "Jogue."\nwhy = "porque sim"\n', "pt")
    guide = Guide(english)
    with i18n.use("pt"):
        assert (
            guide.refusal(0, "move 3")
            == "Nesta partida guiada, leia o passo ao lado do tabuleiro e aperte Próximo antes."
        )
        guide.read = 2
        said = guide.refusal(0, "move 4", "play the Inn card", words)
        assert said == "Nesta partida guiada, play the Inn card agora: porque sim."
        assert guide.refusal(0, "move 4", "", words) == "Nesta partida guiada, jogue 'move 3' agora: porque sim."
        page = guide.page(0, "play the Witch House card", ["loc:3"], words)
    assert page is not None
    assert (page["text"], page["why"], page["title"], page["play"]) == ("Jogue.", "porque sim", "First game", "move 3")
    assert guide.refusal(0, "move 4", "", words) == "In this guided game, play 'move 3' now: porque sim."
    assert guide.refusal(0, "move 4") == "In this guided game, play 'move 3' now: the Glasses look there."


def _learn(*args: str, stdin: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("TABLETOME_LANG", "LANG", "LC_ALL")}
    env["COLUMNS"] = "200"
    return subprocess.run(
        [sys.executable, "-m", "tabletome.cli.main", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )


def _first_words(t: Tutorial) -> str:
    return " ".join(t.intro.split()[:8])


def test_learn_hexer_in_spanish_prints_the_spanish_steps_and_refuses_in_spanish() -> None:
    said = tutorial(get_game("hexer"), "es")
    assert said is not None
    done = _learn("learn", "hexer", "--lang", "es", stdin="\n\nmove 4\nquit\n")
    assert done.returncode == 1, done.stderr  # the learner quit
    out = " ".join(done.stdout.split())
    assert "Primera partida guiada · paso 1 de 13" in out
    assert _first_words(said) in out
    second = next(s for s in said.steps[1:] if s.shown)
    assert " ".join(second.text.split()[:8]) in out
    third = next(s for s in said.steps if s.kind == PLAY)
    # the asked move in the reader's words too (the board's own describe, translated)
    assert f"En esta partida guiada, jugar la carta Casa de la Bruja ahora: {third.why}." in out
    english = _learn("learn", "hexer", stdin="\nquit\n")
    assert "Guided first game · step 1 of 13" in " ".join(english.stdout.split())


def test_every_translation_file_is_a_known_language() -> None:
    root = Path(tutorial_path(get_game("hexer")) or "").parents[1]
    for path in root.glob("*/tutorial.*.toml"):
        lang = path.name.split(".")[1]
        assert lang in i18n.LANGUAGES and lang != i18n.SOURCE, path
