"""A seat's view as a flat vector of floats, for learning agents.

Built from ``view(seat)`` only, so it holds nothing the seat may not know. Seats are
encoded relative to the viewer (me, the next seat clockwise, ...), which lets one
policy play any seat. The layout, in order:

* round, phase (one-hot), who moves (relative), Necron track, Robert Craven;
* per location 0-6: each item space (item one-hot or empty), the creature, the
  portal tile (face down / portal / wall) and the artifact on it, the pawns there;
* the Shadow, the 5 reserve spaces, R'lyeh, the banisher, Old Ones out of the game;
* per investigator (4 slots, relative): in game, location, sanity, items, artifact,
  location cards, tiles looked at;
* decks and discards, the bag, the allowed portal statement, the pending decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .actions import COLOURS
from .data import ITEM_TITLES, HexerEdition
from .rules import PHASE_NAMES
from .state import HexerState

SLOTS = 4  # investigator slots, whatever the player count, so one network fits 2-4 players


def _names(ed: HexerEdition) -> dict[str, int]:
    names = {ITEM_TITLES[k]: k for k in range(4)}
    names.update({ed.item_name(k): k for k in range(4, ed.n_items)})
    return names


def observation_size(players: int, ed: HexerEdition) -> int:
    return len(encode_view(_blank_view(players, ed), ed))


def encode_view(v: Mapping[str, Any], ed: HexerEdition) -> list[float]:
    out: list[float] = []
    add = out.append
    n_items = ed.n_items
    n_goo = len(ed.g_names)
    items = _names(ed)
    me = COLOURS.index(v["you"])
    players = v["players"]

    def rel(colour: str | None) -> list[float]:
        vec = [0.0] * SLOTS
        if colour is not None:
            vec[(COLOURS.index(colour) - me) % players] = 1.0
        return vec

    def one_hot(i: int, size: int) -> list[float]:
        vec = [0.0] * size
        if 0 <= i < size:
            vec[i] = 1.0
        return vec

    def goo(name: str | None) -> list[float]:
        # Known card, face down, or empty.
        vec = [0.0] * (n_goo + 2)
        if name is None:
            vec[n_goo + 1] = 1.0
        elif name == "face down":
            vec[n_goo] = 1.0
        else:
            vec[ed.g_names.index(name)] = 1.0
        return vec

    # The viewer's own colour: actions name seats by colour (``give blue G``), so a policy
    # that plays any seat must know which colour it is.
    out += one_hot(me, SLOTS)
    add(min(v["round"], 40) / 40)
    out += one_hot(PHASE_NAMES.index(v["phase"]), len(PHASE_NAMES))
    out += rel(v["to_move"])
    nec = v["necron"]
    add(nec["position"] / ed.final)
    add(max(0, ed.demonic - nec["position"]) / ed.final)
    out += one_hot(v["craven"], 7)
    for loc in v["locations"]:
        for name in loc["items"]:
            out += one_hot(items[name] if name is not None else n_items, n_items + 1)
        creature = loc["creature"]
        out += one_hot(ed.c_names.index(creature) if creature else ed.n_kinds, ed.n_kinds + 1)
        portal = loc["portal"] or {"tile": "none", "artifact": None}
        out += one_hot(("face down", "portal", "wall", "none").index(portal["tile"]), 4)
        art = portal["artifact"]
        out += one_hot(items[art] - 4 if art else len(ed.symbols), len(ed.symbols) + 1)
        here = [0.0] * SLOTS
        for inv in v["investigators"]:
            if inv["in_game"] and inv["location"] == loc["number"]:
                here[(COLOURS.index(inv["colour"]) - me) % players] = 1.0
        out += here
    out += goo(v["shadow"])
    for r in v["reserve"]:
        out += goo(r["card"])
    out += goo(v["rlyeh"])
    out += rel(v["banished_by"])
    gone = [0.0] * n_goo
    for name in v["out_of_game"]:
        gone[ed.g_names.index(name)] = 1.0
    out += gone
    by_slot: list[list[float]] = [[] for _ in range(SLOTS)]
    for inv in v["investigators"]:
        vec: list[float] = [1.0 if inv["in_game"] else 0.0]
        vec += one_hot(inv["location"] if inv["location"] >= 0 else 8, 9)  # 7 = R'lyeh, 8 = out
        vec.append(inv["sanity"] / 6)
        vec += [inv["items"][ITEM_TITLES[k]] / 3 for k in range(4)]
        art = inv["artifact"]
        vec += one_hot(items[art] - 4 if art else len(ed.symbols), len(ed.symbols) + 1)
        cards = [0.0] * 8
        for c in inv["cards"]:
            cards[c] = 1.0
        cards[7] = 1.0 if inv["secret_passage"] else 0.0
        vec += cards
        looked = [0.0] * 6
        for loc in inv["looked_at"]:
            looked[loc - 1] = 1.0
        vec += looked
        by_slot[(COLOURS.index(inv["colour"]) - me) % players] = vec
    width = len(next(s for s in by_slot if s))
    for slot in by_slot:
        out += slot or [0.0] * width
    add(v["creature_deck"] / 26)
    discards = [0.0] * (ed.n_kinds + 2)
    for name in v["creature_discard"]:
        if name == "Necron":
            discards[ed.n_kinds] += 0.5
        elif name == "Robert Craven":
            discards[ed.n_kinds + 1] += 0.5
        else:
            discards[ed.c_names.index(name)] += 0.5
    out += discards
    seen = [0.0] * ed.n_kinds
    for name in v["creatures_seen"]:
        seen[ed.c_names.index(name)] = 1.0
    out += seen
    add(1.0 if v["creature_pair_removed"] else 0.0)
    add(v["event_deck"] / len(ed.e_names))
    events = [0.0] * len(ed.e_names)
    for name in v["event_discard"]:
        events[ed.e_names.index(name)] = 1.0
    out += events
    add(v["bag"] / ed.items_total)
    discard = [0.0] * n_items
    for name, count in v["item_discard"].items():
        discard[items[name]] = count / max(1, ed.item_counts[items[name]])
    out += discard
    # The statements (HX-COOP-03/04): per tile, whether some "nobody knows" and some "someone
    # knows" statement covered it, and the latest answer.
    said_none = [0.0] * 6
    said_some = [0.0] * 6
    for st in v["statements"]:
        target = said_some if st["open_portal_known"] else said_none
        for loc in st["tiles"]:
            target[loc - 1] = 1.0
    out += said_none + said_some
    last = v["statements"][-1]["open_portal_known"] if v["statements"] else None
    out += [1.0 if last is None else 0.0, 1.0 if last is True else 0.0, 1.0 if last is False else 0.0]
    flow = v["flow"]
    out += rel(flow["active"])
    out += rel(flow["decider"])
    demand = flow["discard_demand"]
    out += one_hot(-1 if demand is None else (4 if demand["item"] == "normal items" else items[demand["item"]]), 5)
    add(demand["left"] / 4 if demand else 0.0)
    offer = flow["offer"]
    out += rel(offer["to"] if offer else None)
    out += one_hot(items[offer["give"]] if offer else -1, 4)
    out += one_hot(items[offer["get"]] if offer and offer["get"] else -1, 4)
    out += one_hot(items[flow["acquiring"]] if flow["acquiring"] else n_items, n_items + 1)
    return out


def _blank_view(players: int, ed: HexerEdition) -> dict[str, Any]:
    """The emptiest possible view, to measure the vector's length."""
    from . import GAME

    return GAME.new_state({"players": players}, 0, ed).view(0)


def encode_state(s: HexerState, seat: int) -> list[float]:
    """The vector of ``encode_view(s.view(seat))``, read straight from the state.

    A faster path for learning loops. It reads only what the view shows: portal tiles
    only where this seat looked (or after the final check), face-up cards, counts of the
    decks. A property test pins it to encode_view, the definition.
    """
    ed = s.ed
    n = s.players
    me = seat
    n_items = ed.n_items
    n_goo = len(ed.g_names)
    n_sym = len(ed.symbols)
    mine = s.known[seat]

    def rel(t: int) -> list[float]:
        vec = [0.0] * SLOTS
        if t >= 0:
            vec[(t - me) % n] = 1.0
        return vec

    def one_hot(i: int, size: int) -> list[float]:
        vec = [0.0] * size
        if 0 <= i < size:
            vec[i] = 1.0
        return vec

    out = one_hot(me, SLOTS)
    out.append(min(s.round_no, 40) / 40)
    out += one_hot(s.phase, len(PHASE_NAMES))
    out += rel(s.to_move_ if s.to_move_ is not None else -1)
    out.append(s.necron / ed.final)
    out.append(max(0, ed.demonic - s.necron) / ed.final)
    out += one_hot(s.craven, 7)
    for loc in range(7):
        base = loc * 3
        for i in range(3):
            item = s.spaces[base + i]
            out += one_hot(item if item >= 0 else n_items, n_items + 1)
        kind = s.board[loc] if loc else -1
        out += one_hot(kind if kind >= 0 else ed.n_kinds, ed.n_kinds + 1)
        if loc == 0:
            out += [0.0, 0.0, 0.0, 1.0]
            out += one_hot(n_sym, n_sym + 1)
        else:
            if s.tiles_shown or (mine >> loc) & 1:
                out += [0.0, 1.0, 0.0, 0.0] if s.tiles[loc] else [0.0, 0.0, 1.0, 0.0]
            else:
                out += [1.0, 0.0, 0.0, 0.0]
            art = s.on_tile[loc]
            out += one_hot(art - 4 if art >= 0 else n_sym, n_sym + 1)
        here = [0.0] * SLOTS
        for t in range(n):
            if s.sanity[t] > 0 and s.pos[t] == loc:
                here[(t - me) % n] = 1.0
        out += here

    def goo(g: int, face_up: bool) -> list[float]:
        vec = [0.0] * (n_goo + 2)
        if g < 0:
            vec[n_goo + 1] = 1.0
        elif face_up:
            vec[g] = 1.0
        else:
            vec[n_goo] = 1.0
        return vec

    out += goo(s.shadow, True)
    for i in range(5):
        out += goo(s.reserve[i], bool((s.reserve_up >> i) & 1))
    out += goo(s.rlyeh, s.rlyeh_up)
    out += rel(s.banisher)
    gone = [0.0] * n_goo
    for g in s.goo_box:
        gone[g] = 1.0
    out += gone
    width = 1 + 9 + 1 + 4 + (n_sym + 1) + 8 + 6
    slots = [[0.0] * width for _ in range(SLOTS)]
    for t in range(n):
        vec = [1.0 if s.sanity[t] > 0 else 0.0]
        vec += one_hot(s.pos[t] if s.pos[t] >= 0 else 8, 9)
        vec.append(s.sanity[t] / 6)
        vec += [s.held[t * 4 + k] / 3 for k in range(4)]
        art = s.art[t]
        vec += one_hot(art - 4 if art >= 0 else n_sym, n_sym + 1)
        hand = s.hand[t]
        vec += [1.0 if (hand >> b) & 1 else 0.0 for b in range(8)]
        known = s.known[t]
        vec += [1.0 if (known >> loc) & 1 else 0.0 for loc in range(1, 7)]
        slots[(t - me) % n] = vec
    for vec in slots:
        out += vec
    out.append(len(s.cdeck) / 26)
    discards = [0.0] * (ed.n_kinds + 2)
    for c in s.cdisc:
        discards[c] += 0.5  # the Necron and Robert Craven cards follow the regular kinds
    out += discards
    out += [1.0 if (s.seen_kinds >> k) & 1 else 0.0 for k in range(ed.n_kinds)]
    out.append(1.0 if s.removed_kind >= 0 else 0.0)
    out.append(len(s.edeck) / len(ed.e_names))
    events = [0.0] * len(ed.e_names)
    for e in s.edisc:
        events[e] = 1.0
    out += events
    out.append(len(s.bag) / ed.items_total)
    out += [s.discard[k] / max(1, ed.item_counts[k]) if s.discard[k] else 0.0 for k in range(n_items)]
    said_none = [0.0] * 6
    said_some = [0.0] * 6
    for _, _, mask, known_open in s.statements:
        target = said_some if known_open else said_none
        for b in range(6):
            if (mask >> b) & 1:
                target[b] = 1.0
    out += said_none + said_some
    last = s.statements[-1][3] if s.statements else None
    out += [1.0 if last is None else 0.0, 1.0 if last is True else 0.0, 1.0 if last is False else 0.0]
    out += rel(s.seat)
    out += rel(s.decider)
    if s.pend_left:
        out += one_hot(4 if s.pend_item < 0 else s.pend_item, 5)
        out.append(s.pend_left / 4)
    else:
        out += [0.0] * 6
    if s.offer_to >= 0:
        out += rel(s.offer_to)
        out += one_hot(s.offer_give, 4)
        out += one_hot(s.offer_get, 4)
    else:
        out += [0.0] * (SLOTS + 8)
    out += one_hot(s.acq_item if s.acq_item >= 0 else n_items, n_items + 1)
    return out
