"""Reading TOML and JSON data that a user supplied, safely.

Two guards stand between a hostile file and the process:

1. A linear-time pre-scan (``prescan``) rejects, before any parsing, input that is too big or
   has over-long keys (``tomllib`` is quadratic on a long dotted key), too much nesting (the
   parsers recurse), too many keys, or numbers too long for Python to convert. It tokenizes with
   ``re`` and understands strings and comments, so brackets, dots or digits inside a string are
   not counted.
2. The parse itself runs in a worker process (``DataParser``) that is killed at the time limit:
   ``tomllib`` holds the interpreter lock and a thread cannot be stopped.

Every failure is an ``EditionError`` whose sentence names the limit broken.
"""

from __future__ import annotations

import asyncio
import atexit
import pickle
import re
import threading
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, cast

from . import datafile_worker as worker_module
from .errors import EditionError
from .workers import WorkerGone, WorkerPool

DataKind = Literal["toml", "json"]

WHERE = "file"


@dataclass(frozen=True, slots=True)
class DataLimits:
    """What a user's data file may be; each limit keeps the parsers linear and shallow."""

    #: Size of the encoded text (the web server passes its own upload limit).
    max_bytes: int = 4 * 1024 * 1024
    #: Characters of a whole key or table header, dots and quotes included.
    max_key_length: int = 256
    #: Nesting of tables, arrays and dotted-key parts (``[a.b]`` is 2, ``x = [[1]]`` is 2).
    max_depth: int = 32
    #: Keys and table headers in the whole file.
    max_keys: int = 50_000
    #: Characters of one number literal (Python refuses to convert beyond 4,300 digits).
    max_number_length: int = 100
    #: Seconds a parse may take before its worker is killed.
    time_limit: float = 5.0

    def __post_init__(self) -> None:
        for name in self.__slots__:
            if not getattr(self, name) > 0:
                raise ValueError(f"DataLimits.{name} must be positive")


DEFAULT_LIMITS = DataLimits()


_JSON_START = re.compile(r"\s*+\{")


def data_kind(text: str, suffix: str = "") -> DataKind:
    """JSON if the text starts with ``{`` or the file name ends in .json; TOML otherwise."""
    return "json" if suffix.lower() == ".json" or _JSON_START.match(text) else "toml"


def _fail(origin: str, why: str) -> EditionError:
    return EditionError(origin, [(WHERE, why)])


def check_size(size: int, origin: str, limits: DataLimits = DEFAULT_LIMITS) -> None:
    """EditionError if ``size`` bytes is over the limit."""
    if size > limits.max_bytes:
        raise _fail(origin, f"is {size:,} bytes long; the limit is {limits.max_bytes:,} bytes")


def _byte_length(text: str, limit: int) -> int:
    # A character is at most 4 bytes in UTF-8: most texts need no encoding to be measured.
    return len(text) if len(text) * 4 <= limit else len(text.encode("utf-8", "surrogatepass"))


# ------------------------------------------------------------------------------------ pre-scan

# TOML strings. A one-line string never starts a multi-line one: '"""' is not '""' then '"'.
# Possessive quantifiers keep every pattern linear.
_BASIC = r'(?!""")"[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"'
_LITERAL = r"(?!''')'[^'\n]*+'"
_ML_BASIC = r'"""(?:[^"\\]++|\\(?s:.)|"{1,2}+(?!"))*+"{3,5}'
_ML_LITERAL = r"'''(?:[^']++|'{1,2}+(?!'))*+'{3,5}"
_STRINGS = rf"(?P<string>{_ML_BASIC}|{_ML_LITERAL}|{_BASIC}|{_LITERAL})|(?P<comment>\#[^\n]*+)"
_BARE = r"[A-Za-z0-9_\-]++"
_SCALAR = r"[A-Za-z0-9_:.+\-]++"
# Outside arrays: newlines end key/value pairs, commas separate inline-table pairs. The
# commonest token first; a lone quote is an unterminated string, left for tomllib to reject.
_TOML_KEYS = re.compile(
    rf"(?P<other>[^\"'\#\n\[\]{{}}=,]++)|(?P<newline>\n)|(?P<equals>=)|(?P<comma>,)|(?P<open>[\[{{])"
    rf"|(?P<close>[\]}}])|{_STRINGS}|(?P<quote>[\"'])"
)
# Inside an array only brackets and multi-line strings break a run of values into tokens.
_TOML_ARRAY = re.compile(
    rf"(?P<other>(?:[^\"'\#\[\]{{}}]++|{_BASIC}|{_LITERAL})++)|(?P<open>[\[{{])|(?P<close>[\]}}])"
    rf"|{_STRINGS}|(?P<quote>[\"'])"
)
# The usual pair in one step: a bare dotted key, '=', a one-line value, and what ends the pair.
_TOML_PAIR = re.compile(
    rf"[ \t]*+(?P<key>{_BARE}(?:[ \t]*+\.[ \t]*+{_BARE})*+)[ \t]*+=[ \t]*+(?P<value>{_BASIC}|{_LITERAL}|{_SCALAR})?"
    rf"[ \t]*+(?P<end>,|(?:\#[^\n]*+)?\n)?"
)
# A whole dotted key from its first character, to report its full length.
_DOTTED_KEY = re.compile(rf"(?:{_BARE}|{_BASIC}|{_LITERAL}|[ \t.]++)*+")
# Strings and the code between them, to look for numbers only in the code.
_CODE = re.compile(rf"{_ML_BASIC}|{_ML_LITERAL}|{_BASIC}|{_LITERAL}|\#[^\n]*+|(?P<code>[^\"'\#]++|[\"'])")
_JSON = re.compile(
    r'(?P<other>[^"\[\]{}:]++)|(?P<string>"[^"\\]*+(?:\\(?s:.)[^"\\]*+)*+")|(?P<colon>:)|(?P<open>[\[{])'
    r'|(?P<close>[\]}])|(?P<quote>")'
)


@lru_cache(maxsize=8)
def _long_number(limit: int) -> re.Pattern[str]:
    """A number literal of more than ``limit`` characters, from its start; not a date or time.

    tomllib reads a date or time with a regular expression (fractions of a second truncated), so
    only numbers risk Python's limit on converting digits.
    """
    return re.compile(
        rf"(?<![0-9A-Za-z_.:+\-])[+\-]?(?![0-9]{{4}}-[0-9]{{2}}-|[0-9]{{2}}:)[0-9][0-9A-Za-z_.:+\-]{{{limit},}}"
    )


class _Scan:
    """What both scanners share: the text, the limits and the sentences."""

    __slots__ = ("text", "origin", "limits", "keys")

    def __init__(self, text: str, origin: str, limits: DataLimits) -> None:
        self.text = text
        self.origin = origin
        self.limits = limits
        self.keys = 0

    def fail(self, pos: int, why: str) -> EditionError:
        line = self.text.count("\n", 0, pos) + 1
        return _fail(self.origin, why.replace("@", f"at line {line:,}"))

    def count_key(self, pos: int) -> None:
        self.keys += 1
        if self.keys > self.limits.max_keys:
            raise self.fail(pos, f"has more than the limit of {self.limits.max_keys:,} keys (@)")

    def check_depth(self, depth: int, pos: int) -> None:
        if depth > self.limits.max_depth:
            raise self.fail(pos, f"nests deeper than the limit of {self.limits.max_depth:,} levels @")

    def check_key_length(self, start: int, length: int) -> None:
        if length > self.limits.max_key_length:
            raise self.fail(
                start, f"has a key of {length:,} characters @; the limit is {self.limits.max_key_length:,} characters"
            )

    def check_numbers(self, start: int, end: int) -> None:
        """No number literal in text[start:end] (no string in it) is too long."""
        limit = self.limits.max_number_length
        found = _long_number(limit).search(self.text, start, end)
        if found:
            digits = len(found.group().lstrip("+-"))
            raise self.fail(found.start(), f"has a number of {digits:,} digits @; the limit is {limit:,} digits")

    def check_numbers_in_code(self, start: int, end: int) -> None:
        """As ``check_numbers``, where text[start:end] may hold strings: digits in them are text."""
        if _long_number(self.limits.max_number_length).search(self.text, start, end) is None:
            return  # the usual case: nothing long anywhere, strings included
        for part in _CODE.finditer(self.text, start, end):
            if part.lastgroup == "code":
                self.check_numbers(part.start(), part.end())


class _TomlScan(_Scan):
    """One pass over TOML: table headers, keys and brackets; strings and comments skipped whole.

    Depth counts the tables and arrays a value sits in: ``[a.b]`` is 2, ``x.y = 1`` under it 3,
    ``z = [[1]]`` under it 4.
    """

    __slots__ = ("stack", "in_array", "in_key", "key_first", "key_dots", "header", "header_depth", "base")

    def __init__(self, text: str, origin: str, limits: DataLimits) -> None:
        super().__init__(text, origin, limits)
        self.stack: list[tuple[str, int]] = []  # open brackets with the depth each reaches
        self.in_array = False
        self.header = 0  # 1 inside [table], 2 inside [[array of tables]]
        self.header_depth = 0
        self.base = 0  # depth of the table that the next value belongs to
        self.start_key()

    def run(self) -> None:
        text, pos, end = self.text, 0, len(self.text)
        handlers = {
            "other": self.on_other,
            "newline": self.on_newline,
            "equals": self.on_equals,
            "comma": self.on_comma,
            "open": self.on_open,
            "close": self.on_close,
            "string": self.on_string,
            "comment": self.on_comment,
            "quote": self.on_other,
        }
        keys, array, pair = _TOML_KEYS.match, _TOML_ARRAY.match, _TOML_PAIR.match
        while pos < end:
            if self.in_key and self.key_first < 0 and not self.header and (m := pair(text, pos)):
                pos = self.on_pair(m)
                continue
            m = (array if self.in_array else keys)(text, pos)
            assert m is not None  # the patterns match every character
            pos = handlers[cast(str, m.lastgroup)](m)

    # -- keys and table headers
    def start_key(self) -> None:
        self.in_key = True
        self.key_first = -1  # position of the key's first character, once seen
        self.key_dots = 0

    def key_part(self, start: int, end: int) -> None:
        if self.key_first < 0:
            self.key_first = start
        if end - self.key_first > self.limits.max_key_length:
            length = len(self.text[self.key_first : end].rstrip())
            if length > self.limits.max_key_length:
                whole = _DOTTED_KEY.match(self.text, self.key_first)
                self.check_key_length(self.key_first, max(length, len(whole.group().rstrip()) if whole else 0))

    def end_key(self, pos: int) -> None:
        """A key/value pair's key is complete: count it and the tables its dots make."""
        self.in_key = False
        self.count_key(pos)
        self.base = self.container() + self.key_dots  # a.b.c = 1 makes tables a and b
        self.check_depth(self.base, pos)

    def container(self) -> int:
        return self.stack[-1][1] if self.stack else self.header_depth

    # -- tokens; each returns where the next token starts
    def on_pair(self, m: re.Match[str]) -> int:
        start, stop = m.span("key")
        self.check_key_length(start, stop - start)
        self.key_dots = m.group("key").count(".")
        self.end_key(start)
        value_start, value_end = m.span("value")
        if value_end - value_start > self.limits.max_number_length and self.text[value_start] not in "\"'":
            self.check_numbers(value_start, value_end)  # digits inside a string are text
        ending = m.group("end")
        if ending == ",":
            return self.on_comma(m)
        if ending:
            return self.on_newline(m)
        return m.end()

    def on_string(self, m: re.Match[str]) -> int:
        if self.in_key:
            self.key_part(m.start(), m.end())
        return m.end()

    def on_comment(self, m: re.Match[str]) -> int:
        return m.end()

    def on_other(self, m: re.Match[str]) -> int:
        if not self.in_key:
            if m.end() - m.start() > self.limits.max_number_length:
                self.check_numbers_in_code(m.start(), m.end())
            return m.end()
        token = m.group()
        self.key_dots += token.count(".")
        lead = len(token) - len(token.lstrip())
        if lead < len(token):
            self.key_part(m.start() + lead, m.end())
        return m.end()

    def on_newline(self, m: re.Match[str]) -> int:
        if not self.stack:
            self.header = 0
            self.start_key()
        return m.end()

    def on_comma(self, m: re.Match[str]) -> int:
        if self.stack and self.stack[-1][0] == "{":
            self.start_key()
        return m.end()

    def on_equals(self, m: re.Match[str]) -> int:
        if self.in_key and not self.header:
            self.end_key(m.start())
        return m.end()

    def on_open(self, m: re.Match[str]) -> int:
        char = m.group()
        if char == "[" and not self.stack and self.in_key and self.key_first < 0 and not self.header:
            return self.open_header(m)
        depth = self.base + 1
        self.check_depth(depth, m.start())
        self.stack.append((char, depth))
        self.base = depth
        self.in_array = char == "["
        if char == "{":
            self.start_key()
        else:
            self.in_key = False
        return m.end()

    def open_header(self, m: re.Match[str]) -> int:
        is_array = self.text.startswith("[", m.end())
        self.header = 2 if is_array else 1
        return m.end() + is_array

    def on_close(self, m: re.Match[str]) -> int:
        if self.header:
            return self.close_header(m)
        if self.stack:
            self.stack.pop()
            self.in_array = bool(self.stack) and self.stack[-1][0] == "["
            self.base = self.container()
            self.in_key = False
        return m.end()

    def close_header(self, m: re.Match[str]) -> int:
        # [a.b] makes tables a and b; [[a.b]] also the array's element.
        depth = self.key_dots + 1 + (self.header == 2)
        self.check_depth(depth, m.start())
        self.count_key(m.start())
        self.header_depth = self.base = depth
        skip = self.header == 2 and self.text.startswith("]", m.end())
        self.header = 0
        self.in_key = False
        return m.end() + skip


class _JsonScan(_Scan):
    """One pass over JSON: containers, keys and numbers; strings skipped whole."""

    __slots__ = ()

    def run(self) -> None:
        opened = 0
        key = (0, 0)  # span of the last string, the key when a colon follows
        long_token = self.limits.max_number_length
        for m in _JSON.finditer(self.text):
            group = m.lastgroup
            if group == "other":
                if m.end() - m.start() > long_token:
                    self.check_numbers(m.start(), m.end())
            elif group == "string":
                key = m.span()
            elif group == "colon":
                self.count_key(m.start())
                self.check_key_length(key[0], key[1] - key[0] - 2)
            elif group == "open":
                opened += 1
                self.check_depth(opened - 1, m.start())  # the top-level object is not nesting
            elif group == "close":
                opened = max(opened - 1, 0)


def prescan(text: str, kind: DataKind, origin: str, limits: DataLimits = DEFAULT_LIMITS) -> None:
    """EditionError naming the limit that ``text`` breaks; linear time, before any parsing."""
    check_size(_byte_length(text, limits.max_bytes), origin, limits)
    scan = _JsonScan(text, origin, limits) if kind == "json" else _TomlScan(text, origin, limits)
    scan.run()


# ------------------------------------------------------------------------------------- parsing


def as_table(data: Any, origin: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise _fail(origin, "must hold a table of data at the top level")
    return data


def parse_trusted(text: str, kind: DataKind, origin: str) -> dict[str, Any]:
    """Parse in this process, for files that ship with tabletome: no limits, no worker."""
    try:
        data = worker_module.load(kind, text)
    except Exception as exc:
        raise _fail(origin, worker_module.failure(exc, kind)) from None
    return as_table(data, origin)


class DataParser:
    """A few persistent worker processes that parse TOML or JSON, each killed at the time limit
    (a ``WorkerPool``). ``parse`` pre-scans first, so input over a limit never reaches a worker."""

    def __init__(self, workers: int = 2) -> None:
        self._pool = WorkerPool("tabletome.engine.datafile_worker", workers)

    @property
    def started(self) -> int:
        """Worker processes started so far."""
        return self._pool.started

    @property
    def killed(self) -> int:
        """Worker processes killed at the time limit so far."""
        return self._pool.killed

    def __enter__(self) -> DataParser:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def parse(self, text: str, kind: DataKind, origin: str, limits: DataLimits = DEFAULT_LIMITS) -> dict[str, Any]:
        """The top-level table of ``text``; EditionError with one sentence otherwise."""
        prescan(text, kind, origin, limits)
        return as_table(self.parse_unchecked(text, kind, origin, limits.time_limit), origin)

    async def parse_async(
        self, text: str, kind: DataKind, origin: str, limits: DataLimits = DEFAULT_LIMITS
    ) -> dict[str, Any]:
        """``parse`` in a thread: the event loop keeps serving while the worker parses."""
        return await asyncio.to_thread(self.parse, text, kind, origin, limits)

    def parse_unchecked(self, text: str, kind: DataKind, origin: str, time_limit: float) -> Any:
        """Parse in a worker without the pre-scan; only the time limit guards this."""
        try:
            answer = self._pool.ask(worker_module.request(kind, text), time_limit)
        except WorkerGone:
            raise _fail(origin, f"could not be read as {kind.upper()} (the parser process stopped)") from None
        if answer is None:
            unit = "second" if time_limit == 1 else "seconds"
            raise _fail(origin, f"took longer than the time limit of {time_limit:g} {unit} to read")
        status, value = pickle.loads(answer)  # our own worker's pickle, not the user's bytes
        if status != "ok":
            raise _fail(origin, value)
        return value

    def idle_pids(self) -> list[int]:
        """Process ids of the workers waiting for a request."""
        return self._pool.idle_pids()

    def close(self) -> None:
        """Stop the idle workers (a busy one stops when its request ends)."""
        self._pool.close()


_default: DataParser | None = None
_default_lock = threading.Lock()


def default_parser() -> DataParser:
    """The process-wide parser, created on first use and closed at exit."""
    global _default
    with _default_lock:
        if _default is None:
            _default = DataParser()
            atexit.register(_default.close)
        return _default


def parse_data_text(
    text: str,
    origin: str,
    kind: DataKind | None = None,
    limits: DataLimits = DEFAULT_LIMITS,
    parser: DataParser | None = None,
) -> dict[str, Any]:
    """User-supplied TOML or JSON text as a dict, pre-scanned and parsed in a worker process."""
    return (parser or default_parser()).parse(text, kind or data_kind(text), origin, limits)


async def parse_data_text_async(
    text: str,
    origin: str,
    kind: DataKind | None = None,
    limits: DataLimits = DEFAULT_LIMITS,
    parser: DataParser | None = None,
) -> dict[str, Any]:
    """``parse_data_text`` without blocking the event loop."""
    return await (parser or default_parser()).parse_async(text, kind or data_kind(text), origin, limits)
