"""Master cards and events of the tournament-winning decks (issue 37), third list: each card's
effect through the windows of the rules."""

from __future__ import annotations

from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.state import VTESState
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
    uncontrolled,
    why,
)

CAMARILLA = "Aleph (G1)"  # Malkavian, Camarilla, capacity 4
CAMARILLA2 = "Adelaide Davis (G3)"  # Malkavian, Camarilla, capacity 4


# ------------------------------------------------------------------------ Unnatural Disaster


def test_unnatural_disaster_burns_a_location() -> None:
    s = table()
    loc = in_play(s, 2, "Jungle Hunting Ground")
    hand(s, 0, "Unnatural Disaster")
    goto(s, "master")
    play(s, "unnatural-disaster", f"target {loc}")
    pass_until(s, lambda st: cid("Unnatural Disaster") in st.ash[0])
    assert loc not in s.placed and cid("Jungle Hunting Ground") in s.ash[2]
    assert s.pool[0] == 28  # its cost: 2 pool


def test_unnatural_disaster_needs_a_location_in_play() -> None:
    s = table()
    hand(s, 0, "Unnatural Disaster")
    goto(s, "master")
    assert "play unnatural-disaster" not in legal(s)


# ------------------------------------------------------------------------ Redeem the Lost Soul


def test_redeem_the_lost_soul_gains_half_the_capacity_and_removes_the_vampire() -> None:
    s = table()
    s.ash[0].append(cid("Anson (G1)"))  # capacity 8
    s.ash[0].append(cid("Dolie (G4)"))  # capacity 3
    hand(s, 0, "Redeem the Lost Soul")
    goto(s, "master")
    do(s, "play redeem-the-lost-soul")
    assert "target dolie" in legal(s)
    do(s, "target anson")
    pass_until(s, lambda st: cid("Redeem the Lost Soul") in st.ash[0])
    assert s.pool[0] == 34 and cid("Anson (G1)") in s.removed[0] and cid("Anson (G1)") not in s.ash[0]
    assert cid("Dolie (G4)") in s.ash[0]


def test_redeem_the_lost_soul_rounds_down() -> None:
    s = table()
    s.ash[0].append(cid("Dolie (G4)"))  # capacity 3
    hand(s, 0, "Redeem the Lost Soul")
    goto(s, "master")
    play(s, "redeem-the-lost-soul", "target dolie")
    pass_until(s, lambda st: cid("Redeem the Lost Soul") in st.ash[0])
    assert s.pool[0] == 31


def test_redeem_the_lost_soul_only_a_vampire_in_your_own_ash_heap() -> None:
    s = table()
    s.ash[1].append(cid("Anson (G1)"))
    s.ash[0].append(cid("Unnatural Disaster"))
    hand(s, 0, "Redeem the Lost Soul")
    goto(s, "master")
    assert "play redeem-the-lost-soul" not in legal(s)


# ------------------------------------------------------------------------ Gird Minions


def test_gird_minions_moves_pool_to_several_vampires_you_control() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA, blood=1)
    b = torpor(s, 0, CAMARILLA2, blood=0)
    other = ready(s, 1, CAMARILLA, blood=0)
    hand(s, 0, "Gird Minions")
    goto(s, "master")
    do(s, "play gird-minions")
    pass_until(s, lambda st: f"move {a} 3" in legal(st))
    assert f"move {a} 4" not in legal(s)  # its capacity holds 3 more
    assert not any(m.startswith(f"move {other} ") for m in legal(s))
    do(s, f"move {a} 2")
    do(s, f"move {b} 4")
    do(s, "done")
    pass_until(s, lambda st: cid("Gird Minions") in st.ash[0])
    assert s.minions[a].blood == 3 and s.minions[b].blood == 4 and s.pool[0] == 24


# ------------------------------------------------------------------------ Personal Involvement


def test_personal_involvement_your_richer_prey_burns_3_pool() -> None:
    s = table()
    s.pool[1] = 28
    hand(s, 0, "Personal Involvement")
    goto(s, "master")
    do(s, "play personal-involvement")
    for _ in range(3):  # each other Methuselah may cancel it
        pass_until(s, lambda st: "cancel" in legal(st))
        do(s, "pass")
    pass_until(s, lambda st: cid("Personal Involvement") in st.ash[0])
    assert s.pool[0] == 27 and s.pool[1] == 25  # 28 > 27 after its cost


def test_personal_involvement_no_burn_when_the_prey_is_not_richer_after_the_cost() -> None:
    s = table()
    s.pool[1] = 27
    hand(s, 0, "Personal Involvement")
    goto(s, "master")
    do(s, "play personal-involvement")
    for _ in range(3):
        pass_until(s, lambda st: "cancel" in legal(st))
        do(s, "pass")
    pass_until(s, lambda st: cid("Personal Involvement") in st.ash[0])
    assert s.pool[0] == 27 and s.pool[1] == 27


def test_personal_involvement_any_methuselah_cancels_it_for_2_pool_and_its_cost_is_not_paid() -> None:
    s = table()
    hand(s, 0, "Personal Involvement")
    goto(s, "master")
    do(s, "play personal-involvement")
    pass_until(s, lambda st: "cancel" in legal(st))
    assert s.to_move == 1
    do(s, "pass")
    pass_until(s, lambda st: "cancel" in legal(st))
    assert s.to_move == 2
    do(s, "cancel")
    pass_until(s, lambda st: cid("Personal Involvement") in st.ash[0])
    assert s.pool[0] == 30 and s.pool[1] == 30 and s.pool[2] == 28


# ------------------------------------------------------------------------ Spontaneous Power


def test_spontaneous_power_gives_a_level_of_the_discipline_chosen() -> None:
    from tabletome.games.vtes.stats import disciplines

    s = table()
    b = ready(s, 1, CAMARILLA)  # Aleph: no Potence
    hand(s, 0, "Spontaneous Power")
    goto(s, "master")
    assert disciplines(s, b).get("pot", 0) == 0
    play(s, "spontaneous-power", "target pot")  # the one vampire, taken unasked
    pass_until(s, lambda st: any(pl.card == cid("Spontaneous Power") for pl in st.placed.values()))
    assert disciplines(s, b)["pot"] == 1
    pl = next(pl for pl in s.placed.values() if pl.card == cid("Spontaneous Power"))
    assert pl.data == ("discipline", "pot")  # it counts as a master: Discipline card
    assert cid("Spontaneous Power") not in s.ash[0]


# ------------------------------------------------------------------------ The Fourth Cycle


def test_the_fourth_cycle_burns_gehenna_events_and_sends_small_vampires_to_torpor() -> None:
    s = table()
    small = ready(s, 1, "Dolie (G4)")  # capacity 3
    big = ready(s, 2, CAMARILLA)  # capacity 4
    ev1 = in_play(s, 1, "Dragonbound")
    ev2 = in_play(s, 2, "The Unmasking")
    hand(s, 0, "The Fourth Cycle")
    goto(s, "discard")
    do(s, "play the-fourth-cycle")
    pass_until(s, lambda st: any(pl.card == cid("The Fourth Cycle") for pl in st.placed.values()))
    assert ev1 not in s.placed and ev2 not in s.placed
    assert cid("Dragonbound") in s.ash[1] and cid("The Unmasking") in s.ash[2]
    assert small in s.torpor[1] and big in s.ready[2]
    hand(s, 3, "Dragonbound")
    goto(s, "discard", 3, turn=s.turn + 1)
    assert "play dragonbound" not in legal(s)  # "Gehenna events cannot be played"
    assert "Dragonbound" in why(s, "play dragonbound")


def test_the_fourth_cycle_requires_2_gehenna_events_in_play() -> None:
    s = table()
    in_play(s, 1, "Dragonbound")
    hand(s, 0, "The Fourth Cycle")
    goto(s, "discard")
    assert "play the-fourth-cycle" not in legal(s)
    in_play(s, 2, "The Unmasking")
    assert "play the-fourth-cycle" in legal(s)


# ------------------------------------------------------------------------ Tend the Flock


def test_tend_the_flock_adds_3_blood_to_a_younger_infernal_vampire_uncontrolled() -> None:
    s = table()
    ready(s, 0, "Azaneal (G4)")  # infernal Baali, capacity 7
    young = uncontrolled(s, 0, "Elihu (G4)", blood=1)  # infernal Baali, capacity 6
    old = uncontrolled(s, 0, "Giotto Verducci (G2)")  # infernal, capacity 7: not younger
    plain = uncontrolled(s, 0, CAMARILLA)  # not infernal
    hand(s, 0, "Tend the Flock")
    goto(s, "master")
    do(s, "play tend-the-flock")  # the one pair that fits, taken unasked
    pass_until(s, lambda st: cid("Tend the Flock") in st.ash[0])
    assert s.minions[young].blood == 4 and s.minions[old].blood == 0 and s.minions[plain].blood == 0


def test_tend_the_flock_needs_an_unlocked_infernal_baali() -> None:
    s = table()
    ready(s, 0, "Azaneal (G4)", locked=True)
    uncontrolled(s, 0, "Elihu (G4)")
    hand(s, 0, "Tend the Flock")
    goto(s, "master")
    assert "play tend-the-flock" not in legal(s)


# ------------------------------------------------------------------------ Anachronism


def test_anachronism_burns_ranged_weapons_but_the_ivory_bow() -> None:
    s = table()
    big = ready(s, 1, "Anson (G1)")  # capacity 8
    gun = attach(s, big, ".44 Magnum")
    bow = attach(s, big, "Ivory Bow")
    knife = attach(s, big, "Meat Cleaver")  # melee: kept
    hand(s, 0, "Anachronism")
    goto(s, "master")
    play(s, "anachronism")  # the one vampire with capacity above 6, taken unasked
    pass_until(s, lambda st: any(pl.card == cid("Anachronism") for pl in st.placed.values()))
    assert gun not in s.placed and cid(".44 Magnum") in s.ash[1]
    assert bow in s.placed and knife in s.placed


def test_anachronism_the_vampire_cannot_equip_a_ranged_weapon() -> None:
    s = table()
    big = ready(s, 0, "Anson (G1)")
    attach(s, big, "Anachronism")
    hand(s, 0, ".44 Magnum", "Meat Cleaver")
    goto(s, "minion")
    moves = legal(s)
    assert not any("44-magnum" in m for m in moves) and any("meat-cleaver" in m for m in moves)


def test_anachronism_only_on_a_vampire_with_capacity_above_6() -> None:
    s = table()
    ready(s, 1, "Elihu (G4)")  # capacity 6
    hand(s, 0, "Anachronism")
    goto(s, "master")
    assert "play anachronism" not in legal(s)


# ------------------------------------------------------------------------ Mob Connections


def combat_of(s: VTESState, attacker: str, defender: str) -> tuple[int, int]:
    """Seat 0's vampire bleeds, seat 1's blocks: the combat begins."""
    a = ready(s, 0, attacker, blood=3)
    b = ready(s, 1, defender, blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: current_combat(st) is not None)
    return a, b


def test_mob_connections_locks_to_press_to_continue_combat() -> None:
    s = table()
    loc = in_play(s, 1, "Mob Connections")
    combat_of(s, CAMARILLA, CAMARILLA2)
    pass_until(s, lambda st: f"use {loc} 1" in legal(st))
    c = current_combat(s)
    assert c is not None and c.round == 1 and c.press == 0 and s.to_move == 1
    do(s, f"use {loc} 1")
    assert c.press == 1 and s.placed[loc].locked
    pass_until(s, lambda st: c.round == 2 or current_combat(st) is None)
    assert c.round == 2  # the combat continues


def test_mob_connections_not_for_a_combat_without_your_minion() -> None:
    s = table()
    loc = in_play(s, 2, "Mob Connections")
    combat_of(s, CAMARILLA, CAMARILLA2)
    offered: list[bool] = []

    def combat_over(st: VTESState) -> bool:
        offered.append(f"use {loc} 1" in legal(st))
        return current_combat(st) is None

    pass_until(s, combat_over)  # through the press step of the combat
    assert offered and not any(offered)


def test_mob_connections_minions_burn_it_as_a_directed_action() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA)
    loc = in_play(s, 1, "Mob Connections")
    goto(s, "minion")
    assert f"use {loc} 2" in legal(s)
    do(s, f"use {loc} 2")
    act = action(s)
    assert act is not None and act.directed and act.actor == a


# ------------------------------------------------------------------------ Depravity


def test_depravity_gives_1_strength() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    a = ready(s, 0, CAMARILLA)
    ready(s, 1, CAMARILLA2)  # not a vampire you control
    before = static(s, a, "strength")
    hand(s, 0, "Depravity")
    goto(s, "master")
    play(s, "depravity")  # the one ready vampire you control, taken unasked
    pass_until(s, lambda st: any(pl.card == cid("Depravity") and pl.host == a for pl in st.placed.values()))
    assert static(s, a, "strength") == before + 1


def test_depravity_plus_1_stealth_during_diablerie_actions_only() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA, blood=4)
    v = torpor(s, 1, CAMARILLA2, blood=1)
    attach(s, a, "Depravity")
    goto(s, "minion")
    do(s, f"diablerize {a} {v}")
    course = action(s)
    assert course is not None and course.stealth(s) == 1


def test_depravity_no_stealth_on_a_bleed() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA, blood=4)
    attach(s, a, "Depravity")
    goto(s, "minion")
    do(s, f"bleed {a}")
    course = action(s)
    assert course is not None and course.stealth(s) == 0


def test_depravity_cannot_recruit_allies_or_employ_retainers() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA, blood=4)
    hand(s, 0, "Vagabond Mystic", "Mr. Winthrop")
    goto(s, "minion")
    assert "play vagabond-mystic" in legal(s) and "play mr-winthrop" in legal(s)
    attach(s, a, "Depravity")
    s.changed()
    assert "play vagabond-mystic" not in legal(s) and "play mr-winthrop" not in legal(s)


# ------------------------------------------------------------------------ Path of Evil Revelations


def test_path_of_evil_revelations_burns_1_pool_to_unlock_your_infernal_minions() -> None:
    s = table()
    infernal = ready(s, 0, "Azaneal (G4)", locked=True)
    plain = ready(s, 0, CAMARILLA, locked=True)
    loc = in_play(s, 0, "Path of Evil Revelations")
    goto(s, "master")
    do(s, f"use {loc} 1")
    pass_until(s, lambda st: not st.minions[infernal].locked)
    assert s.minions[plain].locked and s.pool[0] == 29


def test_path_of_evil_revelations_burned_as_a_directed_action_damaging_the_vampire() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA, blood=3)
    loc = in_play(s, 1, "Path of Evil Revelations")
    goto(s, "minion")
    do(s, f"use {loc} 2")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    finish_action(s)
    assert loc not in s.placed and cid("Path of Evil Revelations") in s.ash[1]
    assert s.minions[a].blood == 2  # 1 damage, mended with 1 blood


# ------------------------------------------------------------------------ Twilight Camp


def test_twilight_camp_burns_1_blood_to_make_a_vampire_put_in_play_anarch() -> None:
    from tabletome.games.vtes import ops

    s = table()
    camp = in_play(s, 0, "Twilight Camp", counters=4)
    v = uncontrolled(s, 0, CAMARILLA, blood=4)
    goto(s, "influence")
    ops.enter_ready(s, 0, v)  # put in play from the uncontrolled region
    s.changed()
    assert "anarch" in legal(s)
    do(s, "anarch")
    assert s.minions[v].sect == "anarch" and s.placed[camp].counters == 3


def test_twilight_camp_not_for_a_titled_vampire() -> None:
    from tabletome.games.vtes import ops

    s = table()
    in_play(s, 0, "Twilight Camp", counters=4)
    v = uncontrolled(s, 0, "Emerson Bridges (G1)", blood=7)  # a Camarilla prince
    goto(s, "influence")
    ops.enter_ready(s, 0, v)
    s.changed()
    assert "anarch" not in legal(s)


def test_twilight_camp_moves_its_last_blood_to_an_anarch_and_is_burned() -> None:
    s = table()
    a = ready(s, 1, CAMARILLA, blood=1, sect="anarch")
    ready(s, 0, CAMARILLA2, blood=1)  # not Anarch
    camp = in_play(s, 0, "Twilight Camp", counters=1)
    goto(s, "master")
    do(s, f"use {camp} 1")
    pass_until(s, lambda st: camp not in st.placed)
    assert s.minions[a].blood == 2 and cid("Twilight Camp") in s.ash[0]


# ------------------------------------------------------------------------ Powerbase: Luanda

LAIBON = "Hasani (G4)"  # Akunanse, Laibon, capacity 4


def test_powerbase_luanda_the_chosen_vampire_enters_combat_as_a_plus_1_stealth_directed_action() -> None:
    s = table()
    a = ready(s, 0, LAIBON, blood=4)
    other = ready(s, 0, CAMARILLA, blood=4)
    b = ready(s, 1, CAMARILLA2, blood=4)
    loc = in_play(s, 0, "Powerbase: Luanda")
    goto(s, "master")
    do(s, f"use {loc} 1", f"target {a}")
    assert s.placed[loc].locked
    goto(s, "minion")
    do(s, f"use {loc} 2")
    if f"target {b}" in legal(s):
        do(s, f"target {b}")
    course = action(s)
    assert course is not None and course.actor == a and course.directed and course.stealth(s) == 1
    finish_action(s)  # unblocked: the combat, hand strikes both ways
    assert s.minions[a].blood == 3 and s.minions[b].blood == 3 and s.minions[other].blood == 4


def test_powerbase_luanda_requires_a_ready_laibon() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    hand(s, 0, "Powerbase: Luanda")
    goto(s, "master")
    assert "play powerbase-luanda" not in legal(s)
    ready(s, 0, LAIBON)
    assert "play powerbase-luanda" in legal(s)


def test_powerbase_luanda_no_combat_action_without_a_chosen_vampire() -> None:
    s = table()
    ready(s, 0, LAIBON, blood=4)
    ready(s, 1, CAMARILLA2, blood=4)
    loc = in_play(s, 0, "Powerbase: Luanda")
    goto(s, "minion")
    assert f"use {loc} 2" not in legal(s)


# ------------------------------------------------------------------------ Ruins of Charizel


def test_ruins_of_charizel_keeps_the_pool_paid_to_unlock_an_infernal_minion() -> None:
    s = table()
    v = ready(s, 0, "Azaneal (G4)", locked=True)  # infernal
    loc = in_play(s, 0, "Ruins of Charizel")
    goto(s, "unlock")
    do(s, f"infernal {v}")
    assert not s.minions[v].locked and s.pool[0] == 29 and s.placed[loc].counters == 1


def test_ruins_of_charizel_burns_x_counters_to_reduce_a_bleed_against_you_by_x() -> None:
    s = table()
    a = ready(s, 3, CAMARILLA, blood=4)  # seat 3, the predator of seat 0
    loc = in_play(s, 0, "Ruins of Charizel", counters=2)
    goto(s, "minion", 3)
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"use {loc} 1" in legal(st))
    do(s, f"use {loc} 1")
    assert "target x2" in legal(s) and "target x3" not in legal(s)
    do(s, "target x1")
    finish_action(s)
    assert s.pool[0] == 30 and s.placed[loc].counters == 1


def test_ruins_of_charizel_loses_its_counters_in_your_predators_discard_phase() -> None:
    s = table()
    loc = in_play(s, 0, "Ruins of Charizel", counters=2)
    goto(s, "discard", 1)  # the prey's: kept
    assert s.placed[loc].counters == 2
    goto(s, "discard", 3)
    assert s.placed[loc].counters == 0


# ------------------------------------------------------------------------ Wall Street Night, Financial Newspaper

WSN = "Wall Street Night, Financial Newspaper"


def test_wall_street_night_financial_newspaper_gives_1_intercept_during_an_undirected_action() -> None:
    s = table()
    a = ready(s, 3, CAMARILLA, blood=1)  # seat 3: seat 0 is its prey, and may block its hunt
    b = ready(s, 0, CAMARILLA2)
    loc = in_play(s, 0, WSN)
    goto(s, "minion", 3)
    do(s, f"hunt {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: f"use {loc} 1" in legal(st))
    do(s, f"use {loc} 1")
    course = action(s)
    assert course is not None and course.intercept(s, b) == 1 and s.placed[loc].locked


def test_wall_street_night_financial_newspaper_takes_a_counter_of_an_investment() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA)
    inv = in_play(s, 1, "Short-Term Investment", counters=3)
    loc = in_play(s, 0, WSN)
    goto(s, "minion")
    do(s, f"use {loc} 2")
    course = action(s)
    assert course is not None and course.actor == a and course.directed and course.target_seat == 1
    assert course.stealth(s) == 1 and s.placed[loc].locked
    finish_action(s)
    assert s.pool[0] == 31 and s.placed[inv].counters == 2


def test_wall_street_night_financial_newspaper_no_intercept_during_a_directed_action() -> None:
    s = table()
    a = ready(s, 3, CAMARILLA, blood=1)
    b = ready(s, 0, CAMARILLA2)
    loc = in_play(s, 0, WSN)
    goto(s, "minion", 3)
    do(s, f"bleed {a}")
    course = action(s)
    assert course is not None
    course.stealth_bonus = 1  # intercept would be needed
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    asked: list[bool] = []

    def over(st: VTESState) -> bool:
        if st.to_move == 0:
            asked.append(f"use {loc} 1" in legal(st))
        return action(st) is None

    pass_until(s, over)
    assert asked and not any(asked)
