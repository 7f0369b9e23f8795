"""CrimethInc. (issue 37): after a successful action requiring an Anarch or making the vampire Anarch."""

from __future__ import annotations

from tabletome.games.vtes.politics import current_referendum
from tests.games.vtes.scenario import action, cid, do, goto, hand, in_play, legal, ready, table, to_stage, until_legal
from tests.games.vtes.test_cards_modifiers import bleed_blocked_at
from tests.games.vtes.test_cards_political import call

ANARCH = "Aksinya Daclau (G4)"  # pro tha


def test_crimethinc_pro_unlocks_the_vampire_made_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5, sect="sabbat")
    hand(s, 0, "CrimethInc.")
    goto(s, "minion")
    do(s, f"anarch {a}")
    to_stage(s, "after")
    assert s.minions[a].sect == "anarch" and s.minions[a].locked
    do(s, "play crimethinc", "mode pro")
    assert not s.minions[a].locked


def test_crimethinc_not_after_an_action_not_requiring_an_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5, sect="anarch")
    hand(s, 0, "CrimethInc.")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    assert "play crimethinc" not in legal(s)


def test_crimethinc_tha_put_in_play_then_burn_1_pool_to_unlock_an_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5, sect="sabbat")
    hand(s, 0, "CrimethInc.")
    goto(s, "minion")
    do(s, f"anarch {a}")
    to_stage(s, "after")
    do(s, "play crimethinc", "mode tha")
    assert any(s.placed[p].card == cid("CrimethInc.") for p in s.inplay[0])
    assert action(s) is not None


def test_crimethinc_in_play_burns_1_pool_to_unlock_a_ready_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5, sect="anarch", locked=True)
    ready(s, 0, "Lauren (G6)", blood=3)
    card_ = in_play(s, 0, "CrimethInc.")
    goto(s, "minion")
    pool = s.pool[0]
    do(s, f"use {card_} 1")
    assert not s.minions[a].locked and s.pool[0] == pool - 1


def test_crimethinc_after_an_action_card_requiring_an_anarch() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5, sect="anarch")
    ready(s, 0, "Lauren (G6)", blood=3)
    hand(s, 0, "Field Training", "CrimethInc.")
    goto(s, "minion")
    do(s, "play field-training", "target pro")
    to_stage(s, "after")
    assert action(s).successful  # type: ignore[union-attr]
    do(s, "play crimethinc", "mode tha")
    assert any(s.placed[p].card == cid("CrimethInc.") for p in s.inplay[0])
    assert a in s.ready[0]


def test_propaganda_of_the_deed_put_in_play_after_a_successful_directed_action() -> None:
    s = table()
    a = ready(s, 0, ANARCH, blood=5, sect="anarch")
    hand(s, 0, "Propaganda of the Deed")
    goto(s, "minion")
    do(s, f"bleed {a}")
    to_stage(s, "after")
    do(s, "play propaganda-of-the-deed")
    assert any(s.placed[p].card == cid("Propaganda of the Deed") for p in s.inplay[0])


def test_propaganda_of_the_deed_burned_for_2_votes() -> None:
    s = table()
    v = ready(s, 0, "Ayelech (G6)", blood=3)
    card_ = in_play(s, 0, "Propaganda of the Deed")
    hand(s, 0, "Kine Resources Contested")
    goto(s, "minion")
    call(s, "kine-resources-contested")
    do(s, "target p2=2+p3=2")
    until_legal(s, f"use {card_} 1")
    do(s, f"use {card_} 1", "target for")
    ref = current_referendum(s)
    assert ref is not None and ref.tally(s)[0] == 2 and card_ not in s.placed
    assert v in s.ready[0]


def test_into_thin_air_stealth_and_1_blood_for_minus_1_intercept_to_a_younger_blocker() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)  # obf
    b = ready(s, 1, "Lauren (G6)", blood=3)  # younger
    hand(s, 0, "Into Thin Air")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play into-thin-air")
    course = action(s)
    assert course is not None and course.stealth(s) == 1
    do(s, f"grant into-thin-air {a}")
    assert s.minions[a].blood == 3 and course.intercept(s, b) == -1
    assert f"grant into-thin-air {a}" not in legal(s)  # once this action


def test_into_thin_air_not_with_lost_in_crowds() -> None:
    s = table()
    a = ready(s, 0, "Alice Chen (G6)", blood=4)
    b = ready(s, 1, "Lauren (G6)", blood=3)
    hand(s, 0, "Lost in Crowds", "Into Thin Air")
    goto(s, "minion")
    bleed_blocked_at(s, a, b)
    do(s, "play lost-in-crowds")
    assert "play into-thin-air" not in legal(s)
