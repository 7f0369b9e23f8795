"""Battles and the movement rules they rest on: CY-CMB-01..16 (rounds, dice, bonuses, losses,
retreats, the end of a battle, the last-island rule), CY-MOVE-01..08 (control, chains of fleets,
landing) and the buildings a battle shows (CY-BLD-04, CY-BLD-05, CY-BLD-08, CY-BLD-09).

The 4-player board: island 4 touches c6 and d5, island 6 touches c6, d6, e7, f8, f9; island 11
touches d5, d6, e5, e7, f6, f7; island 8 touches f8, f9, g7; sea e7 is next to d6, f7 and f8.
Most positions use an edition whose die always shows 2, so each round's result depends only on
the units and the bonuses.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tabletome.engine import IllegalAction
from tabletome.engine.rng import Rng
from tabletome.games.cyclades import battle, rules, turns

from .helpers import ARES, GAME, POSEIDON, at_turn, build, clear, edition_with, isl, legal, play, put, sea, top

PORT, FORTRESS, TEMPLE, UNIVERSITY = range(4)
BLUE, GREEN, RED = 0, 1, 2  # seats 0, 1, 2
FIXED = edition_with(lambda d: d["dice"].update(faces=[2]))


def board(seed: int = 1, edition=FIXED, **options):
    """A cleared 4-player board; by default every die shows 2."""
    return clear(GAME.new_state({"players": 4, **options}, seed, edition))


def dice_state(s, *faces: int) -> int:
    """A generator state whose next rolls show ``faces`` in order (each round: attacker, defender)."""
    n = len(s.ed.faces)
    for x in range(1, 500_000):
        r = Rng(x)
        if all(s.ed.faces[r.below(n)] == f for f in faces):
            return x
    raise AssertionError(f"no generator state rolls {faces}")


def after_draws(x: int, k: int) -> int:
    r = Rng(x)
    for _ in range(k):
        r.next64()
    return r.state


def island_attack(s, attackers: int = 2, defenders: int = 1, *, defender_fleet: bool = False):
    """Blue on island 4 with ``attackers`` troops and a fleet on c6 (a chain to island 6); green holds
    island 6 with ``defenders`` troops and island 11 (so 6 is not his last island); with
    ``defender_fleet`` green's fleet on e7 links 6 and 11, so green may retreat."""
    put(s, BLUE, isl(4), attackers)
    put(s, BLUE, sea(s, "c6"), 1)
    put(s, GREEN, isl(6), defenders)
    put(s, GREEN, isl(11), 1)
    if defender_fleet:
        put(s, GREEN, sea(s, "e7"), 1)
    return s


def test_cy_cmb_01_a_battle_starts_when_units_enter_another_players_units_the_mover_attacks() -> None:
    """CY-CMB-01, CY-POS-07, CY-ARES-07."""
    s = island_attack(board(), 2, 2, defender_fleet=True)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 2")
    b = top(s)
    assert isinstance(b, battle.Battle)
    assert (b.attacker, b.defender, b.area, b.rounds) == (BLUE, GREEN, isl(6), 1)
    assert s.own[isl(6)] == GREEN  # the defender's troops stay on the island during the battle

    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "d6"), 2)
    put(s, GREEN, isl(11), 1)
    put(s, GREEN, sea(s, "e7"), 2)
    at_turn(s, BLUE, POSEIDON, gold=5)
    play(s, "sail d6 2", "to e7")  # the voyage stops on entering green's fleets
    b = top(s)
    assert isinstance(b, battle.Battle) and (b.attacker, b.defender, b.area) == (BLUE, GREEN, sea(s, "e7"))
    assert isinstance(s.stack[-2], turns.GodTurn)  # the voyage is over
    assert (b.force, s.units[sea(s, "e7")]) == (1, 1)  # 4 against 4: both lost a fleet


def test_cy_cmb_02_each_side_rolls_one_die_and_adds_its_units() -> None:
    """CY-CMB-02, CY-CMB-13."""
    s = island_attack(board(edition=None), 3, 1)
    x = dice_state(s, 0, 1)  # blue rolls 0 (3 + 0 = 3), green rolls 1 (1 + 1 = 2)
    s.rng.state = x
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 3")
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 3)  # the units count: 3 beats 2
    assert s.rng.state == after_draws(x, 2)  # one die each, one round

    s = island_attack(board(edition=None), 1, 2)
    x = dice_state(s, 3, 0)  # blue 1 + 3 = 4, green 2 + 0 = 2
    s.rng.state = x
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 1")
    b = top(s)
    assert isinstance(b, battle.Battle) and b.seat == BLUE  # green cannot retreat: blue is asked
    assert (b.force, s.units[isl(6)]) == (1, 1)  # the die counts: 4 beats 2, green lost one troop


def test_cy_cmb_03_die_faces_are_0_1_1_2_2_3() -> None:
    """CY-CMB-03, AMB-01, CY-COMP-02: the standard dice; the faces come from the edition."""
    s = board(edition=None)
    assert s.ed.faces == (0, 1, 1, 2, 2, 3)
    counts = Counter()
    for x in range(6000):
        s.rng.state = x
        counts[battle.roll(s)] += 1
    assert set(counts) == {0, 1, 2, 3}
    for face, share in ((0, 1), (1, 2), (2, 2), (3, 1)):
        assert abs(counts[face] - 1000 * share) < 150
    fixed = board()
    assert {battle.roll(fixed) for _ in range(50)} == {2}


def test_cy_cmb_04_the_island_defender_adds_one_per_fortress() -> None:
    """CY-CMB-04, CY-BLD-04: for the defender only; a Fortress on the attacker's island gives nothing."""
    s = island_attack(board(), 2, 1)
    build(s, isl(6), FORTRESS)
    build(s, isl(4), FORTRESS)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 2")  # 2 + 2 = 4 against 1 + 2 + 1 = 4: both lose a troop
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 1)

    s = island_attack(board(), 2, 1)
    build(s, isl(6), FORTRESS, FORTRESS)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 2")  # 4 against 5: blue loses one
    assert (top(s).force, s.units[isl(6)]) == (1, 1)
    play(s, "stay")  # 3 against 5
    assert (s.own[isl(6)], s.units[isl(6)]) == (GREEN, 1)
    assert rules.troops_on_board(s, BLUE) == 0


def test_cy_cmb_05_the_sea_defender_adds_one_per_port_of_his_next_to_the_space() -> None:
    """CY-CMB-05, CY-BLD-05: the defender's Ports on islands next to the battle space; not the
    attacker's, not one on an island away from it."""

    def sea_battle(port_island: int, port_owner: int):
        s = board()
        put(s, BLUE, isl(4), 1)
        put(s, BLUE, sea(s, "d6"), 1)
        put(s, GREEN, sea(s, "e7"), 1)
        put(s, GREEN, isl(8), 1)
        put(s, port_owner, isl(port_island), 0)
        build(s, isl(port_island), PORT)
        at_turn(s, BLUE, POSEIDON, gold=5)
        play(s, "sail d6 1", "to e7")
        return s

    s = sea_battle(6, GREEN)  # 1 + 2 = 3 against 1 + 2 + 1 = 4
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (GREEN, 1)
    assert rules.fleets_on_board(s, BLUE) == 0
    s = sea_battle(11, BLUE)  # blue's own Port next to e7: 3 against 3
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (-1, 0)
    s = sea_battle(8, GREEN)  # green's Port on island 8, not next to e7: 3 against 3
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (-1, 0)


def test_cy_cmb_06_lower_total_loses_one_unit_both_on_a_tie() -> None:
    """CY-CMB-06, CY-CMB-12: one unit per round, back to its owner's reserve."""
    s = island_attack(board(), 3, 2, defender_fleet=True)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 3")  # 5 against 4
    b = top(s)
    assert (b.force, s.units[isl(6)]) == (3, 1)
    assert rules.troops_on_board(s, GREEN) == 1 + 1 and rules.troops_on_board(s, BLUE) == 0

    s = island_attack(board(), 2, 2, defender_fleet=True)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 2")  # 4 against 4
    assert (top(s).force, s.units[isl(6)]) == (1, 1)


def test_cy_cmb_07_after_a_round_the_defender_then_the_attacker_may_retreat_else_a_new_round() -> None:
    """CY-CMB-07, AMB-14."""
    s = island_attack(board(), 3, 3, defender_fleet=True)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 3")
    b = top(s)
    assert (b.rounds, b.seat, b.force, s.units[isl(6)]) == (1, GREEN, 2, 2)
    assert legal(s) == ["retreat 11", "stay"]
    play(s, "stay")
    assert top(s) is b and b.seat == BLUE and legal(s) == ["retreat 4", "stay"]
    play(s, "stay")  # neither retreats: a new round
    assert (b.rounds, b.seat, b.force, s.units[isl(6)]) == (2, GREEN, 1, 1)

    # A defender who cannot retreat is not asked.
    s = island_attack(board(), 3, 3)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 3")
    assert top(s).seat == BLUE

    # Neither side can retreat (Pegasus, no fleets): the rounds follow one another to the end.
    s = board()
    put(s, BLUE, isl(4), 3)
    put(s, GREEN, isl(6), 3)
    put(s, GREEN, isl(8), 1)
    s.ctrack[0] = _card_on_track(s, "Pegasus")
    at_turn(s, BLUE, ARES, gold=5)
    s.enable_log()
    play(s, "call pegasus", "fly 4 6 3")
    rounds = [t for _, t in s.log if t.startswith("Round ")]
    assert len(rounds) == 3 and isinstance(top(s), turns.GodTurn)
    assert (s.own[isl(6)], s.units[isl(6)]) == (GREEN, 0)


def _card_on_track(s, creature: str) -> int:
    card = s.ed.creature(creature)
    for c in s.ctrack:
        if c >= 0:
            s.cdeck.append(c)
    s.ctrack = [-1, -1, -1]
    s.cdeck.remove(card)
    return card


def test_cy_cmb_08_the_side_left_alone_holds_the_space_and_takes_the_buildings() -> None:
    """CY-CMB-08, CY-BLD-08."""
    s = island_attack(board(), 3, 1)
    build(s, isl(6), TEMPLE, UNIVERSITY)
    before = s.bld[:]
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 3")  # 5 against 3
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 3)
    assert s.bld == before
    assert sorted(kind for _, kind in rules.buildings_of(s, BLUE)) == [TEMPLE, UNIVERSITY]
    assert rules.buildings_of(s, GREEN) == [] and rules.temples(s, BLUE) == 1

    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "d6"), 2)
    put(s, GREEN, sea(s, "e7"), 1)
    put(s, GREEN, isl(8), 1)
    at_turn(s, BLUE, POSEIDON, gold=5)
    play(s, "sail d6 2", "to e7")  # 4 against 3
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (BLUE, 2)
    assert rules.fleets_on_board(s, GREEN) == 0


def test_cy_cmb_09_both_sides_wiped_out_the_island_stays_the_defenders_a_sea_empties() -> None:
    s = island_attack(board(), 1, 1)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 1")
    assert (s.own[isl(6)], s.units[isl(6)]) == (GREEN, 0)
    assert rules.troops_on_board(s, BLUE) == 0 and isinstance(top(s), turns.GodTurn)

    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "d6"), 1)
    put(s, GREEN, sea(s, "e7"), 1)
    put(s, GREEN, isl(8), 1)
    at_turn(s, BLUE, POSEIDON, gold=5)
    play(s, "sail d6 1", "to e7")
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (-1, 0)
    assert rules.fleets_on_board(s, BLUE) == rules.fleets_on_board(s, GREEN) == 0


def test_cy_cmb_10_troops_retreat_together_to_an_island_of_theirs_linked_by_their_fleets() -> None:
    """CY-CMB-10, AMB-14: not to an island without a chain, nor to one that is not his; the attacker
    may retreat to any island of his that the rule allows, not only the one he came from."""
    s = island_attack(board(), 3, 3, defender_fleet=True)
    put(s, GREEN, sea(s, "f7"), 1)  # green's chain e7-f7 also reaches island 3, which is neutral
    put(s, GREEN, isl(8), 1)  # green's, but no chain of his fleets links it to island 6
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 3")  # 5 against 5: 2 troops each are left
    assert legal(s) == ["retreat 11", "stay"]
    for where in ("retreat 8", "retreat 3"):
        with pytest.raises(IllegalAction, match="CY-CMB-10"):
            play(s, where)
    play(s, "retreat 11")
    assert (s.own[isl(11)], s.units[isl(11)]) == (GREEN, 1 + 2)
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 2)
    assert isinstance(top(s), turns.GodTurn)

    s = island_attack(board(), 3, 3)
    put(s, BLUE, isl(8), 0)
    put(s, BLUE, sea(s, "f8"), 1)  # blue's fleet links island 6 to island 8, where he did not come from
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 3")
    assert legal(s) == ["retreat 4", "retreat 8", "stay"]
    play(s, "retreat 8")
    assert (s.own[isl(8)], s.units[isl(8)]) == (BLUE, 2)
    assert (s.own[isl(6)], s.units[isl(6)]) == (GREEN, 2) and s.units[isl(4)] == 0


def test_cy_cmb_11_fleets_retreat_together_to_a_next_sea_space_empty_or_theirs() -> None:
    """CY-CMB-11, AMB-14."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "d6"), 3)
    put(s, GREEN, sea(s, "e7"), 3)
    put(s, GREEN, sea(s, "f8"), 1)
    put(s, GREEN, isl(8), 1)
    put(s, RED, sea(s, "f7"), 1)
    at_turn(s, BLUE, POSEIDON, gold=5)
    play(s, "sail d6 3", "to e7")  # 5 against 5
    assert legal(s) == ["retreat d6", "retreat f8", "stay"]
    with pytest.raises(IllegalAction, match="CY-CMB-11"):
        play(s, "retreat f7")  # red's fleets are there
    with pytest.raises(IllegalAction, match="CY-CMB-11"):
        play(s, "retreat g7")  # not next to e7
    play(s, "retreat f8")
    assert (s.own[sea(s, "f8")], s.units[sea(s, "f8")]) == (GREEN, 1 + 2)
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (BLUE, 2)

    # f9's only neighbour is f8, where blue's fleets stay: green cannot retreat, blue is asked.
    s = board()
    put(s, BLUE, isl(6), 1)
    put(s, BLUE, sea(s, "f8"), 3)
    put(s, GREEN, sea(s, "f9"), 2)
    put(s, GREEN, isl(3), 1)
    at_turn(s, BLUE, POSEIDON, gold=5)
    play(s, "sail f8 2", "to f9")  # 4 against 4
    b = top(s)
    assert isinstance(b, battle.Battle) and b.seat == BLUE and legal(s) == ["retreat f8", "stay"]


def test_cy_cmb_12_units_lost_in_battle_go_back_to_the_reserve_and_can_be_recruited_again() -> None:
    """CY-CMB-12, CY-COMP-12."""
    s = island_attack(board(), 5, 1)
    put(s, BLUE, isl(1), 3)  # blue has all his 8 troops on the board
    build(s, isl(6), FORTRESS)
    at_turn(s, BLUE, ARES, gold=5)
    assert not any(a.startswith("troop") for a in legal(s))
    with pytest.raises(IllegalAction, match="CY-COMP-12"):
        play(s, "troop 4")
    play(s, "march 4 6 2")  # 4 against 4: both lose a troop
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 1)
    assert rules.troops_on_board(s, BLUE) == 7 and rules.troops_on_board(s, GREEN) == 1
    play(s, "troop 4")
    assert s.units[isl(4)] == 3 + 1 and rules.troops_on_board(s, BLUE) == 8


def test_cy_cmb_13_a_unit_counts_one_and_nothing_else_adds() -> None:
    """CY-CMB-13: Ports, Temples, prosperity and cornucopias on the island, or a Fortress on the
    attacker's island, add nothing to a land battle."""
    s = island_attack(board(), 2, 2)
    build(s, isl(6), PORT, TEMPLE)
    s.prosp[isl(6)] = 1
    build(s, isl(4), FORTRESS)
    s.enable_log()
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 2")
    assert "Round 1: blue rolls 2 for 4, green rolls 2 for 4." in [t for _, t in s.log]
    play(s, "stay")
    assert "Round 2: blue rolls 2 for 3, green rolls 2 for 3." in [t for _, t in s.log]
    assert (s.own[isl(6)], s.units[isl(6)]) == (GREEN, 0)


def test_cy_cmb_14_a_last_island_may_be_invaded_only_by_a_conquest_that_wins_at_once() -> None:
    """CY-CMB-14, CY-ARES-07, AMB-34 (Pegasus is bound as well)."""

    def last_island(metro_blue: bool, metro_on_6: bool, blue_buildings=(), buildings_on_6=()):
        s = board()
        put(s, BLUE, isl(4), 2)
        put(s, BLUE, sea(s, "c6"), 1)
        put(s, BLUE, isl(11), 0)
        put(s, GREEN, isl(6), 1)  # green's only island
        if metro_blue:
            s.metro[isl(11)] = 1
        if metro_on_6:
            s.metro[isl(6)] = 1
        build(s, isl(4), *blue_buildings)
        build(s, isl(6), *buildings_on_6)
        s.ctrack[0] = _card_on_track(s, "Pegasus")
        at_turn(s, BLUE, ARES, gold=9)
        return s

    s = last_island(False, False)
    assert not any(a.startswith("march 4 6") for a in legal(s))
    with pytest.raises(IllegalAction, match=r"last island.*CY-CMB-14"):
        play(s, "march 4 6 1")
    play(s, "call pegasus")
    flights = legal(s)
    assert "fly 4 1 2" in flights and not any(a.startswith("fly 4 6") for a in flights)

    s = last_island(False, True)  # a Metropolis there, but it would be blue's first
    assert "march 4 6 1" not in legal(s)
    s = last_island(True, False, (PORT, FORTRESS, TEMPLE), (PORT,))  # no University there
    assert "march 4 6 1" not in legal(s)

    s = last_island(True, True)  # blue's second Metropolis
    assert {"march 4 6 1", "march 4 6 2"} <= set(legal(s))
    play(s, "call pegasus")
    assert "fly 4 6 2" in legal(s)
    s = last_island(True, False, (PORT, FORTRESS, TEMPLE), (UNIVERSITY,))  # the set of four buildings
    assert {"march 4 6 1", "march 4 6 2"} <= set(legal(s))
    play(s, "march 4 6 2")  # 4 against 3: green is out, blue's buildings become his second Metropolis
    assert s.own[isl(6)] == BLUE and s.out[GREEN] == 1
    play(s, "metropolis 6")
    assert rules.metropolises(s, BLUE) == 2


def test_cy_cmb_15_the_winning_attack_is_allowed_even_when_it_may_fail() -> None:
    """CY-CMB-15, CY-BLD-09: one troop against three behind a Metropolis."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "c6"), 1)
    put(s, BLUE, isl(11), 0)
    s.metro[isl(11)] = 1
    put(s, GREEN, isl(6), 3)
    s.metro[isl(6)] = 1
    at_turn(s, BLUE, ARES, gold=5)
    assert "march 4 6 1" in legal(s)
    play(s, "march 4 6 1")  # 1 + 2 = 3 against 3 + 2 + 1 = 6
    assert (s.own[isl(6)], s.units[isl(6)]) == (GREEN, 3)
    assert s.out[GREEN] == 0 and s.units[isl(4)] == 0


def test_cy_cmb_16_the_last_island_rule_forbids_only_ground_attacks() -> None:
    """CY-CMB-16, AMB-34: his fleets may be attacked, his GP taken, the Harpy and the Giant used on
    his last island."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "d6"), 2)
    put(s, GREEN, isl(6), 2)  # green's only island
    build(s, isl(6), PORT)
    put(s, GREEN, sea(s, "e7"), 1)
    s.gold[GREEN] = 9
    at_turn(s, BLUE, POSEIDON, gold=20)
    assert "sail d6 2" in legal(s)
    play(s, "sail d6 2", "to e7")  # 4 against 1 + 2 + 1 (green's Port) = 4
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (BLUE, 1)

    for creature in ("Harpy", "Griffon", "Giant"):
        card = s.ed.creature(creature)
        s.cdeck.remove(card)
        s.ctrack[0] = card
        s.changed()
        play(s, f"call {creature.lower()}")
        if creature == "Griffon":
            play(s, "rob green")
    assert (s.own[isl(6)], s.units[isl(6)]) == (GREEN, 1)  # the Harpy took a troop
    assert s.gold[GREEN] == 9 - 4  # the Griffon took half
    assert rules.buildings_of(s, GREEN) == []  # the Giant destroyed the Port
    assert s.out[GREEN] == 0


def test_cy_move_01_an_island_stays_its_controllers_without_troops() -> None:
    """CY-MOVE-01, CY-MOVE-08: until another player's troops land there."""
    s = board()
    put(s, BLUE, isl(4), 2)
    put(s, BLUE, isl(1), 1)
    put(s, BLUE, sea(s, "c6"), 1)
    put(s, GREEN, isl(11), 1)
    put(s, GREEN, sea(s, "d5"), 1)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 2")
    assert (s.own[isl(4)], s.units[isl(4)]) == (BLUE, 0)
    assert isl(4) in rules.islands_of(s, BLUE)
    at_turn(s, GREEN, ARES, gold=5)
    play(s, "march 11 4 1")
    assert (s.own[isl(4)], s.units[isl(4)]) == (GREEN, 1) and isinstance(top(s), turns.GodTurn)


def test_cy_move_02_a_sea_space_is_held_only_while_fleets_are_on_it() -> None:
    """CY-MOVE-02, CY-INC-02."""
    s = board()
    put(s, BLUE, isl(8), 1)
    put(s, BLUE, sea(s, "f9"), 2)  # f9 shows a cornucopia
    assert rules.revenue(s, BLUE) == 1 + 1
    at_turn(s, BLUE, POSEIDON, gold=5)
    play(s, "sail f9 2", "to f8", "stop")
    assert (s.own[sea(s, "f9")], s.units[sea(s, "f9")]) == (-1, 0)
    assert (s.own[sea(s, "f8")], s.units[sea(s, "f8")]) == (BLUE, 2)
    assert rules.revenue(s, BLUE) == 1


def test_cy_move_03_no_space_holds_units_of_two_players_outside_a_battle() -> None:
    """CY-MOVE-03, CY-POS-03: no fleet is recruited beside another player's; entering them is a battle."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "d6"), 1)
    put(s, GREEN, sea(s, "c6"), 1)
    put(s, GREEN, isl(8), 1)
    at_turn(s, BLUE, POSEIDON, gold=5)
    fleets = {a for a in legal(s) if a.startswith("fleet")}
    assert fleets == {"fleet a2", "fleet a4", "fleet b3", "fleet b5", "fleet c4", "fleet d5", "fleet d6"}
    with pytest.raises(IllegalAction, match="CY-POS-03"):
        play(s, "fleet c6")
    play(s, "sail d6 1", "to c6")
    assert isinstance(top(s), turns.GodTurn)  # the battle is over: 3 against 3, both fleets lost
    assert (s.own[sea(s, "c6")], s.units[sea(s, "c6")]) == (-1, 0)
    assert rules.fleets_on_board(s, BLUE) == rules.fleets_on_board(s, GREEN) == 0


def _marches(s) -> set[str]:
    return {a for a in legal(s) if a.startswith("march")}


def test_cy_move_04_troops_march_along_a_chain_of_their_fleets() -> None:
    """CY-MOVE-04, CY-ARES-05: d5, e5 and f6 link island 4 to islands 11, 1 and 3."""
    s = board()
    put(s, BLUE, isl(4), 2)
    for cell in ("d5", "e5", "f6"):
        put(s, BLUE, sea(s, cell), 1)
    at_turn(s, BLUE, ARES, gold=5)
    assert {a.rsplit(" ", 1)[0] for a in _marches(s)} == {"march 4 11", "march 4 1", "march 4 3"}
    play(s, "march 4 3 2")
    assert (s.own[isl(3)], s.units[isl(3)]) == (BLUE, 2)

    s = board()
    put(s, BLUE, isl(4), 2)
    for cell in ("d5", "f6"):  # without e5 the chain is broken
        put(s, BLUE, sea(s, cell), 1)
    at_turn(s, BLUE, ARES, gold=5)
    assert {a.rsplit(" ", 1)[0] for a in _marches(s)} == {"march 4 11"}
    with pytest.raises(IllegalAction, match="CY-MOVE-04"):
        play(s, "march 4 3 1")


def test_cy_move_05_one_sea_space_next_to_both_islands_is_a_chain() -> None:
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "c6"), 1)
    at_turn(s, BLUE, ARES, gold=5)
    assert _marches(s) == {"march 4 6 1"}
    play(s, "march 4 6 1")
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 1)


def test_cy_move_06_troops_use_only_their_own_fleets_and_never_pass_through_an_island() -> None:
    """CY-MOVE-06: d5 (islands 4, 11) and f7 (islands 11, 3) do not touch: island 3 is reached from
    island 11, not from island 4 through it; green's fleets on c6 and e5 carry no blue troop."""
    s = board()
    put(s, BLUE, isl(4), 2)
    put(s, BLUE, isl(11), 1)
    put(s, BLUE, sea(s, "d5"), 1)
    put(s, BLUE, sea(s, "f7"), 1)
    put(s, GREEN, sea(s, "c6"), 1)
    put(s, GREEN, sea(s, "e5"), 1)  # next to d5: it would carry blue on to island 1
    put(s, GREEN, isl(8), 1)
    at_turn(s, BLUE, ARES, gold=5)
    assert _marches(s) == {"march 4 11 1", "march 4 11 2", "march 11 4 1", "march 11 3 1"}
    with pytest.raises(IllegalAction, match="CY-MOVE-06"):
        play(s, "march 4 3 1")
    with pytest.raises(IllegalAction, match="CY-MOVE-06"):
        play(s, "march 4 6 1")


def test_cy_move_07_the_fleets_of_a_chain_stay_and_cost_nothing_more() -> None:
    """CY-MOVE-07, CY-ARES-05: 1 GP for the move, whatever the length of the chain."""
    s = board()
    put(s, BLUE, isl(4), 3)
    fleets = {"d5": 1, "e5": 2, "f6": 1}
    for cell, n in fleets.items():
        put(s, BLUE, sea(s, cell), n)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 3 2")
    assert s.gold[BLUE] == 4
    assert {cell: (s.own[sea(s, cell)], s.units[sea(s, cell)]) for cell in fleets} == {
        cell: (BLUE, n) for cell, n in fleets.items()
    }


def test_cy_move_08_landing_on_a_neutral_island_or_an_empty_enemy_island_takes_it_without_battle() -> None:
    """CY-MOVE-08, CY-BLD-08, CY-ARES-07."""
    s = board()
    put(s, BLUE, isl(4), 3)
    put(s, BLUE, sea(s, "c6"), 1)
    put(s, BLUE, sea(s, "d5"), 1)
    put(s, GREEN, isl(6), 0)  # green's, without troops
    build(s, isl(6), TEMPLE, FORTRESS)
    put(s, GREEN, isl(8), 1)
    at_turn(s, BLUE, ARES, gold=5)
    dice = s.rng.state
    play(s, "march 4 6 1")
    assert isinstance(top(s), turns.GodTurn) and s.rng.state == dice  # no battle, no die
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 1)
    assert sorted(kind for _, kind in rules.buildings_of(s, BLUE)) == [FORTRESS, TEMPLE]
    play(s, "march 4 11 1")  # neutral
    assert (s.own[isl(11)], s.units[isl(11)]) == (BLUE, 1) and s.rng.state == dice


def test_cy_bld_09_a_metropolis_defends_as_a_fortress() -> None:
    """CY-BLD-09, AMB-11 (option metro_buildings), CY-MET-08."""
    s = island_attack(board(), 2, 1)
    s.metro[isl(6)] = 1
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 2")  # 4 against 1 + 2 + 1 = 4
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 1)
    assert rules.metropolises(s, BLUE) == 1

    s = island_attack(board(metro_buildings="no"), 2, 1)
    s.metro[isl(6)] = 1
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 2")  # 4 against 3
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 2)


def test_cy_bld_04_fortresses_help_whoever_defends_the_island() -> None:
    """CY-BLD-04, CY-BLD-08: the Fortress green lost now defends for blue."""
    s = island_attack(board(), 3, 1)
    build(s, isl(6), FORTRESS)
    at_turn(s, BLUE, ARES, gold=5)
    play(s, "march 4 6 3")  # 5 against 4
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 3)
    put(s, GREEN, isl(8), 3)
    put(s, GREEN, sea(s, "f8"), 1)
    at_turn(s, GREEN, ARES, gold=5)
    play(s, "march 8 6 3")  # green 3 + 2 = 5 against blue 3 + 2 + 1 = 6
    assert (top(s).force, s.units[isl(6)]) == (2, 3)
