"""The engine's contract holds for Elder Sign, over pairwise combinations of its options.

``check_contract`` plays seeded random games and checks, at sampled decisions, clones, refusals
of illegal actions, views (public and per seat), determinizations (they keep the seat's view and
its legal actions and reasons, and vary what nobody sees: the decks' order, the monster cup),
notation and record replay.
"""

from __future__ import annotations

from tabletome.testing import check_contract

from .helpers import GAME


def test_the_engine_contract_holds_for_every_option() -> None:
    values = {o.name: o.choices for o in GAME.options}
    values["players"] = ("1", "2", "3", "4")
    values["team"] = ("1", "2")  # at most 8 investigators: 4 players x 2
    report = check_contract(GAME, seeds=(1, 2), check_every=3, determinizations=3, option_values=values)
    assert report.games == 2 * len(report.combinations)
    assert {c["players"] for c in report.combinations} == {1, 2, 3, 4}
    assert {c["ancient_one"] for c in report.combinations} == set(GAME.options[2].choices)
    assert {c["terror_trigger"] for c in report.combinations} == {"once_per_attempt", "every_failed_roll"}
    assert report.hidden_seen > 0


def test_eight_investigators_play_and_a_ninth_is_refused() -> None:
    """ES-GEN-02: 1 to 8 investigators."""
    import pytest

    from tabletome.engine.errors import OptionError

    s = GAME.new_state({"players": 4, "team": "2"}, 3)
    assert len(s.team) == 8
    with pytest.raises(OptionError, match="at most 8"):
        GAME.new_state({"players": 3, "team": "3"}, 3)
