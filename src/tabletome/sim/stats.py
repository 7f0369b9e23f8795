"""Statistics for simulated games: Wilson intervals, spreads, paired comparisons."""

from __future__ import annotations

import math
from collections.abc import Sequence

Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float, float]:
    """The rate and its Wilson score interval (good near 0 and 1, unlike the normal one).

    ``successes`` may be fractional (a win shared by k seats counts 1/k): the interval is then
    that of the proportion ``successes / n``, a close approximation while shared wins are few.
    """
    if n == 0:
        return 0.0, 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # At 0 or n successes the bound is exactly the rate (rounding would leave it a hair off).
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == n else min(1.0, centre + half)
    return p, low, high


def mean_sd(values: Sequence[float]) -> tuple[float, float]:
    if not values:
        return 0.0, 0.0
    m = sum(values) / len(values)
    if len(values) < 2:
        return m, 0.0
    var = sum((v - m) ** 2 for v in values) / (len(values) - 1)
    return m, math.sqrt(var)


def quantiles(values: Sequence[float], qs: Sequence[float] = (0.0, 0.25, 0.5, 0.75, 1.0)) -> list[float]:
    if not values:
        return []
    ordered = sorted(values)
    out = []
    for q in qs:
        pos = q * (len(ordered) - 1)
        lo, hi = math.floor(pos), math.ceil(pos)
        out.append(ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo))
    return out


def mcnemar(a: Sequence[bool], b: Sequence[bool]) -> tuple[int, int, float]:
    """Paired comparison of two line-ups on the same seeds: exact two-sided McNemar test.

    Returns (games only A won, games only B won, p-value).
    """
    return sign_test([float(x) for x in a], [float(y) for y in b])


def sign_test(a: Sequence[float], b: Sequence[float]) -> tuple[int, int, float]:
    """Paired values on the same seeds (a seat's share of the win): exact two-sided sign test.

    Returns (games where A's value is higher, games where B's is, p-value); equal pairs do not
    count. On win/loss values this is exactly McNemar's test.
    """
    if len(a) != len(b):
        raise ValueError("paired results need the same seeds")
    only_a = sum(1 for x, y in zip(a, b, strict=True) if x > y)
    only_b = sum(1 for x, y in zip(a, b, strict=True) if y > x)
    n = only_a + only_b
    if n == 0:
        return 0, 0, 1.0
    k = min(only_a, only_b)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return only_a, only_b, min(1.0, 2 * tail)
