"""Cards of the archive's decks (issue 37, sixth list): the in-scope cards missing from most
tournament-winning decks since 2020."""

from __future__ import annotations

from typing import Any

from tabletome.games.vtes import ops
from tabletome.games.vtes.actions import may_carry
from tabletome.games.vtes.combat import AGG_AS_NORMAL, Combat, current_combat, start_combat
from tabletome.games.vtes.contests import title_key
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.phases import start_turn
from tabletome.games.vtes.state import CENTRE, VTESState
from tabletome.games.vtes.stats import static
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
    uncontrolled,
    until_legal,
    why,
)
from tests.games.vtes.test_cards_combat_cards import fight

PLAIN = "Alice Chen (G6)"  # Camarilla, no Black Hand
BLACK_HAND = "Aredhel (G4)"  # Sabbat, Black Hand, capacity 5
BLACK_HAND_2 = "Claudia (G5)"  # Sabbat, Black Hand, capacity 2


# ------------------------------------------------------------------------ Reunion Kamut


def test_reunion_kamut_moves_2_blood_to_a_black_hand_vampire_in_your_uncontrolled_region() -> None:
    """Any Black Hand vampire there, older ones too (not "younger"); not one without Black Hand."""
    s = table()
    v = ready(s, 0, BLACK_HAND_2, blood=2)  # capacity 2: the one in the uncontrolled region is older
    older = uncontrolled(s, 0, BLACK_HAND)
    other = uncontrolled(s, 0, PLAIN)
    hand(s, 0, "Reunion Kamut")
    goto(s, "minion")
    moves = [m for m in legal(s) if m.startswith("play reunion-kamut")]
    assert moves and all(str(other) not in m.split()[2:] for m in moves)
    do(s, "play reunion-kamut")
    if f"target {older}" in legal(s):
        do(s, f"target {older}")
    finish_action(s)
    assert s.minions[older].blood == 2 and s.minions[other].blood == 0
    assert s.minions[v].locked


def test_reunion_kamut_requires_a_black_hand_vampire() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=3)
    uncontrolled(s, 0, BLACK_HAND)
    hand(s, 0, "Reunion Kamut")
    goto(s, "minion")
    assert not any(m.startswith("play reunion-kamut") for m in legal(s))


# ------------------------------------------------------------------------ Baltimore Purge

RAVNOS = "Andrei Puxon (G2)"  # Ravnos, capacity 5
LASOMBRA = "Andrew Emory (G4)"  # Lasombra, capacity 5
YOUNG = "Brian Thompson (G4)"  # Ravnos, capacity 4
OLD = "Aurora Van Brande, Paladin (G2)"  # capacity 6
TWO = "Aaron Duggan, Cameron's Toady (G2)"  # capacity 2


def purge_on(actor: str) -> tuple[VTESState, int]:
    """``actor`` (seat 0) plays Baltimore Purge; returns (state, actor)."""
    s = table()
    v = ready(s, 0, actor, blood=3)
    hand(s, 0, "Baltimore Purge")
    goto(s, "minion")
    do(s, "play baltimore-purge")
    return s, v


def purge_card(s: VTESState) -> list[int]:
    return [p for p, pl in s.placed.items() if pl.card == cid("Baltimore Purge")]


def test_baltimore_purge_is_a_plus_1_stealth_action_only_for_a_ravnos() -> None:
    for actor, stealth in ((RAVNOS, 1), (PLAIN, 0)):
        s, v = purge_on(actor)
        course = action(s)
        assert course is not None and course.actor == v and course.base_stealth == stealth
        finish_action(s)
        assert [s.placed[p].host for p in purge_card(s)] == [v]


def test_baltimore_purge_requires_a_vampire() -> None:
    s = table()
    ready(s, 0, "Carlton Van Wyk")  # an ally
    hand(s, 0, "Baltimore Purge")
    goto(s, "minion")
    assert not any(m.startswith("play baltimore-purge") for m in legal(s))


def test_baltimore_purge_sends_this_vampire_and_a_not_older_vampire_of_each_other_methuselah_to_torpor() -> None:
    """Burned in your unlock phase; each other Methuselah chooses among their ready vampires of capacity 5 or
    less (one of them: taken at once; none: nobody goes)."""
    s, v = purge_on(RAVNOS)  # capacity 5
    finish_action(s)
    young, old = ready(s, 1, YOUNG), ready(s, 1, OLD)
    first, second = ready(s, 2, TWO), ready(s, 2, BLACK_HAND)  # capacities 2 and 5
    elder = ready(s, 3, OLD)
    goto(s, "unlock", 0, turn=5)
    assert sorted(legal(s)) == [f"choose {first}", f"choose {second}"]
    assert s.to_move == 2  # that Methuselah chooses
    do(s, f"choose {second}")
    pass_until(s, lambda st: not purge_card(st))
    assert not purge_card(s)
    assert s.in_torpor(v) and s.in_torpor(young) and s.in_torpor(second)
    assert not s.in_torpor(old) and not s.in_torpor(first) and not s.in_torpor(elder)


def test_baltimore_purge_with_a_ready_lasombra_you_choose_the_vampires() -> None:
    s, v = purge_on(RAVNOS)
    finish_action(s)
    ready(s, 0, LASOMBRA, blood=3)
    first, second = ready(s, 2, TWO), ready(s, 2, BLACK_HAND)
    goto(s, "unlock", 0, turn=5)
    assert s.to_move == 0 and sorted(legal(s)) == [f"choose {first}", f"choose {second}"]
    do(s, f"choose {first}")
    assert s.in_torpor(v) and s.in_torpor(first) and not s.in_torpor(second)


# ------------------------------------------------------------------------ Summon History

TEMPORIS = "Ibn Khaldun, Scholar (G4)"  # [TEM], capacity 7


def summon(
    mode: str, x: int, library: tuple[str, ...] = (), ash: tuple[str, ...] = (), crypt: tuple[str, ...] = ()
) -> tuple[VTESState, int]:
    """Ibn Khaldun plays Summon History at ``mode`` with X = ``x``; the state waits on the search."""
    s = table()
    v = ready(s, 0, TEMPORIS, blood=4)
    hand(s, 0, "Summon History")
    s.library[0][:0] = [cid(n) for n in library]
    s.ash[0] += [cid(n) for n in ash]
    s.crypt[0][:0] = [cid(n) for n in crypt]
    goto(s, "minion")
    do(s, "play summon-history", f"mode {mode}", f"x {x}")
    pass_until(s, lambda st: action(st) is None or any(m.startswith("choose") for m in legal(st)))
    return s, v


def test_summon_history_puts_an_equipment_costing_x_or_less_on_this_vampire_without_its_cost() -> None:
    s, v = summon("basic", 1, library=(".44 Magnum", "Kevlar Vest"))
    assert "choose kevlar-vest library" in legal(s)
    assert "choose 44-magnum library" not in legal(s)  # costs 2 pool: more than X
    assert not s.stack[-1].public  # type: ignore[attr-defined]  # a search of a hidden library
    pool, vests = s.pool[0], s.library[0].count(cid("Kevlar Vest"))
    do(s, "choose kevlar-vest library")
    finish_action(s)
    assert [s.placed[p].card for p in s.minions[v].cards] == [cid("Kevlar Vest")]
    assert s.pool[0] == pool  # put in play: its cost is not paid
    assert s.library[0].count(cid("Kevlar Vest")) == vests - 1
    assert s.minions[v].blood == 3  # X = 1 blood paid for Summon History


def test_summon_history_an_ally_from_the_ash_heap_enters_play_and_may_act_this_turn() -> None:
    s, _v = summon("basic", 2, ash=("Carlton Van Wyk",))
    before = set(s.ready[0])
    do(s, "choose carlton-van-wyk ash")
    finish_action(s)
    (ally,) = set(s.ready[0]) - before
    assert s.minions[ally].card == cid("Carlton Van Wyk") and s.minions[ally].blood == 2  # starting life
    assert cid("Carlton Van Wyk") not in s.ash[0]
    assert any(m.split()[-1] == str(ally) for m in legal(s))  # not recruited by an action: it acts now


def test_summon_history_superior_puts_a_non_scarce_vampire_of_capacity_x_or_less_in_play_empty() -> None:
    s, _v = summon("superior", 3, crypt=("Mr. Noir (G4)", TWO, OLD))
    slugs = {m.split()[1] for m in legal(s) if m.startswith("choose ")}
    assert facts(cid("Mr. Noir (G4)")).slug not in slugs  # capacity 3, but Scarce
    assert facts(cid(OLD)).slug not in slugs  # capacity 6: more than X
    assert f"choose {facts(cid(TWO)).slug} crypt" in legal(s)
    assert not s.stack[-1].public  # type: ignore[attr-defined]
    do(s, f"choose {facts(cid(TWO)).slug} crypt")
    finish_action(s)
    (new,) = [u for u in s.ready[0] if s.minions[u].card == cid(TWO)]
    assert s.minions[new].blood == 0 and not s.minions[new].locked
    assert cid(TWO) not in s.crypt[0]


# ------------------------------------------------------------------------ Enticement

SERPENTIS = "Ahmose Chambers (G5)"  # [ser]
SERPENTIS_2 = "Halim Bey (G4)"  # [SER] [DOM]
DOMINATE = PLAIN  # [dom]: Govern the Unaligned's bleed


def enticed(actor: str, *steps: str) -> tuple[VTESState, int, int]:
    """Seat 0 holds the Edge; ``actor`` plays Enticement (a Dominate vampire besides). Returns (state, actor,
    the other vampire); the action not yet resolved."""
    s = table()
    v = ready(s, 0, actor, blood=5)
    d = ready(s, 0, DOMINATE, blood=3)
    hand(s, 0, "Enticement", "Govern the Unaligned")
    s.edge = 0
    goto(s, "minion")
    do(s, "play enticement", *steps)
    return s, v, d


def test_enticement_burns_the_edge_and_2_pool_from_your_prey_then_your_minions_cannot_bleed() -> None:
    s, _v, d = enticed(SERPENTIS)
    course = action(s)
    assert course is not None and course.directed and course.target_seat == s.prey(0)  # LSJ 20010807
    finish_action(s)
    assert s.pool[s.prey(0)] == 28 and s.pool[0] == 30 and s.edge == CENTRE
    assert f"bleed {d}" not in legal(s) and f"hunt {d}" in legal(s)
    assert not any(m.startswith("play govern-the-unaligned") for m in legal(s))  # a bleed card neither
    assert "cannot bleed" in why(s, f"bleed {d}")


def test_enticement_superior_your_prey_burns_3_pool() -> None:
    s, _v, _d = enticed(SERPENTIS_2, "mode superior")
    finish_action(s)
    assert s.pool[s.prey(0)] == 27


def test_enticement_the_edge_lost_during_the_action_no_pool_but_still_no_bleed() -> None:
    """LSJ 20100527."""
    s, _v, d = enticed(SERPENTIS)
    s.edge = CENTRE
    finish_action(s)
    assert s.pool[s.prey(0)] == 30
    assert f"bleed {d}" not in legal(s)


def test_enticement_needs_the_edge_and_bleeding_is_back_next_turn() -> None:
    s = table()
    ready(s, 0, SERPENTIS, blood=5)
    hand(s, 0, "Enticement")
    goto(s, "minion")
    assert not any(m.startswith("play enticement") for m in legal(s))
    s2, _v, d = enticed(SERPENTIS)
    finish_action(s2)
    start_turn(s2, 0)  # the next turn's unlock phase
    goto(s2, "minion")
    assert f"bleed {d}" in legal(s2)


# ------------------------------------------------------------------------ Marciana Giovanni, Investigator

MARCIANA = "Marciana Giovanni, Investigator (G2)"


def test_marciana_giovanni_locks_to_let_a_non_sabbat_vampire_burn_1_blood_for_1_intercept() -> None:
    s = table()
    a = ready(s, 0, RAVNOS, blood=3)
    m = ready(s, 1, MARCIANA, blood=2)
    b = ready(s, 1, PLAIN, blood=3)  # Camarilla
    sab = ready(s, 1, BLACK_HAND, blood=3)  # Sabbat: not offered
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).stealth_bonus = 1  # type: ignore[union-attr]
    until_legal(s, f"use {m} 1")
    do(s, f"use {m} 1")
    assert f"target {sab}" not in legal(s) and f"target {b}" in legal(s) and f"target {m}" in legal(s)
    do(s, f"target {b}")
    assert s.minions[m].locked
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    until_legal(s, f"grant burn-blood-for-intercept {b}")
    do(s, f"grant burn-blood-for-intercept {b}")
    course = action(s)
    assert course is not None and course.intercept(s, b) == 1 and s.minions[b].blood == 2


def test_marciana_giovanni_bleed_actions_cost_her_1_additional_blood() -> None:
    s = table()
    m = ready(s, 0, MARCIANA, blood=2)
    goto(s, "minion")
    do(s, f"bleed {m}")
    finish_action(s)
    assert s.minions[m].blood == 1 and s.pool[s.prey(0)] == 29
    s = table()
    m = ready(s, 0, MARCIANA, blood=0)
    goto(s, "minion")
    assert f"bleed {m}" not in legal(s)  # the added cost could not be paid


# ------------------------------------------------------------------------ Karsh, Beast

KARSH = "Karsh (G3)"
BEAST = "Beast, The Leatherface of Detroit (G2)"


def test_karsh_enters_combat_with_a_locked_non_camarilla_vampire_of_another_methuselah() -> None:
    s = table()
    k = ready(s, 0, KARSH, blood=5)
    ready(s, 1, PLAIN, blood=3, locked=True)  # Camarilla
    ready(s, 1, BLACK_HAND_2, blood=2)  # unlocked
    sab = ready(s, 1, BLACK_HAND, blood=3, locked=True)
    goto(s, "minion")
    do(s, f"use {k} 1")  # the one locked non-Camarilla vampire: taken at once
    course = action(s)
    assert course is not None and course.directed and course.aplay.targets == (sab,)  # type: ignore[union-attr]
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and {c.a, c.b} == {k, sab}


def test_karsh_burns_1_blood_once_each_round_to_treat_aggravated_damage_as_normal() -> None:
    s = table()
    k = ready(s, 0, KARSH, blood=5)
    ready(s, 1, BLACK_HAND, blood=3, locked=True)
    goto(s, "minion")
    do(s, f"use {k} 1")
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and not c.has(k, AGG_AS_NORMAL)
    do(s, f"use {k} 2")
    assert c.has(k, AGG_AS_NORMAL) and s.minions[k].blood == 4
    assert f"use {k} 2" not in legal(s)  # once each round


def test_beast_enters_combat_with_any_ready_minion_and_has_1_strength() -> None:
    s = table()
    b = ready(s, 0, BEAST, blood=4)
    ally = ready(s, 1, "Carlton Van Wyk")
    vamp = ready(s, 2, BLACK_HAND_2, blood=2)
    goto(s, "minion")
    assert static(s, b, "strength") == 1
    do(s, f"use {b} 1")
    assert f"target {vamp}" in legal(s)
    do(s, f"target {ally}")
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and {c.a, c.b} == {b, ally}


def test_beast_cannot_play_action_cards_nor_have_equipment_or_retainers() -> None:
    for card in ("Computer Hacking", ".44 Magnum", "Mr. Winthrop"):
        s = table()
        b = ready(s, 0, BEAST, blood=4)
        other = ready(s, 0, PLAIN, blood=3)
        hand(s, 0, card)
        goto(s, "minion")
        do(s, f"play {facts(cid(card)).slug}")  # the other vampire alone may: taken at once
        assert action(s).actor == other  # type: ignore[union-attr]
    s = table()
    b = ready(s, 0, BEAST, blood=4)
    other = ready(s, 0, PLAIN, blood=3)
    gun = attach(s, other, ".44 Magnum")
    assert not may_carry(s, b, cid(".44 Magnum")) and may_carry(s, other, cid(".44 Magnum"))
    goto(s, "minion")
    assert f"equip {b} {gun}" not in legal(s)


# ------------------------------------------------------------------------ Rachel Brandywine

RACHEL = "Rachel Brandywine (G3)"


def rachel_discards(in_torpor: bool = False) -> tuple[VTESState, int]:
    """Seat 0 with Rachel discards Deflection and Wolf Claws in two discard phase actions, then ends."""
    s = table()
    r = torpor(s, 0, RACHEL, blood=3) if in_torpor else ready(s, 0, RACHEL, blood=3)
    hand(s, 0, "Deflection", "Wolf Claws", "Deflection")
    goto(s, "discard")
    s.phase_actions = 2
    do(s, "discard deflection", "discard wolf-claws", "end")
    return s, r


def test_rachel_brandywine_places_cards_discarded_this_discard_phase_in_your_library() -> None:
    s, r = rachel_discards()
    assert s.to_move == 0 and sorted(legal(s)) == ["choose deflection", "choose wolf-claws", "decline"]
    claws = cid("Wolf Claws")
    in_library = s.library[0].count(claws)
    do(s, "choose wolf-claws", "decline")
    assert claws not in s.ash[0] and s.library[0].count(claws) == in_library + 1
    assert cid("Deflection") in s.ash[0]  # not chosen: stays in the ash heap
    assert static(s, r, "bleed") == 1


def test_rachel_brandywine_not_ready_at_the_end_of_the_discard_phase_places_nothing() -> None:
    s, _r = rachel_discards(in_torpor=True)
    assert not any(m.startswith("choose ") for m in legal(s))
    assert cid("Wolf Claws") in s.ash[0] and cid("Deflection") in s.ash[0]


# ------------------------------------------------------------------------ Madness Network


def test_madness_network_unlocked_malkavians_of_any_methuselah_act_in_another_minion_phase() -> None:
    s = table()
    net = in_play(s, 0, "Madness Network")
    mal = ready(s, 1, RACHEL, blood=3)  # a Malkavian of another Methuselah than the card's
    ready(s, 1, PLAIN, blood=3)  # not a Malkavian
    ready(s, 3, RACHEL, blood=3, locked=True)  # locked
    goto(s, "minion", 0)
    do(s, "end")  # seat 0 passes the impulse: the others may act
    assert s.to_move == 1 and legal(s) == [f"use {net} 1", "pass"]  # one Malkavian: taken at once
    do(s, f"use {net} 1")
    assert f"bleed {mal}" in legal(s) and all(str(mal) in m or m.startswith(("use", "end")) for m in legal(s))
    do(s, f"bleed {mal}")
    course = action(s)
    assert course is not None and course.actor == mal and course.target_seat == s.prey(1)
    finish_action(s)
    assert s.pool[s.prey(1)] == 28  # Rachel's +1 bleed
    assert s.current == 0


def test_madness_network_any_minion_burns_it_as_an_action_any_unlocked_malkavian_may_block() -> None:
    s = table()
    net = in_play(s, 0, "Madness Network")
    mal = ready(s, 0, RACHEL, blood=3)  # the card's controller's Malkavian: not a normal blocker here
    x = ready(s, 2, PLAIN, blood=3)
    goto(s, "minion", 2)
    do(s, f"use {net} 2")
    course = action(s)
    assert course is not None and course.actor == x and not course.directed  # not (D)
    until_legal(s, f"use {net} 3")
    assert s.to_move == 0
    do(s, f"use {net} 3")
    assert course.blocker == mal
    s2 = table()
    net2 = in_play(s2, 0, "Madness Network")
    ready(s2, 2, PLAIN, blood=3)
    goto(s2, "minion", 2)
    do(s2, f"use {net2} 2")
    finish_action(s2)
    assert net2 not in s2.placed and cid("Madness Network") in s2.ash[0]


# ------------------------------------------------------------------------ Nehemiah

NEHEMIAH = "Nehemiah (G4)"


def test_nehemiah_moves_up_to_two_cards_from_hand_to_the_bottom_of_your_library_privately() -> None:
    s = table()
    n = ready(s, 0, NEHEMIAH, blood=3)
    hand(s, 0, "Deflection", "Wolf Claws", "Pursuit")
    goto(s, "unlock", 0, turn=3)
    do(s, f"use {n} 1")
    assert not s.stack[-1].public  # type: ignore[attr-defined]  # the hand and library are hidden
    do(s, "choose wolf-claws")
    assert "choose wolf-claws" not in legal(s) and "decline" in legal(s)
    do(s, "choose pursuit")  # the second: no more asked
    assert s.library[0][:2] == [cid("Pursuit"), cid("Wolf Claws")]  # at the bottom
    assert len(s.hand[0]) == 7 and cid("Deflection") in s.hand[0]  # drawn up afterward
    assert f"use {n} 1" not in legal(s)  # once each unlock phase
    assert not any("Wolf Claws" in str(line) or "Pursuit" in str(line) for line in s.log)


def test_nehemiah_cannot_use_cards_requiring_celerity() -> None:
    from tabletome.games.vtes.effects import core
    from tabletome.games.vtes.hooks import Ctx, Play

    s = table()
    n = ready(s, 0, NEHEMIAH, blood=3)
    other = ready(s, 0, PLAIN, blood=3)
    rules = [r for r in core.TARGET_RULES if getattr(r, "vampire", "") == NEHEMIAH]
    assert rules
    blur = Play(0, cid("Blur"), 0, -1, n)
    assert not rules[0](s, Ctx("minion"), blur) and rules[0](s, Ctx("minion"), blur._replace(by=other))
    assert rules[0](s, Ctx("minion"), blur._replace(card=cid("Deflection")))


# ------------------------------------------------------------------------ Watenda

WATENDA = "Watenda (G2)"


def watenda_fights(blood: int) -> tuple[VTESState, int, int]:
    """Watenda (``blood``) in combat with Patrick, who plays Slam (1 blood) as his strike."""
    s = table()
    w = ready(s, 0, WATENDA, blood=blood)
    b = ready(s, 1, "Patrick (G4)", blood=4)
    hand(s, 1, "Slam", "Slam")
    goto(s, "minion")
    start_combat(s, Combat(w, b))
    s.settle()
    pass_until(s, lambda st: "play slam" in legal(st))
    do(s, "play slam")
    return s, w, b


def test_watenda_burns_blood_equal_to_its_cost_to_cancel_a_combat_card_once_each_combat() -> None:
    s, w, b = watenda_fights(3)
    assert s.to_move == 0 and f"use {w} 1" in legal(s)
    do(s, f"use {w} 1")
    assert s.minions[w].blood == 2  # Slam costs 1 blood
    pass_until(s, lambda st: cid("Slam") in st.ash[1])
    assert s.minions[b].blood == 3  # its cost is paid: only its effect is cancelled
    pass_until(s, lambda st: st.to_move == 1 and any(m.startswith("strike") or m == "play slam" for m in legal(st)))
    assert "play slam" in legal(s)  # a strike card cancelled: a new strike is chosen
    do(s, "play slam")
    assert f"use {w} 1" not in legal(s)  # once each combat


def test_watenda_without_the_blood_cannot_cancel() -> None:
    s, w, _b = watenda_fights(0)
    assert f"use {w} 1" not in legal(s)


# ------------------------------------------------------------------------ Fueled by Heart's Blood

FUELED = "Fueled by Heart's Blood"


def blood_hunts(counters: int | None, diablerist: str, victim: str) -> int:
    """The blood hunts called after ``diablerist`` diablerizes ``victim``, with Fueled by Heart's Blood in play
    with ``counters`` (None: not in play)."""
    s = table()
    if counters is not None:
        in_play(s, 3, FUELED, counters)
    d = ready(s, 0, diablerist, blood=1)
    v = torpor(s, 1, victim, blood=0)
    goto(s, "minion")
    do(s, f"diablerize {d} {v}")
    for _ in range(40):
        if action(s) is None:
            break
        moves = legal(s)
        do(s, next((m for m in ("pass", "decline", "end") if m in moves), moves[0]))
    return sum(1 for _, line in s.log if "blood hunt" in str(line).lower())


def test_fueled_by_hearts_blood_no_blood_hunt_on_a_diablerist_above_the_counters_of_a_younger_vampire() -> None:
    aleph, iris = "Aleph (G1)", "Iris Bennett (G5)"  # capacities 4 and 1
    assert blood_hunts(None, aleph, iris) > 0
    assert blood_hunts(3, aleph, iris) == 0  # capacity 4 > 3 counters, the victim younger
    assert blood_hunts(4, aleph, iris) > 0  # not greater than the counters
    assert blood_hunts(0, iris, aleph) > 0  # the victim older


def test_fueled_by_hearts_blood_comes_with_10_counters_and_loses_one_per_other_gehenna_event() -> None:
    s = table()
    ready(s, 0, PLAIN, blood=3)
    hand(s, 0, FUELED)
    goto(s, "discard")
    do(s, "play fueled-by-heart-s-blood")
    pass_until(s, lambda st: any(pl.card == cid(FUELED) for pl in st.placed.values()))
    (fueled,) = [p for p, pl in s.placed.items() if pl.card == cid(FUELED)]
    assert s.placed[fueled].counters == 10
    assert cid(FUELED) not in s.hand[0] and len(s.hand[0]) == 0  # not replaced until a diablerie
    in_play(s, 1, "Wormwood")  # another Gehenna event
    assert s.placed[fueled].counters == 9


# ------------------------------------------------------------------------ Lord Ephraim Wainwright

EPHRAIM = "Lord Ephraim Wainwright (G5)"
HACKING = "Computer Hacking"  # a +1 stealth bleed action card


def ephraim_plays(choose: bool) -> tuple[VTESState, int]:
    s = table()
    e = ready(s, 0, EPHRAIM, blood=5)
    hand(s, 0, HACKING)
    s.library[0][:0] = [cid(HACKING)]  # another copy, at the bottom
    goto(s, "minion")
    do(s, "play computer-hacking")
    assert s.to_move == 0 and not s.stack[-1].public  # type: ignore[attr-defined]  # a private search
    do(s, "choose computer-hacking" if choose else "decline")
    return s, e


def discard_down(s: VTESState) -> None:
    """Discard down to the hand size, keeping Computer Hacking."""
    while any(m.startswith("discard ") for m in legal(s)):
        do(s, next(m for m in legal(s) if m.startswith("discard ") and "computer-hacking" not in m))


def test_lord_ephraim_wainwright_moves_another_copy_to_the_ash_heap_then_to_hand_if_the_action_succeeds() -> None:
    s, _e = ephraim_plays(choose=True)
    assert cid(HACKING) in s.ash[0] and cid(HACKING) not in s.library[0]
    pass_until(s, lambda st: action(st) is None or any(m.startswith("discard ") for m in legal(st)))
    discard_down(s)
    finish_action(s)
    assert cid(HACKING) in s.hand[0] and s.ash[0].count(cid(HACKING)) == 1  # the copy in hand; the one played


def test_lord_ephraim_wainwright_the_copy_stays_in_the_ash_heap_if_the_action_fails() -> None:
    s, _e = ephraim_plays(choose=True)
    b = ready(s, 1, PLAIN, blood=3)
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    course = action(s)
    assert course is not None
    course.add_intercept(b, 2)
    pass_until(s, lambda st: action(st) is None)
    assert cid(HACKING) not in s.hand[0] and s.ash[0].count(cid(HACKING)) == 2


def test_lord_ephraim_wainwright_declining_moves_nothing() -> None:
    s, _e = ephraim_plays(choose=False)
    assert cid(HACKING) in s.library[0] and cid(HACKING) not in s.ash[0]


# ------------------------------------------------------------------------ Calebros, The Martyr

CALEBROS = "Calebros, The Martyr (G2)"  # capacity 5, Prince of New York


def test_calebros_an_older_camarilla_vampire_of_another_methuselah_steals_his_title_unblockable_by_him() -> None:
    s = table()
    c = ready(s, 0, CALEBROS, blood=3)
    older = ready(s, 1, PLAIN, blood=3)  # Camarilla, capacity 7
    ready(s, 1, TWO, blood=2)  # Sabbat, capacity 2: may not
    goto(s, "minion", 1)
    do(s, f"use {c} 1")  # the one vampire who may: taken at once
    course = action(s)
    assert course is not None and course.actor == older and course.directed and course.target_seat == 0
    assert c not in list(course.candidates(s, 0))  # Calebros cannot block it
    finish_action(s)
    assert s.minions[c].title is None
    assert s.minions[older].title == "prince" and title_key(s, older) == ("city", "New York")


def test_calebros_no_title_to_steal_for_a_younger_or_non_camarilla_vampire() -> None:
    s = table()
    c = ready(s, 0, CALEBROS, blood=3)
    ready(s, 1, TWO, blood=2, sect="camarilla")  # capacity 2: younger
    ready(s, 1, OLD, blood=2)  # capacity 6, Sabbat
    goto(s, "minion", 1)
    assert f"use {c} 1" not in legal(s)
    s2 = table()
    c2 = ready(s2, 0, CALEBROS, blood=3)
    ready(s2, 0, PLAIN, blood=3)  # his own Methuselah's
    goto(s2, "minion", 0)
    assert f"use {c2} 1" not in legal(s2)


# ------------------------------------------------------------------------ Soul Scan

SCANNER = "Ira Rivers (G3)"  # [AUS], capacity 7
NO_OBF, OBF_1, OBF_2 = TWO, "Aaron Bathurst (G4)", "Agrippina (G1)"  # capacities 2, 4, 4
OLDER = "Abid bin Haji, Scholar of Mirrors (G6)"  # capacity 7: not younger


def scanned(mode: str) -> tuple[VTESState, set[str]]:
    s = table()
    ready(s, 0, SCANNER, blood=3)
    hand(s, 0, "Soul Scan")
    s.crypt[0] = [cid(n) for n in (NO_OBF, OBF_1, OBF_2, OLDER)]
    goto(s, "minion")
    do(s, "play soul-scan", f"mode {mode}")
    pass_until(s, lambda st: any(m.startswith("choose") for m in legal(st)))
    assert not s.stack[-1].public  # type: ignore[attr-defined]  # the crypt is hidden
    return s, {m.split()[1] for m in legal(s) if m.startswith("choose ")}


def test_soul_scan_a_younger_vampire_without_obfuscate_to_your_uncontrolled_region() -> None:
    s, offered = scanned("basic")
    assert offered == {facts(cid(NO_OBF)).slug}
    do(s, f"choose {facts(cid(NO_OBF)).slug}")
    finish_action(s)
    assert [s.minions[u].card for u in s.uncontrolled[0]] == [cid(NO_OBF)]
    assert cid(NO_OBF) not in s.crypt[0]


def test_soul_scan_superior_allows_one_level_of_obfuscate() -> None:
    _s, offered = scanned("superior")
    assert offered == {facts(cid(NO_OBF)).slug, facts(cid(OBF_1)).slug}


# ------------------------------------------------------------------------ Julius, Boss Callihan, Strohmann


def test_julius_is_burned_if_he_goes_into_torpor() -> None:
    s = table()
    j = ready(s, 0, "Julius (G2)", blood=2)
    other = ready(s, 0, PLAIN, blood=2)
    ops.to_torpor(s, other)
    ops.to_torpor(s, j)
    assert j not in s.minions and cid("Julius (G2)") in s.ash[0]
    assert s.in_torpor(other)


def test_boss_callihan_cannot_rescue_other_vampires_from_torpor() -> None:
    s = table()
    boss = ready(s, 0, "Boss Callihan (G3)", blood=4)
    other = ready(s, 0, PLAIN, blood=4)
    v = torpor(s, 0, TWO, blood=0)
    goto(s, "minion")
    assert not any(m.startswith(f"rescue {boss} ") for m in legal(s))
    assert any(m.startswith(f"rescue {other} {v}") for m in legal(s))


def test_strohmann_reaction_cards_requiring_auspex_cost_1_more_blood_while_he_acts() -> None:
    from tabletome.games.vtes.hooks import CARDS, Ctx
    from tabletome.games.vtes.play import extra_costs

    def costs(actor: str, card: str) -> tuple[int, int]:
        s = table()
        a = ready(s, 0, actor, blood=5)
        b = ready(s, 1, PLAIN, blood=3)
        goto(s, "minion")
        do(s, f"bleed {a}")
        return extra_costs(s, Ctx("A", action=action(s)), 1, b, cid(card), CARDS[cid(card)].uses[0])

    assert costs("Strohmann (G5)", "Telepathic Misdirection") == (1, 0)
    assert costs("Strohmann (G5)", "Deflection") == (0, 0)  # Dominate
    assert costs(PLAIN, "Telepathic Misdirection") == (0, 0)  # another acting
    s = table()
    assert static(s, ready(s, 0, "Strohmann (G5)"), "bleed") == 1


# ------------------------------------------------------------------------ Retribution


def test_retribution_3_unpreventable_damage_to_a_minion_who_bled_you_for_more_than_1_pool() -> None:
    s = table()
    big = ready(s, 3, RACHEL, blood=4)  # +1 bleed; seat 3 is seat 0's predator
    small = ready(s, 3, TWO, blood=2)
    hand(s, 0, "Retribution", "Retribution")
    goto(s, "minion", 3)
    do(s, f"bleed {big}")
    finish_action(s)
    assert s.pool[0] == 28
    do(s, f"bleed {small}")  # 1 pool: not more than 1
    finish_action(s)
    goto(s, "master", 0)
    assert [m for m in legal(s) if m.startswith("play retribution")] == ["play retribution"]
    do(s, "play retribution")
    pass_until(s, lambda st: cid("Retribution") in st.ash[0])
    assert s.minions[big].blood == 1  # 3 damage mended with 3 blood (unpreventable)
    assert s.minions[small].blood == 2
    assert "play retribution" not in legal(s)  # one in a game for this Methuselah


def test_retribution_a_bleed_before_your_last_turn_no_longer_counts() -> None:
    s = table()
    big = ready(s, 3, RACHEL, blood=4)
    hand(s, 0, "Retribution")
    goto(s, "minion", 3)
    do(s, f"bleed {big}")
    finish_action(s)
    ops.fire(s, "end-turn", {"seat": 0})  # seat 0's turn ends after the bleed
    goto(s, "master", 0)
    assert "play retribution" not in legal(s)


# ------------------------------------------------------------------------ Eulogio Sánchez de los Reyes

EULOGIO = "Eulogio Sánchez de los Reyes (G6)"


def test_eulogio_reorders_the_top_5_cards_and_unlocks_as_a_stealth_action_costing_1_blood() -> None:
    s = table()
    e = ready(s, 0, EULOGIO, blood=3)
    goto(s, "minion")
    do(s, f"use {e} 1")
    course = action(s)
    assert course is not None and course.actor == e and course.base_stealth == 1
    pass_until(s, lambda st: any(m.startswith("order ") for m in legal(st)))
    assert not s.stack[-1].public  # type: ignore[attr-defined]  # the library is hidden
    top = sorted({facts(c).slug for c in s.library[0][-5:]})
    choice = next(m for m in legal(s) if m.startswith("order "))
    order = choice.split()[1].split("/")
    assert sorted(set(order)) == top
    do(s, choice)
    finish_action(s)
    assert [facts(c).slug for c in reversed(s.library[0][-5:])] == order  # the first named on top
    assert not s.minions[e].locked and s.minions[e].blood == 2


# ------------------------------------------------------------------------ Blade of Enoch

BLADE = "Blade of Enoch"


def blade_strikes(bearer: str, opposing: str) -> list[Any]:
    from tabletome.games.vtes.effects.allies import blade_of_enoch_strikes

    s = table()
    a = ready(s, 0, bearer, blood=3)
    blade = attach(s, a, BLADE)
    b = ready(s, 1, opposing, blood=2)
    c = Combat(a, b)
    return blade_of_enoch_strikes(s, c, a, blade)


def test_blade_of_enoch_strength_plus_1_aggravated_on_a_brujah_for_a_vampire_above_capacity_5() -> None:
    (strike,) = blade_strikes(PLAIN, "Allison Maller (G3)")  # capacity 7 against a Brujah
    assert strike.kind == "damage" and strike.amount == 2 and strike.agg and not strike.ranged
    (strike,) = blade_strikes(PLAIN, TWO)  # not a Brujah
    assert not strike.agg and strike.amount == 2
    assert blade_strikes(BLACK_HAND, TWO) == []  # capacity 5: no strike with it


def test_blade_of_enoch_its_bearer_above_capacity_5_is_immune_to_frenzy_cards() -> None:
    for bearer, immune in ((PLAIN, True), (BLACK_HAND, False)):  # capacities 7 and 5
        s = table()
        a = ready(s, 0, bearer, blood=4)
        attach(s, a, BLADE, controller=0)
        b = ready(s, 1, "Anastasia Grey (G1)", blood=3)  # [ani]
        hand(s, 1, "Terror Frenzy")
        fight(s, a, b)
        pass_until(s, lambda st: st.to_move == 1 or current_combat(st) is None)
        assert ("play terror-frenzy" in legal(s)) is not immune


# ------------------------------------------------------------------------ Marie Faucigny

MARIE = "Marie Faucigny (G3)"


def test_marie_faucigny_burns_1_blood_to_strike_dodge_once_each_combat() -> None:
    from tabletome.games.vtes.effects.vampires import MARIE_STRIKE

    s = table()
    m = ready(s, 0, MARIE, blood=3)
    b = ready(s, 1, PLAIN, blood=3)
    c = fight(s, m, b)
    pass_until(s, lambda st: st.to_move == 0 and any(x.startswith("strike") for x in legal(st)))
    dodge = next(x for x in legal(s) if x.startswith("strike dodge"))
    do(s, dodge)
    pass_until(s, lambda st: current_combat(st) is None or c.round > 1 or st.minions[m].blood < 3)
    assert s.minions[m].blood == 2 and s.minions[b].blood == 3  # dodged: the hand strike missed her
    assert MARIE_STRIKE(s, c, m, -1) == []  # once each combat


def test_marie_faucigny_non_weapon_equipment_costs_her_1_less() -> None:
    from tabletome.games.vtes.hooks import CARDS, Ctx
    from tabletome.games.vtes.play import extra_costs

    s = table()
    m = ready(s, 0, MARIE, blood=3)
    other = ready(s, 0, PLAIN, blood=3)

    def more(uid: int, card: str) -> tuple[int, int]:
        return extra_costs(s, Ctx("minion"), 0, uid, cid(card), CARDS[cid(card)].uses[0])

    assert more(m, "Kevlar Vest") == (0, -1)  # 1 pool: free for her
    assert more(m, ".44 Magnum") == (0, 0)  # a weapon
    assert more(other, "Kevlar Vest") == (0, 0)


# ------------------------------------------------------------------------ Handsome Dan, Kephamos, Kabede Maru,
# Serenna the White, Lupo Giovanni


def test_handsome_dan_has_flight_and_kephamos_1_bleed() -> None:
    from tabletome.games.vtes.traits import has_trait

    s = table()
    assert has_trait(s, ready(s, 0, "Handsome Dan (G6)"), "Flight")
    assert static(s, ready(s, 0, "Kephamos, High Priest of Marrakech (G2)"), "bleed") == 1


def test_kabede_maru_1_intercept_during_political_actions_only() -> None:
    s = table()
    k = ready(s, 1, "Kabede Maru (G5)", blood=3)
    a = ready(s, 0, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert static(s, k, "intercept") == 0
    action(s).kind_ = "political"  # type: ignore[union-attr]  # the same action as a political one
    assert static(s, k, "intercept") == 1


def test_serenna_the_white_burns_1_blood_to_reduce_a_bleed_against_you_by_2_once_each_turn() -> None:
    s = table()
    ser = ready(s, 0, "Serenna the White (G6)", blood=3)
    big = ready(s, 3, RACHEL, blood=4)  # bleeds for 2; seat 3 is seat 0's predator
    goto(s, "minion", 3)
    do(s, f"bleed {big}")
    until_legal(s, f"use {ser} 1")
    do(s, f"use {ser} 1")
    course = action(s)
    assert course is not None and course.bleed_amount(s) == 0 and s.minions[ser].blood == 2
    assert f"use {ser} 1" not in legal(s)
    finish_action(s)
    assert s.pool[0] == 30


def test_lupo_giovanni_gives_another_ready_giovanni_1_blood_in_your_unlock_phase() -> None:
    s = table()
    lupo = ready(s, 0, "Lupo Giovanni (G6)", blood=3)
    g = ready(s, 0, "Accorri Giovanni (G5)", blood=2)
    ready(s, 0, PLAIN, blood=2)  # not a Giovanni
    goto(s, "unlock", 0, turn=3)
    do(s, f"use {lupo} 1")  # the one other Giovanni: taken at once
    assert s.minions[g].blood == 3 and s.minions[lupo].blood == 3
    assert f"use {lupo} 1" not in legal(s)
