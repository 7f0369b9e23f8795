"""Action modifiers and reactions of the tournament-winning decks (issue 37): Forced March, Power of
One, Memory Rift, Forced Awakening."""

from __future__ import annotations

from tabletome.games.vtes.combat import current_combat
from tests.games.vtes.scenario import action, do, goto, hand, legal, ready, table, to_stage
from tests.games.vtes.test_cards_modifiers import attempt_block, bleed_blocked_at, play_out

MARCHER = "Aksinya Daclau (G4)"  # cel, FOR: the basic mode only ([cel][for]: both)
MARCHER2 = "Ayo Igoli (G4)"  # CEL, FOR
ONE = "Batsheva (G4)"  # obt pot PRE
RIFT = "Aleister Crowley (G5)"  # obf DEM PRE, capacity 8


def test_forced_march_basic_unlocks_after_a_successful_action() -> None:
    s = table()
    a = ready(s, 0, MARCHER, blood=3)
    hand(s, 0, "Forced March")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play forced-march" not in legal(s)  # only after resolution
    to_stage(s, "after")
    do(s, "play forced-march")  # after resolution: the basic mode only
    assert not s.minions[a].locked and s.minions[a].blood == 3


def test_forced_march_only_one_each_turn_by_a_vampire() -> None:
    s = table()
    a = ready(s, 0, MARCHER, blood=3)
    hand(s, 0, "Forced March", "Forced March")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    do(s, "play forced-march")
    play_out(s, lambda st: action(st) is None)
    do(s, f"hunt {a}")
    to_stage(s, "after")
    assert "play forced-march" not in legal(s)


def test_forced_march_superior_stealth_then_burn_1_blood_to_unlock() -> None:
    s = table()
    a = ready(s, 0, MARCHER2, blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Forced March")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play forced-march")  # +1 stealth: the superior mode only now
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    play_out(s, lambda st: action(st).stage == "after" and st.to_move == 0)
    assert s.pool[1] == 29
    do(s, f"grant forced-march {a}")
    assert not s.minions[a].locked and s.minions[a].blood == 2


def test_power_of_one_obt_the_blocking_minion_burns_2_blood() -> None:
    s = table()
    a = ready(s, 0, ONE, blood=3, sect="anarch")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Power of One")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play_out(s, lambda st: action(st).stage == "blocked" and st.to_move == 0)
    do(s, "play power-of-one")
    assert s.minions[b].blood == 1 and s.minions[a].blood == 2  # the card costs 1 blood


def test_power_of_one_pot_bleed_not_counting_against_the_limit() -> None:
    s = table()
    a = ready(s, 0, ONE, blood=4, sect="anarch")
    hand(s, 0, "Aire of Elation", "Power of One")
    goto(s, "minion")
    do(s, f"bleed {a}", "play aire-of-elation", "mode basic")
    do(s, "play power-of-one")  # [pot] the only mode after a limited one
    to_stage(s, "after")
    assert s.pool[1] == 27


def test_power_of_one_pre_stealth_and_bleed() -> None:
    s = table()
    a = ready(s, 0, ONE, blood=4, sect="anarch")
    hand(s, 0, "Power of One")
    goto(s, "minion")
    do(s, f"bleed {a}", "play power-of-one", "mode pre+stealth")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    to_stage(s, "after")
    assert s.pool[1] == 28


def test_power_of_one_requires_an_anarch() -> None:
    s = table()
    a = ready(s, 0, ONE, blood=4, sect="laibon")
    hand(s, 0, "Power of One")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play power-of-one" not in legal(s)


def test_memory_rift_dem_obf_chosen_vampire_cannot_block_with_stealth() -> None:
    s = table()
    a = ready(s, 0, RIFT, blood=5, sect="anarch")
    b = ready(s, 1, "Lauren (G6)", blood=3)  # capacity 4: younger
    hand(s, 0, "Memory Rift")
    goto(s, "minion")
    do(s, f"bleed {a}", "play memory-rift", "mode dem+obf")  # Lauren the only titled or younger vampire
    course = action(s)
    assert course is not None and b in course.noblock and course.stealth(s) == 1
    play_out(s, lambda st: st.to_move == 1)
    assert f"block {b}" not in legal(s)


def test_memory_rift_only_as_the_action_is_announced() -> None:
    s = table()
    a = ready(s, 0, RIFT, blood=5, sect="anarch")
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Memory Rift", "Memory Rift")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    assert "play memory-rift" not in legal(s)


def test_memory_rift_pre_if_blocked_can_strike_combat_ends_in_the_first_round() -> None:
    s = table()
    a = ready(s, 0, RIFT, blood=5, sect="anarch")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Memory Rift")
    goto(s, "minion")
    do(s, f"bleed {a}", "play memory-rift", "mode pre")
    attempt_block(s, b)
    play_out(s, lambda st: current_combat(st) is not None and "strike combat ends" in legal(st))
    do(s, "strike combat ends")
    play_out(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 5 and s.minions[b].blood == 3


def test_forced_awakening_wakes_and_burns_1_blood_if_not_blocking() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    v = ready(s, 1, "Alice Chen (G6)", blood=3, locked=True)
    hand(s, 1, "Forced Awakening")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play_out(s, lambda st: st.to_move == 1 and "play forced-awakening" in legal(st))
    do(s, "play forced-awakening")
    assert v in action(s).woke  # type: ignore[union-attr]
    play_out(s, lambda st: st.to_move == 1 and f"block {v}" in legal(st))
    to_stage(s, "after")
    assert s.minions[v].blood == 2


def test_forced_awakening_no_blood_when_blocking() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    v = ready(s, 1, "Alice Chen (G6)", blood=3, locked=True)
    hand(s, 1, "Forced Awakening")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play_out(s, lambda st: st.to_move == 1 and "play forced-awakening" in legal(st))
    do(s, "play forced-awakening")
    play_out(s, lambda st: st.to_move == 1 and f"block {v}" in legal(st))
    do(s, f"block {v}")
    play_out(s, lambda st: current_combat(st) is not None)
    assert s.minions[v].blood == 3
    play_out(s, lambda st: action(st) is None)
    assert s.minions[v].blood == 3 - 1  # Lauren's hand strike, no blood for Forced Awakening
