"""The engine's contract holds for Cyclades, over pairwise combinations of its options.

``check_contract`` plays seeded random games and checks, at sampled decisions, clones, refusals
of illegal actions, views (public and per seat), determinizations (they keep the seat's view and
its legal actions and reasons, and vary what it cannot see: the creature deck, the GP behind the
other screens), notation and record replay.
"""

from __future__ import annotations

from tabletome.testing import check_contract

from .helpers import GAME


def test_the_engine_contract_holds_for_every_option() -> None:
    report = check_contract(GAME, seeds=(1, 2), check_every=5, determinizations=3)
    assert report.games == 2 * len(report.combinations)
    assert {c["players"] for c in report.combinations} == {2, 3, 4, 5}
    assert {c["gold"] for c in report.combinations} == {"screened", "counted"}
    assert report.hidden_seen > 0
