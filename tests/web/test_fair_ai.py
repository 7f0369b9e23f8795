"""Fair AI: a person's table is served before tables of AI seats only, and its AI seats never fall
back to a random move because other tables keep the AI threads busy.

Finding: forty all-AI ``ismcts`` tables used up the AI pool, and the ``ismcts`` seat at another
person's table fell back to random moves.
"""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest

from tabletome.agents import _KINDS
from tabletome.engine import Rng
from tabletome.web.ai import MACHINES, PEOPLE, AIScheduler

from .conftest import DEADLINE, act, client_for, create, wait_turn


async def _order_of_start(threads: int) -> list[str]:
    """Block every thread with a machines' job, queue more, then a person's job: who starts when."""
    scheduler = AIScheduler(threads)
    started: list[str] = []
    gate = threading.Event()

    def job(name: str, block: bool) -> str:
        started.append(name)
        if block:
            gate.wait(DEADLINE)
        return name

    blockers = [scheduler.submit(MACHINES, lambda i=i: job(f"block{i}", True)) for i in range(threads)]
    await asyncio.wait_for(asyncio.gather(*(b[0] for b in blockers[: max(1, threads - 1)])), DEADLINE)
    queued = [scheduler.submit(MACHINES, lambda i=i: job(f"machine{i}", False)) for i in range(3)]
    person = scheduler.submit(PEOPLE, lambda: job("person", False))
    if threads > 1:
        await asyncio.wait_for(person[1], DEADLINE)  # served while every machine's job still waits
        assert [n for n in started if n.startswith("machine")] == []
    gate.set()
    await asyncio.wait_for(asyncio.gather(*(q[1] for q in queued), person[1]), DEADLINE)
    scheduler.shutdown()
    return started


def test_with_two_threads_one_serves_people_only() -> None:
    started = asyncio.run(_order_of_start(2))
    assert started.index("person") < min(started.index(f"machine{i}") for i in range(3))


def test_with_one_thread_a_person_s_table_goes_first_in_the_queue() -> None:
    started = asyncio.run(_order_of_start(1))
    assert started[:2] == ["block0", "person"]


class Slowpoke:
    """Thinks 0.15 s a decision without using the processor (like a search waiting for its turn)."""

    name = "slowpoke"
    omniscient = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, state: Any, seat: int) -> Any:
        time.sleep(0.15)
        legal = state.legal_actions()
        return legal[self.rng.below(len(legal))]


def test_forty_all_ai_tables_never_make_a_person_s_ai_partner_play_at_random(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(_KINDS, "slowpoke", (lambda game, seat, seed, param: Slowpoke(seed), "slow"))
    # 40 tables of two slowpokes keep both AI threads busy; a fair deadline would still pass
    # for a decision that starts at once, but not for one that waits behind the crowd.
    with client_for(sqlite_url, ai_deadline=1.0, tables_per_minute=0, open_tables_per_client=0) as client:
        for seed in range(40):
            create(client, ["slowpoke", "slowpoke"], seed=seed, join=None)
        made = create(client, ["human", "slowpoke"], seed=1)
        table, token = made["table"]["id"], made["token"]
        for _ in range(6):
            s = wait_turn(client, table, 0, token)
            assert s["note"] is None, s["note"]
            if s["outcome"] is not None:
                break
            assert act(client, table, 0, token, s["legal"][0]["action"]).status_code == 200
        s = wait_turn(client, table, 0, token)
        assert s["note"] is None, s["note"]
        machines = client.app.state.manager.tables  # type: ignore[attr-defined]
        assert sum(1 for rt in machines.values() if not rt.has_human and rt.n > 0) >= 1  # they did play too
