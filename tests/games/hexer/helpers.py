"""Building Hexer positions for clause tests, like python-chess tests build boards."""

from __future__ import annotations

import contextlib
import copy
import tomllib
from collections.abc import Callable
from importlib import resources
from typing import Any

from tabletome.engine.flow import Frame
from tabletome.games.hexer import GAME, flow, rules
from tabletome.games.hexer import state as state_module
from tabletome.games.hexer.data import HexerEdition
from tabletome.games.hexer.state import HexerState

N, G, E, D = 0, 1, 2, 3


def new(players: int = 3, seed: int = 0, **options: Any) -> HexerState:
    opts = {"players": players, **options}
    return GAME.new_state(opts, seed)


def standard_data() -> dict[str, Any]:
    path = resources.files("tabletome.games.hexer").joinpath("editions").joinpath("standin.toml")
    return tomllib.loads(path.read_text(encoding="utf-8"))


def edition_with(change: Callable[[dict[str, Any]], None]) -> HexerEdition:
    data = copy.deepcopy(standard_data())
    change(data)
    return HexerEdition(data, "test edition")


def kind(s: HexerState, name: str) -> int:
    return s.ed.c_names.index(name)


def goo(s: HexerState, name: str) -> int:
    return s.ed.g_names.index(name)


def artifact(s: HexerState, symbol_of_location: int) -> int:
    """The artifact code that matches the portal symbol of a location."""
    return 4 + s.ed.loc_symbol[symbol_of_location]


def wrong_artifact(s: HexerState, loc: int) -> int:
    return 4 + (s.ed.loc_symbol[loc] + 1) % len(s.ed.symbols)


def empty_board(s: HexerState) -> None:
    s.board = [-1] * 7
    s.shadow = -1


def set_items(s: HexerState, seat: int, n: int = 0, g: int = 0, e: int = 0, d: int = 0, art: int = -1) -> None:
    """Give a seat exactly these items; the difference goes to or comes from the bag."""
    want = [n, g, e, d]
    for k in range(4):
        have = s.held[seat * 4 + k]
        while have < want[k]:
            take_from_supply(s, k)
            have += 1
        while have > want[k]:
            s.bag.append(k)
            have -= 1
        s.held[seat * 4 + k] = want[k]
    if s.art[seat] >= 0:
        s.bag.append(s.art[seat])
        s.art[seat] = -1
    if art >= 0:
        take_from_supply(s, art)
        s.art[seat] = art
    s.changed()


def take_from_supply(s: HexerState, item: int) -> None:
    """Remove one token of ``item`` from the bag, the discards or a location (keeps 34 tokens)."""
    if item in s.bag:
        s.bag.remove(item)
        return
    if s.discard[item]:
        s.discard[item] -= 1
        return
    for i, x in enumerate(s.spaces):
        if x == item:
            s.spaces[i] = -1
            return
    for t in range(s.players):
        if t * 4 + item < len(s.held) and item < 4 and s.held[t * 4 + item]:
            s.held[t * 4 + item] -= 1
            return
    raise AssertionError(f"no {item} token left to move")


def turn_stack(s: HexerState, seat: int, action: Frame) -> list[Frame]:
    """The frames of a round in step B, ``seat``'s turn deciding ``action``."""
    turn = (seat - s.start) % s.players
    return [flow.Rounds(), flow.ROUND_END, flow.EVENT_STEP, flow.Turns(turn), action]


def at_turn(s: HexerState, seat: int, loc: int | None = None) -> HexerState:
    """Make it ``seat``'s action 1, optionally standing at ``loc``."""
    return at_phase(s, seat, "move", loc)


def at_phase(s: HexerState, seat: int, step: str, loc: int | None) -> HexerState:
    """Make it ``seat``'s turn at the action named ``step`` ("move", "meet", "defeat", "use", "acquire")."""
    s.active = seat
    s.stack = turn_stack(s, seat, flow.DECISIONS[step](seat))
    if loc is not None:
        s.pos[seat] = loc
    s.changed()
    return s


def happen(s: HexerState, effect: Callable[..., None], *args: Any) -> HexerState:
    """Apply a rule's effect as a step would; the game may end in it (then the rest of it never happens)."""
    with contextlib.suppress(rules.GameOver):
        effect(s, *args)
    s.settle()
    return s


def reveal(s: HexerState, revealer: int | None = None, count: int = 1) -> HexerState:
    """Step A, or a cost: ``revealer`` (the start player's seat by default) turns over ``count`` creature cards."""
    who = rules.decider_from(s, s.start) if revealer is None else revealer
    s.push(rules.CreatureReveals(who, count))
    s.settle()
    return s


def start_round(s: HexerState) -> HexerState:
    """Whatever was pending, the next round begins (HX-ROUND-01)."""
    s.stack = [flow.Rounds()]
    s.changed()
    s.settle()
    return s


def next_turn(s: HexerState) -> HexerState:
    """The turn in progress is over: the next investigator's begins (or step C)."""
    while not isinstance(s.stack[-1], flow.Turns):
        s.stack.pop()
    s.changed()
    s.settle()
    return s


def play(s: HexerState, *moves: str) -> HexerState:
    for text in moves:
        s.apply(GAME.parse_action(s, text))
    return s


def legal(s: HexerState) -> list[str]:
    return [str(a) for a in s.legal_actions()]


def top_creature(s: HexerState, card: int) -> None:
    s.cdeck.append(card)


def top_event(s: HexerState, card: int) -> None:
    if card in s.edeck:
        s.edeck.remove(card)
    elif card in s.easide:
        s.easide.remove(card)
        s.easide.append(s.edeck.pop(0))
    else:
        s.edisc.remove(card)
        s.edisc.append(s.edeck.pop(0))
    s.edeck.append(card)


def token_count(s: HexerState) -> int:
    return (
        len(s.bag)
        + sum(1 for x in s.spaces if x >= 0)
        + sum(s.held)
        + sum(1 for a in s.art if a >= 0)
        + sum(s.discard)
        + sum(1 for a in s.on_tile if a >= 0)
        + (1 if s.acquiring >= 0 else 0)  # an item being paid for
    )


def setup_only(players: int = 3, seed: int = 0, **options: Any) -> HexerState:
    """The table right after setup, before round 1 reveals any creature."""
    original = state_module.begin
    state_module.begin = lambda s: None
    try:
        return new(players, seed, **options)
    finally:
        state_module.begin = original
