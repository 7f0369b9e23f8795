"""Political actions, allies, retainers and equipment of the tournament-winning decks (issue 37,
third list): Omael Kuman, Wolf Companion, Thadius Zho, Raptor, Marijava Ghoul, Asanbonsam Ghoul..."""

from __future__ import annotations

from tabletome.games.vtes import ops
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
    in_play,
    legal,
    pass_until,
    play,
    ready,
    table,
    torpor,
    until_legal,
)
from tests.games.vtes.test_cards_combat_cards import OPP, blood, end_combat, fight, step, to

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


# ------------------------------------------------------------------------ Infernal Servitor

INFERNAL = "Arishat (G6)"  # an infernal Baali, capacity 6


def servitor(s: VTESState, mode: str = "basic") -> int:
    ready(s, 0, INFERNAL, blood=6)
    hand(s, 0, "Infernal Servitor")
    goto(s, "minion")
    do(s, "play infernal-servitor", f"mode {mode}")
    finish_action(s)
    (uid,) = (u for u in s.ready[0] if s.minions[u].card == cid("Infernal Servitor"))
    return uid


def test_infernal_servitor_requires_an_infernal_vampire() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=6)
    hand(s, 0, "Infernal Servitor")
    goto(s, "minion")
    assert not any(m.startswith("play infernal-servitor") for m in legal(s))


def test_infernal_servitor_acts_the_turn_it_is_recruited_and_is_removed_after_a_successful_action() -> None:
    s = table()
    uid = servitor(s)
    assert f"bleed {uid}" in legal(s)
    pool = s.pool[1]
    do(s, f"bleed {uid}")
    finish_action(s)
    assert s.pool[1] == pool - 3  # 3 bleed
    assert uid not in s.minions and cid("Infernal Servitor") in s.removed[0]


def test_infernal_servitor_stays_after_an_unsuccessful_action() -> None:
    s = table()
    blocker = ready(s, 1, "Alice Chen (G6)", blood=3)
    uid = servitor(s)
    do(s, f"bleed {uid}")
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")
    end_combat(s)
    finish_action(s)
    assert uid in s.minions  # blocked: 1 damage from a 1-strength vampire, 1 life left


def test_infernal_servitor_removed_when_you_control_no_infernal_vampire() -> None:
    s = table()
    uid = servitor(s)
    (arishat,) = (u for u in s.ready[0] if s.minions[u].card == cid(INFERNAL))
    ops.burn(s, arishat)
    assert uid not in s.minions and cid("Infernal Servitor") in s.removed[0]


def test_infernal_servitor_superior_plays_daimoinon_and_obfuscate_as_a_vampire() -> None:
    s = table()
    uid = servitor(s, "superior")
    assert {"as-vampire:dai", "as-vampire:obf"} <= set(s.minions[uid].marks)
    s2 = table()
    basic = servitor(s2)
    assert "as-vampire:dai" not in s2.minions[basic].marks


# ------------------------------------------------------------------------ Veneficti


def test_veneficti_requires_an_infernal_vampire_and_has_1_stealth() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=6)
    hand(s, 0, "Veneficti")
    goto(s, "minion")
    assert not any(m.startswith("play veneficti") for m in legal(s))
    s = table()
    v = ready(s, 0, "Veneficti")
    assert static(s, v, "stealth") == 1


def test_veneficti_steals_a_demon_ally_as_a_directed_action() -> None:
    s = table()
    v = ready(s, 0, "Veneficti")
    ready(s, 0, "Annazir (G5)", blood=9)  # an infernal vampire: the stolen servitor stays
    ready(s, 1, INFERNAL, blood=4)
    demon = ready(s, 1, "Infernal Servitor")
    other = ready(s, 1, "Political Ally")  # not a demon
    goto(s, "minion")
    steal = next(m for m in legal(s) if m.startswith(f"use {v} "))
    do(s, steal)  # the one demon ally is the only target: taken without asking
    course = action(s)
    assert course is not None and course.aplay is not None and course.aplay.targets == (demon,)
    assert course is not None and course.directed and course.target_seat == 1 and course.stealth(s) == 1
    finish_action(s)
    assert demon in s.ready[0] and other in s.ready[1]


def test_veneficti_a_stolen_infernal_servitor_is_removed_without_an_infernal_vampire() -> None:
    s = table()
    v = ready(s, 0, "Veneficti")
    ready(s, 1, INFERNAL, blood=4)
    demon = ready(s, 1, "Infernal Servitor")
    goto(s, "minion")
    do(s, f"use {v} 1")
    finish_action(s)
    assert demon not in s.minions and cid("Infernal Servitor") in s.removed[1]


def test_veneficti_burns_a_demon_retainer_as_a_directed_action() -> None:
    s = table()
    v = ready(s, 0, "Veneficti")
    host = ready(s, 1, INFERNAL, blood=4)
    imp = attach(s, host, "Charnas the Imp", counters=1)
    goto(s, "minion")
    moves = [m for m in legal(s) if m.startswith(f"use {v} ")]
    assert len(moves) == 1  # no demon ally to steal: only the retainer to burn
    do(s, moves[0])
    finish_action(s)
    assert imp not in s.placed and cid("Charnas the Imp") in s.ash[1]


def test_veneficti_cannot_be_the_target_of_a_vampire_with_capacity_6_or_less() -> None:
    s = table()
    small = ready(s, 0, INFERNAL, blood=6)  # capacity 6
    ven = ready(s, 1, "Veneficti")
    other = ready(s, 1, "Political Ally")
    hand(s, 0, "Bum's Rush")  # enter combat with a minion: a directed action
    goto(s, "minion")
    play(s, "bum-s-rush", f"by {small}")
    course = action(s)  # the one target left, the other ally, is taken without asking
    assert course is not None and course.aplay is not None and course.aplay.targets == (other,)
    assert ven in s.ready[1]


def test_veneficti_can_be_the_target_of_an_older_vampire_but_not_of_an_ally() -> None:
    s = table()
    big = ready(s, 0, "Annazir (G5)", blood=9)  # capacity 9
    corpse = ready(s, 0, "Aggressive Corpse")  # an ally entering combat with a minion as a (D) action
    ven = ready(s, 1, "Veneficti")
    other = ready(s, 1, "Political Ally")
    hand(s, 0, "Bum's Rush")
    goto(s, "minion")
    play(s, "bum-s-rush", f"by {big}")
    assert {f"target {ven}", f"target {other}"} <= set(legal(s))
    do(s, "back")
    while "back" in legal(s):
        do(s, "back")
    do(s, f"use {corpse} 1")
    course = action(s)
    assert course is not None and course.aplay is not None and course.aplay.targets == (other,)


# ------------------------------------------------------------------------ Nephandus


def test_nephandus_strikes_1r_and_has_a_press_each_combat() -> None:
    s = table()
    neph = ready(s, 0, "Nephandus")
    b = ready(s, 1, OPP, blood=4)
    fight(s, neph, b)
    c = current_combat(s)
    assert c is not None and c.count(neph, "press") == 1
    to(s, "strike", 0)
    assert "strike nephandus-1r" in legal(s)


def test_nephandus_strikes_against_him_inflict_1_less_damage() -> None:
    s = table()
    neph = ready(s, 0, "Nephandus")
    b = ready(s, 1, "Alice Chen (G6)", blood=4)  # 1 strength: her hand strike inflicts nothing
    fight(s, neph, b)
    end_combat(s)
    assert blood(s, neph) == 2


def test_nephandus_a_stronger_strike_still_hurts_by_1_less() -> None:
    s = table()
    neph = ready(s, 0, "Nephandus")
    b = ready(s, 1, "Alice Chen (G6)", blood=4)
    attach(s, b, ".44 Magnum")  # 2R
    fight(s, neph, b)
    pass_until(s, lambda st: "strike 44-magnum-2r" in legal(st))
    do(s, "strike 44-magnum-2r")
    end_combat(s)
    assert blood(s, neph) == 1


def test_nephandus_other_allies_take_full_damage() -> None:
    s = table()
    ally = ready(s, 0, "Outcast Mage")  # 2 life, no such text
    b = ready(s, 1, "Alice Chen (G6)", blood=4)
    fight(s, ally, b)
    end_combat(s)
    assert blood(s, ally) == 1


def test_nephandus_burns_a_vampire_in_torpor_to_gain_1_life_as_a_directed_action() -> None:
    s = table()
    neph = ready(s, 0, "Nephandus")
    sleeper = torpor(s, 1, "Lauren (G6)", blood=1)
    awake = ready(s, 1, OPP, blood=4)
    mine = torpor(s, 0, "Alice Chen (G6)", blood=1)
    goto(s, "minion")
    do(s, f"use {neph} 1")
    course = action(s)  # the one vampire in another Methuselah's torpor: taken without asking
    assert course is not None and course.aplay is not None and course.aplay.targets == (sleeper,)
    assert course.directed and course.target_seat == 1
    finish_action(s)
    assert sleeper not in s.minions and blood(s, neph) == 3
    assert awake in s.minions and mine in s.minions


# ------------------------------------------------------------------------ Year of Fortune


def year_for(s: VTESState, chosen: str) -> int:
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Year of Fortune")
    goto(s, "minion")
    do(s, "play year-of-fortune")
    until_legal(s, f"target {chosen}")
    do(s, f"target {chosen}")
    until_legal(s, f"vote {a} for")
    do(s, f"vote {a} for")
    finish_action(s)
    return next(p for p in s.inplay[0] if s.placed[p].card == cid("Year of Fortune"))


def test_year_of_fortune_each_chosen_methuselah_gets_1_hand_size() -> None:
    s = table()
    year = year_for(s, "p1+p3")
    assert s.placed[year].data == (0, 2)
    assert hand_size(s, 0) == 8 and hand_size(s, 2) == 8 and hand_size(s, 1) == 7
    assert len(s.hand[2]) == 8  # drawn up at once (VT-CARD-21)


def test_year_of_fortune_not_for_a_methuselah_chosen_for_another() -> None:
    s = table()
    year_for(s, "p2")
    ready(s, 0, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Year of Fortune")
    do(s, "play year-of-fortune")
    pass_until(s, lambda st: any(m.startswith("target") for m in legal(st)))
    targets = [m for m in legal(s) if m.startswith("target")]
    assert "target p1" in targets and not any("p2" in m for m in targets)


def test_year_of_fortune_any_vampire_can_call_a_referendum_to_burn_it() -> None:
    s = table()
    year = in_play(s, 0, "Year of Fortune")
    s.placed[year] = s.placed[year]._replace(data=(1,))
    assert hand_size(s, 1) == 8
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion", 1)
    do(s, f"use {year} 1")
    until_legal(s, f"vote {b} for")
    do(s, f"vote {b} for")
    finish_action(s)
    assert year not in s.placed and cid("Year of Fortune") in s.ash[0] and hand_size(s, 1) == 7


# ------------------------------------------------------------------------ Incriminating Videotape


def test_incriminating_videotape_the_chosen_minion_of_your_prey_cannot_block_the_bearer() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    chosen = ready(s, 1, OPP, blood=4)
    other = ready(s, 1, "Lauren (G6)", blood=4)
    hand(s, 0, "Incriminating Videotape")
    goto(s, "minion")
    do(s, "play incriminating-videotape")
    until_legal(s, f"target {chosen}")
    assert f"target {other}" in legal(s)
    do(s, f"target {chosen}")
    course = action(s)
    assert course is not None and not course.directed and course.stealth(s) == 1  # an equip action
    finish_action(s)
    assert any(s.placed[q].card == cid("Incriminating Videotape") for q in s.minions[a].cards)
    ops.unlock(s, a)  # her next action
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 1)
    moves = legal(s)
    assert f"block {chosen}" not in moves and f"block {other}" in moves


def test_incriminating_videotape_only_a_minion_your_prey_controls() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=4)
    ready(s, 1, OPP, blood=4)
    far = ready(s, 2, "Lauren (G6)", blood=4)
    hand(s, 0, "Incriminating Videotape")
    goto(s, "minion")
    do(s, "play incriminating-videotape")
    assert f"target {far}" not in legal(s)


# ------------------------------------------------------------------------ Neighborhood Watch Commander


def blocked_bleed(s: VTESState) -> tuple[int, int]:
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, "Lauren (G6)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {a}")
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    return a, b


def test_neighborhood_watch_commander_locks_after_an_unsuccessful_action_to_damage_the_acting_vampire() -> None:
    s = table()
    watch = ready(s, 2, "Neighborhood Watch Commander")
    a, _b = blocked_bleed(s)
    until_legal(s, f"use {watch} 1")
    before = blood(s, a)
    do(s, f"use {watch} 1")
    assert s.minions[watch].locked
    pass_until(s, lambda st: action(st) is None or blood(st, a) < before)
    assert blood(s, a) == before - 1


def test_neighborhood_watch_commander_only_one_locks_each_action() -> None:
    s = table()
    watch = ready(s, 2, "Neighborhood Watch Commander")
    other = ready(s, 3, "Neighborhood Watch Commander")
    blocked_bleed(s)
    until_legal(s, f"use {watch} 1")
    do(s, f"use {watch} 1")
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {other} 1" in legal(st)) or action(st) is None)
    assert not any(seen) and not s.minions[other].locked


def test_neighborhood_watch_commander_not_after_a_successful_action() -> None:
    s = table()
    watch = ready(s, 2, "Neighborhood Watch Commander")
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {a}")
    seen: list[bool] = []
    pass_until(s, lambda st: seen.append(f"use {watch} 1" in legal(st)) or action(st) is None)
    assert not any(seen)
