"""The investigators' abilities ([CR] paraphrases, [FAQ1] errata), each where the rules ask for it.

Implemented: Kate Winthrop, Sister Mary, Gloria Goldberg, Bob Jenkins, Vincent Lee, Jenny Barnes,
Amanda Sharpe, Michael McGlen, Carolyn Fern, Darrell Simmons, Dexter Drake, Monterey Jack, Joe
Diamond, Harvey Walters, "Ashcan" Pete, Mandy Thompson (asked after every roll while her
once-a-day reroll is unused: a decision out of turn, in a window a player's stops may leave out).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletome.engine.actions import Action
from tabletome.engine.flow import PASS, Choice, Frame, Why
from tabletome.engine.i18n import N_, gettext

from . import table as t
from .actions import NO, act

if TYPE_CHECKING:
    from .state import ESState

IMPLEMENTED = frozenset(
    {
        "kate",
        "gloria",
        "bob",
        "vincent",
        "jenny",
        "amanda",
        "michael",
        "carolyn",
        "darrell",
        "dexter",
        "monterey",
        "joe",
        "harvey",
        "mary",
        "pete",
        "mandy",
    }
)
DAILY = 1  # the bit of an investigator's own "once per day" ability (ES-GEN-06)
EXTRA = {"bob": "common", "dexter": "spell", "monterey": "unique"}
MIXES = ("common+common", "common+spell", "common+unique", "spell+spell", "spell+unique", "unique+unique")


def ability(s: ESState, i: int) -> str:
    return s.ed.investigators[s.team[i]].ability if t.alive(s, i) else ""


def ally_bit(s: ESState, code: int) -> int:
    return 1 << (8 + (code & 63))


def starting_kit(s: ESState, i: int) -> None:
    """ES-SETUP-08, AMB-20: each icon draws the top card of its deck; a named ally by name.
    Amanda Sharpe's choice of mix is asked by :func:`start_kit_choice`."""
    for entry in s.ed.investigators[s.team[i]].start:
        words = entry.split()
        if words[0] == "clue":
            s.clues[i] += 1
        elif words[0] == "ally" and len(words) > 1:
            t.take_named(s, i, "ally", " ".join(words[1:]))
        elif words[0] in ("common", "unique", "spell", "ally"):
            t.gain_item(s, i, words[0])


def start_kit_choice(s: ESState, i: int) -> None:
    if any(e.startswith("choose") for e in s.ed.investigators[s.team[i]].start):
        question = f"{s.inv_name(i)} starts with two cards of your choice: Common Items, Spells or Unique Items."
        s.push(KitChoice(s.owner[i], i, question))


class KitChoice(Choice):
    __slots__ = ("inv",)

    def __init__(self, seat: int, inv: int, question: str) -> None:
        super().__init__(seat, question, tuple(act("start", m) for m in MIXES), _kit_chosen)
        self.inv = inv

    def prompt(self, s: ESState) -> str:
        return gettext(
            "{investigator} starts with two cards of your choice: Common Items, Spells or Unique Items."
        ).format(investigator=s.inv_name(self.inv))

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        for kind in str(action.args[0]).split("+"):
            t.gain_item(s, self.inv, kind)


def _kit_chosen(s: ESState, action: Action) -> None:  # KitChoice resolves itself
    raise AssertionError("unused")


class PeteChoice(Frame):
    """ "Ashcan" Pete: a Common Item, a Unique Item or a Spell he gains may be a clue, a Common Item
    or a Spell instead (after setup)."""

    __slots__ = ("inv", "kind")

    def __init__(self, seat: int, inv: int, kind: str) -> None:
        super().__init__(seat)
        self.inv, self.kind = inv, kind

    def prompt(self, s: ESState) -> str:
        return gettext(
            "{investigator} gains a {kind}: keep it, or take a clue, a Common Item or a Spell instead."
        ).format(investigator=s.inv_name(self.inv), kind=gettext(self.kind))

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        for what in dict.fromkeys((self.kind, "clue", "common", "spell")):
            yield act("instead", what)

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        what = str(action.args[0])
        if what == "clue":
            from .flow import CLUE_TOKENS

            if sum(s.clues) < CLUE_TOKENS:
                s.clues[self.inv] += 1
            t.say(s, N_("{investigator} takes a clue instead."), investigator=s.inv_name(self.inv))
        else:
            t.gain_item(s, self.inv, what)


def pete_asks(s: ESState, i: int, kind: str) -> bool:
    return kind in ("common", "unique", "spell") and ability(s, i) == "pete"


def extra_cards(s: ESState, i: int, kind: str) -> int:
    """Bob Jenkins, Dexter Drake, Monterey Jack: one more card of their kind after setup."""
    return 1 if EXTRA.get(ability(s, i)) == kind else 0


def no_monsters_now(s: ESState) -> bool:
    """ES-MON-12: none during Kate Winthrop's turn (midnight is no part of a turn)."""
    from .flow import Turn

    turn = s.stack[0] if s.stack else None
    return isinstance(turn, Turn) and turn.in_turn() and ability(s, s.active) == "kate"


def immune_to_terror(s: ESState, i: int) -> bool:
    return ability(s, i) == "kate"


def start_of_turn(s: ESState, i: int) -> None:
    """Vincent Lee, Carolyn Fern ([FAQ1] errata): once per day at the start of any player's turn,
    one investigator regains 1 stamina (Vincent) or 1 sanity (Carolyn). Asked only when someone can."""
    for k in range(len(s.team)):
        what = {"vincent": "stamina", "carolyn": "sanity"}.get(ability(s, k))
        if what is None or s.daily[k] & DAILY:
            continue
        hurt = tuple(j for j in range(len(s.team)) if t.alive(s, j) and _hurt(s, j, what))
        if hurt:
            s.push(DailyHeal(s.owner[k], k, what, hurt))


def _hurt(s: ESState, j: int, what: str) -> bool:
    return s.sanity[j] < s.max_sanity[j] if what == "sanity" else s.stamina[j] < s.max_stamina[j]


class DailyHeal(Frame):
    __slots__ = ("inv", "what", "who")

    def __init__(self, seat: int, inv: int, what: str, who: tuple[int, ...]) -> None:
        super().__init__(seat)
        self.inv, self.what, self.who = inv, what, who

    def prompt(self, s: ESState) -> str:
        if self.what == "sanity":
            return gettext("{investigator} (once per day): an investigator regains 1 sanity, or not now.").format(
                investigator=s.inv_name(self.inv)
            )
        return gettext("{investigator} (once per day): an investigator regains 1 stamina, or not now.").format(
            investigator=s.inv_name(self.inv)
        )

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        for j in self.who:
            yield act("heal", j + 1)
        yield NO

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        if action == NO:
            return
        j = int(action.args[0]) - 1
        s.daily[self.inv] |= DAILY
        t.heal(s, j, self.what, 1)
        t.say(
            s,
            N_("{investigator}: {other} regains 1 {what}."),
            investigator=s.inv_name(self.inv),
            other=s.inv_name(j),
            what=self.what,
        )


def offer_mandy(s: ESState, a: Any) -> None:
    """Mandy Thompson ([FAQ1] errata): once per day, after any player's roll, two dice are rerolled."""
    for k in range(len(s.team)):
        if ability(s, k) == "mandy" and not s.daily[k] & DAILY and a.pool:
            s.push(MandyReroll(s.owner[k], k))
            return


class MandyReroll(Frame):
    """After a roll: Mandy Thompson's player may have up to two of its dice rerolled, or not."""

    __slots__ = ("inv",)
    window = "reroll"

    def __init__(self, seat: int, inv: int) -> None:
        super().__init__(seat)
        self.inv = inv

    def prompt(self, s: ESState) -> str:
        return gettext("Mandy Thompson (once per day): have up to two dice of this roll rerolled, or pass.")

    def options(self, s: ESState, why: Why | None) -> Iterator[Action]:
        from .actions import dice_text
        from .attempt import sub_multisets

        for sub in sub_multisets(_roll(s).pool):
            if len(sub) <= 2:
                yield act("mandy", dice_text(sub))
        yield PASS

    def resolve(self, s: ESState, action: Action) -> None:
        s.finish(self)
        if action == PASS:
            return
        from .actions import parse_dice

        s.daily[self.inv] |= DAILY
        _roll(s).mandy_reroll(s, parse_dice(str(action.args[0])))


def _roll(s: ESState) -> Any:
    from .attempt import Attempt

    return next(f for f in reversed(s.stack) if isinstance(f, Attempt))
