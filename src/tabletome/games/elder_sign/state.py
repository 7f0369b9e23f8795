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
from tabletome.engine.fields import DICT, LIST, SHARED, VALUE, field, init_fields
from tabletome.engine.flow import FlowGameState, FlowState, GameOver
from tabletome.engine.game import Game
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled
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


class ESState(Assembled, FlowGameState):
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

    ed: ESEdition = field(SHARED)
    ao: int = field(VALUE, default=0)
    doom: int = field(VALUE, default=0)
    signs: int = field(VALUE, default=0)
    clock: int = field(VALUE, default=0)  # hours past midnight: 0, 3, 6, 9 (XII, III, VI, IX)
    midnights: int = field(VALUE, default=0)  # times the hand reached XII in this turn (ES-MID-01/02)
    mythos: int = field(VALUE, default=-1)  # the Mythos card in effect, -1 none
    places: list[int] = field(LIST, factory=list)  # the card in each place, -1 empty
    #: per place: (row, monster); row -1 below the last task
    monsters_at: list[tuple[tuple[int, int], ...]] = field(LIST, factory=list)
    #: (colour, holder): holder a place, LOCK_MYTHOS, or MONSTER_BASE + monster
    locks: list[tuple[int, int]] = field(LIST, factory=list)
    #: the doom track is full: the Ancient One awakens at the next safe point (ES-DOOM-05)
    awaken: bool = field(VALUE, default=False)
    awakened: bool = field(VALUE, default=False)
    hastur_x: int = field(VALUE, default=0)
    turns: int = field(VALUE, default=0)
    adventure_deck: list[int] = field(LIST, factory=list)
    world_deck: list[int] = field(LIST, factory=list)
    mythos_deck: list[int] = field(LIST, factory=list)
    mythos_discard: list[int] = field(LIST, factory=list)
    cup: list[int] = field(LIST, factory=list)
    commons: list[int] = field(LIST, factory=list)
    uniques: list[int] = field(LIST, factory=list)
    spells: list[int] = field(LIST, factory=list)
    allies: list[int] = field(LIST, factory=list)
    item_discard: list[int] = field(LIST, factory=list)
    #: per investigator slot: the investigator card, -1 when none is left (ES-DEV-05)
    team: list[int] = field(LIST, factory=list)
    owner: list[int] = field(LIST, factory=list)  # the seat playing each slot
    sanity: list[int] = field(LIST, factory=list)
    stamina: list[int] = field(LIST, factory=list)
    max_sanity: list[int] = field(LIST, factory=list)
    max_stamina: list[int] = field(LIST, factory=list)
    clues: list[int] = field(LIST, factory=list)
    items: list[tuple[int, ...]] = field(LIST, factory=list)
    trophies: list[tuple[int, ...]] = field(LIST, factory=list)
    where: list[int] = field(LIST, factory=list)
    marker: list[int] = field(LIST, factory=list)  # the die on each investigator's marker, -1 none (ES-FOCUS-04)
    #: spell item code -> dice secured on it (ES-SPELL-06)
    secured: dict[int, tuple[int, ...]] = field(DICT, factory=dict)
    daily: list[int] = field(LIST, factory=list)  # bits of "once per day" abilities used since midnight (ES-GEN-06)
    #: every investigator card taken this game (ES-DEV-04)
    used_investigators: tuple[int, ...] = field(VALUE, default=())
    active: int = field(VALUE, default=0)
    last_seat: int = field(VALUE, default=0)
    #: AMB-04: the cards read from the other transcription (option transcription)
    alt: dict[int, Any] = field(SHARED, factory=dict)
    pyramid: bool = field(VALUE, default=False)  # the Lightless Pyramid mode (option mode)
    down: list[bool] = field(LIST, factory=list)  # per place: the card is face down (ES-EGY-02)
    side: int = field(VALUE, default=0)  # the entrance's face-up side: 0 Cairo, 1 Dashur (ES-CAIRO-02)
    cairo_deck: list[int] = field(LIST, factory=list)  # Stage I (ES-LPSETUP-09)
    dashur_deck: list[int] = field(LIST, factory=list)  # Stage II and the Hidden Chambers
    pharaoh_deck: list[int] = field(LIST, factory=list)
    pharaoh_discard: list[int] = field(LIST, factory=list)  # ES-PHAR-05
    relics: list[int] = field(LIST, factory=list)
    #: per space of the Expedition sheet: a token on it (ES-EXPD-02/03)
    expedition: list[bool] = field(LIST, factory=list)
    camp_used: int = field(VALUE, default=0)  # bits of the lasting spaces used since midnight
    #: bits of the yellow (1) and red (2) dice lost in this turn's unlock roll (AMB-15b)
    lost: int = field(VALUE, default=0)
    #: the clock does not advance in this turn's Clock phase (ES-LPICON-03)
    expeditious: bool = field(VALUE, default=False)
    #: bits of the Dark Pharaoh places filled during this midnight's first step (ES-PHAR-09)
    fresh: int = field(VALUE, default=0)
    #: per deck: how many of its bottom cards every seat saw put there (kept when redealt)
    under: dict[str, int] = field(DICT, factory=dict)

    def __init__(self, ed: ESEdition, seed: int, options: dict[str, Any]) -> None:
        from .flow import setup

        n: int = options["players"]
        alt = ed.alternates if options.get("transcription") == "ok" else {}
        init_fields(self, ed=ed, players=n, options=options, rng=Rng(seed), stops=[None] * n, alt=alt)
        setup(self)  # deals and places: every field takes its starting value there

    @property
    def edition(self) -> ESEdition:
        return self.ed

    @property
    def round(self) -> int:
        """The turns played (ES-TURN): where a search's playout asks the evaluator."""
        return self.turns

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
