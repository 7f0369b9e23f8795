"""AI seats on the server: a small think budget, fair players only."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient

from tabletome.agents import BudgetedAgent
from tabletome.engine import Rng

from .conftest import client_for, create, wait_turn


class CountingAgent:
    """Takes at least 1 ms per iteration, like a search; remembers how many it was given."""

    name = "counting"
    omniscient = False

    def __init__(self, iterations: int) -> None:
        self.rng = Rng(1)
        self.iterations = iterations
        self.runs: list[int] = []

    def act(self, state: Any, seat: int) -> Any:
        self.runs.append(self.iterations)
        time.sleep(0.001 * self.iterations)
        return state.legal_actions()[0]


def test_a_searching_agent_gets_only_as_many_iterations_as_its_think_time_allows() -> None:
    from tabletome.games.hexer import GAME

    state = GAME.new_state({"players": 2}, 1)
    inner = CountingAgent(iterations=1000)
    agent = BudgetedAgent(inner, seconds=0.05)
    for _ in range(3):
        assert agent.act(state, state.to_move or 0) in state.legal_actions()
    probe, *decisions = inner.runs
    assert probe == 4  # a short first measure ...
    assert all(1 <= n <= 50 for n in decisions)  # ... then never more than 0.05 s at >= 1 ms each
    assert agent.name == "counting" and agent.rng is inner.rng


def test_a_seat_that_asks_for_fewer_iterations_gets_no_more() -> None:
    from tabletome.games.hexer import GAME

    state = GAME.new_state({"players": 2}, 1)
    inner = CountingAgent(iterations=3)
    agent = BudgetedAgent(inner, seconds=10.0)
    agent.act(state, state.to_move or 0)
    agent.act(state, state.to_move or 0)
    assert max(inner.runs) == 3


def test_an_ismcts_seat_plays_at_the_table_within_its_budget(sqlite_url: str) -> None:
    with client_for(sqlite_url, think_seconds=0.1, ai_deadline=30.0) as client:
        made = create(client, ["human", "ismcts"], seed=1)  # blue (ismcts) starts with seed 1
        table, token = made["table"]["id"], made["token"]
        s = wait_turn(client, table, 0, token)
        assert s["n_actions"] > 0 and s["note"] is None
        agent = client.app.state.manager.tables[table].agents[1]  # type: ignore[attr-defined]
        assert isinstance(agent, BudgetedAgent) and agent.inner.iterations < 1000


def test_only_fair_players_sit_at_a_table(client: TestClient) -> None:
    kinds = next(g for g in client.get("/api/games").json() if g["id"] == "hexer")["kinds"]
    assert "ismcts" in kinds and "omniscient" not in kinds
    r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "omniscient"]})
    assert r.status_code == 422 and "analysis only" in r.json()["detail"]
    r = client.post("/api/tables", json={"game": "hexer", "seats": ["human", "ismcts:zero"]})
    assert r.status_code == 422 and "is not a number of iterations" in r.json()["detail"]
    assert create(client, ["human", "ismcts:5"])["table"]["seats"][1]["kind"] == "ismcts:5"
