"""CrimethInc. (issue 37): after a successful action requiring an Anarch or making the vampire Anarch."""

from __future__ import annotations

from tests.games.vtes.scenario import action, cid, do, goto, hand, in_play, legal, ready, table, to_stage

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
