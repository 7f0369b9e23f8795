"""The scripted player (issue 38): its dice (a roll that completes no task and shows no die that no
task wants is not left to lose a die, ES-ADV-21, while a clue can reroll the dice the nearest task
does not use, ES-CLUE-01) and how it rates where to go (a face-down card by what its back may hide,
the dice its items and clues add)."""

from __future__ import annotations

import pytest

from tabletome.games.elder_sign import table as t
from tabletome.games.elder_sign.heuristic import ESHeuristic, chance, unseen_like
from tabletome.games.elder_sign.pyramid import _back
from tabletome.games.elder_sign.state import ESState

from .helpers import attempt, give, new, rolled, table
from .test_es_pyramid import bare, put


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


def _unseen_green(s: ESState) -> list[int]:
    """The Cairo deck's green cards with no back effect (nine in the standard edition)."""
    return [k for k in s.cairo_deck if _back(s.ed.adventures[k])[2:4] == ("green", ())]


def test_a_face_down_card_is_rated_by_every_card_its_back_may_hide() -> None:
    """ES-EGY-03/04, AMB-22: a seat sees a face-down card's back, not its face; the player's state is
    a determinization, so the card there is one guess. The player rates the place by the mean of
    the unseen cards showing that back: whichever of them the guess put there, the rating is the same."""
    s = bare()
    player = ESHeuristic(1)
    first, other = _unseen_green(s)[:2]
    put(s, 3, first, down=True)
    down_rate = player.rate(s, 0, 3)
    s.down[3] = False
    face = player.rate(s, 0, 3)
    s.cairo_deck.append(first)
    put(s, 3, other, down=True)
    assert player.rate(s, 0, 3) == pytest.approx(down_rate)
    s.down[3] = False
    assert player.rate(s, 0, 3) != pytest.approx(face)  # the two faces are not worth the same
    s.down[3] = True
    candidates = unseen_like(s, 3)
    assert other in candidates and first in candidates and len(candidates) == len(_unseen_green(s)) + 1
    mean = 0.0
    for card in candidates:
        s.places[3] = card
        mean += player.rate_face(s, 0, 3) / len(candidates)
    assert down_rate == pytest.approx(mean)


def test_an_item_die_and_clues_count_when_a_card_is_rated() -> None:
    """ES-ADV-03 (an item adds its die to the roll), ES-CLUE-01: a card is rated with the dice the
    investigator can add, an item's yellow die as one more die, a clue as half of one; a locked
    yellow die (ES-LOCK-07) adds nothing."""
    s = bare()
    player = ESHeuristic(1)
    card = _unseen_green(s)[0]
    put(s, 3, card)
    tasks = tuple(task for _, task, _ in t.tasks_at(s, 3))
    ordered = s.ed.adventures[card].ordered
    assert player.kit_chance(s, 0, tasks, ordered, 6) == pytest.approx(chance(tasks, ordered, 6))
    give(s, 0, "common", "Whiskey")
    assert player.kit_chance(s, 0, tasks, ordered, 6) == pytest.approx(chance(tasks, ordered, 7))
    s.clues[0] = 1
    halfway = (chance(tasks, ordered, 7) + chance(tasks, ordered, 8)) / 2
    assert player.kit_chance(s, 0, tasks, ordered, 6) == pytest.approx(halfway)
    fast = ESHeuristic(1, fast=True)  # a playout's player keeps the green dice alone (its speed)
    assert fast.kit_chance(s, 0, tasks, ordered, 6) == pytest.approx(fast.chance(s, tasks, ordered, 6))
    s.clues[0] = 0
    s.locks.append((1, 0))  # the yellow die locked
    assert player.kit_chance(s, 0, tasks, ordered, 6) == pytest.approx(chance(tasks, ordered, 6))


def test_a_hurried_player_estimates_the_odds_it_has_not_worked_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """A search's champion under a think time (``hurry_at``, engine ``Hurried``): past that instant,
    odds not in the cache are the quick estimate with the green dice at most, never above the exact
    chance; odds already worked out stay exact; without ``hurry_at`` the player always works them out (its games do not change)."""
    from tabletome.engine.agent import Hurried
    from tabletome.games.elder_sign import heuristic
    from tabletome.games.elder_sign.quick_odds import quick_chance

    monkeypatch.setattr(heuristic, "_CHANCE", {})
    s = bare()
    card = _unseen_green(s)[0]
    put(s, 3, card)
    tasks = tuple(task for _, task, _ in t.tasks_at(s, 3))
    ordered = s.ed.adventures[card].ordered
    player = ESHeuristic(1)
    assert isinstance(player, Hurried) and player.hurry_at is None
    player.hurry_at = 0.0  # long past
    quick = quick_chance(tasks, ordered, 6, s.ed.faces[0])
    assert player.chance(s, tasks, ordered, 6) == pytest.approx(quick)
    assert heuristic._CHANCE == {}  # nothing worked out
    exact = chance(tasks, ordered, 6)
    assert quick < exact  # the card's two estimates differ, so the test can tell them apart
    assert player.chance(s, tasks, ordered, 6) == pytest.approx(exact)  # known now: exact
    # more dice than the green ones (an item's, a clue's): estimated with the green dice alone (their cost)
    assert player.chance(s, tasks, ordered, 8) == pytest.approx(quick)
    player.hurry_at = None
    assert player.chance(s, tasks, ordered, 5) == pytest.approx(chance(tasks, ordered, 5))
