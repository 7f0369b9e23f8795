"""Arkham Noir, Case #1 components as data, each field with its provenance.

The schema below validates an edition file (TOML or JSON); :class:`ArkhamNoirEdition`
compiles it into flat tuples indexed by card code (0-49) that the rules read in their
hot paths. Investigation methods are bitmasks (bit 0 Search .. bit 3 Inquiry) so the
matching rule (AN-PLAY-02..04) is one ``&``: the ALL icon is every bit at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tabletome.engine.edition import Edition, Provenanced, read_data_file, validate

# AN-CARD-01: the six clue types, in the rulebook's order.
CLUE_TYPES = ("person", "threat", "artifact", "evidence", "location", "creature")
TYPE_TITLES = ("Person of interest", "Threat", "Artifact", "Evidence", "Location", "Creature")
TYPE_SHORT = ("PER", "THR", "ART", "EVI", "LOC", "CRE")

# AN-CARD-02: the four investigation methods and the ALL icon ("TODOS").
METHODS = ("search", "surveillance", "interview", "inquiry")
METHOD_TITLES = ("Search", "Surveillance", "Interview", "Inquiry")
METHOD_SHORT = ("S", "V", "I", "Q")
ALL_WORD = "all"
ALL_MASK = 0b1111  # AN-PLAY-04, AMB-14: ALL matches on either side of the comparison

# AN-CARD-04: attributes. A Puzzle card always shows the Lock too ([DEM]), so it is a Lock.
ATTRIBUTES = ("none", "puzzle", "key", "lock", "min_cards")
A_NONE, A_PUZZLE, A_KEY, A_LOCK, A_MIN = range(5)

# AMB-01: the effect glossary is not public; these are the effects the engine can resolve.
EFFECT_KINDS = (
    "sanity_test",
    "draw",
    "discard",
    "take_back",
    "play",
    "clear_time",
    "time_penalty",
    "take_from_row",
    "discard_from_row",
    "calm",
)
(
    E_SANITY_TEST,
    E_DRAW,
    E_DISCARD,
    E_TAKE_BACK,
    E_PLAY,
    E_CLEAR_TIME,
    E_TIME_PENALTY,
    E_TAKE_FROM_ROW,
    E_DISCARD_FROM_ROW,
    E_CALM,
) = range(10)
# Effects that need no target: an optional one is only "use" or "skip".
NO_TARGET = frozenset({E_SANITY_TEST, E_DRAW, E_TIME_PENALTY})

N_CARDS = 50  # AN-COMP-01
N_VICTIMS = 6  # AN-COMP-02

TypeName = Literal["person", "threat", "artifact", "evidence", "location", "creature"]
MethodName = Literal["search", "surveillance", "interview", "inquiry"]
IconName = Literal["search", "surveillance", "interview", "inquiry", "all"]
EffectKind = Literal[
    "sanity_test",
    "draw",
    "discard",
    "take_back",
    "play",
    "clear_time",
    "time_penalty",
    "take_from_row",
    "discard_from_row",
    "calm",
]
Strict = ConfigDict(extra="forbid", frozen=True)


class Meta(BaseModel):
    model_config = Strict
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    game: Literal["arkham_noir"]
    description: str = ""


class Effect(Provenanced):
    """One entry of the effect glossary ("EFECTOS DE LAS CARTAS")."""

    kind: EffectKind
    name: str = Field(min_length=1)
    text: str = Field(min_length=1)


class PrintedEffect(BaseModel):
    """An effect printed at the bottom of a clue card: black is mandatory, brown optional (AN-EFF-02/03)."""

    model_config = Strict
    kind: EffectKind
    mandatory: bool


class ClueCard(Provenanced):
    number: int = Field(ge=1, le=N_CARDS)
    name: str = Field(min_length=1)
    type: TypeName
    left: IconName
    right: list[IconName] = Field(min_length=1, max_length=4)
    attribute: Literal["none", "puzzle", "key", "lock", "min_cards"]
    min_cards: int = Field(ge=0, le=9)
    time: bool
    sanity: bool
    effects: list[PrintedEffect] = Field(max_length=3)

    @model_validator(mode="after")
    def _consistent(self) -> ClueCard:
        if len(set(self.right)) != len(self.right):
            raise ValueError("right lists an icon twice")
        if ALL_WORD in self.right and len(self.right) > 1:
            raise ValueError("right: the ALL icon already matches every method, so it stands alone")
        if (self.attribute == "min_cards") != (self.min_cards > 0):
            raise ValueError("min_cards is the printed number of a 'min_cards' card (at least 1) and 0 on any other")
        return self


class Victim(Provenanced):
    name: str = Field(min_length=1)
    profession: str = Field(min_length=1)
    methods: list[MethodName] = Field(min_length=1, max_length=4)

    @model_validator(mode="after")
    def _distinct(self) -> Victim:
        if len(set(self.methods)) != len(self.methods):
            raise ValueError("methods lists a method twice")
        return self


class Contact(Provenanced):
    name: str = Field(min_length=1)
    key_side: str = Field(min_length=1)
    exchange_side: str = Field(min_length=1)


class EditionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    edition: Meta
    effects: list[Effect] = Field(min_length=1)
    clue_cards: list[ClueCard] = Field(min_length=N_CARDS, max_length=N_CARDS)
    victims: list[Victim] = Field(min_length=N_VICTIMS, max_length=N_VICTIMS)
    contact: Contact

    @model_validator(mode="after")
    def _playable(self) -> EditionModel:
        problems = [problem for check in PLAYABLE_CHECKS for problem in check(self)]
        if problems:
            raise ValueError("; ".join(problems))
        return self


def _numbered_in_order(m: EditionModel) -> list[str]:
    if [c.number for c in m.clue_cards] != list(range(1, N_CARDS + 1)):
        return [f"clue_cards must be numbered 1 to {N_CARDS} in order"]
    return []


def _glossary_covers_the_cards(m: EditionModel) -> list[str]:
    kinds = [e.kind for e in m.effects]
    problems = [] if len(set(kinds)) == len(kinds) else ["effects: each kind appears once in the glossary"]
    for c in m.clue_cards:
        problems += [
            f"clue_cards[{c.number - 1}].effects: '{e.kind}' is not in the effect glossary"
            for e in c.effects
            if e.kind not in kinds
        ]
    return problems


def _puzzles_of_every_type(m: EditionModel) -> list[str]:
    """The hardest victory condition asks for all 6 types (AN-DIFF-04)."""
    puzzle_types = {c.type for c in m.clue_cards if c.attribute == "puzzle"}
    missing = [t for t in CLUE_TYPES if t not in puzzle_types]
    if missing:
        return [f"Puzzle cards must cover all 6 clue types (AN-DIFF-04); none is {', '.join(missing)}"]
    return []


def _keys_for_the_puzzles(m: EditionModel) -> list[str]:
    """Every Puzzle is a Lock (AN-REQ-02/03): 6 Puzzle types need 6 opened Locks, one by the contact's Key."""
    keys = sum(1 for c in m.clue_cards if c.attribute == "key")
    if keys < len(CLUE_TYPES) - 1:
        return [f"{keys} Key cards cannot open the Locks of 6 Puzzle types (5 needed besides the contact)"]
    return []


def _every_case_can_open(m: EditionModel) -> list[str]:
    """A case can start only with a card whose left icon matches its victim (AN-PLAY-02)."""
    return [
        f"victims[{i}] ({v.name}): no clue card without a requirement can open its case"
        for i, v in enumerate(m.victims)
        if not any(c.attribute in ("none", "key") and (c.left == ALL_WORD or c.left in v.methods) for c in m.clue_cards)
    ]


PLAYABLE_CHECKS = (
    _numbered_in_order,
    _glossary_covers_the_cards,
    _puzzles_of_every_type,
    _keys_for_the_puzzles,
    _every_case_can_open,
)


def icon_mask(icon: str) -> int:
    return ALL_MASK if icon == ALL_WORD else 1 << METHODS.index(icon)


def icons_mask(icons: list[str]) -> int:
    m = 0
    for icon in icons:
        m |= icon_mask(icon)
    return m


def mask_text(mask: int) -> str:
    """Icons as short letters: S Search, V Surveillance, I Interview, Q Inquiry, * ALL."""
    if mask == ALL_MASK:
        return "*"
    return "".join(METHOD_SHORT[i] for i in range(4) if mask >> i & 1)


def mask_names(mask: int) -> list[str]:
    if mask == ALL_MASK:
        return [ALL_WORD]
    return [METHODS[i] for i in range(4) if mask >> i & 1]


# Facts the public sources state, to check an edition against (see known_fact_differences).
KNOWN_EFFECT_KINDS = {
    "take_back": "[ROTD] 'take already-played cards back into hand'",
    "sanity_test": "[ROTD] 'do a stability (sanity) check'",
    "draw": "[ROTD] 'draw cards'",
    "discard": "[ROTD] 'discard cards'",
}
KNOWN_CONTACT = "Dr. Armitage"  # [ROTD]
KNOWN_EFFECT_COUNT = 10  # [TRIC]


class ArkhamNoirEdition(Edition):
    """Validated edition data compiled into flat tuples for the rules."""

    __slots__ = (
        "attr",
        "contact_name",
        "ctype",
        "effect_names",
        "effect_texts",
        "effects",
        "key",
        "key_balance",
        "left",
        "lock",
        "min_cards",
        "model",
        "names",
        "puzzle",
        "right",
        "sanity",
        "time",
        "type_bit",
        "v_names",
        "v_professions",
        "v_right",
    )

    def __init__(self, data: Mapping[str, Any], origin: str, builtin: bool = False) -> None:
        super().__init__(data, origin, builtin)
        m = validate(EditionModel, data, origin)
        self.model = m
        self._compile_faces(m.clue_cards)
        self._compile_attributes(m.clue_cards)
        self._compile_victims(m.victims)
        self._compile_glossary(m.effects)
        self.contact_name = m.contact.name

    def _compile_faces(self, cs: list[ClueCard]) -> None:
        """Names, clue types, investigation icons (bitmasks), penalty icons and printed effects."""
        self.names = tuple(c.name for c in cs)
        self.ctype = tuple(CLUE_TYPES.index(c.type) for c in cs)
        self.type_bit = tuple(1 << t for t in self.ctype)  # a set of clue types is a bitmask
        self.left = tuple(icon_mask(c.left) for c in cs)
        self.right = tuple(icons_mask(list(c.right)) for c in cs)
        self.time = tuple(c.time for c in cs)
        self.sanity = tuple(c.sanity for c in cs)
        self.effects = tuple(tuple((EFFECT_KINDS.index(e.kind), e.mandatory) for e in c.effects) for c in cs)

    def _compile_attributes(self, cs: list[ClueCard]) -> None:
        """AN-CARD-04: a Puzzle clue is also a Lock ([DEM])."""
        self.attr = tuple(ATTRIBUTES.index(c.attribute) for c in cs)
        self.puzzle = tuple(a == A_PUZZLE for a in self.attr)
        self.key = tuple(a == A_KEY for a in self.attr)
        self.lock = tuple(a in (A_PUZZLE, A_LOCK) for a in self.attr)
        self.min_cards = tuple(c.min_cards for c in cs)
        # What a card in a line adds to its spare Keys (AN-REQ-03, AMB-15): +1 a Key, -1 a Lock.
        self.key_balance = tuple(1 if k else (-1 if lo else 0) for k, lo in zip(self.key, self.lock, strict=True))

    def _compile_victims(self, vs: list[Victim]) -> None:
        self.v_names = tuple(v.name for v in vs)
        self.v_professions = tuple(v.profession for v in vs)
        self.v_right = tuple(icons_mask(list(v.methods)) for v in vs)

    def _compile_glossary(self, effects: list[Effect]) -> None:
        by_kind = {EFFECT_KINDS.index(e.kind): e for e in effects}
        self.effect_names = tuple(by_kind[k].name if k in by_kind else EFFECT_KINDS[k] for k in range(10))
        self.effect_texts = tuple(by_kind[k].text if k in by_kind else "" for k in range(10))

    # Names for players --------------------------------------------------
    def card_label(self, card: int) -> str:
        """``#12 Moses Sargent`` — the number printed in notation, and the title."""
        return f"#{card + 1} {self.names[card]}"

    def card_icons(self, card: int) -> str:
        """A compact line of a card's icons, e.g. ``S>VI THR puzzle ⌛``."""
        parts = [f"{mask_text(self.left[card])}>{mask_text(self.right[card])}", TYPE_SHORT[self.ctype[card]]]
        a = self.attr[card]
        if a == A_MIN:
            parts.append(f"min{self.min_cards[card]}")
        elif a != A_NONE:
            parts.append(ATTRIBUTES[a])
        if self.time[card]:
            parts.append("time")
        if self.sanity[card]:
            parts.append("sanity")
        return " ".join(parts)

    def effect_text(self, kind: int, mandatory: bool) -> str:
        return f"{self.effect_names[kind]} ({'black, mandatory' if mandatory else 'brown, optional'})"

    def known_fact_differences(self) -> list[str]:
        """Where this edition differs from what public sources state (warnings, not errors)."""
        out = []
        m = self.model
        if len(m.effects) != KNOWN_EFFECT_COUNT:
            out.append(f"the glossary has {len(m.effects)} effects; the printed game has {KNOWN_EFFECT_COUNT} [TRIC]")
        kinds = {e.kind for e in m.effects}
        for kind, source in KNOWN_EFFECT_KINDS.items():
            if kind not in kinds:
                out.append(f"the glossary lacks '{kind}', an effect of the printed game: {source}")
        if m.contact.name != KNOWN_CONTACT:
            out.append(
                f"contact.name is '{m.contact.name}'; the printed Professional Contact is {KNOWN_CONTACT} [ROTD]"
            )
        for i, v in enumerate(m.victims):
            if len(v.methods) != 2:
                out.append(f"victims[{i}] shows {len(v.methods)} methods; victim cards show two [ROTD]")
        return out


STANDARD_FILE = "standin.toml"


@cache
def standard_edition() -> ArkhamNoirEdition:
    text = resources.files(__package__).joinpath("editions").joinpath(STANDARD_FILE)
    with resources.as_file(text) as path:
        data = read_data_file(path, trusted=True)
    return ArkhamNoirEdition(data, f"embedded {STANDARD_FILE}", builtin=True)
