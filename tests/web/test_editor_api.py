"""The edition editor's API: check, compare and try an edition with the engine's own functions, and
keep it under a secret link; a table played with a saved edition names it by digest and replays."""

from __future__ import annotations

import hashlib
import json
import threading
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select

from tabletome.engine import Game, Record, get_game
from tabletome.engine.editing import check_edition, check_text
from tabletome.web.editor_api import ORIGIN, PLAYTESTS
from tabletome.web.store import Store, saved_editions_t

from .conftest import client_for, wait_finished

EDITABLE = ["arkham_noir", "crazy_eights", "cyclades", "elder_sign", "hexer"]
HEXER = get_game("hexer")
KEY = "X-Edition-Key"


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'store.sqlite'}"
    url: str = request.getfixturevalue("pg_url")
    return url


@pytest.fixture
def editor(sqlite_url: str) -> Iterator[TestClient]:
    with client_for(sqlite_url, tables_per_minute=0, saves_per_minute=0) as c:
        yield c


def standin(game: Game = HEXER) -> dict[str, Any]:
    data: dict[str, Any] = as_json(game.default_edition().data)  # a copy to change
    return data


def as_json(value: Any) -> Any:
    return json.loads(json.dumps(value))


def save(client: TestClient, data: dict[str, Any], game: str = "hexer", **extra: Any) -> dict[str, Any]:
    r = client.post("/api/editions", json={"game": game, "data": data, **extra})
    assert r.status_code == 201, r.text
    saved: dict[str, Any] = r.json()
    return saved


def my_box() -> dict[str, Any]:
    """A Hexer edition of one's own: another id and name, a shorter Necron track."""
    data = standin()
    data["edition"]["id"] = "my-box"
    data["edition"]["name"] = "My own box"
    data["necron_track"]["final"] = 31
    data["necron_track"]["provenance"]["final"] = "printed: counted on my board"
    return data


# ------------------------------------------------------------------ the editor's games


def test_the_editable_games_are_listed(editor: TestClient) -> None:
    listed = editor.get("/api/editor/games").json()
    assert [g["id"] for g in listed] == EDITABLE
    assert all(g["editable"] is True and g["name"] == get_game(g["id"]).name for g in listed)


@pytest.mark.parametrize("game_id", EDITABLE)
def test_each_editable_game_gives_its_schema_and_a_stand_in_that_checks_ok(editor: TestClient, game_id: str) -> None:
    game = get_game(game_id)
    r = editor.get(f"/api/editor/{game_id}")
    assert r.status_code == 200, r.text
    info = r.json()
    assert info["game"] == game_id and info["name"] == game.name
    assert info["schema"] == as_json(game.edition_schema()) and info["schema"]["properties"]
    assert info["standin"] == as_json(game.default_edition().data)
    assert info["kinds"] == ["printed", "sourced", "stand-in", "house rule"]
    assert info["limits"] == {"max_chars": 600_000, "max_games": 50}
    as_data = editor.post(f"/api/editor/{game_id}/check", json={"data": info["standin"]}).json()
    as_text = editor.post(f"/api/editor/{game_id}/check", json={"text": info["standin_toml"]}).json()
    for checked in (as_data, as_text):
        assert checked["ok"] is True and checked["problems"] == [], checked["problems"]
        assert checked["digest"] == game.default_edition().digest
    assert tomllib.loads(info["standin_toml"]) == info["standin"]
    assert as_text["data"] == info["standin"]  # the page fills its form from the server's reading


@pytest.mark.parametrize(
    ("path", "words"),
    [("/api/editor/vtes", "has no edition to edit"), ("/api/editor/chess", "There is no game 'chess'")],
)
def test_a_game_without_an_editable_edition_is_a_404_sentence(editor: TestClient, path: str, words: str) -> None:
    r = editor.get(path)
    assert r.status_code == 404 and words in r.json()["detail"]
    r = editor.post(path + "/check", json={"data": {}})
    assert r.status_code == 404 and words in r.json()["detail"]


# ------------------------------------------------------------------ checking: THE check


def _set(path: list[Any], value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for step in path[:-1]:
            target = target[step]
        target[path[-1]] = value

    return change


def _drop(path: list[Any]) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target = data
        for step in path[:-1]:
            target = target[step]
        del target[path[-1]]

    return change


def _records(data: Any) -> Iterator[dict[str, Any]]:
    """Every table of the data that names its fields' sources, in order."""
    if isinstance(data, dict):
        if isinstance(data.get("provenance"), dict):
            yield data
        children: list[Any] = list(data.values())
    else:
        children = list(data) if isinstance(data, list) else []
    for child in children:
        yield from _records(child)


def _first_record(data: Any) -> dict[str, Any]:
    return next(_records(data))


def _unsourced(data: dict[str, Any]) -> None:
    record = _first_record(data)
    field = next(k for k in record if k != "provenance")
    del record["provenance"][field]


def _unknown_field(data: dict[str, Any]) -> None:
    _first_record(data)["colour_of_the_box"] = "red"


def _wrong_type(data: dict[str, Any]) -> None:
    record = _first_record(data)
    field = next(k for k in record if k != "provenance")
    record[field] = {"not": ["what", "it", "should", "be"]}


BROKEN: list[tuple[str, str, Callable[[dict[str, Any]], None]]] = [
    ("hexer", "a creature defeated by one item", _set(["creatures", 0, "defeat"], ["necronomicon"])),
    ("hexer", "a die face the game has not", _set(["madness_die", "faces", 0], "banana")),
    ("hexer", "a Necron track out of bounds", _set(["necron_track", "final"], 1000)),
    ("hexer", "portal tiles not summing to 8", _set(["portal_tiles", "walls"], 5)),
    ("hexer", "a section missing", _drop(["great_old_ones"])),
    ("hexer", "the edition's game missing", _drop(["edition"])),
    ("hexer", "a provenance missing", _unsourced),
    ("arkham_noir", "a provenance missing", _unsourced),
    ("arkham_noir", "an unknown field", _unknown_field),
    ("cyclades", "a value of the wrong type", _wrong_type),
    ("cyclades", "an unknown field", _unknown_field),
    ("elder_sign", "a provenance missing", _unsourced),
    ("crazy_eights", "a value of the wrong type", _wrong_type),
]


@pytest.mark.parametrize(("game_id", "what", "change"), BROKEN, ids=[f"{g}: {w}" for g, w, _ in BROKEN])
def test_a_broken_edition_gets_the_same_problems_as_check_edition_gives(
    editor: TestClient, game_id: str, what: str, change: Callable[[dict[str, Any]], None]
) -> None:
    game = get_game(game_id)
    data = standin(game)
    change(data)
    truth = check_edition(game, data, ORIGIN)
    assert not truth.ok, what
    r = editor.post(f"/api/editor/{game_id}/check", json={"data": data})
    assert r.status_code == 200, r.text  # the problems are the answer
    answer = r.json()
    assert answer["ok"] is False and answer["problems"]
    assert answer.pop("data") is None  # only a text sent is read back
    assert answer == as_json(truth.to_json())


def test_a_creature_defeated_by_one_item_is_named_by_its_field(editor: TestClient) -> None:
    data = standin()
    data["creatures"][0]["defeat"] = ["necronomicon"]
    answer = editor.post("/api/editor/hexer/check", json={"data": data}).json()
    assert [p["field"] for p in answer["problems"]] == ["creatures[0].defeat"]
    assert "needs at least 2 entries, not 1" in answer["problems"][0]["reason"]


@pytest.mark.parametrize(
    "text",
    [
        "not = [toml",
        '{"edition": {"game": "hexer"}',  # JSON cut short
        "[edition]\nid = 1\nid = 2\n",  # a key twice
        "x = " + "[" * 200 + "]" * 200,  # nested deeper than the server allows
    ],
)
def test_unreadable_text_gets_the_problems_check_text_gives(editor: TestClient, text: str) -> None:
    settings = editor.app.state.settings  # type: ignore[attr-defined]
    from tabletome.web.editions import upload_limits

    limits = upload_limits(
        settings.edition_key_length, settings.edition_depth, settings.edition_seconds, 4 * settings.edition_chars
    )
    truth = check_text(HEXER, text, ORIGIN, limits)
    assert not truth.ok and [p.field for p in truth.problems] == ["file"]
    r = editor.post("/api/editor/hexer/check", json={"text": text})
    assert r.status_code == 200, r.text
    assert r.json() == {**as_json(truth.to_json()), "data": None}  # nothing read back


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({}, 422, "either as data"),
        ({"data": {}, "text": ""}, 422, "either as data"),
        ({"text": "a = 1\x00"}, 422, "control characters"),
        ({"data": [1, 2]}, 422, "data"),
        ({"data": {}, "colour": "red"}, 422, "colour"),
    ],
)
def test_a_malformed_check_request_is_a_4xx_sentence(
    editor: TestClient, body: dict[str, Any], status: int, words: str
) -> None:
    r = editor.post("/api/editor/hexer/check", json=body)
    assert r.status_code == status, r.text
    assert words in r.json()["detail"]


def test_an_edition_above_the_size_limit_is_refused_before_it_is_read(sqlite_url: str) -> None:
    with client_for(sqlite_url, edition_chars=20_000) as c:
        text = "# " + "x" * 20_000
        r = c.post("/api/editor/hexer/check", json={"text": text})
        assert r.status_code == 413 and "at most 20,000 are allowed" in r.json()["detail"]
        r = c.post("/api/editor/cyclades/check", json={"data": standin(get_game("cyclades"))})
        assert r.status_code == 413 and "characters long" in r.json()["detail"]
        assert c.post("/api/editor/hexer/check", json={"data": standin()}).json()["ok"] is True


def test_a_whole_elder_sign_edition_fits_in_the_editor_but_not_in_a_table_upload(editor: TestClient) -> None:
    data = standin(get_game("elder_sign"))
    assert len(json.dumps(data)) > 100_000  # larger than any other request may be
    r = editor.post("/api/editor/elder_sign/check", json={"data": data})
    assert r.status_code == 200 and r.json()["ok"] is True
    r = editor.post("/api/tables", json={"game": "elder_sign", "seats": ["human"], "edition": json.dumps(data)})
    assert r.status_code == 413


# ------------------------------------------------------------------ comparing


def test_diff_against_the_stand_in_lists_exactly_the_changed_field(editor: TestClient) -> None:
    data = standin()
    data["necron_track"]["final"] = 30
    data["creatures"].reverse()  # records matched by name: a new order is no change
    r = editor.post("/api/editor/hexer/diff", json={"data": data, "against": "standin"})
    assert r.status_code == 200, r.text
    assert r.json() == {"changes": [{"field": "necron_track.final", "before": 34, "after": 30}]}
    assert editor.post("/api/editor/hexer/diff", json={"data": data}).json() == r.json()  # standin by default


def test_diff_against_another_edition_or_a_saved_one(editor: TestClient) -> None:
    mine = my_box()
    other = standin()
    other["items"]["dagger"] = 5
    r = editor.post("/api/editor/hexer/diff", json={"data": mine, "against": {"data": other}})
    fields = {c["field"]: (c["before"], c["after"]) for c in r.json()["changes"]}
    assert fields == {
        "edition.id": ("standin-1", "my-box"),
        "edition.name": ("tabletome stand-in edition 1", "My own box"),
        "necron_track.final": (34, 31),
        "necron_track.provenance.final": (other["necron_track"]["provenance"]["final"], "printed: counted on my board"),
        "items.dagger": (5, 7),
    }
    key = save(editor, mine)["key"]
    r = editor.post("/api/editor/hexer/diff", json={"data": mine, "against": {"key": key}})
    assert r.status_code == 200 and r.json() == {"changes": []}
    r = editor.post("/api/editor/hexer/diff", json={"data": mine, "against": {"key": "A" * 32}})
    assert r.status_code == 404 and "No edition is saved under this key" in r.json()["detail"]
    r = editor.post("/api/editor/cyclades/diff", json={"data": mine, "against": {"key": key}})
    assert r.status_code == 422 and "for Der Hexer von Salem" in r.json()["detail"]
    r = editor.post("/api/editor/hexer/diff", json={"data": mine, "against": {}})
    assert r.status_code == 422


def test_options_name_the_methods_of_each_editor_path(editor: TestClient) -> None:
    for path, allow in (
        ("/api/editor/hexer/check", "OPTIONS, POST"),
        ("/api/editor/hexer", "GET, OPTIONS"),
        ("/api/editions", "GET, OPTIONS, POST, PUT"),
    ):
        r = editor.options(path)
        assert r.status_code == 204 and r.headers["allow"] == allow


# ------------------------------------------------------------------ how does it play?


def test_playtest_gives_both_reports_and_a_picture(editor: TestClient) -> None:
    same = editor.post("/api/editor/hexer/playtest", json={"data": standin(), "games": 3, "seed": 5})
    assert same.status_code == 200, same.text
    answer = same.json()
    mine, theirs = answer["edition"], answer["standin"]
    assert mine["games"] == theirs["games"] == 3 and not mine["stopped_early"]
    for report in (mine, theirs):
        report.pop("seconds")
        report.pop("label")
    assert mine == theirs  # the same games: the stand-in's data played with the same seeds
    assert answer["plot"].lstrip().startswith(("<svg", "<?xml")) and "<script" not in answer["plot"]
    short = my_box()
    short["necron_track"]["final"] = 8
    short["necron_track"]["demonic_power"] = 4
    short["necron_track"]["necron_faces"] = [2, 6]
    r = editor.post("/api/editor/hexer/playtest", json={"data": short, "games": 3, "seed": 5})
    assert r.status_code == 200, r.text
    crippled = r.json()["edition"]
    assert crippled["label"].endswith("My own box")
    assert (crippled["wins"], crippled["causes"], crippled["rounds_mean"]) != (
        theirs["wins"],
        theirs["causes"],
        theirs["rounds_mean"],
    )


def test_a_playtest_plays_on_a_shared_thread_of_the_ai_seats(editor: TestClient, monkeypatch: Any) -> None:
    """The server's AI share: never on the thread kept for people's tables (tabletome-ai-0), never on
    the event loop's own threads."""
    import tabletome.web.editor_api as editor_api

    threads: list[str] = []
    real = editor_api.playtest

    def watched(*args: Any, **kwargs: Any) -> Any:
        threads.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(editor_api, "playtest", watched)
    r = editor.post("/api/editor/hexer/playtest", json={"data": my_box(), "games": 1, "seed": 901})
    assert r.status_code == 200, r.text
    assert threads and set(threads) == {"tabletome-ai-1"}


def test_playtest_is_bounded_and_refuses_what_it_cannot_play(editor: TestClient) -> None:
    r = editor.post("/api/editor/hexer/playtest", json={"data": standin(), "games": 1000})
    assert r.status_code == 422 and "at most 50 games" in r.json()["detail"]
    broken = standin()
    broken["creatures"][0]["defeat"] = ["necronomicon"]
    r = editor.post("/api/editor/hexer/playtest", json={"data": broken, "games": 2})
    assert r.status_code == 422 and "creatures[0].defeat" in r.json()["detail"]


def test_one_playtest_at_a_time_per_process(editor: TestClient) -> None:
    assert PLAYTESTS.lock.acquire(blocking=False)
    try:
        r = editor.post("/api/editor/hexer/playtest", json={"data": standin(), "games": 1})
        assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
        assert "Another edition is being tried" in r.json()["detail"]
    finally:
        PLAYTESTS.lock.release()
    standins = []
    for _ in range(2):  # a finished playtest lets the next one in
        r = editor.post("/api/editor/hexer/playtest", json={"data": standin(), "games": 1, "seed": 77})
        assert r.status_code == 200, r.text
        standins.append(r.json()["standin"])
    assert standins[0] == standins[1]  # the stand-in's report is kept: even the seconds it took are the same


def test_a_playtest_that_runs_out_of_time_stops_early_and_says_so(sqlite_url: str) -> None:
    with client_for(sqlite_url, playtest_seconds=0) as c:
        r = c.post("/api/editor/hexer/playtest", json={"data": my_box(), "games": 5, "seed": 1})
        assert r.status_code == 200, r.text
        for report in (r.json()["edition"], r.json()["standin"]):
            assert report["stopped_early"] is True and report["games"] < 5


# ------------------------------------------------------------------ saved editions


def test_save_load_update_and_download(db_url: str) -> None:
    with client_for(db_url) as c:
        mine = my_box()
        saved = save(c, mine, name="Grandpa's copy")
        key = saved["key"]
        assert saved["url"] == f"/editor/hexer#edition={key}" and saved["name"] == "Grandpa's copy"
        assert saved["digest"] == check_edition(HEXER, mine, ORIGIN).digest
        got = c.get("/api/editions", headers={KEY: key}).json()
        assert (got["game"], got["name"], got["data"], got["digest"]) == (
            "hexer",
            "Grandpa's copy",
            mine,
            saved["digest"],
        )

        mine["items"]["dagger"] = 6
        r = c.put("/api/editions", json={"game": "hexer", "data": mine}, headers={KEY: key})
        assert r.status_code == 200, r.text
        assert r.json()["key"] == key and r.json()["url"] == saved["url"] and r.json()["name"] == "My own box"
        got = c.get("/api/editions", headers={KEY: key}).json()
        assert got["data"] == mine and got["digest"] == r.json()["digest"] != saved["digest"]

        r = c.get("/api/editions/download", params={"format": "toml"}, headers={KEY: key})
        assert r.status_code == 200 and r.headers["content-type"].startswith("application/toml")
        assert r.headers["content-disposition"] == 'attachment; filename="hexer-my-box.toml"'
        assert tomllib.loads(r.text) == mine
        r = c.get("/api/editions/download", params={"format": "json"}, headers={KEY: key})
        assert r.headers["content-disposition"] == 'attachment; filename="hexer-my-box.json"'
        assert json.loads(r.text) == mine
        assert c.get("/api/editions/download", params={"format": "xml"}, headers={KEY: key}).status_code == 422


def test_the_key_is_never_stored_in_clear(db_url: str, tmp_path: Path) -> None:
    with client_for(db_url) as c:
        key = save(c, my_box())["key"]
    store = Store(db_url)
    try:
        with store.engine.connect() as conn:
            rows = conn.execute(select(saved_editions_t)).mappings().all()
    finally:
        store.dispose()
    assert len(rows) == 1
    assert rows[0]["key_hash"] == hashlib.sha256(key.encode()).hexdigest()
    assert all(key not in json.dumps(value, default=str) for value in rows[0].values())
    if db_url.startswith("sqlite"):
        files = Path(db_url.removeprefix("sqlite:///")).parent.glob("store.sqlite*")
        assert all(key.encode() not in f.read_bytes() for f in files)


def test_only_a_valid_edition_is_saved_and_an_update_keeps_the_old_one_when_refused(editor: TestClient) -> None:
    broken = my_box()
    broken["portal_tiles"]["walls"] = 5
    r = editor.post("/api/editions", json={"game": "hexer", "data": broken})
    assert r.status_code == 422 and r.json()["detail"].startswith("Only a valid edition is saved")
    assert "portals + walls must be 8" in r.json()["detail"]
    key = save(editor, my_box())["key"]
    r = editor.put("/api/editions", json={"game": "hexer", "data": broken}, headers={KEY: key})
    assert r.status_code == 422
    r = editor.put(
        "/api/editions", json={"game": "crazy_eights", "data": standin(get_game("crazy_eights"))}, headers={KEY: key}
    )
    assert r.status_code == 422 and "holds a Der Hexer von Salem edition" in r.json()["detail"]
    assert editor.get("/api/editions", headers={KEY: key}).json()["data"] == my_box()


@pytest.mark.parametrize(
    ("key", "status", "words"),
    [
        (None, 401, "key is missing"),
        ("short", 422, "This is not a saved edition's key"),
        ("A" * 31 + "!", 422, "This is not a saved edition's key"),
        ("A" * 32, 404, "No edition is saved under this key"),
    ],
)
def test_a_missing_malformed_or_unknown_key_is_one_sentence(
    editor: TestClient, key: str | None, status: int, words: str
) -> None:
    headers = {} if key is None else {KEY: key}
    for r in (
        editor.get("/api/editions", headers=headers),
        editor.get("/api/editions/download", headers=headers),
        editor.put("/api/editions", json={"game": "hexer", "data": my_box()}, headers=headers),
    ):
        assert r.status_code == status, r.text
        assert words in r.json()["detail"]


def test_saving_is_rate_limited_per_client(sqlite_url: str) -> None:
    with client_for(sqlite_url, saves_per_minute=2) as c:
        key = save(c, my_box())["key"]
        r = c.put("/api/editions", json={"game": "hexer", "data": my_box()}, headers={KEY: key})
        assert r.status_code == 200
        r = c.post("/api/editions", json={"game": "hexer", "data": my_box()})
        assert r.status_code == 429 and int(r.headers["retry-after"]) >= 1
        assert "You have saved 2 editions in the last minute" in r.json()["detail"]


# ------------------------------------------------------------------ a table with a saved edition


def test_a_table_created_with_a_saved_edition_plays_it_and_its_record_replays(db_url: str) -> None:
    with client_for(db_url, tables_per_minute=0) as c:
        saved = save(c, my_box())
        body = {"game": "hexer", "seats": ["heuristic"] * 3, "seed": 11, "saved_edition": saved["key"]}
        r = c.post("/api/tables", json=body)
        assert r.status_code == 201, r.text
        table = r.json()["table"]
        assert table["edition"] == "my-box"
        summary = wait_finished(c, table["id"])
        record = Record.from_json(c.get(f"/api/tables/{table['id']}/record").json())
    assert record.edition["sha256"] == saved["digest"]
    final = record.replay()
    assert final.edition.digest == saved["digest"] and final.edition.data["necron_track"]["final"] == 31
    assert final.outcome().to_json() == record.outcome == summary["outcome"]
    with client_for(db_url) as again:  # another server, from the database alone
        assert again.get(f"/api/tables/{table['id']}/record").json()["actions"] == record.actions


@pytest.mark.parametrize(
    ("extra", "status", "words"),
    [
        ({"saved_edition": "A" * 32}, 404, "No edition is saved under this key"),
        ({"saved_edition": "nope"}, 422, "This is not a saved edition's key"),
        ({"saved_edition": ""}, 422, "saved_edition is empty"),
        ({"saved_edition": "KEY", "edition": "x = 1"}, 422, "not both"),
        ({"saved_edition": "KEY", "game": "crazy_eights"}, 422, "The saved edition is for Der Hexer von Salem"),
    ],
)
def test_a_table_with_a_saved_edition_it_cannot_use_is_refused_in_one_sentence(
    editor: TestClient, extra: dict[str, Any], status: int, words: str
) -> None:
    key = save(editor, my_box())["key"]
    body = {"game": "hexer", "seats": ["human", "heuristic"], **extra}
    if body["saved_edition"] == "KEY":
        body["saved_edition"] = key
    r = editor.post("/api/tables", json=body)
    assert r.status_code == status, r.text
    assert words in r.json()["detail"]
    assert editor.get("/api/tables").json() == []
