"""Each capability's own checks, run by the contract kit (``check_contract``) for every capability a
game offers: what the capability promises, asked of a running game. Each check gives one sentence
per broken promise (none when it holds)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .engine import capabilities as cap
from .engine.actions import Action
from .engine.agent import decide
from .engine.aid import Aid
from .engine.game import Game
from .engine.offers import missing
from .engine.reference import Entry, Reference
from .engine.state import State

Check = Callable[[Any, State, int, Sequence[Action]], list[str]]


def _vocabulary(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    space = list(game.action_space(state.edition))
    return [f"the legal action '{a}' is not in the action space" for a in legal if a not in space]


def _renderer(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    view = state.view(seat)
    out = [] if game.render_terminal(view) is not None else ["render_terminal gives nothing"]
    return out + [
        f"describe_action('{a}') is not text" for a in legal if not isinstance(game.describe_action(view, str(a)), str)
    ]


def _picture(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    picture = game.render_svg(state.view(seat))
    return (
        [] if isinstance(picture, str) and picture.lstrip().startswith("<svg") else ["render_svg gives no SVG picture"]
    )


def _encoder(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    size = game.observation_size(state.players, state.edition)
    vector = game.encode_view(state.view(seat), state.edition)
    out = [] if len(vector) == size else [f"encode_view gives {len(vector)} numbers, observation_size says {size}"]
    if cap.encode(game, state, seat) != vector:
        out.append("encode_state differs from encode_view of the seat's view")
    return out


def _scripted(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    action = decide(game.heuristic_agent(seat, 1), state.clone(), seat)
    return [] if action in legal else [f"the scripted player chose '{action}', not a legal action"]


def _odds(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    found = game.odds(state, seat)
    return [] if isinstance(found, Mapping) and "moves" in found else ["odds gives no 'moves'"]


def _evaluator(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    values = game.evaluate(state.clone())
    if values is None:
        return []
    values = list(values)
    if len(values) != state.players or not all(0.0 <= v <= 1.0 for v in values):
        return [f"evaluate gives {values}: not one value in 0..1 per seat"]
    return []


def _features(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    n, names = len(game.features(state)), len(game.feature_names)
    return [] if n == names else [f"features gives {n} numbers for {names} feature names"]


def _action_features(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    rows = game.action_features(state, legal)
    size = game.action_feature_size(state.players, state.edition)
    names = len(game.action_feature_names(state.edition))
    if len(rows) != len(legal):
        return [f"action_features gives {len(rows)} rows for {len(legal)} legal actions"]
    return [
        f"a row of action_features has {len(r)} numbers, not {size} ({names} names)"
        for r in rows[:1]
        if not len(r) == size == names
    ]


def _reference(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    out = [] if all(isinstance(e, Entry) for e in game.glossary(state.edition)) else ["the glossary holds a non-entry"]
    goals = game.goals(state.view(seat))
    if not all(isinstance(goals.get(k), list) for k in ("win", "lose")):
        out.append("goals gives no 'win' and 'lose' lists")
    return out


def _aid(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    kinds = game.aid_kinds()
    if not kinds or not all(isinstance(k, str) and isinstance(v, str) and v for k, v in kinds.items()):
        return ["aid_kinds gives no kinds of move with their sentences"]
    return [
        f"aid_candidates gives a non-action for '{kind}'"
        for kind in kinds
        if not all(isinstance(a, Action) for a in game.aid_candidates(state, seat, kind))
    ]


def _seat_inputs(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    inputs = game.seat_inputs()
    return [] if all(isinstance(i, cap.SeatInput) for i in inputs) else ["seat_inputs holds a non-SeatInput"]


def _clock(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    move = game.clock_move(state.clone(), 0.0)
    return [] if move is None else [f"the clock plays '{move}' when no time has passed"]


def _decks(game: Any, state: State, seat: int, legal: Sequence[Action]) -> list[str]:
    ready = list(game.precon_list())
    if not ready:
        return ["precon_list gives no deck"]
    checked = game.check_deck_text(str(ready[0]["text"]), "current", None)
    if not checked.get("readable") or checked.get("problems"):
        return [f"the ready-made deck '{ready[0].get('name')}' does not pass the deck check"]
    shown = game.precon_deck(str(ready[0]["name"]))
    if [shown[part]["count"] for part in ("crypt", "library")] != [
        checked[part]["count"] for part in ("crypt", "library")
    ]:
        return [f"precon_deck counts the ready-made deck '{ready[0].get('name')}' otherwise than its decklist"]
    if [p["name"] for p in game.precon_checks()] != [p["name"] for p in ready]:
        return ["precon_checks and precon_list name different decks"]
    if not game.deck_formats() or not game.deck_rules():
        return ["deck_formats or deck_rules names nothing"]
    found = game.search_cards(str(ready[0]["text"]).split()[-1], None, None, 3)
    return [] if len(found.get("cards", ())) <= 3 else ["search_cards gives more cards than asked"]


#: Each capability's checks (BoardTargets' are the kit's own, at every decision).
CHECKS: dict[type, Check] = {
    cap.Vocabulary: _vocabulary,
    cap.Renderer: _renderer,
    cap.Picture: _picture,
    cap.ObservationEncoder: _encoder,
    cap.ScriptedPlayer: _scripted,
    cap.Odds: _odds,
    cap.Evaluator: _evaluator,
    cap.Features: _features,
    cap.ActionFeatures: _action_features,
    Reference: _reference,
    Aid: _aid,
    cap.SeatInputs: _seat_inputs,
    cap.Clock: _clock,
    cap.Decks: _decks,
}


def declared(game: Game) -> list[str]:
    """One sentence per offered member that its module does not give (a half-made capability)."""
    return missing(game)


def check_capabilities(game: Game, state: State, capabilities: Sequence[type]) -> list[str]:
    """The broken promises of ``capabilities`` (those the game offers) at ``state``, for the seat
    to move; each names its capability."""
    seat = state.to_move
    if seat is None:
        return []
    legal = state.legal_actions()
    out = []
    for capability in capabilities:
        check = CHECKS.get(capability)
        if check is not None:
            out += [f"{capability.__name__}: {problem}" for problem in check(game, state, seat, legal)]
    return out
