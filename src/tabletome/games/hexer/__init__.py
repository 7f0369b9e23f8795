"""Der Hexer von Salem (Michael Rieneck, Kosmos 2008): 2-4 investigators against Necron.

Rulebook: the Portuguese rules (SOURCES.md); clauses HX-... in clauses.md.
See README.md in this package for the readings adopted where the rulebook is silent.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, ClassVar

from tabletome.engine import capabilities as cap
from tabletome.engine.aid import Aid
from tabletome.engine.edition import Edition
from tabletome.engine.game import BOOL_CHOICES, Game, Option, parse_bool
from tabletome.engine.offers import Offer
from tabletome.engine.reference import Reference
from tabletome.engine.registry import register

from .data import EditionModel, HexerEdition, standard_edition
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
    offers = (
        Offer(Reference, "reference"),  # the reference at hand: the glossary and the goals in words
        Offer(Aid, "aid", aid_kinds="KINDS", aid_candidates="candidates"),  # the how-to's kinds of move
        Offer(cap.Vocabulary, "actions", action_space="SPACE"),
        Offer(cap.ScriptedPlayer, "heuristic", heuristic_agent="HexerHeuristic"),
        Offer(cap.Features, "evaluate", feature_names="FEATURES"),
        Offer(cap.Evaluator, "evaluate"),
        Offer(cap.ObservationEncoder, "encode", encode_state="encode_state"),
        Offer(cap.ActionFeatures, "policy_features", action_feature_size="SIZE", action_feature_names="NAMES"),
        Offer(cap.Renderer, "render", render_terminal="terminal"),
        Offer(cap.Picture, "render", render_svg="svg"),
        Offer(cap.BoardTargets, "render"),
    )
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

    def default_edition(self) -> HexerEdition:
        return standard_edition()

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return HexerEdition(data, origin)


GAME = register(HexerGame())
HexerState.game = GAME

__all__ = ["GAME", "HexerGame", "HexerState"]
