"""A card played out of its time is refused with when it is played (VT-CARD-13), and the table says
the same of each master card in the hand (issue 33: nothing said why a master card could not be played)."""

from __future__ import annotations

from tabletome.engine.actions import Action
from tests.games.vtes.scenario import goto, hand, table


def test_vt_card_13_a_card_out_of_its_time_says_when_it_is_played() -> None:
    s = table()
    goto(s, "minion")
    hand(s, 0, "Blood Doll", "Deflection")
    master = s.why_illegal(Action("play", ("blood-doll",)))
    assert (
        master
        == "Blood Doll cannot be played now: a master card is played in your master phase (VT-CARD-13, VT-MAST-01)."
    )
    reaction = s.why_illegal(Action("play", ("deflection",)))
    assert "played by one of your ready minions during another Methuselah's action (VT-CARD-13)." in reaction
    assert s.view(0)["methuselahs"][0]["hand_why"]["Blood Doll"] == master  # the refusal's own sentence
