"""Allies, equipment and retainers (VT-CARD-55 to VT-CARD-58, VT-ACT-16 to VT-ACT-22), played and
used through the windows of the rules."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import Combat, current_combat
from tabletome.games.vtes.effects.core import intrinsic_strikes
from tabletome.games.vtes.hooks import ACTION, CARDS, COMBAT, CardDef, Use
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import bleed, static, strength
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    in_play,
    into_combat,
    legal,
    pass_until,
    play,
    ready,
    table,
    to_stage,
    torpor,
    until_legal,
)


def to_ash(s: VTESState, seat: int, name: str) -> bool:
    return cid(name) in s.ash[seat]


def placed_card(s: VTESState, uid: int, name: str) -> int:
    return next(p for p in s.minions[uid].cards if s.placed[p].card == cid(name))


def next_turn(s: VTESState) -> None:
    """A later turn: what lasted for this one is gone (``marks``, VT-TERM-13)."""
    s.marks = {}
    s.turn += 1


# ------------------------------------------------------------------------ equipment


def test_44_magnum_equips_for_2_pool() -> None:
    """VT-ACT-16: equip from hand, +1 stealth, the cost paid on success."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, ".44 Magnum")
    goto(s, "minion")
    do(s, "play 44-magnum")
    assert action(s).stealth(s) == 1
    finish_action(s)
    assert [s.placed[p].card for p in s.minions[a].cards] == [cid(".44 Magnum")]
    assert s.pool[0] == 28


def test_44_magnum_maneuver_chooses_its_2r_strike() -> None:
    """VT-RNG-05, VT-STR-04: the weapon's optional maneuver chooses its strike; 2R works at long range."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    attach(s, a, ".44 Magnum")
    into_combat(s, a, b)
    until_legal(s, f"maneuver {a} optional")
    do(s, f"maneuver {a} optional")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 1  # 2 damage, mended with 2 blood
    assert s.minions[a].blood == 3  # the hand strike does nothing at long range
    lines = [line for _, line in s.log]
    assert "Ayelech (G6) maneuvers: long range." in lines and "Ayelech (G6) strikes: 44-magnum-2r." in lines


def test_sport_bike_gives_1_intercept_and_a_minion_has_only_one_vehicle() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    attach(s, a, "Sport Bike")
    assert static(s, a, "intercept") == 1
    hand(s, 0, "Sport Bike")
    goto(s, "minion")
    assert "play sport-bike" not in legal(s)  # the only minion has a vehicle already
    other = ready(s, 0, "Lauren (G6)", blood=3)
    s.changed()
    do(s, "play sport-bike")  # only Lauren may: nothing to choose
    assert action(s).actor == other


def test_sport_bike_a_minion_with_a_vehicle_cannot_take_another_from_a_minion_you_control() -> None:
    """VT-ACT-18: "a minion can have only one vehicle" (CARRY_RULES)."""
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    b = ready(s, 0, "Lauren (G6)", blood=3)
    c = ready(s, 0, "Ayelech (G6)", blood=3)
    attach(s, a, "Sport Bike")
    bike = attach(s, b, "Sport Bike")
    goto(s, "minion")
    assert f"equip {a} {bike}" not in legal(s) and f"equip {c} {bike}" in legal(s)


def test_ivory_bow_strikes_1r_aggravated() -> None:
    """VT-DMG-07: aggravated damage wounds an unwounded vampire: torpor."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    attach(s, a, "Ivory Bow")
    into_combat(s, a, b)
    until_legal(s, "strike ivory-bow-1r-agg")
    assert "strike hand" in legal(s)
    do(s, "strike ivory-bow-1r-agg")
    pass_until(s, lambda st: current_combat(st) is None)
    assert b in s.torpor[1]
    assert s.minions[a].blood == 2  # Alice's hand strike


def test_bowl_of_convergence_gives_1_intercept_to_a_bearer_with_auspex() -> None:
    s = table()
    lauren = ready(s, 0, "Lauren (G6)", blood=3)
    alice = ready(s, 0, "Alice Chen (G6)", blood=3)
    attach(s, lauren, "Bowl of Convergence")
    attach(s, alice, "Bowl of Convergence")
    assert static(s, lauren, "intercept") == 1
    assert static(s, alice, "intercept") == 0  # no Auspex


def test_bowl_of_convergence_superior_auspex_burns_1_blood_for_1_more_intercept() -> None:
    """VT-STL-05: intercept only when needed; the block then succeeds (VT-BLK-07)."""
    s = table()
    ready(s, 0, "Double Deuce")
    ay = ready(s, 1, "Ayelech (G6)", blood=3)
    bowl = attach(s, ay, "Bowl of Convergence")
    hand(s, 0, "Sport Bike")
    goto(s, "minion")
    do(s, "play sport-bike")  # +1 stealth, +1 from Double Deuce
    until_legal(s, f"block {ay}")
    do(s, f"block {ay}")
    assert action(s).intercept(s) == 1 and action(s).stealth(s) == 2
    until_legal(s, f"use {bowl} 1")
    do(s, f"use {bowl} 1")
    assert s.minions[ay].blood == 2 and action(s).intercept(s) == 2
    assert f"use {bowl} 1" not in legal(s)  # no longer needed
    pass_until(s, lambda st: action(st) is None or action(st).blocked_by >= 0)
    assert action(s).blocked_by == ay


def test_kevlar_vest_prevents_2_damage_from_a_gun_strike() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    attach(s, a, ".44 Magnum")
    attach(s, b, "Kevlar Vest")
    into_combat(s, a, b)
    until_legal(s, f"maneuver {a} optional")
    do(s, f"maneuver {a} optional")
    until_legal(s, f"shield {b} kevlar-vest")
    do(s, f"shield {b} kevlar-vest")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 3


def test_kevlar_vest_prevents_1_damage_from_another_source_once_each_combat() -> None:
    s = table()
    vozhd = ready(s, 0, "The Vozhd of Sofia")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    attach(s, b, "Kevlar Vest")
    into_combat(s, vozhd, b)
    until_legal(s, "strike vozhd-3r")
    do(s, "strike vozhd-3r")
    until_legal(s, f"shield {b} kevlar-vest")
    do(s, f"shield {b} kevlar-vest")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 1  # 1 of the 3 prevented


def test_kevlar_vest_only_one_on_a_minion() -> None:
    s = table()
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    attach(s, b, "Kevlar Vest")
    hand(s, 1, "Kevlar Vest")
    goto(s, "minion", 1)
    assert "play kevlar-vest" not in legal(s)


def test_kevlar_vest_a_minion_with_one_cannot_take_another_from_a_minion_you_control() -> None:
    """VT-ACT-18: the equip action obeys "a minion can have only one Kevlar Vest" (CARRY_RULES)."""
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=3)
    b = ready(s, 0, "Lauren (G6)", blood=3)
    c = ready(s, 0, "Ayelech (G6)", blood=3)
    attach(s, a, "Kevlar Vest")
    vest = attach(s, b, "Kevlar Vest")
    goto(s, "minion")
    assert f"equip {a} {vest}" not in legal(s) and f"equip {c} {vest}" in legal(s)


def test_codex_bleeds_for_1_blood_with_3_more_against_no_ready_unlocked_minion() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, "Alice Chen (G6)", blood=3, locked=True)
    codex = attach(s, a, "Codex of the Edenic Groundskeepers")
    goto(s, "minion")
    do(s, f"use {codex} 1")
    assert action(s).is_bleed() and action(s).target_seat == 1
    assert action(s).stealth(s) == -2
    finish_action(s)
    assert s.pool[1] == 26 and s.minions[a].blood == 2
    assert f"bleed {a}" not in legal(s)


def test_codex_bleed_without_bonus_against_a_ready_unlocked_minion() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    codex = attach(s, a, "Codex of the Edenic Groundskeepers")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert action(s).stealth(s) == -2  # -2 stealth during every bleed
    finish_action(s)
    assert s.pool[1] == 29
    assert f"use {codex} 1" not in legal(s)  # one bleed each turn (VT-ACT-07)


def test_heart_of_nizchetus_draws_3_and_puts_3_at_the_bottom() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    heart = attach(s, a, "Heart of Nizchetus")
    hand(s, 0, "Govern the Unaligned")
    s.library[0].extend([cid("Deflection"), cid("Majesty"), cid("Roundhouse")])
    goto(s, "unlock")
    do(s, f"use {heart} 1", "target 3")
    assert len(s.hand[0]) == 4
    do(s, "choose govern-the-unaligned", "choose majesty", "choose deflection")
    assert s.hand[0] == [cid("Roundhouse")]
    assert s.library[0][:3] == [cid("Deflection"), cid("Majesty"), cid("Govern the Unaligned")]
    assert f"use {heart} 1" not in legal(s)  # once in the unlock phase


def test_heart_of_nizchetus_only_in_your_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    heart = attach(s, a, "Heart of Nizchetus")
    goto(s, "master")
    assert f"use {heart} 1" not in legal(s)


def test_living_manse_gives_1_bleed_and_is_no_equipment_to_take() -> None:
    """VT-ACT-18: the equip action takes equipment; the Manse does not count as equipment."""
    s = table()
    clara = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    other = ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Living Manse")
    goto(s, "minion")
    do(s, "play living-manse")  # Lauren is no Tzimisce
    finish_action(s)
    assert s.minions[clara].blood == 4
    assert bleed(s, clara) == 2
    manse = placed_card(s, clara, "Living Manse")
    assert f"equip {other} {manse}" not in legal(s)


def test_living_manse_only_one_on_a_vampire() -> None:
    s = table()
    clara = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    attach(s, clara, "Living Manse")
    hand(s, 0, "Living Manse")
    goto(s, "minion")
    assert "play living-manse" not in legal(s)


def test_living_manse_only_one_is_a_carry_rule() -> None:
    from tabletome.games.vtes.actions import may_carry

    s = table()
    clara = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    assert may_carry(s, clara, cid("Living Manse"))
    attach(s, clara, "Living Manse")
    assert not may_carry(s, clara, cid("Living Manse")) and may_carry(s, clara, cid("Sport Bike"))


def manse_on(s: VTESState, uid: int) -> int:
    """A Living Manse as it is put in play: a location (``data``), not equipment."""
    manse = attach(s, uid, "Living Manse")
    s.placed[manse] = s.placed[manse]._replace(data=("location",))
    return manse


def test_living_manse_is_not_burned_by_a_strike_destroying_equipment() -> None:
    """VT-STR-10: a destroy-equipment strike burns an equipment card; the Manse is none."""
    from tabletome.games.vtes.effects.core import destroy_equipment

    s = table()
    clara = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    manse = manse_on(s, clara)
    bike = attach(s, clara, "Sport Bike")
    destroy_equipment(s, clara)
    assert manse in s.placed and bike not in s.placed
    destroy_equipment(s, clara)
    assert manse in s.placed


def test_living_manse_is_not_taken_by_a_diablerist() -> None:
    """VT-DIAB-03: the diablerist takes the victim's equipment; the Manse is burned with the victim."""
    from tabletome.games.vtes.actions import diablerie

    s = table()
    d = ready(s, 0, "Alice Chen (G6)", blood=3)
    clara = torpor(s, 1, "Clara Hjortshøj (G6)", blood=1)
    manse = manse_on(s, clara)
    bike = attach(s, clara, "Sport Bike")
    goto(s, "minion")
    diablerie(s, d, clara)
    s.settle()
    assert legal(s) == [f"take {bike}", "done"]  # the Manse is no equipment to take
    do(s, f"take {bike}")
    assert manse not in s.placed and cid("Living Manse") in s.ash[1]
    assert s.placed[bike].host == d


def test_living_manse_burns_to_end_combat_before_range() -> None:
    s = table()
    clara = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    manse = attach(s, clara, "Living Manse")
    into_combat(s, clara, b)
    assert f"use {manse} 1" in legal(s)
    do(s, f"use {manse} 1")
    pass_until(s, lambda st: current_combat(st) is None)
    assert to_ash(s, 0, "Living Manse") and manse not in s.placed
    assert s.minions[b].blood == 3 and s.minions[clara].blood == 5


def test_sword_of_the_archangel_strikes_strength_plus_1_aggravated_and_unlocks_after_a_burn() -> None:
    """VT-DMG-09: aggravated damage to a wounded vampire with no blood burns it."""
    s = table()
    serenna = ready(s, 0, "Serenna the White (G6)", blood=8)
    b = ready(s, 1, "Alice Chen (G6)", blood=0)
    attach(s, serenna, "Sword of the Archangel")
    into_combat(s, serenna, b)
    until_legal(s, "strike sword-strength+1-agg")
    do(s, "strike sword-strength+1-agg")
    until_legal(s, f"grant sword-unlock {serenna}")
    assert b not in s.minions
    do(s, f"grant sword-unlock {serenna}")
    assert not s.minions[serenna].locked


def test_sword_of_the_archangel_cancels_a_grapple_card_unpaid(monkeypatch: pytest.MonkeyPatch) -> None:
    """VT-CARD-17: cancelled as it is played; VT-TERM-16: it still counts as played."""
    grasp = cid("Grasp of the Python")
    monkeypatch.setitem(
        CARDS,
        grasp,
        CardDef("Grasp of the Python", (Use(COMBAT, None, text="grapple"),), kinds=frozenset(("grapple",))),
    )
    s = table()
    serenna = ready(s, 0, "Serenna the White (G6)", blood=8)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    sword = attach(s, serenna, "Sword of the Archangel")
    hand(s, 1, "Grasp of the Python")
    into_combat(s, serenna, b)
    until_legal(s, "play grasp-of-the-python")
    do(s, "play grasp-of-the-python")
    assert f"use {sword} 1" in legal(s)
    do(s, f"use {sword} 1")
    assert s.minions[serenna].blood == 7
    pass_until(s, lambda st: grasp in st.ash[1])
    assert s.minions[b].blood == 3  # its cost is not paid
    assert "Grasp of the Python is cancelled." in [line for _, line in s.log]


def test_treasured_samadji_gives_a_ravnos_1_bleed_and_a_dodge_each_combat() -> None:
    """VT-STR-07: a dodge shields from the opposing strike."""
    s = table()
    dhita = ready(s, 0, "Dhita Choudhair (G6)", blood=5)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    sam = attach(s, dhita, "Treasured Samadji")
    assert bleed(s, dhita) == 2
    into_combat(s, dhita, b)
    serial = current_combat(s).serial
    until_legal(s, "strike samadji-dodge")
    do(s, "strike samadji-dodge")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[dhita].blood == 5
    assert ("samadji", sam, serial) in s.marks  # used for this combat


def test_treasured_samadji_does_nothing_for_another_clan() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    attach(s, a, "Treasured Samadji")
    assert bleed(s, a) == 1
    assert [st.name for st in intrinsic_strikes(s, Combat(a, b), a)] == ["hand"]


# ------------------------------------------------------------------------ retainers


def test_raven_spy_basic_employs_with_1_life_and_gives_1_intercept() -> None:
    """VT-ACT-19: the retainer goes on the acting minion with its life."""
    s = table()
    sanjay = ready(s, 0, "Sanjay Chakrabarti (G6)", blood=4)
    hand(s, 0, "Raven Spy")
    goto(s, "minion")
    do(s, "play raven-spy")  # basic Animalism only: nothing to choose
    finish_action(s)
    spy = placed_card(s, sanjay, "Raven Spy")
    assert s.placed[spy].counters == 1 and s.minions[sanjay].blood == 3
    assert static(s, sanjay, "intercept") == 1


def test_raven_spy_superior_has_2_life() -> None:
    s = table()
    dhita = ready(s, 0, "Dhita Choudhair (G6)", blood=5)
    hand(s, 0, "Raven Spy")
    goto(s, "minion")
    do(s, "play raven-spy", "mode superior")
    finish_action(s)
    spy = placed_card(s, dhita, "Raven Spy")
    assert s.placed[spy].counters == 2 and s.placed[spy].mode == "superior"


def test_mr_winthrop_gives_the_employer_1_intercept() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Mr. Winthrop")
    goto(s, "minion")
    do(s, "play mr-winthrop")
    finish_action(s)
    assert s.placed[placed_card(s, a, "Mr. Winthrop")].counters == 1
    assert static(s, a, "intercept") == 1


def test_revenant_is_a_ghoul_with_2_life_giving_1_intercept() -> None:
    s = table()
    clara = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    hand(s, 0, "Revenant")
    goto(s, "minion")
    do(s, "play revenant")
    finish_action(s)
    assert s.placed[placed_card(s, clara, "Revenant")].counters == 2 and s.minions[clara].blood == 4
    assert static(s, clara, "intercept") == 1


def test_feral_hound_basic_unlocks_the_employer_in_the_discard_phase() -> None:
    s = table()
    sanjay = ready(s, 0, "Sanjay Chakrabarti (G6)", blood=4)
    hand(s, 0, "Feral Hound")
    goto(s, "minion")
    do(s, "play feral-hound")
    finish_action(s)
    assert s.minions[sanjay].locked
    do(s, "end")  # the minion phase
    assert s.minions[sanjay].locked
    pass_until(s, lambda st: st.phase == "end")  # the discard phase has begun
    assert not s.minions[sanjay].locked


def test_feral_hound_superior_unlocks_the_employer_after_the_action() -> None:
    s = table()
    dhita = ready(s, 0, "Dhita Choudhair (G6)", blood=5)
    hand(s, 0, "Feral Hound")
    goto(s, "minion")
    do(s, "play feral-hound", "mode superior")
    finish_action(s)
    assert not s.minions[dhita].locked
    assert s.placed[placed_card(s, dhita, "Feral Hound")].counters == 1


def test_feral_hound_locks_to_give_the_blocking_employer_1_intercept() -> None:
    s = table()
    deuce = ready(s, 0, "Double Deuce")
    dhita = ready(s, 1, "Dhita Choudhair (G6)", blood=5)
    hound = attach(s, dhita, "Feral Hound", counters=1)
    goto(s, "minion")
    assert f"use {hound} 1" not in legal(s)  # not during the minion phase
    do(s, f"bleed {deuce}")
    until_legal(s, f"block {dhita}")
    do(s, f"block {dhita}")
    until_legal(s, f"use {hound} 1")
    do(s, f"use {hound} 1")
    assert s.placed[hound].locked and action(s).intercept(s) == 1
    pass_until(s, lambda st: action(st) is None or action(st).blocked_by >= 0)
    assert action(s).blocked_by == dhita


def test_homunculus_basic_and_superior_life() -> None:
    s = table()
    xeper = ready(s, 0, "Xeper, Sultan of Lepers (G6)", blood=7)
    hand(s, 0, "Homunculus")
    goto(s, "minion")
    do(s, "play homunculus")
    finish_action(s)
    assert s.placed[placed_card(s, xeper, "Homunculus")].counters == 1
    s = table()
    sylvie = ready(s, 0, "Sylvie Helgon (G6)", blood=9)
    hand(s, 0, "Homunculus")
    goto(s, "minion")
    do(s, "play homunculus", "mode superior")
    finish_action(s)
    assert s.placed[placed_card(s, sylvie, "Homunculus")].counters == 2


def test_homunculus_unlocks_the_employer_in_another_methuselahs_unlock_phase() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    xeper = ready(s, 1, "Xeper, Sultan of Lepers (G6)", blood=7, locked=True)
    hom = attach(s, xeper, "Homunculus", counters=1)
    goto(s, "unlock", 0)
    until_legal(s, f"use {hom} 1")
    do(s, f"use {hom} 1")
    assert not s.minions[xeper].locked and s.minions[xeper].blood == 6


def test_homunculus_not_outside_the_unlock_phase() -> None:
    s = table()
    xeper = ready(s, 0, "Xeper, Sultan of Lepers (G6)", blood=7, locked=True)
    hom = attach(s, xeper, "Homunculus", counters=1)
    goto(s, "master")
    assert f"use {hom} 1" not in legal(s)


def test_murder_of_crows_inflicts_1r_each_round() -> None:
    """VT-DMG-12: environmental damage, besides the strikes."""
    s = table()
    lenny = ready(s, 0, "Lenny Burkhead (G6)", blood=6)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    attach(s, lenny, "Murder of Crows", counters=1)
    into_combat(s, lenny, b)
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 1  # a hand strike and the crows
    assert s.minions[lenny].blood == 5


def test_murder_of_crows_superior_has_2_life() -> None:
    s = table()
    lenny = ready(s, 0, "Lenny Burkhead (G6)", blood=6)
    hand(s, 0, "Murder of Crows")
    goto(s, "minion")
    do(s, "play murder-of-crows", "mode superior")
    finish_action(s)
    assert s.placed[placed_card(s, lenny, "Murder of Crows")].counters == 2 and s.minions[lenny].blood == 5


# ------------------------------------------------------------------------ allies


def recruited(s: VTESState, seat: int, name: str) -> int:
    return next(u for u in s.ready[seat] if s.minions[u].card == cid(name))


def test_47th_street_royals_recruited_by_a_brujah_cannot_act_this_turn() -> None:
    """VT-ACT-21, VT-ACT-22."""
    s = table()
    ready(s, 0, "Brandon Grime (G6)", blood=5)
    hand(s, 0, "47th Street Royals")
    goto(s, "minion")
    do(s, "play 47th-street-royals")
    finish_action(s)
    royals = recruited(s, 0, "47th Street Royals")
    assert s.minions[royals].blood == 2 and strength(s, royals) == 1
    assert f"bleed {royals}" not in legal(s)


def test_47th_street_royals_burns_to_reduce_a_bleed_against_you_by_3() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    royals = ready(s, 1, "47th Street Royals")
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"use {royals} 1")
    do(s, f"use {royals} 1")
    assert royals not in s.minions and action(s).bleed_amount(s) == 0
    finish_action(s)
    assert s.pool[1] == 30


def test_47th_street_royals_not_when_the_bleed_is_against_another() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    royals = ready(s, 2, "47th Street Royals")
    goto(s, "minion")
    do(s, f"bleed {a}")
    for _ in range(8):
        assert f"use {royals} 1" not in legal(s)
        if action(s) is None:
            break
        do(s, "pass")


def test_aggressive_corpse_enters_combat_and_its_strikes_cannot_be_dodged() -> None:
    s = table()
    corpse = ready(s, 0, "Aggressive Corpse")
    dhita = ready(s, 1, "Dhita Choudhair (G6)", blood=5)
    attach(s, dhita, "Treasured Samadji")
    goto(s, "minion")
    do(s, f"use {corpse} 1")  # the only target: Dhita
    assert action(s).directed and action(s).target_seat == 1
    pass_until(s, lambda st: current_combat(st) is not None)
    until_legal(s, "strike samadji-dodge")
    do(s, "strike samadji-dodge")
    finish_action(s)
    assert s.minions[dhita].blood == 3  # 2 strength, not dodged


def stand_in_action(monkeypatch: pytest.MonkeyPatch, code: str) -> None:
    """Govern the Unaligned standing in for an action card naming a ready minion, requiring ``code``."""
    from tabletome.games.vtes.effects.vocab.targets import ANY_READY_MINION as any_ready_minion

    use = Use(ACTION, key="basic", disc=((code, 1),), targets=any_ready_minion, text="test action")
    monkeypatch.setitem(CARDS, cid("Govern the Unaligned"), CardDef("Govern the Unaligned", (use,)))


@pytest.mark.parametrize("code", ["dom", "pre"])
def test_aggressive_corpse_cannot_be_the_target_of_directed_actions_requiring_dominate_or_presence(
    monkeypatch: pytest.MonkeyPatch, code: str
) -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=7)  # Dominate and Presence
    corpse = ready(s, 1, "Aggressive Corpse")
    other = ready(s, 1, "Lauren (G6)", blood=3)
    stand_in_action(monkeypatch, code)
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    assert f"target {other}" in legal(s) and f"target {corpse}" not in legal(s)


def test_aggressive_corpse_can_be_the_target_of_an_action_requiring_another_discipline(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=7)  # Fortitude
    corpse = ready(s, 1, "Aggressive Corpse")
    ready(s, 1, "Lauren (G6)", blood=3)
    stand_in_action(monkeypatch, "for")
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    assert f"target {corpse}" in legal(s)


def test_aggressive_corpse_of_your_own_can_be_the_target_of_a_dominate_action(monkeypatch: pytest.MonkeyPatch) -> None:
    """Naming your own minion makes no directed action (VT-ACT-01)."""
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=7)
    corpse = ready(s, 0, "Aggressive Corpse")
    stand_in_action(monkeypatch, "dom")
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    assert f"target {corpse}" in legal(s)


def test_aggressive_corpse_cannot_gain_life_nor_act_the_turn_it_is_recruited() -> None:
    s = table()
    ready(s, 0, "Hiromitsu Asano (G6)", blood=4)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Aggressive Corpse")
    goto(s, "minion")
    do(s, "play aggressive-corpse")
    finish_action(s)
    corpse = recruited(s, 0, "Aggressive Corpse")
    assert s.minions[corpse].blood == 3 and strength(s, corpse) == 2
    assert f"use {corpse} 1" not in legal(s)  # VT-ACT-22
    ops.add_blood(s, corpse, 2)
    assert s.minions[corpse].blood == 3


def test_city_star_taxi_strikes_1r_with_a_maneuver_each_combat() -> None:
    s = table()
    taxi = ready(s, 0, "City Star Taxi")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    into_combat(s, taxi, b)
    until_legal(s, f"maneuver {taxi} optional")
    do(s, f"maneuver {taxi} optional")  # at long range only the 1R strike is usable (VT-STR-05)
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 2 and s.minions[taxi].blood == 2
    assert "City Star Taxi strikes: taxi-1r." in [line for _, line in s.log]


def test_city_star_taxi_locks_to_give_a_ravnos_1_stealth() -> None:
    """VT-STL-04: stealth only when needed; the block then fails (VT-BLK-07)."""
    s = table()
    dhita = ready(s, 0, "Dhita Choudhair (G6)", blood=5)
    taxi = ready(s, 0, "City Star Taxi")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {dhita}")
    assert f"use {taxi} 1" not in legal(s)  # not needed yet
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"use {taxi} 1")
    do(s, f"use {taxi} 1")
    assert s.minions[taxi].locked and action(s).stealth(s) == 1
    finish_action(s)
    assert s.pool[1] == 29  # the block failed


def test_city_star_taxi_not_for_another_clan() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    taxi = ready(s, 0, "City Star Taxi")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    assert f"use {taxi} 1" not in legal(s)


def test_double_deuce_has_1_stealth_and_heals_in_your_unlock_phase() -> None:
    s = table()
    deuce = ready(s, 0, "Double Deuce", blood=2)
    goto(s, "minion")
    do(s, f"bleed {deuce}")
    assert action(s).stealth(s) == 1 and action(s).bleed_amount(s) == 1
    finish_action(s)
    goto(s, "unlock", 0)
    do(s, f"effect {deuce}")  # with the Edge's pool to take too, in the order chosen (VT-UNL-02)
    assert s.minions[deuce].blood == 3
    goto(s, "unlock", 0)
    assert s.minions[deuce].blood == 3 and f"effect {deuce}" not in legal(s)  # only at 2 or fewer life


def test_double_deuce_does_not_heal_in_another_unlock_phase() -> None:
    s = table()
    deuce = ready(s, 0, "Double Deuce", blood=1)
    goto(s, "unlock", 1)
    assert s.minions[deuce].blood == 1


def test_screamer_burns_to_give_the_preys_acting_minion_minus_1_stealth() -> None:
    s = table()
    deuce = ready(s, 0, "Double Deuce")
    screamer = ready(s, 1, "Screamer")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {deuce}")
    until_legal(s, f"block {b}")
    assert f"use {screamer} 1" not in legal(s)  # not needed before a block attempt
    do(s, f"block {b}")
    until_legal(s, f"use {screamer} 1")
    do(s, f"use {screamer} 1")
    assert screamer not in s.minions and action(s).stealth(s) == 0
    pass_until(s, lambda st: action(st) is None or action(st).blocked_by >= 0)
    assert action(s).blocked_by == b


def test_screamer_burns_as_an_action_directed_at_your_ally_is_announced_to_fail_it() -> None:
    s = table()
    corpse = ready(s, 0, "Aggressive Corpse")
    screamer = ready(s, 1, "Screamer")
    goto(s, "minion")
    do(s, f"use {corpse} 1")
    until_legal(s, f"use {screamer} 2")
    do(s, f"use {screamer} 2")
    assert screamer not in s.minions and action(s) is None
    assert current_combat(s) is None and s.minions[corpse].locked


def test_screamer_cannot_fail_an_action_once_a_modifier_was_played() -> None:
    """VT-ANN-04 (ANK 20190425): only as the action is announced."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    screamer = ready(s, 1, "Screamer")
    goto(s, "minion")
    do(s, f"bleed {a}")  # directed at the Methuselah, not at the ally
    for _ in range(6):
        assert f"use {screamer} 2" not in legal(s)
        if action(s) is None:
            break
        do(s, "pass")


def test_spectral_servitor_acts_the_turn_it_is_recruited_and_unlocks_the_recruiter() -> None:
    s = table()
    hiro = ready(s, 0, "Hiromitsu Asano (G6)", blood=4)
    hand(s, 0, "Spectral Servitor")
    goto(s, "minion")
    do(s, "play spectral-servitor")
    finish_action(s)
    serv = recruited(s, 0, "Spectral Servitor")
    assert s.minions[serv].blood == 1 and s.minions[hiro].blood == 3
    assert not s.minions[hiro].locked
    assert f"bleed {serv}" in legal(s)
    assert s.minions[serv].marked("as-vampire:obl")


def test_spectral_servitor_does_not_unlock_after_an_earlier_recruit_this_turn() -> None:
    s = table()
    hiro = ready(s, 0, "Hiromitsu Asano (G6)", blood=4)
    hand(s, 0, "Screamer", "Spectral Servitor")
    goto(s, "minion")
    do(s, "play screamer")
    finish_action(s)
    ops.unlock(s, hiro)
    s.changed()
    do(s, "play spectral-servitor")
    finish_action(s)
    assert s.minions[hiro].locked


def test_spectral_servitor_basic_burns_in_your_unlock_phase() -> None:
    s = table()
    serv = ready(s, 0, "Spectral Servitor")
    goto(s, "unlock", 0)
    do(s, f"effect {serv}")  # VT-UNL-02: carried out when chosen
    assert serv not in s.minions and to_ash(s, 0, "Spectral Servitor")


def test_spectral_servitor_superior_stays_for_1_pool() -> None:
    s = table()
    ready(s, 0, "Rinaldo Albizzi (G6)", blood=7)
    hand(s, 0, "Spectral Servitor")
    goto(s, "minion")
    do(s, "play spectral-servitor", "mode superior")
    finish_action(s)
    serv = recruited(s, 0, "Spectral Servitor")
    next_turn(s)
    goto(s, "unlock", 0)
    do(s, f"effect {serv}", f"use {serv} 1")
    assert s.pool[0] == 29
    do(s, "end")
    assert serv in s.minions
    goto(s, "unlock", 0)
    do(s, f"effect {serv}", "end")
    assert serv not in s.minions  # not paid: burned


def test_underbridge_stray_basic_and_superior() -> None:
    s = table()
    ready(s, 0, "Sanjay Chakrabarti (G6)", blood=4)
    hand(s, 0, "Underbridge Stray")
    goto(s, "minion")
    do(s, "play underbridge-stray")
    finish_action(s)
    stray = recruited(s, 0, "Underbridge Stray")
    assert s.minions[stray].blood == 1 and strength(s, stray) == 0
    s = table()
    ready(s, 0, "Dhita Choudhair (G6)", blood=5)
    hand(s, 0, "Underbridge Stray")
    goto(s, "minion")
    do(s, "play underbridge-stray", "mode superior")
    finish_action(s)
    stray = recruited(s, 0, "Underbridge Stray")
    assert s.minions[stray].blood == 2 and strength(s, stray) == 1


def test_underbridge_stray_burns_during_an_action_directed_at_you_to_unlock_a_minion() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    stray = ready(s, 1, "Underbridge Stray")
    b = ready(s, 1, "Alice Chen (G6)", blood=3, locked=True)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"use {stray} 2")
    do(s, f"use {stray} 2")
    assert stray not in s.minions and not s.minions[b].locked
    until_legal(s, f"block {b}")


def test_underbridge_stray_not_during_an_action_directed_at_another() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    stray = ready(s, 2, "Underbridge Stray")
    ready(s, 2, "Alice Chen (G6)", blood=3, locked=True)
    goto(s, "minion")
    do(s, f"bleed {a}")
    for _ in range(8):
        assert f"use {stray} 2" not in legal(s)
        if action(s) is None:
            break
        do(s, "pass")


def test_underbridge_stray_burns_1_life_to_give_a_press() -> None:
    """VT-PRS-01: a press to continue; VT-PRS-03: another round."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=6)
    b = ready(s, 1, "Alice Chen (G6)", blood=6)
    stray = ready(s, 1, "Underbridge Stray", blood=2)
    into_combat(s, a, b)
    until_legal(s, f"use {stray} 1")
    do(s, f"use {stray} 1")
    c = current_combat(s)
    assert s.minions[stray].blood == 1 and c.press == 1
    pass_until(s, lambda st: current_combat(st) is None or current_combat(st).round == 2)
    assert current_combat(s).round == 2


def test_the_vozhd_of_sofia_burns_another_ally_as_it_enters_play() -> None:
    s = table()
    ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    screamer = ready(s, 0, "Screamer")
    hand(s, 0, "The Vozhd of Sofia")
    goto(s, "minion")
    do(s, "play the-vozhd-of-sofia")
    finish_action(s)
    vozhd = recruited(s, 0, "The Vozhd of Sofia")
    assert screamer not in s.minions and s.minions[vozhd].blood == 5 and s.pool[0] == 27


def test_the_vozhd_of_sofia_burns_itself_without_another_ally_or_retainer() -> None:
    s = table()
    ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    hand(s, 0, "The Vozhd of Sofia")
    goto(s, "minion")
    do(s, "play the-vozhd-of-sofia")
    finish_action(s)
    assert not [u for u in s.ready[0] if s.minions[u].card == cid("The Vozhd of Sofia")]
    assert to_ash(s, 0, "The Vozhd of Sofia")


def test_the_vozhd_of_sofia_chooses_which_ally_or_retainer_to_burn() -> None:
    s = table()
    clara = ready(s, 0, "Clara Hjortshøj (G6)", blood=5)
    screamer = ready(s, 0, "Screamer")
    spy = attach(s, clara, "Raven Spy", counters=1)
    hand(s, 0, "The Vozhd of Sofia")
    goto(s, "minion")
    do(s, "play the-vozhd-of-sofia")
    to_stage(s, "C")
    pass_until(s, lambda st: f"choose {spy}" in legal(st))
    assert f"choose {screamer}" in legal(s)
    do(s, f"choose {spy}")
    assert spy not in s.placed and screamer in s.minions


def test_the_vozhd_of_sofia_strikes_3r_and_grows_in_your_unlock_phase() -> None:
    s = table()
    vozhd = ready(s, 0, "The Vozhd of Sofia", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=5)
    hand(s, 0, "Screamer", "Raven Spy", "Deflection")
    goto(s, "unlock", 0)
    assert f"use {vozhd} 2" in legal(s)
    do(s, f"use {vozhd} 2", "target raven-spy")
    assert s.minions[vozhd].blood == 5 and cid("Raven Spy") in s.ash[0]
    assert f"use {vozhd} 2" not in legal(s)
    do(s, "end")
    into_combat(s, vozhd, b)
    until_legal(s, "strike vozhd-3r")
    do(s, "strike vozhd-3r")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[b].blood == 2


def test_the_vozhd_of_sofia_enters_combat_with_a_minion() -> None:
    s = table()
    vozhd = ready(s, 0, "The Vozhd of Sofia")
    screamer = ready(s, 1, "Screamer")
    goto(s, "minion")
    do(s, f"use {vozhd} 1")  # the only target: the Screamer
    assert action(s).aplay.targets == (screamer,) and action(s).target_seat == 1
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
    assert current_combat(s) is not None
    finish_action(s)
    assert screamer not in s.minions  # a hand strike of 3 against 1 life


def test_war_ghoul_prevents_1_damage_each_round() -> None:
    s = table()
    ghoul = ready(s, 0, "War Ghoul")
    b = ready(s, 1, "Alice Chen (G6)", blood=5)
    into_combat(s, ghoul, b)
    until_legal(s, f"shield {ghoul} 1")
    do(s, f"shield {ghoul} 1")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[ghoul].blood == 5 and s.minions[b].blood == 1


def test_war_ghoul_enters_combat_with_a_vampire_only() -> None:
    s = table()
    ghoul = ready(s, 0, "War Ghoul")
    screamer = ready(s, 1, "Screamer")
    goto(s, "minion")
    assert f"use {ghoul} 1" not in legal(s)  # an ally is no target
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    s.changed()
    do(s, f"use {ghoul} 1")
    assert action(s).aplay.targets == (b,)
    assert screamer in s.minions


def test_war_ghoul_locks_and_burns_itself_to_burn_a_location_except_in_combat() -> None:
    s = table()
    ghoul = ready(s, 0, "War Ghoul")
    ground = in_play(s, 1, "Academic Hunting Ground")
    goto(s, "minion")
    do(s, f"use {ghoul} 2")
    assert ghoul not in s.minions and ground not in s.placed
    assert cid("Academic Hunting Ground") in s.ash[1]


def test_war_ghoul_burn_location_not_during_combat() -> None:
    s = table()
    ghoul = ready(s, 0, "War Ghoul")
    b = ready(s, 1, "Alice Chen (G6)", blood=5)
    in_play(s, 1, "Academic Hunting Ground")
    into_combat(s, ghoul, b)
    assert f"use {ghoul} 2" not in legal(s)


def test_shilmulo_tarot_holds_cards_aside_and_lets_its_ravnos_draw_them() -> None:
    """VT-CARD-19: a draw; the Tarot's cards are out of play, seen only by their owner."""
    s = table()
    dhita = ready(s, 0, "Dhita Choudhair (G6)", blood=5)
    hand(s, 0, "Shilmulo Tarot", *["Deflection"] * 6)
    s.library[0].extend([cid("Majesty"), cid("Roundhouse"), cid("Govern the Unaligned")])
    goto(s, "minion")
    play(s, "shilmulo-tarot", f"by {dhita}")
    assert s.hand[0][-1] == cid("Govern the Unaligned")  # the replacement (VT-CARD-20)
    finish_action(s)
    assert sorted(s.aside[0]) == sorted([cid("Majesty"), cid("Roundhouse")])
    assert s.view(1)["methuselahs"][0]["aside"] == 2  # another Methuselah sees only how many
    assert s.view(0)["methuselahs"][0]["aside"] == ["Roundhouse", "Majesty"]
    ops.draw(s, 0, 1)  # each draw may come from the Tarot instead of the library
    s.changed()
    assert {"draw roundhouse", "draw majesty", "draw library"} <= set(legal(s))
    do(s, "draw roundhouse")
    assert s.hand[0][-1] == cid("Roundhouse") and s.aside[0] == [cid("Majesty")]


def test_shilmulo_tarot_adds_the_top_card_in_your_unlock_phase_and_goes_to_the_ash_heap() -> None:
    s = table()
    dhita = ready(s, 0, "Dhita Choudhair (G6)", blood=5)
    tarot = attach(s, dhita, "Shilmulo Tarot")
    s.library[0].append(cid("Deflection"))
    goto(s, "unlock")
    do(s, f"use {tarot} 1")
    assert s.aside[0] == [cid("Deflection")]
    assert f"use {tarot} 1" not in legal(s)  # once in the unlock phase
    ops.burn_placed(s, tarot)
    assert s.aside[0] == [] and cid("Deflection") in s.ash[0]


def test_shilmulo_tarot_draw_with_nothing_aside_and_an_empty_library_draws_nothing() -> None:
    """VT-CARD-19: a draw asked of the Tarot's owner whose cards aside are gone (the Tarot burned on
    the way) and whose library is empty still has a move, and it draws nothing."""
    s = table()
    dhita = ready(s, 0, "Dhita Choudhair (G6)", blood=5)
    tarot = attach(s, dhita, "Shilmulo Tarot")
    s.aside[0].append(cid("Majesty"))
    s.library[0].clear()
    hand_before = list(s.hand[0])
    ops.draw(s, 0, 1)  # asked: draw the Majesty or from the library
    ops.burn_placed(s, tarot)  # the cards aside go with it
    s.changed()
    assert legal(s) == ["draw library"]
    do(s, "draw library")
    assert s.hand[0] == hand_before and not any(type(f).__name__ == "DrawChoice" for f in s.stack)


def test_shilmulo_tarot_draws_only_while_its_ravnos_is_ready() -> None:
    s = table()
    dhita = torpor(s, 0, "Dhita Choudhair (G6)", blood=1)
    attach(s, dhita, "Shilmulo Tarot")
    s.aside[0].append(cid("Majesty"))
    s.library[0].append(cid("Deflection"))
    ops.draw(s, 0, 1)
    assert s.hand[0] == [cid("Deflection")] and s.aside[0] == [cid("Majesty")]
