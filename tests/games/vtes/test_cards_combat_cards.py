"""Combat cards (effects/combat_cards.py): strikes, maneuvers, presses, prevention, combat effects."""

from __future__ import annotations

from tabletome.games.vtes.combat import Combat, CombatWindow, PreventWindow, StrikeChoice, current_combat, start_combat
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
)

OPP = "Agatha (G2)"  # a plain opponent: Sabbat, capacity 4, obf pot


def fight(s: VTESState, a: int, b: int) -> Combat:
    """A combat between ``a`` (acting) and ``b``, in seat 0's minion phase (no action)."""
    goto(s, "minion")
    c = Combat(a, b)
    start_combat(s, c)
    s.changed()
    s.settle()
    return c


def cb(s: VTESState) -> Combat:
    c = current_combat(s)
    assert c is not None
    return c


def step(s: VTESState) -> str:
    """The combat step the decision on top belongs to."""
    top = s.stack[-1] if s.stack else None
    if isinstance(top, CombatWindow):
        return top.step_name
    if isinstance(top, StrikeChoice):
        return "strike"
    if isinstance(top, PreventWindow):
        return "damage"
    return type(top).__name__


def to(s: VTESState, name: str, seat: int | None = None) -> None:
    """Everybody passes (hand strikes at the strike step) until ``seat`` is asked at step ``name``."""
    pass_until(s, lambda st: step(st) == name and (seat is None or st.to_move == seat))


def blood(s: VTESState, uid: int) -> int:
    return s.minions[uid].blood


def in_combat(s: VTESState) -> bool:
    return current_combat(s) is not None


def said(s: VTESState, text: str) -> bool:
    return any(text in line for _, line in s.log)


def no_draws(s: VTESState, *seats: int) -> None:
    """Empty libraries: played cards are not replaced (a hand left empty has no strike card to
    play at long range)."""
    for t in seats:
        s.library[t] = []


def end_combat(s: VTESState) -> None:
    pass_until(s, lambda st: not in_combat(st))


# ------------------------------------------------------------------------ strikes


def test_theft_of_vitae_basic_steals_1_blood() -> None:
    """VT-STR-09: the stolen blood moves before damage is mended."""
    s = table()
    a = ready(s, 0, "Ezra Hawthorne (G4)", blood=1)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Theft of Vitae")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play theft-of-vitae")
    end_combat(s)
    assert blood(s, b) == 3 and blood(s, a) == 1  # 1 + 1 stolen - 1 mended


def test_theft_of_vitae_superior_steals_2_blood() -> None:
    s = table()
    a = ready(s, 0, "Hannigan (G2)", blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Theft of Vitae")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play theft-of-vitae", "mode superior")
    end_combat(s)
    assert blood(s, b) == 2 and blood(s, a) == 3  # 2 + 2 stolen - 1 mended


def test_roundhouse_basic_is_a_hand_strike_at_plus_2() -> None:
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Roundhouse")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play roundhouse", "mode basic")
    end_combat(s)
    assert blood(s, b) == 1 and blood(s, a) == 3


def test_roundhouse_superior_is_a_hand_strike_at_plus_3() -> None:
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Roundhouse")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play roundhouse", "mode superior")
    end_combat(s)
    assert blood(s, b) == 1


def test_roundhouse_is_a_strike_not_played_before_strikes() -> None:
    """VT-STR-02: a strike card is played when the strike is chosen."""
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Roundhouse")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    assert "play roundhouse" not in legal(s)


def test_majesty_basic_ends_combat_before_damage() -> None:
    """VT-STR-08: combat ends resolves first; no damage is dealt."""
    s = table()
    a = ready(s, 0, "Loonar (G4)", blood=4, locked=True)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Majesty")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play majesty", "mode basic")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 4  # the cost only
    assert s.minions[a].locked


def test_majesty_superior_ends_combat_and_unlocks() -> None:
    s = table()
    a = ready(s, 0, "Loonar (G4)", blood=4, locked=True)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Majesty")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play majesty", "mode superior")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 4
    assert not s.minions[a].locked


def test_earth_meld_basic_ends_combat() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3, locked=True)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Earth Meld")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play earth-meld", "mode basic")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 4 and s.minions[a].locked


def test_earth_meld_superior_ends_combat_and_unlocks() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3, locked=True)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Earth Meld")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play earth-meld", "mode superior")
    end_combat(s)
    assert blood(s, a) == 3 and not s.minions[a].locked


def test_walk_of_flame_not_usable_in_the_first_round() -> None:
    s = table()
    a = ready(s, 0, "Hannigan (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Walk of Flame")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play walk-of-flame" not in legal(s)


def test_walk_of_flame_superior_in_round_2_after_apportation_press() -> None:
    """VT-PRS-03: a press to continue gives a new round; VT-DMG-07, VT-DMG-09: the first aggravated
    point wounds, the next burns 1 blood."""
    s = table()
    a = ready(s, 0, "Hannigan (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Walk of Flame", "Apportation")
    fight(s, a, b)
    to(s, "press", 0)
    do(s, "play apportation")  # the press: its basic mode, the only one usable now
    to(s, "strike", 0)
    assert cb(s).round == 2
    do(s, "play walk-of-flame", "mode superior")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 2  # 4 - 1 (round 1), then wounded and 1 burned
    assert blood(s, a) == 3


def test_walk_of_flame_basic_is_1r_aggravated() -> None:
    s = table()
    a = ready(s, 0, "Ezra Hawthorne (G4)", blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Walk of Flame", "Apportation")
    fight(s, a, b)
    to(s, "press", 0)
    do(s, "play apportation")
    to(s, "strike", 0)
    do(s, "play walk-of-flame")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 3  # 4 - 1 (round 1), then wounded by 1 aggravated


def test_apportation_basic_press_only_to_continue() -> None:
    """VT-PRS-01: not usable before range; only a press to continue."""
    s = table()
    a = ready(s, 0, "Ezra Hawthorne (G4)", blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Apportation")
    fight(s, a, b)
    assert step(s) == "before-range" and "play apportation" not in legal(s)
    to(s, "press", 0)
    do(s, "play apportation")
    assert cb(s).press == 1
    to(s, "before-range", 0)
    assert cb(s).round == 2


def test_apportation_superior_maneuvers() -> None:
    """VT-RNG-04: a maneuver switches to long range."""
    s = table()
    a = ready(s, 0, "Hannigan (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Apportation")
    no_draws(s, 0)
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play apportation")
    assert said(s, "maneuvers: long range")
    end_combat(s)
    assert blood(s, a) == 5 and blood(s, b) == 4  # no hand strike works at long range


def test_form_of_the_cobra_basic_steals_1_blood() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=1)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Form of the Cobra")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play form-of-the-cobra")
    end_combat(s)
    assert blood(s, b) == 3 and blood(s, a) == 1


def test_form_of_the_cobra_superior_gives_stealth_as_the_action_is_announced() -> None:
    """VT-ANN-04: only before any other modifier or reaction; +1 stealth even if not needed."""
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    ready(s, 1, OPP, blood=4)
    hand(s, 0, "Form of the Cobra")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play form-of-the-cobra" in legal(s)
    do(s, "play form-of-the-cobra")
    assert action(s).stealth(s) == 1


def test_form_of_the_cobra_superior_not_after_another_modifier() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    ready(s, 1, OPP, blood=4)
    hand(s, 0, "Form of the Cobra")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).announce_open = False  # an ordinary modifier was played
    s.changed()
    assert "play form-of-the-cobra" not in legal(s)


def test_blood_rage_superior_cannot_be_prevented_by_fortitude_and_stops_weapons() -> None:
    """The opposing vampire's weapon strike inflicts no damage; Fortitude cards cannot prevent."""
    s = table()
    a = ready(s, 0, "Hannigan (G2)", blood=5)
    b = ready(s, 1, "Jephta Hester (G4)", blood=5)
    attach(s, b, ".44 Magnum")
    hand(s, 0, "Blood Rage")
    hand(s, 1, "Hidden Strength")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play blood-rage", "mode superior", "strike 44-magnum-2r")
    assert step(s) == "damage" and s.to_move == 1
    assert "play hidden-strength" not in legal(s)
    end_combat(s)
    assert blood(s, b) == 3 and blood(s, a) == 5


def test_blood_rage_basic_is_a_hand_strike() -> None:
    s = table()
    a = ready(s, 0, "Ezra Hawthorne (G4)", blood=2)
    b = ready(s, 1, OPP, blood=4)
    attach(s, b, ".44 Magnum")
    hand(s, 0, "Blood Rage")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play blood-rage", "strike 44-magnum-2r")
    end_combat(s)
    assert blood(s, b) == 3 and blood(s, a) == 2


def test_soul_burn_superior_deals_2r_and_stops_weapons() -> None:
    s = table()
    a = ready(s, 0, "Hannigan (G2)", blood=5)
    b = ready(s, 1, "Jephta Hester (G4)", blood=5)
    attach(s, b, ".44 Magnum")
    hand(s, 0, "Soul Burn")
    hand(s, 1, "Hidden Strength")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play soul-burn", "mode superior", "strike 44-magnum-2r")
    assert "play hidden-strength" not in legal(s)
    end_combat(s)
    assert blood(s, b) == 3 and blood(s, a) == 4  # the cost, no damage


def test_soul_burn_basic_deals_1r_at_long_range() -> None:
    """VT-STR-05: "R" damage works at long range."""
    s = table()
    a = ready(s, 0, "Hannigan (G2)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Soul Burn", "Apportation")
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play apportation")
    to(s, "strike", 0)
    do(s, "play soul-burn", "mode basic")
    end_combat(s)
    assert blood(s, b) == 3 and blood(s, a) == 4


def test_dust_up_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, "Urraca (G4)", blood=7)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Dust Up")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play dust-up" not in legal(s)


def test_dust_up_ani_hand_strike_plus_1_cannot_be_dodged() -> None:
    """VT-STR-07: a dodge shields from the opposing strike, unless it cannot be dodged."""
    s = table()
    a = ready(s, 0, "Urraca (G4)", blood=7, sect="anarch")
    b = ready(s, 1, "Indira (G6)", blood=3)
    hand(s, 0, "Dust Up")
    hand(s, 1, "Form of Mist")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play dust-up", "mode ani", "play form-of-mist", "mode basic")
    end_combat(s)
    assert blood(s, b) == 1 and blood(s, a) == 7


def test_dust_up_cel_dodges_with_an_additional_strike() -> None:
    """VT-STR-14: the additional strike follows the pair."""
    s = table()
    a = ready(s, 0, "Urraca (G4)", blood=7, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Dust Up")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play dust-up", "mode cel")
    to(s, "strike", 0)  # the additional strike
    do(s, "strike hand")
    end_combat(s)
    assert blood(s, a) == 7 and blood(s, b) == 3


def test_dust_up_cel_not_after_a_limited_additional_strike() -> None:
    """VT-STR-16 and ANK 20220204: its additional strike is part of the card."""
    s = table()
    a = ready(s, 0, "Urraca (G4)", blood=7, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Dust Up", "Quickness")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play quickness", "mode basic")
    to(s, "strike", 0)
    do(s, "play dust-up")
    assert [x for x in legal(s) if x.startswith("mode")] == ["mode ani", "mode pot"]


def test_dust_up_pot_hand_strike_plus_2() -> None:
    s = table()
    a = ready(s, 0, "Urraca (G4)", blood=7, sect="anarch")
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Dust Up")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play dust-up", "mode pot")
    end_combat(s)
    assert blood(s, b) == 1 and blood(s, a) == 6


def test_arms_of_ahriman_basic_additional_strike_limited() -> None:
    """VT-STR-16: a second (limited) additional strike is refused in the same round."""
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Arms of Ahriman", "Arms of Ahriman")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play arms-of-ahriman")  # the basic mode: the superior one is a strike
    assert "play arms-of-ahriman" not in legal(s)
    end_combat(s)
    assert blood(s, b) == 2 and blood(s, a) == 3  # two hand strikes against one


def test_arms_of_ahriman_superior_dodges_with_an_additional_strike() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Arms of Ahriman")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play arms-of-ahriman", "mode superior")
    end_combat(s)
    assert blood(s, a) == 4 and blood(s, b) == 3


def test_pursuit_basic_maneuvers() -> None:
    s = table()
    a = ready(s, 0, "Victor Tolliver (G2)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Pursuit")
    no_draws(s, 0)
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play pursuit")  # the maneuver: its basic mode
    assert said(s, "maneuvers: long range")
    end_combat(s)
    assert blood(s, a) == 4 and blood(s, b) == 4


def test_pursuit_superior_gives_an_additional_strike_not_a_maneuver() -> None:
    s = table()
    a = ready(s, 0, "Victor Tolliver (G2)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Pursuit")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play pursuit")  # the superior mode only, now
    end_combat(s)
    assert blood(s, b) == 2 and blood(s, a) == 3


def test_quickness_basic_as_the_strike_is_chosen() -> None:
    """VT-STR-14: played as the minion chooses its strike; the choice is asked again."""
    s = table()
    a = ready(s, 0, "Victor Tolliver (G2)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Quickness")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play quickness", "mode basic")
    assert step(s) == "strike" and "strike hand" in legal(s)
    end_combat(s)
    assert blood(s, b) == 2 and blood(s, a) == 3


def test_quickness_only_one_each_round() -> None:
    s = table()
    a = ready(s, 0, "Victor Tolliver (G2)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Quickness", "Quickness")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play quickness", "mode superior")
    assert "play quickness" not in legal(s)


def test_quickness_superior_does_not_count_against_the_limit() -> None:
    """VT-STR-16: a limited additional strike may follow (LSJ 20001206)."""
    s = table()
    a = ready(s, 0, "Victor Tolliver (G2)", blood=4)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Quickness", "Pursuit")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play quickness", "mode superior", "play pursuit")
    end_combat(s)
    assert blood(s, b) == 2 and blood(s, a) == 3  # three hand strikes


def test_voracious_vermin_basic_dodges() -> None:
    s = table()
    a = ready(s, 0, "Stick (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Voracious Vermin")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play voracious-vermin", "mode basic")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 4


def test_voracious_vermin_superior_additional_ranged_strike_burns_a_weapon() -> None:
    """VT-STR-10: destroy weapon; the additional strike is that one."""
    s = table()
    a = ready(s, 0, "Stick (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    gun = attach(s, b, ".44 Magnum")
    hand(s, 0, "Voracious Vermin")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play voracious-vermin", "mode superior", "strike 44-magnum-2r")
    to(s, "strike", 0)
    assert legal(s) == ["strike burn-weapon"]
    do(s, "strike burn-weapon")
    assert gun not in s.placed and cid(".44 Magnum") in s.ash[1]
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 4


def test_form_of_mist_basic_dodges() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Form of Mist")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play form-of-mist", "mode basic")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 4


def blocked_bleed(s: VTESState, actor: int, blocker: int) -> None:
    """Seat 0's ``actor`` bleeds seat 1, whose ``blocker`` blocks it: the combat begins."""
    goto(s, "minion")
    do(s, f"bleed {actor}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, in_combat)


def test_form_of_mist_superior_ends_combat_and_continues_the_action_as_unblocked() -> None:
    """VT-RES-02: a blocked action may continue "as if unblocked" when a card says so."""
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Form of Mist")
    blocked_bleed(s, a, b)
    to(s, "strike", 0)
    do(s, "play form-of-mist", "mode superior")
    to(s, "end-round", 0)
    assert f"grant form-of-mist {a}" in legal(s)
    do(s, f"grant form-of-mist {a}")
    assert blood(s, a) == 2
    pass_until(s, lambda st: not in_combat(st))
    course = action(s)
    assert course is not None and course.stage == "A" and course.stealth(s) == 1
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 29  # the bleed succeeded
    assert blood(s, b) == 4


def test_form_of_mist_superior_continue_needs_1_blood_to_burn() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=1)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Form of Mist", "Roundhouse")
    blocked_bleed(s, a, b)
    s.minions[a] = s.minions[a]._replace(blood=0)
    to(s, "strike", 0)
    do(s, "play form-of-mist", "mode superior")
    to(s, "end-round", 0)
    assert f"grant form-of-mist {a}" not in legal(s)
    pass_until(s, lambda st: not in_combat(st))
    assert action(s).stage == "after"


def test_form_of_mist_superior_gives_nothing_to_the_blocking_vampire() -> None:
    """Only "if this vampire was blocked"."""
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, "Indira (G6)", blood=3)
    hand(s, 1, "Form of Mist")
    blocked_bleed(s, a, b)
    to(s, "strike", 1)
    do(s, "play form-of-mist", "mode superior")
    pass_until(s, lambda st: not in_combat(st))
    assert action(s).stage == "after" and s.pool[1] == 30


def test_form_of_mist_superior_only_once_each_action() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Form of Mist")
    blocked_bleed(s, a, b)
    s.marks[("this-action", "form-of-mist", a)] = True  # one was played at superior this action
    to(s, "strike", 0)
    do(s, "play form-of-mist")  # the basic mode only
    assert dict(cb(s).chosen)[a].kind == "dodge"


def test_pass_through_shadow_basic_ends_combat() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Pass Through Shadow")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play pass-through-shadow", "mode basic")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 4 and not s.minions[a].cards


def test_pass_through_shadow_superior_goes_on_the_vampire_and_burns_for_stealth() -> None:
    """VT-STL-04: the +1 stealth is used only when needed."""
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Pass Through Shadow")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play pass-through-shadow", "mode superior")
    end_combat(s)
    (pts,) = s.minions[a].cards
    assert s.placed[pts].card == cid("Pass Through Shadow")
    assert cid("Pass Through Shadow") not in s.ash[0]
    do(s, f"bleed {a}")
    assert f"use {pts} 1" not in legal(s)  # not needed
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: f"use {pts} 1" in legal(st))
    do(s, f"use {pts} 1")
    assert action(s).stealth(s) == 1 and pts not in s.placed
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 29


def test_sculpt_the_flesh_requires_a_tzimisce() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Sculpt the Flesh")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play sculpt-the-flesh" not in legal(s)


def test_sculpt_the_flesh_basic_aggravated_hand_strike() -> None:
    """VT-DMG-07: an aggravated point wounds a vampire that is not yet wounded."""
    s = table()
    a = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Sculpt the Flesh")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play sculpt-the-flesh", "mode basic")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 4


def test_sculpt_the_flesh_superior_goes_on_the_opposing_minion() -> None:
    s = table()
    a = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Sculpt the Flesh")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play sculpt-the-flesh", "mode superior")
    end_combat(s)
    assert blood(s, b) == 2 and blood(s, a) == 4
    (sculpt,) = s.minions[b].cards
    assert s.placed[sculpt].card == cid("Sculpt the Flesh") and s.placed[sculpt].owner == 0
    goto(s, "unlock", 1)
    assert blood(s, b) == 1  # burned in its controller's unlock phase
    goto(s, "unlock", 2)
    assert blood(s, b) == 1


def test_sculpt_the_flesh_can_be_burned_as_a_plus_1_stealth_action() -> None:
    s = table()
    a = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    sculpt = attach(s, b, "Sculpt the Flesh", controller=1)
    goto(s, "minion", 1)
    assert f"use {sculpt} 1" in legal(s)
    do(s, f"use {sculpt} 1")
    assert action(s).stealth(s) == 1 and not action(s).directed
    pass_until(s, lambda st: action(st) is None)
    assert sculpt not in s.placed and cid("Sculpt the Flesh") in s.ash[1]
    goto(s, "minion", 0)
    assert not any(x.startswith("use") for x in legal(s))
    _ = a


def test_sculpt_the_flesh_burned_by_another_methuselah_is_directed() -> None:
    """VT-ACT-01: an action aimed at another Methuselah's card is directed."""
    s = table()
    a = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    sculpt = attach(s, b, "Sculpt the Flesh", controller=1)
    goto(s, "minion", 0)
    do(s, f"use {sculpt} 1")
    assert action(s).directed and action(s).target_seat == 1 and action(s).actor == a


def test_touch_of_oblivion_basic_keeps_the_minion_locked_for_two_unlock_phases() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4, locked=True)
    hand(s, 0, "Touch of Oblivion")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play touch-of-oblivion", "mode basic")
    end_combat(s)
    assert blood(s, a) == 1 and blood(s, b) == 4  # the cost; the opposing hand strike
    (touch,) = s.minions[b].cards
    assert s.placed[touch].counters == 2 and s.placed[touch].card == cid("Touch of Oblivion")
    goto(s, "unlock", 1)
    assert s.minions[b].locked and s.placed[touch].counters == 1
    goto(s, "unlock", 1)
    assert s.minions[b].locked and touch not in s.placed and cid("Touch of Oblivion") in s.ash[0]
    goto(s, "unlock", 1)
    assert not s.minions[b].locked


def test_touch_of_oblivion_basic_is_dodged() -> None:
    """VT-STR-07: a dodge shields from the strike's effect."""
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=4)
    b = ready(s, 1, "Indira (G6)", blood=3)
    hand(s, 0, "Touch of Oblivion")
    hand(s, 1, "Form of Mist")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play touch-of-oblivion", "mode basic", "play form-of-mist", "mode basic")
    end_combat(s)
    assert not s.minions[b].cards and cid("Touch of Oblivion") in s.ash[0]


def test_touch_of_oblivion_superior_sends_a_vampire_to_torpor() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Touch of Oblivion")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play touch-of-oblivion", "mode superior")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 4 and blood(s, a) == 1


def test_touch_of_oblivion_superior_burns_an_ally() -> None:
    s = table()
    a = ready(s, 0, "El Monseñor (G6)", blood=4)
    b = ready(s, 1, "Aggressive Corpse")
    hand(s, 0, "Touch of Oblivion")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play touch-of-oblivion", "mode superior")
    end_combat(s)
    assert b not in s.minions and cid("Aggressive Corpse") in s.ash[1]


def test_slam_basic_hand_strike_plus_2() -> None:
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Slam")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play slam")  # as a strike, the basic mode
    end_combat(s)
    assert blood(s, b) == 1 and blood(s, a) == 2  # the cost and the opposing hand strike


def test_slam_superior_maneuvers_to_close_range_and_commits_to_its_strike() -> None:
    """VT-RNG-05, VT-STR-04: the strike card's maneuver chooses the strike."""
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, "Victor Tolliver (G2)", blood=4)
    hand(s, 0, "Slam", "Roundhouse")
    hand(s, 1, "Pursuit")
    fight(s, a, b)
    to(s, "range", 0)
    assert "play slam" not in legal(s)  # only usable to get to close range
    do(s, "pass", "play pursuit")
    assert cb(s).range == "long" and s.to_move == 0
    do(s, "play slam")
    assert cb(s).range == "close" and blood(s, a) == 3
    to(s, "strike", 0)
    assert legal(s) == ["strike slam"]  # neither the hand strike nor Roundhouse
    do(s, "strike slam")
    end_combat(s)
    assert blood(s, b) == 1


def test_hunger_of_marduk_superior_gives_a_ranged_steal_2_strike_this_round() -> None:
    s = table()
    a = ready(s, 0, 'Hekla "Bonecrusher" Jónasdóttir (G6)', blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Hunger of Marduk", "Apportation", "Roundhouse")  # a strike choice is asked
    no_draws(s, 0)
    fight(s, a, b)
    do(s, "play hunger-of-marduk", "mode superior")
    to(s, "range", 0)
    do(s, "play apportation")  # to long range: the hand strike does not work there
    to(s, "strike", 0)
    assert legal(s) == ["strike marduk-steal-2"]
    do(s, "strike marduk-steal-2")
    end_combat(s)
    assert blood(s, a) == 4 and blood(s, b) == 2


def test_hunger_of_marduk_basic_steals_1_and_only_before_range() -> None:
    s = table()
    a = ready(s, 0, 'Hekla "Bonecrusher" Jónasdóttir (G6)', blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Hunger of Marduk")
    fight(s, a, b)
    do(s, "play hunger-of-marduk", "mode basic")
    to(s, "strike", 0)
    do(s, "strike marduk-steal-1")
    end_combat(s)
    assert blood(s, a) == 2 and blood(s, b) == 3  # 2 + 1 stolen - 1 mended
    hand(s, 0, "Hunger of Marduk")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    assert "play hunger-of-marduk" not in legal(s)


def test_hunger_of_marduk_requires_a_banu_haqim() -> None:
    s = table()
    a = ready(s, 0, "Hannigan (G2)", blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Hunger of Marduk")
    fight(s, a, b)
    assert step(s) == "before-range" and "play hunger-of-marduk" not in legal(s)


# ------------------------------------------------------------------------ maneuvers and presses


def test_flash_basic_maneuver_or_press() -> None:
    s = table()
    a = ready(s, 0, "Loonar (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Flash", "Flash")
    fight(s, a, b)
    to(s, "press", 0)
    do(s, "play flash")
    assert cb(s).press == 1
    to(s, "range", 0)
    assert cb(s).round == 2
    do(s, "play flash")
    assert cb(s).range == "long"


def test_flash_superior_maneuver_with_an_optional_press() -> None:
    s = table()
    a = ready(s, 0, "Victor Tolliver (G2)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Flash")
    no_draws(s, 0)
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play flash", "mode superior")
    assert cb(s).range == "long"
    to(s, "press", 0)
    assert f"press {a} continue" in legal(s)
    do(s, f"press {a} continue")
    assert not in_combat(s)  # round 2 at close range: hand strikes, chosen without asking
    assert said(s, "presses to continue the combat") and blood(s, a) == 3 and blood(s, b) == 3


def test_resist_earths_grasp_basic_maneuver_with_an_optional_press() -> None:
    s = table()
    a = ready(s, 0, "Loonar (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Resist Earth's Grasp")
    no_draws(s, 0)
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play resist-earth-s-grasp")
    assert cb(s).range == "long" and blood(s, a) == 3
    to(s, "press", 0)
    do(s, f"press {a} continue")
    assert not in_combat(s)  # round 2 at close range: hand strikes
    assert blood(s, a) == 2 and blood(s, b) == 3


def test_resist_earths_grasp_basic_press() -> None:
    s = table()
    a = ready(s, 0, "Loonar (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Resist Earth's Grasp")
    fight(s, a, b)
    to(s, "press", 0)
    do(s, "play resist-earth-s-grasp")
    assert cb(s).press == 1 and blood(s, a) == 2  # the cost, 1 damage


def test_resist_earths_grasp_superior_stealth_only_when_needed() -> None:
    """VT-STL-04."""
    s = table()
    a = ready(s, 0, "Victor Tolliver (G2)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Resist Earth's Grasp")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play resist-earth-s-grasp" not in legal(s)
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: "play resist-earth-s-grasp" in legal(st))
    do(s, "play resist-earth-s-grasp")
    assert action(s).stealth(s) == 1 and blood(s, a) == 3
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 29


def test_swallowed_by_the_night_basic_stealth_when_needed() -> None:
    s = table()
    a = ready(s, 0, "Jeffrey Mullins (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Swallowed by the Night")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play swallowed-by-the-night" not in legal(s)
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: "play swallowed-by-the-night" in legal(st))
    do(s, "play swallowed-by-the-night")
    assert action(s).stealth(s) == 1


def test_swallowed_by_the_night_superior_maneuvers() -> None:
    s = table()
    a = ready(s, 0, "Jeffrey Mullins (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Swallowed by the Night")
    no_draws(s, 0)
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play swallowed-by-the-night")
    assert said(s, "maneuvers: long range")
    end_combat(s)
    assert blood(s, a) == 4 and blood(s, b) == 4


def test_claws_of_the_dead_basic_aggravates_hand_strikes_this_round() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Claws of the Dead")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play claws-of-the-dead")  # the basic mode: the superior one is a maneuver
    assert step(s) == "strike" and s.to_move == 0
    do(s, "strike hand")
    end_combat(s)
    assert s.in_torpor(b) and blood(s, b) == 4 and blood(s, a) == 1


def test_claws_of_the_dead_superior_maneuvers() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Claws of the Dead")
    no_draws(s, 0)
    fight(s, a, b)
    to(s, "range", 0)
    do(s, "play claws-of-the-dead")
    assert said(s, "maneuvers: long range") and blood(s, a) == 2


# ------------------------------------------------------------------------ damage prevention


def roundhouse_against(s: VTESState, defender: str, blood_: int, *cards: str) -> int:
    """Patrick (seat 0) strikes with a superior Roundhouse (4 damage) at ``defender`` (seat 1),
    who holds ``cards``; the game waits at the defender's prevention."""
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, defender, blood=blood_)
    hand(s, 0, "Roundhouse")
    hand(s, 1, *cards)
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play roundhouse", "mode superior", "strike hand")
    pass_until(s, lambda st: step(st) == "damage" and st.to_move == 1)
    return b


def test_hidden_strength_basic_prevents_x_plus_1() -> None:
    """VT-DMG-02: X is the blood paid."""
    s = table()
    b = roundhouse_against(s, "Jephta Hester (G4)", 5, "Hidden Strength")
    do(s, "play hidden-strength", "mode basic", "x 2")
    end_combat(s)
    assert blood(s, b) == 2  # 5 - 2 paid - 1 damage left


def test_hidden_strength_superior_with_an_optional_press() -> None:
    s = table()
    b = roundhouse_against(s, "Jephta Hester (G4)", 5, "Hidden Strength")
    do(s, "play hidden-strength", "mode superior", "x 3")
    assert blood(s, b) == 2
    to(s, "press", 1)
    assert f"press {b} continue" in legal(s)


def test_hidden_strength_not_before_damage() -> None:
    s = table()
    a = ready(s, 0, "Jephta Hester (G4)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Hidden Strength")
    fight(s, a, b)
    assert step(s) == "before-range" and "play hidden-strength" not in legal(s)


def test_indomitability_basic_prevents_1() -> None:
    s = table()
    b = roundhouse_against(s, "Jephta Hester (G4)", 5, "Indomitability")
    do(s, "play indomitability", "mode basic")
    end_combat(s)
    assert blood(s, b) == 2


def test_indomitability_superior_prevents_1_with_an_optional_press() -> None:
    s = table()
    b = roundhouse_against(s, "Jephta Hester (G4)", 5, "Indomitability")
    do(s, "play indomitability", "mode superior")
    to(s, "press", 1)
    assert blood(s, b) == 2 and f"press {b} continue" in legal(s)


def test_indomitability_superior_presses() -> None:
    s = table()
    a = ready(s, 0, "Jephta Hester (G4)", blood=5)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Indomitability")
    fight(s, a, b)
    to(s, "press", 0)
    do(s, "play indomitability")  # the press: superior
    assert cb(s).press == 1


def test_rego_motum_superior_prevents_4_from_the_opposing_strike() -> None:
    s = table()
    b = roundhouse_against(s, "Hannigan (G2)", 5, "Rego Motum")
    do(s, "play rego-motum", "mode superior")
    end_combat(s)
    assert blood(s, b) == 4  # the cost only


def test_rego_motum_basic_prevents_2_only_once_each_round() -> None:
    s = table()
    b = roundhouse_against(s, "Hannigan (G2)", 5, "Rego Motum", "Rego Motum")
    do(s, "play rego-motum", "mode basic")
    assert step(s) == "damage" and "play rego-motum" not in legal(s)
    end_combat(s)
    assert blood(s, b) == 2  # 5 - 1 paid - 2 damage left


def test_rego_motum_not_against_environmental_damage() -> None:
    """VT-DMG-12: environmental damage is not from the opposing minion's strike."""
    s = table()
    a = ready(s, 0, "Stick (G4)", blood=3)
    b = ready(s, 1, "Hannigan (G2)", blood=5)
    hand(s, 0, "Carrion Crows", "Voracious Vermin")
    hand(s, 1, "Rego Motum")
    fight(s, a, b)
    do(s, "play carrion-crows", "mode basic")
    to(s, "strike", 0)
    do(s, "play voracious-vermin", "mode basic")  # a dodge: only the crows' damage
    pass_until(s, lambda st: step(st) == "damage" and st.to_move == 1)
    assert "play rego-motum" not in legal(s)


def test_rolling_with_the_punches_basic_prevents_1() -> None:
    s = table()
    b = roundhouse_against(s, "Jephta Hester (G4)", 5, "Rolling with the Punches")
    do(s, "play rolling-with-the-punches", "mode basic")
    end_combat(s)
    assert blood(s, b) == 2


def test_rolling_with_the_punches_superior_prevents_all_strike_damage_this_round() -> None:
    """The later additional strike's damage is prevented too."""
    s = table()
    a = ready(s, 0, "Victor Tolliver (G2)", blood=4)
    b = ready(s, 1, "Jephta Hester (G4)", blood=5)
    hand(s, 0, "Quickness")
    hand(s, 1, "Rolling with the Punches")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play quickness", "mode superior")
    pass_until(s, lambda st: step(st) == "damage" and st.to_move == 1)
    do(s, "play rolling-with-the-punches", "mode superior")
    end_combat(s)
    assert blood(s, b) == 4 and blood(s, a) == 3  # the blood burned; no damage taken


def test_rolling_with_the_punches_superior_needs_blood_to_burn() -> None:
    s = table()
    b = roundhouse_against(s, "Jephta Hester (G4)", 0, "Rolling with the Punches")
    do(s, "play rolling-with-the-punches")  # only the basic mode
    end_combat(s)
    assert s.in_torpor(b)


# ------------------------------------------------------------------------ before range


def test_bears_skin_basic_strength_and_1_prevention_this_round() -> None:
    s = table()
    a = ready(s, 0, "Caitlin (G2)", blood=6)
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Bear's Skin", "Bear's Skin")
    hand(s, 1, "Roundhouse")
    fight(s, a, b)
    do(s, "play bear-s-skin", "mode basic")
    assert "play bear-s-skin" not in legal(s)  # one each combat
    to(s, "strike", 1)
    do(s, "play roundhouse", "mode superior")
    pass_until(s, lambda st: step(st) == "damage" and st.to_move == 0)
    assert f"shield {a} 1" in legal(s)
    do(s, f"shield {a} 1")
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 2  # 4 - 1 prevented; 2 strength


def test_bears_skin_superior_strength_this_combat_and_1_prevention_each_round() -> None:
    s = table()
    a = ready(s, 0, "Caitlin (G2)", blood=6)
    b = ready(s, 1, "Victor Tolliver (G2)", blood=5)
    hand(s, 0, "Bear's Skin")
    hand(s, 1, "Flash")
    fight(s, a, b)
    do(s, "play bear-s-skin", "mode superior")
    pass_until(s, lambda st: step(st) == "damage" and st.to_move == 0)
    do(s, f"shield {a} 1")
    to(s, "press", 1)
    do(s, "play flash")  # a press to continue
    pass_until(s, lambda st: step(st) == "damage" and st.to_move == 0)
    assert cb(s).round == 2
    do(s, f"shield {a} 1")
    end_combat(s)
    assert blood(s, a) == 6 and blood(s, b) == 1  # two rounds of 2 damage against 0


def test_carrion_crows_basic_1r_environmental_each_round_even_against_a_dodge() -> None:
    s = table()
    a = ready(s, 0, "Stick (G4)", blood=3)
    b = ready(s, 1, "Indira (G6)", blood=3)
    hand(s, 0, "Carrion Crows", "Carrion Crows")
    hand(s, 1, "Form of Mist")
    fight(s, a, b)
    do(s, "play carrion-crows", "mode basic")
    assert "play carrion-crows" not in legal(s)  # one each combat
    to(s, "strike", 0)
    do(s, "strike hand", "play form-of-mist", "mode basic")
    end_combat(s)
    assert blood(s, b) == 2 and blood(s, a) == 3


def test_carrion_crows_superior_2r_at_long_range() -> None:
    """VT-DMG-12: environmental damage, dealt during strike resolution at any range."""
    s = table()
    a = ready(s, 0, "Stick (G4)", blood=3)
    b = ready(s, 1, "Victor Tolliver (G2)", blood=4)
    hand(s, 0, "Carrion Crows")
    hand(s, 1, "Pursuit")
    no_draws(s, 0, 1)
    fight(s, a, b)
    do(s, "play carrion-crows", "mode superior")
    to(s, "range", 1)
    do(s, "play pursuit")
    end_combat(s)
    assert said(s, "maneuvers: long range")
    assert blood(s, b) == 2 and blood(s, a) == 3


def test_form_of_the_wolf_basic_plus_1_strength_this_combat_once() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Form of the Wolf", "Form of the Wolf")
    fight(s, a, b)
    do(s, "play form-of-the-wolf", "mode basic")
    assert "play form-of-the-wolf" not in legal(s)
    assert cb(s).strength(s, a) == 2
    end_combat(s)
    assert blood(s, b) == 2


def test_form_of_the_wolf_superior_with_an_optional_press_this_round() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Form of the Wolf")
    fight(s, a, b)
    do(s, "play form-of-the-wolf", "mode superior")
    to(s, "press", 0)
    do(s, f"press {a} continue")
    to(s, "strike", 0)
    assert cb(s).round == 2 and cb(s).strength(s, a) == 2
    to(s, "press", 0)
    assert f"press {a} continue" not in legal(s)  # the optional press was for the first round


def test_form_of_the_wolf_only_before_range() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Form of the Wolf")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    assert "play form-of-the-wolf" not in legal(s)


def test_torn_signpost_basic_strength_2() -> None:
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Torn Signpost")
    fight(s, a, b)
    do(s, "play torn-signpost", "mode basic")
    end_combat(s)
    assert blood(s, b) == 2


def test_torn_signpost_superior_strength_3_plus_other_strength() -> None:
    """Sets the base strength; +1 strength adds to it (LSJ 20100813)."""
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, OPP, blood=5)
    hand(s, 0, "Torn Signpost", "Roundhouse")
    fight(s, a, b)
    do(s, "play torn-signpost", "mode superior")
    assert cb(s).strength(s, a) == 3
    to(s, "strike", 0)
    do(s, "play roundhouse", "mode basic")
    end_combat(s)
    assert blood(s, b) == 0 and not s.in_torpor(b)


def test_obedient_flesh_basic_stealth_and_allies_lose_intercept() -> None:
    """VT-STL-04: played when stealth is needed; an ally blocker gets -1 intercept."""
    s = table()
    a = ready(s, 0, "Ángel Guerrero (G6)", blood=7)
    corpse = ready(s, 1, "Aggressive Corpse")
    hand(s, 0, "Obedient Flesh")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play obedient-flesh" not in legal(s)
    pass_until(s, lambda st: f"block {corpse}" in legal(st))
    do(s, f"block {corpse}")
    pass_until(s, lambda st: "play obedient-flesh" in legal(st))
    do(s, "play obedient-flesh")
    assert action(s).stealth(s) == 1 and action(s).intercept(s) == -1 and blood(s, a) == 6


def test_obedient_flesh_superior_strength_maneuver_and_prevention_this_round() -> None:
    s = table()
    a = ready(s, 0, "Ángel Guerrero (G6)", blood=7)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Obedient Flesh", "Obedient Flesh")
    fight(s, a, b)
    do(s, "play obedient-flesh")
    assert "play obedient-flesh" not in legal(s)  # one each round
    assert cb(s).strength(s, a) == 2 and blood(s, a) == 6
    to(s, "range", 0)
    assert f"maneuver {a} optional" in legal(s)
    do(s, "pass")
    pass_until(s, lambda st: step(st) == "damage" and st.to_move == 0)
    do(s, f"shield {a} 1")
    end_combat(s)
    assert blood(s, a) == 6 and blood(s, b) == 2


def test_immortal_grapple_basic_only_hand_strikes_this_round() -> None:
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, "Hannigan (G2)", blood=5)
    attach(s, b, ".44 Magnum")
    hand(s, 0, "Immortal Grapple")
    hand(s, 1, "Theft of Vitae")
    fight(s, a, b)
    to(s, "before-range", 0)
    assert "play immortal-grapple" not in legal(s)  # before strikes only
    to(s, "before-strikes", 0)
    do(s, "play immortal-grapple", "mode basic")
    to(s, "strike", 1)
    assert legal(s) == ["strike hand"]  # neither the gun nor Theft of Vitae


def test_immortal_grapple_only_at_close_range() -> None:
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, "Victor Tolliver (G2)", blood=4)
    hand(s, 0, "Immortal Grapple")
    hand(s, 1, "Pursuit", "Pursuit")
    fight(s, a, b)
    to(s, "range", 1)
    do(s, "play pursuit")
    to(s, "before-strikes", 0)
    assert "play immortal-grapple" not in legal(s)


def test_immortal_grapple_superior_press_and_the_next_round_at_close_range() -> None:
    """RTR 19970630: the determine-range step of the next round is skipped."""
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, "Victor Tolliver (G2)", blood=5)
    hand(s, 0, "Immortal Grapple")
    hand(s, 1, "Pursuit", "Pursuit")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    do(s, "play immortal-grapple", "mode superior")
    to(s, "press", 0)
    do(s, f"press {a} continue")
    to(s, "before-range", 0)
    assert cb(s).round == 2
    do(s, "pass", "pass")
    assert step(s) == "before-strikes" and cb(s).range == "close"


def test_pack_alpha_basic_employs_an_animal_retainer_from_hand() -> None:
    """Requirements and cost apply (RTR 20070707); the mode is the player's secret choice."""
    s = table()
    a = ready(s, 0, "Stick (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Pack Alpha", "Raven Spy")
    fight(s, a, b)
    do(s, "play pack-alpha")
    assert legal(s) == ["mode basic", "back"]  # no retainer to burn for the superior one; asked all the same
    do(s, "mode basic", "target raven-spy")
    assert sorted(legal(s)) == ["choose raven-spy basic", "choose raven-spy superior"]
    assert "choices" not in s.stack[-1].view(s, 1)  # hidden from the others
    do(s, "choose raven-spy superior")
    (spy,) = s.minions[a].cards
    assert s.placed[spy].card == cid("Raven Spy") and s.placed[spy].counters == 2
    assert blood(s, a) == 2 and cid("Raven Spy") not in s.hand[0] and len(s.hand[0]) == 7
    assert cid("Pack Alpha") in s.ash[0]


def test_pack_alpha_basic_needs_an_animal_retainer_in_hand_and_only_before_range() -> None:
    s = table()
    a = ready(s, 0, "Stick (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Pack Alpha", "Sport Bike")
    fight(s, a, b)
    assert "play pack-alpha" not in legal(s)
    hand(s, 0, "Pack Alpha", "Raven Spy")
    to(s, "before-strikes", 0)
    assert "play pack-alpha" not in legal(s)


def test_pack_alpha_superior_burns_a_retainer_for_plus_1_strength() -> None:
    s = table()
    a = ready(s, 0, "Stick (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    spy = attach(s, a, "Raven Spy", counters=1)
    hand(s, 0, "Pack Alpha", "Pack Alpha")
    fight(s, a, b)
    do(s, "play pack-alpha")  # the superior mode: no animal retainer in hand for the basic one
    (pack,) = s.minions[a].cards
    assert spy not in s.placed and s.placed[pack].card == cid("Pack Alpha")
    assert cb(s).strength(s, a) == 2
    assert "play pack-alpha" not in legal(s)  # one each round
    end_combat(s)
    assert blood(s, b) == 2 and s.placed[pack].host == a


def test_weighted_walking_stick_a_weapon_of_strength_plus_1_burning_counters() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Weighted Walking Stick", "Weighted Walking Stick")
    fight(s, a, b)
    do(s, "play weighted-walking-stick")
    (stick,) = s.minions[a].cards
    assert s.placed[stick].counters == 5
    assert "play weighted-walking-stick" not in legal(s)  # one on a minion
    to(s, "strike", 0)
    do(s, "strike walking-stick")
    end_combat(s)
    assert blood(s, b) == 2 and s.placed[stick].counters == 3


def test_weighted_walking_stick_counters_burn_even_if_prevented_and_then_the_card() -> None:
    """LSJ 20100519: prevented damage burns counters; full damage with any counter left."""
    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, "Jephta Hester (G4)", blood=5)
    stick = attach(s, a, "Weighted Walking Stick", counters=1)
    hand(s, 1, "Indomitability")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "strike walking-stick" in legal(s)
    do(s, "strike walking-stick", "strike hand")
    assert stick not in s.placed and cid("Weighted Walking Stick") in s.ash[0]
    assert step(s) == "damage" and s.to_move == 1
    do(s, "play indomitability", "mode basic")
    end_combat(s)
    assert blood(s, b) == 4  # 2 damage, 1 prevented


def test_weighted_walking_stick_only_in_the_first_round() -> None:
    s = table()
    a = ready(s, 0, "Ezra Hawthorne (G4)", blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Weighted Walking Stick", "Apportation")
    fight(s, a, b)
    assert "play weighted-walking-stick" in legal(s)
    to(s, "press", 0)
    do(s, "play apportation")
    to(s, "before-range", 0)
    assert cb(s).round == 2 and "play weighted-walking-stick" not in legal(s)


def test_taste_of_vitae_gains_the_blood_the_opposing_vampire_lost_this_round() -> None:
    """VT-PRS-04: at the end of the round."""
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=2)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Roundhouse", "Taste of Vitae")
    fight(s, a, b)
    assert "play taste-of-vitae" not in legal(s)
    to(s, "strike", 0)
    do(s, "play roundhouse", "mode basic")
    to(s, "end-round", 0)
    do(s, "play taste-of-vitae")
    assert blood(s, a) == 4  # 2 - 1 mended + 3 (capacity 4)
    assert "play taste-of-vitae" not in legal(s)


def test_taste_of_vitae_playable_against_a_burned_vampire() -> None:
    """LSJ 20031201-2: playable if the opponent was burned (VT-DMG-09)."""
    s = table()
    a = ready(s, 0, "Ángel Guerrero (G6)", blood=7)
    b = ready(s, 1, OPP, blood=0)
    hand(s, 0, "Form of the Wolf", "Claws of the Dead", "Taste of Vitae")
    fight(s, a, b)
    do(s, "play form-of-the-wolf", "mode basic", "play claws-of-the-dead")
    to(s, "end-round", 0)
    assert b not in s.minions
    assert "play taste-of-vitae" in legal(s)


def test_taste_of_vitae_not_against_an_ally() -> None:
    """PIB 20121028."""
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=2)
    b = ready(s, 1, "Aggressive Corpse")
    hand(s, 0, "Roundhouse", "Taste of Vitae")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play roundhouse", "mode basic")
    to(s, "end-round", 0)
    assert "play taste-of-vitae" not in legal(s)


def test_taste_of_vitae_not_by_a_vampire_gone_to_torpor() -> None:
    s = table()
    a = ready(s, 0, "Indira (G6)", blood=0)
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 0, "Taste of Vitae", "Form of the Cobra")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play form-of-the-cobra")  # steals 1 blood, then 1 damage is mended: Indira stays ready
    to(s, "end-round", 0)
    assert s.is_ready(a) and "play taste-of-vitae" in legal(s)
    s2 = table()
    a = ready(s2, 0, "Indira (G6)", blood=0)
    b = ready(s2, 1, "Patrick (G4)", blood=4)
    hand(s2, 0, "Taste of Vitae", "Form of the Cobra")
    hand(s2, 1, "Roundhouse")
    fight(s2, a, b)
    to(s2, "strike", 0)
    do(s2, "play form-of-the-cobra", "play roundhouse", "mode basic")
    to(s2, "end-round", 0)
    assert s2.in_torpor(a) and "play taste-of-vitae" not in legal(s2)


def test_torn_signpost_only_before_range() -> None:
    s = table()
    a = ready(s, 0, "Patrick (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Torn Signpost")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    assert "play torn-signpost" not in legal(s)


def test_bears_skin_only_before_range() -> None:
    s = table()
    a = ready(s, 0, "Caitlin (G2)", blood=6)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Bear's Skin")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    assert "play bear-s-skin" not in legal(s)


def test_carrion_crows_only_before_range() -> None:
    s = table()
    a = ready(s, 0, "Stick (G4)", blood=3)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Carrion Crows")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    assert "play carrion-crows" not in legal(s)


def test_obedient_flesh_superior_only_before_range() -> None:
    s = table()
    a = ready(s, 0, "Ángel Guerrero (G6)", blood=7)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Obedient Flesh")
    fight(s, a, b)
    to(s, "before-strikes", 0)
    assert "play obedient-flesh" not in legal(s)


def test_sculpt_the_flesh_superior_is_dodged() -> None:
    """VT-STR-07: the dodged strike does not put the card on the opposing minion."""
    s = table()
    a = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    b = ready(s, 1, "Indira (G6)", blood=3)
    hand(s, 0, "Sculpt the Flesh")
    hand(s, 1, "Form of Mist")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "play sculpt-the-flesh", "mode superior", "play form-of-mist", "mode basic")
    end_combat(s)
    assert not s.minions[b].cards and blood(s, b) == 3 and cid("Sculpt the Flesh") in s.ash[0]


def test_touch_of_oblivion_sending_a_famous_actor_to_torpor_ousts_its_methuselah_and_ends_the_turn() -> None:
    """VT-OUST-05: Fame makes the acting Methuselah burn their last pool as their vampire goes to
    torpor in the middle of strike resolution: ousted in their own turn, the turn ends at once (the
    combat's damage is not resolved) and the next Methuselah plays."""
    s = table(3)
    a = ready(s, 0, OPP, blood=4)
    attach(s, a, "Fame")
    b = ready(s, 1, "El Monseñor (G6)", blood=4)
    hand(s, 1, "Touch of Oblivion")
    s.pool[0] = 3
    fight(s, a, b)
    to(s, "strike", 1)
    do(s, "play touch-of-oblivion", "mode superior")
    pass_until(s, lambda st: st.current != 0)
    assert not s.in_game(0) and s.current == 1 and not in_combat(s)
    assert a not in s.minions and s.vp[2] == 1  # the predator of Methuselah 1 is Methuselah 3
