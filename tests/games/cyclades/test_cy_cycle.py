"""The cycle: its phases in order, the creature track, the gods track, revenue, and the order of
play (CY-CYC, CY-TRACK, CY-GODS, CY-INC, CY-ACT-01/05/06)."""

from __future__ import annotations

from tabletome.games.cyclades import flow, rules, turns

from .helpers import ARES, ATHENA, POSEIDON, ZEUS, at_turn, clear, gods_up, new, play, put, sea


def test_cy_cyc_01_five_phases_in_order() -> None:
    """CY-CYC-01: creature track, gods track, revenue, offerings, actions."""
    s = new(4, 3)
    s.enable_log()
    s.stack = [flow.Cycles()]
    s.changed()
    s.settle()
    text = [t for _, t in s.log]
    cycle = text.index("Cycle 2 begins.")
    comes = next(i for i, t in enumerate(text) if i > cycle and "creature track" in t)
    dealt = next(i for i, t in enumerate(text) if i > cycle and t.startswith("The gods this cycle"))
    paid = next(i for i, t in enumerate(text) if i > cycle and "of revenue" in t)
    assert cycle < comes < dealt < paid
    assert isinstance(s.stack[-1], flow.Offerings)  # then phase 4 waits for the first offer
    assert [type(f).__name__ for f in s.stack[:-1]] == ["Cycles", "CycleEnd", "ActionPhase"]


def test_cy_cyc_02_after_the_last_apollo_turn_victory_is_checked_then_a_new_cycle() -> None:
    """CY-CYC-02, CY-WIN-01."""
    s = new(3, 4)
    cycle = s.cycle
    s.played = s.track[:]
    s.stack = [flow.Cycles(), flow.CycleEnd()]
    s.changed()
    s.settle()
    assert s.cycle == cycle + 1 and s.outcome() is None


def test_cy_track_01_02_03_04_fill_and_slide() -> None:
    """CY-TRACK-01, CY-TRACK-02, CY-TRACK-03, CY-TRACK-04. CY-TRACK-01..04: 4, 3, 2 GP; cycle 1 fills the 4 GP space, cycle 2 the 4 and 3 GP spaces, then all
    three; the card on the 2 GP space is discarded and the others close the gaps within the spaces
    in use (AMB-02)."""
    s = new(4, 5)
    assert s.ed.track_prices == (4, 3, 2)
    assert s.cycle == 1 and s.ctrack[0] >= 0 and s.ctrack[1:] == [-1, -1]
    first = s.ctrack[0]
    s.cycle = 2
    _track(s)
    assert s.ctrack[1] == first and s.ctrack[0] >= 0 and s.ctrack[2] == -1  # two creatures, 4 and 3 GP
    second = s.ctrack[0]
    s.cycle = 3
    _track(s)
    assert s.ctrack[1:] == [second, first] and s.ctrack[0] >= 0  # all three spaces now
    s.cycle = 4
    _track(s)
    assert first in s.cdisc and s.ctrack[2] == second and all(c >= 0 for c in s.ctrack)


def test_cy_track_03_04_gaps_close_within_the_spaces_in_use() -> None:
    """CY-TRACK-03, CY-TRACK-04, AMB-02: from cycle 3 a lone card on the 4 GP space slides to the 2 GP
    end; in cycle 2 it stops on the 3 GP space, the last one in use."""
    s = new(4, 5)
    lone = s.ctrack[0]
    s.cycle = 3
    _track(s)
    assert s.ctrack[2] == lone and min(s.ctrack) >= 0
    s = new(4, 5)
    s.ctrack[1] = -1  # a card bought on the 3 GP space in cycle 2 would leave such a gap
    s.cycle = 2
    _track(s)
    assert s.ctrack[1] == lone and s.ctrack[2] == -1


def test_cy_track_04_version_1_slid_over_all_three_spaces() -> None:
    """Rules version 1 (legacy option slide_spaces=all): the cycle-1 card jumped to the 2 GP space."""
    s = new(4, 5, slide_spaces="all")
    first = s.ctrack[0]
    s.cycle = 2
    _track(s)
    assert s.ctrack[2] == first and min(s.ctrack) >= 0


def _track(s) -> None:
    frame = flow.CreatureTrack()
    s.push(frame)
    frame.run(s)


def test_cy_track_03_one_space_slide_option() -> None:
    """AMB-02 as an option: cards move one space a cycle."""
    s = new(4, 5, track_slide="one-space")
    first = s.ctrack[0]
    s.cycle = 2
    _track(s)
    assert s.ctrack[1] == first and s.ctrack[2] == -1 and s.ctrack[0] >= 0
    s = new(4, 5, track_slide="one-space")
    s.cycle = 3
    _track(s)
    assert s.ctrack[1] == first and min(s.ctrack) >= 0  # one space, not to the 2 GP end


def test_cy_track_05_empty_deck_takes_the_shuffled_discards() -> None:
    s = new(4, 5)
    s.cdisc = s.cdeck[:]
    s.cdeck = []
    s.ctrack = [-1, -1, -1]
    s.cycle = 3
    _track(s)
    assert all(c >= 0 for c in s.ctrack) and len(s.cdeck) == 17 - 1 - 3


def test_cy_track_06_a_called_creature_leaves_its_space_empty() -> None:
    s = new(4, 5)
    clear(s)
    put(s, 0, 0)
    at_turn(s, 0, ARES, gold=10)
    name = s.ed.c_names[s.ctrack[0]]
    play(s, f"call {name.lower()}")
    assert s.ctrack[0] == -1


def test_cy_gods_01_02_five_players_all_four_gods_then_apollo() -> None:
    """CY-GODS-01, CY-GODS-02, CY-GODS-07."""
    s = new(5, 2)
    assert s.god_up == [True] * 4 and s.view(0)["gods"][-1]["god"] == "Apollo"


def test_cy_gods_03_04_four_players_the_hidden_god_opens_next_cycle() -> None:
    """CY-GODS-03, CY-GODS-04, CY-2P-02."""
    for players in (4, 2):
        s = new(players, 6)
        assert s.god_up == [True, True, True, False]
        hidden = s.gods[3]
        s.cycle = 2
        flow.deal_gods(s)
        assert s.gods[0] == hidden and s.god_up == [True, True, True, False]


def test_cy_gods_05_06_three_players_two_gods_then_the_other_two() -> None:
    """CY-GODS-05, CY-GODS-06."""
    s = new(3, 6)
    assert s.god_up == [True, True, False, False]
    hidden = set(s.gods[2:])
    s.cycle = 2
    flow.deal_gods(s)
    assert set(s.gods[:2]) == hidden
    s.cycle = 3
    seen = set()
    for seed in range(20):
        s.rng.state = seed
        flow.deal_gods(s)
        seen.add(frozenset(s.gods[:2]))
    assert len(seen) > 2  # the third cycle shuffles all four into new pairs


def test_cy_gods_07_only_face_up_gods_take_offers() -> None:
    s = new(4, 6)
    hidden = s.gods[3]
    from tabletome.games.cyclades.data import GODS

    assert not any(a.args and a.args[0] == GODS[hidden] for a in s.legal_actions())


def test_cy_gods_08_god_order_is_the_order_of_play_apollo_last() -> None:
    """CY-GODS-08, CY-ACT-01: the holders from the top of the track down, then Apollo in arrival order."""
    s = new(4, 1)
    gods_up(s, ZEUS, POSEIDON, ARES)
    for g, seat in ((ZEUS, 2), (POSEIDON, 0), (ARES, 3)):
        s.offer_seat[g], s.offer_mark[g], s.offer_amt[g] = seat, seat * 2, 1
    s.apollo = [2 * 1]
    s.stack = [flow.Cycles(), flow.CycleEnd(), turns.ActionPhase()]
    s.changed()
    s.settle()
    assert isinstance(s.stack[-1], turns.GodTurn) and s.stack[-1].seat == 2  # Zeus first
    order = s.stack[-2].order
    assert order == ((4, ZEUS), (0, POSEIDON), (6, ARES), (2, 4))


def test_cy_inc_01_02_one_gp_per_cornucopia_controlled() -> None:
    """CY-INC-01, CY-INC-02: islands (printed and prosperity markers, troops or not) and seas with fleets."""
    s = clear(new(5, 1))
    geo = s.geo
    island = next(i for i in range(geo.n_isl) if geo.horns[i] == 2)
    put(s, 0, island, 0)  # controlled without troops
    s.prosp[island] = 1
    corner = sea(s, "a1")
    put(s, 0, corner, 1)
    assert rules.revenue(s, 0) == 2 + 1 + 1
    s.units[corner] = 0
    s.own[corner] = -1
    assert rules.revenue(s, 0) == 3  # an empty sea space pays nobody


def test_cy_inc_03_revenue_in_cycle_one_too() -> None:
    s = new(4, 2)
    assert s.cycle == 1 and s.gold == [7, 7, 7, 7]


def test_cy_act_05_06_next_offering_order_is_the_reverse_of_play() -> None:
    """CY-ACT-05, CY-ACT-06: the first to finish takes the highest space of the turn track."""
    s = new(3, 1)
    s.played = [2, 4, 0]
    s.stack = [flow.Cycles(), flow.CycleEnd()]
    s.changed()
    s.settle()
    assert s.track == [0, 4, 2]


def test_cy_act_02_04_actions_in_any_order_and_end_at_any_time() -> None:
    """CY-ACT-02, CY-ACT-04: build, recruit, build again, then end."""
    s = clear(new(4, 2))
    put(s, 0, 0, 1)
    put(s, 0, 1, 1)
    at_turn(s, 0, ARES, gold=10)
    play(s, "fortress 1", "troop 1", "fortress 2")
    assert s.units[0] == 2 and s.gold[0] == 10 - 2 - 0 - 2
    play(s, "end")
    assert s.cycle == 2 and s.track[0] == 0  # the next cycle began, his marker first


def test_cy_act_03_gods_actions() -> None:
    """CY-ACT-03: every god but Apollo recruits, builds and calls; Athena has no special action."""
    s = clear(new(4, 2))
    put(s, 0, 0, 1)
    put(s, 0, s.geo.isl_seas[0][0], 1)
    verbs = {}
    for god in (POSEIDON, ARES, ZEUS, ATHENA):
        at_turn(s, 0, god, gold=20)
        verbs[god] = {a.verb for a in s.legal_actions()}
    assert {"fleet", "port", "sail", "call"} <= verbs[POSEIDON]
    assert {"troop", "fortress", "call"} <= verbs[ARES]
    assert {"priest", "temple", "renew", "call"} <= verbs[ZEUS]
    assert verbs[ATHENA] == {"philosopher", "university", "call", "end"}


def test_cy_act_07_price_steps_restart_each_turn() -> None:
    s = clear(new(4, 2))
    put(s, 0, 0, 1)
    at_turn(s, 0, ARES, gold=20)
    play(s, "troop 1", "troop 1")
    assert s.gold[0] == 20 - 0 - 2
    at_turn(s, 0, ARES)
    play(s, "troop 1")
    assert s.gold[0] == 18  # the first of a new turn is free again
