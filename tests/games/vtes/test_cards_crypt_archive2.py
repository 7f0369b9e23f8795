"""Crypt cards of the archive's decks (issue 37, second list): the vampires' own texts."""

from __future__ import annotations

import pytest

from tabletome.engine.rng import Rng
from tabletome.games.vtes import ops
from tabletome.games.vtes.effects.core import extra_costs
from tabletome.games.vtes.hooks import CARDS, Ctx, Use
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import CENTRE, DISCARD, VTESState
from tabletome.games.vtes.stats import static
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
    to_stage,
    torpor,
)
from tests.games.vtes.test_cards_modifiers import to_seat

PLAIN = "Lauren (G6)"


def cost_change(s: VTESState, uid: int, name: str, as_: str = "action") -> tuple[int, int]:
    """What the cost changes add to a card's cost for this minion (blood, pool)."""
    card = cid(name)
    cd = CARDS.get(card)
    use = cd.uses[0] if cd is not None else Use(as_)
    return extra_costs(s, Ctx("minion"), s.controller(uid), uid, card, use)


# ------------------------------------------------------------------------ Keith Moody


def test_keith_moody_prey_burns_the_edge_to_burn_1_blood_from_him() -> None:
    s = table()
    k = ready(s, 0, "Keith Moody (G4)", blood=3)
    s.edge = s.prey(0)
    goto(s, "unlock")
    assert s.to_move == s.prey(0) and "choose burn" in legal(s)
    do(s, "choose burn")
    assert s.edge == CENTRE and s.minions[k].blood == 2


def test_keith_moody_only_the_prey_with_the_edge_is_asked() -> None:
    s = table()
    k = ready(s, 0, "Keith Moody (G4)", blood=3)
    s.edge = s.predator(0)
    goto(s, "unlock")
    assert "choose burn" not in legal(s) and s.minions[k].blood == 3


def test_keith_moody_prey_may_decline() -> None:
    s = table()
    k = ready(s, 0, "Keith Moody (G4)", blood=3)
    s.edge = s.prey(0)
    goto(s, "unlock")
    do(s, "decline")
    assert s.edge == s.prey(0) and s.minions[k].blood == 3


# ------------------------------------------------------------------------ Tupdog


def test_tupdog_is_burned_after_the_minion_phase_and_the_top_crypt_card_moves_out() -> None:
    s = table()
    t = ready(s, 0, "Tupdog (G3)", blood=1)
    top = s.crypt[0][-1]
    goto(s, "minion")
    pass_until(s, lambda st: st.phase == DISCARD)
    assert t not in s.minions and cid("Tupdog (G3)") in s.ash[0]
    assert any(s.minions[u].card == top for u in s.uncontrolled[0])


def test_tupdog_is_not_unique() -> None:
    s = table()
    a = ready(s, 0, "Tupdog (G3)", blood=1)
    b = ready(s, 1, "Tupdog (G3)", blood=1)
    ops.check_unique(s, b, 1)
    assert not facts(cid("Tupdog (G3)")).unique and a in s.ready[0] and b in s.ready[1]
    assert facts(cid(PLAIN)).unique


def test_tupdog_enters_combat_with_any_minion_as_a_directed_action() -> None:
    s = table()
    t = ready(s, 0, "Tupdog (G3)", blood=1)
    ready(s, 1, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"use {t} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1


def test_tupdog_visceratika_cards_cost_1_less_blood() -> None:
    s = table()
    t = ready(s, 0, "Tupdog (G3)", blood=1)
    other = ready(s, 0, PLAIN, blood=3)
    assert cost_change(s, t, "Armor of Terra") == (-1, 0)
    assert cost_change(s, other, "Armor of Terra") == (0, 0)


# ------------------------------------------------------------------------ Andre LeRoux


def test_andre_leroux_reduces_a_bleed_by_1_for_2_bleed_this_turn() -> None:
    s = table()
    a = ready(s, 0, "Andre LeRoux (G5)", blood=3)
    v = ready(s, 0, "Lutz von Hohenzollern (G4)", blood=5)  # bleeds for 3
    goto(s, "minion")
    do(s, f"bleed {v}")
    to_stage(s, "C")
    assert f"use {a} 1" in legal(s)
    do(s, f"use {a} 1")
    assert f"use {a} 1" not in legal(s)  # once each bleed
    finish_action(s)
    assert s.pool[1] == 28 and static(s, a, "bleed") == 2


def test_andre_leroux_on_his_own_bleed_bleeds_for_2() -> None:
    s = table()
    a = ready(s, 0, "Andre LeRoux (G5)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    do(s, f"use {a} 1")
    finish_action(s)
    assert s.pool[1] == 28


def test_andre_leroux_not_on_another_methuselahs_bleed() -> None:
    s = table()
    a = ready(s, 1, "Andre LeRoux (G5)", blood=3)
    v = ready(s, 0, PLAIN, blood=3)
    goto(s, "minion")
    do(s, f"bleed {v}")
    to_stage(s, "C")
    assert f"use {a} 1" not in legal(s)


# ------------------------------------------------------------------------ Antonio d'Erlette


def mage_ally_defined(monkeypatch: pytest.MonkeyPatch) -> int:
    """Order of Hermes Cabal (a mage ally, 4 pool, no requirement) played as an ally is recruited
    (its own text aside): what Antonio needs of a mage ally card."""
    from tabletome.games.vtes.effects.vocab.minion import RECRUIT
    from tabletome.games.vtes.hooks import ALLY, CardDef

    card = cid("Order of Hermes Cabal")
    monkeypatch.setitem(CARDS, card, CardDef("Order of Hermes Cabal", (Use(ALLY, RECRUIT),), None, "", frozenset()))
    return card


def test_antonio_derlette_uses_4_transfers_to_put_a_mage_ally_from_the_library_in_play(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cabal = mage_ally_defined(monkeypatch)
    s = table()
    a = ready(s, 0, "Antonio d'Erlette (G4)", blood=5)
    s.library[0].append(cabal)
    goto(s, "influence")
    s.transfers = 4
    pool = s.pool[0]
    do(s, f"use {a} 1")
    assert "choose order-of-hermes-cabal library" in legal(s)
    do(s, "choose order-of-hermes-cabal library")
    assert s.transfers == 0 and s.pool[0] == pool - 4
    assert any(s.minions[u].card == cabal for u in s.ready[0]) and cabal not in s.library[0]


def test_antonio_derlette_from_the_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    cabal = mage_ally_defined(monkeypatch)
    s = table()
    a = ready(s, 0, "Antonio d'Erlette (G4)", blood=5)
    hand(s, 0, "Order of Hermes Cabal")
    goto(s, "influence")
    s.transfers = 4
    do(s, f"use {a} 1", "choose order-of-hermes-cabal hand")
    assert any(s.minions[u].card == cabal for u in s.ready[0]) and cabal not in s.hand[0]


def test_antonio_derlette_needs_4_transfers_and_to_be_ready(monkeypatch: pytest.MonkeyPatch) -> None:
    mage_ally_defined(monkeypatch)
    s = table()
    a = ready(s, 0, "Antonio d'Erlette (G4)", blood=5)
    goto(s, "influence")
    s.transfers = 3
    s.changed()
    assert f"use {a} 1" not in legal(s)
    s.transfers = 4
    s.changed()
    assert f"use {a} 1" in legal(s)
    ops.lock(s, a)
    s.changed()
    assert f"use {a} 1" in legal(s)  # locked is still ready


# ------------------------------------------------------------------------ plain numbers with a condition


def bleed_with(s: VTESState, uid: int) -> int:
    """Bleed with the minion, everybody passing: the pool seat 1 lost."""
    pool = s.pool[1]
    goto(s, "minion")
    do(s, f"bleed {uid}")
    finish_action(s)
    return pool - s.pool[1]


def test_rebekka_bleeds_for_2_against_a_methuselah_controlling_a_ready_malkavian() -> None:
    s = table()
    r = ready(s, 0, "Rebekka, Chantry Elder of Munich (G2)")
    ready(s, 1, "Aleister Crowley (G5)")  # a Malkavian
    assert static(s, r, "stealth") == 1
    assert bleed_with(s, r) == 2
    s = table()
    r = ready(s, 0, "Rebekka, Chantry Elder of Munich (G2)")
    torpor(s, 1, "Aleister Crowley (G5)")
    assert bleed_with(s, r) == 1  # in torpor: not ready


def test_stephen_bateson_bleeds_for_2_against_a_methuselah_controlling_a_ready_tremere() -> None:
    s = table()
    a = ready(s, 0, "Stephen Bateson (G5)")
    assert static(s, a, "stealth") == 1 and bleed_with(s, a) == 1
    s = table()
    a = ready(s, 0, "Stephen Bateson (G5)")
    ready(s, 1, PLAIN)  # a Tremere
    assert bleed_with(s, a) == 2


def test_damian_gets_1_bleed_while_you_control_a_ready_cardinal() -> None:
    s = table()
    d = ready(s, 0, "Damian (G6)")
    assert static(s, d, "bleed") == 0
    ready(s, 0, PLAIN, title="cardinal", sect="sabbat")
    assert static(s, d, "bleed") == 1


def test_carmelita_neillson_gives_1_hand_size_while_ready() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    c = ready(s, 0, "Carmelita Neillson (G7)")
    assert hand_size(s, 0) == 8
    s.ready[0].remove(c)
    s.torpor[0].append(c)
    assert hand_size(s, 0) == 7


def in_fight(s: VTESState, a: int, b: int) -> None:
    """A combat between ``a`` and ``b`` at the strike step (a card in hand: the strike is asked)."""
    from tests.games.vtes.test_cards_combat_cards import fight, to

    hand(s, 0, "Blur")
    fight(s, a, b)
    to(s, "strike")


def test_kevin_jackson_and_a_brujah_each_get_1_strength_in_combat() -> None:
    s = table()
    k = ready(s, 0, "Kevin Jackson (G7)")
    b = ready(s, 1, "Allison Maller (G3)")  # a Brujah
    in_fight(s, k, b)
    assert static(s, k, "strength") == 1 and static(s, b, "strength") == 1
    s2 = table()
    k = ready(s2, 0, "Kevin Jackson (G7)")
    t = ready(s2, 1, PLAIN)
    in_fight(s2, k, t)
    assert static(s2, k, "strength") == 0 and static(s2, t, "strength") == 0


def test_dominique_santo_paulo_gets_1_strength_against_nosferatu() -> None:
    s = table()
    d = ready(s, 0, "Dominique Santo Paulo (G4)")
    n = ready(s, 1, "Nikolaus Vermeulen (G6)")  # a Nosferatu
    in_fight(s, d, n)
    assert static(s, d, "strength") == 1


def test_molly_macdonald_gets_1_vote_and_1_bleed_if_your_prey_controls_a_non_camarilla_vampire() -> None:
    s = table()
    m = ready(s, 0, "Molly MacDonald (G7)")
    ready(s, 1, PLAIN)  # Camarilla
    assert static(s, m, "bleed") == 0 and static(s, m, "votes") == 0 and static(s, m, "strength") == 1
    ready(s, 1, "Stephen Bateson (G5)")  # Sabbat
    assert static(s, m, "bleed") == 1 and static(s, m, "votes") == 1


def test_genevieve_gets_1_vote_during_each_political_action() -> None:
    from tests.games.vtes.test_cards_political import call

    s = table()
    g = ready(s, 0, "Genevieve (G2)", locked=True)
    caller = ready(s, 0, PLAIN)
    hand(s, 0, "Kine Resources Contested")
    assert static(s, g, "votes") == 0
    goto(s, "minion")
    call(s, "kine-resources-contested")
    course = action(s)
    assert course is not None and course.actor == caller and static(s, g, "votes") == 1


def test_sha_ennu_cannot_be_blocked_by_vampires_with_capacity_3_or_less() -> None:
    s = table()
    a = ready(s, 0, "Sha-Ennu (G4)")
    small = ready(s, 1, "Andre LeRoux (G5)")  # capacity 3
    big = ready(s, 1, PLAIN)  # capacity 4 or more
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    assert f"block {small}" not in legal(s) and f"block {big}" in legal(s)
    assert static(s, a, "bleed") == 2


def test_troius_cannot_vote_against_a_blood_hunt() -> None:
    from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum

    s = table()
    t = ready(s, 0, "Troius (G4)")
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    assert f"vote {t} for" in legal(s) and f"vote {t} against" not in legal(s)
    assert static(s, t, "strength") == 1


def test_hardestadt_a_vampire_contesting_his_title_must_yield() -> None:
    from tabletome.games.vtes.contests import CONTESTED_TITLE, check_titles

    s = table()
    h = ready(s, 0, "Hardestadt (G4)")
    b = ready(s, 1, "Arika (G2)")  # Ventrue Inner Circle too
    check_titles(s)
    assert CONTESTED_TITLE in s.minions[b].marks
    goto(s, "unlock", seat=1)
    assert f"keep-title {b}" not in legal(s) and f"yield-title {b}" in legal(s)
    goto(s, "unlock", seat=0)
    assert f"keep-title {h}" in legal(s)
    assert static(s, h, "bleed") == 1 and static(s, h, "strength") == 2


# ------------------------------------------------------------------------ intercept and stealth in an action


def test_rutor_tzimisce_get_minus_1_intercept_against_him() -> None:
    s = table()
    r = ready(s, 0, "Rutor (G5)")
    tz = ready(s, 1, "Máddji, Mistress of Szlachtas (G6)")  # a Tzimisce
    t = ready(s, 1, PLAIN)
    goto(s, "minion")
    do(s, f"bleed {r}")
    course = action(s)
    assert course is not None and course.intercept(s, tz) == -1 and course.intercept(s, t) == 0


def test_frau_schadel_gets_1_stealth_during_recruit_actions() -> None:
    def recruit_stealth(name: str) -> int:
        s = table()
        ready(s, 0, name)
        hand(s, 0, "Carlton Van Wyk")
        goto(s, "minion")
        do(s, "play carlton-van-wyk")
        course = action(s)
        assert course is not None
        return course.stealth(s)

    assert recruit_stealth("Frau Schädel (G6)") == recruit_stealth(PLAIN) + 1
    s = table()
    f = ready(s, 0, "Frau Schädel (G6)")
    goto(s, "minion")
    do(s, f"bleed {f}")
    assert action(s).stealth(s) == 0  # type: ignore[union-attr]


def blocker_to_play(s: VTESState, actor: int) -> None:
    """``actor`` (seat 0) bleeds seat 1, whose turn it is to play."""
    goto(s, "minion")
    do(s, f"bleed {actor}")
    to_seat(s, 1)


def test_alex_camille_burns_1_blood_for_1_intercept_again_and_again() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    x = ready(s, 1, "Alex Camille (G5)", blood=3)
    blocker_to_play(s, a)
    do(s, f"use {x} 1")
    to_seat(s, 1)
    do(s, f"use {x} 1")
    assert s.minions[x].blood == 1 and action(s).intercept(s, x) == 2  # type: ignore[union-attr]


def test_andreas_burns_1_blood_for_1_intercept_once_each_turn() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    x = ready(s, 1, "Andreas, The Bard of Crete (G1)", blood=3)
    blocker_to_play(s, a)
    do(s, f"use {x} 1")
    assert s.minions[x].blood == 2 and action(s).intercept(s, x) == 1  # type: ignore[union-attr]
    to_seat(s, 1)
    assert f"use {x} 1" not in legal(s)


def test_oskar_anasov_burns_1_blood_to_give_a_vampire_you_control_1_intercept() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    o = ready(s, 1, "Oskar Anasov (G6)", blood=3)
    v = ready(s, 1, PLAIN)
    blocker_to_play(s, a)
    do(s, f"use {o} 1", f"target {v}")
    assert s.minions[o].blood == 2 and action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    assert static(s, o, "stealth") == 1


# ------------------------------------------------------------------------ enter combat as an action


def test_fergus_alexander_enters_combat_with_a_locked_sabbat_vampire() -> None:
    s = table()
    f = ready(s, 0, "Fergus Alexander (G5)")
    sab = ready(s, 1, "Stephen Bateson (G5)", locked=True)
    ready(s, 1, "Damian (G6)")  # Sabbat, unlocked
    ready(s, 1, PLAIN, locked=True)  # locked, Camarilla
    goto(s, "minion")
    do(s, f"use {f} 1")
    course = action(s)
    assert course is not None and course.directed and course.aplay.targets == (sab,)  # type: ignore[union-attr]


def test_barachiel_enters_combat_with_a_minion_as_a_directed_action() -> None:
    s = table()
    b = ready(s, 0, "Barachiel (G7)")
    v = ready(s, 1, PLAIN)
    goto(s, "minion")
    do(s, f"use {b} 1")
    course = action(s)
    assert course is not None and course.directed and course.aplay.targets == (v,)  # type: ignore[union-attr]


# ------------------------------------------------------------------------ costs


def test_jane_sims_non_combat_cards_cost_her_1_more_blood() -> None:
    s = table()
    j = ready(s, 0, "Jane Sims (G4)")
    assert cost_change(s, j, "Govern the Unaligned") == (1, 0)
    assert cost_change(s, j, "Blur") == (0, 0)
    assert cost_change(s, ready(s, 0, PLAIN), "Govern the Unaligned") == (0, 0)


def test_black_cat_and_anne_marie_bourgeois_equipment_costs_1_less_pool() -> None:
    s = table()
    b = ready(s, 0, "Black Cat (G1)")
    a = ready(s, 0, "Anne-Marie Bourgeois, Inconnu Recruiter (G5)")
    assert cost_change(s, b, ".44 Magnum") == (0, -1) and cost_change(s, a, ".44 Magnum") == (0, -1)
    assert cost_change(s, ready(s, 0, PLAIN), ".44 Magnum") == (0, 0)


def test_ragnar_nordstrom_protean_cards_cost_1_less_and_strength_against_younger() -> None:
    s = table()
    r = ready(s, 0, "Ragnar Nordstrom (G6)")
    assert cost_change(s, r, "Body Flare") == (-1, 0)
    y = ready(s, 1, PLAIN)  # capacity 4: younger
    in_fight(s, r, y)
    assert static(s, r, "strength") == 1
    s2 = table()
    r = ready(s2, 0, "Ragnar Nordstrom (G6)")
    o = ready(s2, 1, "Hardestadt (G4)")  # older
    in_fight(s2, r, o)
    assert static(s2, r, "strength") == 0


def test_maddji_allies_and_retainers_requiring_a_tzimisce_cost_her_1_less() -> None:
    s = table()
    m = ready(s, 0, "Máddji, Mistress of Szlachtas (G6)")
    assert cost_change(s, m, "Szlachta Bodyguard", "retainer") == (-1, 0)
    assert cost_change(s, ready(s, 0, PLAIN), "Szlachta Bodyguard", "retainer") == (0, 0)


# ------------------------------------------------------------------------ the Edge


def test_emily_carson_burns_the_edge_in_your_discard_phase_to_unlock() -> None:
    s = table()
    e = ready(s, 0, "Emily Carson (G5)", locked=True)
    s.edge = 0
    goto(s, "discard")
    do(s, f"use {e} 1")
    assert s.edge == CENTRE and not s.minions[e].locked


def test_the_medic_burns_the_edge_to_add_1_blood_to_an_anarch_you_control() -> None:
    s = table()
    m = ready(s, 0, "The Medic (G5)", blood=2)
    a = ready(s, 0, PLAIN, blood=1, sect="anarch")
    ready(s, 0, PLAIN, blood=1)
    s.edge = 0
    goto(s, "minion")
    do(s, f"use {m} 1")
    assert sorted(x for x in legal(s) if x.startswith("target")) == sorted([f"target {m}", f"target {a}"])
    do(s, f"target {a}")
    assert s.edge == CENTRE and s.minions[a].blood == 2


def test_nikolaus_vermeulen_burns_the_edge_to_add_1_blood_to_an_uncontrolled_nosferatu() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    n = ready(s, 0, "Nikolaus Vermeulen (G6)")
    u = uncontrolled(s, 0, "Alonso Petrodon (G5)", blood=0)
    s.edge = 0
    goto(s, "influence")
    do(s, f"use {n} 1")
    assert s.edge == CENTRE and s.minions[u].blood == 1


# ------------------------------------------------------------------------ locking and unlocking others


def test_victoria_ash_g2_locks_a_younger_ready_vampire_as_a_directed_action() -> None:
    s = table()
    v = ready(s, 0, "Victoria Ash (G2)")  # capacity 6
    y = ready(s, 1, PLAIN)  # capacity 4
    ready(s, 1, "Hardestadt (G4)")  # older
    goto(s, "minion")
    do(s, f"use {v} 1")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    finish_action(s)
    assert s.minions[y].locked


def test_francois_villon_g6_burns_2_blood_in_your_unlock_phase_to_lock_a_younger_vampire() -> None:
    s = table()
    f = ready(s, 0, "François Villon (G6)", blood=4)
    y = ready(s, 1, PLAIN)
    goto(s, "unlock")
    do(s, f"use {f} 1")
    if f"target {y}" in legal(s):
        do(s, f"target {y}")
    assert s.minions[y].locked and s.minions[f].blood == 2 and static(s, f, "bleed") == 1


def test_scout_youngwood_locks_a_younger_vampire_of_your_prey_and_pays_more_for_reactions() -> None:
    s = table()
    sc = ready(s, 0, "Scout Youngwood (G6)", blood=4)  # capacity 8
    y = ready(s, s.prey(0), PLAIN)
    ready(s, s.predator(0), PLAIN)  # not the prey's
    goto(s, "unlock")
    do(s, f"use {sc} 1")
    assert s.minions[y].locked and s.minions[sc].blood == 2
    assert cost_change(s, sc, "Deflection", "reaction") == (1, 0)
    assert cost_change(s, sc, "Blur") == (0, 0)


def test_alexandra_locks_or_unlocks_another_ready_toreador_once_each_turn() -> None:
    s = table()
    a = ready(s, 0, "Alexandra (G2)")
    t = ready(s, 1, "Andre LeRoux (G5)", locked=True)  # a Toreador of another Methuselah
    goto(s, "minion")
    do(s, f"use {a} 1")
    assert not s.minions[t].locked and f"use {a} 1" not in legal(s)
    assert static(s, a, "bleed") == 2


def test_lord_tremere_locks_or_unlocks_another_tremere_and_tha_cards_cost_less() -> None:
    s = table()
    lt = ready(s, 0, "Lord Tremere (G5)")
    t = ready(s, 0, PLAIN, locked=True)
    goto(s, "minion")
    do(s, f"use {lt} 1")
    assert not s.minions[t].locked
    assert cost_change(s, lt, "Blood Fury") == (-1, 0)
    assert static(s, lt, "bleed") == 2 and static(s, lt, "intercept") == 1


# ------------------------------------------------------------------------ stealing blood and pool


def test_francois_villon_g2_steals_up_to_2_blood_from_a_younger_vampire() -> None:
    s = table()
    f = ready(s, 0, "François Villon (G2)", blood=3)
    y = ready(s, 1, PLAIN, blood=1)
    goto(s, "minion")
    do(s, f"use {f} 1")
    finish_action(s)
    assert s.minions[y].blood == 0 and s.minions[f].blood == 4


def test_gabrielle_di_righetti_steals_2_life_from_an_ally() -> None:
    s = table()
    g = ready(s, 0, "Gabrielle di Righetti (G5)", blood=3)
    a = ready(s, 1, "Carlton Van Wyk", blood=2)
    goto(s, "minion")
    do(s, f"use {g} 1")
    finish_action(s)
    assert a not in s.minions and s.minions[g].blood == 5


def test_malabranca_moves_1_pool_from_a_richer_prey() -> None:
    s = table()
    m = ready(s, 0, "Malabranca (G4)")
    s.pool[0] = 20
    goto(s, "minion")
    do(s, f"use {m} 1")
    course = action(s)
    assert course is not None and course.target_seat == s.prey(0) and course.stealth(s) == 1
    finish_action(s)
    assert s.pool[0] == 21 and s.pool[s.prey(0)] == 29
    s.pool[0] = 40
    ops.unlock(s, m)
    s.changed()
    assert f"use {m} 1" not in legal(s)


# ------------------------------------------------------------------------ referendums


def kine_called_by(s: VTESState, caller: int, against: int | None = None) -> None:
    """``caller`` calls Kine Resources Contested (2 pool to seats 2 and 3); ``against`` votes against."""
    from tests.games.vtes.scenario import until_legal
    from tests.games.vtes.test_cards_political import call

    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, f"vote {caller} for")
    do(s, f"vote {caller} for")
    if against is not None:
        until_legal(s, f"vote {against} against")
        do(s, f"vote {against} against")
    finish_action(s)


def test_armin_brenner_gains_1_pool_when_his_referendum_passes() -> None:
    s = table()
    a = ready(s, 0, "Armin Brenner (G4)")
    pool = s.pool[0]
    kine_called_by(s, a)
    assert s.pool[0] == pool + 1 and s.pool[1] == 28


def test_marcos_belegrad_methuselahs_casting_against_his_referendum_burn_1_pool() -> None:
    s = table()
    m = ready(s, 0, "Marcos Belegrad (G7)")
    b = ready(s, 3, PLAIN, title="prince", sect="camarilla")
    kine_called_by(s, m, against=b)
    assert s.pool[3] == 29


def test_de_sade_vampires_burn_1_blood_to_cast_against_his_referendum() -> None:
    s = table()
    d = ready(s, 0, "De Sade (G5)")
    b = ready(s, 3, PLAIN, blood=3, title="prince", sect="camarilla")
    kine_called_by(s, d, against=b)
    assert s.minions[b].blood == 2


def test_gerald_windham_gets_1_vote_per_ready_titled_vampire_of_other_methuselahs() -> None:
    s = table()
    g = ready(s, 0, "Gerald Windham (G5)")
    ready(s, 1, "Ayelech (G6)")  # a prince
    ready(s, 2, "Nikolaus Vermeulen (G6)")  # a prince
    ready(s, 0, "Hardestadt (G4)")  # yours: not counted
    assert static(s, g, "votes") == 2 and static(s, g, "stealth") == 1
    s.minions[g] = s.minions[g]._replace(title="prince")
    assert static(s, g, "votes") == 0


def test_ayo_igoli_gets_1_vote_per_ready_titled_vampire_you_control() -> None:
    s = table()
    a = ready(s, 0, "Ayo Igoli (G4)")
    ready(s, 0, "Ayelech (G6)")
    ready(s, 1, "Nikolaus Vermeulen (G6)")
    assert static(s, a, "votes") == 1


def test_modius_discards_a_master_card_for_1_vote() -> None:
    from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum, current_referendum

    s = table()
    m = ready(s, 0, "Modius (G7)")
    hand(s, 0, "Blood Doll")
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    do(s, f"use {m} 1")
    ref = current_referendum(s)
    assert ref is not None and cid("Blood Doll") in s.ash[0]
    do(s, f"vote {m} for")
    assert ref.tally(s)[0] == 3  # a prince's 2 votes and 1


def test_cedrick_calhoun_goes_to_torpor_when_his_referendum_fails() -> None:
    s = table()
    c = ready(s, 0, "Cedrick Calhoun (G6)", title="prince")
    b = ready(s, 3, "Hardestadt (G4)")  # 3 votes against
    kine_called_by(s, c, against=b)
    assert s.in_torpor(c) and s.pool[1] == 30


def test_cedrick_calhoun_stays_ready_when_it_passes() -> None:
    s = table()
    c = ready(s, 0, "Cedrick Calhoun (G6)", title="prince")
    kine_called_by(s, c)
    assert s.is_ready(c) and s.pool[1] == 28


# ------------------------------------------------------------------------ discard phase actions


def test_ayse_dhanial_uses_a_discard_phase_action_to_add_1_blood_to_her() -> None:
    s = table()
    a = ready(s, 0, "Ayse Dhanial (G6)", blood=1)
    goto(s, "discard")
    do(s, f"use {a} 1")
    assert s.minions[a].blood == 2 and s.phase_actions == 0
    assert f"use {a} 1" not in legal(s)


def test_josef_von_bauren_discards_1_card_at_random_from_the_prey() -> None:
    s = table()
    ready(s, 0, "Josef von Bauren (G4)")
    prey = s.prey(0)
    hand(s, prey, "Blur", "Blur")
    goto(s, "discard")
    j = s.ready[0][0]
    do(s, f"use {j} 1", f"target p{prey + 1}")
    assert cid("Blur") in s.ash[prey] and s.phase_actions == 0


def test_ayo_igoli_moves_2_blood_to_a_laibon_in_your_uncontrolled_region() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    a = ready(s, 0, "Ayo Igoli (G4)", blood=5)
    u = uncontrolled(s, 0, "Massassi (G4)", blood=0)
    goto(s, "discard")
    do(s, f"use {a} 1")
    assert s.minions[a].blood == 3 and s.minions[u].blood == 2


# ------------------------------------------------------------------------ the uncontrolled region


def test_mary_anne_blaire_adds_2_blood_to_an_uncontrolled_vampire_and_inner_circle_bleed_less() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    m = ready(s, 0, "Mary Anne Blaire (G5)")
    u = uncontrolled(s, 0, PLAIN, blood=0)
    h = ready(s, 1, "Hardestadt (G4)")  # Inner Circle: +1 bleed, -2
    assert static(s, h, "bleed") == -1
    goto(s, "minion")
    do(s, f"use {m} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    finish_action(s)
    assert s.minions[u].blood == 2


def test_malgorzata_removes_an_uncontrolled_vampire_to_add_4_blood_to_another() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    m = ready(s, 0, "Malgorzata (G4)")
    gone = uncontrolled(s, 0, PLAIN, blood=0)
    to = uncontrolled(s, 0, "Hardestadt (G4)", blood=1)
    goto(s, "minion")
    do(s, f"use {m} 1", f"target {gone}")
    finish_action(s)
    assert gone not in s.minions and cid(PLAIN) in s.removed[0] and s.minions[to].blood == 5


# ------------------------------------------------------------------------ combat


def test_leo_washington_an_older_opposing_vampire_gets_a_maneuver_in_the_first_round() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tests.games.vtes.test_cards_combat_cards import fight

    s = table()
    leo = ready(s, 0, "Leo Washington (G4)")
    o = ready(s, 1, PLAIN)  # capacity 4: older
    hand(s, 0, "Blur")
    fight(s, leo, o)
    c = current_combat(s)
    assert c is not None and c.has(o, "maneuver") and not c.has(leo, "maneuver")


def test_federico_di_padua_gets_a_maneuver_in_the_first_round() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tests.games.vtes.test_cards_combat_cards import fight

    s = table()
    f = ready(s, 0, "Federico di Padua (G5)")
    o = ready(s, 1, PLAIN)
    hand(s, 0, "Blur")
    fight(s, f, o)
    c = current_combat(s)
    assert c is not None and c.has(f, "maneuver")


def test_matasuntha_gains_1_pool_when_the_opposing_minion_leaves_the_ready_region() -> None:
    from tests.games.vtes.test_cards_combat_cards import end_combat, fight

    s = table()
    m = ready(s, 0, "Matasuntha (G5)")
    o = ready(s, 1, PLAIN, blood=0)
    hand(s, 0, "Blur")
    fight(s, m, o)
    pool = s.pool[0]
    end_combat(s)
    assert s.in_torpor(o) and s.pool[0] == pool + 1 and static(s, m, "strength") == 2


def test_lodin_prevents_1_damage_from_the_opposing_strike_once_each_combat() -> None:
    from tests.games.vtes.test_cards_combat_cards import end_combat, fight, to

    s = table()
    lo = ready(s, 0, "Lodin (Olaf Holte) (G5)", blood=3)
    o = ready(s, 1, "Matasuntha (G5)")  # strength 3
    hand(s, 0, "Blur")
    fight(s, lo, o)
    to(s, "strike")
    pass_until(s, lambda st: f"use {lo} 1" in legal(st))
    do(s, f"use {lo} 1")
    end_combat(s)
    assert s.minions[lo].blood == 1  # 3 damage, 1 prevented, 2 mended


def test_rowena_strikes_combat_ends_only_against_a_werewolf() -> None:
    from tabletome.games.vtes.combat import Combat
    from tabletome.games.vtes.effects.core import STRIKES

    s = table()
    r = ready(s, 0, "Rowena (G6)")
    v = ready(s, 1, PLAIN)
    w = ready(s, 1, "Double Deuce")  # a werewolf
    strikes = STRIKES[cid("Rowena (G6)")]
    assert [st.kind for st in strikes(s, Combat(r, w), r, r)] == ["ends"]
    assert strikes(s, Combat(r, v), r, r) == []


# ------------------------------------------------------------------------ stealing equipment, bleeding at a cost


def test_saankalaxt_steals_an_equipment_for_1_blood() -> None:
    s = table()
    sa = ready(s, 0, "Saankaláxt (G6)", blood=3)
    b = ready(s, 1, PLAIN)
    gun = attach(s, b, ".44 Magnum")
    goto(s, "minion")
    do(s, f"use {sa} 1")
    finish_action(s)
    assert s.placed[gun].host == sa and s.placed[gun].controller == 0 and s.minions[sa].blood == 2


def test_cybele_bleeds_for_3_for_1_blood_and_gives_a_master_phase_action_if_unlocked() -> None:
    from tabletome.games.vtes.stats import seat_static

    s = table()
    c = ready(s, 0, "Cybele (G4)", blood=4)
    assert seat_static(s, 0, "master actions") == 1
    goto(s, "minion")
    do(s, f"use {c} 1")
    finish_action(s)
    assert s.pool[1] == 27 and s.minions[c].blood == 3
    assert seat_static(s, 0, "master actions") == 0  # locked


def test_the_horde_locks_to_give_another_acting_infernal_minion_1_bleed() -> None:
    s = table()
    h = ready(s, 0, "The Horde (G6)")
    c = ready(s, 0, "Cybele (G4)", blood=4)  # infernal
    goto(s, "minion")
    do(s, f"bleed {c}")
    do(s, f"use {h} 1")
    finish_action(s)
    assert s.minions[h].locked and s.pool[1] == 28


def test_mistress_fanchon_searches_the_library_for_a_minion_card() -> None:
    s = table()
    f = ready(s, 0, "Mistress Fanchon (G4)")
    s.library[0].append(cid("Blood Doll"))  # a master card: not a minion card
    s.library[0].append(cid("Blur"))
    goto(s, "minion")
    do(s, f"use {f} 1")
    pass_until(s, lambda st: "choose blur" in legal(st))
    assert "choose blood-doll" not in legal(s)
    do(s, "choose blur")
    assert cid("Blur") in s.hand[0] and static(s, f, "bleed") == 2


def test_bakr_enters_combat_as_a_1_stealth_action_for_1_blood() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    b = ready(s, 0, "Bakr (G5)", blood=3)
    o = ready(s, 1, PLAIN)
    hand(s, 0, "Blur")
    goto(s, "minion")
    do(s, f"use {b} 1")
    course = action(s)
    assert course is not None and course.directed and course.stealth(s) == 1
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and {c.a, c.b} == {b, o} and s.minions[b].blood == 2


def test_massassi_enters_combat_with_a_maneuver_in_the_first_round() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    m = ready(s, 0, "Massassi (G4)")
    o = ready(s, 1, PLAIN)
    hand(s, 0, "Blur")
    goto(s, "minion")
    do(s, f"use {m} 1")
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.other(m) == o and c.has(m, "maneuver")


def coin(tails: bool) -> Rng:
    """A generator whose next coin flip (``below(2)``: 0 is tails) falls as asked."""
    seed = next(n for n in range(100) if (Rng(n).below(2) == 0) == tails)
    return Rng(seed)


def test_evan_klein_an_action_directed_at_him_fails_on_tails() -> None:
    s = table()
    b = ready(s, 0, "Barachiel (G7)")
    e = ready(s, 1, "Evan Klein (G6)")
    goto(s, "minion")
    s.rng = coin(tails=True)
    do(s, f"use {b} 1")
    assert action(s) is None and s.minions[b].locked and e in s.ready[1]


def test_evan_klein_on_heads_the_action_goes_on() -> None:
    s = table()
    b = ready(s, 0, "Barachiel (G7)")
    e = ready(s, 1, "Evan Klein (G6)")
    goto(s, "minion")
    s.rng = coin(tails=False)
    do(s, f"use {b} 1")
    course = action(s)
    assert course is not None and course.aplay.targets == (e,)  # type: ignore[union-attr]


def test_alonso_petrodon_damages_each_anarch_of_the_bled_methuselah() -> None:
    s = table()
    a = ready(s, 0, "Alonso Petrodon (G5)")
    an = ready(s, 1, PLAIN, blood=2, sect="anarch")
    empty = ready(s, 1, PLAIN, blood=0, sect="anarch")
    cam = ready(s, 1, PLAIN, blood=2)
    assert bleed_with(s, a) == 2
    assert s.minions[an].blood == 1 and s.in_torpor(empty) and s.minions[cam].blood == 2


def test_fotini_katsikaris_gives_1_hand_size_until_your_discard_phase_after_a_bleed() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    f = ready(s, 0, "Fotini Katsikaris (G6)")
    bleed_with(s, f)
    assert hand_size(s, 0) == 8
    pass_until(s, lambda st: st.phase == "end" or st.current != 0 or hand_size(st, 0) == 7)
    assert hand_size(s, 0) == 7


# ------------------------------------------------------------------------ locations paid with blood


def location_played(name: str, blood: int) -> tuple[VTESState, int]:
    s = table()
    v = ready(s, 0, name, blood=blood)
    hand(s, 0, "Channel 10")  # 2 pool
    goto(s, "master")
    do(s, "play channel-10")
    return s, v


def test_zelios_locks_to_pay_a_locations_pool_cost_with_his_blood() -> None:
    s, z = location_played("Zelios (G5)", blood=3)
    pool = s.pool[0]
    pass_until(s, lambda st: f"choose {z}" in legal(st))
    do(s, f"choose {z}")
    assert s.pool[0] == pool and s.minions[z].blood == 1 and s.minions[z].locked
    assert any(s.placed[p].card == cid("Channel 10") for p in s.inplay[0])
    assert static(s, z, "strength") == 1


def test_zelios_not_without_the_blood() -> None:
    s, z = location_played("Zelios (G5)", blood=1)
    pass_until(s, lambda st: any(st.placed[p].card == cid("Channel 10") for p in st.inplay[0]))
    assert s.pool[0] == 28 and s.minions[z].blood == 1 and not s.minions[z].locked


def test_regina_blake_pays_1_of_a_locations_cost_with_her_blood() -> None:
    s, r = location_played("Regina Blake (G6)", blood=3)
    pool = s.pool[0]
    pass_until(s, lambda st: f"choose {r}" in legal(st))
    do(s, f"choose {r}")
    assert s.pool[0] == pool - 1 and s.minions[r].blood == 2 and not s.minions[r].locked


# ------------------------------------------------------------------------ for other minions


def test_annabelle_triabell_while_locked_other_toreador_you_control_get_1_stealth() -> None:
    s = table()
    a = ready(s, 0, "Annabelle Triabell (G6)")
    t = ready(s, 0, "Andre LeRoux (G5)")  # a Toreador
    theirs = ready(s, 1, "Andre LeRoux (G5)")
    assert static(s, t, "stealth") == 0
    ops.lock(s, a)
    assert static(s, t, "stealth") == 1 and static(s, theirs, "stealth") == 0 and static(s, a, "stealth") == 0


def test_bethany_ray_toreador_get_1_bleed_against_you() -> None:
    s = table()
    ready(s, 1, "Bethany Ray (G5)")
    t = ready(s, 0, "Andre LeRoux (G5)")  # a Toreador bleeding seat 1
    assert bleed_with(s, t) == 2
    s = table()
    ready(s, 2, "Bethany Ray (G5)")  # not the bled Methuselah's
    t = ready(s, 0, "Andre LeRoux (G5)")
    assert bleed_with(s, t) == 1


def test_victoria_ash_g7_discards_a_card_to_give_an_acting_assamite_1_bleed() -> None:
    s = table()
    v = ready(s, 0, "Victoria Ash (G7)")
    a = ready(s, 0, "Kasim Bayar (G6)")  # Banu Haqim, +1 bleed
    hand(s, 0, "Blur")
    goto(s, "minion")
    do(s, f"bleed {a}")
    do(s, f"use {v} 1")
    finish_action(s)
    assert s.pool[1] == 27 and cid("Blur") in s.ash[0]


def test_abraham_dusable_discards_a_blood_sorcery_card_for_stealth_or_intercept() -> None:
    s = table()
    ab = ready(s, 0, "Abraham DuSable (G6)")
    hand(s, 0, "Theft of Vitae")
    goto(s, "minion")
    do(s, f"bleed {ab}")
    assert f"use {ab} 1" not in legal(s)  # intercept: not on his own action
    do(s, f"use {ab} 2")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    s = table()
    a = ready(s, 0, PLAIN)
    ab = ready(s, 1, "Abraham DuSable (G6)")
    hand(s, 1, "Theft of Vitae")
    blocker_to_play(s, a)
    do(s, f"use {ab} 1")
    assert action(s).intercept(s, ab) == 1 and cid("Theft of Vitae") in s.ash[1]  # type: ignore[union-attr]


def test_silvian_popescu_moves_1_blood_from_a_prince_you_control_to_him() -> None:
    s = table()
    sv = ready(s, 0, "Silvian Popescu (G7)", blood=1)
    p = ready(s, 0, "Ayelech (G6)", blood=3)  # a prince
    goto(s, "unlock")
    do(s, f"use {sv} 1")
    assert s.minions[sv].blood == 2 and s.minions[p].blood == 2 and f"use {sv} 1" not in legal(s)


def test_xeper_steals_an_ally_and_votes_for_each_ready_unique_infernal_vampire() -> None:
    s = table()
    x = ready(s, 0, "Xeper, Sultan of Lepers (G6)")
    ready(s, 0, "Cybele (G4)")  # infernal, unique
    ready(s, 0, "The Horde (G6)")  # infernal, not unique
    assert static(s, x, "votes") == 2
    al = ready(s, 1, "Carlton Van Wyk")
    goto(s, "minion")
    do(s, f"use {x} 1")
    finish_action(s)
    assert al in s.ready[0]


def test_carlak_gets_1_optional_press_each_combat() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tests.games.vtes.test_cards_combat_cards import fight

    s = table()
    c = ready(s, 0, "Carlak (G5)")
    o = ready(s, 1, PLAIN)
    hand(s, 0, "Blur")
    fight(s, c, o)
    cb = current_combat(s)
    assert cb is not None and cb.total(c, "press") == 1 and cb.total(o, "press") == 0


def test_carlak_gains_1_blood_for_each_methuselah_casting_only_against() -> None:
    s = table()
    c = ready(s, 0, "Carlak (G5)", blood=3)
    b = ready(s, 3, PLAIN, blood=3, title="prince")
    kine_called_by(s, c, against=b)
    assert s.minions[c].blood == 4


# ------------------------------------------------------------------------ Aksinya Daclau, Ruxandra, Adelino Da Silva


def test_aksinya_daclau_discards_a_master_card_to_redirect_a_bleed_against_you() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    ak = ready(s, 1, "Aksinya Daclau (G4)")
    hand(s, 1, "Blood Doll")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"use {ak} 1" in legal(st))
    course = action(s)
    assert course is not None and course.stage == "C"
    do(s, f"use {ak} 1", "target p3")
    assert course.target_seat == 2 and cid("Blood Doll") in s.ash[1]


def test_aksinya_daclau_not_while_locked() -> None:
    s = table()
    a = ready(s, 0, PLAIN)
    ak = ready(s, 1, "Aksinya Daclau (G4)", locked=True)
    hand(s, 1, "Blood Doll")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    for _ in range(10):
        assert f"use {ak} 1" not in legal(s)
        if action(s) is None or action(s).stage != "C":  # type: ignore[union-attr]
            break
        pass_until(s, lambda st: True)
        break


def test_ruxandra_locks_to_discard_any_number_of_cards_and_ventrue_intercept_less() -> None:
    s = table()
    r = ready(s, 0, "Ruxandra (G5)")
    hand(s, 0, "Blur", "Blood Doll", "Deflection")
    goto(s, "discard")
    do(s, f"use {r} 1", "target blood-doll", "target blur")
    assert cid("Blur") in s.ash[0] and cid("Blood Doll") in s.ash[0] and cid("Deflection") in s.hand[0]
    assert s.minions[r].locked and s.phase_actions == 0 and len(s.hand[0]) == 7
    s = table()
    r = ready(s, 0, "Ruxandra (G5)")
    v = ready(s, 1, "Arika (G2)")  # a Ventrue
    goto(s, "minion")
    do(s, f"bleed {r}")
    assert action(s).intercept(s, v) == -1  # type: ignore[union-attr]


def test_adelino_da_silva_rescues_an_older_vampire_for_2_less_blood() -> None:
    from tabletome.games.vtes.actions import rescue_cost

    s = table()
    a = ready(s, 0, "Adelino Da Silva (G6)")  # capacity 5
    old = torpor(s, 0, "Hardestadt (G4)", blood=2)
    young = torpor(s, 0, "Andre LeRoux (G5)", blood=2)
    p = ready(s, 0, PLAIN)
    assert rescue_cost(s, a, old) == rescue_cost(s, p, old) - 2
    assert rescue_cost(s, a, young) == rescue_cost(s, p, young)


# ------------------------------------------------------------------------ costs for others


def test_djeneba_strike_cards_cost_the_opposing_minion_1_more_blood() -> None:
    from tests.games.vtes.test_cards_combat_cards import fight

    s = table()
    d = ready(s, 0, "Djeneba (G7)")
    o = ready(s, 1, PLAIN)
    hand(s, 0, "Blur")
    fight(s, d, o)
    assert cost_change(s, o, "Theft of Vitae", "combat") == (1, 0)  # "Strike: ..."
    assert cost_change(s, o, "Blur", "combat") == (0, 0)
    assert cost_change(s, d, "Theft of Vitae", "combat") == (0, 0)
    assert static(s, d, "stealth") == 1


def test_marcellus_political_actions_cost_nosferatu_1_more_blood() -> None:
    s = table()
    ready(s, 0, "Marcellus (G2)")
    n = ready(s, 1, "Nikolaus Vermeulen (G6)")
    t = ready(s, 1, PLAIN)
    assert cost_change(s, n, "Kine Resources Contested", "political") == (1, 0)
    assert cost_change(s, t, "Kine Resources Contested", "political") == (0, 0)


def test_nergal_reduces_a_cards_blood_cost_by_1_once_each_turn() -> None:
    s = table()
    n = ready(s, 0, "Nergal (G5)", blood=5)
    hand(s, 0, "Legal Manipulations", "Revelations")  # 1 blood each
    goto(s, "minion")
    do(s, "play legal-manipulations", "mode basic")
    pass_until(s, lambda st: f"choose {n}" in legal(st))
    do(s, f"choose {n}")
    finish_action(s)
    assert s.minions[n].blood == 5 and s.pool[1] == 25  # bled for 5 (+2, +2), the card cost nothing
    ops.unlock(s, n)
    s.changed()
    do(s, "play revelations", "mode basic")
    pass_until(s, lambda st: action(st) is None or f"choose {n}" in legal(st))
    assert f"choose {n}" not in legal(s)


def test_nergal_adv_reaction_cards_cost_1_more_while_he_acts_and_burns_blood_for_stealth() -> None:
    s = table()
    n = ready(s, 0, "Nergal (G5 ADV)", blood=5)
    b = ready(s, 1, PLAIN)
    goto(s, "minion")
    do(s, f"bleed {n}")
    assert cost_change(s, b, "Deflection", "reaction") == (1, 0)
    do(s, f"use {n} 1")
    assert s.minions[n].blood == 4 and action(s).stealth(s) == 1  # type: ignore[union-attr]


def test_claudio_severino_adv_discards_a_blood_sorcery_card_to_gain_1_pool() -> None:
    s = table()
    c = ready(s, 0, "Claudio Severino (G5 ADV)")
    hand(s, 0, "Theft of Vitae")
    goto(s, "discard")
    pool = s.pool[0]
    do(s, f"use {c} 1")
    assert s.pool[0] == pool + 1 and cid("Theft of Vitae") in s.ash[0] and s.phase_actions == 0
    s = table()
    c = ready(s, 0, "Claudio Severino (G5 ADV)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {c}")
    assert f"use {c} 2" not in legal(s)  # not merged
    ops.mark(s, c, f"merged:{cid('Claudio Severino (G5)')}")
    s.changed()
    do(s, f"use {c} 2")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


def test_diana_iadanza_burns_1_blood_to_cancel_a_reaction_card_in_her_referendum() -> None:
    from tabletome.games.vtes.politics import current_referendum
    from tests.games.vtes.scenario import until_legal
    from tests.games.vtes.test_cards_political import call

    s = table()
    d = ready(s, 0, "Diana Iadanza (G7)", blood=4)
    p = ready(s, 1, PLAIN, title="primogen")
    hand(s, 0, "Kine Resources Contested")
    hand(s, 1, "Protected District")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, "play protected-district")
    do(s, "play protected-district")
    while s.to_move != 0 or f"use {d} 1" not in legal(s):
        step = next(m for m in legal(s) if m.startswith(("mode", "target", "pass")))
        do(s, step)
    do(s, f"use {d} 1")
    pass_until(s, lambda st: cid("Protected District") in st.ash[1])
    ref = current_referendum(s)
    assert s.minions[d].blood == 3 and ref is not None and ref.side_of(p) is None
    assert static(s, d, "bleed") == 1


# ------------------------------------------------------------------------ Ian Carfax, Soldat, Sri Sansa, Reginald Moore


def test_ian_carfax_unlocks_after_a_combat_when_the_opposing_minion_is_not_ready() -> None:
    from tabletome.games.vtes.combat import Combat, start_combat

    s = table()
    ian = ready(s, 0, "Ian Carfax (G7)", locked=True)
    o = ready(s, 1, PLAIN, blood=0)
    hand(s, 0, "Blur")
    goto(s, "minion")
    start_combat(s, Combat(ian, o))
    s.settle()
    pass_until(s, lambda st: "choose unlock" in legal(st))
    assert s.in_torpor(o)
    do(s, "choose unlock")
    assert not s.minions[ian].locked and static(s, ian, "intercept") == 1


def test_ian_carfax_not_when_the_opposing_minion_is_still_ready() -> None:
    from tabletome.games.vtes.combat import Combat, current_combat, start_combat

    s = table()
    ian = ready(s, 0, "Ian Carfax (G7)", blood=1, locked=True)
    o = ready(s, 1, "Hardestadt (G4)")
    goto(s, "minion")
    start_combat(s, Combat(ian, o))
    s.settle()
    pass_until(s, lambda st: current_combat(st) is None)
    assert "choose unlock" not in legal(s) and s.minions[ian].locked


def test_soldat_burns_the_edge_to_give_a_black_hand_vampire_a_maneuver() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tests.games.vtes.test_cards_combat_cards import fight

    s = table()
    so = ready(s, 0, "Soldat (G3)")
    bh = ready(s, 0, "Aredhel (G4)")  # Black Hand
    o = ready(s, 1, PLAIN)
    s.edge = 0
    hand(s, 0, "Blur")
    fight(s, bh, o)
    pass_until(s, lambda st: f"use {so} 1" in legal(st))
    do(s, f"use {so} 1")
    c = current_combat(s)
    assert c is not None and c.has(bh, "maneuver") and s.edge == CENTRE


def test_sri_sansa_moves_1_blood_to_a_mortal_ally_up_to_its_starting_life() -> None:
    s = table()
    sri = ready(s, 0, "Sri Sansa (G6)", blood=3)
    al = ready(s, 0, "Carlton Van Wyk", blood=1)  # 2 life
    goto(s, "unlock")
    do(s, f"use {sri} 1", "target to")
    assert s.minions[al].blood == 2 and s.minions[sri].blood == 2 and f"use {sri} 1" not in legal(s)


def test_reginald_moore_cannot_block_tremere_nor_enter_combat_with_them() -> None:
    s = table()
    t = ready(s, 0, PLAIN)  # a Tremere
    r = ready(s, 1, "Reginald Moore (G4)")
    goto(s, "minion")
    do(s, f"bleed {t}")
    to_seat(s, 1)
    assert f"block {r}" not in legal(s)
    s = table()
    r = ready(s, 0, "Reginald Moore (G4)")
    tr = ready(s, 1, PLAIN)
    v = ready(s, 1, "Hardestadt (G4)")
    hand(s, 0, "Bum's Rush")
    goto(s, "minion")
    do(s, "play " + facts(cid("Bum's Rush")).slug)
    course = action(s)
    assert course is not None and course.aplay.targets == (v,) and tr in s.ready[1]  # type: ignore[union-attr]
    s2 = table()
    ready(s2, 0, PLAIN)
    other = ready(s2, 1, PLAIN)
    hand(s2, 0, "Bum's Rush")
    goto(s2, "minion")
    do(s2, "play " + facts(cid("Bum's Rush")).slug)
    assert action(s2).aplay.targets == (other,)  # type: ignore[union-attr]


# ------------------------------------------------------------------------ in combat, once each combat


def test_gabriel_tremblay_discards_a_card_requiring_an_anarch_for_1_strength_this_combat() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tests.games.vtes.test_cards_combat_cards import fight

    s = table()
    g = ready(s, 0, "Gabriel Tremblay (G6)")
    o = ready(s, 1, PLAIN)
    hand(s, 0, "Anarch Salon", "Blur")  # Anarch Salon requires an Anarch
    fight(s, g, o)
    pass_until(s, lambda st: f"use {g} 1" in legal(st))
    do(s, f"use {g} 1")
    c = current_combat(s)
    assert c is not None and c.total(g, "strength") == 1 and cid("Anarch Salon") in s.ash[0]
    assert static(s, g, "stealth") == -1


def test_chun_hei_burns_1_blood_for_1_additional_strike_once_each_combat() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tests.games.vtes.test_cards_combat_cards import fight

    s = table()
    ch = ready(s, 0, "Chun Hei (G6)", blood=3)
    o = ready(s, 1, PLAIN)
    hand(s, 0, "Blur")
    fight(s, ch, o)
    pass_until(s, lambda st: f"use {ch} 1" in legal(st))
    do(s, f"use {ch} 1")
    c = current_combat(s)
    assert c is not None and c.total(ch, "additional") == 1 and s.minions[ch].blood == 2
    assert f"use {ch} 1" not in legal(s) and static(s, ch, "strength") == 1


def test_talbot_discards_a_master_card_to_enter_combat_as_a_1_stealth_directed_action() -> None:
    from tabletome.games.vtes.combat import current_combat

    s = table()
    t = ready(s, 0, "Talbot (G5)")
    o = ready(s, 1, PLAIN)
    hand(s, 0, "Blood Doll", "Blur")
    goto(s, "minion")
    do(s, f"use {t} 1")
    course = action(s)
    assert course is not None and course.directed and course.target_seat == 1 and course.stealth(s) == 1
    assert cid("Blood Doll") in s.ash[0]  # discarded as the action is announced
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.other(t) == o


def test_enkidu_cannot_have_equipment_and_unlocks_after_employing_a_retainer() -> None:
    from tabletome.games.vtes.actions import may_carry

    s = table()
    e = ready(s, 0, "Enkidu, The Noah (G4)")
    assert not may_carry(s, e, cid(".44 Magnum")) and may_carry(s, ready(s, 1, PLAIN), cid(".44 Magnum"))
    assert static(s, e, "strength") == 2
    hand(s, 0, "Mr. Winthrop")
    goto(s, "minion")
    do(s, "play " + facts(cid("Mr. Winthrop")).slug)
    finish_action(s)
    assert s.minions[e].locked
    pass_until(s, lambda st: st.current != 0)
    assert not s.minions[e].locked


def test_enkidu_cannot_play_an_equipment_card_from_hand() -> None:
    """VT-ACT-17 under a card's rule (``CARRY_RULES``: "Enkidu cannot have or use equipment"): an equipment
    card in hand is not offered to him, as an equip action from another minion would not be; another
    vampire of the same Methuselah still plays it."""
    s = table()
    e = ready(s, 0, "Enkidu, The Noah (G4)")
    hand(s, 0, ".44 Magnum")
    goto(s, "minion")
    assert "play 44-magnum" not in legal(s)
    other = ready(s, 0, PLAIN)
    s._legal = None
    assert "play 44-magnum" in legal(s)
    do(s, "play 44-magnum")  # Enkidu is not asked: the other vampire takes the equip action
    course = action(s)
    assert course is not None and course.actor == other and course.actor != e


def test_annazir_burns_a_location_or_steals_an_equipment() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Annazir (G5)")
    b = ready(s, 1, PLAIN)
    loc = in_play(s, 1, "Channel 10")
    gun = attach(s, b, ".44 Magnum")
    goto(s, "minion")
    do(s, f"use {a} 1")
    finish_action(s)
    assert loc not in s.placed and cid("Channel 10") in s.ash[1]
    ops.unlock(s, a)
    s.changed()
    do(s, f"use {a} 2")
    finish_action(s)
    assert s.placed[gun].host == a and static(s, a, "bleed") == 1


def test_dr_john_dee_ventrue_cannot_strike_combat_ends_and_discards_for_2_votes() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum, current_referendum
    from tests.games.vtes.test_cards_combat_cards import fight

    s = table()
    d = ready(s, 0, "Dr. John Dee (G4)")
    v = ready(s, 1, "Arika (G2)")  # a Ventrue
    hand(s, 0, "Blur")
    fight(s, d, v)
    c = current_combat(s)
    assert c is not None and c.has(v, "no-combat-ends")
    s = table()
    d = ready(s, 0, "Dr. John Dee (G4)")
    hand(s, 0, "Theft of Vitae", "Theft of Vitae")
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    do(s, f"use {d} 1")
    assert f"use {d} 1" not in legal(s)  # once each referendum
    do(s, f"vote {d} for")
    ref = current_referendum(s)
    assert ref is not None and ref.tally(s)[0] == 4  # a prince's 2 votes and 2


def test_jayne_jonestown_stealth_when_hunting_and_moves_the_society_of_leopold() -> None:
    s = table()
    j = ready(s, 0, "Jayne Jonestown (G4)", blood=0)
    goto(s, "minion")
    do(s, f"hunt {j}")
    assert action(s).stealth(s) == 2  # type: ignore[union-attr]
    s = table()
    j = ready(s, 0, "Jayne Jonestown (G4)")
    v = ready(s, 1, PLAIN)
    w = ready(s, 2, PLAIN)
    soc = attach(s, v, "Society of Leopold")
    goto(s, "unlock")
    do(s, f"use {j} 1", f"target {w}")
    assert s.placed[soc].host == w


# ------------------------------------------------------------------------ referendums called by a vampire's text


def test_dmitra_ilyanova_calls_a_referendum_to_distribute_4_blood_among_ready_vampires() -> None:
    from tests.games.vtes.scenario import until_legal

    s = table()
    d = ready(s, 0, "Dmitra Ilyanova (G5)", blood=5)
    v = ready(s, 1, PLAIN, blood=0)
    goto(s, "minion")
    do(s, f"use {d} 1")
    course = action(s)
    assert course is not None and course.kind_ == "political" and course.stealth(s) == 1
    pass_until(s, lambda st: f"target {v}" in legal(st))
    do(s, f"target {d}", f"target {v}")  # (d, v, v, v): the rest follows
    until_legal(s, f"vote {d} for")
    do(s, f"vote {d} for")
    finish_action(s)
    assert s.minions[d].blood == 6 and s.minions[v].blood == 3


def test_undele_calls_a_referendum_to_move_two_minion_cards_from_the_ash_heap_to_hand() -> None:
    from tests.games.vtes.scenario import until_legal

    s = table()
    u = ready(s, 0, "Undele (G5)")
    s.ash[0].extend([cid("Blur"), cid("Theft of Vitae"), cid("Blood Doll")])
    goto(s, "minion")
    do(s, f"use {u} 1")
    until_legal(s, f"vote {u} for")
    do(s, f"vote {u} for")
    finish_action(s)
    assert cid("Blur") in s.hand[0] and cid("Theft of Vitae") in s.hand[0] and s.ash[0] == [cid("Blood Doll")]


# ------------------------------------------------------------------------ hand size beyond the turn


def test_benjamin_rose_calls_a_referendum_for_1_hand_size_until_the_end_of_the_game() -> None:
    from tabletome.games.vtes.stats import hand_size
    from tests.games.vtes.scenario import until_legal

    s = table()
    b = ready(s, 0, "Benjamin Rose (G5)")
    goto(s, "minion")
    do(s, f"use {b} 1")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    until_legal(s, f"vote {b} for")
    do(s, f"vote {b} for")
    finish_action(s)
    assert hand_size(s, 0) == 8
    pass_until(s, lambda st: st.current == 1)
    assert hand_size(s, 0) == 8  # and later turns


def test_juliet_parr_gets_2_hand_size_until_your_next_unlock_phase_after_her_referendum_passes() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    j = ready(s, 0, "Juliet Parr (G7)")
    kine_called_by(s, j)
    assert hand_size(s, 0) == 9
    pass_until(s, lambda st: st.current == 1)
    assert hand_size(s, 0) == 9  # during the other Methuselahs' turns
    goto(s, "unlock", seat=0)
    assert hand_size(s, 0) == 7


def test_juliet_parr_gets_a_maneuver_each_combat() -> None:
    from tabletome.games.vtes.combat import current_combat
    from tests.games.vtes.test_cards_combat_cards import fight

    s = table()
    j = ready(s, 0, "Juliet Parr (G7)")
    o = ready(s, 1, PLAIN)
    hand(s, 0, "Blur")
    fight(s, j, o)
    c = current_combat(s)
    assert c is not None and c.has(j, "maneuver")


def test_thucimia_gives_you_minus_2_hand_size_until_your_unlock_phase_for_1_bleed() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    t = ready(s, 0, "Thucimia (G4)")
    assert hand_size(s, 0) == 8
    goto(s, "minion")
    do(s, f"bleed {t}", f"use {t} 1")
    finish_action(s)
    assert s.pool[1] == 28 and hand_size(s, 0) == 6
    goto(s, "unlock", seat=0)
    assert hand_size(s, 0) == 8


def test_fakir_al_sidi_burns_3_blood_before_votes_to_have_the_referendum_fail() -> None:
    from tests.games.vtes.test_cards_political import call

    s = table()
    c = ready(s, 0, "Arika (G2)")  # 3 votes
    f = ready(s, 1, "Fakir al Sidi (G4)", blood=5)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: f"use {f} 1" in legal(st))
    do(s, f"use {f} 1")
    finish_action(s)
    assert s.minions[f].blood == 2 and s.pool[1] == 30 and s.pool[2] == 30 and c in s.ready[0]
    assert static(s, f, "bleed") == 1 and static(s, f, "strength") == 1


def test_tomaine_your_prey_gets_1_hand_size_while_it_controls_a_ready_sabbat_vampire() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    t = ready(s, 0, "Tomaine (G4)")
    prey = s.prey(0)
    assert hand_size(s, prey) == 7
    sab = ready(s, prey, "Stephen Bateson (G5)")  # Sabbat
    assert hand_size(s, prey) == 8 and hand_size(s, 0) == 7 and hand_size(s, s.predator(0)) == 7
    s.ready[prey].remove(sab)
    s.torpor[prey].append(sab)
    assert hand_size(s, prey) == 7
    s.ready[prey].append(sab)
    s.torpor[prey].remove(sab)
    s.ready[0].remove(t)
    s.torpor[0].append(t)
    assert hand_size(s, prey) == 7


def test_karl_schrekt_plays_cards_requiring_a_justicar_as_if_he_were_one() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    k = ready(s, 0, "Karl Schrekt (G6)")
    u = uncontrolled(s, 0, PLAIN, blood=0)
    hand(s, 0, "Fourth Tradition: The Accounting")  # requires a prince or justicar
    goto(s, "minion")
    do(s, "play " + facts(cid("Fourth Tradition: The Accounting")).slug)
    finish_action(s)
    assert s.minions[u].blood == 3 and static(s, k, "intercept") == 1
    s = table()
    ready(s, 0, "Gerald Windham (G5)")  # not titled
    hand(s, 0, "Fourth Tradition: The Accounting")
    goto(s, "minion")
    assert not any(m.startswith("play") for m in legal(s))


def test_vasily_contesting_a_title_costs_him_1_more_blood_unless_you_have_the_edge() -> None:
    from tabletome.games.vtes.contests import CONTESTED_TITLE, check_titles

    s = table()
    v = ready(s, 0, "Vasily (G5)", blood=3)
    c = ready(s, 1, "Carlak (G5)", blood=3)  # prince of Prague too
    check_titles(s)
    assert CONTESTED_TITLE in s.minions[v].marks
    s.edge = 1
    goto(s, "unlock", seat=0)
    do(s, f"keep-title {v}")
    assert s.minions[v].blood == 1
    goto(s, "unlock", seat=1)
    do(s, f"keep-title {c}")
    assert s.minions[c].blood == 2
    s.edge = 0
    goto(s, "unlock", seat=0)
    do(s, f"keep-title {v}")
    assert s.minions[v].blood == 0


def test_tyler_mcgill_gets_1_vote_after_the_edge_is_burned_for_a_vote_and_cannot_block_nosferatu() -> None:
    from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum, current_referendum

    s = table()
    t = ready(s, 0, "Tyler McGill (G5)")
    s.edge = 0
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    do(s, "vote edge for", f"vote {t} for")
    ref = current_referendum(s)
    assert ref is not None and ref.tally(s)[0] == 2  # the Edge's 1, and Tyler's 1 (no title: no vote)
    s = table()
    n = ready(s, 0, "Nikolaus Vermeulen (G6)")
    ty = ready(s, 1, "Tyler McGill (G5)")
    goto(s, "minion")
    do(s, f"bleed {n}")
    to_seat(s, 1)
    assert f"block {ty}" not in legal(s)


def test_masika_may_unlock_in_any_methuselahs_discard_phase() -> None:
    s = table()
    m = ready(s, 0, "Masika (G1)", locked=True)
    goto(s, "discard", seat=2)
    pass_until(s, lambda st: "choose unlock" in legal(st))
    assert s.to_move == 0 and s.current == 2
    do(s, "choose unlock")
    assert not s.minions[m].locked and static(s, m, "bleed") == 1


def test_jimmy_dunn_is_never_contested_the_first_one_is_burned() -> None:
    s = table()
    first = ready(s, 0, "Jimmy Dunn (G2)")
    second = ready(s, 1, "Jimmy Dunn (G2)")
    ops.check_unique(s, second, 1)
    assert first not in s.minions and cid("Jimmy Dunn (G2)") in s.ash[0]
    assert second in s.ready[1] and not s.contested[1]
    s = table()
    a = ready(s, 0, PLAIN)
    b = ready(s, 1, PLAIN)
    ops.check_unique(s, b, 1)
    assert a in s.contested[0] and b in s.contested[1]  # other vampires are contested as usual


def test_the_capuchin_burned_moves_to_the_uncontrolled_region_and_gives_3_transfers() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    c = ready(s, 0, "The Capuchin (G5)")
    assert hand_size(s, 0) == 9 and static(s, c, "bleed") == 1 and static(s, c, "intercept") == 1
    s.ready[0].remove(c)
    s.torpor[0].append(c)
    assert hand_size(s, 0) == 9  # no "while ready": in torpor too
    ops.burn(s, c)
    assert cid("The Capuchin (G5)") not in s.ash[0]
    assert any(s.minions[u].card == cid("The Capuchin (G5)") for u in s.uncontrolled[0])
    goto(s, "minion")
    pass_until(s, lambda st: st.phase == DISCARD)
    assert s.transfers == min(s.turn, 4) + 3


def test_thucimia_gives_1_hand_size_in_torpor_too() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    torpor(s, 0, "Thucimia (G4)", blood=1)
    assert hand_size(s, 0) == 8


def test_alicia_barrows_with_the_edge_looks_at_a_hand_and_discards_gehenna_events() -> None:
    s = table()
    a = ready(s, 0, "Alicia Barrows (G4)")
    s.edge = 0
    hand(s, 2, "Anthelios, The Red Star", "Becoming of Ennoia", "Blur")
    goto(s, "unlock")
    do(s, f"use {a} 1", "target p3")
    assert s.known[0][2]  # the hand was looked at
    gehenna = sorted(facts(cid(n)).slug for n in ("Anthelios, The Red Star", "Becoming of Ennoia"))
    do(s, "choose " + " ".join(gehenna))
    assert cid("Anthelios, The Red Star") in s.ash[2] and cid("Becoming of Ennoia") in s.ash[2]
    assert cid("Blur") in s.hand[2] and len(s.hand[2]) == 7


def test_alicia_barrows_not_without_the_edge() -> None:
    s = table()
    a = ready(s, 0, "Alicia Barrows (G4)")
    s.edge = 1
    goto(s, "unlock")
    assert f"use {a} 1" not in legal(s)


def test_victor_donaldson_moves_a_cancelled_golconda_back_to_your_library() -> None:
    from tests.games.vtes.scenario import play

    s = table()
    ready(s, 0, "Victor Donaldson (G5)")
    big = ready(s, 1, "Anson (G1)", blood=3)  # capacity 8
    hand(s, 0, "Golconda: Inner Peace")
    goto(s, "master")
    play(s, "golconda-inner-peace", f"target {big}")
    pass_until(s, lambda st: "cancel" in legal(st))
    do(s, "cancel")
    pass_until(s, lambda st: "choose library" in legal(st))
    do(s, "choose library")
    assert cid("Golconda: Inner Peace") in s.library[0] and cid("Golconda: Inner Peace") not in s.ash[0]


def test_orlando_oriundus_doubles_your_vampires_votes_when_results_are_tallied() -> None:
    from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum, current_referendum
    from tabletome.games.vtes.stats import votes

    s = table()
    o = ready(s, 0, "Orlando Oriundus (G4)")
    m = ready(s, 0, "Malabranca (G4)")
    h = ready(s, 1, "Hardestadt (G4)")
    s.edge = 0
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, -1))
    s.settle()
    do(s, f"vote {o} for", f"vote {m} for", "vote edge for")
    pass_until(s, lambda st: f"vote {h} against" in legal(st))
    do(s, f"vote {h} against")
    ref = current_referendum(s)
    assert ref is not None
    mine = votes(s, o) + votes(s, m)
    assert mine >= 2 and ref.tally(s)[:2] == (2 * mine + 1, votes(s, h))  # the Edge's vote is not doubled
    s.ready[0].remove(o)
    s.torpor[0].append(o)
    assert ref.tally(s)[0] == mine + 1  # Orlando not ready: no doubling
    assert static(s, o, "bleed") == 1


def test_anarch_convert_contested_as_he_enters_still_asks_his_own_methuselah() -> None:
    from tests.games.vtes.scenario import uncontrolled

    s = table()
    ready(s, 0, "Anarch Convert (ANY)", blood=1)
    v = ready(s, 1, PLAIN, blood=3)
    theirs = ready(s, 2, PLAIN, blood=3)
    c = uncontrolled(s, 1, "Anarch Convert (ANY)", blood=1)
    goto(s, "influence", seat=1)
    crypt = len(s.crypt[1])
    do(s, f"bring {c}")
    assert s.to_move == 1 and f"choose {v} crypt" in legal(s) and f"choose {theirs} crypt" not in legal(s)
    do(s, f"choose {v} crypt")
    assert s.minions[v].sect == "anarch" and s.minions[theirs].sect == "camarilla"
    assert len(s.crypt[1]) == crypt - 1 and cid("Anarch Convert (ANY)") in s.removed[1]
