"""Module 1, free placement (CY-FREE-01..26) and the FAQ's answers about it (CY-FAQ-01/02)."""

from __future__ import annotations

import pytest

from tabletome.engine import IllegalAction
from tabletome.games.cyclades import placement, rules

from .helpers import legal, new, play


def prelim(players: int = 4, seed: int = 1, **options):
    return new(players, seed, m1_free_placement="yes", **options)


def test_cy_free_01_02_03_seven_gp_and_an_empty_board() -> None:
    """CY-FREE-01, CY-FREE-02, CY-FREE-03."""
    s = prelim()
    assert s.gold == [7] * 4 and all(o < 0 for o in s.own) and sum(s.units) == 0
    assert s.cycle == 0 and s.ctrack == [-1, -1, -1]


def test_cy_free_04_22_one_god_fewer_than_players_three_with_two() -> None:
    """CY-FREE-04, CY-FREE-22."""
    assert sum(prelim(4).god_up) == 3 and sum(prelim(5).god_up) == 4 and sum(prelim(3).god_up) == 2
    assert sum(prelim(2).god_up) == 3


def test_cy_free_05_06_faq_01_02_only_one_player_on_apollo() -> None:
    """CY-FREE-05, CY-FREE-06, CY-FAQ-01, CY-FAQ-02: directly, if nobody is there yet."""
    s = prelim(4)
    assert "apollo" in legal(s)
    play(s, "apollo")
    assert "apollo" not in legal(s)
    with pytest.raises(IllegalAction, match="CY-FREE-05"):
        play(s, "apollo")


def test_cy_free_07_08_09_10_paid_then_placed_in_god_order_with_the_bonus() -> None:
    """CY-FREE-07, CY-FREE-08, CY-FREE-09, CY-FREE-10: no god action in the preliminary cycle."""
    s = prelim(4, 3)
    gods = [g for g, up in zip(s.gods, s.god_up, strict=True) if up]
    from tabletome.games.cyclades.data import OFFER_NAMES

    first = s.track[0] // 2
    play(s, f"offer {OFFER_NAMES[gods[0]]} 3")
    play(s, f"offer {OFFER_NAMES[gods[1]]} 1", f"offer {OFFER_NAMES[gods[2]]} 1", "apollo")
    assert s.gold[first] == 4 and s.stack[-1].name == "placement" and s.to_move == first
    assert all(o.startswith("troop") for o in legal(s))


def place_all(s) -> None:
    """Everybody places: troops, then fleets, on the first places offered."""
    while s.cycle == 0 and s.to_move is not None:
        play(s, legal(s)[0])


def test_cy_free_11_12_13_14_troops_on_two_islands_fleets_on_two_spaces_next_to_them() -> None:
    """CY-FREE-11, CY-FREE-12, CY-FREE-13, CY-FREE-14. CY-FREE-11..14, AMB-20: none where another player stands."""
    s = prelim(4, 3)
    for _ in range(4):
        play(s, "apollo") if "apollo" in legal(s) else play(s, legal(s)[0])
    while s.cycle == 0 and s.to_move is not None:
        top = s.stack[-1]
        seat = top.seat
        islands_before = rules.islands_of(s, seat)
        move = legal(s)[0]
        if move.startswith("troop") and len(islands_before) == 1:
            assert f"troop {islands_before[0] + 1}" not in legal(s)  # a second island first (CY-FREE-11)
        if move.startswith("fleet"):
            sea = s.geo.area(move.split()[1])
            assert any(i in rules.islands_of(s, seat) for i in s.geo.sea_isls[sea])
        play(s, move)
    for t in range(4):
        assert len(rules.islands_of(s, t)) >= 2 and rules.fleets_on_board(s, t) >= 2


def test_cy_free_15_16_17_18_19_20_21_the_first_cycle_after_the_placement() -> None:
    """CY-FREE-15 to CY-FREE-21: CY-FREE-16, CY-FREE-17, CY-FREE-18, CY-FREE-19, CY-FREE-20. CY-FREE-15..21, AMB-19: cornucopias allowed; the Apollo player's prosperity marker; the turn
    track from the order of placement; gods reshuffled; the creature track starts; with the option
    m1_first_revenue=none (FAQ 1.81's reading), no revenue in that first cycle."""
    s = prelim(4, 3, m1_first_revenue="none")
    for _ in range(4):
        play(s, "apollo") if "apollo" in legal(s) else play(s, legal(s)[-1])
    apollo = s.apollo[0] // 2
    gold = s.gold[:]
    order = []
    while s.cycle == 0 and s.to_move is not None:
        seat = s.to_move
        if not order or order[-1] != seat:
            order.append(seat)
        play(s, legal(s)[0])
    assert order[-1] == apollo and sum(s.prosp) == 1 and s.prosp[rules.islands_of(s, apollo)[0]] == 1
    assert s.cycle == 1 and s.track == [m * 2 for m in reversed(order)]
    assert s.ctrack[0] >= 0 and s.gold == gold  # the creature track begins; no revenue (AMB-19)


def test_cy_free_21_the_first_regular_cycle_pays_its_revenue() -> None:
    """CY-FREE-21, AMB-19: "os jogadores não receberão receita (mas isso vale apenas para o ciclo
    preliminar)": by default the first regular cycle has its revenue phase."""
    s = prelim(4, 3)
    for _ in range(4):
        play(s, "apollo") if "apollo" in legal(s) else play(s, legal(s)[-1])
    gold = s.gold[:]
    place_all(s)
    assert sum(rules.revenue(s, t) for t in range(4)) > 0
    assert s.cycle == 1 and s.gold == [gold[t] + rules.revenue(s, t) for t in range(4)]


def test_cy_free_23_24_25_26_two_players_place_per_marker() -> None:
    """CY-FREE-23, CY-FREE-24, CY-FREE-25, CY-FREE-26. CY-FREE-23..26, AMB-39: two markers each, one on Apollo at most; each marker places a troop,
    a fleet and its god's bonus; two islands over both placements."""
    s = prelim(2, 4)
    assert len(s.track) == 4
    placed = 0
    while s.stack[-1].name in ("offer", "rebid"):
        options = legal(s)
        move = next(o for o in options if o.startswith("offer")) if placed < 3 else options[-1]
        play(s, move)
        placed += 1
    assert len(s.apollo) <= 1
    troops = {0: 0, 1: 0}
    while s.cycle == 0 and s.to_move is not None:
        top = s.stack[-1]
        if legal(s)[0].startswith("troop"):
            troops[top.seat] += 1
        play(s, legal(s)[0])
    for t in (0, 1):
        assert len(rules.islands_of(s, t)) >= 2 and rules.fleets_on_board(s, t) >= 2


def test_amb_39_the_first_offer_keeps_a_gp_for_the_second_marker() -> None:
    s = prelim(2, 4)
    options = [o for o in legal(s) if o.startswith("offer")]
    assert max(int(o.split()[2]) for o in options) == 6  # 7 GP less 1 for the other marker


def test_free_placement_module_is_detected() -> None:
    assert placement.free_placement(prelim()) and not placement.free_placement(new(4))
