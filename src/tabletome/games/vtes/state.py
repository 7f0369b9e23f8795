"""The V:TES table: Methuselahs, their zones and counters, the Edge, victory points (steps 2 and 3).

Cards are VEKN ids in plain lists (top of a library or crypt = last item); a vampire in an
uncontrolled, ready or torpor region is a :class:`Vamp`, an immutable record, so that
:meth:`VTESState.clone` copies lists of ints and tuples and never deep-copies anything. The
rules of the turn are in ``turn.py``, combat in ``combat.py``; a vampire in torpor is a
:class:`Vamp` in ``torpor``, with its blood (VT-TORP-01, VT-TORP-02); this module holds the data, what each seat sees
(``view``) and determinization. Not a registered game yet (no ``GAME``): see README.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from tabletome.engine.flow import FlowState
from tabletome.engine.game import Outcome, rank_seats
from tabletome.engine.rng import Rng
from tabletome.engine.state import State

from .decks import Decklist

#: The Edge's place when no Methuselah holds it (VT-SETUP-07, VT-EDGE-01).
CENTRE = -1


class Vamp(NamedTuple):
    """A vampire card in a region: its card id, the blood on it, and whether it is locked."""

    card: int
    blood: int = 0
    locked: bool = False


class CardInfo(NamedTuple):
    """What the rules of this step read off a crypt card."""

    name: str
    capacity: int
    title: str | None = None  # krcg's ``title`` field: "Prince", "2 votes", ... (VT-CARD-12)


def card_table(decks: Sequence[Decklist]) -> dict[int, CardInfo]:
    """Name, capacity and title of every card of the decks (library cards get capacity 0)."""
    out: dict[int, CardInfo] = {}
    for deck in decks:
        for card, _ in (*deck.crypt, *deck.library):
            cap = card.get("capacity")
            title = card.get("title")
            out[card.id] = CardInfo(
                card.name, int(cap) if isinstance(cap, int) else 0, title if isinstance(title, str) else None
            )
    return out


class VTESState(FlowState, State):
    """A V:TES game in progress: every Methuselah's zones, pool, VP; the Edge; the frame stack."""

    __slots__ = (
        "players",
        "rng",
        "log",
        "reveals",
        "_legal",
        "stack",
        "stops",
        "outcome_",
        "decks",
        "info",
        # per Methuselah (index = seat, clockwise)
        "pool",
        "library",
        "hand",
        "crypt",
        "ash",
        "removed",
        "uncontrolled",
        "ready",
        "torpor",
        "vp",
        "ousted_on",
        # the table
        "edge",
        "turn",
        "current",
        "first",
        "phase",
        "transfers",
    )

    players: int
    rng: Rng
    log: list[tuple[int, str]] | None
    reveals: int
    outcome_: Outcome | None
    decks: tuple[Decklist, ...]
    info: dict[int, CardInfo]
    pool: list[int]
    library: list[list[int]]
    hand: list[list[int]]
    crypt: list[list[int]]
    ash: list[list[int]]
    removed: list[list[int]]
    uncontrolled: list[list[Vamp]]
    ready: list[list[Vamp]]
    torpor: list[list[Vamp]]
    vp: list[int]
    ousted_on: list[int]  # 0: still in the game; else the game turn of the oust
    edge: int
    turn: int  # the game's turn number, counted over all Methuselahs (AMB-03)
    current: int
    first: int
    phase: str
    transfers: int

    OVER = "The game is over (VT-OUST-06)."

    # ---- seating (VT-SETUP-04, VT-OUST-04)
    def in_game(self, seat: int) -> bool:
        return self.ousted_on[seat] == 0

    def remaining(self) -> list[int]:
        return [t for t in range(self.players) if self.ousted_on[t] == 0]

    def prey(self, seat: int) -> int:
        """The next Methuselah clockwise still in the game (VT-SETUP-04, VT-OUST-04)."""
        n = self.players
        for k in range(1, n):
            t = (seat + k) % n
            if self.ousted_on[t] == 0:
                return t
        return seat

    def predator(self, seat: int) -> int:
        """The previous Methuselah clockwise still in the game (VT-SETUP-04, VT-OUST-04)."""
        n = self.players
        for k in range(1, n):
            t = (seat - k) % n
            if self.ousted_on[t] == 0:
                return t
        return seat

    def capacity(self, card: int) -> int:
        return self.info[card].capacity

    def title(self, card: int) -> str | None:
        return self.info[card].title

    def name(self, card: int) -> str:
        return self.info[card].name

    @property
    def round(self) -> int:
        return self.turn

    def seat_name(self, seat: int) -> str:
        return f"Methuselah {seat + 1}"

    def outcome(self) -> Outcome | None:
        return self.outcome_

    # ---- copies
    def clone(self) -> VTESState:
        # field by field: clone is a hot path (search, determinizations)
        c = object.__new__(VTESState)
        c.players = self.players
        c.rng = self.rng.clone()
        c.log = None
        c.reveals = self.reveals
        c._legal = self._legal
        c.stack = [f.copy() for f in self.stack]
        c.stops = self.stops[:]
        c.outcome_ = self.outcome_
        c.decks = self.decks
        c.info = self.info
        c.pool = self.pool[:]
        c.library = [z[:] for z in self.library]
        c.hand = [z[:] for z in self.hand]
        c.crypt = [z[:] for z in self.crypt]
        c.ash = [z[:] for z in self.ash]
        c.removed = [z[:] for z in self.removed]
        c.uncontrolled = [z[:] for z in self.uncontrolled]
        c.ready = [z[:] for z in self.ready]
        c.torpor = [z[:] for z in self.torpor]
        c.vp = self.vp[:]
        c.ousted_on = self.ousted_on[:]
        c.edge = self.edge
        c.turn = self.turn
        c.current = self.current
        c.first = self.first
        c.phase = self.phase
        c.transfers = self.transfers
        return c

    # ---- what a seat sees (VT-SETUP-12)
    def show_seat(self, t: int, viewer: int | None) -> dict[str, Any]:
        own = viewer is None or viewer == t
        name = self.name
        return {
            "pool": self.pool[t],
            "vp": self.vp[t],
            "ousted": self.ousted_on[t] or None,
            "prey": self.prey(t) if self.in_game(t) else None,
            "predator": self.predator(t) if self.in_game(t) else None,
            "hand": [name(c) for c in self.hand[t]] if own else len(self.hand[t]),
            "library": len(self.library[t]),
            "crypt": len(self.crypt[t]),
            "uncontrolled": [{"card": name(v.card) if own else None, "blood": v.blood} for v in self.uncontrolled[t]],
            "ready": [{"card": name(v.card), "blood": v.blood, "locked": v.locked} for v in self.ready[t]],
            "torpor": [{"card": name(v.card), "blood": v.blood, "locked": v.locked} for v in self.torpor[t]],
            "ash_heap": [name(c) for c in self.ash[t]],
            "removed": [name(c) for c in self.removed[t]],
        }

    def _view(self, viewer: int | None) -> dict[str, Any]:
        to_move = self.to_move
        oc = self.outcome_
        return {
            "game": "vtes",
            "seat": viewer,
            "prompt": self.prompt(),
            "to_move": to_move,
            "decisions": self.decision_view(viewer),
            "turn": self.turn,
            "current": self.current,
            "phase": self.phase,
            "transfers": self.transfers,
            "edge": None if self.edge == CENTRE else self.edge,
            "methuselahs": [self.show_seat(t, viewer) for t in range(self.players)],
            "outcome": oc.to_json() if oc is not None else None,
        }

    def view(self, seat: int) -> dict[str, Any]:
        if not 0 <= seat < self.players:
            raise ValueError(f"seat {seat} is not in this {self.players}-player game")
        return self._view(seat)

    def public_view(self) -> dict[str, Any]:
        return self._view(-1)

    def full_view(self) -> dict[str, Any]:
        return self._view(None)

    def determinize(self, seat: int, rng: Rng) -> VTESState:
        """A world agreeing with ``view(seat)``: every library's order, every crypt's order, the
        other Methuselahs' hands and their face-down uncontrolled vampires are redealt.

        Each Methuselah's unseen cards are redealt among that Methuselah's own unseen slots (a
        hand card stays in its owner's hand or library): the decklists are taken as known.
        """
        world = self.clone()
        for t in range(self.players):
            if t == seat:
                _redeal(rng, world.library[t])
                _redeal(rng, world.crypt[t])
            else:
                _redeal(rng, world.hand[t], world.library[t])
                _redeal_crypt(rng, world.crypt[t], world.uncontrolled[t])
        world.rng = Rng(rng.next64())
        world._legal = None  # the truth's cached list may depend on what was redealt
        return world

    # ---- the end (VT-VP-04)
    def final_outcome(self, cause: str, reason: str) -> Outcome:
        keys = [(float(self.vp[t]),) for t in range(self.players)]
        seats, _ = rank_seats(keys)
        seats = tuple(r.__class__(r.seat, r.rank, r.score, r.tiebreak, self.ousted_on[r.seat] or None) for r in seats)
        best = max(self.vp)
        top = tuple(t for t in range(self.players) if self.vp[t] == best)
        winners = top if len(top) == 1 else ()
        return Outcome(winners, cause, reason, None, seats, None, "victory points")


def _redeal(rng: Rng, *lists: list[int]) -> None:
    """Shuffle the items of ``lists`` together (from a canonical order) back into their slots."""
    items = sorted(c for z in lists for c in z)
    rng.shuffle(items)
    k = 0
    for z in lists:
        z[:] = items[k : k + len(z)]
        k += len(z)


def _redeal_crypt(rng: Rng, crypt: list[int], uncontrolled: list[Vamp]) -> None:
    """Face-down uncontrolled vampires and the crypt: redeal the card ids, keep the blood."""
    items = sorted([*crypt, *(v.card for v in uncontrolled)])
    rng.shuffle(items)
    n = len(crypt)
    crypt[:] = items[:n]
    uncontrolled[:] = [v._replace(card=items[n + i]) for i, v in enumerate(uncontrolled)]
