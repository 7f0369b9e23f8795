"""Political actions, allies, retainers and equipment of the tournament-winning decks (issue 37,
third list): Omael Kuman, Wolf Companion, Thadius Zho, Raptor, Marijava Ghoul, Asanbonsam Ghoul..."""

from __future__ import annotations

from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import hand_size, static
from tests.games.vtes.scenario import (
    action,
    attach,
    cid,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
    torpor,
)
from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, step, to


def until_legal(s: VTESState, move: str) -> None:
    pass_until(s, lambda st: move in legal(st))


# ------------------------------------------------------------------------ Omael Kuman


def test_omael_kuman_employer_burns_1_blood_to_set_long_range() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, a, "Omael Kuman", counters=1)
    fight(s, a, b)
    until_legal(s, f"grant omael-long {a}")
    assert f"grant omael-close {a}" in legal(s)
    do(s, f"grant omael-long {a}")
    assert f"grant omael-close {a}" not in legal(s)  # the range is set once
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 4  # 1 blood burned; hand strikes useless at long range


def test_omael_kuman_declined_the_round_is_at_close_range() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, a, "Omael Kuman", counters=1)
    fight(s, a, b)
    end_combat(s)
    assert blood(s, a) == 3 and blood(s, b) == 3  # both hand strikes landed, no blood burned


def test_omael_kuman_not_without_blood_to_burn() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=0)
    b = ready(s, 1, OPP, blood=4)
    attach(s, a, "Omael Kuman", counters=1)
    attach(s, a, ".44 Magnum")  # a strike to choose: the combat waits for it
    fight(s, a, b)
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"grant omael-long {a}" in legal(st)) or step(st) == "strike")
    assert seen and not any(seen)


def test_omael_kuman_the_opposing_minion_cannot_use_it() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, b, "Omael Kuman", counters=1)
    fight(s, a, b)
    until_legal(s, f"grant omael-close {b}")
    assert s.to_move == 1 and f"grant omael-close {a}" not in legal(s)


# ------------------------------------------------------------------------ Wolf Companion


def test_wolf_companion_1_damage_at_close_range() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, OPP, blood=5)
    attach(s, a, "Wolf Companion", counters=2)
    fight(s, a, b)
    end_combat(s)
    assert blood(s, b) == 3  # the hand strike (1) and the wolf (1)


def test_wolf_companion_nothing_at_long_range() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, OPP, blood=5)
    attach(s, a, "Wolf Companion", counters=2)
    attach(s, a, "Omael Kuman", counters=1)
    fight(s, a, b)
    until_legal(s, f"grant omael-long {a}")
    do(s, f"grant omael-long {a}")
    end_combat(s)
    assert blood(s, b) == 5


def test_wolf_companion_superior_has_3_life() -> None:
    s = table()
    v = ready(s, 0, "Lenny Burkhead (G6)", blood=6)  # Animalism
    hand(s, 0, "Wolf Companion")
    goto(s, "minion")
    do(s, "play wolf-companion", "mode superior")
    finish_action(s)
    (wolf,) = (p for p in s.minions[v].cards if s.placed[p].card == cid("Wolf Companion"))
    assert s.placed[wolf].counters == 3


# ------------------------------------------------------------------------ Thadius Zho


def test_thadius_zho_strikes_2r_and_has_a_maneuver() -> None:
    s = table()
    zho = ready(s, 0, "Thadius Zho")
    b = ready(s, 1, OPP, blood=4)
    fight(s, zho, b)
    c = current_combat(s)
    assert c is not None and c.count(zho, "maneuver") == 1
    to(s, "strike", 0)
    assert "strike thadius-zho-2r" in legal(s)


def thadius_action(s: VTESState, zho: int) -> str:
    goto(s, "minion")
    moves = [m for m in legal(s) if m.startswith(f"use {zho} ")]
    assert len(moves) == 1
    return moves[0]


def test_thadius_zho_burns_1_blood_from_a_vampire_as_a_1_stealth_directed_action() -> None:
    s = table()
    zho = ready(s, 0, "Thadius Zho")
    b = ready(s, 1, OPP, blood=4)
    sleeper = torpor(s, 2, "Lauren (G6)", blood=2)
    mine = ready(s, 0, "Alice Chen (G6)", blood=4)
    do(s, thadius_action(s, zho))
    moves = legal(s)
    assert {f"target {b}", f"target {sleeper}"} <= set(moves) and f"target {mine}" not in moves
    do(s, f"target {b}")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.stealth(s) == 1
    finish_action(s)
    assert blood(s, b) == 3


# ------------------------------------------------------------------------ Raptor


def test_raptor_gives_the_employer_1_intercept() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=4)
    other = ready(s, 0, "Lauren (G6)", blood=4)
    attach(s, v, "Raptor", counters=1)
    assert static(s, v, "intercept") == 1 and static(s, other, "intercept") == 0


def test_raptor_superior_opposing_controller_gets_1_less_hand_size_during_combat() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, v, "Raptor", counters=1, mode="superior")
    attach(s, v, ".44 Magnum")  # a strike to choose: the combat waits for it
    fight(s, v, b)
    to(s, "strike", 0)
    assert hand_size(s, 1) == 6 and hand_size(s, 0) == 7
    end_combat(s)
    assert hand_size(s, 1) == 7


def test_raptor_basic_no_hand_size_change() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, v, "Raptor", counters=1)
    attach(s, v, ".44 Magnum")
    fight(s, v, b)
    to(s, "strike", 0)
    assert hand_size(s, 1) == 7


# ------------------------------------------------------------------------ Marijava Ghoul


def test_marijava_ghoul_1_stealth_on_an_action_requiring_presence() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=4)
    attach(s, v, "Marijava Ghoul", counters=2)
    hand(s, 0, "Enchant Kindred")
    goto(s, "minion")
    do(s, "play enchant-kindred")
    course = action(s)
    assert course is not None and course.stealth(s) == 1


def test_marijava_ghoul_no_stealth_on_other_actions() -> None:
    s = table()
    v = ready(s, 0, "Alice Chen (G6)", blood=4)
    attach(s, v, "Marijava Ghoul", counters=2)
    goto(s, "minion")
    do(s, f"bleed {v}")
    course = action(s)
    assert course is not None and course.stealth(s) == 0


# ------------------------------------------------------------------------ Asanbonsam Ghoul


def test_asanbonsam_ghoul_1_intercept_during_directed_actions_only() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=4)
    ghoul = ready(s, 1, "Asanbonsam Ghoul")
    a2 = ready(s, 0, "Lauren (G6)", blood=4)
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert static(s, ghoul, "intercept") == 0
    finish_action(s)
    do(s, f"bleed {a2}")
    assert static(s, ghoul, "intercept") == 1


def test_asanbonsam_ghoul_blocking_a_directed_action_sets_close_range() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    ghoul = ready(s, 1, "Asanbonsam Ghoul")
    attach(s, a, "Omael Kuman", counters=1)  # would set the range otherwise
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {ghoul}")
    do(s, f"block {ghoul}")
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.range == "close" and f"grant omael-long {a}" not in legal(s)
    end_combat(s)
    assert blood(s, a) == 2  # the ghoul's 2 strength at close range
