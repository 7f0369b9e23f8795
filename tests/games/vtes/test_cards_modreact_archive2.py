"""Action modifiers and reactions of the tournament-winning decks (issue 37), second list: each card
played as its current text says (krcg's, with errata), in a real position; tests named by the card."""

from __future__ import annotations

from functools import cache

import pytest

from tabletome.games.vtes.cards import load_cards
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.coverage import VOCABULARY, ability_text, how
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.phases import InfluencePhase
from tabletome.games.vtes.play import context, plays_of
from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import CENTRE, VTESState
from tabletome.games.vtes.stats import bleed
from tests.games.vtes.scenario import (
    action,
    cid,
    do,
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
from tests.games.vtes.test_cards_modifiers import attempt_block, bleed_blocked_at, play_out, tally, to_seat

GANG = "Loyal Street Gang"  # a plain ally: 2 life, 1 strength

#: The cards of this file written as vocabulary data alone.
AS_DATA = (
    "Zephyr",
    "Adhocracy",
    "Smoke and Mirrors",
    "Sonar",
    "Elder Intervention",
    "Enkil Cog",
    "Obedience",
    "Mental Maze",
    "Gift of Sleep",
    "The Kiss of Ra",
    "Horrific Countenance",
    "Leverage",
    "Eyes of the Beast",
    "Alacrity",
    "Beast Meld",
    "Old Friends",
    "Ni Dieu ni Maître",
    "Quicken Sight",
    "Rat's Warning",
    "Black Sunrise",
    "Read the Winds",
    "Guardian Vigil",
    "Lost in Translation",
    "Sense the Sin",
    "Loup",
    "Psychomachia",
    "I am Legion",
    "Telepathic Vote Counting",
    "Mind of the Wilds",
    "Domain of Evernight",
    "Cryptic Rider",
    "Closed Session",
    "Poison Pill",
    "Under the Skin",
    "Confusion of the Eye",
    "Under My Skin",
    "Scorn of Adonis",
    "Approximation of Loyalty",
    "Touch of Clarity",
    "Crocodile's Tongue",
)


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
        if all(f.level(code) == lvl for code, lvl in levels.items()) and not ability_text(f):
            return c.name
    return with_text(at_least, at_most, **levels)


@cache
def with_text(at_least: int, at_most: int, **levels: int) -> str:
    """The same, when every such vampire has a text of its own (Obeah: the Salubri)."""
    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if not f.crypt or f.advanced or "Imbued" in f.types or not at_least <= f.capacity <= at_most:
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


# ------------------------------------------------------------------------ Enkil Cog

ELDER = vampire(at_least=10)


def cog_on(s: VTESState, seat: int = 0) -> tuple[int, int]:
    """A vampire of capacity 10+ of ``seat`` bleeds its prey and plays Enkil Cog after resolution."""
    a = ready(s, seat, ELDER, blood=6)
    hand(s, seat, "Enkil Cog")
    goto(s, "minion", seat)
    do(s, f"bleed {a}")
    to_stage(s, "after")
    do(s, "play enkil-cog")
    (cog,) = s.minions[a].cards
    return a, cog


def test_enkil_cog_after_a_successful_bleed_of_your_prey_on_this_vampire_plus_1_bleed() -> None:
    s = table()
    a, cog = cog_on(s)
    assert s.placed[cog].card == cid("Enkil Cog") and s.pool[1] == 29
    play_out(s, lambda st: action(st) is None)
    s.minions[a] = s.minions[a]._replace(locked=False)
    s.marks.pop(("bled", a), None)
    do(s, f"bleed {a}")
    to_stage(s, "after")
    assert s.pool[1] == 27  # bleed 2 with the Cog


def test_enkil_cog_requires_capacity_10_and_a_successful_bleed_of_your_prey() -> None:
    s = table()
    a = ready(s, 0, vampire(at_most=9), blood=4)
    hand(s, 0, "Enkil Cog")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    assert "play enkil-cog" not in legal(s)
    s = table()
    a = ready(s, 0, ELDER, blood=6)
    b = ready(s, 1, GANG)
    hand(s, 0, "Enkil Cog")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play_out(s, lambda st: action(st) is not None and action(st).stage == "after" and st.to_move == 0)
    assert "play enkil-cog" not in legal(s)  # the bleed was blocked


def test_enkil_cog_lock_it_to_take_an_action_during_another_methuselahs_minion_phase() -> None:
    s = table()
    a, cog = cog_on(s)
    other = ready(s, 0, vampire(), blood=3)
    play_out(s, lambda st: action(st) is None)
    s.minions[a] = s.minions[a]._replace(locked=False)
    s.marks.pop(("bled", a))  # a new turn
    goto(s, "minion", seat=2)  # Methuselah 3's minion phase (the Cog's controller is not acting)
    assert s.to_move == 2 and f"use {cog} 1" not in legal(s)
    do(s, "end")  # Methuselah 3 passes the impulse: the Cog's controller may use it
    assert s.to_move == 0 and legal(s) == [f"use {cog} 1", "pass"]
    do(s, f"use {cog} 1")
    assert s.placed[cog].locked and f"bleed {a}" in legal(s) and f"bleed {other}" not in legal(s)
    do(s, f"bleed {a}")  # its own prey, Methuselah 2
    course = action(s)
    assert course is not None and course.actor_seat == 0 and course.target_seat == 1
    play_out(s, lambda st: action(st) is None)
    assert s.pool[1] == 29 - 2 and s.minions[a].locked
    assert s.to_move == 2 and s.current == 2  # the impulse is back with the acting Methuselah


def test_enkil_cog_the_chance_can_be_let_go_and_the_phase_ends() -> None:
    s = table()
    a, cog = cog_on(s)
    play_out(s, lambda st: action(st) is None)
    s.minions[a] = s.minions[a]._replace(locked=False)
    goto(s, "minion", seat=1)
    do(s, "end", f"use {cog} 1", "end")  # locked, then no action taken
    assert s.placed[cog].locked and not s.minions[a].locked
    assert s.to_move == 1  # back to the acting Methuselah
    do(s, "end")  # the Cog is locked: nobody else may act, the minion phase is over
    assert isinstance(s.stack[-1], InfluencePhase) and s.current == 1


# ------------------------------------------------------------------------ Obedience, Mental Maze, Gift of Sleep


def usable(s: VTESState, seat: int, name: str) -> bool:
    """Whether ``seat`` could play the card now, in the window of the action in progress."""
    course = action(s)
    return course is not None and bool(plays_of(s, context(s, course), seat, cid(name)))


def blocked_by(
    defender: str, card: str, actor: str = "", asked: bool = True, **fields: object
) -> tuple[VTESState, int, int]:
    """``actor`` (a younger vampire by default) bleeds Methuselah 2 and ``defender`` blocks it (no
    stealth against no intercept): the block not resolved yet, the defender's Methuselah to play."""
    s = table()
    s.public_decks = (True, False, True, True)  # a private deck may hold a card played before block resolution
    a = ready(s, 0, actor or vampire(at_most=4), **fields)  # type: ignore[arg-type]
    v = ready(s, 1, defender, blood=4)
    hand(s, 1, card)
    goto(s, "minion")
    do(s, f"bleed {a}")
    attempt_block(s, v)
    play_out(s, lambda st: action(st) is not None and action(st).stage == "blocked" and (st.to_move == 1 or not asked))
    return s, a, v


def test_obedience_basic_unlocks_the_younger_acting_vampire_and_ends_the_action() -> None:
    s, a, v = blocked_by(vampire(at_least=6, dom=1), "Obedience")
    do(s, "play obedience")
    assert action(s) is None and current_combat(s) is None
    assert not s.minions[a].locked and not s.minions[v].locked and s.pool[1] == 30
    assert f"bleed {a}" not in legal(s)  # not the same action again this turn


def test_obedience_superior_does_not_unlock_the_acting_vampire() -> None:
    s, a, v = blocked_by(vampire(at_least=6, dom=2), "Obedience")
    play(s, "obedience", "mode superior")
    assert action(s) is None and s.minions[a].locked and not s.minions[v].locked


def test_obedience_not_against_an_older_acting_vampire() -> None:
    s, _a, _v = blocked_by(vampire(at_most=5, dom=1), "Obedience", actor=ELDER, asked=False)
    assert not usable(s, 1, "Obedience") and not action(s).could_act(s, 1)  # type: ignore[union-attr]


def test_mental_maze_basic_locks_this_vampire_and_ends_the_action() -> None:
    s, a, v = blocked_by(vampire(at_least=6, obf=1), "Mental Maze")
    do(s, "play mental-maze")
    assert action(s) is None and current_combat(s) is None
    assert s.minions[v].locked and s.minions[v].blood == 3 and s.minions[a].locked  # 1 blood paid


def test_mental_maze_superior_does_not_lock_and_costs_the_ministry_nothing() -> None:
    setite = next(
        c.name
        for c in load_cards()
        if facts(c.id).crypt
        and facts(c.id).clans[:1] == ("Ministry",)
        and facts(c.id).level("obf") == 2
        and facts(c.id).capacity >= 6
        and not ability_text(facts(c.id))
    )
    s, _a, v = blocked_by(setite, "Mental Maze")
    play(s, "mental-maze", "mode superior")
    assert action(s) is None and not s.minions[v].locked and s.minions[v].blood == 4


def test_mental_maze_against_an_ally_not_an_older_vampire() -> None:
    s, _a, _v = blocked_by(vampire(at_least=6, obf=1), "Mental Maze", actor=GANG)
    assert "play mental-maze" in legal(s)
    s, _a, _v = blocked_by(vampire(at_most=5, obf=1), "Mental Maze", actor=ELDER, asked=False)
    assert not usable(s, 1, "Mental Maze") and not action(s).could_act(s, 1)  # type: ignore[union-attr]


def test_gift_of_sleep_obe_reaction_locks_the_acting_ally_and_ends_the_action() -> None:
    s, a, v = blocked_by(vampire(obe=1), "Gift of Sleep", actor=GANG)
    play(s, "gift-of-sleep", "mode obe")
    assert action(s) is None and current_combat(s) is None
    assert s.minions[a].locked and not s.minions[v].locked and s.pool[1] == 30


def test_gift_of_sleep_obe_modifier_locks_the_blocking_ally() -> None:
    s = table()
    a = ready(s, 0, vampire(obe=1, obf=0), blood=3)
    g = ready(s, 1, GANG)
    hand(s, 0, "Gift of Sleep")
    goto(s, "minion")
    bleed_blocked_at(s, a, g)
    play_out(s, lambda st: action(st) is not None and action(st).stage == "blocked" and st.to_move == 0)
    play(s, "gift-of-sleep", "mode obe")
    assert action(s) is None and current_combat(s) is None and s.minions[g].locked


def test_gift_of_sleep_obf_stealth_not_against_a_vampire() -> None:
    s = table()
    a = ready(s, 0, vampire(obf=1, obe=0), blood=3)
    v = ready(s, 1, vampire(aus=1), blood=3)
    hand(s, 0, "Gift of Sleep")
    hand(s, 1, "Enhanced Senses")
    goto(s, "minion")
    bleed_blocked_at(s, a, v)
    play(s, "gift-of-sleep", "mode obf")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    to_seat(s, 1)
    play(s, "enhanced-senses", "mode basic")
    play_out(s, lambda st: action(st) is not None and action(st).stage == "blocked" and st.to_move == 0)
    assert "play gift-of-sleep" not in legal(s)  # played; and the blocking minion is no ally


# ------------------------------------------------------------------------ The Kiss of Ra, Horrific Countenance


def test_the_kiss_of_ra_basic_blocker_burns_2_blood_and_the_action_ends_to_be_taken_again() -> None:
    s = table()
    a = ready(s, 0, vampire(**{"for": 1}), blood=5)
    b = ready(s, 1, vampire(**{"for": 0}), blood=4)
    hand(s, 0, "The Kiss of Ra")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play the-kiss-of-ra")
    assert action(s) is None and current_combat(s) is None
    assert s.minions[b].blood == 2 and not s.minions[b].locked and s.minions[a].blood == 5 - 3
    assert s.pool[1] == 30 and f"bleed {a}" not in legal(s)  # locked: it acted
    s.minions[a] = s.minions[a]._replace(locked=False)
    s.changed()
    assert f"bleed {a}" in legal(s)  # not at resolution: the same action again (ANK 20211015)


def test_the_kiss_of_ra_superior_sends_the_blocker_to_torpor_not_against_fortitude() -> None:
    s = table()
    a = ready(s, 0, vampire(**{"for": 2}), blood=5)
    b = ready(s, 1, vampire(**{"for": 0}), blood=4)
    hand(s, 0, "The Kiss of Ra")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "the-kiss-of-ra", "mode superior")
    assert action(s) is None and b in s.torpor[1] and s.minions[b].blood == 2
    s = table()
    a = ready(s, 0, vampire(**{"for": 2}), blood=5)
    b = ready(s, 1, vampire(**{"for": 1}), blood=4)
    hand(s, 0, "The Kiss of Ra")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    assert "play the-kiss-of-ra" not in legal(s)


def test_horrific_countenance_the_blocked_action_goes_on_unblockable() -> None:
    s = table()
    a = ready(s, 0, vampire(pro=1), blood=5)
    b = ready(s, 1, vampire(), blood=4)
    c = ready(s, 1, vampire(at_most=5), blood=4)
    hand(s, 0, "Horrific Countenance")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    assert "play horrific-countenance" not in legal(s)  # only once blocked
    play_out(s, lambda st: action(st) is not None and action(st).stage == "blocked" and st.to_move == 0)
    do(s, "play horrific-countenance")
    course = action(s)
    assert course is not None and course.blocked_by == -1 and not s.minions[b].locked
    assert not course.can_attempt(s, c)  # unblockable
    play_out(s, lambda st: action(st) is None)
    assert s.pool[1] == 29 and current_combat(s) is None and s.minions[a].blood == 1  # 4 blood paid


# ------------------------------------------------------------------------ Leverage


def test_leverage_burn_the_edge_for_1_unlimited_bleed_and_the_edge_is_not_gained() -> None:
    s = table()
    a = ready(s, 0, vampire(dom=1), blood=5)
    s.edge = 0
    hand(s, 0, "Conditioning", "Leverage")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "conditioning", "mode basic")  # +2 bleed (limited): Leverage after it
    do(s, "play leverage")
    assert s.edge == CENTRE
    to_stage(s, "after")
    assert s.pool[1] == 30 - 4 and s.edge == CENTRE  # burned instead of gained


def test_leverage_only_with_the_edge_and_during_a_bleed() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=5)
    hand(s, 0, "Leverage")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play leverage" not in legal(s)  # no Edge
    s = table()
    a = ready(s, 0, vampire(), blood=5)
    s.edge = 0
    hand(s, 0, "Leverage")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert "play leverage" not in legal(s)


# ------------------------------------------------------------------------ Eyes of the Beast


def test_eyes_of_the_beast_intercept_minus_1_stealth_on_this_vampire_burned_in_its_discard_phase() -> None:
    s, _a, v = cloaked_bleed(vampire(pro=1), "Eyes of the Beast")
    do(s, "play eyes-of-the-beast")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]
    (eyes,) = s.minions[v].cards
    play_out(s, lambda st: action(st) is None)
    s.minions[v] = s.minions[v]._replace(locked=False)
    goto(s, "minion", seat=1)
    do(s, f"hunt {v}")
    assert action(s).stealth(s) == 0  # type: ignore[union-attr]  # a hunt's +1, -1
    play_out(s, lambda st: action(st) is None)
    assert eyes in s.placed
    do(s, "end")
    pass_until(s, lambda st: st.phase == "end" or eyes not in st.placed)
    assert eyes not in s.placed and cid("Eyes of the Beast") in s.ash[1]


def test_eyes_of_the_beast_superior_maneuver_in_the_first_round_if_this_vampire_blocks() -> None:
    s, a, v = cloaked_bleed(vampire(pro=2), "Eyes of the Beast")
    play(s, "eyes-of-the-beast", "mode superior")
    play_out(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.has(v, "maneuver") and not c.has(a, "maneuver")


# ------------------------------------------------------------------------ Alacrity, Beast Meld, Old Friends


def blocked_combat(card: str, mode: str, **levels: int) -> tuple[VTESState, int, int]:
    """The acting vampire plays ``card`` at ``mode`` as its bleed is blocked by an Auspex vampire
    with Enhanced Senses (stealth 1, intercept 1): the combat of the block begins."""
    s = table()
    a = ready(s, 0, vampire(**levels), blood=4)
    b = ready(s, 1, vampire(aus=1), blood=4)
    hand(s, 0, card)
    hand(s, 1, "Enhanced Senses")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, facts(cid(card)).slug, f"mode {mode}")
    to_seat(s, 1)
    play(s, "enhanced-senses", "mode basic")
    play_out(s, lambda st: current_combat(st) is not None)
    return s, a, b


def test_alacrity_superior_stealth_and_a_first_round_maneuver_if_blocked() -> None:
    s, a, b = blocked_combat("Alacrity", "superior", cel=2)
    c = current_combat(s)
    assert c is not None and c.has(a, "maneuver") and not c.has(b, "maneuver")
    assert all(scope == "round" for u, k, _v, scope in c.mods if u == a and k == "maneuver")


def test_beast_meld_basic_stealth_and_1_damage_prevented_if_blocked() -> None:
    s, a, b = blocked_combat("Beast Meld", "basic", ani=1, pro=1)
    c = current_combat(s)
    assert c is not None and c.count(a, "shield") == 1 and not c.has(b, "shield")


def test_beast_meld_superior_vampires_cannot_block_a_non_bleed_action() -> None:
    s = table()
    a = ready(s, 0, vampire(ani=2, pro=2), blood=4)
    v = ready(s, 1, vampire(), blood=4)
    g = ready(s, 1, GANG)
    hand(s, 0, "Beast Meld")
    goto(s, "minion")
    do(s, f"hunt {a}")
    play(s, "beast-meld", "mode superior")
    to_seat(s, 1)
    assert f"block {v}" not in legal(s) and f"block {g}" in legal(s)
    s = table()
    a = ready(s, 0, vampire(ani=2, pro=2), blood=4)
    hand(s, 0, "Beast Meld")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play beast-meld" not in legal(s)  # a bleed (and no stealth needed yet)


def test_old_friends_bleed_then_not_replaced_until_the_next_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, vampire(obf=1), blood=4)
    hand(s, 0, "Old Friends")
    goto(s, "minion")
    do(s, f"bleed {a}", "play old-friends")
    to_stage(s, "after")
    assert s.pool[1] == 28 and s.delayed[0] == ((cid("Old Friends"), "unlock"),)


def test_old_friends_superior_plus_2_votes() -> None:
    s = table()
    ready(s, 0, vampire(obf=2), blood=4)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p3=2+p4=2")
    do(s, "target p3=2+p4=2")
    s.hand[0].append(cid("Old Friends"))
    s.changed()
    play(s, "old-friends", "mode superior", "target for")
    assert tally(s) == (2, 0)


# ------------------------------------------------------------------------ Ni Dieu ni Maître


def test_ni_dieu_ni_maitre_for_vampires_burn_1_blood_to_block_allies_do_not() -> None:
    s = table()
    a = ready(s, 0, vampire(**{"for": 1}), blood=4, sect="anarch")
    v = ready(s, 1, vampire(), blood=3)
    hand(s, 0, "Ni Dieu ni Maître")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "ni-dieu-ni-maitre", "mode for")
    to_seat(s, 1)
    do(s, f"block {v}")
    assert s.minions[v].blood == 2


def test_ni_dieu_ni_maitre_ani_vic_no_maneuver_for_the_opposing_minion_and_strength() -> None:
    s = table()
    a = ready(s, 0, vampire(ani=1, vic=1), blood=4, sect="anarch")
    g = ready(s, 1, GANG)
    hand(s, 0, "Ni Dieu ni Maître")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "ni-dieu-ni-maitre", "mode ani+vic")
    attempt_block(s, g)
    play_out(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.has(g, "no-maneuver") and c.strength(s, a) == 2


def test_ni_dieu_ni_maitre_only_as_the_action_is_announced_by_an_anarch() -> None:
    s = table()
    a = ready(s, 0, vampire(**{"for": 1}), blood=4, sect="anarch")
    b = ready(s, 1, GANG)
    hand(s, 0, "Ni Dieu ni Maître")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    assert "play ni-dieu-ni-maitre" not in legal(s)
    s = table()
    a = ready(s, 0, vampire(**{"for": 1}), blood=4, sect="camarilla")
    hand(s, 0, "Ni Dieu ni Maître")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert "play ni-dieu-ni-maitre" not in legal(s)


# ------------------------------------------------------------------------ Quicken Sight, Rat's Warning


def test_quicken_sight_superior_plus_2_intercept_and_a_maneuver_if_it_blocks() -> None:
    s, a, v = cloaked_bleed(vampire(aus=2, cel=2), "Quicken Sight")
    play(s, "quicken-sight", "mode superior")
    assert action(s).intercept(s, v) == 2  # type: ignore[union-attr]
    play_out(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.has(v, "maneuver") and not c.has(a, "maneuver")


def test_rats_warning_unlocks_a_locked_vampire_during_a_bleed_against_you() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    v = ready(s, 1, vampire(ani=2), blood=4, locked=True)
    hand(s, 1, "Rat's Warning")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_seat(s, 1)
    play(s, "rat-s-warning", "mode superior")
    assert not s.minions[v].locked
    to_seat(s, 1)
    do(s, f"block {v}")
    play_out(s, lambda st: current_combat(st) is not None)
    c = current_combat(s)
    assert c is not None and c.count(v, "press") == 1


def test_rats_warning_not_during_a_hunt() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    ready(s, 1, vampire(ani=1), blood=4, locked=True)
    hand(s, 1, "Rat's Warning")
    goto(s, "minion")
    do(s, f"hunt {a}")
    to_seat(s, 1)
    assert "play rat-s-warning" not in legal(s)


# ------------------------------------------------------------------------ Black Sunrise, Read the Winds, Guardian Vigil


def test_black_sunrise_basic_only_against_an_action_directed_at_you() -> None:
    for verb, usable in (("hunt", False), ("bleed", True)):
        s = table()
        a = ready(s, 0, vampire(), blood=4)
        v = ready(s, 1, vampire(qui=1), blood=4, locked=True)
        hand(s, 1, "Black Sunrise")
        goto(s, "minion")
        do(s, f"{verb} {a}")
        to_seat(s, 1)
        assert ("play black-sunrise" in legal(s)) is usable
        if usable:
            do(s, "play black-sunrise")
            course = action(s)
            assert course is not None and course.blocker == v and not s.minions[v].locked


def test_read_the_winds_basic_the_vampire_does_not_lock_for_the_block() -> None:
    s, _a, v = cloaked_bleed(vampire(ani=1, aus=1), "Read the Winds")
    play(s, "read-the-winds", "mode basic")
    play_out(s, lambda st: current_combat(st) is not None)
    assert not s.minions[v].locked and s.delayed[1] == ((cid("Read the Winds"), "action"),)


def test_read_the_winds_superior_a_locked_vampire_blocks_with_1_intercept() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    v = ready(s, 1, vampire(ani=2, aus=2), blood=4, locked=True)
    hand(s, 1, "Read the Winds")
    goto(s, "minion")
    do(s, f"hunt {a}")  # stealth 1
    to_seat(s, 1)
    play(s, "read-the-winds", "mode superior")
    course = action(s)
    assert course is not None and course.blocker == v and course.intercept(s, v) == 1


def test_guardian_vigil_aus_for_attempts_to_block_with_intercept_and_does_not_lock() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4)
    v = ready(s, 1, vampire(aus=1, **{"for": 1}), blood=4, sect="anarch")
    hand(s, 1, "Guardian Vigil")
    goto(s, "minion")
    do(s, f"hunt {a}")  # stealth 1
    to_seat(s, 1)
    play(s, "guardian-vigil", "mode aus+for")
    course = action(s)
    assert course is not None and course.blocker == v and course.intercept(s, v) == 1
    play_out(s, lambda st: current_combat(st) is not None)
    assert not s.minions[v].locked


# ------------------------------------------------------------------------ Lost in Translation, Sense the Sin


def test_lost_in_translation_a_younger_vampire_bleeding_you_bleeds_another_methuselah() -> None:
    s = table()
    a = ready(s, 0, vampire(at_most=4), blood=3)
    v = ready(s, 1, vampire(at_least=6), blood=4)
    hand(s, 1, "Lost in Translation")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    to_seat(s, 1)
    do(s, "play lost-in-translation", "target p3")
    assert s.minions[v].locked and action(s).target_seat == 2  # type: ignore[union-attr]


def test_lost_in_translation_not_against_an_older_vampire() -> None:
    s = table()
    a = ready(s, 0, ELDER, blood=3)
    ready(s, 1, vampire(at_most=5), blood=4)
    hand(s, 1, "Lost in Translation")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    to_seat(s, 1)
    assert "play lost-in-translation" not in legal(s)


def test_sense_the_sin_dai_plus_1_intercept_plus_1_against_corruption() -> None:
    for counters, expected in (((), 1), (((("corruption 2", 1),)), 2)):
        s = table()
        a = ready(s, 0, vampire(obf=1), blood=3, counters=counters)
        v = ready(s, 1, vampire(dai=1, aus=0), blood=4)
        hand(s, 0, "Cloak the Gathering")
        hand(s, 1, "Sense the Sin")
        goto(s, "minion")
        bleed_blocked_at(s, a, v)
        play(s, "cloak-the-gathering", "mode basic")
        to_seat(s, 1)
        play(s, "sense-the-sin", "mode dai")
        assert action(s).intercept(s, v) == expected  # type: ignore[union-attr]


def test_sense_the_sin_superior_bleed_2_and_corrupted_minions_minus_1_intercept() -> None:
    s = table()
    a = ready(s, 0, vampire(dai=2), blood=4)
    b = ready(s, 1, vampire(), blood=4, counters=(("corruption 1", 1),))
    hand(s, 0, "Sense the Sin")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "sense-the-sin", "mode superior")
    course = action(s)
    assert course is not None and course.intercept(s, b) == -1 and course.bleed_amount(s) == bleed(s, a) + 2


def test_sense_the_sin_aus_only_if_a_younger_vampire_is_acting() -> None:
    s, _a, v = cloaked_bleed(vampire(at_least=6, aus=1, dai=0), "Sense the Sin")
    play(s, "sense-the-sin", "mode aus")
    assert action(s).intercept(s, v) == 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Loup, Psychomachia


def toreador(blood: int = 4, **levels: int) -> str:
    for c in sorted(load_cards(), key=lambda c: c.name):
        f = facts(c.id)
        if f.crypt and not f.advanced and f.clans[:1] == ("Toreador",) and f.capacity >= 5 and not ability_text(f):
            return c.name
    raise LookupError("Toreador")


def test_loup_toreador_get_1_stealth_until_a_toreador_action_succeeds() -> None:
    s = table()
    a = ready(s, 0, toreador(), blood=4)
    t2 = ready(s, 0, toreador(), blood=4)
    o = ready(s, 0, vampire(), blood=4)
    hand(s, 0, "Loup", "Loup")
    goto(s, "minion")
    do(s, f"bleed {a}", "play loup")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    assert "play loup" not in legal(s)  # one each turn
    (loup,) = s.inplay[0]
    to_stage(s, "after")
    assert loup not in s.placed and cid("Loup") in s.ash[0]  # a Toreador's successful action
    play_out(s, lambda st: action(st) is None)
    do(s, f"hunt {t2}")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]  # the hunt's own
    _ = o


def test_loup_burned_at_the_end_of_the_turn() -> None:
    s = table()
    a = ready(s, 0, toreador(), blood=4)
    b = ready(s, 1, vampire(aus=1), blood=4)
    hand(s, 0, "Loup")
    hand(s, 1, "Enhanced Senses")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play loup")
    (loup,) = s.inplay[0]
    to_seat(s, 1)
    play(s, "enhanced-senses", "mode basic")
    play_out(s, lambda st: action(st) is None)
    assert loup in s.placed  # blocked: not a successful action
    do(s, "end")
    pass_until(s, lambda st: st.current == 1)
    assert loup not in s.placed


def test_psychomachia_pre_unlock_and_end_when_a_younger_vampire_blocks() -> None:
    s = table()
    a = ready(s, 0, vampire(at_least=6, pre=1, dai=0), blood=4)
    b = ready(s, 1, vampire(at_most=4), blood=3)
    hand(s, 0, "Psychomachia")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    assert "play psychomachia" not in legal(s)  # before block resolution only
    play_out(s, lambda st: action(st) is not None and action(st).stage == "blocked" and st.to_move == 0)
    do(s, "play psychomachia")
    assert action(s) is None and not s.minions[a].locked and current_combat(s) is None


def test_psychomachia_superior_dai_the_block_fails_with_1_damage_and_the_action_continues() -> None:
    s = table()
    a = ready(s, 0, vampire(dai=2, pre=0), blood=4)
    g = ready(s, 1, GANG)
    hand(s, 0, "Psychomachia")
    goto(s, "minion")
    bleed_blocked_at(s, a, g)
    play_out(s, lambda st: action(st) is not None and action(st).stage == "blocked" and st.to_move == 0)
    play(s, "psychomachia", "mode superior")
    course = action(s)
    assert course is not None and course.blocked_by == -1 and g in course.noblock
    assert s.minions[g].blood == 1  # 2 life, 1 damage
    to_stage(s, "after")
    assert s.pool[1] == 29 and current_combat(s) is None


# ------------------------------------------------------------------------ I am Legion


def test_i_am_legion_dai_obf_cancels_a_reaction_requiring_auspex_as_it_is_played() -> None:
    s = table()
    s.public_decks = (False, True, True, True)  # the acting Methuselah's deck may hold I am Legion
    a = ready(s, 0, vampire(dai=1, obf=1), blood=4)
    v = ready(s, 1, vampire(aus=1), blood=4)
    hand(s, 0, "I am Legion")
    hand(s, 1, "Enhanced Senses")
    goto(s, "minion")
    do(s, f"hunt {a}")  # +1 stealth
    attempt_block(s, v)
    to_seat(s, 1)
    play(s, "enhanced-senses", "mode basic")
    assert s.to_move == 0
    play(s, "i-am-legion", "mode dai+obf")
    play_out(s, lambda st: action(st) is None or action(st).stage != "B")
    assert action(s) is not None and action(s).blocker == -1  # type: ignore[union-attr]  # the attempt failed
    assert cid("Enhanced Senses") in s.ash[1] and s.minions[v].blood == 4


def test_i_am_legion_superior_gains_1_pool_if_the_action_succeeds() -> None:
    s = table()
    a = ready(s, 0, vampire(dai=2, obf=2), blood=4)
    hand(s, 0, "I am Legion")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "i-am-legion", "mode pool")
    to_stage(s, "after")
    assert s.pool[0] == 31 and s.pool[1] == 30 - bleed(s, a)


def test_i_am_legion_dai_plus_1_stealth() -> None:
    s = table()
    a = ready(s, 0, vampire(dai=1, obf=0), blood=4)
    b = ready(s, 1, GANG)
    hand(s, 0, "I am Legion")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "i-am-legion", "mode dai")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Telepathic Vote Counting, Mind of the Wilds


def polled(lvl: int) -> tuple[VTESState, int]:
    """A vampire with Auspex at ``lvl`` calls Kine Resources Contested: its polling step."""
    s = table()
    a = ready(s, 0, vampire(aus=lvl), blood=4)
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p3=2+p4=2")
    do(s, "target p3=2+p4=2")
    s.hand[0].append(cid("Telepathic Vote Counting"))
    s.changed()
    return s, a


def test_telepathic_vote_counting_basic_cancels_the_referendum_and_returns_the_card() -> None:
    s, a = polled(1)
    do(s, "play telepathic-vote-counting")
    assert cid("Kine Resources Contested") in s.hand[0] and "discard bonding" in legal(s)  # discard down afterward
    do(s, "discard bonding")
    play_out(s, lambda st: action(st) is None)
    assert s.pool[2] == s.pool[3] == 30 and current_referendum(s) is None
    assert s.minions[a].locked  # not unlocked, unlike Delaying Tactics


def test_telepathic_vote_counting_superior_a_vampire_abstains() -> None:
    s, a = polled(2)
    b = ready(s, 1, vampire(), blood=4)
    play(s, "telepathic-vote-counting", "mode superior", f"target {a}")
    ref = current_referendum(s)
    assert ref is not None and a in ref.abstain and b not in ref.abstain and not s.minions[b].locked


def test_mind_of_the_wilds_maneuver_and_no_combat_ends_for_the_blocker() -> None:
    s, a, b = blocked_combat("Mind of the Wilds", "superior", ani=2, aus=2)
    c = current_combat(s)
    assert c is not None and c.has(a, "maneuver") and c.has(b, "no-combat-ends") and not c.has(a, "no-combat-ends")


# ------------------------------------------------------------------------ Domain of Evernight, Cryptic Rider


def test_domain_of_evernight_tem_all_damage_on_vampires_aggravated_in_the_combat() -> None:
    s = table()
    a = ready(s, 0, vampire(tem=1, obf=0), blood=4)
    b = ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Domain of Evernight")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play domain-of-evernight")
    play_out(s, lambda st: current_combat(st) is not None)
    play_out(s, lambda st: current_combat(st) is None or bool(current_combat(st).damage))  # type: ignore[union-attr]
    c = current_combat(s)
    assert c is not None and c.damage and all(normal == 0 and agg >= 1 for _t, normal, agg, _u, _f in c.damage)


def test_domain_of_evernight_superior_unlocks_after_a_successful_action_once_each_turn() -> None:
    s = table()
    a = ready(s, 0, vampire(tem=2), blood=4)
    hand(s, 0, "Domain of Evernight", "Domain of Evernight")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    play(s, "domain-of-evernight", "mode superior")
    assert not s.minions[a].locked
    play_out(s, lambda st: action(st) is None)
    do(s, f"hunt {a}")
    to_stage(s, "after")
    assert "play domain-of-evernight" not in legal(s)


def test_cryptic_rider_the_next_referendum_this_turn_passes_automatically() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4, sect="camarilla", title="prince")  # 2 votes
    b = ready(s, 0, vampire(), blood=4)
    hand(s, 0, "Kine Resources Contested", "Cryptic Rider", "Kine Resources Contested")
    goto(s, "minion")
    assert "play cryptic-rider" not in legal(s)
    do(s, "play kine-resources-contested", f"by {a}")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    until_legal(s, f"vote {a} for")
    do(s, f"vote {a} for")
    to_stage(s, "after")
    to_seat(s, 0)
    do(s, "play cryptic-rider")
    play_out(s, lambda st: action(st) is None)
    assert s.pool[1:] == [28, 28, 30]
    do(s, "play kine-resources-contested")  # only b is unlocked
    play_out(s, lambda st: any(m.startswith("target") for m in legal(st)))
    do(s, "target p3=2+p4=2")  # no polling: passed at once, nobody voting
    play_out(s, lambda st: action(st) is None)
    assert s.pool[1:] == [28, 26, 28] and b in s.ready[0]


# ------------------------------------------------------------------------ Closed Session


def test_closed_session_non_camarilla_vampires_cannot_cast_votes() -> None:
    s = table()
    ready(s, 0, vampire(), blood=4, sect="camarilla", title="prince")
    b = ready(s, 1, vampire(), blood=4, sect="sabbat", title="archbishop")
    c = ready(s, 2, vampire(), blood=4, sect="camarilla", title="primogen")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    s.hand[0].append(cid("Closed Session"))
    s.changed()
    do(s, "play closed-session")
    pass_until(s, lambda st: st.to_move == 1)
    assert not any(m.startswith(f"vote {b}") for m in legal(s))
    pass_until(s, lambda st: st.to_move == 2)
    assert f"vote {c} against" in legal(s)


def test_closed_session_only_before_votes_are_cast_by_a_prince() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4, sect="camarilla", title="prince")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    s.hand[0].append(cid("Closed Session"))
    s.changed()
    do(s, f"vote {a} for")
    assert "play closed-session" not in legal(s)
    s = table()
    ready(s, 0, vampire(), blood=4, sect="camarilla", title="primogen")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    s.hand[0].append(cid("Closed Session"))
    s.changed()
    assert "play closed-session" not in legal(s)


# ------------------------------------------------------------------------ Poison Pill


def kine_polled(defender_card: str, defender: str = "") -> tuple[VTESState, int, int]:
    """A prince of Methuselah 1 calls Kine Resources Contested (2 pool from Methuselahs 2 and 3);
    Methuselah 2 holds ``defender_card``; polling, nothing cast yet, Methuselah 2 to play."""
    s = table()
    a = ready(s, 0, vampire(), blood=4, sect="camarilla", title="prince")
    v = ready(s, 1, defender or vampire(), blood=4)
    hand(s, 0, "Kine Resources Contested")
    hand(s, 1, defender_card)
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    pass_until(s, lambda st: st.to_move == 1 and current_referendum(st) is not None)
    return s, a, v


def test_poison_pill_the_acting_vampires_controller_loses_as_much_pool() -> None:
    s, a, _v = kine_polled("Poison Pill")
    do(s, "play poison-pill")
    until_legal(s, f"vote {a} for")
    do(s, f"vote {a} for")
    play_out(s, lambda st: action(st) is None)
    assert s.pool == [28, 28, 28, 30]


def test_poison_pill_not_after_votes_are_cast_and_nothing_if_the_referendum_fails() -> None:
    s, a, _v = kine_polled("Poison Pill")
    do(s, "play poison-pill")
    until_legal(s, f"vote {a} against")
    do(s, f"vote {a} against")
    play_out(s, lambda st: action(st) is None)
    assert s.pool == [30, 30, 30, 30]
    s = table()
    a = ready(s, 0, vampire(), blood=4, sect="camarilla", title="prince")
    ready(s, 1, vampire(), blood=4)
    hand(s, 0, "Kine Resources Contested")
    hand(s, 1, "Poison Pill")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    do(s, f"vote {a} for")
    pass_until(s, lambda st: st.to_move == 1)
    assert "play poison-pill" not in legal(s)


# ------------------------------------------------------------------------ Under the Skin, Confusion of the Eye


def test_under_the_skin_superior_a_younger_vampire_abstains_and_is_locked_if_it_passes() -> None:
    s = table()
    a = ready(s, 0, vampire(at_least=7, aus=2, pre=2), blood=4, sect="camarilla", title="prince")
    y = ready(s, 1, vampire(at_most=4), blood=3, sect="camarilla", title="primogen")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p2=2+p3=2")
    do(s, "target p2=2+p3=2")
    s.hand[0].append(cid("Under the Skin"))
    s.changed()
    play(s, "under-the-skin", "mode superior", f"target {y}")
    ref = current_referendum(s)
    assert ref is not None and y in ref.abstain and not s.minions[y].locked
    do(s, f"vote {a} for")
    play_out(s, lambda st: action(st) is None)
    assert s.pool[1] == 28 and s.minions[y].locked


def test_confusion_of_the_eye_basic_reduces_a_younger_vampires_bleed() -> None:
    s = table()
    a = ready(s, 0, vampire(at_most=4, dom=1), blood=3)
    ready(s, 1, vampire(at_least=6, obf=1), blood=3)
    hand(s, 0, "Conditioning")
    hand(s, 1, "Confusion of the Eye")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "conditioning", "mode basic")
    to_seat(s, 1)
    play(s, "confusion-of-the-eye", "mode basic")
    to_stage(s, "after")
    assert s.pool[1] == 30 - 2  # 3 bleed, reduced by 1


def test_confusion_of_the_eye_superior_the_acting_vampire_cannot_vote() -> None:
    s, a, _v = kine_polled("Confusion of the Eye", vampire(obf=2))
    play(s, "confusion-of-the-eye", "mode superior")
    ref = current_referendum(s)
    assert ref is not None and a in ref.abstain
    play_out(s, lambda st: action(st) is None)
    assert s.pool == [30, 30, 30, 30]  # nobody voted: the referendum failed


def test_confusion_of_the_eye_superior_a_referendum_requiring_a_titled_vampire_fails() -> None:
    s = table()
    a = ready(s, 0, vampire(), blood=4, sect="camarilla", title="prince")
    ready(s, 1, vampire(obf=2), blood=4)
    c = ready(s, 2, vampire(), blood=4, sect="camarilla", title="prince")
    hand(s, 0, "Camarilla's Iron Fist")
    hand(s, 1, "Confusion of the Eye")
    goto(s, "minion")
    do(s, "play camarilla-s-iron-fist")
    until_legal(s, "target p1")
    do(s, "target p1", "target p2=2+p3=3")
    pass_until(s, lambda st: st.to_move == 1 and current_referendum(st) is not None)
    play(s, "confusion-of-the-eye", "mode superior")
    until_legal(s, f"vote {c} for")
    do(s, f"vote {c} for")  # votes for, still it fails
    play_out(s, lambda st: action(st) is None)
    assert s.pool == [30, 30, 30, 30] and a in s.ready[0]


# ------------------------------------------------------------------------ Under My Skin, Scorn of Adonis


def test_under_my_skin_thn_put_on_this_vampire_burned_for_stealth_in_a_later_action() -> None:
    s = table()
    a = ready(s, 0, vampire(thn=1, obf=0), blood=4)
    b = ready(s, 1, GANG)
    hand(s, 0, "Under My Skin")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "under-my-skin", "mode basic")
    (skin,) = s.minions[a].cards
    assert action(s).stealth(s) == 1 and f"use {skin} 1" not in legal(s)  # type: ignore[union-attr]
    play_out(s, lambda st: action(st) is None)
    s.minions[a] = s.minions[a]._replace(locked=False)
    s.changed()
    do(s, f"hunt {a}")
    b2 = ready(s, 1, vampire(aus=1), blood=3)
    hand(s, 1, "Enhanced Senses")
    attempt_block(s, b2)
    to_seat(s, 1)
    play(s, "enhanced-senses", "mode basic")  # intercept 1 against stealth 1
    to_seat(s, 0)
    do(s, f"use {skin} 1")
    assert action(s).stealth(s) == 2 and skin not in s.placed  # type: ignore[union-attr]


def test_scorn_of_adonis_methuselahs_casting_against_burn_1_pool() -> None:
    s = table()
    a = ready(s, 0, toreador(), blood=4, sect="camarilla", title="prince")
    b = ready(s, 1, vampire(), blood=4, sect="camarilla", title="primogen")
    c = ready(s, 2, vampire(), blood=4, sect="camarilla", title="primogen")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested")
    until_legal(s, "target p3=2+p4=2")
    do(s, "target p3=2+p4=2")
    s.hand[0].append(cid("Scorn of Adonis"))
    s.changed()
    do(s, "play scorn-of-adonis", f"vote {a} for")
    until_legal(s, f"vote {b} against")
    do(s, f"vote {b} against")
    until_legal(s, f"vote {c} for")
    do(s, f"vote {c} for")
    play_out(s, lambda st: action(st) is None)
    assert s.pool == [30, 29, 28, 28]  # Methuselah 2 voted against: 1 pool


# ------------------------------------------------------------------------ Approximation of Loyalty


def test_approximation_of_loyalty_basic_an_ally_or_vampire_of_capacity_6_or_less_cannot_block() -> None:
    s = table()
    a = ready(s, 0, vampire(at_least=7, pre=1), blood=5)
    g = ready(s, 1, GANG)
    v = ready(s, 1, vampire(at_least=7), blood=4)
    hand(s, 0, "Approximation of Loyalty")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert f"target {v}" not in [str(x) for x in s.legal_actions()]
    play(s, "approximation-of-loyalty", "mode basic", f"target {g}")
    to_seat(s, 1)
    assert f"block {g}" not in legal(s) and f"block {v}" in legal(s)


def test_approximation_of_loyalty_superior_cancels_a_reaction_of_a_younger_vampire() -> None:
    s = table()
    s.public_decks = (False, True, True, True)
    a = ready(s, 0, vampire(at_least=7, pre=2, obf=1), blood=5)
    y = ready(s, 1, vampire(at_most=6, aus=1), blood=4)
    s.edge = 0
    hand(s, 0, "Cloak the Gathering", "Approximation of Loyalty", "Leverage")
    hand(s, 1, "Enhanced Senses")
    goto(s, "minion")
    bleed_blocked_at(s, a, y)
    play(s, "cloak-the-gathering", "mode basic")  # stealth 1
    assert "play leverage" in legal(s)
    to_seat(s, 1)
    play(s, "enhanced-senses", "mode basic")
    play(s, "approximation-of-loyalty", "mode superior")
    course = action(s)
    assert course is not None and course.intercept(s, y) == 0 and "no-modifiers" in course.flags
    play_out(s, lambda st: st.stack[-1] is course and st.to_move == 0)  # the card's as-played window over
    assert "play leverage" not in legal(s)  # no more action modifiers
    assert cid("Enhanced Senses") in s.ash[1]


# ------------------------------------------------------------------------ Touch of Clarity


def test_touch_of_clarity_reaction_cancels_a_dominate_modifier_and_locks_this_vampire() -> None:
    s = table()
    s.public_decks = (True, False, True, True)
    a = ready(s, 0, vampire(dom=1), blood=4)
    v = ready(s, 1, vampire(dem=1), blood=4)
    hand(s, 0, "Conditioning")
    hand(s, 1, "Touch of Clarity")
    goto(s, "minion")
    do(s, f"bleed {a}")
    play(s, "conditioning", "mode basic")
    assert s.to_move == 1
    play(s, "touch-of-clarity", "mode basic")
    assert s.minions[v].locked
    to_stage(s, "after")
    assert s.pool[1] == 30 - bleed(s, a)  # no +2 bleed


def test_touch_of_clarity_superior_modifier_by_another_vampire_cancels_a_reaction_without_locking() -> None:
    s = table()
    s.public_decks = (False, True, True, True)
    a = ready(s, 0, vampire(), blood=4)
    o = ready(s, 0, vampire(dem=2), blood=4)
    ready(s, 1, vampire(dom=1), blood=4)
    hand(s, 0, "Touch of Clarity")
    hand(s, 1, "Deflection")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "C")
    to_seat(s, 1)
    play(s, "deflection", "mode basic", "target p3")
    assert s.to_move == 0
    play(s, "touch-of-clarity", "mode superior")
    assert not s.minions[o].locked
    to_stage(s, "after")
    assert action(s).target_seat == 1 and s.pool[1] == 30 - bleed(s, a)  # type: ignore[union-attr]


# ------------------------------------------------------------------------ Crocodile's Tongue


def crocodile(lvl: int) -> tuple[VTESState, int, int, int]:
    s = table()
    a = ready(s, 0, vampire(at_least=7, aus=lvl), blood=4)
    b = ready(s, 1, vampire(at_most=5), blood=3)
    c = ready(s, 1, GANG)
    hand(s, 0, "Crocodile's Tongue")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    play(s, "crocodile-s-tongue", f"mode {'basic' if lvl == 1 else 'superior'}")
    return s, a, b, c


def test_crocodiles_tongue_the_attempt_fails_and_that_methuselah_blocks_no_more() -> None:
    s, _a, b, c = crocodile(1)
    assert s.to_move == 1 and legal(s) == ["cancel", "pass"]  # the blocking minion may cancel it
    do(s, "pass")
    course = action(s)
    assert course is not None and course.blocker == -1 and 1 in course.declined and s.minions[b].blood == 3
    to_stage(s, "C")  # Methuselah 2 is not asked again
    assert f"block {c}" not in legal(s)


def test_crocodiles_tongue_superior_cancelled_for_2_blood() -> None:
    s, _a, b, _c = crocodile(2)
    do(s, "cancel")
    course = action(s)
    assert s.minions[b].blood == 1 and course is not None and course.blocker == b  # the attempt goes on


def test_crocodiles_tongue_not_against_an_older_blocker() -> None:
    s = table()
    a = ready(s, 0, vampire(at_most=5, aus=1), blood=4)
    b = ready(s, 1, ELDER, blood=3)
    hand(s, 0, "Crocodile's Tongue")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    assert "play crocodile-s-tongue" not in legal(s)
