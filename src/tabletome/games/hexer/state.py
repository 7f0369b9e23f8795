"""The Der Hexer von Salem state: fields, zones, the frame stack, clone and one ``show``.

Fields are flat lists and ints so that ``clone`` is a handful of slice copies.
Per-seat item counts live in ``held[seat * 4 + item]``; location item spaces in
``spaces[location * 3 + space]``; location cards in a bitmask per seat (bits 0-6
the locations, bit 7 the Secret Passage). The flow (whose turn, which action, a
pending offer or team discard) is the stack of frames (``flow.py``); its frames never
change once pushed, so a clone shares them.

Hidden information lives in zones (``ZONES``), each saying who sees its items:

- the portal tiles on locations 1-6 (``tiles``, MASKED: a seat knows the tiles it looked at
  with the Glasses, ``known``; everybody once the final check turns them over) and the two
  tiles left in the box (``box``, HIDDEN), one pool;
- the Great Old Ones in the reserve (``reserve``, MASKED: face up or not, ``reserve_up``)
  and on the R'lyeh space (``rlyeh_space``, MASKED: ``rlyeh_up``), one pool;
- the creature deck (``cdeck``) and the pair the hard games remove (``removed``), one pool;
- the event deck (``edeck``) and the 4 events set aside (``easide``), one pool;
- the bag (``bag``: its contents are known by elimination, not its order).

``view``, ``public_view``, ``full_view`` and ``determinize`` are assembled from the zones
(``engine.state.Assembled``); :meth:`HexerState.constrain` keeps a determinization true to
the two facts that tie hidden items together: every statement the team made about open
portals (HX-COOP-03/04) and the removed pair being a kind nobody has seen (HX-DIFF-04).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, ClassVar

from tabletome.engine.actions import Action
from tabletome.engine.fields import LIST, SHARED, VALUE, field, init_fields
from tabletome.engine.flow import FlowGameState, Frame
from tabletome.engine.game import Game
from tabletome.engine.i18n import N_, _, seat_words
from tabletome.engine.rng import Rng
from tabletome.engine.state import Assembled
from tabletome.engine.zones import ALL, HIDDEN, MASKED, Viewer, Zone

from . import flow, rules
from .actions import COLOURS
from .data import ITEM_TITLES, HexerEdition

FACE_DOWN = "face down"


def _per_seat(value: int) -> Any:
    return lambda s: [value] * s.players


def _goo_name(s: Any, goo: int) -> str:
    return str(s.ed.g_names[goo])


def _tile_face(s: Any, tile: int) -> str:
    return "portal" if tile else "wall"


TILES = Zone("tiles", "tiles", MASKED, masks="tile_masks", label=_tile_face, face_down=FACE_DOWN)
BOX = Zone("box", "tiles", HIDDEN)
RESERVE = Zone("reserve", "old ones", MASKED, masks="reserve_masks", label=_goo_name, face_down=FACE_DOWN)
RLYEH_SPACE = Zone("rlyeh_space", "old ones", MASKED, masks="rlyeh_masks", label=_goo_name, face_down=FACE_DOWN)
CREATURE_DECK = Zone("cdeck", "creatures", HIDDEN)
REMOVED_PAIR = Zone("removed", "creatures", HIDDEN)
EVENT_DECK = Zone("edeck", "events", HIDDEN)
EVENTS_ASIDE = Zone("easide", "events", HIDDEN)
BAG = Zone("bag", "items", HIDDEN)


class HexerState(Assembled, FlowGameState):
    game: ClassVar[Game]  # set by the package on import
    ZONES = (TILES, BOX, RESERVE, RLYEH_SPACE, CREATURE_DECK, REMOVED_PAIR, EVENT_DECK, EVENTS_ASIDE, BAG)

    ed: HexerEdition = field(SHARED)
    rd: rules.Readings = field(SHARED)  # the rules version's readings, from the options
    stack: list[Frame] = field(LIST, factory=list)  # frames never change once pushed: shared
    stops: list[frozenset[str] | None] = field(SHARED)  # never changed in Hexer: every seat is asked everywhere
    round_no: int = field(VALUE, default=0)
    start: int = field(VALUE, default=0)
    active: int = field(VALUE, default=0)  # whose turn it is, or was last (step C: that investigator draws the event)
    necron: int = field(VALUE, default=0)
    craven: int = field(VALUE, default=0)
    sanity: list[int] = field(LIST, init=_per_seat(0))
    pos: list[int] = field(LIST, init=_per_seat(0))
    held: list[int] = field(LIST, init=lambda s: [0] * (4 * s.players))
    art: list[int] = field(LIST, init=_per_seat(-1))
    hand: list[int] = field(LIST, init=_per_seat(0))
    #: per seat, the locations whose tile it looked at (bit loc); that it looked is public
    known: list[int] = field(LIST, init=_per_seat(0))
    spaces: list[int] = field(LIST, factory=lambda: [-1] * 21)
    bag: list[int] = field(LIST, factory=list)
    discard: list[int] = field(LIST, init=lambda s: [0] * s.ed.n_items)
    board: list[int] = field(LIST, factory=lambda: [-1] * 7)
    cdeck: list[int] = field(LIST, factory=list)
    cdisc: list[int] = field(LIST, factory=list)
    removed: list[int] = field(LIST, factory=list)  # the pair of one kind left out (HX-DIFF-04), or empty
    seen_kinds: int = field(VALUE, default=0)
    tiles: list[int] = field(list, factory=lambda: [-1] * 7)  # per location: 1 portal, 0 wall; -1 at the University
    box: list[int] = field(list, factory=list)
    on_tile: list[int] = field(LIST, factory=lambda: [-1] * 7)
    tiles_shown: bool = field(VALUE, default=False)
    #: the item an investigator took off its space and is paying for (-1: none)
    acquiring: int = field(VALUE, default=-1)
    reserve: list[int] = field(LIST, factory=lambda: [-1] * 5)
    reserve_up: int = field(VALUE, default=0)
    rlyeh_space: list[int] = field(LIST, factory=lambda: [-1])  # the one card on the R'lyeh space
    rlyeh_up: bool = field(VALUE, default=False)
    shadow: int = field(VALUE, default=-1)
    banisher: int = field(VALUE, default=-1)
    goo_box: list[int] = field(LIST, factory=list)
    #: (round, deciding seat, tiles covered (bit loc-1), answer)
    statements: list[tuple[int, int, int, bool]] = field(LIST, factory=list)
    edeck: list[int] = field(LIST, factory=list)
    easide: list[int] = field(LIST, factory=list)
    edisc: list[int] = field(LIST, factory=list)

    def __init__(self, ed: HexerEdition, players: int, seed: int, options: dict[str, Any]) -> None:
        init_fields(
            self,
            ed=ed,
            players=players,
            options=options,
            rd=rules.Readings.from_options(options),
            rng=Rng(seed),
            stops=[None] * players,
        )
        rules.deal(self, options["sanity"], options["necron_head_start"], options["remove_pair"])
        begin(self)

    # ------------------------------------------------------------ contract
    @property
    def edition(self) -> HexerEdition:
        return self.ed

    @property
    def round(self) -> int:
        return self.round_no

    @property
    def step(self) -> str:
        """The name of the step the game waits on ("move", "use", "discard"...; "over" at the end)."""
        stack = self.stack
        return stack[-1].name if stack else "over"  # type: ignore[attr-defined]

    @property
    def rlyeh(self) -> int:
        """The Great Old One on the R'lyeh space."""
        return self.rlyeh_space[0]

    @rlyeh.setter
    def rlyeh(self, goo: int) -> None:
        self.rlyeh_space[0] = goo

    OVER = N_("The game is over; no more moves can be made.")

    def not_now(self, action: Action) -> str:
        top = self.stack[-1]
        who = seat_words(COLOURS[top.seat]) if top.seat is not None else _("nobody")
        return _("'{action}' is not possible now: {seat} must {task}.").format(
            action=action,
            seat=who,
            task=_(top.task),  # type: ignore[attr-defined]
        )

    def seat_name(self, seat: int) -> str:
        return COLOURS[seat]

    def fingerprint(self) -> tuple[Any, ...]:
        """Every field that defines the game (not the narration or caches)."""
        skip = ("log", "_legal", "ed", "options", "rd", "stack")
        out: list[Any] = [self.ed.digest, sorted(self.options.items())]
        out.append(tuple(f.key() for f in self.stack))  # type: ignore[attr-defined]
        for name in HexerState.FIELDS:  # type: ignore[attr-defined]
            if name not in skip:
                value = getattr(self, name)
                out.append(value.state if isinstance(value, Rng) else value)
        return tuple(out)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HexerState) and self.fingerprint() == other.fingerprint()

    __hash__ = None  # type: ignore[assignment]  # mutable

    # ------------------------------------------------------------ who sees what
    @property
    def tile_masks(self) -> list[int]:
        """Per location, the seats that know its tile: those that looked (HX-USE-03), everybody
        once the final check turns the tiles over (HX-END-05) or once every seat has looked."""
        if self.tiles_shown:
            return [ALL] * 7
        everybody = (1 << self.players) - 1
        masks = [0] * 7
        for t, looked in enumerate(self.known):
            for loc in range(1, 7):
                if (looked >> loc) & 1:
                    masks[loc] |= 1 << t
        return [ALL if m == everybody else m for m in masks]

    @property
    def reserve_masks(self) -> list[int]:
        up = self.reserve_up
        return [ALL if (up >> i) & 1 else 0 for i in range(5)]

    @property
    def rlyeh_masks(self) -> list[int]:
        return [ALL if self.rlyeh_up else 0]

    def show(self, viewer: Viewer) -> dict[str, Any]:
        ed = self.ed
        return {
            "edition": ed.id,
            "players": self.players,
            "options": {k: v for k, v in self.options.items() if k != "players"},
            "round": self.round_no,
            "start_player": COLOURS[self.start],
            "phase": self.step,
            "necron": {
                "position": self.necron,
                "demonic_power": ed.demonic,
                "final": ed.final,
                "necron_faces": list(ed.faces),
            },
            "craven": self.craven,
            "locations": _locations(self, viewer),
            **_old_ones(self, viewer),
            "investigators": [_investigator(self, t) for t in range(self.players)],
            **_creatures(self, viewer),
            "event_deck": len(self.edeck),
            "events_aside": len(self.easide),
            "event_discard": [ed.e_names[e] for e in self.edisc],
            "bag": len(self.bag),
            "item_discard": {ed.item_name(k): self.discard[k] for k in range(ed.n_items) if self.discard[k]},
            "statements": _statements(self),
            "flow": _flow(self),
        }

    # ------------------------------------------------------------ determinize
    def constrain(self, world: Any, seat: int, rng: Rng) -> None:
        if world.removed:
            _removed_pair_unseen(world, rng)
        if world.statements and not world.tiles_shown:
            _statements_stay_true(world, seat, rng)


def begin(s: HexerState) -> None:
    """After the setup, round 1 (HX-ROUND-01)."""
    s.push(flow.Rounds())
    s.settle()


# ---------------------------------------------------------------- the view, part by part
def _item(s: HexerState, code: int) -> str | None:
    return None if code < 0 else s.ed.item_name(code)


def _locations(s: HexerState, viewer: Viewer) -> list[dict[str, Any]]:
    """The 7 locations: item spaces and their costs, the creature, the portal tile as ``viewer`` sees it."""
    ed = s.ed
    tiles = TILES.show(s, viewer)
    out = []
    for loc in range(7):
        out.append(
            {
                "number": loc,
                "name": ed.loc_names[loc],
                "artifact_symbol": ed.symbols[ed.loc_symbol[loc]] if loc else "any",
                "item_spaces": ed.item_spaces[loc],  # 3, or 0 at a Shadow-only University
                "items": [_item(s, s.spaces[loc * 3 + i]) for i in range(3)],
                "costs": [ed.cost_text(ed.costs[loc * 3 + i]) for i in range(3)],
                "creature": ed.c_names[s.board[loc]] if loc and s.board[loc] >= 0 else None,
                "portal": {"tile": tiles[loc], "artifact": _item(s, s.on_tile[loc])} if loc else None,
            }
        )
    return out


def _old_ones(s: HexerState, viewer: Viewer) -> dict[str, Any]:
    """The Shadow, the reserve, R'lyeh, the Old Ones out of the game and the overview card."""
    ed = s.ed
    return {
        "shadow": ed.g_names[s.shadow] if s.shadow >= 0 else None,
        "reserve": [{"space": i + 1, "card": card} for i, card in enumerate(RESERVE.show(s, viewer))],
        "rlyeh": RLYEH_SPACE.show(s, viewer)[0],
        "banished_by": COLOURS[s.banisher] if s.banisher >= 0 else None,
        "out_of_game": [ed.g_names[g] for g in s.goo_box],
        # HX-COMP-05, HX-SETUP-07, HX-RLY-08: the overview card lies open for everybody.
        "old_ones_overview": [
            {"name": ed.g_names[g], "banish_with": ed.requirement_text(g)} for g in range(len(ed.g_names))
        ],
    }


def _investigator(s: HexerState, t: int) -> dict[str, Any]:
    """An investigator board: everything on it is public, and so is where it looked (not what it saw)."""
    hand = s.hand[t]
    return {
        "colour": COLOURS[t],
        "in_game": s.sanity[t] > 0,
        "location": s.pos[t],
        "sanity": s.sanity[t],
        "items": {ITEM_TITLES[k]: s.held[t * 4 + k] for k in range(4)},
        "artifact": _item(s, s.art[t]),
        "cards": [loc for loc in range(7) if (hand >> loc) & 1],
        "secret_passage": bool(hand & rules.PASSAGE_BIT),
        "looked_at": [loc for loc in range(1, 7) if (s.known[t] >> loc) & 1],
    }


def _creatures(s: HexerState, viewer: Viewer) -> dict[str, Any]:
    ed = s.ed
    removed = REMOVED_PAIR.show(s, viewer)
    return {
        "creature_deck": len(s.cdeck),
        "creature_discard": [ed.card_name(c) for c in s.cdisc],
        "creatures_seen": [ed.c_names[k] for k in range(ed.n_kinds) if (s.seen_kinds >> k) & 1],
        # HX-DIFF-04: nobody sees which pair left the deck.
        "creature_pair_removed": (ed.c_names[removed[0]] if isinstance(removed, list) else "unseen")
        if s.removed
        else None,
    }


def _statements(s: HexerState) -> list[dict[str, Any]]:
    """HX-COOP-03/04: the only thing ever said about portals, when the group decided to banish."""
    return [
        {
            "round": r,
            "deciding": COLOURS[t],
            "tiles": [loc for loc in range(1, 7) if (mask >> (loc - 1)) & 1],
            "open_portal_known": known,
        }
        for r, t, mask, known in s.statements
    ]


def _flow(s: HexerState) -> dict[str, Any]:
    """The pending steps that players talk about: whose turn, an offer, a team discard, an item being taken."""
    out: dict[str, Any] = {
        "active": COLOURS[s.active],
        "turn": None,
        "decider": None,
        "discard_demand": None,
        "offer": None,
        "acquiring": _item(s, s.acquiring),
        "acquiring_at": -1,
    }
    for frame in s.stack:
        if isinstance(frame, flow.Turns):
            out["turn"] = frame.index
        elif isinstance(frame, rules.TeamDiscard):
            out["decider"] = COLOURS[frame.seat or 0]
            out["discard_demand"] = {"item": frame.what(), "left": frame.left}
        elif isinstance(frame, flow.Offer):
            out["offer"] = {
                "to": COLOURS[frame.seat or 0],
                "give": ITEM_TITLES[frame.give],
                "get": ITEM_TITLES[frame.get] if frame.get >= 0 else None,
            }
        elif isinstance(frame, (flow.TakeItem, flow.Drop)):
            out["acquiring_at"] = frame.at
    return out


# ---------------------------------------------------------------- determinize: facts that tie hidden items
def _removed_pair_unseen(world: HexerState, rng: Rng) -> None:
    """HX-DIFF-04: the pair left out is two cards of one kind nobody has seen; the rest is the deck.

    Both copies of an unseen kind are in the redealt pool (deck and pair), and every unseen kind is
    equally likely to be the one removed; taking two copies out of a shuffled pool leaves it shuffled.
    """
    ed = world.ed
    unseen = [k for k in range(ed.n_kinds) if not (world.seen_kinds >> k) & 1]
    kind = unseen[rng.below(len(unseen))]
    pool = world.cdeck + world.removed
    pool.remove(kind)
    pool.remove(kind)
    world.cdeck = pool
    world.removed = [kind, kind]


def _statements_stay_true(world: HexerState, seat: int, rng: Rng) -> None:
    """HX-COOP-03/04: every statement on record must hold of the sampled tiles.

    The redealt tiles are kept when they agree; otherwise one arrangement of the unseen tiles is
    drawn among those that agree (keeping agreeing deals as they come and drawing uniformly among
    the agreeing ones otherwise gives each agreeing arrangement the same chance).
    """
    if _said_truly(world):
        return
    unknown = [loc for _, loc in TILES.unknown_slots(world, seat)]
    tiles = [world.tiles[loc] for loc in unknown] + world.box
    slots = len(tiles)
    fits = []
    for chosen in combinations(range(slots), sum(tiles)):
        for j, loc in enumerate(unknown):
            world.tiles[loc] = 1 if j in chosen else 0
        if _said_truly(world):
            fits.append(chosen)
    chosen_set = set(fits[rng.below(len(fits))])
    arrangement = [1 if j in chosen_set else 0 for j in range(slots)]
    for j, loc in enumerate(unknown):
        world.tiles[loc] = arrangement[j]
    world.box = arrangement[len(unknown) :]


def _said_truly(world: HexerState) -> bool:
    portal_bits = sum(1 << (loc - 1) for loc in range(1, 7) if world.tiles[loc])
    return all(bool(portal_bits & mask) == known for _, _, mask, known in world.statements)


__all__ = ["FACE_DOWN", "HexerState", "begin"]
