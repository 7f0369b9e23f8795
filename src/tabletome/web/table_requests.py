"""A new table's request, checked: the game, its seats and their kinds, its options, and the
row the table starts as (the helpers of ``TableManager.create``)."""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from tabletome.agents import agent_kinds, make_agent
from tabletome.engine import Edition, Game, OptionError, Record, State, TabletomeError, capabilities, get_game
from tabletome.engine.i18n import _

from .errors import WebError
from .runtime import HUMAN
from .store import FINISHED, PLAYING, SETUP, TableRow


@dataclass(slots=True)
class TableRequest:
    """What a person asks for when creating a table (checked by ``TableManager.create``)."""

    game: str
    seats: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    edition: str | None = None
    seed: int | None = None
    name: str = ""
    join: int | None = None
    hints: bool | None = None  # None: on when at most one person plays
    idle_limit: float = 600.0
    inputs: dict[str, dict[str, str]] = field(default_factory=dict)  # by seat: what it brings (its deck)
    saved_edition: dict[str, Any] | None = None  # the data of an edition saved from the editor
    position: str | None = None  # begin there (State.position()): it brings edition, options and dice


@dataclass(slots=True)
class NewTable:
    """A checked table to set up: the game, its seats, options and edition."""

    game: Game
    kinds: list[str]
    options: dict[str, Any]
    edition: Edition
    seed: int | None
    name: str
    join: int | None
    hints: bool
    idle_limit: float
    waiting: list[int] = field(default_factory=list)  # the people still to choose what they bring
    inputs: dict[int, dict[str, str]] = field(default_factory=dict)  # the creator's own, shown back to them
    position: str | None = None  # the position the game begins at (None: at setup)
    start: State | None = None  # that position, read


def _game(game_id: str) -> Game:
    try:
        return get_game(game_id)
    except TabletomeError as exc:
        raise WebError(422, str(exc)) from None


def _kinds(game: Game, seats: list[str]) -> list[str]:
    kinds = [k.strip().lower() for k in seats]
    if not game.min_players <= len(kinds) <= game.max_players:
        between = _("{game} is for {low} to {high} players; {n} seats given.")
        raise WebError(422, between.format(game=game.name, low=game.min_players, high=game.max_players, n=len(kinds)))
    for i, k in enumerate(kinds):
        if k != HUMAN:
            check_kind(game, k, i)
    return kinds


def _options(game: Game, options: dict[str, Any], players: int) -> dict[str, Any]:
    given = {str(k): v for k, v in options.items()}
    if "players" in given and str(given["players"]) != str(players):
        raise WebError(
            422,
            _("The players option says {option} but {n} seats are given.").format(option=given["players"], n=players),
        )
    # Like the CLI: the seat count is the "players" option, for games that have one.
    counted = any(o.name == "players" for o in game.options)
    try:
        return game.resolve_options(given, players=players if counted else None)
    except (OptionError, TabletomeError) as exc:
        raise WebError(422, str(exc)) from None


def _choosing(game: Game, kinds: list[str], join: int | None) -> list[int]:
    """The people who choose what they bring before the start: every person's seat but the creator's
    (who chose while creating the table), when the game asks seats for anything."""
    if not capabilities.seat_inputs(game):
        return []
    return [i for i, k in enumerate(kinds) if k == HUMAN and i != join]


def _status(spec: NewTable, state: State) -> str:
    if spec.waiting:
        return SETUP
    return PLAYING if state.to_move is not None else FINISHED


def _creator_seat(kinds: list[str], join: int | None) -> int | None:
    """The seat the creator takes: the one asked for (a human seat), else the first human seat."""
    if join is None:
        return next((i for i, k in enumerate(kinds) if k == HUMAN), None)
    if not 0 <= join < len(kinds) or kinds[join] != HUMAN:
        raise WebError(422, _("join must name a human seat (0 to {last}).").format(last=len(kinds) - 1))
    return join


def _row(game: Game, record: Record, spec: NewTable, state: State, client: str) -> TableRow:
    to_move = state.to_move
    kinds = spec.kinds
    now = time.time()
    return TableRow(
        id=secrets.token_hex(5),
        game=game.id,
        version=game.version,
        name=spec.name.strip()[:80] or f"{game.name} table",
        edition=record.edition,
        options=record.options,
        seed=record.seed,
        seats=kinds,
        status=_status(spec, state),
        n_actions=0,
        to_move=to_move,
        outcome=None,
        created_at=now,
        creator=client,
        ai_turn=not spec.waiting and to_move is not None and kinds[to_move] != HUMAN,
        creator_seat=spec.join,
        hints=spec.hints,
        idle_limit=spec.idle_limit,
        waiting=list(spec.waiting) or None,
        inputs={str(k): dict(v) for k, v in spec.inputs.items()} or None,
        started_at=None if spec.waiting else now,  # with people still choosing, the last choice starts it
        position=record.position,
    )


def check_kind(game: Game, spec: str, seat: int) -> None:
    """A seat kind the web can seat: a known agent (``kind`` or ``kind:param``) that plays fair."""
    try:
        agent = make_agent(spec, game, seat, 0)
    except TabletomeError as exc:
        raise WebError(422, str(exc)) from None
    except Exception as exc:
        raise WebError(
            422, _("'{kind}' cannot play {game}: {error}").format(kind=spec, game=game.name, error=exc)
        ) from None
    if agent.omniscient:
        raise WebError(
            422, _("'{kind}' reads every hidden card (analysis only); it cannot sit at a table.").format(kind=spec)
        )


def web_kinds(game: Game) -> dict[str, str]:
    """The AI kinds that may sit at a table of ``game`` (fair ones), with their descriptions."""
    out = {}
    for kind, help in agent_kinds().items():
        try:
            check_kind(game, kind, 0)
        except WebError:
            continue
        out[kind] = help
    return out
