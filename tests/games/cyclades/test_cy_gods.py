"""What each god allows in phase 5 and what it costs (CY-POS, CY-ARES, CY-ZEUS, CY-ATH, CY-APO),
and building (CY-BLD-01..03, CY-BLD-06/07)."""

from __future__ import annotations

import pytest

from tabletome.engine import IllegalAction
from tabletome.games.cyclades import rules

from .helpers import APOLLO, ARES, ATHENA, POSEIDON, ZEUS, at_turn, build, clear, legal, new, play, put, sea


def board(players: int = 5):
    """Blue holds island 1 with a troop and a fleet next to it; nothing else on the board."""
    s = clear(new(players, 2))
    put(s, 0, 0, 1)
    put(s, 0, s.geo.isl_seas[0][0], 1)
    return s


# ---------------------------------------------------------------- Poseidon
def test_cy_pos_01_02_fleets_first_free_then_1_2_3_at_most_four() -> None:
    """CY-POS-01, CY-POS-02."""
    s = board()
    seas = s.geo.isl_seas[0]
    at_turn(s, 0, POSEIDON, gold=10)
    for a in seas[:4]:
        play(s, f"fleet {s.geo.area_names[a]}")
    assert s.gold[0] == 10 - (0 + 1 + 2 + 3)
    assert not any(o.startswith("fleet") for o in legal(s))
    with pytest.raises(IllegalAction, match="At most 4 fleets"):
        play(s, f"fleet {s.geo.area_names[seas[0]]}")


def test_cy_pos_03_a_new_fleet_next_to_his_island_empty_or_his_own() -> None:
    s = board()
    seas = s.geo.isl_seas[0]
    put(s, 1, seas[1], 1)  # green's fleet next to blue's island
    at_turn(s, 0, POSEIDON, gold=10)
    names = {o.split()[1] for o in legal(s) if o.startswith("fleet")}
    assert s.geo.area_names[seas[0]] in names and s.geo.area_names[seas[1]] not in names
    far = next(a for a in range(s.geo.n_isl, s.geo.n_areas) if a not in seas)
    assert s.geo.area_names[far] not in names
    with pytest.raises(IllegalAction, match="CY-POS-03"):
        play(s, f"fleet {s.geo.area_names[seas[1]]}")


def test_cy_pos_04_a_port_for_two_gp() -> None:
    s = board()
    at_turn(s, 0, POSEIDON, gold=3)
    play(s, "port 1")
    assert s.gold[0] == 1 and 0 in s.bld[s.bld_off[0] : s.bld_off[1]]
    assert "port 1" not in legal(s)  # 1 GP left


def test_cy_pos_05_06_07_08_a_voyage_of_up_to_three_spaces() -> None:
    """CY-POS-05, CY-POS-06, CY-POS-07, CY-POS-08: 1 GP; drop and pick up fleets on the way;
    entering another player's fleets stops it; only sea spaces."""
    s = clear(new(5, 2))
    a1, b1, c1, d1 = (sea(s, n) for n in ("a1", "a2", "a3", "b4"))
    put(s, 0, a1, 3)
    put(s, 0, c1, 1)
    at_turn(s, 0, POSEIDON, gold=5)
    play(s, "sail a1 3", "to a2")
    assert s.gold[0] == 4 and s.units[a1] == 0 and s.own[a1] == -1
    play(s, "drop 1", "to a3", "pick 1")
    assert s.units[b1] == 1 and s.own[b1] == 0 and s.units[c1] == 0
    assert all(not o.startswith("to ") or o.split()[1] in s.geo.area_names[s.geo.n_isl :] for o in legal(s))
    play(s, "to b4")  # the third step ends the voyage
    assert s.units[d1] == 3 and s.own[d1] == 0
    s = clear(new(5, 2))
    put(s, 0, sea(s, "a1"), 2)
    put(s, 1, sea(s, "a2"), 1)
    at_turn(s, 0, POSEIDON, gold=5)
    s.enable_log()
    play(s, "sail a1 2", "to a2")
    assert any(t.startswith("Battle on sea a2: blue attacks green") for _, t in s.log)
    assert not any(getattr(f, "name", "") == "voyage" for f in s.stack)  # the voyage is over


def test_cy_pos_09_several_voyages_one_gp_each() -> None:
    s = board()
    a = s.geo.isl_seas[0][0]
    b = s.geo.sea_adj[a][0]
    at_turn(s, 0, POSEIDON, gold=2)
    play(s, f"sail {s.geo.area_names[a]} 1", f"to {s.geo.area_names[b]}", "stop")
    play(s, f"sail {s.geo.area_names[b]} 1", "stop")
    assert s.gold[0] == 0 and not any(o.startswith("sail") for o in legal(s))
    with pytest.raises(IllegalAction, match="A move costs 1 GP"):
        play(s, f"sail {s.geo.area_names[a]} 1")


# ---------------------------------------------------------------- Ares
def test_cy_ares_01_02_03_troops_first_free_then_2_3_4_on_his_islands() -> None:
    """CY-ARES-01, CY-ARES-02, CY-ARES-03."""
    s = board()
    at_turn(s, 0, ARES, gold=20)
    play(s, "troop 1", "troop 1", "troop 1", "troop 1")
    assert s.gold[0] == 20 - 9 and s.units[0] == 5
    assert not any(o.startswith("troop") for o in legal(s))
    s = board()
    at_turn(s, 0, ARES, gold=20)
    with pytest.raises(IllegalAction, match="CY-ARES-03"):
        play(s, "troop 2")


def test_cy_ares_04_a_fortress_for_two_gp() -> None:
    s = board()
    at_turn(s, 0, ARES, gold=2)
    play(s, "fortress 1")
    assert s.gold[0] == 0 and 1 in s.bld


def test_cy_ares_05_06_07_troops_along_fleets_one_gp_a_move() -> None:
    """CY-ARES-05, CY-ARES-06, CY-ARES-07: to his own island, a neutral one, an empty enemy one."""
    s = board()
    a = next(a for a in s.geo.isl_seas[0] if len(s.geo.sea_isls[a]) > 1)
    put(s, 0, a, 1)
    target = next(i for i in s.geo.sea_isls[a] if i != 0)
    s.units[0] = 3
    at_turn(s, 0, ARES, gold=2)
    play(s, f"march 1 {target + 1} 1")
    assert s.own[target] == 0 and s.units[target] == 1 and s.units[0] == 2 and s.gold[0] == 1
    play(s, f"march 1 {target + 1} 1")
    assert s.units[target] == 2 and s.gold[0] == 0
    assert not any(o.startswith("march") for o in legal(s))


def test_cy_move_04_05_06_a_chain_of_his_own_fleets() -> None:
    """CY-MOVE-04, CY-MOVE-05, CY-MOVE-06, CY-MOVE-07: another player's fleets form no chain."""
    s = clear(new(5, 2))
    put(s, 0, 0, 2)  # island 1 (a4 b5)
    put(s, 1, sea(s, "b6"), 1)  # green's fleet next to island 1 and island 4
    at_turn(s, 0, ARES, gold=5)
    assert not any(o.startswith("march") for o in legal(s))
    put(s, 0, sea(s, "c6"), 1)
    s.changed()
    targets = {o.split()[2] for o in legal(s) if o.startswith("march")}
    assert targets == {str(i + 1) for i in s.geo.sea_isls[sea(s, "c6")] if i != 0}
    play(s, f"march 1 {min(targets, key=int)} 1")
    assert s.units[sea(s, "c6")] == 1  # the chain's fleets stay


# ---------------------------------------------------------------- Zeus and Athena
def test_cy_zeus_01_02_a_free_priest_one_more_for_four_no_more() -> None:
    """CY-ZEUS-01, CY-ZEUS-02, CY-ZEUS-06: "no more" with GP enough for a third."""
    s = board()
    at_turn(s, 0, ZEUS, gold=20)
    play(s, "priest")
    assert s.priest[0] == 1 and s.gold[0] == 20
    play(s, "priest")
    assert s.priest[0] == 2 and s.gold[0] == 16
    assert "priest" not in legal(s)
    with pytest.raises(IllegalAction, match="bought one more"):
        play(s, "priest")
    play(s, "end")
    assert s.priest[0] == 2  # priests stay from cycle to cycle


def test_cy_zeus_03_a_temple_for_two_gp() -> None:
    s = board()
    at_turn(s, 0, ZEUS, gold=2)
    play(s, "temple 1")
    assert 2 in s.bld and s.gold[0] == 0


def test_cy_ath_01_02_03_04_philosophers_and_a_university() -> None:
    """CY-ATH-01, CY-ATH-02, CY-ATH-03, CY-ATH-04: one philosopher more for 4 GP and no more, with
    GP enough for a third."""
    s = board()
    at_turn(s, 0, ATHENA, gold=20)
    play(s, "philosopher", "philosopher")
    assert s.philo[0] == 2 and s.gold[0] == 16 and "philosopher" not in legal(s)
    with pytest.raises(IllegalAction, match="bought one more"):
        play(s, "philosopher")
    s.gold[0] = 2
    s.changed()
    play(s, "university 1")
    assert s.gold[0] == 0 and 3 in s.bld
    assert legal(s) == ["end"]  # no special action


def test_a_card_supply_can_run_out() -> None:
    """CY-COMP-13: no philosopher left, none is taken."""
    s = board()
    s.philo = [3, 10, 4, 0]
    at_turn(s, 0, ATHENA, gold=6)
    assert "philosopher" not in legal(s)
    with pytest.raises(IllegalAction, match="No philosopher card is left"):
        play(s, "philosopher")


# ---------------------------------------------------------------- Apollo
def test_cy_apo_01_02_one_gp_or_four_with_at_most_one_island() -> None:
    """CY-APO-01, CY-APO-02, CY-APO-04, AMB-06: Apollo's turn is his whole turn."""
    s = board()
    put(s, 0, 1, 1)
    s.gold[0] = 0
    at_turn(s, 0, APOLLO)
    assert s.gold[0] == 1 and s.stack[-1].name == "prosper"
    play(s, "prosper 1")
    assert s.cycle == 2 and not isinstance(s.stack[-1], type(s.stack[0]))
    s = board()
    s.gold[0] = 0
    at_turn(s, 0, APOLLO)  # his only island takes the prosperity marker; then cycle 2's revenue
    assert s.gold[0] == 4 + rules.revenue(s, 0) and s.prosp[0] == 1


def test_cy_apo_03_05_the_first_on_apollo_places_a_prosperity_marker() -> None:
    """CY-APO-03, CY-APO-05, AMB-07."""
    s = board()
    put(s, 0, 1, 0)
    at_turn(s, 0, APOLLO, gold=0)
    assert s.stack[-1].name == "prosper" and legal(s) == ["prosper 1", "prosper 2"]
    play(s, "prosper 2")
    assert (
        s.prosp[1] == 1
        and rules.revenue(s, 0) == s.geo.horns[0] + s.geo.horns[1] + 1 + s.geo.horns[s.geo.isl_seas[0][0]]
    )
    s.own[1] = 2  # the marker stays and pays whoever holds the island
    assert rules.revenue(s, 2) == s.geo.horns[1] + 1


# ---------------------------------------------------------------- buildings
def test_cy_bld_01_02_03_a_building_of_the_gods_type_on_a_free_space() -> None:
    """CY-BLD-01, CY-BLD-02, CY-BLD-03: one small space per land circle."""
    s = board()
    size = s.geo.size[0]
    at_turn(s, 0, ARES, gold=2 * size + 2)
    for _ in range(size):
        play(s, "fortress 1")
    assert s.bld[s.bld_off[0] : s.bld_off[1]] == [1] * size
    assert "fortress 1" not in legal(s)
    with pytest.raises(IllegalAction, match="no free building space"):
        play(s, "fortress 1")
    with pytest.raises(IllegalAction, match="builds a Fortress"):
        play(s, "port 1")


def test_amb_09_any_number_of_builds_a_turn() -> None:
    s = board()
    put(s, 0, 1, 1)
    at_turn(s, 0, ZEUS, gold=8)
    play(s, "temple 1", "temple 2", "temple 1")
    assert s.bld.count(2) == 3


def test_amb_10_a_building_goes_outside_the_metropolis_space_first() -> None:
    s = clear(new(5, 2))
    big = next(i for i in range(s.geo.n_isl) if s.geo.size[i] == 4)
    put(s, 0, big, 1)
    at_turn(s, 0, ARES, gold=4)
    play(s, f"fortress {big + 1}", f"fortress {big + 1}")
    spaces = s.bld[s.bld_off[big] : s.bld_off[big + 1]]
    assert spaces == [-1, -1, 1, 1]  # the first two spaces lie under the metropolis space


def test_cy_bld_06_temples_lower_creature_prices_once_a_cycle() -> None:
    """CY-BLD-06, AMB-03: each Temple gives 1 GP once per cycle, never below 1 GP."""
    from tabletome.games.cyclades.creatures import price

    s = board()
    build(s, 0, 2, 2)
    assert price(s, 0, 0) == (2, 2)
    s.temples_used[0] = 1
    assert price(s, 0, 0) == (3, 1)
    assert price(s, 0, 2) == (1, 1)


def test_cy_bld_07_a_university_does_nothing_but_count() -> None:
    s = board()
    build(s, 0, 3)
    assert rules.fortresses(s, 0) == 0 and rules.temples(s, 0) == 0
    assert rules.revenue(s, 0) == rules.revenue(board(), 0)
