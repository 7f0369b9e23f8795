"""Library cards of the archive's decks (issue 37, fifth list): action cards."""

from __future__ import annotations

from tabletome.engine.rng import Rng
from tabletome.games.vtes.hidden import determinize
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import bleed
from tabletome.games.vtes.views import seat_extras
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
    do(s, "play anonymous-freight", "target 44-magnum")  # one equipment: still chosen (VT-SETUP-12)
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


# ------------------------------------------------------------------------ Pulse of the Canaille


def pulse_played(level: str) -> tuple[VTESState, int]:
    s = table()
    v = ready(s, 0, "Lauren (G6)" if level == "basic" else "Carna, The Princess Witch (G3)", blood=4)
    hand(s, 0, "Pulse of the Canaille")
    hand(s, 1, "Deflection")
    goto(s, "minion")
    do(s, "play pulse-of-the-canaille")
    if "mode basic" in legal(s):
        do(s, f"mode {level}")
    pass_until(s, lambda st: action(st) is None)
    return s, v


def test_pulse_of_the_canaille_basic_look_at_all_hands_for_the_rest_of_the_turn() -> None:
    """The hands as they change too; its Methuselah's determinizations keep them (hidden.py)."""
    s, v = pulse_played("basic")
    assert s.minions[v].blood == 1  # 3 blood
    assert seat_extras(s, 1, 0, False)["hand"] == ["Deflection"]
    assert "hand" not in seat_extras(s, 1, 2, False)  # another Methuselah sees nothing
    hand(s, 1, "Deflection", "Govern the Unaligned")
    assert seat_extras(s, 1, 0, False)["hand"] == ["Deflection", "Govern the Unaligned"]
    world = determinize(s, 0, Rng(3))
    assert sorted(world.hand[1]) == sorted(s.hand[1])
    pass_until(s, lambda st: st.current == 1)  # the next turn: over
    assert "hand" not in seat_extras(s, 1, 0, False)


def test_pulse_of_the_canaille_superior_put_on_the_vampire_plus_2_bleed() -> None:
    s, v = pulse_played("superior")
    assert [s.placed[p].card for p in s.minions[v].cards] == [cid("Pulse of the Canaille")]
    assert bleed(s, v) == 3 and "hand" not in seat_extras(s, 1, 0, False)
