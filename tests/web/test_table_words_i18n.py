"""The table's own sentences in the reader's language (issue 32): a refusal at the table, the
end-of-game reason (a line the game made with said(), told again for each reader) in the table's
summary, its page and its replay, and the table's events; English for a reader without a language."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import act, client_for, create, headers, wait_finished, wait_turn


@pytest.fixture
def fast(sqlite_url: str) -> Iterator[Any]:
    """A client that may play a whole game against the AI as fast as it can."""
    with client_for(sqlite_url, moves_per_second=0, requests_per_second=0) as c:
        yield c


def _in(client: Any, lang: str | None, path: str, **kw: Any) -> Any:
    client.cookies.clear()
    if lang:
        client.cookies.set("tt_lang", lang)
    try:
        return client.get(path, **kw)
    finally:
        client.cookies.clear()


def test_not_your_turn_is_said_in_portuguese_with_the_seats_name(client: Any) -> None:
    made = create(client, ["human", "human"], game="liars_dice")
    table, token = made["table"]["id"], made["token"]
    wait_turn(client, table, 0, token)
    assert act(client, table, 0, token, "bid 1x2").status_code == 200
    english = act(client, table, 0, token, "bid 2x2")
    assert english.status_code == 409
    assert english.json()["detail"] == "It is not your turn: player 2 is to move."
    client.cookies.set("tt_lang", "pt")
    said = act(client, table, 0, token, "bid 2x2")
    client.cookies.set("tt_lang", "es")
    dicho = act(client, table, 0, token, "bid 2x2")
    client.cookies.clear()
    assert said.json()["detail"] == "Não é a sua vez: é a vez de jogador 2."
    assert dicho.json()["detail"] == "No es tu turno: le toca a jugador 2."


def test_the_end_of_a_game_is_told_in_the_readers_language(fast: Any) -> None:
    client = fast
    made = create(client, ["human", "heuristic"], game="liars_dice", seed=3)
    table, token = made["table"]["id"], made["token"]
    while (page := wait_turn(client, table, 0, token))["outcome"] is None:
        moves = [m["action"] for m in page["legal"]]
        assert act(client, table, 0, token, "liar" if "liar" in moves else moves[0]).status_code == 200
    wait_finished(client, table)
    summary = _in(client, None, f"/api/tables/{table}").json()
    english = summary["outcome"]
    assert english["reason"].endswith(" is the last player with dice.")
    winner = english["reason"].split(" is the last")[0]  # "player 1" or "player 2"
    expected = f"jogador {winner[-1]} é o último jogador com dados."
    assert _in(client, "pt", f"/api/tables/{table}").json()["outcome"]["reason"] == expected
    page = _in(client, "pt", f"/api/tables/{table}/seats/0", headers=headers(token)).json()
    assert page["outcome"]["reason"] == expected
    assert page["outcome"]["score_name"] == "dados restantes"
    replay = _in(client, "es", f"/api/tables/{table}/replay", params={"step": summary["n_actions"]}).json()
    assert replay["outcome"]["reason"] == f"jugador {winner[-1]} es el último jugador con dados."
    assert replay["log"][-1] == replay["outcome"]["reason"]
    beyond = _in(client, "pt", f"/api/tables/{table}/replay", params={"step": summary["n_actions"] + 1})
    assert beyond.status_code == 404 and beyond.json()["detail"].startswith("Esta partida tem ")


def test_a_take_back_is_told_in_portuguese_and_kept_in_english(client: Any) -> None:
    made = create(client, ["human", "heuristic"], game="liars_dice", seed=5)
    table, token = made["table"]["id"], made["token"]
    wait_turn(client, table, 0, token)
    assert act(client, table, 0, token, "bid 1x2").status_code == 200
    wait_turn(client, table, 0, token)
    assert client.post(f"/api/tables/{table}/seats/0/undo", headers=headers(token)).status_code == 200
    english = _in(client, None, f"/api/tables/{table}/seats/0", headers=headers(token)).json()["events"]
    said = _in(client, "pt", f"/api/tables/{table}/seats/0", headers=headers(token)).json()["events"]
    assert english[-1]["text"] == "player 1 took back 2 moves."
    assert said[-1]["text"] == "jogador 1 desfez 2 jogadas."
