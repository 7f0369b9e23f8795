"""A Gymnasium environment for one learning seat; every other seat is played by a tabletome agent.

For a solo game the learner is the only seat. For a multi-seat game the other seats are played
by agents made with ``make_agent`` ("random", "heuristic", "ismcts:50", ...; by default the game's
scripted player, "random" for a game without one), each deciding from its own seat's information
exactly as in ``play_match``; they act inside ``reset`` and ``step`` until the learner must decide
or the game ends.

Observation (default ``observation="flat"``): the learner's float32 vector, a ``Box``; the legal
actions come from ``action_masks()`` (the method sb3-contrib's MaskablePPO calls) and from
``info["action_mask"]``. With ``observation="dict"`` the observation is PettingZoo's
``{"observation", "action_mask"}`` instead. Actions are ``Discrete(len(game.action_space()))``.
In the list mode (``mode="list"``) the observation is always the dict, with ``"actions"``: the
learner's legal actions as rows of features; an action is the index of a row (see ``listing.py``).
Reward: 0 per step and the engine's outcome value when the game ends (a cooperative team
shares one value). An illegal action ends the episode with ``illegal_reward`` by default
(``illegal="terminate"``, so unmasked learners and ``check_env`` get a signal, not a crash);
``illegal="raise"`` raises IllegalAction and changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
import numpy.typing as npt

from tabletome.agents import make_agent
from tabletome.engine.agent import Agent, decide
from tabletome.engine.capabilities import ScriptedPlayer
from tabletome.engine.errors import IllegalAction, OptionError
from tabletome.engine.game import Game
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from .core import (
    ILLEGAL_MODES,
    OBS_HIGH,
    OBS_LOW,
    EngineAccess,
    EpisodeSeeds,
    FloatArray,
    MaskArray,
    agent_seed,
    legal_notations,
    render_text,
    resolve_edition,
    resolve_game,
    resolve_players,
    seat_rewards,
)
from .listing import make_codec

OBSERVATION_FORMS = ("flat", "dict")


class TabletomeGymEnv(EngineAccess, gymnasium.Env[Any, np.int64]):
    """One seat of a tabletome game as a Gymnasium environment (see ``tabletome/rl/README.md``)."""

    # gymnasium.make reads this class attribute before building the env, and Env declares it as an
    # instance variable (so no ClassVar). Text has no frame rate; one is declared because the checker asks.
    metadata = {"render_modes": ["ansi", "human"], "render_fps": 1}  # noqa: RUF012

    def __init__(
        self,
        game: str | Game,
        players: int | None = None,
        seat: int | None = 0,
        opponents: str | Sequence[str] | None = None,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        edition: Any = None,
        observation: str | None = None,
        max_steps: int | None = None,
        illegal: str = "terminate",
        illegal_reward: float = -1.0,
        info_view: bool = False,
        mode: str | None = None,
        max_actions: int | None = None,
        action_buckets: int | None = None,
        view_buckets: int | None = None,
        action_features: str | None = None,
        overflow: str | None = None,
    ) -> None:
        self.game = resolve_game(game)
        self.edition = resolve_edition(self.game, edition)
        self.players, self.options = resolve_players(self.game, players, options)
        self.codec = make_codec(
            self.game,
            self.players,
            self.edition,
            mode,
            max_actions=max_actions,
            action_buckets=action_buckets,
            view_buckets=view_buckets,
            action_features=action_features,
            overflow=overflow,
        )
        self.mode: str = self.codec.mode
        observation = observation or ("flat" if self.mode == "discrete" else "dict")
        self._check_settings(seat, render_mode, observation, illegal, max_steps)
        self.fixed_seat = seat
        self.opponent_specs = self._opponent_specs(opponents)
        # Fail now, not at the first reset, if an opponent kind is unknown.
        for spec in set(self.opponent_specs):
            make_agent(spec, self.game, 0, 0)
        self.render_mode = render_mode
        self.observation_form = observation
        self.max_steps = max_steps
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.info_view = info_view
        self.observation_space = self._observation_space(observation)
        self.action_space = gymnasium.spaces.Discrete(self.codec.n_actions)
        self._seeds = EpisodeSeeds(seed)
        self._state: State | None = None
        self._agents: dict[int, Agent] = {}
        self.seat = seat if seat is not None else 0
        self.episode_seed: int | None = None
        self._steps = 0
        self._done = False
        self._mask: MaskArray | None = None
        self._choices: tuple[FloatArray, MaskArray] | None = None  # the list mode's rows and mask

    def _check_settings(
        self, seat: int | None, render_mode: str | None, observation: str, illegal: str, max_steps: int | None
    ) -> None:
        if seat is not None and not 0 <= seat < self.players:
            raise ValueError(f"seat {seat} is not in a {self.players}-player game (seats 0-{self.players - 1}).")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}.")
        if observation not in OBSERVATION_FORMS:
            raise ValueError(f"observation must be 'flat' or 'dict', not {observation!r}.")
        if observation == "flat" and self.mode == "list":
            raise ValueError(
                "The list mode's observation is a dict (its action rows are part of it): observation='dict'."
            )
        if illegal not in ILLEGAL_MODES:
            raise ValueError(f"illegal must be one of {', '.join(ILLEGAL_MODES)}, not {illegal!r}.")
        if max_steps is not None and max_steps < 1:
            raise ValueError("max_steps must be at least 1 (or None for no limit).")

    def _observation_space(self, observation: str) -> gymnasium.spaces.Space[Any]:
        vector = gymnasium.spaces.Box(OBS_LOW, OBS_HIGH, (self.codec.obs_size,), np.float32)
        if observation == "flat":
            return vector
        spaces: dict[str, gymnasium.spaces.Space[Any]] = {
            "observation": vector,
            "action_mask": gymnasium.spaces.Box(0, 1, (self.codec.n_actions,), np.int8),
        }
        if self.mode == "list":
            shape = (self.codec.max_actions, self.codec.feature_size)
            spaces["actions"] = gymnasium.spaces.Box(OBS_LOW, OBS_HIGH, shape, np.float32)
        return gymnasium.spaces.Dict(spaces)

    def _opponent_specs(self, opponents: str | Sequence[str] | None) -> list[str]:
        others = self.players - 1
        if opponents is None:  # the game's scripted player where it has one
            opponents = default_opponents(self.game)
        if isinstance(opponents, str):
            return [opponents] * others
        specs = list(opponents)
        if len(specs) != others:
            raise OptionError(
                f"{len(specs)} opponents given for the {others} other seats of a {self.players}-player game."
            )
        return specs

    # ---------------------------------------------------------------- episode
    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Any, dict[str, Any]]:
        """Start game ``seed`` (the engine's ``new_state(options, seed)``); see the README for ``options``."""
        super().reset(seed=seed)
        if options and "game_options" in options:
            players, opts = resolve_players(self.game, None, {"players": self.players, **options["game_options"]})
            if players != self.players:
                raise OptionError("reset cannot change the number of players; make a new environment.")
            self.options = opts
        episode = self.episode_seed = self._seeds.next(seed)
        self._state = self.game.new_state(self.options, episode, self.edition)
        if self.fixed_seat is None:
            self.seat = Rng.derived(episode, "tabletome.rl learner seat").below(self.players)
        others = [s for s in range(self.players) if s != self.seat]
        self._agents = {
            s: make_agent(spec, self.game, s, agent_seed(episode, s))
            for s, spec in zip(others, self.opponent_specs, strict=True)
        }
        self._steps = 0
        self._done = False
        self._advance()
        self._render_human()
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[Any, SupportsFloat, bool, bool, dict[str, Any]]:
        state = self._require_state()
        if self._done:
            raise RuntimeError("The episode is over; call reset() before step().")
        index = self.codec.index_of(action)
        if state.to_move is None:
            # The game ended before the learner's first decision: the only thing left is its result.
            return self._finish()
        try:
            self.codec.apply(state, index, f"seat {self.seat}")
        except IllegalAction as exc:
            if self.illegal == "raise":
                raise
            self._done = True
            self._mask = None
            self._choices = None
            info = self._info()
            info["illegal_action"] = str(exc)
            return self._observation(), self.illegal_reward, True, False, info
        self._steps += 1
        self._advance()
        self._render_human()
        if state.to_move is None:
            return self._finish()
        truncated = self.max_steps is not None and self._steps >= self.max_steps
        self._done = truncated
        return self._observation(), 0.0, False, truncated, self._info()

    def _finish(self) -> tuple[Any, SupportsFloat, bool, bool, dict[str, Any]]:
        state = self._require_state()
        self._done = True
        reward = seat_rewards(self.game, state.outcome(), self.players)[self.seat]
        info = self._info()
        outcome = state.outcome()
        info["outcome"] = outcome.to_json() if outcome is not None else None
        return self._observation(), reward, True, False, info

    def _advance(self) -> None:
        """Let the other seats decide until the learner must, or the game is over."""
        state = self._require_state()
        self._mask = None
        self._choices = None
        agents = self._agents
        learner = self.seat
        while True:
            mover = state.to_move
            if mover is None or mover == learner:
                return
            state.apply(decide(agents[mover], state, mover))

    def _require_state(self) -> State:
        if self._state is None:
            raise RuntimeError("Call reset() before using the environment.")
        return self._state

    # ---------------------------------------------------------------- observing
    def _observation(self) -> Any:
        vector = self.codec.observation(self._require_state(), self.seat)
        if self.mode == "list":
            rows, mask = self._current_choices()
            return {"observation": vector, "actions": rows.copy(), "action_mask": mask.copy()}
        if self.observation_form == "dict":
            return {"observation": vector, "action_mask": self._current_mask().copy()}
        return vector

    def _current_choices(self) -> tuple[FloatArray, MaskArray]:
        """The list mode's rows and mask: the learner's legal actions when it is to move, else zeros."""
        choices = self._choices
        if choices is None:
            state = self._require_state()
            if self._done or state.to_move != self.seat:
                rows = np.zeros((self.codec.max_actions, self.codec.feature_size), dtype=np.float32)
                choices = (rows, np.zeros(self.codec.max_actions, dtype=np.int8))
            else:
                choices = self.codec.choices(state)
            self._choices = choices
        return choices

    def _current_mask(self) -> MaskArray:
        if self.mode == "list":
            return self._current_choices()[1]
        mask = self._mask
        if mask is None:
            state = self._require_state()
            if self._done or state.to_move != self.seat:
                mask = np.zeros(self.codec.n_actions, dtype=np.int8)
            else:
                mask = self.codec.mask(state)
            self._mask = mask
        return mask

    def _info(self) -> dict[str, Any]:
        info: dict[str, Any] = {"action_mask": self._current_mask().copy(), "seat": self.seat}
        if self.info_view:
            info["view"] = self._require_state().view(self.seat)
        return info

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The legal actions now, as booleans over the action space (what MaskablePPO asks for)."""
        return self._current_mask().astype(bool)

    def observation_now(self) -> FloatArray:
        """The learner's current observation vector (the same numbers ``step`` returned)."""
        vector: FloatArray = self.codec.observation(self._require_state(), self.seat)
        return vector

    def view(self) -> dict[str, Any]:
        """The learner's JSON view: the same facts as its observation, readable."""
        return self._require_state().view(self.seat)

    def legal_notations(self) -> list[str]:
        return list(legal_notations(self._require_state())) if not self._done else []

    # ---------------------------------------------------------------- rendering
    def _render_human(self) -> None:
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode; pass render_mode='ansi' or 'human'.")
            return None
        text = render_text(self.game, self._require_state().view(self.seat))
        if self.render_mode == "human":
            print(text)
            return None
        return text


def default_opponents(game: Game) -> str:
    """The other seats' default kind: the game's scripted player ("heuristic"), else "random"."""
    return "heuristic" if isinstance(game, ScriptedPlayer) else "random"


def register_gymnasium_envs() -> list[str]:
    """Register ``tabletome/<game>-v<version>`` with Gymnasium for every installed game.

    ``gymnasium.make("tabletome/hexer-v1", players=3, opponents="heuristic")`` then works like
    ``gym_env``; registered environments also get Gymnasium's spec-based checks.
    """
    from tabletome.engine.registry import games

    ids = []
    for game in games():
        env_id = f"tabletome/{game.id}-v{game.version}"
        if env_id not in gymnasium.registry:
            gymnasium.register(env_id, entry_point="tabletome.rl.single:TabletomeGymEnv", kwargs={"game": game.id})
        ids.append(env_id)
    return ids
