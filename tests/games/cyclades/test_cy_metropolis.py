"""Metropolises (CY-MET), victory and elimination (CY-WIN), and the 2-player turns (CY-2P-07..10)."""

from __future__ import annotations

from tabletome.games.cyclades import flow, rules, turns
from tabletome.games.cyclades.data import FORTRESS, PORT, TEMPLE, UNIVERSITY

from .helpers import ARES, ATHENA, POSEIDON, ZEUS, at_turn, build, clear, gods_up, legal, new, play, put


def two_islands(players: int = 5):
    """Blue holds islands 2 (4 circles) and 1 (2 circles), one troop each."""
    s = clear(new(players, 2))
    put(s, 0, 1, 1)
    put(s, 0, 0, 1)
    return s


def test_cy_met_01_four_philosophers_become_a_metropolis() -> None:
    """CY-MET-01, CY-MET-05: the player chooses among his islands."""
    s = two_islands()
    s.philo[0] = 3
    at_turn(s, 0, ATHENA, gold=0)
    play(s, "philosopher")
    assert s.philo[0] == 0 and legal(s) == ["metropolis 1", "metropolis 2"]
    play(s, "metropolis 2")
    assert s.metro[1] == 1 and rules.metropolises(s, 0) == 1


def test_cy_met_02_03_04_four_different_buildings_on_different_islands() -> None:
    """CY-MET-02, CY-MET-03, CY-MET-04: the fourth is built, then all four convert."""
    s = two_islands()
    build(s, 1, PORT, FORTRESS)
    build(s, 0, TEMPLE)
    at_turn(s, 0, ATHENA, gold=2)
    s.enable_log()
    play(s, "university 1")
    assert any("builds a University" in t for _, t in s.log)
    play(s, "metropolis 2")
    assert s.bld.count(-1) == len(s.bld) and s.metro[1] == 1


def test_cy_met_05_no_free_metropolis_space_the_metropolis_is_lost() -> None:
    s = clear(new(5, 2))
    put(s, 0, 0, 1)
    s.metro[0] = 1  # his only island already holds one
    s.philo[0] = 3
    at_turn(s, 0, ATHENA, gold=0)
    play(s, "philosopher")
    assert s.philo[0] == 0 and sum(s.metro) == 1  # cards discarded, no second Metropolis


def test_cy_met_06_one_metropolis_per_island() -> None:
    s = two_islands()
    s.metro[1] = 1
    s.philo[0] = 3
    at_turn(s, 0, ATHENA, gold=0)
    play(s, "philosopher")
    assert s.metro == [1, 1] + [0] * 11  # the only free space: island 1, no question asked


def test_cy_met_07_08_a_conquest_completes_a_set_and_takes_a_metropolis() -> None:
    """CY-MET-07, CY-MET-08, CY-BLD-08: buildings and a Metropolis go with the island."""
    s = clear(new(5, 2))
    put(s, 0, 0, 3)  # blue on island 1 (a4 b5) with a Port, a Fortress, a Temple
    build(s, 0, PORT, FORTRESS)
    put(s, 0, 1, 1)
    build(s, 1, TEMPLE)
    target = 3  # island 4 (d6 d7)
    put(s, 2, target, 0)
    build(s, target, UNIVERSITY)
    s.metro[2] = 1
    put(s, 2, 2, 0)  # red's second island, with a Metropolis
    put(s, 0, s.geo.area("c6"), 1)  # a fleet between islands 1 and 4
    at_turn(s, 0, ARES, gold=2)
    play(s, "march 1 4 1")
    assert s.own[target] == 0 and s.stack[-1].name == "metropolis"  # converted at once: where?
    assert legal(s) == ["metropolis 1", "metropolis 2", "metropolis 4"]
    play(s, "metropolis 4")
    assert rules.metropolises(s, 0) == 1 and s.metro[target] == 1 and s.bld.count(-1) == len(s.bld)


def test_amb_12_the_player_chooses_which_of_two_buildings_goes() -> None:
    """AMB-12, AMB-10: one under the new Metropolis goes first; otherwise he chooses."""
    s = two_islands()
    build(s, 1, PORT, FORTRESS, TEMPLE)  # island 2: spaces 1, 2 free... the first two are covered
    put(s, 0, 2, 1)
    build(s, 2, TEMPLE)
    at_turn(s, 0, ATHENA, gold=2)
    play(s, "university 1", "metropolis 1")
    assert s.stack[-1].name == "metropolis" and legal(s) == ["give temple 2", "give temple 3"]
    play(s, "give temple 3")
    assert s.bld[s.bld_off[1] : s.bld_off[2]].count(TEMPLE) == 1 and TEMPLE not in s.bld[s.bld_off[2] : s.bld_off[3]]


def test_cy_win_01_02_two_metropolises_at_the_end_of_a_cycle() -> None:
    """CY-WIN-01, CY-WIN-02: not before the cycle ends."""
    s = two_islands()
    s.metro[0] = s.metro[1] = 1
    at_turn(s, 0, ZEUS, gold=3)
    assert s.outcome() is None
    play(s, "end")
    oc = s.outcome()
    assert oc is not None and oc.winners == (0,) and oc.cause == "CY-WIN-02"
    assert oc.seats[0].rank == 1 and oc.seats[0].score == 2


def test_cy_win_03_most_metropolises_then_most_gp() -> None:
    """CY-WIN-03, AMB-13: the richest; a full tie shares the victory."""
    s = two_islands()
    s.metro[0] = s.metro[1] = 1
    put(s, 1, 2, 1)
    put(s, 1, 3, 1)
    s.metro[2] = s.metro[3] = 1
    s.gold = [4, 6, 0, 0, 0]
    at_turn(s, 0, ZEUS)
    play(s, "end")
    oc = s.outcome()
    assert oc.winners == (1,) and oc.decided_by == "most GP"
    s = two_islands()
    s.metro[0] = s.metro[1] = 1
    put(s, 1, 2, 1)
    put(s, 1, 3, 1)
    s.metro[2] = s.metro[3] = 1
    s.gold = [5, 5, 0, 0, 0]
    at_turn(s, 0, ZEUS)
    play(s, "end")
    assert s.outcome().winners == (0, 1)


def test_cy_win_04_05_06_losing_the_last_island_eliminates() -> None:
    """CY-WIN-04, CY-WIN-05, CY-WIN-06, CY-CMB-14: an attack that makes the second Metropolis may
    take a last island; the loser's fleets, cards and GP leave the game."""
    s = clear(new(5, 2))
    put(s, 0, 0, 3)
    s.metro[1] = 1
    put(s, 0, 1, 1)
    put(s, 2, 3, 0)
    s.metro[3] = 1  # red's only island holds a Metropolis
    put(s, 2, s.geo.area("k1"), 2)
    s.philo[2] = 2
    s.gold[2] = 9
    put(s, 0, s.geo.area("c6"), 1)
    at_turn(s, 0, ARES, gold=3)
    assert "march 1 4 1" in legal(s)
    play(s, "march 1 4 1")
    assert s.out[2] and s.own[3] == 0 and s.philo[2] == 0 and s.gold[2] == 0
    assert s.own[s.geo.area("k1")] == -1 and s.eliminated == [2]
    play(s, "end")
    oc = s.outcome()
    assert oc.winners == (0,) and next(r for r in oc.seats if r.seat == 2).eliminated == s.cycle


def test_the_last_player_standing_wins() -> None:
    """The last one left wins at once (README); the attack was allowed: it gives the third
    Metropolis of the 2-player game (CY-CMB-14, CY-2P-10)."""
    s = clear(new(2, 2))
    put(s, 0, 0, 2)
    put(s, 0, 2, 1)
    s.metro[0] = s.metro[2] = 1
    put(s, 1, 1, 0)
    s.metro[1] = 1
    a = next(x for x in s.geo.isl_seas[0] if 1 in s.geo.sea_isls[x])
    put(s, 0, a, 1)
    at_turn(s, 0, ARES, gold=2)
    play(s, "march 1 2 1")
    oc = s.outcome()
    assert oc is not None and oc.winners == (0,) and oc.cause == "CY-WIN-04"


def test_cy_2p_07_08_one_turn_per_marker_prices_restart() -> None:
    """CY-2P-07, CY-2P-08, CY-2P-09: revenue once per player, not per marker."""
    s = clear(new(2, 2))
    put(s, 0, 0, 1)
    gods_up(s, ARES, ZEUS, POSEIDON)
    s.offer_seat[ARES], s.offer_mark[ARES], s.offer_amt[ARES] = 0, 0, 1
    s.offer_seat[ZEUS], s.offer_mark[ZEUS], s.offer_amt[ZEUS] = 0, 1, 1
    s.apollo = [2, 3]
    s.gold = [10, 10]
    s.stack = [flow.Cycles(), flow.CycleEnd(), turns.ActionPhase()]
    s.changed()
    s.settle()
    assert s.stack[-1].god == ARES
    play(s, "troop 1", "end")
    assert s.stack[-1].god == ZEUS and s.stack[-1].recruited == 0
    play(s, "end")
    assert s.track == [3, 2, 1, 0]  # green's two Apollo turns came last: green bids first


def test_cy_2p_10_three_metropolises_to_win() -> None:
    s = clear(new(2, 2))
    for i in (0, 1):
        put(s, 0, i, 1)
        s.metro[i] = 1
    put(s, 1, 2, 1)
    at_turn(s, 0, ZEUS, gold=0)
    play(s, "end")
    assert s.outcome() is None
