"""No take-back in the browser crosses a roll or a reveal, in any game; quiet moves stay undoable.

The terminal's test (tests/engine/test_undo_reveals.py) through the web API: every seat a person,
seeded random moves sent to /actions, then /undo by the same seat. After a move that showed its
seat something (tests/engine/undo_judge.py), the take-back is refused (409, one sentence);
most moves that showed nothing are taken back, and the same move plays again.
"""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

from tabletome.engine.actions import Action
from tabletome.web.runtime import TableRuntime

from ..engine.undo_judge import CASES, Tally, case_game, gap, learned, moves
from .conftest import client_for, create, headers

LIMITS = {"moves_per_second": 0, "tables_per_minute": 0, "open_tables_per_client": 0}
DECISIONS = {"elder_sign_museum": 90, "elder_sign_pyramid": 90, "vtes": 90, "cyclades": 120}
SEEDS = {"hexer": range(4)}  # Hexer's random games end fast: play more of them
REFUSED = "Something hidden was revealed since your move (a card, a die): it stays played."


def post(client: TestClient, table: str, seat: int, token: str, what: str, body: Any = None) -> Any:
    return client.post(f"/api/tables/{table}/seats/{seat}/{what}", json=body, headers=headers(token))


def open_table(client: TestClient, case: str, seed: int) -> tuple[TableRuntime, list[str]]:
    """A table of people only, every seat taken (V:TES: the others bring a preconstructed deck)."""
    game, options = case_game(case)
    players = int(options.get("players", game.min_players))
    made = create(client, ["human"] * players, seed=seed, game=game.id, options=options, join=0)
    table, tokens = made["table"]["id"], [made["token"]]
    for seat in range(1, players):
        r = client.post(f"/api/tables/{table}/seats/{seat}/join")
        assert r.status_code == 200, r.text
        tokens.append(r.json()["token"])
        if game.id == "vtes":
            r = post(client, table, seat, tokens[seat], "inputs", {"inputs": {"deck": "Toreador"}})
            assert r.status_code == 200, r.text
    rt: TableRuntime = client.app.state.manager.tables[table]  # type: ignore[attr-defined]
    return rt, tokens


def play(client: TestClient, case: str, seed: int, tally: Tally) -> None:
    rt, tokens = open_table(client, case, seed)
    for pick in moves(rt.game, CASES[case][1], seed, DECISIONS.get(case, 200)):
        seat = rt.state.to_move
        if seat is None:
            return
        legal = rt.state.legal_actions()
        action = legal[pick % len(legal)]
        saw, before = learned(rt.state, action, seat, case), rt.state.view(seat)
        send(client, rt, seat, tokens[seat], action)
        if rt.state.to_move is None:
            return
        r = post(client, rt.id, seat, tokens[seat], "undo")
        taken = r.status_code == 200
        if saw and not gap(case, action):
            tally.revealed += 1
            assert r.status_code == 409, f"{case} seed {seed}: '{action}' showed something, yet it was taken back"
            assert r.json()["detail"] == REFUSED
        tally.quiet += not saw
        tally.quiet_taken_back += taken and not saw
        if not taken:
            tally.refusals.append(str(action))
            continue
        assert r.json() == {"done": True, "waiting": []} and rt.state.view(seat) == before
        send(client, rt, seat, tokens[seat], action)


def send(client: TestClient, rt: TableRuntime, seat: int, token: str, action: Action) -> None:
    r = post(client, rt.id, seat, token, "actions", {"action": str(action)})
    assert r.status_code == 200, r.text


@pytest.mark.parametrize("case", sorted(CASES))
def test_no_undo_crosses_a_roll_or_a_reveal_in_the_browser(sqlite_url: str, case: str) -> None:
    tally = Tally()
    with client_for(sqlite_url, **LIMITS) as client:
        for seed in SEEDS.get(case, range(1)):
            play(client, case, seed, tally)
    tally.check(case)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_roll_the_rules_forget_to_count_still_blocks_the_take_back(sqlite_url: str, case: str) -> None:
    """Impossible to forget: a draw from the table's generator that no rule counted still stops it."""
    with client_for(sqlite_url, **LIMITS) as client:
        rt, tokens = open_table(client, case, 5)
        for pick in moves(rt.game, CASES[case][1], 5, 300):
            seat, legal = rt.state.to_move, rt.state.legal_actions()
            assert seat is not None, f"{case}: no quiet move to take back"
            reveals, chance = rt.state.reveals, rt.state.rng.state
            send(client, rt, seat, tokens[seat], legal[pick % len(legal)])
            if (rt.state.reveals, rt.state.rng.state) == (reveals, chance) and rt.state.to_move is not None:
                break  # a move that revealed nothing
        rt.state.rng.below(6)  # the forgotten roll
        r = post(client, rt.id, seat, tokens[seat], "undo")
        assert r.status_code == 409 and r.json()["detail"] == REFUSED
