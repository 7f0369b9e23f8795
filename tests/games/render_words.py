"""What the board-translation tests of several games share: a game played a few random moves,
the words a picture shows, and a terminal board as text."""

from __future__ import annotations

import io
import random
import re
from collections.abc import Callable
from typing import Any

from rich.console import Console

from tabletome.engine import State


def words(svg: str) -> str:
    """The text a reader sees and hears: text elements, hover tips and element labels."""
    shown = re.findall(r">([^<>]+)</(?:text|title)>", svg)
    labels = re.findall(r'data-label="([^"]*)"|aria-label="([^"]*)"', svg)
    return "\n".join(shown + [a or b for a, b in labels])


def played(state: State, seed: int, moves: int) -> State:
    """``state`` after up to ``moves`` legal moves picked at random from ``seed``."""
    rng = random.Random(seed)  # a test's own picks, apart from the game's RNG
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(rng.choice(list(state.legal_actions())))
    return state


def terminal(draw: Callable[[dict[str, Any]], Any], view: dict[str, Any], width: int) -> str:
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(draw(view))
    out = console.file.getvalue()
    assert isinstance(out, str)
    return out
