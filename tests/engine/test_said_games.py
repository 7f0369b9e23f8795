"""Every game's narration is told in the reader's language (issue 32): each log line of a game
played at random is a line made from a marked template (``said``), or a constant sentence the
catalogs hold whole, and both Portuguese and Spanish translate it."""

from __future__ import annotations

import random

import pytest

from tabletome.engine import get_game
from tabletome.engine.i18n import messages
from tabletome.engine.i18n.retell import Said, told

GAMES = ("hexer", "arkham_noir", "cyclades", "elder_sign", "crazy_eights", "liars_dice", "vtes")
SEEDS = (1, 2, 3)


def _lines(game_id: str, seed: int, moves: int = 600) -> list[str]:
    state = get_game(game_id).new_state(seed=seed)
    state.enable_log()
    rng = random.Random(seed)  # the test's own picks, apart from the game's generator
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(rng.choice(list(state.legal_actions())))
    return [text for _who, text in state.log or []]


def _templates(line: str) -> list[str]:
    """The messages a line needs translated: its template and those of the lines in its slots."""
    if not isinstance(line, Said):
        return [line]
    inner = [t for v in line.slots.values() if isinstance(v, Said) for t in _templates(v)]
    return [line.template, *inner]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_log_line_is_told_in_portuguese_and_spanish(game_id: str) -> None:
    lines = [line for seed in SEEDS for line in _lines(game_id, seed)]
    assert len(lines) > 20
    untold = sorted({t for line in lines for t in _templates(line) for lang in ("pt", "es") if t not in messages(lang)})
    assert not untold, f"{len(untold)} log sentences are not translated, e.g. {untold[:5]}"
    assert all(told(line, "en") == line for line in lines)
    changed = sum(told(line, "pt") != line for line in lines)
    assert changed > len(lines) // 2  # most sentences read differently in Portuguese
