"""User-supplied TOML and JSON: the pre-scan refuses hostile input before parsing, the worker
process is killed at the time limit, and every failure is one sentence naming what went wrong."""

from __future__ import annotations

import asyncio
import json
import os
import pickle
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletome.engine import EditionError
from tabletome.engine import datafile_worker as worker_module
from tabletome.engine.datafile import (
    DEFAULT_LIMITS,
    DataLimits,
    DataParser,
    data_kind,
    default_parser,
    parse_data_text,
    parse_data_text_async,
    parse_trusted,
    prescan,
)
from tabletome.engine.edition import read_data_file

GAMES = Path(__file__).parents[2] / "src" / "tabletome" / "games"
SMALL = 'name = "small"\ncount = 3\n'
# tomllib is quadratic on a long dotted key: 20,000 parts take seconds, far over these limits.
SLOW = ".".join(["a"] * 20_000) + " = 1\n"
UNLIMITED = DataLimits(max_key_length=10**6, max_depth=10**6, max_keys=10**6, max_number_length=10**6)


def one_sentence(text: str) -> bool:
    return text.strip().endswith(".") and "\n" not in text and "Traceback" not in text and len(text) < 300


def reaped(pid: int) -> bool:
    """True when ``pid`` is no longer a child of ours: it ended and was waited for (no zombie)."""
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True
    return False


@pytest.fixture
def parser() -> Iterator[DataParser]:
    with DataParser(workers=1) as p:
        yield p


@pytest.fixture(scope="module")
def shared_parser() -> Iterator[DataParser]:
    with DataParser(workers=1) as p:
        yield p


# ------------------------------------------------------------------ findings: refused by the pre-scan

HOSTILE = {
    "long dotted key": (
        "toml",
        ".".join(["a"] * 30_000) + " = 1\n",
        ["has a key of 59,999 characters", "limit is 256"],
    ),
    "long table header": ("toml", "[" + ".".join(["a"] * 30_000) + "]\n", ["has a key of 59,999 characters"]),
    "long array-of-tables header": ("toml", "[[" + ".".join(["a"] * 30_000) + "]]\n", ["has a key of 59,999"]),
    "long key inside an inline table": (
        "toml",
        "t = { " + ".".join(["b"] * 5_000) + " = 1 }\n",
        ["has a key of 9,999"],
    ),
    "long key without '='": ("toml", ".".join(["a"] * 30_000) + "\n", ["has a key of 59,999 characters"]),
    "long quoted dotted key": ("toml", '"a".' * 2_000 + '"a" = 1\n', ["has a key of 8,003 characters"]),
    "deep arrays": ("toml", "a = " + "[" * 5_000 + "]" * 5_000 + "\n", ["nests deeper than the limit of 32 levels"]),
    "deep inline tables": ("toml", "a = " + "{b = " * 5_000 + "1" + "}" * 5_000 + "\n", ["nests deeper", "32 levels"]),
    "dotted key of many parts": ("toml", ".".join(["k"] * 40) + " = 1\n", ["nests deeper than the limit of 32"]),
    "deep table header": ("toml", "[" + ".".join(["k"] * 40) + "]\n", ["nests deeper than the limit of 32"]),
    "deep JSON arrays": ("json", "[" * 100_000 + "]" * 100_000, ["nests deeper than the limit of 32 levels"]),
    "deep JSON objects": ("json", '{"a": ' * 5_000 + "1" + "}" * 5_000, ["nests deeper than the limit of 32"]),
    "huge TOML integer": ("toml", "a = " + "9" * 59_000 + "\n", ["has a number of 59,000 digits", "limit is 100"]),
    "huge TOML integer in an array": ("toml", "a = [1, " + "9" * 59_000 + "]\n", ["has a number of 59,000 digits"]),
    "huge TOML integer in a table": ("toml", "a = { b = -" + "9" * 59_000 + " }\n", ["number of 59,000 digits"]),
    "huge JSON integer": ("json", '{"a": ' + "9" * 59_000 + "}", ["has a number of 59,000 digits", "limit is 100"]),
    "too many TOML keys": (
        "toml",
        "".join(f"k{i} = 1\n" for i in range(50_001)),
        ["more than the limit of 50,000 keys"],
    ),
    "too many TOML tables": ("toml", "".join(f"[t{i}]\n" for i in range(50_001)), ["more than the limit of 50,000"]),
    "too many JSON keys": ("json", json.dumps({f"k{i}": 1 for i in range(50_001)}), ["more than the limit of 50,000"]),
    "long JSON key": ("json", json.dumps({"k" * 1_000: 1}), ["has a key of 1,000 characters", "limit is 256"]),
    "over-size TOML": ("toml", "# " + "x" * (4 * 1024 * 1024) + "\n", ["is 4,194,307 bytes long", "4,194,304 bytes"]),
    "over-size JSON": ("json", '{"a": "' + "x" * (4 * 1024 * 1024) + '"}', ["is 4,194,313 bytes long"]),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_input_is_refused_before_any_worker_starts(parser: DataParser, name: str) -> None:
    kind, text, words = HOSTILE[name]
    with pytest.raises(EditionError) as exc:
        parser.parse(text, kind, "hostile.toml")
    message = str(exc.value)
    assert all(w in message for w in words), message
    assert message.startswith("The edition file hostile.toml cannot be used: file: ")
    assert one_sentence(message)
    assert parser.started == 0


def test_the_limit_reports_its_line(parser: DataParser) -> None:
    text = 'name = "x"\n\n[deep]\nvalue = ' + "[" * 40 + "]" * 40 + "\n"
    with pytest.raises(EditionError, match="at line 4"):
        parser.parse(text, "toml", "f.toml")


def test_limits_are_configurable() -> None:
    strict = DataLimits(max_key_length=4, max_depth=1, max_keys=2, max_number_length=3, max_bytes=40)
    prescan("abcd = 123\n", "toml", "f", strict)
    for text, words in [
        ("abcde = 1\n", "key of 5 characters at line 1; the limit is 4 characters"),
        ("a = [[1]]\n", "limit of 1 levels"),
        ("a = 1\nb = 2\nc = 3\n", "limit of 2 keys"),
        ("a = 1234\n", "number of 4 digits at line 1; the limit is 3"),
        ("a = " + "1" * 40 + "\n", "is 45 bytes long; the limit is 40 bytes"),
    ]:
        with pytest.raises(EditionError, match=words):
            prescan(text, "toml", "f", strict)


def test_size_counts_utf8_bytes_not_characters() -> None:
    limits = DataLimits(max_bytes=1_000)
    prescan('a = "' + "é" * 400 + '"\n', "toml", "f", limits)  # 807 bytes
    with pytest.raises(EditionError, match="is 1,207 bytes long"):
        prescan('a = "' + "é" * 600 + '"\n', "toml", "f", limits)


def test_limits_must_be_positive_and_are_frozen() -> None:
    with pytest.raises(ValueError, match="max_depth"):
        DataLimits(max_depth=0)
    with pytest.raises(AttributeError):
        DEFAULT_LIMITS.max_depth = 99


# ------------------------------------------------------------ strings and comments are not structure

TRICKY_TOML = '''# a comment with [[[[ a.b.c = 1 and 99999999999999999999999999999999999999999999
name = "[[[[[[ a.b.c = 1"
quote = "she said \\"[[[[\\" and left # not a comment"
digits = "1234567890123456789012345678901234567890123456789012345678901234567890"
literal = '[[[[{{{{ \\ a.b.c.d.e = 99999999999999999999999999999999999999999'
"quoted.key.with.dots.a.b.c.d.e.f" = 1
'literal.key.a.b.c.d' = 2
poem = """
[[[[[[ x.y.z = 1
"{{{{ ""quoted"" \\""" and a backslash \\\\
99999999999999999999999999999999999999999999999999999999999999999999999999999
"""
raw = \'\'\'
[[[[ \'\' \'a.b.c\' = {{{{ 99999999999999999999999999999999999999999999999999999
\'\'\'
list = ["[[[[", \'{{{{\', """]]]]""", \'\'\']]]]\'\'\', "99999999999999999999999999999999999999999999999999"]  # ]]]]
table = { x = "]]]] }", y = \'{{{{\' }
when = 1979-05-27T07:32:00Z

[section] # [[[[
"a.b" = "c.d.e.f.g.h"
'''

TRICKY_LIMITS = DataLimits(max_key_length=40, max_depth=2, max_keys=20, max_number_length=10)


def test_strings_that_contain_brackets_dots_and_digits_are_not_miscounted(parser: DataParser) -> None:
    assert parser.parse(TRICKY_TOML, "toml", "tricky.toml", TRICKY_LIMITS) == tomllib.loads(TRICKY_TOML)


def test_json_strings_that_contain_brackets_and_digits_are_not_miscounted(parser: DataParser) -> None:
    data = {
        "name": "[[[[[[ {{{{ a.b.c: 1",
        "quote": 'she said "[[[[" \\ and left',
        "digits": "9" * 200,
        "a: b": [["]]]]", "}}}}"]],
    }
    text = json.dumps(data, indent=2)
    assert parser.parse(text, "json", "tricky.json", TRICKY_LIMITS) == data


def test_a_file_at_every_limit_parses_and_one_step_over_each_is_refused(parser: DataParser) -> None:
    limits = DataLimits(max_key_length=5, max_depth=3, max_keys=3, max_number_length=5)
    # Key a.b.c of 5 characters; tables a and b plus the array: depth 3; 3 keys; a 5-digit number.
    text = "a.b.c = [12345]\n[t]\nn = -1\n"
    assert parser.parse(text, "toml", "f", limits) == {"a": {"b": {"c": [12345]}}, "t": {"n": -1}}
    for over, words in [
        ("a.b.cd = [12345]\n[t]\nn = -1\n", "key of 6 characters"),
        ("a.b.c = [[1]]\n[t]\nn = -1\n", "limit of 3 levels"),
        ("a.b.c = [12345]\n[t]\nn = -1\nm = 2\n", "limit of 3 keys"),
        ("a.b.c = [123456]\n[t]\nn = -1\n", "number of 6 digits"),
    ]:
        with pytest.raises(EditionError, match=words):
            parser.parse(over, "toml", "f", limits)
    assert parser.started == 1


# ------------------------------------------------------------------ the worker and its time limit


def test_a_parse_over_the_time_limit_is_killed_and_the_parser_recovers(parser: DataParser) -> None:
    assert parser.parse(SMALL, "toml", "small.toml") == {"name": "small", "count": 3}
    (pid,) = parser.idle_pids()
    hasty = DataLimits(max_key_length=10**6, max_depth=10**6, time_limit=0.05)
    with pytest.raises(EditionError) as exc:
        parser.parse(SLOW, "toml", "slow.toml", hasty)
    assert "took longer than the time limit of 0.05 seconds" in str(exc.value)
    assert one_sentence(str(exc.value))
    assert parser.killed == 1
    assert reaped(pid)
    assert parser.parse(SMALL, "toml", "small.toml") == {"name": "small", "count": 3}
    assert parser.started == 2


def test_workers_are_reused_between_requests(parser: DataParser) -> None:
    for i in range(5):
        assert parser.parse(f"n = {i}\n", "toml", "f") == {"n": i}
    assert parser.started == 1


def test_threads_share_a_few_workers_and_each_gets_its_own_answer() -> None:
    with DataParser(workers=2) as pool, ThreadPoolExecutor(max_workers=8) as threads:
        answers = list(threads.map(lambda i: pool.parse(f"n = {i}\n", "toml", "f"), range(40)))
        assert answers == [{"n": i} for i in range(40)]
        assert 1 <= pool.started <= 2


def test_close_ends_every_worker(parser: DataParser) -> None:
    parser.parse(SMALL, "toml", "f")
    pids = parser.idle_pids()
    parser.close()
    assert pids and all(reaped(pid) for pid in pids)
    assert parser.idle_pids() == []


@pytest.mark.parametrize(
    ("kind", "text", "words"),
    [
        ("toml", "a = " + "[" * 5_000 + "]" * 5_000, "nests too deeply to be read as TOML"),
        ("toml", "a = " + "{b = " * 5_000 + "1" + "}" * 5_000, "nests too deeply to be read as TOML"),
        ("json", "[" * 100_000 + "]" * 100_000, "nests too deeply to be read as JSON"),
        ("toml", "a = " + "9" * 59_000, "has a value that TOML cannot hold"),
        ("json", '{"a": ' + "9" * 59_000 + "}", "has a value that JSON cannot hold"),
        ("toml", "[edition\nid = ", "is not valid TOML: Expected ']' at the end of a table declaration (at line 1"),
        ("json", '{"a": }', "is not valid JSON: Expecting value: line 1 column 7"),
    ],
)
def test_what_the_worker_raises_becomes_one_sentence(parser: DataParser, kind: str, text: str, words: str) -> None:
    with pytest.raises(EditionError) as exc:
        parser.parse_unchecked(text, kind, "f", time_limit=30)
    assert words in str(exc.value)
    assert one_sentence(str(exc.value))
    assert parser.killed == 0
    assert parser.parse(SMALL, "toml", "f") == {"name": "small", "count": 3}
    assert parser.started == 1


@pytest.mark.parametrize(
    ("exc", "words"),
    [
        (MemoryError(), "needs too much memory to be read"),
        (UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"), "is not UTF-8 text"),
        (KeyError("x"), "could not be read as TOML (KeyError)"),
    ],
)
def test_every_exception_in_the_worker_is_answered(monkeypatch: pytest.MonkeyPatch, exc: Exception, words: str) -> None:
    def explode(kind: str, text: str) -> Any:
        raise exc

    monkeypatch.setattr(worker_module, "load", explode)
    assert pickle.loads(worker_module.answer("toml", b"a = 1")) == ("error", words)


def test_the_worker_imports_only_the_standard_library() -> None:
    probe = (
        "import runpy, sys; runpy.run_path(sys.argv[1], run_name='probe'); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('tabletome', 'pydantic', 'typer', 'rich')))"
    )
    done = subprocess.run(
        [sys.executable, "-I", "-c", probe, worker_module.__file__], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"


def test_the_top_level_must_be_a_table(parser: DataParser) -> None:
    for kind, text in [("json", "[1, 2]"), ("json", '"text"')]:
        with pytest.raises(EditionError, match="must hold a table of data at the top level"):
            parser.parse(text, kind, "f.json")


def test_async_parse_lets_other_coroutines_run(parser: DataParser) -> None:
    """While a hostile parse runs in its worker, the event loop keeps serving other coroutines."""
    slow = DataLimits(max_key_length=10**6, max_depth=10**6, time_limit=0.5)

    async def main() -> tuple[int, str]:
        ticks = 0
        done = asyncio.Event()

        async def tick() -> None:
            nonlocal ticks
            while not done.is_set():
                ticks += 1
                await asyncio.sleep(0.005)

        ticker = asyncio.create_task(tick())
        await asyncio.sleep(0)  # the ticker has started
        before = ticks
        try:
            await parser.parse_async(SLOW, "toml", "slow.toml", slow)
            outcome = "parsed"
        except EditionError as exc:
            outcome = str(exc)
        done.set()
        await ticker
        return ticks - before, outcome

    ticks, outcome = asyncio.run(main())
    assert "took longer than the time limit of 0.5 seconds" in outcome
    assert ticks >= 5  # a blocked loop would tick at most once


def test_async_text_parse_detects_the_kind(parser: DataParser) -> None:
    async def both() -> list[dict[str, Any]]:
        return [
            await parse_data_text_async('{"a": [1, 2]}', "upload", parser=parser),
            await parse_data_text_async("a = [1, 2]\n", "upload", parser=parser),
        ]

    assert asyncio.run(both()) == [{"a": [1, 2]}, {"a": [1, 2]}]
    assert parse_data_text("a = 1", "upload", parser=parser) == {"a": 1}


@pytest.mark.parametrize(
    ("text", "suffix", "kind"),
    [
        ('{"a": 1}', "", "json"),
        ('  \n {"a": 1}', ".toml", "json"),
        ("a = 1", ".json", "json"),
        ("a = 1", ".JSON", "json"),
        ("a = 1", ".toml", "toml"),
        ("[t]\na = 1", "", "toml"),
        ("", "", "toml"),
    ],
)
def test_data_kind(text: str, suffix: str, kind: str) -> None:
    assert data_kind(text, suffix) == kind


def test_the_default_parser_is_shared() -> None:
    assert default_parser() is default_parser()
    assert parse_data_text('{"x": true}', "upload") == {"x": True}


# ----------------------------------------------------------------------------------- files


def test_a_hostile_file_is_refused_by_read_data_file(tmp_path: Path, parser: DataParser) -> None:
    path = tmp_path / "hostile.toml"
    path.write_text(".".join(["a"] * 30_000) + " = 1\n")
    with pytest.raises(EditionError) as exc:
        read_data_file(path, parser=parser)
    assert exc.value.path == str(path)
    assert "has a key of 59,999 characters" in str(exc.value)
    assert parser.started == 0


def test_an_over_size_file_is_refused_from_its_size(tmp_path: Path, parser: DataParser) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b'{"a": "' + b"x" * (5 * 1024 * 1024) + b'"}')
    with pytest.raises(EditionError, match="is 5,242,889 bytes long; the limit is 4,194,304 bytes"):
        read_data_file(path, parser=parser)
    with pytest.raises(EditionError, match="is 5,242,889 bytes long; the limit is 1,000 bytes"):
        read_data_file(path, parser=parser, limits=DataLimits(max_bytes=1_000))
    assert parser.started == 0


def test_a_file_that_is_not_utf8_is_one_sentence(tmp_path: Path, parser: DataParser) -> None:
    path = tmp_path / "latin1.toml"
    path.write_bytes('name = "café"\n'.encode("latin-1"))
    with pytest.raises(EditionError, match="is not UTF-8 text"):
        read_data_file(path, parser=parser)


def test_json_by_suffix_or_by_content(tmp_path: Path, parser: DataParser) -> None:
    (tmp_path / "a.json").write_text('{"a": 1}', encoding="utf-16")
    (tmp_path / "b.toml").write_text('{"b": 2}')
    assert read_data_file(tmp_path / "a.json", parser=parser) == {"a": 1}
    assert read_data_file(tmp_path / "b.toml", parser=parser) == {"b": 2}


@pytest.mark.parametrize("game", ["hexer", "arkham_noir"])
def test_embedded_editions_are_trusted_and_parsed_here(game: str, parser: DataParser) -> None:
    path = GAMES / game / "editions" / "standin.toml"
    data = read_data_file(path, trusted=True, parser=parser)
    assert parser.started == 0
    assert data == tomllib.loads(path.read_text(encoding="utf-8"))
    # The shipped files are also within the limits a user's file must keep.
    assert read_data_file(path, parser=parser) == data


def test_trusted_parse_failures_are_one_sentence() -> None:
    with pytest.raises(EditionError, match="is not valid TOML") as exc:
        parse_trusted("a = [", "toml", "embedded.toml")
    assert one_sentence(str(exc.value))


# --------------------------------------------------------------------------- generated data

SPECIAL = list("[]{}.=#,:\"'\\\n\t 0123456789aZé")
scalars = st.one_of(
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.text(alphabet=st.sampled_from(SPECIAL), max_size=30),
    st.text(alphabet=st.characters(exclude_categories=("Cs",), exclude_characters="\x7f"), max_size=10),
)
keys = st.text(alphabet=st.sampled_from(SPECIAL), min_size=1, max_size=12)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=4),
    max_leaves=25,
)
documents = st.dictionaries(keys, values, max_size=6)


def depth(value: Any) -> int:
    """Tables and arrays a value sits in, itself included: ``[[1]]`` is 2."""
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    return 0


def toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    return "{" + ", ".join(f"{json.dumps(k, ensure_ascii=False)} = {toml_value(v)}" for k, v in value.items()) + "}"


def toml_document(data: dict[str, Any]) -> str:
    return "".join(f"{json.dumps(k, ensure_ascii=False)} = {toml_value(v)}\n" for k, v in data.items())


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(documents)
def test_generated_json_within_the_limits_parses_as_json_loads_does(shared_parser: DataParser, data: dict) -> None:
    text = json.dumps(data, ensure_ascii=False)
    assert shared_parser.parse(text, "json", "generated.json", UNLIMITED) == json.loads(text)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(documents)
def test_generated_toml_within_the_limits_parses_as_tomllib_does(shared_parser: DataParser, data: dict) -> None:
    text = toml_document(data)
    assert shared_parser.parse(text, "toml", "generated.toml", UNLIMITED) == tomllib.loads(text) == data


@settings(max_examples=200, deadline=None)
@given(documents, st.integers(min_value=1, max_value=4))
def test_the_pre_scan_measures_nesting_exactly(data: dict, limit: int) -> None:
    limits = DataLimits(max_depth=limit)
    deepest = depth(data) - 1  # the top-level table is not nesting
    for kind, text in [("json", json.dumps(data)), ("toml", toml_document(data))]:
        if deepest <= limit:
            prescan(text, kind, "generated", limits)
        else:
            with pytest.raises(EditionError, match=f"nests deeper than the limit of {limit} levels"):
                prescan(text, kind, "generated", limits)
