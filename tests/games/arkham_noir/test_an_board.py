"""Arkham Noir on the board: each move names the cards and the case it is about, drawn once in the
investigator's picture (the browser lets the player click them); only the answers to an optional
effect stay in the move list alone."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from tabletome.engine import Rng, capabilities
from tabletome.games.arkham_noir import GAME
from tabletome.testing import marked_elements

IN_THE_LIST_ONLY = {"use", "skip", "continue"}


def decisions(seeds: range) -> Iterator[tuple[dict[str, Any], list[str]]]:
    for seed in seeds:
        state = GAME.new_state({}, seed)
        rng = Rng(seed)
        while state.to_move is not None:
            legal = state.legal_actions()
            yield state.view(state.to_move), [str(a) for a in legal]
            state.apply(legal[rng.below(len(legal))])


def test_an_act_01_to_06_each_action_names_the_principal_card_and_the_case() -> None:
    """AN-ACT-01: every action involves the principal card; AN-ACT-02 take and AN-ACT-06 pass name
    it, AN-ACT-03 play names it and the case, AN-ACT-04 a card of the hand and the case, AN-ACT-05
    the case closed."""
    verbs: Counter[str] = Counter()
    for view, legal in decisions(range(10)):
        named = capabilities.board_targets(GAME, view, legal)
        marks = marked_elements(GAME.render_svg(view))
        principal = f"card:{view['main_row'][0]['number']}" if view["main_row"] else ""
        hand = {f"card:{c['number']}" for c in view["hand"]}
        for move in legal:
            verb, *args = move.split()
            if verb in IN_THE_LIST_ONLY:
                assert move not in named
                continue
            ids = named[move]
            verbs[verb] += 1
            assert all(el in marks for el in ids)
            if verb in ("take", "pass"):
                assert ids == (principal,) and marks[principal]["data-card"] == principal[5:]
            elif verb == "play":
                assert ids == (f"case:{args[0]}", principal) and marks[ids[0]]["data-case"] == args[0]
            elif verb == "hand":
                assert ids == (f"card:{args[0]}", f"case:{args[1]}") and ids[0] in hand
            elif verb == "close":
                assert ids == (f"case:{args[0]}",)
            elif verb in ("exchange", "back"):
                assert ids == ("contact:exchange",) and marks[ids[0]]["data-ref"] == "contact"
            elif verb == "done":  # the case being closed
                assert [int(i[5:]) for i in ids] == [c["case"] for c in view["cases"] if c["being_closed"]] != []
            else:  # one card named by its number, wherever it lies
                assert ids == (f"card:{args[0]}",)
    assert set(verbs) >= {
        "take",
        "pass",
        "play",
        "hand",
        "close",
        "discard",
        "clear",
        "calm",
        "pick",
        "drop",
        "exchange",
    }, verbs


def test_an_cont_04_the_exchange_names_a_card_of_the_hand_then_one_of_the_time_or_sanity_area() -> None:
    """AN-CONT-04: "give" names a card of the hand; "get" a filled slot of the time or sanity area."""
    seen = Counter[str]()
    for view, legal in decisions(range(25)):
        named = capabilities.board_targets(GAME, view, legal)
        for move in legal:
            verb, *args = move.split()
            zone = {"give": ["hand"], "get": ["time_area", "sanity_area"]}.get(verb)
            if zone:
                assert named[move] == (f"card:{args[0]}",)
                assert any(c["number"] == int(args[0]) for z in zone for c in view[z])
                seen[verb] += 1
    assert seen["give"] and seen["get"], seen
