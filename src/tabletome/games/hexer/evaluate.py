"""A value estimate for search: the team's chance to win from a (sampled) position.

The features describe how far the team is from each objective and how much time and
sanity it has left. The weights in ``evaluator.json`` are fitted by logistic
regression on heuristic self-play (``python -m tabletome.sim.fit hexer``); search
agents call this only on sampled worlds, never on the true state.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path

from tabletome.engine.evaluator import LinearEvaluator

from .data import R_DIFFERENT, R_SAME
from .state import HexerState

FEATURES = (
    "necron_used",
    "demonic_room",
    "rlyeh_revealed",
    "old_ones_face_down",
    "necronomicons_for_them",
    "portals_open",
    "portals_open_known",
    "portals_closed",
    "artifacts_wrong",
    "tiles_unseen",
    "artifacts_held",
    "artifacts_matching_open",
    "university_closer",
    "glasses_for_unseen",
    "banish_missing",
    "banished",
    "banisher_sanity",
    "investigators_in",
    "sanity_total",
    "sanity_min",
    "items_held",
    "creatures",
    "shadow",
)


def missing_items(s: HexerState, seat: int, goo: int) -> int:
    h = s.held[seat * 4 : seat * 4 + 4]
    req = s.ed.g_req[goo]
    if req == R_SAME:
        return 3 - max(h)
    if req == R_DIFFERENT:
        return max(0, 3 - sum(1 for x in h if x))
    need = s.ed.g_req_counts[goo]
    return sum(max(0, need[k] - h[k]) for k in range(4))


def features(s: HexerState) -> list[float]:
    """The numbers of ``FEATURES``, in order: Necron's clock, the portals, the banishment, the team."""
    alive = [t for t in range(s.players) if s.sanity[t] > 0]
    return [*_clock(s, alive), *_portals(s, alive), *_banishment(s, alive), *_team(s, alive)]


def _clock(s: HexerState, alive: list[int]) -> list[float]:
    """Necron's track, and the Old Ones still face down with the Necronomicons to turn them (HX-END-02)."""
    ed = s.ed
    face_down = sum(1 for i in range(5) if s.reserve[i] >= 0 and not (s.reserve_up >> i) & 1) + (not s.rlyeh_up)
    team_n = sum(s.held[t * 4] for t in alive if t != s.banisher)
    return [
        s.necron / ed.final,
        0.0 if s.rlyeh_up else max(0, ed.demonic - s.necron) / ed.demonic,
        float(s.rlyeh_up),
        face_down / 5,
        min(team_n, face_down) / 5,
    ]


def _portals(s: HexerState, alive: list[int]) -> list[float]:
    """Tiles open, closed and wrongly closed; what the team has seen; artifacts and Glasses to finish the job."""
    looked = 0
    for t in alive:
        looked |= s.known[t]
    portals_open, known_open, portals_closed, wrong, unseen, open_symbols = _tile_counts(s, looked)
    helpers = [t for t in alive if t != s.banisher]
    # Artifacts in hand that fit a portal still open (each portal counted once).
    held_symbols = [s.art[t] - 4 for t in helpers if s.art[t] >= 0]
    matching = 0
    for sym in open_symbols:
        if sym in held_symbols:
            held_symbols.remove(sym)
            matching += 1
    team_g = sum(s.held[t * 4 + 1] for t in helpers)
    return [
        portals_open / 4,
        known_open / 4,
        portals_closed / 4,
        float(wrong),
        unseen / 6,
        sum(1 for t in alive if s.art[t] >= 0) / s.players,
        matching / 4,
        float(any(s.art[t] >= 0 for t in helpers)),
        min(team_g, unseen) / 6,
    ]


def _tile_counts(s: HexerState, looked: int) -> tuple[int, int, int, int, int, list[int]]:
    """Open portals, open ones somebody saw, closed ones, artifacts on the wrong tile, unseen bare tiles,
    and the symbols of the open portals."""
    ed = s.ed
    portals_open = portals_closed = wrong = unseen = known_open = 0
    open_symbols: list[int] = []
    for loc in range(1, 7):
        art = s.on_tile[loc]
        if art >= 0:
            if s.tiles[loc] and art - 4 == ed.loc_symbol[loc]:
                portals_closed += 1
            else:
                wrong += 1
            continue
        portals_open += s.tiles[loc]
        unseen += not (looked >> loc) & 1
        if s.tiles[loc]:
            open_symbols.append(ed.loc_symbol[loc])
            known_open += (looked >> loc) & 1
    return portals_open, known_open, portals_closed, wrong, unseen, open_symbols


def _banishment(s: HexerState, alive: list[int]) -> list[float]:
    """Items the nearest investigator still lacks for R'lyeh; whether, and how sanely, the Old One is banished."""
    if s.rlyeh_up and s.banisher < 0:
        missing = min((missing_items(s, t, s.rlyeh) for t in alive), default=3)
    elif s.banisher >= 0:
        missing = 0
    else:
        missing = 3
    return [
        missing / 3,
        float(s.banisher >= 0),
        s.sanity[s.banisher] / 6 if s.banisher >= 0 else 0.0,
    ]


def _team(s: HexerState, alive: list[int]) -> list[float]:
    """Investigators in the game, their sanity and items; creatures on the board and the Shadow."""
    n = s.players
    sanity = [s.sanity[t] for t in alive]
    return [
        len(alive) / n,
        sum(sanity) / (6 * n),
        min(sanity, default=0) / 6,
        sum(sum(s.held[t * 4 : t * 4 + 4]) for t in alive) / (3 * n),
        sum(1 for loc in range(1, 7) if s.board[loc] >= 0) / 6,
        float(s.shadow >= 0),
    ]


WEIGHTS_FILE = "evaluator.json"


@cache
def evaluator() -> LinearEvaluator | None:
    with resources.as_file(resources.files(__package__).joinpath(WEIGHTS_FILE)) as path:
        return LinearEvaluator.load(Path(path), FEATURES)


def evaluate(s: HexerState) -> tuple[float, ...] | None:
    if s.outcome_ is not None:
        return tuple(s.outcome_.value(t) for t in range(s.players))
    ev = evaluator()
    if ev is None:
        return None
    if not s.stack:
        return None
    f = features(s)
    if f[FEATURES.index("artifacts_wrong")]:
        # An artifact never leaves its tile (HX-USE-19): the final check will find it (HX-USE-17/18).
        # Self-play never shows this, so the fitted weights cannot know it.
        return (0.0,) * s.players
    v = ev.value(f)
    return (v,) * s.players
