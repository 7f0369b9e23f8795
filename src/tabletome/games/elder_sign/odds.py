"""The exact chance to complete an adventure under the best play ("what are my odds?").

An attempt is a small game against the dice: roll the pool, spend clues to reroll, secure dice on
spells, complete a task or fail the roll; a failed roll brings the Terror check, an optional focus
or assistance, and the mandatory discard (ES-ADV-06 .. ES-ADV-22, ES-FOCUS, ES-CLUE, ES-SPELL,
ES-TERROR). :class:`Odds` walks that game to its end from a moment of the attempt, taking at each
choice the option with the highest chance, and returns the chance as an exact fraction (every
probability is a whole number of 6^k outcomes; values are kept as integers over one power of 6, so
no rounding ever happens).

What the walk knows: the dice to roll and the dice held (on investigator markers, on spells), the
tasks left and their order, their sanity and stamina costs against what the investigator has
(ES-ADV-14), clues, spells not yet cast and how many dice each secures, the yellow and red dice an
item may still add (once each per Resolution phase, ES-ADV-04), focus and the assistants on the
card, and the Terror effects that change the dice game: one that fails the adventure
(ES-TERROR-08), one that discards the Terror dice (ES-TERROR-07), sanity or stamina lost to
Terror (an investigator at 0 is devoured, which ends the attempt), once per attempt or on every
failed roll (ES-TERROR-04/05). What it does not foresee: cards drawn during the attempt (a monster
that appears elsewhere, an item gained) and abilities that change faces; these are named in
:attr:`Attempt.unmodelled` so a front end can say so.

The same rules helpers as the game are used (matching in :mod:`.dice`), so the odds and the game
cannot disagree on what completes a task.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement, product
from math import factorial
from typing import Any

from . import dense
from .dice import (
    GREEN,
    RED,
    STANDARD_FACES,
    TERROR,
    WILD,
    YELLOW,
    Task,
    _assign,
    die,
    every_sub_multiset,
    face_of,
    remove,
)

BLANK = 0  # a face no task left can use (its die still counts for the pool)
NO_DENSE = False  # (tests: the loop over outcomes alone)


@dataclass(frozen=True, slots=True)
class Attempt:
    """What stays fixed during one attempt: the tasks and the rules in force."""

    tasks: tuple[Task, ...]
    ordered: bool = False
    #: The dice-changing Terror effect of the card and the Mythos card: "" (none), "fail", "discard".
    terror: str = ""
    #: Sanity and stamina the active investigator loses each time Terror resolves.
    terror_sanity: int = 0
    terror_stamina: int = 0
    terror_every_roll: bool = False  # terror_trigger=every_failed_roll (ES-TERROR-05)
    focus_every_roll: bool = False  # focus_limit=every_failed_roll (ES-FOCUS-07)
    many_tasks: bool = False  # several tasks per roll (Amanda Sharpe, ES-ADV-10)
    #: Of identical dice, the player chooses which a task takes (ES-ADV-11); False: rules version
    #: 1's reading (kept_dice=roll_first), this roll's dice first.
    kept_choice: bool = True
    faces: tuple[tuple[int, ...], ...] = (STANDARD_FACES[GREEN], STANDARD_FACES[YELLOW], STANDARD_FACES[RED])
    unmodelled: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Kit:
    """What the active investigator has at a moment of the attempt."""

    green: int = 6
    yellow: int = 0
    red: int = 0
    held: tuple[int, ...] = ()  # dice on investigator markers (focus, assistance): faces kept
    secured: tuple[int, ...] = ()  # dice on spells: faces kept, may be taken off to be rolled
    spells: tuple[int, ...] = ()  # spells not cast yet: how many dice each may secure
    clues: int = 0
    focus: bool = True  # may still focus (ES-FOCUS-06)
    helpers: int = 0  # other investigators on the card with an empty marker (ES-FOCUS-03)
    add_yellow: bool = False  # an item may still add the yellow die (ES-ADV-03/04)
    add_red: bool = False
    sanity: int = 99
    stamina: int = 99
    fired: bool = False  # a Terror effect already resolved in this attempt
    done: int = 0  # the tasks completed (bit i: task i)


# A state of the walk is a plain tuple (fast to hash): the fields of Kit in order.
DONE, G, Y, R, HELD, SECURED, SPELLS, CLUES, FOCUS, HELPERS, ADD_Y, ADD_R, SAN, STA, FIRED = range(15)


def _key(k: Kit) -> tuple[Any, ...]:
    return (
        k.done, k.green, k.yellow, k.red, tuple(sorted(k.held)), tuple(sorted(k.secured)),
        tuple(sorted(k.spells)), k.clues, k.focus, k.helpers, k.add_yellow, k.add_red, k.sanity, k.stamina, k.fired,
    )  # fmt: skip


@lru_cache(maxsize=4096)
def outcomes(faces: tuple[tuple[int, ...], ...], g: int, y: int, r: int) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Every result of rolling ``g`` green, ``y`` yellow and ``r`` red dice as a sorted dice tuple,
    with the number of the 6^(g+y+r) equally likely ways it comes up (ES-DICE-05)."""
    per_colour = [
        _multisets(GREEN, faces[GREEN], g),
        _multisets(YELLOW, faces[YELLOW], y),
        _multisets(RED, faces[RED], r),
    ]
    out: dict[tuple[int, ...], int] = {}
    for parts in product(*per_colour):
        dice = tuple(sorted(d for p, _ in parts for d in p))
        ways = 1
        for _, w in parts:
            ways *= w
        out[dice] = out.get(dice, 0) + ways
    return tuple(out.items())


@lru_cache(maxsize=2048)
def merged_outcomes(
    faces: tuple[tuple[int, ...], ...], g: int, y: int, r: int, useful: frozenset[int]
) -> tuple[tuple[tuple[int, ...], int], ...]:
    """:func:`outcomes` with every face not in ``useful`` merged into a blank (kept for every
    question: the same pools and faces come back card after card)."""
    merged: dict[tuple[int, ...], int] = {}
    for dice, ways in outcomes(faces, g, y, r):
        canon = tuple(sorted(d if d & 15 in useful else d & ~15 for d in dice))
        merged[canon] = merged.get(canon, 0) + ways
    return tuple(merged.items())


def _multisets(colour: int, faces: tuple[int, ...], n: int) -> list[tuple[tuple[int, ...], int]]:
    """The results of ``n`` dice of one colour, with how many ordered rolls give each."""
    out = []
    for combo in combinations_with_replacement(range(len(faces)), n):
        ways = factorial(n)
        for i in set(combo):
            ways //= factorial(combo.count(i))
        out.append((tuple(die(colour, faces[i]) for i in combo), ways))
    return out


@dataclass(slots=True)
class Odds:
    """The best chance from any moment of one attempt (memoised: ask many questions of one object)."""

    attempt: Attempt
    scale: int = 0  # values are integers over 6**scale
    #: At most this many positions are worked out (TooLarge beyond): a question a person asks must
    #: be answered in a moment. None: no limit.
    budget: int | None = None
    _memo: dict[tuple[Any, ...], int] = field(default_factory=dict)
    _useful: dict[tuple[int, bool], frozenset[int]] = field(default_factory=dict)
    #: The failed-roll values of a position, by the colours rolled: the set-aside-nothing value
    #: and each die's best set-aside value (they depend on the roll only through these).
    _aside: dict[tuple[Any, ...], tuple[int, dict[int, int]]] = field(default_factory=dict)
    work: int = 0  # positions worked out so far (the budget counts these)
    _unit: tuple[int, int] = (0, 1)  # (scale, 6**scale): certainty

    # ------------------------------------------------------------ questions
    def before_roll(self, kit: Kit) -> Fraction:
        """The chance to complete the adventure from a moment before a roll (its first, or a later one)."""
        key = self._start(kit)
        return self._fraction(self._pre(key))

    def after_roll(self, kit: Kit, rolled: tuple[int, ...]) -> Fraction:
        """The chance from the moment right after ``rolled`` came up (rerolls and choices still to make)."""
        key = self._start(kit)
        return self._fraction(self._after(self._canon(tuple(sorted(rolled)), key), key))

    def after_failed_roll(self, kit: Kit, rolled: tuple[int, ...]) -> Fraction:
        """The chance once a roll has failed (its Terror check, focus and discard still to come)."""
        key = self._start(kit)
        return self._fraction(self._fail(tuple(sorted(rolled)), key))

    def choices_before_roll(self, kit: Kit) -> list[tuple[str, Fraction]]:
        """Each option before a roll (add a die, take dice off spells, roll) with its chance."""
        key = self._start(kit)
        return [(label, self._fraction(v)) for label, v in self._pre_options(key)]

    def choices_after_roll(self, kit: Kit, rolled: tuple[int, ...]) -> list[tuple[str, Fraction]]:
        """Each option after a roll (a reroll, securing dice, completing a task, failing) with its chance."""
        key = self._start(kit)
        f = tuple(sorted(rolled))
        out = [(f"reroll {' '.join(map(str, s))}", self._fraction(v)) for s, v in self._reroll_options(f, key)]
        out += [(label, self._fraction(v)) for label, v in self._secure_options(f, key)]
        out += [(label, self._fraction(v)) for label, v in self._decide_options(f, key)]
        return out

    def choices_after_failure(self, kit: Kit, rolled: tuple[int, ...]) -> list[tuple[str, Fraction]]:
        """After the Terror check of a failed roll: each way to focus or assist (or not) and discard."""
        key = self._start(kit)
        return [(label, self._fraction(v)) for label, v in self._setaside_options(tuple(sorted(rolled)), key)]

    # ------------------------------------------------------------ set-up
    def _start(self, kit: Kit) -> tuple[Any, ...]:
        key = _key(kit)
        need = self._bound(kit)
        if need > self.scale:  # a bigger question than before: values over a higher power of 6
            self._memo.clear()
            self._aside.clear()
            self.scale = need
        return self._canon_held(key)

    def _canon_held(self, key: tuple[Any, ...]) -> tuple[Any, ...]:
        """Held dice are never rolled again: only their faces matter (each is written as a green die
        of its face), and one no task left can use is as good as none."""
        held = key[HELD]
        if not held:
            return key
        useful = self._useful_faces(key[DONE], False)
        # (version 1 took this roll's die before an identical held one: there the colour tells them apart)
        colour = 15 if self.attempt.kept_choice else ~0
        kept = tuple(sorted(d & colour for d in held if d & 15 in useful))
        return key if kept == held else _put(key, HELD, kept)

    def _tick(self, n: int = 1) -> None:
        self.work += n
        if self.budget is not None and self.work > self.budget:
            raise TooLarge

    def _bound(self, kit: Kit) -> int:
        """An upper bound of the dice rolled from here to the end (every value times 6**bound is whole)."""
        dice = kit.green + kit.yellow + kit.red + len(kit.secured) + kit.add_yellow + kit.add_red
        rolls = kit.clues + len(self.attempt.tasks) + dice + 1
        return 8 * rolls

    def _fraction(self, v: int) -> Fraction:
        return Fraction(v, 6**self.scale)

    def _one(self) -> int:
        if self._unit[0] != self.scale:
            self._unit = (self.scale, 6**self.scale)
        return self._unit[1]

    # ------------------------------------------------------------ faces that still matter
    def _useful_faces(self, done: int, terror_counts: bool) -> frozenset[int]:
        key = (done, terror_counts)
        got = self._useful.get(key)
        if got is None:
            faces: set[int] = set()
            for i, t in enumerate(self.attempt.tasks):
                if not done >> i & 1:
                    for icon in t.icons:
                        faces |= {1, 2, 3, 4, 8} if icon.number else set(icon.faces) | {8}
            if terror_counts:
                faces.add(TERROR)
            got = self._useful[key] = frozenset(faces)
        return got

    def _terror_counts(self, key: tuple[Any, ...]) -> bool:
        a = self.attempt
        active = bool(a.terror or a.terror_sanity or a.terror_stamina)
        return active and (a.terror_every_roll or not key[FIRED])

    def _canon(self, dice: tuple[int, ...], key: tuple[Any, ...]) -> tuple[int, ...]:
        """Dice with every face no task left can use (nor the Terror check) shown as blank."""
        useful = self._useful_faces(key[DONE], self._terror_counts(key))
        if all(d & 15 in useful for d in dice):
            return dice
        return tuple(sorted(d if d & 15 in useful else d & ~15 for d in dice))

    # ------------------------------------------------------------ before a roll
    def _pre(self, key: tuple[Any, ...]) -> int:
        memo_key = ("pre", key)
        got = self._memo.get(memo_key)
        if got is None:
            self._tick()
            if (key[ADD_Y] or key[ADD_R]) and not self._terror_active():
                # With Terror out of the game a die added now is never worse than one added later
                # (it can be left idle until then, and it can be the die discarded): add it.
                got = self._pre(_added(key))
            else:
                got = max((v for _, v in self._pre_options(key)), default=0)
            self._memo[memo_key] = got
        return got

    def _terror_active(self) -> bool:
        a = self.attempt
        return bool(a.terror or a.terror_sanity or a.terror_stamina)

    def _pre_options(self, key: tuple[Any, ...]) -> list[tuple[str, int]]:
        out = []
        if key[ADD_Y]:
            out.append(("add the yellow die", self._pre(_set(key, Y=key[Y] + 1, ADD_Y=False))))
        if key[ADD_R]:
            out.append(("add the red die", self._pre(_set(key, R=key[R] + 1, ADD_R=False))))
        # ES-SPELL-09: only green dice are taken off spells to be rolled (README: the right to add is not settled)
        for sub in every_sub_multiset(tuple(d for d in key[SECURED] if d >> 4 == GREEN)):
            g, y, r = _colours(sub)
            nxt = _set(key, G=key[G] + g, Y=key[Y] + y, R=key[R] + r, SECURED=remove(key[SECURED], sub))
            out.append((f"take {' '.join(map(str, sub))} off the spells", self._pre(nxt)))
        if key[G] + key[Y] + key[R]:
            out.append(("roll", self._roll(key)))
        return out

    def _roll(self, key: tuple[Any, ...]) -> int:
        outcomes = self._outcomes(key[G], key[Y], key[R], key)
        if len(outcomes) >= dense.MIN_OUTCOMES and dense.eligible(self, key) and not NO_DENSE:
            self._tick(1 + len(outcomes) // dense.PER_TICK)
            return _exact(dense.roll_total(self, key, outcomes), key[G] + key[Y] + key[R])
        total = 0
        for dice, ways in outcomes:
            if key[CLUES]:
                total += ways * self._after(dice, key)
            else:  # no reroll can bring this roll back: nothing to remember
                self._tick()
                total += ways * self._secure(dice, key)
        return _exact(total, key[G] + key[Y] + key[R])

    def _outcomes(self, g: int, y: int, r: int, key: tuple[Any, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
        """:func:`outcomes` with the faces that no longer matter merged into blanks."""
        terror = self._terror_counts(key)
        memo_key = ("outcomes", g, y, r, key[DONE], terror)
        got: Any = self._memo.get(memo_key)
        if got is None:
            got = merged_outcomes(self.attempt.faces, g, y, r, self._useful_faces(key[DONE], terror))
            self._memo[memo_key] = got
        return got  # type: ignore[no-any-return]

    # ------------------------------------------------------------ after a roll: rerolls first (ES-ADV-08)
    def _after(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> int:
        memo_key = ("after", rolled, key)
        got = self._memo.get(memo_key)
        if got is None:
            self._tick()
            got = self._secure(rolled, key)
            if key[CLUES]:
                nxt = _put(key, CLUES, key[CLUES] - 1)
                for d in _distinct(rolled):
                    got = max(got, self._best_reroll(remove(rolled, (d,)), _colours((d,)), nxt))
            self._memo[memo_key] = got
        return got

    def _reroll_options(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> Iterator[tuple[tuple[int, ...], int]]:
        """ES-CLUE-01/02: spend a clue to reroll some of the rolled dice (never a held one, ES-CLUE-03)."""
        if not key[CLUES]:
            return
        nxt = _set(key, CLUES=key[CLUES] - 1)
        seen = set()
        for sub in every_sub_multiset(rolled):
            kept = remove(rolled, sub)
            colours = _colours(sub)
            if (kept, colours) in seen:
                continue
            seen.add((kept, colours))
            yield sub, self._reroll(kept, colours, nxt)

    def _best_reroll(self, kept: tuple[int, ...], colours: tuple[int, int, int], key: tuple[Any, ...]) -> int:
        """The best reroll that rerolls dice of ``colours`` and perhaps some of ``kept`` too: a die
        at a time, so a roll's every subset is not listed again for each roll that holds it."""
        memo_key = ("best", kept, colours, key)
        got = self._memo.get(memo_key)
        if got is None:
            blank = next((d for d in kept if not d & 15), -1)
            if blank >= 0 and not self._terror_counts(key):
                # With Terror out of the game, any face is worth at least a blank: reroll it.
                more = list(colours)
                more[blank >> 4] += 1
                got = self._memo[memo_key] = self._best_reroll(remove(kept, (blank,)), (more[0], more[1], more[2]), key)
                return got
            got = self._reroll(kept, colours, key)
            for d in _distinct(kept):
                more = list(colours)
                more[d >> 4] += 1
                got = max(got, self._best_reroll(remove(kept, (d,)), (more[0], more[1], more[2]), key))
            self._memo[memo_key] = got
        return got

    def _reroll(self, kept: tuple[int, ...], colours: tuple[int, int, int], key: tuple[Any, ...]) -> int:
        memo_key = ("reroll", kept, colours, key)
        got = self._memo.get(memo_key)
        if got is None:
            total = 0
            for dice, ways in self._outcomes(*colours, key):
                total += ways * self._after(tuple(sorted(kept + dice)), key)
            got = self._memo[memo_key] = _exact(total, sum(colours))
        return got

    # ------------------------------------------------------------ then spells (ES-SPELL-01/02)
    def _secure(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> int:
        best = self._decide(rolled, key)
        if key[SPELLS]:
            for _, v in self._secure_options(rolled, key):
                best = max(best, v)
        return best

    def _secure_options(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> Iterator[tuple[str, int]]:
        for cap in sorted(set(key[SPELLS])):
            spells = list(key[SPELLS])
            spells.remove(cap)
            for sub in every_sub_multiset(rolled):
                if len(sub) > cap:
                    continue
                nxt = _set(key, SPELLS=tuple(spells), SECURED=tuple(sorted(key[SECURED] + sub)))
                yield f"secure {' '.join(map(str, sub))} on a spell of {cap}", self._secure(remove(rolled, sub), nxt)

    # ------------------------------------------------------------ then a task, or the roll fails
    def _decide(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> int:
        """The best of failing the roll and each task it may complete (values only: a hot path)."""
        best = self._fail(rolled, key)
        one = self._one()
        for _, _, nxt, left in self._completions(rolled, key):
            if best == one:
                break
            v = self._completed(nxt, left)
            if v > best:
                best = v
        return best

    def _decide_options(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> list[tuple[str, int]]:
        out = [("fail the roll", self._fail(rolled, key))]
        for i, used, nxt, left in self._completions(rolled, key):
            v = self._completed(nxt, left)
            out.append((f"complete task {i + 1} with {' '.join(map(str, used)) or 'no dice'}", v))
        return out

    def _after_task(self, key: tuple[Any, ...], g: int, y: int, r: int) -> int:
        """After a task, with these dice left to roll (no several tasks a roll)."""
        if key[DONE] == (1 << len(self.attempt.tasks)) - 1:
            return self._one()
        return self._pre(self._canon_held(_pool(key, g, y, r)))

    def _completed(self, key: tuple[Any, ...], left: tuple[int, ...]) -> int:
        """After a task: won if none is left (ES-ADV-09), else the dice left are rolled again
        (ES-ADV-17); Amanda Sharpe may first complete more tasks with them (ES-ADV-10)."""
        if key[DONE] == (1 << len(self.attempt.tasks)) - 1:
            return self._one()
        g, y, r = _colours(left)
        best = self._pre(self._canon_held(_pool(key, g, y, r)))
        if self.attempt.many_tasks:
            for _, _, nxt, rest in self._completions(self._canon(left, key), key):
                best = max(best, self._completed(nxt, rest))
        return best

    def _completions(
        self, rolled: tuple[int, ...], key: tuple[Any, ...]
    ) -> Iterator[tuple[int, tuple[int, ...], tuple[Any, ...], tuple[int, ...]]]:
        """Each task that may be completed now and each minimal set of dice for it (ES-ADV-11..14)."""
        a = self.attempt
        done = key[DONE]
        open_tasks = [i for i in range(len(a.tasks)) if not done >> i & 1]
        if a.ordered:
            open_tasks = open_tasks[:1]  # ES-ADV-13
        kept = tuple(sorted(key[HELD] + key[SECURED]))
        usable = tuple(sorted(rolled + kept))
        everything = (1 << len(a.tasks)) - 1
        for i in open_tasks:
            t = a.tasks[i]
            if t.sanity >= key[SAN] or t.stamina >= key[STA]:
                continue  # ES-ADV-14: a cost that would bring him to 0
            choice = a.kept_choice and bool(kept) and done | 1 << i != everything  # the last task: no matter
            # a kept die no task left wants is worth no more than a die to roll again (no Terror): it
            # goes first (a secured green one could only be taken off its spell and rolled)
            plain = not self._terror_active()
            spare = frozenset(range(16)) - self._useful_faces(done | 1 << i, False) if plain else frozenset()
            for used in _assign(t, usable) if t.icons else frozenset({()}):
                for from_roll in _roll_parts(used, rolled, kept, choice, spare if choice else frozenset()):
                    yield i, used, *self._consume(key, i, t, rolled, used, from_roll)

    def _consume(
        self,
        key: tuple[Any, ...],
        i: int,
        t: Task,
        rolled: tuple[int, ...],
        used: tuple[int, ...],
        from_roll: tuple[int, ...] | None = None,
        from_spells: tuple[int, ...] = (),
    ) -> tuple[tuple[Any, ...], tuple[int, ...]]:
        """The state after task ``i`` took ``used``, ``from_roll`` of them from this roll (None:
        this roll's first) and ``from_spells`` off spells; the others held ones first, then secured
        ones (a secured die may still be taken off its spell and rolled, a held one not)."""
        if from_roll is None:
            from_roll = _roll_parts(used, rolled, (), False)[0]
        left, held, secured = list(rolled), list(key[HELD]), list(key[SECURED])
        for d in from_roll:
            left.remove(d)
        for d in from_spells:
            if d in secured:  # (a die on another investigator's spell is not in the kit)
                secured.remove(d)
        for d in remove(remove(used, from_roll), from_spells):
            same = next((k for k, x in enumerate(held) if x & 15 == d & 15), -1)  # held: by face
            if same >= 0:
                del held[same]
            elif d in secured:
                secured.remove(d)
        nxt = _set(key, DONE=key[DONE] | 1 << i, G=0, Y=0, R=0, HELD=tuple(held), SECURED=tuple(secured),
                   SAN=key[SAN] - t.sanity, STA=key[STA] - t.stamina)  # fmt: skip
        return nxt, tuple(left)

    # ------------------------------------------------------------ a failed roll (ES-ADV-18)
    def _fail(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> int:
        a = self.attempt
        if not (self._terror_counts(key) and any(d & 15 == TERROR for d in rolled)):
            return self._aside_value(rolled, key)
        if self._terror_counts(key) and any(face_of(d) == TERROR for d in rolled):
            key = _set(key, FIRED=True, SAN=key[SAN] - a.terror_sanity, STA=key[STA] - a.terror_stamina)
            if a.terror == "fail" or key[SAN] <= 0 or key[STA] <= 0:
                return 0  # ES-TERROR-08; or devoured (ES-DEV-01)
            if a.terror == "discard":
                rolled = tuple(d for d in rolled if face_of(d) != TERROR)  # ES-TERROR-07
                if not rolled:
                    return 0  # AMB-25
        return self._aside_value(rolled, key)

    def _aside_value(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> int:
        """The best of setting no die aside and each die set aside, then the discard: they depend
        on the roll only through its colours and the die set aside, so they are kept by those."""
        best = self._aside_table(key, *_colours(rolled))[0]
        if not (key[FOCUS] or key[HELPERS]):
            return best
        skip_blank = not self._terror_active()  # an idle die set aside only shrinks the pool
        for d in set(rolled):
            if skip_blank and not d & 15:
                continue
            v = self._aside_die(d, rolled, key)
            if v > best:
                best = v
        return best

    def _aside_table(self, key: tuple[Any, ...], g: int, y: int, r: int) -> tuple[int, dict[int, int]]:
        """For a failed roll of these colours: the value with no die set aside, and (filled as
        asked) each die's best value set aside."""
        memo_key = (key, g, y, r)
        got = self._aside.get(memo_key)
        if got is None:
            rolled = (GREEN << 4,) * g + (YELLOW << 4,) * y + (RED << 4,) * r
            got = self._aside[memo_key] = (self._discard(rolled, key), {})
        return got

    def _aside_die(self, d: int, rolled: tuple[int, ...], key: tuple[Any, ...]) -> int:
        """``d`` of the failed roll ``rolled`` set aside (by focus or an assistant), then the discard."""
        g, y, r = _colours(rolled)
        by_die = self._aside_table(key, g, y, r)[1]
        v = by_die.get(d)
        if v is None:
            rest = list(_colours_sample(g, y, r))
            rest.remove(d & ~15)
            v = by_die[d] = max(v for _, v in self._setaside_one(d, tuple(rest), key))
        return v

    def _setaside_one(self, d: int, rest: tuple[int, ...], key: tuple[Any, ...]) -> Iterator[tuple[str, int]]:
        """ES-FOCUS-02/03: ``d`` kept by focus or by an assistant, then the discard."""
        if key[FOCUS]:
            nxt = _set(key, HELD=tuple(sorted(key[HELD] + (d,))), FOCUS=self.attempt.focus_every_roll)
            yield f"focus {d}", self._discard(rest, self._canon_held(nxt))
        if key[HELPERS]:
            nxt = _set(key, HELD=tuple(sorted(key[HELD] + (d,))), HELPERS=key[HELPERS] - 1)
            yield f"an assistant takes {d}", self._discard(rest, self._canon_held(nxt))

    def _setaside_options(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> list[tuple[str, int]]:
        """ES-FOCUS-01..05: at most one die set aside (focus, or an assistant), then the discard."""
        out = [("set no die aside", self._discard(rolled, key))]
        for d in sorted(set(rolled)):
            out += self._setaside_one(d, remove(rolled, (d,)), key)
        return out

    def _discard(self, rolled: tuple[int, ...], key: tuple[Any, ...]) -> int:
        """ES-ADV-18c: one die of the pool is discarded; the rest are rolled again (their faces go)."""
        g, y, r = _colours(rolled)
        if g + y + r <= 1:
            # ES-ADV-21: the last die goes with tasks left; only dice on spells may still be rolled (AMB-08)
            return self._pre(_set(key, G=0, Y=0, R=0, ADD_Y=False, ADD_R=False))
        best = 0
        if g:
            best = self._pre(_pool(key, g - 1, y, r))
        if y:
            best = max(best, self._pre(_pool(key, g, y - 1, r)))
        if r:
            best = max(best, self._pre(_pool(key, g, y, r - 1)))
        return best


class TooLarge(Exception):
    """The question needs more positions than the solver's budget."""


def _exact(total: int, rolled: int) -> int:
    """``total`` over 6**rolled, which must be whole (the scale is a bound of the dice still to roll)."""
    q, rem = divmod(total, 6**rolled)
    if rem:
        raise ArithmeticError("the odds lost precision: the scale's bound of dice to roll was too low")
    return int(q)


def _colours(dice: tuple[int, ...]) -> tuple[int, int, int]:
    g = y = 0
    for d in dice:
        c = d >> 4
        if c == GREEN:
            g += 1
        elif c == YELLOW:
            y += 1
    return g, y, len(dice) - g - y


_FIELDS = {"DONE": DONE, "G": G, "Y": Y, "R": R, "HELD": HELD, "SECURED": SECURED, "SPELLS": SPELLS, "CLUES": CLUES,
           "FOCUS": FOCUS, "HELPERS": HELPERS, "ADD_Y": ADD_Y, "ADD_R": ADD_R, "SAN": SAN, "STA": STA, "FIRED": FIRED}  # fmt: skip


def _colours_sample(g: int, y: int, r: int) -> tuple[int, ...]:
    """Dice of these colours with no face (what the discard and the set-aside depend on)."""
    return (GREEN << 4,) * g + (YELLOW << 4,) * y + (RED << 4,) * r


def _put(key: tuple[Any, ...], field: int, value: Any) -> tuple[Any, ...]:
    return key[:field] + (value,) + key[field + 1 :]


def _pool(key: tuple[Any, ...], g: int, y: int, r: int) -> tuple[Any, ...]:
    """``key`` with ``g``, ``y``, ``r`` dice to roll (the fields G, Y, R follow each other)."""
    return key[:G] + (g, y, r) + key[R + 1 :]


def _added(key: tuple[Any, ...]) -> tuple[Any, ...]:
    """``key`` with the yellow and red dice an item may add added to the pool."""
    y, r = key[Y] + key[ADD_Y], key[R] + key[ADD_R]
    return _set(key, Y=y, R=r, ADD_Y=False, ADD_R=False)


def _set(key: tuple[Any, ...], **changes: Any) -> tuple[Any, ...]:
    out = list(key)
    for name, v in changes.items():
        out[_FIELDS[name]] = v
    return tuple(out)


@lru_cache(maxsize=1 << 15)
def _roll_parts(
    used: tuple[int, ...],
    rolled: tuple[int, ...],
    kept: tuple[int, ...],
    choice: bool,
    spare: frozenset[int] = frozenset(),
) -> tuple[tuple[int, ...], ...]:
    """The dice of ``used`` a task may take from this roll, the others coming from the ``kept``
    ones (ES-ADV-11): every share when the player chooses (the kept dice of a ``spare`` face
    first), else as many of this roll's as it shows."""
    parts: list[tuple[int, ...]] = [()]
    for d in sorted(set(used)):
        k = used.count(d)
        most = min(k, rolled.count(d))
        least = max(0, k - kept.count(d))
        counts: Any = (most,) if not choice else (least,) if d & 15 in spare else range(most, least - 1, -1)
        parts = [p + (d,) * n for p in parts for n in counts]
    return tuple(parts)


def _distinct(dice: tuple[int, ...]) -> list[int]:
    return sorted(set(dice))


def kit(**fields: Any) -> Kit:
    return replace(Kit(), **fields)


def relaxed(question: Attempt, k: Kit) -> tuple[Attempt, Kit]:
    """A kinder game whose chance is never below the true one: the yellow and red dice always show
    a Wildcard (it meets whatever their faces meet), each spell not cast is that many Wildcards
    held from the start (they meet whatever the dice it would secure meet, and those dice stay in
    the pool), and no Terror effect (with none, a die more is never worse)."""
    wild = (WILD,) * 6
    wide = replace(
        question,
        faces=(question.faces[GREEN], wild, wild),
        terror="",
        terror_sanity=0,
        terror_stamina=0,
    )
    return wide, replace(k, held=k.held + (die(RED, WILD),) * sum(k.spells), spells=())
