"""The texts of crypt cards (effects/vampires.py): each vampire's ability, lasting change or trigger,
played through the windows of the rules."""

from __future__ import annotations

from typing import Any

import pytest

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import CombatWindow, StrikeChoice, current_combat
from tabletome.games.vtes.effects.core import intrinsic_strikes
from tabletome.games.vtes.hooks import ACTION, CARDS, ActionSpec, CardDef, Use
from tabletome.games.vtes.impulse import Ask
from tabletome.games.vtes.play import PendingPlay
from tabletome.games.vtes.politics import Referendum
from tabletome.games.vtes.state import CENTRE, VTESState
from tabletome.games.vtes.stats import bleed, static, strength
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
    to_stage,
    torpor,
)

# ------------------------------------------------------------------------ helpers


def top(s: VTESState) -> Any:
    return s.stack[-1] if s.stack else None


def block(s: VTESState, actor: int, blocker: int) -> None:
    """``actor`` (seat 0) bleeds; ``blocker`` (seat 1) blocks; everybody passes until combat starts.
    An empty hand gets a card, so that each Methuselah is asked at each step of the combat."""
    for t in (0, 1):
        if not s.hand[t]:
            hand(s, t, "Bonding")
    do(s, f"bleed {actor}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    pass_until(s, lambda st: current_combat(st) is not None)


def to_step(s: VTESState, step: str) -> None:
    """Everybody passes until the combat reaches ``step`` (a combat window, or ``strike``)."""
    if step == "strike":
        pass_until(s, lambda st: isinstance(top(st), StrikeChoice))
        return
    pass_until(s, lambda st: isinstance(top(st), CombatWindow) and top(st).step_name == step)


def to_poll(s: VTESState) -> Referendum:
    """Everybody passes until a referendum is polled (the first terms taken for the caller)."""
    for _ in range(100):
        if isinstance(top(s), Referendum):
            return top(s)
        if isinstance(top(s), PendingPlay):
            s.apply(s.legal_actions()[0])
            continue
        pass_until(s, lambda st: isinstance(top(st), Referendum | PendingPlay))
    raise AssertionError("no referendum")


def fake_action(monkeypatch: pytest.MonkeyPatch, name: str, code: str = "") -> None:
    """A plain +1 stealth action card standing in for a card of another module (its requirement only)."""
    disc = ((code, 1),) if code else ()
    use = Use(ACTION, key="basic", disc=disc, action=ActionSpec(stealth=1), text="test action")
    monkeypatch.setitem(CARDS, cid(name), CardDef(name, (use,)))


def bleeding(s: VTESState, uid: int) -> int:
    do(s, f"bleed {uid}")
    a = action(s)
    assert a is not None
    return int(a.bleed_amount(s))


# ------------------------------------------------------------------------ plain numbers


@pytest.mark.parametrize(
    "name",
    [
        "Catalina Vega (G6)",
        "Kamile Paukstys (G6)",
        "Lenny Burkhead (G6)",
        "Kasim Bayar (G6)",
        "Marchesa Liliana (G6)",
        "Mora, the Death Seer (G6)",
        "Nonu Dis (G6)",
        "Sreelekha (G7)",
    ],
)
def test_catalina_kamile_lenny_kasim_liliana_mora_nonu_sreelekha_plus_one_bleed(name: str) -> None:
    """VT-ACT-09: "+1 bleed" in the vampire's text: a bleed of 2."""
    s = table()
    v = ready(s, 0, name, blood=3)
    goto(s, "minion")
    assert bleeding(s, v) == 2
    finish_action(s)
    assert s.pool[1] == 28


@pytest.mark.parametrize(
    "name", ["Valeriya Zinovieva (G6)", "Massimiliano (G6)", "Faruq Abd al-Qadir (G6)", "Theo Bell (G6)"]
)
def test_valeriya_massimiliano_faruq_theo_bell_plus_one_strength(name: str) -> None:
    """VT-STR-06: a vampire's strength is 1, +1 from its text."""
    s = table()
    v = ready(s, 0, name, blood=3)
    assert strength(s, v) == 2


def test_rinaldo_albizzi_plus_one_intercept() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    r = ready(s, 1, "Rinaldo Albizzi (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: f"block {r}" in legal(st))
    do(s, f"block {r}")
    assert action(s).intercept(s) == 1


def test_doc_martina_rescue_costs_her_1_blood() -> None:
    """VT-ACT-27: a rescue costs 2 blood; Doc Martina's costs 1, and the split follows the lowered cost."""
    s = table()
    doc = ready(s, 0, "Doc Martina (G7)", blood=3)
    other = ready(s, 0, "Ariane (G5)", blood=3)
    v = torpor(s, 0, "Lauren (G6)", blood=0)
    goto(s, "minion")
    moves = legal(s)
    assert f"rescue {doc} {v} 1" in moves and f"rescue {doc} {v} 2" not in moves
    assert f"rescue {other} {v} 2" in moves and f"rescue {other} {v} 1" not in moves
    do(s, f"rescue {doc} {v} 1")
    finish_action(s)
    assert s.minions[doc].blood == 2 and v in s.ready[0]


def test_sreelekha_gives_one_more_discard_phase_action() -> None:
    """VT-DISC-01: 1 discard phase action, +1 while Sreelekha is ready at the start of the phase."""
    s = table()
    ready(s, 0, "Sreelekha (G7)", blood=3)
    goto(s, "influence")
    do(s, "end")
    assert s.phase_actions == 2


def test_sreelekha_in_torpor_gives_no_discard_phase_action() -> None:
    s = table()
    torpor(s, 0, "Sreelekha (G7)", blood=3)
    goto(s, "influence")
    do(s, "end")
    assert s.phase_actions == 1


def test_branimira_plus_one_intercept_at_9_pool_or_fewer() -> None:
    s = table()
    b = ready(s, 0, "Branimira (G6)", blood=3)
    s.pool[0] = 10
    assert static(s, b, "intercept") == 0
    s.pool[0] = 9
    assert static(s, b, "intercept") == 1


def test_hesha_ruhadze_plus_one_bleed_for_each_unique_equipment() -> None:
    s = table()
    h = ready(s, 0, "Hesha Ruhadze (G6)", blood=3)
    attach(s, h, ".44 Magnum")  # not unique
    assert bleed(s, h) == 1
    attach(s, h, "Ivory Bow")
    attach(s, h, "Heart of Nizchetus")
    assert bleed(s, h) == 3


def test_neserian_minus_one_bleed_without_locations_plus_one_vote_with_one() -> None:
    s = table()
    n = ready(s, 0, "Neserian (G6)", blood=3)
    assert bleed(s, n) == 0 and static(s, n, "votes") == 0
    in_play(s, 0, "Elder Library")
    assert bleed(s, n) == 1 and static(s, n, "votes") == 1
    in_play(s, 1, "Information Highway")  # another Methuselah's location does not count
    assert static(s, n, "votes") == 1


def test_neserian_location_of_another_methuselah_does_not_count() -> None:
    s = table()
    n = ready(s, 0, "Neserian (G6)", blood=3)
    in_play(s, 1, "Elder Library")
    assert bleed(s, n) == 0


# ------------------------------------------------------------------------ stealth and intercept


def test_ariane_minus_one_stealth_during_undirected_actions() -> None:
    """VT-STL-02: a hunt has +1 stealth; Ariane's is 0. A bleed is directed: 0 stealth, unchanged."""
    s = table()
    a = ready(s, 0, "Ariane (G5)", blood=1)
    b = ready(s, 0, "Lauren (G6)", blood=1)
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert action(s).stealth(s) == 0
    finish_action(s)
    do(s, f"hunt {b}")
    assert action(s).stealth(s) == 1
    finish_action(s)


def test_ariane_bleed_is_directed_no_stealth_change() -> None:
    s = table()
    a = ready(s, 0, "Ariane (G5)", blood=2)
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert action(s).stealth(s) == 0


def intercept_of(s: VTESState, actor: int, blocker: int, verb: str = "bleed") -> int:
    do(s, f"{verb} {actor}")
    pass_until(s, lambda st: f"block {blocker}" in legal(st))
    do(s, f"block {blocker}")
    return int(action(s).intercept(s))


def test_azucena_plus_one_intercept_against_a_younger_lasombra() -> None:
    s = table()
    young = ready(s, 0, "Braden White (G6)", blood=3)  # capacity 4
    az = ready(s, 1, "Azucena (G6)", blood=3)  # capacity 5
    goto(s, "minion")
    assert intercept_of(s, young, az) == 1


def test_azucena_minus_one_intercept_against_an_older_lasombra() -> None:
    s = table()
    old = ready(s, 0, "Rinaldo Albizzi (G6)", blood=3)  # capacity 7
    az = ready(s, 1, "Azucena (G6)", blood=3)
    goto(s, "minion")
    assert intercept_of(s, old, az) == -1


def test_azucena_no_change_against_another_clan() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    az = ready(s, 1, "Azucena (G6)", blood=3)
    goto(s, "minion")
    assert intercept_of(s, a, az) == 0


def test_bret_stryker_minus_one_intercept_against_titled_vampires() -> None:
    s = table()
    prince = ready(s, 0, "Ayelech (G6)", blood=3)
    bret = ready(s, 1, "Bret Stryker (G6)", blood=3)
    goto(s, "minion")
    assert intercept_of(s, prince, bret) == -1


def test_bret_stryker_no_change_against_untitled_vampires() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    bret = ready(s, 1, "Bret Stryker (G6)", blood=3)
    goto(s, "minion")
    assert intercept_of(s, v, bret) == 0


def test_castellan_plus_one_intercept_during_directed_actions() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    c = ready(s, 1, "Castellan (G7)", blood=3)
    goto(s, "minion")
    assert intercept_of(s, v, c) == 1


def test_castellan_minus_one_intercept_during_undirected_actions() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    c = ready(s, 1, "Castellan (G7)", blood=3)
    goto(s, "minion")
    assert intercept_of(s, v, c, "hunt") == -1


def test_the_dowager_plus_one_intercept_during_directed_actions_only() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    w = ready(s, 0, "Ariane (G5)", blood=3)
    d = ready(s, 1, "The Dowager (G6)", blood=3)
    goto(s, "minion")
    assert intercept_of(s, v, d) == 1
    finish_action(s)
    s.minions[d] = s.minions[d]._replace(locked=False)
    assert intercept_of(s, w, d, "hunt") == 0


def test_martina_srnankova_plus_one_intercept_during_bleed_actions_only() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    w = ready(s, 0, "Ariane (G5)", blood=3)
    m = ready(s, 1, "Martina Srnankova (G6)", blood=3)
    goto(s, "minion")
    assert intercept_of(s, v, m) == 1
    finish_action(s)
    s.minions[m] = s.minions[m]._replace(locked=False)
    assert intercept_of(s, w, m, "hunt") == 0


# ------------------------------------------------------------------------ after an action


def test_mother_anja_giovanni_unlocks_a_hecata_after_an_oblivion_action(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_action(monkeypatch, "Shroud of Decay", "obl")
    s = table()
    anja = ready(s, 0, '"Mother" Anja Giovanni (G6)', blood=3)
    h = ready(s, 0, "Lenelle, Mambo of Birmingham (G6)", blood=3)
    hand(s, 0, "Shroud of Decay")
    goto(s, "minion")
    do(s, "play shroud-of-decay", f"by {h}")
    to_stage(s, "after")
    assert s.minions[h].locked
    do(s, f"use {anja} 1")
    assert not s.minions[h].locked and s.minions[anja].blood == 2
    finish_action(s)
    assert f"use {anja} 1" not in legal(s)  # once each turn


def test_mother_anja_giovanni_after_an_action_requiring_hecata(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_action(monkeypatch, "Pit of Contemplation")
    s = table()
    anja = ready(s, 0, '"Mother" Anja Giovanni (G6)', blood=3)
    h = ready(s, 0, "Mora, the Death Seer (G6)", blood=3)
    hand(s, 0, "Pit of Contemplation")
    goto(s, "minion")
    do(s, "play pit-of-contemplation", f"by {h}")
    to_stage(s, "after")
    do(s, f"use {anja} 1")
    assert not s.minions[h].locked


def test_mother_anja_giovanni_not_after_a_bleed_nor_another_discipline() -> None:
    s = table()
    anja = ready(s, 0, '"Mother" Anja Giovanni (G6)', blood=3)
    h = ready(s, 0, "Marchesa Liliana (G6)", blood=3)
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, f"bleed {h}")
    to_stage(s, "after")
    assert f"use {anja} 1" not in legal(s)
    finish_action(s)
    s.minions[h] = s.minions[h]._replace(locked=False)
    do(s, "play govern-the-unaligned", f"by {h}")  # Dominate, not Oblivion
    to_stage(s, "after")
    assert f"use {anja} 1" not in legal(s)


def test_mother_anja_giovanni_only_while_ready(monkeypatch: pytest.MonkeyPatch) -> None:
    fake_action(monkeypatch, "Shroud of Decay", "obl")
    s = table()
    anja = torpor(s, 0, '"Mother" Anja Giovanni (G6)', blood=3)
    ready(s, 0, "Lenelle, Mambo of Birmingham (G6)", blood=3)
    hand(s, 0, "Shroud of Decay")
    goto(s, "minion")
    do(s, "play shroud-of-decay")  # Anja in torpor takes no action
    to_stage(s, "after")
    assert f"use {anja} 1" not in legal(s)


def test_aline_gadeke_unlocks_after_another_anarch_succeeds() -> None:
    s = table()
    aline = ready(s, 0, "Aline Gädeke (G6)", blood=3, locked=True)
    anarch = ready(s, 0, "Ariane (G5)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {anarch}")
    assert f"use {aline} 1" not in legal(s)  # not before resolution
    to_stage(s, "after")
    do(s, f"use {aline} 1")
    assert not s.minions[aline].locked and s.minions[aline].blood == 2
    finish_action(s)
    s.minions[aline] = s.minions[aline]._replace(locked=True)
    s.minions[anarch] = s.minions[anarch]._replace(locked=False)
    do(s, f"hunt {anarch}")
    to_stage(s, "after")
    assert f"use {aline} 1" not in legal(s)  # once each turn


def test_aline_gadeke_not_after_a_non_anarch_action() -> None:
    s = table()
    aline = ready(s, 0, "Aline Gädeke (G6)", blood=3, locked=True)
    cam = ready(s, 0, "Lauren (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {cam}")
    to_stage(s, "after")
    assert f"use {aline} 1" not in legal(s)


def test_aline_gadeke_not_after_a_blocked_action() -> None:
    s = table()
    aline = ready(s, 0, "Aline Gädeke (G6)", blood=3, locked=True)
    anarch = ready(s, 0, "Ariane (G5)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion")
    block(s, anarch, b)
    pass_until(s, lambda st: current_combat(st) is None)
    assert action(s).stage == "after" and not action(s).successful
    assert f"use {aline} 1" not in legal(s)


def test_sybren_van_oosten_unlocks_after_his_referendum_passes() -> None:
    s = table()
    sy = ready(s, 0, "Sybren van Oosten (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    to_poll(s)
    do(s, f"vote {sy} for")
    pass_until(s, lambda st: action(st) is not None and action(st).stage == "after")
    assert s.minions[sy].locked
    do(s, f"use {sy} 1")
    assert not s.minions[sy].locked


def test_sybren_van_oosten_stays_locked_after_a_failed_referendum() -> None:
    s = table()
    sy = ready(s, 0, "Sybren van Oosten (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    to_poll(s)
    pass_until(s, lambda st: action(st) is not None and action(st).stage == "after")
    assert f"use {sy} 1" not in legal(s)


# ------------------------------------------------------------------------ actions of their own


def test_aniel_burns_a_card_requiring_a_discipline_from_another_minion() -> None:
    """VT-ACT-01: a card of another Methuselah: directed; VT-ACT-05: 1 blood paid on success."""
    s = table()
    an = ready(s, 0, "Aniel (G7)", blood=3)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    spy = attach(s, v, "Raven Spy", counters=1)
    magnum = attach(s, v, ".44 Magnum")
    goto(s, "minion")
    do(s, f"use {an} 1")  # the Raven Spy is the one card requiring a Discipline: no choice
    a = action(s)
    assert a.stealth(s) == 1 and a.directed and a.target_seat == 1
    finish_action(s)
    assert spy not in s.placed and magnum in s.placed and s.minions[an].blood == 2


def test_aniel_burns_a_corruption_counter() -> None:
    s = table()
    an = ready(s, 0, "Aniel (G7)", blood=3)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    s.minions[v] = s.minions[v].with_count("corruption 3", 2)
    goto(s, "minion")
    do(s, f"use {an} 1")
    finish_action(s)
    assert s.minions[v].count("corruption 3") == 1


def test_aniel_needs_1_blood_and_a_target() -> None:
    s = table()
    an = ready(s, 0, "Aniel (G7)", blood=3)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion")
    assert f"use {an} 1" not in legal(s)  # nothing to burn
    attach(s, v, "Raven Spy", counters=1)
    s.minions[an] = s.minions[an]._replace(blood=0)
    s.changed()
    assert f"use {an} 1" not in legal(s)


def test_dominica_searches_her_library_for_an_archetype() -> None:
    """VT-TERM-15: the search may fail; the library is shuffled; the card is revealed."""
    s = table()
    d = ready(s, 0, "Dominica (G7)", blood=3)
    s.library[0] = [cid("Perfectionist"), cid("Rebel"), cid("Conditioning")] * 3
    hand(s, 0, *["Bonding"] * 6)
    goto(s, "minion")
    do(s, f"use {d} 1")
    assert action(s).stealth(s) == 1
    pass_until(s, lambda st: isinstance(top(st), Ask))
    assert "choose perfectionist" in legal(s) and "choose conditioning" not in legal(s) and "decline" in legal(s)
    do(s, "choose rebel")
    assert cid("Rebel") in s.hand[0] and len(s.hand[0]) == 7 and len(s.library[0]) == 8
    assert cid("Rebel") in s.known[1][0]


def test_dominica_can_fail_to_find() -> None:
    s = table()
    d = ready(s, 0, "Dominica (G7)", blood=3)
    s.library[0] = [cid("Conditioning")] * 5
    hand(s, 0, *["Bonding"] * 7)
    goto(s, "minion")
    do(s, f"use {d} 1")
    finish_action(s)
    assert len(s.hand[0]) == 7 and len(s.library[0]) == 5


def test_sakhar_searches_his_library_for_an_equipment() -> None:
    s = table()
    k = ready(s, 0, "Sakhar (G7)", blood=3)
    s.library[0] = [cid("Conditioning"), cid(".44 Magnum"), cid("Perfectionist")]
    hand(s, 0, *["Bonding"] * 6)
    goto(s, "minion")
    do(s, f"use {k} 1")
    pass_until(s, lambda st: isinstance(top(st), Ask))
    assert "choose perfectionist" not in legal(s)
    do(s, "choose 44-magnum")
    assert cid(".44 Magnum") in s.hand[0] and cid(".44 Magnum") not in s.library[0]


def test_sakhar_blocked_finds_nothing() -> None:
    s = table()
    k = ready(s, 0, "Sakhar (G7)", blood=3)
    b = ready(s, 1, "Rinaldo Albizzi (G6)", blood=3)
    s.library[0] = [cid(".44 Magnum")]
    goto(s, "minion")
    do(s, f"use {k} 1")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    pass_until(s, lambda st: action(st) is None)
    assert s.library[0] == [cid(".44 Magnum")]


def test_lenelle_exchanges_a_card_from_hand_for_a_library_card_in_the_ash_heap() -> None:
    s = table()
    le = ready(s, 0, "Lenelle, Mambo of Birmingham (G6)", blood=3)
    hand(s, 0, "Conditioning", "Bonding")
    s.ash[0] = [cid("Govern the Unaligned"), cid("Enchant Kindred"), cid("Ayelech (G6)")]
    goto(s, "minion")
    do(s, f"use {le} 1", "target conditioning")
    assert "target ayelech-g6" not in legal(s)  # a crypt card is no library card
    do(s, "target govern-the-unaligned")
    assert action(s).stealth(s) == 1
    finish_action(s)
    assert sorted(s.hand[0]) == sorted([cid("Bonding"), cid("Govern the Unaligned")])
    assert cid("Conditioning") in s.ash[0] and cid("Govern the Unaligned") not in s.ash[0]
    assert s.minions[le].blood == 2


def test_lenelle_needs_a_library_card_in_the_ash_heap() -> None:
    s = table()
    le = ready(s, 0, "Lenelle, Mambo of Birmingham (G6)", blood=3)
    hand(s, 0, "Conditioning")
    s.ash[0] = [cid("Ayelech (G6)")]
    goto(s, "minion")
    assert f"use {le} 1" not in legal(s)


def test_seraphina_adds_2_blood_to_a_vampire_you_control() -> None:
    s = table()
    se = ready(s, 0, "Seraphina (G7)", blood=3)
    v = ready(s, 0, "Lauren (G6)", blood=1)
    goto(s, "minion")
    do(s, f"use {se} 1", f"target {v}")
    assert action(s).stealth(s) == 1 and not action(s).directed
    finish_action(s)
    assert s.minions[v].blood == 3 and s.minions[se].blood == 3


def test_seraphina_ally_life_not_over_starting_life() -> None:
    s = table()
    se = ready(s, 0, "Seraphina (G7)", blood=3)
    z = ready(s, 0, "Aggressive Corpse", blood=2)  # 3 starting life
    goto(s, "minion")
    do(s, f"use {se} 1", f"target {z}")
    finish_action(s)
    assert s.minions[z].blood == 3


def test_theo_bell_enters_combat_with_a_minion() -> None:
    s = table()
    theo = ready(s, 0, "Theo Bell (G6)", blood=3)
    v = ready(s, 2, "Lauren (G6)", blood=3)
    hand(s, 0, "Bonding")
    hand(s, 2, "Bonding")
    goto(s, "minion")
    do(s, f"use {theo} 1")
    assert action(s).directed and action(s).target_seat == 2
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert (c.a, c.b) == (theo, v) and c.strength(s, theo) == 2


# ------------------------------------------------------------------------ during an action


def test_gathii_reveals_a_non_master_for_plus_one_stealth_when_needed() -> None:
    s = table()
    g = ready(s, 0, "Gathii (G7)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    s.library[0].append(cid("Conditioning"))
    goto(s, "minion")
    do(s, f"bleed {g}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    do(s, f"use {g} 1")
    assert action(s).stealth(s) == 1
    assert f"use {g} 1" not in legal(s)  # once each action
    finish_action(s)
    assert s.pool[1] == 29  # the block failed


def test_gathii_reveals_a_master_card_and_burns_1_blood() -> None:
    s = table()
    g = ready(s, 0, "Gathii (G7)", blood=3)
    s.library[0].append(cid("Misdirection"))
    goto(s, "minion")
    do(s, f"bleed {g}", f"use {g} 1")
    assert s.minions[g].blood == 2 and action(s).stealth(s) == 0


def test_gathii_no_stealth_when_not_needed() -> None:
    """ANK 20231031: usable when stealth is not needed, but then no stealth is gained."""
    s = table()
    g = ready(s, 0, "Gathii (G7)", blood=3)
    s.library[0].append(cid("Conditioning"))
    goto(s, "minion")
    do(s, f"bleed {g}", f"use {g} 1")
    assert action(s).stealth(s) == 0 and s.minions[g].blood == 3


def test_gathii_only_during_his_own_action() -> None:
    s = table()
    g = ready(s, 0, "Gathii (G7)", blood=3)
    v = ready(s, 0, "Lauren (G6)", blood=3)
    goto(s, "minion")
    assert f"use {g} 1" not in legal(s)
    do(s, f"bleed {v}")
    assert f"use {g} 1" not in legal(s)


def test_larissa_moreira_discards_an_animalism_card_for_plus_one_bleed() -> None:
    s = table()
    la = ready(s, 0, "Larissa Moreira (G6)", blood=3)
    hand(s, 0, "Raven Spy", "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {la}", f"use {la} 1")
    assert action(s).bleed_amount(s) == 2 and cid("Raven Spy") in s.ash[0]
    finish_action(s)
    assert s.pool[1] == 28


def test_larissa_moreira_not_during_a_hunt() -> None:
    s = table()
    la = ready(s, 0, "Larissa Moreira (G6)", blood=3)
    hand(s, 0, "Raven Spy")
    goto(s, "minion")
    do(s, f"hunt {la}")
    assert f"use {la} 1" not in legal(s)


def test_marchesa_liliana_removes_seven_ash_heap_cards_for_another_bleed() -> None:
    s = table()
    li = ready(s, 0, "Marchesa Liliana (G6)", blood=3)
    s.ash[0] = [cid("Conditioning")] * 6 + [cid("Bonding")] * 2
    goto(s, "minion")
    do(s, f"bleed {li}")
    assert action(s).bleed_amount(s) == 2
    do(s, f"use {li} 1")
    assert action(s).bleed_amount(s) == 3
    do(s, "choose bonding", "choose bonding")  # then only Conditioning is left: taken without asking
    assert s.ash[0] == [cid("Conditioning")]
    assert len(s.removed[0]) == 7
    assert f"use {li} 1" not in legal(s)  # one card left


def test_marchesa_liliana_needs_seven_cards() -> None:
    s = table()
    li = ready(s, 0, "Marchesa Liliana (G6)", blood=3)
    s.ash[0] = [cid("Conditioning")] * 6
    goto(s, "minion")
    do(s, f"bleed {li}")
    assert f"use {li} 1" not in legal(s)


def test_marchesa_liliana_only_during_a_bleed() -> None:
    s = table()
    li = ready(s, 0, "Marchesa Liliana (G6)", blood=3)
    s.ash[0] = [cid("Conditioning")] * 7
    goto(s, "minion")
    do(s, f"hunt {li}")
    assert f"use {li} 1" not in legal(s)


def test_marialena_burns_1_blood_when_blocked() -> None:
    s = table()
    m = ready(s, 0, "Marialena (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion")
    block(s, m, b)
    assert s.minions[m].blood == 2


def test_marialena_not_when_unblocked() -> None:
    s = table()
    m = ready(s, 0, "Marialena (G6)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {m}")
    finish_action(s)
    assert s.minions[m].blood == 3


# ------------------------------------------------------------------------ blocks and referendums


def test_parijat_blockers_burn_the_top_card_of_their_library_against_zombies() -> None:
    s = table()
    z = ready(s, 0, "Aggressive Corpse")
    ready(s, 2, "Parijat, the Dark Oracle (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    top_card = s.library[1][-1]
    goto(s, "minion")
    do(s, f"bleed {z}")
    pass_until(s, lambda st: f"block {b}" in legal(st))
    do(s, f"block {b}")
    assert s.ash[1] == [top_card]


def test_parijat_no_block_attempt_with_an_empty_library() -> None:
    """ANK 20260317: a Methuselah who cannot burn the top card cannot attempt the block."""
    s = table()
    z = ready(s, 0, "Aggressive Corpse")
    ready(s, 2, "Parijat, the Dark Oracle (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    s.library[1] = []
    goto(s, "minion")
    do(s, f"bleed {z}")
    pass_until(s, lambda st: s.to_move == 1)
    assert f"block {b}" not in legal(s)


def test_parijat_no_cost_against_vampires_or_while_not_ready() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    torpor(s, 2, "Parijat, the Dark Oracle (G6)", blood=3)
    z = ready(s, 0, "Aggressive Corpse")
    ready(s, 3, "Parijat, the Dark Oracle (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion")
    block(s, v, b)
    assert s.ash[1] == []
    assert z in s.ready[0]


def test_alexander_silverson_votes_against_his_referendum_cost_1_blood() -> None:
    s = table()
    al = ready(s, 0, "Alexander Silverson (G6)", blood=3)
    p = ready(s, 1, "Alice Chen (G6)", blood=3)
    q = ready(s, 2, "Ayelech (G6)", blood=0)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    ref = to_poll(s)
    do(s, f"vote {al} for")
    pass_until(s, lambda st: s.to_move == 1)
    do(s, f"vote {p} against")
    assert s.minions[p].blood == 2 and ref.tally(s)[1] == 2
    pass_until(s, lambda st: s.to_move == 2)
    assert f"vote {q} against" not in legal(s) and f"vote {q} for" in legal(s)  # no blood: not against
    assert ref.tally(s)[1] == 2 and not ref.has_cast(q)


def test_alexander_silverson_votes_for_are_free() -> None:
    s = table()
    ready(s, 0, "Alexander Silverson (G6)", blood=3)
    p = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    to_poll(s)
    pass_until(s, lambda st: s.to_move == 1)
    do(s, f"vote {p} for")
    assert s.minions[p].blood == 3


def test_alexander_silverson_not_in_another_vampires_referendum() -> None:
    s = table()
    ready(s, 1, "Alexander Silverson (G6)", blood=3)
    c = ready(s, 0, "Ayelech (G6)", blood=3)
    p = ready(s, 2, "Alice Chen (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    to_poll(s)
    do(s, f"vote {c} for")
    pass_until(s, lambda st: s.to_move == 2)
    do(s, f"vote {p} against")
    assert s.minions[p].blood == 3


def test_alexa_draper_discards_a_dominate_card_for_plus_one_vote() -> None:
    s = table()
    al = ready(s, 0, "Alexa Draper (G6)", blood=3)
    s.library[0] = [cid("Ivory Bow")] * 10
    hand(s, 0, "Kine Resources Contested", "Conditioning", "Bonding", "Raven Spy")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    ref = to_poll(s)
    do(s, f"use {al} 1")
    assert "target bonding" in legal(s) and "target raven-spy" not in legal(s)
    do(s, "target conditioning")
    assert cid("Conditioning") in s.ash[0]
    assert f"use {al} 1" not in legal(s)  # once each referendum (ANK 20220705)
    do(s, f"vote {al} for")
    assert ref.tally(s)[0] == 3


def test_alexa_draper_usable_while_locked_after_casting() -> None:
    s = table()
    al = ready(s, 0, "Alexa Draper (G6)", blood=3)
    s.library[0] = [cid("Ivory Bow")] * 10
    hand(s, 0, "Kine Resources Contested", "Conditioning", "Bonding")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    ref = to_poll(s)
    assert s.minions[al].locked
    do(s, f"vote {al} against", f"use {al} 1", "target conditioning")
    assert ref.tally(s)[1] == 3


def test_alexa_draper_only_during_polling() -> None:
    s = table()
    al = ready(s, 0, "Alexa Draper (G6)", blood=3)
    hand(s, 0, "Conditioning")
    goto(s, "minion")
    assert f"use {al} 1" not in legal(s)


def test_yewon_ong_discards_an_oblivion_card_for_plus_one_vote() -> None:
    s = table()
    yw = ready(s, 0, "Yewon Ong (G6)", blood=3)
    s.library[0] = [cid("Ivory Bow")] * 10
    hand(s, 0, "Kine Resources Contested", "Shadow Cast", "Conditioning")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    ref = to_poll(s)
    do(s, f"use {yw} 1")  # Shadow Cast is the one Oblivion card
    assert cid("Shadow Cast") in s.ash[0] and cid("Conditioning") in s.hand[0]
    do(s, f"vote {yw} for")
    assert ref.tally(s)[0] == 3


# ------------------------------------------------------------------------ combat


def test_abaddon_gets_an_optional_maneuver_and_press_each_combat() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    ab = ready(s, 1, "Abaddon (G7)", blood=3)
    goto(s, "minion")
    block(s, a, ab)
    to_step(s, "range")
    assert f"maneuver {ab} optional" not in legal(s)  # the acting minion's side first
    pass_until(s, lambda st: s.to_move == 1)
    do(s, f"maneuver {ab} optional")
    assert current_combat(s).range == "long"
    pass_until(s, lambda st: s.to_move == 1)
    assert f"maneuver {ab} optional" not in legal(s)  # 1 maneuver each combat
    hand(s, 0)
    hand(s, 1)  # no strike at long range, nothing else to play: the strikes are taken without asking
    to_step(s, "press")
    pass_until(s, lambda st: s.to_move == 1)
    hand(s, 0, "Bonding")  # the acting side may answer the press
    do(s, f"press {ab} continue")
    assert current_combat(s).press == 1 and s.to_move == 0


def test_abaddon_nothing_without_him_in_combat() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    ready(s, 1, "Abaddon (G7)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion")
    block(s, a, b)
    assert not current_combat(s).mods


def test_faruq_minions_with_your_corruption_cannot_strike_combat_ends() -> None:
    from tabletome.games.vtes.combat import Strike

    s = table()
    f = ready(s, 0, "Faruq Abd al-Qadir (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    s.minions[b] = s.minions[b].with_count("corruption 1", 1)
    goto(s, "minion")
    block(s, f, b)
    to_step(s, "before-strikes")
    c = current_combat(s)
    c.add(b, "strike", Strike("ends", name="test-ends"), "round")
    assert [st.name for st in intrinsic_strikes(s, c, b)] == ["hand"]


def test_faruq_majesty_not_playable_by_a_corrupted_opponent() -> None:
    s = table()
    f = ready(s, 0, "Faruq Abd al-Qadir (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)  # superior Presence
    s.minions[b] = s.minions[b].with_count("corruption 1", 1)
    hand(s, 1, "Majesty")
    goto(s, "minion")
    block(s, f, b)
    to_step(s, "strike")
    do(s, "strike hand")
    assert legal(s) == ["strike hand"]


def test_faruq_others_corruption_counters_do_not_count() -> None:
    from tabletome.games.vtes.combat import Strike

    s = table()
    f = ready(s, 0, "Faruq Abd al-Qadir (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    s.minions[b] = s.minions[b].with_count("corruption 3", 1)
    goto(s, "minion")
    block(s, f, b)
    to_step(s, "before-strikes")
    c = current_combat(s)
    c.add(b, "strike", Strike("ends", name="test-ends"), "round")
    assert "test-ends" in [st.name for st in intrinsic_strikes(s, c, b)]


def test_flavio_goncalves_can_strike_dodge_once_each_combat() -> None:
    s = table()
    a = ready(s, 0, "Valeriya Zinovieva (G6)", blood=3)
    fl = ready(s, 1, "Flávio Gonçalves (G6)", blood=3)
    goto(s, "minion")
    block(s, a, fl)
    to_step(s, "strike")
    do(s, "strike hand")
    assert "strike flavio-dodge" in legal(s)
    do(s, "strike flavio-dodge")
    assert s.minions[fl].blood == 3  # dodged
    c = current_combat(s)
    assert [st.name for st in intrinsic_strikes(s, c, fl)] == ["hand"]


def test_phaibun_discards_a_card_at_random_to_dodge() -> None:
    s = table()
    a = ready(s, 0, "Valeriya Zinovieva (G6)", blood=3)
    ph = ready(s, 1, "Phaibun (G7)", blood=3)
    hand(s, 1, "Conditioning")
    goto(s, "minion")
    block(s, a, ph)
    to_step(s, "strike")
    do(s, "strike hand")
    do(s, "strike phaibun-dodge")
    assert s.minions[ph].blood == 3 and s.ash[1] == [cid("Conditioning")]
    c = current_combat(s)
    assert [st.name for st in intrinsic_strikes(s, c, ph)] == ["hand"]


def test_phaibun_no_dodge_with_an_empty_hand() -> None:
    s = table()
    a = ready(s, 0, "Valeriya Zinovieva (G6)", blood=3)
    ph = ready(s, 1, "Phaibun (G7)", blood=3)
    goto(s, "minion")
    block(s, a, ph)
    c = current_combat(s)
    assert "phaibun-dodge" in [st.name for st in intrinsic_strikes(s, c, ph)]
    hand(s, 1)
    assert [st.name for st in intrinsic_strikes(s, c, ph)] == ["hand"]


def test_kasim_bayar_discards_a_political_card_for_plus_2_strength() -> None:
    s = table()
    k = ready(s, 0, "Kasim Bayar (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested", "Conditioning")
    goto(s, "minion")
    block(s, k, b)
    to_step(s, "before-range")
    do(s, f"use {k} 1")
    c = current_combat(s)
    assert c.strength(s, k) == 3 and cid("Kine Resources Contested") in s.ash[0]
    assert f"use {k} 1" not in legal(s)


def test_kasim_bayar_only_before_range() -> None:
    s = table()
    k = ready(s, 0, "Kasim Bayar (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    block(s, k, b)
    to_step(s, "before-strikes")
    assert f"use {k} 1" not in legal(s)


def test_opikun_prevents_2_damage_to_a_vampire_you_control() -> None:
    s = table()
    a = ready(s, 0, "Valeriya Zinovieva (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    op = torpor(s, 1, "Opikun (G7)", blood=2)  # usable in torpor (LSJ 20011022)
    goto(s, "minion")
    block(s, a, b)
    to_step(s, "strike")
    do(s, "strike hand", "strike hand")
    pass_until(s, lambda st: f"use {op} 1" in legal(st))
    do(s, f"use {op} 1")
    assert s.minions[op].blood == 1
    pass_until(s, lambda st: isinstance(top(st), CombatWindow) and top(st).step_name == "press")
    assert s.minions[b].blood == 3  # Valeriya's 2 damage prevented


def test_opikun_prevents_damage_to_a_vampire_on_the_acting_side() -> None:
    s = table()
    a = ready(s, 0, "Valeriya Zinovieva (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    op = ready(s, 0, "Opikun (G7)", blood=2)
    goto(s, "minion")
    block(s, a, b)
    to_step(s, "strike")
    do(s, "strike hand", "strike hand")
    pass_until(s, lambda st: f"use {op} 1" in legal(st))
    assert s.minions[b].blood == 1  # Lauren took Valeriya's 2 damage: Opikun was not offered
    do(s, f"use {op} 1")
    pass_until(s, lambda st: isinstance(top(st), CombatWindow) and top(st).step_name == "press")
    assert s.minions[a].blood == 3 and s.minions[op].blood == 1


def test_tommaso_sforza_ends_a_combat_of_a_zombie_ally() -> None:
    s = table()
    z = ready(s, 0, "Aggressive Corpse")
    t = ready(s, 0, "Tommaso Sforza (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion")
    block(s, z, b)
    to_step(s, "before-range")
    do(s, f"use {t} 1")
    assert s.minions[t].blood == 2
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[z].blood == 3 and s.minions[b].blood == 3


def test_tommaso_sforza_not_for_a_vampire() -> None:
    s = table()
    v = ready(s, 0, "Lauren (G6)", blood=3)
    t = ready(s, 0, "Tommaso Sforza (G6)", blood=3)
    b = ready(s, 1, "Ayelech (G6)", blood=3)
    goto(s, "minion")
    block(s, v, b)
    to_step(s, "before-range")
    assert f"use {t} 1" not in legal(s)


def test_roy_plus_one_strength_against_titled_vampires() -> None:
    s = table()
    roy = ready(s, 0, "Roy (G7)", blood=2)
    b = ready(s, 1, "Ayelech (G6)", blood=3)
    goto(s, "minion")
    block(s, roy, b)
    to_step(s, "before-range")
    assert current_combat(s).strength(s, roy) == 2


def test_roy_no_bonus_against_untitled_vampires() -> None:
    s = table()
    roy = ready(s, 0, "Roy (G7)", blood=2)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion")
    block(s, roy, b)
    to_step(s, "before-range")
    assert current_combat(s).strength(s, roy) == 1


def test_roy_locks_at_the_start_of_your_discard_phase() -> None:
    s = table()
    roy = ready(s, 0, "Roy (G7)", blood=2)
    other = ready(s, 1, "Roy (G7)", blood=2)
    goto(s, "influence")
    do(s, "end")
    assert s.minions[roy].locked and not s.minions[other].locked


# ------------------------------------------------------------------------ the phases


def test_gnaeus_aemilius_augustinus_prey_chooses_a_minion_to_damage() -> None:
    s = table()
    ready(s, 0, "Gnaeus Aemilius Augustinus (G6)", blood=3)
    v = ready(s, 1, "Lauren (G6)", blood=2)
    w = ready(s, 1, "Alice Chen (G6)", blood=0)
    goto(s, "unlock")
    pass_until(s, lambda st: isinstance(top(st), Ask))
    assert s.to_move == 1 and set(legal(s)) == {f"choose {v}", f"choose {w}"}
    do(s, f"choose {v}")
    assert s.minions[v].blood == 1 and w in s.ready[1]


def test_gnaeus_aemilius_augustinus_damage_to_an_empty_vampire_sends_it_to_torpor() -> None:
    s = table()
    ready(s, 0, "Gnaeus Aemilius Augustinus (G6)", blood=3)
    w = ready(s, 1, "Alice Chen (G6)", blood=0)
    goto(s, "unlock")
    assert w in s.torpor[1]


def test_gnaeus_aemilius_augustinus_nothing_in_torpor() -> None:
    s = table()
    torpor(s, 0, "Gnaeus Aemilius Augustinus (G6)", blood=3)
    v = ready(s, 1, "Lauren (G6)", blood=2)
    goto(s, "unlock")
    assert s.minions[v].blood == 2


def test_kalinda_burns_the_edge_to_unlock_during_your_turn() -> None:
    s = table()
    k = ready(s, 0, "Kalinda (G6)", blood=3, locked=True)
    s.edge = 0
    goto(s, "minion")
    do(s, f"use {k} 1")
    assert not s.minions[k].locked and s.edge == CENTRE


def test_kalinda_not_without_the_edge_nor_in_another_turn() -> None:
    s = table()
    k = ready(s, 0, "Kalinda (G6)", blood=3, locked=True)
    goto(s, "minion")
    assert f"use {k} 1" not in legal(s)
    s.edge = 0
    v = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "minion", seat=1)
    do(s, f"bleed {v}")
    pass_until(s, lambda st: s.to_move == 0)
    assert f"use {k} 1" not in legal(s)


def test_luciano_carvalho_moves_an_animal_retainer_in_the_discard_phase() -> None:
    s = table()
    lu = torpor(s, 0, "Luciano Carvalho (G7)", blood=3)  # usable in torpor (LSJ 20011022)
    a = ready(s, 0, "Lauren (G6)", blood=3)
    spy = attach(s, a, "Raven Spy", counters=1)
    goto(s, "discard")
    do(s, f"use {lu} 1")  # one animal retainer, one other vampire: nothing to choose
    assert spy in s.minions[lu].cards and spy not in s.minions[a].cards


def test_luciano_carvalho_only_in_the_discard_phase() -> None:
    s = table()
    lu = ready(s, 0, "Luciano Carvalho (G7)", blood=3)
    a = ready(s, 0, "Lauren (G6)", blood=3)
    attach(s, a, "Raven Spy", counters=1)
    goto(s, "minion")
    assert f"use {lu} 1" not in legal(s)


def test_mora_moves_a_library_card_from_the_ash_heap_to_the_library_bottom() -> None:
    s = table()
    mo = ready(s, 0, "Mora, the Death Seer (G6)", blood=3)
    s.ash[0] = [cid("Conditioning"), cid("Ayelech (G6)")]
    goto(s, "discard")
    do(s, f"use {mo} 1")  # the crypt card is no library card: no choice
    assert s.library[0][0] == cid("Conditioning") and s.ash[0] == [cid("Ayelech (G6)")]
    s.ash[0].append(cid("Bonding"))
    s.changed()
    assert f"use {mo} 1" not in legal(s)  # once each turn


def test_mora_not_in_torpor() -> None:
    s = table()
    mo = torpor(s, 0, "Mora, the Death Seer (G6)", blood=3)
    s.ash[0] = [cid("Conditioning")]
    goto(s, "discard")
    assert f"use {mo} 1" not in legal(s)


def test_nonu_dis_adds_1_blood_to_a_follower_of_set_after_a_master_card() -> None:
    s = table()
    nonu = ready(s, 0, "Nonu Dis (G6)", blood=3)
    fos = ready(s, 0, "Crystal Lynn (G6)", blood=3)
    ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Elder Library")
    goto(s, "master")
    assert f"use {nonu} 1" not in legal(s)
    do(s, "play elder-library")
    pass_until(s, lambda st: f"use {nonu} 1" in legal(st))
    do(s, f"use {nonu} 1", f"target {fos}")
    assert s.minions[fos].blood == 4
    assert f"use {nonu} 1" not in legal(s)  # once each master phase (ANK 20220617)


def test_ilonka_looks_at_the_bleeders_hand_and_discards_at_random() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    il = ready(s, 1, "Ilonka (G7)", blood=3)
    hand(s, 0, "Conditioning", "Conditioning")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: isinstance(top(st), Ask))
    assert s.to_move == 1 and s.pool[1] == 29
    do(s, "choose look")
    assert sorted(s.known[1][0]) == [cid("Conditioning")] * 2
    do(s, "choose discard")
    assert s.ash[0] == [cid("Conditioning")]
    finish_action(s)
    b = ready(s, 0, "Alice Chen (G6)", blood=3)
    do(s, f"bleed {b}")
    finish_action(s)  # once each turn: not asked again
    assert s.pool[1] == 28 and il in s.ready[1]


def test_ilonka_not_in_torpor_nor_after_a_bleed_of_another_methuselah() -> None:
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=3)
    torpor(s, 1, "Ilonka (G7)", blood=3)
    ready(s, 2, "Ilonka (G7)", blood=3)
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 29 and not s.known[1][0] and not s.known[2][0]


# ------------------------------------------------------------------------ Elen Kamjian

ELEN = "Elen Kamjian (G6)"


def test_elen_kamjian_must_bleed_with_plus_1_bleed_while_you_control_a_locked_minion() -> None:
    """VT-MIN-04, VT-MIN-05: her bleed comes first, nothing else meanwhile; VT-MIN-09: nor the end."""
    s = table()
    elen = ready(s, 0, ELEN, blood=3)
    other = ready(s, 0, "Lauren (G6)", blood=3)
    ready(s, 0, "Aleph (G1)", blood=3, locked=True)
    goto(s, "minion")
    assert legal(s) == [f"use {elen} 1"]
    do(s, f"use {elen} 1")
    assert action(s).is_bleed() and action(s).directed and action(s).target_seat == 1
    assert action(s).bleed_amount(s) == 2
    finish_action(s)
    assert s.pool[1] == 28
    assert f"bleed {other}" in legal(s) and "end" in legal(s)


def test_elen_kamjian_nothing_owed_without_a_locked_minion() -> None:
    s = table()
    elen = ready(s, 0, ELEN, blood=3)
    ready(s, 0, "Lauren (G6)", blood=3)
    goto(s, "minion")
    assert f"use {elen} 1" not in legal(s)
    assert f"bleed {elen}" in legal(s) and "end" in legal(s)


def test_elen_kamjian_must_hunt_instead_when_empty() -> None:
    """VT-ACT-15: "unless she must hunt"."""
    s = table()
    elen = ready(s, 0, ELEN, blood=0)
    ready(s, 0, "Aleph (G1)", blood=3, locked=True)
    goto(s, "minion")
    assert legal(s) == [f"hunt {elen}"]


def test_elen_kamjian_free_to_act_if_she_unlocks_after_her_bleed() -> None:
    """LSJ 20090226: her mandatory bleed done, an unlocked Elen may take any action (VT-ACT-07: not
    another bleed)."""
    s = table()
    elen = ready(s, 0, ELEN, blood=3)
    ready(s, 0, "Aleph (G1)", blood=3, locked=True)
    goto(s, "minion")
    do(s, f"use {elen} 1")
    finish_action(s)
    ops.unlock(s, elen)
    s.changed()
    moves = legal(s)
    assert f"hunt {elen}" in moves and "end" in moves
    assert f"use {elen} 1" not in moves and f"bleed {elen}" not in moves


# ------------------------------------------------------------------------ Adrino Manauara


def test_adrino_manauara_presses_to_continue_once_each_combat() -> None:
    """VT-PRS-01 to VT-PRS-03: his mandatory press continues the combat after the first round; it is
    spent, so the second round ends it."""
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=4)
    adrino = ready(s, 1, "Adrino Manauara (G6)", blood=8)
    goto(s, "minion")
    block(s, a, adrino)
    to_step(s, "press")
    c = current_combat(s)
    assert c.round == 1 and c.press == 1 and c.last_press == adrino
    pass_until(s, lambda st: current_combat(st) is None or current_combat(st).round == 2)
    to_step(s, "press")
    assert current_combat(s).round == 2 and current_combat(s).press == 0
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[a].blood == 2 and s.minions[adrino].blood == 6  # two rounds of hand strikes


def test_adrino_manauara_the_acting_minion_may_press_to_end_against_his_press() -> None:
    """VT-PRS-01: a press to end cancels his press to continue."""
    s = table()
    adrino = ready(s, 0, "Adrino Manauara (G6)", blood=8)
    b = ready(s, 1, "Abaddon (G7)", blood=5)  # 1 optional press each combat
    goto(s, "minion")
    block(s, adrino, b)
    to_step(s, "press")
    c = current_combat(s)
    assert c.press == 1 and c.last_press == adrino
    pass_until(s, lambda st: f"press {b} end" in legal(st))
    do(s, f"press {b} end")
    pass_until(s, lambda st: current_combat(st) is None)
    assert s.minions[adrino].blood == 7 and s.minions[b].blood == 4  # one round only


def test_adrino_manauara_no_press_when_the_combat_ends_in_the_first_round() -> None:
    """VT-PRS-01: presses only while both combatants are ready."""
    s = table()
    a = ready(s, 0, "Lauren (G6)", blood=0)
    adrino = ready(s, 1, "Adrino Manauara (G6)", blood=8)
    goto(s, "minion")
    s.minions[a] = s.minions[a]._replace(blood=1)
    block(s, a, adrino)
    s.minions[a] = s.minions[a]._replace(blood=0)  # the hand strike sends her to torpor
    pass_until(s, lambda st: current_combat(st) is None)
    assert a in s.torpor[0] and not any("presses" in line for _, line in s.log)
