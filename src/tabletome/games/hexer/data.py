"""Der Hexer von Salem components as data, each field with its provenance.

The schema below validates an edition file (TOML or JSON); :class:`HexerEdition`
compiles it into flat tuples that the rules read in their hot paths. Item codes:
0 Necronomicon, 1 Glasses, 2 Elixir, 3 Dagger, 4.. artifacts by symbol.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tabletome.engine.edition import Edition, Provenanced, read_data_file, validate

NORMAL_ITEMS = ("necronomicon", "glasses", "elixir", "dagger")
ITEM_LETTERS = ("N", "G", "E", "D")
ITEM_TITLES = ("Necronomicon", "Glasses", "Elixir", "Dagger")
N, G, E, D = 0, 1, 2, 3

COSTS = ("free", "necron1", "necron2", "sanity1", "sanity2", "creature", "event")
FREE, NECRON1, NECRON2, SANITY1, SANITY2, CREATURE, EVENT = range(7)

DIE_FACES = (*NORMAL_ITEMS, "sanity", "necron")
FACE_SANITY, FACE_NECRON = 4, 5

# Effect kinds shared by creature activations and events.
DAMAGE_KINDS = ("none", "necron", "discard", "sanity", "summon_shadow", "craven_elixir")
K_NONE, K_NECRON, K_DISCARD, K_SANITY, K_SUMMON, K_CRAVEN_ELIXIR = range(6)

# Great Old One card texts (continuous effects while it is the Shadow or revealed in R'lyeh).
GOO_EFFECTS = (
    "die_necron_extra",
    "passage_extra_sanity",
    "no_craven_elixir",
    "round_necron",
    "acquire_extra_necron",
    "no_craven_protection",
)
GE_DIE_NECRON, GE_PASSAGE, GE_NO_ELIXIR, GE_ROUND_NECRON, GE_ACQUIRE_NECRON, GE_NO_PROTECTION = range(6)

REQUIREMENTS = ("same", "different", "items")
R_SAME, R_DIFFERENT, R_ITEMS = range(3)

ItemName = Literal["necronomicon", "glasses", "elixir", "dagger"]
Strict = ConfigDict(extra="forbid", frozen=True)


class Meta(BaseModel):
    model_config = Strict
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    game: Literal["hexer"]
    description: str = ""


class Location(Provenanced):
    number: int = Field(ge=0, le=6)
    name: str = Field(min_length=1)
    artifact_symbol: str = Field(min_length=1)
    item_costs: list[Literal["free", "necron1", "necron2", "sanity1", "sanity2", "creature", "event"]] = Field(
        max_length=3
    )
    #: HX-SETUP-30 "por cada localização tiram-se três objectos": 3 at every location, the
    #: University included (the default). [ROZ] describes the University as having "just a spot
    #: for a single Great Old One card": an edition may give it 0 (its Shadow space only).
    item_spaces: Literal[0, 3] = 3

    DEFAULT_SOURCES: ClassVar[Mapping[str, str]] = {
        "item_spaces": "[PT] HX-SETUP-30 'por cada localização tiram-se três objectos' (AMB-10); "
        "0 at the University per [ROZ] 'just has a spot for a single Great Old One card'"
    }


class NecronTrack(Provenanced):
    final: int = Field(ge=5, le=200)
    demonic_power: int = Field(ge=1)
    necron_faces: list[int]

    @model_validator(mode="after")
    def _layout(self) -> NecronTrack:
        if not self.demonic_power < self.final:
            raise ValueError("demonic_power must lie before the final space")
        if any(not 0 < f <= self.final for f in self.necron_faces):
            raise ValueError("every necron_faces space must lie between 1 and final")
        if sorted(set(self.necron_faces)) != self.necron_faces:
            raise ValueError("necron_faces must be increasing, without repeats")
        return self


class MadnessDie(Provenanced):
    faces: list[Literal["necronomicon", "glasses", "elixir", "dagger", "sanity", "necron"]] = Field(min_length=1)


class Items(Provenanced):
    necronomicon: int = Field(ge=0)
    glasses: int = Field(ge=0)
    elixir: int = Field(ge=0)
    dagger: int = Field(ge=0)
    artifact_symbols: list[str] = Field(min_length=1)
    artifacts_per_symbol: int = Field(ge=1)


class PortalTiles(Provenanced):
    portals: int = Field(ge=1)
    walls: int = Field(ge=0)

    @model_validator(mode="after")
    def _eight(self) -> PortalTiles:
        if self.portals + self.walls != 8:
            raise ValueError("a set of portal tiles has 8 tiles (HX-COMP-07): portals + walls must be 8")
        return self


class Damage(BaseModel):
    model_config = Strict
    kind: Literal["none", "necron", "discard", "sanity", "summon_shadow", "craven_elixir"]
    amount: int = Field(default=0, ge=0)
    item: Literal["necronomicon", "glasses", "elixir", "dagger", "any"] = "any"


class Creature(Provenanced):
    name: str = Field(min_length=1)
    defeat: list[ItemName] = Field(min_length=2, max_length=2)
    discard_artifact: bool
    activation: Damage
    red_arrow: bool

    @model_validator(mode="after")
    def _activation(self) -> Creature:
        if self.activation.kind in ("summon_shadow", "craven_elixir"):
            raise ValueError("a creature activation damages: none, necron, discard or sanity")
        return self


class Requirement(BaseModel):
    model_config = Strict
    kind: Literal["same", "different", "items"]
    items: list[ItemName] = []

    @model_validator(mode="after")
    def _three(self) -> Requirement:
        if self.kind == "items" and len(self.items) != 3:
            raise ValueError("a requirement of kind 'items' lists exactly 3 items")
        if self.kind != "items" and self.items:
            raise ValueError(f"a requirement of kind '{self.kind}' lists no items")
        return self


class GooEffect(BaseModel):
    model_config = Strict
    kind: Literal[
        "die_necron_extra",
        "passage_extra_sanity",
        "no_craven_elixir",
        "round_necron",
        "acquire_extra_necron",
        "no_craven_protection",
    ]
    amount: int = Field(default=1, ge=0)


class GreatOldOne(Provenanced):
    name: str = Field(min_length=1)
    requirement: Requirement
    text: str = Field(min_length=1)
    effect: GooEffect


class Event(Provenanced):
    name: str = Field(min_length=1)
    craven: int = Field(ge=0, le=6)
    text: str = Field(min_length=1)
    effect: Damage


class EditionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    edition: Meta
    locations: list[Location] = Field(min_length=7, max_length=7)
    necron_track: NecronTrack
    madness_die: MadnessDie
    items: Items
    portal_tiles: PortalTiles
    creatures: list[Creature] = Field(min_length=1)
    great_old_ones: list[GreatOldOne] = Field(min_length=6, max_length=6)
    events: list[Event] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> EditionModel:
        problems = self._location_problems() + self._name_problems() + self._count_problems()
        if problems:
            raise ValueError("; ".join(problems))
        return self

    def _location_problems(self) -> list[str]:
        problems = []
        if [loc.number for loc in self.locations] != list(range(7)):
            problems.append("locations must be numbered 0 to 6 in order (HX-SETUP-02)")
        symbols = self.items.artifact_symbols
        for loc in self.locations:
            if len(loc.item_costs) != loc.item_spaces:
                problems.append(
                    f"location {loc.number} has {loc.item_spaces} item spaces but {len(loc.item_costs)} costs"
                )
            if loc.item_spaces == 0 and loc.number != 0:
                problems.append(f"location {loc.number} needs its 3 item spaces: only the University may have none")
            if loc.number != 0 and loc.artifact_symbol not in symbols:
                problems.append(
                    f"location {loc.number} has artifact_symbol '{loc.artifact_symbol}', not one of {symbols}"
                )
        if self.locations and self.locations[0].artifact_symbol != "any":
            problems.append(
                "the University portal closes with any artifact (HX-USE-20): its artifact_symbol must be 'any'"
            )
        return problems

    def _name_problems(self) -> list[str]:
        problems = []
        symbols = self.items.artifact_symbols
        if len(set(symbols)) != len(symbols):
            problems.append("items.artifact_symbols must be different from each other")
        for what, names in (
            ("creatures", [c.name for c in self.creatures]),
            ("great_old_ones", [g.name for g in self.great_old_ones]),
            ("events", [e.name for e in self.events]),
        ):
            if len(set(names)) != len(names):
                problems.append(f"{what} must have different names")
        return problems

    def _count_problems(self) -> list[str]:
        problems = []
        if len(self.creatures) > 12:
            problems.append("at most 12 creature pairs fit the rules (6 spaces, 26 cards)")
        if len(self.events) < 5:
            problems.append("the event deck needs at least 5 cards (4 are set aside at setup, HX-SETUP-14)")
        items = self.items
        normal = items.necronomicon + items.glasses + items.elixir + items.dagger
        total = normal + len(items.artifact_symbols) * items.artifacts_per_symbol
        # Setup fills every item space of the edition and one space of each of 4 boards.
        needed = 4 + sum(loc.item_spaces for loc in self.locations)
        if total < needed:
            problems.append(
                f"{total} item markers are too few to fill the locations and 4 boards at setup ({needed} needed)"
            )
        return problems


# Printed facts the rulebook states, to check a stand-in edition against (see known_fact_differences).
KNOWN_FACTS = {
    "creature:Zombie": ("activation", {"kind": "necron", "amount": 3, "item": "any"}, "HX-CRE-16"),
    "creature:Insect Larva": ("activation", {"kind": "discard", "amount": 4, "item": "any"}, "HX-CRE-17"),
    "creature:Deep One": ("activation", {"kind": "discard", "amount": 2, "item": "glasses"}, "HX-CRE-19"),
    "creature:Thul Saduum": ("discard_artifact", True, "HX-ENC-10"),
    "great_old_one:Cthulhu": ("requirement", {"kind": "same", "items": []}, "HX-RLY-06"),
    "great_old_one:Dagon": ("requirement", {"kind": "different", "items": []}, "HX-RLY-07"),
}
KNOWN_LOCATION_NAMES = {0: "Miskatonic University", 1: "Sanatorium", 2: "Newspaper", 6: "Church"}


class HexerEdition(Edition):
    """Validated edition data compiled into flat tuples for the rules."""

    __slots__ = (
        "c_amount",
        "c_defeat",
        "c_item",
        "c_kind",
        "c_names",
        "c_red",
        "c_thul",
        "costs",
        "craven_card",
        "demonic",
        "die",
        "e_amount",
        "e_craven",
        "e_item",
        "e_kind",
        "e_names",
        "e_text",
        "faces",
        "final",
        "g_amount",
        "g_effect",
        "g_names",
        "g_req",
        "g_req_counts",
        "g_text",
        "item_counts",
        "item_spaces",
        "items_total",
        "loc_names",
        "loc_symbol",
        "model",
        "n_items",
        "n_kinds",
        "necron_card",
        "portals",
        "symbols",
        "walls",
    )

    def __init__(self, data: Mapping[str, Any], origin: str, builtin: bool = False) -> None:
        super().__init__(data, origin, builtin)
        m = validate(EditionModel, data, origin)
        self.model = m
        self._board(m)
        self._items(m.items, m.portal_tiles)
        self._creatures(m.creatures)
        self._old_ones(m.great_old_ones)
        self._events(m.events)

    def _board(self, m: EditionModel) -> None:
        """The locations with their artifact symbols and item costs, the Necron track, the Madness die."""
        self.loc_names = tuple(loc.name for loc in m.locations)
        self.symbols = tuple(m.items.artifact_symbols)
        self.loc_symbol = tuple(
            -1 if i == 0 else self.symbols.index(loc.artifact_symbol) for i, loc in enumerate(m.locations)
        )
        # Three cost slots per location, whatever its spaces (an absent space is never filled).
        self.costs = tuple(COSTS.index(c) for loc in m.locations for c in (loc.item_costs + ["free"] * 3)[:3])
        self.item_spaces = tuple(loc.item_spaces for loc in m.locations)
        self.final = m.necron_track.final
        self.demonic = m.necron_track.demonic_power
        self.faces = tuple(m.necron_track.necron_faces)
        self.die = tuple(DIE_FACES.index(f) for f in m.madness_die.faces)

    def _items(self, it: Items, tiles: PortalTiles) -> None:
        """Item markers per code (normal items, then artifacts by symbol) and the portal tile set."""
        self.item_counts = (it.necronomicon, it.glasses, it.elixir, it.dagger) + (it.artifacts_per_symbol,) * len(
            self.symbols
        )
        self.n_items = len(self.item_counts)
        self.items_total = sum(self.item_counts)
        self.portals = tiles.portals
        self.walls = tiles.walls

    def _creatures(self, cs: Sequence[Creature]) -> None:
        self.c_names = tuple(c.name for c in cs)
        self.c_defeat = tuple(_counts(c.defeat) for c in cs)
        self.c_thul = tuple(c.discard_artifact for c in cs)
        self.c_kind = tuple(DAMAGE_KINDS.index(c.activation.kind) for c in cs)
        self.c_amount = tuple(c.activation.amount for c in cs)
        self.c_item = tuple(_item_code(c.activation.item) for c in cs)
        self.c_red = tuple(c.red_arrow for c in cs)
        self.n_kinds = len(cs)
        # The two special cards follow the regular kinds (HX-CRE-05).
        self.necron_card = self.n_kinds
        self.craven_card = self.n_kinds + 1

    def _old_ones(self, gs: Sequence[GreatOldOne]) -> None:
        self.g_names = tuple(g.name for g in gs)
        self.g_req = tuple(REQUIREMENTS.index(g.requirement.kind) for g in gs)
        self.g_req_counts = tuple(_counts(g.requirement.items) for g in gs)
        self.g_text = tuple(g.text for g in gs)
        self.g_effect = tuple(GOO_EFFECTS.index(g.effect.kind) for g in gs)
        self.g_amount = tuple(g.effect.amount for g in gs)

    def _events(self, es: Sequence[Event]) -> None:
        self.e_names = tuple(e.name for e in es)
        self.e_craven = tuple(e.craven for e in es)
        self.e_text = tuple(e.text for e in es)
        self.e_kind = tuple(DAMAGE_KINDS.index(e.effect.kind) for e in es)
        self.e_amount = tuple(e.effect.amount for e in es)
        self.e_item = tuple(_item_code(e.effect.item) for e in es)

    # Names for players --------------------------------------------------
    def item_name(self, code: int) -> str:
        if code < 4:
            return ITEM_TITLES[code]
        return f"{self.symbols[code - 4]} artifact"

    def card_name(self, card: int) -> str:
        if card == self.necron_card:
            return "Necron"
        if card == self.craven_card:
            return "Robert Craven"
        return self.c_names[card]

    def cost_text(self, code: int) -> str:
        return ("free", "Necron +1", "Necron +2", "1 sanity", "2 sanity", "reveal a creature", "reveal an event")[code]

    def requirement_text(self, goo: int) -> str:
        req = self.g_req[goo]
        if req == R_SAME:
            return "3 identical items"
        if req == R_DIFFERENT:
            return "3 different items"
        return " + ".join(ITEM_TITLES[k] for k in range(4) for _ in range(self.g_req_counts[goo][k]))

    def defeat_text(self, kind: int) -> str:
        text = " + ".join(ITEM_TITLES[k] for k in range(4) for _ in range(self.c_defeat[kind][k]))
        return text + (" and discard an artifact" if self.c_thul[kind] else "")

    def damage_text(self, kind: int, amount: int, item: int) -> str:
        if kind == K_NECRON:
            return f"Necron +{amount}"
        if kind == K_DISCARD:
            what = "normal items" if item < 0 else ITEM_TITLES[item]
            return f"the team discards {amount} {what}"
        if kind == K_SANITY:
            return f"each investigator loses {amount} sanity"
        if kind == K_SUMMON:
            return "a Great Old One from the reserve becomes the Shadow"
        if kind == K_CRAVEN_ELIXIR:
            return f"investigators with Robert Craven gain {amount} sanity"
        return "no effect"

    def known_fact_differences(self) -> list[str]:
        """Where this edition differs from what the rulebook prints (warnings, not errors)."""
        out = []
        m = self.model
        for number, name in KNOWN_LOCATION_NAMES.items():
            if m.locations[number].name != name:
                out.append(f"locations[{number}].name is '{m.locations[number].name}'; the rulebook names it {name}")
        records = {f"creature:{c.name}": c for c in m.creatures} | {
            f"great_old_one:{g.name}": g for g in m.great_old_ones
        }
        for key, (field, expected, clause) in KNOWN_FACTS.items():
            rec = records.get(key)
            if rec is None:
                out.append(f"{key.split(':')[1]} is missing; the rulebook has it ({clause})")
                continue
            value = getattr(rec, field)
            got = value.model_dump() if isinstance(value, BaseModel) else value
            if got != expected:
                out.append(f"{key.split(':')[1]}.{field} is {got}; the rulebook prints {expected} ({clause})")
        if (self.portals, self.walls) != (4, 4):
            out.append("the rulebook's set has 4 portals and 4 walls, so 2 to 4 portals are in play (HX-SETUP-25)")
        return out


def _counts(items: Sequence[str]) -> tuple[int, int, int, int]:
    c = [0, 0, 0, 0]
    for name in items:
        c[NORMAL_ITEMS.index(name)] += 1
    return (c[0], c[1], c[2], c[3])


def _item_code(name: str) -> int:
    return -1 if name == "any" else NORMAL_ITEMS.index(name)


STANDARD_FILE = "standin.toml"


@cache
def standard_edition() -> HexerEdition:
    text = resources.files(__package__).joinpath("editions").joinpath(STANDARD_FILE)
    with resources.as_file(text) as path:
        data = read_data_file(path, trusted=True)
    return HexerEdition(data, f"embedded {STANDARD_FILE}", builtin=True)
