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


def named(value: Any) -> Any:
    """A narration slot's value: a stand-in name or a card's back as a line told in the reader's
    language (the same English text), anything else as it is."""
    if not isinstance(value, str) or isinstance(value, Said):
        return value
    m = _NUMBERED.match(value)
    if m is not None and m.group(1) in _KINDS:
        return said(_KINDS[m.group(1)], n=int(m.group(2)))
    b = _BACK.match(value)
    if b is not None:
        cap = b.group(1) == "A"
        if b.group(2) is not None:
            return said(BACKS[3 if cap else 2], unlock=b.group(2))
        return said(BACKS[5 if cap else 4], difficulty=b.group(3))
    return value


def name_words(name: Any) -> str:
    """A card's name (or back) as the reader reads it: a stand-in translated, a printed name kept."""
    return told(named(str(name)))


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
