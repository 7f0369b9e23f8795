"""Findings of the hostile review of `tabletome serve` (issue 29) beyond decklists and comparisons.

- One client held 128 live connections with 2 workers while TABLETOME_LIVE_PER_CLIENT was 64:
  the limit was counted per worker. It is counted in Redis across workers now.
- The 503 documented as "nothing was changed" had stored the move in 1 case of 4: a move sent
  with a ``move_id`` is played at most once however often it is sent.
- Table names took bidirectional overrides and invisible characters; integers took ``1.0``.
- A table's creator could reissue a present person's seat and so read their hand: only the person
  may, or the creator once the person has been away ``abandoned_seconds``; the table is told.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time
from pathlib import Path
from typing import Any

import httpx2
import pytest
from fastapi.testclient import TestClient
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from tabletome.web.tables import UNSURE_MOVE

from .conftest import DEADLINE, Server, client_for, create, headers, state

ALREADY = "x-tabletome-already-played"


def post(client: Any, table: str, seat: int, token: str, what: str, body: Any = None) -> Any:
    return client.post(f"/api/tables/{table}/seats/{seat}/{what}", json=body, headers=headers(token))


def two_people(client: Any, seed: int = 5) -> tuple[str, str, str]:
    """A crazy eights table of two people: its id, the creator's token (seat 0), the other's (seat 1)."""
    made = create(client, ["human", "human"], seed=seed, game="crazy_eights")
    table = made["table"]["id"]
    return table, made["token"], client.post(f"/api/tables/{table}/seats/1/join").json()["token"]


# ------------------------------------------------------------------ live connections, every worker
LIVE_LIMIT = 3
REFUSED = f"This address already holds {LIVE_LIMIT} live connections; close some first."


def _hold_live(url: str, token: str, answers: list[str], done: threading.Event) -> None:
    """One live connection: its first message ("page" or "refused"), held open until ``done``."""
    with connect(url, open_timeout=30) as ws:
        with contextlib.suppress(ConnectionClosed):  # a refused one is closed at once
            ws.send(json.dumps({"token": token}))
        first = json.loads(ws.recv(timeout=30))  # the page, or the refusal sent before the close
        assert first.get("error", REFUSED) == REFUSED, first
        answers.append("refused" if first.get("status") == 429 else "page")
        done.wait(DEADLINE)


def _open_at_once(urls: list[str], token: str) -> list[str]:
    """Connections opened all at once (so that both workers of a server accept some), held together."""
    answers: list[str] = []
    done = threading.Event()
    threads = [threading.Thread(target=_hold_live, args=(url, token, answers, done)) for url in urls]
    for t in threads:
        t.start()
    end = time.monotonic() + DEADLINE
    while len(answers) < len(urls) and time.monotonic() < end:
        time.sleep(0.05)
    done.set()
    for t in threads:
        t.join()
    return sorted(answers)


def _live_env() -> dict[str, str]:
    return {
        "TABLETOME_LIVE_PER_CLIENT": str(LIVE_LIMIT),
        "TABLETOME_REQUESTS_PER_SECOND": "0",
        "TABLETOME_REDIS_PREFIX": f"tt_live_{time.time_ns()}",
    }


def test_the_live_connection_limit_counts_every_worker(
    tmp_path: Path, servers: list[Server], pg_url: str, redis_url: str
) -> None:
    """Twelve connections at once reach either worker; whichever they reach, the client holds three."""
    server = Server(tmp_path, "--workers", "2", "--database-url", pg_url, "--redis-url", redis_url, env=_live_env())
    servers.append(server.start())
    with httpx2.Client(base_url=server.base, timeout=30) as http:
        made = create(http, ["human", "human"], seed=5)
    url = f"{server.ws_base}/api/tables/{made['table']['id']}/seats/0/live"
    assert _open_at_once([url] * 12, made["token"]) == ["page"] * LIVE_LIMIT + ["refused"] * 9


def test_the_live_connection_limit_counts_every_server_process(
    tmp_path: Path, servers: list[Server], pg_url: str, redis_url: str
) -> None:
    """Two processes serving the same tables (the workers of the test above, reached for sure):
    two connections through each make four, one more than the limit."""
    env = _live_env()
    a = Server(tmp_path, "--database-url", pg_url, "--redis-url", redis_url, env=env)
    b = Server(tmp_path, "--database-url", pg_url, "--redis-url", redis_url, env=env)
    servers.extend([a.start(), b.start()])
    with httpx2.Client(base_url=a.base, timeout=30) as http:
        made = create(http, ["human", "human"], seed=5)
    path = f"/api/tables/{made['table']['id']}/seats/0/live"
    urls = [a.ws_base + path, a.ws_base + path, b.ws_base + path, b.ws_base + path]
    assert _open_at_once(urls, made["token"]) == ["page"] * LIVE_LIMIT + ["refused"]


# ------------------------------------------------------------------ a move played at most once
def test_a_move_retried_with_its_id_after_a_503_is_played_once(sqlite_url: str, monkeypatch: Any) -> None:
    """The database wrote the move, then the answer was lost (a 503): the retry is answered
    with the page and the action's number, and the log holds the move once."""
    with client_for(sqlite_url, moves_per_second=0) as client:
        table, t0, t1 = two_people(client)
        page = state(client, table, 0, t0)
        seat, token = (0, t0) if page["your_turn"] else (1, t1)
        move = state(client, table, seat, token)["legal"][0]["action"]
        store = client.app.state.manager.store  # type: ignore[attr-defined]
        written = store.append_many

        def commits_then_fails(batch: Any) -> Any:
            written(batch)
            monkeypatch.setattr(store, "append_many", written)
            raise RuntimeError("the connection dropped after COMMIT")

        monkeypatch.setattr(store, "append_many", commits_then_fails)
        body = {"action": move, "expect": 0, "move_id": "a1b2c3d4e5f60718"}
        r = post(client, table, seat, token, "actions", body)
        assert r.status_code == 503 and r.json() == {"detail": UNSURE_MOVE}
        again = post(client, table, seat, token, "actions", body)
        assert again.status_code == 200 and again.headers[ALREADY] == "0"
        assert again.json()["n_actions"] == 1
        assert client.get(f"/api/tables/{table}").json()["n_actions"] == 1


def test_a_move_whose_answer_was_lost_is_not_played_again_even_after_a_restart(sqlite_url: str) -> None:
    with client_for(sqlite_url, moves_per_second=0) as client:
        table, t0, t1 = two_people(client)
        seat, token = (0, t0) if state(client, table, 0, t0)["your_turn"] else (1, t1)
        body = {"action": state(client, table, seat, token)["legal"][0]["action"], "move_id": "lost-answer-0001"}
        first = post(client, table, seat, token, "actions", body)
        assert first.status_code == 200 and ALREADY not in first.headers and first.json()["n_actions"] == 1
        again = post(client, table, seat, token, "actions", body)
        assert again.status_code == 200 and again.headers[ALREADY] == "0" and again.json()["n_actions"] == 1
    with client_for(sqlite_url, moves_per_second=0) as client:  # a new process reads the ids from the log
        again = post(client, table, seat, token, "actions", body)
        assert again.status_code == 200 and again.headers[ALREADY] == "0"
        assert client.get(f"/api/tables/{table}").json()["n_actions"] == 1


def test_the_move_id_is_documented_and_bounded(client: TestClient) -> None:
    schema = client.get("/openapi.json").json()
    act = schema["components"]["schemas"]["Act"]["properties"]["move_id"]
    assert "not played again" in act["description"] and act["anyOf"][0]["maxLength"] == 64
    meaning = schema["paths"]["/api/tables/{table_id}/seats/{seat}/actions"]["post"]["responses"]["503"]
    assert "same move_id" in meaning["description"] and "played at most once" in meaning["description"]
    table, t0, _ = two_people(client)
    r = post(client, table, 0, t0, "actions", {"action": "x", "move_id": "a b"})
    assert r.status_code == 422 and r.json()["detail"].startswith("Invalid request: move_id")


# ------------------------------------------------------------------ names and numbers
HIDDEN = {
    "a right-to-left override": "\u202e",
    "a zero-width space": "\u200b",
    "a left-to-right isolate": "\u2066",
    "a pop directional isolate": "\u2069",
    "a byte-order mark": "\ufeff",
    "a Hangul filler": "\u3164",
    "a lone zero-width joiner": "\u200d",
}


@pytest.mark.parametrize("what", list(HIDDEN))
def test_a_name_with_an_invisible_or_direction_character_is_refused(client: TestClient, what: str) -> None:
    name = f"Alice's {HIDDEN[what]}table"
    r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "human"], "name": name})
    assert r.status_code == 422, r.text
    assert "may not contain invisible or text-direction characters (U+" in r.json()["detail"]
    standin = client.get("/api/editor/hexer").json()["standin"]
    r = client.post("/api/editions", json={"game": "hexer", "data": standin, "name": name})
    assert r.status_code == 422 and "invisible or text-direction" in r.json()["detail"]
    edition = {**standin, "edition": {**standin["edition"], "name": name}}
    r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "human"], "edition": json.dumps(edition)})
    assert r.status_code == 422
    assert r.json()["detail"].startswith("The edition's name may not contain invisible or text-direction")


def test_names_in_any_script_and_emoji_sequences_are_kept(client: TestClient) -> None:
    for name in ("Zoë's table", "日本語の卓", "می\u200cخواهم", "👨\u200d👩\u200d👧 family night"):
        made = create(client, ["human", "human"], name=name)
        assert made["table"]["name"] == name


@pytest.mark.parametrize(
    ("path", "params", "body"),
    [
        ("/api/tables", {"limit": "1.0"}, None),
        ("/api/tables", None, {"game": "hexer", "seats": ["human"], "seed": 1.0}),
        ("/api/tables", None, {"game": "hexer", "seats": ["human"], "join": 0.0}),
        ("/api/tables", None, {"game": "hexer", "seats": ["human"], "seed": True}),
        ("/api/vtes/cards", {"limit": "5.0"}, None),
        ("/api/vtes/decks/check", None, {"text": "12 Theo Bell", "players": 4.0}),
        ("/api/editor/hexer/playtest", None, {"data": {}, "games": 2.0}),
    ],
)
def test_an_integer_written_as_a_decimal_is_refused(
    client: TestClient, path: str, params: dict[str, str] | None, body: dict[str, Any] | None
) -> None:
    r = client.get(path, params=params) if body is None else client.post(path, json=body)
    assert r.status_code == 422, r.text
    assert r.json()["detail"].endswith("must be a whole number, such as 3 (not 3.0).")


def test_seat_numbers_and_query_integers_written_as_decimals_are_refused(client: TestClient) -> None:
    table, t0, _ = two_people(client)
    for path, params in (
        (f"/api/tables/{table}/seats/0.0", None),
        (f"/api/tables/{table}/seats/0", {"log_from": "1.0"}),
        (f"/api/tables/{table}/seats/0", {"at": "0.0"}),
    ):
        r = client.get(path, params=params, headers=headers(t0))
        assert r.status_code == 422 and "whole number" in r.json()["detail"], (path, r.text)
    r = post(client, table, 0, t0, "actions", {"action": "draw", "expect": 0.0})
    assert r.status_code == 422 and "whole number" in r.json()["detail"]


# ------------------------------------------------------------------ reissuing a person's seat
def test_the_creator_cannot_take_a_present_persons_seat_and_read_their_hand(client: TestClient) -> None:
    table, t0, t1 = two_people(client)
    r = post(client, table, 0, t0, "reissue/1")
    assert r.status_code == 409
    assert r.json()["detail"] == (
        "player 2 was at the table 1 second ago: their seat's link can be reissued by them, "
        "or by you once they have been away for 10 minutes."
    )
    assert state(client, table, 1, t1)["seat"] == 1  # the person's link still works
    # The person's own request (their consent): a new link for them, and the table is told.
    r = post(client, table, 1, t1, "reissue/1")
    assert r.status_code == 200
    assert client.get(f"/api/tables/{table}/seats/1", headers=headers(t1)).status_code == 403
    events = state(client, table, 1, r.json()["token"])["events"]
    assert events[-1]["text"] == "player 2 took a new link for their seat; the old one no longer works."


def test_the_creator_reissues_the_link_of_a_person_who_has_been_away(sqlite_url: str) -> None:
    with client_for(sqlite_url, moves_per_second=0, abandoned_seconds=0.4) as client:
        table, t0, t1 = two_people(client)
        with client.websocket_connect(f"/api/tables/{table}/seats/1/live") as live:
            live.send_text(json.dumps({"token": t1}))
            assert live.receive_json()["seat"] == 1
            time.sleep(0.6)  # connected all along: present
            r = post(client, table, 0, t0, "reissue/1")
            assert r.status_code == 409 and r.json()["detail"].startswith("player 2 was at the table")
        time.sleep(0.6)  # gone for longer than abandoned_seconds
        r = post(client, table, 0, t0, "reissue/1")
        assert r.status_code == 200
        told = state(client, table, 0, t0)["events"][-1]["text"]
        assert told.startswith("player 1 gave player 2's seat a new link after player 2 had been away for ")
        assert told.endswith("; the old one no longer works.")
        # A free seat gets a link from the creator at once (nobody's hand is behind it).
        made = create(client, ["human", "human"], seed=6, game="crazy_eights")
        assert post(client, made["table"]["id"], 0, made["token"], "reissue/1").status_code == 200


@pytest.fixture
def client(sqlite_url: str) -> Any:
    with client_for(sqlite_url, moves_per_second=0, requests_per_second=0) as c:
        yield c
