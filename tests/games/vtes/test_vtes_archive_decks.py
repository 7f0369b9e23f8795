"""Issue 37: tournament-winning decks of the archive at the table. Twenty decks from 2020 on
(``archive_decks.json``, each with its archive id and event) are read, pass the tournament deck
rules and the enforced rules, play a five-seat game of scripted players to its tournament score,
and keep cards, pool and blood and what each seat sees as the precons do (random games, hypothesis)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletome.agents import make_agent
from tabletome.engine import play_match
from tabletome.engine.rng import Rng
from tabletome.games.vtes import GAME
from tabletome.games.vtes.check import check_deck, unimplemented
from tabletome.games.vtes.decks import parse_deck
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.test_vtes_properties import SLOW, check_counts, play, scramble, seen_by

FILE = Path(__file__).with_name("archive_decks.json")


@cache
def archive() -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(FILE.read_text(encoding="utf-8"))["decks"])


def text(i: int) -> str:
    return "\n".join(archive()[i]["deck"])


def table(picks: list[int], seed: int, **options: str) -> VTESState:
    inputs = {t: {"deck": text(i)} for t, i in enumerate(picks)}
    edition = GAME.edition_with_inputs(GAME.default_edition(), inputs)
    return GAME.new_state({"players": str(len(picks)), **options}, seed, edition)


@pytest.mark.parametrize("i", range(20))
def test_vt_tour_02_an_archive_deck_is_a_tournament_deck_the_enforced_rules_play(i: int) -> None:
    deck = parse_deck(text(i))
    assert check_deck(deck, rules="current") == []
    unimplemented(deck)  # raises UnimplementedCards naming the cards otherwise
    assert 12 <= deck.crypt_count <= 35 and 60 <= deck.library_count <= 90


def test_vt_tour_07_five_archive_decks_end_a_scripted_game_with_tournament_scores() -> None:
    """VT-TOUR-07, VT-TOUR-05: a game win for the one Methuselah with 2 VP or more and more than every other;
    at most 5 VP at a table of five, each oust 1 VP."""
    picks = [0, 4, 8, 12, 16]
    assert len({archive()[i]["clan"] for i in picks}) == 5
    inputs = {t: {"deck": text(i)} for t, i in enumerate(picks)}
    edition = GAME.edition_with_inputs(GAME.default_edition(), inputs)
    agents = [make_agent("heuristic", GAME, t, 3) for t in range(5)]
    opts = {"players": "5", "scoring": "tournament", "rules": "enforced", "time_limit": "90"}
    result = play_match(GAME, agents, 3, opts, edition=edition)
    s = result.state
    outcome = s.outcome()
    assert outcome is not None and s.to_move is None
    assert 0 < sum(s.vp) <= 5
    for w in outcome.winners:
        assert s.vp[w] >= 2 and all(s.vp[w] > s.vp[t] for t in range(5) if t != w)
    assert result.decisions > 200


@settings(max_examples=6, deadline=None, suppress_health_check=SLOW)
@given(picks=st.lists(st.integers(0, 19), min_size=2, max_size=6, unique=True), seed=st.integers(0, 10_000))
def test_archive_decks_keep_cards_pool_and_blood_through_random_games(picks: list[int], seed: int) -> None:
    s = table(picks, seed, rules="enforced")
    play(s, Rng(seed), 1200, check=True)
    check_counts(s)


@settings(max_examples=6, deadline=None, suppress_health_check=SLOW)
@given(
    picks=st.lists(st.integers(0, 19), min_size=2, max_size=6, unique=True),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 700),
)
def test_vt_setup_08_with_archive_decks_no_seat_sees_another_hand_or_library(
    picks: list[int], seed: int, steps: int
) -> None:
    s = table(picks, seed, rules="enforced")
    play(s, Rng(seed), steps, check=False)
    if s.to_move is None:
        return
    for seat in range(len(picks)):
        mine = seen_by(s, seat)
        assert seen_by(scramble(s, seat, Rng(seed + seat)), seat) == mine
