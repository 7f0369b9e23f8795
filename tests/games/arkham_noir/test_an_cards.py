"""Clue cards and the edition file (AN-CARD, AMB-02/03): schema, provenance, known facts, broken files."""

from __future__ import annotations

import json
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from tabletome.engine.edition import EditionError
from tabletome.games.arkham_noir.data import (
    ALL_MASK,
    CLUE_TYPES,
    EFFECT_KINDS,
    METHODS,
    ArkhamNoirEdition,
    standard_edition,
)

from .helpers import GAME, lab, lab_data


def problems(data: dict[str, Any]) -> list[tuple[str, str]]:
    with pytest.raises(EditionError) as exc:
        ArkhamNoirEdition(data, "broken.toml")
    return exc.value.problems


def test_an_card_01_six_clue_types() -> None:
    assert len(CLUE_TYPES) == 6
    data = lab_data()
    data["clue_cards"][0]["type"] = "monster"
    (where, why), *_ = problems(data)
    assert where == "clue_cards[0].type" and "person" in why
    assert sorted(set(standard_edition().ctype)) == list(range(6))


def test_an_card_02_four_methods_and_the_all_icon() -> None:
    assert METHODS == ("search", "surveillance", "interview", "inquiry")
    data = lab_data()
    data["clue_cards"][3]["left"] = "magic"
    assert problems(data)[0][0] == "clue_cards[3].left"
    data = lab_data()
    data["victims"][2]["methods"] = ["all", "search"]
    assert problems(data)[0][0].startswith("victims[2].methods")
    ed = lab({20: {"left": "all", "right": ["all"]}})
    assert ed.left[19] == ALL_MASK and ed.right[19] == ALL_MASK


def test_an_card_03_one_left_icon_one_or_more_right_icons() -> None:
    data = lab_data()
    data["clue_cards"][5]["right"] = []
    assert problems(data)[0][0] == "clue_cards[5].right"
    data = lab_data()
    data["clue_cards"][5]["right"] = ["all", "search"]
    (where, why), *_ = problems(data)
    assert where == "clue_cards[5]" and "ALL" in why
    ed = lab({20: {"left": "interview", "right": ["search", "inquiry"]}})
    assert ed.left[19] == 0b0100 and ed.right[19] == 0b1001


def test_an_card_04_attributes_puzzle_is_also_a_lock() -> None:
    ed = lab()
    assert ed.puzzle[0] and ed.lock[0] and not ed.key[0]
    assert ed.key[6] and not ed.lock[6]
    data = lab_data()
    data["clue_cards"][20]["attribute"] = "trap"
    assert problems(data)[0][0] == "clue_cards[20].attribute"


def test_an_card_05_min_cards_number_only_on_min_cards_cards() -> None:
    data = lab_data()
    data["clue_cards"][20]["min_cards"] = 3
    (where, why), *_ = problems(data)
    assert where == "clue_cards[20]" and "min_cards" in why
    ed = lab({21: {"attribute": "min_cards", "min_cards": 3}})
    s = GAME.new_state({}, 1, ed)
    card = s.card(20)
    assert card["attribute"] == "min_cards" and card["min_cards"] == 3 and "min3" in card["icons"]


def test_edition_rejects_puzzles_missing_a_type() -> None:
    data = lab_data()
    data["clue_cards"][5]["attribute"] = "none"  # card 6, the only creature Puzzle
    (where, why), *_ = problems(data)
    assert where == "file" and "creature" in why and "AN-DIFF-04" in why


def test_edition_rejects_too_few_keys() -> None:
    data = lab_data()
    for i in (6, 7, 8):
        data["clue_cards"][i]["attribute"] = "none"
    assert "Key cards" in problems(data)[0][1]


def test_edition_rejects_a_victim_no_card_can_open() -> None:
    data = lab_data()
    data["victims"][4]["methods"] = ["inquiry"]
    (_, why), *_ = problems(data)
    assert "victims[4]" in why and "open its case" in why


def test_edition_rejects_unknown_effects_and_missing_glossary_entries() -> None:
    data = lab_data()
    data["clue_cards"][30]["effects"] = [{"kind": "teleport", "mandatory": True}]
    assert problems(data)[0][0].startswith("clue_cards[30].effects")
    data = lab_data()
    data["effects"] = [e for e in data["effects"] if e["kind"] != "draw"]
    data["clue_cards"][30]["effects"] = [{"kind": "draw", "mandatory": False}]
    assert "not in the effect glossary" in problems(data)[0][1]


def test_edition_needs_provenance_for_every_field() -> None:
    data = lab_data()
    del data["clue_cards"][12]["provenance"]["sanity"]
    (where, why), *_ = problems(data)
    assert where == "clue_cards[12]" and "provenance is missing for sanity" in why


def test_broken_edition_file_names_file_field_and_reason(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text("[edition\nid = 1\n", encoding="utf-8")
    with pytest.raises(EditionError) as exc:
        GAME.load_edition(bad)
    assert str(bad) in str(exc.value) and exc.value.problems[0][0] == "file"
    good = resources.files("tabletome.games.arkham_noir").joinpath("editions/standin.toml").read_text("utf-8")
    data = tomllib.loads(good)
    data["clue_cards"][7]["time"] = "sometimes"
    broken = tmp_path / "broken.json"
    broken.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(EditionError) as exc:
        GAME.load_edition(broken)
    assert exc.value.problems[0][0] == "clue_cards[7].time"
    assert "must be true or false" in exc.value.problems[0][1]
    assert str(broken) in str(exc.value)


def test_standard_edition_meets_the_known_facts() -> None:
    ed = standard_edition()
    assert ed.known_fact_differences() == []
    assert len(ed.model.effects) == 10 and {e.kind for e in ed.model.effects} == set(EFFECT_KINDS)
    assert ed.contact_name == "Dr. Armitage"
    puzzle_types = {ed.ctype[c] for c in range(50) if ed.puzzle[c]}
    assert puzzle_types == set(range(6))
    assert all(ed.lock[c] for c in range(50) if ed.puzzle[c])
    # Every printed effect color is represented; every victim shows two methods.
    assert {m for c in range(50) for _, m in ed.effects[c]} == {True, False}
    assert all(bin(r).count("1") == 2 for r in ed.v_right)


def test_standard_edition_labels_its_stand_ins() -> None:
    ed = standard_edition()
    assert all(card.is_stand_in("effects") for card in ed.model.clue_cards)
    assert not ed.model.contact.is_stand_in("name")


def test_known_fact_check_reports_differences() -> None:
    data = lab_data()
    data["effects"] = data["effects"][:9]  # no "calm": 9 effects, and no card uses it
    ed = ArkhamNoirEdition(data, "nine.toml")
    diffs = ed.known_fact_differences()
    assert any("10" in d for d in diffs)
    data = lab_data()
    data["effects"] = [e for e in data["effects"] if e["kind"] != "take_back"]
    diffs = ArkhamNoirEdition(data, "no_take_back.toml").known_fact_differences()
    assert any("take_back" in d for d in diffs)
