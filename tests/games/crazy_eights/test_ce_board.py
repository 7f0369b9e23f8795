"""Crazy Eights on the board: each move names the card, the stock or the eight it is about, drawn
in the mover's own picture (the browser lets the player click them)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tabletome.engine import Rng, capabilities
from tabletome.games.crazy_eights import GAME
from tabletome.testing import marked_elements


def decisions(seeds: range, players: str = "3") -> Iterator[tuple[dict[str, Any], list[str]]]:
    """The mover's view and legal moves at every decision of random games."""
    for seed in seeds:
        state = GAME.new_state({"players": players}, seed)
        rng = Rng(seed)
        while state.to_move is not None:
            legal = state.legal_actions()
            yield state.view(state.to_move), [str(a) for a in legal]
            state.apply(legal[rng.below(len(legal))])


def test_ce_play_01_02_03_04_every_move_names_its_element_in_the_movers_picture() -> None:
    """CE-PLAY-01: a card of the hand; CE-PLAY-02: the eight just played, to name a suit; CE-PLAY-03
    and CE-PLAY-04: the stock, to draw from or to pass by."""
    seen: set[str] = set()
    for view, legal in decisions(range(6)):
        named = capabilities.board_targets(GAME, view, legal)
        marks = marked_elements(GAME.render_svg(view))
        assert set(named) == set(legal)  # every move of the game is about something drawn
        for move, (el,) in named.items():
            verb, _, arg = move.partition(" ")
            seen.add(verb)
            if verb == "play":
                assert el == f"hand:{arg}" and marks[el]["data-card"] == arg
            elif verb == "suit":
                assert el == "discard:top" and marks[el]["data-card"] == view["top"] and view["top"].startswith("8")
            else:
                assert el == "stock:top" and marks[el]["class"] == "stock"
    assert seen == {"play", "suit", "draw", "pass"}


def test_only_the_seats_own_cards_are_marked() -> None:
    """The other hands are drawn face down and never marked: an id tells nothing hidden."""
    for view, _ in decisions(range(2)):
        hand = view["hands"][view["seat"]]
        marks = marked_elements(GAME.render_svg(view))
        assert {m for m in marks if m.startswith("hand:")} == {f"hand:{c}" for c in hand}
    spectator = GAME.new_state({"players": "3"}, 1).public_view()
    assert not any(m.startswith("hand:") for m in marked_elements(GAME.render_svg(spectator)))
