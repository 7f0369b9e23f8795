"""Liar's Dice, CONTRIBUTING.md's second walk-through: hidden values (dice), not shuffled cards (LD-... clauses)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletome.engine.aid import Aid
from tabletome.engine.capabilities import ScriptedPlayer, Vocabulary
from tabletome.engine.edition import Edition
from tabletome.engine.game import Game, Option
from tabletome.engine.offers import Offer
from tabletome.engine.registry import register

from .data import LiarsEdition, standard_edition
from .state import LiarsState

WORDS = (("wild", "wild: a 1 counts as any face"), ("plain", "plain: a 1 is only a one"))


class LiarsDice(Game):
    id = "liars_dice"
    name = "Liar's Dice"
    version = "1"
    min_players = 2
    max_players = 4
    cooperative = False
    offers = (
        Offer(Aid, "aid", aid_kinds="KINDS", aid_candidates="candidates"),  # the how-to's kinds of move
        Offer(Vocabulary, "actions", action_space="SPACE"),
        Offer(ScriptedPlayer, "heuristic", heuristic_agent="LiarsHeuristic"),
    )
    options = (
        Option("players", ("2", "3", "4"), "2", "players (LD-SETUP-01)", int, label="Players"),
        Option("ones", ("wild", "plain"), "wild", "a 1 counts as the face bid (LD-BID-04)", label="Ones", words=WORDS),
    )

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> LiarsState:
        return LiarsState(edition if edition is not None else standard_edition(), seed, self.resolve_options(options))

    def default_edition(self) -> LiarsEdition:
        return standard_edition()

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return LiarsEdition(data, origin)


GAME = register(LiarsDice())
LiarsState.game = GAME

__all__ = ["GAME", "LiarsDice", "LiarsState"]
