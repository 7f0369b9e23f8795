"""Module 3, heroes (CY-HERO) and the new creatures (CY-HCRE), with the Hades FAQ's answers about
them (CY-FAQ-03/04/05/07/11/12)."""

from __future__ import annotations

import pytest

from tabletome.engine import IllegalAction
from tabletome.games.cyclades import flow, rules, turns
from tabletome.games.cyclades.data import TEMPLE
from tabletome.games.cyclades.heroes import GONE, SACRIFICED

from .helpers import APOLLO, ARES, GAME, ZEUS, at_turn, build, clear, edition_with, legal, new, play, put


def table(**options):
    s = clear(new(5, 2, m3_heroes="yes", **options))
    put(s, 0, 0, 1)  # blue: island 1 (a4 b5) and island 2 (4 circles)
    put(s, 0, 1, 1)
    return s


def on_track(s, name: str, space: int = 0) -> int:
    card = s.ed.creature(name)
    if card in s.cdeck:
        s.cdeck.remove(card)
    s.ctrack[space] = card
    s.changed()
    return card


def hero_in_play(s, name: str, island: int, seat: int = 0, since: int = 0) -> int:
    h = s.ed.creature(name)
    s.hero_area[h] = island
    s.hero_owner[h] = seat
    s.hero_since[h] = since
    if h in s.cdeck:
        s.cdeck.remove(h)
    s.changed()
    return h


def test_cy_hero_01_02_27_cards_in_one_deck() -> None:
    """CY-HERO-01, CY-HERO-02: 16 base creatures, the new Chiron, 4 new creatures, 6 heroes."""
    s = new(4, 1, m3_heroes="yes", m2_hades="yes")
    cards = sorted(s.cdeck + [c for c in s.ctrack if c >= 0])
    assert len(cards) == 27 and sum(s.ed.is_hero(c) for c in cards) == 6
    assert len(new(4, 1).cdeck) + 1 == 17


def test_cy_hero_03_04_recruited_like_a_creature_without_the_temple_discount() -> None:
    """CY-HERO-03, CY-HERO-04, CY-HERO-06: the miniature on one of his islands, the card kept."""
    s = table()
    build(s, 1, TEMPLE, TEMPLE)
    perseus = on_track(s, "Perseus")
    at_turn(s, 0, ARES, gold=4)
    play(s, "call perseus")
    assert s.gold[0] == 0 and legal(s) == ["place 1", "place 2"]
    play(s, "place 2")
    assert s.hero_area[perseus] == 1 and s.hero_owner[perseus] == 0 and perseus not in s.cdisc


def test_cy_hero_05_zeus_cannot_renew_a_hero() -> None:
    s = table()
    on_track(s, "Perseus")
    at_turn(s, 0, ZEUS, gold=5)
    assert "renew perseus" not in legal(s)
    with pytest.raises(IllegalAction, match="CY-HERO-05"):
        play(s, "renew perseus")


def test_cy_hero_07_heroes_share_islands_with_figurines() -> None:
    s = table()
    a = hero_in_play(s, "Perseus", 0)
    b = hero_in_play(s, "Achilles", 0)
    s.fig_area[s.ed.creature("Minotaur")] = 0
    assert rules.heroes_at(s, 0) == [a, b] and rules.present(s, 0) == 3


def test_cy_hero_08_09_10_upkeep_after_revenue_or_the_hero_leaves() -> None:
    """CY-HERO-08, CY-HERO-09, CY-HERO-10: 2 GP each; unpaid, out of the game (not discarded)."""
    s = table()
    p = hero_in_play(s, "Perseus", 0)
    a = hero_in_play(s, "Achilles", 1)
    s.gold[0] = 3
    s.stack = [flow.Cycles()]
    s.changed()
    s.settle()
    assert s.gold[0] == 3 + rules.revenue(s, 0) == 4  # the revenue first
    assert s.to_move == 0 and legal(s) == ["keep perseus", "release perseus"]
    play(s, "keep perseus")
    assert s.gold[0] == 2 and legal(s) == ["keep achilles", "release achilles"]
    play(s, "release achilles")
    assert s.hero_area[a] == -1 and s.hero_gone[a] == GONE and a not in s.cdisc and s.hero_area[p] == 0
    s = table()
    p = hero_in_play(s, "Perseus", 0)
    s.gold[0] = 0
    s.stack = [flow.Cycles()]
    s.changed()
    s.settle()
    assert s.hero_area[p] == -1 and s.hero_gone[p] == GONE  # 1 GP of revenue cannot pay: no question


def test_cy_hero_11_12_a_hero_counts_one_troop_and_adds_its_power() -> None:
    """CY-HERO-11, CY-HERO-12 (Perseus's +1 is a stand-in)."""
    from tabletome.games.cyclades.heroes import military

    s = table()
    p = hero_in_play(s, "Perseus", 0)
    assert rules.present(s, 0) == 2 and military(s, [p], True, 0) == 1
    pen = hero_in_play(s, "Penthesilea", 1)
    assert military(s, [pen], True, 1) == 0 and military(s, [pen], False, 1) == 1


def test_cy_hero_13_14_15_sacrifice_in_his_turn_not_in_the_cycle_recruited() -> None:
    """CY-HERO-13, CY-HERO-14, CY-HERO-15."""
    s = table()
    s.cycle = 3
    a = hero_in_play(s, "Achilles", 0, since=3)
    at_turn(s, 0, ARES, gold=0)
    assert "sacrifice achilles" not in legal(s)
    with pytest.raises(IllegalAction, match="CY-HERO-15"):
        play(s, "sacrifice achilles")
    s.hero_since[a] = 2
    s.changed()
    play(s, "sacrifice achilles")
    assert s.hero_area[a] == -1 and s.hero_gone[a] == SACRIFICED and s.gold[0] == 2  # two islands (stand-in)


def test_cy_hero_13_hero_6_recruits_on_the_island_he_stood_on() -> None:
    """CY-HERO-13, stand-in "Recruit 2 troops on his island, free": on the hero's island (island 2
    here), not on his owner's first island; version 1 (hero6_troops=first) put them on island 1."""
    for options, island in (({}, 1), ({"hero6_troops": "first"}, 0)):
        s = table(**options)
        s.cycle = 3
        hero_in_play(s, "Hero 6 (stand-in)", 1)
        at_turn(s, 0, ARES, gold=0)
        play(s, "sacrifice hero6standin")
        assert s.units[island] == 3 and s.units[1 - island] == 1


def test_cy_hero_16_faq_03_06_no_sacrifice_with_apollo() -> None:
    """CY-HERO-16, CY-FAQ-03, CY-FAQ-06: choosing Apollo is almost passing the turn."""
    s = table()
    s.cycle = 3
    hero_in_play(s, "Achilles", 0, since=1)
    at_turn(s, 0, APOLLO, gold=0)
    assert s.stack[-1].name == "prosper" and all(not o.startswith("sacrifice") for o in legal(s))


def test_cy_hero_17_18_faq_05_a_hero_killed_in_battle_leaves_no_gold_and_no_sacrifice() -> None:
    """CY-HERO-17, CY-HERO-18, CY-FAQ-05."""
    from tabletome.games.cyclades.battle import Battle

    ed = edition_with(lambda d: d["dice"].update(faces=[0]))
    s = GAME.new_state({"players": 5, "m3_heroes": "yes", "m2_hades": "yes"}, 2, ed)
    clear(s)
    put(s, 1, 3, 0)
    put(s, 1, 4, 1)
    p = hero_in_play(s, "Perseus", 3, seat=1)
    s.metro[5] = 2  # a Necropolis somewhere
    battle = Battle(0, 1, 3, 3)
    s.stack = [flow.Cycles(), flow.CycleEnd(), battle]
    s.changed()
    s.settle()
    assert s.hero_area[p] == -1 and s.hero_gone[p] == GONE and s.nec_gold == 0 and s.own[3] == 0


def test_cy_hero_19_faq_04_perseus_flies_like_pegasus_but_not_onto_chiron() -> None:
    """CY-HERO-19, CY-FAQ-04, CY-HCRE-05."""
    s = table()
    s.cycle = 3
    hero_in_play(s, "Perseus", 0, since=1)
    s.fig_area[s.ed.creature("Chiron")] = 6
    at_turn(s, 0, ARES, gold=0)
    play(s, "sacrifice perseus")
    flights = [o for o in legal(s) if o.startswith("fly")]
    assert flights and not any(o.split()[2] == "7" for o in flights)


def test_cy_hero_20_faq_11_12_penthesilea_gives_the_secret_island() -> None:
    """CY-HERO-20, CY-FAQ-11, CY-FAQ-12: off the board, a metropolis space (stand-in), no island
    for Demeter or Achilles, and his last board island keeps the last-island rule."""
    s = table()
    s.cycle = 3
    hero_in_play(s, "Penthesilea", 0, since=1)
    at_turn(s, 0, ARES, gold=0)
    play(s, "sacrifice penthesilea")
    assert s.amazons[0] == 1 and len(rules.islands_of(s, 0)) == 2
    assert s.view(1)["seats"][0]["secret_island"] == "empty"
    s.own[1] = -1
    assert rules.last_island(s, 0)  # the Secret Island is no island of the board
    s.philo[0] = 3
    s.changed()
    play(s, "end")
    at_turn(s, 0, turns.ATHENA, gold=0)
    play(s, "philosopher")
    assert legal(s) == ["metropolis 1", "metropolis 0"]
    play(s, "metropolis 0")
    assert s.amazons[0] == 2 and rules.metropolises(s, 0) == 1


def test_cy_hero_21_achilles_counts_islands_not_the_secret_one() -> None:
    from tabletome.games.cyclades.heroes import military

    s = table()
    a = hero_in_play(s, "Achilles", 0)
    assert military(s, [a], True, 0) == 0
    put(s, 0, 2, 1)
    s.amazons[0] = 1
    assert military(s, [a], True, 0) == 1  # three islands on the board


def test_cy_hcre_01_faq_07_cerberus_takes_the_islands_income_and_the_necropolis_gold() -> None:
    """CY-HCRE-01, CY-FAQ-07, CY-NEC-06."""
    s = table(m2_hades="yes")
    put(s, 2, 7, 1)  # red: island 8 (one circle, 2 cornucopias) with the Necropolis
    s.metro[7] = 2
    s.nec_gold = 3
    cerberus = s.ed.creature("Cerberus")
    s.fig_area[cerberus] = 7
    s.fig_owner[cerberus] = 0
    s.fig_since[cerberus] = s.cycle
    assert rules.revenue(s, 2) == 0 and rules.revenue(s, 0) == 1 + 0 + 2
    red, blue = s.gold[2], s.gold[0]
    frame = flow.Revenue()
    s.push(frame)
    frame.run(s)
    assert s.gold[2] == red and s.gold[0] == blue + 3 + 3


def test_cy_hcre_02_charon_brings_back_a_hero_but_not_a_sacrificed_penthesilea() -> None:
    """CY-HCRE-02, AMB-29."""
    s = table()
    p = s.ed.creature("Perseus")
    pen = s.ed.creature("Penthesilea")
    s.hero_gone[p] = GONE
    s.hero_gone[pen] = SACRIFICED
    on_track(s, "Charon")
    at_turn(s, 0, ARES, gold=5)
    play(s, "call charon")
    assert legal(s) == ["place 1", "place 2"] and s.hero_owner[p] == 0
    play(s, "place 1")
    assert s.hero_area[p] == 0 and s.hero_since[p] == s.cycle and s.hero_gone[p] == 0


def test_cy_hcre_03_erinyes_move_a_prosperity_marker() -> None:
    s = table()
    s.prosp[5] = 1
    on_track(s, "Erinyes")
    at_turn(s, 0, ARES, gold=5)
    play(s, "call erinyes")
    assert legal(s) == ["erinyes 6 1", "erinyes 6 2"]
    play(s, "erinyes 6 2")
    assert s.prosp[5] == 0 and s.prosp[1] == 1


def test_cy_hcre_04_empusa_takes_the_necropolis_gold() -> None:
    s = table(m2_hades="yes")
    s.metro[7] = 2
    s.nec_gold = 5
    on_track(s, "Empusa")
    at_turn(s, 0, ARES, gold=4)
    play(s, "call empusa")
    assert s.nec_gold == 0 and s.gold[0] == 5


def test_cy_hcre_05_the_new_chiron_protects_against_more() -> None:
    """CY-HCRE-05: the Erinyes and Empusa too (Pegasus, the Giant and the Harpy as before)."""
    s = table(m2_hades="yes")
    s.prosp[5] = 1
    s.metro[5] = 2
    s.nec_gold = 2
    chiron = s.ed.creature("Chiron")
    s.fig_area[chiron] = 5
    s.fig_since[chiron] = s.cycle
    on_track(s, "Erinyes")
    on_track(s, "Empusa", 1)
    at_turn(s, 0, ARES, gold=9)
    play(s, "call erinyes", "call empusa")
    assert s.prosp[5] == 1 and s.nec_gold == 2
    assert s.ed.c_hades_text[chiron] != s.ed.c_text[chiron] and "Erinyes" in s.ed.c_hades_text[chiron]


def test_a_hero_marches_with_troops() -> None:
    """AMB-28: heroes move like troops; a march may take them along."""
    s = table()
    s.units[0] = 2
    p = hero_in_play(s, "Perseus", 0)
    put(s, 0, s.geo.area("c6"), 1)
    at_turn(s, 0, ARES, gold=2)
    assert "march 1 4 0 0 perseus" in legal(s) and "march 1 4 2 0 perseus" in legal(s)
    play(s, "march 1 4 1 0 perseus")
    assert s.hero_area[p] == 3 and s.units[3] == 1 and s.own[3] == 0
