"""Crazy Eights: the classic shedding game, and the example of CONTRIBUTING.md.

A complete game on the engine in a few small files: the deck as edition data (data.py,
editions/standard.toml), the action vocabulary (actions.py), the state built from zones and a
frame stack (state.py), the rules as frames (rules.py), a scripted player (heuristic.py) and a
terminal board (render.py). Clauses CE-... in clauses.md; sources in SOURCES.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletome.engine.aid import Aid
from tabletome.engine.capabilities import (
    BoardTargets,
    ObservationEncoder,
    Picture,
    Renderer,
    ScriptedPlayer,
    Vocabulary,
)
from tabletome.engine.edition import Edition
from tabletome.engine.game import Game, Option
from tabletome.engine.offers import Offer
from tabletome.engine.reference import Reference
from tabletome.engine.registry import register

from .data import EditionModel, EightsEdition, standard_edition
from .state import EightsState


class CrazyEights(Game):
    id = "crazy_eights"
    name = "Crazy Eights"
    version = "1"
    min_players = 2
    max_players = 5
    cooperative = False
    edition_model = EditionModel
    offers = (
        Offer(Reference, "reference"),  # the reference at hand: the glossary and the goals in words
        Offer(Aid, "aid", aid_kinds="KINDS", aid_candidates="candidates", aid_member="member"),
        Offer(Vocabulary, "actions", action_space="SPACE"),
        Offer(ScriptedPlayer, "heuristic", heuristic_agent="EightsHeuristic"),
        Offer(Renderer, "render", render_terminal="terminal"),
        Offer(Picture, "render", render_svg="svg"),
        Offer(BoardTargets, "render"),  # its cards and stock are clicked to play
        Offer(ObservationEncoder, "encode", observation_size="SIZE"),
    )
    options = (
        Option("players", ("2", "3", "4", "5"), "2", "players (CE-SETUP-01)", int, label="Players"),
        Option(
            "draw",
            ("until", "one"),
            "until",
            "when you cannot play: draw until a card fits, or draw one card and pass if it does not (CE-PLAY-03)",
            label="Drawing",
            words=(("until", "draw until you can play"), ("one", "draw one card, then pass")),
        ),
    )

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> EightsState:
        opts = self.resolve_options(options)
        return EightsState(edition if edition is not None else standard_edition(), seed, opts)

    def default_edition(self) -> EightsEdition:
        return standard_edition()

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return EightsEdition(data, origin)


GAME = register(CrazyEights())
EightsState.game = GAME

__all__ = ["GAME", "CrazyEights", "EightsState"]
