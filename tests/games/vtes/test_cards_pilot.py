"""Pilot tests of the card framework: one card of each kind, played through the windows."""

from __future__ import annotations

from tests.games.vtes.scenario import (
    action,
    do,
    finish_action,
    goto,
    hand,
    in_play,
    legal,
    ready,
    table,
    to_stage,
    uncontrolled,
)


def test_govern_the_unaligned_basic_bleeds_with_plus_2() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned")  # no younger vampire to add blood to: only the bleed is possible
    assert action(s) is not None and action(s).bleed_amount(s) == 3
    finish_action(s)
    assert s.pool[1] == 27 and s.edge == 0
    assert s.minions[a].blood == 2  # the cost, paid on success
    assert len(s.hand[0]) == 7  # replaced, and drawn up


def test_govern_the_unaligned_superior_adds_3_blood_to_a_younger_vampire() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=3)
    y = uncontrolled(s, 0, "Lauren (G6)")
    hand(s, 0, "Govern the Unaligned")
    goto(s, "minion")
    do(s, "play govern-the-unaligned", "mode superior")
    finish_action(s)
    assert s.minions[y].blood == 3 and s.minions[a].blood == 2


def test_deflection_bounces_the_bleed() -> None:
    s = table()
    ready(s, 0, "Ayelech (G6)", blood=3)
    b = ready(s, 1, "Alice Chen (G6)", blood=3)
    hand(s, 1, "Deflection")
    goto(s, "minion")
    do(s, "bleed " + str(s.ready[0][0]))
    to_stage(s, "C")
    while s.to_move != 1:
        do(s, "pass")
    assert "play deflection" in legal(s)
    do(s, "play deflection", "target p3")  # Alice Chen has basic Dominate: the basic mode
    assert action(s).target_seat == 2 and action(s).stage == "A"
    assert s.minions[b].locked and s.minions[b].blood == 2
    finish_action(s)
    assert s.pool[2] == 29 and s.pool[1] == 30


def test_hunting_ground_gives_1_blood_in_the_unlock_phase() -> None:
    s = table()
    a = ready(s, 0, "Ayelech (G6)", blood=1)
    hg = in_play(s, 0, "Academic Hunting Ground")
    goto(s, "unlock")
    do(s, f"use {hg} 1")
    assert s.minions[a].blood == 2
    assert f"use {hg} 1" not in legal(s)
