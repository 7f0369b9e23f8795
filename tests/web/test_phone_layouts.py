"""The phone layouts of the pictures (issue 31), without a browser, over random games: the layout is
360 units wide (about one CSS px each on a 390-px screen, so a word of 12 units reads at 11 CSS px
or more), no word of it is smaller, and every element a move names is drawn there exactly once, so
that every move made by a click on a desktop is a tap on a phone. test_phone_boards.py measures the
same in Chromium at one decision of each game; this walks many.

V:TES is left out: its phone layout is 380 units wide and marks no element (commit 9000883); its
words are measured in Chromium by test_phone_boards.py and test_vtes_table_browser.py."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tabletome.engine import Rng
from tabletome.engine.capabilities import board_targets, svg
from tabletome.engine.registry import get_game
from tabletome.testing import NARROW_LAYOUT, drawn_elements

GAMES = {
    "hexer": ("hexer", {}),
    "arkham-noir": ("arkham_noir", {}),
    "cyclades": ("cyclades", {"players": 3}),
    "elder-sign-museum": ("elder_sign", {"mode": "museum"}),
    "elder-sign-pyramid": ("elder_sign", {"mode": "lightless_pyramid"}),
    "crazy-eights": ("crazy_eights", {}),
}
NARROW_BOX = re.compile(r'data-narrow="0 0 ([\d.]+) [\d.]+"')
FONT = re.compile(r'font-size="([\d.]+)"')


def phone_layout(picture: str) -> tuple[float, str]:
    """The phone layout's width in units and its drawing."""
    box = NARROW_BOX.search(picture)
    assert box, "the picture has no phone layout (data-narrow)"
    return float(box.group(1)), picture.partition(NARROW_LAYOUT)[2]


@pytest.mark.parametrize("name", list(GAMES))
def test_every_decision_reads_and_taps_on_a_phone(name: str) -> None:
    game_id, options = GAMES[name]
    game = get_game(game_id)
    seen = 0
    for seed in range(4):
        state: Any = game.new_state(options, seed=seed)
        rng = Rng(seed)
        for _ in range(120):
            if state.is_over():
                break
            legal = state.legal_actions()
            seat = state.to_move
            if seat is not None:
                view = state.view(seat)
                width, phone = phone_layout(svg(game, view))
                assert width == 360
                smallest = min(float(size) for size in FONT.findall(phone))
                assert smallest >= 12, f"{name}, seed {seed}: a word of {smallest} units on the phone"
                drawn = drawn_elements(phone)
                for move, ids in board_targets(game, view, [str(a) for a in legal]).items():
                    for el in ids:
                        assert drawn[el] == 1, f"{name}, seed {seed}: '{move}' names {el}, drawn {drawn[el]} times"
                seen += 1
            state.apply(legal[rng.below(len(legal))])
    assert seen >= 20  # decisions enough to have been walked
