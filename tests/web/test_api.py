"""The JSON API, driven as the browser page drives it (TestClient, embedded SQLite)."""

from __future__ import annotations

import json
import sqlite3
import tomllib
from concurrent.futures import ThreadPoolExecutor
from importlib import resources
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tabletome.agents import _KINDS
from tabletome.engine import Record, get_game
from tabletome.testing import NARROW_LAYOUT
from tabletome.web.store import Store

from .conftest import DEADLINE, act, client_for, create, headers, state, wait_finished, wait_turn

HEXER = get_game("hexer")


def sqlite_path(url: str) -> str:
    return url.removeprefix("sqlite:///")


def logged(url: str, table: str) -> list[tuple[int, int, str]]:
    """The table's action log as stored: (index, seat, notation)."""
    with sqlite3.connect(sqlite_path(url)) as db:
        rows = db.execute("select idx, seat, text from tt_actions where table_id = ? order by idx", (table,))
        return [(int(i), int(s), str(t)) for i, s, t in rows]


def replayed(url: str, table: str) -> Any:
    """The table's state rebuilt from the database alone (seed, options, log)."""
    loaded = Store(url).load(table)
    assert loaded is not None
    row = loaded.row
    return Record(row.game, row.version, row.edition, row.options, row.seed, row.seats, loaded.actions).replay(
        narrate=True
    )


# ------------------------------------------------------------------ games and tables


def test_games_lists_hexer_with_options_presets_and_player_kinds(client: TestClient) -> None:
    games = client.get("/api/games").json()
    hexer = next(g for g in games if g["id"] == "hexer")
    assert (hexer["min_players"], hexer["max_players"]) == (2, 4)
    assert {o["name"] for o in hexer["options"]} == {"sanity", "necron_head_start", "remove_pair"}
    assert hexer["presets"]["difficulty"]["hard"]["sanity"] == "5"
    assert {"human", "random", "heuristic"} <= set(hexer["kinds"])


def test_lobby_table_and_replay_pages_are_served_with_their_scripts(client: TestClient) -> None:
    for path, script in (("/", "lobby.js"), ("/table/0123456789/0", "table.js"), ("/replay/0123456789", "replay.js")):
        r = client.get(path)
        assert r.status_code == 200 and f"/static/{script}" in r.text
        assert "script-src 'self'" in r.headers["content-security-policy"]
    assert client.get("/static/table.js").status_code == 200
    assert client.get("/openapi.json").json()["paths"]["/api/tables/{table_id}/seats/{seat}/actions"]
    docs = client.get("/docs")
    assert docs.status_code == 200 and "/docs-assets/swagger-ui-bundle.js" in docs.text  # no CDN: works offline
    assert client.get("/docs-assets/swagger-ui-bundle.js").status_code == 200


def test_create_gives_the_creator_a_secret_seat_and_the_ais_play_until_it_is_their_turn(client: TestClient) -> None:
    made = create(client, ["human", "heuristic", "heuristic"], seed=5, name="Friday game")
    table, seat, token = made["table"]["id"], made["seat"], made["token"]
    assert seat == 0 and made["url"] == f"/table/{table}/0#token={token}"
    assert made["table"]["seed"] is None  # the seed would reveal hidden cards
    assert [s["label"] for s in made["table"]["seats"]] == ["yellow", "blue", "orange"]
    s = wait_turn(client, table, 0, token)
    assert s["your_turn"] and s["view"]["you"] == "yellow" and s["label"] == "yellow"
    assert s["svg"].startswith("<svg") and 'data-pawn="yellow"' in s["svg"]
    assert s["legal"] and all(a["text"] for a in s["legal"])  # plain words beside every notation
    assert {a["action"] for a in s["legal"]} == {str(a) for a in replayed_state(client, table).legal_actions()}
    listed = client.get("/api/tables").json()
    assert any(t["id"] == table and t["name"] == "Friday game" for t in listed)


def replayed_state(client: TestClient, table: str) -> Any:
    return replayed(client.app.state.settings.url, table)  # type: ignore[attr-defined]


def test_presets_and_options_reach_the_game(client: TestClient) -> None:
    made = create(client, ["human", "random"], options={"difficulty": "hard", "sanity": "4"})
    readings = {o.name: o.default for o in get_game("hexer").options if o.legacy}  # rules version 2
    assert made["table"]["options"] == {
        "players": 2,
        "sanity": 4,
        "necron_head_start": True,
        "remove_pair": True,
        **readings,
    }
    s = state(client, made["table"]["id"], 0, made["token"])
    assert s["view"]["options"] == {"sanity": 4, "necron_head_start": True, "remove_pair": True, **readings}


@pytest.mark.parametrize(
    ("body", "words"),
    [
        ({"game": "chess", "seats": ["human", "random"]}, "There is no game 'chess'"),
        ({"game": "hexer", "seats": ["human"]}, "is for 2 to 4 players"),
        ({"game": "hexer", "seats": ["human", "wizard"]}, "'wizard' is not a kind of player"),
        ({"game": "hexer", "seats": ["human", "random"], "options": {"sanity": "9"}}, "'9' is not allowed for sanity"),
        ({"game": "hexer", "seats": ["human", "random"], "options": {"difficulty": "insane"}}, "is not a difficulty"),
        ({"game": "hexer", "seats": ["human", "random"], "options": {"colour": "red"}}, "has no option 'colour'"),
        ({"game": "hexer", "seats": ["human", "random", "random"], "options": {"players": 4}}, "players option says 4"),
        ({"game": "hexer", "seats": ["human", "random"], "edition": "not = [toml"}, "is not valid TOML"),
        ({"game": "hexer", "seats": ["human", "random"], "edition": "{}"}, "The uploaded edition cannot be used"),
        ({"game": "hexer", "seats": ["human", "random"], "join": 1}, "join must name a human seat"),
        ({"game": "hexer", "seats": ["human", "random"], "seed": -1}, "seed"),
        ({"game": "hexer", "seats": ["human", "random"], "colour": "red"}, "colour"),
        ({"seats": ["human", "random"]}, "game: is missing"),
    ],
)
def test_a_table_that_cannot_be_made_is_refused_in_one_sentence(
    client: TestClient, body: dict[str, Any], words: str
) -> None:
    r = client.post("/api/tables", json=body)
    assert r.status_code == 422, r.text
    assert words in r.json()["detail"]
    assert client.get("/api/tables").json() == []


def test_an_uploaded_edition_is_played_and_its_text_is_escaped_in_the_picture(client: TestClient) -> None:
    text = resources.files("tabletome.games.hexer").joinpath("editions/standin.toml").read_text(encoding="utf-8")
    data = tomllib.loads(text)
    data["edition"]["id"] = "asylum"
    for loc in data["locations"]:
        if loc["number"] == 1:
            loc["name"] = "Arkham <b>Asylum</b>"
    made = create(client, ["human", "random"], edition=json.dumps(data))
    s = state(client, made["table"]["id"], 0, made["token"])
    assert s["view"]["locations"][1]["name"] == "Arkham <b>Asylum</b>"
    assert "Arkham &lt;b&gt;Asylum&lt;/b&gt;" in s["svg"] and "<b>" not in s["svg"]
    assert made["table"]["edition"] == "asylum"


# ------------------------------------------------------------------ seats and tokens


def test_seat_calls_need_the_seats_own_token(client: TestClient) -> None:
    made = create(client, ["human", "human", "random"])
    table, token0 = made["table"]["id"], made["token"]
    token1 = client.post(f"/api/tables/{table}/seats/1/join").json()["token"]
    base = f"/api/tables/{table}/seats"
    assert client.get(f"{base}/0").status_code == 401
    assert client.get(f"{base}/0", headers=headers(token1)).status_code == 403  # another seat's token
    assert client.get(f"{base}/0", headers=headers("guess")).status_code == 403
    assert client.get(f"{base}/2", headers=headers(token0)).status_code == 403  # an AI seat has no token
    assert act(client, table, 1, token0, "pass").status_code == 403
    assert client.get(f"{base}/0", headers=headers(token0)).json()["seat"] == 0
    assert client.get(f"{base}/1", headers=headers(token1)).json()["view"]["you"] == "blue"
    r = client.get(f"{base}/7", headers=headers(token0))
    assert r.status_code == 404 and "has no seat 7" in r.json()["detail"]
    r = client.get(f"{base}/-1", headers=headers(token0))  # outside the schema's seat numbers
    assert r.status_code == 422 and "seat: must be 0 or more, not -1" in r.json()["detail"]
    assert client.get("/api/tables/ffffffffff/seats/0", headers=headers(token0)).status_code == 404
    assert client.get("/api/tables/nope/seats/0", headers=headers(token0)).status_code == 404
    assert client.get(f"{base}/zero", headers=headers(token0)).status_code == 422


def test_a_free_seat_can_be_joined_once(client: TestClient) -> None:
    made = create(client, ["human", "human", "heuristic"])
    table = made["table"]["id"]
    seats = {s["seat"]: s for s in client.get(f"/api/tables/{table}").json()["seats"]}
    assert (seats[0]["taken"], seats[1]["taken"]) == (True, False)
    joined = client.post(f"/api/tables/{table}/seats/1/join")
    assert joined.status_code == 200 and joined.json()["url"].endswith(joined.json()["token"])
    again = client.post(f"/api/tables/{table}/seats/1/join")
    assert again.status_code == 409 and "is taken" in again.json()["detail"]
    assert client.post(f"/api/tables/{table}/seats/0/join").status_code == 409
    ai = client.post(f"/api/tables/{table}/seats/2/join")
    assert ai.status_code == 409 and "played by the Scripted AI" in ai.json()["detail"]
    assert client.post(f"/api/tables/{table}/seats/3/join").status_code == 404
    assert client.get(f"/api/tables/{table}").json()["seats"][1]["taken"] is True


# ------------------------------------------------------------------ acting


def test_an_action_is_in_the_database_when_it_is_acknowledged(client: TestClient, sqlite_url: str) -> None:
    made = create(client, ["human", "heuristic", "heuristic"], seed=11)
    table, token = made["table"]["id"], made["token"]
    for _ in range(4):
        s = wait_turn(client, table, 0, token)
        choice = s["legal"][-1]["action"]
        r = act(client, table, 0, token, choice, expect=s["n_actions"])
        assert r.status_code == 200, r.text
        n = r.json()["n_actions"]
        assert n == s["n_actions"] + 1
        assert logged(sqlite_url, table)[n - 1] == (n - 1, 0, choice)
    assert len(logged(sqlite_url, table)) >= n


def first_turn(client: TestClient, seats: list[str], seed: int = 3) -> tuple[str, str, dict[str, Any]]:
    made = create(client, seats, seed=seed)
    table, token = made["table"]["id"], made["token"]
    return table, token, wait_turn(client, table, 0, token)


def unchanged(client: TestClient, table: str, token: str, before: dict[str, Any], url: str) -> None:
    after = state(client, table, 0, token)
    for key in ("n_actions", "view", "legal", "log", "svg"):
        assert after[key] == before[key], key
    assert len(logged(url, table)) == before["n_actions"]


def test_malformed_notation_is_422_with_a_sentence_and_changes_nothing(client: TestClient, sqlite_url: str) -> None:
    table, token, before = first_turn(client, ["human", "heuristic"])
    r = act(client, table, 0, token, "fly away")
    assert r.status_code == 422
    assert r.json()["detail"].startswith("'fly away' is not a move in Der Hexer von Salem.")
    unchanged(client, table, token, before, sqlite_url)


def test_an_illegal_action_is_422_with_the_rulebook_sentence_and_changes_nothing(
    client: TestClient, sqlite_url: str
) -> None:
    table, token, before = first_turn(client, ["human", "heuristic"])
    assert "action 1" in before["prompt"] and before["view"]["investigators"][0]["location"] == 0
    r = act(client, table, 0, token, "move 0")
    assert r.status_code == 422
    truth = replayed(sqlite_url, table)
    assert r.json()["detail"] == truth.why_illegal(HEXER.action_space().parse("move 0"))
    assert "HX-LOC-09" in r.json()["detail"]
    unchanged(client, table, token, before, sqlite_url)


def test_acting_out_of_turn_or_on_a_stale_picture_is_409(client: TestClient, sqlite_url: str) -> None:
    made = create(client, ["human", "human"], seed=3)
    table, token0 = made["table"]["id"], made["token"]
    token1 = client.post(f"/api/tables/{table}/seats/1/join").json()["token"]
    s0 = state(client, table, 0, token0)
    mover, other = (0, 1) if s0["to_move"] == 0 else (1, 0)
    tokens = {0: token0, 1: token1}
    before = state(client, table, mover, tokens[mover])
    r = act(client, table, other, tokens[other], before["legal"][0]["action"])
    assert r.status_code == 409 and "not your turn" in r.json()["detail"]
    r = act(client, table, mover, tokens[mover], before["legal"][0]["action"], expect=before["n_actions"] + 5)
    assert r.status_code == 409 and "moved on" in r.json()["detail"]
    assert len(logged(sqlite_url, table)) == before["n_actions"]


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        (b"{not json", 400, "not valid JSON"),
        (b'{"action": 3}', 422, "action"),
        (b'{"action": "pass", "extra": 1}', 422, "extra"),
        (b"{}", 422, "action: is missing"),
        (json.dumps({"action": "x" * 300}).encode(), 422, "action"),
    ],
)
def test_malformed_requests_are_4xx_sentences(client: TestClient, body: bytes, status: int, words: str) -> None:
    table, token, _ = first_turn(client, ["human", "heuristic"])
    r = client.post(
        f"/api/tables/{table}/seats/0/actions",
        content=body,
        headers={**headers(token), "Content-Type": "application/json"},
    )
    assert r.status_code == status, r.text
    assert words in r.json()["detail"]


def test_request_bodies_above_64_kib_are_413(client: TestClient) -> None:
    big = {"game": "hexer", "seats": ["human", "random"], "name": "x", "edition": "#" * (70 * 1024)}
    r = client.post("/api/tables", json=big)
    assert r.status_code == 413 and "64 KiB" in r.json()["detail"]

    def chunks() -> Any:  # no Content-Length: the limit holds for a streamed body too
        for _ in range(70):
            yield b" " * 1024

    r = client.post("/api/tables", content=chunks(), headers={"Content-Type": "application/json"})
    assert r.status_code == 413
    assert client.get("/api/tables").json() == []


# ------------------------------------------------------------------ what a seat may see


def test_a_seat_receives_exactly_its_own_view(client: TestClient, sqlite_url: str) -> None:
    made = create(client, ["human", "heuristic", "heuristic"], seed=21)
    table, token = made["table"]["id"], made["token"]
    for _ in range(6):
        s = wait_turn(client, table, 0, token)
        # Prefer using the Glasses: a private look that only this seat may know about.
        choice = next((a["action"] for a in s["legal"] if a["action"] == "use G"), s["legal"][0]["action"])
        assert act(client, table, 0, token, choice).status_code == 200
    s = state(client, table, 0, token)
    truth = replayed(sqlite_url, table)
    assert truth.players == 3 and len(logged(sqlite_url, table)) == s["n_actions"]
    assert s["view"] == json.loads(json.dumps(truth.view(0)))
    assert s["log"] == truth.log_for(0)
    full = truth.full_view()
    assert s["view"] != full  # something is hidden from this seat ...
    down = [loc for loc in s["view"]["locations"][1:] if loc["portal"]["tile"] == "face down"]
    assert down and all(loc["portal"]["tile"] in ("portal", "wall") for loc in full["locations"][1:])
    for layout in s["svg"].partition(NARROW_LAYOUT)[::2]:  # ... and stays hidden in the picture (both layouts)
        assert layout.count('data-tile="face down"') == len(down)
    for other in (1, 2):  # nothing only another seat may know
        private = {t for who, t in truth.log if who == other}
        assert not private & set(s["log"])
    assert s["table"]["seed"] is None and str(truth.rng.state) not in json.dumps(s)


def test_the_live_socket_pushes_the_other_seats_move_without_reload(client: TestClient) -> None:
    made = create(client, ["human", "human", "heuristic"], seed=4)
    table, token0 = made["table"]["id"], made["token"]
    token1 = client.post(f"/api/tables/{table}/seats/1/join").json()["token"]
    tokens = {0: token0, 1: token1}
    with client.websocket_connect(f"/api/tables/{table}/seats/1/live") as ws:
        ws.send_json({"token": token1})
        first = receive(ws)
        assert first["seat"] == 1 and first["view"]["you"] == "blue" and first["log_from"] == 0
        log = list(first["log"])
        moves = 0
        while moves < 3:
            s0 = state(client, table, 0, token0)
            mover = s0["to_move"]
            if mover not in (0, 1):
                continue
            page = wait_turn(client, table, mover, tokens[mover])
            r = act(client, table, mover, tokens[mover], page["legal"][0]["action"])
            assert r.status_code == 200
            n = r.json()["n_actions"]
            if mover == 0:
                moves += 1
            while True:  # the push for seat 1 arrives by itself
                pushed = receive(ws)
                assert pushed["seat"] == 1 and pushed["view"]["you"] == "blue"
                assert pushed["log_from"] == len(log)
                log += pushed["log"]
                if pushed["n_actions"] >= n:
                    break
        assert log == state(client, table, 1, token1)["log"][: len(log)]


def receive(ws: Any) -> dict[str, Any]:
    with ThreadPoolExecutor(1) as pool:
        data: dict[str, Any] = pool.submit(ws.receive_json).result(timeout=DEADLINE)
        return data


@pytest.mark.parametrize(
    ("path", "hello", "code"),
    [
        ("/api/tables/{table}/seats/0/live", {"token": "wrong"}, 4403),
        ("/api/tables/{table}/seats/1/live", {"token": "{token}"}, 4403),
        ("/api/tables/{table}/seats/9/live", {"token": "{token}"}, 4404),
        ("/api/tables/ffffffffff/seats/0/live", {"token": "{token}"}, 4404),
        ("/api/tables/{table}/seats/0/live", {"nothing": 1}, 4401),
    ],
)
def test_the_live_socket_refuses_a_wrong_token_or_seat(
    client: TestClient, path: str, hello: dict[str, str], code: int
) -> None:
    made = create(client, ["human", "heuristic"])
    table, token = made["table"]["id"], made["token"]
    with client.websocket_connect(path.format(table=table)) as ws:
        ws.send_json({k: v.format(token=token) if isinstance(v, str) else v for k, v in hello.items()})
        answer = receive(ws)
        assert answer["status"] == code - 4000 and answer["error"]
        with pytest.raises(Exception) as closed:
            ws.receive_json()
        assert getattr(closed.value, "code", None) == code


# ------------------------------------------------------------------ the end, records and replays


def test_a_finished_game_has_its_record_and_a_replay_that_shows_each_seat_its_own_view(client: TestClient) -> None:
    made = create(client, ["heuristic", "heuristic"], seed=9)
    assert made["token"] is None and made["seat"] is None
    table = made["table"]["id"]
    summary = wait_finished(client, table)
    assert summary["outcome"]["cause"].startswith("HX-") and summary["seed"] == 9
    record = Record.from_json(client.get(f"/api/tables/{table}/record").json())
    final = record.replay()
    assert final.outcome().to_json() == record.outcome == summary["outcome"]
    total = len(record.actions)
    assert total == summary["n_actions"] > 10
    for step, seat in ((0, 0), (total // 2, 1), (total, 0)):
        r = client.get(f"/api/tables/{table}/replay", params={"step": step, "seat": seat}).json()
        truth = record.replay(step, narrate=True)
        assert r["view"] == json.loads(json.dumps(truth.view(seat))) and r["log"] == truth.log_for(seat)
        assert r["played"] == (record.actions[step - 1] if step else None)
    everything = client.get(f"/api/tables/{table}/replay", params={"step": total}).json()
    assert everything["view"] == json.loads(json.dumps(final.full_view())) and everything["label"] == "everything"
    r = client.get(f"/api/tables/{table}/replay", params={"step": total + 1})
    assert r.status_code == 404 and f"there is no step {total + 1}" in r.json()["detail"]
    assert client.get(f"/api/tables/{table}/replay", params={"seat": 5}).status_code == 404


def test_a_finished_competitive_table_gives_every_seats_place_and_the_deciding_rule(client: TestClient) -> None:
    body = {"game": "crazy_eights", "seats": ["heuristic"] * 4, "seed": 84, "options": {"draw": "one"}}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 201, r.text
    table = r.json()["table"]["id"]
    summary = wait_finished(client, table)
    outcome = summary["outcome"]
    assert outcome["winners"] == [0] and outcome["decided_by"] == "fewer cards in hand"
    assert [(p["seat"], p["rank"], p["score"], p["tiebreak"]) for p in outcome["seats"][:2]] == [
        (0, 1, 11, [2]),  # penalty points, then cards in hand as players count them
        (3, 2, 11, [3]),
    ]
    assert outcome["score_name"] == "penalty points" and outcome["tiebreak_names"] == ["fewer cards in hand"]
    assert [p["rank"] for p in outcome["seats"]] == [1, 2, 3, 4]  # first to last
    assert [s["label"] for s in summary["seats"]] == ["player 1", "player 2", "player 3", "player 4"]
    replay = client.get(f"/api/tables/{table}/replay", params={"step": summary["n_actions"]}).json()
    assert replay["table"]["outcome"] == outcome


def test_record_and_replay_wait_for_the_end_and_a_finished_game_takes_no_action(client: TestClient) -> None:
    made = create(client, ["human", "random"], seed=2)
    table, token = made["table"]["id"], made["token"]
    assert client.get(f"/api/tables/{table}/record").status_code == 409
    assert client.get(f"/api/tables/{table}/replay").status_code == 409
    for _ in range(3000):
        s = wait_turn(client, table, 0, token)
        if s["outcome"] is not None:
            break
        assert act(client, table, 0, token, s["legal"][0]["action"]).status_code == 200
    assert s["outcome"] is not None and s["legal"] == []
    r = act(client, table, 0, token, "pass")
    assert r.status_code == 409 and r.json()["detail"] == "The game is over."
    record = client.get(f"/api/tables/{table}/record").json()
    assert Record.from_json(record).replay().outcome().to_json() == s["outcome"]
    assert client.post(f"/api/tables/{table}/seats/0/join").status_code == 409


# ------------------------------------------------------------------ restarts and AI trouble


def test_a_restarted_server_rebuilds_open_tables_from_the_log(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'restart.sqlite'}"
    with client_for(url) as first:
        made = create(first, ["human", "heuristic", "heuristic"], seed=13)
        table, token = made["table"]["id"], made["token"]
        for _ in range(3):
            s = wait_turn(first, table, 0, token)
            assert act(first, table, 0, token, s["legal"][0]["action"]).status_code == 200
        before = wait_turn(first, table, 0, token)
    with client_for(url) as second:
        tables = second.app.state.manager.tables  # type: ignore[attr-defined]
        assert table not in tables  # start-up loads nothing: the table comes back when a seat opens it
        after = state(second, table, 0, token)
        assert table in tables
        for key in ("n_actions", "view", "legal", "log", "svg", "table"):
            assert after[key] == before[key], key
        assert act(second, table, 0, token, after["legal"][0]["action"]).status_code == 200


class SleepyAgent:
    name = "sleepy"
    omniscient = False

    def __init__(self, seed: int) -> None:
        from tabletome.engine import Rng

        self.rng = Rng(seed)

    def act(self, state: Any, seat: int) -> Any:
        import time

        time.sleep(1.0)
        return state.legal_actions()[0]


class BrokenAgent(SleepyAgent):
    def act(self, state: Any, seat: int) -> Any:
        raise RuntimeError("the agent lost its mind")


def test_an_ai_that_thinks_too_long_plays_a_random_legal_move_and_the_table_goes_on(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(_KINDS, "sleepy", (lambda game, seat, seed, param: SleepyAgent(seed), "sleeps"))
    with client_for(sqlite_url, ai_deadline=0.2) as client:
        made = create(client, ["human", "sleepy"], seed=2)
        table, token = made["table"]["id"], made["token"]
        for _ in range(30):
            s = wait_turn(client, table, 0, token)
            if s["note"] or s["outcome"]:
                break
            assert act(client, table, 0, token, s["legal"][0]["action"]).status_code == 200
        assert s["note"] and "did not decide within 0.2 s" in s["note"]
        ai_moves = [t for _, seat, t in logged(sqlite_url, table) if seat == 1]
        assert ai_moves


def test_an_ai_that_fails_leaves_the_table_waiting_with_a_note(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(_KINDS, "broken", (lambda game, seat, seed, param: BrokenAgent(seed), "fails"))
    with client_for(sqlite_url) as client:
        made = create(client, ["broken", "human"], seed=2, join=1)
        table, token = made["table"]["id"], made["token"]
        import time

        end = time.monotonic() + DEADLINE
        while not (s := state(client, table, 1, token))["note"]:
            assert time.monotonic() < end
            time.sleep(0.01)
        assert "failed (the agent lost its mind)" in s["note"] and s["to_move"] == 0
        assert act(client, table, 1, token, "move 1").status_code == 409
        assert logged(sqlite_url, table) == []
