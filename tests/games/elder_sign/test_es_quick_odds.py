"""The quick card-rating estimate (quick_odds.py) against the exact solver (odds.py, dense.py):
closed forms, a stated tolerance on the edition's cards, and the order it puts cards in."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tabletome.games.elder_sign.data import Adventure, standard_edition
from tabletome.games.elder_sign.dice import Task, parse_icons
from tabletome.games.elder_sign.heuristic import chance
from tabletome.games.elder_sign.quick_odds import quick_chance

ED = standard_edition()
GREEN = ED.faces[0]
TOLERANCE = 0.09  # below the exact chance at most by this (it leaves out the spare focus choices)
# Every third card of the edition (Museum and Egyptian adventures), with 6 and 4 green dice: a few
# seconds of the exact solver.
CARDS: tuple[Adventure, ...] = ED.adventures[::3]


def quick(icons: list[str], green: int, ordered: bool = False) -> float:
    return quick_chance(tuple(Task(parse_icons(t)) for t in icons), ordered, green, GREEN)


def test_one_die_one_roll() -> None:
    """ES-DICE-01, ES-DICE-05, ES-ADV-21: one green die shows Terror one time in six."""
    assert quick(["T"], 1) == pytest.approx(1 / 6)


def test_a_failed_roll_loses_a_die() -> None:
    """ES-ADV-18: two dice, then one after the discard: 11/36 + 25/36 * 1/6."""
    assert quick(["T"], 2) == pytest.approx(float(Fraction(91, 216)))


def test_a_focused_die_alone_is_not_a_roll() -> None:
    """AMB-08: two Lore with two dice succeed only both at once."""
    assert quick(["L L"], 2) == pytest.approx(1 / 36)


def test_an_ordered_card_takes_its_tasks_in_order() -> None:
    """ES-ADV-13: with the order fixed, the easy task cannot be done first; never a better chance."""
    free, fixed = quick(["L L", "T"], 4), quick(["L L", "T"], 4, ordered=True)
    assert fixed < free
    assert fixed == pytest.approx(
        float(chance((Task(parse_icons("L L")), Task(parse_icons("T"))), True, 4)), abs=TOLERANCE
    )


def rated() -> list[tuple[str, int, float, float]]:
    out = []
    for card in CARDS:
        tasks = tuple(row.task for row in card.rows)
        for green in (6, 4):
            out.append(
                (card.name, green, chance(tasks, card.ordered, green), quick_chance(tasks, card.ordered, green, GREEN))
            )
    return out


@pytest.fixture(scope="module")
def ratings() -> list[tuple[str, int, float, float]]:
    return rated()


def test_the_estimate_is_close_to_the_exact_chance_and_never_above_it(
    ratings: list[tuple[str, int, float, float]],
) -> None:
    assert len(ratings) >= 60
    for name, green, exact, estimate in ratings:
        assert exact - TOLERANCE <= estimate <= exact + 1e-9, (name, green, exact, estimate)
    # most cards far closer than the tolerance: the estimate is not just a lower bound
    assert sum(abs(e - x) for _, _, x, e in ratings) / len(ratings) < 0.02


def test_a_hopeless_card_is_never_ranked_above_a_likely_one(ratings: list[tuple[str, int, float, float]]) -> None:
    hopeless = [e for _, _, exact, e in ratings if exact < 0.1]
    likely = [e for _, _, exact, e in ratings if exact > 0.5]
    assert hopeless and likely
    assert max(hopeless) < min(likely)


def test_tasks_equal_and_hash_by_their_rows() -> None:
    """The search's caches key on tasks (ES-ADV-14, ES-ADV-16: a row's icons and costs): two tasks
    read from the same row are one key; a different icon, cost or monster is another."""
    from dataclasses import replace

    row = Task(parse_icons("3 L T/P"), sanity=1)
    same = Task(parse_icons("3 L T/P"), sanity=1)
    assert row == same and hash(row) == hash(same) and len({row, same}) == 1
    others = [
        Task(parse_icons("3 L"), sanity=1),
        Task(parse_icons("3 L T/P"), sanity=2),
        Task(parse_icons("3 L T/P"), sanity=1, clock=1),
        Task(parse_icons("3 L T/P"), sanity=1, monster=4),
        replace(row, stamina=1),
    ]
    for other in others:
        assert other != row and row != other
    assert len({row, *others}) == 1 + len(others)
    assert replace(row, stamina=1) == Task(parse_icons("3 L T/P"), sanity=1, stamina=1)
    assert row.icons[0] == parse_icons("3")[0] and row.icons[0] != parse_icons("4")[0]
    assert row != "3 L T/P" and row.icons[0] != 3
