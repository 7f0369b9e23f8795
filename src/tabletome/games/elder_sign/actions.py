"""How Elder Sign moves are written and read back.

Places are ``a1``..``a7`` (adventures), ``w1``..``w8`` (Other Worlds), ``p1``..``p4`` (Dark
Pharaoh adventures) and ``entrance``; dice are
their colour's letter and face (``g3``, ``yl``, ``rw``: green 3, yellow Lore, red Wildcard), several
joined by ``+`` (``g3+g2+gl``); items their name with hyphens (``dread-curse-of-azathoth``);
investigators their number at the table (``2``). The grammar reads any well-written move, legal
now or not, so a move written right but not allowed gets the rule's own sentence.

    go a3, go entrance, stay, unlock a5           movement (ES-TURN-02, ES-CAIRO-03, ES-CHAMB-03)
    first-aid sanity, restore both, lost-and-found, buy unique     the entrance (ES-ENT-01)
    option 2 1, flip                              the Cairo/Dashur entrance (ES-CAIRO-05)
    roll, spend whiskey, take g3, give-up         before a roll (ES-ADV-01..07, ES-SPELL-05)
    mark g1, unmark g1, reroll, secure dread-curse-of-azathoth g3, complete 2 g3+gl@focus, pass
                                                  after a roll (ES-ADV-08, ES-CLUE-01, ES-ADV-11)
    focus g3, assist 2 g3, discard gt             after a failed roll (ES-ADV-18)
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from tabletome.engine.actions import Action
from tabletome.engine.notation import Arg, Grammar, Verb

from .dice import COLOUR_LETTER, FACE_LETTER, die_name

_LETTER_FACE = {v.lower(): k for k, v in FACE_LETTER.items()}
_LETTER_COLOUR = {v.lower(): k for k, v in enumerate(COLOUR_LETTER)}


def dice_text(dice: Iterable[int]) -> str:
    return _dice_text(tuple(sorted(dice)))


@lru_cache(maxsize=4096)
def _dice_text(dice: tuple[int, ...]) -> str:
    return "+".join(die_name(d).lower() for d in dice)


def colours_text(dice: Iterable[int]) -> str:
    """Dice not yet rolled: ``6 green + yellow``."""
    dice = list(dice)
    parts = []
    for colour, name in enumerate(("green", "yellow", "red")):
        n = sum(1 for d in dice if d >> 4 == colour)
        if n:
            parts.append(f"{n} {name}" if colour == 0 else name)
    return " + ".join(parts) or "no dice"


def parse_dice(text: str) -> tuple[int, ...]:
    out = []
    for part in text.lower().split("+"):
        if len(part) != 2 or part[0] not in _LETTER_COLOUR or part[1] not in _LETTER_FACE:
            raise ValueError(
                f"'{part}' is not a die: write its colour (g, y, r) and its face (1-4, l, p, t, w), as g3 or rl"
            )
        out.append(_LETTER_COLOUR[part[0]] << 4 | _LETTER_FACE[part[1]])
    return tuple(sorted(out))


def _dice_arg(text: str) -> str:
    return "-" if text == "-" else dice_text(parse_dice(text))


#: Where a die a task takes is kept, when not in this roll (ES-ADV-11): ``focus`` (the active
#: investigator's marker), an investigator's number (an assistant's marker) or a spell's name.
KEPT = re.compile(r"focus|[1-8]|[a-z0-9]+(?:-[a-z0-9]+)*")


def parse_kept(text: str) -> tuple[tuple[int, str], ...]:
    """``"gp+gp@focus+g3@2"`` -> ((die, ""), (die, "focus"), (die, "2")), in the written order's
    canonical form: this roll's dice first, then the kept ones by where they are."""
    out = []
    for part in text.lower().split("+"):
        name, _, where = part.partition("@")
        if _ and not KEPT.fullmatch(where):
            raise ValueError(f"'{where}' is not where a die is kept: focus, an investigator's number or a spell's name")
        (d,) = parse_dice(name)
        out.append((d, where))
    return tuple(sorted(out, key=lambda x: (x[1] != "", x[1], x[0])))


def kept_text(dice: Iterable[tuple[int, str]]) -> str:
    """The canonical text of dice with where each is kept (``gp+gp@focus``)."""
    ordered = sorted(dice, key=lambda x: (x[1] != "", x[1], x[0]))
    return "+".join(die_name(d).lower() + (f"@{where}" if where else "") for d, where in ordered)


def dice_of(text: str) -> tuple[int, ...]:
    """The dice of a task's move, wherever they are kept (``-``: none)."""
    return () if text == "-" else tuple(sorted(d for d, _ in parse_kept(text)))


def _kept_arg(text: str) -> str:
    return "-" if text == "-" else kept_text(parse_kept(text))


@lru_cache(maxsize=1024)
def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def _slug_arg(text: str) -> str:
    out = slug(text)
    if not out:
        raise ValueError("an item is written with its name, words joined by hyphens")
    return out


DICE = Arg("dice", _dice_arg, "dice such as g3+gl")
KEPT_DICE = Arg("dice", _kept_arg, "dice such as g3+gl, a die kept from an earlier roll with where it is: gl@focus")
ITEM = Arg("item", _slug_arg, "an item's name with hyphens")
WHO = Arg.number("investigator", 1, 8)
TASK = Arg.number("task", 1, 1200)
PLACE = Arg.word(
    "place",
    (
        "a1",
        "a2",
        "a3",
        "a4",
        "a5",
        "a6",
        "a7",
        *(f"w{k}" for k in range(1, 9)),
        *(f"p{k}" for k in range(1, 5)),
        "entrance",
    ),
)
STAT = Arg.word("what", ("sanity", "stamina"))

VERBS = (
    Verb("go", (PLACE,), help="move to an adventure, an Other World card or the entrance"),
    Verb("stay", help="stay where you are"),
    Verb("first-aid", (STAT,), help="the entrance's free First Aid: 1 sanity or 1 stamina"),
    Verb("restore", (Arg.word("what", ("sanity", "stamina", "both")),), help="First Aid paid with trophies"),
    Verb("lost-and-found", help="roll a green die on the Lost & Found chart"),
    Verb("buy", (Arg.word("souvenir", ("clue", "common", "unique", "spell", "ally", "relic", "elder-sign")),), help="buy a souvenir"),
    Verb("unlock", (PLACE,), help="the unlock roll of a face-down Hidden Chamber, before moving onto it"),
    Verb("option", (Arg.number("option", 1, 12), WHO), help="spend trophies on an option of the entrance's face-up side, for an investigator"),
    Verb("flip", help="advance the clock to flip the entrance card to its other side"),
    Verb("token", (Arg.number("space", 1, 12),), help="the Expedition space of the token placed or lost"),
    Verb("remove", (PLACE, Arg.number("monster", 1, 16)), help="the monster returned to the cup (its number on that card)"),
    Verb("roll", help="roll the dice pool"),
    Verb("spend", (ITEM,), help="spend an item to add its die"),
    Verb("take", (DICE,), help="take dice off your spells to roll them"),
    Verb("give-up", help="the adventure is failed (before the first roll, or instead of rolling again)"),
    Verb("mark", (DICE,), help="mark a die of this roll for a clue's reroll"),
    Verb("unmark", (DICE,), help="take a die off the dice marked for the reroll"),
    Verb("reroll", (DICE,), optional=1, help="spend a clue to reroll the marked dice (version 1: these dice)"),
    Verb("secure", (ITEM, DICE), help="cast a spell: secure these dice on it"),
    Verb("complete", (TASK, KEPT_DICE, ITEM), optional=2, help="complete a task with these dice (an item may pay its cost)"),
    Verb("pass", help="complete no task: the roll fails"),
    Verb("change", (DICE, Arg.word("face", ("peril", "lore"))), help="an ability changes a Terror die"),
    Verb("raise", (DICE,), help="an ability raises a die by one investigation"),
    Verb("focus", (DICE,), help="keep a die on your marker"),
    Verb("assist", (WHO, DICE), help="an investigator on the card keeps a die on their marker"),
    Verb("discard", (DICE,), help="the die lost after a failed roll"),
    Verb("jenny", (Arg.word("what", ("clue", "common", "spell")),), help="Jenny Barnes: discard to add the yellow and red dice"),
    Verb("use", (ITEM, WHO), optional=1, help="use an item or ally in the Clock phase"),
    Verb("end", help="end the Clock phase: the clock advances"),
    Verb("choose", (Arg.number("side", 1, 2),), help="choose a side of a split reward or penalty"),
    Verb("place", (PLACE, Arg.number("row", 0, 16)), help="place the monster on a card (row 0: below its last task)"),
    Verb("heal", (WHO,), help="the investigator who regains"),
    Verb("lose", (ITEM,), help="the card to discard"),
    Verb("start", (Arg.word("items", ("common+common", "common+spell", "common+unique", "spell+spell", "spell+unique", "unique+unique")),)),
    Verb("no", help="do not use the ability"),
    Verb("mandy", (DICE,), help="Mandy Thompson: these dice (two at most) are rerolled"),
    Verb("instead", (Arg.word("what", ("clue", "common", "unique", "spell")),), help='"Ashcan" Pete: the card he takes'),
)  # fmt: skip

GRAMMAR = Grammar("Elder Sign", VERBS, hint="'go a3', 'roll', 'complete 1 g3+gl', 'mark g1', 'pass', 'discard gt'")


@lru_cache(maxsize=8192)
def act(verb: str, *args: str | int) -> Action:
    """The action ``verb args`` (built once: actions are immutable)."""
    return Action(verb, tuple(args))


ROLL = act("roll")
STAY = act("stay")
GIVE_UP = act("give-up")
PASS = act("pass")
REROLL = act("reroll")
END = act("end")
NO = act("no")
LOST_AND_FOUND = act("lost-and-found")
