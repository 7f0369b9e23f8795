"""Names the game's narration and pictures tell in the reader's language: the stand-in names of
cards whose printed name no source gives (Monster 5, Common Item 3: the glossary's pt and es
files translate them too), and the backs of face-down cards. A card's printed name is kept."""

from __future__ import annotations

import re
from typing import Any

from tabletome.engine.i18n import N_
from tabletome.engine.i18n.retell import Said, said, told

#: Stand-in names: a kind and a number (the edition's data, data.py).
STAND_INS = (
    N_("Cultist {n}"),
    N_("Monster {n}"),
    N_("Mask Monster {n}"),
    N_("Mask Monster (Omens of the Pharaoh) {n}"),
    N_("Mythos {n}"),
    N_("Omen {n}"),
    N_("Common Item {n}"),
    N_("Unique Item {n}"),
    N_("Spell {n}"),
    N_("Ally {n}"),
    N_("Ally (Omens of the Pharaoh) {n}"),
    N_("Relic {n}"),
    N_("Expedition Space {n}"),
    N_("investigator {n}"),
)
_KINDS = {t.removesuffix(" {n}"): t for t in STAND_INS}
_NUMBERED = re.compile(r"(.+) ([1-9]\d*)\Z")
#: A face-down card's back (state.back_label), in the two cases it is written.
BACKS = (
    N_("a face-down Dark Pharaoh adventure"),
    N_("A face-down Dark Pharaoh adventure"),
    N_("a face-down Hidden Chamber (unlock: {unlock})"),
    N_("A face-down Hidden Chamber (unlock: {unlock})"),
    N_("a face-down {difficulty} Egyptian Adventure"),
    N_("A face-down {difficulty} Egyptian Adventure"),
)
_BACK = re.compile(r"([aA]) face-down (?:Hidden Chamber \(unlock: (.*)\)|(\w+) Egyptian Adventure)\Z")
#: The same backs as ``str.capitalize`` writes them at the start of a line (table.deal_adventure).
CAPITALIZED = (
    N_("A face-down dark pharaoh adventure"),
    N_("A face-down hidden chamber (unlock: {unlock})"),
    N_("A face-down {difficulty} egyptian adventure"),
)
_LOWER_BACK = re.compile(r"A face-down (?:hidden chamber \(unlock: (.*)\)|(\w+) egyptian adventure)\Z")


class Kept:
    """A printed name or a notation in a narration slot, shown as written in every language (a
    plain string there would be looked up whole in the catalog: the adventure "Lost" is no word
    to translate)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def __str__(self) -> str:
        return self.text

    def __format__(self, spec: str) -> str:
        return format(self.text, spec)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Kept) and other.text == self.text

    def __hash__(self) -> int:
        return hash(self.text)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Kept, (self.text,))


#: The slots that hold names and notations (kept as written); the others hold words the catalog has.
KEPT_SLOTS = frozenset(
    ("investigator", "other", "card", "item", "monster", "ancient_one", "trophies", "space", "dice", "pool", "die")
    + ("task", "rule", "place", "unlock", "n", "total", "face")
)


def slot(key: str, value: Any) -> Any:
    """A narration slot's value as :func:`said` keeps it: a stand-in name or a back told in the
    reader's language, a printed name or a notation kept, a word of the catalog translated."""
    value = named(value)
    if key in KEPT_SLOTS and isinstance(value, str) and not isinstance(value, Said):
        return Kept(value)
    return value


def named(value: Any) -> Any:
    """A stand-in name or a card's back as a line told in the reader's language (the same English
    text), anything else as it is."""
    if not isinstance(value, str) or isinstance(value, Said):
        return value
    m = _NUMBERED.match(value)
    if m is not None and m.group(1) in _KINDS:
        return said(_KINDS[m.group(1)], n=int(m.group(2)))
    low = _LOWER_BACK.match(value)
    if low is not None:
        if low.group(1) is not None:
            return said(CAPITALIZED[1], unlock=low.group(1))
        return said(CAPITALIZED[2], difficulty=low.group(2))
    b = _BACK.match(value)
    if b is not None:
        cap = b.group(1) == "A"
        if b.group(2) is not None:
            return said(BACKS[3 if cap else 2], unlock=b.group(2))
        return said(BACKS[5 if cap else 4], difficulty=b.group(3))
    return value


def name_words(name: Any) -> str:
    """A card's name (or back) as the reader reads it: a stand-in translated, a printed name kept."""
    said_name = named(str(name))
    return told(said_name) if isinstance(said_name, Said) or said_name in BACKS + CAPITALIZED else str(name)


# ---------------------------------------------------------------- effects (effects.effect_text)
EACH = N_("each investigator: {effect}")
OR = N_("{first} or {second}")
AND = N_("{first} and {second}")
_EFFECT_FORMS: dict[str, re.Pattern[str]] | None = None


def _effect_forms() -> dict[str, re.Pattern[str]]:
    global _EFFECT_FORMS
    if _EFFECT_FORMS is None:
        from .effects import _WORDS

        _EFFECT_FORMS = {
            many: re.compile(re.escape(many).replace(r"\{n\}", r"(\d+)") + r"\Z") for _, many in _WORDS.values()
        }
    return _EFFECT_FORMS


def _atom(words: str) -> Any:
    for many, form in _effect_forms().items():
        m = form.match(words)
        if m is not None and "{n}" in many:
            return said(many, n=int(m.group(1)))
    return words  # a form without a number ("a clue") is a message told whole


def _joined(template: str, parts: list[Any]) -> Any:
    out = parts[0]
    for part in parts[1:]:
        out = said(template, first=out, second=part)
    return out


def effect_said(text: Any) -> Any:
    """An effect's words (``effect_text``) as a line told in the reader's language; the same English."""
    words = str(text)
    head = "each investigator: "
    if words.startswith(head):
        return said(EACH, effect=effect_said(words[len(head) :]))
    sides = [_joined(AND, [_atom(a) for a in side.split(" and ")]) for side in words.split(" or ")]
    return _joined(OR, sides)


def effect_words(text: Any) -> str:
    return told(effect_said(text))


# ---------------------------------------------------------------- card texts, sentence by sentence
_SENTENCE = re.compile(r"(?<=[.!)\"])\s+(?=[A-Z(])")
BOTH = N_("{first} {second}")


def text_said(text: Any) -> Any:
    """A card's text (stand-in sentences the catalog holds one by one) as a line told in the
    reader's language; a sentence the catalog lacks stays as written."""
    parts: list[Any] = _SENTENCE.split(str(text))
    return _joined(BOTH, parts) if len(parts) > 1 else str(text)


def text_words(text: Any) -> str:
    return told(text_said(text))


# ---------------------------------------------------------------- a task's costs (dice.Task.__str__)
_COST = re.compile(r"(\d+) (sanity|stamina)\Z")
COSTS = N_("costs {costs}")
COST_FORMS = {"sanity": N_("{n} sanity"), "stamina": N_("{n} stamina")}
N_("the clock")


def cost_words(cost: str) -> str:
    """``costs 1 sanity, the clock`` in the reader's language."""
    words = cost.removeprefix("costs ")
    out = []
    for part in words.split(", "):
        m = _COST.match(part)
        out.append(told(said(COST_FORMS[m.group(2)], n=int(m.group(1)))) if m else told(part))
    return told(said(COSTS, costs=", ".join(out)))


def task_words(task: Any) -> str:
    """A task's notation (``L P 3 (costs 1 sanity)``) with its costs in the reader's language."""
    words = str(task)
    head, sep, cost = words.partition(" (costs ")
    if not sep:
        return told(words) if words == "nothing" else words
    return f"{head} ({cost_words('costs ' + cost.removesuffix(')'))})"


N_("nothing")
N_("no dice")
_COLOURS = re.compile(r"(\d+) green\Z")


def colours_words(text: str) -> str:
    """Dice not yet rolled (actions.colours_text: ``6 green + yellow``) in the reader's language."""
    out = []
    for part in str(text).split(" + "):
        m = _COLOURS.match(part)
        out.append(told(said(N_("{n} green"), n=int(m.group(1)))) if m else told(part))
    return " + ".join(out)


# The stand-in and paraphrased card texts of the standard edition (data.py), sentence by sentence:
# text_said tells each one in the reader's language; a custom edition's own sentences stay as written.
CARD_SENTENCES = (
    N_("Spend: add the yellow die, or pay a 1-sanity task cost."),
    N_("Spend: add the yellow die, or pay a 1-stamina task cost."),
    N_("Spend: add the yellow die."),
    N_("Spend: add the red die."),
    N_("After a roll, secure up to 2 dice on this spell."),
    N_("After a roll, secure up to 1 die on this spell."),
    N_("Once per day, in the Clock phase: an investigator regains 1 sanity."),
    N_("Once per day, in the Clock phase: an investigator regains 1 stamina."),
    N_("Once per day, in the Clock phase: gain a clue."),
    N_("Once per day, in the Clock phase: an investigator regains 1 sanity and 1 stamina."),
    N_("Once per day, in the Clock phase: return a monster on an adventure to the cup."),
    N_("Discard before a roll: add the red die to the roll."),
    N_("Discard before a roll: add the yellow die to the roll."),
    N_("Discard before a roll: add a green die to the roll; then gain a clue."),
    N_("Discard before a roll: add the red die to the roll; then lose 1 sanity."),
    N_("Discard before a roll: add the yellow die and the red die to the roll; then lose 1 sanity and 1 stamina."),
    N_("Discard before a roll: add two green dice to the roll."),
    N_("Discard before a roll: add the yellow die to the roll; then, if you also hold Relic 8, gain a clue."),
    N_("Discard before a roll: add the red die to the roll; then, if you also hold Relic 7, regain 1 sanity."),
    N_("Discard before a roll: add a green die to the roll; then regain 1 stamina."),
    N_("Discard before a roll: add the red die to the roll; then a monster appears."),
    N_("Discard before a roll: add the yellow die to the roll; then, if you also hold Relic 12, regain 1 stamina."),
    N_("Discard before a roll: add a green die to the roll; then, if you also hold Relic 11, gain a clue."),
    N_("Discard before a roll: add the yellow die and a green die to the roll; then lose 1 stamina."),
    N_("Discard before a roll: add the red die to the roll; then gain an expedition token."),
    N_(
        "Discard before a roll: add the yellow die to the roll; then, if you also hold Relic 16, return a monster on an adventure to the cup."
    ),
    N_(
        "Discard before a roll: add the red die to the roll; then, if you also hold Relic 15, the clock does not advance in this turn's Clock phase."
    ),
    N_("A doom token is added."),
    N_("A doom token is added, and a monster appears."),
    N_("A monster appears."),
    N_("A green die is locked on this card while it is in effect."),
    N_("The yellow die is locked on this card while it is in effect."),
    N_('Until the next Mythos card, every adventure has the Terror effect "lose 1 sanity".'),
    N_("The red die is locked on this card while it is in effect."),
    N_('Until the next Mythos card, every adventure has the Terror effect "lose 1 stamina".'),
    N_('Until the next Mythos card, every adventure has the Terror effect "a monster appears".'),
    N_("The next time the clock strikes midnight, a doom token is added."),
    N_(
        "One more Adventure card is dealt into play; it stays until it is completed, even after this card leaves (ES-MID-10)."
    ),
    N_("The group chooses one of the two options."),
    N_("The next time the clock strikes midnight, a monster appears."),
    N_("The clock advances."),
    N_("Lose an expedition token."),
    N_("Each investigator loses 1 sanity."),
    N_("Add a doom token."),
    N_("A Dark Pharaoh adventure comes into play."),
    N_("Add a doom token, and a monster appears."),
    N_("Discard an item and draw a Relic."),
    N_("Nothing happens."),
    N_("Two monsters appear."),
    N_("Lose an Elder Sign."),
    N_("Each investigator loses 1 stamina."),
    N_("Gain an expedition token; the clock advances."),
    N_("Gain a clue; a monster appears."),
    N_("Discard a Spell."),
    N_("Draw an Ally; add a doom token."),
    N_("Gain 2 clues; a monster appears."),
    N_("Discard an item."),
    N_("An Other World card comes into play."),
    N_("The clock advances, and a doom token is removed."),
    N_("Spend 2 trophies, or a monster appears."),
    N_("Discard an Ally."),
    N_("Each investigator regains 1 sanity; a monster appears."),
    N_("Each investigator regains 1 stamina; the clock advances."),
    N_("The clock advances twice."),
    N_("Draw a Spell; each investigator loses 1 sanity."),
    N_("Discard a Relic."),
    N_("Lose a clue."),
    N_("Draw an Ally; the clock advances."),
    N_("Gain a clue."),
    N_("A green die is locked on this card."),
    N_("Each investigator loses 1 sanity and 1 stamina."),
    N_("Remove a doom token; a monster appears."),
    N_("Gain an expedition token."),
    N_("Discard this token in your Clock phase: draw a Common Item."),
    N_("Discard this token in your Clock phase: regain 2 stamina."),
    N_("Discard this token in your Clock phase: regain 2 sanity."),
    N_("Discard this token in your Clock phase: gain 2 clues."),
    N_("Discard this token in your Clock phase: remove a doom token."),
    N_("Once a day, in a Clock phase: the investigator whose phase it is regains 1 stamina."),
    N_("Once a day, in a Clock phase: the investigator whose phase it is regains 1 sanity."),
    N_("Once a day, in a Clock phase: the investigator whose phase it is gains a clue."),
    N_("Monsters cannot appear during her turn."),
    N_("She is immune to Terror effects."),
    N_("She ignores lingering Mythos effects."),
    N_("She may use locked dice during her turn; they lock again at its end."),
    N_("On Other World cards she adds the yellow and the red die free."),
    N_("Each time he gains Common Items (after setup), he gains one more."),
    N_("Once per day, at the start of any player's turn, one investigator regains 1 stamina."),
    N_(
        "At the start of her Resolution phase she may discard a Common Item, a clue or a Spell to add the yellow and the red die."
    ),
    N_("She may complete any number of tasks with one roll."),
    N_("Once per roll, on his turn, he may change one Terror result to a Peril."),
    N_("Once per day, at the start of any player's turn, one investigator regains 1 sanity."),
    N_(
        "Once per roll, on his turn, he may raise one die from 1 to 2 or from 2 to 3 investigation (a yellow or red die also from 3 to 4)."
    ),
    N_("Each time he gains Spells, he gains one more."),
    N_("Each time he gains Unique Items, he gains one more."),
    N_("Each clue he spends gives a second reroll, free."),
    N_("Once per roll, on his turn, he may change one Terror result to a Lore."),
    N_("Once per day, after any player's roll, she may have two dice rerolled."),
    N_("When he gains a Common Item, a Unique Item or a Spell he may gain a clue, a Common Item or a Spell instead."),
    N_("When Azathoth awakens, the investigators lose."),
    N_("A failed Other World card is removed from the game."),
    N_("When no Other World card is left, he awakens."),
    N_("An investigator who defeats a Cultist takes an Elder Sign off Yig (the option yig_sign_loss says when)."),
    N_("(Stand-in combat and attack: the printed ones are not public.)"),
    N_("Cthulhu's attack lowers an investigator's maximum sanity or stamina (the errata's wording)."),
    N_("His combat task holds an X: the number of monsters in play when the last doom token was added (at least 1)."),
    N_("The mask monsters join the monster cup."),
    N_("Every monster has one more task: a Terror."),
    N_("(Stand-in: the printed abilities are not public.)"),
    N_("When doom reaches a Dark Pharaoh space, a Dark Pharaoh adventure comes into play face down."),
    N_("Every monster marker goes into the cup except the Omens of the Pharaoh standard marker (the Sand Dweller)."),
)

#: Words a narration slot holds whole (told through the catalog): what is lost or regained.
SLOT_WORDS = (N_("sanity"), N_("stamina"))
