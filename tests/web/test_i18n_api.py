"""The translation layer through the API: /api/i18n/{lang} carries the whole catalog, and a move
refused at a table comes back in the language of the request (the tt_lang cookie, else
Accept-Language), the rules' sentence translated, with English for everyone else."""

from __future__ import annotations

from typing import Any

import pytest

from tabletome.engine import i18n
from tabletome.games.hexer.flow import RLYEH_UNKNOWN

from .conftest import act, create, wait_turn


@pytest.mark.parametrize("lang", ["pt", "es"])
def test_the_catalog_endpoint_is_complete(client: Any, lang: str) -> None:
    r = client.get(f"/api/i18n/{lang}")
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["lang"] == lang
    assert set(body["languages"]) == {"en", "pt", "es"}
    served = set(body["messages"]) | set(body["plurals"])
    every = {m.id if isinstance(m.id, str) else m.id[0] for m in i18n.catalog(lang) if m.id}
    assert len(every) > 800
    assert every - served == set()  # every message of the catalog, translated
    assert body["messages"]["Your turn."] != "Your turn."
    assert all(len(forms) == 2 and all(forms) for forms in body["plurals"].values())


def test_an_unknown_language_gets_english(client: Any) -> None:
    body = client.get("/api/i18n/de").json()
    assert (body["lang"], body["messages"], body["plurals"]) == ("en", {}, {})


def _refusal(client: Any, cookie: str | None, accept: str | None = None) -> tuple[int, str]:
    made = create(client, ["human", "heuristic", "heuristic"], seed=7)
    table, token = made["table"]["id"], made["token"]
    wait_turn(client, table, 0, token)
    client.cookies.clear()
    if cookie:
        client.cookies.set("tt_lang", cookie)
    extra = {"Accept-Language": accept} if accept else {}
    r = client.post(
        f"/api/tables/{table}/seats/0/actions",
        json={"action": "passage rlyeh"},
        headers={"X-Seat-Token": token, **extra},
    )
    client.cookies.clear()
    return r.status_code, r.json()["detail"]


def test_a_refusal_at_a_portuguese_table_is_in_portuguese(client: Any) -> None:
    # Round 1: nobody knows yet which Great Old One waits in R'lyeh, so the Secret Passage there is refused.
    status, said = _refusal(client, "pt")
    assert status == 422
    with i18n.use("pt"):
        expected = i18n.gettext(RLYEH_UNKNOWN)
    assert said == expected
    assert said.startswith("Ninguém sabe ainda qual Grande Primogênito espera em R'lyeh")
    assert "(AMB-21)" in said  # the clause stays


def test_the_same_refusal_in_spanish_by_the_header_and_english_without(client: Any) -> None:
    status, said = _refusal(client, None, "es-ES,es;q=0.9")
    assert status == 422 and said.startswith("Nadie sabe aún qué Gran Primigenio espera en R'lyeh")
    status, said = _refusal(client, None)
    assert status == 422 and said == RLYEH_UNKNOWN  # English, byte for byte


def test_a_step_refusal_names_the_task_in_portuguese(client: Any) -> None:
    made = create(client, ["human", "heuristic", "heuristic"], seed=7)
    table, token = made["table"]["id"], made["token"]
    wait_turn(client, table, 0, token)
    client.cookies.set("tt_lang", "pt")
    r = act(client, table, 0, token, "take 1")
    client.cookies.clear()
    assert r.status_code == 422
    assert r.json()["detail"] == "'take 1' não é possível agora: amarelo precisa jogar uma carta de local (ação 1)."
