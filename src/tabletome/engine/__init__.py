"""Game-agnostic core: the contract every game fulfils. Imports no game."""

from . import reference
from .actions import Action, ActionSpace
from .agent import Agent, decide, observe
from .capabilities import Evaluator, ObservationEncoder, Picture, Renderer, ScriptedPlayer, Vocabulary
from .cards import Card, CardDatabase, CardDataError, CardNotFound, CardSchema, Effects, UnimplementedCards
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
from .flow import (
    ACCEPT,
    BACK,
    PASS,
    Choice,
    Compound,
    FlowState,
    Frame,
    GameOver,
    Interrupt,
    PriorityWindow,
    Proposal,
    Step,
    Vote,
    Why,
)
from .game import Game, Option, Outcome, SeatResult, rank_seats
from .match import GameTooLong, MatchResult, play_match
from .notation import Arg, Grammar, LegalNotation, Notation, Verb
from .record import Record
from .registry import games, get_game, register
from .rng import Rng, derive_seed
from .state import Assembled, State
from .zones import ALL, HIDDEN, MASKED, OWNER, PUBLIC, SPECTATOR, Die, MapGraph, Track, Zone, redeal

__all__ = [
    "ACCEPT",
    "ALL",
    "BACK",
    "HIDDEN",
    "MASKED",
    "OWNER",
    "PASS",
    "PUBLIC",
    "SPECTATOR",
    "STAND_IN",
    "Action",
    "ActionSpace",
    "Agent",
    "Arg",
    "Assembled",
    "Card",
    "CardDataError",
    "CardDatabase",
    "CardNotFound",
    "CardSchema",
    "Choice",
    "Compound",
    "Die",
    "Edition",
    "EditionError",
    "Effects",
    "Evaluator",
    "FlowState",
    "Frame",
    "Game",
    "GameOver",
    "GameTooLong",
    "Grammar",
    "IllegalAction",
    "Interrupt",
    "LegalNotation",
    "MapGraph",
    "MatchResult",
    "Notation",
    "NotationError",
    "ObservationEncoder",
    "Option",
    "OptionError",
    "Outcome",
    "Picture",
    "PriorityWindow",
    "Proposal",
    "Provenanced",
    "Record",
    "RecordError",
    "Renderer",
    "Rng",
    "ScriptedPlayer",
    "SeatResult",
    "State",
    "Step",
    "TabletomeError",
    "Track",
    "UnimplementedCards",
    "UnknownGame",
    "Verb",
    "Vocabulary",
    "Vote",
    "Why",
    "Zone",
    "decide",
    "derive_seed",
    "games",
    "get_game",
    "observe",
    "play_match",
    "rank_seats",
    "redeal",
    "reference",
    "register",
]
