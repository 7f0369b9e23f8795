"""Properties over random play: termination, conservation, clone, records, hidden information."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletome.agents.random import RandomAgent
from tabletome.engine.match import play_match
from tabletome.engine.record import Record
from tabletome.engine.rng import Rng
from tabletome.games.arkham_noir import frames
from tabletome.games.arkham_noir.state import ArkhamNoirState

from .helpers import GAME

OPTIONS = st.fixed_dictionaries(
    {
        "victory": st.sampled_from(["5", "6"]),
        "victims": st.sampled_from(["4", "5", "6"]),
        "limits": st.sampled_from(["5", "6"]),
    }
)
SEEDS = st.integers(min_value=0, max_value=2**40)
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_states(seed: int, options: dict[str, str], every: int = 1) -> list[ArkhamNoirState]:
    """Every ``every``-th state of a random play-out, the last one included."""
    s = GAME.new_state(options, seed)
    r = Rng(seed ^ 0xABCDEF)
    out = [s.clone()]
    n = 0
    while s.to_move is not None:
        legal = s.legal_actions()
        assert legal, "no legal action while the game runs"
        s.apply(legal[r.below(len(legal))])
        n += 1
        assert n < 10_000
        if n % every == 0:
            out.append(s.clone())
    out.append(s)
    return out


@FAST
@given(seed=SEEDS, options=OPTIONS)
def test_random_play_always_ends_with_an_outcome(seed: int, options: dict[str, str]) -> None:
    final = random_states(seed, options, every=10_000)[-1]
    oc = final.outcome()
    assert oc is not None and final.to_move is None and final.legal_actions() == ()
    assert oc.cause in {"AN-END-02", "AN-END-03", "AN-MAINT-05", "AN-DECK-01", "AN-CLOSE-07"}
    assert oc.winners in ((), (0,))


@FAST
@given(seed=SEEDS, options=OPTIONS)
def test_fifty_clue_cards_and_six_victims_are_conserved(seed: int, options: dict[str, str]) -> None:
    for s in random_states(seed, options):
        assert sorted(s.all_cards()) == list(range(50))
        assert sorted(s.all_victims()) == list(range(6))
        assert len(s.cases) == len(s.case_victims) == len(s.case_numbers) == len(set(s.case_numbers))
        # Above the limit only while discarding (or making an Exchange, which keeps the hand's size).
        assert len(s.hand) <= 3 or frames.HandLimit in {type(f) for f in s.stack}


@FAST
@given(seed=SEEDS, options=OPTIONS, pick=st.integers(min_value=0, max_value=10**6))
def test_clone_equals_and_is_independent(seed: int, options: dict[str, str], pick: int) -> None:
    states = random_states(seed, options, every=3)
    s = states[pick % len(states)]
    c = s.clone()
    assert c == s and c.fingerprint() == s.fingerprint()
    if s.to_move is None:
        return
    before = s.fingerprint()
    legal = c.legal_actions()
    c.apply(legal[pick % len(legal)])
    assert s.fingerprint() == before
    assert c != s


@settings(max_examples=15, deadline=None)
@given(seed=SEEDS, options=OPTIONS)
def test_a_record_replays_to_the_identical_state(seed: int, options: dict[str, str]) -> None:
    result = play_match(GAME, [RandomAgent(seed)], seed, options)
    record = Record.from_json(json.loads(json.dumps(result.record.to_json())))
    replayed = record.replay()
    assert replayed == result.state
    assert replayed.outcome() == result.state.outcome()
    assert record.outcome == result.state.outcome().to_json()  # type: ignore[union-attr]


def hidden_twin(s: ArkhamNoirState, rng: Rng) -> ArkhamNoirState:
    """The same table with the hidden parts in another order."""
    t = s.clone()
    rng.shuffle(t.deck)
    pool = t.victim_deck + t.victims_aside
    rng.shuffle(pool)
    t.victim_deck = pool[: len(s.victim_deck)]
    t.victims_aside = pool[len(s.victim_deck) :]
    return t


@FAST
@given(seed=SEEDS, options=OPTIONS, pick=st.integers(min_value=0, max_value=10**6))
def test_view_hides_the_deck_orders_and_the_set_aside_victims(seed: int, options: dict[str, str], pick: int) -> None:
    states = random_states(seed, options, every=4)
    s = states[pick % len(states)]
    twin = hidden_twin(s, Rng(pick))
    assert twin.view(0) == s.view(0)
    text = json.dumps(s.view(0))
    for v in s.victims_aside + s.victim_deck:
        assert f'"name": {json.dumps(s.ed.v_names[v])}' not in text
    # Same view, same rng: the same determinization.
    d1 = s.determinize(0, Rng(pick))
    d2 = twin.determinize(0, Rng(pick))
    assert d1 == d2
    assert d1.view(0) == s.view(0)
    assert sorted(d1.deck) == sorted(s.deck)
    assert sorted(d1.all_cards()) == list(range(50))


@FAST
@given(seed=SEEDS, pick=st.integers(min_value=0, max_value=10**6))
def test_determinizations_resample_the_hidden_parts(seed: int, pick: int) -> None:
    s = GAME.new_state({"victims": "4"}, seed)
    samples = [s.determinize(0, Rng(pick + k)) for k in range(4)]
    assert len({tuple(d.deck) for d in samples}) > 1
    assert len({(tuple(d.victim_deck), tuple(d.victims_aside)) for d in samples}) > 1
    assert all(d.view(0) == s.view(0) for d in samples)
    assert len({d.rng.state for d in samples}) == 4
    # The truth is untouched.
    assert s == GAME.new_state({"victims": "4"}, seed)
