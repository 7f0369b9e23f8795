"""Action modifiers and reactions of the tournament-winning decks (issue 37), second list: each card
played as its current text says (krcg's, with errata), in a real position; tests named by the card."""

from __future__ import annotations

from functools import cache

import pytest

from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.coverage import VOCABULARY, ability_text, how
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import action, cid, do, goto, hand, legal, pass_until, play, ready, table, to_stage
from tests.games.vtes.test_cards_modifiers import attempt_block, bleed_blocked_at, play_out, tally, to_seat
from tests.games.vtes.test_cards_political import call, until_legal

GANG = "Loyal Street Gang"  # a plain ally: 2 life, 1 strength

#: The cards of this file written as vocabulary data alone.
AS_DATA = ("Zephyr", "Adhocracy", "Smoke and Mirrors", "Sonar", "Elder Intervention")


@pytest.mark.parametrize("name", AS_DATA)
def test_each_card_is_implemented(name: str) -> None:
    assert how(cid(name)) == VOCABULARY


@cache
def vampire(at_least: int = 4, at_most: int = 11, **levels: int) -> str:
    """A plain group 1-7 vampire (no text of its own) with exactly these discipline levels (1 basic,
    2 superior, 0 none) and a capacity in the range."""
    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if not f.crypt or f.advanced or "Imbued" in f.types or not at_least <= f.capacity <= at_most:
            continue
        if ability_text(f):
            continue
        if all(f.level(code) == lvl for code, lvl in levels.items()):
            return c.name
    raise LookupError(levels)


def capacity_of(name: str) -> int:
    return int(facts(cid(name)).capacity)


# ------------------------------------------------------------------------ Zephyr


def test_zephyr_basic_after_a_blocked_action_unlocks_at_the_end_of_the_turn() -> None:
    s = table()
    a = ready(s, 0, vampire(cel=1), blood=4)
    b = ready(s, 1, GANG)
    hand(s, 0, "Zephyr")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    assert "play zephyr" not in legal(s)  # only after resolution
    play_out(s, lambda st: action(st) is not None and action(st).stage == "after" and st.to_move == 0)
    do(s, "play zephyr")
    assert s.minions[a].locked  # not yet: at the end of the turn
    play_out(s, lambda st: action(st) is None)
    do(s, "end")
    pass_until(s, lambda st: st.current == 1)
    assert not s.minions[a].locked


def test_zephyr_superior_unlocks_now_and_not_after_a_successful_action() -> None:
    s = table()
    a = ready(s, 0, vampire(cel=2), blood=4)
    b = ready(s, 1, GANG)
    hand(s, 0, "Zephyr")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    assert "play zephyr" not in legal(s)  # the bleed succeeded
    s = table()
    a = ready(s, 0, vampire(cel=2), blood=4)
    b = ready(s, 1, GANG)
    hand(s, 0, "Zephyr")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play_out(s, lambda st: action(st) is not None and action(st).stage == "after" and st.to_move == 0)
    play(s, "zephyr", "mode superior")
    assert not s.minions[a].locked


# ------------------------------------------------------------------------ Adhocracy


def adhocracy_table(code: str) -> tuple[VTESState, int]:
    s = table()
    a = ready(s, 0, vampire(**{code: 1}), blood=4, sect="anarch")
    hand(s, 0, "Adhocracy")
    goto(s, "minion")
    return s, a


def test_adhocracy_ani_plus_1_bleed_limited() -> None:
    s, a = adhocracy_table("ani")
    do(s, f"bleed {a}")
    play(s, "adhocracy", "mode ani")
    course = action(s)
    assert course is not None and course.bleed_limited
    to_stage(s, "after")
    assert s.pool[1] == 28


def test_adhocracy_pot_plus_1_strength_if_blocked() -> None:
    s, a = adhocracy_table("pot")
    b = ready(s, 1, GANG)
    do(s, f"bleed {a}")
    play(s, "adhocracy", "mode pot")
    attempt_block(s, b)
    play_out(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.strength(s, a) == 2 and c.strength(s, b) == 1


def test_adhocracy_chi_plus_3_votes_in_polling_and_requires_an_anarch() -> None:
    s, _a = adhocracy_table("chi")
    hand(s, 0, "Kine Resources Contested")
    do(s, "play kine-resources-contested")
    assert "play adhocracy" not in legal(s)  # not before the polling step
    until_legal(s, "target p3=2+p4=2")
    do(s, "target p3=2+p4=2")
    s.hand[0].append(cid("Adhocracy"))
    s.changed()
    play(s, "adhocracy", "mode chi", "target for")
    assert tally(s) == (3, 0)
    s2 = table()
    a2 = ready(s2, 0, vampire(ani=1), blood=4, sect="camarilla")
    hand(s2, 0, "Adhocracy")
    goto(s2, "minion")
    do(s2, f"bleed {a2}")
    assert "play adhocracy" not in legal(s2)


# ------------------------------------------------------------------------ Smoke and Mirrors


def smoke_table(**levels: int) -> tuple[VTESState, int]:
    s = table()
    a = ready(s, 0, vampire(**levels), blood=4, sect="anarch")
    hand(s, 0, "Smoke and Mirrors")
    goto(s, "minion")
    return s, a


def test_smoke_and_mirrors_chi_stealth_and_a_maneuver_if_blocked() -> None:
    s, a = smoke_table(chi=1)
    b = ready(s, 1, vampire(aus=1), blood=3)
    hand(s, 1, "Enhanced Senses")
    bleed_blocked_at(s, a, b)
    play(s, "smoke-and-mirrors", "mode chi")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    to_seat(s, 1)
    play(s, "enhanced-senses", "mode basic")  # intercept 1 against stealth 1: blocked
    play_out(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.has(a, "maneuver") and not c.has(b, "maneuver")


def test_smoke_and_mirrors_obf_plus_2_stealth_not_during_a_bleed() -> None:
    s, a = smoke_table(obf=1)
    b = ready(s, 1, vampire(aus=1), blood=3)
    hand(s, 1, "Enhanced Senses")
    do(s, f"hunt {a}")  # a hunt: +1 stealth already
    attempt_block(s, b)
    to_seat(s, 1)
    play(s, "enhanced-senses", "mode basic")
    to_seat(s, 0)
    play(s, "smoke-and-mirrors", "mode obf")
    assert action(s).stealth(s) == 3  # type: ignore[union-attr]
    s2, a2 = smoke_table(obf=1, chi=0, obt=0)
    b2 = ready(s2, 1, vampire(aus=1))
    hand(s2, 1, "Enhanced Senses")
    bleed_blocked_at(s2, a2, b2)
    assert "play smoke-and-mirrors" not in legal(s2)  # a bleed


def test_smoke_and_mirrors_obt_blocking_minion_minus_1_intercept() -> None:
    s, a = smoke_table(obt=1)
    b = ready(s, 1, GANG)
    bleed_blocked_at(s, a, b)
    play(s, "smoke-and-mirrors", "mode obt")
    assert action(s).intercept(s, b) == -1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Sonar, Elder Intervention


def cloaked_bleed(defender: str, card: str) -> tuple[VTESState, int, int]:
    """A bleed at Methuselah 2 blocked at by ``defender``, holding ``card``; the acting vampire plays
    Cloak the Gathering (+1 stealth): intercept is needed."""
    s = table()
    a = ready(s, 0, vampire(obf=1), blood=3)
    v = ready(s, 1, defender, blood=3)
    hand(s, 0, "Cloak the Gathering")
    hand(s, 1, card)
    goto(s, "minion")
    bleed_blocked_at(s, a, v)
    play(s, "cloak-the-gathering", "mode basic")
    to_seat(s, 1)
    return s, a, v


def test_sonar_basic_during_a_directed_action_and_not_replaced_until_after_the_turn() -> None:
    s, _a, v = cloaked_bleed(vampire(pro=1), "Sonar")
    do(s, "play sonar")
    assert action(s).intercept(s, v) == 1 and s.hand[1] == []  # type: ignore[union-attr]
    play_out(s, lambda st: action(st) is None)
    assert s.hand[1] == [] and s.delayed[1] == ((cid("Sonar"), "turn"),)
    do(s, "end")
    pass_until(s, lambda st: st.current == 1)
    assert len(s.hand[1]) == 7 and s.delayed[1] == ()  # replaced (drawn up to the hand size)


def test_sonar_basic_not_during_an_undirected_action_superior_is() -> None:
    for lvl, usable in ((1, False), (2, True)):
        s = table()
        a = ready(s, 0, vampire(), blood=3)
        v = ready(s, 1, vampire(pro=lvl), blood=3)
        hand(s, 1, "Sonar")
        goto(s, "minion")
        do(s, f"hunt {a}")  # undirected, +1 stealth
        attempt_block(s, v)
        to_seat(s, 1)
        assert ("play sonar" in legal(s)) is usable
        if usable:
            do(s, "play sonar")
            assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


def test_elder_intervention_plus_2_intercept_only_against_a_bleed_at_you() -> None:
    s, a, v = cloaked_bleed(vampire(), "Elder Intervention")
    do(s, "play elder-intervention")
    assert action(s).intercept(s, v) == 2 and s.hand[1] == []  # type: ignore[union-attr]
    assert s.delayed[1] == ((cid("Elder Intervention"), "action"),)
    play_out(s, lambda st: action(st) is None)
    assert len(s.hand[1]) == 7 and s.delayed[1] == ()  # replaced after the action
    s = table()
    a = ready(s, 0, vampire(), blood=3)
    v = ready(s, 1, vampire(), blood=3)
    hand(s, 1, "Elder Intervention")
    goto(s, "minion")
    do(s, f"hunt {a}")
    attempt_block(s, v)
    to_seat(s, 1)
    assert "play elder-intervention" not in legal(s)


_ = (call, capacity_of)
