"""Crazy Eights: the classic shedding game, and the example of CONTRIBUTING.md.

A complete game on the engine in a few small files: the deck as edition data (data.py,
editions/standard.toml), the action vocabulary (actions.py), the state built from zones and a
frame stack (state.py), the rules as frames (rules.py), a scripted player (heuristic.py) and a
terminal board (render.py). Clauses CE-... in clauses.md; sources in SOURCES.md.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from tabletome.engine.actions import ActionSpace
from tabletome.engine.agent import Agent
from tabletome.engine.edition import Edition
from tabletome.engine.game import Game, Option
from tabletome.engine.registry import register

from .actions import SPACE
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

    # Capabilities: a fixed vocabulary, a scripted player, a terminal board, an SVG picture
    # whose cards and stock are clicked to play (board targets), an observation encoder.
    # The reference at hand (engine.reference.Reference): the glossary and the goals in words.
    def glossary(self, edition: Any = None) -> list[Any]:
        from .reference import glossary

        return glossary(edition)

    def goals(self, view: Mapping[str, Any]) -> dict[str, list[str]]:
        from .reference import goals

        return goals(view)

    # The player aid (engine.aid): the action kinds of the how-to's steps, and their candidates.
    def aid_kinds(self) -> Mapping[str, str]:
        from .aid import KINDS

        return KINDS

    def aid_candidates(self, state: Any, seat: int, kind: str) -> Sequence[Any]:
        from .aid import candidates

        return candidates(state, seat, kind)

    def aid_member(self, state: Any, action: Any, kind: str) -> bool:
        from .aid import member

        return member(state, action, kind)

    def action_space(self, edition: Any = None) -> ActionSpace:
        return SPACE

    def heuristic_agent(self, seat: int, seed: int) -> Agent:
        from .heuristic import EightsHeuristic

        return EightsHeuristic(seed)

    def render_terminal(self, view: Mapping[str, Any]) -> Any:
        from .render import terminal

        return terminal(view)

    def render_svg(self, view: Mapping[str, Any]) -> str:
        from .render import svg

        return svg(view)

    def describe_action(self, view: Mapping[str, Any], text: str) -> str:
        from .render import describe_action

        return describe_action(view, text)

    def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
        from .render import board_targets

        return board_targets(view, legal)

    def observation_size(self, players: int, edition: Any = None) -> int:
        from .encode import SIZE

        return SIZE

    def encode_view(self, view: Mapping[str, Any], edition: Any = None) -> list[float]:
        from .encode import encode_view

        return encode_view(view)

    def clauses_path(self) -> Path | None:
        with resources.as_file(resources.files(__package__).joinpath("clauses.md")) as p:
            return Path(p)


GAME = register(CrazyEights())
EightsState.game = GAME

__all__ = ["GAME", "CrazyEights", "EightsState"]
