"""Polyphemus pushes several players' fleets at once (CY-CRE-24): a push asked after another has
taken the last free space finds nowhere to go, and those fleets are lost."""

from __future__ import annotations

from tabletome.engine.registry import get_game
from tabletome.engine.rng import Rng

MODULES = {"m1_free_placement": "yes", "m2_hades": "yes", "m3_heroes": "no", "m4_favours": "yes", "theater": "no"}


def test_cy_cre_24_fleets_pushed_after_the_last_free_space_was_taken_are_lost() -> None:
    """CY-CRE-24. Found by the random-game property test: this game asked red to push with no
    space left and offered nothing (an empty legal set)."""
    s = get_game("cyclades").new_state({"players": 3, **MODULES}, 6571)
    s.enable_log()
    rng = Rng(6571)
    for _ in range(373):
        legal = s.legal_actions()
        s.apply(legal[rng.below(len(legal))])
    assert "push your fleets away from Polyphemus" in s.prompt()
    assert [str(a) for a in s.legal_actions()] == ["push nowhere"]
    seat = s.to_move
    assert seat is not None
    fleets = sum(s.units[a] for a in range(s.geo.n_isl, s.geo.n_areas) if s.own[a] == seat)
    s.apply(s.legal_actions()[0])
    after = sum(s.units[a] for a in range(s.geo.n_isl, s.geo.n_areas) if s.own[a] == seat)
    assert after < fleets
    assert any("have nowhere to go and are lost" in text for _, text in (s.log or [])[-3:])
    assert s.legal_actions()  # and the game goes on
