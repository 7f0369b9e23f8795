"""The player aid's actions: why a step of a turn cannot be done now, from the rules themselves.

Each ``[[turn]]`` item of a game's ``howto.toml`` that names something a player does lists its
action kinds (``actions = ["use", "close"]``): the game's notation words. Asked about one kind for
one seat, :func:`answer` gives either the moves of that kind legal now (their notation, and the
board elements they are about) or one sentence saying why there is none. That sentence is the
game's own ``why_illegal`` on a representative action of the kind, so the refusal comes from the
same code as legality: "No item can be used now: You hold no Elixir."

A game says which kinds a player may ask about and which actions of a kind a seat could ever take
from where it stands (the items it holds, for "use") through the :class:`Aid` capability; a game
without it gets its notation's verbs and, with a fixed vocabulary, the vocabulary's actions.

Hidden information never leaks through an answer. The moves offered are the seat's own legal
moves (the seat to move sees them anyway). A refusal is worked out in worlds the seat cannot tell
from the true one (``determinize``): never from the true state, so it can name only what the seat
may know; when the worlds disagree, the reason lies in what is hidden and the answer says so
without saying more. A seat whose turn it is not, and a spectator, are told whose turn it is and
what that seat decides, in the words of their own view's prompt.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from .errors import TabletomeError
from .flow import FlowState, Why
from .i18n import N_, gettext, seat_words
from .rng import Rng

if TYPE_CHECKING:
    from .actions import Action
    from .game import Game
    from .state import State

#: How many worlds a refusal is worked out in: it is given only when they all agree.
SAMPLES = 2
#: The reason given when the worlds disagree: what decides it is hidden from the seat.
HIDDEN_REASON = N_("that depends on what is hidden from you.")
#: The opening words of a kind the game does not word itself (its notation's verb).
NO_VERB = N_("No '{verb}' move can be made now")


class UnknownKind(TabletomeError):
    """An action kind the game does not have."""


@runtime_checkable
class Aid(Protocol):
    """A game whose player aid can say why an action kind is not open now."""

    def aid_kinds(self) -> Mapping[str, str]:
        """Every kind a player may ask about (a notation word: "use"; or a word and a qualifier:
        "play:master"), and the words a refusal starts with ("No item can be used now")."""

    def aid_candidates(self, state: State, seat: int, kind: str) -> Sequence[Action]:
        """The actions of ``kind`` the seat could take from where it stands, legal now or not, the
        most telling first (every item it holds, for "use"): read only what the seat may know.
        A qualified kind's legal moves are those among the legal actions that ``aid_member``
        (when the game has it) says belong to it; else those with the kind's verb."""


@dataclass(frozen=True, slots=True)
class AidAnswer:
    """What tapping an action kind of the aid tells a seat."""

    kind: str
    #: The moves of that kind legal now (notation), empty when refused.
    legal: tuple[str, ...] = ()
    #: Why none is legal: one sentence ("" when some are).
    sentence: str = ""
    #: For each legal move about drawn elements, their ids (``capabilities.board_targets``).
    targets: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "legal": list(self.legal),
            "sentence": self.sentence,
            "targets": {k: list(v) for k, v in self.targets.items()},
        }


def verb_of(kind: str) -> str:
    """The notation word of a kind ("play" for "play:master")."""
    return kind.split(":", 1)[0]


def _notation_verbs(game: Game) -> tuple[str, ...]:
    notation: Any = game.notation()
    if hasattr(notation, "verbs"):  # a Grammar
        return tuple(v.name for v in notation.verbs)
    if hasattr(notation, "VERBS"):
        return tuple(sorted(notation.VERBS))
    if isinstance(notation, Sequence):  # an ActionSpace
        return tuple(dict.fromkeys(a.verb for a in notation))
    return ()


def kinds(game: Game) -> dict[str, str]:
    """Every kind a player may ask about, with the words its refusal starts with."""
    if isinstance(game, Aid):
        return dict(game.aid_kinds())
    return {verb: NO_VERB.replace("{verb}", verb) for verb in _notation_verbs(game)}


def check_kind(game: Game, kind: str) -> str:
    """The refusal's opening words for ``kind``; UnknownKind (one sentence) if the game has no such kind."""
    known = kinds(game)
    if kind not in known:
        shown = kind[:40] or gettext("(nothing)")
        listed = ", ".join(sorted(known))
        said = gettext("'{kind}' is not an action of {game}; its actions are {actions}.")
        raise UnknownKind(said.format(kind=shown, game=game.name, actions=listed))
    return known[kind]


def opening(game: Game, kind: str, head: str) -> str:
    """A refusal's opening words in the reader's language (the game's, or its notation verb's)."""
    if isinstance(game, Aid):
        return gettext(head)
    return gettext(NO_VERB).replace("{verb}", verb_of(kind))


def turn_actions(game: Game) -> tuple[tuple[str, ...], ...]:
    """Each ``[[turn]]`` item's action kinds, in the how-to's order (empty for a step no player does)."""
    from .howto import howto_path

    path = howto_path(game)
    if path is None or not path.exists():
        return ()
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    out: list[tuple[str, ...]] = []
    for n, raw in enumerate(data.get("turn", [])):
        acts = raw.get("actions", []) if isinstance(raw, dict) else []
        if not isinstance(acts, list) or not all(isinstance(a, str) for a in acts):
            raise TabletomeError(f"{game.id} how-to, turn {n + 1}: actions should be a list of action kinds.")
        out.append(tuple(acts))
    return tuple(out)


def candidates(game: Game, state: State, seat: int, kind: str) -> tuple[Action, ...]:
    """The game's candidates of ``kind`` for ``seat``; without the capability, its vocabulary's."""
    if isinstance(game, Aid):
        return tuple(game.aid_candidates(state, seat, kind))
    notation: Any = game.notation(state.edition)
    if isinstance(notation, Sequence):
        return tuple(a for a in notation if a.verb == kind)
    return ()


def member(game: Game, state: State, action: Action, kind: str) -> bool:
    """Whether ``action`` is of ``kind``: the game's ``aid_member`` if it has one, else its verb."""
    judge = getattr(game, "aid_member", None)
    if judge is not None:
        return bool(judge(state, action, kind))
    return action.verb == verb_of(kind)


def _prompt(state: State, seat: int | None) -> str:
    """What the seat to move decides, as ``seat``'s own view words it (a spectator's: the public view)."""
    view = state.public_view() if seat is None or seat < 0 else state.view(seat)
    return str(view.get("prompt") or "").strip().rstrip(".")


def _considered(world: State, action: Action) -> bool:
    """Whether the present decision weighs ``action`` at all (it then says why it refuses it)."""
    if not isinstance(world, FlowState) or not world.stack:
        return True
    why = Why(action)
    for _ in world.stack[-1].options(world, why):
        pass
    return why.reason is not None


def _reason(game: Game, world: State, seat: int, kind: str, prompt: str) -> str:
    """In one world: the game's sentence for the first candidate it refuses."""
    legal = set(world.legal_actions())
    found = [a for a in candidates(game, world, seat, kind) if a not in legal]
    for action in found:
        if _considered(world, action):
            return world.why_illegal(action)
    if found:
        return gettext("not at this step ({prompt}).").format(prompt=prompt)
    return gettext("you have none to choose from ({prompt}).").format(prompt=prompt)


def _refusal(game: Game, state: State, seat: int, kind: str, head: str, seed: int) -> str:
    """The refusal, worked out in worlds the seat cannot tell from this one, never in the true state."""
    prompt = _prompt(state, seat)
    rng = Rng(seed)
    said = {_reason(game, state.determinize(seat, rng), seat, kind, prompt) for _ in range(SAMPLES)}
    reason = said.pop() if len(said) == 1 else gettext(HIDDEN_REASON)
    return f"{opening(game, kind, head)}: {reason}"


def not_your_turn(state: State, seat: int | None) -> str:
    """Whose turn it is and what they decide, as ``seat`` (None: a spectator) may read it."""
    mover = state.to_move
    if mover is None:
        return gettext("The game is over.")
    prompt = _prompt(state, seat)
    said = f" ({prompt})" if prompt else ""
    who = seat_words(state.seat_name(mover))
    if seat is None or seat < 0:
        return gettext("It is {seat}'s turn{said}.").format(seat=who, said=said)
    return gettext("It is {seat}'s turn, not yours{said}.").format(seat=who, said=said)


def answer(state: State, seat: int | None, kind: str, seed: int = 0) -> AidAnswer:
    """What tapping ``kind`` tells ``seat`` (None or a negative seat: a spectator) now.

    UnknownKind if the game has no such kind. ``seed`` picks the worlds a refusal is worked out
    in (any fixed number: they depend on it and on what the seat may know, nothing else)."""
    from .capabilities import board_targets

    game = state.game
    head = check_kind(game, kind)
    if seat is None or seat < 0 or state.to_move != seat:
        return AidAnswer(kind, sentence=not_your_turn(state, seat))
    legal = tuple(str(a) for a in state.legal_actions() if member(game, state, a, kind))
    if legal:
        return AidAnswer(kind, legal, targets=board_targets(game, state.view(seat), legal))
    return AidAnswer(kind, sentence=_refusal(game, state, seat, kind, head, seed))


__all__ = [
    "HIDDEN_REASON",
    "Aid",
    "AidAnswer",
    "UnknownKind",
    "answer",
    "candidates",
    "check_kind",
    "kinds",
    "member",
    "not_your_turn",
    "opening",
    "turn_actions",
    "verb_of",
]
