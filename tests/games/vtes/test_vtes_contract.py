"""The engine's contract holds for V:TES (VT-SETUP-01: 2 to 6 Methuselahs; VT-TOUR-01: tournament
tables of 4 or 5).

``check_contract`` plays seeded random games of preconstructed decks and checks, at sampled
decisions, clones, refusals of illegal actions, views (public and per seat), determinizations
(they keep the seat's view, legal actions and reasons, and vary what it cannot see: the other
hands, every library's order, the face-down crypts), notation and record replay.
"""

from __future__ import annotations

from tabletome.games.vtes import GAME
from tabletome.testing import check_contract


def test_the_engine_contract_holds_at_casual_tables_of_2_to_6() -> None:
    report = check_contract(
        GAME,
        seeds=(1,),
        check_every=40,
        determinizations=2,
        option_values={"players": ("2", "3", "6"), "rules": ("enforced", "assisted")},
    )
    assert {c["players"] for c in report.combinations} == {2, 3, 6}
    assert report.games == len(report.combinations) and report.hidden_seen > 0


def test_the_engine_contract_holds_at_tournament_tables() -> None:
    report = check_contract(
        GAME,
        seeds=(2,),
        check_every=40,
        determinizations=2,
        option_values={"players": ("4", "5"), "scoring": ("tournament",), "time_limit": ("none", "60")},
    )
    assert {c["players"] for c in report.combinations} == {4, 5}
    assert report.games == 4 and report.decisions > 0
