"""Properties over random seeds, player counts and every option combination."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletome.engine import Record, Rng
from tabletome.games.hexer import GAME
from tabletome.games.hexer.state import HexerState

from .helpers import token_count

options = st.fixed_dictionaries(
    {
        "players": st.integers(2, 4),
        "sanity": st.sampled_from([6, 5, 4]),
        "necron_head_start": st.booleans(),
        "remove_pair": st.booleans(),
    }
)
seeds = st.integers(0, 2**32)
fast = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(opts: dict, seed: int, check=None) -> HexerState:
    s = GAME.new_state(opts, seed)
    rng = Rng(seed ^ 0xABCDEF)
    steps = 0
    while s.to_move is not None:
        legal = s.legal_actions()
        assert legal, "a running game always offers a move"
        if check is not None:
            check(s)
        s.apply(legal[rng.below(len(legal))])
        steps += 1
        assert steps < 5000
    if check is not None:
        check(s)  # the final position too
    return s


@fast
@given(options, seeds)
def test_random_playouts_end_with_an_outcome(opts: dict, seed: int) -> None:
    s = random_game(opts, seed)
    oc = s.outcome()
    assert oc is not None and oc.cause.startswith("HX-")
    assert s.legal_actions() == ()


def invariants(s: HexerState) -> None:
    assert token_count(s) == s.ed.items_total  # the 34 markers are conserved
    assert all(0 <= v <= 6 for v in s.sanity)
    for t in range(s.players):
        assert sum(s.held[t * 4 : t * 4 + 4]) <= 3  # HX-SETUP-28
        assert (s.sanity[t] == 0) == (s.pos[t] == -1)
    assert 0 <= s.necron <= s.ed.final
    cards = len(s.cdeck) + len(s.cdisc) + sum(1 for c in s.board if c >= 0)
    assert cards == 26 - len(s.removed)
    assert len(s.edeck) + len(s.easide) + len(s.edisc) == 12
    assert not s.stack or s.stack[-1].seat is not None  # a decision waits, or the game is over


@fast
@given(options, seeds)
def test_items_conserved_and_sanity_within_bounds(opts: dict, seed: int) -> None:
    random_game(opts, seed, invariants)


@fast
@given(options, seeds, st.integers(0, 400))
def test_clone_equals_and_is_independent(opts: dict, seed: int, cut: int) -> None:
    s = GAME.new_state(opts, seed)
    rng = Rng(seed)
    for _ in range(cut):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        c = s.clone()
        assert c == s
        before = s.fingerprint()
        action = legal[rng.below(len(legal))]
        c.apply(action)  # acting on the clone ...
        assert s.fingerprint() == before  # ... never changes the original
        s.apply(action)
        assert c == s  # same action, same RNG: same result


@fast
@given(options, seeds)
def test_record_replays_to_the_identical_state(opts: dict, seed: int) -> None:
    s = GAME.new_state(opts, seed)
    record = Record.start(s, seed, ["random"] * opts["players"], GAME.resolve_options(opts))
    rng = Rng(seed + 1)
    while s.to_move is not None:
        legal = s.legal_actions()
        action = legal[rng.below(len(legal))]
        s.apply(action)
        record.actions.append(str(action))
    record.outcome = s.outcome().to_json()
    again = Record.from_json(json.loads(json.dumps(record.to_json())))
    assert again.replay() == s


def hidden_facts(s: HexerState, seat: int) -> dict:
    """What ``seat`` may not know: unseen tiles, face-down Old Ones, orders, set-aside cards."""
    unknown = [loc for loc in range(1, 7) if not (s.known[seat] >> loc) & 1]
    return {
        "tiles": [s.tiles[loc] for loc in unknown] + list(s.box),
        "reserve": [g for i, g in enumerate(s.reserve) if g >= 0 and not (s.reserve_up >> i) & 1],
        "rlyeh": None if s.rlyeh_up else s.rlyeh,
        "cdeck": list(s.cdeck),
        "edeck": list(s.edeck),
        "easide": list(s.easide),
        "removed": list(s.removed),
        "rng": s.rng.state,
    }


def play_some(opts: dict, seed: int, steps: int) -> HexerState:
    s = GAME.new_state(opts, seed)
    rng = Rng(seed + 7)
    for _ in range(steps):
        if s.to_move is None:
            break
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    return s


@fast
@given(options, seeds, st.integers(0, 120), st.integers(0, 3))
def test_view_never_contains_a_hidden_fact(opts: dict, seed: int, steps: int, seat: int) -> None:
    s = play_some(opts, seed, steps)
    seat %= s.players
    view = s.view(seat)
    # Two worlds that differ in every hidden fact give the same view ...
    a = s.determinize(seat, Rng(1))
    b = s.determinize(seat, Rng(2))
    assert a.view(seat) == view and b.view(seat) == view
    # ... and the hidden facts do vary between worlds, so the view cannot encode them.
    worlds = {json.dumps(hidden_facts(s.determinize(seat, Rng(k)), seat)) for k in range(12)}
    assert len(worlds) > 1
    text = json.dumps(view)
    for loc in range(1, 7):
        tile = view["locations"][loc]["portal"]["tile"]
        if not (s.known[seat] >> loc) & 1 and not s.tiles_shown:
            assert tile == "face down"
    if not s.rlyeh_up:
        assert view["rlyeh"] == "face down"
    assert "cdeck" not in text and "easide" not in text


@fast
@given(options, seeds, st.integers(0, 150), st.integers(0, 3))
def test_determinization_keeps_the_view_and_depends_on_it_alone(opts: dict, seed: int, steps: int, seat: int) -> None:
    s = play_some(opts, seed, steps)
    seat %= s.players
    d = s.determinize(seat, Rng(99))
    assert d.view(seat) == s.view(seat)
    assert d.legal_actions() == s.legal_actions()
    # A different world with the same view yields the same determinization: no hidden fact leaks in.
    other = s.determinize(seat, Rng(12345))
    assert other.determinize(seat, Rng(99)) == d
    # The determinization is a full, playable game.
    invariants(d)


def test_two_seats_knowledge_differs_after_glasses() -> None:
    s = GAME.new_state({"players": 2}, 5)
    s.known[0] = 1 << 2
    d = s.determinize(0, Rng(3))
    assert d.tiles[2] == s.tiles[2]  # what the seat saw is kept
    seen = {s.determinize(1, Rng(k)).tiles[2] for k in range(30)}
    assert seen == {0, 1}  # the other seat does not know it
