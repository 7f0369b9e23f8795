"""The engine's contract kit on Arkham Noir: random games over the options (pairwise), each decision
checked (clone, refusals, notation, views, determinizations, record replay)."""

from __future__ import annotations

from tabletome.testing import check_contract

from .helpers import GAME


def test_the_contract_holds_over_the_options() -> None:
    """AN-GEN-01, AN-DIFF-01: every setting (pairwise), the legacy readings of rules version 1
    included, one seat; the kit finds no defect."""
    report = check_contract(GAME, seeds=(1, 2, 3), check_every=2)
    assert report.games == 3 * len(report.combinations) <= 30
    for option in ("exchange", "key_side", "key_side_short", "case_numbers", "forced_effects"):
        assert {GAME.option_texts(c)[option] for c in report.combinations} == set(
            next(o for o in GAME.options if o.name == option).choices
        )
    assert report.decisions > 400 and report.hidden_seen == report.decisions


def test_the_public_view_of_a_solo_game_is_the_investigators_view() -> None:
    """The hand is the investigator's own and open (AMB-04): a spectator sees the seat's view,
    without the seat's name; the hidden zones are counts in both."""
    s = GAME.new_state({}, 4)
    public, own = s.public_view(), s.view(0)
    assert public["seat"] is None and own["seat"] == 0
    assert {k: v for k, v in public.items() if k not in ("seat", "you")} == {
        k: v for k, v in own.items() if k not in ("seat", "you")
    }
    assert public["draw_deck"] == 42 and "hidden" not in public
