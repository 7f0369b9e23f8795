"""Elder Sign component data: the edition's schema, read through the engine's card database.

Every card is a row of ``[[cards]]`` with a ``kind``: ``adventure``, ``other_world``, ``monster``,
``investigator``, ``common``, ``unique``, ``spell``, ``ally``, ``mythos``, ``ancient_one``. Each
field names its source: a row's ``provenance`` table per field, or one string for the whole row,
or the ``[sources]`` default of its set (``engine.cards``). ``stand-in`` marks a value made up
where the printed card is not public; such a value satisfies every known fact (counts, kinds of
effect, the usual pattern of a deck). The rules read the compiled tuples of :class:`ESEdition`.

Task rows are written as in the research tables: ``"3 L T/P"`` icons, then marks: ``(m0)`` a
monster task covering the whole row, ``(m1)`` one covering its last icon (partial), ``[M]`` a
blank monster row, ``+sanity1`` / ``+stamina1`` a cost, ``+clock`` a clock icon.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from importlib import resources
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletome.engine.cards import CardDatabase, CardSchema
from tabletome.engine.edition import Edition, Provenanced, problems_of, read_data_file, validate
from tabletome.engine.errors import EditionError

from .dice import GREEN, RED, STANDARD_FACES, YELLOW, Task, parse_icons
from .effects import Effect, EffectSyntax, parse_effects

SCHEMA = CardSchema()
COLOUR = {"": -1, "green": GREEN, "yellow": YELLOW, "red": RED}
# Monster rows of an adventure (ES-MON-02, ES-MON-03)
NO_MONSTER, BLANK, TOTAL, PARTIAL = 0, 1, 2, 3


class _Row(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    kind: str
    name: str = Field(min_length=1, max_length=80)
    set: str = "base"
    provenance: str | dict[str, str] = ""


Effects = list[str]


class AdventureRow(_Row):
    kind: Literal["adventure", "other_world"]
    tasks: list[str] = Field(min_length=1, max_length=8)
    ordered: bool = False
    trophy: int = Field(ge=0, le=9)
    terror: Effects = []
    midnight: Effects = []
    rewards: Effects = []
    penalties: Effects = []
    lock: Literal["", "green", "yellow", "red"] = ""
    when_drawn: Effects = []
    alternate: dict[str, Any] = {}


class MonsterRow(_Row):
    kind: Literal["monster"]
    task: str
    trophy: int = Field(ge=0, le=9)
    cultist: bool = False
    mask: bool = False
    lock: Literal["", "green", "yellow", "red"] = ""
    midnight: Effects = []
    reward: Effects = []


class InvestigatorRow(_Row):
    kind: Literal["investigator"]
    sanity: int = Field(ge=1, le=12)
    stamina: int = Field(ge=1, le=12)
    start: list[str] = []
    ability: str = ""
    text: str = ""


class ItemRow(_Row):
    kind: Literal["common", "unique", "spell", "ally"]
    dice: list[Literal["yellow", "red"]] = []
    secure: int = Field(default=0, ge=0, le=6)
    pays: Literal["", "sanity", "stamina"] = ""
    clock_phase: Effects = []
    once_per_day: bool = False
    text: str = ""


class MythosRow(_Row):
    kind: Literal["mythos"]
    on_draw: Effects = []
    terror: Effects = []
    lock: Literal["", "green", "yellow", "red"] = ""
    midnight: Effects = []
    text: str = ""


class AncientOneRow(_Row):
    kind: Literal["ancient_one"]
    doom: int = Field(ge=1, le=20)
    elder_signs: int = Field(ge=1, le=20)
    combat: str
    attack: Effects = []
    awakening: Effects = []
    midnight: Effects = []
    doom_icons: dict[str, str] = {}
    rule: str = ""
    text: str = ""


ROWS: dict[str, type[_Row]] = {
    "adventure": AdventureRow,
    "other_world": AdventureRow,
    "monster": MonsterRow,
    "investigator": InvestigatorRow,
    "common": ItemRow,
    "unique": ItemRow,
    "spell": ItemRow,
    "ally": ItemRow,
    "mythos": MythosRow,
    "ancient_one": AncientOneRow,
}


class DiceModel(Provenanced):
    green: list[str] = Field(min_length=6, max_length=6)
    yellow: list[str] = Field(min_length=6, max_length=6)
    red: list[str] = Field(min_length=6, max_length=6)
    counts: list[int] = Field(min_length=3, max_length=3)


class EntranceModel(Provenanced):
    first_aid_free: int = Field(ge=0, le=5)
    first_aid_one_price: int = Field(ge=0, le=20)
    first_aid_both_price: int = Field(ge=0, le=20)
    lost_and_found: list[str] = Field(min_length=6, max_length=6)
    souvenirs: dict[str, int]
    elder_sign_price: int = Field(ge=1, le=40)


class ClockModel(Provenanced):
    step: int = Field(ge=1, le=12)
    day: int = Field(ge=1, le=24)


class EditionMeta(BaseModel):
    model_config = ConfigDict(extra="forbid")

    id: str
    name: str
    game: str = "elder_sign"
    description: str = ""


class EditionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")

    edition: EditionMeta
    sources: dict[str, Any] = {}
    dice: DiceModel
    entrance: EntranceModel
    clock: ClockModel
    cards: list[dict[str, Any]]


# ---------------------------------------------------------------- compiled cards
@dataclass(frozen=True, slots=True)
class Row:
    """One task row of an adventure: its task and what kind of monster row it is."""

    task: Task
    monster: int = NO_MONSTER


@dataclass(frozen=True, slots=True)
class Adventure:
    name: str
    other_world: bool
    rows: tuple[Row, ...]
    ordered: bool
    trophy: int
    terror: tuple[tuple[bool, Effect], ...]
    midnight: tuple[tuple[bool, Effect], ...]
    rewards: tuple[tuple[bool, Effect], ...]
    penalties: tuple[tuple[bool, Effect], ...]
    lock: int
    when_drawn: tuple[tuple[bool, Effect], ...]
    stand_in: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Monster:
    name: str
    task: Task
    trophy: int
    cultist: bool
    mask: bool
    lock: int
    midnight: tuple[tuple[bool, Effect], ...]
    reward: tuple[tuple[bool, Effect], ...]
    stand_in: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Investigator:
    name: str
    sanity: int
    stamina: int
    start: tuple[str, ...]
    ability: str
    text: str
    stand_in: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Item:
    name: str
    kind: str
    dice: tuple[int, ...]
    secure: int
    pays: str
    clock_phase: tuple[tuple[bool, Effect], ...]
    once_per_day: bool
    text: str
    stand_in: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Mythos:
    name: str
    on_draw: tuple[tuple[bool, Effect], ...]
    terror: tuple[tuple[bool, Effect], ...]
    lock: int
    midnight: tuple[tuple[bool, Effect], ...]
    text: str
    stand_in: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class AncientOne:
    name: str
    doom: int
    elder_signs: int
    combat: Task
    attack: tuple[tuple[bool, Effect], ...]
    awakening: tuple[tuple[bool, Effect], ...]
    midnight: tuple[tuple[bool, Effect], ...]
    doom_icons: tuple[tuple[int, tuple[bool, Effect]], ...]
    rule: str
    text: str
    stand_in: tuple[str, ...]


ITEM_KINDS = ("common", "unique", "spell", "ally")
FACE_CODES = {"1": 1, "2": 2, "3": 3, "4": 4, "L": 5, "P": 6, "T": 7, "W": 8}


def parse_row(text: str) -> Row:
    """``"P T (m1) +stamina1"`` -> a task row (see the module's notation)."""
    words = text.split()
    monster = NO_MONSTER
    sanity = stamina = clock = 0
    icons = []
    for w in words:
        if w == "[M]":
            monster = BLANK
        elif w == "(m0)":
            monster = TOTAL
        elif w == "(m1)":
            monster = PARTIAL
        elif w.startswith("+sanity"):
            sanity += int(w[7:] or 1)
        elif w.startswith("+stamina"):
            stamina += int(w[8:] or 1)
        elif w == "+clock":
            clock += 1
        else:
            icons.append(w)
    task = Task(parse_icons(" ".join(icons)), sanity, stamina, clock)
    if monster == BLANK and task.icons:
        raise ValueError(f"{text!r}: a blank monster row [M] has no icons")
    if monster == PARTIAL and len(task.icons) < 2:
        raise ValueError(f"{text!r}: a partial monster row (m1) needs an icon left uncovered")
    if monster == NO_MONSTER and not task.icons and not (sanity or stamina or clock):
        raise ValueError(f"{text!r}: a task row needs an icon")
    return Row(task, monster)


class ESEdition(Edition):
    """The validated cards, compiled to tuples the rules read."""

    __slots__ = (
        "adventures",
        "ancient_ones",
        "cards",
        "clock",
        "counts",
        "entrance",
        "faces",
        "investigators",
        "items",
        "monsters",
        "mythos",
        "other_worlds",
        "souvenirs",
        "lost_and_found",
        "alternates",
    )

    def __init__(self, data: Mapping[str, Any], origin: str, builtin: bool = False) -> None:
        model = validate(EditionModel, data, origin)
        super().__init__(data, origin, builtin)
        self.faces = tuple(tuple(FACE_CODES[f] for f in getattr(model.dice, c)) for c in ("green", "yellow", "red"))
        self.counts = tuple(model.dice.counts)
        self.entrance = model.entrance
        self.clock = model.clock
        self.souvenirs = tuple(model.entrance.souvenirs.items())
        self.lost_and_found = parse_effects(model.entrance.lost_and_found)
        db = CardDatabase.for_edition(self, SCHEMA)
        self.cards = db
        rows = _typed_rows(data["cards"], origin)
        stand = {card.name: tuple(f for f in card.fields if card.is_stand_in(f)) for card in db}
        by_kind: dict[str, list[Any]] = {k: [] for k in ROWS}
        for pos, row in enumerate(rows):
            try:
                by_kind[row.kind].append(_compile(row, stand.get(row.name, ())))
            except (ValueError, EffectSyntax) as exc:
                raise EditionError(origin, [(f"cards[{pos}] ({row.name})", str(exc))]) from None
        self.adventures: tuple[Adventure, ...] = tuple(by_kind["adventure"])
        self.other_worlds: tuple[Adventure, ...] = tuple(by_kind["other_world"])
        self.monsters: tuple[Monster, ...] = tuple(by_kind["monster"])
        self.investigators: tuple[Investigator, ...] = tuple(by_kind["investigator"])
        self.items: dict[str, tuple[Item, ...]] = {k: tuple(by_kind[k]) for k in ITEM_KINDS}
        self.mythos: tuple[Mythos, ...] = tuple(by_kind["mythos"])
        self.ancient_ones: tuple[AncientOne, ...] = tuple(by_kind["ancient_one"])
        #: AMB-04: the other transcription's reading of a card (its index -> that Adventure).
        self.alternates: dict[int, Adventure] = {}
        names = [a.name for a in self.adventures]
        for row in rows:
            if row.kind == "adventure" and row.alternate.get("tasks"):
                i = names.index(row.name)
                alt_rows = tuple(parse_row(t) for t in row.alternate["tasks"])
                self.alternates[i] = replace(
                    self.adventures[i], rows=alt_rows, ordered=bool(row.alternate.get("ordered", False))
                )
        _check_counts(self, origin)

    def ancient_one(self, name: str) -> int:
        for i, ao in enumerate(self.ancient_ones):
            if ao.name.lower() == name.lower():
                return i
        raise KeyError(name)


def _typed_rows(rows: list[dict[str, Any]], origin: str) -> list[Any]:
    out = []
    for pos, raw in enumerate(rows):
        kind = raw.get("kind")
        model = ROWS.get(kind) if isinstance(kind, str) else None
        if model is None:
            raise EditionError(origin, [(f"cards[{pos}].kind", f"is one of {', '.join(ROWS)}")])
        try:
            out.append(model.model_validate(raw))
        except ValidationError as exc:
            where = f"cards[{pos}] ({raw.get('name', '?')})"
            raise EditionError(origin, [(f"{where}.{w}", m) for w, m in problems_of(exc)]) from None
    return out


def _compile(row: Any, stand_in: tuple[str, ...]) -> Any:
    kind = row.kind
    if kind in ("adventure", "other_world"):
        return Adventure(
            row.name, kind == "other_world", tuple(parse_row(t) for t in row.tasks), row.ordered, row.trophy,
            parse_effects(row.terror), parse_effects(row.midnight), parse_effects(row.rewards),
            parse_effects(row.penalties), COLOUR[row.lock], parse_effects(row.when_drawn), stand_in,
        )  # fmt: skip
    if kind == "monster":
        task = parse_row(row.task).task
        return Monster(row.name, task, row.trophy, row.cultist, row.mask, COLOUR[row.lock],
                       parse_effects(row.midnight), parse_effects(row.reward), stand_in)  # fmt: skip
    if kind == "investigator":
        return Investigator(row.name, row.sanity, row.stamina, tuple(row.start), row.ability, row.text, stand_in)
    if kind in ITEM_KINDS:
        return Item(row.name, kind, tuple(COLOUR[d] for d in row.dice), row.secure, row.pays,
                    parse_effects(row.clock_phase), row.once_per_day, row.text, stand_in)  # fmt: skip
    if kind == "mythos":
        return Mythos(row.name, parse_effects(row.on_draw), parse_effects(row.terror), COLOUR[row.lock],
                      parse_effects(row.midnight), row.text, stand_in)  # fmt: skip
    icons = tuple((int(k), parse_effects([v])[0]) for k, v in sorted(row.doom_icons.items(), key=lambda kv: int(kv[0])))
    return AncientOne(row.name, row.doom, row.elder_signs, parse_row(row.combat).task, parse_effects(row.attack),
                      parse_effects(row.awakening), parse_effects(row.midnight), icons, row.rule, row.text, stand_in)  # fmt: skip


def _check_counts(ed: ESEdition, origin: str) -> None:
    """Enough cards to make a game: six adventures in play and one to replace them, an Ancient One,
    an investigator per seat (the rules check the seat count)."""
    problems = []
    if len(ed.adventures) < 7:
        problems.append(("cards", "an edition needs at least 7 Adventure cards (6 in play, ES-SETUP-04)"))
    if not ed.ancient_ones:
        problems.append(("cards", "an edition needs an Ancient One (ES-SETUP-02)"))
    if not ed.investigators:
        problems.append(("cards", "an edition needs an investigator (ES-SETUP-08)"))
    if not ed.mythos:
        problems.append(("cards", "an edition needs a Mythos card (ES-SETUP-11)"))
    if problems:
        raise EditionError(origin, problems)


@cache
def standard_edition() -> ESEdition:
    path = resources.files(__package__).joinpath("editions/standard.toml")
    with resources.as_file(path) as p:
        return ESEdition(read_data_file(p, trusted=True), "the embedded standard edition", builtin=True)


__all__ = ["STANDARD_FACES", "ESEdition", "standard_edition"]
