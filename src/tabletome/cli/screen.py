"""The terminal's screen: a decision and its first options always on it, the board fitted above.

On a person's turn the session prints, from the bottom of the screen up: the input line, the
options (a page of :data:`PAGE`, one line each; 'more' or Enter shows the next page), the prompt,
and above them as much of the board as the rest of the screen holds, the parts that changed
first (a game's board is a rich ``Group`` of parts: a map, a table of players...). The whole
board is one word away ('board'), through a pager when it is taller than the screen.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Sequence

from rich.console import Console, Group, RenderableType
from rich.pager import Pager

#: Options shown at once; the keys go on (j, k...) on the next page.
PAGE = 9


def parts(board: RenderableType) -> list[RenderableType]:
    """The parts of a board: a ``Group``'s renderables, else the board itself."""
    return list(board.renderables) if isinstance(board, Group) else [board]


def lines(console: Console, renderable: RenderableType) -> list[str]:
    """The renderable as the console would print it now, in plain lines."""
    rendered = console.render_lines(renderable, console.options, pad=False, new_lines=False)
    return ["".join(segment.text for segment in line).rstrip() for line in rendered]


def choose(heights: Sequence[int], changed: Sequence[bool], room: int) -> list[int]:
    """The parts to print in ``room`` lines: all if they fit; else, each part whole or not at all
    (one line is kept for the note saying so), as many lines of what changed as fit, then as many
    lines in all, the earlier parts first on a tie."""
    n = len(heights)
    if sum(heights) <= room:
        return list(range(n))
    if n > 12:  # more parts than a board has: the changed ones first, in order
        return _greedy(heights, changed, room - 1)
    best: tuple[int, int, int] = (-1, -1, 0)
    chosen: list[int] = []
    for mask in range(1 << n):
        picked = [i for i in range(n) if mask >> i & 1]
        total = sum(heights[i] for i in picked)
        key = (sum(heights[i] for i in picked if changed[i]), total, sum(1 << (n - i) for i in picked))
        if total <= room - 1 and key > best:
            best, chosen = key, picked
    return chosen


def _greedy(heights: Sequence[int], changed: Sequence[bool], room: int) -> list[int]:
    order = [i for i in range(len(heights)) if changed[i]] + [i for i in range(len(heights)) if not changed[i]]
    picked: list[int] = []
    for i in order:
        if heights[i] <= room:
            picked.append(i)
            room -= heights[i]
    return sorted(picked)


def page_of(total: int, page: int) -> range:
    """The options of a page of the menu (pages wrap around)."""
    pages = max(1, -(-total // PAGE))
    start = (page % pages) * PAGE
    return range(start, min(total, start + PAGE))


class Less(Pager):
    """``less -R`` (colours kept; it quits at once when the text fits); plain printing without it."""

    def show(self, content: str) -> None:
        less = shutil.which("less")
        if less is None:
            sys.stdout.write(content)
            return
        subprocess.run([less, "-R", "-F", "-X"], input=content, text=True, check=False)
