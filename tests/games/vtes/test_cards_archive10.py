"""Cards of the archive's decks (issue 37, tenth list): the cards holding back tournament-winning decks since 2020
after the ninth list, cheapest first."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import current_combat, strike_of
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import action, cid, do, goto, hand, legal, pass_until, play, ready, table, until_legal
from tests.games.vtes.test_cards_archive9 import blocking_a_hunt
from tests.games.vtes.test_cards_combat_cards import cb, end_combat, fight, said, to

PT = "predator-s-transformation"
ABOMBWE_SUP = "Hasani (G4)"  # for, ABO; capacity 4


# ------------------------------------------------------------------------ Predator's Transformation


def test_predators_transformation_abombwe_plus_1_stealth_as_the_action_is_announced() -> None:
    """VT-ANN-04: only as the action is announced; +1 stealth even if not yet needed."""
    s = table()
    h = ready(s, 0, ABOMBWE_SUP, blood=4)
    hand(s, 0, "Predator's Transformation")
    goto(s, "minion")
    do(s, f"bleed {h}")
    course = action(s)
    assert course is not None and course.stealth(s) == 0
    do(s, f"play {PT}")  # the one mode usable now: taken without asking
    assert course.stealth(s) == 1
    pass_until(s, lambda st: action(st) is None or st.to_move == 0)
    assert f"play {PT}" not in legal(s)  # no longer as the action is announced


def test_predators_transformation_reflex_cancels_a_frenzy_card_played_on_this_vampire() -> None:
    """LSJ 20051113: a frenzy card acting on the opposing minion is played on it; cancelled as it is played (VT-CARD-17),
    its cost still paid."""
    s = table()
    s.public_decks = (False,) * 4  # a deck that could hold it
    h = ready(s, 0, ABOMBWE_SUP, blood=4)
    b = ready(s, 1, "Nestor Kaba (G4)", blood=4)  # [ani]
    hand(s, 0, "Predator's Transformation")
    hand(s, 1, "Terror Frenzy")
    fight(s, h, b)
    to(s, "before-range", 1)
    do(s, "play terror-frenzy")
    pass_until(s, lambda st: f"play {PT}" in legal(st) or cb(st).has(h, "no-equipment"))
    assert f"play {PT}" in legal(s)
    do(s, f"play {PT}")
    pass_until(s, lambda st: cid("Terror Frenzy") in st.ash[1])
    assert not cb(s).has(h, "no-equipment") and not cb(s).has(h, "no-maneuver")


def test_predators_transformation_superior_prey_burns_2_pool_after_this_vampire_burns_their_ally_in_combat() -> None:
    """LSJ 20090922: a minion burned in combat was burned by its opponent; at the end of that round."""
    s = table()
    h = ready(s, 0, ABOMBWE_SUP, blood=4)
    ally = ready(s, 1, "Muddled Vampire Hunter")  # 1 life, seat 0's prey's
    hand(s, 0, "Predator's Transformation")
    fight(s, h, ally)
    to(s, "end-round", 0)
    assert ally not in s.minions
    do(s, f"play {PT}")
    assert s.pool[1] == 28


def test_predators_transformation_superior_not_for_a_minion_of_another_than_your_prey() -> None:
    s = table()
    h = ready(s, 0, ABOMBWE_SUP, blood=4)
    ally = ready(s, 2, "Muddled Vampire Hunter")  # seat 2: not seat 0's prey
    hand(s, 0, "Predator's Transformation")
    fight(s, h, ally)
    to(s, "end-round", 0)
    assert ally not in s.minions
    assert f"play {PT}" not in legal(s)


def test_predators_transformation_superior_after_a_directed_action_burns_a_prey_minion_once_each_action() -> None:
    s = table()
    ready(s, 0, "Amavi (G4)", blood=8)  # pro, ABO
    ally = ready(s, 1, "Muddled Vampire Hunter")  # 1 life
    hand(s, 0, "Shattering Crescendo", "Predator's Transformation", "Predator's Transformation")
    goto(s, "minion")
    play(s, "shattering-crescendo", f"target {ally}")
    pass_until(s, lambda st: ally not in st.minions and f"play {PT}" in legal(st))
    do(s, f"play {PT}")
    assert s.pool[1] == 28
    pass_until(s, lambda st: action(st) is None or f"play {PT}" in legal(st))
    assert f"play {PT}" not in legal(s)  # one at superior each action


def test_predators_transformation_superior_not_after_an_action_that_burned_no_minion() -> None:
    s = table()
    a = ready(s, 0, "Amavi (G4)", blood=8)
    ally = ready(s, 1, "Carlton Van Wyk")  # 2 life: 1 damage leaves it in play
    hand(s, 0, "Shattering Crescendo", "Predator's Transformation")
    goto(s, "minion")
    play(s, "shattering-crescendo", f"by {a}", f"target {ally}")
    pass_until(s, lambda st: action(st) is None or (st.minions[ally].blood == 1 and f"play {PT}" in legal(st)))
    assert f"play {PT}" not in legal(s)


# ------------------------------------------------------------------------ Ilyana Ravidovich

ILYANA = "Ilyana Ravidovich (G3)"  # Camarilla, untitled: no votes of her own


def test_ilyana_ravidovich_2_additional_votes_in_a_blood_hunt_on_her_only() -> None:
    """VT-DIAB-08: the blood hunt referendum on a diablerist; her controller casts the 2 votes as they choose."""
    from tabletome.games.vtes.politics import call_blood_hunt, current_referendum

    s = table()
    v = ready(s, 0, ILYANA, blood=3)
    other = ready(s, 0, "Hasani (G4)", blood=3)  # another untitled vampire of hers
    goto(s, "minion")
    call_blood_hunt(s, v)
    s.settle()
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, v) == 2 and ref.vampire_votes(s, other) == 0
    pass_until(s, lambda st: f"vote {v} against" in legal(st))
    do(s, f"vote {v} against")
    assert any(c[0] == v and c[2] == "against" and c[3] == 2 for c in ref.cast)
    s = table()
    v = ready(s, 0, ILYANA, blood=3)
    other = ready(s, 0, "Hasani (G4)", blood=3)
    goto(s, "minion")
    call_blood_hunt(s, other)  # on another vampire: none
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, v) == 0


def test_ilyana_ravidovich_burns_1_blood_for_1_intercept_once_each_action() -> None:
    s = table()
    a = ready(s, 0, "Hasani (G4)", blood=3)
    v = ready(s, 1, ILYANA, blood=3)
    course = blocking_a_hunt(s, a, v, stealth=2)
    pass_until(s, lambda st: f"use {v} 1" in legal(st))
    do(s, f"use {v} 1")
    assert s.minions[v].blood == 2 and course.intercept(s, v) == 1
    pass_until(s, lambda st: action(st) is None or f"use {v} 1" in legal(st))
    assert f"use {v} 1" not in legal(s)  # once each action


# ------------------------------------------------------------------------ The Mole

BITUIN = "Bituin (G6)"  # Anarch: ani cel dom, capacity 6
SABBAT_YOUNGER = "Agatha (G2)"  # Sabbat, capacity 4, no Celerity


def bled_by(acting: str) -> tuple[VTESState, int, int]:
    """Seat 0's ``acting`` bleeds seat 1, whose Bituin holds The Mole: (state, the acting vampire, Bituin)."""
    s = table()
    a = ready(s, 0, acting, blood=3)
    b = ready(s, 1, BITUIN, blood=3)
    hand(s, 1, "The Mole")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: action(st) is None or "play the-mole" in legal(st))
    return s, a, b


def test_the_mole_dominate_locks_to_make_a_younger_non_anarch_vampire_s_bleed_fail() -> None:
    s, a, b = bled_by(SABBAT_YOUNGER)
    do(s, "play the-mole")  # the one mode usable now: taken without asking
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[1] == 30 and s.minions[b].locked and s.minions[a].locked


def test_the_mole_not_against_an_older_vampire_nor_an_anarch() -> None:
    for acting in ("Alice Chen (G6)", "Jenna Cross (G4)"):  # capacity 7 (older); an Anarch of capacity 4
        s, _a, _b = bled_by(acting)
        assert "play the-mole" not in legal(s)


def test_the_mole_celerity_1_intercept_unless_the_acting_minion_has_celerity() -> None:
    for acting, more in ((SABBAT_YOUNGER, 1), ("Lucian (G1)", 0)):  # Lucian: Camarilla, [cel]
        s = table()
        a = ready(s, 0, acting, blood=3)
        b = ready(s, 1, BITUIN, blood=3)
        hand(s, 1, "The Mole")
        course = blocking_a_hunt(s, a, b, stealth=1)
        pass_until(s, lambda st: st.to_move == 1)  # the blocking Methuselah, in the block attempt
        assert ("play the-mole" in legal(s)) == bool(more)
        if more:
            do(s, "play the-mole")  # the one mode usable now
            assert course.intercept(s, b) == 1


def test_the_mole_animalism_a_locked_anarch_unlocks_and_attempts_to_block() -> None:
    s = table()
    a = ready(s, 0, SABBAT_YOUNGER, blood=3)
    b = ready(s, 1, BITUIN, blood=3, locked=True)
    hand(s, 1, "The Mole")
    goto(s, "minion")
    do(s, f"hunt {a}")
    pass_until(s, lambda st: action(st) is None or "play the-mole" in legal(st))
    do(s, "play the-mole")
    course = action(s)
    assert course is not None and course.blocker == b and not s.minions[b].locked


# ------------------------------------------------------------------------ Undead Strength


def test_undead_strength_hand_strike_at_plus_1_or_plus_2_at_superior() -> None:
    for vampire, mode, left in (("Jenna Cross (G4)", "basic", 2), ("Tupdog (G3)", "superior", 1)):  # pot; POT
        s = table()
        a = ready(s, 0, vampire, blood=1)  # strength 1
        b = ready(s, 1, "Alice Chen (G6)", blood=4)
        hand(s, 0, "Undead Strength")
        fight(s, a, b)
        to(s, "strike", 0)
        play(s, "undead-strength", f"mode {mode}", "target hand")  # Jenna: the basic level only, not asked
        end_combat(s)
        assert s.minions[b].blood == left  # 1 strength, +1 or +2


# ------------------------------------------------------------------------ Member of the Entourage

ENTOURAGE = "Member of the Entourage"  # 2 life


def test_member_of_the_entourage_burns_life_for_intercept_and_is_burned_blocking_a_vampire() -> None:
    """VT-RES-03: burned before block resolution: the bleed is blocked, no combat follows."""
    s = table()
    a = ready(s, 0, SABBAT_YOUNGER, blood=3)
    e = ready(s, 1, ENTOURAGE)
    goto(s, "minion")
    do(s, f"bleed {a}")  # directed at seat 1
    until_legal(s, f"block {e}")
    course = action(s)
    assert course is not None
    course.stealth_bonus += 1
    do(s, f"block {e}")
    pass_until(s, lambda st: f"use {e} 1" in legal(st))
    do(s, f"use {e} 1")  # 1 life left: +1 intercept, the block succeeds
    pass_until(s, lambda st: action(st) is None)
    assert e not in s.minions and cid(ENTOURAGE) in s.ash[1]
    assert s.pool[1] == 30 and s.minions[a].blood == 3  # blocked; no combat
    assert said(s, "is burned (Member of the Entourage)")


def test_member_of_the_entourage_no_intercept_in_an_undirected_action_and_cannot_act() -> None:
    s = table()
    e = ready(s, 0, ENTOURAGE)
    goto(s, "minion")
    assert not [m for m in legal(s) if m.split()[-1] == str(e)]  # no action of its own
    s = table()
    a = ready(s, 0, SABBAT_YOUNGER, blood=3)
    e = ready(s, 1, ENTOURAGE)
    course = blocking_a_hunt(s, a, e)  # a hunt: directed at nobody
    pass_until(s, lambda st: action(st) is None or f"use {e} 1" in legal(st))
    assert f"use {e} 1" not in legal(s) and course.intercept(s, e) == 0


# ------------------------------------------------------------------------ Guru, Bribes

SABBAT_BISHOP = "Brooke (G2)"  # Tremere antitribu, Sabbat, capacity 3


def test_guru_on_a_sabbat_vampire_gains_1_blood_when_its_referendum_passes() -> None:
    from tests.games.vtes.test_cards_crypt_archive2 import kine_called_by

    s = table()
    b = ready(s, 0, SABBAT_BISHOP, blood=1, title="bishop")
    hand(s, 0, "Guru")
    goto(s, "master")
    play(s, "guru", f"target {b}")
    kine_called_by(s, b)  # passes
    assert s.pool[1] == 28 and s.minions[b].blood == 2


def test_guru_only_on_a_sabbat_vampire_you_control() -> None:
    s = table()
    ready(s, 0, "Aleph (G1)")  # Camarilla
    ready(s, 1, SABBAT_BISHOP)
    hand(s, 0, "Guru")
    goto(s, "master")
    assert "play guru" not in legal(s)


def test_bribes_gain_1_pool_and_each_other_methuselah_casting_only_in_favor_gains_1() -> None:
    """VT-REF-05: paid as the results are tallied; not to one who also cast against, nor to its player again."""
    from tests.games.vtes.test_cards_political import call

    s = table()
    a = ready(s, 0, "Alice Chen (G6)")  # prince: 2 votes
    friend = ready(s, 3, "Aleph (G1)", title="prince", sect="camarilla")
    foe = ready(s, 1, "Hasani (G4)", title="prince", sect="camarilla")
    hand(s, 0, "Kine Resources Contested", "Bribes")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, "play bribes")
    do(s, "play bribes")
    assert s.pool[0] == 31
    for move in (f"vote {a} for", f"vote {friend} for", f"vote {foe} against"):
        until_legal(s, move)
        do(s, move)
    pass_until(s, lambda st: action(st) is None)
    assert s.pool[0] == 31 and s.pool[3] == 31 and s.pool[1] == 28 and s.pool[2] == 28


# ------------------------------------------------------------------------ Infamous Insurgent

RED_LIST = "Alexis Sorokin (G4)"  # Independent, Red List


def test_infamous_insurgent_on_a_red_list_anarch_infernal_2_votes_and_an_anarch_unlocks() -> None:
    """VT-TRAIT-04: the vampire is infernal while the card is on it; the unlock once in its controller's minion phase."""
    from tabletome.games.vtes.stats import votes
    from tabletome.games.vtes.traits import has_trait

    s = table()
    v = ready(s, 0, RED_LIST, blood=3, sect="anarch")
    other = ready(s, 0, "Jenna Cross (G4)", blood=3, locked=True)  # an Anarch
    hand(s, 0, "Infamous Insurgent")
    goto(s, "master")
    before = votes(s, v)
    play(s, "infamous-insurgent", f"target {v}")
    insurgent = s.minions[v].cards[0]
    assert votes(s, v) == before + 2 and has_trait(s, v, "Infernal")
    goto(s, "minion")
    do(s, f"use {insurgent} 1")  # the one locked Anarch: taken without asking
    assert not s.minions[other].locked
    ops.lock(s, other)
    s.changed()
    assert f"use {insurgent} 1" not in legal(s)  # once in the phase
    ops.burn_placed(s, insurgent)
    assert not has_trait(s, v, "Infernal") and votes(s, v) == before


def test_infamous_insurgent_not_on_a_vampire_off_the_red_list_or_not_anarch() -> None:
    s = table()
    ready(s, 0, RED_LIST, blood=3)  # Independent
    ready(s, 1, "Jenna Cross (G4)", blood=3)  # an Anarch off the Red List
    hand(s, 0, "Infamous Insurgent")
    goto(s, "master")
    assert "play infamous-insurgent" not in legal(s)


# ------------------------------------------------------------------------ Path of the Void


def master_on(s: VTESState, master: str, vampire: str, blood: int) -> tuple[int, int]:
    """The master card played on a vampire of seat 0 in its master phase: (the vampire, the card)."""
    v = ready(s, 0, vampire, blood=blood)
    hand(s, 0, master)
    goto(s, "master")
    play(s, facts(cid(master)).slug, f"target {v}")
    return v, s.minions[v].cards[0]


def void_on(s: VTESState) -> tuple[int, int]:
    return master_on(s, "Path of the Void", "Alice Chen (G6)", 4)


def test_path_of_the_void_1_stealth_1_less_bleed_and_1_damage_as_a_directed_action() -> None:
    from tabletome.games.vtes.stats import static

    s = table()
    v, path = void_on(s)
    b = ready(s, 1, SABBAT_YOUNGER, blood=3)
    assert static(s, v, "stealth") == 1 and static(s, v, "bleed") == -1
    goto(s, "minion")
    do(s, f"use {path} 1")  # the one minion of another Methuselah: taken without asking
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[b].blood == 2


def test_path_of_the_void_unlock_phase_discard_a_master_card_or_lock_the_vampire() -> None:
    s = table()
    v, _path = void_on(s)
    hand(s, 0, "Guru")
    goto(s, "unlock")
    pass_until(s, lambda st: "discard guru" in legal(st))
    assert "choose lock" in legal(s)
    do(s, "discard guru")
    assert cid("Guru") in s.ash[0] and not s.minions[v].locked
    s = table()
    v, _path = void_on(s)
    s.hand[0] = [c for c in s.hand[0] if not facts(c).is_type("Master")]
    goto(s, "unlock")
    pass_until(s, lambda st: "choose lock" in legal(st))
    do(s, "choose lock")  # no master card: only the lock
    assert s.minions[v].locked


def test_path_of_the_void_only_one_path_and_burned_when_its_vampire_commits_diablerie() -> None:
    s = table()
    v, path = void_on(s)
    hand(s, 0, "Path of the Void")
    goto(s, "master")
    assert "play path-of-the-void" not in legal(s)  # unique, and one path on a vampire
    ops.fire(s, "diablerie", {"diablerist": v, "victim": -1})
    assert path not in s.placed and cid("Path of the Void") in s.ash[0]


# ------------------------------------------------------------------------ Repo Man


def test_repo_man_recruited_the_acting_vampire_unlocks_at_the_end_of_the_turn() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Repo Man")
    goto(s, "minion")
    do(s, "play repo-man")
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[a].locked and any(m.card == cid("Repo Man") for m in s.minions.values())
    pass_until(s, lambda st: st.current == 1)
    assert not s.minions[a].locked


def test_repo_man_retrieves_the_first_vehicle_of_the_library_onto_a_minion_paying_its_cost() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    repo = ready(s, 0, "Repo Man")
    s.library[0] += [cid("Sport Bike"), cid("Vessel"), cid("Deflection")]  # the top is the end
    bikes = s.library[0].count(cid("Sport Bike"))
    goto(s, "minion")
    do(s, f"use {repo} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 2 and not course.directed
    pass_until(s, lambda st: f"choose {a}" in legal(st))
    assert f"choose {repo}" in legal(s)  # an ally may carry a vehicle too
    do(s, f"choose {a}")
    pass_until(s, lambda st: action(st) is None)
    assert any(s.placed[p].card == cid("Sport Bike") for p in s.minions[a].cards)
    assert s.pool[0] == 29 and s.library[0].count(cid("Sport Bike")) == bikes - 1


def test_repo_man_burns_the_vehicle_no_minion_of_yours_may_carry() -> None:
    from tests.games.vtes.scenario import attach

    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    repo = ready(s, 0, "Repo Man")
    attach(s, a, "Sport Bike")
    attach(s, repo, "Sport Bike")  # "a minion can have only one vehicle"
    s.library[0].append(cid("Sport Bike"))
    goto(s, "minion")
    do(s, f"use {repo} 1")
    pass_until(s, lambda st: action(st) is None)
    assert cid("Sport Bike") in s.ash[0] and s.pool[0] == 30


# ------------------------------------------------------------------------ Talbot's Chainsaw


def chainsaw_on(s: VTESState, seat: int = 0) -> tuple[int, int]:
    from tests.games.vtes.scenario import attach

    v = ready(s, seat, "Alice Chen (G6)", blood=5)
    return v, attach(s, v, "Talbot's Chainsaw")


def test_talbots_chainsaw_strike_3_damage_a_prevention_and_a_mandatory_press_in_the_first_round() -> None:
    s = table()
    v, _saw = chainsaw_on(s)
    b = ready(s, 1, SABBAT_YOUNGER, blood=4)
    c = fight(s, v, b)
    assert c.count(v, "shield") == 1  # "can prevent 1 damage each combat"
    to(s, "strike", 0)
    do(s, "strike talbots-chainsaw-3")
    pass_until(s, lambda st: current_combat(st) is None or cb(st).round == 2)
    assert s.minions[b].blood == 1  # 3 damage
    assert current_combat(s) is not None and cb(s).round == 2  # pressed to continue, mandatory


def test_talbots_chainsaw_unlock_phase_3_damage_on_a_ready_minion_you_control_and_no_hunt() -> None:
    s = table()
    v, _saw = chainsaw_on(s)
    other = ready(s, 0, SABBAT_YOUNGER, blood=4)
    goto(s, "minion")
    assert f"hunt {v}" not in legal(s) and f"hunt {other}" in legal(s)
    goto(s, "unlock")
    pass_until(s, lambda st: f"choose {other}" in legal(st))
    assert f"choose {v}" in legal(s)
    do(s, f"choose {other}")
    assert s.minions[other].blood == 1


def test_talbots_chainsaw_the_bearer_enters_combat_as_a_1_stealth_directed_action() -> None:
    s = table()
    v, saw = chainsaw_on(s)
    b = ready(s, 1, SABBAT_YOUNGER, blood=4)
    goto(s, "minion")
    do(s, f"use {saw} 1")
    course = action(s)
    assert course is not None and course.actor == v and course.directed and course.stealth(s) == 1
    assert course.aplay is not None and course.aplay.targets == (b,)


# ------------------------------------------------------------------------ Dr. Marisa Fletcher, CDC

FLETCHER = "Dr. Marisa Fletcher, CDC"


def test_dr_marisa_fletcher_burns_a_hunter_of_capacity_below_its_counters_blocked() -> None:
    """VT-RES-03: as the block succeeds; the counters burned with it; none below the capacity asked."""
    from tests.games.vtes.scenario import attach, in_play

    for counters, burned in ((5, True), (4, False)):
        s = table()
        cdc = in_play(s, 2, FLETCHER, counters=counters)
        a = ready(s, 0, SABBAT_YOUNGER, blood=3)  # capacity 4
        b = ready(s, 1, "Alice Chen (G6)", blood=4)
        attach(s, b, "Sport Bike")  # +1 intercept against the hunt's +1 stealth
        course = blocking_a_hunt(s, a, b, stealth=0)
        pass_until(s, lambda st, course=course: course.blocked_by >= 0)
        assert (a not in s.minions) == burned
        assert s.placed[cdc].counters == (0 if burned else counters)


def test_dr_marisa_fletcher_2_counters_in_its_controller_s_unlock_phase() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    cdc = in_play(s, 0, FLETCHER)
    goto(s, "unlock")
    pass_until(s, lambda st: st.prompt().startswith("Master phase"))
    assert s.placed[cdc].counters == 2


# ------------------------------------------------------------------------ Annabelle Triabell


def test_annabelle_triabell_gives_toreador_vampires_1_bleed_this_turn_and_unlocks() -> None:
    """VT-CARD-25: the action's cost of 1 blood paid as it succeeds; LSJ 20030811: every Toreador."""
    from tabletome.games.vtes.stats import bleed

    s = table()
    a = ready(s, 0, "Annabelle Triabell (G3)", blood=4)
    t = ready(s, 0, "Thomas De Lutrius (G4)", blood=4)  # Toreador
    v = ready(s, 0, SABBAT_YOUNGER, blood=4)  # not Toreador
    goto(s, "minion")
    before_t, before_v = bleed(s, t), bleed(s, v)
    do(s, f"use {a} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[a].blood == 3 and not s.minions[a].locked
    assert bleed(s, t) == before_t + 1 and bleed(s, v) == before_v


# ------------------------------------------------------------------------ Thanks for the Donation


def donation_on_contested_library(s: VTESState) -> tuple[int, int]:
    """Seat 0 and seat 1 contest Elder Library; seat 0's Bituin puts Thanks for the Donation on seat 0's copy."""
    from tests.games.vtes.scenario import in_play

    ready(s, 0, BITUIN, blood=4)  # [dom]
    a = in_play(s, 0, "Elder Library")
    b = in_play(s, 1, "Elder Library")
    hand(s, 0, "Thanks for the Donation")
    goto(s, "minion")
    play(s, "thanks-for-the-donation", f"target {a}")
    pass_until(s, lambda st: action(st) is None)
    assert any(pl.card == cid("Thanks for the Donation") for pl in s.placed.values())
    return a, b


def test_thanks_for_the_donation_your_prey_pays_to_keep_the_contested_card() -> None:
    """VT-CONT-03: 1 pool each unlock phase to keep a contested card; paid by the prey."""
    s = table()
    a, _b = donation_on_contested_library(s)
    goto(s, "unlock", seat=0)
    pools = list(s.pool)
    do(s, f"keep {a}")
    assert s.pool[0] == pools[0] and s.pool[1] == pools[1] - 1 and a in s.contested[0]


def test_thanks_for_the_donation_a_prey_short_of_pool_pays_what_it_has_and_the_card_is_yielded() -> None:
    """RTR 20010710."""
    s = table()
    a, _b = donation_on_contested_library(s)
    goto(s, "unlock", seat=0)
    s.pool[1] = 0
    do(s, f"keep {a}")
    assert a not in s.contested[0] and not s.in_game(1)


# ------------------------------------------------------------------------ Marie-Pierre

MARIE = "Marie-Pierre (G6)"  # Samedi, capacity 4


def test_marie_pierre_locks_after_another_samedi_s_combat_to_enter_combat_with_the_opposing_minion() -> None:
    s = table()
    m = ready(s, 0, MARIE, blood=3)
    samedi = ready(s, 0, "Abebe (G4)", blood=3)  # another Samedi
    b = ready(s, 1, SABBAT_YOUNGER, blood=4)
    fight(s, samedi, b)
    pass_until(s, lambda st: "choose lock" in legal(st))  # one round of hand strikes, no press: the combat ends
    blood = s.minions[b].blood
    do(s, "choose lock")
    assert said(s, "Combat: Marie-Pierre (G6) against Agatha (G2).") and s.minions[m].locked
    assert s.minions[b].blood == blood - 1  # her hand strike in the new combat


def test_marie_pierre_cannot_block_older_vampires() -> None:
    s = table()
    older = ready(s, 0, "Alice Chen (G6)", blood=4)  # capacity 7
    m = ready(s, 1, MARIE, blood=3)
    goto(s, "minion")
    do(s, f"hunt {older}")
    pass_until(s, lambda st: action(st) is None or st.to_move == 1)
    assert f"block {m}" not in legal(s)
    s = table()
    same = ready(s, 0, SABBAT_YOUNGER, blood=4)  # capacity 4: not older
    m = ready(s, 1, MARIE, blood=3)
    goto(s, "minion")
    do(s, f"hunt {same}")
    until_legal(s, f"block {m}")


# ------------------------------------------------------------------------ Houngan


def houngan_on(s: VTESState) -> tuple[int, int]:
    return master_on(s, "Houngan", "Abebe (G4)", 1)  # Samedi, capacity 4


def test_houngan_its_samedi_gains_1_blood_each_unlock_phase_and_may_lock_for_1_more() -> None:
    s = table()
    v, houngan = houngan_on(s)
    goto(s, "unlock")
    pass_until(s, lambda st: f"effect {houngan}" in legal(st))
    do(s, f"effect {houngan}")  # VT-UNL-02: the unlock-phase effect, in the order its Methuselah chooses
    assert s.minions[v].blood == 2
    do(s, f"use {houngan} 1")
    assert s.minions[v].blood == 3 and s.minions[v].locked
    assert f"use {houngan} 1" not in legal(s)  # once


def test_houngan_another_samedi_takes_it_as_a_1_stealth_action() -> None:
    s = table()
    v, houngan = houngan_on(s)
    other = ready(s, 0, "Angel Chavarria (G6)", blood=3)  # Samedi
    plain = ready(s, 0, "Alice Chen (G6)", blood=3)  # not Samedi
    goto(s, "minion")
    do(s, f"use {houngan} 2")
    assert f"by {plain}" not in legal(s) and f"by {v}" not in legal(s)
    if f"by {other}" in legal(s):
        do(s, f"by {other}")
    course = action(s)
    assert course is not None and course.actor == other and course.stealth(s) == 1 and not course.directed
    pass_until(s, lambda st: action(st) is None)
    assert s.placed[houngan].host == other and s.placed[houngan].controller == 0


def test_houngan_only_on_a_samedi() -> None:
    s = table()
    ready(s, 0, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Houngan")
    goto(s, "master")
    assert "play houngan" not in legal(s)


# ------------------------------------------------------------------------ Necrosis, Josette

JOSETTE = "Josette (G6)"  # Samedi: pot pre FOR OBF THN, capacity 8


def josette_strikes(card: str, mode: str) -> tuple[VTESState, int]:
    """Josette plays the strike card in the mode against Alice Chen (4 blood), to the end of combat: (state, Alice)."""
    s = table()
    j = ready(s, 0, JOSETTE, blood=5)
    b = ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 0, card)
    fight(s, j, b)
    to(s, "strike", 0)
    play(s, facts(cid(card)).slug, f"mode {mode}")
    end_combat(s)
    return s, b


def test_necrosis_hand_strike_at_plus_2_and_1_damage_in_the_press_step_at_superior() -> None:
    """ANK 20200517: the press-step damage only at close range; environmental, unpreventable."""
    for mode, left in (("basic", 4 - 3), ("superior", 4 - 3 - 1)):
        s, b = josette_strikes("Necrosis", mode)
        assert s.minions[b].blood == left  # 1 strength +2; then 1 more in the press step at superior


def test_necrosis_potence_hand_strike_at_plus_1() -> None:
    s = table()
    a = ready(s, 0, SABBAT_YOUNGER, blood=4)  # POT, no Thanatosis
    b = ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Necrosis")
    fight(s, a, b)
    to(s, "strike", 0)
    play(s, "necrosis", "mode pot")
    end_combat(s)
    assert s.minions[b].blood == 2


def test_josette_steals_a_vampire_in_torpor_as_a_directed_action_costing_2_blood() -> None:
    """VT-TERM-08: the stolen vampire stays in torpor."""
    from tests.games.vtes.scenario import torpor

    s = table()
    j = ready(s, 0, JOSETTE, blood=5)
    v = torpor(s, 1, "Alice Chen (G6)", blood=1)
    goto(s, "minion")
    do(s, f"use {j} 1")  # the one vampire in torpor: taken without asking
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    pass_until(s, lambda st: action(st) is None)
    assert v in s.torpor[0] and s.minions[j].blood == 3


# ------------------------------------------------------------------------ Reliquary: Shango Remains

RELIQUARY = "Reliquary: Shango Remains"
ASSAMITE = "Asmin Kobane (G6)"  # Banu Haqim, capacity 5


def reliquary_equipped(s: VTESState, answer: str) -> tuple[int, int]:
    """An Assamite of seat 0 equips with the Reliquary, answering its choice: (the Assamite, the card or -1)."""
    a = ready(s, 0, ASSAMITE, blood=4)
    hand(s, 0, RELIQUARY)
    goto(s, "minion")
    do(s, "play reliquary-shango-remains")
    pass_until(s, lambda st: "decline" in legal(st) and action(st) is not None and action(st).stage == "after")
    do(s, answer)
    on_it = [p for p in s.minions[a].cards if s.placed[p].card == cid(RELIQUARY)]
    return a, on_it[0] if on_it else -1


def test_reliquary_removes_an_assamite_of_your_ash_heap_from_the_game() -> None:
    s = table()
    s.ash[0].append(cid("Bijou (G6)"))
    _a, rel = reliquary_equipped(s, "choose bijou")
    assert rel >= 0 and cid("Bijou (G6)") in s.removed[0] and cid("Bijou (G6)") not in s.ash[0]


def test_reliquary_burned_when_no_assamite_is_removed() -> None:
    s = table()
    _a, rel = reliquary_equipped(s, "decline")
    assert rel < 0 and cid(RELIQUARY) in s.ash[0]


def test_reliquary_the_assamite_bearer_burns_1_blood_for_2_hand_size_until_the_end_of_the_turn() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    s.ash[0].append(cid("Bijou (G6)"))
    a, rel = reliquary_equipped(s, "choose bijou")
    pass_until(s, lambda st: action(st) is None)
    size = hand_size(s, 0)
    do(s, f"use {rel} 1")
    assert s.minions[a].blood == 3 and hand_size(s, 0) == size + 2 and len(s.hand[0]) == size + 2
    assert f"use {rel} 1" not in legal(s)  # once each turn
    pass_until(s, lambda st: st.current == 1)  # the turn ends: over the hand size, seat 0 discards down
    assert hand_size(s, 0) == size and s.to_move == 0
    for _ in range(2):
        do(s, next(m for m in legal(s) if m.startswith("discard")))
    assert len(s.hand[0]) == size


# ------------------------------------------------------------------------ Baron Dieudonne, Shahid


def test_baron_dieudonne_burns_1_blood_to_unlock_after_a_successful_action() -> None:
    s = table()
    d = ready(s, 0, "Baron Dieudonne (G4)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {d}")
    pass_until(s, lambda st: f"grant burn-blood-to-unlock {d}" in legal(st) or action(st) is None)
    assert s.minions[d].locked
    do(s, f"grant burn-blood-to-unlock {d}")
    assert not s.minions[d].locked and s.minions[d].blood == 3


def test_shahid_locks_in_another_methuselah_s_unlock_phase_for_hand_size_of_their_ready_minions() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    sh = ready(s, 0, "Shahid (G4)", blood=4)
    ready(s, 1, SABBAT_YOUNGER, blood=4)
    ready(s, 1, "Alice Chen (G6)", blood=4)
    goto(s, "unlock", seat=1)
    size = hand_size(s, 0)
    pass_until(s, lambda st: f"use {sh} 1" in legal(st))
    do(s, f"use {sh} 1")
    assert s.minions[sh].locked and hand_size(s, 0) == size + 2 and len(s.hand[0]) == size + 2


def test_shahid_not_in_your_own_unlock_phase() -> None:
    s = table()
    sh = ready(s, 0, "Shahid (G4)", blood=4)
    goto(s, "unlock", seat=0)
    pass_until(s, lambda st: f"use {sh} 1" in legal(st) or st.prompt().startswith("Master phase"))
    assert f"use {sh} 1" not in legal(s)


# ------------------------------------------------------------------------ Alonzo Guillen, Khalid


def test_alonzo_guillen_burns_the_edge_to_look_at_another_methuselah_s_hand() -> None:
    s = table()
    a = ready(s, 0, "Alonzo Guillen (G3)", blood=4)
    s.edge = 0
    goto(s, "unlock", seat=0)
    pass_until(s, lambda st: any(m.startswith(f"use {a} 1") for m in legal(st)))
    do(s, f"use {a} 1", "target p3")
    assert s.edge != 0 and s.known[0][2] == tuple(s.hand[2])


def test_khalid_uses_a_master_phase_action_and_discards_an_obfuscate_card_for_1_pool() -> None:
    s = table()
    k = ready(s, 0, "Khalid (G3)", blood=4)
    hand(s, 0, "Elder Impersonation")  # [obf]
    goto(s, "master")
    pool = s.pool[0]
    do(s, f"use {k} 1")
    if any(m.startswith("target") for m in legal(s)):
        do(s, "target elder-impersonation")
    assert s.pool[0] == pool + 1 and cid("Elder Impersonation") in s.ash[0] and s.phase_actions == 0


# ------------------------------------------------------------------------ Coroner's Contact, Dust to Dust


def test_coroners_contact_a_samedi_from_the_crypt_to_the_uncontrolled_region_with_1_blood() -> None:
    """VT-TERM-15: searched privately, shown."""
    s = table()
    s.crypt[0].append(cid("Abebe (G4)"))
    hand(s, 0, "Coroner's Contact")
    goto(s, "master")
    before = len(s.uncontrolled[0])
    do(s, "play coroner-s-contact")
    pass_until(s, lambda st: "choose abebe" in legal(st))
    do(s, "choose abebe")
    new = [u for u in s.uncontrolled[0] if s.minions[u].card == cid("Abebe (G4)")]
    assert len(s.uncontrolled[0]) == before + 1 and new and s.minions[new[-1]].blood == 1


def test_dust_to_dust_thanatosis_dodge_with_a_press_and_at_superior_a_maneuver() -> None:
    for mode, maneuver in (("basic", False), ("superior", True)):
        s = table()
        j = ready(s, 0, JOSETTE, blood=5)  # THN
        b = ready(s, 1, "Alice Chen (G6)", blood=4)
        hand(s, 0, "Dust to Dust")
        c = fight(s, j, b)
        to(s, "strike", 0)
        play(s, "dust-to-dust", f"mode {mode}")
        assert c.has(j, "press") and c.has(j, "maneuver") == maneuver
        assert strike_of(c, j).kind == "dodge"


# ------------------------------------------------------------------------ Janni, Michael diCarlo


def test_janni_1_more_damage_striking_with_a_weapon_a_gun_too() -> None:
    from tests.games.vtes.scenario import attach

    s = table()
    j = ready(s, 0, "Janni (G4)", blood=4)
    attach(s, j, ".44 Magnum")  # strike: 2R damage
    b = ready(s, 1, "Alice Chen (G6)", blood=4)
    fight(s, j, b)
    to(s, "strike", 0)
    do(s, "strike 44-magnum-2r")
    end_combat(s)
    assert s.minions[b].blood == 1  # 2 + 1


def test_janni_enters_combat_with_a_follower_of_set_only() -> None:
    s = table()
    j = ready(s, 0, "Janni (G4)", blood=4)
    setite = ready(s, 1, "Abdelsobek (G5)", blood=4)  # Ministry
    other = ready(s, 1, "Alice Chen (G6)", blood=4)
    goto(s, "minion")
    do(s, f"use {j} 1")  # the one Follower of Set: taken without asking
    course = action(s)
    assert course is not None and course.directed and course.aplay is not None
    assert course.aplay.targets == (setite,) and other not in course.aplay.targets


def test_michael_dicarlo_sets_the_range_to_long_in_the_first_round_of_a_combat_his_action_began() -> None:
    s = table()
    m = ready(s, 0, "Michael diCarlo (G4)", blood=4)
    b = ready(s, 1, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Bum's Rush")
    goto(s, "minion")
    play(s, "bum-s-rush", f"target {b}")
    pass_until(s, lambda st: f"use {m} 1" in legal(st) or action(st) is None)
    do(s, f"use {m} 1")
    assert cb(s).range == "long" and "range-set" in cb(s).flags


def test_michael_dicarlo_not_in_a_combat_from_a_block() -> None:
    s = table()
    from tests.games.vtes.scenario import attach

    m = ready(s, 1, "Michael diCarlo (G4)", blood=4)
    attach(s, m, "Sport Bike")  # +1 intercept against the hunt's +1 stealth
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    course = blocking_a_hunt(s, a, m, stealth=0)
    pass_until(s, lambda st: current_combat(st) is not None or action(st) is None)
    assert course.blocked_by == m and f"use {m} 1" not in legal(s)


# ------------------------------------------------------------------------ Gather


def test_gather_put_in_play_locked_then_locks_to_move_the_younger_gangrel_to_the_ready_region() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    b = ready(s, 0, "Brunhilde (G3 ADV)", blood=4)  # Gangrel, capacity 8
    v = uncontrolled(s, 0, "Valkyrie (G3)", blood=1)  # a younger Gangrel
    hand(s, 0, "Gather")
    goto(s, "minion")
    play(s, "gather", f"by {b}", f"target {v}")
    pass_until(s, lambda st: action(st) is None)
    g = next(u for u, pl in s.placed.items() if pl.card == cid("Gather"))
    assert s.placed[g].locked
    goto(s, "influence")
    assert f"use {g} 1" not in legal(s)  # locked
    s.placed[g] = s.placed[g]._replace(locked=False)
    s.changed()
    do(s, f"use {g} 1")
    assert v in s.ready[0] and s.minions[v].blood == 1 and s.placed[g].locked


# ------------------------------------------------------------------------ Haunt, Summon Soul

NEC_SUP = "Andrea Giovanni (G2)"  # Giovanni, NEC


def test_haunt_on_your_location_burned_to_make_an_action_directed_at_it_fail() -> None:
    """As Salt of Thoth's: the action fails unblocked."""
    from tests.games.vtes.scenario import in_play

    s = table()
    g = ready(s, 1, NEC_SUP, blood=4)
    loc = in_play(s, 1, "Elder Library")
    hand(s, 1, "Haunt")
    goto(s, "minion", 1)
    play(s, "haunt", "mode basic", f"target {loc}")
    pass_until(s, lambda st: action(st) is None)
    haunt = next(u for u, pl in s.placed.items() if pl.card == cid("Haunt"))
    assert s.placed[haunt].data[1] == loc and s.minions[g].locked
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    hand(s, 0, "Haunt")
    goto(s, "minion", 0)
    a2 = ready(s, 0, "Don Michael Antonio Giovanni (G4)", blood=4)  # NEC
    play(s, "haunt", f"by {a2}", "mode superior", f"target {loc}")  # (D) burn the location
    pass_until(s, lambda st: f"use {haunt} 1" in legal(st) or action(st) is None)
    do(s, f"use {haunt} 1")
    pass_until(s, lambda st: action(st) is None)
    assert loc in s.placed and haunt not in s.placed and a in s.minions


def test_haunt_superior_burns_a_location_not_requiring_giovanni() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    ready(s, 0, NEC_SUP, blood=4)
    loc = in_play(s, 1, "Elder Library")
    hand(s, 0, "Haunt")
    goto(s, "minion")
    play(s, "haunt", "mode superior", f"target {loc}")
    pass_until(s, lambda st: action(st) is None)
    assert loc not in s.placed and cid("Elder Library") in s.ash[1]


def test_summon_soul_gains_2_blood_or_at_superior_shuffles_2_library_cards_back_and_is_removed() -> None:
    s = table()
    g = ready(s, 0, NEC_SUP, blood=2)
    hand(s, 0, "Summon Soul", "Summon Soul")
    s.ash[0] += [cid("Vessel"), cid("Deflection")]
    goto(s, "minion")
    play(s, "summon-soul", "mode basic")
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[g].blood == 4
    s.minions[g] = s.minions[g]._replace(locked=False)
    s.marks.clear()
    s.changed()
    library = len(s.library[0])
    play(s, "summon-soul", "mode superior", "target vessel", "target deflection")
    pass_until(s, lambda st: action(st) is None)
    assert s.removed[0].count(cid("Summon Soul")) == 1 and s.ash[0].count(cid("Summon Soul")) == 1  # the first
    assert cid("Vessel") not in s.ash[0] and cid("Deflection") not in s.ash[0]
    assert len(s.library[0]) >= library + 2 - 1  # two shuffled in (one drawn to replace the card)


# ------------------------------------------------------------------------ Tajdid, Ur-Shulgi

UR_SHULGI = "Ur-Shulgi, The Shepherd (G2)"  # Banu Haqim, Blood cursed


def test_tajdid_lifts_the_blood_curse_from_assamites_for_the_game_once_in_a_game() -> None:
    """VT-TRAIT-02: a Blood Cursed vampire commits no diablerie, until Tajdid."""
    from tabletome.games.vtes.traits import may_diablerize

    s = table()
    u = ready(s, 0, UR_SHULGI, blood=4)
    assert not may_diablerize(s, u)
    hand(s, 0, "Tajdid", "Tajdid")
    goto(s, "master")
    do(s, "play tajdid")
    assert may_diablerize(s, u)
    s.phase_actions = 1
    assert "play tajdid" not in legal(s)  # only one in a game


def test_ur_shulgi_searches_the_library_for_tajdid_in_the_unlock_phase_and_has_1_more_bleed() -> None:
    from tabletome.games.vtes.stats import bleed

    s = table()
    u = ready(s, 0, UR_SHULGI, blood=4)
    assert bleed(s, u) == 2
    s.library[0].insert(0, cid("Tajdid"))
    goto(s, "unlock")
    pass_until(s, lambda st: f"use {u} 1" in legal(st))
    do(s, f"use {u} 1")
    pass_until(s, lambda st: "choose tajdid" in legal(st))
    do(s, "choose tajdid")
    assert cid("Tajdid") in s.hand[0] and all(cid("Tajdid") in s.known[t][0] for t in (1, 2, 3))


# ------------------------------------------------------------------------ Louhi, Tryphosa


def test_tryphosa_malkavian_bleeds_cost_1_more_blood_and_get_1_stealth() -> None:
    """VT-RES-01: the added cost paid as the bleed succeeds."""
    for actor, malkavian in (("Lucian (G1)", True), ("Alice Chen (G6)", False)):
        s = table()
        a = ready(s, 0, actor, blood=4)
        ready(s, 2, "Tryphosa (G4)", blood=4)  # anyone's Tryphosa
        goto(s, "minion")
        do(s, f"bleed {a}")
        course = action(s)
        assert course is not None and course.stealth(s) == (1 if malkavian else 0)
        pass_until(s, lambda st: action(st) is None)
        assert s.minions[a].blood == (3 if malkavian else 4)


def test_louhi_burns_1_blood_to_cancel_an_action_card_of_your_predator_s_vampire() -> None:
    """VT-CARD-17: cancelled as it is played; the acting minion does not lock."""
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)  # seat 0: the predator of seat 1
    louhi = ready(s, 1, "Louhi (G4)", blood=4)
    hand(s, 0, "Bum's Rush")
    goto(s, "minion")
    do(s, "play bum-s-rush")  # the one minion, the one target: taken without asking
    pass_until(s, lambda st: f"use {louhi} 1" in legal(st) or action(st) is not None)
    do(s, f"use {louhi} 1")
    pass_until(s, lambda st: st.to_move == 0 and action(st) is None)
    assert not s.minions[a].locked and s.minions[louhi].blood == 3 and cid("Bum's Rush") in s.ash[0]


# ------------------------------------------------------------------------ Compress, Igo the Hungry


def test_compress_hand_strike_plus_2_or_2_or_3_aggravated_damage() -> None:
    """VT-DMG-07, VT-DMG-09: the first aggravated point wounds, the others burn blood; the wounded vampire goes to
    torpor."""
    for mode, left, torpor in (("pot", 1, False), ("basic", 3, True), ("superior", 2, True)):
        s, b = josette_strikes("Compress", mode)  # pot, THN
        assert s.minions[b].blood == left and (b in s.torpor[1]) == torpor


def test_igo_the_hungry_gets_no_1_stealth_when_hunting() -> None:
    """VT-STL-02: the hunt action's +1 stealth."""
    for name, stealth in (("Igo the Hungry (G1)", 0), ("Alice Chen (G6)", 1)):
        s = table()
        v = ready(s, 0, name, blood=0)
        goto(s, "minion")
        do(s, f"hunt {v}")
        course = action(s)
        assert course is not None and course.stealth(s) == stealth
