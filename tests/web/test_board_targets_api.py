"""The seat's page sends, with each legal move, the board elements it is about (``el``): only to
the seat to move, from its own view, and a game that fails to say leaves the moves playable."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletome.games.crazy_eights import CrazyEights
from tabletome.testing import marked_elements
from tabletome.web.pages import targets

from .conftest import create, wait_turn


def test_each_move_of_the_seat_to_move_carries_its_elements_drawn_in_its_picture(client: Any) -> None:
    made = create(client, ["human", "heuristic"], seed=3, game="crazy_eights")
    table, token = made["table"]["id"], made["token"]
    page = wait_turn(client, table, 0, token)
    marks = marked_elements(page["svg"])
    assert page["legal"] and all(m["el"] for m in page["legal"])  # every Crazy Eights move is on the board
    for move in page["legal"]:
        verb, _, card = move["action"].partition(" ")
        assert all(el in marks for el in move["el"])
        if verb == "play":
            assert move["el"] == [f"hand:{card}"]
    # A spectator's picture marks no card of any hand (they are all face down to it).
    watch = client.get(f"/api/tables/{table}/watch").json()
    assert watch["legal"] == [] and not any(el.startswith("hand:") for el in marked_elements(watch["svg"]))


def test_a_hexer_page_names_the_locations_to_move_to_and_the_cards_that_take_you_there(client: Any) -> None:
    made = create(client, ["human", "heuristic"], seed=8)
    page = wait_turn(client, made["table"]["id"], 0, made["token"])
    by_move = {m["action"]: m.get("el", []) for m in page["legal"]}
    assert by_move["move 3"] == ["loc:3", "card:yellow:3"] and by_move["passage 3"] == ["loc:3", "sp:yellow"]
    assert all(f'data-el="{el}"' in page["svg"] for el in ("loc:3", "card:yellow:3", "sp:yellow"))


def test_a_failing_board_targets_leaves_the_moves_playable_from_the_list() -> None:
    class Fails(CrazyEights):
        id = "failing_eights"

        def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
            raise KeyError("hands")

    game = Fails()
    state = game.new_state({}, 1)
    seat = state.to_move
    assert seat is not None
    assert targets(game, state.view(seat), [str(a) for a in state.legal_actions()]) == {}
