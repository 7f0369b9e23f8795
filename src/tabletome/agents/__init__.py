"""Game-agnostic players and the factory that names them for the CLI, the lab and the web."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletome.engine.agent import Agent
from tabletome.engine.capabilities import ScriptedPlayer
from tabletome.engine.errors import TabletomeError
from tabletome.engine.game import Game
from tabletome.engine.rng import derive_seed

from .budget import BudgetedAgent, budgeted
from .ismcts import ISMCTSAgent, OmniscientAgent
from .ismcts_tree import TreeISMCTSAgent
from .random import RandomAgent

if TYPE_CHECKING:
    from .learned import PolicyAgent

# A factory gets the game, the seat, a seed and the text after "kind:" (e.g. "ismcts:200"), or None.
AgentFactory = Callable[[Game, int, int, str | None], Agent]


def _budget(param: str | None, default: int) -> int:
    if param is None:
        return default
    if not param.isdigit() or int(param) < 1:
        raise TabletomeError(f"'{param}' is not a number of iterations; write e.g. ismcts:500.")
    return int(param)


def _think_time(param: str | None, default: int) -> tuple[int, float | None]:
    """``N`` iterations, or ``N:Ts``: at most N iterations and T seconds of CPU a decision."""
    if param is None or ":" not in param:
        return _budget(param, default), None
    count, _, limit = param.partition(":")
    text = limit.removesuffix("s")
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0.0
    if not seconds > 0 or seconds == float("inf"):
        raise TabletomeError(f"'{limit}' is not a think time; write e.g. ismcts:1000:1s (seconds of CPU a move).")
    return _budget(count, default), seconds


def _no_param(kind: str, param: str | None) -> None:
    if param is not None:
        raise TabletomeError(f"'{kind}' takes no parameter (got '{kind}:{param}').")


def _random(game: Game, seat: int, seed: int, param: str | None) -> Agent:
    _no_param("random", param)
    return RandomAgent(seed)


def _heuristic(game: Game, seat: int, seed: int, param: str | None) -> Agent:
    _no_param("heuristic", param)
    if not isinstance(game, ScriptedPlayer):
        raise TabletomeError(f"{game.name} has no scripted player; choose random or ismcts.")
    return game.heuristic_agent(seat, seed)


def _ismcts(game: Game, seat: int, seed: int, param: str | None) -> Agent:
    iterations, seconds = _think_time(param, 1000)
    return ISMCTSAgent(game, seed, iterations=iterations, seconds=seconds)


def _ismcts_tree(game: Game, seat: int, seed: int, param: str | None) -> Agent:
    return TreeISMCTSAgent(game, seed, iterations=_budget(param, 1000))


def _omniscient(game: Game, seat: int, seed: int, param: str | None) -> Agent:
    return OmniscientAgent(game, seed, iterations=_budget(param, 1000))


def _learned(game: Game, seat: int, seed: int, param: str | None) -> Agent:
    _no_param("learned", param)  # other weights files: `tabletome evaluate GAME FILE.npz` (never a web request)
    from .learned import learned_agent  # numpy, only for the seats that use it

    return learned_agent(game, seed)


_KINDS: dict[str, tuple[AgentFactory, str]] = {
    "random": (_random, "picks a legal action uniformly at random"),
    "heuristic": (_heuristic, "the game's scripted player"),
    "ismcts": (
        _ismcts,
        "information-set Monte Carlo search racing the legal actions on shared sampled worlds; "
        "ismcts:N for at most N iterations (default 1000), ismcts:N:Ts also at most T seconds of CPU a move",
    ),
    "ismcts-tree": (
        _ismcts_tree,
        "textbook single-observer ISMCTS (one deep tree, ISUCT), for comparison; ismcts-tree:N",
    ),
    "omniscient": (
        _omniscient,
        "ANALYSIS ONLY: the same search cheating with every hidden card (not future dice); omniscient:N",
    ),
    "learned": (_learned, "a trained network deciding from its own seat's view alone, without search"),
}


#: What each kind is like to play with, in players' words (the lobby's list), from the measured
#: games of docs/results: e.g. Hexer's team wins 32% with scripted players, 43% with the trained
#: one, 45% with the search at 100 tries a move; the textbook search wins 3%.
PLAYER_WORDS: dict[str, str] = {
    "random": "Beginner: plays any legal move at random. Easy to beat; handy to learn the controls.",
    "heuristic": "Scripted: follows a simple plan written for this game and plays at once. "
    "A fair opponent or partner for a first game.",
    "ismcts": "Thinker: tries each move on many guesses of what it cannot see before choosing. "
    "The strongest fair player; takes about a second a move.",
    "ismcts-tree": "Thinker, textbook version: an older search kept for comparison. Slower, and usually weaker "
    "than the Thinker.",
    "learned": "Trained: a player that learned this game from many games. Plays at once, stronger than "
    "the scripted player.",
}


def register_agent(kind: str, factory: AgentFactory, help: str) -> None:
    _KINDS[kind] = (factory, help)


def agent_kinds() -> dict[str, str]:
    """Every AI kind with a one-line description ('human' is not an agent)."""
    return {k: h for k, (_, h) in _KINDS.items()}


def player_words(kind: str) -> str:
    """What playing with ``kind`` is like, for players (its technical description if none is written)."""
    return PLAYER_WORDS.get(kind) or agent_kinds().get(kind, kind)


def make_agent(spec: str, game: Game, seat: int, seed: int) -> Agent:
    """An agent for ``seat`` from ``kind`` or ``kind:param``; its RNG stream comes from ``seed`` and the seat."""
    kind, _, param = spec.partition(":")
    try:
        factory, _ = _KINDS[kind]
    except KeyError:
        known = ", ".join(["human", *_KINDS])
        raise TabletomeError(f"'{spec}' is not a kind of player; choose one of {known}.") from None
    return factory(game, seat, derive_seed(seed, "agent", kind, seat), param or None)


def __getattr__(name: str) -> Any:
    if name == "PolicyAgent":
        from .learned import PolicyAgent

        return PolicyAgent
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "BudgetedAgent",
    "ISMCTSAgent",
    "OmniscientAgent",
    "PolicyAgent",
    "RandomAgent",
    "TreeISMCTSAgent",
    "agent_kinds",
    "budgeted",
    "make_agent",
    "player_words",
    "register_agent",
]
