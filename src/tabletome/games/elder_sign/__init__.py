"""Elder Sign (Fantasy Flight Games 2011), the Classic Museum: dice against adventures, the clock
and its Mythos cards, the doom track, the awakening and the final battle.

Clauses ES-... in clauses.md; sources in SOURCES.md; the readings adopted where the sources are
silent or disagree, what is hidden and what is not built yet, in README.md.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from tabletome.engine.aid import Aid
from tabletome.engine.capabilities import BoardTargets, Evaluator, Features, Odds, Picture, Renderer, ScriptedPlayer
from tabletome.engine.edition import Edition
from tabletome.engine.game import Game, Option, parse_bool
from tabletome.engine.notation import Notation
from tabletome.engine.offers import Offer
from tabletome.engine.reference import Reference
from tabletome.engine.registry import register

from . import flow  # noqa: F401  # first: the rules modules load in their one working order
from .actions import slug
from .data import FORMER_STANDARD_DIGEST, EditionModel, ESEdition, former_standard_edition, standard_edition
from .state import ESState

ANCIENT_ONES = tuple(slug(ao.name) for ao in standard_edition().ancient_ones)
AO_NAMES = tuple((slug(ao.name), ao.name) for ao in standard_edition().ancient_ones)  # as printed


class ElderSign(Game):
    id = "elder_sign"
    name = "Elder Sign"
    # Version 2 follows the rulebook where version 1 narrowed it (README, "Rules versions"); a
    # record of version 1 replays with the legacy options below set to its readings.
    version = "2"
    min_players = 1
    max_players = 8
    cooperative = True
    edition_model = EditionModel
    offers = (
        Offer(Aid, "aid", aid_kinds="KINDS", aid_candidates="candidates"),  # the how-to's kinds of move
        # a search's playouts rate adventures by the quick estimate of their odds, not the exact solver
        Offer(ScriptedPlayer, "heuristic", heuristic_agent="ESHeuristic", rollout_agent="rollout_player"),
        Offer(Features, "evaluate", feature_names="FEATURES"),
        Offer(Evaluator, "evaluate"),  # where a search's playouts stop: a fitted judge of the position
        Offer(Odds, "advice"),  # "what are my odds?"
        Offer(Renderer, "render", render_terminal="terminal"),
        Offer(Picture, "render", render_svg="svg"),
        Offer(BoardTargets, "render"),
        Offer(Reference, "reference"),  # the reference at hand: the glossary and the goals in words
    )
    options = (
        Option("players", tuple(str(n) for n in range(1, 9)), "2", "players (ES-GEN-02)", int, label="Players"),
        Option(
            "team",
            ("1", "2", "3", "4"),
            "1",
            "how many investigators each player controls, 8 at most at the table (ES-GEN-02)",
            label="Investigators per player",
            parse=int,
        ),
        Option(
            "ancient_one",
            ("random", *ANCIENT_ONES),
            "random",
            "the Ancient One you try to keep asleep (ES-SETUP-02)",
            label="Ancient One",
            words=(("random", "drawn at random"), *AO_NAMES),
        ),
        Option(
            "terror_trigger",
            ("once_per_attempt", "every_failed_roll"),
            "once_per_attempt",
            "how often tentacles set off a card's Terror effect: once per attempt (ES-TERROR-04), or after every "
            "failed roll that shows them (ES-TERROR-05)",
            label="Terror effects",
            words=(("once_per_attempt", "once per attempt"), ("every_failed_roll", "after every failed roll")),
        ),
        Option(
            "focus_limit",
            ("once_per_phase", "every_failed_roll"),
            "once_per_phase",
            "how often you may focus (keep a die for later) during one adventure (ES-FOCUS-06, ES-FOCUS-07)",
            label="Focus",
            words=(("once_per_phase", "once per adventure attempt"), ("every_failed_roll", "after every failed roll")),
        ),
        Option(
            "yig_sign_loss",
            ("cultist_defeated_by_investigator", "cultist_task_or_zero_sanity"),
            "cultist_defeated_by_investigator",
            "against Yig, what takes an Elder Sign back off its card (ES-AO-01, ES-AO-02)",
            label="Yig takes back an Elder Sign when",
            words=(
                ("cultist_defeated_by_investigator", "an investigator defeats a Cultist"),
                ("cultist_task_or_zero_sanity", "a Cultist task is completed, or sanity falls to 0"),
            ),
        ),
        Option(
            "souvenir_elder_sign",
            ("off", "on"),
            "off",
            "Museum: the Souvenirs at the entrance also sell an Elder Sign, for 10 trophies (ES-ENT-06, ES-ENT-07)",
            label="An Elder Sign among the Souvenirs",
            parse=parse_bool,
            when=("mode", "museum"),
        ),
        # The game's modes: a front end asks this first (mode=True), the rules read it anywhere.
        Option(
            "mode",
            ("museum", "lightless_pyramid"),
            "museum",
            "where the game is played: the base game's Museum, or the Lightless Pyramid of Omens of the Pharaoh, "
            "with its own entrance, adventures and Mythos cards (ES-GEN-04, ES-LPSETUP-01)",
            label="Where you play",
            words=(
                ("museum", "the Classic Museum"),
                ("lightless_pyramid", "the Lightless Pyramid (Omens of the Pharaoh)"),
            ),
            mode=True,
        ),
        Option(
            "flip_cost",
            ("normal_advance", "extra_advance"),
            "normal_advance",
            "Lightless Pyramid: flipping the Cairo/Dashur entrance uses the turn's clock advance, or costs one "
            "advance more (ES-CAIRO-08)",
            label="Flipping the entrance costs",
            when=("mode", "lightless_pyramid"),
            words=(("normal_advance", "the turn's clock advance"), ("extra_advance", "one more clock advance")),
        ),
        Option(
            "expert_mythos",
            ("off", "on"),
            "off",
            "Lightless Pyramid: choosing a Mythos option marked Expert adds a doom token (ES-LPMYTH-04, ES-LPMYTH-05)",
            label="Expert Mythos",
            parse=parse_bool,
            when=("mode", "lightless_pyramid"),
        ),
        Option(
            "the_exhibit",
            ("off", "on"),
            "off",
            "Museum: add The Exhibit, with Relics bought at the entrance and every mask monster in the cup "
            "(ES-OOTP-02, ES-OOTP-03)",
            label="The Exhibit",
            parse=parse_bool,
            when=("mode", "museum"),
        ),
        Option(
            "transcription",
            ("ec", "ok"),
            "ec",
            "five Museum adventures are read differently by the two card lists this game was built from: pick "
            "whose tasks to use",
            label="Card list for five disputed adventures",
            when=("mode", "museum"),
            words=(("ec", "the first list (EC)"), ("ok", "the second list (OK)")),
        ),
        # The readings of rules version 1 (legacy: front ends do not offer them).
        Option(
            "kept_dice",
            ("chosen", "roll_first"),
            "chosen",
            "a task takes the dice the player names, a kept one written with where it is kept, gp@focus "
            "(ES-ADV-11); version 1: of identical dice, this roll's first",
            legacy=True,
        ),
        Option(
            "reroll_moves",
            ("marked", "listed"),
            "marked",
            "a clue's reroll: the dice are marked one at a time, then rerolled (ES-CLUE-01); "
            "version 1: every set of dice listed as one move",
            legacy=True,
        ),
        Option(
            "devoured_turn",
            ("advance_only", "clock_phase"),
            "advance_only",
            "a devoured active investigator's turn keeps only the clock advance (ES-TURN-11); "
            "version 1: the replacement had that turn's Clock phase",
            legacy=True,
        ),
        Option(
            "entry_cost",
            ("ignored_if_unpayable", "paid"),
            "ignored_if_unpayable",
            "an Entry cost that cannot be paid is ignored (ES-EGY-07); version 1: applied, even to 0",
            legacy=True,
        ),
    )
    legacy_versions = MappingProxyType(
        {
            "1": MappingProxyType(
                {
                    "flip_cost": "extra_advance",
                    "kept_dice": "roll_first",
                    "reroll_moves": "listed",
                    "devoured_turn": "clock_phase",
                    "entry_cost": "paid",
                }
            )
        }
    )

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> ESState:
        opts = self.resolve_options(options)
        return ESState(edition if edition is not None else standard_edition(), seed, opts)

    def default_edition(self) -> ESEdition:
        return standard_edition()

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return ESEdition(data, origin)

    def former_editions(self) -> Mapping[str, Callable[[], Edition]]:
        """Rules version 1's standard edition (its stand-in Expedition spaces were renamed since)
        is rebuilt, so that its records replay as they were played."""
        return {FORMER_STANDARD_DIGEST: former_standard_edition}

    def notation(self, edition: Any = None) -> Notation:
        from .actions import GRAMMAR

        return GRAMMAR


GAME = register(ElderSign())
ESState.game = GAME

__all__ = ["GAME", "ESState", "ElderSign"]
