"""Reinforcement-learning interfaces: a PettingZoo AEC environment and a Gymnasium environment per game.

Both are generated from the engine contract (``legal_actions``, ``apply``, ``view``, ``outcome``)
plus the game's observation encoder (``Game.encode_view``/``observation_size``) and its action
vocabulary (``Game.action_space``); no game needs adapter code. See ``README.md`` here.

PettingZoo and Gymnasium are the optional extra ``tabletome[rl]``; :mod:`tabletome.rl.core`
(the action and observation codec) needs numpy only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .core import Codec, seat_rewards

if TYPE_CHECKING:
    from tabletome.engine.game import Game

    from .aec import TabletomeAECEnv
    from .single import TabletomeGymEnv

_EXTRA_HINT = "the RL interfaces need PettingZoo and Gymnasium: pip install 'tabletome[rl]'"


def pettingzoo_env(
    game: str | Game,
    players: int | None = None,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
    **settings: Any,
) -> TabletomeAECEnv:
    """A PettingZoo AEC environment for ``game`` (every seat an agent ``player_N``).

    ``settings``: ``edition``, ``max_cycles``, ``illegal`` ("raise" or "terminate"),
    ``illegal_reward``, ``info_view`` (put each agent's JSON view in its info).
    """
    try:
        from .aec import TabletomeAECEnv
    except ImportError as exc:
        raise ImportError(f"{_EXTRA_HINT} ({exc})") from exc
    return TabletomeAECEnv(game, players, seed, options, render_mode, **settings)


def gym_env(
    game: str | Game,
    players: int | None = None,
    seat: int | None = 0,
    opponents: str | Sequence[str] = "random",
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
    **settings: Any,
) -> TabletomeGymEnv:
    """A Gymnasium environment for one seat of ``game``; the other seats are played by ``opponents``.

    ``opponents`` is one agent kind for every other seat or one per other seat in seat order
    ("random", "heuristic", "ismcts:50", ...). ``seat=None`` draws the learner's seat from each
    episode's seed. ``settings``: ``edition``, ``observation`` ("flat" or "dict"), ``max_steps``,
    ``illegal`` ("terminate" or "raise"), ``illegal_reward``, ``info_view``.
    """
    try:
        from .single import TabletomeGymEnv
    except ImportError as exc:
        raise ImportError(f"{_EXTRA_HINT} ({exc})") from exc
    return TabletomeGymEnv(game, players, seat, opponents, seed, options, render_mode, **settings)


def register_gymnasium_envs() -> list[str]:
    """Register ``tabletome/<game>-v<version>`` for ``gymnasium.make`` (every installed game); returns the ids."""
    try:
        from .single import register_gymnasium_envs as register
    except ImportError as exc:
        raise ImportError(f"{_EXTRA_HINT} ({exc})") from exc
    return register()


__all__ = ["Codec", "gym_env", "pettingzoo_env", "register_gymnasium_envs", "seat_rewards"]
