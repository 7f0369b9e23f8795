"""Views, rendering, action descriptions, registration and the shipped clause file."""

from __future__ import annotations

import json
import re

from rich.console import Console

import tabletome.games.arkham_noir as an
from tabletome.engine.registry import get_game
from tabletome.engine.rng import Rng

from .helpers import GAME, do, eff, lab, table

ROW = [20, 21, 22, 23, 24]


def rendered(view: dict) -> str:  # type: ignore[type-arg]
    console = Console(width=200, record=True, color_system=None)
    console.print(GAME.render_terminal(view))
    return console.export_text()


def test_registered_under_its_id() -> None:
    assert get_game("arkham_noir") is an.GAME
    assert an.GAME.action_space() is an.GAME.action_space(an.GAME.default_edition())


def test_view_is_json_and_open_zones_are_shown() -> None:
    s = table(row=ROW, hand=[30], cases=[(0, [12, 13]), (1, [])], time=[40], sanity=[41], big=[1])
    v = s.view(0)
    assert json.loads(json.dumps(v)) == v
    assert [c["number"] for c in v["main_row"]] == ROW and v["principal"] == 20
    assert [c["number"] for c in v["hand"]] == [30]
    assert [c["number"] for c in v["cases"][0]["line"]] == [12, 13]
    assert [c["number"] for c in v["time_area"]] == [40] and [c["number"] for c in v["sanity_area"]] == [41]
    assert v["puzzle_types"] == ["Person of interest"] and v["victory"] == 5 and v["limit"] == 5
    assert "hidden" not in v


def test_full_view_shows_the_hidden_parts() -> None:
    s = GAME.new_state({}, 5)
    full = s.full_view()
    assert [c["number"] for c in full["hidden"]["draw_deck_top_first"]] == [c + 1 for c in reversed(s.deck)]
    assert [x["name"] for x in full["hidden"]["victims_set_aside"]] == [s.ed.v_names[v] for v in s.victims_aside]
    assert full["seat"] is None


def test_terminal_shows_row_hand_cases_areas_big_picture_victims() -> None:
    s = table(row=ROW, hand=[30], cases=[(0, [12, 13]), (1, [])], time=[40], sanity=[41], big=[1])
    text = rendered(s.view(0))
    assert "▶ #20 Lab card 20" in text
    assert "Hand 1/3" in text and "#30 Lab card 30" in text
    assert "#12 Lab card 12" in text and "Victim 0" in text
    assert "Time area 1/5" in text and "Sanity area 1/5" in text
    assert "Big Picture 1/5 types" in text and "Person of interest" in text
    assert "victims left 3" in text and "Dr. Armitage: ready" in text


def test_terminal_shows_the_outcome_and_the_full_view() -> None:
    s = table(row=ROW, big=[1, 2, 3, 4, 5])
    do(s, "pass")
    text = rendered(s.full_view())
    assert "Game over" in text and "AN-END-02" in text and "Draw deck (top first)" in text


def test_describe_every_legal_action_in_random_games() -> None:
    for seed in range(6):
        s = GAME.new_state({}, seed)
        r = Rng(seed)
        while s.to_move is not None:
            v = s.view(0)
            legal = s.legal_actions()
            for a in legal:
                words = GAME.describe_action(v, str(a))
                assert words, f"no description for {a}"
            rendered(v)
            s.apply(legal[r.below(len(legal))])


def test_describe_action_words() -> None:
    ed = lab({20: {"effects": eff("play")}})
    s = table(ed, row=ROW, hand=[30], time=[40])
    v = s.view(0)
    assert GAME.describe_action(v, "take") == "add the principal card #20 Lab card 20 to your hand (AN-ACT-02)"
    assert GAME.describe_action(v, "hand 30 1").startswith("discard #20 Lab card 20, play #30 Lab card 30")
    # one naming of the moves: their notation (the rulebook's actions a to e cite their clause), no
    # rulebook letter that a menu key (a, b, c... in the terminal) could contradict
    for move in ("take", "play 1", "hand 30 1", "pass"):
        assert not re.match(r"[a-e]: ", GAME.describe_action(v, move)), move
    assert "a-e" not in v["prompt"] and "take, play, hand, close or pass" in v["prompt"]
    assert GAME.describe_action(v, "exchange").startswith("Dr. Armitage's Exchange")
    assert GAME.describe_action(v, "exchange 30 40").startswith("Dr. Armitage's Exchange")  # version 1
    assert (
        GAME.describe_action(v, "give 30")
        == "give #30 Lab card 30 from your hand; it takes the place of the card you get"
    )
    assert GAME.describe_action(v, "get 40") == "get #40 Lab card 40 from the time area into your hand"
    assert GAME.describe_action(v, "back") == "take back the last step of the Exchange"
    do(s, "play 1")
    assert GAME.describe_action(s.view(0), "hand 30 2").startswith("play #30")


def test_prompt_names_the_decision() -> None:
    ed = lab({20: {"effects": eff("draw")}})
    s = table(ed, row=ROW)
    assert "principal card is #20" in s.view(0)["prompt"]
    do(s, "play 1")
    assert "optional" in s.view(0)["prompt"]


def test_clauses_file_ships_every_clause() -> None:
    path = GAME.clauses_path()
    assert path is not None and path.exists()
    ids = set(re.findall(r"\*\*(AN-[A-Z]+-\d+)\*\*", path.read_text(encoding="utf-8")))
    assert len(ids) == 90
