"""Game-agnostic core: the contract every game fulfils. Imports no game."""

from .actions import Action, ActionSpace
from .agent import Agent, decide, observe
from .edition import STAND_IN, Edition, Provenanced
from .errors import (
    EditionError,
    IllegalAction,
    NotationError,
    OptionError,
    RecordError,
    TabletomeError,
    UnknownGame,
)
from .game import Game, Option, Outcome
from .match import GameTooLong, MatchResult, play_match
from .record import Record
from .registry import games, get_game, register
from .rng import Rng, derive_seed
from .state import State

__all__ = [
    "STAND_IN",
    "Action",
    "ActionSpace",
    "Agent",
    "Edition",
    "EditionError",
    "Game",
    "GameTooLong",
    "IllegalAction",
    "MatchResult",
    "NotationError",
    "Option",
    "OptionError",
    "Outcome",
    "Provenanced",
    "Record",
    "RecordError",
    "Rng",
    "State",
    "TabletomeError",
    "UnknownGame",
    "decide",
    "derive_seed",
    "games",
    "get_game",
    "observe",
    "play_match",
    "register",
]
