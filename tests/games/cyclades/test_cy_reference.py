"""Cyclades' reference at hand: the glossary of everything on the table (with the edition's
costs), the picture tied to it, and goals in words read from a seat's view (CY-GEN-02,
CY-WIN-02..04, CY-MET-01/02)."""

from __future__ import annotations

import copy

from tabletome.engine import reference
from tabletome.engine.reference import Reference
from tabletome.games.cyclades.reference import (
    card_key,
    creature_key,
    favour_key,
    glossary,
    goals,
    hero_key,
    item_key,
    new_card_key,
)

from ..reference_checks import check_picture, check_words, goals_text, positions, views
from .helpers import GAME, at_offerings, at_turn, build, clear, edition_with, isl, new, put


def entries() -> dict[str, reference.Entry]:
    return {e.key: e for e in reference.glossary(GAME)}


def test_the_game_gives_a_reference() -> None:
    assert isinstance(GAME, Reference)


def test_keys_are_unique_and_every_clause_cited_exists() -> None:
    by_kind = check_words(GAME)  # unique keys, no clause id in the words, every cited id in clauses.md
    known = {c.id for c in reference.clauses(GAME)}
    assert known and all(e.clauses for e in reference.glossary(GAME))
    assert {"god", "building", "creature", "card", "track", "unit", "board", "dice"} <= set(by_kind)
    assert all(set(e.clauses) <= known for e in reference.glossary(GAME))


def test_cy_comp_every_component_has_an_entry() -> None:
    """CY-COMP-05/06/09/10: gods, buildings, creatures; and the rest of the table."""
    keys = set(entries())
    assert {f"god:{g}" for g in ("poseidon", "ares", "zeus", "athena", "apollo")} <= keys
    assert {f"building:{b}" for b in ("port", "fortress", "temple", "university", "metropolis")} <= keys
    ed = new().ed
    assert {card_key(n) for n in ed.c_names} <= keys
    assert {"card:philosopher", "card:priest", "prosperity", "cornucopia", "island", "sea", "fleet", "troop"} <= keys
    assert {"track:gods", "track:turn", "track:creatures", "space:apollo", "dice", "gold", "screen"} <= keys


def test_cy_pos_ares_zeus_athena_apollo_costs_come_from_the_edition() -> None:
    """CY-POS-01, CY-ARES-01, CY-ZEUS-02, CY-ATH-02, CY-APO-02, CY-BLD-01, CY-TRACK-01, CY-CMB-03."""
    e = entries()
    ed = new().ed
    assert "the first is free, the 2nd costs 1 GP, the 3rd 2 GP, the 4th 3 GP" in e["god:poseidon"].text
    assert "the first is free, the 2nd costs 2 GP, the 3rd 3 GP, the 4th 4 GP" in e["god:ares"].text
    assert f"buy one more for {ed.extra_card} GP" in e["god:zeus"].text
    assert f"buy one more for {ed.extra_card} GP" in e["god:athena"].text
    assert f"up to {ed.voyage_steps} sea spaces" in e["god:poseidon"].text
    assert f"receive {ed.apollo[0]} GP, or {ed.apollo[1]} GP if you control at most one island" in e["god:apollo"].text
    for kind in ("port", "fortress", "temple", "university"):
        assert f"for {ed.build_cost} GP" in e[f"building:{kind}"].text
    assert "Port for 2 GP" in e["god:poseidon"].text and "for 2 GP" in e["building:port"].text
    assert "4 GP, 3 GP, 2 GP" in e["track:creatures"].text
    assert "0, 1, 1, 2, 2, 3" in e["dice"].text
    assert "(4, 3 or 2 GP)" in e[creature_key("Pegasus")].text


def test_a_custom_edition_changes_the_words() -> None:
    def cheaper(data: dict) -> None:
        data["costs"]["build"] = 3
        data["costs"]["fleets"] = [0, 2]
        data["creatures"][0]["name"] = "Moirai"

    ed = edition_with(cheaper)
    e = {x.key: x for x in glossary(ed)}
    assert "for 3 GP" in e["building:port"].text and "Port for 3 GP" in e["god:poseidon"].text
    assert "the first is free, the 2nd costs 2 GP (at most 2 a turn)" in e["god:poseidon"].text
    assert "creature:moirai" in e and "creature:fates" not in e


def test_cy_cre_creature_entries_say_their_power_and_cite_their_clause() -> None:
    e = entries()
    ed = new().ed
    for card, (name, text, fig) in enumerate(zip(ed.c_names, ed.c_text, ed.c_fig, strict=True)):
        if ed.is_hero(card):
            continue
        entry = e[creature_key(name)]
        assert entry.name == name and text in entry.text
        assert ("CY-CRE-04" in entry.clauses) == fig
    assert "CY-CRE-13" in e["creature:pegasus"].clauses and "CY-CRE-21" in e["creature:kraken"].clauses


def test_search_finds_things_by_name() -> None:
    found, _ = reference.search(GAME, ["pegasus"])
    assert found and found[0].key == "creature:pegasus"
    found, _ = reference.search(GAME, ["port"])
    assert found[0].key == "building:port"


def test_every_drawn_component_names_a_glossary_entry() -> None:
    keys = set(entries())
    drawn: set[str] = set()
    for options in ({"players": "5", "track_slide": "one-space"}, {"players": "2"}):
        for s in positions(GAME, options, range(1, 6, 2), 600, 40):
            for v in views(s):
                drawn |= check_picture(GAME, v, keys)
    prefixes = {key.split(":")[0] for key in drawn}
    assert {"god", "building", "creature", "island", "sea", "fleet", "troop", "track", "card"} <= prefixes


# ---------------------------------------------------------------- goals
def test_cy_gen_02_goals_count_metropolises_philosophers_and_buildings() -> None:
    s = clear(new(4, 1))
    put(s, 0, isl(3), 1)
    put(s, 0, isl(6), 1)
    s.metro[isl(6)] = 1
    s.philo[0] = 2
    build(s, isl(3), 0, 2)  # a Port and a Temple
    text = goals_text(GAME, s.view(0))
    assert "You own 1 of the 2 Metropolises you need at the end of a cycle" in text
    assert "4 philosophers make a Metropolis: you have 2" in text
    assert "Buildings: you have Port, Temple; a Metropolis needs one of each of the four types" in text
    assert "(missing Fortress, University)" in text


def test_cy_2p_10_two_players_need_three() -> None:
    s = new(2, 1)
    assert "You own 0 of the 3 Metropolises" in goals_text(GAME, s.view(1))


def test_cy_win_04_goals_warn_of_the_last_island_and_the_leaders() -> None:
    s = clear(new(4, 1))
    put(s, 0, isl(3), 1)
    put(s, 2, isl(5), 1)
    put(s, 2, isl(6), 1)
    s.metro[isl(5)] = 1
    s.philo[1] = 3
    found = GAME.goals(s.view(0))
    lose = " ".join(found["lose"])
    assert "You hold only 1 island: losing it puts you out of the game" in lose
    assert "red owns 1 Metropolis: 2 wins at the end of the cycle" in lose
    assert "green has 3 philosophers: the 4th makes a Metropolis" in lose
    assert "Taking island 5 would give you red's Metropolis" in " ".join(found["win"])
    s.metro[isl(6)] = 1
    assert "red owns 2 Metropolises: enough to win" in goals_text(GAME, s.view(0))


def test_cy_met_05_goals_warn_when_no_metropolis_space_is_free() -> None:
    s = clear(new(4, 1))
    put(s, 0, isl(3), 1)
    s.metro[isl(3)] = 1
    assert "None of your islands has a free metropolis space" in goals_text(GAME, s.view(0))


def test_cy_gen_03_goals_do_not_depend_on_hidden_gold() -> None:
    s = new(4, 1)
    other = copy.deepcopy(s)
    other.gold[2] = 40
    assert GAME.goals(s.view(0)) == GAME.goals(other.view(0))
    assert GAME.goals(s.public_view()) == GAME.goals(other.public_view())


def test_goals_of_a_spectator_and_at_the_end() -> None:
    s = new(3, 1)
    assert "The first player to own 2 Metropolises" in goals_text(GAME, s.public_view())
    end = list(positions(GAME, {"players": "3"}, range(1, 2), 20000, 100000))[-1]
    assert end.outcome() is not None
    found = goals(end.view(0))
    assert found["win"][0].startswith("The game is over")
    assert isinstance(goals({}), dict)


def test_goals_read_real_views() -> None:
    for s in positions(GAME, {"players": "4"}, range(1, 6, 2), 600, 30):
        for v in views(s):
            goals_text(GAME, v)


# ---------------------------------------------------------------- the Hades box
BOX = {"m1_free_placement": "yes", "m2_hades": "yes", "m3_heroes": "yes", "m4_favours": "yes", "theater": "yes"}


def test_cy_hx_03_05_every_component_of_the_hades_box_has_an_entry() -> None:
    """CY-HX-03, CY-HX-04, CY-HX-05: Hades and his track, the undead, the Necropolis, the heroes, the
    new creatures, the priestesses, the favours, the magic items, the Theater; and the Secret Island
    and the free placement."""
    e = entries()
    ed = new().ed
    keys = {"god:hades", "track:hades", "undead:troop", "undead:fleet", "building:necropolis", "building:theater"}
    keys |= {"hero", "favour", "item", "card:priestess", "island:secret", "module:free-placement", "module:hades-box"}
    keys |= {hero_key(h.name) for h in ed.model.heroes} | {favour_key(f.god) for f in ed.model.favours}
    keys |= {item_key(i.name) for i in ed.model.items} | {new_card_key("Chiron")}
    keys |= {creature_key(n) for n in ("Cerberus", "Charon", "Erinyes", "Empusa")}
    assert keys <= set(e), keys - set(e)
    families = {
        "god:hades": "CY-HADES-",
        "track:hades": "CY-HADES-",
        "undead:troop": "CY-HADES-",
        "undead:fleet": "CY-HADES-",
        "building:necropolis": "CY-NEC-",
        "building:theater": "CY-THEA-",
        "hero": "CY-HERO-",
        "favour": "CY-FAV-",
        "item": "CY-FAV-",
        "card:priestess": "CY-FAV-",
        "island:secret": "CY-HERO-",
        "module:free-placement": "CY-FREE-",
        "module:hades-box": "CY-HX-",
        "creature:cerberus": "CY-HCRE-",
        "creature:charon": "CY-HCRE-",
        "creature:erinyes": "CY-HCRE-",
        "creature:empusa": "CY-HCRE-",
        "creature:chiron:new": "CY-HCRE-",
    }
    for key, family in families.items():
        assert any(c.startswith(family) for c in e[key].clauses), key


def test_cy_hero_12_13_each_hero_says_its_powers_and_marks_its_stand_ins() -> None:
    """CY-HERO-12, CY-HERO-13: a military and a sacrifice power on every hero card; the edition's
    provenance says which are stand-ins (the printed cards are not public), and so does the entry."""
    e = entries()
    for hero in new().ed.model.heroes:
        entry = e[hero_key(hero.name)]
        assert entry.kind == "hero" and entry.name == hero.name
        assert hero.military in entry.text and hero.sacrifice in entry.text
        assert {"CY-HERO-12", "CY-HERO-13"} <= set(entry.clauses)
        for field, label in (("military", "Military power"), ("sacrifice", "Sacrifice")):
            marked = f"{label} (a stand-in: the printed card is not public)" in entry.text
            assert marked == hero.is_stand_in(field), (hero.name, field)
        assert ("Its name is not public" in entry.text) == hero.is_stand_in("name")
        assert "stand-in" in entry.text or not any(hero.is_stand_in(f) for f in ("name", "military", "sacrifice"))
    assert "CY-HERO-19" in e["hero:perseus"].clauses and "CY-HERO-20" in e["hero:penthesilea"].clauses
    assert "CY-HERO-21" in e["hero:achilles"].clauses
    assert "partly a stand-in" in e["hero:penthesilea"].text  # what the Secret Island holds
    assert "2 GP of upkeep" in e["hero"].text and "no Temple discount" in e["hero"].text


def test_cy_fav_07_11_each_favour_and_item_says_its_bonus_and_power() -> None:
    """CY-FAV-07, CY-FAV-11, CY-FAV-12, CY-FAV-13: the favours' bonus and power, Demeter's and
    Hephaestus's known powers, the Trident; stand-ins are said to be stand-ins."""
    e = entries()
    ed = new().ed
    for fav in ed.model.favours:
        entry = e[favour_key(fav.god)]
        assert fav.text in entry.text and ("a priestess" if fav.bonus == "priestess" else "a magic item") in entry.text
        assert ("Power (a stand-in" in entry.text) == fav.is_stand_in("text")
        assert ("Bonus (a stand-in" in entry.text) == fav.is_stand_in("bonus")
        assert ("Its god is not public" in entry.text) == fav.is_stand_in("god")
    assert "CY-FAV-12" in e["favour:demeter"].clauses and "CY-FAV-10" in e["favour:hephaestus"].clauses
    assert e["favour:hera"].name == "Favour of Hera" and e["favour:favour6standin"].name == "Favour 6 (stand-in)"
    for item in ed.model.items:
        entry = e[item_key(item.name)]
        assert item.text in entry.text and entry.kind == "item"
        assert ("(a stand-in: the printed card is not public)" in entry.text) == item.is_stand_in("text")
    assert "CY-FAV-13" in e["item:poseidonstrident"].clauses
    assert "face down" in e["item"].text and "Sphinx pays nothing" in e["card:priestess"].text


def test_cy_hcre_01_05_the_new_creatures_and_the_new_chiron_card() -> None:
    """CY-HCRE-01..05, CY-HX-06: the creatures of Module 3; Empusa only with Hades; the new Chiron
    card replaces the base one."""
    e = entries()
    ed = new().ed
    for name, clause in (("Cerberus", "CY-HCRE-01"), ("Charon", "CY-HCRE-02"), ("Erinyes", "CY-HCRE-03")):
        assert clause in e[creature_key(name)].clauses and "Module 3" in e[creature_key(name)].text
    assert {"CY-HCRE-04", "CY-HX-06"} <= set(e["creature:empusa"].clauses)
    assert "only when Hades (Module 2) is played too" in e["creature:empusa"].text
    chiron = ed.creature("Chiron")
    new_card = e[new_card_key("Chiron")]
    assert ed.c_hades_text[chiron] in new_card.text and "CY-HCRE-05" in new_card.clauses
    assert "a new card replaces it" in e["creature:chiron"].text


def test_cy_hades_04_12_nec_02_box_words_come_from_the_edition() -> None:
    """CY-HADES-04, CY-HADES-12, CY-NEC-02, CY-HERO-09: threshold, undead prices, the Necropolis,
    the upkeep; a stand-in price says so."""
    e = entries()
    assert "reaches space 9" in e["god:hades"].text and "or passes space 9" in e["track:hades"].text
    assert "the first is free, the 2nd costs 1 GP, the 3rd 2 GP, the 4th 3 GP, the 5th 4 GP" in e["god:hades"].text
    assert "for 2 GP (a stand-in price: the rulebook gives none)" in e["building:necropolis"].text

    def harder(data: dict) -> None:
        data["hades"]["threshold"] = 7
        data["hades"]["necropolis"] = 3
        data["hades"]["provenance"]["necropolis"] = "[X] printed"
        data["heroes_rules"]["upkeep"] = 3
        data["heroes"][0]["name"] = "Theseus"

    custom = {x.key: x for x in glossary(edition_with(harder))}
    assert "reaches space 7" in custom["god:hades"].text
    assert "builds it for 3 GP on" in custom["building:necropolis"].text
    assert "3 GP of upkeep" in custom["hero"].text and "hero:theseus" in custom and "hero:perseus" not in custom


def test_every_drawn_component_of_the_hades_box_names_a_glossary_entry() -> None:
    keys = set(entries())
    drawn: set[str] = set()
    for players in ("4", "5"):
        for s in positions(GAME, {"players": players, **BOX}, range(1, 6, 2), 900, 25):
            for v in views(s):
                drawn |= check_picture(GAME, v, keys)
                goals_text(GAME, v)
    assert {"track:hades", "god:hades", "undead:troop", "undead:fleet", "favour", "card:priestess"} <= drawn
    assert any(k.startswith("hero:") for k in drawn) and any(k.startswith("item:") for k in drawn)
    assert any(k.startswith("favour:") for k in drawn) and "module:hades-box" in drawn


# ---- goals with the Hades box
def test_cy_hades_03_04_goals_say_when_hades_may_come() -> None:
    """CY-HADES-03, CY-HADES-04: two dice of 0 to 3 a cycle; he enters on space 9 or more."""
    s = clear(new(4, 1, **BOX))
    put(s, 0, isl(3), 1)
    s.hades_col = 6
    assert "Hades at 6 of 9: he may come next cycle (the dice add 0 to 6)." in goals_text(GAME, s.view(0))
    s.hades_col = 2
    assert "Hades at 2 of 9: he cannot come next cycle." in goals_text(GAME, s.view(0))
    s.hades_col = 9
    assert "Hades at 9 of 9: he enters this cycle." in goals_text(GAME, s.public_view())
    s.hades_col, s.hades_at = 11, 1
    s.god_up[1] = False
    covered = s.ed.god_names[s.gods[1]]
    lose = GAME.goals(s.view(0))["lose"]
    assert f"Hades is in play this cycle, over {covered}: his undead leave the board when the cycle ends." in lose
    assert "Hades" not in goals_text(GAME, new(4, 1).view(0)), "no Hades without Module 2"


def test_cy_hero_09_15_goals_say_the_upkeep_due_and_the_sacrifices() -> None:
    """CY-HERO-09, CY-HERO-10, CY-HERO-15, CY-FAV-02: the upkeep after the next revenue (or a
    priestess), due now in the upkeep step; a hero recruited in an earlier cycle may be sacrificed."""
    s = clear(new(4, 1, **BOX))
    put(s, 0, isl(3), 1)
    perseus, achilles = s.ed.creature("Perseus"), s.ed.creature("Achilles")
    for h, since in ((perseus, s.cycle - 1), (achilles, s.cycle)):
        s.hero_area[h], s.hero_owner[h], s.hero_since[h] = isl(3), 0, since
    text = goals_text(GAME, s.view(0))
    assert "Your heroes Perseus and Achilles will cost 4 GP of upkeep (2 GP each) after the next revenue phase" in text
    assert "Perseus may be sacrificed in your turn (not with Apollo)" in text and "Achilles may be" not in text
    s.priestess[0] = 1
    assert "after the next revenue phase, or a priestess each (you have 1);" in goals_text(GAME, s.view(0))
    view = s.view(0)
    view["decisions"].append({"step": "upkeep", "heroes": ["Perseus"]})
    assert "Upkeep is due now: 2 GP for Perseus, or a priestess (you have 1)" in goals_text(GAME, view)
    s.hero_area[achilles] = -1
    assert "Your hero Perseus will cost 2 GP of upkeep after the next revenue phase, or a priestess (you have 1)" in (
        goals_text(GAME, s.view(0))
    )
    assert "upkeep" not in goals_text(GAME, s.view(1)), "another seat's heroes are not yours to pay"


def test_cy_fav_05_06_goals_say_the_favour_you_could_win() -> None:
    """CY-FAV-05, CY-FAV-06, CY-FAV-07: the favour beside the lowest face-up god goes to its winner."""
    s = at_offerings(new(4, 1, **BOX), [0, 1, 2, 3])
    s.favour = 3  # Demeter
    view = s.view(0)
    beside = view["favour"]["beside"]
    text = goals_text(GAME, view)
    assert (
        f"Win {beside} in the offerings to take the Favour of Demeter: a magic item, and once in your {beside}" in text
    )
    assert "Take 1 GP for each island you control" in text
    god = next(g for g in range(4) if s.ed.god_names[g] == beside)
    s = at_turn(s, 0, god, 10)
    s.offer_seat[god] = 0
    assert f"The Favour of Demeter is yours: use its power once in your {beside} turn" in goals_text(GAME, s.view(0))
    assert "Favour of Demeter" not in goals_text(GAME, s.view(1))
    s.favour_used = True
    assert "You have used the power of the Favour of Demeter this cycle." in goals_text(GAME, s.view(0))


def test_cy_hero_20_thea_01_goals_count_the_secret_island_theaters_and_the_necropolis() -> None:
    """CY-HERO-20, CY-THEA-01, CY-NEC-06: the Secret Island's free metropolis space, Theaters that
    stand in for a missing type, the GP waiting on the Necropolis."""
    s = clear(new(4, 1, **BOX))
    put(s, 0, isl(3), 1)
    s.metro[isl(3)] = 1
    s.amazons[0] = 1
    text = goals_text(GAME, s.view(0))
    assert "Your Secret Island of the Amazons has a free metropolis space." in text
    assert "None of your islands has a free metropolis space" not in text
    put(s, 2, isl(5), 1)
    put(s, 2, isl(6), 1)
    build(s, isl(5), 0, 4)  # a Port and a Theater
    build(s, isl(6), 1)  # a Fortress
    assert "red's buildings and 1 Theater lack one type: a Temple or a University would make a Metropolis." in (
        goals_text(GAME, s.view(0))
    )
    build(s, isl(3), 4)
    assert "you have none and 1 Theater (each stands in for a missing type)" in goals_text(GAME, s.view(0))
    s.metro[isl(5)] = 2
    s.nec_gold = 3
    assert "The Necropolis on island 5 holds 3 GP: taking the island before the next revenue takes them." in (
        goals_text(GAME, s.view(0))
    )
    assert "The Necropolis on your island 5 holds 3 GP" in goals_text(GAME, s.view(2))
