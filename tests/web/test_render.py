"""The Hexer picture for the browser: drawn from one seat's view, showing all of it and nothing more."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from tabletome.games.hexer import GAME
from tabletome.games.hexer.render import COST_SHORT, svg
from tabletome.testing import NARROW_LAYOUT as NARROW

from ..games.hexer.helpers import new


def test_the_picture_is_one_svg_with_every_part_of_the_table() -> None:
    s = new(players=4, seed=3)
    v = s.view(0)
    picture = GAME.render_svg(v)
    root = ET.fromstring(picture)  # well-formed XML
    assert root.tag.endswith("svg")
    for layout in picture.partition(NARROW)[::2]:  # the wide layout, then the phone's (issue 31)
        every_part(layout, v)
    assert "(you)" in picture and 'data-round="1"' in picture


def every_part(picture: str, v: dict[str, Any]) -> None:
    """One layout of the picture draws every location, pawn, investigator, space and the rest."""
    assert sorted(re.findall(r'class="location" data-location="(\d)"', picture)) == [str(n) for n in range(7)]
    assert len(re.findall(r'class="pawn" data-pawn="(\w+)"', picture)) == 4
    assert f'class="craven" data-location="{v["craven"]}"' in picture
    assert f'data-necron="{v["necron"]["position"]}"' in picture
    assert len(re.findall(r'class="reserve"', picture)) == 5 and 'class="rlyeh"' in picture
    assert len(re.findall(r'class="investigator"', picture)) == 4
    for loc in v["locations"]:
        group = picture.split(f'class="location" data-location="{loc["number"]}">', 1)[1].split('class="location"')[0]
        assert loc["name"] in group
        for i, (item, cost) in enumerate(zip(loc["items"], loc["costs"], strict=True)):
            space = re.split(r'class="space" data-space="\d"', group)[i + 1]
            if item is not None:  # the item on each space with what it costs, its name in the hover tip
                assert f"<title>{item}" in space and f">{COST_SHORT.get(cost, cost)}</text>" in space
            else:
                assert "stroke-dasharray" in space


def test_a_tile_shows_only_to_the_seat_that_looked_at_it() -> None:
    s = new(players=3, seed=5)
    s.known[0] |= 1 << 3  # yellow looked at the Witch House tile with the Glasses
    truth = "portal" if s.tiles[3] else "wall"
    mine, theirs = svg(s.view(0)), svg(s.view(1))
    tile = r'class="location" data-location="3">.*?data-tile="([^"]+)"'
    assert re.search(tile, mine).group(1) == truth  # type: ignore[union-attr]
    assert re.search(tile, theirs).group(1) == "face down"  # type: ignore[union-attr]
    assert "you looked at this tile" in mine and "you looked at this tile" not in theirs
    assert (
        mine.count('data-tile="face down"') == 2 * 5 and theirs.count('data-tile="face down"') == 2 * 6
    )  # two layouts
    everything = svg(s.full_view())
    assert 'data-tile="face down"' not in everything and "seen by everything" in everything


def test_the_end_is_drawn_with_its_outcome() -> None:
    from tabletome.engine import Rng

    s = new(players=2, seed=1)
    rng = Rng(1)
    while s.to_move is not None:
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    picture = svg(s.full_view())
    oc = s.outcome()
    assert oc is not None
    assert 'class="outcome"' in picture and oc.cause in picture
    assert f'data-won="{"yes" if oc.winners else "no"}"' in picture


def test_the_pawns_carry_their_seats_letter_beside_the_colour_the_page_paints_the_seats_with() -> None:
    from tabletome.games.hexer.render import PAWN_FILL

    s = new(players=4, seed=3)
    v = s.view(0)
    picture = svg(v)
    colours = re.search(r'data-seat-colours="([^"]*)"', picture)
    letters = re.search(r'data-seat-letters="([^"]*)"', picture)
    assert colours is not None and letters is not None
    invs = v["investigators"]
    assert colours.group(1).split(",") == [PAWN_FILL[i["colour"]] for i in invs]
    assert letters.group(1).split(",") == [i["colour"][0].upper() for i in invs]  # Y, B, O, G: never colour alone
    for layout in picture.partition(NARROW)[::2]:
        for inv in invs:
            pawn = layout.split(f'class="pawn" data-pawn="{inv["colour"]}"', 1)[1].split("</g>", 1)[0]
            assert f'fill="{PAWN_FILL[inv["colour"]]}"' in pawn and f">{inv['colour'][0].upper()}</text>" in pawn
