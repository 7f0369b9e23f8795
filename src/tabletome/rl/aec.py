"""A PettingZoo AEC environment for any registered game, built from the engine contract alone.

Agents are ``player_0`` ... ``player_{n-1}``, one per seat. The agent to act is the seat
``state.to_move`` (a seat may act several times in a row: Hexer's five actions of a turn).
Each agent observes ``{"observation": float32 vector of its own view, "action_mask": int8}``;
the mask is the legal actions of the agent to move and all zeros for everybody else. In the list
mode (``mode="list"``) the observation also has ``"actions"``, the mover's legal actions as rows
of features, and an action is the index of a row (see ``listing.py``).
Rewards come once, when the game ends: the engine's outcome value per seat (a cooperative
team shares one value). ``max_cycles`` truncates every agent after ``max_cycles * players``
decisions, as PettingZoo's ``num_cycles`` counts them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv  # type: ignore[import-untyped, import-not-found, unused-ignore]

from tabletome.engine.errors import IllegalAction, OptionError
from tabletome.engine.game import Game
from tabletome.engine.state import State

from .core import (
    ILLEGAL_MODES,
    OBS_HIGH,
    OBS_LOW,
    EngineAccess,
    EpisodeSeeds,
    FloatArray,
    MaskArray,
    legal_notations,
    render_text,
    resolve_edition,
    resolve_game,
    resolve_players,
    seat_rewards,
)
from .listing import make_codec


class TabletomeAECEnv(EngineAccess, AECEnv):  # type: ignore[misc]  # pettingzoo ships no type information
    """Turn-based PettingZoo environment for one tabletome game (see ``tabletome/rl/README.md``)."""

    def __init__(
        self,
        game: str | Game,
        players: int | None = None,
        seed: int | None = None,
        options: Mapping[str, Any] | None = None,
        render_mode: str | None = None,
        edition: Any = None,
        max_cycles: int | None = None,
        illegal: str = "raise",
        illegal_reward: float = -1.0,
        info_view: bool = False,
        mode: str | None = None,
        max_actions: int | None = None,
        action_buckets: int | None = None,
        view_buckets: int | None = None,
        action_features: str | None = None,
        overflow: str | None = None,
    ) -> None:
        super().__init__()
        self.game = resolve_game(game)
        self.edition = resolve_edition(self.game, edition)
        self.players, self.options = resolve_players(self.game, players, options)
        if render_mode is not None and render_mode not in ("ansi", "human"):
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}.")
        if illegal not in ILLEGAL_MODES:
            raise ValueError(f"illegal must be one of {', '.join(ILLEGAL_MODES)}, not {illegal!r}.")
        if max_cycles is not None and max_cycles < 1:
            raise ValueError("max_cycles must be at least 1 (or None for no limit).")
        self.render_mode = render_mode
        self.max_cycles = max_cycles
        self.illegal = illegal
        self.illegal_reward = float(illegal_reward)
        self.info_view = info_view
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
        self.metadata = {
            "name": f"tabletome_{self.game.id}_v{self.game.version}",
            "render_modes": ["ansi", "human"],
            "is_parallelizable": False,
        }
        self.possible_agents = [f"player_{seat}" for seat in range(self.players)]
        self._seat = {name: seat for seat, name in enumerate(self.possible_agents)}
        # One space object per agent, built once: PettingZoo seeds spaces per agent and
        # requires observation_space(agent) to return the very same object every time.
        self.observation_spaces = {a: self._observation_space() for a in self.possible_agents}
        self.action_spaces = {a: gymnasium.spaces.Discrete(self.codec.n_actions) for a in self.possible_agents}
        self._seeds = EpisodeSeeds(seed)
        self._state: State | None = None
        self.episode_seed: int | None = None
        self._decisions = 0
        self._obs: dict[int, FloatArray] = {}
        self._mask: MaskArray | None = None
        self._choices: tuple[FloatArray, MaskArray] | None = None  # the list mode's rows and mask
        self._skip_agent_selection: str | None = None
        # Until reset() there is no game: every use but reset raises a clear RuntimeError.
        self.agents: list[str] = []
        self.agent_selection = self.possible_agents[0]
        self.rewards: dict[str, float] = {}
        self._cumulative_rewards: dict[str, float] = {}
        self.terminations: dict[str, bool] = {}
        self.truncations: dict[str, bool] = {}
        self.infos: dict[str, dict[str, Any]] = {}

    # ---------------------------------------------------------------- spaces
    def _observation_space(self) -> gymnasium.spaces.Dict:
        spaces: dict[str, gymnasium.spaces.Space[Any]] = {
            "observation": gymnasium.spaces.Box(OBS_LOW, OBS_HIGH, (self.codec.obs_size,), np.float32),
            "action_mask": gymnasium.spaces.Box(0, 1, (self.codec.n_actions,), np.int8),
        }
        if self.mode == "list":
            shape = (self.codec.max_actions, self.codec.feature_size)
            spaces["actions"] = gymnasium.spaces.Box(OBS_LOW, OBS_HIGH, shape, np.float32)
        return gymnasium.spaces.Dict(spaces)

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    # ---------------------------------------------------------------- episode
    def reset(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        """Start game ``seed`` (the engine's ``new_state(options, seed)``); see the README for ``options``."""
        if options and "game_options" in options:
            players, opts = resolve_players(self.game, None, {"players": self.players, **options["game_options"]})
            if players != self.players:
                raise OptionError("reset cannot change the number of players; make a new environment.")
            self.options = opts
        self.episode_seed = self._seeds.next(seed)
        self._state = self.game.new_state(self.options, self.episode_seed, self.edition)
        self._decisions = 0
        self._obs = {}
        self._mask = None
        self._choices = None
        self._skip_agent_selection = None
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {a: {} for a in self.agents}
        self.agent_selection = self.possible_agents[0]
        self._settle(None)

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations.get(agent) or self.truncations.get(agent):
            self._was_dead_step(action)
            return
        state = self._require_state()
        index = self.codec.index_of(action)
        try:
            self.codec.apply(state, index, agent)
        except IllegalAction as exc:
            if self.illegal == "raise":
                raise
            self._end_for_illegal(agent, str(exc))
            return
        self._cumulative_rewards[agent] = 0.0  # what last() returned has been seen
        self._decisions += 1
        self._obs = {}
        self._mask = None
        self._choices = None
        self._settle(agent)

    def _settle(self, acted: str | None) -> None:
        """After setup or a decision: pass the turn, or end the episode with its rewards."""
        state = self._require_state()
        rewards = self.rewards
        for a in rewards:
            rewards[a] = 0.0
        mover = state.to_move
        if mover is None:
            values = seat_rewards(self.game, state.outcome(), self.players)
            for a in self.agents:
                rewards[a] = values[self._seat[a]]
                self.terminations[a] = True
            self.agent_selection = self._next_after(acted)
        elif self.max_cycles is not None and self._decisions >= self.max_cycles * self.players:
            for a in self.agents:
                self.truncations[a] = True
            self.agent_selection = self._next_after(acted)
        else:
            self.agent_selection = self.possible_agents[mover]
        if self.info_view:
            for a in self.agents:
                self.infos[a] = {"view": state.view(self._seat[a])}
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def _end_for_illegal(self, agent: str, reason: str) -> None:
        self._cumulative_rewards[agent] = 0.0
        for a in self.rewards:
            self.rewards[a] = 0.0
        self.rewards[agent] = self.illegal_reward
        for a in self.agents:
            self.terminations[a] = True
        self.infos[agent] = {**self.infos[agent], "illegal_action": reason}
        self._obs = {}
        self._mask = None
        self._choices = None
        self.agent_selection = self._next_after(agent)
        self._accumulate_rewards()

    def _next_after(self, acted: str | None) -> str:
        if acted is None or acted not in self.agents:
            return self.agents[0]
        return self.agents[(self.agents.index(acted) + 1) % len(self.agents)]

    def _require_state(self) -> State:
        if self._state is None:
            raise RuntimeError("Call reset() before using the environment.")
        return self._state

    # ---------------------------------------------------------------- observing
    def observe(self, agent: str) -> dict[str, Any]:
        state = self._require_state()
        seat = self._seat[agent]
        obs = self._obs.get(seat)
        if obs is None:
            obs = self._obs[seat] = self.codec.observation(state, seat)
        if self.mode == "list":
            return self._observe_list(state, agent, obs)
        if seat == state.to_move and not (self.terminations.get(agent) or self.truncations.get(agent)):
            mask = self._mask
            if mask is None:
                mask = self._mask = self.codec.mask(state)
        else:
            mask = np.zeros(self.codec.n_actions, dtype=np.int8)
        return {"observation": obs, "action_mask": mask}

    def _observe_list(self, state: State, agent: str, obs: FloatArray) -> dict[str, Any]:
        """The list mode: the mover sees its legal actions' rows; everybody else zero rows."""
        finished = self.terminations.get(agent) or self.truncations.get(agent)
        if self._seat[agent] == state.to_move and not finished:
            if self._choices is None:
                self._choices = self.codec.choices(state)
            rows, mask = self._choices
        else:
            rows = np.zeros((self.codec.max_actions, self.codec.feature_size), dtype=np.float32)
            mask = np.zeros(self.codec.max_actions, dtype=np.int8)
        return {"observation": obs, "actions": rows, "action_mask": mask}

    def view(self, agent: str) -> dict[str, Any]:
        """The JSON view of ``agent``'s seat: the same facts as its observation, readable."""
        return self._require_state().view(self._seat[agent])

    def legal_notations(self) -> list[str]:
        """The legal actions of the agent to move, in the game's notation (for debugging)."""
        return list(legal_notations(self._require_state()))

    # ---------------------------------------------------------------- rendering
    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() was called without a render_mode; pass render_mode='ansi' or 'human'.")
            return None
        state = self._require_state()
        seat = self._seat.get(self.agent_selection, 0)
        text = render_text(self.game, state.view(seat))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release: the environment holds no window, process or file."""
