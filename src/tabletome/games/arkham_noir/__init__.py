"""Arkham Noir, Case #1 "The Witch Cult Murders" (Yves Tourigny; Ludonova 2017): a solo card game.

Rulebook: the Spanish rules (SOURCES.md); clauses AN-... in clauses.md.
See README.md in this package for the readings adopted where the rulebook is silent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any

from tabletome.engine.actions import Action, ActionSpace
from tabletome.engine.agent import Agent
from tabletome.engine.edition import Edition
from tabletome.engine.game import Game, Option
from tabletome.engine.registry import register
from tabletome.engine.state import State

from .actions import SPACE
from .data import ArkhamNoirEdition, EditionModel, standard_edition
from .evaluate import FEATURES, evaluate, features
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

    def action_space(self, edition: Any = None) -> ActionSpace:
        return SPACE

    def default_edition(self) -> ArkhamNoirEdition:
        return standard_edition()

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return ArkhamNoirEdition(data, origin)

    def heuristic_agent(self, seat: int, seed: int) -> Agent:
        from .heuristic import ArkhamNoirHeuristic

        return ArkhamNoirHeuristic(seed)

    def observation_size(self, players: int, edition: Any = None) -> int:
        from .encode import observation_size

        return observation_size(edition if edition is not None else standard_edition())

    def encode_view(self, view: Mapping[str, Any], edition: Any = None) -> list[float]:
        from .encode import encode_view

        return encode_view(view, edition if edition is not None else standard_edition())

    # What the learned player reads about each legal action (engine.capabilities.ActionFeatures).
    def action_feature_size(self, players: int, edition: Any = None) -> int:
        from .policy_features import NAMES

        return len(NAMES)

    def action_feature_names(self, edition: Any = None) -> Sequence[str]:
        from .policy_features import NAMES

        return NAMES

    def action_features(self, state: State, legal: Sequence[Action]) -> list[list[float]]:
        from .policy_features import action_features

        assert isinstance(state, ArkhamNoirState)
        return action_features(state, legal)

    feature_names = FEATURES

    def features(self, state: State) -> Sequence[float]:
        assert isinstance(state, ArkhamNoirState)
        return features(state)

    def evaluate(self, state: State) -> Sequence[float] | None:
        assert isinstance(state, ArkhamNoirState)
        return evaluate(state)

    def encode_state(self, state: State, seat: int) -> list[float]:
        from .encode import encode_state

        assert isinstance(state, ArkhamNoirState)
        return encode_state(state, seat)

    def render_terminal(self, view: Mapping[str, Any]) -> Any:
        from .render import terminal

        return terminal(dict(view))

    def render_svg(self, view: Mapping[str, Any]) -> str:
        from .render import svg

        return svg(dict(view))

    def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
        from .render import board_targets

        return board_targets(dict(view), legal)

    def describe_action(self, view: Mapping[str, Any], text: str) -> str:
        from .render import describe_action

        return describe_action(dict(view), text)

    def clauses_path(self) -> Path | None:
        with resources.as_file(resources.files(__package__).joinpath("clauses.md")) as p:
            return Path(p)


GAME = register(ArkhamNoirGame())
ArkhamNoirState.game = GAME

__all__ = ["GAME", "ArkhamNoirGame", "ArkhamNoirState"]
