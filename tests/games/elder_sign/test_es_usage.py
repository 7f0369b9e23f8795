"""usage.py names the components of the box a move uses, as the game's own narration names them;
its catalogue lists what each mode brings; and the scripted player uses every one of them: each
item, spell, ally and relic, each Entrance option, each Cairo and Dashur option and each Expedition
space, in a position built for it, and every kind of use in a few seeded games (issue 38)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from tabletome.agents import make_agent
from tabletome.engine.agent import decide
from tabletome.games.elder_sign import GAME, usage
from tabletome.games.elder_sign.data import ITEM_KINDS
from tabletome.games.elder_sign.flow import ClockPhase, Entrance
from tabletome.games.elder_sign.pyramid import PyramidEntrance
from tabletome.games.elder_sign.state import MONSTER_BASE, ESState

from .helpers import attempt, give, new, rolled, table

MUSEUM = usage.every_module("museum")
PYRAMID = usage.every_module("lightless_pyramid")


# ---------------------------------------------------------------- seeded games
def moves(seed: int, options: dict[str, str]) -> Iterator[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    """Every move of a game of scripted players (seeded as the runner seeds them): its verb, what
    it uses, the narration it made."""
    s = GAME.new_state({"players": 2, **options}, seed)
    s.log = []
    agents = [make_agent("heuristic", GAME, seat, seed) for seat in range(2)]
    while s.to_move is not None:
        action = decide(agents[s.to_move], s, s.to_move)
        named = usage.uses(s, action)
        start = len(s.log)
        s.apply(action)
        yield action.verb, tuple(named), tuple(text for _, text in s.log[start:])


@cache
def played() -> tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...]:
    return tuple(m for seed in (1, 2, 3) for options in (MUSEUM, PYRAMID) for m in moves(seed, options))


def narrated(name: str) -> str:
    """The words the narration uses for a component: a card by its name, an option by its deed."""
    kind, _, what = name.partition(":")
    if kind in ITEM_KINDS or kind == "space":
        return what
    if kind in ("cairo", "dashur"):
        return f"spends trophies at {kind.capitalize()}"
    verb, _, arg = what.partition(" ")
    return {
        "first-aid": f"First Aid: 1 {arg}",
        "restore": "restored" if arg != "both" else "sanity and stamina restored",
        "lost-and-found": "Lost & Found",
        "buy": f"buys a souvenir: {arg.replace('-', ' ')}",
        "flip": "flipped",
    }[verb]


def test_a_move_of_each_kind_is_named_as_the_narration_names_it() -> None:
    kinds = set()
    for verb, named, lines in played():
        if not named:
            continue
        assert len(named) == 1, (verb, named)
        assert any(narrated(named[0]) in line for line in lines), (verb, named, lines)
        kind, _, what = named[0].partition(":")
        kinds.add(f"{kind}:{what.split()[0]}" if kind == "entrance" else kind)
    # spending an item, casting a spell, an ally, the Entrance, a relic, a space, both sides' options
    assert {"common", "unique", "spell", "ally", "relic", "space", "cairo", "dashur", "entrance:flip"} <= kinds
    assert {"entrance:first-aid", "entrance:buy"} <= kinds


def test_the_catalogue_lists_what_each_mode_brings() -> None:
    """ES-ENT-01..07, ES-OOTP-02/03, ES-EXPD, ES-CAIRO-05: the Museum's Entrance (the Elder Sign and
    The Exhibit's Relic only with their options), the Pyramid's spaces and options and Relics."""
    ed = GAME.default_edition()
    plain = usage.catalogue(new(2))
    assert "entrance:buy elder-sign" not in plain and "entrance:buy relic" not in plain
    assert not any(c.startswith(("relic:", "space:", "cairo:")) for c in plain)
    museum = usage.catalogue(new(2, **MUSEUM))
    assert set(museum) - set(plain) == {
        "entrance:buy elder-sign",
        "entrance:buy relic",
        *(f"relic:{r.name}" for r in ed.items["relic"]),
    }
    pyramid = usage.catalogue(new(2, **PYRAMID))
    assert not any(c.startswith("entrance:") and c != "entrance:flip" for c in pyramid)
    assert len([c for c in pyramid if c.startswith("space:")]) == len(ed.pyramid.expedition)
    assert len([c for c in pyramid if c.startswith(("cairo:", "dashur:"))]) == sum(
        len(ed.pyramid_options[side]) for side in ("cairo", "dashur")
    )
    for kind in ("common", "unique", "spell", "ally"):  # the base items come with the Pyramid's own
        assert {f"{kind}:{item.name}" for item in ed.items[kind] if not item.set} <= set(pyramid)


# ---------------------------------------------------------------- a position for each component
def scripted_move(s: ESState) -> list[str]:
    seat = s.to_move
    assert seat is not None
    return usage.uses(s, decide(make_agent("heuristic", GAME, seat, 7), s, seat))


def trophies(s: ESState, i: int, n: int) -> None:
    """Investigator ``i`` holds monster trophies worth ``n``."""
    ones = [MONSTER_BASE + k for k, m in enumerate(s.ed.monsters) if m.trophy == 1]
    s.trophies[i] = tuple(ones[:n])


def item_position(kind: str, name: str) -> ESState:
    """A hard card with two tasks and the item's holder before the roll (a die item), or after a
    last roll of two dice that completes nothing but shows two Lore (a spell), or in the Clock phase
    (an ally)."""
    options = PYRAMID if kind == "relic" else {}
    s = table(new(1, **options), ["The Curator"])
    code = give(s, 0, kind, name)
    item = s.item(code)
    if item.clock_phase:
        s.push(ClockPhase(0, 0))
        s.changed()
        return s
    a = attempt(s, 0, 0)
    if item.secure:
        rolled(s, a, "gl+gl")
    elif item.dice.count(0):  # a green die comes back only for a green one lost (ES-RELIC-04)
        a.green_lost = item.dice.count(0)
        a.pool = a.pool[: len(a.pool) - a.green_lost]
    return s


def components(kind: str) -> list[str]:
    return [item.name for item in GAME.default_edition().items[kind]]


@pytest.mark.parametrize(("kind", "name"), [(k, n) for k in ITEM_KINDS for n in components(k)])
def test_every_item_spell_ally_and_relic_is_used(kind: str, name: str) -> None:
    """ES-ADV-04 (an item's die), ES-SPELL-01 (a spell secures dice), ES-TURN-06 (an ally in the
    Clock phase), ES-RELIC-03/04 (a relic's dice)."""
    assert scripted_move(item_position(kind, name)) == [f"{kind}:{name}"]


def entrance(health: tuple[int, int], held: int, holds: tuple[tuple[str, str], ...] = ()) -> ESState:
    """The Museum's Entrance (The Exhibit and the Souvenir Elder Sign on) for an investigator with
    this sanity and stamina, trophies worth ``held`` and these cards."""
    s = table(new(1, **MUSEUM), ["The Curator"])
    s.sanity[0], s.stamina[0] = health
    trophies(s, 0, held)
    for kind, name in holds:
        give(s, 0, kind, name)
    s.push(Entrance(0, 0))
    s.changed()
    return s


FULL = (99, 99)  # cut to the investigator's maximum below
ENTRANCE_CASES = {
    "first-aid sanity": ((2, 99), 0, ()),
    "first-aid stamina": ((99, 2), 0, ()),
    "restore sanity": ((1, 99), 2, ()),
    "restore stamina": ((99, 1), 2, ()),
    "restore both": ((1, 1), 4, ()),
    "lost-and-found": (FULL, 0, ()),
    "buy clue": (FULL, 1, ()),
    "buy common": (FULL, 2, ()),
    "buy unique": (FULL, 3, ()),
    "buy spell": (FULL, 4, (("unique", "Unique Item 1"), ("unique", "Unique Item 2"))),
    "buy ally": (FULL, 5, ()),
    "buy relic": (FULL, 5, (("ally", "Ally 2"),)),
    "buy elder-sign": (FULL, 10, ()),
}


@pytest.mark.parametrize("option", list(ENTRANCE_CASES))
def test_every_entrance_option_is_taken_when_it_is_the_best(option: str) -> None:
    """ES-ENT-01..07."""
    health, held, holds = ENTRANCE_CASES[option]
    s = entrance(health, held, holds)
    s.sanity[0] = min(s.sanity[0], s.max_sanity[0])
    s.stamina[0] = min(s.stamina[0], s.max_stamina[0])
    assert scripted_move(s) == [f"entrance:{option}"]


def pyramid_entrance(side: int, health: tuple[int, int], held: int, clues: int = 0, **more: Any) -> ESState:
    s = table(new(1, **PYRAMID), ["The Curator"])
    s.side = side
    s.sanity[0], s.stamina[0] = min(health[0], s.max_sanity[0]), min(health[1], s.max_stamina[0])
    s.clues[0] = clues
    trophies(s, 0, held)
    for kind, name in more.get("holds", ()):
        give(s, 0, kind, name)
    s.expedition = [bool(more.get("tokens"))] * len(s.expedition)
    s.push(PyramidEntrance(0, 0))
    s.changed()
    return s


PYRAMID_CASES = {
    "cairo:regain_stamina": (0, (99, 2), 2, 0),
    "cairo:regain_sanity": (0, (2, 99), 2, 0),
    "cairo:clue": (0, FULL, 3, 0),
    "cairo:common": (0, FULL, 3, 1),
    "cairo:unique": (0, FULL, 4, 1),
    "cairo:ally": (0, FULL, 5, 1),
    "cairo:relic": (0, FULL, 6, 1),
    "dashur:clue": (1, FULL, 3, 0),
    "dashur:spell": (1, FULL, 4, 1),
    "dashur:expedition": (1, FULL, 5, 1),
    "dashur:relic": (1, FULL, 6, 1),
    "dashur:elder_sign": (1, FULL, 10, 1),
}


@pytest.mark.parametrize("option", list(PYRAMID_CASES))
def test_every_cairo_and_dashur_option_is_bought_when_it_is_the_best(option: str) -> None:
    """ES-CAIRO-05..07; the flip when nothing is worth its price (ES-CAIRO-08)."""
    s = pyramid_entrance(*PYRAMID_CASES[option])
    assert option in usage.catalogue(s)
    assert scripted_move(s) == [option]


def test_the_entrance_is_flipped_when_nothing_is_worth_its_price() -> None:
    assert scripted_move(pyramid_entrance(0, FULL, 0)) == ["entrance:flip"]


@pytest.mark.parametrize("space", range(8))
def test_every_expedition_space_is_used_when_it_helps(space: int) -> None:
    """ES-EXPD-04/05: a lasting space every day; a token discarded for its effect when it is needed
    (a heal when hurt, a doom token when the doom is high)."""
    s = table(new(1, **PYRAMID), ["The Curator"])
    s.sanity[0], s.stamina[0], s.doom = 1, 1, 3
    s.expedition = [k == space for k in range(len(s.expedition))]
    s.push(ClockPhase(0, 0))
    s.changed()
    name = s.ed.pyramid.expedition[space].name
    assert scripted_move(s) == [f"space:{name}"]


def test_a_seeded_game_places_tokens_on_spaces_of_each_use() -> None:
    """ES-EXPD-02: the tokens go where they help; some lasting, some to be discarded."""
    used = {named[0] for _, named, _ in played() if named and named[0].startswith("space:")}
    spaces = {sp.name: sp.use for sp in GAME.default_edition().pyramid.expedition}
    assert {spaces[name.partition(":")[2]] for name in used} == {"lasting", "discard"}
