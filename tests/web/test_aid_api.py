"""The player aid's actions over HTTP (issue 32): /api/aid/GAME names each step's kinds of move;
/api/tables/ID/seats/SEAT/aid/KIND answers a seat (its token, as every seat endpoint asks) with
its moves of that kind legal now or the rules' sentence; /api/tables/ID/aid/KIND tells a
spectator whose turn it is; an unknown kind is a 404 with one sentence."""

from __future__ import annotations

import re
from typing import Any

from tabletome.engine import get_game
from tabletome.engine.aid import kinds, turn_actions

from .conftest import headers


def eights(client: Any, seed: int = 3) -> tuple[str, dict[int, str], int]:
    """A Crazy Eights table of two people: its id, each seat's token, and the seat to move."""
    r = client.post("/api/tables", json={"game": "crazy_eights", "seats": ["human", "human"], "seed": seed})
    assert r.status_code == 201, r.text
    table = r.json()["table"]["id"]
    tokens = {0: r.json()["token"]}
    joined = client.post(f"/api/tables/{table}/seats/1/join")
    assert joined.status_code == 200, joined.text
    tokens[1] = joined.json()["token"]
    mover = client.get(f"/api/tables/{table}/seats/0", headers=headers(tokens[0])).json()["to_move"]
    return table, tokens, mover


def test_the_kinds_of_each_step_are_the_howtos(client: Any) -> None:
    data = client.get("/api/aid/vtes").json()
    game = get_game("vtes")
    assert data["turn"] == [list(k) for k in turn_actions(game)]
    assert ["play:master"] in data["turn"]
    assert data["kinds"]["play:master"] == "No master card can be played now" == kinds(game)["play:master"]
    res = client.get("/api/aid/no_such_game")
    assert res.status_code == 404 and res.json()["detail"] == "There is no game 'no_such_game' here."


def test_a_seat_gets_its_legal_moves_of_a_kind_or_the_rules_sentence(client: Any) -> None:
    table, tokens, mover = eights(client)
    base = f"/api/tables/{table}/seats/{mover}/aid"
    refused = client.get(f"{base}/pass", headers=headers(tokens[mover]))
    assert refused.status_code == 200
    assert refused.json() == {
        "kind": "pass",
        "legal": [],
        "sentence": "You cannot pass now: You can still play or draw (CE-PLAY-04).",
        "targets": {},
    }
    page = client.get(f"/api/tables/{table}/seats/{mover}", headers=headers(tokens[mover])).json()
    plays = [a["action"] for a in page["legal"] if a["action"].startswith("play ")]
    legal = client.get(f"{base}/play", headers=headers(tokens[mover])).json()
    assert legal["legal"] == plays and legal["sentence"] == ""
    assert set(legal["targets"]) == set(plays)  # each play names its card on the board
    assert all(legal["targets"][p] for p in plays)


def test_the_other_seat_and_a_spectator_read_whose_turn_it_is_and_nothing_hidden(client: Any) -> None:
    table, tokens, mover = eights(client)
    other = 1 - mover
    said = client.get(f"/api/tables/{table}/seats/{other}/aid/play", headers=headers(tokens[other])).json()
    assert said["legal"] == [] and said["sentence"].startswith(f"It is player {mover + 1}'s turn, not yours (")
    watched = client.get(f"/api/tables/{table}/aid/play").json()
    assert watched["legal"] == [] and watched["sentence"].startswith(f"It is player {mover + 1}'s turn (")
    view = client.get(f"/api/tables/{table}/seats/{mover}", headers=headers(tokens[mover])).json()["view"]
    hand = view["hands"][mover]  # the mover's cards, which only the mover sees
    assert hand and all(isinstance(card, str) for card in hand)
    for text in (said["sentence"], watched["sentence"]):
        assert not set(hand) & set(re.findall(r"[0-9a-z]+", text)), text


def test_the_token_is_asked_and_an_unknown_kind_is_one_sentence(client: Any) -> None:
    table, tokens, mover = eights(client)
    base = f"/api/tables/{table}/seats/{mover}/aid"
    assert client.get(f"{base}/play").status_code == 401
    assert client.get(f"{base}/play", headers=headers(tokens[1 - mover])).status_code == 403
    res = client.get(f"{base}/fly", headers=headers(tokens[mover]))
    assert res.status_code == 404
    assert (
        res.json()["detail"]
        == "'fly' is not an action of Crazy Eights; its actions are draw, pass, play, play:eight, suit."
    )
    assert client.get(f"/api/tables/{table}/aid/fly").status_code == 404
    assert client.get(f"{base}/Bad Kind!", headers=headers(tokens[mover])).status_code == 422
    assert client.get("/api/tables/0123456789/aid/play").status_code == 404


def test_the_endpoints_are_in_the_openapi_document(client: Any) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    seat = paths["/api/tables/{table_id}/seats/{seat}/aid/{kind}"]["get"]
    assert {"200", "401", "403", "404", "422"} <= set(seat["responses"])
    assert any(p["name"] == "X-Seat-Token" for p in seat["parameters"])
    assert "404" in paths["/api/tables/{table_id}/aid/{kind}"]["get"]["responses"]
    assert "200" in paths["/api/aid/{game_id}"]["get"]["responses"]
