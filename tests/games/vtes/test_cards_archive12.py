"""Cards of the archive's decks (twelfth list): each the one card missing from a tournament-winning deck."""

from __future__ import annotations

from tabletome.games.vtes.combat import AGG_AS_NORMAL, LONG, current_combat
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import attach, cid, do, goto, hand, in_play, legal, play, ready, table
from tests.games.vtes.test_cards_combat_cards import OPP, end_combat, fight, said, to

# ------------------------------------------------------------------------ Improvised Flamethrower


def flamethrower_fight(magnum: bool) -> tuple[VTESState, int, int, int]:
    """Greer (seat 0) bears the flamethrower; Agatha (seat 1) a .44 Magnum (she maneuvers to long range, where each
    has one strike) or nothing (close range)."""
    s = table()
    a = ready(s, 0, "Greer Worder (G6)", blood=6)  # capacity 4
    b = ready(s, 1, OPP, blood=6)
    w = attach(s, a, "Improvised Flamethrower")
    if magnum:
        attach(s, b, ".44 Magnum")  # strike: 2R damage, a maneuver
    fight(s, a, b)
    if magnum:
        do(s, next(m for m in legal(s) if m.startswith("maneuver")))  # to long range: the strikes choose themselves
    return s, a, b, w


def test_improvised_flamethrower_burns_when_damaged_at_long_range() -> None:
    """LSJ 20040802: the opposing minion's damage at long range burns it, and the bearer takes 2 aggravated."""
    s, a, b, w = flamethrower_fight(magnum=True)
    end_combat(s)
    assert said(s, "Agatha (G2) takes 2 aggravated damage") and not s.is_ready(b)  # its 2R aggravated strike
    assert w not in s.placed and cid("Improvised Flamethrower") in s.ash[0]
    assert said(s, "Improvised Flamethrower bursts into flames")
    assert said(s, "Greer Worder (G6) takes 2 aggravated damage") and not s.is_ready(a)


def test_improvised_flamethrower_kept_at_close_range_and_once_each_combat() -> None:
    s, a, b, w = flamethrower_fight(magnum=False)
    c = current_combat(s)
    assert c is not None
    c.add(b, AGG_AS_NORMAL, True, "combat")  # Agatha mends the flame, to see a second round
    c.add(a, "press", 1, "combat")  # Greer continues the combat
    to(s, "strike", 0)
    do(s, "strike improvised-flamethrower-2r-agg")
    to(s, "press", 0)
    assert c.range != LONG and s.minions[b].blood == 4
    do(s, next(m for m in legal(s) if m.startswith("press")))
    end_combat(s)
    assert w in s.placed and s.minions[a].blood == 4  # Agatha's two hand strikes: no burn at close range
    greer = [line for _, line in s.log if line.startswith("Greer Worder (G6) strikes")]
    assert greer == [  # "only usable once per combat": the hand strike, left alone, is chosen for him
        "Greer Worder (G6) strikes: improvised-flamethrower-2r-agg.",
        "Greer Worder (G6) strikes: hand.",
    ]


# ------------------------------------------------------------------------ Lessons in the Steel

TEGYRIUS = "Tegyrius, Vizier (G6)"  # AUS CEL FOR PRE THA; capacity 10


def lessons_fight(hit: bool) -> tuple[VTESState, int, int]:
    """Tegyrius and Agatha trade hand strikes (Agatha's dodged unless ``hit``), two Lessons in the Steel in hand."""
    s = table()
    a = ready(s, 0, TEGYRIUS, blood=8)
    b = ready(s, 1, OPP, blood=4)
    hand(s, 0, "Lessons in the Steel", "Lessons in the Steel", *(() if hit else ("Dodge",)))
    hand(s, 1, "Pursuit", "Dodge")
    fight(s, a, b)
    to(s, "strike", 0)
    do(s, "strike hand" if hit else "play dodge")
    to(s, "press", 0)
    return s, a, b


def test_lessons_in_the_steel_after_damage_looks_at_the_hand_and_gives_a_press_once_each_round() -> None:
    s, a, _ = lessons_fight(hit=True)
    assert s.minions[a].blood == 7 and "play lessons-in-the-steel" in " ".join(legal(s))
    assert not any(m.startswith("press") for m in legal(s))  # no press of his own
    play(s, "lessons-in-the-steel", "mode basic")
    assert sorted(s.known[0][1]) == sorted([cid("Pursuit"), cid("Dodge")])  # looked at Agatha's hand
    assert not any(m.startswith("play lessons-in-the-steel") for m in legal(s))  # "only one ... each round"
    assert any(m.startswith("press") for m in legal(s))  # "an optional press this round"


def test_lessons_in_the_steel_superior_discards_a_card_of_your_choice_and_needs_damage() -> None:
    s, _, _ = lessons_fight(hit=False)
    assert not any(m.startswith("play lessons-in-the-steel") for m in legal(s))  # no damage on Tegyrius
    s, _, _ = lessons_fight(hit=True)
    play(s, "lessons-in-the-steel", "mode superior")
    do(s, "choose pursuit")
    assert cid("Pursuit") in s.ash[1] and cid("Pursuit") not in s.hand[1]


# ------------------------------------------------------------------------ Nar-Sheptha


def test_nar_sheptha_the_opposing_minion_acts_and_2_more_hand_size_in_combat() -> None:
    from tabletome.games.vtes.stats import hand_size

    s = table()
    a = ready(s, 0, "Greer Worder (G6)", blood=4)
    b = ready(s, 1, OPP, blood=4)
    attach(s, a, "Nar-Sheptha")
    size = hand_size(s, 0)
    fight(s, a, b)  # Greer acting
    c = current_combat(s)
    assert c is not None and (c.a, c.b) == (b, a)  # "the opposing minion is considered the acting minion"
    assert hand_size(s, 0) == size + 2 and len(s.hand[0]) == size + 2 and hand_size(s, 1) == hand_size(s, 0) - 2
    end_combat(s)
    assert hand_size(s, 0) == size  # "while this vampire is in combat"
    fight(s, b, a)  # Agatha acting, Greer blocking: Agatha stays the acting minion
    c = current_combat(s)
    assert c is not None and (c.a, c.b) == (b, a) and hand_size(s, 0) == size + 2


# ------------------------------------------------------------------------ The Admonitions


def test_the_admonitions_lock_to_discard_with_a_sabbat_vampire_and_passes_counter_clockwise() -> None:
    s = table()
    ready(s, 0, OPP, blood=3)  # Sabbat, not Black Hand
    adm = in_play(s, 0, "The Admonitions")
    hand(s, 0, "Dodge", "Pursuit")
    goto(s, "minion", 0)
    assert [m for m in legal(s) if m.startswith(f"use {adm}")] == [f"use {adm} 1"]  # no draw without Black Hand
    do(s, f"use {adm} 1")
    do(s, "discard dodge")
    assert cid("Dodge") in s.ash[0] and s.placed[adm].locked and not any(m.startswith("use") for m in legal(s))
    ready(s, 2, "Aredhel (G4)", blood=3)  # Sabbat, Black Hand
    goto(s, "discard", 0)
    assert s.placed[adm].controller == 2  # seat 3 has no Sabbat vampire: on to seat 2 (counter-clockwise)


def test_the_admonitions_draws_two_with_black_hand_and_is_burned_with_no_sabbat_vampire() -> None:
    s = table()
    ready(s, 1, "Aredhel (G4)", blood=3)  # Sabbat, Black Hand
    adm = in_play(s, 1, "The Admonitions")
    goto(s, "minion", 1)
    before = len(s.hand[1])
    do(s, f"use {adm} 2")
    assert said(s, "draws 2 cards") and len(s.hand[1]) >= before
    s.minions[next(iter(s.ready[1]))] = s.minions[next(iter(s.ready[1]))]._replace(sect="camarilla")
    goto(s, "discard", 1)
    assert adm not in s.placed and cid("The Admonitions") in s.ash[1]  # "burned if there are none"


# ------------------------------------------------------------------------ Shackles of Enkidu


def test_shackles_of_enkidu_shackle_the_opposing_minion_who_stays_locked_and_burns_2_blood() -> None:
    s = table()
    a = ready(s, 0, "Anastasia Grey (G1)", blood=3)  # Gangrel, capacity 3
    b = ready(s, 1, OPP, blood=4)
    sh = attach(s, a, "Shackles of Enkidu")
    fight(s, a, b)
    assert f"use {sh} 1" in legal(s)
    do(s, f"use {sh} 1")
    end_combat(s)
    assert s.minions[a].blood == 3 and s.minions[b].blood == 4  # "combat ends": no strikes
    assert s.placed[sh].host == b and s.placed[sh].controller == 0  # "you still control this card"
    s.minions[b] = s.minions[b]._replace(locked=True)
    goto(s, "unlock", 1)
    assert s.minions[b].locked and s.minions[b].blood == 4  # "does not unlock as normal"
    goto(s, "unlock", 0)
    assert s.minions[b].blood == 2  # "burns 2 blood during each of your unlock phases"
    assert s.minions[a].blood == 3 and not s.minions[a].locked  # the Gangrel is not shackled
