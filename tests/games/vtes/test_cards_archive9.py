"""Cards of the archive's decks (issue 37, ninth list): the in-scope cards holding back tournament-winning decks
since 2020, alone or with one or two others."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import ops
from tabletome.games.vtes.actions import ActionCourse
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.views import placed_view
from tests.games.vtes.scenario import (
    action,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    play,
    ready,
    table,
    until_legal,
)
from tests.games.vtes.test_cards_combat_cards import OPP, cb, fight, said, step, to

PLAIN = "Alice Chen (G6)"  # Camarilla Ventrue prince, capacity 7


# ------------------------------------------------------------------------ Jenna Cross, Thomas De Lutrius


def test_jenna_cross_cards_that_cost_blood_cost_her_1_more() -> None:
    """VT-CARD-24: the cost is paid in full; Earthshock (1 blood) costs Jenna 2."""
    s = table()
    j = ready(s, 0, "Jenna Cross (G4)", blood=1)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Earthshock")
    fight(s, j, b)
    to(s, "strike", 0)
    assert "play earthshock" not in legal(s)
    s.minions[j] = s.minions[j]._replace(blood=2)
    s.changed()
    do(s, "play earthshock")
    assert s.minions[j].blood == 0


def test_jenna_cross_does_not_change_other_vampires_costs() -> None:
    s = table()
    a = ready(s, 0, "Agatha (G2)", blood=1)  # Potence too
    ready(s, 0, "Jenna Cross (G4)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Earthshock")
    fight(s, a, b)
    to(s, "strike", 0)
    assert "play earthshock" in legal(s)


def test_thomas_de_lutrius_going_to_torpor_burns_1_pool() -> None:
    s = table()
    t = ready(s, 0, "Thomas De Lutrius (G4)", blood=0)
    goto(s, "minion")
    from tabletome.games.vtes import ops

    ops.to_torpor(s, t)
    assert t in s.torpor[0] and s.pool[0] == 29
    assert said(s, "burns 1 pool (Thomas De Lutrius")


# ------------------------------------------------------------------------ Julio Martinez, Cailean, Len Konopka


def blocking_a_hunt(s: VTESState, hunter: int, blocker: int, stealth: int = 1) -> ActionCourse:
    """``hunter`` (seat 0) hunts with ``stealth`` more stealth (undirected: the prey may block); ``blocker`` (seat 1)
    attempts to block: the action."""
    goto(s, "minion")
    do(s, f"hunt {hunter}")
    until_legal(s, f"block {blocker}")
    course = action(s)
    assert course is not None
    course.stealth_bonus += stealth
    do(s, f"block {blocker}")
    return course


def test_julio_martinez_burns_blood_for_intercept_blocking_a_camarilla_vampire() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=3)  # Camarilla
    julio = ready(s, 1, "Julio Martinez (G3)", blood=3)
    course = blocking_a_hunt(s, a, julio)
    pass_until(s, lambda st: f"use {julio} 1" in legal(st))
    do(s, f"use {julio} 1")
    assert s.minions[julio].blood == 2 and course.intercept(s, julio) == 1


def test_julio_martinez_gets_no_intercept_against_a_sabbat_vampire() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)  # Agatha: Sabbat
    julio = ready(s, 1, "Julio Martinez (G3)", blood=3)
    blocking_a_hunt(s, a, julio)
    pass_until(s, lambda st: action(st) is None or f"use {julio} 1" in legal(st) or current_combat(st) is not None)
    assert f"use {julio} 1" not in legal(s)


def test_julio_martinez_has_1_more_strength() -> None:
    from tabletome.games.vtes.stats import strength

    s = table()
    julio = ready(s, 1, "Julio Martinez (G3)", blood=3)
    assert strength(s, julio) == 2


def test_cailean_sets_the_range_before_range_each_round() -> None:
    """RTR 19970630: the range set before range is determined; the determine-range step is skipped."""
    s = table()
    c = ready(s, 0, "Cailean (G2)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    fight(s, c, b)
    to(s, "before-range", 0)
    moves = [m for m in legal(s) if m.startswith(f"use {c}")]
    assert len(moves) == 2
    do(s, f"use {c} 2")  # long
    assert cb(s).range == "long" and "range-set" in cb(s).flags
    assert not [m for m in legal(s) if m.startswith(f"use {c}")]  # once each round
    pass_until(s, lambda st: step(st) != "before-range")
    assert step(s) != "range"


def test_cailean_cannot_set_the_range_of_a_combat_he_is_not_in() -> None:
    s = table()
    c = ready(s, 0, "Cailean (G2)", blood=4)
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    fight(s, a, b)
    to(s, "before-range", 0)
    assert not [m for m in legal(s) if m.startswith(f"use {c}")]


def test_len_konopka_gives_1_transfer() -> None:
    s = table()
    ready(s, 0, "Len Konopka (G3)")
    goto(s, "master", turn=20)
    pass_until(s, lambda st: st.prompt().startswith("Influence phase"))
    assert s.transfers == 5


# ------------------------------------------------------------------------ Brunhilde (advanced), Valkyrie


def test_brunhilde_advanced_the_action_to_become_anarch_costs_0_blood() -> None:
    """VT-ACT-33: 2 blood (1 with another ready Anarch); 0 for the vampires of Brunhilde's controller."""
    s = table()
    ready(s, 0, "Brunhilde (G3 ADV)", blood=3)
    a = ready(s, 0, OPP, blood=1)  # Agatha: Sabbat, untitled (1 blood with Brunhilde, an Anarch, ready)
    other = ready(s, 1, OPP, blood=3)
    goto(s, "minion")
    do(s, f"anarch {a}")
    finish_action(s)
    assert s.minions[a].sect == "anarch" and s.minions[a].blood == 1
    goto(s, "minion", 1)
    assert f"anarch {other}" in legal(s)
    do(s, f"anarch {other}")
    finish_action(s)
    assert s.minions[other].blood == 1  # another Methuselah's vampire pays as normal


def test_brunhilde_advanced_enters_combat_with_a_non_anarch_vampire_only_when_merged() -> None:
    s = table()
    b = ready(s, 0, "Brunhilde (G3 ADV)", blood=3)
    sabbat = ready(s, 1, OPP, blood=3)
    anarch = ready(s, 1, "Jenna Cross (G4)", blood=3)
    goto(s, "minion")
    assert not [m for m in legal(s) if m.startswith(f"use {b}")]
    s.minions[b] = s.minions[b]._replace(marks=s.minions[b].marks | {"merged:200223"})
    s.changed()
    do(s, f"use {b} 1")  # the one non-Anarch vampire: taken without asking
    course = action(s)
    assert course is not None and course.directed and course.aplay is not None
    assert course.aplay.targets == (sabbat,) and anarch not in course.aplay.targets


def test_valkyrie_cannot_perform_directed_actions_unless_brunhilde_is_ready() -> None:
    s = table()
    v = ready(s, 0, "Valkyrie (G3)", blood=3)
    hand(s, 0, "Enchant Kindred")  # [pre] (D) bleed
    goto(s, "minion")
    moves = legal(s)
    assert f"hunt {v}" in moves and f"bleed {v}" not in moves and "play enchant-kindred" not in moves
    ready(s, 2, "Brunhilde (G3 ADV)", blood=3)  # another Methuselah's Brunhilde counts
    moves = legal(s)
    assert f"bleed {v}" in moves and "play enchant-kindred" in moves


def test_valkyrie_is_not_unique_and_has_1_more_strength() -> None:
    """VT-CONT-01: a non-unique vampire is not contested."""
    from tabletome.games.vtes.stats import strength

    s = table()
    v1 = ready(s, 0, "Valkyrie (G3)", blood=3)
    v2 = ready(s, 1, "Valkyrie (G3)", blood=3)
    assert not any(s.contested) and strength(s, v1) == 2 and strength(s, v2) == 2


# ------------------------------------------------------------------------ Media Influence, Vulture, Gramle


def test_media_influence_basic_bleeds_for_3() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Media Influence")
    goto(s, "minion")
    play(s, "media-influence", "mode basic", f"by {a}")
    finish_action(s)
    assert s.pool[1] == 27


def test_media_influence_superior_each_of_your_unlocked_vampires_gains_1_blood() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 0, PLAIN.replace("Alice Chen (G6)", "Agatha (G2)"), blood=1)
    c = ready(s, 0, "Jenna Cross (G4)", blood=1, locked=True)
    rival = ready(s, 1, OPP, blood=1)
    hand(s, 0, "Media Influence")
    goto(s, "minion")
    play(s, "media-influence", "mode superior", f"by {a}")
    finish_action(s)
    assert s.minions[b].blood == 2 and s.minions[c].blood == 1 and s.minions[rival].blood == 1
    assert s.minions[a].blood == 3  # its cost paid; the acting vampire is locked by its action


def test_vulture_an_anarch_unlocks_after_equipping_with_a_vehicle_from_hand_once_each_turn() -> None:
    s = table()
    v = ready(s, 0, "Vulture (G2)", blood=3)
    a = ready(s, 0, "Jenna Cross (G4)", blood=3)  # Anarch
    hand(s, 0, "Sport Bike", "Sport Bike")
    goto(s, "minion")
    play(s, "sport-bike", f"by {a}")
    until_legal(s, f"use {v} 1")
    do(s, f"use {v} 1")
    assert not s.minions[a].locked
    finish_action(s)
    play(s, "sport-bike", f"by {v}")  # Vulture is an Anarch too: but once each turn
    pass_until(s, lambda st: action(st) is None or f"use {v} 1" in legal(st))
    assert f"use {v} 1" not in legal(s)


def test_vulture_no_unlock_for_a_non_anarch_or_a_non_vehicle() -> None:
    s = table()
    v = ready(s, 0, "Vulture (G2)", blood=3)
    a = ready(s, 0, OPP, blood=3)  # Sabbat
    hand(s, 0, "Sport Bike")
    goto(s, "minion")
    play(s, "sport-bike", f"by {a}")
    pass_until(s, lambda st: action(st) is None or f"use {v} 1" in legal(st))
    assert f"use {v} 1" not in legal(s)


def test_gramle_names_a_card_in_an_ash_heap_and_takes_it_from_the_library_shown() -> None:
    """VT-TERM-15: the search is private; the card found is shown to every Methuselah."""
    from tests.games.vtes.scenario import cid

    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Gramle")
    s.ash[2].append(cid("Sport Bike"))
    s.library[0].append(cid("Sport Bike"))
    goto(s, "minion")
    play(s, "gramle", f"by {a}", "target sport-bike")
    assert len(s.hand[0]) == 0  # not replaced until after this action
    pass_until(s, lambda st: "choose sport-bike" in legal(st))
    do(s, "choose sport-bike")
    finish_action(s)
    assert cid("Sport Bike") in s.hand[0]
    assert all(cid("Sport Bike") in s.known[t][0] for t in (1, 2, 3))


def test_gramle_takes_a_vampire_named_from_the_crypt_to_the_uncontrolled_region() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    ready(s, 1, "Valkyrie (G3)", blood=3)
    hand(s, 0, "Gramle")
    s.crypt[0].append(cid_of("Valkyrie (G3)"))
    goto(s, "minion")
    play(s, "gramle", f"by {a}", "target valkyrie")
    pass_until(s, lambda st: "choose valkyrie" in legal(st))
    do(s, "choose valkyrie")
    finish_action(s)
    assert [s.minions[u].card for u in s.uncontrolled[0]] == [cid_of("Valkyrie (G3)")]


def cid_of(name: str) -> int:
    from tests.games.vtes.scenario import cid

    return cid(name)


# ------------------------------------------------------------------------ Hillanvale, Concert Tour, Shattering Crescendo


def test_hillanvale_burns_blood_and_discards_a_melpominee_card_for_1_bleed() -> None:
    s = table()
    h = ready(s, 0, "Hillanvale (G6)", blood=4)
    hand(s, 0, "Shattering Crescendo", "Concert Tour")
    goto(s, "minion")
    do(s, f"bleed {h}")
    until_legal(s, f"use {h} 1")
    do(s, f"use {h} 1")  # the one card requiring Melpominee: Concert Tour requires none
    finish_action(s)
    assert s.minions[h].blood == 3 and s.pool[1] == 28
    assert cid_of("Shattering Crescendo") in s.ash[0]


def test_hillanvale_gets_1_less_intercept_against_a_sabbat_vampire_only() -> None:
    s = table()
    sabbat = ready(s, 0, OPP, blood=3)
    anarch = ready(s, 0, "Jenna Cross (G4)", blood=3)
    h = ready(s, 1, "Hillanvale (G6)", blood=4)
    goto(s, "minion")
    do(s, f"hunt {sabbat}")
    course = action(s)
    assert course is not None and course.intercept(s, h) == -1
    finish_action(s)
    do(s, f"hunt {anarch}")
    course = action(s)
    assert course is not None and course.intercept(s, h) == 0


def test_concert_tour_burned_in_the_unlock_phase_fills_the_vampire() -> None:
    s = table()
    h = ready(s, 0, "Hillanvale (G6)", blood=4)
    hand(s, 0, "Concert Tour")
    goto(s, "minion")
    play(s, "concert-tour", f"by {h}")
    finish_action(s)
    assert len(s.minions[h].cards) == 1
    tour = s.minions[h].cards[0]
    s.minions[h] = s.minions[h]._replace(blood=1)
    goto(s, "unlock")
    until_legal(s, f"use {tour} 1")
    do(s, f"use {tour} 1")
    assert s.minions[h].blood == 5 and tour not in s.placed  # capacity 5


def test_concert_tour_requires_a_daughter_of_cacophony() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Concert Tour")
    goto(s, "minion")
    assert "play concert-tour" not in legal(s)


def test_shattering_crescendo_melpominee_discards_a_copy_and_damages_two_minions_of_one_methuselah() -> None:
    s = table()
    ready(s, 0, "Hillanvale (G6)", blood=4)
    b1 = ready(s, 1, OPP, blood=4)
    b2 = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Shattering Crescendo", "Shattering Crescendo")
    goto(s, "minion")
    play(s, "shattering-crescendo", "mode superior", f"target {b1}", f"target {b2}")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1
    assert s.ash[0].count(cid_of("Shattering Crescendo")) == 1  # the other copy, discarded as announced
    finish_action(s)
    assert s.minions[b1].blood == 1 and s.minions[b2].blood == 1  # 3 unpreventable damage each, mended


def test_shattering_crescendo_melpominee_needs_another_copy_in_hand() -> None:
    s = table()
    ready(s, 0, "Hillanvale (G6)", blood=4)
    ready(s, 1, OPP, blood=4)
    hand(s, 0, "Shattering Crescendo")
    goto(s, "minion")
    assert "play shattering-crescendo" not in legal(s)  # no Protean; Melpominee needs a second copy


def test_shattering_crescendo_protean_damages_an_ally() -> None:
    s = table()
    b = ready(s, 0, "Brunhilde (G3 ADV)", blood=4)  # Protean
    ally = ready(s, 1, "Carlton Van Wyk")
    hand(s, 0, "Shattering Crescendo")
    goto(s, "minion")
    life = s.minions[ally].blood
    play(s, "shattering-crescendo", f"by {b}", f"target {ally}")
    finish_action(s)
    assert ally not in s.minions or s.minions[ally].blood == life - 1


# ------------------------------------------------------------------------ Inceptor, Scrounging, Blood Turnip


def inceptor_on_tupdog(s: VTESState) -> tuple[int, int]:
    """An Inceptor on a Tupdog (capacity 1) with Summon History (hand), Skin of the Chameleon (ash heap) and
    Vessel (library)."""
    t = ready(s, 0, "Tupdog (G3)", blood=1)
    hand(s, 0, "Inceptor", "Summon History")
    s.ash[0].append(cid_of("Skin of the Chameleon"))
    s.library[0].append(cid_of("Vessel"))
    goto(s, "master")
    do(s, "play inceptor")  # the one vampire of capacity 1: taken without asking
    do(s, "hand summon-history", "ash skin-of-the-chameleon", "library vessel")
    return t, s.minions[t].cards[0]


def test_inceptor_puts_three_cards_on_it_face_up_from_hand_ash_heap_and_library() -> None:
    s = table()
    t, inc = inceptor_on_tupdog(s)
    assert s.placed[inc].card == cid_of("Inceptor") and s.placed[inc].host == t
    on_it = [facts(c).name for c in ops.face_down_cards(s, inc)]
    assert on_it == ["Summon History", "Skin of the Chameleon", "Vessel"]
    assert cid_of("Skin of the Chameleon") not in s.ash[0] and cid_of("Summon History") not in s.hand[0]
    assert said(s, "Vessel is put on Inceptor")  # shown to every Methuselah
    view = placed_view(s, inc)
    assert view["face_down_cards"] == on_it  # every seat's view names them
    assert s.owned(0)[cid_of("Vessel")] >= 1  # still its owner's (conservation)


def test_inceptor_lets_its_vampire_play_copies_of_those_cards_at_superior() -> None:
    """VT-CARD-08: a card's mode needs its Discipline at its level; the Tupdog has no Thaumaturgy nor Temporis."""
    s = table()
    inceptor_on_tupdog(s)
    hand(s, 0, "Summon History", "Deflection")
    goto(s, "minion")
    do(s, "play summon-history")
    assert "mode superior" in legal(s)
    goto(s, "minion")
    assert "play deflection" not in legal(s)  # not a card on the Inceptor
    other = ready(s, 0, "Tupdog (G3)", blood=1)  # another vampire: not it
    hand(s, 0, "Summon History")
    do(s, "play summon-history")
    assert f"by {other}" not in legal(s)


def test_inceptor_may_hold_a_vampire_from_the_ash_heap_which_lends_no_level() -> None:
    """ "Three cards from your hand, ash heap or library": a burned vampire in the ash heap is one; the
    vampire bearing the Inceptor plays its cards as before (a random archive game once crashed here)."""
    s = table()
    t = ready(s, 0, "Tupdog (G3)", blood=1)
    hand(s, 0, "Inceptor", "Summon History")
    s.ash[0].append(cid_of("Tupdog (G3)"))
    goto(s, "master")
    do(s, "play inceptor")
    assert "ash tupdog" in legal(s)
    do(s, "ash tupdog", "hand summon-history")
    inc = s.minions[t].cards[0]
    assert [facts(c).name for c in ops.face_down_cards(s, inc)][:2] == ["Tupdog (G3)", "Summon History"]
    hand(s, 0, "Summon History", "Deflection")
    goto(s, "minion")
    do(s, "play summon-history")
    assert "mode superior" in legal(s)


def test_inceptor_only_on_a_vampire_of_capacity_1() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Inceptor")
    goto(s, "master")
    assert "play inceptor" not in legal(s)


def test_scrounging_looks_at_the_top_3_and_takes_up_to_2_privately() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Scrounging")
    goto(s, "minion")
    play(s, "scrounging", f"by {a}")  # replaced: the hand drawn up to 7
    s.library[0] += [cid_of("Vessel"), cid_of("Deflection"), cid_of("Sport Bike")]  # the top is the end
    pass_until(s, lambda st: "take deflection/sport-bike" in legal(st))
    top = s.stack[-1]
    assert getattr(top, "public", True) is False  # the question, and the cards it names, are seat 0's alone
    assert "take deflection/sport-bike/vessel" not in legal(s)  # up to 2
    do(s, "take deflection/sport-bike")
    assert cid_of("Deflection") in s.hand[0] and cid_of("Sport Bike") in s.hand[0]
    assert len(s.hand[0]) == 9
    do(s, "discard bonding", "discard wider-view")  # discarded down afterward (hand size 7)
    finish_action(s)
    assert len(s.hand[0]) == 7


def test_blood_turnip_moves_with_1_blood_to_the_opposing_minion() -> None:
    s = table()
    ready(s, 0, "Jenna Cross (G4)", blood=3)  # the ready Anarch it requires
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=2)
    hand(s, 0, "Blood Turnip")
    goto(s, "master")
    play(s, "blood-turnip", f"target {b}")
    turnip = s.minions[b].cards[0]
    fight(s, b, a)  # the minion with it enters combat
    assert s.placed[turnip].host == a and s.placed[turnip].controller == 0
    assert s.minions[b].blood == 1 and s.minions[a].blood == 5


def test_blood_turnip_an_anarch_opposing_moves_it_onto_any_minion_instead() -> None:
    s = table()
    j = ready(s, 0, "Jenna Cross (G4)", blood=3)  # Anarch
    other = ready(s, 2, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=2)
    hand(s, 0, "Blood Turnip")
    goto(s, "master")
    play(s, "blood-turnip", f"target {b}")
    turnip = s.minions[b].cards[0]
    fight(s, j, b)
    assert f"choose {b}" not in legal(s)  # it must move
    do(s, f"choose {other}")
    assert s.placed[turnip].host == other and s.minions[j].blood == 4


def test_blood_turnip_requires_a_ready_anarch() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "Blood Turnip")
    goto(s, "master")
    assert "play blood-turnip" not in legal(s)


# ------------------------------------------------------------------------ Lucian, Mariel


def test_lucian_steals_equipment_as_a_strike() -> None:
    """VT-STR-11: the stolen equipment moves to the striker."""
    s = table()
    lucian = ready(s, 0, "Lucian (G1)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    from tests.games.vtes.scenario import attach

    bike = attach(s, b, "Sport Bike")
    fight(s, lucian, b)
    to(s, "strike", 0)
    assert "strike steal equipment" in legal(s)
    do(s, "strike steal equipment")
    pass_until(s, lambda st: current_combat(st) is None or st.placed[bike].host == lucian)
    assert s.placed[bike].host == lucian and s.placed[bike].controller == 0


def mariel_ends_a_fight(s: VTESState, mariel: int, a: int, b: int) -> None:
    """A fight of ``a`` and ``b``, which Mariel ends before range with her ability."""
    fight(s, a, b)
    pass_until(s, lambda st: f"use {mariel} 1" in legal(st) or step(st) != "before-range")
    assert step(s) == "before-range"
    do(s, f"use {mariel} 1")
    pass_until(s, lambda st: current_combat(st) is None)


@pytest.mark.parametrize("in_torpor", [False, True])
def test_mariel_locks_to_end_a_combat_she_is_not_in_and_damages_both(in_torpor: bool) -> None:
    """LSJ 20011022: her ability can be used when she is in torpor too (she still locks)."""
    from tests.games.vtes.scenario import torpor

    s = table()
    mariel = (torpor if in_torpor else ready)(s, 2, "Mariel, Lady Thunder (G1)", blood=2)
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    mariel_ends_a_fight(s, mariel, a, b)
    assert s.minions[mariel].locked and (mariel in s.torpor[2]) == in_torpor
    assert s.minions[a].blood == 3 and s.minions[b].blood == 3  # 1 unpreventable damage each, mended


def test_mariel_cannot_end_her_own_combat_nor_while_locked() -> None:
    s = table()
    mariel = ready(s, 0, "Mariel, Lady Thunder (G1)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    fight(s, mariel, b)
    to(s, "before-range", 0)
    assert f"use {mariel} 1" not in legal(s)
    s = table()
    mariel = ready(s, 2, "Mariel, Lady Thunder (G1)", blood=4, locked=True)
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    fight(s, a, b)
    pass_until(s, lambda st: f"use {mariel} 1" in legal(st) or step(st) != "before-range")
    assert f"use {mariel} 1" not in legal(s)


# ------------------------------------------------------------------------ The Art of Pain, Venere Carboni, Katarina
# Kornfeld, Horatio Ballard


def test_the_art_of_pain_gives_a_toreador_antitribu_2_strength() -> None:
    from tabletome.games.vtes.stats import strength

    s = table()
    v = ready(s, 0, "Venere Carboni (G3)", blood=4)  # Toreador antitribu
    hand(s, 0, "The Art of Pain")
    goto(s, "master")
    play(s, "the-art-of-pain", f"target {v}")
    assert strength(s, v) == 3


def test_the_art_of_pain_not_on_another_clan() -> None:
    s = table()
    ready(s, 0, "Venere Carboni (G3)", blood=4)
    p = ready(s, 0, PLAIN, blood=4)
    hand(s, 0, "The Art of Pain")
    goto(s, "master")
    do(s, "play the-art-of-pain")  # Venere: the one target, taken without asking
    assert f"target {p}" not in legal(s)


def test_venere_carboni_burns_1_blood_to_leave_torpor_in_the_unlock_phase() -> None:
    from tests.games.vtes.scenario import torpor

    s = table()
    v = torpor(s, 0, "Venere Carboni (G3)", blood=2)
    goto(s, "unlock")
    until_legal(s, f"use {v} 1")
    do(s, f"use {v} 1")
    assert v in s.ready[0] and s.minions[v].blood == 1


def test_venere_carboni_not_without_blood_nor_when_ready() -> None:
    from tests.games.vtes.scenario import torpor

    s = table()
    v = torpor(s, 0, "Venere Carboni (G3)", blood=0)
    w = ready(s, 0, "Venere Carboni (G3)", blood=3)
    goto(s, "unlock")
    pass_until(s, lambda st: st.prompt().startswith("Master phase") or f"use {v} 1" in legal(st))
    assert f"use {v} 1" not in legal(s) and f"use {w} 1" not in legal(s)


def test_katarina_kornfeld_gets_1_stealth_with_another_ready_prince_you_control() -> None:
    s = table()
    k = ready(s, 0, "Katarina Kornfeld (G3)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {k}")
    course = action(s)
    assert course is not None and course.stealth(s) == 0
    finish_action(s)
    s = table()
    k = ready(s, 0, "Katarina Kornfeld (G3)", blood=4)
    ready(s, 0, PLAIN, blood=4)  # Alice Chen: a prince
    goto(s, "minion")
    do(s, f"bleed {k}")
    course = action(s)
    assert course is not None and course.stealth(s) == 1


def test_horatio_ballard_calls_a_referendum_to_become_prince_of_chicago() -> None:
    from tabletome.games.vtes.stats import title

    s = table()
    h = ready(s, 0, "Horatio Ballard (G3)", blood=4)
    p = ready(s, 0, PLAIN, blood=4)  # a prince: 2 votes
    goto(s, "minion")
    do(s, f"use {h} 1")
    pass_until(s, lambda st: f"vote {p} for" in legal(st))
    do(s, f"vote {p} for")
    pass_until(s, lambda st: action(st) is None)
    assert title(s, h) == "prince" and any(m.endswith("Chicago") for m in s.minions[h].marks)


def test_horatio_ballard_not_once_titled() -> None:
    s = table()
    h = ready(s, 0, "Horatio Ballard (G3)", blood=4, title="primogen")
    goto(s, "minion")
    assert f"use {h} 1" not in legal(s)


# ------------------------------------------------------------------------ Don Cruez, Democritus


def test_don_cruez_burns_1_blood_for_a_maneuver_once_each_combat() -> None:
    s = table()
    d = ready(s, 0, "Don Cruez, The Idealist (G1)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    fight(s, d, b)
    to(s, "before-range", 0)
    do(s, f"use {d} 1")
    assert s.minions[d].blood == 3 and cb(s).count(d, "maneuver") == 1
    assert f"use {d} 1" not in legal(s)  # once each combat


def test_democritus_another_methuselah_contesting_a_card_with_you_pays_1_extra_pool() -> None:
    """VT-CONT-03: 1 pool to keep a contested card, 2 against Democritus's controller."""
    from tests.games.vtes.scenario import in_play

    s = table()
    ready(s, 0, "Democritus (G1)", blood=4)
    a = in_play(s, 0, "Elder Library")
    b = in_play(s, 1, "Elder Library")
    assert a in s.contested[0] and b in s.contested[1]
    goto(s, "unlock", seat=1)
    do(s, f"keep {b}")
    assert s.pool[1] == 28
    goto(s, "unlock", seat=0)
    do(s, f"keep {a}")
    assert s.pool[0] == 29  # Democritus's own controller pays as normal


# ------------------------------------------------------------------------ Roll, Bond with the Mountain, Armor of Terra

GARGOYLE = "Sheela Na Gig (G5)"  # a Tremere antitribu slave Gargoyle, with Flight and basic Visceratika


def test_roll_a_maneuver_for_a_minion_with_flight_once_each_round() -> None:
    s = table()
    g = ready(s, 0, GARGOYLE, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Roll", "Roll")
    fight(s, g, b)
    to(s, "range", 0)
    do(s, "play roll")
    assert cb(s).range == "long"
    cb(s).range = "close"
    s.changed()
    assert "play roll" not in legal(s)  # only one each round


def test_roll_not_without_flight() -> None:
    s = table()
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Roll")
    fight(s, a, b)
    to(s, "range", 0)
    assert "play roll" not in legal(s)


def test_roll_taken_back_from_the_ash_heap_after_combat_if_the_minion_is_still_ready() -> None:
    """VT-CARD-21: not replaced until after combat; then it may come back instead of a draw."""
    s = table()
    g = ready(s, 0, GARGOYLE, blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Roll")
    fight(s, g, b)
    to(s, "range", 0)
    do(s, "play roll")
    assert len(s.hand[0]) == 0  # not replaced yet
    pass_until(s, lambda st: "choose roll" in legal(st))
    do(s, "choose roll")
    assert s.hand[0].count(cid_of("Roll")) == 1 and cid_of("Roll") not in s.ash[0]


@pytest.mark.parametrize("mode", ["basic", "superior"])
def test_bond_with_the_mountain_visceratika_ends_combat_and_unlocks_both_or_this_vampire(mode: str) -> None:
    """[vis]: both combatants unlock; [VIS]: this vampire only (the Tupdog has superior Visceratika)."""
    s = table()
    g = ready(s, 0, GARGOYLE if mode == "basic" else "Tupdog (G3)", blood=1, locked=True)
    b = ready(s, 1, OPP, blood=4, locked=True)
    hand(s, 0, "Bond with the Mountain")
    fight(s, g, b)
    to(s, "strike", 0)
    play(s, "bond-with-the-mountain", f"mode {mode}")
    pass_until(s, lambda st: current_combat(st) is None)
    assert not s.minions[g].locked and s.minions[b].locked == (mode == "superior")


def test_armor_of_terra_on_the_acting_gargoyle_treats_aggravated_damage_as_normal() -> None:
    s = table()
    g = ready(s, 0, GARGOYLE, blood=4)
    hand(s, 0, "Armor of Terra")
    goto(s, "minion")
    play(s, "armor-of-terra", "mode basic", f"by {g}")
    finish_action(s)
    armor = s.minions[g].cards[0]
    assert s.placed[armor].card == cid_of("Armor of Terra")
    b = ready(s, 1, OPP, blood=4)
    fight(s, b, g)
    from tabletome.games.vtes.combat import AGG_AS_NORMAL

    assert cb(s).has(g, AGG_AS_NORMAL) and not cb(s).count(g, "shield")


def test_armor_of_terra_only_one_on_a_gargoyle() -> None:
    s = table()
    g = ready(s, 0, GARGOYLE, blood=4)
    from tests.games.vtes.scenario import attach

    hand(s, 0, "Armor of Terra")
    goto(s, "minion")
    assert "play armor-of-terra" in legal(s)
    attach(s, g, "Armor of Terra")
    s.changed()
    assert "play armor-of-terra" not in legal(s)


# ------------------------------------------------------------------------ Baldesar Rossellini


def test_baldesar_rossellini_reduces_a_location_cost_by_1_pool_once_each_turn() -> None:
    """VT-CARD-27: an optional cost reducer, chosen as the cost is paid."""
    s = table()
    b = ready(s, 0, "Baldesar Rossellini (G4)", blood=4)
    hand(s, 0, "Channel 10", "Sport Bike")  # 2 pool; 1 pool
    goto(s, "master")
    do(s, "play channel-10")
    pass_until(s, lambda st: f"choose {b}" in legal(st))
    do(s, f"choose {b}")
    assert s.pool[0] == 29  # 2 pool, 1 off
    goto(s, "minion")
    do(s, "play sport-bike")
    pass_until(s, lambda st: action(st) is None or f"choose {b}" in legal(st))
    assert f"choose {b}" not in legal(s)  # once each turn


def test_baldesar_rossellini_has_1_more_strength_and_reduces_no_other_card() -> None:
    from tabletome.games.vtes.stats import strength

    s = table()
    b = ready(s, 0, "Baldesar Rossellini (G4)", blood=4)
    assert strength(s, b) == 2
    hand(s, 0, "Govern the Unaligned")  # an action card: not reduced
    goto(s, "minion")
    play(s, "govern-the-unaligned", "mode basic")
    pass_until(s, lambda st: action(st) is None or f"choose {b}" in legal(st))
    assert f"choose {b}" not in legal(s)


# ------------------------------------------------------------------------ the ninth list reviewed


def test_mariel_damages_each_combatant_s_retainers_too() -> None:
    from tests.games.vtes.scenario import attach

    s = table()
    mariel = ready(s, 2, "Mariel, Lady Thunder (G1)", blood=4)
    a = ready(s, 0, PLAIN, blood=4)
    b = ready(s, 1, OPP, blood=4)
    ghoul = attach(s, b, "Ghoul Retainer", counters=2)
    mariel_ends_a_fight(s, mariel, a, b)
    assert s.placed[ghoul].counters == 1 and s.minions[b].blood == 3


def test_horatio_ballard_not_once_he_has_left_the_camarilla() -> None:
    """LSJ 20030202: an Anarch Horatio cannot call the referendum to become Prince of Chicago."""
    s = table()
    h = ready(s, 0, "Horatio Ballard (G3)", blood=4)
    goto(s, "minion")
    assert f"use {h} 1" in legal(s)
    s.minions[h] = s.minions[h]._replace(sect="anarch")
    s.changed()
    assert f"use {h} 1" not in legal(s)


def test_inceptor_meets_one_discipline_of_a_multi_discipline_card_not_two() -> None:
    """LSJ 20011217: Show of Force ([pot][pre]) by the Tupdog (Potence) with the Inceptor's Presence; Hunter's Mark
    ([cel][tha]) wants two Disciplines it lacks: not playable."""
    from tabletome.games.vtes.hooks import CARDS
    from tabletome.games.vtes.play import level_ok

    s = table()
    t = ready(s, 0, "Tupdog (G3)", blood=1)
    hand(s, 0, "Inceptor", "Show of Force")
    s.ash[0].append(cid_of("Hunter's Mark"))
    s.library[0].append(cid_of("Vessel"))
    goto(s, "master")
    do(s, "play inceptor")
    do(s, "hand show-of-force", "ash hunter-s-mark", "library vessel")
    show, mark = CARDS[cid_of("Show of Force")].uses, CARDS[cid_of("Hunter's Mark")].uses
    assert all(level_ok(s, t, u) for u in show)  # Potence its own, Presence lent, at either level
    assert not any(level_ok(s, t, u) for u in mark)
    other = ready(s, 0, "Tupdog (G3)", blood=1)  # no Inceptor: Presence short
    assert not any(level_ok(s, other, u) for u in show)


def test_shattering_crescendo_protean_1_damage_on_an_ally_or_a_retainer() -> None:
    from tests.games.vtes.scenario import attach

    for on_retainer in (False, True):
        s = table()
        b = ready(s, 0, "Brunhilde (G3 ADV)", blood=4)  # Protean
        ally = ready(s, 1, "Carlton Van Wyk")  # 2 life
        vamp = ready(s, 1, OPP, blood=4)
        ghoul = attach(s, vamp, "Ghoul Retainer", counters=2)
        hand(s, 0, "Shattering Crescendo")
        goto(s, "minion")
        play(s, "shattering-crescendo", f"by {b}", f"target {ghoul if on_retainer else ally}")
        finish_action(s)
        assert s.minions[ally].blood == (2 if on_retainer else 1)
        assert s.placed[ghoul].counters == (1 if on_retainer else 2) and s.minions[vamp].blood == 4


def test_armor_of_terra_superior_prevents_1_damage_each_combat_and_burns_in_torpor() -> None:
    from tabletome.games.vtes.combat import AGG_AS_NORMAL

    s = table()
    t = ready(s, 0, "Tupdog (G3)", blood=1)  # superior Visceratika
    hand(s, 0, "Armor of Terra")
    goto(s, "minion")
    play(s, "armor-of-terra", "mode superior", f"by {t}")
    finish_action(s)
    armor = s.minions[t].cards[0]
    b = ready(s, 1, OPP, blood=4)
    fight(s, b, t)
    assert cb(s).has(t, AGG_AS_NORMAL) and cb(s).count(t, "shield") == 1
    ops.to_torpor(s, t)
    assert armor not in s.placed and cid_of("Armor of Terra") in s.ash[0]
