"""Combat cards of the archive's decks, second list (issue 37): each card's tests are named by it."""

from __future__ import annotations

from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.effects.core import may_press
from tests.games.vtes.scenario import cid, do, hand, legal, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, to

PLAIN = "Ezra Hawthorne (G4)"  # tha, capacity 2, strength 1


# ------------------------------------------------------------------------ Target Vitals


def test_target_vitals_adds_2_damage_when_the_strike_lands() -> None:
    """1 hand damage inflicted, +2 from the same strike: 3 blood burned to mend."""
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play target-vitals", "strike hand")
    end_combat(s)
    assert blood(s, b) == 1 and blood(s, a) == 4


def test_target_vitals_nothing_more_when_the_damage_does_not_land() -> None:
    """The strike's damage lands unsuccessfully (immune, VT-DMG-13): no added damage, presses allowed."""
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    c = fight(s, a, b)
    c.add(b, "immune", "strikes", "combat")
    to(s, "strike", 0)
    do(s, "play target-vitals", "strike hand")
    to(s, "press")
    assert blood(s, b) == 4
    assert may_press(c, b, "continue")


def test_target_vitals_the_opposing_minion_cannot_press_this_round() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Target Vitals")
    c = fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play target-vitals", "strike hand")
    to(s, "press")
    c.add(b, "press", 1, "round")  # an optional press it could use otherwise
    assert not may_press(c, b, "continue") and may_press(c, a, "continue")
    assert not [m for m in legal(s) if m.startswith(f"press {b}")]


def test_target_vitals_added_damage_is_of_the_strikes_kind() -> None:
    """RTR 19970630: an aggravated strike's added damage is aggravated (2 blood burned for 2 of the
    3 aggravated damage once wounded, VT-DMG-09)."""
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    c = fight(s, a, b)
    c.add(a, "agg-hand", 1, "round")
    to(s, "strike", 0)
    do(s, "play target-vitals", "strike hand")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 2


def test_target_vitals_one_aim_each_strike() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals", "Target Vitals")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play target-vitals" in legal(s)
    do(s, "play target-vitals")
    assert "play target-vitals" not in legal(s) and "strike hand" in legal(s)


def test_target_vitals_not_usable_before_strikes() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    assert "play target-vitals" not in legal(s)


def test_target_vitals_cancelled_by_discarding_two_combat_cards() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Target Vitals")
    hand(s, 1, "Dodge", "Soak", "Govern the Unaligned")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play target-vitals")
    assert s.to_move == 1 and sorted(legal(s)) == ["discard dodge soak", "pass"]
    do(s, "discard dodge soak")
    assert cid("Dodge") in s.ash[1] and cid("Soak") in s.ash[1] and cid("Target Vitals") in s.ash[0]
    do(s, "strike hand")
    c = current_combat(s)
    assert c is not None and not c.has(a, "on-hit")
    end_combat(s)
    assert blood(s, b) == 3


# ------------------------------------------------------------------------ Soak

SOAKER = "Aaron Bathurst (G4)"  # for obf pot


def test_soak_basic_prevents_2_non_aggravated_damage() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=5)
    b = ready(s, 1, SOAKER, blood=5)
    hand(s, 1, "Soak")
    c = fight(s, a, b)
    c.add(a, "strength", 2, "round")  # a hand strike of 3
    to(s, "damage", 1)
    do(s, "play soak")
    end_combat(s)
    assert blood(s, b) == 4


def test_soak_does_not_prevent_aggravated_damage() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=5)
    b = ready(s, 1, SOAKER, blood=5)
    hand(s, 1, "Soak")
    c = fight(s, a, b)
    c.add(a, "agg-hand", 1, "round")
    to(s, "damage", 1)
    assert "play soak" not in legal(s)


def test_soak_superior_prevents_4_and_one_each_round() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=5)
    b = ready(s, 1, "Agru Kabera (G4)", blood=6)
    hand(s, 1, "Soak", "Soak")
    c = fight(s, a, b)
    c.add(a, "strength", 4, "round")  # a hand strike of 5
    to(s, "damage", 1)
    do(s, "play soak", "mode superior")
    assert "play soak" not in legal(s)
    end_combat(s)
    assert blood(s, b) == 5
