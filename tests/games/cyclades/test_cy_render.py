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
from tabletome.engine.svg import esc
from tabletome.games.cyclades import render
from tabletome.games.cyclades.data import standard_edition
from tabletome.games.cyclades.reference import favour_name, plural, slug
from tabletome.games.cyclades.render import short_name
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
                assert re.search(rf"(^|\s){island['number']} │", shown, re.M), island["number"]
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
    row3 = next(line for line in shown.splitlines() if re.search(r"(^|\s)3 │", line))
    assert "blue (B)" in row3 and re.search(r"│\s+2 │", row3) and "Port" in row3
    row5 = next(line for line in shown.splitlines() if re.search(r"(^|\s)5 │", line))
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


# ---------------------------------------------------------------- the Hades box
BOX = {"m1_free_placement": "yes", "m2_hades": "yes", "m3_heroes": "yes", "m4_favours": "yes", "theater": "yes"}
FEATURES = ("hades", "undead", "heroes", "favour", "items", "hidden", "necropolis", "secret", "theater", "priestess")


def features(s: CycladesState) -> set[str]:
    """What of the Hades box is on the table now."""
    found = {
        "hades": s.hades_at >= 0,
        "undead": sum(s.undead) > 0,
        "heroes": any(a >= 0 for a in s.hero_area),
        "favour": s.favour >= 0,
        "items": any(s.items),
        "hidden": any(s.hidden_items),
        "necropolis": 2 in s.metro,
        "secret": any(s.amazons),
        "theater": any(s.bld[k] == 4 for k in range(len(s.bld))),
        "priestess": any(s.priestess),
    }
    return {k for k, on in found.items() if on}


@cache
def box_positions(players: int) -> tuple[CycladesState, ...]:
    """Real games with every module on: a copy of the position each time something of the Hades box
    appears that this game had not shown yet, and every 200 moves."""
    out = []
    for seed in (1, 2, 3):
        s = new(players, seed, **BOX)
        rng = Rng(seed + 5)
        seen: set[str] = set()
        for step in range(1500):
            if s.to_move is None:
                break
            now = features(s)
            if now - seen or step % 200 == 0:
                seen |= now
                out.append(copy.deepcopy(s))
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
        out.append(s)
    return tuple(out)


def box_views(s: CycladesState) -> list[dict[str, Any]]:
    return [s.view(t) for t in range(s.players)] + [s.public_view()]


def flat(shown: str) -> str:
    """The terminal's text with its lines joined (a long sentence wraps)."""
    return re.sub(r"\s+", " ", shown)


def test_the_box_positions_show_every_module() -> None:
    """The real games below reach every part of the Hades box that has a picture."""
    found = set().union(*(features(s) for players in (2, 3, 4, 5) for s in box_positions(players)))
    assert found == set(FEATURES), set(FEATURES) - found


def check_box_terminal(view: dict[str, Any], shown: str) -> None:
    text = flat(shown)
    assert "Hades box: free placement · Hades · heroes · favours · Theaters" in text
    h = view["hades"]
    assert f"Hades threat track: {'■' * min(h['column'], h['threshold'])}" in text
    assert f"{h['column']} of {h['threshold']}" in text
    if h["in_play"]:
        assert f"Hades (over {h['covers']})" in text
    for island in view["board"]["islands"]:
        if island["undead"]:
            row = next(line for line in shown.splitlines() if re.search(rf"(^|\s){island['number']} │", line))
            assert f"{island['troops']}+{island['undead']}u" in row
        for hero in island["heroes"]:
            assert f"{hero} (island {island['number']})" in text
    for space in view["board"]["seas"]:
        if space["undead"]:
            assert f"{space['owner']}'s {plural(space['undead'], 'undead fleet')} on sea {space['name']}" in text
    if view["favour"]:
        assert favour_name(view["favour"]["god"]) in text and "✦ favour" in text


def check_box_seats(view: dict[str, Any], text: str) -> None:
    for seat in view["seats"]:
        if seat["eliminated"]:
            continue
        for item in seat["items"]:
            assert item in text
        hidden = seat["hidden_items"]
        if isinstance(hidden, list):
            assert all(f"{n} (face down)" in text for n in hidden)
        elif hidden:
            assert f"{hidden} face down" in text
        if seat["priestesses"]:
            assert plural(seat["priestesses"], "priestess", "priestesses") in text
        if seat["secret_island"]:
            assert f"Secret Island of the Amazons ({seat['secret_island']})" in text or "Secret Island (" in text


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_terminal_renders_the_hades_box_at_160_and_100_columns(players: int) -> None:
    for s in box_positions(players):
        for view in box_views(s):
            for width in (160, 100):
                shown = screen(view, width)
                assert all(len(line) <= width for line in shown.splitlines())
                assert "…" not in shown, "nothing is cut short"
                check_box_terminal(view, shown)
                check_box_seats(view, flat(shown))
                if any(isl["necropolis"] for isl in view["board"]["islands"]):
                    assert "☠Necropolis" in shown
                if any(b == "Theater" for isl in view["board"]["islands"] for b in isl["buildings"]):
                    assert "Theater" in shown


def undead_groups(root: ET.Element, kind: str) -> list[ET.Element]:
    return [g for g in groups(root, "undead") if g.get("data-kind") == kind]


def check_box_map(view: dict[str, Any], root: ET.Element) -> None:
    for g in groups(root, "island"):
        isl = next(i for i in view["board"]["islands"] if str(i["number"]) == g.get("data-island"))
        ghosts = undead_groups(g, "troop")
        assert [int(x.get("data-count") or 0) for x in ghosts] == ([isl["undead"]] if isl["undead"] else [])
        assert [x.get("data-hero") for x in groups(g, "hero")] == isl["heroes"]
        gold = groups(g, "necropolis-gold")
        assert bool(gold) == bool(isl["necropolis"] and view["necropolis_gold"])
    for g in groups(root, "sea"):
        sea = next(x for x in view["board"]["seas"] if x["name"] == g.get("data-sea"))
        ghosts = undead_groups(g, "fleet")
        assert [int(x.get("data-count") or 0) for x in ghosts] == ([sea["undead"]] if sea["undead"] else [])
        assert all("dasharray" in ET.tostring(x, "unicode") for x in ghosts), "undead have a dashed outline"


def check_box_panel(view: dict[str, Any], root: ET.Element) -> None:
    h = view["hades"]
    track = groups(root, "hades-track")
    assert len(track) == 1 and track[0].get("data-column") == str(h["column"])
    tiles = groups(root, "hades-tile")
    assert [t.get("data-covers") for t in tiles] == ([h["covers"]] if h["in_play"] else [])
    favour = groups(root, "favour")
    if view["favour"]:
        assert len(favour) == 1 and favour[0].get("data-beside") == view["favour"]["beside"]
        assert favour_name(view["favour"]["god"]) in words(favour[0])
    else:
        assert not favour
    for seat, block in zip(view["seats"], groups(root, "player"), strict=True):
        if not seat["eliminated"]:
            check_box_seats({"seats": [seat]}, words(block))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_svg_draws_the_hades_box(players: int) -> None:
    keys = {e.key for e in render.glossary()}
    for s in box_positions(players):
        for view in box_views(s):
            root = tree(view)
            refs = [el.get("data-ref") for el in root.iter() if el.get("data-ref") is not None]
            assert set(refs) <= keys
            assert "…" not in words(root)
            check_box_map(view, root)
            check_box_panel(view, root)


def test_cy_fav_10_another_seats_face_down_items_are_only_counted() -> None:
    """CY-FAV-10: a face-down magic item is named only in its owner's view; the others (and a
    spectator) see how many he holds."""
    checked = 0
    for players in (2, 3, 4, 5):
        for s in box_positions(players):
            for owner in range(players):
                hidden = [s.ed.item_names[i] for i in s.hidden_items[owner]]
                if not hidden:
                    continue
                own = s.view(owner)
                assert all(n in words(tree(own)) and n in screen(own) for n in hidden)
                for view in [s.view(t) for t in range(players) if t != owner] + [s.public_view()]:
                    picture = render.svg(view)
                    shown = screen(view) + screen(view, 100)
                    for n in hidden:
                        assert esc(n) not in picture and slug(n) not in picture and n not in shown
                    assert f"{len(hidden)} face down" in flat(shown)
                    block = next(
                        b
                        for b in groups(ET.fromstring(picture), "player")
                        if b.get("data-colour") == s.seat_name(owner)
                    )
                    assert f"{len(hidden)} face down" in words(block)
                    checked += 1
    assert checked


def test_svg_ghostly_undead_sit_beside_normal_units() -> None:
    s = clear(new(4, 1, **BOX))
    put(s, 0, isl(3), 2)
    s.undead[isl(3)] = 1
    put(s, 0, sea(s, "c4"), 1)
    s.undead[sea(s, "c4")] = 2
    put(s, 1, isl(5), 0)
    s.undead[isl(5)] = 3
    root = tree(s.view(0))
    three = next(g for g in groups(root, "island") if g.get("data-island") == "3")
    assert [g.get("data-count") for g in groups(three, "troops")] == ["2"]
    assert [g.get("data-count") for g in undead_groups(three, "troop")] == ["1"]
    five = next(g for g in groups(root, "island") if g.get("data-island") == "5")
    assert not groups(five, "territory") and [g.get("data-count") for g in undead_groups(five, "troop")] == ["3"]
    c4 = next(g for g in groups(root, "sea") if g.get("data-sea") == "c4")
    assert [g.get("data-count") for g in groups(c4, "fleet")] == ["1"]
    assert [g.get("data-count") for g in undead_groups(c4, "fleet")] == ["2"]
    assert "2B" in words(undead_groups(c4, "fleet")[0]).replace(" ", "")
    shown = screen(s.view(0))
    assert re.search(r"(^|\s)3 │ blue \(B\)\s*│\s*2\+1u │", shown)
    assert "B3u" in shown and "u with undead" in shown
    assert "blue's 2 undead fleets on sea c4" in flat(shown)


def test_svg_draws_heroes_the_necropolis_its_gp_and_a_theater() -> None:
    s = clear(new(4, 1, **BOX))
    perseus, achilles = s.ed.creature("Perseus"), s.ed.creature("Achilles")
    put(s, 0, isl(3), 1)
    for h in (perseus, achilles):
        s.hero_area[h], s.hero_owner[h], s.hero_since[h] = isl(3), 0, 1
    put(s, 2, isl(8), 1)
    s.metro[isl(8)] = 2
    s.nec_gold = 4
    build(s, isl(3), 4)  # a Theater
    root = tree(s.view(0))
    three = next(g for g in groups(root, "island") if g.get("data-island") == "3")
    heroes = groups(three, "hero")
    assert [g.get("data-hero") for g in heroes] == ["Perseus", "Achilles"]
    assert [g.get("data-ref") for g in heroes] == ["hero:perseus", "hero:achilles"]
    assert [g.get("data-building") for g in groups(three, "building")] == ["Theater"]
    assert "Th" in words(groups(three, "building")[0])
    eight = next(g for g in groups(root, "island") if g.get("data-island") == "8")
    assert groups(eight, "metropolis")[0].get("data-ref") == "building:necropolis"
    assert groups(eight, "necropolis-gold")[0].get("data-gold") == "4"
    shown = screen(s.view(0))
    assert "Perseus, Achilles" in shown and "☠Necropolis 4 GP" in shown and "Theater" in shown
    assert "4 GP on the Necropolis (island 8)" in shown
    panel = next(b for b in groups(root, "player") if b.get("data-colour") == "blue")
    assert "Perseus on island 3" in words(panel) and "Achilles on island 3" in words(panel)


def test_the_hades_track_and_the_hades_tile() -> None:
    s = new(4, 1, **BOX)
    s.hades_col = 6
    root = tree(s.view(0))
    track = groups(root, "hades-track")[0]
    assert track.get("data-column") == "6" and track.get("data-threshold") == "9"
    assert "Hades threat track — 6 of 9" in words(root)
    assert "He may come next cycle (the dice add 0 to 6)" in words(root)
    assert not groups(root, "hades-tile")
    assert "Hades threat track: ■■■■■■□□□ 6 of 9  He may come next cycle" in screen(s.view(0))
    s.hades_col = 10
    s.hades_at = 1
    s.god_up[1] = False
    covered = s.ed.god_names[s.gods[1]]
    view = s.view(0)
    root = tree(view)
    tile = groups(root, "hades-tile")
    assert len(tile) == 1 and tile[0].get("data-covers") == covered and tile[0].get("data-ref") == "god:hades"
    assert f"over {covered} this cycle" in words(tile[0])
    assert len(groups(root, "god")) == len(view["gods"]), "the god under the tile is still drawn"
    shown = screen(view)
    assert f"Hades (over {covered})" in shown and f"Hades is in play this cycle, over {covered}" in flat(shown)
    assert "Hades: blue's turn" not in shown


def test_the_favour_lies_beside_its_god_with_its_bonus_and_power() -> None:
    s = new(4, 1, **BOX)
    s.favour = 0  # Hera
    view = s.view(0)
    fav = view["favour"]
    root = tree(view)
    tile = groups(root, "favour")[0]
    assert tile.get("data-ref") == "favour:hera" and tile.get("data-beside") == fav["beside"]
    assert "Favour of Hera — bonus: a priestess" in words(tile)
    assert "Recruit one troop free" in words(tile)
    gods = [g.get("data-god") for g in groups(root, "god")]
    tiles = [g for g in root.iter(SVG + "g") if g.get("class") in ("god", "favour")]
    beside = next(g["id"] for g in view["gods"] if g["god"] == fav["beside"])
    assert [t.get("data-god") or "favour" for t in tiles].index("favour") == gods.index(beside) + 1
    shown = flat(screen(view))
    assert f"{fav['beside']} ✦ favour" in shown
    assert f"✦ Favour of Hera beside {fav['beside']}: a priestess for its winner" in shown


def test_svg_escapes_names_of_the_hades_box() -> None:
    s = played(4, 2, 300, **BOX)
    view = copy.deepcopy(s.view(0))
    odd = "<i>&'\""
    view["board"]["islands"][0].update(owner="blue", heroes=[f"Hero {odd}"], undead=1)
    view["favour"] = {
        "god": f"Hera {odd}",
        "bonus": "item",
        "power": f"Power {odd}",
        "beside": view["gods"][0]["god"],
        "used": False,
    }
    view["seats"][0].update(items=[f"Item {odd}"], hidden_items=[f"Secret {odd}"], priestesses=2, secret_island=odd)
    view["hades"] = {"column": 10, "threshold": 9, "in_play": True, "covers": view["gods"][1]["god"]}
    root = tree(view)
    shown = " ".join(root.itertext())
    for name in (f"Hero {odd}", f"Hera {odd}", f"Item {odd}", f"Secret {odd} (face down)"):
        assert name in shown or short_name(name) in shown, name
    keys = {e.key for e in render.glossary()}
    assert all(el.get("data-ref") in keys for el in root.iter() if el.get("data-ref") is not None)
    screen(view)
    screen(view, 100)


def test_a_view_with_odd_values_of_the_hades_box() -> None:
    view = copy.deepcopy(stage(4, "mid").view(0))
    view.update(hades="x", favour=3, modules="all", heroes=[{"name": "Perseus"}, 7], item_deck=None)
    view["seats"][0].update(hidden_items="?", items=None, priestesses="many", secret_island=None)
    view["board"]["seas"][0].update(undead="two", owner="blue")
    tree(view)
    screen(view)
    assert render.describe_action(view, "offer hades 3").startswith("offer 3 GP to Hades")
    assert isinstance(render.describe_action(view, "favour"), str)


# ---- moves of the Hades box in words
def box_turn_view(god: int = POSEIDON) -> dict[str, Any]:
    s = at_turn(new(4, 1, **BOX), 0, god, 10)
    s.hades_col, s.hades_at = 10, 1
    s.favour = 3  # Demeter's
    s.items[0] = [0]  # Poseidon's Trident
    s.priestess[0] = 1
    return s.view(0)


def test_describe_the_examples_of_the_hades_box() -> None:
    v = box_turn_view()
    say = lambda move: render.describe_action(v, move)  # noqa: E731
    covered = v["hades"]["covers"]
    assert say("offer hades 3").startswith(f"offer 3 GP to Hades (he covers {covered} this cycle)")
    assert say("sail c4 1 2") == "set sail from c4 with 1 fleet and 2 undead fleets (1 GP)"
    assert say("sail c4 0 1") == "set sail from c4 with 1 undead fleet (1 GP)"
    assert say("march 3 5 1 1").startswith("move 1 troop and 1 undead troop from island 3 to island 5 (1 GP)")
    assert say("march 3 5 0 0 perseus+achilles").startswith("move Perseus and Achilles from island 3 to island 5")
    assert say("march 3 5 2 0 perseus").startswith("move 2 troops and Perseus from island 3")
    assert say("undead troop 3") == "raise an undead troop on island 3 (free)"
    assert say("undead fleet c4") == "raise an undead fleet on sea c4 (free)"
    assert say("necropolis 3") == "build the Necropolis on island 3 (2 GP)"
    assert say("drop-undead 1") == "leave 1 undead fleet here"
    assert say("pick-undead 2") == "take 2 more undead fleets along here"
    assert say("keep perseus") == "pay 2 GP to keep Perseus this cycle"
    assert say("release perseus") == "let Perseus go (the hero leaves the game)"
    assert say("priestess perseus") == "discard a priestess instead of paying Perseus's upkeep this cycle"
    assert say("sacrifice perseus").startswith("sacrifice Perseus, who leaves the game: move troops as Pegasus does")
    assert say("revive perseus").startswith("bring Perseus back into play with Charon")
    assert say("erinyes 4 2") == "move a prosperity marker from island 4 to island 2 with the Erinyes"
    assert say("metropolis 0") == "place your new Metropolis on the Secret Island of the Amazons"
    assert (
        say("favour")
        == "use the power of the Favour of Demeter: take 1 GP for each island you control, at the moment of your choice in your turn"
    )
    assert say("use poseidonstrident") == (
        "use Poseidon's Trident: play it in a sea battle, before a round: your side adds 2 in that round"
    )
    assert say("theater 3") == "build a Theater on island 3 (2 GP)"
    assert say("pass") == "play no magic item before this round"
    assert say("call perseus").startswith("recruit Perseus") and "upkeep 2 GP" in say("call perseus")


def test_describe_losses_figurines_and_heroes_by_the_step() -> None:
    v = box_turn_view()
    battle = with_step(v, {"step": "battle", "area": "c4", "attacker": "blue", "defender": "red"})
    assert render.describe_action(battle, "lose fleet") == "lose a fleet in this round"
    assert render.describe_action(battle, "lose undead") == "lose an undead fleet in this round"
    land = with_step(v, {"step": "battle", "area": "3", "attacker": "blue", "defender": "red"})
    assert render.describe_action(land, "lose troop") == "lose a troop in this round"
    assert render.describe_action(land, "lose undead") == "lose an undead troop in this round"
    assert render.describe_action(land, "lose perseus") == "lose Perseus in this round (the hero leaves the game)"
    figs = with_step(v, {"step": "figurines", "seat": "blue", "leaving": ["Minotaur"]})
    figs["figurines"] = [{"creature": "Minotaur", "area": "3", "owner": "blue"}]
    assert (
        render.describe_action(figs, "priestess minotaur")
        == "discard a priestess to keep Minotaur on the board one more cycle"
    )
    assert render.describe_action(figs, "let minotaur") == "let Minotaur go from island 3"
    upkeep = with_step(v, {"step": "upkeep", "heroes": ["Perseus"]})
    assert "Perseus's upkeep" in render.describe_action(upkeep, "priestess perseus")
    boon = with_step(v, {"step": "boon", "seat": "blue", "power": "troop"})
    assert render.describe_action(boon, "troop 3") == "place the free troop on island 3"
    assert render.describe_action(boon, "port 3") == "build a Port on island 3 (free)"
    placing = with_step(v, {"step": "placement", "seat": "blue", "god": "Ares"})
    assert render.describe_action(placing, "troop 3") == "place a troop on island 3"
    assert render.describe_action(placing, "fleet c4") == "place a fleet on sea c4"
    fight = {"step": "battle", "area": "3", "attacker": "blue", "defender": "red", "defending_units": 1, "rounds": 1}
    for units, undead, heroes, force in ((0, 1, [], "1 undead"), (2, 1, ["Perseus"], "2 + 1 undead + Perseus")):
        step = {**fight, "attacking_units": units, "attacking_undead": undead, "attacking_heroes": heroes}
        assert render.step_text(with_step(v, step)).endswith(f"blue ({force}) attacks red (1), after 1 round")
    perseus = with_step(v, {"step": "creature", "creature": "Perseus", "seat": "blue", "choice": "pegasus"})
    assert render.describe_action(perseus, "fly 3 5 2").startswith(
        "fly 2 troops from island 3 to island 5 as Pegasus does"
    )
    assert render.describe_action(perseus, "place 3") == "place Perseus on island 3"


BOX_VERBS = (
    "offer hades 3",
    "undead troop 3",
    "undead fleet c4",
    "necropolis 3",
    "sail c4 1 2",
    "march 3 5 1 1",
    "march 3 5 0 0 perseus+achilles",
    "drop-undead 1",
    "pick-undead 1",
    "lose troop",
    "lose fleet",
    "lose undead",
    "lose perseus",
    "call perseus",
    "keep perseus",
    "release perseus",
    "priestess perseus",
    "priestess minotaur",
    "let minotaur",
    "sacrifice perseus",
    "sacrifice penthesilea",
    "sacrifice hero4standin",
    "revive perseus",
    "erinyes 4 2",
    "metropolis 0",
    "favour",
    "use poseidonstrident",
    "use item10standin",
    "pass",
    "theater 3",
    "give theater 3",
    "destroy 3 theater",
)


@pytest.mark.parametrize("move", BOX_VERBS)
def test_describe_every_verb_of_the_hades_box(move: str) -> None:
    for v in (box_turn_view(), with_step(box_turn_view(), {"step": "upkeep", "heroes": ["Perseus"]})):
        said = render.describe_action(v, move)
        assert said and said[0].islower() and not re.search(r"[A-Z]{2}-[A-Z]+-\d", said), (move, said)
        assert not re.search(r"\b1 (\w+ )?\w+s\b", said.replace("1 GP", "").replace("1 GP for each", "")), said


def test_describe_real_moves_of_games_with_the_hades_box() -> None:
    """Every legal move of real positions with every module has words, and every step too."""
    for players in (2, 4):
        for s in box_positions(players):
            s = copy.deepcopy(s)
            if s.to_move is None:
                continue
            view = s.view(s.to_move)
            for a in s.legal_actions()[:40]:
                assert render.describe_action(view, str(a)), str(a)
            for d in view["decisions"]:
                if d["step"] not in ("cycle", "turns"):
                    assert render._step_text(view, d), d
