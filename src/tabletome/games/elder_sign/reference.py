"""Elder Sign in words for players: every named thing on the table, and what wins and loses now.

The glossary is built from the edition (a custom edition names its own cards); the goals are read
from a seat's view alone. A card whose printed text is not public carries stand-in data: its entry
says so, so a made-up card is never passed off as the printed one.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from tabletome.engine.i18n import N_, gettext
from tabletome.engine.reference import Entry
from tabletome.engine.wording import plural

from .actions import slug
from .data import ESEdition, standard_edition
from .effects import ICONS, effect_text, parse_effects
from .words import effect_words, name_words, task_words, text_words

_ = gettext

# ---------------------------------------------------------------- small words


def _words(effects: Sequence[tuple[bool, Any]]) -> str:
    return "; ".join(effect_text(each, eff) for each, eff in effects)


_CLAUSE_IN_TEXT = re.compile(r"\s*\((ES-[A-Z0-9]+-\d+)\)")
_AMB_IN_TEXT = re.compile(r"\(AMB-\d+: ")


def _icon_text(raw: str) -> tuple[str, tuple[str, ...]]:
    """An ICONS gloss without its clause ids (those go to Entry.clauses, players read words)."""
    ids = tuple(_CLAUSE_IN_TEXT.findall(raw))
    words = _AMB_IN_TEXT.sub("(", _CLAUSE_IN_TEXT.sub("", raw))
    return words[:1].upper() + words[1:] + ".", ids


_CLAUSES_IN_CARD = re.compile(r"\s*\(([^()]*\bES-[A-Z0-9]+-\d+[^()]*)\)")
_ES_ID = re.compile(r"ES-[A-Z0-9]+-\d+")


def plain(text: str) -> tuple[str, tuple[str, ...]]:
    """A card's or prompt's words without its parenthesised clause ids, and those ids."""
    ids = tuple(_ES_ID.findall(text))
    return _CLAUSES_IN_CARD.sub("", text), ids


def _stand_in_note(fields: Sequence[str]) -> str:
    if not fields:
        return ""
    return f" Stand-in data: the printed card's {', '.join(fields)} are not public, so made-up values are used."


FACE_WORDS = {1: "1", 2: "2", 3: "3", 4: "4", 5: "Lore", 6: "Peril", 7: "Terror", 8: "Wildcard"}

# ---------------------------------------------------------------- the glossary: the dice

_FACES: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("face:1", "1 investigation", "A die face worth 1 investigation toward a number icon.", ("ES-DICE-06",)),
    ("face:2", "2 investigation", "A die face worth 2 investigation toward a number icon.", ("ES-DICE-06",)),
    ("face:3", "3 investigation", "A die face worth 3 investigation toward a number icon.", ("ES-DICE-06",)),
    (
        "face:4",
        "4 investigation",
        "A die face worth 4 investigation toward a number icon; only the yellow and red dice show it.",
        ("ES-DICE-02", "ES-DICE-03", "ES-DICE-06"),
    ),
    (
        "face:lore",
        "Lore (scroll)",
        "A die face that meets one Lore icon of a task.",
        ("ES-DICE-01", "ES-DICE-07"),
    ),
    (
        "face:peril",
        "Peril (skull)",
        "A die face that meets one Peril icon of a task.",
        ("ES-DICE-01", "ES-DICE-07"),
    ),
    (
        "face:terror",
        "Terror (tentacles)",
        "A die face that meets one Terror icon of a task. After a failed roll, a Terror face in the roll "
        "sets off the card's and the Mythos card's Terror effects. Only the green die shows it.",
        ("ES-DICE-01", "ES-DICE-07", "ES-TERROR-01"),
    ),
    (
        "face:wild",
        "Wildcard",
        "The red die's special face: when assigned to a task it counts as Lore, Peril, Terror or "
        "4 investigation, as you choose. It never sets off a Terror effect.",
        ("ES-DICE-03", "ES-DICE-04"),
    ),
)


def _dice(ed: ESEdition) -> Iterator[Entry]:
    for key, name, text, clauses in _FACES:
        yield Entry(key, "die face", name, text, clauses=clauses)
    what = (
        ("green", "The green dice: every green die that is not locked starts each dice pool."),
        ("yellow", "The yellow die: added to a pool by spending an item (usually a Common Item) or an ability."),
        ("red", "The red die: added to a pool by spending an item (usually a Unique Item) or an ability."),
    )
    clause = {"green": "ES-DICE-01", "yellow": "ES-DICE-02", "red": "ES-DICE-03"}
    for colour, (name, text) in enumerate(what):
        faces = ", ".join(FACE_WORDS.get(f, str(f)) for f in ed.faces[colour])
        count = ed.counts[colour]
        yield Entry(
            f"die:{name}",
            "die",
            f"{name} die",
            f"{text} {plural(count, 'die', 'dice')} in the game; faces: {faces}.",
            clauses=(clause[name], "ES-COMP-01", "ES-ADV-02", "ES-ADV-04"),
        )


# ---------------------------------------------------------------- the glossary: the rules' terms

_TERMS: tuple[tuple[str, str, str, str, tuple[str, ...]], ...] = (
    (
        "adventure",
        "card",
        "Adventure card",
        "A card in play to attempt: move onto it, then roll dice to complete its tasks. Success gives its "
        "rewards and the card as a trophy; failure gives its penalties and the card stays.",
        ("ES-TURN-05", "ES-ADV-09", "ES-SUCC-01", "ES-FAIL-02", "ES-FAIL-04"),
    ),
    (
        "other-world",
        "card",
        "Other World card",
        "An adventure that a Gate icon brings into play. It is attempted like any adventure, and is not "
        "replaced once completed.",
        ("ES-OW-01", "ES-OW-02", "ES-OW-03", "ES-OW-04", "ES-OW-05"),
    ),
    (
        "task",
        "rule",
        "Task",
        "One row of icons on an adventure. Complete it with dice that meet every icon: number icons need "
        "dice adding up to at least that number, each symbol one die showing it, and every die serves one "
        "icon only. At most one task per roll; the adventure succeeds when every task is complete.",
        ("ES-ADV-09", "ES-ADV-10", "ES-ADV-11", "ES-DICE-06", "ES-DICE-07", "ES-DICE-09", "ES-DICE-10"),
    ),
    (
        "ordered",
        "rule",
        "Tasks in order (arrow)",
        "A card with an arrow down its left edge: its tasks must be completed from top to bottom.",
        ("ES-ADV-13",),
    ),
    (
        "task-cost",
        "rule",
        "Task cost",
        "Sanity or stamina printed on a task is paid when it is completed; a task whose cost would bring you "
        "to 0 cannot be completed. Whiskey or Food may pay a 1-point cost. A clock icon on a task advances the "
        "clock once when it is completed.",
        ("ES-ADV-14", "ES-ADV-15", "ES-ADV-16"),
    ),
    (
        "split-icon",
        "rule",
        "Split icon",
        "Two symbols in one icon (as Terror/Peril): one die showing either meets it.",
        ("ES-DICE-08",),
    ),
    (
        "monster",
        "rule",
        "Monster",
        "A marker drawn from the monster cup when a monster appears. It goes on a free monster task, or else "
        "below the last task of an adventure (spread evenly), where it is one more task. Completing its task "
        "defeats it: it becomes a trophy.",
        ("ES-MON-01", "ES-MON-02", "ES-MON-05", "ES-MON-06", "ES-MON-08"),
    ),
    (
        "monster-task",
        "rule",
        "Monster task",
        "A task row with a white border, waiting for a monster. A blank one with no monster needs no dice; "
        "a monster on it replaces the row's icons (all of them, or only the white-bordered ones).",
        ("ES-MON-02", "ES-MON-03", "ES-MON-04"),
    ),
    (
        "terror",
        "rule",
        "Terror effect",
        "After a failed roll showing at least one Terror face, the adventure's Terror effect and the Mythos "
        "card's resolve. Held dice do not count, and a roll that completes a task never sets them off.",
        ("ES-TERROR-01", "ES-TERROR-02", "ES-TERROR-03", "ES-TERROR-04", "ES-TERROR-06"),
    ),
    (
        "failed-roll",
        "rule",
        "Failed roll",
        "A roll after which no task is completed: the Terror check, then focus or assistance, then you must "
        "discard one die of the pool and roll again, or stop and fail the adventure. Discarding the last die "
        "fails it too.",
        ("ES-ADV-18", "ES-ADV-19", "ES-ADV-20", "ES-ADV-21", "ES-ADV-22"),
    ),
    (
        "pool",
        "rule",
        "Dice pool",
        "The dice you roll: every green die that is not locked, plus the yellow or red die when an item or "
        "ability adds it (each once per Resolution phase) and dice taken off your spells.",
        ("ES-ADV-02", "ES-ADV-03", "ES-ADV-04", "ES-ADV-06"),
    ),
    (
        "focus",
        "rule",
        "Focus",
        "After a failed roll, before the discard, the active investigator keeps one die of that roll on their "
        "marker, with its face, for a later task of the same attempt. Once per Resolution phase.",
        ("ES-FOCUS-01", "ES-FOCUS-02", "ES-FOCUS-04", "ES-FOCUS-06", "ES-FOCUS-08"),
    ),
    (
        "assistance",
        "rule",
        "Assistance",
        "After a failed roll, another investigator on the same card keeps one die of that roll on their own "
        "marker for the active investigator. If the adventure fails, each assistant loses 1 sanity or 1 stamina.",
        ("ES-FOCUS-03", "ES-FOCUS-05", "ES-FOCUS-09"),
    ),
    (
        "clue",
        "token",
        "Clue",
        "After a roll, spend a clue token to reroll any of the dice of that roll, as often as you have clues; "
        "only on your own turn, and before spells secure dice.",
        ("ES-CLUE-01", "ES-CLUE-02", "ES-CLUE-03", "ES-CLUE-04", "ES-CLUE-05"),
    ),
    (
        "spell-securing",
        "rule",
        "Securing dice on a spell",
        "After a roll, a spell may secure dice, up to its limit: they keep their faces, never set off Terror, "
        "and stay on the spell across turns until assigned to a task (by any investigator) or taken off to be "
        "rolled. A spell left with no die is discarded.",
        ("ES-SPELL-01", "ES-SPELL-02", "ES-SPELL-03", "ES-SPELL-04", "ES-SPELL-05", "ES-SPELL-06", "ES-SPELL-07"),
    ),
    (
        "locked-die",
        "rule",
        "Locked die",
        "A die placed on a card, monster or Mythos card by its lock icon. No one may use it until that card "
        "leaves play or that monster is gone.",
        ("ES-LOCK-01", "ES-LOCK-03", "ES-LOCK-04", "ES-LOCK-05", "ES-LOCK-07"),
    ),
    (
        "trophy",
        "rule",
        "Trophy",
        "A completed adventure or a defeated monster, kept with its printed trophy value. Trophies are spent "
        "by total value at the entrance and for some effects; no change is given.",
        ("ES-TROPHY-01", "ES-TROPHY-02", "ES-TROPHY-03", "ES-TROPHY-04", "ES-TROPHY-05"),
    ),
    (
        "rewards",
        "rule",
        "Rewards",
        "The green lower-right area of a card: on success you gain every icon there. A split area gives one "
        "of its two groups.",
        ("ES-SUCC-01", "ES-SUCC-02", "ES-SUCC-03"),
    ),
    (
        "penalties",
        "rule",
        "Penalties",
        "The red lower-left area of a card: when the adventure fails you suffer every icon there. From a split "
        "area you pick one group you can carry out in full.",
        ("ES-FAIL-02", "ES-FAIL-03"),
    ),
    (
        "entrance",
        "place",
        "The entrance",
        "Where investigators start and return after a success. An investigator there in the Resolution phase "
        "takes one entrance action: First Aid, the Lost & Found, or a Souvenir.",
        ("ES-ENT-01", "ES-TURN-04", "ES-SETUP-09"),
    ),
    (
        "clock",
        "rule",
        "The clock",
        "Each turn ends with the clock advancing 3 hours (some effects advance it more). When the hand reaches "
        "or passes XII, midnight follows that turn.",
        ("ES-TURN-06", "ES-TURN-07", "ES-TURN-08", "ES-TURN-09", "ES-TURN-10"),
    ),
    (
        "midnight",
        "rule",
        "Midnight",
        "Right after a turn in which the hand reached XII: the Ancient One's, the monsters' and the cards' "
        "At Midnight effects resolve, then the Mythos card is replaced by a new one.",
        ("ES-MID-01", "ES-MID-02", "ES-MID-03", "ES-MID-04", "ES-MID-07"),
    ),
    (
        "mythos",
        "card",
        "Mythos card",
        "Drawn at setup and at each midnight; it resolves and stays in effect until the next one replaces it. "
        "Its Terror effect adds to every adventure's.",
        ("ES-SETUP-11", "ES-MID-08", "ES-MID-09", "ES-TERROR-09"),
    ),
    (
        "doom",
        "rule",
        "Doom track",
        "Each doom token fills the next space of the Ancient One's doom track; an icon on a space triggers when "
        "it is filled. Extra doom beyond the track is lost.",
        ("ES-DOOM-01", "ES-DOOM-02", "ES-DOOM-03", "ES-ICON-06"),
    ),
    (
        "elder-sign",
        "token",
        "Elder Sign",
        "Placed on the Ancient One by Elder Sign rewards. When it holds as many as its Elder Sign number, the "
        "investigators win at once.",
        ("ES-GEN-03", "ES-ICON-03", "ES-END-01", "ES-DOOM-12"),
    ),
    (
        "awakening",
        "rule",
        "The awakening",
        "When the last doom space fills, the Ancient One awakens: the Mythos card goes, every investigator "
        "moves onto the Ancient One, and the final battle begins. Some Ancient Ones win outright when they awaken.",
        ("ES-DOOM-04", "ES-DOOM-06", "ES-DOOM-07", "ES-DOOM-09", "ES-END-04"),
    ),
    (
        "final-battle",
        "rule",
        "The final battle",
        "Each turn the active investigator rolls against the Ancient One's combat task; each completion "
        "removes a doom token and the last one wins. At each midnight the Ancient One attacks. No focus or "
        "assistance; the investigators lose when all of them are devoured.",
        ("ES-BATTLE-01", "ES-BATTLE-02", "ES-BATTLE-04", "ES-BATTLE-05", "ES-END-02", "ES-END-03"),
    ),
    (
        "devoured",
        "rule",
        "Devoured",
        "An investigator at 0 sanity or 0 stamina is devoured: 1 doom is added, their cards and trophies leave, "
        "and their player takes a new investigator (not after the awakening).",
        ("ES-DEV-01", "ES-DEV-02", "ES-DEV-03", "ES-DEV-04", "ES-DEV-06"),
    ),
    (
        "investigator",
        "rule",
        "Investigator",
        "Each player's character: sanity, stamina, items, clues, trophies, a marker that holds one die, and "
        "an ability.",
        ("ES-GEN-02", "ES-SETUP-08", "ES-FOCUS-04"),
    ),
    (
        "item",
        "rule",
        "Items, spells and allies",
        "Common Items usually add the yellow die when spent, Unique Items the red die; spells secure dice; "
        "allies give an ability. Each card's text governs, used on its owner's turn.",
        ("ES-ITEM-01", "ES-ITEM-02", "ES-ITEM-03"),
    ),
)


# ---------------------------------------------------------------- the glossary: the Lightless Pyramid

_PYRAMID_TERMS: tuple[tuple[str, str, str, str, tuple[str, ...]], ...] = (
    (
        "cairo-dashur",
        "place",
        "The Cairo/Dashur entrance",
        "The Lightless Pyramid's only entrance: a two-sided card, Cairo side up at the start. Whatever says "
        '"the entrance" means the side face up. An investigator there skips the Resolution phase; at the '
        "start of the Clock phase they may use one option of the side face up, or flip the card instead.",
        ("ES-CAIRO-01", "ES-CAIRO-02", "ES-CAIRO-04", "ES-CAIRO-05", "ES-LPSETUP-02", "ES-CAIRO-13"),
    ),
    (
        "entrance-option",
        "rule",
        "Entrance options (Cairo and Dashur)",
        "Each side of the entrance prints its own list of options bought with trophies. The investigator on "
        "the entrance pays from their own trophies, and the benefit may go to any one investigator, the spender "
        "included.",
        ("ES-CAIRO-05", "ES-CAIRO-06", "ES-CAIRO-07"),
    ),
    (
        "flip",
        "rule",
        "Flipping the entrance",
        "Instead of an option, the investigator on the entrance may advance the clock to flip the card to its "
        "other side: that is the Clock phase's advance (with the option flip_cost=extra_advance, one more advance "
        "and the Clock phase's own still follows). Investigators on the entrance are then on the new side, and "
        "new adventures come from the deck of the side now up.",
        ("ES-CAIRO-08", "ES-CAIRO-09", "ES-CAIRO-11"),
    ),
    (
        "stage-decks",
        "deck",
        "The Cairo and Dashur decks",
        "The Egyptian Adventures split by stage: Stage I is the Cairo deck, Stage II with the Hidden Chambers "
        "the Dashur deck. A card completed or discarded is replaced from the deck of the side face up. The back "
        "of each deck's top card is open to every player.",
        ("ES-LPSETUP-09", "ES-LPSETUP-10", "ES-CAIRO-11", "ES-CAIRO-12", "ES-EGY-03"),
    ),
    (
        "egyptian",
        "card",
        "Egyptian Adventure",
        "The Adventure cards of Omens of the Pharaoh. They come into play face down (Other Worlds stay face up); "
        "at the start three lie face up in the first row and three face down in the second.",
        ("ES-EGY-01", "ES-EGY-02", "ES-EGY-11", "ES-LPSETUP-11"),
    ),
    (
        "face-down",
        "card",
        "Face-down card (its back)",
        "Only the back of a face-down card is seen: a coloured band with a skull that tells its difficulty "
        "(green easy, yellow normal, red hard) and an effect. Moving onto it resolves the back's effect, then "
        "the card is turned face up and its Entry effects resolve. An At Midnight effect on the back triggers "
        "only while the card is still face down. Monsters may be placed on it; turned face up, they move onto "
        "its free monster tasks.",
        ("ES-EGY-03", "ES-EGY-04", "ES-EGY-05", "ES-EGY-06", "ES-EGY-09", "ES-EGY-10"),
    ),
    (
        "entry",
        "rule",
        "Entry effect",
        "An effect printed on an Egyptian Adventure that resolves when an investigator moves onto the card. "
        "One who cannot pay it may still move there and ignores it; one who failed and stays does not resolve "
        "it again.",
        ("ES-EGY-05", "ES-EGY-07", "ES-EGY-08"),
    ),
    (
        "hidden-chamber",
        "card",
        "Hidden Chamber",
        "A special adventure shuffled into the Dashur deck. Its back shows a single task, so it is known while "
        "face down or on top of the deck. It must be unlocked before anyone moves onto it; its Chamber effect is "
        "for the one who unlocked it, when it is first turned face up. Completed, it goes back to the box and is "
        "never a trophy.",
        ("ES-CHAMB-01", "ES-CHAMB-02", "ES-CHAMB-11", "ES-CHAMB-12", "ES-CHAMB-13", "ES-CHAMB-14"),
    ),
    (
        "unlock-roll",
        "rule",
        "The unlock roll",
        "Before moving onto a face-down Hidden Chamber: one single roll, of six green dice unless something "
        "adds or changes dice, that must complete the task on its back. Clues and items may be used; no die is "
        "discarded for a second roll, and every die added to it is lost for the turn. Success moves the "
        "investigator onto the chamber and turns it face up; failure leaves them to go elsewhere or stay. "
        "Trophies cannot pay for it.",
        ("ES-CHAMB-03", "ES-CHAMB-04", "ES-CHAMB-06", "ES-CHAMB-07", "ES-CHAMB-08", "ES-CHAMB-10"),
    ),
    (
        "dark-pharaoh",
        "card",
        "Dark Pharaoh adventure",
        "One of four special adventures, kept in a pile beside the rows. The Dark Pharaoh icon on a doom track "
        "brings one into play, always face down. No monster or token may go on it, and it is never a trophy: "
        "completed, it goes to its own discard pile, shuffled again when the pile runs out. One more drawn "
        "while all four are in play fills the doom track: the Ancient One awakens.",
        ("ES-PHAR-02", "ES-PHAR-03", "ES-PHAR-04", "ES-PHAR-05", "ES-PHAR-06", "ES-PHAR-07", "ES-PHAR-08"),
    ),
    (
        "expedition",
        "sheet",
        "The Expedition sheet",
        "A sheet of eight spaces beside the board. While an expedition token is on a space, every investigator "
        "may use its effect in their Clock phase: some once a day, some only by discarding the token.",
        ("ES-LPSETUP-03", "ES-EXPD-04", "ES-EXPD-05"),
    ),
    (
        "expedition-token",
        "token",
        "Expedition token",
        "Gained from rewards and effects: the investigator places it on an empty space of the Expedition sheet "
        "of their choice, one token a space. A token lost to an effect or a penalty is discarded without its "
        "space's effect; with no token to lose, a doom token is added instead.",
        ("ES-EXPD-01", "ES-EXPD-02", "ES-EXPD-03", "ES-EXPD-06", "ES-EXPD-07"),
    ),
    (
        "relic",
        "item",
        "Relic",
        "A kind of item with its own deck. Before a roll, its owner may discard it to add the dice it shows, "
        "even a die discarded earlier in the same Resolution phase, but never beyond the dice in the box. Some "
        "relics have an extra effect after use, or while their paired relic is in play too.",
        ("ES-RELIC-01", "ES-RELIC-02", "ES-RELIC-03", "ES-RELIC-04", "ES-RELIC-05", "ES-RELIC-06"),
    ),
    (
        "mask-monster",
        "monster",
        "Mask monster",
        "A monster marker with a mask icon. In the Lightless Pyramid every mask monster is in the cup and "
        "appears like any other (the expansion's Nyarlathotep has instructions of his own).",
        ("ES-MASK-01", "ES-MASK-02", "ES-MASK-03", "ES-LPSETUP-07", "ES-LPSETUP-08"),
    ),
    (
        "mythos-options",
        "rule",
        "Mythos options",
        "The Lightless Pyramid uses only the Omens of the Pharaoh Mythos cards. Each, the first one included, "
        "offers two options: the investigators choose one as a group, even one that does nothing; if they cannot "
        "agree, the one who took the last turn chooses.",
        ("ES-LPMYTH-01", "ES-LPMYTH-02", "ES-LPMYTH-03", "ES-LPSETUP-15"),
    ),
    (
        "expert-mythos",
        "rule",
        "The Expert variant",
        "Some Mythos options carry a turquoise Expert watermark. Playing the Expert variant, each time the group "
        "resolves such an option a doom token is added after it; without the variant it adds nothing.",
        ("ES-LPMYTH-04", "ES-LPMYTH-05"),
    ),
)

SIDE_NAMES = ("cairo", "dashur")


def _pyramid(ed: ESEdition) -> Iterator[Entry]:
    for key, kind, name, text, clauses in _PYRAMID_TERMS:
        yield Entry(key, kind, name, text, clauses=clauses)
    lp = ed.pyramid
    if lp is None:
        return
    for side in SIDE_NAMES:
        offers = "; ".join(
            f"{n}: {effect_text(*eff)} for {plural(price, 'trophy', 'trophies')}"
            for n, (price, eff) in enumerate(ed.pyramid_options.get(side, ()), start=1)
        )
        made_up = " Stand-in data: the printed options and prices are not public." if lp.is_stand_in(side) else ""
        yield Entry(
            f"side:{side}",
            "entrance side",
            f"{side.capitalize()} side of the entrance",
            f"Its options, bought with trophies by the investigator on it: {offers}.{made_up}",
            clauses=("ES-CAIRO-05", "ES-CAIRO-07"),
        )
    for space in lp.expedition:
        use = "once a day" if space.use == "lasting" else "by discarding its token"
        words = plain(space.text)[0] if space.text else _words(parse_effects(space.effects)) + "."
        made_up = (
            " Stand-in data: the printed space's name and effect are not public."
            if lp.is_stand_in("expedition")
            else ""
        )
        yield Entry(
            card_key("expedition", space.name),
            "Expedition space",
            space.name,
            f"A space of the Expedition sheet, used {use} while it holds a token, in the Clock phase: {words}{made_up}",
            clauses=("ES-EXPD-04", "ES-EXPD-05"),
        )


def _entrance(ed: ESEdition) -> Iterator[Entry]:
    e = ed.entrance
    yield Entry(
        "first-aid",
        "entrance action",
        "Receive First Aid",
        f"Free: regain {e.first_aid_free} sanity or {e.first_aid_free} stamina. Or spend trophies worth "
        f"{e.first_aid_one_price} to restore sanity or stamina to its maximum, or {e.first_aid_both_price} for both.",
        clauses=("ES-ENT-02", "ES-ENT-03"),
    )
    chart = "; ".join(
        f"{FACE_WORDS.get(f, f)}: {effect_text(*eff)}" for f, eff in zip(ed.faces[0], ed.lost_and_found, strict=False)
    )
    yield Entry(
        "lost-and-found",
        "entrance action",
        "Search the Lost & Found",
        f"Roll one green die, which nothing may change, and apply the chart: {chart}. The chart's printed "
        "results are not public: these are stand-ins.",
        clauses=("ES-ENT-04",),
    )
    prices = ", ".join(f"{name} {plural(price, 'trophy', 'trophies')}" for name, price in ed.souvenirs)
    yield Entry(
        "souvenir",
        "entrance action",
        "Buy a Souvenir",
        f"Buy one object, paid in trophy value: {prices}. The printed prices are not public: these are "
        "stand-ins. An Elder Sign is on the list only under its option.",
        clauses=("ES-ENT-05", "ES-ENT-06", "ES-ENT-07"),
    )


def _icons() -> Iterator[Entry]:
    extra = {
        "heal_sanity": ("ES-GEN-09",),
        "heal_stamina": ("ES-GEN-09",),
        "trophy": ("ES-TROPHY-02",),
        "lose_clue": ("ES-CLUE-05",),
        "lose_common": ("ES-LPICON-05",),
        "lose_unique": ("ES-LPICON-05",),
        "lose_spell": ("ES-LPICON-05",),
        "doom_per_other_world": ("ES-ICON-06",),
        "regain_sanity": ("ES-GEN-09", "ES-LPICON-02"),
        "regain_stamina": ("ES-GEN-09", "ES-LPICON-01"),
        "lose_ally": ("ES-LPICON-05",),
        "lose_elder_sign": ("ES-LPICON-06",),
        "clock": ("ES-LPICON-07",),
        "pharaoh": ("ES-PHAR-01", "ES-PHAR-03", "ES-PHAR-04"),
        "expedition": ("ES-EXPD-01", "ES-EXPD-03"),
        "relic": ("ES-RELIC-01",),
        "lose_relic": ("ES-RELIC-06",),
    }
    for name, raw in ICONS.items():
        words, ids = _icon_text(raw)
        clauses = tuple(dict.fromkeys(ids + extra.get(name, ())))  # each clause once
        yield Entry(f"icon:{name}", "icon", icon_name(name), words, clauses=clauses)


ICON_NAMES = {
    "elder_sign": "Elder Sign",
    "monster_here": "Monster here",
    "remove_doom": "Remove doom",
    "heal_sanity": "Regain sanity",
    "heal_stamina": "Regain stamina",
    "max_sanity": "Lower maximum sanity",
    "max_stamina": "Lower maximum stamina",
    "extra_adventure": "Extra Adventure",
    "discard_terror": "Discard Terror dice",
    "doom_per_other_world": "Doom per Other World",
    "common": "Common Item",
    "unique": "Unique Item",
    "gate": "Gate",
    # Omens of the Pharaoh (the rulebook's names of its icons)
    "pharaoh": "Dark Pharaoh",
    "regain_sanity": "Respite",
    "regain_stamina": "Healing",
    "expeditious": "Expeditious",
    "remove_monster": "Remove Monster",
    "lose_item": "Lost Item",
    "lose_spell": "Lost Spell",
    "lose_ally": "Lost Ally",
    "relic": "Gain Relic",
    "lose_relic": "Lost Relic",
    "lose_elder_sign": "Lost Elder Sign",
    "expedition": "Expedition token",
    "lose_expedition": "Lost Expedition Token",
    "clock": "Clock",
}


def icon_name(icon: str) -> str:
    return ICON_NAMES.get(icon, icon.replace("_", " ").capitalize()) + " icon"


# ---------------------------------------------------------------- the glossary: the cards


def card_key(kind: str, name: str) -> str:
    """``card:the-gift-shop``, ``investigator:kate-winthrop``, ``item:food``... (one per name)."""
    return f"{kind}:{slug(name)}"


KIND_WORDS = {
    "egyptian": "An Egyptian Adventure",
    "dark_pharaoh": "A Dark Pharaoh adventure",
    "hidden_chamber": "A Hidden Chamber",
}
KIND_CLAUSES = {
    "egyptian": ("ES-EGY-01", "ES-EGY-05"),
    "dark_pharaoh": ("ES-PHAR-02", "ES-PHAR-07"),
    "hidden_chamber": ("ES-CHAMB-02", "ES-CHAMB-14"),
}
DIFFICULTY = {"green": "easy", "yellow": "normal", "red": "hard"}


def _egyptian_words(card: Any) -> list[str]:
    """What an Egyptian Adventure's entry adds: its deck, back and Entry effect (ES-EGY, ES-CHAMB)."""
    kind = str(getattr(card, "kind", "adventure"))
    if kind not in KIND_WORDS:
        return []
    stage = {1: ", of Stage I (the Cairo deck)", 2: ", of Stage II (the Dashur deck)"}.get(card.stage, "")
    parts = [f"{KIND_WORDS[kind]}{stage}."]
    if card.difficulty:
        parts.append(f"Its back has a {card.difficulty} band ({DIFFICULTY.get(card.difficulty, card.difficulty)}).")
    if card.unlock is not None:
        parts.append(f"Unlock task on its back: {card.unlock}.")
    for label, effects in (
        ("On its back", card.back),
        ("At Midnight while face down", card.back_midnight),
        ("Entry", card.entry),
        ("Chamber", card.chamber),
    ):
        if effects:
            parts.append(f"{label}: {_words(effects)}.")
    return parts


def _adventures(ed: ESEdition) -> Iterator[Entry]:
    for card in (*ed.adventures, *ed.other_worlds):
        tasks = "; ".join(f"{n}: {row.task}" for n, row in enumerate(card.rows, start=1))
        special = _egyptian_words(card)
        parts = [
            *(special or ["An Other World card." if card.other_world else "An Adventure card."]),
            f"Tasks{' in order' if card.ordered else ''} — {tasks}.",
            "Never a trophy." if card.kind in ("dark_pharaoh", "hidden_chamber") else f"Trophy value {card.trophy}.",
        ]
        for label, effects in (
            ("Terror", card.terror),
            ("At Midnight", card.midnight),
            ("Rewards", card.rewards),
            ("Penalties", card.penalties),
        ):
            if effects:
                parts.append(f"{label}: {_words(effects)}.")
        clauses: tuple[str, ...] = ("ES-OW-02",) if card.other_world else ("ES-ADV-09",)
        clauses += KIND_CLAUSES.get(str(getattr(card, "kind", "")), ())
        text = " ".join(parts) + _stand_in_note(card.stand_in)
        yield Entry(card_key("card", card.name), "card", card.name, text, clauses=clauses + ("ES-ADV-13",))


def _people(ed: ESEdition) -> Iterator[Entry]:
    for inv in ed.investigators:
        start = ", ".join(inv.start) or "nothing"
        words, ids = plain(inv.text)
        text = (
            f"An investigator: sanity {inv.sanity}, stamina {inv.stamina}; starts with {start}. {words}"
            + _stand_in_note(inv.stand_in)
        )
        yield Entry(card_key("investigator", inv.name), "investigator", inv.name, text, clauses=("ES-SETUP-08", *ids))
    for ao in ed.ancient_ones:
        words, ids = plain(ao.text)
        text = (
            f"An Ancient One: a doom track of {ao.doom} spaces, {ao.elder_signs} Elder Signs to seal it, combat "
            f"task {ao.combat}. {words}"
        )
        if ao.attack:
            text += f" Attack: {_words(ao.attack)}."
        text += _stand_in_note(ao.stand_in)
        yield Entry(
            card_key("ancient-one", ao.name), "Ancient One", ao.name, text, clauses=("ES-SETUP-02", "ES-GEN-03", *ids)
        )


def _smalls(ed: ESEdition) -> Iterator[Entry]:
    kinds = {
        "common": "A Common Item",
        "unique": "A Unique Item",
        "spell": "A Spell",
        "ally": "An Ally",
        "relic": "A Relic",
    }
    for kind, items in ed.items.items():
        for it in items:
            words, ids = plain(it.text)
            text = f"{kinds.get(kind, 'An item')}. {words}" + _stand_in_note(it.stand_in)
            rule = ("ES-RELIC-02",) if kind == "relic" else ()
            yield Entry(
                card_key("item", it.name), "item", it.name, text, clauses=("ES-ITEM-01", "ES-ITEM-02", *rule, *ids)
            )
    for m in ed.monsters:
        text = f"A monster marker: task {m.task}, trophy value {m.trophy}." + (" A Cultist." if m.cultist else "")
        text += " A mask monster." if m.mask else ""
        if m.reward:
            text += f" Reward: {_words(m.reward)}."
        text += _stand_in_note(m.stand_in)
        yield Entry(card_key("monster", m.name), "monster", m.name, text, clauses=("ES-MON-08", "ES-MON-11"))
    for c in ed.mythos:
        words, ids = plain(c.text)
        text = f"A Mythos card. {words}"
        choices = getattr(c, "choices", ())
        if choices:  # ES-LPMYTH-02: the group picks one of two options
            text += (
                (" " if words else "")
                + "Options: "
                + "; ".join(
                    f"{n}: {plain(o.text)[0]}{' (Expert)' if o.expert else ''}" for n, o in enumerate(choices, start=1)
                )
            )
            text += "" if text.endswith(".") else "."
        text += _stand_in_note(c.stand_in)
        rule = ("ES-LPMYTH-02",) if choices else ()
        yield Entry(card_key("mythos", c.name), "Mythos card", c.name, text, clauses=("ES-MID-08", *rule, *ids))


def glossary(edition: Any = None) -> list[Entry]:
    """Every term, icon and card of the Elder Sign table, counts and cards from ``edition``."""
    ed = edition if isinstance(edition, ESEdition) else standard_edition()
    out: list[Entry] = [*_dice(ed)]
    out += [Entry(key, kind, name, text, clauses=clauses) for key, kind, name, text, clauses in _TERMS]
    out += [*_entrance(ed), *_pyramid(ed), *_icons()]
    seen = {e.key for e in out}
    for part in (_adventures, _people, _smalls):
        for entry in part(ed):
            if entry.key not in seen:  # a deck may hold two cards of one name
                seen.add(entry.key)
                out.append(entry)
    return out


# ---------------------------------------------------------------- the goals, from a seat's view


def _num(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _rows(value: Any) -> list[Mapping[str, Any]]:
    return [x for x in value if isinstance(x, Mapping)] if isinstance(value, list) else []


def _ao(view: Mapping[str, Any]) -> Mapping[str, Any]:
    ao = view.get("ancient_one")
    return ao if isinstance(ao, Mapping) else {}


_UNLOCK_IN_LABEL = re.compile(r"\(unlock: ([^)]*)\)")
_ICON_WORDS = {"L": "Lore", "P": "Peril", "T": "Terror"}


def back_words(label: Any) -> str:
    """A back's label with its unlock task in words: ``(unlock: 3 Peril)`` for ``(unlock: 3 P)``."""

    def words(found: re.Match[str]) -> str:
        parts = ("/".join(_ICON_WORDS.get(x, x) for x in part.split("/")) for part in found.group(1).split())
        return f"(unlock: {' '.join(parts)})"

    return _UNLOCK_IN_LABEL.sub(words, str(label))


def count(n: Any, one: str, many: str) -> str:
    """``{n} trophy`` / ``{n} trophies`` in the reader's language, each form a message of its own
    (the English form for ``n``, as :func:`plural` chooses it)."""
    return _(one if str(n) in ("1", "1.0") else many).format(n=n)


_UNLOCK_IN_BACK = re.compile(r"\(([^():]*): ([^)]*)\)\Z")


def _back_text(label: Any) -> str:
    """A back's label in the reader's language, its unlock task in words (``(unlock: 3 Peril)``)."""

    def words(found: re.Match[str]) -> str:
        parts = ("/".join(_(_ICON_WORDS.get(x, x)) for x in part.split("/")) for part in found.group(2).split())
        return f"({found.group(1)}: {' '.join(parts)})"

    return _UNLOCK_IN_BACK.sub(words, name_words(label))


def place_label(view: Mapping[str, Any], code: Any) -> str:
    """``The Gift Shop (a3)``, ``the entrance``, ``the Ancient One``, in the reader's language."""
    if code == "entrance":
        side = view.get("pyramid", {}).get("entrance") if isinstance(view.get("pyramid"), Mapping) else None
        return _("the entrance ({side})").format(side=side) if side else _("the entrance")
    if code == "ancient-one":
        return ao_name(view)
    card = next((p for p in _rows(view.get("places")) if p.get("place") == code), None)
    if card is None:
        return str(code)
    if card.get("face_down"):  # only its back is known (ES-EGY-03)
        return f"{_back_text(card.get('label') or N_('a face-down card'))} ({code})"
    return f"{name_words(card.get('name'))} ({code})"


def ao_name(view: Mapping[str, Any]) -> str:
    return str(_ao(view).get("name") or _("the Ancient One"))


def inv_name(view: Mapping[str, Any], n: Any) -> str:
    inv = next((i for i in _rows(view.get("investigators")) if i.get("n") == n), None)
    if inv is None:
        return _("investigator {n}").format(n=n)
    return name_words(inv.get("name")) if inv.get("name") else _("investigator {n} (devoured)").format(n=n)


#: What the active investigator is doing (an attempt at an adventure, or at the Ancient One).
ATTEMPTING = N_("Now: {investigator} is attempting {place} ({step}, after {rolls}).")
ATTACKING = N_("Now: {investigator} is attacking {place} ({step}, after {rolls}).")


def now_line(view: Mapping[str, Any]) -> str:
    """What the active investigator is doing, in a sentence (the reader's language)."""
    a = view.get("attempt")
    if isinstance(a, Mapping):
        template = ATTACKING if a.get("place") == "ancient-one" else ATTEMPTING
        return _(template).format(
            investigator=inv_name(view, a.get("investigator")),
            place=place_label(view, a.get("place")),
            step=_(str(a.get("step"))),
            rolls=count(_num(a.get("rolls")), N_("{n} roll"), N_("{n} rolls")),
        )
    invs = _rows(view.get("investigators"))
    active = _num(view.get("active"), -1)
    me = invs[active] if 0 <= active < len(invs) else None
    prompt = plain(str(view.get("prompt") or ""))[0]  # the view's prompt is in the reader's language
    if me is None:
        return _("Now: {prompt}").format(prompt=prompt) if prompt else _("Now: no investigator is acting.")
    name = name_words(me.get("name")) if me.get("name") else _("investigator {n}").format(n=active + 1)
    where = place_label(view, me.get("where"))
    return _("Now: it is {investigator}'s turn, at {place}.").format(investigator=name, place=where) + (
        f" {prompt}" if prompt else ""
    )


def _win(view: Mapping[str, Any]) -> list[str]:
    ao = _ao(view)
    name = ao_name(view)
    placed, needed = _num(ao.get("elder_signs")), _num(ao.get("elder_signs_needed"))
    out = [now_line(view)]
    if ao.get("awakened"):
        out.append(
            _(
                "{ancient_one} has awakened: complete its combat task ({combat}) once per doom token; the "
                "investigators win when the last is removed ({tokens} left)."
            ).format(
                ancient_one=name,
                combat=task_words(ao.get("combat")),
                tokens=count(_num(ao.get("doom")), N_("{n} doom token"), N_("{n} doom tokens")),
            )
        )
        return out
    left = max(0, needed - placed)
    out.append(
        _(
            "Place {signs} on {ancient_one} to win at once: {placed} of the {needed} Elder Signs needed are placed."
        ).format(
            signs=count(left, N_("{n} more Elder Sign"), N_("{n} more Elder Signs")),
            ancient_one=name,
            placed=placed,
            needed=needed,
        )
    )
    givers = [
        place_label(view, p.get("place"))
        for p in _rows(view.get("places"))
        if any("Elder Sign" in str(r) for r in p.get("rewards") or [])
    ]
    if givers:
        out.append(_("Elder Signs as rewards in play: {places}.").format(places=", ".join(givers)))
    return out


def _lose(view: Mapping[str, Any]) -> list[str]:
    ao = _ao(view)
    name = ao_name(view)
    doom, track = _num(ao.get("doom")), _num(ao.get("doom_track"))
    out: list[str] = []
    if ao.get("awakened"):
        out.append(
            _(
                "{ancient_one} attacks at each midnight: the investigators lose when every one of them is devoured."
            ).format(ancient_one=name)
        )
    else:
        out.append(
            _(
                "Doom is on {doom} of {track}: {ancient_one} awakens when the track is full ({tokens}), "
                "and the final battle begins."
            ).format(
                doom=doom,
                track=track,
                ancient_one=name,
                tokens=count(max(0, track - doom), N_("{n} more doom token"), N_("{n} more doom tokens")),
            )
        )
        if ao.get("text"):
            out.append(
                _("{ancient_one}: {text}").format(ancient_one=name, text=text_words(plain(str(ao.get("text")))[0]))
            )
        out.append(_("Each devoured investigator adds 1 doom, and so do many Mythos and Terror effects."))
    low = [
        _("{investigator} (sanity {sanity}, stamina {stamina})").format(
            investigator=name_words(i.get("name")), sanity=i.get("sanity"), stamina=i.get("stamina")
        )
        for i in _rows(view.get("investigators"))
        if i.get("alive") and min(_num(i.get("sanity"), 9), _num(i.get("stamina"), 9)) <= 1
    ]
    if low:
        out.append(_("Close to being devoured: {investigators}.").format(investigators=", ".join(low)))
    return out


def _lp(view: Mapping[str, Any]) -> Mapping[str, Any]:
    lp = view.get("pyramid")
    return lp if isinstance(lp, Mapping) else {}


def _offers(lp: Mapping[str, Any], side: str) -> list[Mapping[str, Any]]:
    options = lp.get("options")
    return _rows(options.get(side.lower())) if isinstance(options, Mapping) else []


def offer_words(option: Mapping[str, Any]) -> str:
    """``3: an Elder Sign for 8 trophies`` (the reader's language)."""
    return _("{n}: {effect} for {price}").format(
        n=option.get("n"),
        effect=effect_words(option.get("effect")),
        price=count(_num(option.get("price")), N_("{n} trophy"), N_("{n} trophies")),
    )


def other_side(side: str) -> str:
    return "Dashur" if side == "Cairo" else "Cairo"


def _sign_offers(lp: Mapping[str, Any], side: str) -> list[str]:
    return [offer_words(o) for o in _offers(lp, side) if "Elder Sign" in str(o.get("effect"))]


def _pyramid_win(view: Mapping[str, Any]) -> list[str]:
    """ES-CAIRO-05/07/08/11: the side face up, its options, and where the Elder Signs are bought."""
    lp = _lp(view)
    side = str(lp.get("entrance") or "")
    if lp.get("mode") != "lightless_pyramid" or side not in ("Cairo", "Dashur"):
        return []
    offers = "; ".join(offer_words(o) for o in _offers(lp, side)) or _("none")
    out = [
        _(
            "The entrance is on its {side} side: the investigator on it may, at the start of their Clock phase, "
            "spend trophies on one option for any investigator ({offers}), or advance the clock to flip it to "
            "{other}."
        ).format(side=side, offers=offers, other=other_side(side))
    ]
    dashur = "; ".join(_sign_offers(lp, "Dashur"))
    if side == "Dashur" and dashur:
        out.append(_("Dashur is up: its options sell Elder Signs ({offers}).").format(offers=dashur))
    elif dashur:
        out.append(
            _(
                "Elder Signs are bought on the Dashur side ({offers}): flip the entrance to reach it; "
                "while Dashur is up, new adventures come from the Dashur deck (Stage II)."
            ).format(offers=dashur)
        )
    else:
        out.append(_("While Dashur is up, new adventures come from the Dashur deck (Stage II), the later stage."))
    return out


def pharaohs_matter(view: Mapping[str, Any]) -> bool:
    """The Dark Pharaoh adventures can come into play: in the Pyramid, or in a Museum game whose
    Ancient One has their icon on its doom track, or one is already in play or discarded (ES-OOTP-01)."""
    lp = _lp(view)
    if not lp:
        return False
    if lp.get("mode") == "lightless_pyramid":
        return True
    icons = _ao(view).get("doom_icons")
    discard = lp.get("dark_pharaoh", {}).get("discard") if isinstance(lp.get("dark_pharaoh"), Mapping) else None
    return (
        (isinstance(icons, Mapping) and any("Dark Pharaoh" in str(w) for w in icons.values()))
        or bool(discard)
        or any(str(p.get("place", "")).startswith("p") for p in _rows(view.get("places")))
    )


def _pyramid_lose(view: Mapping[str, Any]) -> list[str]:
    """ES-PHAR-04, ES-EXPD-07, ES-LPICON-06: what adds doom in the Pyramid."""
    lp = _lp(view)
    out: list[str] = []
    if pharaohs_matter(view):
        pharaohs = [p for p in _rows(view.get("places")) if str(p.get("place", "")).startswith("p")]
        out.append(
            _(
                "Dark Pharaoh adventures in play: {n} of 4; one more drawn while all four are in play "
                "fills the doom track at once."
            ).format(n=len(pharaohs))
        )
    if lp.get("mode") == "lightless_pyramid":
        spaces = _rows(lp.get("expedition"))
        tokens = sum(1 for x in spaces if x.get("token"))
        out.append(
            _(
                "Expedition tokens on the sheet: {tokens} of {spaces}; a lost token, or a lost Elder Sign, with "
                "none to lose adds a doom token instead."
            ).format(tokens=tokens, spaces=len(spaces))
        )
    return out


def goals(view: Mapping[str, Any]) -> dict[str, list[str]]:
    """How the investigators win, how they can lose now, and what is happening, from one seat's view."""
    oc = view.get("outcome")
    if isinstance(oc, Mapping):
        from .render import ending  # render reads this module: its endings are read when told

        line = _("The game is over: {reason}").format(reason=ending(oc.get("reason")))
        return {"win": [line], "lose": []} if oc.get("winners") else {"win": [], "lose": [line]}
    awake = bool(_ao(view).get("awakened"))
    return {
        "win": _win(view) + ([] if awake else _pyramid_win(view)),
        "lose": _lose(view) + ([] if awake else _pyramid_lose(view)),
    }
