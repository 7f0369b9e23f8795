"""A roll's exact value worked out for all its outcomes at once (numpy), for :mod:`.odds`.

After a roll the best choice is one of a few moves whose values do not depend on the faces: the
discard with no die set aside, a die of each kind set aside, each way to complete each task. What
the faces decide is only which of those moves are open. So each move's value is worked out once
(by the solver, exactly), each move gets a mask of the outcomes where it is open, and every
outcome takes the best open move: the moves sorted by value, an outcome goes to the first one
open to it. The total is a sum of whole numbers, exact as the solver's own loop over outcomes.

The same rules as the loop (ES-ADV-11 .. ES-ADV-21, ES-FOCUS, ES-TERROR): the ways to complete
a task are every minimal way over the kinds of dice of the pool and the held dice (held dice are
a kind of their own, so a held die and an identical rolled one are told apart, as the player
may, ES-ADV-11; so are dice on spells). Positions with clues, spells not yet cast or Amanda
Sharpe's several tasks a roll are left to the loop.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

import numpy as np

from .dice import GREEN, RED, TERROR, YELLOW, Task, meets, remove, value

if TYPE_CHECKING:
    from .odds import Odds

MIN_OUTCOMES = 48  # below this the loop over outcomes is as quick
SECURED = 4 << 4  # added to a secured die's value in that search (its colour stays: it may be taken)
PER_TICK = 32  # outcomes worked out here for the time of one outcome in the loop (the budget's unit)
HELD = 3 << 4  # the colour written for a held die in the search of ways to complete a task
Option = tuple[int, Any]  # (value, mask of the outcomes it is open to; None: every outcome)
Use = tuple[Any, tuple[int, ...], tuple[int, ...], tuple[int, int, int]]  # mask, held, secured, colours


class Pool:
    """The outcomes of rolling a pool: the kinds of dice, each outcome's count of each kind, the
    number of ways each comes up, and the ways to complete each task (kept per task and held dice)."""

    __slots__ = ("colours", "has", "kinds", "most", "terror", "uses", "ways")

    def __init__(self, outcomes: tuple[tuple[tuple[int, ...], int], ...]) -> None:
        self.kinds = tuple(sorted({d for dice, _ in outcomes for d in dice}))
        first = outcomes[0][0]
        self.colours = tuple(sum(1 for d in first if d >> 4 == c) for c in (GREEN, YELLOW, RED))
        index = {d: k for k, d in enumerate(self.kinds)}
        counts = np.zeros((len(outcomes), len(self.kinds)), dtype=np.int8)
        for row, (dice, _) in enumerate(outcomes):
            for d in dice:
                counts[row, index[d]] += 1
        self.has = [counts[:, k] for k in range(len(self.kinds))]
        self.most = {d: int(counts[:, k].max()) for k, d in enumerate(self.kinds)}
        self.ways = np.array([w for _, w in outcomes], dtype=np.int64)
        self.terror = np.zeros(len(outcomes), dtype=bool)
        for k, d in enumerate(self.kinds):
            if d & 15 == TERROR:
                self.terror |= counts[:, k] > 0
        self.uses: dict[tuple[Task, tuple[int, ...], tuple[int, ...]], list[Use]] = {}

    def open_to(self, need: tuple[tuple[int, int], ...]) -> Any:
        """The outcomes showing at least these dice (kind index, count)."""
        mask = self.has[need[0][0]] >= need[0][1]
        for k, n in need[1:]:
            mask = mask & (self.has[k] >= n)
        return mask


def eligible(o: Odds, key: tuple[Any, ...]) -> bool:
    from .odds import CLUES, SPELLS

    return not (key[CLUES] or key[SPELLS]) and not o.attempt.many_tasks and o.attempt.kept_choice


def roll_total(o: Odds, key: tuple[Any, ...], outcomes: tuple[tuple[tuple[int, ...], int], ...]) -> int:
    """The sum over the outcomes of (ways x the best value after it): ``Odds._roll``'s total."""
    pool = _pool(o, key, outcomes)
    options = _fail_options(o, key, pool) + _task_options(o, key, pool)
    return _best_total(options, pool.ways)


_POOLS: dict[int, tuple[Any, Pool]] = {}


def _pool(o: Odds, key: tuple[Any, ...], outcomes: tuple[tuple[tuple[int, ...], int], ...]) -> Pool:
    """The pool of these outcomes (kept with them: :func:`.odds.merged_outcomes` keeps them too)."""
    got = _POOLS.get(id(outcomes))
    if got is None or got[0] is not outcomes:
        if len(_POOLS) > 4096:
            _POOLS.clear()
        got = _POOLS[id(outcomes)] = (outcomes, Pool(outcomes))
    return got[1]


def _best_total(options: list[Option], ways: Any) -> int:
    """Each outcome takes the best option open to it: options by value, the first open one."""
    left = np.ones(len(ways), dtype=bool)
    total = 0
    for v, mask in sorted(options, key=lambda x: -x[0]):
        if v <= 0:
            break
        taken = left if mask is None else left & mask
        total += v * int(ways[taken].sum())
        left = left & ~taken if mask is not None else np.zeros_like(left)
        if not left.any():
            break
    return total


# ---------------------------------------------------------------- a failed roll
def _sample(g: int, y: int, r: int) -> tuple[int, ...]:
    """Dice of these colours (the discard and the set-aside depend on the colours only)."""
    return (GREEN << 4,) * g + (YELLOW << 4,) * y + (RED << 4,) * r


def _fail_options(o: Odds, key: tuple[Any, ...], pool: Pool) -> list[Option]:
    """ES-ADV-18: the Terror check, then no die or one die set aside, then the discard."""
    from .odds import G, R, Y

    colours = (key[G], key[Y], key[R])
    terror = o._terror_counts(key) and bool(pool.terror.any())
    quiet = ~pool.terror if terror else None
    out = _aside_options(o, key, pool, colours, quiet, pool.kinds)
    if terror:
        out += _terror_options(o, key, pool, colours)
    return out


def _aside_options(
    o: Odds, key: tuple[Any, ...], pool: Pool, colours: tuple[int, int, int], where: Any, kinds: tuple[int, ...]
) -> list[Option]:
    from .odds import FOCUS, HELPERS

    base = o._aside_table(key, *colours)[0]
    out: list[Option] = [(base, where)]
    if not (key[FOCUS] or key[HELPERS]):
        return out
    rolled = _sample(*colours)
    skip_blank = not o._terror_active()
    for k, d in enumerate(pool.kinds):
        if d not in kinds or (skip_blank and not d & 15) or not colours[d >> 4]:
            continue
        mask = pool.has[k] > 0
        if where is not None:
            mask = mask & where
        if mask.any():
            out.append((o._aside_die(d, rolled, key), mask))
    return out


def _terror_options(o: Odds, key: tuple[Any, ...], pool: Pool, colours: tuple[int, int, int]) -> list[Option]:
    """ES-TERROR-01..09 for the outcomes showing Terror (as ``Odds._fail``)."""
    from .odds import SAN, STA, _set

    a = o.attempt
    hit = _set(key, FIRED=True, SAN=key[SAN] - a.terror_sanity, STA=key[STA] - a.terror_stamina)
    if a.terror == "fail" or hit[SAN] <= 0 or hit[STA] <= 0:
        return []  # ES-TERROR-08, or devoured: 0
    if a.terror != "discard":
        return _aside_options(o, hit, pool, colours, pool.terror, pool.kinds)
    return _discard_terror(o, hit, pool, colours)


def _discard_terror(o: Odds, hit: tuple[Any, ...], pool: Pool, colours: tuple[int, int, int]) -> list[Option]:
    """ES-TERROR-07: the Terror dice go; the outcomes grouped by how many of each colour went."""
    scared = [k for k, d in enumerate(pool.kinds) if d & 15 == TERROR]
    calm = tuple(d for d in pool.kinds if d & 15 != TERROR)
    gone = np.stack([pool.has[k] for k in scared], axis=1)
    out: list[Option] = []
    for row in np.unique(gone[pool.terror], axis=0):
        group = pool.terror & np.all(gone == row, axis=1)
        lost = [0, 0, 0]
        for k, n in zip(scared, row, strict=True):
            lost[pool.kinds[k] >> 4] += int(n)
        rest = (colours[0] - lost[0], colours[1] - lost[1], colours[2] - lost[2])
        if sum(rest):  # AMB-25: none left, the adventure fails
            out += _aside_options(o, hit, pool, rest, group, calm)
    return out


# ---------------------------------------------------------------- a task completed
def _task_options(o: Odds, key: tuple[Any, ...], pool: Pool) -> list[Option]:
    """ES-ADV-10..14: each way to complete each open task, worth the position after it."""
    from .odds import DONE, HELD, SAN, STA, G, R, Y
    from .odds import SECURED as ON_SPELLS

    a = o.attempt
    open_tasks = [i for i in range(len(a.tasks)) if not key[DONE] >> i & 1]
    out: list[Option] = []
    for i in open_tasks[:1] if a.ordered else open_tasks:
        t = a.tasks[i]
        if t.sanity >= key[SAN] or t.stamina >= key[STA]:
            continue  # ES-ADV-14
        after: dict[tuple[Any, ...], int] = {}
        for mask, held_used, secured_used, (ug, uy, ur) in _uses(pool, t, key[HELD], key[ON_SPELLS]):
            k = (held_used, secured_used, ug, uy, ur)
            v = after.get(k)
            if v is None:
                nxt = key[:DONE] + (key[DONE] | 1 << i,) + key[DONE + 1 :]
                nxt = (
                    nxt[:HELD] + (remove(key[HELD], held_used), remove(key[ON_SPELLS], secured_used)) + nxt[HELD + 2 :]
                )
                nxt = nxt[:SAN] + (key[SAN] - t.sanity, key[STA] - t.stamina) + nxt[STA + 1 :]
                v = after[k] = o._after_task(nxt, key[G] - ug, key[Y] - uy, key[R] - ur)
            out.append((v, mask))
    return out


def _uses(pool: Pool, task: Task, held: tuple[int, ...], secured: tuple[int, ...]) -> list[Use]:
    """Every minimal way to complete ``task`` with the pool's dice, the held ones and those on
    spells: the outcomes it is open to, the held and secured dice it takes, the colours of the
    rolled dice it takes."""
    got = pool.uses.get((task, held, secured))  # (pools are shared by every question: by the task itself)
    if got is None:
        index = {d: k for k, d in enumerate(pool.kinds)}
        caps = dict(pool.most)
        for d in held:
            caps[HELD | d & 15] = caps.get(HELD | d & 15, 0) + 1
        for d in secured:
            caps[SECURED + d] = caps.get(SECURED + d, 0) + 1
        got = pool.uses[(task, held, secured)] = [
            use for way in type_assignments(task, caps) if (use := _use(pool, index, way)) is not None
        ]
    return got


def _use(pool: Pool, index: dict[int, int], way: tuple[int, ...]) -> Use | None:
    rolled = [d for d in way if d < HELD]
    held_used = tuple(sorted(d & 15 for d in way if HELD <= d < SECURED))
    secured_used = tuple(sorted(d - SECURED for d in way if d >= SECURED))
    used = [sum(1 for d in rolled if d >> 4 == c) for c in (GREEN, YELLOW, RED)]
    if any(u > n for u, n in zip(used, pool.colours, strict=True)):
        return None  # no outcome shows so many dice of a colour
    need = tuple((index[d], rolled.count(d)) for d in sorted(set(rolled)))
    return (pool.open_to(need) if need else None, held_used, secured_used, (used[0], used[1], used[2]))


def type_assignments(task: Task, caps: dict[int, int]) -> list[tuple[int, ...]]:
    """Every minimal way to meet ``task`` with at most ``caps[d]`` dice of each kind ``d`` (as
    :func:`.dice.assignments` over every pool those caps allow)."""
    return _type_assignments(task, tuple(sorted(caps.items())))


@lru_cache(maxsize=4096)
def _type_assignments(task: Task, caps: tuple[tuple[int, int], ...]) -> list[tuple[int, ...]]:
    found: set[tuple[int, ...]] = set()
    _search(task._order, 0, dict(caps), (), found)
    # minimal: no die can go (a way holding a smaller one has a die whose removal still meets the task)
    return [way for way in found if not any(meets(task, remove(way, (d,))) for d in set(way))]


def _search(icons: tuple[Any, ...], k: int, caps: dict[int, int], used: tuple[int, ...], out: set[Any]) -> None:
    if k == len(icons):
        out.add(tuple(sorted(used)))
        return
    icon = icons[k]
    groups = [(d,) for d, n in caps.items() if n and icon.accepts(d)] if not icon.number else _groups(caps, icon.number)
    for group in groups:
        for d in group:
            caps[d] -= 1
        _search(icons, k + 1, caps, used + group, out)
        for d in group:
            caps[d] += 1


def _groups(caps: dict[int, int], need: int) -> list[tuple[int, ...]]:
    """Sub-multisets reaching ``need`` investigation, none of whose dice is idle (ES-DICE-06)."""
    kinds = sorted((d, n) for d, n in caps.items() if n and value(d) > 0)
    out: list[tuple[int, ...]] = []

    def pick(j: int, chosen: tuple[int, ...], total: int) -> None:
        if total >= need:
            if all(total - value(d) < need for d in set(chosen)):
                out.append(chosen)
            return  # one die more would be idle
        if j == len(kinds):
            return
        d, n = kinds[j]
        for c in range(n + 1):
            pick(j + 1, chosen + (d,) * c, total + c * value(d))
            if total + c * value(d) >= need:
                break

    pick(0, (), 0)
    return out
