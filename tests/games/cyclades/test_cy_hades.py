"""Module 2, Hades and the undead (CY-HADES), and the Necropolis (CY-NEC); the Hades box in
general (CY-HX) and where its steps come in the cycle (CY-CYC-03)."""

from __future__ import annotations

import pytest

from tabletome.engine import IllegalAction
from tabletome.games.cyclades import flow, hades, rules, turns
from tabletome.games.cyclades.data import PORT, TEMPLE
from tabletome.games.cyclades.state import HADES

from .helpers import (
    ARES,
    GAME,
    POSEIDON,
    ZEUS,
    at_offerings,
    build,
    clear,
    edition_with,
    gods_up,
    legal,
    new,
    play,
    put,
)


def hades_turn(gold: int = 10, **options):
    """Blue holds Hades this cycle, with island 1 (a4 b5) and a fleet on c6."""
    s = clear(new(5, 2, m2_hades="yes", **options))
    put(s, 0, 0, 1)
    put(s, 0, s.geo.area("c6"), 1)
    gods_up(s, POSEIDON, ARES, ZEUS)
    s.hades_at = 3
    s.gold[0] = gold
    s.stack = [flow.Cycles(), flow.CycleEnd(), turns.GodTurn(0, HADES)]
    s.changed()
    return s


def test_cy_hx_01_02_the_modules_are_options_of_the_base_game() -> None:
    """CY-HX-01, CY-HX-02: each module on its own or with the others; the base game without any."""
    names = {o.name for o in GAME.options}
    assert {"m1_free_placement", "m2_hades", "m3_heroes", "m4_favours", "theater"} <= names
    modules = ("m1_free_placement", "m2_hades", "m3_heroes", "m4_favours", "theater")
    assert all(o.default == "no" for o in GAME.options if o.name in modules)
    s = new(4, 1, m2_hades="yes", m3_heroes="yes")
    assert s.view(0)["modules"] == ["Hades", "heroes"]


def test_cy_hx_03_04_05_the_box_components_are_edition_data() -> None:
    """CY-HX-03, CY-HX-04, CY-HX-05."""
    ed = new(4).ed
    assert (ed.hades.undead_troops, ed.hades.undead_fleets) == (5, 5)
    assert len([c for c in ed.c_deck if c == "hero"]) == 6 and len([c for c in ed.c_deck if c == "hades"]) == 4
    assert ed.n_priestesses == 8 and len(ed.item_names) == 10 and len(ed.favour_names) == 8 and ed.n_theaters == 4


def test_cy_hx_06_empusa_only_with_hades() -> None:
    empusa = new(4).ed.creature("Empusa")
    assert empusa not in new(4, 1, m3_heroes="yes").cdeck
    s = new(4, 1, m3_heroes="yes", m2_hades="yes")
    assert empusa in s.cdeck + s.ctrack


def test_cy_hades_01_02_03_the_column_advances_by_both_dice_before_phase_2() -> None:
    """CY-HADES-01, CY-HADES-02, CY-HADES-03, CY-CYC-03."""
    ed = edition_with(lambda d: d["dice"].update(faces=[2]))
    s = GAME.new_state({"players": 4, "m2_hades": "yes"}, 1, ed)
    assert s.hades_col == 4
    assert s.view(1)["hades"] == {"column": 4, "threshold": 9, "in_play": False, "covers": None, "offer": None}
    s.enable_log()
    s.stack = [flow.Cycles()]
    s.changed()
    s.settle()
    text = [t for _, t in s.log]
    rolled = next(i for i, t in enumerate(text) if t.startswith("The Hades column advances 4"))
    dealt = next(i for i, t in enumerate(text) if t.startswith("The gods this cycle"))
    track = next(i for i, t in enumerate(text) if "creature track" in t)
    assert track < rolled < dealt and s.hades_col == 8


def test_cy_hades_04_landing_exactly_on_nine_brings_hades() -> None:
    """CY-HADES-04: "Se a coluna chegar ou ultrapassar o espaço 9": reaching 9 is enough."""
    ed = edition_with(lambda d: d["dice"].update(faces=[3]))
    s = GAME.new_state({"players": 4, "m2_hades": "yes"}, 1, ed)
    s.hades_col = 2  # 2 + 3 + 3 = 8: not yet
    s.stack = [flow.Cycles()]
    s.changed()
    s.settle()
    assert s.hades_col == 8 and s.hades_at == -1
    s.hades_col = 3  # 3 + 3 + 3 = 9: exactly on the space
    s.stack = [flow.Cycles()]
    s.changed()
    s.settle()
    assert s.hades_col == 9 and s.hades_at >= 0 and any(o.startswith("offer hades") for o in legal(s))


def test_cy_hades_04_05_06_07_reaching_nine_hades_covers_the_god_above_apollo() -> None:
    """CY-HADES-04, CY-HADES-05, CY-HADES-06, CY-HADES-07. CY-HADES-04..07, AMB-38: the lowest face-up god; he takes offerings in its place."""
    ed = edition_with(lambda d: d["dice"].update(faces=[3]))
    s = GAME.new_state({"players": 4, "m2_hades": "yes"}, 1, ed)
    s.hades_col = 6  # CY-HADES-05: 6 + 3 + 3 reaches past 9
    s.stack = [flow.Cycles()]
    s.changed()
    s.settle()
    assert s.hades_col == 12 and s.hades_at == 2 and not s.god_up[2]
    gods = [g["god"] for g in s.view(0)["gods"]]
    assert s.view(0)["hades"]["covers"] == gods[2]
    assert any(o.startswith("offer hades") for o in legal(s)) and not any(
        o.startswith(f"offer {s.ed.god_names[s.gods[2]].lower()}") for o in legal(s)
    )
    assert len(flow.available_gods(s)) == 3  # the number of gods does not change


def test_cy_hades_08_11_12_13_14_undead_first_free_then_1_2_3_4() -> None:
    """CY-HADES-08, CY-HADES-11, CY-HADES-12, CY-HADES-13, CY-HADES-14: 2 fleets and 2 troops for 6 GP."""
    s = hades_turn(gold=20)
    play(s, "undead fleet c6", "undead fleet b4", "undead troop 1", "undead troop 1")
    assert s.gold[0] == 20 - 6 and s.undead[0] == 2 and s.undead[s.geo.area("c6")] == 1
    play(s, "undead troop 1")
    assert s.gold[0] == 10 and not any(o.startswith("undead") for o in legal(s))
    with pytest.raises(IllegalAction, match="at most 5 undead"):
        play(s, "undead troop 1")


def test_cy_hades_15_a_supply_of_five_of_each() -> None:
    """CY-HADES-15, AMB-22: troops on his islands, fleets next to them."""
    s = hades_turn(gold=20)
    s.undead[0] = 5
    s.changed()
    assert not any(o.startswith("undead troop") for o in legal(s)) and "undead fleet c6" in legal(s)
    assert not any(o == "undead troop 2" for o in legal(s))


def test_cy_hades_16_hades_recruits_no_normal_unit_builds_only_the_necropolis() -> None:
    s = hades_turn()
    verbs = {o.split()[0] for o in legal(s)}
    assert "necropolis" in verbs and not verbs & {"troop", "fleet", "port", "fortress", "temple", "university"}


def test_cy_hades_17_18_moves_as_ares_and_poseidon_with_at_least_one_undead() -> None:
    """CY-HADES-17, CY-HADES-18, AMB-27: undead fleets make chains too."""
    s = hades_turn(gold=10)
    s.units[0] = 2
    play(s, "undead troop 1")
    marches = [o for o in legal(s) if o.startswith("march")]
    assert marches and all(int(o.split()[4]) >= 1 for o in marches)
    assert "march 1 4 1" not in legal(s) and "march 1 4 1 1" in legal(s)
    with pytest.raises(IllegalAction, match="at least one undead"):
        play(s, "march 1 4 2")
    play(s, "march 1 4 1 1")
    assert s.own[3] == 0 and s.units[3] == 1 and s.undead[3] == 1 and s.gold[0] == 9
    s.units[s.geo.area("c6")] = 0
    s.undead[s.geo.area("c6")] = 1  # only an undead fleet left in the chain
    s.changed()
    assert any(o.startswith("march 4 1") for o in legal(s))


def test_cy_hades_19_20_undead_count_one_and_the_hades_player_chooses_his_losses() -> None:
    """CY-HADES-19, CY-HADES-20."""
    ed = edition_with(lambda d: d["dice"].update(faces=[0]))
    s = GAME.new_state({"players": 5, "m2_hades": "yes"}, 2, ed)
    clear(s)
    put(s, 0, 0, 1)
    s.undead[0] = 1
    put(s, 0, s.geo.area("c6"), 1)
    put(s, 1, 3, 3)  # green holds island 4 with 3 troops, and island 13
    put(s, 1, 12, 1)
    gods_up(s, POSEIDON, ARES, ZEUS)
    s.hades_at = 3
    s.gold[0] = 5
    s.stack = [flow.Cycles(), flow.CycleEnd(), turns.GodTurn(0, HADES)]
    s.changed()
    play(s, "march 1 4 1 1")  # 2 against 3: blue loses the round
    assert legal(s) == ["lose troop", "lose undead"]
    play(s, "lose undead")
    assert s.stack[-1].force == 1 and s.stack[-1].undead == 0


def test_cy_hades_09_21_after_apollo_the_undead_leave_and_the_column_resets() -> None:
    """CY-HADES-09, CY-HADES-21, AMB-27: an island taken with undead stays taken."""
    s = hades_turn()
    s.hades_col = 11
    s.undead[3] = 2
    s.own[3] = 0
    c6 = s.geo.area("c6")
    s.units[c6] = 0
    s.undead[c6] = 1
    play(s, "end")
    assert sum(s.undead) == 0 and s.own[3] == 0 and s.own[c6] == -1 and s.hades_at == -1 and s.hades_col < 11


def test_cy_hades_10_hades_appears_now_and_then() -> None:
    """CY-HADES-10 (informative): over random games Hades comes every few cycles."""
    from tabletome.engine import Rng

    appearances = cycles = 0
    for seed in range(6):
        s = new(4, seed, m2_hades="yes")
        rng = Rng(seed)
        seen = -1
        while s.to_move is not None:
            if s.hades_at >= 0 and s.cycle != seen:
                appearances += 1
                seen = s.cycle
            legal_now = s.legal_actions()
            s.apply(legal_now[rng.below(len(legal_now))])
        cycles += s.cycle
    assert 0.1 < appearances / cycles < 0.5


def test_cy_nec_01_02_03_on_his_island_over_its_metropolis_space() -> None:
    """CY-NEC-01, CY-NEC-02, CY-NEC-03, AMB-23: 2 GP; what stood there is destroyed, a Metropolis too."""
    s = hades_turn(gold=5)
    s.metro[0] = 1
    s.own[1] = 0
    build(s, 1, PORT, TEMPLE, TEMPLE)
    play(s, "necropolis 1")
    assert s.metro[0] == hades.NECROPOLIS and s.gold[0] == 3 and rules.metropolises(s, 0) == 0
    play(s, "necropolis 2")  # CY-NEC-09: moved, only one on the board
    assert s.metro[0] == 0 and s.metro[1] == hades.NECROPOLIS
    assert s.bld[s.bld_off[1] : s.bld_off[1] + 2] == [-1, -1] and TEMPLE in s.bld[s.bld_off[1] + 2 : s.bld_off[2]]


def test_cy_nec_04_05_normal_units_removed_put_gold_on_it() -> None:
    """CY-NEC-04, CY-NEC-05, AMB-25: a battle's losses, the Harpy; not undead, not a retreat."""
    s = hades_turn()
    s.metro[5] = hades.NECROPOLIS
    rules.unit_lost(s, 2, 4)
    assert s.nec_gold == 1
    rules.unit_lost(s, -1, 4)
    assert s.nec_gold == 1


def test_cy_nec_06_07_08_the_controller_takes_it_in_the_next_revenue_phase() -> None:
    """CY-NEC-06, CY-NEC-07, CY-NEC-08: whoever holds the island then, even after Hades left."""
    s = hades_turn()
    s.metro[0] = hades.NECROPOLIS
    s.nec_gold = 4
    s.own[0] = 3  # black took the island
    gold = s.gold[3]
    play(s, "end")
    assert s.nec_gold == 0 and s.gold[3] == gold + 4 + rules.revenue(s, 3) and s.metro[0] == hades.NECROPOLIS


def moved_necropolis(**options):
    """Blue moves the Necropolis, with 3 GP on it, from island 6 (green's) to his island 1."""
    s = hades_turn(**options)
    s.metro[5] = hades.NECROPOLIS
    s.own[5] = 1
    s.nec_gold = 3
    play(s, "necropolis 1")
    return s


def test_cy_nec_09_a_new_hades_holder_moves_it_leaving_its_gold() -> None:
    """CY-NEC-09, AMB-24: "removerá a Necrópole de sua posição atual (deixando as Moedas que lá
    estejam)": the GP stay on the old island; its controller takes them in the next revenue phase."""
    s = moved_necropolis()
    assert s.metro[5] == 0 and s.metro[0] == hades.NECROPOLIS and s.nec_gold == 0
    assert s.nec_left[5] == 3 and s.view(2)["board"]["islands"][5]["necropolis_gold_left"] == 3
    green, blue = s.gold[1], s.gold[0]
    play(s, "end")  # the cycle ends; the next revenue phase pays them to green
    assert s.nec_left[5] == 0 and s.gold[1] == green + 3 + rules.revenue(s, 1)
    assert s.gold[0] == blue + rules.revenue(s, 0)


def test_cy_nec_09_left_gold_back_to_the_bank_option() -> None:
    """The text does not say who takes the GP left behind: option m2_left_gp=bank returns them."""
    s = moved_necropolis(m2_left_gp="bank")
    assert s.nec_gold == 0 and s.nec_left[5] == 0


def test_cy_nec_09_version_1_moved_the_gold_with_it() -> None:
    """Rules version 1 (legacy option necropolis_gp=along): the GP went with the Necropolis."""
    s = moved_necropolis(necropolis_gp="along")
    assert s.metro[0] == hades.NECROPOLIS and s.nec_gold == 3 and s.nec_left[5] == 0


def test_cy_nec_10_the_necropolis_is_no_building_of_a_metropolis() -> None:
    s = hades_turn()
    s.metro[0] = hades.NECROPOLIS
    from tabletome.games.cyclades.metropolis import building_set

    assert not building_set(s, 0) and rules.metropolises(s, 0) == 0


def test_cy_cyc_03_module_steps_in_the_cycle() -> None:
    """CY-CYC-03: the Hades roll between phases 1 and 2; the upkeep right after phase 3."""
    s = new(4, 1, m2_hades="yes", m3_heroes="yes")
    s.stack = [flow.Cycles()]
    s.changed()
    order = []
    original = {c: c.run for c in (flow.CreatureTrack, hades.HadesRoll, flow.GodsTrack, flow.Revenue)}
    from tabletome.games.cyclades.heroes import UpkeepStart

    original[UpkeepStart] = UpkeepStart.run
    try:
        for cls, run in original.items():
            cls.run = (lambda r, c: lambda self, st: (order.append(c.__name__), r(self, st)))(run, cls)  # type: ignore[method-assign]
        s.settle()
    finally:
        for cls, run in original.items():
            cls.run = run  # type: ignore[method-assign]
    assert order == ["CreatureTrack", "HadesRoll", "GodsTrack", "Revenue", "UpkeepStart"]


def test_offering_to_hades_and_paying_him() -> None:
    """CY-HADES-07: Hades receives offerings like any god."""
    s = new(4, 1, m2_hades="yes")
    gods_up(s, ZEUS, ARES, POSEIDON)
    s.hades_at = 2
    s.god_up[2] = False
    at_offerings(s, [0, 1, 2, 3], [10] * 4)
    play(s, "offer hades 3", "offer zeus 1", "offer ares 1", "apollo")
    assert s.offer_seat[HADES] == 0 and s.gold[0] == 7
    assert isinstance(s.stack[-1], turns.GodTurn) and s.stack[-1].god == ZEUS
