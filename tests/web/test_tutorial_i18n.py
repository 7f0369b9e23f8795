"""A guided first game in the reader's language (issue 32): with the tt_lang cookie the learner's page
shows the step in Portuguese, a wrong move, a take-back and a hint are refused in Portuguese, the
lobby's list says the Portuguese title; the same table read in Spanish, then without a cookie, is
in Spanish, then in English (the page cache keeps one text per language)."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from tabletome.engine import get_game, i18n
from tabletome.engine.tutorial import PLAY, Tutorial, tutorial
from tabletome.web import tutorial as tutorial_web

from .conftest import DEADLINE, act, headers, state


def _in(lang: str) -> Tutorial:
    found = tutorial(get_game("hexer"), lang)
    assert found is not None
    return found


def _guide(client: TestClient, table: str, seat: int, token: str, number: int) -> dict[str, Any]:
    """The learner's page once the guide shows step ``number``."""
    end = time.monotonic() + DEADLINE
    while True:
        page = state(client, table, seat, token)
        guide = page.get("guide")
        if guide is not None and guide["kind"] != "do" and guide["number"] == number:
            return page
        assert time.monotonic() < end, f"the guide did not reach step {number}: {guide}"
        time.sleep(0.01)


def _read(client: TestClient, table: str, seat: int, token: str, number: int) -> None:
    _guide(client, table, seat, token, number)
    r = client.post(f"/api/tables/{table}/seats/{seat}/guide/next", json={"step": number}, headers=headers(token))
    assert r.status_code == 200, r.text


def test_a_guided_hexer_table_speaks_portuguese_by_the_cookie(client: TestClient) -> None:
    pt, en = _in("pt"), _in("en")
    client.cookies.set("tt_lang", "pt")
    try:
        listed = {g["game"]: g for g in client.get("/api/tutorials").json()}
        assert listed["hexer"]["title"] == pt.title == "Sua primeira partida de Der Hexer von Salem"
        assert listed["hexer"]["intro"] == pt.intro
        made = client.post("/api/tutorials/hexer").json()
        table, seat, token = made["table"]["id"], made["seat"], made["token"]
        page = _guide(client, table, seat, token, 1)
        assert page["guide"]["text"] == pt.intro and page["guide"]["title"] == pt.title
        wrong = page["legal"][0]["action"]
        r = act(client, table, seat, token, wrong)  # a move while a note waits for Next
        assert r.status_code == 409
        assert r.json()["detail"] == "Nesta partida guiada, leia o passo ao lado do tabuleiro e aperte Próximo antes."
        _read(client, table, seat, token, 1)
        _read(client, table, seat, token, 2)
        page = _guide(client, table, seat, token, 3)
        guide = page["guide"]
        asked = next(s for s in pt.steps if s.kind == PLAY)
        assert guide["kind"] == PLAY and guide["play"] == asked.action == "move 3"
        assert (guide["text"], guide["why"]) == (asked.text, asked.why)
        assert guide["text"].startswith("O seu turno começa com um movimento")
        hint = client.post(f"/api/tables/{table}/seats/{seat}/hint", headers=headers(token))
        with i18n.use("pt"):
            assert hint.status_code == 409 and hint.json()["detail"] == i18n.gettext(tutorial_web.NO_HINT)
        assert hint.json()["detail"] != tutorial_web.NO_HINT
        wrong = next(m["action"] for m in page["legal"] if m["action"] != guide["play"])
        r = act(client, table, seat, token, wrong)
        assert r.status_code == 409
        assert r.json()["detail"] == f"Nesta partida guiada, {guide['words']} agora: {asked.why}."
        assert state(client, table, seat, token)["n_actions"] == page["n_actions"]  # nothing played
        assert act(client, table, seat, token, "move 3").status_code == 200
        undo = client.post(f"/api/tables/{table}/seats/{seat}/undo", headers=headers(token))
        assert undo.status_code == 409
        assert undo.json()["detail"].startswith("Nesta partida guiada as jogadas não são desfeitas")
        page = _guide(client, table, seat, token, 4)
        # the same step, read in Spanish and then in English: nothing changed at the table meanwhile
        client.cookies.set("tt_lang", "es")
        es_text = state(client, table, seat, token)["guide"]["text"]
        client.cookies.clear()
        en_text = state(client, table, seat, token)["guide"]["text"]
    finally:
        client.cookies.clear()
    third = [s.text for s in pt.shown_steps()][3]
    assert page["guide"]["text"] == third
    assert es_text == _in("es").shown_steps()[3].text and es_text.startswith("No hay nadie más aquí")
    assert en_text == en.shown_steps()[3].text
