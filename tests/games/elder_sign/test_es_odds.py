"""The exact odds solver against closed forms derived by hand, and against a simulation of the
game's own attempt frame played with the obviously best policy."""

from __future__ import annotations

from fractions import Fraction

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
    for wanted in ("roll", "complete 1 gt+gt", "pass", "focus gt"):
        if wanted in legal:
            return wanted
    discards = [m for m in legal if m.startswith("discard") and m != "discard gt"]
    return (discards or [m for m in legal if m.startswith("discard")] or ["give-up"])[0]
