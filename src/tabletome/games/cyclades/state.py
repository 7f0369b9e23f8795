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

from tabletome.engine.fields import LIST, NESTED, SHARED, VALUE, field, init_fields
from tabletome.engine.flow import FlowGameState
from tabletome.engine.game import Game
from tabletome.engine.i18n import N_
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled
from tabletome.engine.zones import HIDDEN, OWNER, PUBLIC, Viewer, Zone

from .data import BUILDINGS, GODS, CycladesEdition, Geo

#: The editions' seat colours (``colours`` in editions/*.toml), marked for the catalogs: a seat's
#: name is shown in the reader's language by ``i18n.seat_words``, never in a view.
SEAT_WORDS = (N_("blue"), N_("green"), N_("red"), N_("yellow"), N_("black"))

APOLLO = 4  # the offering position of Apollo, after the four god tiles
HADES = 5  # the god id of Hades when it covers a tile (Module 2)


# Starting values of the fields sized by the map, the seats or the cards (``init_fields``).
def _per_area(value: int) -> Any:
    return lambda s: [value] * s.geo.n_areas


def _per_island(value: int) -> Any:
    return lambda s: [value] * s.geo.n_isl


def _per_seat(value: int) -> Any:
    return lambda s: [value] * s.players


def _per_card(value: int) -> Any:
    return lambda s: [value] * len(s.ed.c_names)


def _empty_per_seat(s: Any) -> list[list[int]]:
    return [[] for _ in range(s.players)]


def _offsets(sizes: Any) -> tuple[int, ...]:
    """Where each island's small building spaces start in ``bld`` (and the end)."""
    offsets = [0]
    for size in sizes:
        offsets.append(offsets[-1] + size)
    return tuple(offsets)


def _creature(state: Any, card: int) -> str:
    return str(state.ed.c_names[card])


def _item(state: Any, item: int) -> str:
    return str(state.ed.item_names[item])


def _favour(state: Any, tile: int) -> str:
    return str(state.ed.favour_names[tile])


class CycladesState(Assembled, FlowGameState):
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

    ed: CycladesEdition = field(SHARED)
    geo: Geo = field(SHARED)
    own: list[int] = field(LIST, init=_per_area(-1))  # per area: the controlling seat, -1 for nobody
    units: list[int] = field(LIST, init=_per_area(0))  # per area: its controller's troops (island) or fleets (sea)
    #: where each island's spaces start in ``bld`` (and the end)
    bld_off: tuple[int, ...] = field(VALUE, init=lambda s: _offsets(s.geo.size))
    #: per small building space (islands in order): a building type, -1 free
    bld: list[int] = field(LIST, init=lambda s: [-1] * s.bld_off[-1])
    #: per island's metropolis space: 1 a Metropolis, 2 the Necropolis (Module 2)
    metro: list[int] = field(LIST, init=_per_island(0))
    prosp: list[int] = field(LIST, init=_per_island(0))  # per island: prosperity markers
    gold: list[int] = field(LIST, init=_per_seat(0))  # per seat, behind the screen
    philo: list[int] = field(LIST, init=_per_seat(0))
    priest: list[int] = field(LIST, init=_per_seat(0))
    #: per seat: the cycle it was eliminated in (CY-WIN-04), 0 while in the game
    out: list[int] = field(LIST, init=_per_seat(0))
    temples_used: list[int] = field(LIST, init=_per_seat(0))  # per seat: Temple discounts spent this cycle (AMB-03)
    cycle: int = field(VALUE, default=0)
    #: the god tiles on the track, top to bottom (god ids)
    gods: list[int] = field(LIST, factory=lambda: list(range(len(GODS))))
    god_up: list[bool] = field(LIST, factory=lambda: [False] * len(GODS))  # face up (available) this cycle
    offer_seat: list[int] = field(LIST, factory=lambda: [-1] * 6)  # per god id: the seat whose marker is on it, -1
    offer_mark: list[int] = field(LIST, factory=lambda: [-1] * 6)  # per god id: that marker (seat * 2 + 0/1)
    offer_amt: list[int] = field(LIST, factory=lambda: [0] * 6)  # per god id: the offer
    apollo: list[int] = field(LIST, factory=list)  # markers on Apollo, in order of arrival
    track: list[int] = field(LIST, factory=list)  # the turn track: markers in offering order (CY-SETUP-10, CY-ACT-05)
    played: list[int] = field(LIST, factory=list)  # markers whose turn ended this cycle, in order
    #: the creature track: cards on the 4, 3 and 2 GP spaces, -1 empty
    ctrack: list[int] = field(LIST, factory=lambda: [-1, -1, -1])
    cdeck: list[int] = field(LIST, factory=list)
    cdisc: list[int] = field(LIST, factory=list)
    fig_area: list[int] = field(LIST, init=_per_card(-1))  # per card: the area of its figurine on the board, -1
    fig_owner: list[int] = field(LIST, init=_per_card(-1))  # per card: who called the figurine
    fig_since: list[int] = field(LIST, init=_per_card(0))  # per card: the cycle it was called in
    eliminated: list[int] = field(LIST, factory=list)  # seats in the order they were eliminated
    #: per area: the undead troops or fleets of its controller (Module 2)
    undead: list[int] = field(LIST, init=_per_area(0))
    hades_col: int = field(VALUE, default=0)  # the Hades column on the threat track (CY-HADES-01/02)
    #: the god track position Hades covers this cycle, -1 when he is not in play
    hades_at: int = field(VALUE, default=-1)
    nec_gold: int = field(VALUE, default=0)  # GP lying on the Necropolis (Module 2, CY-NEC-04)
    #: per island: GP a moved Necropolis left there (CY-NEC-09), shared by clones
    nec_left: tuple[int, ...] = field(VALUE, init=lambda s: (0,) * s.geo.n_isl)
    hero_area: list[int] = field(LIST, init=_per_card(-1))  # per card: the island of a hero in play, -1 (Module 3)
    hero_owner: list[int] = field(LIST, init=_per_card(-1))  # per card: who recruited the hero
    #: per card: the cycle it was recruited in (no sacrifice then, CY-HERO-15)
    hero_since: list[int] = field(LIST, init=_per_card(0))
    #: per card: 1 removed from the game, 2 removed by its own sacrifice
    hero_gone: list[int] = field(LIST, init=_per_card(0))
    #: per seat: 1 the Secret Island of the Amazons (CY-HERO-20), 2 with a Metropolis
    amazons: list[int] = field(LIST, init=_per_seat(0))
    priestess: list[int] = field(LIST, init=_per_seat(0))  # per seat: priestess cards (Module 4)
    items: list[list[int]] = field(NESTED, init=_empty_per_seat)  # per seat: magic items face up (CY-FAV-09)
    #: per seat: magic items face down, seen by their owner (CY-FAV-10)
    hidden_items: list[list[int]] = field(NESTED, init=_empty_per_seat)
    item_deck: list[int] = field(LIST, factory=list)  # the magic items, face down
    item_disc: list[int] = field(LIST, factory=list)
    favours: list[int] = field(LIST, factory=list)  # the divine favour tiles, face down (CY-FAV-01)
    favour_disc: list[int] = field(LIST, factory=list)
    favour: int = field(VALUE, default=-1)  # the favour tile face up this cycle, -1 (CY-FAV-05)
    favour_used: bool = field(VALUE, default=False)  # its power was used

    def __init__(self, ed: CycladesEdition, seed: int, options: dict[str, Any]) -> None:
        from . import rules

        n: int = options["players"]
        init_fields(self, ed=ed, geo=ed.geos[n], players=n, options=options, rng=Rng(seed), stops=[None] * n)
        rules.setup(self)

    @property
    def edition(self) -> CycladesEdition:
        return self.ed

    @property
    def round(self) -> int:
        return self.cycle

    def seat_name(self, seat: int) -> str:
        return self.ed.colours[seat]

    # ---------------------------------------------------------------- what each viewer sees
    def sees_gold(self, viewer: Viewer, seat: int) -> bool:
        """CY-GEN-03: a player's GP are behind his screen; with ``gold=counted`` the table keeps
        the count every attentive player could keep (README, "What is hidden"). At the end the
        screens are lifted: the GP break a tie (CY-WIN-03)."""
        return viewer is None or viewer == seat or self.options["gold"] == "counted" or self.outcome_ is not None

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
