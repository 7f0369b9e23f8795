"""Action cards of the tournament archive (issue 37), second batch: each card's tests named by the card."""

from __future__ import annotations

from tabletome.games.vtes import ops
from tabletome.games.vtes.politics import current_referendum
from tabletome.games.vtes.stats import title, votes
from tests.games.vtes.scenario import (
    action,
    cid,
    do,
    finish_action,
    goto,
    hand,
    legal,
    pass_until,
    ready,
    table,
)

# ------------------------------------------------------------------------ Fee Stakes

ANARCH = "Jack Drake (G4)"  # Brujah, Anarch, capacity 8, untitled
GANGREL = "Crow (G5)"  # Gangrel, Anarch, capacity 5
PRINCE = "Ayelech (G6)"  # a prince: 2 votes


def placed_on(s, uid: int, name: str) -> list[int]:  # type: ignore[no-untyped-def]
    return [p for p in s.minions[uid].cards if p in s.placed and s.placed[p].card == cid(name)]


def crown(s, seat: int, uid: int, name: str) -> int:  # type: ignore[no-untyped-def]
    hand(s, seat, name)
    goto(s, "minion", seat)
    ops.unlock(s, uid)
    do(s, f"play {cid_slug(name)}")
    if f"by {uid}" in legal(s):
        do(s, f"by {uid}")
    finish_action(s)
    (card_uid,) = placed_on(s, uid, name)
    return card_uid


def cid_slug(name: str) -> str:
    from tabletome.games.vtes.model import facts

    return facts(cid(name)).slug


def test_fee_stake_corte_makes_the_anarch_baron_of_corte() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    hand(s, 0, "Fee Stake: Corte")
    goto(s, "minion")
    do(s, "play fee-stake-corte")
    assert action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert placed_on(s, a, "Fee Stake: Corte")
    assert title(s, a) == "baron" and votes(s, a) == 2
    assert "title-city:Corte" in s.minions[a].marks


def test_fee_stake_corte_requires_an_anarch_with_capacity_5_or_more() -> None:
    s = table()
    ready(s, 0, "Crow (G5)", blood=3, sect="camarilla")  # capacity 5, not Anarch
    ready(s, 0, "Lauren (G6)", blood=3, sect="anarch")  # capacity 4 or less
    hand(s, 0, "Fee Stake: Corte")
    goto(s, "minion")
    assert not any(m.startswith("play fee-stake-corte") for m in legal(s))


def test_fee_stake_perth_two_barons_of_perth_contest_the_title() -> None:
    """VT-CONT-08: a unique title claimed by two ready vampires is contested; they count as untitled."""
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    b = ready(s, 1, GANGREL, blood=5)
    crown(s, 0, a, "Fee Stake: Perth")
    crown(s, 1, b, "Fee Stake: Perth")
    assert "title-contested" in s.minions[a].marks and "title-contested" in s.minions[b].marks
    assert title(s, a) is None and votes(s, b) == 0


def test_fee_stake_perth_and_corte_are_different_cities() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    b = ready(s, 1, GANGREL, blood=5)
    crown(s, 0, a, "Fee Stake: Perth")
    crown(s, 1, b, "Fee Stake: Corte")
    assert title(s, a) == "baron" and title(s, b) == "baron"


def test_fee_stake_los_angeles_a_new_title_burns_the_former_title_card() -> None:
    """VT-SECT-03: a new title loses the old one; VT-SECT-10: its title card is burned."""
    s = table()
    a = ready(s, 0, ANARCH, blood=6)
    crown(s, 0, a, "Fee Stake: Perth")
    crown(s, 0, a, "Fee Stake: Los Angeles")
    assert not placed_on(s, a, "Fee Stake: Perth") and cid("Fee Stake: Perth") in s.ash[0]
    assert "title-city:Los Angeles" in s.minions[a].marks and "title-city:Perth" not in s.minions[a].marks


def test_fee_stake_corte_referendum_burns_it_and_non_anarch_titles_lose_a_vote() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    p = ready(s, 1, PRINCE, blood=3)
    stake = crown(s, 0, a, "Fee Stake: Corte")
    goto(s, "minion", 1)
    do(s, f"use {stake} 1")
    assert action(s).stealth(s) == 1 and not action(s).directed  # type: ignore[union-attr]
    pass_until(s, lambda st: current_referendum(st) is not None)
    ref = current_referendum(s)
    assert ref.vampire_votes(s, p) == 1  # a prince: 2 votes, -1 for a non-Anarch title
    assert ref.vampire_votes(s, a) == 2  # a baron keeps both
    do(s, f"vote {p} for")
    pass_until(s, lambda st: f"vote {a} against" in legal(st))
    do(s, f"vote {a} against")
    finish_action(s)
    assert stake in s.placed  # 1 for, 2 against: the card stays
    assert title(s, a) == "baron"


def test_fee_stake_corte_referendum_passed_the_baron_loses_the_title() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5)
    stake = crown(s, 0, a, "Fee Stake: Corte")
    b = ready(s, 1, PRINCE, blood=3)  # 1 vote in this referendum
    goto(s, "minion", 1)
    do(s, f"use {stake} 1")
    finish_referendum_for(s, b)
    assert stake not in s.placed and cid("Fee Stake: Corte") in s.ash[0]
    assert s.minions[a].title is None and votes(s, a) == 0


def finish_referendum_for(s, caller: int) -> None:  # type: ignore[no-untyped-def]
    """The caller's vampire votes for; everybody else passes."""
    pass_until(s, lambda st: f"vote {caller} for" in legal(st))
    do(s, f"vote {caller} for")
    finish_action(s)


def test_fee_stake_seattle_a_gangrel_baron_gets_1_vote_in_referendums_he_calls() -> None:
    s = table()
    b = ready(s, 0, GANGREL, blood=5)
    stake = crown(s, 0, b, "Fee Stake: Seattle")
    assert votes(s, b) == 2  # not calling a referendum
    ops.unlock(s, b)
    do(s, f"use {stake} 1")
    pass_until(s, lambda st: current_referendum(st) is not None)
    assert current_referendum(s).vampire_votes(s, b) == 3


def test_fee_stake_new_york_only_for_a_brujah() -> None:
    s = table()
    b = ready(s, 0, GANGREL, blood=5)
    stake = crown(s, 0, b, "Fee Stake: New York")
    ops.unlock(s, b)
    do(s, f"use {stake} 1")
    pass_until(s, lambda st: current_referendum(st) is not None)
    assert current_referendum(s).vampire_votes(s, b) == 2


# ------------------------------------------------------------------------ Corruption

SETITE = "Amenophobis (G4)"


def test_corruption_puts_a_corruption_counter_on_a_minion_of_your_prey() -> None:
    s = table()
    ready(s, 0, SETITE, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Corruption")
    goto(s, "minion")
    do(s, "play corruption")
    assert action(s).directed and action(s).stealth(s) == 1  # type: ignore[union-attr]
    finish_action(s)
    assert s.minions[v].count("corruption 1") == 1 and s.controller(v) == 1


def test_corruption_only_a_minion_of_your_prey() -> None:
    s = table()
    ready(s, 0, SETITE, blood=5)
    ready(s, 2, "Lauren (G6)", blood=3)
    hand(s, 0, "Corruption")
    goto(s, "minion")
    assert not any(m.startswith("play corruption") for m in legal(s))  # Methuselah 3 is not the prey


def test_corruption_counters_reaching_capacity_can_be_burned_to_steal_the_minion() -> None:
    from tabletome.games.vtes.stats import capacity

    s = table()
    ready(s, 0, SETITE, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    ops.add_counters(s, v, "corruption 1", capacity(s, v) - 1)
    ops.add_counters(s, v, "corruption 3", 1)  # another Methuselah's counters do not count
    hand(s, 0, "Corruption")
    goto(s, "minion")
    do(s, "play corruption")
    pass_until(s, lambda st: f"steal {v}" in legal(st))
    do(s, f"steal {v}")
    assert s.controller(v) == 0 and v in s.ready[0]
    assert s.minions[v].count("corruption 1") == 0 and s.minions[v].count("corruption 3") == 1


def test_corruption_below_capacity_no_steal() -> None:
    s = table()
    ready(s, 0, SETITE, blood=5)
    v = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Corruption")
    goto(s, "minion")
    do(s, "play corruption")
    finish_action(s)
    assert s.controller(v) == 1
