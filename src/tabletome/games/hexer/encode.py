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
    # The statements (HX-COOP-03/04): per tile, whether a "nobody knows" or a "someone knows"
    # statement covered it (the latest of each), and the latest answer.
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
