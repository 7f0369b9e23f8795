"""A tiny competitive card game with hidden cards, written only against the engine contract.

It is never registered: the RL tests hand the Game object to the environments directly, to show
they need nothing but the contract (1 player is a solo game; 2-3 players each win alone).

Rules: five cards 0-4 are shuffled; each seat gets one card, seen only by itself. In turn, a
seat draws (its card is replaced by the top card of the deck, which only it sees) or stops; a
seat stops by itself after two draws. When all have stopped, the highest card wins (ties share
the win); alone, a card of 3 or more wins.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tabletome.engine import Action, ActionSpace, Game, IllegalAction, Option, Outcome, Rng, State

SPACE = ActionSpace([Action("draw"), Action("stop")], "Toy draw")
DRAW, STOP = SPACE[0], SPACE[1]


class ToyState(State):
    __slots__ = ("cards", "deck", "draws", "edition", "held", "log", "players", "reveals", "rng", "stopped", "turn")

    game: ClassVar[Game]

    def __init__(self, players: int, seed: int) -> None:
        self.players = players
        self.edition = None
        self.log = None
        self.reveals = 0
        self.rng = Rng(seed)
        deck = [0, 1, 2, 3, 4]
        self.rng.shuffle(deck)
        self.cards = deck[:players]
        self.deck = deck[players:]
        self.held = [[c] for c in self.cards]  # every card a seat has had (it alone knows them)
        self.draws = [0] * players
        self.stopped = [False] * players
        self.turn = 0

    @property
    def to_move(self) -> int | None:
        return None if all(self.stopped) else self.turn

    def legal_actions(self) -> tuple[Action, ...]:
        if self.to_move is None:
            return ()
        return (DRAW, STOP) if self.deck and self.draws[self.turn] < 2 else (STOP,)

    def why_illegal(self, action: Action) -> str:
        return "The game is over." if self.to_move is None else "The deck is empty or you drew twice."

    def apply(self, action: Action) -> None:
        if action not in self.legal_actions():
            raise IllegalAction(self.why_illegal(action))
        seat = self.turn
        if action == DRAW:
            self.cards[seat] = self.deck.pop()
            self.held[seat].append(self.cards[seat])
            self.draws[seat] += 1
            self.reveals += 1
        if action == STOP or self.draws[seat] == 2 or not self.deck:
            self.stopped[seat] = True
        live = [s for s in range(self.players) if not self.stopped[s]]
        if live:
            later = [s for s in live if s > seat]
            self.turn = later[0] if later else live[0]

    def outcome(self) -> Outcome | None:
        if self.to_move is not None:
            return None
        if self.players == 1:
            won = self.cards[0] >= 3
            return Outcome((0,) if won else (), "TOY-1", "a high card" if won else "a low card")
        best = max(self.cards)
        return Outcome(tuple(s for s in range(self.players) if self.cards[s] == best), "TOY-2", "highest card")

    def view(self, seat: int) -> dict[str, Any]:
        return {
            "players": self.players,
            "seat": seat,
            "card": self.cards[seat],
            "held": list(self.held[seat]),
            "draws": list(self.draws),
            "stopped": list(self.stopped),
            "to_move": self.to_move,
            "deck": len(self.deck),
        }

    def determinize(self, seat: int, rng: Rng) -> ToyState:
        d = self.clone()
        unknown = [c for c in range(5) if c not in self.held[seat]]
        rng.shuffle(unknown)
        for s in range(self.players):
            if s != seat:
                d.cards[s] = unknown.pop()
                d.held[s] = [d.cards[s]]  # their history is unknown too
        d.deck = unknown[: len(self.deck)]
        d.rng = Rng(rng.next64())
        return d

    def clone(self) -> ToyState:
        c = type(self).__new__(type(self))
        c.players, c.edition, c.log, c.reveals = self.players, None, None, self.reveals
        c.rng = self.rng.clone()
        c.cards, c.deck, c.draws, c.stopped = self.cards[:], self.deck[:], self.draws[:], self.stopped[:]
        c.held = [h[:] for h in self.held]
        c.turn = self.turn
        return c


class ToyHeuristic:
    name = "toy heuristic"
    omniscient = False

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def act(self, state: State, seat: int) -> Action:
        assert isinstance(state, ToyState)
        legal = state.legal_actions()
        return STOP if state.cards[seat] >= 3 or DRAW not in legal else DRAW


class ToyGame(Game):
    id = "toy_draw"
    name = "Toy draw"
    version = "1"
    min_players = 1
    max_players = 3
    cooperative = False
    options = (Option("players", ("1", "2", "3"), "2", "seats", int),)

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> ToyState:
        return ToyState(self.resolve_options(options)["players"], seed)

    def action_space(self, edition: Any = None) -> ActionSpace:
        return SPACE

    def heuristic_agent(self, seat: int, seed: int) -> Any:
        return ToyHeuristic(seed)

    def observation_size(self, players: int, edition: Any = None) -> int:
        return 5 + 3 * 3 + 3 + 1

    def encode_view(self, view: Mapping[str, Any], edition: Any = None) -> list[float]:
        me, n = view["seat"], view["players"]
        out = [1.0 if view["card"] == c else 0.0 for c in range(5)]
        for rel in range(3):
            seat = (me + rel) % n
            present = rel < n
            out += [
                view["draws"][seat] / 2 if present else 0.0,
                1.0 if present and view["stopped"][seat] else 0.0,
                1.0 if present and view["to_move"] == seat else 0.0,
            ]
        out += [1.0 if view["to_move"] is None else 0.0, 0.0, 0.0]
        out.append(view["deck"] / 4)
        return out


GAME = ToyGame()
ToyState.game = GAME


class BareToyState(ToyState):
    __slots__ = ()


class BareToyGame(Game):
    """The same game with neither a fixed vocabulary nor an observation encoder (the list mode's
    generic case: hashed view, hashed actions)."""

    id = "toy_bare"
    name = "Toy draw (bare)"
    version = "1"
    min_players = 1
    max_players = 3
    cooperative = False
    options = ToyGame.options

    def new_state(self, options: Mapping[str, Any] | None = None, seed: int = 0, edition: Any = None) -> ToyState:
        return BareToyState(self.resolve_options(options)["players"], seed)


class FeaturedToyGame(ToyGame):
    """The toy game describing its own actions (the ``ActionFeatures`` capability)."""

    def action_feature_size(self, players: int, edition: Any = None) -> int:
        return 3

    def action_feature_names(self, edition: Any = None) -> tuple[str, ...]:
        return ("draw", "stop", "draws")

    def action_features(self, state: State, legal: Sequence[Action]) -> list[list[float]]:
        assert isinstance(state, ToyState) and state.to_move is not None
        return [[float(a == DRAW), float(a == STOP), state.draws[state.to_move] / 2] for a in legal]


BARE = BareToyGame()
BareToyState.game = BARE
FEATURED = FeaturedToyGame()
