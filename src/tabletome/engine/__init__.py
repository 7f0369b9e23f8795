"""Game-agnostic core: the contract every game fulfils. Imports no game.

The names below are read from their modules when first used (PEP 562), so that importing one
module of the engine (``tabletome.engine.errors`` for the command line's ``--help``) does not
import them all.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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
    from .registry import GameUnavailable, game_ids, games, get_game, register, unavailable
    from .rng import Rng, derive_seed
    from .state import Assembled, State
    from .zones import ALL, HIDDEN, MASKED, OWNER, PUBLIC, SPECTATOR, Carried, Die, MapGraph, Track, Zone, redeal

#: Where each name of the engine lives.
_HOME = {
    "Action": "actions",
    "ActionSpace": "actions",
    "Agent": "agent",
    "decide": "agent",
    "observe": "agent",
    "Evaluator": "capabilities",
    "ObservationEncoder": "capabilities",
    "Picture": "capabilities",
    "Renderer": "capabilities",
    "ScriptedPlayer": "capabilities",
    "Vocabulary": "capabilities",
    "Card": "cards",
    "CardDatabase": "cards",
    "CardDataError": "cards",
    "CardNotFound": "cards",
    "CardSchema": "cards",
    "Effects": "cards",
    "UnimplementedCards": "cards",
    "STAND_IN": "edition",
    "Edition": "edition",
    "Provenanced": "edition",
    "EditionError": "errors",
    "IllegalAction": "errors",
    "NotationError": "errors",
    "OptionError": "errors",
    "RecordError": "errors",
    "TabletomeError": "errors",
    "UnknownGame": "errors",
    "ACCEPT": "flow",
    "BACK": "flow",
    "PASS": "flow",
    "Choice": "flow",
    "Compound": "flow",
    "FlowState": "flow",
    "Frame": "flow",
    "GameOver": "flow",
    "Interrupt": "flow",
    "PriorityWindow": "flow",
    "Proposal": "flow",
    "Step": "flow",
    "Vote": "flow",
    "Why": "flow",
    "Game": "game",
    "Option": "game",
    "Outcome": "game",
    "SeatResult": "game",
    "rank_seats": "game",
    "GameTooLong": "match",
    "MatchResult": "match",
    "play_match": "match",
    "Arg": "notation",
    "Grammar": "notation",
    "LegalNotation": "notation",
    "Notation": "notation",
    "Verb": "notation",
    "Record": "record",
    "games": "registry",
    "get_game": "registry",
    "register": "registry",
    "GameUnavailable": "registry",
    "game_ids": "registry",
    "unavailable": "registry",
    "Rng": "rng",
    "derive_seed": "rng",
    "Assembled": "state",
    "State": "state",
    "ALL": "zones",
    "HIDDEN": "zones",
    "MASKED": "zones",
    "OWNER": "zones",
    "PUBLIC": "zones",
    "SPECTATOR": "zones",
    "Carried": "zones",
    "Die": "zones",
    "MapGraph": "zones",
    "Track": "zones",
    "Zone": "zones",
    "redeal": "zones",
}


def __getattr__(name: str) -> Any:
    if name == "reference":
        return import_module(f"{__name__}.reference")
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


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
    "Carried",
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
    "GameUnavailable",
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
    "game_ids",
    "games",
    "get_game",
    "observe",
    "play_match",
    "rank_seats",
    "redeal",
    "reference",
    "register",
    "unavailable",
]
