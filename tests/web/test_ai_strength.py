"""The lobby says how strong each AI kind measured in the chosen game (issue 32)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tabletome.agents.strength import strength_words


def test_the_lobby_lists_each_kinds_strength(client: TestClient) -> None:
    listed = {g["id"]: g for g in client.get("/api/games").json()}
    hexer = listed["hexer"]
    assert set(hexer["strength"]) == set(hexer["kinds"]) - {"human"}
    assert hexer["strength"]["heuristic"] == strength_words("hexer", "heuristic")
