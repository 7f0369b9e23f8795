"""Components and setup: HX-GEN-01, HX-COMP-*, HX-SETUP-*."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletome.engine import OptionError
from tabletome.games.hexer import rules
from tabletome.games.hexer.actions import COLOURS
from tabletome.games.hexer.data import FACE_NECRON, FACE_SANITY

from .helpers import new, setup_only, token_count


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hx_gen_01_two_to_four_players(players: int) -> None:
    s = new(players)
    assert s.players == players
    assert len(s.sanity) == players


@pytest.mark.parametrize("players", [1, 5])
def test_hx_gen_01_other_player_counts_are_refused(players: int) -> None:
    with pytest.raises(OptionError, match="players"):
        new(players)


def test_hx_comp_01_02_03_bag_board_and_necron_marker() -> None:
    """HX-COMP-01, HX-COMP-02, HX-COMP-03."""
    s = new()
    v = s.view(0)
    assert isinstance(s.bag, list) and v["bag"] == len(s.bag)  # HX-COMP-01: undrawn items live in the bag
    assert len(v["locations"]) == 7  # HX-COMP-02: the board
    assert v["necron"]["position"] == 0  # HX-COMP-03: one Necron marker


def test_hx_comp_04_05_six_old_ones_and_an_open_overview_card() -> None:
    """HX-COMP-04, HX-COMP-05."""
    s = new()
    cards = [*s.reserve, s.rlyeh]
    assert sorted(cards) == list(range(6))
    overview = s.view(1)["old_ones_overview"]
    assert [o["name"] for o in overview] == list(s.ed.g_names)
    assert overview[s.ed.g_names.index("Cthulhu")]["banish_with"] == "3 identical items"


def test_hx_comp_06_08_12_boards_pawns_sanity_markers_per_player() -> None:
    """HX-COMP-06, HX-COMP-08, HX-COMP-12."""
    s = new(4)
    v = s.view(0)
    assert [i["colour"] for i in v["investigators"]] == list(COLOURS)
    assert all(i["sanity"] == 6 and i["location"] == 0 for i in v["investigators"])


def test_hx_comp_07_setup_01_one_set_of_eight_portal_tiles() -> None:
    """HX-COMP-07, HX-SETUP-01."""
    s = new()
    assert len(s.tiles[1:]) + len(s.box) == 8
    assert Counter(s.tiles[1:] + s.box) == Counter({1: s.ed.portals, 0: s.ed.walls})
    assert (s.ed.portals, s.ed.walls) == (4, 4)


def test_hx_comp_09_one_madness_die_with_the_three_result_kinds() -> None:
    faces = set(new().ed.die)
    assert {FACE_SANITY, FACE_NECRON} <= faces
    assert faces & {0, 1, 2, 3}


def test_hx_comp_10_twelve_event_cards() -> None:
    s = new()
    assert len(s.ed.e_names) == 12
    assert sorted(s.edeck + s.easide + s.edisc) == list(range(12))


def test_hx_comp_11_start_player_card_goes_to_a_seat() -> None:
    starts = {new(3, seed).start for seed in range(30)}
    assert starts == {0, 1, 2}


def test_hx_comp_13_14_15_thirty_four_items() -> None:
    """HX-COMP-13, HX-COMP-14, HX-COMP-15."""
    s = new()
    assert s.ed.items_total == 34
    assert s.ed.item_counts == (7, 7, 7, 7, 2, 2, 2)
    assert len(s.ed.symbols) == 3
    assert token_count(s) == 34


def test_hx_comp_16_robert_craven_pawn() -> None:
    assert new().view(0)["craven"] == 0


def test_hx_comp_17_setup_09_twenty_six_creature_cards() -> None:
    """HX-COMP-17, HX-SETUP-09."""
    s = new()
    cards = s.cdeck + s.cdisc + [c for c in s.board if c >= 0]
    assert len(cards) == 26
    counts = Counter(cards)
    assert counts[s.ed.necron_card] == 1 and counts[s.ed.craven_card] == 1
    assert all(counts[k] == 2 for k in range(12))


def test_hx_comp_18_reference_card_reminder_is_the_prompt() -> None:
    """The reference cards only remind players of the turn; the view's prompt does that job."""
    s = new()
    assert "action 1" in s.view(s.to_move)["prompt"]


def test_hx_comp_19_setup_17_eight_location_cards_per_player() -> None:
    """HX-COMP-19, HX-SETUP-17."""
    s = new(4)
    assert all(hand == rules.ALL_CARDS for hand in s.hand)
    assert bin(rules.ALL_CARDS).count("1") == 8


def test_hx_setup_02_03_seven_locations_rlyeh_and_the_track() -> None:
    """HX-SETUP-02, HX-SETUP-03."""
    s = new()
    names = s.ed.loc_names
    assert names[0] == "Miskatonic University" and names[1] == "Sanatorium" and names[2] == "Newspaper"
    assert names[6] == "Church"
    assert 0 < s.ed.demonic < s.ed.final
    assert rules.RLYEH not in range(7)


def test_hx_setup_04_05_06_old_ones_reserve_and_rlyeh() -> None:
    """HX-SETUP-04, HX-SETUP-05, HX-SETUP-06."""
    s = new()
    assert len(s.reserve) == 5 and all(g >= 0 for g in s.reserve)
    assert s.reserve_up == 1  # only space 1 face up
    assert not s.rlyeh_up
    v = s.view(0)
    assert v["reserve"][0]["card"] == s.ed.g_names[s.reserve[0]]
    assert all(r["card"] == "face down" for r in v["reserve"][1:])
    assert v["rlyeh"] == "face down"


def test_hx_setup_04_reserve_is_shuffled() -> None:
    assert len({tuple(new(3, seed).reserve) for seed in range(20)}) > 10


def test_hx_setup_07_overview_card_visible_to_all() -> None:
    s = new()
    assert s.view(0)["old_ones_overview"] == s.view(2)["old_ones_overview"]


def test_hx_setup_08_start_player_is_random() -> None:
    assert len({new(4, seed).start for seed in range(40)}) == 4


def test_hx_setup_10_creature_deck_is_shuffled() -> None:
    orders = {tuple(new(3, seed).cdeck) for seed in range(10)}
    assert len(orders) == 10


@pytest.mark.parametrize("players,first_round", [(2, 1), (3, 1), (4, 2)])
def test_hx_setup_11_12_start_card_side_sets_first_reveals(players: int, first_round: int) -> None:
    """HX-SETUP-11, HX-SETUP-12."""
    s = new(players)
    s.round_no = 1
    assert rules.reveals_this_round(s) == first_round


def test_hx_setup_13_14_15_four_events_set_aside_unseen() -> None:
    """HX-SETUP-13, HX-SETUP-14, HX-SETUP-15."""
    s = new()
    assert len(s.easide) == 4 and len(s.edeck) == 8
    assert s.view(0)["events_aside"] == 4
    assert "event_aside_cards" not in s.view(0)


def test_hx_setup_16_18_sanity_starts_at_six() -> None:
    """HX-SETUP-16, HX-SETUP-18."""
    assert new().sanity == [6, 6, 6]


def test_hx_setup_19_20_pawns_and_craven_at_the_university() -> None:
    """HX-SETUP-19, HX-SETUP-20."""
    for seed in range(10):
        s = setup_only(4, seed)
        assert s.pos == [0, 0, 0, 0]
        assert s.craven == 0


def test_hx_setup_21_necron_starts_on_the_first_space() -> None:
    for seed in range(10):
        assert setup_only(3, seed).necron == 0


def test_hx_setup_22_one_shared_die() -> None:
    """Whoever rolls, the die is the same: one roll for seat 0 or seat 1 uses the same draw."""
    a, b = setup_only(3, 4), setup_only(3, 4)
    rules.roll_madness_die(a, 0)
    rules.roll_madness_die(b, 1)
    assert a.rng == b.rng


def test_hx_setup_23_24_25_six_tiles_placed_two_boxed() -> None:
    """HX-SETUP-23, HX-SETUP-24, HX-SETUP-25."""
    for seed in range(40):
        s = new(3, seed)
        assert s.tiles[0] == -1
        placed = s.tiles[1:]
        assert len(placed) == 6 and len(s.box) == 2
        assert 2 <= sum(placed) <= 4  # HX-SETUP-25


def test_hx_setup_26_27_28_29_each_player_draws_one_item() -> None:
    """HX-SETUP-26, HX-SETUP-27, HX-SETUP-28, HX-SETUP-29."""
    for seed in range(30):
        s = new(4, seed)
        for t in range(4):
            normal = sum(s.held[t * 4 : t * 4 + 4])
            artifact = 1 if s.art[t] >= 0 else 0
            assert normal + artifact == 1  # HX-SETUP-27
            assert normal <= 3  # HX-SETUP-28: three normal spaces
            assert artifact <= 1  # HX-SETUP-29: one artifact space


def test_hx_setup_30_three_items_per_location_left_to_right() -> None:
    s = setup_only(3, 0)
    assert all(x >= 0 for x in s.spaces)  # all 21 spaces filled at setup
    assert len(s.bag) == 34 - 21 - 3


def test_hx_setup_26_all_items_start_in_the_bag() -> None:
    s = setup_only(2, 9)
    drawn = [x for x in s.spaces if x >= 0] + [k for t in range(2) for k in range(4) for _ in range(s.held[t * 4 + k])]
    drawn += [a for a in s.art if a >= 0]
    assert Counter(drawn + s.bag) == Counter({k: n for k, n in enumerate(s.ed.item_counts)})
    assert sum(s.discard) == 0
