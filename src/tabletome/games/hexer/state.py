"""The Der Hexer von Salem state: fields, clone, view and determinize.

Fields are flat lists and ints so that ``clone`` is a handful of slice copies.
Per-seat item counts live in ``held[seat * 4 + item]``; location item spaces in
``spaces[location * 3 + space]``; location cards in a bitmask per seat (bits 0-6
the locations, bit 7 the Secret Passage).

Hidden information: the portal tiles (``tiles``; a seat knows the ones it looked
at, ``known``), the face-down Great Old Ones, the creature and event deck orders,
the 4 events set aside, the 2 boxed tiles, the removed creature pair and the
order of the bag. ``view(seat)`` shows none of it; ``determinize`` resamples all
of it from the view alone.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, ClassVar

from tabletome.engine.actions import Action
from tabletome.engine.game import Game, Outcome
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from . import rules
from .actions import COLOURS
from .data import ITEM_TITLES, HexerEdition

_HIDDEN_FACE = "face down"


class HexerState(State):
    __slots__ = (
        "ed",
        "players",
        "options",
        "rng",
        "log",
        "reveals",
        "_legal",
        # flow
        "phase",
        "to_move_",
        "seat",
        "last",
        "start",
        "round_no",
        "turn_idx",
        "stage",
        "revealer",
        "reveals_left",
        "decider",
        "pend_item",
        "pend_left",
        "offer_to",
        "offer_give",
        "offer_get",
        "acq_item",
        "acq_loc",
        "outcome_",
        # board
        "necron",
        "craven",
        "sanity",
        "pos",
        "held",
        "art",
        "hand",
        "known",
        "spaces",
        "bag",
        "discard",
        "board",
        "cdeck",
        "cdisc",
        "removed_kind",
        "seen_kinds",
        "tiles",
        "box",
        "on_tile",
        "tiles_shown",
        "reserve",
        "reserve_up",
        "rlyeh",
        "rlyeh_up",
        "shadow",
        "banisher",
        "goo_box",
        "statements",
        "edeck",
        "easide",
        "edisc",
    )

    game: ClassVar[Game]  # set by the package on import

    ed: HexerEdition
    players: int
    options: dict[str, Any]
    rng: Rng
    log: list[tuple[int, str]] | None
    reveals: int
    _legal: tuple[Action, ...] | None
    phase: int
    to_move_: int | None
    seat: int
    last: int
    start: int
    round_no: int
    turn_idx: int
    stage: int
    revealer: int
    reveals_left: int
    decider: int
    pend_item: int
    pend_left: int
    offer_to: int
    offer_give: int
    offer_get: int
    acq_item: int
    acq_loc: int
    outcome_: Outcome | None
    necron: int
    craven: int
    sanity: list[int]
    pos: list[int]
    held: list[int]
    art: list[int]
    hand: list[int]
    known: list[int]
    spaces: list[int]
    bag: list[int]
    discard: list[int]
    board: list[int]
    cdeck: list[int]
    cdisc: list[int]
    removed_kind: int
    seen_kinds: int
    tiles: tuple[int, ...]
    box: tuple[int, ...]
    on_tile: list[int]
    tiles_shown: bool
    reserve: list[int]
    reserve_up: int
    rlyeh: int
    rlyeh_up: bool
    shadow: int
    banisher: int
    goo_box: list[int]
    statements: list[tuple[int, int, int, bool]]  # (round, deciding seat, tiles covered (bit loc-1), answer)
    edeck: list[int]
    easide: list[int]
    edisc: list[int]

    def __init__(self, ed: HexerEdition, players: int, seed: int, options: dict[str, Any]) -> None:
        self.ed = ed
        self.players = players
        self.options = options
        self.rng = Rng(seed)
        self.log = None
        self.reveals = 0
        self._legal = None
        self.phase = rules.RESOLVING
        self.to_move_ = None
        self.seat = 0
        self.last = 0
        self.start = 0
        self.round_no = 0
        self.turn_idx = -1
        self.stage = rules.S_NONE
        self.revealer = 0
        self.reveals_left = 0
        self.decider = -1
        self.pend_item = -1
        self.pend_left = 0
        self.offer_to = -1
        self.offer_give = -1
        self.offer_get = -1
        self.acq_item = -1
        self.acq_loc = -1
        self.outcome_ = None
        self.necron = 0
        self.craven = 0
        self.sanity = [0] * players
        self.pos = [0] * players
        self.held = [0] * (4 * players)
        self.art = [-1] * players
        self.hand = [0] * players
        self.known = [0] * players
        self.spaces = [-1] * 21
        self.bag = []
        self.discard = [0] * ed.n_items
        self.board = [-1] * 7
        self.cdeck = []
        self.cdisc = []
        self.removed_kind = -1
        self.seen_kinds = 0
        self.tiles = (-1,) * 7
        self.box = ()
        self.on_tile = [-1] * 7
        self.tiles_shown = False
        self.reserve = [-1] * 5
        self.reserve_up = 0
        self.rlyeh = -1
        self.rlyeh_up = False
        self.shadow = -1
        self.banisher = -1
        self.goo_box = []
        self.statements = []
        self.edeck = []
        self.easide = []
        self.edisc = []
        rules.setup(self, options["sanity"], options["necron_head_start"], options["remove_pair"])

    # ------------------------------------------------------------ contract
    @property
    def to_move(self) -> int | None:
        return self.to_move_

    @property
    def edition(self) -> HexerEdition:  # type: ignore[override]
        return self.ed

    @property
    def round(self) -> int:
        return self.round_no

    def legal_actions(self) -> tuple[Action, ...]:
        legal = self._legal
        if legal is None:
            legal = self._legal = rules.legal_actions(self)
        return legal

    def apply(self, action: Action) -> None:
        rules.apply(self, action)

    def outcome(self) -> Outcome | None:
        return self.outcome_

    def why_illegal(self, action: Action) -> str:
        return rules.why_illegal(self, action)

    def clone(self) -> HexerState:
        c = HexerState.__new__(HexerState)
        c.ed = self.ed
        c.players = self.players
        c.options = self.options
        c.rng = self.rng.clone()
        c.log = None
        c.reveals = self.reveals
        c._legal = self._legal  # immutable tuple, valid until the next apply
        c.phase = self.phase
        c.to_move_ = self.to_move_
        c.seat = self.seat
        c.last = self.last
        c.start = self.start
        c.round_no = self.round_no
        c.turn_idx = self.turn_idx
        c.stage = self.stage
        c.revealer = self.revealer
        c.reveals_left = self.reveals_left
        c.decider = self.decider
        c.pend_item = self.pend_item
        c.pend_left = self.pend_left
        c.offer_to = self.offer_to
        c.offer_give = self.offer_give
        c.offer_get = self.offer_get
        c.acq_item = self.acq_item
        c.acq_loc = self.acq_loc
        c.outcome_ = self.outcome_
        c.necron = self.necron
        c.craven = self.craven
        c.sanity = self.sanity[:]
        c.pos = self.pos[:]
        c.held = self.held[:]
        c.art = self.art[:]
        c.hand = self.hand[:]
        c.known = self.known[:]
        c.spaces = self.spaces[:]
        c.bag = self.bag[:]
        c.discard = self.discard[:]
        c.board = self.board[:]
        c.cdeck = self.cdeck[:]
        c.cdisc = self.cdisc[:]
        c.removed_kind = self.removed_kind
        c.seen_kinds = self.seen_kinds
        c.tiles = self.tiles
        c.box = self.box
        c.on_tile = self.on_tile[:]
        c.tiles_shown = self.tiles_shown
        c.reserve = self.reserve[:]
        c.reserve_up = self.reserve_up
        c.rlyeh = self.rlyeh
        c.rlyeh_up = self.rlyeh_up
        c.shadow = self.shadow
        c.banisher = self.banisher
        c.goo_box = self.goo_box[:]
        c.statements = self.statements[:]
        c.edeck = self.edeck[:]
        c.easide = self.easide[:]
        c.edisc = self.edisc[:]
        return c

    def fingerprint(self) -> tuple[Any, ...]:
        """Every field that defines the game (not the narration or caches)."""
        skip = ("log", "_legal", "ed", "options")
        out: list[Any] = [self.ed.digest, sorted(self.options.items())]
        for name in HexerState.__slots__:
            if name not in skip:
                value = getattr(self, name)
                out.append(value.state if isinstance(value, Rng) else value)
        return tuple(out)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, HexerState) and self.fingerprint() == other.fingerprint()

    __hash__ = None  # type: ignore[assignment]  # mutable

    # ------------------------------------------------------------ views
    def view(self, seat: int) -> dict[str, Any]:
        if not 0 <= seat < self.players:
            raise ValueError(f"seat {seat} is not in this {self.players}-player game")
        return self._view(seat)

    def full_view(self) -> dict[str, Any]:
        """Everything, hidden parts included: for finished games and analysis only."""
        return self._view(None)

    def _view(self, seat: int | None) -> dict[str, Any]:
        ed = self.ed
        n = self.players
        omni = seat is None
        mine = self.known[seat] if seat is not None else 0x7E

        def item(code: int) -> str | None:
            return None if code < 0 else ed.item_name(code)

        locations = []
        for loc in range(7):
            portal = None
            if loc:
                if omni or self.tiles_shown or (mine >> loc) & 1:
                    tile = "portal" if self.tiles[loc] else "wall"
                else:
                    tile = _HIDDEN_FACE
                portal = {"tile": tile, "artifact": item(self.on_tile[loc])}
            locations.append(
                {
                    "number": loc,
                    "name": ed.loc_names[loc],
                    "artifact_symbol": ed.symbols[ed.loc_symbol[loc]] if loc else "any",
                    "items": [item(self.spaces[loc * 3 + i]) for i in range(3)],
                    "costs": [ed.cost_text(ed.costs[loc * 3 + i]) for i in range(3)],
                    "creature": ed.c_names[self.board[loc]] if loc and self.board[loc] >= 0 else None,
                    "portal": portal,
                }
            )
        investigators = []
        for t in range(n):
            b = t * 4
            hand = self.hand[t]
            investigators.append(
                {
                    "colour": COLOURS[t],
                    "in_game": self.sanity[t] > 0,
                    "location": self.pos[t],
                    "sanity": self.sanity[t],
                    "items": {ITEM_TITLES[k]: self.held[b + k] for k in range(4)},
                    "artifact": item(self.art[t]),
                    "cards": [loc for loc in range(7) if (hand >> loc) & 1],
                    "secret_passage": bool(hand & rules.PASSAGE_BIT),
                    "looked_at": [loc for loc in range(1, 7) if (self.known[t] >> loc) & 1],
                }
            )
        reserve = []
        for i in range(5):
            g = self.reserve[i]
            if g < 0:
                card = None
            elif omni or (self.reserve_up >> i) & 1:
                card = ed.g_names[g]
            else:
                card = _HIDDEN_FACE
            reserve.append({"space": i + 1, "card": card})
        oc = self.outcome_
        return {
            "game": "hexer",
            "edition": ed.id,
            "players": n,
            "seat": seat,
            "you": COLOURS[seat] if seat is not None else None,
            "options": {k: v for k, v in self.options.items() if k != "players"},
            "round": self.round_no,
            "start_player": COLOURS[self.start],
            "to_move": COLOURS[self.to_move_] if self.to_move_ is not None else None,
            "phase": rules.PHASE_NAMES[self.phase],
            "prompt": self.prompt(),
            "necron": {
                "position": self.necron,
                "demonic_power": ed.demonic,
                "final": ed.final,
                "necron_faces": list(ed.faces),
            },
            "craven": self.craven,
            "locations": locations,
            "shadow": ed.g_names[self.shadow] if self.shadow >= 0 else None,
            "reserve": reserve,
            "rlyeh": ed.g_names[self.rlyeh] if omni or self.rlyeh_up else _HIDDEN_FACE,
            "banished_by": COLOURS[self.banisher] if self.banisher >= 0 else None,
            "out_of_game": [ed.g_names[g] for g in self.goo_box],
            # HX-COMP-05, HX-SETUP-07, HX-RLY-08: the overview card lies open for everybody.
            "old_ones_overview": [
                {"name": ed.g_names[g], "banish_with": ed.requirement_text(g)} for g in range(len(ed.g_names))
            ],
            "investigators": investigators,
            "creature_deck": len(self.cdeck),
            "creature_discard": [ed.card_name(c) for c in self.cdisc],
            "creatures_seen": [ed.c_names[k] for k in range(ed.n_kinds) if (self.seen_kinds >> k) & 1],
            "creature_pair_removed": (ed.c_names[self.removed_kind] if omni else "unseen")
            if self.removed_kind >= 0
            else None,
            "event_deck": len(self.edeck),
            "events_aside": len(self.easide),
            "event_discard": [ed.e_names[e] for e in self.edisc],
            "bag": len(self.bag),
            "item_discard": {ed.item_name(k): self.discard[k] for k in range(ed.n_items) if self.discard[k]},
            # HX-COOP-03/04: the only thing ever said about portals, when the group decided to banish.
            "statements": [
                {
                    "round": r,
                    "deciding": COLOURS[t],
                    "tiles": [loc for loc in range(1, 7) if (mask >> (loc - 1)) & 1],
                    "open_portal_known": known,
                }
                for r, t, mask, known in self.statements
            ],
            "flow": {
                "active": COLOURS[self.seat],
                "turn": self.turn_idx,
                "last": COLOURS[self.last],
                "stage": self.stage,
                "reveals_left": self.reveals_left,
                "revealer": COLOURS[self.revealer],
                "decider": COLOURS[self.decider] if self.decider >= 0 else None,
                "discard_demand": {
                    "item": "normal items" if self.pend_item < 0 else ITEM_TITLES[self.pend_item],
                    "left": self.pend_left,
                }
                if self.pend_left
                else None,
                "offer": {
                    "to": COLOURS[self.offer_to],
                    "give": ITEM_TITLES[self.offer_give],
                    "get": ITEM_TITLES[self.offer_get] if self.offer_get >= 0 else None,
                }
                if self.offer_to >= 0
                else None,
                "acquiring": item(self.acq_item),
                "acquiring_at": self.acq_loc,
            },
            "outcome": oc.to_json() if oc is not None else None,
        }

    def prompt(self) -> str:
        """What the seat to move must decide, in plain words."""
        ph = self.phase
        if ph == rules.OVER or self.to_move_ is None:
            return "The game is over."
        who = COLOURS[self.to_move_]
        if ph == rules.ANSWER:
            give = ITEM_TITLES[self.offer_give]
            if self.offer_get >= 0:
                return f"{who}: {COLOURS[self.seat]} offers {give} for your {ITEM_TITLES[self.offer_get]}."
            return f"{who}: {COLOURS[self.seat]} offers you {give}."
        if ph == rules.DISCARD_PHASE:
            what = "normal items" if self.pend_item < 0 else ITEM_TITLES[self.pend_item]
            return f"{who}: the team must discard {self.pend_left} more {what}; choose who gives one."
        return f"{who}: {rules.PROMPTS[ph]}."

    # ------------------------------------------------------------ determinize
    def determinize(self, seat: int, rng: Rng) -> HexerState:
        """A state agreeing with ``view(seat)``; every hidden part resampled from the view alone."""
        ed = self.ed
        d = self.clone()
        # Portal tiles: the seat knows the tiles it looked at (HX-USE-03), and every
        # statement the team made (HX-COOP-03/04) must stay true of the sample.
        if not self.tiles_shown:
            known = self.known[seat]
            unknown = [loc for loc in range(1, 7) if not (known >> loc) & 1]
            portals_left = ed.portals - sum(1 for loc in range(1, 7) if (known >> loc) & 1 and self.tiles[loc])
            slots = len(unknown) + len(self.box)
            tiles = list(self.tiles)
            if self.statements:
                fits = []
                for chosen in combinations(range(slots), portals_left):
                    for j, loc in enumerate(unknown):
                        tiles[loc] = 1 if j in chosen else 0
                    portal_bits = sum(1 << (loc - 1) for loc in range(1, 7) if tiles[loc])
                    if all(bool(portal_bits & mask) == known for _, _, mask, known in self.statements):
                        fits.append(chosen)
                chosen_set = set(fits[rng.below(len(fits))])
                arrangement = [1 if j in chosen_set else 0 for j in range(slots)]
            else:
                arrangement = [1] * portals_left + [0] * (slots - portals_left)
                rng.shuffle(arrangement)
            for j, loc in enumerate(unknown):
                tiles[loc] = arrangement[j]
            d.tiles = tuple(tiles)
            d.box = tuple(arrangement[len(unknown) :])
        # Great Old Ones face down in the reserve and in R'lyeh.
        up = {g for i, g in enumerate(self.reserve) if g >= 0 and (self.reserve_up >> i) & 1}
        up.update(self.goo_box)
        if self.shadow >= 0:
            up.add(self.shadow)
        if self.rlyeh_up:
            up.add(self.rlyeh)
        pool = [g for g in range(len(ed.g_names)) if g not in up]
        rng.shuffle(pool)
        for i in range(5):
            if self.reserve[i] >= 0 and not (self.reserve_up >> i) & 1:
                d.reserve[i] = pool.pop()
        if not self.rlyeh_up:
            d.rlyeh = pool.pop()
        # Creature deck: everything not on the board or in the discards, in a new order;
        # the removed pair (HX-DIFF-04) is any kind nobody has seen.
        counts = [2] * ed.n_kinds + [1, 1]
        if self.removed_kind >= 0:
            unseen = [k for k in range(ed.n_kinds) if not (self.seen_kinds >> k) & 1]
            d.removed_kind = unseen[rng.below(len(unseen))]
            counts[d.removed_kind] = 0
        for c in self.cdisc:
            counts[c] -= 1
        for loc in range(1, 7):
            if self.board[loc] >= 0:
                counts[self.board[loc]] -= 1
        deck = [c for c in range(len(counts)) for _ in range(counts[c])]
        rng.shuffle(deck)
        d.cdeck = deck
        # Event deck and the 4 set aside are one unseen pool.
        events = sorted(self.edeck + self.easide)
        rng.shuffle(events)
        d.edeck = events[: len(self.edeck)]
        d.easide = events[len(self.edeck) :]
        d.bag = sorted(self.bag)
        d.rng = Rng(rng.next64())
        return d
