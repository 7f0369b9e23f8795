"""The table before the first cycle: components, boards and setup per player count (CY-GEN,
CY-COMP, CY-SETUP)."""

from __future__ import annotations

from collections import Counter

import pytest

from tabletome.engine.errors import EditionError, OptionError
from tabletome.games.cyclades import rules
from tabletome.games.cyclades.data import circles, standard_edition, touching

from .helpers import APOLLO, GAME, at_turn, edition_with, legal, new, play


def setup_only(players: int, seed: int = 1):
    """The game right after setup, before the creature track of cycle 1 (the deck untouched)."""
    from tabletome.games.cyclades import flow

    original = flow.Cycles.run
    flow.Cycles.run = lambda self, s: s.finish(self)  # type: ignore[method-assign]
    try:
        s = new(players, seed)
    finally:
        flow.Cycles.run = original  # type: ignore[method-assign]
    return s


def test_cy_gen_01_two_to_five_players() -> None:
    for n in (2, 3, 4, 5):
        assert new(n).players == n
    for n in (1, 6):
        with pytest.raises(OptionError, match="players"):
            GAME.new_state({"players": n}, 1)


def test_cy_gen_02_goal_two_metropolises_three_with_two_players() -> None:
    """CY-GEN-02, CY-2P-10."""
    assert rules.goal(new(5)) == rules.goal(new(3)) == 2
    assert rules.goal(new(2)) == 3


def test_cy_setup_01_five_gp_behind_each_screen() -> None:
    """CY-SETUP-01, CY-GEN-03, CY-GEN-04: own GP seen, others' hidden; the rest in front of the screen."""
    s = setup_only(4)
    assert s.gold == [5, 5, 5, 5]
    v = s.view(1)
    assert v["seats"][1]["gold"] == 5 and all(v["seats"][t]["gold"] is None for t in (0, 2, 3))
    assert all(seat["troops_in_reserve"] == 6 and seat["fleets_in_reserve"] == 6 for seat in v["seats"])


def test_cy_setup_02_board_size_by_player_count() -> None:
    """CY-SETUP-02, CY-COMP-01, CY-MOVE-09: 91, 69 and 47 circles; 13 islands on the big board, 8 on the small."""
    ed = standard_edition()
    sizes = {n: ed.geos[n].n_areas + sum(ed.geos[n].size) - ed.geos[n].n_isl for n in (2, 3, 4, 5)}
    assert sizes == {5: 91, 4: 69, 3: 47, 2: 47}
    assert ed.geos[5].n_isl == 13 and sum(ed.geos[5].size) == 30 and ed.geos[3].n_isl == 8
    assert ed.geos[2] is not ed.geos[3] and ed.geos[2].isl_cells == ed.geos[3].isl_cells  # CY-2P-01
    assert len(circles(0)) == 91 and len(circles(2)) == 69 and len(circles(4)) == 47


def test_cy_move_09_adjacency_from_the_hex_grid() -> None:
    """Island 1 of the 5-player board (circles a4, b5) touches exactly the six sea spaces the code bases list."""
    geo = standard_edition().geos[5]
    assert sorted(geo.area_names[a] for a in geo.isl_seas[0]) == ["a3", "a5", "b4", "b6", "c5", "c6"]
    assert touching(0, 5, 0) == [(5, 1), (4, 0), (6, 0)]
    for a in range(geo.n_isl, geo.n_areas):  # adjacency is symmetric
        assert all(a in geo.adj[b] for b in geo.adj[a])


def test_cy_setup_03_04_one_troop_per_start_island_one_fleet_per_start_sea() -> None:
    """CY-SETUP-03, CY-SETUP-04, CY-SETUP-07: 2 islands and 2 fleets each; every other island neutral."""
    for n in (2, 3, 4, 5):
        s = setup_only(n)
        geo = s.geo
        for t in range(n):
            islands = rules.islands_of(s, t)
            assert len(islands) == 2 and all(s.units[i] == 1 for i in islands)
            assert rules.fleets_on_board(s, t) == 2 and rules.troops_on_board(s, t) == 2
        starts = {i for isl, _ in geo.starts for i in isl}
        assert all(s.own[i] == -1 and s.units[i] == 0 for i in range(geo.n_isl) if i not in starts)


def test_cy_setup_05_every_start_yields_two_gp() -> None:
    for n in (2, 3, 4, 5):
        s = setup_only(n)
        assert [rules.revenue(s, t) for t in range(n)] == [2] * n


def test_cy_setup_06_nothing_else_at_the_start() -> None:
    s = setup_only(5)
    assert s.philo == s.priest == [0] * 5 and s.bld.count(-1) == len(s.bld)
    assert s.metro == [0] * 13 and s.prosp == [0] * 13


def test_cy_setup_07_neutral_islands_empty() -> None:
    s = setup_only(3)
    neutral = [i for i in range(s.geo.n_isl) if s.own[i] < 0]
    assert len(neutral) == 8 - 6 and all(s.units[i] == 0 for i in neutral)


def test_cy_setup_08_creature_deck_shuffled_track_empty() -> None:
    """CY-SETUP-08, CY-COMP-05, CY-COMP-06: 17 cards, one of each, 5 of them figurines."""
    s = setup_only(4)
    assert sorted(s.cdeck) == list(range(17)) and s.ctrack == [-1, -1, -1] and s.cdisc == []
    ed = s.ed
    base = [c for c in range(len(ed.c_names)) if ed.c_deck[c] == "base"]
    assert sorted(ed.c_names[c] for c in base if ed.c_fig[c]) == [
        "Chiron",
        "Kraken",
        "Medusa",
        "Minotaur",
        "Polyphemus",
    ]
    assert len(base) == 17 and len({ed.c_names[c] for c in base}) == 17
    other = setup_only(4, 2)
    assert other.cdeck != s.cdeck  # the seed decides the order


def test_cy_setup_09_philosophers_and_priests_in_supplies() -> None:
    """CY-SETUP-09, CY-COMP-07, CY-COMP-08, CY-COMP-10, CY-COMP-11."""
    ed = standard_edition()
    assert (ed.n_philosophers, ed.n_priests) == (17, 18)
    assert ed.building_supply == (10, 10, 10, 10) and ed.n_metropolises == 10
    assert (ed.n_troops, ed.n_fleets) == (8, 8) and len(ed.colours) == 5


def test_cy_setup_10_markers_shuffled_onto_the_turn_track() -> None:
    """CY-SETUP-10, CY-2P-03: one marker each (both with two players), in random order."""
    s = setup_only(5)
    assert sorted(s.track) == [0, 2, 4, 6, 8]
    orders = {tuple(setup_only(5, seed).track) for seed in range(1, 8)}
    assert len(orders) > 1
    two = setup_only(2)
    assert sorted(two.track) == [0, 1, 2, 3]


def test_cy_setup_11_gods_and_supplies_beside_the_board() -> None:
    """CY-SETUP-11, CY-COMP-09: four god tiles; Apollo is the foot of the track, not a tile."""
    s = setup_only(4)
    assert sorted(s.gods) == [0, 1, 2, 3] and not any(s.god_up)
    assert s.ed.god_names == ("Poseidon", "Ares", "Zeus", "Athena")
    assert s.view(0)["gods"][-1]["god"] == "Apollo"


@pytest.mark.parametrize(("players", "up", "markers", "goal"), [(5, 4, 5, 2), (4, 3, 4, 2), (3, 2, 3, 2), (2, 3, 4, 3)])
def test_cy_setup_12_13_14_15_gods_markers_and_goal_by_player_count(
    players: int, up: int, markers: int, goal: int
) -> None:
    """CY-SETUP-12, CY-SETUP-13, CY-SETUP-14, CY-SETUP-15."""
    s = new(players)
    assert sum(s.god_up) == up and len(s.track) == markers and rules.goal(s) == goal


def test_cy_comp_02_two_dice_with_edition_faces() -> None:
    """CY-COMP-02, CY-CMB-03 (AMB-01): the faces are an edition field."""
    assert standard_edition().faces == (0, 1, 1, 2, 2, 3)
    ed = edition_with(lambda d: d["dice"].update(faces=[0, 0, 1, 1, 2, 3]))
    assert ed.faces == (0, 0, 1, 1, 2, 3)


def test_cy_comp_03_the_bank_never_runs_out() -> None:
    s = new(3)
    s.gold[0] = 500
    assert rules.revenue(s, 0) == 2  # revenue is paid whatever the bank holds (AMB-18)


def test_cy_comp_04_sixteen_prosperity_markers() -> None:
    assert standard_edition().n_prosperity == 16


def test_cy_comp_04_hx_03_the_hades_box_adds_eight_prosperity_markers() -> None:
    """CY-COMP-04, CY-HX-03: with a module of the box its 8 markers join the supply: Apollo's marker
    is placed after the base game's 16 are on the board (version 1, box_prosperity=base: not)."""
    assert standard_edition().box_prosperity == 8
    assert rules.prosperity_supply(new(4)) == 16
    for options, placed in (({}, 1), ({"box_prosperity": "base"}, 0)):
        s = new(4, 1, m2_hades="yes", **options)
        assert rules.prosperity_supply(s) == 16 + 8 * placed
        island = rules.islands_of(s, 0)[0]
        s.prosp = [0] * s.geo.n_isl
        s.prosp[rules.islands_of(s, 1)[0]] = 16
        at_turn(s, 0, APOLLO)
        if placed:
            play(s, f"prosper {island + 1}")
        assert not any(a.startswith("prosper") for a in legal(s)) and s.prosp[island] == placed


def test_cy_comp_12_at_most_eight_of_each_unit() -> None:
    s = new(4)
    assert s.ed.n_troops == 8 and s.ed.n_fleets == 8


def test_cy_comp_13_supplies_are_limited() -> None:
    s = new(4)
    s.bld = [0] * len(s.bld)
    assert rules.supply_left(s, 0) == 10 - len(s.bld)


def test_an_edition_with_islands_that_touch_is_refused() -> None:
    def touch(d):
        d["boards"][0]["islands"][0]["cells"] = [[0, 3], [1, 4], [1, 3], [1, 2]]  # b3 touches island 2

    with pytest.raises(EditionError, match="touch"):
        edition_with(touch)


def test_an_edition_whose_start_fleet_is_far_from_its_islands_is_refused() -> None:
    with pytest.raises(EditionError, match="not a sea space by its islands"):
        edition_with(lambda d: d["setups"][0]["seats"][0].update(fleets=[[5, 5], [10, 0]]))


def test_the_standard_edition_names_a_source_or_stand_in_for_every_field() -> None:
    data = standard_edition().data
    stand_ins = Counter()
    for board in data["boards"]:
        for isl in board["islands"]:
            stand_ins.update(k for k, v in isl["provenance"].items() if v.startswith("stand-in"))
    assert stand_ins["cells"] == 11  # only the 4-player map is designed


def test_cy_2p_01_two_players_on_the_small_board() -> None:
    ed = standard_edition()
    assert ed.geos[2].cut == ed.geos[3].cut == 4 and ed.geos[2].isl_cells == ed.geos[3].isl_cells


def test_cy_gen_05_06_one_bank_and_cycle_after_cycle_until_a_win() -> None:
    """CY-GEN-05, CY-GEN-06: every GP comes from and goes to the bank (no player pays another but
    by a creature's effect), and random games go on cycle after cycle until a win ends them."""
    from tabletome.engine import Rng

    for seed in (1, 2):
        s = new(4, seed)
        rng = Rng(seed)
        cycles = []
        while s.to_move is not None:
            if not cycles or cycles[-1] != s.cycle:
                cycles.append(s.cycle)
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
        assert cycles == list(range(1, s.cycle + 1)) and s.outcome().cause == "CY-WIN-02"
