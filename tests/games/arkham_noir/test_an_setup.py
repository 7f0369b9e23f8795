"""Objective, components, setup and difficulty options (AN-GEN, AN-COMP, AN-SETUP, AN-DIFF)."""

from __future__ import annotations

import itertools

import pytest

from tabletome.engine.edition import EditionError
from tabletome.engine.errors import OptionError
from tabletome.engine.rng import Rng
from tabletome.games.arkham_noir import rules
from tabletome.games.arkham_noir.data import ArkhamNoirEdition, standard_edition

from .helpers import GAME, do, lab, lab_data, no_window, table


def test_an_gen_01_solo_game_one_seat() -> None:
    assert GAME.min_players == GAME.max_players == 1
    assert GAME.cooperative is False
    s = GAME.new_state({}, 1)
    assert s.players == 1 and s.to_move == 0
    with pytest.raises(ValueError):
        s.view(1)
    with pytest.raises(OptionError):
        GAME.new_state({"players": "2"}, 1)


def test_an_gen_02_objective_five_puzzle_types_win_for_seat_0() -> None:
    # Puzzle clues 1-5 are of five different types in the lab edition.
    s = table(row=[20, 21, 22, 23, 24], big=[1, 2, 3, 4, 5])
    assert s.outcome() is None  # only checked in maintenance (AN-END-02)
    do(s, "pass")
    oc = s.outcome()
    assert oc is not None and oc.winners == (0,) and oc.cause == "AN-END-02"


def test_an_gen_02_four_types_do_not_win() -> None:
    s = table(row=[20, 21, 22, 23, 24], big=[1, 2, 3, 4])
    do(s, "pass")
    assert s.outcome() is None


def test_an_comp_01_fifty_clue_cards() -> None:
    assert len(standard_edition().names) == 50
    data = lab_data()
    data["clue_cards"].pop()
    with pytest.raises(EditionError) as exc:
        ArkhamNoirEdition(data, "short.toml")
    assert any(where == "clue_cards" for where, _ in exc.value.problems)
    s = GAME.new_state({}, 3)
    assert sorted(s.all_cards()) == list(range(50))


def test_an_comp_02_six_victim_cards() -> None:
    data = lab_data()
    data["victims"].append(dict(data["victims"][0]))
    with pytest.raises(EditionError) as exc:
        ArkhamNoirEdition(data, "seven.toml")
    assert any(where == "victims" for where, _ in exc.value.problems)
    for victims in ("4", "5", "6"):
        s = GAME.new_state({"victims": victims}, 3)
        assert sorted(s.all_victims()) == list(range(6))


def test_an_comp_03_reference_cards_are_two_sided_options() -> None:
    """Reference card 3 sets the victory condition, card 4 the limits: two sides each."""
    opts = {o.name: o for o in GAME.options}
    assert opts["victory"].choices == ("5", "6")
    assert opts["limits"].choices == ("5", "6")
    assert GAME.new_state({"victory": "6"}, 1).victory == 6
    assert GAME.new_state({"limits": "6"}, 1).limit == 6


def test_an_comp_04_one_professional_contact() -> None:
    data = lab_data()
    del data["contact"]
    with pytest.raises(EditionError) as exc:
        ArkhamNoirEdition(data, "nocontact.toml")
    assert any(where == "contact" for where, _ in exc.value.problems)
    v = GAME.new_state({}, 1).view(0)
    assert v["contact"]["name"] == "Dr. Armitage" and v["contact"]["state"] == "ready"


def test_an_comp_05_player_aid_cards_have_no_rules_data() -> None:
    data = lab_data()
    data["aid_cards"] = [{"text": "turn summary"}]
    with pytest.raises(EditionError) as exc:
        ArkhamNoirEdition(data, "aid.toml")
    assert exc.value.problems[0][0] == "aid_cards"


def test_an_setup_01_zones_of_the_table() -> None:
    v = GAME.new_state({}, 2).view(0)
    for zone in (
        "main_row",
        "hand",
        "cases",
        "time_area",
        "sanity_area",
        "big_picture",
        "discard",
        "closed_cases",
        "draw_deck",
        "victim_deck",
        "victims_aside",
        "contact",
    ):
        assert zone in v


def test_an_setup_02_standard_is_the_default_side() -> None:
    assert GAME.resolve_options({}) == GAME.resolve_options({"difficulty": "standard"})
    rules = {"players": 1, "victory": 5, "victims": 5, "limits": 5}
    assert {k: v for k, v in GAME.resolve_options({}).items() if k in rules} == rules


def test_an_setup_03_one_victim_back_to_the_box_unseen() -> None:
    s = GAME.new_state({}, 4)
    assert len(s.victims_aside) == 1
    v = s.view(0)
    aside = s.ed.v_names[s.victims_aside[0]]
    assert v["victims_aside"] == 1
    assert aside not in str(v)


def test_an_setup_04_the_rest_form_the_victim_deck() -> None:
    s = GAME.new_state({}, 4)
    assert len(s.victim_deck) == 3
    assert set(s.victim_deck).isdisjoint(s.case_victims)


def test_an_setup_05_two_open_cases_from_the_victim_deck() -> None:
    s = GAME.new_state({}, 4)
    assert len(s.cases) == 2 and s.cases == [[], []]
    assert len(set(s.case_victims)) == 2


def test_an_setup_06_clue_cards_shuffled_into_the_draw_deck() -> None:
    a, b = GAME.new_state({}, 1), GAME.new_state({}, 2)
    assert a.deck != b.deck
    assert len(a.deck) == 42
    assert GAME.new_state({}, 1).deck == a.deck  # the seed decides


def test_an_setup_07_main_row_built_right_to_left() -> None:
    seed = 11
    s = GAME.new_state({}, seed)
    # Replay setup's chance: the victims are shuffled first, then the clue cards.
    rng = Rng(seed)
    rng.shuffle(list(range(6)))
    deck = list(range(50))
    rng.shuffle(deck)
    first_five = [deck.pop() for _ in range(5)]
    assert s.row[4] == first_five[0]  # the first card drawn sits next to the deck
    assert s.row[0] == first_five[4]  # the fifth is leftmost
    assert s.row == first_five[::-1]


def test_an_setup_08_leftmost_card_is_the_principal_card() -> None:
    s = table(row=[20, 21, 22, 23, 24], hand=[30])
    assert s.view(0)["principal"] == 20
    do(s, "take")
    assert 20 - 1 in s.hand and 21 - 1 not in s.hand


def test_an_setup_09_three_cards_in_hand_and_42_in_the_deck() -> None:
    s = GAME.new_state({}, 9)
    assert len(s.hand) == 3 and len(s.row) == 5 and len(s.deck) == 42


def test_an_setup_10_contact_ready_at_start() -> None:
    s = GAME.new_state({}, 9)
    assert s.contact == rules.CONTACT_READY and s.contact_victim == -1


def test_an_setup_11_the_edition_names_the_contact_in_play() -> None:
    data = lab_data()
    data["contact"]["name"] = "Prof. Wilmarth"
    ed = ArkhamNoirEdition(data, "other.toml")
    s = GAME.new_state({}, 1, ed)
    assert s.view(0)["contact"]["name"] == "Prof. Wilmarth"
    assert "Dr. Armitage" in " ".join(ed.known_fact_differences())


def test_an_diff_01_every_combination_of_settings() -> None:
    for victory, victims, limits in itertools.product(("5", "6"), ("4", "5", "6"), ("5", "6")):
        s = GAME.new_state({"victory": victory, "victims": victims, "limits": limits}, 5)
        assert (s.victory, s.n_victims, s.limit) == (int(victory), int(victims), int(limits))
        assert len(s.victims_aside) == 6 - int(victims)
    assert GAME.resolve_options({"difficulty": "hard", "victims": "6"})["victims"] == 6


def test_an_diff_02_thresholds_are_parameters() -> None:
    # Five cards in the time area trigger a victim at limit 5, not at limit 6.
    for limit, victims_after in ((5, 2), (6, 3)):
        s = table(row=[20, 21, 22, 23, 24], time=[30, 31, 32, 33, 34], options={"limits": str(limit)})
        do(s, "pass")
        assert len(s.victim_deck) == victims_after


def test_an_diff_03_victory_five_types_default_and_easy() -> None:
    assert GAME.resolve_options({"difficulty": "easy"})["victory"] == 5
    assert GAME.resolve_options({})["victory"] == 5


def test_an_diff_04_hard_victory_needs_six_types() -> None:
    s = table(row=[20, 21, 22, 23, 24], big=[1, 2, 3, 4, 5], options={"victory": "6"})
    do(s, "pass")
    assert s.outcome() is None
    s = table(row=[20, 21, 22, 23, 24], big=[1, 2, 3, 4, 5, 6], options={"victory": "6"})
    do(s, "pass")
    assert s.outcome() is not None and s.outcome().winners == (0,)


def test_an_diff_05_four_victims_hard() -> None:
    assert GAME.resolve_options({"difficulty": "hard"})["victims"] == 4
    s = GAME.new_state({"victims": "4"}, 3)
    assert len(s.victims_aside) == 2 and len(s.victim_deck) == 2


def test_an_diff_06_five_victims_default() -> None:
    s = GAME.new_state({}, 3)
    assert len(s.victims_aside) == 1 and len(s.victim_deck) == 3


def test_an_diff_07_six_victims_easy() -> None:
    assert GAME.resolve_options({"difficulty": "easy"})["victims"] == 6
    s = GAME.new_state({"victims": "6"}, 3)
    assert s.victims_aside == [] and len(s.victim_deck) == 4


def test_an_diff_08_limit_five_default_and_hard() -> None:
    assert GAME.resolve_options({})["limits"] == 5
    assert GAME.resolve_options({"difficulty": "hard"})["limits"] == 5
    s = table(row=[20, 21, 22, 23, 24], sanity=[30, 31, 32, 33, 34])
    do(s, "pass")
    assert s.outcome() is not None and s.outcome().cause == "AN-END-03"


def test_an_diff_09_limit_six_for_time_and_sanity() -> None:
    assert GAME.resolve_options({"difficulty": "easy"})["limits"] == 6
    s = table(row=[20, 21, 22, 23, 24], sanity=[30, 31, 32, 33, 34], time=[35, 36, 37, 38, 39], options={"limits": "6"})
    no_window(do(s, "pass"))
    assert s.outcome() is None and len(s.victim_deck) == 3
    s = table(row=[20, 21, 22, 23, 24], sanity=[30, 31, 32, 33, 34, 35], options={"limits": "6"})
    do(s, "pass")
    assert s.outcome() is not None and s.outcome().cause == "AN-END-03"


def test_lab_edition_is_valid() -> None:
    assert lab().names[0] == "Lab card 1"
