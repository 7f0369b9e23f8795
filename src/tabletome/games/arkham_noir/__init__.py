"""Arkham Noir, Case #1 "The Witch Cult Murders" (Yves Tourigny; Ludonova 2017): a solo card game.

Rulebook: the Spanish rules (SOURCES.md); clauses AN-... in clauses.md.
See README.md in this package for the readings adopted where the rulebook is silent.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from tabletome.engine import capabilities as cap
from tabletome.engine.aid import Aid
from tabletome.engine.edition import Edition
from tabletome.engine.game import Game, Option, parse_bool
from tabletome.engine.offers import Offer
from tabletome.engine.reference import Reference
from tabletome.engine.registry import register

from .data import ArkhamNoirEdition, EditionModel, standard_edition
from .state import ArkhamNoirState


class ArkhamNoirGame(Game):
    id = "arkham_noir"
    name = "Arkham Noir: The Witch Cult Murders"
    # Version 2 follows the rulebook's words where version 1 narrowed them (README, "Rules
    # versions"); a record of version 1 replays with the legacy options below set to its readings.
    version = "2"
    min_players = 1
    max_players = 1
    cooperative = False
    edition_model = EditionModel
    offers = (
        Offer(Reference, "reference"),  # the reference at hand: the glossary and the goals in words
        Offer(Aid, "aid", aid_kinds="KINDS", aid_candidates="candidates"),  # the how-to's kinds of move
        Offer(cap.Vocabulary, "actions", action_space="SPACE"),
        Offer(cap.ScriptedPlayer, "heuristic", heuristic_agent="ArkhamNoirHeuristic"),
        Offer(cap.ObservationEncoder, "encode", encode_state="encode_state"),
        Offer(cap.ActionFeatures, "policy_features", action_feature_size="SIZE", action_feature_names="NAMES"),
        Offer(cap.Features, "evaluate", feature_names="FEATURES"),
        Offer(cap.Evaluator, "evaluate"),
        Offer(cap.Renderer, "render", render_terminal="terminal"),
        Offer(cap.Picture, "render", render_svg="svg"),
        Offer(cap.BoardTargets, "render"),
    )
    options = (
        # The engine names the seat count "players"; a solo game has one choice (AN-GEN-01).
        Option("players", ("1",), "1", "one investigator: a solo game (AN-GEN-01)", int, label="Players"),
        Option(
            "victory",
            ("5", "6"),
            "5",
            "how many different Puzzle clue types your Big Picture needs to win: 6 is harder (AN-DIFF-03/04)",
            int,
            label="Puzzle types to win",
        ),
        Option(
            "victims",
            ("5", "4", "6"),
            "5",
            "victim cards in the game: each opens a case, and you lose when none is left (AN-DIFF-05..07)",
            int,
            label="Victims",
        ),
        Option(
            "limits",
            ("5", "6"),
            "5",
            "how many cards the time and sanity areas hold before they strike: 6 is easier (AN-DIFF-08/09)",
            int,
            label="Time and sanity limit",
        ),
        # The readings of rules version 1 (legacy: front ends do not offer them; rules.Readings).
        Option(
            "exchange",
            ("anywhere", "action-and-window"),
            "anywhere",
            "the contact's Exchange at every decision, as 'exchange', 'give N', 'get N' (AN-CONT-01); "
            "version 1: 'exchange N M' at the action decision and in a 'continue' window before maintenance",
            legacy=True,
        ),
        Option(
            "key_side",
            ("any-placement", "actions-only"),
            "any-placement",
            "the contact's Key side for any card placed in a case, by an action or an effect (AN-CONT-03); "
            "version 1: with action b or c only",
            legacy=True,
        ),
        Option(
            "key_side_short",
            ("yes", "no"),
            "yes",
            "the Key side also on a line whose Locks outnumber its Keys (AN-CONT-03: 'aunque no haya una "
            "carta'); version 1: no",
            legacy=True,
            parse=parse_bool,
        ),
        Option(
            "case_numbers",
            ("fixed", "column"),
            "fixed",
            "a case keeps its number for the whole game; version 1: its place in the column, renumbered after a close",
            legacy=True,
        ),
        Option(
            "forced_effects",
            ("shown", "automatic"),
            "shown",
            "a black effect with one possible target is a step with that one answer; version 1: it "
            "resolves without stopping",
            legacy=True,
        ),
    )
    legacy_versions = MappingProxyType(
        {
            "1": MappingProxyType(
                {
                    "exchange": "action-and-window",
                    "key_side": "actions-only",
                    "key_side_short": "no",
                    "case_numbers": "column",
                    "forced_effects": "automatic",
                }
            )
        }
    )
    # Read-only: the presets belong to the class (AN-DIFF-01: each setting also alone).
    presets = MappingProxyType(
        {
            "difficulty": {
                "easy": {"victory": "5", "victims": "6", "limits": "6"},
                "standard": {"victory": "5", "victims": "5", "limits": "5"},
                "hard": {"victory": "6", "victims": "4", "limits": "5"},
            }
        }
    )

    def new_state(
        self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None
    ) -> ArkhamNoirState:
        opts = self.resolve_options(options)
        ed = edition if edition is not None else standard_edition()
        return ArkhamNoirState(ed, seed, opts)

    def default_edition(self) -> ArkhamNoirEdition:
        return standard_edition()

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return ArkhamNoirEdition(data, origin)


GAME = register(ArkhamNoirGame())
ArkhamNoirState.game = GAME

__all__ = ["GAME", "ArkhamNoirGame", "ArkhamNoirState"]
