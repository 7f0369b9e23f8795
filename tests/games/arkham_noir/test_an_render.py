"""The browser picture of Arkham Noir: built from the view, well-formed, showing the table."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from tabletome.engine import Rng
from tabletome.games.arkham_noir import GAME


def played(seed: int, steps: int):
    s = GAME.new_state({}, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    return s


def test_svg_shows_row_hand_cases_and_areas() -> None:
    s = played(5, 40)
    v = s.view(0)
    picture = GAME.render_svg(v)
    root = ET.fromstring(picture)
    assert root.tag.endswith("svg")
    cards = {int(g.get("data-card")) for g in root.iter() if g.get("data-card")}
    assert {c["number"] for c in v["main_row"]} <= cards
    assert {c["number"] for c in v["hand"]} <= cards
    assert {c["number"] for case in v["cases"] for c in case["line"]} <= cards
    assert "principal" in picture
    assert f"Time area {len(v['time_area'])}/{v['limit']}" in picture
    assert f"Big Picture {len(v['puzzle_types'])}/{v['victory']}" in picture


def test_svg_depends_on_the_view_alone() -> None:
    s = played(8, 30)
    other = s.determinize(0, Rng(99))  # another deck order, other victims set aside
    assert GAME.render_svg(other.view(0)) == GAME.render_svg(s.view(0))


def test_svg_shows_the_outcome() -> None:
    s = played(3, 10_000)
    assert s.outcome() is not None
    picture = GAME.render_svg(s.view(0))
    assert ("Case solved!" in picture) or ("The case is lost" in picture)
    ET.fromstring(picture)
