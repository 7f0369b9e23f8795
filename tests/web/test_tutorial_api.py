"""Guided first games through the web API: the learner follows every step to the end of the game,
each step's text shown exactly at its point; another move is refused with one sentence and
changes nothing; no take-back while the guide runs; a guided table rebuilt from the database
goes on where it was."""

from __future__ import annotations

import time
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tabletome.engine import Rng, get_game
from tabletome.engine.tutorial import PLAY, Tutorial, tutorial
from tabletome.web import tutorial as tutorial_web

from .conftest import DEADLINE, act, headers, state

GUIDED = ("hexer", "arkham_noir", "cyclades", "elder_sign")


def _tutorial(game_id: str) -> Tutorial:
    t = tutorial(get_game(game_id))
    assert t is not None
    return t


def _settled(client: TestClient, table: str, seat: int, token: str, after: int) -> dict[str, Any]:
    """The learner's page once the guide shows a step past number ``after`` (the other seats'
    scripted moves are played meanwhile), or once the guide has ended."""
    end = time.monotonic() + DEADLINE
    while True:
        page = state(client, table, seat, token)
        guide = page.get("guide")
        if guide is None or (guide["kind"] != "do" and guide["number"] > after):
            return page
        if time.monotonic() > end:
            raise AssertionError(f"the guide did not move past step {after}: {guide}")
        time.sleep(0.01)


def _start(client: TestClient, game_id: str) -> tuple[str, int, str]:
    r = client.post(f"/api/tutorials/{game_id}")
    assert r.status_code == 201, r.text
    made = r.json()
    return made["table"]["id"], made["seat"], made["token"]


def _wrong_move(page: dict[str, Any], asked: str) -> str | None:
    return next((m["action"] for m in page["legal"] if m["action"] != asked), None)


def _refused_changes_nothing(client: TestClient, table: str, seat: int, token: str, page: dict[str, Any]) -> None:
    guide = page["guide"]
    wrong = _wrong_move(page, guide["play"]) if guide["kind"] == PLAY else page["legal"][0]["action"]
    if wrong is None:
        return
    r = act(client, table, seat, token, wrong)
    assert r.status_code == 409, r.text
    said = r.json()["detail"]
    if guide["kind"] == PLAY:
        assert said == f"In this guided game, {guide['words']} now: {guide['why']}."
    else:
        assert said == "In this guided game, read the step beside the board and press Next first."
    again = state(client, table, seat, token)
    assert again["n_actions"] == page["n_actions"] and again["view"] == page["view"]
    assert again["guide"] == guide


def _follow_the_guide(client: TestClient, game_id: str) -> tuple[str, int, str, list[str]]:
    """Do what every step asks; the texts shown, in order."""
    t = _tutorial(game_id)
    table, seat, token = _start(client, game_id)
    assert seat == t.seat
    shown: list[str] = []
    page = _settled(client, table, seat, token, 0)
    while page.get("guide") is not None:
        guide = page["guide"]
        assert guide["number"] == len(shown) + 1 and guide["count"] == len(t.shown_steps())
        shown.append(guide["text"])
        assert page["forced"] is None  # the guide's moves are the learner's to make, forced or not
        if guide["kind"] == PLAY:
            asked = next(m for m in page["legal"] if m["action"] == guide["play"])
            assert guide["el"] == asked.get("el", [])  # the board element to act on
            assert page["your_turn"]
            if len(shown) in (2, 3):  # a wrong move, once on a note and once on a move
                _refused_changes_nothing(client, table, seat, token, page)
            r = act(client, table, seat, token, guide["play"], expect=page["n_actions"])
        else:
            if len(shown) in (1, 2) and page["your_turn"]:
                _refused_changes_nothing(client, table, seat, token, page)
            r = client.post(
                f"/api/tables/{table}/seats/{seat}/guide/next", json={"step": guide["number"]}, headers=headers(token)
            )
        assert r.status_code == 200, r.text
        page = _settled(client, table, seat, token, guide["number"])
    return table, seat, token, shown


def _play_to_the_end(client: TestClient, table: str, seat: int, token: str) -> dict[str, Any]:
    """The learner's moves after the guide: any legal move (the AI seats play theirs)."""
    rng = Rng(5)
    end = time.monotonic() + 20 * DEADLINE
    while True:
        page = state(client, table, seat, token)
        if page["outcome"] is not None:
            return page
        if page["your_turn"]:
            legal = page["legal"]
            r = act(client, table, seat, token, legal[rng.below(len(legal))]["action"], expect=page["n_actions"])
            assert r.status_code in (200, 409), r.text  # 409: the table moved on meanwhile
        else:
            time.sleep(0.005)
        assert time.monotonic() < end, "the game did not end"


@pytest.mark.parametrize("game_id", GUIDED)
def test_the_learner_follows_every_step_to_the_end_of_the_game(client: TestClient, game_id: str) -> None:
    t = _tutorial(game_id)
    listed = {g["game"]: g for g in client.get("/api/tutorials").json()}
    assert listed[game_id]["title"] == t.title and listed[game_id]["seat"] == t.seat
    table, seat, token, shown = _follow_the_guide(client, game_id)
    assert shown == [s.text for s in t.shown_steps()]  # every step's text, each at its point
    page = state(client, table, seat, token)
    assert "guide" not in page
    summary = client.get(f"/api/tables/{table}").json()
    assert summary["seats"][seat]["kind"] == "human"
    assert all(s["kind"] == "heuristic" for s in summary["seats"] if s["seat"] != seat)
    assert any(e["kind"] == "guide" for e in page["events"])
    final = _play_to_the_end(client, table, seat, token)
    assert final["outcome"] is not None


def test_no_take_back_nor_advice_while_the_guide_runs_and_a_double_next_reads_one_step(client: TestClient) -> None:
    table, seat, token = _start(client, "hexer")
    page = _settled(client, table, seat, token, 0)
    assert page["guide"]["number"] == 1
    url = f"/api/tables/{table}/seats/{seat}/guide/next"
    assert client.post(url, json={"step": 1}, headers=headers(token)).status_code == 200
    second = client.post(url, json={"step": 1}, headers=headers(token))
    assert second.status_code == 409 and "already read" in second.json()["detail"]
    page = _settled(client, table, seat, token, 1)
    assert page["guide"]["number"] == 2  # the double press read one step, not two
    client.post(url, json={"step": 2}, headers=headers(token))
    page = _settled(client, table, seat, token, 2)
    assert page["table"]["hints"]  # advice is on at a table of one person, but the step is the advice:
    hint = client.post(f"/api/tables/{table}/seats/{seat}/hint", headers=headers(token))
    assert hint.status_code == 409 and hint.json()["detail"] == tutorial_web.NO_HINT
    assert act(client, table, seat, token, page["guide"]["play"]).status_code == 200
    r = client.post(f"/api/tables/{table}/seats/{seat}/undo", headers=headers(token))
    assert r.status_code == 409 and r.json()["detail"].startswith("In this guided game, moves are not taken back")
    assert state(client, table, seat, token)["n_actions"] == 1
    no_token = client.post(url, json={"step": 3})
    assert no_token.status_code == 401


def test_a_guided_table_rebuilt_from_the_database_goes_on_where_it_was(client: TestClient) -> None:
    t = _tutorial("hexer")
    table, seat, token = _start(client, "hexer")
    url = f"/api/tables/{table}/seats/{seat}/guide/next"
    for number in (1, 2):
        _settled(client, table, seat, token, number - 1)
        client.post(url, json={"step": number}, headers=headers(token))
    page = _settled(client, table, seat, token, 2)
    assert act(client, table, seat, token, page["guide"]["play"]).status_code == 200
    before = _settled(client, table, seat, token, 3)["guide"]
    manager: Any = client.app.state.manager  # type: ignore[attr-defined]
    manager.tables.pop(table)  # out of memory: the next look rebuilds it from its log and events
    after = _settled(client, table, seat, token, 0)["guide"]
    assert after == before and after["text"] == t.shown_steps()[3].text


def test_an_unknown_or_unguided_game_is_one_sentence(client: TestClient) -> None:
    r = client.post("/api/tutorials/nosuchgame")
    assert r.status_code == 404 and "no game" in r.json()["detail"]
    r = client.post("/api/tutorials/liars_dice")
    assert r.status_code == 404 and "no guided first game" in r.json()["detail"]
