"""Resolving an adventure (ES-ADV, ES-FOCUS, ES-CLUE, ES-SPELL, ES-TERROR, ES-FAIL, ES-SUCC) and
attacking the Ancient One in the final battle (ES-BATTLE): one decision frame with four steps.

- ``PRE``, before a roll: add dice (an item's yellow or red die, dice taken off spells), roll, or
  give up (ES-ADV-01 before the first roll, ES-ADV-22 after a failed one).
- ``POST``, after a roll, in the order of ES-ADV-08: rerolls with clues (and abilities), then
  spells secure dice, then one task is completed with dice of the roll and held dice, or the
  roll fails (``pass``).
- ``ASIDE``, after a failed roll's Terror check: focus, or an assistant takes a die, or neither
  (the set-aside is chosen together with the discard when no die is set aside).
- ``DISCARD``: the mandatory discard of one pool die; then ``PRE`` again.

Dice in the pool are rolled dice; before a roll only their colours matter (face 0).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import Frame, Why
from tabletome.engine.i18n import N_, gettext

from . import table as t
from .abilities import ability, immune_to_terror
from .actions import (
    GIVE_UP,
    PASS,
    REROLL,
    ROLL,
    act,
    colours_text,
    dice_of,
    dice_text,
    kept_text,
    parse_dice,
    parse_kept,
    slug,
)
from .dice import GREEN, RED, TERROR, YELLOW, Icon, Task, assignments, die, die_name, every_sub_multiset, remove
from .flow import atoms, push_effects
from .state import MONSTER_BASE, ON_AO, OW_BASE, place_name
from .words import colours_words, name_words, task_words

if TYPE_CHECKING:
    from .state import ESState

PRE, POST, ASIDE, DISCARD = range(4)
REROLL_VERBS = ("reroll", "mark", "unmark")
FREE, ADDED, LOST = 0, 1, 2
TERROR_CARD, TERROR_MYTHOS = 1, 2
STEP_NAMES = (N_("before a roll"), N_("after a roll"), N_("after a failed roll"), N_("the discard"))
# The Souvenir list's words and the dice's colours, said in refusals (translated where shown).
WORDS = (N_("clue"), N_("common"), N_("unique"), N_("spell"), N_("ally"), N_("elder sign"), N_("yellow"), N_("red"))


class Attempt(Frame):
    __slots__ = (
        "inv", "place", "step", "pool", "held", "done", "rolls", "yellow", "red", "focused", "fired",
        "assisted", "defeated", "roll_bits", "cast", "fail_now", "jenny", "free_rerolls", "completed", "green_lost",
        "marked",
    )  # fmt: skip

    def __init__(self, seat: int, inv: int, place: int) -> None:
        super().__init__(seat)
        self.inv = inv
        self.place = place
        self.step = PRE
        self.pool: tuple[int, ...] = ()
        self.held: tuple[int, ...] = ()  # dice focused by the active investigator (ES-FOCUS-02)
        self.done: tuple[int, ...] = ()  # the keys of the tasks completed
        self.rolls = 0
        self.yellow = self.red = FREE
        self.focused = 0
        self.fired = 0
        self.assisted: tuple[int, ...] = ()  # investigators holding a die for this attempt (ES-FOCUS-03)
        self.defeated: tuple[int, ...] = ()  # monsters defeated, trophies at the end (ES-MON-08)
        self.roll_bits = 0
        self.cast = False  # a spell secured dice after this roll: no reroll now (ES-ADV-08)
        self.fail_now = False
        self.jenny = False
        self.free_rerolls = 0
        self.completed = 0
        self.green_lost = 0  # green dice discarded after failed rolls: only a Relic brings one back
        self.marked: tuple[int, ...] = ()  # dice of this roll marked for a clue's reroll (ES-CLUE-01)

    @classmethod
    def start(cls, s: ESState, i: int, place: int) -> Attempt:
        """ES-ADV-02: every green die that is not locked (nor held on a spell)."""
        a = cls(s.owner[i], i, place)
        a.pool = (die(GREEN, 0),) * t.usable_dice(s, GREEN, i)
        if s.lost & 1:  # AMB-15b: lost in this turn's unlock roll
            a.yellow = LOST
        if s.lost & 2:
            a.red = LOST
        if place != ON_AO and t.is_world(place) and ability(s, i) == "gloria":
            for colour in (YELLOW, RED):  # Gloria Goldberg: yellow and red free on Other Worlds
                if t.usable_dice(s, colour, i) > 0:
                    a.add_die(colour)
        if place != ON_AO:
            t.say(
                s, N_("{investigator} attempts {card}."), investigator=s.inv_name(i), card=s.card_name(s.places[place])
            )
        else:
            t.say(
                s,
                N_("{investigator} attacks {ancient_one}."),
                investigator=s.inv_name(i),
                ancient_one=s.ed.ancient_ones[s.ao].name,
            )
        return a

    def copy(self) -> Attempt:  # only tuples and ints: the default copy is right
        return super().copy()  # type: ignore[return-value]

    @property
    def battle(self) -> bool:
        return self.place == ON_AO

    # ------------------------------------------------------------ tasks
    def tasks(self, s: ESState) -> list[tuple[int, Task, int]]:
        if self.battle:
            combat = s.ed.ancient_ones[s.ao].combat
            if s.hastur_x:  # ES-AO-03: X investigation
                combat = Task((*combat.icons, Icon(number=s.hastur_x)), combat.sanity, combat.stamina)
            return [(0, combat, -1)]
        return t.tasks_at(s, self.place)

    def open_tasks(self, s: ESState, tasks: list[tuple[int, Task, int]] | None = None) -> list[tuple[int, Task, int]]:
        left = [x for x in (self.tasks(s) if tasks is None else tasks) if x[0] not in self.done]
        ordered = not self.battle and s.card(s.places[self.place]).ordered
        return left[:1] if ordered else left  # ES-ADV-13

    def usable(self, s: ESState) -> tuple[int, ...]:
        """The dice a task may take: this roll's, the held ones, assistants' and every spell's (ES-SPELL-06)."""
        markers = tuple(s.marker[k] for k in self.assisted if s.marker[k] >= 0)
        secured = tuple(d for dice in s.secured.values() for d in dice)
        return tuple(sorted(self.pool + self.held + markers + secured))

    # ------------------------------------------------------------ the decision
    def prompt(self, s: ESState) -> str:
        who = s.inv_name(self.inv)
        what = s.ed.ancient_ones[s.ao].name if self.battle else s.card_name(s.places[self.place])
        tasks = "; ".join(f"{k}: {task_words(task)}" for k, task in self.task_lines(s))
        if self.step == PRE:
            return gettext(
                "{investigator} at {card}: roll {dice} (tasks left — {tasks}), add dice, or give up."
            ).format(investigator=who, card=name_words(what), dice=colours_words(colours_text(self.pool)), tasks=tasks)
        pool = dice_text(self.pool)  # rolled dice: each has its face
        if self.step == POST:
            if self.completed:
                return gettext("{investigator} rolled {dice}: complete another task, or pass to roll again.").format(
                    investigator=who, dice=pool
                )
            return gettext(
                "{investigator} rolled {dice} at {card}: reroll, secure dice, complete a task ({tasks}), or pass."
            ).format(investigator=who, dice=pool or gettext("nothing"), card=name_words(what), tasks=tasks)
        if self.step == ASIDE:
            return gettext("The roll failed ({dice}): keep a die by focus or assistance, or discard a die.").format(
                dice=pool
            )
        return gettext("The roll failed: discard one die of {dice} (ES-ADV-18).").format(dice=pool)

    def task_lines(self, s: ESState) -> list[tuple[int, str]]:
        return [(self.number(s, key), str(task)) for key, task, _ in self.open_tasks(s)]

    def number(self, s: ESState, key: int) -> int:
        """How a task is named in moves: its place in the card's list of tasks, from 1."""
        return [k for k, _, _ in self.tasks(s)].index(key) + 1

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        if self.step == PRE:
            yield from self.pre_options(s, why)
        elif self.step == POST:
            yield from self.post_options(s, why)
        elif self.step == ASIDE:
            yield from self.aside_options(s, why)
        else:
            yield from self.discards()
        if why is not None and why.target.verb in REFUSED_STEP and self.step not in REFUSED_STEP[why.target.verb]:
            why.no(
                why.target,
                gettext("Not now: this is the moment {step} (ES-ADV-08, ES-ADV-18).").format(
                    step=gettext(STEP_NAMES[self.step])
                ),
            )

    # ------------------------------------------------------------ PRE
    def pre_options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        if self.pool:
            yield ROLL
        elif why is not None:
            why.no(ROLL, N_("No die is left to roll (ES-ADV-21)."))
        yield from self.spend_options(s, why)
        for d in sorted({d for code, dice in s.secured.items() if code in s.items[self.inv] for d in dice}):
            a = act("take", dice_text((d,)))
            if d >> 4 == GREEN:
                yield a
            elif why is not None:
                why.no(
                    a,
                    N_(
                        "Rolling a secured yellow or red die needs the right to add it, as an item gives (ES-SPELL-09)."
                    ),
                )
        if ability(s, self.inv) == "jenny" and not self.jenny and not self.rolls and not self.battle:
            for what in ("clue", "common", "spell"):
                if self.jenny_can(s, what):
                    yield act("jenny", what)
        yield GIVE_UP

    def spend_options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        seen = set()
        for code in s.items[self.inv]:
            item = s.item(code)
            if not item.dice or item.name in seen:
                continue
            seen.add(item.name)
            a = act("spend", slug(item.name))
            reason = self.cannot_add(s, item.dice, relic=item.kind == "relic")
            if reason is None:
                yield a
            elif why is not None:
                why.no(a, reason)

    def cannot_add(self, s: ESState, colours: tuple[int, ...], relic: bool = False) -> str | None:
        """ES-ADV-03/04, ES-LOCK-07, ES-COMP-09: each of yellow and red once per Resolution phase.
        A Relic may bring back a die discarded this phase, never past the components (ES-RELIC-03/04)."""
        for colour in colours:
            if colour == GREEN:
                if not relic or self.green_lost < colours.count(GREEN):
                    return gettext(
                        "A green die comes back only by a Relic, and one roll never holds seven green dice (ES-RELIC-04)."
                    )
                continue
            state = self.yellow if colour == YELLOW else self.red
            name = gettext(t.colours_name(colour))
            if state == ADDED:
                return gettext("The {colour} die is already in this attempt (ES-COMP-09, ES-RELIC-04).").format(
                    colour=name
                )
            if state == LOST and not relic:
                return gettext(
                    "The {colour} die was discarded after a failed roll: it cannot come back this phase (ES-ADV-04, ES-ADV-20)."
                ).format(colour=name)
            if t.usable_dice(s, colour, self.inv) <= 0:
                return gettext("The {colour} die is locked or held (ES-LOCK-07).").format(colour=name)
        return None

    def jenny_can(self, s: ESState, what: str) -> bool:
        if self.cannot_add(s, (YELLOW, RED)) is not None:
            return False
        return s.clues[self.inv] > 0 if what == "clue" else bool(t.items_of(s, self.inv, what))

    def add_die(self, colour: int) -> None:
        if colour == GREEN:
            self.green_lost -= 1
        elif colour == YELLOW:
            self.yellow = ADDED
        else:
            self.red = ADDED
        self.pool = tuple(sorted((*self.pool, die(colour, 0))))

    # ------------------------------------------------------------ POST
    def post_options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        if not self.completed:
            yield from self.reroll_options(s, why)
            yield from self.ability_options(s)
            yield from self.secure_options(s)
        yield from self.complete_options(s, why)
        yield PASS

    def reroll_options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        """ES-CLUE-01..04; ES-ADV-08: not once a spell has secured dice after this roll."""
        if not (s.clues[self.inv] or self.free_rerolls):
            if why is not None and why.target.verb in REROLL_VERBS:
                why.no(
                    why.target,
                    gettext("{investigator} has no clue to spend (ES-CLUE-01).").format(
                        investigator=s.inv_name(self.inv)
                    ),
                )
            return
        if self.cast:
            if why is not None and why.target.verb in REROLL_VERBS:
                why.no(why.target, N_("Rerolls come before spells secure dice (ES-ADV-08, ES-CLUE-03)."))
            return
        if t.option(s, "reroll_moves") == "listed":  # version 1: every set of dice, one move each
            yield from _rerolls(self.pool)
        else:
            yield from self.mark_options(why)
        if why is not None and why.target.verb in REROLL_VERBS:
            why.no(why.target, N_("A clue rerolls dice of this roll only, not held ones (ES-CLUE-03)."))

    def mark_options(self, why: Why | None) -> Iterator[Action]:
        """ES-CLUE-01: the dice to reroll are marked one at a time, then the clue is spent on them."""
        for d in sorted(set(remove(self.pool, self.marked))):
            yield act("mark", dice_text((d,)))
        for d in sorted(set(self.marked)):
            yield act("unmark", dice_text((d,)))
        if self.marked:
            yield REROLL
        elif why is not None and why.target.verb == "reroll":
            why.no(why.target, N_("Mark the dice to reroll first, one at a time (mark g1), then reroll (ES-CLUE-01)."))

    def ability_options(self, s: ESState) -> Iterator[Action]:
        """Michael McGlen, Harvey Walters (Terror -> Peril / Lore), Darrell Simmons (+1): once per roll."""
        if self.roll_bits:
            return
        kind = ability(s, self.inv)
        if kind in ("michael", "harvey"):
            face = "peril" if kind == "michael" else "lore"
            for d in sorted({d for d in self.pool if d & 15 == TERROR}):
                yield act("change", dice_text((d,)), face)
        elif kind == "darrell":
            for d in sorted(set(self.pool)):
                f = d & 15
                if f in (1, 2) or (f == 3 and d >> 4 != GREEN):
                    yield act("raise", dice_text((d,)))

    def secure_options(self, s: ESState) -> Iterator[Action]:
        """ES-SPELL-01/02: a spell not yet holding dice secures up to its limit."""
        for code in s.items[self.inv]:
            item = s.item(code)
            if item.secure and code not in s.secured:
                for sub in sub_multisets(self.pool):
                    if len(sub) <= item.secure:
                        yield act("secure", slug(item.name), dice_text(sub))

    def complete_options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        """ES-ADV-10..16: one task per roll (Amanda Sharpe: any number), costs and their payers."""
        if self.completed and ability(s, self.inv) != "amanda":
            return
        usable = self.usable(s)
        tasks = self.tasks(s)
        numbers = {k: n for n, (k, _, _) in enumerate(tasks, start=1)}
        for key, task, _ in self.open_tasks(s, tasks):
            n = numbers[key]
            payers = self.payers(s, task)
            if not payers:
                if why is not None and why.target.verb == "complete" and why.target.args[:1] == (n,):
                    why.no(
                        why.target,
                        (
                            gettext("Task {n} costs {cost} sanity: {investigator} would be brought to 0 (ES-ADV-14).")
                            if task.sanity
                            else gettext(
                                "Task {n} costs {cost} stamina: {investigator} would be brought to 0 (ES-ADV-14)."
                            )
                        ).format(n=n, cost=task.sanity or task.stamina, investigator=s.inv_name(self.inv)),
                    )
                continue
            uses = assignments(task, usable) if task.icons else [()]
            for used in uses:
                for text in self.dice_choices(s, used):
                    for payer in payers:
                        yield (
                            act("complete", n, text, *((payer,) if payer else ()))
                            if used
                            else act("complete", n, *(("-", payer) if payer else ()))
                        )
        if why is not None and why.target.verb == "complete":
            why.no(why.target, self.why_not_complete(s, why.target))

    def kept_piles(self, s: ESState) -> list[tuple[str, tuple[int, ...]]]:
        """Where the dice a task may take are (ES-ADV-11): this roll (""), the focused dice, each
        assistant's marker (its number), each spell's dice (its name) (ES-SPELL-06)."""
        piles = [("", self.pool), ("focus", self.held)]
        piles += [(str(k + 1), (s.marker[k],)) for k in sorted(set(self.assisted)) if s.marker[k] >= 0]
        spells: dict[str, tuple[int, ...]] = {}
        for code, dice in s.secured.items():
            name = slug(s.item_name(code))
            spells[name] = spells.get(name, ()) + dice
        return piles + sorted(spells.items())

    def dice_choices(self, s: ESState, used: tuple[int, ...]) -> list[str]:
        """Each way to take ``used`` from the piles, as the move writes it; version 1 (kept_dice=
        roll_first): faces only, this roll's dice taken first."""
        if not used or t.option(s, "kept_dice") == "roll_first":
            return [dice_text(used)]
        return [kept_text(ways) for ways in _split(used, self.kept_piles(s))]

    def payers(self, s: ESState, task: Task) -> list[str]:
        """Who pays a task's cost: the investigator ("") if it leaves him above 0; a Whiskey or
        Food for a 1-point cost (ES-ADV-15)."""
        out = []
        if task.sanity < s.sanity[self.inv] and task.stamina < s.stamina[self.inv]:
            out.append("")
        if task.sanity + task.stamina == 1:
            kind = "sanity" if task.sanity else "stamina"
            out += sorted({slug(s.item(c).name) for c in s.items[self.inv] if s.item(c).pays == kind})
        return out

    def why_not_complete(self, s: ESState, action: Action) -> str:
        keys = [k for k, _, _ in self.tasks(s)]
        n = action.args[0] if action.args else 0
        if not isinstance(n, int) or not 1 <= n <= len(keys):
            return gettext("This card has tasks 1 to {n}.").format(n=len(keys))
        key = keys[n - 1]
        if key in self.done:
            return gettext("Task {n} is already completed.").format(n=n)
        if key not in [k for k, _, _ in self.open_tasks(s)]:
            return gettext("The tasks of this card must be completed from top to bottom (ES-ADV-13).")
        if self.kept_unnamed(s, action):
            return gettext(
                "A die kept from an earlier roll is written with where it is kept: gl@focus, gl@2 on "
                "investigator 2's marker, gl@<spell> on a spell (ES-ADV-11)."
            )
        return gettext("Those dice do not meet every requirement of that task (ES-ADV-11, ES-DICE-06..10).")

    def kept_unnamed(self, s: ESState, action: Action) -> bool:
        """The move names more dice of this roll than the roll shows (some are kept elsewhere)."""
        if t.option(s, "kept_dice") == "roll_first" or len(action.args) < 2 or action.args[1] == "-":
            return False
        plain = [d for d, where in parse_kept(str(action.args[1])) if not where]
        return any(plain.count(d) > self.pool.count(d) for d in set(plain))

    # ------------------------------------------------------------ ASIDE and DISCARD
    def aside_options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        """ES-FOCUS-01..06: one die kept by focus or by an assistant, then the discard."""
        dice = sorted(set(self.pool))
        focus_ok = not self.battle and (self.focused == 0 or t.option(s, "focus_limit") == "every_failed_roll")
        helpers = [] if self.battle else [k for k in range(len(s.team)) if self.can_assist(s, k)]
        for d in dice:
            if focus_ok:
                yield act("focus", dice_text((d,)))
            for k in helpers:
                yield act("assist", k + 1, dice_text((d,)))
        if why is not None and why.target.verb == "focus" and not focus_ok:
            why.no(
                why.target,
                N_(
                    "Focus is used once per Resolution phase (ES-FOCUS-06), and never in the final battle (ES-BATTLE-04)."
                ),
            )
        if why is not None and why.target.verb == "assist":
            why.no(
                why.target,
                N_(
                    "Only another investigator on this card, with an empty marker, can assist (ES-FOCUS-03, ES-FOCUS-04)."
                ),
            )
        yield from self.discards()

    def can_assist(self, s: ESState, k: int) -> bool:
        return k != self.inv and t.alive(s, k) and s.where[k] == self.place and s.marker[k] < 0

    def discards(self) -> Iterator[Action]:
        for d in sorted(set(self.pool)):
            yield act("discard", dice_text((d,)))

    # ------------------------------------------------------------ playing a choice
    def resolve(self, s: ESState, action: Action) -> None:
        if action.verb not in REROLL_VERBS:
            self.marked = ()  # another choice ends the marking
        getattr(self, PLAY[action.verb].__name__)(s, action)  # through self: the unlock roll overrides some

    def run(self, s: ESState) -> None:
        """An automatic step: the adventure fails (ES-TERROR-08, ES-ADV-21)."""
        self.fail(s, "ES-ADV-21" if not self.fail_now else "ES-TERROR-08")

    def refresh(self, s: ESState) -> None:
        """After a change from below (a Terror effect), become automatic when nothing is left to decide."""
        if self.fail_now or (self.step in (ASIDE, DISCARD) and not self.pool):
            self.seat = None
        s._legal = None

    def play_roll(self, s: ESState, action: Action) -> None:
        """ES-ADV-06: every pool die is rolled; held dice are not."""
        faces = s.ed.faces
        self.pool = tuple(sorted(die(d >> 4, faces[d >> 4][s.rng.below(6)]) for d in self.pool))
        self.rolls += 1
        self.step = POST
        self.roll_bits = self.completed = 0
        self.cast = False
        if s.log is not None:
            t.say(s, N_("{investigator} rolls {dice}."), investigator=s.inv_name(self.inv), dice=dice_text(self.pool))
        from .abilities import offer_mandy

        offer_mandy(s, self)

    def mandy_reroll(self, s: ESState, dice: tuple[int, ...]) -> None:
        """Mandy Thompson's ability: these dice of the roll are rolled again."""
        faces = s.ed.faces
        again = tuple(die(d >> 4, faces[d >> 4][s.rng.below(6)]) for d in dice)
        self.marked = ()
        self.pool = tuple(sorted(remove(self.pool, dice) + again))
        if s.log is not None:
            t.say(
                s,
                N_("Mandy Thompson has {dice} rerolled: now {pool}."),
                dice=dice_text(dice),
                pool=dice_text(self.pool),
            )

    def play_spend(self, s: ESState, action: Action) -> None:
        code = next(c for c in s.items[self.inv] if slug(s.item_name(c)) == action.args[0] and s.item(c).dice)
        t.discard_item(s, self.inv, code)
        item = s.item(code)
        for colour in item.dice:
            self.add_die(colour)
        t.say(
            s,
            N_("{investigator} spends {item}: the {colour} die joins the roll."),
            investigator=s.inv_name(self.inv),
            item=item.name,
            colour=t.colours_name(item.dice[0]),
        )
        if item.kind == "relic":  # ES-RELIC-05: its extra effect after use, or while its pair is in play
            paired = item.pair and any(s.item_name(c) == item.pair for items in s.items for c in items)
            push_effects(s, self.inv, item.after + (item.paired if paired else ()), self.place)

    def play_take(self, s: ESState, action: Action) -> None:
        """ES-SPELL-05."""
        (d,) = parse_dice(str(action.args[0]))
        for code, dice in list(s.secured.items()):
            if code in s.items[self.inv] and d in dice:
                t._set_secured(s, code, remove(dice, (d,)))
                break
        self.pool = tuple(sorted((*self.pool, die(d >> 4, 0))))

    def play_jenny(self, s: ESState, action: Action) -> None:
        what = str(action.args[0])
        if what == "clue":
            s.clues[self.inv] -= 1
        else:
            t.discard_item(s, self.inv, t.items_of(s, self.inv, what)[0])
        self.jenny = True
        self.add_die(YELLOW)
        self.add_die(RED)
        t.say(s, N_("Jenny Barnes discards a {what}: the yellow and red dice join the roll."), what=what)

    def play_give_up(self, s: ESState, action: Action) -> None:
        if self.battle:
            t.say(s, N_("{investigator} ends the attack."), investigator=s.inv_name(self.inv))
            self.end(s)
            s.finish(self)
            return
        rule = "ES-ADV-01" if not self.rolls else "ES-ADV-22"
        t.say(s, N_("{investigator} gives up the adventure."), investigator=s.inv_name(self.inv))
        self.fail(s, rule)

    def play_mark(self, s: ESState, action: Action) -> None:
        self.marked = tuple(sorted((*self.marked, *parse_dice(str(action.args[0])))))

    def play_unmark(self, s: ESState, action: Action) -> None:
        self.marked = remove(self.marked, parse_dice(str(action.args[0])))

    def play_reroll(self, s: ESState, action: Action) -> None:
        """ES-CLUE-01/02; Joe Diamond: each clue spent gives a second reroll, free."""
        sub = parse_dice(str(action.args[0])) if action.args else self.marked
        self.marked = ()
        if self.free_rerolls:
            self.free_rerolls -= 1
        else:
            s.clues[self.inv] -= 1
            if ability(s, self.inv) == "joe":
                self.free_rerolls += 1
        kept = remove(self.pool, sub)
        faces = s.ed.faces
        again = tuple(die(d >> 4, faces[d >> 4][s.rng.below(6)]) for d in sub)
        self.pool = tuple(sorted(kept + again))
        if s.log is not None:
            t.say(
                s,
                N_("{investigator} spends a clue: {dice} rerolled, now {pool}."),
                investigator=s.inv_name(self.inv),
                dice=dice_text(sub),
                pool=dice_text(self.pool),
            )

    def play_change(self, s: ESState, action: Action) -> None:
        (d,) = parse_dice(str(action.args[0]))
        face = 6 if action.args[1] == "peril" else 5
        self.pool = tuple(sorted((*remove(self.pool, (d,)), die(d >> 4, face))))
        self.roll_bits = 1

    def play_raise(self, s: ESState, action: Action) -> None:
        (d,) = parse_dice(str(action.args[0]))
        self.pool = tuple(sorted((*remove(self.pool, (d,)), d + 1)))
        self.roll_bits = 1

    def play_secure(self, s: ESState, action: Action) -> None:
        """ES-SPELL-01..03."""
        code = next(c for c in s.items[self.inv] if slug(s.item_name(c)) == action.args[0] and s.item(c).secure)
        sub = parse_dice(str(action.args[1]))
        s.secured[code] = sub
        self.pool = remove(self.pool, sub)
        self.cast = True
        t.say(
            s,
            N_("{investigator} casts {item}: {dice} secured."),
            investigator=s.inv_name(self.inv),
            item=s.item_name(code),
            dice=dice_text(sub),
        )

    def play_complete(self, s: ESState, action: Action) -> None:
        n = int(action.args[0])
        text = str(action.args[1]) if len(action.args) > 1 else "-"
        used = dice_of(text)
        payer = str(action.args[2]) if len(action.args) > 2 else ""
        key, task, monster = self.tasks(s)[n - 1]
        if t.option(s, "kept_dice") == "roll_first":
            self.take_dice(s, used)
        elif text != "-":
            self.take_kept(s, parse_kept(text))
        self.pay(s, task, payer)
        self.done = (*self.done, key)
        self.completed += 1
        if s.log is not None:
            self.say_completed(s, n, task, used)
        if task.clock:
            from .flow import advance_clock

            advance_clock(s, task.clock)  # ES-ADV-16
        if monster >= 0:
            self.defeat(s, monster)
        self.after_task(s)

    def take_kept(self, s: ESState, used: tuple[tuple[int, str], ...]) -> None:
        """The dice stay on the card (ES-ADV-11), each from where the move says it is."""
        for d, where in used:
            if not where:
                self.pool = remove(self.pool, (d,))
            elif where == "focus":
                self.held = remove(self.held, (d,))
            elif where.isdigit():
                s.marker[int(where) - 1] = -1
            else:
                code = next(c for c, dice in s.secured.items() if slug(s.item_name(c)) == where and d in dice)
                t._set_secured(s, code, remove(s.secured[code], (d,)))

    def take_dice(self, s: ESState, used: tuple[int, ...]) -> None:
        """Version 1 (kept_dice=roll_first): from this roll first, then held, assistants', spells'."""
        for d in used:
            if d in self.pool:
                self.pool = remove(self.pool, (d,))
            elif d in self.held:
                self.held = remove(self.held, (d,))
            elif any(s.marker[k] == d for k in self.assisted):
                k = next(k for k in self.assisted if s.marker[k] == d)
                s.marker[k] = -1
            else:
                code = next(c for c, dice in s.secured.items() if d in dice)
                t._set_secured(s, code, remove(s.secured[code], (d,)))

    def pay(self, s: ESState, task: Task, payer: str) -> None:
        """ES-ADV-14/15."""
        if payer:
            code = next(c for c in s.items[self.inv] if slug(s.item_name(c)) == payer)
            t.discard_item(s, self.inv, code)
            t.say(s, N_("{item} pays the task's cost."), item=s.item_name(code))
            return
        if task.sanity:
            t.lose(s, self.inv, "sanity", task.sanity)
        if task.stamina:
            t.lose(s, self.inv, "stamina", task.stamina)

    def defeat(self, s: ESState, monster: int) -> None:
        """ES-MON-08; ES-AO-01/02 (Yig takes an Elder Sign back for a Cultist)."""
        self.defeated = (*self.defeated, monster)
        mon = s.ed.monsters[monster]
        t.say(s, N_("{monster} is defeated."), monster=mon.name)
        if mon.cultist and s.ed.ancient_ones[s.ao].rule == "yig":
            t.lose_elder_sign(s)

    def after_task(self, s: ESState) -> None:
        if self.battle:  # ES-BATTLE-02: a doom token off; again with the dice left, at most once a roll
            self.done = ()
            self.step = PRE
            self.pool = tuple(die(d >> 4, 0) for d in self.pool)
            t.remove_doom(s)
            return
        if not self.open_tasks(s):
            self.succeed(s)
            return
        if ability(s, self.inv) == "amanda" and self.pool:
            return  # ES-ADV-10: she may complete more tasks with this roll
        self.again(s)

    def say_completed(self, s: ESState, n: int, task: Task, used: tuple[int, ...]) -> None:
        who = s.inv_name(self.inv)
        if used:
            t.say(
                s,
                N_("{investigator} completes task {n} ({task}) with {dice}."),
                investigator=who,
                n=n,
                task=str(task),
                dice=dice_text(used),
            )
        else:
            t.say(
                s, N_("{investigator} completes task {n} ({task}) with no dice."), investigator=who, n=n, task=str(task)
            )

    def again(self, s: ESState) -> None:
        """ES-ADV-17: the dice left are rolled again."""
        self.step = PRE
        self.pool = tuple(die(d >> 4, 0) for d in self.pool)

    def play_pass(self, s: ESState, action: Action) -> None:
        if self.completed:
            self.again(s)
            return
        if not self.pool:
            t.say(s, N_("The roll fails (no dice)."))
        elif s.log is not None:
            t.say(s, N_("The roll fails ({dice})."), dice=dice_text(self.pool))
        if self.battle:  # ES-BATTLE-03, AMB-23: no Terror, no focus
            self.step = DISCARD
            self.refresh(s)
            return
        self.step = ASIDE
        self.terror(s)
        self.refresh(s)

    def terror(self, s: ESState) -> None:
        """ES-TERROR-01..06, ES-TERROR-09, AMB-06; Kate Winthrop is immune."""
        if not any(d & 15 == TERROR for d in self.pool) or immune_to_terror(s, self.inv):
            return
        every = t.option(s, "terror_trigger") == "every_failed_roll"
        effects = []
        card = s.card(s.places[self.place])
        if card.terror and (every or not self.fired & TERROR_CARD):
            self.fired |= TERROR_CARD
            effects += list(card.terror)
        # Sister Mary ignores lingering Mythos effects, the Terror one among them
        mythos = s.ed.mythos[s.mythos] if s.mythos >= 0 and ability(s, self.inv) != "mary" else None
        if mythos is not None and mythos.terror and (every or not self.fired & TERROR_MYTHOS):
            self.fired |= TERROR_MYTHOS
            effects += list(mythos.terror)
        if effects:
            t.say(s, N_("Terror!"))
            push_effects(s, self.inv, effects, self.place)

    def discard_terror(self, s: ESState) -> None:
        """ES-TERROR-07, AMB-25."""
        self.pool = tuple(d for d in self.pool if d & 15 != TERROR)
        self.refresh(s)

    def play_focus(self, s: ESState, action: Action) -> None:
        (d,) = parse_dice(str(action.args[0]))
        self.pool = remove(self.pool, (d,))
        self.held = tuple(sorted((*self.held, d)))
        self.focused += 1
        self.step = DISCARD
        t.say(s, N_("{investigator} focuses: {die} is kept."), investigator=s.inv_name(self.inv), die=die_name(d))
        self.after_aside(s)

    def play_assist(self, s: ESState, action: Action) -> None:
        k = int(action.args[0]) - 1
        (d,) = parse_dice(str(action.args[1]))
        self.pool = remove(self.pool, (d,))
        s.marker[k] = d
        self.assisted = (*self.assisted, k)
        self.step = DISCARD
        t.say(
            s, N_("{investigator} assists: {die} is kept on their marker."), investigator=s.inv_name(k), die=die_name(d)
        )
        self.after_aside(s)

    def after_aside(self, s: ESState) -> None:
        if not self.pool:  # nothing left to discard: the pool is empty (ES-ADV-21, AMB-08)
            self.step = PRE
            self.check_pool(s)

    def play_discard(self, s: ESState, action: Action) -> None:
        """ES-ADV-18c..21."""
        (d,) = parse_dice(str(action.args[0]))
        self.pool = remove(self.pool, (d,))
        if d >> 4 == YELLOW:
            self.yellow = LOST
        elif d >> 4 == RED:
            self.red = LOST
        elif d >> 4 == GREEN:
            self.green_lost += 1
        t.say(s, N_("{investigator} discards {die}."), investigator=s.inv_name(self.inv), die=die_name(d))
        self.pool = tuple(die(x >> 4, 0) for x in self.pool)
        self.step = PRE
        self.check_pool(s)

    def check_pool(self, s: ESState) -> None:
        """AMB-08: with no die to roll and none that can be added, the adventure is failed."""
        if self.pool:
            return
        if self.battle:
            self.end(s)
            s.finish(self)
            return
        others = [a for a in self.pre_options(s, None) if a != GIVE_UP]
        if not others:
            self.seat = None

    # ------------------------------------------------------------ the end of an attempt
    def end(self, s: ESState) -> None:
        """AMB-07: dice on markers return; defeated monsters become trophies (ES-MON-08, ES-LOCK-05)."""
        for k in self.assisted:
            s.marker[k] = -1
        rewards: list[Any] = []
        for m in self.defeated:
            t.remove_monster(s, self.place, m)
            s.trophies[self.inv] = (*s.trophies[self.inv], MONSTER_BASE + m)
            t.unlock(s, MONSTER_BASE + m)
            rewards += atoms(s, self.inv, s.ed.monsters[m].reward)
        if rewards:
            from .flow import Effects

            s.push(Effects(tuple(rewards)))

    def succeed(self, s: ESState) -> None:
        """ES-SUCC-01..04, ES-OW-03/04."""
        p, card_code = self.place, s.places[self.place]
        card = s.card(card_code)
        t.say(s, N_("{investigator} completes {card}!"), investigator=s.inv_name(self.inv), card=card.name)
        s.finish(self)
        self.end(s)
        t.discard_card(s, p)  # ES-SUCC-01 (1): its investigators return to the entrance (ES-CAIRO-10)
        if card.kind == "hidden_chamber":  # ES-CHAMB-14
            t.say(s, N_("{card} goes back to the box."), card=card.name)
        elif card.kind == "dark_pharaoh":  # ES-PHAR-05/07
            s.pharaoh_discard.append(card_code)
        else:
            s.trophies[self.inv] = (*s.trophies[self.inv], card_code)  # (2), ES-EGY-11
        from .flow import Effects, when_drawn

        queue = []
        if p < 6 and t.deal_adventure(s, p):  # (3), ES-CAIRO-11: Other Worlds, the extra and Dark Pharaoh cards are not
            queue += when_drawn(s, [p])
        queue += atoms(s, self.inv, card.rewards, p)  # (4), ES-SUCC-04
        if queue:
            s.push(Effects(tuple(queue)))
        if card_code >= OW_BASE:
            t.yog_check(s)

    def fail(self, s: ESState, rule: str) -> None:
        """ES-FAIL-01..04, ES-FOCUS-09, ES-AO-05."""
        from .flow import Effects

        card_code = s.places[self.place]
        card = s.card(card_code)
        t.say(
            s, N_("{investigator} fails {card} ({rule})."), investigator=s.inv_name(self.inv), card=card.name, rule=rule
        )
        s.finish(self)
        queue = atoms(s, self.inv, card.penalties, self.place)
        for k in self.assisted:
            if s.marker[k] >= 0:
                queue.append((k, "choose", 1, self.place, ((("sanity", 1),), (("stamina", 1),))))
        if queue:
            s.push(Effects(tuple(queue)))
        self.end(s)
        if card_code >= OW_BASE and s.ed.ancient_ones[s.ao].rule == "yog":
            t.say(s, N_("Against Yog-Sothoth a failed Other World is removed from the game: {card}."), card=card.name)
            t.discard_card(s, self.place)
            t.yog_check(s)


def _split(used: tuple[int, ...], piles: list[tuple[str, tuple[int, ...]]]) -> list[tuple[tuple[int, str], ...]]:
    """Every way to take the dice ``used`` from the piles (each die value shared out among the
    piles that hold it), as (die, where) tuples."""
    ways: list[tuple[tuple[int, str], ...]] = [()]
    for d in sorted(set(used)):
        homes = [(where, dice.count(d)) for where, dice in piles if d in dice]
        ways = [w + more for w in ways for more in _share(d, used.count(d), homes)]
    return ways


def _share(d: int, k: int, homes: list[tuple[str, int]]) -> list[tuple[tuple[int, str], ...]]:
    """``k`` dice of value ``d`` shared out among ``homes`` (where, how many it holds)."""
    if k == 0:
        return [()]
    if not homes:
        return []
    (where, have), rest = homes[0], homes[1:]
    return [((d, where),) * n + more for n in range(min(k, have), -1, -1) for more in _share(d, k - n, rest)]


def sub_multisets(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every non-empty sub-multiset of a sorted dice tuple, once each (kept: pools repeat)."""
    return _subs(tuple(dice))


@lru_cache(maxsize=8192)
def _rerolls(pool: tuple[int, ...]) -> tuple[Action, ...]:
    """The reroll moves of a pool, built once per pool (legal moves are a hot path)."""
    return tuple(act("reroll", dice_text(sub)) for sub in sub_multisets(pool))


@lru_cache(maxsize=4096)
def _subs(dice: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return tuple(every_sub_multiset(dice))


PLAY = {
    "roll": Attempt.play_roll,
    "mark": Attempt.play_mark,
    "unmark": Attempt.play_unmark,
    "spend": Attempt.play_spend,
    "take": Attempt.play_take,
    "jenny": Attempt.play_jenny,
    "give-up": Attempt.play_give_up,
    "reroll": Attempt.play_reroll,
    "change": Attempt.play_change,
    "raise": Attempt.play_raise,
    "secure": Attempt.play_secure,
    "complete": Attempt.play_complete,
    "pass": Attempt.play_pass,
    "focus": Attempt.play_focus,
    "assist": Attempt.play_assist,
    "discard": Attempt.play_discard,
}
REFUSED_STEP = {
    "roll": (PRE,), "spend": (PRE,), "take": (PRE,), "jenny": (PRE,), "give-up": (PRE,),
    "reroll": (POST,), "mark": (POST,), "unmark": (POST,), "change": (POST,), "raise": (POST,), "secure": (POST,), "complete": (POST,), "pass": (POST,),
    "focus": (ASIDE,), "assist": (ASIDE,), "discard": (ASIDE, DISCARD),
}  # fmt: skip

__all__ = ["Attempt", "place_name"]
