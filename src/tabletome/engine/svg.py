"""Small pieces every game's SVG picture uses: escaping and text elements.

Pictures are built from a seat's view; everything taken from the view is escaped.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable
from functools import lru_cache
from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .reference import Entry

MIDDLE = ' text-anchor="middle"'
BOLD = ' font-weight="bold"'
MIDDLE_BOLD = ' text-anchor="middle" font-weight="bold"'
END = ' text-anchor="end"'


@lru_cache(maxsize=8192)
def _escaped(text: str) -> str:
    # A picture escapes the same few hundred names on every redraw.
    return escape(text, True)


def esc(value: object) -> str:
    """Text from a view, safe inside an SVG element or attribute."""
    return str(value) if isinstance(value, int) else _escaped(str(value))


def text(x: float, y: float, content: object, size: int = 13, fill: str = "#e8e6df", extra: str = "") -> str:
    """A text element; ``extra`` is a constant attribute string (never data from the view)."""
    return f'<text x="{x:g}" y="{y:g}" font-size="{size}" fill="{fill}"{extra}>{esc(content)}</text>'


def fitted(x: float, y: float, content: object, size: int, fill: str, extra: str, width: float) -> str:
    """A text element that shows all of ``content`` inside ``width``: a long text is squeezed
    (``textLength``) rather than cut, so no name is ever clipped with an ellipsis."""
    estimate = 0.58 * size * len(str(content))  # an average glyph of a sans-serif face
    if estimate > width:
        extra += f' textLength="{width:g}" lengthAdjust="spacingAndGlyphs"'
    return text(x, y, content, size, fill, extra)


def wrapped(x: float, y: float, content: object, size: int, fill: str, width: float, extra: str = "") -> list[str]:
    """A text broken into lines that fit ``width`` (one text element per line, ``size * 1.25`` apart)."""
    chars = max(8, int(width / (0.55 * size)))
    lines = textwrap.wrap(str(content), chars, break_long_words=True) or [""]
    return [text(x, y + i * size * 1.25, line, size, fill, extra) for i, line in enumerate(lines)]


class Pen:
    """Writes wrapped lines downwards from ``y`` (a phone layout is a column of them): each line at
    ``x``, at most ``width`` wide, then ``gap`` units before the next piece."""

    __slots__ = ("gap", "out", "width", "x", "y")

    def __init__(self, x: float, width: float, y: float = 4.0, gap: float = 3.0) -> None:
        self.out: list[str] = []
        self.x, self.width, self.y, self.gap = x, width, y, gap

    def write(self, words: object, size: int = 12, fill: str = "#e8e6df", extra: str = "", most: int = 3) -> None:
        lines = wrapped(self.x, self.y + size, words, size, fill, self.width, extra)[:most]
        self.out += lines
        self.y += size * 1.25 * len(lines) + self.gap


def first_sentence(words: str, limit: int = 180) -> str:
    """The opening sentence of a glossary text, for a tooltip (the whole entry is in the glossary)."""
    end = words.find(". ")
    return words if end < 0 or end > limit else words[: end + 1]


class Tips:
    """Ties drawn components to a game's glossary: ``f'<g{tips(key)}...</g>'`` writes the entry key
    as ``data-ref`` (the browser shows the entry) and a ``<title>`` with its name and first sentence
    (a hover tip in any browser)."""

    __slots__ = ("entries", "_made")

    def __init__(self, entries: Iterable[Entry]) -> None:
        self.entries = {e.key: e for e in entries}
        self._made: dict[tuple[str, str], str] = {}

    def __call__(self, key: str, name: str = "") -> str:
        # Kept per tip (bounded: a custom edition may name things anything): pictures redraw often.
        made = self._made.get((key, name))
        if made is None:
            made = self._make(key, name)
            if len(self._made) < 8192:
                self._made[key, name] = made
        return made

    def _make(self, key: str, name: str) -> str:
        entry = self.entries.get(key)
        label = name or (entry.name if entry else key)
        if entry is not None and entry.text:
            label += ": " + first_sentence(entry.text)
        return f' data-ref="{esc(key)}"><title>{esc(label)}</title>'
