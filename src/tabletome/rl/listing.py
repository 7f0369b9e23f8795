"""The legal-actions ("list") mode: the agent sees this moment's legal actions, each described by
features, and picks a row. For games without a fixed action vocabulary (thousands of cards).

Nothing here knows a game. A :class:`ListCodec` gives, for the seat to move:

* ``actions``: a float32 array ``(max_actions, action_feature_size)``, row ``i`` describing
  ``state.legal_actions()[i]`` (rows past the last legal action are zeros);
* ``action_mask``: int8 ``(max_actions,)``, 1 for the rows that are real actions;
* the action is ``Discrete(max_actions)``: an index into this moment's list;
* ``observation``: the game's ``encode_view`` vector when it has an encoder, else a hashed
  bag of the view's facts (:func:`hashed_view`); either holds only what the seat's view holds.

Per-action features are the game's own when it has the :class:`ActionFeatures` capability, else
hashed (:func:`hashed_action`). Hashing is a "hash embedding": each token (the verb, each argument)
sets ``HASHES`` positions of a fixed-size vector to 1, chosen by a keyed BLAKE2b digest, so
the same action always gets the same row, in any process. See README.md here.

This module needs numpy only.
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from tabletome.engine import capabilities, i18n
from tabletome.engine.actions import Action, normalize_notation
from tabletome.engine.capabilities import ActionFeatures, ObservationEncoder
from tabletome.engine.errors import IllegalAction, TabletomeError
from tabletome.engine.game import Game

from .core import FloatArray, MaskArray

if TYPE_CHECKING:
    from tabletome.engine.state import State

#: Positions each token sets (two hashes: two tokens rarely share both).
HASHES = 2
#: Defaults: the action feature length, the hashed view's least and greatest length (the game's
#: first view sets it in between: :func:`default_view_buckets`), and the list length when the game
#: has no smaller vocabulary to bound it (Cyclades' offers and V:TES's shares of a target reach 250).
ACTION_BUCKETS = 128
VIEW_BUCKETS = 1024
MAX_VIEW_BUCKETS = 16384
MAX_ACTIONS = 512
#: The largest power of two a number's magnitude tokens go up to.
MAGNITUDE_CAP = 1 << 20
FEATURE_SOURCES = ("auto", "hashed")
OVERFLOW = ("raise", "truncate")


# ------------------------------------------------------------------ feature hashing


@functools.lru_cache(maxsize=1 << 16)
def token_positions(token: str, buckets: int) -> tuple[int, ...]:
    """The ``HASHES`` positions (of ``buckets``) a token sets: a keyed BLAKE2b digest, the same in every process."""
    digest = hashlib.blake2b(token.encode("utf-8"), digest_size=4 * HASHES, key=b"tabletome.rl").digest()
    return tuple(int.from_bytes(digest[4 * i : 4 * i + 4], "little") % buckets for i in range(HASHES))


def action_tokens(action: Action) -> Iterator[tuple[bool, str]]:
    """(is the verb, token): the verb; each argument alone and with its verb and position."""
    yield True, action.verb
    for i, arg in enumerate(action.args):
        yield False, f"={arg}"
        yield False, f"{action.verb}.{i}={arg}"


def hashed_action(action: Action, size: int) -> FloatArray:
    """The action's row: the verb hashed into the first ``size // 8`` positions (at least 2), the
    arguments into the rest, so a verb never collides with an argument."""
    verbs = max(2, size // 8)
    out = np.zeros(size, dtype=np.float32)
    for is_verb, token in action_tokens(action):
        if is_verb:
            out[list(token_positions(token, verbs))] = 1.0
        else:
            out[[verbs + p for p in token_positions(token, size - verbs)]] = 1.0
    return out


def view_tokens(value: Any, path: str = "") -> Iterator[str]:
    """A JSON view as ``path=value`` tokens. A list of plain values is a bag (``path/[]=value``,
    the n-th copy of a value ``path/[]=value*n``), a list of lists or dicts keeps positions
    (``hands/1/...``: per seat); each list also gives its length (``path#5``). A number, and a
    list's length, also gives its magnitude (``path>=1``, ``>=2``, ``>=4``, ...), so that 7 and 8
    share most of their tokens."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from view_tokens(item, f"{path}/{key}")
    elif isinstance(value, list | tuple):
        yield f"{path}#{len(value)}"
        yield from magnitude_tokens(f"{path}#", len(value))
        if all(not isinstance(v, Mapping | list | tuple) for v in value):
            yield from bag_tokens(value, f"{path}/[]")
        else:
            for i, item in enumerate(value):
                yield from view_tokens(item, f"{path}/{i}")
    else:
        yield f"{path}={value}"
        if isinstance(value, int | float) and not isinstance(value, bool):
            yield from magnitude_tokens(path, value)


def bag_tokens(values: Sequence[Any], path: str) -> Iterator[str]:
    """A bag of plain values: each value once, and its n-th copy as ``value*n`` (counts are kept)."""
    copies: dict[str, int] = {}
    for item in values:
        token = f"{path}={item}"
        n = copies[token] = copies.get(token, 0) + 1
        yield token if n == 1 else f"{token}*{n}"


def magnitude_tokens(path: str, value: float) -> Iterator[str]:
    """``path>=t`` for each power of two ``t`` up to ``value`` (``path<0`` for a negative value)."""
    if value < 0:
        yield f"{path}<0"
    threshold = 1
    while threshold <= value and threshold <= MAGNITUDE_CAP:
        yield f"{path}>={threshold}"
        threshold *= 2


def hashed_view(view: Mapping[str, Any], size: int) -> FloatArray:
    """The view as presence bits of its hashed tokens (:func:`view_tokens`): a generic observation
    for a game with no encoder. Each leaf's positions are looked up once (cached), not token by token."""
    out = np.zeros(size, dtype=np.float32)
    at: list[int] = []
    _collect(view, "", size, at)
    if at:
        out[at] = 1.0
    return out


#: The plain JSON values, told by their type alone (faster than asking ``isinstance(v, Mapping)``).
_SCALARS = frozenset({str, int, float, bool, type(None)})


def _plain(values: Sequence[Any]) -> bool:
    return all(type(v) in _SCALARS for v in values) or all(not isinstance(v, Mapping | list | tuple) for v in values)


def _collect(value: Any, path: str, size: int, at: list[int]) -> None:
    """The positions of :func:`view_tokens` (same tokens, same order), appended to ``at``."""
    if type(value) in _SCALARS:
        at += _leaf_positions(path, value, size)
    elif isinstance(value, dict | Mapping):
        for key, item in value.items():
            _collect(item, f"{path}/{key}", size, at)
    elif isinstance(value, list | tuple):
        at += _length_positions(path, len(value), size)
        if _plain(value):
            copies: dict[str, int] = {}
            for item in value:
                key = str(item)
                n = copies[key] = copies.get(key, 0) + 1
                at += _bag_positions(path, key, n, size)
        else:
            for i, item in enumerate(value):
                _collect(item, f"{path}/{i}", size, at)
    else:  # another kind of value (a numpy number, an enum); an unhashable one by its text, the same token
        try:
            at += _leaf_positions(path, value, size)
        except TypeError:
            at += _leaf_positions(path, str(value), size)


@functools.lru_cache(maxsize=1 << 16)
def _length_positions(path: str, length: int, size: int) -> tuple[int, ...]:
    tokens = [f"{path}#{length}", *magnitude_tokens(f"{path}#", length)]
    return tuple(p for token in tokens for p in token_positions(token, size))


@functools.lru_cache(maxsize=1 << 16)
def _bag_positions(path: str, item: str, n: int, size: int) -> tuple[int, ...]:
    token = f"{path}/[]={item}"
    return token_positions(token if n == 1 else f"{token}*{n}", size)


@functools.lru_cache(maxsize=1 << 16, typed=True)  # typed: 1, 1.0 and True are different facts
def _leaf_positions(path: str, value: Any, size: int) -> tuple[int, ...]:
    tokens = [f"{path}={value}"]
    if isinstance(value, int | float) and not isinstance(value, bool):
        tokens += magnitude_tokens(path, value)
    return tuple(p for token in tokens for p in token_positions(token, size))


# ------------------------------------------------------------------ the codec


def checked_index(action: Any, n: int, what: str) -> int:
    """An index given as int, numpy integer or one-element array, checked to lie in ``0..n-1``."""
    if isinstance(action, np.ndarray) and action.size == 1:
        action = action.reshape(()).item()
    if isinstance(action, bool) or not isinstance(action, int | np.integer):
        raise TypeError(f"An action is an integer index into the {n} {what}, not {action!r}.")
    index = int(action)
    if not 0 <= index < n:
        raise ValueError(f"Action {index} is outside the {n} {what} (0-{n - 1}).")
    return index


def default_view_buckets(game: Game, players: int, edition: Any) -> int:
    """Room for the game's view: the smallest power of two from :data:`VIEW_BUCKETS` to
    :data:`MAX_VIEW_BUCKETS` with ``4 * HASHES`` positions per token of seat 0's view in game 0,
    so that the bag starts about a fifth full (Liar's Dice 1024, V:TES 2048 to 8192, Cyclades 8192 to
    16384, by the seat count)."""
    tokens = len(set(view_tokens(game.new_state({"players": players}, 0, edition).view(0))))
    size = VIEW_BUCKETS
    while size < 4 * HASHES * tokens and size < MAX_VIEW_BUCKETS:
        size *= 2
    return size


def default_max_actions(game: Game, edition: Any) -> int:
    """A fixed vocabulary bounds the list (when it is small); else :data:`MAX_ACTIONS`."""
    from tabletome.engine.capabilities import Vocabulary

    if isinstance(game, Vocabulary):
        return max(1, min(MAX_ACTIONS, len(game.action_space(edition))))
    return MAX_ACTIONS


class ListCodec:
    """One game's legal-action lists, action features and observations, for a seat count and edition."""

    mode = "list"

    def __init__(
        self,
        game: Game,
        players: int,
        edition: Any,
        max_actions: int | None = None,
        action_buckets: int = ACTION_BUCKETS,
        view_buckets: int | None = None,
        action_features: str = "auto",
        overflow: str = "raise",
    ) -> None:
        if action_features not in FEATURE_SOURCES:
            raise ValueError(f"action_features must be 'auto' or 'hashed', not {action_features!r}.")
        if overflow not in OVERFLOW:
            raise ValueError(f"overflow must be 'raise' or 'truncate', not {overflow!r}.")
        self.game = game
        self.players = players
        self.edition = edition
        self.overflow = overflow
        self.max_actions = max_actions if max_actions is not None else default_max_actions(game, edition)
        if self.max_actions < 1 or action_buckets < 4 or (view_buckets is not None and view_buckets < 1):
            raise ValueError("max_actions must be at least 1, action_buckets at least 4, view_buckets at least 1.")
        self.n_actions = self.max_actions  # the Discrete space: an index into the list
        self.own_features = action_features == "auto" and isinstance(game, ActionFeatures)
        if isinstance(game, ActionFeatures) and self.own_features:
            self.feature_size = game.action_feature_size(players, edition)
        else:
            self.feature_size = action_buckets
        self.encoder = isinstance(game, ObservationEncoder)
        if isinstance(game, ObservationEncoder):
            self.obs_size = game.observation_size(players, edition)
        elif view_buckets is not None:
            self.obs_size = view_buckets
        else:
            self.obs_size = default_view_buckets(game, players, edition)
        self._rows: dict[Action, FloatArray] = {}

    # ---------------------------------------------------------------- observations
    def observation(self, state: State, seat: int) -> FloatArray:
        """What ``seat`` may know: the game's vector, or the hashed bag of its view."""
        if not isinstance(self.game, ObservationEncoder):
            with i18n.use(i18n.SOURCE):  # the words of a view follow the reader's language; an agent's never do
                return hashed_view(state.view(seat), self.obs_size)
        vec = capabilities.encode(self.game, state, seat)
        if len(vec) != self.obs_size:
            raise TabletomeError(
                f"{self.game.name} encoded a view as {len(vec)} numbers, not the {self.obs_size} "
                "that observation_size promises."
            )
        return np.fromiter(vec, dtype=np.float32, count=self.obs_size)

    # ---------------------------------------------------------------- the list
    def legal(self, state: State) -> Sequence[Action]:
        """This moment's legal actions, in the game's order (the rows of the list)."""
        legal = state.legal_actions()
        if len(legal) <= self.max_actions:
            return legal
        if self.overflow == "truncate":
            return legal[: self.max_actions]
        raise TabletomeError(
            f"{self.game.name} has {len(legal)} legal actions here, more than max_actions={self.max_actions}; "
            "make the environment with a larger max_actions (or overflow='truncate')."
        )

    def choices(self, state: State) -> tuple[FloatArray, MaskArray]:
        """The action rows and the mask of real rows for the seat to move (all zero once the game is over)."""
        feats = np.zeros((self.max_actions, self.feature_size), dtype=np.float32)
        mask = np.zeros(self.max_actions, dtype=np.int8)
        legal = self.legal(state)
        if self.own_features and legal:
            feats[: len(legal)] = self.own_rows(state, legal)
        else:
            for i, action in enumerate(legal):
                feats[i] = self.row(action)
        mask[: len(legal)] = 1
        return feats, mask

    def own_rows(self, state: State, legal: Sequence[Action]) -> FloatArray:
        rows = np.asarray(self.game.action_features(state, legal), dtype=np.float32)  # type: ignore[attr-defined]
        if rows.shape != (len(legal), self.feature_size):
            raise TabletomeError(
                f"{self.game.name} described {len(legal)} actions with rows of shape {rows.shape[1:]}, not the "
                f"{self.feature_size} numbers that action_feature_size promises."
            )
        return rows

    def row(self, action: Action) -> FloatArray:
        row = self._rows.get(action)
        if row is None:
            if len(self._rows) > 1 << 16:  # a game with unbounded actions: keep the cache bounded
                self._rows.clear()
            row = self._rows[action] = hashed_action(action, self.feature_size)
        return row

    def mask(self, state: State) -> MaskArray:
        mask = np.zeros(self.max_actions, dtype=np.int8)
        mask[: len(self.legal(state))] = 1
        return mask

    # ---------------------------------------------------------------- actions
    def index_of(self, action: Any) -> int:
        """An index given as int, numpy integer or one-element array, within ``max_actions``."""
        return checked_index(action, self.max_actions, f"rows of the legal-action list of {self.game.name}")

    def apply(self, state: State, index: int, who: str) -> None:
        """Play row ``index`` of this moment's list; IllegalAction (state unchanged) past its end."""
        legal = self.legal(state)
        if index >= len(legal):
            why = "the game is over" if not legal else f"the list has {len(legal)} actions (rows 0-{len(legal) - 1})"
            raise IllegalAction(f"{who} cannot play row {index} now: {why}.")
        state.apply(legal[index])

    def index_for(self, text: str, state: State) -> int:
        """The row of an action written in the game's notation (``'play 8h'``) in this moment's list."""
        key = normalize_notation(text)
        for i, action in enumerate(self.legal(state)):
            if normalize_notation(str(action)) == key:
                return i
        raise IllegalAction(f"'{text.strip()}' is not among the legal actions now.")

    def text_for(self, index: int, state: State) -> str:
        legal = self.legal(state)
        i = self.index_of(index)
        if i >= len(legal):
            raise IllegalAction(f"Row {i} is past the {len(legal)} legal actions now.")
        return str(legal[i])


# ------------------------------------------------------------------ choosing the mode

MODES = ("discrete", "list")


def default_mode(game: Game) -> str:
    """ "discrete" when the game has a fixed vocabulary and an observation encoder, else "list"."""
    from tabletome.engine.capabilities import Vocabulary

    return "discrete" if isinstance(game, Vocabulary) and isinstance(game, ObservationEncoder) else "list"


def make_codec(game: Game, players: int, edition: Any, mode: str | None = None, **list_settings: Any) -> Any:
    """The codec of ``mode`` (default :func:`default_mode`): a :class:`~.core.Codec` or a :class:`ListCodec`.

    ``list_settings`` (``max_actions``, ``action_buckets``, ``view_buckets``, ``action_features``,
    ``overflow``; None means the default) apply to the list mode only.
    """
    from .core import Codec

    chosen = mode if mode is not None else default_mode(game)
    given = {k: v for k, v in list_settings.items() if v is not None}
    if chosen == "discrete":
        if given:
            raise ValueError(f"{', '.join(sorted(given))} apply to mode='list' only.")
        return Codec(game, players, edition)
    if chosen == "list":
        return ListCodec(game, players, edition, **given)
    raise ValueError(f"mode must be 'discrete' or 'list', not {mode!r}.")
