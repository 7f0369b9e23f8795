"""Cyclades (Matagot 2009) with the Hades box: islands and seas, hidden gold, an auction for the
gods, battles with dice, mythological creatures and Metropolises.

Clauses CY-... in clauses.md; sources in SOURCES.md; the readings adopted where the sources are
silent, and what is hidden, in README.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import resources
from pathlib import Path
from typing import Any

from tabletome.engine.edition import Edition
from tabletome.engine.game import Game, Option
from tabletome.engine.registry import register

from .data import CycladesEdition, standard_edition
from .state import CycladesState


class Cyclades(Game):
    id = "cyclades"
    name = "Cyclades"
    version = "1"
    min_players = 2
    max_players = 5
    cooperative = False
    options = (
        Option("players", ("2", "3", "4", "5"), "4", "players (CY-GEN-01)", int),
        Option(
            "gold",
            ("screened", "counted"),
            "screened",
            "others' GP behind their screens (CY-GEN-03), or counted for you as an attentive player would",
        ),
        Option(
            "track_slide",
            ("close-gaps", "one-space"),
            "close-gaps",
            "creature cards slide to close every gap (AMB-02), or one space a cycle",
        ),
        Option(
            "metro_buildings",
            ("yes", "no"),
            "yes",
            "a Metropolis also defends as a Fortress and discounts as a Temple (CY-BLD-09, AMB-11)",
        ),
    )

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> CycladesState:
        opts = self.resolve_options(options)
        return CycladesState(edition if edition is not None else standard_edition(), seed, opts)

    def default_edition(self) -> CycladesEdition:
        return standard_edition()

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return CycladesEdition(data, origin)

    # Capabilities: words, a terminal board and an SVG map, the reference at hand.
    def render_terminal(self, view: Mapping[str, Any]) -> Any:
        from .render import terminal

        return terminal(view)

    def render_svg(self, view: Mapping[str, Any]) -> str:
        from .render import svg

        return svg(view)

    def describe_action(self, view: Mapping[str, Any], text: str) -> str:
        from .render import describe_action

        return describe_action(view, text)

    def glossary(self, edition: Any = None) -> list[Any]:
        from .reference import glossary

        return glossary(edition)

    def goals(self, view: Mapping[str, Any]) -> dict[str, list[str]]:
        from .reference import goals

        return goals(view)

    def clauses_path(self) -> Path | None:
        with resources.as_file(resources.files(__package__).joinpath("clauses.md")) as p:
            return Path(p)


GAME = register(Cyclades())
CycladesState.game = GAME

__all__ = ["GAME", "Cyclades", "CycladesState"]
