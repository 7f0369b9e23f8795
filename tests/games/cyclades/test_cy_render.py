"""The Cyclades table drawn for one seat: the terminal board, the SVG map and moves in words, all
read from a view alone (CY-GEN-03: another seat's GP stay behind his screen)."""

from __future__ import annotations

import copy
import json
import re
import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

import pytest
from rich.console import Console

from tabletome.engine import Rng
from tabletome.games.cyclades import render
from tabletome.games.cyclades.data import standard_edition
from tabletome.games.cyclades.state import CycladesState

from .helpers import ATHENA, GAME, POSEIDON, ZEUS, at_turn, build, clear, isl, new, put, sea

SVG = "{http://www.w3.org/2000/svg}"
STAGES = ("start", "mid", "end")


def played(players: int, seed: int, steps: int, **options: Any) -> CycladesState:
    """A game after ``steps`` random moves (or at its end, if it ends first)."""
    s = new(players, seed, **options)
    rng = Rng(seed + 1000)
    for _ in range(steps):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    return s


@cache
def stage(players: int, when: str) -> CycladesState:
    """The start, a position in the middle (creatures on the track) and the end of a real game."""
    if when == "start":
        return new(players, 3)
    if when == "mid":
        return played(players, 3, 120, track_slide="one-space")
    s = played(players, 3, 20000)
    assert s.outcome() is not None
    return s


def screen(view: dict[str, Any], width: int = 160) -> str:
    console = Console(record=True, width=width, color_system=None)
    console.print(render.terminal(view))
    return console.export_text()


def tree(view: dict[str, Any]) -> ET.Element:
    return ET.fromstring(render.svg(view))


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(SVG + "g") if g.get("class") == cls]


def words(el: ET.Element) -> str:
    """The text an element shows (its hover <title>s left out)."""
    out = []
    for node in el.iter(SVG + "text"):
        out.append("".join(node.itertext()))
    return " ".join(out)


# ---------------------------------------------------------------- the terminal
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("when", STAGES)
def test_terminal_renders_every_table_at_160_and_100_columns(players: int, when: str) -> None:
    s = stage(players, when)
    for width in (160, 100):
        for view in (s.view(0), s.view(players - 1), s.public_view()):
            shown = screen(view, width)
            assert all(len(line) <= width for line in shown.splitlines())
            assert "…" not in shown, "nothing is cut short"
            for island in view["board"]["islands"]:
                assert re.search(rf"│\s*{island['number']} │", shown), island["number"]
            for god in view["gods"]:
                assert god["god"] in shown
            assert "Creature track" in shown and "4 GP" in shown
            if when == "end":
                assert "Game over" in shown and view["outcome"]["reason"] in shown.replace("\n", " ")


def test_terminal_shows_owners_troops_and_buildings() -> None:
    s = clear(new(4, 1))
    put(s, 0, isl(3), 2)
    put(s, 2, isl(5), 1)
    build(s, isl(3), 0)
    shown = screen(s.view(0))
    row3 = next(line for line in shown.splitlines() if re.search(r"│\s*3 │", line))
    assert "blue (B)" in row3 and re.search(r"│\s+2 │", row3) and "Port" in row3
    row5 = next(line for line in shown.splitlines() if re.search(r"│\s*5 │", line))
    assert "red (R)" in row5 and re.search(r"│\s+1 │", row5)
    assert "neutral" in shown


def test_terminal_shows_every_god_with_its_offer() -> None:
    view = stage(4, "start").view(0)
    view["gods"][0]["offer"] = {"seat": "red", "amount": 7}
    view["apollo"] = ["green", "yellow"]
    shown = screen(view)
    line = next(line for line in shown.splitlines() if view["gods"][0]["god"] in line)
    assert "red (R) 7 GP" in line
    apollo = next(line for line in shown.splitlines() if "Apollo" in line and "│" in line)
    assert "green (G), yellow (Y)" in apollo
    assert "face down" in shown  # 4 players: the last god tile is not available (CY-GODS-03)


def test_terminal_shows_the_creature_track_and_figurines() -> None:
    view = stage(4, "start").view(0)
    view["creature_track"] = [
        {"price": 4, "creature": "Pegasus"},
        {"price": 3, "creature": None},
        {"price": 2, "creature": "Kraken"},
    ]
    view["figurines"] = [{"creature": "Minotaur", "area": "3", "owner": "red"}]
    shown = screen(view)
    assert "4 GP Pegasus" in shown and "3 GP empty" in shown and "2 GP Kraken" in shown
    assert "Minotaur on island 3 (called by red)" in shown


@pytest.mark.parametrize("width", [160, 100])
def test_cy_gen_03_terminal_hides_the_gp_of_the_others(width: int) -> None:
    s = new(4, 1)
    s.gold = [5, 87, 86, 85]
    shown = screen(s.view(0), width)
    assert "hidden" in shown
    assert not re.search(r"\b8[567]\b", shown), "another seat's GP never shows"
    assert "5 GP" in shown  # one's own
    counted = GAME.new_state({"players": 4, "gold": "counted"}, 1)
    counted.gold = [5, 87, 86, 85]
    assert "87 GP" in screen(counted.view(0), width)


def test_terminal_marks_the_eliminated_and_the_pending_battle() -> None:
    view = stage(4, "start").view(0)
    view["seats"][2]["eliminated"] = True
    view["decisions"].append(
        {
            "step": "battle",
            "area": "c4",
            "attacker": 0,
            "defender": 1,
            "attacking_units": 2,
            "defending_units": 1,
            "rounds": 1,
        }
    )
    shown = screen(view)
    assert "out of the game" in shown
    assert "battle on sea c4: blue (2) attacks green (1), after 1 round" in shown


# ---------------------------------------------------------------- the SVG
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("when", STAGES)
def test_svg_draws_every_island_sea_and_god(players: int, when: str) -> None:
    s = stage(players, when)
    view = s.view(0)
    root = tree(view)
    assert root.get("viewBox") and root.get("width") == "100%"
    islands = groups(root, "island")
    assert [g.get("data-island") for g in islands] == [str(i["number"]) for i in view["board"]["islands"]]
    seas = groups(root, "sea")
    assert [g.get("data-sea") for g in seas] == [x["name"] for x in view["board"]["seas"]]
    gods = groups(root, "god")
    assert [g.get("data-god") for g in gods] == [g["id"] for g in view["gods"]]
    assert [g.get("data-face-up") for g in gods] == ["yes" if g["face_up"] else "no" for g in view["gods"]]
    spaces = groups(root, "creature-space")
    assert [int(g.get("data-price") or 0) for g in spaces] == list(standard_edition().track_prices)
    assert [g.get("data-creature") or None for g in spaces] == [c["creature"] for c in view["creature_track"]]
    assert len(groups(root, "player")) == players


def test_svg_draws_fleets_and_troops_with_counts_and_letters() -> None:
    s = clear(new(5, 1))
    put(s, 0, isl(3), 3)
    put(s, 4, isl(5), 1)
    put(s, 3, sea(s, "c4"), 2)
    root = tree(s.view(0))
    island = next(g for g in groups(root, "island") if g.get("data-island") == "3")
    troops = groups(island, "troops")
    assert len(troops) == 1 and troops[0].get("data-count") == "3" and troops[0].get("data-owner") == "blue"
    assert "3B" in words(troops[0]).replace(" ", "")
    black = groups(next(g for g in groups(root, "island") if g.get("data-island") == "5"), "troops")
    assert "1K" in words(black[0]).replace(" ", ""), "black is K: blue has the B"
    sea_c4 = next(g for g in groups(root, "sea") if g.get("data-sea") == "c4")
    fleets = groups(sea_c4, "fleet")
    assert len(fleets) == 1 and fleets[0].get("data-count") == "2" and fleets[0].get("data-owner") == "yellow"
    assert "2Y" in words(fleets[0]).replace(" ", "")
    empty = next(g for g in groups(root, "sea") if g.get("data-sea") != "c4")
    assert not groups(empty, "fleet")


def test_svg_draws_buildings_metropolises_prosperity_and_figurines() -> None:
    s = clear(new(5, 1))
    put(s, 0, isl(2), 1)
    build(s, isl(2), 0, 2)
    s.metro[isl(4)] = 1
    put(s, 1, isl(4), 0)
    s.prosp[isl(2)] = 2
    s.fig_area[s.ed.creature("Minotaur")] = isl(2)
    s.fig_owner[s.ed.creature("Minotaur")] = 0
    root = tree(s.view(0))
    two = next(g for g in groups(root, "island") if g.get("data-island") == "2")
    assert sorted(g.get("data-building") or "" for g in groups(two, "building")) == ["Port", "Temple"]
    assert groups(two, "prosperity")[0].get("data-count") == "2"
    assert groups(two, "figurine")[0].get("data-creature") == "Minotaur"
    four = next(g for g in groups(root, "island") if g.get("data-island") == "4")
    assert groups(four, "metropolis") and groups(four, "territory")  # green holds it without troops


def test_svg_shows_hidden_gold_and_the_outcome() -> None:
    s = new(4, 1)
    s.gold = [5, 87, 86, 85]
    shown = words(tree(s.view(0))) + " ".join(t.text or "" for t in tree(s.view(0)).iter(SVG + "title"))
    assert "GP hidden" in shown and not re.search(r"\b8[567]\b", shown)
    end = stage(3, "end")
    root = tree(end.view(0))
    outcome = groups(root, "outcome")
    assert outcome and "1. " in words(outcome[0])


def test_svg_marks_the_battle_and_the_voyage() -> None:
    view = stage(4, "start").view(0)
    view["decisions"] += [
        {"step": "voyage", "seat": 0, "at": "c4", "fleets": 2, "steps_left": 1},
        {"step": "battle", "area": "3", "attacker": 1, "defender": 0, "attacking_units": 2, "defending_units": 1},
    ]
    root = tree(view)
    assert groups(root, "battle")
    moving = [g for g in groups(root, "fleet") + groups(root, "troops") if "dasharray" in ET.tostring(g, "unicode")]
    assert len(moving) == 2


def test_svg_escapes_names_from_the_view() -> None:
    """A custom view that names things with markup characters stays well-formed XML."""
    view = stage(4, "mid").view(0)
    odd = "<b>&'\""
    text = json.dumps(view).replace('"red"', json.dumps(odd))
    view = json.loads(text)
    view["creature_track"][0]["creature"] = "Hydra <&>"
    view["figurines"] = [{"creature": "Scylla & <Charybdis>", "area": "c4", "owner": odd}]
    view["gods"][0]["god"] = "Zeus <script>"
    root = tree(view)
    shown = " ".join(root.itertext())
    assert "Hydra <&>" in shown and "Zeus <script>" in shown and odd in shown
    keys = {e.key for e in render.glossary()}
    assert all(el.get("data-ref") in keys for el in root.iter() if el.get("data-ref") is not None)


def test_svg_survives_a_view_with_keys_missing_or_added() -> None:
    view = copy.deepcopy(stage(5, "mid").view(0))
    view["undead"] = {"troops": 2}
    view["heroes"] = [{"name": "Perseus"}]
    view["board"]["islands"][0].pop("prosperity")
    view["seats"][0].pop("temple_discount")
    del view["figurines"]
    tree(view)
    screen(view)
    assert render.svg({}).startswith("<svg")
    screen({})


# ---------------------------------------------------------------- moves in words
def turn_view(god: int, gold: int = 10) -> dict[str, Any]:
    s = at_turn(new(4, 1), 0, god, gold)
    return s.view(0)


def with_step(view: dict[str, Any], step: dict[str, Any]) -> dict[str, Any]:
    view = copy.deepcopy(view)
    view["decisions"].append(step)
    return view


def test_describe_the_examples() -> None:
    v = turn_view(POSEIDON)
    assert render.describe_action(v, "fleet c4") == "recruit a fleet on sea c4 (free)"
    assert render.describe_action(v, "port 3") == "build a Port on island 3 (2 GP)"
    assert render.describe_action(v, "sail c4 2") == "set sail from c4 with 2 fleets (1 GP)"
    assert render.describe_action(v, "apollo").startswith("go to Apollo")
    assert render.describe_action(v, "troop 3") == "recruit a troop on island 3 (free)"
    march = render.describe_action(v, "march 3 5 2")
    assert march.startswith("move 2 troops from island 3 to island 5 (1 GP)")
    assert render.describe_action(v, "march 3 5 1").startswith("move 1 troop from")
    offer = render.describe_action(v, "offer zeus 3")
    assert offer.startswith("offer 3 GP to Zeus")


def test_describe_a_call_with_its_price_from_the_track() -> None:
    s = at_turn(new(4, 1), 0, ZEUS, 10)
    s.ctrack = [s.ed.creature("Fates"), s.ed.creature("Pegasus"), -1]
    v = s.view(0)
    assert render.describe_action(v, "call pegasus") == "call Pegasus (cost 3 GP)"
    build(s, s.geo.starts[0][0][0], 2)  # a Temple: 1 GP off (CY-BLD-06)
    v = s.view(0)
    assert render.describe_action(v, "call pegasus") == "call Pegasus (cost 2 GP: 3 GP less 1 GP for your Temples)"
    assert "Fates" in render.describe_action(v, "renew fates")


EVERY_VERB = (
    "offer zeus 3",
    "apollo",
    "fleet c4",
    "troop 3",
    "port 3",
    "fortress 3",
    "temple 3",
    "university 3",
    "sail c4 2",
    "to c5",
    "drop 1",
    "pick 1",
    "stop",
    "march 3 5 2",
    "priest",
    "philosopher",
    "renew pegasus",
    "call pegasus",
    "end",
    "prosper 3",
    "retreat 5",
    "retreat c4",
    "stay",
    "metropolis 3",
    "give port 3",
    "take blue",
    "rob blue",
    "siren c4",
    "from c4",
    "harpy 3",
    "destroy 3 port",
    "fly 3 5 2",
    "sylph c4 c5 1",
    "sell fleet c4",
    "sell troop 3",
    "sell priest",
    "sell philosopher",
    "done",
    "change 3 port fortress",
    "copy satyr",
    "kraken c4",
    "place 3",
    "push c5",
)


@pytest.mark.parametrize("move", EVERY_VERB)
def test_describe_every_verb(move: str) -> None:
    for v in (turn_view(ATHENA), with_step(turn_view(ZEUS), {"step": "creature", "creature": "Satyr", "seat": 0})):
        said = render.describe_action(v, move)
        assert said and said[0].islower() and not re.search(r"[A-Z]{2}-[A-Z]+-\d", said), (move, said)
        assert not re.search(r"\b1 \w+s\b", said.replace("1 GP", "")), f"plural after 1: {said}"


def test_describe_words_from_the_step_being_answered() -> None:
    v = turn_view(POSEIDON)
    satyr = with_step(v, {"step": "creature", "creature": "Satyr", "seat": 0})
    dryad = with_step(v, {"step": "creature", "creature": "Dryad", "seat": 0})
    assert render.describe_action(satyr, "take red") == "take a philosopher card from red"
    assert render.describe_action(dryad, "take red") == "take a priest card from red"
    minotaur = with_step(v, {"step": "creature", "creature": "Minotaur", "seat": 0})
    assert render.describe_action(minotaur, "place 3") == "place Minotaur on island 3"
    voyage = with_step(v, {"step": "voyage", "seat": 0, "at": "c4", "fleets": 3, "steps_left": 2})
    assert render.describe_action(voyage, "drop 1") == "leave 1 fleet on c4"
    assert render.describe_action(voyage, "pick 2") == "take 2 more fleets along on c4"
    assert render.describe_action(v, "retreat c4") == "retreat to sea c4"
    assert render.describe_action(v, "retreat 5") == "retreat to island 5"


def test_describe_unknown_or_odd_input() -> None:
    v = turn_view(POSEIDON)
    for move in ("jump 3", "", "   ", "xyzzy", "OFFER zeus 3"):
        assert render.describe_action(v, move) == ""
    for move in ("offer", "offer zeus", "offer zeus x", "march 3", "sail", "call", "sell", "fly 1", "to", "give"):
        assert isinstance(render.describe_action(v, move), str)
    assert isinstance(render.describe_action({}, "march 3 5 2"), str)
    assert isinstance(render.describe_action({"decisions": "nonsense", "seats": [1, 2]}, "call pegasus"), str)


def test_describe_real_moves_of_a_game() -> None:
    """Every legal move of real positions has words."""
    for players in (2, 5):
        s = new(players, 5, track_slide="one-space")
        rng = Rng(9)
        for _ in range(400):
            if s.to_move is None:
                break
            legal = s.legal_actions()
            view = s.view(s.to_move)
            for a in legal[:30]:
                assert render.describe_action(view, str(a)), str(a)
            s.apply(legal[rng.below(len(legal))])
