"""Module 4, divine favours, priestesses and magic items (CY-FAV), the Theater (CY-THEA) and the
FAQ's answers about them (CY-FAQ-08/09/10)."""

from __future__ import annotations

import pytest

from tabletome.engine import IllegalAction, Rng
from tabletome.games.cyclades import flow, rules, turns
from tabletome.games.cyclades.battle import Battle
from tabletome.games.cyclades.data import PORT, TEMPLE, UNIVERSITY
from tabletome.games.cyclades.rules import THEATER

from .helpers import (
    ARES,
    GAME,
    POSEIDON,
    ZEUS,
    at_offerings,
    at_turn,
    build,
    clear,
    edition_with,
    gods_up,
    legal,
    new,
    play,
    put,
)


def favour_named(s, god: str) -> int:
    return s.ed.favour_names.index(god)


def item_named(s, item: str) -> int:
    return s.ed.item_names.index(item)


def on_track(s, name: str) -> None:
    card = s.ed.creature(name)
    if card in s.cdeck:
        s.cdeck.remove(card)
    s.ctrack = [c if c != card else -1 for c in s.ctrack]
    s.ctrack[0] = card


def table(**options):
    s = clear(new(5, 2, m4_favours="yes", **options))
    put(s, 0, 0, 1)
    put(s, 0, 1, 1)
    return s


def test_cy_fav_01_piles_at_the_start() -> None:
    s = new(4, 1, m4_favours="yes")
    assert sorted(s.item_deck) == list(range(10)) and s.priestess == [0] * 4
    assert len(s.favours) + (s.favour >= 0) + len(s.favour_disc) == 7  # the Theater's favour only with Theaters
    assert len(new(4, 1, m4_favours="yes", theater="yes").favours) + 1 == 8


def test_cy_fav_04_05_06_a_favour_beside_the_god_above_apollo_none_when_hades_enters() -> None:
    """CY-FAV-04, CY-FAV-05, CY-FAV-06, AMB-38."""
    s = new(4, 3, m4_favours="yes")
    assert s.favour >= 0 and s.view(0)["favour"]["beside"] == s.view(0)["gods"][2]["god"]
    ed = edition_with(lambda d: d["dice"].update(faces=[3]))
    h = GAME.new_state({"players": 4, "m4_favours": "yes", "m2_hades": "yes"}, 3, ed)
    h.hades_col = 6
    h.favour_disc = [h.favour]
    h.favour = -1
    h.stack = [flow.Cycles()]
    h.changed()
    h.settle()
    assert h.hades_at >= 0 and h.favour == -1 and len(h.favours) == 7 and h.favour_disc == []


def test_cy_fav_07_the_winner_takes_the_bonus_and_the_power_once() -> None:
    """CY-FAV-07, AMB-30: the bonus when offerings are paid; the power once in that god's turn."""
    s = table()
    gods_up(s, POSEIDON, ARES, ZEUS, turns.ATHENA)
    s.favour = favour_named(s, "Hera")  # a priestess and a free troop (stand-ins)
    at_offerings(s, [0, 1, 2, 3, 4], [9] * 5)
    play(s, "offer athena 2", "offer zeus 1", "offer ares 1", "offer poseidon 1", "apollo")
    assert s.priestess[0] == 1  # paid: the bonus
    while s.to_move != 0:
        play(s, "end")
    assert s.stack[-1].god == turns.ATHENA and "favour" in legal(s)
    play(s, "favour", "troop 2")
    assert s.units[1] == 2 and s.favour_used and "favour" not in legal(s)
    with pytest.raises(IllegalAction, match="CY-FAV-06/07"):
        play(s, "favour")


def test_cy_fav_08_the_tile_is_discarded_at_the_end_of_the_action_phase() -> None:
    s = table()
    s.favour = favour_named(s, "Demeter")
    at_turn(s, 0, ARES, gold=0)
    play(s, "end")
    assert favour_named(s, "Demeter") in s.favour_disc and (s.favour != favour_named(s, "Demeter"))


def test_cy_fav_02_a_priestess_pays_a_heros_upkeep() -> None:
    s = table(m3_heroes="yes")
    h = s.ed.creature("Achilles")
    s.hero_area[h], s.hero_owner[h] = 0, 0
    s.priestess[0] = 1
    s.gold[0] = 0
    s.stack = [flow.Cycles()]
    s.changed()
    s.settle()
    assert legal(s) == ["priestess achilles", "release achilles"]
    play(s, "priestess achilles")
    assert s.priestess[0] == 0 and s.hero_area[h] == 0 and s.gold[0] == rules.revenue(s, 0)


def test_cy_fav_03_a_priestess_keeps_a_figurine_one_more_cycle() -> None:
    s = table()
    mino = s.ed.creature("Minotaur")
    s.fig_area[mino], s.fig_owner[mino], s.fig_since[mino] = 3, 0, s.cycle - 1
    s.priestess[0] = 1
    s.stack = [flow.Cycles(), flow.CycleEnd(), turns.Turns(((0, ARES),))]
    s.changed()
    s.settle()
    assert legal(s) == ["priestess minotaur", "let minotaur"]
    play(s, "priestess minotaur")
    assert s.fig_area[mino] == 3 and s.fig_since[mino] == s.cycle and s.priestess[0] == 0


def test_cy_fav_09_13_a_magic_item_used_once_the_trident_in_a_sea_battle() -> None:
    """CY-FAV-09, CY-FAV-13 (the Trident's +2 is a stand-in)."""
    ed = edition_with(lambda d: d["dice"].update(faces=[0]))
    s = GAME.new_state({"players": 5, "m4_favours": "yes"}, 2, ed)
    clear(s)
    trident = item_named(s, "Poseidon's Trident")
    s.items[0] = [trident]
    a, b = s.geo.area("a1"), s.geo.area("a2")
    put(s, 0, a, 1)
    put(s, 1, b, 2)
    put(s, 0, 0, 1)
    at_turn(s, 0, POSEIDON, gold=1)
    play(s, "sail a1 1", "to a2")
    assert legal(s) == ["use poseidonstrident", "pass"]
    play(s, "use poseidonstrident")  # 1 + 2 against 2: green loses a fleet
    assert s.units[b] == 1 and s.items[0] == [] and trident in s.item_disc


def test_cy_fav_10_hephaestus_keeps_an_item_face_down() -> None:
    """CY-FAV-10: the others see how many, not which."""
    s = table()
    s.favour = favour_named(s, "Hephaestus")
    s.offer_seat[ARES] = 0
    gods_up(s, POSEIDON, ARES)
    at_turn(s, 0, ARES, gold=0)
    play(s, "favour")
    assert len(s.hidden_items[0]) == 1
    item = s.ed.item_names[s.hidden_items[0][0]]
    assert s.view(0)["seats"][0]["hidden_items"] == [item] and s.view(1)["seats"][0]["hidden_items"] == 1
    for k in range(10):
        w = s.determinize(1, Rng(k))
        assert w.view(1) == s.view(1)


def test_cy_fav_11_12_faq_10_demeter_one_gp_per_island_when_he_likes() -> None:
    """CY-FAV-11, CY-FAV-12, CY-FAQ-10."""
    s = table()
    assert {"Hera", "Hermes", "Aphrodite", "Demeter", "Hephaestus"} <= set(s.ed.favour_names)
    s.favour = favour_named(s, "Demeter")
    gods_up(s, POSEIDON, ARES)
    s.offer_seat[ARES] = 0
    s.amazons[0] = 1  # the Secret Island counts for nothing (CY-FAQ-11)
    at_turn(s, 0, ARES, gold=0)
    play(s, "troop 1", "favour")
    assert s.gold[0] == 2


def test_cy_fav_14_faq_09_the_sphinx_pays_nothing_for_priestesses() -> None:
    """CY-FAV-14, CY-FAQ-09, AMB-40."""
    s = table()
    s.priestess[0] = 2
    s.priest[0] = 1
    on_track(s, "Sphinx")
    at_turn(s, 0, ARES, gold=4)
    play(s, "call sphinx")
    assert "sell card priest" in legal(s) and not any("priestess" in o for o in legal(s))
    assert s.view(0)["seats"][0]["priests"] == 1  # priestesses are no priests for offerings either
    from tabletome.games.cyclades.flow import bid_cost

    assert bid_cost(s, 0, 5) == 4


def test_cy_fav_15_without_hades_a_favour_every_cycle() -> None:
    s = new(4, 5, m4_favours="yes")
    seen = set()
    rng = Rng(5)
    while s.to_move is not None and s.cycle < 6:
        if s.cycle not in seen:
            seen.add(s.cycle)
            assert s.favour >= 0
        legal_now = s.legal_actions()
        s.apply(legal_now[rng.below(len(legal_now))])


def test_cy_thea_01_02_a_theater_stands_in_for_a_missing_type() -> None:
    """CY-THEA-01, CY-THEA-02."""
    from tabletome.games.cyclades.metropolis import building_set

    s = table(theater="yes")
    build(s, 1, PORT, THEATER, THEATER)
    assert not building_set(s, 0)
    build(s, 0, UNIVERSITY)
    assert building_set(s, 0)


def test_cy_thea_03_faq_08_the_giant_destroys_a_theater_never_the_necropolis() -> None:
    """CY-THEA-03, CY-FAQ-08."""
    s = table(theater="yes", m2_hades="yes")
    build(s, 1, THEATER)
    s.metro[0] = 2
    on_track(s, "Giant")
    at_turn(s, 0, ARES, gold=4)
    play(s, "call giant")
    assert s.bld.count(THEATER) == 0 and s.metro[0] == 2


def test_cy_thea_04_the_cyclops_never_makes_a_theater() -> None:
    s = table(theater="yes")
    build(s, 1, TEMPLE)
    on_track(s, "Cyclops")
    at_turn(s, 0, ARES, gold=4)
    play(s, "call cyclops")
    assert not any(o.endswith("theater") for o in legal(s)) and any(o.startswith("change 2 temple") for o in legal(s))


def test_cy_thea_05_amb_32_a_stand_in_favour_builds_the_theater() -> None:
    """CY-THEA-05, AMB-32: the option's stand-in favour, 2 GP, like a building."""
    s = table(theater="yes")
    s.favour = favour_named(s, "Favour 6 (stand-in)")
    gods_up(s, POSEIDON, ARES)
    s.offer_seat[ARES] = 0
    at_turn(s, 0, ARES, gold=2)
    play(s, "favour", "theater 2")
    assert s.bld.count(THEATER) == 1 and s.gold[0] == 0


def test_battle_items_are_asked_of_any_holder_whatever_his_items() -> None:
    """A seat holding items is asked before every round, whether they fit or not: who is asked
    tells nothing of a face-down item (the engine's stops rule)."""
    s = table()
    s.hidden_items[1] = [item_named(s, "Item 3 (stand-in)")]  # not a battle item
    put(s, 1, 3, 1)
    put(s, 1, 4, 1)
    battle = Battle(0, 1, 3, 2)
    s.stack = [flow.Cycles(), flow.CycleEnd(), battle]
    s.changed()
    s.settle()
    assert s.to_move == 1 and legal(s) == ["pass"]
