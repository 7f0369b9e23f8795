"""Building Cyclades positions for clause tests: a game, then fields and frames set by hand."""

from __future__ import annotations

import copy
import tomllib
from collections.abc import Callable
from importlib import resources
from typing import Any

from tabletome.engine.flow import Frame
from tabletome.games.cyclades import GAME, flow, turns
from tabletome.games.cyclades.data import ARES, ATHENA, POSEIDON, ZEUS, CycladesEdition
from tabletome.games.cyclades.state import APOLLO, CycladesState

__all__ = ["APOLLO", "ARES", "ATHENA", "GAME", "POSEIDON", "ZEUS"]

#: Every Hades module and the Theater on.
EVERY_MODULE = {
    "m1_free_placement": "yes",
    "m2_hades": "yes",
    "m3_heroes": "yes",
    "m4_favours": "yes",
    "theater": "yes",
}
#: Tables of every size and module set a playout test runs on.
TABLES: list[dict[str, Any]] = [{}, EVERY_MODULE, {"players": "2"}, {"players": "5", **EVERY_MODULE}]


def new(players: int = 4, seed: int = 1, **options: Any) -> CycladesState:
    return GAME.new_state({"players": players, **options}, seed)


def standard_data() -> dict[str, Any]:
    path = resources.files("tabletome.games.cyclades").joinpath("editions").joinpath("standard.toml")
    return tomllib.loads(path.read_text(encoding="utf-8"))


def edition_with(change: Callable[[dict[str, Any]], None]) -> CycladesEdition:
    data = copy.deepcopy(standard_data())
    change(data)
    return CycladesEdition(data, "test edition")


def clear(s: CycladesState) -> CycladesState:
    """An empty board: nobody controls anything, no buildings, no cards."""
    n = s.geo.n_areas
    s.own = [-1] * n
    s.units = [0] * n
    s.bld = [-1] * len(s.bld)
    s.metro = [0] * s.geo.n_isl
    s.prosp = [0] * s.geo.n_isl
    s.philo = [0] * s.players
    s.priest = [0] * s.players
    s.changed()
    return s


def isl(n: int) -> int:
    """Island number ``n`` as the notation writes it -> its area index."""
    return n - 1


def sea(s: CycladesState, cell: str) -> int:
    return s.geo.area(cell)


def put(s: CycladesState, seat: int, area: int, units: int = 1) -> None:
    s.own[area] = seat
    s.units[area] = units
    s.changed()


def build(s: CycladesState, island: int, *kinds: int) -> None:
    """Buildings on the island's free spaces, outside the metropolis space first."""
    from tabletome.games.cyclades.rules import free_space

    for kind in kinds:
        s.bld[free_space(s, island)] = kind
    s.changed()


def marker(s: CycladesState, seat: int, second: bool = False) -> int:
    return seat * 2 + (1 if second else 0)


def at_turn(s: CycladesState, seat: int, god: int, gold: int | None = None) -> CycladesState:
    """Make it ``seat``'s turn with ``god`` in phase 5 (nobody after him this cycle)."""
    if gold is not None:
        s.gold[seat] = gold
    m = marker(s, seat)
    s.stack = [flow.Cycles(), flow.CycleEnd(), turns.GodTurn(m, god) if god != APOLLO else turns.ApolloTurn(m, True)]
    s.changed()
    s.settle()
    return s


def at_offerings(s: CycladesState, order: list[int], gold: list[int] | None = None) -> CycladesState:
    """Phase 4 of a fresh cycle, markers in ``order`` (seats; in 2p use marker numbers)."""
    if gold is not None:
        s.gold = list(gold)
    s.track = [m * 2 if s.players > 2 else m for m in order]
    for g in range(6):
        s.offer_seat[g] = -1
        s.offer_mark[g] = -1
        s.offer_amt[g] = 0
    s.apollo = []
    s.stack = [flow.Cycles(), flow.CycleEnd(), turns.ActionPhase(), flow.Offerings()]
    s.changed()
    s.settle()
    return s


def top(s: CycladesState) -> Frame:
    return s.stack[-1]


def play(s: CycladesState, *moves: str) -> CycladesState:
    for text in moves:
        s.apply(GAME.parse_action(s, text))
    return s


def legal(s: CycladesState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def gods_up(s: CycladesState, *gods: int) -> None:
    """The god track for this cycle: these gods face up, top to bottom, the rest face down."""
    rest = [g for g in range(4) if g not in gods]
    s.gods = [*gods, *rest]
    s.god_up = [True] * len(gods) + [False] * len(rest)
