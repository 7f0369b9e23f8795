"""Mythological creatures: calling them (CY-CRE-01..08, the Temple discount CY-BLD-06 with
AMB-03, Zeus renewing the track CY-ZEUS-04/05) and each creature's effect (CY-CRE-09..25).

The 4-player board: island 4 touches c6 and d5; island 6 touches c6, d6, e7, f8, f9; island 11
touches d5, d6, e5, e7, f6, f7; island 8 touches f8, f9, g7. Islands 1, 10 and 11 show two
cornucopias, 6 and 8 one, 3 and 4 none; sea f9 shows one.
"""

from __future__ import annotations

import pytest

from tabletome.engine import IllegalAction
from tabletome.games.cyclades import battle, figurines, flow, rules, turns

from .helpers import (
    APOLLO,
    ARES,
    ATHENA,
    GAME,
    POSEIDON,
    ZEUS,
    at_turn,
    build,
    clear,
    edition_with,
    isl,
    legal,
    play,
    put,
    sea,
    top,
)

PORT, FORTRESS, TEMPLE, UNIVERSITY = range(4)
THEATER = 4
BLUE, GREEN, RED, YELLOW = 0, 1, 2, 3
FIXED = edition_with(lambda d: d["dice"].update(faces=[2]))


def board(seed: int = 1, edition=FIXED, players: int = 4, **options):
    """A cleared board; by default every die shows 2."""
    return clear(GAME.new_state({"players": players, **options}, seed, edition))


def card(s, creature: str) -> int:
    return s.ed.creature(creature)


def _take_out(s, c: int) -> None:
    for pile in (s.cdeck, s.cdisc):
        if c in pile:
            pile.remove(c)


def track(s, *names: str | None) -> None:
    """These creatures on the 4, 3 and 2 GP spaces; the cards that were there go back into the deck,
    so no card is lost or doubled."""
    for c in s.ctrack:
        if c >= 0:
            s.cdeck.append(c)
    s.ctrack = [-1, -1, -1]
    for k, creature in enumerate(names):
        if creature is not None:
            c = card(s, creature)
            _take_out(s, c)
            s.ctrack[k] = c
    s.changed()


def discards(s, *names: str) -> None:
    """These creatures in the discard pile, out of the deck."""
    for creature in names:
        c = card(s, creature)
        _take_out(s, c)
        s.cdisc.append(c)


def stand(s, creature: str, area: int, owner: int) -> int:
    """A figurine on the board, called this cycle by ``owner``; its card out of the piles."""
    c = card(s, creature)
    _take_out(s, c)
    s.fig_area[c] = area
    s.fig_owner[c] = owner
    s.fig_since[c] = s.cycle
    s.changed()
    return c


def cards_in_play(s) -> int:
    """Every creature card, wherever it is: the deck, the discards, the track, a figurine."""
    return len(s.cdeck) + len(s.cdisc) + sum(1 for c in s.ctrack if c >= 0) + sum(1 for a in s.fig_area if a >= 0)


def turns_in_order(s, *turns_: tuple[int, int]) -> None:
    """Phase 5 with these (seat, god) turns still to play, each one started as the rules start it."""
    s.stack = [flow.Cycles(), flow.CycleEnd(), turns.Turns(tuple((seat * 2, god) for seat, god in turns_))]
    s.changed()
    s.settle()


# ---------------------------------------------------------------- calling
def test_cy_cre_01_any_god_but_apollo_calls_any_number_of_creatures_for_their_price() -> None:
    """CY-CRE-01, CY-TRACK-01, CY-APO-04: 4, 3 and 2 GP, several in one turn; none for Apollo."""
    for god in (POSEIDON, ARES, ZEUS, ATHENA):
        s = board()
        put(s, BLUE, isl(4), 1)  # no cornucopia: the Fates pay 0
        track(s, "Fates", "Harpy", "Satyr")  # no target for the Harpy or the Satyr
        at_turn(s, BLUE, god, gold=20)
        assert {"call fates", "call harpy", "call satyr"} <= set(legal(s))
        play(s, "call fates")
        assert s.gold[BLUE] == 16
        play(s, "call harpy")
        assert s.gold[BLUE] == 13
        play(s, "call satyr")
        assert s.gold[BLUE] == 11 and s.ctrack == [-1, -1, -1]
        assert {card(s, n) for n in ("Fates", "Harpy", "Satyr")} <= set(s.cdisc)

    s = board()
    put(s, BLUE, isl(4), 1)
    track(s, "Fates")
    at_turn(s, BLUE, ARES, gold=3)
    assert "call fates" not in legal(s)
    with pytest.raises(IllegalAction, match=r"costs you 4 GP \(CY-TRACK-01, CY-BLD-06\)"):
        play(s, "call fates")

    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, isl(6), 1)
    track(s, "Fates")
    s.apollo = [0]
    at_turn(s, BLUE, APOLLO, gold=20)  # Apollo: 1 GP, and the prosperity marker to place
    assert legal(s) == ["prosper 4", "prosper 6"]
    with pytest.raises(IllegalAction, match="not possible now"):  # the sentence lists what Apollo may do
        play(s, "call fates")
    assert s.ctrack[0] == card(s, "Fates") and s.gold[BLUE] == 21


def test_cy_cre_02_a_creature_acts_at_once() -> None:
    """CY-CRE-02: the Fates' GP are there right after the call, in the middle of the turn."""
    s = board()
    put(s, BLUE, isl(1), 1)  # two cornucopias
    track(s, "Fates")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call fates")
    assert s.gold[BLUE] == 10 - 4 + 2
    assert isinstance(top(s), turns.GodTurn) and top(s).seat == BLUE
    assert "troop 1" in legal(s)  # his turn goes on


def test_cy_cre_03_a_creature_without_figurine_is_discarded_after_its_effect() -> None:
    """CY-CRE-03: the Griffon's card goes to the discard pile; a figurine's card does not."""
    s = board()
    put(s, BLUE, isl(4), 1)
    s.gold[GREEN] = 6
    track(s, "Griffon", "Minotaur")
    at_turn(s, BLUE, ARES, gold=10)
    total = cards_in_play(s)
    play(s, "call griffon", "rob green")
    assert card(s, "Griffon") in s.cdisc and card(s, "Griffon") not in s.cdeck
    play(s, "call minotaur", "place 4")
    minotaur = card(s, "Minotaur")
    assert minotaur not in s.cdisc and minotaur not in s.cdeck and s.fig_area[minotaur] == isl(4)
    assert cards_in_play(s) == total


def test_cy_cre_04_an_island_figurine_goes_on_the_island_of_the_callers_choice() -> None:
    """CY-CRE-04, AMB-15: any island, his, another player's or neutral; it stays after his turn."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, GREEN, isl(6), 1)
    track(s, "Medusa")
    at_turn(s, BLUE, ZEUS, gold=10)
    play(s, "call medusa")
    assert legal(s) == [f"place {i}" for i in range(1, 12)]
    play(s, "place 6")
    medusa = card(s, "Medusa")
    assert (s.fig_area[medusa], s.fig_owner[medusa], s.fig_since[medusa]) == (isl(6), BLUE, 1)
    play(s, "end")  # the next cycle begins
    assert s.cycle == 2 and s.fig_area[medusa] == isl(6)


def test_cy_cre_05_a_figurine_leaves_when_its_caller_next_plays_in_a_later_cycle() -> None:
    """CY-CRE-05: it stays through the other players' turns of the next cycle and leaves at the
    start of its caller's turn; its card goes to the discard pile. With Apollo too (README)."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, GREEN, isl(6), 1)
    put(s, GREEN, sea(s, "e7"), 1)  # a chain to island 11, neutral
    track(s, "Medusa")
    at_turn(s, BLUE, ZEUS, gold=10)
    play(s, "call medusa", "place 6", "end")
    medusa = card(s, "Medusa")
    turns_in_order(s, (GREEN, ARES), (BLUE, POSEIDON))
    assert top(s).seat == GREEN and s.fig_area[medusa] == isl(6)
    assert not any(a.startswith("march 6") for a in legal(s))  # Medusa holds green's troops
    play(s, "end")
    assert top(s).seat == BLUE and isinstance(top(s), turns.GodTurn)
    assert (s.fig_area[medusa], s.fig_owner[medusa]) == (-1, -1) and medusa in s.cdisc

    s = board()
    put(s, BLUE, isl(4), 1)
    stand(s, "Chiron", isl(4), BLUE)
    s.cycle = 2  # called in cycle 1, the caller goes to Apollo in cycle 2
    s.apollo = [0]
    turns_in_order(s, (BLUE, APOLLO))
    chiron = card(s, "Chiron")
    assert s.fig_area[chiron] == -1 and chiron in s.cdisc


def test_cy_cre_05_a_figurine_stays_through_a_second_turn_in_the_same_cycle() -> None:
    """CY-CRE-05 with two players: the caller's second turn of the cycle does not end it."""
    s = board(players=2)
    put(s, BLUE, isl(5), 1)
    put(s, GREEN, isl(7), 1)
    track(s, "Minotaur")
    s.gold[BLUE] = 10
    s.stack = [flow.Cycles(), flow.CycleEnd(), turns.Turns(((0, ZEUS), (2, POSEIDON), (1, ARES)))]
    s.changed()
    s.settle()
    play(s, "call minotaur", "place 5", "end")
    assert top(s).seat == GREEN
    play(s, "end")
    minotaur = card(s, "Minotaur")
    assert top(s).seat == BLUE and s.fig_area[minotaur] == isl(5)


def test_cy_cre_06_two_figurines_on_one_island_destroy_each_other() -> None:
    """CY-CRE-06: both leave, both cards are discarded, neither power is left."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, GREEN, isl(6), 1)
    minotaur = stand(s, "Minotaur", isl(6), GREEN)
    track(s, "Chiron", "Medusa")
    at_turn(s, BLUE, ZEUS, gold=10)
    play(s, "call chiron", "place 6")
    chiron = card(s, "Chiron")
    assert s.fig_area[minotaur] == s.fig_area[chiron] == -1
    assert {minotaur, chiron} <= set(s.cdisc)
    assert figurines.island_defence(s, isl(6)) == 0 and not figurines.protected(s, isl(6))
    play(s, "call medusa", "place 8")  # an island without a figurine: it stays
    assert s.fig_area[card(s, "Medusa")] == isl(8)


def test_cy_cre_07_calling_a_creature_whose_figurine_stands_moves_it() -> None:
    """CY-CRE-07, AMB-35: the figurine goes where the new caller puts it and is his."""
    s = board()
    put(s, BLUE, isl(6), 1)
    kraken = stand(s, "Kraken", sea(s, "e7"), GREEN)
    track(s, "Kraken")  # its card came back through the deck (AMB-15)
    at_turn(s, BLUE, POSEIDON, gold=10)
    assert "fleet e7" not in legal(s)
    play(s, "call kraken", "kraken f8", "done")
    assert (s.fig_area[kraken], s.fig_owner[kraken]) == (sea(s, "f8"), BLUE)
    assert "fleet e7" in legal(s) and "fleet f8" not in legal(s)

    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, GREEN, isl(6), 1)
    minotaur = stand(s, "Minotaur", isl(6), GREEN)
    track(s)
    s.ctrack[0] = minotaur  # its card on the track while its figurine stands
    at_turn(s, BLUE, ZEUS, gold=10)
    play(s, "call minotaur", "place 4")
    assert (s.fig_area[minotaur], s.fig_owner[minotaur]) == (isl(4), BLUE)
    assert figurines.island_defence(s, isl(6)) == 0 and figurines.island_defence(s, isl(4)) == 2


def test_cy_cre_08_a_creature_without_a_target_is_called_and_does_nothing() -> None:
    """CY-CRE-08, AMB-36: the GP are spent, the card discarded, nothing else changes."""
    s = board()
    put(s, BLUE, isl(4), 2)
    put(s, GREEN, isl(6), 0)  # green's island, without troops
    track(s, "Harpy", "Dryad")
    at_turn(s, BLUE, ARES, gold=10)
    before = (s.own[:], s.units[:], s.priest[:])
    play(s, "call harpy", "call dryad")
    assert s.gold[BLUE] == 10 - 4 - 3
    assert {card(s, "Harpy"), card(s, "Dryad")} <= set(s.cdisc)
    assert (s.own, s.units, s.priest) == before
    assert isinstance(top(s), turns.GodTurn)


# ---------------------------------------------------------------- the Temple discount and Zeus
def test_cy_bld_06_each_temple_lowers_creature_prices_by_1_gp_once_a_cycle() -> None:
    """CY-BLD-06, AMB-03: one Temple takes 1 GP off one creature per cycle; prices never fall below 1 GP."""
    s = board()
    put(s, BLUE, isl(4), 1)
    build(s, isl(4), TEMPLE)
    track(s, "Fates", "Harpy")
    at_turn(s, BLUE, ZEUS, gold=20)
    play(s, "call fates")
    assert s.gold[BLUE] == 20 - 3
    play(s, "call harpy")  # the Temple's GP is spent for this cycle
    assert s.gold[BLUE] == 17 - 3
    play(s, "end")
    assert s.cycle == 2
    track(s, "Fates")
    at_turn(s, BLUE, ZEUS, gold=20)
    play(s, "call fates")  # a new cycle, the discount again
    assert s.gold[BLUE] == 20 - 3

    s = board()
    put(s, BLUE, isl(3), 1)
    build(s, isl(3), TEMPLE, TEMPLE, TEMPLE)
    track(s, "Fates", None, "Satyr")
    at_turn(s, BLUE, ZEUS, gold=20)
    play(s, "call satyr")  # 2 GP, 1 GP at least: one Temple used
    assert s.gold[BLUE] == 19
    play(s, "call fates")  # 4 GP less the two Temples left
    assert s.gold[BLUE] == 17

    s = board()
    put(s, BLUE, isl(4), 1)
    build(s, isl(4), TEMPLE)
    track(s, "Fates")
    at_turn(s, BLUE, ZEUS, gold=2)
    with pytest.raises(IllegalAction, match=r"costs you 3 GP \(CY-TRACK-01, CY-BLD-06\)"):
        play(s, "call fates")


def test_cy_bld_09_a_metropolis_lowers_its_owners_creature_prices_as_a_temple() -> None:
    """CY-BLD-09, AMB-11 (option metro_buildings)."""
    for option, paid in (("yes", 3), ("no", 4)):
        s = board(metro_buildings=option)
        put(s, BLUE, isl(11), 1)
        s.metro[isl(11)] = 1
        track(s, "Harpy")
        at_turn(s, BLUE, ZEUS, gold=10)
        play(s, "call harpy")
        assert s.gold[BLUE] == 10 - paid


def _names(s, *spaces: int) -> list[str]:
    return [s.ed.c_names[s.ctrack[k]] for k in spaces]


def test_cy_zeus_04_renewing_discards_a_track_card_and_draws_onto_its_space() -> None:
    """CY-ZEUS-04, CY-ZEUS-05: 1 GP each time, as often as he pays; the new card keeps the space's price."""
    s = board()
    put(s, BLUE, isl(4), 1)
    track(s, "Fates", "Harpy", "Satyr")
    dryad, sphinx = card(s, "Dryad"), card(s, "Sphinx")
    s.cdeck.remove(dryad)
    s.cdeck.remove(sphinx)
    s.cdeck += [sphinx, dryad]  # Dryad on top, then the Sphinx
    at_turn(s, BLUE, ZEUS, gold=5)
    total = cards_in_play(s)
    play(s, "renew harpy")
    assert s.gold[BLUE] == 4 and _names(s, 0, 1, 2) == ["Fates", "Dryad", "Satyr"]
    assert card(s, "Harpy") in s.cdisc
    play(s, "renew fates")
    assert s.gold[BLUE] == 3 and _names(s, 0, 1, 2) == ["Sphinx", "Dryad", "Satyr"]
    assert card(s, "Fates") in s.cdisc and cards_in_play(s) == total
    play(s, "call dryad")  # nobody has a priest: it fizzles, at the 3 GP space's price
    assert s.gold[BLUE] == 0
    assert not any(a.startswith("renew") for a in legal(s))
    with pytest.raises(IllegalAction, match="CY-ZEUS-04"):
        play(s, "renew satyr")

    s = board()
    put(s, BLUE, isl(4), 1)
    track(s, "Fates", "Harpy", "Satyr")
    at_turn(s, BLUE, ARES, gold=5)
    assert not any(a.startswith("renew") for a in legal(s))  # Zeus's special action only


# ---------------------------------------------------------------- each creature
def test_cy_cre_09_the_fates_pay_the_callers_revenue_again() -> None:
    """CY-CRE-09, AMB-37, CY-INC-01, CY-INC-02: printed cornucopias and prosperity markers on his
    islands (with troops or not), printed ones on seas where he has fleets; nobody else is paid."""
    s = board()
    put(s, BLUE, isl(1), 1)  # 2
    put(s, BLUE, isl(6), 0)  # 1, without troops
    s.prosp[isl(6)] = 1  # 1
    put(s, BLUE, sea(s, "f9"), 1)  # 1
    put(s, GREEN, isl(10), 1)
    s.gold[GREEN] = 3
    track(s, "Fates")
    at_turn(s, BLUE, ATHENA, gold=10)
    play(s, "call fates")
    assert s.gold[BLUE] == 10 - 4 + 5
    assert s.gold[GREEN] == 3


def test_cy_cre_10_the_satyr_takes_a_philosopher_and_a_fourth_makes_a_metropolis() -> None:
    """CY-CRE-10, CY-MET-01, CY-MET-07."""
    s = board()
    put(s, BLUE, isl(4), 1)
    s.philo[:] = [3, 2, 0, 1]
    track(s, "Satyr")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call satyr")
    assert legal(s) == ["take green", "take yellow"]
    with pytest.raises(IllegalAction, match="CY-CRE-10"):
        play(s, "take red")
    play(s, "take green")
    assert s.philo == [0, 1, 0, 1]  # his four became a Metropolis at once
    assert s.metro[isl(4)] == 1 and rules.metropolises(s, BLUE) == 1

    s = board()
    put(s, BLUE, isl(4), 1)
    s.philo[:] = [0, 0, 0, 2]
    track(s, "Satyr")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call satyr")  # a single choice is taken at once
    assert s.philo == [1, 0, 0, 1] and s.metro[isl(4)] == 0


def test_cy_cre_11_the_dryad_takes_a_priest() -> None:
    s = board()
    put(s, BLUE, isl(4), 1)
    s.priest[:] = [1, 2, 0, 1]
    track(s, "Dryad")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call dryad")
    assert legal(s) == ["take green", "take yellow"]
    with pytest.raises(IllegalAction, match="CY-CRE-11"):
        play(s, "take red")
    play(s, "take yellow")
    assert s.priest == [2, 2, 0, 0]


def test_cy_cre_12_the_siren_replaces_an_isolated_fleet_with_one_of_the_callers() -> None:
    """CY-CRE-12, AMB-16: a sea space with exactly one fleet of another player."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "d6"), 1)  # his own lone fleet is no target
    put(s, GREEN, sea(s, "e7"), 1)
    put(s, GREEN, sea(s, "f8"), 2)  # two fleets: not isolated
    put(s, RED, sea(s, "a1"), 1)
    track(s, "Siren")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call siren")
    assert sorted(legal(s)) == ["siren a1", "siren e7"]
    for where in ("siren f8", "siren d6"):
        with pytest.raises(IllegalAction, match="CY-CRE-12"):
            play(s, where)
    play(s, "siren e7")
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (BLUE, 1)
    assert rules.fleets_on_board(s, GREEN) == 2 and rules.fleets_on_board(s, BLUE) == 2

    # His 8 fleets are all on the board: one of them moves there.
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "d6"), 5)
    put(s, BLUE, sea(s, "a4"), 3)
    put(s, GREEN, sea(s, "e7"), 1)
    track(s, "Siren")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call siren")  # e7 is the only target: taken at once
    assert legal(s) == ["from a4", "from d6"]
    play(s, "from a4")
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (BLUE, 1)
    assert s.units[sea(s, "a4")] == 2 and rules.fleets_on_board(s, BLUE) == 8
    assert rules.fleets_on_board(s, GREEN) == 0


def test_cy_cre_13_pegasus_flies_troops_to_any_island_without_a_chain() -> None:
    """CY-CRE-13, CY-CMB-01, CY-CMB-14, AMB-34: a battle follows; another player's last island is barred."""
    s = board()
    put(s, BLUE, isl(4), 3)  # no fleet anywhere
    put(s, GREEN, isl(5), 1)
    put(s, GREEN, isl(8), 1)
    track(s, "Pegasus")
    at_turn(s, BLUE, ATHENA, gold=10)
    play(s, "call pegasus")
    flights = legal(s)
    assert {f"fly 4 5 {n}" for n in (1, 2, 3)} <= set(flights) and "fly 4 7 3" in flights
    assert {a.split()[2] for a in flights} == {str(i) for i in range(1, 12) if i != 4}
    play(s, "fly 4 5 2")  # 2 + 2 = 4 against 1 + 2 = 3
    assert (s.own[isl(5)], s.units[isl(5)]) == (BLUE, 2) and s.units[isl(4)] == 1

    s = board()
    put(s, BLUE, isl(4), 3)
    put(s, GREEN, isl(5), 1)  # green's last island
    track(s, "Pegasus")
    at_turn(s, BLUE, ATHENA, gold=10)
    play(s, "call pegasus")
    assert not any(a.startswith("fly 4 5") for a in legal(s)) and "fly 4 8 1" in legal(s)
    with pytest.raises(IllegalAction, match="CY-CRE-13"):
        play(s, "fly 4 5 3")


def test_cy_cre_14_the_giant_destroys_a_building_never_a_metropolis() -> None:
    """CY-CRE-14, CY-FAQ-08, CY-THEA-03: any owner's small building, a Theater too; not a
    Metropolis, not the Necropolis."""
    s = board()
    put(s, BLUE, isl(4), 1)
    build(s, isl(4), TEMPLE)
    put(s, GREEN, isl(6), 1)
    build(s, isl(6), PORT, FORTRESS)
    put(s, RED, isl(11), 1)
    s.metro[isl(11)] = 1
    put(s, YELLOW, isl(3), 1)
    build(s, isl(3), THEATER)
    s.metro[isl(3)] = 2  # the Necropolis
    track(s, "Giant")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call giant")
    assert sorted(legal(s)) == ["destroy 3 theater", "destroy 4 temple", "destroy 6 fortress", "destroy 6 port"]
    play(s, "destroy 6 fortress")
    assert [kind for _, kind in rules.buildings_of(s, GREEN)] == [PORT]
    assert s.metro[isl(11)] == 1 and s.metro[isl(3)] == 2
    assert [kind for _, kind in rules.buildings_of(s, BLUE)] == [TEMPLE]


def test_cy_cre_15_the_harpy_removes_a_troop_of_another_player() -> None:
    """CY-CRE-15, AMB-34, CY-MOVE-01: a last island too; the island stays its controller's."""
    s = board()
    put(s, BLUE, isl(4), 2)
    put(s, GREEN, isl(6), 2)
    put(s, GREEN, isl(10), 0)
    put(s, RED, isl(8), 1)  # red's last island
    track(s, "Harpy")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call harpy")
    assert legal(s) == ["harpy 6", "harpy 8"]
    with pytest.raises(IllegalAction, match="CY-CRE-15"):
        play(s, "harpy 4")
    play(s, "harpy 8")
    assert (s.own[isl(8)], s.units[isl(8)]) == (RED, 0) and s.out[RED] == 0
    assert s.units[isl(6)] == 2 and s.units[isl(4)] == 2


def test_cy_cre_16_the_griffon_takes_half_of_a_players_gp_rounded_down() -> None:
    s = board()
    put(s, BLUE, isl(4), 1)
    s.gold[:] = [0, 7, 1, 0]
    track(s, "Griffon")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call griffon")
    assert legal(s) == ["rob green", "rob red", "rob yellow"]
    play(s, "rob green")
    assert s.gold == [10 - 4 + 3, 4, 1, 0]


def test_cy_cre_17_the_sphinx_pays_2_gp_for_each_unit_or_card_given_up() -> None:
    """CY-CRE-17, CY-FAQ-09 (no priestess without Module 4), CY-MOVE-01: troops, fleets, priests,
    philosophers."""
    s = board()
    put(s, BLUE, isl(4), 2)
    put(s, BLUE, isl(6), 1)
    put(s, BLUE, sea(s, "d6"), 2)
    s.priest[BLUE] = 1
    s.philo[BLUE] = 2
    track(s, "Sphinx")
    at_turn(s, BLUE, ATHENA, gold=10)
    play(s, "call sphinx")
    assert set(legal(s)) == {
        "sell troop 4",
        "sell troop 6",
        "sell fleet d6",
        "sell card priest",
        "sell card philosopher",
        "done",
    }
    play(s, "sell troop 4", "sell fleet d6", "sell card priest", "sell card philosopher", "sell card philosopher")
    assert s.gold[BLUE] == 10 - 4 + 5 * 2
    assert (s.units[isl(4)], s.units[sea(s, "d6")], s.priest[BLUE], s.philo[BLUE]) == (1, 1, 0, 0)
    assert set(legal(s)) == {"sell troop 4", "sell troop 6", "sell fleet d6", "done"}
    play(s, "sell troop 6")  # his last troop there: the island stays his (CY-MOVE-01)
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 0) and s.gold[BLUE] == 18
    play(s, "done")
    assert isinstance(top(s), turns.GodTurn) and s.gold[BLUE] == 18
    assert rules.troops_on_board(s, BLUE) == 1 and rules.fleets_on_board(s, BLUE) == 1


def test_cy_cre_18_the_sylph_moves_fleets_ten_free_single_steps() -> None:
    """CY-CRE-18, AMB-15, CY-POS-07: without Poseidon; entering another player's fleets is a battle."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, BLUE, sea(s, "d5"), 2)
    put(s, GREEN, sea(s, "e5"), 1)
    put(s, GREEN, isl(1), 1)
    track(s, "Sylph")
    at_turn(s, BLUE, ATHENA, gold=10)
    play(s, "call sylph")
    assert {"sylph d5 c4 1", "sylph d5 c4 2", "sylph d5 e5 1", "done"} <= set(legal(s))
    with pytest.raises(IllegalAction, match="CY-CRE-18"):
        play(s, "sylph d5 e4 1")  # two spaces away
    for _ in range(4):
        play(s, "sylph d5 d4 2", "sylph d4 d5 2")
    play(s, "sylph d5 d4 1")  # the ninth step
    assert s.gold[BLUE] == 10 - 4  # the steps are free
    play(s, "sylph d5 e5 1")  # the tenth: 1 + 2 against 1 + 2, both fleets lost
    assert (s.own[sea(s, "e5")], s.units[sea(s, "e5")]) == (-1, 0)
    assert legal(s) == ["done"]  # ten steps made
    play(s, "done")
    assert (s.units[sea(s, "d4")], s.units[sea(s, "d5")]) == (1, 0) and s.gold[BLUE] == 6


def test_cy_cre_19_the_cyclops_changes_one_of_his_buildings_into_another_type() -> None:
    """CY-CRE-19, CY-THEA-04, CY-MET-07: never into a Theater, never another player's building;
    a set it completes becomes a Metropolis at once."""
    s = board()
    put(s, BLUE, isl(4), 1)
    build(s, isl(4), PORT)
    put(s, GREEN, isl(8), 1)
    build(s, isl(8), FORTRESS)
    track(s, "Cyclops")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call cyclops")
    assert sorted(legal(s)) == ["change 4 port fortress", "change 4 port temple", "change 4 port university"]
    with pytest.raises(IllegalAction, match="CY-CRE-19"):
        play(s, "change 8 fortress port")
    play(s, "change 4 port temple")
    assert [kind for _, kind in rules.buildings_of(s, BLUE)] == [TEMPLE]
    assert [kind for _, kind in rules.buildings_of(s, GREEN)] == [FORTRESS]

    s = board()
    put(s, BLUE, isl(3), 1)
    build(s, isl(3), PORT, PORT, TEMPLE, UNIVERSITY)
    track(s, "Cyclops")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call cyclops", "change 3 port fortress")
    assert s.metro[isl(3)] == 1 and rules.buildings_of(s, BLUE) == []


def test_cy_cre_20_the_chimera_copies_a_discarded_creature_then_the_discards_join_the_deck() -> None:
    """CY-CRE-20: any creature of the discard pile; after its power the discard pile is shuffled
    into the deck."""
    s = board()
    put(s, BLUE, isl(4), 1)
    s.gold[GREEN] = 8
    discards(s, "Griffon", "Fates", "Minotaur")
    track(s, "Chimera")
    at_turn(s, BLUE, ARES, gold=10)
    total = cards_in_play(s)
    play(s, "call chimera")
    assert sorted(legal(s)) == ["copy fates", "copy griffon", "copy minotaur"]
    with pytest.raises(IllegalAction, match="CY-CRE-20"):
        play(s, "copy pegasus")  # not in the discard pile
    play(s, "copy griffon")
    assert card(s, "Griffon") in s.cdisc  # the shuffle waits for the borrowed power
    play(s, "rob green")
    assert s.gold[GREEN] == 4 and s.gold[BLUE] == 10 - 4 + 4
    assert {card(s, n) for n in ("Griffon", "Fates", "Minotaur")} <= set(s.cdeck)
    assert set(s.cdisc) <= {card(s, "Chimera")}
    assert cards_in_play(s) == total and isinstance(top(s), turns.GodTurn)


def distinct_cards(s) -> int:
    """Every creature card once: a figurine placed through the Chimera holds no card of its own."""
    standing = {c for c in range(len(s.fig_area)) if s.fig_area[c] >= 0}
    return len({c for c in s.cdeck + s.cdisc + s.ctrack if c >= 0} | standing)


def test_cy_cre_20_the_chimera_copies_a_creature_with_a_figurine() -> None:
    """CY-CRE-20 "one creature in the discard pile", a figurine's too: the Minotaur stands on the
    caller's island while its card goes into the deck with the discards; when it leaves, no card is
    discarded twice."""
    s = board()
    put(s, BLUE, isl(4), 1)
    discards(s, "Griffon", "Minotaur")
    track(s, "Chimera")
    at_turn(s, BLUE, ARES, gold=10)
    total = distinct_cards(s)
    play(s, "call chimera", "copy minotaur", "place 4")
    minotaur = card(s, "Minotaur")
    assert s.fig_area[minotaur] == isl(4) and figurines.island_defence(s, isl(4)) == 2
    assert minotaur in s.cdeck and set(s.cdisc) == {card(s, "Chimera")}
    assert distinct_cards(s) == total and isinstance(top(s), turns.GodTurn)
    s.cycle += 1
    turns_in_order(s, (BLUE, POSEIDON))  # his next turn in a later cycle: the Minotaur leaves
    assert s.fig_area[minotaur] == -1 and minotaur not in s.cdisc and s.cdeck.count(minotaur) == 1
    assert distinct_cards(s) == total


def test_cy_cre_20_version_1_copied_no_figurine() -> None:
    """Rules version 1 (legacy option chimera_figurines=skipped)."""
    s = board(chimera_figurines="skipped")
    put(s, BLUE, isl(4), 1)
    discards(s, "Griffon", "Minotaur")
    track(s, "Chimera")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call chimera")  # the Griffon is the only choice: taken at once
    assert legal(s) == ["rob green", "rob red", "rob yellow"]


def undead_seas(**options):
    """Hades's box: the Necropolis on blue's island 4; green holds e7 with a fleet and an undead fleet,
    red f8 with two undead fleets only, yellow a lone undead fleet on a1 and a lone fleet on k1."""
    s = board(m2_hades="yes", **options)
    put(s, BLUE, isl(4), 1)
    s.metro[isl(4)] = 2
    put(s, GREEN, sea(s, "e7"), 1)
    s.undead[sea(s, "e7")] = 1
    put(s, RED, sea(s, "f8"), 0)
    s.undead[sea(s, "f8")] = 2
    put(s, YELLOW, sea(s, "a1"), 0)
    s.undead[sea(s, "a1")] = 1
    put(s, YELLOW, sea(s, "k1"), 1)
    return s


def test_cy_cre_21_move_03_the_kraken_sinks_undead_fleets_too() -> None:
    """CY-CRE-21 "it destroys all fleets there", CY-MOVE-03, AMB-27: undead fleets are fleets; no
    space is left with units and no owner; only the normal fleet feeds the Necropolis (CY-NEC-05)."""
    s = undead_seas()
    track(s, "Kraken")
    at_turn(s, BLUE, ARES, gold=6)
    play(s, "call kraken", "kraken e7")
    e7, f8 = sea(s, "e7"), sea(s, "f8")
    assert (s.own[e7], s.units[e7], s.undead[e7]) == (-1, 0, 0) and s.nec_gold == 1
    play(s, "kraken f8")
    assert (s.own[f8], s.units[f8], s.undead[f8]) == (-1, 0, 0) and s.nec_gold == 1


def test_cy_cre_21_version_1_left_the_undead_fleets() -> None:
    """Rules version 1 (legacy option undead_creatures=ignored) left e7's undead fleet ownerless."""
    s = undead_seas(undead_creatures="ignored")
    track(s, "Kraken")
    at_turn(s, BLUE, ARES, gold=6)
    play(s, "call kraken", "kraken e7")
    e7 = sea(s, "e7")
    assert (s.own[e7], s.units[e7], s.undead[e7]) == (-1, 0, 1)


def test_cy_cre_12_move_03_the_siren_takes_a_fleet_alone_undead_or_not() -> None:
    """CY-CRE-12, AMB-16, CY-MOVE-03: a fleet with undead fleets beside it is not isolated (the Siren
    would leave blue beside them); a lone undead fleet is, and feeds no Necropolis (CY-NEC-05)."""
    s = undead_seas()
    track(s, "Siren")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call siren")
    assert sorted(legal(s)) == ["siren a1", "siren k1"]
    with pytest.raises(IllegalAction, match="CY-CRE-12"):
        play(s, "siren e7")
    play(s, "siren a1")
    a1, e7 = sea(s, "a1"), sea(s, "e7")
    assert (s.own[a1], s.units[a1], s.undead[a1]) == (BLUE, 1, 0) and s.nec_gold == 0
    assert (s.own[e7], s.units[e7], s.undead[e7]) == (GREEN, 1, 1)


def test_cy_cre_12_version_1_counted_no_undead() -> None:
    """Rules version 1 (legacy option undead_creatures=ignored)."""
    s = undead_seas(undead_creatures="ignored")
    track(s, "Siren")
    at_turn(s, BLUE, ARES, gold=10)
    play(s, "call siren")
    assert sorted(legal(s)) == ["siren e7", "siren k1"]


def test_cy_nec_04_units_sold_to_the_sphinx_feed_the_necropolis() -> None:
    """CY-NEC-04 "eliminada do tabuleiro ... por efeito de uma Criatura Mitológica": a troop and a fleet
    sold to the Sphinx put 2 GP on it; version 1 (necropolis_feed=unwilling) put none."""
    for options, gold in (({}, 2), ({"necropolis_feed": "unwilling"}, 0)):
        s = undead_seas(**options)
        put(s, BLUE, isl(4), 2)
        put(s, BLUE, sea(s, "d6"), 1)
        track(s, "Sphinx")
        at_turn(s, BLUE, ATHENA, gold=10)
        play(s, "call sphinx", "sell troop 4", "sell fleet d6", "done")
        assert s.gold[BLUE] == 10 - 4 + 4 and s.nec_gold == gold


def test_cy_nec_04_fleets_polyphemus_leaves_nowhere_feed_the_necropolis() -> None:
    """CY-NEC-04: fleets lost to Polyphemus's push are removed by a creature (AMB-25)."""
    s = board(m2_hades="yes")
    put(s, BLUE, isl(4), 1)
    s.metro[isl(4)] = 2
    put(s, RED, sea(s, "f9"), 1)  # f9's only neighbour is f8, next to island 6: lost
    track(s, "Polyphemus")
    at_turn(s, BLUE, POSEIDON, gold=10)
    play(s, "call polyphemus", "place 6")
    assert rules.fleets_on_board(s, RED) == 0 and s.nec_gold == 1


def test_cy_cre_21_the_kraken_sinks_every_fleet_on_its_space_and_moves_on_for_1_gp_a_space() -> None:
    """CY-CRE-21, AMB-15: no fleet may then enter its space; its card is discarded at once."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, GREEN, sea(s, "e7"), 3)
    put(s, GREEN, isl(3), 1)
    put(s, RED, sea(s, "f8"), 1)
    track(s, "Kraken")
    at_turn(s, BLUE, ARES, gold=6)
    play(s, "call kraken")
    assert len(legal(s)) == s.geo.n_areas - s.geo.n_isl  # any sea space
    play(s, "kraken e7")
    assert (s.own[sea(s, "e7")], s.units[sea(s, "e7")]) == (-1, 0) and rules.fleets_on_board(s, GREEN) == 0
    assert sorted(legal(s)) == ["done", "kraken d6", "kraken f7", "kraken f8"]
    play(s, "kraken f8")
    assert s.gold[BLUE] == 1 and rules.fleets_on_board(s, RED) == 0
    play(s, "kraken f7")
    assert s.gold[BLUE] == 0 and legal(s) == ["done"]
    play(s, "done")
    kraken = card(s, "Kraken")
    assert s.fig_area[kraken] == sea(s, "f7") and kraken in s.cdisc

    put(s, GREEN, sea(s, "f6"), 1)
    at_turn(s, GREEN, POSEIDON, gold=5)
    assert "fleet f7" not in legal(s) and "fleet g7" in legal(s)
    play(s, "sail f6 1")
    assert "to f7" not in legal(s)
    with pytest.raises(IllegalAction, match="Kraken"):
        play(s, "to f7")


def test_cy_cre_21_an_eliminated_callers_kraken_leaves_without_a_second_card() -> None:
    """CY-CRE-21, AMB-15, CY-WIN-04: the Kraken's card was discarded when it was called; when its
    caller is eliminated its figurine leaves and the card is not discarded again (version 1, with
    chimera_figurines=skipped, discarded it a second time)."""
    for options, copies in (({}, 1), ({"chimera_figurines": "skipped"}, 2)):
        s = board(**options)
        put(s, BLUE, isl(4), 1)
        kraken = stand(s, "Kraken", sea(s, "e7"), GREEN)
        s.cdisc.append(kraken)
        rules.eliminate(s, GREEN)
        assert s.fig_area[kraken] == -1 and s.cdisc.count(kraken) == copies


def test_cy_cre_22_the_minotaur_adds_2_to_the_defender_of_its_island() -> None:
    """CY-CRE-22, AMB-15."""

    def attack(troops: int, minotaur_on: int):
        s = board()
        put(s, BLUE, isl(4), troops)
        put(s, BLUE, sea(s, "c6"), 1)
        put(s, GREEN, isl(6), 1)
        put(s, GREEN, isl(8), 1)
        stand(s, "Minotaur", isl(minotaur_on), GREEN)
        at_turn(s, BLUE, ARES, gold=5)
        play(s, f"march 4 6 {troops}")
        return s

    s = attack(2, 6)  # 4 against 1 + 2 + 2 = 5
    assert isinstance(top(s), battle.Battle) and (top(s).force, s.units[isl(6)]) == (1, 1)
    play(s, "stay")  # 3 against 5
    assert (s.own[isl(6)], s.units[isl(6)]) == (GREEN, 1)
    s = attack(3, 6)  # 5 against 5: both lose one, then green has none left
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 2)
    s = attack(2, 8)  # on another island: 4 against 3
    assert (s.own[isl(6)], s.units[isl(6)]) == (BLUE, 2)


def test_cy_cre_23_medusa_holds_the_troops_of_her_island() -> None:
    """CY-CRE-23, AMB-15: no march and no flight out of it; troops elsewhere move."""
    s = board()
    put(s, BLUE, isl(4), 2)
    put(s, BLUE, isl(11), 1)
    put(s, BLUE, sea(s, "d5"), 1)
    put(s, BLUE, sea(s, "c6"), 1)
    stand(s, "Medusa", isl(4), GREEN)
    track(s, "Pegasus")
    at_turn(s, BLUE, ARES, gold=10)
    assert not any(a.startswith("march 4 ") for a in legal(s)) and "march 11 4 1" in legal(s)
    with pytest.raises(IllegalAction, match="CY-CRE-23"):
        play(s, "march 4 6 1")
    play(s, "call pegasus")
    assert not any(a.startswith("fly 4 ") for a in legal(s)) and "fly 11 6 1" in legal(s)


def test_cy_cre_24_polyphemus_pushes_away_the_fleets_next_to_his_island() -> None:
    """CY-CRE-24, AMB-15 (README): each owner chooses among the next spaces not next to the island,
    empty or his; with none his fleets are lost; no fleet may then enter those spaces."""
    s = board()
    put(s, BLUE, isl(4), 1)
    put(s, GREEN, sea(s, "f8"), 2)  # may go to f7 or g7
    put(s, RED, sea(s, "f9"), 1)  # f9's only neighbour is f8, next to island 6: lost
    put(s, YELLOW, sea(s, "c6"), 1)  # only b5 is open: pushed there
    track(s, "Polyphemus")
    at_turn(s, BLUE, POSEIDON, gold=10)
    play(s, "call polyphemus", "place 6")
    assert top(s).seat == GREEN and legal(s) == ["push f7", "push g7"]
    play(s, "push g7")
    assert (s.own[sea(s, "g7")], s.units[sea(s, "g7")]) == (GREEN, 2)
    assert rules.fleets_on_board(s, RED) == 0
    assert (s.own[sea(s, "b5")], s.units[sea(s, "b5")]) == (YELLOW, 1)
    assert all(s.units[a] == 0 for a in s.geo.isl_seas[isl(6)])
    assert top(s).seat == BLUE
    fleets = {a for a in legal(s) if a.startswith("fleet")}
    assert "fleet c4" in fleets and not {"fleet c6", "fleet d6"} & fleets


def test_cy_cre_25_chiron_protects_his_island_from_pegasus_the_giant_and_the_harpy() -> None:
    """CY-CRE-25, CY-CRE-13: not from a march along fleets."""
    s = board()
    put(s, BLUE, isl(4), 2)
    put(s, BLUE, sea(s, "c6"), 1)
    put(s, GREEN, isl(6), 2)
    build(s, isl(6), PORT)
    put(s, GREEN, isl(8), 1)
    build(s, isl(8), FORTRESS)
    put(s, RED, isl(11), 1)
    build(s, isl(11), TEMPLE)
    stand(s, "Chiron", isl(6), GREEN)
    track(s, "Harpy", "Giant", "Pegasus")
    at_turn(s, BLUE, ARES, gold=20)
    assert "march 4 6 1" in legal(s)
    play(s, "call harpy")
    assert legal(s) == ["harpy 8", "harpy 11"]
    with pytest.raises(IllegalAction, match="CY-CRE-25"):
        play(s, "harpy 6")
    play(s, "harpy 8")
    play(s, "call giant")
    assert sorted(legal(s)) == ["destroy 11 temple", "destroy 8 fortress"]
    play(s, "destroy 8 fortress")
    play(s, "call pegasus")
    flights = legal(s)
    assert "fly 4 8 1" in flights and not any(a.startswith("fly 4 6") for a in flights)
    assert s.units[isl(6)] == 2 and [kind for _, kind in rules.buildings_of(s, GREEN)] == [PORT]
