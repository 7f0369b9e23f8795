"""Political action cards of the tournament-winning decks (issue 37): Reins of Power, Ancient
Influence, Neonate Breach."""

from __future__ import annotations

from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.state import VTESState
from tests.games.vtes.scenario import MINION, cid, do, finish_action, goto, hand, legal, pass_until, ready, table


def call(s: VTESState, slug: str) -> None:
    do(s, f"play {slug}")
    pass_until(s, lambda st: current_referendum(st) is not None or any(m.startswith("target") for m in legal(st)))


def answer_choices(s: VTESState, picks: dict[int, str]) -> None:
    """Each Methuselah asked chooses its vampire (``picks``: seat -> move), in turn from the caller
    (one with no ready vampire is not asked: declining is all it can do)."""
    pass_until(s, lambda st: "decline" in legal(st))
    asked = []
    while "decline" in legal(s):
        seat = s.stack[-1].seat  # type: ignore[attr-defined]
        asked.append(seat)
        do(s, picks[seat])
    assert asked == sorted(picks)


def test_reins_of_power_each_gains_6_and_burns_its_predators_chosen_capacity() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)  # capacity 7
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    c = ready(s, 2, "Lauren (G6)", blood=3)
    hand(s, 0, "Reins of Power")
    goto(s, "minion")
    call(s, "reins-of-power")
    pass_until(s, lambda st: f"vote {a} for" in legal(st))
    do(s, f"vote {a} for")
    answer_choices(s, {0: f"choose {a}", 1: f"choose {b}", 2: f"choose {c}"})
    finish_action(s)
    # Capacities 7, 7, 4; seat 0's predator (seat 3) declined: seat 0 burns nothing, each other
    # Methuselah burns its predator's chosen capacity.
    assert s.pool == [36, 29, 29, 32]


def test_reins_of_power_only_one_in_a_game() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Reins of Power", "Reins of Power")
    goto(s, "minion")
    call(s, "reins-of-power")
    finish_action(s)
    goto(s, "minion", seat=0)
    assert "play reins-of-power" not in legal(s)


def test_ancient_influence_each_gains_its_chosen_capacity_then_burns_5() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Ancient Influence")
    goto(s, "minion")
    call(s, "ancient-influence")
    pass_until(s, lambda st: f"vote {a} for" in legal(st))
    do(s, f"vote {a} for")
    answer_choices(s, {0: f"choose {a}", 1: f"choose {b}"})
    finish_action(s)
    assert s.pool == [32, 29, 25, 25]  # capacities 7 and 4; the others chose none
    assert cid("Ancient Influence") in s.ash[0]


def test_neonate_breach_chosen_methuselahs_burn_1_and_3_more_with_a_young_vampire() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    ready(s, 1, "Alice Chen (G6)", blood=3)
    ready(s, 2, "Lauren (G6)", blood=3)
    hand(s, 0, "Neonate Breach")
    goto(s, "minion")
    call(s, "neonate-breach")
    do(s, "target p2+p3")
    pass_until(s, lambda st: f"vote {a} for" in legal(st))
    do(s, f"vote {a} for")
    finish_action(s)
    assert s.pool == [30, 29, 26, 30]  # Lauren has capacity 4; Alice Chen 7


# ------------------------------------------------------------------------ Revolutionary Council


def test_revolutionary_council_locks_the_chosen_anarchs_burns_pool_and_the_card_allocated() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    baron = ready(s, 0, "Casey Snyder (G6)", blood=3)
    crow = ready(s, 0, "Crow (G5)", blood=3)
    location = in_play(s, 2, "Secure Haven")  # a location of seat 2
    hand(s, 0, "Revolutionary Council")
    goto(s, "minion")
    call(s, "revolutionary-council")
    assert f"target {crow}:p2=1+p3=1" in legal(s) and f"target {crow}:p2=3" not in legal(s)  # 2X points, X = 1
    do(s, f"target {crow}:p2=1+u{location}=1")
    pass_until(s, lambda st: f"vote {baron} for" in legal(st))
    do(s, f"vote {baron} for")
    finish_action(s)
    assert s.pool == [30, 29, 30, 30]
    assert location not in s.placed and cid("Secure Haven") in s.ash[2]
    assert s.minions[crow].locked


def test_revolutionary_council_requires_a_baron() -> None:
    s = table()
    ready(s, 0, "Crow (G5)", blood=3)
    hand(s, 0, "Revolutionary Council")
    goto(s, "minion")
    assert "play revolutionary-council" not in legal(s)


def test_conservative_agitation_allocates_as_many_points_as_methuselahs() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Conservative Agitation")
    goto(s, "minion")
    call(s, "conservative-agitation")
    assert "target p2=4" not in legal(s) and "target p2=3" not in legal(s)  # 4 points, two or more
    do(s, "target p2=3+p4=1")
    pass_until(s, lambda st: f"vote {a} for" in legal(st))
    do(s, f"vote {a} for")
    finish_action(s)
    assert s.pool == [30, 27, 30, 29]


# ------------------------------------------------------------------------ Eat the Rich


def test_eat_the_rich_titled_vampires_lose_a_vote_the_edge_gains_one_and_the_rich_burn_more() -> None:
    s = table()
    crow = ready(s, 0, "Crow (G5)", blood=3)  # an Anarch
    baron = ready(s, 1, "Casey Snyder (G6)", blood=3)  # a baron: 2 votes, 1 in this referendum
    ready(s, 2, "Lauren (G6)", blood=3)
    s.edge = 0
    hand(s, 0, "Eat the Rich")
    goto(s, "minion")
    call(s, "eat-the-rich")
    do(s, "target p2+p3")
    pass_until(s, lambda st: "vote edge for" in legal(st))
    do(s, "vote edge for")
    ref = current_referendum(s)
    assert ref is not None and ref.vampire_votes(s, baron) == 1
    assert [c[3] for c in ref.cast if c[0] == ("edge", 0)] == [2]  # the Edge is worth 2 votes
    pass_until(s, lambda st: f"vote {baron} against" in legal(st))
    do(s, f"vote {baron} against")
    finish_action(s)
    assert s.pool == [30, 26, 29, 30]  # 1, and 3 more for the Methuselah with a ready titled vampire
    assert crow in s.ready[0]


def test_eat_the_rich_requires_an_anarch() -> None:
    s = table()
    ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Eat the Rich")
    goto(s, "minion")
    assert "play eat-the-rich" not in legal(s)


# ------------------------------------------------------------------------ Rumors of Gehenna


def test_rumors_of_gehenna_the_chosen_methuselahs_get_two_master_phase_actions() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Rumors of Gehenna")
    goto(s, "minion")
    call(s, "rumors-of-gehenna")
    do(s, "target p1+p3")
    pass_until(s, lambda st: f"vote {a} for" in legal(st))
    do(s, f"vote {a} for")
    finish_action(s)
    rumors = next(p for p in s.inplay[0] if s.placed[p].card == cid("Rumors of Gehenna"))
    assert s.placed[rumors].data == (0, 2)
    goto(s, "unlock", 2)
    pass_until(s, lambda st: st.phase == MINION)  # the master phase window is open
    assert s.phase_actions == 2
    goto(s, "unlock", 1)
    pass_until(s, lambda st: st.phase == MINION)  # the master phase window is open
    assert s.phase_actions == 1


def test_rumors_of_gehenna_any_vampire_can_call_a_referendum_to_burn_it() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    rumors = in_play(s, 0, "Rumors of Gehenna")
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    goto(s, "minion", 1)
    do(s, f"use {rumors} 1")
    pass_until(s, lambda st: f"vote {b} for" in legal(st))
    do(s, f"vote {b} for")
    finish_action(s)
    assert rumors not in s.placed and cid("Rumors of Gehenna") in s.ash[0]


# ------------------------------------------------------------------------ Disputed Territory


def test_disputed_territory_the_chosen_methuselah_takes_control_of_the_chosen_location() -> None:
    from tests.games.vtes.scenario import in_play

    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    castle = in_play(s, 2, "Heidelberg Castle, Germany")
    hand(s, 0, "Disputed Territory")
    goto(s, "minion")
    call(s, "disputed-territory")
    assert f"target {castle}:p3" not in legal(s)  # its controller already
    do(s, f"target {castle}:p1")
    pass_until(s, lambda st: f"vote {a} for" in legal(st))
    do(s, f"vote {a} for")
    finish_action(s)
    assert castle in s.inplay[0] and castle not in s.inplay[2] and s.placed[castle].controller == 0
