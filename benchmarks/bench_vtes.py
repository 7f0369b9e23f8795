"""V:TES throughput on one core: five-player games of preconstructed decks played at random.

Usage: python benchmarks/bench_vtes.py [seconds], of CPU time (the machine may be shared). Each
game seats five of the fourteen Fifth Edition preconstructed decks (rotating with the seed);
actions are legal_actions + apply, the engine's hot path. Then the same for tournament-winning
decks of the archive (five decks the rules play in enforced mode and a table accepts, drawn per game;
``vtes_archive.py`` reads the archive, which krcg 4.19 does not ship: the line is left out, and
says why, when it cannot be read). Prints a few human lines, then one JSON object as its last
line. Figures are printed, never asserted (targets: 20,000 actions/s and 50,000 clones/s, for
both kinds of decks).
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable

from tabletome.engine.rng import Rng
from tabletome.games.vtes import GAME
from tabletome.games.vtes.game import precon_names
from tabletome.games.vtes.state import VTESState

PLAYERS = 5
MAX_ACTIONS = 20_000  # a random game that runs this long is cut (rare)


def options(seed: int) -> dict[str, str]:
    names = precon_names()
    decks = {f"deck_{k + 1}": names[(seed * PLAYERS + k) % len(names)] for k in range(PLAYERS)}
    return {"players": str(PLAYERS), **decks}


def precon_table(seed: int) -> VTESState:
    return GAME.new_state(options(seed), seed)


def archive_tables() -> Callable[[int], VTESState]:
    """Tables of five archive decks the rules play, drawn by the seed (SystemExit if unreadable)."""
    from vtes_archive import load_archive, table_decks

    decks = sorted(table_decks(load_archive(None), "2020"), key=lambda d: d.id)

    def table(seed: int) -> VTESState:
        order = list(range(len(decks)))
        Rng(seed).shuffle(order)
        inputs = {t: {"deck": decks[d].text} for t, d in enumerate(order[:PLAYERS])}
        edition = GAME.edition_with_inputs(GAME.default_edition(), inputs)
        return GAME.new_state({"players": str(PLAYERS), "rules": "enforced"}, seed, edition)

    return table


def random_games(seconds: float, setup: Callable[[int], VTESState]) -> tuple[int, int, float, list[VTESState]]:
    """Uniformly random play-outs; the set-up of each game is not counted."""
    games = actions = 0
    samples: list[VTESState] = []
    elapsed = 0.0
    seed = 0
    while elapsed < seconds:
        s = setup(seed)
        rng = Rng(seed ^ 0x5EED)
        start = time.process_time()
        n = 0
        while s.to_move is not None and n < MAX_ACTIONS:
            legal = s.legal_actions()
            s.apply(legal[rng.below(len(legal))])
            n += 1
            if n % 97 == 0 and len(samples) < 500:
                samples.append(s.clone())
        elapsed += time.process_time() - start
        actions += n
        games += 1
        seed += 1
    return games, actions, elapsed, samples


def clones(samples: list[VTESState], seconds: float) -> tuple[int, float]:
    n = 0
    start = time.process_time()
    deadline = start + seconds
    while time.process_time() < deadline:
        for s in samples:
            s.clone()
        n += len(samples)
    return n, time.process_time() - start


def measure(seconds: float, setup: Callable[[int], VTESState], what: str) -> dict[str, float]:
    setup(0)  # the card database and the effects load once, outside the timing
    games, actions, t_play, samples = random_games(seconds * 0.75, setup)
    n_clones, t_clone = clones(samples, seconds * 0.25)
    print(
        f"{what}: {games} random five-player games, {actions} actions in {t_play:.2f}s; {n_clones} clones in {t_clone:.2f}s"
    )
    print(f"{what}: {actions / max(games, 1):.0f} actions per game")
    return {
        "games_per_s": round(games / t_play, 2),
        "actions_per_s": round(actions / t_play),
        "clones_per_s": round(n_clones / t_clone),
    }


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 8.0
    result: dict[str, object] = {"game": "vtes", "players": PLAYERS, **measure(seconds, precon_table, "precons")}
    try:
        tables = archive_tables()
    except (SystemExit, OSError, ImportError) as exc:  # no archive here: said, not hidden
        print(f"archive decks: not measured ({exc or 'the archive could not be read'})")
        result["archive"] = None
    else:
        result["archive"] = measure(seconds, tables, "archive decks")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
