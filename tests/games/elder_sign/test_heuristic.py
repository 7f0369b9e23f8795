"""The scripted player's dice (issue 38): a roll that completes no task and shows no die that no
task wants is not left to lose a die (ES-ADV-21) while a clue can reroll the dice the nearest task
does not use (ES-CLUE-01)."""

from __future__ import annotations

from tabletome.games.elder_sign.heuristic import ESHeuristic

from .helpers import attempt, new, rolled, table


def test_a_clue_rerolls_what_the_nearest_task_does_not_use() -> None:
    """The Curator: "L L L" and "L 3". Two Lore and two 1s complete neither; "L 3" is nearest
    (its Lore, and 2 of its 3 investigation), so the second Lore is marked, then rerolled."""
    s = table(new(1), ["The Curator"])
    s.clues[0] = 1
    a = rolled(s, attempt(s, 0, 0), "gl+gl+g1+g1")
    player = ESHeuristic(1)
    assert str(player.act(s, 0)) == "mark gl"
    s.apply(player.act(s, 0))
    assert str(player.act(s, 0)) == "reroll"
    s.clues[0] = 0  # without a clue the roll fails as before
    a.marked = ()
    s.changed()
    assert str(player.act(s, 0)) == "pass"
