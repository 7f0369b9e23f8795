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

import copy
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
    kind: Literal["adventure", "other_world", "egyptian", "dark_pharaoh", "hidden_chamber"]
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
    # Omens of the Pharaoh: the stage deck (1 Cairo, 2 Dashur), the back's band and effects, the
    # Entry effect, a Hidden Chamber's unlock task and Chamber effect (ES-EGY, ES-CHAMB).
    stage: int = Field(default=0, ge=0, le=2)
    difficulty: Literal["", "green", "yellow", "red"] = ""
    back: Effects = []
    back_midnight: Effects = []
    entry: Effects = []
    unlock: str = ""
    chamber: Effects = []


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
    kind: Literal["common", "unique", "spell", "ally", "relic"]
    dice: list[Literal["green", "yellow", "red"]] = []
    secure: int = Field(default=0, ge=0, le=6)
    pays: Literal["", "sanity", "stamina"] = ""
    clock_phase: Effects = []
    once_per_day: bool = False
    text: str = ""
    # A relic's extra effect after it is used, and the one while its paired relic is in play (ES-RELIC-05).
    after: Effects = []
    pair: str = ""
    paired: Effects = []


class MythosChoiceRow(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    text: str = Field(min_length=1, max_length=300)
    effects: Effects = []
    expert: bool = False


class MythosRow(_Row):
    kind: Literal["mythos"]
    on_draw: Effects = []
    terror: Effects = []
    lock: Literal["", "green", "yellow", "red"] = ""
    midnight: Effects = []
    text: str = ""
    #: Omens of the Pharaoh Mythos cards: the two options the group chooses from (ES-LPMYTH-02).
    choices: list[MythosChoiceRow] = Field(default=[], max_length=2)


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
    "egyptian": AdventureRow,
    "dark_pharaoh": AdventureRow,
    "hidden_chamber": AdventureRow,
    "monster": MonsterRow,
    "investigator": InvestigatorRow,
    "common": ItemRow,
    "unique": ItemRow,
    "spell": ItemRow,
    "ally": ItemRow,
    "relic": ItemRow,
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


class TrophyOption(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    price: int = Field(ge=1, le=20)
    effect: str = Field(min_length=1)


class ExpeditionSpace(BaseModel):
    """A space of the Expedition sheet (ES-EXPD-04/05): a lasting effect, used once a day, or one
    used by discarding its token; both in the Clock phase of the one who uses it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=60)
    use: Literal["lasting", "discard"]
    effects: Effects = Field(min_length=1)
    text: str = ""


class PyramidModel(Provenanced):
    """The Lightless Pyramid's sheets: the Cairo and Dashur trophy options (ES-CAIRO-07), the
    unlock roll's green dice (ES-CHAMB-04), the Expedition sheet (ES-EXPD), The Exhibit's Relic price."""

    cairo: list[TrophyOption] = Field(min_length=1, max_length=12)
    dashur: list[TrophyOption] = Field(min_length=1, max_length=12)
    unlock_green: int = Field(ge=1, le=6)
    expedition: list[ExpeditionSpace] = Field(min_length=1, max_length=12)
    exhibit_relic_price: int = Field(ge=1, le=20)


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
    lightless_pyramid: PyramidModel | None = None
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
    kind: str = "adventure"
    stage: int = 0
    difficulty: str = ""
    back: tuple[tuple[bool, Effect], ...] = ()
    back_midnight: tuple[tuple[bool, Effect], ...] = ()
    entry: tuple[tuple[bool, Effect], ...] = ()
    unlock: Task | None = None
    chamber: tuple[tuple[bool, Effect], ...] = ()

    @property
    def egyptian(self) -> bool:
        """ES-EGY-01: the expansion's Adventure cards (the special ones among them)."""
        return self.kind in ("egyptian", "dark_pharaoh", "hidden_chamber")


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
    set: str = "base"


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
    after: tuple[tuple[bool, Effect], ...] = ()
    pair: str = ""
    paired: tuple[tuple[bool, Effect], ...] = ()
    set: str = "base"


@dataclass(frozen=True, slots=True)
class MythosChoice:
    text: str
    effects: tuple[tuple[bool, Effect], ...]
    expert: bool


@dataclass(frozen=True, slots=True)
class Mythos:
    name: str
    on_draw: tuple[tuple[bool, Effect], ...]
    terror: tuple[tuple[bool, Effect], ...]
    lock: int
    midnight: tuple[tuple[bool, Effect], ...]
    text: str
    stand_in: tuple[str, ...]
    choices: tuple[MythosChoice, ...] = ()
    set: str = "base"


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
    set: str = "base"


ITEM_KINDS = ("common", "unique", "spell", "ally", "relic")
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
        "pyramid",
        "pyramid_options",
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
        #: The Lightless Pyramid's sheets, None when the edition has no Omens of the Pharaoh content.
        self.pyramid = model.lightless_pyramid
        self.pyramid_options = _pyramid_options(model.lightless_pyramid, origin)
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
        self.adventures: tuple[Adventure, ...] = tuple(
            by_kind["adventure"] + by_kind["egyptian"] + by_kind["dark_pharaoh"] + by_kind["hidden_chamber"]
        )
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


def _pyramid_options(lp: PyramidModel | None, origin: str) -> dict[str, tuple[tuple[int, tuple[bool, Effect]], ...]]:
    """The trophy options of each side, compiled (and the Expedition spaces' effects checked)."""
    if lp is None:
        return {}
    try:
        for space in lp.expedition:
            parse_effects(space.effects)
        return {
            side: tuple((o.price, parse_effects([o.effect])[0]) for o in getattr(lp, side))
            for side in ("cairo", "dashur")
        }
    except EffectSyntax as exc:
        raise EditionError(origin, [("lightless_pyramid", str(exc))]) from None


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
    if kind in ("adventure", "other_world", "egyptian", "dark_pharaoh", "hidden_chamber"):
        return _adventure(row, stand_in)
    if kind == "monster":
        task = parse_row(row.task).task
        return Monster(row.name, task, row.trophy, row.cultist, row.mask, COLOUR[row.lock],
                       parse_effects(row.midnight), parse_effects(row.reward), stand_in, row.set)  # fmt: skip
    if kind == "investigator":
        return Investigator(row.name, row.sanity, row.stamina, tuple(row.start), row.ability, row.text, stand_in)
    if kind in ITEM_KINDS:
        return Item(row.name, kind, tuple(COLOUR[d] for d in row.dice), row.secure, row.pays,
                    parse_effects(row.clock_phase), row.once_per_day, row.text, stand_in,
                    parse_effects(row.after), row.pair, parse_effects(row.paired), row.set)  # fmt: skip
    if kind == "mythos":
        choices = tuple(MythosChoice(c.text, parse_effects(c.effects), c.expert) for c in row.choices)
        return Mythos(row.name, parse_effects(row.on_draw), parse_effects(row.terror), COLOUR[row.lock],
                      parse_effects(row.midnight), row.text, stand_in, choices, row.set)  # fmt: skip
    icons = tuple((int(k), parse_effects([v])[0]) for k, v in sorted(row.doom_icons.items(), key=lambda kv: int(kv[0])))
    return AncientOne(row.name, row.doom, row.elder_signs, parse_row(row.combat).task, parse_effects(row.attack),
                      parse_effects(row.awakening), parse_effects(row.midnight), icons, row.rule, row.text, stand_in,
                      row.set)  # fmt: skip


def _adventure(row: Any, stand_in: tuple[str, ...]) -> Adventure:
    kind = row.kind
    if (kind == "hidden_chamber") != bool(row.unlock):
        raise ValueError("a Hidden Chamber, and only one, has an unlock task (ES-CHAMB-02)")
    if kind == "egyptian" and row.stage not in (1, 2):
        raise ValueError("an Egyptian Adventure is of stage 1 (Cairo) or 2 (Dashur) (ES-LPSETUP-09)")
    if kind in ("dark_pharaoh", "hidden_chamber") and row.trophy:
        raise ValueError("a special adventure is never a trophy (ES-CHAMB-14, ES-PHAR-07): its trophy value is 0")
    unlock = parse_row(row.unlock).task if row.unlock else None
    return Adventure(
        row.name, kind == "other_world", tuple(parse_row(t) for t in row.tasks), row.ordered, row.trophy,
        parse_effects(row.terror), parse_effects(row.midnight), parse_effects(row.rewards),
        parse_effects(row.penalties), COLOUR[row.lock], parse_effects(row.when_drawn), stand_in,
        kind, 2 if kind == "hidden_chamber" else row.stage, row.difficulty, parse_effects(row.back),
        parse_effects(row.back_midnight), parse_effects(row.entry), unlock, parse_effects(row.chamber),
    )  # fmt: skip


def _check_counts(ed: ESEdition, origin: str) -> None:
    """Enough cards to make a game: six adventures in play and one to replace them, an Ancient One,
    an investigator per seat (the rules check the seat count)."""
    problems = []
    if sum(1 for a in ed.adventures if a.kind == "adventure") < 7:
        problems.append(("cards", "an edition needs at least 7 Adventure cards (6 in play, ES-SETUP-04)"))
    if not ed.ancient_ones:
        problems.append(("cards", "an edition needs an Ancient One (ES-SETUP-02)"))
    if not ed.investigators:
        problems.append(("cards", "an edition needs an investigator (ES-SETUP-08)"))
    if not ed.mythos:
        problems.append(("cards", "an edition needs a Mythos card (ES-SETUP-11)"))
    problems += _pyramid_problems(ed)
    if problems:
        raise EditionError(origin, problems)


def _pyramid_problems(ed: ESEdition) -> list[tuple[str, str]]:
    """An edition with Omens of the Pharaoh cards has its sheets, and enough of each deck."""
    egyptian = [a for a in ed.adventures if a.egyptian]
    if not egyptian and ed.pyramid is None:
        return []
    out = []
    if ed.pyramid is None:
        out.append(
            ("lightless_pyramid", "Egyptian Adventures need the [lightless_pyramid] sheets (ES-CAIRO-07, ES-EXPD)")
        )
    if sum(1 for a in egyptian if a.kind == "egyptian" and a.stage == 1) < 7:
        out.append(("cards", "the Lightless Pyramid needs at least 7 Stage I (Cairo) adventures (ES-LPSETUP-11)"))
    if not any(a.kind == "dark_pharaoh" for a in egyptian):
        out.append(("cards", "the Lightless Pyramid needs its Dark Pharaoh adventures (ES-LPSETUP-14)"))
    if not any(m.set == "ootp" and m.choices for m in ed.mythos):
        out.append(("cards", "the Lightless Pyramid needs its own Mythos cards, each with two options (ES-LPSETUP-15)"))
    return out


@cache
def standard_edition() -> ESEdition:
    return ESEdition(_standard_data(), "the embedded standard edition", builtin=True)


def _standard_data() -> dict[str, Any]:
    path = resources.files(__package__).joinpath("editions/standard.toml")
    with resources.as_file(path) as p:
        return read_data_file(p, trusted=True)


#: The standard edition's digest before the stand-in Expedition spaces were named plainly (rules
#: version 1, issue 30); its records name it, and it is today's data with the former names.
FORMER_STANDARD_DIGEST = "00fd022b949482979d697bcd2b978342617252af75c581af4c386476f5d68f60"
FORMER_SPACE_NAMES = (
    "Supply Cache", "Field Hospital", "Quiet Camp", "Survey Notes",
    "Warding Stones", "Water Supply", "Campfire", "Local Guide",
)  # fmt: skip


def former_standard_edition() -> ESEdition:
    """The standard edition as rules version 1's records name it (its former space names)."""
    data = copy.deepcopy(_standard_data())
    for space, name in zip(data["lightless_pyramid"]["expedition"], FORMER_SPACE_NAMES, strict=True):
        space["name"] = name
    return ESEdition(data, "the embedded standard edition (as of rules version 1)", builtin=True)


__all__ = ["STANDARD_FACES", "ESEdition", "standard_edition"]
