"""Taking a move back, advice, playing again, lost links and idle seats."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from tabletome.engine import Record

from .conftest import DEADLINE, client_for, create, headers, state, wait_finished, wait_turn


def new(client: TestClient, seats: list[str], seed: int, game: str = "crazy_eights", **extra: Any) -> dict[str, Any]:
    return create(client, seats, seed=seed, game=game, join=seats.index("human"), **extra)


def post(client: TestClient, table: str, seat: int, token: str, what: str, body: Any = None) -> Any:
    return client.post(f"/api/tables/{table}/seats/{seat}/{what}", json=body, headers=headers(token))


def test_a_move_is_taken_back_unless_something_hidden_was_revealed_since(sqlite_url: str) -> None:
    """The terminal's rule in the browser: the log loses the moves in one transaction and the
    state is the replay before them (its dice restored); a card drawn since makes the move stay."""
    outcomes = set()
    limits = {"moves_per_second": 0, "tables_per_minute": 0, "open_tables_per_client": 0}
    with client_for(sqlite_url, **limits) as client:
        _take_backs(client, outcomes)
    assert outcomes == {"done", "refused"}


def _take_backs(client: TestClient, outcomes: set[str]) -> None:
    for seed in range(1, 40):
        made = new(client, ["random", "human"], seed)
        table, token = made["table"]["id"], made["token"]
        before = wait_turn(client, table, 1, token)
        move = before["legal"][0]["action"]
        r = post(client, table, 1, token, "actions", {"action": move})
        assert r.status_code == 200
        wait_turn(client, table, 1, token)
        r = post(client, table, 1, token, "undo")
        if r.status_code == 409:
            assert r.json()["detail"].startswith("Something hidden was revealed since your move")
            outcomes.add("refused")
        else:
            assert r.status_code == 200 and r.json() == {"done": True, "waiting": []}
            after = state(client, table, 1, token)
            assert after["n_actions"] == before["n_actions"] and after["view"] == before["view"]
            assert after["events"][-1]["text"].startswith("player 2 took back")
            assert post(client, table, 1, token, "actions", {"action": move}).status_code == 200
            outcomes.add("done")
        if outcomes == {"done", "refused"}:
            return


def test_with_two_people_a_take_back_needs_the_other_ones_consent(client: TestClient) -> None:
    made = create(client, ["human", "human"], seed=2, game="crazy_eights")
    table, t0 = made["table"]["id"], made["token"]
    t1 = client.post(f"/api/tables/{table}/seats/1/join").json()["token"]
    tokens = [t0, t1]
    for _ in range(2):  # seat 1 plays, then seat 0
        mover = state(client, table, 0, t0)["to_move"]
        page = state(client, table, mover, tokens[mover])
        plays = [a["action"] for a in page["legal"] if a["action"].startswith("play")]
        assert plays, "with this seed both seats can play a card at once"
        assert post(client, table, mover, tokens[mover], "actions", {"action": plays[0]}).status_code == 200
    n = state(client, table, 0, t0)["n_actions"]
    r = post(client, table, 1, t1, "undo")
    assert r.status_code == 200 and r.json() == {"done": False, "waiting": [0]}
    asked = state(client, table, 0, t0)
    assert asked["requests"]["undo"] == {"seat": 1, "waiting": [0]}
    assert post(client, table, 1, t1, "undo/answer", {"accept": True}).status_code == 409  # not asked
    r = post(client, table, 0, t0, "undo/answer", {"accept": True})
    assert r.status_code == 200 and r.json()["done"]
    assert state(client, table, 0, t0)["n_actions"] == n - 2


def test_advice_comes_from_the_seats_view_and_every_seat_is_told(client: TestClient) -> None:
    made = new(client, ["random", "human"], 3)
    table, token = made["table"]["id"], made["token"]
    page = wait_turn(client, table, 1, token)
    r = post(client, table, 1, token, "hint")
    assert r.status_code == 200
    advice = r.json()
    assert {m["action"] for m in advice["moves"]} == {a["action"] for a in page["legal"]}
    assert all(0.0 <= m["win"] <= 1.0 for m in advice["moves"]) and advice["best"] == advice["moves"][0]["action"]
    assert "asked for advice" in state(client, table, 1, token)["events"][-1]["text"]
    client.get(f"/api/tables/{table}/watch")  # a spectator sees the event too
    assert "asked for advice" in client.get(f"/api/tables/{table}/watch").json()["events"][-1]["text"]


def test_advice_is_off_by_default_with_several_people(client: TestClient) -> None:
    made = create(client, ["human", "human"], seed=3, game="crazy_eights")
    assert made["table"]["hints"] is False
    r = post(client, made["table"]["id"], 0, made["token"], "hint")
    assert r.status_code == 409 and "Advice is off" in r.json()["detail"]


def test_play_again_makes_one_new_table_with_the_same_seats_and_a_new_seed(client: TestClient) -> None:
    made = create(client, ["human", "human", "heuristic"], seed=4, game="crazy_eights")
    table, t0 = made["table"]["id"], made["token"]
    t1 = client.post(f"/api/tables/{table}/seats/1/join").json()["token"]
    tokens = [t0, t1]
    end = time.monotonic() + DEADLINE
    while (s := state(client, table, 0, t0))["outcome"] is None:
        assert time.monotonic() < end
        mover = s["to_move"]
        if mover in (0, 1):
            page = state(client, table, mover, tokens[mover])
            if page["your_turn"]:
                post(client, table, mover, tokens[mover], "actions", {"action": page["legal"][0]["action"]})
                continue
        time.sleep(0.01)  # the AI seat thinks: poll no faster than a person's page (the request limit)
    done = wait_finished(client, table)
    first = post(client, table, 1, t1, "rematch")
    assert first.status_code == 200
    again = first.json()
    assert again["seat"] == 1 and [x["kind"] for x in again["table"]["seats"]] == ["human", "human", "heuristic"]
    assert again["table"]["options"] == done["options"] and again["table"]["id"] != table
    assert client.get(f"/api/tables/{table}").json()["rematch"] == again["table"]["id"]
    second = post(client, table, 0, t0, "rematch").json()  # the other person joins the same new table
    assert second["table"]["id"] == again["table"]["id"] and second["seat"] == 0
    record = client.get(f"/api/tables/{again['table']['id']}")
    assert record.status_code == 200


def test_the_creator_reissues_a_lost_link_and_the_old_one_stops_working(sqlite_url: str) -> None:
    # abandoned_seconds=0: the creator need not wait for the person to be away (test_reissue_consent)
    with client_for(sqlite_url, moves_per_second=0, abandoned_seconds=0) as client:
        made = create(client, ["human", "human"], seed=5, game="crazy_eights")
        table, t0 = made["table"]["id"], made["token"]
        t1 = client.post(f"/api/tables/{table}/seats/1/join").json()["token"]
        assert post(client, table, 1, t1, "reissue/0").status_code == 403  # only the creator may
        r = post(client, table, 0, t0, "reissue/1")
        assert r.status_code == 200
        fresh = r.json()["token"]
        assert client.get(f"/api/tables/{table}/seats/1", headers=headers(t1)).status_code == 403
        assert state(client, table, 1, fresh)["seat"] == 1


def test_an_idle_persons_seat_is_handed_to_an_ai_when_the_others_agree(sqlite_url: str) -> None:
    with client_for(sqlite_url, moves_per_second=0) as client:
        made = create(client, ["human", "human"], seed=6, game="crazy_eights", idle_limit=0.05)
        table, t0 = made["table"]["id"], made["token"]
        t1 = client.post(f"/api/tables/{table}/seats/1/join").json()["token"]
        mover = state(client, table, 0, t0)["to_move"]
        other, tokens = 1 - mover, [t0, t1]
        r = post(client, table, other, tokens[other], f"replace/{mover}", {"with": "heuristic"})
        if r.status_code == 409:  # not idle yet
            time.sleep(0.1)
            r = post(client, table, other, tokens[other], f"replace/{mover}", {"with": "heuristic"})
        assert r.status_code == 200 and r.json()["done"]
        page = state(client, table, other, tokens[other])
        assert page["table"]["seats"][mover]["kind"] == "heuristic"
        assert "handed to the Scripted AI" in page["events"][-1]["text"]  # the kind by its players' name
        end = time.monotonic() + DEADLINE
        while state(client, table, other, tokens[other])["to_move"] == mover:  # the AI plays the seat now
            assert time.monotonic() < end
            time.sleep(0.02)


def test_a_downloaded_record_carries_the_events_and_still_replays(client: TestClient) -> None:
    made = new(client, ["random", "human"], 7)
    table, token = made["table"]["id"], made["token"]
    wait_turn(client, table, 1, token)
    assert post(client, table, 1, token, "hint").status_code == 200
    end = time.monotonic() + DEADLINE
    while (page := wait_turn(client, table, 1, token))["outcome"] is None:
        assert time.monotonic() < end
        post(client, table, 1, token, "actions", {"action": page["legal"][0]["action"]})
    data = client.get(f"/api/tables/{table}/record").json()
    assert data["events"][0]["kind"] == "hint"
    assert Record.from_json(data).replay().outcome() is not None


def test_what_are_my_odds_gives_each_move_its_exact_chance(client: TestClient) -> None:
    """A game with the Odds capability (Elder Sign) answers at any table, for the seat's own turn;
    a game without it says so."""
    from fractions import Fraction

    made = new(client, ["human", "random"], 4, game="elder_sign")
    table, token = made["table"]["id"], made["token"]
    assert made["table"]["odds"] is True
    page = wait_turn(client, table, 0, token)
    r = client.get(f"/api/tables/{table}/seats/0/odds", headers=headers(token))
    assert r.status_code == 200
    answer = r.json()
    legal = {a["action"] for a in page["legal"]}
    assert answer["moves"] and {m["action"] for m in answer["moves"]} <= legal
    for m in answer["moves"]:
        if m.get("high") is not None:  # a range that is true: its low end is the chance shown
            assert m["exact"] is None and 0 <= m["low"] == m["chance"] <= m["high"] <= 1 and m["note"]
        elif m["chance"] is not None:
            assert abs(float(Fraction(m["exact"])) - m["chance"]) < 1e-4 and 0 <= m["chance"] <= 1
    assert "exact chance" in answer["note"]
    assert 400 <= client.get(f"/api/tables/{table}/seats/1/odds", headers=headers(token)).status_code < 500
    other = new(client, ["human", "random"], 4)
    assert other["table"]["odds"] is False
    wait_turn(client, other["table"]["id"], 0, other["token"])
    r = client.get(f"/api/tables/{other['table']['id']}/seats/0/odds", headers=headers(other["token"]))
    assert r.status_code == 409 and "does not work out odds" in r.json()["detail"]
