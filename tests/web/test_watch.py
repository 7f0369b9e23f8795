"""Spectators, paced moves and losing-move confirmations (the player-experience kit)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tabletome.engine import registry

from ..engine.test_safety import GAME as CLIFF
from .conftest import DEADLINE, act, client_for, create, headers, state


def test_a_spectator_sees_the_public_view_without_a_token(client: TestClient) -> None:
    made = create(client, ["human", "human"], seed=3)
    table = made["table"]["id"]
    page = client.get(f"/api/tables/{table}/watch").json()
    rt = client.app.state.manager.tables[table]  # type: ignore[attr-defined]
    assert page["seat"] is None and page["label"] == "spectator" and page["legal"] == []
    assert page["view"] == json.loads(json.dumps(rt.state.public_view()))
    assert page["view"] != state(client, table, 0, made["token"])["view"]  # a seat sees more than a spectator
    assert all(line in rt.state.log_for(0) for line in page["log"])


def test_an_all_ai_table_can_be_watched_live(client: TestClient) -> None:
    table = create(client, ["heuristic", "heuristic"], seed=5, join=None)["table"]["id"]
    with client.websocket_connect(f"/api/tables/{table}/watch/live") as ws:
        ws.send_text("{}")
        seen = []
        while True:
            page = ws.receive_json()
            assert "error" not in page, page
            seen.append(page["n_actions"])
            if page["outcome"] is not None:
                break
    assert len(seen) >= 2 and seen == sorted(seen)


def test_other_seats_moves_are_paced_one_at_a_time_and_say_who_did_what(sqlite_url: str) -> None:
    with client_for(sqlite_url, moves_per_second=0) as client:
        made = create(client, ["human", "heuristic", "heuristic"], seed=8)
        table, token = made["table"]["id"], made["token"]
        shown: list[dict[str, Any]] = []
        played_at: set[int] = set()
        with client.websocket_connect(f"/api/tables/{table}/seats/0/live") as ws:
            ws.send_text(json.dumps({"token": token, "pace": 0.01}))
            while sum(1 for p in shown if p["last_action"] and p["last_action"]["seat"] != 0) < 6:
                page = ws.receive_json()
                assert "error" not in page and page["outcome"] is None, page
                shown.append(page)
                if page["your_turn"] and page["n_actions"] not in played_at:  # a page may come twice
                    played_at.add(page["n_actions"])
                    body = {"action": page["legal"][0]["action"]}
                    assert (
                        client.post(
                            f"/api/tables/{table}/seats/0/actions", json=body, headers=headers(token)
                        ).status_code
                        == 200
                    )
        ai = [p for p in shown if p["last_action"] and p["last_action"]["seat"] != 0]
        numbers = [p["n_actions"] for p in shown]
        assert numbers == sorted(numbers)  # never back in time
        assert all(b - a <= 1 for a, b in itertools.pairwise(numbers))  # every move shown, one by one
        assert all(
            p["last_action"]["label"] in ("blue", "orange") and p["last_action"]["n"] == p["n_actions"] for p in ai
        )
        assert all(not p["legal"] for p in ai if p["n_actions"] < p["latest"])  # a past moment offers no move


@pytest.fixture
def cliff(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    registry.games()
    monkeypatch.setitem(registry._games, "cliff", CLIFF)
    yield CLIFF


def test_a_move_that_loses_at_once_asks_for_confirmation_and_the_confirmed_move_is_played(
    cliff: Any, sqlite_url: str
) -> None:
    with client_for(sqlite_url) as client:
        made = client.post("/api/tables", json={"game": "cliff", "seats": ["human"], "seed": 4}).json()
        table, token = made["table"]["id"], made["token"]
        url = f"/api/tables/{table}/seats/0/actions"
        r = client.post(url, json={"action": "jump", "safe": True}, headers=headers(token))
        assert r.status_code == 409 and r.json()["loses"] == "You jumped off the cliff."
        assert "This move loses the game" in r.json()["detail"]
        assert client.get(f"/api/tables/{table}").json()["n_actions"] == 0  # nothing was played
        assert client.post(url, json={"action": "roll", "safe": True}, headers=headers(token)).status_code == 200
        r = (
            act(client, table, 0, token, "jump")
            if client.get(f"/api/tables/{table}").json()["status"] == "playing"
            else None
        )
        assert r is None or r.status_code == 200
    assert DEADLINE > 0


@pytest.mark.timeout(60)
def test_a_move_made_while_the_first_live_page_is_read_is_pushed_next(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A watcher is registered before its first page is read: a move made meanwhile is not lost
    (a lost one left a seat waiting for its turn forever when the AI's last move came then)."""
    from tabletome.web import live

    with client_for(sqlite_url) as client:
        made = create(client, ["human", "human"], seed=3)
        table = made["table"]["id"]
        rt = client.app.state.manager.tables[table]  # type: ignore[attr-defined]
        seat, move = rt.state.to_move, rt.state.legal_actions()[0]
        text = str(move)
        read = live.fetch
        raced: list[int] = []

        async def racing_fetch(mgr: Any, ws: Any, who: Any, log_from: int, at: int | None = None) -> Any:
            page = await read(mgr, ws, who, log_from, at)
            if not raced:  # the first page is read; a move lands before it is sent
                raced.append(page.shown)
                await mgr.act(rt, seat, text, None)
            return page

        monkeypatch.setattr(live, "fetch", racing_fetch)
        with client.websocket_connect(f"/api/tables/{table}/watch/live") as ws:
            ws.send_text("{}")
            assert ws.receive_json()["n_actions"] == 0
            assert ws.receive_json()["n_actions"] == 1
        assert raced == [0]
