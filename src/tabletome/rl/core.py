"""The game-agnostic part of every RL environment: integer actions, float32 observations, seeds.

Nothing here knows a game. A :class:`Codec` turns the engine contract into arrays:

* actions are the indices of ``game.action_space(edition)`` (``Action.index``), so a policy's
  output layer has one unit per action of the game's fixed vocabulary;
* the action mask is ``legal_actions()`` marked over that vocabulary (int8, 1 = legal);
* the observation is ``game.encode_view(state.view(seat), edition)`` as float32, so it holds
  only what that seat may know (the encoder sees nothing but the view).

This module needs numpy only; the PettingZoo and Gymnasium classes build their spaces on it.
"""

from __future__ import annotations

import functools
import io
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletome.engine import capabilities
from tabletome.engine.actions import Action, ActionSpace
from tabletome.engine.capabilities import ObservationEncoder, Vocabulary
from tabletome.engine.errors import IllegalAction, OptionError, TabletomeError
from tabletome.engine.game import Game, Outcome
from tabletome.engine.registry import get_game
from tabletome.engine.rng import Rng, derive_seed
from tabletome.engine.state import State

FloatArray = npt.NDArray[np.float32]
MaskArray = npt.NDArray[np.int8]

#: The range every observation value lies in: encoders scale counts and positions to [0, 1].
OBS_LOW = 0.0
OBS_HIGH = 1.0

#: What an illegal action does: ``raise`` IllegalAction (nothing changes), or ``terminate`` the
#: episode with ``illegal_reward`` for the seat that tried it (PettingZoo's TerminateIllegalWrapper).
ILLEGAL_MODES = ("raise", "terminate")


def resolve_game(game: str | Game) -> Game:
    return get_game(game) if isinstance(game, str) else game


def resolve_edition(game: Game, edition: Any) -> Any:
    """The edition object: the embedded one (None), an edition file path, or an edition object."""
    if edition is None:
        return game.default_edition()
    if isinstance(edition, str | Path):
        return game.load_edition(edition)
    return edition


def resolve_players(game: Game, players: int | None, options: Mapping[str, Any] | None) -> tuple[int, dict[str, Any]]:
    """The seat count and the checked game options, as ``play_match`` resolves them."""
    given = dict(options or {})
    if players is not None and "players" in given and str(given["players"]) != str(players):
        raise OptionError(f"players={players} and options players={given['players']} disagree; give one of them.")
    opts = game.resolve_options(given, players)
    seats = int(opts.get("players", players if players is not None else game.min_players))
    if not game.min_players <= seats <= game.max_players:
        raise OptionError(f"{game.name} is for {game.min_players}-{game.max_players} players, not {seats}.")
    return seats, opts


#: What the discrete mode needs of a game: (what it is, the methods that give it).
DISCRETE_NEEDS = (
    ("a fixed action vocabulary", ("action_space",)),
    ("an observation encoder", ("observation_size", "encode_view")),
)


def discrete_mode_refusal(game: Game) -> str:
    """Why ``game`` cannot have the discrete mode: what it lacks (and has), and what to use instead."""
    lacks: list[str] = []
    has: list[str] = []
    for what, methods in DISCRETE_NEEDS:
        absent = [m for m in methods if not callable(getattr(game, m, None))]
        (lacks if absent else has).append(f"{what} ({' and '.join(absent or methods)})")
    have = f"; it has {has[0]}" if has else ""
    return (
        f"The discrete mode needs {' and '.join(what for what, _ in DISCRETE_NEEDS)}: {game.name} lacks "
        f"{' and '.join(lacks)}{have}. Use mode='list' (the legal actions as rows, with a hashed view "
        "when there is no encoder), its default."
    )


class Codec:
    """One game's integer actions and float32 observations, for a seat count and an edition."""

    __slots__ = ("actions", "edition", "game", "n_actions", "obs_size", "players", "_encode")
    mode = "discrete"

    def __init__(self, game: Game, players: int, edition: Any) -> None:
        if not isinstance(game, Vocabulary) or not isinstance(game, ObservationEncoder):
            raise TabletomeError(discrete_mode_refusal(game))
        self.game = game
        self.players = players
        self.edition = edition
        self.actions: ActionSpace = game.action_space(edition)
        self.n_actions = len(self.actions)
        for i, a in enumerate(self.actions):
            if a.index != i:  # the ActionSpace numbers its actions; a game building its own must too
                raise TabletomeError(f"{game.name}: action {a} has index {a.index}, not its place {i}.")
        self.obs_size = game.observation_size(players, edition)
        self._encode = functools.partial(capabilities.encode, game)

    # ---------------------------------------------------------------- observations
    def observation(self, state: State, seat: int) -> FloatArray:
        """What ``seat`` may know, as the game's float32 vector (from ``view(seat)`` only)."""
        vec = self._encode(state, seat)  # equal to encode_view(view(seat)): pinned by each game's tests
        if len(vec) != self.obs_size:
            raise TabletomeError(
                f"{self.game.name} encoded a view as {len(vec)} numbers, not the {self.obs_size} "
                "that observation_size promises."
            )
        return np.fromiter(vec, dtype=np.float32, count=self.obs_size)  # a little faster than np.array(list)

    # ---------------------------------------------------------------- actions
    def mask(self, state: State) -> MaskArray:
        """1 for each legal action of the seat to move, 0 elsewhere (all 0 once the game is over)."""
        out = np.zeros(self.n_actions, dtype=np.int8)
        legal = state.legal_actions()
        if legal:
            out[[a.index for a in legal]] = 1
        return out

    def index_of(self, action: Any) -> int:
        """An action given as int, numpy integer or one-element array, checked against the vocabulary."""
        if isinstance(action, np.ndarray) and action.size == 1:
            action = action.reshape(()).item()
        if isinstance(action, bool) or not isinstance(action, int | np.integer):
            raise TypeError(
                f"An action is an integer index into the {self.n_actions} actions of {self.game.name}, not {action!r}."
            )
        index = int(action)
        if not 0 <= index < self.n_actions:
            raise ValueError(
                f"Action {index} is outside the {self.n_actions} actions (0-{self.n_actions - 1}) of {self.game.name}."
            )
        return index

    def action(self, index: int) -> Action:
        action: Action = self.actions[index]
        return action

    def apply(self, state: State, index: int, who: str) -> None:
        """Play action ``index``; IllegalAction (state unchanged) names the action and the rule."""
        action = self.action(index)
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise IllegalAction(f"{who} cannot play action {index} ('{action}') now: {exc}") from None

    def index(self, text: str) -> int:
        """The index of an action written in the game's notation (``'move 3'``)."""
        return self.actions.parse(text).index


def seat_rewards(game: Game, outcome: Outcome | None, players: int) -> list[float]:
    """Each seat's final reward: a competitive game's ``Outcome.returns()`` (1 shared among the
    seats that won, constant sum); a cooperative team shares one value, 1 for a win, 0 for a loss."""
    if outcome is None:
        return [0.0] * players
    if game.cooperative:
        return [1.0 if outcome.winners else 0.0] * players
    if outcome.team:  # a competitive game that names its winners only: each winner's own value
        return [outcome.value(seat) for seat in range(players)]
    return outcome.returns(players)


class EpisodeSeeds:
    """Which game each reset plays: ``reset(seed=s)`` is the engine's game ``s``, then a fixed chain.

    The chain is derived from the last explicit seed (or the constructor's), never from the
    module-level ``random`` or the clock, so a run is reproducible end to end.
    """

    __slots__ = ("_chain", "_first")

    def __init__(self, seed: int | None) -> None:
        self._first: int | None = 0 if seed is None else int(seed)
        self._chain = Rng.derived("tabletome.rl episodes", self._first)

    def next(self, seed: int | None) -> int:
        if seed is not None:
            self._first = None
            self._chain = Rng.derived("tabletome.rl episodes", int(seed))
            return int(seed)
        if self._first is not None:
            first, self._first = self._first, None
            return first
        return self._chain.next64() >> 1  # a non-negative 63-bit game seed


def agent_seed(episode_seed: int, seat: int) -> int:
    return derive_seed(episode_seed, "tabletome.rl opponent", seat)


def render_text(game: Game, view: Mapping[str, Any]) -> str:
    """A view as plain text, with the game's own terminal rendering."""
    from rich.console import Console

    buffer = io.StringIO()
    Console(file=buffer, width=120, color_system=None, force_terminal=False).print(capabilities.terminal(game, view))
    return buffer.getvalue()


def legal_notations(state: State) -> Sequence[str]:
    return [str(a) for a in state.legal_actions()]


class EngineAccess:
    """Helpers both environments share: actions by notation, and the true state for tests and analysis."""

    codec: Any  # a Codec, or a ListCodec in the legal-actions mode

    def _require_state(self) -> State:  # each environment overrides it with its own game in progress
        raise TabletomeError("This environment has no game in progress; call reset() first.")

    def action_index(self, text: str) -> int:
        """The integer action for a notation such as ``'move 3'`` (list mode: its row in the current list)."""
        if self.codec.mode == "discrete":
            return int(self.codec.index(text))
        return int(self.codec.index_for(text, self._require_state()))

    def action_text(self, index: int) -> str:
        if self.codec.mode == "discrete":
            return str(self.codec.action(self.codec.index_of(index)))
        return str(self.codec.text_for(index, self._require_state()))

    @property
    def game_state(self) -> State:
        """The true engine state, hidden facts included: for tests and analysis, never for a fair agent."""
        return self._require_state()
