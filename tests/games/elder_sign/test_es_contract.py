"""The engine's contract holds for Elder Sign, over pairwise combinations of its options.

``check_contract`` plays seeded random games and checks, at sampled decisions, clones, refusals
of illegal actions, views (public and per seat), determinizations (they keep the seat's view and
its legal actions and reasons, and vary what nobody sees: the decks' order, the monster cup),
notation and record replay. One test per combination, so that the combinations run in parallel
and none holds a worker for long.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletome.testing import check_contract, pairwise

from .helpers import GAME


def option_values() -> dict[str, Any]:
    values: dict[str, Any] = {o.name: o.choices for o in GAME.options}
    values["players"] = ("1", "2", "3", "4")
    values["team"] = ("1", "2")  # at most 8 investigators: 4 players x 2
    return values


COMBINATIONS = list(pairwise(option_values()))


def test_the_pairwise_combinations_cover_every_option_value() -> None:
    resolved = [GAME.resolve_options(c) for c in COMBINATIONS]
    assert {c["players"] for c in resolved} == {1, 2, 3, 4}
    assert {c["ancient_one"] for c in resolved} == set(GAME.options[2].choices)
    assert {c["terror_trigger"] for c in resolved} == {"once_per_attempt", "every_failed_roll"}


@pytest.mark.parametrize("combo", COMBINATIONS, ids=lambda c: ",".join(f"{k}={v}" for k, v in c.items()))
def test_the_engine_contract_holds_for_every_option(combo: dict[str, str]) -> None:
    report = check_contract(
        GAME, seeds=(1, 2), check_every=3, determinizations=3, option_values={k: (v,) for k, v in combo.items()}
    )
    assert report.games == 2 and report.combinations == [GAME.resolve_options(combo)]
    assert report.hidden_seen > 0


def test_eight_investigators_play_and_a_ninth_is_refused() -> None:
    """ES-GEN-02: 1 to 8 investigators."""
    from tabletome.engine.errors import OptionError

    s = GAME.new_state({"players": 4, "team": "2"}, 3)
    assert len(s.team) == 8
    with pytest.raises(OptionError, match="at most 8"):
        GAME.new_state({"players": 3, "team": "3"}, 3)
