"""The V:TES game of the registry: options, the table's decks (its "edition"), notation, capabilities.

A V:TES edition is the card database (krcg's, read offline) plus the decks brought to the table:
the built-in edition has none, so every seat plays the preconstructed deck its option names
(``deck_1`` ... ``deck_6``, or ``random``); a table edition carries the decklists that people
uploaded, by seat, as text in any layout ``parse_deck`` reads. A record names a table edition by
its data, so a game played with uploaded decks replays exactly.

Rules modes: ``enforced`` (default) refuses a deck holding a card whose effect is not implemented,
naming the cards (``UnimplementedCards``); ``assisted`` lets such a card be played by stating its
effect by hand (``assist.py``), each statement in the log.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Any

from tabletome.engine.actions import Action, normalize_notation
from tabletome.engine.aid import Aid
from tabletome.engine.capabilities import (
    BoardTargets,
    Clock,
    Decks,
    Evaluator,
    Features,
    Picture,
    Renderer,
    ScriptedPlayer,
    SeatInput,
)
from tabletome.engine.cards import UnimplementedCards
from tabletome.engine.edition import Edition
from tabletome.engine.errors import EditionError, NotationError, OptionError
from tabletome.engine.game import Game, Option, parse_limit
from tabletome.engine.i18n import gettext
from tabletome.engine.offers import Offer
from tabletome.engine.reference import Reference
from tabletome.engine.rng import Rng

from .cards import load_cards
from .check import check_deck
from .decks import DeckError, Decklist, parse_deck
from .preconstructed import UnknownPrecon, precon, precons
from .readings import READINGS, VERSION_2
from .state import VTESState

SEATS = 6
DECK_CHARS = 20_000  # a 90-card library and a 40-card crypt written out in full fit easily
EDITION_ID = "vtes-krcg"
TABLE_EDITION_ID = "vtes-table"  # the card database and decks brought by the seats
CLOCKS = ("none", "120", "150", "180")  # VT-TOUR-04: a round lasts at least 2 hours


def precon_names() -> tuple[str, ...]:
    return tuple(p.name for p in precons())


def _deck_options() -> tuple[Option, ...]:
    names = ("random", *precon_names())
    return tuple(
        Option(
            f"deck_{k}",
            names,
            "random",
            f"Methuselah {k}'s preconstructed deck (an uploaded deck replaces it)",
            label=f"Methuselah {k}'s deck",
            words=(("random", "a random preconstructed deck"),),
            per_seat="deck",  # the seat input "deck" asks the same: a front end asks it there, once
        )
        for k in range(1, SEATS + 1)
    )


class VTESEdition(Edition):
    """The card database, and the decks uploaded for this table (by seat)."""

    __slots__ = ("decks",)

    def __init__(self, data: Mapping[str, Any], origin: str, builtin: bool) -> None:
        super().__init__(data, origin, builtin)
        self.decks: dict[int, Decklist] = {}
        problems: list[tuple[str, str]] = []
        for key, text in (data.get("decks") or {}).items():
            seat = _seat_key(key, problems)
            if seat is None:
                continue
            where = f"Methuselah {seat + 1}'s deck"
            try:
                deck = read_table_deck(str(text))
            except DeckError as exc:
                problems.append((where, str(exc).rstrip(".")))
                continue
            bad = check_deck(deck, rules=str(data.get("deck_rules", "current")))
            if bad:
                problems.append((where, " ".join(p.message for p in bad).rstrip(".")))
                continue
            self.decks[seat] = deck
        if problems:
            raise DecksRefused(origin, problems)


class DecksRefused(EditionError):
    """Decks brought to the table that cannot be used: each named with every reason."""

    def __init__(self, path: str, problems: list[tuple[str, str]]) -> None:
        super().__init__(path, problems)
        self.args = (" ".join(f"{where} cannot be used: {_sentence(why)}" for where, why in problems),)


def _sentence(text: str) -> str:
    return text if text.endswith((".", "?", "!")) else text + "."


def read_table_deck(text: str) -> Decklist:
    """A decklist in any layout ``parse_deck`` reads, or the name of a preconstructed deck."""
    line = text.strip()
    if "\n" not in line:
        try:
            return precon(line)
        except UnknownPrecon as exc:
            if not any(ch.isdigit() for ch in line):  # a name, not a card line
                raise DeckError(str(exc)) from None
    return parse_deck(text)


def _seat_key(key: Any, problems: list[tuple[str, str]]) -> int | None:
    text = str(key)
    if not text.isdigit() or not 1 <= int(text) <= SEATS:
        problems.append((f"decks.{text}", f"a deck is given for a seat numbered 1 to {SEATS}"))
        return None
    return int(text) - 1


def builtin_edition() -> VTESEdition:
    from .krcg_source import version

    data = {"edition": {"id": EDITION_ID, "name": f"V:TES cards from krcg {version()}"}}
    return VTESEdition(data, "built in", True)


class VTES(Game):
    id = "vtes"
    name = "Vampire: The Eternal Struggle"
    # Version 2: a precon drawn at random is known to its own seat alone (version 1 showed it to all).
    # Version 3: the readings of readings.py follow the rulebook where version 2 narrowed it.
    version = "3"
    min_players = 2
    max_players = 6
    cooperative = False
    offers = (
        Offer(Aid, "aid", aid_kinds="KINDS", aid_candidates="candidates", aid_member="member"),
        Offer(Clock, "tournament"),  # the round's clock (option ``clock``, VT-TOUR-04): ``time`` once it is up
        Offer(ScriptedPlayer, "heuristic", heuristic_agent="VTESHeuristic"),
        Offer(Features, "evaluate", feature_names="FEATURES", seat_features="seat_features"),
        Offer(Evaluator, "evaluate", beyond_search="beyond_search"),  # each seat's chance where playouts stop
        Offer(Renderer, "render", render_terminal="terminal"),
        Offer(Picture, "render", render_svg="svg"),
        Offer(BoardTargets, "render"),
        Offer(Reference, "reference"),  # the reference at hand: the glossary and the goals in words
        # the deck page and ``tabletome vtes``: cards, precons, a deck checked, coverage
        Offer(
            Decks,
            "deckbook",
            check_deck_text="check_text",
            check_deck_file="check_file",
            deck_coverage="coverage",
            deck_formats="FORMATS",
            deck_rules="RULES",
        ),
    )
    options = (
        Option(
            "players",
            ("2", "3", "4", "5", "6"),
            "5",
            "Methuselahs (4 or 5 standard, VT-SETUP-01)",
            int,
            label="Players",
        ),
        *_deck_options(),
        Option(
            "rules",
            ("enforced", "assisted"),
            "enforced",
            "cards whose effects this table does not know yet: refused, or played by saying what they do",
            label="Cards not yet known to the table",
            words=(("enforced", "refused"), ("assisted", "played by stating their effect")),
        ),
        Option(
            "scoring",
            ("standard", "tournament"),
            "standard",
            "the rulebook's victory points, or tournament scoring: game wins, points with half a point for a "
            "withdrawal, tournament points (VT-TOUR)",
            label="Scoring",
            words=(("standard", "victory points"), ("tournament", "tournament scoring")),
        ),
        Option(
            "time_limit",
            ("none", "60", "90", "120", "200"),
            "none",
            "end the game after this many turns in all",
            label="Turn limit",
            parse=parse_limit,
            words=(("none", "no limit"),),
        ),
        Option(
            "clock",
            CLOCKS,
            "none",
            "a tournament round's time limit in minutes: when time is called, the game ends after the current "
            "minion action or at the end of the phase (VT-TOUR-04)",
            label="Round time limit (minutes)",
            parse=parse_limit,
            words=(("none", "no limit"),),
        ),
        Option(
            "random_deck",
            ("private", "shown"),
            "private",
            "a precon drawn at random is known to its seat alone; version 1: shown to every seat",
            legacy=True,
        ),
        *(Option(r.name, (r.new, r.old), r.new, r.help, legacy=True) for r in READINGS),
    )
    legacy_versions = MappingProxyType(
        {
            "1": MappingProxyType({"random_deck": "shown", **VERSION_2}),
            "2": MappingProxyType(dict(VERSION_2)),
        }
    )

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> VTESState:
        from .table import new_table

        opts = self.resolve_options(options)
        ed = edition if isinstance(edition, VTESEdition) else builtin_edition()
        tournament = opts["scoring"] == "tournament"
        if tournament and opts["players"] not in (4, 5):
            raise OptionError(gettext("Tournament scoring needs a table of 4 or 5 Methuselahs (VT-TOUR-01)."))
        decks, public = table_decks(opts, seed, ed)
        if tournament:
            for t, deck in enumerate(decks):  # VT-TOUR-02, VT-TOUR-03: the default deck rules and the banned list
                bad = check_deck(deck, rules="current")
                if bad:  # named by its seat, as a refused deck is: a private deck's name stays its owner's
                    raise OptionError(
                        gettext("Methuselah {n}'s deck is not a tournament deck: {problem}").format(
                            n=t + 1, problem=bad[0].message
                        )
                    )
        if opts["rules"] == "enforced":
            enforce(decks)
        s = new_table(decks, seed, 0 if tournament else None, public, opts)  # VT-TOUR-01: seat 1 first
        s.edition = ed
        return s

    def default_edition(self) -> VTESEdition:
        return builtin_edition()

    def edition_from_data(self, data: Mapping[str, Any], origin: str) -> Edition:
        return VTESEdition(data, origin, False)

    def notation(self, edition: Any = None) -> VTESNotation:
        return NOTATION

    def describe_options(self, options: Mapping[str, Any]) -> str:
        """The options in force (the deck options of seats the table does not have left out)."""
        n = int(options.get("players", 5))
        kept = {k: v for k, v in options.items() if not (k.startswith("deck_") and int(k[5:]) > n)}
        return super().describe_options(kept)

    def seat_inputs(self) -> tuple[SeatInput, ...]:
        return (
            SeatInput(
                "deck",
                "Your deck",
                "A decklist in a common text format (the tournament archive's, VDB, Amaranth, Lackey, JOL) "
                "or the name of a preconstructed deck; checked under the current deck rules. The others "
                "do not see it. Left empty: the table's deck for that seat, a preconstructed deck drawn at random "
                "unless the table names one.",
                DECK_CHARS,
                precon_names(),
            ),
        )

    def edition_with_inputs(self, edition: Edition, inputs: Mapping[int, Mapping[str, str]]) -> VTESEdition:
        """The table's decks with these seats' own (a deck for each seat that gave one)."""
        data = dict(edition.data)
        decks = {str(k): v for k, v in (data.get("decks") or {}).items()}
        for seat, given in inputs.items():
            text = str(given.get("deck", "")).strip()
            if text:
                decks[str(seat + 1)] = text
            else:
                decks.pop(str(seat + 1), None)
        data["decks"] = decks
        base = dict(data.get("edition") or {})
        name = str(base.get("name", "V:TES cards")).split(", with the decks")[0]
        data["edition"] = {**base, "id": TABLE_EDITION_ID, "name": f"{name}, with the decks brought to the table"}
        return VTESEdition(data, "the decks brought to the table", False)


def enforce(decks: Sequence[Decklist]) -> None:
    """The enforced rules refuse a deck holding a card whose effect is not implemented, naming the
    seat and the cards."""
    from .check import unimplemented

    for t, deck in enumerate(decks):
        try:
            unimplemented(deck)
        except UnimplementedCards as exc:
            exc.args = (f"Methuselah {t + 1}'s deck: {exc} The assisted rules let you play it, stating their effects.",)
            raise


def table_decks(opts: Mapping[str, Any], seed: int, edition: VTESEdition) -> tuple[list[Decklist], list[bool]]:
    """Each seat's deck and whether the others know it. A deck the seat brought (a decklist, or a
    precon named as its seat input) is private. A precon named by the seat's ``deck_k`` option is a
    table setting, shown to all like every option. ``random`` draws a precon from a generator of its
    own (the game's generator is not touched): the option says only "random", so the draw is
    private, as a deck dealt face down would be."""
    n = opts["players"]
    names = precon_names()
    pick = Rng(seed * 2654435761 % (1 << 61) + 7)
    decks, public = [], []
    for t in range(n):
        if t in edition.decks:
            decks.append(edition.decks[t])
            public.append(False)
            continue
        name = str(opts.get(f"deck_{t + 1}", "random"))
        drawn = name == "random"
        if drawn:
            name = names[pick.below(len(names))]
        decks.append(precon(name))
        public.append(not drawn or opts.get("random_deck") == "shown")
    return decks, public


class VTESNotation:
    """Moves read against the legal ones; a well-written move that is not legal now reaches the
    rules, whose sentence says why (``why_illegal``)."""

    VERBS = frozenset(
        (
            "bleed", "hunt", "leave", "rescue", "diablerize", "equip", "anarch", "block", "play", "use", "by",
            "mode", "target", "x", "back", "pass", "end", "transfer", "return", "bring", "crypt", "discard",
            "vote", "burn", "burn-option", "grant", "shield", "strike", "maneuver", "press", "keep", "yield", "keep-title", "yield-title", "withdraw", "discipline", "assist", "assist-text", "with",
            "adjust", "done", "choose", "decline", "draw", "redlist", "mark", "infernal", "merge", "trophy",
            "edge", "effect", "take", "time",
        )
    )  # fmt: skip
    HINT = "'bleed 12', 'play govern-the-unaligned', 'block 7', 'pass', 'end', 'transfer 3 2', 'vote 12 for'"

    def read(self, text: str, state: Any = None) -> Action:
        key = normalize_notation(text)
        if state is not None:
            legal: tuple[Action, ...] = state.legal_actions()
            for a in legal:
                if normalize_notation(str(a)) == key:
                    return a
        words = key.split()
        if not words or words[0] not in self.VERBS:
            shown = text.strip() or "(nothing)"
            raise NotationError(f"'{shown}' is not a V:TES move. Moves look like {self.HINT}.")
        return Action(words[0], tuple(int(w) if w.isdigit() else w for w in words[1:]))


NOTATION = VTESNotation()


def unused(_: Sequence[Any]) -> None:
    return None


_ = load_cards
