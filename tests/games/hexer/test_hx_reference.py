"""Hexer's reference at hand: the glossary of everything on the table, the picture tied to it, and
goals in words read from a seat's view (HX-GEN-04, HX-END-02..05)."""

from __future__ import annotations

import copy

from tabletome.engine import Rng, reference
from tabletome.engine.reference import Reference
from tabletome.games.hexer import GAME
from tabletome.games.hexer.reference import slug

from ..reference_checks import check_picture, check_words, goals_text, positions, views
from .helpers import new


def test_the_game_gives_a_reference() -> None:
    assert isinstance(GAME, Reference)


def test_every_drawn_component_names_a_glossary_entry() -> None:
    keys = {e.key for e in reference.glossary(GAME)}
    drawn: set[str] = set()
    for s in positions(GAME, {"players": "3"}, range(4), 3000, 5):
        for v in views(s):
            drawn |= check_picture(GAME, v, keys)
    # The real games drew creatures, items, locations, the track and the pieces: all resolved.
    prefixes = {key.split(":")[0] for key in drawn}
    assert {"creature", "item", "location", "necron", "card", "craven", "investigator", "portal-tile"} <= prefixes


def test_every_kind_of_component_has_entries() -> None:
    by_kind = check_words(GAME)
    ed = new().ed
    keys = {e.key for e in reference.glossary(GAME)}
    assert {f"creature:{slug(n)}" for n in ed.c_names} <= keys  # HX-CRE-15: each creature its card
    assert {f"old-one:{slug(n)}" for n in ed.g_names} <= keys  # HX-COMP-04
    assert {"item:necronomicon", "item:glasses", "item:elixir", "item:dagger"} <= keys  # HX-COMP-14
    assert {f"artifact:{slug(s)}" for s in ed.symbols} <= keys  # HX-COMP-15
    assert {f"location:{n}" for n in range(7)} | {f"card:{n}" for n in range(7)} <= keys  # HX-COMP-19
    assert {"necron-track", "necron:demonic-power", "necron:final", "necron:face", "necron:marker"} <= keys
    assert {"secret-passage", "craven", "shadow", "rlyeh", "portal-tile", "item-space", "reserve"} <= keys
    assert {f"die:{f}" for f in ("necronomicon", "glasses", "elixir", "dagger", "sanity", "necron")} <= keys
    assert len(by_kind["event"]) == len(ed.e_names)
    ghoul = next(e for e in by_kind["creature"] if e.name == "Ghoul")
    # What defeats it, what its activation does, the red arrow (HX-ENC-08, HX-CRE-14, HX-CRE-25).
    assert "Dagger + Dagger" in ghoul.text and "discards 1 Elixir" in ghoul.text and "Red arrow" in ghoul.text
    assert "HX-CRE-25" in ghoul.clauses
    thul = next(e for e in by_kind["creature"] if e.name == "Thul Saduum")
    assert "discard an artifact" in thul.needs  # HX-ENC-10
    cthulhu = next(e for e in by_kind["Great Old One"] if e.name == "Cthulhu")
    assert "3 identical items" in cthulhu.text and ed.g_text[ed.g_names.index("Cthulhu")] in cthulhu.text  # HX-RLY-06


def test_search_finds_a_creature_by_name() -> None:
    entries, _ = reference.search(GAME, ["ghoul"])
    assert entries and entries[0].key == "creature:ghoul"
    entries, _ = reference.search(GAME, ["secret", "passage"])
    assert entries[0].key == "secret-passage"


def test_goals_follow_the_live_numbers() -> None:
    """HX-END-03 and HX-END-02: the Necron numbers; HX-END-04: investigators still in the game."""
    s = new(3, seed=4)
    s.necron = 14
    text = goals_text(GAME, s.view(0))
    assert f"Necron is on 14 of {s.ed.final}" in text
    assert f"Demonic Power space {s.ed.demonic} first ({s.ed.demonic - 14} spaces to go)" in text
    assert "3 investigators are still in the game" in text
    s.necron = s.ed.demonic - 1
    text = goals_text(GAME, s.view(0))
    assert f"Necron is on {s.ed.demonic - 1} of" in text and "(1 space to go)" in text
    s.sanity[2] = 1
    assert "Low sanity: orange (1)" in goals_text(GAME, s.view(0)) or "(1)" in goals_text(GAME, s.view(0))


def test_goals_count_the_portals_this_seat_knows() -> None:
    """HX-USE-03..05: a portal seen through the Glasses is known to its looker alone."""
    s = new(3, seed=4)
    loc = next(n for n in range(1, 7) if s.tiles[n] == 1)
    s.known[1] |= 1 << loc
    assert "Close the 1 open portal you know of" in goals_text(GAME, s.view(1))
    assert "open portal you know of" not in goals_text(GAME, s.view(0))


def test_goals_do_not_reveal_another_seats_secret() -> None:
    """Two worlds that differ only in the tile seat 1 looked at give seat 0 the same goals."""
    s = new(3, seed=4)
    portal = next(n for n in range(1, 7) if s.tiles[n] == 1)
    wall = next(n for n in range(1, 7) if s.tiles[n] == 0)
    s.known[1] |= 1 << portal | 1 << wall
    other = copy.deepcopy(s)
    other.tiles[portal], other.tiles[wall] = 0, 1
    assert GAME.goals(s.view(0)) == GAME.goals(other.view(0))
    assert GAME.goals(s.view(1)) == GAME.goals(other.view(1))  # one portal either way
    other.tiles[wall] = 0  # now seat 1 saw two walls: its goals change, seat 0's do not
    assert GAME.goals(s.view(1)) != GAME.goals(other.view(1))
    assert GAME.goals(s.view(0)) == GAME.goals(other.view(0))


def test_goals_from_sampled_worlds_match() -> None:
    for s in positions(GAME, {"players": "3"}, range(2), 200, 50):
        if s.to_move is None:
            continue
        world = s.determinize(0, Rng(7))
        assert GAME.goals(world.view(0)) == GAME.goals(s.view(0))


def test_goals_at_the_end_say_how_it_ended() -> None:
    s = list(positions(GAME, {"players": "2"}, range(1), 2000, 5000))[-1]
    assert s.outcome() is not None
    found = GAME.goals(s.view(0))
    assert any(line.startswith("The game is over") for line in found["win"] + found["lose"])
