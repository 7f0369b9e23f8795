"""The odds solver against closed forms derived by hand and against an independent brute force.

The table: one task needing one or two given symbols (or a split symbol), and the ordered pair
'L L' then 'L', with one to three green dice, with and without focus, no red die: the closed forms
below are exact fractions worked out by hand (the derivation is in each row's comment), and the
solver must give them exactly. The red-die columns are pinned to the solver's exact answers and
checked against a brute force written from the rulebook's words alone (every subset of the dice
for a task, a rolled Wildcard weighed against a held die like any other choice, ES-ADV-11): an
exact calculator that matched a rolled Wildcard before held dice disagreed there; the game is right.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from itertools import product

import pytest

from tabletome.games.elder_sign.dice import GREEN, RED, STANDARD_FACES, WILD, Task, parse_icons
from tabletome.games.elder_sign.odds import Attempt, Kit, Odds

F = Fraction
Q = F(5, 6)

# (tasks, ordered, green, red, focus) -> the exact chance
CLOSED: dict[tuple[tuple[str, ...], bool, int, int, bool], Fraction] = {}
for focus in (False, True):
    # 'L': each roll of n dice misses with (5/6)^n, then a die goes: 1 - (5/6)^(n(n+1)/2). A focused
    # die could only be a Lore, and a Lore completes the task at once: focus never helps.
    CLOSED[(("L",), False, 1, 0, focus)] = 1 - Q
    CLOSED[(("L",), False, 2, 0, focus)] = 1 - Q**3  # 91/216
    CLOSED[(("L",), False, 3, 0, focus)] = 1 - Q**6  # 31031/46656
    # 'L/P' (ES-DICE-08): a die shows either with 1/3: 1 - (2/3)^(n(n+1)/2)
    CLOSED[(("L/P",), False, 1, 0, focus)] = F(1, 3)
    CLOSED[(("L/P",), False, 2, 0, focus)] = 1 - F(2, 3) ** 3  # 19/27
    CLOSED[(("L/P",), False, 3, 0, focus)] = 1 - F(2, 3) ** 6  # 665/729
    # 'L L' with one die: never; with two: both at once, then one die is left (1/36)
    CLOSED[(("L L",), False, 1, 0, focus)] = F(0)
    CLOSED[(("L L",), False, 2, 0, focus)] = F(1, 36)  # a focused Lore leaves no die to roll (AMB-08)
    CLOSED[(("L P",), False, 1, 0, focus)] = F(0)
    CLOSED[(("L P",), False, 2, 0, focus)] = F(2, 36)
# 'L L', three dice, no focus: two or three Lore (16/216), else two dice: 1/36
CLOSED[(("L L",), False, 3, 0, False)] = F(16, 216) + F(200, 216) * F(1, 36)  # 97/972
# with focus: one Lore (75/216) is focused, one die is left for the other: 1/6 (better than 1/36)
CLOSED[(("L L",), False, 3, 0, True)] = F(16, 216) + F(75, 216) * F(1, 6) + F(125, 216) * F(1, 36)  # 1151/7776
# 'L P', three dice: both shown 1 - 2(5/6)^3 + (4/6)^3 = 30/216; no focus: else two dice, 2/36
CLOSED[(("L P",), False, 3, 0, False)] = F(30, 216) + F(186, 216) * F(2, 36)  # 121/648
# with focus: one of them shown but not the other (61/216 each) is focused, one die left: 1/6
CLOSED[(("L P",), False, 3, 0, True)] = F(30, 216) + F(122, 216) * F(1, 6) + F(64, 216) * F(2, 36)  # 485/1944
# 'L L' then 'L', ordered: with one or two dice nothing can be left for the second task
for focus in (False, True):
    CLOSED[(("L L", "L"), True, 1, 0, focus)] = F(0)
    CLOSED[(("L L", "L"), True, 2, 0, focus)] = F(0)
# three dice, no focus: task 1 with two Lore leaves one die for task 2 (1/6); three Lore: take two
# and roll the third again (1/6). Else two dice, which can never do both: 1/6 * 16/216.
CLOSED[(("L L", "L"), True, 3, 0, False)] = F(16, 216) * F(1, 6)  # 1/81
# with focus a Lore focused after one shows (75/216) leaves one die: task 1 needs it (1/6), then none
# is left for task 2: focus cannot help either
CLOSED[(("L L", "L"), True, 3, 0, True)] = F(16, 216) * F(1, 6)
# one red die and one green, 'L': a miss is 5/6 * 4/6 (the red die shows Lore or Wildcard, 2/6);
# then the green die goes and the red one is rolled: 16/36 + 20/36 * 1/3 = 17/27
for focus in (False, True):
    CLOSED[(("L",), False, 1, 1, focus)] = F(16, 36) + F(20, 36) * F(1, 3)

# The red-die columns with focus: the solver's exact answers, equal to the brute force below.
PINNED: dict[tuple[tuple[str, ...], bool, int, int, bool], Fraction] = {
    (("L L",), False, 1, 1, True): F(1, 18),
    (("L L",), False, 2, 1, True): F(479, 1944),
    (("L P",), False, 1, 1, True): F(1, 9),
    (("L P",), False, 2, 1, True): F(11, 27),
    (("L/P",), False, 2, 1, True): F(26, 27),
    (("L L", "L"), True, 2, 1, True): F(2, 81),
    (("L", "L"), True, 2, 1, True): F(2621, 7776),
    (("L L", "L"), True, 3, 1, True): F(14521, 104976),
}

CELLS = sorted({*CLOSED, *PINNED})


def solver(tasks: tuple[str, ...], ordered: bool, green: int, red: int, focus: bool) -> Fraction:
    question = Attempt(tuple(Task(parse_icons(t)) for t in tasks), ordered=ordered)
    return Odds(question).before_roll(Kit(green=green, red=red, focus=focus))


@pytest.mark.parametrize("cell", sorted(CLOSED), ids=str)
def test_the_solver_gives_the_closed_forms_exactly(cell: tuple[tuple[str, ...], bool, int, int, bool]) -> None:
    """ES-ADV-06..21, ES-FOCUS-01/02/06, ES-DICE-04/07/08: the table's no-red cells and 'L' with
    the red die, against the fractions derived by hand."""
    assert solver(*cell) == CLOSED[cell]


@pytest.mark.parametrize("cell", CELLS, ids=str)
def test_the_solver_agrees_with_a_brute_force_of_the_rules(cell: tuple[tuple[str, ...], bool, int, int, bool]) -> None:
    """ES-ADV-11: the brute force lets a task take any dice of the roll and the held ones, a
    rolled Wildcard or a held die alike; it agrees with the solver in every cell, red die too."""
    assert solver(*cell) == brute(*cell)
    if cell in PINNED:
        assert solver(*cell) == PINNED[cell]


# ---------------------------------------------------------------- a brute force of the rules
def meets(icons: tuple[str, ...], faces: tuple[int, ...]) -> bool:
    """Some dice of ``faces`` meet every icon, each die going to one icon (ES-DICE-06..10)."""
    for target in product(range(len(icons) + 1), repeat=len(faces)):
        if all(_met(icon, [f for f, k in zip(faces, target, strict=True) if k == n]) for n, icon in enumerate(icons)):
            return True
    return False


def _met(icon: str, faces: list[int]) -> bool:
    if icon.isdigit():
        return sum(4 if f == WILD else f if f <= 4 else 0 for f in faces) >= int(icon)
    wanted = {"L": 5, "P": 6, "T": 7}
    return len(faces) == 1 and (faces[0] == WILD or faces[0] in {wanted[x] for x in icon.split("/")})


def brute(tasks: tuple[str, ...], ordered: bool, green: int, red: int, focus: bool) -> Fraction:
    icons = tuple(tuple(t.split()) for t in tasks)

    @cache
    def before(pool: tuple[int, ...], held: tuple[int, ...], done: frozenset[int], may_focus: bool) -> Fraction:
        if not pool:
            return F(0)  # AMB-08: held dice alone complete nothing
        total = F(0)
        for roll in product(range(6), repeat=len(pool)):
            dice = tuple(
                sorted(zip(pool, (STANDARD_FACES[c][k] for c, k in zip(pool, roll, strict=True)), strict=True))
            )
            total += after(dice, held, done, may_focus)
        return total / 6 ** len(pool)

    @cache
    def after(
        dice: tuple[tuple[int, int], ...], held: tuple[int, ...], done: frozenset[int], may_focus: bool
    ) -> Fraction:
        best = failed(dice, held, done, may_focus)
        left_tasks = [n for n in range(len(icons)) if n not in done]
        for n in left_tasks[:1] if ordered else left_tasks:
            for use_roll in product((False, True), repeat=len(dice)):
                for use_held in product((False, True), repeat=len(held)):
                    faces = tuple(f for (_, f), u in zip(dice, use_roll, strict=True) if u)
                    faces += tuple(f for f, u in zip(held, use_held, strict=True) if u)
                    if faces and meets(icons[n], faces):
                        best = max(best, completed(dice, use_roll, held, use_held, done | {n}, may_focus))
        return best

    def completed(dice, use_roll, held, use_held, done, may_focus):  # type: ignore[no-untyped-def]
        if len(done) == len(icons):
            return F(1)
        pool = tuple(sorted(c for (c, _), u in zip(dice, use_roll, strict=True) if not u))
        kept = tuple(sorted(f for f, u in zip(held, use_held, strict=True) if not u))
        return before(pool, kept, done, may_focus)

    def failed(dice, held, done, may_focus):  # type: ignore[no-untyped-def]
        best = discard(dice, held, done, may_focus)
        if may_focus:
            for k in range(len(dice)):
                rest = dice[:k] + dice[k + 1 :]
                best = max(best, discard(rest, tuple(sorted((*held, dice[k][1]))), done, False))
        return best

    def discard(dice, held, done, may_focus):  # type: ignore[no-untyped-def]
        best = F(0)
        for k in range(len(dice)):  # ES-ADV-18c: one die of the pool goes
            pool = tuple(sorted(c for j, (c, _) in enumerate(dice) if j != k))
            best = max(best, before(pool, held, done, may_focus))
        return best

    return before(tuple(sorted((GREEN,) * green + (RED,) * red)), (), frozenset(), focus)


def table_rows() -> list[str]:
    """The table as text (the figure of the report): each cell's closed form or pinned value."""
    rows = []
    for cell in CELLS:
        tasks, ordered, green, red, focus = cell
        exact = CLOSED.get(cell, PINNED.get(cell))
        got = solver(*cell)
        name = (" > " if ordered else " ; ").join(tasks)
        rows.append(
            f"{name:10} {green}G{'+R' if red else '  '} focus={'yes' if focus else 'no '} "
            f"closed/pinned {exact!s:>12} = {float(exact):.4%}  solver {got!s:>12}"
        )
    return rows


# With one die already focused (a Lore held, focus used): (tasks, ordered, green) -> the exact chance
HELD_CLOSED: dict[tuple[tuple[str, ...], bool, int], Fraction] = {
    # 'L L' with a Lore held: one more Lore, as 'L' alone: 1 - (5/6)^(n(n+1)/2)
    (("L L",), False, 1): 1 - Q,
    (("L L",), False, 2): 1 - Q**3,
    (("L L",), False, 3): 1 - Q**6,
    # 'L L' then 'L' with a Lore held and two dice (ES-ADV-11, test_es_odds): 11/36 * 1/6; the held
    # Lore and one rolled go to task 1, the other rolled one is rolled for task 2
    (("L L", "L"), True, 2): F(11, 216),
}


@pytest.mark.parametrize("cell", sorted(HELD_CLOSED), ids=str)
def test_the_solver_gives_the_closed_forms_with_a_focused_die(cell: tuple[tuple[str, ...], bool, int]) -> None:
    """ES-FOCUS-08, ES-ADV-11: a held die counts for a task; the player picks which of identical
    dice goes."""
    from tabletome.games.elder_sign.dice import LORE, die

    tasks, ordered, green = cell
    question = Attempt(tuple(Task(parse_icons(t)) for t in tasks), ordered=ordered)
    assert Odds(question).before_roll(Kit(green=green, held=(die(GREEN, LORE),), focus=False)) == HELD_CLOSED[cell]
