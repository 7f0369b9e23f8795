"""The Cyclades state: the board (who controls each island and sea space, with how many units),
the buildings, every player's cards and gold, the two tracks, the offerings, and the frame stack.

Hidden information (README, "What is hidden"): each player's GP behind his screen (CY-GEN-03)
and the order of the creature deck. Everything else is on the table. The creature deck is a
zone; the gold is a number per seat that ``show`` gives to its owner only (and to everybody
when the table keeps count, option ``gold``). Views, the public view and determinizations are
assembled from one ``show(viewer)``.

Units: on an island ``units`` counts the troops of its controller ``own`` (an island keeps its
controller without troops, CY-MOVE-01); on a sea space the fleets of ``own`` (-1 when empty,
CY-MOVE-02). Outside a battle no space holds two players' units (CY-MOVE-03); a battle keeps the
attacker's units in its frame until it is decided.
"""

from __future__ import annotations

from typing import Any, ClassVar

from tabletome.engine.flow import FlowState, Frame
from tabletome.engine.game import Game, Outcome
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled, State
from tabletome.engine.zones import HIDDEN, OWNER, PUBLIC, Viewer, Zone

from .data import BUILDINGS, GODS, CycladesEdition, Geo

APOLLO = 4  # the offering position of Apollo, after the four god tiles
HADES = 5  # the god id of Hades when it covers a tile (Module 2)


def _creature(state: Any, card: int) -> str:
    return str(state.ed.c_names[card])


def _item(state: Any, item: int) -> str:
    return str(state.ed.item_names[item])


def _favour(state: Any, tile: int) -> str:
    return str(state.ed.favour_names[tile])


class CycladesState(FlowState, Assembled, State):
    __slots__ = (
        "ed",
        "geo",
        "players",
        "options",
        "rng",
        "log",
        "reveals",
        "_legal",
        "stack",
        "stops",
        # the board
        "own",
        "units",
        "bld",
        "bld_off",
        "metro",
        "prosp",
        # the players
        "gold",
        "philo",
        "priest",
        "out",
        "temples_used",
        # the tracks and the offerings
        "cycle",
        "gods",
        "god_up",
        "offer_seat",
        "offer_mark",
        "offer_amt",
        "apollo",
        "track",
        "played",
        "ctrack",
        "cdeck",
        "cdisc",
        "fig_area",
        "fig_owner",
        "fig_since",
        "eliminated",
        # the Hades box
        "undead",
        "hades_col",
        "hades_at",
        "nec_gold",
        "nec_left",
        "hero_area",
        "hero_owner",
        "hero_since",
        "hero_gone",
        "amazons",
        "priestess",
        "items",
        "hidden_items",
        "item_deck",
        "item_disc",
        "favours",
        "favour_disc",
        "favour",
        "favour_used",
        "outcome_",
    )

    game: ClassVar[Game]
    ZONES = (
        Zone("cdeck", "creatures", HIDDEN, label=_creature),  # CY-SETUP-08: face down, top = last
        Zone("cdisc", "creatures", PUBLIC, label=_creature),
        Zone("item_deck", "items", HIDDEN, label=_item),  # CY-FAV-01
        Zone("hidden_items", "items", OWNER, label=_item),  # CY-FAV-10: Hephaestus, face down
        Zone("item_disc", "items", PUBLIC, label=_item),
        Zone("favours", "favours", HIDDEN, label=_favour),
        Zone("favour_disc", "favours", PUBLIC, label=_favour),
    )

    ed: CycladesEdition
    geo: Geo
    players: int
    options: dict[str, Any]
    rng: Rng
    log: list[tuple[int, str]] | None
    reveals: int
    _legal: Any
    stack: list[Frame]
    stops: list[frozenset[str] | None]
    own: list[int]  # per area: the controlling seat, -1 for nobody
    units: list[int]  # per area: its controller's troops (island) or fleets (sea)
    bld: list[int]  # per small building space (islands in order): a building type, -1 free
    bld_off: tuple[int, ...]  # where each island's spaces start in ``bld`` (and the end)
    metro: list[int]  # per island's metropolis space: 1 a Metropolis, 2 the Necropolis (Module 2)
    prosp: list[int]  # per island: prosperity markers
    gold: list[int]  # per seat, behind the screen
    philo: list[int]
    priest: list[int]
    out: list[int]  # per seat: the cycle it was eliminated in (CY-WIN-04), 0 while in the game
    temples_used: list[int]  # per seat: Temple discounts spent this cycle (AMB-03)
    cycle: int
    gods: list[int]  # the god tiles on the track, top to bottom (god ids)
    god_up: list[bool]  # face up (available) this cycle
    offer_seat: list[int]  # per god id: the seat whose marker is on it, -1
    offer_mark: list[int]  # per god id: that marker (seat * 2 + 0/1)
    offer_amt: list[int]  # per god id: the offer
    apollo: list[int]  # markers on Apollo, in order of arrival
    track: list[int]  # the turn track: markers in offering order (CY-SETUP-10, CY-ACT-05)
    played: list[int]  # markers whose turn ended this cycle, in order
    ctrack: list[int]  # the creature track: cards on the 4, 3 and 2 GP spaces, -1 empty
    cdeck: list[int]
    cdisc: list[int]
    fig_area: list[int]  # per card: the area of its figurine on the board, -1
    fig_owner: list[int]  # per card: who called the figurine
    fig_since: list[int]  # per card: the cycle it was called in
    eliminated: list[int]  # seats in the order they were eliminated
    undead: list[int]  # per area: the undead troops or fleets of its controller (Module 2)
    hades_col: int  # the Hades column on the threat track (CY-HADES-01/02)
    hades_at: int  # the god track position Hades covers this cycle, -1 when he is not in play
    nec_gold: int  # GP lying on the Necropolis (Module 2, CY-NEC-04)
    nec_left: tuple[int, ...]  # per island: GP a moved Necropolis left there (CY-NEC-09), shared by clones
    hero_area: list[int]  # per card: the island of a hero in play, -1 (Module 3)
    hero_owner: list[int]  # per card: who recruited the hero
    hero_since: list[int]  # per card: the cycle it was recruited in (no sacrifice then, CY-HERO-15)
    hero_gone: list[int]  # per card: 1 removed from the game, 2 removed by its own sacrifice
    amazons: list[int]  # per seat: 1 the Secret Island of the Amazons (CY-HERO-20), 2 with a Metropolis
    priestess: list[int]  # per seat: priestess cards (Module 4)
    items: list[list[int]]  # per seat: magic items face up (CY-FAV-09)
    hidden_items: list[list[int]]  # per seat: magic items face down, seen by their owner (CY-FAV-10)
    item_deck: list[int]  # the magic items, face down
    item_disc: list[int]
    favours: list[int]  # the divine favour tiles, face down (CY-FAV-01)
    favour_disc: list[int]
    favour: int  # the favour tile face up this cycle, -1 (CY-FAV-05)
    favour_used: bool  # its power was used
    outcome_: Outcome | None

    def __init__(self, ed: CycladesEdition, seed: int, options: dict[str, Any]) -> None:
        from . import rules

        self.ed = ed
        self.players = int(options["players"])
        self.geo = ed.geos[self.players]
        self.options = options
        self.rng = Rng(seed)
        self.log = None
        self.reveals = 0
        self._legal = None
        self.stack = []
        self.stops = [None] * self.players
        geo = self.geo
        self.own = [-1] * geo.n_areas
        self.units = [0] * geo.n_areas
        offsets = [0]
        for size in geo.size:
            offsets.append(offsets[-1] + size)
        self.bld_off = tuple(offsets)
        self.bld = [-1] * offsets[-1]
        self.metro = [0] * geo.n_isl
        self.prosp = [0] * geo.n_isl
        self.gold = [0] * self.players
        self.philo = [0] * self.players
        self.priest = [0] * self.players
        self.out = [0] * self.players
        self.temples_used = [0] * self.players
        self.cycle = 0
        self.gods = list(range(len(GODS)))
        self.god_up = [False] * len(GODS)
        self.offer_seat = [-1] * 6
        self.offer_mark = [-1] * 6
        self.offer_amt = [0] * 6
        self.apollo = []
        self.track = []
        self.played = []
        self.ctrack = [-1, -1, -1]
        self.cdeck = []
        self.cdisc = []
        n_cards = len(ed.c_names)
        self.fig_area = [-1] * n_cards
        self.fig_owner = [-1] * n_cards
        self.fig_since = [0] * n_cards
        self.eliminated = []
        self.undead = [0] * geo.n_areas
        self.hades_col = 0
        self.hades_at = -1
        self.nec_gold = 0
        self.nec_left = (0,) * geo.n_isl
        self.hero_area = [-1] * n_cards
        self.hero_owner = [-1] * n_cards
        self.hero_since = [0] * n_cards
        self.hero_gone = [0] * n_cards
        self.amazons = [0] * self.players
        self.priestess = [0] * self.players
        self.items = [[] for _ in range(self.players)]
        self.hidden_items = [[] for _ in range(self.players)]
        self.item_deck = []
        self.item_disc = []
        self.favours = []
        self.favour_disc = []
        self.favour = -1
        self.favour_used = False
        self.outcome_ = None
        rules.setup(self)

    @property
    def edition(self) -> CycladesEdition:  # type: ignore[override]
        return self.ed

    @property
    def round(self) -> int:
        return self.cycle

    def outcome(self) -> Outcome | None:
        return self.outcome_

    def seat_name(self, seat: int) -> str:
        return self.ed.colours[seat]

    def clone(self) -> CycladesState:
        c = object.__new__(type(self))
        c.ed = self.ed
        c.geo = self.geo
        c.players = self.players
        c.options = self.options
        c.rng = self.rng.clone()
        c.log = None
        c.reveals = self.reveals
        c._legal = self._legal
        c.stack = self.copy_stack()
        c.stops = self.stops[:]
        c.own = self.own[:]
        c.units = self.units[:]
        c.bld = self.bld[:]
        c.bld_off = self.bld_off
        c.metro = self.metro[:]
        c.prosp = self.prosp[:]
        c.gold = self.gold[:]
        c.philo = self.philo[:]
        c.priest = self.priest[:]
        c.out = self.out[:]
        c.temples_used = self.temples_used[:]
        c.cycle = self.cycle
        c.gods = self.gods[:]
        c.god_up = self.god_up[:]
        c.offer_seat = self.offer_seat[:]
        c.offer_mark = self.offer_mark[:]
        c.offer_amt = self.offer_amt[:]
        c.apollo = self.apollo[:]
        c.track = self.track[:]
        c.played = self.played[:]
        c.ctrack = self.ctrack[:]
        c.cdeck = self.cdeck[:]
        c.cdisc = self.cdisc[:]
        c.fig_area = self.fig_area[:]
        c.fig_owner = self.fig_owner[:]
        c.fig_since = self.fig_since[:]
        c.eliminated = self.eliminated[:]
        c.undead = self.undead[:]
        c.hades_col = self.hades_col
        c.hades_at = self.hades_at
        c.nec_gold = self.nec_gold
        c.nec_left = self.nec_left
        c.hero_area = self.hero_area[:]
        c.hero_owner = self.hero_owner[:]
        c.hero_since = self.hero_since[:]
        c.hero_gone = self.hero_gone[:]
        c.amazons = self.amazons[:]
        c.priestess = self.priestess[:]
        c.items = [x[:] for x in self.items]
        c.hidden_items = [x[:] for x in self.hidden_items]
        c.item_deck = self.item_deck[:]
        c.item_disc = self.item_disc[:]
        c.favours = self.favours[:]
        c.favour_disc = self.favour_disc[:]
        c.favour = self.favour
        c.favour_used = self.favour_used
        c.outcome_ = self.outcome_
        return c

    # ---------------------------------------------------------------- what each viewer sees
    def sees_gold(self, viewer: Viewer, seat: int) -> bool:
        """CY-GEN-03: a player's GP are behind his screen; with ``gold=counted`` the table keeps
        the count every attentive player could keep (README, "What is hidden"). At the end the
        screens are lifted: the GP break a tie (CY-WIN-03)."""
        return viewer is None or viewer == seat or self.options.get("gold") == "counted" or self.outcome_ is not None

    def show(self, viewer: Viewer) -> dict[str, Any]:
        from .views import show

        return show(self, viewer)

    def constrain(self, world: Any, seat: int, rng: Rng) -> None:
        """Behind the screens: another player's GP are drawn again from what ``seat`` can tell."""
        from .rules import guess_gold

        for t in range(self.players):
            if not self.sees_gold(seat, t):
                world.gold[t] = guess_gold(self, t, rng)

    def building_name(self, kind: int) -> str:
        return BUILDINGS[kind].capitalize() if kind < len(BUILDINGS) else "Theater"
