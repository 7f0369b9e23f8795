"""Narration lines keep what made them and are told in the reader's language (engine/i18n/retell.py)."""

from __future__ import annotations

import json
import pickle

from tabletome.engine.i18n import N_, messages, use
from tabletome.engine.i18n.retell import Said, said, said_n, told, told_lines


def test_a_said_line_is_its_english_sentence() -> None:
    line = said(N_("({seat}) {text}"), seat="player 2", text="You draw 4c")
    assert line == "(player 2) You draw 4c"
    assert isinstance(line, str) and json.dumps([line]) == '["(player 2) You draw 4c"]'
    assert told(line, "en") == "(player 2) You draw 4c"


def test_told_translates_the_template_and_each_value() -> None:
    inner = said(N_("(all but {seat}) {text}"), seat="player 1", text="x")
    line = said(N_("({seat}) {text}"), seat="player 3", text=inner)
    pt = messages("pt")
    seat = str(pt["player {n}"])
    expected = str(pt["({seat}) {text}"]).format(
        seat=seat.format(n=3), text=str(pt["(all but {seat}) {text}"]).format(seat=seat.format(n=1), text="x")
    )
    assert "player" not in expected and told(line, "pt") == expected
    with use("es"):
        assert told_lines([line])[0] == told(line, "es") != str(line)


def test_a_plain_line_is_translated_when_the_catalog_has_it_whole() -> None:
    assert told("player {n}", "pt") == messages("pt")["player {n}"]
    assert told("No such sentence anywhere.", "pt") == "No such sentence anywhere."


def test_plural_forms_follow_the_count() -> None:
    one = said_n("{n} card", "{n} cards", 1)
    many = said_n("{n} card", "{n} cards", 3)
    assert (one, many) == ("1 card", "3 cards")
    singular, plural = messages("pt")["{n} card"]
    assert (told(one, "pt"), told(many, "pt")) == (singular.format(n=1), plural.format(n=3))
    untold = said_n("{n} untranslated widget", "{n} untranslated widgets", 3)
    assert told(untold, "pt") == "3 untranslated widgets"  # no translation: the English form for the count


def test_a_said_line_survives_pickling_with_its_template() -> None:
    line = said(N_("({seat}) {text}"), seat="player 2", text="hi")
    back = pickle.loads(pickle.dumps(line))
    assert isinstance(back, Said) and back == line and back.template == line.template
    assert told(back, "pt") == told(line, "pt")
