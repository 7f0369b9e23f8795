"""The dice and the tasks they complete (ES-DICE, ES-ADV-11): faces, requirements, assignments.

A die is a small int: its colour times 16 plus its face. Faces: 1 to 4 investigation, Lore
(the scroll), Peril (the skull), Terror (the tentacles) and the red die's Wildcard. A pool is a
sorted tuple of dice, so equal pools are equal keys.

A task is a row of requirement icons: a number N (dice whose investigation adds up to at least N,
ES-DICE-06), a symbol (one die showing it, ES-DICE-07) or a split symbol (one die showing either,
ES-DICE-08); each die goes to one requirement (ES-DICE-09) and each number icon has its own group
of dice (ES-DICE-10). The Wildcard counts as Lore, Peril, Terror or 4 investigation, chosen when
it is assigned (ES-DICE-04). Only the face matters (ES-DICE-11).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations, product
from typing import Any

GREEN, YELLOW, RED = 0, 1, 2
COLOURS = ("green", "yellow", "red")
COLOUR_LETTER = ("G", "Y", "R")
LORE, PERIL, TERROR, WILD = 5, 6, 7, 8
SYMBOLS = {"L": LORE, "P": PERIL, "T": TERROR}
SYMBOL_NAMES = {LORE: "Lore", PERIL: "Peril", TERROR: "Terror", WILD: "Wildcard"}
FACE_LETTER = {1: "1", 2: "2", 3: "3", 4: "4", LORE: "L", PERIL: "P", TERROR: "T", WILD: "W"}
#: The printed faces (ES-DICE-01..03); an edition may give its own (they are data).
STANDARD_FACES: dict[int, tuple[int, ...]] = {
    GREEN: (1, 2, 3, LORE, PERIL, TERROR),
    YELLOW: (1, 2, 3, 4, LORE, PERIL),
    RED: (2, 3, 4, LORE, PERIL, WILD),
}
WILD_VALUE = 4  # ES-DICE-04, the errata: 4 investigation, not 1


def die(colour: int, face: int) -> int:
    return colour << 4 | face


def colour_of(d: int) -> int:
    return d >> 4


def face_of(d: int) -> int:
    return d & 15


def die_name(d: int) -> str:
    """``G3``, ``YL``, ``RW``: the colour's letter and the face's."""
    return COLOUR_LETTER[colour_of(d)] + FACE_LETTER[face_of(d)]


def face_name(face: int) -> str:
    return SYMBOL_NAMES.get(face, f"{face} investigation")


def value(d: int) -> int:
    """The investigation a die shows (a Wildcard counts 4 when given to a number, ES-DICE-04)."""
    f = d & 15
    if f <= 4:
        return f
    return WILD_VALUE if f == WILD else 0


def shows_terror(d: int) -> bool:
    """For the Terror check a Wildcard is no Terror (AMB-06: its meaning is chosen when assigned)."""
    return d & 15 == TERROR


# ---------------------------------------------------------------- tasks
@dataclass(frozen=True, slots=True)
class Icon:
    """One requirement: ``number`` investigation, or one die showing a face in ``faces``."""

    number: int = 0
    faces: frozenset[int] = frozenset()
    _hash: int = field(default=0, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_hash", hash((self.number, self.faces)))

    # The search's caches hash icons and tasks millions of times a game: the hash the dataclass would
    # compute, computed once.
    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not Icon:
            return NotImplemented
        return self._hash == other._hash and self.number == other.number and self.faces == other.faces

    def __str__(self) -> str:
        if self.number:
            return str(self.number)
        return "/".join(FACE_LETTER[f] for f in sorted(self.faces))

    def accepts(self, d: int) -> bool:
        f = d & 15
        return f in self.faces or (f == WILD and bool(self.faces))


@dataclass(frozen=True, slots=True)
class Task:
    """A row of an adventure card: its icons and the costs paid when it is completed (ES-ADV-14,
    ES-ADV-16). ``monster``: the monster marker whose requirements fill this row, if any."""

    icons: tuple[Icon, ...]
    sanity: int = 0
    stamina: int = 0
    clock: int = 0
    monster: int = -1
    #: Sorted icons: symbols first (one die each), then numbers from the largest (for matching).
    _order: tuple[Icon, ...] = field(default=(), compare=False, repr=False)
    _hash: int = field(default=0, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        syms = sorted((i for i in self.icons if not i.number), key=lambda i: len(i.faces))
        nums = sorted((i for i in self.icons if i.number), key=lambda i: -i.number)
        object.__setattr__(self, "_order", tuple(syms + nums))
        object.__setattr__(self, "_hash", hash(self._key()))

    def _key(self) -> tuple[Any, ...]:
        return (self.icons, self.sanity, self.stamina, self.clock, self.monster)

    def __hash__(self) -> int:  # as Icon's: computed once
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if other.__class__ is not Task:
            return NotImplemented
        return self._hash == other._hash and self._key() == other._key()

    def __str__(self) -> str:
        text = " ".join(str(i) for i in self.icons) or "nothing"
        costs = [f"{n} {what}" for n, what in ((self.sanity, "sanity"), (self.stamina, "stamina")) if n]
        if self.clock:
            costs.append("the clock")
        return text + (f" (costs {', '.join(costs)})" if costs else "")

    @property
    def needs_dice(self) -> bool:
        return bool(self.icons)


def parse_icons(text: str) -> tuple[Icon, ...]:
    """``"3 L T/P"`` -> icons (the notation of the research tables; ``-`` for no icon)."""
    out = []
    for part in text.split():
        if part == "-":
            continue
        if part.isdigit():
            n = int(part)
            if not 1 <= n <= 48:
                raise ValueError(f"a number icon is 1 to 48, not {n}")
            out.append(Icon(number=n))
            continue
        faces = []
        for letter in part.split("/"):
            if letter not in SYMBOLS:
                raise ValueError(f"{letter!r} is no icon: numbers, L, P, T, or a split such as T/P")
            faces.append(SYMBOLS[letter])
        out.append(Icon(faces=frozenset(faces)))
    return tuple(out)


# ---------------------------------------------------------------- assignments
def assignments(task: Task, dice: Sequence[int]) -> list[tuple[int, ...]]:
    """Every minimal way to meet ``task`` with ``dice`` (a sorted tuple): each result is the sorted
    dice used, no die of which could be left out. Equal multisets are listed once."""
    return list(_assign(task, tuple(sorted(dice))))


@lru_cache(maxsize=1 << 16)
def _assign(task: Task, dice: tuple[int, ...]) -> frozenset[tuple[int, ...]]:
    found: set[tuple[int, ...]] = set()
    _search(task._order, 0, dice, (), found)
    return frozenset(_minimal(task, found))


def meets(task: Task, dice: Sequence[int]) -> bool:
    return bool(_assign(task, tuple(sorted(dice))))


def _search(
    icons: tuple[Icon, ...], k: int, left: tuple[int, ...], used: tuple[int, ...], out: set[tuple[int, ...]]
) -> None:
    if k == len(icons):
        out.add(tuple(sorted(used)))
        return
    icon = icons[k]
    if not icon.number:
        seen = set()
        for i, d in enumerate(left):
            if d not in seen and icon.accepts(d):
                seen.add(d)
                _search(icons, k + 1, left[:i] + left[i + 1 :], used + (d,), out)
        return
    for group in _groups(left, icon.number):
        rest = list(left)
        for d in group:
            rest.remove(d)
        _search(icons, k + 1, tuple(rest), used + group, out)


def _groups(dice: tuple[int, ...], need: int) -> Iterator[tuple[int, ...]]:
    """Sub-multisets of ``dice`` whose investigation reaches ``need``, none of whose dice is idle
    (every die is needed to reach it)."""
    useful = [d for d in dice if value(d) > 0]
    seen: set[tuple[int, ...]] = set()
    for size in range(1, len(useful) + 1):
        for combo in combinations(useful, size):
            if combo in seen:
                continue
            total = sum(value(d) for d in combo)
            if total >= need and all(total - value(d) < need for d in combo):
                seen.add(combo)
                yield combo


def _minimal(task: Task, found: Iterable[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Drop an assignment that holds another one (it wastes a die)."""
    items = sorted(set(found), key=len)
    keep: list[tuple[int, ...]] = []
    for a in items:
        if not any(_contains(a, b) for b in keep):
            keep.append(a)
    return keep


def _contains(big: tuple[int, ...], small: tuple[int, ...]) -> bool:
    rest = list(big)
    for d in small:
        if d in rest:
            rest.remove(d)
        else:
            return False
    return True


def remove(pool: Sequence[int], used: Iterable[int]) -> tuple[int, ...]:
    """``pool`` without the dice ``used`` (each removed once)."""
    rest = list(pool)
    for d in used:
        rest.remove(d)
    return tuple(rest)


def pool_text(dice: Iterable[int]) -> str:
    return " ".join(die_name(d) for d in dice) or "no dice"


def every_sub_multiset(dice: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    kinds: list[tuple[int, int]] = []
    for d in dice:
        if kinds and kinds[-1][0] == d:
            kinds[-1] = (d, kinds[-1][1] + 1)
        else:
            kinds.append((d, 1))
    for counts in product(*(range(n + 1) for _, n in kinds)):
        sub = tuple(d for (d, _), k in zip(kinds, counts, strict=True) for _ in range(k))
        if sub:
            yield sub
