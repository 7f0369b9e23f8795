"""Locations (VT-CARD-34): each location's abilities, used through the windows of the rules."""

from __future__ import annotations

import pytest

from tabletome.games.vtes import ops
from tabletome.games.vtes.combat import current_combat
from tabletome.games.vtes.hooks import CARDS, COMBAT, CardDef, Play, Use
from tabletome.games.vtes.model import facts
from tabletome.games.vtes.politics import BLOOD_HUNT, Referendum, current_referendum
from tabletome.games.vtes.state import VTESState
from tabletome.games.vtes.stats import hand_size
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

HUNTING_GROUNDS = (
    "Academic Hunting Ground",
    "Asylum Hunting Ground",
    "Biotech Company Hunting Ground",
    "Library Hunting Ground",
    "Park Hunting Ground",
    "Political Hunting Ground",
    "Slum Hunting Ground",
    "Society Hunting Ground",
    "Temple Hunting Ground",
    "Underworld Hunting Ground",
    "Uptown Hunting Ground",
    "Warzone Hunting Ground",
    "Zoo Hunting Ground",
)


def use(src: int, n: int = 1) -> str:
    return f"use {src} {n}"


def play_master(s: VTESState, *moves: str) -> None:
    """Play a master card; everybody passes its "as played" window (VT-CARD-17)."""
    do(s, *moves)
    pass_until(s, lambda st: "pass" not in legal(st))


def blocked_attempt(s: VTESState, actor_move: str, blocker: int) -> None:
    """Announce an action, then the blocker attempts to block (state B, VT-BLK-06)."""
    do(s, actor_move)
    until_legal(s, f"block {blocker}")
    do(s, f"block {blocker}")


# ------------------------------------------------------------------------ hunting grounds


@pytest.mark.parametrize("name", HUNTING_GROUNDS)
def test_hunting_ground_gives_a_ready_vampire_1_blood_once_in_the_unlock_phase(name: str) -> None:
    """VT-UNL-02, VT-TERM-13: once in the unlock phase; not in the master phase."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    hg = in_play(s, 0, name)
    goto(s, "master")
    assert use(hg) not in legal(s)
    goto(s, "unlock")
    do(s, use(hg))
    assert s.minions[a].blood == 2
    assert use(hg) not in legal(s)


def test_academic_hunting_ground_a_vampire_feeds_from_only_one_hunting_ground_each_turn() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    b = ready(s, 0, "Claus Wegener (G5)", blood=1)
    first = in_play(s, 0, "Academic Hunting Ground")
    second = in_play(s, 0, "Zoo Hunting Ground")
    goto(s, "unlock")
    do(s, use(first), f"target {a}")
    do(s, use(second))  # only the other vampire is left: no choice to make
    assert s.minions[a].blood == 2 and s.minions[b].blood == 2
    assert use(first) not in legal(s) and use(second) not in legal(s)


def test_academic_hunting_ground_requires_a_ready_tremere_to_be_played() -> None:
    """VT-CARD-05: a master card with a clan needs a ready vampire of that clan."""
    s = table()
    ready(s, 0, "Anastasia Grey (G1)")
    hand(s, 0, "Academic Hunting Ground")
    goto(s, "master")
    assert "play academic-hunting-ground" not in legal(s)
    ready(s, 0, "Ayelech (G6)")
    play_master(s, "play academic-hunting-ground")
    assert [facts(s.placed[u].card).name for u in s.inplay[0]] == ["Academic Hunting Ground"]
    assert s.pool[0] == 28


def test_carfax_abbey_gives_two_anarchs_1_blood_each_with_a_ready_baron() -> None:
    s = table()
    a = ready(s, 0, "Laura Goldman (G5)", blood=1)
    b = ready(s, 0, "Brandon Grime (G6)", blood=1)
    baron = ready(s, 0, "Leumeah (G6)", blood=6)
    cam = ready(s, 0, "Ayelech (G6)", blood=1)
    hg = in_play(s, 0, "Carfax Abbey")
    goto(s, "unlock")
    do(s, use(hg))
    assert cam not in [int(m.split()[1]) for m in legal(s) if m.startswith("target")]
    assert f"target {baron}" in legal(s)
    do(s, f"target {a}", f"target {b}")
    assert s.minions[a].blood == 2 and s.minions[b].blood == 2 and s.minions[cam].blood == 1
    assert use(hg) not in legal(s)


def test_carfax_abbey_gives_only_one_anarch_1_blood_without_a_baron() -> None:
    s = table()
    a = ready(s, 0, "Laura Goldman (G5)", blood=1)
    b = ready(s, 0, "Brandon Grime (G6)", blood=1)
    hg = in_play(s, 0, "Carfax Abbey")
    goto(s, "unlock")
    do(s, use(hg), f"target {a}")
    assert s.minions[a].blood == 2 and s.minions[b].blood == 1


def test_carfax_abbey_requires_a_ready_anarch() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)")
    hand(s, 0, "Carfax Abbey")
    goto(s, "master")
    assert "play carfax-abbey" not in legal(s)
    assert "Requires a ready Anarch" in why(s, "play carfax-abbey")
    ready(s, 0, "Laura Goldman (G5)")
    assert "play carfax-abbey" in legal(s)


def test_papillon_gives_a_titled_vampire_2_blood() -> None:
    s = table()
    prince = ready(s, 0, "Ayelech (G6)", blood=1)
    ready(s, 0, "Claus Wegener (G5)", blood=1)  # untitled: not a target
    hg = in_play(s, 0, "Papillon")
    goto(s, "unlock")
    do(s, use(hg))
    assert s.minions[prince].blood == 3


def test_papillon_requires_a_ready_vampire_with_a_city_title() -> None:
    s = table()
    ready(s, 0, "Chrysanthemum (G6)")  # a primogen: titled, but no city title
    hand(s, 0, "Papillon")
    goto(s, "master")
    assert "play papillon" not in legal(s)
    ready(s, 0, "Ayelech (G6)")  # a prince
    assert "play papillon" in legal(s)


def test_meditative_grove_gives_a_ready_salubri_1_blood() -> None:
    s = table()
    y = ready(s, 0, "Yael (G7)", blood=1)
    other = ready(s, 0, "Ayelech (G6)", blood=1)
    hg = in_play(s, 0, "Meditative Grove")
    goto(s, "unlock")
    do(s, use(hg, 1))
    assert s.minions[y].blood == 2 and s.minions[other].blood == 1


def _frenzy(s: VTESState, p: Play) -> None:
    s.marks["frenzy resolved"] = True


def test_meditative_grove_cancels_a_frenzy_card_played_on_a_salubri_cost_still_paid(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """VT-CARD-17, VT-TERM-16, VT-TERM-18: cancelled as played, its cost paid."""
    frenzy = cid("Terror Frenzy")
    fake = CardDef("Terror Frenzy", (Use(COMBAT, _frenzy, text="frenzy"),), kinds=frozenset(("frenzy",)))
    monkeypatch.setitem(CARDS, frenzy, fake)
    s = table()
    a = ready(s, 0, "Aleph (G1)", blood=3)
    y = ready(s, 1, "Yael (G7)", blood=3)
    attach(s, y, "Sport Bike")
    grove = in_play(s, 1, "Meditative Grove")
    hand(s, 0, "Terror Frenzy")
    goto(s, "minion")
    blocked_attempt(s, f"bleed {a}", y)
    until_legal(s, "play terror-frenzy")
    assert current_combat(s) is not None
    do(s, "play terror-frenzy")
    assert s.to_move == 1 and use(grove, 2) in legal(s)
    do(s, use(grove, 2))
    pass_until(s, lambda st: st.to_move == 0 or "frenzy resolved" in st.marks)
    assert "frenzy resolved" not in s.marks
    assert s.placed[grove].locked
    assert s.minions[a].blood == 2  # the cost is still paid
    assert frenzy in s.ash[0]


# ------------------------------------------------------------------------ +1 stealth


def stealth_scene(location: str, actor: str, seat: int = 0) -> tuple[VTESState, int, int]:
    """A hunt (+1 stealth) by ``actor`` (seat 0) that a minion with 1 intercept tries to block; the
    location is controlled by ``seat``."""
    s = table()
    a = ready(s, 0, actor, blood=1)
    b = ready(s, 1, "Agrippina (G1)", blood=3)
    ready(s, 2, "Claus Wegener (G5)", blood=3)
    attach(s, b, "Sport Bike")
    loc = in_play(s, seat, location)
    goto(s, "minion")
    assert use(loc) not in legal(s)
    blocked_attempt(s, f"hunt {a}", b)
    return s, a, loc


def assert_stealth_bought(s: VTESState, a: int, loc: int) -> None:
    """VT-STL-04: needed now (intercept 1 against stealth 1); used, the attempt fails."""
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    do(s, use(loc))
    assert course.stealth(s) == 2 and s.placed[loc].locked
    assert use(loc) not in legal(s)
    finish_action(s)
    assert s.minions[a].blood == 2  # unblocked: the hunt succeeds


@pytest.mark.parametrize(
    ("name", "actor"),
    [
        ("Anarch Railroad", "Laura Goldman (G5)"),
        ("Backways", "Anastasia Grey (G1)"),
        ("Elysian Fields", "Braden White (G6)"),
        ("Fortune Teller Shop", "Brian Thompson (G4)"),
        ("Opium Den", "Celine Chevalier (G2)"),
        ("The Labyrinth", "Beetleman (G4)"),
    ],
)
def test_stealth_location_gives_the_acting_minion_plus_1_stealth_when_needed(name: str, actor: str) -> None:
    s, a, loc = stealth_scene(name, actor)
    assert s.to_move == 0
    assert_stealth_bought(s, a, loc)


@pytest.mark.parametrize(
    "name", ["Anarch Railroad", "Backways", "Elysian Fields", "Fortune Teller Shop", "Opium Den", "The Labyrinth"]
)
def test_stealth_location_is_not_for_a_minion_of_another_clan(name: str) -> None:
    s, _a, loc = stealth_scene(name, "Claus Wegener (G5)")
    assert use(loc) not in legal(s)


def test_backways_only_for_a_gangrel_you_control() -> None:
    s, _a, loc = stealth_scene("Backways", "Anastasia Grey (G1)", seat=2)
    pass_until(s, lambda st: st.to_move == 2)
    assert use(loc) not in legal(s)


def test_anarch_railroad_gives_any_anarch_plus_1_stealth() -> None:
    """The text says "an Anarch": another Methuselah may give it to the acting Anarch."""
    s, _a, loc = stealth_scene("Anarch Railroad", "Laura Goldman (G5)", seat=2)
    pass_until(s, lambda st: st.to_move == 2)
    assert use(loc) in legal(s)
    do(s, use(loc))
    assert action(s).stealth(s) == 2


def test_fortune_teller_shop_not_when_stealth_is_not_needed() -> None:
    """VT-STL-04: no block attempt, no stealth."""
    s = table()
    a = ready(s, 0, "Brian Thompson (G4)", blood=3)
    ready(s, 1, "Agrippina (G1)", blood=3)
    loc = in_play(s, 0, "Fortune Teller Shop")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert use(loc) not in legal(s)


# ------------------------------------------------------------------------ +N intercept


def intercept_scene(location: str, blocker: str, seat: int = 1) -> tuple[VTESState, int, int]:
    """A hunt (+1 stealth) by seat 0 that ``blocker`` (seat 1, no intercept) tries to block."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, blocker, blood=3)
    ready(s, 2, "Claus Wegener (G5)", blood=3)
    loc = in_play(s, seat, location)
    goto(s, "minion")
    blocked_attempt(s, f"hunt {a}", b)
    return s, b, loc


def test_market_square_gives_an_assamite_blocker_plus_1_intercept() -> None:
    s, b, loc = intercept_scene("Market Square", "Greg Mazouni (G6)")
    pass_until(s, lambda st: st.to_move == 1)
    do(s, use(loc))
    assert action(s).intercept(s) == 1 and s.placed[loc].locked
    finish_action(s)
    assert action(s) is None and s.minions[b].locked  # blocked: the blocker locks (VT-RES-03)


def test_market_square_not_for_another_clan_nor_when_not_needed() -> None:
    s, _b, loc = intercept_scene("Market Square", "Agrippina (G1)")
    pass_until(s, lambda st: st.to_move == 1)
    assert use(loc) not in legal(s)
    s, _b, loc = intercept_scene("Market Square", "Greg Mazouni (G6)")
    pass_until(s, lambda st: st.to_move == 1)
    do(s, use(loc))
    assert "Market Square" not in str(legal(s))


def test_channel_10_gives_a_blocker_you_control_plus_2_intercept() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    a2 = ready(s, 0, "Claus Wegener (G5)", blood=3)
    b = ready(s, 1, "Agrippina (G1)", blood=3)
    loc = in_play(s, 1, "Channel 10")
    goto(s, "minion")
    do(s, f"hunt {a2}")  # the first action of the minion phase
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    pass_until(s, lambda st: st.to_move == 1)
    assert use(loc) not in legal(s)  # not usable during the first action in a minion phase
    finish_action(s)
    blocked_attempt(s, f"hunt {a}", b)
    pass_until(s, lambda st: st.to_move == 1)
    do(s, use(loc))
    assert action(s).intercept(s) == 2 and action(s).stealth(s) == 1


def test_krcg_news_radio_gives_your_blocker_plus_1_intercept() -> None:
    s, _b, loc = intercept_scene("KRCG News Radio", "Agrippina (G1)")
    pass_until(s, lambda st: st.to_move == 1)
    assert use(loc, 2) not in legal(s)  # the blocker is yours: the first ability
    do(s, use(loc, 1))
    assert action(s).intercept(s) == 1 and s.pool[1] == 30


def test_krcg_news_radio_burns_1_pool_to_give_another_methuselahs_blocker_plus_1_intercept() -> None:
    s, _b, loc = intercept_scene("KRCG News Radio", "Agrippina (G1)", seat=2)
    pass_until(s, lambda st: st.to_move == 2)
    assert use(loc, 1) not in legal(s)
    do(s, use(loc, 2))
    assert action(s).intercept(s) == 1 and s.pool[2] == 29 and s.placed[loc].locked


# ------------------------------------------------------------------------ as an action is announced


def test_creepshow_casino_gives_an_undirected_action_plus_1_stealth_as_announced() -> None:
    """VT-ANN-04: as the action is announced, even if stealth is not needed."""
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    loc = in_play(s, 0, "Creepshow Casino")
    goto(s, "minion")
    do(s, f"hunt {a}")
    do(s, use(loc))
    assert action(s).stealth(s) == 2 and s.placed[loc].locked


def test_creepshow_casino_not_for_a_directed_action() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    loc = in_play(s, 0, "Creepshow Casino")
    goto(s, "minion")
    do(s, f"bleed {a}")
    assert use(loc) not in legal(s)


def test_club_illusion_an_anarch_burns_1_blood_for_plus_1_bleed() -> None:
    s = table()
    a = ready(s, 0, "Laura Goldman (G5)", blood=3)
    loc = in_play(s, 2, "Club Illusion")  # another Methuselah's location: "An Anarch can ..."
    goto(s, "minion")
    do(s, f"bleed {a}")
    do(s, use(loc))
    assert s.minions[a].blood == 2 and action(s).bleed_amount(s) == 2
    assert use(loc) not in legal(s)  # once
    finish_action(s)
    assert s.pool[1] == 28


def test_club_illusion_only_for_an_anarchs_bleed() -> None:
    s = table()
    a = ready(s, 0, "Laura Goldman (G5)", blood=3)
    c = ready(s, 0, "Ayelech (G6)", blood=3)
    loc = in_play(s, 0, "Club Illusion")
    goto(s, "minion")
    do(s, f"hunt {a}")
    assert use(loc) not in legal(s)  # not a bleed
    finish_action(s)
    do(s, f"bleed {c}")
    assert use(loc) not in legal(s)  # not an Anarch


def test_warsaw_station_unlocks_the_nosferatu_after_a_successful_undirected_action() -> None:
    s = table()
    n = ready(s, 0, "Beetleman (G4)", blood=3)
    loc = in_play(s, 0, "Warsaw Station")
    goto(s, "minion")
    do(s, f"hunt {n}")
    do(s, use(loc, 1))
    assert s.placed[loc].locked and s.minions[n].locked
    finish_action(s)
    assert not s.minions[n].locked and s.minions[n].blood == 4


def test_warsaw_station_no_unlock_after_a_blocked_action_nor_for_a_directed_one() -> None:
    s = table()
    n = ready(s, 0, "Beetleman (G4)", blood=3)
    b = ready(s, 1, "Agrippina (G1)", blood=4)
    attach(s, b, "Sport Bike")
    attach(s, b, "Raven Spy", counters=1)
    loc = in_play(s, 0, "Warsaw Station")
    goto(s, "minion")
    do(s, f"hunt {n}")
    do(s, use(loc, 1))
    until_legal(s, f"block {b}")
    do(s, f"block {b}")
    finish_action(s)  # intercept 2 against stealth 1: blocked
    assert s.minions[n].locked and s.placed[loc].locked
    goto(s, "minion")
    n2 = ready(s, 0, "Agrippina (G1)", blood=3)
    do(s, f"bleed {n2}")
    assert use(loc, 1) not in legal(s)


def test_warsaw_station_burns_to_move_a_nosferatu_from_torpor_to_ready() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    n = torpor(s, 0, "Beetleman (G4)", blood=1)
    loc = in_play(s, 0, "Warsaw Station")
    goto(s, "influence")
    do(s, use(loc, 2))
    assert n in s.ready[0] and loc not in s.placed
    assert cid("Warsaw Station") in s.ash[0]


# ------------------------------------------------------------------------ the influence phase


@pytest.mark.parametrize(
    ("name", "vampire", "other"),
    [
        ("Arcane Library", "Claus Wegener (G5)", "Colin Flynn (G1)"),
        ("Art Museum", "Colin Flynn (G1)", "Claus Wegener (G5)"),
        ("Ecoterrorists", "Anastasia Grey (G1)", "Claus Wegener (G5)"),
    ],
)
def test_influence_location_adds_1_blood_to_a_clan_vampire_in_your_uncontrolled_region(
    name: str, vampire: str, other: str
) -> None:
    s = table()
    v = uncontrolled(s, 0, vampire, blood=1)
    o = uncontrolled(s, 0, other, blood=1)
    loc = in_play(s, 0, name)
    goto(s, "master")
    assert use(loc) not in legal(s)  # only during your influence phase
    goto(s, "influence")
    do(s, use(loc))
    assert s.minions[v].blood == 2 and s.minions[o].blood == 1
    assert s.placed[loc].locked and s.transfers == 4


def test_powerbase_montreal_adds_1_blood_once_in_your_influence_phase() -> None:
    s = table()
    v = uncontrolled(s, 0, "Colin Flynn (G1)", blood=1)
    loc = in_play(s, 0, "Powerbase: Montreal")
    goto(s, "influence")
    do(s, use(loc, 1))
    assert s.minions[v].blood == 2 and not s.placed[loc].locked
    assert use(loc, 1) not in legal(s)  # VT-TERM-13


def test_powerbase_montreal_is_stolen_by_another_methuselahs_vampire() -> None:
    """VT-TERM-08, VT-ACT-01: a (D) action directed at the location's controller."""
    s = table()
    loc = in_play(s, 0, "Powerbase: Montreal")
    ready(s, 1, "Agrippina (G1)", blood=3)
    ready(s, 0, "Ayelech (G6)", blood=3)
    goto(s, "minion", seat=0)
    assert use(loc, 2) not in legal(s)  # not from yourself
    goto(s, "minion", seat=1)
    do(s, use(loc, 2))
    assert action(s).directed and action(s).target_seat == 0
    finish_action(s)
    assert s.placed[loc].controller == 1 and loc in s.inplay[1] and loc not in s.inplay[0]


# ------------------------------------------------------------------------ referendums


def political_action(s: VTESState, caller: int) -> None:
    """Kine Resources Contested by ``caller``, unblocked, up to its polling (VT-REF-04)."""
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    do(s, "play kine-resources-contested", f"by {caller}")
    while current_referendum(s) is None:
        terms = [m for m in legal(s) if m.startswith("target")]
        do(s, terms[0] if terms else "pass")


def test_elysium_the_palace_of_versailles_gives_each_titled_camarilla_vampire_plus_1_vote() -> None:
    s = table()
    prince = ready(s, 0, "Ayelech (G6)", blood=3)
    primogen = ready(s, 0, "Chrysanthemum (G6)", blood=3)
    plain = ready(s, 0, "Claus Wegener (G5)", blood=3)
    loc = in_play(s, 0, "Elysium: The Palace of Versailles")
    political_action(s, plain)
    do(s, f"vote {prince} for", use(loc), f"vote {primogen} for")
    ref = current_referendum(s)
    assert ref is not None and ref.tally(s)[0] == 3 + 2
    assert f"vote {plain} for" not in legal(s)


def test_elysium_the_palace_of_versailles_not_in_a_blood_hunt() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    victim = ready(s, 1, "Agrippina (G1)", blood=3)
    loc = in_play(s, 0, "Elysium: The Palace of Versailles")
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, victim))
    s.settle()
    assert use(loc) not in legal(s)


def test_ventrue_headquarters_gives_plus_3_votes_in_any_referendum() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    victim = ready(s, 1, "Agrippina (G1)", blood=3)
    hq = in_play(s, 0, "Ventrue Headquarters")
    goto(s, "master")
    assert use(hq) not in legal(s)
    goto(s, "minion")
    s.push(Referendum(0, BLOOD_HUNT, victim))
    s.settle()
    do(s, use(hq), "target against")
    ref = current_referendum(s)
    assert ref is not None and ref.tally(s)[:2] == (0, 3) and s.placed[hq].locked


# ------------------------------------------------------------------------ torpor


def test_chantry_moves_a_tremere_from_torpor_for_1_pool() -> None:
    s = table()
    t = torpor(s, 1, "Claus Wegener (G5)", blood=0)
    ready(s, 0, "Colin Flynn (G1)", blood=3)
    loc = in_play(s, 0, "Chantry")
    goto(s, "master")
    do(s, use(loc))  # the only target, the only payment: 1 pool
    assert t in s.ready[1] and s.pool[0] == 29 and s.placed[loc].locked


def test_chantry_moves_a_tremere_from_torpor_for_1_blood_of_a_ready_tremere() -> None:
    s = table()
    t = torpor(s, 0, "Claus Wegener (G5)", blood=0)
    payer = ready(s, 0, "Ayelech (G6)", blood=3)
    loc = in_play(s, 0, "Chantry")
    goto(s, "influence")
    assert use(loc) not in legal(s)  # only during your master phase
    goto(s, "master")
    do(s, use(loc))
    assert legal(s) == ["choose pool", f"choose {payer}"]
    do(s, f"choose {payer}")
    assert t in s.ready[0] and s.minions[payer].blood == 2 and s.pool[0] == 30


# ------------------------------------------------------------------------ cards in hand


def test_the_barrens_discards_a_card_and_draws_up() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    loc = in_play(s, 0, "The Barrens")
    hand(s, 0, "Deflection", "Govern the Unaligned")
    goto(s, "influence")
    do(s, use(loc))
    assert s.to_move == 0 and sorted(legal(s)) == ["discard deflection", "discard govern-the-unaligned"]
    assert "choices" in str(s.view(0)) and "choices" not in str(s.view(1))  # the hand choice is private
    do(s, "discard deflection")
    assert cid("Deflection") in s.ash[0] and len(s.hand[0]) == 7 and s.placed[loc].locked


def test_the_barrens_during_an_action() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, "Agrippina (G1)", blood=3)
    loc = in_play(s, 1, "The Barrens")
    hand(s, 1, "Deflection")
    goto(s, "minion")
    do(s, f"bleed {a}")
    pass_until(s, lambda st: st.to_move == 1)
    do(s, use(loc))  # one card: no choice to make
    assert cid("Deflection") in s.ash[1] and len(s.hand[1]) == 7


def test_garibaldi_meucci_museum_exchanges_a_card_for_a_card_requiring_an_anarch() -> None:
    s = table()
    ready(s, 0, "Laura Goldman (G5)", blood=3)
    loc = in_play(s, 0, "Garibaldi-Meucci Museum")
    hand(s, 0, "Deflection", "Govern the Unaligned")
    s.ash[0] = [cid("Reckless Agitation"), cid("Jericho Founding")]
    goto(s, "unlock")
    do(s, use(loc, 1))  # only Reckless Agitation requires an Anarch
    assert s.pool[0] == 29 and s.placed[loc].locked
    do(s, "choose deflection")
    assert sorted(facts(c).name for c in s.hand[0]) == ["Govern the Unaligned", "Reckless Agitation"]
    assert sorted(facts(c).name for c in s.ash[0]) == ["Deflection", "Jericho Founding"]
    assert cid("Reckless Agitation") in s.known[1][0]


def test_garibaldi_meucci_museum_nothing_to_retrieve_not_offered() -> None:
    s = table()
    loc = in_play(s, 0, "Garibaldi-Meucci Museum")
    hand(s, 0, "Deflection")
    s.ash[0] = [cid("Jericho Founding")]  # "non-Camarilla" does not require an Anarch
    goto(s, "unlock")
    assert use(loc, 1) not in legal(s)


def anarch_combat(s: VTESState, attacker: str, defender: str) -> tuple[int, int]:
    a = ready(s, 0, attacker, blood=3)
    b = ready(s, 1, defender, blood=3)
    attach(s, b, "Sport Bike")
    goto(s, "minion")
    blocked_attempt(s, f"bleed {a}", b)
    pass_until(s, lambda st: current_combat(st) is not None)
    return a, b


def test_garibaldi_meucci_museum_ends_a_combat_between_two_anarchs() -> None:
    s = table()
    loc = in_play(s, 1, "Garibaldi-Meucci Museum")
    a, b = anarch_combat(s, "Laura Goldman (G5)", "Brandon Grime (G6)")
    pass_until(s, lambda st: st.to_move == 1)
    do(s, use(loc, 2))
    c = current_combat(s)
    assert c is not None and c.over and s.placed[loc].locked
    finish_action(s)
    assert s.minions[a].blood == 3 and s.minions[b].blood == 3 and s.pool[1] == 30


def test_garibaldi_meucci_museum_not_for_a_combat_with_a_non_anarch() -> None:
    s = table()
    loc = in_play(s, 1, "Garibaldi-Meucci Museum")
    anarch_combat(s, "Ayelech (G6)", "Brandon Grime (G6)")
    pass_until(s, lambda st: st.to_move == 1)
    assert use(loc, 2) not in legal(s)


# ------------------------------------------------------------------------ the discard phase


def test_powerbase_los_angeles_gives_plus_1_discard_action_and_unlocks_an_anarch() -> None:
    s = table()
    anarch = ready(s, 0, "Laura Goldman (G5)", blood=3, locked=True)
    loc = in_play(s, 0, "Powerbase: Los Angeles")
    hand(s, 0, "Deflection", "Reckless Agitation")
    goto(s, "minion")
    assert use(loc, 1) not in legal(s)
    goto(s, "discard")
    do(s, use(loc, 1))
    assert s.phase_actions == 2 and s.placed[loc].locked
    do(s, "discard deflection")
    assert not [m for m in legal(s) if m.startswith("choose")]
    do(s, "discard reckless-agitation")
    assert legal(s) == [f"choose {anarch}", "decline"]
    do(s, f"choose {anarch}")
    assert not s.minions[anarch].locked and s.phase_actions == 0


def test_powerbase_los_angeles_is_stolen_by_an_anarch_only() -> None:
    s = table()
    loc = in_play(s, 0, "Powerbase: Los Angeles")
    plain = ready(s, 1, "Agrippina (G1)", blood=3)
    goto(s, "minion", seat=1)
    assert use(loc, 2) not in legal(s)
    ops.lock(s, plain)
    ready(s, 1, "Laura Goldman (G5)", blood=3)
    do(s, use(loc, 2))
    finish_action(s)
    assert s.placed[loc].controller == 1


# ------------------------------------------------------------------------ The Rack


def test_the_rack_the_chosen_vampire_gains_2_blood_in_your_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    b = ready(s, 0, "Claus Wegener (G5)", blood=1)
    hand(s, 0, "The Rack")
    goto(s, "master")
    play_master(s, "play the-rack", f"target {b}")
    rack = s.inplay[0][0]
    goto(s, "unlock")
    do(s, use(rack, 1))
    assert s.minions[b].blood == 3 and s.minions[a].blood == 1
    assert use(rack, 1) not in legal(s)


def test_the_rack_stolen_the_thief_chooses_and_the_chosen_vampire_gains_in_the_unlock_phase() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=1)
    thief = ready(s, 1, "Agrippina (G1)", blood=1)
    other = ready(s, 1, "Beetleman (G4)", blood=1)
    rack = in_play(s, 0, "The Rack")
    goto(s, "minion", seat=1)
    do(s, use(rack, 2), f"by {thief}")
    until_legal(s, f"choose {other}")
    assert s.to_move == 1 and legal(s) == [f"choose {thief}", f"choose {other}"]
    do(s, f"choose {other}")
    finish_action(s)
    assert s.placed[rack].controller == 1 and s.placed[rack].data == (other,)
    goto(s, "unlock", seat=1)
    do(s, use(rack, 1))
    assert s.minions[other].blood == 3


def test_the_rack_a_chosen_vampire_of_another_methuselah_gains_in_the_racks_controllers_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    hand(s, 0, "The Rack")
    goto(s, "master")
    play_master(s, "play the-rack")
    ops.steal_minion(s, a, 2)  # the chosen vampire changes control (ANK 20200130-2)
    goto(s, "discard", seat=3)
    do(s, "end")
    rack = next(p for p in s.inplay[0] if s.placed[p].card == cid("The Rack"))
    do(s, f"effect {rack}")  # VT-UNL-02: carried out when chosen
    assert s.current == 0 and s.minions[a].blood == 3


# ------------------------------------------------------------------------ Wasserschloss Anif, Austria


def test_wasserschloss_anif_austria_keeps_blood_and_gives_it_to_an_uncontrolled_tremere() -> None:
    s = table()
    t = ready(s, 0, "Ayelech (G6)", blood=3)
    u = uncontrolled(s, 0, "Claus Wegener (G5)", blood=0)
    loc = in_play(s, 0, "Wasserschloss Anif, Austria")
    goto(s, "influence")
    assert use(loc, 2) not in legal(s)  # no counter yet
    goto(s, "master")
    do(s, use(loc, 1))
    assert s.minions[t].blood == 2 and s.placed[loc].counters == 1
    assert use(loc, 1) not in legal(s)  # one Tremere each turn
    goto(s, "influence")
    do(s, use(loc, 2))
    assert s.minions[u].blood == 1 and s.placed[loc].counters == 0 and s.placed[loc].locked


@pytest.mark.parametrize(("actor", "stealth"), [("Aleph (G1)", 1), ("Agrippina (G1)", 0)])
def test_wasserschloss_anif_austria_is_burned_by_a_d_action_malkavians_plus_1_stealth(actor: str, stealth: int) -> None:
    s = table()
    loc = in_play(s, 0, "Wasserschloss Anif, Austria")
    ready(s, 1, actor, blood=3)
    goto(s, "minion", seat=1)
    do(s, use(loc, 3))
    assert action(s).stealth(s) == stealth and action(s).target_seat == 0
    finish_action(s)
    assert loc not in s.placed and cid("Wasserschloss Anif, Austria") in s.ash[0]


# ------------------------------------------------------------------------ lasting numbers


def test_elder_library_gives_plus_1_hand_size() -> None:
    s = table()
    assert hand_size(s, 0) == 7
    in_play(s, 0, "Elder Library")
    assert hand_size(s, 0) == 8 and hand_size(s, 1) == 7


def test_elder_library_a_contested_copy_gives_nothing() -> None:
    """VT-CONT-02, ANK 20221028."""
    s = table()
    in_play(s, 0, "Elder Library")
    in_play(s, 1, "Elder Library")
    assert hand_size(s, 0) == 7 and hand_size(s, 1) == 7


def test_information_highway_gives_plus_2_transfers() -> None:
    s = table()
    in_play(s, 0, "Information Highway")
    s.turn = 9
    goto(s, "minion")
    do(s, "end")
    assert s.transfers == 4 + 2


# ------------------------------------------------------------------------ Carver's Meat Packing and Storage

CARVERS = "Carver's Meat Packing and Storage"
SMALL = "Laura Goldman (G5)"  # capacity 3
SMALL2 = "Dr. John Casey (G1)"  # capacity 3
BIG = "Aleph (G1)"  # capacity 4


def hostage_of(s: VTESState, seat: int, name: str, blood: int = 2) -> int:
    """A vampire of ``seat`` sent to torpor while Carver's is in play."""
    uid = ready(s, seat, name, blood=blood)
    ops.to_torpor(s, uid)
    s.changed()
    return uid


def test_carvers_meat_packing_puts_a_hostage_counter_on_a_vampire_of_capacity_3_or_less_going_to_torpor() -> None:
    s = table()
    in_play(s, 0, CARVERS)
    small = hostage_of(s, 1, SMALL)
    big = hostage_of(s, 1, BIG)
    assert s.minions[small].count("hostage") == 1
    assert s.minions[big].count("hostage") == 0


def test_carvers_meat_packing_no_hostage_while_not_in_play() -> None:
    s = table()
    small = hostage_of(s, 1, SMALL)
    assert s.minions[small].count("hostage") == 0


def test_carvers_meat_packing_hostages_cannot_leave_torpor_be_rescued_or_diablerized() -> None:
    """VT-ACT-25, VT-ACT-27, VT-ACT-30: none of these actions is offered for a hostage."""
    s = table()
    in_play(s, 0, CARVERS)
    small = hostage_of(s, 1, SMALL)
    big = hostage_of(s, 1, BIG)
    rescuer = ready(s, 1, "Lauren (G6)", blood=4)
    goto(s, "minion", 1)
    moves = legal(s)
    assert f"leave {small}" not in moves and f"leave {big}" in moves
    assert not [m for m in moves if m.startswith(f"rescue {rescuer} {small} ")]
    assert f"rescue {rescuer} {big} 2" in moves
    assert f"diablerize {rescuer} {small}" not in moves and f"diablerize {rescuer} {big}" in moves


def test_carvers_meat_packing_locks_in_your_master_phase_to_add_x_blood() -> None:
    """X: the number of vampires with hostage counters, any Methuselah's."""
    s = table()
    loc = in_play(s, 0, CARVERS)
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    goto(s, "master")
    assert use(loc) not in legal(s)  # no hostage: X would be 0
    hostage_of(s, 1, SMALL)
    hostage_of(s, 2, SMALL2)
    hostage_of(s, 2, BIG)  # no hostage: capacity 4
    goto(s, "minion")
    assert use(loc) not in legal(s)  # only during your master phase
    goto(s, "master")
    do(s, use(loc))  # the only ready vampire you control: no choice
    assert s.minions[a].blood == 3 and s.placed[loc].locked
    assert use(loc) not in legal(s)


def test_carvers_meat_packing_a_ready_vampire_of_another_methuselah_burns_2_blood_to_free_a_hostage() -> None:
    """ "During any unlock phase, any ready vampire": here in Methuselah 1's unlock phase; once each
    turn (ANK 20200729)."""
    s = table()
    loc = in_play(s, 0, CARVERS)
    ready(s, 0, "Ayelech (G6)", blood=1)  # cannot pay
    small = hostage_of(s, 2, SMALL)
    other = hostage_of(s, 2, SMALL2)
    payer = ready(s, 1, "Lauren (G6)", blood=3)
    goto(s, "unlock", 0)
    until_legal(s, use(loc, 2))
    assert s.to_move == 1
    do(s, use(loc, 2), f"target {small}")  # the payer is the only one: not asked
    assert s.minions[payer].blood == 1 and s.minions[small].count("hostage") == 0
    assert s.minions[other].count("hostage") == 1
    assert use(loc, 2) not in legal(s)  # once each turn


def test_carvers_meat_packing_its_controller_frees_a_hostage_in_their_own_unlock_phase_only() -> None:
    s = table()
    loc = in_play(s, 0, CARVERS)
    payer = ready(s, 0, "Ayelech (G6)", blood=4)
    small = hostage_of(s, 1, SMALL)
    goto(s, "master")
    assert use(loc, 2) not in legal(s)
    goto(s, "unlock", 0)
    do(s, use(loc, 2))
    assert s.minions[payer].blood == 2 and s.minions[small].count("hostage") == 0


def test_carvers_meat_packing_hostage_counters_burn_when_it_leaves_play() -> None:
    s = table()
    loc = in_play(s, 0, CARVERS)
    small = hostage_of(s, 1, SMALL)
    ops.burn_placed(s, loc)
    assert s.minions[small].count("hostage") == 0


def test_carvers_meat_packing_hostage_counters_burn_when_it_becomes_contested() -> None:
    """VT-CONT-02: a contested copy is out of play."""
    s = table()
    in_play(s, 0, CARVERS)
    small = hostage_of(s, 1, SMALL)
    in_play(s, 2, CARVERS)
    assert s.minions[small].count("hostage") == 0
