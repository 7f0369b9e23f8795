"""A seat's view as a flat vector of floats, for learning agents.

Built from ``view(seat)`` only, so it holds nothing the seat may not know. Seats are
encoded relative to the viewer (me, the next seat clockwise, ...), which lets one
policy play any seat. The layout, in order:

* the viewer's colour, round, the step waiting (one-hot), who moves (relative), Necron
  track, Robert Craven;
* per location 0-6: each item space (item one-hot or empty), the creature, the
  portal tile (face down / portal / wall) and the artifact on it, the pawns there;
* the Shadow, the 5 reserve spaces, R'lyeh, the banisher, Old Ones out of the game;
* per investigator (4 slots, relative): in game, location, sanity, items, artifact,
  location cards, tiles looked at;
* decks and discards, the bag, the allowed portal statement, the pending decision.

:func:`encode_state` computes the same vector straight from the state (no view dict): a
faster path for learning loops, pinned to :func:`encode_view` by a test. Both feed the same
small builders below; only where the facts are read from differs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .actions import COLOURS
from .data import ITEM_TITLES, HexerEdition
from .flow import STEPS
from .state import FACE_DOWN, HexerState

SLOTS = 4  # investigator slots, whatever the player count, so one network fits 2-4 players
TILE_FACES = (FACE_DOWN, "portal", "wall", "none")
GOO_KNOWN, GOO_FACE_DOWN, GOO_EMPTY = 0, 1, 2
INVESTIGATOR_WIDTH = 1 + 9 + 1 + 4 + 8 + 6  # plus the artifact one-hot, which depends on the edition


def one_hot(i: int, size: int) -> list[float]:
    vec = [0.0] * size
    if 0 <= i < size:
        vec[i] = 1.0
    return vec


def bits(mask: int, positions: Iterable[int]) -> list[float]:
    return [1.0 if (mask >> b) & 1 else 0.0 for b in positions]


class Layout:
    """One edition's sizes, and the viewer: every seat is encoded relative to it."""

    __slots__ = ("ed", "me", "n_goo", "n_items", "n_sym", "players")

    def __init__(self, ed: HexerEdition, me: int, players: int) -> None:
        self.ed = ed
        self.me = me
        self.players = players
        self.n_items = ed.n_items
        self.n_goo = len(ed.g_names)
        self.n_sym = len(ed.symbols)

    def rel(self, seat: int) -> list[float]:
        vec = [0.0] * SLOTS
        if seat >= 0:
            vec[(seat - self.me) % self.players] = 1.0
        return vec

    def goo(self, goo: int, how: int) -> list[float]:
        """A Great Old One card: known, face down, or an empty space."""
        vec = [0.0] * (self.n_goo + 2)
        vec[goo if how == GOO_KNOWN else self.n_goo + how - GOO_FACE_DOWN] = 1.0
        return vec

    def artifact(self, item: int) -> list[float]:
        return one_hot(item - 4 if item >= 4 else self.n_sym, self.n_sym + 1)


# ---------------------------------------------------------------- the builders both paths share
def head(lay: Layout, round_no: int, step: str, to_move: int, necron: int, craven: int) -> list[float]:
    ed = lay.ed
    out = one_hot(lay.me, SLOTS)
    out.append(min(round_no, 40) / 40)
    out += one_hot(STEPS.index(step), len(STEPS))
    out += lay.rel(to_move)
    out.append(necron / ed.final)
    out.append(max(0, ed.demonic - necron) / ed.final)
    out += one_hot(craven, 7)
    return out


def location(lay: Layout, items: Sequence[int], creature: int, tile: int, art: int, here: list[float]) -> list[float]:
    """A location: 3 item spaces (-1 empty), its creature (-1 none), tile face, artifact on it, pawns."""
    out: list[float] = []
    for item in items:
        out += one_hot(item if item >= 0 else lay.n_items, lay.n_items + 1)
    out += one_hot(creature if creature >= 0 else lay.ed.n_kinds, lay.ed.n_kinds + 1)
    out += one_hot(tile, 4)
    out += lay.artifact(art)
    out += here
    return out


def investigator(
    lay: Layout, sanity: int, loc: int, items: Sequence[int], art: int, hand: int, looked: int
) -> list[float]:
    """An investigator board (sanity 0: out of the game): location 7 is R'lyeh, 8 out."""
    vec = [1.0 if sanity > 0 else 0.0]
    vec += one_hot(loc if loc >= 0 else 8, 9)
    vec.append(sanity / 6)
    vec += [n / 3 for n in items]
    vec += lay.artifact(art)
    vec += bits(hand, range(8))
    vec += bits(looked, range(1, 7))
    return vec


def by_slot(lay: Layout, boards: Sequence[tuple[int, list[float]]]) -> list[float]:
    """Investigator vectors in the viewer's order; empty slots are zeros."""
    slots = [[0.0] * (INVESTIGATOR_WIDTH + lay.n_sym + 1) for _ in range(SLOTS)]
    for seat, vec in boards:
        slots[(seat - lay.me) % lay.players] = vec
    return [x for slot in slots for x in slot]


def decks(lay: Layout, cdeck: int, cdisc: Sequence[int], seen: int, removed: bool, edeck: int) -> list[float]:
    ed = lay.ed
    out = [cdeck / 26]
    discards = [0.0] * (ed.n_kinds + 2)  # the Necron and Robert Craven cards follow the regular kinds
    for c in cdisc:
        discards[c] += 0.5
    out += discards
    out += bits(seen, range(ed.n_kinds))
    out.append(1.0 if removed else 0.0)
    out.append(edeck / len(ed.e_names))
    return out


def items_out(lay: Layout, events: Sequence[int], bag: int, discard: Sequence[int]) -> list[float]:
    """The event discards (one-hot), the bag's size and the item discard pile."""
    ed = lay.ed
    out = [0.0] * len(ed.e_names)
    for e in events:
        out[e] = 1.0
    out.append(bag / ed.items_total)
    out += [discard[k] / max(1, ed.item_counts[k]) if discard[k] else 0.0 for k in range(lay.n_items)]
    return out


def statements(said: Sequence[tuple[Iterable[int], bool]]) -> list[float]:
    """HX-COOP-03/04: per tile, whether a "nobody knows" and a "someone knows" statement covered it; the last."""
    said_none = [0.0] * 6
    said_some = [0.0] * 6
    for tiles, known in said:
        target = said_some if known else said_none
        for loc in tiles:
            target[loc - 1] = 1.0
    last = said[-1][1] if said else None
    return [
        *said_none,
        *said_some,
        1.0 if last is None else 0.0,
        1.0 if last is True else 0.0,
        1.0 if last is False else 0.0,
    ]


def pending(
    lay: Layout,
    active: int,
    decider: int,
    demand: tuple[int, int] | None,
    offer: tuple[int, int, int] | None,
    acquiring: int,
) -> list[float]:
    """Whose turn, a team discard (kind 0-3, 4 any; how many left), an offer (to, give, get), the item in hand."""
    out = lay.rel(active) + lay.rel(decider)
    out += one_hot(demand[0], 5) + [demand[1] / 4] if demand else [0.0] * 6
    if offer is None:
        out += [0.0] * (SLOTS + 8)
    else:
        out += lay.rel(offer[0]) + one_hot(offer[1], 4) + one_hot(offer[2], 4)
    out += one_hot(acquiring if acquiring >= 0 else lay.n_items, lay.n_items + 1)
    return out


# ---------------------------------------------------------------- from a view
def _codes(ed: HexerEdition) -> dict[str | None, int]:
    names: dict[str | None, int] = {ITEM_TITLES[k]: k for k in range(4)}
    names.update({ed.item_name(k): k for k in range(4, ed.n_items)})
    names[None] = -1
    return names


def _seat(colour: str | None) -> int:
    return -1 if colour is None else COLOURS.index(colour)


def observation_size(players: int, ed: HexerEdition) -> int:
    return len(encode_view(_blank_view(players, ed), ed))


def encode_view(v: Mapping[str, Any], ed: HexerEdition) -> list[float]:
    lay = Layout(ed, COLOURS.index(v["you"]), v["players"])
    codes = _codes(ed)
    out = head(lay, v["round"], v["phase"], _seat(v["to_move"]), v["necron"]["position"], v["craven"])
    for loc in v["locations"]:
        out += _location_of_view(lay, v, loc, codes)
    out += _old_ones_of_view(lay, v)
    boards = [(_seat(inv["colour"]), _investigator_of_view(lay, inv, codes)) for inv in v["investigators"]]
    out += by_slot(lay, boards)
    cdisc = [
        ed.n_kinds if n == "Necron" else ed.n_kinds + 1 if n == "Robert Craven" else ed.c_names.index(n)
        for n in v["creature_discard"]
    ]
    seen = sum(1 << ed.c_names.index(n) for n in v["creatures_seen"])
    out += decks(lay, v["creature_deck"], cdisc, seen, bool(v["creature_pair_removed"]), v["event_deck"])
    discard = [0] * ed.n_items
    for name, count in v["item_discard"].items():
        discard[codes[name]] = count
    out += items_out(lay, [ed.e_names.index(n) for n in v["event_discard"]], v["bag"], discard)
    out += statements([(st["tiles"], st["open_portal_known"]) for st in v["statements"]])
    out += _pending_of_view(lay, v["flow"], codes)
    return out


def _location_of_view(
    lay: Layout, v: Mapping[str, Any], loc: Mapping[str, Any], codes: Mapping[str | None, int]
) -> list[float]:
    portal = loc["portal"] or {"tile": "none", "artifact": None}
    creature = loc["creature"]
    here = [0.0] * SLOTS
    for inv in v["investigators"]:
        if inv["in_game"] and inv["location"] == loc["number"]:
            here[(_seat(inv["colour"]) - lay.me) % lay.players] = 1.0
    items = [codes[name] for name in loc["items"]]
    kind = lay.ed.c_names.index(creature) if creature else -1
    return location(lay, items, kind, TILE_FACES.index(portal["tile"]), codes[portal["artifact"]], here)


def _goo_of_view(lay: Layout, name: str | None) -> list[float]:
    if name is None:
        return lay.goo(-1, GOO_EMPTY)
    if name == FACE_DOWN:
        return lay.goo(-1, GOO_FACE_DOWN)
    return lay.goo(lay.ed.g_names.index(name), GOO_KNOWN)


def _old_ones_of_view(lay: Layout, v: Mapping[str, Any]) -> list[float]:
    out = _goo_of_view(lay, v["shadow"])
    for r in v["reserve"]:
        out += _goo_of_view(lay, r["card"])
    out += _goo_of_view(lay, v["rlyeh"])
    out += lay.rel(_seat(v["banished_by"]))
    gone = [0.0] * lay.n_goo
    for name in v["out_of_game"]:
        gone[lay.ed.g_names.index(name)] = 1.0
    return out + gone


def _investigator_of_view(lay: Layout, inv: Mapping[str, Any], codes: Mapping[str | None, int]) -> list[float]:
    items = [inv["items"][ITEM_TITLES[k]] for k in range(4)]
    hand = sum(1 << c for c in inv["cards"]) | (1 << 7 if inv["secret_passage"] else 0)
    looked = sum(1 << loc for loc in inv["looked_at"])
    return investigator(lay, inv["sanity"], inv["location"], items, codes[inv["artifact"]], hand, looked)


def _pending_of_view(lay: Layout, flow: Mapping[str, Any], codes: Mapping[str | None, int]) -> list[float]:
    demand = flow["discard_demand"]
    offer = flow["offer"]
    return pending(
        lay,
        _seat(flow["active"]),
        _seat(flow["decider"]),
        (4 if demand["item"] == "normal items" else codes[demand["item"]], demand["left"]) if demand else None,
        (_seat(offer["to"]), codes[offer["give"]], codes[offer["get"]]) if offer else None,
        codes[flow["acquiring"]],
    )


def _blank_view(players: int, ed: HexerEdition) -> dict[str, Any]:
    """The emptiest possible view, to measure the vector's length."""
    from . import GAME

    return GAME.new_state({"players": players}, 0, ed).view(0)


# ---------------------------------------------------------------- straight from the state
def encode_state(s: HexerState, seat: int) -> list[float]:
    """The vector of ``encode_view(s.view(seat))``, read straight from the state.

    It reads only what the view shows: portal tiles only where this seat looked (or after the
    final check), face-up cards, counts of the decks and the bag.
    """
    ed = s.ed
    lay = Layout(ed, seat, s.players)
    to_move = s.to_move
    out = head(lay, s.round_no, s.step, -1 if to_move is None else to_move, s.necron, s.craven)
    for loc in range(7):
        out += _location_of_state(lay, s, loc)
    out += _old_ones_of_state(lay, s)
    out += by_slot(lay, [(t, _investigator_of_state(lay, s, t)) for t in range(s.players)])
    out += decks(lay, len(s.cdeck), s.cdisc, s.seen_kinds, bool(s.removed), len(s.edeck))
    out += items_out(lay, s.edisc, len(s.bag), s.discard)
    out += statements(
        [([loc for loc in range(1, 7) if (mask >> (loc - 1)) & 1], known) for _, _, mask, known in s.statements]
    )
    out += _pending_of_state(lay, s)
    return out


def _location_of_state(lay: Layout, s: HexerState, loc: int) -> list[float]:
    here = [0.0] * SLOTS
    for t in range(s.players):
        if s.sanity[t] > 0 and s.pos[t] == loc:
            here[(t - lay.me) % lay.players] = 1.0
    if loc == 0:
        tile = TILE_FACES.index("none")
    elif s.tiles_shown or (s.known[lay.me] >> loc) & 1:
        tile = 1 if s.tiles[loc] else 2
    else:
        tile = 0  # face down
    items = s.spaces[loc * 3 : loc * 3 + 3]
    return location(lay, items, s.board[loc] if loc else -1, tile, s.on_tile[loc] if loc else -1, here)


def _old_ones_of_state(lay: Layout, s: HexerState) -> list[float]:
    out = lay.goo(s.shadow, GOO_KNOWN if s.shadow >= 0 else GOO_EMPTY)
    for i in range(5):
        g = s.reserve[i]
        out += lay.goo(g, GOO_EMPTY if g < 0 else GOO_KNOWN if (s.reserve_up >> i) & 1 else GOO_FACE_DOWN)
    out += lay.goo(s.rlyeh, GOO_KNOWN if s.rlyeh_up else GOO_FACE_DOWN)
    out += lay.rel(s.banisher)
    gone = [0.0] * lay.n_goo
    for g in s.goo_box:
        gone[g] = 1.0
    return out + gone


def _investigator_of_state(lay: Layout, s: HexerState, t: int) -> list[float]:
    return investigator(lay, s.sanity[t], s.pos[t], s.held[t * 4 : t * 4 + 4], s.art[t], s.hand[t], s.known[t])


def _pending_of_state(lay: Layout, s: HexerState) -> list[float]:
    from .flow import Offer
    from .rules import TeamDiscard

    decider = -1
    demand = offer = None
    for frame in s.stack:
        if isinstance(frame, TeamDiscard):
            decider = frame.seat if frame.seat is not None else -1
            demand = (4 if frame.item < 0 else frame.item, frame.left)
        elif isinstance(frame, Offer):
            offer = (frame.seat if frame.seat is not None else -1, frame.give, frame.get)
    return pending(lay, s.active, decider, demand, offer, s.acquiring)
