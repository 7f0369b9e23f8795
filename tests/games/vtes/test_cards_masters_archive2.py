"""Master cards and events of the tournament-winning decks (issue 37), second list: each card's
effect through the windows of the rules."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import hand_size
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
    ready,
    table,
    torpor,
)

CAMARILLA = "Aleph (G1)"  # Malkavian, Camarilla, capacity 4
CAMARILLA2 = "Adelaide Davis (G3)"  # Malkavian, Camarilla, capacity 4
LAIBON = "Hasani (G4)"  # Akunanse, Laibon, capacity 4
LAIBON2 = "Dolie (G4)"  # Akunanse, Laibon, capacity 3


def use(src: int, n: int = 1) -> str:
    return f"use {src} {n}"


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


# ------------------------------------------------------------------------ Elysium: The Arboretum


def test_elysium_the_arboretum_ends_a_combat_between_two_camarilla_vampires() -> None:
    s = table()
    loc = in_play(s, 1, "Elysium: The Arboretum")
    a, b = combat_of(s, CAMARILLA, CAMARILLA2)
    pass_until(s, lambda st: use(loc) in legal(st))
    do(s, use(loc))
    c = current_combat(s)
    assert c is not None and c.over and s.placed[loc].locked
    finish_action(s)
    assert s.minions[a].blood == 3 and s.minions[b].blood == 3


def test_elysium_the_arboretum_not_for_a_combat_with_a_non_camarilla_vampire() -> None:
    s = table()
    loc = in_play(s, 1, "Elysium: The Arboretum")
    combat_of(s, LAIBON, CAMARILLA2)
    pass_until(s, lambda st: st.to_move == 1)
    assert use(loc) not in legal(s)


def test_elysium_the_arboretum_a_camarilla_vampire_calls_a_referendum_to_burn_it() -> None:
    s = table()
    a = ready(s, 0, "Emerson Bridges (G1)")  # a Camarilla prince: 2 votes
    loc = in_play(s, 1, "Elysium: The Arboretum")
    goto(s, "minion")
    do(s, f"use {loc} 2")
    assert action(s).stealth(s) == 1 and not action(s).directed
    pass_until(s, lambda st: current_referendum(st) is not None)
    do(s, f"vote {a} for")
    finish_action(s)
    assert loc not in s.placed and cid("Elysium: The Arboretum") in s.ash[1]


def test_elysium_the_arboretum_not_called_by_a_non_camarilla_vampire() -> None:
    s = table()
    ready(s, 0, LAIBON)
    loc = in_play(s, 1, "Elysium: The Arboretum")
    goto(s, "minion")
    assert f"use {loc} 2" not in legal(s)


# ------------------------------------------------------------------------ Jungle Hunting Ground


def test_jungle_hunting_ground_stores_blood_up_to_3() -> None:
    s = table()
    loc = in_play(s, 0, "Jungle Hunting Ground", counters=2)
    goto(s, "unlock")
    do(s, use(loc, 1))
    assert s.placed[loc].counters == 3 and s.placed[loc].locked
    s.placed[loc] = s.placed[loc]._replace(locked=False)
    assert use(loc, 1) not in legal(s)  # "if it has fewer than 3 blood"


def test_jungle_hunting_ground_moves_all_its_blood_to_a_ready_laibon() -> None:
    s = table()
    laibon = ready(s, 0, LAIBON, blood=0)
    ready(s, 0, CAMARILLA, blood=0)
    loc = in_play(s, 0, "Jungle Hunting Ground", counters=3)
    goto(s, "unlock")
    assert use(loc, 2) in legal(s)
    do(s, use(loc, 2))  # the one Laibon, taken unasked
    assert s.minions[laibon].blood == 3 and s.placed[loc].counters == 0 and s.placed[loc].locked


def test_jungle_hunting_ground_only_one_hunting_ground_each_turn() -> None:
    s = table()
    laibon = ready(s, 0, LAIBON, blood=0)
    hg = in_play(s, 0, "University Hunting Ground")
    loc = in_play(s, 0, "Jungle Hunting Ground", counters=2)
    goto(s, "unlock")
    do(s, use(hg, 1))
    assert s.minions[laibon].blood == 1
    assert use(loc, 2) not in legal(s)


# ------------------------------------------------------------------------ University Hunting Ground


def test_university_hunting_ground_a_ready_vampire_gains_1_blood() -> None:
    s = table()
    v = ready(s, 0, CAMARILLA, blood=1)
    loc = in_play(s, 0, "University Hunting Ground")
    goto(s, "unlock")
    do(s, use(loc, 1))
    assert s.minions[v].blood == 2
    assert use(loc, 1) not in legal(s)  # once each unlock phase


# ------------------------------------------------------------------------ The Bitter and Sweet Story


def test_the_bitter_and_sweet_story_gives_each_methuselah_2_hand_size_per_victory_point() -> None:
    s = table()
    in_play(s, 1, "The Bitter and Sweet Story")
    base = hand_size(s, 2)
    s.vp[0] = 2.0
    s.vp[3] = 0.5  # a withdrawal's half point
    assert hand_size(s, 0) == base + 4 and hand_size(s, 3) == base + 1 and hand_size(s, 2) == base


# ------------------------------------------------------------------------ Dragonbound


def test_dragonbound_each_methuselah_burns_1_pool_per_vampire_in_torpor_in_their_discard_phase() -> None:
    s = table()
    torpor(s, 1, CAMARILLA)
    torpor(s, 1, CAMARILLA2)
    torpor(s, 0, LAIBON)
    in_play(s, 0, "Dragonbound")
    goto(s, "discard", 1)
    assert s.pool[1] == 28 and s.pool[0] == 30
    goto(s, "discard", 2)
    assert s.pool[2] == 30  # no vampire in torpor: nothing


def test_dragonbound_is_not_replaced_as_long_as_it_is_in_play() -> None:
    s = table()
    hand(s, 0, "Dragonbound")  # the whole hand
    goto(s, "discard")
    do(s, "play dragonbound")
    pass_until(s, lambda st: any(st.placed[u].card == cid("Dragonbound") for u in st.inplay[0]))
    assert s.hand[0] == [] and s.delayed[0] == ((cid("Dragonbound"), "in-play"),)
    uid = next(u for u in s.inplay[0] if s.placed[u].card == cid("Dragonbound"))
    ops.burn_placed(s, uid)
    assert len(s.hand[0]) == hand_size(s, 0) and s.delayed[0] == ()  # replaced once it left play


# ------------------------------------------------------------------------ The Uncoiling


def test_the_uncoiling_burns_another_event_at_random_in_your_discard_phase() -> None:
    s = table()
    in_play(s, 0, "The Uncoiling")
    in_play(s, 1, "Dragonbound")
    in_play(s, 2, "NRA PAC")
    goto(s, "discard")
    left = [s.placed[u].card for zone in s.inplay for u in zone]
    assert cid("The Uncoiling") in left
    assert (cid("Dragonbound") in left) != (cid("NRA PAC") in left)  # exactly one of them burned


def test_the_uncoiling_another_methuselah_burns_x_pool_to_burn_it() -> None:
    s = table()
    unc = in_play(s, 0, "The Uncoiling")
    in_play(s, 2, "NRA PAC")
    goto(s, "discard", 1)
    assert use(unc, 1) in legal(s)
    do(s, use(unc, 1))
    assert unc not in s.placed and s.pool[1] == 29 and s.phase_actions == 0


def test_the_uncoiling_not_by_its_controller() -> None:
    s = table()
    unc = in_play(s, 0, "The Uncoiling")
    goto(s, "discard", 0)
    assert use(unc, 1) not in legal(s)


# ------------------------------------------------------------------------ The Khabar: Community


def test_the_khabar_community_assamites_get_1_stealth_when_bleeding() -> None:
    s = table()
    a = ready(s, 0, "Greg Mazouni (G6)")  # Banu Haqim
    in_play(s, 1, "The Khabar: Community")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert action(s).stealth(s) == 1


def test_the_khabar_community_not_when_hunting() -> None:
    s = table()
    a = ready(s, 0, "Greg Mazouni (G6)", blood=1)
    in_play(s, 1, "The Khabar: Community")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert action(s).stealth(s) == 1  # a hunt's own +1 stealth, nothing more


def test_the_khabar_community_a_tremere_burns_it_with_1_stealth() -> None:
    s = table()
    t = ready(s, 0, "Claus Wegener (G5)")  # Tremere
    k = in_play(s, 1, "The Khabar: Community")
    goto(s, "minion")
    assert use(k, 1) not in legal(s)  # the non-Tremere's action
    do(s, use(k, 2))
    assert action(s).actor == t and action(s).stealth(s) == 1 and action(s).directed
    finish_action(s)
    assert k not in s.placed


def test_the_khabar_community_other_minions_burn_it_without_stealth() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    k = in_play(s, 1, "The Khabar: Community")
    goto(s, "minion")
    do(s, use(k, 1))
    assert action(s).stealth(s) == 0
    finish_action(s)
    assert k not in s.placed


# ------------------------------------------------------------------------ NRA PAC


def test_nra_pac_a_minion_who_successfully_equips_unlocks_at_the_end_of_the_turn() -> None:
    s = table()
    v = ready(s, 0, CAMARILLA, blood=4)
    in_play(s, 2, "NRA PAC")
    hand(s, 0, "Kevlar Vest")
    goto(s, "minion")
    do(s, "play kevlar-vest")
    finish_action(s)
    assert s.minions[v].cards and s.minions[v].locked
    ops.fire(s, "end-turn", {})
    assert not s.minions[v].locked


def test_nra_pac_not_after_another_action() -> None:
    s = table()
    v = ready(s, 0, CAMARILLA, blood=4)
    in_play(s, 2, "NRA PAC")
    goto(s, "minion")
    do(s, f"hunt {v}")
    finish_action(s)
    ops.fire(s, "end-turn", {})
    assert s.minions[v].locked


# ------------------------------------------------------------------------ Brujah Debate


def test_brujah_debate_each_methuselah_locks_one_of_their_oldest_brujah_in_their_master_phase() -> None:
    s = table()
    old = ready(s, 1, "Brachah (G2)")  # Brujah, capacity 5
    young = ready(s, 1, "Allison Maller (G3)")  # Brujah, capacity 4
    in_play(s, 0, "Brujah Debate")
    goto(s, "unlock", 1)
    pass_until(s, lambda st: st.minions[old].locked)
    assert not s.minions[young].locked


def test_brujah_debate_brujah_get_1_strength_and_an_optional_maneuver_each_combat() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    in_play(s, 2, "Brujah Debate")
    a, b = combat_of(s, "Allison Maller (G3)", CAMARILLA2)
    assert static(s, a, "strength") == 1 and static(s, b, "strength") == 0
    c = current_combat(s)
    assert c is not None and c.has(a, "maneuver") and not c.has(b, "maneuver")


def test_brujah_debate_non_ventrue_minions_burn_it() -> None:
    s = table()
    ready(s, 0, "Courtland Leighton (G1)")  # Ventrue
    debate = in_play(s, 1, "Brujah Debate")
    goto(s, "minion")
    assert use(debate, 1) not in legal(s)
    ready(s, 0, CAMARILLA)
    assert use(debate, 1) in legal(s)


# ------------------------------------------------------------------------ Abombwe


def test_abombwe_gives_a_laibon_1_level_of_abombwe_and_1_capacity() -> None:
    from tabletome.games.vtes.stats import capacity, level

    s = table()
    v = ready(s, 0, "Idrissa (G4)", blood=2)  # Laibon, capacity 4, no Abombwe
    hand(s, 0, "Abombwe")
    goto(s, "master")
    do(s, "play abombwe")
    pass_until(s, lambda st: bool(st.minions[v].cards))
    assert level(s, v, "abo") == 1 and capacity(s, v) == 5


def test_abombwe_on_a_vampire_with_protean() -> None:
    from tabletome.games.vtes.stats import level

    s = table()
    v = ready(s, 0, "Roman Alexander (G1)", blood=2)  # Gangrel with Protean
    hand(s, 0, "Abombwe")
    goto(s, "master")
    do(s, "play abombwe")
    pass_until(s, lambda st: bool(st.minions[v].cards))
    assert level(s, v, "abo") == 1


def test_abombwe_not_on_a_vampire_neither_laibon_nor_with_protean_nor_with_superior_abombwe() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    ready(s, 0, LAIBON)  # Hasani has superior Abombwe
    hand(s, 0, "Abombwe")
    goto(s, "master")
    assert "play abombwe" not in legal(s)


# ------------------------------------------------------------------------ Ascendance, Vulnerability, Failsafe


def test_ascendance_gains_1_pool() -> None:
    s = table()
    hand(s, 0, "Ascendance")
    goto(s, "master")
    do(s, "play ascendance")
    pass_until(s, lambda st: cid("Ascendance") in st.ash[0])
    assert s.pool[0] == 31


def test_vulnerability_burns_a_vampire_in_torpor() -> None:
    s = table()
    ready(s, 1, CAMARILLA2)
    t = torpor(s, 1, CAMARILLA, blood=1)
    hand(s, 0, "Vulnerability")
    goto(s, "master")
    do(s, "play vulnerability")  # the one vampire in torpor, taken unasked
    pass_until(s, lambda st: t not in st.minions)
    assert cid(CAMARILLA) in s.ash[1] and s.pool[0] == 29


def test_failsafe_burns_for_4_pool_with_fewer_than_3_pool() -> None:
    s = table()
    fs = in_play(s, 0, "Failsafe")
    goto(s, "master")
    assert use(fs) not in legal(s)  # 30 pool
    s.pool[0] = 2
    s.changed()
    do(s, use(fs))
    assert fs not in s.placed and s.pool[0] == 6 and s.phase_actions == 0


# ------------------------------------------------------------------------ House of Sorrow


def test_house_of_sorrow_unlocks_a_card_and_neither_unlocks_as_normal_next_unlock_phase() -> None:
    s = table()
    hq = in_play(s, 0, "Ventrue Headquarters")
    hos = in_play(s, 0, "House of Sorrow")
    ops.lock(s, hq)
    goto(s, "master")
    pass_until(s, lambda st: use(hos) in legal(st))
    do(s, use(hos))  # the one locked card, taken unasked
    assert not s.placed[hq].locked and s.placed[hos].locked
    ops.lock(s, hq)  # used again before the next unlock phase
    goto(s, "unlock", 0, turn=s.turn + 4)
    assert s.placed[hq].locked and s.placed[hos].locked
    goto(s, "unlock", 0, turn=s.turn + 4)
    assert not s.placed[hq].locked and not s.placed[hos].locked  # only the next unlock phase


def test_house_of_sorrow_not_for_a_minion() -> None:
    s = table()
    ready(s, 0, CAMARILLA, locked=True)
    hos = in_play(s, 0, "House of Sorrow")
    goto(s, "master")
    assert use(hos) not in legal(s)


# ------------------------------------------------------------------------ The Crocodile Temple


def test_the_crocodile_temple_inflicts_1_damage_on_the_minion_whose_action_at_you_succeeded() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA, blood=3)
    temple = in_play(s, 1, "The Crocodile Temple")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: use(temple) in legal(st))
    assert s.pool[1] == 29  # after resolution of the successful bleed
    do(s, use(temple))
    assert s.minions[a].blood == 2 and s.placed[temple].locked


def test_the_crocodile_temple_not_for_an_action_directed_at_another_methuselah() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA, blood=3)
    temple = in_play(s, 2, "The Crocodile Temple")
    goto(s, "minion")
    do(s, f"bleed {a}")
    seen = []
    pass_until(s, lambda st: seen.append(use(temple) in legal(st)) or action(st) is None)
    assert not any(seen) and s.minions[a].blood == 3


# ------------------------------------------------------------------------ Secret Passage


def test_secret_passage_burned_to_make_a_directed_action_at_its_minion_fail() -> None:
    s = table()
    garou = ready(s, 1, "Renegade Garou")
    v = ready(s, 2, CAMARILLA, blood=3)
    sp = attach(s, v, "Secret Passage")
    goto(s, "minion", 1)
    do(s, f"use {garou} 1")  # enter combat with a ready minion of another Methuselah: the one allowed
    pass_until(s, lambda st: use(sp) in legal(st))
    do(s, use(sp))
    assert sp not in s.placed and action(s) is None and current_combat(s) is None
    assert s.minions[garou].locked and s.minions[v].blood == 3


def test_secret_passage_only_one_on_a_minion() -> None:
    s = table()
    v = ready(s, 0, CAMARILLA)
    attach(s, v, "Secret Passage")
    hand(s, 0, "Secret Passage")
    goto(s, "master")
    assert "play secret-passage" not in legal(s)


# ------------------------------------------------------------------------ FBI Special Affairs Division


def test_fbi_special_affairs_division_an_ally_burned_in_combat_with_an_acting_vampire() -> None:
    s = table()
    fbi = in_play(s, 2, "FBI Special Affairs Division")
    a, garou = combat_of(s, CAMARILLA, "Renegade Garou")
    ops.burn(s, garou)  # burned in combat
    assert s.placed[fbi].counters == 1 and s.minions[a].blood == 3
    finish_action(s)
    assert s.minions[a].blood == 1  # 2 unpreventable damage after the combat ends


def test_fbi_special_affairs_division_burned_with_4_counters() -> None:
    s = table()
    fbi = in_play(s, 2, "FBI Special Affairs Division", counters=3)
    a, garou = combat_of(s, CAMARILLA, "Renegade Garou")
    ops.burn(s, garou)
    assert fbi not in s.placed
    finish_action(s)
    assert s.minions[a].blood == 1  # the damage still comes


def test_fbi_special_affairs_division_not_for_an_acting_ally() -> None:
    """ANK 20180913-2: not if the ally is the acting minion."""
    s = table()
    fbi = in_play(s, 2, "FBI Special Affairs Division")
    garou = ready(s, 0, "Renegade Garou")
    v = ready(s, 1, CAMARILLA, blood=3)
    goto(s, "minion")
    do(s, f"use {garou} 1")  # enter combat with a minion of another Methuselah
    pass_until(s, lambda st: current_combat(st) is not None)
    ops.burn(s, garou)
    finish_action(s)
    assert s.placed[fbi].counters == 0 and s.minions[v].blood == 3


# ------------------------------------------------------------------------ Brainwash


def brainwash_table() -> tuple[VTESState, int, int]:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    v = uncontrolled(s, 1, CAMARILLA, blood=2)
    hand(s, 0, "Brainwash")
    goto(s, "master")
    do(s, "play brainwash")  # the one vampire in the prey's uncontrolled region
    pass_until(s, lambda st: bool(st.minions[v].cards))
    return s, v, s.minions[v].cards[0]


def test_brainwash_no_transfers_to_or_from_that_vampire() -> None:
    s, v, _bw = brainwash_table()
    goto(s, "influence", 1)
    moves = legal(s)
    assert not any(m.startswith(f"transfer {v} ") for m in moves) and f"return {v}" not in moves


def test_brainwash_any_minion_burns_it_as_a_1_stealth_directed_action() -> None:
    s, v, bw = brainwash_table()
    ready(s, 1, CAMARILLA2)
    goto(s, "minion", 1)
    do(s, use(bw, 1))
    assert action(s).stealth(s) == 1 and action(s).directed and action(s).target_seat == 0
    finish_action(s)
    assert bw not in s.placed and not s.minions[v].cards


# ------------------------------------------------------------------------ Flames of Insurrection

ANARCH = "Laura Goldman (G5)"  # an Anarch


def flames_combat(s: VTESState, attacker: str) -> tuple[int, int, int]:
    """Seat 0's vampire bleeds; seat 1's empty vampire blocks and goes to torpor from a hand strike."""
    from tests.games.vtes.scenario import uncontrolled

    in_play(s, 2, "Flames of Insurrection")
    u = uncontrolled(s, 0, CAMARILLA, blood=1)
    a = ready(s, 0, attacker, blood=3)
    b = ready(s, 1, CAMARILLA2, blood=0)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    return u, a, b


def test_flames_of_insurrection_the_anarchs_controller_adds_1_blood_to_an_uncontrolled_vampire() -> None:
    s = table()
    u, _a, b = flames_combat(s, ANARCH)
    pass_until(s, lambda st: f"choose {u}" in legal(st))
    assert s.in_torpor(b)
    do(s, f"choose {u}")
    assert s.minions[u].blood == 2


def test_flames_of_insurrection_not_for_a_non_anarch() -> None:
    s = table()
    u, _a, b = flames_combat(s, "Emerson Bridges (G1)")
    pass_until(s, lambda st: action(st) is None)
    assert s.in_torpor(b) and s.minions[u].blood == 1


def test_flames_of_insurrection_requires_a_ready_anarch() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    hand(s, 0, "Flames of Insurrection")
    goto(s, "master")
    assert "play flames-of-insurrection" not in legal(s)
    ready(s, 0, ANARCH)
    s.changed()
    assert "play flames-of-insurrection" in legal(s)


# ------------------------------------------------------------------------ Poacher's Hunting Ground


def test_poachers_hunting_ground_up_to_x_anarchs_gain_1_blood() -> None:
    s = table()
    a1 = ready(s, 0, ANARCH, blood=1)
    a2 = ready(s, 0, "Brandon Grime (G6)", blood=1)  # an Anarch
    loc = in_play(s, 0, "Poacher's Hunting Ground")
    in_play(s, 1, "Academic Hunting Ground")
    in_play(s, 2, "Poacher's Hunting Ground")  # derivative: does not count
    goto(s, "unlock")
    do(s, use(loc))
    assert f"target {a1} {a2}" not in legal(s)  # X = 1
    do(s, f"target {a1}")
    assert s.minions[a1].blood == 2 and s.minions[a2].blood == 1


def test_poachers_hunting_ground_two_grounds_two_anarchs() -> None:
    s = table()
    a1 = ready(s, 0, ANARCH, blood=1)
    a2 = ready(s, 0, "Brandon Grime (G6)", blood=1)
    loc = in_play(s, 0, "Poacher's Hunting Ground")
    in_play(s, 1, "Academic Hunting Ground")
    in_play(s, 3, "Zoo Hunting Ground")
    goto(s, "unlock")
    do(s, use(loc), f"target {a1}", f"target {a2}")
    assert s.minions[a1].blood == 2 and s.minions[a2].blood == 2


# ------------------------------------------------------------------------ Hospital Food


def test_hospital_food_an_anarch_hunting_gains_an_additional_blood() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=1)
    loc = in_play(s, 0, "Hospital Food")
    goto(s, "minion")
    do(s, f"hunt {a}")
    pass_until(s, lambda st: use(loc) in legal(st))
    do(s, use(loc))
    finish_action(s)
    assert s.minions[a].blood == 3 and s.placed[loc].locked


def test_hospital_food_not_for_a_non_anarch() -> None:
    s = table()
    v = ready(s, 0, CAMARILLA, blood=1)
    loc = in_play(s, 0, "Hospital Food")
    goto(s, "minion")
    do(s, f"hunt {v}")
    assert use(loc) not in legal(s)


# ------------------------------------------------------------------------ Oxford University, England


def test_oxford_university_england_burns_x_pool_for_2x_votes_in_a_political_action() -> None:
    s = table()
    ready(s, 0, "Emerson Bridges (G1)")  # a Camarilla prince
    arb = in_play(s, 1, "Elysium: The Arboretum")
    ox = in_play(s, 2, "Oxford University, England")
    goto(s, "minion")
    do(s, f"use {arb} 2")  # a political action: a referendum to burn the Arboretum
    pass_until(s, lambda st: use(ox) in legal(st))
    do(s, use(ox), "target against", "target pool2")
    ref = current_referendum(s)
    assert ref is not None and any(c[1:] == (2, "against", 4, 0) for c in ref.cast)
    assert s.pool[2] == 28 and s.placed[ox].locked


def test_oxford_university_england_not_in_a_blood_hunt_or_outside_a_referendum() -> None:
    s = table()
    ox = in_play(s, 0, "Oxford University, England")
    goto(s, "minion")
    assert use(ox) not in legal(s)


# ------------------------------------------------------------------------ Fortschritt Library, Al's Army Apparatus


def test_fortschritt_library_adds_a_gehenna_event_from_the_library_to_the_hand_shown() -> None:
    s = table()
    s.library[0] = [cid("Dragonbound"), *s.library[0]]
    hand(s, 0, "Fortschritt Library")
    goto(s, "master")
    do(s, "play fortschritt-library")
    pass_until(s, lambda st: "choose dragonbound" in legal(st))
    assert not any(m.startswith("choose") and m != "choose dragonbound" for m in legal(s))  # events of Gehenna only
    do(s, "choose dragonbound")
    assert cid("Dragonbound") in s.hand[0] and cid("Dragonbound") not in s.library[0]
    assert cid("Dragonbound") in s.known[1][0]  # shown to all players


def test_fortschritt_library_only_one_in_a_game() -> None:
    s = table()
    hand(s, 0, "Fortschritt Library")
    s.game_marks[("once-in-game", "fortschritt-library")] = True
    goto(s, "master")
    assert "play fortschritt-library" not in legal(s)


def test_als_army_apparatus_locks_to_move_a_weapon_from_the_library_to_the_hand() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    s.library[0] = [cid(".44 Magnum"), cid("Kevlar Vest"), *s.library[0]]
    loc = in_play(s, 0, "Al's Army Apparatus")
    goto(s, "minion")
    do(s, use(loc))
    assert "choose kevlar-vest" not in legal(s)  # not a weapon
    do(s, "choose 44-magnum")
    assert cid(".44 Magnum") in s.hand[0] and s.placed[loc].locked
    assert cid(".44 Magnum") not in s.known[1][0]  # not shown


# ------------------------------------------------------------------------ Antediluvian Awakening


def test_antediluvian_awakening_each_methuselah_burns_1_pool_in_their_unlock_phase() -> None:
    s = table()
    d = ready(s, 1, "Dolie (G4)")  # capacity 3: cannot be burned for the card (nothing to ask)
    aa = in_play(s, 0, "Antediluvian Awakening")
    goto(s, "unlock", 1)
    pass_until(s, lambda st: st.pool[1] < 30)
    assert s.pool[1] == 29 and d in s.minions and aa in s.placed


def test_antediluvian_awakening_burn_a_vampire_with_capacity_4_or_more_to_burn_it() -> None:
    s = table()
    v = ready(s, 1, CAMARILLA)  # capacity 4
    aa = in_play(s, 0, "Antediluvian Awakening")
    goto(s, "unlock", 1)
    pass_until(s, lambda st: f"burn {v}" in legal(st))
    do(s, f"burn {v}")
    assert v not in s.minions and aa not in s.placed and s.pool[1] == 30


# ------------------------------------------------------------------------ Millicent Smith, Puritan Vampire Hunter


def test_millicent_smith_your_blocked_vampire_and_millicent_are_burned_without_combat() -> None:
    s = table()
    m = in_play(s, 0, "Millicent Smith, Puritan Vampire Hunter")
    a = ready(s, 0, CAMARILLA, blood=3)
    b = ready(s, 1, CAMARILLA2, blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st) is None)
    assert a not in s.minions and m not in s.placed and s.minions[b].blood == 3 and s.pool[1] == 30


def test_millicent_smith_goes_to_your_predator_in_your_discard_phase() -> None:
    s = table()
    m = in_play(s, 0, "Millicent Smith, Puritan Vampire Hunter")
    goto(s, "discard", 0)
    assert s.placed[m].controller == s.predator(0)


# ------------------------------------------------------------------------ The Slow Withering


def withering_costs(s: VTESState, uid: int, name: str) -> list[tuple[int, int]]:
    """The extra costs of each use of a card played by ``uid``."""
    from tabletome.games.vtes.effects.core import extra_costs
    from tabletome.games.vtes.hooks import CARDS, Ctx

    return [extra_costs(s, Ctx("minion"), 0, uid, cid(name), u) for u in CARDS[cid(name)].uses]


def test_the_slow_withering_cards_requiring_a_superior_discipline_cost_1_more_blood() -> None:
    s = table()
    v = ready(s, 0, CAMARILLA)
    in_play(s, 1, "Dragonbound")
    in_play(s, 2, "The Slow Withering")
    assert withering_costs(s, v, "Govern the Unaligned") == [(0, 0), (1, 0)]  # basic, superior


def test_the_slow_withering_a_diablerist_ignores_it_until_a_gehenna_event_is_played() -> None:
    s = table()
    v = ready(s, 0, CAMARILLA)
    in_play(s, 1, "Dragonbound")
    in_play(s, 2, "The Slow Withering")  # played turn 1
    s.turn += 1
    s.game_marks[("diablerie", v)] = s.turn
    assert withering_costs(s, v, "Govern the Unaligned") == [(0, 0), (0, 0)]
    s.turn += 1
    in_play(s, 3, "The Uncoiling")  # not a Gehenna event: still exempt
    assert withering_costs(s, v, "Govern the Unaligned") == [(0, 0), (0, 0)]
    in_play(s, 3, "Veil of Darkness")  # a Gehenna event played
    assert withering_costs(s, v, "Govern the Unaligned") == [(0, 0), (1, 0)]


def test_the_slow_withering_requires_another_gehenna_event_and_is_replaced_after_a_diablerie() -> None:
    s = table()
    hand(s, 0, "The Slow Withering")
    goto(s, "discard")
    assert "play the-slow-withering" not in legal(s)
    in_play(s, 1, "Dragonbound")
    s.changed()
    do(s, "play the-slow-withering")
    pass_until(s, lambda st: any(st.placed[u].card == cid("The Slow Withering") for u in st.inplay[0]))
    assert s.hand[0] == []
    from tabletome.games.vtes.play import end_delays

    end_delays(s, 0, "diablerie")
    assert len(s.hand[0]) == hand_size(s, 0)


# ------------------------------------------------------------------------ Cave of Apples

SETITE = "Black Lotus (G4)"  # Ministry (Follower of Set), capacity 5


def test_cave_of_apples_a_follower_of_set_puts_a_corruption_counter_on_a_younger_vampire_of_the_prey() -> None:
    s = table()
    a = ready(s, 0, SETITE)
    young = ready(s, 1, "Dolie (G4)")  # capacity 3
    old = ready(s, 1, "Emerson Bridges (G1)")  # capacity 8: not younger
    cave = in_play(s, 0, "Cave of Apples")
    goto(s, "minion")
    do(s, use(cave))  # the one younger vampire (not the older one), taken unasked
    a_ = action(s)
    assert a_ is not None and a_.aplay is not None and a_.aplay.targets == (young,) and old in s.minions
    assert a_.actor == a and a_.directed and a_.target_seat == 1
    finish_action(s)
    assert s.minions[young].count("corruption 1") == 1 and s.controller(young) == 1


def test_cave_of_apples_steals_the_minion_once_the_counters_reach_its_capacity() -> None:
    s = table()
    ready(s, 0, SETITE)
    young = ready(s, 1, "Dolie (G4)")  # capacity 3
    ops.add_counters(s, young, "corruption 1", 2)
    cave = in_play(s, 0, "Cave of Apples")
    goto(s, "minion")
    do(s, use(cave))
    pass_until(s, lambda st: f"steal {young}" in legal(st))
    do(s, f"steal {young}")
    assert s.controller(young) == 0 and s.minions[young].count("corruption 1") == 0


def test_cave_of_apples_only_by_a_follower_of_set() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    ready(s, 1, "Dolie (G4)")
    cave = in_play(s, 0, "Cave of Apples")
    goto(s, "minion")
    assert use(cave) not in legal(s)


# ------------------------------------------------------------------------ The Line


def test_the_line_locks_to_reduce_an_action_card_cost_by_1_blood() -> None:
    s = table()
    v = ready(s, 0, "Emerson Bridges (G1)", blood=4)  # Dominate
    line = in_play(s, 0, "The Line")
    hand(s, 0, "Govern the Unaligned")  # 1 blood
    goto(s, "minion")
    do(s, "play govern-the-unaligned")  # the basic bleed (the one mode Emerson may play)
    assert legal(s) == [f"choose {line}", "decline"]  # offered as the card resolves
    do(s, f"choose {line}")
    finish_action(s)
    assert s.placed[line].locked and s.minions[v].blood == 4 and s.pool[1] < 30  # bled, no blood paid


def test_the_line_not_for_a_card_that_is_not_an_action() -> None:
    s = table()
    ready(s, 0, "Emerson Bridges (G1)", blood=4)
    line = in_play(s, 0, "The Line")
    hand(s, 0, "Conditioning")  # an action modifier costing 1 blood
    goto(s, "minion")
    do(s, f"bleed {s.ready[0][0]}")
    pass_until(s, lambda st: "play conditioning" in legal(st))
    do(s, "play conditioning")
    assert f"choose {line}" not in legal(s)


def test_the_line_vampires_steal_it_as_a_directed_action() -> None:
    s = table()
    ready(s, 1, CAMARILLA)
    line = in_play(s, 0, "The Line")
    goto(s, "minion", 1)
    do(s, use(line))
    assert action(s).directed and action(s).target_seat == 0
    finish_action(s)
    assert s.placed[line].controller == 1


# ------------------------------------------------------------------------ Libertas


def test_libertas_allies_cannot_block_this_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    attach(s, a, "Libertas")
    garou = ready(s, 1, "Renegade Garou")
    v = ready(s, 1, CAMARILLA2)
    goto(s, "minion")
    do(s, f"bleed {a}")
    seen: list[str] = []
    pass_until(s, lambda st: seen.extend(legal(st)) or action(st) is None)
    assert f"block {garou}" not in seen and f"block {v}" in seen


def test_libertas_dominate_and_presence_cards_cost_other_minions_1_more_blood_while_it_acts() -> None:
    from tabletome.games.vtes.effects.core import extra_costs
    from tabletome.games.vtes.hooks import CARDS, Ctx

    s = table()
    a = ready(s, 0, ANARCH, blood=3)
    attach(s, a, "Libertas")
    other = ready(s, 1, CAMARILLA2)
    goto(s, "minion")
    use_ = CARDS[cid("Mind Numb")].uses[0]  # requires Presence
    assert extra_costs(s, Ctx("minion"), 1, other, cid("Mind Numb"), use_) == (0, 0)
    do(s, f"bleed {a}")
    assert extra_costs(s, Ctx("A"), 1, other, cid("Mind Numb"), use_) == (1, 0)
    assert extra_costs(s, Ctx("A"), 0, a, cid("Mind Numb"), use_) == (0, 0)  # not the Anarch itself


# ------------------------------------------------------------------------ NSA Trio


def test_nsa_trio_no_combat_ends_strike_in_the_first_round_of_the_first_block_combat() -> None:
    s = table()
    in_play(s, 2, "NSA Trio")
    loc = in_play(s, 3, "Elysium: The Arboretum")  # a window in the combat (the Arboretum's controller)
    a, b = combat_of(s, CAMARILLA, CAMARILLA2)
    c = current_combat(s)
    assert c is not None and c.has(a, "no-combat-ends") and c.has(b, "no-combat-ends")
    assert loc in s.placed


def test_nsa_trio_not_in_a_second_block_combat_that_turn() -> None:
    s = table()
    in_play(s, 2, "NSA Trio")
    in_play(s, 3, "Elysium: The Arboretum")
    s.marks[("first block combat",)] = True  # an earlier combat of a blocked vampire this turn
    a, _b = combat_of(s, CAMARILLA, CAMARILLA2)
    c = current_combat(s)
    assert c is not None and not c.has(a, "no-combat-ends")


def test_nsa_trio_burned_with_a_discard_phase_action_if_your_minions_attempted_no_action() -> None:
    s = table()
    nsa = in_play(s, 2, "NSA Trio")
    goto(s, "discard", 1)
    do(s, use(nsa))
    assert nsa not in s.placed and s.phase_actions == 0


def test_nsa_trio_not_after_an_action_attempted() -> None:
    s = table()
    v = ready(s, 1, CAMARILLA, blood=2)
    nsa = in_play(s, 2, "NSA Trio")
    goto(s, "minion", 1)
    do(s, f"hunt {v}")
    finish_action(s)
    goto(s, "discard", 1)  # the same turn (its marks kept)
    assert use(nsa) not in legal(s)


# ------------------------------------------------------------------------ Legendary Vampire


def test_legendary_vampire_on_a_vampire_of_capacity_7_brought_out_in_your_last_influence_phase() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    v = uncontrolled(s, 0, "Emerson Bridges (G1)", blood=8)  # capacity 8
    goto(s, "minion")
    do(s, "end")  # the influence phase begins
    do(s, f"bring {v}")
    hand(s, 0, "Legendary Vampire")
    goto(s, "master", 0, turn=s.turn + 4)
    do(s, "play legendary-vampire")
    pass_until(s, lambda st: bool(st.minions[v].cards))
    from tabletome.games.vtes.stats import static

    assert static(s, v, "bleed") == 2 and static(s, v, "votes") == 2


def test_legendary_vampire_not_on_a_vampire_that_was_already_ready() -> None:
    s = table()
    ready(s, 0, "Emerson Bridges (G1)")
    hand(s, 0, "Legendary Vampire")
    goto(s, "master")
    assert "play legendary-vampire" not in legal(s)


def test_legendary_vampire_any_vampire_calls_a_referendum_to_burn_it() -> None:
    s = table()
    v = ready(s, 0, "Emerson Bridges (G1)")
    lv = attach(s, v, "Legendary Vampire")
    goto(s, "minion")
    do(s, f"use {lv} 1")
    assert action(s).stealth(s) == 1
    pass_until(s, lambda st: current_referendum(st) is not None)
    do(s, f"vote {v} for")
    finish_action(s)
    assert lv not in s.placed


# ------------------------------------------------------------------------ Dark Influences


def influences_table() -> tuple[VTESState, int]:
    s = table()
    s.public_decks = (False,) * 4  # any deck may hold Dark Influences
    v = ready(s, 0, "Emerson Bridges (G1)", blood=4)  # Dominate
    hand(s, 0, "Govern the Unaligned", "Govern the Unaligned")
    hand(s, 1, "Dark Influences")
    goto(s, "minion")
    return s, v


def test_dark_influences_cancels_a_minion_card_as_it_is_played_cost_unpaid_and_stays_in_play() -> None:
    s, v = influences_table()
    do(s, "play govern-the-unaligned")
    pass_until(s, lambda st: "play dark-influences" in legal(st))
    do(s, "play dark-influences")
    pass_until(s, lambda st: action(st) is None and st.to_move == 0)
    di = [u for u in s.inplay[1] if s.placed[u].card == cid("Dark Influences")]
    assert di and s.minions[v].blood == 4 and s.pool[1] == 28  # Dark Influences cost 2; no bleed
    assert "play govern-the-unaligned" not in legal(s)  # "that card cannot be played again this turn"


def test_dark_influences_cancels_the_next_card_that_would_cancel_a_minion_card_and_is_burned() -> None:
    s, v = influences_table()
    di = in_play(s, 3, "Dark Influences")
    do(s, "play govern-the-unaligned")
    pass_until(s, lambda st: "play dark-influences" in legal(st))
    do(s, "play dark-influences")  # would cancel Govern the Unaligned: cancelled at once instead
    assert di not in s.placed
    pass_until(s, lambda st: st.minions[v].locked and action(st) is None)  # Govern the Unaligned resolved
    assert s.pool[1] < 30 and s.minions[v].blood == 3  # bled; its 1 blood paid
    assert cid("Dark Influences") in s.ash[1] and not any(
        s.placed[u].card == cid("Dark Influences") for u in s.inplay[1]
    )  # the second one cancelled (cost unpaid)


# ------------------------------------------------------------------------ Blind Spot


def test_blind_spot_the_chosen_minion_cannot_block_or_react_while_your_vampire_acts() -> None:
    from tabletome.games.vtes.effects.vocab.action import barred_from_reacting
    from tabletome.games.vtes.hooks import Ctx, Play

    s = table()
    v = ready(s, 0, "Emerson Bridges (G1)", blood=3)  # capacity 8
    t = ready(s, 1, CAMARILLA)  # younger
    other = ready(s, 1, CAMARILLA2)
    hand(s, 0, "Blind Spot")
    goto(s, "master")
    do(s, "play blind-spot", f"target {t}")  # the one vampire of yours, taken unasked
    pass_until(s, lambda st: cid("Blind Spot") in st.ash[0])
    goto(s, "minion")
    do(s, f"bleed {v}")
    react = cid("Enhanced Senses")  # a reaction card
    assert not barred_from_reacting(s, Ctx("A"), Play(1, react, 0, -1, t, (), 0))
    assert barred_from_reacting(s, Ctx("A"), Play(1, react, 0, -1, other, (), 0))
    seen: list[str] = []
    pass_until(s, lambda st: seen.extend(legal(st)) or action(st) is None)
    assert f"block {t}" not in seen and f"block {other}" in seen


def test_blind_spot_only_an_ally_or_a_younger_vampire() -> None:
    s = table()
    ready(s, 0, CAMARILLA)  # capacity 4
    ready(s, 1, "Emerson Bridges (G1)")  # capacity 8: older
    hand(s, 0, "Blind Spot")
    goto(s, "master")
    assert "play blind-spot" not in legal(s)


# ------------------------------------------------------------------------ The Rumor Mill, Tabloid Newspaper


def test_the_rumor_mill_the_chosen_vampire_burns_1_blood_for_1_intercept() -> None:
    s = table()
    a = ready(s, 0, CAMARILLA, blood=3)
    b = ready(s, 1, CAMARILLA2, blood=3)
    mill = in_play(s, 1, "The Rumor Mill, Tabloid Newspaper")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: use(mill) in legal(st))
    do(s, use(mill), f"target {b}")  # any vampire (the acting one too)
    assert s.placed[mill].locked
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: f"grant rumor-mill {b}" in legal(st))
    before = action(s).intercept(s)
    do(s, f"grant rumor-mill {b}")
    assert action(s).intercept(s) == before + 1 and s.minions[b].blood == 2


# ------------------------------------------------------------------------ Society of Leopold


def test_society_of_leopold_the_vampire_burns_1_blood_or_is_burned_in_its_unlock_phase() -> None:
    s = table()
    v = ready(s, 1, CAMARILLA, blood=2)
    attach(s, v, "Society of Leopold", controller=0)
    goto(s, "unlock", 1)
    pass_until(s, lambda st: f"burn-blood {v}" in legal(st))
    assert f"burned {v}" in legal(s)  # the controller's choice
    do(s, f"burn-blood {v}")
    assert s.minions[v].blood == 1


def test_society_of_leopold_an_empty_vampire_is_burned() -> None:
    s = table()
    v = ready(s, 1, CAMARILLA, blood=0)
    attach(s, v, "Society of Leopold", controller=0)
    goto(s, "unlock", 1)
    pass_until(s, lambda st: v not in st.minions)
    assert cid(CAMARILLA) in s.ash[1]


def test_society_of_leopold_the_vampire_moves_it_to_another_vampire_as_a_directed_action() -> None:
    s = table()
    v = ready(s, 1, CAMARILLA, blood=2)
    leo = attach(s, v, "Society of Leopold", controller=0)
    w = ready(s, 2, CAMARILLA2)
    goto(s, "minion", 1)
    do(s, use(leo))  # the one other vampire, taken unasked
    assert action(s).actor == v and action(s).stealth(s) == 1 and action(s).target_seat == 2
    finish_action(s)
    assert leo in s.minions[w].cards and leo not in s.minions[v].cards


# ------------------------------------------------------------------------ Yoruba Shrine


def test_yoruba_shrine_a_directed_action_at_your_assamite_fails_as_announced() -> None:
    s = table()
    garou = ready(s, 1, "Renegade Garou")
    a = ready(s, 2, "Greg Mazouni (G6)", blood=3)  # Banu Haqim
    shrine = in_play(s, 2, "Yoruba Shrine")
    goto(s, "minion", 1)
    do(s, f"use {garou} 1")  # enter combat with a ready minion of another Methuselah: the Assamite
    pass_until(s, lambda st: use(shrine) in legal(st))
    do(s, use(shrine))
    assert action(s) is None and current_combat(s) is None and s.placed[shrine].locked
    assert not s.minions[garou].locked and s.minions[a].blood == 3


def test_yoruba_shrine_a_referendum_naming_your_assamite_in_its_terms_fails() -> None:
    from types import SimpleNamespace

    from tabletome.games.vtes.effects.vocab.kinds import of_clan
    from tabletome.games.vtes.effects.vocab.politics import own_in_terms
    from tabletome.games.vtes.hooks import Ctx, Play

    s = table()
    a = ready(s, 2, "Greg Mazouni (G6)")
    other = ready(s, 2, CAMARILLA)
    named_ = own_in_terms(of_clan("Banu Haqim"))
    ref = SimpleNamespace(aplay=Play(0, -1, 0, -1, -1, (a,), 0))
    assert named_(s, Ctx("poll", referendum=ref), 2, -1)
    ref.aplay = Play(0, -1, 0, -1, -1, (other,), 0)
    assert not named_(s, Ctx("poll", referendum=ref), 2, -1)


# ------------------------------------------------------------------------ Cavalier


def test_cavalier_burns_1_blood_to_unlock_after_a_successful_action_costing_blood() -> None:
    s = table()
    v = ready(s, 0, "Emerson Bridges (G1)", blood=4)
    cav = attach(s, v, "Cavalier")
    hand(s, 0, "Govern the Unaligned")  # 1 blood
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    pass_until(s, lambda st: use(cav) in legal(st))
    do(s, use(cav))
    assert not s.minions[v].locked and s.minions[v].blood == 2  # 1 for the card, 1 for Cavalier
    finish_action(s)
    assert use(cav) not in legal(s)  # once each turn


def test_cavalier_not_after_an_action_costing_no_blood() -> None:
    s = table()
    v = ready(s, 0, "Emerson Bridges (G1)", blood=4)
    cav = attach(s, v, "Cavalier")
    goto(s, "minion")
    do(s, f"bleed {v}")
    seen: list[str] = []
    pass_until(s, lambda st: seen.extend(legal(st)) or action(st) is None)
    assert use(cav) not in seen and s.minions[v].locked


# ------------------------------------------------------------------------ Vox Domini


def vox_table() -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, "Emerson Bridges (G1)")  # a Camarilla prince
    arb = in_play(s, 1, "Elysium: The Arboretum")
    hand(s, 2, "Vox Domini", "Vox Domini")
    goto(s, "minion")
    do(s, f"use {arb} 2")  # a political action: a referendum to burn the Arboretum
    return s, a, arb


def test_vox_domini_the_referendum_of_a_political_action_fails() -> None:
    s, a, arb = vox_table()
    pass_until(s, lambda st: "play vox-domini" in legal(st))
    do(s, "play vox-domini")
    pass_until(s, lambda st: f"vote {a} for" in legal(st))
    do(s, f"vote {a} for")  # 2 votes for, none against
    finish_action(s)
    assert arb in s.placed and cid("Vox Domini") in s.ash[2]  # passed by votes, yet failed


def test_vox_domini_only_one_each_game_for_each_methuselah() -> None:
    s, _a, _arb = vox_table()
    s.game_marks[("once-in-game", "vox-domini", 2)] = True
    seen: list[str] = []
    pass_until(s, lambda st: (st.to_move == 2 and seen.extend(legal(st))) or action(st) is None)
    assert "play vox-domini" not in seen


# ------------------------------------------------------------------------ From a Sinking Ship


def test_from_a_sinking_ship_takes_a_minion_of_a_methuselah_with_3_or_fewer_pool() -> None:
    s = table()
    v = ready(s, 2, CAMARILLA, blood=2)
    ready(s, 2, "Emerson Bridges (G1)")  # capacity 8: not usable on it
    ready(s, 1, CAMARILLA2)  # its Methuselah has 30 pool
    s.pool[2] = 3
    hand(s, 0, "From a Sinking Ship")
    goto(s, "master")
    do(s, "play from-a-sinking-ship")  # the one minion it may take, taken unasked
    pass_until(s, lambda st: st.controller(v) == 0)
    assert v in s.ready[0] and s.minions[v].blood == 2


def test_from_a_sinking_ship_only_one_in_a_game() -> None:
    s = table()
    ready(s, 2, CAMARILLA)
    s.pool[2] = 3
    s.game_marks[("once-in-game", "from-a-sinking-ship")] = True
    hand(s, 0, "From a Sinking Ship")
    goto(s, "master")
    assert "play from-a-sinking-ship" not in legal(s)


# ------------------------------------------------------------------------ The Marrakesh Codex


def test_the_marrakesh_codex_locks_to_reorder_the_top_4_cards_of_your_library() -> None:
    s = table()
    codex = in_play(s, 0, "The Marrakesh Codex")
    top = [cid("Dragonbound"), cid("NRA PAC"), cid("Kevlar Vest"), cid(".44 Magnum")]
    s.library[0] = [*s.library[0], *top]  # the top of a library is the end of its list (ops.draw_library)
    goto(s, "master")
    do(s, use(codex))
    assert "order 44-magnum/dragonbound/kevlar-vest/nra-pac" in legal(s) and len(legal(s)) == 24
    do(s, "order 44-magnum/dragonbound/kevlar-vest/nra-pac")
    assert s.library[0][-4:] == [cid("NRA PAC"), cid("Kevlar Vest"), cid("Dragonbound"), cid(".44 Magnum")]
    assert s.library[0][-1] == cid(".44 Magnum")  # the first named is drawn first
    assert s.placed[codex].locked


def test_the_marrakesh_codex_a_vampire_steals_it() -> None:
    s = table()
    ready(s, 1, CAMARILLA)
    codex = in_play(s, 0, "The Marrakesh Codex")
    goto(s, "minion", 1)
    do(s, use(codex, 2))
    finish_action(s)
    assert s.placed[codex].controller == 1


# ------------------------------------------------------------------------ Aching Beauty


def test_aching_beauty_the_blocking_minions_controller_burns_1_pool() -> None:
    s = table()
    a = ready(s, 0, "Adrianne (G1)", blood=3)  # Toreador
    attach(s, a, "Aching Beauty")
    b = ready(s, 1, CAMARILLA2, blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: st.pool[1] < 30)
    assert s.pool[1] == 29 and action(s) is not None  # before block resolution


def test_aching_beauty_only_on_a_toreador() -> None:
    s = table()
    ready(s, 0, CAMARILLA)
    hand(s, 0, "Aching Beauty")
    goto(s, "master")
    assert "play aching-beauty" not in legal(s)


# ------------------------------------------------------------------------ Kaymakli Nightmares


def test_kaymakli_nightmares_every_uncontrolled_region_goes_back_to_the_crypt_blood_to_pool() -> None:
    from tests.games.vtes.scenario import owned, uncontrolled

    s = table()
    u1 = uncontrolled(s, 1, CAMARILLA, blood=2)
    u2 = uncontrolled(s, 1, CAMARILLA2, blood=0)
    before = owned(s, 1)
    crypt = len(s.crypt[1])
    hand(s, 0, "Kaymakli Nightmares")
    goto(s, "master")
    do(s, "play kaymakli-nightmares")
    pass_until(s, lambda st: cid("Kaymakli Nightmares") in st.ash[0])
    assert u1 not in s.minions and u2 not in s.minions
    assert len(s.uncontrolled[1]) == 2 and len(s.crypt[1]) == crypt and s.pool[1] == 32
    assert all(s.minions[u].blood == 0 for u in s.uncontrolled[1])
    assert owned(s, 1) == before  # every card still its owner's


def test_kaymakli_nightmares_only_one_in_a_game() -> None:
    s = table()
    s.game_marks[("once-in-game", "kaymakli-nightmares")] = True
    hand(s, 0, "Kaymakli Nightmares")
    goto(s, "master")
    assert "play kaymakli-nightmares" not in legal(s)


# ------------------------------------------------------------------------ Nocturn Theater


def test_nocturn_theater_locks_with_a_vampire_of_yours_to_lock_a_minion_of_your_prey() -> None:
    s = table()
    v = ready(s, 0, CAMARILLA)
    t = ready(s, 1, CAMARILLA2)
    loc = in_play(s, 0, "Nocturn Theater")
    goto(s, "unlock")
    pass_until(s, lambda st: use(loc) in legal(st))
    do(s, use(loc))  # the one pair, taken unasked
    assert s.placed[loc].locked and s.minions[v].locked and s.minions[t].locked


def test_nocturn_theater_a_titled_vampire_burns_it() -> None:
    s = table()
    ready(s, 1, CAMARILLA)  # untitled: may not
    loc = in_play(s, 0, "Nocturn Theater")
    goto(s, "minion", 1)
    assert use(loc, 2) not in legal(s)
    ready(s, 1, "Emerson Bridges (G1)")  # a prince
    s.changed()
    do(s, use(loc, 2))
    finish_action(s)
    assert loc not in s.placed
