"""Reinforcement-learning interfaces: a PettingZoo AEC environment and a Gymnasium environment per game.

Both are generated from the engine contract (``legal_actions``, ``apply``, ``view``, ``outcome``).
Two modes: "discrete" uses the game's observation encoder (``Game.encode_view``/``observation_size``)
and its fixed action vocabulary (``Game.action_space``), one integer per action; "list" gives the
agent this moment's legal actions as rows of features and takes the index of a row, for games with
no fixed vocabulary (:mod:`tabletome.rl.listing`). No game needs adapter code. See ``README.md`` here.

PettingZoo and Gymnasium are the optional extra ``tabletome[rl]``; :mod:`tabletome.rl.core` and
:mod:`tabletome.rl.listing` (the codecs) need numpy only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tabletome.engine.capabilities import ActionFeatures

from .core import Codec, seat_rewards
from .listing import ListCodec, default_mode

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
    mode: str | None = None,
    **settings: Any,
) -> TabletomeAECEnv:
    """A PettingZoo AEC environment for ``game`` (every seat an agent ``player_N``).

    ``mode``: "discrete" (the fixed vocabulary; the default when the game has one and an encoder)
    or "list" (the legal actions as feature rows; the default otherwise).
    ``settings``: ``edition``, ``max_cycles``, ``illegal`` ("raise" or "terminate"),
    ``illegal_reward``, ``info_view`` (put each agent's JSON view in its info); for the list mode
    ``max_actions``, ``action_buckets``, ``view_buckets``, ``action_features`` ("auto" or
    "hashed"), ``overflow`` ("raise" or "truncate").
    """
    try:
        from .aec import TabletomeAECEnv
    except ImportError as exc:
        raise ImportError(f"{_EXTRA_HINT} ({exc})") from exc
    return TabletomeAECEnv(game, players, seed, options, render_mode, mode=mode, **settings)


def gym_env(
    game: str | Game,
    players: int | None = None,
    seat: int | None = 0,
    opponents: str | Sequence[str] | None = None,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    render_mode: str | None = None,
    mode: str | None = None,
    **settings: Any,
) -> TabletomeGymEnv:
    """A Gymnasium environment for one seat of ``game``; the other seats are played by ``opponents``.

    ``opponents`` is one agent kind for every other seat or one per other seat in seat order
    ("random", "heuristic", "ismcts:50", ...); by default the game's scripted player ("heuristic"),
    or "random" for a game without one. ``seat=None`` draws the learner's seat from each
    episode's seed. ``mode`` as for :func:`pettingzoo_env`. ``settings``: ``edition``,
    ``observation`` ("flat" or "dict"; the list mode is always "dict"), ``max_steps``, ``illegal``
    ("terminate" or "raise"), ``illegal_reward``, ``info_view``, and the list mode's settings.
    """
    try:
        from .single import TabletomeGymEnv
    except ImportError as exc:
        raise ImportError(f"{_EXTRA_HINT} ({exc})") from exc
    return TabletomeGymEnv(game, players, seat, opponents, seed, options, render_mode, mode=mode, **settings)


def register_gymnasium_envs() -> list[str]:
    """Register ``tabletome/<game>-v<version>`` for ``gymnasium.make`` (every installed game); returns the ids."""
    try:
        from .single import register_gymnasium_envs as register
    except ImportError as exc:
        raise ImportError(f"{_EXTRA_HINT} ({exc})") from exc
    return register()


__all__ = [
    "ActionFeatures",
    "Codec",
    "ListCodec",
    "default_mode",
    "gym_env",
    "pettingzoo_env",
    "register_gymnasium_envs",
    "seat_rewards",
]
