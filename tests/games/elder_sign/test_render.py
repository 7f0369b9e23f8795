"""The Elder Sign table drawn for a seat (the terminal board, the SVG picture, moves in words) and
its reference at hand (the glossary, the goals), checked on positions of real seeded games."""

from __future__ import annotations

import copy
import json
import random
import re
import xml.etree.ElementTree as ET
from functools import cache
from typing import Any

import pytest
from rich.console import Console

from tabletome.engine import reference
from tabletome.engine.rng import Rng
from tabletome.games.elder_sign import GAME, render
from tabletome.games.elder_sign.actions import slug
from tabletome.games.elder_sign.effects import ICONS
from tabletome.games.elder_sign.reference import glossary, goals

SVG = "{http://www.w3.org/2000/svg}"
CLAUSE_ID = re.compile(r"ES-[A-Z0-9]+-\d+")
GAMES = (("1", 5), ("2", 1), ("2", 2), ("4", 3), ("8", 4))


@cache
def positions(players: str, seed: int, steps: int = 200) -> tuple[tuple[dict[str, Any], tuple[str, ...]], ...]:
    """Every position of a game of ``steps`` random legal moves: the mover's view and the legal
    moves' texts (the end, with no move, last)."""
    s = GAME.new_state({"players": players}, seed=seed)
    rng = Rng(seed + 1000)
    out = []
    for _ in range(steps):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        out.append((s.view(s.to_move), tuple(str(a) for a in legal)))
        s.apply(legal[rng.below(len(legal))])
    out.append((s.view(0), ()))
    return tuple(out)


def sample(every: int = 7) -> list[dict[str, Any]]:
    """Views from every game: each ``every``-th position and each game's last one."""
    out = []
    for players, seed in GAMES:
        found = positions(players, seed)
        out += [v for v, _ in found[::every]] + [found[-1][0]]
    return out


def first(condition: Any) -> dict[str, Any]:
    """A copy of the first view of the games for which ``condition(view)`` holds."""
    for players, seed in GAMES:
        for v, _ in positions(players, seed):
            if condition(v):
                return copy.deepcopy(v)
    raise AssertionError("no such position in the games played")


def screen(view: dict[str, Any], width: int = 160) -> str:
    console = Console(record=True, width=width, color_system=None, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(render.terminal(view))
    return console.export_text()


def flat(shown: str) -> str:
    """The screen's words in one line (box edges left out), for texts that wrap."""
    return " ".join(re.sub(r"[│╭╮╰╯─]", " ", shown).split())


def tree(view: dict[str, Any]) -> ET.Element:
    return ET.fromstring(render.svg(view))


def groups(root: ET.Element, cls: str) -> list[ET.Element]:
    return [g for g in root.iter(SVG + "g") if g.get("class") == cls]


def words(el: ET.Element) -> str:
    """The text an element shows, lines joined (its hover <title>s left out)."""
    return " ".join("".join(t.itertext()) for t in el.iter(SVG + "text"))


def names_in_play(view: dict[str, Any]) -> list[str]:
    return [p["name"] for p in view["places"]]


def investigator_names(view: dict[str, Any]) -> list[str]:
    return [i["name"] for i in view["investigators"] if i["alive"] and i["name"]]


# ---------------------------------------------------------------- the terminal
def test_the_games_reach_attempts_monsters_and_ends() -> None:
    """The positions below cover what the pictures must draw: rolls, held dice, monsters, the end."""
    views = [v for players, seed in GAMES for v, _ in positions(players, seed)]
    assert any(v["attempt"] and v["attempt"]["pool"] for v in views)
    assert any(v["attempt"] and v["attempt"]["held"] for v in views)
    assert any(t["monster"] for v in views for p in v["places"] for t in p["tasks"])
    assert any(v["outcome"] for v in views)


@pytest.mark.parametrize("width", [160, 100])
def test_terminal_renders_every_view_with_cards_and_investigators(width: int) -> None:
    for view in sample():
        shown = screen(view, width)
        assert all(len(line) <= width for line in shown.splitlines()), "nothing wider than the console"
        text = flat(shown)
        for name in names_in_play(view) + investigator_names(view):
            assert name in text, name
        ao = view["ancient_one"]
        assert ao["name"] in text and f"{ao['doom']}/{ao['doom_track']}" in text
        assert f"{ao['elder_signs']}/{ao['elder_signs_needed']}" in text
        assert f"clock {view['clock']['shows']}" in text
        if view["mythos"]:
            assert view["mythos"]["name"] in text
        legit = sum(name.count("…") for name in [*names_in_play(view), (view["mythos"] or {}).get("name", "")])
        assert shown.count("…") <= legit, "no text is cut short"


def test_terminal_fits_a_160_by_50_screen_at_the_start() -> None:
    view = positions("2", 1)[0][0]
    assert len(screen(view).splitlines()) <= 50


def test_terminal_draws_the_dice_of_the_attempt() -> None:
    view = first(lambda v: v["attempt"] and v["attempt"]["pool"])
    view["attempt"].update(pool="g3+gl+rw", held="yp", assisting=[{"n": 1, "die": "gt"}])
    text = flat(screen(view))
    assert "Rolled: [3] [Lore] [Wild]" in text
    assert "Held (focus): [Peril]" in text
    assert f"{view['investigators'][0]['name']} assists with [Terror]" in text


def test_terminal_marks_stand_in_data_and_only_that() -> None:
    view = copy.deepcopy(positions("2", 1)[0][0])
    for p in view["places"]:
        p["stand_in"] = []
    view["ancient_one"]["stand_in"] = []
    view["mythos"] = None
    for inv in view["investigators"]:
        for item in inv["items"]:
            item["stand_in"] = False
    assert "(stand-in)" not in screen(view)
    view["places"][0]["stand_in"] = ["rewards"]
    assert f"{view['places'][0]['name']} (stand-in)" in screen(view)
    view["places"][0]["stand_in"] = []
    item = view["investigators"][0]["items"][0]
    item["stand_in"] = True
    assert re.search(re.escape(item["name"]) + r" \[[\w ]+\] \(stand-in\)", screen(view))


def test_terminal_shows_tasks_monsters_and_done_tasks() -> None:
    view = first(lambda v: any(t["monster"] for p in v["places"] for t in p["tasks"]))
    card = next(p for p in view["places"] if any(t["monster"] for t in p["tasks"]))
    task = next(t for t in card["tasks"] if t["monster"])
    task["done"] = True
    text = flat(screen(view))
    assert f"☠ {task['monster']} ✓ done" in text
    assert "Lore" in text or "Peril" in text or "Terror" in text


def test_terminal_marks_the_devoured_and_the_end() -> None:
    view = copy.deepcopy(positions("2", 1)[0][0])
    view["investigators"][1].update(alive=False, name=None)
    view["outcome"] = {"winners": [], "cause": "ES-END-03", "reason": "Every investigator is devoured.", "score": 0}
    text = flat(screen(view))
    assert "devoured: out of the game" in text
    assert "Game over" in text and "The investigators lose. Every investigator is devoured." in text


# ---------------------------------------------------------------- the SVG
def test_svg_is_well_formed_and_draws_every_card_in_play() -> None:
    keys = {e.key for e in glossary()}
    for view in sample():
        root = tree(view)
        assert root.get("width") == "100%" and re.fullmatch(r"0 0 \d+ \d+", root.get("viewBox") or "")
        cards = {g.get("data-place"): g for g in groups(root, "card")}
        assert set(cards) == {p["place"] for p in view["places"]}
        for p in view["places"]:
            assert p["name"] in words(cards[p["place"]]), p["name"]
        drawn = words(root)
        for name in investigator_names(view):
            assert name in drawn, name
        for el in root.iter():
            ref = el.get("data-ref")
            if ref is not None:
                assert ref in keys, f"data-ref {ref!r} is no glossary key"
                top = next(iter(el), None)
                assert top is not None and top.tag == SVG + "title" and top.text, ref


def test_svg_draws_the_dice_of_the_attempt_with_their_faces() -> None:
    view = first(lambda v: v["attempt"] and v["attempt"]["pool"])
    view["attempt"].update(pool="g3+gl+rw", held="y4", assisting=[])
    (band,) = groups(tree(view), "attempt")
    dice = [(d.get("data-colour"), d.get("data-face")) for d in band.iter(SVG + "g") if d.get("class") == "die"]
    assert dice == [("green", "3"), ("green", "Lore"), ("red", "Wild"), ("yellow", "4")]
    assert "rolled" in words(band) and "held (focus)" in words(band)


def test_svg_marks_tasks_done_investigators_present_and_stand_ins() -> None:
    view = copy.deepcopy(positions("2", 1)[0][0])
    for p in view["places"]:
        p["stand_in"] = []
    card = view["places"][0]
    card["tasks"][0]["done"] = True
    card["investigators"] = [1, 2]
    card["stand_in"] = ["rewards"]
    root = tree(view)
    drawn = next(g for g in groups(root, "card") if g.get("data-place") == card["place"])
    tasks = [t for t in drawn.iter(SVG + "g") if t.get("class") == "task"]
    assert [t.get("data-done") for t in tasks] == ["yes"] + ["no"] * (len(card["tasks"]) - 1)
    assert [t.get("data-investigator") for t in drawn.iter(SVG + "g") if t.get("class") == "token"] == ["1", "2"]
    assert "(stand-in)" in words(drawn)
    other = next(g for g in groups(root, "card") if g.get("data-place") != card["place"])
    assert "(stand-in)" not in words(other)


def test_svg_wraps_long_names_rather_than_cutting_them() -> None:
    view = copy.deepcopy(positions("2", 1)[0][0])
    long = "A Very Long Adventure Name That Cannot Fit On One Line Of A Card Box At All"
    view["places"][0]["name"] = long
    (drawn,) = [g for g in groups(tree(view), "card") if g.get("data-place") == view["places"][0]["place"]]
    lines = [t for t in drawn.iter(SVG + "text") if t.get("font-size") == "14"]
    assert len(lines) >= 3, "the name goes on several lines"
    assert " ".join("".join(t.itertext()) for t in lines) == long
    assert all(t.get("textLength") is None for t in drawn.iter(SVG + "text")), "no text squeezed"


def test_svg_escapes_names_from_the_view() -> None:
    view = copy.deepcopy(positions("2", 1)[0][0])
    odd = "<i>&'\""
    view["places"][0]["name"] = f"Card {odd}"
    view["investigators"][0]["name"] = f"Investigator {odd}"
    view["ancient_one"]["name"] = f"Old One {odd}"
    view["mythos"] = {"name": f"Mythos {odd}", "text": odd, "terror": [odd], "stand_in": []}
    shown = words(tree(view))
    for name in (f"Card {odd}", f"Investigator {odd}", f"Old One {odd}", f"Mythos {odd}"):
        assert name in shown, name


def test_svg_shows_the_outcome() -> None:
    view = copy.deepcopy(positions("2", 1)[0][0])
    view["outcome"] = {"winners": [0, 1], "cause": "ES-END-01", "reason": "The Elder Signs seal it.", "score": 1}
    (banner,) = groups(tree(view), "outcome")
    assert banner.get("data-won") == "yes" and "The investigators win!" in words(banner)


# ---------------------------------------------------------------- moves in words
def test_describe_every_legal_move_of_real_games() -> None:
    seen = set()
    for players, seed in GAMES:
        for view, legal in positions(players, seed):
            for move in legal:
                said = render.describe_action(view, move)
                seen.add(move.split()[0])
                assert said and said != move, move
                assert said[0].isupper() and said.endswith("."), (move, said)
                assert "None" not in said and "?" not in said and "{" not in said, (move, said)
    assert {"go", "roll", "complete", "pass", "discard", "place"} <= seen


def _attempt_view() -> dict[str, Any]:
    """A view during an attempt on the first card, both investigators named, an item in hand."""
    view = copy.deepcopy(positions("2", 1)[0][0])
    view["attempt"] = {
        "investigator": 1,
        "place": view["places"][0]["place"],
        "step": "after a roll",
        "pool": "g3+gl+gt",
        "to_roll": None,
        "held": None,
        "assisting": [],
        "rolls": 1,
        "yellow": "free",
        "red": "free",
    }
    view["prompt"] = "The roll."
    return view


def test_describe_in_the_rulebooks_words_with_names_from_the_view() -> None:
    view = _attempt_view()
    say = lambda move: render.describe_action(view, move)  # noqa: E731
    third = view["places"][2]
    assert say(f"go {third['place']}") == f"Move to {third['name']} ({third['place']})."
    assert say("go entrance") == "Move to the entrance."
    assert say("reroll g3+gt") == "Spend a clue to reroll green 3 and green Terror."
    assert say("mark g3") == "Mark green 3 for a clue's reroll."
    assert say("unmark g3") == "Take green 3 off the dice marked for the reroll."
    assert say("reroll") == "Spend a clue to reroll the marked dice."
    task = view["places"][0]["tasks"][1]["task"]
    assert say("complete 2 gl+g3") == f"Complete task 2 ({task}) with green Lore and green 3."
    second = view["investigators"][1]["name"]
    assert say("complete 2 g3+gl@focus+gp@2") == (
        f"Complete task 2 ({task}) with green 3, the focused green Lore and the green Peril on {second}'s marker."
    )
    assert say("complete 2 -") == f"Complete task 2 ({task}) with no dice."
    assert say("pass") == "Complete no task: the roll fails."
    second = view["investigators"][1]["name"]
    assert say("assist 2 g3").startswith(f"{second} assists: keep green 3")
    item = view["investigators"][0]["items"][0]["name"]
    assert say(f"spend {slug(item)}") == f"Spend {item} to add its die to the roll."
    assert say(f"complete 1 g3 {slug(item)}").endswith(f", {item} paying its cost.")
    assert (
        say("secure dread-curse-of-azathoth g3+gl")
        == "Cast Dread Curse of Azathoth: secure green 3 and green Lore on it."
    )
    assert say("raise g2") == "Use your ability: raise green 2 to 3."
    assert say("change gt peril") == "Use your ability: change green Terror to a Peril."
    assert say("focus gl") == "Focus: keep green Lore on your investigator marker for a later task."
    assert say("discard gt") == "Discard green Terror from the pool after the failed roll."
    assert say("start common+spell") == "Start with a Common Item and a Spell."
    assert say("first-aid stamina") == "Receive free First Aid at the entrance: regain 1 stamina."
    assert say("buy unique") == "Buy a Souvenir with trophies: a Unique Item."
    assert say("dance") == "" and say("") == ""


def test_describe_reads_the_prompt_for_monsters_sides_and_healing() -> None:
    view = _attempt_view()
    card = view["places"][0]
    view["prompt"] = "Monster 16 appears (L 2): choose where it goes."
    assert render.describe_action(view, f"place {card['place']} 0") == (
        f"Place Monster 16 on {card['name']} ({card['place']}), below its last task."
    )
    row = card["rows"][0]
    kind = row["monster_row"] or "task"
    icons = f" ({row['task']})" if row["task"] != "nothing" else ""
    assert render.describe_action(view, f"place {card['place']} 1") == (
        f"Place Monster 16 on {card['name']} ({card['place']}), on its {kind} in row 1{icons}."
    )
    view["prompt"] = "Kate: choose one side (the penalty) — 1: lose 1 sanity; 2: lose 1 stamina."
    assert render.describe_action(view, "choose 2") == "Choose side 2: lose 1 stamina."
    assert render.describe_action(view, "choose 1") == "Choose side 1: lose 1 sanity."
    view["prompt"] = "Which investigator regains 2 sanity?"
    assert render.describe_action(view, "heal 2") == f"{view['investigators'][1]['name']} regains 2 sanity."
    view["prompt"] = "Amanda rolled g3: complete another task, or pass to roll again."
    assert render.describe_action(view, "pass") == "Complete no more tasks this roll: roll the dice left again."


def test_describe_the_final_battle() -> None:
    view = _attempt_view()
    view["attempt"]["place"] = "ancient-one"
    combat = view["ancient_one"]["combat"]
    assert render.describe_action(view, "complete 1 g3+gl") == (
        f"Complete the combat task ({combat}) with green 3 and green Lore."
    )
    assert render.describe_action(view, "give-up") == "End the attack on the Ancient One for this turn."


# ---------------------------------------------------------------- the reference at hand
def test_glossary_entries_are_filled_and_cite_clauses_that_exist() -> None:
    entries = glossary()
    known = {c.id for c in reference.clauses(GAME)}
    assert known, "clauses.md is read"
    keys = [e.key for e in entries]
    assert len(keys) == len(set(keys)), "keys are unique"
    for e in entries:
        assert e.name.strip() and e.text.strip(), e.key
        assert set(e.clauses) <= known, (e.key, set(e.clauses) - known)
        assert not CLAUSE_ID.search(e.name + e.text + e.needs), f"{e.key}: a clause id in the words"
    cited = {c for e in entries for c in e.clauses}
    assert {"ES-DICE-01", "ES-FOCUS-02", "ES-TERROR-01", "ES-MID-01", "ES-BATTLE-01", "ES-DEV-01"} <= cited


def test_glossary_has_every_term_face_and_icon() -> None:
    keys = {e.key for e in glossary()}
    faces = {f"face:{f}" for f in ("1", "2", "3", "4", "lore", "peril", "terror", "wild")}
    terms = {
        "task", "ordered", "monster", "monster-task", "terror", "focus", "assistance", "clue", "spell-securing",
        "trophy", "first-aid", "lost-and-found", "souvenir", "clock", "midnight", "mythos", "doom", "awakening",
        "final-battle", "devoured", "elder-sign", "die:green", "die:yellow", "die:red",
    }  # fmt: skip
    assert faces <= keys and terms <= keys
    assert {f"icon:{name}" for name in ICONS} <= keys
    view = positions("2", 1)[0][0]
    assert {f"card:{slug(p['name'])}" for p in view["places"]} <= keys


def test_glossary_tells_what_each_die_has() -> None:
    e = {x.key: x for x in glossary()}
    assert "faces: 1, 2, 3, Lore, Peril, Terror" in e["die:green"].text
    assert "faces: 1, 2, 3, 4, Lore, Peril" in e["die:yellow"].text
    assert "faces: 2, 3, 4, Lore, Peril, Wildcard" in e["die:red"].text


def test_goals_tell_the_elder_signs_needed_and_the_doom() -> None:
    for view in sample():
        found = goals(view)
        assert set(found) == {"win", "lose"}
        said = " ".join(found["win"] + found["lose"])
        assert not CLAUSE_ID.search(said), said
        ao = view["ancient_one"]
        if view["outcome"]:
            assert view["outcome"]["reason"] in said
        elif ao["awakened"]:
            assert f"({ao['combat']})" in said
        else:
            assert f"{ao['elder_signs']} of the {ao['elder_signs_needed']} Elder Signs needed" in said
            assert f"Doom is on {ao['doom']} of {ao['doom_track']}" in said
            assert found["win"][0].startswith("Now: ")


def test_goals_count_what_is_left_from_the_view() -> None:
    view = copy.deepcopy(positions("2", 1)[0][0])
    view["ancient_one"].update(elder_signs=5, elder_signs_needed=13, doom=12, doom_track=13)
    found = goals(view)
    assert "Place 8 more Elder Signs" in found["win"][1]
    assert "(1 more doom token)" in found["lose"][0]
    view["ancient_one"]["elder_signs"] = 12
    assert "Place 1 more Elder Sign on" in goals(view)["win"][1]
    view["attempt"] = _attempt_view()["attempt"]
    assert goals(view)["win"][0].startswith(f"Now: {view['investigators'][0]['name']} is attempting ")


# ---------------------------------------------------------------- the Lightless Pyramid (Omens of the Pharaoh)
LP_SEEDS = (1, 4, 7, 11)  # between them: flips, options, tokens, an unlock roll, Dark Pharaohs
LP_STEPS = 300
LP_EVERY = 15


@cache
def lp_positions(seed: int) -> tuple[tuple[dict[str, Any], tuple[str, ...], tuple[str, ...]], ...]:
    """A two-player Lightless Pyramid game of random legal moves (a seeded random.Random): each
    position's view for the mover, the legal moves' texts, and the names of the cards face down
    there, taken from the true state (the end, with no move, last)."""
    s = GAME.new_state({"players": 2, "mode": "lightless_pyramid"}, seed)
    rng = random.Random(seed)
    out = []

    def hidden() -> tuple[str, ...]:
        return tuple(s.ed.adventures[s.places[p]].name for p in range(len(s.places)) if s.down[p] and s.places[p] >= 0)

    for _ in range(LP_STEPS):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        out.append((s.view(s.to_move), tuple(str(a) for a in legal), hidden()))
        s.apply(legal[rng.randrange(len(legal))])
    out.append((s.view(0), (), hidden()))
    return tuple(out)


def lp_first() -> dict[str, Any]:
    """The first view of a Pyramid game, seen by seat 0 (``s.view(0)``)."""
    return GAME.new_state({"players": 2, "mode": "lightless_pyramid"}, 1).view(0)


def lp_sample() -> list[tuple[dict[str, Any], tuple[str, ...]]]:
    """Every ``LP_EVERY``-th position of each game and its last one, with the face-down names."""
    out = []
    for seed in LP_SEEDS:
        found = lp_positions(seed)
        out += [(v, names) for v, _, names in (*found[::LP_EVERY], found[-1])]
    return out


def lp_find(condition: Any) -> dict[str, Any]:
    for seed in LP_SEEDS:
        for v, _, _ in lp_positions(seed):
            if condition(v):
                return copy.deepcopy(v)
    raise AssertionError("no such position in the Pyramid games played")


def shown_anywhere(name: str, view: dict[str, Any]) -> bool:
    """The name is in the view itself (a face-up card of the same name, a trophy, a card whose name
    holds it): then the pictures may show it."""
    return name in json.dumps(view, ensure_ascii=False)


def test_lp_games_reach_face_down_cards_chambers_pharaohs_and_tokens() -> None:
    """The positions below cover what the Pyramid pictures must draw."""
    views = [v for seed in LP_SEEDS for v, _, _ in lp_positions(seed)]
    down = [p for v in views for p in v["places"] if p.get("face_down")]
    assert down and all("name" not in p and "tasks" not in p for p in down)
    assert any(v["pyramid"]["entrance"] == "Dashur" for v in views)
    assert any(p["place"].startswith("p") for v in views for p in v["places"])
    assert any(x["token"] for v in views for x in v["pyramid"]["expedition"])
    assert any((v["mythos"] or {}).get("choices") for v in views)


@pytest.mark.parametrize("width", [160, 100])
def test_lp_terminal_renders_backs_and_the_sheets_without_hidden_names(width: int) -> None:
    for view, hidden in lp_sample():
        shown = screen(view, width)
        assert all(len(line) <= width for line in shown.splitlines()), "nothing wider than the console"
        assert "…" not in shown, "no text is cut short"
        text = flat(shown)
        lp = view["pyramid"]
        assert f"Entrance: {lp['entrance']} side up" in text
        assert f"{other(lp['entrance'])} side, after a flip" in text
        assert all(sp["name"] in text for sp in lp["expedition"])
        for p in view["places"]:
            if p.get("face_down"):
                assert render.back_title(p) in text
                if p.get("difficulty"):
                    assert f"Difficulty band: {p['difficulty']} (" in text
        for name in hidden:
            if not shown_anywhere(name, view):
                assert not re.search(rf"\b{re.escape(name)}\b", shown), f"the face-down {name!r} is shown"


def other(side: str) -> str:
    return "Cairo" if side == "Dashur" else "Dashur"


def test_lp_svg_draws_backs_the_sheets_and_no_hidden_name() -> None:
    keys = {e.key for e in glossary()}
    for view, hidden in lp_sample():
        drawn_svg = render.svg(view)
        root = ET.fromstring(drawn_svg)
        cards = {g.get("data-place"): g for g in groups(root, "card")}
        assert set(cards) == {p["place"] for p in view["places"]}
        for p in view["places"]:
            card = cards[p["place"]]
            assert card.get("data-face") == ("down" if p.get("face_down") else "up")
            if p.get("face_down"):
                assert render.back_title(p) in words(card)
                for effect in p["back"] + p["back_midnight"]:
                    assert effect in words(card)
                (band,) = [g for g in card.iter(SVG + "g") if g.get("class") == "band"]
                assert band.get("data-difficulty") == (p.get("difficulty") or "")
            else:
                assert p["name"] in words(card)
        lp = view["pyramid"]
        (entrance,) = groups(root, "entrance")
        assert entrance.get("data-side") == lp["entrance"]
        assert f"the {lp['entrance']} side is up" in words(entrance)
        assert f"The {other(lp['entrance'])} side, after a flip" in words(entrance)
        spaces = groups(root, "space")
        assert [s.get("data-token") for s in spaces] == ["yes" if x["token"] else "no" for x in lp["expedition"]]
        assert all(x["name"] in words(s) for s, x in zip(spaces, lp["expedition"], strict=True))
        piles = {g.get("data-deck"): g.get("data-count") for g in groups(root, "pile")}
        assert piles["Cairo deck · Stage I"] == str(lp["decks"]["cairo"]["count"])
        assert piles["Dashur deck · Stage II"] == str(lp["decks"]["dashur"]["count"])
        assert piles["Dark Pharaoh pile"] == str(lp["dark_pharaoh"]["pile"])
        for el in root.iter():
            ref = el.get("data-ref")
            if ref is not None:
                assert ref in keys, f"data-ref {ref!r} is no glossary key"
        assert all(t.get("textLength") is None for t in root.iter(SVG + "text")), "no text squeezed"
        for name in hidden:
            if not shown_anywhere(name, view):
                assert not re.search(rf"\b{re.escape(name)}\b", drawn_svg), f"the face-down {name!r} is drawn"
                assert f"card:{slug(name)}" not in drawn_svg, f"the face-down {name!r} is in a tip"


def test_lp_a_back_s_difficulty_the_side_and_a_space_appear_at_the_start() -> None:
    view = lp_first()
    down = [p for p in view["places"] if p.get("face_down")]
    assert len(down) == 3 and all(p["difficulty"] in ("green", "yellow", "red") for p in down)
    text, drawn = flat(screen(view)), words(tree(view))
    for shown in (text, drawn):
        assert "Cairo side" in shown and "Dashur side" in shown
        assert view["pyramid"]["expedition"][0]["name"] in shown
        assert f"{down[0]['difficulty']} ({render.DIFFICULTY[down[0]['difficulty']]})" in shown
        assert view["pyramid"]["decks"]["cairo"]["top_back"] in shown or "Top card's back" in shown
    rows = [t for t in ET.fromstring(render.svg(view)).iter(SVG + "g") if t.get("class") == "row-title"]
    assert [words(r) for r in rows][:2] == ["Egyptian Adventures, first row", "Egyptian Adventures, second row"]


def test_lp_hand_made_view_draws_a_chamber_a_pharaoh_choices_relics_and_used_spaces() -> None:
    view = copy.deepcopy(lp_first())
    view["places"][3] = {
        "place": "a4", "face_down": True, "label": "a face-down Hidden Chamber (unlock: L L P)",
        "special": "hidden_chamber", "difficulty": None, "back": [], "back_midnight": ["a doom token"],
        "unlock": "L L P", "locks": ["yellow"], "monsters": ["Mummy"], "investigators": [1],
    }  # fmt: skip
    view["places"].append(
        {"place": "p1", "face_down": True, "label": "a face-down Dark Pharaoh adventure", "special": "dark_pharaoh",
         "difficulty": "red", "back": ["lose 1 sanity"], "back_midnight": [], "unlock": None, "locks": [],
         "monsters": [], "investigators": []}
    )  # fmt: skip
    view["mythos"] = {
        "name": "Omen", "text": "", "terror": [], "stand_in": [],
        "choices": [{"n": 1, "text": "Add a doom token.", "expert": False}, {"n": 2, "text": "Lose a clue.", "expert": True}],
    }  # fmt: skip
    view["investigators"][0]["items"].append(
        {"name": "Scarab", "kind": "relic", "text": "Discard: add the red die.", "secured": None, "stand_in": False}
    )
    view["pyramid"]["expedition"][5].update(token=True, used_today=True)
    view["dice"]["free"]["green"] = 6
    text = flat(screen(view, 100))  # one card a row: a wrapped line stays whole
    assert "A face-down Hidden Chamber (unlock: Lore Lore Peril)" in text
    assert "Unlock task: Lore Lore Peril — one roll of six green dice" in text
    assert "At Midnight while face down: a doom token" in text and "Monsters: Mummy" in text
    assert "Dark Pharaoh adventures" in text and "A face-down Dark Pharaoh adventure" in text
    assert "1. Add a doom token." in text and "2. Lose a clue. (Expert)" in text
    assert "Scarab [Relic]" in text
    assert f"{view['pyramid']['expedition'][5]['name']} (stand-in) [once a day, used today]" in text
    root = tree(view)
    (chamber,) = [g for g in groups(root, "card") if g.get("data-place") == "a4"]
    assert "Unlock task" in words(chamber) and "Lore" in words(chamber) and "Peril" in words(chamber)
    assert chamber.find(f"{SVG}g").get("data-ref") == "hidden-chamber"
    (pharaoh,) = [g for g in groups(root, "card") if g.get("data-place") == "p1"]
    assert pharaoh.find(f"{SVG}g").get("data-ref") == "dark-pharaoh"
    (mythos,) = groups(root, "mythos")
    assert "2. Lose a clue. (Expert)" in words(mythos)
    used = [s for s in groups(root, "space") if s.get("data-used") == "yes"]
    assert len(used) == 1 and "used today" in words(used[0])
    assert "Scarab [Relic]" in words(root)


def test_lp_describe_every_legal_move_of_the_pyramid_games() -> None:
    seen = set()
    for seed in LP_SEEDS:
        for view, legal, _ in lp_positions(seed):
            for move in legal:
                said = render.describe_action(view, move)
                seen.add(move.split()[0])
                assert said and said != move, move
                assert said.lstrip('"')[0].isupper() and said.endswith("."), (move, said)  # '"Ashcan" Pete ...'
                assert "None" not in said and "?" not in said and "{" not in said, (move, said)
    assert {"go", "choose", "token", "flip", "option", "unlock", "use"} <= seen


def test_lp_describe_the_new_verbs_in_sentences() -> None:
    view = copy.deepcopy(lp_first())
    lp = view["pyramid"]
    say = lambda move: render.describe_action(view, move)  # noqa: E731
    view["places"][3].update(special="hidden_chamber", unlock="L L", label="a face-down Hidden Chamber (unlock: L L)")
    view["dice"]["free"]["green"] = 6
    assert say("unlock a4") == (
        "Try to unlock the Hidden Chamber at a4 (one roll of six green dice that must complete Lore Lore); "
        "if it succeeds, move onto it and turn it face up."
    )
    second = lp["options"]["cairo"][1]
    name = view["investigators"][0]["name"]
    assert say("option 2 1") == (
        f"Spend {second['price']} trophies on Cairo's option 2: {second['effect']}, for {name}."
    )
    lp["flip_cost"] = "extra_advance"
    assert (
        say("flip") == "Advance the clock to flip the entrance to Dashur (the Clock phase's own advance still follows)."
    )
    lp["flip_cost"] = "normal_advance"
    assert say("flip") == "Advance the clock to flip the entrance to Dashur (this is the turn's clock advance)."
    space = lp["expedition"][2]
    view["prompt"] = "Place an expedition token on a space — 3: " + space["name"] + "."
    assert say("token 3") == f"Place an expedition token on {space['name']} (space 3) of the Expedition sheet."
    view["prompt"] = "Discard the expedition token of a space — 3: " + space["name"] + "."
    assert (
        say("token 3")
        == f"Discard the expedition token on {space['name']} (space 3) of the Expedition sheet, without its effect."
    )
    view["places"][1]["monsters"] = ["Mummy", "Sand Dweller"]
    card = view["places"][1]
    assert say("remove a2 2") == f"Return Sand Dweller on {card['name']} (a2) to the monster cup."
    view["mythos"] = {"name": "Omen", "text": "", "terror": [], "stand_in": [],
                      "choices": [{"n": 1, "text": "Add a doom token.", "expert": False},
                                  {"n": 2, "text": "Lose a clue.", "expert": True}]}  # fmt: skip
    view["prompt"] = "Omen: choose one option as a group — 1: Add a doom token.; 2: Lose a clue. (Expert)."
    assert say("choose 1") == "Choose the Mythos card's option 1 as a group: Add a doom token."
    assert say("choose 2") == "Choose the Mythos card's option 2 as a group (an Expert option): Lose a clue."
    assert say("buy relic") == "Buy a Souvenir with trophies: a Relic."
    lasting = next(x for x in lp["expedition"] if x["use"] == "lasting")
    assert say(f"use {slug(lasting['name'])}") == (
        f"Use the Expedition's {lasting['name']} (once today): {lasting['text'].rstrip('.')}."
    )
    down = next(p for p in view["places"] if p.get("face_down") and p["place"] != "a4")
    assert say(f"go {down['place']}").startswith(f"Move to {down['label']} ({down['place']}): ")
    view["prompt"] = "Kate is on the Cairo side (3 trophies): an option — ... — or flip to Dashur, or nothing."
    assert say("no") == "Use no option of the entrance and do not flip it this turn."
    assert say("go entrance") == "Move to the entrance (Cairo)."


def test_lp_describe_the_unlock_roll() -> None:
    view = copy.deepcopy(lp_first())
    view["places"][3].update(special="hidden_chamber", unlock="L 3", label="a face-down Hidden Chamber (unlock: L 3)")
    view["attempt"] = {"investigator": 1, "place": "a4", "step": "before a roll", "pool": None, "to_roll": "6 green",
                       "held": None, "assisting": [], "rolls": 0, "yellow": "free", "red": "free"}  # fmt: skip
    assert render.describe_action(view, "roll") == (
        "Roll the dice pool (6 green) against the Hidden Chamber's unlock task (Lore 3), in one single roll."
    )
    assert render.describe_action(view, "give-up").startswith("Give up the unlock roll")
    view["attempt"].update(step="after a roll", pool="gl+g3", rolls=1, to_roll=None)
    assert (
        render.describe_action(view, "complete 1 gl+g3")
        == "Complete the unlock task (L 3) with green Lore and green 3."
    )
    assert "Unlock roll:" in flat(screen(view)) and "Unlock roll:" in words(tree(view))


def test_lp_glossary_has_the_pyramid_terms_spaces_sides_and_icons() -> None:
    entries = {e.key: e for e in glossary()}
    known = {c.id for c in reference.clauses(GAME)}
    terms = {
        "cairo-dashur", "entrance-option", "flip", "stage-decks", "egyptian", "face-down", "entry", "hidden-chamber",
        "unlock-roll", "dark-pharaoh", "expedition", "expedition-token", "relic", "mask-monster", "mythos-options",
        "expert-mythos", "side:cairo", "side:dashur",
    }  # fmt: skip
    assert terms <= set(entries)
    new_icons = ("pharaoh", "regain_sanity", "regain_stamina", "expeditious", "remove_monster", "lose_ally", "relic",
                 "lose_relic", "lose_elder_sign", "expedition", "lose_expedition")  # fmt: skip
    for key in [*terms, *(f"icon:{i}" for i in new_icons)]:
        assert entries[key].clauses and set(entries[key].clauses) <= known, key
        assert len(set(entries[key].clauses)) == len(entries[key].clauses), f"{key}: a clause cited twice"
    families = {c.split("-")[1] for e in entries.values() for c in e.clauses}
    assert {"CAIRO", "EGY", "CHAMB", "PHAR", "EXPD", "RELIC", "MASK", "LPMYTH", "LPICON"} <= families
    for space in lp_first()["pyramid"]["expedition"]:
        assert f"expedition:{slug(space['name'])}" in entries
    assert "Elder Sign" in entries["side:dashur"].text


def test_lp_goals_tell_the_entrance_options_and_the_dashur_elder_signs() -> None:
    view = lp_first()
    found = goals(view)
    said = " ".join(found["win"] + found["lose"])
    assert not CLAUSE_ID.search(said), said
    assert "The entrance is on its Cairo side" in said
    assert view["pyramid"]["options"]["cairo"][0]["effect"] in said
    assert "Elder Signs are bought on the Dashur side" in said
    assert "Dark Pharaoh adventures in play: 0 of 4" in said
    view = copy.deepcopy(view)
    view["pyramid"]["entrance"] = "Dashur"
    assert "Dashur is up: its options sell Elder Signs" in " ".join(goals(view)["win"])
    for v, _ in lp_sample():
        found = goals(v)
        assert set(found) == {"win", "lose"} and not CLAUSE_ID.search(" ".join(found["win"] + found["lose"]))


def test_museum_with_a_dark_pharaoh_ancient_one_draws_their_row_and_pile() -> None:
    """ES-OOTP-01: in the Museum, an Omens of the Pharaoh Ancient One brings Dark Pharaoh adventures
    in, face down, in their own row; the pile is counted under the decks."""
    s = GAME.new_state({"players": 2, "ancient_one": "nephren-ka"}, 3)
    rng = random.Random(3)
    seen = 0
    for step in range(300):
        if s.to_move is None:
            break
        view = s.view(s.to_move)
        assert view["pyramid"]["mode"] == "museum"
        if step % 10 == 0 or any(p["place"].startswith("p") for p in view["places"]):
            text, root = flat(screen(view)), tree(view)
            assert "Dark Pharaoh pile:" in text and "Dark Pharaoh pile:" in words(root)
            assert not groups(root, "entrance") and not groups(root, "expedition")
            if any(p["place"].startswith("p") for p in view["places"]):
                seen += 1
                assert "Dark Pharaoh adventures" in text
                assert "Dark Pharaoh adventures" in [words(g) for g in groups(root, "row-title")]
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    assert seen, "a Dark Pharaoh adventure came into play"


def test_pass_with_mandy_thompson_active_fails_the_roll() -> None:
    """Her own attempt's 'pass' fails the roll (its prompt starts with her name too); only her
    once-a-day window's 'pass' keeps the reroll."""
    from tabletome.games.elder_sign.abilities import MandyReroll

    from .helpers import attempt, new, rolled, table

    s = table(new(1, seed=3), ["Lights Out"], ["Mandy Thompson"])
    a = attempt(s, 0, 0)
    rolled(s, a, "g1+g1+g1+g1+g1+g1")
    assert render.describe_action(s.view(0), "pass") == "Complete no task: the roll fails."
    s.push(MandyReroll(0, 0))
    s.changed()
    assert render.describe_action(s.view(0), "pass").startswith("Not now: keep Mandy Thompson's reroll")


def test_lp_stand_in_options_and_expedition_spaces_are_plain_and_marked() -> None:
    """The Cairo/Dashur trophy options and the eight Expedition spaces are wholly stand-in (their
    printed text is not public): the spaces have plain names and both are marked "(stand-in)" in
    the terminal panel, the picture and the glossary, as every other stand-in is."""
    view = lp_first()
    spaces = view["pyramid"]["expedition"]
    assert [sp["name"] for sp in spaces] == [f"Expedition Space {k}" for k in range(1, len(spaces) + 1)]
    assert all(sp["stand_in"] for sp in spaces) and view["pyramid"]["options_stand_in"] == {
        "cairo": True,
        "dashur": True,
    }
    text = flat(screen(view))
    assert "Trophy options (stand-in)" in text and "after a flip (stand-in)" in text
    assert all(f"{sp['name']} (stand-in)" in text for sp in spaces)
    root = tree(view)
    assert "(stand-in)" in words(next(g for g in groups(root, "entrance")))
    assert "(stand-in)" in words(next(g for g in groups(root, "expedition")))
    entries = [e for e in glossary() if e.kind in ("Expedition space", "entrance side")]
    assert len(entries) == len(spaces) + 2 and all("stand-in" in e.text.lower() for e in entries)


def test_the_lightless_pyramid_shows_the_adventure_attempted_on_a_900_pixel_screen() -> None:
    """The board is 1,200 units wide, drawn about 850 CSS px wide on a 1280x900 screen (0.71 px a unit)
    under some 190 px of page: the attempted adventure's card must end above unit 990 of the picture.
    (It used to come after the Pyramid's sheets, 1,104 px down.)"""
    from tabletome.agents import make_agent

    s = GAME.new_state(GAME.resolve_options({"players": 2, "mode": "lightless_pyramid"}), 5)
    agents = [make_agent("heuristic", GAME, t, 5) for t in range(2)]
    checked = 0
    for _ in range(400):
        if s.to_move is None or checked >= 3:
            break
        view = s.view(s.to_move)
        attempt = view.get("attempt")
        if attempt:
            root = tree(view)
            card = next(g for g in groups(root, "card") if g.get("data-place") == attempt["place"])
            rect = card.find(f"{SVG}rect")
            assert rect is not None
            bottom = float(rect.get("y", 0)) + float(rect.get("height", 0))
            assert bottom < 990, (attempt["place"], bottom)
            checked += 1
        s.apply(agents[s.to_move].act(s, s.to_move))
    assert checked == 3


def test_the_mythos_choice_reads_as_one_sentence() -> None:
    """A Mythos card's two options are joined without their own full stops: never ".;" nor "..", as
    "…comes into play.; 2: Lose an Elder Sign.." read on the board and in the terminal."""
    from tabletome.agents import make_agent

    said = []
    for seed in range(1, 6):
        s = GAME.new_state(GAME.resolve_options({"players": 2, "mode": "lightless_pyramid"}), seed)
        agents = [make_agent("heuristic", GAME, t, seed) for t in range(2)]
        for _ in range(300):
            if s.to_move is None:
                break
            prompt = s.prompt()
            if "choose one option as a group" in prompt:
                said.append(prompt)
                assert ".;" not in prompt and ".." not in prompt and prompt.endswith("."), prompt
            s.apply(agents[s.to_move].act(s, s.to_move))
    assert said
