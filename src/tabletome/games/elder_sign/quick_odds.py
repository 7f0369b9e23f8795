"""A quick estimate of an adventure's chance with green dice, for the scripted player's rollouts.

The exact solver (:mod:`.odds`, :mod:`.dense`) plays every roll, clue, spell, focus and set-aside
perfectly and counts in exact fractions. This model keeps what ranks cards and drops the rest:
each roll of the green dice (its multisets enumerated once per dice count) completes the task that
leaves the best chance, with the fewest dice (the first task left on an ordered card), and the
dice left are rolled again; a roll that completes nothing loses a die, after focus has kept the
best one, once an attempt (ES-FOCUS-06). Clues, spells, item dice, Terror and task costs are left
out, so it is never above the exact chance with focus and no clue. On the edition's 106
adventures with 3 to 6 green dice it is at most 0.09 below it (0.004 on average) and ranks every
card under 10% below every card over 50% (tests/games/elder_sign/test_es_quick_odds.py).
"""

from __future__ import annotations

from functools import lru_cache
from math import factorial

from .dice import Task, _assign


@lru_cache(maxsize=64)
def rolls(faces: tuple[int, ...], g: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Every multiset of ``g`` dice of this colour (green: colour 0) with its probability."""
    out: list[tuple[tuple[int, ...], float]] = []
    n = len(faces)

    def walk(k: int, left: int, counts: list[int]) -> None:
        if k == n - 1:
            counts.append(left)
            ways = factorial(g)
            for c in counts:
                ways //= factorial(c)
            dice = tuple(sorted(faces[i] for i, c in enumerate(counts) for _ in range(c)))
            out.append((dice, ways / n**g))
            counts.pop()
            return
        for c in range(left + 1):
            counts.append(c)
            walk(k + 1, left - c, counts)
            counts.pop()

    walk(0, g, [])
    merged: dict[tuple[int, ...], float] = {}
    for dice, p in out:
        merged[dice] = merged.get(dice, 0.0) + p
    return tuple(merged.items())


@lru_cache(maxsize=1 << 17)
def dice_used(task: Task, dice: tuple[int, ...]) -> int:
    """The fewest of ``dice`` that meet ``task`` (0 for a task that needs none), or -1."""
    if not task.icons:
        return 0
    ways = _assign(task, dice)
    return min(len(w) for w in ways) if ways else -1


def quick_chance(tasks: tuple[Task, ...], ordered: bool, green: int, faces: tuple[int, ...]) -> float:
    """The estimated chance to complete ``tasks`` with ``green`` dice (see the module's text)."""
    if not ordered:
        tasks = tuple(sorted(tasks, key=repr))  # one cache entry for every order of the same tasks
    return _chain(tasks, ordered, green, (), True, faces)


# A Lightless Pyramid game of the search alone asks about 95,000 of these (tasks left, dice, held die):
# at 65,536 a process that plays game after game dropped each game's entries during the next. About
# 250 bytes an entry: 65 MB at most.
@lru_cache(maxsize=1 << 18)
def _chain(
    tasks: tuple[Task, ...], ordered: bool, g: int, held: tuple[int, ...], focus: bool, faces: tuple[int, ...]
) -> float:
    """``g`` dice to roll with the die ``held`` by focus: each roll completes the task that leaves
    the best chance (the first one left on an ordered card), with the fewest dice, and the dice
    left are all rolled again; a roll that completes none loses a die, after focus keeps the best
    one (once an attempt, ES-FOCUS-06) or not."""
    if not tasks:
        return 1.0
    if g <= 0:
        return 0.0  # a focused die alone is not a roll (AMB-08)
    lost = _chain(tasks, ordered, g - 1, held, focus, faces)
    keep = {d: _chain(tasks, ordered, g - 2, (d,), False, faces) for d in set(faces)} if focus and g >= 2 else {}
    total = 0.0
    for fresh, p in rolls(faces, g):
        dice = tuple(sorted(fresh + held))
        best = -1.0
        for k in range(1 if ordered else len(tasks)):
            used = dice_used(tasks[k], dice)
            if used >= 0 and (k == 0 or tasks[k] != tasks[k - 1]):
                best = max(best, _chain(tasks[:k] + tasks[k + 1 :], ordered, len(dice) - used, (), focus, faces))
        if best < 0:
            best = max([lost, *(keep[d] for d in set(fresh) if d in keep)])
        total += p * best
    return total
