"""usage.py names the components of the box a move uses, as the game's own narration names them;
its catalogue lists what the options bring; and the scripted players use every one of them with
every module on (issue 38)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import cache

import pytest

from tabletome.agents import make_agent
from tabletome.engine.actions import Action
from tabletome.engine.agent import decide
from tabletome.games.cyclades import GAME, usage

EVERY = usage.every_module()
# The first 40 seeds hold every component with every module on (benchmarks/usage.py gives how
# often each is used: Poseidon's Trident, a naval battle's item, is the rarest, about 1 game in 50).
SEEDS = range(1, 41)
COMPONENT_VERBS = {"call", "copy", "sacrifice", "favour", "use", "undead", "necropolis", "priestess", "theater"}
# How the narration names what is not a card of the box.
WORDS = {
    "undead:troop": "undead troop",
    "undead:fleet": "undead fleet",
    "necropolis": "Necropolis",
    "theater": "Theater",
}


def moves(seed: int, options: dict[str, str]) -> Iterator[tuple[Action, list[str], list[str]]]:
    """Every move of a game of scripted players: the move, what it uses, the narration it made."""
    s = GAME.new_state({"players": 4, **options}, seed)
    s.log = []
    agents = [make_agent("heuristic", GAME, seat, seed) for seat in range(4)]  # seeded as the runner seeds
    while s.to_move is not None:
        action = decide(agents[s.to_move], s, s.to_move)
        named = usage.uses(s, action)
        start = len(s.log)
        s.apply(action)
        yield action, named, [text for _, text in s.log[start:]]


@cache
def played() -> tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]:
    return tuple((a.verb, tuple(named), tuple(lines)) for seed in SEEDS for a, named, lines in moves(seed, EVERY))


def test_a_move_of_each_kind_is_named_as_the_narration_names_it() -> None:
    kinds: Counter[str] = Counter()
    for verb, named, lines in played():
        if not named:
            # a move of these verbs that uses nothing: a theater/troop/fleet answer of a favour's gift
            assert verb not in COMPONENT_VERBS - {"use", "favour", "theater"}, (verb, lines)
            continue
        assert verb in COMPONENT_VERBS and len(named) == 1, (verb, named)
        word = WORDS.get(named[0], named[0].partition(":")[2] or named[0])
        assert any(word in line for line in lines), (named, lines)
        kinds[named[0].partition(":")[0]] += 1
    every = {"creature", "hero", "sacrifice", "favour", "item", "undead", "necropolis", "priestess", "theater"}
    assert set(kinds) == every


def test_the_scripted_players_use_every_component_of_every_module() -> None:
    s = GAME.new_state({"players": 4, **EVERY}, 1)
    used = {name for _, named, _ in played() for name in named}
    assert set(usage.catalogue(s)) - used == set()
    assert used <= set(usage.catalogue(s))


def test_the_catalogue_lists_what_the_options_bring() -> None:
    """CY-COMP-06, CY-HERO-01/02, CY-HX-06: 17 base creatures; Module 3 adds six heroes and three
    creatures, Empusa only with Module 2; favours, items and priestesses with Module 4."""
    ed = GAME.default_edition()
    base = usage.catalogue(GAME.new_state({"players": 4}, 1))
    assert len(base) == 17 and all(c.startswith("creature:") for c in base)
    assert "creature:Cerberus" not in base and "creature:Siren" in base
    heroes = set(usage.catalogue(GAME.new_state({"players": 4, "m3_heroes": "yes"}, 1))) - set(base)
    assert {c for c in heroes if c.startswith("creature:")} == {
        f"creature:{n}" for n in ("Cerberus", "Charon", "Erinyes")
    }
    assert len([c for c in heroes if c.startswith("hero:")]) == 6
    hades = set(usage.catalogue(GAME.new_state({"players": 4, "m2_hades": "yes"}, 1))) - set(base)
    assert hades == {"undead:troop", "undead:fleet", "necropolis"}
    both = set(usage.catalogue(GAME.new_state({"players": 4, "m2_hades": "yes", "m3_heroes": "yes"}, 1)))
    assert both - set(base) - heroes - hades == {"creature:Empusa"}
    fav = set(usage.catalogue(GAME.new_state({"players": 4, "m4_favours": "yes"}, 1))) - set(base)
    theater = set(usage.catalogue(GAME.new_state({"players": 4, "m4_favours": "yes", "theater": "yes"}, 1)))
    assert len([c for c in fav if c.startswith("item:")]) == len(ed.item_names)
    assert "priestess" in fav and "theater" not in fav
    assert theater - set(base) - fav == {
        "theater",
        *(f"favour:{g}" for g, p in zip(ed.favour_names, ed.favour_powers, strict=True) if p == "theater"),
    }


@pytest.mark.parametrize("verb", ["build", "recruit", "march"])
def test_a_move_that_uses_no_component_names_none(verb: str) -> None:
    s = GAME.new_state({"players": 4, **EVERY}, 1)
    assert usage.uses(s, Action(verb, ("1",))) == []
