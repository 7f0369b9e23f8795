"""What each seat brings to the table before the start (a V:TES deck), through the web API.

Creating a table with decks (the creator's own, a preconstructed one for an AI seat), the setup
stage while the other people choose (no move, no AI move), choosing (a refused deck changes
nothing; the last choice starts the game), privacy (a seat's decklist never reaches another seat),
five people over invite links, and a game without seat inputs left as it was. The setup stage is
run on SQLite and on PostgreSQL (skipped with one line without a server, like test_storage.py).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tabletome.games.vtes.decks import write_deck
from tabletome.games.vtes.preconstructed import precon, precons
from tabletome.web.store import Store

from .conftest import DEADLINE, act, client_for, headers, state

AI = "random"  # a fair AI kind that plays V:TES (quick: the tests wait for its moves)
SECRET_VAMPIRE = "Mason Ha"  # in no preconstructed deck: only the private deck holds it
SECRET_NAME = "Velvet Secret"


def private_deck(vampire: str = SECRET_VAMPIRE, name: str = SECRET_NAME) -> str:
    """The Tremere precon's library under a crypt of 12 copies of a vampire of no precon."""
    lines, crypt = [], False
    for line in write_deck(precon("Tremere")).splitlines():
        if line.startswith("Deck Name"):
            lines.append(f"Deck Name: {name}")
        elif line.startswith("Crypt"):
            crypt = True
            lines += ["Crypt (12 cards)", f"12x {vampire}"]
        elif line.startswith("Library"):
            crypt = False
            lines.append(line)
        elif not crypt:
            lines.append(line)
    return "\n".join(lines)


DECK = private_deck()
BROKEN = "Crypt\n12x Nobody In Particular\nLibrary\n60x Govern the Unaligned"


@pytest.fixture
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if getattr(request, "param", "sqlite") == "sqlite":
        return f"sqlite:///{tmp_path / 'tabletome.sqlite'}"
    url: str = request.getfixturevalue("pg_url")
    return url


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with client_for(db_url, moves_per_second=0, tables_per_minute=0) as c:
        yield c


def vtes(client: TestClient, seats: list[str], seed: int = 5, **extra: Any) -> dict[str, Any]:
    r = client.post("/api/tables", json={"game": "vtes", "seats": seats, "seed": seed, **extra})
    assert r.status_code == 201, r.text
    made: dict[str, Any] = r.json()
    return made


def join(client: TestClient, table: str, seat: int) -> str:
    r = client.post(f"/api/tables/{table}/seats/{seat}/join")
    assert r.status_code == 200, r.text
    token: str = r.json()["token"]
    return token


def choose(client: TestClient, table: str, seat: int, token: str, deck: str) -> Any:
    return client.post(
        f"/api/tables/{table}/seats/{seat}/inputs", json={"inputs": {"deck": deck}}, headers=headers(token)
    )


def summary(client: TestClient, table: str) -> dict[str, Any]:
    t: dict[str, Any] = client.get(f"/api/tables/{table}").json()
    return t


def wait_for(check: Any, what: str) -> None:
    end = time.monotonic() + DEADLINE
    while not check():
        assert time.monotonic() < end, what
        time.sleep(0.02)


# ------------------------------------------------------------------ games and creating tables


def test_games_list_what_each_seat_brings(client: TestClient) -> None:
    games = {g["id"]: g for g in client.get("/api/games").json()}
    (deck,) = games["vtes"]["seat_inputs"]
    assert (deck["name"], deck["label"], deck["max_chars"]) == ("deck", "Your deck", 20_000)
    assert "preconstructed" in deck["help"] and deck["choices"] == [p.name for p in precons()]
    assert len(deck["choices"]) == 14
    assert games["hexer"]["seat_inputs"] == []


def test_the_creator_brings_a_pasted_deck_and_gives_an_ai_seat_a_precon(client: TestClient) -> None:
    made = vtes(client, ["human", AI, AI], inputs={"0": {"deck": DECK}, "1": {"deck": "Ventrue"}})
    table, token = made["table"]["id"], made["token"]
    assert made["table"]["status"] == "playing" and made["table"]["waiting"] == []  # nobody else chooses
    page = state(client, table, 0, token)
    assert "setup" not in page
    assert SECRET_VAMPIRE in json.dumps(page["view"])  # our own crypt, face down to the others only
    # The edition the table plays holds both decks; the precon went to seat 1, seat 2 keeps its option.
    rt = client.app.state.manager.tables[table]  # type: ignore[attr-defined]
    assert set(rt.edition.decks) == {0, 1}
    assert rt.edition.decks[1].same_cards(precon("Ventrue"))
    assert SECRET_VAMPIRE not in json.dumps(made["table"])  # the summary names the edition, not its decks


@pytest.mark.parametrize(
    ("seats", "inputs", "words"),
    [
        (["human", AI], {"0": {"deck": BROKEN}}, "Methuselah 1's deck cannot be used: line 2:"),
        (["human", AI], {"1": {"deck": "Tremerx"}}, "did you mean 'Tremere'?"),
        (["human", AI], {"5": {"deck": "Tremere"}}, "The inputs name seat 5, but the seats are 0 to 1."),
        (["human", AI], {"0": {"sideboard": "x"}}, "has no seat input 'sideboard' (its inputs: deck)."),
        (["human", AI], {"0": {"deck": "x" * 20_001}}, "Your deck is 20,001 characters long; at most 20,000"),
        (["human", AI], {"1": {"deck": "x" * 20_001}}, "Seat 1's deck is 20,001 characters long"),
        (["human", "human"], {"1": {"deck": "Tremere"}}, "Seat 1 is another person's, who chooses after joining"),
        (["human", AI], {"0": {"deck": "Tremere\u0000"}}, "the deck may not contain control characters"),
        (["human", AI], {"x": {"deck": "Tremere"}}, "inputs"),
    ],
)
def test_a_table_whose_inputs_cannot_be_used_is_refused_in_one_sentence(
    client: TestClient, seats: list[str], inputs: dict[str, Any], words: str
) -> None:
    r = client.post("/api/tables", json={"game": "vtes", "seats": seats, "inputs": inputs})
    assert r.status_code == 422, r.text
    assert words in r.json()["detail"]
    assert client.get("/api/tables").json() == []  # nothing created


def test_a_deck_the_rules_cannot_play_is_refused_with_the_rules_sentence(client: TestClient) -> None:
    razor = DECK.replace("1x Wider View", "1x Angel of Berlin")  # imbued, out of scope (VT-SCOPE-01): not implemented
    body = {"game": "vtes", "seats": ["human", AI], "inputs": {"0": {"deck": razor}}}
    r = client.post("/api/tables", json=body)
    assert r.status_code == 422
    assert r.json()["detail"] == (
        "Methuselah 1's deck: This deck uses 1 card the rules do not implement yet: Angel of Berlin. "
        "The assisted rules let you play it, stating their effects."
    )
    assert client.get("/api/tables").json() == []
    # In assisted rules the owner states what such a card does: the deck is played.
    r = client.post("/api/tables", json={**body, "options": {"rules": "assisted"}})
    assert r.status_code == 201, r.text


# ------------------------------------------------------------------ the setup stage and choosing


@pytest.mark.parametrize("db_url", ["sqlite", "postgresql"], indirect=True)
def test_the_setup_stage_waits_for_every_person_then_the_game_starts(db_url: str) -> None:
    # Tournament scoring: seat 0 (an AI) moves first, so an AI move would show at once.
    with client_for(db_url, moves_per_second=0) as client:
        made = vtes(
            client,
            [AI, "human", "human", AI],
            options={"scoring": "tournament"},
            inputs={"1": {"deck": "Malkavian"}, "0": {"deck": "Nosferatu"}},
        )
        table, t1 = made["table"]["id"], made["token"]
        assert made["seat"] == 1 and made["table"]["status"] == "setup" and made["table"]["waiting"] == [2]
        t2 = join(client, table, 2)
        waiting_stage(client, table, t1, t2)
    # The setup survives a restart of the server.
    with client_for(db_url, moves_per_second=0) as client:
        assert summary(client, table)["status"] == "setup"
        assert state(client, table, 1, t1)["setup"]["values"] == {"deck": "Malkavian"}
        choosing_stage(client, table, t1, t2)
    # The database holds the new edition and the start: the table replays from it alone.
    loaded = Store(db_url).load(table)
    assert loaded is not None and loaded.row.status == "playing" and loaded.row.waiting is None
    assert loaded.row.inputs is None and loaded.edition_data is not None
    assert DECK in loaded.edition_data["decks"].values()


def waiting_stage(client: TestClient, table: str, t1: str, t2: str) -> None:
    """While seat 2 chooses: no move, no AI move, the lobby says so, and the page says who chooses."""
    page = state(client, table, 2, t2)
    setup = page["setup"]
    assert setup["waiting"] == ["Methuselah 3"] and setup["waiting_seats"] == [2]
    assert setup["values"] == {"deck": None} and setup["can_choose"] and not setup["chosen"]
    assert setup["inputs"][0]["name"] == "deck" and len(setup["inputs"][0]["choices"]) == 14
    assert not page["your_turn"] and page["legal"] == []
    mine = state(client, table, 1, t1)["setup"]
    assert mine["values"] == {"deck": "Malkavian"} and mine["chosen"]  # the creator's own, shown back
    r = act(client, table, 1, t1, "pass")
    assert r.status_code == 409
    assert r.json()["detail"] == "The game starts when every player has chosen: waiting for Methuselah 3."
    assert client.post(f"/api/tables/{table}/seats/2/hint", headers=headers(t2)).status_code == 409
    listed = next(t for t in client.get("/api/tables").json() if t["id"] == table)
    assert listed["status"] == "setup" and listed["waiting"] == [2]
    time.sleep(0.5)
    assert summary(client, table)["n_actions"] == 0  # the AI to move has not moved


def choosing_stage(client: TestClient, table: str, t1: str, t2: str) -> None:
    # A refused deck changes nothing: still in setup, nothing chosen.
    r = choose(client, table, 2, t2, BROKEN)
    assert r.status_code == 422 and r.json()["detail"].startswith("Methuselah 3's deck cannot be used: line 2:")
    assert summary(client, table)["status"] == "setup"
    assert state(client, table, 2, t2)["setup"]["values"] == {"deck": None}
    # The creator may change their deck while others choose; the table still waits for seat 2.
    r = choose(client, table, 1, t1, "Toreador")
    assert r.status_code == 200 and r.json()["setup"]["values"] == {"deck": "Toreador"}
    assert summary(client, table)["waiting"] == [2]
    # The last choice starts the game: the AI seat moves at once.
    r = choose(client, table, 2, t2, DECK)
    assert r.status_code == 200, r.text
    assert "setup" not in r.json()
    wait_for(lambda: summary(client, table)["n_actions"] > 0, "the AI never moved")
    t = summary(client, table)
    assert t["status"] == "playing" and t["waiting"] == []
    assert SECRET_VAMPIRE in json.dumps(state(client, table, 2, t2)["view"])
    r = choose(client, table, 2, t2, "Tremere")
    assert r.status_code == 409 and "The game has started" in r.json()["detail"]
    rt = client.app.state.manager.tables[table]  # type: ignore[attr-defined]
    assert rt.edition.decks[1].same_cards(precon("Toreador"))
    assert rt.edition.decks[0].same_cards(precon("Nosferatu"))


def test_choosing_needs_the_seats_own_token_and_a_table_being_set_up(client: TestClient) -> None:
    made = vtes(client, ["human", "human", AI])
    table, t0 = made["table"]["id"], made["token"]
    base = f"/api/tables/{table}/seats"
    assert client.post(f"{base}/1/inputs", json={"inputs": {"deck": "Tremere"}}).status_code == 401
    assert choose(client, table, 1, t0, "Tremere").status_code == 403
    assert choose(client, table, 2, t0, "Tremere").status_code == 403  # an AI seat has no token
    t1 = join(client, table, 1)
    r = client.post(f"{base}/1/inputs", json={"inputs": {"sideboard": "x"}}, headers=headers(t1))
    assert r.status_code == 422 and "has no seat input 'sideboard'" in r.json()["detail"]
    r = choose(client, table, 1, t1, "y" * 20_001)
    assert r.status_code == 422 and r.json()["detail"].startswith("Your deck is 20,001 characters long")
    r = client.post(f"{base}/1/inputs", json={"inputs": {"deck": "a\u0007b"}}, headers=headers(t1))
    assert r.status_code == 422 and "control characters" in r.json()["detail"]
    # An empty text keeps the table's option.
    r = choose(client, table, 1, t1, "")
    assert r.status_code == 200 and summary(client, table)["status"] == "playing"
    assert 1 not in client.app.state.manager.tables[table].edition.decks  # type: ignore[attr-defined]


# ------------------------------------------------------------------ privacy


def test_a_seats_deck_never_reaches_another_seat(client: TestClient) -> None:
    made = vtes(client, ["human", "human", "human", AI], inputs={"0": {"deck": DECK}})
    table, t0 = made["table"]["id"], made["token"]
    t1, t2 = join(client, table, 1), join(client, table, 2)
    other = private_deck("Claus Wegener", "Other Secret")
    assert choose(client, table, 1, t1, other).status_code == 200

    def visible_to_others() -> list[str]:
        """Everything another seat, a spectator or the lobby may read about the table."""
        texts = [
            json.dumps(state(client, table, 1, t1)),
            json.dumps(state(client, table, 2, t2)),
            client.get(f"/api/tables/{table}/watch").text,
            client.get(f"/api/tables/{table}").text,
            client.get("/api/tables").text,
            client.get(f"/api/tables/{table}/reference").text,
        ]
        with client.websocket_connect(f"/api/tables/{table}/seats/2/live") as ws:
            ws.send_json({"token": t2})
            texts.append(ws.receive_text())
        return texts

    during = visible_to_others()
    assert all(SECRET_VAMPIRE not in t and SECRET_NAME not in t for t in during)
    assert "Other Secret" in during[0] and all("Other Secret" not in t for t in during[1:])  # seat 1's own text
    assert state(client, table, 0, t0)["setup"]["values"] == {"deck": DECK}
    assert state(client, table, 2, t2)["setup"]["values"] == {"deck": None}
    assert client.get(f"/api/tables/{table}/record").status_code == 409
    assert client.get(f"/api/tables/{table}/replay").status_code == 409

    assert choose(client, table, 2, t2, "Gangrel").status_code == 200
    assert summary(client, table)["status"] == "playing"
    after = visible_to_others()
    assert all(SECRET_VAMPIRE not in t and SECRET_NAME not in t for t in after)
    for seat, token in ((1, t1), (2, t2)):
        page = state(client, table, seat, token)
        assert all(SECRET_VAMPIRE not in line for line in page["log"])
        assert "setup" not in page
    own = state(client, table, 0, t0)
    assert SECRET_VAMPIRE in json.dumps(own["view"])  # the seat itself sees its cards
    assert client.get(f"/api/tables/{table}/record").status_code == 409  # the record holds every deck


# ------------------------------------------------------------------ five people


def test_five_people_join_over_invite_links_choose_decks_and_play(client: TestClient) -> None:
    made = vtes(client, ["human"] * 5, seed=11, inputs={"0": {"deck": "Brujah"}})
    table = made["table"]["id"]
    tokens = {0: made["token"]}
    assert made["table"]["waiting"] == [1, 2, 3, 4]
    for seat in (1, 2, 3, 4):
        tokens[seat] = join(client, table, seat)  # each person opens the link the creator sent
    picks = {1: "Ministry", 2: DECK, 3: "Salubri", 4: DECK.replace(SECRET_NAME, "Fourth")}
    for seat, deck in picks.items():
        assert summary(client, table)["status"] == "setup"
        r = choose(client, table, seat, tokens[seat], deck)
        assert r.status_code == 200, r.text
        waiting = [s for s in (1, 2, 3, 4) if s > seat]
        assert summary(client, table)["waiting"] == waiting
    assert summary(client, table)["status"] == "playing"
    for _ in range(4):
        t = summary(client, table)
        mover = t["to_move"]
        page = state(client, table, mover, tokens[mover])
        assert page["your_turn"] and page["legal"]
        bystander = (mover + 1) % 5
        r = act(client, table, bystander, tokens[bystander], page["legal"][0]["action"])
        assert r.status_code == 409 and "It is not your turn" in r.json()["detail"]
        r = act(client, table, mover, tokens[mover], page["legal"][0]["action"], expect=t["n_actions"])
        assert r.status_code == 200, r.text
    assert summary(client, table)["n_actions"] == 4


# ------------------------------------------------------------------ games without seat inputs


def test_a_game_without_seat_inputs_is_as_it_was(client: TestClient) -> None:
    r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "human"], "seed": 3})
    made = r.json()
    table = made["table"]["id"]
    tokens = {0: made["token"], 1: join(client, table, 1)}  # the second person plays at once
    assert made["table"]["status"] == "playing" and made["table"]["waiting"] == []
    mover = made["table"]["to_move"]
    page = state(client, table, mover, tokens[mover])
    assert "setup" not in page and page["your_turn"]
    r = choose(client, table, mover, tokens[mover], "Tremere")
    assert r.status_code == 409 and "The game has started" in r.json()["detail"]
    assert act(client, table, mover, tokens[mover], page["legal"][0]["action"]).status_code == 200
    r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "random"], "inputs": {"0": {"deck": "x"}}})
    assert r.status_code == 422 and "has no seat input 'deck' (its inputs: none)" in r.json()["detail"]
    r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "random"], "inputs": {"0": {}}})
    assert r.status_code == 201 and r.json()["table"]["status"] == "playing"


def test_an_older_database_gets_the_setup_columns(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'old.sqlite'}"
    Store(url).dispose()
    import sqlite3

    with sqlite3.connect(tmp_path / "old.sqlite") as db:
        db.execute("alter table tt_tables drop column waiting")
        db.execute("alter table tt_tables drop column inputs")
    with client_for(url, moves_per_second=0) as c:
        made = vtes(c, ["human", "human", AI])
        assert made["table"]["status"] == "setup"
        t1 = join(c, made["table"]["id"], 1)
        assert choose(c, made["table"]["id"], 1, t1, "Tremere").status_code == 200
        assert summary(c, made["table"]["id"])["status"] == "playing"


def test_a_card_being_chosen_is_not_named_to_the_others(client: TestClient) -> None:
    """VT-CARD-15: a play is shown once complete; until then (its steps, or taking it back) the other
    seats' pages say only that a play is being chosen."""
    made = vtes(client, ["human", "human"], seed=3, inputs={"0": {"deck": "Tremere"}})
    table, tokens = made["table"]["id"], {0: made["token"]}
    tokens[1] = join(client, table, 1)
    assert choose(client, table, 1, tokens[1], "Ventrue").status_code == 200
    for _ in range(200):  # both play on ("end", "pass") until a card may be played from hand
        t = summary(client, table)
        mover = t["to_move"]
        legal = [a["action"] for a in state(client, table, mover, tokens[mover])["legal"]]
        plays = [a for a in legal if a.startswith("play ")]
        if plays:
            break
        step = "end" if "end" in legal else "pass" if "pass" in legal else legal[0]
        assert act(client, table, mover, tokens[mover], step).status_code == 200
    assert plays, "no card became playable"
    assert act(client, table, mover, tokens[mover], plays[0]).status_code == 200
    other = 1 - mover
    seen = state(client, table, other, tokens[other])["last_action"]
    assert seen["action"] == "chooses a play" and plays[0].split()[1] not in json.dumps(seen)
    mine = state(client, table, mover, tokens[mover])["last_action"]
    assert mine["action"] == plays[0]  # the mover's own page names it
