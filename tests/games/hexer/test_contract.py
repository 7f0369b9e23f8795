"""The engine's contract holds for Der Hexer von Salem, over pairwise combinations of its options.

``check_contract`` plays seeded random games and checks, at sampled decisions, clones, refusals of
illegal actions, views (public and per seat), determinizations (they keep the seat's view and its
legal actions and reasons, and vary what it cannot see), notation and record replay.
"""

from __future__ import annotations

from tabletome.games.hexer import GAME
from tabletome.testing import check_contract


def test_the_engine_contract_holds_for_every_option() -> None:
    report = check_contract(GAME, seeds=(1, 2, 3), check_every=3)
    assert report.games == 3 * len(report.combinations)
    assert {c["players"] for c in report.combinations} == {2, 3, 4}
    assert report.hidden_seen > 0  # decisions where some seat had something hidden from it
