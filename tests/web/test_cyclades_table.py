"""Cyclades at a web table: four people over invite links, each seeing only his own GP."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient

from .conftest import act, headers, state


def test_four_people_play_a_cycle_over_their_links(client: TestClient) -> None:
    r = client.post("/api/tables", json={"game": "cyclades", "seats": ["human"] * 4, "seed": 5})
    assert r.status_code == 201, r.text
    made: dict[str, Any] = r.json()
    table = made["table"]["id"]
    tokens = {0: made["token"]}
    for seat in (1, 2, 3):  # every other person joins through the lobby's join (the invite link)
        joined = client.post(f"/api/tables/{table}/seats/{seat}/join")
        assert joined.status_code in (200, 201), joined.text
        tokens[seat] = joined.json()["token"]
    start = state(client, table, 0, tokens[0])
    assert "<svg" in start["svg"] and start["view"]["cycle"] == 1
    moves = 0
    while moves < 60:
        pages = {t: state(client, table, t, tokens[t]) for t in range(4)}
        for t, page in pages.items():  # CY-GEN-03: his own GP, nobody else's
            golds = [seat["gold"] for seat in page["view"]["seats"]]
            assert golds[t] is not None and all(g is None for u, g in enumerate(golds) if u != t)
        mover = next((t for t, p in pages.items() if p["your_turn"]), None)
        if mover is None:
            break
        page = pages[mover]
        choice = next(
            (m["action"] for m in page["legal"] if m["action"] in ("apollo", "end")), page["legal"][0]["action"]
        )
        other = (mover + 1) % 4
        refused = act(client, table, other, tokens[other], choice)
        assert refused.status_code in (403, 409, 422), refused.text  # not his turn: nothing changes
        played = act(client, table, mover, tokens[mover], choice)
        assert played.status_code == 200, played.text
        moves += 1
    after = state(client, table, 0, tokens[0])
    assert after["view"]["cycle"] >= 2 and moves >= 8
    assert client.get(f"/api/tables/{table}/seats/1", headers=headers(tokens[0])).status_code == 403
