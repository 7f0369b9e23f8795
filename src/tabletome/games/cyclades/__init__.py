"""Cyclades (Matagot 2009) with the Hades box: islands and seas, hidden gold, an auction for the
gods, battles with dice, mythological creatures and Metropolises.

Clauses CY-... in clauses.md; sources in SOURCES.md; the readings adopted where the sources are
silent, and what is hidden, in README.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from tabletome.engine.aid import Aid
from tabletome.engine.capabilities import (
    ActionFeatures,
    BoardTargets,
    Evaluator,
    Features,
    Picture,
    Renderer,
    ScriptedPlayer,
)
from tabletome.engine.edition import Edition
from tabletome.engine.game import Game, Option, parse_bool
from tabletome.engine.notation import Notation
from tabletome.engine.offers import Offer
from tabletome.engine.reference import Reference
from tabletome.engine.registry import register

from . import flow  # noqa: F401  # loads every rules module (flow imports them all) with the game; no circle is left among them, so no order matters
from .data import VERSION_1_DIGEST, CycladesEdition, EditionModel, standard_edition, version_1_edition
from .state import CycladesState


class Cyclades(Game):
    id = "cyclades"
    name = "Cyclades"
    # Version 2 follows the rulebook's words where version 1 read them otherwise (README, "Rules
    # versions"); a record of version 1 replays with the legacy options below set to its readings,
    # on the edition it names (the 4-player map of version 1 is kept: ``edition_from_ref``).
    version = "2"
    min_players = 2
    max_players = 5
    cooperative = False
    edition_model = EditionModel
    # A learned evaluator for search, a scripted player, words, a terminal board and an SVG map
    # whose elements are clicked to play, the reference at hand, the player aid.
    # Every decision moves the game on (GP spent, moves used, offers raised): no position comes back
    # for a learned player to go round in (agents.learned.ScorerAgent need not name them).
    positions_return = False
    offers = (
        Offer(Features, "evaluate", feature_names="FEATURES", seat_features="seat_features"),
        Offer(Evaluator, "evaluate"),
        Offer(ScriptedPlayer, "rollout", heuristic_agent="CycladesHeuristic", rollout_agent="rollout_player"),
        Offer(ActionFeatures, "policy_features", action_feature_size="SIZE", action_feature_names="NAMES"),
        Offer(Renderer, "render", render_terminal="terminal"),
        Offer(Picture, "render", render_svg="svg"),
        Offer(BoardTargets, "render"),
        Offer(Reference, "reference"),
        Offer(Aid, "aid", aid_kinds="KINDS", aid_candidates="candidates"),
    )
    options = (
        Option("players", ("2", "3", "4", "5"), "4", "players (CY-GEN-01)", int, label="Players"),
        Option(
            "gold",
            ("screened", "counted"),
            "screened",
            "the others' gold stays behind their screens (CY-GEN-03), or the table counts what they paid and "
            "received for you, as an attentive player would",
            label="Others' gold",
            words=(("screened", "hidden, as at the table"), ("counted", "counted for you")),
        ),
        Option(
            "track_slide",
            ("close-gaps", "one-space"),
            "close-gaps",
            "how far creature cards slide along their track each cycle: to close every gap, or one space",
            label="Creature track",
            words=(("close-gaps", "cards slide to close every gap"), ("one-space", "cards slide one space")),
        ),
        Option(
            "metro_buildings",
            ("yes", "no"),
            "yes",
            "a Metropolis also defends as a Fortress and makes creatures cheaper as a Temple (CY-BLD-09)",
            label="Metropolis counts as Fortress and Temple",
            parse=parse_bool,
        ),
        # The Hades box: four modules, each on its own or with the others (CY-HX-02).
        Option(
            "m1_free_placement",
            ("no", "yes"),
            "no",
            "nothing starts on the board: a first auction decides who places troops and fleets where (CY-FREE)",
            label="Hades module 1: free placement",
            parse=parse_bool,
        ),
        Option(
            "m1_first_revenue",
            ("paid", "none"),
            "paid",
            "with free placement, whether the first regular cycle pays income or not: the rulebook and its FAQ disagree",
            label="Free placement: first income",
            when=("m1_free_placement", "yes"),
            words=(("paid", "paid in the first regular cycle"), ("none", "none in the first regular cycle")),
        ),
        Option(
            "m2_hades",
            ("no", "yes"),
            "no",
            "Hades sometimes replaces a god, with undead troops and fleets and the Necropolis (CY-HADES, CY-NEC)",
            label="Hades module 2: Hades and the undead",
            parse=parse_bool,
        ),
        Option(
            "m3_heroes",
            ("no", "yes"),
            "no",
            "heroes and five new creatures join the creature track (CY-HERO, CY-HCRE)",
            label="Hades module 3: heroes",
            parse=parse_bool,
        ),
        Option(
            "m4_favours",
            ("no", "yes"),
            "no",
            "each cycle a god brings a divine favour: a priestess or magic item and a one-off power (CY-FAV)",
            label="Hades module 4: divine favours",
            parse=parse_bool,
        ),
        Option(
            "theater",
            ("no", "yes"),
            "no",
            # AMB-32: the rule that gives a Theater is not public; a stand-in favour of module 4 does.
            "Theater tiles, which stand in for any building in a Metropolis; the box does not say how one is "
            "gained, so here a favour of module 4 gives one",
            label="Theaters",
            parse=parse_bool,
            when=("m4_favours", "yes"),
        ),
        Option(
            "m2_left_gp",
            ("island", "bank"),
            "island",
            "with Hades: the gold a moved Necropolis leaves behind goes to that island's owner at the next "
            "income, or back to the bank",
            label="Hades: gold left by the Necropolis",
            when=("m2_hades", "yes"),
            words=(("island", "to the island's owner"), ("bank", "back to the bank")),
        ),
        # The readings of rules version 1 (legacy: front ends do not offer them).
        Option(
            "slide_spaces",
            ("in-use", "all"),
            "in-use",
            "close-gaps slides within the spaces in use this cycle (CY-TRACK-04); version 1: over all three",
            legacy=True,
        ),
        Option(
            "necropolis_gp",
            ("left", "along"),
            "left",
            "a moved Necropolis leaves its GP where they are (CY-NEC-09); version 1: they go with it",
            legacy=True,
        ),
        Option(
            "necropolis_feed",
            ("creature", "unwilling"),
            "creature",
            "every unit a creature removes feeds the Necropolis, Sphinx sales included (CY-NEC-04); "
            "version 1: only removals against the owner's will",
            legacy=True,
        ),
        Option(
            "undead_creatures",
            ("counted", "ignored"),
            "counted",
            "the Kraken sinks undead fleets too and the Siren takes only a fleet alone (CY-MOVE-03); "
            "version 1: undead fleets were not counted",
            legacy=True,
        ),
        Option(
            "chimera_figurines",
            ("copied", "skipped"),
            "copied",
            "the Chimera copies any discarded creature (CY-CRE-20); version 1: none with a figurine",
            legacy=True,
        ),
        Option(
            "own_outbid",
            ("freed", "counted"),
            "freed",
            "2 players: outbidding one's own marker frees its offer (CY-2P-05/06); version 1: still counted",
            legacy=True,
        ),
        Option(
            "hero6_troops",
            ("hero", "first"),
            "hero",
            "Hero 6's two troops go on the hero's island; version 1: on the owner's first island",
            legacy=True,
        ),
        Option(
            "box_prosperity",
            ("added", "base"),
            "added",
            "the Hades box's 8 prosperity markers join the supply (CY-COMP-04, CY-HX-03); version 1: 16",
            legacy=True,
        ),
    )
    legacy_versions = MappingProxyType(
        {
            "1": MappingProxyType(
                {
                    "m1_first_revenue": "none",
                    "slide_spaces": "all",
                    "necropolis_gp": "along",
                    "necropolis_feed": "unwilling",
                    "undead_creatures": "ignored",
                    "chimera_figurines": "skipped",
                    "own_outbid": "counted",
                    "hero6_troops": "first",
                    "box_prosperity": "base",
                }
            )
        }
    )

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> CycladesState:
        opts = self.resolve_options(options)
        return CycladesState(edition if edition is not None else standard_edition(), seed, opts)

    def notation(self, edition: Any = None) -> Notation:
        """A grammar: a move written right but not allowed now gets the rule's sentence."""
        from .notation import GRAMMAR

        return GRAMMAR

    def default_edition(self) -> CycladesEdition:
        return standard_edition()

    def former_editions(self) -> Mapping[str, Callable[[], Edition]]:
        """Rules version 1's embedded edition (its 4-player map was rebalanced since) is kept, so
        that its records replay on the map they were played on."""
        return {VERSION_1_DIGEST: version_1_edition}

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return CycladesEdition(data, origin)


GAME = register(Cyclades())
CycladesState.game = GAME

__all__ = ["GAME", "Cyclades", "CycladesState"]
