"""The exact odds solver against closed forms derived by hand, and against a simulation of the
game's own attempt frame played with the obviously best policy."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tabletome.games.elder_sign.data import ESEdition
from tabletome.games.elder_sign.dice import Task, parse_icons
from tabletome.games.elder_sign.odds import Attempt, Kit, Odds

from .helpers import attempt, edition_with, new, play, table


def chance(tasks: list[str], **kit: object) -> Fraction:
    return Odds(Attempt(tuple(Task(parse_icons(t)) for t in tasks))).before_roll(Kit(**kit))  # type: ignore[arg-type]


def test_one_green_die_shows_terror_one_time_in_six() -> None:
    """ES-DICE-01, ES-DICE-05, ES-ADV-21: one die, one roll, then the pool is empty."""
    assert chance(["T"], green=1) == Fraction(1, 6)


def test_a_clue_gives_a_second_chance() -> None:
    """ES-CLUE-01: 1/6 + 5/6 * 1/6."""
    assert chance(["T"], green=1, clues=1) == Fraction(11, 36)


def test_two_dice_then_one_after_the_discard() -> None:
    """ES-ADV-18: 1 - (5/6)^2 on the first roll, then one die: 11/36 + 25/36 * 1/6 = 91/216."""
    assert chance(["T"], green=2) == Fraction(91, 216)


def test_focus_cannot_save_a_pool_that_empties() -> None:
    """AMB-08: two Lore with two dice: only both at once (1/36); a focused Lore leaves nothing to roll."""
    assert chance(["L L"], green=2) == Fraction(1, 36)


def test_the_yellow_die_meets_three_with_its_three_and_four() -> None:
    """ES-DICE-02, ES-DICE-06: the yellow die alone: 3 or 4 investigation, 2 faces of 6."""
    assert chance(["3"], green=0, yellow=1) == Fraction(2, 6)


def test_the_red_wildcard_counts_as_four_investigation() -> None:
    """ES-DICE-03, ES-DICE-04: red 4 or Wildcard meet 4: 2 faces of 6."""
    assert chance(["4"], green=0, red=1) == Fraction(2, 6)


def test_an_item_die_not_added_does_not_count() -> None:
    """ES-ADV-03: the yellow die only when an item adds it; the best play adds it."""
    assert chance(["4"], green=0, add_yellow=True) == Fraction(1, 6)
    assert chance(["4"], green=0) == 0


def two_terrors(data: dict[str, object]) -> None:
    for row in data["cards"]:  # type: ignore[attr-defined]
        if row["name"] == "Koi Pond":
            row.update(tasks=["T T"], terror=[], ordered=False)


def test_odds_match_a_simulation_of_the_game() -> None:
    """The game's own attempt at a 'T T' card, played 2,000 times with the obviously best policy
    (complete when two Terrors show, focus a Terror once, discard a die that is no Terror), wins as
    often as the solver says, within four standard errors."""
    exact = float(chance(["T T"], green=6))
    edition = edition_with(two_terrors)
    runs = 2000
    wins = sum(_play_t_t(edition, seed) for seed in range(runs))
    rate = wins / runs
    se = (exact * (1 - exact) / runs) ** 0.5
    assert 0.3 < exact < 0.9
    assert abs(rate - exact) < 4 * se, (rate, exact)


def _play_t_t(edition: ESEdition, seed: int) -> bool:
    s = new(1, seed=seed + 1, edition=edition)
    table(s, ["Koi Pond"], ["Carolyn Fern"])  # no ability that changes a die or the Terror effects
    a = attempt(s, 0, 0)
    while any(f is a for f in s.stack):
        legal = [str(x) for x in s.legal_actions()]
        move = _policy(legal)
        play(s, move)
        if move.startswith("complete"):
            return True
    return False


def _policy(legal: list[str]) -> str:
    for wanted in ("roll", "complete 1 gt+gt", "complete 1 gt+gt@focus", "pass", "focus gt"):
        if wanted in legal:
            return wanted
    discards = [m for m in legal if m.startswith("discard") and m != "discard gt"]
    return (discards or [m for m in legal if m.startswith("discard")] or ["give-up"])[0]


def test_es_adv_11_the_solver_may_use_the_held_die_and_roll_the_rolled_one_again() -> None:
    """ES-ADV-11, closed form: tasks 'L L' then 'L' (ordered), a Lore held, two green dice, no focus
    left. Both dice Lore (1/36): the held Lore and one rolled go to task 1, the other is rolled for
    task 2 (1/6); taking both rolled ones leaves no die to roll (AMB-08). One Lore (10/36): then 1/6.
    No Lore: one die is left with the held Lore, task 1 then leaves none. 11/36 * 1/6 = 11/216."""
    from tabletome.games.elder_sign.dice import GREEN, LORE, die

    tasks = (Task(parse_icons("L L")), Task(parse_icons("L")))
    kit = Kit(green=2, held=(die(GREEN, LORE),), focus=False)
    assert Odds(Attempt(tasks, ordered=True)).before_roll(kit) == Fraction(11, 216)
    # version 1's reading (this roll's dice first) could not keep the rolled Lore: 10/216
    assert Odds(Attempt(tasks, ordered=True, kept_choice=False)).before_roll(kit) == Fraction(10, 216)


def test_es_terror_08_a_terror_that_fails_the_adventure_ends_the_odds() -> None:
    """ES-TERROR-08, closed form: task 'L', two green dice, Terror fails the adventure. A Lore on
    the first roll: 11/36. No Lore and no Terror (16/36): one die is left, 1/6. No Lore but a Terror
    (9/36): failed. 11/36 + 16/36 * 1/6 = 41/108 (without the effect 91/216)."""
    tasks = (Task(parse_icons("L")),)
    assert Odds(Attempt(tasks, terror="fail")).before_roll(Kit(green=2)) == Fraction(41, 108)
    assert Odds(Attempt(tasks)).before_roll(Kit(green=2)) == Fraction(91, 216)


DENSE_CASES = [
    (("3", "L P 2"), {"green": 4}),
    (("L L", "P"), {"green": 4, "red": 1, "secured": (0x05,), "held": (0x25,)}),
    (("L P 2", "3"), {"green": 5, "secured": (0x05, 0x23)}),
    (("T", "L L", "T L"), {"green": 5, "add_yellow": True}),
    (("4", "L"), {"green": 3, "add_yellow": True, "add_red": True}),
    (("L L",), {"green": 4, "helpers": 1}),
    (("P P", "P"), {"green": 4, "yellow": 1}),
]


@pytest.mark.parametrize("terror", ["", "fail", "discard", "sanity"])
@pytest.mark.parametrize("case", DENSE_CASES, ids=str)
def test_a_roll_worked_out_at_once_equals_the_loop_over_its_outcomes(
    case: tuple[tuple[str, ...], dict[str, object]], terror: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """dense.py gives each outcome the best move open to it (the Terror check, focus, the discard,
    each task), exactly as the solver's loop over outcomes: the chance is the same fraction."""
    from tabletome.games.elder_sign import dense, odds

    tasks, fields = case
    extra: dict[str, object] = {"terror_sanity": 1} if terror == "sanity" else {"terror": terror} if terror else {}
    question = Attempt(tuple(Task(parse_icons(t)) for t in tasks), ordered=len(tasks) > 2, **extra)  # type: ignore[arg-type]
    kit = Kit(**({"sanity": 2} if terror == "sanity" else {}), **fields)  # type: ignore[arg-type]
    monkeypatch.setattr(dense, "MIN_OUTCOMES", 1)
    at_once = Odds(question).before_roll(kit)
    monkeypatch.setattr(odds, "NO_DENSE", True)
    assert Odds(question).before_roll(kit) == at_once
