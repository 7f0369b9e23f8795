"""Cyclades on the board (issue 31): each move names the island, sea space, god, creature card,
figurine, hero, item, favour or player it is about, drawn once in the mover's own picture (the
browser lets the player click them)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from tabletome.engine import Rng, capabilities
from tabletome.games.cyclades import GAME
from tabletome.games.cyclades.reference import slug
from tabletome.testing import NARROW_LAYOUT, drawn_elements, marked_elements

ALL_MODULES = {"m2_hades": "yes", "m3_heroes": "yes", "m4_favours": "yes"}
# Moves about nothing drawn: ending a turn or a creature's power, no item before a battle round,
# a card sold to the Sphinx, the Chimera's copy of a discarded creature, a hero out of the game.
NOT_DRAWN = {"end", "done", "pass", "copy", "revive", "sell card"}
# The moves a phone's layout marks as well (the heroes and figurines there in a list under the map).
PHONE = {"troop", "fleet", "fortress", "port", "temple", "university", "offer", "apollo", "march", "sail", "to"}
PHONE |= {"stop", "call", "renew", "use", "retreat", "rob", "take", "favour", "priest", "philosopher"}
PHONE |= {"keep", "release", "sacrifice", "let", "priestess", "lose"}


def decisions(seeds: range, **options: Any) -> Iterator[tuple[dict[str, Any], list[str]]]:
    """The mover's view and legal moves at every decision of random games (600 moves at most)."""
    for seed in seeds:
        state = GAME.new_state({"players": 3 + seed % 3, **options}, seed)
        rng = Rng(seed)
        for _ in range(600):
            if state.to_move is None:
                break
            legal = state.legal_actions()
            yield state.view(state.to_move), [str(a) for a in legal]
            state.apply(legal[rng.below(len(legal))])


def where(move: str, view: dict[str, Any]) -> set[str]:
    """The element a move must name, read from its words alone (the islands and seas)."""
    verb, *a = move.split()
    if verb in ("troop", "fortress", "port", "temple", "university", "prosper", "harpy", "place", "necropolis"):
        return {f"island:{a[0]}"}
    if verb in ("fleet", "sail", "to", "siren", "kraken", "push", "from"):
        return {f"sea:{a[0]}"}
    if verb in ("march", "fly"):
        return {f"island:{a[1]}"}
    if verb == "sylph":
        return {f"sea:{a[1]}"}
    if verb in ("offer", "apollo"):
        return {f"god:{a[0] if a else 'apollo'}"}
    if verb in ("call", "renew"):
        return {f"creature:{a[0]}"}
    if verb in ("keep", "release", "sacrifice"):
        return {f"hero:{a[0]}"}
    if verb == "use":
        return {f"item:{a[0]}"}
    return set()


def test_cy_every_move_names_its_element_once_in_the_movers_picture() -> None:
    """CY-POS-03 (a fleet on a sea space), CY-ARES-05 (a march to an island), the offerings (a god),
    the creature track, the heroes' upkeep, the items: each move's element, each drawn once."""
    verbs: Counter[str] = Counter()
    for options in ({}, ALL_MODULES):
        for view, legal in decisions(range(3), **options):
            named = capabilities.board_targets(GAME, view, legal)
            wide, _, narrow = GAME.render_svg(view).partition(NARROW_LAYOUT)
            drawn, phone = drawn_elements(wide), drawn_elements(narrow)
            for move in legal:
                verb = move.split()[0]
                if verb in NOT_DRAWN or move.startswith("sell card"):
                    assert move not in named
                    continue
                ids = named.get(move, ())
                assert ids, move
                assert where(move, view) <= set(ids), move
                assert all(drawn[el] == 1 and phone[el] <= 1 for el in ids), (move, ids)
                if verb in PHONE:  # the map, the gods, the track, your items: a tap on a phone too
                    assert all(phone[el] == 1 for el in ids), (move, ids)
                verbs[verb] += 1
    # the islands, the seas, the gods, the track, the voyage, the battles were all reached
    assert {"troop", "fleet", "offer", "apollo", "march", "sail", "to", "stop", "call", "retreat"} <= set(verbs)


def test_cy_an_offer_names_the_god_and_its_amounts_make_a_stepper() -> None:
    """An offer (CY-OFF-…): every amount on one god, so that the page makes them one stepper."""
    state = GAME.new_state({"players": 4}, 1)
    view = state.view(state.to_move)
    legal = [str(a) for a in state.legal_actions()]
    named = capabilities.board_targets(GAME, view, legal)
    offers = [m for m in legal if m.startswith("offer ")]
    assert offers and all(named[m] == (f"god:{m.split()[1]}",) for m in offers)
    marks = marked_elements(GAME.render_svg(view))
    for god in {m.split()[1] for m in offers}:
        assert marks[f"god:{god}"]["data-god"] == god
        assert len([m for m in offers if m.split()[1] == god]) >= 5  # the page's stepper


def test_cy_only_your_own_items_are_marked() -> None:
    """Another player's face-down items stay a number (CY-FAV-10): never an id on the board."""
    seen = 0
    for view, _ in decisions(range(3), **ALL_MODULES):
        items = {m for m in marked_elements(GAME.render_svg(view)) if m.startswith("item:")}
        you = next(s for s in view["seats"] if s["colour"] == view["you"])
        mine = [*you.get("items", []), *(you.get("hidden_items") or [])]
        assert items == {f"item:{slug(str(i))}" for i in mine}
        seen += bool(items)
    assert seen
    spectator = GAME.new_state({"players": 3, **ALL_MODULES}, 1).public_view()
    assert not any(m.startswith("item:") for m in marked_elements(GAME.render_svg(spectator)))


def test_cy_a_move_about_nothing_drawn_stays_in_the_list_only() -> None:
    state = GAME.new_state({"players": 4}, 1)
    view = state.view(state.to_move)
    assert capabilities.board_targets(GAME, view, ["end", "sell card priest", "march 1"]) == {}
    assert capabilities.board_targets(GAME, view, ["fleet zz9"]) == {}  # a sea not on this map
