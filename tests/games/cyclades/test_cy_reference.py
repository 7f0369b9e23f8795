"""Cyclades' reference at hand: the glossary of everything on the table (with the edition's
costs), the picture tied to it, and goals in words read from a seat's view (CY-GEN-02,
CY-WIN-02..04, CY-MET-01/02)."""

from __future__ import annotations

import copy

from tabletome.engine import reference
from tabletome.engine.reference import Reference
from tabletome.games.cyclades.reference import creature_key, glossary, goals

from ..reference_checks import check_picture, check_words, goals_text, positions, views
from .helpers import GAME, build, clear, edition_with, isl, new, put


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
    assert {creature_key(n) for n in ed.c_names} <= keys
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
    for name, text, fig in zip(ed.c_names, ed.c_text, ed.c_fig, strict=True):
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
