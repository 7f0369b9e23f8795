"""The scripted Cyclades player of a search's playouts (``Game.rollout_agent``), and the scripted
player itself (``Game.heuristic_agent``): both are offered from here, the first built on the second.

A search (``agents.ismcts``) plays its sampled worlds on with the scripted player, 20 to 30
decisions a playout, and the scripted player works out its valuations afresh at every decision
(:mod:`.heuristic`): four fifths of a playout's time. The playouts' player takes the same
decisions by the same rules, keeping what a decision worked out as long as what it read has not
changed, in the one world it plays on:

* **The board's facts** (:data:`BOARD_FACTS`: what rivals could march onto each island, the fleet
  chains, the building types of a set, the worth of each island...) are kept for each seat while
  the board they are read from is the same: the owner, troops, fleets and undead of every area,
  the buildings, Metropolises, prosperity markers, figurines, the Amazons and who is out
  (:func:`board`). Most decisions of a turn (a building, a card, a creature) and every offering
  leave them as they were, and they are not worked out again. The decisions are the scripted
  player's, to the last one.
* **What a turn with each god would do** (``heuristic.god_items``) is worked out once an
  offerings phase for each seat (CY-OFF): nothing on the board moves and no GP is paid before the
  phase ends (CY-OFF-09), so the offer after an outbid (a ``Rebid``) is the scripted player's too.
* **Each creature's worth** (``heuristic_box.creature_worth``) is worked out once a cycle for each
  seat, when first asked (usually at its offering), and kept through its god's turn, where the
  scripted player would value the creatures again after each step: the one place the playouts'
  player may differ from the scripted one. The track's prices and his GP are read afresh at each
  decision, so he never calls a creature he cannot pay for.

Everything is read off the world it is given, a sampled world of the searching seat's view:
nothing is carried from one world to another (the kept facts are dropped when the world, or for
the creatures' worth the cycle, changes), and it reads no more of a world than the scripted
player does.
"""

from __future__ import annotations

from typing import Any

from tabletome.engine.actions import Action
from tabletome.engine.state import State

from .flow import Offerings, Rebid
from .heuristic import CycladesHeuristic, decide, fallback_in
from .heuristic_values import FleetChains, Seat, Worth, fact, fleet_seas, reach
from .state import CycladesState

__all__ = ["BOARD_FACTS", "CycladesHeuristic", "CycladesRollout", "rollout_player"]

#: The facts of a :class:`~.heuristic_values.Seat` read off the board alone (with the seat and the
#: game's options): kept while :func:`board` is the same.
BOARD_FACTS = (
    "rivals",
    "kinds",
    "missing",
    "short",
    "metro_worth",
    "free_spaces",
    "temples",
    "net",
    "reached",
    "threat",
    "chains",
)

BOARD_SET = frozenset(BOARD_FACTS)

Board = tuple[tuple[int, ...], ...]
KEPT_BOARDS = 512  # boards whose facts are kept at most (about 9 kB each; more gained no speed)
KEPT_CHAINS = 4096  # fleet chains kept at most (by the sea spaces of the fleets)


def board(s: CycladesState) -> Board:
    """Everything :data:`BOARD_FACTS` and the islands' worth read: who holds each area and with
    how many troops, fleets and undead, the buildings, Metropolises and prosperity markers, the
    figurines (Medusa holds troops, the Minotaur defends), the Amazons, who is out."""
    return (
        tuple(s.own),
        tuple(s.units),
        tuple(s.undead),
        tuple(s.bld),
        tuple(s.metro),
        tuple(s.prosp),
        tuple(s.fig_area),
        tuple(s.amazons),
        tuple(s.out),
    )


class Kept:
    """What each seat worked out on one board: its facts (:data:`BOARD_FACTS`), its islands, what
    its islands and sea spaces are worth and what the functions marked ``on_board`` gave; and the
    seats of the decision under way, to keep what they work out."""

    __slots__ = ("chains", "facts", "owned", "reach", "seats", "tracks", "worth")

    def __init__(self, chains: dict[tuple[int, ...], FleetChains]) -> None:
        self.chains = chains  # the player's: fleet chains by the sea spaces of the fleets (any board)
        self.facts: dict[int, dict[str, Any]] = {}
        self.reach: dict[int, dict[int, int]] = {}  # per seat: heuristic_values.reach, for every rival's threat
        self.owned: dict[int, list[int]] = {}  # per seat: his islands (Seat.islands)
        # per seat: Seat.island_values, Seat.sea_gains and Seat.memo, shared by his seats on this board
        self.worth: dict[int, Worth] = {}
        self.seats: list[Seat] = []
        # heuristic.track by seat, creature track and Temple discounts used (his Temples are the board's)
        self.tracks: dict[tuple[int, tuple[int, ...], int], list[tuple[str, int]]] = {}

    def fill(self, me: Seat) -> None:
        """Give a new seat the facts kept for it (its islands and worth are given at its making:
        :class:`RolloutSeat`); remember it, to keep what it works out."""
        facts = self.facts.get(me.seat)
        if facts:
            me.__dict__.update(facts)
        if me.seat not in self.worth:
            self.worth[me.seat] = (me.island_values, me.sea_gains, me.memo)
            self.owned[me.seat] = me.islands
        self.seats.append(me)

    def keep(self) -> None:
        """Keep the board facts the decision's seats worked out."""
        for me in self.seats:
            facts = self.facts.setdefault(me.seat, {})
            worked = me.__dict__
            for name in BOARD_SET.intersection(worked):
                if name not in facts:
                    facts[name] = worked[name]
        self.seats.clear()

    def chains_of(self, s: CycladesState, seat: int) -> FleetChains:
        """A seat's fleet chains, kept for the sea spaces his fleets are on (they read no more)."""
        seas = fleet_seas(s, seat)
        chains = self.chains.get(seas)
        if chains is None:
            if len(self.chains) >= KEPT_CHAINS:
                self.chains.clear()
            chains = self.chains[seas] = FleetChains(s, seat, seas)
        return chains


class RolloutSeat(Seat):
    """A seat's reading of the table that starts from the facts kept for its board."""

    def __init__(self, s: CycladesState, seat: int, kept: Kept) -> None:
        super().__init__(s, seat, kept.owned.get(seat), kept.worth.get(seat))
        self.kept = kept
        kept.fill(self)

    @fact
    def others(self) -> list[Seat]:
        """The rivals, as they read the table, with what is kept for them too."""
        return [RolloutSeat(self.s, t, self.kept) for t in self.rivals]

    @fact
    def chains(self) -> FleetChains:
        """His fleets' chains, kept for where his fleets are."""
        return self.kept.chains_of(self.s, self.seat)

    def reach(self, rival: int) -> dict[int, int]:
        """What a rival's troops reach, kept for the board."""
        kept = self.kept
        force = kept.reach.get(rival)
        if force is None:
            force = kept.reach[rival] = reach(self.s, rival, kept.chains_of(self.s, rival))
        return force


def legal_choice(choice: Action, legal: tuple[Action, ...]) -> bool:
    """``choice in legal``, looking for the same object first: the moves are made once
    (``base.act``), and comparing two different ones field by field costs a call each."""
    for a in legal:
        if a is choice:
            return True
    return choice in legal


class CycladesRollout(CycladesHeuristic):
    """The scripted player, keeping its valuations while what they read is unchanged (see the
    module's docstring)."""

    name = "rollout"

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._world: State | None = None
        self._edition: object = None
        self._options: dict[str, Any] = {}
        self._boards: dict[Board, Kept] = {}
        self._chains: dict[tuple[int, ...], FleetChains] = {}
        self._last: tuple[Board, Kept] | None = None  # the last board asked for, and its facts
        self._cycle = -1
        self._worths: dict[int, dict[object, float]] = {}
        self._phase: object = None
        self._plans: dict[int, dict[int, list[tuple[float, int]]]] = {}

    def act(self, state: State, seat: int) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1 or not isinstance(state, CycladesState):
            return legal[0] if len(legal) == 1 else fallback_in(legal, self.rng)
        frame = state.stack[-1]
        kept = self.kept(state)
        me = RolloutSeat(state, seat, kept)
        self.share(me, state, frame)
        track_key = (seat, tuple(state.ctrack), state.temples_used[seat])
        me.track = kept.tracks.get(track_key)
        choice = decide(me, frame, legal)
        kept.keep()
        if me.track is not None:
            kept.tracks[track_key] = me.track
        if choice is not None and legal_choice(choice, legal):
            return choice
        return fallback_in(legal, self.rng)

    def kept(self, state: CycladesState) -> Kept:
        """The facts kept for this board. They are the board's alone, so they serve every world
        of the same game (the worlds of one search start from the same board); they are dropped
        for another game's edition or options, and when too many boards are kept."""
        if state is not self._world:
            self._world = state
            self._cycle = -1
            if state.ed is not self._edition or state.options != self._options:
                self._edition, self._options = state.ed, dict(state.options)
                self._boards = {}
                self._chains = {}
                self._last = None
        key = board(state)
        last = self._last
        if last is not None and key == last[0]:  # an offerings phase leaves the board as it was
            return last[1]  # (comparing costs less than hashing the board again)
        kept = self._boards.get(key)
        if kept is None:
            if len(self._boards) >= KEPT_BOARDS:
                self._boards = {}
            kept = self._boards[key] = Kept(self._chains)
        self._last = (key, kept)
        return kept

    def share(self, me: Seat, state: CycladesState, frame: Any) -> None:
        """Give ``me`` the creatures' worth kept this cycle, and the gods' plans of this offerings
        phase."""
        if state.cycle != self._cycle:
            self._cycle = state.cycle
            self._worths = {}
            self._phase, self._plans = None, {}
        me.worths = self._worths.setdefault(me.seat, {})
        if isinstance(frame, (Offerings, Rebid)):
            phase = next((f for f in reversed(state.stack) if isinstance(f, Offerings)), frame)
            if phase is not self._phase:
                self._phase, self._plans = phase, {}
            me.god_plans = self._plans.setdefault(me.seat, {})


def rollout_player(seed: int) -> CycladesRollout:
    """The scripted player of a search's playouts (:class:`CycladesRollout`)."""
    return CycladesRollout(seed)
