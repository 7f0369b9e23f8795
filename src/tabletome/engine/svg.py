"""Small pieces every game's SVG picture uses: escaping and text elements.

Pictures are built from a seat's view; everything taken from the view is escaped.
"""

from __future__ import annotations

from html import escape

MIDDLE = ' text-anchor="middle"'
BOLD = ' font-weight="bold"'
MIDDLE_BOLD = ' text-anchor="middle" font-weight="bold"'
END = ' text-anchor="end"'


def esc(value: object) -> str:
    """Text from a view, safe inside an SVG element or attribute."""
    return str(value) if isinstance(value, int) else escape(str(value), True)


def text(x: float, y: float, content: object, size: int = 13, fill: str = "#e8e6df", extra: str = "") -> str:
    """A text element; ``extra`` is a constant attribute string (never data from the view)."""
    return f'<text x="{x:g}" y="{y:g}" font-size="{size}" fill="{fill}"{extra}>{esc(content)}</text>'
