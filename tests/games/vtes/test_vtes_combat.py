"""V:TES: combat, damage and torpor (clauses.md sections 8 and 9: VT-CMB, VT-RNG, VT-STR, VT-DMG,
VT-PRS, VT-TORP)."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import (
    CLOSE,
    LONG,
    Combat,
    CombatWindow,
    Strike,
    StrikeChoice,
    current_combat,
    enter_combat,
    inflict,
)
from tabletome.games.vtes.effects.core import intrinsic_strikes
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    goto,
    hand,
    legal,
    pass_until,
    play,
    ready,
    table,
    torpor,
    why,
)


def fight(s, a: int, b: int) -> Combat:  # type: ignore[no-untyped-def]
    """A combat between ``a`` (acting) and ``b``, started by an effect in seat 0's minion phase."""
    goto(s, "minion", seat=s.controller(a))
    enter_combat(s, a, b)
    c = current_combat(s)
    assert c is not None
    s.settle()
    return c


def step(s) -> str:  # type: ignore[no-untyped-def]
    top = s.stack[-1]
    if isinstance(top, CombatWindow):
        return top.step_name
    return type(top).__name__


def until_step(s, name: str) -> None:  # type: ignore[no-untyped-def]
    pass_until(s, lambda st: step(st) == name)


def duel(blood_a: int = 3, blood_b: int = 3) -> tuple[object, int, int]:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=blood_a)
    b = ready(s, 1, "Alice Chen (G6)", blood=blood_b)
    return s, a, b


# ------------------------------------------------------------------------ combat (VT-CMB)


def test_vt_cmb_01_02_03_who_can_fight() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)")
    mine = ready(s, 0, "Lauren (G6)")
    t = torpor(s, 1, "Alice Chen (G6)", blood=2)
    goto(s, "minion")
    enter_combat(s, a, t)  # VT-CMB-02: not in torpor
    enter_combat(s, a, mine)  # VT-CMB-03: never with your own minion
    assert current_combat(s) is None
    b = ready(s, 1, "Sybren van Oosten (G6)")
    enter_combat(s, a, b)  # VT-CMB-01: a card or effect says so
    assert current_combat(s) is not None


def test_vt_cmb_04_locked_minions_fight_the_same() -> None:
    s, a, b = duel()
    ops.lock(s, a)  # type: ignore[arg-type]
    fight(s, a, b)
    s.settle()  # type: ignore[attr-defined]
    assert s.minions[a].blood == 2 and s.minions[b].blood == 2  # type: ignore[attr-defined]


def test_vt_cmb_05_only_combat_cards_in_combat() -> None:
    s, a, b = duel()
    hand(s, 0, "Bonding", "Roundhouse")  # type: ignore[arg-type]
    fight(s, a, b)
    until_step(s, "before-range")
    assert legal(s) == ["pass"]  # Bonding is no combat card; Roundhouse is a strike, played at the strike


def test_vt_cmb_07_08_seven_steps_acting_minion_first() -> None:
    s, a, b = duel()
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    hand(s, 1, "Bonding")  # type: ignore[arg-type]
    fight(s, a, b)
    seen = []
    while current_combat(s) is not None:  # type: ignore[arg-type]
        name = step(s)
        seen.append((name, s.to_move))  # type: ignore[attr-defined]
        for x in ("pass", "strike hand"):
            if x in legal(s):  # type: ignore[arg-type]
                do(s, x)  # type: ignore[arg-type]
                break
    steps = [n for n, _ in seen]
    assert steps[:6] == ["before-range", "before-range", "range", "range", "before-strikes", "before-strikes"]
    assert [t for n, t in seen if n == "range"] == [0, 1]  # VT-CMB-08
    assert steps.index("StrikeChoice") < steps.index("press") < steps.index("end-round")


def test_vt_cmb_09_leaving_ready_ends_the_combat_end_of_round_still_happens() -> None:
    s, a, b = duel(blood_b=0)
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    fight(s, a, b)
    until_step(s, "StrikeChoice")
    do(s, "strike hand")  # type: ignore[arg-type]
    assert b in s.torpor[1]  # type: ignore[attr-defined]
    assert step(s) == "PreventWindow"  # Ayelech's own damage is still resolved
    do(s, "pass")  # type: ignore[arg-type]
    assert step(s) == "end-round"  # no press (VT-PRS-01); the end of round still happens (VT-PRS-04)


# ------------------------------------------------------------------------ range (VT-RNG)


def test_vt_rng_02_03_close_range_no_maneuver_of_its_own() -> None:
    s, a, b = duel()
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    until_step(s, "range")
    assert c.range == CLOSE and not any(x.startswith("maneuver") for x in legal(s))  # type: ignore[arg-type]


def test_vt_rng_04_maneuvers_alternate_never_twice_in_a_row() -> None:
    s, a, b = duel()
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    hand(s, 1, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "maneuver", "", "combat")
    c.add(a, "maneuver", "", "combat")
    c.add(b, "maneuver", "", "combat")
    until_step(s, "range")
    do(s, f"maneuver {a} optional")  # type: ignore[arg-type]
    assert c.range == LONG
    assert f"maneuver {a} optional" not in legal(s)  # type: ignore[arg-type]
    do(s, "pass")  # type: ignore[arg-type]
    do(s, f"maneuver {b} optional")  # type: ignore[arg-type]
    assert c.range == CLOSE
    do(s, f"maneuver {a} optional")  # type: ignore[arg-type]
    assert c.range == LONG


def test_vt_rng_05_str_04_a_weapons_maneuver_chooses_its_strike() -> None:
    s, a, b = duel()
    attach(s, a, ".44 Magnum")  # type: ignore[arg-type]
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    until_step(s, "range")
    do(s, f"maneuver {a} optional")  # type: ignore[arg-type]
    assert [st.name for st in intrinsic_strikes(s, c, a)] == ["44-magnum-2r"]  # type: ignore[arg-type]


# ------------------------------------------------------------------------ strikes (VT-STR)


def test_vt_str_01_02_06_a_pair_of_hand_strikes_resolves_together() -> None:
    s, a, b = duel(blood_a=1, blood_b=1)
    fight(s, a, b)
    s.settle()  # type: ignore[attr-defined]
    assert s.minions[a].blood == 0 and s.minions[b].blood == 0  # both struck for 1, at once


def test_vt_str_03_05_ranged_strike_at_long_range_hand_strike_does_nothing() -> None:
    s, a, b = duel()
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    attach(s, a, ".44 Magnum")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "maneuver", "", "combat")
    until_step(s, "range")
    do(s, f"maneuver {a} optional")  # type: ignore[arg-type]
    until_step(s, "StrikeChoice")
    assert legal(s) == ["strike 44-magnum-2r"]  # type: ignore[arg-type]  # no hand strike at long range (VT-STR-05)
    do(s, "strike 44-magnum-2r")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 1 and s.minions[a].blood == 3  # type: ignore[attr-defined]


def test_vt_str_07_dodge_shields_from_the_opposing_strike() -> None:
    s, a, b = duel()
    hand(s, 1, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(b, "strike", Strike("dodge", name="dodge"), "round")
    until_step(s, "StrikeChoice")
    do(s, "strike dodge")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 3 and s.minions[a].blood == 3  # type: ignore[attr-defined]


def test_vt_str_08_combat_ends_first_and_stops_everything() -> None:
    s, a, b = duel()
    hand(s, 1, "Majesty")  # type: ignore[arg-type]
    fight(s, a, b)
    until_step(s, "StrikeChoice")
    while "play majesty" not in legal(s):  # type: ignore[arg-type]
        do(s, "strike hand" if "strike hand" in legal(s) else "pass")  # type: ignore[arg-type]
    play(s, "majesty", "mode basic")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 3 and s.minions[b].blood == 2  # type: ignore[attr-defined]  # Majesty's cost only


def test_vt_str_09_steal_blood_is_not_damage() -> None:
    s, a, b = duel(blood_a=2, blood_b=2)
    hand(s, 0, "Theft of Vitae")  # type: ignore[arg-type]
    fight(s, a, b)
    until_step(s, "StrikeChoice")
    do(s, "play theft-of-vitae", "mode superior")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    # Ayelech steals 2 (2 -> 4) and takes 1 hand strike (4 -> 3); Alice Chen 2 -> 0
    assert s.minions[a].blood == 3 and s.minions[b].blood == 0  # type: ignore[attr-defined]


def test_vt_str_10_destroy_equipment() -> None:
    from tabletome.games.vtes.effects.core import strike_effect

    s, a, b = duel()
    bike = attach(s, b, "Sport Bike")  # type: ignore[arg-type]
    c = fight(s, a, b)
    strike_effect(s, c, a, Strike("destroy", name="destroy equipment"))  # type: ignore[arg-type]
    assert bike not in s.placed and s.minions[b].cards == ()  # type: ignore[attr-defined]


def test_vt_str_14_16_additional_strikes() -> None:
    s, a, b = duel(blood_a=4, blood_b=4)
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "additional", 1, "round")
    until_step(s, "StrikeChoice")
    do(s, "strike hand")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 2 and s.minions[a].blood == 3  # type: ignore[attr-defined]


# ------------------------------------------------------------------------ damage (VT-DMG)


def test_vt_dmg_01_02_prevention_by_the_damaged_minion() -> None:
    s, a, b = duel()
    hand(s, 1, "Hidden Strength")  # type: ignore[arg-type]
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    fight(s, a, b)
    until_step(s, "StrikeChoice")
    do(s, "strike hand")  # type: ignore[arg-type]
    do(s, "strike hand")  # type: ignore[arg-type]
    assert s.to_move == 1 and "play hidden-strength" in legal(s)  # type: ignore[attr-defined]
    play(s, "hidden-strength", "mode basic", "x 0")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 3 and s.minions[a].blood == 2  # type: ignore[attr-defined]


def test_vt_dmg_03_04_05_vt_torp_01_02_mend_then_torpor_with_cards() -> None:
    s = table()
    b = ready(s, 1, "Alice Chen (G6)", blood=1)
    bike = attach(s, b, "Sport Bike")
    inflict(s, None, b, 1, 0)
    assert s.minions[b].blood == 0 and b in s.ready[1]  # mended with its blood (VT-DMG-03)
    inflict(s, None, b, 1, 0)
    assert b in s.torpor[1] and bike in s.minions[b].cards  # VT-DMG-04, VT-DMG-05, VT-TORP-01
    assert s.controller(b) == 1  # VT-TORP-02


def test_vt_dmg_06_allies_lose_life_and_burn() -> None:
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    ally = ready(s, 0, "Aggressive Corpse")
    inflict(s, None, ally, 2, 1)
    assert ally not in s.minions


def test_vt_dmg_07_to_11_aggravated_damage_test_cases() -> None:
    s = table()
    one = ready(s, 0, "Ayelech (G6)", blood=1)
    inflict(s, None, one, 0, 1)
    assert one in s.torpor[0] and s.minions[one].blood == 1  # 1 blood + 1 aggravated
    two = ready(s, 0, "Lauren (G6)", blood=2)
    inflict(s, None, two, 0, 3)
    assert two in s.torpor[0] and s.minions[two].blood == 0  # 2 blood + 3 aggravated
    three = ready(s, 0, "Nassir (G6)", blood=1)
    inflict(s, None, three, 2, 1)
    assert three not in s.minions  # 1 blood + 2 normal + 1 aggravated: burned (VT-DMG-09)


def test_vt_dmg_12_environmental_damage_is_not_dodged() -> None:
    s, a, b = duel()
    hand(s, 1, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "env", 1, "combat")
    c.add(b, "strike", Strike("dodge", name="dodge"), "round")
    until_step(s, "StrikeChoice")
    do(s, "strike dodge")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 2  # type: ignore[attr-defined]


# ------------------------------------------------------------------------ press (VT-PRS)


def test_vt_prs_01_02_03_press_to_continue_and_to_end() -> None:
    s, a, b = duel(blood_a=5, blood_b=5)
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    hand(s, 1, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "press", "", "combat")
    c.add(b, "press", "", "combat")
    until_step(s, "press")
    do(s, f"press {a} continue")  # type: ignore[arg-type]
    assert f"press {a} continue" not in legal(s)  # type: ignore[arg-type]
    pass_until(s, lambda st: step(st) == "before-range" or current_combat(st) is None)
    assert c.round == 2  # VT-PRS-03: a new round
    until_step(s, "press")
    assert c.press == 0


def test_vt_prs_04_end_of_round_window() -> None:
    s, a, b = duel()
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    fight(s, a, b)
    until_step(s, "end-round")
    assert s.to_move == 0  # type: ignore[attr-defined]


# ------------------------------------------------------------------------ torpor (VT-TORP)


def test_vt_torp_03_04_in_torpor_no_bleed_block_or_vote() -> None:
    s = table()
    t = torpor(s, 0, "Ayelech (G6)", blood=3)
    goto(s, "minion")
    assert legal(s) == [f"leave {t}", "end"]


def test_vt_torp_05_unlocks_in_the_unlock_phase() -> None:
    s = table()
    t = torpor(s, 0, "Ayelech (G6)", blood=3, locked=True)
    goto(s, "unlock")
    assert not s.minions[t].locked


def test_strike_choice_not_asked_with_nothing_to_choose() -> None:
    s, a, b = duel()
    fight(s, a, b)
    s.settle()  # type: ignore[attr-defined]
    assert not any(isinstance(f, StrikeChoice) for f in s.stack) and action(s) is None  # type: ignore[attr-defined, arg-type]


# ------------------------------------------------------------------------ clauses pinned later


def test_vt_card_53_combat_cards_are_played_by_minions_in_combat() -> None:
    from tabletome.games.vtes.play import context, plays_of

    s = table()
    a = ready(s, 0, "Agatha (G2)", blood=3)  # superior Potence
    ready(s, 0, "Aline Gädeke (G6)", blood=3)  # superior Potence too, not in the combat
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    grapple = cid("Immortal Grapple")
    hand(s, 0, "Immortal Grapple")
    goto(s, "minion")
    assert "play immortal-grapple" not in legal(s) and "combat" in why(s, "play immortal-grapple")
    fight(s, a, b)
    until_step(s, "before-strikes")
    assert s.to_move == 0 and "play immortal-grapple" in legal(s)
    assert {p.by for p in plays_of(s, context(s, s.stack[-1]), 0, grapple)} == {a}


def _due_maneuver(monkeypatch, name: str) -> None:  # type: ignore[no-untyped-def]
    """``name`` stands for a combat card played before range whose effect includes a maneuver."""
    from tabletome.games.vtes.effects.vocab.combat import CombatMod as combat_mod
    from tabletome.games.vtes.hooks import CARDS, COMBAT, CardDef, Use

    use = Use(COMBAT, combat_mod("maneuver-due", "", "round"), moments=frozenset(("before-range",)), text="maneuver")
    monkeypatch.setitem(CARDS, cid(name), CardDef(name, (use,)))


def test_vt_rng_06_a_maneuver_a_combat_card_gives_must_be_used_that_round(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _due_maneuver(monkeypatch, "Immortal Grapple")
    s, a, b = duel()
    hand(s, 0, "Immortal Grapple")  # type: ignore[arg-type]
    c = fight(s, a, b)
    until_step(s, "before-range")
    do(s, "play immortal-grapple")  # type: ignore[arg-type]
    until_step(s, "range")
    assert s.to_move == 0  # type: ignore[attr-defined]
    assert f"maneuver {a} maneuver-due" in legal(s) and "pass" not in legal(s)  # type: ignore[arg-type]
    assert "VT-RNG-06" in why(s, "pass")  # type: ignore[arg-type]
    do(s, f"maneuver {a} maneuver-due")  # type: ignore[arg-type]
    assert c.range == LONG and "pass" in legal(s)  # type: ignore[arg-type]  # used: nothing more is due


def test_vt_rng_06_an_optional_maneuver_may_be_declined() -> None:
    s, a, b = duel()
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "maneuver", "", "round")
    until_step(s, "range")
    assert s.to_move == 0 and f"maneuver {a} optional" in legal(s) and "pass" in legal(s)  # type: ignore[attr-defined, arg-type]
    pass_until(s, lambda st: step(st) == "before-strikes")
    assert c.range == CLOSE


def test_vt_rng_07_cards_after_range_is_set_before_strikes() -> None:
    """Immortal Grapple is "only usable at close range before strikes are chosen": played at step 3,
    once the range is set (not before range), and not once a maneuver set long range."""
    s = table()
    a = ready(s, 0, "Agatha (G2)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Immortal Grapple")
    c = fight(s, a, b)
    until_step(s, "before-range")
    assert s.to_move == 0 and "play immortal-grapple" not in legal(s)
    until_step(s, "before-strikes")
    assert c.range == CLOSE and s.to_move == 0 and "play immortal-grapple" in legal(s)

    s = table()
    a = ready(s, 0, "Agatha (G2)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Immortal Grapple")
    c = fight(s, a, b)
    c.add(b, "maneuver", "", "combat")
    until_step(s, "range")
    pass_until(s, lambda st: st.to_move == 1)
    do(s, f"maneuver {b} optional")
    until_step(s, "before-strikes")
    assert c.range == LONG and s.to_move == 0 and "play immortal-grapple" not in legal(s)


def test_vt_str_11_steal_equipment_moves_it_to_the_striker_unusable_this_round() -> None:
    s, a, b = duel(blood_a=4, blood_b=4)
    gun = attach(s, b, ".44 Magnum")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "strike", Strike("steal-equipment", name="steal-equipment"), "round")
    c.add(a, "additional", 1, "round")
    until_step(s, "StrikeChoice")
    do(s, "strike steal-equipment")  # type: ignore[arg-type]
    do(s, "strike hand")  # type: ignore[arg-type]  # Alice Chen's hand strike, at the same time
    pl = s.placed[gun]  # type: ignore[attr-defined]
    assert pl.host == a and pl.controller == 0 and pl.owner == 1 and gun in s.minions[a].cards  # type: ignore[attr-defined]
    assert gun not in s.minions[b].cards  # type: ignore[attr-defined]
    pass_until(s, lambda st: isinstance(st.stack[-1], StrikeChoice))
    assert s.stack[-1].uid == a and "strike 44-magnum-2r" not in legal(s)  # type: ignore[attr-defined, arg-type]
    assert "strike hand" in legal(s)  # type: ignore[arg-type]
    assert "44-magnum-2r" in [st.name for st in intrinsic_strikes(s, Combat(a, b), a)]  # type: ignore[arg-type]  # a later round


def _first(name: str, amount: int, **kw: object) -> Strike:
    return Strike("damage", amount, name=name, first=True, **kw)  # type: ignore[arg-type]


def test_vt_str_12_a_first_strike_that_sends_to_torpor_stops_the_other_strike() -> None:
    s, a, b = duel(blood_a=3, blood_b=1)
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "strike", _first("first-2", 2), "round")
    until_step(s, "StrikeChoice")
    do(s, "strike first-2")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert b in s.torpor[1] and s.minions[a].blood == 3  # type: ignore[attr-defined]  # no strike back


def test_vt_str_12_a_first_strike_that_destroys_the_weapon_takes_its_strike() -> None:
    s, a, b = duel(blood_a=3, blood_b=3)
    gun = attach(s, b, ".44 Magnum")  # type: ignore[arg-type]
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "strike", Strike("destroy", name="first-destroy-weapon", first=True), "round")
    until_step(s, "StrikeChoice")
    do(s, "strike first-destroy-weapon")  # type: ignore[arg-type]
    do(s, "strike 44-magnum-2r")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert gun not in s.placed and s.minions[a].blood == 3  # type: ignore[attr-defined]


def test_vt_str_12_two_first_strikes_resolve_at_the_same_time() -> None:
    s, a, b = duel(blood_a=3, blood_b=1)
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    hand(s, 1, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "strike", _first("first-2", 2), "round")
    c.add(b, "strike", _first("first-1", 1), "round")
    until_step(s, "StrikeChoice")
    do(s, "strike first-2")  # type: ignore[arg-type]
    do(s, "strike first-1")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert b in s.torpor[1] and s.minions[a].blood == 2  # type: ignore[attr-defined]


def test_vt_str_13_strike_effects_before_damage() -> None:
    """A vampire with no blood steals 1 blood while struck for 1: the steal comes first, so it mends
    the damage with that blood and is not wounded."""
    s, a, b = duel(blood_a=0, blood_b=3)
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(a, "strike", Strike("steal", 1, name="steal-1"), "round")
    until_step(s, "StrikeChoice")
    do(s, "strike steal-1")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert a in s.ready[0] and s.minions[a].blood == 0 and s.minions[b].blood == 2  # type: ignore[attr-defined]


def test_vt_str_15_an_additional_strike_may_be_any_strike_after_a_weapons_maneuver() -> None:
    s, a, b = duel(blood_a=4, blood_b=6)
    attach(s, a, ".44 Magnum")  # type: ignore[arg-type]
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    hand(s, 1, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(b, "maneuver", "", "combat")
    c.add(a, "additional", 1, "round")
    until_step(s, "range")
    do(s, f"maneuver {a} optional")  # type: ignore[arg-type]  # the weapon's maneuver: its strike
    pass_until(s, lambda st: st.to_move == 1)
    do(s, f"maneuver {b} optional")  # type: ignore[arg-type]  # back to close range
    until_step(s, "StrikeChoice")
    assert c.range == CLOSE and legal(s) == ["strike 44-magnum-2r"]  # type: ignore[arg-type]  # VT-RNG-05
    do(s, "strike 44-magnum-2r")  # type: ignore[arg-type]
    pass_until(s, lambda st: isinstance(st.stack[-1], StrikeChoice) and st.stack[-1].additional)
    assert {"strike hand", "strike 44-magnum-2r"} <= set(legal(s))  # type: ignore[arg-type]
    do(s, "strike hand")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 6 - 2 - 1  # type: ignore[attr-defined]


def test_vt_str_17_a_ranged_strike_at_long_range_may_aim_at_a_retainer() -> None:
    s, a, b = duel(blood_a=4, blood_b=4)
    attach(s, a, ".44 Magnum")  # type: ignore[arg-type]
    spy = attach(s, b, "Raven Spy", counters=1)  # type: ignore[arg-type]
    c = fight(s, a, b)
    until_step(s, "range")
    assert f"strike 44-magnum-2r {spy}" not in legal(s)  # type: ignore[arg-type]
    do(s, f"maneuver {a} optional")  # type: ignore[arg-type]
    until_step(s, "StrikeChoice")
    assert c.range == LONG and f"strike 44-magnum-2r {spy}" in legal(s)  # type: ignore[arg-type]
    do(s, f"strike 44-magnum-2r {spy}")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert spy not in s.placed and cid("Raven Spy") in s.ash[1]  # type: ignore[attr-defined]
    assert s.minions[b].blood == 4 and s.minions[b].cards == ()  # type: ignore[attr-defined]


def test_vt_str_17_retainers_are_not_harmed_by_strikes_at_their_employer() -> None:
    s, a, b = duel(blood_a=4, blood_b=4)
    attach(s, a, ".44 Magnum")  # type: ignore[arg-type]
    spy = attach(s, b, "Raven Spy", counters=1)  # type: ignore[arg-type]
    c = fight(s, a, b)
    until_step(s, "range")
    do(s, f"maneuver {a} optional")  # type: ignore[arg-type]
    until_step(s, "StrikeChoice")
    do(s, "strike 44-magnum-2r")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert c.range == LONG and s.placed[spy].counters == 1 and s.minions[b].blood == 2  # type: ignore[attr-defined]


def test_vt_card_30_stealing_more_blood_than_there_is_moves_what_there_is() -> None:
    s, a, b = duel(blood_a=2, blood_b=1)
    hand(s, 0, "Theft of Vitae")  # type: ignore[arg-type]
    fight(s, a, b)
    until_step(s, "StrikeChoice")
    do(s, "play theft-of-vitae", "mode superior")  # type: ignore[arg-type]  # steal 2 blood
    pass_until(s, lambda st: current_combat(st) is None)
    # 1 blood moves (2 -> 3), then Alice Chen's hand strike (3 -> 2); she keeps no blood, not wounded
    assert s.minions[a].blood == 2 and s.minions[b].blood == 0 and b in s.ready[1]  # type: ignore[attr-defined]


def test_vt_dmg_08_a_vampire_in_torpor_is_wounded() -> None:
    """Aggravated damage wounds an unwounded vampire, but burns the blood of a wounded one: one in
    torpor is wounded already."""
    s = table()
    t = torpor(s, 1, "Alice Chen (G6)", blood=2)
    inflict(s, None, t, 0, 1)
    assert t in s.torpor[1] and s.minions[t].blood == 1
    r = ready(s, 1, "Sully (G6)", blood=2)
    inflict(s, None, r, 0, 1)
    assert r in s.torpor[1] and s.minions[r].blood == 2  # unwounded: the point only wounds it


def test_vt_dmg_10_prevention_may_take_the_aggravated_damage_first() -> None:
    from tabletome.games.vtes.combat import prevent

    s, a, b = duel(blood_a=3, blood_b=1)
    c = Combat(a, b)  # type: ignore[arg-type]
    c.damage = ((b, 1, 1, a, ""),)
    prevent(s, c, 1, 0)  # type: ignore[arg-type]
    assert c.damage == ((b, 1, 0, a, ""),)
    inflict(s, c, b, 1, 0)  # type: ignore[arg-type]
    assert b in s.ready[1] and s.minions[b].blood == 0  # type: ignore[attr-defined]  # mended, not wounded


def test_vt_dmg_10_unprevented_normal_damage_is_handled_before_aggravated() -> None:
    s = table()
    v = ready(s, 0, "Nassir (G6)", blood=1)
    inflict(s, None, v, 2, 1)  # mends 1, wounded by the 2nd: the aggravated point then burns it
    assert v not in s.minions and cid("Nassir (G6)") in s.ash[0]


def test_vt_dmg_11_rulebook_cases() -> None:
    s = table()
    one = ready(s, 0, "Ayelech (G6)", blood=1)
    inflict(s, None, one, 0, 1)
    assert one in s.torpor[0] and s.minions[one].blood == 1  # 1 blood + 1 aggravated
    two = ready(s, 0, "Lauren (G6)", blood=2)
    inflict(s, None, two, 0, 3)
    assert two in s.torpor[0] and s.minions[two].blood == 0  # 2 blood + 3 aggravated
    three = ready(s, 0, "Nassir (G6)", blood=1)
    inflict(s, None, three, 2, 1)
    assert three not in s.minions and cid("Nassir (G6)") in s.ash[0]  # 1 blood + 2 normal + 1 aggravated


def test_vt_dmg_13_immune_damage_lands_unsuccessfully() -> None:
    from tabletome.games.vtes.combat import lost_blood

    s, a, b = duel(blood_a=3, blood_b=0)
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(b, "immune", "strikes", "combat")
    until_step(s, "end-round")
    assert b in s.ready[1] and s.minions[b].blood == 0 and lost_blood(c, b) == 0  # type: ignore[attr-defined]  # no wound
    assert s.minions[a].blood == 2  # type: ignore[attr-defined]


def test_vt_dmg_13_immunity_to_one_source_only() -> None:
    s, a, b = duel(blood_a=3, blood_b=3)
    hand(s, 0, "Bonding")  # type: ignore[arg-type]
    c = fight(s, a, b)
    c.add(b, "immune", "aggravated", "combat")
    c.add(a, "strike", Strike("damage", 2, agg=True, name="agg-2"), "round")
    c.add(a, "env", 1, "combat")  # environmental normal damage: not what it is immune to
    until_step(s, "StrikeChoice")
    do(s, "strike agg-2")  # type: ignore[arg-type]
    pass_until(s, lambda st: current_combat(st) is None)
    assert b in s.ready[1] and s.minions[b].blood == 2  # type: ignore[attr-defined]


def test_vt_dmg_13_an_immune_ally_is_not_destroyed() -> None:
    s = table(decks=("Hecata", "Ventrue", "Brujah", "Malkavian"))
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ally = ready(s, 1, "Aggressive Corpse")
    hand(s, 0, "Bonding")
    c = fight(s, a, ally)
    c.add(ally, "immune", "all", "combat")
    c.add(a, "strength", 5, "combat")
    until_step(s, "end-round")
    assert ally in s.ready[1] and s.minions[ally].blood == 3


def test_vt_term_19_a_cancelled_strike_card_lets_its_minion_choose_again(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tabletome.games.vtes.effects.vocab.combat import StrikeWith as strike_with
    from tabletome.games.vtes.hooks import CARDS, COMBAT, CardDef, Use

    aimed = Use(COMBAT, strike_with(Strike("damage", 3, name="aimed-3")), moments=frozenset(("strike",)), text="aim")
    monkeypatch.setitem(
        CARDS, cid("Grasp of the Python"), CardDef("Grasp of the Python", (aimed,), kinds=frozenset(("aim",)))
    )
    s = table()
    serenna = ready(s, 0, "Serenna the White (G6)", blood=8)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    sword = attach(s, serenna, "Sword of the Archangel")
    hand(s, 1, "Grasp of the Python", "Majesty")
    fight(s, serenna, b)
    until_step(s, "StrikeChoice")
    do(s, "strike hand")
    assert s.to_move == 1 and "play grasp-of-the-python" in legal(s)
    do(s, "play grasp-of-the-python")
    do(s, f"use {sword} 1")  # cancelled as it is played
    pass_until(s, lambda st: isinstance(st.stack[-1], StrikeChoice))
    assert s.stack[-1].uid == b and s.to_move == 1 and cid("Grasp of the Python") in s.ash[1]
    assert {"strike hand", "play majesty"} <= set(legal(s))  # another strike card may be chosen
    play(s, "majesty", "mode basic")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[serenna].blood == 7 and s.minions[b].blood == 2  # the Sword's blood; Majesty's cost
