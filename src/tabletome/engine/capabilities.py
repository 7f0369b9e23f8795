"""What a game may offer beyond its rules, each an optional protocol.

A :class:`~tabletome.engine.game.Game` must give its rules (states, options, editions,
notation). Everything else is a capability a game declares by implementing the methods:

- :class:`Vocabulary`: a fixed, enumerated action vocabulary (RL's ``Discrete`` space);
- :class:`Renderer`: a terminal board and plain words for an action;
- :class:`Picture`: an SVG picture of a view for the browser;
- :class:`ObservationEncoder`: a seat's view as a fixed-length vector of floats;
- :class:`ScriptedPlayer`: the game's own sensible player (search rollouts use it);
- :class:`Evaluator`: an estimate of each seat's value in a running game (search uses it);
- :class:`Features`: numbers describing a state, to fit an evaluator from;
- :class:`SeatInputs`: what each seat brings to the table before the start (its own deck).
- :class:`Clock`: a game clock (a tournament round's time limit) whose move nobody plays.
- :class:`Decks`: a deck book (cards searched, ready-made decks, a decklist checked) for its deck page.
- :class:`BoardTargets`: which drawn elements of its picture each legal action is about (the
  browser lets a player click them).

A game declares them in ``offers`` (see offers.py): each capability once, pointing at the module
of the game's package that gives it; a game that gives part of one is refused when it is defined.
Front ends ask with ``isinstance(game, Renderer)`` and fall back to the generic helpers here, so
a new game plays in the terminal and the browser before it has a picture of its own.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .i18n import N_, SOURCE, _, gettext, language, seat_words
from .i18n.retell import Said, told

if TYPE_CHECKING:
    from .actions import Action, ActionSpace
    from .agent import Agent
    from .edition import Edition
    from .game import Game
    from .state import State


@runtime_checkable
class Vocabulary(Protocol):
    def action_space(self, edition: Any = None) -> ActionSpace:
        """Every action of the game, fixed and ordered (``Action.index`` is the position)."""


@runtime_checkable
class Renderer(Protocol):
    def render_terminal(self, view: Mapping[str, Any]) -> Any:
        """A rich renderable of a seat's view."""

    def describe_action(self, view: Mapping[str, Any], text: str) -> str:
        """Plain words for an action, from the acting seat's view."""


@runtime_checkable
class Picture(Protocol):
    def render_svg(self, view: Mapping[str, Any]) -> str:
        """An SVG picture of a seat's view."""


@runtime_checkable
class ObservationEncoder(Protocol):
    def observation_size(self, players: int, edition: Any = None) -> int:
        """Length of the vector ``encode_view`` returns."""

    def encode_view(self, view: Mapping[str, Any], edition: Any = None) -> list[float]:
        """A seat's view as a fixed-length list of floats; it holds only what the view holds.

        A game may also give ``encode_state(state, seat)``: the same vector computed faster from
        the state, pinned to this one by a test (see :func:`encode`)."""


@runtime_checkable
class ScriptedPlayer(Protocol):
    def heuristic_agent(self, seat: int, seed: int) -> Agent:
        """The game's scripted player for ``seat``."""


@runtime_checkable
class Odds(Protocol):
    def odds(self, state: State, seat: int) -> Mapping[str, Any]:
        """ "What are my odds?": ``{"moves": [{"action", "chance", "exact"}], "note"}``, the chance
        each of the seat's legal moves leaves, worked out from what the seat may know only."""


@runtime_checkable
class Evaluator(Protocol):
    """A value estimate where search playouts stop.

    A game may also offer ``beyond_search(state)``: True for a decision whose moves pay off only
    beyond any playout's horizon, which the estimate cannot weigh (V:TES: the pool a Methuselah
    moves onto vampires still to come); search agents leave it to the scripted player."""

    def evaluate(self, state: State) -> Sequence[float] | None:
        """Each seat's estimated final value (0..1) in a running (sampled, full) state."""


@runtime_checkable
class Features(Protocol):
    """Numbers describing a (sampled, full) state, from which ``tabletome.sim.fit`` learns an evaluator.

    A game whose evaluator judges every seat alike from its own side may also offer
    ``seat_features(state, seat)`` (the same numbers seen from ``seat``): ``fit --every-seat``
    then learns from every seat of each position, not only seat 0."""

    feature_names: tuple[str, ...]

    def features(self, state: State) -> Sequence[float]: ...


@runtime_checkable
class ActionFeatures(Protocol):
    """A game's own description of each legal action: a row of numbers in [0, 1] per action.

    Read by the learned players that score actions (``tabletome.agents.learned``) and by the RL
    list mode. ``state`` is the true state or an agent's determinization; either way the rows may
    describe only what the seat to move knows (as ``encode_state`` must)."""

    def action_feature_size(self, players: int, edition: Any = None) -> int:
        """Length of each row ``action_features`` returns."""

    def action_feature_names(self, edition: Any = None) -> Sequence[str]:
        """What each number of a row means (a learned player's file names them, to refuse stale weights)."""

    def action_features(self, state: State, legal: Sequence[Action]) -> list[list[float]]:
        """One row per action of ``legal`` (legal now for ``state.to_move``), in that order."""


@dataclass(frozen=True, slots=True)
class SeatInput:
    """Something a seat brings to the table before the game starts, as text (a decklist): private to
    that seat until the game is over. Empty text keeps what the table's options give."""

    name: str  # "deck"
    label: str  # "Your deck"
    help: str  # what the text may be, in a player's words
    max_chars: int = 20_000
    choices: tuple[str, ...] = ()  # ready-made values a seat may pick instead of typing (deck names)


@runtime_checkable
class SeatInputs(Protocol):
    def seat_inputs(self) -> tuple[SeatInput, ...]:
        """What each seat may bring."""

    def edition_with_inputs(self, edition: Edition, inputs: Mapping[int, Mapping[str, str]]) -> Edition:
        """``edition`` with these seats' inputs (seat -> input name -> text); an ``EditionError``
        names each input that cannot be used, and why."""


def seat_inputs(game: Game) -> tuple[SeatInput, ...]:
    return game.seat_inputs() if isinstance(game, SeatInputs) else ()


@runtime_checkable
class Decks(Protocol):
    """A game whose seats build decks from a card pool: the deck page (and a deck checker) ask it,
    never its modules. Answers are plain JSON data, as the page shows them."""

    def search_cards(self, q: str, kind: str | None, implemented: bool | None, limit: int) -> Mapping[str, Any]:
        """``{"cards": [...], "total": n}``: the cards whose names hold the words of ``q``."""

    def precon_list(self) -> Sequence[Mapping[str, Any]]:
        """The ready-made decks, each with its decklist as text."""

    def check_deck_text(self, text: str, rules: str, players: int | None) -> Mapping[str, Any]:
        """A decklist read and checked: readable or not (the sentence naming its line), its problems,
        its parts as the page shows them."""

    def check_deck_file(self, path: str, fmt: str, rules: str, players: int | None) -> Mapping[str, Any]:
        """A decklist file read in the layout ``fmt`` ("auto": guessed) and checked, as
        ``check_deck_text`` answers but for ``text`` (the deck written out, left to the page); a
        TabletomeError (one sentence) if it cannot be read."""

    def precon_checks(self) -> Sequence[Mapping[str, Any]]:
        """The ready-made decks without their decklists: each with its counts and ``legal`` (whether
        it passes the deck check)."""

    def deck_file(self, path: str, fmt: str) -> Mapping[str, Any]:
        """A decklist file read, unchecked: ``name``, ``author``, ``notes``, ``crypt`` and ``library``
        as ``check_deck_text`` answers them (a card's ``implemented`` may be None: not looked up);
        a TabletomeError (one sentence) if it cannot be read."""

    def precon_deck(self, name: str) -> Mapping[str, Any]:
        """A ready-made deck, by its name, as ``deck_file`` answers; a TabletomeError (naming the
        closest deck) if there is none of that name."""

    def deck_coverage(self, path: str | None, fmt: str) -> Mapping[str, Any]:
        """Which cards the rules implement: of the whole pool (``path`` None), or of a decklist file
        (the names under ``vocabulary``, ``code``, ``text`` and ``missing``, ``copies`` and ``notes``)."""

    def deck_formats(self) -> Sequence[str]:
        """The layouts a decklist file may be read in (besides "auto")."""

    def deck_rules(self) -> Sequence[str]:
        """The deck rules a deck may be checked under, the usual ones first."""

    def suggestions_capped(self, limit: int) -> AbstractContextManager[None]:
        """At most ``limit`` "did you mean" searches of the card names while it lasts (a reader of
        one request at a time caps a request's work with it)."""


def decks(game: Game) -> Decks:
    """The game's deck book: front ends reach a game's decks through it, never through its modules."""
    if not isinstance(game, Decks):
        raise TypeError(f"{game.name} offers no deck book.")
    return game


#: Who played the clock's move, where a front end keeps the mover of each action: no seat (never an
#: index into the seats), named :data:`CLOCK_NAME` wherever a mover is shown.
CLOCK_SEAT = -1
CLOCK_NAME = "the clock"


@runtime_checkable
class Clock(Protocol):
    def clock_move(self, state: State, elapsed: float) -> Action | None:
        """The move the game's clock plays now, ``elapsed`` seconds after the game began (None: none).

        The move is nobody's: never among a seat's legal actions, accepted by ``state.check`` and
        played by ``state.apply`` like any other, and recorded, so that a record replays the moment
        it came and never depends on the time of day. A front end asks before each decision."""


def clock_move(game: Game, state: State, elapsed: float) -> Action | None:
    """The clock's move due now; None, without asking, for a game that keeps no clock."""
    return game.clock_move(state, elapsed) if isinstance(game, Clock) else None


#: An element id a picture marks with ``data-el``: a kind, then one or more parts, joined by
#: colons ("loc:7", "card:hand:3", "die:2", "god:zeus"). Stable from one picture to the next.
ELEMENT_ID = re.compile(r"[a-z][a-z0-9_-]*(:[A-Za-z0-9_.+-]+)+")


@runtime_checkable
class BoardTargets(Protocol):
    """A game whose picture lets a player act on the board: the page highlights the elements a
    legal action is about, and a click on one plays that action (or offers the few it names)."""

    def board_targets(self, view: Mapping[str, Any], legal: Sequence[str]) -> Mapping[str, tuple[str, ...]]:
        """For each action of ``legal`` (their texts, legal now for the seat whose ``view`` it is)
        that is about drawn elements, the ids of those elements (:data:`ELEMENT_ID`); an action
        about none is left out. Read from the view alone, so an id tells nothing the seat may not
        know; ``render_svg(view)`` marks each named element once, ``data-el="<id>"``."""


def element(el_id: str, name: str = "") -> str:
    """The attributes that mark a drawn element with its id, and its name for the page's menus and
    screen readers (else a glossary tip's, else the id's words): ``f'<g{element("loc:7", "Church")}>'``."""
    named = f' aria-label="{escape(name, True)}"' if name else ""
    return f' data-el="{escape(el_id, True)}"{named}'


def board_targets(game: Game, view: Mapping[str, Any], legal: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """The elements each legal action names, for a game that says (none for the others)."""
    if not isinstance(game, BoardTargets):
        return {}
    return {text: tuple(ids) for text, ids in game.board_targets(view, legal).items() if ids}


#: Every capability of this module (the reference and the player aid are in their own modules).
ALL: tuple[type, ...] = (
    Vocabulary,
    Renderer,
    Picture,
    ObservationEncoder,
    ScriptedPlayer,
    Odds,
    Evaluator,
    Features,
    ActionFeatures,
    SeatInputs,
    Clock,
    BoardTargets,
    Decks,
)


def every_capability() -> tuple[type, ...]:
    """Every capability a game may offer."""
    from .aid import Aid
    from .reference import Reference
    from .safety import Danger

    return (*ALL, Reference, Aid, Danger)


def offered(game: Game) -> tuple[type, ...]:
    """The capabilities a game offers (declared by ``offers`` or written by hand)."""
    return tuple(p for p in every_capability() if isinstance(game, p))


# ------------------------------------------------------------------ the generic fallbacks


def terminal(game: Game, view: Mapping[str, Any]) -> Any:
    """The game's terminal board, or the view itself pretty-printed."""
    if isinstance(game, Renderer):
        return game.render_terminal(view)
    from rich.pretty import Pretty

    return Pretty(spoken(view))


def describe(game: Game, view: Mapping[str, Any], text: str) -> str:
    return game.describe_action(view, text) if isinstance(game, Renderer) else ""


def svg(game: Game, view: Mapping[str, Any]) -> str:
    """The game's picture, or the generic one (the view's JSON as text): every game plays in a browser."""
    if isinstance(game, Picture):
        return game.render_svg(view)
    return generic_svg(game, view)


#: The words of a view the generic board names: the keys every game's view has (engine/state.py),
#: and the common words of a small game's own (Liar's Dice's: its cups, the bid, the ones wild or plain).
VIEW_WORDS = (
    *(N_("game"), N_("seat"), N_("you"), N_("prompt"), N_("to move"), N_("decisions"), N_("outcome")),
    *(N_("players"), N_("cups"), N_("bid"), N_("bidder"), N_("shown"), N_("ones"), N_("wild"), N_("plain")),
)


def spoken(view: Any) -> Any:
    """A view as the generic board shows it, in the reader's language: each key a word (``to_move``
    is ``to move``), translated where the catalog holds it; a text value told (a seat's name, a
    word or sentence the catalog has whole); numbers kept. The view's prompt, an English sentence
    with its values in, is left out unless told: the page and the terminal ask it beside the board."""
    if language() == SOURCE:
        return view
    if isinstance(view, Mapping):
        out = {gettext(str(k).replace("_", " ")): spoken(v) for k, v in view.items()}
        if isinstance(view.get("prompt"), str) and out.get(gettext("prompt")) == view["prompt"]:
            del out[gettext("prompt")]
        return out
    if isinstance(view, list | tuple):
        return [spoken(v) for v in view]
    if isinstance(view, str):
        return told(view) if isinstance(view, Said) else seat_words(view)
    return view


def generic_svg(game: Game, view: Mapping[str, Any]) -> str:
    lines = json.dumps(spoken(view), indent=1, ensure_ascii=False, default=str).splitlines()
    limit = 400
    more = len(lines) - limit
    lines = lines[:limit] + ([_("... {n} more lines").format(n=more)] if more > 0 else [])
    height = 56 + 15 * len(lines)
    rows = "".join(
        f'<text x="14" y="{60 + 15 * i}" xml:space="preserve">{escape(line[:140])}</text>'
        for i, line in enumerate(lines)
    )
    title = escape(_("{game}: generic view (this game has no picture of its own yet)").format(game=game.name))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 {height}" width="960" height="{height}" '
        f'class="tt-generic" role="img" aria-label="{title}">'
        f'<rect width="960" height="{height}" fill="#1b1e24"/>'
        f'<text x="14" y="28" fill="#d9a441" font-family="sans-serif" font-size="17" font-weight="bold">{title}</text>'
        f'<g fill="#d8dbe0" font-family="monospace" font-size="12">{rows}</g></svg>'
    )


def encode(game: ObservationEncoder, state: State, seat: int) -> list[float]:
    """``encode_view(state.view(seat))``, through the game's faster ``encode_state`` if it has one."""
    fast = getattr(game, "encode_state", None)
    if fast is not None:
        out: list[float] = fast(state, seat)
        return out
    return game.encode_view(state.view(seat), state.edition)


def features_read_only_the_view(game: Game) -> bool:
    """True if the game's ``action_features`` give the same rows from the true state as from any
    determinization of the seat's view (its tests pin it): training may then skip the sampling."""
    return bool(getattr(game, "action_features_read_only_the_view", False))


def estimate(game: Game, state: State) -> Sequence[float] | None:
    return game.evaluate(state) if isinstance(game, Evaluator) else None


def beyond_search(game: Game, state: State) -> bool:
    """Whether search agents leave this decision to the scripted player (see :class:`Evaluator`)."""
    judge = getattr(game, "beyond_search", None)
    return bool(judge(state)) if judge is not None else False
