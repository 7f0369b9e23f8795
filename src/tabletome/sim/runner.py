"""Running many seeded games, in this process, in local processes, or on a Ray cluster.

Game ``i`` of a batch uses seed ``base_seed + i`` and agents seeded from that seed and
their seat, so a result depends on its seed alone: the same seeds give the same
results whatever the number of processes or the backend.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tabletome.agents import make_agent
from tabletome.engine import Edition, get_game, play_match
from tabletome.engine.edition import digest

Progress = Callable[[int], None]


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Everything that defines one simulated game."""

    game: str
    seats: tuple[str, ...]
    options: tuple[tuple[str, Any], ...]
    seed: int
    edition: Mapping[str, Any] | None = None  # edition data; None = the embedded edition
    keep_records: str | None = None
    label: str = ""


@dataclass(slots=True)
class GameResult:
    seed: int
    label: str
    seats: tuple[str, ...]
    winners: tuple[int, ...]
    cause: str
    score: int | None
    rounds: int
    decisions: int
    think: list[float] = field(default_factory=list)
    seat_decisions: list[int] = field(default_factory=list)
    record: str | None = None
    # Competitive games (an outcome with per-seat results): each seat's rank and score, by seat,
    # and the tie-break that separated the first seats. Empty for team results.
    ranks: list[int] = field(default_factory=list)
    seat_scores: list[float | None] = field(default_factory=list)
    decided_by: str | None = None

    @property
    def team(self) -> bool:
        """A team result (cooperative and solo games): everybody won or lost together."""
        return not self.ranks

    @property
    def won(self) -> bool:
        """The team won (cooperative and solo games) or seat 0 won, alone or shared (competitive ones)."""
        return 0 in self.winners

    def value(self, seat: int) -> float:
        """The seat's result as ``Outcome.value``: 1 for a team win; a shared win is 1/k for each of k winners."""
        if seat not in self.winners:
            return 0.0
        return 1.0 if self.team else 1.0 / len(self.winners)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


_EDITIONS: dict[tuple[str, str], Edition] = {}


def _edition(game_id: str, data: Mapping[str, Any] | None) -> Edition | None:
    if data is None:
        return None
    game = get_game(game_id)
    key = (game_id, digest(data))
    edition = _EDITIONS.get(key)
    if edition is None:
        edition = _EDITIONS[key] = game.edition_from_data(data, "simulation edition")
    return edition


def play_one(spec: GameSpec) -> GameResult:
    game = get_game(spec.game)
    agents = [make_agent(kind, game, seat, spec.seed) for seat, kind in enumerate(spec.seats)]
    result = play_match(game, agents, spec.seed, dict(spec.options), edition=_edition(spec.game, spec.edition))
    outcome = result.state.outcome()
    assert outcome is not None
    path = None
    if spec.keep_records:
        folder = Path(spec.keep_records)
        folder.mkdir(parents=True, exist_ok=True)
        name = f"{spec.game}-{spec.label or 'game'}-{spec.seed}.tome.json".replace("/", "_").replace(" ", "_")
        path = str(result.record.save(folder / name))
    ranking = sorted(outcome.seats, key=lambda r: r.seat)
    return GameResult(
        seed=spec.seed,
        label=spec.label,
        seats=spec.seats,
        winners=outcome.winners,
        cause=outcome.cause,
        score=outcome.score,
        rounds=result.state.round,
        decisions=result.decisions,
        think=result.think_time,
        seat_decisions=result.seat_decisions,
        record=path,
        ranks=[r.rank for r in ranking],
        seat_scores=[r.score for r in ranking],
        decided_by=outcome.decided_by if outcome.seats else None,
    )


def play_chunk(specs: Sequence[GameSpec]) -> list[GameResult]:
    return [play_one(s) for s in specs]


def _chunks(specs: Sequence[GameSpec], size: int) -> Iterator[list[GameSpec]]:
    for i in range(0, len(specs), size):
        yield list(specs[i : i + size])


def run_games(
    specs: Sequence[GameSpec],
    jobs: int = 1,
    backend: str = "processes",
    ray_address: str | None = None,
    progress: Progress | None = None,
) -> list[GameResult]:
    """Play every spec; results come back in the order of ``specs``."""
    if backend == "ray":
        return _run_ray(specs, ray_address, progress)
    if backend != "processes":
        raise ValueError(f"unknown backend '{backend}' (processes or ray)")
    if jobs <= 1 or len(specs) <= 1:
        out = []
        for spec in specs:
            out.append(play_one(spec))
            if progress:
                progress(1)
        return out
    size = max(1, min(8, len(specs) // (jobs * 4)))
    order = {id(s): i for i, s in enumerate(specs)}
    results: list[GameResult | None] = [None] * len(specs)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        pending: dict[Future[list[GameResult]], list[GameSpec]] = {
            pool.submit(play_chunk, chunk): chunk for chunk in _chunks(specs, size)
        }
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                chunk = pending.pop(fut)
                for spec, res in zip(chunk, fut.result(), strict=True):
                    results[order[id(spec)]] = res
                if progress:
                    progress(len(chunk))
    assert all(r is not None for r in results)
    return [r for r in results if r is not None]


def _run_ray(specs: Sequence[GameSpec], address: str | None, progress: Progress | None) -> list[GameResult]:
    from tabletome.engine.extras import require

    require("ray", "ray", "The Ray backend")
    import ray

    started = False
    if not ray.is_initialized():
        if address:
            ray.init(address=address, ignore_reinit_error=True, log_to_driver=False)
        else:
            ray.init(num_cpus=os.cpu_count() or 1, ignore_reinit_error=True, log_to_driver=False)
        started = True
    try:
        remote = ray.remote(play_chunk)
        chunks = list(_chunks(specs, max(1, min(8, len(specs) // 16 or 1))))
        refs = {remote.remote(chunk): i for i, chunk in enumerate(chunks)}
        by_chunk: dict[int, list[GameResult]] = {}
        waiting = list(refs)
        while waiting:
            ready, waiting = ray.wait(waiting, num_returns=1)
            for ref in ready:
                i = refs[ref]
                by_chunk[i] = ray.get(ref)
                if progress:
                    progress(len(chunks[i]))
        return [r for i in range(len(chunks)) for r in by_chunk[i]]
    finally:
        if started:
            ray.shutdown()
