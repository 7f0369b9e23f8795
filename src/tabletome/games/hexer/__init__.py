"""Der Hexer von Salem (Michael Rieneck, Kosmos 2008): 2-4 investigators against Necron.

Rulebook: the Portuguese rules (SOURCES.md); clauses HX-... in clauses.md.
See README.md in this package for the readings adopted where the rulebook is silent.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any, ClassVar

from tabletome.engine.actions import Action, ActionSpace
from tabletome.engine.agent import Agent
from tabletome.engine.edition import Edition
from tabletome.engine.game import BOOL_CHOICES, Game, Option, parse_bool
from tabletome.engine.registry import register
from tabletome.engine.state import State

from .actions import SPACE
from .data import EditionModel, HexerEdition, standard_edition
from .evaluate import FEATURES, evaluate, features
from .state import HexerState


class HexerGame(Game):
    id = "hexer"
    name = "Der Hexer von Salem"
    # Version 2 follows the rulebook's words where version 1 narrowed them (README, "Rules
    # versions"); a record of version 1 replays with the legacy options below set to its readings.
    version = "2"
    min_players = 2
    max_players = 4
    cooperative = True
    edition_model = EditionModel
    # The rows of action_features are the same from the true state as from any determinization of
    # the seat's view (test_rows_hold_nothing_the_seat_cannot_see): training need not sample a world.
    action_features_read_only_the_view = True
    options = (
        Option("players", ("2", "3", "4"), "3", "number of investigators (HX-GEN-01)", int, label="Investigators"),
        Option(
            "sanity",
            ("6", "5", "4"),
            "6",
            "each investigator's sanity at the start: less is harder (HX-SETUP-18, HX-DIFF-02)",
            int,
            label="Starting sanity",
        ),
        Option(
            "necron_head_start",
            tuple(BOOL_CHOICES),
            "no",
            "Necron's marker starts 3 spaces closer to opening the portal: harder (HX-DIFF-03)",
            parse_bool,
            label="Necron's head start",
        ),
        Option(
            "remove_pair",
            tuple(BOOL_CHOICES),
            "no",
            "a pair of creature cards, drawn at random, leaves the deck: harder (HX-DIFF-04)",
            parse_bool,
            label="Remove a creature pair",
        ),
        # The readings of rules version 1 (legacy: front ends do not offer them; rules.Readings).
        Option(
            "wrong_symbol",
            ("at-once", "final-check"),
            "at-once",
            "an artifact placed by a location whose printed symbol differs loses at once (HX-USE-17); "
            "version 1: at the final check",
            legacy=True,
        ),
        Option(
            "statement",
            ("decided", "turn-start"),
            "decided",
            "the team speaks about portals when a seat that could banish decides so, 'ask' (HX-COOP-03); "
            "version 1: unasked at the start of that seat's turn",
            legacy=True,
        ),
        Option(
            "reveals",
            ("in-game", "starting"),
            "in-game",
            "creature cards revealed per round follow the investigators still in the game (HX-EVT-10); "
            "version 1: the starting count",
            legacy=True,
        ),
        Option(
            "team_discards",
            ("agreed", "decider"),
            "agreed",
            "a team discard is proposed whole and the other givers accept or propose another (HX-CRE-20); "
            "version 1: the decider names each item alone",
            legacy=True,
        ),
        Option(
            "dagger_thul",
            ("artifact", "spared"),
            "artifact",
            "the Dagger defeats Thul Saduum only with an artifact discarded (HX-ENC-10); version 1: no artifact",
            legacy=True,
        ),
        Option(
            "useless_glasses",
            ("offered", "hidden"),
            "offered",
            "the Glasses may be used where they show nothing, the University or a covered tile (HX-USE-06); "
            "version 1: not offered there",
            legacy=True,
        ),
    )
    legacy_versions = MappingProxyType(
        {
            "1": MappingProxyType(
                {
                    "wrong_symbol": "final-check",
                    "statement": "turn-start",
                    "reveals": "starting",
                    "team_discards": "decider",
                    "dagger_thul": "spared",
                    "useless_glasses": "hidden",
                }
            )
        }
    )
    presets: ClassVar[Mapping[str, Mapping[str, Mapping[str, str]]]] = {
        "difficulty": {
            "standard": {"sanity": "6", "necron_head_start": "no", "remove_pair": "no"},
            "hard": {"sanity": "5", "necron_head_start": "yes", "remove_pair": "yes"},
            "nightmare": {"sanity": "4", "necron_head_start": "yes", "remove_pair": "yes"},
        }
    }

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> HexerState:
        opts = self.resolve_options(options)
        ed = edition if edition is not None else standard_edition()
        return HexerState(ed, opts["players"], seed, opts)

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

    def default_edition(self) -> HexerEdition:
        return standard_edition()

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return HexerEdition(data, origin)

    def heuristic_agent(self, seat: int, seed: int) -> Agent:
        from .heuristic import HexerHeuristic

        return HexerHeuristic(seed)

    feature_names = FEATURES

    def features(self, state: State) -> Sequence[float]:
        assert isinstance(state, HexerState)
        return features(state)

    def evaluate(self, state: State) -> Sequence[float] | None:
        assert isinstance(state, HexerState)
        return evaluate(state)

    def observation_size(self, players: int, edition: Any = None) -> int:
        from .encode import observation_size

        return observation_size(players, edition if edition is not None else standard_edition())

    def encode_view(self, view: Mapping[str, Any], edition: Any = None) -> list[float]:
        from .encode import encode_view

        return encode_view(view, edition if edition is not None else standard_edition())

    def encode_state(self, state: State, seat: int) -> list[float]:
        from .encode import encode_state

        assert isinstance(state, HexerState)
        return encode_state(state, seat)

    # What the learned player reads about each legal action (engine.capabilities.ActionFeatures).
    def action_feature_size(self, players: int, edition: Any = None) -> int:
        from .policy_features import NAMES

        return len(NAMES)

    def action_feature_names(self, edition: Any = None) -> Sequence[str]:
        from .policy_features import NAMES

        return NAMES

    def action_features(self, state: State, legal: Sequence[Action]) -> list[list[float]]:
        from .policy_features import action_features

        assert isinstance(state, HexerState)
        return action_features(state, legal)

    def render_terminal(self, view: Mapping[str, Any]) -> Any:
        from .render import terminal

        return terminal(dict(view))

    def describe_action(self, view: Mapping[str, Any], text: str) -> str:
        from .render import describe_action

        return describe_action(dict(view), text)

    def render_svg(self, view: Mapping[str, Any]) -> str:
        from .render import svg

        return svg(dict(view))

    def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
        from .render import board_targets

        return board_targets(dict(view), legal)

    def clauses_path(self) -> Path | None:
        with resources.as_file(resources.files(__package__).joinpath("clauses.md")) as p:
            return Path(p)


GAME = register(HexerGame())
HexerState.game = GAME

__all__ = ["GAME", "HexerGame", "HexerState"]
