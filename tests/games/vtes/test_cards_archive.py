"""Cards the tournament-winning decks of 2020 on need most (issue 37), each played as its text says.

One test (or one parametrized case) per card, named by the card, asserting its effect in a real
position; ``test_each_card_is_implemented`` checks how the coverage report counts each."""

from __future__ import annotations

from functools import cache

import pytest

from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import capacity, level
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
    uncontrolled,
)
from tests.games.vtes.test_cards_vocabulary import combat_with, end_combat, to

OPP = "Agatha (G2)"  # a plain opponent: Sabbat, capacity 4, obf pot, strength 1


@cache
def holder(code: str, lvl: int, at_least: int = 5) -> str:
    """A group 1-7 vampire with ``code`` at ``lvl`` exactly (basic 1, superior 2), capacity 5+."""
    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if f.crypt and not f.advanced and "Imbued" not in f.types and f.capacity >= at_least and f.level(code) == lvl:
            return c.name
    raise LookupError(code)


@cache
def without(code: str) -> str:
    """A vampire of capacity 5+ without the discipline."""
    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if f.crypt and not f.advanced and "Imbued" not in f.types and f.capacity >= 5 and f.level(code) == 0:
            return c.name
    raise LookupError(code)


def slug(name: str) -> str:
    return facts(cid(name)).slug


# ------------------------------------------------------------------------ Discipline master cards

DISCIPLINES = (
    ("Animalism", "ani"),
    ("Auspex", "aus"),
    ("Celerity", "cel"),
    ("Chimerstry", "chi"),
    ("Dementation", "dem"),
    ("Dominate", "dom"),
    ("Fortitude", "for"),
    ("Necromancy", "nec"),
    ("Obfuscate", "obf"),
    ("Obtenebration", "obt"),
    ("Potence", "pot"),
    ("Presence", "pre"),
    ("Protean", "pro"),
    ("Quietus", "qui"),
    ("Serpentis", "ser"),
    ("Thaumaturgy", "tha"),
    ("Vicissitude", "vic"),
)


@pytest.mark.parametrize(("name", "code"), DISCIPLINES)
def test_discipline_master_card_adds_a_level_and_capacity(name: str, code: str) -> None:
    """ "+1 level of X and +1 capacity" (VT-CARD-37, VT-CARD-38: no blood added)."""
    s = table()
    v = ready(s, 0, without(code), blood=2)
    cap = capacity(s, v)
    hand(s, 0, name)
    goto(s, "master")
    play(s, slug(name), f"target {v}")
    assert level(s, v, code) == 1 and capacity(s, v) == cap + 1 and s.minions[v].blood == 2


@pytest.mark.parametrize(("name", "code"), DISCIPLINES)
def test_discipline_master_card_not_on_superior(name: str, code: str) -> None:
    s = table()
    v = ready(s, 0, holder(code, 2))
    hand(s, 0, name)
    goto(s, "master")
    assert level(s, v, code) == 2 and f"play {slug(name)}" not in legal(s)  # its only vampire is superior


# ------------------------------------------------------------------------ blood and pool masters


def test_giants_blood_fills_a_vampire_once_in_a_game() -> None:
    s = table()
    v = ready(s, 0, without("abo"), blood=1)
    hand(s, 0, "Giant's Blood")
    goto(s, "master")
    play(s, "giant-s-blood", f"target {v}")
    assert s.minions[v].blood == capacity(s, v)
    hand(s, 0, "Giant's Blood")
    s.minions[v] = s.minions[v]._replace(blood=1)
    goto(s, "master", turn=s.turn + 4)
    assert "play giant-s-blood" not in legal(s)  # only one in a game


def test_zillahs_valley_adds_4_blood_to_an_old_uncontrolled_vampire() -> None:
    s = table()
    ready(s, 0, OPP)
    big = next(c.name for c in load_cards() if facts(c.id).crypt and facts(c.id).capacity >= 8)
    small = next(c.name for c in load_cards() if facts(c.id).crypt and facts(c.id).capacity == 4)
    u = uncontrolled(s, 0, big, blood=1)
    w = uncontrolled(s, 0, small, blood=0)
    hand(s, 0, "Zillah's Valley")
    goto(s, "master")
    play(s, "zillah-s-valley", f"target {u}")  # the capacity-4 vampire is no target: the only one is taken
    assert (
        s.minions[w].blood == 0
        and s.minions[u].blood == 5
        and s.pool[0] == 30 - facts(cid("Zillah's Valley")).pool_cost
    )


def test_liquidation_burns_7_library_cards_for_3_pool() -> None:
    s = table()
    hand(s, 0, "Liquidation")
    lib = len(s.library[0])
    ash = len(s.ash[0])
    goto(s, "master")
    do(s, "play liquidation")
    assert s.pool[0] == 33 and len(s.ash[0]) == ash + 8 and len(s.library[0]) == lib - 7
    assert cid("Liquidation") not in s.hand[0] and len(s.hand[0]) == 0  # not replaced until discard


def test_effective_management_moves_the_top_crypt_card() -> None:
    s = table()
    hand(s, 0, "Effective Management")
    top = s.crypt[0][-1]
    goto(s, "master")
    do(s, "play effective-management")
    assert [s.minions[u].card for u in s.uncontrolled[0]] == [top] and s.minions[s.uncontrolled[0][0]].blood == 0


def test_tribute_to_the_master_moves_1_blood_from_each_ready_vampire() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    b = ready(s, 0, without("abo"), blood=1)
    c = ready(s, 0, without("obf"), blood=0)
    hand(s, 0, "Tribute to the Master")
    goto(s, "master")
    do(s, "play tribute-to-the-master")
    assert s.pool[0] == 32 and s.minions[a].blood == 2 and s.minions[b].blood == 0 and s.minions[c].blood == 0


# ------------------------------------------------------------------------ action modifiers


@cache
def aged(at_least: int, at_most: int = 11) -> str:
    """A vampire with capacity between ``at_least`` and ``at_most``, no text beyond sect and title."""
    from tabletome.games.vtes.coverage import ability_text

    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if (
            f.crypt
            and not f.advanced
            and "Imbued" not in f.types
            and at_least <= f.capacity <= at_most
            and not ability_text(f)
        ):
            return c.name
    raise LookupError(at_least)


def to_seat(s: VTESState, seat: int) -> None:
    pass_until(s, lambda st: st.to_move == seat)


def blocked(s: VTESState, actor: int, blocker: int, verb: str = "bleed", intercept: int = 0) -> None:
    """``actor`` takes a default action; ``blocker`` attempts to block (with extra intercept): state B,
    the acting Methuselah to play."""
    goto(s, "minion")
    do(s, f"{verb} {actor}")
    to_seat(s, s.controller(blocker))
    do(s, f"block {blocker}")
    a = action(s)
    assert a is not None
    if intercept:
        a.add_intercept(blocker, intercept)
    to_seat(s, s.controller(actor))
    assert a.stage == "B"


def test_elder_impersonation_basic_gives_stealth_when_needed() -> None:
    s = table()
    a = ready(s, 0, holder("obf", 1), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Elder Impersonation")
    blocked(s, a, b, intercept=1)
    do(s, "play elder-impersonation")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


def test_elder_impersonation_superior_fails_the_block_for_good() -> None:
    s = table()
    a = ready(s, 0, holder("obf", 2), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Elder Impersonation")
    blocked(s, a, b)
    do(s, "play elder-impersonation", "mode superior")
    assert action(s).blocker == -1  # type: ignore[union-attr]
    to_seat(s, 1)
    assert f"block {b}" not in legal(s)
    finish_action(s)
    assert s.pool[1] == 29


def test_call_of_the_hungry_dead_basic_gives_the_blocker_minus_1_intercept() -> None:
    s = table()
    a = ready(s, 0, holder("nec", 1), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Call of the Hungry Dead")
    blocked(s, a, b)
    do(s, "play call-of-the-hungry-dead")
    assert action(s).intercept(s) == -1  # type: ignore[union-attr]


def test_call_of_the_hungry_dead_superior_burns_1_blood_to_fail_the_block() -> None:
    s = table()
    a = ready(s, 0, holder("nec", 2), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Call of the Hungry Dead")
    blocked(s, a, b)
    do(s, "play call-of-the-hungry-dead", "mode superior")
    assert action(s).blocker == -1 and s.minions[a].blood == 3  # type: ignore[union-attr]


@pytest.mark.parametrize(("lvl", "plus"), ((1, 2), (2, 3)))
def test_forgotten_labyrinth_gives_stealth_but_not_during_a_bleed(lvl: int, plus: int) -> None:
    s = table()
    a = ready(s, 0, holder("obf", lvl), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Forgotten Labyrinth")
    blocked(s, a, b, intercept=3)
    assert "play forgotten-labyrinth" not in legal(s)  # a bleed
    s2 = table()
    a = ready(s2, 0, holder("obf", lvl), blood=4)
    b = ready(s2, 3, OPP)  # the predator may block a hunt (VT-BLK-02)
    hand(s2, 0, "Forgotten Labyrinth")
    blocked(s2, a, b, verb="hunt", intercept=3)
    before = action(s2).stealth(s2)  # type: ignore[union-attr]
    play(s2, "forgotten-labyrinth", "mode superior")
    assert action(s2).stealth(s2) == before + plus  # type: ignore[union-attr]


def test_shroud_of_night_basic_not_during_a_bleed_superior_during_one() -> None:
    s = table()
    a = ready(s, 0, holder("obt", 1), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Shroud of Night")
    blocked(s, a, b, intercept=1)
    assert "play shroud-of-night" not in legal(s)
    s = table()
    a = ready(s, 0, holder("obt", 2), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Shroud of Night")
    blocked(s, a, b, intercept=1)
    play(s, "shroud-of-night", "mode superior")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


def bleed_with(card: str, code: str, lvl: int, mode: str = "") -> tuple[VTESState, int]:
    s = table()
    a = ready(s, 0, holder(code, lvl), blood=4)
    hand(s, 0, card)
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, slug(card), *([mode] if mode else []))
    finish_action(s)
    return s, a


@pytest.mark.parametrize(
    ("card", "code", "lvl", "mode", "pool"),
    (
        ("Changeling", "vic", 1, "", 28),
        ("Confusion", "dem", 1, "", 28),
        ("Iron Glare", "pre", 2, "mode superior", 27),
        ("Murmur of the False Will", "dom", 1, "mode basic", 28),
    ),
)
def test_bleed_modifiers_add_their_bleed(card: str, code: str, lvl: int, mode: str, pool: int) -> None:
    """Changeling [vic], Confusion [dem]: +1 bleed; Iron Glare [POT][PRE]: +2 bleed; Murmur of the False
    Will [dom]: +1 bleed."""
    if card == "Iron Glare":
        s = table()
        a = ready(s, 0, both_superior("pot", "pre"), blood=4)
        hand(s, 0, card)
        goto(s, "minion")
        do(s, f"bleed {a}")
        play(s, slug(card), mode)
        finish_action(s)
    else:
        s, _ = bleed_with(card, code, lvl, mode)
    assert s.pool[1] == pool


@cache
def both_superior(*codes: str) -> str:
    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if f.crypt and not f.advanced and "Imbued" not in f.types and all(f.level(k) == 2 for k in codes):
            return c.name
    raise LookupError(codes)


@pytest.mark.parametrize("card", ("Changeling", "Confusion"))
def test_changeling_and_confusion_superior_give_stealth(card: str) -> None:
    code = {"Changeling": "vic", "Confusion": "dem"}[card]
    s = table()
    a = ready(s, 0, holder(code, 2), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, card)
    blocked(s, a, b, intercept=1)
    play(s, slug(card), "mode superior")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    assert action(s).bleed_amount(s) == (2 if card == "Confusion" else 1)  # type: ignore[union-attr]


def test_instantaneous_transformation_superior_unlocks_after_a_successful_action_once_a_turn() -> None:
    s = table()
    a = ready(s, 0, both_superior("cel", "pro"), blood=4)
    hand(s, 0, "Instantaneous Transformation")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: action(st) is not None and action(st).stage == "after" and st.to_move == 0)
    play(s, "instantaneous-transformation", "mode superior")
    finish_action(s)
    assert not s.minions[a].locked and s.pool[1] == 29
    hand(s, 0, "Instantaneous Transformation")
    do(s, f"hunt {a}")
    pass_until(s, lambda st: action(st) is not None and action(st).stage == "after" and st.to_move == 0)
    assert "play instantaneous-transformation" not in legal(s)  # one at superior each turn


# ------------------------------------------------------------------------ combat


def test_blur_superior_gives_2_additional_strikes() -> None:
    s, a, _b = combat_with("Blur", "cel", 2)
    to(s, "strike")
    play(s, "blur", "mode superior")
    c = current_combat(s)
    assert c is not None and c.total(a, "additional") == 2 and s.minions[a].blood == 3


def test_blur_basic_gives_1_additional_strike() -> None:
    s, a, _b = combat_with("Blur", "cel", 1)
    to(s, "strike")
    play(s, "blur")
    c = current_combat(s)
    assert c is not None and c.total(a, "additional") == 1


def test_sideslip_basic_dodges() -> None:
    s, a, b = combat_with("Sideslip", "cel", 1)
    to(s, "strike")
    play(s, "sideslip")
    end_combat(s)
    assert s.minions[a].blood == 4 and s.minions[b].blood == 4  # the hand strike of strength 1 dodged


def test_sideslip_superior_prevents_1_damage() -> None:
    s, a, _b = combat_with("Sideslip", "cel", 2)
    to(s, "strike")
    do(s, "strike hand")
    to(s, "damage")
    play(s, "sideslip", "mode superior")
    end_combat(s)
    assert s.minions[a].blood == 4


def test_canine_horde_basic_is_a_ranged_strike_for_1() -> None:
    s, _a, b = combat_with("Canine Horde", "ani", 1)
    c = current_combat(s)
    assert c is not None
    c.range = "long"
    to(s, "strike")
    play(s, "canine-horde")
    end_combat(s)
    assert s.minions[b].blood == 3


@pytest.mark.parametrize(("lvl", "at"), ((1, "long"), (2, "close")))
def test_no_trace_ends_combat(lvl: int, at: str) -> None:
    s, a, b = combat_with("No Trace", "obf", lvl)
    c = current_combat(s)
    assert c is not None
    c.range = at
    to(s, "strike")
    play(s, "no-trace", *(["mode superior"] if lvl == 2 else []))
    end_combat(s)
    assert s.minions[a].blood == 3 and s.minions[b].blood == 4  # the cost; no damage either way


def test_no_trace_basic_not_at_close_range() -> None:
    s, _a, _b = combat_with("No Trace", "obf", 1)
    to(s, "strike")
    assert "play no-trace" not in legal(s)


def test_unflinching_persistence_superior_maneuvers_and_shields() -> None:
    s, a, _b = combat_with("Unflinching Persistence", "for", 2)
    to(s, "range")
    play(s, "unflinching-persistence", "mode superior")
    c = current_combat(s)
    assert c is not None and c.range == "long" and c.value(a, "shield") == 1


def test_unflinching_persistence_basic_prevents_1_damage() -> None:
    s, a, _b = combat_with("Unflinching Persistence", "for", 1)
    to(s, "strike")
    do(s, "strike hand")
    to(s, "damage")
    play(s, "unflinching-persistence")
    end_combat(s)
    assert s.minions[a].blood == 4


def test_chiropteran_marauder_superior_makes_hand_strikes_aggravated() -> None:
    s, a, _b = combat_with("Chiropteran Marauder", "vic", 2)
    to(s, "strike")
    play(s, "chiropteran-marauder", "mode superior")
    c = current_combat(s)
    assert c is not None and c.has(a, "agg-hand") and s.minions[a].blood == 3


def test_chiropteran_marauder_basic_maneuvers() -> None:
    s, _a, _b = combat_with("Chiropteran Marauder", "vic", 1)
    to(s, "range")
    play(s, "chiropteran-marauder")
    c = current_combat(s)
    assert c is not None and c.range == "long"


def test_rapid_change_superior_strike_ends_combat() -> None:
    s, a, b = combat_with("Rapid Change", "pro", 2)
    to(s, "strike")
    play(s, "rapid-change", "mode superior")
    end_combat(s)
    assert s.minions[b].blood == 4 and s.minions[a].blood == 3


def test_rapid_change_basic_gives_stealth() -> None:
    s = table()
    a = ready(s, 0, holder("pro", 1), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Rapid Change")
    blocked(s, a, b, intercept=1)
    play(s, "rapid-change", "mode basic")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ reactions


def bleed_to_c(s: VTESState, actor: int, seat: int = 1) -> None:
    """``actor`` (seat 0) bleeds seat 1; blocks are declined: state C, ``seat`` to play."""
    goto(s, "minion")
    do(s, f"bleed {actor}")
    pass_until(s, lambda st: action(st) is not None and action(st).stage == "C" and st.to_move == seat)


def test_spectral_divination_superior_gives_1_intercept() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    v = ready(s, 1, holder("nec", 2), blood=4)
    hand(s, 1, "Spectral Divination")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).stealth_bonus = 1  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, f"block {v}")
    to_seat(s, 1)
    play(s, "spectral-divination", "mode superior")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_spectral_divination_basic_gives_1_stealth() -> None:
    s = table()
    a = ready(s, 0, holder("nec", 1), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Spectral Divination")
    blocked(s, a, b, intercept=1)
    play(s, "spectral-divination", "mode basic")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


def test_redirection_basic_bounces_a_younger_vampires_bleed() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)  # capacity 4
    v = ready(s, 1, holder("dom", 1), blood=4)  # capacity 5 or more: older
    hand(s, 1, "Redirection")
    bleed_to_c(s, a)
    play(s, "redirection", "mode basic", "target p3")
    assert s.minions[v].locked and action(s).target_seat == 2  # type: ignore[union-attr]
    finish_action(s)
    assert s.pool[2] == 29 and s.pool[1] == 30


def test_redirection_basic_not_against_an_older_vampire() -> None:
    s = table()
    a = ready(s, 0, aged(10), blood=3)
    ready(s, 1, holder("dom", 1), blood=4)
    hand(s, 1, "Redirection")
    bleed_to_c(s, a)
    assert "play redirection" not in legal(s)


def test_redirection_superior_bounces_an_older_vampires_bleed() -> None:
    s = table()
    a = ready(s, 0, aged(10), blood=3)
    v = ready(s, 1, holder("dom", 2), blood=4)
    hand(s, 1, "Redirection")
    bleed_to_c(s, a)
    play(s, "redirection", "mode superior", "target p3")
    assert s.minions[v].locked and action(s).target_seat == 2  # type: ignore[union-attr]


def test_murmur_of_the_false_will_superior_bounces_a_younger_vampires_bleed() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    v = ready(s, 1, holder("dom", 2), blood=4)
    hand(s, 1, "Murmur of the False Will")
    bleed_to_c(s, a)
    play(s, "murmur-of-the-false-will", "mode superior", "target p4")
    assert s.minions[v].locked and action(s).target_seat == 3  # type: ignore[union-attr]


def test_sense_the_savage_way_superior_unlocks_and_blocks() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    v = ready(s, 1, holder("ani", 2, at_least=7), blood=4, locked=True)
    hand(s, 1, "Sense the Savage Way")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    play(s, "sense-the-savage-way", "mode superior")
    assert not s.minions[v].locked and action(s).blocker == v  # type: ignore[union-attr]


def test_sense_the_savage_way_requires_capacity_7() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    young = next(
        c.name
        for c in sorted(load_cards(), key=lambda c: c.name)
        if facts(c.id).crypt and facts(c.id).level("ani") == 2 and facts(c.id).capacity < 7
    )
    ready(s, 1, young, blood=4, locked=True)
    hand(s, 1, "Sense the Savage Way")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    assert "play sense-the-savage-way" not in legal(s)


# ------------------------------------------------------------------------ locations


def test_monastery_of_shadows_gives_hand_size_and_stealth_to_old_vampires() -> None:
    from tabletome.games.vtes.stats import hand_size
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, aged(8), blood=4)
    b = ready(s, 1, OPP)
    size = hand_size(s, 0)
    loc = in_play(s, 0, "Monastery of Shadows")
    assert hand_size(s, 0) == size + 1
    blocked(s, a, b, verb="hunt", intercept=1)
    course = action(s)
    assert course is not None
    before = course.stealth(s)
    do(s, f"use {loc} 1")
    assert course.stealth(s) == before + 1 and s.placed[loc].locked


def test_monastery_of_shadows_not_for_a_young_vampire() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, OPP, blood=4)
    b = ready(s, 1, OPP)
    loc = in_play(s, 0, "Monastery of Shadows")
    blocked(s, a, b, verb="hunt", intercept=1)
    assert f"use {loc} 1" not in legal(s)


def test_the_parthenon_gives_a_master_phase_action() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    loc = in_play(s, 0, "The Parthenon")
    goto(s, "master")
    before = s.phase_actions
    do(s, f"use {loc} 1")
    assert s.phase_actions == before + 1 and s.placed[loc].locked


def test_ennoias_theater_gives_a_transfer_and_hand_size() -> None:
    from tabletome.games.vtes.stats import hand_size
    from tests.games.vtes.scenario import in_play

    s = table()
    loc = in_play(s, 0, "Ennoia's Theater")
    goto(s, "influence")
    before = s.transfers
    do(s, f"use {loc} 2")
    assert s.transfers == before + 1 and s.placed[loc].locked
    s = table()
    loc = in_play(s, 0, "Ennoia's Theater")
    goto(s, "master")
    size = hand_size(s, 0)
    do(s, f"use {loc} 1")
    assert hand_size(s, 0) == size + 1


# ------------------------------------------------------------------------ crypt cards with plain texts


def plain(kind: str) -> list[str]:
    from tabletome.games.vtes.effects.vampires import PLAIN_TEXTS, plain_text

    out = []
    for name in PLAIN_TEXTS:
        numbers = plain_text(facts(cid(name))) or ()
        if (kind == "traits" and not numbers) or any(stat == kind for stat, _ in numbers):
            out.append(name)
    return out


def plus(name: str, stat: str) -> int:
    from tabletome.games.vtes.effects.vampires import plain_text

    return sum(n for k, n in plain_text(facts(cid(name))) or () if k == stat)


@pytest.mark.parametrize("name", plain("bleed"))
def test_plain_vampire_bleeds_for_more(name: str) -> None:
    """ "+N bleed": a bleed takes 1 + N pool."""
    s = table()
    a = ready(s, 0, name)
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 30 - 1 - plus(name, "bleed")


@pytest.mark.parametrize("name", plain("strength"))
def test_plain_vampire_strikes_harder(name: str) -> None:
    from tabletome.games.vtes.stats import strength

    s = table()
    a = ready(s, 0, name)
    assert strength(s, a) == 1 + plus(name, "strength")


@pytest.mark.parametrize("name", plain("stealth"))
def test_plain_vampire_acts_with_more_stealth(name: str) -> None:
    s = table()
    a = ready(s, 0, name)
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert action(s).stealth(s) == plus(name, "stealth")  # type: ignore[union-attr]


@pytest.mark.parametrize("name", plain("intercept"))
def test_plain_vampire_blocks_with_more_intercept(name: str) -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    v = ready(s, 1, name)
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"block {v}")
    assert action(s).intercept(s, v) == plus(name, "intercept")  # type: ignore[union-attr]


@pytest.mark.parametrize("name", plain("traits"))
def test_plain_vampire_has_its_traits(name: str) -> None:
    """A text of traits alone ("Black Hand. Seraph.", "Blood cursed."): the rules read each."""
    from tabletome.games.vtes.traits import traits

    assert traits(cid(name))
