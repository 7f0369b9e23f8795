"""Hexer on the board: each move names the location, item space, creature, portal, item or
companion it is about, drawn once in the mover's own picture (the browser lets the player click
them); only the answers to an offer and the optional steps stay in the move list alone."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from tabletome.engine import Rng, capabilities
from tabletome.games.hexer import GAME
from tabletome.testing import marked_elements

IN_THE_LIST_ONLY = {"pass", "ask"}


def decisions(seeds: range) -> Iterator[tuple[dict[str, Any], list[str]]]:
    for seed in seeds:
        for players in ("2", "4"):
            state = GAME.new_state({"players": players}, seed)
            rng = Rng(seed)
            while state.to_move is not None:
                legal = state.legal_actions()
                yield state.view(state.to_move), [str(a) for a in legal]
                state.apply(legal[rng.below(len(legal))])


def test_hx_loc_01_hx_use_01_hx_acq_01_hx_meet_01_each_move_names_what_it_is_about() -> None:
    """HX-LOC-01 (and HX-LOC-05): a location card or the Secret Passage names the location and the card;
    HX-USE-01: the item used, HX-ACQ-01: the item space, HX-MEET-01: the companion offered to."""
    verbs: Counter[str] = Counter()
    for view, legal in decisions(range(8)):
        named = capabilities.board_targets(GAME, view, legal)
        marks = marked_elements(GAME.render_svg(view))
        me = next(i for i in view["investigators"] if i["colour"] == view["to_move"])
        for move in legal:
            verb, *args = move.split()
            if verb in IN_THE_LIST_ONLY or (verb in ("accept", "decline") and not args and not view["flow"]["offer"]):
                # an answer to a proposal for the team's discard: the prompt says whose
                assert move not in named
                continue
            el, *more = named[move]
            verbs[verb] += 1
            node = marks[el]
            if verb in ("move", "passage"):  # the location, and the card played to go there
                assert el == f"loc:{args[0]}"
                assert node["class"] == ("rlyeh" if args[0] == "rlyeh" else "location")
                assert node.get("data-location", "rlyeh") == args[0]
                assert more == ([f"card:{me['colour']}:{args[0]}"] if verb == "move" else [f"sp:{me['colour']}"])
                assert marks[more[0]]["data-ref"] == ("secret-passage" if verb == "passage" else f"card:{args[0]}")
                continue
            assert not more  # the other moves name one element
            if verb == "take":
                assert el == f"space:{me['location']}:{args[0]}" and node["data-space"] == args[0]
            elif verb == "defeat":
                assert el == f"foe:{me['location']}" and node["class"] in ("creature", "shadow")
            elif verb == "close":
                assert el == f"portal:{me['location']}"
            elif verb in ("accept", "decline") and not args:  # the answer, at the one who offers
                assert el == f"inv:{view['flow']['active']}" and node["data-colour"] != me["colour"]
            elif verb in ("trade", "give"):
                assert el == f"inv:{args[0]}" and node["data-colour"] == args[0] != me["colour"]
            elif verb == "discard":
                assert el == f"item:{args[0]}:{args[1]}"
            else:  # use, drop, accept drop: an item of the mover's own
                assert el == f"item:{me['colour']}:{args[-1]}"
    assert set(verbs) >= {"move", "passage", "take", "use", "trade", "give", "discard", "close", "defeat", "decline"}, (
        verbs
    )
