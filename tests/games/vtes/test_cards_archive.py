"""Cards the tournament-winning decks of 2020 on need most (issue 37), each played as its text says.

One test (or one parametrized case) per card, named by the card, asserting its effect in a real
position; ``test_each_card_is_implemented`` checks how the coverage report counts each."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.coverage import VOCABULARY, ability_text, how
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
from tests.games.vtes.test_cards_vocabulary import end_combat, fight, to

OPP = "Agatha (G2)"  # a plain opponent: Sabbat, capacity 4, obf pot, strength 1

#: The cards of this file, each written as vocabulary data.
AS_DATA = (
    "Giant's Blood",
    "Zillah's Valley",
    "Liquidation",
    "Effective Management",
    "Tribute to the Master",
    "Monastery of Shadows",
    "The Parthenon",
    "Ennoia's Theater",
    "Elder Impersonation",
    "Call of the Hungry Dead",
    "Forgotten Labyrinth",
    "Shroud of Night",
    "Changeling",
    "Confusion",
    "Iron Glare",
    "Instantaneous Transformation",
    "Blur",
    "Sideslip",
    "Canine Horde",
    "No Trace",
    "Unflinching Persistence",
    "Chiropteran Marauder",
    "Rapid Change",
    "Spectral Divination",
    "Redirection",
    "Murmur of the False Will",
    "Sense the Savage Way",
    "André the Manipulator (G5)",
    "Kuyén (G6)",
    "Saku Pihlajamäki (G6)",
)


def combat_with(card: str, code: str, lvl: int, blood: int = 4) -> tuple[VTESState, int, int]:
    """A combat between a plain vampire with ``code`` at ``lvl`` holding ``card`` and the opponent."""
    s = table()
    a = ready(s, 0, holder(code, lvl), blood=blood)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, card)
    fight(s, a, b)
    return s, a, b


@pytest.mark.parametrize("name", AS_DATA)
def test_each_card_is_implemented(name: str) -> None:
    assert how(cid(name)) == VOCABULARY


@cache
def plain_first() -> list[Any]:
    """The cards by name, crypt cards with a text of their own last (their text may change a test)."""
    return sorted(load_cards(), key=lambda c: (facts(c.id).crypt and bool(ability_text(facts(c.id))), c.name))


@cache
def holder(code: str, lvl: int, at_least: int = 5) -> str:
    """A group 1-7 vampire with ``code`` at ``lvl`` exactly (basic 1, superior 2), capacity 5+."""
    for c in plain_first():
        f = facts(c.id)
        if f.crypt and not f.advanced and "Imbued" not in f.types and f.capacity >= at_least and f.level(code) == lvl:
            return c.name
    raise LookupError(code)


@cache
def without(code: str) -> str:
    """A vampire of capacity 5+ without the discipline."""
    for c in plain_first():
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
        plain = not ability_text(f)  # a plain vampire: its text changes nothing here
        if plain and f.crypt and not f.advanced and "Imbued" not in f.types and all(f.level(k) == 2 for k in codes):
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


# ------------------------------------------------------------------------ crypt cards: numbers and costs


@pytest.mark.parametrize(
    ("name", "more"),
    (("André the Manipulator (G5)", 2), ("Nana Buruku (G4)", 1), ("Unmada (G5)", 1)),
)
def test_vampire_gives_hand_size_while_ready(name: str, more: int) -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    size = hand_size(s, 0)
    v = ready(s, 0, name)
    assert hand_size(s, 0) == size + more
    s.ready[0].remove(v)
    s.torpor[0].append(v)
    assert hand_size(s, 0) == size  # not while in torpor


@pytest.mark.parametrize("name", ("Nana Buruku (G4)", "Anson (G1)"))
def test_vampire_gives_two_master_phase_actions(name: str) -> None:
    s = table()
    ready(s, 0, name)
    goto(s, "unlock")
    pass_until(s, lambda st: st.prompt().startswith("Master phase"))
    assert s.phase_actions == 2


def test_ingrid_rossler_gives_2_transfers() -> None:
    s = table()
    ready(s, 0, "Ingrid Rossler (G2)")
    goto(s, "master", turn=20)
    pass_until(s, lambda st: st.prompt().startswith("Influence phase"))
    assert s.transfers == 6


def test_unmada_gives_a_discard_phase_action() -> None:
    s = table()
    ready(s, 0, "Unmada (G5)")
    goto(s, "discard")
    assert s.phase_actions == 2


def test_oluwafunmilayo_gets_intercept_during_political_actions_only() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    v = ready(s, 1, "Oluwafunmilayo (G6)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"block {v}")
    assert action(s).intercept(s, v) == 0  # type: ignore[union-attr]


@pytest.mark.parametrize(("name", "verb", "stealth"), (("Royce (G2)", "bleed", -1), ("Zöe (G2)", "hunt", 0)))
def test_vampire_gets_less_stealth_on_its_own_actions(name: str, verb: str, stealth: int) -> None:
    """Royce: -1 stealth when bleeding; Zöe: not the usual +1 stealth when hunting."""
    s = table()
    a = ready(s, 0, name, blood=1)
    goto(s, "minion")
    do(s, f"{verb} {a}")
    assert action(s).stealth(s) == stealth  # type: ignore[union-attr]


def test_christine_boscacci_gets_minus_1_intercept_during_bleeds() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    v = ready(s, 1, "Christine Boscacci (G2)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"block {v}")
    assert action(s).intercept(s, v) == -1  # type: ignore[union-attr]


def test_dark_selina_gets_stealth_during_political_actions_not_bleeds() -> None:
    s = table()
    a = ready(s, 0, "Dark Selina (G5)")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert action(s).stealth(s) == 0  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("name", "key", "value"), (("Saku Pihlajamäki (G6)", "maneuver", ""), ("Omaya (G2)", "shield", 1))
)
def test_vampire_gets_its_combat_modifier_each_combat(name: str, key: str, value: object) -> None:
    s = table()
    a = ready(s, 0, name)
    b = ready(s, 1, OPP)
    c = fight(s, a, b)
    assert c.value(a, key) == value and not c.has(b, key)


def test_kuyen_employs_an_animal_for_1_less_blood() -> None:
    s = table()
    k = ready(s, 0, "Kuyén (G6)", blood=4)
    hand(s, 0, "Raven Spy")
    goto(s, "minion")
    play(s, "raven-spy", "mode basic")
    finish_action(s)
    assert s.minions[k].blood == 4 and any(s.placed[p].card == cid("Raven Spy") for p in s.minions[k].cards)


def test_badr_plays_obtenebration_for_1_less_blood() -> None:
    s = table()
    a = ready(s, 0, "Badr, Shadow of Granada (G5)", blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Shadow Play")
    blocked(s, a, b, intercept=1)
    play(s, "shadow-play", "mode basic")
    assert s.minions[a].blood == 4 and action(s).stealth(s) == 1  # type: ignore[union-attr]


def test_adana_de_sforza_plays_combat_cards_for_1_less_blood_and_bleeds_for_3() -> None:
    s = table()
    a = ready(s, 0, "Adana de Sforza (G4)", blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, "Blur")
    fight(s, a, b)
    to(s, "strike")
    play(s, "blur", "mode superior")
    assert s.minions[a].blood == 4
    s = table()
    a = ready(s, 0, "Adana de Sforza (G4)", blood=4)
    goto(s, "minion")
    do(s, f"bleed {a}")
    finish_action(s)
    assert s.pool[1] == 27


def test_lutz_von_hohenzollern_makes_the_prey_burn_after_a_passed_referendum() -> None:
    from tabletome.games.vtes.hooks import CARDS

    s = table()
    ready(s, 0, "Lutz von Hohenzollern (G4)")
    from tabletome.games.vtes import ops
    from tabletome.games.vtes.politics import Referendum

    info = {"referendum": Referendum(0, "political"), "passed": True}

    ops.fire(s, "referendum-end", info)
    assert s.pool[1] == 29
    ops.fire(s, "referendum-end", {**info, "passed": False})
    assert s.pool[1] == 29 and CARDS is not None


# ------------------------------------------------------------------------ cancels: Direct Intervention, Wash


def test_direct_intervention_cancels_an_action_card_unpaid_and_unlocked() -> None:
    """The acting minion does not lock, the card's cost is not paid; Direct Intervention costs 1 pool
    and is an out-of-turn card (VT-CARD-43)."""
    s = table()
    a = ready(s, 0, holder("dom", 1), blood=4)
    hand(s, 0, "Govern the Unaligned")
    hand(s, 1, "Direct Intervention")
    s.public_decks = (False,) * 4
    goto(s, "minion")
    play(s, "govern-the-unaligned", "mode basic")
    pass_until(s, lambda st: "play direct-intervention" in legal(st))
    do(s, "play direct-intervention")
    pass_until(s, lambda st: st.to_move == 0 and action(st) is None)
    assert not s.minions[a].locked and s.minions[a].blood == 4 and s.pool[1] == 29
    assert cid("Govern the Unaligned") in s.ash[0] and ("oot", 1) in s.game_marks


def test_direct_intervention_cancelled_strike_card_chooses_again() -> None:
    s, _a, _b = combat_with("Canine Horde", "ani", 1)
    c = current_combat(s)
    assert c is not None
    c.range = "long"
    hand(s, 1, "Direct Intervention")
    s.public_decks = (False,) * 4
    to(s, "strike")
    do(s, "play canine-horde")
    pass_until(s, lambda st: "play direct-intervention" in legal(st))
    do(s, "play direct-intervention")
    pass_until(s, lambda st: st.to_move == 0)
    assert step_name(s) == "strike" and s.pool[1] == 29  # the strike is chosen again


def step_name(s: VTESState) -> str:
    from tests.games.vtes.test_cards_vocabulary import step

    return step(s)


def test_direct_intervention_not_against_a_master_card() -> None:
    s = table()
    ready(s, 1, OPP)
    hand(s, 0, "Giant's Blood")
    hand(s, 1, "Direct Intervention")
    s.public_decks = (False,) * 4
    goto(s, "master")
    do(s, "play giant-s-blood")
    assert "play direct-intervention" not in legal(s)


def test_wash_cancels_a_master_card_of_the_prey_who_gets_another_action() -> None:
    s = table()
    v = ready(s, 0, OPP, blood=1)
    hand(s, 0, "Giant's Blood")
    hand(s, 3, "Wash")  # seat 3: seat 0's predator
    s.public_decks = (False,) * 4
    goto(s, "master")
    play(s, "giant-s-blood", f"target {v}")
    pass_until(s, lambda st: "play wash" in legal(st))
    do(s, "play wash")
    pass_until(s, lambda st: st.to_move == 0 and "end" in legal(st))
    assert s.minions[v].blood == 1 and s.phase_actions == 1  # cancelled; one more action
    assert cid("Wash") not in s.hand[3] and len(s.hand[3]) == 0  # not replaced until the unlock phase


def test_wash_not_by_a_methuselah_across_the_table() -> None:
    s = table()
    v = ready(s, 0, OPP, blood=1)
    hand(s, 0, "Giant's Blood")
    hand(s, 2, "Wash")  # seat 2 is neither predator nor prey of seat 0
    s.public_decks = (False,) * 4
    goto(s, "master")
    play(s, "giant-s-blood", f"target {v}")
    assert "play wash" not in legal(s)


# ------------------------------------------------------------------------ actions and politics


def test_army_of_rats_burns_1_pool_of_the_prey_once_a_turn() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    first = in_play(s, 0, "Army of Rats")
    second = in_play(s, 0, "Army of Rats")
    goto(s, "unlock", seat=0)
    for src in (first, second):
        if f"effect {src}" in legal(s):
            do(s, f"effect {src}")
    assert s.pool[1] == 29  # only 1 pool each turn with Army of Rats cards


def test_army_of_rats_is_put_in_play() -> None:
    s = table()
    ready(s, 0, holder("ani", 1), blood=4)
    hand(s, 0, "Army of Rats")
    goto(s, "minion")
    do(s, "play army-of-rats")
    finish_action(s)
    assert [s.placed[p].card for p in s.inplay[0]] == [cid("Army of Rats")]


def test_bums_rush_enters_combat_with_a_ready_minion_with_a_maneuver() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    b = ready(s, 1, aged(5), blood=3)
    hand(s, 0, "Bum's Rush")
    goto(s, "minion")
    play(s, "bum-s-rush", f"target {b}")
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and (c.a, c.b) == (a, b) and c.value(a, "maneuver") == ""


def test_harass_only_a_vampire_with_3_blood_or_less_or_a_locked_minion() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    full = ready(s, 1, aged(5), blood=5)
    low = ready(s, 2, aged(5), blood=3)
    hand(s, 0, "Harass")
    goto(s, "minion")
    play(s, "harass")  # one target only: the vampire with 3 blood (not the one with 5)
    pass_until(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.b == low and c.value(a, "press") == "continue" and s.minions[full].blood == 5


def test_anarchist_uprising_burns_1_pool_per_minion() -> None:
    from tests.games.vtes.test_cards_political import call, poll

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    ready(s, 1, "Screamer")
    hand(s, 0, "Anarchist Uprising")
    goto(s, "minion")
    call(s, "anarchist-uprising")
    poll(s, f"vote {a} for")
    assert s.pool == [29, 28, 30, 30]


# ------------------------------------------------------------------------ votes, politics


def polling_with(card: str, name: str) -> tuple[VTESState, int]:
    """``name`` calls Kine Resources Contested; in the polling step ``card`` is in hand."""
    s = table()
    a = ready(s, 0, name, blood=4)
    goto(s, "minion")
    hand(s, 0, "Kine Resources Contested")
    do(s, "play kine-resources-contested")
    pass_until(s, lambda st: "target p3=2+p4=2" in legal(st))
    do(s, "target p3=2+p4=2")
    s.hand[0].append(cid(card))
    s.changed()
    return s, a


def tally(s: VTESState) -> tuple[int, int]:
    from tabletome.games.vtes.politics import current_referendum

    ref = current_referendum(s)
    assert ref is not None
    vf, va, _, _ = ref.tally(s)
    return vf, va


@pytest.mark.parametrize(("lvl", "mode", "votes"), ((1, "mode basic", 3), (2, "mode superior", 5)))
def test_awe_gives_x_plus_1_or_2x_plus_1_votes(lvl: int, mode: str, votes: int) -> None:
    s, a = polling_with("Awe", holder("pre", lvl))
    from tabletome.games.vtes.stats import votes as votes_of

    play(s, "awe", mode, "target for", "x 2")
    assert tally(s) == (votes + votes_of(s, a), 0) and s.minions[a].blood == 2  # with its own votes, if titled


def test_iron_glare_basic_gives_2_votes() -> None:
    from tabletome.games.vtes.stats import votes as votes_of

    s, a = polling_with("Iron Glare", both_superior("pot", "pre"))
    play(s, "iron-glare", "mode basic", "target for")
    assert tally(s) == (2 + votes_of(s, a), 0)


def test_political_stranglehold_gains_3_pool_per_old_vampire_once_a_game() -> None:
    from tests.games.vtes.test_cards_political import call, poll

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)  # a prince: her votes pass it
    ready(s, 1, aged(9), blood=3)
    ready(s, 1, aged(10), blood=3)
    hand(s, 0, "Political Stranglehold")
    goto(s, "minion")
    call(s, "political-stranglehold")
    poll(s, f"vote {a} for")
    mine = 3 if capacity(s, a) >= 8 else 0
    assert s.pool == [30 + mine, 36, 30, 30]
    ops_unlock(s, a)
    hand(s, 0, "Political Stranglehold")
    assert "play political-stranglehold" not in legal(s)  # only one in a game


def ops_unlock(s: VTESState, uid: int) -> None:
    from tabletome.games.vtes import ops

    ops.unlock(s, uid)
    s.marks.clear()
    s.changed()


def test_reckless_agitation_allocates_6_points_among_other_methuselahs() -> None:
    from tests.games.vtes.test_cards_political import call, poll

    s = table()
    indep = next(
        c.name
        for c in plain_first()
        if facts(c.id).crypt
        and facts(c.id).sect == "independent"
        and facts(c.id).capacity >= 5
        and facts(c.id).title  # votes to pass it
    )
    a = ready(s, 0, indep, blood=4)
    hand(s, 0, "Reckless Agitation")
    goto(s, "minion")
    call(s, "reckless-agitation")
    assert "target p1=2+p2=2+p3=2" not in legal(s)  # not yourself
    do(s, "target p2=3+p3=3")
    poll(s, f"vote {a} for")
    assert s.pool == [30, 27, 27, 30] and s.minions[a].blood == 2


def test_reckless_agitation_requires_an_independent_or_anarch() -> None:
    s = table()
    camarilla = next(
        c.name for c in plain_first() if facts(c.id).crypt and facts(c.id).sect == "camarilla" and facts(c.id).title
    )
    ready(s, 0, camarilla, blood=4)
    hand(s, 0, "Reckless Agitation")
    goto(s, "minion")
    assert "play reckless-agitation" not in legal(s)


# ------------------------------------------------------------------------ actions


def test_scouting_mission_superior_adds_2_blood_to_a_younger_uncontrolled_vampire() -> None:
    s = table()
    ready(s, 0, holder("dom", 2), blood=4)
    u = uncontrolled(s, 0, OPP, blood=0)
    hand(s, 0, "Scouting Mission")
    goto(s, "minion")
    play(s, "scouting-mission", "mode superior", f"target {u}")
    finish_action(s)
    assert s.minions[u].blood == 2


def test_scouting_mission_basic_bleeds_for_2() -> None:
    s = table()
    ready(s, 0, holder("dom", 1), blood=4)
    hand(s, 0, "Scouting Mission")
    goto(s, "minion")
    play(s, "scouting-mission", "mode basic")
    finish_action(s)
    assert s.pool[1] == 28


@cache
def anarch_with(*codes: str) -> str:
    for c in plain_first():
        f = facts(c.id)
        if f.crypt and f.sect == "anarch" and all(f.level(k) >= 1 for k in codes):
            return c.name
    raise LookupError(codes)


def test_illegalism_with_celerity_and_presence_bleeds_for_2_and_unlocks() -> None:
    s = table()
    a = ready(s, 0, anarch_with("cel", "pre"), blood=4)
    hand(s, 0, "Illegalism")
    goto(s, "minion")
    play(s, "illegalism", "mode cel+pre")
    course = action(s)
    assert course is not None and course.stealth(s) == 0 and course.bleed_amount(s) == 2
    finish_action(s)
    assert s.pool[1] == 28 and not s.minions[a].locked


def test_illegalism_with_chimerstry_is_a_stealth_bleed() -> None:
    s = table()
    a = ready(s, 0, anarch_with("chi"), blood=4)
    hand(s, 0, "Illegalism")
    goto(s, "minion")
    play(s, "illegalism", "mode chi")
    course = action(s)
    assert course is not None and course.stealth(s) == 1 and course.bleed_amount(s) == 1
    finish_action(s)
    assert s.pool[1] == 29 and s.minions[a].locked


# ------------------------------------------------------------------------ cards in play


def test_metro_underground_unlocks_a_vampire_in_the_discard_phase() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    v = ready(s, 0, OPP, blood=3, locked=True)
    loc = in_play(s, 0, "Metro Underground")
    goto(s, "discard")
    do(s, f"use {loc} 1")
    assert not s.minions[v].locked and s.pool[0] == 29 and s.placed[loc].locked


def test_new_carthage_titled_brujah_bleed_more_ventrue_vote_less() -> None:
    from tabletome.games.vtes.stats import bleed, votes
    from tests.games.vtes.scenario import in_play

    s = table()
    brujah = next(
        c.name
        for c in plain_first()
        if facts(c.id).crypt and "Brujah" in facts(c.id).clans and facts(c.id).title and not facts(c.id).advanced
    )
    ventrue = next(
        c.name
        for c in plain_first()
        if facts(c.id).crypt and "Ventrue" in facts(c.id).clans and facts(c.id).title == "prince"
    )
    b = ready(s, 1, brujah)
    v = ready(s, 2, ventrue)
    before = (bleed(s, b), votes(s, b), votes(s, v))
    in_play(s, 0, "New Carthage")
    assert (bleed(s, b), votes(s, b), votes(s, v)) == (before[0] + 1, before[1] + 1, before[2] - 1)


def test_gangrel_revel_gives_your_gangrel_strength() -> None:
    from tabletome.games.vtes.stats import strength

    s = table()
    gangrel = next(c.name for c in plain_first() if facts(c.id).crypt and facts(c.id).clans == ("Gangrel",))
    mine = ready(s, 0, gangrel)
    theirs = ready(s, 1, gangrel)  # a Gangrel of another Methuselah
    hand(s, 0, "Gangrel Revel")
    goto(s, "master")
    do(s, "play gangrel-revel")
    assert strength(s, mine) == 2 and strength(s, theirs) == 1


# ------------------------------------------------------------------------ who may block whom


def attempt(s: VTESState, actor: int, blocker: int) -> bool:
    """Whether ``blocker`` may attempt to block ``actor``'s bleed (seat 0 bleeds seat 1)."""
    goto(s, "minion")
    do(s, f"bleed {actor}")
    to_seat(s, s.controller(blocker))
    return f"block {blocker}" in legal(s)


def test_mylan_horseed_cannot_block_vampires() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    m = ready(s, 1, "Mylan Horseed")
    other = ready(s, 1, aged(5))
    assert not attempt(s, a, m) and f"block {other}" in legal(s)


def test_mylan_horseed_unlocks_an_old_non_camarilla_vampire() -> None:
    s = table()
    m = ready(s, 0, "Mylan Horseed")
    old = next(
        c.name
        for c in plain_first()
        if facts(c.id).crypt and facts(c.id).capacity >= 8 and facts(c.id).sect in ("sabbat", "independent")
    )
    v = ready(s, 0, old, locked=True)
    goto(s, "minion")
    play_use = f"use {m} 1"
    do(s, play_use)
    pass_until(s, lambda st: action(st) is None)
    assert not s.minions[v].locked and s.minions[m].locked


def test_mylan_horseed_dodges_once_each_combat() -> None:
    s = table()
    m = ready(s, 0, "Mylan Horseed")
    b = ready(s, 1, OPP)
    fight(s, m, b)
    to(s, "strike")
    assert "strike mylan-dodge" in legal(s)


def test_vagabond_mystic_heals_a_wounded_ally_and_cannot_block_vampires() -> None:
    s = table()
    vm = ready(s, 0, "Vagabond Mystic")
    hurt = ready(s, 0, "Mylan Horseed", blood=0)
    goto(s, "master")
    do(s, f"use {vm} 1")
    assert s.minions[hurt].blood == 1 and s.minions[vm].locked
    s = table()
    a = ready(s, 0, OPP, blood=3)
    vm = ready(s, 1, "Vagabond Mystic")
    assert not attempt(s, a, vm)


def test_volker_cannot_block_primogen() -> None:
    s = table()
    primogen = next(
        c.name
        for c in plain_first()
        if facts(c.id).crypt and facts(c.id).title == "primogen" and not facts(c.id).advanced
    )
    a = ready(s, 0, primogen, blood=3)
    v = ready(s, 1, "Volker, The Puppet Prince (G2)")
    assert not attempt(s, a, v)
    s = table()
    a = ready(s, 0, OPP, blood=3)
    v = ready(s, 1, "Volker, The Puppet Prince (G2)")
    assert attempt(s, a, v)


def test_aisling_sturbridge_cannot_be_blocked_by_younger_tremere() -> None:
    s = table()
    a = ready(s, 0, "Aisling Sturbridge (G2)", blood=3)
    young = next(
        c.name
        for c in plain_first()
        if facts(c.id).crypt and facts(c.id).clans == ("Tremere",) and facts(c.id).capacity < 6
    )
    v = ready(s, 1, young)
    w = ready(s, 1, OPP)  # not Tremere: may block
    assert not attempt(s, a, v) and f"block {w}" in legal(s)


def test_rexton_cannot_be_blocked_by_allies_or_small_vampires() -> None:
    s = table()
    a = ready(s, 0, 'Rexton "Savage" Abernathy (G6)', blood=3)
    small = next(c.name for c in plain_first() if facts(c.id).crypt and facts(c.id).capacity <= 3)
    v = ready(s, 1, small)
    al = ready(s, 1, "Screamer")  # an ally that may block vampires
    big = ready(s, 1, aged(5))
    assert not attempt(s, a, v) and f"block {al}" not in legal(s) and f"block {big}" in legal(s)


# ------------------------------------------------------------------------ events


def test_the_unmasking_gives_allies_intercept_against_vampires() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, OPP, blood=3)
    al = ready(s, 1, "Screamer")
    in_play(s, 2, "The Unmasking")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"block {al}")
    assert action(s).intercept(s, al) == 1  # type: ignore[union-attr]


def test_the_unmasking_is_played_in_the_discard_phase() -> None:
    s = table()
    hand(s, 0, "The Unmasking")
    goto(s, "discard")
    do(s, "play the-unmasking")
    pass_until(s, lambda st: any(st.placed[p].card == cid("The Unmasking") for p in st.inplay[0]) or not st.stack)
    assert any(s.placed[p].card == cid("The Unmasking") for p in s.inplay[0])


def test_narrow_minds_bounces_cost_1_more_blood() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, OPP, blood=3)
    v = ready(s, 1, holder("dom", 1), blood=4)
    hand(s, 1, "Redirection")
    in_play(s, 2, "Narrow Minds")
    bleed_to_c(s, a)
    play(s, "redirection", "mode basic", "target p3")
    assert s.minions[v].blood == 3 and action(s).target_seat == 2  # type: ignore[union-attr]


# ------------------------------------------------------------------------ crypt: combats, unlocking


def test_mickey_wheeler_gets_strength_against_an_older_vampire_only() -> None:
    from tabletome.games.vtes.stats import strength

    for other, expected in ((aged(10), 2), (OPP, 1)):
        s = table()
        m = ready(s, 0, "Mickey Wheeler (G6)")
        b = ready(s, 1, other)
        hand(s, 0, "Blur")  # a card in hand: the strike is asked
        fight(s, m, b)
        to(s, "strike")
        assert strength(s, m) == expected, other


def test_mark_decker_gets_strength_and_more_against_a_werewolf() -> None:
    from tabletome.games.vtes.stats import strength

    s = table()
    m = ready(s, 0, "Mark Decker (G3)")
    assert strength(s, m) == 2
    b = ready(s, 1, "Ossian")  # a werewolf ally
    hand(s, 0, "Blur")
    fight(s, m, b)
    to(s, "strike")
    assert strength(s, m) == 3


def test_aaradhya_unlocks_after_a_successful_political_action() -> None:
    from tests.games.vtes.test_cards_political import call

    s = table()
    a = ready(s, 0, "Aaradhya, The Callous Tyrant (G6)")
    hand(s, 0, "Anarchist Uprising")
    goto(s, "minion")
    call(s, "anarchist-uprising")
    pass_until(s, lambda st: f"use {a} 1" in legal(st))
    do(s, f"use {a} 1")
    assert not s.minions[a].locked


def test_isanwayen_locks_for_a_master_phase_action_and_is_dearer_to_rescue() -> None:
    from tabletome.games.vtes.actions import rescue_cost

    s = table()
    v = ready(s, 0, "Isanwayen (G4)")
    goto(s, "master")
    do(s, f"use {v} 1")
    assert s.phase_actions == 2 and s.minions[v].locked
    r = ready(s, 1, OPP)
    assert rescue_cost(s, r, v) == 3


def test_banishment_moves_a_younger_vampire_to_the_uncontrolled_region() -> None:
    from tests.games.vtes.scenario import attach
    from tests.games.vtes.test_cards_political import poll

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    y = ready(s, 1, OPP, blood=2)  # capacity 4: younger
    older = ready(s, 1, aged(9), blood=2)  # no term: older than Ayelech (capacity 7)
    attach(s, y, "Sport Bike")
    hand(s, 0, "Banishment")
    goto(s, "minion")
    do(s, "play banishment")  # the only younger vampire: the terms need no question
    poll(s, f"vote {a} for")
    assert y in s.uncontrolled[1] and s.minions[y].blood == 2 and s.minions[y].cards  # its card stays
    assert older in s.ready[1]


# ------------------------------------------------------------------------ Ashur Tablets


def test_ashur_tablets_third_copy_gains_3_pool_and_recovers_ash_heap_cards() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    in_play(s, 0, "Ashur Tablets")
    in_play(s, 0, "Ashur Tablets")
    in_play(s, 1, "Ashur Tablets")  # another Methuselah's copy is removed too
    s.ash[0] = [cid("Blur"), cid("Sideslip"), cid("Wash")]
    lib = len(s.library[0])
    hand(s, 0, "Ashur Tablets")
    goto(s, "master")
    do(s, "play ashur-tablets")
    pass_until(s, lambda st: "choose sideslip" in legal(st))
    do(s, "choose sideslip", "choose wash", "done")
    assert s.pool[0] == 33 and cid("Sideslip") in s.hand[0] and s.ash[0] == [cid("Blur")]
    assert len(s.library[0]) + len(s.hand[0]) == lib + 2 and cid("Wash") in s.library[0]  # (the hand refilled)
    assert not any(s.placed[p].card == cid("Ashur Tablets") for t in range(4) for p in s.inplay[t])
    assert s.removed[0].count(cid("Ashur Tablets")) == 3 and s.removed[1].count(cid("Ashur Tablets")) == 1


def test_ashur_tablets_only_one_each_turn() -> None:
    s = table()
    hand(s, 0, "Ashur Tablets", "Ashur Tablets")
    goto(s, "master")
    s.phase_actions = 2
    do(s, "play ashur-tablets")
    pass_until(s, lambda st: "end" in legal(st) and st.to_move == 0)
    assert len(s.inplay[0]) == 1 and "play ashur-tablets" not in legal(s)


# ------------------------------------------------------------------------ Jake Washington


def test_jake_washington_becomes_an_ally_then_burns_to_fill_an_empty_vampire() -> None:
    from tabletome.games.vtes import render
    from tabletome.games.vtes.stats import bleed, strength

    s = table()
    v = ready(s, 0, aged(5), blood=0)
    full = ready(s, 1, OPP, blood=2)
    hand(s, 0, "Jake Washington")
    goto(s, "master")
    do(s, "play jake-washington")
    pass_until(s, lambda st: len(st.ready[0]) == 2)
    jake = s.ready[0][-1]
    assert s.minions[jake].blood == 1 and strength(s, jake) == 0 and bleed(s, jake) == 0
    assert "Jake Washington" in json.dumps(s.view(1)) and render.svg(s.view(1))  # shown as an ally in play
    goto(s, "unlock")
    assert f"use {jake} 1" in legal(s)
    do(s, f"use {jake} 1")  # the only vampire with no blood: taken
    assert s.minions[v].blood == 4 and jake not in s.minions and s.minions[full].blood == 2
    assert cid("Jake Washington") in s.ash[0]


# ------------------------------------------------------------------------ Scourge of the Enochians


def test_scourge_of_the_enochians_burns_a_small_vampire_and_passes_to_the_predator() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    small = next(c.name for c in plain_first() if facts(c.id).crypt and facts(c.id).capacity <= 2)
    v = ready(s, 1, small, blood=1)
    ready(s, 1, OPP)  # capacity 4: no target
    src = in_play(s, 0, "Scourge of the Enochians")
    goto(s, "discard")
    do(s, f"use {src} 1")  # the only small vampire: taken
    assert v not in s.minions and s.placed[src].controller == 3


def test_scourge_of_the_enochians_passes_even_if_unused() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    src = in_play(s, 0, "Scourge of the Enochians")
    goto(s, "discard")
    pass_until(s, lambda st: st.current != 0)
    assert s.placed[src].controller == 3


# ------------------------------------------------------------------------ equipment, combat cards, fighters


def test_laptop_computer_gives_1_bleed_one_per_minion() -> None:
    from tabletome.games.vtes.stats import bleed
    from tests.games.vtes.scenario import attach

    s = table()
    a = ready(s, 0, aged(5), blood=3)
    hand(s, 0, "Laptop Computer")
    goto(s, "minion")
    do(s, "play laptop-computer")
    finish_action(s)
    assert bleed(s, a) == 2 and s.pool[0] == 29
    s = table()
    a = ready(s, 0, aged(5), blood=3)
    attach(s, a, "Laptop Computer")
    hand(s, 0, "Laptop Computer")
    goto(s, "minion")
    assert "play laptop-computer" not in legal(s)


@pytest.mark.parametrize(("card", "strike"), (("IR Goggles", ""), ("Assault Rifle", "assault-rifle-4r")))
def test_equipment_gives_an_optional_maneuver_each_combat(card: str, strike: str) -> None:
    from tests.games.vtes.scenario import attach

    s = table()
    a = ready(s, 0, aged(5), blood=3)
    b = ready(s, 1, OPP)
    attach(s, a, card)
    c = fight(s, a, b)
    assert c.value(a, "maneuver") == strike


def test_assault_rifle_strikes_for_4_at_long_range() -> None:
    from tests.games.vtes.scenario import attach

    s = table()
    a = ready(s, 0, aged(5), blood=3)
    b = ready(s, 1, aged(9), blood=6)
    attach(s, a, "Assault Rifle")
    hand(s, 0, "Blur")
    fight(s, a, b)
    c = current_combat(s)
    assert c is not None
    c.range = "long"
    to(s, "strike")
    do(s, "strike assault-rifle-4r")
    end_combat(s)
    assert s.minions[b].blood <= 2  # 4 damage (mended with blood as it lands)


def test_behind_you_only_in_the_first_round() -> None:
    s, a, _b = combat_with("Behind You!", "obf", 2)
    to(s, "strike")
    play(s, "behind-you", "mode superior")
    c = current_combat(s)
    assert c is not None and any(u == a and st.kind == "dodge" for u, st in c.chosen)
    s, _a, _b = combat_with("Behind You!", "obf", 2)
    c = current_combat(s)
    assert c is not None
    c.round = 2
    to(s, "strike")
    assert "play behind-you" not in legal(s)


def test_aid_from_bats_strikes_1r_with_an_optional_maneuver() -> None:
    s, a, b = combat_with("Aid from Bats", "ani", 1)
    c = current_combat(s)
    assert c is not None
    c.range = "long"
    to(s, "strike")
    play(s, "aid-from-bats")
    assert c.value(a, "maneuver") == ""
    end_combat(s)
    assert s.minions[b].blood == 3


@pytest.mark.parametrize(("name", "locked"), (("Dafina Hanganu (G6)", False), ("Nathaniel Bordruff (G6)", True)))
def test_vampire_enters_combat_as_an_action(name: str, locked: bool) -> None:
    s = table()
    a = ready(s, 0, name)
    b = ready(s, 1, aged(5), locked=locked)
    goto(s, "minion")
    do(s, f"use {a} 1")
    pass_until(s, lambda st: action(st) is None)
    lines = [line for _, line in s.log or []]
    assert f"Combat: {name} against {facts(s.minions[b].card).name}." in lines


# ------------------------------------------------------------------------ the long tail, written as data


def test_eluding_the_arms_of_morpheus_unlocks_and_blocks() -> None:
    s = table()
    a = ready(s, 0, OPP, blood=3)
    v = ready(s, 1, aged(5), locked=True)
    hand(s, 1, "Eluding the Arms of Morpheus")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    play(s, "eluding-the-arms-of-morpheus")
    assert not s.minions[v].locked and action(s).blocker == v  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("card", "code", "lvl", "mode"),
    (
        ("Plasmic Form", "vic", 1, "mode basic"),
        ("Occlusion", "chi", 2, "mode superior"),
        ("Deny", "dem", 2, "mode superior"),
    ),
)
def test_modifier_mode_gives_1_stealth(card: str, code: str, lvl: int, mode: str) -> None:
    s = table()
    a = ready(s, 0, holder(code, lvl), blood=4)
    b = ready(s, 1, OPP)
    hand(s, 0, card)
    blocked(s, a, b, intercept=1)
    play(s, slug(card), mode)
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("card", "code", "lvl", "mode"),
    (("Plasmic Form", "vic", 2, "mode superior"), ("Occlusion", "chi", 1, "mode basic")),
)
def test_combat_mode_dodges(card: str, code: str, lvl: int, mode: str) -> None:
    s, a, b = combat_with(card, code, lvl)
    to(s, "strike")
    play(s, slug(card), mode)
    end_combat(s)
    cost = facts(cid(card)).blood_cost or 0
    assert s.minions[a].blood == 4 - int(cost) and s.minions[b].blood == 4  # the hand strike dodged


def test_deny_basic_presses() -> None:
    s, _a, _b = combat_with("Deny", "dem", 1)
    to(s, "press")
    play(s, "deny", "mode basic")
    c = current_combat(s)
    assert c is not None and c.press != 0


def test_glancing_blow_prevents_1_damage_and_waits_for_the_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, aged(5), blood=4)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Glancing Blow")
    fight(s, a, b)
    to(s, "strike")
    do(s, "strike hand")
    to(s, "damage")
    play(s, "glancing-blow")
    end_combat(s)
    assert s.minions[a].blood == 4 and cid("Glancing Blow") in [c for c, _ in s.delayed[0]]


@pytest.mark.parametrize(
    ("card", "code", "lvl", "mode", "at", "damage"),
    (
        ("Thrown Sewer Lid", "pot", 1, "mode basic", "long", 3),
        ("Taste of Death", "qui", 1, "mode basic", "long", 1),
        ("Taste of Death", "qui", 2, "mode superior", "long", 2),
        ("Body Flare", "pro", 1, "mode basic", "close", 2),
        ("Body Flare", "pro", 2, "mode superior", "long", 2),
        ("Thrown Gate", "pot", 2, "mode superior", "long", 2),
    ),
)
def test_strike_cards_deal_their_damage(card: str, code: str, lvl: int, mode: str, at: str, damage: int) -> None:
    """A normal damage strike makes the opposing vampire burn that much blood; an aggravated one
    cannot be mended with blood: it goes to torpor."""
    from tabletome.games.vtes.model import facts as card_facts

    s, _a, b = combat_with(card, code, lvl)
    s.minions[b] = s.minions[b]._replace(blood=damage + 2)
    c = current_combat(s)
    assert c is not None
    c.range = at
    to(s, "strike")
    play(s, slug(card), mode)
    end_combat(s)
    if "aggravated" in card_facts(cid(card)).text:
        assert b in s.torpor[1]
    else:
        assert s.minions[b].blood == 2


def test_thrown_sewer_lid_only_at_long_range() -> None:
    s, _a, _b = combat_with("Thrown Sewer Lid", "pot", 1)
    to(s, "strike")
    assert "play thrown-sewer-lid" not in legal(s)


def test_wolf_claws_basic_makes_hand_strikes_aggravated() -> None:
    s, a, _b = combat_with("Wolf Claws", "pro", 1)
    to(s, "strike")
    play(s, "wolf-claws", "mode basic")
    c = current_combat(s)
    assert c is not None and c.has(a, "agg-hand")


def test_command_of_the_beast_superior_bleed_is_not_limited() -> None:
    s = table()
    a = ready(s, 0, holder("dom", 2), blood=4)
    hand(s, 0, "Command of the Beast")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "command-of-the-beast", "mode superior")
    course = action(s)
    assert course is not None and course.bleed_amount(s) == 2
    assert not any(k[1] == "limited-bleed" for k in s.marks if isinstance(k, tuple) and len(k) > 1)


def test_domain_challenge_burns_1_pool_per_locked_minion() -> None:
    from tests.games.vtes.test_cards_political import call, poll

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, OPP, locked=True)
    ready(s, 1, aged(5), locked=True)
    ready(s, 2, OPP)
    hand(s, 0, "Domain Challenge")
    goto(s, "minion")
    call(s, "domain-challenge")
    poll(s, f"vote {a} for")
    assert s.pool == [29, 28, 30, 30]  # Ayelech is locked by her own action


def test_autarkis_persecution_gains_1_pool_per_minion() -> None:
    from tests.games.vtes.test_cards_political import call, poll

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, OPP)
    ready(s, 1, aged(5))
    hand(s, 0, "Autarkis Persecution")
    goto(s, "minion")
    call(s, "autarkis-persecution")
    poll(s, f"vote {a} for")
    assert s.pool == [31, 32, 30, 30]


def test_fourth_tradition_the_accounting_adds_3_blood_for_a_prince() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)  # a prince
    u = uncontrolled(s, 0, OPP, blood=0)
    hand(s, 0, "Fourth Tradition: The Accounting")
    goto(s, "minion")
    play(s, "fourth-tradition-the-accounting", f"target {u}")
    finish_action(s)
    assert s.minions[u].blood == 3


def test_art_scam_gains_2_pool() -> None:
    s = table()
    tza = next(c.name for c in plain_first() if facts(c.id).crypt and facts(c.id).clans == ("Toreador antitribu",))
    ready(s, 0, tza, blood=3)
    hand(s, 0, "Art Scam")
    goto(s, "minion")
    play(s, "art-scam")
    finish_action(s)
    assert s.pool[0] == 32


@pytest.mark.parametrize(("card", "bled"), (("Social Charm", 2), ("Legal Manipulations", 3)))
def test_presence_bleeds_gain_1_pool_at_superior(card: str, bled: int) -> None:
    s = table()
    ready(s, 0, holder("pre", 2), blood=4)
    hand(s, 0, card)
    goto(s, "minion")
    play(s, slug(card), "mode superior")
    finish_action(s)
    assert s.pool[1] == 30 - bled and s.pool[0] == 31


def test_unholy_sacrament_adds_3_blood_to_a_titled_sabbat_uncontrolled_vampire() -> None:
    s = table()
    bishop = next(
        c.name for c in plain_first() if facts(c.id).crypt and facts(c.id).sect == "sabbat" and facts(c.id).title
    )
    u = uncontrolled(s, 0, bishop, blood=0)
    hand(s, 0, "Unholy Sacrament")
    goto(s, "master")
    play(s, "unholy-sacrament", f"target {u}")
    assert s.minions[u].blood == 3


def test_sight_beyond_sight_gives_a_salubri_1_intercept() -> None:
    from tabletome.games.vtes.stats import static as stat

    s = table()
    salubri = next(c.name for c in plain_first() if facts(c.id).crypt and facts(c.id).clans == ("Salubri",))
    v = ready(s, 0, salubri)
    hand(s, 0, "Sight Beyond Sight")
    goto(s, "master")
    play(s, "sight-beyond-sight", f"target {v}")
    assert stat(s, v, "intercept") == 1


def test_the_hungry_coyote_gives_your_sabbat_vampires_1_more_hunt() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    v = ready(s, 0, OPP, blood=0)  # Sabbat
    in_play(s, 0, "The Hungry Coyote")
    goto(s, "minion")
    do(s, f"hunt {v}")
    finish_action(s)
    assert s.minions[v].blood == 2


def test_twisted_forest_gives_a_gangrel_antitribu_stealth() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    ga = next(c.name for c in plain_first() if facts(c.id).crypt and facts(c.id).clans == ("Gangrel antitribu",))
    a = ready(s, 0, ga, blood=1)
    b = ready(s, 1, OPP)
    loc = in_play(s, 0, "Twisted Forest")
    blocked(s, a, b, verb="hunt", intercept=1)
    before = action(s).stealth(s)  # type: ignore[union-attr]
    do(s, f"use {loc} 1")
    assert action(s).stealth(s) == before + 1  # type: ignore[union-attr]


def test_dummy_corporation_reduces_a_bleed_by_2() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, OPP, blood=3)
    loc = in_play(s, 1, "Dummy Corporation")
    goto(s, "minion")
    do(s, f"bleed {a}")
    action(s).bleed_bonus = 2  # type: ignore[union-attr]
    to_seat(s, 1)
    do(s, f"use {loc} 1")
    finish_action(s)
    assert s.pool[1] == 29 and loc not in s.placed


@pytest.mark.parametrize(("card", "key", "value"), (("Flak Jacket", "shield", 1), ("Jackie Therman", "maneuver", "")))
def test_card_on_a_minion_gives_a_combat_modifier_each_combat(card: str, key: str, value: object) -> None:
    from tests.games.vtes.scenario import attach

    s = table()
    a = ready(s, 0, aged(5), blood=3)
    b = ready(s, 1, OPP)
    attach(s, a, card, counters=1)
    c = fight(s, a, b)
    assert c.value(a, key) == value


def test_erebus_mask_gives_a_harbinger_of_skulls_stealth() -> None:
    from tests.games.vtes.scenario import attach

    s = table()
    hos = next(c.name for c in plain_first() if facts(c.id).crypt and facts(c.id).clans == ("Harbinger of Skulls",))
    a = ready(s, 0, hos, blood=3)
    attach(s, a, "Erebus Mask")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Renegade Garou


def test_renegade_garou_strikes_twice_each_round_and_maneuvers_each_combat() -> None:
    s = table()
    g = ready(s, 0, "Renegade Garou")
    b = ready(s, 1, aged(5))
    hand(s, 0, "Glancing Blow")  # a card in hand: the strike is asked
    c = fight(s, g, b)
    to(s, "strike")
    assert c.total(g, "additional") == 1 and c.value(g, "maneuver") == ""
    from tabletome.games.vtes.effects.vocab.combat import LIMITED

    assert (LIMITED, g, c.serial, c.round) in s.marks  # the round's limited additional strike is used up


def test_renegade_garou_enters_combat_as_a_stealth_action_and_regains_life() -> None:
    s = table()
    g = ready(s, 0, "Renegade Garou", blood=2)
    b = ready(s, 1, aged(5))
    goto(s, "minion")
    do(s, f"use {g} 1")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    pass_until(s, lambda st: action(st) is None)
    assert f"Combat: Renegade Garou against {facts(s.minions[b].card).name}." in [line for _, line in s.log or []]
    s = table()
    g = ready(s, 0, "Renegade Garou", blood=2)
    goto(s, "unlock")
    pass_until(s, lambda st: f"effect {g}" in legal(st) or st.phase != "unlock")
    if f"effect {g}" in legal(s):
        do(s, f"effect {g}")
    assert s.minions[g].blood == 3


# ------------------------------------------------------------------------ Powerbase: Savannah


def test_powerbase_savannah_locks_another_unique_location_to_end_combat() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, aged(5), blood=3)
    b = ready(s, 1, OPP, blood=3)
    sav = in_play(s, 0, "Powerbase: Savannah")
    mon = in_play(s, 0, "Monastery of Shadows")
    hand(s, 1, "Glancing Blow")  # a card in hand: the steps are asked
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: f"use {sav} 1" in legal(st))
    do(s, f"use {sav} 1")  # Monastery of Shadows, the only other unique location: taken
    assert current_combat(s) is None or current_combat(s).over  # type: ignore[union-attr]
    assert s.placed[mon].locked and not s.placed[sav].locked
    assert s.minions[a].blood == 3 and s.minions[b].blood == 3  # no strike was made


def test_powerbase_savannah_needs_another_unique_location() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, aged(5), blood=3)
    b = ready(s, 1, OPP, blood=3)
    sav = in_play(s, 0, "Powerbase: Savannah")
    hand(s, 1, "Glancing Blow")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    do(s, f"block {b}")
    pass_until(s, lambda st: current_combat(st) is not None)
    assert f"use {sav} 1" not in legal(s)


def test_omme_enberbenight_cards_requiring_mytherceria_cost_her_1_less_blood() -> None:
    """ "Cards that require Mytherceria [myt] cost Omme 1 less blood": Faerie Wards (2 blood, [myt] or
    [aus]) costs her 1, another vampire 2; a card requiring no Mytherceria costs her as printed."""
    from tabletome.games.vtes.hooks import CARDS, Ctx
    from tabletome.games.vtes.play import extra_costs

    s = table()
    omme = ready(s, 0, "Omme Enberbenight (G4)", blood=4)
    other = ready(s, 0, OPP, blood=4)
    wards = cid("Faerie Wards")
    use = CARDS[wards].uses[0]
    assert extra_costs(s, Ctx("A"), 0, omme, wards, use) == (-1, 0)
    assert extra_costs(s, Ctx("A"), 0, other, wards, use) == (0, 0)
    blur = cid("Blur")  # [cel], 1 blood
    assert extra_costs(s, Ctx("A"), 0, omme, blur, CARDS[blur].uses[0]) == (0, 0)
