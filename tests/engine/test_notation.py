"""Reading moves from text with a grammar of typed arguments (engine/notation.py)."""

from __future__ import annotations

import pytest

from tabletome.engine.actions import Action
from tabletome.engine.errors import NotationError
from tabletome.engine.notation import Arg, Grammar, Verb, names_lookup

GRAMMAR = Grammar(
    "Test",
    (
        Verb("offer", (Arg.word("god", ("zeus", "ares")), Arg.number("GP", 1, 99))),
        Verb("sail", (Arg("sea", str), Arg.number("fleets", 1, 8), Arg.number("undead", 0, 5)), optional=1),
        Verb("end"),
        Verb("say", (Arg("words", str),), rest=True),
        Verb("call", (Arg("creature", names_lookup(["Pegasus", "Sphinx"])),)),
    ),
    hint="'offer zeus 3'",
)


def test_each_argument_is_parsed_by_its_type() -> None:
    assert GRAMMAR.read("  OFFER  Zeus 3 ") == Action("offer", ("zeus", 3))
    assert GRAMMAR.read("end") == Action("end")
    assert GRAMMAR.read("say hello there") == Action("say", ("hello there",))
    assert GRAMMAR.read("call pegasus") == Action("call", ("Pegasus",))


def test_optional_trailing_arguments_may_be_left_out() -> None:
    assert GRAMMAR.read("sail c4 2") == Action("sail", ("c4", 2))
    assert GRAMMAR.read("sail c4 2 1") == Action("sail", ("c4", 2, 1))
    with pytest.raises(NotationError, match=r"write it as 'sail <sea> <fleets> \[undead\]'"):
        GRAMMAR.read("sail c4")
    with pytest.raises(NotationError, match="write it as"):
        GRAMMAR.read("sail c4 1 1 1")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("jump", "'jump' is not a move in Test. Moves look like 'offer zeus 3'."),
        ("", "'(nothing)' is not a move in Test."),
        ("offer hera 3", "'hera' is not a god"),
        ("offer zeu 3", "did you mean 'zeus'?"),
        ("offer zeus 0", "GP is a number from 1 to 99"),
        ("offer zeus three", "'offer zeus three'"),
        ("offer zeus", "write it as 'offer <god> <GP>'"),
        ("call pegasos", "did you mean 'Pegasus'?"),
    ],
)
def test_a_badly_written_move_gets_one_sentence(text: str, words: str) -> None:
    with pytest.raises(NotationError) as err:
        GRAMMAR.read(text)
    assert words in str(err.value)
