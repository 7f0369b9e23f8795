"""A hostile client against the deck check, the decks brought to a table and "what did I change?"
(issue 29).

Findings: one 299-character decklist line took 82.7 s and /api/health did not answer for 51.6 s
(table creation with the deck did the same); 5,000 lines of ``1`` cost 35 s of "did you mean"
searches, and six such requests filled the shared thread pool; a 140 KB comparison answered
500 MB, and 495 levels of nesting in 3 KB were a 500.

Decklists are now read in worker processes killed at a time limit, at most ``deck_lines`` lines
and ``deck_suggestions`` searches per request (and the reader searches only for the name it
refuses); a comparison is walked with a stack and its answer
bounded. The issue's timing bound (/api/health within 200 ms while each hostile request runs) is
measured by ``benchmarks/bench_hostile.py``, not asserted here: a test must not fail because the
machine is busy. The test below only checks that the server never freezes (a hang guard far above
any busy machine's latency, far below the 51.6 s freeze it found).
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import httpx2
import pytest
from fastapi.testclient import TestClient

from tabletome.engine import get_game
from tabletome.engine.editing import diff_data
from tabletome.games.vtes.decks import write_deck
from tabletome.games.vtes.preconstructed import precons

from .conftest import DEADLINE, Server, client_for

CHECK = "/api/vtes/decks/check"
DIFF = "/api/editor/hexer/diff"
HANG = 10.0  # seconds: /api/health slower than this while a hostile request runs means a frozen server
COPIES = 3  # each hostile request is sent this many times at once


# ------------------------------------------------------------------ hostile requests
def described_deck(lines: int, tail: str = "12 Theo Bell") -> str:
    """The archive's layout with ``lines`` count lines of no card before the crypt heading: each
    was a "did you mean" search over every card name (some 20 ms) until the reader's probes
    stopped searching."""
    preface = "\n".join(f"3 Foobar{i} Card" for i in range(lines))
    return f"Deck Name: x\n{preface}\nCrypt (12 cards)\n{tail}\n"


def deep_path_diff(levels: int = 50, key: int = 1000, leaves: int = 1000) -> dict[str, Any]:
    """Two editions sharing a path of ``levels`` keys of ``key`` characters over a list that
    differs in ``leaves`` items: every change repeats the whole path (100 KB in, 50 MB out)."""

    def under_path(leaf: Any) -> Any:
        for i in range(levels):
            leaf = {f"{i:04d}" + "k" * (key - 4): leaf}
        return leaf

    return {"data": under_path([0] * leaves), "against": {"data": under_path([])}}


def nested(levels: int) -> dict[str, Any]:
    value: Any = 0
    for _ in range(levels):
        value = {"a": value}
    return value  # type: ignore[no-any-return]


def vtes_table(deck: str) -> dict[str, Any]:
    return {"game": "vtes", "seats": ["human", "heuristic"], "inputs": {"0": {"deck": deck}}}


HOSTILE: dict[str, tuple[str, dict[str, Any]]] = {
    "a 299-character decklist line": (CHECK, {"text": "1 " + "1" * 297}),
    "5,000 lines of 1": (CHECK, {"text": "\n".join(["1"] * 5000)}),
    "500 lines, each a 'did you mean' search": (CHECK, {"text": described_deck(495)}),
    "a table brought such a deck": ("/api/tables", vtes_table(described_deck(495))),
    "a table brought 5,000 lines of 1": ("/api/tables", vtes_table("\n".join(["1"] * 5000))),
    "a comparison whose every change repeats a 50 KB path": (DIFF, deep_path_diff()),
    "495 levels of nesting in a comparison": (DIFF, {"data": nested(495), "against": {"data": {"a": 1}}}),
}


def _send(base: str, path: str, body: bytes, out: list[httpx2.Response]) -> None:
    with httpx2.Client(timeout=DEADLINE * 5) as http:
        out.append(http.post(base + path, content=body, headers={"content-type": "application/json"}))


def _health_while(base: str, busy: list[threading.Thread]) -> list[float]:
    """The latencies of /api/health, asked from this thread while ``busy`` threads run (at least
    once, so that a request answered at once still has a figure)."""
    latencies: list[float] = []
    with httpx2.Client(timeout=DEADLINE) as http:
        while not latencies or any(t.is_alive() for t in busy):
            start = time.perf_counter()
            assert http.get(base + "/api/health").status_code == 200
            latencies.append(time.perf_counter() - start)
            time.sleep(0.02)
    return latencies


def health_during_hostile_requests(base: str) -> tuple[dict[str, float], dict[str, list[httpx2.Response]]]:
    """The worst /api/health latency while each hostile request runs (``COPIES`` at once), and the
    answers the hostile requests got (the benchmark reports the same figures)."""
    worst: dict[str, float] = {}
    answered: dict[str, list[httpx2.Response]] = {}
    for name, (path, body) in HOSTILE.items():
        raw = json.dumps(body).encode()
        answers = answered[name] = []
        busy = [threading.Thread(target=_send, args=(base, path, raw, answers)) for _ in range(COPIES)]
        for t in busy:
            t.start()
        latencies = _health_while(base, busy)
        for t in busy:
            t.join()
        worst[name] = max(latencies, default=0.0)
    return worst, answered


def test_health_answers_while_each_hostile_request_runs(tmp_path: Path, servers: list[Server]) -> None:
    server = Server(tmp_path, env={"TABLETOME_REQUESTS_PER_SECOND": "0", "TABLETOME_TABLES_PER_MINUTE": "0"})
    servers.append(server)
    server.start()
    worst, answered = health_during_hostile_requests(server.base)
    print({name: f"{1000 * s:.0f} ms" for name, s in worst.items()})
    assert all(s < HANG for s in worst.values()), worst
    for name, answers in answered.items():  # each answered in one sentence, or read within the caps
        for r in answers:
            assert r.status_code in (200, 422) and len(r.content) < 100_000, (name, r.status_code, r.text[:200])
            if r.status_code == 422:
                detail = r.json()["detail"]
                assert detail.endswith(".") and len(detail) < 300, (name, detail)


# ------------------------------------------------------------------ the deck reader's caps
@pytest.fixture
def client(sqlite_url: str) -> Any:
    with client_for(sqlite_url, requests_per_second=0, tables_per_minute=0) as c:
        yield c


def test_a_decklist_longer_than_the_line_cap_is_refused_unread(client: TestClient) -> None:
    lines = "\n".join(["1"] * 5000)
    r = client.post(CHECK, json={"text": lines})
    assert r.status_code == 422
    assert r.json() == {"detail": "Your deck has 5,000 lines; a decklist may have at most 500."}
    r = client.post("/api/tables", json=vtes_table(lines))
    assert r.status_code == 422 and r.json()["detail"] == "Your deck has 5,000 lines; a decklist may have at most 500."
    r = client.post("/api/tables", json={**vtes_table("Tremere"), "inputs": {"1": {"deck": lines}}})
    assert r.json()["detail"] == "Seat 1's deck has 5,000 lines; a decklist may have at most 500."
    assert client.post(CHECK, json={"text": "\n".join(["1"] * 500)}).status_code == 200  # 500 lines are read


def test_a_request_makes_at_most_its_share_of_did_you_mean_searches() -> None:
    """A "did you mean" search compares a name with every card's; the reader makes one only for the
    name it refuses, and a worker answering one request makes at most ``deck_suggestions``."""
    from tabletome.games.vtes.cards import load_cards, names
    from tabletome.web.deckread import suggestions_capped

    known = names(load_cards())
    with suggestions_capped(2):
        found = [known.lookup("Theo Bel").suggestion for _ in range(3)]
    assert found == ["Theo Bell (G6)", "Theo Bell (G6)", None]
    assert known.lookup("Theo Bel").suggestion == "Theo Bell (G6)"  # the cap ends with the request


def test_a_decklist_read_beyond_the_time_limit_is_refused_and_the_reader_goes_on(sqlite_url: str) -> None:
    """No reading of a whole decklist fits in a millisecond: the worker is killed, the answer is one
    sentence, and the next request gets a new worker."""
    tremere = write_deck(next(p.deck for p in precons() if p.name == "Tremere"))
    with client_for(sqlite_url, deck_seconds=0.001, requests_per_second=0) as client:
        client.post(CHECK, json={"text": "12 Theo Bell"})  # a worker is started (not counted in the limit)
        r = client.post(CHECK, json={"text": tremere})
        assert r.status_code == 422
        detail = "Reading the decklist took longer than the server's limit of 0.001 seconds; a decklist is a count and a card name per line."
        assert r.json() == {"detail": detail}
        r = client.post("/api/tables", json=vtes_table(tremere))
        assert r.status_code == 422 and r.json() == {"detail": detail}
        assert client.get("/api/tables").json() == []  # nothing was made
    with client_for(sqlite_url, deck_seconds=60, requests_per_second=0) as client:  # a busy machine is slow
        r = client.post(CHECK, json={"text": tremere})
        assert r.status_code == 200 and r.json()["readable"] is True, r.text
        assert client.post("/api/tables", json=vtes_table(tremere)).status_code == 201


# ------------------------------------------------------------------ "what did I change?"
def test_a_comparison_too_large_to_send_is_one_sentence(sqlite_url: str) -> None:
    standin = get_game("hexer").default_edition().data
    with client_for(sqlite_url, diff_changes=3, diff_bytes=20_000, requests_per_second=0) as client:
        r = client.post(DIFF, json={"data": standin, "against": {"data": {**standin, "x": 1, "y": 2, "z": 3}}})
        assert r.status_code == 200 and len(r.json()["changes"]) == 3
        four = {**standin, "w": 0, "x": 1, "y": 2, "z": 3}
        r = client.post(DIFF, json={"data": standin, "against": {"data": four}})
        assert r.status_code == 422
        assert r.json() == {"detail": "The editions differ in more than 3 fields, too many to list."}
        r = client.post(DIFF, json=deep_path_diff(levels=10, key=1500, leaves=2))  # two changes of 15 KB
        assert r.status_code == 422
        assert r.json() == {"detail": "The list of differences would be more than 20,000 bytes long, too long to send."}


def test_deep_nesting_is_refused_in_one_sentence(client: TestClient) -> None:
    r = client.post(DIFF, json={"data": nested(495), "against": {"data": {"a": 1}}})
    assert r.status_code == 422
    assert r.json() == {"detail": "The edition nests 495 levels deep; at most 24 are allowed."}
    r = client.post("/api/editor/hexer/check", json={"data": nested(100)})
    assert r.status_code == 422 and r.json()["detail"].startswith("The edition nests 100 levels deep")


def test_the_comparison_walks_any_nesting_without_recursion() -> None:
    changes = diff_data(nested(20_000), nested(19_999))
    assert len(changes) == 1 and changes[0].field == "a." * 19_998 + "a"
    assert diff_data(nested(20_000), nested(20_000)) == []


def test_decklists_wait_in_their_own_threads_and_a_flood_beyond_the_backlog_is_429() -> None:
    """Readings never take the shared thread pool (six of them filled it and an editor check
    waited 52.8 s): each reader has one thread per worker, and four waiting requests per worker."""
    import asyncio

    from tabletome.web.deckread import BACKLOG_PER_WORKER, DeckReader, DeckWork
    from tabletome.web.errors import WebError

    release = threading.Event()
    reader = DeckReader(workers=1)
    threads: set[str] = set()

    def held(request: bytes, seconds: float) -> tuple[str, Any]:
        threads.add(threading.current_thread().name)
        release.wait(DEADLINE)
        return ("ok", "read")

    reader._ask = held  # type: ignore[method-assign]

    async def flood() -> list[Any]:
        asks = [asyncio.ensure_future(reader.run("check", (), DeckWork())) for _ in range(BACKLOG_PER_WORKER + 2)]
        await asyncio.sleep(0)
        release.set()
        return await asyncio.gather(*asks, return_exceptions=True)

    try:
        answers = asyncio.run(flood())
    finally:
        reader.close()
    assert answers[:BACKLOG_PER_WORKER] == ["read"] * BACKLOG_PER_WORKER
    for refused in answers[BACKLOG_PER_WORKER:]:
        assert isinstance(refused, WebError) and refused.status == 429
        assert refused.detail == "The server is reading many decklists right now; try again in a few seconds."
    assert threads == {"tabletome-decks_0"}
