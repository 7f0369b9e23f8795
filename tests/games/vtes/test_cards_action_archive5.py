"""Library cards of the archive's decks (issue 37, fifth list): action cards."""

from __future__ import annotations

from tests.games.vtes.scenario import (
    action,
    cid,
    do,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
)

PLAIN = "Alice Chen (G6)"


# ------------------------------------------------------------------------ Anonymous Freight


def test_anonymous_freight_equips_the_vampire_with_an_equipment_card_from_your_hand() -> None:
    """A +3 stealth action (VT-ACT-31); the equipment's cost is paid (VT-CARD-25: .44 Magnum, 2 pool)."""
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Anonymous Freight", ".44 Magnum", "Deflection")
    goto(s, "minion")
    do(s, "play anonymous-freight")
    course = action(s)
    assert course is not None and course.stealth(s) == 3
    assert course.aplay is not None and course.aplay.targets == ("44-magnum",)  # named as announced
    pass_until(s, lambda st: action(st) is None)
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid(".44 Magnum")]
    assert s.pool[0] == 28 and cid(".44 Magnum") not in s.hand[0]


def test_anonymous_freight_needs_an_equipment_card_in_hand() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Anonymous Freight", "Deflection")
    goto(s, "minion")
    assert "play anonymous-freight" not in legal(s)


def test_anonymous_freight_requires_a_vampire() -> None:
    s = table()
    ready(s, 0, "Neighborhood Watch Commander")
    hand(s, 0, "Anonymous Freight", ".44 Magnum")
    goto(s, "minion")
    assert "play anonymous-freight" not in legal(s)
