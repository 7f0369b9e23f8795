"""The Elder Sign state: the museum's cards in play, the investigators, the clock and the doom
track, the decks as hidden zones, and the frame stack.

Places: adventure spaces ``a1``..``a6`` (0-5; in the Lightless Pyramid the two rows of three),
the extra adventure of a Mythos card ``a7`` (6), Other World cards ``w1``..``w8`` (7-14), the
Dark Pharaoh adventures ``p1``..``p4`` (15-18, beside the rows: AMB-16); the entrance is
:data:`ENTRANCE` (in the Lightless Pyramid its face-up side, Cairo or Dashur), the Ancient One's
card (after the awakening) :data:`ON_AO`. A card in a place is an adventure index (the base and
the Egyptian ones), or ``OW_BASE + index`` for an Other World card.

Hidden information (AMB-22): the order of every deck and the monster cup, and the face of every
face-down Egyptian Adventure (its back is open, as is the back of each stage deck's top card,
ES-EGY-03); everything else is open to every seat (a cooperative game: items, clues, trophies and
the board).
"""

from __future__ import annotations

import contextlib
from typing import Any, ClassVar

from tabletome.engine.errors import IllegalAction
from tabletome.engine.flow import FlowState, Frame, GameOver
from tabletome.engine.game import Game, Outcome
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled, State
from tabletome.engine.zones import HIDDEN, PUBLIC, Viewer, Zone

from .data import ESEdition

ADVENTURE_PLACES = 6
EXTRA = 6
FIRST_WORLD = 7
FIRST_PHARAOH = 15
PLACES = 19
ENTRANCE = -1
ON_AO = -2
OW_BASE = 200
# Items: kind * 64 + index; trophies: adventure, OW_BASE + other world, MONSTER_BASE + monster.
KIND_CODES = ("common", "unique", "spell", "ally", "relic")
MONSTER_BASE = 400
# Lock holders: a place, the Mythos card, or a monster.
LOCK_MYTHOS = 100


def back_label(card: Any) -> str:
    if card.kind == "dark_pharaoh":
        return "a face-down Dark Pharaoh adventure"
    if card.kind == "hidden_chamber":
        return f"a face-down Hidden Chamber (unlock: {card.unlock})"
    return f"a face-down {card.difficulty} Egyptian Adventure"


class TurnCut(Exception):
    """The active investigator's turn is cut short (devoured, ES-TURN-11; the awakening,
    ES-DOOM-10): the frames above the turn are gone; the state's loop goes on from the turn."""


def item_code(kind: str, index: int) -> int:
    return KIND_CODES.index(kind) * 64 + index


def place_name(p: int) -> str:
    if p == ENTRANCE:
        return "entrance"
    if p == ON_AO:
        return "ancient-one"
    if p < FIRST_WORLD:
        return f"a{p + 1}"
    if p < FIRST_PHARAOH:
        return f"w{p - FIRST_WORLD + 1}"
    return f"p{p - FIRST_PHARAOH + 1}"


def _deck_label(kind: str) -> Any:
    def label(state: Any, item: int) -> Any:
        return state.item_name(item)

    return label


def _adventure_label(state: Any, item: int) -> Any:
    return state.card_name(item)


def _monster_label(state: Any, item: int) -> Any:
    return state.ed.monsters[item].name


def _mythos_label(state: Any, item: int) -> Any:
    return state.ed.mythos[item].name


class ESState(FlowState, Assembled, State):
    __slots__ = (
        "ed",
        "players",
        "options",
        "rng",
        "log",
        "reveals",
        "_legal",
        "stack",
        "stops",
        "outcome_",
        # the table
        "ao",
        "doom",
        "signs",
        "clock",
        "midnights",
        "mythos",
        "places",
        "monsters_at",
        "locks",
        "awaken",
        "awakened",
        "hastur_x",
        "turns",
        # decks (top = last)
        "adventure_deck",
        "world_deck",
        "mythos_deck",
        "mythos_discard",
        "cup",
        "commons",
        "uniques",
        "spells",
        "allies",
        "item_discard",
        # investigators
        "team",
        "owner",
        "sanity",
        "stamina",
        "max_sanity",
        "max_stamina",
        "clues",
        "items",
        "trophies",
        "where",
        "marker",
        "secured",
        "daily",
        "used_investigators",
        "active",
        "last_seat",
        "alt",
        # the Lightless Pyramid (ES-LPSETUP, ES-CAIRO, ES-EGY, ES-PHAR, ES-EXPD, ES-RELIC)
        "pyramid",
        "down",
        "side",
        "cairo_deck",
        "dashur_deck",
        "pharaoh_deck",
        "pharaoh_discard",
        "relics",
        "expedition",
        "camp_used",
        "lost",
        "expeditious",
        "fresh",
        "under",
    )

    game: ClassVar[Game]
    ZONES = (
        Zone("adventure_deck", "adventures", HIDDEN, label=_adventure_label),
        Zone("world_deck", "worlds", HIDDEN, label=_adventure_label),
        Zone("mythos_deck", "mythos", HIDDEN, label=_mythos_label),
        Zone("cup", "monsters", HIDDEN, label=_monster_label),
        Zone("commons", "commons", HIDDEN, label=_deck_label("common")),
        Zone("uniques", "uniques", HIDDEN, label=_deck_label("unique")),
        Zone("spells", "spells", HIDDEN, label=_deck_label("spell")),
        Zone("allies", "allies", HIDDEN, label=_deck_label("ally")),
        Zone("mythos_discard", "mythos-discard", PUBLIC, label=_mythos_label),
        Zone("cairo_deck", "cairo", HIDDEN, label=_adventure_label),
        Zone("dashur_deck", "dashur", HIDDEN, label=_adventure_label),
        Zone("pharaoh_deck", "pharaoh", HIDDEN, label=_adventure_label),
        Zone("relics", "relics", HIDDEN, label=_deck_label("relic")),
        Zone("pharaoh_discard", "pharaoh-discard", PUBLIC, label=_adventure_label),
    )

    ed: ESEdition
    players: int
    options: dict[str, Any]
    rng: Rng
    log: list[tuple[int, str]] | None
    reveals: int
    _legal: Any
    stack: list[Frame]
    stops: list[frozenset[str] | None]
    outcome_: Outcome | None
    ao: int
    doom: int
    signs: int
    clock: int  # hours past midnight: 0, 3, 6, 9 (XII, III, VI, IX)
    midnights: int  # times the hand reached XII in this turn (ES-MID-01/02)
    mythos: int  # the Mythos card in effect, -1 none
    places: list[int]  # the card in each place, -1 empty
    monsters_at: list[tuple[tuple[int, int], ...]]  # per place: (row, monster); row -1 below the last task
    locks: list[tuple[int, int]]  # (colour, holder): holder a place, LOCK_MYTHOS, or MONSTER_BASE + monster
    awaken: bool  # the doom track is full: the Ancient One awakens at the next safe point (ES-DOOM-05)
    awakened: bool
    hastur_x: int
    turns: int
    adventure_deck: list[int]
    world_deck: list[int]
    mythos_deck: list[int]
    mythos_discard: list[int]
    cup: list[int]
    commons: list[int]
    uniques: list[int]
    spells: list[int]
    allies: list[int]
    item_discard: list[int]
    team: list[int]  # per investigator slot: the investigator card, -1 when none is left (ES-DEV-05)
    owner: list[int]  # the seat playing each slot
    sanity: list[int]
    stamina: list[int]
    max_sanity: list[int]
    max_stamina: list[int]
    clues: list[int]
    items: list[tuple[int, ...]]
    trophies: list[tuple[int, ...]]
    where: list[int]
    marker: list[int]  # the die on each investigator's marker, -1 none (ES-FOCUS-04)
    secured: dict[int, tuple[int, ...]]  # spell item code -> dice secured on it (ES-SPELL-06)
    daily: list[int]  # bits of "once per day" abilities used since midnight (ES-GEN-06)
    used_investigators: tuple[int, ...]  # every investigator card taken this game (ES-DEV-04)
    active: int
    last_seat: int
    alt: dict[int, Any]  # AMB-04: the cards read from the other transcription (option transcription)
    pyramid: bool  # the Lightless Pyramid mode (option mode)
    down: list[bool]  # per place: the card is face down (ES-EGY-02)
    side: int  # the entrance's face-up side: 0 Cairo, 1 Dashur (ES-CAIRO-02)
    cairo_deck: list[int]  # Stage I (ES-LPSETUP-09)
    dashur_deck: list[int]  # Stage II and the Hidden Chambers
    pharaoh_deck: list[int]
    pharaoh_discard: list[int]  # ES-PHAR-05
    relics: list[int]
    expedition: list[bool]  # per space of the Expedition sheet: a token on it (ES-EXPD-02/03)
    camp_used: int  # bits of the lasting spaces used since midnight
    lost: int  # bits of the yellow (1) and red (2) dice lost in this turn's unlock roll (AMB-15b)
    expeditious: bool  # the clock does not advance in this turn's Clock phase (ES-LPICON-03)
    fresh: int  # bits of the Dark Pharaoh places filled during this midnight's first step (ES-PHAR-09)
    under: dict[str, int]  # per deck: how many of its bottom cards every seat saw put there (kept when redealt)

    def __init__(self, ed: ESEdition, seed: int, options: dict[str, Any]) -> None:
        from .flow import setup

        self.ed = ed
        self.players = int(options["players"])
        self.options = options
        self.rng = Rng(seed)
        self.log = None
        self.reveals = 0
        self._legal = None
        self.stack = []
        self.stops = [None] * self.players
        self.outcome_ = None
        self.alt = ed.alternates if options.get("transcription") == "ok" else {}
        self.under = {}
        setup(self)

    @property
    def edition(self) -> ESEdition:  # type: ignore[override]
        return self.ed

    def outcome(self) -> Outcome | None:
        return self.outcome_

    def seat_name(self, seat: int) -> str:
        names = [
            self.ed.investigators[self.team[i]].name
            for i in range(len(self.team))
            if self.owner[i] == seat and self.team[i] >= 0
        ]
        if self.players == 1 or not names:
            return f"player {seat + 1}" + (f" ({', '.join(names)})" if names and self.players > 1 else "")
        return " & ".join(names)

    # ---------------------------------------------------------------- names
    def label(self, p: int) -> str:
        """What every seat sees of the card in place ``p``: its name, or its back (ES-EGY-03/04)."""
        if not self.down[p]:
            return self.card_name(self.places[p])
        return back_label(self.card(self.places[p]))

    def card_name(self, card: int) -> str:
        if card >= OW_BASE:
            return self.ed.other_worlds[card - OW_BASE].name
        return self.ed.adventures[card].name

    def card(self, card: int) -> Any:
        if card >= OW_BASE:
            return self.ed.other_worlds[card - OW_BASE]
        return self.alt.get(card) or self.ed.adventures[card]

    def item(self, code: int) -> Any:
        return self.ed.items[KIND_CODES[code >> 6]][code & 63]

    def item_name(self, code: int) -> str:
        return str(self.item(code).name)

    def inv_name(self, i: int) -> str:
        return self.ed.investigators[self.team[i]].name if self.team[i] >= 0 else f"investigator {i + 1}"

    def trophy_value(self, code: int) -> int:
        if code >= MONSTER_BASE:
            return int(self.ed.monsters[code - MONSTER_BASE].trophy)
        return int(self.card(code).trophy)

    def trophy_name(self, code: int) -> str:
        if code >= MONSTER_BASE:
            return str(self.ed.monsters[code - MONSTER_BASE].name)
        return self.card_name(code)

    # ---------------------------------------------------------------- copies
    def clone(self) -> ESState:
        # written out field by field: clone is a hot path (search, determinizations)
        c = object.__new__(type(self))
        c.ed = self.ed
        c.players = self.players
        c.options = self.options
        c.reveals = self.reveals
        c._legal = self._legal
        c.outcome_ = self.outcome_
        c.ao = self.ao
        c.doom = self.doom
        c.signs = self.signs
        c.clock = self.clock
        c.midnights = self.midnights
        c.mythos = self.mythos
        c.awaken = self.awaken
        c.awakened = self.awakened
        c.hastur_x = self.hastur_x
        c.turns = self.turns
        c.used_investigators = self.used_investigators
        c.active = self.active
        c.last_seat = self.last_seat
        c.alt = self.alt
        c.pyramid = self.pyramid
        c.side = self.side
        c.camp_used = self.camp_used
        c.lost = self.lost
        c.expeditious = self.expeditious
        c.fresh = self.fresh
        c.down = self.down[:]
        c.cairo_deck = self.cairo_deck[:]
        c.dashur_deck = self.dashur_deck[:]
        c.pharaoh_deck = self.pharaoh_deck[:]
        c.pharaoh_discard = self.pharaoh_discard[:]
        c.relics = self.relics[:]
        c.expedition = self.expedition[:]
        c.rng = self.rng.clone()
        c.log = None
        c.stack = [f.copy() for f in self.stack]
        c.stops = self.stops[:]
        c.places = self.places[:]
        c.monsters_at = self.monsters_at[:]
        c.locks = self.locks[:]
        c.adventure_deck = self.adventure_deck[:]
        c.world_deck = self.world_deck[:]
        c.mythos_deck = self.mythos_deck[:]
        c.mythos_discard = self.mythos_discard[:]
        c.cup = self.cup[:]
        c.commons = self.commons[:]
        c.uniques = self.uniques[:]
        c.spells = self.spells[:]
        c.allies = self.allies[:]
        c.item_discard = self.item_discard[:]
        c.team = self.team[:]
        c.owner = self.owner[:]
        c.sanity = self.sanity[:]
        c.stamina = self.stamina[:]
        c.max_sanity = self.max_sanity[:]
        c.max_stamina = self.max_stamina[:]
        c.clues = self.clues[:]
        c.items = self.items[:]
        c.trophies = self.trophies[:]
        c.where = self.where[:]
        c.marker = self.marker[:]
        c.daily = self.daily[:]
        c.secured = dict(self.secured)
        c.under = dict(self.under)
        return c

    # ---------------------------------------------------------------- the loop
    def apply(self, action: Any) -> None:
        """FlowState.apply, where a turn cut short (devoured, the awakening) goes on from the turn."""
        legal = self.legal_actions()
        try:
            action = legal[legal.index(action)]
        except ValueError:
            raise IllegalAction(self.why_illegal(action)) from None
        self._legal = None
        try:
            with contextlib.suppress(TurnCut):
                self.stack[-1].resolve(self, action)
            self._settle()
        except GameOver:
            self._legal = None

    def _settle(self) -> None:
        while True:
            try:
                FlowState._settle(self)
                return
            except TurnCut:
                self._legal = None

    def constrain(self, world: Any, seat: int, rng: Rng) -> None:
        """The redeal shuffled each stage deck whole; face-down cards and the backs of the decks'
        top cards are known (ES-EGY-03): deal again so they keep the backs every seat sees. Cards
        every seat saw go under a deck (a spent trophy, a devoured investigator's cards) stay there."""
        from .pyramid import redeal_backs
        from .table import keep_under

        if self.pyramid or self.pharaoh_deck or any(self.down):
            redeal_backs(self, world, rng)
        keep_under(self, world)

    def show(self, viewer: Viewer) -> dict[str, Any]:
        from .views import show

        return show(self, viewer)
