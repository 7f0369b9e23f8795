"""Cyclades components as edition data, each field with its source, compiled for the rules.

The board is a hexagonal grid of circles in 11 rows (CY-MOVE-09); row ``r`` has
``11 - cut - |r - 5|`` circles (cut 0: the 5-player board, 2: the 4-player board, 4: the small
board of 2 and 3 players). An island is a set of land circles; every other circle is a sea space.
Two sea spaces are adjacent when their circles touch; a sea space is adjacent to an island when it
touches one of its circles. Islands are numbered from 1 in the edition's order; a sea space is
named by its circle: the row letter (A at the top) and the column from 1 (``c4``).

Areas are indices: the islands ``0 .. n_isl - 1``, then the seas ``n_isl .. n_isl + n_sea - 1``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from tabletome.engine.edition import Edition, Provenanced, read_data_file, validate

ROWS = 11
CUTS = {5: 0, 4: 2, 3: 4, 2: 4}  # player count -> the board's cut (CY-SETUP-02)
BUILDINGS = ("port", "fortress", "temple", "university")  # CY-BLD-02, in the gods' order
PORT, FORTRESS, TEMPLE, UNIVERSITY = range(4)
GODS = ("poseidon", "ares", "zeus", "athena")
POSEIDON, ARES, ZEUS, ATHENA = range(4)
#: How offerings name the gods: the four tiles, and Hades (Module 2) with the id 5.
OFFER_GODS = {"poseidon": 0, "ares": 1, "zeus": 2, "athena": 3, "hades": 5}
OFFER_NAMES = {v: k for k, v in OFFER_GODS.items()}


def row_length(cut: int, r: int) -> int:
    return ROWS - cut - abs(r - 5)


def circles(cut: int) -> list[tuple[int, int]]:
    return [(r, c) for r in range(ROWS) for c in range(row_length(cut, r))]


def touching(cut: int, r: int, c: int) -> list[tuple[int, int]]:
    """The circles around (r, c): the same row, and the rows above and below (offset by the
    hexagon's half: rows widen towards row 5 and narrow after it)."""
    out = [(r, c - 1), (r, c + 1)]
    if r > 0:
        out += [(r - 1, c - 1), (r - 1, c)] if r <= 5 else [(r - 1, c), (r - 1, c + 1)]
    if r < ROWS - 1:
        out += [(r + 1, c), (r + 1, c + 1)] if r < 5 else [(r + 1, c - 1), (r + 1, c)]
    return [(a, b) for a, b in out if 0 <= a < ROWS and 0 <= b < row_length(cut, a)]


def cell_name(cell: tuple[int, int]) -> str:
    return f"{'abcdefghijk'[cell[0]]}{cell[1] + 1}"


# ---------------------------------------------------------------- the schema
Cell = list[int]


class Meta(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    game: str = "cyclades"
    description: str = ""


class Components(Provenanced):
    troops: int = Field(ge=2, le=20)
    fleets: int = Field(ge=2, le=20)
    ports: int = Field(ge=1, le=40)
    fortresses: int = Field(ge=1, le=40)
    temples: int = Field(ge=1, le=40)
    universities: int = Field(ge=1, le=40)
    metropolises: int = Field(ge=1, le=20)
    philosophers: int = Field(ge=4, le=40)
    priests: int = Field(ge=1, le=40)
    prosperity: int = Field(ge=0, le=40)
    #: The Hades box's prosperity markers, added to the supply when one of its modules is played
    box_prosperity: int = Field(default=8, ge=0, le=40)
    start_gold: int = Field(ge=0, le=50)
    colours: list[str] = Field(min_length=5, max_length=5)

    DEFAULT_SOURCES: ClassVar[Mapping[str, str]] = {
        "box_prosperity": "[seed][H-EN] 8 prosperity markers in the Hades box (CY-HX-03)",
    }


class Dice(Provenanced):
    faces: list[int] = Field(min_length=1, max_length=20)

    @model_validator(mode="after")
    def _faces(self) -> Dice:
        if any(not 0 <= f <= 9 for f in self.faces):
            raise ValueError("die faces are numbers from 0 to 9")
        return self


class Costs(Provenanced):
    fleets: list[int] = Field(min_length=1, max_length=8)
    troops: list[int] = Field(min_length=1, max_length=8)
    build: int = Field(ge=0, le=20)
    extra_card: int = Field(ge=0, le=20)
    move: int = Field(ge=0, le=20)
    renew: int = Field(ge=0, le=20)
    voyage_steps: int = Field(ge=1, le=10)
    track: list[int] = Field(min_length=3, max_length=3)
    apollo: list[int] = Field(min_length=2, max_length=2)


class Gods(Provenanced):
    names: list[str] = Field(min_length=4, max_length=4)


class Creature(Provenanced):
    name: str = Field(min_length=1)
    figurine: bool
    text: str = Field(min_length=1)
    #: "base": the base game's deck; "hades": Module 3's new creatures (CY-HERO-01)
    deck: Literal["base", "hades"] = "base"
    #: The card that replaces this one when Module 3 is played (the new Chiron, CY-HCRE-05)
    hades_text: str = ""

    DEFAULT_SOURCES: ClassVar[Mapping[str, str]] = {
        "deck": "[RB-EN] the base game's creature deck",
        "hades_text": "[seed] only Chiron has a new card",
    }


class Hades(Provenanced):
    threshold: int = Field(ge=1, le=30)
    undead_troops: int = Field(ge=0, le=20)
    undead_fleets: int = Field(ge=0, le=20)
    undead_costs: list[int] = Field(min_length=1, max_length=10)
    necropolis: int = Field(ge=0, le=20)


class HeroRules(Provenanced):
    upkeep: int = Field(ge=0, le=20)


class Hero(Provenanced):
    name: str = Field(min_length=1)
    military: str = Field(min_length=1)
    sacrifice: str = Field(min_length=1)


FAVOUR_POWERS = ("troop", "fleet", "philosopher", "priest", "harvest", "hidden-item", "theater", "renew")
ITEM_POWERS = (
    "sea-battle",
    "land-battle",
    "battle",
    "gold",
    "troop",
    "fleet",
    "philosopher",
    "priest",
    "build",
    "renew",
)


class FavoursRules(Provenanced):
    priestesses: int = Field(ge=0, le=30)
    theaters: int = Field(ge=0, le=20)


class Favour(Provenanced):
    god: str = Field(min_length=1)
    bonus: Literal["priestess", "item"]
    power: Literal["troop", "fleet", "philosopher", "priest", "harvest", "hidden-item", "theater", "renew"]
    text: str = Field(min_length=1)


class Item(Provenanced):
    name: str = Field(min_length=1)
    power: Literal[
        "sea-battle", "land-battle", "battle", "gold", "troop", "fleet", "philosopher", "priest", "build", "renew"
    ]
    text: str = Field(min_length=1)


class Island(Provenanced):
    cells: list[Cell] = Field(min_length=1, max_length=6)
    cornucopias: int = Field(ge=0, le=5)


class Board(Provenanced):
    players: list[int] = Field(min_length=1)
    cut: int
    sea_cornucopias: list[Cell]
    islands: list[Island] = Field(min_length=2)

    @model_validator(mode="after")
    def _geometry(self) -> Board:
        if self.cut not in (0, 2, 4):
            raise ValueError("cut is 0 (91 circles), 2 (69) or 4 (47)")
        problems = _board_problems(self)
        if problems:
            raise ValueError("; ".join(problems))
        return self


class SeatStart(Provenanced):
    islands: list[int] = Field(min_length=1, max_length=4)
    fleets: list[Cell] = Field(min_length=0, max_length=4)


class Setup(Provenanced):
    players: int = Field(ge=2, le=5)
    seats: list[SeatStart]


class EditionModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    edition: Meta
    components: Components
    dice: Dice
    costs: Costs
    gods: Gods
    creatures: list[Creature] = Field(min_length=1)
    hades: Hades
    heroes_rules: HeroRules
    heroes: list[Hero] = Field(min_length=1)
    favours_rules: FavoursRules
    favours: list[Favour] = Field(min_length=1)
    items: list[Item] = Field(min_length=1)
    boards: list[Board] = Field(min_length=1)
    setups: list[Setup] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> EditionModel:
        problems = []
        for players in (2, 3, 4, 5):
            boards = [b for b in self.boards if players in b.players]
            if len(boards) != 1:
                problems.append(f"exactly one board must be for {players} players (found {len(boards)})")
            elif boards[0].cut != CUTS[players]:
                problems.append(f"the {players}-player board has cut {CUTS[players]} (CY-SETUP-02)")
            setups = [s for s in self.setups if s.players == players]
            if len(setups) != 1:
                problems.append(f"exactly one setup must be for {players} players")
            elif len(boards) == 1:
                problems += _setup_problems(boards[0], setups[0])
        names = [c.name for c in self.creatures] + [h.name for h in self.heroes]
        if len(set(names)) != len(names):
            problems.append("creatures and heroes must have different names")
        if problems:
            raise ValueError("; ".join(problems))
        return self


def _cells(cells: Sequence[Cell]) -> list[tuple[int, int]]:
    return [(c[0], c[1]) for c in cells]


def _board_problems(board: Board) -> list[str]:
    cut = board.cut
    grid = set(circles(cut))
    land: dict[tuple[int, int], int] = {}
    problems = []
    for i, isl in enumerate(board.islands):
        cells = _cells(isl.cells)
        for cell in cells:
            if len(isl.cells[cells.index(cell)]) != 2 or cell not in grid:
                problems.append(f"island {i + 1}: {list(cell)} is not a circle of this board")
            elif cell in land:
                problems.append(f"island {i + 1}: {cell_name(cell)} already belongs to island {land[cell] + 1}")
            else:
                land[cell] = i
        if not _contiguous(cut, cells):
            problems.append(f"island {i + 1}: its circles do not touch each other")
    for cell, i in land.items():
        for n in touching(cut, *cell):
            if land.get(n, i) != i:
                problems.append(f"islands {i + 1} and {land[n] + 1} touch (a sea space must lie between)")
    for cell in _cells(board.sea_cornucopias):
        if cell not in grid or cell in land:
            problems.append(f"sea cornucopia {list(cell)} is not a sea space of this board")
    return sorted(set(problems))


def _contiguous(cut: int, cells: list[tuple[int, int]]) -> bool:
    if not cells:
        return False
    seen = {cells[0]}
    frontier = [cells[0]]
    while frontier:
        for n in touching(cut, *frontier.pop()):
            if n in cells and n not in seen:
                seen.add(n)
                frontier.append(n)
    return len(seen) == len(set(cells))


def _setup_problems(board: Board, setup: Setup) -> list[str]:
    problems = []
    n = setup.players
    if len(setup.seats) != n:
        return [f"the {n}-player setup needs {n} seats"]
    land = {cell for isl in board.islands for cell in _cells(isl.cells)}
    used: set[int] = set()
    fleets: set[tuple[int, int]] = set()
    for t, seat in enumerate(setup.seats):
        if any(not 1 <= i <= len(board.islands) for i in seat.islands):
            problems.append(f"{n} players, seat {t + 1}: start islands are numbered 1 to {len(board.islands)}")
            continue
        if used & set(seat.islands) or len(set(seat.islands)) != len(seat.islands):
            problems.append(f"{n} players, seat {t + 1}: a start island is taken twice")
        used |= set(seat.islands)
        near = {
            nb for i in seat.islands for cell in _cells(board.islands[i - 1].cells) for nb in touching(board.cut, *cell)
        }
        for cell in _cells(seat.fleets):
            if cell in land or cell not in near:
                problems.append(f"{n} players, seat {t + 1}: fleet {list(cell)} is not a sea space by its islands")
            if cell in fleets:
                problems.append(f"{n} players, seat {t + 1}: two start fleets on {cell_name(cell)}")
            fleets.add(cell)
    return problems


# ---------------------------------------------------------------- compiled for the rules
class Geo:
    """One board compiled: areas (islands, then seas), their adjacency and their cornucopias."""

    __slots__ = (
        "adj",
        "area_names",
        "cut",
        "horns",
        "isl_cells",
        "isl_seas",
        "n_areas",
        "n_isl",
        "n_sea",
        "sea_adj",
        "sea_cells",
        "sea_isls",
        "size",
        "starts",
    )

    def __init__(self, board: Board, setup: Setup) -> None:
        cut = board.cut
        isl_cells = [_cells(i.cells) for i in board.islands]
        land = {cell: i for i, cells in enumerate(isl_cells) for cell in cells}
        seas = [cell for cell in circles(cut) if cell not in land]
        self.cut = cut
        self.n_isl = len(isl_cells)
        self.n_sea = len(seas)
        self.n_areas = self.n_isl + self.n_sea
        self.isl_cells = tuple(tuple(c) for c in isl_cells)
        self.sea_cells = tuple(seas)
        sea_index = {cell: self.n_isl + k for k, cell in enumerate(seas)}
        self.size = tuple(len(c) for c in isl_cells)
        sea_horns = set(_cells(board.sea_cornucopias))
        self.horns = tuple([i.cornucopias for i in board.islands] + [int(cell in sea_horns) for cell in seas])
        adj = _adjacency(cut, land, sea_index, self.n_areas)
        n = self.n_isl
        self.adj = tuple(frozenset(s) for s in adj)
        self.isl_seas = _split(adj, range(n), lambda b: b >= n)
        self.sea_adj = _split(adj, range(self.n_areas), lambda b: b >= n)
        self.sea_isls = _split(adj, range(self.n_areas), lambda b: b < n)
        self.area_names = tuple([str(i + 1) for i in range(n)] + [cell_name(c) for c in seas])
        self.starts = tuple(_start(seat, sea_index) for seat in setup.seats)

    def is_island(self, area: int) -> bool:
        return area < self.n_isl

    def area(self, name: str) -> int:
        return self.area_names.index(name)


def _adjacency(
    cut: int, land: dict[tuple[int, int], int], sea_index: dict[tuple[int, int], int], n_areas: int
) -> list[set[int]]:
    """CY-MOVE-09: areas touch where their circles touch."""
    adj: list[set[int]] = [set() for _ in range(n_areas)]
    for cell, a in [*land.items(), *sea_index.items()]:
        for n in touching(cut, *cell):
            b = land[n] if n in land else sea_index[n]
            if b != a:
                adj[a].add(b)
    return adj


def _split(adj: list[set[int]], areas: range, keep: Callable[[int], bool]) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(sorted(b for b in adj[a] if keep(b))) for a in areas)


def _start(seat: SeatStart, sea_index: dict[tuple[int, int], int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    return tuple(i - 1 for i in seat.islands), tuple(sea_index[c] for c in _cells(seat.fleets))


class CycladesEdition(Edition):
    """The validated edition compiled to tuples the rules read in their hot paths."""

    __slots__ = (
        "apollo",
        "build_cost",
        "building_supply",
        "c_deck",
        "c_fig",
        "c_hades_text",
        "c_names",
        "c_slugs",
        "c_text",
        "card_id",
        "favour_bonus",
        "favour_names",
        "favour_powers",
        "favour_text",
        "hades",
        "hero_upkeep",
        "item_names",
        "item_powers",
        "item_text",
        "n_priestesses",
        "n_theaters",
        "colours",
        "extra_card",
        "faces",
        "fleet_costs",
        "geos",
        "god_names",
        "model",
        "move_cost",
        "n_fleets",
        "n_metropolises",
        "n_philosophers",
        "n_priests",
        "n_prosperity",
        "box_prosperity",
        "n_troops",
        "renew_cost",
        "start_gold",
        "track_prices",
        "troop_costs",
        "voyage_steps",
    )

    def __init__(self, data: Mapping[str, Any], origin: str, builtin: bool = False) -> None:
        m = validate(EditionModel, data, origin)
        super().__init__(data, origin, builtin)
        self.model = m
        comp = m.components
        self.n_troops, self.n_fleets = comp.troops, comp.fleets
        self.building_supply = (comp.ports, comp.fortresses, comp.temples, comp.universities)
        self.n_metropolises = comp.metropolises
        self.n_philosophers, self.n_priests = comp.philosophers, comp.priests
        self.n_prosperity = comp.prosperity
        self.box_prosperity = comp.box_prosperity
        self.start_gold = comp.start_gold
        self.colours = tuple(comp.colours)
        self.faces = tuple(m.dice.faces)
        c = m.costs
        self.fleet_costs, self.troop_costs = tuple(c.fleets), tuple(c.troops)
        self.build_cost, self.extra_card, self.move_cost, self.renew_cost = c.build, c.extra_card, c.move, c.renew
        self.voyage_steps = c.voyage_steps
        self.track_prices = tuple(c.track)
        self.apollo = (c.apollo[0], c.apollo[1])
        self.god_names = tuple(m.gods.names)
        self._cards(m)
        self._hades_box(m)
        self.geos = {
            players: Geo(
                next(b for b in m.boards if players in b.players), next(x for x in m.setups if x.players == players)
            )
            for players in (2, 3, 4, 5)
        }

    def _cards(self, m: EditionModel) -> None:
        """Card ids: the creatures, then the heroes (Module 3 shuffles them into one deck)."""
        heroes = m.heroes
        self.c_names = tuple([x.name for x in m.creatures] + [h.name for h in heroes])
        self.c_fig = tuple([x.figurine for x in m.creatures] + [False] * len(heroes))
        self.c_text = tuple([x.text for x in m.creatures] + [f"{h.military} Sacrifice: {h.sacrifice}" for h in heroes])
        self.c_hades_text = tuple([x.hades_text or x.text for x in m.creatures] + list(self.c_text[len(m.creatures) :]))
        self.c_deck = tuple([x.deck for x in m.creatures] + ["hero"] * len(heroes))
        self.c_slugs = tuple("".join(ch for ch in n.lower() if ch.isalnum()) for n in self.c_names)
        self.card_id = {n: c for c, n in enumerate(self.c_names)}

    def _hades_box(self, m: EditionModel) -> None:
        self.hades = m.hades
        self.hero_upkeep = m.heroes_rules.upkeep
        self.n_priestesses = m.favours_rules.priestesses
        self.n_theaters = m.favours_rules.theaters
        self.favour_names = tuple(f.god for f in m.favours)
        self.favour_bonus = tuple(f.bonus for f in m.favours)
        self.favour_powers = tuple(f.power for f in m.favours)
        self.favour_text = tuple(f.text for f in m.favours)
        self.item_names = tuple(i.name for i in m.items)
        self.item_powers = tuple(i.power for i in m.items)
        self.item_text = tuple(i.text for i in m.items)

    def is_hero(self, card: int) -> bool:
        return self.c_deck[card] == "hero"

    def creature(self, name: str) -> int:
        """The card id of a creature by name, -1 if this edition has none of that name."""
        return self.card_id.get(name, -1)


@cache
def standard_edition() -> CycladesEdition:
    return _embedded("standard.toml", "the embedded standard edition")


#: The digest of the embedded edition of rules version 1 (``editions/standard-v1.toml``), which
#: records of that version name.
VERSION_1_DIGEST = "227e0a22e23e255446ec89f27dc0bde12fbd85c9b8f5c8502a36296e4aa41fbf"


@cache
def version_1_edition() -> CycladesEdition:
    """The embedded edition as rules version 1 shipped it (its 4-player map before the rebalance)."""
    return _embedded("standard-v1.toml", "the embedded standard edition of rules version 1")


def _embedded(file: str, origin: str) -> CycladesEdition:
    path = resources.files(__package__).joinpath("editions").joinpath(file)
    with resources.as_file(path) as p:
        return CycladesEdition(read_data_file(p, trusted=True), origin, builtin=True)
