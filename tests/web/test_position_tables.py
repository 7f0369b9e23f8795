"""A table that begins at a pasted position (issue 34): created, played, rebuilt, downloaded."""

from __future__ import annotations

import json
from pathlib import Path

from fastapi.testclient import TestClient

from tabletome.engine.record import Record
from tabletome.engine.registry import get_game
from tabletome.engine.rng import Rng

from .conftest import act, client_for, headers, state, wait_turn


def a_position(moves: int = 8) -> str:
    s = get_game("hexer").new_state({"players": 3}, seed=9)
    s.enable_log()
    pick = Rng(4)
    for _ in range(moves):
        legal = s.legal_actions()
        s.apply(legal[pick.next64() % len(legal)])
    return s.position()


def begin(client: TestClient, position: str, **extra: object) -> dict:  # type: ignore[type-arg]
    r = client.post("/api/tables", json={"game": "hexer", "seats": ["human"] * 3, "position": position, **extra})
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


def test_a_table_begins_at_a_position_and_is_the_same_game_after_a_restart(tmp_path: Path) -> None:
    text = a_position()
    truth = get_game("hexer").load_position(text)
    url = f"sqlite:///{tmp_path / 'pos.sqlite'}"
    with client_for(url, moves_per_second=0) as first:
        made = begin(first, text)
        table, token, seat = made["table"]["id"], made["token"], made["seat"]
        page = state(first, table, seat, token)
        assert page["n_actions"] == 0 and page["view"] == json.loads(json.dumps(truth.view(seat)))
        mover = truth.to_move
        assert mover is not None
        if mover != seat:  # every seat is the creator's to take: join the one to move
            r = first.post(f"/api/tables/{table}/seats/{mover}/join")
            assert r.status_code == 200, r.text
            token, seat = r.json()["token"], mover
        page = state(first, table, seat, token)
        assert act(first, table, seat, token, page["legal"][0]["action"]).status_code == 200
        before = state(first, table, seat, token)
        assert before["n_actions"] == 1
    with client_for(url, moves_per_second=0) as second:
        after = state(second, table, seat, token)
        for key in ("n_actions", "view", "legal", "log", "svg"):
            assert after[key] == before[key], key


def test_a_finished_table_from_a_position_gives_its_record_and_its_rematch_begins_there(client: TestClient) -> None:
    s = get_game("crazy_eights").new_state({"players": 3}, seed=5)
    pick = Rng(8)
    for _ in range(12):
        legal = s.legal_actions()
        s.apply(legal[pick.next64() % len(legal)])
    text = s.position()
    r = client.post(
        "/api/tables",
        json={"game": "crazy_eights", "seats": ["human", "heuristic", "heuristic"], "position": text},
    )
    assert r.status_code == 201, r.text
    table, token = r.json()["table"]["id"], r.json()["token"]
    while (page := wait_turn(client, table, 0, token))["outcome"] is None:
        assert act(client, table, 0, token, page["legal"][0]["action"]).status_code == 200
    rec = Record.from_json(client.get(f"/api/tables/{table}/record").json())
    assert rec.position == text and rec.replay().is_over()
    again = client.post(f"/api/tables/{table}/seats/0/rematch", headers=headers(token))
    assert again.status_code in (200, 201), again.text
    new_table, new_token = again.json()["table"]["id"], again.json()["token"]
    fresh = state(client, new_table, 0, new_token)
    start = get_game("crazy_eights").load_position(text)
    assert fresh["n_actions"] == 0 and fresh["view"]["hands"] == json.loads(json.dumps(start.view(0)))["hands"]


def test_a_broken_position_or_one_given_with_options_is_refused_with_a_sentence(client: TestClient) -> None:
    text = a_position(5)
    for body, words in (
        ({"position": text[:-40]}, "not a position"),
        ({"position": text.replace('"game":"hexer"', '"game":"cyclades"', 1)}, "not of 'hexer'"),
        ({"position": text, "options": {"difficulty": "hard"}}, "give the position alone"),
        ({"position": text, "seats": ["human"] * 4}, "but 4 are given"),
    ):
        r = client.post("/api/tables", json={"game": "hexer", "seats": ["human"] * 3, **body})
        assert r.status_code == 422, r.text
        detail = r.json()["detail"]
        assert words in detail and detail.endswith("."), detail
    assert client.get("/api/tables").status_code == 200  # and the server is none the worse


def test_a_position_is_read_in_a_worker_within_the_time_limit(sqlite_url: str) -> None:
    """A position is untrusted text: it is read in a worker process that a time limit ends."""
    text = a_position(3)
    with client_for(sqlite_url, deck_seconds=0.0001) as client:
        r = client.post("/api/tables", json={"game": "hexer", "seats": ["human"] * 3, "position": text})
        assert r.status_code == 422, r.text
        assert r.json()["detail"] == "Reading a position took longer than the server's limit of 0.0001 seconds."
        assert client.get("/api/tables").status_code == 200
