"""A quick estimate of an adventure's chance with green dice, for the scripted player's rollouts.

The exact solver (:mod:`.odds`, :mod:`.dense`) plays every roll, focus and set-aside perfectly; it
takes 0.05-0.5 s for a card it has not seen, which a search's rollouts (a new card or monster at
almost every turn of a sampled world) cannot afford. This model keeps what ranks cards: each
task's chance to be met by one roll of ``g`` green dice (exact, by enumerating the roll's
multisets once per task and dice count) and the dice it takes; the tasks are tried one after
another (in the card's order, or the hardest first), a failed roll loses a die. Focus, clues and
Terror effects are left out. It agrees with the exact chance to a few hundredths on most cards
and never ranks a hopeless card above a likely one (tests/games/elder_sign/test_es_quick_odds.py).
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


@lru_cache(maxsize=1 << 14)
def one_roll(task: Task, g: int, faces: tuple[int, ...]) -> tuple[float, int]:
    """(the chance one roll of ``g`` dice meets ``task``, the dice it takes when it does)."""
    if not task.icons:
        return 1.0, 0
    if g <= 0:
        return 0.0, 0
    p = used = 0.0
    for dice, q in rolls(faces, g):
        ways = _assign(task, dice)
        if ways:
            p += q
            used += q * min(len(w) for w in ways)
    return p, (round(used / p) if p else g)


@lru_cache(maxsize=1 << 16)
def quick_chance(tasks: tuple[Task, ...], ordered: bool, green: int, faces: tuple[int, ...]) -> float:
    """The estimated chance to complete ``tasks`` with ``green`` dice (see the module's text)."""
    if not ordered:
        tasks = tuple(sorted(tasks, key=lambda t: one_roll(t, 6, faces)[0]))
    return _chain(tasks, green, faces)


@lru_cache(maxsize=1 << 16)
def _chain(tasks: tuple[Task, ...], g: int, faces: tuple[int, ...]) -> float:
    if not tasks:
        return 1.0
    if g <= 0:
        return 0.0
    p, used = one_roll(tasks[0], g, faces)
    win = p * _chain(tasks[1:], g - used, faces) if p else 0.0
    return win + (1 - p) * _chain(tasks, g - 1, faces)
