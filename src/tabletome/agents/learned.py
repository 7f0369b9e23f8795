"""Players that decide from their own seat's encoded observation: a learned network, or any policy callable.

A policy here is what a PettingZoo agent is: a function of ``{"observation": float32 vector,
"action_mask": int8 vector}`` (the game's ``encode_view`` of the seat's view, and its legal actions
over the game's action vocabulary) returning an action index. :class:`PolicyAgent` plays one: it
encodes nothing but ``state.view(seat)`` (and the state it gets is already a determinization of
that seat's information set, so no hidden fact could reach it anyway), asks the policy, and checks
that the answer is legal.

:class:`Network` is the learned player: a small multilayer perceptron (ReLU hidden layers, one
output per action) stored as ``.npz`` (the layers and a JSON header naming the game, the observation
size and the actions of its output units by notation) and run with numpy alone. The weights a game
ships are ``tabletome/games/<game>/policy.npz``; ``tabletome.rl.train`` makes them.
"""

from __future__ import annotations

import functools
import importlib
import io
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from tabletome.engine.actions import Action
from tabletome.engine.capabilities import ActionFeatures, ObservationEncoder, ScriptedPlayer, Vocabulary
from tabletome.engine.errors import TabletomeError
from tabletome.engine.game import Game
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from .positions import position_key as position_key  # the trainer and tests read it here too

FloatArray = npt.NDArray[np.float32]
Observation = Mapping[str, Any]
Policy = Callable[[Observation], Any]
WEIGHTS_FILE = "policy.npz"
FORMAT = "tabletome-mlp-1"
SCORER_FORMAT = "tabletome-scorer-1"


def encoded_game(game: Game) -> Any:
    """The game, checked to have the action vocabulary and observation encoder a policy needs."""
    if not isinstance(game, Vocabulary) or not isinstance(game, ObservationEncoder):
        raise TabletomeError(
            f"{game.name} has no fixed list of actions and observation encoding: no policy can play it."
        )
    return game


def observation(game: Game, state: State, seat: int) -> dict[str, Any]:
    """What ``seat`` may know, as a policy sees it: its view encoded, and the legal actions as a mask."""
    enc = encoded_game(game)
    vec = np.asarray(enc.encode_view(state.view(seat), state.edition), dtype=np.float32)
    mask = np.zeros(len(enc.action_space(state.edition)), dtype=np.int8)
    if state.to_move == seat:
        legal = [a.index for a in state.legal_actions()]
        if legal:
            mask[legal] = 1
    return {"observation": vec, "action_mask": mask}


@dataclass(slots=True)
class PolicyAgent:
    """An agent that asks ``policy`` for an action index given its seat's observation alone."""

    game: Game
    policy: Policy
    rng: Rng
    name: str = "policy"
    omniscient: bool = False

    def act(self, state: State, seat: int) -> Action:
        obs = observation(self.game, state, seat)
        index = _as_index(self.policy(obs))
        mask = obs["action_mask"]
        if not 0 <= index < len(mask) or not mask[index]:
            raise TabletomeError(f"The policy {self.name} chose action {index}, which is not a legal move now.")
        action: Action = encoded_game(self.game).action_space(state.edition)[index]
        return action


def _as_index(answer: Any) -> int:
    if isinstance(answer, np.ndarray) and answer.size == 1:
        answer = answer.reshape(()).item()
    if isinstance(answer, bool) or not isinstance(answer, int | np.integer):
        raise TabletomeError(f"A policy must answer with an action number, not {answer!r}.")
    return int(answer)


# ---------------------------------------------------------------------------------------------- the network
@dataclass(slots=True)
class Network:
    """A ReLU multilayer perceptron from a game's observation vector to one logit per known action."""

    game_id: str
    obs_size: int
    weights: tuple[FloatArray, ...]
    biases: tuple[FloatArray, ...]
    action_names: tuple[str, ...]  # the action of each output unit, in the game's notation
    info: Mapping[str, Any]
    _columns: dict[int, npt.NDArray[np.intp]]  # per vocabulary (by id): the output unit of each action, -1 if none

    def logits(self, obs: FloatArray, units: npt.NDArray[np.intp] | None = None) -> FloatArray:
        """The output of each unit in ``units`` (all by default) for one observation.

        Small products on purpose: the first layer reads only the rows of the observation's non-zero
        entries (most of an encoding is zero) and the last layer only the columns asked for, so a
        decision stays well under a millisecond and never wakes BLAS's worker threads.
        """
        cols = slice(None) if units is None else units
        nonzero = np.flatnonzero(obs)
        w0, b0 = (
            (self.weights[0], self.biases[0])
            if len(self.weights) > 1
            else (self.weights[0][:, cols], self.biases[0][cols])
        )
        h = obs[nonzero] @ w0[nonzero] + b0
        for w, b in zip(self.weights[1:-1], self.biases[1:-1], strict=True):
            h = np.maximum(h, 0.0) @ w + b
        if len(self.weights) > 1:
            h = np.maximum(h, 0.0) @ self.weights[-1][:, cols] + self.biases[-1][cols]
        return np.asarray(h, dtype=np.float32)

    def units(self, space: Sequence[Action]) -> npt.NDArray[np.intp]:
        """For each action of ``space``, this network's output unit (-1 for an action it never learned)."""
        cols = self._columns.get(id(space))
        if cols is None:
            known = {name: i for i, name in enumerate(self.action_names)}
            cols = np.array([known.get(str(a), -1) for a in space], dtype=np.intp)
            self._columns[id(space)] = cols
        return cols

    def choose(self, obs: FloatArray, legal: npt.NDArray[np.intp], space: Sequence[Action], rank: int = 0) -> int:
        """The legal action (a vocabulary index) with the highest logit (``rank`` 1: the second highest...)."""
        if obs.shape != (self.obs_size,):
            raise TabletomeError(
                f"The learned player for {self.game_id} reads {self.obs_size} numbers, but this game now "
                f"describes a position with {obs.shape[-1]}: it must be trained again (python -m tabletome.rl.train)."
            )
        units = self.units(space)[legal]
        known = units >= 0
        if not known.any():
            raise TabletomeError(
                f"The learned player for {self.game_id} never learned any of the moves open now; it must be trained again."
            )
        scores = np.where(known, self.logits(obs, np.where(known, units, 0)), -np.inf)
        if rank == 0:
            return int(legal[int(np.argmax(scores))])
        order = np.argsort(-scores, kind="stable")[: int(known.sum())]
        return int(legal[order[rank % len(order)]])


def network_policy(net: Network, game: Game) -> Policy:
    """``net`` as a policy callable (observation dict -> action index), for one seat in one game.

    A greedy player can go round in circles where the rules allow a position to come back (two
    exchanges that undo each other): when the very same observation comes back, it plays its
    next-best action instead (the n-th time, the n-th best), so every game ends.
    """
    space = encoded_game(game).action_space()
    seen: dict[int, int] = {}

    def policy(obs: Observation) -> int:
        vec = np.asarray(obs["observation"], dtype=np.float32)
        legal = np.flatnonzero(obs["action_mask"])
        key = hash((vec.tobytes(), legal.tobytes()))
        rank = seen.get(key, 0)
        seen[key] = rank + 1
        return net.choose(vec, legal, space, rank)

    return policy


# ---------------------------------------------------------------------------------- the action scorer
@dataclass(slots=True)
class Scorer:
    """A ReLU multilayer perceptron from one action's row of features (the game's ``action_features``)
    to that action's score: every legal action is scored by the same small network, the best is played."""

    game_id: str
    feature_names: tuple[str, ...]
    weights: tuple[FloatArray, ...]
    biases: tuple[FloatArray, ...]
    info: Mapping[str, Any]
    #: How much better than the scripted player's move (by score) another must be to be played
    #: instead (``info["margin"]``, fitted on held-out games by the training; 0: always the best).
    margin: float = field(init=False)
    scripted: int = field(init=False)  # the column marking the scripted player's move (-1: none)

    def __post_init__(self) -> None:
        self.margin = float(self.info.get("margin", 0.0))
        names = self.feature_names
        self.scripted = names.index("scripted_choice") if "scripted_choice" in names else -1

    def scores(self, rows: FloatArray) -> FloatArray:
        """One score per row (per legal action)."""
        h = rows
        for w, b in zip(self.weights[:-1], self.biases[:-1], strict=True):
            h = np.maximum(h @ w + b, 0.0)
        return np.asarray((h @ self.weights[-1] + self.biases[-1])[:, 0], dtype=np.float32)

    def best(self, rows: FloatArray, scores: FloatArray) -> int:
        """The row with the best score, unless the scripted move's is within ``margin`` of it."""
        top = int(np.argmax(scores))
        if self.margin > 0.0 and self.scripted >= 0:
            marked = np.flatnonzero(rows[:, self.scripted] > 0.5)
            if marked.size and scores[marked[0]] + self.margin >= scores[top]:
                return int(marked[0])
        return top


#: A learned seat that has decided this many times in one round of the game is going round in
#: circles through positions that never quite repeat (a team's discard proposed and declined in
#: ever new splits): it plays the scripted player's moves until the round ends. The scripted
#: players of Hexer and Arkham Noir decide at most 8 times a seat in a round (100 games each).
PATIENCE = 100


@dataclass(slots=True)
class ScorerAgent:
    """The learned player of a game that describes its actions: it reads the rows of the legal actions,
    computed from the state it is given (a determinization of its seat's view), and plays the best.

    When the seat's view comes back the same (a position the rules let return, perhaps through the
    other seats' moves), it plays its next-best action (the n-th time, the n-th best); the view, not
    the rows, names the position, since rows read a sampled world that differs at every decision.
    Past :data:`PATIENCE` decisions in one round it plays the scripted move. So every game ends."""

    game: Any
    scorer: Scorer
    rng: Rng
    name: str = "learned"
    omniscient: bool = False
    seen: dict[int, int] = field(default_factory=dict)
    in_round: list[int] = field(default_factory=lambda: [-1, 0])  # [the round, decisions in it]
    scripted: dict[int, Any] = field(default_factory=dict)  # per seat, once patience ran out

    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if not self.patient(state.round):
            return self.scripted_move(state, seat)
        rows = np.asarray(self.game.action_features(state, legal), dtype=np.float32)
        # A game whose every decision moves it on (Cyclades: GP spent, moves used, offers raised)
        # says so: naming the position (its view, pickled) would cost more than the decision.
        key = position_key(state, seat) if getattr(self.game, "positions_return", True) else None
        return legal[self.pick(rows, key)]

    def patient(self, round_no: int) -> bool:
        """Count a decision in ``round_no``; False once there were more than PATIENCE in it."""
        count = self.in_round
        if count[0] != round_no:
            count[0], count[1] = round_no, 0
        count[1] += 1
        return count[1] <= PATIENCE or not isinstance(self.game, ScriptedPlayer)

    def scripted_move(self, state: State, seat: int) -> Action:
        agent = self.scripted.get(seat)
        if agent is None:
            agent = self.scripted[seat] = self.game.heuristic_agent(seat, self.rng.next64())
        action: Action = agent.act(state, seat)
        return action

    def pick(self, rows: FloatArray, key: int | None) -> int:
        """The row to play: the best, or the n-th best when the position ``key`` comes back the n-th time
        (None: a position that cannot come back)."""
        scores = self.scorer.scores(rows)
        if key is None:
            return self.scorer.best(rows, scores)
        rank = self.seen.get(key, 0)
        self.seen[key] = rank + 1
        if rank == 0:
            return self.scorer.best(rows, scores)
        order = np.argsort(-scores, kind="stable")
        return int(order[rank % len(order)])


def scorer_game(game: Game) -> Any:
    """The game, checked to describe its actions (the ActionFeatures capability)."""
    if not isinstance(game, ActionFeatures):
        raise TabletomeError(f"{game.name} does not describe its actions: no action scorer can play it.")
    return game


def save_scorer(
    path: str | Path,
    game_id: str,
    layers: Sequence[tuple[npt.NDArray[Any], npt.NDArray[Any]]],
    feature_names: Sequence[str],
    info: Mapping[str, Any],
) -> None:
    """Write an action scorer's weights (float16) and the header naming its input features."""
    header = {"format": SCORER_FORMAT, "game": game_id, "features": list(feature_names), "info": dict(info)}
    _write_npz(path, header, layers)


def save_network(
    path: str | Path,
    game_id: str,
    layers: Sequence[tuple[npt.NDArray[Any], npt.NDArray[Any]]],
    action_names: Sequence[str],
    info: Mapping[str, Any],
) -> None:
    """Write weights (float16, to stay small) and the header that says what they mean."""
    header = {
        "format": FORMAT,
        "game": game_id,
        "obs_size": int(layers[0][0].shape[0]),
        "actions": list(action_names),
        "info": dict(info),
    }
    _write_npz(path, header, layers)


def _write_npz(
    path: str | Path, header: Mapping[str, Any], layers: Sequence[tuple[npt.NDArray[Any], npt.NDArray[Any]]]
) -> None:
    arrays: dict[str, Any] = {"header": np.frombuffer(json.dumps(header).encode(), dtype=np.uint8)}
    for i, (w, b) in enumerate(layers):
        arrays[f"w{i}"] = np.asarray(w, dtype=np.float16)
        arrays[f"b{i}"] = np.asarray(b, dtype=np.float16)
    with open(path, "wb") as fh:
        np.savez_compressed(fh, **arrays)


def read_network(data: bytes, origin: str) -> Network | Scorer:
    """A network (or an action scorer) from the bytes of an ``.npz`` written by :func:`save_network`
    (or :func:`save_scorer`)."""
    try:
        with np.load(io.BytesIO(data), allow_pickle=False) as npz:
            header = json.loads(npz["header"].tobytes().decode())
            count = sum(1 for k in npz.files if k.startswith("w"))
            weights = tuple(npz[f"w{i}"].astype(np.float32) for i in range(count))
            biases = tuple(npz[f"b{i}"].astype(np.float32) for i in range(count))
    except (OSError, ValueError, KeyError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise TabletomeError(f"{origin} is not a learned player's weights file ({exc}).") from None
    if not isinstance(header, dict) or header.get("format") not in (FORMAT, SCORER_FORMAT) or not weights:
        raise TabletomeError(f"{origin} is not a learned player's weights file (unknown format).")
    if header["format"] == SCORER_FORMAT:
        names = tuple(str(n) for n in header["features"])
        if weights[0].shape[0] != len(names) or weights[-1].shape[1] != 1:
            raise TabletomeError(f"{origin} is damaged: its layers do not match its header.")
        return Scorer(str(header["game"]), names, weights, biases, header["info"])
    names = tuple(str(n) for n in header["actions"])
    if weights[0].shape[0] != header["obs_size"] or weights[-1].shape[1] != len(names):
        raise TabletomeError(f"{origin} is damaged: its layers do not match its header.")
    return Network(str(header["game"]), int(header["obs_size"]), weights, biases, names, header["info"], {})


@functools.cache
def shipped_network(game_id: str, module: str) -> Network | Scorer:
    """The weights a game ships in its package (``policy.npz``)."""
    ref = resources.files(module).joinpath(WEIGHTS_FILE)
    if not ref.is_file():
        raise TabletomeError(f"There is no learned player for {game_id} yet.")
    return read_network(ref.read_bytes(), f"{game_id}'s {WEIGHTS_FILE}")


def load_network(game: Game, path: str | None) -> Network | Scorer:
    """A weights file given by path, or the game's own."""
    if path is None:
        return shipped_network(game.id, type(game).__module__)
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise TabletomeError(f"Cannot read the weights file {path}: {exc.strerror}.") from None
    net = read_network(data, path)
    if net.game_id != game.id:
        raise TabletomeError(f"{path} holds a learned player for {net.game_id}, not for {game.name}.")
    return net


def learned_agent(game: Game, seed: int, path: str | None = None) -> PolicyAgent | ScorerAgent:
    """The learned player of ``game`` (its shipped weights, or those in ``path``)."""
    net = load_network(game, path)
    if isinstance(net, Scorer):
        scorer_game(game)
        expected = tuple(game.action_feature_names())  # type: ignore[attr-defined]
        if net.feature_names != expected:
            raise TabletomeError(
                f"The learned player for {game.name} reads action features this version of the game no "
                "longer describes the same way: it must be trained again (python -m tabletome.rl.train)."
            )
        return ScorerAgent(game, net, Rng(seed))
    return PolicyAgent(game, network_policy(net, game), Rng(seed), name="learned")


def import_policy(spec: str) -> Policy:
    """The callable named ``module:function`` (``package.module:name``)."""
    module_name, _, attr = spec.partition(":")
    if not module_name or not attr:
        raise TabletomeError(f"'{spec}' does not name a policy; write module:function, e.g. mypackage.agent:act.")
    try:
        target: Any = importlib.import_module(module_name)
    except ImportError as exc:
        raise TabletomeError(f"Cannot import {module_name} for the policy {spec}: {exc}.") from None
    for part in attr.split("."):
        target = getattr(target, part, None)
        if target is None:
            raise TabletomeError(f"{module_name} has no {attr}, so there is no policy {spec}.")
    if not callable(target):
        raise TabletomeError(f"{spec} is not a function: a policy takes an observation and returns an action number.")
    policy: Policy = target
    return policy


def policy_agent(game: Game, seed: int, spec: str) -> PolicyAgent:
    """An agent playing the callable ``module:function`` from its seat's observation."""
    encoded_game(game)
    return PolicyAgent(game, import_policy(spec), Rng(seed), name=spec)
