"""Action modifiers and reactions of the tournament-winning decks (issue 37), fourth list: each card
played as its current text says (krcg's, with errata), in a real position; tests named by the card."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import ops
from tabletome.games.vtes.coverage import VOCABULARY, how
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import bleed
from tests.games.vtes.scenario import (
    action,
    cid,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    play,
    ready,
    table,
    to_stage,
    until_legal,
)
from tests.games.vtes.test_cards_modifiers import GANG, attempt_block, bleed_blocked_at, play_out, tally, to_seat
from tests.games.vtes.test_cards_modreact_archive2 import capacity_of, vampire

#: The cards of this file written as vocabulary data alone.
AS_DATA = (
    "Power of All",
    "Marked Path",
    "Tenebrous Form",
    "Private Audience",
    "Relentlessness",
    "Dominant Personality",
    "Unthinkable Humiliation",
    "Acheron Vortex",
    "Shroud of Absence",
    "Business Pressure",
    "Dogged Pursuit",
    "Melange",
    "Perfect Clarity",
    "Truth of a Thousand Lies",
    "Fata Morgana",
    "Deed the Heart's Desire",
    "Blanket of Night",
    "As the Crow",
    "Trochomancy",
    "Inevitability of the Void",
    "Hag's Wrinkles",
    "Wrong and Crosswise",
    "Aura Absorption",
    "The Eldest Are Kholo",
    "Mind Tricks",
    "Skin of the Chameleon",
    "Magnetic Authority",
    "Funeral Wake",
    "Rewind Time",
    "Paths in Two Worlds",
    "Shroud Mastery",
    "Gifts From Hereafter",
    "Truth in Ink",
    "Ophidian Gaze",
    "Absolute Tyranny",
    "Tangle Atropos' Hand",
    "Voices of the Castle",
    "Repulsion",
    "Stone Travel",
    "Seeds of Terror",
    "Spoils of War",
    "Strange Day",
    "Sentry Signal",
    "Blood Awakening",
    "Ears of the Hare",
    "Falcon's Eye",
    "Subversion",
    "Random Patterns",
    "Quicksilver Contemplation",
    "Seraph's Second",
    "Faerie Wards",
    "Patterns in the Chaos",
    "Speak with Spirits",
    "Unleash the Hounds",
    "Revelation of Desire",
    "Mirror's Visage",
    "Fillip",
    "Claiming the Body",
    "Walk of Caine",
)


@pytest.mark.parametrize("name", AS_DATA)
def test_each_card_is_implemented(name: str) -> None:
    assert how(cid(name)) == VOCABULARY


# ------------------------------------------------------------------------ Power of All


def power_of_all_table(anarchs: int = 2) -> tuple[object, list[int]]:
    s = table()
    s.public_decks = (False,) * 4
    ready(s, 0, vampire(dom=1), blood=4)
    mine = [ready(s, 1, name, blood=3, sect="anarch") for name in (vampire(), vampire(cel=1))[:anarchs]]
    hand(s, 1, "Power of All")
    return s, mine


def test_power_of_all_cancels_a_master_card_out_of_any_action_cost_paid_both_anarchs_lock() -> None:
    s, (x, y) = power_of_all_table()
    hand(s, 0, "Dreams of the Sphinx")
    goto(s, "master")
    do(s, "play dreams-of-the-sphinx")
    assert s.to_move == 1 and "play power-of-all" in legal(s)
    play(s, "power-of-all", f"by {x}", f"target {y}")
    pass_until(s, lambda st: cid("Dreams of the Sphinx") in st.ash[0])
    assert s.minions[x].locked and s.minions[y].locked
    assert not any(s.placed[u].card == cid("Dreams of the Sphinx") for u in s.inplay[0])  # cancelled
    assert s.pool[0] == 29  # its cost still paid


def test_power_of_all_cancels_an_action_modifier_during_a_bleed() -> None:
    s, (x, y) = power_of_all_table()
    a = s.ready[0][0]
    hand(s, 0, "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "conditioning", "mode basic")
    assert s.to_move == 1
    play(s, "power-of-all", f"by {x}", f"target {y}")
    pass_until(s, lambda st: st.minions[x].locked)
    assert s.minions[y].locked
    to_stage(s, "after")
    assert s.pool[1] == 30 - bleed(s, a) and s.minions[a].blood == 3  # no +bleed; the blood still paid


def test_power_of_all_needs_two_unlocked_anarchs_and_not_your_own_turn() -> None:
    s, _ = power_of_all_table(anarchs=1)
    hand(s, 0, "Dreams of the Sphinx")
    goto(s, "master")
    do(s, "play dreams-of-the-sphinx")
    assert "play power-of-all" not in legal(s)  # a single anarch
    s, (_x, y) = power_of_all_table()
    s.minions[y] = s.minions[y]._replace(locked=True)
    hand(s, 0, "Dreams of the Sphinx")
    goto(s, "master")
    do(s, "play dreams-of-the-sphinx")
    assert "play power-of-all" not in legal(s)  # the other anarch is locked
    s, _ = power_of_all_table()
    actor = ready(s, 1, vampire(dom=1), blood=4)
    ready(s, 2, vampire(aus=1), blood=4)
    hand(s, 2, "Telepathic Counter")
    goto(s, "minion", seat=1)
    do(s, f"bleed {actor}")
    to_stage(s, "C")
    pass_until(s, lambda st: "play telepathic-counter" in legal(st))
    play(s, "telepathic-counter", "mode basic")
    assert s.to_move != 1 or "play power-of-all" not in legal(s)  # not during your own turn


# ------------------------------------------------------------------------ Marked Path


@pytest.mark.parametrize(("lvl", "more"), [(1, 1), (2, 2)])
def test_marked_path_put_on_after_a_successful_bleed_burned_for_stealth_against_the_same_methuselah(
    lvl: int, more: int
) -> None:
    s = table()
    a = ready(s, 0, vampire(obf=lvl), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Marked Path")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play marked-path" not in legal(s)  # only after a successful directed action
    to_stage(s, "after")
    play(s, "marked-path", "mode basic" if lvl == 1 else "mode superior")
    (p,) = s.minions[a].cards
    finish_action(s)
    s.marks.clear()  # the next turn
    ops.unlock(s, a)
    bleed_blocked_at(s, a, b)
    assert f"use {p} {lvl}" in legal(s) and f"use {p} {3 - lvl}" not in legal(s)
    do(s, f"use {p} {lvl}")
    assert action(s).stealth(s) == more and p not in s.placed  # type: ignore[union-attr]


def test_marked_path_not_during_an_action_directed_at_another_methuselah() -> None:
    s = table()
    a = ready(s, 0, vampire(obf=1), blood=4)
    c = ready(s, 3, vampire(), blood=4)
    hand(s, 0, "Marked Path")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    play(s, "marked-path", "mode basic")
    (p,) = s.minions[a].cards
    finish_action(s)
    s.marks.clear()
    ops.unlock(s, a)
    s.minions[c] = s.minions[c]._replace(sect="sabbat")
    do(s, f"bleed {a}")
    assert action(s).target_seat == 1  # type: ignore[union-attr]
    s.hand[0] = []
    s.changed()
    assert not any(m.startswith(f"use {p}") for m in legal(s))  # stealth not needed yet either


# ------------------------------------------------------------------------ Tenebrous Form


def test_tenebrous_form_superior_minions_without_obtenebration_burn_1_blood_to_block() -> None:
    s = table()
    a = ready(s, 0, vampire(obt=2), blood=4)
    b = ready(s, 1, vampire(obt=0), blood=3)
    o = ready(s, 1, vampire(obt=1), blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "Tenebrous Form")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "tenebrous-form", "mode superior")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    play_out(s, lambda st: action(st).stage == "A" and st.to_move == 1)  # type: ignore[union-attr]
    assert f"block {g}" not in legal(s) and f"block {o}" in legal(s)
    do(s, f"block {o}")
    assert s.minions[o].blood == 3  # Obtenebration: nothing to burn


def test_tenebrous_form_basic_only_stealth() -> None:
    s = table()
    a = ready(s, 0, vampire(obt=1), blood=4)
    b = ready(s, 1, vampire(obt=0), blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "Tenebrous Form")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "tenebrous-form", "mode basic")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    play_out(s, lambda st: action(st).stage == "A" and st.to_move == 1)  # type: ignore[union-attr]
    assert f"block {g}" in legal(s)


# ------------------------------------------------------------------------ Private Audience


def test_private_audience_non_sabbat_vampires_cannot_cast_votes() -> None:
    s = table()
    ready(s, 0, vampire(), blood=4, sect="sabbat", title="archbishop")
    b = ready(s, 1, vampire(), blood=4, sect="camarilla", title="prince")
    c = ready(s, 2, vampire(), blood=4, sect="sabbat", title="bishop")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    s.hand[0].append(cid("Private Audience"))
    s.changed()
    do(s, "play private-audience")
    pass_until(s, lambda st: st.to_move == 1)
    assert not any(m.startswith(f"vote {b}") for m in legal(s))
    pass_until(s, lambda st: st.to_move == 2)
    assert f"vote {c} against" in legal(s)


def test_private_audience_requires_an_archbishop_priscus_cardinal_or_regent() -> None:
    s = table()
    ready(s, 0, vampire(), blood=4, sect="sabbat", title="bishop")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    s.hand[0].append(cid("Private Audience"))
    s.changed()
    assert "play private-audience" not in legal(s)


# ------------------------------------------------------------------------ Relentlessness


@pytest.mark.parametrize("code", ["cel", "for"])
def test_relentlessness_either_discipline_stealth_then_the_attempt_fails_at_superior(code: str) -> None:
    s = table()
    a = ready(s, 0, vampire(**{code: 1}), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Relentlessness")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    assert "mode superior" not in legal(s)
    play(s, "relentlessness", f"mode {code}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    s = table()
    a = ready(s, 0, vampire(**{code: 2}), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Relentlessness")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "relentlessness", f"mode {code}-superior")
    course = action(s)
    assert course is not None and course.stage == "A" and course.blocker == -1
    to_seat(s, 1)
    assert f"block {b}" not in legal(s)


# ------------------------------------------------------------------------ Dominant Personality


def test_dominant_personality_basic_the_blocking_minion_gets_minus_1_intercept() -> None:
    s = table()
    a = ready(s, 0, vampire(pre=1), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Dominant Personality")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play dominant-personality" not in legal(s)  # only if a minion attempts to block
    attempt_block(s, b)
    play(s, "dominant-personality", "mode pre")
    assert action(s).intercept(s) == -1  # type: ignore[union-attr]


def test_dominant_personality_superior_as_announced_the_chosen_vampire_cannot_block() -> None:
    s = table()
    a = ready(s, 0, vampire(pot=2), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    o = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Dominant Personality")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "dominant-personality", "mode pot-superior", f"target {b}")
    to_seat(s, 1)
    assert f"block {b}" not in legal(s) and f"block {o}" in legal(s)


# ------------------------------------------------------------------------ Unthinkable Humiliation


def test_unthinkable_humiliation_minions_burn_blood_or_life_to_block_and_superior_minus_1_intercept() -> None:
    s = table()
    a = ready(s, 0, vampire(pot=1), blood=4)
    b = ready(s, 1, vampire(), blood=3)
    z = ready(s, 1, vampire(), blood=0)
    hand(s, 0, "Unthinkable Humiliation")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "unthinkable-humiliation", "mode pot")
    to_seat(s, 1)
    assert f"block {z}" not in legal(s)
    do(s, f"block {b}")
    assert s.minions[b].blood == 2 and action(s).intercept(s) == 0  # type: ignore[union-attr]
    s = table()
    a = ready(s, 0, vampire(pre=2), blood=4)
    g = ready(s, 1, GANG)
    hand(s, 0, "Unthinkable Humiliation")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "unthinkable-humiliation", "mode pre-superior")
    to_seat(s, 1)
    do(s, f"block {g}")
    assert s.minions[g].blood == 1 and action(s).intercept(s) == -1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Acheron Vortex


def harbinger(**levels: int) -> str:
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.model import facts

    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if f.crypt and not f.advanced and f.clans[:1] == ("Harbinger of Skulls",) and f.capacity >= 4:
            return c.name
    raise LookupError(levels)


def test_acheron_vortex_minions_without_necromancy_or_obtenebration_get_minus_1_intercept() -> None:
    s = table()
    a = ready(s, 0, harbinger(), blood=4)
    b = ready(s, 1, vampire(nec=0, obt=0), blood=4)
    n = ready(s, 1, vampire(nec=1), blood=4)
    g = ready(s, 1, GANG)
    hand(s, 0, "Acheron Vortex")
    goto(s, "minion")
    do(s, f"bleed {a}", "play acheron-vortex")
    course = action(s)
    assert course is not None
    assert course.intercept(s, b) == -1 and course.intercept(s, g) == -1 and course.intercept(s, n) == 0


# ------------------------------------------------------------------------ Shroud of Absence


def test_shroud_of_absence_superior_stealth_and_combat_ends_strike_if_blocked() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, vampire(dom=2, obt=2), blood=4)
    b = ready(s, 1, vampire(aus=0), blood=4)
    hand(s, 0, "Shroud of Absence")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "shroud-of-absence", "mode superior")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    action(s).add_intercept(b, 1)  # type: ignore[union-attr]
    pass_until(s, lambda st: any(m.startswith("strike") for m in legal(st)))
    assert s.to_move == 0 and "strike combat ends" in legal(s)
    do(s, "strike combat ends")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 4  # combat ended before the hand strike landed


def test_shroud_of_absence_basic_no_combat_ending_strike() -> None:
    s = table()
    a = ready(s, 0, vampire(dom=1, obt=1), blood=4)
    b = ready(s, 1, vampire(aus=0), blood=4)
    hand(s, 0, "Shroud of Absence")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "shroud-of-absence", "mode basic")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    action(s).add_intercept(b, 1)  # type: ignore[union-attr]
    pass_until(s, lambda st: any(m.startswith("strike") for m in legal(st)))
    assert "strike combat ends" not in legal(s)


# ------------------------------------------------------------------------ Business Pressure


def business_table(lvl: int) -> VTESState:
    s = table()
    ready(s, 0, vampire(pre=lvl), blood=4, sect="camarilla")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    s.hand[0].append(cid("Business Pressure"))
    s.changed()
    return s


def test_business_pressure_each_methuselah_in_turn_burns_pool_for_2_votes_each() -> None:
    s = business_table(1)
    before = tally(s)
    play(s, "business-pressure", "mode basic")
    assert s.to_move == 0 and "choose for-2-pool" in legal(s) and "decline" in legal(s)
    do(s, "choose for-2-pool")
    assert s.to_move == 1
    do(s, "choose against-1-pool")
    assert s.to_move == 2
    do(s, "decline")
    do(s, "decline")
    assert s.pool == [28, 29, 30, 30]
    assert tally(s) == (before[0] + 4, before[1] + 2)


def test_business_pressure_superior_you_get_3_votes_for_each_pool() -> None:
    s = business_table(2)
    before = tally(s)
    play(s, "business-pressure", "mode superior")
    do(s, "choose for-2-pool", "choose for-1-pool", "decline", "decline")
    assert s.pool == [28, 29, 30, 30]
    assert tally(s) == (before[0] + 6 + 2, before[1])


# ------------------------------------------------------------------------ Dogged Pursuit


def of_clan(clan: str, **levels: int) -> str:
    from tabletome.games.vtes.cards import load_cards
    from tabletome.games.vtes.model import facts

    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if not f.crypt or f.advanced or f.clans[:1] != (clan,) or f.capacity < 4:
            continue
        if all(f.level(code) == lvl for code, lvl in levels.items()):
            return c.name
    raise LookupError(clan)


def dogged(lvl: int, stealth: bool) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, vampire(), blood=1)
    r = ready(s, 1, of_clan("Ravnos", ani=lvl), blood=4, locked=True)
    hand(s, 1, "Dogged Pursuit")
    goto(s, "minion")
    do(s, f"hunt {a}")  # +1 stealth
    if not stealth:
        action(s).add_intercept(r, 1)  # type: ignore[union-attr]
    pass_until(s, lambda st: "play dogged-pursuit" in legal(st))
    play(s, "dogged-pursuit", "mode basic" if lvl == 1 else "mode superior")
    course = action(s)
    assert course is not None and course.blocker == r and not s.minions[r].locked  # unlocked, attempting
    return s, a, r


def test_dogged_pursuit_unlocks_and_attempts_to_block_locked_again_after_resolution_if_it_does_not_block() -> None:
    s, _a, r = dogged(1, stealth=True)
    pass_until(s, lambda st: action(st) is None)
    assert s.minions[r].locked and not s.minions[r].cards and cid("Dogged Pursuit") in s.ash[1]


def test_dogged_pursuit_superior_goes_on_the_vampire_who_did_not_block_and_burns_for_1_intercept() -> None:
    s, a, r = dogged(2, stealth=True)
    pass_until(s, lambda st: action(st) is None)
    (p,) = s.minions[r].cards
    assert s.minions[r].locked and s.placed[p].card == cid("Dogged Pursuit") and cid("Dogged Pursuit") not in s.ash[1]
    s.marks.clear()
    ops.unlock(s, r)
    ops.unlock(s, a)
    do(s, f"hunt {a}")
    to_seat(s, 1)
    do(s, f"block {r}")
    pass_until(s, lambda st: f"use {p} 1" in legal(st))
    do(s, f"use {p} 1")
    assert action(s).intercept(s) == 1 and p not in s.placed  # type: ignore[union-attr]


def test_dogged_pursuit_superior_a_vampire_who_blocks_keeps_no_card() -> None:
    s, _a, r = dogged(2, stealth=False)
    pass_until(s, lambda st: action(st) is None)
    assert not s.minions[r].cards and cid("Dogged Pursuit") in s.ash[1]


# ------------------------------------------------------------------------ Melange


def melange(lvl: int) -> tuple[VTESState, int, int]:
    s = table(n=2)
    a = ready(s, 0, vampire(), blood=4)
    m = ready(s, 1, vampire(aus=lvl), blood=4)
    hand(s, 1, "Melange")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).stealth_bonus += 1  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, f"block {m}")
    pass_until(s, lambda st: "play melange" in legal(st))
    play(s, "melange", "mode basic" if lvl == 1 else "mode superior")
    assert action(s).intercept(s) == 1  # type: ignore[union-attr]
    play_out(s, lambda st: action(st) is None)
    return s, a, m


def test_melange_basic_only_intercept() -> None:
    s, a, _m = melange(1)
    assert not s.minions[a].cards and cid("Melange") in s.ash[1]


def test_melange_superior_goes_on_the_acting_minion_and_burns_for_1_bleed_against_its_controller() -> None:
    s, a, m = melange(2)
    (p,) = s.minions[a].cards
    assert s.placed[p].controller == 1 and cid("Melange") not in s.ash[1]
    goto(s, "minion", seat=1)
    s.marks.clear()
    ops.unlock(s, m)
    do(s, f"bleed {m}")
    assert s.to_move == 1 and f"use {p} 1" in legal(s)
    do(s, f"use {p} 1")
    assert p not in s.placed and action(s).bleed_amount(s) == bleed(s, m) + 1  # type: ignore[union-attr]


def test_melange_burned_only_by_the_reacting_vampire() -> None:
    s, a, _m = melange(2)
    (p,) = s.minions[a].cards
    other = ready(s, 1, vampire(cel=1), blood=4)
    goto(s, "minion", seat=1)
    s.marks.clear()
    do(s, f"bleed {other}")
    assert f"use {p} 1" not in legal(s)


# ------------------------------------------------------------------------ Perfect Clarity


def clarity_bleed(lvl: int | None) -> tuple[VTESState, int, int]:
    s = table()
    a = ready(s, 0, vampire(tha=2), blood=4)
    d = ready(s, 1, vampire(dom=1, pre=1), blood=4)
    hand(s, 0, "Perfect Clarity")
    hand(s, 1, "Deflection", "Majesty")
    goto(s, "minion")
    do(s, f"bleed {a}")
    if lvl is not None:
        play(s, "perfect-clarity", "mode basic" if lvl == 1 else "mode superior")
    return s, a, d


def test_perfect_clarity_no_dominate_bounce_of_this_vampires_bleed() -> None:
    s, _a, _d = clarity_bleed(None)
    to_stage(s, "C")
    to_seat(s, 1)
    assert "play deflection" in legal(s)  # without the card
    s, _a, _d = clarity_bleed(1)
    to_stage(s, "C")
    pass_until(s, lambda st: st.to_move == 1 or action(st).stage != "C")  # type: ignore[union-attr]
    assert "play deflection" not in legal(s)
    to_stage(s, "after")
    assert action(s).target_seat == 1  # type: ignore[union-attr]


def test_perfect_clarity_only_as_the_action_is_announced() -> None:
    s = table()
    a = ready(s, 0, vampire(tha=1), blood=4)
    hand(s, 0, "Perfect Clarity", "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play perfect-clarity" in legal(s)
    to_stage(s, "C")
    assert "play perfect-clarity" not in legal(s)


@pytest.mark.parametrize(("lvl", "barred"), [(1, False), (2, True)])
def test_perfect_clarity_superior_the_opposing_minion_cannot_play_presence_in_combat(lvl: int, barred: bool) -> None:
    from tabletome.games.vtes.combat import current_combat

    s, _a, d = clarity_bleed(lvl)
    to_seat(s, 1)
    do(s, f"block {d}")
    play_out(s, lambda st: current_combat(st) is not None)
    pass_until(s, lambda st: any(m.startswith("strike") for m in legal(st)) and st.to_move == 1)
    assert ("play majesty" not in legal(s)) == barred


# ------------------------------------------------------------------------ Truth of a Thousand Lies, Fata Morgana


def test_truth_of_a_thousand_lies_basic_2_bleed_and_superior_unlocks_after_a_successful_action() -> None:
    s = table()
    a = ready(s, 0, vampire(ser=1), blood=4)
    hand(s, 0, "Truth of a Thousand Lies")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert "play truth-of-a-thousand-lies" not in legal(s)  # only during a bleed
    finish_action(s)
    s = table()
    a = ready(s, 0, vampire(ser=1), blood=4)
    hand(s, 0, "Truth of a Thousand Lies")
    goto(s, "minion")
    do(s, f"bleed {a}", "play truth-of-a-thousand-lies")
    assert action(s).bleed_amount(s) == bleed(s, a) + 2  # type: ignore[union-attr]
    s = table()
    a = ready(s, 0, vampire(ser=2), blood=4)
    hand(s, 0, "Truth of a Thousand Lies")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    play(s, "truth-of-a-thousand-lies", "mode superior")
    finish_action(s)
    assert not s.minions[a].locked


def test_fata_morgana_superior_bleed_or_stealth_and_bleed_limited() -> None:
    s = table()
    a = ready(s, 0, vampire(chi=2), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Fata Morgana")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "fata-morgana", "mode superior-stealth")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and course.bleed_amount(s) == bleed(s, a) + 1
    s = table()
    a = ready(s, 0, vampire(chi=2), blood=4)
    hand(s, 0, "Fata Morgana")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "fata-morgana", "mode superior")
    assert action(s).bleed_amount(s) == bleed(s, a) + 1 and action(s).stealth(s) == 0  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Deed the Heart's Desire, Blanket of Night


def test_deed_the_hearts_desire_a_younger_vampire_cannot_block_nor_react_at_superior() -> None:
    s = table()
    a = ready(s, 0, vampire(at_least=8, qui=2), blood=4)
    y = ready(s, 1, vampire(at_most=5, aus=1), blood=4)
    hand(s, 0, "Deed the Heart's Desire")
    hand(s, 1, "Telepathic Counter")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "deed-the-heart-s-desire", "mode superior", f"target {y}")
    to_seat(s, 1)
    assert f"block {y}" not in legal(s) and "play telepathic-counter" not in legal(s)


def test_blanket_of_night_superior_another_vampire_locks_to_fail_the_block() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    o = ready(s, 0, vampire(obt=2), blood=4)
    b = ready(s, 1, vampire(obt=0, cel=1), blood=4)
    hand(s, 0, "Blanket of Night")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "blanket-of-night", "mode superior")
    course = action(s)
    assert s.minions[o].locked and course is not None and course.blocker == -1
    to_seat(s, 1)
    assert f"block {b}" not in legal(s)


def test_blanket_of_night_superior_not_by_a_locked_vampire() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    ready(s, 0, vampire(obt=2), blood=4, locked=True)
    b = ready(s, 1, vampire(obt=0, cel=1), blood=4)
    hand(s, 0, "Blanket of Night")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    assert "play blanket-of-night" not in legal(s)


# ------------------------------------------------------------------------ As the Crow


def test_as_the_crow_a_minion_with_flight_unlocks_after_a_successful_action_once_a_turn() -> None:
    s = table()
    g = ready(s, 0, "Chalcedony (G6)", blood=4)  # Flight
    ready(s, 0, "Sabine Lafitte (G1)")  # a Tremere: Chalcedony is a Tremere slave (VT-TRAIT-10)
    hand(s, 0, "As the Crow", "As the Crow")
    goto(s, "minion")
    do(s, f"bleed {g}")
    to_stage(s, "after")
    to_seat(s, 0)
    do(s, "play as-the-crow")
    finish_action(s)
    assert not s.minions[g].locked
    do(s, f"hunt {g}")
    to_stage(s, "after")
    to_seat(s, 0)
    assert "play as-the-crow" not in legal(s)  # one each turn


def test_as_the_crow_requires_flight() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    hand(s, 0, "As the Crow")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    to_seat(s, 0)
    assert "play as-the-crow" not in legal(s)


# ------------------------------------------------------------------------ Trochomancy, Inevitability of the Void


def test_trochomancy_removes_cards_of_the_target_ash_heap_for_bleed() -> None:
    s = table()
    a = ready(s, 0, vampire(aus=1, nec=1), blood=4)
    s.ash[1] = [cid("Conditioning")] * 7
    hand(s, 0, "Trochomancy")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "trochomancy", "mode aus+nec")  # one kind of card: each removal taken unasked
    assert s.ash[1] == [] and action(s).bleed_amount(s) == bleed(s, a) + 1  # type: ignore[union-attr]


def test_trochomancy_needs_enough_cards_in_the_ash_heap() -> None:
    s = table()
    a = ready(s, 0, vampire(aus=0, nec=1), blood=4)
    s.ash[1] = [cid("Conditioning")] * 12
    hand(s, 0, "Trochomancy")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play trochomancy" not in legal(s)


def test_inevitability_of_the_void_superior_1_bleed_for_every_10_cards_of_the_target_ash_heap() -> None:
    s = table()
    a = ready(s, 0, vampire(aus=2, nec=2), blood=4)
    s.ash[1] = [cid("Conditioning")] * 25
    hand(s, 0, "Inevitability of the Void")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "inevitability-of-the-void", "mode superior")
    assert action(s).bleed_amount(s) == bleed(s, a) + 2  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Hag's Wrinkles


def test_hags_wrinkles_only_during_an_equip_action_unlocks_after_success() -> None:
    s = table()
    a = ready(s, 0, vampire(thn=1), blood=4)
    hand(s, 0, "Hag's Wrinkles", ".44 Magnum")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play hag-s-wrinkles" not in legal(s)
    finish_action(s)
    s.marks.clear()
    ops.unlock(s, a)
    play(s, "44-magnum")
    pass_until(s, lambda st: "play hag-s-wrinkles" in legal(st))
    play(s, "hag-s-wrinkles", "mode basic")
    finish_action(s)
    assert not s.minions[a].locked and s.minions[a].cards


# ------------------------------------------------------------------------ Wrong and Crosswise, Aura Absorption


def test_wrong_and_crosswise_reduces_a_bleed_by_2() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    ready(s, 1, vampire(dem=1), blood=4)
    hand(s, 1, "Wrong and Crosswise")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).bleed_bonus = 2  # type: ignore[union-attr]
    pass_until(s, lambda st: "play wrong-and-crosswise" in legal(st))
    play(s, "wrong-and-crosswise", "mode basic")
    assert action(s).bleed_amount(s) == bleed(s, a)  # type: ignore[union-attr]


def test_wrong_and_crosswise_superior_4_votes_against() -> None:
    from tabletome.games.vtes.politics import current_referendum
    from tests.games.vtes.test_cards_reactions import polling

    s = table()
    a = ready(s, 0, vampire(), blood=4, sect="camarilla", title="prince")
    v = ready(s, 1, vampire(dem=2), blood=4)
    hand(s, 1, "Wrong and Crosswise")
    polling(s, 1, a)
    play(s, "wrong-and-crosswise", "mode superior")
    ref = current_referendum(s)
    assert ref is not None and ref.side_of(v) == "against" and ref.tally(s)[1] == 4


def test_aura_absorption_aus_burns_1_blood_for_1_intercept_and_superior_mytherceria_stealth() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    b = ready(s, 1, vampire(aus=1), blood=3)
    hand(s, 1, "Aura Absorption")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).stealth_bonus = 1  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: "play aura-absorption" in legal(st))
    play(s, "aura-absorption", "mode aus")
    assert action(s).intercept(s) == 1 and s.minions[b].blood == 2  # type: ignore[union-attr]
    s = table()
    a = ready(s, 0, vampire(myt=2), blood=4)
    b = ready(s, 1, vampire(), blood=3)
    hand(s, 0, "Aura Absorption")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "aura-absorption", "mode superior")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ The Eldest Are Kholo


def test_the_eldest_are_kholo_reaction_each_ravnos_at_the_table_gets_1_vote() -> None:
    from tabletome.games.vtes.politics import current_referendum
    from tests.games.vtes.test_cards_reactions import polling

    s = table()
    a = ready(s, 0, vampire(), blood=4, sect="camarilla", title="prince")
    r = ready(s, 1, of_clan("Ravnos"), blood=4)
    r2 = ready(s, 2, of_clan("Ravnos", ani=1), blood=4)
    hand(s, 1, "The Eldest Are Kholo")
    polling(s, 1, a)
    play(s, "the-eldest-are-kholo", "mode reaction")
    ref = current_referendum(s)
    assert ref is not None and dict(ref.extra).get(r) == 1 and dict(ref.extra).get(r2) == 1


# ------------------------------------------------------------------------ Mind Tricks, Skin of the Chameleon


def blocked_with(name: str, mode: str, **levels: int) -> tuple[VTESState, int, int]:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, vampire(**levels), blood=4)
    b = ready(s, 1, vampire(aus=0), blood=4)
    hand(s, 0, name)
    goto(s, "minion")
    if mode == "announce":
        do(s, f"bleed {a}")
        play(s, cid_slug(name), "mode tha")
        attempt_block(s, b)
    else:
        bleed_blocked_at(s, a, b)
        play(s, cid_slug(name), f"mode {mode}")
        action(s).add_intercept(b, 2)  # type: ignore[union-attr]
    play_out(s, lambda st: current_combat(st) is not None)
    return s, a, b


def cid_slug(name: str) -> str:
    from tabletome.games.vtes.model import facts

    return facts(cid(name)).slug


def test_mind_tricks_superior_a_maneuver_or_a_press_in_the_resulting_combat() -> None:
    s, a, _b = blocked_with("Mind Tricks", "superior", dem=2)
    pass_until(s, lambda st: f"maneuver {a} optional" in legal(st))
    do(s, f"maneuver {a} optional")
    seen = fight_to_the_end(s)
    assert not any(m.startswith(f"press {a}") for m in seen)  # used as the maneuver
    s, a, _b = blocked_with("Mind Tricks", "superior", dem=2)
    pass_until(s, lambda st: f"press {a} continue" in legal(st))  # not used as a maneuver: a press
    do(s, f"press {a} continue")


def fight_to_the_end(s: VTESState) -> set[str]:
    """Everybody passes and strikes (the first strike offered) until the combat ends; every move seen."""
    from tabletome.games.vtes.combat import current_combat

    seen: set[str] = set()
    for _ in range(100):
        if current_combat(s) is None:
            return seen
        moves = legal(s)
        seen |= set(moves)
        do(s, "pass" if "pass" in moves else next(m for m in moves if m.startswith("strike")))
    raise AssertionError(s.prompt())


def test_mind_tricks_basic_only_stealth() -> None:
    s, a, _b = blocked_with("Mind Tricks", "basic", dem=1)
    seen = fight_to_the_end(s)
    assert f"maneuver {a} optional" not in seen and f"press {a} continue" not in seen


def test_skin_of_the_chameleon_thaumaturgy_as_announced_a_maneuver_or_press_if_blocked() -> None:
    s, a, _b = blocked_with("Skin of the Chameleon", "announce", tha=1)
    pass_until(s, lambda st: f"maneuver {a} optional" in legal(st))


# ------------------------------------------------------------------------ Magnetic Authority


def magnetic_table(lvl: int) -> tuple[VTESState, int, int, int]:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    v = ready(s, 0, vampire(dom=lvl), blood=4, sect="sabbat", title="archbishop")
    u1 = uncontrolled(s, 0, vampire(cel=1), blood=1)
    u2 = uncontrolled(s, 0, vampire(aus=1), blood=0)
    c = uncontrolled(s, 0, vampire(pot=1), blood=0)
    for u, sect in ((u1, "sabbat"), (u2, "sabbat"), (c, "camarilla")):
        s.minions[u] = s.minions[u]._replace(sect=sect)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    s.hand[0].append(cid("Magnetic Authority"))
    s.changed()
    do(s, f"vote {v} for")
    return s, u1, u2, c


def test_magnetic_authority_after_a_passed_referendum_2_blood_to_a_sabbat_vampire_in_your_uncontrolled_region() -> None:
    s, u1, u2, c = magnetic_table(1)
    assert "play magnetic-authority" not in legal(s)  # not before resolution
    pass_until(s, lambda st: "play magnetic-authority" in legal(st))
    assert action(s).stage == "after"  # type: ignore[union-attr]
    play(s, "magnetic-authority", "mode dom", f"target {u2}")
    assert s.minions[u2].blood == 2 and s.minions[u1].blood == 1 and s.minions[c].blood == 0


def test_magnetic_authority_superior_1_blood_to_each_sabbat_vampire_in_your_uncontrolled_region() -> None:
    s, u1, u2, c = magnetic_table(2)
    pass_until(s, lambda st: "play magnetic-authority" in legal(st))
    play(s, "magnetic-authority", "mode dom-superior")
    assert s.minions[u1].blood == 2 and s.minions[u2].blood == 1 and s.minions[c].blood == 0


# ------------------------------------------------------------------------ Funeral Wake


def test_funeral_wake_by_a_locked_vampire_unlocks_up_to_two_wraith_allies_at_superior() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    n = ready(s, 1, vampire(nec=2), blood=4, locked=True)
    w1 = ready(s, 1, "Brigitte Gebauer", locked=True)
    w2 = ready(s, 1, "Emerald Legionnaire", locked=True)
    hand(s, 1, "Funeral Wake")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: "play funeral-wake" in legal(st))
    play(s, "funeral-wake", "mode superior", f"target {w1}", f"target {w2}")
    assert not s.minions[w1].locked and not s.minions[w2].locked and s.minions[n].locked


def test_funeral_wake_basic_unlocks_one_wraith_ally() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    ready(s, 1, vampire(nec=1), blood=4)
    w1 = ready(s, 1, "Brigitte Gebauer", locked=True)
    w2 = ready(s, 1, "Emerald Legionnaire", locked=True)
    hand(s, 1, "Funeral Wake")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: "play funeral-wake" in legal(st))
    play(s, "funeral-wake", "mode basic", f"target {w2}")
    assert s.minions[w1].locked and not s.minions[w2].locked


# ------------------------------------------------------------------------ Rewind Time


def test_rewind_time_basic_cancels_an_action_card_as_it_is_played() -> None:
    s = table()
    s.public_decks = (False,) * 4
    a = ready(s, 0, "Emerson Bridges (G1)", blood=4)  # Dominate
    t = ready(s, 1, vampire(tem=1), blood=4)
    hand(s, 0, "Govern the Unaligned")
    hand(s, 1, "Rewind Time")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")
    pass_until(s, lambda st: "play rewind-time" in legal(st))
    play(s, "rewind-time", "mode basic")
    pass_until(s, lambda st: cid("Govern the Unaligned") in st.ash[0])
    assert action(s) is None and not s.minions[a].locked and s.minions[t].blood == 2  # cost 2 blood paid


def test_rewind_time_superior_cancels_a_master_card_cost_unpaid_and_gives_a_master_phase_action() -> None:
    s = table()
    s.public_decks = (False,) * 4
    ready(s, 0, vampire(), blood=4)
    ready(s, 1, vampire(tem=2), blood=4)
    hand(s, 0, "Dreams of the Sphinx")
    hand(s, 1, "Rewind Time")
    goto(s, "master")
    do(s, "play dreams-of-the-sphinx")
    pass_until(s, lambda st: "play rewind-time" in legal(st))
    play(s, "rewind-time", "mode superior")
    pass_until(s, lambda st: cid("Dreams of the Sphinx") in st.ash[0])
    assert s.pool[0] == 30 and s.phase_actions == 1  # its cost not paid; one more master phase action


# ------------------------------------------------------------------------ Paths in Two Worlds, Shroud Mastery, Gifts


def test_paths_in_two_worlds_superior_stealth_as_a_wraith_is_recruited_then_burn_1_blood_to_unlock() -> None:
    s = table()
    v = ready(s, 0, "Gebeyehu Abdu (G6)", blood=4)  # Hecata, superior Oblivion
    hand(s, 0, "Aggressive Corpse", "Paths in Two Worlds")  # a zombie
    goto(s, "minion")
    play(s, "aggressive-corpse", f"by {v}")
    pass_until(s, lambda st: "play paths-in-two-worlds" in legal(st))
    play(s, "paths-in-two-worlds", "mode superior")
    assert action(s).stealth(s) == 2  # type: ignore[union-attr]  # 1 to recruit, +1 even if not needed
    pass_until(s, lambda st: any(m.startswith("grant") for m in legal(st)) or action(st) is None)
    blood = s.minions[v].blood
    do(s, f"grant burn-blood-to-unlock {v}")
    assert not s.minions[v].locked and s.minions[v].blood == blood - 1


def test_paths_in_two_worlds_only_for_a_wraith_or_zombie() -> None:
    s = table()
    v = ready(s, 0, vampire(obl=1), blood=4)
    hand(s, 0, "Gregory Winter", "Paths in Two Worlds")  # a ghoul
    goto(s, "minion")
    play(s, "gregory-winter", f"by {v}")
    assert "play paths-in-two-worlds" not in legal(s)


def test_shroud_mastery_another_vampire_gives_the_acting_wraith_1_stealth() -> None:
    s = table()
    w = ready(s, 0, "Emerald Legionnaire")
    ready(s, 0, vampire(nec=1), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Shroud Mastery")
    goto(s, "minion")
    bleed_blocked_at(s, w, b)
    play(s, "shroud-mastery")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


def test_gifts_from_hereafter_superior_bleed_then_burn_1_blood_to_unlock_the_acting_ally() -> None:
    s = table()
    w = ready(s, 0, "Emerald Legionnaire")
    g = ready(s, 0, vampire(dom=2), blood=4)
    hand(s, 0, "Gifts From Hereafter")
    goto(s, "minion")
    do(s, f"bleed {w}")
    play(s, "gifts-from-hereafter", "mode dom-superior")
    assert action(s).bleed_amount(s) == bleed(s, w) + 1  # type: ignore[union-attr]
    pass_until(s, lambda st: any(m.startswith("grant") for m in legal(st)) or action(st) is None)
    do(s, f"grant burn-blood-to-unlock-actor {g}")
    assert not s.minions[w].locked and s.minions[g].blood == 3


# ------------------------------------------------------------------------ Truth in Ink, Ophidian Gaze


def test_truth_in_ink_a_black_hand_vampire_reduces_a_non_black_hand_bleed_by_2() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    ready(s, 1, "Aredhel (G4)", blood=4)  # Black Hand
    hand(s, 1, "Truth in Ink")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).bleed_bonus = 2  # type: ignore[union-attr]
    pass_until(s, lambda st: "play truth-in-ink" in legal(st))
    do(s, "play truth-in-ink")
    assert action(s).bleed_amount(s) == bleed(s, a)  # type: ignore[union-attr]


def test_truth_in_ink_not_against_a_black_hand_vampire_nor_without_one() -> None:
    s = table()
    a = ready(s, 0, "Appius Claudius Corvus (G5)", blood=4)  # Black Hand
    ready(s, 1, "Aredhel (G4)", blood=4)
    hand(s, 1, "Truth in Ink")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    assert "play truth-in-ink" not in legal(s)
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    ready(s, 1, vampire(cel=1), blood=4)
    hand(s, 1, "Truth in Ink")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    assert "play truth-in-ink" not in legal(s)


def test_ophidian_gaze_superior_cancels_a_modifier_of_a_political_action_after_blocks_are_declined() -> None:
    s = table()
    s.public_decks = (False,) * 4
    a = ready(s, 0, vampire(pre=1), blood=4, sect="camarilla", title="prince")
    o = ready(s, 1, vampire(pre=2, ser=2), blood=4)
    hand(s, 0, "Kine Resources Contested", "Bewitching Oration")
    hand(s, 1, "Ophidian Gaze")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    play(s, "bewitching-oration", "target for")
    pass_until(s, lambda st: "play ophidian-gaze" in legal(st))
    play(s, "ophidian-gaze", "mode superior", f"by {o}")
    pass_until(s, lambda st: cid("Bewitching Oration") in st.ash[0])
    assert tally(s)[0] == 0 and s.minions[a].blood == 4  # no votes from it, its cost unpaid


# ------------------------------------------------------------------------ Absolute Tyranny


def test_absolute_tyranny_basic_3_votes_and_superior_minus_1_vote_off_the_path_of_power() -> None:
    from tabletome.games.vtes.politics import current_referendum

    s = table()
    a = ready(s, 0, vampire(pot=2, pre=2), blood=4, sect="sabbat", title="archbishop")
    c = ready(s, 0, "Concordia (G6)", blood=4, title="bishop")  # the Path of Power and the Inner Voice
    hand(s, 0, "Kine Resources Contested", "Absolute Tyranny")
    goto(s, "minion")
    do(s, "play kine-resources-contested", f"by {a}")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    play(s, "absolute-tyranny", "mode superior")
    ref = current_referendum(s)
    assert ref is not None
    assert ref.vampire_votes(s, a) == 1 and ref.vampire_votes(s, c) == 1  # archbishop 2 - 1; bishop 1


# ------------------------------------------------------------------------ Tangle Atropos' Hand


def test_tangle_atropos_hand_potence_cancels_the_action_unblocked_and_unlocks_the_vampire() -> None:
    s = table()
    a = ready(s, 0, vampire(pot=1), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Tangle Atropos' Hand")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "tangle-atropos-hand", "mode pot")
    assert action(s) is None and not s.minions[a].locked and not s.minions[b].locked and s.pool[1] == 30
    assert f"bleed {a}" in legal(s)  # the same action again


def test_tangle_atropos_hand_superior_takes_the_action_card_back_and_stealth_next_action() -> None:
    s = table()
    a = ready(s, 0, vampire(tem=2), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Computer Hacking", "Tangle Atropos' Hand")
    goto(s, "minion")
    play(s, "computer-hacking")
    to_seat(s, 1)
    do(s, f"block {b}")
    to_seat(s, 0)
    play(s, "tangle-atropos-hand", "mode superior")
    assert action(s) is None and cid("Computer Hacking") in s.hand[0] and cid("Computer Hacking") not in s.ash[0]
    assert len(s.hand[0]) == 8  # discard down afterward
    do(s, "discard bonding", f"hunt {a}")
    assert action(s).stealth(s) == 2  # type: ignore[union-attr]  # 1 for a hunt, 1 more
    finish_action(s)
    ops.unlock(s, a)
    do(s, f"hunt {a}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]  # the next action only


# ------------------------------------------------------------------------ Voices of the Castle


def test_voices_of_the_castle_a_slave_gives_1_intercept_to_its_master_clan_blocker() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    t = ready(s, 1, of_clan("Tremere"), blood=4)
    luma = ready(s, 1, "Luma, Stone Beauty (G2)", blood=4)  # Tremere Slave, Visceratika
    hand(s, 1, "Voices of the Castle")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).stealth_bonus = 1  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, f"block {t}")
    pass_until(s, lambda st: "play voices-of-the-castle" in legal(st))
    play(s, "voices-of-the-castle", f"by {luma}", "mode vis-master", f"target {t}")
    assert action(s).intercept(s) == 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Repulsion


def test_repulsion_presence_a_maneuver_only_to_long_range_if_blocked() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, vampire(pre=1), blood=4)
    b = ready(s, 1, vampire(aus=0), blood=4)
    hand(s, 0, "Repulsion")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "repulsion", "mode pre")
    attempt_block(s, b)
    play_out(s, lambda st: current_combat(st) is not None)
    pass_until(s, lambda st: f"maneuver {a} optional" in legal(st))
    do(s, f"maneuver {a} optional")
    combat = current_combat(s)
    assert combat is not None and combat.range == "long" and combat.count(a, "maneuver-to-long") == 0


def test_repulsion_superior_stays_on_the_vampire_for_1_stealth_and_no_other_repulsion() -> None:
    s = table()
    a = ready(s, 0, vampire(obe=2), blood=4)
    hand(s, 0, "Repulsion", "Repulsion")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "repulsion", "mode superior")  # even if the stealth is not needed
    (p,) = s.minions[a].cards
    assert s.placed[p].card == cid("Repulsion") and action(s).stealth(s) == 1  # type: ignore[union-attr]
    assert "play repulsion" not in legal(s)  # this vampire cannot play another Repulsion
    finish_action(s)
    ops.unlock(s, a)
    s.marks.clear()
    do(s, f"bleed {a}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Stone Travel


def test_stone_travel_superior_stealth_and_may_cancel_the_combat_if_blocked() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    a = ready(s, 0, vampire(myt=2), blood=4)
    b = ready(s, 1, vampire(aus=0), blood=4)
    hand(s, 0, "Stone Travel")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "stone-travel", "mode superior")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    action(s).add_intercept(b, 1)  # type: ignore[union-attr]
    pass_until(s, lambda st: f"grant cancel-combat {a}" in legal(st))
    do(s, f"grant cancel-combat {a}")
    pass_until(s, lambda st: action(st) is None or current_combat(st) is not None)
    assert current_combat(s) is None and s.pool[1] == 30 and s.minions[b].locked  # blocked, no combat


def test_stone_travel_obtenebration_burns_1_blood_for_stealth() -> None:
    s = table()
    a = ready(s, 0, vampire(obt=1, myt=0), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Stone Travel")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "stone-travel", "mode obt")
    assert action(s).stealth(s) == 1 and s.minions[a].blood == 3  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Seeds of Terror, Spoils of War, Strange Day


def test_seeds_of_terror_superior_blockers_burn_1_blood_and_the_chosen_vampire_cannot_block() -> None:
    s = table()
    a = ready(s, 0, vampire(pre=2), blood=4)
    b = ready(s, 1, vampire(), blood=3)
    c = ready(s, 1, vampire(cel=1), blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "Seeds of Terror")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "seeds-of-terror", "mode pre-superior", f"target {c}")
    to_seat(s, 1)
    assert f"block {c}" not in legal(s) and f"block {g}" not in legal(s)
    do(s, f"block {b}")
    assert s.minions[b].blood == 2


def test_spoils_of_war_after_a_successful_directed_action_blood_and_pool() -> None:
    s = table()
    a = ready(s, 0, of_clan("Brujah antitribu"), blood=2)
    hand(s, 0, "Spoils of War")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play spoils-of-war" not in legal(s)
    to_stage(s, "after")
    to_seat(s, 0)
    pool = s.pool[0]
    do(s, "play spoils-of-war")
    assert s.minions[a].blood == 3 and s.pool[0] == pool + 1


def test_strange_day_a_laibon_vampires_cannot_block_once_in_a_game() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4, sect="laibon")
    b = ready(s, 1, vampire(), blood=4)
    g = ready(s, 1, GANG)
    hand(s, 0, "Strange Day", "Strange Day")
    goto(s, "minion")
    do(s, f"bleed {a}", "play strange-day")
    to_seat(s, 1)
    assert f"block {b}" not in legal(s) and f"block {g}" in legal(s)
    finish_action(s)
    ops.unlock(s, a)
    s.marks.clear()
    do(s, f"bleed {a}")
    assert "play strange-day" not in legal(s)  # only one in a game


# ------------------------------------------------------------------------ Sentry Signal, Blood Awakening


def test_sentry_signal_a_locked_vampire_unlocks_and_attempts_to_block() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    r = ready(s, 1, vampire(tha=1), blood=4, locked=True)
    hand(s, 1, "Sentry Signal")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: "play sentry-signal" in legal(st))
    play(s, "sentry-signal", "mode tha")
    course = action(s)
    assert course is not None and course.blocker == r and not s.minions[r].locked


def test_sentry_signal_superior_reduces_a_bleed_by_3() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    ready(s, 1, vampire(ani=2), blood=4)
    hand(s, 1, "Sentry Signal")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).bleed_bonus = 3  # type: ignore[union-attr]
    pass_until(s, lambda st: "play sentry-signal" in legal(st))
    play(s, "sentry-signal", "mode ani-superior")
    assert action(s).bleed_amount(s) == bleed(s, a)  # type: ignore[union-attr]


def test_blood_awakening_superior_the_attempt_of_a_younger_vampire_fails() -> None:
    s = table()
    a = ready(s, 0, vampire(at_least=8, qui=2), blood=4)
    y = ready(s, 1, vampire(at_most=4), blood=3)
    hand(s, 0, "Blood Awakening")
    goto(s, "minion")
    bleed_blocked_at(s, a, y)
    play(s, "blood-awakening", "mode superior")
    course = action(s)
    assert course is not None and course.blocker == -1
    to_seat(s, 1)
    assert f"block {y}" not in legal(s)


# ------------------------------------------------------------------------ Ears of the Hare, Falcon's Eye


def test_ears_of_the_hare_superior_2_intercept() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    b = ready(s, 1, vampire(spi=2), blood=4)
    hand(s, 1, "Ears of the Hare")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).stealth_bonus = 2  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: "play ears-of-the-hare" in legal(st))
    play(s, "ears-of-the-hare", "mode superior")
    assert action(s).intercept(s) == 2  # type: ignore[union-attr]


def test_falcons_eye_superior_blocks_an_action_directed_at_another_methuselah() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    v = ready(s, 2, vampire(spi=2), blood=4)
    hand(s, 2, "Falcon's Eye")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 2)
    assert f"block {v}" not in legal(s)
    play(s, "falcon-s-eye", "mode superior")
    assert action(s).blocker == v  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Subversion, Random Patterns, Quicksilver


def test_subversion_superior_stealth_and_bleed() -> None:
    s = table()
    a = ready(s, 0, vampire(cel=2), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Subversion")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "subversion", "mode cel-superior-stealth")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and course.bleed_amount(s) == bleed(s, a) + 1


def test_random_patterns_superior_the_blocking_minion_gets_minus_1_intercept() -> None:
    s = table()
    a = ready(s, 0, vampire(aus=2, dem=2), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Random Patterns")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "random-patterns", "mode superior")
    assert action(s).intercept(s) == -1  # type: ignore[union-attr]


def test_quicksilver_contemplation_superior_2_bleed_not_counting_against_the_limit() -> None:
    s = table()
    a = ready(s, 0, vampire(aus=2, tem=2, dom=1), blood=4)
    hand(s, 0, "Quicksilver Contemplation", "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "quicksilver-contemplation", "mode superior")
    assert "play conditioning" in legal(s)  # the (limited) bleed not used
    assert action(s).bleed_amount(s) == bleed(s, a) + 2  # type: ignore[union-attr]


def test_quicksilver_contemplation_reaction_forces_a_younger_vampire_to_abstain() -> None:
    from tabletome.games.vtes.politics import current_referendum
    from tests.games.vtes.test_cards_reactions import polling

    s = table()
    q = "Mikael Birkholm (G6)"  # Auspex, superior Temporis; capacity 8
    a = ready(s, 0, vampire(at_most=capacity_of(q) - 1), blood=2, sect="camarilla", title="prince")
    ready(s, 1, q, blood=4)
    hand(s, 1, "Quicksilver Contemplation")
    polling(s, 1, a)
    play(s, "quicksilver-contemplation", "mode basic", f"target {a}")
    ref = current_referendum(s)
    assert ref is not None and a in ref.abstain


# ------------------------------------------------------------------------ Seraph's Second


def test_seraphs_second_a_seraph_unlocks_the_acting_black_hand_vampire_after_resolution() -> None:
    s = table()
    a = ready(s, 0, "Aredhel (G4)", blood=1)  # Black Hand
    ready(s, 0, "Banjoko (G3)", blood=4)  # Seraph
    hand(s, 0, "Seraph's Second", "Seraph's Second")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play seraph-s-second" not in legal(s)  # after resolution
    to_stage(s, "after")
    to_seat(s, 0)
    do(s, "play seraph-s-second")
    finish_action(s)
    assert not s.minions[a].locked
    do(s, f"hunt {a}")
    to_stage(s, "after")
    to_seat(s, 0)
    assert "play seraph-s-second" not in legal(s)  # one each turn


# ------------------------------------------------------------------------ Faerie Wards, Patterns in the Chaos


def test_faerie_wards_superior_the_action_fails_and_the_acting_minion_skips_its_next_unlock() -> None:
    s = table()
    a = ready(s, 0, vampire(at_most=4), blood=4)
    f = ready(s, 1, vampire(at_least=7, myt=2), blood=4)
    hand(s, 1, "Faerie Wards")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: "play faerie-wards" in legal(st))
    play(s, "faerie-wards", "mode superior")
    assert action(s) is None and s.pool[1] == 30 and s.minions[f].locked and s.minions[a].locked
    goto(s, "unlock", seat=0, turn=s.turn + 4)
    assert s.minions[a].locked  # not unlocked as normal


def test_faerie_wards_only_against_an_ally_or_younger_vampire() -> None:
    s = table()
    a = ready(s, 0, vampire(at_least=9), blood=4)
    ready(s, 1, vampire(at_most=7, myt=1), blood=4)
    hand(s, 1, "Faerie Wards")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    assert "play faerie-wards" not in legal(s)


def test_patterns_in_the_chaos_looks_at_the_target_methuselahs_library_top_or_hand() -> None:
    s = table()
    a = ready(s, 0, vampire(dem=2), blood=4)
    hand(s, 0, "Patterns in the Chaos")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play patterns-in-the-chaos" not in legal(s)
    to_stage(s, "after")
    to_seat(s, 0)
    play(s, "patterns-in-the-chaos", "mode basic")
    top = load_top_name(s, 1)
    assert any(who == 0 and top in line for who, line in s.log[-3:])  # told to the player alone


def load_top_name(s: VTESState, seat: int) -> str:
    from tabletome.games.vtes.model import facts

    return facts(s.library[seat][-1]).name


# ------------------------------------------------------------------------ Speak with Spirits


def test_speak_with_spirits_superior_unlocks_to_block_and_once_burns_1_blood_for_intercept() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    v = ready(s, 1, vampire(spi=2), blood=4, locked=True)
    hand(s, 1, "Speak with Spirits")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).stealth_bonus = 1  # type: ignore[union-attr]
    pass_until(s, lambda st: "play speak-with-spirits" in legal(st))
    play(s, "speak-with-spirits", "mode superior")
    course = action(s)
    assert course is not None and course.blocker == v and not s.minions[v].locked
    pass_until(s, lambda st: f"grant burn-blood-for-intercept {v}" in legal(st))
    do(s, f"grant burn-blood-for-intercept {v}")
    assert action(s).intercept(s) == 1 and s.minions[v].blood == 3  # type: ignore[union-attr]
    assert f"grant burn-blood-for-intercept {v}" not in legal(s)  # once this action


def test_speak_with_spirits_animalism_only_during_a_bleed() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=1)
    v = ready(s, 1, vampire(ani=1, spi=0), blood=4)
    hand(s, 1, "Speak with Spirits")
    goto(s, "minion")
    do(s, f"hunt {a}")
    to_seat(s, 1)
    do(s, f"block {v}")
    pass_until(s, lambda st: st.to_move == 1)
    assert "play speak-with-spirits" not in legal(s)


# ------------------------------------------------------------------------ Unleash the Hounds


def test_unleash_the_hounds_superior_1_bleed_for_each_ready_vampire_of_the_enslaving_clan() -> None:
    s = table()
    g = ready(s, 0, "Saxum, Master of Slaves (G2)", blood=4)  # unique Tremere Slave Gargoyle, superior Visceratika
    ready(s, 0, "Almiro Suarez (G3)", blood=4)  # Tremere
    ready(s, 0, "Ayelech (G6)", blood=4, locked=True)  # Tremere, locked: still ready
    hand(s, 0, "Unleash the Hounds")
    goto(s, "minion")
    do(s, f"bleed {g}")
    play(s, "unleash-the-hounds", "mode superior")
    assert action(s).bleed_amount(s) == bleed(s, g) + 2  # type: ignore[union-attr]


def test_unleash_the_hounds_superior_only_by_a_slave_gargoyle() -> None:
    s = table()
    a = ready(s, 0, vampire(vis=2), blood=4)
    ready(s, 0, "Almiro Suarez (G3)", blood=4)
    hand(s, 0, "Unleash the Hounds")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "unleash-the-hounds")  # the [vis] mode only
    assert action(s).bleed_amount(s) == bleed(s, a) + 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Revelation of Desire


def test_revelation_of_desire_superior_burns_a_corruption_counter_of_yours_for_3_bleed() -> None:
    s = table()
    a = ready(s, 0, vampire(ser=2), blood=4)
    c = ready(s, 1, vampire(), blood=4, counters=(("corruption 1", 2),))
    hand(s, 0, "Revelation of Desire")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "revelation-of-desire", "mode superior", f"target {c}")
    assert action(s).bleed_amount(s) == bleed(s, a) + 3 and s.minions[c].count("corruption 1") == 1  # type: ignore[union-attr]


def test_revelation_of_desire_superior_needs_your_corruption_counter_on_the_target_methuselahs_minion() -> None:
    s = table()
    a = ready(s, 0, vampire(ser=2), blood=4)
    ready(s, 1, vampire(), blood=4, counters=(("corruption 3", 2),))  # another Methuselah's counters
    hand(s, 0, "Revelation of Desire")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "revelation-of-desire")  # only the basic mode
    assert action(s).bleed_amount(s) == bleed(s, a) + 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Mirror's Visage


def test_mirrors_visage_blocked_unlock_lock_the_blocker_end_the_action_and_no_more_actions() -> None:
    s = table()
    a = ready(s, 0, vampire(chi=1), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Mirror's Visage")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: "play mirror-s-visage" in legal(st))
    assert action(s).stage == "blocked"  # type: ignore[union-attr]
    do(s, "play mirror-s-visage")
    assert action(s) is None and not s.minions[a].locked and s.minions[b].locked and s.pool[1] == 30
    assert not any(m.endswith(f" {a}") for m in legal(s) if m.split()[0] in ("bleed", "hunt"))


def test_mirrors_visage_superior_2_stealth_on_an_undirected_action() -> None:
    s = table()
    a = ready(s, 0, vampire(chi=2), blood=1)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Mirror's Visage")
    goto(s, "minion")
    do(s, f"hunt {a}")
    attempt_block(s, b)
    action(s).add_intercept(b, 2)  # type: ignore[union-attr]
    play(s, "mirror-s-visage", "mode superior")
    assert action(s).stealth(s) == 3  # type: ignore[union-attr]  # 1 for the hunt, 2 more


# ------------------------------------------------------------------------ Fillip


def test_fillip_a_younger_locked_vampire_you_control_may_block_as_though_unlocked() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    ready(s, 1, vampire(at_least=8), blood=4, locked=True)  # usable by a locked vampire
    y = ready(s, 1, vampire(at_most=5), blood=3, locked=True)
    hand(s, 1, "Fillip", "Fillip")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    assert f"block {y}" not in legal(s)
    play(s, "fillip", f"target {y}")
    pass_until(s, lambda st: st.to_move == 1)
    assert f"block {y}" in legal(s)
    assert "play fillip" not in legal(s)  # one each turn per vampire (and none for the younger one)


# ------------------------------------------------------------------------ Claiming the Body


def test_claiming_the_body_superior_a_blood_brother_of_the_same_circle_ends_the_blocked_action() -> None:
    s = table()
    a = ready(s, 0, "Dorka (G6)", blood=4)  # Budapest circle
    ready(s, 0, "Gabi (G6)", blood=4)  # Budapest circle, superior Sanguinus
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Claiming the Body")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: "play claiming-the-body" in legal(st))
    play(s, "claiming-the-body", "mode superior")
    assert action(s) is None and s.minions[b].locked and not s.minions[a].locked and s.pool[1] == 30


def test_claiming_the_body_not_by_a_blood_brother_of_another_circle() -> None:
    s = table()
    a = ready(s, 0, "Danylo (G5)", blood=4)  # Kiev circle
    ready(s, 0, "Gabi (G6)", blood=4)  # Budapest circle
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Claiming the Body")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st) is None or action(st).stage == "blocked")  # type: ignore[union-attr]
    assert "play claiming-the-body" not in legal(s)


# ------------------------------------------------------------------------ Walk of Caine


def test_walk_of_caine_chosen_blood_brothers_of_the_circle_burn_1_blood_each_for_x_bleed() -> None:
    s = table()
    a = ready(s, 0, "Dorka (G6)", blood=4)  # Budapest circle
    g = ready(s, 0, "Gabi (G6)", blood=3)  # Budapest circle
    o = ready(s, 0, "Danylo (G5)", blood=3)  # Kiev circle
    hand(s, 0, "Walk of Caine")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "walk-of-caine", "mode basic", f"target {a}")
    assert f"target {o}" not in legal(s)  # another circle
    do(s, f"target {g}")  # no more of the circle: the rest "none", taken unasked
    assert action(s).bleed_amount(s) == bleed(s, a) + 2  # type: ignore[union-attr]
    assert s.minions[a].blood == 3 and s.minions[g].blood == 2 and s.minions[o].blood == 3
